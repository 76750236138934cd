; ModuleID = 'src/MD5.c'
source_filename = "src/MD5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.t_hash_state = type { [4 x i32], [64 x i8], i32, i64 }

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 3) i32 @MD5_init(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 1, i64 noundef 96) #11
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
define dso_local noundef i32 @MD5_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @MD5_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %40, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 80
  %9 = load i32, ptr %8, align 8, !tbaa !11
  %10 = icmp ugt i32 %9, 63
  br i1 %10, label %40, label %11

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %37, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 88
  br label %16

16:                                               ; preds = %13, %34
  %17 = phi ptr [ %1, %13 ], [ %26, %34 ]
  %18 = phi i32 [ %9, %13 ], [ %35, %34 ]
  %19 = phi i64 [ %2, %13 ], [ %28, %34 ]
  %20 = sub i32 64, %18
  %21 = zext i32 %20 to i64
  %22 = tail call i64 @llvm.umin.i64(i64 %19, i64 %21)
  %23 = trunc nuw i64 %22 to i32
  %24 = zext i32 %18 to i64
  %25 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr align 1 %17, i64 %22, i1 false)
  %26 = getelementptr inbounds i8, ptr %17, i64 %22
  %27 = add i32 %18, %23
  %28 = sub i64 %19, %22
  %29 = icmp eq i32 %27, 64
  br i1 %29, label %30, label %34

30:                                               ; preds = %16
  tail call fastcc void @md5_compress(ptr noundef %0)
  %31 = load i64, ptr %15, align 8, !tbaa !14
  %32 = add i64 %31, 512
  store i64 %32, ptr %15, align 8, !tbaa !14
  %33 = icmp ult i64 %31, -512
  br i1 %33, label %34, label %37

34:                                               ; preds = %16, %30
  %35 = phi i32 [ 0, %30 ], [ %27, %16 ]
  %36 = icmp eq i64 %28, 0
  br i1 %36, label %37, label %16, !llvm.loop !15

37:                                               ; preds = %34, %30, %11
  %38 = phi i32 [ %9, %11 ], [ 0, %30 ], [ %35, %34 ]
  %39 = phi i32 [ 0, %11 ], [ 10, %30 ], [ 0, %34 ]
  store i32 %38, ptr %8, align 8, !tbaa !11
  br label %40

