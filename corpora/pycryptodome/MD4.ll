; ModuleID = 'src/MD4.c'
source_filename = "src/MD4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hash_state = type { i32, i32, i32, i32, i64, [64 x i8], i32 }

@md4_digest.padding = internal constant <{ i8, [63 x i8] }> <{ i8 -128, [63 x i8] zeroinitializer }>, align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 3) i32 @md4_init(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 1, i64 noundef 96) #9
  store ptr %4, ptr %0, align 8, !tbaa !5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %3
  store <4 x i32> <i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878>, ptr %4, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %1, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @md4_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #10
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @md4_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %1, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !11
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @md4_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %415, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 88
  %9 = load i32, ptr %8, align 8, !tbaa !15
  %10 = icmp ugt i32 %9, 63
  br i1 %10, label %415, label %11

11:                                               ; preds = %7
  %12 = shl i64 %2, 3
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !17
  %15 = add i64 %14, %12
  store i64 %15, ptr %13, align 8, !tbaa !17
  %16 = icmp eq i64 %2, 0
  br i1 %16, label %413, label %17

17:                                               ; preds = %11
  %18 = getelementptr i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %0, i64 4
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = getelementptr inbounds i8, ptr %0, i64 12
  %22 = getelementptr i8, ptr %0, i64 28
  %23 = getelementptr i8, ptr %0, i64 32
  %24 = getelementptr i8, ptr %0, i64 36
  %25 = getelementptr i8, ptr %0, i64 40
  %26 = getelementptr i8, ptr %0, i64 44
  %27 = getelementptr i8, ptr %0, i64 48
  %28 = getelementptr i8, ptr %0, i64 52
  %29 = getelementptr i8, ptr %0, i64 56
  %30 = getelementptr i8, ptr %0, i64 60
  %31 = getelementptr i8, ptr %0, i64 64
  %32 = getelementptr i8, ptr %0, i64 68
  %33 = getelementptr i8, ptr %0, i64 72
  %34 = getelementptr i8, ptr %0, i64 76
  %35 = getelementptr i8, ptr %0, i64 80
  %36 = getelementptr i8, ptr %0, i64 84
  br label %37

37:                                               ; preds = %17, %410
  %38 = phi ptr [ %1, %17 ], [ %48, %410 ]
  %39 = phi i64 [ %2, %17 ], [ %49, %410 ]
  %40 = phi i32 [ %9, %17 ], [ %411, %410 ]
  %41 = sub i32 64, %40
  %42 = zext i32 %41 to i64
  %43 = tail call i64 @llvm.umin.i64(i64 %39, i64 %42)
  %44 = trunc nuw i64 %43 to i32
  %45 = zext i32 %40 to i64
  %46 = getelementptr inbounds i8, ptr %18, i64 %45
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr align 1 %38, i64 %43, i1 false)
  %47 = add i32 %40, %44
  %48 = getelementptr inbounds i8, ptr %38, i64 %43
  %49 = sub i64 %39, %43
  %50 = icmp eq i32 %47, 64
  br i1 %50, label %51, label %410

