; ModuleID = 'src/ghash_portable.c'
source_filename = "src/ghash_portable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.t_exp_key = type { [3 x i64], [3 x i64] }

@ghash_combine_portable.one = internal constant <{ i8, [15 x i8] }> <{ i8 -128, [15 x i8] zeroinitializer }>, align 16
@gcm_mult.zero = internal constant [16 x i8] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 4) i32 @ghash_portable(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef readonly %3, ptr noundef readonly %4) local_unnamed_addr #0 {
  %6 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %7 = insertelement <4 x ptr> %6, ptr %1, i64 1
  %8 = insertelement <4 x ptr> %7, ptr %3, i64 2
  %9 = insertelement <4 x ptr> %8, ptr %4, i64 3
  %10 = icmp eq <4 x ptr> %9, zeroinitializer
  %11 = bitcast <4 x i1> %10 to i4
  %12 = icmp eq i4 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %5
  %14 = and i64 %2, 15
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(16) %3, i64 16, i1 false)
  tail call fastcc void @ghash_blocks(ptr noundef nonnull %0, ptr noundef nonnull %1, i64 noundef %2, ptr noundef nonnull %4)
  br label %17

17:                                               ; preds = %13, %5, %16
  %18 = phi i32 [ 0, %16 ], [ 1, %5 ], [ 3, %13 ]
  ret i32 %18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ghash_blocks(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i8, ptr %5, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = shl nuw i64 %7, 56
  %9 = getelementptr inbounds i8, ptr %0, i64 9
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i64
  %12 = shl nuw nsw i64 %11, 48
  %13 = or disjoint i64 %12, %8
  %14 = getelementptr inbounds i8, ptr %0, i64 10
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 40
  %18 = or disjoint i64 %13, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 11
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 32
  %23 = or disjoint i64 %18, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 12
  %25 = load i8, ptr %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 24
  %28 = or disjoint i64 %23, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 13
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 16
  %33 = or disjoint i64 %28, %32
  %34 = getelementptr inbounds i8, ptr %0, i64 14
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = shl nuw nsw i64 %36, 8
  %38 = or i64 %33, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 15
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i64
  %42 = or i64 %38, %41
  %43 = load i8, ptr %0, align 1, !tbaa !5
  %44 = zext i8 %43 to i64
  %45 = shl nuw i64 %44, 56
  %46 = getelementptr inbounds i8, ptr %0, i64 1
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 48
  %50 = or disjoint i64 %49, %45
  %51 = getelementptr inbounds i8, ptr %0, i64 2
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = shl nuw nsw i64 %53, 40
  %55 = or disjoint i64 %50, %54
  %56 = getelementptr inbounds i8, ptr %0, i64 3
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = zext i8 %57 to i64
  %59 = shl nuw nsw i64 %58, 32
  %60 = or disjoint i64 %55, %59
  %61 = getelementptr inbounds i8, ptr %0, i64 4
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 24
  %65 = or disjoint i64 %60, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 5
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i64
  %69 = shl nuw nsw i64 %68, 16
  %70 = or disjoint i64 %65, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 6
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = zext i8 %72 to i64
  %74 = shl nuw nsw i64 %73, 8
  %75 = or i64 %70, %74
  %76 = getelementptr inbounds i8, ptr %0, i64 7
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = zext i8 %77 to i64
  %79 = or i64 %75, %78
  %80 = icmp eq i64 %2, 0
  br i1 %80, label %479, label %81

81:                                               ; preds = %4
  %82 = load i64, ptr %3, align 8, !tbaa !8
  %83 = and i64 %82, 1229782938247303441
  %84 = and i64 %82, 2459565876494606882
  %85 = and i64 %82, 4919131752989213764
  %86 = and i64 %82, -8608480567731124088
  %87 = getelementptr inbounds i8, ptr %3, i64 8
  %88 = load i64, ptr %87, align 8, !tbaa !8
  %89 = and i64 %88, 1229782938247303441
  %90 = and i64 %88, 2459565876494606882
  %91 = and i64 %88, 4919131752989213764
  %92 = and i64 %88, -8608480567731124088
  %93 = getelementptr inbounds i8, ptr %3, i64 16
  %94 = load i64, ptr %93, align 8, !tbaa !8
  %95 = and i64 %94, 1229782938247303441
  %96 = and i64 %94, 2459565876494606882
  %97 = and i64 %94, 4919131752989213764
  %98 = and i64 %94, -8608480567731124088
  %99 = getelementptr inbounds i8, ptr %3, i64 24
  %100 = load i64, ptr %99, align 8, !tbaa !8
  %101 = and i64 %100, 1229782938247303441
  %102 = and i64 %100, 2459565876494606882
  %103 = and i64 %100, 4919131752989213764
  %104 = and i64 %100, -8608480567731124088
  %105 = getelementptr inbounds i8, ptr %3, i64 32
  %106 = load i64, ptr %105, align 8, !tbaa !8
  %107 = and i64 %106, 1229782938247303441
  %108 = and i64 %106, 2459565876494606882
  %109 = and i64 %106, 4919131752989213764
  %110 = and i64 %106, -8608480567731124088
  %111 = getelementptr inbounds i8, ptr %3, i64 40
  %112 = load i64, ptr %111, align 8, !tbaa !8
  %113 = and i64 %112, 1229782938247303441
  %114 = and i64 %112, 2459565876494606882
  %115 = and i64 %112, 4919131752989213764
  %116 = and i64 %112, -8608480567731124088
  br label %117

117:                                              ; preds = %81, %117
  %118 = phi i64 [ %42, %81 ], [ %476, %117 ]
  %119 = phi i64 [ %79, %81 ], [ %466, %117 ]
  %120 = phi i64 [ 0, %81 ], [ %477, %117 ]
  %121 = getelementptr inbounds i8, ptr %1, i64 %120
  %122 = getelementptr inbounds i8, ptr %121, i64 8
  %123 = load i8, ptr %122, align 1, !tbaa !5
  %124 = zext i8 %123 to i64
  %125 = shl nuw i64 %124, 56
  %126 = getelementptr inbounds i8, ptr %121, i64 9
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = zext i8 %127 to i64
  %129 = shl nuw nsw i64 %128, 48
  %130 = or disjoint i64 %129, %125
  %131 = getelementptr inbounds i8, ptr %121, i64 10
  %132 = load i8, ptr %131, align 1, !tbaa !5
  %133 = zext i8 %132 to i64
  %134 = shl nuw nsw i64 %133, 40
  %135 = or disjoint i64 %130, %134
  %136 = getelementptr inbounds i8, ptr %121, i64 11
  %137 = load i8, ptr %136, align 1, !tbaa !5
  %138 = zext i8 %137 to i64
  %139 = shl nuw nsw i64 %138, 32
  %140 = or disjoint i64 %135, %139
  %141 = getelementptr inbounds i8, ptr %121, i64 12
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = zext i8 %142 to i64
  %144 = shl nuw nsw i64 %143, 24
  %145 = or disjoint i64 %140, %144
  %146 = getelementptr inbounds i8, ptr %121, i64 13
  %147 = load i8, ptr %146, align 1, !tbaa !5
  %148 = zext i8 %147 to i64
  %149 = shl nuw nsw i64 %148, 16
  %150 = or disjoint i64 %145, %149
  %151 = getelementptr inbounds i8, ptr %121, i64 14
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = zext i8 %152 to i64
  %154 = shl nuw nsw i64 %153, 8
  %155 = or i64 %150, %154
  %156 = getelementptr inbounds i8, ptr %121, i64 15
  %157 = load i8, ptr %156, align 1, !tbaa !5
  %158 = zext i8 %157 to i64
  %159 = or i64 %155, %158
  %160 = load i8, ptr %121, align 1, !tbaa !5
  %161 = zext i8 %160 to i64
  %162 = shl nuw i64 %161, 56
  %163 = getelementptr inbounds i8, ptr %121, i64 1
  %164 = load i8, ptr %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i64
  %166 = shl nuw nsw i64 %165, 48
  %167 = or disjoint i64 %166, %162
  %168 = getelementptr inbounds i8, ptr %121, i64 2
  %169 = load i8, ptr %168, align 1, !tbaa !5
  %170 = zext i8 %169 to i64
  %171 = shl nuw nsw i64 %170, 40
  %172 = or disjoint i64 %167, %171
  %173 = getelementptr inbounds i8, ptr %121, i64 3
  %174 = load i8, ptr %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i64
  %176 = shl nuw nsw i64 %175, 32
  %177 = or disjoint i64 %172, %176
  %178 = getelementptr inbounds i8, ptr %121, i64 4
  %179 = load i8, ptr %178, align 1, !tbaa !5
  %180 = zext i8 %179 to i64
  %181 = shl nuw nsw i64 %180, 24
  %182 = or disjoint i64 %177, %181
  %183 = getelementptr inbounds i8, ptr %121, i64 5
  %184 = load i8, ptr %183, align 1, !tbaa !5
  %185 = zext i8 %184 to i64
  %186 = shl nuw nsw i64 %185, 16
  %187 = or disjoint i64 %182, %186
  %188 = getelementptr inbounds i8, ptr %121, i64 6
  %189 = load i8, ptr %188, align 1, !tbaa !5
  %190 = zext i8 %189 to i64
  %191 = shl nuw nsw i64 %190, 8
  %192 = or i64 %187, %191
  %193 = getelementptr inbounds i8, ptr %121, i64 7
  %194 = load i8, ptr %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i64
  %196 = or i64 %192, %195
  %197 = xor i64 %118, %159
  %198 = xor i64 %119, %196
  %199 = xor i64 %198, %197
  %200 = tail call noundef i64 @llvm.bitreverse.i64(i64 %197)
  %201 = tail call noundef i64 @llvm.bitreverse.i64(i64 %198)
  %202 = xor i64 %201, %200
  %203 = and i64 %197, 1229782938247303441
  %204 = and i64 %197, 2459565876494606882
  %205 = and i64 %197, 4919131752989213764
  %206 = and i64 %197, -8608480567731124088
  %207 = mul i64 %83, %203
  %208 = mul i64 %86, %204
  %209 = mul i64 %85, %205
  %210 = mul i64 %84, %206
  %211 = xor i64 %209, %210
  %212 = xor i64 %211, %208
  %213 = xor i64 %212, %207
  %214 = and i64 %213, 1229782938247303441
  %215 = mul i64 %84, %203
  %216 = mul i64 %83, %204
  %217 = xor i64 %215, %216
  %218 = mul i64 %86, %205
  %219 = xor i64 %217, %218
  %220 = mul i64 %85, %206
  %221 = xor i64 %219, %220
  %222 = and i64 %221, 2459565876494606882
  %223 = mul i64 %85, %203
  %224 = mul i64 %84, %204
  %225 = xor i64 %223, %224
  %226 = mul i64 %83, %205
  %227 = xor i64 %225, %226
  %228 = mul i64 %86, %206
  %229 = xor i64 %227, %228
  %230 = and i64 %229, 4919131752989213764
  %231 = mul i64 %86, %203
  %232 = mul i64 %85, %204
  %233 = xor i64 %231, %232
  %234 = mul i64 %84, %205
  %235 = xor i64 %233, %234
  %236 = mul i64 %83, %206
  %237 = xor i64 %235, %236
  %238 = and i64 %237, -8608480567731124088
  %239 = or disjoint i64 %238, %214
  %240 = or disjoint i64 %239, %230
  %241 = or disjoint i64 %240, %222
  %242 = and i64 %198, 1229782938247303441
  %243 = and i64 %198, 2459565876494606882
  %244 = and i64 %198, 4919131752989213764
  %245 = and i64 %198, -8608480567731124088
  %246 = mul i64 %89, %242
  %247 = mul i64 %92, %243
  %248 = xor i64 %246, %247
  %249 = mul i64 %91, %244
  %250 = xor i64 %248, %249
  %251 = mul i64 %90, %245
  %252 = xor i64 %250, %251
  %253 = and i64 %252, 1229782938247303441
  %254 = mul i64 %90, %242
  %255 = mul i64 %89, %243
  %256 = xor i64 %254, %255
  %257 = mul i64 %92, %244
  %258 = xor i64 %256, %257
  %259 = mul i64 %91, %245
  %260 = xor i64 %258, %259
  %261 = and i64 %260, 2459565876494606882
  %262 = or disjoint i64 %253, %261
  %263 = mul i64 %91, %242
  %264 = mul i64 %90, %243
  %265 = xor i64 %263, %264
  %266 = mul i64 %89, %244
  %267 = xor i64 %265, %266
  %268 = mul i64 %92, %245
  %269 = xor i64 %267, %268
  %270 = and i64 %269, 4919131752989213764
  %271 = or disjoint i64 %262, %270
  %272 = mul i64 %92, %242
  %273 = mul i64 %91, %243
  %274 = xor i64 %272, %273
  %275 = mul i64 %90, %244
  %276 = xor i64 %274, %275
  %277 = mul i64 %89, %245
  %278 = xor i64 %276, %277
  %279 = and i64 %278, -8608480567731124088
  %280 = or disjoint i64 %271, %279
  %281 = and i64 %199, 1229782938247303441
  %282 = and i64 %199, 2459565876494606882
  %283 = and i64 %199, 4919131752989213764
  %284 = and i64 %199, -8608480567731124088
  %285 = mul i64 %95, %281
  %286 = mul i64 %98, %282
  %287 = xor i64 %285, %286
  %288 = mul i64 %97, %283
  %289 = xor i64 %287, %288
  %290 = mul i64 %96, %284
  %291 = xor i64 %289, %290
  %292 = and i64 %291, 1229782938247303441
  %293 = mul i64 %96, %281
  %294 = mul i64 %95, %282
  %295 = xor i64 %293, %294
  %296 = mul i64 %98, %283
  %297 = xor i64 %295, %296
  %298 = mul i64 %97, %284
  %299 = xor i64 %297, %298
  %300 = and i64 %299, 2459565876494606882
  %301 = or disjoint i64 %292, %300
  %302 = mul i64 %97, %281
  %303 = mul i64 %96, %282
  %304 = xor i64 %302, %303
  %305 = mul i64 %95, %283
  %306 = xor i64 %304, %305
  %307 = mul i64 %98, %284
  %308 = xor i64 %306, %307
  %309 = and i64 %308, 4919131752989213764
  %310 = or disjoint i64 %301, %309
  %311 = mul i64 %98, %281
  %312 = mul i64 %97, %282
  %313 = xor i64 %311, %312
  %314 = mul i64 %96, %283
  %315 = xor i64 %313, %314
  %316 = mul i64 %95, %284
  %317 = xor i64 %315, %316
  %318 = and i64 %317, -8608480567731124088
  %319 = or disjoint i64 %310, %318
  %320 = and i64 %200, 1229782938247303441
  %321 = and i64 %200, 2459565876494606882
  %322 = and i64 %200, 4919131752989213764
  %323 = and i64 %200, -8608480567731124088
  %324 = mul i64 %101, %320
  %325 = mul i64 %104, %321
  %326 = xor i64 %324, %325
  %327 = mul i64 %103, %322
  %328 = xor i64 %326, %327
  %329 = mul i64 %102, %323
  %330 = xor i64 %328, %329
  %331 = and i64 %330, 1229782938247303441
  %332 = mul i64 %102, %320
  %333 = mul i64 %101, %321
  %334 = xor i64 %332, %333
  %335 = mul i64 %104, %322
  %336 = xor i64 %334, %335
  %337 = mul i64 %103, %323
  %338 = xor i64 %336, %337
  %339 = and i64 %338, 2459565876494606882
  %340 = or disjoint i64 %331, %339
  %341 = mul i64 %103, %320
  %342 = mul i64 %102, %321
  %343 = xor i64 %341, %342
  %344 = mul i64 %101, %322
  %345 = xor i64 %343, %344
  %346 = mul i64 %104, %323
  %347 = xor i64 %345, %346
  %348 = and i64 %347, 4919131752989213764
  %349 = or disjoint i64 %340, %348
  %350 = mul i64 %104, %320
  %351 = mul i64 %103, %321
  %352 = xor i64 %350, %351
  %353 = mul i64 %102, %322
  %354 = xor i64 %352, %353
  %355 = mul i64 %101, %323
  %356 = xor i64 %354, %355
  %357 = and i64 %356, -8608480567731124088
  %358 = or disjoint i64 %349, %357
  %359 = tail call noundef i64 @llvm.bitreverse.i64(i64 %358)
  %360 = lshr i64 %359, 1
  %361 = and i64 %201, 1229782938247303441
  %362 = and i64 %201, 2459565876494606882
  %363 = and i64 %201, 4919131752989213764
  %364 = and i64 %201, -8608480567731124088
  %365 = mul i64 %107, %361
  %366 = mul i64 %110, %362
  %367 = xor i64 %365, %366
  %368 = mul i64 %109, %363
  %369 = xor i64 %367, %368
  %370 = mul i64 %108, %364
  %371 = xor i64 %369, %370
  %372 = and i64 %371, 1229782938247303441
  %373 = mul i64 %108, %361
  %374 = mul i64 %107, %362
  %375 = xor i64 %373, %374
  %376 = mul i64 %110, %363
  %377 = xor i64 %375, %376
  %378 = mul i64 %109, %364
  %379 = xor i64 %377, %378
  %380 = and i64 %379, 2459565876494606882
  %381 = or disjoint i64 %372, %380
  %382 = mul i64 %109, %361
  %383 = mul i64 %108, %362
  %384 = xor i64 %382, %383
  %385 = mul i64 %107, %363
  %386 = xor i64 %384, %385
  %387 = mul i64 %110, %364
  %388 = xor i64 %386, %387
  %389 = and i64 %388, 4919131752989213764
  %390 = or disjoint i64 %381, %389
  %391 = mul i64 %110, %361
  %392 = mul i64 %109, %362
  %393 = xor i64 %391, %392
  %394 = mul i64 %108, %363
  %395 = xor i64 %393, %394
  %396 = mul i64 %107, %364
  %397 = xor i64 %395, %396
  %398 = and i64 %397, -8608480567731124088
  %399 = or disjoint i64 %390, %398
  %400 = tail call noundef i64 @llvm.bitreverse.i64(i64 %399)
  %401 = lshr i64 %400, 1
  %402 = and i64 %202, 1229782938247303441
  %403 = and i64 %202, 2459565876494606882
  %404 = and i64 %202, 4919131752989213764
  %405 = and i64 %202, -8608480567731124088
  %406 = mul i64 %113, %402
  %407 = mul i64 %116, %403
  %408 = xor i64 %406, %407
  %409 = mul i64 %115, %404
  %410 = xor i64 %408, %409
  %411 = mul i64 %114, %405
  %412 = xor i64 %410, %411
  %413 = and i64 %412, 1229782938247303441
  %414 = mul i64 %114, %402
  %415 = mul i64 %113, %403
  %416 = xor i64 %414, %415
  %417 = mul i64 %116, %404
  %418 = xor i64 %416, %417
  %419 = mul i64 %115, %405
  %420 = xor i64 %418, %419
  %421 = and i64 %420, 2459565876494606882
  %422 = or disjoint i64 %413, %421
  %423 = mul i64 %115, %402
  %424 = mul i64 %114, %403
  %425 = xor i64 %423, %424
  %426 = mul i64 %113, %404
  %427 = xor i64 %425, %426
  %428 = mul i64 %116, %405
  %429 = xor i64 %427, %428
  %430 = and i64 %429, 4919131752989213764
  %431 = or disjoint i64 %422, %430
  %432 = mul i64 %116, %402
  %433 = mul i64 %115, %403
  %434 = xor i64 %432, %433
  %435 = mul i64 %114, %404
  %436 = xor i64 %434, %435
  %437 = mul i64 %113, %405
  %438 = xor i64 %436, %437
  %439 = and i64 %438, -8608480567731124088
  %440 = or disjoint i64 %431, %439
  %441 = tail call noundef i64 @llvm.bitreverse.i64(i64 %440)
  %442 = xor i64 %359, %441
  %443 = xor i64 %442, %400
  %444 = lshr i64 %443, 1
  %445 = xor i64 %319, %360
  %446 = xor i64 %445, %241
  %447 = xor i64 %446, %280
  %448 = xor i64 %444, %280
  %449 = tail call noundef i64 @llvm.fshl.i64(i64 %401, i64 %278, i64 1)
  %450 = tail call noundef i64 @llvm.fshl.i64(i64 %448, i64 %447, i64 1)
  %451 = tail call noundef i64 @llvm.fshl.i64(i64 %447, i64 %237, i64 1)
  %452 = shl i64 %241, 1
  %453 = and i64 %241, 9223372036854775807
  %454 = lshr i64 %452, 2
  %455 = lshr i64 %452, 7
  %456 = shl i64 %207, 63
  %457 = shl i64 %241, 58
  %458 = xor i64 %457, %456
  %459 = xor i64 %458, %451
  %460 = lshr i64 %459, 1
  %461 = lshr i64 %459, 2
  %462 = lshr i64 %459, 7
  %463 = xor i64 %449, %460
  %464 = xor i64 %463, %461
  %465 = xor i64 %464, %462
  %466 = xor i64 %465, %459
  %467 = shl i64 %451, 63
  %468 = shl i64 %451, 62
  %469 = shl i64 %451, 57
  %470 = xor i64 %453, %454
  %471 = xor i64 %470, %455
  %472 = xor i64 %471, %468
  %473 = xor i64 %472, %467
  %474 = xor i64 %473, %469
  %475 = xor i64 %474, %450
  %476 = xor i64 %475, %452
  %477 = add nuw i64 %120, 16
  %478 = icmp ult i64 %477, %2
  br i1 %478, label %117, label %479, !llvm.loop !10

479:                                              ; preds = %117, %4
  %480 = phi i64 [ %42, %4 ], [ %476, %117 ]
  %481 = phi i64 [ %79, %4 ], [ %466, %117 ]
  %482 = lshr i64 %480, 56
  %483 = trunc nuw i64 %482 to i8
  store i8 %483, ptr %5, align 1, !tbaa !5
  %484 = lshr i64 %480, 48
  %485 = trunc i64 %484 to i8
  store i8 %485, ptr %9, align 1, !tbaa !5
  %486 = lshr i64 %480, 40
  %487 = trunc i64 %486 to i8
  store i8 %487, ptr %14, align 1, !tbaa !5
  %488 = lshr i64 %480, 32
  %489 = trunc i64 %488 to i8
  store i8 %489, ptr %19, align 1, !tbaa !5
  %490 = lshr i64 %480, 24
  %491 = trunc i64 %490 to i8
  store i8 %491, ptr %24, align 1, !tbaa !5
  %492 = lshr i64 %480, 16
  %493 = trunc i64 %492 to i8
  store i8 %493, ptr %29, align 1, !tbaa !5
  %494 = lshr i64 %480, 8
  %495 = trunc i64 %494 to i8
  store i8 %495, ptr %34, align 1, !tbaa !5
  %496 = trunc i64 %480 to i8
  store i8 %496, ptr %39, align 1, !tbaa !5
  %497 = lshr i64 %481, 56
  %498 = trunc nuw i64 %497 to i8
  store i8 %498, ptr %0, align 1, !tbaa !5
  %499 = lshr i64 %481, 48
  %500 = trunc i64 %499 to i8
  store i8 %500, ptr %46, align 1, !tbaa !5
  %501 = lshr i64 %481, 40
  %502 = trunc i64 %501 to i8
  store i8 %502, ptr %51, align 1, !tbaa !5
  %503 = lshr i64 %481, 32
  %504 = trunc i64 %503 to i8
  store i8 %504, ptr %56, align 1, !tbaa !5
  %505 = lshr i64 %481, 24
  %506 = trunc i64 %505 to i8
  store i8 %506, ptr %61, align 1, !tbaa !5
  %507 = lshr i64 %481, 16
  %508 = trunc i64 %507 to i8
  store i8 %508, ptr %66, align 1, !tbaa !5
  %509 = lshr i64 %481, 8
  %510 = trunc i64 %509 to i8
  store i8 %510, ptr %71, align 1, !tbaa !5
  %511 = trunc i64 %481 to i8
  store i8 %511, ptr %76, align 1, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 4) i32 @ghash_at_portable(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3, ptr noundef readonly %4, ptr noundef readonly %5) local_unnamed_addr #0 {
  %7 = icmp eq ptr %1, null
  br i1 %7, label %19, label %8

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %1, i64 %2
  %10 = icmp eq ptr %0, null
  %11 = icmp eq ptr %4, null
  %12 = or i1 %10, %11
  %13 = icmp eq ptr %5, null
  %14 = or i1 %12, %13
  br i1 %14, label %19, label %15

