; ModuleID = 'c/enc/static_dict.c'
source_filename = "c/enc/static_dict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.DictWord = type { i8, i8, i16 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden range(i32 0, 2) i32 @BrotliFindAllStaticDictionaryMatches(ptr noundef readonly %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca [38 x i32], align 16
  %7 = tail call fastcc i32 @BrotliFindAllStaticDictionaryMatchesFor(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4)
  %8 = getelementptr inbounds i8, ptr %0, i64 104
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = icmp eq ptr %9, null
  br i1 %10, label %62, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %9, i64 4
  %13 = load i8, ptr %12, align 4, !tbaa !14
  %14 = icmp ugt i8 %13, 1
  br i1 %14, label %15, label %62

15:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #4
  %16 = getelementptr inbounds i8, ptr %9, i64 72
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %9, i64 80
  %21 = load ptr, ptr %20, align 8, !tbaa !16
  br label %22

22:                                               ; preds = %19, %15
  %23 = phi ptr [ %21, %19 ], [ %17, %15 ]
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %6, align 16, !tbaa !17
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %24, align 16, !tbaa !17
  %25 = getelementptr inbounds i8, ptr %6, i64 32
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %25, align 16, !tbaa !17
  %26 = getelementptr inbounds i8, ptr %6, i64 48
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %26, align 16, !tbaa !17
  %27 = getelementptr inbounds i8, ptr %6, i64 64
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %27, align 16, !tbaa !17
  %28 = getelementptr inbounds i8, ptr %6, i64 80
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %28, align 16, !tbaa !17
  %29 = getelementptr inbounds i8, ptr %6, i64 96
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %29, align 16, !tbaa !17
  %30 = getelementptr inbounds i8, ptr %6, i64 112
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %30, align 16, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %6, i64 128
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %31, align 16, !tbaa !17
  %32 = getelementptr inbounds i8, ptr %6, i64 144
  store i32 268435455, ptr %32, align 16, !tbaa !17
  %33 = getelementptr inbounds i8, ptr %6, i64 148
  store i32 268435455, ptr %33, align 4, !tbaa !17
  %34 = call fastcc i32 @BrotliFindAllStaticDictionaryMatchesFor(ptr noundef %23, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef nonnull %6)
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  br label %36

36:                                               ; preds = %22, %57
  %37 = phi i64 [ 0, %22 ], [ %58, %57 ]
  %38 = getelementptr inbounds [38 x i32], ptr %6, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !17
  %40 = icmp eq i32 %39, 268435455
  br i1 %40, label %57, label %41

41:                                               ; preds = %36
  %42 = and i32 %39, 31
  %43 = load ptr, ptr %0, align 8, !tbaa !18
  %44 = zext nneg i32 %42 to i64
  %45 = getelementptr inbounds [32 x i8], ptr %43, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !19
  %47 = zext nneg i8 %46 to i32
  %48 = shl nuw i32 1, %47
  %49 = and i32 %48, 134217726
  %50 = load i32, ptr %35, align 8, !tbaa !20
  %51 = shl i32 %50, 5
  %52 = mul i32 %51, %49
  %53 = add i32 %52, %39
  %54 = getelementptr inbounds i32, ptr %4, i64 %37
  %55 = load i32, ptr %54, align 4, !tbaa !17
  %56 = call i32 @llvm.umin.i32(i32 %55, i32 %53)
  store i32 %56, ptr %54, align 4, !tbaa !17
  br label %57

57:                                               ; preds = %36, %41
  %58 = add nuw nsw i64 %37, 1
  %59 = icmp eq i64 %58, 38
  br i1 %59, label %60, label %36, !llvm.loop !21

60:                                               ; preds = %57
  %61 = or i32 %34, %7
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #4
  br label %62

62:                                               ; preds = %60, %11, %5
  %63 = phi i32 [ %61, %60 ], [ %7, %11 ], [ %7, %5 ]
  ret i32 %63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @BrotliFindAllStaticDictionaryMatchesFor(ptr nocapture noundef readonly %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3, ptr noundef %4) unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  %8 = load i32, ptr %1, align 1
  %9 = mul i32 %8, 506832829
  %10 = lshr i32 %9, 17
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i16, ptr %7, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !24
  %14 = icmp eq i16 %13, 0
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = getelementptr inbounds i8, ptr %4, i64 12
  %17 = getelementptr inbounds i8, ptr %4, i64 16
  %18 = getelementptr inbounds i8, ptr %4, i64 20
  %19 = getelementptr inbounds i8, ptr %4, i64 4
  %20 = getelementptr inbounds i8, ptr %4, i64 28
  br i1 %14, label %799, label %21

21:                                               ; preds = %5
  %22 = zext i16 %13 to i64
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = load ptr, ptr %23, align 8, !tbaa !26
  %25 = load ptr, ptr %0, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = getelementptr inbounds i8, ptr %25, i64 168
  %28 = getelementptr inbounds i8, ptr %1, i64 1
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  br label %30

30:                                               ; preds = %21, %797
  %31 = phi i32 [ 0, %21 ], [ %798, %797 ]
  %32 = phi i64 [ %22, %21 ], [ %33, %797 ]
  %33 = add i64 %32, 1
  %34 = getelementptr inbounds %struct.DictWord, ptr %24, i64 %32
  %35 = load i8, ptr %34, align 2, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %34, i64 1
  %37 = load i8, ptr %36, align 1, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %34, i64 2
  %39 = load i16, ptr %38, align 2, !tbaa !24
  %40 = and i8 %35, 31
  %41 = zext nneg i8 %40 to i64
  %42 = getelementptr inbounds [32 x i8], ptr %25, i64 0, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !19
  %44 = zext nneg i8 %43 to i64
  %45 = shl nuw i64 1, %44
  %46 = zext i16 %39 to i64
  %47 = icmp slt i8 %35, 0
  %48 = icmp eq i8 %37, 0
  br i1 %48, label %49, label %612

49:                                               ; preds = %30
  %50 = getelementptr inbounds [32 x i32], ptr %26, i64 0, i64 %41
  %51 = load i32, ptr %50, align 4, !tbaa !17
  %52 = zext i32 %51 to i64
  %53 = mul nuw nsw i64 %46, %41
  %54 = load ptr, ptr %27, align 8, !tbaa !27
  %55 = getelementptr i8, ptr %54, i64 %53
  %56 = getelementptr i8, ptr %55, i64 %52
  %57 = tail call i64 @llvm.umin.i64(i64 %41, i64 %3)
  %58 = icmp ugt i64 %57, 7
  br i1 %58, label %66, label %59

59:                                               ; preds = %81, %49
  %60 = phi i64 [ %57, %49 ], [ %84, %81 ]
  %61 = phi ptr [ %1, %49 ], [ %82, %81 ]
  %62 = phi ptr [ %56, %49 ], [ %83, %81 ]
  %63 = icmp eq i64 %60, 0
  br i1 %63, label %98, label %64

64:                                               ; preds = %59
  %65 = getelementptr i8, ptr %62, i64 %60
  br label %86

66:                                               ; preds = %49, %81
  %67 = phi ptr [ %83, %81 ], [ %56, %49 ]
  %68 = phi ptr [ %82, %81 ], [ %1, %49 ]
  %69 = phi i64 [ %84, %81 ], [ %57, %49 ]
  %70 = load i64, ptr %68, align 1
  %71 = load i64, ptr %67, align 1
  %72 = icmp eq i64 %70, %71
  br i1 %72, label %81, label %73

73:                                               ; preds = %66
  %74 = xor i64 %71, %70
  %75 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %74, i1 true)
  %76 = ptrtoint ptr %67 to i64
  %77 = ptrtoint ptr %56 to i64
  %78 = sub i64 %76, %77
  %79 = lshr i64 %75, 3
  %80 = add i64 %78, %79
  br label %103

81:                                               ; preds = %66
  %82 = getelementptr inbounds i8, ptr %68, i64 8
  %83 = getelementptr inbounds i8, ptr %67, i64 8
  %84 = add i64 %69, -8
  %85 = icmp ugt i64 %84, 7
  br i1 %85, label %66, label %59, !llvm.loop !29

86:                                               ; preds = %64, %93
  %87 = phi ptr [ %96, %93 ], [ %62, %64 ]
  %88 = phi ptr [ %95, %93 ], [ %61, %64 ]
  %89 = phi i64 [ %94, %93 ], [ %60, %64 ]
  %90 = load i8, ptr %87, align 1, !tbaa !19
  %91 = load i8, ptr %88, align 1, !tbaa !19
  %92 = icmp eq i8 %90, %91
  br i1 %92, label %93, label %98

93:                                               ; preds = %86
  %94 = add nsw i64 %89, -1
  %95 = getelementptr inbounds i8, ptr %88, i64 1
  %96 = getelementptr inbounds i8, ptr %87, i64 1
  %97 = icmp eq i64 %94, 0
  br i1 %97, label %98, label %86, !llvm.loop !30

98:                                               ; preds = %93, %86, %59
  %99 = phi ptr [ %62, %59 ], [ %87, %86 ], [ %65, %93 ]
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %56 to i64
  %102 = sub i64 %100, %101
  br label %103

103:                                              ; preds = %73, %98
  %104 = phi i64 [ %80, %73 ], [ %102, %98 ]
  %105 = icmp eq i64 %104, %41
  br i1 %105, label %106, label %113

106:                                              ; preds = %103
  %107 = shl nuw nsw i64 %46, 5
  %108 = or disjoint i64 %107, %41
  %109 = trunc nuw nsw i64 %108 to i32
  %110 = getelementptr inbounds i32, ptr %4, i64 %41
  %111 = load i32, ptr %110, align 4, !tbaa !17
  %112 = tail call i32 @llvm.umin.i32(i32 %111, i32 %109)
  store i32 %112, ptr %110, align 4, !tbaa !17
  br label %113

113:                                              ; preds = %106, %103
  %114 = phi i32 [ 1, %106 ], [ %31, %103 ]
  %115 = add nsw i64 %41, -1
  %116 = icmp ult i64 %104, %115
  br i1 %116, label %153, label %117

117:                                              ; preds = %113
  %118 = shl i64 12, %44
  %119 = add nuw i64 %118, %46
  %120 = shl i64 %119, 5
  %121 = or disjoint i64 %120, %41
  %122 = trunc i64 %121 to i32
  %123 = getelementptr inbounds i32, ptr %4, i64 %115
  %124 = load i32, ptr %123, align 4, !tbaa !17
  %125 = tail call i32 @llvm.umin.i32(i32 %124, i32 %122)
  store i32 %125, ptr %123, align 4, !tbaa !17
  %126 = add nuw nsw i64 %41, 2
  %127 = icmp ult i64 %126, %3
  br i1 %127, label %128, label %153

128:                                              ; preds = %117
  %129 = getelementptr inbounds i8, ptr %1, i64 %115
  %130 = load i8, ptr %129, align 1, !tbaa !19
  %131 = icmp eq i8 %130, 105
  br i1 %131, label %132, label %153

132:                                              ; preds = %128
  %133 = getelementptr inbounds i8, ptr %1, i64 %41
  %134 = load i8, ptr %133, align 1, !tbaa !19
  %135 = icmp eq i8 %134, 110
  br i1 %135, label %136, label %153

136:                                              ; preds = %132
  %137 = getelementptr inbounds i8, ptr %133, i64 1
  %138 = load i8, ptr %137, align 1, !tbaa !19
  %139 = icmp eq i8 %138, 103
  br i1 %139, label %140, label %153

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %1, i64 %126
  %142 = load i8, ptr %141, align 1, !tbaa !19
  %143 = icmp eq i8 %142, 32
  br i1 %143, label %144, label %153

144:                                              ; preds = %140
  %145 = shl i64 49, %44
  %146 = add nuw i64 %145, %46
  %147 = shl i64 %146, 5
  %148 = or disjoint i64 %147, %41
  %149 = trunc i64 %148 to i32
  %150 = getelementptr inbounds i32, ptr %16, i64 %41
  %151 = load i32, ptr %150, align 4, !tbaa !17
  %152 = tail call i32 @llvm.umin.i32(i32 %151, i32 %149)
  store i32 %152, ptr %150, align 4, !tbaa !17
  br label %153

153:                                              ; preds = %117, %128, %132, %136, %140, %144, %113
  %154 = phi i32 [ %114, %113 ], [ 1, %144 ], [ 1, %140 ], [ 1, %136 ], [ 1, %132 ], [ 1, %128 ], [ 1, %117 ]
  %155 = icmp ugt i8 %40, 9
  %156 = add nsw i64 %41, -9
  %157 = tail call i64 @llvm.umax.i64(i64 %2, i64 %156)
  %158 = select i1 %155, i64 %157, i64 %2
  %159 = add nsw i64 %41, -2
  %160 = tail call i64 @llvm.umin.i64(i64 %104, i64 %159)
  %161 = icmp ugt i64 %158, %160
  br i1 %161, label %226, label %162

162:                                              ; preds = %153
  %163 = load i64, ptr %29, align 8, !tbaa !31
  %164 = add i64 %158, 1
  %165 = add i64 %160, 1
  %166 = tail call i64 @llvm.umax.i64(i64 %164, i64 %165)
  %167 = sub i64 %166, %158
  %168 = icmp ult i64 %167, 4
  br i1 %168, label %206, label %169

