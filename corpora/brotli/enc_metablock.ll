; ModuleID = 'c/enc/metablock.c'
source_filename = "c/enc/metablock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.BrotliDistanceParams = type { i32, i32, i32, i32, i64 }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define hidden void @BrotliInitDistanceParams(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  store i32 %1, ptr %0, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %2, ptr %5, align 4, !tbaa !11
  %6 = add i32 %2, 16
  %7 = add i32 %1, 1
  %8 = shl i32 24, %7
  %9 = add i32 %6, %8
  %10 = add i32 %1, 26
  %11 = shl nuw i32 1, %10
  %12 = add i32 %11, %2
  %13 = add i32 %1, 2
  %14 = shl nsw i32 -1, %13
  %15 = add i32 %12, %14
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %68, label %17

17:                                               ; preds = %4
  %18 = icmp ugt i32 %2, 2147483643
  br i1 %18, label %61, label %19

19:                                               ; preds = %17
  %20 = sub nuw nsw i32 2147483644, %2
  %21 = shl nsw i32 -1, %1
  %22 = lshr i32 %20, %1
  %23 = add nuw i32 %22, 4
  br label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ 0, %19 ], [ %28, %24 ]
  %26 = phi i32 [ %23, %19 ], [ %27, %24 ]
  %27 = lshr i32 %26, 1
  %28 = add nuw nsw i32 %25, 1
  %29 = icmp ult i32 %26, 4
  br i1 %29, label %30, label %24, !llvm.loop !12

30:                                               ; preds = %24
  %31 = lshr i32 %23, %25
  %32 = and i32 %31, 1
  %33 = shl nuw i32 %28, 1
  %34 = add i32 %33, -4
  %35 = or disjoint i32 %32, %34
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %54, label %37

37:                                               ; preds = %30
  %38 = xor i32 %21, -1
  %39 = add i32 %35, -1
  %40 = lshr i32 %39, 1
  %41 = add nuw i32 %40, 1
  %42 = and i32 %39, 1
  %43 = shl nuw i32 %42, %41
  %44 = shl i32 %39, %1
  %45 = or i32 %44, %38
  %46 = add nuw i32 %2, 17
  %47 = add i32 %46, %45
  %48 = shl i32 6, %40
  %49 = add i32 %48, -5
  %50 = add i32 %49, %43
  %51 = shl i32 %50, %1
  %52 = sub i32 %2, %21
  %53 = add i32 %52, %51
  br label %54

54:                                               ; preds = %30, %37
  %55 = phi i32 [ %47, %37 ], [ %6, %30 ]
  %56 = phi i32 [ %53, %37 ], [ %2, %30 ]
  %57 = zext i32 %56 to i64
  %58 = shl nuw i64 %57, 32
  %59 = zext i32 %55 to i64
  %60 = or disjoint i64 %58, %59
  br label %61

61:                                               ; preds = %17, %54
  %62 = phi i64 [ %60, %54 ], [ 9223372021822390284, %17 ]
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %62, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = shl i32 62, %7
  %67 = add i32 %6, %66
  br label %68

68:                                               ; preds = %61, %4
  %69 = phi i32 [ %65, %61 ], [ %15, %4 ]
  %70 = phi i32 [ %63, %61 ], [ %9, %4 ]
  %71 = phi i32 [ %67, %61 ], [ %9, %4 ]
  %72 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %71, ptr %72, align 8, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %70, ptr %73, align 4, !tbaa !15
  %74 = zext i32 %69 to i64
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %74, ptr %75, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden void @BrotliBuildMetaBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i8 noundef zeroext %5, i8 noundef zeroext %6, ptr noundef %7, i64 noundef %8, i32 noundef %9, ptr noundef %10) local_unnamed_addr #2 {
  %12 = alloca %struct.BrotliDistanceParams, align 8
  %13 = alloca %struct.BrotliDistanceParams, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #8
  %16 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #8
  %17 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 2192) #8
  %18 = getelementptr inbounds i8, ptr %4, i64 36
  %19 = getelementptr inbounds i8, ptr %13, i64 4
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  %22 = getelementptr inbounds i8, ptr %13, i64 16
  %23 = load i32, ptr %12, align 8
  %24 = getelementptr inbounds i8, ptr %12, i64 4
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %11, %114
  %27 = phi double [ 0x547D42AEA2879F2E, %11 ], [ %116, %114 ]
  %28 = phi i32 [ 1, %11 ], [ %117, %114 ]
  %29 = phi i32 [ 0, %11 ], [ %119, %114 ]
  %30 = phi i32 [ 0, %11 ], [ %120, %114 ]
  %31 = icmp ult i32 %29, 16
  br i1 %31, label %32, label %114

32:                                               ; preds = %26
  %33 = shl nuw nsw i32 48, %30
  %34 = shl nsw i32 -1, %30
  %35 = xor i32 %34, -1
  %36 = shl nuw nsw i32 124, %30
  %37 = icmp eq i32 %30, %23
  br label %38

38:                                               ; preds = %32, %111
  %39 = phi double [ %27, %32 ], [ %108, %111 ]
  %40 = phi i32 [ %28, %32 ], [ %104, %111 ]
  %41 = phi i32 [ %29, %32 ], [ %112, %111 ]
  %42 = shl nuw nsw i32 %41, %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #8
  %43 = load i32, ptr %18, align 4, !tbaa !20
  store i32 %30, ptr %13, align 8, !tbaa !5
  store i32 %42, ptr %19, align 4, !tbaa !11
  %44 = add nuw nsw i32 %42, 16
  %45 = add nuw nsw i32 %44, %33
  %46 = add nuw nsw i32 %41, 67108860
  %47 = shl nuw nsw i32 %46, %30
  %48 = icmp eq i32 %43, 0
  br i1 %48, label %97, label %49

49:                                               ; preds = %38
  %50 = icmp ugt i32 %42, 2147483643
  br i1 %50, label %91, label %51

51:                                               ; preds = %49
  %52 = sub nuw nsw i32 2147483644, %42
  %53 = lshr i32 %52, %30
  %54 = add nuw i32 %53, 4
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi i32 [ 0, %51 ], [ %59, %55 ]
  %57 = phi i32 [ %54, %51 ], [ %58, %55 ]
  %58 = lshr i32 %57, 1
  %59 = add nuw nsw i32 %56, 1
  %60 = icmp ult i32 %57, 4
  br i1 %60, label %61, label %55, !llvm.loop !12

61:                                               ; preds = %55
  %62 = lshr i32 %54, %56
  %63 = and i32 %62, 1
  %64 = shl nuw i32 %59, 1
  %65 = add i32 %64, -4
  %66 = or disjoint i32 %65, %63
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %84, label %68

68:                                               ; preds = %61
  %69 = add i32 %66, -1
  %70 = lshr i32 %69, 1
  %71 = add nuw i32 %70, 1
  %72 = and i32 %69, 1
  %73 = shl nuw i32 %72, %71
  %74 = shl i32 %69, %30
  %75 = or i32 %74, %35
  %76 = add nuw nsw i32 %42, 17
  %77 = add i32 %76, %75
  %78 = shl i32 6, %70
  %79 = add i32 %78, -5
  %80 = add i32 %79, %73
  %81 = shl i32 %80, %30
  %82 = sub i32 %42, %34
  %83 = add i32 %82, %81
  br label %84

84:                                               ; preds = %68, %61
  %85 = phi i32 [ %77, %68 ], [ %44, %61 ]
  %86 = phi i32 [ %83, %68 ], [ %42, %61 ]
  %87 = zext i32 %86 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %85 to i64
  %90 = or disjoint i64 %88, %89
  br label %91

91:                                               ; preds = %84, %49
  %92 = phi i64 [ %90, %84 ], [ 9223372021822390284, %49 ]
  %93 = trunc i64 %92 to i32
  %94 = lshr i64 %92, 32
  %95 = trunc nuw i64 %94 to i32
  %96 = add nuw nsw i32 %44, %36
  br label %97

97:                                               ; preds = %38, %91
  %98 = phi i32 [ %95, %91 ], [ %47, %38 ]
  %99 = phi i32 [ %93, %91 ], [ %45, %38 ]
  %100 = phi i32 [ %96, %91 ], [ %45, %38 ]
  store i32 %100, ptr %20, align 8, !tbaa !14
  store i32 %99, ptr %21, align 4, !tbaa !15
  %101 = zext i32 %98 to i64
  store i64 %101, ptr %22, align 8, !tbaa !16
  %102 = icmp eq i32 %42, %25
  %103 = select i1 %37, i1 %102, i1 false
  %104 = select i1 %103, i32 0, i32 %40
  %105 = call fastcc i32 @ComputeDistanceCost(ptr noundef %7, i64 noundef %8, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef %17)
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %97
  %108 = load double, ptr %14, align 8, !tbaa !30
  %109 = fcmp ogt double %108, %39
  br i1 %109, label %110, label %111

110:                                              ; preds = %107, %97
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #8
  br label %114

111:                                              ; preds = %107
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #8
  %112 = add nuw i32 %41, 1
  %113 = icmp eq i32 %112, 16
  br i1 %113, label %114, label %38, !llvm.loop !32

114:                                              ; preds = %111, %26, %110
  %115 = phi i32 [ %41, %110 ], [ %29, %26 ], [ 16, %111 ]
  %116 = phi double [ %39, %110 ], [ %27, %26 ], [ %108, %111 ]
  %117 = phi i32 [ %104, %110 ], [ %28, %26 ], [ %104, %111 ]
  %118 = tail call i32 @llvm.usub.sat.i32(i32 %115, i32 1)
  %119 = lshr i32 %118, 1
  %120 = add nuw nsw i32 %30, 1
  %121 = icmp eq i32 %120, 4
  br i1 %121, label %122, label %26, !llvm.loop !33

122:                                              ; preds = %114
  %123 = icmp eq i32 %117, 0
  br i1 %123, label %130, label %124

124:                                              ; preds = %122
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #8
  %125 = call fastcc i32 @ComputeDistanceCost(ptr noundef %7, i64 noundef %8, ptr noundef nonnull %12, ptr noundef nonnull %12, ptr noundef nonnull %15, ptr noundef %17)
  %126 = load double, ptr %15, align 8, !tbaa !30
  %127 = fcmp olt double %126, %116
  br i1 %127, label %128, label %129

128:                                              ; preds = %124
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !17
  br label %129

129:                                              ; preds = %128, %124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #8
  br label %130

130:                                              ; preds = %129, %122
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %17) #8
  %131 = load i32, ptr %16, align 8, !tbaa !5
  %132 = icmp eq i32 %23, %131
  br i1 %132, label %133, label %139

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %4, i64 60
  %135 = load i32, ptr %134, align 4, !tbaa !11
  %136 = icmp ne i32 %25, %135
  %137 = icmp ne i64 %8, 0
  %138 = and i1 %137, %136
  br i1 %138, label %141, label %227

139:                                              ; preds = %130
  %140 = icmp eq i64 %8, 0
  br i1 %140, label %227, label %141

141:                                              ; preds = %139, %133
  %142 = getelementptr inbounds i8, ptr %4, i64 60
  %143 = add i32 %25, 16
  %144 = shl nsw i32 -1, %23
  %145 = xor i32 %144, -1
  br label %146

146:                                              ; preds = %224, %141
  %147 = phi i64 [ 0, %141 ], [ %225, %224 ]
  %148 = getelementptr inbounds %struct.Command, ptr %7, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 4
  %150 = load i32, ptr %149, align 4, !tbaa !34
  %151 = and i32 %150, 33554431
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %224, label %153

153:                                              ; preds = %146
  %154 = getelementptr inbounds i8, ptr %148, i64 12
  %155 = load i16, ptr %154, align 4, !tbaa !37
  %156 = icmp ugt i16 %155, 127
  br i1 %156, label %157, label %224

157:                                              ; preds = %153
  %158 = getelementptr inbounds i8, ptr %148, i64 14
  %159 = load i16, ptr %158, align 2, !tbaa !38
  %160 = zext i16 %159 to i32
  %161 = and i32 %160, 1023
  %162 = icmp ult i32 %161, %143
  br i1 %162, label %179, label %163

163:                                              ; preds = %157
  %164 = lshr i32 %160, 10
  %165 = getelementptr inbounds i8, ptr %148, i64 8
  %166 = load i32, ptr %165, align 4, !tbaa !39
  %167 = sub nsw i32 %161, %25
  %168 = add nsw i32 %167, -16
  %169 = lshr i32 %168, %23
  %170 = and i32 %168, %145
  %171 = and i32 %169, 1
  %172 = or disjoint i32 %171, 2
  %173 = shl i32 %172, %164
  %174 = add i32 %173, -4
  %175 = add i32 %174, %166
  %176 = shl i32 %175, %23
  %177 = add i32 %170, %143
  %178 = add i32 %177, %176
  br label %179

179:                                              ; preds = %163, %157
  %180 = phi i32 [ %178, %163 ], [ %161, %157 ]
  %181 = zext i32 %180 to i64
  %182 = load i32, ptr %142, align 4, !tbaa !11
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i8, ptr %148, i64 8
  %185 = add nuw nsw i64 %183, 16
  %186 = icmp ugt i64 %185, %181
  br i1 %186, label %187, label %189

187:                                              ; preds = %179
  %188 = trunc i32 %180 to i16
  br label %221

189:                                              ; preds = %179
  %190 = load i32, ptr %16, align 8, !tbaa !5
  %191 = zext i32 %190 to i64
  %192 = shl nuw i64 4, %191
  %193 = add nsw i64 %181, -16
  %194 = sub nsw i64 %193, %183
  %195 = add i64 %194, %192
  %196 = trunc i64 %195 to i32
  %197 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %196, i1 true)
  %198 = sub nsw i32 30, %197
  %199 = zext i32 %198 to i64
  %200 = shl nsw i32 -1, %190
  %201 = xor i32 %200, -1
  %202 = zext nneg i32 %201 to i64
  %203 = and i64 %195, %202
  %204 = lshr i64 %195, %199
  %205 = and i64 %204, 1
  %206 = or disjoint i64 %205, 2
  %207 = shl i64 %206, %199
  %208 = sub nsw i64 %199, %191
  %209 = shl nsw i64 %208, 10
  %210 = shl nsw i64 %208, 1
  %211 = add nsw i64 %210, 65534
  %212 = or disjoint i64 %211, %205
  %213 = shl i64 %212, %191
  %214 = add nuw nsw i64 %203, %185
  %215 = add i64 %214, %213
  %216 = or i64 %215, %209
  %217 = trunc i64 %216 to i16
  %218 = sub i64 %195, %207
  %219 = lshr i64 %218, %191
  %220 = trunc i64 %219 to i32
  br label %221

221:                                              ; preds = %189, %187
  %222 = phi i16 [ %188, %187 ], [ %217, %189 ]
  %223 = phi i32 [ 0, %187 ], [ %220, %189 ]
  store i16 %222, ptr %158, align 2
  store i32 %223, ptr %184, align 4, !tbaa !18
  br label %224

224:                                              ; preds = %221, %153, %146
  %225 = add nuw i64 %147, 1
  %226 = icmp eq i64 %225, %8
  br i1 %226, label %227, label %146, !llvm.loop !40

227:                                              ; preds = %224, %133, %139
  %228 = getelementptr inbounds i8, ptr %10, i64 48
  %229 = getelementptr inbounds i8, ptr %10, i64 96
  tail call void @BrotliSplitBlock(ptr noundef %0, ptr noundef %7, i64 noundef %8, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %10, ptr noundef nonnull %228, ptr noundef nonnull %229) #8
  %230 = getelementptr inbounds i8, ptr %4, i64 32
  %231 = load i32, ptr %230, align 8, !tbaa !41
  %232 = icmp eq i32 %231, 0
  %233 = load i64, ptr %10, align 8, !tbaa !42
  br i1 %232, label %234, label %262

234:                                              ; preds = %227
  %235 = icmp eq i64 %233, 0
  br i1 %235, label %262, label %236

236:                                              ; preds = %234
  %237 = shl i64 %233, 2
  %238 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %237) #8
  %239 = load i64, ptr %10, align 8, !tbaa !42
  %240 = icmp eq i64 %239, 0
  br i1 %240, label %262, label %241

241:                                              ; preds = %236
  %242 = icmp ult i64 %239, 8
  br i1 %242, label %255, label %243

243:                                              ; preds = %241
  %244 = and i64 %239, -8
  %245 = insertelement <4 x i32> poison, i32 %9, i64 0
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %247

247:                                              ; preds = %247, %243
  %248 = phi i64 [ 0, %243 ], [ %251, %247 ]
  %249 = getelementptr inbounds i32, ptr %238, i64 %248
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  store <4 x i32> %246, ptr %249, align 4, !tbaa !18
  store <4 x i32> %246, ptr %250, align 4, !tbaa !18
  %251 = add nuw i64 %248, 8
  %252 = icmp eq i64 %251, %244
  br i1 %252, label %253, label %247, !llvm.loop !45

253:                                              ; preds = %247
  %254 = icmp eq i64 %239, %244
  br i1 %254, label %262, label %255

255:                                              ; preds = %253, %241
  %256 = phi i64 [ 0, %241 ], [ %244, %253 ]
  br label %257

257:                                              ; preds = %255, %257
  %258 = phi i64 [ %260, %257 ], [ %256, %255 ]
  %259 = getelementptr inbounds i32, ptr %238, i64 %258
  store i32 %9, ptr %259, align 4, !tbaa !18
  %260 = add nuw i64 %258, 1
  %261 = icmp eq i64 %260, %239
  br i1 %261, label %262, label %257, !llvm.loop !48

262:                                              ; preds = %257, %253, %234, %236, %227
  %263 = phi i64 [ %233, %227 ], [ 0, %236 ], [ 0, %234 ], [ %239, %253 ], [ %239, %257 ]
  %264 = phi ptr [ null, %227 ], [ %238, %236 ], [ null, %234 ], [ %238, %253 ], [ %238, %257 ]
  %265 = phi i64 [ 1, %227 ], [ 64, %236 ], [ 64, %234 ], [ 64, %253 ], [ 64, %257 ]
  %266 = mul i64 %263, %265
  %267 = icmp eq i64 %266, 0
  br i1 %267, label %303, label %268

268:                                              ; preds = %262
  %269 = mul i64 %266, 1040
  %270 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %269) #8
  %271 = and i64 %266, 3
  %272 = icmp ult i64 %266, 4
  br i1 %272, label %292, label %273

273:                                              ; preds = %268
  %274 = and i64 %266, -4
  br label %275

275:                                              ; preds = %275, %273
  %276 = phi i64 [ 0, %273 ], [ %289, %275 ]
  %277 = phi i64 [ 0, %273 ], [ %290, %275 ]
  %278 = getelementptr inbounds %struct.HistogramLiteral, ptr %270, i64 %276
  %279 = getelementptr inbounds i8, ptr %278, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %278, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %279, align 8, !tbaa !49
  %280 = or disjoint i64 %276, 1
  %281 = getelementptr inbounds %struct.HistogramLiteral, ptr %270, i64 %280
  %282 = getelementptr inbounds i8, ptr %281, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %281, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %282, align 8, !tbaa !49
  %283 = or disjoint i64 %276, 2
  %284 = getelementptr inbounds %struct.HistogramLiteral, ptr %270, i64 %283
  %285 = getelementptr inbounds i8, ptr %284, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %284, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %285, align 8, !tbaa !49
  %286 = or disjoint i64 %276, 3
  %287 = getelementptr inbounds %struct.HistogramLiteral, ptr %270, i64 %286
  %288 = getelementptr inbounds i8, ptr %287, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %287, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %288, align 8, !tbaa !49
  %289 = add nuw i64 %276, 4
  %290 = add i64 %277, 4
  %291 = icmp eq i64 %290, %274
  br i1 %291, label %292, label %275, !llvm.loop !51

292:                                              ; preds = %275, %268
  %293 = phi i64 [ 0, %268 ], [ %289, %275 ]
  %294 = icmp eq i64 %271, 0
  br i1 %294, label %303, label %295

295:                                              ; preds = %292, %295
  %296 = phi i64 [ %300, %295 ], [ %293, %292 ]
  %297 = phi i64 [ %301, %295 ], [ 0, %292 ]
  %298 = getelementptr inbounds %struct.HistogramLiteral, ptr %270, i64 %296
  %299 = getelementptr inbounds i8, ptr %298, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %298, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %299, align 8, !tbaa !49
  %300 = add nuw i64 %296, 1
  %301 = add i64 %297, 1
  %302 = icmp eq i64 %301, %271
  br i1 %302, label %303, label %295, !llvm.loop !52

303:                                              ; preds = %292, %295, %262
  %304 = phi ptr [ null, %262 ], [ %270, %295 ], [ %270, %292 ]
  %305 = load i64, ptr %229, align 8, !tbaa !54
  %306 = shl i64 %305, 2
  %307 = icmp eq i64 %306, 0
  br i1 %307, label %326, label %308

308:                                              ; preds = %303
  %309 = mul i64 %305, 8768
  %310 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %309) #8
  br label %311

311:                                              ; preds = %311, %308
  %312 = phi i64 [ 0, %308 ], [ %324, %311 ]
  %313 = getelementptr inbounds %struct.HistogramDistance, ptr %310, i64 %312
  %314 = getelementptr inbounds i8, ptr %313, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %313, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %314, align 8, !tbaa !55
  %315 = or disjoint i64 %312, 1
  %316 = getelementptr inbounds %struct.HistogramDistance, ptr %310, i64 %315
  %317 = getelementptr inbounds i8, ptr %316, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %316, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %317, align 8, !tbaa !55
  %318 = or disjoint i64 %312, 2
  %319 = getelementptr inbounds %struct.HistogramDistance, ptr %310, i64 %318
  %320 = getelementptr inbounds i8, ptr %319, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %319, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %320, align 8, !tbaa !55
  %321 = or disjoint i64 %312, 3
  %322 = getelementptr inbounds %struct.HistogramDistance, ptr %310, i64 %321
  %323 = getelementptr inbounds i8, ptr %322, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %322, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %323, align 8, !tbaa !55
  %324 = add nuw i64 %312, 4
  %325 = icmp eq i64 %324, %306
  br i1 %325, label %326, label %311, !llvm.loop !57

326:                                              ; preds = %311, %303
  %327 = phi ptr [ null, %303 ], [ %310, %311 ]
  %328 = load i64, ptr %228, align 8, !tbaa !58
  %329 = getelementptr inbounds i8, ptr %10, i64 200
  store i64 %328, ptr %329, align 8, !tbaa !59
  %330 = icmp eq i64 %328, 0
  br i1 %330, label %331, label %333

331:                                              ; preds = %326
  %332 = getelementptr inbounds i8, ptr %10, i64 192
  store ptr null, ptr %332, align 8, !tbaa !60
  br label %374

333:                                              ; preds = %326
  %334 = mul i64 %328, 2832
  %335 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %334) #8
  %336 = load i64, ptr %329, align 8, !tbaa !59
  %337 = getelementptr inbounds i8, ptr %10, i64 192
  store ptr %335, ptr %337, align 8, !tbaa !60
  %338 = icmp eq i64 %336, 0
  br i1 %338, label %374, label %339

339:                                              ; preds = %333
  %340 = and i64 %336, 3
  %341 = icmp ult i64 %336, 4
  br i1 %341, label %361, label %342

342:                                              ; preds = %339
  %343 = and i64 %336, -4
  br label %344

