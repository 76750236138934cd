; ModuleID = 'c/enc/literal_cost.c'
source_filename = "c/enc/literal_cost.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: nounwind uwtable
define hidden void @BrotliEstimateBitCostsForLiterals(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #0 {
  %7 = alloca i64, align 16
  %8 = alloca i64, align 8
  %9 = alloca i64, align 16
  %10 = alloca [3 x i64], align 16
  %11 = tail call i32 @BrotliIsMostlyUTF8(ptr noundef %3, i64 noundef %0, i64 noundef %2, i64 noundef %1, double noundef 7.500000e-01) #7
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %220, label %13

13:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store i64 0, ptr %7, align 16
  store i64 0, ptr %8, align 8
  store i64 0, ptr %9, align 16
  %14 = icmp eq i64 %1, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(6144) %4, i8 0, i64 6144, i1 false)
  br label %219

16:                                               ; preds = %13, %30
  %17 = phi i64 [ %34, %30 ], [ 0, %13 ]
  %18 = phi i64 [ %23, %30 ], [ 0, %13 ]
  %19 = add i64 %17, %0
  %20 = and i64 %19, %2
  %21 = getelementptr inbounds i8, ptr %3, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !5
  %23 = zext i8 %22 to i64
  %24 = icmp sgt i8 %22, -1
  br i1 %24, label %30, label %25

25:                                               ; preds = %16
  %26 = icmp ugt i8 %22, -65
  br i1 %26, label %30, label %27

27:                                               ; preds = %25
  %28 = icmp ult i64 %18, 224
  %29 = select i1 %28, ptr %7, ptr %9
  br label %30

30:                                               ; preds = %27, %25, %16
  %31 = phi ptr [ %7, %16 ], [ %8, %25 ], [ %29, %27 ]
  %32 = load i64, ptr %31, align 8, !tbaa !8
  %33 = add i64 %32, 1
  store i64 %33, ptr %31, align 8, !tbaa !8
  %34 = add nuw i64 %17, 1
  %35 = icmp eq i64 %34, %1
  br i1 %35, label %36, label %16, !llvm.loop !10

36:                                               ; preds = %30
  %37 = load i64, ptr %9, align 16, !tbaa !8
  %38 = load i64, ptr %8, align 8, !tbaa !8
  %39 = add i64 %38, %37
  %40 = icmp ugt i64 %39, 24
  %41 = zext i1 %40 to i64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %42 = tail call i64 @llvm.umin.i64(i64 %1, i64 495)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %10, i8 0, i64 24, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(6144) %4, i8 0, i64 6144, i1 false)
  br label %49

43:                                               ; preds = %72
  %44 = add i64 %0, -496
  %45 = add i64 %0, -497
  %46 = add i64 %0, -495
  %47 = add i64 %0, -1
  %48 = add i64 %0, -2
  br label %76

49:                                               ; preds = %72, %36
  %50 = phi i64 [ %74, %72 ], [ 0, %36 ]
  %51 = phi i64 [ %57, %72 ], [ 0, %36 ]
  %52 = phi i64 [ %73, %72 ], [ 0, %36 ]
  %53 = add i64 %50, %0
  %54 = and i64 %53, %2
  %55 = getelementptr inbounds i8, ptr %3, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %52, 8
  %59 = or disjoint i64 %58, %57
  %60 = getelementptr inbounds i64, ptr %4, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !8
  %62 = add i64 %61, 1
  store i64 %62, ptr %60, align 8, !tbaa !8
  %63 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 %52
  %64 = load i64, ptr %63, align 8, !tbaa !8
  %65 = add i64 %64, 1
  store i64 %65, ptr %63, align 8, !tbaa !8
  %66 = icmp sgt i8 %56, -1
  br i1 %66, label %72, label %67

67:                                               ; preds = %49
  %68 = icmp ugt i8 %56, -65
  br i1 %68, label %72, label %69

69:                                               ; preds = %67
  %70 = icmp ult i64 %51, 224
  %71 = select i1 %70, i64 0, i64 %41
  br label %72

72:                                               ; preds = %69, %67, %49
  %73 = phi i64 [ 0, %49 ], [ %71, %69 ], [ %41, %67 ]
  %74 = add nuw nsw i64 %50, 1
  %75 = icmp eq i64 %74, %42
  br i1 %75, label %43, label %49, !llvm.loop !12

76:                                               ; preds = %202, %43
  %77 = phi i64 [ 0, %43 ], [ %217, %202 ]
  %78 = icmp ugt i64 %77, 494
  br i1 %78, label %79, label %116

79:                                               ; preds = %76
  %80 = icmp eq i64 %77, 495
  br i1 %80, label %101, label %81

