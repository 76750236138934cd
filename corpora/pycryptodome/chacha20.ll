; ModuleID = 'src/chacha20.c'
source_filename = "src/chacha20.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 8) i32 @chacha20_init(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef readonly %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %3, null
  %8 = or i1 %6, %7
  br i1 %8, label %45, label %9

9:                                                ; preds = %5
  %10 = icmp eq ptr %1, null
  %11 = icmp ne i64 %2, 32
  %12 = or i1 %10, %11
  br i1 %12, label %45, label %13

13:                                               ; preds = %9
  switch i64 %4, label %45 [
    i64 16, label %14
    i64 12, label %14
    i64 8, label %14
  ]

14:                                               ; preds = %13, %13, %13
  %15 = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #11
  store ptr %15, ptr %0, align 8, !tbaa !5
  %16 = icmp eq ptr %15, null
  br i1 %16, label %45, label %17

17:                                               ; preds = %14
  store <4 x i32> <i32 1634760805, i32 857760878, i32 2036477234, i32 1797285236>, ptr %15, align 8, !tbaa !9
  %18 = getelementptr i8, ptr %15, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %18, ptr noundef nonnull align 1 dereferenceable(32) %1, i64 32, i1 false)
  switch i64 %4, label %45 [
    i64 8, label %27
    i64 12, label %19
    i64 16, label %23
  ]

19:                                               ; preds = %17
  %20 = load i32, ptr %3, align 1
  %21 = getelementptr inbounds i8, ptr %15, i64 52
  store i32 %20, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %3, i64 4
  br label %27

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %15, i64 48
  %25 = load <4 x i32>, ptr %3, align 1
  store <4 x i32> %25, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %15, i64 64
  store i64 16, ptr %26, align 8, !tbaa !11
  br label %42

27:                                               ; preds = %17, %19
  %28 = phi ptr [ %22, %19 ], [ %3, %17 ]
  %29 = phi i64 [ 8, %19 ], [ 4, %17 ]
  %30 = load i32, ptr %28, align 1
  %31 = getelementptr inbounds i8, ptr %15, i64 56
  store i32 %30, ptr %31, align 8, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %3, i64 %29
  %33 = load i32, ptr %32, align 1
  %34 = getelementptr inbounds i8, ptr %15, i64 60
  store i32 %33, ptr %34, align 4, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %15, i64 64
  store i64 %4, ptr %35, align 8, !tbaa !11
  %36 = getelementptr inbounds i8, ptr %15, i64 76
  tail call fastcc void @chacha20_keystream(ptr noundef nonnull %15, i64 noundef 0, i64 noundef %4, ptr noundef nonnull %36)
  %37 = load i64, ptr %35, align 8, !tbaa !11
  %38 = getelementptr inbounds i8, ptr %15, i64 48
  store i32 1, ptr %38, align 4, !tbaa !9
  %39 = icmp eq i64 %37, 8
  br i1 %39, label %40, label %42

40:                                               ; preds = %27
  %41 = getelementptr inbounds i8, ptr %15, i64 52
  store i32 0, ptr %41, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %40, %27, %23
  %43 = phi i32 [ 64, %23 ], [ 0, %27 ], [ 0, %40 ]
  %44 = getelementptr inbounds i8, ptr %15, i64 72
  store i32 %43, ptr %44, align 8, !tbaa !14
  br label %45