344:                                              ; preds = %344, %342
  %345 = phi i64 [ 0, %342 ], [ %358, %344 ]
  %346 = phi i64 [ 0, %342 ], [ %359, %344 ]
  %347 = getelementptr inbounds %struct.HistogramCommand, ptr %335, i64 %345
  %348 = getelementptr inbounds i8, ptr %347, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %347, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %348, align 8, !tbaa !61
  %349 = or disjoint i64 %345, 1
  %350 = getelementptr inbounds %struct.HistogramCommand, ptr %335, i64 %349
  %351 = getelementptr inbounds i8, ptr %350, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %350, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %351, align 8, !tbaa !61
  %352 = or disjoint i64 %345, 2
  %353 = getelementptr inbounds %struct.HistogramCommand, ptr %335, i64 %352
  %354 = getelementptr inbounds i8, ptr %353, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %353, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %354, align 8, !tbaa !61
  %355 = or disjoint i64 %345, 3
  %356 = getelementptr inbounds %struct.HistogramCommand, ptr %335, i64 %355
  %357 = getelementptr inbounds i8, ptr %356, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %356, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %357, align 8, !tbaa !61
  %358 = add nuw i64 %345, 4
  %359 = add i64 %346, 4
  %360 = icmp eq i64 %359, %343
  br i1 %360, label %361, label %344, !llvm.loop !63

361:                                              ; preds = %344, %339
  %362 = phi i64 [ 0, %339 ], [ %358, %344 ]
  %363 = icmp eq i64 %340, 0
  br i1 %363, label %372, label %364

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %369, %364 ], [ %362, %361 ]
  %366 = phi i64 [ %370, %364 ], [ 0, %361 ]
  %367 = getelementptr inbounds %struct.HistogramCommand, ptr %335, i64 %365
  %368 = getelementptr inbounds i8, ptr %367, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %367, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %368, align 8, !tbaa !61
  %369 = add nuw i64 %365, 1
  %370 = add i64 %366, 1
  %371 = icmp eq i64 %370, %340
  br i1 %371, label %372, label %364, !llvm.loop !64

372:                                              ; preds = %364, %361
  %373 = load ptr, ptr %337, align 8, !tbaa !60
  br label %374

374:                                              ; preds = %331, %372, %333
  %375 = phi ptr [ %373, %372 ], [ %335, %333 ], [ null, %331 ]
  tail call void @BrotliBuildHistogramsWithContext(ptr noundef %7, i64 noundef %8, ptr noundef nonnull %10, ptr noundef nonnull %228, ptr noundef nonnull %229, ptr noundef %1, i64 noundef %2, i64 noundef %3, i8 noundef zeroext %5, i8 noundef zeroext %6, ptr noundef %264, ptr noundef %304, ptr noundef %375, ptr noundef %327) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %264) #8
  %376 = load i64, ptr %10, align 8, !tbaa !42
  %377 = shl i64 %376, 6
  %378 = getelementptr inbounds i8, ptr %10, i64 152
  store i64 %377, ptr %378, align 8, !tbaa !65
  %379 = icmp eq i64 %377, 0
  br i1 %379, label %380, label %383

380:                                              ; preds = %374
  %381 = getelementptr inbounds i8, ptr %10, i64 144
  store ptr null, ptr %381, align 8, !tbaa !66
  %382 = getelementptr inbounds i8, ptr %10, i64 184
  store i64 0, ptr %382, align 8, !tbaa !67
  br label %394

383:                                              ; preds = %374
  %384 = shl i64 %376, 8
  %385 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %384) #8
  %386 = load i64, ptr %378, align 8, !tbaa !65
  %387 = getelementptr inbounds i8, ptr %10, i64 144
  store ptr %385, ptr %387, align 8, !tbaa !66
  %388 = getelementptr inbounds i8, ptr %10, i64 184
  store i64 %386, ptr %388, align 8, !tbaa !67
  %389 = icmp eq i64 %386, 0
  br i1 %389, label %394, label %390

390:                                              ; preds = %383
  %391 = mul i64 %386, 1040
  %392 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %391) #8
  %393 = load ptr, ptr %387, align 8, !tbaa !66
  br label %394

394:                                              ; preds = %380, %383, %390
  %395 = phi ptr [ %393, %390 ], [ %385, %383 ], [ null, %380 ]
  %396 = phi ptr [ %388, %390 ], [ %388, %383 ], [ %382, %380 ]
  %397 = phi ptr [ %387, %390 ], [ %387, %383 ], [ %381, %380 ]
  %398 = phi ptr [ %392, %390 ], [ null, %383 ], [ null, %380 ]
  %399 = getelementptr inbounds i8, ptr %10, i64 176
  store ptr %398, ptr %399, align 8, !tbaa !68
  tail call void @BrotliClusterHistogramsLiteral(ptr noundef %0, ptr noundef %304, i64 noundef %266, i64 noundef 256, ptr noundef %398, ptr noundef nonnull %396, ptr noundef %395) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %304) #8
  %400 = load i32, ptr %230, align 8, !tbaa !41
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %432, label %402

402:                                              ; preds = %394
  %403 = load i64, ptr %10, align 8, !tbaa !42
  %404 = icmp eq i64 %403, 0
  br i1 %404, label %432, label %405

405:                                              ; preds = %402
  %406 = load ptr, ptr %397, align 8, !tbaa !66
  br label %407

407:                                              ; preds = %405, %407
  %408 = phi i64 [ %403, %405 ], [ %409, %407 ]
  %409 = add i64 %408, -1
  %410 = getelementptr inbounds i32, ptr %406, i64 %409
  %411 = load i32, ptr %410, align 4, !tbaa !18
  %412 = insertelement <4 x i32> poison, i32 %411, i64 0
  %413 = shufflevector <4 x i32> %412, <4 x i32> poison, <4 x i32> zeroinitializer
  %414 = shl i64 %409, 8
  %415 = getelementptr i8, ptr %406, i64 %414
  %416 = getelementptr i8, ptr %415, i64 16
  store <4 x i32> %413, ptr %415, align 4, !tbaa !18
  store <4 x i32> %413, ptr %416, align 4, !tbaa !18
  %417 = getelementptr i8, ptr %415, i64 32
  %418 = getelementptr i8, ptr %415, i64 48
  store <4 x i32> %413, ptr %417, align 4, !tbaa !18
  store <4 x i32> %413, ptr %418, align 4, !tbaa !18
  %419 = getelementptr i8, ptr %415, i64 64
  %420 = getelementptr i8, ptr %415, i64 80
  store <4 x i32> %413, ptr %419, align 4, !tbaa !18
  store <4 x i32> %413, ptr %420, align 4, !tbaa !18
  %421 = getelementptr i8, ptr %415, i64 96
  %422 = getelementptr i8, ptr %415, i64 112
  store <4 x i32> %413, ptr %421, align 4, !tbaa !18
  store <4 x i32> %413, ptr %422, align 4, !tbaa !18
  %423 = getelementptr i8, ptr %415, i64 128
  %424 = getelementptr i8, ptr %415, i64 144
  store <4 x i32> %413, ptr %423, align 4, !tbaa !18
  store <4 x i32> %413, ptr %424, align 4, !tbaa !18
  %425 = getelementptr i8, ptr %415, i64 160
  %426 = getelementptr i8, ptr %415, i64 176
  store <4 x i32> %413, ptr %425, align 4, !tbaa !18
  store <4 x i32> %413, ptr %426, align 4, !tbaa !18
  %427 = getelementptr i8, ptr %415, i64 192
  %428 = getelementptr i8, ptr %415, i64 208
  store <4 x i32> %413, ptr %427, align 4, !tbaa !18
  store <4 x i32> %413, ptr %428, align 4, !tbaa !18
  %429 = getelementptr i8, ptr %415, i64 224
  %430 = getelementptr i8, ptr %415, i64 240
  store <4 x i32> %413, ptr %429, align 4, !tbaa !18
  store <4 x i32> %413, ptr %430, align 4, !tbaa !18
  %431 = icmp eq i64 %409, 0
  br i1 %431, label %432, label %407, !llvm.loop !69

432:                                              ; preds = %407, %402, %394
  %433 = load i64, ptr %229, align 8, !tbaa !54
  %434 = shl i64 %433, 2
  %435 = getelementptr inbounds i8, ptr %10, i64 168
  store i64 %434, ptr %435, align 8, !tbaa !70
  %436 = icmp eq i64 %434, 0
  br i1 %436, label %437, label %440

437:                                              ; preds = %432
  %438 = getelementptr inbounds i8, ptr %10, i64 160
  store ptr null, ptr %438, align 8, !tbaa !71
  %439 = getelementptr inbounds i8, ptr %10, i64 216
  store i64 0, ptr %439, align 8, !tbaa !72
  br label %452

440:                                              ; preds = %432
  %441 = shl i64 %433, 4
  %442 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %441) #8
  %443 = load i64, ptr %435, align 8, !tbaa !70
  %444 = getelementptr inbounds i8, ptr %10, i64 160
  store ptr %442, ptr %444, align 8, !tbaa !71
  %445 = getelementptr inbounds i8, ptr %10, i64 216
  store i64 %443, ptr %445, align 8, !tbaa !72
  %446 = icmp eq i64 %443, 0
  br i1 %446, label %452, label %447

447:                                              ; preds = %440
  %448 = mul i64 %443, 2192
  %449 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %448) #8
  %450 = load i64, ptr %435, align 8, !tbaa !70
  %451 = load ptr, ptr %444, align 8, !tbaa !71
  br label %452

452:                                              ; preds = %437, %440, %447
  %453 = phi ptr [ %451, %447 ], [ %442, %440 ], [ null, %437 ]
  %454 = phi i64 [ %450, %447 ], [ 0, %440 ], [ 0, %437 ]
  %455 = phi ptr [ %445, %447 ], [ %445, %440 ], [ %439, %437 ]
  %456 = phi ptr [ %449, %447 ], [ null, %440 ], [ null, %437 ]
  %457 = getelementptr inbounds i8, ptr %10, i64 208
  store ptr %456, ptr %457, align 8, !tbaa !73
  tail call void @BrotliClusterHistogramsDistance(ptr noundef %0, ptr noundef %327, i64 noundef %454, i64 noundef 256, ptr noundef %456, ptr noundef nonnull %455, ptr noundef %453) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %327) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc noundef i32 @ComputeDistanceCost(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5) unnamed_addr #2 {
  %7 = getelementptr inbounds i8, ptr %5, i64 2176
  %8 = getelementptr inbounds i8, ptr %5, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %5, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %8, align 8, !tbaa !55
  %9 = load i32, ptr %2, align 8, !tbaa !5
  %10 = load i32, ptr %3, align 8, !tbaa !5
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %3, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !11
  %17 = icmp ne i32 %14, %16
  br label %18

18:                                               ; preds = %12, %6
  %19 = phi i1 [ true, %6 ], [ %17, %12 ]
  %20 = icmp eq i64 %1, 0
  br i1 %20, label %121, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = getelementptr inbounds i8, ptr %3, i64 4
  br label %25

25:                                               ; preds = %21, %116
  %26 = phi i64 [ 0, %21 ], [ %117, %116 ]
  %27 = phi i64 [ 0, %21 ], [ %119, %116 ]
  %28 = phi double [ 0.000000e+00, %21 ], [ %118, %116 ]
  %29 = getelementptr inbounds %struct.Command, ptr %0, i64 %27
  %30 = getelementptr inbounds i8, ptr %29, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !34
  %32 = and i32 %31, 33554431
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %116, label %34

34:                                               ; preds = %25
  %35 = getelementptr inbounds i8, ptr %29, i64 12
  %36 = load i16, ptr %35, align 4, !tbaa !37
  %37 = icmp ugt i16 %36, 127
  br i1 %37, label %38, label %116

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %29, i64 14
  %40 = load i16, ptr %39, align 2, !tbaa !38
  br i1 %19, label %41, label %105

41:                                               ; preds = %38
  %42 = zext i16 %40 to i32
  %43 = and i32 %42, 1023
  %44 = load i32, ptr %22, align 4, !tbaa !11
  %45 = add i32 %44, 16
  %46 = icmp ult i32 %43, %45
  br i1 %46, label %66, label %47

47:                                               ; preds = %41
  %48 = lshr i32 %42, 10
  %49 = getelementptr inbounds i8, ptr %29, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !39
  %51 = load i32, ptr %2, align 8, !tbaa !5
  %52 = shl nsw i32 -1, %51
  %53 = xor i32 %52, -1
  %54 = sub nsw i32 %43, %44
  %55 = add nsw i32 %54, -16
  %56 = lshr i32 %55, %51
  %57 = and i32 %55, %53
  %58 = and i32 %56, 1
  %59 = or disjoint i32 %58, 2
  %60 = shl i32 %59, %48
  %61 = add i32 %50, -4
  %62 = add i32 %61, %60
  %63 = shl i32 %62, %51
  %64 = add i32 %45, %57
  %65 = add i32 %64, %63
  br label %66

66:                                               ; preds = %41, %47
  %67 = phi i32 [ %65, %47 ], [ %43, %41 ]
  %68 = zext i32 %67 to i64
  %69 = load i64, ptr %23, align 8, !tbaa !16
  %70 = icmp ult i64 %69, %68
  br i1 %70, label %125, label %71

71:                                               ; preds = %66
  %72 = load i32, ptr %24, align 4, !tbaa !11
  %73 = zext i32 %72 to i64
  %74 = add nuw nsw i64 %73, 16
  %75 = icmp ugt i64 %74, %68
  br i1 %75, label %76, label %78

76:                                               ; preds = %71
  %77 = trunc i32 %67 to i16
  br label %105

78:                                               ; preds = %71
  %79 = load i32, ptr %3, align 8, !tbaa !5
  %80 = zext i32 %79 to i64
  %81 = shl nuw i64 4, %80
  %82 = add nsw i64 %68, -16
  %83 = sub nsw i64 %82, %73
  %84 = add i64 %83, %81
  %85 = trunc i64 %84 to i32
  %86 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %85, i1 true)
  %87 = sub nsw i32 30, %86
  %88 = zext i32 %87 to i64
  %89 = shl nsw i32 -1, %79
  %90 = xor i32 %89, -1
  %91 = zext nneg i32 %90 to i64
  %92 = and i64 %84, %91
  %93 = lshr i64 %84, %88
  %94 = and i64 %93, 1
  %95 = sub nsw i64 %88, %80
  %96 = shl nsw i64 %95, 10
  %97 = shl nsw i64 %95, 1
  %98 = add nsw i64 %97, 65534
  %99 = or disjoint i64 %98, %94
  %100 = shl i64 %99, %80
  %101 = add nuw nsw i64 %92, %74
  %102 = add i64 %101, %100
  %103 = or i64 %102, %96
  %104 = trunc i64 %103 to i16
  br label %105

105:                                              ; preds = %38, %78, %76
  %106 = phi i16 [ %77, %76 ], [ %104, %78 ], [ %40, %38 ]
  %107 = and i16 %106, 1023
  %108 = zext nneg i16 %107 to i64
  %109 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !18
  %111 = add i32 %110, 1
  store i32 %111, ptr %109, align 4, !tbaa !18
  %112 = add i64 %26, 1
  store i64 %112, ptr %7, align 8, !tbaa !74
  %113 = lshr i16 %106, 10
  %114 = uitofp nneg i16 %113 to double
  %115 = fadd double %28, %114
  br label %116

116:                                              ; preds = %105, %34, %25
  %117 = phi i64 [ %26, %25 ], [ %26, %34 ], [ %112, %105 ]
  %118 = phi double [ %28, %25 ], [ %28, %34 ], [ %115, %105 ]
  %119 = add nuw i64 %27, 1
  %120 = icmp eq i64 %119, %1
  br i1 %120, label %121, label %25, !llvm.loop !75

121:                                              ; preds = %116, %18
  %122 = phi double [ 0.000000e+00, %18 ], [ %118, %116 ]
  %123 = tail call double @BrotliPopulationCostDistance(ptr noundef %5) #8
  %124 = fadd double %122, %123
  store double %124, ptr %4, align 8, !tbaa !30
  br label %125

