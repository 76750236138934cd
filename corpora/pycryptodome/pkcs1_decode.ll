; ModuleID = 'src/pkcs1_decode.c'
source_filename = "src/pkcs1_decode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @pkcs1_decode(ptr noundef readonly %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, i64 noundef %4, ptr noundef writeonly %5) local_unnamed_addr #0 {
  %7 = icmp eq ptr %0, null
  %8 = icmp eq ptr %5, null
  %9 = or i1 %7, %8
  %10 = icmp eq ptr %2, null
  %11 = or i1 %10, %9
  %12 = icmp ult i64 %1, 12
  %13 = or i1 %12, %11
  %14 = icmp ugt i64 %3, %1
  %15 = or i1 %14, %13
  br i1 %15, label %401, label %16

16:                                               ; preds = %6
  %17 = icmp eq i64 %4, 0
  %18 = add i64 %1, -11
  %19 = icmp ult i64 %18, %4
  br i1 %19, label %401, label %20

20:                                               ; preds = %16
  %21 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %1) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %401, label %23

23:                                               ; preds = %20
  %24 = sub i64 %1, %3
  %25 = getelementptr inbounds i8, ptr %21, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 1 %2, i64 %3, i1 false)
  %26 = getelementptr inbounds i8, ptr %0, i64 1
  %27 = load i8, ptr %0, align 1, !tbaa !5
  %28 = tail call noundef i8 @llvm.fshl.i8(i8 %27, i8 %27, i8 1)
  %29 = tail call noundef i8 @llvm.fshl.i8(i8 %28, i8 %28, i8 1)
  %30 = tail call noundef i8 @llvm.fshl.i8(i8 %29, i8 %29, i8 1)
  %31 = tail call noundef i8 @llvm.fshl.i8(i8 %30, i8 %30, i8 1)
  %32 = tail call noundef i8 @llvm.fshl.i8(i8 %31, i8 %31, i8 1)
  %33 = tail call noundef i8 @llvm.fshl.i8(i8 %32, i8 %32, i8 1)
  %34 = tail call noundef i8 @llvm.fshl.i8(i8 %33, i8 %33, i8 1)
  %35 = getelementptr inbounds i8, ptr %0, i64 2
  %36 = load i8, ptr %26, align 1, !tbaa !5
  %37 = xor i8 %36, 2
  %38 = tail call noundef i8 @llvm.fshl.i8(i8 %37, i8 %37, i8 1)
  %39 = tail call noundef i8 @llvm.fshl.i8(i8 %38, i8 %38, i8 1)
  %40 = tail call noundef i8 @llvm.fshl.i8(i8 %39, i8 %39, i8 1)
  %41 = tail call noundef i8 @llvm.fshl.i8(i8 %40, i8 %40, i8 1)
  %42 = tail call noundef i8 @llvm.fshl.i8(i8 %41, i8 %41, i8 1)
  %43 = tail call noundef i8 @llvm.fshl.i8(i8 %42, i8 %42, i8 1)
  %44 = tail call noundef i8 @llvm.fshl.i8(i8 %43, i8 %43, i8 1)
  %45 = or i8 %44, %34
  %46 = or i8 %44, %34
  %47 = tail call i8 @llvm.fshl.i8(i8 %45, i8 %46, i8 1)
  %48 = getelementptr inbounds i8, ptr %0, i64 3
  %49 = load i8, ptr %35, align 1, !tbaa !5
  %50 = tail call noundef i8 @llvm.fshl.i8(i8 %49, i8 %49, i8 1)
  %51 = tail call noundef i8 @llvm.fshl.i8(i8 %50, i8 %50, i8 1)
  %52 = tail call noundef i8 @llvm.fshl.i8(i8 %51, i8 %51, i8 1)
  %53 = tail call noundef i8 @llvm.fshl.i8(i8 %52, i8 %52, i8 1)
  %54 = tail call noundef i8 @llvm.fshl.i8(i8 %53, i8 %53, i8 1)
  %55 = tail call noundef i8 @llvm.fshl.i8(i8 %54, i8 %54, i8 1)
  %56 = tail call noundef i8 @llvm.fshl.i8(i8 %55, i8 %55, i8 1)
  %57 = tail call noundef i8 @llvm.fshl.i8(i8 %56, i8 %56, i8 1)
  %58 = or i8 %49, %57
  %59 = or i8 %58, %50
  %60 = or i8 %59, %51
  %61 = or i8 %60, %52
  %62 = or i8 %61, %53
  %63 = or i8 %62, %54
  %64 = or i8 %63, %55
  %65 = or i8 %64, %56
  %66 = getelementptr inbounds i8, ptr %0, i64 4
  %67 = load i8, ptr %48, align 1, !tbaa !5
  %68 = tail call noundef i8 @llvm.fshl.i8(i8 %67, i8 %67, i8 1)
  %69 = tail call noundef i8 @llvm.fshl.i8(i8 %68, i8 %68, i8 1)
  %70 = tail call noundef i8 @llvm.fshl.i8(i8 %69, i8 %69, i8 1)
  %71 = tail call noundef i8 @llvm.fshl.i8(i8 %70, i8 %70, i8 1)
  %72 = tail call noundef i8 @llvm.fshl.i8(i8 %71, i8 %71, i8 1)
  %73 = tail call noundef i8 @llvm.fshl.i8(i8 %72, i8 %72, i8 1)
  %74 = tail call noundef i8 @llvm.fshl.i8(i8 %73, i8 %73, i8 1)
  %75 = tail call noundef i8 @llvm.fshl.i8(i8 %74, i8 %74, i8 1)
  %76 = or i8 %67, %75
  %77 = or i8 %76, %68
  %78 = or i8 %77, %69
  %79 = or i8 %78, %70
  %80 = or i8 %79, %71
  %81 = or i8 %80, %72
  %82 = or i8 %81, %73
  %83 = or i8 %82, %74
  %84 = and i8 %65, %83
  %85 = getelementptr inbounds i8, ptr %0, i64 5
  %86 = load i8, ptr %66, align 1, !tbaa !5
  %87 = tail call noundef i8 @llvm.fshl.i8(i8 %86, i8 %86, i8 1)
  %88 = tail call noundef i8 @llvm.fshl.i8(i8 %87, i8 %87, i8 1)
  %89 = tail call noundef i8 @llvm.fshl.i8(i8 %88, i8 %88, i8 1)
  %90 = tail call noundef i8 @llvm.fshl.i8(i8 %89, i8 %89, i8 1)
  %91 = tail call noundef i8 @llvm.fshl.i8(i8 %90, i8 %90, i8 1)
  %92 = tail call noundef i8 @llvm.fshl.i8(i8 %91, i8 %91, i8 1)
  %93 = tail call noundef i8 @llvm.fshl.i8(i8 %92, i8 %92, i8 1)
  %94 = tail call noundef i8 @llvm.fshl.i8(i8 %93, i8 %93, i8 1)
  %95 = or i8 %86, %94
  %96 = or i8 %95, %87
  %97 = or i8 %96, %88
  %98 = or i8 %97, %89
  %99 = or i8 %98, %90
  %100 = or i8 %99, %91
  %101 = or i8 %100, %92
  %102 = or i8 %101, %93
  %103 = and i8 %84, %102
  %104 = getelementptr inbounds i8, ptr %0, i64 6
  %105 = load i8, ptr %85, align 1, !tbaa !5
  %106 = tail call noundef i8 @llvm.fshl.i8(i8 %105, i8 %105, i8 1)
  %107 = tail call noundef i8 @llvm.fshl.i8(i8 %106, i8 %106, i8 1)
  %108 = tail call noundef i8 @llvm.fshl.i8(i8 %107, i8 %107, i8 1)
  %109 = tail call noundef i8 @llvm.fshl.i8(i8 %108, i8 %108, i8 1)
  %110 = tail call noundef i8 @llvm.fshl.i8(i8 %109, i8 %109, i8 1)
  %111 = tail call noundef i8 @llvm.fshl.i8(i8 %110, i8 %110, i8 1)
  %112 = tail call noundef i8 @llvm.fshl.i8(i8 %111, i8 %111, i8 1)
  %113 = tail call noundef i8 @llvm.fshl.i8(i8 %112, i8 %112, i8 1)
  %114 = or i8 %105, %113
  %115 = or i8 %114, %106
  %116 = or i8 %115, %107
  %117 = or i8 %116, %108
  %118 = or i8 %117, %109
  %119 = or i8 %118, %110
  %120 = or i8 %119, %111
  %121 = or i8 %120, %112
  %122 = and i8 %103, %121
  %123 = getelementptr inbounds i8, ptr %0, i64 7
  %124 = load i8, ptr %104, align 1, !tbaa !5
  %125 = tail call noundef i8 @llvm.fshl.i8(i8 %124, i8 %124, i8 1)
  %126 = tail call noundef i8 @llvm.fshl.i8(i8 %125, i8 %125, i8 1)
  %127 = tail call noundef i8 @llvm.fshl.i8(i8 %126, i8 %126, i8 1)
  %128 = tail call noundef i8 @llvm.fshl.i8(i8 %127, i8 %127, i8 1)
  %129 = tail call noundef i8 @llvm.fshl.i8(i8 %128, i8 %128, i8 1)
  %130 = tail call noundef i8 @llvm.fshl.i8(i8 %129, i8 %129, i8 1)
  %131 = tail call noundef i8 @llvm.fshl.i8(i8 %130, i8 %130, i8 1)
  %132 = tail call noundef i8 @llvm.fshl.i8(i8 %131, i8 %131, i8 1)
  %133 = or i8 %124, %132
  %134 = or i8 %133, %125
  %135 = or i8 %134, %126
  %136 = or i8 %135, %127
  %137 = or i8 %136, %128
  %138 = or i8 %137, %129
  %139 = or i8 %138, %130
  %140 = or i8 %139, %131
  %141 = and i8 %122, %140
  %142 = getelementptr inbounds i8, ptr %0, i64 8
  %143 = load i8, ptr %123, align 1, !tbaa !5
  %144 = tail call noundef i8 @llvm.fshl.i8(i8 %143, i8 %143, i8 1)
  %145 = tail call noundef i8 @llvm.fshl.i8(i8 %144, i8 %144, i8 1)
  %146 = tail call noundef i8 @llvm.fshl.i8(i8 %145, i8 %145, i8 1)
  %147 = tail call noundef i8 @llvm.fshl.i8(i8 %146, i8 %146, i8 1)
  %148 = tail call noundef i8 @llvm.fshl.i8(i8 %147, i8 %147, i8 1)
  %149 = tail call noundef i8 @llvm.fshl.i8(i8 %148, i8 %148, i8 1)
  %150 = tail call noundef i8 @llvm.fshl.i8(i8 %149, i8 %149, i8 1)
  %151 = tail call noundef i8 @llvm.fshl.i8(i8 %150, i8 %150, i8 1)
  %152 = or i8 %143, %151
  %153 = or i8 %152, %144
  %154 = or i8 %153, %145
  %155 = or i8 %154, %146
  %156 = or i8 %155, %147
  %157 = or i8 %156, %148
  %158 = or i8 %157, %149
  %159 = or i8 %158, %150
  %160 = and i8 %141, %159
  %161 = getelementptr inbounds i8, ptr %0, i64 9
  %162 = load i8, ptr %142, align 1, !tbaa !5
  %163 = tail call noundef i8 @llvm.fshl.i8(i8 %162, i8 %162, i8 1)
  %164 = tail call noundef i8 @llvm.fshl.i8(i8 %163, i8 %163, i8 1)
  %165 = tail call noundef i8 @llvm.fshl.i8(i8 %164, i8 %164, i8 1)
  %166 = tail call noundef i8 @llvm.fshl.i8(i8 %165, i8 %165, i8 1)
  %167 = tail call noundef i8 @llvm.fshl.i8(i8 %166, i8 %166, i8 1)
  %168 = tail call noundef i8 @llvm.fshl.i8(i8 %167, i8 %167, i8 1)
  %169 = tail call noundef i8 @llvm.fshl.i8(i8 %168, i8 %168, i8 1)
  %170 = tail call noundef i8 @llvm.fshl.i8(i8 %169, i8 %169, i8 1)
  %171 = or i8 %162, %170
  %172 = or i8 %171, %163
  %173 = or i8 %172, %164
  %174 = or i8 %173, %165
  %175 = or i8 %174, %166
  %176 = or i8 %175, %167
  %177 = or i8 %176, %168
  %178 = or i8 %177, %169
  %179 = and i8 %160, %178
  %180 = load i8, ptr %161, align 1, !tbaa !5
  %181 = tail call noundef i8 @llvm.fshl.i8(i8 %180, i8 %180, i8 1)
  %182 = tail call noundef i8 @llvm.fshl.i8(i8 %181, i8 %181, i8 1)
  %183 = tail call noundef i8 @llvm.fshl.i8(i8 %182, i8 %182, i8 1)
  %184 = tail call noundef i8 @llvm.fshl.i8(i8 %183, i8 %183, i8 1)
  %185 = tail call noundef i8 @llvm.fshl.i8(i8 %184, i8 %184, i8 1)
  %186 = tail call noundef i8 @llvm.fshl.i8(i8 %185, i8 %185, i8 1)
  %187 = tail call noundef i8 @llvm.fshl.i8(i8 %186, i8 %186, i8 1)
  %188 = tail call noundef i8 @llvm.fshl.i8(i8 %187, i8 %187, i8 1)
  %189 = or i8 %180, %188
  %190 = or i8 %189, %181
  %191 = or i8 %190, %182
  %192 = or i8 %191, %183
  %193 = or i8 %192, %184
  %194 = or i8 %193, %185
  %195 = or i8 %194, %186
  %196 = or i8 %195, %187
  %197 = and i8 %179, %196
  %198 = add i64 %1, -10
  %199 = add i64 %1, -9
  %200 = tail call noalias ptr @malloc(i64 noundef %199) #8
  %201 = icmp eq ptr %200, null
  br i1 %201, label %399, label %202