81:                                               ; preds = %79
  %82 = add i64 %44, %77
  %83 = and i64 %82, %2
  %84 = getelementptr inbounds i8, ptr %3, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !5
  %86 = icmp ult i64 %77, 497
  br i1 %86, label %93, label %87

87:                                               ; preds = %81
  %88 = add i64 %45, %77
  %89 = and i64 %88, %2
  %90 = getelementptr inbounds i8, ptr %3, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = zext i8 %91 to i64
  br label %93

93:                                               ; preds = %87, %81
  %94 = phi i64 [ %92, %87 ], [ 0, %81 ]
  %95 = icmp sgt i8 %85, -1
  br i1 %95, label %101, label %96

96:                                               ; preds = %93
  %97 = icmp ugt i8 %85, -65
  br i1 %97, label %101, label %98

98:                                               ; preds = %96
  %99 = icmp ult i64 %94, 224
  %100 = select i1 %99, i64 0, i64 %41
  br label %101

101:                                              ; preds = %98, %96, %93, %79
  %102 = phi i64 [ 0, %93 ], [ 0, %79 ], [ %100, %98 ], [ %41, %96 ]
  %103 = shl nuw nsw i64 %102, 8
  %104 = add i64 %46, %77
  %105 = and i64 %104, %2
  %106 = getelementptr inbounds i8, ptr %3, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = zext i8 %107 to i64
  %109 = or disjoint i64 %103, %108
  %110 = getelementptr inbounds i64, ptr %4, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !8
  %112 = add i64 %111, -1
  store i64 %112, ptr %110, align 8, !tbaa !8
  %113 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 %102
  %114 = load i64, ptr %113, align 8, !tbaa !8
  %115 = add i64 %114, -1
  store i64 %115, ptr %113, align 8, !tbaa !8
  br label %116

116:                                              ; preds = %101, %76
  %117 = add i64 %77, 495
  %118 = icmp ult i64 %117, %1
  br i1 %118, label %119, label %150

119:                                              ; preds = %116
  %120 = add i64 %77, %0
  %121 = add i64 %120, 495
  %122 = add i64 %120, 494
  %123 = and i64 %122, %2
  %124 = getelementptr inbounds i8, ptr %3, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !5
  %126 = add i64 %120, 493
  %127 = and i64 %126, %2
  %128 = getelementptr inbounds i8, ptr %3, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !5
  %130 = icmp sgt i8 %125, -1
  br i1 %130, label %136, label %131

131:                                              ; preds = %119
  %132 = icmp ugt i8 %125, -65
  br i1 %132, label %136, label %133

133:                                              ; preds = %131
  %134 = icmp ult i8 %129, -32
  %135 = select i1 %134, i64 0, i64 %41
  br label %136

136:                                              ; preds = %133, %131, %119
  %137 = phi i64 [ 0, %119 ], [ %135, %133 ], [ %41, %131 ]
  %138 = shl nuw nsw i64 %137, 8
  %139 = and i64 %121, %2
  %140 = getelementptr inbounds i8, ptr %3, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = zext i8 %141 to i64
  %143 = or disjoint i64 %138, %142
  %144 = getelementptr inbounds i64, ptr %4, i64 %143
  %145 = load i64, ptr %144, align 8, !tbaa !8
  %146 = add i64 %145, 1
  store i64 %146, ptr %144, align 8, !tbaa !8
  %147 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 %137
  %148 = load i64, ptr %147, align 8, !tbaa !8
  %149 = add i64 %148, 1
  store i64 %149, ptr %147, align 8, !tbaa !8
  br label %150

150:                                              ; preds = %136, %116
  %151 = icmp eq i64 %77, 0
  br i1 %151, label %172, label %152

152:                                              ; preds = %150
  %153 = add i64 %47, %77
  %154 = and i64 %153, %2
  %155 = getelementptr inbounds i8, ptr %3, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !5
  %157 = icmp eq i64 %77, 1
  br i1 %157, label %164, label %158

158:                                              ; preds = %152
  %159 = add i64 %48, %77
  %160 = and i64 %159, %2
  %161 = getelementptr inbounds i8, ptr %3, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = zext i8 %162 to i64
  br label %164

164:                                              ; preds = %158, %152
  %165 = phi i64 [ %163, %158 ], [ 0, %152 ]
  %166 = icmp sgt i8 %156, -1
  br i1 %166, label %172, label %167

167:                                              ; preds = %164
  %168 = icmp ugt i8 %156, -65
  br i1 %168, label %172, label %169

169:                                              ; preds = %167
  %170 = icmp ult i64 %165, 224
  %171 = select i1 %170, i64 0, i64 %41
  br label %172