125:                                              ; preds = %66, %121
  %126 = phi i32 [ 1, %121 ], [ 0, %66 ]
  ret i32 %126
}

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @BrotliSplitBlock(ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @BrotliBuildHistogramsWithContext(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef, i8 noundef zeroext, i8 noundef zeroext, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @BrotliClusterHistogramsLiteral(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @BrotliClusterHistogramsDistance(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @BrotliBuildMetaBlockGreedy(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i8 noundef zeroext %4, i8 noundef zeroext %5, ptr nocapture noundef readonly %6, i64 noundef %7, ptr nocapture noundef readonly %8, ptr nocapture noundef readonly %9, i64 noundef %10, ptr noundef %11) local_unnamed_addr #2 {
  %13 = ptrtoint ptr %8 to i64
  %14 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 12488) #8
  %15 = icmp eq i64 %7, 1
  %16 = icmp eq i64 %10, 0
  br i1 %15, label %23, label %17

17:                                               ; preds = %12
  br i1 %16, label %225, label %18

18:                                               ; preds = %17
  %19 = and i64 %10, 3
  %20 = icmp ult i64 %10, 4
  br i1 %20, label %206, label %21

21:                                               ; preds = %18
  %22 = and i64 %10, -4
  br label %180

23:                                               ; preds = %12
  br i1 %16, label %71, label %24

24:                                               ; preds = %23
  %25 = and i64 %10, 3
  %26 = icmp ult i64 %10, 4
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = and i64 %10, -4
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %52, %29 ]
  %31 = phi i64 [ 0, %27 ], [ %51, %29 ]
  %32 = phi i64 [ 0, %27 ], [ %53, %29 ]
  %33 = getelementptr inbounds %struct.Command, ptr %9, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !76
  %35 = zext i32 %34 to i64
  %36 = add i64 %31, %35
  %37 = or disjoint i64 %30, 1
  %38 = getelementptr inbounds %struct.Command, ptr %9, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !76
  %40 = zext i32 %39 to i64
  %41 = add i64 %36, %40
  %42 = or disjoint i64 %30, 2
  %43 = getelementptr inbounds %struct.Command, ptr %9, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !76
  %45 = zext i32 %44 to i64
  %46 = add i64 %41, %45
  %47 = or disjoint i64 %30, 3
  %48 = getelementptr inbounds %struct.Command, ptr %9, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !76
  %50 = zext i32 %49 to i64
  %51 = add i64 %46, %50
  %52 = add nuw i64 %30, 4
  %53 = add i64 %32, 4
  %54 = icmp eq i64 %53, %28
  br i1 %54, label %55, label %29, !llvm.loop !77

55:                                               ; preds = %29, %24
  %56 = phi i64 [ poison, %24 ], [ %51, %29 ]
  %57 = phi i64 [ 0, %24 ], [ %52, %29 ]
  %58 = phi i64 [ 0, %24 ], [ %51, %29 ]
  %59 = icmp eq i64 %25, 0
  br i1 %59, label %71, label %60

60:                                               ; preds = %55, %60
  %61 = phi i64 [ %68, %60 ], [ %57, %55 ]
  %62 = phi i64 [ %67, %60 ], [ %58, %55 ]
  %63 = phi i64 [ %69, %60 ], [ 0, %55 ]
  %64 = getelementptr inbounds %struct.Command, ptr %9, i64 %61
  %65 = load i32, ptr %64, align 4, !tbaa !76
  %66 = zext i32 %65 to i64
  %67 = add i64 %62, %66
  %68 = add nuw i64 %61, 1
  %69 = add i64 %63, 1
  %70 = icmp eq i64 %69, %25
  br i1 %70, label %71, label %60, !llvm.loop !78

71:                                               ; preds = %55, %60, %23
  %72 = phi i64 [ 0, %23 ], [ %56, %55 ], [ %67, %60 ]
  %73 = getelementptr inbounds i8, ptr %11, i64 176
  %74 = getelementptr inbounds i8, ptr %11, i64 184
  tail call fastcc void @InitBlockSplitterLiteral(ptr noundef %0, ptr noundef %14, i64 noundef %72, ptr noundef %11, ptr noundef nonnull %73, ptr noundef nonnull %74)
  %75 = getelementptr inbounds i8, ptr %14, i64 2200
  %76 = getelementptr inbounds i8, ptr %11, i64 48
  %77 = getelementptr inbounds i8, ptr %11, i64 192
  %78 = getelementptr inbounds i8, ptr %11, i64 200
  tail call fastcc void @InitBlockSplitterCommand(ptr noundef %0, ptr noundef nonnull %75, i64 noundef %10, ptr noundef nonnull %76, ptr noundef nonnull %77, ptr noundef nonnull %78)
  %79 = getelementptr inbounds i8, ptr %14, i64 7984
  %80 = getelementptr inbounds i8, ptr %11, i64 96
  %81 = getelementptr inbounds i8, ptr %11, i64 208
  %82 = getelementptr inbounds i8, ptr %11, i64 216
  tail call fastcc void @InitBlockSplitterDistance(ptr noundef %0, ptr noundef nonnull %79, i64 noundef %10, ptr noundef nonnull %80, ptr noundef nonnull %81, ptr noundef nonnull %82)
  br i1 %16, label %179, label %83

83:                                               ; preds = %71
  %84 = getelementptr inbounds i8, ptr %14, i64 2240
  %85 = getelementptr inbounds i8, ptr %14, i64 7936
  %86 = getelementptr inbounds i8, ptr %14, i64 7928
  %87 = getelementptr inbounds i8, ptr %14, i64 7920
  %88 = getelementptr inbounds i8, ptr %14, i64 40
  %89 = getelementptr inbounds i8, ptr %14, i64 2152
  %90 = getelementptr inbounds i8, ptr %14, i64 2144
  %91 = getelementptr inbounds i8, ptr %14, i64 2136
  %92 = getelementptr inbounds i8, ptr %14, i64 8024
  %93 = getelementptr inbounds i8, ptr %14, i64 12440
  %94 = getelementptr inbounds i8, ptr %14, i64 12432
  %95 = getelementptr inbounds i8, ptr %14, i64 12424
  br label %96

96:                                               ; preds = %83, %176
  %97 = phi i64 [ %2, %83 ], [ %155, %176 ]
  %98 = phi i64 [ 0, %83 ], [ %177, %176 ]
  %99 = getelementptr inbounds %struct.Command, ptr %9, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = getelementptr inbounds i8, ptr %99, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = getelementptr inbounds i8, ptr %99, i64 12
  %104 = load i16, ptr %103, align 4, !tbaa !79
  %105 = getelementptr inbounds i8, ptr %99, i64 14
  %106 = load i16, ptr %105, align 2, !tbaa !79
  %107 = zext i16 %104 to i64
  %108 = load ptr, ptr %84, align 8, !tbaa !80
  %109 = load i64, ptr %85, align 8, !tbaa !82
  %110 = getelementptr inbounds %struct.HistogramCommand, ptr %108, i64 %109
  %111 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %107
  %112 = load i32, ptr %111, align 4, !tbaa !18
  %113 = add i32 %112, 1
  store i32 %113, ptr %111, align 4, !tbaa !18
  %114 = getelementptr inbounds i8, ptr %110, i64 2816
  %115 = load i64, ptr %114, align 8, !tbaa !83
  %116 = add i64 %115, 1
  store i64 %116, ptr %114, align 8, !tbaa !83
  %117 = load i64, ptr %86, align 8, !tbaa !84
  %118 = add i64 %117, 1
  store i64 %118, ptr %86, align 8, !tbaa !84
  %119 = load i64, ptr %87, align 8, !tbaa !85
  %120 = icmp eq i64 %118, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %96
  tail call fastcc void @BlockSplitterFinishBlockCommand(ptr noundef nonnull %75, i32 noundef 0)
  br label %122

122:                                              ; preds = %96, %121
  %123 = icmp eq i32 %100, 0
  br i1 %123, label %151, label %124

124:                                              ; preds = %122
  %125 = zext i32 %100 to i64
  br label %126

126:                                              ; preds = %124, %147
  %127 = phi i64 [ %148, %147 ], [ %97, %124 ]
  %128 = phi i64 [ %149, %147 ], [ %125, %124 ]
  %129 = and i64 %127, %3
  %130 = getelementptr inbounds i8, ptr %1, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !86
  %132 = zext i8 %131 to i64
  %133 = load ptr, ptr %88, align 8, !tbaa !87
  %134 = load i64, ptr %89, align 8, !tbaa !89
  %135 = getelementptr inbounds %struct.HistogramLiteral, ptr %133, i64 %134
  %136 = getelementptr inbounds [256 x i32], ptr %135, i64 0, i64 %132
  %137 = load i32, ptr %136, align 4, !tbaa !18
  %138 = add i32 %137, 1
  store i32 %138, ptr %136, align 4, !tbaa !18
  %139 = getelementptr inbounds i8, ptr %135, i64 1024
  %140 = load i64, ptr %139, align 8, !tbaa !90
  %141 = add i64 %140, 1
  store i64 %141, ptr %139, align 8, !tbaa !90
  %142 = load i64, ptr %90, align 8, !tbaa !91
  %143 = add i64 %142, 1
  store i64 %143, ptr %90, align 8, !tbaa !91
  %144 = load i64, ptr %91, align 8, !tbaa !92
  %145 = icmp eq i64 %143, %144
  br i1 %145, label %146, label %147

146:                                              ; preds = %126
  tail call fastcc void @BlockSplitterFinishBlockLiteral(ptr noundef nonnull %14, i32 noundef 0)
  br label %147

147:                                              ; preds = %126, %146
  %148 = add i64 %127, 1
  %149 = add nsw i64 %128, -1
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %151, label %126, !llvm.loop !93

151:                                              ; preds = %147, %122
  %152 = phi i64 [ %97, %122 ], [ %148, %147 ]
  %153 = and i32 %102, 33554431
  %154 = zext nneg i32 %153 to i64
  %155 = add i64 %152, %154
  %156 = icmp ne i32 %153, 0
  %157 = icmp ugt i16 %104, 127
  %158 = and i1 %156, %157
  br i1 %158, label %159, label %176

159:                                              ; preds = %151
  %160 = and i16 %106, 1023
  %161 = zext nneg i16 %160 to i64
  %162 = load ptr, ptr %92, align 8, !tbaa !94
  %163 = load i64, ptr %93, align 8, !tbaa !96
  %164 = getelementptr inbounds %struct.HistogramDistance, ptr %162, i64 %163
  %165 = getelementptr inbounds [544 x i32], ptr %164, i64 0, i64 %161
  %166 = load i32, ptr %165, align 4, !tbaa !18
  %167 = add i32 %166, 1
  store i32 %167, ptr %165, align 4, !tbaa !18
  %168 = getelementptr inbounds i8, ptr %164, i64 2176
  %169 = load i64, ptr %168, align 8, !tbaa !74
  %170 = add i64 %169, 1
  store i64 %170, ptr %168, align 8, !tbaa !74
  %171 = load i64, ptr %94, align 8, !tbaa !97
  %172 = add i64 %171, 1
  store i64 %172, ptr %94, align 8, !tbaa !97
  %173 = load i64, ptr %95, align 8, !tbaa !98
  %174 = icmp eq i64 %172, %173
  br i1 %174, label %175, label %176

175:                                              ; preds = %159
  tail call fastcc void @BlockSplitterFinishBlockDistance(ptr noundef nonnull %79, i32 noundef 0)
  br label %176

176:                                              ; preds = %175, %159, %151
  %177 = add nuw i64 %98, 1
  %178 = icmp eq i64 %177, %10
  br i1 %178, label %179, label %96, !llvm.loop !99

179:                                              ; preds = %176, %71
  tail call fastcc void @BlockSplitterFinishBlockLiteral(ptr noundef %14, i32 noundef 1)
  tail call fastcc void @BlockSplitterFinishBlockCommand(ptr noundef nonnull %75, i32 noundef 1)
  tail call fastcc void @BlockSplitterFinishBlockDistance(ptr noundef nonnull %79, i32 noundef 1)
  br label %589

180:                                              ; preds = %180, %21
  %181 = phi i64 [ 0, %21 ], [ %203, %180 ]
  %182 = phi i64 [ 0, %21 ], [ %202, %180 ]
  %183 = phi i64 [ 0, %21 ], [ %204, %180 ]
  %184 = getelementptr inbounds %struct.Command, ptr %9, i64 %181
  %185 = load i32, ptr %184, align 4, !tbaa !76
  %186 = zext i32 %185 to i64
  %187 = add i64 %182, %186
  %188 = or disjoint i64 %181, 1
  %189 = getelementptr inbounds %struct.Command, ptr %9, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !76
  %191 = zext i32 %190 to i64
  %192 = add i64 %187, %191
  %193 = or disjoint i64 %181, 2
  %194 = getelementptr inbounds %struct.Command, ptr %9, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !76
  %196 = zext i32 %195 to i64
  %197 = add i64 %192, %196
  %198 = or disjoint i64 %181, 3
  %199 = getelementptr inbounds %struct.Command, ptr %9, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !76
  %201 = zext i32 %200 to i64
  %202 = add i64 %197, %201
  %203 = add nuw i64 %181, 4
  %204 = add i64 %183, 4
  %205 = icmp eq i64 %204, %22
  br i1 %205, label %206, label %180, !llvm.loop !77

206:                                              ; preds = %180, %18
  %207 = phi i64 [ poison, %18 ], [ %202, %180 ]
  %208 = phi i64 [ 0, %18 ], [ %203, %180 ]
  %209 = phi i64 [ 0, %18 ], [ %202, %180 ]
  %210 = icmp eq i64 %19, 0
  br i1 %210, label %222, label %211

211:                                              ; preds = %206, %211
  %212 = phi i64 [ %219, %211 ], [ %208, %206 ]
  %213 = phi i64 [ %218, %211 ], [ %209, %206 ]
  %214 = phi i64 [ %220, %211 ], [ 0, %206 ]
  %215 = getelementptr inbounds %struct.Command, ptr %9, i64 %212
  %216 = load i32, ptr %215, align 4, !tbaa !76
  %217 = zext i32 %216 to i64
  %218 = add i64 %213, %217
  %219 = add nuw i64 %212, 1
  %220 = add i64 %214, 1
  %221 = icmp eq i64 %220, %19
  br i1 %221, label %222, label %211, !llvm.loop !100

222:                                              ; preds = %211, %206
  %223 = phi i64 [ %207, %206 ], [ %218, %211 ]
  %224 = lshr i64 %223, 9
  br label %225

225:                                              ; preds = %222, %17
  %226 = phi i64 [ 0, %17 ], [ %224, %222 ]
  %227 = getelementptr inbounds i8, ptr %11, i64 176
  %228 = getelementptr inbounds i8, ptr %11, i64 184
  %229 = add nuw nsw i64 %226, 1
  store i64 256, ptr %14, align 8, !tbaa !101
  %230 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 %7, ptr %230, align 8, !tbaa !103
  %231 = udiv i64 256, %7
  %232 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 %231, ptr %232, align 8, !tbaa !104
  %233 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 512, ptr %233, align 8, !tbaa !105
  %234 = getelementptr inbounds i8, ptr %14, i64 32
  store double 4.000000e+02, ptr %234, align 8, !tbaa !106
  %235 = getelementptr inbounds i8, ptr %14, i64 40
  store i64 0, ptr %235, align 8, !tbaa !107
  %236 = getelementptr inbounds i8, ptr %14, i64 48
  store ptr %11, ptr %236, align 8, !tbaa !108
  %237 = getelementptr inbounds i8, ptr %14, i64 64
  store ptr %228, ptr %237, align 8, !tbaa !109
  %238 = getelementptr inbounds i8, ptr %14, i64 72
  store i64 512, ptr %238, align 8, !tbaa !110
  %239 = getelementptr inbounds i8, ptr %14, i64 80
  %240 = getelementptr inbounds i8, ptr %14, i64 320
  store i64 0, ptr %240, align 8, !tbaa !111
  %241 = add nuw nsw i64 %231, 1
  %242 = tail call i64 @llvm.umin.i64(i64 %229, i64 %241)
  %243 = getelementptr inbounds i8, ptr %11, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %239, i8 0, i64 16, i1 false)
  %244 = load i64, ptr %243, align 8, !tbaa !112
  %245 = icmp ugt i64 %244, %226
  br i1 %245, label %263, label %246

246:                                              ; preds = %225
  %247 = icmp eq i64 %244, 0
  %248 = select i1 %247, i64 %229, i64 %244
  br label %249

249:                                              ; preds = %249, %246
  %250 = phi i64 [ %248, %246 ], [ %252, %249 ]
  %251 = icmp ugt i64 %250, %226
  %252 = shl nuw nsw i64 %250, 1
  br i1 %251, label %253, label %249, !llvm.loop !113

253:                                              ; preds = %249
  %254 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %250) #8
  %255 = load i64, ptr %243, align 8, !tbaa !112
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %260, label %257

257:                                              ; preds = %253
  %258 = getelementptr inbounds i8, ptr %11, i64 16
  %259 = load ptr, ptr %258, align 8, !tbaa !114
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %254, ptr align 1 %259, i64 %255, i1 false)
  br label %260

260:                                              ; preds = %257, %253
  %261 = getelementptr inbounds i8, ptr %11, i64 16
  %262 = load ptr, ptr %261, align 8, !tbaa !114
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %262) #8
  store ptr %254, ptr %261, align 8, !tbaa !114
  store i64 %250, ptr %243, align 8, !tbaa !112
  br label %263

263:                                              ; preds = %260, %225
  %264 = getelementptr inbounds i8, ptr %11, i64 40
  %265 = load i64, ptr %264, align 8, !tbaa !115
  %266 = icmp ugt i64 %265, %226
  br i1 %266, label %286, label %267

267:                                              ; preds = %263
  %268 = icmp eq i64 %265, 0
  %269 = select i1 %268, i64 %229, i64 %265
  br label %270

270:                                              ; preds = %270, %267
  %271 = phi i64 [ %269, %267 ], [ %273, %270 ]
  %272 = icmp ugt i64 %271, %226
  %273 = shl nuw nsw i64 %271, 1
  br i1 %272, label %274, label %270, !llvm.loop !116

274:                                              ; preds = %270
  %275 = shl i64 %271, 2
  %276 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %275) #8
  %277 = load i64, ptr %264, align 8, !tbaa !115
  %278 = icmp eq i64 %277, 0
  br i1 %278, label %283, label %279

279:                                              ; preds = %274
  %280 = getelementptr inbounds i8, ptr %11, i64 24
  %281 = load ptr, ptr %280, align 8, !tbaa !117
  %282 = shl i64 %277, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %276, ptr align 4 %281, i64 %282, i1 false)
  br label %283

283:                                              ; preds = %279, %274
  %284 = getelementptr inbounds i8, ptr %11, i64 24
  %285 = load ptr, ptr %284, align 8, !tbaa !117
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %285) #8
  store ptr %276, ptr %284, align 8, !tbaa !117
  store i64 %271, ptr %264, align 8, !tbaa !115
  br label %286

286:                                              ; preds = %283, %263
  %287 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %229, ptr %287, align 8, !tbaa !118
  %288 = mul i64 %242, %7
  store i64 %288, ptr %228, align 8, !tbaa !19
  %289 = icmp eq i64 %288, 0
  br i1 %289, label %293, label %290

290:                                              ; preds = %286
  %291 = mul i64 %288, 1040
  %292 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %291) #8
  br label %293

293:                                              ; preds = %290, %286
  %294 = phi ptr [ %292, %290 ], [ null, %286 ]
  store ptr %294, ptr %227, align 8, !tbaa !119
  %295 = getelementptr inbounds i8, ptr %14, i64 56
  store ptr %294, ptr %295, align 8, !tbaa !120
  %296 = tail call i64 @llvm.umax.i64(i64 %7, i64 1)
  %297 = and i64 %296, 3
  %298 = icmp ult i64 %7, 4
  br i1 %298, label %318, label %299

299:                                              ; preds = %293
  %300 = and i64 %296, -4
  br label %301

301:                                              ; preds = %301, %299
  %302 = phi i64 [ 0, %299 ], [ %315, %301 ]
  %303 = phi i64 [ 0, %299 ], [ %316, %301 ]
  %304 = getelementptr inbounds %struct.HistogramLiteral, ptr %294, i64 %302
  %305 = getelementptr inbounds i8, ptr %304, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %304, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %305, align 8, !tbaa !49
  %306 = or disjoint i64 %302, 1
  %307 = getelementptr inbounds %struct.HistogramLiteral, ptr %294, i64 %306
  %308 = getelementptr inbounds i8, ptr %307, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %307, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %308, align 8, !tbaa !49
  %309 = or disjoint i64 %302, 2
  %310 = getelementptr inbounds %struct.HistogramLiteral, ptr %294, i64 %309
  %311 = getelementptr inbounds i8, ptr %310, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %310, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %311, align 8, !tbaa !49
  %312 = or disjoint i64 %302, 3
  %313 = getelementptr inbounds %struct.HistogramLiteral, ptr %294, i64 %312
  %314 = getelementptr inbounds i8, ptr %313, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %313, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %314, align 8, !tbaa !49
  %315 = add nuw i64 %302, 4
  %316 = add i64 %303, 4
  %317 = icmp eq i64 %316, %300
  br i1 %317, label %318, label %301, !llvm.loop !51

318:                                              ; preds = %301, %293
  %319 = phi i64 [ 0, %293 ], [ %315, %301 ]
  %320 = icmp eq i64 %297, 0
  br i1 %320, label %329, label %321

321:                                              ; preds = %318, %321
  %322 = phi i64 [ %326, %321 ], [ %319, %318 ]
  %323 = phi i64 [ %327, %321 ], [ 0, %318 ]
  %324 = getelementptr inbounds %struct.HistogramLiteral, ptr %294, i64 %322
  %325 = getelementptr inbounds i8, ptr %324, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %324, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %325, align 8, !tbaa !49
  %326 = add nuw i64 %322, 1
  %327 = add i64 %323, 1
  %328 = icmp eq i64 %327, %297
  br i1 %328, label %329, label %321, !llvm.loop !121

329:                                              ; preds = %321, %318
  %330 = getelementptr inbounds i8, ptr %14, i64 96
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %330, i8 0, i64 16, i1 false)
  %331 = getelementptr inbounds i8, ptr %14, i64 2200
  %332 = getelementptr inbounds i8, ptr %11, i64 48
  %333 = getelementptr inbounds i8, ptr %11, i64 192
  %334 = getelementptr inbounds i8, ptr %11, i64 200
  tail call fastcc void @InitBlockSplitterCommand(ptr noundef %0, ptr noundef nonnull %331, i64 noundef %10, ptr noundef nonnull %332, ptr noundef nonnull %333, ptr noundef nonnull %334)
  %335 = getelementptr inbounds i8, ptr %14, i64 7984
  %336 = getelementptr inbounds i8, ptr %11, i64 96
  %337 = getelementptr inbounds i8, ptr %11, i64 208
  %338 = getelementptr inbounds i8, ptr %11, i64 216
  tail call fastcc void @InitBlockSplitterDistance(ptr noundef %0, ptr noundef nonnull %335, i64 noundef %10, ptr noundef nonnull %336, ptr noundef nonnull %337, ptr noundef nonnull %338)
  br i1 %16, label %461, label %339

339:                                              ; preds = %329
  %340 = getelementptr inbounds i8, ptr %14, i64 2240
  %341 = getelementptr inbounds i8, ptr %14, i64 7936
  %342 = getelementptr inbounds i8, ptr %14, i64 7928
  %343 = getelementptr inbounds i8, ptr %14, i64 7920
  %344 = getelementptr inbounds i8, ptr %6, i64 256
  %345 = getelementptr inbounds i8, ptr %14, i64 88
  %346 = getelementptr inbounds i8, ptr %14, i64 8024
  %347 = getelementptr inbounds i8, ptr %14, i64 12440
  %348 = getelementptr inbounds i8, ptr %14, i64 12432
  %349 = getelementptr inbounds i8, ptr %14, i64 12424
  br label %350

350:                                              ; preds = %339, %456
  %351 = phi i64 [ %2, %339 ], [ %427, %456 ]
  %352 = phi i8 [ %4, %339 ], [ %458, %456 ]
  %353 = phi i64 [ 0, %339 ], [ %459, %456 ]
  %354 = phi i8 [ %5, %339 ], [ %457, %456 ]
  %355 = getelementptr inbounds %struct.Command, ptr %9, i64 %353
  %356 = load i32, ptr %355, align 4, !tbaa !18
  %357 = getelementptr inbounds i8, ptr %355, i64 4
  %358 = load i32, ptr %357, align 4, !tbaa !18
  %359 = getelementptr inbounds i8, ptr %355, i64 12
  %360 = load i16, ptr %359, align 4, !tbaa !79
  %361 = getelementptr inbounds i8, ptr %355, i64 14
  %362 = load i16, ptr %361, align 2, !tbaa !79
  %363 = zext i16 %360 to i64
  %364 = load ptr, ptr %340, align 8, !tbaa !80
  %365 = load i64, ptr %341, align 8, !tbaa !82
  %366 = getelementptr inbounds %struct.HistogramCommand, ptr %364, i64 %365
  %367 = getelementptr inbounds [704 x i32], ptr %366, i64 0, i64 %363
  %368 = load i32, ptr %367, align 4, !tbaa !18
  %369 = add i32 %368, 1
  store i32 %369, ptr %367, align 4, !tbaa !18
  %370 = getelementptr inbounds i8, ptr %366, i64 2816
  %371 = load i64, ptr %370, align 8, !tbaa !83
  %372 = add i64 %371, 1
  store i64 %372, ptr %370, align 8, !tbaa !83
  %373 = load i64, ptr %342, align 8, !tbaa !84
  %374 = add i64 %373, 1
  store i64 %374, ptr %342, align 8, !tbaa !84
  %375 = load i64, ptr %343, align 8, !tbaa !85
  %376 = icmp eq i64 %374, %375
  br i1 %376, label %377, label %378

377:                                              ; preds = %350
  tail call fastcc void @BlockSplitterFinishBlockCommand(ptr noundef nonnull %331, i32 noundef 0)
  br label %378

378:                                              ; preds = %350, %377
  %379 = icmp eq i32 %356, 0
  br i1 %379, label %421, label %380

380:                                              ; preds = %378
  %381 = zext i32 %356 to i64
  br label %382

382:                                              ; preds = %380, %417
  %383 = phi i64 [ %418, %417 ], [ %351, %380 ]
  %384 = phi i8 [ %389, %417 ], [ %352, %380 ]
  %385 = phi i64 [ %419, %417 ], [ %381, %380 ]
  %386 = phi i8 [ %384, %417 ], [ %354, %380 ]
  %387 = and i64 %383, %3
  %388 = getelementptr inbounds i8, ptr %1, i64 %387
  %389 = load i8, ptr %388, align 1, !tbaa !86
  %390 = zext i8 %384 to i64
  %391 = getelementptr inbounds i8, ptr %6, i64 %390
  %392 = load i8, ptr %391, align 1, !tbaa !86
  %393 = zext i8 %386 to i64
  %394 = getelementptr inbounds i8, ptr %344, i64 %393
  %395 = load i8, ptr %394, align 1, !tbaa !86
  %396 = or i8 %395, %392
  %397 = zext i8 %396 to i64
  %398 = zext i8 %389 to i64
  %399 = getelementptr inbounds i32, ptr %8, i64 %397
  %400 = load i32, ptr %399, align 4, !tbaa !18
  %401 = zext i32 %400 to i64
  %402 = load ptr, ptr %295, align 8, !tbaa !120
  %403 = load i64, ptr %345, align 8, !tbaa !122
  %404 = getelementptr %struct.HistogramLiteral, ptr %402, i64 %403
  %405 = getelementptr %struct.HistogramLiteral, ptr %404, i64 %401
  %406 = getelementptr inbounds [256 x i32], ptr %405, i64 0, i64 %398
  %407 = load i32, ptr %406, align 4, !tbaa !18
  %408 = add i32 %407, 1
  store i32 %408, ptr %406, align 4, !tbaa !18
  %409 = getelementptr inbounds i8, ptr %405, i64 1024
  %410 = load i64, ptr %409, align 8, !tbaa !90
  %411 = add i64 %410, 1
  store i64 %411, ptr %409, align 8, !tbaa !90
  %412 = load i64, ptr %239, align 8, !tbaa !123
  %413 = add i64 %412, 1
  store i64 %413, ptr %239, align 8, !tbaa !123
  %414 = load i64, ptr %238, align 8, !tbaa !110
  %415 = icmp eq i64 %413, %414
  br i1 %415, label %416, label %417

416:                                              ; preds = %382
  tail call fastcc void @ContextBlockSplitterFinishBlock(ptr noundef nonnull %14, ptr noundef %0, i32 noundef 0)
  br label %417

417:                                              ; preds = %416, %382
  %418 = add i64 %383, 1
  %419 = add nsw i64 %385, -1
  %420 = icmp eq i64 %419, 0
  br i1 %420, label %421, label %382, !llvm.loop !93

421:                                              ; preds = %417, %378
  %422 = phi i8 [ %354, %378 ], [ %384, %417 ]
  %423 = phi i8 [ %352, %378 ], [ %389, %417 ]
  %424 = phi i64 [ %351, %378 ], [ %418, %417 ]
  %425 = and i32 %358, 33554431
  %426 = zext nneg i32 %425 to i64
  %427 = add i64 %424, %426
  %428 = icmp eq i32 %425, 0
  br i1 %428, label %456, label %429

429:                                              ; preds = %421
  %430 = add i64 %427, -2
  %431 = and i64 %430, %3
  %432 = getelementptr inbounds i8, ptr %1, i64 %431
  %433 = load i8, ptr %432, align 1, !tbaa !86
  %434 = add i64 %427, -1
  %435 = and i64 %434, %3
  %436 = getelementptr inbounds i8, ptr %1, i64 %435
  %437 = load i8, ptr %436, align 1, !tbaa !86
  %438 = icmp ugt i16 %360, 127
  br i1 %438, label %439, label %456

439:                                              ; preds = %429
  %440 = and i16 %362, 1023
  %441 = zext nneg i16 %440 to i64
  %442 = load ptr, ptr %346, align 8, !tbaa !94
  %443 = load i64, ptr %347, align 8, !tbaa !96
  %444 = getelementptr inbounds %struct.HistogramDistance, ptr %442, i64 %443
  %445 = getelementptr inbounds [544 x i32], ptr %444, i64 0, i64 %441
  %446 = load i32, ptr %445, align 4, !tbaa !18
  %447 = add i32 %446, 1
  store i32 %447, ptr %445, align 4, !tbaa !18
  %448 = getelementptr inbounds i8, ptr %444, i64 2176
  %449 = load i64, ptr %448, align 8, !tbaa !74
  %450 = add i64 %449, 1
  store i64 %450, ptr %448, align 8, !tbaa !74
  %451 = load i64, ptr %348, align 8, !tbaa !97
  %452 = add i64 %451, 1
  store i64 %452, ptr %348, align 8, !tbaa !97
  %453 = load i64, ptr %349, align 8, !tbaa !98
  %454 = icmp eq i64 %452, %453
  br i1 %454, label %455, label %456

455:                                              ; preds = %439
  tail call fastcc void @BlockSplitterFinishBlockDistance(ptr noundef nonnull %335, i32 noundef 0)
  br label %456

456:                                              ; preds = %455, %439, %429, %421
  %457 = phi i8 [ %433, %429 ], [ %422, %421 ], [ %433, %439 ], [ %433, %455 ]
  %458 = phi i8 [ %437, %429 ], [ %423, %421 ], [ %437, %439 ], [ %437, %455 ]
  %459 = add nuw i64 %353, 1
  %460 = icmp eq i64 %459, %10
  br i1 %460, label %461, label %350, !llvm.loop !99