202:                                              ; preds = %23
  %203 = getelementptr inbounds i8, ptr %0, i64 10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %200, ptr nonnull readonly align 1 %203, i64 %198, i1 false)
  %204 = getelementptr inbounds i8, ptr %200, i64 %198
  store i8 0, ptr %204, align 1, !tbaa !5
  br label %205

205:                                              ; preds = %202, %205
  %206 = phi i64 [ %234, %205 ], [ 0, %202 ]
  %207 = phi i64 [ %233, %205 ], [ 0, %202 ]
  %208 = phi i64 [ %232, %205 ], [ 0, %202 ]
  %209 = getelementptr inbounds i8, ptr %200, i64 %206
  %210 = load i8, ptr %209, align 1, !tbaa !5
  %211 = tail call noundef i8 @llvm.fshl.i8(i8 %210, i8 %210, i8 1)
  %212 = tail call noundef i8 @llvm.fshl.i8(i8 %211, i8 %211, i8 1)
  %213 = tail call noundef i8 @llvm.fshl.i8(i8 %212, i8 %212, i8 1)
  %214 = tail call noundef i8 @llvm.fshl.i8(i8 %213, i8 %213, i8 1)
  %215 = tail call noundef i8 @llvm.fshl.i8(i8 %214, i8 %214, i8 1)
  %216 = tail call noundef i8 @llvm.fshl.i8(i8 %215, i8 %215, i8 1)
  %217 = tail call noundef i8 @llvm.fshl.i8(i8 %216, i8 %216, i8 1)
  %218 = tail call noundef i8 @llvm.fshl.i8(i8 %217, i8 %217, i8 1)
  %219 = or i8 %210, %218
  %220 = or i8 %219, %211
  %221 = or i8 %220, %212
  %222 = or i8 %221, %213
  %223 = or i8 %222, %214
  %224 = or i8 %223, %215
  %225 = or i8 %224, %216
  %226 = or i8 %225, %217
  %227 = zext i8 %226 to i64
  %228 = mul nuw i64 %227, 72340172838076673
  %229 = or i64 %228, %207
  %230 = xor i64 %229, -1
  %231 = and i64 %206, %230
  %232 = or i64 %231, %208
  %233 = or i64 %207, %230
  %234 = add nuw i64 %206, 1
  %235 = icmp eq i64 %206, %198
  br i1 %235, label %236, label %205, !llvm.loop !8