51:                                               ; preds = %37
  %52 = load i32, ptr %18, align 1
  %53 = load i32, ptr %22, align 1
  %54 = load i32, ptr %23, align 1
  %55 = load i32, ptr %24, align 1
  %56 = load i32, ptr %25, align 1
  %57 = load i32, ptr %26, align 1
  %58 = load i32, ptr %27, align 1
  %59 = load i32, ptr %28, align 1
  %60 = load i32, ptr %29, align 1
  %61 = load i32, ptr %30, align 1
  %62 = load i32, ptr %31, align 1
  %63 = load i32, ptr %32, align 1
  %64 = load i32, ptr %33, align 1
  %65 = load i32, ptr %34, align 1
  %66 = load i32, ptr %35, align 1
  %67 = load i32, ptr %36, align 1
  %68 = load i32, ptr %0, align 8, !tbaa !18
  %69 = load i32, ptr %19, align 4, !tbaa !19
  %70 = load i32, ptr %20, align 8, !tbaa !20
  %71 = load i32, ptr %21, align 4, !tbaa !21
  %72 = and i32 %70, %69
  %73 = xor i32 %69, -1
  %74 = and i32 %71, %73
  %75 = or i32 %74, %72
  %76 = add i32 %52, %68
  %77 = add i32 %76, %75
  %78 = tail call i32 @llvm.fshl.i32(i32 %77, i32 %77, i32 3)
  %79 = and i32 %78, %69
  %80 = xor i32 %78, -1
  %81 = and i32 %70, %80
  %82 = or i32 %79, %81
  %83 = add i32 %53, %71
  %84 = add i32 %83, %82
  %85 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 7)
  %86 = and i32 %85, %78
  %87 = xor i32 %85, -1
  %88 = and i32 %69, %87
  %89 = or i32 %86, %88
  %90 = add i32 %54, %70
  %91 = add i32 %90, %89
  %92 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 11)
  %93 = and i32 %92, %85
  %94 = xor i32 %92, -1
  %95 = and i32 %78, %94
  %96 = or i32 %93, %95
  %97 = add i32 %55, %69
  %98 = add i32 %97, %96
  %99 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 19)
  %100 = and i32 %99, %92
  %101 = xor i32 %99, -1
  %102 = and i32 %85, %101
  %103 = or i32 %100, %102
  %104 = add i32 %56, %78
  %105 = add i32 %104, %103
  %106 = tail call i32 @llvm.fshl.i32(i32 %105, i32 %105, i32 3)
  %107 = and i32 %106, %99
  %108 = xor i32 %106, -1
  %109 = and i32 %92, %108
  %110 = or i32 %107, %109
  %111 = add i32 %85, %57
  %112 = add i32 %111, %110
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 7)
  %114 = and i32 %113, %106
  %115 = xor i32 %113, -1
  %116 = and i32 %99, %115
  %117 = or i32 %114, %116
  %118 = add i32 %92, %58
  %119 = add i32 %118, %117
  %120 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 11)
  %121 = and i32 %120, %113
  %122 = xor i32 %120, -1
  %123 = and i32 %106, %122
  %124 = or i32 %121, %123
  %125 = add i32 %99, %59
  %126 = add i32 %125, %124
  %127 = tail call i32 @llvm.fshl.i32(i32 %126, i32 %126, i32 19)
  %128 = and i32 %127, %120
  %129 = xor i32 %127, -1
  %130 = and i32 %113, %129
  %131 = or i32 %128, %130
  %132 = add i32 %106, %60
  %133 = add i32 %132, %131
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 3)
  %135 = and i32 %134, %127
  %136 = xor i32 %134, -1
  %137 = and i32 %120, %136
  %138 = or i32 %135, %137
  %139 = add i32 %113, %61
  %140 = add i32 %139, %138
  %141 = tail call i32 @llvm.fshl.i32(i32 %140, i32 %140, i32 7)
  %142 = and i32 %141, %134
  %143 = xor i32 %141, -1
  %144 = and i32 %127, %143
  %145 = or i32 %142, %144
  %146 = add i32 %120, %62
  %147 = add i32 %146, %145
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %147, i32 11)
  %149 = and i32 %148, %141
  %150 = xor i32 %148, -1
  %151 = and i32 %134, %150
  %152 = or i32 %149, %151
  %153 = add i32 %127, %63
  %154 = add i32 %153, %152
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 19)
  %156 = and i32 %155, %148
  %157 = xor i32 %155, -1
  %158 = and i32 %141, %157
  %159 = or i32 %156, %158
  %160 = add i32 %134, %64
  %161 = add i32 %160, %159
  %162 = tail call i32 @llvm.fshl.i32(i32 %161, i32 %161, i32 3)
  %163 = and i32 %162, %155
  %164 = xor i32 %162, -1
  %165 = and i32 %148, %164
  %166 = or i32 %163, %165
  %167 = add i32 %141, %65
  %168 = add i32 %167, %166
  %169 = tail call i32 @llvm.fshl.i32(i32 %168, i32 %168, i32 7)
  %170 = and i32 %169, %162
  %171 = xor i32 %169, -1
  %172 = and i32 %155, %171
  %173 = or i32 %170, %172
  %174 = add i32 %148, %66
  %175 = add i32 %174, %173
  %176 = tail call i32 @llvm.fshl.i32(i32 %175, i32 %175, i32 11)
  %177 = and i32 %176, %169
  %178 = xor i32 %176, -1
  %179 = and i32 %162, %178
  %180 = or i32 %177, %179
  %181 = add i32 %155, %67
  %182 = add i32 %181, %180
  %183 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 19)
  %184 = and i32 %183, %176
  %185 = or i32 %176, %169
  %186 = and i32 %183, %185
  %187 = or i32 %186, %177
  %188 = add i32 %52, 1518500249
  %189 = add i32 %188, %162
  %190 = add i32 %189, %187
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 3)
  %192 = and i32 %191, %183
  %193 = or i32 %183, %176
  %194 = and i32 %191, %193
  %195 = or i32 %194, %184
  %196 = add i32 %56, 1518500249
  %197 = add i32 %196, %169
  %198 = add i32 %197, %195
  %199 = tail call i32 @llvm.fshl.i32(i32 %198, i32 %198, i32 5)
  %200 = and i32 %199, %191
  %201 = or i32 %191, %183
  %202 = and i32 %199, %201
  %203 = or i32 %202, %192
  %204 = add i32 %60, 1518500249
  %205 = add i32 %204, %176
  %206 = add i32 %205, %203
  %207 = tail call i32 @llvm.fshl.i32(i32 %206, i32 %206, i32 9)
  %208 = and i32 %207, %199
  %209 = or i32 %199, %191
  %210 = and i32 %207, %209
  %211 = or i32 %210, %200
  %212 = add i32 %64, 1518500249
  %213 = add i32 %212, %183
  %214 = add i32 %213, %211
  %215 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 13)
  %216 = and i32 %215, %207
  %217 = or i32 %207, %199
  %218 = and i32 %215, %217
  %219 = or i32 %218, %208
  %220 = add i32 %53, 1518500249
  %221 = add i32 %220, %191
  %222 = add i32 %221, %219
  %223 = tail call i32 @llvm.fshl.i32(i32 %222, i32 %222, i32 3)
  %224 = and i32 %223, %215
  %225 = or i32 %215, %207
  %226 = and i32 %223, %225
  %227 = or i32 %226, %216
  %228 = add i32 %57, 1518500249
  %229 = add i32 %228, %199
  %230 = add i32 %229, %227
  %231 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 5)
  %232 = and i32 %231, %223
  %233 = or i32 %223, %215
  %234 = and i32 %231, %233
  %235 = or i32 %234, %224
  %236 = add i32 %61, 1518500249
  %237 = add i32 %236, %207
  %238 = add i32 %237, %235
  %239 = tail call i32 @llvm.fshl.i32(i32 %238, i32 %238, i32 9)
  %240 = and i32 %239, %231
  %241 = or i32 %231, %223
  %242 = and i32 %239, %241
  %243 = or i32 %242, %232
  %244 = add i32 %65, 1518500249
  %245 = add i32 %244, %215
  %246 = add i32 %245, %243
  %247 = tail call i32 @llvm.fshl.i32(i32 %246, i32 %246, i32 13)
  %248 = and i32 %247, %239
  %249 = or i32 %239, %231
  %250 = and i32 %247, %249
  %251 = or i32 %250, %240
  %252 = add i32 %54, 1518500249
  %253 = add i32 %252, %223
  %254 = add i32 %253, %251
  %255 = tail call i32 @llvm.fshl.i32(i32 %254, i32 %254, i32 3)
  %256 = and i32 %255, %247
  %257 = or i32 %247, %239
  %258 = and i32 %255, %257
  %259 = or i32 %258, %248
  %260 = add i32 %58, 1518500249
  %261 = add i32 %260, %231
  %262 = add i32 %261, %259
  %263 = tail call i32 @llvm.fshl.i32(i32 %262, i32 %262, i32 5)
  %264 = and i32 %263, %255
  %265 = or i32 %255, %247
  %266 = and i32 %263, %265
  %267 = or i32 %266, %256
  %268 = add i32 %62, 1518500249
  %269 = add i32 %268, %239
  %270 = add i32 %269, %267
  %271 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 9)
  %272 = and i32 %271, %263
  %273 = or i32 %263, %255
  %274 = and i32 %271, %273
  %275 = or i32 %274, %264
  %276 = add i32 %66, 1518500249
  %277 = add i32 %276, %247
  %278 = add i32 %277, %275
  %279 = tail call i32 @llvm.fshl.i32(i32 %278, i32 %278, i32 13)
  %280 = and i32 %279, %271
  %281 = or i32 %271, %263
  %282 = and i32 %279, %281
  %283 = or i32 %282, %272
  %284 = add i32 %55, 1518500249
  %285 = add i32 %284, %255
  %286 = add i32 %285, %283
  %287 = tail call i32 @llvm.fshl.i32(i32 %286, i32 %286, i32 3)
  %288 = and i32 %287, %279
  %289 = or i32 %279, %271
  %290 = and i32 %287, %289
  %291 = or i32 %290, %280
  %292 = add i32 %59, 1518500249
  %293 = add i32 %292, %263
  %294 = add i32 %293, %291
  %295 = tail call i32 @llvm.fshl.i32(i32 %294, i32 %294, i32 5)
  %296 = and i32 %295, %287
  %297 = or i32 %287, %279
  %298 = and i32 %295, %297
  %299 = or i32 %298, %288
  %300 = add i32 %63, 1518500249
  %301 = add i32 %300, %271
  %302 = add i32 %301, %299
  %303 = tail call i32 @llvm.fshl.i32(i32 %302, i32 %302, i32 9)
  %304 = or i32 %295, %287
  %305 = and i32 %303, %304
  %306 = or i32 %305, %296
  %307 = add i32 %67, 1518500249
  %308 = add i32 %307, %279
  %309 = add i32 %308, %306
  %310 = tail call i32 @llvm.fshl.i32(i32 %309, i32 %309, i32 13)
  %311 = xor i32 %310, %303
  %312 = xor i32 %311, %295
  %313 = add i32 %52, 1859775393
  %314 = add i32 %313, %287
  %315 = add i32 %314, %312
  %316 = tail call i32 @llvm.fshl.i32(i32 %315, i32 %315, i32 3)
  %317 = xor i32 %311, %316
  %318 = add i32 %60, 1859775393
  %319 = add i32 %318, %295
  %320 = add i32 %319, %317
  %321 = tail call i32 @llvm.fshl.i32(i32 %320, i32 %320, i32 9)
  %322 = xor i32 %316, %310
  %323 = xor i32 %322, %321
  %324 = add i32 %56, 1859775393
  %325 = add i32 %324, %303
  %326 = add i32 %325, %323
  %327 = tail call i32 @llvm.fshl.i32(i32 %326, i32 %326, i32 11)
  %328 = xor i32 %321, %316
  %329 = xor i32 %328, %327
  %330 = add i32 %64, 1859775393
  %331 = add i32 %330, %310
  %332 = add i32 %331, %329
  %333 = tail call i32 @llvm.fshl.i32(i32 %332, i32 %332, i32 15)
  %334 = xor i32 %327, %321
  %335 = xor i32 %334, %333
  %336 = add i32 %54, 1859775393
  %337 = add i32 %336, %316
  %338 = add i32 %337, %335
  %339 = tail call i32 @llvm.fshl.i32(i32 %338, i32 %338, i32 3)
  %340 = xor i32 %333, %327
  %341 = xor i32 %340, %339
  %342 = add i32 %62, 1859775393
  %343 = add i32 %342, %321
  %344 = add i32 %343, %341
  %345 = tail call i32 @llvm.fshl.i32(i32 %344, i32 %344, i32 9)
  %346 = xor i32 %339, %333
  %347 = xor i32 %346, %345
  %348 = add i32 %58, 1859775393
  %349 = add i32 %348, %327
  %350 = add i32 %349, %347
  %351 = tail call i32 @llvm.fshl.i32(i32 %350, i32 %350, i32 11)
  %352 = xor i32 %345, %339
  %353 = xor i32 %352, %351
  %354 = add i32 %66, 1859775393
  %355 = add i32 %354, %333
  %356 = add i32 %355, %353
  %357 = tail call i32 @llvm.fshl.i32(i32 %356, i32 %356, i32 15)
  %358 = xor i32 %351, %345
  %359 = xor i32 %358, %357
  %360 = add i32 %53, 1859775393
  %361 = add i32 %360, %339
  %362 = add i32 %361, %359
  %363 = tail call i32 @llvm.fshl.i32(i32 %362, i32 %362, i32 3)
  %364 = xor i32 %357, %351
  %365 = xor i32 %364, %363
  %366 = add i32 %61, 1859775393
  %367 = add i32 %366, %345
  %368 = add i32 %367, %365
  %369 = tail call i32 @llvm.fshl.i32(i32 %368, i32 %368, i32 9)
  %370 = xor i32 %363, %357
  %371 = xor i32 %370, %369
  %372 = add i32 %57, 1859775393
  %373 = add i32 %372, %351
  %374 = add i32 %373, %371
  %375 = tail call i32 @llvm.fshl.i32(i32 %374, i32 %374, i32 11)
  %376 = xor i32 %369, %363
  %377 = xor i32 %376, %375
  %378 = add i32 %65, 1859775393
  %379 = add i32 %378, %357
  %380 = add i32 %379, %377
  %381 = tail call i32 @llvm.fshl.i32(i32 %380, i32 %380, i32 15)
  %382 = xor i32 %375, %369
  %383 = xor i32 %382, %381
  %384 = add i32 %55, 1859775393
  %385 = add i32 %384, %363
  %386 = add i32 %385, %383
  %387 = tail call i32 @llvm.fshl.i32(i32 %386, i32 %386, i32 3)
  %388 = xor i32 %381, %375
  %389 = xor i32 %388, %387
  %390 = add i32 %63, 1859775393
  %391 = add i32 %390, %369
  %392 = add i32 %391, %389
  %393 = tail call i32 @llvm.fshl.i32(i32 %392, i32 %392, i32 9)
  %394 = xor i32 %387, %381
  %395 = xor i32 %394, %393
  %396 = add i32 %59, 1859775393
  %397 = add i32 %396, %375
  %398 = add i32 %397, %395
  %399 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 11)
  %400 = xor i32 %393, %387
  %401 = xor i32 %400, %399
  %402 = add i32 %67, 1859775393
  %403 = add i32 %402, %381
  %404 = add i32 %403, %401
  %405 = tail call i32 @llvm.fshl.i32(i32 %404, i32 %404, i32 15)
  %406 = add i32 %387, %68
  store i32 %406, ptr %0, align 8, !tbaa !18
  %407 = add i32 %405, %69
  store i32 %407, ptr %19, align 4, !tbaa !19
  %408 = add i32 %399, %70
  store i32 %408, ptr %20, align 8, !tbaa !20
  %409 = add i32 %393, %71
  store i32 %409, ptr %21, align 4, !tbaa !21
  br label %410