40:                                               ; preds = %37, %7, %3
  %41 = phi i32 [ 1, %3 ], [ 20, %7 ], [ %39, %37 ]
  ret i32 %41
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @md5_compress(ptr nocapture noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr %2, align 1
  %4 = getelementptr inbounds i8, ptr %0, i64 20
  %5 = load i32, ptr %4, align 1
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 1
  %8 = getelementptr inbounds i8, ptr %0, i64 28
  %9 = load i32, ptr %8, align 1
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load i32, ptr %10, align 1
  %12 = getelementptr inbounds i8, ptr %0, i64 36
  %13 = load i32, ptr %12, align 1
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load i32, ptr %14, align 1
  %16 = getelementptr inbounds i8, ptr %0, i64 44
  %17 = load i32, ptr %16, align 1
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  %19 = load i32, ptr %18, align 1
  %20 = getelementptr inbounds i8, ptr %0, i64 52
  %21 = load i32, ptr %20, align 1
  %22 = getelementptr inbounds i8, ptr %0, i64 56
  %23 = load i32, ptr %22, align 1
  %24 = getelementptr inbounds i8, ptr %0, i64 60
  %25 = load i32, ptr %24, align 1
  %26 = getelementptr inbounds i8, ptr %0, i64 64
  %27 = load i32, ptr %26, align 1
  %28 = getelementptr inbounds i8, ptr %0, i64 68
  %29 = load i32, ptr %28, align 1
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load i32, ptr %30, align 1
  %32 = getelementptr inbounds i8, ptr %0, i64 76
  %33 = load i32, ptr %32, align 1
  %34 = load i32, ptr %0, align 8, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %0, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = and i32 %38, %36
  %42 = xor i32 %36, -1
  %43 = and i32 %40, %42
  %44 = or i32 %43, %41
  %45 = add i32 %34, -680876936
  %46 = add i32 %45, %3
  %47 = add i32 %46, %44
  %48 = tail call i32 @llvm.fshl.i32(i32 %47, i32 %47, i32 7)
  %49 = add i32 %48, %36
  %50 = and i32 %49, %36
  %51 = xor i32 %49, -1
  %52 = and i32 %38, %51
  %53 = or i32 %50, %52
  %54 = add i32 %40, -389564586
  %55 = add i32 %54, %5
  %56 = add i32 %55, %53
  %57 = tail call i32 @llvm.fshl.i32(i32 %56, i32 %56, i32 12)
  %58 = add i32 %57, %49
  %59 = and i32 %58, %49
  %60 = xor i32 %58, -1
  %61 = and i32 %36, %60
  %62 = or i32 %59, %61
  %63 = add i32 %38, 606105819
  %64 = add i32 %63, %7
  %65 = add i32 %64, %62
  %66 = tail call i32 @llvm.fshl.i32(i32 %65, i32 %65, i32 17)
  %67 = add i32 %66, %58
  %68 = and i32 %67, %58
  %69 = xor i32 %67, -1
  %70 = and i32 %49, %69
  %71 = or i32 %68, %70
  %72 = add i32 %36, -1044525330
  %73 = add i32 %72, %9
  %74 = add i32 %73, %71
  %75 = tail call i32 @llvm.fshl.i32(i32 %74, i32 %74, i32 22)
  %76 = add i32 %75, %67
  %77 = and i32 %76, %67
  %78 = xor i32 %76, -1
  %79 = and i32 %58, %78
  %80 = or i32 %77, %79
  %81 = add i32 %11, -176418897
  %82 = add i32 %81, %49
  %83 = add i32 %82, %80
  %84 = tail call i32 @llvm.fshl.i32(i32 %83, i32 %83, i32 7)
  %85 = add i32 %84, %76
  %86 = and i32 %85, %76
  %87 = xor i32 %85, -1
  %88 = and i32 %67, %87
  %89 = or i32 %86, %88
  %90 = add i32 %13, 1200080426
  %91 = add i32 %90, %58
  %92 = add i32 %91, %89
  %93 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 12)
  %94 = add i32 %93, %85
  %95 = and i32 %94, %85
  %96 = xor i32 %94, -1
  %97 = and i32 %76, %96
  %98 = or i32 %95, %97
  %99 = add i32 %15, -1473231341
  %100 = add i32 %99, %67
  %101 = add i32 %100, %98
  %102 = tail call i32 @llvm.fshl.i32(i32 %101, i32 %101, i32 17)
  %103 = add i32 %102, %94
  %104 = and i32 %103, %94
  %105 = xor i32 %103, -1
  %106 = and i32 %85, %105
  %107 = or i32 %104, %106
  %108 = add i32 %17, -45705983
  %109 = add i32 %108, %76
  %110 = add i32 %109, %107
  %111 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 22)
  %112 = add i32 %111, %103
  %113 = and i32 %112, %103
  %114 = xor i32 %112, -1
  %115 = and i32 %94, %114
  %116 = or i32 %113, %115
  %117 = add i32 %19, 1770035416
  %118 = add i32 %117, %85
  %119 = add i32 %118, %116
  %120 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 7)
  %121 = add i32 %120, %112
  %122 = and i32 %121, %112
  %123 = xor i32 %121, -1
  %124 = and i32 %103, %123
  %125 = or i32 %122, %124
  %126 = add i32 %21, -1958414417
  %127 = add i32 %126, %94
  %128 = add i32 %127, %125
  %129 = tail call i32 @llvm.fshl.i32(i32 %128, i32 %128, i32 12)
  %130 = add i32 %129, %121
  %131 = and i32 %130, %121
  %132 = xor i32 %130, -1
  %133 = and i32 %112, %132
  %134 = or i32 %131, %133
  %135 = add i32 %23, -42063
  %136 = add i32 %135, %103
  %137 = add i32 %136, %134
  %138 = tail call i32 @llvm.fshl.i32(i32 %137, i32 %137, i32 17)
  %139 = add i32 %138, %130
  %140 = and i32 %139, %130
  %141 = xor i32 %139, -1
  %142 = and i32 %121, %141
  %143 = or i32 %140, %142
  %144 = add i32 %25, -1990404162
  %145 = add i32 %144, %112
  %146 = add i32 %145, %143
  %147 = tail call i32 @llvm.fshl.i32(i32 %146, i32 %146, i32 22)
  %148 = add i32 %147, %139
  %149 = and i32 %148, %139
  %150 = xor i32 %148, -1
  %151 = and i32 %130, %150
  %152 = or i32 %149, %151
  %153 = add i32 %27, 1804603682
  %154 = add i32 %153, %121
  %155 = add i32 %154, %152
  %156 = tail call i32 @llvm.fshl.i32(i32 %155, i32 %155, i32 7)
  %157 = add i32 %156, %148
  %158 = and i32 %157, %148
  %159 = xor i32 %157, -1
  %160 = and i32 %139, %159
  %161 = or i32 %158, %160
  %162 = add i32 %29, -40341101
  %163 = add i32 %162, %130
  %164 = add i32 %163, %161
  %165 = tail call i32 @llvm.fshl.i32(i32 %164, i32 %164, i32 12)
  %166 = add i32 %165, %157
  %167 = and i32 %166, %157
  %168 = xor i32 %166, -1
  %169 = and i32 %148, %168
  %170 = or i32 %167, %169
  %171 = add i32 %31, -1502002290
  %172 = add i32 %171, %139
  %173 = add i32 %172, %170
  %174 = tail call i32 @llvm.fshl.i32(i32 %173, i32 %173, i32 17)
  %175 = add i32 %174, %166
  %176 = and i32 %175, %166
  %177 = xor i32 %175, -1
  %178 = and i32 %157, %177
  %179 = or i32 %176, %178
  %180 = add i32 %33, 1236535329
  %181 = add i32 %180, %148
  %182 = add i32 %181, %179
  %183 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 22)
  %184 = add i32 %183, %175
  %185 = and i32 %184, %166
  %186 = and i32 %175, %168
  %187 = or i32 %185, %186
  %188 = add i32 %5, -165796510
  %189 = add i32 %188, %157
  %190 = add i32 %189, %187
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 5)
  %192 = add i32 %191, %184
  %193 = and i32 %192, %175
  %194 = and i32 %184, %177
  %195 = or i32 %193, %194
  %196 = add i32 %15, -1069501632
  %197 = add i32 %196, %166
  %198 = add i32 %197, %195
  %199 = tail call i32 @llvm.fshl.i32(i32 %198, i32 %198, i32 9)
  %200 = add i32 %199, %192
  %201 = and i32 %200, %184
  %202 = xor i32 %184, -1
  %203 = and i32 %192, %202
  %204 = or i32 %201, %203
  %205 = add i32 %25, 643717713
  %206 = add i32 %205, %175
  %207 = add i32 %206, %204
  %208 = tail call i32 @llvm.fshl.i32(i32 %207, i32 %207, i32 14)
  %209 = add i32 %208, %200
  %210 = and i32 %209, %192
  %211 = xor i32 %192, -1
  %212 = and i32 %200, %211
  %213 = or i32 %210, %212
  %214 = add i32 %3, -373897302
  %215 = add i32 %214, %184
  %216 = add i32 %215, %213
  %217 = tail call i32 @llvm.fshl.i32(i32 %216, i32 %216, i32 20)
  %218 = add i32 %217, %209
  %219 = and i32 %218, %200
  %220 = xor i32 %200, -1
  %221 = and i32 %209, %220
  %222 = or i32 %219, %221
  %223 = add i32 %13, -701558691
  %224 = add i32 %223, %192
  %225 = add i32 %224, %222
  %226 = tail call i32 @llvm.fshl.i32(i32 %225, i32 %225, i32 5)
  %227 = add i32 %226, %218
  %228 = and i32 %227, %209
  %229 = xor i32 %209, -1
  %230 = and i32 %218, %229
  %231 = or i32 %228, %230
  %232 = add i32 %23, 38016083
  %233 = add i32 %232, %200
  %234 = add i32 %233, %231
  %235 = tail call i32 @llvm.fshl.i32(i32 %234, i32 %234, i32 9)
  %236 = add i32 %235, %227
  %237 = and i32 %236, %218
  %238 = xor i32 %218, -1
  %239 = and i32 %227, %238
  %240 = or i32 %237, %239
  %241 = add i32 %33, -660478335
  %242 = add i32 %241, %209
  %243 = add i32 %242, %240
  %244 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 14)
  %245 = add i32 %244, %236
  %246 = and i32 %245, %227
  %247 = xor i32 %227, -1
  %248 = and i32 %236, %247
  %249 = or i32 %246, %248
  %250 = add i32 %11, -405537848
  %251 = add i32 %250, %218
  %252 = add i32 %251, %249
  %253 = tail call i32 @llvm.fshl.i32(i32 %252, i32 %252, i32 20)
  %254 = add i32 %253, %245
  %255 = and i32 %254, %236
  %256 = xor i32 %236, -1
  %257 = and i32 %245, %256
  %258 = or i32 %255, %257
  %259 = add i32 %21, 568446438
  %260 = add i32 %259, %227
  %261 = add i32 %260, %258
  %262 = tail call i32 @llvm.fshl.i32(i32 %261, i32 %261, i32 5)
  %263 = add i32 %262, %254
  %264 = and i32 %263, %245
  %265 = xor i32 %245, -1
  %266 = and i32 %254, %265
  %267 = or i32 %264, %266
  %268 = add i32 %31, -1019803690
  %269 = add i32 %268, %236
  %270 = add i32 %269, %267
  %271 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 9)
  %272 = add i32 %271, %263
  %273 = and i32 %272, %254
  %274 = xor i32 %254, -1
  %275 = and i32 %263, %274
  %276 = or i32 %273, %275
  %277 = add i32 %9, -187363961
  %278 = add i32 %277, %245
  %279 = add i32 %278, %276
  %280 = tail call i32 @llvm.fshl.i32(i32 %279, i32 %279, i32 14)
  %281 = add i32 %280, %272
  %282 = and i32 %281, %263
  %283 = xor i32 %263, -1
  %284 = and i32 %272, %283
  %285 = or i32 %282, %284
  %286 = add i32 %19, 1163531501
  %287 = add i32 %286, %254
  %288 = add i32 %287, %285
  %289 = tail call i32 @llvm.fshl.i32(i32 %288, i32 %288, i32 20)
  %290 = add i32 %289, %281
  %291 = and i32 %290, %272
  %292 = xor i32 %272, -1
  %293 = and i32 %281, %292
  %294 = or i32 %291, %293
  %295 = add i32 %29, -1444681467
  %296 = add i32 %295, %263
  %297 = add i32 %296, %294
  %298 = tail call i32 @llvm.fshl.i32(i32 %297, i32 %297, i32 5)
  %299 = add i32 %298, %290
  %300 = and i32 %299, %281
  %301 = xor i32 %281, -1
  %302 = and i32 %290, %301
  %303 = or i32 %300, %302
  %304 = add i32 %7, -51403784
  %305 = add i32 %304, %272
  %306 = add i32 %305, %303
  %307 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 9)
  %308 = add i32 %307, %299
  %309 = and i32 %308, %290
  %310 = xor i32 %290, -1
  %311 = and i32 %299, %310
  %312 = or i32 %309, %311
  %313 = add i32 %17, 1735328473
  %314 = add i32 %313, %281
  %315 = add i32 %314, %312
  %316 = tail call i32 @llvm.fshl.i32(i32 %315, i32 %315, i32 14)
  %317 = add i32 %316, %308
  %318 = and i32 %317, %299
  %319 = xor i32 %299, -1
  %320 = and i32 %308, %319
  %321 = or i32 %318, %320
  %322 = add i32 %27, -1926607734
  %323 = add i32 %322, %290
  %324 = add i32 %323, %321
  %325 = tail call i32 @llvm.fshl.i32(i32 %324, i32 %324, i32 20)
  %326 = add i32 %325, %317
  %327 = xor i32 %326, %317
  %328 = xor i32 %327, %308
  %329 = add i32 %13, -378558
  %330 = add i32 %329, %299
  %331 = add i32 %330, %328
  %332 = tail call i32 @llvm.fshl.i32(i32 %331, i32 %331, i32 4)
  %333 = add i32 %332, %326
  %334 = xor i32 %327, %333
  %335 = add i32 %19, -2022574463
  %336 = add i32 %335, %308
  %337 = add i32 %336, %334
  %338 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %337, i32 11)
  %339 = add i32 %338, %333
  %340 = xor i32 %333, %326
  %341 = xor i32 %340, %339
  %342 = add i32 %25, 1839030562
  %343 = add i32 %342, %317
  %344 = add i32 %343, %341
  %345 = tail call i32 @llvm.fshl.i32(i32 %344, i32 %344, i32 16)
  %346 = add i32 %345, %339
  %347 = xor i32 %339, %333
  %348 = xor i32 %347, %346
  %349 = add i32 %31, -35309556
  %350 = add i32 %349, %326
  %351 = add i32 %350, %348
  %352 = tail call i32 @llvm.fshl.i32(i32 %351, i32 %351, i32 23)
  %353 = add i32 %352, %346
  %354 = xor i32 %346, %339
  %355 = xor i32 %354, %353
  %356 = add i32 %5, -1530992060
  %357 = add i32 %356, %333
  %358 = add i32 %357, %355
  %359 = tail call i32 @llvm.fshl.i32(i32 %358, i32 %358, i32 4)
  %360 = add i32 %359, %353
  %361 = xor i32 %353, %346
  %362 = xor i32 %361, %360
  %363 = add i32 %11, 1272893353
  %364 = add i32 %363, %339
  %365 = add i32 %364, %362
  %366 = tail call i32 @llvm.fshl.i32(i32 %365, i32 %365, i32 11)
  %367 = add i32 %366, %360
  %368 = xor i32 %360, %353
  %369 = xor i32 %368, %367
  %370 = add i32 %17, -155497632
  %371 = add i32 %370, %346
  %372 = add i32 %371, %369
  %373 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %372, i32 16)
  %374 = add i32 %373, %367
  %375 = xor i32 %367, %360
  %376 = xor i32 %375, %374
  %377 = add i32 %23, -1094730640
  %378 = add i32 %377, %353
  %379 = add i32 %378, %376
  %380 = tail call i32 @llvm.fshl.i32(i32 %379, i32 %379, i32 23)
  %381 = add i32 %380, %374
  %382 = xor i32 %374, %367
  %383 = xor i32 %382, %381
  %384 = add i32 %29, 681279174
  %385 = add i32 %384, %360
  %386 = add i32 %385, %383
  %387 = tail call i32 @llvm.fshl.i32(i32 %386, i32 %386, i32 4)
  %388 = add i32 %387, %381
  %389 = xor i32 %381, %374
  %390 = xor i32 %389, %388
  %391 = add i32 %3, -358537222
  %392 = add i32 %391, %367
  %393 = add i32 %392, %390
  %394 = tail call i32 @llvm.fshl.i32(i32 %393, i32 %393, i32 11)
  %395 = add i32 %394, %388
  %396 = xor i32 %388, %381
  %397 = xor i32 %396, %395
  %398 = add i32 %9, -722521979
  %399 = add i32 %398, %374
  %400 = add i32 %399, %397
  %401 = tail call i32 @llvm.fshl.i32(i32 %400, i32 %400, i32 16)
  %402 = add i32 %401, %395
  %403 = xor i32 %395, %388
  %404 = xor i32 %403, %402
  %405 = add i32 %15, 76029189
  %406 = add i32 %405, %381
  %407 = add i32 %406, %404
  %408 = tail call i32 @llvm.fshl.i32(i32 %407, i32 %407, i32 23)
  %409 = add i32 %408, %402
  %410 = xor i32 %402, %395
  %411 = xor i32 %410, %409
  %412 = add i32 %21, -640364487
  %413 = add i32 %412, %388
  %414 = add i32 %413, %411
  %415 = tail call i32 @llvm.fshl.i32(i32 %414, i32 %414, i32 4)
  %416 = add i32 %415, %409
  %417 = xor i32 %409, %402
  %418 = xor i32 %417, %416
  %419 = add i32 %27, -421815835
  %420 = add i32 %419, %395
  %421 = add i32 %420, %418
  %422 = tail call i32 @llvm.fshl.i32(i32 %421, i32 %421, i32 11)
  %423 = add i32 %422, %416
  %424 = xor i32 %416, %409
  %425 = xor i32 %424, %423
  %426 = add i32 %33, 530742520
  %427 = add i32 %426, %402
  %428 = add i32 %427, %425
  %429 = tail call i32 @llvm.fshl.i32(i32 %428, i32 %428, i32 16)
  %430 = add i32 %429, %423
  %431 = xor i32 %423, %416
  %432 = xor i32 %431, %430
  %433 = add i32 %7, -995338651
  %434 = add i32 %433, %409
  %435 = add i32 %434, %432
  %436 = tail call i32 @llvm.fshl.i32(i32 %435, i32 %435, i32 23)
  %437 = add i32 %436, %430
  %438 = xor i32 %423, -1
  %439 = or i32 %437, %438
  %440 = xor i32 %439, %430
  %441 = add i32 %3, -198630844
  %442 = add i32 %441, %416
  %443 = add i32 %442, %440
  %444 = tail call i32 @llvm.fshl.i32(i32 %443, i32 %443, i32 6)
  %445 = add i32 %444, %437
  %446 = xor i32 %430, -1
  %447 = or i32 %445, %446
  %448 = xor i32 %447, %437
  %449 = add i32 %17, 1126891415
  %450 = add i32 %449, %423
  %451 = add i32 %450, %448
  %452 = tail call i32 @llvm.fshl.i32(i32 %451, i32 %451, i32 10)
  %453 = add i32 %452, %445
  %454 = xor i32 %437, -1
  %455 = or i32 %453, %454
  %456 = xor i32 %455, %445
  %457 = add i32 %31, -1416354905
  %458 = add i32 %457, %430
  %459 = add i32 %458, %456
  %460 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 15)
  %461 = add i32 %460, %453
  %462 = xor i32 %445, -1
  %463 = or i32 %461, %462
  %464 = xor i32 %463, %453
  %465 = add i32 %13, -57434055
  %466 = add i32 %465, %437
  %467 = add i32 %466, %464
  %468 = tail call i32 @llvm.fshl.i32(i32 %467, i32 %467, i32 21)
  %469 = add i32 %468, %461
  %470 = xor i32 %453, -1
  %471 = or i32 %469, %470
  %472 = xor i32 %471, %461
  %473 = add i32 %27, 1700485571
  %474 = add i32 %473, %445
  %475 = add i32 %474, %472
  %476 = tail call i32 @llvm.fshl.i32(i32 %475, i32 %475, i32 6)
  %477 = add i32 %476, %469
  %478 = xor i32 %461, -1
  %479 = or i32 %477, %478
  %480 = xor i32 %479, %469
  %481 = add i32 %9, -1894986606
  %482 = add i32 %481, %453
  %483 = add i32 %482, %480
  %484 = tail call i32 @llvm.fshl.i32(i32 %483, i32 %483, i32 10)
  %485 = add i32 %484, %477
  %486 = xor i32 %469, -1
  %487 = or i32 %485, %486
  %488 = xor i32 %487, %477
  %489 = add i32 %23, -1051523
  %490 = add i32 %489, %461
  %491 = add i32 %490, %488
  %492 = tail call i32 @llvm.fshl.i32(i32 %491, i32 %491, i32 15)
  %493 = add i32 %492, %485
  %494 = xor i32 %477, -1
  %495 = or i32 %493, %494
  %496 = xor i32 %495, %485
  %497 = add i32 %5, -2054922799
  %498 = add i32 %497, %469
  %499 = add i32 %498, %496
  %500 = tail call i32 @llvm.fshl.i32(i32 %499, i32 %499, i32 21)
  %501 = add i32 %500, %493
  %502 = xor i32 %485, -1
  %503 = or i32 %501, %502
  %504 = xor i32 %503, %493
  %505 = add i32 %19, 1873313359
  %506 = add i32 %505, %477
  %507 = add i32 %506, %504
  %508 = tail call i32 @llvm.fshl.i32(i32 %507, i32 %507, i32 6)
  %509 = add i32 %508, %501
  %510 = xor i32 %493, -1
  %511 = or i32 %509, %510
  %512 = xor i32 %511, %501
  %513 = add i32 %33, -30611744
  %514 = add i32 %513, %485
  %515 = add i32 %514, %512
  %516 = tail call i32 @llvm.fshl.i32(i32 %515, i32 %515, i32 10)
  %517 = add i32 %516, %509
  %518 = xor i32 %501, -1
  %519 = or i32 %517, %518
  %520 = xor i32 %519, %509
  %521 = add i32 %15, -1560198380
  %522 = add i32 %521, %493
  %523 = add i32 %522, %520
  %524 = tail call i32 @llvm.fshl.i32(i32 %523, i32 %523, i32 15)
  %525 = add i32 %524, %517
  %526 = xor i32 %509, -1
  %527 = or i32 %525, %526
  %528 = xor i32 %527, %517
  %529 = add i32 %29, 1309151649
  %530 = add i32 %529, %501
  %531 = add i32 %530, %528
  %532 = tail call i32 @llvm.fshl.i32(i32 %531, i32 %531, i32 21)
  %533 = add i32 %532, %525
  %534 = xor i32 %517, -1
  %535 = or i32 %533, %534
  %536 = xor i32 %535, %525
  %537 = add i32 %11, -145523070
  %538 = add i32 %537, %509
  %539 = add i32 %538, %536
  %540 = tail call i32 @llvm.fshl.i32(i32 %539, i32 %539, i32 6)
  %541 = add i32 %540, %533
  %542 = xor i32 %525, -1
  %543 = or i32 %541, %542
  %544 = xor i32 %543, %533
  %545 = add i32 %25, -1120210379
  %546 = add i32 %545, %517
  %547 = add i32 %546, %544
  %548 = tail call i32 @llvm.fshl.i32(i32 %547, i32 %547, i32 10)
  %549 = add i32 %548, %541
  %550 = xor i32 %533, -1
  %551 = or i32 %549, %550
  %552 = xor i32 %551, %541
  %553 = add i32 %7, 718787259
  %554 = add i32 %553, %525
  %555 = add i32 %554, %552
  %556 = tail call i32 @llvm.fshl.i32(i32 %555, i32 %555, i32 15)
  %557 = add i32 %556, %549
  %558 = xor i32 %541, -1
  %559 = or i32 %557, %558
  %560 = xor i32 %559, %549
  %561 = add i32 %21, -343485551
  %562 = add i32 %561, %533
  %563 = add i32 %562, %560
  %564 = tail call i32 @llvm.fshl.i32(i32 %563, i32 %563, i32 21)
  %565 = add i32 %541, %34
  store i32 %565, ptr %0, align 8, !tbaa !9
  %566 = add i32 %557, %36
  %567 = add i32 %566, %564
  store i32 %567, ptr %35, align 4, !tbaa !9
  %568 = add i32 %557, %38
  store i32 %568, ptr %37, align 8, !tbaa !9
  %569 = add i32 %549, %40
  store i32 %569, ptr %39, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local noundef i32 @MD5_digest(ptr noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #7 {
  %3 = alloca %struct.t_hash_state, align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  %4 = icmp eq ptr %0, null
  br i1 %4, label %37, label %5

5:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !17
  %6 = getelementptr inbounds i8, ptr %3, i64 80
  %7 = load i32, ptr %6, align 16, !tbaa !11
  %8 = icmp ugt i32 %7, 63
  br i1 %8, label %37, label %9

9:                                                ; preds = %5
  %10 = shl nuw nsw i32 %7, 3
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %3, i64 88
  %13 = load i64, ptr %12, align 8, !tbaa !14
  %14 = add i64 %13, %11
  store i64 %14, ptr %12, align 8, !tbaa !14
  %15 = icmp ult i64 %14, %11
  br i1 %15, label %37, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = add nuw nsw i32 %7, 1
  store i32 %18, ptr %6, align 16, !tbaa !11
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 %19
  store i8 -128, ptr %20, align 1, !tbaa !18
  %21 = load i32, ptr %6, align 16, !tbaa !11
  %22 = sub i32 64, %21
  %23 = icmp ult i32 %22, 8
  br i1 %23, label %24, label %28

24:                                               ; preds = %16
  %25 = zext i32 %21 to i64
  %26 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 %25
  %27 = zext nneg i32 %22 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %26, i8 0, i64 %27, i1 false)
  call fastcc void @md5_compress(ptr noundef nonnull %3)
  store i32 0, ptr %6, align 16, !tbaa !11
  br label %28