236:                                              ; preds = %205
  tail call void @free(ptr noundef nonnull %200) #9
  %237 = add i64 %232, 10
  %238 = xor i64 %237, %1
  %239 = lshr i64 %238, 8
  %240 = lshr i64 %238, 16
  %241 = lshr i64 %238, 24
  %242 = lshr i64 %238, 32
  %243 = lshr i64 %238, 40
  %244 = lshr i64 %238, 48
  %245 = lshr i64 %238, 56
  %246 = or i64 %240, %239
  %247 = or i64 %246, %241
  %248 = or i64 %247, %242
  %249 = or i64 %248, %243
  %250 = or i64 %249, %244
  %251 = or i64 %250, %245
  %252 = or i64 %251, %238
  %253 = trunc i64 %252 to i8
  %254 = tail call noundef i8 @llvm.fshl.i8(i8 %253, i8 %253, i8 1)
  %255 = tail call noundef i8 @llvm.fshl.i8(i8 %254, i8 %254, i8 1)
  %256 = tail call noundef i8 @llvm.fshl.i8(i8 %255, i8 %255, i8 1)
  %257 = tail call noundef i8 @llvm.fshl.i8(i8 %256, i8 %256, i8 1)
  %258 = tail call noundef i8 @llvm.fshl.i8(i8 %257, i8 %257, i8 1)
  %259 = tail call noundef i8 @llvm.fshl.i8(i8 %258, i8 %258, i8 1)
  %260 = tail call noundef i8 @llvm.fshl.i8(i8 %259, i8 %259, i8 1)
  %261 = tail call noundef i8 @llvm.fshl.i8(i8 %260, i8 %260, i8 1)
  %262 = or i8 %261, %253
  %263 = or i8 %262, %254
  %264 = or i8 %263, %255
  %265 = or i8 %264, %256
  %266 = or i8 %265, %257
  %267 = or i8 %266, %258
  %268 = or i8 %267, %259
  %269 = or i8 %268, %260
  %270 = and i8 %197, %269
  %271 = xor i8 %270, -1
  %272 = or i8 %47, %271
  %273 = or i8 %272, %37
  %274 = or i8 %273, %38
  %275 = or i8 %274, %39
  %276 = or i8 %275, %40
  %277 = or i8 %276, %41
  %278 = or i8 %277, %42
  %279 = or i8 %278, %43
  %280 = or i8 %279, %44
  %281 = or i8 %280, %27
  %282 = or i8 %281, %28
  %283 = or i8 %282, %29
  %284 = or i8 %283, %30
  %285 = or i8 %284, %31
  %286 = or i8 %285, %32
  %287 = or i8 %286, %33
  %288 = or i8 %287, %34
  br i1 %17, label %324, label %289