169:                                              ; preds = %162
  %170 = and i64 %167, -4
  %171 = add i64 %158, %170
  %172 = insertelement <4 x i64> poison, i64 %158, i64 0
  %173 = shufflevector <4 x i64> %172, <4 x i64> poison, <4 x i32> zeroinitializer
  %174 = add <4 x i64> %173, <i64 0, i64 1, i64 2, i64 3>
  %175 = insertelement <4 x i64> poison, i64 %41, i64 0
  %176 = shufflevector <4 x i64> %175, <4 x i64> poison, <4 x i32> zeroinitializer
  %177 = insertelement <4 x i64> poison, i64 %163, i64 0
  %178 = shufflevector <4 x i64> %177, <4 x i64> poison, <4 x i32> zeroinitializer
  %179 = insertelement <4 x i64> poison, i64 %44, i64 0
  %180 = shufflevector <4 x i64> %179, <4 x i64> poison, <4 x i32> zeroinitializer
  %181 = insertelement <4 x i64> poison, i64 %46, i64 0
  %182 = shufflevector <4 x i64> %181, <4 x i64> poison, <4 x i32> zeroinitializer
  %183 = getelementptr i32, ptr %4, i64 %158
  br label %184

184:                                              ; preds = %184, %169
  %185 = phi i64 [ 0, %169 ], [ %201, %184 ]
  %186 = phi <4 x i64> [ %174, %169 ], [ %202, %184 ]
  %187 = sub <4 x i64> %176, %186
  %188 = shl <4 x i64> %187, <i64 2, i64 2, i64 2, i64 2>
  %189 = mul <4 x i64> %187, <i64 6, i64 6, i64 6, i64 6>
  %190 = lshr <4 x i64> %178, %189
  %191 = and <4 x i64> %190, <i64 63, i64 63, i64 63, i64 63>
  %192 = add <4 x i64> %191, %188
  %193 = shl <4 x i64> %192, %180
  %194 = add <4 x i64> %193, %182
  %195 = shl <4 x i64> %194, <i64 5, i64 5, i64 5, i64 5>
  %196 = or disjoint <4 x i64> %195, %176
  %197 = trunc <4 x i64> %196 to <4 x i32>
  %198 = getelementptr i32, ptr %183, i64 %185
  %199 = load <4 x i32>, ptr %198, align 4, !tbaa !17
  %200 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %199, <4 x i32> %197)
  store <4 x i32> %200, ptr %198, align 4, !tbaa !17
  %201 = add nuw i64 %185, 4
  %202 = add <4 x i64> %186, <i64 4, i64 4, i64 4, i64 4>
  %203 = icmp eq i64 %201, %170
  br i1 %203, label %204, label %184, !llvm.loop !32

204:                                              ; preds = %184
  %205 = icmp eq i64 %167, %170
  br i1 %205, label %226, label %206

206:                                              ; preds = %204, %162
  %207 = phi i64 [ %158, %162 ], [ %171, %204 ]
  br label %208

208:                                              ; preds = %206, %208
  %209 = phi i64 [ %224, %208 ], [ %207, %206 ]
  %210 = sub i64 %41, %209
  %211 = shl i64 %210, 2
  %212 = mul i64 %210, 6
  %213 = lshr i64 %163, %212
  %214 = and i64 %213, 63
  %215 = add i64 %214, %211
  %216 = shl i64 %215, %44
  %217 = add i64 %216, %46
  %218 = shl i64 %217, 5
  %219 = or disjoint i64 %218, %41
  %220 = trunc i64 %219 to i32
  %221 = getelementptr inbounds i32, ptr %4, i64 %209
  %222 = load i32, ptr %221, align 4, !tbaa !17
  %223 = tail call i32 @llvm.umin.i32(i32 %222, i32 %220)
  store i32 %223, ptr %221, align 4, !tbaa !17
  %224 = add i64 %209, 1
  %225 = icmp ugt i64 %224, %160
  br i1 %225, label %226, label %208, !llvm.loop !35

226:                                              ; preds = %208, %204, %153
  %227 = phi i32 [ %154, %153 ], [ 1, %204 ], [ 1, %208 ]
  %228 = icmp ult i64 %104, %41
  br i1 %228, label %797, label %229, !llvm.loop !36

229:                                              ; preds = %226
  %230 = add nuw nsw i64 %41, 6
  %231 = icmp ult i64 %230, %3
  br i1 %231, label %232, label %797, !llvm.loop !36

232:                                              ; preds = %229
  %233 = getelementptr inbounds i8, ptr %1, i64 %41
  %234 = load i8, ptr %233, align 1, !tbaa !19
  switch i8 %234, label %797 [
    i8 32, label %235
    i8 34, label %399
    i8 46, label %413
    i8 44, label %460
    i8 10, label %474
    i8 93, label %488
    i8 39, label %490
    i8 58, label %492
    i8 40, label %494
    i8 61, label %496
    i8 97, label %503
    i8 101, label %513
    i8 102, label %538
    i8 105, label %552
    i8 108, label %575
    i8 111, label %598
  ]

235:                                              ; preds = %232
  %236 = add nuw i64 %45, %46
  %237 = shl i64 %236, 5
  %238 = or disjoint i64 %237, %41
  %239 = trunc i64 %238 to i32
  %240 = getelementptr inbounds i32, ptr %19, i64 %41
  %241 = load i32, ptr %240, align 4, !tbaa !17
  %242 = tail call i32 @llvm.umin.i32(i32 %241, i32 %239)
  store i32 %242, ptr %240, align 4, !tbaa !17
  %243 = getelementptr inbounds i8, ptr %233, i64 1
  %244 = load i8, ptr %243, align 1, !tbaa !19
  switch i8 %244, label %797 [
    i8 97, label %245
    i8 98, label %272
    i8 105, label %282
    i8 102, label %297
    i8 111, label %324
    i8 110, label %339
    i8 116, label %353
    i8 119, label %381
  ]

245:                                              ; preds = %235
  %246 = getelementptr inbounds i8, ptr %233, i64 2
  %247 = load i8, ptr %246, align 1, !tbaa !19
  switch i8 %247, label %797 [
    i8 32, label %248
    i8 115, label %250
    i8 116, label %256
    i8 110, label %262
  ]

248:                                              ; preds = %245
  %249 = getelementptr inbounds i32, ptr %16, i64 %41
  br label %786

250:                                              ; preds = %245
  %251 = getelementptr inbounds i8, ptr %233, i64 3
  %252 = load i8, ptr %251, align 1, !tbaa !19
  %253 = icmp eq i8 %252, 32
  br i1 %253, label %254, label %797

254:                                              ; preds = %250
  %255 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

256:                                              ; preds = %245
  %257 = getelementptr inbounds i8, ptr %233, i64 3
  %258 = load i8, ptr %257, align 1, !tbaa !19
  %259 = icmp eq i8 %258, 32
  br i1 %259, label %260, label %797

260:                                              ; preds = %256
  %261 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

262:                                              ; preds = %245
  %263 = getelementptr inbounds i8, ptr %233, i64 3
  %264 = load i8, ptr %263, align 1, !tbaa !19
  %265 = icmp eq i8 %264, 100
  br i1 %265, label %266, label %797

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %233, i64 4
  %268 = load i8, ptr %267, align 1, !tbaa !19
  %269 = icmp eq i8 %268, 32
  br i1 %269, label %270, label %797

270:                                              ; preds = %266
  %271 = getelementptr inbounds i32, ptr %18, i64 %41
  br label %786

272:                                              ; preds = %235
  %273 = getelementptr inbounds i8, ptr %233, i64 2
  %274 = load i8, ptr %273, align 1, !tbaa !19
  %275 = icmp eq i8 %274, 121
  br i1 %275, label %276, label %797

276:                                              ; preds = %272
  %277 = getelementptr inbounds i8, ptr %233, i64 3
  %278 = load i8, ptr %277, align 1, !tbaa !19
  %279 = icmp eq i8 %278, 32
  br i1 %279, label %280, label %797

280:                                              ; preds = %276
  %281 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

282:                                              ; preds = %235
  %283 = getelementptr inbounds i8, ptr %233, i64 2
  %284 = load i8, ptr %283, align 1, !tbaa !19
  switch i8 %284, label %797 [
    i8 110, label %285
    i8 115, label %291
  ]

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %233, i64 3
  %287 = load i8, ptr %286, align 1, !tbaa !19
  %288 = icmp eq i8 %287, 32
  br i1 %288, label %289, label %797

289:                                              ; preds = %285
  %290 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

291:                                              ; preds = %282
  %292 = getelementptr inbounds i8, ptr %233, i64 3
  %293 = load i8, ptr %292, align 1, !tbaa !19
  %294 = icmp eq i8 %293, 32
  br i1 %294, label %295, label %797

295:                                              ; preds = %291
  %296 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

297:                                              ; preds = %235
  %298 = getelementptr inbounds i8, ptr %233, i64 2
  %299 = load i8, ptr %298, align 1, !tbaa !19
  switch i8 %299, label %797 [
    i8 111, label %300
    i8 114, label %310
  ]

300:                                              ; preds = %297
  %301 = getelementptr inbounds i8, ptr %233, i64 3
  %302 = load i8, ptr %301, align 1, !tbaa !19
  %303 = icmp eq i8 %302, 114
  br i1 %303, label %304, label %797

304:                                              ; preds = %300
  %305 = getelementptr inbounds i8, ptr %233, i64 4
  %306 = load i8, ptr %305, align 1, !tbaa !19
  %307 = icmp eq i8 %306, 32
  br i1 %307, label %308, label %797

308:                                              ; preds = %304
  %309 = getelementptr inbounds i32, ptr %18, i64 %41
  br label %786

310:                                              ; preds = %297
  %311 = getelementptr inbounds i8, ptr %233, i64 3
  %312 = load i8, ptr %311, align 1, !tbaa !19
  %313 = icmp eq i8 %312, 111
  br i1 %313, label %314, label %797

314:                                              ; preds = %310
  %315 = getelementptr inbounds i8, ptr %233, i64 4
  %316 = load i8, ptr %315, align 1, !tbaa !19
  %317 = icmp eq i8 %316, 109
  br i1 %317, label %318, label %797

318:                                              ; preds = %314
  %319 = getelementptr inbounds i8, ptr %233, i64 5
  %320 = load i8, ptr %319, align 1, !tbaa !19
  %321 = icmp eq i8 %320, 32
  br i1 %321, label %322, label %797

322:                                              ; preds = %318
  %323 = getelementptr inbounds i32, ptr %4, i64 %230
  br label %786

324:                                              ; preds = %235
  %325 = getelementptr inbounds i8, ptr %233, i64 2
  %326 = load i8, ptr %325, align 1, !tbaa !19
  switch i8 %326, label %797 [
    i8 102, label %327
    i8 110, label %333
  ]

327:                                              ; preds = %324
  %328 = getelementptr inbounds i8, ptr %233, i64 3
  %329 = load i8, ptr %328, align 1, !tbaa !19
  %330 = icmp eq i8 %329, 32
  br i1 %330, label %331, label %797

331:                                              ; preds = %327
  %332 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

333:                                              ; preds = %324
  %334 = getelementptr inbounds i8, ptr %233, i64 3
  %335 = load i8, ptr %334, align 1, !tbaa !19
  %336 = icmp eq i8 %335, 32
  br i1 %336, label %337, label %797

337:                                              ; preds = %333
  %338 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

339:                                              ; preds = %235
  %340 = getelementptr inbounds i8, ptr %233, i64 2
  %341 = load i8, ptr %340, align 1, !tbaa !19
  %342 = icmp eq i8 %341, 111
  br i1 %342, label %343, label %797

343:                                              ; preds = %339
  %344 = getelementptr inbounds i8, ptr %233, i64 3
  %345 = load i8, ptr %344, align 1, !tbaa !19
  %346 = icmp eq i8 %345, 116
  br i1 %346, label %347, label %797

347:                                              ; preds = %343
  %348 = getelementptr inbounds i8, ptr %233, i64 4
  %349 = load i8, ptr %348, align 1, !tbaa !19
  %350 = icmp eq i8 %349, 32
  br i1 %350, label %351, label %797

351:                                              ; preds = %347
  %352 = getelementptr inbounds i32, ptr %18, i64 %41
  br label %786

353:                                              ; preds = %235
  %354 = getelementptr inbounds i8, ptr %233, i64 2
  %355 = load i8, ptr %354, align 1, !tbaa !19
  switch i8 %355, label %797 [
    i8 104, label %356
    i8 111, label %375
  ]

356:                                              ; preds = %353
  %357 = getelementptr inbounds i8, ptr %233, i64 3
  %358 = load i8, ptr %357, align 1, !tbaa !19
  switch i8 %358, label %797 [
    i8 101, label %359
    i8 97, label %365
  ]

359:                                              ; preds = %356
  %360 = getelementptr inbounds i8, ptr %233, i64 4
  %361 = load i8, ptr %360, align 1, !tbaa !19
  %362 = icmp eq i8 %361, 32
  br i1 %362, label %363, label %797

363:                                              ; preds = %359
  %364 = getelementptr inbounds i32, ptr %18, i64 %41
  br label %786

365:                                              ; preds = %356
  %366 = getelementptr inbounds i8, ptr %233, i64 4
  %367 = load i8, ptr %366, align 1, !tbaa !19
  %368 = icmp eq i8 %367, 116
  br i1 %368, label %369, label %797

369:                                              ; preds = %365
  %370 = getelementptr inbounds i8, ptr %233, i64 5
  %371 = load i8, ptr %370, align 1, !tbaa !19
  %372 = icmp eq i8 %371, 32
  br i1 %372, label %373, label %797