28:                                               ; preds = %24, %16
  %29 = phi i32 [ 0, %24 ], [ %21, %16 ]
  %30 = sub i32 64, %29
  %31 = zext i32 %29 to i64
  %32 = getelementptr inbounds [64 x i8], ptr %17, i64 0, i64 %31
  %33 = zext i32 %30 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %32, i8 0, i64 %33, i1 false)
  %34 = getelementptr inbounds i8, ptr %3, i64 72
  %35 = load i64, ptr %12, align 8
  store i64 %35, ptr %34, align 8
  call fastcc void @md5_compress(ptr noundef nonnull %3)
  %36 = load <4 x i32>, ptr %3, align 16
  store <4 x i32> %36, ptr %1, align 1
  br label %37

37:                                               ; preds = %28, %9, %5, %2
  %38 = phi i32 [ 1, %2 ], [ 20, %5 ], [ 10, %9 ], [ 0, %28 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  ret i32 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @MD5_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %1, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !17
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 9) i32 @MD5_pbkdf2_hmac_assist(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #8 {
  %6 = alloca %struct.t_hash_state, align 16
  %7 = alloca %struct.t_hash_state, align 16
  %8 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #12
  %9 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %10 = insertelement <4 x ptr> %9, ptr %1, i64 1
  %11 = insertelement <4 x ptr> %10, ptr %2, i64 2
  %12 = insertelement <4 x ptr> %11, ptr %3, i64 3
  %13 = icmp eq <4 x ptr> %12, zeroinitializer
  %14 = bitcast <4 x i1> %13 to i4
  %15 = icmp eq i4 %14, 0
  br i1 %15, label %16, label %155

16:                                               ; preds = %5
  %17 = icmp eq i64 %4, 0
  br i1 %17, label %155, label %18

18:                                               ; preds = %16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %3, ptr noundef nonnull align 1 dereferenceable(16) %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 1 dereferenceable(16) %2, i64 16, i1 false)
  %19 = icmp eq i64 %4, 1
  br i1 %19, label %155, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %6, i64 80
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  %23 = getelementptr inbounds i8, ptr %6, i64 88
  %24 = getelementptr inbounds i8, ptr %6, i64 72
  %25 = getelementptr inbounds i8, ptr %7, i64 80
  %26 = getelementptr inbounds i8, ptr %7, i64 16
  %27 = getelementptr inbounds i8, ptr %7, i64 88
  %28 = getelementptr inbounds i8, ptr %7, i64 72
  %29 = load <16 x i8>, ptr %3, align 1, !tbaa !18
  br label %30