45:                                               ; preds = %42, %17, %14, %13, %9, %5
  %46 = phi i32 [ 1, %5 ], [ 6, %9 ], [ 7, %13 ], [ 2, %14 ], [ 7, %17 ], [ 0, %42 ]
  ret i32 %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @chacha20_destroy(ptr noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #12
  br label %4

4:                                                ; preds = %1, %3
  %5 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @chacha20_encrypt(ptr noundef %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = ptrtoint ptr %0 to i64
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %253, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load i64, ptr %12, align 8, !tbaa !11
  switch i64 %13, label %253 [
    i64 8, label %14
    i64 12, label %14
  ]

14:                                               ; preds = %11, %11
  %15 = getelementptr inbounds i8, ptr %0, i64 72
  %16 = load i32, ptr %15, align 8, !tbaa !14
  %17 = icmp ugt i32 %16, 64
  br i1 %17, label %253, label %18

18:                                               ; preds = %14
  %19 = icmp eq i64 %13, 8
  %20 = getelementptr i8, ptr %0, i64 48
  br i1 %19, label %21, label %29

21:                                               ; preds = %18
  %22 = load i64, ptr %20, align 8
  %23 = sub nuw nsw i32 64, %16
  %24 = zext nneg i32 %23 to i64
  %25 = icmp uge i64 %24, %3
  %26 = sub i64 0, %22
  %27 = icmp ugt i64 %26, 288230376151711743
  %28 = select i1 %25, i1 true, i1 %27
  br i1 %28, label %43, label %37

29:                                               ; preds = %18
  %30 = sub nuw nsw i32 64, %16
  %31 = zext nneg i32 %30 to i64
  %32 = icmp ult i64 %31, %3
  br i1 %32, label %33, label %43

33:                                               ; preds = %29
  %34 = load i32, ptr %20, align 8, !tbaa !9
  %35 = sub i32 0, %34
  %36 = zext i32 %35 to i64
  br label %37

37:                                               ; preds = %21, %33
  %38 = phi i64 [ %31, %33 ], [ %24, %21 ]
  %39 = phi i64 [ %36, %33 ], [ %26, %21 ]
  %40 = sub i64 %3, %38
  %41 = shl nuw i64 %39, 6
  %42 = icmp ugt i64 %40, %41
  br i1 %42, label %253, label %45

43:                                               ; preds = %29, %21
  %44 = icmp eq i64 %3, 0
  br i1 %44, label %251, label %45

45:                                               ; preds = %37, %43
  %46 = getelementptr inbounds i8, ptr %0, i64 76
  %47 = getelementptr inbounds i8, ptr %0, i64 52
  br label %48

48:                                               ; preds = %45, %244
  %49 = phi ptr [ %1, %45 ], [ %245, %244 ]
  %50 = phi i32 [ %16, %45 ], [ %249, %244 ]
  %51 = phi i64 [ %3, %45 ], [ %247, %244 ]
  %52 = phi ptr [ %2, %45 ], [ %246, %244 ]
  %53 = ptrtoint ptr %49 to i64
  %54 = ptrtoint ptr %52 to i64
  %55 = ptrtoint ptr %49 to i64
  %56 = icmp eq i32 %50, 64
  br i1 %56, label %57, label %74

57:                                               ; preds = %48
  %58 = load i64, ptr %12, align 8, !tbaa !11
  %59 = icmp eq i64 %58, 8
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %61 = load i64, ptr %20, align 8
  br label %65

62:                                               ; preds = %57
  %63 = load i32, ptr %20, align 8, !tbaa !9
  %64 = zext i32 %63 to i64
  br label %65

65:                                               ; preds = %60, %62
  %66 = phi i64 [ %61, %60 ], [ %64, %62 ]
  tail call fastcc void @chacha20_keystream(ptr noundef nonnull %0, i64 noundef %66, i64 noundef %58, ptr noundef nonnull %46)
  %67 = load i64, ptr %12, align 8, !tbaa !11
  %68 = add i64 %66, 1
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %20, align 4, !tbaa !9
  %70 = icmp eq i64 %67, 8
  br i1 %70, label %71, label %74

71:                                               ; preds = %65
  %72 = lshr i64 %68, 32
  %73 = trunc nuw i64 %72 to i32
  store i32 %73, ptr %47, align 4, !tbaa !9
  br label %74

74:                                               ; preds = %71, %65, %48
  %75 = phi i32 [ %50, %48 ], [ 0, %65 ], [ 0, %71 ]
  %76 = sub i32 64, %75
  %77 = zext i32 %76 to i64
  %78 = tail call i64 @llvm.umin.i64(i64 %51, i64 %77)
  %79 = zext i32 %75 to i64
  %80 = getelementptr inbounds i8, ptr %46, i64 %79
  %81 = icmp ult i64 %78, 8
  br i1 %81, label %123, label %82

82:                                               ; preds = %74
  %83 = add nsw i64 %78, -8
  %84 = lshr i64 %83, 3
  %85 = add nuw nsw i64 %84, 1
  %86 = icmp ult i64 %83, 40
  br i1 %86, label %87, label %90

87:                                               ; preds = %120, %90, %82
  %88 = phi i64 [ 8, %90 ], [ 8, %82 ], [ %101, %120 ]
  %89 = phi i64 [ 0, %90 ], [ 0, %82 ], [ %102, %120 ]
  br label %202

90:                                               ; preds = %82
  %91 = sub i64 %54, %53
  %92 = icmp ult i64 %91, 32
  %93 = add i64 %54, -76
  %94 = add i64 %5, %79
  %95 = sub i64 %93, %94
  %96 = icmp ult i64 %95, 32
  %97 = or i1 %92, %96
  br i1 %97, label %87, label %98

98:                                               ; preds = %90
  %99 = and i64 %85, 4611686018427387900
  %100 = shl i64 %99, 3
  %101 = or disjoint i64 %100, 8
  %102 = shl i64 %99, 3
  br label %103

103:                                              ; preds = %103, %98
  %104 = phi i64 [ 0, %98 ], [ %118, %103 ]
  %105 = shl i64 %104, 3
  %106 = getelementptr inbounds i8, ptr %49, i64 %105
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load <2 x i64>, ptr %106, align 1
  %109 = load <2 x i64>, ptr %107, align 1
  %110 = getelementptr inbounds i8, ptr %80, i64 %105
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load <2 x i64>, ptr %110, align 1
  %113 = load <2 x i64>, ptr %111, align 1
  %114 = xor <2 x i64> %112, %108
  %115 = xor <2 x i64> %113, %109
  %116 = getelementptr inbounds i8, ptr %52, i64 %105
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  store <2 x i64> %114, ptr %116, align 1
  store <2 x i64> %115, ptr %117, align 1
  %118 = add nuw i64 %104, 4
  %119 = icmp eq i64 %118, %99
  br i1 %119, label %120, label %103, !llvm.loop !15

120:                                              ; preds = %103
  %121 = icmp eq i64 %85, %99
  %122 = shl i64 %99, 3
  br i1 %121, label %123, label %87

123:                                              ; preds = %202, %120, %74
  %124 = phi i64 [ 0, %74 ], [ %122, %120 ], [ %203, %202 ]
  %125 = icmp ult i64 %124, %78
  br i1 %125, label %126, label %244

126:                                              ; preds = %123
  %127 = sub i64 %78, %124
  %128 = icmp ult i64 %127, 8
  br i1 %128, label %164, label %129

129:                                              ; preds = %126
  %130 = sub i64 %54, %55
  %131 = icmp ult i64 %130, 32
  %132 = add i64 %54, -76
  %133 = add i64 %5, %79
  %134 = sub i64 %132, %133
  %135 = icmp ult i64 %134, 32
  %136 = or i1 %131, %135
  br i1 %136, label %164, label %137

137:                                              ; preds = %129
  %138 = icmp ult i64 %127, 32
  br i1 %138, label %185, label %139

139:                                              ; preds = %137
  %140 = and i64 %127, -32
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %156, %141 ]
  %143 = add i64 %124, %142
  %144 = getelementptr inbounds i8, ptr %49, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load <16 x i8>, ptr %144, align 1, !tbaa !19
  %147 = load <16 x i8>, ptr %145, align 1, !tbaa !19
  %148 = getelementptr inbounds i8, ptr %80, i64 %143
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <16 x i8>, ptr %148, align 1, !tbaa !19
  %151 = load <16 x i8>, ptr %149, align 1, !tbaa !19
  %152 = xor <16 x i8> %150, %146
  %153 = xor <16 x i8> %151, %147
  %154 = getelementptr inbounds i8, ptr %52, i64 %143
  %155 = getelementptr inbounds i8, ptr %154, i64 16
  store <16 x i8> %152, ptr %154, align 1, !tbaa !19
  store <16 x i8> %153, ptr %155, align 1, !tbaa !19
  %156 = add nuw i64 %142, 32
  %157 = icmp eq i64 %156, %140
  br i1 %157, label %158, label %141, !llvm.loop !20

158:                                              ; preds = %141
  %159 = icmp eq i64 %127, %140
  br i1 %159, label %244, label %160

160:                                              ; preds = %158
  %161 = add i64 %124, %140
  %162 = and i64 %127, 24
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %164, label %185

164:                                              ; preds = %200, %129, %126, %160
  %165 = phi i64 [ %124, %126 ], [ %124, %129 ], [ %161, %160 ], [ %188, %200 ]
  %166 = sub i64 %78, %165
  %167 = and i64 %166, 3
  %168 = icmp eq i64 %167, 0
  br i1 %168, label %181, label %169

169:                                              ; preds = %164, %169
  %170 = phi i64 [ %178, %169 ], [ %165, %164 ]
  %171 = phi i64 [ %179, %169 ], [ 0, %164 ]
  %172 = getelementptr inbounds i8, ptr %49, i64 %170
  %173 = load i8, ptr %172, align 1, !tbaa !19
  %174 = getelementptr inbounds i8, ptr %80, i64 %170
  %175 = load i8, ptr %174, align 1, !tbaa !19
  %176 = xor i8 %175, %173
  %177 = getelementptr inbounds i8, ptr %52, i64 %170
  store i8 %176, ptr %177, align 1, !tbaa !19
  %178 = add nuw i64 %170, 1
  %179 = add i64 %171, 1
  %180 = icmp eq i64 %179, %167
  br i1 %180, label %181, label %169, !llvm.loop !21

181:                                              ; preds = %169, %164
  %182 = phi i64 [ %165, %164 ], [ %178, %169 ]
  %183 = sub i64 %165, %78
  %184 = icmp ugt i64 %183, -4
  br i1 %184, label %244, label %213

185:                                              ; preds = %137, %160
  %186 = phi i64 [ %140, %160 ], [ 0, %137 ]
  %187 = and i64 %127, -8
  %188 = add i64 %124, %187
  br label %189

189:                                              ; preds = %189, %185
  %190 = phi i64 [ %186, %185 ], [ %198, %189 ]
  %191 = add i64 %124, %190
  %192 = getelementptr inbounds i8, ptr %49, i64 %191
  %193 = load <8 x i8>, ptr %192, align 1, !tbaa !19
  %194 = getelementptr inbounds i8, ptr %80, i64 %191
  %195 = load <8 x i8>, ptr %194, align 1, !tbaa !19
  %196 = xor <8 x i8> %195, %193
  %197 = getelementptr inbounds i8, ptr %52, i64 %191
  store <8 x i8> %196, ptr %197, align 1, !tbaa !19
  %198 = add nuw i64 %190, 8
  %199 = icmp eq i64 %198, %187
  br i1 %199, label %200, label %189, !llvm.loop !23

200:                                              ; preds = %189
  %201 = icmp eq i64 %127, %187
  br i1 %201, label %244, label %164

202:                                              ; preds = %87, %202
  %203 = phi i64 [ %211, %202 ], [ %88, %87 ]
  %204 = phi i64 [ %203, %202 ], [ %89, %87 ]
  %205 = getelementptr inbounds i8, ptr %49, i64 %204
  %206 = load i64, ptr %205, align 1
  %207 = getelementptr inbounds i8, ptr %80, i64 %204
  %208 = load i64, ptr %207, align 1
  %209 = xor i64 %208, %206
  %210 = getelementptr inbounds i8, ptr %52, i64 %204
  store i64 %209, ptr %210, align 1
  %211 = add nuw nsw i64 %203, 8
  %212 = icmp ugt i64 %211, %78
  br i1 %212, label %123, label %202, !llvm.loop !24

213:                                              ; preds = %181, %213
  %214 = phi i64 [ %242, %213 ], [ %182, %181 ]
  %215 = getelementptr inbounds i8, ptr %49, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !19
  %217 = getelementptr inbounds i8, ptr %80, i64 %214
  %218 = load i8, ptr %217, align 1, !tbaa !19
  %219 = xor i8 %218, %216
  %220 = getelementptr inbounds i8, ptr %52, i64 %214
  store i8 %219, ptr %220, align 1, !tbaa !19
  %221 = add nuw i64 %214, 1
  %222 = getelementptr inbounds i8, ptr %49, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !19
  %224 = getelementptr inbounds i8, ptr %80, i64 %221
  %225 = load i8, ptr %224, align 1, !tbaa !19
  %226 = xor i8 %225, %223
  %227 = getelementptr inbounds i8, ptr %52, i64 %221
  store i8 %226, ptr %227, align 1, !tbaa !19
  %228 = add nuw i64 %214, 2
  %229 = getelementptr inbounds i8, ptr %49, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !19
  %231 = getelementptr inbounds i8, ptr %80, i64 %228
  %232 = load i8, ptr %231, align 1, !tbaa !19
  %233 = xor i8 %232, %230
  %234 = getelementptr inbounds i8, ptr %52, i64 %228
  store i8 %233, ptr %234, align 1, !tbaa !19
  %235 = add nuw i64 %214, 3
  %236 = getelementptr inbounds i8, ptr %49, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !19
  %238 = getelementptr inbounds i8, ptr %80, i64 %235
  %239 = load i8, ptr %238, align 1, !tbaa !19
  %240 = xor i8 %239, %237
  %241 = getelementptr inbounds i8, ptr %52, i64 %235
  store i8 %240, ptr %241, align 1, !tbaa !19
  %242 = add nuw i64 %214, 4
  %243 = icmp eq i64 %242, %78
  br i1 %243, label %244, label %213, !llvm.loop !25

244:                                              ; preds = %181, %213, %158, %200, %123
  %245 = getelementptr inbounds i8, ptr %49, i64 %78
  %246 = getelementptr inbounds i8, ptr %52, i64 %78
  %247 = sub i64 %51, %78
  %248 = trunc nuw i64 %78 to i32
  %249 = add i32 %75, %248
  %250 = icmp eq i64 %247, 0
  br i1 %250, label %251, label %48, !llvm.loop !26

251:                                              ; preds = %244, %43
  %252 = phi i32 [ %16, %43 ], [ %249, %244 ]
  store i32 %252, ptr %15, align 8, !tbaa !14
  br label %253

253:                                              ; preds = %37, %14, %11, %4, %251
  %254 = phi i32 [ 0, %251 ], [ 1, %4 ], [ 7, %11 ], [ 20, %14 ], [ 10, %37 ]
  ret i32 %254
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 12) i32 @chacha20_seek(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %33, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  %8 = load i64, ptr %7, align 8, !tbaa !11
  switch i64 %8, label %33 [
    i64 8, label %9
    i64 12, label %9
  ]

9:                                                ; preds = %6, %6
  %10 = icmp ult i32 %3, 64
  %11 = or i64 %2, %1
  %12 = icmp ult i64 %11, 4294967296
  %13 = and i1 %10, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %9
  %15 = icmp eq i64 %8, 12
  %16 = icmp ne i64 %1, 0
  %17 = and i1 %16, %15
  br i1 %17, label %33, label %18

18:                                               ; preds = %14
  %19 = shl nuw i64 %1, 32
  %20 = or disjoint i64 %19, %2
  %21 = getelementptr inbounds i8, ptr %0, i64 76
  tail call fastcc void @chacha20_keystream(ptr noundef nonnull %0, i64 noundef %20, i64 noundef %8, ptr noundef nonnull %21)
  %22 = load i64, ptr %7, align 8, !tbaa !11
  %23 = add i64 %20, 1
  %24 = trunc i64 %23 to i32
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 %24, ptr %25, align 4, !tbaa !9
  %26 = icmp eq i64 %22, 8
  br i1 %26, label %27, label %31

27:                                               ; preds = %18
  %28 = lshr i64 %23, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %29, ptr %30, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %18, %27
  %32 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 %3, ptr %32, align 8, !tbaa !14
  br label %33

33:                                               ; preds = %14, %9, %6, %4, %31
  %34 = phi i32 [ 0, %31 ], [ 1, %4 ], [ 7, %6 ], [ 11, %9 ], [ 11, %14 ]
  ret i32 %34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 21) i32 @chacha20_check(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %37, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load i64, ptr %5, align 8, !tbaa !11
  switch i64 %6, label %37 [
    i64 8, label %7
    i64 12, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp ugt i32 %9, 64
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = icmp eq i64 %6, 8
  %13 = getelementptr i8, ptr %0, i64 48
  br i1 %12, label %14, label %22

14:                                               ; preds = %11
  %15 = load i64, ptr %13, align 8
  %16 = sub nuw nsw i32 64, %9
  %17 = zext nneg i32 %16 to i64
  %18 = icmp uge i64 %17, %1
  %19 = sub i64 0, %15
  %20 = icmp ugt i64 %19, 288230376151711743
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %37, label %30

22:                                               ; preds = %11
  %23 = sub nuw nsw i32 64, %9
  %24 = zext nneg i32 %23 to i64
  %25 = icmp ult i64 %24, %1
  br i1 %25, label %26, label %37

26:                                               ; preds = %22
  %27 = load i32, ptr %13, align 8, !tbaa !9
  %28 = sub i32 0, %27
  %29 = zext i32 %28 to i64
  br label %30

30:                                               ; preds = %14, %26
  %31 = phi i64 [ %24, %26 ], [ %17, %14 ]
  %32 = phi i64 [ %29, %26 ], [ %19, %14 ]
  %33 = sub i64 %1, %31
  %34 = shl nuw i64 %32, 6
  %35 = icmp ugt i64 %33, %34
  %36 = select i1 %35, i32 10, i32 0
  br label %37

37:                                               ; preds = %30, %14, %22, %7, %4, %2
  %38 = phi i32 [ 1, %2 ], [ 7, %4 ], [ 20, %7 ], [ 0, %14 ], [ %36, %30 ], [ 0, %22 ]
  ret i32 %38
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @chacha20_encrypt_at(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %2 to i64
  %8 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #12
  %9 = icmp eq ptr %0, null
  %10 = icmp eq ptr %1, null
  %11 = or i1 %9, %10
  %12 = icmp eq ptr %2, null
  %13 = or i1 %11, %12
  br i1 %13, label %262, label %14

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load i64, ptr %15, align 8, !tbaa !11
  switch i64 %16, label %262 [
    i64 8, label %17
    i64 12, label %17
  ]

17:                                               ; preds = %14, %14
  %18 = getelementptr inbounds i8, ptr %0, i64 72
  %19 = load i32, ptr %18, align 8, !tbaa !14
  %20 = icmp ugt i32 %19, 64
  br i1 %20, label %262, label %21

21:                                               ; preds = %17
  %22 = xor i64 %3, -1
  %23 = icmp ult i64 %22, %4
  br i1 %23, label %262, label %24

24:                                               ; preds = %21
  %25 = icmp eq i64 %16, 8
  %26 = getelementptr i8, ptr %0, i64 48
  %27 = sub nuw nsw i32 64, %19
  %28 = add i64 %4, %3
  %29 = zext nneg i32 %27 to i64
  %30 = icmp ugt i64 %28, %29
  br i1 %25, label %31, label %32

31:                                               ; preds = %24
  br i1 %30, label %34, label %49

32:                                               ; preds = %24
  %33 = load i32, ptr %26, align 8, !tbaa !9
  br i1 %30, label %42, label %53

34:                                               ; preds = %31
  %35 = load i64, ptr %26, align 8
  %36 = sub i64 0, %35
  %37 = icmp ugt i64 %36, 288230376151711743
  br i1 %37, label %56, label %38

38:                                               ; preds = %34
  %39 = sub i64 %28, %29
  %40 = shl nuw i64 %36, 6
  %41 = icmp ugt i64 %39, %40
  br i1 %41, label %262, label %48

42:                                               ; preds = %32
  %43 = sub i32 0, %33
  %44 = zext i32 %43 to i64
  %45 = sub i64 %28, %29
  %46 = shl nuw nsw i64 %44, 6
  %47 = icmp ugt i64 %45, %46
  br i1 %47, label %262, label %51

48:                                               ; preds = %38
  br i1 %25, label %49, label %51

49:                                               ; preds = %31, %48
  %50 = load i64, ptr %26, align 8
  br label %56

51:                                               ; preds = %42, %48
  %52 = load i32, ptr %26, align 8, !tbaa !9
  br label %53

53:                                               ; preds = %51, %32
  %54 = phi i32 [ %52, %51 ], [ %33, %32 ]
  %55 = zext i32 %54 to i64
  br label %56

56:                                               ; preds = %34, %49, %53
  %57 = phi i64 [ %55, %53 ], [ %50, %49 ], [ %35, %34 ]
  %58 = icmp eq i64 %4, 0
  br i1 %58, label %262, label %59

59:                                               ; preds = %56
  %60 = and i32 %19, 63
  %61 = trunc i64 %3 to i32
  %62 = and i32 %61, 63
  %63 = add nuw nsw i32 %60, %62
  %64 = and i32 %63, 63
  %65 = lshr i64 %3, 6
  %66 = lshr i32 %19, 6
  %67 = zext nneg i32 %66 to i64
  %68 = add nuw nsw i64 %65, %67
  %69 = lshr i32 %63, 6
  %70 = zext nneg i32 %69 to i64
  %71 = add nuw nsw i64 %68, %70
  %72 = icmp eq i64 %16, 12
  %73 = add i64 %57, -1
  %74 = and i64 %73, 4294967295
  %75 = select i1 %72, i64 %74, i64 %73
  %76 = add i64 %71, %75
  %77 = sub i64 %7, %6
  %78 = icmp ult i64 %77, 32
  br label %79

79:                                               ; preds = %59, %257
  %80 = phi i64 [ %258, %257 ], [ %3, %59 ]
  %81 = phi i32 [ 0, %257 ], [ %64, %59 ]
  %82 = phi i64 [ %259, %257 ], [ %4, %59 ]
  %83 = phi i64 [ %260, %257 ], [ %76, %59 ]
  %84 = load i64, ptr %15, align 8, !tbaa !11
  call fastcc void @chacha20_keystream(ptr noundef %0, i64 noundef %83, i64 noundef %84, ptr noundef nonnull %8)
  %85 = sub nuw nsw i32 64, %81
  %86 = zext nneg i32 %85 to i64
  %87 = tail call i64 @llvm.umin.i64(i64 %82, i64 %86)
  %88 = getelementptr inbounds i8, ptr %2, i64 %80
  %89 = getelementptr inbounds i8, ptr %1, i64 %80
  %90 = zext nneg i32 %81 to i64
  %91 = getelementptr inbounds i8, ptr %8, i64 %90
  %92 = icmp ult i64 %87, 8
  br i1 %92, label %93, label %166

93:                                               ; preds = %166, %171, %179, %187, %195, %203, %211, %219, %79
  %94 = phi i64 [ 0, %79 ], [ 8, %166 ], [ 16, %171 ], [ 24, %179 ], [ 32, %187 ], [ 40, %195 ], [ 48, %203 ], [ 56, %211 ], [ 64, %219 ]
  %95 = icmp ult i64 %94, %87
  br i1 %95, label %96, label %257

96:                                               ; preds = %93
  %97 = sub nsw i64 %87, %94
  %98 = icmp ult i64 %97, 8
  %99 = or i1 %98, %78
  br i1 %99, label %127, label %100

100:                                              ; preds = %96
  %101 = icmp ult i64 %97, 32
  br i1 %101, label %148, label %102

102:                                              ; preds = %100
  %103 = and i64 %97, -32
  br label %104

104:                                              ; preds = %104, %102
  %105 = phi i64 [ 0, %102 ], [ %119, %104 ]
  %106 = add i64 %94, %105
  %107 = getelementptr inbounds i8, ptr %89, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <16 x i8>, ptr %107, align 1, !tbaa !19
  %110 = load <16 x i8>, ptr %108, align 1, !tbaa !19
  %111 = getelementptr inbounds i8, ptr %91, i64 %106
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load <16 x i8>, ptr %111, align 1, !tbaa !19
  %114 = load <16 x i8>, ptr %112, align 1, !tbaa !19
  %115 = xor <16 x i8> %113, %109
  %116 = xor <16 x i8> %114, %110
  %117 = getelementptr inbounds i8, ptr %88, i64 %106
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  store <16 x i8> %115, ptr %117, align 1, !tbaa !19
  store <16 x i8> %116, ptr %118, align 1, !tbaa !19
  %119 = add nuw i64 %105, 32
  %120 = icmp eq i64 %119, %103
  br i1 %120, label %121, label %104, !llvm.loop !27

121:                                              ; preds = %104
  %122 = icmp eq i64 %97, %103
  br i1 %122, label %257, label %123

123:                                              ; preds = %121
  %124 = add nsw i64 %94, %103
  %125 = and i64 %97, 24
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %127, label %148

127:                                              ; preds = %164, %96, %123
  %128 = phi i64 [ %94, %96 ], [ %124, %123 ], [ %152, %164 ]
  %129 = sub i64 %87, %128
  %130 = and i64 %129, 3
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %144, label %132

132:                                              ; preds = %127, %132
  %133 = phi i64 [ %141, %132 ], [ %128, %127 ]
  %134 = phi i64 [ %142, %132 ], [ 0, %127 ]
  %135 = getelementptr inbounds i8, ptr %89, i64 %133
  %136 = load i8, ptr %135, align 1, !tbaa !19
  %137 = getelementptr inbounds i8, ptr %91, i64 %133
  %138 = load i8, ptr %137, align 1, !tbaa !19
  %139 = xor i8 %138, %136
  %140 = getelementptr inbounds i8, ptr %88, i64 %133
  store i8 %139, ptr %140, align 1, !tbaa !19
  %141 = add nuw i64 %133, 1
  %142 = add i64 %134, 1
  %143 = icmp eq i64 %142, %130
  br i1 %143, label %144, label %132, !llvm.loop !28

144:                                              ; preds = %132, %127
  %145 = phi i64 [ %128, %127 ], [ %141, %132 ]
  %146 = sub i64 %128, %87
  %147 = icmp ugt i64 %146, -4
  br i1 %147, label %257, label %226

148:                                              ; preds = %100, %123
  %149 = phi i64 [ %103, %123 ], [ 0, %100 ]
  %150 = and i64 %87, 7
  %151 = sub nsw i64 %97, %150
  %152 = add nsw i64 %94, %151
  br label %153

153:                                              ; preds = %153, %148
  %154 = phi i64 [ %149, %148 ], [ %162, %153 ]
  %155 = add i64 %94, %154
  %156 = getelementptr inbounds i8, ptr %89, i64 %155
  %157 = load <8 x i8>, ptr %156, align 1, !tbaa !19
  %158 = getelementptr inbounds i8, ptr %91, i64 %155
  %159 = load <8 x i8>, ptr %158, align 1, !tbaa !19
  %160 = xor <8 x i8> %159, %157
  %161 = getelementptr inbounds i8, ptr %88, i64 %155
  store <8 x i8> %160, ptr %161, align 1, !tbaa !19
  %162 = add nuw i64 %154, 8
  %163 = icmp eq i64 %162, %151
  br i1 %163, label %164, label %153, !llvm.loop !29

164:                                              ; preds = %153
  %165 = icmp eq i64 %150, 0
  br i1 %165, label %257, label %127

166:                                              ; preds = %79
  %167 = load i64, ptr %89, align 1
  %168 = load i64, ptr %91, align 1
  %169 = xor i64 %168, %167
  store i64 %169, ptr %88, align 1
  %170 = icmp ult i64 %87, 16
  br i1 %170, label %93, label %171, !llvm.loop !30

171:                                              ; preds = %166
  %172 = getelementptr inbounds i8, ptr %89, i64 8
  %173 = load i64, ptr %172, align 1
  %174 = getelementptr inbounds i8, ptr %91, i64 8
  %175 = load i64, ptr %174, align 1
  %176 = xor i64 %175, %173
  %177 = getelementptr inbounds i8, ptr %88, i64 8
  store i64 %176, ptr %177, align 1
  %178 = icmp ult i64 %87, 24
  br i1 %178, label %93, label %179, !llvm.loop !30

179:                                              ; preds = %171
  %180 = getelementptr inbounds i8, ptr %89, i64 16
  %181 = load i64, ptr %180, align 1
  %182 = getelementptr inbounds i8, ptr %91, i64 16
  %183 = load i64, ptr %182, align 1
  %184 = xor i64 %183, %181
  %185 = getelementptr inbounds i8, ptr %88, i64 16
  store i64 %184, ptr %185, align 1
  %186 = icmp ult i64 %87, 32
  br i1 %186, label %93, label %187, !llvm.loop !30

187:                                              ; preds = %179
  %188 = getelementptr inbounds i8, ptr %89, i64 24
  %189 = load i64, ptr %188, align 1
  %190 = getelementptr inbounds i8, ptr %91, i64 24
  %191 = load i64, ptr %190, align 1
  %192 = xor i64 %191, %189
  %193 = getelementptr inbounds i8, ptr %88, i64 24
  store i64 %192, ptr %193, align 1
  %194 = icmp ult i64 %87, 40
  br i1 %194, label %93, label %195, !llvm.loop !30

195:                                              ; preds = %187
  %196 = getelementptr inbounds i8, ptr %89, i64 32
  %197 = load i64, ptr %196, align 1
  %198 = getelementptr inbounds i8, ptr %91, i64 32
  %199 = load i64, ptr %198, align 1
  %200 = xor i64 %199, %197
  %201 = getelementptr inbounds i8, ptr %88, i64 32
  store i64 %200, ptr %201, align 1
  %202 = icmp ult i64 %87, 48
  br i1 %202, label %93, label %203, !llvm.loop !30

203:                                              ; preds = %195
  %204 = getelementptr inbounds i8, ptr %89, i64 40
  %205 = load i64, ptr %204, align 1
  %206 = getelementptr inbounds i8, ptr %91, i64 40
  %207 = load i64, ptr %206, align 1
  %208 = xor i64 %207, %205
  %209 = getelementptr inbounds i8, ptr %88, i64 40
  store i64 %208, ptr %209, align 1
  %210 = icmp ult i64 %87, 56
  br i1 %210, label %93, label %211, !llvm.loop !30

211:                                              ; preds = %203
  %212 = getelementptr inbounds i8, ptr %89, i64 48
  %213 = load i64, ptr %212, align 1
  %214 = getelementptr inbounds i8, ptr %91, i64 48
  %215 = load i64, ptr %214, align 1
  %216 = xor i64 %215, %213
  %217 = getelementptr inbounds i8, ptr %88, i64 48
  store i64 %216, ptr %217, align 1
  %218 = icmp ult i64 %87, 64
  br i1 %218, label %93, label %219, !llvm.loop !30

219:                                              ; preds = %211
  %220 = getelementptr inbounds i8, ptr %89, i64 56
  %221 = load i64, ptr %220, align 1
  %222 = getelementptr inbounds i8, ptr %91, i64 56
  %223 = load i64, ptr %222, align 1
  %224 = xor i64 %223, %221
  %225 = getelementptr inbounds i8, ptr %88, i64 56
  store i64 %224, ptr %225, align 1
  br label %93

226:                                              ; preds = %144, %226
  %227 = phi i64 [ %255, %226 ], [ %145, %144 ]
  %228 = getelementptr inbounds i8, ptr %89, i64 %227
  %229 = load i8, ptr %228, align 1, !tbaa !19
  %230 = getelementptr inbounds i8, ptr %91, i64 %227
  %231 = load i8, ptr %230, align 1, !tbaa !19
  %232 = xor i8 %231, %229
  %233 = getelementptr inbounds i8, ptr %88, i64 %227
  store i8 %232, ptr %233, align 1, !tbaa !19
  %234 = add nuw i64 %227, 1
  %235 = getelementptr inbounds i8, ptr %89, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !19
  %237 = getelementptr inbounds i8, ptr %91, i64 %234
  %238 = load i8, ptr %237, align 1, !tbaa !19
  %239 = xor i8 %238, %236
  %240 = getelementptr inbounds i8, ptr %88, i64 %234
  store i8 %239, ptr %240, align 1, !tbaa !19
  %241 = add nuw i64 %227, 2
  %242 = getelementptr inbounds i8, ptr %89, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !19
  %244 = getelementptr inbounds i8, ptr %91, i64 %241
  %245 = load i8, ptr %244, align 1, !tbaa !19
  %246 = xor i8 %245, %243
  %247 = getelementptr inbounds i8, ptr %88, i64 %241
  store i8 %246, ptr %247, align 1, !tbaa !19
  %248 = add nuw i64 %227, 3
  %249 = getelementptr inbounds i8, ptr %89, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !19
  %251 = getelementptr inbounds i8, ptr %91, i64 %248
  %252 = load i8, ptr %251, align 1, !tbaa !19
  %253 = xor i8 %252, %250
  %254 = getelementptr inbounds i8, ptr %88, i64 %248
  store i8 %253, ptr %254, align 1, !tbaa !19
  %255 = add nuw i64 %227, 4
  %256 = icmp eq i64 %255, %87
  br i1 %256, label %257, label %226, !llvm.loop !31

257:                                              ; preds = %144, %226, %121, %164, %93
  %258 = add i64 %87, %80
  %259 = sub i64 %82, %87
  %260 = add i64 %83, 1
  %261 = icmp eq i64 %259, 0
  br i1 %261, label %262, label %79, !llvm.loop !32

262:                                              ; preds = %257, %42, %56, %38, %21, %17, %14, %5
  %263 = phi i32 [ 1, %5 ], [ 7, %14 ], [ 20, %17 ], [ 10, %21 ], [ 10, %38 ], [ 0, %56 ], [ 10, %42 ], [ 0, %257 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #12
  ret i32 %263
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @chacha20_keystream(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  %6 = trunc i64 %1 to i32
  %7 = icmp eq i64 %2, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = lshr i64 %1, 32
  %10 = trunc nuw i64 %9 to i32
  br label %14

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 52
  %13 = load i32, ptr %12, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i32 [ %10, %8 ], [ %13, %11 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, ptr noundef nonnull align 4 dereferenceable(64) %0, i64 64, i1 false)
  %16 = getelementptr inbounds i8, ptr %5, i64 48
  %17 = getelementptr inbounds i8, ptr %5, i64 52
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  %19 = getelementptr inbounds i8, ptr %5, i64 32
  %20 = getelementptr inbounds i8, ptr %5, i64 20
  %21 = getelementptr inbounds i8, ptr %5, i64 4
  %22 = getelementptr inbounds i8, ptr %5, i64 36
  %23 = getelementptr inbounds i8, ptr %5, i64 24
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  %25 = getelementptr inbounds i8, ptr %5, i64 56
  %26 = getelementptr inbounds i8, ptr %5, i64 40
  %27 = getelementptr inbounds i8, ptr %5, i64 28
  %28 = getelementptr inbounds i8, ptr %5, i64 12
  %29 = getelementptr inbounds i8, ptr %5, i64 60
  %30 = getelementptr inbounds i8, ptr %5, i64 44
  %31 = load i32, ptr %18, align 16, !tbaa !9
  %32 = load i32, ptr %5, align 16, !tbaa !9
  %33 = load i32, ptr %19, align 16, !tbaa !9
  %34 = load i32, ptr %20, align 4, !tbaa !9
  %35 = load i32, ptr %21, align 4, !tbaa !9
  %36 = load i32, ptr %22, align 4, !tbaa !9
  %37 = load i32, ptr %23, align 8, !tbaa !9
  %38 = load i32, ptr %24, align 8, !tbaa !9
  %39 = load i32, ptr %25, align 8, !tbaa !9
  %40 = load i32, ptr %26, align 8, !tbaa !9
  %41 = load i32, ptr %27, align 4, !tbaa !9
  %42 = load i32, ptr %28, align 4, !tbaa !9
  %43 = load i32, ptr %29, align 4, !tbaa !9
  %44 = load i32, ptr %30, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %14, %45
  %46 = phi i32 [ 0, %14 ], [ %159, %45 ]
  %47 = phi i32 [ %31, %14 ], [ %158, %45 ]
  %48 = phi i32 [ %32, %14 ], [ %117, %45 ]
  %49 = phi i32 [ %6, %14 ], [ %131, %45 ]
  %50 = phi i32 [ %33, %14 ], [ %144, %45 ]
  %51 = phi i32 [ %34, %14 ], [ %122, %45 ]
  %52 = phi i32 [ %35, %14 ], [ %129, %45 ]
  %53 = phi i32 [ %15, %14 ], [ %143, %45 ]
  %54 = phi i32 [ %36, %14 ], [ %156, %45 ]
  %55 = phi i32 [ %37, %14 ], [ %134, %45 ]
  %56 = phi i32 [ %38, %14 ], [ %141, %45 ]
  %57 = phi i32 [ %39, %14 ], [ %155, %45 ]
  %58 = phi i32 [ %40, %14 ], [ %120, %45 ]
  %59 = phi i32 [ %41, %14 ], [ %146, %45 ]
  %60 = phi i32 [ %42, %14 ], [ %153, %45 ]
  %61 = phi i32 [ %43, %14 ], [ %119, %45 ]
  %62 = phi i32 [ %44, %14 ], [ %132, %45 ]
  %63 = add i32 %48, %47
  %64 = xor i32 %49, %63
  %65 = tail call i32 @llvm.fshl.i32(i32 %64, i32 %64, i32 16)
  %66 = add i32 %50, %65
  %67 = xor i32 %66, %47
  %68 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %67, i32 12)
  %69 = add i32 %68, %63
  %70 = xor i32 %69, %65
  %71 = tail call i32 @llvm.fshl.i32(i32 %70, i32 %70, i32 8)
  %72 = add i32 %71, %66
  %73 = xor i32 %72, %68
  %74 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 7)
  %75 = add i32 %52, %51
  %76 = xor i32 %53, %75
  %77 = tail call i32 @llvm.fshl.i32(i32 %76, i32 %76, i32 16)
  %78 = add i32 %54, %77
  %79 = xor i32 %78, %51
  %80 = tail call i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 12)
  %81 = add i32 %80, %75
  %82 = xor i32 %81, %77
  %83 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 8)
  %84 = add i32 %83, %78
  %85 = xor i32 %84, %80
  %86 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 7)
  %87 = add i32 %56, %55
  %88 = xor i32 %57, %87
  %89 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 16)
  %90 = add i32 %58, %89
  %91 = xor i32 %90, %55
  %92 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 12)
  %93 = add i32 %92, %87
  %94 = xor i32 %93, %89
  %95 = tail call i32 @llvm.fshl.i32(i32 %94, i32 %94, i32 8)
  %96 = add i32 %95, %90
  %97 = xor i32 %96, %92
  %98 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 7)
  %99 = add i32 %60, %59
  %100 = xor i32 %61, %99
  %101 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 16)
  %102 = add i32 %62, %101
  %103 = xor i32 %102, %59
  %104 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %103, i32 12)
  %105 = add i32 %104, %99
  %106 = xor i32 %105, %101
  %107 = tail call i32 @llvm.fshl.i32(i32 %106, i32 %106, i32 8)
  %108 = add i32 %107, %102
  %109 = xor i32 %108, %104
  %110 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 7)
  %111 = add i32 %86, %69
  %112 = xor i32 %107, %111
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 16)
  %114 = add i32 %113, %96
  %115 = xor i32 %114, %86
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 12)
  %117 = add i32 %116, %111
  %118 = xor i32 %117, %113
  %119 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 8)
  %120 = add i32 %119, %114
  %121 = xor i32 %120, %116
  %122 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 7)
  %123 = add i32 %98, %81
  %124 = xor i32 %123, %71
  %125 = tail call i32 @llvm.fshl.i32(i32 %124, i32 %124, i32 16)
  %126 = add i32 %108, %125
  %127 = xor i32 %126, %98
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 12)
  %129 = add i32 %128, %123
  %130 = xor i32 %129, %125
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 8)
  %132 = add i32 %131, %126
  %133 = xor i32 %132, %128
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 7)
  %135 = add i32 %110, %93
  %136 = xor i32 %135, %83
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 16)
  %138 = add i32 %137, %72
  %139 = xor i32 %138, %110
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 12)
  %141 = add i32 %140, %135
  %142 = xor i32 %141, %137
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 8)
  %144 = add i32 %143, %138
  %145 = xor i32 %144, %140
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 7)
  %147 = add i32 %105, %74
  %148 = xor i32 %147, %95
  %149 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 16)
  %150 = add i32 %149, %84
  %151 = xor i32 %150, %74
  %152 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 12)
  %153 = add i32 %152, %147
  %154 = xor i32 %153, %149
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 8)
  %156 = add i32 %155, %150
  %157 = xor i32 %156, %152
  %158 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 7)
  %159 = add nuw nsw i32 %46, 1
  %160 = icmp eq i32 %159, 10
  br i1 %160, label %161, label %45, !llvm.loop !33