289:                                              ; preds = %236
  %290 = sub i64 %18, %232
  %291 = xor i64 %290, %4
  %292 = lshr i64 %291, 8
  %293 = lshr i64 %291, 16
  %294 = lshr i64 %291, 24
  %295 = lshr i64 %291, 32
  %296 = lshr i64 %291, 40
  %297 = lshr i64 %291, 48
  %298 = lshr i64 %291, 56
  %299 = or i64 %293, %292
  %300 = or i64 %299, %294
  %301 = or i64 %300, %295
  %302 = or i64 %301, %296
  %303 = or i64 %302, %297
  %304 = or i64 %303, %298
  %305 = or i64 %304, %291
  %306 = trunc i64 %305 to i8
  %307 = tail call noundef i8 @llvm.fshl.i8(i8 %306, i8 %306, i8 1)
  %308 = tail call noundef i8 @llvm.fshl.i8(i8 %307, i8 %307, i8 1)
  %309 = tail call noundef i8 @llvm.fshl.i8(i8 %308, i8 %308, i8 1)
  %310 = tail call noundef i8 @llvm.fshl.i8(i8 %309, i8 %309, i8 1)
  %311 = tail call noundef i8 @llvm.fshl.i8(i8 %310, i8 %310, i8 1)
  %312 = tail call noundef i8 @llvm.fshl.i8(i8 %311, i8 %311, i8 1)
  %313 = tail call noundef i8 @llvm.fshl.i8(i8 %312, i8 %312, i8 1)
  %314 = tail call noundef i8 @llvm.fshl.i8(i8 %313, i8 %313, i8 1)
  %315 = or i8 %314, %306
  %316 = or i8 %315, %307
  %317 = or i8 %316, %308
  %318 = or i8 %317, %309
  %319 = or i8 %318, %310
  %320 = or i8 %319, %311
  %321 = or i8 %320, %312
  %322 = or i8 %321, %313
  %323 = or i8 %322, %288
  br label %324

324:                                              ; preds = %236, %289
  %325 = phi i8 [ %288, %236 ], [ %323, %289 ]
  %326 = tail call noundef i8 @llvm.fshl.i8(i8 %325, i8 %325, i8 1)
  %327 = tail call noundef i8 @llvm.fshl.i8(i8 %326, i8 %326, i8 1)
  %328 = tail call noundef i8 @llvm.fshl.i8(i8 %327, i8 %327, i8 1)
  %329 = tail call noundef i8 @llvm.fshl.i8(i8 %328, i8 %328, i8 1)
  %330 = tail call noundef i8 @llvm.fshl.i8(i8 %329, i8 %329, i8 1)
  %331 = tail call noundef i8 @llvm.fshl.i8(i8 %330, i8 %330, i8 1)
  %332 = tail call noundef i8 @llvm.fshl.i8(i8 %331, i8 %331, i8 1)
  %333 = tail call noundef i8 @llvm.fshl.i8(i8 %332, i8 %332, i8 1)
  %334 = or i8 %325, %333
  %335 = or i8 %334, %326
  %336 = or i8 %335, %327
  %337 = or i8 %336, %328
  %338 = or i8 %337, %329
  %339 = or i8 %338, %330
  %340 = or i8 %339, %331
  %341 = or i8 %340, %332
  %342 = xor i8 %341, -1
  %343 = and i64 %1, 1
  %344 = icmp eq i64 %1, 1
  br i1 %344, label %376, label %345

345:                                              ; preds = %324
  %346 = and i64 %1, -2
  br label %347

347:                                              ; preds = %347, %345
  %348 = phi i8 [ %342, %345 ], [ %372, %347 ]
  %349 = phi i8 [ %341, %345 ], [ %371, %347 ]
  %350 = phi i64 [ 0, %345 ], [ %373, %347 ]
  %351 = phi i64 [ 0, %345 ], [ %374, %347 ]
  %352 = getelementptr inbounds i8, ptr %0, i64 %350
  %353 = load i8, ptr %352, align 1, !tbaa !5
  %354 = and i8 %353, %348
  %355 = getelementptr inbounds i8, ptr %21, i64 %350
  %356 = load i8, ptr %355, align 1, !tbaa !5
  %357 = and i8 %356, %349
  %358 = or i8 %357, %354
  %359 = getelementptr inbounds i8, ptr %5, i64 %350
  store i8 %358, ptr %359, align 1, !tbaa !5
  %360 = tail call noundef i8 @llvm.fshl.i8(i8 %349, i8 %349, i8 1)
  %361 = tail call noundef i8 @llvm.fshl.i8(i8 %348, i8 %348, i8 1)
  %362 = or disjoint i64 %350, 1
  %363 = getelementptr inbounds i8, ptr %0, i64 %362
  %364 = load i8, ptr %363, align 1, !tbaa !5
  %365 = and i8 %364, %361
  %366 = getelementptr inbounds i8, ptr %21, i64 %362
  %367 = load i8, ptr %366, align 1, !tbaa !5
  %368 = and i8 %367, %360
  %369 = or i8 %368, %365
  %370 = getelementptr inbounds i8, ptr %5, i64 %362
  store i8 %369, ptr %370, align 1, !tbaa !5
  %371 = tail call noundef i8 @llvm.fshl.i8(i8 %360, i8 %360, i8 1)
  %372 = tail call noundef i8 @llvm.fshl.i8(i8 %361, i8 %361, i8 1)
  %373 = add nuw i64 %350, 2
  %374 = add i64 %351, 2
  %375 = icmp eq i64 %374, %346
  br i1 %375, label %376, label %347, !llvm.loop !10

376:                                              ; preds = %347, %324
  %377 = phi i8 [ %342, %324 ], [ %372, %347 ]
  %378 = phi i8 [ %341, %324 ], [ %371, %347 ]
  %379 = phi i64 [ 0, %324 ], [ %373, %347 ]
  %380 = icmp eq i64 %343, 0
  br i1 %380, label %390, label %381

381:                                              ; preds = %376
  %382 = getelementptr inbounds i8, ptr %0, i64 %379
  %383 = load i8, ptr %382, align 1, !tbaa !5
  %384 = and i8 %383, %377
  %385 = getelementptr inbounds i8, ptr %21, i64 %379
  %386 = load i8, ptr %385, align 1, !tbaa !5
  %387 = and i8 %386, %378
  %388 = or i8 %387, %384
  %389 = getelementptr inbounds i8, ptr %5, i64 %379
  store i8 %388, ptr %389, align 1, !tbaa !5
  br label %390