30:                                               ; preds = %20, %150
  %31 = phi i64 [ 1, %20 ], [ %153, %150 ]
  %32 = phi <16 x i8> [ %29, %20 ], [ %152, %150 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %7, ptr noundef nonnull align 8 dereferenceable(96) %1, i64 96, i1 false), !tbaa.struct !17
  %33 = load i32, ptr %21, align 16, !tbaa !11
  %34 = icmp ugt i32 %33, 63
  br i1 %34, label %91, label %35

35:                                               ; preds = %30, %56
  %36 = phi ptr [ %45, %56 ], [ %8, %30 ]
  %37 = phi i32 [ %57, %56 ], [ %33, %30 ]
  %38 = phi i64 [ %47, %56 ], [ 16, %30 ]
  %39 = sub i32 64, %37
  %40 = zext i32 %39 to i64
  %41 = tail call i64 @llvm.umin.i64(i64 %38, i64 %40)
  %42 = trunc nuw i64 %41 to i32
  %43 = zext i32 %37 to i64
  %44 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 %43
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %44, ptr align 1 %36, i64 %41, i1 false)
  %45 = getelementptr inbounds i8, ptr %36, i64 %41
  %46 = add i32 %37, %42
  %47 = sub i64 %38, %41
  %48 = icmp eq i32 %46, 64
  br i1 %48, label %49, label %54