172:                                              ; preds = %169, %167, %164, %150
  %173 = phi i64 [ 0, %164 ], [ 0, %150 ], [ %171, %169 ], [ %41, %167 ]
  %174 = add i64 %77, %0
  %175 = and i64 %174, %2
  %176 = shl nuw nsw i64 %173, 8
  %177 = getelementptr inbounds i8, ptr %3, i64 %175
  %178 = load i8, ptr %177, align 1, !tbaa !5
  %179 = zext i8 %178 to i64
  %180 = or disjoint i64 %176, %179
  %181 = getelementptr inbounds i64, ptr %4, i64 %180
  %182 = load i64, ptr %181, align 8, !tbaa !8
  %183 = tail call i64 @llvm.umax.i64(i64 %182, i64 1)
  %184 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 %173
  %185 = load i64, ptr %184, align 8, !tbaa !8
  %186 = icmp ult i64 %185, 256
  br i1 %186, label %187, label %190

187:                                              ; preds = %172
  %188 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %185
  %189 = load double, ptr %188, align 8, !tbaa !13
  br label %193

190:                                              ; preds = %172
  %191 = uitofp i64 %185 to double
  %192 = tail call double @log2(double noundef %191) #7
  br label %193

193:                                              ; preds = %190, %187
  %194 = phi double [ %189, %187 ], [ %192, %190 ]
  %195 = icmp ult i64 %182, 256
  br i1 %195, label %196, label %199

196:                                              ; preds = %193
  %197 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %183
  %198 = load double, ptr %197, align 8, !tbaa !13
  br label %202

199:                                              ; preds = %193
  %200 = uitofp i64 %183 to double
  %201 = tail call double @log2(double noundef %200) #7
  br label %202

202:                                              ; preds = %199, %196
  %203 = phi double [ %198, %196 ], [ %201, %199 ]
  %204 = fsub double %194, %203
  %205 = fadd double %204, 2.905000e-02
  %206 = fcmp olt double %205, 1.000000e+00
  %207 = fmul double %205, 5.000000e-01
  %208 = fadd double %207, 5.000000e-01
  %209 = select i1 %206, double %208, double %205
  %210 = icmp ult i64 %77, 2000
  %211 = uitofp nneg i64 %77 to double
  %212 = tail call double @llvm.fmuladd.f64(double %211, double 1.750000e-04, double 3.500000e-01)
  %213 = fadd double %212, %209
  %214 = select i1 %210, double %213, double %209
  %215 = fptrunc double %214 to float
  %216 = getelementptr inbounds float, ptr %5, i64 %77
  store float %215, ptr %216, align 4, !tbaa !15
  %217 = add nuw i64 %77, 1
  %218 = icmp eq i64 %217, %1
  br i1 %218, label %219, label %76, !llvm.loop !17

219:                                              ; preds = %202, %15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #7
  br label %333

220:                                              ; preds = %6
  %221 = tail call i64 @llvm.umin.i64(i64 %1, i64 2000)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %4, i8 0, i64 2048, i1 false)
  %222 = icmp eq i64 %1, 0
  br i1 %222, label %333, label %223

223:                                              ; preds = %220
  %224 = and i64 %221, 1
  %225 = icmp eq i64 %1, 1
  br i1 %225, label %228, label %226

226:                                              ; preds = %223
  %227 = and i64 %221, 2046
  br label %244

228:                                              ; preds = %244, %223
  %229 = phi i64 [ 0, %223 ], [ %264, %244 ]
  %230 = icmp eq i64 %224, 0
  br i1 %230, label %240, label %231

231:                                              ; preds = %228
  %232 = add i64 %229, %0
  %233 = and i64 %232, %2
  %234 = getelementptr inbounds i8, ptr %3, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !5
  %236 = zext i8 %235 to i64
  %237 = getelementptr inbounds i64, ptr %4, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !8
  %239 = add i64 %238, 1
  store i64 %239, ptr %237, align 8, !tbaa !8
  br label %240

240:                                              ; preds = %228, %231
  br i1 %222, label %333, label %241

241:                                              ; preds = %240
  %242 = add i64 %0, -2000
  %243 = add i64 %0, 2000
  br label %267

244:                                              ; preds = %244, %226
  %245 = phi i64 [ 0, %226 ], [ %264, %244 ]
  %246 = phi i64 [ 0, %226 ], [ %265, %244 ]
  %247 = add i64 %245, %0
  %248 = and i64 %247, %2
  %249 = getelementptr inbounds i8, ptr %3, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !5
  %251 = zext i8 %250 to i64
  %252 = getelementptr inbounds i64, ptr %4, i64 %251
  %253 = load i64, ptr %252, align 8, !tbaa !8
  %254 = add i64 %253, 1
  store i64 %254, ptr %252, align 8, !tbaa !8
  %255 = or disjoint i64 %245, 1
  %256 = add i64 %255, %0
  %257 = and i64 %256, %2
  %258 = getelementptr inbounds i8, ptr %3, i64 %257
  %259 = load i8, ptr %258, align 1, !tbaa !5
  %260 = zext i8 %259 to i64
  %261 = getelementptr inbounds i64, ptr %4, i64 %260
  %262 = load i64, ptr %261, align 8, !tbaa !8
  %263 = add i64 %262, 1
  store i64 %263, ptr %261, align 8, !tbaa !8
  %264 = add nuw nsw i64 %245, 2
  %265 = add i64 %246, 2
  %266 = icmp eq i64 %265, %227
  br i1 %266, label %228, label %244, !llvm.loop !18