373:                                              ; preds = %369
  %374 = getelementptr inbounds i32, ptr %4, i64 %230
  br label %786

375:                                              ; preds = %353
  %376 = getelementptr inbounds i8, ptr %233, i64 3
  %377 = load i8, ptr %376, align 1, !tbaa !19
  %378 = icmp eq i8 %377, 32
  br i1 %378, label %379, label %797

379:                                              ; preds = %375
  %380 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

381:                                              ; preds = %235
  %382 = getelementptr inbounds i8, ptr %233, i64 2
  %383 = load i8, ptr %382, align 1, !tbaa !19
  %384 = icmp eq i8 %383, 105
  br i1 %384, label %385, label %797

385:                                              ; preds = %381
  %386 = getelementptr inbounds i8, ptr %233, i64 3
  %387 = load i8, ptr %386, align 1, !tbaa !19
  %388 = icmp eq i8 %387, 116
  br i1 %388, label %389, label %797

389:                                              ; preds = %385
  %390 = getelementptr inbounds i8, ptr %233, i64 4
  %391 = load i8, ptr %390, align 1, !tbaa !19
  %392 = icmp eq i8 %391, 104
  br i1 %392, label %393, label %797

393:                                              ; preds = %389
  %394 = getelementptr inbounds i8, ptr %233, i64 5
  %395 = load i8, ptr %394, align 1, !tbaa !19
  %396 = icmp eq i8 %395, 32
  br i1 %396, label %397, label %797

397:                                              ; preds = %393
  %398 = getelementptr inbounds i32, ptr %4, i64 %230
  br label %786

399:                                              ; preds = %232
  %400 = shl i64 19, %44
  %401 = add nuw i64 %400, %46
  %402 = shl i64 %401, 5
  %403 = or disjoint i64 %402, %41
  %404 = trunc i64 %403 to i32
  %405 = getelementptr inbounds i32, ptr %19, i64 %41
  %406 = load i32, ptr %405, align 4, !tbaa !17
  %407 = tail call i32 @llvm.umin.i32(i32 %406, i32 %404)
  store i32 %407, ptr %405, align 4, !tbaa !17
  %408 = getelementptr inbounds i8, ptr %233, i64 1
  %409 = load i8, ptr %408, align 1, !tbaa !19
  %410 = icmp eq i8 %409, 62
  br i1 %410, label %411, label %797

411:                                              ; preds = %399
  %412 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

413:                                              ; preds = %232
  %414 = shl i64 20, %44
  %415 = add nuw i64 %414, %46
  %416 = shl i64 %415, 5
  %417 = or disjoint i64 %416, %41
  %418 = trunc i64 %417 to i32
  %419 = getelementptr inbounds i32, ptr %19, i64 %41
  %420 = load i32, ptr %419, align 4, !tbaa !17
  %421 = tail call i32 @llvm.umin.i32(i32 %420, i32 %418)
  store i32 %421, ptr %419, align 4, !tbaa !17
  %422 = getelementptr inbounds i8, ptr %233, i64 1
  %423 = load i8, ptr %422, align 1, !tbaa !19
  %424 = icmp eq i8 %423, 32
  br i1 %424, label %425, label %797

425:                                              ; preds = %413
  %426 = shl i64 31, %44
  %427 = add nuw i64 %426, %46
  %428 = shl i64 %427, 5
  %429 = or disjoint i64 %428, %41
  %430 = trunc i64 %429 to i32
  %431 = getelementptr inbounds i32, ptr %15, i64 %41
  %432 = load i32, ptr %431, align 4, !tbaa !17
  %433 = tail call i32 @llvm.umin.i32(i32 %432, i32 %430)
  store i32 %433, ptr %431, align 4, !tbaa !17
  %434 = getelementptr inbounds i8, ptr %233, i64 2
  %435 = load i8, ptr %434, align 1, !tbaa !19
  %436 = icmp eq i8 %435, 84
  br i1 %436, label %437, label %797

437:                                              ; preds = %425
  %438 = getelementptr inbounds i8, ptr %233, i64 3
  %439 = load i8, ptr %438, align 1, !tbaa !19
  %440 = icmp eq i8 %439, 104
  br i1 %440, label %441, label %797

441:                                              ; preds = %437
  %442 = getelementptr inbounds i8, ptr %233, i64 4
  %443 = load i8, ptr %442, align 1, !tbaa !19
  switch i8 %443, label %797 [
    i8 101, label %444
    i8 105, label %450
  ]

444:                                              ; preds = %441
  %445 = getelementptr inbounds i8, ptr %233, i64 5
  %446 = load i8, ptr %445, align 1, !tbaa !19
  %447 = icmp eq i8 %446, 32
  br i1 %447, label %448, label %797

448:                                              ; preds = %444
  %449 = getelementptr inbounds i32, ptr %4, i64 %230
  br label %786

450:                                              ; preds = %441
  %451 = getelementptr inbounds i8, ptr %233, i64 5
  %452 = load i8, ptr %451, align 1, !tbaa !19
  %453 = icmp eq i8 %452, 115
  br i1 %453, label %454, label %797

454:                                              ; preds = %450
  %455 = getelementptr inbounds i8, ptr %233, i64 6
  %456 = load i8, ptr %455, align 1, !tbaa !19
  %457 = icmp eq i8 %456, 32
  br i1 %457, label %458, label %797

458:                                              ; preds = %454
  %459 = getelementptr inbounds i32, ptr %20, i64 %41
  br label %786

460:                                              ; preds = %232
  %461 = shl i64 76, %44
  %462 = add nuw i64 %461, %46
  %463 = shl i64 %462, 5
  %464 = or disjoint i64 %463, %41
  %465 = trunc i64 %464 to i32
  %466 = getelementptr inbounds i32, ptr %19, i64 %41
  %467 = load i32, ptr %466, align 4, !tbaa !17
  %468 = tail call i32 @llvm.umin.i32(i32 %467, i32 %465)
  store i32 %468, ptr %466, align 4, !tbaa !17
  %469 = getelementptr inbounds i8, ptr %233, i64 1
  %470 = load i8, ptr %469, align 1, !tbaa !19
  %471 = icmp eq i8 %470, 32
  br i1 %471, label %472, label %797

472:                                              ; preds = %460
  %473 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

474:                                              ; preds = %232
  %475 = shl i64 22, %44
  %476 = add nuw i64 %475, %46
  %477 = shl i64 %476, 5
  %478 = or disjoint i64 %477, %41
  %479 = trunc i64 %478 to i32
  %480 = getelementptr inbounds i32, ptr %19, i64 %41
  %481 = load i32, ptr %480, align 4, !tbaa !17
  %482 = tail call i32 @llvm.umin.i32(i32 %481, i32 %479)
  store i32 %482, ptr %480, align 4, !tbaa !17
  %483 = getelementptr inbounds i8, ptr %233, i64 1
  %484 = load i8, ptr %483, align 1, !tbaa !19
  %485 = icmp eq i8 %484, 9
  br i1 %485, label %486, label %797

486:                                              ; preds = %474
  %487 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

488:                                              ; preds = %232
  %489 = getelementptr inbounds i32, ptr %19, i64 %41
  br label %786

490:                                              ; preds = %232
  %491 = getelementptr inbounds i32, ptr %19, i64 %41
  br label %786

492:                                              ; preds = %232
  %493 = getelementptr inbounds i32, ptr %19, i64 %41
  br label %786

494:                                              ; preds = %232
  %495 = getelementptr inbounds i32, ptr %19, i64 %41
  br label %786

496:                                              ; preds = %232
  %497 = getelementptr inbounds i8, ptr %233, i64 1
  %498 = load i8, ptr %497, align 1, !tbaa !19
  switch i8 %498, label %797 [
    i8 34, label %499
    i8 39, label %501
  ]

499:                                              ; preds = %496
  %500 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

501:                                              ; preds = %496
  %502 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

503:                                              ; preds = %232
  %504 = getelementptr inbounds i8, ptr %233, i64 1
  %505 = load i8, ptr %504, align 1, !tbaa !19
  %506 = icmp eq i8 %505, 108
  br i1 %506, label %507, label %797

507:                                              ; preds = %503
  %508 = getelementptr inbounds i8, ptr %233, i64 2
  %509 = load i8, ptr %508, align 1, !tbaa !19
  %510 = icmp eq i8 %509, 32
  br i1 %510, label %511, label %797

511:                                              ; preds = %507
  %512 = getelementptr inbounds i32, ptr %16, i64 %41
  br label %786

513:                                              ; preds = %232
  %514 = getelementptr inbounds i8, ptr %233, i64 1
  %515 = load i8, ptr %514, align 1, !tbaa !19
  switch i8 %515, label %797 [
    i8 100, label %516
    i8 114, label %522
    i8 115, label %528
  ]

516:                                              ; preds = %513
  %517 = getelementptr inbounds i8, ptr %233, i64 2
  %518 = load i8, ptr %517, align 1, !tbaa !19
  %519 = icmp eq i8 %518, 32
  br i1 %519, label %520, label %797

520:                                              ; preds = %516
  %521 = getelementptr inbounds i32, ptr %16, i64 %41
  br label %786

522:                                              ; preds = %513
  %523 = getelementptr inbounds i8, ptr %233, i64 2
  %524 = load i8, ptr %523, align 1, !tbaa !19
  %525 = icmp eq i8 %524, 32
  br i1 %525, label %526, label %797

526:                                              ; preds = %522
  %527 = getelementptr inbounds i32, ptr %16, i64 %41
  br label %786

528:                                              ; preds = %513
  %529 = getelementptr inbounds i8, ptr %233, i64 2
  %530 = load i8, ptr %529, align 1, !tbaa !19
  %531 = icmp eq i8 %530, 116
  br i1 %531, label %532, label %797

532:                                              ; preds = %528
  %533 = getelementptr inbounds i8, ptr %233, i64 3
  %534 = load i8, ptr %533, align 1, !tbaa !19
  %535 = icmp eq i8 %534, 32
  br i1 %535, label %536, label %797

536:                                              ; preds = %532
  %537 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

538:                                              ; preds = %232
  %539 = getelementptr inbounds i8, ptr %233, i64 1
  %540 = load i8, ptr %539, align 1, !tbaa !19
  %541 = icmp eq i8 %540, 117
  br i1 %541, label %542, label %797

542:                                              ; preds = %538
  %543 = getelementptr inbounds i8, ptr %233, i64 2
  %544 = load i8, ptr %543, align 1, !tbaa !19
  %545 = icmp eq i8 %544, 108
  br i1 %545, label %546, label %797

546:                                              ; preds = %542
  %547 = getelementptr inbounds i8, ptr %233, i64 3
  %548 = load i8, ptr %547, align 1, !tbaa !19
  %549 = icmp eq i8 %548, 32
  br i1 %549, label %550, label %797

550:                                              ; preds = %546
  %551 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

552:                                              ; preds = %232
  %553 = getelementptr inbounds i8, ptr %233, i64 1
  %554 = load i8, ptr %553, align 1, !tbaa !19
  switch i8 %554, label %797 [
    i8 118, label %555
    i8 122, label %565
  ]

555:                                              ; preds = %552
  %556 = getelementptr inbounds i8, ptr %233, i64 2
  %557 = load i8, ptr %556, align 1, !tbaa !19
  %558 = icmp eq i8 %557, 101
  br i1 %558, label %559, label %797

559:                                              ; preds = %555
  %560 = getelementptr inbounds i8, ptr %233, i64 3
  %561 = load i8, ptr %560, align 1, !tbaa !19
  %562 = icmp eq i8 %561, 32
  br i1 %562, label %563, label %797

563:                                              ; preds = %559
  %564 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

565:                                              ; preds = %552
  %566 = getelementptr inbounds i8, ptr %233, i64 2
  %567 = load i8, ptr %566, align 1, !tbaa !19
  %568 = icmp eq i8 %567, 101
  br i1 %568, label %569, label %797

569:                                              ; preds = %565
  %570 = getelementptr inbounds i8, ptr %233, i64 3
  %571 = load i8, ptr %570, align 1, !tbaa !19
  %572 = icmp eq i8 %571, 32
  br i1 %572, label %573, label %797

573:                                              ; preds = %569
  %574 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

575:                                              ; preds = %232
  %576 = getelementptr inbounds i8, ptr %233, i64 1
  %577 = load i8, ptr %576, align 1, !tbaa !19
  switch i8 %577, label %797 [
    i8 101, label %578
    i8 121, label %592
  ]

578:                                              ; preds = %575
  %579 = getelementptr inbounds i8, ptr %233, i64 2
  %580 = load i8, ptr %579, align 1, !tbaa !19
  %581 = icmp eq i8 %580, 115
  br i1 %581, label %582, label %797

582:                                              ; preds = %578
  %583 = getelementptr inbounds i8, ptr %233, i64 3
  %584 = load i8, ptr %583, align 1, !tbaa !19
  %585 = icmp eq i8 %584, 115
  br i1 %585, label %586, label %797

586:                                              ; preds = %582
  %587 = getelementptr inbounds i8, ptr %233, i64 4
  %588 = load i8, ptr %587, align 1, !tbaa !19
  %589 = icmp eq i8 %588, 32
  br i1 %589, label %590, label %797

590:                                              ; preds = %586
  %591 = getelementptr inbounds i32, ptr %18, i64 %41
  br label %786