461:                                              ; preds = %456, %329
  tail call fastcc void @ContextBlockSplitterFinishBlock(ptr noundef nonnull %14, ptr noundef %0, i32 noundef 1)
  tail call fastcc void @BlockSplitterFinishBlockCommand(ptr noundef nonnull %331, i32 noundef 1)
  tail call fastcc void @BlockSplitterFinishBlockDistance(ptr noundef nonnull %335, i32 noundef 1)
  %462 = load i64, ptr %11, align 8, !tbaa !42
  %463 = shl i64 %462, 6
  %464 = getelementptr inbounds i8, ptr %11, i64 152
  store i64 %463, ptr %464, align 8, !tbaa !65
  %465 = icmp eq i64 %463, 0
  br i1 %465, label %470, label %466

466:                                              ; preds = %461
  %467 = shl i64 %462, 8
  %468 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %467) #8
  %469 = load i64, ptr %11, align 8, !tbaa !42
  br label %470

470:                                              ; preds = %466, %461
  %471 = phi i64 [ %469, %466 ], [ %462, %461 ]
  %472 = phi ptr [ %468, %466 ], [ null, %461 ]
  %473 = getelementptr inbounds i8, ptr %11, i64 144
  store ptr %472, ptr %473, align 8, !tbaa !66
  %474 = icmp eq i64 %471, 0
  br i1 %474, label %589, label %475

475:                                              ; preds = %470
  %476 = ptrtoint ptr %472 to i64
  %477 = sub i64 %476, %13
  %478 = getelementptr inbounds i8, ptr %8, i64 16
  %479 = getelementptr inbounds i8, ptr %8, i64 32
  %480 = getelementptr inbounds i8, ptr %8, i64 48
  %481 = getelementptr inbounds i8, ptr %8, i64 64
  %482 = getelementptr inbounds i8, ptr %8, i64 80
  %483 = getelementptr inbounds i8, ptr %8, i64 96
  %484 = getelementptr inbounds i8, ptr %8, i64 112
  %485 = getelementptr inbounds i8, ptr %8, i64 128
  %486 = getelementptr inbounds i8, ptr %8, i64 144
  %487 = getelementptr inbounds i8, ptr %8, i64 160
  %488 = getelementptr inbounds i8, ptr %8, i64 176
  %489 = getelementptr inbounds i8, ptr %8, i64 192
  %490 = getelementptr inbounds i8, ptr %8, i64 208
  %491 = getelementptr inbounds i8, ptr %8, i64 224
  %492 = getelementptr inbounds i8, ptr %8, i64 240
  br label %493

493:                                              ; preds = %475, %586
  %494 = phi i64 [ %587, %586 ], [ 0, %475 ]
  %495 = mul i64 %494, %7
  %496 = trunc i64 %495 to i32
  %497 = shl i64 %494, 6
  %498 = shl i64 %494, 8
  %499 = add i64 %477, %498
  %500 = icmp ult i64 %499, 32
  br i1 %500, label %559, label %501

501:                                              ; preds = %493
  %502 = insertelement <4 x i32> poison, i32 %496, i64 0
  %503 = shufflevector <4 x i32> %502, <4 x i32> poison, <4 x i32> zeroinitializer
  %504 = load <4 x i32>, ptr %8, align 4, !tbaa !18
  %505 = load <4 x i32>, ptr %478, align 4, !tbaa !18
  %506 = add <4 x i32> %504, %503
  %507 = add <4 x i32> %505, %503
  %508 = getelementptr inbounds i32, ptr %472, i64 %497
  %509 = getelementptr inbounds i8, ptr %508, i64 16
  store <4 x i32> %506, ptr %508, align 4, !tbaa !18
  store <4 x i32> %507, ptr %509, align 4, !tbaa !18
  %510 = load <4 x i32>, ptr %479, align 4, !tbaa !18
  %511 = load <4 x i32>, ptr %480, align 4, !tbaa !18
  %512 = add <4 x i32> %510, %503
  %513 = add <4 x i32> %511, %503
  %514 = or disjoint i64 %497, 8
  %515 = getelementptr inbounds i32, ptr %472, i64 %514
  %516 = getelementptr inbounds i8, ptr %515, i64 16
  store <4 x i32> %512, ptr %515, align 4, !tbaa !18
  store <4 x i32> %513, ptr %516, align 4, !tbaa !18
  %517 = load <4 x i32>, ptr %481, align 4, !tbaa !18
  %518 = load <4 x i32>, ptr %482, align 4, !tbaa !18
  %519 = add <4 x i32> %517, %503
  %520 = add <4 x i32> %518, %503
  %521 = or disjoint i64 %497, 16
  %522 = getelementptr inbounds i32, ptr %472, i64 %521
  %523 = getelementptr inbounds i8, ptr %522, i64 16
  store <4 x i32> %519, ptr %522, align 4, !tbaa !18
  store <4 x i32> %520, ptr %523, align 4, !tbaa !18
  %524 = load <4 x i32>, ptr %483, align 4, !tbaa !18
  %525 = load <4 x i32>, ptr %484, align 4, !tbaa !18
  %526 = add <4 x i32> %524, %503
  %527 = add <4 x i32> %525, %503
  %528 = or disjoint i64 %497, 24
  %529 = getelementptr inbounds i32, ptr %472, i64 %528
  %530 = getelementptr inbounds i8, ptr %529, i64 16
  store <4 x i32> %526, ptr %529, align 4, !tbaa !18
  store <4 x i32> %527, ptr %530, align 4, !tbaa !18
  %531 = load <4 x i32>, ptr %485, align 4, !tbaa !18
  %532 = load <4 x i32>, ptr %486, align 4, !tbaa !18
  %533 = add <4 x i32> %531, %503
  %534 = add <4 x i32> %532, %503
  %535 = or disjoint i64 %497, 32
  %536 = getelementptr inbounds i32, ptr %472, i64 %535
  %537 = getelementptr inbounds i8, ptr %536, i64 16
  store <4 x i32> %533, ptr %536, align 4, !tbaa !18
  store <4 x i32> %534, ptr %537, align 4, !tbaa !18
  %538 = load <4 x i32>, ptr %487, align 4, !tbaa !18
  %539 = load <4 x i32>, ptr %488, align 4, !tbaa !18
  %540 = add <4 x i32> %538, %503
  %541 = add <4 x i32> %539, %503
  %542 = or disjoint i64 %497, 40
  %543 = getelementptr inbounds i32, ptr %472, i64 %542
  %544 = getelementptr inbounds i8, ptr %543, i64 16
  store <4 x i32> %540, ptr %543, align 4, !tbaa !18
  store <4 x i32> %541, ptr %544, align 4, !tbaa !18
  %545 = load <4 x i32>, ptr %489, align 4, !tbaa !18
  %546 = load <4 x i32>, ptr %490, align 4, !tbaa !18
  %547 = add <4 x i32> %545, %503
  %548 = add <4 x i32> %546, %503
  %549 = or disjoint i64 %497, 48
  %550 = getelementptr inbounds i32, ptr %472, i64 %549
  %551 = getelementptr inbounds i8, ptr %550, i64 16
  store <4 x i32> %547, ptr %550, align 4, !tbaa !18
  store <4 x i32> %548, ptr %551, align 4, !tbaa !18
  %552 = load <4 x i32>, ptr %491, align 4, !tbaa !18
  %553 = load <4 x i32>, ptr %492, align 4, !tbaa !18
  %554 = add <4 x i32> %552, %503
  %555 = add <4 x i32> %553, %503
  %556 = or disjoint i64 %497, 56
  %557 = getelementptr inbounds i32, ptr %472, i64 %556
  %558 = getelementptr inbounds i8, ptr %557, i64 16
  store <4 x i32> %554, ptr %557, align 4, !tbaa !18
  store <4 x i32> %555, ptr %558, align 4, !tbaa !18
  br label %586

559:                                              ; preds = %493, %559
  %560 = phi i64 [ %584, %559 ], [ 0, %493 ]
  %561 = getelementptr inbounds i32, ptr %8, i64 %560
  %562 = load i32, ptr %561, align 4, !tbaa !18
  %563 = add i32 %562, %496
  %564 = add nuw nsw i64 %560, %497
  %565 = getelementptr inbounds i32, ptr %472, i64 %564
  store i32 %563, ptr %565, align 4, !tbaa !18
  %566 = or disjoint i64 %560, 1
  %567 = getelementptr inbounds i32, ptr %8, i64 %566
  %568 = load i32, ptr %567, align 4, !tbaa !18
  %569 = add i32 %568, %496
  %570 = add nuw nsw i64 %566, %497
  %571 = getelementptr inbounds i32, ptr %472, i64 %570
  store i32 %569, ptr %571, align 4, !tbaa !18
  %572 = or disjoint i64 %560, 2
  %573 = getelementptr inbounds i32, ptr %8, i64 %572
  %574 = load i32, ptr %573, align 4, !tbaa !18
  %575 = add i32 %574, %496
  %576 = add nuw nsw i64 %572, %497
  %577 = getelementptr inbounds i32, ptr %472, i64 %576
  store i32 %575, ptr %577, align 4, !tbaa !18
  %578 = or disjoint i64 %560, 3
  %579 = getelementptr inbounds i32, ptr %8, i64 %578
  %580 = load i32, ptr %579, align 4, !tbaa !18
  %581 = add i32 %580, %496
  %582 = add nuw nsw i64 %578, %497
  %583 = getelementptr inbounds i32, ptr %472, i64 %582
  store i32 %581, ptr %583, align 4, !tbaa !18
  %584 = add nuw nsw i64 %560, 4
  %585 = icmp eq i64 %584, 64
  br i1 %585, label %586, label %559, !llvm.loop !124

586:                                              ; preds = %559, %501
  %587 = add nuw i64 %494, 1
  %588 = icmp eq i64 %587, %471
  br i1 %588, label %589, label %493, !llvm.loop !125

589:                                              ; preds = %586, %470, %179
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %14) #8
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliOptimizeHistograms(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = alloca [704 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 704, ptr nonnull %3) #8
  %4 = getelementptr inbounds i8, ptr %1, i64 184
  %5 = load i64, ptr %4, align 8, !tbaa !67
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 176
  br label %15

9:                                                ; preds = %15, %2
  %10 = getelementptr inbounds i8, ptr %1, i64 200
  %11 = load i64, ptr %10, align 8, !tbaa !59
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %1, i64 192
  br label %29

15:                                               ; preds = %7, %15
  %16 = phi i64 [ 0, %7 ], [ %19, %15 ]
  %17 = load ptr, ptr %8, align 8, !tbaa !68
  %18 = getelementptr inbounds %struct.HistogramLiteral, ptr %17, i64 %16
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 256, ptr noundef %18, ptr noundef nonnull %3) #8
  %19 = add nuw i64 %16, 1
  %20 = load i64, ptr %4, align 8, !tbaa !67
  %21 = icmp ult i64 %19, %20
  br i1 %21, label %15, label %9, !llvm.loop !126

22:                                               ; preds = %29, %9
  %23 = getelementptr inbounds i8, ptr %1, i64 216
  %24 = load i64, ptr %23, align 8, !tbaa !72
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %43, label %26

26:                                               ; preds = %22
  %27 = zext i32 %0 to i64
  %28 = getelementptr inbounds i8, ptr %1, i64 208
  br label %36

29:                                               ; preds = %13, %29
  %30 = phi i64 [ 0, %13 ], [ %33, %29 ]
  %31 = load ptr, ptr %14, align 8, !tbaa !60
  %32 = getelementptr inbounds %struct.HistogramCommand, ptr %31, i64 %30
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 704, ptr noundef %32, ptr noundef nonnull %3) #8
  %33 = add nuw i64 %30, 1
  %34 = load i64, ptr %10, align 8, !tbaa !59
  %35 = icmp ult i64 %33, %34
  br i1 %35, label %29, label %22, !llvm.loop !127

36:                                               ; preds = %26, %36
  %37 = phi i64 [ 0, %26 ], [ %40, %36 ]
  %38 = load ptr, ptr %28, align 8, !tbaa !73
  %39 = getelementptr inbounds %struct.HistogramDistance, ptr %38, i64 %37
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef %27, ptr noundef %39, ptr noundef nonnull %3) #8
  %40 = add nuw i64 %37, 1
  %41 = load i64, ptr %23, align 8, !tbaa !72
  %42 = icmp ult i64 %40, %41
  br i1 %42, label %36, label %43, !llvm.loop !128

43:                                               ; preds = %36, %22
  call void @llvm.lifetime.end.p0(i64 704, ptr nonnull %3) #8
  ret void
}

declare hidden void @BrotliOptimizeHuffmanCountsForRle(i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden double @BrotliPopulationCostDistance(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal fastcc void @InitBlockSplitterLiteral(ptr noundef %0, ptr nocapture noundef %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4, ptr noundef %5) unnamed_addr #2 {
  %7 = lshr i64 %2, 9
  %8 = add nuw nsw i64 %7, 1
  store i64 256, ptr %1, align 8, !tbaa !129
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 512, ptr %9, align 8, !tbaa !130
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  store double 4.000000e+02, ptr %10, align 8, !tbaa !131
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 0, ptr %11, align 8, !tbaa !132
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %3, ptr %12, align 8, !tbaa !133
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %13, align 8, !tbaa !134
  %14 = getelementptr inbounds i8, ptr %1, i64 2136
  store i64 512, ptr %14, align 8, !tbaa !92
  %15 = getelementptr inbounds i8, ptr %1, i64 2144
  %16 = getelementptr inbounds i8, ptr %1, i64 2192
  store i64 0, ptr %16, align 8, !tbaa !135
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %18 = load i64, ptr %17, align 8, !tbaa !112
  %19 = icmp ugt i64 %18, %7
  br i1 %19, label %37, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %18, 0
  %22 = select i1 %21, i64 %8, i64 %18
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ %22, %20 ], [ %26, %23 ]
  %25 = icmp ugt i64 %24, %7
  %26 = shl nuw nsw i64 %24, 1
  br i1 %25, label %27, label %23, !llvm.loop !136

27:                                               ; preds = %23
  %28 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %24) #8
  %29 = load i64, ptr %17, align 8, !tbaa !112
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %3, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !114
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %28, ptr align 1 %33, i64 %29, i1 false)
  br label %34

34:                                               ; preds = %31, %27
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !114
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %36) #8
  store ptr %28, ptr %35, align 8, !tbaa !114
  store i64 %24, ptr %17, align 8, !tbaa !112
  br label %37

37:                                               ; preds = %34, %6
  %38 = getelementptr inbounds i8, ptr %3, i64 40
  %39 = load i64, ptr %38, align 8, !tbaa !115
  %40 = icmp ugt i64 %39, %7
  br i1 %40, label %60, label %41

41:                                               ; preds = %37
  %42 = icmp eq i64 %39, 0
  %43 = select i1 %42, i64 %8, i64 %39
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ %43, %41 ], [ %47, %44 ]
  %46 = icmp ugt i64 %45, %7
  %47 = shl nuw nsw i64 %45, 1
  br i1 %46, label %48, label %44, !llvm.loop !137

48:                                               ; preds = %44
  %49 = shl i64 %45, 2
  %50 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %49) #8
  %51 = load i64, ptr %38, align 8, !tbaa !115
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %3, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !117
  %56 = shl i64 %51, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %55, i64 %56, i1 false)
  br label %57

57:                                               ; preds = %53, %48
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !117
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %59) #8
  store ptr %50, ptr %58, align 8, !tbaa !117
  store i64 %45, ptr %38, align 8, !tbaa !115
  br label %60

60:                                               ; preds = %57, %37
  %61 = tail call i64 @llvm.umin.i64(i64 %8, i64 257)
  %62 = load ptr, ptr %12, align 8, !tbaa !133
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store i64 %8, ptr %63, align 8, !tbaa !118
  store i64 %61, ptr %5, align 8, !tbaa !19
  %64 = mul nuw nsw i64 %61, 1040
  %65 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %64) #8
  store ptr %65, ptr %4, align 8, !tbaa !119
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  store ptr %65, ptr %66, align 8, !tbaa !87
  %67 = getelementptr inbounds i8, ptr %65, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %65, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %67, align 8, !tbaa !49
  %68 = getelementptr inbounds i8, ptr %1, i64 2160
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @InitBlockSplitterCommand(ptr noundef %0, ptr nocapture noundef %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4, ptr noundef %5) unnamed_addr #2 {
  %7 = lshr i64 %2, 10
  %8 = add nuw nsw i64 %7, 1
  store i64 704, ptr %1, align 8, !tbaa !138
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1024, ptr %9, align 8, !tbaa !139
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  store double 5.000000e+02, ptr %10, align 8, !tbaa !140
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 0, ptr %11, align 8, !tbaa !141
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %3, ptr %12, align 8, !tbaa !142
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %13, align 8, !tbaa !143
  %14 = getelementptr inbounds i8, ptr %1, i64 5720
  store i64 1024, ptr %14, align 8, !tbaa !85
  %15 = getelementptr inbounds i8, ptr %1, i64 5728
  %16 = getelementptr inbounds i8, ptr %1, i64 5776
  store i64 0, ptr %16, align 8, !tbaa !144
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %18 = load i64, ptr %17, align 8, !tbaa !112
  %19 = icmp ugt i64 %18, %7
  br i1 %19, label %37, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %18, 0
  %22 = select i1 %21, i64 %8, i64 %18
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ %22, %20 ], [ %26, %23 ]
  %25 = icmp ugt i64 %24, %7
  %26 = shl nuw nsw i64 %24, 1
  br i1 %25, label %27, label %23, !llvm.loop !145

27:                                               ; preds = %23
  %28 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %24) #8
  %29 = load i64, ptr %17, align 8, !tbaa !112
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %3, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !114
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %28, ptr align 1 %33, i64 %29, i1 false)
  br label %34

34:                                               ; preds = %31, %27
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !114
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %36) #8
  store ptr %28, ptr %35, align 8, !tbaa !114
  store i64 %24, ptr %17, align 8, !tbaa !112
  br label %37

37:                                               ; preds = %34, %6
  %38 = getelementptr inbounds i8, ptr %3, i64 40
  %39 = load i64, ptr %38, align 8, !tbaa !115
  %40 = icmp ugt i64 %39, %7
  br i1 %40, label %60, label %41

41:                                               ; preds = %37
  %42 = icmp eq i64 %39, 0
  %43 = select i1 %42, i64 %8, i64 %39
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ %43, %41 ], [ %47, %44 ]
  %46 = icmp ugt i64 %45, %7
  %47 = shl nuw nsw i64 %45, 1
  br i1 %46, label %48, label %44, !llvm.loop !146

48:                                               ; preds = %44
  %49 = shl nuw nsw i64 %45, 2
  %50 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %49) #8
  %51 = load i64, ptr %38, align 8, !tbaa !115
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %3, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !117
  %56 = shl i64 %51, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %55, i64 %56, i1 false)
  br label %57

57:                                               ; preds = %53, %48
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !117
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %59) #8
  store ptr %50, ptr %58, align 8, !tbaa !117
  store i64 %45, ptr %38, align 8, !tbaa !115
  br label %60

60:                                               ; preds = %57, %37
  %61 = tail call i64 @llvm.umin.i64(i64 %8, i64 257)
  %62 = load ptr, ptr %12, align 8, !tbaa !142
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store i64 %8, ptr %63, align 8, !tbaa !118
  store i64 %61, ptr %5, align 8, !tbaa !19
  %64 = mul nuw nsw i64 %61, 2832
  %65 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %64) #8
  store ptr %65, ptr %4, align 8, !tbaa !119
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  store ptr %65, ptr %66, align 8, !tbaa !80
  %67 = getelementptr inbounds i8, ptr %65, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %65, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %67, align 8, !tbaa !61
  %68 = getelementptr inbounds i8, ptr %1, i64 5744
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @InitBlockSplitterDistance(ptr noundef %0, ptr nocapture noundef %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4, ptr noundef %5) unnamed_addr #2 {
  %7 = lshr i64 %2, 9
  %8 = add nuw nsw i64 %7, 1
  store i64 64, ptr %1, align 8, !tbaa !147
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 512, ptr %9, align 8, !tbaa !148
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  store double 1.000000e+02, ptr %10, align 8, !tbaa !149
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 0, ptr %11, align 8, !tbaa !150
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %3, ptr %12, align 8, !tbaa !151
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %13, align 8, !tbaa !152
  %14 = getelementptr inbounds i8, ptr %1, i64 4440
  store i64 512, ptr %14, align 8, !tbaa !98
  %15 = getelementptr inbounds i8, ptr %1, i64 4448
  %16 = getelementptr inbounds i8, ptr %1, i64 4496
  store i64 0, ptr %16, align 8, !tbaa !153
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %18 = load i64, ptr %17, align 8, !tbaa !112
  %19 = icmp ugt i64 %18, %7
  br i1 %19, label %37, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %18, 0
  %22 = select i1 %21, i64 %8, i64 %18
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ %22, %20 ], [ %26, %23 ]
  %25 = icmp ugt i64 %24, %7
  %26 = shl nuw nsw i64 %24, 1
  br i1 %25, label %27, label %23, !llvm.loop !154

27:                                               ; preds = %23
  %28 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %24) #8
  %29 = load i64, ptr %17, align 8, !tbaa !112
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %3, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !114
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %28, ptr align 1 %33, i64 %29, i1 false)
  br label %34

34:                                               ; preds = %31, %27
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !114
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %36) #8
  store ptr %28, ptr %35, align 8, !tbaa !114
  store i64 %24, ptr %17, align 8, !tbaa !112
  br label %37

37:                                               ; preds = %34, %6
  %38 = getelementptr inbounds i8, ptr %3, i64 40
  %39 = load i64, ptr %38, align 8, !tbaa !115
  %40 = icmp ugt i64 %39, %7
  br i1 %40, label %60, label %41

41:                                               ; preds = %37
  %42 = icmp eq i64 %39, 0
  %43 = select i1 %42, i64 %8, i64 %39
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ %43, %41 ], [ %47, %44 ]
  %46 = icmp ugt i64 %45, %7
  %47 = shl nuw nsw i64 %45, 1
  br i1 %46, label %48, label %44, !llvm.loop !155

48:                                               ; preds = %44
  %49 = shl nuw nsw i64 %45, 2
  %50 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %49) #8
  %51 = load i64, ptr %38, align 8, !tbaa !115
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %3, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !117
  %56 = shl i64 %51, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %55, i64 %56, i1 false)
  br label %57

57:                                               ; preds = %53, %48
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !117
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %59) #8
  store ptr %50, ptr %58, align 8, !tbaa !117
  store i64 %45, ptr %38, align 8, !tbaa !115
  br label %60