267:                                              ; preds = %241, %321
  %268 = phi i64 [ %221, %241 ], [ %296, %321 ]
  %269 = phi i64 [ 0, %241 ], [ %331, %321 ]
  %270 = icmp ugt i64 %269, 1999
  br i1 %270, label %271, label %281

271:                                              ; preds = %267
  %272 = add i64 %242, %269
  %273 = and i64 %272, %2
  %274 = getelementptr inbounds i8, ptr %3, i64 %273
  %275 = load i8, ptr %274, align 1, !tbaa !5
  %276 = zext i8 %275 to i64
  %277 = getelementptr inbounds i64, ptr %4, i64 %276
  %278 = load i64, ptr %277, align 8, !tbaa !8
  %279 = add i64 %278, -1
  store i64 %279, ptr %277, align 8, !tbaa !8
  %280 = add i64 %268, -1
  br label %281

281:                                              ; preds = %271, %267
  %282 = phi i64 [ %280, %271 ], [ %268, %267 ]
  %283 = add i64 %269, 2000
  %284 = icmp ult i64 %283, %1
  br i1 %284, label %285, label %295

285:                                              ; preds = %281
  %286 = add i64 %243, %269
  %287 = and i64 %286, %2
  %288 = getelementptr inbounds i8, ptr %3, i64 %287
  %289 = load i8, ptr %288, align 1, !tbaa !5
  %290 = zext i8 %289 to i64
  %291 = getelementptr inbounds i64, ptr %4, i64 %290
  %292 = load i64, ptr %291, align 8, !tbaa !8
  %293 = add i64 %292, 1
  store i64 %293, ptr %291, align 8, !tbaa !8
  %294 = add i64 %282, 1
  br label %295

295:                                              ; preds = %285, %281
  %296 = phi i64 [ %294, %285 ], [ %282, %281 ]
  %297 = add i64 %269, %0
  %298 = and i64 %297, %2
  %299 = getelementptr inbounds i8, ptr %3, i64 %298
  %300 = load i8, ptr %299, align 1, !tbaa !5
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds i64, ptr %4, i64 %301
  %303 = load i64, ptr %302, align 8, !tbaa !8
  %304 = tail call i64 @llvm.umax.i64(i64 %303, i64 1)
  %305 = icmp ult i64 %296, 256
  br i1 %305, label %306, label %309

306:                                              ; preds = %295
  %307 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %296
  %308 = load double, ptr %307, align 8, !tbaa !13
  br label %312

309:                                              ; preds = %295
  %310 = uitofp i64 %296 to double
  %311 = tail call double @log2(double noundef %310) #7
  br label %312

312:                                              ; preds = %306, %309
  %313 = phi double [ %308, %306 ], [ %311, %309 ]
  %314 = icmp ult i64 %303, 256
  br i1 %314, label %315, label %318

315:                                              ; preds = %312
  %316 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %304
  %317 = load double, ptr %316, align 8, !tbaa !13
  br label %321

318:                                              ; preds = %312
  %319 = uitofp i64 %304 to double
  %320 = tail call double @log2(double noundef %319) #7
  br label %321

321:                                              ; preds = %315, %318
  %322 = phi double [ %317, %315 ], [ %320, %318 ]
  %323 = fsub double %313, %322
  %324 = fadd double %323, 2.900000e-02
  %325 = fcmp olt double %324, 1.000000e+00
  %326 = fmul double %324, 5.000000e-01
  %327 = fadd double %326, 5.000000e-01
  %328 = select i1 %325, double %327, double %324
  %329 = fptrunc double %328 to float
  %330 = getelementptr inbounds float, ptr %5, i64 %269
  store float %329, ptr %330, align 4, !tbaa !15
  %331 = add nuw i64 %269, 1
  %332 = icmp eq i64 %331, %1
  br i1 %332, label %333, label %267, !llvm.loop !19

333:                                              ; preds = %321, %220, %240, %219
  ret void
}

declare hidden i32 @BrotliIsMostlyUTF8(ptr noundef, i64 noundef, i64 noundef, i64 noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !6, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !6, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