592:                                              ; preds = %575
  %593 = getelementptr inbounds i8, ptr %233, i64 2
  %594 = load i8, ptr %593, align 1, !tbaa !19
  %595 = icmp eq i8 %594, 32
  br i1 %595, label %596, label %797

596:                                              ; preds = %592
  %597 = getelementptr inbounds i32, ptr %16, i64 %41
  br label %786

598:                                              ; preds = %232
  %599 = getelementptr inbounds i8, ptr %233, i64 1
  %600 = load i8, ptr %599, align 1, !tbaa !19
  %601 = icmp eq i8 %600, 117
  br i1 %601, label %602, label %797

602:                                              ; preds = %598
  %603 = getelementptr inbounds i8, ptr %233, i64 2
  %604 = load i8, ptr %603, align 1, !tbaa !19
  %605 = icmp eq i8 %604, 115
  br i1 %605, label %606, label %797

606:                                              ; preds = %602
  %607 = getelementptr inbounds i8, ptr %233, i64 3
  %608 = load i8, ptr %607, align 1, !tbaa !19
  %609 = icmp eq i8 %608, 32
  br i1 %609, label %610, label %797

610:                                              ; preds = %606
  %611 = getelementptr inbounds i32, ptr %17, i64 %41
  br label %786

612:                                              ; preds = %30
  %613 = icmp eq i8 %37, 10
  %614 = zext nneg i8 %40 to i32
  %615 = icmp ugt i64 %41, %3
  br i1 %615, label %797, label %616

616:                                              ; preds = %612
  %617 = zext i16 %39 to i32
  %618 = getelementptr inbounds [32 x i32], ptr %26, i64 0, i64 %41
  %619 = load i32, ptr %618, align 4, !tbaa !17
  %620 = zext i32 %619 to i64
  %621 = mul nuw nsw i32 %617, %614
  %622 = zext nneg i32 %621 to i64
  %623 = load ptr, ptr %27, align 8, !tbaa !27
  %624 = getelementptr inbounds i8, ptr %623, i64 %620
  %625 = getelementptr inbounds i8, ptr %624, i64 %622
  %626 = icmp eq i8 %37, 10
  br i1 %626, label %629, label %627

627:                                              ; preds = %616
  %628 = icmp eq i8 %40, 0
  br i1 %628, label %705, label %686

629:                                              ; preds = %616
  %630 = load i8, ptr %625, align 1, !tbaa !19
  %631 = add i8 %630, -97
  %632 = icmp ult i8 %631, 26
  br i1 %632, label %633, label %797

633:                                              ; preds = %629
  %634 = load i8, ptr %1, align 1, !tbaa !19
  %635 = xor i8 %634, %630
  %636 = icmp eq i8 %635, 32
  br i1 %636, label %637, label %797

637:                                              ; preds = %633
  %638 = getelementptr inbounds i8, ptr %625, i64 1
  %639 = add nsw i32 %614, -1
  %640 = zext i32 %639 to i64
  %641 = icmp ugt i32 %639, 7
  br i1 %641, label %649, label %642

642:                                              ; preds = %664, %637
  %643 = phi i64 [ %640, %637 ], [ %667, %664 ]
  %644 = phi ptr [ %28, %637 ], [ %665, %664 ]
  %645 = phi ptr [ %638, %637 ], [ %666, %664 ]
  %646 = icmp eq i64 %643, 0
  br i1 %646, label %681, label %647

647:                                              ; preds = %642
  %648 = getelementptr i8, ptr %645, i64 %643
  br label %669

649:                                              ; preds = %637, %664
  %650 = phi ptr [ %666, %664 ], [ %638, %637 ]
  %651 = phi ptr [ %665, %664 ], [ %28, %637 ]
  %652 = phi i64 [ %667, %664 ], [ %640, %637 ]
  %653 = load i64, ptr %651, align 1
  %654 = load i64, ptr %650, align 1
  %655 = icmp eq i64 %653, %654
  br i1 %655, label %664, label %656

656:                                              ; preds = %649
  %657 = xor i64 %654, %653
  %658 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %657, i1 true)
  %659 = ptrtoint ptr %650 to i64
  %660 = ptrtoint ptr %638 to i64
  %661 = sub i64 %659, %660
  %662 = lshr i64 %658, 3
  %663 = add i64 %661, %662
  br label %702

664:                                              ; preds = %649
  %665 = getelementptr inbounds i8, ptr %651, i64 8
  %666 = getelementptr inbounds i8, ptr %650, i64 8
  %667 = add i64 %652, -8
  %668 = icmp ugt i64 %667, 7
  br i1 %668, label %649, label %642, !llvm.loop !29

669:                                              ; preds = %647, %676
  %670 = phi ptr [ %679, %676 ], [ %645, %647 ]
  %671 = phi ptr [ %678, %676 ], [ %644, %647 ]
  %672 = phi i64 [ %677, %676 ], [ %643, %647 ]
  %673 = load i8, ptr %670, align 1, !tbaa !19
  %674 = load i8, ptr %671, align 1, !tbaa !19
  %675 = icmp eq i8 %673, %674
  br i1 %675, label %676, label %681

676:                                              ; preds = %669
  %677 = add nsw i64 %672, -1
  %678 = getelementptr inbounds i8, ptr %671, i64 1
  %679 = getelementptr inbounds i8, ptr %670, i64 1
  %680 = icmp eq i64 %677, 0
  br i1 %680, label %681, label %669, !llvm.loop !30

681:                                              ; preds = %676, %669, %642
  %682 = phi ptr [ %645, %642 ], [ %670, %669 ], [ %648, %676 ]
  %683 = ptrtoint ptr %682 to i64
  %684 = ptrtoint ptr %638 to i64
  %685 = sub i64 %683, %684
  br label %702

686:                                              ; preds = %627, %699
  %687 = phi i64 [ %700, %699 ], [ 0, %627 ]
  %688 = getelementptr inbounds i8, ptr %625, i64 %687
  %689 = load i8, ptr %688, align 1, !tbaa !19
  %690 = add i8 %689, -97
  %691 = icmp ult i8 %690, 26
  %692 = getelementptr inbounds i8, ptr %1, i64 %687
  %693 = load i8, ptr %692, align 1, !tbaa !19
  br i1 %691, label %694, label %697

694:                                              ; preds = %686
  %695 = xor i8 %693, %689
  %696 = icmp eq i8 %695, 32
  br i1 %696, label %699, label %797

697:                                              ; preds = %686
  %698 = icmp eq i8 %689, %693
  br i1 %698, label %699, label %797

699:                                              ; preds = %697, %694
  %700 = add nuw nsw i64 %687, 1
  %701 = icmp eq i64 %700, %41
  br i1 %701, label %705, label %686, !llvm.loop !37

702:                                              ; preds = %681, %656
  %703 = phi i64 [ %663, %656 ], [ %685, %681 ]
  %704 = icmp eq i64 %703, %640
  br i1 %704, label %705, label %797, !llvm.loop !36

705:                                              ; preds = %699, %627, %702
  %706 = select i1 %613, i64 9, i64 44
  %707 = shl i64 %706, %44
  %708 = add i64 %707, %46
  %709 = shl i64 %708, 5
  %710 = or disjoint i64 %709, %41
  %711 = trunc i64 %710 to i32
  %712 = getelementptr inbounds i32, ptr %4, i64 %41
  %713 = load i32, ptr %712, align 4, !tbaa !17
  %714 = tail call i32 @llvm.umin.i32(i32 %713, i32 %711)
  store i32 %714, ptr %712, align 4, !tbaa !17
  %715 = add nuw nsw i64 %41, 1
  %716 = icmp ult i64 %715, %3
  br i1 %716, label %717, label %797, !llvm.loop !36

717:                                              ; preds = %705
  %718 = getelementptr inbounds i8, ptr %1, i64 %41
  %719 = load i8, ptr %718, align 1, !tbaa !19
  switch i8 %719, label %797 [
    i8 32, label %720
    i8 34, label %723
    i8 46, label %739
    i8 44, label %755
    i8 39, label %771
    i8 40, label %774
    i8 61, label %777
  ]

720:                                              ; preds = %717
  %721 = select i1 %613, i64 4, i64 68
  %722 = getelementptr inbounds i32, ptr %4, i64 %715
  br label %786

723:                                              ; preds = %717
  %724 = select i1 %613, i64 66, i64 87
  %725 = shl i64 %724, %44
  %726 = add i64 %725, %46
  %727 = shl i64 %726, 5
  %728 = or disjoint i64 %727, %41
  %729 = trunc i64 %728 to i32
  %730 = getelementptr inbounds i32, ptr %4, i64 %715
  %731 = load i32, ptr %730, align 4, !tbaa !17
  %732 = tail call i32 @llvm.umin.i32(i32 %731, i32 %729)
  store i32 %732, ptr %730, align 4, !tbaa !17
  %733 = getelementptr inbounds i8, ptr %718, i64 1
  %734 = load i8, ptr %733, align 1, !tbaa !19
  %735 = icmp eq i8 %734, 62
  br i1 %735, label %736, label %797

736:                                              ; preds = %723
  %737 = select i1 %613, i64 69, i64 97
  %738 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

739:                                              ; preds = %717
  %740 = select i1 %613, i64 79, i64 101
  %741 = shl i64 %740, %44
  %742 = add i64 %741, %46
  %743 = shl i64 %742, 5
  %744 = or disjoint i64 %743, %41
  %745 = trunc i64 %744 to i32
  %746 = getelementptr inbounds i32, ptr %4, i64 %715
  %747 = load i32, ptr %746, align 4, !tbaa !17
  %748 = tail call i32 @llvm.umin.i32(i32 %747, i32 %745)
  store i32 %748, ptr %746, align 4, !tbaa !17
  %749 = getelementptr inbounds i8, ptr %718, i64 1
  %750 = load i8, ptr %749, align 1, !tbaa !19
  %751 = icmp eq i8 %750, 32
  br i1 %751, label %752, label %797

752:                                              ; preds = %739
  %753 = select i1 %613, i64 88, i64 114
  %754 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

755:                                              ; preds = %717
  %756 = select i1 %613, i64 99, i64 112
  %757 = shl i64 %756, %44
  %758 = add i64 %757, %46
  %759 = shl i64 %758, 5
  %760 = or disjoint i64 %759, %41
  %761 = trunc i64 %760 to i32
  %762 = getelementptr inbounds i32, ptr %4, i64 %715
  %763 = load i32, ptr %762, align 4, !tbaa !17
  %764 = tail call i32 @llvm.umin.i32(i32 %763, i32 %761)
  store i32 %764, ptr %762, align 4, !tbaa !17
  %765 = getelementptr inbounds i8, ptr %718, i64 1
  %766 = load i8, ptr %765, align 1, !tbaa !19
  %767 = icmp eq i8 %766, 32
  br i1 %767, label %768, label %797

768:                                              ; preds = %755
  %769 = select i1 %613, i64 58, i64 107
  %770 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

771:                                              ; preds = %717
  %772 = select i1 %613, i64 74, i64 94
  %773 = getelementptr inbounds i32, ptr %4, i64 %715
  br label %786

774:                                              ; preds = %717
  %775 = select i1 %613, i64 78, i64 113
  %776 = getelementptr inbounds i32, ptr %4, i64 %715
  br label %786

777:                                              ; preds = %717
  %778 = getelementptr inbounds i8, ptr %718, i64 1
  %779 = load i8, ptr %778, align 1, !tbaa !19
  switch i8 %779, label %797 [
    i8 34, label %780
    i8 39, label %783
  ]

780:                                              ; preds = %777
  %781 = select i1 %613, i64 104, i64 105
  %782 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

783:                                              ; preds = %777
  %784 = select i1 %613, i64 108, i64 116
  %785 = getelementptr inbounds i32, ptr %15, i64 %41
  br label %786