390:                                              ; preds = %376, %381
  %391 = add i64 %232, 11
  %392 = zext i8 %341 to i64
  %393 = mul nuw i64 %392, 72340172838076673
  %394 = xor i64 %393, -1
  %395 = and i64 %391, %394
  %396 = and i64 %393, %24
  %397 = or i64 %395, %396
  %398 = trunc i64 %397 to i32
  br label %399

399:                                              ; preds = %23, %390
  %400 = phi i32 [ %398, %390 ], [ -1, %23 ]
  tail call void @free(ptr noundef nonnull %21) #9
  br label %401

401:                                              ; preds = %20, %16, %6, %399
  %402 = phi i32 [ %400, %399 ], [ -1, %6 ], [ -1, %16 ], [ -1, %20 ]
  ret i32 %402
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @pkcs1_decode_implicit(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef readonly %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %8 = insertelement <4 x ptr> %7, ptr %2, i64 1
  %9 = insertelement <4 x ptr> %8, ptr %3, i64 2
  %10 = insertelement <4 x ptr> %9, ptr %5, i64 3
  %11 = icmp eq <4 x ptr> %10, zeroinitializer
  %12 = add i64 %1, -65536
  %13 = icmp ult i64 %12, -65524
  %14 = bitcast <4 x i1> %11 to i4
  %15 = icmp ne i4 %14, 0
  %16 = or i1 %15, %13
  br i1 %16, label %109, label %17

17:                                               ; preds = %6
  %18 = add nsw i64 %1, -11
  %19 = icmp ult i64 %18, %4
  br i1 %19, label %109, label %20

20:                                               ; preds = %17
  %21 = icmp eq i64 %4, 0
  br i1 %21, label %22, label %51

22:                                               ; preds = %20, %22
  %23 = phi i64 [ %25, %22 ], [ 0, %20 ]
  %24 = shl nuw nsw i64 %23, 1
  %25 = or disjoint i64 %24, 1
  %26 = icmp ult i64 %25, %18
  br i1 %26, label %22, label %27, !llvm.loop !11

27:                                               ; preds = %22, %27
  %28 = phi i64 [ %49, %27 ], [ 0, %22 ]
  %29 = phi i64 [ %48, %27 ], [ 0, %22 ]
  %30 = getelementptr inbounds [2 x i8], ptr %3, i64 %28
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = getelementptr inbounds i8, ptr %30, i64 1
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = or disjoint i64 %33, %36
  %38 = and i64 %37, %25
  %39 = sub nsw i64 %38, %1
  %40 = add nsw i64 %39, 10
  %41 = or i64 %40, %18
  %42 = lshr i64 %41, 63
  %43 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %42) #10, !srcloc !12
  %44 = sub i64 0, %43
  %45 = add i64 %43, -1
  %46 = and i64 %45, %29
  %47 = and i64 %38, %44
  %48 = or i64 %47, %46
  %49 = add nuw nsw i64 %28, 1
  %50 = icmp eq i64 %49, 128
  br i1 %50, label %51, label %27, !llvm.loop !13

51:                                               ; preds = %27, %20
  %52 = phi i64 [ %4, %20 ], [ %48, %27 ]
  %53 = tail call i32 @pkcs1_decode(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %1, i64 noundef %4, ptr noundef %5)
  %54 = sext i32 %53 to i64
  %55 = lshr i64 %54, 8
  %56 = lshr i64 %54, 16
  %57 = lshr i64 %54, 24
  %58 = lshr i64 %54, 32
  %59 = lshr i64 %54, 40
  %60 = lshr i64 %54, 48
  %61 = lshr i64 %54, 56
  %62 = or i64 %56, %55
  %63 = or i64 %62, %57
  %64 = or i64 %63, %58
  %65 = or i64 %64, %59
  %66 = or i64 %65, %60
  %67 = or i64 %66, %61
  %68 = or i64 %67, %54
  %69 = trunc i64 %68 to i8
  %70 = tail call noundef i8 @llvm.fshl.i8(i8 %69, i8 %69, i8 1)
  %71 = tail call noundef i8 @llvm.fshl.i8(i8 %70, i8 %70, i8 1)
  %72 = tail call noundef i8 @llvm.fshl.i8(i8 %71, i8 %71, i8 1)
  %73 = tail call noundef i8 @llvm.fshl.i8(i8 %72, i8 %72, i8 1)
  %74 = tail call noundef i8 @llvm.fshl.i8(i8 %73, i8 %73, i8 1)
  %75 = tail call noundef i8 @llvm.fshl.i8(i8 %74, i8 %74, i8 1)
  %76 = tail call noundef i8 @llvm.fshl.i8(i8 %75, i8 %75, i8 1)
  %77 = tail call noundef i8 @llvm.fshl.i8(i8 %76, i8 %76, i8 1)
  %78 = or i8 %77, %69
  %79 = or i8 %78, %70
  %80 = or i8 %79, %71
  %81 = or i8 %80, %72
  %82 = or i8 %81, %73
  %83 = or i8 %82, %74
  %84 = or i8 %83, %75
  %85 = or i8 %84, %76
  %86 = xor i8 %85, -1
  %87 = tail call noundef i8 @llvm.fshl.i8(i8 %86, i8 %86, i8 1)
  %88 = tail call noundef i8 @llvm.fshl.i8(i8 %87, i8 %87, i8 1)
  %89 = tail call noundef i8 @llvm.fshl.i8(i8 %88, i8 %88, i8 1)
  %90 = tail call noundef i8 @llvm.fshl.i8(i8 %89, i8 %89, i8 1)
  %91 = tail call noundef i8 @llvm.fshl.i8(i8 %90, i8 %90, i8 1)
  %92 = tail call noundef i8 @llvm.fshl.i8(i8 %91, i8 %91, i8 1)
  %93 = tail call noundef i8 @llvm.fshl.i8(i8 %92, i8 %92, i8 1)
  %94 = tail call noundef i8 @llvm.fshl.i8(i8 %93, i8 %93, i8 1)
  %95 = or i8 %94, %86
  %96 = or i8 %95, %87
  %97 = or i8 %96, %88
  %98 = or i8 %97, %89
  %99 = or i8 %98, %90
  %100 = or i8 %99, %91
  %101 = or i8 %100, %92
  %102 = or i8 %101, %93
  %103 = zext i8 %102 to i64
  %104 = mul nuw nsw i64 %103, 16843009
  %105 = sub nsw i64 %1, %52
  %106 = and i64 %104, %105
  %107 = trunc nuw i64 %106 to i32
  %108 = add nsw i32 %53, %107
  br label %109