60:                                               ; preds = %57, %37
  %61 = tail call i64 @llvm.umin.i64(i64 %8, i64 257)
  %62 = load ptr, ptr %12, align 8, !tbaa !151
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store i64 %8, ptr %63, align 8, !tbaa !118
  store i64 %61, ptr %5, align 8, !tbaa !19
  %64 = mul nuw nsw i64 %61, 2192
  %65 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %64) #8
  store ptr %65, ptr %4, align 8, !tbaa !119
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  store ptr %65, ptr %66, align 8, !tbaa !94
  %67 = getelementptr inbounds i8, ptr %65, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %65, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %67, align 8, !tbaa !55
  %68 = getelementptr inbounds i8, ptr %1, i64 4464
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @BlockSplitterFinishBlockLiteral(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !133
  %5 = getelementptr inbounds i8, ptr %0, i64 2176
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = load ptr, ptr %6, align 8, !tbaa !87
  %8 = getelementptr inbounds i8, ptr %0, i64 2144
  %9 = load i64, ptr %8, align 8, !tbaa !91
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !130
  %12 = tail call i64 @llvm.umax.i64(i64 %9, i64 %11)
  store i64 %12, ptr %8, align 8, !tbaa !91
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i64, ptr %13, align 8, !tbaa !132
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %40

16:                                               ; preds = %2
  %17 = trunc i64 %12 to i32
  %18 = getelementptr inbounds i8, ptr %4, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !117
  store i32 %17, ptr %19, align 4, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !114
  store i8 0, ptr %21, align 1, !tbaa !86
  %22 = load i64, ptr %0, align 8, !tbaa !129
  %23 = tail call double @BrotliBitsEntropy(ptr noundef %7, i64 noundef %22) #8
  store double %23, ptr %5, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %0, i64 2184
  store double %23, ptr %24, align 8, !tbaa !30
  %25 = load i64, ptr %13, align 8, !tbaa !132
  %26 = add i64 %25, 1
  store i64 %26, ptr %13, align 8, !tbaa !132
  %27 = load i64, ptr %4, align 8, !tbaa !156
  %28 = add i64 %27, 1
  store i64 %28, ptr %4, align 8, !tbaa !156
  %29 = getelementptr inbounds i8, ptr %0, i64 2152
  %30 = load i64, ptr %29, align 8, !tbaa !89
  %31 = add i64 %30, 1
  store i64 %31, ptr %29, align 8, !tbaa !89
  %32 = getelementptr inbounds i8, ptr %0, i64 48
  %33 = load ptr, ptr %32, align 8, !tbaa !134
  %34 = load i64, ptr %33, align 8, !tbaa !19
  %35 = icmp ult i64 %31, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %16
  %37 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %31
  %38 = getelementptr inbounds i8, ptr %37, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %37, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %38, align 8, !tbaa !49
  br label %39

39:                                               ; preds = %36, %16
  store i64 0, ptr %8, align 8, !tbaa !91
  br label %296

40:                                               ; preds = %2
  %41 = icmp eq i64 %12, 0
  br i1 %41, label %296, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %0, i64 2152
  %44 = load i64, ptr %43, align 8, !tbaa !89
  %45 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %44
  %46 = load i64, ptr %0, align 8, !tbaa !129
  %47 = tail call double @BrotliBitsEntropy(ptr noundef %45, i64 noundef %46) #8
  %48 = getelementptr inbounds i8, ptr %0, i64 2160
  %49 = getelementptr inbounds i8, ptr %0, i64 56
  %50 = load i64, ptr %48, align 8, !tbaa !19
  %51 = load i64, ptr %43, align 8, !tbaa !89
  %52 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %49, ptr noundef nonnull align 8 dereferenceable(1040) %52, i64 1040, i1 false), !tbaa.struct !157
  %53 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %50
  %54 = getelementptr inbounds i8, ptr %53, i64 1024
  %55 = load i64, ptr %54, align 8, !tbaa !90
  %56 = getelementptr inbounds i8, ptr %0, i64 1080
  %57 = load i64, ptr %56, align 8, !tbaa !90
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !90
  %59 = getelementptr i8, ptr %0, i64 1080
  %60 = mul nsw i64 %50, 1040
  %61 = getelementptr i8, ptr %7, i64 %60
  %62 = getelementptr i8, ptr %61, i64 1024
  %63 = icmp ult ptr %49, %62
  %64 = icmp ult ptr %53, %59
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %42, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %42 ]
  %68 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !18, !alias.scope !158
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !18, !alias.scope !158
  %72 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  store <4 x i32> %77, ptr %73, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !18, !alias.scope !158
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !18, !alias.scope !158
  %83 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  store <4 x i32> %88, ptr %84, align 4, !tbaa !18, !alias.scope !161, !noalias !158
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 256
  br i1 %90, label %118, label %66, !llvm.loop !163

91:                                               ; preds = %42, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %42 ]
  %93 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !18
  %95 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !18
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !18
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !18
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !18
  %107 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !18
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !18
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !18
  %113 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !18
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !18
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 256
  br i1 %117, label %118, label %91, !llvm.loop !164

118:                                              ; preds = %66, %91
  %119 = load i64, ptr %0, align 8, !tbaa !129
  %120 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %49, i64 noundef %119) #8
  %121 = fsub double %120, %47
  %122 = load double, ptr %5, align 8, !tbaa !30
  %123 = fsub double %121, %122
  %124 = getelementptr inbounds i8, ptr %0, i64 2168
  %125 = load i64, ptr %124, align 8, !tbaa !19
  %126 = getelementptr inbounds i8, ptr %0, i64 1096
  %127 = load i64, ptr %43, align 8, !tbaa !89
  %128 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %127
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %126, ptr noundef nonnull align 8 dereferenceable(1040) %128, i64 1040, i1 false), !tbaa.struct !157
  %129 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %125
  %130 = getelementptr inbounds i8, ptr %129, i64 1024
  %131 = load i64, ptr %130, align 8, !tbaa !90
  %132 = getelementptr inbounds i8, ptr %0, i64 2120
  %133 = load i64, ptr %132, align 8, !tbaa !90
  %134 = add i64 %133, %131
  store i64 %134, ptr %132, align 8, !tbaa !90
  %135 = getelementptr i8, ptr %0, i64 2120
  %136 = mul nsw i64 %125, 1040
  %137 = getelementptr i8, ptr %7, i64 %136
  %138 = getelementptr i8, ptr %137, i64 1024
  %139 = icmp ult ptr %126, %138
  %140 = icmp ult ptr %129, %135
  %141 = and i1 %139, %140
  br i1 %141, label %167, label %142

142:                                              ; preds = %118, %142
  %143 = phi i64 [ %165, %142 ], [ 0, %118 ]
  %144 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load <4 x i32>, ptr %144, align 4, !tbaa !18, !alias.scope !165
  %147 = load <4 x i32>, ptr %145, align 4, !tbaa !18, !alias.scope !165
  %148 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %143
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <4 x i32>, ptr %148, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %152 = add <4 x i32> %150, %146
  %153 = add <4 x i32> %151, %147
  store <4 x i32> %152, ptr %148, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  store <4 x i32> %153, ptr %149, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %154 = or disjoint i64 %143, 8
  %155 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %154
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load <4 x i32>, ptr %155, align 4, !tbaa !18, !alias.scope !165
  %158 = load <4 x i32>, ptr %156, align 4, !tbaa !18, !alias.scope !165
  %159 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <4 x i32>, ptr %159, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %162 = load <4 x i32>, ptr %160, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %163 = add <4 x i32> %161, %157
  %164 = add <4 x i32> %162, %158
  store <4 x i32> %163, ptr %159, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  store <4 x i32> %164, ptr %160, align 4, !tbaa !18, !alias.scope !168, !noalias !165
  %165 = add nuw nsw i64 %143, 16
  %166 = icmp eq i64 %165, 256
  br i1 %166, label %194, label %142, !llvm.loop !170

167:                                              ; preds = %118, %167
  %168 = phi i64 [ %192, %167 ], [ 0, %118 ]
  %169 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !18
  %171 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !18
  %173 = add i32 %172, %170
  store i32 %173, ptr %171, align 4, !tbaa !18
  %174 = or disjoint i64 %168, 1
  %175 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !18
  %177 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %174
  %178 = load i32, ptr %177, align 4, !tbaa !18
  %179 = add i32 %178, %176
  store i32 %179, ptr %177, align 4, !tbaa !18
  %180 = or disjoint i64 %168, 2
  %181 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !18
  %183 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %180
  %184 = load i32, ptr %183, align 4, !tbaa !18
  %185 = add i32 %184, %182
  store i32 %185, ptr %183, align 4, !tbaa !18
  %186 = or disjoint i64 %168, 3
  %187 = getelementptr inbounds [256 x i32], ptr %129, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !18
  %189 = getelementptr inbounds [256 x i32], ptr %126, i64 0, i64 %186
  %190 = load i32, ptr %189, align 4, !tbaa !18
  %191 = add i32 %190, %188
  store i32 %191, ptr %189, align 4, !tbaa !18
  %192 = add nuw nsw i64 %168, 4
  %193 = icmp eq i64 %192, 256
  br i1 %193, label %194, label %167, !llvm.loop !171

194:                                              ; preds = %142, %167
  %195 = load i64, ptr %0, align 8, !tbaa !129
  %196 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %126, i64 noundef %195) #8
  %197 = fsub double %196, %47
  %198 = getelementptr inbounds i8, ptr %0, i64 2184
  %199 = load double, ptr %198, align 8, !tbaa !30
  %200 = fsub double %197, %199
  %201 = load i64, ptr %4, align 8, !tbaa !156
  %202 = icmp ult i64 %201, 256
  br i1 %202, label %203, label %243

203:                                              ; preds = %194
  %204 = getelementptr inbounds i8, ptr %0, i64 16
  %205 = load double, ptr %204, align 8, !tbaa !131
  %206 = fcmp ogt double %123, %205
  %207 = fcmp ogt double %200, %205
  %208 = select i1 %206, i1 %207, i1 false
  br i1 %208, label %209, label %243

209:                                              ; preds = %203
  %210 = load i64, ptr %8, align 8, !tbaa !91
  %211 = trunc i64 %210 to i32
  %212 = getelementptr inbounds i8, ptr %4, i64 24
  %213 = load ptr, ptr %212, align 8, !tbaa !117
  %214 = load i64, ptr %13, align 8, !tbaa !132
  %215 = getelementptr inbounds i32, ptr %213, i64 %214
  store i32 %211, ptr %215, align 4, !tbaa !18
  %216 = trunc nuw i64 %201 to i8
  %217 = getelementptr inbounds i8, ptr %4, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !114
  %219 = getelementptr inbounds i8, ptr %218, i64 %214
  store i8 %216, ptr %219, align 1, !tbaa !86
  %220 = load i64, ptr %48, align 8, !tbaa !19
  %221 = getelementptr inbounds i8, ptr %0, i64 2168
  store i64 %220, ptr %221, align 8, !tbaa !19
  %222 = load i64, ptr %4, align 8, !tbaa !156
  %223 = and i64 %222, 255
  store i64 %223, ptr %48, align 8, !tbaa !19
  %224 = load double, ptr %5, align 8, !tbaa !30
  %225 = getelementptr inbounds i8, ptr %0, i64 2184
  store double %224, ptr %225, align 8, !tbaa !30
  store double %47, ptr %5, align 8, !tbaa !30
  %226 = load i64, ptr %13, align 8, !tbaa !132
  %227 = add i64 %226, 1
  store i64 %227, ptr %13, align 8, !tbaa !132
  %228 = load i64, ptr %4, align 8, !tbaa !156
  %229 = add i64 %228, 1
  store i64 %229, ptr %4, align 8, !tbaa !156
  %230 = load i64, ptr %43, align 8, !tbaa !89
  %231 = add i64 %230, 1
  store i64 %231, ptr %43, align 8, !tbaa !89
  %232 = getelementptr inbounds i8, ptr %0, i64 48
  %233 = load ptr, ptr %232, align 8, !tbaa !134
  %234 = load i64, ptr %233, align 8, !tbaa !19
  %235 = icmp ult i64 %231, %234
  br i1 %235, label %236, label %239

236:                                              ; preds = %209
  %237 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %231
  %238 = getelementptr inbounds i8, ptr %237, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %237, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %238, align 8, !tbaa !49
  br label %239

239:                                              ; preds = %236, %209
  store i64 0, ptr %8, align 8, !tbaa !91
  %240 = getelementptr inbounds i8, ptr %0, i64 2192
  store i64 0, ptr %240, align 8, !tbaa !135
  %241 = load i64, ptr %10, align 8, !tbaa !130
  %242 = getelementptr inbounds i8, ptr %0, i64 2136
  store i64 %241, ptr %242, align 8, !tbaa !92
  br label %296

243:                                              ; preds = %203, %194
  %244 = fadd double %123, -2.000000e+01
  %245 = fcmp olt double %200, %244
  %246 = load i64, ptr %8, align 8, !tbaa !91
  %247 = trunc i64 %246 to i32
  %248 = getelementptr inbounds i8, ptr %4, i64 24
  %249 = load ptr, ptr %248, align 8, !tbaa !117
  %250 = load i64, ptr %13, align 8, !tbaa !132
  %251 = getelementptr i32, ptr %249, i64 %250
  br i1 %245, label %252, label %273

252:                                              ; preds = %243
  store i32 %247, ptr %251, align 4, !tbaa !18
  %253 = getelementptr inbounds i8, ptr %4, i64 16
  %254 = load ptr, ptr %253, align 8, !tbaa !114
  %255 = getelementptr i8, ptr %254, i64 %250
  %256 = getelementptr i8, ptr %255, i64 -2
  %257 = load i8, ptr %256, align 1, !tbaa !86
  store i8 %257, ptr %255, align 1, !tbaa !86
  %258 = load i64, ptr %48, align 8, !tbaa !19
  %259 = getelementptr inbounds i8, ptr %0, i64 2168
  %260 = load i64, ptr %259, align 8, !tbaa !19
  store i64 %260, ptr %48, align 8, !tbaa !19
  store i64 %258, ptr %259, align 8, !tbaa !19
  %261 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %260
  %262 = getelementptr inbounds i8, ptr %0, i64 1096
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %261, ptr noundef nonnull align 8 dereferenceable(1040) %262, i64 1040, i1 false), !tbaa.struct !157
  %263 = load double, ptr %5, align 8, !tbaa !30
  %264 = getelementptr inbounds i8, ptr %0, i64 2184
  store double %263, ptr %264, align 8, !tbaa !30
  store double %196, ptr %5, align 8, !tbaa !30
  %265 = load i64, ptr %13, align 8, !tbaa !132
  %266 = add i64 %265, 1
  store i64 %266, ptr %13, align 8, !tbaa !132
  store i64 0, ptr %8, align 8, !tbaa !91
  %267 = load i64, ptr %43, align 8, !tbaa !89
  %268 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %267
  %269 = getelementptr inbounds i8, ptr %268, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %268, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %269, align 8, !tbaa !49
  %270 = getelementptr inbounds i8, ptr %0, i64 2192
  store i64 0, ptr %270, align 8, !tbaa !135
  %271 = load i64, ptr %10, align 8, !tbaa !130
  %272 = getelementptr inbounds i8, ptr %0, i64 2136
  store i64 %271, ptr %272, align 8, !tbaa !92
  br label %296

273:                                              ; preds = %243
  %274 = getelementptr i8, ptr %251, i64 -4
  %275 = load i32, ptr %274, align 4, !tbaa !18
  %276 = add i32 %275, %247
  store i32 %276, ptr %274, align 4, !tbaa !18
  %277 = load i64, ptr %48, align 8, !tbaa !19
  %278 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %277
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %278, ptr noundef nonnull align 8 dereferenceable(1040) %49, i64 1040, i1 false), !tbaa.struct !157
  store double %120, ptr %5, align 8, !tbaa !30
  %279 = load i64, ptr %4, align 8, !tbaa !156
  %280 = icmp eq i64 %279, 1
  br i1 %280, label %281, label %283

281:                                              ; preds = %273
  %282 = getelementptr inbounds i8, ptr %0, i64 2184
  store double %120, ptr %282, align 8, !tbaa !30
  br label %283

283:                                              ; preds = %281, %273
  store i64 0, ptr %8, align 8, !tbaa !91
  %284 = load i64, ptr %43, align 8, !tbaa !89
  %285 = getelementptr inbounds %struct.HistogramLiteral, ptr %7, i64 %284
  %286 = getelementptr inbounds i8, ptr %285, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %285, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %286, align 8, !tbaa !49
  %287 = getelementptr inbounds i8, ptr %0, i64 2192
  %288 = load i64, ptr %287, align 8, !tbaa !135
  %289 = add i64 %288, 1
  store i64 %289, ptr %287, align 8, !tbaa !135
  %290 = icmp ugt i64 %289, 1
  br i1 %290, label %291, label %296

291:                                              ; preds = %283
  %292 = load i64, ptr %10, align 8, !tbaa !130
  %293 = getelementptr inbounds i8, ptr %0, i64 2136
  %294 = load i64, ptr %293, align 8, !tbaa !92
  %295 = add i64 %294, %292
  store i64 %295, ptr %293, align 8, !tbaa !92
  br label %296

296:                                              ; preds = %239, %283, %291, %252, %40, %39
  %297 = icmp eq i32 %1, 0
  br i1 %297, label %304, label %298

298:                                              ; preds = %296
  %299 = load i64, ptr %4, align 8, !tbaa !156
  %300 = getelementptr inbounds i8, ptr %0, i64 48
  %301 = load ptr, ptr %300, align 8, !tbaa !134
  store i64 %299, ptr %301, align 8, !tbaa !19
  %302 = load i64, ptr %13, align 8, !tbaa !132
  %303 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %302, ptr %303, align 8, !tbaa !118
  br label %304

304:                                              ; preds = %298, %296
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @ContextBlockSplitterFinishBlock(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = alloca [13 x double], align 16
  %5 = alloca [26 x double], align 16
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !108
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !103
  %10 = getelementptr i8, ptr %0, i64 112
  %11 = getelementptr inbounds i8, ptr %0, i64 56
  %12 = load ptr, ptr %11, align 8, !tbaa !120
  %13 = getelementptr inbounds i8, ptr %0, i64 80
  %14 = load i64, ptr %13, align 8, !tbaa !123
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load i64, ptr %15, align 8, !tbaa !105
  %17 = icmp ult i64 %14, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %3
  store i64 %16, ptr %13, align 8, !tbaa !123
  br label %19

19:                                               ; preds = %18, %3
  %20 = phi i64 [ %16, %18 ], [ %14, %3 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load i64, ptr %21, align 8, !tbaa !107
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %93

24:                                               ; preds = %19
  %25 = trunc i64 %20 to i32
  %26 = getelementptr inbounds i8, ptr %7, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !117
  store i32 %25, ptr %27, align 4, !tbaa !18
  %28 = getelementptr inbounds i8, ptr %7, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !114
  store i8 0, ptr %29, align 1, !tbaa !86
  %30 = icmp eq i64 %9, 0
  br i1 %30, label %42, label %31

31:                                               ; preds = %24
  %32 = getelementptr double, ptr %10, i64 %9
  br label %33

33:                                               ; preds = %31, %33
  %34 = phi i64 [ 0, %31 ], [ %40, %33 ]
  %35 = getelementptr inbounds %struct.HistogramLiteral, ptr %12, i64 %34
  %36 = load i64, ptr %0, align 8, !tbaa !101
  %37 = tail call double @BrotliBitsEntropy(ptr noundef %35, i64 noundef %36) #8
  %38 = getelementptr inbounds double, ptr %10, i64 %34
  store double %37, ptr %38, align 8, !tbaa !30
  %39 = getelementptr double, ptr %32, i64 %34
  store double %37, ptr %39, align 8, !tbaa !30
  %40 = add nuw i64 %34, 1
  %41 = icmp eq i64 %40, %9
  br i1 %41, label %42, label %33, !llvm.loop !172

42:                                               ; preds = %33, %24
  %43 = load i64, ptr %21, align 8, !tbaa !107
  %44 = add i64 %43, 1
  store i64 %44, ptr %21, align 8, !tbaa !107
  %45 = load i64, ptr %7, align 8, !tbaa !156
  %46 = add i64 %45, 1
  store i64 %46, ptr %7, align 8, !tbaa !156
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load i64, ptr %47, align 8, !tbaa !122
  %49 = add i64 %48, %9
  store i64 %49, ptr %47, align 8, !tbaa !122
  %50 = getelementptr inbounds i8, ptr %0, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !109
  %52 = load i64, ptr %51, align 8, !tbaa !19
  %53 = icmp ult i64 %49, %52
  br i1 %53, label %54, label %92

54:                                               ; preds = %42
  %55 = load ptr, ptr %11, align 8, !tbaa !120
  %56 = getelementptr inbounds %struct.HistogramLiteral, ptr %55, i64 %49
  %57 = load i64, ptr %8, align 8, !tbaa !103
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %92, label %59

59:                                               ; preds = %54
  %60 = and i64 %57, 3
  %61 = icmp ult i64 %57, 4
  br i1 %61, label %81, label %62

62:                                               ; preds = %59
  %63 = and i64 %57, -4
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %78, %64 ]
  %66 = phi i64 [ 0, %62 ], [ %79, %64 ]
  %67 = getelementptr inbounds %struct.HistogramLiteral, ptr %56, i64 %65
  %68 = getelementptr inbounds i8, ptr %67, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %67, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %68, align 8, !tbaa !49
  %69 = or disjoint i64 %65, 1
  %70 = getelementptr inbounds %struct.HistogramLiteral, ptr %56, i64 %69
  %71 = getelementptr inbounds i8, ptr %70, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %70, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %71, align 8, !tbaa !49
  %72 = or disjoint i64 %65, 2
  %73 = getelementptr inbounds %struct.HistogramLiteral, ptr %56, i64 %72
  %74 = getelementptr inbounds i8, ptr %73, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %73, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %74, align 8, !tbaa !49
  %75 = or disjoint i64 %65, 3
  %76 = getelementptr inbounds %struct.HistogramLiteral, ptr %56, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %76, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %77, align 8, !tbaa !49
  %78 = add nuw i64 %65, 4
  %79 = add i64 %66, 4
  %80 = icmp eq i64 %79, %63
  br i1 %80, label %81, label %64, !llvm.loop !51

81:                                               ; preds = %64, %59
  %82 = phi i64 [ 0, %59 ], [ %78, %64 ]
  %83 = icmp eq i64 %60, 0
  br i1 %83, label %92, label %84

84:                                               ; preds = %81, %84
  %85 = phi i64 [ %89, %84 ], [ %82, %81 ]
  %86 = phi i64 [ %90, %84 ], [ 0, %81 ]
  %87 = getelementptr inbounds %struct.HistogramLiteral, ptr %56, i64 %85
  %88 = getelementptr inbounds i8, ptr %87, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %87, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %88, align 8, !tbaa !49
  %89 = add nuw i64 %85, 1
  %90 = add i64 %86, 1
  %91 = icmp eq i64 %90, %60
  br i1 %91, label %92, label %84, !llvm.loop !173

92:                                               ; preds = %81, %84, %54, %42
  store i64 0, ptr %13, align 8, !tbaa !123
  br label %483

93:                                               ; preds = %19
  %94 = icmp eq i64 %20, 0
  br i1 %94, label %483, label %95

95:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #8
  %96 = and i64 %9, 9223372036854775807
  %97 = icmp eq i64 %96, 0
  br i1 %97, label %101, label %98

98:                                               ; preds = %95
  %99 = mul i64 %9, 2080
  %100 = tail call ptr @BrotliAllocate(ptr noundef %1, i64 noundef %99) #8
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %5) #8
  br label %103

101:                                              ; preds = %95
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %5) #8
  %102 = icmp eq i64 %9, 0
  br i1 %102, label %283, label %103

103:                                              ; preds = %98, %101
  %104 = phi ptr [ %100, %98 ], [ null, %101 ]
  %105 = getelementptr inbounds i8, ptr %0, i64 88
  %106 = getelementptr inbounds i8, ptr %0, i64 96
  %107 = getelementptr inbounds i8, ptr %0, i64 104
  %108 = mul i64 %9, 1040
  %109 = getelementptr i8, ptr %104, i64 %108
  %110 = mul i64 %9, 2080
  %111 = add i64 %110, -16
  %112 = getelementptr i8, ptr %104, i64 %111
  %113 = add i64 %108, -16
  %114 = getelementptr i8, ptr %104, i64 %113
  %115 = getelementptr i8, ptr %12, i64 1024
  %116 = getelementptr i8, ptr %12, i64 1024
  br label %117