49:                                               ; preds = %35
  call fastcc void @md5_compress(ptr noundef nonnull %6)
  %50 = load i64, ptr %23, align 8, !tbaa !14
  %51 = add i64 %50, 512
  store i64 %51, ptr %23, align 8, !tbaa !14
  %52 = icmp ult i64 %50, -512
  br i1 %52, label %58, label %53

53:                                               ; preds = %49
  store i32 0, ptr %21, align 16, !tbaa !11
  br label %66

54:                                               ; preds = %35
  %55 = icmp eq i64 %47, 0
  br i1 %55, label %61, label %56

56:                                               ; preds = %54, %58
  %57 = phi i32 [ %46, %54 ], [ 0, %58 ]
  br label %35, !llvm.loop !15

58:                                               ; preds = %49
  %59 = icmp eq i64 %47, 0
  br i1 %59, label %60, label %56

60:                                               ; preds = %58
  store i32 0, ptr %21, align 16, !tbaa !11
  br label %63

61:                                               ; preds = %54
  store i32 %46, ptr %21, align 16, !tbaa !11
  %62 = icmp ugt i32 %46, 63
  br i1 %62, label %91, label %63

63:                                               ; preds = %60, %61
  %64 = phi i32 [ 0, %60 ], [ %46, %61 ]
  %65 = load i64, ptr %23, align 8, !tbaa !14
  br label %66