786:                                              ; preds = %411, %472, %488, %492, %501, %499, %526, %536, %520, %573, %563, %610, %590, %596, %550, %511, %494, %490, %486, %448, %458, %254, %270, %260, %248, %295, %289, %337, %331, %379, %363, %373, %397, %351, %308, %322, %280, %720, %752, %771, %783, %780, %774, %768, %736
  %787 = phi ptr [ %738, %736 ], [ %770, %768 ], [ %776, %774 ], [ %782, %780 ], [ %785, %783 ], [ %773, %771 ], [ %754, %752 ], [ %722, %720 ], [ %281, %280 ], [ %323, %322 ], [ %309, %308 ], [ %352, %351 ], [ %398, %397 ], [ %374, %373 ], [ %364, %363 ], [ %380, %379 ], [ %332, %331 ], [ %338, %337 ], [ %290, %289 ], [ %296, %295 ], [ %249, %248 ], [ %261, %260 ], [ %271, %270 ], [ %255, %254 ], [ %459, %458 ], [ %449, %448 ], [ %487, %486 ], [ %491, %490 ], [ %495, %494 ], [ %512, %511 ], [ %551, %550 ], [ %597, %596 ], [ %591, %590 ], [ %611, %610 ], [ %564, %563 ], [ %574, %573 ], [ %521, %520 ], [ %537, %536 ], [ %527, %526 ], [ %500, %499 ], [ %502, %501 ], [ %493, %492 ], [ %489, %488 ], [ %473, %472 ], [ %412, %411 ]
  %788 = phi i64 [ %737, %736 ], [ %769, %768 ], [ %775, %774 ], [ %781, %780 ], [ %784, %783 ], [ %772, %771 ], [ %753, %752 ], [ %721, %720 ], [ 38, %280 ], [ 37, %322 ], [ 25, %308 ], [ 80, %351 ], [ 35, %397 ], [ 29, %373 ], [ 5, %363 ], [ 17, %379 ], [ 8, %331 ], [ 45, %337 ], [ 16, %289 ], [ 47, %295 ], [ 28, %248 ], [ 60, %260 ], [ 10, %270 ], [ 46, %254 ], [ 75, %458 ], [ 43, %448 ], [ 50, %486 ], [ 36, %490 ], [ 57, %494 ], [ 84, %511 ], [ 90, %550 ], [ 61, %596 ], [ 93, %590 ], [ 106, %610 ], [ 92, %563 ], [ 100, %573 ], [ 53, %520 ], [ 95, %536 ], [ 82, %526 ], [ 70, %499 ], [ 86, %501 ], [ 51, %492 ], [ 24, %488 ], [ 14, %472 ], [ 21, %411 ]
  %789 = phi i32 [ 1, %736 ], [ 1, %768 ], [ 1, %774 ], [ 1, %780 ], [ 1, %783 ], [ 1, %771 ], [ 1, %752 ], [ 1, %720 ], [ %227, %280 ], [ %227, %322 ], [ %227, %308 ], [ %227, %351 ], [ %227, %397 ], [ %227, %373 ], [ %227, %363 ], [ %227, %379 ], [ %227, %331 ], [ %227, %337 ], [ %227, %289 ], [ %227, %295 ], [ %227, %248 ], [ %227, %260 ], [ %227, %270 ], [ %227, %254 ], [ %227, %458 ], [ %227, %448 ], [ %227, %486 ], [ %227, %490 ], [ %227, %494 ], [ %227, %511 ], [ %227, %550 ], [ %227, %596 ], [ %227, %590 ], [ %227, %610 ], [ %227, %563 ], [ %227, %573 ], [ %227, %520 ], [ %227, %536 ], [ %227, %526 ], [ %227, %499 ], [ %227, %501 ], [ %227, %492 ], [ %227, %488 ], [ %227, %472 ], [ %227, %411 ]
  %790 = shl i64 %788, %44
  %791 = add i64 %790, %46
  %792 = shl i64 %791, 5
  %793 = or disjoint i64 %792, %41
  %794 = trunc i64 %793 to i32
  %795 = load i32, ptr %787, align 4, !tbaa !17
  %796 = tail call i32 @llvm.umin.i32(i32 %795, i32 %794)
  store i32 %796, ptr %787, align 4, !tbaa !17
  br label %797

797:                                              ; preds = %697, %694, %786, %629, %633, %612, %702, %705, %777, %717, %723, %755, %739, %229, %226, %276, %272, %318, %314, %310, %300, %304, %347, %343, %339, %393, %389, %385, %381, %369, %365, %359, %375, %327, %333, %285, %291, %256, %262, %266, %250, %425, %437, %454, %450, %444, %413, %474, %507, %503, %546, %542, %538, %592, %578, %582, %586, %598, %602, %606, %559, %555, %565, %569, %516, %532, %528, %522, %460, %399, %245, %282, %297, %324, %356, %353, %235, %441, %496, %513, %552, %575, %232
  %798 = phi i32 [ %227, %276 ], [ %227, %272 ], [ %227, %318 ], [ %227, %314 ], [ %227, %310 ], [ %227, %300 ], [ %227, %304 ], [ %227, %347 ], [ %227, %343 ], [ %227, %339 ], [ %227, %393 ], [ %227, %389 ], [ %227, %385 ], [ %227, %381 ], [ %227, %369 ], [ %227, %365 ], [ %227, %359 ], [ %227, %375 ], [ %227, %327 ], [ %227, %333 ], [ %227, %285 ], [ %227, %291 ], [ %227, %256 ], [ %227, %262 ], [ %227, %266 ], [ %227, %250 ], [ %227, %425 ], [ %227, %437 ], [ %227, %454 ], [ %227, %450 ], [ %227, %444 ], [ %227, %413 ], [ %227, %474 ], [ %227, %507 ], [ %227, %503 ], [ %227, %546 ], [ %227, %542 ], [ %227, %538 ], [ %227, %592 ], [ %227, %578 ], [ %227, %582 ], [ %227, %586 ], [ %227, %598 ], [ %227, %602 ], [ %227, %606 ], [ %227, %559 ], [ %227, %555 ], [ %227, %565 ], [ %227, %569 ], [ %227, %516 ], [ %227, %532 ], [ %227, %528 ], [ %227, %522 ], [ %227, %460 ], [ %227, %399 ], [ %227, %245 ], [ %227, %282 ], [ %227, %297 ], [ %227, %324 ], [ %227, %356 ], [ %227, %353 ], [ %227, %235 ], [ %227, %441 ], [ %227, %496 ], [ %227, %513 ], [ %227, %552 ], [ %227, %575 ], [ %227, %232 ], [ %227, %226 ], [ %227, %229 ], [ %31, %702 ], [ 1, %705 ], [ 1, %777 ], [ 1, %717 ], [ 1, %723 ], [ 1, %755 ], [ 1, %739 ], [ %31, %612 ], [ %31, %633 ], [ %31, %629 ], [ %789, %786 ], [ %31, %694 ], [ %31, %697 ]
  br i1 %47, label %799, label %30

799:                                              ; preds = %797, %5
  %800 = phi i32 [ 0, %5 ], [ %798, %797 ]
  %801 = icmp ugt i64 %3, 4
  br i1 %801, label %802, label %1466

802:                                              ; preds = %799
  %803 = load i8, ptr %1, align 1, !tbaa !19
  switch i8 %803, label %1125 [
    i8 32, label %804
    i8 46, label %804
  ]

804:                                              ; preds = %802, %802
  %805 = icmp eq i8 %803, 32
  %806 = getelementptr inbounds i8, ptr %1, i64 1
  %807 = load i32, ptr %806, align 1
  %808 = mul i32 %807, 506832829
  %809 = lshr i32 %808, 17
  %810 = zext nneg i32 %809 to i64
  %811 = getelementptr inbounds i16, ptr %7, i64 %810
  %812 = load i16, ptr %811, align 2, !tbaa !24
  %813 = icmp eq i16 %812, 0
  br i1 %813, label %1125, label %814

814:                                              ; preds = %804
  %815 = zext i16 %812 to i64
  %816 = getelementptr inbounds i8, ptr %0, i64 48
  %817 = load ptr, ptr %816, align 8, !tbaa !26
  %818 = load ptr, ptr %0, align 8, !tbaa !18
  %819 = add i64 %3, -1
  %820 = getelementptr inbounds i8, ptr %818, i64 32
  %821 = getelementptr inbounds i8, ptr %818, i64 168
  %822 = getelementptr inbounds i8, ptr %1, i64 2
  %823 = select i1 %805, i64 6, i64 32
  %824 = select i1 %805, i64 89, i64 67
  %825 = select i1 %805, i64 2, i64 77
  br label %826

826:                                              ; preds = %814, %1123
  %827 = phi i32 [ %800, %814 ], [ %1124, %1123 ]
  %828 = phi i64 [ %815, %814 ], [ %829, %1123 ]
  %829 = add i64 %828, 1
  %830 = getelementptr inbounds %struct.DictWord, ptr %817, i64 %828
  %831 = load i8, ptr %830, align 2, !tbaa !19
  %832 = getelementptr inbounds i8, ptr %830, i64 1
  %833 = load i8, ptr %832, align 1, !tbaa !19
  %834 = getelementptr inbounds i8, ptr %830, i64 2
  %835 = load i16, ptr %834, align 2, !tbaa !24
  %836 = and i8 %831, 31
  %837 = zext nneg i8 %836 to i64
  %838 = getelementptr inbounds [32 x i8], ptr %818, i64 0, i64 %837
  %839 = load i8, ptr %838, align 1, !tbaa !19
  %840 = zext nneg i8 %839 to i64
  %841 = zext i16 %835 to i64
  %842 = icmp slt i8 %831, 0
  %843 = icmp eq i8 %833, 0
  br i1 %843, label %844, label %958

844:                                              ; preds = %826
  %845 = icmp ult i64 %819, %837
  br i1 %845, label %1123, label %846

846:                                              ; preds = %844
  %847 = getelementptr inbounds [32 x i32], ptr %820, i64 0, i64 %837
  %848 = load i32, ptr %847, align 4, !tbaa !17
  %849 = zext i32 %848 to i64
  %850 = mul nuw nsw i64 %841, %837
  %851 = load ptr, ptr %821, align 8, !tbaa !27
  %852 = getelementptr inbounds i8, ptr %851, i64 %849
  %853 = getelementptr inbounds i8, ptr %852, i64 %850
  %854 = icmp ugt i8 %836, 7
  br i1 %854, label %862, label %855

855:                                              ; preds = %877, %846
  %856 = phi i64 [ %837, %846 ], [ %880, %877 ]
  %857 = phi ptr [ %806, %846 ], [ %878, %877 ]
  %858 = phi ptr [ %853, %846 ], [ %879, %877 ]
  %859 = icmp eq i64 %856, 0
  br i1 %859, label %894, label %860

860:                                              ; preds = %855
  %861 = getelementptr i8, ptr %858, i64 %856
  br label %882

862:                                              ; preds = %846, %877
  %863 = phi ptr [ %879, %877 ], [ %853, %846 ]
  %864 = phi ptr [ %878, %877 ], [ %806, %846 ]
  %865 = phi i64 [ %880, %877 ], [ %837, %846 ]
  %866 = load i64, ptr %864, align 1
  %867 = load i64, ptr %863, align 1
  %868 = icmp eq i64 %866, %867
  br i1 %868, label %877, label %869

869:                                              ; preds = %862
  %870 = xor i64 %867, %866
  %871 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %870, i1 true)
  %872 = ptrtoint ptr %863 to i64
  %873 = ptrtoint ptr %853 to i64
  %874 = sub i64 %872, %873
  %875 = lshr i64 %871, 3
  %876 = add i64 %874, %875
  br label %899

877:                                              ; preds = %862
  %878 = getelementptr inbounds i8, ptr %864, i64 8
  %879 = getelementptr inbounds i8, ptr %863, i64 8
  %880 = add i64 %865, -8
  %881 = icmp ugt i64 %880, 7
  br i1 %881, label %862, label %855, !llvm.loop !29

882:                                              ; preds = %860, %889
  %883 = phi ptr [ %892, %889 ], [ %858, %860 ]
  %884 = phi ptr [ %891, %889 ], [ %857, %860 ]
  %885 = phi i64 [ %890, %889 ], [ %856, %860 ]
  %886 = load i8, ptr %883, align 1, !tbaa !19
  %887 = load i8, ptr %884, align 1, !tbaa !19
  %888 = icmp eq i8 %886, %887
  br i1 %888, label %889, label %894

889:                                              ; preds = %882
  %890 = add nsw i64 %885, -1
  %891 = getelementptr inbounds i8, ptr %884, i64 1
  %892 = getelementptr inbounds i8, ptr %883, i64 1
  %893 = icmp eq i64 %890, 0
  br i1 %893, label %894, label %882, !llvm.loop !30

894:                                              ; preds = %889, %882, %855
  %895 = phi ptr [ %858, %855 ], [ %883, %882 ], [ %861, %889 ]
  %896 = ptrtoint ptr %895 to i64
  %897 = ptrtoint ptr %853 to i64
  %898 = sub i64 %896, %897
  br label %899

899:                                              ; preds = %869, %894
  %900 = phi i64 [ %876, %869 ], [ %898, %894 ]
  %901 = icmp eq i64 %900, %837
  br i1 %901, label %902, label %1123, !llvm.loop !38

902:                                              ; preds = %899
  %903 = shl i64 %823, %840
  %904 = add i64 %903, %841
  %905 = add nuw nsw i64 %837, 1
  %906 = shl i64 %904, 5
  %907 = or disjoint i64 %906, %837
  %908 = trunc i64 %907 to i32
  %909 = getelementptr inbounds i32, ptr %4, i64 %905
  %910 = load i32, ptr %909, align 4, !tbaa !17
  %911 = tail call i32 @llvm.umin.i32(i32 %910, i32 %908)
  store i32 %911, ptr %909, align 4, !tbaa !17
  %912 = add nuw nsw i64 %837, 2
  %913 = icmp ult i64 %912, %3
  br i1 %913, label %914, label %1123, !llvm.loop !38

914:                                              ; preds = %902
  %915 = getelementptr inbounds i8, ptr %1, i64 %905
  %916 = load i8, ptr %915, align 1, !tbaa !19
  switch i8 %916, label %921 [
    i8 32, label %917
    i8 40, label %919
  ]

917:                                              ; preds = %914
  %918 = getelementptr inbounds i32, ptr %4, i64 %912
  br label %1113

919:                                              ; preds = %914
  %920 = getelementptr inbounds i32, ptr %4, i64 %912
  br label %1113

921:                                              ; preds = %914
  br i1 %805, label %922, label %1123

922:                                              ; preds = %921
  switch i8 %916, label %1123 [
    i8 44, label %923
    i8 46, label %937
    i8 61, label %951
  ]

923:                                              ; preds = %922
  %924 = shl i64 103, %840
  %925 = add nuw i64 %924, %841
  %926 = shl i64 %925, 5
  %927 = or disjoint i64 %926, %837
  %928 = trunc i64 %927 to i32
  %929 = getelementptr inbounds i32, ptr %4, i64 %912
  %930 = load i32, ptr %929, align 4, !tbaa !17
  %931 = tail call i32 @llvm.umin.i32(i32 %930, i32 %928)
  store i32 %931, ptr %929, align 4, !tbaa !17
  %932 = getelementptr inbounds i8, ptr %915, i64 1
  %933 = load i8, ptr %932, align 1, !tbaa !19
  %934 = icmp eq i8 %933, 32
  br i1 %934, label %935, label %1123