117:                                              ; preds = %103, %272
  %118 = phi double [ 0.000000e+00, %103 ], [ %205, %272 ]
  %119 = phi double [ 0.000000e+00, %103 ], [ %280, %272 ]
  %120 = phi i64 [ 0, %103 ], [ %281, %272 ]
  %121 = mul i64 %120, 1040
  %122 = getelementptr i8, ptr %115, i64 %121
  %123 = load i64, ptr %105, align 8, !tbaa !122
  %124 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %123
  %125 = getelementptr %struct.HistogramLiteral, ptr %124, i64 %120
  %126 = load i64, ptr %0, align 8, !tbaa !101
  %127 = tail call double @BrotliBitsEntropy(ptr noundef %125, i64 noundef %126) #8
  %128 = getelementptr inbounds [13 x double], ptr %4, i64 0, i64 %120
  store double %127, ptr %128, align 8, !tbaa !30
  %129 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %120
  %130 = load i64, ptr %106, align 8, !tbaa !19
  %131 = getelementptr inbounds %struct.HistogramLiteral, ptr %104, i64 %120
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %131, ptr noundef nonnull align 8 dereferenceable(1040) %125, i64 1040, i1 false), !tbaa.struct !157
  %132 = getelementptr %struct.HistogramLiteral, ptr %129, i64 %130
  %133 = getelementptr inbounds i8, ptr %132, i64 1024
  %134 = load i64, ptr %133, align 8, !tbaa !90
  %135 = getelementptr inbounds i8, ptr %131, i64 1024
  %136 = load i64, ptr %135, align 8, !tbaa !90
  %137 = add i64 %136, %134
  store i64 %137, ptr %135, align 8, !tbaa !90
  %138 = mul i64 %120, 1040
  %139 = getelementptr i8, ptr %116, i64 %138
  %140 = mul i64 %130, 1040
  %141 = getelementptr i8, ptr %139, i64 %140
  %142 = icmp ult ptr %104, %141
  %143 = icmp ult ptr %132, %114
  %144 = and i1 %142, %143
  br i1 %144, label %170, label %145

145:                                              ; preds = %117, %145
  %146 = phi i64 [ %168, %145 ], [ 0, %117 ]
  %147 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %146
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load <4 x i32>, ptr %147, align 4, !tbaa !18, !alias.scope !174
  %150 = load <4 x i32>, ptr %148, align 4, !tbaa !18, !alias.scope !174
  %151 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %146
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = load <4 x i32>, ptr %151, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %154 = load <4 x i32>, ptr %152, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %155 = add <4 x i32> %153, %149
  %156 = add <4 x i32> %154, %150
  store <4 x i32> %155, ptr %151, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  store <4 x i32> %156, ptr %152, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %157 = or disjoint i64 %146, 8
  %158 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %157
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = load <4 x i32>, ptr %158, align 4, !tbaa !18, !alias.scope !174
  %161 = load <4 x i32>, ptr %159, align 4, !tbaa !18, !alias.scope !174
  %162 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %157
  %163 = getelementptr inbounds i8, ptr %162, i64 16
  %164 = load <4 x i32>, ptr %162, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %165 = load <4 x i32>, ptr %163, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %166 = add <4 x i32> %164, %160
  %167 = add <4 x i32> %165, %161
  store <4 x i32> %166, ptr %162, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  store <4 x i32> %167, ptr %163, align 4, !tbaa !18, !alias.scope !177, !noalias !174
  %168 = add nuw nsw i64 %146, 16
  %169 = icmp eq i64 %168, 256
  br i1 %169, label %197, label %145, !llvm.loop !179

170:                                              ; preds = %117, %170
  %171 = phi i64 [ %195, %170 ], [ 0, %117 ]
  %172 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !18
  %174 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %171
  %175 = load i32, ptr %174, align 4, !tbaa !18
  %176 = add i32 %175, %173
  store i32 %176, ptr %174, align 4, !tbaa !18
  %177 = or disjoint i64 %171, 1
  %178 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !18
  %180 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %177
  %181 = load i32, ptr %180, align 4, !tbaa !18
  %182 = add i32 %181, %179
  store i32 %182, ptr %180, align 4, !tbaa !18
  %183 = or disjoint i64 %171, 2
  %184 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !18
  %186 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %183
  %187 = load i32, ptr %186, align 4, !tbaa !18
  %188 = add i32 %187, %185
  store i32 %188, ptr %186, align 4, !tbaa !18
  %189 = or disjoint i64 %171, 3
  %190 = getelementptr inbounds [256 x i32], ptr %132, i64 0, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !18
  %192 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %189
  %193 = load i32, ptr %192, align 4, !tbaa !18
  %194 = add i32 %193, %191
  store i32 %194, ptr %192, align 4, !tbaa !18
  %195 = add nuw nsw i64 %171, 4
  %196 = icmp eq i64 %195, 256
  br i1 %196, label %197, label %170, !llvm.loop !180

197:                                              ; preds = %145, %170
  %198 = load i64, ptr %0, align 8, !tbaa !101
  %199 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %131, i64 noundef %198) #8
  %200 = getelementptr inbounds [26 x double], ptr %5, i64 0, i64 %120
  store double %199, ptr %200, align 8, !tbaa !30
  %201 = fsub double %199, %127
  %202 = getelementptr inbounds double, ptr %10, i64 %120
  %203 = load double, ptr %202, align 8, !tbaa !30
  %204 = fsub double %201, %203
  %205 = fadd double %118, %204
  %206 = add i64 %9, %120
  %207 = load i64, ptr %107, align 8, !tbaa !19
  %208 = getelementptr inbounds %struct.HistogramLiteral, ptr %104, i64 %206
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %208, ptr noundef nonnull align 8 dereferenceable(1040) %125, i64 1040, i1 false), !tbaa.struct !157
  %209 = getelementptr %struct.HistogramLiteral, ptr %129, i64 %207
  %210 = getelementptr inbounds i8, ptr %209, i64 1024
  %211 = load i64, ptr %210, align 8, !tbaa !90
  %212 = getelementptr inbounds i8, ptr %208, i64 1024
  %213 = load i64, ptr %212, align 8, !tbaa !90
  %214 = add i64 %213, %211
  store i64 %214, ptr %212, align 8, !tbaa !90
  %215 = mul i64 %207, 1040
  %216 = getelementptr i8, ptr %122, i64 %215
  %217 = icmp ult ptr %109, %216
  %218 = icmp ult ptr %209, %112
  %219 = and i1 %217, %218
  br i1 %219, label %245, label %220

220:                                              ; preds = %197, %220
  %221 = phi i64 [ %243, %220 ], [ 0, %197 ]
  %222 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %221
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load <4 x i32>, ptr %222, align 4, !tbaa !18, !alias.scope !181
  %225 = load <4 x i32>, ptr %223, align 4, !tbaa !18, !alias.scope !181
  %226 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %221
  %227 = getelementptr inbounds i8, ptr %226, i64 16
  %228 = load <4 x i32>, ptr %226, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %229 = load <4 x i32>, ptr %227, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %230 = add <4 x i32> %228, %224
  %231 = add <4 x i32> %229, %225
  store <4 x i32> %230, ptr %226, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  store <4 x i32> %231, ptr %227, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %232 = or disjoint i64 %221, 8
  %233 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %232
  %234 = getelementptr inbounds i8, ptr %233, i64 16
  %235 = load <4 x i32>, ptr %233, align 4, !tbaa !18, !alias.scope !181
  %236 = load <4 x i32>, ptr %234, align 4, !tbaa !18, !alias.scope !181
  %237 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %232
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load <4 x i32>, ptr %237, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %240 = load <4 x i32>, ptr %238, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %241 = add <4 x i32> %239, %235
  %242 = add <4 x i32> %240, %236
  store <4 x i32> %241, ptr %237, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  store <4 x i32> %242, ptr %238, align 4, !tbaa !18, !alias.scope !184, !noalias !181
  %243 = add nuw nsw i64 %221, 16
  %244 = icmp eq i64 %243, 256
  br i1 %244, label %272, label %220, !llvm.loop !186

245:                                              ; preds = %197, %245
  %246 = phi i64 [ %270, %245 ], [ 0, %197 ]
  %247 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !18
  %249 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %246
  %250 = load i32, ptr %249, align 4, !tbaa !18
  %251 = add i32 %250, %248
  store i32 %251, ptr %249, align 4, !tbaa !18
  %252 = or disjoint i64 %246, 1
  %253 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !18
  %255 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %252
  %256 = load i32, ptr %255, align 4, !tbaa !18
  %257 = add i32 %256, %254
  store i32 %257, ptr %255, align 4, !tbaa !18
  %258 = or disjoint i64 %246, 2
  %259 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %258
  %260 = load i32, ptr %259, align 4, !tbaa !18
  %261 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %258
  %262 = load i32, ptr %261, align 4, !tbaa !18
  %263 = add i32 %262, %260
  store i32 %263, ptr %261, align 4, !tbaa !18
  %264 = or disjoint i64 %246, 3
  %265 = getelementptr inbounds [256 x i32], ptr %209, i64 0, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !18
  %267 = getelementptr inbounds [256 x i32], ptr %208, i64 0, i64 %264
  %268 = load i32, ptr %267, align 4, !tbaa !18
  %269 = add i32 %268, %266
  store i32 %269, ptr %267, align 4, !tbaa !18
  %270 = add nuw nsw i64 %246, 4
  %271 = icmp eq i64 %270, 256
  br i1 %271, label %272, label %245, !llvm.loop !187

272:                                              ; preds = %220, %245
  %273 = load i64, ptr %0, align 8, !tbaa !101
  %274 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %208, i64 noundef %273) #8
  %275 = getelementptr inbounds [26 x double], ptr %5, i64 0, i64 %206
  store double %274, ptr %275, align 8, !tbaa !30
  %276 = fsub double %274, %127
  %277 = getelementptr inbounds double, ptr %10, i64 %206
  %278 = load double, ptr %277, align 8, !tbaa !30
  %279 = fsub double %276, %278
  %280 = fadd double %119, %279
  %281 = add nuw i64 %120, 1
  %282 = icmp eq i64 %281, %9
  br i1 %282, label %283, label %117, !llvm.loop !188

283:                                              ; preds = %272, %101
  %284 = phi i1 [ true, %101 ], [ false, %272 ]
  %285 = phi ptr [ null, %101 ], [ %104, %272 ]
  %286 = phi double [ 0.000000e+00, %101 ], [ %205, %272 ]
  %287 = phi double [ 0.000000e+00, %101 ], [ %280, %272 ]
  %288 = load i64, ptr %7, align 8, !tbaa !156
  %289 = getelementptr inbounds i8, ptr %0, i64 16
  %290 = load i64, ptr %289, align 8, !tbaa !104
  %291 = icmp ult i64 %288, %290
  br i1 %291, label %292, label %400

292:                                              ; preds = %283
  %293 = getelementptr inbounds i8, ptr %0, i64 32
  %294 = load double, ptr %293, align 8, !tbaa !106
  %295 = fcmp ogt double %286, %294
  %296 = fcmp ogt double %287, %294
  %297 = select i1 %295, i1 %296, i1 false
  br i1 %297, label %298, label %400

298:                                              ; preds = %292
  %299 = load i64, ptr %13, align 8, !tbaa !123
  %300 = trunc i64 %299 to i32
  %301 = getelementptr inbounds i8, ptr %7, i64 24
  %302 = load ptr, ptr %301, align 8, !tbaa !117
  %303 = load i64, ptr %21, align 8, !tbaa !107
  %304 = getelementptr inbounds i32, ptr %302, i64 %303
  store i32 %300, ptr %304, align 4, !tbaa !18
  %305 = trunc i64 %288 to i8
  %306 = getelementptr inbounds i8, ptr %7, i64 16
  %307 = load ptr, ptr %306, align 8, !tbaa !114
  %308 = getelementptr inbounds i8, ptr %307, i64 %303
  store i8 %305, ptr %308, align 1, !tbaa !86
  %309 = getelementptr inbounds i8, ptr %0, i64 96
  %310 = load i64, ptr %309, align 8, !tbaa !19
  %311 = getelementptr inbounds i8, ptr %0, i64 104
  store i64 %310, ptr %311, align 8, !tbaa !19
  %312 = load i64, ptr %7, align 8, !tbaa !156
  %313 = mul i64 %312, %9
  store i64 %313, ptr %309, align 8, !tbaa !19
  br i1 %284, label %346, label %314

314:                                              ; preds = %298
  %315 = getelementptr double, ptr %10, i64 %9
  %316 = icmp ult i64 %9, 4
  br i1 %316, label %335, label %317

317:                                              ; preds = %314
  %318 = and i64 %9, -4
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i64 [ 0, %317 ], [ %331, %319 ]
  %321 = getelementptr inbounds double, ptr %10, i64 %320
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load <2 x double>, ptr %321, align 8, !tbaa !30
  %324 = load <2 x double>, ptr %322, align 8, !tbaa !30
  %325 = getelementptr double, ptr %315, i64 %320
  %326 = getelementptr i8, ptr %325, i64 16
  store <2 x double> %323, ptr %325, align 8, !tbaa !30
  store <2 x double> %324, ptr %326, align 8, !tbaa !30
  %327 = getelementptr inbounds [13 x double], ptr %4, i64 0, i64 %320
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load <2 x double>, ptr %327, align 16, !tbaa !30
  %330 = load <2 x double>, ptr %328, align 16, !tbaa !30
  store <2 x double> %329, ptr %321, align 8, !tbaa !30
  store <2 x double> %330, ptr %322, align 8, !tbaa !30
  %331 = add nuw i64 %320, 4
  %332 = icmp eq i64 %331, %318
  br i1 %332, label %333, label %319, !llvm.loop !189

333:                                              ; preds = %319
  %334 = icmp eq i64 %9, %318
  br i1 %334, label %346, label %335

335:                                              ; preds = %333, %314
  %336 = phi i64 [ 0, %314 ], [ %318, %333 ]
  br label %337

337:                                              ; preds = %335, %337
  %338 = phi i64 [ %344, %337 ], [ %336, %335 ]
  %339 = getelementptr inbounds double, ptr %10, i64 %338
  %340 = load double, ptr %339, align 8, !tbaa !30
  %341 = getelementptr double, ptr %315, i64 %338
  store double %340, ptr %341, align 8, !tbaa !30
  %342 = getelementptr inbounds [13 x double], ptr %4, i64 0, i64 %338
  %343 = load double, ptr %342, align 8, !tbaa !30
  store double %343, ptr %339, align 8, !tbaa !30
  %344 = add nuw i64 %338, 1
  %345 = icmp eq i64 %344, %9
  br i1 %345, label %346, label %337, !llvm.loop !190

346:                                              ; preds = %337, %333, %298
  %347 = load i64, ptr %21, align 8, !tbaa !107
  %348 = add i64 %347, 1
  store i64 %348, ptr %21, align 8, !tbaa !107
  %349 = load i64, ptr %7, align 8, !tbaa !156
  %350 = add i64 %349, 1
  store i64 %350, ptr %7, align 8, !tbaa !156
  %351 = getelementptr inbounds i8, ptr %0, i64 88
  %352 = load i64, ptr %351, align 8, !tbaa !122
  %353 = add i64 %352, %9
  store i64 %353, ptr %351, align 8, !tbaa !122
  %354 = getelementptr inbounds i8, ptr %0, i64 64
  %355 = load ptr, ptr %354, align 8, !tbaa !109
  %356 = load i64, ptr %355, align 8, !tbaa !19
  %357 = icmp ult i64 %353, %356
  br i1 %357, label %358, label %396

358:                                              ; preds = %346
  %359 = load ptr, ptr %11, align 8, !tbaa !120
  %360 = getelementptr inbounds %struct.HistogramLiteral, ptr %359, i64 %353
  %361 = load i64, ptr %8, align 8, !tbaa !103
  %362 = icmp eq i64 %361, 0
  br i1 %362, label %396, label %363

363:                                              ; preds = %358
  %364 = and i64 %361, 3
  %365 = icmp ult i64 %361, 4
  br i1 %365, label %385, label %366

366:                                              ; preds = %363
  %367 = and i64 %361, -4
  br label %368

368:                                              ; preds = %368, %366
  %369 = phi i64 [ 0, %366 ], [ %382, %368 ]
  %370 = phi i64 [ 0, %366 ], [ %383, %368 ]
  %371 = getelementptr inbounds %struct.HistogramLiteral, ptr %360, i64 %369
  %372 = getelementptr inbounds i8, ptr %371, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %371, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %372, align 8, !tbaa !49
  %373 = or disjoint i64 %369, 1
  %374 = getelementptr inbounds %struct.HistogramLiteral, ptr %360, i64 %373
  %375 = getelementptr inbounds i8, ptr %374, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %374, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %375, align 8, !tbaa !49
  %376 = or disjoint i64 %369, 2
  %377 = getelementptr inbounds %struct.HistogramLiteral, ptr %360, i64 %376
  %378 = getelementptr inbounds i8, ptr %377, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %377, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %378, align 8, !tbaa !49
  %379 = or disjoint i64 %369, 3
  %380 = getelementptr inbounds %struct.HistogramLiteral, ptr %360, i64 %379
  %381 = getelementptr inbounds i8, ptr %380, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %380, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %381, align 8, !tbaa !49
  %382 = add nuw i64 %369, 4
  %383 = add i64 %370, 4
  %384 = icmp eq i64 %383, %367
  br i1 %384, label %385, label %368, !llvm.loop !51

385:                                              ; preds = %368, %363
  %386 = phi i64 [ 0, %363 ], [ %382, %368 ]
  %387 = icmp eq i64 %364, 0
  br i1 %387, label %396, label %388

388:                                              ; preds = %385, %388
  %389 = phi i64 [ %393, %388 ], [ %386, %385 ]
  %390 = phi i64 [ %394, %388 ], [ 0, %385 ]
  %391 = getelementptr inbounds %struct.HistogramLiteral, ptr %360, i64 %389
  %392 = getelementptr inbounds i8, ptr %391, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %391, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %392, align 8, !tbaa !49
  %393 = add nuw i64 %389, 1
  %394 = add i64 %390, 1
  %395 = icmp eq i64 %394, %364
  br i1 %395, label %396, label %388, !llvm.loop !191

396:                                              ; preds = %385, %388, %358, %346
  store i64 0, ptr %13, align 8, !tbaa !123
  %397 = getelementptr inbounds i8, ptr %0, i64 320
  store i64 0, ptr %397, align 8, !tbaa !111
  %398 = load i64, ptr %15, align 8, !tbaa !105
  %399 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 %398, ptr %399, align 8, !tbaa !110
  br label %482

400:                                              ; preds = %292, %283
  %401 = fadd double %286, -2.000000e+01
  %402 = fcmp olt double %287, %401
  %403 = load i64, ptr %13, align 8, !tbaa !123
  %404 = trunc i64 %403 to i32
  %405 = getelementptr inbounds i8, ptr %7, i64 24
  %406 = load ptr, ptr %405, align 8, !tbaa !117
  %407 = load i64, ptr %21, align 8, !tbaa !107
  %408 = getelementptr i32, ptr %406, i64 %407
  br i1 %402, label %409, label %444

409:                                              ; preds = %400
  store i32 %404, ptr %408, align 4, !tbaa !18
  %410 = getelementptr inbounds i8, ptr %7, i64 16
  %411 = load ptr, ptr %410, align 8, !tbaa !114
  %412 = getelementptr i8, ptr %411, i64 %407
  %413 = getelementptr i8, ptr %412, i64 -2
  %414 = load i8, ptr %413, align 1, !tbaa !86
  store i8 %414, ptr %412, align 1, !tbaa !86
  %415 = getelementptr inbounds i8, ptr %0, i64 96
  %416 = load <2 x i64>, ptr %415, align 8, !tbaa !19
  %417 = shufflevector <2 x i64> %416, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %417, ptr %415, align 8, !tbaa !19
  br i1 %284, label %438, label %418

418:                                              ; preds = %409
  %419 = getelementptr inbounds i8, ptr %0, i64 88
  br label %420

420:                                              ; preds = %418, %420
  %421 = phi i64 [ 0, %418 ], [ %436, %420 ]
  %422 = load i64, ptr %415, align 8, !tbaa !19
  %423 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %422
  %424 = getelementptr %struct.HistogramLiteral, ptr %423, i64 %421
  %425 = add i64 %421, %9
  %426 = getelementptr inbounds %struct.HistogramLiteral, ptr %285, i64 %425
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %424, ptr noundef nonnull align 8 dereferenceable(1040) %426, i64 1040, i1 false), !tbaa.struct !157
  %427 = getelementptr inbounds double, ptr %10, i64 %421
  %428 = load double, ptr %427, align 8, !tbaa !30
  %429 = getelementptr inbounds double, ptr %10, i64 %425
  store double %428, ptr %429, align 8, !tbaa !30
  %430 = getelementptr inbounds [26 x double], ptr %5, i64 0, i64 %425
  %431 = load double, ptr %430, align 8, !tbaa !30
  store double %431, ptr %427, align 8, !tbaa !30
  %432 = load i64, ptr %419, align 8, !tbaa !122
  %433 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %432
  %434 = getelementptr %struct.HistogramLiteral, ptr %433, i64 %421
  %435 = getelementptr inbounds i8, ptr %434, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %434, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %435, align 8, !tbaa !49
  %436 = add nuw i64 %421, 1
  %437 = icmp eq i64 %436, %9
  br i1 %437, label %438, label %420, !llvm.loop !192

438:                                              ; preds = %420, %409
  %439 = load i64, ptr %21, align 8, !tbaa !107
  %440 = add i64 %439, 1
  store i64 %440, ptr %21, align 8, !tbaa !107
  store i64 0, ptr %13, align 8, !tbaa !123
  %441 = getelementptr inbounds i8, ptr %0, i64 320
  store i64 0, ptr %441, align 8, !tbaa !111
  %442 = load i64, ptr %15, align 8, !tbaa !105
  %443 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 %442, ptr %443, align 8, !tbaa !110
  br label %482

444:                                              ; preds = %400
  %445 = getelementptr i8, ptr %408, i64 -4
  %446 = load i32, ptr %445, align 4, !tbaa !18
  %447 = add i32 %446, %404
  store i32 %447, ptr %445, align 4, !tbaa !18
  br i1 %284, label %472, label %448

448:                                              ; preds = %444
  %449 = getelementptr inbounds i8, ptr %0, i64 96
  %450 = getelementptr double, ptr %10, i64 %9
  %451 = getelementptr inbounds i8, ptr %0, i64 88
  br label %452

452:                                              ; preds = %448, %465
  %453 = phi i64 [ 0, %448 ], [ %470, %465 ]
  %454 = load i64, ptr %449, align 8, !tbaa !19
  %455 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %454
  %456 = getelementptr %struct.HistogramLiteral, ptr %455, i64 %453
  %457 = getelementptr inbounds %struct.HistogramLiteral, ptr %285, i64 %453
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %456, ptr noundef nonnull align 8 dereferenceable(1040) %457, i64 1040, i1 false), !tbaa.struct !157
  %458 = getelementptr inbounds [26 x double], ptr %5, i64 0, i64 %453
  %459 = load double, ptr %458, align 8, !tbaa !30
  %460 = getelementptr inbounds double, ptr %10, i64 %453
  store double %459, ptr %460, align 8, !tbaa !30
  %461 = load i64, ptr %7, align 8, !tbaa !156
  %462 = icmp eq i64 %461, 1
  br i1 %462, label %463, label %465

463:                                              ; preds = %452
  %464 = getelementptr double, ptr %450, i64 %453
  store double %459, ptr %464, align 8, !tbaa !30
  br label %465

465:                                              ; preds = %463, %452
  %466 = load i64, ptr %451, align 8, !tbaa !122
  %467 = getelementptr %struct.HistogramLiteral, ptr %12, i64 %466
  %468 = getelementptr %struct.HistogramLiteral, ptr %467, i64 %453
  %469 = getelementptr inbounds i8, ptr %468, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %468, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %469, align 8, !tbaa !49
  %470 = add nuw i64 %453, 1
  %471 = icmp eq i64 %470, %9
  br i1 %471, label %472, label %452, !llvm.loop !193

472:                                              ; preds = %465, %444
  store i64 0, ptr %13, align 8, !tbaa !123
  %473 = getelementptr inbounds i8, ptr %0, i64 320
  %474 = load i64, ptr %473, align 8, !tbaa !111
  %475 = add i64 %474, 1
  store i64 %475, ptr %473, align 8, !tbaa !111
  %476 = icmp ugt i64 %475, 1
  br i1 %476, label %477, label %482