15:                                               ; preds = %8
  %16 = and i64 %3, 15
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %15
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %0, ptr noundef nonnull readonly align 1 dereferenceable(16) %4, i64 16, i1 false)
  tail call fastcc void @ghash_blocks(ptr noundef nonnull %0, ptr noundef nonnull readonly %9, i64 noundef %3, ptr noundef nonnull readonly %5)
  br label %19

19:                                               ; preds = %18, %15, %8, %6
  %20 = phi i32 [ 1, %6 ], [ 0, %18 ], [ 1, %8 ], [ 3, %15 ]
  ret i32 %20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @ghash_combine_portable(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef readonly %3, ptr noundef readonly %4) local_unnamed_addr #0 {
  %6 = alloca %struct.t_exp_key, align 8
  %7 = alloca %struct.t_exp_key, align 8
  %8 = alloca [16 x i8], align 16
  %9 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #9
  %10 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %11 = insertelement <4 x ptr> %10, ptr %1, i64 1
  %12 = insertelement <4 x ptr> %11, ptr %3, i64 2
  %13 = insertelement <4 x ptr> %12, ptr %4, i64 3
  %14 = icmp eq <4 x ptr> %13, zeroinitializer
  %15 = bitcast <4 x i1> %14 to i4
  %16 = icmp eq i4 %15, 0
  br i1 %16, label %17, label %277