935:                                              ; preds = %923
  %936 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

937:                                              ; preds = %922
  %938 = shl i64 71, %840
  %939 = add nuw i64 %938, %841
  %940 = shl i64 %939, 5
  %941 = or disjoint i64 %940, %837
  %942 = trunc i64 %941 to i32
  %943 = getelementptr inbounds i32, ptr %4, i64 %912
  %944 = load i32, ptr %943, align 4, !tbaa !17
  %945 = tail call i32 @llvm.umin.i32(i32 %944, i32 %942)
  store i32 %945, ptr %943, align 4, !tbaa !17
  %946 = getelementptr inbounds i8, ptr %915, i64 1
  %947 = load i8, ptr %946, align 1, !tbaa !19
  %948 = icmp eq i8 %947, 32
  br i1 %948, label %949, label %1123

949:                                              ; preds = %937
  %950 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

951:                                              ; preds = %922
  %952 = getelementptr inbounds i8, ptr %915, i64 1
  %953 = load i8, ptr %952, align 1, !tbaa !19
  switch i8 %953, label %1123 [
    i8 34, label %954
    i8 39, label %956
  ]

954:                                              ; preds = %951
  %955 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

956:                                              ; preds = %951
  %957 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

958:                                              ; preds = %826
  br i1 %805, label %959, label %1123

959:                                              ; preds = %958
  %960 = icmp eq i8 %833, 10
  %961 = zext nneg i8 %836 to i32
  %962 = icmp ult i64 %819, %837
  br i1 %962, label %1123, label %963

963:                                              ; preds = %959
  %964 = zext i16 %835 to i32
  %965 = getelementptr inbounds [32 x i32], ptr %820, i64 0, i64 %837
  %966 = load i32, ptr %965, align 4, !tbaa !17
  %967 = zext i32 %966 to i64
  %968 = mul nuw nsw i32 %964, %961
  %969 = zext nneg i32 %968 to i64
  %970 = load ptr, ptr %821, align 8, !tbaa !27
  %971 = getelementptr inbounds i8, ptr %970, i64 %967
  %972 = getelementptr inbounds i8, ptr %971, i64 %969
  %973 = icmp eq i8 %833, 10
  br i1 %973, label %976, label %974

974:                                              ; preds = %963
  %975 = icmp eq i8 %836, 0
  br i1 %975, label %1052, label %1033

976:                                              ; preds = %963
  %977 = load i8, ptr %972, align 1, !tbaa !19
  %978 = add i8 %977, -97
  %979 = icmp ult i8 %978, 26
  br i1 %979, label %980, label %1123

980:                                              ; preds = %976
  %981 = load i8, ptr %806, align 1, !tbaa !19
  %982 = xor i8 %981, %977
  %983 = icmp eq i8 %982, 32
  br i1 %983, label %984, label %1123

984:                                              ; preds = %980
  %985 = getelementptr inbounds i8, ptr %972, i64 1
  %986 = add nsw i32 %961, -1
  %987 = zext i32 %986 to i64
  %988 = icmp ugt i32 %986, 7
  br i1 %988, label %996, label %989

989:                                              ; preds = %1011, %984
  %990 = phi i64 [ %987, %984 ], [ %1014, %1011 ]
  %991 = phi ptr [ %822, %984 ], [ %1012, %1011 ]
  %992 = phi ptr [ %985, %984 ], [ %1013, %1011 ]
  %993 = icmp eq i64 %990, 0
  br i1 %993, label %1028, label %994

994:                                              ; preds = %989
  %995 = getelementptr i8, ptr %992, i64 %990
  br label %1016

996:                                              ; preds = %984, %1011
  %997 = phi ptr [ %1013, %1011 ], [ %985, %984 ]
  %998 = phi ptr [ %1012, %1011 ], [ %822, %984 ]
  %999 = phi i64 [ %1014, %1011 ], [ %987, %984 ]
  %1000 = load i64, ptr %998, align 1
  %1001 = load i64, ptr %997, align 1
  %1002 = icmp eq i64 %1000, %1001
  br i1 %1002, label %1011, label %1003

1003:                                             ; preds = %996
  %1004 = xor i64 %1001, %1000
  %1005 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1004, i1 true)
  %1006 = ptrtoint ptr %997 to i64
  %1007 = ptrtoint ptr %985 to i64
  %1008 = sub i64 %1006, %1007
  %1009 = lshr i64 %1005, 3
  %1010 = add i64 %1008, %1009
  br label %1049

1011:                                             ; preds = %996
  %1012 = getelementptr inbounds i8, ptr %998, i64 8
  %1013 = getelementptr inbounds i8, ptr %997, i64 8
  %1014 = add i64 %999, -8
  %1015 = icmp ugt i64 %1014, 7
  br i1 %1015, label %996, label %989, !llvm.loop !29

1016:                                             ; preds = %994, %1023
  %1017 = phi ptr [ %1026, %1023 ], [ %992, %994 ]
  %1018 = phi ptr [ %1025, %1023 ], [ %991, %994 ]
  %1019 = phi i64 [ %1024, %1023 ], [ %990, %994 ]
  %1020 = load i8, ptr %1017, align 1, !tbaa !19
  %1021 = load i8, ptr %1018, align 1, !tbaa !19
  %1022 = icmp eq i8 %1020, %1021
  br i1 %1022, label %1023, label %1028

1023:                                             ; preds = %1016
  %1024 = add nsw i64 %1019, -1
  %1025 = getelementptr inbounds i8, ptr %1018, i64 1
  %1026 = getelementptr inbounds i8, ptr %1017, i64 1
  %1027 = icmp eq i64 %1024, 0
  br i1 %1027, label %1028, label %1016, !llvm.loop !30

1028:                                             ; preds = %1023, %1016, %989
  %1029 = phi ptr [ %992, %989 ], [ %1017, %1016 ], [ %995, %1023 ]
  %1030 = ptrtoint ptr %1029 to i64
  %1031 = ptrtoint ptr %985 to i64
  %1032 = sub i64 %1030, %1031
  br label %1049

1033:                                             ; preds = %974, %1046
  %1034 = phi i64 [ %1047, %1046 ], [ 0, %974 ]
  %1035 = getelementptr inbounds i8, ptr %972, i64 %1034
  %1036 = load i8, ptr %1035, align 1, !tbaa !19
  %1037 = add i8 %1036, -97
  %1038 = icmp ult i8 %1037, 26
  %1039 = getelementptr inbounds i8, ptr %806, i64 %1034
  %1040 = load i8, ptr %1039, align 1, !tbaa !19
  br i1 %1038, label %1041, label %1044

1041:                                             ; preds = %1033
  %1042 = xor i8 %1040, %1036
  %1043 = icmp eq i8 %1042, 32
  br i1 %1043, label %1046, label %1123

1044:                                             ; preds = %1033
  %1045 = icmp eq i8 %1036, %1040
  br i1 %1045, label %1046, label %1123

1046:                                             ; preds = %1044, %1041
  %1047 = add nuw nsw i64 %1034, 1
  %1048 = icmp eq i64 %1047, %837
  br i1 %1048, label %1052, label %1033, !llvm.loop !37

1049:                                             ; preds = %1028, %1003
  %1050 = phi i64 [ %1010, %1003 ], [ %1032, %1028 ]
  %1051 = icmp eq i64 %1050, %987
  br i1 %1051, label %1052, label %1123, !llvm.loop !38

1052:                                             ; preds = %1046, %974, %1049
  %1053 = select i1 %960, i64 30, i64 85
  %1054 = shl i64 %1053, %840
  %1055 = add i64 %1054, %841
  %1056 = add nuw nsw i64 %837, 1
  %1057 = shl i64 %1055, 5
  %1058 = or disjoint i64 %1057, %837
  %1059 = trunc i64 %1058 to i32
  %1060 = getelementptr inbounds i32, ptr %4, i64 %1056
  %1061 = load i32, ptr %1060, align 4, !tbaa !17
  %1062 = tail call i32 @llvm.umin.i32(i32 %1061, i32 %1059)
  store i32 %1062, ptr %1060, align 4, !tbaa !17
  %1063 = add nuw nsw i64 %837, 2
  %1064 = icmp ult i64 %1063, %3
  br i1 %1064, label %1065, label %1123, !llvm.loop !38

1065:                                             ; preds = %1052
  %1066 = getelementptr inbounds i8, ptr %1, i64 %1056
  %1067 = load i8, ptr %1066, align 1, !tbaa !19
  switch i8 %1067, label %1123 [
    i8 32, label %1068
    i8 44, label %1071
    i8 46, label %1088
    i8 61, label %1104
  ]

1068:                                             ; preds = %1065
  %1069 = select i1 %960, i64 15, i64 83
  %1070 = getelementptr inbounds i32, ptr %4, i64 %1063
  br label %1113

1071:                                             ; preds = %1065
  br i1 %960, label %1072, label %1081

1072:                                             ; preds = %1071
  %1073 = shl i64 109, %840
  %1074 = add nuw i64 %1073, %841
  %1075 = shl i64 %1074, 5
  %1076 = or disjoint i64 %1075, %837
  %1077 = trunc i64 %1076 to i32
  %1078 = getelementptr inbounds i32, ptr %4, i64 %1063
  %1079 = load i32, ptr %1078, align 4, !tbaa !17
  %1080 = tail call i32 @llvm.umin.i32(i32 %1079, i32 %1077)
  store i32 %1080, ptr %1078, align 4, !tbaa !17
  br label %1081

1081:                                             ; preds = %1072, %1071
  %1082 = getelementptr inbounds i8, ptr %1066, i64 1
  %1083 = load i8, ptr %1082, align 1, !tbaa !19
  %1084 = icmp eq i8 %1083, 32
  br i1 %1084, label %1085, label %1123

1085:                                             ; preds = %1081
  %1086 = select i1 %960, i64 65, i64 111
  %1087 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

1088:                                             ; preds = %1065
  %1089 = select i1 %960, i64 96, i64 115
  %1090 = shl i64 %1089, %840
  %1091 = add i64 %1090, %841
  %1092 = shl i64 %1091, 5
  %1093 = or disjoint i64 %1092, %837
  %1094 = trunc i64 %1093 to i32
  %1095 = getelementptr inbounds i32, ptr %4, i64 %1063
  %1096 = load i32, ptr %1095, align 4, !tbaa !17
  %1097 = tail call i32 @llvm.umin.i32(i32 %1096, i32 %1094)
  store i32 %1097, ptr %1095, align 4, !tbaa !17
  %1098 = getelementptr inbounds i8, ptr %1066, i64 1
  %1099 = load i8, ptr %1098, align 1, !tbaa !19
  %1100 = icmp eq i8 %1099, 32
  br i1 %1100, label %1101, label %1123

1101:                                             ; preds = %1088
  %1102 = select i1 %960, i64 91, i64 117
  %1103 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

1104:                                             ; preds = %1065
  %1105 = getelementptr inbounds i8, ptr %1066, i64 1
  %1106 = load i8, ptr %1105, align 1, !tbaa !19
  switch i8 %1106, label %1123 [
    i8 34, label %1107
    i8 39, label %1110
  ]

1107:                                             ; preds = %1104
  %1108 = select i1 %960, i64 118, i64 110
  %1109 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

1110:                                             ; preds = %1104
  %1111 = select i1 %960, i64 120, i64 119
  %1112 = getelementptr inbounds i32, ptr %16, i64 %837
  br label %1113

1113:                                             ; preds = %917, %949, %954, %956, %935, %919, %1068, %1101, %1107, %1110, %1085
  %1114 = phi ptr [ %1087, %1085 ], [ %1112, %1110 ], [ %1109, %1107 ], [ %1103, %1101 ], [ %1070, %1068 ], [ %920, %919 ], [ %936, %935 ], [ %957, %956 ], [ %955, %954 ], [ %950, %949 ], [ %918, %917 ]
  %1115 = phi i64 [ %1086, %1085 ], [ %1111, %1110 ], [ %1108, %1107 ], [ %1102, %1101 ], [ %1069, %1068 ], [ %824, %919 ], [ 33, %935 ], [ 98, %956 ], [ 81, %954 ], [ 52, %949 ], [ %825, %917 ]
  %1116 = shl i64 %1115, %840
  %1117 = add i64 %1116, %841
  %1118 = shl i64 %1117, 5
  %1119 = or disjoint i64 %1118, %837
  %1120 = trunc i64 %1119 to i32
  %1121 = load i32, ptr %1114, align 4, !tbaa !17
  %1122 = tail call i32 @llvm.umin.i32(i32 %1121, i32 %1120)
  store i32 %1122, ptr %1114, align 4, !tbaa !17
  br label %1123

1123:                                             ; preds = %1044, %1041, %1113, %976, %980, %959, %844, %1049, %1052, %1104, %1065, %1081, %1088, %899, %902, %951, %922, %923, %937, %921, %958
  %1124 = phi i32 [ %827, %958 ], [ %827, %899 ], [ 1, %902 ], [ 1, %951 ], [ 1, %922 ], [ 1, %923 ], [ 1, %937 ], [ 1, %921 ], [ %827, %1049 ], [ 1, %1052 ], [ 1, %1104 ], [ 1, %1065 ], [ 1, %1081 ], [ 1, %1088 ], [ %827, %844 ], [ %827, %959 ], [ %827, %980 ], [ %827, %976 ], [ 1, %1113 ], [ %827, %1041 ], [ %827, %1044 ]
  br i1 %842, label %1125, label %826