161:                                              ; preds = %45
  store i32 %158, ptr %18, align 16, !tbaa !9
  store i32 %117, ptr %5, align 16, !tbaa !9
  store i32 %144, ptr %19, align 16, !tbaa !9
  store i32 %122, ptr %20, align 4, !tbaa !9
  store i32 %129, ptr %21, align 4, !tbaa !9
  store i32 %156, ptr %22, align 4, !tbaa !9
  store i32 %134, ptr %23, align 8, !tbaa !9
  store i32 %141, ptr %24, align 8, !tbaa !9
  store i32 %155, ptr %25, align 8, !tbaa !9
  store i32 %120, ptr %26, align 8, !tbaa !9
  store i32 %146, ptr %27, align 4, !tbaa !9
  store i32 %153, ptr %28, align 4, !tbaa !9
  store i32 %119, ptr %29, align 4, !tbaa !9
  store i32 %132, ptr %30, align 4, !tbaa !9
  %162 = add i32 %131, %6
  store i32 %162, ptr %16, align 16, !tbaa !9
  %163 = add i32 %143, %15
  store i32 %163, ptr %17, align 4, !tbaa !9
  br label %164

164:                                              ; preds = %185, %161
  %165 = phi i64 [ 0, %161 ], [ %190, %185 ]
  %166 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %165
  %167 = load i32, ptr %166, align 8, !tbaa !9
  %168 = icmp eq i64 %165, 12
  br i1 %168, label %172, label %169