17:                                               ; preds = %5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  call fastcc void @ghash_blocks(ptr noundef nonnull %9, ptr noundef nonnull @ghash_combine_portable.one, i64 noundef 16, ptr noundef nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 1 dereferenceable(16) %1, i64 16, i1 false)
  %18 = icmp eq i64 %2, 0
  br i1 %18, label %43, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %9, i64 8
  %21 = getelementptr inbounds i8, ptr %9, i64 9
  %22 = getelementptr inbounds i8, ptr %9, i64 10
  %23 = getelementptr inbounds i8, ptr %9, i64 11
  %24 = getelementptr inbounds i8, ptr %9, i64 12
  %25 = getelementptr inbounds i8, ptr %9, i64 13
  %26 = getelementptr inbounds i8, ptr %9, i64 14
  %27 = getelementptr inbounds i8, ptr %9, i64 15
  %28 = getelementptr inbounds i8, ptr %9, i64 1
  %29 = getelementptr inbounds i8, ptr %9, i64 2
  %30 = getelementptr inbounds i8, ptr %9, i64 3
  %31 = getelementptr inbounds i8, ptr %9, i64 4
  %32 = getelementptr inbounds i8, ptr %9, i64 5
  %33 = getelementptr inbounds i8, ptr %9, i64 6
  %34 = getelementptr inbounds i8, ptr %9, i64 7
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = getelementptr inbounds i8, ptr %7, i64 24
  %38 = getelementptr inbounds i8, ptr %7, i64 32
  %39 = getelementptr inbounds i8, ptr %6, i64 8
  %40 = getelementptr inbounds i8, ptr %6, i64 16
  %41 = getelementptr inbounds i8, ptr %6, i64 24
  %42 = getelementptr inbounds i8, ptr %6, i64 32
  br label %137