109:                                              ; preds = %17, %6, %51
  %110 = phi i32 [ %108, %51 ], [ -1, %6 ], [ -1, %17 ]
  ret i32 %110
}

; Function Attrs: nounwind uwtable
define dso_local i32 @oaep_decode(ptr noundef readonly %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr noundef readonly %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = icmp eq ptr %0, null
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  %10 = icmp eq ptr %4, null
  %11 = or i1 %9, %10
  br i1 %11, label %301, label %12

12:                                               ; preds = %6
  %13 = shl i64 %3, 1
  %14 = add i64 %13, 2
  %15 = icmp ugt i64 %14, %1
  br i1 %15, label %301, label %16

16:                                               ; preds = %12
  %17 = xor i64 %3, -1
  %18 = add i64 %17, %1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %20, label %301

20:                                               ; preds = %16
  %21 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %5) #7
  %22 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %5) #7
  %23 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %5) #7
  %24 = icmp eq ptr %21, null
  %25 = icmp eq ptr %22, null
  %26 = or i1 %24, %25
  %27 = icmp eq ptr %23, null
  %28 = or i1 %26, %27
  br i1 %28, label %299, label %29

29:                                               ; preds = %20
  %30 = sub i64 %5, %3
  %31 = getelementptr inbounds i8, ptr %4, i64 %3
  %32 = icmp eq i64 %5, %3
  br i1 %32, label %299, label %33

33:                                               ; preds = %29
  %34 = add i64 %30, 1
  %35 = tail call noalias ptr @malloc(i64 noundef %34) #8
  %36 = icmp eq ptr %35, null
  br i1 %36, label %299, label %37

37:                                               ; preds = %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %35, ptr nonnull readonly align 1 %31, i64 %30, i1 false)
  %38 = getelementptr inbounds i8, ptr %35, i64 %30
  store i8 1, ptr %38, align 1, !tbaa !5
  %39 = icmp eq i64 %34, 0
  br i1 %39, label %72, label %40

40:                                               ; preds = %37, %40
  %41 = phi i64 [ %70, %40 ], [ 0, %37 ]
  %42 = phi i64 [ %69, %40 ], [ 0, %37 ]
  %43 = phi i64 [ %68, %40 ], [ 0, %37 ]
  %44 = getelementptr inbounds i8, ptr %35, i64 %41
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = xor i8 %45, 1
  %47 = tail call noundef i8 @llvm.fshl.i8(i8 %46, i8 %46, i8 1)
  %48 = tail call noundef i8 @llvm.fshl.i8(i8 %47, i8 %47, i8 1)
  %49 = tail call noundef i8 @llvm.fshl.i8(i8 %48, i8 %48, i8 1)
  %50 = tail call noundef i8 @llvm.fshl.i8(i8 %49, i8 %49, i8 1)
  %51 = tail call noundef i8 @llvm.fshl.i8(i8 %50, i8 %50, i8 1)
  %52 = tail call noundef i8 @llvm.fshl.i8(i8 %51, i8 %51, i8 1)
  %53 = tail call noundef i8 @llvm.fshl.i8(i8 %52, i8 %52, i8 1)
  %54 = tail call noundef i8 @llvm.fshl.i8(i8 %53, i8 %53, i8 1)
  %55 = or i8 %46, %54
  %56 = or i8 %55, %47
  %57 = or i8 %56, %48
  %58 = or i8 %57, %49
  %59 = or i8 %58, %50
  %60 = or i8 %59, %51
  %61 = or i8 %60, %52
  %62 = or i8 %61, %53
  %63 = zext i8 %62 to i64
  %64 = mul nuw i64 %63, 72340172838076673
  %65 = or i64 %64, %42
  %66 = xor i64 %65, -1
  %67 = and i64 %41, %66
  %68 = or i64 %67, %43
  %69 = or i64 %42, %66
  %70 = add nuw i64 %41, 1
  %71 = icmp eq i64 %41, %30
  br i1 %71, label %72, label %40, !llvm.loop !8

72:                                               ; preds = %40, %37
  %73 = phi i64 [ 0, %37 ], [ %68, %40 ]
  tail call void @free(ptr noundef nonnull %35) #9
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 %2, i64 %3, i1 false)
  tail call void @llvm.memset.p0.i64(ptr align 1 %21, i8 -1, i64 %3, i1 false)
  %74 = getelementptr i8, ptr %21, i64 %3
  br label %75

75:                                               ; preds = %72, %75
  %76 = phi i64 [ 0, %72 ], [ %90, %75 ]
  %77 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %76) #10, !srcloc !12
  %78 = sub i64 %77, %73
  %79 = xor i64 %77, -1
  %80 = and i64 %73, %79
  %81 = xor i64 %73, %77
  %82 = xor i64 %81, -1
  %83 = and i64 %78, %82
  %84 = or i64 %83, %80
  %85 = lshr i64 %84, 63
  %86 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %85) #10, !srcloc !12
  %87 = trunc i64 %86 to i8
  %88 = sub i8 0, %87
  %89 = getelementptr i8, ptr %74, i64 %76
  store i8 %88, ptr %89, align 1, !tbaa !5
  %90 = add nuw i64 %76, 1
  %91 = icmp eq i64 %90, %30
  br i1 %91, label %92, label %75, !llvm.loop !14

92:                                               ; preds = %75
  %93 = load i8, ptr %0, align 1, !tbaa !5
  %94 = icmp eq i64 %5, 0
  br i1 %94, label %239, label %95

95:                                               ; preds = %92
  %96 = icmp ult i64 %5, 8
  br i1 %96, label %193, label %97

97:                                               ; preds = %95
  %98 = icmp ult i64 %5, 16
  br i1 %98, label %146, label %99