169:                                              ; preds = %164
  %170 = getelementptr inbounds i32, ptr %0, i64 %165
  %171 = load i32, ptr %170, align 4, !tbaa !9
  br label %172

172:                                              ; preds = %164, %169
  %173 = phi i32 [ %171, %169 ], [ 0, %164 ]
  %174 = add i32 %173, %167
  %175 = shl nuw nsw i64 %165, 2
  %176 = getelementptr inbounds i8, ptr %3, i64 %175
  store i32 %174, ptr %176, align 1
  %177 = or disjoint i64 %165, 1
  %178 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !9
  %180 = and i64 %165, 14
  %181 = icmp eq i64 %180, 12
  br i1 %181, label %185, label %182

182:                                              ; preds = %172
  %183 = getelementptr inbounds i32, ptr %0, i64 %177
  %184 = load i32, ptr %183, align 4, !tbaa !9
  br label %185

185:                                              ; preds = %182, %172
  %186 = phi i32 [ %184, %182 ], [ 0, %172 ]
  %187 = add i32 %186, %179
  %188 = shl nuw nsw i64 %177, 2
  %189 = getelementptr inbounds i8, ptr %3, i64 %188
  store i32 %187, ptr %189, align 1
  %190 = add nuw nsw i64 %165, 2
  %191 = icmp eq i64 %190, 16
  br i1 %191, label %192, label %164, !llvm.loop !34