43:                                               ; preds = %207, %209, %17
  %44 = load i8, ptr %8, align 16, !tbaa !5
  %45 = load i8, ptr %3, align 1, !tbaa !5
  %46 = xor i8 %45, %44
  store i8 %46, ptr %0, align 1, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %8, i64 1
  %48 = load i8, ptr %47, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %3, i64 1
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = xor i8 %50, %48
  %52 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %51, ptr %52, align 1, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %8, i64 2
  %54 = load i8, ptr %53, align 2, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %3, i64 2
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = xor i8 %56, %54
  %58 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %57, ptr %58, align 1, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %8, i64 3
  %60 = load i8, ptr %59, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %3, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = xor i8 %62, %60
  %64 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %63, ptr %64, align 1, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %8, i64 4
  %66 = load i8, ptr %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %3, i64 4
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = xor i8 %68, %66
  %70 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %69, ptr %70, align 1, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %8, i64 5
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %3, i64 5
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = xor i8 %74, %72
  %76 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %75, ptr %76, align 1, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %8, i64 6
  %78 = load i8, ptr %77, align 2, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %3, i64 6
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = xor i8 %80, %78
  %82 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %81, ptr %82, align 1, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %8, i64 7
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %3, i64 7
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = xor i8 %86, %84
  %88 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %87, ptr %88, align 1, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %8, i64 8
  %90 = load i8, ptr %89, align 8, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %3, i64 8
  %92 = load i8, ptr %91, align 1, !tbaa !5
  %93 = xor i8 %92, %90
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %93, ptr %94, align 1, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %8, i64 9
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %3, i64 9
  %98 = load i8, ptr %97, align 1, !tbaa !5
  %99 = xor i8 %98, %96
  %100 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %99, ptr %100, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %8, i64 10
  %102 = load i8, ptr %101, align 2, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %3, i64 10
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = xor i8 %104, %102
  %106 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %105, ptr %106, align 1, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %8, i64 11
  %108 = load i8, ptr %107, align 1, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %3, i64 11
  %110 = load i8, ptr %109, align 1, !tbaa !5
  %111 = xor i8 %110, %108
  %112 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %111, ptr %112, align 1, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %8, i64 12
  %114 = load i8, ptr %113, align 4, !tbaa !5
  %115 = getelementptr inbounds i8, ptr %3, i64 12
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = xor i8 %116, %114
  %118 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %117, ptr %118, align 1, !tbaa !5
  %119 = getelementptr inbounds i8, ptr %8, i64 13
  %120 = load i8, ptr %119, align 1, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %3, i64 13
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = xor i8 %122, %120
  %124 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %123, ptr %124, align 1, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %8, i64 14
  %126 = load i8, ptr %125, align 2, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %3, i64 14
  %128 = load i8, ptr %127, align 1, !tbaa !5
  %129 = xor i8 %128, %126
  %130 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %129, ptr %130, align 1, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %8, i64 15
  %132 = load i8, ptr %131, align 1, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %3, i64 15
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = xor i8 %134, %132
  %136 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %135, ptr %136, align 1, !tbaa !5
  br label %277