477:                                              ; preds = %472
  %478 = load i64, ptr %15, align 8, !tbaa !105
  %479 = getelementptr inbounds i8, ptr %0, i64 72
  %480 = load i64, ptr %479, align 8, !tbaa !110
  %481 = add i64 %480, %478
  store i64 %481, ptr %479, align 8, !tbaa !110
  br label %482

482:                                              ; preds = %438, %477, %472, %396
  tail call void @BrotliFree(ptr noundef %1, ptr noundef %285) #8
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #8
  br label %483

483:                                              ; preds = %93, %482, %92
  %484 = icmp eq i32 %2, 0
  br i1 %484, label %492, label %485

485:                                              ; preds = %483
  %486 = load i64, ptr %7, align 8, !tbaa !156
  %487 = mul i64 %486, %9
  %488 = getelementptr inbounds i8, ptr %0, i64 64
  %489 = load ptr, ptr %488, align 8, !tbaa !109
  store i64 %487, ptr %489, align 8, !tbaa !19
  %490 = load i64, ptr %21, align 8, !tbaa !107
  %491 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %490, ptr %491, align 8, !tbaa !118
  br label %492

492:                                              ; preds = %485, %483
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @BlockSplitterFinishBlockCommand(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !142
  %5 = getelementptr inbounds i8, ptr %0, i64 5760
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = load ptr, ptr %6, align 8, !tbaa !80
  %8 = getelementptr inbounds i8, ptr %0, i64 5728
  %9 = load i64, ptr %8, align 8, !tbaa !84
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !139
  %12 = tail call i64 @llvm.umax.i64(i64 %9, i64 %11)
  store i64 %12, ptr %8, align 8, !tbaa !84
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i64, ptr %13, align 8, !tbaa !141
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %40

16:                                               ; preds = %2
  %17 = trunc i64 %12 to i32
  %18 = getelementptr inbounds i8, ptr %4, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !117
  store i32 %17, ptr %19, align 4, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !114
  store i8 0, ptr %21, align 1, !tbaa !86
  %22 = load i64, ptr %0, align 8, !tbaa !138
  %23 = tail call double @BrotliBitsEntropy(ptr noundef %7, i64 noundef %22) #8
  store double %23, ptr %5, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %0, i64 5768
  store double %23, ptr %24, align 8, !tbaa !30
  %25 = load i64, ptr %13, align 8, !tbaa !141
  %26 = add i64 %25, 1
  store i64 %26, ptr %13, align 8, !tbaa !141
  %27 = load i64, ptr %4, align 8, !tbaa !156
  %28 = add i64 %27, 1
  store i64 %28, ptr %4, align 8, !tbaa !156
  %29 = getelementptr inbounds i8, ptr %0, i64 5736
  %30 = load i64, ptr %29, align 8, !tbaa !82
  %31 = add i64 %30, 1
  store i64 %31, ptr %29, align 8, !tbaa !82
  %32 = getelementptr inbounds i8, ptr %0, i64 48
  %33 = load ptr, ptr %32, align 8, !tbaa !143
  %34 = load i64, ptr %33, align 8, !tbaa !19
  %35 = icmp ult i64 %31, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %16
  %37 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %31
  %38 = getelementptr inbounds i8, ptr %37, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %37, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %38, align 8, !tbaa !61
  br label %39

39:                                               ; preds = %36, %16
  store i64 0, ptr %8, align 8, !tbaa !84
  br label %296

40:                                               ; preds = %2
  %41 = icmp eq i64 %12, 0
  br i1 %41, label %296, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %0, i64 5736
  %44 = load i64, ptr %43, align 8, !tbaa !82
  %45 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %44
  %46 = load i64, ptr %0, align 8, !tbaa !138
  %47 = tail call double @BrotliBitsEntropy(ptr noundef %45, i64 noundef %46) #8
  %48 = getelementptr inbounds i8, ptr %0, i64 5744
  %49 = getelementptr inbounds i8, ptr %0, i64 56
  %50 = load i64, ptr %48, align 8, !tbaa !19
  %51 = load i64, ptr %43, align 8, !tbaa !82
  %52 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %49, ptr noundef nonnull align 8 dereferenceable(2832) %52, i64 2832, i1 false), !tbaa.struct !194
  %53 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %50
  %54 = getelementptr inbounds i8, ptr %53, i64 2816
  %55 = load i64, ptr %54, align 8, !tbaa !83
  %56 = getelementptr inbounds i8, ptr %0, i64 2872
  %57 = load i64, ptr %56, align 8, !tbaa !83
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !83
  %59 = getelementptr i8, ptr %0, i64 2872
  %60 = mul nsw i64 %50, 2832
  %61 = getelementptr i8, ptr %7, i64 %60
  %62 = getelementptr i8, ptr %61, i64 2816
  %63 = icmp ult ptr %49, %62
  %64 = icmp ult ptr %53, %59
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %42, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %42 ]
  %68 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !18, !alias.scope !195
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !18, !alias.scope !195
  %72 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  store <4 x i32> %77, ptr %73, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !18, !alias.scope !195
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !18, !alias.scope !195
  %83 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  store <4 x i32> %88, ptr %84, align 4, !tbaa !18, !alias.scope !198, !noalias !195
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 704
  br i1 %90, label %118, label %66, !llvm.loop !200

91:                                               ; preds = %42, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %42 ]
  %93 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !18
  %95 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !18
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !18
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !18
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !18
  %107 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !18
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !18
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !18
  %113 = getelementptr inbounds [704 x i32], ptr %49, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !18
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !18
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 704
  br i1 %117, label %118, label %91, !llvm.loop !201

118:                                              ; preds = %66, %91
  %119 = load i64, ptr %0, align 8, !tbaa !138
  %120 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %49, i64 noundef %119) #8
  %121 = fsub double %120, %47
  %122 = load double, ptr %5, align 8, !tbaa !30
  %123 = fsub double %121, %122
  %124 = getelementptr inbounds i8, ptr %0, i64 5752
  %125 = load i64, ptr %124, align 8, !tbaa !19
  %126 = getelementptr inbounds i8, ptr %0, i64 2888
  %127 = load i64, ptr %43, align 8, !tbaa !82
  %128 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %127
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %126, ptr noundef nonnull align 8 dereferenceable(2832) %128, i64 2832, i1 false), !tbaa.struct !194
  %129 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %125
  %130 = getelementptr inbounds i8, ptr %129, i64 2816
  %131 = load i64, ptr %130, align 8, !tbaa !83
  %132 = getelementptr inbounds i8, ptr %0, i64 5704
  %133 = load i64, ptr %132, align 8, !tbaa !83
  %134 = add i64 %133, %131
  store i64 %134, ptr %132, align 8, !tbaa !83
  %135 = getelementptr i8, ptr %0, i64 5704
  %136 = mul nsw i64 %125, 2832
  %137 = getelementptr i8, ptr %7, i64 %136
  %138 = getelementptr i8, ptr %137, i64 2816
  %139 = icmp ult ptr %126, %138
  %140 = icmp ult ptr %129, %135
  %141 = and i1 %139, %140
  br i1 %141, label %167, label %142

142:                                              ; preds = %118, %142
  %143 = phi i64 [ %165, %142 ], [ 0, %118 ]
  %144 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load <4 x i32>, ptr %144, align 4, !tbaa !18, !alias.scope !202
  %147 = load <4 x i32>, ptr %145, align 4, !tbaa !18, !alias.scope !202
  %148 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %143
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <4 x i32>, ptr %148, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %152 = add <4 x i32> %150, %146
  %153 = add <4 x i32> %151, %147
  store <4 x i32> %152, ptr %148, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  store <4 x i32> %153, ptr %149, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %154 = or disjoint i64 %143, 8
  %155 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %154
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load <4 x i32>, ptr %155, align 4, !tbaa !18, !alias.scope !202
  %158 = load <4 x i32>, ptr %156, align 4, !tbaa !18, !alias.scope !202
  %159 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <4 x i32>, ptr %159, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %162 = load <4 x i32>, ptr %160, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %163 = add <4 x i32> %161, %157
  %164 = add <4 x i32> %162, %158
  store <4 x i32> %163, ptr %159, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  store <4 x i32> %164, ptr %160, align 4, !tbaa !18, !alias.scope !205, !noalias !202
  %165 = add nuw nsw i64 %143, 16
  %166 = icmp eq i64 %165, 704
  br i1 %166, label %194, label %142, !llvm.loop !207

167:                                              ; preds = %118, %167
  %168 = phi i64 [ %192, %167 ], [ 0, %118 ]
  %169 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !18
  %171 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !18
  %173 = add i32 %172, %170
  store i32 %173, ptr %171, align 4, !tbaa !18
  %174 = or disjoint i64 %168, 1
  %175 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !18
  %177 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %174
  %178 = load i32, ptr %177, align 4, !tbaa !18
  %179 = add i32 %178, %176
  store i32 %179, ptr %177, align 4, !tbaa !18
  %180 = or disjoint i64 %168, 2
  %181 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !18
  %183 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %180
  %184 = load i32, ptr %183, align 4, !tbaa !18
  %185 = add i32 %184, %182
  store i32 %185, ptr %183, align 4, !tbaa !18
  %186 = or disjoint i64 %168, 3
  %187 = getelementptr inbounds [704 x i32], ptr %129, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !18
  %189 = getelementptr inbounds [704 x i32], ptr %126, i64 0, i64 %186
  %190 = load i32, ptr %189, align 4, !tbaa !18
  %191 = add i32 %190, %188
  store i32 %191, ptr %189, align 4, !tbaa !18
  %192 = add nuw nsw i64 %168, 4
  %193 = icmp eq i64 %192, 704
  br i1 %193, label %194, label %167, !llvm.loop !208

194:                                              ; preds = %142, %167
  %195 = load i64, ptr %0, align 8, !tbaa !138
  %196 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %126, i64 noundef %195) #8
  %197 = fsub double %196, %47
  %198 = getelementptr inbounds i8, ptr %0, i64 5768
  %199 = load double, ptr %198, align 8, !tbaa !30
  %200 = fsub double %197, %199
  %201 = load i64, ptr %4, align 8, !tbaa !156
  %202 = icmp ult i64 %201, 256
  br i1 %202, label %203, label %243

203:                                              ; preds = %194
  %204 = getelementptr inbounds i8, ptr %0, i64 16
  %205 = load double, ptr %204, align 8, !tbaa !140
  %206 = fcmp ogt double %123, %205
  %207 = fcmp ogt double %200, %205
  %208 = select i1 %206, i1 %207, i1 false
  br i1 %208, label %209, label %243

209:                                              ; preds = %203
  %210 = load i64, ptr %8, align 8, !tbaa !84
  %211 = trunc i64 %210 to i32
  %212 = getelementptr inbounds i8, ptr %4, i64 24
  %213 = load ptr, ptr %212, align 8, !tbaa !117
  %214 = load i64, ptr %13, align 8, !tbaa !141
  %215 = getelementptr inbounds i32, ptr %213, i64 %214
  store i32 %211, ptr %215, align 4, !tbaa !18
  %216 = trunc nuw i64 %201 to i8
  %217 = getelementptr inbounds i8, ptr %4, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !114
  %219 = getelementptr inbounds i8, ptr %218, i64 %214
  store i8 %216, ptr %219, align 1, !tbaa !86
  %220 = load i64, ptr %48, align 8, !tbaa !19
  %221 = getelementptr inbounds i8, ptr %0, i64 5752
  store i64 %220, ptr %221, align 8, !tbaa !19
  %222 = load i64, ptr %4, align 8, !tbaa !156
  %223 = and i64 %222, 255
  store i64 %223, ptr %48, align 8, !tbaa !19
  %224 = load double, ptr %5, align 8, !tbaa !30
  %225 = getelementptr inbounds i8, ptr %0, i64 5768
  store double %224, ptr %225, align 8, !tbaa !30
  store double %47, ptr %5, align 8, !tbaa !30
  %226 = load i64, ptr %13, align 8, !tbaa !141
  %227 = add i64 %226, 1
  store i64 %227, ptr %13, align 8, !tbaa !141
  %228 = load i64, ptr %4, align 8, !tbaa !156
  %229 = add i64 %228, 1
  store i64 %229, ptr %4, align 8, !tbaa !156
  %230 = load i64, ptr %43, align 8, !tbaa !82
  %231 = add i64 %230, 1
  store i64 %231, ptr %43, align 8, !tbaa !82
  %232 = getelementptr inbounds i8, ptr %0, i64 48
  %233 = load ptr, ptr %232, align 8, !tbaa !143
  %234 = load i64, ptr %233, align 8, !tbaa !19
  %235 = icmp ult i64 %231, %234
  br i1 %235, label %236, label %239

236:                                              ; preds = %209
  %237 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %231
  %238 = getelementptr inbounds i8, ptr %237, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %237, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %238, align 8, !tbaa !61
  br label %239

239:                                              ; preds = %236, %209
  store i64 0, ptr %8, align 8, !tbaa !84
  %240 = getelementptr inbounds i8, ptr %0, i64 5776
  store i64 0, ptr %240, align 8, !tbaa !144
  %241 = load i64, ptr %10, align 8, !tbaa !139
  %242 = getelementptr inbounds i8, ptr %0, i64 5720
  store i64 %241, ptr %242, align 8, !tbaa !85
  br label %296

243:                                              ; preds = %203, %194
  %244 = fadd double %123, -2.000000e+01
  %245 = fcmp olt double %200, %244
  %246 = load i64, ptr %8, align 8, !tbaa !84
  %247 = trunc i64 %246 to i32
  %248 = getelementptr inbounds i8, ptr %4, i64 24
  %249 = load ptr, ptr %248, align 8, !tbaa !117
  %250 = load i64, ptr %13, align 8, !tbaa !141
  %251 = getelementptr i32, ptr %249, i64 %250
  br i1 %245, label %252, label %273

252:                                              ; preds = %243
  store i32 %247, ptr %251, align 4, !tbaa !18
  %253 = getelementptr inbounds i8, ptr %4, i64 16
  %254 = load ptr, ptr %253, align 8, !tbaa !114
  %255 = getelementptr i8, ptr %254, i64 %250
  %256 = getelementptr i8, ptr %255, i64 -2
  %257 = load i8, ptr %256, align 1, !tbaa !86
  store i8 %257, ptr %255, align 1, !tbaa !86
  %258 = load i64, ptr %48, align 8, !tbaa !19
  %259 = getelementptr inbounds i8, ptr %0, i64 5752
  %260 = load i64, ptr %259, align 8, !tbaa !19
  store i64 %260, ptr %48, align 8, !tbaa !19
  store i64 %258, ptr %259, align 8, !tbaa !19
  %261 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %260
  %262 = getelementptr inbounds i8, ptr %0, i64 2888
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %261, ptr noundef nonnull align 8 dereferenceable(2832) %262, i64 2832, i1 false), !tbaa.struct !194
  %263 = load double, ptr %5, align 8, !tbaa !30
  %264 = getelementptr inbounds i8, ptr %0, i64 5768
  store double %263, ptr %264, align 8, !tbaa !30
  store double %196, ptr %5, align 8, !tbaa !30
  %265 = load i64, ptr %13, align 8, !tbaa !141
  %266 = add i64 %265, 1
  store i64 %266, ptr %13, align 8, !tbaa !141
  store i64 0, ptr %8, align 8, !tbaa !84
  %267 = load i64, ptr %43, align 8, !tbaa !82
  %268 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %267
  %269 = getelementptr inbounds i8, ptr %268, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %268, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %269, align 8, !tbaa !61
  %270 = getelementptr inbounds i8, ptr %0, i64 5776
  store i64 0, ptr %270, align 8, !tbaa !144
  %271 = load i64, ptr %10, align 8, !tbaa !139
  %272 = getelementptr inbounds i8, ptr %0, i64 5720
  store i64 %271, ptr %272, align 8, !tbaa !85
  br label %296

273:                                              ; preds = %243
  %274 = getelementptr i8, ptr %251, i64 -4
  %275 = load i32, ptr %274, align 4, !tbaa !18
  %276 = add i32 %275, %247
  store i32 %276, ptr %274, align 4, !tbaa !18
  %277 = load i64, ptr %48, align 8, !tbaa !19
  %278 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %277
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %278, ptr noundef nonnull align 8 dereferenceable(2832) %49, i64 2832, i1 false), !tbaa.struct !194
  store double %120, ptr %5, align 8, !tbaa !30
  %279 = load i64, ptr %4, align 8, !tbaa !156
  %280 = icmp eq i64 %279, 1
  br i1 %280, label %281, label %283

281:                                              ; preds = %273
  %282 = getelementptr inbounds i8, ptr %0, i64 5768
  store double %120, ptr %282, align 8, !tbaa !30
  br label %283

283:                                              ; preds = %281, %273
  store i64 0, ptr %8, align 8, !tbaa !84
  %284 = load i64, ptr %43, align 8, !tbaa !82
  %285 = getelementptr inbounds %struct.HistogramCommand, ptr %7, i64 %284
  %286 = getelementptr inbounds i8, ptr %285, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %285, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %286, align 8, !tbaa !61
  %287 = getelementptr inbounds i8, ptr %0, i64 5776
  %288 = load i64, ptr %287, align 8, !tbaa !144
  %289 = add i64 %288, 1
  store i64 %289, ptr %287, align 8, !tbaa !144
  %290 = icmp ugt i64 %289, 1
  br i1 %290, label %291, label %296

291:                                              ; preds = %283
  %292 = load i64, ptr %10, align 8, !tbaa !139
  %293 = getelementptr inbounds i8, ptr %0, i64 5720
  %294 = load i64, ptr %293, align 8, !tbaa !85
  %295 = add i64 %294, %292
  store i64 %295, ptr %293, align 8, !tbaa !85
  br label %296

296:                                              ; preds = %239, %283, %291, %252, %40, %39
  %297 = icmp eq i32 %1, 0
  br i1 %297, label %304, label %298

298:                                              ; preds = %296
  %299 = load i64, ptr %4, align 8, !tbaa !156
  %300 = getelementptr inbounds i8, ptr %0, i64 48
  %301 = load ptr, ptr %300, align 8, !tbaa !143
  store i64 %299, ptr %301, align 8, !tbaa !19
  %302 = load i64, ptr %13, align 8, !tbaa !141
  %303 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %302, ptr %303, align 8, !tbaa !118
  br label %304

304:                                              ; preds = %298, %296
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @BlockSplitterFinishBlockDistance(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !151
  %5 = getelementptr inbounds i8, ptr %0, i64 4480
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = load ptr, ptr %6, align 8, !tbaa !94
  %8 = getelementptr inbounds i8, ptr %0, i64 4448
  %9 = load i64, ptr %8, align 8, !tbaa !97
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !148
  %12 = tail call i64 @llvm.umax.i64(i64 %9, i64 %11)
  store i64 %12, ptr %8, align 8, !tbaa !97
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i64, ptr %13, align 8, !tbaa !150
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %40

16:                                               ; preds = %2
  %17 = trunc i64 %12 to i32
  %18 = getelementptr inbounds i8, ptr %4, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !117
  store i32 %17, ptr %19, align 4, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !114
  store i8 0, ptr %21, align 1, !tbaa !86
  %22 = load i64, ptr %0, align 8, !tbaa !147
  %23 = tail call double @BrotliBitsEntropy(ptr noundef %7, i64 noundef %22) #8
  store double %23, ptr %5, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %0, i64 4488
  store double %23, ptr %24, align 8, !tbaa !30
  %25 = load i64, ptr %13, align 8, !tbaa !150
  %26 = add i64 %25, 1
  store i64 %26, ptr %13, align 8, !tbaa !150
  %27 = load i64, ptr %4, align 8, !tbaa !156
  %28 = add i64 %27, 1
  store i64 %28, ptr %4, align 8, !tbaa !156
  %29 = getelementptr inbounds i8, ptr %0, i64 4456
  %30 = load i64, ptr %29, align 8, !tbaa !96
  %31 = add i64 %30, 1
  store i64 %31, ptr %29, align 8, !tbaa !96
  %32 = getelementptr inbounds i8, ptr %0, i64 48
  %33 = load ptr, ptr %32, align 8, !tbaa !152
  %34 = load i64, ptr %33, align 8, !tbaa !19
  %35 = icmp ult i64 %31, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %16
  %37 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %31
  %38 = getelementptr inbounds i8, ptr %37, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %37, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %38, align 8, !tbaa !55
  br label %39

39:                                               ; preds = %36, %16
  store i64 0, ptr %8, align 8, !tbaa !97
  br label %296

40:                                               ; preds = %2
  %41 = icmp eq i64 %12, 0
  br i1 %41, label %296, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %0, i64 4456
  %44 = load i64, ptr %43, align 8, !tbaa !96
  %45 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %44
  %46 = load i64, ptr %0, align 8, !tbaa !147
  %47 = tail call double @BrotliBitsEntropy(ptr noundef %45, i64 noundef %46) #8
  %48 = getelementptr inbounds i8, ptr %0, i64 4464
  %49 = getelementptr inbounds i8, ptr %0, i64 56
  %50 = load i64, ptr %48, align 8, !tbaa !19
  %51 = load i64, ptr %43, align 8, !tbaa !96
  %52 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %49, ptr noundef nonnull align 8 dereferenceable(2192) %52, i64 2192, i1 false), !tbaa.struct !209
  %53 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %50
  %54 = getelementptr inbounds i8, ptr %53, i64 2176
  %55 = load i64, ptr %54, align 8, !tbaa !74
  %56 = getelementptr inbounds i8, ptr %0, i64 2232
  %57 = load i64, ptr %56, align 8, !tbaa !74
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !74
  %59 = getelementptr i8, ptr %0, i64 2232
  %60 = mul nsw i64 %50, 2192
  %61 = getelementptr i8, ptr %7, i64 %60
  %62 = getelementptr i8, ptr %61, i64 2176
  %63 = icmp ult ptr %49, %62
  %64 = icmp ult ptr %53, %59
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %42, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %42 ]
  %68 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !18, !alias.scope !210
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !18, !alias.scope !210
  %72 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  store <4 x i32> %77, ptr %73, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !18, !alias.scope !210
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !18, !alias.scope !210
  %83 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  store <4 x i32> %88, ptr %84, align 4, !tbaa !18, !alias.scope !213, !noalias !210
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 544
  br i1 %90, label %118, label %66, !llvm.loop !215

91:                                               ; preds = %42, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %42 ]
  %93 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !18
  %95 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !18
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !18
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !18
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !18
  %107 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !18
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !18
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !18
  %113 = getelementptr inbounds [544 x i32], ptr %49, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !18
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !18
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 544
  br i1 %117, label %118, label %91, !llvm.loop !216

118:                                              ; preds = %66, %91
  %119 = load i64, ptr %0, align 8, !tbaa !147
  %120 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %49, i64 noundef %119) #8
  %121 = fsub double %120, %47
  %122 = load double, ptr %5, align 8, !tbaa !30
  %123 = fsub double %121, %122
  %124 = getelementptr inbounds i8, ptr %0, i64 4472
  %125 = load i64, ptr %124, align 8, !tbaa !19
  %126 = getelementptr inbounds i8, ptr %0, i64 2248
  %127 = load i64, ptr %43, align 8, !tbaa !96
  %128 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %127
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %126, ptr noundef nonnull align 8 dereferenceable(2192) %128, i64 2192, i1 false), !tbaa.struct !209
  %129 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %125
  %130 = getelementptr inbounds i8, ptr %129, i64 2176
  %131 = load i64, ptr %130, align 8, !tbaa !74
  %132 = getelementptr inbounds i8, ptr %0, i64 4424
  %133 = load i64, ptr %132, align 8, !tbaa !74
  %134 = add i64 %133, %131
  store i64 %134, ptr %132, align 8, !tbaa !74
  %135 = getelementptr i8, ptr %0, i64 4424
  %136 = mul nsw i64 %125, 2192
  %137 = getelementptr i8, ptr %7, i64 %136
  %138 = getelementptr i8, ptr %137, i64 2176
  %139 = icmp ult ptr %126, %138
  %140 = icmp ult ptr %129, %135
  %141 = and i1 %139, %140
  br i1 %141, label %167, label %142