192:                                              ; preds = %185
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @chacha20_skip(ptr noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %80, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load i64, ptr %5, align 8, !tbaa !11
  switch i64 %6, label %80 [
    i64 8, label %7
    i64 12, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp ugt i32 %9, 64
  br i1 %10, label %80, label %11

11:                                               ; preds = %7
  %12 = icmp eq i64 %6, 8
  %13 = getelementptr i8, ptr %0, i64 48
  br i1 %12, label %14, label %22

14:                                               ; preds = %11
  %15 = load i64, ptr %13, align 8
  %16 = sub nuw nsw i32 64, %9
  %17 = zext nneg i32 %16 to i64
  %18 = icmp uge i64 %17, %1
  %19 = sub i64 0, %15
  %20 = icmp ugt i64 %19, 288230376151711743
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %36, label %30

22:                                               ; preds = %11
  %23 = sub nuw nsw i32 64, %9
  %24 = zext nneg i32 %23 to i64
  %25 = icmp ult i64 %24, %1
  br i1 %25, label %26, label %36

26:                                               ; preds = %22
  %27 = load i32, ptr %13, align 8, !tbaa !9
  %28 = sub i32 0, %27
  %29 = zext i32 %28 to i64
  br label %30

30:                                               ; preds = %26, %14
  %31 = phi i64 [ %24, %26 ], [ %17, %14 ]
  %32 = phi i64 [ %29, %26 ], [ %19, %14 ]
  %33 = sub i64 %1, %31
  %34 = shl nuw i64 %32, 6
  %35 = icmp ugt i64 %33, %34
  br i1 %35, label %80, label %38

36:                                               ; preds = %22, %14
  %37 = icmp eq i64 %1, 0
  br i1 %37, label %80, label %38

38:                                               ; preds = %30, %36
  br i1 %12, label %39, label %41

39:                                               ; preds = %38
  %40 = load i64, ptr %13, align 8
  br label %44

41:                                               ; preds = %38
  %42 = load i32, ptr %13, align 8, !tbaa !9
  %43 = zext i32 %42 to i64
  br label %44

44:                                               ; preds = %39, %41
  %45 = phi i64 [ %40, %39 ], [ %43, %41 ]
  %46 = add i64 %45, -1
  %47 = icmp eq i64 %6, 12
  %48 = and i64 %46, 4294967295
  %49 = select i1 %47, i64 %48, i64 %46
  %50 = lshr i32 %9, 6
  %51 = zext nneg i32 %50 to i64
  %52 = and i32 %9, 63
  %53 = trunc i64 %1 to i32
  %54 = and i32 %53, 63
  %55 = add nuw nsw i32 %52, %54
  %56 = lshr i64 %1, 6
  %57 = lshr i32 %55, 6
  %58 = zext nneg i32 %57 to i64
  %59 = add nuw nsw i64 %56, %51
  %60 = add nuw nsw i64 %59, %58
  %61 = add i64 %60, %49
  %62 = and i32 %55, 63
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %66

64:                                               ; preds = %44
  %65 = trunc i64 %61 to i32
  store i32 %65, ptr %13, align 4, !tbaa !9
  br i1 %12, label %72, label %78

66:                                               ; preds = %44
  %67 = getelementptr inbounds i8, ptr %0, i64 76
  tail call fastcc void @chacha20_keystream(ptr noundef nonnull %0, i64 noundef %61, i64 noundef %6, ptr noundef nonnull %67)
  %68 = load i64, ptr %5, align 8, !tbaa !11
  %69 = add i64 %61, 1
  %70 = trunc i64 %69 to i32
  store i32 %70, ptr %13, align 4, !tbaa !9
  %71 = icmp eq i64 %68, 8
  br i1 %71, label %72, label %78

72:                                               ; preds = %66, %64
  %73 = phi i64 [ %61, %64 ], [ %69, %66 ]
  %74 = phi i32 [ 64, %64 ], [ %62, %66 ]
  %75 = lshr i64 %73, 32
  %76 = trunc nuw i64 %75 to i32
  %77 = getelementptr inbounds i8, ptr %0, i64 52
  store i32 %76, ptr %77, align 4, !tbaa !9
  br label %78

78:                                               ; preds = %72, %66, %64
  %79 = phi i32 [ 64, %64 ], [ %62, %66 ], [ %74, %72 ]
  store i32 %79, ptr %8, align 8, !tbaa !14
  br label %80

80:                                               ; preds = %30, %7, %4, %2, %36, %78
  %81 = phi i32 [ 0, %78 ], [ 0, %36 ], [ 20, %7 ], [ 7, %4 ], [ 1, %2 ], [ 10, %30 ]
  ret i32 %81
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @hchacha20(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2) local_unnamed_addr #8 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %166, label %9

9:                                                ; preds = %3
  %10 = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #11
  %11 = icmp eq ptr %10, null
  br i1 %11, label %166, label %12

12:                                               ; preds = %9
  store <4 x i32> <i32 1634760805, i32 857760878, i32 2036477234, i32 1797285236>, ptr %10, align 8, !tbaa !9
  %13 = getelementptr i8, ptr %10, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %13, ptr noundef nonnull readonly align 1 dereferenceable(32) %0, i64 32, i1 false)
  %14 = load i32, ptr %1, align 1
  %15 = getelementptr inbounds i8, ptr %10, i64 48
  store i32 %14, ptr %15, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = load i32, ptr %16, align 1
  %18 = getelementptr inbounds i8, ptr %10, i64 52
  store i32 %17, ptr %18, align 4, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load i32, ptr %19, align 1
  %21 = getelementptr inbounds i8, ptr %10, i64 56
  store i32 %20, ptr %21, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %1, i64 12
  %23 = load i32, ptr %22, align 1
  %24 = getelementptr inbounds i8, ptr %10, i64 60
  store i32 %23, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %10, i64 64
  store i64 16, ptr %25, align 8, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %10, i64 72
  store i32 64, ptr %26, align 8, !tbaa !14
  %27 = load i32, ptr %13, align 4
  %28 = getelementptr inbounds i8, ptr %10, i64 20
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %10, i64 24
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds i8, ptr %10, i64 28
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds i8, ptr %10, i64 32
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds i8, ptr %10, i64 36
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds i8, ptr %10, i64 40
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds i8, ptr %10, i64 44
  %41 = load i32, ptr %40, align 4
  br label %42

42:                                               ; preds = %42, %12
  %43 = phi i32 [ 0, %12 ], [ %156, %42 ]
  %44 = phi i32 [ %27, %12 ], [ %155, %42 ]
  %45 = phi i32 [ 1634760805, %12 ], [ %114, %42 ]
  %46 = phi i32 [ %14, %12 ], [ %128, %42 ]
  %47 = phi i32 [ %35, %12 ], [ %141, %42 ]
  %48 = phi i32 [ %29, %12 ], [ %119, %42 ]
  %49 = phi i32 [ 857760878, %12 ], [ %126, %42 ]
  %50 = phi i32 [ %17, %12 ], [ %140, %42 ]
  %51 = phi i32 [ %37, %12 ], [ %153, %42 ]
  %52 = phi i32 [ %31, %12 ], [ %131, %42 ]
  %53 = phi i32 [ 2036477234, %12 ], [ %138, %42 ]
  %54 = phi i32 [ %20, %12 ], [ %152, %42 ]
  %55 = phi i32 [ %39, %12 ], [ %117, %42 ]
  %56 = phi i32 [ %33, %12 ], [ %143, %42 ]
  %57 = phi i32 [ 1797285236, %12 ], [ %150, %42 ]
  %58 = phi i32 [ %23, %12 ], [ %116, %42 ]
  %59 = phi i32 [ %41, %12 ], [ %129, %42 ]
  %60 = add i32 %45, %44
  %61 = xor i32 %46, %60
  %62 = tail call i32 @llvm.fshl.i32(i32 %61, i32 %61, i32 16)
  %63 = add i32 %62, %47
  %64 = xor i32 %63, %44
  %65 = tail call i32 @llvm.fshl.i32(i32 %64, i32 %64, i32 12)
  %66 = add i32 %65, %60
  %67 = xor i32 %66, %62
  %68 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %67, i32 8)
  %69 = add i32 %68, %63
  %70 = xor i32 %69, %65
  %71 = tail call i32 @llvm.fshl.i32(i32 %70, i32 %70, i32 7)
  %72 = add i32 %49, %48
  %73 = xor i32 %50, %72
  %74 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 16)
  %75 = add i32 %74, %51
  %76 = xor i32 %75, %48
  %77 = tail call i32 @llvm.fshl.i32(i32 %76, i32 %76, i32 12)
  %78 = add i32 %77, %72
  %79 = xor i32 %78, %74
  %80 = tail call i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 8)
  %81 = add i32 %80, %75
  %82 = xor i32 %81, %77
  %83 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 7)
  %84 = add i32 %53, %52
  %85 = xor i32 %54, %84
  %86 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 16)
  %87 = add i32 %86, %55
  %88 = xor i32 %87, %52
  %89 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 12)
  %90 = add i32 %89, %84
  %91 = xor i32 %90, %86
  %92 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 8)
  %93 = add i32 %92, %87
  %94 = xor i32 %93, %89
  %95 = tail call i32 @llvm.fshl.i32(i32 %94, i32 %94, i32 7)
  %96 = add i32 %57, %56
  %97 = xor i32 %58, %96
  %98 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 16)
  %99 = add i32 %98, %59
  %100 = xor i32 %99, %56
  %101 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 12)
  %102 = add i32 %101, %96
  %103 = xor i32 %102, %98
  %104 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %103, i32 8)
  %105 = add i32 %104, %99
  %106 = xor i32 %105, %101
  %107 = tail call i32 @llvm.fshl.i32(i32 %106, i32 %106, i32 7)
  %108 = add i32 %83, %66
  %109 = xor i32 %104, %108
  %110 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 16)
  %111 = add i32 %110, %93
  %112 = xor i32 %111, %83
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 12)
  %114 = add i32 %113, %108
  %115 = xor i32 %114, %110
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 8)
  %117 = add i32 %116, %111
  %118 = xor i32 %117, %113
  %119 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 7)
  %120 = add i32 %95, %78
  %121 = xor i32 %120, %68
  %122 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 16)
  %123 = add i32 %122, %105
  %124 = xor i32 %123, %95
  %125 = tail call i32 @llvm.fshl.i32(i32 %124, i32 %124, i32 12)
  %126 = add i32 %125, %120
  %127 = xor i32 %126, %122
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 8)
  %129 = add i32 %128, %123
  %130 = xor i32 %129, %125
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 7)
  %132 = add i32 %107, %90
  %133 = xor i32 %132, %80
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 16)
  %135 = add i32 %134, %69
  %136 = xor i32 %135, %107
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 12)
  %138 = add i32 %137, %132
  %139 = xor i32 %138, %134
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 8)
  %141 = add i32 %140, %135
  %142 = xor i32 %141, %137
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 7)
  %144 = add i32 %102, %71
  %145 = xor i32 %144, %92
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 16)
  %147 = add i32 %146, %81
  %148 = xor i32 %147, %71
  %149 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 12)
  %150 = add i32 %149, %144
  %151 = xor i32 %150, %146
  %152 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 8)
  %153 = add i32 %152, %147
  %154 = xor i32 %153, %149
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 7)
  %156 = add nuw nsw i32 %43, 1
  %157 = icmp eq i32 %156, 10
  br i1 %157, label %158, label %42, !llvm.loop !35