66:                                               ; preds = %63, %53
  %67 = phi i64 [ %51, %53 ], [ %65, %63 ]
  %68 = phi i32 [ 0, %53 ], [ %64, %63 ]
  %69 = shl nuw nsw i32 %68, 3
  %70 = zext nneg i32 %69 to i64
  %71 = add i64 %67, %70
  store i64 %71, ptr %23, align 8, !tbaa !14
  %72 = icmp ult i64 %71, %70
  br i1 %72, label %91, label %73

73:                                               ; preds = %66
  %74 = add nuw nsw i32 %68, 1
  store i32 %74, ptr %21, align 16, !tbaa !11
  %75 = zext nneg i32 %68 to i64
  %76 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 %75
  store i8 -128, ptr %76, align 1, !tbaa !18
  %77 = xor i32 %68, 63
  %78 = icmp ult i32 %77, 8
  br i1 %78, label %79, label %83

79:                                               ; preds = %73
  %80 = zext nneg i32 %74 to i64
  %81 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 %80
  %82 = zext nneg i32 %77 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %81, i8 0, i64 %82, i1 false)
  call fastcc void @md5_compress(ptr noundef nonnull %6)
  store i32 0, ptr %21, align 16, !tbaa !11
  br label %83

83:                                               ; preds = %79, %73
  %84 = phi i32 [ 0, %79 ], [ %74, %73 ]
  %85 = sub nuw nsw i32 64, %84
  %86 = zext nneg i32 %84 to i64
  %87 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 %86
  %88 = zext nneg i32 %85 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %87, i8 0, i64 %88, i1 false)
  %89 = load i64, ptr %23, align 8
  store i64 %89, ptr %24, align 8
  call fastcc void @md5_compress(ptr noundef nonnull %6)
  %90 = load <4 x i32>, ptr %6, align 16
  store <4 x i32> %90, ptr %8, align 16
  br label %91