410:                                              ; preds = %51, %37
  %411 = phi i32 [ 0, %51 ], [ %47, %37 ]
  %412 = icmp eq i64 %49, 0
  br i1 %412, label %413, label %37, !llvm.loop !22

413:                                              ; preds = %410, %11
  %414 = phi i32 [ %9, %11 ], [ %411, %410 ]
  store i32 %414, ptr %8, align 8, !tbaa !15
  br label %415

415:                                              ; preds = %7, %3, %413
  %416 = phi i32 [ 0, %413 ], [ 1, %3 ], [ 20, %7 ]
  ret i32 %416
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @md4_digest(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #7 {
  %3 = alloca [8 x i8], align 1
  %4 = alloca %struct.hash_state, align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #10
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %44, label %8

8:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %4, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !11
  %9 = getelementptr inbounds i8, ptr %4, i64 88
  %10 = load i32, ptr %9, align 8, !tbaa !15
  %11 = icmp ugt i32 %10, 63
  br i1 %11, label %44, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load i64, ptr %13, align 16, !tbaa !17
  %15 = icmp ult i32 %10, 56
  %16 = select i1 %15, i32 56, i32 120
  %17 = sub nuw nsw i32 %16, %10
  %18 = zext nneg i32 %17 to i64
  %19 = call i32 @md4_update(ptr noundef nonnull %4, ptr noundef nonnull @md4_digest.padding, i64 noundef %18)
  %20 = trunc i64 %14 to i8
  store i8 %20, ptr %3, align 1, !tbaa !14
  %21 = lshr i64 %14, 8
  %22 = trunc i64 %21 to i8
  %23 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 %22, ptr %23, align 1, !tbaa !14
  %24 = lshr i64 %14, 16
  %25 = trunc i64 %24 to i8
  %26 = getelementptr inbounds i8, ptr %3, i64 2
  store i8 %25, ptr %26, align 1, !tbaa !14
  %27 = lshr i64 %14, 24
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds i8, ptr %3, i64 3
  store i8 %28, ptr %29, align 1, !tbaa !14
  %30 = lshr i64 %14, 32
  %31 = trunc i64 %30 to i8
  %32 = getelementptr inbounds i8, ptr %3, i64 4
  store i8 %31, ptr %32, align 1, !tbaa !14
  %33 = lshr i64 %14, 40
  %34 = trunc i64 %33 to i8
  %35 = getelementptr inbounds i8, ptr %3, i64 5
  store i8 %34, ptr %35, align 1, !tbaa !14
  %36 = lshr i64 %14, 48
  %37 = trunc i64 %36 to i8
  %38 = getelementptr inbounds i8, ptr %3, i64 6
  store i8 %37, ptr %38, align 1, !tbaa !14
  %39 = lshr i64 %14, 56
  %40 = trunc nuw i64 %39 to i8
  %41 = getelementptr inbounds i8, ptr %3, i64 7
  store i8 %40, ptr %41, align 1, !tbaa !14
  %42 = call i32 @md4_update(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 8)
  %43 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %43, ptr %1, align 1
  br label %44

44:                                               ; preds = %8, %2, %12
  %45 = phi i32 [ 0, %12 ], [ 1, %2 ], [ 20, %8 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  ret i32 %45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }

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
!11 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9, i64 16, i64 8, !12, i64 24, i64 64, !14, i64 88, i64 4, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !10, i64 88}
!16 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !13, i64 16, !7, i64 24, !10, i64 88}
!17 = !{!16, !13, i64 16}
!18 = !{!16, !10, i64 0}
!19 = !{!16, !10, i64 4}
!20 = !{!16, !10, i64 8}
!21 = !{!16, !10, i64 12}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