137:                                              ; preds = %19, %209
  %138 = phi i64 [ %2, %19 ], [ %210, %209 ]
  %139 = and i64 %138, 1
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %207, label %141

141:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #9
  %142 = load i8, ptr %20, align 8, !tbaa !5
  %143 = zext i8 %142 to i64
  %144 = shl nuw i64 %143, 56
  %145 = load i8, ptr %21, align 1, !tbaa !5
  %146 = zext i8 %145 to i64
  %147 = shl nuw nsw i64 %146, 48
  %148 = or disjoint i64 %147, %144
  %149 = load i8, ptr %22, align 2, !tbaa !5
  %150 = zext i8 %149 to i64
  %151 = shl nuw nsw i64 %150, 40
  %152 = or disjoint i64 %148, %151
  %153 = load i8, ptr %23, align 1, !tbaa !5
  %154 = zext i8 %153 to i64
  %155 = shl nuw nsw i64 %154, 32
  %156 = or disjoint i64 %152, %155
  %157 = load i8, ptr %24, align 4, !tbaa !5
  %158 = zext i8 %157 to i64
  %159 = shl nuw nsw i64 %158, 24
  %160 = or disjoint i64 %156, %159
  %161 = load i8, ptr %25, align 1, !tbaa !5
  %162 = zext i8 %161 to i64
  %163 = shl nuw nsw i64 %162, 16
  %164 = or disjoint i64 %160, %163
  %165 = load i8, ptr %26, align 2, !tbaa !5
  %166 = zext i8 %165 to i64
  %167 = shl nuw nsw i64 %166, 8
  %168 = or i64 %164, %167
  %169 = load i8, ptr %27, align 1, !tbaa !5
  %170 = zext i8 %169 to i64
  %171 = or i64 %168, %170
  %172 = load i8, ptr %9, align 16, !tbaa !5
  %173 = zext i8 %172 to i64
  %174 = shl nuw i64 %173, 56
  %175 = load i8, ptr %28, align 1, !tbaa !5
  %176 = zext i8 %175 to i64
  %177 = shl nuw nsw i64 %176, 48
  %178 = or disjoint i64 %177, %174
  %179 = load i8, ptr %29, align 2, !tbaa !5
  %180 = zext i8 %179 to i64
  %181 = shl nuw nsw i64 %180, 40
  %182 = or disjoint i64 %178, %181
  %183 = load i8, ptr %30, align 1, !tbaa !5
  %184 = zext i8 %183 to i64
  %185 = shl nuw nsw i64 %184, 32
  %186 = or disjoint i64 %182, %185
  %187 = load i8, ptr %31, align 4, !tbaa !5
  %188 = zext i8 %187 to i64
  %189 = shl nuw nsw i64 %188, 24
  %190 = or disjoint i64 %186, %189
  %191 = load i8, ptr %32, align 1, !tbaa !5
  %192 = zext i8 %191 to i64
  %193 = shl nuw nsw i64 %192, 16
  %194 = or disjoint i64 %190, %193
  %195 = load i8, ptr %33, align 2, !tbaa !5
  %196 = zext i8 %195 to i64
  %197 = shl nuw nsw i64 %196, 8
  %198 = or i64 %194, %197
  %199 = load i8, ptr %34, align 1, !tbaa !5
  %200 = zext i8 %199 to i64
  store i64 %171, ptr %7, align 8, !tbaa !8
  %201 = tail call noundef i64 @llvm.bitreverse.i64(i64 %171)
  store i64 %201, ptr %37, align 8, !tbaa !8
  %202 = or i64 %198, %200
  store i64 %202, ptr %35, align 8, !tbaa !8
  %203 = xor i64 %202, %171
  store i64 %203, ptr %36, align 8, !tbaa !8
  %204 = insertelement <2 x i64> poison, i64 %202, i64 0
  %205 = insertelement <2 x i64> %204, i64 %203, i64 1
  %206 = tail call <2 x i64> @llvm.bitreverse.v2i64(<2 x i64> %205)
  store <2 x i64> %206, ptr %38, align 8, !tbaa !8
  call fastcc void @ghash_blocks(ptr noundef nonnull %8, ptr noundef nonnull @gcm_mult.zero, i64 noundef 16, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #9
  br label %207

207:                                              ; preds = %141, %137
  %208 = icmp eq i64 %138, 1
  br i1 %208, label %43, label %209

209:                                              ; preds = %207
  %210 = lshr i64 %138, 1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #9
  %211 = load i8, ptr %20, align 8, !tbaa !5
  %212 = zext i8 %211 to i64
  %213 = shl nuw i64 %212, 56
  %214 = load i8, ptr %21, align 1, !tbaa !5
  %215 = zext i8 %214 to i64
  %216 = shl nuw nsw i64 %215, 48
  %217 = or disjoint i64 %216, %213
  %218 = load i8, ptr %22, align 2, !tbaa !5
  %219 = zext i8 %218 to i64
  %220 = shl nuw nsw i64 %219, 40
  %221 = or disjoint i64 %217, %220
  %222 = load i8, ptr %23, align 1, !tbaa !5
  %223 = zext i8 %222 to i64
  %224 = shl nuw nsw i64 %223, 32
  %225 = or disjoint i64 %221, %224
  %226 = load i8, ptr %24, align 4, !tbaa !5
  %227 = zext i8 %226 to i64
  %228 = shl nuw nsw i64 %227, 24
  %229 = or disjoint i64 %225, %228
  %230 = load i8, ptr %25, align 1, !tbaa !5
  %231 = zext i8 %230 to i64
  %232 = shl nuw nsw i64 %231, 16
  %233 = or disjoint i64 %229, %232
  %234 = load i8, ptr %26, align 2, !tbaa !5
  %235 = zext i8 %234 to i64
  %236 = shl nuw nsw i64 %235, 8
  %237 = or i64 %233, %236
  %238 = load i8, ptr %27, align 1, !tbaa !5
  %239 = zext i8 %238 to i64
  %240 = or i64 %237, %239
  %241 = load i8, ptr %9, align 16, !tbaa !5
  %242 = zext i8 %241 to i64
  %243 = shl nuw i64 %242, 56
  %244 = load i8, ptr %28, align 1, !tbaa !5
  %245 = zext i8 %244 to i64
  %246 = shl nuw nsw i64 %245, 48
  %247 = or disjoint i64 %246, %243
  %248 = load i8, ptr %29, align 2, !tbaa !5
  %249 = zext i8 %248 to i64
  %250 = shl nuw nsw i64 %249, 40
  %251 = or disjoint i64 %247, %250
  %252 = load i8, ptr %30, align 1, !tbaa !5
  %253 = zext i8 %252 to i64
  %254 = shl nuw nsw i64 %253, 32
  %255 = or disjoint i64 %251, %254
  %256 = load i8, ptr %31, align 4, !tbaa !5
  %257 = zext i8 %256 to i64
  %258 = shl nuw nsw i64 %257, 24
  %259 = or disjoint i64 %255, %258
  %260 = load i8, ptr %32, align 1, !tbaa !5
  %261 = zext i8 %260 to i64
  %262 = shl nuw nsw i64 %261, 16
  %263 = or disjoint i64 %259, %262
  %264 = load i8, ptr %33, align 2, !tbaa !5
  %265 = zext i8 %264 to i64
  %266 = shl nuw nsw i64 %265, 8
  %267 = or i64 %263, %266
  %268 = load i8, ptr %34, align 1, !tbaa !5
  %269 = zext i8 %268 to i64
  store i64 %240, ptr %6, align 8, !tbaa !8
  %270 = tail call noundef i64 @llvm.bitreverse.i64(i64 %240)
  store i64 %270, ptr %41, align 8, !tbaa !8
  %271 = or i64 %267, %269
  store i64 %271, ptr %39, align 8, !tbaa !8
  %272 = xor i64 %271, %240
  store i64 %272, ptr %40, align 8, !tbaa !8
  %273 = insertelement <2 x i64> poison, i64 %271, i64 0
  %274 = insertelement <2 x i64> %273, i64 %272, i64 1
  %275 = tail call <2 x i64> @llvm.bitreverse.v2i64(<2 x i64> %274)
  store <2 x i64> %275, ptr %42, align 8, !tbaa !8
  call fastcc void @ghash_blocks(ptr noundef nonnull %9, ptr noundef nonnull @gcm_mult.zero, i64 noundef 16, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #9
  %276 = icmp eq i64 %138, 0
  br i1 %276, label %43, label %137, !llvm.loop !12

277:                                              ; preds = %43, %5
  %278 = phi i32 [ 1, %5 ], [ 0, %43 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #9
  ret i32 %278
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 3) i32 @ghash_expand_portable(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %94, label %6

6:                                                ; preds = %2
  %7 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #10
  store ptr %7, ptr %1, align 8, !tbaa !13
  %8 = icmp eq ptr %7, null
  br i1 %8, label %94, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i8, ptr %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i64
  %13 = shl nuw i64 %12, 56
  %14 = getelementptr inbounds i8, ptr %0, i64 9
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 48
  %18 = or disjoint i64 %17, %13
  %19 = getelementptr inbounds i8, ptr %0, i64 10
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 40
  %23 = or disjoint i64 %18, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 11
  %25 = load i8, ptr %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 32
  %28 = or disjoint i64 %23, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 12
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 24
  %33 = or disjoint i64 %28, %32
  %34 = getelementptr inbounds i8, ptr %0, i64 13
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = shl nuw nsw i64 %36, 16
  %38 = or disjoint i64 %33, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 14
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 8
  %43 = or i64 %38, %42
  %44 = getelementptr inbounds i8, ptr %0, i64 15
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i64
  %47 = or i64 %43, %46
  %48 = load i8, ptr %0, align 1, !tbaa !5
  %49 = zext i8 %48 to i64
  %50 = shl nuw i64 %49, 56
  %51 = getelementptr inbounds i8, ptr %0, i64 1
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = shl nuw nsw i64 %53, 48
  %55 = or disjoint i64 %54, %50
  %56 = getelementptr inbounds i8, ptr %0, i64 2
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = zext i8 %57 to i64
  %59 = shl nuw nsw i64 %58, 40
  %60 = or disjoint i64 %55, %59
  %61 = getelementptr inbounds i8, ptr %0, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 32
  %65 = or disjoint i64 %60, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 4
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i64
  %69 = shl nuw nsw i64 %68, 24
  %70 = or disjoint i64 %65, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 5
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = zext i8 %72 to i64
  %74 = shl nuw nsw i64 %73, 16
  %75 = or disjoint i64 %70, %74
  %76 = getelementptr inbounds i8, ptr %0, i64 6
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = zext i8 %77 to i64
  %79 = shl nuw nsw i64 %78, 8
  %80 = or i64 %75, %79
  %81 = getelementptr inbounds i8, ptr %0, i64 7
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = zext i8 %82 to i64
  store i64 %47, ptr %7, align 8, !tbaa !8
  %84 = getelementptr inbounds i8, ptr %7, i64 8
  %85 = getelementptr inbounds i8, ptr %7, i64 16
  %86 = getelementptr inbounds i8, ptr %7, i64 24
  %87 = tail call noundef i64 @llvm.bitreverse.i64(i64 %47)
  store i64 %87, ptr %86, align 8, !tbaa !8
  %88 = getelementptr inbounds i8, ptr %7, i64 32
  %89 = or i64 %80, %83
  store i64 %89, ptr %84, align 8, !tbaa !8
  %90 = xor i64 %89, %47
  store i64 %90, ptr %85, align 8, !tbaa !8
  %91 = insertelement <2 x i64> poison, i64 %89, i64 0
  %92 = insertelement <2 x i64> %91, i64 %90, i64 1
  %93 = tail call <2 x i64> @llvm.bitreverse.v2i64(<2 x i64> %92)
  store <2 x i64> %93, ptr %88, align 8, !tbaa !8
  br label %94

94:                                               ; preds = %6, %2, %9
  %95 = phi i32 [ 0, %9 ], [ 1, %2 ], [ 2, %6 ]
  ret i32 %95
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @ghash_destroy_portable(ptr nocapture noundef %0) local_unnamed_addr #6 {
  tail call void @free(ptr noundef %0) #9
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.bitreverse.v2i64(<2 x i64>) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

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
!14 = !{!"any pointer", !6, i64 0}