91:                                               ; preds = %30, %61, %66, %83
  %92 = load i32, ptr %25, align 16, !tbaa !11
  %93 = icmp ugt i32 %92, 63
  br i1 %93, label %150, label %94

94:                                               ; preds = %91, %115
  %95 = phi ptr [ %104, %115 ], [ %8, %91 ]
  %96 = phi i32 [ %116, %115 ], [ %92, %91 ]
  %97 = phi i64 [ %106, %115 ], [ 16, %91 ]
  %98 = sub i32 64, %96
  %99 = zext i32 %98 to i64
  %100 = tail call i64 @llvm.umin.i64(i64 %97, i64 %99)
  %101 = trunc nuw i64 %100 to i32
  %102 = zext i32 %96 to i64
  %103 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %102
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %103, ptr align 1 %95, i64 %100, i1 false)
  %104 = getelementptr inbounds i8, ptr %95, i64 %100
  %105 = add i32 %96, %101
  %106 = sub i64 %97, %100
  %107 = icmp eq i32 %105, 64
  br i1 %107, label %108, label %113

108:                                              ; preds = %94
  call fastcc void @md5_compress(ptr noundef nonnull %7)
  %109 = load i64, ptr %27, align 8, !tbaa !14
  %110 = add i64 %109, 512
  store i64 %110, ptr %27, align 8, !tbaa !14
  %111 = icmp ult i64 %109, -512
  br i1 %111, label %117, label %112