1125:                                             ; preds = %1123, %804, %802
  %1126 = phi i32 [ %800, %802 ], [ %800, %804 ], [ %1124, %1123 ]
  %1127 = icmp eq i64 %3, 5
  br i1 %1127, label %1466, label %1128

1128:                                             ; preds = %1125
  %1129 = getelementptr inbounds i8, ptr %1, i64 1
  %1130 = load i8, ptr %1129, align 1, !tbaa !19
  %1131 = icmp eq i8 %1130, 32
  %1132 = load i8, ptr %1, align 1, !tbaa !19
  br i1 %1131, label %1133, label %1134

1133:                                             ; preds = %1128
  switch i8 %1132, label %1261 [
    i8 101, label %1138
    i8 115, label %1138
    i8 44, label %1138
  ]

1134:                                             ; preds = %1128
  %1135 = icmp eq i8 %1132, -62
  %1136 = icmp eq i8 %1130, -96
  %1137 = and i1 %1136, %1135
  br i1 %1137, label %1138, label %1261

1138:                                             ; preds = %1134, %1133, %1133, %1133
  %1139 = load ptr, ptr %6, align 8, !tbaa !23
  %1140 = getelementptr inbounds i8, ptr %1, i64 2
  %1141 = load i32, ptr %1140, align 1
  %1142 = mul i32 %1141, 506832829
  %1143 = lshr i32 %1142, 17
  %1144 = zext nneg i32 %1143 to i64
  %1145 = getelementptr inbounds i16, ptr %1139, i64 %1144
  %1146 = load i16, ptr %1145, align 2, !tbaa !24
  %1147 = icmp eq i16 %1146, 0
  br i1 %1147, label %1261, label %1148

1148:                                             ; preds = %1138
  %1149 = zext i16 %1146 to i64
  %1150 = getelementptr inbounds i8, ptr %0, i64 48
  %1151 = load ptr, ptr %1150, align 8, !tbaa !26
  %1152 = load ptr, ptr %0, align 8, !tbaa !18
  %1153 = add i64 %3, -2
  %1154 = getelementptr inbounds i8, ptr %1152, i64 32
  %1155 = getelementptr inbounds i8, ptr %1152, i64 168
  br label %1156

1156:                                             ; preds = %1148, %1259
  %1157 = phi i32 [ %1126, %1148 ], [ %1260, %1259 ]
  %1158 = phi i64 [ %1149, %1148 ], [ %1159, %1259 ]
  %1159 = add i64 %1158, 1
  %1160 = getelementptr inbounds %struct.DictWord, ptr %1151, i64 %1158
  %1161 = load i8, ptr %1160, align 2, !tbaa !19
  %1162 = getelementptr inbounds i8, ptr %1160, i64 1
  %1163 = load i8, ptr %1162, align 1, !tbaa !19
  %1164 = getelementptr inbounds i8, ptr %1160, i64 2
  %1165 = load i16, ptr %1164, align 2, !tbaa !24
  %1166 = and i8 %1161, 31
  %1167 = zext nneg i8 %1166 to i64
  %1168 = getelementptr inbounds [32 x i8], ptr %1152, i64 0, i64 %1167
  %1169 = load i8, ptr %1168, align 1, !tbaa !19
  %1170 = zext nneg i8 %1169 to i64
  %1171 = zext i16 %1165 to i64
  %1172 = icmp slt i8 %1161, 0
  %1173 = icmp ne i8 %1163, 0
  %1174 = icmp ult i64 %1153, %1167
  %1175 = or i1 %1173, %1174
  br i1 %1175, label %1259, label %1176

1176:                                             ; preds = %1156
  %1177 = getelementptr inbounds [32 x i32], ptr %1154, i64 0, i64 %1167
  %1178 = load i32, ptr %1177, align 4, !tbaa !17
  %1179 = zext i32 %1178 to i64
  %1180 = mul nuw nsw i64 %1171, %1167
  %1181 = load ptr, ptr %1155, align 8, !tbaa !27
  %1182 = getelementptr inbounds i8, ptr %1181, i64 %1179
  %1183 = getelementptr inbounds i8, ptr %1182, i64 %1180
  %1184 = icmp ugt i8 %1166, 7
  br i1 %1184, label %1192, label %1185

1185:                                             ; preds = %1207, %1176
  %1186 = phi i64 [ %1167, %1176 ], [ %1210, %1207 ]
  %1187 = phi ptr [ %1140, %1176 ], [ %1208, %1207 ]
  %1188 = phi ptr [ %1183, %1176 ], [ %1209, %1207 ]
  %1189 = icmp eq i64 %1186, 0
  br i1 %1189, label %1224, label %1190

1190:                                             ; preds = %1185
  %1191 = getelementptr i8, ptr %1188, i64 %1186
  br label %1212

1192:                                             ; preds = %1176, %1207
  %1193 = phi ptr [ %1209, %1207 ], [ %1183, %1176 ]
  %1194 = phi ptr [ %1208, %1207 ], [ %1140, %1176 ]
  %1195 = phi i64 [ %1210, %1207 ], [ %1167, %1176 ]
  %1196 = load i64, ptr %1194, align 1
  %1197 = load i64, ptr %1193, align 1
  %1198 = icmp eq i64 %1196, %1197
  br i1 %1198, label %1207, label %1199

1199:                                             ; preds = %1192
  %1200 = xor i64 %1197, %1196
  %1201 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1200, i1 true)
  %1202 = ptrtoint ptr %1193 to i64
  %1203 = ptrtoint ptr %1183 to i64
  %1204 = sub i64 %1202, %1203
  %1205 = lshr i64 %1201, 3
  %1206 = add i64 %1204, %1205
  br label %1229

1207:                                             ; preds = %1192
  %1208 = getelementptr inbounds i8, ptr %1194, i64 8
  %1209 = getelementptr inbounds i8, ptr %1193, i64 8
  %1210 = add i64 %1195, -8
  %1211 = icmp ugt i64 %1210, 7
  br i1 %1211, label %1192, label %1185, !llvm.loop !29

1212:                                             ; preds = %1190, %1219
  %1213 = phi ptr [ %1222, %1219 ], [ %1188, %1190 ]
  %1214 = phi ptr [ %1221, %1219 ], [ %1187, %1190 ]
  %1215 = phi i64 [ %1220, %1219 ], [ %1186, %1190 ]
  %1216 = load i8, ptr %1213, align 1, !tbaa !19
  %1217 = load i8, ptr %1214, align 1, !tbaa !19
  %1218 = icmp eq i8 %1216, %1217
  br i1 %1218, label %1219, label %1224

1219:                                             ; preds = %1212
  %1220 = add nsw i64 %1215, -1
  %1221 = getelementptr inbounds i8, ptr %1214, i64 1
  %1222 = getelementptr inbounds i8, ptr %1213, i64 1
  %1223 = icmp eq i64 %1220, 0
  br i1 %1223, label %1224, label %1212, !llvm.loop !30

1224:                                             ; preds = %1219, %1212, %1185
  %1225 = phi ptr [ %1188, %1185 ], [ %1213, %1212 ], [ %1191, %1219 ]
  %1226 = ptrtoint ptr %1225 to i64
  %1227 = ptrtoint ptr %1183 to i64
  %1228 = sub i64 %1226, %1227
  br label %1229

1229:                                             ; preds = %1199, %1224
  %1230 = phi i64 [ %1206, %1199 ], [ %1228, %1224 ]
  %1231 = icmp eq i64 %1230, %1167
  br i1 %1231, label %1232, label %1259

1232:                                             ; preds = %1229
  %1233 = load i8, ptr %1, align 1, !tbaa !19
  %1234 = icmp eq i8 %1233, -62
  br i1 %1234, label %1247, label %1235

1235:                                             ; preds = %1232
  %1236 = add nuw nsw i64 %1167, 2
  %1237 = icmp ult i64 %1236, %3
  br i1 %1237, label %1238, label %1259

1238:                                             ; preds = %1235
  %1239 = getelementptr inbounds i8, ptr %1, i64 %1236
  %1240 = load i8, ptr %1239, align 1, !tbaa !19
  %1241 = icmp eq i8 %1240, 32
  br i1 %1241, label %1242, label %1259

1242:                                             ; preds = %1238
  %1243 = icmp eq i8 %1233, 101
  %1244 = icmp eq i8 %1233, 115
  %1245 = select i1 %1244, i64 7, i64 13
  %1246 = select i1 %1243, i64 18, i64 %1245
  br label %1247

1247:                                             ; preds = %1232, %1242
  %1248 = phi i64 [ %1246, %1242 ], [ 102, %1232 ]
  %1249 = phi i64 [ 12, %1242 ], [ 8, %1232 ]
  %1250 = getelementptr inbounds i8, ptr %4, i64 %1249
  %1251 = shl i64 %1248, %1170
  %1252 = add i64 %1251, %1171
  %1253 = shl i64 %1252, 5
  %1254 = or disjoint i64 %1253, %1167
  %1255 = trunc i64 %1254 to i32
  %1256 = getelementptr inbounds i32, ptr %1250, i64 %1167
  %1257 = load i32, ptr %1256, align 4, !tbaa !17
  %1258 = tail call i32 @llvm.umin.i32(i32 %1257, i32 %1255)
  store i32 %1258, ptr %1256, align 4, !tbaa !17
  br label %1259

1259:                                             ; preds = %1247, %1238, %1235, %1229, %1156
  %1260 = phi i32 [ %1157, %1238 ], [ %1157, %1235 ], [ %1157, %1229 ], [ %1157, %1156 ], [ 1, %1247 ]
  br i1 %1172, label %1261, label %1156, !llvm.loop !39

1261:                                             ; preds = %1259, %1138, %1133, %1134
  %1262 = phi i32 [ %1126, %1134 ], [ %1126, %1133 ], [ %1126, %1138 ], [ %1260, %1259 ]
  %1263 = icmp ugt i64 %3, 8
  br i1 %1263, label %1264, label %1466

1264:                                             ; preds = %1261
  %1265 = load i8, ptr %1, align 1, !tbaa !19
  switch i8 %1265, label %1466 [
    i8 32, label %1266
    i8 46, label %1281
  ]

1266:                                             ; preds = %1264
  %1267 = load i8, ptr %1129, align 1, !tbaa !19
  %1268 = icmp eq i8 %1267, 116
  br i1 %1268, label %1269, label %1466

1269:                                             ; preds = %1266
  %1270 = getelementptr inbounds i8, ptr %1, i64 2
  %1271 = load i8, ptr %1270, align 1, !tbaa !19
  %1272 = icmp eq i8 %1271, 104
  br i1 %1272, label %1273, label %1466

1273:                                             ; preds = %1269
  %1274 = getelementptr inbounds i8, ptr %1, i64 3
  %1275 = load i8, ptr %1274, align 1, !tbaa !19
  %1276 = icmp eq i8 %1275, 101
  br i1 %1276, label %1277, label %1466

1277:                                             ; preds = %1273
  %1278 = getelementptr inbounds i8, ptr %1, i64 4
  %1279 = load i8, ptr %1278, align 1, !tbaa !19
  %1280 = icmp eq i8 %1279, 32
  br i1 %1280, label %1296, label %1466

1281:                                             ; preds = %1264
  %1282 = load i8, ptr %1129, align 1, !tbaa !19
  %1283 = icmp eq i8 %1282, 99
  br i1 %1283, label %1284, label %1466

1284:                                             ; preds = %1281
  %1285 = getelementptr inbounds i8, ptr %1, i64 2
  %1286 = load i8, ptr %1285, align 1, !tbaa !19
  %1287 = icmp eq i8 %1286, 111
  br i1 %1287, label %1288, label %1466

1288:                                             ; preds = %1284
  %1289 = getelementptr inbounds i8, ptr %1, i64 3
  %1290 = load i8, ptr %1289, align 1, !tbaa !19
  %1291 = icmp eq i8 %1290, 109
  br i1 %1291, label %1292, label %1466

1292:                                             ; preds = %1288
  %1293 = getelementptr inbounds i8, ptr %1, i64 4
  %1294 = load i8, ptr %1293, align 1, !tbaa !19
  %1295 = icmp eq i8 %1294, 47
  br i1 %1295, label %1296, label %1466

1296:                                             ; preds = %1292, %1277
  %1297 = load ptr, ptr %6, align 8, !tbaa !23
  %1298 = getelementptr inbounds i8, ptr %1, i64 5
  %1299 = load i32, ptr %1298, align 1
  %1300 = mul i32 %1299, 506832829
  %1301 = lshr i32 %1300, 17
  %1302 = zext nneg i32 %1301 to i64
  %1303 = getelementptr inbounds i16, ptr %1297, i64 %1302
  %1304 = load i16, ptr %1303, align 2, !tbaa !24
  %1305 = icmp eq i16 %1304, 0
  %1306 = getelementptr inbounds i8, ptr %4, i64 36
  %1307 = getelementptr inbounds i8, ptr %4, i64 52
  br i1 %1305, label %1466, label %1308