158:                                              ; preds = %42
  store i32 %114, ptr %2, align 1
  %159 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 %126, ptr %159, align 1
  %160 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %138, ptr %160, align 1
  %161 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 %150, ptr %161, align 1
  %162 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 %128, ptr %162, align 1
  %163 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 %140, ptr %163, align 1
  %164 = getelementptr inbounds i8, ptr %2, i64 24
  store i32 %152, ptr %164, align 1
  %165 = getelementptr inbounds i8, ptr %2, i64 28
  store i32 %116, ptr %165, align 1
  tail call void @free(ptr noundef nonnull %10) #12
  br label %166

166:                                              ; preds = %9, %3, %158
  %167 = phi i32 [ 0, %158 ], [ 1, %3 ], [ 2, %9 ]
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !13, i64 64}
!12 = !{!"", !7, i64 0, !13, i64 64, !10, i64 72, !7, i64 76}
!13 = !{!"long", !7, i64 0}
!14 = !{!12, !10, i64 72}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !16, !17, !18}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !16, !17, !18}
!24 = distinct !{!24, !16, !17}
!25 = distinct !{!25, !16, !17}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !17, !18}
!28 = distinct !{!28, !22}
!29 = distinct !{!29, !16, !17, !18}
!30 = distinct !{!30, !16}
!31 = distinct !{!31, !16, !17}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