112:                                              ; preds = %108
  store i32 0, ptr %25, align 16, !tbaa !11
  br label %125

113:                                              ; preds = %94
  %114 = icmp eq i64 %106, 0
  br i1 %114, label %120, label %115

115:                                              ; preds = %113, %117
  %116 = phi i32 [ %105, %113 ], [ 0, %117 ]
  br label %94, !llvm.loop !15

117:                                              ; preds = %108
  %118 = icmp eq i64 %106, 0
  br i1 %118, label %119, label %115

119:                                              ; preds = %117
  store i32 0, ptr %25, align 16, !tbaa !11
  br label %122

120:                                              ; preds = %113
  store i32 %105, ptr %25, align 16, !tbaa !11
  %121 = icmp ugt i32 %105, 63
  br i1 %121, label %150, label %122

122:                                              ; preds = %119, %120
  %123 = phi i32 [ 0, %119 ], [ %105, %120 ]
  %124 = load i64, ptr %27, align 8, !tbaa !14
  br label %125

125:                                              ; preds = %122, %112
  %126 = phi i64 [ %110, %112 ], [ %124, %122 ]
  %127 = phi i32 [ 0, %112 ], [ %123, %122 ]
  %128 = shl nuw nsw i32 %127, 3
  %129 = zext nneg i32 %128 to i64
  %130 = add i64 %126, %129
  store i64 %130, ptr %27, align 8, !tbaa !14
  %131 = icmp ult i64 %130, %129
  br i1 %131, label %150, label %132

132:                                              ; preds = %125
  %133 = add nuw nsw i32 %127, 1
  store i32 %133, ptr %25, align 16, !tbaa !11
  %134 = zext nneg i32 %127 to i64
  %135 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %134
  store i8 -128, ptr %135, align 1, !tbaa !18
  %136 = xor i32 %127, 63
  %137 = icmp ult i32 %136, 8
  br i1 %137, label %138, label %142

138:                                              ; preds = %132
  %139 = zext nneg i32 %133 to i64
  %140 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %139
  %141 = zext nneg i32 %136 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %140, i8 0, i64 %141, i1 false)
  call fastcc void @md5_compress(ptr noundef nonnull %7)
  store i32 0, ptr %25, align 16, !tbaa !11
  br label %142

142:                                              ; preds = %138, %132
  %143 = phi i32 [ 0, %138 ], [ %133, %132 ]
  %144 = sub nuw nsw i32 64, %143
  %145 = zext nneg i32 %143 to i64
  %146 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %145
  %147 = zext nneg i32 %144 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %146, i8 0, i64 %147, i1 false)
  %148 = load i64, ptr %27, align 8
  store i64 %148, ptr %28, align 8
  call fastcc void @md5_compress(ptr noundef nonnull %7)
  %149 = load <4 x i32>, ptr %7, align 16
  store <4 x i32> %149, ptr %8, align 16
  br label %150

150:                                              ; preds = %91, %120, %125, %142
  %151 = load <16 x i8>, ptr %8, align 16, !tbaa !18
  %152 = xor <16 x i8> %32, %151
  store <16 x i8> %152, ptr %3, align 1, !tbaa !18
  %153 = add nuw i64 %31, 1
  %154 = icmp eq i64 %153, %4
  br i1 %154, label %155, label %30, !llvm.loop !20

155:                                              ; preds = %150, %18, %16, %5
  %156 = phi i32 [ 1, %5 ], [ 8, %16 ], [ 0, %18 ], [ 0, %150 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #12
  ret i32 %156
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 9) i32 @MD5_pbkdf1_assist(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = alloca %struct.t_hash_state, align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %21, label %8

8:                                                ; preds = %3
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %21, label %10

10:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %4, i8 0, i64 96, i1 false)
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %11, ptr noundef nonnull align 1 dereferenceable(16) %0, i64 16, i1 false)
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  store i8 -128, ptr %12, align 16, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %4, i64 72
  store i8 -128, ptr %13, align 8, !tbaa !18
  %14 = icmp eq i64 %2, 1
  br i1 %14, label %20, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %18, %15 ], [ 1, %10 ]
  store <4 x i32> <i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878>, ptr %4, align 16, !tbaa !9
  call fastcc void @md5_compress(ptr noundef nonnull %4)
  %17 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> %17, ptr %11, align 16
  %18 = add nuw i64 %16, 1
  %19 = icmp eq i64 %18, %2
  br i1 %19, label %20, label %15, !llvm.loop !21

20:                                               ; preds = %15, %10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %1, ptr noundef nonnull align 16 dereferenceable(16) %11, i64 16, i1 false)
  br label %21

21:                                               ; preds = %8, %3, %20
  %22 = phi i32 [ 0, %20 ], [ 1, %3 ], [ 8, %8 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  ret i32 %22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{!12, !10, i64 80}
!12 = !{!"t_hash_state", !7, i64 0, !7, i64 16, !10, i64 80, !13, i64 88}
!13 = !{!"long", !7, i64 0}
!14 = !{!12, !13, i64 88}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 0, i64 16, !18, i64 16, i64 64, !18, i64 80, i64 4, !9, i64 88, i64 8, !19}
!18 = !{!7, !7, i64 0}
!19 = !{!13, !13, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