1308:                                             ; preds = %1296
  %1309 = zext i16 %1304 to i64
  %1310 = getelementptr inbounds i8, ptr %0, i64 48
  %1311 = load ptr, ptr %1310, align 8, !tbaa !26
  %1312 = load ptr, ptr %0, align 8, !tbaa !18
  %1313 = add i64 %3, -5
  %1314 = getelementptr inbounds i8, ptr %1312, i64 32
  %1315 = getelementptr inbounds i8, ptr %1312, i64 168
  br label %1316

1316:                                             ; preds = %1308, %1464
  %1317 = phi i32 [ %1262, %1308 ], [ %1465, %1464 ]
  %1318 = phi i64 [ %1309, %1308 ], [ %1319, %1464 ]
  %1319 = add i64 %1318, 1
  %1320 = getelementptr inbounds %struct.DictWord, ptr %1311, i64 %1318
  %1321 = load i8, ptr %1320, align 2, !tbaa !19
  %1322 = getelementptr inbounds i8, ptr %1320, i64 1
  %1323 = load i8, ptr %1322, align 1, !tbaa !19
  %1324 = getelementptr inbounds i8, ptr %1320, i64 2
  %1325 = load i16, ptr %1324, align 2, !tbaa !24
  %1326 = and i8 %1321, 31
  %1327 = zext nneg i8 %1326 to i64
  %1328 = getelementptr inbounds [32 x i8], ptr %1312, i64 0, i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !19
  %1330 = zext nneg i8 %1329 to i64
  %1331 = zext i16 %1325 to i64
  %1332 = icmp slt i8 %1321, 0
  %1333 = icmp ne i8 %1323, 0
  %1334 = icmp ult i64 %1313, %1327
  %1335 = or i1 %1333, %1334
  br i1 %1335, label %1464, label %1336

1336:                                             ; preds = %1316
  %1337 = getelementptr inbounds [32 x i32], ptr %1314, i64 0, i64 %1327
  %1338 = load i32, ptr %1337, align 4, !tbaa !17
  %1339 = zext i32 %1338 to i64
  %1340 = mul nuw nsw i64 %1331, %1327
  %1341 = load ptr, ptr %1315, align 8, !tbaa !27
  %1342 = getelementptr inbounds i8, ptr %1341, i64 %1339
  %1343 = getelementptr inbounds i8, ptr %1342, i64 %1340
  %1344 = icmp ugt i8 %1326, 7
  br i1 %1344, label %1352, label %1345

1345:                                             ; preds = %1367, %1336
  %1346 = phi i64 [ %1327, %1336 ], [ %1370, %1367 ]
  %1347 = phi ptr [ %1298, %1336 ], [ %1368, %1367 ]
  %1348 = phi ptr [ %1343, %1336 ], [ %1369, %1367 ]
  %1349 = icmp eq i64 %1346, 0
  br i1 %1349, label %1384, label %1350

1350:                                             ; preds = %1345
  %1351 = getelementptr i8, ptr %1348, i64 %1346
  br label %1372

1352:                                             ; preds = %1336, %1367
  %1353 = phi ptr [ %1369, %1367 ], [ %1343, %1336 ]
  %1354 = phi ptr [ %1368, %1367 ], [ %1298, %1336 ]
  %1355 = phi i64 [ %1370, %1367 ], [ %1327, %1336 ]
  %1356 = load i64, ptr %1354, align 1
  %1357 = load i64, ptr %1353, align 1
  %1358 = icmp eq i64 %1356, %1357
  br i1 %1358, label %1367, label %1359

1359:                                             ; preds = %1352
  %1360 = xor i64 %1357, %1356
  %1361 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1360, i1 true)
  %1362 = ptrtoint ptr %1353 to i64
  %1363 = ptrtoint ptr %1343 to i64
  %1364 = sub i64 %1362, %1363
  %1365 = lshr i64 %1361, 3
  %1366 = add i64 %1364, %1365
  br label %1389

1367:                                             ; preds = %1352
  %1368 = getelementptr inbounds i8, ptr %1354, i64 8
  %1369 = getelementptr inbounds i8, ptr %1353, i64 8
  %1370 = add i64 %1355, -8
  %1371 = icmp ugt i64 %1370, 7
  br i1 %1371, label %1352, label %1345, !llvm.loop !29

1372:                                             ; preds = %1350, %1379
  %1373 = phi ptr [ %1382, %1379 ], [ %1348, %1350 ]
  %1374 = phi ptr [ %1381, %1379 ], [ %1347, %1350 ]
  %1375 = phi i64 [ %1380, %1379 ], [ %1346, %1350 ]
  %1376 = load i8, ptr %1373, align 1, !tbaa !19
  %1377 = load i8, ptr %1374, align 1, !tbaa !19
  %1378 = icmp eq i8 %1376, %1377
  br i1 %1378, label %1379, label %1384

1379:                                             ; preds = %1372
  %1380 = add nsw i64 %1375, -1
  %1381 = getelementptr inbounds i8, ptr %1374, i64 1
  %1382 = getelementptr inbounds i8, ptr %1373, i64 1
  %1383 = icmp eq i64 %1380, 0
  br i1 %1383, label %1384, label %1372, !llvm.loop !30

1384:                                             ; preds = %1379, %1372, %1345
  %1385 = phi ptr [ %1348, %1345 ], [ %1373, %1372 ], [ %1351, %1379 ]
  %1386 = ptrtoint ptr %1385 to i64
  %1387 = ptrtoint ptr %1343 to i64
  %1388 = sub i64 %1386, %1387
  br label %1389

1389:                                             ; preds = %1359, %1384
  %1390 = phi i64 [ %1366, %1359 ], [ %1388, %1384 ]
  %1391 = icmp eq i64 %1390, %1327
  br i1 %1391, label %1392, label %1464

1392:                                             ; preds = %1389
  %1393 = load i8, ptr %1, align 1, !tbaa !19
  %1394 = icmp eq i8 %1393, 32
  %1395 = select i1 %1394, i64 41, i64 72
  %1396 = shl i64 %1395, %1330
  %1397 = add i64 %1396, %1331
  %1398 = add nuw nsw i64 %1327, 5
  %1399 = shl i64 %1397, 5
  %1400 = or disjoint i64 %1399, %1327
  %1401 = trunc i64 %1400 to i32
  %1402 = getelementptr inbounds i32, ptr %4, i64 %1398
  %1403 = load i32, ptr %1402, align 4, !tbaa !17
  %1404 = tail call i32 @llvm.umin.i32(i32 %1403, i32 %1401)
  store i32 %1404, ptr %1402, align 4, !tbaa !17
  %1405 = icmp ult i64 %1398, %3
  br i1 %1405, label %1406, label %1464

1406:                                             ; preds = %1392
  %1407 = getelementptr inbounds i8, ptr %1, i64 %1398
  %1408 = load i8, ptr %1, align 1, !tbaa !19
  %1409 = icmp eq i8 %1408, 32
  %1410 = add nuw nsw i64 %1327, 8
  %1411 = icmp ult i64 %1410, %3
  %1412 = select i1 %1409, i1 %1411, i1 false
  br i1 %1412, label %1413, label %1464

1413:                                             ; preds = %1406
  %1414 = load i8, ptr %1407, align 1, !tbaa !19
  %1415 = icmp eq i8 %1414, 32
  br i1 %1415, label %1416, label %1464

1416:                                             ; preds = %1413
  %1417 = getelementptr inbounds i8, ptr %1407, i64 1
  %1418 = load i8, ptr %1417, align 1, !tbaa !19
  %1419 = icmp eq i8 %1418, 111
  br i1 %1419, label %1420, label %1464

1420:                                             ; preds = %1416
  %1421 = getelementptr inbounds i8, ptr %1407, i64 2
  %1422 = load i8, ptr %1421, align 1, !tbaa !19
  %1423 = icmp eq i8 %1422, 102
  br i1 %1423, label %1424, label %1464

1424:                                             ; preds = %1420
  %1425 = getelementptr inbounds i8, ptr %1407, i64 3
  %1426 = load i8, ptr %1425, align 1, !tbaa !19
  %1427 = icmp eq i8 %1426, 32
  br i1 %1427, label %1428, label %1464

1428:                                             ; preds = %1424
  %1429 = shl i64 62, %1330
  %1430 = add nuw i64 %1429, %1331
  %1431 = shl i64 %1430, 5
  %1432 = or disjoint i64 %1431, %1327
  %1433 = trunc i64 %1432 to i32
  %1434 = getelementptr inbounds i32, ptr %1306, i64 %1327
  %1435 = load i32, ptr %1434, align 4, !tbaa !17
  %1436 = tail call i32 @llvm.umin.i32(i32 %1435, i32 %1433)
  store i32 %1436, ptr %1434, align 4, !tbaa !17
  %1437 = add nuw nsw i64 %1327, 12
  %1438 = icmp ult i64 %1437, %3
  br i1 %1438, label %1439, label %1464

1439:                                             ; preds = %1428
  %1440 = getelementptr inbounds i8, ptr %1407, i64 4
  %1441 = load i8, ptr %1440, align 1, !tbaa !19
  %1442 = icmp eq i8 %1441, 116
  br i1 %1442, label %1443, label %1464

1443:                                             ; preds = %1439
  %1444 = getelementptr inbounds i8, ptr %1407, i64 5
  %1445 = load i8, ptr %1444, align 1, !tbaa !19
  %1446 = icmp eq i8 %1445, 104
  br i1 %1446, label %1447, label %1464

1447:                                             ; preds = %1443
  %1448 = getelementptr inbounds i8, ptr %1407, i64 6
  %1449 = load i8, ptr %1448, align 1, !tbaa !19
  %1450 = icmp eq i8 %1449, 101
  br i1 %1450, label %1451, label %1464

1451:                                             ; preds = %1447
  %1452 = getelementptr inbounds i8, ptr %1407, i64 7
  %1453 = load i8, ptr %1452, align 1, !tbaa !19
  %1454 = icmp eq i8 %1453, 32
  br i1 %1454, label %1455, label %1464

1455:                                             ; preds = %1451
  %1456 = shl i64 73, %1330
  %1457 = add nuw i64 %1456, %1331
  %1458 = shl i64 %1457, 5
  %1459 = or disjoint i64 %1458, %1327
  %1460 = trunc i64 %1459 to i32
  %1461 = getelementptr inbounds i32, ptr %1307, i64 %1327
  %1462 = load i32, ptr %1461, align 4, !tbaa !17
  %1463 = tail call i32 @llvm.umin.i32(i32 %1462, i32 %1460)
  store i32 %1463, ptr %1461, align 4, !tbaa !17
  br label %1464

1464:                                             ; preds = %1406, %1428, %1439, %1443, %1447, %1451, %1455, %1424, %1420, %1416, %1413, %1392, %1389, %1316
  %1465 = phi i32 [ 1, %1392 ], [ %1317, %1389 ], [ %1317, %1316 ], [ 1, %1413 ], [ 1, %1416 ], [ 1, %1420 ], [ 1, %1424 ], [ 1, %1455 ], [ 1, %1451 ], [ 1, %1447 ], [ 1, %1443 ], [ 1, %1439 ], [ 1, %1428 ], [ 1, %1406 ]
  br i1 %1332, label %1466, label %1316, !llvm.loop !40

1466:                                             ; preds = %1464, %1296, %1264, %1266, %1269, %1273, %1277, %799, %1125, %1281, %1284, %1288, %1292, %1261
  %1467 = phi i32 [ %1262, %1292 ], [ %1262, %1288 ], [ %1262, %1284 ], [ %1262, %1281 ], [ %1262, %1261 ], [ %1126, %1125 ], [ %800, %799 ], [ %1262, %1277 ], [ %1262, %1273 ], [ %1262, %1269 ], [ %1262, %1266 ], [ %1262, %1264 ], [ %1262, %1296 ], [ %1465, %1464 ]
  ret i32 %1467
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 104}
!6 = !{!"BrotliEncoderDictionary", !7, i64 0, !10, i64 8, !10, i64 12, !11, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !12, i64 56, !10, i64 96, !7, i64 104, !7, i64 112, !7, i64 120, !11, i64 128, !7, i64 136, !11, i64 144, !7, i64 152, !7, i64 160}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!"BrotliTrie", !7, i64 0, !11, i64 8, !11, i64 16, !13, i64 24}
!13 = !{!"BrotliTrieNode", !8, i64 0, !8, i64 1, !8, i64 2, !10, i64 4, !10, i64 8}
!14 = !{!15, !8, i64 4}
!15 = !{!"ContextualEncoderDictionary", !10, i64 0, !8, i64 4, !8, i64 5, !8, i64 72, !11, i64 584, !6, i64 592, !7, i64 760}
!16 = !{!7, !7, i64 0}
!17 = !{!10, !10, i64 0}
!18 = !{!6, !7, i64 0}
!19 = !{!8, !8, i64 0}
!20 = !{!6, !10, i64 8}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!6, !7, i64 40}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !8, i64 0}
!26 = !{!6, !7, i64 48}
!27 = !{!28, !7, i64 168}
!28 = !{!"BrotliDictionary", !8, i64 0, !8, i64 32, !11, i64 160, !7, i64 168}
!29 = distinct !{!29, !22}
!30 = distinct !{!30, !22}
!31 = !{!6, !11, i64 16}
!32 = distinct !{!32, !22, !33, !34}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = !{!"llvm.loop.unroll.runtime.disable"}
!35 = distinct !{!35, !22, !34, !33}
!36 = distinct !{!36, !22}
!37 = distinct !{!37, !22}
!38 = distinct !{!38, !22}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !22}