142:                                              ; preds = %118, %142
  %143 = phi i64 [ %165, %142 ], [ 0, %118 ]
  %144 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load <4 x i32>, ptr %144, align 4, !tbaa !18, !alias.scope !217
  %147 = load <4 x i32>, ptr %145, align 4, !tbaa !18, !alias.scope !217
  %148 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %143
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <4 x i32>, ptr %148, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %152 = add <4 x i32> %150, %146
  %153 = add <4 x i32> %151, %147
  store <4 x i32> %152, ptr %148, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  store <4 x i32> %153, ptr %149, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %154 = or disjoint i64 %143, 8
  %155 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %154
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load <4 x i32>, ptr %155, align 4, !tbaa !18, !alias.scope !217
  %158 = load <4 x i32>, ptr %156, align 4, !tbaa !18, !alias.scope !217
  %159 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <4 x i32>, ptr %159, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %162 = load <4 x i32>, ptr %160, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %163 = add <4 x i32> %161, %157
  %164 = add <4 x i32> %162, %158
  store <4 x i32> %163, ptr %159, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  store <4 x i32> %164, ptr %160, align 4, !tbaa !18, !alias.scope !220, !noalias !217
  %165 = add nuw nsw i64 %143, 16
  %166 = icmp eq i64 %165, 544
  br i1 %166, label %194, label %142, !llvm.loop !222

167:                                              ; preds = %118, %167
  %168 = phi i64 [ %192, %167 ], [ 0, %118 ]
  %169 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !18
  %171 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !18
  %173 = add i32 %172, %170
  store i32 %173, ptr %171, align 4, !tbaa !18
  %174 = or disjoint i64 %168, 1
  %175 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !18
  %177 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %174
  %178 = load i32, ptr %177, align 4, !tbaa !18
  %179 = add i32 %178, %176
  store i32 %179, ptr %177, align 4, !tbaa !18
  %180 = or disjoint i64 %168, 2
  %181 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !18
  %183 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %180
  %184 = load i32, ptr %183, align 4, !tbaa !18
  %185 = add i32 %184, %182
  store i32 %185, ptr %183, align 4, !tbaa !18
  %186 = or disjoint i64 %168, 3
  %187 = getelementptr inbounds [544 x i32], ptr %129, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !18
  %189 = getelementptr inbounds [544 x i32], ptr %126, i64 0, i64 %186
  %190 = load i32, ptr %189, align 4, !tbaa !18
  %191 = add i32 %190, %188
  store i32 %191, ptr %189, align 4, !tbaa !18
  %192 = add nuw nsw i64 %168, 4
  %193 = icmp eq i64 %192, 544
  br i1 %193, label %194, label %167, !llvm.loop !223

194:                                              ; preds = %142, %167
  %195 = load i64, ptr %0, align 8, !tbaa !147
  %196 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %126, i64 noundef %195) #8
  %197 = fsub double %196, %47
  %198 = getelementptr inbounds i8, ptr %0, i64 4488
  %199 = load double, ptr %198, align 8, !tbaa !30
  %200 = fsub double %197, %199
  %201 = load i64, ptr %4, align 8, !tbaa !156
  %202 = icmp ult i64 %201, 256
  br i1 %202, label %203, label %243

203:                                              ; preds = %194
  %204 = getelementptr inbounds i8, ptr %0, i64 16
  %205 = load double, ptr %204, align 8, !tbaa !149
  %206 = fcmp ogt double %123, %205
  %207 = fcmp ogt double %200, %205
  %208 = select i1 %206, i1 %207, i1 false
  br i1 %208, label %209, label %243

209:                                              ; preds = %203
  %210 = load i64, ptr %8, align 8, !tbaa !97
  %211 = trunc i64 %210 to i32
  %212 = getelementptr inbounds i8, ptr %4, i64 24
  %213 = load ptr, ptr %212, align 8, !tbaa !117
  %214 = load i64, ptr %13, align 8, !tbaa !150
  %215 = getelementptr inbounds i32, ptr %213, i64 %214
  store i32 %211, ptr %215, align 4, !tbaa !18
  %216 = trunc nuw i64 %201 to i8
  %217 = getelementptr inbounds i8, ptr %4, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !114
  %219 = getelementptr inbounds i8, ptr %218, i64 %214
  store i8 %216, ptr %219, align 1, !tbaa !86
  %220 = load i64, ptr %48, align 8, !tbaa !19
  %221 = getelementptr inbounds i8, ptr %0, i64 4472
  store i64 %220, ptr %221, align 8, !tbaa !19
  %222 = load i64, ptr %4, align 8, !tbaa !156
  %223 = and i64 %222, 255
  store i64 %223, ptr %48, align 8, !tbaa !19
  %224 = load double, ptr %5, align 8, !tbaa !30
  %225 = getelementptr inbounds i8, ptr %0, i64 4488
  store double %224, ptr %225, align 8, !tbaa !30
  store double %47, ptr %5, align 8, !tbaa !30
  %226 = load i64, ptr %13, align 8, !tbaa !150
  %227 = add i64 %226, 1
  store i64 %227, ptr %13, align 8, !tbaa !150
  %228 = load i64, ptr %4, align 8, !tbaa !156
  %229 = add i64 %228, 1
  store i64 %229, ptr %4, align 8, !tbaa !156
  %230 = load i64, ptr %43, align 8, !tbaa !96
  %231 = add i64 %230, 1
  store i64 %231, ptr %43, align 8, !tbaa !96
  %232 = getelementptr inbounds i8, ptr %0, i64 48
  %233 = load ptr, ptr %232, align 8, !tbaa !152
  %234 = load i64, ptr %233, align 8, !tbaa !19
  %235 = icmp ult i64 %231, %234
  br i1 %235, label %236, label %239

236:                                              ; preds = %209
  %237 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %231
  %238 = getelementptr inbounds i8, ptr %237, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %237, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %238, align 8, !tbaa !55
  br label %239

239:                                              ; preds = %236, %209
  store i64 0, ptr %8, align 8, !tbaa !97
  %240 = getelementptr inbounds i8, ptr %0, i64 4496
  store i64 0, ptr %240, align 8, !tbaa !153
  %241 = load i64, ptr %10, align 8, !tbaa !148
  %242 = getelementptr inbounds i8, ptr %0, i64 4440
  store i64 %241, ptr %242, align 8, !tbaa !98
  br label %296

243:                                              ; preds = %203, %194
  %244 = fadd double %123, -2.000000e+01
  %245 = fcmp olt double %200, %244
  %246 = load i64, ptr %8, align 8, !tbaa !97
  %247 = trunc i64 %246 to i32
  %248 = getelementptr inbounds i8, ptr %4, i64 24
  %249 = load ptr, ptr %248, align 8, !tbaa !117
  %250 = load i64, ptr %13, align 8, !tbaa !150
  %251 = getelementptr i32, ptr %249, i64 %250
  br i1 %245, label %252, label %273

252:                                              ; preds = %243
  store i32 %247, ptr %251, align 4, !tbaa !18
  %253 = getelementptr inbounds i8, ptr %4, i64 16
  %254 = load ptr, ptr %253, align 8, !tbaa !114
  %255 = getelementptr i8, ptr %254, i64 %250
  %256 = getelementptr i8, ptr %255, i64 -2
  %257 = load i8, ptr %256, align 1, !tbaa !86
  store i8 %257, ptr %255, align 1, !tbaa !86
  %258 = load i64, ptr %48, align 8, !tbaa !19
  %259 = getelementptr inbounds i8, ptr %0, i64 4472
  %260 = load i64, ptr %259, align 8, !tbaa !19
  store i64 %260, ptr %48, align 8, !tbaa !19
  store i64 %258, ptr %259, align 8, !tbaa !19
  %261 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %260
  %262 = getelementptr inbounds i8, ptr %0, i64 2248
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %261, ptr noundef nonnull align 8 dereferenceable(2192) %262, i64 2192, i1 false), !tbaa.struct !209
  %263 = load double, ptr %5, align 8, !tbaa !30
  %264 = getelementptr inbounds i8, ptr %0, i64 4488
  store double %263, ptr %264, align 8, !tbaa !30
  store double %196, ptr %5, align 8, !tbaa !30
  %265 = load i64, ptr %13, align 8, !tbaa !150
  %266 = add i64 %265, 1
  store i64 %266, ptr %13, align 8, !tbaa !150
  store i64 0, ptr %8, align 8, !tbaa !97
  %267 = load i64, ptr %43, align 8, !tbaa !96
  %268 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %267
  %269 = getelementptr inbounds i8, ptr %268, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %268, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %269, align 8, !tbaa !55
  %270 = getelementptr inbounds i8, ptr %0, i64 4496
  store i64 0, ptr %270, align 8, !tbaa !153
  %271 = load i64, ptr %10, align 8, !tbaa !148
  %272 = getelementptr inbounds i8, ptr %0, i64 4440
  store i64 %271, ptr %272, align 8, !tbaa !98
  br label %296

273:                                              ; preds = %243
  %274 = getelementptr i8, ptr %251, i64 -4
  %275 = load i32, ptr %274, align 4, !tbaa !18
  %276 = add i32 %275, %247
  store i32 %276, ptr %274, align 4, !tbaa !18
  %277 = load i64, ptr %48, align 8, !tbaa !19
  %278 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %277
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %278, ptr noundef nonnull align 8 dereferenceable(2192) %49, i64 2192, i1 false), !tbaa.struct !209
  store double %120, ptr %5, align 8, !tbaa !30
  %279 = load i64, ptr %4, align 8, !tbaa !156
  %280 = icmp eq i64 %279, 1
  br i1 %280, label %281, label %283

281:                                              ; preds = %273
  %282 = getelementptr inbounds i8, ptr %0, i64 4488
  store double %120, ptr %282, align 8, !tbaa !30
  br label %283

283:                                              ; preds = %281, %273
  store i64 0, ptr %8, align 8, !tbaa !97
  %284 = load i64, ptr %43, align 8, !tbaa !96
  %285 = getelementptr inbounds %struct.HistogramDistance, ptr %7, i64 %284
  %286 = getelementptr inbounds i8, ptr %285, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %285, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %286, align 8, !tbaa !55
  %287 = getelementptr inbounds i8, ptr %0, i64 4496
  %288 = load i64, ptr %287, align 8, !tbaa !153
  %289 = add i64 %288, 1
  store i64 %289, ptr %287, align 8, !tbaa !153
  %290 = icmp ugt i64 %289, 1
  br i1 %290, label %291, label %296

291:                                              ; preds = %283
  %292 = load i64, ptr %10, align 8, !tbaa !148
  %293 = getelementptr inbounds i8, ptr %0, i64 4440
  %294 = load i64, ptr %293, align 8, !tbaa !98
  %295 = add i64 %294, %292
  store i64 %295, ptr %293, align 8, !tbaa !98
  br label %296

296:                                              ; preds = %239, %283, %291, %252, %40, %39
  %297 = icmp eq i32 %1, 0
  br i1 %297, label %304, label %298

298:                                              ; preds = %296
  %299 = load i64, ptr %4, align 8, !tbaa !156
  %300 = getelementptr inbounds i8, ptr %0, i64 48
  %301 = load ptr, ptr %300, align 8, !tbaa !152
  store i64 %299, ptr %301, align 8, !tbaa !19
  %302 = load i64, ptr %13, align 8, !tbaa !150
  %303 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %302, ptr %303, align 8, !tbaa !118
  br label %304

304:                                              ; preds = %298, %296
  ret void
}

declare hidden double @BrotliBitsEntropy(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"BrotliDistanceParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 4}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!6, !7, i64 8}
!15 = !{!6, !7, i64 12}
!16 = !{!6, !10, i64 16}
!17 = !{i64 0, i64 4, !18, i64 4, i64 4, !18, i64 8, i64 4, !18, i64 12, i64 4, !18, i64 16, i64 8, !19}
!18 = !{!7, !7, i64 0}
!19 = !{!10, !10, i64 0}
!20 = !{!21, !7, i64 36}
!21 = !{!"BrotliEncoderParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !10, i64 16, !10, i64 24, !7, i64 32, !7, i64 36, !22, i64 40, !6, i64 56, !23, i64 80}
!22 = !{!"BrotliHasherParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!23 = !{!"SharedEncoderDictionary", !7, i64 0, !24, i64 8, !25, i64 544, !7, i64 1312}
!24 = !{!"CompoundDictionary", !10, i64 0, !10, i64 8, !8, i64 16, !8, i64 144, !8, i64 272, !10, i64 400, !8, i64 408}
!25 = !{!"ContextualEncoderDictionary", !7, i64 0, !8, i64 4, !8, i64 5, !8, i64 72, !10, i64 584, !26, i64 592, !27, i64 760}
!26 = !{!"BrotliEncoderDictionary", !27, i64 0, !7, i64 8, !7, i64 12, !10, i64 16, !27, i64 24, !27, i64 32, !27, i64 40, !27, i64 48, !28, i64 56, !7, i64 96, !27, i64 104, !27, i64 112, !27, i64 120, !10, i64 128, !27, i64 136, !10, i64 144, !27, i64 152, !27, i64 160}
!27 = !{!"any pointer", !8, i64 0}
!28 = !{!"BrotliTrie", !27, i64 0, !10, i64 8, !10, i64 16, !29, i64 24}
!29 = !{!"BrotliTrieNode", !8, i64 0, !8, i64 1, !8, i64 2, !7, i64 4, !7, i64 8}
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !8, i64 0}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13}
!34 = !{!35, !7, i64 4}
!35 = !{!"Command", !7, i64 0, !7, i64 4, !7, i64 8, !36, i64 12, !36, i64 14}
!36 = !{!"short", !8, i64 0}
!37 = !{!35, !36, i64 12}
!38 = !{!35, !36, i64 14}
!39 = !{!35, !7, i64 8}
!40 = distinct !{!40, !13}
!41 = !{!21, !7, i64 32}
!42 = !{!43, !10, i64 0}
!43 = !{!"MetaBlockSplit", !44, i64 0, !44, i64 48, !44, i64 96, !27, i64 144, !10, i64 152, !27, i64 160, !10, i64 168, !27, i64 176, !10, i64 184, !27, i64 192, !10, i64 200, !27, i64 208, !10, i64 216}
!44 = !{!"BlockSplit", !10, i64 0, !10, i64 8, !27, i64 16, !27, i64 24, !10, i64 32, !10, i64 40}
!45 = distinct !{!45, !13, !46, !47}
!46 = !{!"llvm.loop.isvectorized", i32 1}
!47 = !{!"llvm.loop.unroll.runtime.disable"}
!48 = distinct !{!48, !13, !47, !46}
!49 = !{!50, !31, i64 1032}
!50 = !{!"HistogramLiteral", !8, i64 0, !10, i64 1024, !31, i64 1032}
!51 = distinct !{!51, !13}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !{!43, !10, i64 96}
!55 = !{!56, !31, i64 2184}
!56 = !{!"HistogramDistance", !8, i64 0, !10, i64 2176, !31, i64 2184}
!57 = distinct !{!57, !13}
!58 = !{!43, !10, i64 48}
!59 = !{!43, !10, i64 200}
!60 = !{!43, !27, i64 192}
!61 = !{!62, !31, i64 2824}
!62 = !{!"HistogramCommand", !8, i64 0, !10, i64 2816, !31, i64 2824}
!63 = distinct !{!63, !13}
!64 = distinct !{!64, !53}
!65 = !{!43, !10, i64 152}
!66 = !{!43, !27, i64 144}
!67 = !{!43, !10, i64 184}
!68 = !{!43, !27, i64 176}
!69 = distinct !{!69, !13}
!70 = !{!43, !10, i64 168}
!71 = !{!43, !27, i64 160}
!72 = !{!43, !10, i64 216}
!73 = !{!43, !27, i64 208}
!74 = !{!56, !10, i64 2176}
!75 = distinct !{!75, !13}
!76 = !{!35, !7, i64 0}
!77 = distinct !{!77, !13}
!78 = distinct !{!78, !53}
!79 = !{!36, !36, i64 0}
!80 = !{!81, !27, i64 40}
!81 = !{!"BlockSplitterCommand", !10, i64 0, !10, i64 8, !31, i64 16, !10, i64 24, !27, i64 32, !27, i64 40, !27, i64 48, !8, i64 56, !10, i64 5720, !10, i64 5728, !10, i64 5736, !8, i64 5744, !8, i64 5760, !10, i64 5776}
!82 = !{!81, !10, i64 5736}
!83 = !{!62, !10, i64 2816}
!84 = !{!81, !10, i64 5728}
!85 = !{!81, !10, i64 5720}
!86 = !{!8, !8, i64 0}
!87 = !{!88, !27, i64 40}
!88 = !{!"BlockSplitterLiteral", !10, i64 0, !10, i64 8, !31, i64 16, !10, i64 24, !27, i64 32, !27, i64 40, !27, i64 48, !8, i64 56, !10, i64 2136, !10, i64 2144, !10, i64 2152, !8, i64 2160, !8, i64 2176, !10, i64 2192}
!89 = !{!88, !10, i64 2152}
!90 = !{!50, !10, i64 1024}
!91 = !{!88, !10, i64 2144}
!92 = !{!88, !10, i64 2136}
!93 = distinct !{!93, !13}
!94 = !{!95, !27, i64 40}
!95 = !{!"BlockSplitterDistance", !10, i64 0, !10, i64 8, !31, i64 16, !10, i64 24, !27, i64 32, !27, i64 40, !27, i64 48, !8, i64 56, !10, i64 4440, !10, i64 4448, !10, i64 4456, !8, i64 4464, !8, i64 4480, !10, i64 4496}
!96 = !{!95, !10, i64 4456}
!97 = !{!95, !10, i64 4448}
!98 = !{!95, !10, i64 4440}
!99 = distinct !{!99, !13}
!100 = distinct !{!100, !53}
!101 = !{!102, !10, i64 0}
!102 = !{!"ContextBlockSplitter", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !31, i64 32, !10, i64 40, !27, i64 48, !27, i64 56, !27, i64 64, !10, i64 72, !10, i64 80, !10, i64 88, !8, i64 96, !8, i64 112, !10, i64 320}
!103 = !{!102, !10, i64 8}
!104 = !{!102, !10, i64 16}
!105 = !{!102, !10, i64 24}
!106 = !{!102, !31, i64 32}
!107 = !{!102, !10, i64 40}
!108 = !{!102, !27, i64 48}
!109 = !{!102, !27, i64 64}
!110 = !{!102, !10, i64 72}
!111 = !{!102, !10, i64 320}
!112 = !{!44, !10, i64 32}
!113 = distinct !{!113, !13}
!114 = !{!44, !27, i64 16}
!115 = !{!44, !10, i64 40}
!116 = distinct !{!116, !13}
!117 = !{!44, !27, i64 24}
!118 = !{!44, !10, i64 8}
!119 = !{!27, !27, i64 0}
!120 = !{!102, !27, i64 56}
!121 = distinct !{!121, !53}
!122 = !{!102, !10, i64 88}
!123 = !{!102, !10, i64 80}
!124 = distinct !{!124, !13, !46}
!125 = distinct !{!125, !13}
!126 = distinct !{!126, !13}
!127 = distinct !{!127, !13}
!128 = distinct !{!128, !13}
!129 = !{!88, !10, i64 0}
!130 = !{!88, !10, i64 8}
!131 = !{!88, !31, i64 16}
!132 = !{!88, !10, i64 24}
!133 = !{!88, !27, i64 32}
!134 = !{!88, !27, i64 48}
!135 = !{!88, !10, i64 2192}
!136 = distinct !{!136, !13}
!137 = distinct !{!137, !13}
!138 = !{!81, !10, i64 0}
!139 = !{!81, !10, i64 8}
!140 = !{!81, !31, i64 16}
!141 = !{!81, !10, i64 24}
!142 = !{!81, !27, i64 32}
!143 = !{!81, !27, i64 48}
!144 = !{!81, !10, i64 5776}
!145 = distinct !{!145, !13}
!146 = distinct !{!146, !13}
!147 = !{!95, !10, i64 0}
!148 = !{!95, !10, i64 8}
!149 = !{!95, !31, i64 16}
!150 = !{!95, !10, i64 24}
!151 = !{!95, !27, i64 32}
!152 = !{!95, !27, i64 48}
!153 = !{!95, !10, i64 4496}
!154 = distinct !{!154, !13}
!155 = distinct !{!155, !13}
!156 = !{!44, !10, i64 0}
!157 = !{i64 0, i64 1024, !86, i64 1024, i64 8, !19, i64 1032, i64 8, !30}
!158 = !{!159}
!159 = distinct !{!159, !160}
!160 = distinct !{!160, !"LVerDomain"}
!161 = !{!162}
!162 = distinct !{!162, !160}
!163 = distinct !{!163, !13, !46, !47}
!164 = distinct !{!164, !13, !46}
!165 = !{!166}
!166 = distinct !{!166, !167}
!167 = distinct !{!167, !"LVerDomain"}
!168 = !{!169}
!169 = distinct !{!169, !167}
!170 = distinct !{!170, !13, !46, !47}
!171 = distinct !{!171, !13, !46}
!172 = distinct !{!172, !13}
!173 = distinct !{!173, !53}
!174 = !{!175}
!175 = distinct !{!175, !176}
!176 = distinct !{!176, !"LVerDomain"}
!177 = !{!178}
!178 = distinct !{!178, !176}
!179 = distinct !{!179, !13, !46, !47}
!180 = distinct !{!180, !13, !46}
!181 = !{!182}
!182 = distinct !{!182, !183}
!183 = distinct !{!183, !"LVerDomain"}
!184 = !{!185}
!185 = distinct !{!185, !183}
!186 = distinct !{!186, !13, !46, !47}
!187 = distinct !{!187, !13, !46}
!188 = distinct !{!188, !13}
!189 = distinct !{!189, !13, !46, !47}
!190 = distinct !{!190, !13, !47, !46}
!191 = distinct !{!191, !53}
!192 = distinct !{!192, !13}
!193 = distinct !{!193, !13}
!194 = !{i64 0, i64 2816, !86, i64 2816, i64 8, !19, i64 2824, i64 8, !30}
!195 = !{!196}
!196 = distinct !{!196, !197}
!197 = distinct !{!197, !"LVerDomain"}
!198 = !{!199}
!199 = distinct !{!199, !197}
!200 = distinct !{!200, !13, !46, !47}
!201 = distinct !{!201, !13, !46}
!202 = !{!203}
!203 = distinct !{!203, !204}
!204 = distinct !{!204, !"LVerDomain"}
!205 = !{!206}
!206 = distinct !{!206, !204}
!207 = distinct !{!207, !13, !46, !47}
!208 = distinct !{!208, !13, !46}
!209 = !{i64 0, i64 2176, !86, i64 2176, i64 8, !19, i64 2184, i64 8, !30}
!210 = !{!211}
!211 = distinct !{!211, !212}
!212 = distinct !{!212, !"LVerDomain"}
!213 = !{!214}
!214 = distinct !{!214, !212}
!215 = distinct !{!215, !13, !46, !47}
!216 = distinct !{!216, !13, !46}
!217 = !{!218}
!218 = distinct !{!218, !219}
!219 = distinct !{!219, !"LVerDomain"}
!220 = !{!221}
!221 = distinct !{!221, !219}
!222 = distinct !{!222, !13, !46, !47}
!223 = distinct !{!223, !13, !46}