99:                                               ; preds = %97
  %100 = and i64 %5, -16
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %134, %101 ]
  %103 = phi <16 x i8> [ zeroinitializer, %99 ], [ %133, %101 ]
  %104 = getelementptr i8, ptr %4, i64 %102
  %105 = getelementptr i8, ptr %23, i64 %102
  %106 = getelementptr i8, ptr %22, i64 %102
  %107 = getelementptr i8, ptr %21, i64 %102
  %108 = load <16 x i8>, ptr %104, align 1, !tbaa !5
  %109 = load <16 x i8>, ptr %105, align 1, !tbaa !5
  %110 = xor <16 x i8> %109, %108
  %111 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %110, <16 x i8> %110, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %112 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %111, <16 x i8> %111, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %113 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %112, <16 x i8> %112, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %114 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %113, <16 x i8> %113, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %115 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %114, <16 x i8> %114, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %116 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %115, <16 x i8> %115, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %117 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %116, <16 x i8> %116, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %118 = tail call <16 x i8> @llvm.fshl.v16i8(<16 x i8> %117, <16 x i8> %117, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %119 = or <16 x i8> %110, %118
  %120 = or <16 x i8> %119, %111
  %121 = or <16 x i8> %120, %112
  %122 = or <16 x i8> %121, %113
  %123 = or <16 x i8> %122, %114
  %124 = or <16 x i8> %123, %115
  %125 = or <16 x i8> %124, %116
  %126 = or <16 x i8> %125, %117
  %127 = load <16 x i8>, ptr %107, align 1, !tbaa !5
  %128 = and <16 x i8> %126, %127
  %129 = xor <16 x i8> %126, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %130 = load <16 x i8>, ptr %106, align 1, !tbaa !5
  %131 = and <16 x i8> %130, %129
  %132 = or <16 x i8> %131, %103
  %133 = or <16 x i8> %132, %128
  %134 = add nuw i64 %102, 16
  %135 = icmp eq i64 %134, %100
  br i1 %135, label %136, label %101, !llvm.loop !15

136:                                              ; preds = %101
  %137 = tail call i8 @llvm.vector.reduce.or.v16i8(<16 x i8> %133)
  %138 = icmp eq i64 %100, %5
  br i1 %138, label %239, label %139

139:                                              ; preds = %136
  %140 = getelementptr i8, ptr %21, i64 %100
  %141 = getelementptr i8, ptr %22, i64 %100
  %142 = getelementptr i8, ptr %23, i64 %100
  %143 = getelementptr i8, ptr %4, i64 %100
  %144 = and i64 %5, 8
  %145 = icmp eq i64 %144, 0
  br i1 %145, label %193, label %146

146:                                              ; preds = %97, %139
  %147 = phi i8 [ %137, %139 ], [ 0, %97 ]
  %148 = phi i64 [ %100, %139 ], [ 0, %97 ]
  %149 = and i64 %5, -8
  %150 = getelementptr i8, ptr %4, i64 %149
  %151 = getelementptr i8, ptr %23, i64 %149
  %152 = getelementptr i8, ptr %22, i64 %149
  %153 = getelementptr i8, ptr %21, i64 %149
  %154 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %147, i64 0
  br label %155

155:                                              ; preds = %155, %146
  %156 = phi i64 [ %148, %146 ], [ %188, %155 ]
  %157 = phi <8 x i8> [ %154, %146 ], [ %187, %155 ]
  %158 = getelementptr i8, ptr %4, i64 %156
  %159 = getelementptr i8, ptr %23, i64 %156
  %160 = getelementptr i8, ptr %22, i64 %156
  %161 = getelementptr i8, ptr %21, i64 %156
  %162 = load <8 x i8>, ptr %158, align 1, !tbaa !5
  %163 = load <8 x i8>, ptr %159, align 1, !tbaa !5
  %164 = xor <8 x i8> %163, %162
  %165 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %164, <8 x i8> %164, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %166 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %165, <8 x i8> %165, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %167 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %166, <8 x i8> %166, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %168 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %167, <8 x i8> %167, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %169 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %168, <8 x i8> %168, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %170 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %169, <8 x i8> %169, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %171 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %170, <8 x i8> %170, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %172 = tail call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %171, <8 x i8> %171, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  %173 = or <8 x i8> %164, %172
  %174 = or <8 x i8> %173, %165
  %175 = or <8 x i8> %174, %166
  %176 = or <8 x i8> %175, %167
  %177 = or <8 x i8> %176, %168
  %178 = or <8 x i8> %177, %169
  %179 = or <8 x i8> %178, %170
  %180 = or <8 x i8> %179, %171
  %181 = load <8 x i8>, ptr %161, align 1, !tbaa !5
  %182 = and <8 x i8> %180, %181
  %183 = xor <8 x i8> %180, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %184 = load <8 x i8>, ptr %160, align 1, !tbaa !5
  %185 = and <8 x i8> %184, %183
  %186 = or <8 x i8> %185, %157
  %187 = or <8 x i8> %186, %182
  %188 = add nuw i64 %156, 8
  %189 = icmp eq i64 %188, %149
  br i1 %189, label %190, label %155, !llvm.loop !18

190:                                              ; preds = %155
  %191 = tail call i8 @llvm.vector.reduce.or.v8i8(<8 x i8> %187)
  %192 = icmp eq i64 %149, %5
  br i1 %192, label %239, label %193

193:                                              ; preds = %190, %95, %139
  %194 = phi i8 [ 0, %95 ], [ %137, %139 ], [ %191, %190 ]
  %195 = phi ptr [ %4, %95 ], [ %143, %139 ], [ %150, %190 ]
  %196 = phi i64 [ 0, %95 ], [ %100, %139 ], [ %149, %190 ]
  %197 = phi ptr [ %23, %95 ], [ %142, %139 ], [ %151, %190 ]
  %198 = phi ptr [ %22, %95 ], [ %141, %139 ], [ %152, %190 ]
  %199 = phi ptr [ %21, %95 ], [ %140, %139 ], [ %153, %190 ]
  br label %200

200:                                              ; preds = %193, %200
  %201 = phi i8 [ %236, %200 ], [ %194, %193 ]
  %202 = phi ptr [ %207, %200 ], [ %195, %193 ]
  %203 = phi i64 [ %237, %200 ], [ %196, %193 ]
  %204 = phi ptr [ %209, %200 ], [ %197, %193 ]
  %205 = phi ptr [ %232, %200 ], [ %198, %193 ]
  %206 = phi ptr [ %228, %200 ], [ %199, %193 ]
  %207 = getelementptr inbounds i8, ptr %202, i64 1
  %208 = load i8, ptr %202, align 1, !tbaa !5
  %209 = getelementptr inbounds i8, ptr %204, i64 1
  %210 = load i8, ptr %204, align 1, !tbaa !5
  %211 = xor i8 %210, %208
  %212 = tail call noundef i8 @llvm.fshl.i8(i8 %211, i8 %211, i8 1)
  %213 = tail call noundef i8 @llvm.fshl.i8(i8 %212, i8 %212, i8 1)
  %214 = tail call noundef i8 @llvm.fshl.i8(i8 %213, i8 %213, i8 1)
  %215 = tail call noundef i8 @llvm.fshl.i8(i8 %214, i8 %214, i8 1)
  %216 = tail call noundef i8 @llvm.fshl.i8(i8 %215, i8 %215, i8 1)
  %217 = tail call noundef i8 @llvm.fshl.i8(i8 %216, i8 %216, i8 1)
  %218 = tail call noundef i8 @llvm.fshl.i8(i8 %217, i8 %217, i8 1)
  %219 = tail call noundef i8 @llvm.fshl.i8(i8 %218, i8 %218, i8 1)
  %220 = or i8 %211, %219
  %221 = or i8 %220, %212
  %222 = or i8 %221, %213
  %223 = or i8 %222, %214
  %224 = or i8 %223, %215
  %225 = or i8 %224, %216
  %226 = or i8 %225, %217
  %227 = or i8 %226, %218
  %228 = getelementptr inbounds i8, ptr %206, i64 1
  %229 = load i8, ptr %206, align 1, !tbaa !5
  %230 = and i8 %227, %229
  %231 = xor i8 %227, -1
  %232 = getelementptr inbounds i8, ptr %205, i64 1
  %233 = load i8, ptr %205, align 1, !tbaa !5
  %234 = and i8 %233, %231
  %235 = or i8 %234, %201
  %236 = or i8 %235, %230
  %237 = add nuw i64 %203, 1
  %238 = icmp eq i64 %237, %5
  br i1 %238, label %239, label %200, !llvm.loop !19

239:                                              ; preds = %200, %136, %190, %92
  %240 = phi i8 [ 0, %92 ], [ %137, %136 ], [ %191, %190 ], [ %236, %200 ]
  %241 = xor i64 %73, %30
  %242 = lshr i64 %241, 8
  %243 = lshr i64 %241, 16
  %244 = lshr i64 %241, 24
  %245 = lshr i64 %241, 32
  %246 = lshr i64 %241, 40
  %247 = lshr i64 %241, 48
  %248 = lshr i64 %241, 56
  %249 = or i64 %243, %242
  %250 = or i64 %249, %244
  %251 = or i64 %250, %245
  %252 = or i64 %251, %246
  %253 = or i64 %252, %247
  %254 = or i64 %253, %248
  %255 = or i64 %254, %241
  %256 = trunc i64 %255 to i8
  %257 = tail call noundef i8 @llvm.fshl.i8(i8 %256, i8 %256, i8 1)
  %258 = tail call noundef i8 @llvm.fshl.i8(i8 %257, i8 %257, i8 1)
  %259 = tail call noundef i8 @llvm.fshl.i8(i8 %258, i8 %258, i8 1)
  %260 = tail call noundef i8 @llvm.fshl.i8(i8 %259, i8 %259, i8 1)
  %261 = tail call noundef i8 @llvm.fshl.i8(i8 %260, i8 %260, i8 1)
  %262 = tail call noundef i8 @llvm.fshl.i8(i8 %261, i8 %261, i8 1)
  %263 = tail call noundef i8 @llvm.fshl.i8(i8 %262, i8 %262, i8 1)
  %264 = tail call noundef i8 @llvm.fshl.i8(i8 %263, i8 %263, i8 1)
  %265 = or i8 %264, %256
  %266 = or i8 %265, %257
  %267 = or i8 %266, %258
  %268 = or i8 %267, %259
  %269 = or i8 %268, %260
  %270 = or i8 %269, %261
  %271 = or i8 %270, %262
  %272 = or i8 %271, %263
  %273 = xor i8 %272, -1
  %274 = or i8 %93, %273
  %275 = or i8 %274, %240
  %276 = add i64 %3, 1
  %277 = add i64 %276, %73
  %278 = tail call noundef i8 @llvm.fshl.i8(i8 %275, i8 %275, i8 1)
  %279 = tail call noundef i8 @llvm.fshl.i8(i8 %278, i8 %278, i8 1)
  %280 = tail call noundef i8 @llvm.fshl.i8(i8 %279, i8 %279, i8 1)
  %281 = tail call noundef i8 @llvm.fshl.i8(i8 %280, i8 %280, i8 1)
  %282 = tail call noundef i8 @llvm.fshl.i8(i8 %281, i8 %281, i8 1)
  %283 = tail call noundef i8 @llvm.fshl.i8(i8 %282, i8 %282, i8 1)
  %284 = tail call noundef i8 @llvm.fshl.i8(i8 %283, i8 %283, i8 1)
  %285 = tail call noundef i8 @llvm.fshl.i8(i8 %284, i8 %284, i8 1)
  %286 = or i8 %275, %285
  %287 = or i8 %286, %278
  %288 = or i8 %287, %279
  %289 = or i8 %288, %280
  %290 = or i8 %289, %281
  %291 = or i8 %290, %282
  %292 = or i8 %291, %283
  %293 = or i8 %292, %284
  %294 = zext i8 %293 to i64
  %295 = mul nuw nsw i64 %294, 16843009
  %296 = xor i64 %295, -1
  %297 = and i64 %277, %296
  %298 = trunc i64 %297 to i32
  br label %299

299:                                              ; preds = %33, %29, %20, %239
  %300 = phi i32 [ %298, %239 ], [ -1, %20 ], [ -1, %29 ], [ -1, %33 ]
  tail call void @free(ptr noundef %21) #9
  tail call void @free(ptr noundef %22) #9
  tail call void @free(ptr noundef %23) #9
  br label %301

301:                                              ; preds = %12, %16, %6, %299
  %302 = phi i32 [ %300, %299 ], [ -1, %6 ], [ -1, %16 ], [ -1, %12 ]
  ret i32 %302
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.fshl.v16i8(<16 x i8>, <16 x i8>, <16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v16i8(<16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.fshl.v8i8(<8 x i8>, <8 x i8>, <8 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v8i8(<8 x i8>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = !{i64 414437}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !9, !16, !17}
!19 = distinct !{!19, !9, !17, !16}
