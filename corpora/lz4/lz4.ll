; ModuleID = 'lz4libs/lz4.c'
source_filename = "lz4libs/lz4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.LZ4_stream_u = type { %struct.LZ4_stream_t_internal }
%struct.LZ4_stream_t_internal = type { [4096 x i32], ptr, ptr, i32, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"1.9.4\00", align 1
@inc32table = internal unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 1, i32 0, i32 4, i32 4, i32 4], align 16
@dec64table = internal unnamed_addr constant [8 x i32] [i32 0, i32 0, i32 0, i32 -1, i32 -4, i32 1, i32 2, i32 3], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4_versionNumber() local_unnamed_addr #0 {
  ret i32 10904
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @LZ4_versionString() local_unnamed_addr #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2122219151) i32 @LZ4_compressBound(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i32 %0, 2113929216
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = udiv i32 %0, 255
  %5 = add nuw nsw i32 %0, 16
  %6 = add nuw nsw i32 %5, %4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 0, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4_sizeofState() local_unnamed_addr #0 {
  ret i32 16416
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_fast_extState(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = ptrtoint ptr %1 to i64
  %8 = icmp ne ptr %0, null
  %9 = ptrtoint ptr %0 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  %12 = and i1 %8, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  br label %14

14:                                               ; preds = %6, %13
  %15 = phi ptr [ %0, %13 ], [ null, %6 ]
  %16 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 65537)
  %18 = icmp ugt i32 %3, 2113929216
  br i1 %18, label %23, label %19

19:                                               ; preds = %14
  %20 = udiv i32 %3, 255
  %21 = add nuw nsw i32 %3, 16
  %22 = add nuw nsw i32 %21, %20
  br label %23

23:                                               ; preds = %14, %19
  %24 = phi i32 [ %22, %19 ], [ 0, %14 ]
  %25 = icmp sgt i32 %24, %4
  %26 = icmp slt i32 %3, 65547
  br i1 %25, label %753, label %27

27:                                               ; preds = %23
  br i1 %26, label %28, label %390

28:                                               ; preds = %27
  br i1 %18, label %1525, label %29

29:                                               ; preds = %28
  %30 = icmp eq i32 %3, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %29
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %1525

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %15, i64 16400
  %34 = load i32, ptr %33, align 8, !tbaa !8
  %35 = zext i32 %34 to i64
  %36 = sub nsw i64 0, %35
  %37 = getelementptr inbounds i8, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %15, i64 16408
  %39 = load i32, ptr %38, align 8, !tbaa !12
  %40 = zext nneg i32 %3 to i64
  %41 = getelementptr inbounds i8, ptr %1, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 -11
  %43 = getelementptr inbounds i8, ptr %41, i64 -5
  %44 = add i32 %39, %3
  store i32 %44, ptr %38, align 8, !tbaa !12
  %45 = add i32 %34, %3
  store i32 %45, ptr %33, align 8, !tbaa !8
  %46 = getelementptr inbounds i8, ptr %15, i64 16404
  store i32 3, ptr %46, align 4, !tbaa !13
  %47 = icmp ult i32 %3, 13
  br i1 %47, label %354, label %48

48:                                               ; preds = %32
  %49 = load i32, ptr %1, align 1, !tbaa !5
  %50 = mul i32 %49, -1640531535
  %51 = lshr i32 %50, 19
  %52 = ptrtoint ptr %37 to i64
  %53 = trunc i32 %34 to i16
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr inbounds i16, ptr %15, i64 %54
  store i16 %53, ptr %55, align 2, !tbaa !14
  %56 = shl nuw nsw i32 %17, 6
  %57 = getelementptr inbounds i8, ptr %41, i64 -12
  %58 = getelementptr inbounds i8, ptr %41, i64 -8
  %59 = getelementptr inbounds i8, ptr %41, i64 -6
  br label %60

60:                                               ; preds = %326, %48
  %61 = phi ptr [ %2, %48 ], [ %324, %326 ]
  %62 = phi ptr [ %1, %48 ], [ %323, %326 ]
  %63 = ptrtoint ptr %62 to i64
  %64 = getelementptr inbounds i8, ptr %62, i64 1
  %65 = load i32, ptr %64, align 1, !tbaa !5
  br label %66

66:                                               ; preds = %74, %60
  %67 = phi ptr [ %64, %60 ], [ %72, %74 ]
  %68 = phi i32 [ 1, %60 ], [ %75, %74 ]
  %69 = phi i32 [ %56, %60 ], [ %76, %74 ]
  %70 = phi i32 [ %65, %60 ], [ %86, %74 ]
  %71 = zext nneg i32 %68 to i64
  %72 = getelementptr inbounds i8, ptr %67, i64 %71
  %73 = icmp ugt ptr %72, %42
  br i1 %73, label %354, label %74, !prof !16

74:                                               ; preds = %66
  %75 = lshr i32 %69, 6
  %76 = add nuw nsw i32 %69, 1
  %77 = mul i32 %70, -1640531535
  %78 = lshr i32 %77, 19
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i16, ptr %15, i64 %79
  %81 = load i16, ptr %80, align 2, !tbaa !14
  %82 = ptrtoint ptr %67 to i64
  %83 = sub i64 %82, %52
  %84 = zext i16 %81 to i64
  %85 = getelementptr inbounds i8, ptr %37, i64 %84
  %86 = load i32, ptr %72, align 1, !tbaa !5
  %87 = trunc i64 %83 to i16
  store i16 %87, ptr %80, align 2, !tbaa !14
  %88 = load i32, ptr %85, align 1, !tbaa !5
  %89 = load i32, ptr %67, align 1, !tbaa !5
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %66

91:                                               ; preds = %74
  %92 = getelementptr inbounds i8, ptr %37, i64 %84
  %93 = trunc i64 %63 to i32
  %94 = trunc i64 %82 to i32
  %95 = sub i32 %94, %93
  %96 = add i32 %95, 239
  %97 = sub i32 %94, %93
  %98 = add i32 %97, -15
  %99 = sub i32 %94, %93
  %100 = add i32 %99, -270
  br label %101

101:                                              ; preds = %91, %111
  %102 = phi i32 [ %100, %91 ], [ %120, %111 ]
  %103 = phi i32 [ %98, %91 ], [ %119, %111 ]
  %104 = phi i32 [ %96, %91 ], [ %118, %111 ]
  %105 = phi i32 [ 0, %91 ], [ %117, %111 ]
  %106 = phi ptr [ %92, %91 ], [ %114, %111 ]
  %107 = phi ptr [ %67, %91 ], [ %112, %111 ]
  %108 = icmp ugt ptr %107, %62
  %109 = icmp ugt ptr %106, %1
  %110 = and i1 %109, %108
  br i1 %110, label %111, label %121

111:                                              ; preds = %101
  %112 = getelementptr inbounds i8, ptr %107, i64 -1
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %106, i64 -1
  %115 = load i8, ptr %114, align 1, !tbaa !5
  %116 = icmp eq i8 %113, %115
  %117 = add i32 %105, 1
  %118 = add i32 %104, -1
  %119 = add i32 %103, -1
  %120 = add i32 %102, -1
  br i1 %116, label %101, label %121, !llvm.loop !17

121:                                              ; preds = %111, %101
  %122 = ptrtoint ptr %107 to i64
  %123 = sub i64 %122, %63
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i8, ptr %61, i64 1
  %126 = icmp ugt i32 %124, 14
  br i1 %126, label %127, label %152

127:                                              ; preds = %121
  %128 = add i32 %124, -15
  store i8 -16, ptr %61, align 1, !tbaa !5
  %129 = icmp sgt i32 %128, 254
  br i1 %129, label %130, label %147

130:                                              ; preds = %127
  %131 = tail call i32 @llvm.umin.i32(i32 %128, i32 509)
  %132 = add i32 %105, %131
  %133 = sub i32 %96, %132
  %134 = udiv i32 %133, 255
  %135 = add nuw nsw i32 %134, 1
  %136 = zext nneg i32 %135 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %125, i8 -1, i64 %136, i1 false), !tbaa !5
  %137 = tail call i32 @llvm.smin.i32(i32 %103, i32 509)
  %138 = sub i32 %104, %137
  %139 = freeze i32 %138
  %140 = udiv i32 %139, 255
  %141 = zext nneg i32 %140 to i64
  %142 = urem i32 %139, 255
  %143 = sub i32 %142, %139
  %144 = getelementptr i8, ptr %61, i64 2
  %145 = getelementptr i8, ptr %144, i64 %141
  %146 = add i32 %143, %102
  br label %147

147:                                              ; preds = %130, %127
  %148 = phi i32 [ %128, %127 ], [ %146, %130 ]
  %149 = phi ptr [ %125, %127 ], [ %145, %130 ]
  %150 = trunc i32 %148 to i8
  %151 = getelementptr inbounds i8, ptr %149, i64 1
  store i8 %150, ptr %149, align 1, !tbaa !5
  br label %155

152:                                              ; preds = %121
  %153 = trunc i64 %123 to i8
  %154 = shl nuw i8 %153, 4
  store i8 %154, ptr %61, align 1, !tbaa !5
  br label %155

155:                                              ; preds = %152, %147
  %156 = phi ptr [ %151, %147 ], [ %125, %152 ]
  %157 = ptrtoint ptr %156 to i64
  %158 = and i64 %123, 4294967295
  %159 = getelementptr inbounds i8, ptr %156, i64 %158
  %160 = xor i64 %157, -1
  %161 = add nuw i64 %158, %157
  %162 = add nuw i64 %157, 8
  %163 = tail call i64 @llvm.umax.i64(i64 %161, i64 %162)
  %164 = add i64 %163, %160
  %165 = lshr i64 %164, 3
  %166 = add nuw nsw i64 %165, 1
  %167 = icmp ult i64 %164, 24
  %168 = sub i64 %157, %63
  %169 = icmp ult i64 %168, 32
  %170 = or i1 %167, %169
  br i1 %170, label %191, label %171

171:                                              ; preds = %155
  %172 = and i64 %166, 4611686018427387900
  %173 = shl i64 %172, 3
  %174 = getelementptr i8, ptr %62, i64 %173
  %175 = shl i64 %172, 3
  %176 = getelementptr i8, ptr %156, i64 %175
  br label %177

177:                                              ; preds = %177, %171
  %178 = phi i64 [ 0, %171 ], [ %187, %177 ]
  %179 = shl i64 %178, 3
  %180 = getelementptr i8, ptr %62, i64 %179
  %181 = shl i64 %178, 3
  %182 = getelementptr i8, ptr %156, i64 %181
  %183 = getelementptr i8, ptr %180, i64 16
  %184 = load <2 x i64>, ptr %180, align 1
  %185 = load <2 x i64>, ptr %183, align 1
  %186 = getelementptr i8, ptr %182, i64 16
  store <2 x i64> %184, ptr %182, align 1
  store <2 x i64> %185, ptr %186, align 1
  %187 = add nuw i64 %178, 4
  %188 = icmp eq i64 %187, %172
  br i1 %188, label %189, label %177, !llvm.loop !19

189:                                              ; preds = %177
  %190 = icmp eq i64 %166, %172
  br i1 %190, label %201, label %191

191:                                              ; preds = %189, %155
  %192 = phi ptr [ %62, %155 ], [ %174, %189 ]
  %193 = phi ptr [ %156, %155 ], [ %176, %189 ]
  br label %194

194:                                              ; preds = %191, %194
  %195 = phi ptr [ %199, %194 ], [ %192, %191 ]
  %196 = phi ptr [ %198, %194 ], [ %193, %191 ]
  %197 = load i64, ptr %195, align 1
  store i64 %197, ptr %196, align 1
  %198 = getelementptr inbounds i8, ptr %196, i64 8
  %199 = getelementptr inbounds i8, ptr %195, i64 8
  %200 = icmp ult ptr %198, %159
  br i1 %200, label %194, label %201, !llvm.loop !22

201:                                              ; preds = %194, %189
  br label %202

202:                                              ; preds = %201, %350
  %203 = phi ptr [ %324, %350 ], [ %61, %201 ]
  %204 = phi ptr [ %345, %350 ], [ %106, %201 ]
  %205 = phi ptr [ %351, %350 ], [ %159, %201 ]
  %206 = phi ptr [ %323, %350 ], [ %107, %201 ]
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %204 to i64
  %209 = sub i64 %207, %208
  %210 = trunc i64 %209 to i16
  store i16 %210, ptr %205, align 1, !tbaa !5
  %211 = getelementptr inbounds i8, ptr %205, i64 2
  %212 = getelementptr inbounds i8, ptr %206, i64 4
  %213 = getelementptr inbounds i8, ptr %204, i64 4
  %214 = icmp ugt ptr %57, %212
  br i1 %214, label %215, label %230, !prof !23

215:                                              ; preds = %202
  %216 = load i64, ptr %213, align 1, !tbaa !5
  %217 = load i64, ptr %212, align 1, !tbaa !5
  %218 = icmp eq i64 %216, %217
  br i1 %218, label %219, label %222

219:                                              ; preds = %215
  %220 = getelementptr inbounds i8, ptr %206, i64 12
  %221 = getelementptr inbounds i8, ptr %204, i64 12
  br label %230

222:                                              ; preds = %215
  %223 = xor i64 %217, %216
  %224 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %223, i1 true)
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = lshr i32 %225, 3
  %227 = add nuw nsw i32 %226, 4
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds i8, ptr %206, i64 %228
  br label %316

230:                                              ; preds = %219, %202
  %231 = phi ptr [ %213, %202 ], [ %221, %219 ]
  %232 = phi ptr [ %212, %202 ], [ %220, %219 ]
  %233 = icmp ult ptr %232, %57
  br i1 %233, label %234, label %249, !prof !24

234:                                              ; preds = %230, %245
  %235 = phi ptr [ %246, %245 ], [ %232, %230 ]
  %236 = phi ptr [ %247, %245 ], [ %231, %230 ]
  %237 = load i64, ptr %236, align 1, !tbaa !5
  %238 = load i64, ptr %235, align 1, !tbaa !5
  %239 = icmp eq i64 %237, %238
  br i1 %239, label %245, label %240

240:                                              ; preds = %234
  %241 = xor i64 %238, %237
  %242 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %241, i1 true)
  %243 = lshr i64 %242, 3
  %244 = getelementptr inbounds i8, ptr %235, i64 %243
  br label %281

245:                                              ; preds = %234
  %246 = getelementptr inbounds i8, ptr %235, i64 8
  %247 = getelementptr inbounds i8, ptr %236, i64 8
  %248 = icmp ult ptr %246, %57
  br i1 %248, label %234, label %249, !prof !25

249:                                              ; preds = %245, %230
  %250 = phi ptr [ %231, %230 ], [ %247, %245 ]
  %251 = phi ptr [ %232, %230 ], [ %246, %245 ]
  %252 = icmp ult ptr %251, %58
  br i1 %252, label %253, label %260

253:                                              ; preds = %249
  %254 = load i32, ptr %250, align 1, !tbaa !5
  %255 = load i32, ptr %251, align 1, !tbaa !5
  %256 = icmp eq i32 %254, %255
  br i1 %256, label %257, label %260

257:                                              ; preds = %253
  %258 = getelementptr inbounds i8, ptr %251, i64 4
  %259 = getelementptr inbounds i8, ptr %250, i64 4
  br label %260

260:                                              ; preds = %257, %253, %249
  %261 = phi ptr [ %259, %257 ], [ %250, %253 ], [ %250, %249 ]
  %262 = phi ptr [ %258, %257 ], [ %251, %253 ], [ %251, %249 ]
  %263 = icmp ult ptr %262, %59
  br i1 %263, label %264, label %271

264:                                              ; preds = %260
  %265 = load i16, ptr %261, align 1, !tbaa !5
  %266 = load i16, ptr %262, align 1, !tbaa !5
  %267 = icmp eq i16 %265, %266
  br i1 %267, label %268, label %271

268:                                              ; preds = %264
  %269 = getelementptr inbounds i8, ptr %262, i64 2
  %270 = getelementptr inbounds i8, ptr %261, i64 2
  br label %271

271:                                              ; preds = %268, %264, %260
  %272 = phi ptr [ %270, %268 ], [ %261, %264 ], [ %261, %260 ]
  %273 = phi ptr [ %269, %268 ], [ %262, %264 ], [ %262, %260 ]
  %274 = icmp ult ptr %273, %43
  br i1 %274, label %275, label %281

275:                                              ; preds = %271
  %276 = load i8, ptr %272, align 1, !tbaa !5
  %277 = load i8, ptr %273, align 1, !tbaa !5
  %278 = icmp eq i8 %276, %277
  %279 = zext i1 %278 to i64
  %280 = getelementptr inbounds i8, ptr %273, i64 %279
  br label %281

281:                                              ; preds = %271, %275, %240
  %282 = phi ptr [ %244, %240 ], [ %273, %271 ], [ %280, %275 ]
  %283 = ptrtoint ptr %282 to i64
  %284 = ptrtoint ptr %212 to i64
  %285 = sub i64 %283, %284
  %286 = freeze i64 %285
  %287 = trunc i64 %286 to i32
  %288 = and i64 %286, 4294967295
  %289 = add nuw nsw i64 %288, 4
  %290 = getelementptr inbounds i8, ptr %206, i64 %289
  %291 = icmp ugt i32 %287, 14
  br i1 %291, label %292, label %316

292:                                              ; preds = %281
  %293 = load i8, ptr %203, align 1, !tbaa !5
  %294 = add i8 %293, 15
  store i8 %294, ptr %203, align 1, !tbaa !5
  %295 = add i32 %287, -15
  store i32 -1, ptr %211, align 1, !tbaa !5
  %296 = icmp ugt i32 %295, 1019
  br i1 %296, label %297, label %306

297:                                              ; preds = %292
  %298 = getelementptr i8, ptr %205, i64 6
  %299 = add i32 %287, -1035
  %300 = udiv i32 %299, 1020
  %301 = shl nuw nsw i32 %300, 2
  %302 = zext nneg i32 %301 to i64
  %303 = add nuw nsw i64 %302, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %298, i8 -1, i64 %303, i1 false), !tbaa !5
  %304 = urem i32 %299, 1020
  %305 = getelementptr i8, ptr %298, i64 %302
  br label %306

306:                                              ; preds = %297, %292
  %307 = phi i32 [ %295, %292 ], [ %304, %297 ]
  %308 = phi ptr [ %211, %292 ], [ %305, %297 ]
  %309 = trunc nuw i32 %307 to i16
  %310 = udiv i16 %309, 255
  %311 = zext nneg i16 %310 to i64
  %312 = getelementptr inbounds i8, ptr %308, i64 %311
  %313 = urem i16 %309, 255
  %314 = trunc nuw i16 %313 to i8
  %315 = getelementptr inbounds i8, ptr %312, i64 1
  store i8 %314, ptr %312, align 1, !tbaa !5
  br label %322

316:                                              ; preds = %222, %281
  %317 = phi ptr [ %229, %222 ], [ %290, %281 ]
  %318 = phi i32 [ %226, %222 ], [ %287, %281 ]
  %319 = load i8, ptr %203, align 1, !tbaa !5
  %320 = trunc nuw i32 %318 to i8
  %321 = add i8 %319, %320
  store i8 %321, ptr %203, align 1, !tbaa !5
  br label %322

322:                                              ; preds = %316, %306
  %323 = phi ptr [ %290, %306 ], [ %317, %316 ]
  %324 = phi ptr [ %315, %306 ], [ %211, %316 ]
  %325 = icmp ult ptr %323, %42
  br i1 %325, label %326, label %352

326:                                              ; preds = %322
  %327 = getelementptr inbounds i8, ptr %323, i64 -2
  %328 = load i32, ptr %327, align 1, !tbaa !5
  %329 = mul i32 %328, -1640531535
  %330 = lshr i32 %329, 19
  %331 = ptrtoint ptr %327 to i64
  %332 = sub i64 %331, %52
  %333 = trunc i64 %332 to i16
  %334 = zext nneg i32 %330 to i64
  %335 = getelementptr inbounds i16, ptr %15, i64 %334
  store i16 %333, ptr %335, align 2, !tbaa !14
  %336 = load i32, ptr %323, align 1, !tbaa !5
  %337 = mul i32 %336, -1640531535
  %338 = lshr i32 %337, 19
  %339 = ptrtoint ptr %323 to i64
  %340 = sub i64 %339, %52
  %341 = zext nneg i32 %338 to i64
  %342 = getelementptr inbounds i16, ptr %15, i64 %341
  %343 = load i16, ptr %342, align 2, !tbaa !14
  %344 = zext i16 %343 to i64
  %345 = getelementptr inbounds i8, ptr %37, i64 %344
  %346 = trunc i64 %340 to i16
  store i16 %346, ptr %342, align 2, !tbaa !14
  %347 = load i32, ptr %345, align 1, !tbaa !5
  %348 = load i32, ptr %323, align 1, !tbaa !5
  %349 = icmp eq i32 %347, %348
  br i1 %349, label %350, label %60

350:                                              ; preds = %326
  %351 = getelementptr inbounds i8, ptr %324, i64 1
  store i8 0, ptr %324, align 1, !tbaa !5
  br label %202

352:                                              ; preds = %322
  %353 = ptrtoint ptr %323 to i64
  br label %354

354:                                              ; preds = %66, %352, %32
  %355 = phi i64 [ %353, %352 ], [ %7, %32 ], [ %63, %66 ]
  %356 = phi ptr [ %324, %352 ], [ %2, %32 ], [ %61, %66 ]
  %357 = phi ptr [ %323, %352 ], [ %1, %32 ], [ %62, %66 ]
  %358 = ptrtoint ptr %41 to i64
  %359 = sub i64 %358, %355
  %360 = icmp ugt i64 %359, 14
  br i1 %360, label %361, label %379

361:                                              ; preds = %354
  %362 = add i64 %359, -15
  store i8 -16, ptr %356, align 1, !tbaa !5
  %363 = getelementptr i8, ptr %356, i64 1
  %364 = icmp ugt i64 %362, 254
  br i1 %364, label %365, label %375

365:                                              ; preds = %361
  %366 = add i64 %7, %40
  %367 = add i64 %366, -270
  %368 = sub i64 %367, %355
  %369 = udiv i64 %368, 255
  %370 = add nuw nsw i64 %369, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %363, i8 -1, i64 %370, i1 false), !tbaa !5
  %371 = mul i64 %369, -255
  %372 = add nuw nsw i64 %369, 2
  %373 = add i64 %371, %368
  %374 = getelementptr i8, ptr %356, i64 %372
  br label %375

375:                                              ; preds = %365, %361
  %376 = phi i64 [ %362, %361 ], [ %373, %365 ]
  %377 = phi ptr [ %363, %361 ], [ %374, %365 ]
  %378 = trunc nuw i64 %376 to i8
  store i8 %378, ptr %377, align 1, !tbaa !5
  br label %382

379:                                              ; preds = %354
  %380 = trunc nuw i64 %359 to i8
  %381 = shl nuw i8 %380, 4
  store i8 %381, ptr %356, align 1, !tbaa !5
  br label %382

382:                                              ; preds = %375, %379
  %383 = phi ptr [ %377, %375 ], [ %356, %379 ]
  %384 = getelementptr inbounds i8, ptr %383, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %384, ptr align 1 %357, i64 %359, i1 false)
  %385 = getelementptr inbounds i8, ptr %384, i64 %359
  %386 = ptrtoint ptr %385 to i64
  %387 = ptrtoint ptr %2 to i64
  %388 = sub i64 %386, %387
  %389 = trunc i64 %388 to i32
  br label %1525

390:                                              ; preds = %27
  br i1 %18, label %1525, label %391

391:                                              ; preds = %390
  %392 = getelementptr inbounds i8, ptr %15, i64 16400
  %393 = load i32, ptr %392, align 8, !tbaa !8
  %394 = zext i32 %393 to i64
  %395 = sub nsw i64 0, %394
  %396 = getelementptr inbounds i8, ptr %1, i64 %395
  %397 = getelementptr inbounds i8, ptr %15, i64 16408
  %398 = load i32, ptr %397, align 8, !tbaa !12
  %399 = zext nneg i32 %3 to i64
  %400 = getelementptr i8, ptr %1, i64 %399
  %401 = getelementptr i8, ptr %400, i64 -11
  %402 = getelementptr inbounds i8, ptr %400, i64 -5
  %403 = add i32 %398, %3
  store i32 %403, ptr %397, align 8, !tbaa !12
  %404 = add i32 %393, %3
  store i32 %404, ptr %392, align 8, !tbaa !8
  %405 = getelementptr inbounds i8, ptr %15, i64 16404
  store i32 2, ptr %405, align 4, !tbaa !13
  %406 = load i64, ptr %1, align 1, !tbaa !5
  %407 = mul i64 %406, -3523014627271114752
  %408 = lshr i64 %407, 52
  %409 = ptrtoint ptr %396 to i64
  %410 = getelementptr inbounds i32, ptr %15, i64 %408
  store i32 %393, ptr %410, align 4, !tbaa !26
  %411 = shl nuw nsw i32 %17, 6
  %412 = or disjoint i32 %411, 1
  %413 = getelementptr inbounds i8, ptr %1, i64 2
  %414 = getelementptr inbounds i8, ptr %400, i64 -12
  %415 = getelementptr inbounds i8, ptr %400, i64 -8
  %416 = getelementptr inbounds i8, ptr %400, i64 -6
  br label %417

417:                                              ; preds = %391, %714
  %418 = phi ptr [ %413, %391 ], [ %715, %714 ]
  %419 = phi ptr [ %1, %391 ], [ %684, %714 ]
  %420 = phi ptr [ %2, %391 ], [ %685, %714 ]
  %421 = ptrtoint ptr %419 to i64
  %422 = getelementptr inbounds i8, ptr %419, i64 1
  %423 = load i64, ptr %422, align 1, !tbaa !5
  br label %424

424:                                              ; preds = %417, %456
  %425 = phi i32 [ %17, %417 ], [ %460, %456 ]
  %426 = phi i32 [ %412, %417 ], [ %459, %456 ]
  %427 = phi ptr [ %418, %417 ], [ %458, %456 ]
  %428 = phi i64 [ %423, %417 ], [ %437, %456 ]
  %429 = phi ptr [ %422, %417 ], [ %427, %456 ]
  %430 = mul i64 %428, -3523014627271114752
  %431 = lshr i64 %430, 52
  %432 = getelementptr inbounds i32, ptr %15, i64 %431
  %433 = load i32, ptr %432, align 4, !tbaa !26
  %434 = ptrtoint ptr %429 to i64
  %435 = sub i64 %434, %409
  %436 = trunc i64 %435 to i32
  %437 = load i64, ptr %427, align 1, !tbaa !5
  store i32 %436, ptr %432, align 4, !tbaa !26
  %438 = add i32 %433, 65535
  %439 = icmp ult i32 %438, %436
  br i1 %439, label %456, label %440

440:                                              ; preds = %424
  %441 = zext i32 %433 to i64
  %442 = getelementptr inbounds i8, ptr %396, i64 %441
  %443 = load i32, ptr %442, align 1, !tbaa !5
  %444 = load i32, ptr %429, align 1, !tbaa !5
  %445 = icmp eq i32 %443, %444
  br i1 %445, label %446, label %456

446:                                              ; preds = %440
  %447 = getelementptr inbounds i8, ptr %396, i64 %441
  %448 = trunc i64 %421 to i32
  %449 = trunc i64 %434 to i32
  %450 = sub i32 %449, %448
  %451 = add i32 %450, 239
  %452 = sub i32 %449, %448
  %453 = add i32 %452, -15
  %454 = sub i32 %449, %448
  %455 = add i32 %454, -270
  br label %462

456:                                              ; preds = %424, %440
  %457 = zext nneg i32 %425 to i64
  %458 = getelementptr inbounds i8, ptr %427, i64 %457
  %459 = add nuw nsw i32 %426, 1
  %460 = lshr i32 %426, 6
  %461 = icmp ugt ptr %458, %401
  br i1 %461, label %717, label %424, !prof !27

462:                                              ; preds = %446, %472
  %463 = phi i32 [ %455, %446 ], [ %481, %472 ]
  %464 = phi i32 [ %453, %446 ], [ %480, %472 ]
  %465 = phi i32 [ %451, %446 ], [ %479, %472 ]
  %466 = phi i32 [ 0, %446 ], [ %478, %472 ]
  %467 = phi ptr [ %447, %446 ], [ %475, %472 ]
  %468 = phi ptr [ %429, %446 ], [ %473, %472 ]
  %469 = icmp ugt ptr %468, %419
  %470 = icmp ugt ptr %467, %1
  %471 = and i1 %470, %469
  br i1 %471, label %472, label %482

472:                                              ; preds = %462
  %473 = getelementptr inbounds i8, ptr %468, i64 -1
  %474 = load i8, ptr %473, align 1, !tbaa !5
  %475 = getelementptr inbounds i8, ptr %467, i64 -1
  %476 = load i8, ptr %475, align 1, !tbaa !5
  %477 = icmp eq i8 %474, %476
  %478 = add i32 %466, 1
  %479 = add i32 %465, -1
  %480 = add i32 %464, -1
  %481 = add i32 %463, -1
  br i1 %477, label %462, label %482, !llvm.loop !17

482:                                              ; preds = %472, %462
  %483 = ptrtoint ptr %468 to i64
  %484 = sub i64 %483, %421
  %485 = trunc i64 %484 to i32
  %486 = getelementptr i8, ptr %420, i64 1
  %487 = icmp ugt i32 %485, 14
  br i1 %487, label %488, label %513

488:                                              ; preds = %482
  %489 = add i32 %485, -15
  store i8 -16, ptr %420, align 1, !tbaa !5
  %490 = icmp sgt i32 %489, 254
  br i1 %490, label %491, label %508

491:                                              ; preds = %488
  %492 = tail call i32 @llvm.umin.i32(i32 %489, i32 509)
  %493 = add i32 %466, %492
  %494 = sub i32 %451, %493
  %495 = udiv i32 %494, 255
  %496 = add nuw nsw i32 %495, 1
  %497 = zext nneg i32 %496 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %486, i8 -1, i64 %497, i1 false), !tbaa !5
  %498 = tail call i32 @llvm.smin.i32(i32 %464, i32 509)
  %499 = sub i32 %465, %498
  %500 = freeze i32 %499
  %501 = udiv i32 %500, 255
  %502 = zext nneg i32 %501 to i64
  %503 = urem i32 %500, 255
  %504 = sub i32 %503, %500
  %505 = getelementptr i8, ptr %420, i64 2
  %506 = getelementptr i8, ptr %505, i64 %502
  %507 = add i32 %504, %463
  br label %508

508:                                              ; preds = %491, %488
  %509 = phi i32 [ %489, %488 ], [ %507, %491 ]
  %510 = phi ptr [ %486, %488 ], [ %506, %491 ]
  %511 = trunc i32 %509 to i8
  %512 = getelementptr inbounds i8, ptr %510, i64 1
  store i8 %511, ptr %510, align 1, !tbaa !5
  br label %516

513:                                              ; preds = %482
  %514 = trunc i64 %484 to i8
  %515 = shl nuw i8 %514, 4
  store i8 %515, ptr %420, align 1, !tbaa !5
  br label %516

516:                                              ; preds = %513, %508
  %517 = phi ptr [ %512, %508 ], [ %486, %513 ]
  %518 = ptrtoint ptr %517 to i64
  %519 = and i64 %484, 4294967295
  %520 = getelementptr inbounds i8, ptr %517, i64 %519
  %521 = xor i64 %518, -1
  %522 = add nuw i64 %519, %518
  %523 = add nuw i64 %518, 8
  %524 = tail call i64 @llvm.umax.i64(i64 %522, i64 %523)
  %525 = add i64 %524, %521
  %526 = lshr i64 %525, 3
  %527 = add nuw nsw i64 %526, 1
  %528 = icmp ult i64 %525, 24
  %529 = sub i64 %518, %421
  %530 = icmp ult i64 %529, 32
  %531 = or i1 %528, %530
  br i1 %531, label %552, label %532

532:                                              ; preds = %516
  %533 = and i64 %527, 4611686018427387900
  %534 = shl i64 %533, 3
  %535 = getelementptr i8, ptr %419, i64 %534
  %536 = shl i64 %533, 3
  %537 = getelementptr i8, ptr %517, i64 %536
  br label %538

538:                                              ; preds = %538, %532
  %539 = phi i64 [ 0, %532 ], [ %548, %538 ]
  %540 = shl i64 %539, 3
  %541 = getelementptr i8, ptr %419, i64 %540
  %542 = shl i64 %539, 3
  %543 = getelementptr i8, ptr %517, i64 %542
  %544 = getelementptr i8, ptr %541, i64 16
  %545 = load <2 x i64>, ptr %541, align 1
  %546 = load <2 x i64>, ptr %544, align 1
  %547 = getelementptr i8, ptr %543, i64 16
  store <2 x i64> %545, ptr %543, align 1
  store <2 x i64> %546, ptr %547, align 1
  %548 = add nuw i64 %539, 4
  %549 = icmp eq i64 %548, %533
  br i1 %549, label %550, label %538, !llvm.loop !28

550:                                              ; preds = %538
  %551 = icmp eq i64 %527, %533
  br i1 %551, label %562, label %552

552:                                              ; preds = %550, %516
  %553 = phi ptr [ %419, %516 ], [ %535, %550 ]
  %554 = phi ptr [ %517, %516 ], [ %537, %550 ]
  br label %555

555:                                              ; preds = %552, %555
  %556 = phi ptr [ %560, %555 ], [ %553, %552 ]
  %557 = phi ptr [ %559, %555 ], [ %554, %552 ]
  %558 = load i64, ptr %556, align 1
  store i64 %558, ptr %557, align 1
  %559 = getelementptr inbounds i8, ptr %557, i64 8
  %560 = getelementptr inbounds i8, ptr %556, i64 8
  %561 = icmp ult ptr %559, %520
  br i1 %561, label %555, label %562, !llvm.loop !29

562:                                              ; preds = %555, %550
  br label %563

563:                                              ; preds = %562, %712
  %564 = phi ptr [ %685, %712 ], [ %420, %562 ]
  %565 = phi ptr [ %705, %712 ], [ %467, %562 ]
  %566 = phi ptr [ %713, %712 ], [ %520, %562 ]
  %567 = phi ptr [ %684, %712 ], [ %468, %562 ]
  %568 = ptrtoint ptr %567 to i64
  %569 = ptrtoint ptr %565 to i64
  %570 = sub i64 %568, %569
  %571 = trunc i64 %570 to i16
  store i16 %571, ptr %566, align 1, !tbaa !5
  %572 = getelementptr inbounds i8, ptr %566, i64 2
  %573 = getelementptr inbounds i8, ptr %567, i64 4
  %574 = getelementptr inbounds i8, ptr %565, i64 4
  %575 = icmp ugt ptr %414, %573
  br i1 %575, label %576, label %591, !prof !23

576:                                              ; preds = %563
  %577 = load i64, ptr %574, align 1, !tbaa !5
  %578 = load i64, ptr %573, align 1, !tbaa !5
  %579 = icmp eq i64 %577, %578
  br i1 %579, label %580, label %583

580:                                              ; preds = %576
  %581 = getelementptr inbounds i8, ptr %567, i64 12
  %582 = getelementptr inbounds i8, ptr %565, i64 12
  br label %591

583:                                              ; preds = %576
  %584 = xor i64 %578, %577
  %585 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %584, i1 true)
  %586 = trunc nuw nsw i64 %585 to i32
  %587 = lshr i32 %586, 3
  %588 = add nuw nsw i32 %587, 4
  %589 = zext nneg i32 %588 to i64
  %590 = getelementptr inbounds i8, ptr %567, i64 %589
  br label %677

591:                                              ; preds = %580, %563
  %592 = phi ptr [ %574, %563 ], [ %582, %580 ]
  %593 = phi ptr [ %573, %563 ], [ %581, %580 ]
  %594 = icmp ult ptr %593, %414
  br i1 %594, label %595, label %610, !prof !24

595:                                              ; preds = %591, %606
  %596 = phi ptr [ %607, %606 ], [ %593, %591 ]
  %597 = phi ptr [ %608, %606 ], [ %592, %591 ]
  %598 = load i64, ptr %597, align 1, !tbaa !5
  %599 = load i64, ptr %596, align 1, !tbaa !5
  %600 = icmp eq i64 %598, %599
  br i1 %600, label %606, label %601

601:                                              ; preds = %595
  %602 = xor i64 %599, %598
  %603 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %602, i1 true)
  %604 = lshr i64 %603, 3
  %605 = getelementptr inbounds i8, ptr %596, i64 %604
  br label %642

606:                                              ; preds = %595
  %607 = getelementptr inbounds i8, ptr %596, i64 8
  %608 = getelementptr inbounds i8, ptr %597, i64 8
  %609 = icmp ult ptr %607, %414
  br i1 %609, label %595, label %610, !prof !25

610:                                              ; preds = %606, %591
  %611 = phi ptr [ %592, %591 ], [ %608, %606 ]
  %612 = phi ptr [ %593, %591 ], [ %607, %606 ]
  %613 = icmp ult ptr %612, %415
  br i1 %613, label %614, label %621

614:                                              ; preds = %610
  %615 = load i32, ptr %611, align 1, !tbaa !5
  %616 = load i32, ptr %612, align 1, !tbaa !5
  %617 = icmp eq i32 %615, %616
  br i1 %617, label %618, label %621

618:                                              ; preds = %614
  %619 = getelementptr inbounds i8, ptr %612, i64 4
  %620 = getelementptr inbounds i8, ptr %611, i64 4
  br label %621

621:                                              ; preds = %618, %614, %610
  %622 = phi ptr [ %620, %618 ], [ %611, %614 ], [ %611, %610 ]
  %623 = phi ptr [ %619, %618 ], [ %612, %614 ], [ %612, %610 ]
  %624 = icmp ult ptr %623, %416
  br i1 %624, label %625, label %632

625:                                              ; preds = %621
  %626 = load i16, ptr %622, align 1, !tbaa !5
  %627 = load i16, ptr %623, align 1, !tbaa !5
  %628 = icmp eq i16 %626, %627
  br i1 %628, label %629, label %632

629:                                              ; preds = %625
  %630 = getelementptr inbounds i8, ptr %623, i64 2
  %631 = getelementptr inbounds i8, ptr %622, i64 2
  br label %632

632:                                              ; preds = %629, %625, %621
  %633 = phi ptr [ %631, %629 ], [ %622, %625 ], [ %622, %621 ]
  %634 = phi ptr [ %630, %629 ], [ %623, %625 ], [ %623, %621 ]
  %635 = icmp ult ptr %634, %402
  br i1 %635, label %636, label %642

636:                                              ; preds = %632
  %637 = load i8, ptr %633, align 1, !tbaa !5
  %638 = load i8, ptr %634, align 1, !tbaa !5
  %639 = icmp eq i8 %637, %638
  %640 = zext i1 %639 to i64
  %641 = getelementptr inbounds i8, ptr %634, i64 %640
  br label %642

642:                                              ; preds = %632, %636, %601
  %643 = phi ptr [ %605, %601 ], [ %634, %632 ], [ %641, %636 ]
  %644 = ptrtoint ptr %643 to i64
  %645 = ptrtoint ptr %573 to i64
  %646 = sub i64 %644, %645
  %647 = freeze i64 %646
  %648 = trunc i64 %647 to i32
  %649 = and i64 %647, 4294967295
  %650 = add nuw nsw i64 %649, 4
  %651 = getelementptr inbounds i8, ptr %567, i64 %650
  %652 = icmp ugt i32 %648, 14
  br i1 %652, label %653, label %677

653:                                              ; preds = %642
  %654 = load i8, ptr %564, align 1, !tbaa !5
  %655 = add i8 %654, 15
  store i8 %655, ptr %564, align 1, !tbaa !5
  %656 = add i32 %648, -15
  store i32 -1, ptr %572, align 1, !tbaa !5
  %657 = icmp ugt i32 %656, 1019
  br i1 %657, label %658, label %667

658:                                              ; preds = %653
  %659 = getelementptr i8, ptr %566, i64 6
  %660 = add i32 %648, -1035
  %661 = udiv i32 %660, 1020
  %662 = shl nuw nsw i32 %661, 2
  %663 = zext nneg i32 %662 to i64
  %664 = add nuw nsw i64 %663, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %659, i8 -1, i64 %664, i1 false), !tbaa !5
  %665 = urem i32 %660, 1020
  %666 = getelementptr i8, ptr %659, i64 %663
  br label %667

667:                                              ; preds = %658, %653
  %668 = phi i32 [ %656, %653 ], [ %665, %658 ]
  %669 = phi ptr [ %572, %653 ], [ %666, %658 ]
  %670 = trunc nuw i32 %668 to i16
  %671 = udiv i16 %670, 255
  %672 = zext nneg i16 %671 to i64
  %673 = getelementptr inbounds i8, ptr %669, i64 %672
  %674 = urem i16 %670, 255
  %675 = trunc nuw i16 %674 to i8
  %676 = getelementptr inbounds i8, ptr %673, i64 1
  store i8 %675, ptr %673, align 1, !tbaa !5
  br label %683

677:                                              ; preds = %583, %642
  %678 = phi ptr [ %590, %583 ], [ %651, %642 ]
  %679 = phi i32 [ %587, %583 ], [ %648, %642 ]
  %680 = load i8, ptr %564, align 1, !tbaa !5
  %681 = trunc nuw i32 %679 to i8
  %682 = add i8 %680, %681
  store i8 %682, ptr %564, align 1, !tbaa !5
  br label %683

683:                                              ; preds = %677, %667
  %684 = phi ptr [ %651, %667 ], [ %678, %677 ]
  %685 = phi ptr [ %676, %667 ], [ %572, %677 ]
  %686 = icmp ult ptr %684, %401
  br i1 %686, label %687, label %717

687:                                              ; preds = %683
  %688 = getelementptr inbounds i8, ptr %684, i64 -2
  %689 = load i64, ptr %688, align 1, !tbaa !5
  %690 = mul i64 %689, -3523014627271114752
  %691 = lshr i64 %690, 52
  %692 = ptrtoint ptr %688 to i64
  %693 = sub i64 %692, %409
  %694 = trunc i64 %693 to i32
  %695 = getelementptr inbounds i32, ptr %15, i64 %691
  store i32 %694, ptr %695, align 4, !tbaa !26
  %696 = load i64, ptr %684, align 1, !tbaa !5
  %697 = mul i64 %696, -3523014627271114752
  %698 = lshr i64 %697, 52
  %699 = ptrtoint ptr %684 to i64
  %700 = sub i64 %699, %409
  %701 = trunc i64 %700 to i32
  %702 = getelementptr inbounds i32, ptr %15, i64 %698
  %703 = load i32, ptr %702, align 4, !tbaa !26
  %704 = zext i32 %703 to i64
  %705 = getelementptr inbounds i8, ptr %396, i64 %704
  store i32 %701, ptr %702, align 4, !tbaa !26
  %706 = add i32 %703, 65535
  %707 = icmp ult i32 %706, %701
  br i1 %707, label %714, label %708

708:                                              ; preds = %687
  %709 = load i32, ptr %705, align 1, !tbaa !5
  %710 = load i32, ptr %684, align 1, !tbaa !5
  %711 = icmp eq i32 %709, %710
  br i1 %711, label %712, label %714

712:                                              ; preds = %708
  %713 = getelementptr inbounds i8, ptr %685, i64 1
  store i8 0, ptr %685, align 1, !tbaa !5
  br label %563

714:                                              ; preds = %708, %687
  %715 = getelementptr inbounds i8, ptr %684, i64 2
  %716 = icmp ugt ptr %715, %401
  br i1 %716, label %717, label %417, !prof !30

717:                                              ; preds = %714, %456, %683
  %718 = phi ptr [ %685, %683 ], [ %420, %456 ], [ %685, %714 ]
  %719 = phi ptr [ %684, %683 ], [ %419, %456 ], [ %684, %714 ]
  %720 = ptrtoint ptr %400 to i64
  %721 = ptrtoint ptr %719 to i64
  %722 = sub i64 %720, %721
  %723 = icmp ugt i64 %722, 14
  br i1 %723, label %724, label %742

724:                                              ; preds = %717
  %725 = add i64 %722, -15
  store i8 -16, ptr %718, align 1, !tbaa !5
  %726 = getelementptr i8, ptr %718, i64 1
  %727 = icmp ugt i64 %725, 254
  br i1 %727, label %728, label %738

728:                                              ; preds = %724
  %729 = add i64 %7, %399
  %730 = add i64 %729, -270
  %731 = sub i64 %730, %721
  %732 = udiv i64 %731, 255
  %733 = add nuw nsw i64 %732, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %726, i8 -1, i64 %733, i1 false), !tbaa !5
  %734 = mul i64 %732, -255
  %735 = add nuw nsw i64 %732, 2
  %736 = add i64 %734, %731
  %737 = getelementptr i8, ptr %718, i64 %735
  br label %738

738:                                              ; preds = %728, %724
  %739 = phi i64 [ %725, %724 ], [ %736, %728 ]
  %740 = phi ptr [ %726, %724 ], [ %737, %728 ]
  %741 = trunc nuw i64 %739 to i8
  store i8 %741, ptr %740, align 1, !tbaa !5
  br label %745

742:                                              ; preds = %717
  %743 = trunc nuw i64 %722 to i8
  %744 = shl nuw i8 %743, 4
  store i8 %744, ptr %718, align 1, !tbaa !5
  br label %745

745:                                              ; preds = %738, %742
  %746 = phi ptr [ %740, %738 ], [ %718, %742 ]
  %747 = getelementptr inbounds i8, ptr %746, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %747, ptr align 1 %719, i64 %722, i1 false)
  %748 = getelementptr inbounds i8, ptr %747, i64 %722
  %749 = ptrtoint ptr %748 to i64
  %750 = ptrtoint ptr %2 to i64
  %751 = sub i64 %749, %750
  %752 = trunc i64 %751 to i32
  br label %1525

753:                                              ; preds = %23
  br i1 %26, label %754, label %1140

754:                                              ; preds = %753
  br i1 %18, label %1525, label %755

755:                                              ; preds = %754
  %756 = icmp eq i32 %3, 0
  br i1 %756, label %757, label %760

757:                                              ; preds = %755
  %758 = icmp slt i32 %4, 1
  br i1 %758, label %1525, label %759

759:                                              ; preds = %757
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %1525

760:                                              ; preds = %755
  %761 = getelementptr inbounds i8, ptr %15, i64 16400
  %762 = load i32, ptr %761, align 8, !tbaa !8
  %763 = zext i32 %762 to i64
  %764 = sub nsw i64 0, %763
  %765 = getelementptr inbounds i8, ptr %1, i64 %764
  %766 = getelementptr inbounds i8, ptr %15, i64 16408
  %767 = load i32, ptr %766, align 8, !tbaa !12
  %768 = zext nneg i32 %3 to i64
  %769 = getelementptr inbounds i8, ptr %1, i64 %768
  %770 = getelementptr inbounds i8, ptr %769, i64 -11
  %771 = getelementptr inbounds i8, ptr %769, i64 -5
  %772 = sext i32 %4 to i64
  %773 = getelementptr inbounds i8, ptr %2, i64 %772
  %774 = add i32 %767, %3
  store i32 %774, ptr %766, align 8, !tbaa !12
  %775 = add i32 %762, %3
  store i32 %775, ptr %761, align 8, !tbaa !8
  %776 = getelementptr inbounds i8, ptr %15, i64 16404
  store i32 3, ptr %776, align 4, !tbaa !13
  %777 = icmp ult i32 %3, 13
  br i1 %777, label %1097, label %778

778:                                              ; preds = %760
  %779 = load i32, ptr %1, align 1, !tbaa !5
  %780 = mul i32 %779, -1640531535
  %781 = lshr i32 %780, 19
  %782 = ptrtoint ptr %765 to i64
  %783 = trunc i32 %762 to i16
  %784 = zext nneg i32 %781 to i64
  %785 = getelementptr inbounds i16, ptr %15, i64 %784
  store i16 %783, ptr %785, align 2, !tbaa !14
  %786 = shl nuw nsw i32 %17, 6
  %787 = getelementptr inbounds i8, ptr %769, i64 -12
  %788 = getelementptr inbounds i8, ptr %769, i64 -8
  %789 = getelementptr inbounds i8, ptr %769, i64 -6
  br label %790

790:                                              ; preds = %1069, %778
  %791 = phi ptr [ %2, %778 ], [ %1067, %1069 ]
  %792 = phi ptr [ %1, %778 ], [ %1030, %1069 ]
  %793 = ptrtoint ptr %792 to i64
  %794 = getelementptr inbounds i8, ptr %792, i64 1
  %795 = load i32, ptr %794, align 1, !tbaa !5
  br label %796

796:                                              ; preds = %804, %790
  %797 = phi ptr [ %794, %790 ], [ %802, %804 ]
  %798 = phi i32 [ 1, %790 ], [ %805, %804 ]
  %799 = phi i32 [ %786, %790 ], [ %806, %804 ]
  %800 = phi i32 [ %795, %790 ], [ %816, %804 ]
  %801 = zext nneg i32 %798 to i64
  %802 = getelementptr inbounds i8, ptr %797, i64 %801
  %803 = icmp ugt ptr %802, %770
  br i1 %803, label %1097, label %804, !prof !16

804:                                              ; preds = %796
  %805 = lshr i32 %799, 6
  %806 = add nuw nsw i32 %799, 1
  %807 = mul i32 %800, -1640531535
  %808 = lshr i32 %807, 19
  %809 = zext nneg i32 %808 to i64
  %810 = getelementptr inbounds i16, ptr %15, i64 %809
  %811 = load i16, ptr %810, align 2, !tbaa !14
  %812 = ptrtoint ptr %797 to i64
  %813 = sub i64 %812, %782
  %814 = zext i16 %811 to i64
  %815 = getelementptr inbounds i8, ptr %765, i64 %814
  %816 = load i32, ptr %802, align 1, !tbaa !5
  %817 = trunc i64 %813 to i16
  store i16 %817, ptr %810, align 2, !tbaa !14
  %818 = load i32, ptr %815, align 1, !tbaa !5
  %819 = load i32, ptr %797, align 1, !tbaa !5
  %820 = icmp eq i32 %818, %819
  br i1 %820, label %821, label %796

821:                                              ; preds = %804
  %822 = getelementptr inbounds i8, ptr %765, i64 %814
  %823 = trunc i64 %793 to i32
  %824 = trunc i64 %812 to i32
  %825 = sub i32 %824, %823
  %826 = add i32 %825, 239
  %827 = sub i32 %824, %823
  %828 = add i32 %827, -15
  %829 = sub i32 %824, %823
  %830 = add i32 %829, -270
  br label %831

831:                                              ; preds = %821, %841
  %832 = phi i32 [ %830, %821 ], [ %850, %841 ]
  %833 = phi i32 [ %828, %821 ], [ %849, %841 ]
  %834 = phi i32 [ %826, %821 ], [ %848, %841 ]
  %835 = phi i32 [ 0, %821 ], [ %847, %841 ]
  %836 = phi ptr [ %822, %821 ], [ %844, %841 ]
  %837 = phi ptr [ %797, %821 ], [ %842, %841 ]
  %838 = icmp ugt ptr %837, %792
  %839 = icmp ugt ptr %836, %1
  %840 = and i1 %839, %838
  br i1 %840, label %841, label %851

841:                                              ; preds = %831
  %842 = getelementptr inbounds i8, ptr %837, i64 -1
  %843 = load i8, ptr %842, align 1, !tbaa !5
  %844 = getelementptr inbounds i8, ptr %836, i64 -1
  %845 = load i8, ptr %844, align 1, !tbaa !5
  %846 = icmp eq i8 %843, %845
  %847 = add i32 %835, 1
  %848 = add i32 %834, -1
  %849 = add i32 %833, -1
  %850 = add i32 %832, -1
  br i1 %846, label %831, label %851, !llvm.loop !17

851:                                              ; preds = %841, %831
  %852 = ptrtoint ptr %837 to i64
  %853 = sub i64 %852, %793
  %854 = trunc i64 %853 to i32
  %855 = getelementptr inbounds i8, ptr %791, i64 1
  %856 = and i64 %853, 4294967295
  %857 = getelementptr inbounds i8, ptr %855, i64 %856
  %858 = getelementptr inbounds i8, ptr %857, i64 8
  %859 = udiv i32 %854, 255
  %860 = zext nneg i32 %859 to i64
  %861 = getelementptr inbounds i8, ptr %858, i64 %860
  %862 = icmp ugt ptr %861, %773
  br i1 %862, label %1525, label %863, !prof !16

863:                                              ; preds = %851
  %864 = icmp ugt i32 %854, 14
  br i1 %864, label %865, label %890

865:                                              ; preds = %863
  %866 = add i32 %854, -15
  store i8 -16, ptr %791, align 1, !tbaa !5
  %867 = icmp sgt i32 %866, 254
  br i1 %867, label %868, label %885

868:                                              ; preds = %865
  %869 = tail call i32 @llvm.umin.i32(i32 %866, i32 509)
  %870 = add i32 %835, %869
  %871 = sub i32 %826, %870
  %872 = udiv i32 %871, 255
  %873 = add nuw nsw i32 %872, 1
  %874 = zext nneg i32 %873 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %855, i8 -1, i64 %874, i1 false), !tbaa !5
  %875 = tail call i32 @llvm.smin.i32(i32 %833, i32 509)
  %876 = sub i32 %834, %875
  %877 = freeze i32 %876
  %878 = udiv i32 %877, 255
  %879 = zext nneg i32 %878 to i64
  %880 = urem i32 %877, 255
  %881 = sub i32 %880, %877
  %882 = getelementptr i8, ptr %791, i64 2
  %883 = getelementptr i8, ptr %882, i64 %879
  %884 = add i32 %881, %832
  br label %885

885:                                              ; preds = %868, %865
  %886 = phi i32 [ %866, %865 ], [ %884, %868 ]
  %887 = phi ptr [ %855, %865 ], [ %883, %868 ]
  %888 = trunc i32 %886 to i8
  %889 = getelementptr inbounds i8, ptr %887, i64 1
  store i8 %888, ptr %887, align 1, !tbaa !5
  br label %893

890:                                              ; preds = %863
  %891 = trunc i64 %853 to i8
  %892 = shl nuw i8 %891, 4
  store i8 %892, ptr %791, align 1, !tbaa !5
  br label %893

893:                                              ; preds = %890, %885
  %894 = phi ptr [ %889, %885 ], [ %855, %890 ]
  %895 = ptrtoint ptr %894 to i64
  %896 = getelementptr inbounds i8, ptr %894, i64 %856
  %897 = xor i64 %895, -1
  %898 = add nuw i64 %856, %895
  %899 = add nuw i64 %895, 8
  %900 = tail call i64 @llvm.umax.i64(i64 %898, i64 %899)
  %901 = add i64 %900, %897
  %902 = lshr i64 %901, 3
  %903 = add nuw nsw i64 %902, 1
  %904 = icmp ult i64 %901, 24
  %905 = sub i64 %895, %793
  %906 = icmp ult i64 %905, 32
  %907 = or i1 %904, %906
  br i1 %907, label %928, label %908

908:                                              ; preds = %893
  %909 = and i64 %903, 4611686018427387900
  %910 = shl i64 %909, 3
  %911 = getelementptr i8, ptr %792, i64 %910
  %912 = shl i64 %909, 3
  %913 = getelementptr i8, ptr %894, i64 %912
  br label %914

914:                                              ; preds = %914, %908
  %915 = phi i64 [ 0, %908 ], [ %924, %914 ]
  %916 = shl i64 %915, 3
  %917 = getelementptr i8, ptr %792, i64 %916
  %918 = shl i64 %915, 3
  %919 = getelementptr i8, ptr %894, i64 %918
  %920 = getelementptr i8, ptr %917, i64 16
  %921 = load <2 x i64>, ptr %917, align 1
  %922 = load <2 x i64>, ptr %920, align 1
  %923 = getelementptr i8, ptr %919, i64 16
  store <2 x i64> %921, ptr %919, align 1
  store <2 x i64> %922, ptr %923, align 1
  %924 = add nuw i64 %915, 4
  %925 = icmp eq i64 %924, %909
  br i1 %925, label %926, label %914, !llvm.loop !31

926:                                              ; preds = %914
  %927 = icmp eq i64 %903, %909
  br i1 %927, label %938, label %928

928:                                              ; preds = %926, %893
  %929 = phi ptr [ %792, %893 ], [ %911, %926 ]
  %930 = phi ptr [ %894, %893 ], [ %913, %926 ]
  br label %931

931:                                              ; preds = %928, %931
  %932 = phi ptr [ %936, %931 ], [ %929, %928 ]
  %933 = phi ptr [ %935, %931 ], [ %930, %928 ]
  %934 = load i64, ptr %932, align 1
  store i64 %934, ptr %933, align 1
  %935 = getelementptr inbounds i8, ptr %933, i64 8
  %936 = getelementptr inbounds i8, ptr %932, i64 8
  %937 = icmp ult ptr %935, %896
  br i1 %937, label %931, label %938, !llvm.loop !32

938:                                              ; preds = %931, %926
  br label %939

939:                                              ; preds = %938, %1093
  %940 = phi ptr [ %1067, %1093 ], [ %791, %938 ]
  %941 = phi ptr [ %1088, %1093 ], [ %836, %938 ]
  %942 = phi ptr [ %1094, %1093 ], [ %896, %938 ]
  %943 = phi ptr [ %1030, %1093 ], [ %837, %938 ]
  %944 = ptrtoint ptr %943 to i64
  %945 = ptrtoint ptr %941 to i64
  %946 = sub i64 %944, %945
  %947 = trunc i64 %946 to i16
  store i16 %947, ptr %942, align 1, !tbaa !5
  %948 = getelementptr inbounds i8, ptr %942, i64 2
  %949 = getelementptr inbounds i8, ptr %943, i64 4
  %950 = getelementptr inbounds i8, ptr %941, i64 4
  %951 = icmp ugt ptr %787, %949
  br i1 %951, label %952, label %964, !prof !23

952:                                              ; preds = %939
  %953 = load i64, ptr %950, align 1, !tbaa !5
  %954 = load i64, ptr %949, align 1, !tbaa !5
  %955 = icmp eq i64 %953, %954
  br i1 %955, label %956, label %959

956:                                              ; preds = %952
  %957 = getelementptr inbounds i8, ptr %943, i64 12
  %958 = getelementptr inbounds i8, ptr %941, i64 12
  br label %964

959:                                              ; preds = %952
  %960 = xor i64 %954, %953
  %961 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %960, i1 true)
  %962 = trunc nuw nsw i64 %961 to i32
  %963 = lshr i32 %962, 3
  br label %1025

964:                                              ; preds = %956, %939
  %965 = phi ptr [ %950, %939 ], [ %958, %956 ]
  %966 = phi ptr [ %949, %939 ], [ %957, %956 ]
  %967 = icmp ult ptr %966, %787
  br i1 %967, label %968, label %987, !prof !24

968:                                              ; preds = %964, %983
  %969 = phi ptr [ %984, %983 ], [ %966, %964 ]
  %970 = phi ptr [ %985, %983 ], [ %965, %964 ]
  %971 = load i64, ptr %970, align 1, !tbaa !5
  %972 = load i64, ptr %969, align 1, !tbaa !5
  %973 = icmp eq i64 %971, %972
  br i1 %973, label %983, label %974

974:                                              ; preds = %968
  %975 = xor i64 %972, %971
  %976 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %975, i1 true)
  %977 = lshr i64 %976, 3
  %978 = getelementptr inbounds i8, ptr %969, i64 %977
  %979 = ptrtoint ptr %978 to i64
  %980 = ptrtoint ptr %949 to i64
  %981 = sub i64 %979, %980
  %982 = trunc i64 %981 to i32
  br label %1025

983:                                              ; preds = %968
  %984 = getelementptr inbounds i8, ptr %969, i64 8
  %985 = getelementptr inbounds i8, ptr %970, i64 8
  %986 = icmp ult ptr %984, %787
  br i1 %986, label %968, label %987, !prof !25

987:                                              ; preds = %983, %964
  %988 = phi ptr [ %965, %964 ], [ %985, %983 ]
  %989 = phi ptr [ %966, %964 ], [ %984, %983 ]
  %990 = icmp ult ptr %989, %788
  br i1 %990, label %991, label %998

991:                                              ; preds = %987
  %992 = load i32, ptr %988, align 1, !tbaa !5
  %993 = load i32, ptr %989, align 1, !tbaa !5
  %994 = icmp eq i32 %992, %993
  br i1 %994, label %995, label %998

995:                                              ; preds = %991
  %996 = getelementptr inbounds i8, ptr %989, i64 4
  %997 = getelementptr inbounds i8, ptr %988, i64 4
  br label %998

998:                                              ; preds = %995, %991, %987
  %999 = phi ptr [ %997, %995 ], [ %988, %991 ], [ %988, %987 ]
  %1000 = phi ptr [ %996, %995 ], [ %989, %991 ], [ %989, %987 ]
  %1001 = icmp ult ptr %1000, %789
  br i1 %1001, label %1002, label %1009

1002:                                             ; preds = %998
  %1003 = load i16, ptr %999, align 1, !tbaa !5
  %1004 = load i16, ptr %1000, align 1, !tbaa !5
  %1005 = icmp eq i16 %1003, %1004
  br i1 %1005, label %1006, label %1009

1006:                                             ; preds = %1002
  %1007 = getelementptr inbounds i8, ptr %1000, i64 2
  %1008 = getelementptr inbounds i8, ptr %999, i64 2
  br label %1009

1009:                                             ; preds = %1006, %1002, %998
  %1010 = phi ptr [ %1008, %1006 ], [ %999, %1002 ], [ %999, %998 ]
  %1011 = phi ptr [ %1007, %1006 ], [ %1000, %1002 ], [ %1000, %998 ]
  %1012 = icmp ult ptr %1011, %771
  br i1 %1012, label %1013, label %1019

1013:                                             ; preds = %1009
  %1014 = load i8, ptr %1010, align 1, !tbaa !5
  %1015 = load i8, ptr %1011, align 1, !tbaa !5
  %1016 = icmp eq i8 %1014, %1015
  %1017 = zext i1 %1016 to i64
  %1018 = getelementptr inbounds i8, ptr %1011, i64 %1017
  br label %1019

1019:                                             ; preds = %1013, %1009
  %1020 = phi ptr [ %1011, %1009 ], [ %1018, %1013 ]
  %1021 = ptrtoint ptr %1020 to i64
  %1022 = ptrtoint ptr %949 to i64
  %1023 = sub i64 %1021, %1022
  %1024 = trunc i64 %1023 to i32
  br label %1025

1025:                                             ; preds = %974, %959, %1019
  %1026 = phi i32 [ %1024, %1019 ], [ %963, %959 ], [ %982, %974 ]
  %1027 = freeze i32 %1026
  %1028 = zext i32 %1027 to i64
  %1029 = add nuw nsw i64 %1028, 4
  %1030 = getelementptr inbounds i8, ptr %943, i64 %1029
  %1031 = getelementptr inbounds i8, ptr %942, i64 8
  %1032 = add i32 %1027, 240
  %1033 = udiv i32 %1032, 255
  %1034 = zext nneg i32 %1033 to i64
  %1035 = getelementptr inbounds i8, ptr %1031, i64 %1034
  %1036 = icmp ugt ptr %1035, %773
  br i1 %1036, label %1525, label %1037, !prof !16

1037:                                             ; preds = %1025
  %1038 = icmp ugt i32 %1027, 14
  %1039 = load i8, ptr %940, align 1, !tbaa !5
  br i1 %1038, label %1040, label %1063

1040:                                             ; preds = %1037
  %1041 = add i8 %1039, 15
  store i8 %1041, ptr %940, align 1, !tbaa !5
  %1042 = add i32 %1027, -15
  store i32 -1, ptr %948, align 1, !tbaa !5
  %1043 = icmp ugt i32 %1042, 1019
  br i1 %1043, label %1044, label %1053

1044:                                             ; preds = %1040
  %1045 = getelementptr i8, ptr %942, i64 6
  %1046 = add i32 %1027, -1035
  %1047 = udiv i32 %1046, 1020
  %1048 = shl nuw nsw i32 %1047, 2
  %1049 = zext nneg i32 %1048 to i64
  %1050 = add nuw nsw i64 %1049, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1045, i8 -1, i64 %1050, i1 false), !tbaa !5
  %1051 = urem i32 %1046, 1020
  %1052 = getelementptr i8, ptr %1045, i64 %1049
  br label %1053

1053:                                             ; preds = %1044, %1040
  %1054 = phi i32 [ %1042, %1040 ], [ %1051, %1044 ]
  %1055 = phi ptr [ %948, %1040 ], [ %1052, %1044 ]
  %1056 = trunc nuw i32 %1054 to i16
  %1057 = udiv i16 %1056, 255
  %1058 = zext nneg i16 %1057 to i64
  %1059 = getelementptr inbounds i8, ptr %1055, i64 %1058
  %1060 = urem i16 %1056, 255
  %1061 = trunc nuw i16 %1060 to i8
  %1062 = getelementptr inbounds i8, ptr %1059, i64 1
  store i8 %1061, ptr %1059, align 1, !tbaa !5
  br label %1066

1063:                                             ; preds = %1037
  %1064 = trunc nuw i32 %1027 to i8
  %1065 = add i8 %1039, %1064
  store i8 %1065, ptr %940, align 1, !tbaa !5
  br label %1066

1066:                                             ; preds = %1063, %1053
  %1067 = phi ptr [ %948, %1063 ], [ %1062, %1053 ]
  %1068 = icmp ult ptr %1030, %770
  br i1 %1068, label %1069, label %1095

1069:                                             ; preds = %1066
  %1070 = getelementptr inbounds i8, ptr %1030, i64 -2
  %1071 = load i32, ptr %1070, align 1, !tbaa !5
  %1072 = mul i32 %1071, -1640531535
  %1073 = lshr i32 %1072, 19
  %1074 = ptrtoint ptr %1070 to i64
  %1075 = sub i64 %1074, %782
  %1076 = trunc i64 %1075 to i16
  %1077 = zext nneg i32 %1073 to i64
  %1078 = getelementptr inbounds i16, ptr %15, i64 %1077
  store i16 %1076, ptr %1078, align 2, !tbaa !14
  %1079 = load i32, ptr %1030, align 1, !tbaa !5
  %1080 = mul i32 %1079, -1640531535
  %1081 = lshr i32 %1080, 19
  %1082 = ptrtoint ptr %1030 to i64
  %1083 = sub i64 %1082, %782
  %1084 = zext nneg i32 %1081 to i64
  %1085 = getelementptr inbounds i16, ptr %15, i64 %1084
  %1086 = load i16, ptr %1085, align 2, !tbaa !14
  %1087 = zext i16 %1086 to i64
  %1088 = getelementptr inbounds i8, ptr %765, i64 %1087
  %1089 = trunc i64 %1083 to i16
  store i16 %1089, ptr %1085, align 2, !tbaa !14
  %1090 = load i32, ptr %1088, align 1, !tbaa !5
  %1091 = load i32, ptr %1030, align 1, !tbaa !5
  %1092 = icmp eq i32 %1090, %1091
  br i1 %1092, label %1093, label %790

1093:                                             ; preds = %1069
  %1094 = getelementptr inbounds i8, ptr %1067, i64 1
  store i8 0, ptr %1067, align 1, !tbaa !5
  br label %939

1095:                                             ; preds = %1066
  %1096 = ptrtoint ptr %1030 to i64
  br label %1097

1097:                                             ; preds = %796, %1095, %760
  %1098 = phi i64 [ %1096, %1095 ], [ %7, %760 ], [ %793, %796 ]
  %1099 = phi ptr [ %1067, %1095 ], [ %2, %760 ], [ %791, %796 ]
  %1100 = phi ptr [ %1030, %1095 ], [ %1, %760 ], [ %792, %796 ]
  %1101 = ptrtoint ptr %769 to i64
  %1102 = sub i64 %1101, %1098
  %1103 = getelementptr inbounds i8, ptr %1099, i64 %1102
  %1104 = getelementptr inbounds i8, ptr %1103, i64 1
  %1105 = add i64 %1102, 240
  %1106 = udiv i64 %1105, 255
  %1107 = getelementptr inbounds i8, ptr %1104, i64 %1106
  %1108 = icmp ugt ptr %1107, %773
  br i1 %1108, label %1525, label %1109

1109:                                             ; preds = %1097
  %1110 = icmp ugt i64 %1102, 14
  br i1 %1110, label %1111, label %1129

1111:                                             ; preds = %1109
  %1112 = add i64 %1102, -15
  store i8 -16, ptr %1099, align 1, !tbaa !5
  %1113 = getelementptr i8, ptr %1099, i64 1
  %1114 = icmp ugt i64 %1112, 254
  br i1 %1114, label %1115, label %1125

1115:                                             ; preds = %1111
  %1116 = add i64 %7, %768
  %1117 = add i64 %1116, -270
  %1118 = sub i64 %1117, %1098
  %1119 = udiv i64 %1118, 255
  %1120 = add nuw nsw i64 %1119, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1113, i8 -1, i64 %1120, i1 false), !tbaa !5
  %1121 = mul i64 %1119, -255
  %1122 = add nuw nsw i64 %1119, 2
  %1123 = add i64 %1121, %1118
  %1124 = getelementptr i8, ptr %1099, i64 %1122
  br label %1125

1125:                                             ; preds = %1115, %1111
  %1126 = phi i64 [ %1112, %1111 ], [ %1123, %1115 ]
  %1127 = phi ptr [ %1113, %1111 ], [ %1124, %1115 ]
  %1128 = trunc nuw i64 %1126 to i8
  store i8 %1128, ptr %1127, align 1, !tbaa !5
  br label %1132

1129:                                             ; preds = %1109
  %1130 = trunc nuw i64 %1102 to i8
  %1131 = shl nuw i8 %1130, 4
  store i8 %1131, ptr %1099, align 1, !tbaa !5
  br label %1132

1132:                                             ; preds = %1125, %1129
  %1133 = phi ptr [ %1127, %1125 ], [ %1099, %1129 ]
  %1134 = getelementptr inbounds i8, ptr %1133, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1134, ptr align 1 %1100, i64 %1102, i1 false)
  %1135 = getelementptr inbounds i8, ptr %1134, i64 %1102
  %1136 = ptrtoint ptr %1135 to i64
  %1137 = ptrtoint ptr %2 to i64
  %1138 = sub i64 %1136, %1137
  %1139 = trunc i64 %1138 to i32
  br label %1525

1140:                                             ; preds = %753
  br i1 %18, label %1525, label %1141

1141:                                             ; preds = %1140
  %1142 = getelementptr inbounds i8, ptr %15, i64 16400
  %1143 = load i32, ptr %1142, align 8, !tbaa !8
  %1144 = zext i32 %1143 to i64
  %1145 = sub nsw i64 0, %1144
  %1146 = getelementptr inbounds i8, ptr %1, i64 %1145
  %1147 = getelementptr inbounds i8, ptr %15, i64 16408
  %1148 = load i32, ptr %1147, align 8, !tbaa !12
  %1149 = zext nneg i32 %3 to i64
  %1150 = getelementptr i8, ptr %1, i64 %1149
  %1151 = getelementptr i8, ptr %1150, i64 -11
  %1152 = getelementptr inbounds i8, ptr %1150, i64 -5
  %1153 = sext i32 %4 to i64
  %1154 = getelementptr inbounds i8, ptr %2, i64 %1153
  %1155 = add i32 %1148, %3
  store i32 %1155, ptr %1147, align 8, !tbaa !12
  %1156 = add i32 %1143, %3
  store i32 %1156, ptr %1142, align 8, !tbaa !8
  %1157 = getelementptr inbounds i8, ptr %15, i64 16404
  store i32 2, ptr %1157, align 4, !tbaa !13
  %1158 = load i64, ptr %1, align 1, !tbaa !5
  %1159 = mul i64 %1158, -3523014627271114752
  %1160 = lshr i64 %1159, 52
  %1161 = ptrtoint ptr %1146 to i64
  %1162 = getelementptr inbounds i32, ptr %15, i64 %1160
  store i32 %1143, ptr %1162, align 4, !tbaa !26
  %1163 = shl nuw nsw i32 %17, 6
  %1164 = or disjoint i32 %1163, 1
  %1165 = getelementptr inbounds i8, ptr %1, i64 2
  %1166 = getelementptr inbounds i8, ptr %1150, i64 -12
  %1167 = getelementptr inbounds i8, ptr %1150, i64 -8
  %1168 = getelementptr inbounds i8, ptr %1150, i64 -6
  br label %1169

1169:                                             ; preds = %1141, %1479
  %1170 = phi ptr [ %1165, %1141 ], [ %1480, %1479 ]
  %1171 = phi ptr [ %1, %1141 ], [ %1413, %1479 ]
  %1172 = phi ptr [ %2, %1141 ], [ %1450, %1479 ]
  %1173 = ptrtoint ptr %1171 to i64
  %1174 = getelementptr inbounds i8, ptr %1171, i64 1
  %1175 = load i64, ptr %1174, align 1, !tbaa !5
  br label %1176

1176:                                             ; preds = %1169, %1208
  %1177 = phi i32 [ %17, %1169 ], [ %1212, %1208 ]
  %1178 = phi i32 [ %1164, %1169 ], [ %1211, %1208 ]
  %1179 = phi ptr [ %1170, %1169 ], [ %1210, %1208 ]
  %1180 = phi i64 [ %1175, %1169 ], [ %1189, %1208 ]
  %1181 = phi ptr [ %1174, %1169 ], [ %1179, %1208 ]
  %1182 = mul i64 %1180, -3523014627271114752
  %1183 = lshr i64 %1182, 52
  %1184 = getelementptr inbounds i32, ptr %15, i64 %1183
  %1185 = load i32, ptr %1184, align 4, !tbaa !26
  %1186 = ptrtoint ptr %1181 to i64
  %1187 = sub i64 %1186, %1161
  %1188 = trunc i64 %1187 to i32
  %1189 = load i64, ptr %1179, align 1, !tbaa !5
  store i32 %1188, ptr %1184, align 4, !tbaa !26
  %1190 = add i32 %1185, 65535
  %1191 = icmp ult i32 %1190, %1188
  br i1 %1191, label %1208, label %1192

1192:                                             ; preds = %1176
  %1193 = zext i32 %1185 to i64
  %1194 = getelementptr inbounds i8, ptr %1146, i64 %1193
  %1195 = load i32, ptr %1194, align 1, !tbaa !5
  %1196 = load i32, ptr %1181, align 1, !tbaa !5
  %1197 = icmp eq i32 %1195, %1196
  br i1 %1197, label %1198, label %1208

1198:                                             ; preds = %1192
  %1199 = getelementptr inbounds i8, ptr %1146, i64 %1193
  %1200 = trunc i64 %1173 to i32
  %1201 = trunc i64 %1186 to i32
  %1202 = sub i32 %1201, %1200
  %1203 = add i32 %1202, 239
  %1204 = sub i32 %1201, %1200
  %1205 = add i32 %1204, -15
  %1206 = sub i32 %1201, %1200
  %1207 = add i32 %1206, -270
  br label %1214

1208:                                             ; preds = %1176, %1192
  %1209 = zext nneg i32 %1177 to i64
  %1210 = getelementptr inbounds i8, ptr %1179, i64 %1209
  %1211 = add nuw nsw i32 %1178, 1
  %1212 = lshr i32 %1178, 6
  %1213 = icmp ugt ptr %1210, %1151
  br i1 %1213, label %1482, label %1176, !prof !27

1214:                                             ; preds = %1198, %1224
  %1215 = phi i32 [ %1207, %1198 ], [ %1233, %1224 ]
  %1216 = phi i32 [ %1205, %1198 ], [ %1232, %1224 ]
  %1217 = phi i32 [ %1203, %1198 ], [ %1231, %1224 ]
  %1218 = phi i32 [ 0, %1198 ], [ %1230, %1224 ]
  %1219 = phi ptr [ %1199, %1198 ], [ %1227, %1224 ]
  %1220 = phi ptr [ %1181, %1198 ], [ %1225, %1224 ]
  %1221 = icmp ugt ptr %1220, %1171
  %1222 = icmp ugt ptr %1219, %1
  %1223 = and i1 %1222, %1221
  br i1 %1223, label %1224, label %1234

1224:                                             ; preds = %1214
  %1225 = getelementptr inbounds i8, ptr %1220, i64 -1
  %1226 = load i8, ptr %1225, align 1, !tbaa !5
  %1227 = getelementptr inbounds i8, ptr %1219, i64 -1
  %1228 = load i8, ptr %1227, align 1, !tbaa !5
  %1229 = icmp eq i8 %1226, %1228
  %1230 = add i32 %1218, 1
  %1231 = add i32 %1217, -1
  %1232 = add i32 %1216, -1
  %1233 = add i32 %1215, -1
  br i1 %1229, label %1214, label %1234, !llvm.loop !17

1234:                                             ; preds = %1224, %1214
  %1235 = ptrtoint ptr %1220 to i64
  %1236 = sub i64 %1235, %1173
  %1237 = trunc i64 %1236 to i32
  %1238 = getelementptr inbounds i8, ptr %1172, i64 1
  %1239 = and i64 %1236, 4294967295
  %1240 = getelementptr inbounds i8, ptr %1238, i64 %1239
  %1241 = getelementptr inbounds i8, ptr %1240, i64 8
  %1242 = udiv i32 %1237, 255
  %1243 = zext nneg i32 %1242 to i64
  %1244 = getelementptr inbounds i8, ptr %1241, i64 %1243
  %1245 = icmp ugt ptr %1244, %1154
  br i1 %1245, label %1525, label %1246, !prof !16

1246:                                             ; preds = %1234
  %1247 = icmp ugt i32 %1237, 14
  br i1 %1247, label %1248, label %1273

1248:                                             ; preds = %1246
  %1249 = add i32 %1237, -15
  store i8 -16, ptr %1172, align 1, !tbaa !5
  %1250 = icmp sgt i32 %1249, 254
  br i1 %1250, label %1251, label %1268

1251:                                             ; preds = %1248
  %1252 = tail call i32 @llvm.umin.i32(i32 %1249, i32 509)
  %1253 = add i32 %1218, %1252
  %1254 = sub i32 %1203, %1253
  %1255 = udiv i32 %1254, 255
  %1256 = add nuw nsw i32 %1255, 1
  %1257 = zext nneg i32 %1256 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1238, i8 -1, i64 %1257, i1 false), !tbaa !5
  %1258 = tail call i32 @llvm.smin.i32(i32 %1216, i32 509)
  %1259 = sub i32 %1217, %1258
  %1260 = freeze i32 %1259
  %1261 = udiv i32 %1260, 255
  %1262 = zext nneg i32 %1261 to i64
  %1263 = urem i32 %1260, 255
  %1264 = sub i32 %1263, %1260
  %1265 = getelementptr i8, ptr %1172, i64 2
  %1266 = getelementptr i8, ptr %1265, i64 %1262
  %1267 = add i32 %1264, %1215
  br label %1268

1268:                                             ; preds = %1251, %1248
  %1269 = phi i32 [ %1249, %1248 ], [ %1267, %1251 ]
  %1270 = phi ptr [ %1238, %1248 ], [ %1266, %1251 ]
  %1271 = trunc i32 %1269 to i8
  %1272 = getelementptr inbounds i8, ptr %1270, i64 1
  store i8 %1271, ptr %1270, align 1, !tbaa !5
  br label %1276

1273:                                             ; preds = %1246
  %1274 = trunc i64 %1236 to i8
  %1275 = shl nuw i8 %1274, 4
  store i8 %1275, ptr %1172, align 1, !tbaa !5
  br label %1276

1276:                                             ; preds = %1273, %1268
  %1277 = phi ptr [ %1272, %1268 ], [ %1238, %1273 ]
  %1278 = ptrtoint ptr %1277 to i64
  %1279 = getelementptr inbounds i8, ptr %1277, i64 %1239
  %1280 = xor i64 %1278, -1
  %1281 = add nuw i64 %1239, %1278
  %1282 = add nuw i64 %1278, 8
  %1283 = tail call i64 @llvm.umax.i64(i64 %1281, i64 %1282)
  %1284 = add i64 %1283, %1280
  %1285 = lshr i64 %1284, 3
  %1286 = add nuw nsw i64 %1285, 1
  %1287 = icmp ult i64 %1284, 24
  %1288 = sub i64 %1278, %1173
  %1289 = icmp ult i64 %1288, 32
  %1290 = or i1 %1287, %1289
  br i1 %1290, label %1311, label %1291

1291:                                             ; preds = %1276
  %1292 = and i64 %1286, 4611686018427387900
  %1293 = shl i64 %1292, 3
  %1294 = getelementptr i8, ptr %1171, i64 %1293
  %1295 = shl i64 %1292, 3
  %1296 = getelementptr i8, ptr %1277, i64 %1295
  br label %1297

1297:                                             ; preds = %1297, %1291
  %1298 = phi i64 [ 0, %1291 ], [ %1307, %1297 ]
  %1299 = shl i64 %1298, 3
  %1300 = getelementptr i8, ptr %1171, i64 %1299
  %1301 = shl i64 %1298, 3
  %1302 = getelementptr i8, ptr %1277, i64 %1301
  %1303 = getelementptr i8, ptr %1300, i64 16
  %1304 = load <2 x i64>, ptr %1300, align 1
  %1305 = load <2 x i64>, ptr %1303, align 1
  %1306 = getelementptr i8, ptr %1302, i64 16
  store <2 x i64> %1304, ptr %1302, align 1
  store <2 x i64> %1305, ptr %1306, align 1
  %1307 = add nuw i64 %1298, 4
  %1308 = icmp eq i64 %1307, %1292
  br i1 %1308, label %1309, label %1297, !llvm.loop !33

1309:                                             ; preds = %1297
  %1310 = icmp eq i64 %1286, %1292
  br i1 %1310, label %1321, label %1311

1311:                                             ; preds = %1309, %1276
  %1312 = phi ptr [ %1171, %1276 ], [ %1294, %1309 ]
  %1313 = phi ptr [ %1277, %1276 ], [ %1296, %1309 ]
  br label %1314

1314:                                             ; preds = %1311, %1314
  %1315 = phi ptr [ %1319, %1314 ], [ %1312, %1311 ]
  %1316 = phi ptr [ %1318, %1314 ], [ %1313, %1311 ]
  %1317 = load i64, ptr %1315, align 1
  store i64 %1317, ptr %1316, align 1
  %1318 = getelementptr inbounds i8, ptr %1316, i64 8
  %1319 = getelementptr inbounds i8, ptr %1315, i64 8
  %1320 = icmp ult ptr %1318, %1279
  br i1 %1320, label %1314, label %1321, !llvm.loop !34

1321:                                             ; preds = %1314, %1309
  br label %1322

1322:                                             ; preds = %1321, %1477
  %1323 = phi ptr [ %1450, %1477 ], [ %1172, %1321 ]
  %1324 = phi ptr [ %1470, %1477 ], [ %1219, %1321 ]
  %1325 = phi ptr [ %1478, %1477 ], [ %1279, %1321 ]
  %1326 = phi ptr [ %1413, %1477 ], [ %1220, %1321 ]
  %1327 = ptrtoint ptr %1326 to i64
  %1328 = ptrtoint ptr %1324 to i64
  %1329 = sub i64 %1327, %1328
  %1330 = trunc i64 %1329 to i16
  store i16 %1330, ptr %1325, align 1, !tbaa !5
  %1331 = getelementptr inbounds i8, ptr %1325, i64 2
  %1332 = getelementptr inbounds i8, ptr %1326, i64 4
  %1333 = getelementptr inbounds i8, ptr %1324, i64 4
  %1334 = icmp ugt ptr %1166, %1332
  br i1 %1334, label %1335, label %1347, !prof !23

1335:                                             ; preds = %1322
  %1336 = load i64, ptr %1333, align 1, !tbaa !5
  %1337 = load i64, ptr %1332, align 1, !tbaa !5
  %1338 = icmp eq i64 %1336, %1337
  br i1 %1338, label %1339, label %1342

1339:                                             ; preds = %1335
  %1340 = getelementptr inbounds i8, ptr %1326, i64 12
  %1341 = getelementptr inbounds i8, ptr %1324, i64 12
  br label %1347

1342:                                             ; preds = %1335
  %1343 = xor i64 %1337, %1336
  %1344 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1343, i1 true)
  %1345 = trunc nuw nsw i64 %1344 to i32
  %1346 = lshr i32 %1345, 3
  br label %1408

1347:                                             ; preds = %1339, %1322
  %1348 = phi ptr [ %1333, %1322 ], [ %1341, %1339 ]
  %1349 = phi ptr [ %1332, %1322 ], [ %1340, %1339 ]
  %1350 = icmp ult ptr %1349, %1166
  br i1 %1350, label %1351, label %1370, !prof !24

1351:                                             ; preds = %1347, %1366
  %1352 = phi ptr [ %1367, %1366 ], [ %1349, %1347 ]
  %1353 = phi ptr [ %1368, %1366 ], [ %1348, %1347 ]
  %1354 = load i64, ptr %1353, align 1, !tbaa !5
  %1355 = load i64, ptr %1352, align 1, !tbaa !5
  %1356 = icmp eq i64 %1354, %1355
  br i1 %1356, label %1366, label %1357

1357:                                             ; preds = %1351
  %1358 = xor i64 %1355, %1354
  %1359 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1358, i1 true)
  %1360 = lshr i64 %1359, 3
  %1361 = getelementptr inbounds i8, ptr %1352, i64 %1360
  %1362 = ptrtoint ptr %1361 to i64
  %1363 = ptrtoint ptr %1332 to i64
  %1364 = sub i64 %1362, %1363
  %1365 = trunc i64 %1364 to i32
  br label %1408

1366:                                             ; preds = %1351
  %1367 = getelementptr inbounds i8, ptr %1352, i64 8
  %1368 = getelementptr inbounds i8, ptr %1353, i64 8
  %1369 = icmp ult ptr %1367, %1166
  br i1 %1369, label %1351, label %1370, !prof !25

1370:                                             ; preds = %1366, %1347
  %1371 = phi ptr [ %1348, %1347 ], [ %1368, %1366 ]
  %1372 = phi ptr [ %1349, %1347 ], [ %1367, %1366 ]
  %1373 = icmp ult ptr %1372, %1167
  br i1 %1373, label %1374, label %1381

1374:                                             ; preds = %1370
  %1375 = load i32, ptr %1371, align 1, !tbaa !5
  %1376 = load i32, ptr %1372, align 1, !tbaa !5
  %1377 = icmp eq i32 %1375, %1376
  br i1 %1377, label %1378, label %1381

1378:                                             ; preds = %1374
  %1379 = getelementptr inbounds i8, ptr %1372, i64 4
  %1380 = getelementptr inbounds i8, ptr %1371, i64 4
  br label %1381

1381:                                             ; preds = %1378, %1374, %1370
  %1382 = phi ptr [ %1380, %1378 ], [ %1371, %1374 ], [ %1371, %1370 ]
  %1383 = phi ptr [ %1379, %1378 ], [ %1372, %1374 ], [ %1372, %1370 ]
  %1384 = icmp ult ptr %1383, %1168
  br i1 %1384, label %1385, label %1392

1385:                                             ; preds = %1381
  %1386 = load i16, ptr %1382, align 1, !tbaa !5
  %1387 = load i16, ptr %1383, align 1, !tbaa !5
  %1388 = icmp eq i16 %1386, %1387
  br i1 %1388, label %1389, label %1392

1389:                                             ; preds = %1385
  %1390 = getelementptr inbounds i8, ptr %1383, i64 2
  %1391 = getelementptr inbounds i8, ptr %1382, i64 2
  br label %1392

1392:                                             ; preds = %1389, %1385, %1381
  %1393 = phi ptr [ %1391, %1389 ], [ %1382, %1385 ], [ %1382, %1381 ]
  %1394 = phi ptr [ %1390, %1389 ], [ %1383, %1385 ], [ %1383, %1381 ]
  %1395 = icmp ult ptr %1394, %1152
  br i1 %1395, label %1396, label %1402

1396:                                             ; preds = %1392
  %1397 = load i8, ptr %1393, align 1, !tbaa !5
  %1398 = load i8, ptr %1394, align 1, !tbaa !5
  %1399 = icmp eq i8 %1397, %1398
  %1400 = zext i1 %1399 to i64
  %1401 = getelementptr inbounds i8, ptr %1394, i64 %1400
  br label %1402

1402:                                             ; preds = %1396, %1392
  %1403 = phi ptr [ %1394, %1392 ], [ %1401, %1396 ]
  %1404 = ptrtoint ptr %1403 to i64
  %1405 = ptrtoint ptr %1332 to i64
  %1406 = sub i64 %1404, %1405
  %1407 = trunc i64 %1406 to i32
  br label %1408

1408:                                             ; preds = %1357, %1342, %1402
  %1409 = phi i32 [ %1407, %1402 ], [ %1346, %1342 ], [ %1365, %1357 ]
  %1410 = freeze i32 %1409
  %1411 = zext i32 %1410 to i64
  %1412 = add nuw nsw i64 %1411, 4
  %1413 = getelementptr inbounds i8, ptr %1326, i64 %1412
  %1414 = getelementptr inbounds i8, ptr %1325, i64 8
  %1415 = add i32 %1410, 240
  %1416 = udiv i32 %1415, 255
  %1417 = zext nneg i32 %1416 to i64
  %1418 = getelementptr inbounds i8, ptr %1414, i64 %1417
  %1419 = icmp ugt ptr %1418, %1154
  br i1 %1419, label %1525, label %1420, !prof !16

1420:                                             ; preds = %1408
  %1421 = icmp ugt i32 %1410, 14
  %1422 = load i8, ptr %1323, align 1, !tbaa !5
  br i1 %1421, label %1423, label %1446

1423:                                             ; preds = %1420
  %1424 = add i8 %1422, 15
  store i8 %1424, ptr %1323, align 1, !tbaa !5
  %1425 = add i32 %1410, -15
  store i32 -1, ptr %1331, align 1, !tbaa !5
  %1426 = icmp ugt i32 %1425, 1019
  br i1 %1426, label %1427, label %1436

1427:                                             ; preds = %1423
  %1428 = getelementptr i8, ptr %1325, i64 6
  %1429 = add i32 %1410, -1035
  %1430 = udiv i32 %1429, 1020
  %1431 = shl nuw nsw i32 %1430, 2
  %1432 = zext nneg i32 %1431 to i64
  %1433 = add nuw nsw i64 %1432, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1428, i8 -1, i64 %1433, i1 false), !tbaa !5
  %1434 = urem i32 %1429, 1020
  %1435 = getelementptr i8, ptr %1428, i64 %1432
  br label %1436

1436:                                             ; preds = %1427, %1423
  %1437 = phi i32 [ %1425, %1423 ], [ %1434, %1427 ]
  %1438 = phi ptr [ %1331, %1423 ], [ %1435, %1427 ]
  %1439 = trunc nuw i32 %1437 to i16
  %1440 = udiv i16 %1439, 255
  %1441 = zext nneg i16 %1440 to i64
  %1442 = getelementptr inbounds i8, ptr %1438, i64 %1441
  %1443 = urem i16 %1439, 255
  %1444 = trunc nuw i16 %1443 to i8
  %1445 = getelementptr inbounds i8, ptr %1442, i64 1
  store i8 %1444, ptr %1442, align 1, !tbaa !5
  br label %1449

1446:                                             ; preds = %1420
  %1447 = trunc nuw i32 %1410 to i8
  %1448 = add i8 %1422, %1447
  store i8 %1448, ptr %1323, align 1, !tbaa !5
  br label %1449

1449:                                             ; preds = %1446, %1436
  %1450 = phi ptr [ %1331, %1446 ], [ %1445, %1436 ]
  %1451 = icmp ult ptr %1413, %1151
  br i1 %1451, label %1452, label %1482

1452:                                             ; preds = %1449
  %1453 = getelementptr inbounds i8, ptr %1413, i64 -2
  %1454 = load i64, ptr %1453, align 1, !tbaa !5
  %1455 = mul i64 %1454, -3523014627271114752
  %1456 = lshr i64 %1455, 52
  %1457 = ptrtoint ptr %1453 to i64
  %1458 = sub i64 %1457, %1161
  %1459 = trunc i64 %1458 to i32
  %1460 = getelementptr inbounds i32, ptr %15, i64 %1456
  store i32 %1459, ptr %1460, align 4, !tbaa !26
  %1461 = load i64, ptr %1413, align 1, !tbaa !5
  %1462 = mul i64 %1461, -3523014627271114752
  %1463 = lshr i64 %1462, 52
  %1464 = ptrtoint ptr %1413 to i64
  %1465 = sub i64 %1464, %1161
  %1466 = trunc i64 %1465 to i32
  %1467 = getelementptr inbounds i32, ptr %15, i64 %1463
  %1468 = load i32, ptr %1467, align 4, !tbaa !26
  %1469 = zext i32 %1468 to i64
  %1470 = getelementptr inbounds i8, ptr %1146, i64 %1469
  store i32 %1466, ptr %1467, align 4, !tbaa !26
  %1471 = add i32 %1468, 65535
  %1472 = icmp ult i32 %1471, %1466
  br i1 %1472, label %1479, label %1473

1473:                                             ; preds = %1452
  %1474 = load i32, ptr %1470, align 1, !tbaa !5
  %1475 = load i32, ptr %1413, align 1, !tbaa !5
  %1476 = icmp eq i32 %1474, %1475
  br i1 %1476, label %1477, label %1479

1477:                                             ; preds = %1473
  %1478 = getelementptr inbounds i8, ptr %1450, i64 1
  store i8 0, ptr %1450, align 1, !tbaa !5
  br label %1322

1479:                                             ; preds = %1473, %1452
  %1480 = getelementptr inbounds i8, ptr %1413, i64 2
  %1481 = icmp ugt ptr %1480, %1151
  br i1 %1481, label %1482, label %1169, !prof !30

1482:                                             ; preds = %1479, %1208, %1449
  %1483 = phi ptr [ %1450, %1449 ], [ %1172, %1208 ], [ %1450, %1479 ]
  %1484 = phi ptr [ %1413, %1449 ], [ %1171, %1208 ], [ %1413, %1479 ]
  %1485 = ptrtoint ptr %1150 to i64
  %1486 = ptrtoint ptr %1484 to i64
  %1487 = sub i64 %1485, %1486
  %1488 = getelementptr inbounds i8, ptr %1483, i64 %1487
  %1489 = getelementptr inbounds i8, ptr %1488, i64 1
  %1490 = add i64 %1487, 240
  %1491 = udiv i64 %1490, 255
  %1492 = getelementptr inbounds i8, ptr %1489, i64 %1491
  %1493 = icmp ugt ptr %1492, %1154
  br i1 %1493, label %1525, label %1494

1494:                                             ; preds = %1482
  %1495 = icmp ugt i64 %1487, 14
  br i1 %1495, label %1496, label %1514

1496:                                             ; preds = %1494
  %1497 = add i64 %1487, -15
  store i8 -16, ptr %1483, align 1, !tbaa !5
  %1498 = getelementptr i8, ptr %1483, i64 1
  %1499 = icmp ugt i64 %1497, 254
  br i1 %1499, label %1500, label %1510

1500:                                             ; preds = %1496
  %1501 = add i64 %7, %1149
  %1502 = add i64 %1501, -270
  %1503 = sub i64 %1502, %1486
  %1504 = udiv i64 %1503, 255
  %1505 = add nuw nsw i64 %1504, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1498, i8 -1, i64 %1505, i1 false), !tbaa !5
  %1506 = mul i64 %1504, -255
  %1507 = add nuw nsw i64 %1504, 2
  %1508 = add i64 %1506, %1503
  %1509 = getelementptr i8, ptr %1483, i64 %1507
  br label %1510

1510:                                             ; preds = %1500, %1496
  %1511 = phi i64 [ %1497, %1496 ], [ %1508, %1500 ]
  %1512 = phi ptr [ %1498, %1496 ], [ %1509, %1500 ]
  %1513 = trunc nuw i64 %1511 to i8
  store i8 %1513, ptr %1512, align 1, !tbaa !5
  br label %1517

1514:                                             ; preds = %1494
  %1515 = trunc nuw i64 %1487 to i8
  %1516 = shl nuw i8 %1515, 4
  store i8 %1516, ptr %1483, align 1, !tbaa !5
  br label %1517

1517:                                             ; preds = %1510, %1514
  %1518 = phi ptr [ %1512, %1510 ], [ %1483, %1514 ]
  %1519 = getelementptr inbounds i8, ptr %1518, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1519, ptr align 1 %1484, i64 %1487, i1 false)
  %1520 = getelementptr inbounds i8, ptr %1519, i64 %1487
  %1521 = ptrtoint ptr %1520 to i64
  %1522 = ptrtoint ptr %2 to i64
  %1523 = sub i64 %1521, %1522
  %1524 = trunc i64 %1523 to i32
  br label %1525

1525:                                             ; preds = %1234, %1408, %851, %1025, %1140, %1482, %1517, %759, %757, %754, %1097, %1132, %745, %390, %382, %31, %28
  %1526 = phi i32 [ %389, %382 ], [ 0, %28 ], [ 1, %31 ], [ %752, %745 ], [ 0, %390 ], [ 0, %754 ], [ 0, %757 ], [ 1, %759 ], [ %1139, %1132 ], [ 0, %1097 ], [ 0, %1140 ], [ %1524, %1517 ], [ 0, %1482 ], [ 0, %1025 ], [ 0, %851 ], [ 0, %1408 ], [ 0, %1234 ]
  ret i32 %1526
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @LZ4_initStream(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = icmp ne ptr %0, null
  %4 = icmp ugt i64 %1, 16415
  %5 = and i1 %3, %4
  %6 = ptrtoint ptr %0 to i64
  %7 = and i64 %6, 7
  %8 = icmp eq i64 %7, 0
  %9 = and i1 %5, %8
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  br label %11

11:                                               ; preds = %2, %10
  %12 = phi ptr [ %0, %10 ], [ null, %2 ]
  ret ptr %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_fast_extState_fastReset(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = ptrtoint ptr %1 to i64
  %8 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 65537)
  %10 = icmp ugt i32 %3, 2113929216
  br i1 %10, label %15, label %11

11:                                               ; preds = %6
  %12 = udiv i32 %3, 255
  %13 = add nuw nsw i32 %3, 16
  %14 = add nuw nsw i32 %13, %12
  br label %15

15:                                               ; preds = %6, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %6 ]
  %17 = icmp sgt i32 %16, %4
  %18 = icmp slt i32 %3, 65547
  %19 = getelementptr inbounds i8, ptr %0, i64 16404
  %20 = load i32, ptr %19, align 4, !tbaa !13
  br i1 %17, label %1134, label %21

21:                                               ; preds = %15
  br i1 %18, label %22, label %761

22:                                               ; preds = %21
  switch i32 %20, label %33 [
    i32 0, label %23
    i32 3, label %26
  ]

23:                                               ; preds = %22
  %24 = getelementptr inbounds i8, ptr %0, i64 16400
  %25 = load i32, ptr %24, align 8, !tbaa !8
  br label %36

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 16400
  %28 = load i32, ptr %27, align 8, !tbaa !8
  %29 = add i32 %28, %3
  %30 = icmp ugt i32 %29, 65534
  %31 = icmp sgt i32 %3, 4095
  %32 = or i1 %31, %30
  br i1 %32, label %33, label %36

33:                                               ; preds = %26, %22
  %34 = getelementptr inbounds i8, ptr %0, i64 16400
  %35 = getelementptr inbounds i8, ptr %0, i64 16408
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16412) %0, i8 0, i64 16412, i1 false)
  br label %409

36:                                               ; preds = %23, %26
  %37 = phi i32 [ %25, %23 ], [ %28, %26 ]
  %38 = getelementptr inbounds i8, ptr %0, i64 16400
  %39 = getelementptr inbounds i8, ptr %0, i64 16384
  %40 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 0, ptr %40, align 8, !tbaa !12
  %41 = icmp eq i32 %37, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  br i1 %41, label %409, label %42

42:                                               ; preds = %36
  br i1 %10, label %2317, label %43

43:                                               ; preds = %42
  %44 = icmp eq i32 %3, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %43
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %2317

46:                                               ; preds = %43
  %47 = zext i32 %37 to i64
  %48 = sub nsw i64 0, %47
  %49 = getelementptr inbounds i8, ptr %1, i64 %48
  %50 = zext nneg i32 %3 to i64
  %51 = getelementptr i8, ptr %1, i64 %50
  %52 = getelementptr i8, ptr %51, i64 -11
  %53 = getelementptr inbounds i8, ptr %51, i64 -5
  store i32 %3, ptr %40, align 8, !tbaa !12
  %54 = add i32 %37, %3
  store i32 %54, ptr %38, align 8, !tbaa !8
  store i32 3, ptr %19, align 4, !tbaa !13
  %55 = icmp ult i32 %3, 13
  br i1 %55, label %373, label %56

56:                                               ; preds = %46
  %57 = load i32, ptr %1, align 1, !tbaa !5
  %58 = mul i32 %57, -1640531535
  %59 = lshr i32 %58, 19
  %60 = ptrtoint ptr %49 to i64
  %61 = trunc i32 %37 to i16
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr inbounds i16, ptr %0, i64 %62
  store i16 %61, ptr %63, align 2, !tbaa !14
  %64 = shl nuw nsw i32 %9, 6
  %65 = or disjoint i32 %64, 1
  %66 = getelementptr inbounds i8, ptr %1, i64 2
  %67 = getelementptr inbounds i8, ptr %51, i64 -12
  %68 = getelementptr inbounds i8, ptr %51, i64 -8
  %69 = getelementptr inbounds i8, ptr %51, i64 -6
  br label %70

70:                                               ; preds = %56, %370
  %71 = phi ptr [ %66, %56 ], [ %371, %370 ]
  %72 = phi ptr [ %1, %56 ], [ %338, %370 ]
  %73 = phi ptr [ %2, %56 ], [ %339, %370 ]
  %74 = ptrtoint ptr %72 to i64
  %75 = getelementptr inbounds i8, ptr %72, i64 1
  %76 = load i32, ptr %75, align 1, !tbaa !5
  br label %77

77:                                               ; preds = %70, %110
  %78 = phi i32 [ %9, %70 ], [ %114, %110 ]
  %79 = phi i32 [ %65, %70 ], [ %113, %110 ]
  %80 = phi ptr [ %71, %70 ], [ %112, %110 ]
  %81 = phi i32 [ %76, %70 ], [ %91, %110 ]
  %82 = phi ptr [ %75, %70 ], [ %80, %110 ]
  %83 = mul i32 %81, -1640531535
  %84 = lshr i32 %83, 19
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds i16, ptr %0, i64 %85
  %87 = load i16, ptr %86, align 2, !tbaa !14
  %88 = zext i16 %87 to i32
  %89 = ptrtoint ptr %82 to i64
  %90 = sub i64 %89, %60
  %91 = load i32, ptr %80, align 1, !tbaa !5
  %92 = trunc i64 %90 to i16
  store i16 %92, ptr %86, align 2, !tbaa !14
  %93 = icmp ugt i32 %37, %88
  br i1 %93, label %110, label %94

94:                                               ; preds = %77
  %95 = zext i16 %87 to i64
  %96 = getelementptr inbounds i8, ptr %49, i64 %95
  %97 = load i32, ptr %96, align 1, !tbaa !5
  %98 = load i32, ptr %82, align 1, !tbaa !5
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %110

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %49, i64 %95
  %102 = trunc i64 %74 to i32
  %103 = trunc i64 %89 to i32
  %104 = sub i32 %103, %102
  %105 = add i32 %104, 239
  %106 = sub i32 %103, %102
  %107 = add i32 %106, -15
  %108 = sub i32 %103, %102
  %109 = add i32 %108, -270
  br label %116

110:                                              ; preds = %77, %94
  %111 = zext nneg i32 %78 to i64
  %112 = getelementptr inbounds i8, ptr %80, i64 %111
  %113 = add nuw nsw i32 %79, 1
  %114 = lshr i32 %79, 6
  %115 = icmp ugt ptr %112, %52
  br i1 %115, label %373, label %77, !prof !27

116:                                              ; preds = %100, %126
  %117 = phi i32 [ %109, %100 ], [ %135, %126 ]
  %118 = phi i32 [ %107, %100 ], [ %134, %126 ]
  %119 = phi i32 [ %105, %100 ], [ %133, %126 ]
  %120 = phi i32 [ 0, %100 ], [ %132, %126 ]
  %121 = phi ptr [ %101, %100 ], [ %129, %126 ]
  %122 = phi ptr [ %82, %100 ], [ %127, %126 ]
  %123 = icmp ugt ptr %122, %72
  %124 = icmp ugt ptr %121, %1
  %125 = and i1 %124, %123
  br i1 %125, label %126, label %136

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %122, i64 -1
  %128 = load i8, ptr %127, align 1, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %121, i64 -1
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = icmp eq i8 %128, %130
  %132 = add i32 %120, 1
  %133 = add i32 %119, -1
  %134 = add i32 %118, -1
  %135 = add i32 %117, -1
  br i1 %131, label %116, label %136, !llvm.loop !17

136:                                              ; preds = %126, %116
  %137 = ptrtoint ptr %122 to i64
  %138 = sub i64 %137, %74
  %139 = trunc i64 %138 to i32
  %140 = getelementptr i8, ptr %73, i64 1
  %141 = icmp ugt i32 %139, 14
  br i1 %141, label %142, label %167

142:                                              ; preds = %136
  %143 = add i32 %139, -15
  store i8 -16, ptr %73, align 1, !tbaa !5
  %144 = icmp sgt i32 %143, 254
  br i1 %144, label %145, label %162

145:                                              ; preds = %142
  %146 = tail call i32 @llvm.umin.i32(i32 %143, i32 509)
  %147 = add i32 %120, %146
  %148 = sub i32 %105, %147
  %149 = udiv i32 %148, 255
  %150 = add nuw nsw i32 %149, 1
  %151 = zext nneg i32 %150 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %140, i8 -1, i64 %151, i1 false), !tbaa !5
  %152 = tail call i32 @llvm.smin.i32(i32 %118, i32 509)
  %153 = sub i32 %119, %152
  %154 = freeze i32 %153
  %155 = udiv i32 %154, 255
  %156 = zext nneg i32 %155 to i64
  %157 = urem i32 %154, 255
  %158 = sub i32 %157, %154
  %159 = getelementptr i8, ptr %73, i64 2
  %160 = getelementptr i8, ptr %159, i64 %156
  %161 = add i32 %158, %117
  br label %162

162:                                              ; preds = %145, %142
  %163 = phi i32 [ %143, %142 ], [ %161, %145 ]
  %164 = phi ptr [ %140, %142 ], [ %160, %145 ]
  %165 = trunc i32 %163 to i8
  %166 = getelementptr inbounds i8, ptr %164, i64 1
  store i8 %165, ptr %164, align 1, !tbaa !5
  br label %170

167:                                              ; preds = %136
  %168 = trunc i64 %138 to i8
  %169 = shl nuw i8 %168, 4
  store i8 %169, ptr %73, align 1, !tbaa !5
  br label %170

170:                                              ; preds = %167, %162
  %171 = phi ptr [ %166, %162 ], [ %140, %167 ]
  %172 = ptrtoint ptr %171 to i64
  %173 = and i64 %138, 4294967295
  %174 = getelementptr inbounds i8, ptr %171, i64 %173
  %175 = xor i64 %172, -1
  %176 = add nuw i64 %173, %172
  %177 = add nuw i64 %172, 8
  %178 = tail call i64 @llvm.umax.i64(i64 %176, i64 %177)
  %179 = add i64 %178, %175
  %180 = lshr i64 %179, 3
  %181 = add nuw nsw i64 %180, 1
  %182 = icmp ult i64 %179, 24
  %183 = sub i64 %172, %74
  %184 = icmp ult i64 %183, 32
  %185 = or i1 %182, %184
  br i1 %185, label %206, label %186

186:                                              ; preds = %170
  %187 = and i64 %181, 4611686018427387900
  %188 = shl i64 %187, 3
  %189 = getelementptr i8, ptr %72, i64 %188
  %190 = shl i64 %187, 3
  %191 = getelementptr i8, ptr %171, i64 %190
  br label %192

192:                                              ; preds = %192, %186
  %193 = phi i64 [ 0, %186 ], [ %202, %192 ]
  %194 = shl i64 %193, 3
  %195 = getelementptr i8, ptr %72, i64 %194
  %196 = shl i64 %193, 3
  %197 = getelementptr i8, ptr %171, i64 %196
  %198 = getelementptr i8, ptr %195, i64 16
  %199 = load <2 x i64>, ptr %195, align 1
  %200 = load <2 x i64>, ptr %198, align 1
  %201 = getelementptr i8, ptr %197, i64 16
  store <2 x i64> %199, ptr %197, align 1
  store <2 x i64> %200, ptr %201, align 1
  %202 = add nuw i64 %193, 4
  %203 = icmp eq i64 %202, %187
  br i1 %203, label %204, label %192, !llvm.loop !35

204:                                              ; preds = %192
  %205 = icmp eq i64 %181, %187
  br i1 %205, label %216, label %206

206:                                              ; preds = %204, %170
  %207 = phi ptr [ %72, %170 ], [ %189, %204 ]
  %208 = phi ptr [ %171, %170 ], [ %191, %204 ]
  br label %209

209:                                              ; preds = %206, %209
  %210 = phi ptr [ %214, %209 ], [ %207, %206 ]
  %211 = phi ptr [ %213, %209 ], [ %208, %206 ]
  %212 = load i64, ptr %210, align 1
  store i64 %212, ptr %211, align 1
  %213 = getelementptr inbounds i8, ptr %211, i64 8
  %214 = getelementptr inbounds i8, ptr %210, i64 8
  %215 = icmp ult ptr %213, %174
  br i1 %215, label %209, label %216, !llvm.loop !36

216:                                              ; preds = %209, %204
  br label %217

217:                                              ; preds = %216, %368
  %218 = phi ptr [ %339, %368 ], [ %73, %216 ]
  %219 = phi ptr [ %361, %368 ], [ %121, %216 ]
  %220 = phi ptr [ %369, %368 ], [ %174, %216 ]
  %221 = phi ptr [ %338, %368 ], [ %122, %216 ]
  %222 = ptrtoint ptr %221 to i64
  %223 = ptrtoint ptr %219 to i64
  %224 = sub i64 %222, %223
  %225 = trunc i64 %224 to i16
  store i16 %225, ptr %220, align 1, !tbaa !5
  %226 = getelementptr inbounds i8, ptr %220, i64 2
  %227 = getelementptr inbounds i8, ptr %221, i64 4
  %228 = getelementptr inbounds i8, ptr %219, i64 4
  %229 = icmp ugt ptr %67, %227
  br i1 %229, label %230, label %245, !prof !23

230:                                              ; preds = %217
  %231 = load i64, ptr %228, align 1, !tbaa !5
  %232 = load i64, ptr %227, align 1, !tbaa !5
  %233 = icmp eq i64 %231, %232
  br i1 %233, label %234, label %237

234:                                              ; preds = %230
  %235 = getelementptr inbounds i8, ptr %221, i64 12
  %236 = getelementptr inbounds i8, ptr %219, i64 12
  br label %245

237:                                              ; preds = %230
  %238 = xor i64 %232, %231
  %239 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %238, i1 true)
  %240 = trunc nuw nsw i64 %239 to i32
  %241 = lshr i32 %240, 3
  %242 = add nuw nsw i32 %241, 4
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds i8, ptr %221, i64 %243
  br label %331

245:                                              ; preds = %234, %217
  %246 = phi ptr [ %228, %217 ], [ %236, %234 ]
  %247 = phi ptr [ %227, %217 ], [ %235, %234 ]
  %248 = icmp ult ptr %247, %67
  br i1 %248, label %249, label %264, !prof !24

249:                                              ; preds = %245, %260
  %250 = phi ptr [ %261, %260 ], [ %247, %245 ]
  %251 = phi ptr [ %262, %260 ], [ %246, %245 ]
  %252 = load i64, ptr %251, align 1, !tbaa !5
  %253 = load i64, ptr %250, align 1, !tbaa !5
  %254 = icmp eq i64 %252, %253
  br i1 %254, label %260, label %255

255:                                              ; preds = %249
  %256 = xor i64 %253, %252
  %257 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %256, i1 true)
  %258 = lshr i64 %257, 3
  %259 = getelementptr inbounds i8, ptr %250, i64 %258
  br label %296

260:                                              ; preds = %249
  %261 = getelementptr inbounds i8, ptr %250, i64 8
  %262 = getelementptr inbounds i8, ptr %251, i64 8
  %263 = icmp ult ptr %261, %67
  br i1 %263, label %249, label %264, !prof !25

264:                                              ; preds = %260, %245
  %265 = phi ptr [ %246, %245 ], [ %262, %260 ]
  %266 = phi ptr [ %247, %245 ], [ %261, %260 ]
  %267 = icmp ult ptr %266, %68
  br i1 %267, label %268, label %275

268:                                              ; preds = %264
  %269 = load i32, ptr %265, align 1, !tbaa !5
  %270 = load i32, ptr %266, align 1, !tbaa !5
  %271 = icmp eq i32 %269, %270
  br i1 %271, label %272, label %275

272:                                              ; preds = %268
  %273 = getelementptr inbounds i8, ptr %266, i64 4
  %274 = getelementptr inbounds i8, ptr %265, i64 4
  br label %275

275:                                              ; preds = %272, %268, %264
  %276 = phi ptr [ %274, %272 ], [ %265, %268 ], [ %265, %264 ]
  %277 = phi ptr [ %273, %272 ], [ %266, %268 ], [ %266, %264 ]
  %278 = icmp ult ptr %277, %69
  br i1 %278, label %279, label %286

279:                                              ; preds = %275
  %280 = load i16, ptr %276, align 1, !tbaa !5
  %281 = load i16, ptr %277, align 1, !tbaa !5
  %282 = icmp eq i16 %280, %281
  br i1 %282, label %283, label %286

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %277, i64 2
  %285 = getelementptr inbounds i8, ptr %276, i64 2
  br label %286

286:                                              ; preds = %283, %279, %275
  %287 = phi ptr [ %285, %283 ], [ %276, %279 ], [ %276, %275 ]
  %288 = phi ptr [ %284, %283 ], [ %277, %279 ], [ %277, %275 ]
  %289 = icmp ult ptr %288, %53
  br i1 %289, label %290, label %296

290:                                              ; preds = %286
  %291 = load i8, ptr %287, align 1, !tbaa !5
  %292 = load i8, ptr %288, align 1, !tbaa !5
  %293 = icmp eq i8 %291, %292
  %294 = zext i1 %293 to i64
  %295 = getelementptr inbounds i8, ptr %288, i64 %294
  br label %296

296:                                              ; preds = %286, %290, %255
  %297 = phi ptr [ %259, %255 ], [ %288, %286 ], [ %295, %290 ]
  %298 = ptrtoint ptr %297 to i64
  %299 = ptrtoint ptr %227 to i64
  %300 = sub i64 %298, %299
  %301 = freeze i64 %300
  %302 = trunc i64 %301 to i32
  %303 = and i64 %301, 4294967295
  %304 = add nuw nsw i64 %303, 4
  %305 = getelementptr inbounds i8, ptr %221, i64 %304
  %306 = icmp ugt i32 %302, 14
  br i1 %306, label %307, label %331

307:                                              ; preds = %296
  %308 = load i8, ptr %218, align 1, !tbaa !5
  %309 = add i8 %308, 15
  store i8 %309, ptr %218, align 1, !tbaa !5
  %310 = add i32 %302, -15
  store i32 -1, ptr %226, align 1, !tbaa !5
  %311 = icmp ugt i32 %310, 1019
  br i1 %311, label %312, label %321

312:                                              ; preds = %307
  %313 = getelementptr i8, ptr %220, i64 6
  %314 = add i32 %302, -1035
  %315 = udiv i32 %314, 1020
  %316 = shl nuw nsw i32 %315, 2
  %317 = zext nneg i32 %316 to i64
  %318 = add nuw nsw i64 %317, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %313, i8 -1, i64 %318, i1 false), !tbaa !5
  %319 = urem i32 %314, 1020
  %320 = getelementptr i8, ptr %313, i64 %317
  br label %321

321:                                              ; preds = %312, %307
  %322 = phi i32 [ %310, %307 ], [ %319, %312 ]
  %323 = phi ptr [ %226, %307 ], [ %320, %312 ]
  %324 = trunc nuw i32 %322 to i16
  %325 = udiv i16 %324, 255
  %326 = zext nneg i16 %325 to i64
  %327 = getelementptr inbounds i8, ptr %323, i64 %326
  %328 = urem i16 %324, 255
  %329 = trunc nuw i16 %328 to i8
  %330 = getelementptr inbounds i8, ptr %327, i64 1
  store i8 %329, ptr %327, align 1, !tbaa !5
  br label %337

331:                                              ; preds = %237, %296
  %332 = phi ptr [ %244, %237 ], [ %305, %296 ]
  %333 = phi i32 [ %241, %237 ], [ %302, %296 ]
  %334 = load i8, ptr %218, align 1, !tbaa !5
  %335 = trunc nuw i32 %333 to i8
  %336 = add i8 %334, %335
  store i8 %336, ptr %218, align 1, !tbaa !5
  br label %337

337:                                              ; preds = %331, %321
  %338 = phi ptr [ %305, %321 ], [ %332, %331 ]
  %339 = phi ptr [ %330, %321 ], [ %226, %331 ]
  %340 = icmp ult ptr %338, %52
  br i1 %340, label %341, label %373

341:                                              ; preds = %337
  %342 = getelementptr inbounds i8, ptr %338, i64 -2
  %343 = load i32, ptr %342, align 1, !tbaa !5
  %344 = mul i32 %343, -1640531535
  %345 = lshr i32 %344, 19
  %346 = ptrtoint ptr %342 to i64
  %347 = sub i64 %346, %60
  %348 = trunc i64 %347 to i16
  %349 = zext nneg i32 %345 to i64
  %350 = getelementptr inbounds i16, ptr %0, i64 %349
  store i16 %348, ptr %350, align 2, !tbaa !14
  %351 = load i32, ptr %338, align 1, !tbaa !5
  %352 = mul i32 %351, -1640531535
  %353 = lshr i32 %352, 19
  %354 = ptrtoint ptr %338 to i64
  %355 = sub i64 %354, %60
  %356 = zext nneg i32 %353 to i64
  %357 = getelementptr inbounds i16, ptr %0, i64 %356
  %358 = load i16, ptr %357, align 2, !tbaa !14
  %359 = zext i16 %358 to i32
  %360 = zext i16 %358 to i64
  %361 = getelementptr inbounds i8, ptr %49, i64 %360
  %362 = trunc i64 %355 to i16
  store i16 %362, ptr %357, align 2, !tbaa !14
  %363 = icmp ugt i32 %37, %359
  br i1 %363, label %370, label %364

364:                                              ; preds = %341
  %365 = load i32, ptr %361, align 1, !tbaa !5
  %366 = load i32, ptr %338, align 1, !tbaa !5
  %367 = icmp eq i32 %365, %366
  br i1 %367, label %368, label %370

368:                                              ; preds = %364
  %369 = getelementptr inbounds i8, ptr %339, i64 1
  store i8 0, ptr %339, align 1, !tbaa !5
  br label %217

370:                                              ; preds = %364, %341
  %371 = getelementptr inbounds i8, ptr %338, i64 2
  %372 = icmp ugt ptr %371, %52
  br i1 %372, label %373, label %70, !prof !30

373:                                              ; preds = %370, %110, %337, %46
  %374 = phi ptr [ %2, %46 ], [ %339, %337 ], [ %73, %110 ], [ %339, %370 ]
  %375 = phi ptr [ %1, %46 ], [ %338, %337 ], [ %72, %110 ], [ %338, %370 ]
  %376 = ptrtoint ptr %51 to i64
  %377 = ptrtoint ptr %375 to i64
  %378 = sub i64 %376, %377
  %379 = icmp ugt i64 %378, 14
  br i1 %379, label %380, label %398

380:                                              ; preds = %373
  %381 = add i64 %378, -15
  store i8 -16, ptr %374, align 1, !tbaa !5
  %382 = getelementptr i8, ptr %374, i64 1
  %383 = icmp ugt i64 %381, 254
  br i1 %383, label %384, label %394

384:                                              ; preds = %380
  %385 = add i64 %7, %50
  %386 = add i64 %385, -270
  %387 = sub i64 %386, %377
  %388 = udiv i64 %387, 255
  %389 = add nuw nsw i64 %388, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %382, i8 -1, i64 %389, i1 false), !tbaa !5
  %390 = mul i64 %388, -255
  %391 = add nuw nsw i64 %388, 2
  %392 = add i64 %390, %387
  %393 = getelementptr i8, ptr %374, i64 %391
  br label %394

394:                                              ; preds = %384, %380
  %395 = phi i64 [ %381, %380 ], [ %392, %384 ]
  %396 = phi ptr [ %382, %380 ], [ %393, %384 ]
  %397 = trunc nuw i64 %395 to i8
  store i8 %397, ptr %396, align 1, !tbaa !5
  br label %401

398:                                              ; preds = %373
  %399 = trunc nuw i64 %378 to i8
  %400 = shl nuw i8 %399, 4
  store i8 %400, ptr %374, align 1, !tbaa !5
  br label %401

401:                                              ; preds = %394, %398
  %402 = phi ptr [ %396, %394 ], [ %374, %398 ]
  %403 = getelementptr inbounds i8, ptr %402, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %403, ptr align 1 %375, i64 %378, i1 false)
  %404 = getelementptr inbounds i8, ptr %403, i64 %378
  %405 = ptrtoint ptr %404 to i64
  %406 = ptrtoint ptr %2 to i64
  %407 = sub i64 %405, %406
  %408 = trunc i64 %407 to i32
  br label %2317

409:                                              ; preds = %33, %36
  %410 = phi ptr [ %35, %33 ], [ %40, %36 ]
  %411 = phi ptr [ %34, %33 ], [ %38, %36 ]
  br i1 %10, label %2317, label %412

412:                                              ; preds = %409
  %413 = icmp eq i32 %3, 0
  br i1 %413, label %414, label %415

414:                                              ; preds = %412
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %2317

415:                                              ; preds = %412
  %416 = zext nneg i32 %3 to i64
  %417 = getelementptr inbounds i8, ptr %1, i64 %416
  %418 = getelementptr inbounds i8, ptr %417, i64 -11
  %419 = getelementptr inbounds i8, ptr %417, i64 -5
  store i32 %3, ptr %410, align 8, !tbaa !12
  store i32 %3, ptr %411, align 8, !tbaa !8
  store i32 3, ptr %19, align 4, !tbaa !13
  %420 = icmp ult i32 %3, 13
  br i1 %420, label %725, label %421

421:                                              ; preds = %415
  %422 = load i32, ptr %1, align 1, !tbaa !5
  %423 = mul i32 %422, -1640531535
  %424 = lshr i32 %423, 19
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr inbounds i16, ptr %0, i64 %425
  store i16 0, ptr %426, align 2, !tbaa !14
  %427 = shl nuw nsw i32 %9, 6
  %428 = getelementptr inbounds i8, ptr %417, i64 -12
  %429 = getelementptr inbounds i8, ptr %417, i64 -8
  %430 = getelementptr inbounds i8, ptr %417, i64 -6
  br label %431

431:                                              ; preds = %697, %421
  %432 = phi ptr [ %2, %421 ], [ %695, %697 ]
  %433 = phi ptr [ %1, %421 ], [ %694, %697 ]
  %434 = ptrtoint ptr %433 to i64
  %435 = getelementptr inbounds i8, ptr %433, i64 1
  %436 = load i32, ptr %435, align 1, !tbaa !5
  br label %437

437:                                              ; preds = %445, %431
  %438 = phi ptr [ %435, %431 ], [ %443, %445 ]
  %439 = phi i32 [ 1, %431 ], [ %446, %445 ]
  %440 = phi i32 [ %427, %431 ], [ %447, %445 ]
  %441 = phi i32 [ %436, %431 ], [ %457, %445 ]
  %442 = zext nneg i32 %439 to i64
  %443 = getelementptr inbounds i8, ptr %438, i64 %442
  %444 = icmp ugt ptr %443, %418
  br i1 %444, label %725, label %445, !prof !16

445:                                              ; preds = %437
  %446 = lshr i32 %440, 6
  %447 = add nuw nsw i32 %440, 1
  %448 = mul i32 %441, -1640531535
  %449 = lshr i32 %448, 19
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr inbounds i16, ptr %0, i64 %450
  %452 = load i16, ptr %451, align 2, !tbaa !14
  %453 = ptrtoint ptr %438 to i64
  %454 = sub i64 %453, %7
  %455 = zext i16 %452 to i64
  %456 = getelementptr inbounds i8, ptr %1, i64 %455
  %457 = load i32, ptr %443, align 1, !tbaa !5
  %458 = trunc i64 %454 to i16
  store i16 %458, ptr %451, align 2, !tbaa !14
  %459 = load i32, ptr %456, align 1, !tbaa !5
  %460 = load i32, ptr %438, align 1, !tbaa !5
  %461 = icmp eq i32 %459, %460
  br i1 %461, label %462, label %437

462:                                              ; preds = %445
  %463 = getelementptr inbounds i8, ptr %1, i64 %455
  %464 = trunc i64 %434 to i32
  %465 = trunc i64 %453 to i32
  %466 = sub i32 %465, %464
  %467 = add i32 %466, 239
  %468 = sub i32 %465, %464
  %469 = add i32 %468, -15
  %470 = sub i32 %465, %464
  %471 = add i32 %470, -270
  br label %472

472:                                              ; preds = %462, %482
  %473 = phi i32 [ %471, %462 ], [ %491, %482 ]
  %474 = phi i32 [ %469, %462 ], [ %490, %482 ]
  %475 = phi i32 [ %467, %462 ], [ %489, %482 ]
  %476 = phi i32 [ 0, %462 ], [ %488, %482 ]
  %477 = phi ptr [ %463, %462 ], [ %485, %482 ]
  %478 = phi ptr [ %438, %462 ], [ %483, %482 ]
  %479 = icmp ugt ptr %478, %433
  %480 = icmp ugt ptr %477, %1
  %481 = and i1 %480, %479
  br i1 %481, label %482, label %492

482:                                              ; preds = %472
  %483 = getelementptr inbounds i8, ptr %478, i64 -1
  %484 = load i8, ptr %483, align 1, !tbaa !5
  %485 = getelementptr inbounds i8, ptr %477, i64 -1
  %486 = load i8, ptr %485, align 1, !tbaa !5
  %487 = icmp eq i8 %484, %486
  %488 = add i32 %476, 1
  %489 = add i32 %475, -1
  %490 = add i32 %474, -1
  %491 = add i32 %473, -1
  br i1 %487, label %472, label %492, !llvm.loop !17

492:                                              ; preds = %482, %472
  %493 = ptrtoint ptr %478 to i64
  %494 = sub i64 %493, %434
  %495 = trunc i64 %494 to i32
  %496 = getelementptr i8, ptr %432, i64 1
  %497 = icmp ugt i32 %495, 14
  br i1 %497, label %498, label %523

498:                                              ; preds = %492
  %499 = add i32 %495, -15
  store i8 -16, ptr %432, align 1, !tbaa !5
  %500 = icmp sgt i32 %499, 254
  br i1 %500, label %501, label %518

501:                                              ; preds = %498
  %502 = tail call i32 @llvm.umin.i32(i32 %499, i32 509)
  %503 = add i32 %476, %502
  %504 = sub i32 %467, %503
  %505 = udiv i32 %504, 255
  %506 = add nuw nsw i32 %505, 1
  %507 = zext nneg i32 %506 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %496, i8 -1, i64 %507, i1 false), !tbaa !5
  %508 = tail call i32 @llvm.smin.i32(i32 %474, i32 509)
  %509 = sub i32 %475, %508
  %510 = freeze i32 %509
  %511 = udiv i32 %510, 255
  %512 = zext nneg i32 %511 to i64
  %513 = urem i32 %510, 255
  %514 = sub i32 %513, %510
  %515 = getelementptr i8, ptr %432, i64 2
  %516 = getelementptr i8, ptr %515, i64 %512
  %517 = add i32 %514, %473
  br label %518

518:                                              ; preds = %501, %498
  %519 = phi i32 [ %499, %498 ], [ %517, %501 ]
  %520 = phi ptr [ %496, %498 ], [ %516, %501 ]
  %521 = trunc i32 %519 to i8
  %522 = getelementptr inbounds i8, ptr %520, i64 1
  store i8 %521, ptr %520, align 1, !tbaa !5
  br label %526

523:                                              ; preds = %492
  %524 = trunc i64 %494 to i8
  %525 = shl nuw i8 %524, 4
  store i8 %525, ptr %432, align 1, !tbaa !5
  br label %526

526:                                              ; preds = %523, %518
  %527 = phi ptr [ %522, %518 ], [ %496, %523 ]
  %528 = ptrtoint ptr %527 to i64
  %529 = and i64 %494, 4294967295
  %530 = getelementptr inbounds i8, ptr %527, i64 %529
  %531 = xor i64 %528, -1
  %532 = add nuw i64 %529, %528
  %533 = add nuw i64 %528, 8
  %534 = tail call i64 @llvm.umax.i64(i64 %532, i64 %533)
  %535 = add i64 %534, %531
  %536 = lshr i64 %535, 3
  %537 = add nuw nsw i64 %536, 1
  %538 = icmp ult i64 %535, 24
  %539 = sub i64 %528, %434
  %540 = icmp ult i64 %539, 32
  %541 = or i1 %538, %540
  br i1 %541, label %562, label %542

542:                                              ; preds = %526
  %543 = and i64 %537, 4611686018427387900
  %544 = shl i64 %543, 3
  %545 = getelementptr i8, ptr %433, i64 %544
  %546 = shl i64 %543, 3
  %547 = getelementptr i8, ptr %527, i64 %546
  br label %548

548:                                              ; preds = %548, %542
  %549 = phi i64 [ 0, %542 ], [ %558, %548 ]
  %550 = shl i64 %549, 3
  %551 = getelementptr i8, ptr %433, i64 %550
  %552 = shl i64 %549, 3
  %553 = getelementptr i8, ptr %527, i64 %552
  %554 = getelementptr i8, ptr %551, i64 16
  %555 = load <2 x i64>, ptr %551, align 1
  %556 = load <2 x i64>, ptr %554, align 1
  %557 = getelementptr i8, ptr %553, i64 16
  store <2 x i64> %555, ptr %553, align 1
  store <2 x i64> %556, ptr %557, align 1
  %558 = add nuw i64 %549, 4
  %559 = icmp eq i64 %558, %543
  br i1 %559, label %560, label %548, !llvm.loop !37

560:                                              ; preds = %548
  %561 = icmp eq i64 %537, %543
  br i1 %561, label %572, label %562

562:                                              ; preds = %560, %526
  %563 = phi ptr [ %433, %526 ], [ %545, %560 ]
  %564 = phi ptr [ %527, %526 ], [ %547, %560 ]
  br label %565

565:                                              ; preds = %562, %565
  %566 = phi ptr [ %570, %565 ], [ %563, %562 ]
  %567 = phi ptr [ %569, %565 ], [ %564, %562 ]
  %568 = load i64, ptr %566, align 1
  store i64 %568, ptr %567, align 1
  %569 = getelementptr inbounds i8, ptr %567, i64 8
  %570 = getelementptr inbounds i8, ptr %566, i64 8
  %571 = icmp ult ptr %569, %530
  br i1 %571, label %565, label %572, !llvm.loop !38

572:                                              ; preds = %565, %560
  br label %573

573:                                              ; preds = %572, %721
  %574 = phi ptr [ %695, %721 ], [ %432, %572 ]
  %575 = phi ptr [ %716, %721 ], [ %477, %572 ]
  %576 = phi ptr [ %722, %721 ], [ %530, %572 ]
  %577 = phi ptr [ %694, %721 ], [ %478, %572 ]
  %578 = ptrtoint ptr %577 to i64
  %579 = ptrtoint ptr %575 to i64
  %580 = sub i64 %578, %579
  %581 = trunc i64 %580 to i16
  store i16 %581, ptr %576, align 1, !tbaa !5
  %582 = getelementptr inbounds i8, ptr %576, i64 2
  %583 = getelementptr inbounds i8, ptr %577, i64 4
  %584 = getelementptr inbounds i8, ptr %575, i64 4
  %585 = icmp ugt ptr %428, %583
  br i1 %585, label %586, label %601, !prof !23

586:                                              ; preds = %573
  %587 = load i64, ptr %584, align 1, !tbaa !5
  %588 = load i64, ptr %583, align 1, !tbaa !5
  %589 = icmp eq i64 %587, %588
  br i1 %589, label %590, label %593

590:                                              ; preds = %586
  %591 = getelementptr inbounds i8, ptr %577, i64 12
  %592 = getelementptr inbounds i8, ptr %575, i64 12
  br label %601

593:                                              ; preds = %586
  %594 = xor i64 %588, %587
  %595 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %594, i1 true)
  %596 = trunc nuw nsw i64 %595 to i32
  %597 = lshr i32 %596, 3
  %598 = add nuw nsw i32 %597, 4
  %599 = zext nneg i32 %598 to i64
  %600 = getelementptr inbounds i8, ptr %577, i64 %599
  br label %687

601:                                              ; preds = %590, %573
  %602 = phi ptr [ %584, %573 ], [ %592, %590 ]
  %603 = phi ptr [ %583, %573 ], [ %591, %590 ]
  %604 = icmp ult ptr %603, %428
  br i1 %604, label %605, label %620, !prof !24

605:                                              ; preds = %601, %616
  %606 = phi ptr [ %617, %616 ], [ %603, %601 ]
  %607 = phi ptr [ %618, %616 ], [ %602, %601 ]
  %608 = load i64, ptr %607, align 1, !tbaa !5
  %609 = load i64, ptr %606, align 1, !tbaa !5
  %610 = icmp eq i64 %608, %609
  br i1 %610, label %616, label %611

611:                                              ; preds = %605
  %612 = xor i64 %609, %608
  %613 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %612, i1 true)
  %614 = lshr i64 %613, 3
  %615 = getelementptr inbounds i8, ptr %606, i64 %614
  br label %652

616:                                              ; preds = %605
  %617 = getelementptr inbounds i8, ptr %606, i64 8
  %618 = getelementptr inbounds i8, ptr %607, i64 8
  %619 = icmp ult ptr %617, %428
  br i1 %619, label %605, label %620, !prof !25

620:                                              ; preds = %616, %601
  %621 = phi ptr [ %602, %601 ], [ %618, %616 ]
  %622 = phi ptr [ %603, %601 ], [ %617, %616 ]
  %623 = icmp ult ptr %622, %429
  br i1 %623, label %624, label %631

624:                                              ; preds = %620
  %625 = load i32, ptr %621, align 1, !tbaa !5
  %626 = load i32, ptr %622, align 1, !tbaa !5
  %627 = icmp eq i32 %625, %626
  br i1 %627, label %628, label %631

628:                                              ; preds = %624
  %629 = getelementptr inbounds i8, ptr %622, i64 4
  %630 = getelementptr inbounds i8, ptr %621, i64 4
  br label %631

631:                                              ; preds = %628, %624, %620
  %632 = phi ptr [ %630, %628 ], [ %621, %624 ], [ %621, %620 ]
  %633 = phi ptr [ %629, %628 ], [ %622, %624 ], [ %622, %620 ]
  %634 = icmp ult ptr %633, %430
  br i1 %634, label %635, label %642

635:                                              ; preds = %631
  %636 = load i16, ptr %632, align 1, !tbaa !5
  %637 = load i16, ptr %633, align 1, !tbaa !5
  %638 = icmp eq i16 %636, %637
  br i1 %638, label %639, label %642

639:                                              ; preds = %635
  %640 = getelementptr inbounds i8, ptr %633, i64 2
  %641 = getelementptr inbounds i8, ptr %632, i64 2
  br label %642

642:                                              ; preds = %639, %635, %631
  %643 = phi ptr [ %641, %639 ], [ %632, %635 ], [ %632, %631 ]
  %644 = phi ptr [ %640, %639 ], [ %633, %635 ], [ %633, %631 ]
  %645 = icmp ult ptr %644, %419
  br i1 %645, label %646, label %652

646:                                              ; preds = %642
  %647 = load i8, ptr %643, align 1, !tbaa !5
  %648 = load i8, ptr %644, align 1, !tbaa !5
  %649 = icmp eq i8 %647, %648
  %650 = zext i1 %649 to i64
  %651 = getelementptr inbounds i8, ptr %644, i64 %650
  br label %652

652:                                              ; preds = %642, %646, %611
  %653 = phi ptr [ %615, %611 ], [ %644, %642 ], [ %651, %646 ]
  %654 = ptrtoint ptr %653 to i64
  %655 = ptrtoint ptr %583 to i64
  %656 = sub i64 %654, %655
  %657 = freeze i64 %656
  %658 = trunc i64 %657 to i32
  %659 = and i64 %657, 4294967295
  %660 = add nuw nsw i64 %659, 4
  %661 = getelementptr inbounds i8, ptr %577, i64 %660
  %662 = icmp ugt i32 %658, 14
  br i1 %662, label %663, label %687

663:                                              ; preds = %652
  %664 = load i8, ptr %574, align 1, !tbaa !5
  %665 = add i8 %664, 15
  store i8 %665, ptr %574, align 1, !tbaa !5
  %666 = add i32 %658, -15
  store i32 -1, ptr %582, align 1, !tbaa !5
  %667 = icmp ugt i32 %666, 1019
  br i1 %667, label %668, label %677

668:                                              ; preds = %663
  %669 = getelementptr i8, ptr %576, i64 6
  %670 = add i32 %658, -1035
  %671 = udiv i32 %670, 1020
  %672 = shl nuw nsw i32 %671, 2
  %673 = zext nneg i32 %672 to i64
  %674 = add nuw nsw i64 %673, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %669, i8 -1, i64 %674, i1 false), !tbaa !5
  %675 = urem i32 %670, 1020
  %676 = getelementptr i8, ptr %669, i64 %673
  br label %677

677:                                              ; preds = %668, %663
  %678 = phi i32 [ %666, %663 ], [ %675, %668 ]
  %679 = phi ptr [ %582, %663 ], [ %676, %668 ]
  %680 = trunc nuw i32 %678 to i16
  %681 = udiv i16 %680, 255
  %682 = zext nneg i16 %681 to i64
  %683 = getelementptr inbounds i8, ptr %679, i64 %682
  %684 = urem i16 %680, 255
  %685 = trunc nuw i16 %684 to i8
  %686 = getelementptr inbounds i8, ptr %683, i64 1
  store i8 %685, ptr %683, align 1, !tbaa !5
  br label %693

687:                                              ; preds = %593, %652
  %688 = phi ptr [ %600, %593 ], [ %661, %652 ]
  %689 = phi i32 [ %597, %593 ], [ %658, %652 ]
  %690 = load i8, ptr %574, align 1, !tbaa !5
  %691 = trunc nuw i32 %689 to i8
  %692 = add i8 %690, %691
  store i8 %692, ptr %574, align 1, !tbaa !5
  br label %693

693:                                              ; preds = %687, %677
  %694 = phi ptr [ %661, %677 ], [ %688, %687 ]
  %695 = phi ptr [ %686, %677 ], [ %582, %687 ]
  %696 = icmp ult ptr %694, %418
  br i1 %696, label %697, label %723

697:                                              ; preds = %693
  %698 = getelementptr inbounds i8, ptr %694, i64 -2
  %699 = load i32, ptr %698, align 1, !tbaa !5
  %700 = mul i32 %699, -1640531535
  %701 = lshr i32 %700, 19
  %702 = ptrtoint ptr %698 to i64
  %703 = sub i64 %702, %7
  %704 = trunc i64 %703 to i16
  %705 = zext nneg i32 %701 to i64
  %706 = getelementptr inbounds i16, ptr %0, i64 %705
  store i16 %704, ptr %706, align 2, !tbaa !14
  %707 = load i32, ptr %694, align 1, !tbaa !5
  %708 = mul i32 %707, -1640531535
  %709 = lshr i32 %708, 19
  %710 = ptrtoint ptr %694 to i64
  %711 = sub i64 %710, %7
  %712 = zext nneg i32 %709 to i64
  %713 = getelementptr inbounds i16, ptr %0, i64 %712
  %714 = load i16, ptr %713, align 2, !tbaa !14
  %715 = zext i16 %714 to i64
  %716 = getelementptr inbounds i8, ptr %1, i64 %715
  %717 = trunc i64 %711 to i16
  store i16 %717, ptr %713, align 2, !tbaa !14
  %718 = load i32, ptr %716, align 1, !tbaa !5
  %719 = load i32, ptr %694, align 1, !tbaa !5
  %720 = icmp eq i32 %718, %719
  br i1 %720, label %721, label %431

721:                                              ; preds = %697
  %722 = getelementptr inbounds i8, ptr %695, i64 1
  store i8 0, ptr %695, align 1, !tbaa !5
  br label %573

723:                                              ; preds = %693
  %724 = ptrtoint ptr %694 to i64
  br label %725

725:                                              ; preds = %437, %723, %415
  %726 = phi i64 [ %724, %723 ], [ %7, %415 ], [ %434, %437 ]
  %727 = phi ptr [ %695, %723 ], [ %2, %415 ], [ %432, %437 ]
  %728 = phi ptr [ %694, %723 ], [ %1, %415 ], [ %433, %437 ]
  %729 = ptrtoint ptr %417 to i64
  %730 = sub i64 %729, %726
  %731 = icmp ugt i64 %730, 14
  br i1 %731, label %732, label %750

732:                                              ; preds = %725
  %733 = add i64 %730, -15
  store i8 -16, ptr %727, align 1, !tbaa !5
  %734 = getelementptr i8, ptr %727, i64 1
  %735 = icmp ugt i64 %733, 254
  br i1 %735, label %736, label %746

736:                                              ; preds = %732
  %737 = add i64 %7, %416
  %738 = add i64 %737, -270
  %739 = sub i64 %738, %726
  %740 = udiv i64 %739, 255
  %741 = add nuw nsw i64 %740, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %734, i8 -1, i64 %741, i1 false), !tbaa !5
  %742 = mul i64 %740, -255
  %743 = add nuw nsw i64 %740, 2
  %744 = add i64 %742, %739
  %745 = getelementptr i8, ptr %727, i64 %743
  br label %746

746:                                              ; preds = %736, %732
  %747 = phi i64 [ %733, %732 ], [ %744, %736 ]
  %748 = phi ptr [ %734, %732 ], [ %745, %736 ]
  %749 = trunc nuw i64 %747 to i8
  store i8 %749, ptr %748, align 1, !tbaa !5
  br label %753

750:                                              ; preds = %725
  %751 = trunc nuw i64 %730 to i8
  %752 = shl nuw i8 %751, 4
  store i8 %752, ptr %727, align 1, !tbaa !5
  br label %753

753:                                              ; preds = %746, %750
  %754 = phi ptr [ %748, %746 ], [ %727, %750 ]
  %755 = getelementptr inbounds i8, ptr %754, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %755, ptr align 1 %728, i64 %730, i1 false)
  %756 = getelementptr inbounds i8, ptr %755, i64 %730
  %757 = ptrtoint ptr %756 to i64
  %758 = ptrtoint ptr %2 to i64
  %759 = sub i64 %757, %758
  %760 = trunc i64 %759 to i32
  br label %2317

761:                                              ; preds = %21
  %762 = icmp eq i32 %20, 0
  br i1 %762, label %766, label %763

763:                                              ; preds = %761
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16384) %0, i8 0, i64 16384, i1 false)
  %764 = getelementptr inbounds i8, ptr %0, i64 16400
  store i32 0, ptr %764, align 8, !tbaa !8
  store i32 0, ptr %19, align 4, !tbaa !13
  %765 = getelementptr inbounds i8, ptr %0, i64 16400
  br label %773

766:                                              ; preds = %761
  %767 = getelementptr inbounds i8, ptr %0, i64 16400
  %768 = load i32, ptr %767, align 8, !tbaa !8
  %769 = getelementptr inbounds i8, ptr %0, i64 16400
  %770 = icmp eq i32 %768, 0
  br i1 %770, label %773, label %771

771:                                              ; preds = %766
  %772 = add i32 %768, 65536
  store i32 %772, ptr %769, align 8, !tbaa !8
  br label %773

773:                                              ; preds = %763, %766, %771
  %774 = phi ptr [ %769, %766 ], [ %769, %771 ], [ %765, %763 ]
  %775 = phi i32 [ 0, %766 ], [ %772, %771 ], [ 0, %763 ]
  %776 = getelementptr inbounds i8, ptr %0, i64 16384
  %777 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 0, ptr %777, align 8, !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %776, i8 0, i64 16, i1 false)
  br i1 %10, label %2317, label %778

778:                                              ; preds = %773
  %779 = zext i32 %775 to i64
  %780 = sub nsw i64 0, %779
  %781 = getelementptr inbounds i8, ptr %1, i64 %780
  %782 = zext nneg i32 %3 to i64
  %783 = getelementptr i8, ptr %1, i64 %782
  %784 = getelementptr i8, ptr %783, i64 -11
  %785 = getelementptr inbounds i8, ptr %783, i64 -5
  store i32 %3, ptr %777, align 8, !tbaa !12
  %786 = add i32 %775, %3
  store i32 %786, ptr %774, align 8, !tbaa !8
  store i32 2, ptr %19, align 4, !tbaa !13
  %787 = load i64, ptr %1, align 1, !tbaa !5
  %788 = mul i64 %787, -3523014627271114752
  %789 = lshr i64 %788, 52
  %790 = ptrtoint ptr %781 to i64
  %791 = getelementptr inbounds i32, ptr %0, i64 %789
  store i32 %775, ptr %791, align 4, !tbaa !26
  %792 = shl nuw nsw i32 %9, 6
  %793 = or disjoint i32 %792, 1
  %794 = getelementptr inbounds i8, ptr %1, i64 2
  %795 = getelementptr inbounds i8, ptr %783, i64 -12
  %796 = getelementptr inbounds i8, ptr %783, i64 -8
  %797 = getelementptr inbounds i8, ptr %783, i64 -6
  br label %798

798:                                              ; preds = %778, %1095
  %799 = phi ptr [ %794, %778 ], [ %1096, %1095 ]
  %800 = phi ptr [ %1, %778 ], [ %1065, %1095 ]
  %801 = phi ptr [ %2, %778 ], [ %1066, %1095 ]
  %802 = ptrtoint ptr %800 to i64
  %803 = getelementptr inbounds i8, ptr %800, i64 1
  %804 = load i64, ptr %803, align 1, !tbaa !5
  br label %805

805:                                              ; preds = %798, %837
  %806 = phi i32 [ %9, %798 ], [ %841, %837 ]
  %807 = phi i32 [ %793, %798 ], [ %840, %837 ]
  %808 = phi ptr [ %799, %798 ], [ %839, %837 ]
  %809 = phi i64 [ %804, %798 ], [ %818, %837 ]
  %810 = phi ptr [ %803, %798 ], [ %808, %837 ]
  %811 = mul i64 %809, -3523014627271114752
  %812 = lshr i64 %811, 52
  %813 = getelementptr inbounds i32, ptr %0, i64 %812
  %814 = load i32, ptr %813, align 4, !tbaa !26
  %815 = ptrtoint ptr %810 to i64
  %816 = sub i64 %815, %790
  %817 = trunc i64 %816 to i32
  %818 = load i64, ptr %808, align 1, !tbaa !5
  store i32 %817, ptr %813, align 4, !tbaa !26
  %819 = add i32 %814, 65535
  %820 = icmp ult i32 %819, %817
  br i1 %820, label %837, label %821

821:                                              ; preds = %805
  %822 = zext i32 %814 to i64
  %823 = getelementptr inbounds i8, ptr %781, i64 %822
  %824 = load i32, ptr %823, align 1, !tbaa !5
  %825 = load i32, ptr %810, align 1, !tbaa !5
  %826 = icmp eq i32 %824, %825
  br i1 %826, label %827, label %837

827:                                              ; preds = %821
  %828 = getelementptr inbounds i8, ptr %781, i64 %822
  %829 = trunc i64 %802 to i32
  %830 = trunc i64 %815 to i32
  %831 = sub i32 %830, %829
  %832 = add i32 %831, 239
  %833 = sub i32 %830, %829
  %834 = add i32 %833, -15
  %835 = sub i32 %830, %829
  %836 = add i32 %835, -270
  br label %843

837:                                              ; preds = %805, %821
  %838 = zext nneg i32 %806 to i64
  %839 = getelementptr inbounds i8, ptr %808, i64 %838
  %840 = add nuw nsw i32 %807, 1
  %841 = lshr i32 %807, 6
  %842 = icmp ugt ptr %839, %784
  br i1 %842, label %1098, label %805, !prof !27

843:                                              ; preds = %827, %853
  %844 = phi i32 [ %836, %827 ], [ %862, %853 ]
  %845 = phi i32 [ %834, %827 ], [ %861, %853 ]
  %846 = phi i32 [ %832, %827 ], [ %860, %853 ]
  %847 = phi i32 [ 0, %827 ], [ %859, %853 ]
  %848 = phi ptr [ %828, %827 ], [ %856, %853 ]
  %849 = phi ptr [ %810, %827 ], [ %854, %853 ]
  %850 = icmp ugt ptr %849, %800
  %851 = icmp ugt ptr %848, %1
  %852 = and i1 %851, %850
  br i1 %852, label %853, label %863

853:                                              ; preds = %843
  %854 = getelementptr inbounds i8, ptr %849, i64 -1
  %855 = load i8, ptr %854, align 1, !tbaa !5
  %856 = getelementptr inbounds i8, ptr %848, i64 -1
  %857 = load i8, ptr %856, align 1, !tbaa !5
  %858 = icmp eq i8 %855, %857
  %859 = add i32 %847, 1
  %860 = add i32 %846, -1
  %861 = add i32 %845, -1
  %862 = add i32 %844, -1
  br i1 %858, label %843, label %863, !llvm.loop !17

863:                                              ; preds = %853, %843
  %864 = ptrtoint ptr %849 to i64
  %865 = sub i64 %864, %802
  %866 = trunc i64 %865 to i32
  %867 = getelementptr i8, ptr %801, i64 1
  %868 = icmp ugt i32 %866, 14
  br i1 %868, label %869, label %894

869:                                              ; preds = %863
  %870 = add i32 %866, -15
  store i8 -16, ptr %801, align 1, !tbaa !5
  %871 = icmp sgt i32 %870, 254
  br i1 %871, label %872, label %889

872:                                              ; preds = %869
  %873 = tail call i32 @llvm.umin.i32(i32 %870, i32 509)
  %874 = add i32 %847, %873
  %875 = sub i32 %832, %874
  %876 = udiv i32 %875, 255
  %877 = add nuw nsw i32 %876, 1
  %878 = zext nneg i32 %877 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %867, i8 -1, i64 %878, i1 false), !tbaa !5
  %879 = tail call i32 @llvm.smin.i32(i32 %845, i32 509)
  %880 = sub i32 %846, %879
  %881 = freeze i32 %880
  %882 = udiv i32 %881, 255
  %883 = zext nneg i32 %882 to i64
  %884 = urem i32 %881, 255
  %885 = sub i32 %884, %881
  %886 = getelementptr i8, ptr %801, i64 2
  %887 = getelementptr i8, ptr %886, i64 %883
  %888 = add i32 %885, %844
  br label %889

889:                                              ; preds = %872, %869
  %890 = phi i32 [ %870, %869 ], [ %888, %872 ]
  %891 = phi ptr [ %867, %869 ], [ %887, %872 ]
  %892 = trunc i32 %890 to i8
  %893 = getelementptr inbounds i8, ptr %891, i64 1
  store i8 %892, ptr %891, align 1, !tbaa !5
  br label %897

894:                                              ; preds = %863
  %895 = trunc i64 %865 to i8
  %896 = shl nuw i8 %895, 4
  store i8 %896, ptr %801, align 1, !tbaa !5
  br label %897

897:                                              ; preds = %894, %889
  %898 = phi ptr [ %893, %889 ], [ %867, %894 ]
  %899 = ptrtoint ptr %898 to i64
  %900 = and i64 %865, 4294967295
  %901 = getelementptr inbounds i8, ptr %898, i64 %900
  %902 = xor i64 %899, -1
  %903 = add nuw i64 %900, %899
  %904 = add nuw i64 %899, 8
  %905 = tail call i64 @llvm.umax.i64(i64 %903, i64 %904)
  %906 = add i64 %905, %902
  %907 = lshr i64 %906, 3
  %908 = add nuw nsw i64 %907, 1
  %909 = icmp ult i64 %906, 24
  %910 = sub i64 %899, %802
  %911 = icmp ult i64 %910, 32
  %912 = or i1 %909, %911
  br i1 %912, label %933, label %913

913:                                              ; preds = %897
  %914 = and i64 %908, 4611686018427387900
  %915 = shl i64 %914, 3
  %916 = getelementptr i8, ptr %800, i64 %915
  %917 = shl i64 %914, 3
  %918 = getelementptr i8, ptr %898, i64 %917
  br label %919

919:                                              ; preds = %919, %913
  %920 = phi i64 [ 0, %913 ], [ %929, %919 ]
  %921 = shl i64 %920, 3
  %922 = getelementptr i8, ptr %800, i64 %921
  %923 = shl i64 %920, 3
  %924 = getelementptr i8, ptr %898, i64 %923
  %925 = getelementptr i8, ptr %922, i64 16
  %926 = load <2 x i64>, ptr %922, align 1
  %927 = load <2 x i64>, ptr %925, align 1
  %928 = getelementptr i8, ptr %924, i64 16
  store <2 x i64> %926, ptr %924, align 1
  store <2 x i64> %927, ptr %928, align 1
  %929 = add nuw i64 %920, 4
  %930 = icmp eq i64 %929, %914
  br i1 %930, label %931, label %919, !llvm.loop !39

931:                                              ; preds = %919
  %932 = icmp eq i64 %908, %914
  br i1 %932, label %943, label %933

933:                                              ; preds = %931, %897
  %934 = phi ptr [ %800, %897 ], [ %916, %931 ]
  %935 = phi ptr [ %898, %897 ], [ %918, %931 ]
  br label %936

936:                                              ; preds = %933, %936
  %937 = phi ptr [ %941, %936 ], [ %934, %933 ]
  %938 = phi ptr [ %940, %936 ], [ %935, %933 ]
  %939 = load i64, ptr %937, align 1
  store i64 %939, ptr %938, align 1
  %940 = getelementptr inbounds i8, ptr %938, i64 8
  %941 = getelementptr inbounds i8, ptr %937, i64 8
  %942 = icmp ult ptr %940, %901
  br i1 %942, label %936, label %943, !llvm.loop !40

943:                                              ; preds = %936, %931
  br label %944

944:                                              ; preds = %943, %1093
  %945 = phi ptr [ %1066, %1093 ], [ %801, %943 ]
  %946 = phi ptr [ %1086, %1093 ], [ %848, %943 ]
  %947 = phi ptr [ %1094, %1093 ], [ %901, %943 ]
  %948 = phi ptr [ %1065, %1093 ], [ %849, %943 ]
  %949 = ptrtoint ptr %948 to i64
  %950 = ptrtoint ptr %946 to i64
  %951 = sub i64 %949, %950
  %952 = trunc i64 %951 to i16
  store i16 %952, ptr %947, align 1, !tbaa !5
  %953 = getelementptr inbounds i8, ptr %947, i64 2
  %954 = getelementptr inbounds i8, ptr %948, i64 4
  %955 = getelementptr inbounds i8, ptr %946, i64 4
  %956 = icmp ugt ptr %795, %954
  br i1 %956, label %957, label %972, !prof !23

957:                                              ; preds = %944
  %958 = load i64, ptr %955, align 1, !tbaa !5
  %959 = load i64, ptr %954, align 1, !tbaa !5
  %960 = icmp eq i64 %958, %959
  br i1 %960, label %961, label %964

961:                                              ; preds = %957
  %962 = getelementptr inbounds i8, ptr %948, i64 12
  %963 = getelementptr inbounds i8, ptr %946, i64 12
  br label %972

964:                                              ; preds = %957
  %965 = xor i64 %959, %958
  %966 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %965, i1 true)
  %967 = trunc nuw nsw i64 %966 to i32
  %968 = lshr i32 %967, 3
  %969 = add nuw nsw i32 %968, 4
  %970 = zext nneg i32 %969 to i64
  %971 = getelementptr inbounds i8, ptr %948, i64 %970
  br label %1058

972:                                              ; preds = %961, %944
  %973 = phi ptr [ %955, %944 ], [ %963, %961 ]
  %974 = phi ptr [ %954, %944 ], [ %962, %961 ]
  %975 = icmp ult ptr %974, %795
  br i1 %975, label %976, label %991, !prof !24

976:                                              ; preds = %972, %987
  %977 = phi ptr [ %988, %987 ], [ %974, %972 ]
  %978 = phi ptr [ %989, %987 ], [ %973, %972 ]
  %979 = load i64, ptr %978, align 1, !tbaa !5
  %980 = load i64, ptr %977, align 1, !tbaa !5
  %981 = icmp eq i64 %979, %980
  br i1 %981, label %987, label %982

982:                                              ; preds = %976
  %983 = xor i64 %980, %979
  %984 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %983, i1 true)
  %985 = lshr i64 %984, 3
  %986 = getelementptr inbounds i8, ptr %977, i64 %985
  br label %1023

987:                                              ; preds = %976
  %988 = getelementptr inbounds i8, ptr %977, i64 8
  %989 = getelementptr inbounds i8, ptr %978, i64 8
  %990 = icmp ult ptr %988, %795
  br i1 %990, label %976, label %991, !prof !25

991:                                              ; preds = %987, %972
  %992 = phi ptr [ %973, %972 ], [ %989, %987 ]
  %993 = phi ptr [ %974, %972 ], [ %988, %987 ]
  %994 = icmp ult ptr %993, %796
  br i1 %994, label %995, label %1002

995:                                              ; preds = %991
  %996 = load i32, ptr %992, align 1, !tbaa !5
  %997 = load i32, ptr %993, align 1, !tbaa !5
  %998 = icmp eq i32 %996, %997
  br i1 %998, label %999, label %1002

999:                                              ; preds = %995
  %1000 = getelementptr inbounds i8, ptr %993, i64 4
  %1001 = getelementptr inbounds i8, ptr %992, i64 4
  br label %1002

1002:                                             ; preds = %999, %995, %991
  %1003 = phi ptr [ %1001, %999 ], [ %992, %995 ], [ %992, %991 ]
  %1004 = phi ptr [ %1000, %999 ], [ %993, %995 ], [ %993, %991 ]
  %1005 = icmp ult ptr %1004, %797
  br i1 %1005, label %1006, label %1013

1006:                                             ; preds = %1002
  %1007 = load i16, ptr %1003, align 1, !tbaa !5
  %1008 = load i16, ptr %1004, align 1, !tbaa !5
  %1009 = icmp eq i16 %1007, %1008
  br i1 %1009, label %1010, label %1013

1010:                                             ; preds = %1006
  %1011 = getelementptr inbounds i8, ptr %1004, i64 2
  %1012 = getelementptr inbounds i8, ptr %1003, i64 2
  br label %1013

1013:                                             ; preds = %1010, %1006, %1002
  %1014 = phi ptr [ %1012, %1010 ], [ %1003, %1006 ], [ %1003, %1002 ]
  %1015 = phi ptr [ %1011, %1010 ], [ %1004, %1006 ], [ %1004, %1002 ]
  %1016 = icmp ult ptr %1015, %785
  br i1 %1016, label %1017, label %1023

1017:                                             ; preds = %1013
  %1018 = load i8, ptr %1014, align 1, !tbaa !5
  %1019 = load i8, ptr %1015, align 1, !tbaa !5
  %1020 = icmp eq i8 %1018, %1019
  %1021 = zext i1 %1020 to i64
  %1022 = getelementptr inbounds i8, ptr %1015, i64 %1021
  br label %1023

1023:                                             ; preds = %1013, %1017, %982
  %1024 = phi ptr [ %986, %982 ], [ %1015, %1013 ], [ %1022, %1017 ]
  %1025 = ptrtoint ptr %1024 to i64
  %1026 = ptrtoint ptr %954 to i64
  %1027 = sub i64 %1025, %1026
  %1028 = freeze i64 %1027
  %1029 = trunc i64 %1028 to i32
  %1030 = and i64 %1028, 4294967295
  %1031 = add nuw nsw i64 %1030, 4
  %1032 = getelementptr inbounds i8, ptr %948, i64 %1031
  %1033 = icmp ugt i32 %1029, 14
  br i1 %1033, label %1034, label %1058

1034:                                             ; preds = %1023
  %1035 = load i8, ptr %945, align 1, !tbaa !5
  %1036 = add i8 %1035, 15
  store i8 %1036, ptr %945, align 1, !tbaa !5
  %1037 = add i32 %1029, -15
  store i32 -1, ptr %953, align 1, !tbaa !5
  %1038 = icmp ugt i32 %1037, 1019
  br i1 %1038, label %1039, label %1048

1039:                                             ; preds = %1034
  %1040 = getelementptr i8, ptr %947, i64 6
  %1041 = add i32 %1029, -1035
  %1042 = udiv i32 %1041, 1020
  %1043 = shl nuw nsw i32 %1042, 2
  %1044 = zext nneg i32 %1043 to i64
  %1045 = add nuw nsw i64 %1044, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1040, i8 -1, i64 %1045, i1 false), !tbaa !5
  %1046 = urem i32 %1041, 1020
  %1047 = getelementptr i8, ptr %1040, i64 %1044
  br label %1048

1048:                                             ; preds = %1039, %1034
  %1049 = phi i32 [ %1037, %1034 ], [ %1046, %1039 ]
  %1050 = phi ptr [ %953, %1034 ], [ %1047, %1039 ]
  %1051 = trunc nuw i32 %1049 to i16
  %1052 = udiv i16 %1051, 255
  %1053 = zext nneg i16 %1052 to i64
  %1054 = getelementptr inbounds i8, ptr %1050, i64 %1053
  %1055 = urem i16 %1051, 255
  %1056 = trunc nuw i16 %1055 to i8
  %1057 = getelementptr inbounds i8, ptr %1054, i64 1
  store i8 %1056, ptr %1054, align 1, !tbaa !5
  br label %1064

1058:                                             ; preds = %964, %1023
  %1059 = phi ptr [ %971, %964 ], [ %1032, %1023 ]
  %1060 = phi i32 [ %968, %964 ], [ %1029, %1023 ]
  %1061 = load i8, ptr %945, align 1, !tbaa !5
  %1062 = trunc nuw i32 %1060 to i8
  %1063 = add i8 %1061, %1062
  store i8 %1063, ptr %945, align 1, !tbaa !5
  br label %1064

1064:                                             ; preds = %1058, %1048
  %1065 = phi ptr [ %1032, %1048 ], [ %1059, %1058 ]
  %1066 = phi ptr [ %1057, %1048 ], [ %953, %1058 ]
  %1067 = icmp ult ptr %1065, %784
  br i1 %1067, label %1068, label %1098

1068:                                             ; preds = %1064
  %1069 = getelementptr inbounds i8, ptr %1065, i64 -2
  %1070 = load i64, ptr %1069, align 1, !tbaa !5
  %1071 = mul i64 %1070, -3523014627271114752
  %1072 = lshr i64 %1071, 52
  %1073 = ptrtoint ptr %1069 to i64
  %1074 = sub i64 %1073, %790
  %1075 = trunc i64 %1074 to i32
  %1076 = getelementptr inbounds i32, ptr %0, i64 %1072
  store i32 %1075, ptr %1076, align 4, !tbaa !26
  %1077 = load i64, ptr %1065, align 1, !tbaa !5
  %1078 = mul i64 %1077, -3523014627271114752
  %1079 = lshr i64 %1078, 52
  %1080 = ptrtoint ptr %1065 to i64
  %1081 = sub i64 %1080, %790
  %1082 = trunc i64 %1081 to i32
  %1083 = getelementptr inbounds i32, ptr %0, i64 %1079
  %1084 = load i32, ptr %1083, align 4, !tbaa !26
  %1085 = zext i32 %1084 to i64
  %1086 = getelementptr inbounds i8, ptr %781, i64 %1085
  store i32 %1082, ptr %1083, align 4, !tbaa !26
  %1087 = add i32 %1084, 65535
  %1088 = icmp ult i32 %1087, %1082
  br i1 %1088, label %1095, label %1089

1089:                                             ; preds = %1068
  %1090 = load i32, ptr %1086, align 1, !tbaa !5
  %1091 = load i32, ptr %1065, align 1, !tbaa !5
  %1092 = icmp eq i32 %1090, %1091
  br i1 %1092, label %1093, label %1095

1093:                                             ; preds = %1089
  %1094 = getelementptr inbounds i8, ptr %1066, i64 1
  store i8 0, ptr %1066, align 1, !tbaa !5
  br label %944

1095:                                             ; preds = %1089, %1068
  %1096 = getelementptr inbounds i8, ptr %1065, i64 2
  %1097 = icmp ugt ptr %1096, %784
  br i1 %1097, label %1098, label %798, !prof !30

1098:                                             ; preds = %1095, %837, %1064
  %1099 = phi ptr [ %1066, %1064 ], [ %801, %837 ], [ %1066, %1095 ]
  %1100 = phi ptr [ %1065, %1064 ], [ %800, %837 ], [ %1065, %1095 ]
  %1101 = ptrtoint ptr %783 to i64
  %1102 = ptrtoint ptr %1100 to i64
  %1103 = sub i64 %1101, %1102
  %1104 = icmp ugt i64 %1103, 14
  br i1 %1104, label %1105, label %1123

1105:                                             ; preds = %1098
  %1106 = add i64 %1103, -15
  store i8 -16, ptr %1099, align 1, !tbaa !5
  %1107 = getelementptr i8, ptr %1099, i64 1
  %1108 = icmp ugt i64 %1106, 254
  br i1 %1108, label %1109, label %1119

1109:                                             ; preds = %1105
  %1110 = add i64 %7, %782
  %1111 = add i64 %1110, -270
  %1112 = sub i64 %1111, %1102
  %1113 = udiv i64 %1112, 255
  %1114 = add nuw nsw i64 %1113, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1107, i8 -1, i64 %1114, i1 false), !tbaa !5
  %1115 = mul i64 %1113, -255
  %1116 = add nuw nsw i64 %1113, 2
  %1117 = add i64 %1115, %1112
  %1118 = getelementptr i8, ptr %1099, i64 %1116
  br label %1119

1119:                                             ; preds = %1109, %1105
  %1120 = phi i64 [ %1106, %1105 ], [ %1117, %1109 ]
  %1121 = phi ptr [ %1107, %1105 ], [ %1118, %1109 ]
  %1122 = trunc nuw i64 %1120 to i8
  store i8 %1122, ptr %1121, align 1, !tbaa !5
  br label %1126

1123:                                             ; preds = %1098
  %1124 = trunc nuw i64 %1103 to i8
  %1125 = shl nuw i8 %1124, 4
  store i8 %1125, ptr %1099, align 1, !tbaa !5
  br label %1126

1126:                                             ; preds = %1119, %1123
  %1127 = phi ptr [ %1121, %1119 ], [ %1099, %1123 ]
  %1128 = getelementptr inbounds i8, ptr %1127, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1128, ptr align 1 %1100, i64 %1103, i1 false)
  %1129 = getelementptr inbounds i8, ptr %1128, i64 %1103
  %1130 = ptrtoint ptr %1129 to i64
  %1131 = ptrtoint ptr %2 to i64
  %1132 = sub i64 %1130, %1131
  %1133 = trunc i64 %1132 to i32
  br label %2317

1134:                                             ; preds = %15
  br i1 %18, label %1135, label %1922

1135:                                             ; preds = %1134
  switch i32 %20, label %1146 [
    i32 0, label %1136
    i32 3, label %1139
  ]

1136:                                             ; preds = %1135
  %1137 = getelementptr inbounds i8, ptr %0, i64 16400
  %1138 = load i32, ptr %1137, align 8, !tbaa !8
  br label %1149

1139:                                             ; preds = %1135
  %1140 = getelementptr inbounds i8, ptr %0, i64 16400
  %1141 = load i32, ptr %1140, align 8, !tbaa !8
  %1142 = add i32 %1141, %3
  %1143 = icmp ugt i32 %1142, 65534
  %1144 = icmp sgt i32 %3, 4095
  %1145 = or i1 %1144, %1143
  br i1 %1145, label %1146, label %1149

1146:                                             ; preds = %1139, %1135
  %1147 = getelementptr inbounds i8, ptr %0, i64 16400
  %1148 = getelementptr inbounds i8, ptr %0, i64 16408
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16412) %0, i8 0, i64 16412, i1 false)
  br label %1546

1149:                                             ; preds = %1136, %1139
  %1150 = phi i32 [ %1138, %1136 ], [ %1141, %1139 ]
  %1151 = getelementptr inbounds i8, ptr %0, i64 16400
  %1152 = getelementptr inbounds i8, ptr %0, i64 16384
  %1153 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 0, ptr %1153, align 8, !tbaa !12
  %1154 = icmp eq i32 %1150, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1152, i8 0, i64 16, i1 false)
  br i1 %1154, label %1546, label %1155

1155:                                             ; preds = %1149
  br i1 %10, label %2317, label %1156

1156:                                             ; preds = %1155
  %1157 = icmp eq i32 %3, 0
  br i1 %1157, label %1158, label %1161

1158:                                             ; preds = %1156
  %1159 = icmp slt i32 %4, 1
  br i1 %1159, label %2317, label %1160

1160:                                             ; preds = %1158
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %2317

1161:                                             ; preds = %1156
  %1162 = zext i32 %1150 to i64
  %1163 = sub nsw i64 0, %1162
  %1164 = getelementptr inbounds i8, ptr %1, i64 %1163
  %1165 = zext nneg i32 %3 to i64
  %1166 = getelementptr i8, ptr %1, i64 %1165
  %1167 = getelementptr i8, ptr %1166, i64 -11
  %1168 = getelementptr inbounds i8, ptr %1166, i64 -5
  %1169 = sext i32 %4 to i64
  %1170 = getelementptr inbounds i8, ptr %2, i64 %1169
  store i32 %3, ptr %1153, align 8, !tbaa !12
  %1171 = add i32 %1150, %3
  store i32 %1171, ptr %1151, align 8, !tbaa !8
  store i32 3, ptr %19, align 4, !tbaa !13
  %1172 = icmp ult i32 %3, 13
  br i1 %1172, label %1503, label %1173

1173:                                             ; preds = %1161
  %1174 = load i32, ptr %1, align 1, !tbaa !5
  %1175 = mul i32 %1174, -1640531535
  %1176 = lshr i32 %1175, 19
  %1177 = ptrtoint ptr %1164 to i64
  %1178 = trunc i32 %1150 to i16
  %1179 = zext nneg i32 %1176 to i64
  %1180 = getelementptr inbounds i16, ptr %0, i64 %1179
  store i16 %1178, ptr %1180, align 2, !tbaa !14
  %1181 = shl nuw nsw i32 %9, 6
  %1182 = or disjoint i32 %1181, 1
  %1183 = getelementptr inbounds i8, ptr %1, i64 2
  %1184 = getelementptr inbounds i8, ptr %1166, i64 -12
  %1185 = getelementptr inbounds i8, ptr %1166, i64 -8
  %1186 = getelementptr inbounds i8, ptr %1166, i64 -6
  br label %1187

1187:                                             ; preds = %1173, %1500
  %1188 = phi ptr [ %1183, %1173 ], [ %1501, %1500 ]
  %1189 = phi ptr [ %1, %1173 ], [ %1432, %1500 ]
  %1190 = phi ptr [ %2, %1173 ], [ %1469, %1500 ]
  %1191 = ptrtoint ptr %1189 to i64
  %1192 = getelementptr inbounds i8, ptr %1189, i64 1
  %1193 = load i32, ptr %1192, align 1, !tbaa !5
  br label %1194

1194:                                             ; preds = %1187, %1227
  %1195 = phi i32 [ %9, %1187 ], [ %1231, %1227 ]
  %1196 = phi i32 [ %1182, %1187 ], [ %1230, %1227 ]
  %1197 = phi ptr [ %1188, %1187 ], [ %1229, %1227 ]
  %1198 = phi i32 [ %1193, %1187 ], [ %1208, %1227 ]
  %1199 = phi ptr [ %1192, %1187 ], [ %1197, %1227 ]
  %1200 = mul i32 %1198, -1640531535
  %1201 = lshr i32 %1200, 19
  %1202 = zext nneg i32 %1201 to i64
  %1203 = getelementptr inbounds i16, ptr %0, i64 %1202
  %1204 = load i16, ptr %1203, align 2, !tbaa !14
  %1205 = zext i16 %1204 to i32
  %1206 = ptrtoint ptr %1199 to i64
  %1207 = sub i64 %1206, %1177
  %1208 = load i32, ptr %1197, align 1, !tbaa !5
  %1209 = trunc i64 %1207 to i16
  store i16 %1209, ptr %1203, align 2, !tbaa !14
  %1210 = icmp ugt i32 %1150, %1205
  br i1 %1210, label %1227, label %1211

1211:                                             ; preds = %1194
  %1212 = zext i16 %1204 to i64
  %1213 = getelementptr inbounds i8, ptr %1164, i64 %1212
  %1214 = load i32, ptr %1213, align 1, !tbaa !5
  %1215 = load i32, ptr %1199, align 1, !tbaa !5
  %1216 = icmp eq i32 %1214, %1215
  br i1 %1216, label %1217, label %1227

1217:                                             ; preds = %1211
  %1218 = getelementptr inbounds i8, ptr %1164, i64 %1212
  %1219 = trunc i64 %1191 to i32
  %1220 = trunc i64 %1206 to i32
  %1221 = sub i32 %1220, %1219
  %1222 = add i32 %1221, 239
  %1223 = sub i32 %1220, %1219
  %1224 = add i32 %1223, -15
  %1225 = sub i32 %1220, %1219
  %1226 = add i32 %1225, -270
  br label %1233

1227:                                             ; preds = %1194, %1211
  %1228 = zext nneg i32 %1195 to i64
  %1229 = getelementptr inbounds i8, ptr %1197, i64 %1228
  %1230 = add nuw nsw i32 %1196, 1
  %1231 = lshr i32 %1196, 6
  %1232 = icmp ugt ptr %1229, %1167
  br i1 %1232, label %1503, label %1194, !prof !27

1233:                                             ; preds = %1217, %1243
  %1234 = phi i32 [ %1226, %1217 ], [ %1252, %1243 ]
  %1235 = phi i32 [ %1224, %1217 ], [ %1251, %1243 ]
  %1236 = phi i32 [ %1222, %1217 ], [ %1250, %1243 ]
  %1237 = phi i32 [ 0, %1217 ], [ %1249, %1243 ]
  %1238 = phi ptr [ %1218, %1217 ], [ %1246, %1243 ]
  %1239 = phi ptr [ %1199, %1217 ], [ %1244, %1243 ]
  %1240 = icmp ugt ptr %1239, %1189
  %1241 = icmp ugt ptr %1238, %1
  %1242 = and i1 %1241, %1240
  br i1 %1242, label %1243, label %1253

1243:                                             ; preds = %1233
  %1244 = getelementptr inbounds i8, ptr %1239, i64 -1
  %1245 = load i8, ptr %1244, align 1, !tbaa !5
  %1246 = getelementptr inbounds i8, ptr %1238, i64 -1
  %1247 = load i8, ptr %1246, align 1, !tbaa !5
  %1248 = icmp eq i8 %1245, %1247
  %1249 = add i32 %1237, 1
  %1250 = add i32 %1236, -1
  %1251 = add i32 %1235, -1
  %1252 = add i32 %1234, -1
  br i1 %1248, label %1233, label %1253, !llvm.loop !17

1253:                                             ; preds = %1243, %1233
  %1254 = ptrtoint ptr %1239 to i64
  %1255 = sub i64 %1254, %1191
  %1256 = trunc i64 %1255 to i32
  %1257 = getelementptr inbounds i8, ptr %1190, i64 1
  %1258 = and i64 %1255, 4294967295
  %1259 = getelementptr inbounds i8, ptr %1257, i64 %1258
  %1260 = getelementptr inbounds i8, ptr %1259, i64 8
  %1261 = udiv i32 %1256, 255
  %1262 = zext nneg i32 %1261 to i64
  %1263 = getelementptr inbounds i8, ptr %1260, i64 %1262
  %1264 = icmp ugt ptr %1263, %1170
  br i1 %1264, label %2317, label %1265, !prof !16

1265:                                             ; preds = %1253
  %1266 = icmp ugt i32 %1256, 14
  br i1 %1266, label %1267, label %1292

1267:                                             ; preds = %1265
  %1268 = add i32 %1256, -15
  store i8 -16, ptr %1190, align 1, !tbaa !5
  %1269 = icmp sgt i32 %1268, 254
  br i1 %1269, label %1270, label %1287

1270:                                             ; preds = %1267
  %1271 = tail call i32 @llvm.umin.i32(i32 %1268, i32 509)
  %1272 = add i32 %1237, %1271
  %1273 = sub i32 %1222, %1272
  %1274 = udiv i32 %1273, 255
  %1275 = add nuw nsw i32 %1274, 1
  %1276 = zext nneg i32 %1275 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1257, i8 -1, i64 %1276, i1 false), !tbaa !5
  %1277 = tail call i32 @llvm.smin.i32(i32 %1235, i32 509)
  %1278 = sub i32 %1236, %1277
  %1279 = freeze i32 %1278
  %1280 = udiv i32 %1279, 255
  %1281 = zext nneg i32 %1280 to i64
  %1282 = urem i32 %1279, 255
  %1283 = sub i32 %1282, %1279
  %1284 = getelementptr i8, ptr %1190, i64 2
  %1285 = getelementptr i8, ptr %1284, i64 %1281
  %1286 = add i32 %1283, %1234
  br label %1287

1287:                                             ; preds = %1270, %1267
  %1288 = phi i32 [ %1268, %1267 ], [ %1286, %1270 ]
  %1289 = phi ptr [ %1257, %1267 ], [ %1285, %1270 ]
  %1290 = trunc i32 %1288 to i8
  %1291 = getelementptr inbounds i8, ptr %1289, i64 1
  store i8 %1290, ptr %1289, align 1, !tbaa !5
  br label %1295

1292:                                             ; preds = %1265
  %1293 = trunc i64 %1255 to i8
  %1294 = shl nuw i8 %1293, 4
  store i8 %1294, ptr %1190, align 1, !tbaa !5
  br label %1295

1295:                                             ; preds = %1292, %1287
  %1296 = phi ptr [ %1291, %1287 ], [ %1257, %1292 ]
  %1297 = ptrtoint ptr %1296 to i64
  %1298 = getelementptr inbounds i8, ptr %1296, i64 %1258
  %1299 = xor i64 %1297, -1
  %1300 = add nuw i64 %1258, %1297
  %1301 = add nuw i64 %1297, 8
  %1302 = tail call i64 @llvm.umax.i64(i64 %1300, i64 %1301)
  %1303 = add i64 %1302, %1299
  %1304 = lshr i64 %1303, 3
  %1305 = add nuw nsw i64 %1304, 1
  %1306 = icmp ult i64 %1303, 24
  %1307 = sub i64 %1297, %1191
  %1308 = icmp ult i64 %1307, 32
  %1309 = or i1 %1306, %1308
  br i1 %1309, label %1330, label %1310

1310:                                             ; preds = %1295
  %1311 = and i64 %1305, 4611686018427387900
  %1312 = shl i64 %1311, 3
  %1313 = getelementptr i8, ptr %1189, i64 %1312
  %1314 = shl i64 %1311, 3
  %1315 = getelementptr i8, ptr %1296, i64 %1314
  br label %1316

1316:                                             ; preds = %1316, %1310
  %1317 = phi i64 [ 0, %1310 ], [ %1326, %1316 ]
  %1318 = shl i64 %1317, 3
  %1319 = getelementptr i8, ptr %1189, i64 %1318
  %1320 = shl i64 %1317, 3
  %1321 = getelementptr i8, ptr %1296, i64 %1320
  %1322 = getelementptr i8, ptr %1319, i64 16
  %1323 = load <2 x i64>, ptr %1319, align 1
  %1324 = load <2 x i64>, ptr %1322, align 1
  %1325 = getelementptr i8, ptr %1321, i64 16
  store <2 x i64> %1323, ptr %1321, align 1
  store <2 x i64> %1324, ptr %1325, align 1
  %1326 = add nuw i64 %1317, 4
  %1327 = icmp eq i64 %1326, %1311
  br i1 %1327, label %1328, label %1316, !llvm.loop !41

1328:                                             ; preds = %1316
  %1329 = icmp eq i64 %1305, %1311
  br i1 %1329, label %1340, label %1330

1330:                                             ; preds = %1328, %1295
  %1331 = phi ptr [ %1189, %1295 ], [ %1313, %1328 ]
  %1332 = phi ptr [ %1296, %1295 ], [ %1315, %1328 ]
  br label %1333

1333:                                             ; preds = %1330, %1333
  %1334 = phi ptr [ %1338, %1333 ], [ %1331, %1330 ]
  %1335 = phi ptr [ %1337, %1333 ], [ %1332, %1330 ]
  %1336 = load i64, ptr %1334, align 1
  store i64 %1336, ptr %1335, align 1
  %1337 = getelementptr inbounds i8, ptr %1335, i64 8
  %1338 = getelementptr inbounds i8, ptr %1334, i64 8
  %1339 = icmp ult ptr %1337, %1298
  br i1 %1339, label %1333, label %1340, !llvm.loop !42

1340:                                             ; preds = %1333, %1328
  br label %1341

1341:                                             ; preds = %1340, %1498
  %1342 = phi ptr [ %1469, %1498 ], [ %1190, %1340 ]
  %1343 = phi ptr [ %1491, %1498 ], [ %1238, %1340 ]
  %1344 = phi ptr [ %1499, %1498 ], [ %1298, %1340 ]
  %1345 = phi ptr [ %1432, %1498 ], [ %1239, %1340 ]
  %1346 = ptrtoint ptr %1345 to i64
  %1347 = ptrtoint ptr %1343 to i64
  %1348 = sub i64 %1346, %1347
  %1349 = trunc i64 %1348 to i16
  store i16 %1349, ptr %1344, align 1, !tbaa !5
  %1350 = getelementptr inbounds i8, ptr %1344, i64 2
  %1351 = getelementptr inbounds i8, ptr %1345, i64 4
  %1352 = getelementptr inbounds i8, ptr %1343, i64 4
  %1353 = icmp ugt ptr %1184, %1351
  br i1 %1353, label %1354, label %1366, !prof !23

1354:                                             ; preds = %1341
  %1355 = load i64, ptr %1352, align 1, !tbaa !5
  %1356 = load i64, ptr %1351, align 1, !tbaa !5
  %1357 = icmp eq i64 %1355, %1356
  br i1 %1357, label %1358, label %1361

1358:                                             ; preds = %1354
  %1359 = getelementptr inbounds i8, ptr %1345, i64 12
  %1360 = getelementptr inbounds i8, ptr %1343, i64 12
  br label %1366

1361:                                             ; preds = %1354
  %1362 = xor i64 %1356, %1355
  %1363 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1362, i1 true)
  %1364 = trunc nuw nsw i64 %1363 to i32
  %1365 = lshr i32 %1364, 3
  br label %1427

1366:                                             ; preds = %1358, %1341
  %1367 = phi ptr [ %1352, %1341 ], [ %1360, %1358 ]
  %1368 = phi ptr [ %1351, %1341 ], [ %1359, %1358 ]
  %1369 = icmp ult ptr %1368, %1184
  br i1 %1369, label %1370, label %1389, !prof !24

1370:                                             ; preds = %1366, %1385
  %1371 = phi ptr [ %1386, %1385 ], [ %1368, %1366 ]
  %1372 = phi ptr [ %1387, %1385 ], [ %1367, %1366 ]
  %1373 = load i64, ptr %1372, align 1, !tbaa !5
  %1374 = load i64, ptr %1371, align 1, !tbaa !5
  %1375 = icmp eq i64 %1373, %1374
  br i1 %1375, label %1385, label %1376

1376:                                             ; preds = %1370
  %1377 = xor i64 %1374, %1373
  %1378 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1377, i1 true)
  %1379 = lshr i64 %1378, 3
  %1380 = getelementptr inbounds i8, ptr %1371, i64 %1379
  %1381 = ptrtoint ptr %1380 to i64
  %1382 = ptrtoint ptr %1351 to i64
  %1383 = sub i64 %1381, %1382
  %1384 = trunc i64 %1383 to i32
  br label %1427

1385:                                             ; preds = %1370
  %1386 = getelementptr inbounds i8, ptr %1371, i64 8
  %1387 = getelementptr inbounds i8, ptr %1372, i64 8
  %1388 = icmp ult ptr %1386, %1184
  br i1 %1388, label %1370, label %1389, !prof !25

1389:                                             ; preds = %1385, %1366
  %1390 = phi ptr [ %1367, %1366 ], [ %1387, %1385 ]
  %1391 = phi ptr [ %1368, %1366 ], [ %1386, %1385 ]
  %1392 = icmp ult ptr %1391, %1185
  br i1 %1392, label %1393, label %1400

1393:                                             ; preds = %1389
  %1394 = load i32, ptr %1390, align 1, !tbaa !5
  %1395 = load i32, ptr %1391, align 1, !tbaa !5
  %1396 = icmp eq i32 %1394, %1395
  br i1 %1396, label %1397, label %1400

1397:                                             ; preds = %1393
  %1398 = getelementptr inbounds i8, ptr %1391, i64 4
  %1399 = getelementptr inbounds i8, ptr %1390, i64 4
  br label %1400

1400:                                             ; preds = %1397, %1393, %1389
  %1401 = phi ptr [ %1399, %1397 ], [ %1390, %1393 ], [ %1390, %1389 ]
  %1402 = phi ptr [ %1398, %1397 ], [ %1391, %1393 ], [ %1391, %1389 ]
  %1403 = icmp ult ptr %1402, %1186
  br i1 %1403, label %1404, label %1411

1404:                                             ; preds = %1400
  %1405 = load i16, ptr %1401, align 1, !tbaa !5
  %1406 = load i16, ptr %1402, align 1, !tbaa !5
  %1407 = icmp eq i16 %1405, %1406
  br i1 %1407, label %1408, label %1411

1408:                                             ; preds = %1404
  %1409 = getelementptr inbounds i8, ptr %1402, i64 2
  %1410 = getelementptr inbounds i8, ptr %1401, i64 2
  br label %1411

1411:                                             ; preds = %1408, %1404, %1400
  %1412 = phi ptr [ %1410, %1408 ], [ %1401, %1404 ], [ %1401, %1400 ]
  %1413 = phi ptr [ %1409, %1408 ], [ %1402, %1404 ], [ %1402, %1400 ]
  %1414 = icmp ult ptr %1413, %1168
  br i1 %1414, label %1415, label %1421

1415:                                             ; preds = %1411
  %1416 = load i8, ptr %1412, align 1, !tbaa !5
  %1417 = load i8, ptr %1413, align 1, !tbaa !5
  %1418 = icmp eq i8 %1416, %1417
  %1419 = zext i1 %1418 to i64
  %1420 = getelementptr inbounds i8, ptr %1413, i64 %1419
  br label %1421

1421:                                             ; preds = %1415, %1411
  %1422 = phi ptr [ %1413, %1411 ], [ %1420, %1415 ]
  %1423 = ptrtoint ptr %1422 to i64
  %1424 = ptrtoint ptr %1351 to i64
  %1425 = sub i64 %1423, %1424
  %1426 = trunc i64 %1425 to i32
  br label %1427

1427:                                             ; preds = %1376, %1361, %1421
  %1428 = phi i32 [ %1426, %1421 ], [ %1365, %1361 ], [ %1384, %1376 ]
  %1429 = freeze i32 %1428
  %1430 = zext i32 %1429 to i64
  %1431 = add nuw nsw i64 %1430, 4
  %1432 = getelementptr inbounds i8, ptr %1345, i64 %1431
  %1433 = getelementptr inbounds i8, ptr %1344, i64 8
  %1434 = add i32 %1429, 240
  %1435 = udiv i32 %1434, 255
  %1436 = zext nneg i32 %1435 to i64
  %1437 = getelementptr inbounds i8, ptr %1433, i64 %1436
  %1438 = icmp ugt ptr %1437, %1170
  br i1 %1438, label %2317, label %1439, !prof !16

1439:                                             ; preds = %1427
  %1440 = icmp ugt i32 %1429, 14
  %1441 = load i8, ptr %1342, align 1, !tbaa !5
  br i1 %1440, label %1442, label %1465

1442:                                             ; preds = %1439
  %1443 = add i8 %1441, 15
  store i8 %1443, ptr %1342, align 1, !tbaa !5
  %1444 = add i32 %1429, -15
  store i32 -1, ptr %1350, align 1, !tbaa !5
  %1445 = icmp ugt i32 %1444, 1019
  br i1 %1445, label %1446, label %1455

1446:                                             ; preds = %1442
  %1447 = getelementptr i8, ptr %1344, i64 6
  %1448 = add i32 %1429, -1035
  %1449 = udiv i32 %1448, 1020
  %1450 = shl nuw nsw i32 %1449, 2
  %1451 = zext nneg i32 %1450 to i64
  %1452 = add nuw nsw i64 %1451, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1447, i8 -1, i64 %1452, i1 false), !tbaa !5
  %1453 = urem i32 %1448, 1020
  %1454 = getelementptr i8, ptr %1447, i64 %1451
  br label %1455

1455:                                             ; preds = %1446, %1442
  %1456 = phi i32 [ %1444, %1442 ], [ %1453, %1446 ]
  %1457 = phi ptr [ %1350, %1442 ], [ %1454, %1446 ]
  %1458 = trunc nuw i32 %1456 to i16
  %1459 = udiv i16 %1458, 255
  %1460 = zext nneg i16 %1459 to i64
  %1461 = getelementptr inbounds i8, ptr %1457, i64 %1460
  %1462 = urem i16 %1458, 255
  %1463 = trunc nuw i16 %1462 to i8
  %1464 = getelementptr inbounds i8, ptr %1461, i64 1
  store i8 %1463, ptr %1461, align 1, !tbaa !5
  br label %1468

1465:                                             ; preds = %1439
  %1466 = trunc nuw i32 %1429 to i8
  %1467 = add i8 %1441, %1466
  store i8 %1467, ptr %1342, align 1, !tbaa !5
  br label %1468

1468:                                             ; preds = %1465, %1455
  %1469 = phi ptr [ %1350, %1465 ], [ %1464, %1455 ]
  %1470 = icmp ult ptr %1432, %1167
  br i1 %1470, label %1471, label %1503

1471:                                             ; preds = %1468
  %1472 = getelementptr inbounds i8, ptr %1432, i64 -2
  %1473 = load i32, ptr %1472, align 1, !tbaa !5
  %1474 = mul i32 %1473, -1640531535
  %1475 = lshr i32 %1474, 19
  %1476 = ptrtoint ptr %1472 to i64
  %1477 = sub i64 %1476, %1177
  %1478 = trunc i64 %1477 to i16
  %1479 = zext nneg i32 %1475 to i64
  %1480 = getelementptr inbounds i16, ptr %0, i64 %1479
  store i16 %1478, ptr %1480, align 2, !tbaa !14
  %1481 = load i32, ptr %1432, align 1, !tbaa !5
  %1482 = mul i32 %1481, -1640531535
  %1483 = lshr i32 %1482, 19
  %1484 = ptrtoint ptr %1432 to i64
  %1485 = sub i64 %1484, %1177
  %1486 = zext nneg i32 %1483 to i64
  %1487 = getelementptr inbounds i16, ptr %0, i64 %1486
  %1488 = load i16, ptr %1487, align 2, !tbaa !14
  %1489 = zext i16 %1488 to i32
  %1490 = zext i16 %1488 to i64
  %1491 = getelementptr inbounds i8, ptr %1164, i64 %1490
  %1492 = trunc i64 %1485 to i16
  store i16 %1492, ptr %1487, align 2, !tbaa !14
  %1493 = icmp ugt i32 %1150, %1489
  br i1 %1493, label %1500, label %1494

1494:                                             ; preds = %1471
  %1495 = load i32, ptr %1491, align 1, !tbaa !5
  %1496 = load i32, ptr %1432, align 1, !tbaa !5
  %1497 = icmp eq i32 %1495, %1496
  br i1 %1497, label %1498, label %1500

1498:                                             ; preds = %1494
  %1499 = getelementptr inbounds i8, ptr %1469, i64 1
  store i8 0, ptr %1469, align 1, !tbaa !5
  br label %1341

1500:                                             ; preds = %1494, %1471
  %1501 = getelementptr inbounds i8, ptr %1432, i64 2
  %1502 = icmp ugt ptr %1501, %1167
  br i1 %1502, label %1503, label %1187, !prof !30

1503:                                             ; preds = %1500, %1227, %1468, %1161
  %1504 = phi ptr [ %2, %1161 ], [ %1469, %1468 ], [ %1190, %1227 ], [ %1469, %1500 ]
  %1505 = phi ptr [ %1, %1161 ], [ %1432, %1468 ], [ %1189, %1227 ], [ %1432, %1500 ]
  %1506 = ptrtoint ptr %1166 to i64
  %1507 = ptrtoint ptr %1505 to i64
  %1508 = sub i64 %1506, %1507
  %1509 = getelementptr inbounds i8, ptr %1504, i64 %1508
  %1510 = getelementptr inbounds i8, ptr %1509, i64 1
  %1511 = add i64 %1508, 240
  %1512 = udiv i64 %1511, 255
  %1513 = getelementptr inbounds i8, ptr %1510, i64 %1512
  %1514 = icmp ugt ptr %1513, %1170
  br i1 %1514, label %2317, label %1515

1515:                                             ; preds = %1503
  %1516 = icmp ugt i64 %1508, 14
  br i1 %1516, label %1517, label %1535

1517:                                             ; preds = %1515
  %1518 = add i64 %1508, -15
  store i8 -16, ptr %1504, align 1, !tbaa !5
  %1519 = getelementptr i8, ptr %1504, i64 1
  %1520 = icmp ugt i64 %1518, 254
  br i1 %1520, label %1521, label %1531

1521:                                             ; preds = %1517
  %1522 = add i64 %7, %1165
  %1523 = add i64 %1522, -270
  %1524 = sub i64 %1523, %1507
  %1525 = udiv i64 %1524, 255
  %1526 = add nuw nsw i64 %1525, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1519, i8 -1, i64 %1526, i1 false), !tbaa !5
  %1527 = mul i64 %1525, -255
  %1528 = add nuw nsw i64 %1525, 2
  %1529 = add i64 %1527, %1524
  %1530 = getelementptr i8, ptr %1504, i64 %1528
  br label %1531

1531:                                             ; preds = %1521, %1517
  %1532 = phi i64 [ %1518, %1517 ], [ %1529, %1521 ]
  %1533 = phi ptr [ %1519, %1517 ], [ %1530, %1521 ]
  %1534 = trunc nuw i64 %1532 to i8
  store i8 %1534, ptr %1533, align 1, !tbaa !5
  br label %1538

1535:                                             ; preds = %1515
  %1536 = trunc nuw i64 %1508 to i8
  %1537 = shl nuw i8 %1536, 4
  store i8 %1537, ptr %1504, align 1, !tbaa !5
  br label %1538

1538:                                             ; preds = %1531, %1535
  %1539 = phi ptr [ %1533, %1531 ], [ %1504, %1535 ]
  %1540 = getelementptr inbounds i8, ptr %1539, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1540, ptr align 1 %1505, i64 %1508, i1 false)
  %1541 = getelementptr inbounds i8, ptr %1540, i64 %1508
  %1542 = ptrtoint ptr %1541 to i64
  %1543 = ptrtoint ptr %2 to i64
  %1544 = sub i64 %1542, %1543
  %1545 = trunc i64 %1544 to i32
  br label %2317

1546:                                             ; preds = %1146, %1149
  %1547 = phi ptr [ %1148, %1146 ], [ %1153, %1149 ]
  %1548 = phi ptr [ %1147, %1146 ], [ %1151, %1149 ]
  br i1 %10, label %2317, label %1549

1549:                                             ; preds = %1546
  %1550 = icmp eq i32 %3, 0
  br i1 %1550, label %1551, label %1554

1551:                                             ; preds = %1549
  %1552 = icmp slt i32 %4, 1
  br i1 %1552, label %2317, label %1553

1553:                                             ; preds = %1551
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %2317

1554:                                             ; preds = %1549
  %1555 = zext nneg i32 %3 to i64
  %1556 = getelementptr inbounds i8, ptr %1, i64 %1555
  %1557 = getelementptr inbounds i8, ptr %1556, i64 -11
  %1558 = getelementptr inbounds i8, ptr %1556, i64 -5
  %1559 = sext i32 %4 to i64
  %1560 = getelementptr inbounds i8, ptr %2, i64 %1559
  store i32 %3, ptr %1547, align 8, !tbaa !12
  store i32 %3, ptr %1548, align 8, !tbaa !8
  store i32 3, ptr %19, align 4, !tbaa !13
  %1561 = icmp ult i32 %3, 13
  br i1 %1561, label %1879, label %1562

1562:                                             ; preds = %1554
  %1563 = load i32, ptr %1, align 1, !tbaa !5
  %1564 = mul i32 %1563, -1640531535
  %1565 = lshr i32 %1564, 19
  %1566 = zext nneg i32 %1565 to i64
  %1567 = getelementptr inbounds i16, ptr %0, i64 %1566
  store i16 0, ptr %1567, align 2, !tbaa !14
  %1568 = shl nuw nsw i32 %9, 6
  %1569 = getelementptr inbounds i8, ptr %1556, i64 -12
  %1570 = getelementptr inbounds i8, ptr %1556, i64 -8
  %1571 = getelementptr inbounds i8, ptr %1556, i64 -6
  br label %1572

1572:                                             ; preds = %1851, %1562
  %1573 = phi ptr [ %2, %1562 ], [ %1849, %1851 ]
  %1574 = phi ptr [ %1, %1562 ], [ %1812, %1851 ]
  %1575 = ptrtoint ptr %1574 to i64
  %1576 = getelementptr inbounds i8, ptr %1574, i64 1
  %1577 = load i32, ptr %1576, align 1, !tbaa !5
  br label %1578

1578:                                             ; preds = %1586, %1572
  %1579 = phi ptr [ %1576, %1572 ], [ %1584, %1586 ]
  %1580 = phi i32 [ 1, %1572 ], [ %1587, %1586 ]
  %1581 = phi i32 [ %1568, %1572 ], [ %1588, %1586 ]
  %1582 = phi i32 [ %1577, %1572 ], [ %1598, %1586 ]
  %1583 = zext nneg i32 %1580 to i64
  %1584 = getelementptr inbounds i8, ptr %1579, i64 %1583
  %1585 = icmp ugt ptr %1584, %1557
  br i1 %1585, label %1879, label %1586, !prof !16

1586:                                             ; preds = %1578
  %1587 = lshr i32 %1581, 6
  %1588 = add nuw nsw i32 %1581, 1
  %1589 = mul i32 %1582, -1640531535
  %1590 = lshr i32 %1589, 19
  %1591 = zext nneg i32 %1590 to i64
  %1592 = getelementptr inbounds i16, ptr %0, i64 %1591
  %1593 = load i16, ptr %1592, align 2, !tbaa !14
  %1594 = ptrtoint ptr %1579 to i64
  %1595 = sub i64 %1594, %7
  %1596 = zext i16 %1593 to i64
  %1597 = getelementptr inbounds i8, ptr %1, i64 %1596
  %1598 = load i32, ptr %1584, align 1, !tbaa !5
  %1599 = trunc i64 %1595 to i16
  store i16 %1599, ptr %1592, align 2, !tbaa !14
  %1600 = load i32, ptr %1597, align 1, !tbaa !5
  %1601 = load i32, ptr %1579, align 1, !tbaa !5
  %1602 = icmp eq i32 %1600, %1601
  br i1 %1602, label %1603, label %1578

1603:                                             ; preds = %1586
  %1604 = getelementptr inbounds i8, ptr %1, i64 %1596
  %1605 = trunc i64 %1575 to i32
  %1606 = trunc i64 %1594 to i32
  %1607 = sub i32 %1606, %1605
  %1608 = add i32 %1607, 239
  %1609 = sub i32 %1606, %1605
  %1610 = add i32 %1609, -15
  %1611 = sub i32 %1606, %1605
  %1612 = add i32 %1611, -270
  br label %1613

1613:                                             ; preds = %1603, %1623
  %1614 = phi i32 [ %1612, %1603 ], [ %1632, %1623 ]
  %1615 = phi i32 [ %1610, %1603 ], [ %1631, %1623 ]
  %1616 = phi i32 [ %1608, %1603 ], [ %1630, %1623 ]
  %1617 = phi i32 [ 0, %1603 ], [ %1629, %1623 ]
  %1618 = phi ptr [ %1604, %1603 ], [ %1626, %1623 ]
  %1619 = phi ptr [ %1579, %1603 ], [ %1624, %1623 ]
  %1620 = icmp ugt ptr %1619, %1574
  %1621 = icmp ugt ptr %1618, %1
  %1622 = and i1 %1621, %1620
  br i1 %1622, label %1623, label %1633

1623:                                             ; preds = %1613
  %1624 = getelementptr inbounds i8, ptr %1619, i64 -1
  %1625 = load i8, ptr %1624, align 1, !tbaa !5
  %1626 = getelementptr inbounds i8, ptr %1618, i64 -1
  %1627 = load i8, ptr %1626, align 1, !tbaa !5
  %1628 = icmp eq i8 %1625, %1627
  %1629 = add i32 %1617, 1
  %1630 = add i32 %1616, -1
  %1631 = add i32 %1615, -1
  %1632 = add i32 %1614, -1
  br i1 %1628, label %1613, label %1633, !llvm.loop !17

1633:                                             ; preds = %1623, %1613
  %1634 = ptrtoint ptr %1619 to i64
  %1635 = sub i64 %1634, %1575
  %1636 = trunc i64 %1635 to i32
  %1637 = getelementptr inbounds i8, ptr %1573, i64 1
  %1638 = and i64 %1635, 4294967295
  %1639 = getelementptr inbounds i8, ptr %1637, i64 %1638
  %1640 = getelementptr inbounds i8, ptr %1639, i64 8
  %1641 = udiv i32 %1636, 255
  %1642 = zext nneg i32 %1641 to i64
  %1643 = getelementptr inbounds i8, ptr %1640, i64 %1642
  %1644 = icmp ugt ptr %1643, %1560
  br i1 %1644, label %2317, label %1645, !prof !16

1645:                                             ; preds = %1633
  %1646 = icmp ugt i32 %1636, 14
  br i1 %1646, label %1647, label %1672

1647:                                             ; preds = %1645
  %1648 = add i32 %1636, -15
  store i8 -16, ptr %1573, align 1, !tbaa !5
  %1649 = icmp sgt i32 %1648, 254
  br i1 %1649, label %1650, label %1667

1650:                                             ; preds = %1647
  %1651 = tail call i32 @llvm.umin.i32(i32 %1648, i32 509)
  %1652 = add i32 %1617, %1651
  %1653 = sub i32 %1608, %1652
  %1654 = udiv i32 %1653, 255
  %1655 = add nuw nsw i32 %1654, 1
  %1656 = zext nneg i32 %1655 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1637, i8 -1, i64 %1656, i1 false), !tbaa !5
  %1657 = tail call i32 @llvm.smin.i32(i32 %1615, i32 509)
  %1658 = sub i32 %1616, %1657
  %1659 = freeze i32 %1658
  %1660 = udiv i32 %1659, 255
  %1661 = zext nneg i32 %1660 to i64
  %1662 = urem i32 %1659, 255
  %1663 = sub i32 %1662, %1659
  %1664 = getelementptr i8, ptr %1573, i64 2
  %1665 = getelementptr i8, ptr %1664, i64 %1661
  %1666 = add i32 %1663, %1614
  br label %1667

1667:                                             ; preds = %1650, %1647
  %1668 = phi i32 [ %1648, %1647 ], [ %1666, %1650 ]
  %1669 = phi ptr [ %1637, %1647 ], [ %1665, %1650 ]
  %1670 = trunc i32 %1668 to i8
  %1671 = getelementptr inbounds i8, ptr %1669, i64 1
  store i8 %1670, ptr %1669, align 1, !tbaa !5
  br label %1675

1672:                                             ; preds = %1645
  %1673 = trunc i64 %1635 to i8
  %1674 = shl nuw i8 %1673, 4
  store i8 %1674, ptr %1573, align 1, !tbaa !5
  br label %1675

1675:                                             ; preds = %1672, %1667
  %1676 = phi ptr [ %1671, %1667 ], [ %1637, %1672 ]
  %1677 = ptrtoint ptr %1676 to i64
  %1678 = getelementptr inbounds i8, ptr %1676, i64 %1638
  %1679 = xor i64 %1677, -1
  %1680 = add nuw i64 %1638, %1677
  %1681 = add nuw i64 %1677, 8
  %1682 = tail call i64 @llvm.umax.i64(i64 %1680, i64 %1681)
  %1683 = add i64 %1682, %1679
  %1684 = lshr i64 %1683, 3
  %1685 = add nuw nsw i64 %1684, 1
  %1686 = icmp ult i64 %1683, 24
  %1687 = sub i64 %1677, %1575
  %1688 = icmp ult i64 %1687, 32
  %1689 = or i1 %1686, %1688
  br i1 %1689, label %1710, label %1690

1690:                                             ; preds = %1675
  %1691 = and i64 %1685, 4611686018427387900
  %1692 = shl i64 %1691, 3
  %1693 = getelementptr i8, ptr %1574, i64 %1692
  %1694 = shl i64 %1691, 3
  %1695 = getelementptr i8, ptr %1676, i64 %1694
  br label %1696

1696:                                             ; preds = %1696, %1690
  %1697 = phi i64 [ 0, %1690 ], [ %1706, %1696 ]
  %1698 = shl i64 %1697, 3
  %1699 = getelementptr i8, ptr %1574, i64 %1698
  %1700 = shl i64 %1697, 3
  %1701 = getelementptr i8, ptr %1676, i64 %1700
  %1702 = getelementptr i8, ptr %1699, i64 16
  %1703 = load <2 x i64>, ptr %1699, align 1
  %1704 = load <2 x i64>, ptr %1702, align 1
  %1705 = getelementptr i8, ptr %1701, i64 16
  store <2 x i64> %1703, ptr %1701, align 1
  store <2 x i64> %1704, ptr %1705, align 1
  %1706 = add nuw i64 %1697, 4
  %1707 = icmp eq i64 %1706, %1691
  br i1 %1707, label %1708, label %1696, !llvm.loop !43

1708:                                             ; preds = %1696
  %1709 = icmp eq i64 %1685, %1691
  br i1 %1709, label %1720, label %1710

1710:                                             ; preds = %1708, %1675
  %1711 = phi ptr [ %1574, %1675 ], [ %1693, %1708 ]
  %1712 = phi ptr [ %1676, %1675 ], [ %1695, %1708 ]
  br label %1713

1713:                                             ; preds = %1710, %1713
  %1714 = phi ptr [ %1718, %1713 ], [ %1711, %1710 ]
  %1715 = phi ptr [ %1717, %1713 ], [ %1712, %1710 ]
  %1716 = load i64, ptr %1714, align 1
  store i64 %1716, ptr %1715, align 1
  %1717 = getelementptr inbounds i8, ptr %1715, i64 8
  %1718 = getelementptr inbounds i8, ptr %1714, i64 8
  %1719 = icmp ult ptr %1717, %1678
  br i1 %1719, label %1713, label %1720, !llvm.loop !44

1720:                                             ; preds = %1713, %1708
  br label %1721

1721:                                             ; preds = %1720, %1875
  %1722 = phi ptr [ %1849, %1875 ], [ %1573, %1720 ]
  %1723 = phi ptr [ %1870, %1875 ], [ %1618, %1720 ]
  %1724 = phi ptr [ %1876, %1875 ], [ %1678, %1720 ]
  %1725 = phi ptr [ %1812, %1875 ], [ %1619, %1720 ]
  %1726 = ptrtoint ptr %1725 to i64
  %1727 = ptrtoint ptr %1723 to i64
  %1728 = sub i64 %1726, %1727
  %1729 = trunc i64 %1728 to i16
  store i16 %1729, ptr %1724, align 1, !tbaa !5
  %1730 = getelementptr inbounds i8, ptr %1724, i64 2
  %1731 = getelementptr inbounds i8, ptr %1725, i64 4
  %1732 = getelementptr inbounds i8, ptr %1723, i64 4
  %1733 = icmp ugt ptr %1569, %1731
  br i1 %1733, label %1734, label %1746, !prof !23

1734:                                             ; preds = %1721
  %1735 = load i64, ptr %1732, align 1, !tbaa !5
  %1736 = load i64, ptr %1731, align 1, !tbaa !5
  %1737 = icmp eq i64 %1735, %1736
  br i1 %1737, label %1738, label %1741

1738:                                             ; preds = %1734
  %1739 = getelementptr inbounds i8, ptr %1725, i64 12
  %1740 = getelementptr inbounds i8, ptr %1723, i64 12
  br label %1746

1741:                                             ; preds = %1734
  %1742 = xor i64 %1736, %1735
  %1743 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1742, i1 true)
  %1744 = trunc nuw nsw i64 %1743 to i32
  %1745 = lshr i32 %1744, 3
  br label %1807

1746:                                             ; preds = %1738, %1721
  %1747 = phi ptr [ %1732, %1721 ], [ %1740, %1738 ]
  %1748 = phi ptr [ %1731, %1721 ], [ %1739, %1738 ]
  %1749 = icmp ult ptr %1748, %1569
  br i1 %1749, label %1750, label %1769, !prof !24

1750:                                             ; preds = %1746, %1765
  %1751 = phi ptr [ %1766, %1765 ], [ %1748, %1746 ]
  %1752 = phi ptr [ %1767, %1765 ], [ %1747, %1746 ]
  %1753 = load i64, ptr %1752, align 1, !tbaa !5
  %1754 = load i64, ptr %1751, align 1, !tbaa !5
  %1755 = icmp eq i64 %1753, %1754
  br i1 %1755, label %1765, label %1756

1756:                                             ; preds = %1750
  %1757 = xor i64 %1754, %1753
  %1758 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1757, i1 true)
  %1759 = lshr i64 %1758, 3
  %1760 = getelementptr inbounds i8, ptr %1751, i64 %1759
  %1761 = ptrtoint ptr %1760 to i64
  %1762 = ptrtoint ptr %1731 to i64
  %1763 = sub i64 %1761, %1762
  %1764 = trunc i64 %1763 to i32
  br label %1807

1765:                                             ; preds = %1750
  %1766 = getelementptr inbounds i8, ptr %1751, i64 8
  %1767 = getelementptr inbounds i8, ptr %1752, i64 8
  %1768 = icmp ult ptr %1766, %1569
  br i1 %1768, label %1750, label %1769, !prof !25

1769:                                             ; preds = %1765, %1746
  %1770 = phi ptr [ %1747, %1746 ], [ %1767, %1765 ]
  %1771 = phi ptr [ %1748, %1746 ], [ %1766, %1765 ]
  %1772 = icmp ult ptr %1771, %1570
  br i1 %1772, label %1773, label %1780

1773:                                             ; preds = %1769
  %1774 = load i32, ptr %1770, align 1, !tbaa !5
  %1775 = load i32, ptr %1771, align 1, !tbaa !5
  %1776 = icmp eq i32 %1774, %1775
  br i1 %1776, label %1777, label %1780

1777:                                             ; preds = %1773
  %1778 = getelementptr inbounds i8, ptr %1771, i64 4
  %1779 = getelementptr inbounds i8, ptr %1770, i64 4
  br label %1780

1780:                                             ; preds = %1777, %1773, %1769
  %1781 = phi ptr [ %1779, %1777 ], [ %1770, %1773 ], [ %1770, %1769 ]
  %1782 = phi ptr [ %1778, %1777 ], [ %1771, %1773 ], [ %1771, %1769 ]
  %1783 = icmp ult ptr %1782, %1571
  br i1 %1783, label %1784, label %1791

1784:                                             ; preds = %1780
  %1785 = load i16, ptr %1781, align 1, !tbaa !5
  %1786 = load i16, ptr %1782, align 1, !tbaa !5
  %1787 = icmp eq i16 %1785, %1786
  br i1 %1787, label %1788, label %1791

1788:                                             ; preds = %1784
  %1789 = getelementptr inbounds i8, ptr %1782, i64 2
  %1790 = getelementptr inbounds i8, ptr %1781, i64 2
  br label %1791

1791:                                             ; preds = %1788, %1784, %1780
  %1792 = phi ptr [ %1790, %1788 ], [ %1781, %1784 ], [ %1781, %1780 ]
  %1793 = phi ptr [ %1789, %1788 ], [ %1782, %1784 ], [ %1782, %1780 ]
  %1794 = icmp ult ptr %1793, %1558
  br i1 %1794, label %1795, label %1801

1795:                                             ; preds = %1791
  %1796 = load i8, ptr %1792, align 1, !tbaa !5
  %1797 = load i8, ptr %1793, align 1, !tbaa !5
  %1798 = icmp eq i8 %1796, %1797
  %1799 = zext i1 %1798 to i64
  %1800 = getelementptr inbounds i8, ptr %1793, i64 %1799
  br label %1801

1801:                                             ; preds = %1795, %1791
  %1802 = phi ptr [ %1793, %1791 ], [ %1800, %1795 ]
  %1803 = ptrtoint ptr %1802 to i64
  %1804 = ptrtoint ptr %1731 to i64
  %1805 = sub i64 %1803, %1804
  %1806 = trunc i64 %1805 to i32
  br label %1807

1807:                                             ; preds = %1756, %1741, %1801
  %1808 = phi i32 [ %1806, %1801 ], [ %1745, %1741 ], [ %1764, %1756 ]
  %1809 = freeze i32 %1808
  %1810 = zext i32 %1809 to i64
  %1811 = add nuw nsw i64 %1810, 4
  %1812 = getelementptr inbounds i8, ptr %1725, i64 %1811
  %1813 = getelementptr inbounds i8, ptr %1724, i64 8
  %1814 = add i32 %1809, 240
  %1815 = udiv i32 %1814, 255
  %1816 = zext nneg i32 %1815 to i64
  %1817 = getelementptr inbounds i8, ptr %1813, i64 %1816
  %1818 = icmp ugt ptr %1817, %1560
  br i1 %1818, label %2317, label %1819, !prof !16

1819:                                             ; preds = %1807
  %1820 = icmp ugt i32 %1809, 14
  %1821 = load i8, ptr %1722, align 1, !tbaa !5
  br i1 %1820, label %1822, label %1845

1822:                                             ; preds = %1819
  %1823 = add i8 %1821, 15
  store i8 %1823, ptr %1722, align 1, !tbaa !5
  %1824 = add i32 %1809, -15
  store i32 -1, ptr %1730, align 1, !tbaa !5
  %1825 = icmp ugt i32 %1824, 1019
  br i1 %1825, label %1826, label %1835

1826:                                             ; preds = %1822
  %1827 = getelementptr i8, ptr %1724, i64 6
  %1828 = add i32 %1809, -1035
  %1829 = udiv i32 %1828, 1020
  %1830 = shl nuw nsw i32 %1829, 2
  %1831 = zext nneg i32 %1830 to i64
  %1832 = add nuw nsw i64 %1831, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1827, i8 -1, i64 %1832, i1 false), !tbaa !5
  %1833 = urem i32 %1828, 1020
  %1834 = getelementptr i8, ptr %1827, i64 %1831
  br label %1835

1835:                                             ; preds = %1826, %1822
  %1836 = phi i32 [ %1824, %1822 ], [ %1833, %1826 ]
  %1837 = phi ptr [ %1730, %1822 ], [ %1834, %1826 ]
  %1838 = trunc nuw i32 %1836 to i16
  %1839 = udiv i16 %1838, 255
  %1840 = zext nneg i16 %1839 to i64
  %1841 = getelementptr inbounds i8, ptr %1837, i64 %1840
  %1842 = urem i16 %1838, 255
  %1843 = trunc nuw i16 %1842 to i8
  %1844 = getelementptr inbounds i8, ptr %1841, i64 1
  store i8 %1843, ptr %1841, align 1, !tbaa !5
  br label %1848

1845:                                             ; preds = %1819
  %1846 = trunc nuw i32 %1809 to i8
  %1847 = add i8 %1821, %1846
  store i8 %1847, ptr %1722, align 1, !tbaa !5
  br label %1848

1848:                                             ; preds = %1845, %1835
  %1849 = phi ptr [ %1730, %1845 ], [ %1844, %1835 ]
  %1850 = icmp ult ptr %1812, %1557
  br i1 %1850, label %1851, label %1877

1851:                                             ; preds = %1848
  %1852 = getelementptr inbounds i8, ptr %1812, i64 -2
  %1853 = load i32, ptr %1852, align 1, !tbaa !5
  %1854 = mul i32 %1853, -1640531535
  %1855 = lshr i32 %1854, 19
  %1856 = ptrtoint ptr %1852 to i64
  %1857 = sub i64 %1856, %7
  %1858 = trunc i64 %1857 to i16
  %1859 = zext nneg i32 %1855 to i64
  %1860 = getelementptr inbounds i16, ptr %0, i64 %1859
  store i16 %1858, ptr %1860, align 2, !tbaa !14
  %1861 = load i32, ptr %1812, align 1, !tbaa !5
  %1862 = mul i32 %1861, -1640531535
  %1863 = lshr i32 %1862, 19
  %1864 = ptrtoint ptr %1812 to i64
  %1865 = sub i64 %1864, %7
  %1866 = zext nneg i32 %1863 to i64
  %1867 = getelementptr inbounds i16, ptr %0, i64 %1866
  %1868 = load i16, ptr %1867, align 2, !tbaa !14
  %1869 = zext i16 %1868 to i64
  %1870 = getelementptr inbounds i8, ptr %1, i64 %1869
  %1871 = trunc i64 %1865 to i16
  store i16 %1871, ptr %1867, align 2, !tbaa !14
  %1872 = load i32, ptr %1870, align 1, !tbaa !5
  %1873 = load i32, ptr %1812, align 1, !tbaa !5
  %1874 = icmp eq i32 %1872, %1873
  br i1 %1874, label %1875, label %1572

1875:                                             ; preds = %1851
  %1876 = getelementptr inbounds i8, ptr %1849, i64 1
  store i8 0, ptr %1849, align 1, !tbaa !5
  br label %1721

1877:                                             ; preds = %1848
  %1878 = ptrtoint ptr %1812 to i64
  br label %1879

1879:                                             ; preds = %1578, %1877, %1554
  %1880 = phi i64 [ %1878, %1877 ], [ %7, %1554 ], [ %1575, %1578 ]
  %1881 = phi ptr [ %1849, %1877 ], [ %2, %1554 ], [ %1573, %1578 ]
  %1882 = phi ptr [ %1812, %1877 ], [ %1, %1554 ], [ %1574, %1578 ]
  %1883 = ptrtoint ptr %1556 to i64
  %1884 = sub i64 %1883, %1880
  %1885 = getelementptr inbounds i8, ptr %1881, i64 %1884
  %1886 = getelementptr inbounds i8, ptr %1885, i64 1
  %1887 = add i64 %1884, 240
  %1888 = udiv i64 %1887, 255
  %1889 = getelementptr inbounds i8, ptr %1886, i64 %1888
  %1890 = icmp ugt ptr %1889, %1560
  br i1 %1890, label %2317, label %1891

1891:                                             ; preds = %1879
  %1892 = icmp ugt i64 %1884, 14
  br i1 %1892, label %1893, label %1911

1893:                                             ; preds = %1891
  %1894 = add i64 %1884, -15
  store i8 -16, ptr %1881, align 1, !tbaa !5
  %1895 = getelementptr i8, ptr %1881, i64 1
  %1896 = icmp ugt i64 %1894, 254
  br i1 %1896, label %1897, label %1907

1897:                                             ; preds = %1893
  %1898 = add i64 %7, %1555
  %1899 = add i64 %1898, -270
  %1900 = sub i64 %1899, %1880
  %1901 = udiv i64 %1900, 255
  %1902 = add nuw nsw i64 %1901, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1895, i8 -1, i64 %1902, i1 false), !tbaa !5
  %1903 = mul i64 %1901, -255
  %1904 = add nuw nsw i64 %1901, 2
  %1905 = add i64 %1903, %1900
  %1906 = getelementptr i8, ptr %1881, i64 %1904
  br label %1907

1907:                                             ; preds = %1897, %1893
  %1908 = phi i64 [ %1894, %1893 ], [ %1905, %1897 ]
  %1909 = phi ptr [ %1895, %1893 ], [ %1906, %1897 ]
  %1910 = trunc nuw i64 %1908 to i8
  store i8 %1910, ptr %1909, align 1, !tbaa !5
  br label %1914

1911:                                             ; preds = %1891
  %1912 = trunc nuw i64 %1884 to i8
  %1913 = shl nuw i8 %1912, 4
  store i8 %1913, ptr %1881, align 1, !tbaa !5
  br label %1914

1914:                                             ; preds = %1907, %1911
  %1915 = phi ptr [ %1909, %1907 ], [ %1881, %1911 ]
  %1916 = getelementptr inbounds i8, ptr %1915, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1916, ptr align 1 %1882, i64 %1884, i1 false)
  %1917 = getelementptr inbounds i8, ptr %1916, i64 %1884
  %1918 = ptrtoint ptr %1917 to i64
  %1919 = ptrtoint ptr %2 to i64
  %1920 = sub i64 %1918, %1919
  %1921 = trunc i64 %1920 to i32
  br label %2317

1922:                                             ; preds = %1134
  %1923 = icmp eq i32 %20, 0
  br i1 %1923, label %1927, label %1924

1924:                                             ; preds = %1922
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16384) %0, i8 0, i64 16384, i1 false)
  %1925 = getelementptr inbounds i8, ptr %0, i64 16400
  store i32 0, ptr %1925, align 8, !tbaa !8
  store i32 0, ptr %19, align 4, !tbaa !13
  %1926 = getelementptr inbounds i8, ptr %0, i64 16400
  br label %1934

1927:                                             ; preds = %1922
  %1928 = getelementptr inbounds i8, ptr %0, i64 16400
  %1929 = load i32, ptr %1928, align 8, !tbaa !8
  %1930 = getelementptr inbounds i8, ptr %0, i64 16400
  %1931 = icmp eq i32 %1929, 0
  br i1 %1931, label %1934, label %1932

1932:                                             ; preds = %1927
  %1933 = add i32 %1929, 65536
  store i32 %1933, ptr %1930, align 8, !tbaa !8
  br label %1934

1934:                                             ; preds = %1924, %1927, %1932
  %1935 = phi ptr [ %1930, %1927 ], [ %1930, %1932 ], [ %1926, %1924 ]
  %1936 = phi i32 [ 0, %1927 ], [ %1933, %1932 ], [ 0, %1924 ]
  %1937 = getelementptr inbounds i8, ptr %0, i64 16384
  %1938 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 0, ptr %1938, align 8, !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1937, i8 0, i64 16, i1 false)
  br i1 %10, label %2317, label %1939

1939:                                             ; preds = %1934
  %1940 = zext i32 %1936 to i64
  %1941 = sub nsw i64 0, %1940
  %1942 = getelementptr inbounds i8, ptr %1, i64 %1941
  %1943 = zext nneg i32 %3 to i64
  %1944 = getelementptr i8, ptr %1, i64 %1943
  %1945 = getelementptr i8, ptr %1944, i64 -11
  %1946 = getelementptr inbounds i8, ptr %1944, i64 -5
  %1947 = sext i32 %4 to i64
  %1948 = getelementptr inbounds i8, ptr %2, i64 %1947
  store i32 %3, ptr %1938, align 8, !tbaa !12
  %1949 = add i32 %1936, %3
  store i32 %1949, ptr %1935, align 8, !tbaa !8
  store i32 2, ptr %19, align 4, !tbaa !13
  %1950 = load i64, ptr %1, align 1, !tbaa !5
  %1951 = mul i64 %1950, -3523014627271114752
  %1952 = lshr i64 %1951, 52
  %1953 = ptrtoint ptr %1942 to i64
  %1954 = getelementptr inbounds i32, ptr %0, i64 %1952
  store i32 %1936, ptr %1954, align 4, !tbaa !26
  %1955 = shl nuw nsw i32 %9, 6
  %1956 = or disjoint i32 %1955, 1
  %1957 = getelementptr inbounds i8, ptr %1, i64 2
  %1958 = getelementptr inbounds i8, ptr %1944, i64 -12
  %1959 = getelementptr inbounds i8, ptr %1944, i64 -8
  %1960 = getelementptr inbounds i8, ptr %1944, i64 -6
  br label %1961

1961:                                             ; preds = %1939, %2271
  %1962 = phi ptr [ %1957, %1939 ], [ %2272, %2271 ]
  %1963 = phi ptr [ %1, %1939 ], [ %2205, %2271 ]
  %1964 = phi ptr [ %2, %1939 ], [ %2242, %2271 ]
  %1965 = ptrtoint ptr %1963 to i64
  %1966 = getelementptr inbounds i8, ptr %1963, i64 1
  %1967 = load i64, ptr %1966, align 1, !tbaa !5
  br label %1968

1968:                                             ; preds = %1961, %2000
  %1969 = phi i32 [ %9, %1961 ], [ %2004, %2000 ]
  %1970 = phi i32 [ %1956, %1961 ], [ %2003, %2000 ]
  %1971 = phi ptr [ %1962, %1961 ], [ %2002, %2000 ]
  %1972 = phi i64 [ %1967, %1961 ], [ %1981, %2000 ]
  %1973 = phi ptr [ %1966, %1961 ], [ %1971, %2000 ]
  %1974 = mul i64 %1972, -3523014627271114752
  %1975 = lshr i64 %1974, 52
  %1976 = getelementptr inbounds i32, ptr %0, i64 %1975
  %1977 = load i32, ptr %1976, align 4, !tbaa !26
  %1978 = ptrtoint ptr %1973 to i64
  %1979 = sub i64 %1978, %1953
  %1980 = trunc i64 %1979 to i32
  %1981 = load i64, ptr %1971, align 1, !tbaa !5
  store i32 %1980, ptr %1976, align 4, !tbaa !26
  %1982 = add i32 %1977, 65535
  %1983 = icmp ult i32 %1982, %1980
  br i1 %1983, label %2000, label %1984

1984:                                             ; preds = %1968
  %1985 = zext i32 %1977 to i64
  %1986 = getelementptr inbounds i8, ptr %1942, i64 %1985
  %1987 = load i32, ptr %1986, align 1, !tbaa !5
  %1988 = load i32, ptr %1973, align 1, !tbaa !5
  %1989 = icmp eq i32 %1987, %1988
  br i1 %1989, label %1990, label %2000

1990:                                             ; preds = %1984
  %1991 = getelementptr inbounds i8, ptr %1942, i64 %1985
  %1992 = trunc i64 %1965 to i32
  %1993 = trunc i64 %1978 to i32
  %1994 = sub i32 %1993, %1992
  %1995 = add i32 %1994, 239
  %1996 = sub i32 %1993, %1992
  %1997 = add i32 %1996, -15
  %1998 = sub i32 %1993, %1992
  %1999 = add i32 %1998, -270
  br label %2006

2000:                                             ; preds = %1968, %1984
  %2001 = zext nneg i32 %1969 to i64
  %2002 = getelementptr inbounds i8, ptr %1971, i64 %2001
  %2003 = add nuw nsw i32 %1970, 1
  %2004 = lshr i32 %1970, 6
  %2005 = icmp ugt ptr %2002, %1945
  br i1 %2005, label %2274, label %1968, !prof !27

2006:                                             ; preds = %1990, %2016
  %2007 = phi i32 [ %1999, %1990 ], [ %2025, %2016 ]
  %2008 = phi i32 [ %1997, %1990 ], [ %2024, %2016 ]
  %2009 = phi i32 [ %1995, %1990 ], [ %2023, %2016 ]
  %2010 = phi i32 [ 0, %1990 ], [ %2022, %2016 ]
  %2011 = phi ptr [ %1991, %1990 ], [ %2019, %2016 ]
  %2012 = phi ptr [ %1973, %1990 ], [ %2017, %2016 ]
  %2013 = icmp ugt ptr %2012, %1963
  %2014 = icmp ugt ptr %2011, %1
  %2015 = and i1 %2014, %2013
  br i1 %2015, label %2016, label %2026

2016:                                             ; preds = %2006
  %2017 = getelementptr inbounds i8, ptr %2012, i64 -1
  %2018 = load i8, ptr %2017, align 1, !tbaa !5
  %2019 = getelementptr inbounds i8, ptr %2011, i64 -1
  %2020 = load i8, ptr %2019, align 1, !tbaa !5
  %2021 = icmp eq i8 %2018, %2020
  %2022 = add i32 %2010, 1
  %2023 = add i32 %2009, -1
  %2024 = add i32 %2008, -1
  %2025 = add i32 %2007, -1
  br i1 %2021, label %2006, label %2026, !llvm.loop !17

2026:                                             ; preds = %2016, %2006
  %2027 = ptrtoint ptr %2012 to i64
  %2028 = sub i64 %2027, %1965
  %2029 = trunc i64 %2028 to i32
  %2030 = getelementptr inbounds i8, ptr %1964, i64 1
  %2031 = and i64 %2028, 4294967295
  %2032 = getelementptr inbounds i8, ptr %2030, i64 %2031
  %2033 = getelementptr inbounds i8, ptr %2032, i64 8
  %2034 = udiv i32 %2029, 255
  %2035 = zext nneg i32 %2034 to i64
  %2036 = getelementptr inbounds i8, ptr %2033, i64 %2035
  %2037 = icmp ugt ptr %2036, %1948
  br i1 %2037, label %2317, label %2038, !prof !16

2038:                                             ; preds = %2026
  %2039 = icmp ugt i32 %2029, 14
  br i1 %2039, label %2040, label %2065

2040:                                             ; preds = %2038
  %2041 = add i32 %2029, -15
  store i8 -16, ptr %1964, align 1, !tbaa !5
  %2042 = icmp sgt i32 %2041, 254
  br i1 %2042, label %2043, label %2060

2043:                                             ; preds = %2040
  %2044 = tail call i32 @llvm.umin.i32(i32 %2041, i32 509)
  %2045 = add i32 %2010, %2044
  %2046 = sub i32 %1995, %2045
  %2047 = udiv i32 %2046, 255
  %2048 = add nuw nsw i32 %2047, 1
  %2049 = zext nneg i32 %2048 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2030, i8 -1, i64 %2049, i1 false), !tbaa !5
  %2050 = tail call i32 @llvm.smin.i32(i32 %2008, i32 509)
  %2051 = sub i32 %2009, %2050
  %2052 = freeze i32 %2051
  %2053 = udiv i32 %2052, 255
  %2054 = zext nneg i32 %2053 to i64
  %2055 = urem i32 %2052, 255
  %2056 = sub i32 %2055, %2052
  %2057 = getelementptr i8, ptr %1964, i64 2
  %2058 = getelementptr i8, ptr %2057, i64 %2054
  %2059 = add i32 %2056, %2007
  br label %2060

2060:                                             ; preds = %2043, %2040
  %2061 = phi i32 [ %2041, %2040 ], [ %2059, %2043 ]
  %2062 = phi ptr [ %2030, %2040 ], [ %2058, %2043 ]
  %2063 = trunc i32 %2061 to i8
  %2064 = getelementptr inbounds i8, ptr %2062, i64 1
  store i8 %2063, ptr %2062, align 1, !tbaa !5
  br label %2068

2065:                                             ; preds = %2038
  %2066 = trunc i64 %2028 to i8
  %2067 = shl nuw i8 %2066, 4
  store i8 %2067, ptr %1964, align 1, !tbaa !5
  br label %2068

2068:                                             ; preds = %2065, %2060
  %2069 = phi ptr [ %2064, %2060 ], [ %2030, %2065 ]
  %2070 = ptrtoint ptr %2069 to i64
  %2071 = getelementptr inbounds i8, ptr %2069, i64 %2031
  %2072 = xor i64 %2070, -1
  %2073 = add nuw i64 %2031, %2070
  %2074 = add nuw i64 %2070, 8
  %2075 = tail call i64 @llvm.umax.i64(i64 %2073, i64 %2074)
  %2076 = add i64 %2075, %2072
  %2077 = lshr i64 %2076, 3
  %2078 = add nuw nsw i64 %2077, 1
  %2079 = icmp ult i64 %2076, 24
  %2080 = sub i64 %2070, %1965
  %2081 = icmp ult i64 %2080, 32
  %2082 = or i1 %2079, %2081
  br i1 %2082, label %2103, label %2083

2083:                                             ; preds = %2068
  %2084 = and i64 %2078, 4611686018427387900
  %2085 = shl i64 %2084, 3
  %2086 = getelementptr i8, ptr %1963, i64 %2085
  %2087 = shl i64 %2084, 3
  %2088 = getelementptr i8, ptr %2069, i64 %2087
  br label %2089

2089:                                             ; preds = %2089, %2083
  %2090 = phi i64 [ 0, %2083 ], [ %2099, %2089 ]
  %2091 = shl i64 %2090, 3
  %2092 = getelementptr i8, ptr %1963, i64 %2091
  %2093 = shl i64 %2090, 3
  %2094 = getelementptr i8, ptr %2069, i64 %2093
  %2095 = getelementptr i8, ptr %2092, i64 16
  %2096 = load <2 x i64>, ptr %2092, align 1
  %2097 = load <2 x i64>, ptr %2095, align 1
  %2098 = getelementptr i8, ptr %2094, i64 16
  store <2 x i64> %2096, ptr %2094, align 1
  store <2 x i64> %2097, ptr %2098, align 1
  %2099 = add nuw i64 %2090, 4
  %2100 = icmp eq i64 %2099, %2084
  br i1 %2100, label %2101, label %2089, !llvm.loop !45

2101:                                             ; preds = %2089
  %2102 = icmp eq i64 %2078, %2084
  br i1 %2102, label %2113, label %2103

2103:                                             ; preds = %2101, %2068
  %2104 = phi ptr [ %1963, %2068 ], [ %2086, %2101 ]
  %2105 = phi ptr [ %2069, %2068 ], [ %2088, %2101 ]
  br label %2106

2106:                                             ; preds = %2103, %2106
  %2107 = phi ptr [ %2111, %2106 ], [ %2104, %2103 ]
  %2108 = phi ptr [ %2110, %2106 ], [ %2105, %2103 ]
  %2109 = load i64, ptr %2107, align 1
  store i64 %2109, ptr %2108, align 1
  %2110 = getelementptr inbounds i8, ptr %2108, i64 8
  %2111 = getelementptr inbounds i8, ptr %2107, i64 8
  %2112 = icmp ult ptr %2110, %2071
  br i1 %2112, label %2106, label %2113, !llvm.loop !46

2113:                                             ; preds = %2106, %2101
  br label %2114

2114:                                             ; preds = %2113, %2269
  %2115 = phi ptr [ %2242, %2269 ], [ %1964, %2113 ]
  %2116 = phi ptr [ %2262, %2269 ], [ %2011, %2113 ]
  %2117 = phi ptr [ %2270, %2269 ], [ %2071, %2113 ]
  %2118 = phi ptr [ %2205, %2269 ], [ %2012, %2113 ]
  %2119 = ptrtoint ptr %2118 to i64
  %2120 = ptrtoint ptr %2116 to i64
  %2121 = sub i64 %2119, %2120
  %2122 = trunc i64 %2121 to i16
  store i16 %2122, ptr %2117, align 1, !tbaa !5
  %2123 = getelementptr inbounds i8, ptr %2117, i64 2
  %2124 = getelementptr inbounds i8, ptr %2118, i64 4
  %2125 = getelementptr inbounds i8, ptr %2116, i64 4
  %2126 = icmp ugt ptr %1958, %2124
  br i1 %2126, label %2127, label %2139, !prof !23

2127:                                             ; preds = %2114
  %2128 = load i64, ptr %2125, align 1, !tbaa !5
  %2129 = load i64, ptr %2124, align 1, !tbaa !5
  %2130 = icmp eq i64 %2128, %2129
  br i1 %2130, label %2131, label %2134

2131:                                             ; preds = %2127
  %2132 = getelementptr inbounds i8, ptr %2118, i64 12
  %2133 = getelementptr inbounds i8, ptr %2116, i64 12
  br label %2139

2134:                                             ; preds = %2127
  %2135 = xor i64 %2129, %2128
  %2136 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2135, i1 true)
  %2137 = trunc nuw nsw i64 %2136 to i32
  %2138 = lshr i32 %2137, 3
  br label %2200

2139:                                             ; preds = %2131, %2114
  %2140 = phi ptr [ %2125, %2114 ], [ %2133, %2131 ]
  %2141 = phi ptr [ %2124, %2114 ], [ %2132, %2131 ]
  %2142 = icmp ult ptr %2141, %1958
  br i1 %2142, label %2143, label %2162, !prof !24

2143:                                             ; preds = %2139, %2158
  %2144 = phi ptr [ %2159, %2158 ], [ %2141, %2139 ]
  %2145 = phi ptr [ %2160, %2158 ], [ %2140, %2139 ]
  %2146 = load i64, ptr %2145, align 1, !tbaa !5
  %2147 = load i64, ptr %2144, align 1, !tbaa !5
  %2148 = icmp eq i64 %2146, %2147
  br i1 %2148, label %2158, label %2149

2149:                                             ; preds = %2143
  %2150 = xor i64 %2147, %2146
  %2151 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2150, i1 true)
  %2152 = lshr i64 %2151, 3
  %2153 = getelementptr inbounds i8, ptr %2144, i64 %2152
  %2154 = ptrtoint ptr %2153 to i64
  %2155 = ptrtoint ptr %2124 to i64
  %2156 = sub i64 %2154, %2155
  %2157 = trunc i64 %2156 to i32
  br label %2200

2158:                                             ; preds = %2143
  %2159 = getelementptr inbounds i8, ptr %2144, i64 8
  %2160 = getelementptr inbounds i8, ptr %2145, i64 8
  %2161 = icmp ult ptr %2159, %1958
  br i1 %2161, label %2143, label %2162, !prof !25

2162:                                             ; preds = %2158, %2139
  %2163 = phi ptr [ %2140, %2139 ], [ %2160, %2158 ]
  %2164 = phi ptr [ %2141, %2139 ], [ %2159, %2158 ]
  %2165 = icmp ult ptr %2164, %1959
  br i1 %2165, label %2166, label %2173

2166:                                             ; preds = %2162
  %2167 = load i32, ptr %2163, align 1, !tbaa !5
  %2168 = load i32, ptr %2164, align 1, !tbaa !5
  %2169 = icmp eq i32 %2167, %2168
  br i1 %2169, label %2170, label %2173

2170:                                             ; preds = %2166
  %2171 = getelementptr inbounds i8, ptr %2164, i64 4
  %2172 = getelementptr inbounds i8, ptr %2163, i64 4
  br label %2173

2173:                                             ; preds = %2170, %2166, %2162
  %2174 = phi ptr [ %2172, %2170 ], [ %2163, %2166 ], [ %2163, %2162 ]
  %2175 = phi ptr [ %2171, %2170 ], [ %2164, %2166 ], [ %2164, %2162 ]
  %2176 = icmp ult ptr %2175, %1960
  br i1 %2176, label %2177, label %2184

2177:                                             ; preds = %2173
  %2178 = load i16, ptr %2174, align 1, !tbaa !5
  %2179 = load i16, ptr %2175, align 1, !tbaa !5
  %2180 = icmp eq i16 %2178, %2179
  br i1 %2180, label %2181, label %2184

2181:                                             ; preds = %2177
  %2182 = getelementptr inbounds i8, ptr %2175, i64 2
  %2183 = getelementptr inbounds i8, ptr %2174, i64 2
  br label %2184

2184:                                             ; preds = %2181, %2177, %2173
  %2185 = phi ptr [ %2183, %2181 ], [ %2174, %2177 ], [ %2174, %2173 ]
  %2186 = phi ptr [ %2182, %2181 ], [ %2175, %2177 ], [ %2175, %2173 ]
  %2187 = icmp ult ptr %2186, %1946
  br i1 %2187, label %2188, label %2194

2188:                                             ; preds = %2184
  %2189 = load i8, ptr %2185, align 1, !tbaa !5
  %2190 = load i8, ptr %2186, align 1, !tbaa !5
  %2191 = icmp eq i8 %2189, %2190
  %2192 = zext i1 %2191 to i64
  %2193 = getelementptr inbounds i8, ptr %2186, i64 %2192
  br label %2194

2194:                                             ; preds = %2188, %2184
  %2195 = phi ptr [ %2186, %2184 ], [ %2193, %2188 ]
  %2196 = ptrtoint ptr %2195 to i64
  %2197 = ptrtoint ptr %2124 to i64
  %2198 = sub i64 %2196, %2197
  %2199 = trunc i64 %2198 to i32
  br label %2200

2200:                                             ; preds = %2149, %2134, %2194
  %2201 = phi i32 [ %2199, %2194 ], [ %2138, %2134 ], [ %2157, %2149 ]
  %2202 = freeze i32 %2201
  %2203 = zext i32 %2202 to i64
  %2204 = add nuw nsw i64 %2203, 4
  %2205 = getelementptr inbounds i8, ptr %2118, i64 %2204
  %2206 = getelementptr inbounds i8, ptr %2117, i64 8
  %2207 = add i32 %2202, 240
  %2208 = udiv i32 %2207, 255
  %2209 = zext nneg i32 %2208 to i64
  %2210 = getelementptr inbounds i8, ptr %2206, i64 %2209
  %2211 = icmp ugt ptr %2210, %1948
  br i1 %2211, label %2317, label %2212, !prof !16

2212:                                             ; preds = %2200
  %2213 = icmp ugt i32 %2202, 14
  %2214 = load i8, ptr %2115, align 1, !tbaa !5
  br i1 %2213, label %2215, label %2238

2215:                                             ; preds = %2212
  %2216 = add i8 %2214, 15
  store i8 %2216, ptr %2115, align 1, !tbaa !5
  %2217 = add i32 %2202, -15
  store i32 -1, ptr %2123, align 1, !tbaa !5
  %2218 = icmp ugt i32 %2217, 1019
  br i1 %2218, label %2219, label %2228

2219:                                             ; preds = %2215
  %2220 = getelementptr i8, ptr %2117, i64 6
  %2221 = add i32 %2202, -1035
  %2222 = udiv i32 %2221, 1020
  %2223 = shl nuw nsw i32 %2222, 2
  %2224 = zext nneg i32 %2223 to i64
  %2225 = add nuw nsw i64 %2224, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2220, i8 -1, i64 %2225, i1 false), !tbaa !5
  %2226 = urem i32 %2221, 1020
  %2227 = getelementptr i8, ptr %2220, i64 %2224
  br label %2228

2228:                                             ; preds = %2219, %2215
  %2229 = phi i32 [ %2217, %2215 ], [ %2226, %2219 ]
  %2230 = phi ptr [ %2123, %2215 ], [ %2227, %2219 ]
  %2231 = trunc nuw i32 %2229 to i16
  %2232 = udiv i16 %2231, 255
  %2233 = zext nneg i16 %2232 to i64
  %2234 = getelementptr inbounds i8, ptr %2230, i64 %2233
  %2235 = urem i16 %2231, 255
  %2236 = trunc nuw i16 %2235 to i8
  %2237 = getelementptr inbounds i8, ptr %2234, i64 1
  store i8 %2236, ptr %2234, align 1, !tbaa !5
  br label %2241

2238:                                             ; preds = %2212
  %2239 = trunc nuw i32 %2202 to i8
  %2240 = add i8 %2214, %2239
  store i8 %2240, ptr %2115, align 1, !tbaa !5
  br label %2241

2241:                                             ; preds = %2238, %2228
  %2242 = phi ptr [ %2123, %2238 ], [ %2237, %2228 ]
  %2243 = icmp ult ptr %2205, %1945
  br i1 %2243, label %2244, label %2274

2244:                                             ; preds = %2241
  %2245 = getelementptr inbounds i8, ptr %2205, i64 -2
  %2246 = load i64, ptr %2245, align 1, !tbaa !5
  %2247 = mul i64 %2246, -3523014627271114752
  %2248 = lshr i64 %2247, 52
  %2249 = ptrtoint ptr %2245 to i64
  %2250 = sub i64 %2249, %1953
  %2251 = trunc i64 %2250 to i32
  %2252 = getelementptr inbounds i32, ptr %0, i64 %2248
  store i32 %2251, ptr %2252, align 4, !tbaa !26
  %2253 = load i64, ptr %2205, align 1, !tbaa !5
  %2254 = mul i64 %2253, -3523014627271114752
  %2255 = lshr i64 %2254, 52
  %2256 = ptrtoint ptr %2205 to i64
  %2257 = sub i64 %2256, %1953
  %2258 = trunc i64 %2257 to i32
  %2259 = getelementptr inbounds i32, ptr %0, i64 %2255
  %2260 = load i32, ptr %2259, align 4, !tbaa !26
  %2261 = zext i32 %2260 to i64
  %2262 = getelementptr inbounds i8, ptr %1942, i64 %2261
  store i32 %2258, ptr %2259, align 4, !tbaa !26
  %2263 = add i32 %2260, 65535
  %2264 = icmp ult i32 %2263, %2258
  br i1 %2264, label %2271, label %2265

2265:                                             ; preds = %2244
  %2266 = load i32, ptr %2262, align 1, !tbaa !5
  %2267 = load i32, ptr %2205, align 1, !tbaa !5
  %2268 = icmp eq i32 %2266, %2267
  br i1 %2268, label %2269, label %2271

2269:                                             ; preds = %2265
  %2270 = getelementptr inbounds i8, ptr %2242, i64 1
  store i8 0, ptr %2242, align 1, !tbaa !5
  br label %2114

2271:                                             ; preds = %2265, %2244
  %2272 = getelementptr inbounds i8, ptr %2205, i64 2
  %2273 = icmp ugt ptr %2272, %1945
  br i1 %2273, label %2274, label %1961, !prof !30

2274:                                             ; preds = %2271, %2000, %2241
  %2275 = phi ptr [ %2242, %2241 ], [ %1964, %2000 ], [ %2242, %2271 ]
  %2276 = phi ptr [ %2205, %2241 ], [ %1963, %2000 ], [ %2205, %2271 ]
  %2277 = ptrtoint ptr %1944 to i64
  %2278 = ptrtoint ptr %2276 to i64
  %2279 = sub i64 %2277, %2278
  %2280 = getelementptr inbounds i8, ptr %2275, i64 %2279
  %2281 = getelementptr inbounds i8, ptr %2280, i64 1
  %2282 = add i64 %2279, 240
  %2283 = udiv i64 %2282, 255
  %2284 = getelementptr inbounds i8, ptr %2281, i64 %2283
  %2285 = icmp ugt ptr %2284, %1948
  br i1 %2285, label %2317, label %2286

2286:                                             ; preds = %2274
  %2287 = icmp ugt i64 %2279, 14
  br i1 %2287, label %2288, label %2306

2288:                                             ; preds = %2286
  %2289 = add i64 %2279, -15
  store i8 -16, ptr %2275, align 1, !tbaa !5
  %2290 = getelementptr i8, ptr %2275, i64 1
  %2291 = icmp ugt i64 %2289, 254
  br i1 %2291, label %2292, label %2302

2292:                                             ; preds = %2288
  %2293 = add i64 %7, %1943
  %2294 = add i64 %2293, -270
  %2295 = sub i64 %2294, %2278
  %2296 = udiv i64 %2295, 255
  %2297 = add nuw nsw i64 %2296, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2290, i8 -1, i64 %2297, i1 false), !tbaa !5
  %2298 = mul i64 %2296, -255
  %2299 = add nuw nsw i64 %2296, 2
  %2300 = add i64 %2298, %2295
  %2301 = getelementptr i8, ptr %2275, i64 %2299
  br label %2302

2302:                                             ; preds = %2292, %2288
  %2303 = phi i64 [ %2289, %2288 ], [ %2300, %2292 ]
  %2304 = phi ptr [ %2290, %2288 ], [ %2301, %2292 ]
  %2305 = trunc nuw i64 %2303 to i8
  store i8 %2305, ptr %2304, align 1, !tbaa !5
  br label %2309

2306:                                             ; preds = %2286
  %2307 = trunc nuw i64 %2279 to i8
  %2308 = shl nuw i8 %2307, 4
  store i8 %2308, ptr %2275, align 1, !tbaa !5
  br label %2309

2309:                                             ; preds = %2302, %2306
  %2310 = phi ptr [ %2304, %2302 ], [ %2275, %2306 ]
  %2311 = getelementptr inbounds i8, ptr %2310, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2311, ptr align 1 %2276, i64 %2279, i1 false)
  %2312 = getelementptr inbounds i8, ptr %2311, i64 %2279
  %2313 = ptrtoint ptr %2312 to i64
  %2314 = ptrtoint ptr %2 to i64
  %2315 = sub i64 %2313, %2314
  %2316 = trunc i64 %2315 to i32
  br label %2317

2317:                                             ; preds = %2026, %2200, %1253, %1427, %1633, %1807, %1934, %2274, %2309, %1553, %1551, %1546, %1879, %1914, %1160, %1158, %1155, %1503, %1538, %1126, %773, %753, %414, %409, %401, %45, %42
  %2318 = phi i32 [ %408, %401 ], [ 0, %42 ], [ 1, %45 ], [ %760, %753 ], [ 0, %409 ], [ 1, %414 ], [ %1133, %1126 ], [ 0, %773 ], [ 0, %1155 ], [ 0, %1158 ], [ 1, %1160 ], [ %1545, %1538 ], [ 0, %1503 ], [ 0, %1546 ], [ 0, %1551 ], [ 1, %1553 ], [ %1921, %1914 ], [ 0, %1879 ], [ 0, %1934 ], [ %2316, %2309 ], [ 0, %2274 ], [ 0, %1807 ], [ 0, %1633 ], [ 0, %1427 ], [ 0, %1253 ], [ 0, %2200 ], [ 0, %2026 ]
  ret i32 %2318
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_fast(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca %union.LZ4_stream_u, align 8
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %6) #18
  %7 = call i32 @LZ4_compress_fast_extState(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %6) #18
  ret i32 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_default(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %union.LZ4_stream_u, align 8
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %5) #18
  %6 = call i32 @LZ4_compress_fast_extState(ptr noundef nonnull %5, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %5) #18
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_destSize(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %union.LZ4_stream_u, align 8
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %5) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16416) %5, i8 0, i64 16416, i1 false)
  %6 = load i32, ptr %2, align 4, !tbaa !26
  %7 = icmp ugt i32 %6, 2113929216
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = udiv i32 %6, 255
  %10 = add nuw nsw i32 %6, 16
  %11 = add nuw nsw i32 %10, %9
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ %11, %8 ], [ 0, %4 ]
  %14 = icmp sgt i32 %13, %3
  br i1 %14, label %17, label %15

15:                                               ; preds = %12
  %16 = call i32 @LZ4_compress_fast_extState(ptr noundef nonnull %5, ptr noundef %0, ptr noundef %1, i32 noundef %6, i32 noundef %3, i32 noundef 1)
  br label %847

17:                                               ; preds = %12
  %18 = icmp slt i32 %6, 65547
  br i1 %18, label %19, label %434

19:                                               ; preds = %17
  br i1 %7, label %847, label %20

20:                                               ; preds = %19
  %21 = icmp eq i32 %6, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %20
  %23 = icmp slt i32 %3, 1
  br i1 %23, label %847, label %24

24:                                               ; preds = %22
  store i8 0, ptr %1, align 1, !tbaa !5
  store i32 0, ptr %2, align 4, !tbaa !26
  br label %847

25:                                               ; preds = %20
  %26 = zext nneg i32 %6 to i64
  %27 = getelementptr inbounds i8, ptr %0, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 -11
  %29 = getelementptr inbounds i8, ptr %27, i64 -5
  %30 = sext i32 %3 to i64
  %31 = getelementptr inbounds i8, ptr %1, i64 %30
  %32 = icmp slt i32 %3, 1
  br i1 %32, label %847, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %5, i64 16400
  %35 = getelementptr inbounds i8, ptr %5, i64 16408
  store i32 %6, ptr %35, align 8, !tbaa !12
  store i32 %6, ptr %34, align 8, !tbaa !8
  %36 = getelementptr inbounds i8, ptr %5, i64 16404
  store i32 3, ptr %36, align 4, !tbaa !13
  %37 = icmp ult i32 %6, 13
  br i1 %37, label %379, label %38

38:                                               ; preds = %33
  %39 = load i32, ptr %0, align 1, !tbaa !5
  %40 = mul i32 %39, -1640531535
  %41 = lshr i32 %40, 19
  %42 = ptrtoint ptr %0 to i64
  %43 = zext nneg i32 %41 to i64
  %44 = getelementptr inbounds i16, ptr %5, i64 %43
  store i16 0, ptr %44, align 2, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %27, i64 -12
  %46 = getelementptr inbounds i8, ptr %27, i64 -8
  %47 = getelementptr inbounds i8, ptr %27, i64 -6
  %48 = ptrtoint ptr %31 to i64
  br label %49

49:                                               ; preds = %351, %38
  %50 = phi ptr [ %1, %38 ], [ %349, %351 ]
  %51 = phi ptr [ %0, %38 ], [ %318, %351 ]
  %52 = ptrtoint ptr %51 to i64
  %53 = getelementptr inbounds i8, ptr %51, i64 1
  %54 = load i32, ptr %53, align 1, !tbaa !5
  br label %55

55:                                               ; preds = %63, %49
  %56 = phi ptr [ %53, %49 ], [ %61, %63 ]
  %57 = phi i32 [ 1, %49 ], [ %64, %63 ]
  %58 = phi i32 [ 64, %49 ], [ %65, %63 ]
  %59 = phi i32 [ %54, %49 ], [ %75, %63 ]
  %60 = zext nneg i32 %57 to i64
  %61 = getelementptr inbounds i8, ptr %56, i64 %60
  %62 = icmp ugt ptr %61, %28
  br i1 %62, label %379, label %63, !prof !16

63:                                               ; preds = %55
  %64 = lshr i32 %58, 6
  %65 = add nuw nsw i32 %58, 1
  %66 = mul i32 %59, -1640531535
  %67 = lshr i32 %66, 19
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds i16, ptr %5, i64 %68
  %70 = load i16, ptr %69, align 2, !tbaa !14
  %71 = ptrtoint ptr %56 to i64
  %72 = sub i64 %71, %42
  %73 = zext i16 %70 to i64
  %74 = getelementptr inbounds i8, ptr %0, i64 %73
  %75 = load i32, ptr %61, align 1, !tbaa !5
  %76 = trunc i64 %72 to i16
  store i16 %76, ptr %69, align 2, !tbaa !14
  %77 = load i32, ptr %74, align 1, !tbaa !5
  %78 = load i32, ptr %56, align 1, !tbaa !5
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %55

80:                                               ; preds = %63
  %81 = getelementptr inbounds i8, ptr %0, i64 %73
  %82 = trunc i64 %52 to i32
  %83 = trunc i64 %71 to i32
  %84 = sub i32 %83, %82
  %85 = add i32 %84, 239
  %86 = add i32 %84, -15
  %87 = add i32 %84, -270
  br label %88

88:                                               ; preds = %98, %80
  %89 = phi i32 [ %87, %80 ], [ %107, %98 ]
  %90 = phi i32 [ %86, %80 ], [ %106, %98 ]
  %91 = phi i32 [ %85, %80 ], [ %105, %98 ]
  %92 = phi i32 [ 0, %80 ], [ %104, %98 ]
  %93 = phi ptr [ %81, %80 ], [ %101, %98 ]
  %94 = phi ptr [ %56, %80 ], [ %99, %98 ]
  %95 = icmp ugt ptr %94, %51
  %96 = icmp ugt ptr %93, %0
  %97 = and i1 %96, %95
  br i1 %97, label %98, label %108

98:                                               ; preds = %88
  %99 = getelementptr inbounds i8, ptr %94, i64 -1
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %93, i64 -1
  %102 = load i8, ptr %101, align 1, !tbaa !5
  %103 = icmp eq i8 %100, %102
  %104 = add i32 %92, 1
  %105 = add i32 %91, -1
  %106 = add i32 %90, -1
  %107 = add i32 %89, -1
  br i1 %103, label %88, label %108, !llvm.loop !17

108:                                              ; preds = %98, %88
  %109 = ptrtoint ptr %94 to i64
  %110 = sub i64 %109, %52
  %111 = trunc i64 %110 to i32
  %112 = getelementptr inbounds i8, ptr %50, i64 1
  %113 = add i32 %111, 240
  %114 = udiv i32 %113, 255
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr %112, i64 %115
  %117 = and i64 %110, 4294967295
  %118 = getelementptr inbounds i8, ptr %116, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 11
  %120 = icmp ugt ptr %119, %31
  br i1 %120, label %379, label %121, !prof !16

121:                                              ; preds = %108
  %122 = icmp ugt i32 %111, 14
  br i1 %122, label %123, label %148

123:                                              ; preds = %121
  %124 = add i32 %111, -15
  store i8 -16, ptr %50, align 1, !tbaa !5
  %125 = icmp sgt i32 %124, 254
  br i1 %125, label %126, label %143

126:                                              ; preds = %123
  %127 = tail call i32 @llvm.umin.i32(i32 %124, i32 509)
  %128 = add i32 %92, %127
  %129 = sub i32 %85, %128
  %130 = udiv i32 %129, 255
  %131 = add nuw nsw i32 %130, 1
  %132 = zext nneg i32 %131 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %112, i8 -1, i64 %132, i1 false), !tbaa !5
  %133 = tail call i32 @llvm.smin.i32(i32 %90, i32 509)
  %134 = sub i32 %91, %133
  %135 = freeze i32 %134
  %136 = udiv i32 %135, 255
  %137 = zext nneg i32 %136 to i64
  %138 = urem i32 %135, 255
  %139 = getelementptr i8, ptr %50, i64 2
  %140 = getelementptr i8, ptr %139, i64 %137
  %141 = sub i32 %89, %135
  %142 = add i32 %141, %138
  br label %143

143:                                              ; preds = %126, %123
  %144 = phi i32 [ %124, %123 ], [ %142, %126 ]
  %145 = phi ptr [ %112, %123 ], [ %140, %126 ]
  %146 = trunc i32 %144 to i8
  %147 = getelementptr inbounds i8, ptr %145, i64 1
  store i8 %146, ptr %145, align 1, !tbaa !5
  br label %151

148:                                              ; preds = %121
  %149 = trunc i64 %110 to i8
  %150 = shl nuw i8 %149, 4
  store i8 %150, ptr %50, align 1, !tbaa !5
  br label %151

151:                                              ; preds = %148, %143
  %152 = phi ptr [ %147, %143 ], [ %112, %148 ]
  %153 = ptrtoint ptr %152 to i64
  %154 = getelementptr inbounds i8, ptr %152, i64 %117
  %155 = xor i64 %153, -1
  %156 = add nuw i64 %117, %153
  %157 = add nuw i64 %153, 8
  %158 = tail call i64 @llvm.umax.i64(i64 %156, i64 %157)
  %159 = add i64 %158, %155
  %160 = lshr i64 %159, 3
  %161 = add nuw nsw i64 %160, 1
  %162 = icmp ult i64 %159, 24
  %163 = sub i64 %153, %52
  %164 = icmp ult i64 %163, 32
  %165 = or i1 %162, %164
  br i1 %165, label %186, label %166

166:                                              ; preds = %151
  %167 = and i64 %161, 4611686018427387900
  %168 = shl i64 %167, 3
  %169 = getelementptr i8, ptr %51, i64 %168
  %170 = shl i64 %167, 3
  %171 = getelementptr i8, ptr %152, i64 %170
  br label %172

172:                                              ; preds = %172, %166
  %173 = phi i64 [ 0, %166 ], [ %182, %172 ]
  %174 = shl i64 %173, 3
  %175 = getelementptr i8, ptr %51, i64 %174
  %176 = shl i64 %173, 3
  %177 = getelementptr i8, ptr %152, i64 %176
  %178 = getelementptr i8, ptr %175, i64 16
  %179 = load <2 x i64>, ptr %175, align 1
  %180 = load <2 x i64>, ptr %178, align 1
  %181 = getelementptr i8, ptr %177, i64 16
  store <2 x i64> %179, ptr %177, align 1
  store <2 x i64> %180, ptr %181, align 1
  %182 = add nuw i64 %173, 4
  %183 = icmp eq i64 %182, %167
  br i1 %183, label %184, label %172, !llvm.loop !47

184:                                              ; preds = %172
  %185 = icmp eq i64 %161, %167
  br i1 %185, label %196, label %186

186:                                              ; preds = %184, %151
  %187 = phi ptr [ %51, %151 ], [ %169, %184 ]
  %188 = phi ptr [ %152, %151 ], [ %171, %184 ]
  br label %189

189:                                              ; preds = %186, %189
  %190 = phi ptr [ %194, %189 ], [ %187, %186 ]
  %191 = phi ptr [ %193, %189 ], [ %188, %186 ]
  %192 = load i64, ptr %190, align 1
  store i64 %192, ptr %191, align 1
  %193 = getelementptr inbounds i8, ptr %191, i64 8
  %194 = getelementptr inbounds i8, ptr %190, i64 8
  %195 = icmp ult ptr %193, %154
  br i1 %195, label %189, label %196, !llvm.loop !48

196:                                              ; preds = %189, %184
  %197 = getelementptr inbounds i8, ptr %154, i64 11
  %198 = icmp ugt ptr %197, %31
  br i1 %198, label %379, label %199

199:                                              ; preds = %196, %375
  %200 = phi ptr [ %318, %375 ], [ %94, %196 ]
  %201 = phi ptr [ %376, %375 ], [ %154, %196 ]
  %202 = phi ptr [ %370, %375 ], [ %93, %196 ]
  %203 = phi ptr [ %349, %375 ], [ %50, %196 ]
  %204 = ptrtoint ptr %200 to i64
  %205 = ptrtoint ptr %202 to i64
  %206 = sub i64 %204, %205
  %207 = trunc i64 %206 to i16
  store i16 %207, ptr %201, align 1, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %201, i64 2
  %209 = getelementptr inbounds i8, ptr %200, i64 4
  %210 = getelementptr inbounds i8, ptr %202, i64 4
  %211 = icmp ugt ptr %45, %209
  br i1 %211, label %212, label %224, !prof !23

212:                                              ; preds = %199
  %213 = load i64, ptr %210, align 1, !tbaa !5
  %214 = load i64, ptr %209, align 1, !tbaa !5
  %215 = icmp eq i64 %213, %214
  br i1 %215, label %216, label %219

216:                                              ; preds = %212
  %217 = getelementptr inbounds i8, ptr %200, i64 12
  %218 = getelementptr inbounds i8, ptr %202, i64 12
  br label %224

219:                                              ; preds = %212
  %220 = xor i64 %214, %213
  %221 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %220, i1 true)
  %222 = trunc nuw nsw i64 %221 to i32
  %223 = lshr i32 %222, 3
  br label %285

224:                                              ; preds = %216, %199
  %225 = phi ptr [ %210, %199 ], [ %218, %216 ]
  %226 = phi ptr [ %209, %199 ], [ %217, %216 ]
  %227 = icmp ult ptr %226, %45
  br i1 %227, label %228, label %247, !prof !24

228:                                              ; preds = %224, %243
  %229 = phi ptr [ %244, %243 ], [ %226, %224 ]
  %230 = phi ptr [ %245, %243 ], [ %225, %224 ]
  %231 = load i64, ptr %230, align 1, !tbaa !5
  %232 = load i64, ptr %229, align 1, !tbaa !5
  %233 = icmp eq i64 %231, %232
  br i1 %233, label %243, label %234

234:                                              ; preds = %228
  %235 = xor i64 %232, %231
  %236 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %235, i1 true)
  %237 = lshr i64 %236, 3
  %238 = getelementptr inbounds i8, ptr %229, i64 %237
  %239 = ptrtoint ptr %238 to i64
  %240 = ptrtoint ptr %209 to i64
  %241 = sub i64 %239, %240
  %242 = trunc i64 %241 to i32
  br label %285

243:                                              ; preds = %228
  %244 = getelementptr inbounds i8, ptr %229, i64 8
  %245 = getelementptr inbounds i8, ptr %230, i64 8
  %246 = icmp ult ptr %244, %45
  br i1 %246, label %228, label %247, !prof !25

247:                                              ; preds = %243, %224
  %248 = phi ptr [ %225, %224 ], [ %245, %243 ]
  %249 = phi ptr [ %226, %224 ], [ %244, %243 ]
  %250 = icmp ult ptr %249, %46
  br i1 %250, label %251, label %258

251:                                              ; preds = %247
  %252 = load i32, ptr %248, align 1, !tbaa !5
  %253 = load i32, ptr %249, align 1, !tbaa !5
  %254 = icmp eq i32 %252, %253
  br i1 %254, label %255, label %258

255:                                              ; preds = %251
  %256 = getelementptr inbounds i8, ptr %249, i64 4
  %257 = getelementptr inbounds i8, ptr %248, i64 4
  br label %258

258:                                              ; preds = %255, %251, %247
  %259 = phi ptr [ %257, %255 ], [ %248, %251 ], [ %248, %247 ]
  %260 = phi ptr [ %256, %255 ], [ %249, %251 ], [ %249, %247 ]
  %261 = icmp ult ptr %260, %47
  br i1 %261, label %262, label %269

262:                                              ; preds = %258
  %263 = load i16, ptr %259, align 1, !tbaa !5
  %264 = load i16, ptr %260, align 1, !tbaa !5
  %265 = icmp eq i16 %263, %264
  br i1 %265, label %266, label %269

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %260, i64 2
  %268 = getelementptr inbounds i8, ptr %259, i64 2
  br label %269

269:                                              ; preds = %266, %262, %258
  %270 = phi ptr [ %268, %266 ], [ %259, %262 ], [ %259, %258 ]
  %271 = phi ptr [ %267, %266 ], [ %260, %262 ], [ %260, %258 ]
  %272 = icmp ult ptr %271, %29
  br i1 %272, label %273, label %279

273:                                              ; preds = %269
  %274 = load i8, ptr %270, align 1, !tbaa !5
  %275 = load i8, ptr %271, align 1, !tbaa !5
  %276 = icmp eq i8 %274, %275
  %277 = zext i1 %276 to i64
  %278 = getelementptr inbounds i8, ptr %271, i64 %277
  br label %279

279:                                              ; preds = %273, %269
  %280 = phi ptr [ %271, %269 ], [ %278, %273 ]
  %281 = ptrtoint ptr %280 to i64
  %282 = ptrtoint ptr %209 to i64
  %283 = sub i64 %281, %282
  %284 = trunc i64 %283 to i32
  br label %285

285:                                              ; preds = %279, %234, %219
  %286 = phi i32 [ %284, %279 ], [ %223, %219 ], [ %242, %234 ]
  %287 = zext i32 %286 to i64
  %288 = add nuw nsw i64 %287, 4
  %289 = getelementptr inbounds i8, ptr %200, i64 %288
  %290 = getelementptr inbounds i8, ptr %201, i64 8
  %291 = add i32 %286, 240
  %292 = udiv i32 %291, 255
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds i8, ptr %290, i64 %293
  %295 = icmp ugt ptr %294, %31
  br i1 %295, label %296, label %316, !prof !16

296:                                              ; preds = %285
  %297 = ptrtoint ptr %208 to i64
  %298 = sub i64 %48, %297
  %299 = trunc i64 %298 to i32
  %300 = mul i32 %299, 255
  %301 = add i32 %300, -1516
  %302 = sub i32 %286, %301
  %303 = zext i32 %302 to i64
  %304 = sub nsw i64 0, %303
  %305 = getelementptr inbounds i8, ptr %289, i64 %304
  %306 = icmp ugt ptr %305, %56
  br i1 %306, label %316, label %307, !prof !23

307:                                              ; preds = %296, %307
  %308 = phi ptr [ %314, %307 ], [ %305, %296 ]
  %309 = load i32, ptr %308, align 1, !tbaa !5
  %310 = mul i32 %309, -1640531535
  %311 = lshr i32 %310, 19
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds i16, ptr %5, i64 %312
  store i16 0, ptr %313, align 2, !tbaa !14
  %314 = getelementptr inbounds i8, ptr %308, i64 1
  %315 = icmp ugt ptr %314, %56
  br i1 %315, label %316, label %307, !llvm.loop !49

316:                                              ; preds = %307, %296, %285
  %317 = phi i32 [ %286, %285 ], [ %301, %296 ], [ %301, %307 ]
  %318 = phi ptr [ %289, %285 ], [ %305, %296 ], [ %305, %307 ]
  %319 = freeze i32 %317
  %320 = icmp ugt i32 %319, 14
  %321 = load i8, ptr %203, align 1, !tbaa !5
  br i1 %320, label %322, label %345

322:                                              ; preds = %316
  %323 = add i8 %321, 15
  store i8 %323, ptr %203, align 1, !tbaa !5
  %324 = add i32 %319, -15
  store i32 -1, ptr %208, align 1, !tbaa !5
  %325 = icmp ugt i32 %324, 1019
  br i1 %325, label %326, label %335

326:                                              ; preds = %322
  %327 = getelementptr i8, ptr %201, i64 6
  %328 = add i32 %319, -1035
  %329 = udiv i32 %328, 1020
  %330 = shl nuw nsw i32 %329, 2
  %331 = zext nneg i32 %330 to i64
  %332 = add nuw nsw i64 %331, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %327, i8 -1, i64 %332, i1 false), !tbaa !5
  %333 = urem i32 %328, 1020
  %334 = getelementptr i8, ptr %327, i64 %331
  br label %335

335:                                              ; preds = %326, %322
  %336 = phi i32 [ %324, %322 ], [ %333, %326 ]
  %337 = phi ptr [ %208, %322 ], [ %334, %326 ]
  %338 = trunc nuw i32 %336 to i16
  %339 = udiv i16 %338, 255
  %340 = zext nneg i16 %339 to i64
  %341 = getelementptr inbounds i8, ptr %337, i64 %340
  %342 = urem i16 %338, 255
  %343 = trunc nuw i16 %342 to i8
  %344 = getelementptr inbounds i8, ptr %341, i64 1
  store i8 %343, ptr %341, align 1, !tbaa !5
  br label %348

345:                                              ; preds = %316
  %346 = trunc nuw i32 %319 to i8
  %347 = add i8 %321, %346
  store i8 %347, ptr %203, align 1, !tbaa !5
  br label %348

348:                                              ; preds = %345, %335
  %349 = phi ptr [ %344, %335 ], [ %208, %345 ]
  %350 = icmp ult ptr %318, %28
  br i1 %350, label %351, label %379

351:                                              ; preds = %348
  %352 = getelementptr inbounds i8, ptr %318, i64 -2
  %353 = load i32, ptr %352, align 1, !tbaa !5
  %354 = mul i32 %353, -1640531535
  %355 = lshr i32 %354, 19
  %356 = ptrtoint ptr %352 to i64
  %357 = sub i64 %356, %42
  %358 = trunc i64 %357 to i16
  %359 = zext nneg i32 %355 to i64
  %360 = getelementptr inbounds i16, ptr %5, i64 %359
  store i16 %358, ptr %360, align 2, !tbaa !14
  %361 = load i32, ptr %318, align 1, !tbaa !5
  %362 = mul i32 %361, -1640531535
  %363 = lshr i32 %362, 19
  %364 = ptrtoint ptr %318 to i64
  %365 = sub i64 %364, %42
  %366 = zext nneg i32 %363 to i64
  %367 = getelementptr inbounds i16, ptr %5, i64 %366
  %368 = load i16, ptr %367, align 2, !tbaa !14
  %369 = zext i16 %368 to i64
  %370 = getelementptr inbounds i8, ptr %0, i64 %369
  %371 = trunc i64 %365 to i16
  store i16 %371, ptr %367, align 2, !tbaa !14
  %372 = load i32, ptr %370, align 1, !tbaa !5
  %373 = load i32, ptr %318, align 1, !tbaa !5
  %374 = icmp eq i32 %372, %373
  br i1 %374, label %375, label %49

375:                                              ; preds = %351
  %376 = getelementptr inbounds i8, ptr %349, i64 1
  store i8 0, ptr %349, align 1, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %349, i64 12
  %378 = icmp ugt ptr %377, %31
  br i1 %378, label %379, label %199

379:                                              ; preds = %196, %108, %55, %375, %348, %33
  %380 = phi ptr [ %1, %33 ], [ %349, %348 ], [ %349, %375 ], [ %50, %55 ], [ %50, %108 ], [ %50, %196 ]
  %381 = phi ptr [ %0, %33 ], [ %318, %348 ], [ %318, %375 ], [ %51, %55 ], [ %51, %108 ], [ %51, %196 ]
  %382 = ptrtoint ptr %27 to i64
  %383 = ptrtoint ptr %381 to i64
  %384 = sub i64 %382, %383
  %385 = getelementptr inbounds i8, ptr %380, i64 %384
  %386 = getelementptr inbounds i8, ptr %385, i64 1
  %387 = add i64 %384, 240
  %388 = udiv i64 %387, 255
  %389 = getelementptr inbounds i8, ptr %386, i64 %388
  %390 = icmp ugt ptr %389, %31
  br i1 %390, label %391, label %399

391:                                              ; preds = %379
  %392 = ptrtoint ptr %31 to i64
  %393 = ptrtoint ptr %380 to i64
  %394 = xor i64 %393, -1
  %395 = add i64 %394, %392
  %396 = add i64 %395, 241
  %397 = lshr i64 %396, 8
  %398 = sub i64 %395, %397
  br label %399

399:                                              ; preds = %391, %379
  %400 = phi i64 [ %398, %391 ], [ %384, %379 ]
  %401 = icmp ugt i64 %400, 14
  br i1 %401, label %402, label %418

402:                                              ; preds = %399
  %403 = add i64 %400, -15
  store i8 -16, ptr %380, align 1, !tbaa !5
  %404 = getelementptr i8, ptr %380, i64 1
  %405 = icmp ugt i64 %403, 254
  br i1 %405, label %406, label %414

406:                                              ; preds = %402
  %407 = add i64 %400, -270
  %408 = udiv i64 %407, 255
  %409 = add nuw nsw i64 %408, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %404, i8 -1, i64 %409, i1 false), !tbaa !5
  %410 = mul i64 %408, -255
  %411 = add nuw nsw i64 %408, 2
  %412 = add i64 %410, %407
  %413 = getelementptr i8, ptr %380, i64 %411
  br label %414

414:                                              ; preds = %406, %402
  %415 = phi i64 [ %403, %402 ], [ %412, %406 ]
  %416 = phi ptr [ %404, %402 ], [ %413, %406 ]
  %417 = trunc nuw i64 %415 to i8
  store i8 %417, ptr %416, align 1, !tbaa !5
  br label %421

418:                                              ; preds = %399
  %419 = trunc nuw i64 %400 to i8
  %420 = shl nuw i8 %419, 4
  store i8 %420, ptr %380, align 1, !tbaa !5
  br label %421

421:                                              ; preds = %418, %414
  %422 = phi ptr [ %416, %414 ], [ %380, %418 ]
  %423 = getelementptr inbounds i8, ptr %422, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %423, ptr align 1 %381, i64 %400, i1 false)
  %424 = getelementptr inbounds i8, ptr %381, i64 %400
  %425 = getelementptr inbounds i8, ptr %423, i64 %400
  %426 = ptrtoint ptr %424 to i64
  %427 = ptrtoint ptr %0 to i64
  %428 = sub i64 %426, %427
  %429 = trunc i64 %428 to i32
  store i32 %429, ptr %2, align 4, !tbaa !26
  %430 = ptrtoint ptr %425 to i64
  %431 = ptrtoint ptr %1 to i64
  %432 = sub i64 %430, %431
  %433 = trunc i64 %432 to i32
  br label %847

434:                                              ; preds = %17
  br i1 %7, label %847, label %435

435:                                              ; preds = %434
  %436 = zext nneg i32 %6 to i64
  %437 = getelementptr i8, ptr %0, i64 %436
  %438 = getelementptr i8, ptr %437, i64 -11
  %439 = getelementptr inbounds i8, ptr %437, i64 -5
  %440 = sext i32 %3 to i64
  %441 = getelementptr inbounds i8, ptr %1, i64 %440
  %442 = icmp slt i32 %3, 1
  br i1 %442, label %847, label %443

443:                                              ; preds = %435
  %444 = getelementptr inbounds i8, ptr %5, i64 16400
  %445 = getelementptr inbounds i8, ptr %5, i64 16408
  store i32 %6, ptr %445, align 8, !tbaa !12
  store i32 %6, ptr %444, align 8, !tbaa !8
  %446 = getelementptr inbounds i8, ptr %5, i64 16404
  store i32 2, ptr %446, align 4, !tbaa !13
  %447 = load i64, ptr %0, align 1, !tbaa !5
  %448 = mul i64 %447, -3523014627271114752
  %449 = lshr i64 %448, 52
  %450 = ptrtoint ptr %0 to i64
  %451 = getelementptr inbounds i32, ptr %5, i64 %449
  store i32 0, ptr %451, align 4, !tbaa !26
  %452 = getelementptr inbounds i8, ptr %0, i64 2
  %453 = getelementptr inbounds i8, ptr %437, i64 -12
  %454 = getelementptr inbounds i8, ptr %437, i64 -8
  %455 = getelementptr inbounds i8, ptr %437, i64 -6
  %456 = ptrtoint ptr %441 to i64
  br label %457

457:                                              ; preds = %791, %443
  %458 = phi ptr [ %452, %443 ], [ %792, %791 ]
  %459 = phi ptr [ %0, %443 ], [ %729, %791 ]
  %460 = phi ptr [ %1, %443 ], [ %760, %791 ]
  %461 = ptrtoint ptr %459 to i64
  %462 = getelementptr inbounds i8, ptr %459, i64 1
  %463 = load i64, ptr %462, align 1, !tbaa !5
  br label %464

464:                                              ; preds = %494, %457
  %465 = phi i32 [ 1, %457 ], [ %498, %494 ]
  %466 = phi i32 [ 65, %457 ], [ %497, %494 ]
  %467 = phi ptr [ %458, %457 ], [ %496, %494 ]
  %468 = phi i64 [ %463, %457 ], [ %477, %494 ]
  %469 = phi ptr [ %462, %457 ], [ %467, %494 ]
  %470 = mul i64 %468, -3523014627271114752
  %471 = lshr i64 %470, 52
  %472 = getelementptr inbounds i32, ptr %5, i64 %471
  %473 = load i32, ptr %472, align 4, !tbaa !26
  %474 = ptrtoint ptr %469 to i64
  %475 = sub i64 %474, %450
  %476 = trunc i64 %475 to i32
  %477 = load i64, ptr %467, align 1, !tbaa !5
  store i32 %476, ptr %472, align 4, !tbaa !26
  %478 = add i32 %473, 65535
  %479 = icmp ult i32 %478, %476
  br i1 %479, label %494, label %480

480:                                              ; preds = %464
  %481 = zext i32 %473 to i64
  %482 = getelementptr inbounds i8, ptr %0, i64 %481
  %483 = load i32, ptr %482, align 1, !tbaa !5
  %484 = load i32, ptr %469, align 1, !tbaa !5
  %485 = icmp eq i32 %483, %484
  br i1 %485, label %486, label %494

486:                                              ; preds = %480
  %487 = getelementptr inbounds i8, ptr %0, i64 %481
  %488 = trunc i64 %461 to i32
  %489 = trunc i64 %474 to i32
  %490 = sub i32 %489, %488
  %491 = add i32 %490, 239
  %492 = add i32 %490, -15
  %493 = add i32 %490, -270
  br label %500

494:                                              ; preds = %480, %464
  %495 = zext nneg i32 %465 to i64
  %496 = getelementptr inbounds i8, ptr %467, i64 %495
  %497 = add nuw nsw i32 %466, 1
  %498 = lshr i32 %466, 6
  %499 = icmp ugt ptr %496, %438
  br i1 %499, label %794, label %464, !prof !27

500:                                              ; preds = %510, %486
  %501 = phi i32 [ %493, %486 ], [ %519, %510 ]
  %502 = phi i32 [ %492, %486 ], [ %518, %510 ]
  %503 = phi i32 [ %491, %486 ], [ %517, %510 ]
  %504 = phi i32 [ 0, %486 ], [ %516, %510 ]
  %505 = phi ptr [ %487, %486 ], [ %513, %510 ]
  %506 = phi ptr [ %469, %486 ], [ %511, %510 ]
  %507 = icmp ugt ptr %506, %459
  %508 = icmp ugt ptr %505, %0
  %509 = and i1 %508, %507
  br i1 %509, label %510, label %520

510:                                              ; preds = %500
  %511 = getelementptr inbounds i8, ptr %506, i64 -1
  %512 = load i8, ptr %511, align 1, !tbaa !5
  %513 = getelementptr inbounds i8, ptr %505, i64 -1
  %514 = load i8, ptr %513, align 1, !tbaa !5
  %515 = icmp eq i8 %512, %514
  %516 = add i32 %504, 1
  %517 = add i32 %503, -1
  %518 = add i32 %502, -1
  %519 = add i32 %501, -1
  br i1 %515, label %500, label %520, !llvm.loop !17

520:                                              ; preds = %510, %500
  %521 = ptrtoint ptr %506 to i64
  %522 = sub i64 %521, %461
  %523 = trunc i64 %522 to i32
  %524 = getelementptr inbounds i8, ptr %460, i64 1
  %525 = add i32 %523, 240
  %526 = udiv i32 %525, 255
  %527 = zext nneg i32 %526 to i64
  %528 = getelementptr inbounds i8, ptr %524, i64 %527
  %529 = and i64 %522, 4294967295
  %530 = getelementptr inbounds i8, ptr %528, i64 %529
  %531 = getelementptr inbounds i8, ptr %530, i64 11
  %532 = icmp ugt ptr %531, %441
  br i1 %532, label %794, label %533, !prof !16

533:                                              ; preds = %520
  %534 = icmp ugt i32 %523, 14
  br i1 %534, label %535, label %560

535:                                              ; preds = %533
  %536 = add i32 %523, -15
  store i8 -16, ptr %460, align 1, !tbaa !5
  %537 = icmp sgt i32 %536, 254
  br i1 %537, label %538, label %555

538:                                              ; preds = %535
  %539 = tail call i32 @llvm.umin.i32(i32 %536, i32 509)
  %540 = add i32 %504, %539
  %541 = sub i32 %491, %540
  %542 = udiv i32 %541, 255
  %543 = add nuw nsw i32 %542, 1
  %544 = zext nneg i32 %543 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %524, i8 -1, i64 %544, i1 false), !tbaa !5
  %545 = tail call i32 @llvm.smin.i32(i32 %502, i32 509)
  %546 = sub i32 %503, %545
  %547 = freeze i32 %546
  %548 = udiv i32 %547, 255
  %549 = zext nneg i32 %548 to i64
  %550 = urem i32 %547, 255
  %551 = getelementptr i8, ptr %460, i64 2
  %552 = getelementptr i8, ptr %551, i64 %549
  %553 = sub i32 %501, %547
  %554 = add i32 %553, %550
  br label %555

555:                                              ; preds = %538, %535
  %556 = phi i32 [ %536, %535 ], [ %554, %538 ]
  %557 = phi ptr [ %524, %535 ], [ %552, %538 ]
  %558 = trunc i32 %556 to i8
  %559 = getelementptr inbounds i8, ptr %557, i64 1
  store i8 %558, ptr %557, align 1, !tbaa !5
  br label %563

560:                                              ; preds = %533
  %561 = trunc i64 %522 to i8
  %562 = shl nuw i8 %561, 4
  store i8 %562, ptr %460, align 1, !tbaa !5
  br label %563

563:                                              ; preds = %560, %555
  %564 = phi ptr [ %559, %555 ], [ %524, %560 ]
  %565 = ptrtoint ptr %564 to i64
  %566 = getelementptr inbounds i8, ptr %564, i64 %529
  %567 = xor i64 %565, -1
  %568 = add nuw i64 %529, %565
  %569 = add nuw i64 %565, 8
  %570 = tail call i64 @llvm.umax.i64(i64 %568, i64 %569)
  %571 = add i64 %570, %567
  %572 = lshr i64 %571, 3
  %573 = add nuw nsw i64 %572, 1
  %574 = icmp ult i64 %571, 24
  %575 = sub i64 %565, %461
  %576 = icmp ult i64 %575, 32
  %577 = or i1 %574, %576
  br i1 %577, label %598, label %578

578:                                              ; preds = %563
  %579 = and i64 %573, 4611686018427387900
  %580 = shl i64 %579, 3
  %581 = getelementptr i8, ptr %459, i64 %580
  %582 = shl i64 %579, 3
  %583 = getelementptr i8, ptr %564, i64 %582
  br label %584

584:                                              ; preds = %584, %578
  %585 = phi i64 [ 0, %578 ], [ %594, %584 ]
  %586 = shl i64 %585, 3
  %587 = getelementptr i8, ptr %459, i64 %586
  %588 = shl i64 %585, 3
  %589 = getelementptr i8, ptr %564, i64 %588
  %590 = getelementptr i8, ptr %587, i64 16
  %591 = load <2 x i64>, ptr %587, align 1
  %592 = load <2 x i64>, ptr %590, align 1
  %593 = getelementptr i8, ptr %589, i64 16
  store <2 x i64> %591, ptr %589, align 1
  store <2 x i64> %592, ptr %593, align 1
  %594 = add nuw i64 %585, 4
  %595 = icmp eq i64 %594, %579
  br i1 %595, label %596, label %584, !llvm.loop !50

596:                                              ; preds = %584
  %597 = icmp eq i64 %573, %579
  br i1 %597, label %608, label %598

598:                                              ; preds = %596, %563
  %599 = phi ptr [ %459, %563 ], [ %581, %596 ]
  %600 = phi ptr [ %564, %563 ], [ %583, %596 ]
  br label %601

601:                                              ; preds = %598, %601
  %602 = phi ptr [ %606, %601 ], [ %599, %598 ]
  %603 = phi ptr [ %605, %601 ], [ %600, %598 ]
  %604 = load i64, ptr %602, align 1
  store i64 %604, ptr %603, align 1
  %605 = getelementptr inbounds i8, ptr %603, i64 8
  %606 = getelementptr inbounds i8, ptr %602, i64 8
  %607 = icmp ult ptr %605, %566
  br i1 %607, label %601, label %608, !llvm.loop !51

608:                                              ; preds = %601, %596
  %609 = getelementptr inbounds i8, ptr %566, i64 11
  %610 = icmp ugt ptr %609, %441
  br i1 %610, label %794, label %611

611:                                              ; preds = %608, %787
  %612 = phi ptr [ %729, %787 ], [ %506, %608 ]
  %613 = phi ptr [ %788, %787 ], [ %566, %608 ]
  %614 = phi ptr [ %780, %787 ], [ %505, %608 ]
  %615 = phi ptr [ %760, %787 ], [ %460, %608 ]
  %616 = ptrtoint ptr %612 to i64
  %617 = ptrtoint ptr %614 to i64
  %618 = sub i64 %616, %617
  %619 = trunc i64 %618 to i16
  store i16 %619, ptr %613, align 1, !tbaa !5
  %620 = getelementptr inbounds i8, ptr %613, i64 2
  %621 = getelementptr inbounds i8, ptr %612, i64 4
  %622 = getelementptr inbounds i8, ptr %614, i64 4
  %623 = icmp ugt ptr %453, %621
  br i1 %623, label %624, label %636, !prof !23

624:                                              ; preds = %611
  %625 = load i64, ptr %622, align 1, !tbaa !5
  %626 = load i64, ptr %621, align 1, !tbaa !5
  %627 = icmp eq i64 %625, %626
  br i1 %627, label %628, label %631

628:                                              ; preds = %624
  %629 = getelementptr inbounds i8, ptr %612, i64 12
  %630 = getelementptr inbounds i8, ptr %614, i64 12
  br label %636

631:                                              ; preds = %624
  %632 = xor i64 %626, %625
  %633 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %632, i1 true)
  %634 = trunc nuw nsw i64 %633 to i32
  %635 = lshr i32 %634, 3
  br label %697

636:                                              ; preds = %628, %611
  %637 = phi ptr [ %622, %611 ], [ %630, %628 ]
  %638 = phi ptr [ %621, %611 ], [ %629, %628 ]
  %639 = icmp ult ptr %638, %453
  br i1 %639, label %640, label %659, !prof !24

640:                                              ; preds = %636, %655
  %641 = phi ptr [ %656, %655 ], [ %638, %636 ]
  %642 = phi ptr [ %657, %655 ], [ %637, %636 ]
  %643 = load i64, ptr %642, align 1, !tbaa !5
  %644 = load i64, ptr %641, align 1, !tbaa !5
  %645 = icmp eq i64 %643, %644
  br i1 %645, label %655, label %646

646:                                              ; preds = %640
  %647 = xor i64 %644, %643
  %648 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %647, i1 true)
  %649 = lshr i64 %648, 3
  %650 = getelementptr inbounds i8, ptr %641, i64 %649
  %651 = ptrtoint ptr %650 to i64
  %652 = ptrtoint ptr %621 to i64
  %653 = sub i64 %651, %652
  %654 = trunc i64 %653 to i32
  br label %697

655:                                              ; preds = %640
  %656 = getelementptr inbounds i8, ptr %641, i64 8
  %657 = getelementptr inbounds i8, ptr %642, i64 8
  %658 = icmp ult ptr %656, %453
  br i1 %658, label %640, label %659, !prof !25

659:                                              ; preds = %655, %636
  %660 = phi ptr [ %637, %636 ], [ %657, %655 ]
  %661 = phi ptr [ %638, %636 ], [ %656, %655 ]
  %662 = icmp ult ptr %661, %454
  br i1 %662, label %663, label %670

663:                                              ; preds = %659
  %664 = load i32, ptr %660, align 1, !tbaa !5
  %665 = load i32, ptr %661, align 1, !tbaa !5
  %666 = icmp eq i32 %664, %665
  br i1 %666, label %667, label %670

667:                                              ; preds = %663
  %668 = getelementptr inbounds i8, ptr %661, i64 4
  %669 = getelementptr inbounds i8, ptr %660, i64 4
  br label %670

670:                                              ; preds = %667, %663, %659
  %671 = phi ptr [ %669, %667 ], [ %660, %663 ], [ %660, %659 ]
  %672 = phi ptr [ %668, %667 ], [ %661, %663 ], [ %661, %659 ]
  %673 = icmp ult ptr %672, %455
  br i1 %673, label %674, label %681

674:                                              ; preds = %670
  %675 = load i16, ptr %671, align 1, !tbaa !5
  %676 = load i16, ptr %672, align 1, !tbaa !5
  %677 = icmp eq i16 %675, %676
  br i1 %677, label %678, label %681

678:                                              ; preds = %674
  %679 = getelementptr inbounds i8, ptr %672, i64 2
  %680 = getelementptr inbounds i8, ptr %671, i64 2
  br label %681

681:                                              ; preds = %678, %674, %670
  %682 = phi ptr [ %680, %678 ], [ %671, %674 ], [ %671, %670 ]
  %683 = phi ptr [ %679, %678 ], [ %672, %674 ], [ %672, %670 ]
  %684 = icmp ult ptr %683, %439
  br i1 %684, label %685, label %691

685:                                              ; preds = %681
  %686 = load i8, ptr %682, align 1, !tbaa !5
  %687 = load i8, ptr %683, align 1, !tbaa !5
  %688 = icmp eq i8 %686, %687
  %689 = zext i1 %688 to i64
  %690 = getelementptr inbounds i8, ptr %683, i64 %689
  br label %691

691:                                              ; preds = %685, %681
  %692 = phi ptr [ %683, %681 ], [ %690, %685 ]
  %693 = ptrtoint ptr %692 to i64
  %694 = ptrtoint ptr %621 to i64
  %695 = sub i64 %693, %694
  %696 = trunc i64 %695 to i32
  br label %697

697:                                              ; preds = %691, %646, %631
  %698 = phi i32 [ %696, %691 ], [ %635, %631 ], [ %654, %646 ]
  %699 = zext i32 %698 to i64
  %700 = add nuw nsw i64 %699, 4
  %701 = getelementptr inbounds i8, ptr %612, i64 %700
  %702 = getelementptr inbounds i8, ptr %613, i64 8
  %703 = add i32 %698, 240
  %704 = udiv i32 %703, 255
  %705 = zext nneg i32 %704 to i64
  %706 = getelementptr inbounds i8, ptr %702, i64 %705
  %707 = icmp ugt ptr %706, %441
  br i1 %707, label %708, label %727, !prof !16

708:                                              ; preds = %697
  %709 = ptrtoint ptr %620 to i64
  %710 = sub i64 %456, %709
  %711 = trunc i64 %710 to i32
  %712 = mul i32 %711, 255
  %713 = add i32 %712, -1516
  %714 = sub i32 %698, %713
  %715 = zext i32 %714 to i64
  %716 = sub nsw i64 0, %715
  %717 = getelementptr inbounds i8, ptr %701, i64 %716
  %718 = icmp ugt ptr %717, %469
  br i1 %718, label %727, label %719, !prof !23

719:                                              ; preds = %708, %719
  %720 = phi ptr [ %725, %719 ], [ %717, %708 ]
  %721 = load i64, ptr %720, align 1, !tbaa !5
  %722 = mul i64 %721, -3523014627271114752
  %723 = lshr i64 %722, 52
  %724 = getelementptr inbounds i32, ptr %5, i64 %723
  store i32 0, ptr %724, align 4, !tbaa !26
  %725 = getelementptr inbounds i8, ptr %720, i64 1
  %726 = icmp ugt ptr %725, %469
  br i1 %726, label %727, label %719, !llvm.loop !49

727:                                              ; preds = %719, %708, %697
  %728 = phi i32 [ %698, %697 ], [ %713, %708 ], [ %713, %719 ]
  %729 = phi ptr [ %701, %697 ], [ %717, %708 ], [ %717, %719 ]
  %730 = freeze i32 %728
  %731 = icmp ugt i32 %730, 14
  %732 = load i8, ptr %615, align 1, !tbaa !5
  br i1 %731, label %733, label %756

733:                                              ; preds = %727
  %734 = add i8 %732, 15
  store i8 %734, ptr %615, align 1, !tbaa !5
  %735 = add i32 %730, -15
  store i32 -1, ptr %620, align 1, !tbaa !5
  %736 = icmp ugt i32 %735, 1019
  br i1 %736, label %737, label %746

737:                                              ; preds = %733
  %738 = getelementptr i8, ptr %613, i64 6
  %739 = add i32 %730, -1035
  %740 = udiv i32 %739, 1020
  %741 = shl nuw nsw i32 %740, 2
  %742 = zext nneg i32 %741 to i64
  %743 = add nuw nsw i64 %742, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %738, i8 -1, i64 %743, i1 false), !tbaa !5
  %744 = urem i32 %739, 1020
  %745 = getelementptr i8, ptr %738, i64 %742
  br label %746

746:                                              ; preds = %737, %733
  %747 = phi i32 [ %735, %733 ], [ %744, %737 ]
  %748 = phi ptr [ %620, %733 ], [ %745, %737 ]
  %749 = trunc nuw i32 %747 to i16
  %750 = udiv i16 %749, 255
  %751 = zext nneg i16 %750 to i64
  %752 = getelementptr inbounds i8, ptr %748, i64 %751
  %753 = urem i16 %749, 255
  %754 = trunc nuw i16 %753 to i8
  %755 = getelementptr inbounds i8, ptr %752, i64 1
  store i8 %754, ptr %752, align 1, !tbaa !5
  br label %759

756:                                              ; preds = %727
  %757 = trunc nuw i32 %730 to i8
  %758 = add i8 %732, %757
  store i8 %758, ptr %615, align 1, !tbaa !5
  br label %759

759:                                              ; preds = %756, %746
  %760 = phi ptr [ %755, %746 ], [ %620, %756 ]
  %761 = icmp ult ptr %729, %438
  br i1 %761, label %762, label %794

762:                                              ; preds = %759
  %763 = getelementptr inbounds i8, ptr %729, i64 -2
  %764 = load i64, ptr %763, align 1, !tbaa !5
  %765 = mul i64 %764, -3523014627271114752
  %766 = lshr i64 %765, 52
  %767 = ptrtoint ptr %763 to i64
  %768 = sub i64 %767, %450
  %769 = trunc i64 %768 to i32
  %770 = getelementptr inbounds i32, ptr %5, i64 %766
  store i32 %769, ptr %770, align 4, !tbaa !26
  %771 = load i64, ptr %729, align 1, !tbaa !5
  %772 = mul i64 %771, -3523014627271114752
  %773 = lshr i64 %772, 52
  %774 = ptrtoint ptr %729 to i64
  %775 = sub i64 %774, %450
  %776 = trunc i64 %775 to i32
  %777 = getelementptr inbounds i32, ptr %5, i64 %773
  %778 = load i32, ptr %777, align 4, !tbaa !26
  %779 = zext i32 %778 to i64
  %780 = getelementptr inbounds i8, ptr %0, i64 %779
  store i32 %776, ptr %777, align 4, !tbaa !26
  %781 = add i32 %778, 65535
  %782 = icmp ult i32 %781, %776
  br i1 %782, label %791, label %783

783:                                              ; preds = %762
  %784 = load i32, ptr %780, align 1, !tbaa !5
  %785 = load i32, ptr %729, align 1, !tbaa !5
  %786 = icmp eq i32 %784, %785
  br i1 %786, label %787, label %791

787:                                              ; preds = %783
  %788 = getelementptr inbounds i8, ptr %760, i64 1
  store i8 0, ptr %760, align 1, !tbaa !5
  %789 = getelementptr inbounds i8, ptr %760, i64 12
  %790 = icmp ugt ptr %789, %441
  br i1 %790, label %794, label %611

791:                                              ; preds = %783, %762
  %792 = getelementptr inbounds i8, ptr %729, i64 2
  %793 = icmp ugt ptr %792, %438
  br i1 %793, label %794, label %457, !prof !30

794:                                              ; preds = %791, %608, %520, %494, %787, %759
  %795 = phi ptr [ %760, %759 ], [ %760, %787 ], [ %460, %494 ], [ %460, %520 ], [ %760, %791 ], [ %460, %608 ]
  %796 = phi ptr [ %729, %759 ], [ %729, %787 ], [ %459, %494 ], [ %459, %520 ], [ %729, %791 ], [ %459, %608 ]
  %797 = ptrtoint ptr %437 to i64
  %798 = ptrtoint ptr %796 to i64
  %799 = sub i64 %797, %798
  %800 = getelementptr inbounds i8, ptr %795, i64 %799
  %801 = getelementptr inbounds i8, ptr %800, i64 1
  %802 = add i64 %799, 240
  %803 = udiv i64 %802, 255
  %804 = getelementptr inbounds i8, ptr %801, i64 %803
  %805 = icmp ugt ptr %804, %441
  br i1 %805, label %806, label %813

806:                                              ; preds = %794
  %807 = ptrtoint ptr %795 to i64
  %808 = xor i64 %807, -1
  %809 = add i64 %808, %456
  %810 = add i64 %809, 241
  %811 = lshr i64 %810, 8
  %812 = sub i64 %809, %811
  br label %813

813:                                              ; preds = %806, %794
  %814 = phi i64 [ %812, %806 ], [ %799, %794 ]
  %815 = icmp ugt i64 %814, 14
  br i1 %815, label %816, label %832

816:                                              ; preds = %813
  %817 = add i64 %814, -15
  store i8 -16, ptr %795, align 1, !tbaa !5
  %818 = getelementptr i8, ptr %795, i64 1
  %819 = icmp ugt i64 %817, 254
  br i1 %819, label %820, label %828

820:                                              ; preds = %816
  %821 = add i64 %814, -270
  %822 = udiv i64 %821, 255
  %823 = add nuw nsw i64 %822, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %818, i8 -1, i64 %823, i1 false), !tbaa !5
  %824 = mul i64 %822, -255
  %825 = add nuw nsw i64 %822, 2
  %826 = add i64 %824, %821
  %827 = getelementptr i8, ptr %795, i64 %825
  br label %828

828:                                              ; preds = %820, %816
  %829 = phi i64 [ %817, %816 ], [ %826, %820 ]
  %830 = phi ptr [ %818, %816 ], [ %827, %820 ]
  %831 = trunc nuw i64 %829 to i8
  store i8 %831, ptr %830, align 1, !tbaa !5
  br label %835

832:                                              ; preds = %813
  %833 = trunc nuw i64 %814 to i8
  %834 = shl nuw i8 %833, 4
  store i8 %834, ptr %795, align 1, !tbaa !5
  br label %835

835:                                              ; preds = %832, %828
  %836 = phi ptr [ %830, %828 ], [ %795, %832 ]
  %837 = getelementptr inbounds i8, ptr %836, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %837, ptr align 1 %796, i64 %814, i1 false)
  %838 = getelementptr inbounds i8, ptr %796, i64 %814
  %839 = getelementptr inbounds i8, ptr %837, i64 %814
  %840 = ptrtoint ptr %838 to i64
  %841 = sub i64 %840, %450
  %842 = trunc i64 %841 to i32
  store i32 %842, ptr %2, align 4, !tbaa !26
  %843 = ptrtoint ptr %839 to i64
  %844 = ptrtoint ptr %1 to i64
  %845 = sub i64 %843, %844
  %846 = trunc i64 %845 to i32
  br label %847

847:                                              ; preds = %15, %19, %22, %24, %25, %421, %434, %435, %835
  %848 = phi i32 [ %16, %15 ], [ 0, %19 ], [ 0, %22 ], [ 1, %24 ], [ %433, %421 ], [ 0, %25 ], [ 0, %434 ], [ %846, %835 ], [ 0, %435 ]
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %5) #18
  ret i32 %848
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @LZ4_createStream() local_unnamed_addr #4 {
  %1 = tail call noalias dereferenceable_or_null(16416) ptr @malloc(i64 noundef 16416) #19
  %2 = icmp ne ptr %1, null
  %3 = ptrtoint ptr %1 to i64
  %4 = and i64 %3, 7
  %5 = icmp eq i64 %4, 0
  %6 = and i1 %2, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16416) %1, i8 0, i64 16416, i1 false)
  br label %8

8:                                                ; preds = %7, %0
  ret ptr %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4_resetStream(ptr nocapture noundef writeonly %0) local_unnamed_addr #3 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @LZ4_resetStream_fast(ptr nocapture noundef %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16404
  %3 = load i32, ptr %2, align 4, !tbaa !13
  switch i32 %3, label %11 [
    i32 0, label %4
    i32 2, label %7
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16400
  %6 = load i32, ptr %5, align 8, !tbaa !8
  br label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 16400
  %9 = load i32, ptr %8, align 8, !tbaa !8
  %10 = icmp ugt i32 %9, 1073741824
  br i1 %10, label %11, label %13

11:                                               ; preds = %7, %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16384) %0, i8 0, i64 16384, i1 false)
  %12 = getelementptr inbounds i8, ptr %0, i64 16400
  store i32 0, ptr %12, align 8, !tbaa !8
  store i32 0, ptr %2, align 4, !tbaa !13
  br label %19

13:                                               ; preds = %4, %7
  %14 = phi i32 [ %6, %4 ], [ %9, %7 ]
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %0, i64 16400
  %18 = add i32 %14, 65536
  store i32 %18, ptr %17, align 8, !tbaa !8
  br label %19

19:                                               ; preds = %11, %13, %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16384
  %21 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 0, ptr %21, align 8, !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @LZ4_freeStream(ptr noundef %0) local_unnamed_addr #8 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #18
  br label %4

4:                                                ; preds = %1, %3
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_loadDict(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 16400
  store i32 65536, ptr %4, align 8, !tbaa !8
  %5 = icmp slt i32 %2, 8
  br i1 %5, label %34, label %6

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = ptrtoint ptr %8 to i64
  %10 = icmp ugt i32 %2, 65536
  %11 = getelementptr inbounds i8, ptr %8, i64 -65536
  %12 = select i1 %10, ptr %11, ptr %1
  %13 = getelementptr inbounds i8, ptr %0, i64 16384
  store ptr %12, ptr %13, align 8, !tbaa !52
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %9, %14
  %16 = trunc i64 %15 to i32
  %17 = getelementptr inbounds i8, ptr %0, i64 16408
  store i32 %16, ptr %17, align 8, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %18, align 4, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %8, i64 -8
  %20 = icmp ugt ptr %12, %19
  br i1 %20, label %34, label %21

21:                                               ; preds = %6
  %22 = ptrtoint ptr %11 to i64
  br label %23

23:                                               ; preds = %21, %23
  %24 = phi ptr [ %12, %21 ], [ %32, %23 ]
  %25 = load i64, ptr %24, align 1, !tbaa !5
  %26 = mul i64 %25, -3523014627271114752
  %27 = lshr i64 %26, 52
  %28 = ptrtoint ptr %24 to i64
  %29 = sub i64 %28, %22
  %30 = trunc i64 %29 to i32
  %31 = getelementptr inbounds i32, ptr %0, i64 %27
  store i32 %30, ptr %31, align 4, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 3
  %33 = icmp ugt ptr %32, %19
  br i1 %33, label %34, label %23, !llvm.loop !53

34:                                               ; preds = %23, %6, %3
  %35 = phi i32 [ 0, %3 ], [ %16, %6 ], [ %16, %23 ]
  ret i32 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @LZ4_attach_dictionary(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %14, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 16400
  %6 = load i32, ptr %5, align 8, !tbaa !5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  store i32 65536, ptr %5, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %8, %4
  %10 = getelementptr inbounds i8, ptr %1, i64 16408
  %11 = load i32, ptr %10, align 8, !tbaa !12
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, ptr null, ptr %1
  br label %14

14:                                               ; preds = %9, %2
  %15 = phi ptr [ %13, %9 ], [ null, %2 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 16392
  store ptr %15, ptr %16, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_fast_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = ptrtoint ptr %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 16408
  %9 = load i32, ptr %8, align 8, !tbaa !12
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 16384
  %13 = load ptr, ptr %12, align 8, !tbaa !52
  %14 = zext i32 %9 to i64
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  br label %16

16:                                               ; preds = %6, %11
  %17 = phi ptr [ %15, %11 ], [ null, %6 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 16400
  %19 = load i32, ptr %18, align 8, !tbaa !8
  %20 = add i32 %19, %3
  %21 = icmp ugt i32 %20, -2147483648
  br i1 %21, label %22, label %49

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %0, i64 16384
  %24 = load ptr, ptr %23, align 8, !tbaa !52
  %25 = add i32 %19, -65536
  %26 = insertelement <4 x i32> poison, i32 %25, i64 0
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %28

28:                                               ; preds = %28, %22
  %29 = phi i64 [ 0, %22 ], [ %36, %28 ]
  %30 = getelementptr inbounds [4096 x i32], ptr %0, i64 0, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !26
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !26
  %34 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %32, <4 x i32> %27)
  %35 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %33, <4 x i32> %27)
  store <4 x i32> %34, ptr %30, align 4, !tbaa !26
  store <4 x i32> %35, ptr %31, align 4, !tbaa !26
  %36 = add nuw i64 %29, 8
  %37 = icmp eq i64 %36, 4096
  br i1 %37, label %38, label %28, !llvm.loop !54

38:                                               ; preds = %28
  %39 = zext i32 %9 to i64
  %40 = getelementptr inbounds i8, ptr %24, i64 %39
  store i32 65536, ptr %18, align 8, !tbaa !8
  %41 = load i32, ptr %8, align 8, !tbaa !12
  %42 = icmp ugt i32 %41, 65536
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  store i32 65536, ptr %8, align 8, !tbaa !12
  br label %44

44:                                               ; preds = %43, %38
  %45 = phi i32 [ 65536, %43 ], [ %41, %38 ]
  %46 = zext nneg i32 %45 to i64
  %47 = sub nsw i64 0, %46
  %48 = getelementptr inbounds i8, ptr %40, i64 %47
  store ptr %48, ptr %23, align 8, !tbaa !52
  br label %49

49:                                               ; preds = %16, %44
  %50 = phi i32 [ %19, %16 ], [ 65536, %44 ]
  %51 = phi i32 [ %9, %16 ], [ %45, %44 ]
  %52 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %53 = tail call i32 @llvm.umin.i32(i32 %52, i32 65537)
  %54 = icmp ult i32 %51, 4
  br i1 %54, label %55, label %65

55:                                               ; preds = %49
  %56 = icmp ne ptr %17, %1
  %57 = icmp sgt i32 %3, 0
  %58 = and i1 %57, %56
  br i1 %58, label %59, label %65

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %0, i64 16392
  %61 = load ptr, ptr %60, align 8, !tbaa !55
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %65

63:                                               ; preds = %59
  store i32 0, ptr %8, align 8, !tbaa !12
  %64 = getelementptr inbounds i8, ptr %0, i64 16384
  store ptr %1, ptr %64, align 8, !tbaa !52
  br label %65

65:                                               ; preds = %63, %59, %55, %49
  %66 = phi i32 [ 0, %63 ], [ %51, %59 ], [ %51, %55 ], [ %51, %49 ]
  %67 = phi ptr [ %1, %63 ], [ %17, %59 ], [ %17, %55 ], [ %17, %49 ]
  %68 = sext i32 %3 to i64
  %69 = getelementptr inbounds i8, ptr %1, i64 %68
  %70 = getelementptr inbounds i8, ptr %0, i64 16384
  %71 = load ptr, ptr %70, align 8, !tbaa !52
  %72 = icmp ugt ptr %69, %71
  %73 = icmp ult ptr %69, %67
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %86

75:                                               ; preds = %65
  %76 = ptrtoint ptr %67 to i64
  %77 = ptrtoint ptr %69 to i64
  %78 = sub i64 %76, %77
  %79 = trunc i64 %78 to i32
  %80 = tail call i32 @llvm.umin.i32(i32 %79, i32 65536)
  %81 = icmp ult i32 %79, 4
  %82 = select i1 %81, i32 0, i32 %80
  store i32 %82, ptr %8, align 8, !tbaa !12
  %83 = zext nneg i32 %82 to i64
  %84 = sub nsw i64 0, %83
  %85 = getelementptr inbounds i8, ptr %67, i64 %84
  store ptr %85, ptr %70, align 8, !tbaa !52
  br label %86

86:                                               ; preds = %75, %65
  %87 = phi ptr [ %85, %75 ], [ %71, %65 ]
  %88 = phi i32 [ %82, %75 ], [ %66, %65 ]
  %89 = icmp eq ptr %67, %1
  br i1 %89, label %90, label %882

90:                                               ; preds = %86
  %91 = icmp ult i32 %88, 65536
  %92 = icmp ult i32 %88, %50
  %93 = and i1 %91, %92
  %94 = icmp ugt i32 %3, 2113929216
  br i1 %93, label %95, label %491

95:                                               ; preds = %90
  br i1 %94, label %3271, label %96

96:                                               ; preds = %95
  %97 = icmp eq i32 %3, 0
  br i1 %97, label %98, label %101

98:                                               ; preds = %96
  %99 = icmp slt i32 %4, 1
  br i1 %99, label %3271, label %100

100:                                              ; preds = %98
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %3271

101:                                              ; preds = %96
  %102 = zext i32 %50 to i64
  %103 = sub nsw i64 0, %102
  %104 = getelementptr inbounds i8, ptr %1, i64 %103
  %105 = sub i32 %50, %88
  %106 = zext nneg i32 %88 to i64
  %107 = zext nneg i32 %3 to i64
  %108 = getelementptr i8, ptr %1, i64 %107
  %109 = getelementptr i8, ptr %108, i64 -11
  %110 = getelementptr inbounds i8, ptr %108, i64 -5
  %111 = sext i32 %4 to i64
  %112 = getelementptr inbounds i8, ptr %2, i64 %111
  %113 = sub nsw i64 0, %106
  %114 = getelementptr inbounds i8, ptr %1, i64 %113
  %115 = add nuw nsw i32 %88, %3
  store i32 %115, ptr %8, align 8, !tbaa !12
  %116 = add i32 %50, %3
  store i32 %116, ptr %18, align 8, !tbaa !8
  %117 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %117, align 4, !tbaa !13
  %118 = icmp ult i32 %3, 13
  br i1 %118, label %448, label %119

119:                                              ; preds = %101
  %120 = load i64, ptr %1, align 1, !tbaa !5
  %121 = mul i64 %120, -3523014627271114752
  %122 = lshr i64 %121, 52
  %123 = ptrtoint ptr %104 to i64
  %124 = getelementptr inbounds i32, ptr %0, i64 %122
  store i32 %50, ptr %124, align 4, !tbaa !26
  %125 = shl nuw nsw i32 %53, 6
  %126 = or disjoint i32 %125, 1
  %127 = getelementptr inbounds i8, ptr %1, i64 2
  %128 = getelementptr inbounds i8, ptr %108, i64 -12
  %129 = getelementptr inbounds i8, ptr %108, i64 -8
  %130 = getelementptr inbounds i8, ptr %108, i64 -6
  br label %131

131:                                              ; preds = %119, %445
  %132 = phi ptr [ %127, %119 ], [ %446, %445 ]
  %133 = phi ptr [ %1, %119 ], [ %377, %445 ]
  %134 = phi ptr [ %2, %119 ], [ %414, %445 ]
  %135 = ptrtoint ptr %133 to i64
  %136 = getelementptr inbounds i8, ptr %133, i64 1
  %137 = load i64, ptr %136, align 1, !tbaa !5
  br label %138

138:                                              ; preds = %131, %172
  %139 = phi i32 [ %53, %131 ], [ %176, %172 ]
  %140 = phi i32 [ %126, %131 ], [ %175, %172 ]
  %141 = phi ptr [ %132, %131 ], [ %174, %172 ]
  %142 = phi i64 [ %137, %131 ], [ %151, %172 ]
  %143 = phi ptr [ %136, %131 ], [ %141, %172 ]
  %144 = mul i64 %142, -3523014627271114752
  %145 = lshr i64 %144, 52
  %146 = getelementptr inbounds i32, ptr %0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !26
  %148 = ptrtoint ptr %143 to i64
  %149 = sub i64 %148, %123
  %150 = trunc i64 %149 to i32
  %151 = load i64, ptr %141, align 1, !tbaa !5
  store i32 %150, ptr %146, align 4, !tbaa !26
  %152 = icmp ult i32 %147, %105
  %153 = add i32 %147, 65535
  %154 = icmp ult i32 %153, %150
  %155 = select i1 %152, i1 true, i1 %154
  br i1 %155, label %172, label %156

156:                                              ; preds = %138
  %157 = zext i32 %147 to i64
  %158 = getelementptr inbounds i8, ptr %104, i64 %157
  %159 = load i32, ptr %158, align 1, !tbaa !5
  %160 = load i32, ptr %143, align 1, !tbaa !5
  %161 = icmp eq i32 %159, %160
  br i1 %161, label %162, label %172

162:                                              ; preds = %156
  %163 = getelementptr inbounds i8, ptr %104, i64 %157
  %164 = trunc i64 %135 to i32
  %165 = trunc i64 %148 to i32
  %166 = sub i32 %165, %164
  %167 = add i32 %166, 239
  %168 = sub i32 %165, %164
  %169 = add i32 %168, -15
  %170 = sub i32 %165, %164
  %171 = add i32 %170, -270
  br label %178

172:                                              ; preds = %138, %156
  %173 = zext nneg i32 %139 to i64
  %174 = getelementptr inbounds i8, ptr %141, i64 %173
  %175 = add nuw nsw i32 %140, 1
  %176 = lshr i32 %140, 6
  %177 = icmp ugt ptr %174, %109
  br i1 %177, label %448, label %138, !prof !27

178:                                              ; preds = %162, %188
  %179 = phi i32 [ %171, %162 ], [ %197, %188 ]
  %180 = phi i32 [ %169, %162 ], [ %196, %188 ]
  %181 = phi i32 [ %167, %162 ], [ %195, %188 ]
  %182 = phi i32 [ 0, %162 ], [ %194, %188 ]
  %183 = phi ptr [ %163, %162 ], [ %191, %188 ]
  %184 = phi ptr [ %143, %162 ], [ %189, %188 ]
  %185 = icmp ugt ptr %184, %133
  %186 = icmp ugt ptr %183, %114
  %187 = and i1 %186, %185
  br i1 %187, label %188, label %198

188:                                              ; preds = %178
  %189 = getelementptr inbounds i8, ptr %184, i64 -1
  %190 = load i8, ptr %189, align 1, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %183, i64 -1
  %192 = load i8, ptr %191, align 1, !tbaa !5
  %193 = icmp eq i8 %190, %192
  %194 = add i32 %182, 1
  %195 = add i32 %181, -1
  %196 = add i32 %180, -1
  %197 = add i32 %179, -1
  br i1 %193, label %178, label %198, !llvm.loop !17

198:                                              ; preds = %188, %178
  %199 = ptrtoint ptr %184 to i64
  %200 = sub i64 %199, %135
  %201 = trunc i64 %200 to i32
  %202 = getelementptr inbounds i8, ptr %134, i64 1
  %203 = and i64 %200, 4294967295
  %204 = getelementptr inbounds i8, ptr %202, i64 %203
  %205 = getelementptr inbounds i8, ptr %204, i64 8
  %206 = udiv i32 %201, 255
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds i8, ptr %205, i64 %207
  %209 = icmp ugt ptr %208, %112
  br i1 %209, label %3271, label %210, !prof !16

210:                                              ; preds = %198
  %211 = icmp ugt i32 %201, 14
  br i1 %211, label %212, label %237

212:                                              ; preds = %210
  %213 = add i32 %201, -15
  store i8 -16, ptr %134, align 1, !tbaa !5
  %214 = icmp sgt i32 %213, 254
  br i1 %214, label %215, label %232

215:                                              ; preds = %212
  %216 = tail call i32 @llvm.umin.i32(i32 %213, i32 509)
  %217 = add i32 %182, %216
  %218 = sub i32 %167, %217
  %219 = udiv i32 %218, 255
  %220 = add nuw nsw i32 %219, 1
  %221 = zext nneg i32 %220 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %202, i8 -1, i64 %221, i1 false), !tbaa !5
  %222 = tail call i32 @llvm.smin.i32(i32 %180, i32 509)
  %223 = sub i32 %181, %222
  %224 = freeze i32 %223
  %225 = udiv i32 %224, 255
  %226 = zext nneg i32 %225 to i64
  %227 = urem i32 %224, 255
  %228 = sub i32 %227, %224
  %229 = getelementptr i8, ptr %134, i64 2
  %230 = getelementptr i8, ptr %229, i64 %226
  %231 = add i32 %228, %179
  br label %232

232:                                              ; preds = %215, %212
  %233 = phi i32 [ %213, %212 ], [ %231, %215 ]
  %234 = phi ptr [ %202, %212 ], [ %230, %215 ]
  %235 = trunc i32 %233 to i8
  %236 = getelementptr inbounds i8, ptr %234, i64 1
  store i8 %235, ptr %234, align 1, !tbaa !5
  br label %240

237:                                              ; preds = %210
  %238 = trunc i64 %200 to i8
  %239 = shl nuw i8 %238, 4
  store i8 %239, ptr %134, align 1, !tbaa !5
  br label %240

240:                                              ; preds = %237, %232
  %241 = phi ptr [ %236, %232 ], [ %202, %237 ]
  %242 = ptrtoint ptr %241 to i64
  %243 = getelementptr inbounds i8, ptr %241, i64 %203
  %244 = xor i64 %242, -1
  %245 = add nuw i64 %203, %242
  %246 = add nuw i64 %242, 8
  %247 = tail call i64 @llvm.umax.i64(i64 %245, i64 %246)
  %248 = add i64 %247, %244
  %249 = lshr i64 %248, 3
  %250 = add nuw nsw i64 %249, 1
  %251 = icmp ult i64 %248, 24
  %252 = sub i64 %242, %135
  %253 = icmp ult i64 %252, 32
  %254 = or i1 %251, %253
  br i1 %254, label %275, label %255

255:                                              ; preds = %240
  %256 = and i64 %250, 4611686018427387900
  %257 = shl i64 %256, 3
  %258 = getelementptr i8, ptr %133, i64 %257
  %259 = shl i64 %256, 3
  %260 = getelementptr i8, ptr %241, i64 %259
  br label %261

261:                                              ; preds = %261, %255
  %262 = phi i64 [ 0, %255 ], [ %271, %261 ]
  %263 = shl i64 %262, 3
  %264 = getelementptr i8, ptr %133, i64 %263
  %265 = shl i64 %262, 3
  %266 = getelementptr i8, ptr %241, i64 %265
  %267 = getelementptr i8, ptr %264, i64 16
  %268 = load <2 x i64>, ptr %264, align 1
  %269 = load <2 x i64>, ptr %267, align 1
  %270 = getelementptr i8, ptr %266, i64 16
  store <2 x i64> %268, ptr %266, align 1
  store <2 x i64> %269, ptr %270, align 1
  %271 = add nuw i64 %262, 4
  %272 = icmp eq i64 %271, %256
  br i1 %272, label %273, label %261, !llvm.loop !56

273:                                              ; preds = %261
  %274 = icmp eq i64 %250, %256
  br i1 %274, label %285, label %275

275:                                              ; preds = %273, %240
  %276 = phi ptr [ %133, %240 ], [ %258, %273 ]
  %277 = phi ptr [ %241, %240 ], [ %260, %273 ]
  br label %278

278:                                              ; preds = %275, %278
  %279 = phi ptr [ %283, %278 ], [ %276, %275 ]
  %280 = phi ptr [ %282, %278 ], [ %277, %275 ]
  %281 = load i64, ptr %279, align 1
  store i64 %281, ptr %280, align 1
  %282 = getelementptr inbounds i8, ptr %280, i64 8
  %283 = getelementptr inbounds i8, ptr %279, i64 8
  %284 = icmp ult ptr %282, %243
  br i1 %284, label %278, label %285, !llvm.loop !57

285:                                              ; preds = %278, %273
  br label %286

286:                                              ; preds = %285, %443
  %287 = phi ptr [ %414, %443 ], [ %134, %285 ]
  %288 = phi ptr [ %434, %443 ], [ %183, %285 ]
  %289 = phi ptr [ %444, %443 ], [ %243, %285 ]
  %290 = phi ptr [ %377, %443 ], [ %184, %285 ]
  %291 = ptrtoint ptr %290 to i64
  %292 = ptrtoint ptr %288 to i64
  %293 = sub i64 %291, %292
  %294 = trunc i64 %293 to i16
  store i16 %294, ptr %289, align 1, !tbaa !5
  %295 = getelementptr inbounds i8, ptr %289, i64 2
  %296 = getelementptr inbounds i8, ptr %290, i64 4
  %297 = getelementptr inbounds i8, ptr %288, i64 4
  %298 = icmp ugt ptr %128, %296
  br i1 %298, label %299, label %311, !prof !23

299:                                              ; preds = %286
  %300 = load i64, ptr %297, align 1, !tbaa !5
  %301 = load i64, ptr %296, align 1, !tbaa !5
  %302 = icmp eq i64 %300, %301
  br i1 %302, label %303, label %306

303:                                              ; preds = %299
  %304 = getelementptr inbounds i8, ptr %290, i64 12
  %305 = getelementptr inbounds i8, ptr %288, i64 12
  br label %311

306:                                              ; preds = %299
  %307 = xor i64 %301, %300
  %308 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %307, i1 true)
  %309 = trunc nuw nsw i64 %308 to i32
  %310 = lshr i32 %309, 3
  br label %372

311:                                              ; preds = %303, %286
  %312 = phi ptr [ %297, %286 ], [ %305, %303 ]
  %313 = phi ptr [ %296, %286 ], [ %304, %303 ]
  %314 = icmp ult ptr %313, %128
  br i1 %314, label %315, label %334, !prof !24

315:                                              ; preds = %311, %330
  %316 = phi ptr [ %331, %330 ], [ %313, %311 ]
  %317 = phi ptr [ %332, %330 ], [ %312, %311 ]
  %318 = load i64, ptr %317, align 1, !tbaa !5
  %319 = load i64, ptr %316, align 1, !tbaa !5
  %320 = icmp eq i64 %318, %319
  br i1 %320, label %330, label %321

321:                                              ; preds = %315
  %322 = xor i64 %319, %318
  %323 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %322, i1 true)
  %324 = lshr i64 %323, 3
  %325 = getelementptr inbounds i8, ptr %316, i64 %324
  %326 = ptrtoint ptr %325 to i64
  %327 = ptrtoint ptr %296 to i64
  %328 = sub i64 %326, %327
  %329 = trunc i64 %328 to i32
  br label %372

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %316, i64 8
  %332 = getelementptr inbounds i8, ptr %317, i64 8
  %333 = icmp ult ptr %331, %128
  br i1 %333, label %315, label %334, !prof !25

334:                                              ; preds = %330, %311
  %335 = phi ptr [ %312, %311 ], [ %332, %330 ]
  %336 = phi ptr [ %313, %311 ], [ %331, %330 ]
  %337 = icmp ult ptr %336, %129
  br i1 %337, label %338, label %345

338:                                              ; preds = %334
  %339 = load i32, ptr %335, align 1, !tbaa !5
  %340 = load i32, ptr %336, align 1, !tbaa !5
  %341 = icmp eq i32 %339, %340
  br i1 %341, label %342, label %345

342:                                              ; preds = %338
  %343 = getelementptr inbounds i8, ptr %336, i64 4
  %344 = getelementptr inbounds i8, ptr %335, i64 4
  br label %345

345:                                              ; preds = %342, %338, %334
  %346 = phi ptr [ %344, %342 ], [ %335, %338 ], [ %335, %334 ]
  %347 = phi ptr [ %343, %342 ], [ %336, %338 ], [ %336, %334 ]
  %348 = icmp ult ptr %347, %130
  br i1 %348, label %349, label %356

349:                                              ; preds = %345
  %350 = load i16, ptr %346, align 1, !tbaa !5
  %351 = load i16, ptr %347, align 1, !tbaa !5
  %352 = icmp eq i16 %350, %351
  br i1 %352, label %353, label %356

353:                                              ; preds = %349
  %354 = getelementptr inbounds i8, ptr %347, i64 2
  %355 = getelementptr inbounds i8, ptr %346, i64 2
  br label %356

356:                                              ; preds = %353, %349, %345
  %357 = phi ptr [ %355, %353 ], [ %346, %349 ], [ %346, %345 ]
  %358 = phi ptr [ %354, %353 ], [ %347, %349 ], [ %347, %345 ]
  %359 = icmp ult ptr %358, %110
  br i1 %359, label %360, label %366

360:                                              ; preds = %356
  %361 = load i8, ptr %357, align 1, !tbaa !5
  %362 = load i8, ptr %358, align 1, !tbaa !5
  %363 = icmp eq i8 %361, %362
  %364 = zext i1 %363 to i64
  %365 = getelementptr inbounds i8, ptr %358, i64 %364
  br label %366

366:                                              ; preds = %360, %356
  %367 = phi ptr [ %358, %356 ], [ %365, %360 ]
  %368 = ptrtoint ptr %367 to i64
  %369 = ptrtoint ptr %296 to i64
  %370 = sub i64 %368, %369
  %371 = trunc i64 %370 to i32
  br label %372

372:                                              ; preds = %321, %306, %366
  %373 = phi i32 [ %371, %366 ], [ %310, %306 ], [ %329, %321 ]
  %374 = freeze i32 %373
  %375 = zext i32 %374 to i64
  %376 = add nuw nsw i64 %375, 4
  %377 = getelementptr inbounds i8, ptr %290, i64 %376
  %378 = getelementptr inbounds i8, ptr %289, i64 8
  %379 = add i32 %374, 240
  %380 = udiv i32 %379, 255
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr inbounds i8, ptr %378, i64 %381
  %383 = icmp ugt ptr %382, %112
  br i1 %383, label %3271, label %384, !prof !16

384:                                              ; preds = %372
  %385 = icmp ugt i32 %374, 14
  %386 = load i8, ptr %287, align 1, !tbaa !5
  br i1 %385, label %387, label %410

387:                                              ; preds = %384
  %388 = add i8 %386, 15
  store i8 %388, ptr %287, align 1, !tbaa !5
  %389 = add i32 %374, -15
  store i32 -1, ptr %295, align 1, !tbaa !5
  %390 = icmp ugt i32 %389, 1019
  br i1 %390, label %391, label %400

391:                                              ; preds = %387
  %392 = getelementptr i8, ptr %289, i64 6
  %393 = add i32 %374, -1035
  %394 = udiv i32 %393, 1020
  %395 = shl nuw nsw i32 %394, 2
  %396 = zext nneg i32 %395 to i64
  %397 = add nuw nsw i64 %396, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %392, i8 -1, i64 %397, i1 false), !tbaa !5
  %398 = urem i32 %393, 1020
  %399 = getelementptr i8, ptr %392, i64 %396
  br label %400

400:                                              ; preds = %391, %387
  %401 = phi i32 [ %389, %387 ], [ %398, %391 ]
  %402 = phi ptr [ %295, %387 ], [ %399, %391 ]
  %403 = trunc nuw i32 %401 to i16
  %404 = udiv i16 %403, 255
  %405 = zext nneg i16 %404 to i64
  %406 = getelementptr inbounds i8, ptr %402, i64 %405
  %407 = urem i16 %403, 255
  %408 = trunc nuw i16 %407 to i8
  %409 = getelementptr inbounds i8, ptr %406, i64 1
  store i8 %408, ptr %406, align 1, !tbaa !5
  br label %413

410:                                              ; preds = %384
  %411 = trunc nuw i32 %374 to i8
  %412 = add i8 %386, %411
  store i8 %412, ptr %287, align 1, !tbaa !5
  br label %413

413:                                              ; preds = %410, %400
  %414 = phi ptr [ %295, %410 ], [ %409, %400 ]
  %415 = icmp ult ptr %377, %109
  br i1 %415, label %416, label %448

416:                                              ; preds = %413
  %417 = getelementptr inbounds i8, ptr %377, i64 -2
  %418 = load i64, ptr %417, align 1, !tbaa !5
  %419 = mul i64 %418, -3523014627271114752
  %420 = lshr i64 %419, 52
  %421 = ptrtoint ptr %417 to i64
  %422 = sub i64 %421, %123
  %423 = trunc i64 %422 to i32
  %424 = getelementptr inbounds i32, ptr %0, i64 %420
  store i32 %423, ptr %424, align 4, !tbaa !26
  %425 = load i64, ptr %377, align 1, !tbaa !5
  %426 = mul i64 %425, -3523014627271114752
  %427 = lshr i64 %426, 52
  %428 = ptrtoint ptr %377 to i64
  %429 = sub i64 %428, %123
  %430 = trunc i64 %429 to i32
  %431 = getelementptr inbounds i32, ptr %0, i64 %427
  %432 = load i32, ptr %431, align 4, !tbaa !26
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds i8, ptr %104, i64 %433
  store i32 %430, ptr %431, align 4, !tbaa !26
  %435 = icmp ult i32 %432, %105
  %436 = add i32 %432, 65535
  %437 = icmp ult i32 %436, %430
  %438 = select i1 %435, i1 true, i1 %437
  br i1 %438, label %445, label %439

439:                                              ; preds = %416
  %440 = load i32, ptr %434, align 1, !tbaa !5
  %441 = load i32, ptr %377, align 1, !tbaa !5
  %442 = icmp eq i32 %440, %441
  br i1 %442, label %443, label %445

443:                                              ; preds = %439
  %444 = getelementptr inbounds i8, ptr %414, i64 1
  store i8 0, ptr %414, align 1, !tbaa !5
  br label %286

445:                                              ; preds = %439, %416
  %446 = getelementptr inbounds i8, ptr %377, i64 2
  %447 = icmp ugt ptr %446, %109
  br i1 %447, label %448, label %131, !prof !30

448:                                              ; preds = %445, %172, %413, %101
  %449 = phi ptr [ %2, %101 ], [ %414, %413 ], [ %134, %172 ], [ %414, %445 ]
  %450 = phi ptr [ %1, %101 ], [ %377, %413 ], [ %133, %172 ], [ %377, %445 ]
  %451 = ptrtoint ptr %108 to i64
  %452 = ptrtoint ptr %450 to i64
  %453 = sub i64 %451, %452
  %454 = getelementptr inbounds i8, ptr %449, i64 %453
  %455 = getelementptr inbounds i8, ptr %454, i64 1
  %456 = add i64 %453, 240
  %457 = udiv i64 %456, 255
  %458 = getelementptr inbounds i8, ptr %455, i64 %457
  %459 = icmp ugt ptr %458, %112
  br i1 %459, label %3271, label %460

460:                                              ; preds = %448
  %461 = icmp ugt i64 %453, 14
  br i1 %461, label %462, label %480

462:                                              ; preds = %460
  %463 = add i64 %453, -15
  store i8 -16, ptr %449, align 1, !tbaa !5
  %464 = getelementptr i8, ptr %449, i64 1
  %465 = icmp ugt i64 %463, 254
  br i1 %465, label %466, label %476

466:                                              ; preds = %462
  %467 = add i64 %7, %107
  %468 = add i64 %467, -270
  %469 = sub i64 %468, %452
  %470 = udiv i64 %469, 255
  %471 = add nuw nsw i64 %470, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %464, i8 -1, i64 %471, i1 false), !tbaa !5
  %472 = mul i64 %470, -255
  %473 = add nuw nsw i64 %470, 2
  %474 = add i64 %472, %469
  %475 = getelementptr i8, ptr %449, i64 %473
  br label %476

476:                                              ; preds = %466, %462
  %477 = phi i64 [ %463, %462 ], [ %474, %466 ]
  %478 = phi ptr [ %464, %462 ], [ %475, %466 ]
  %479 = trunc nuw i64 %477 to i8
  store i8 %479, ptr %478, align 1, !tbaa !5
  br label %483

480:                                              ; preds = %460
  %481 = trunc nuw i64 %453 to i8
  %482 = shl nuw i8 %481, 4
  store i8 %482, ptr %449, align 1, !tbaa !5
  br label %483

483:                                              ; preds = %476, %480
  %484 = phi ptr [ %478, %476 ], [ %449, %480 ]
  %485 = getelementptr inbounds i8, ptr %484, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %485, ptr align 1 %450, i64 %453, i1 false)
  %486 = getelementptr inbounds i8, ptr %485, i64 %453
  %487 = ptrtoint ptr %486 to i64
  %488 = ptrtoint ptr %2 to i64
  %489 = sub i64 %487, %488
  %490 = trunc i64 %489 to i32
  br label %3271

491:                                              ; preds = %90
  br i1 %94, label %3271, label %492

492:                                              ; preds = %491
  %493 = icmp eq i32 %3, 0
  br i1 %493, label %494, label %497

494:                                              ; preds = %492
  %495 = icmp slt i32 %4, 1
  br i1 %495, label %3271, label %496

496:                                              ; preds = %494
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %3271

497:                                              ; preds = %492
  %498 = zext i32 %50 to i64
  %499 = sub nsw i64 0, %498
  %500 = getelementptr inbounds i8, ptr %1, i64 %499
  %501 = zext i32 %88 to i64
  %502 = zext nneg i32 %3 to i64
  %503 = getelementptr i8, ptr %1, i64 %502
  %504 = getelementptr i8, ptr %503, i64 -11
  %505 = getelementptr inbounds i8, ptr %503, i64 -5
  %506 = sext i32 %4 to i64
  %507 = getelementptr inbounds i8, ptr %2, i64 %506
  %508 = sub nsw i64 0, %501
  %509 = getelementptr inbounds i8, ptr %1, i64 %508
  %510 = add i32 %88, %3
  store i32 %510, ptr %8, align 8, !tbaa !12
  %511 = add i32 %50, %3
  store i32 %511, ptr %18, align 8, !tbaa !8
  %512 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %512, align 4, !tbaa !13
  %513 = icmp ult i32 %3, 13
  br i1 %513, label %839, label %514

514:                                              ; preds = %497
  %515 = load i64, ptr %1, align 1, !tbaa !5
  %516 = mul i64 %515, -3523014627271114752
  %517 = lshr i64 %516, 52
  %518 = ptrtoint ptr %500 to i64
  %519 = getelementptr inbounds i32, ptr %0, i64 %517
  store i32 %50, ptr %519, align 4, !tbaa !26
  %520 = shl nuw nsw i32 %53, 6
  %521 = or disjoint i32 %520, 1
  %522 = getelementptr inbounds i8, ptr %1, i64 2
  %523 = getelementptr inbounds i8, ptr %503, i64 -12
  %524 = getelementptr inbounds i8, ptr %503, i64 -8
  %525 = getelementptr inbounds i8, ptr %503, i64 -6
  br label %526

526:                                              ; preds = %514, %836
  %527 = phi ptr [ %522, %514 ], [ %837, %836 ]
  %528 = phi ptr [ %1, %514 ], [ %770, %836 ]
  %529 = phi ptr [ %2, %514 ], [ %807, %836 ]
  %530 = ptrtoint ptr %528 to i64
  %531 = getelementptr inbounds i8, ptr %528, i64 1
  %532 = load i64, ptr %531, align 1, !tbaa !5
  br label %533

533:                                              ; preds = %526, %565
  %534 = phi i32 [ %53, %526 ], [ %569, %565 ]
  %535 = phi i32 [ %521, %526 ], [ %568, %565 ]
  %536 = phi ptr [ %527, %526 ], [ %567, %565 ]
  %537 = phi i64 [ %532, %526 ], [ %546, %565 ]
  %538 = phi ptr [ %531, %526 ], [ %536, %565 ]
  %539 = mul i64 %537, -3523014627271114752
  %540 = lshr i64 %539, 52
  %541 = getelementptr inbounds i32, ptr %0, i64 %540
  %542 = load i32, ptr %541, align 4, !tbaa !26
  %543 = ptrtoint ptr %538 to i64
  %544 = sub i64 %543, %518
  %545 = trunc i64 %544 to i32
  %546 = load i64, ptr %536, align 1, !tbaa !5
  store i32 %545, ptr %541, align 4, !tbaa !26
  %547 = add i32 %542, 65535
  %548 = icmp ult i32 %547, %545
  br i1 %548, label %565, label %549

549:                                              ; preds = %533
  %550 = zext i32 %542 to i64
  %551 = getelementptr inbounds i8, ptr %500, i64 %550
  %552 = load i32, ptr %551, align 1, !tbaa !5
  %553 = load i32, ptr %538, align 1, !tbaa !5
  %554 = icmp eq i32 %552, %553
  br i1 %554, label %555, label %565

555:                                              ; preds = %549
  %556 = getelementptr inbounds i8, ptr %500, i64 %550
  %557 = trunc i64 %530 to i32
  %558 = trunc i64 %543 to i32
  %559 = sub i32 %558, %557
  %560 = add i32 %559, 239
  %561 = sub i32 %558, %557
  %562 = add i32 %561, -15
  %563 = sub i32 %558, %557
  %564 = add i32 %563, -270
  br label %571

565:                                              ; preds = %533, %549
  %566 = zext nneg i32 %534 to i64
  %567 = getelementptr inbounds i8, ptr %536, i64 %566
  %568 = add nuw nsw i32 %535, 1
  %569 = lshr i32 %535, 6
  %570 = icmp ugt ptr %567, %504
  br i1 %570, label %839, label %533, !prof !27

571:                                              ; preds = %555, %581
  %572 = phi i32 [ %564, %555 ], [ %590, %581 ]
  %573 = phi i32 [ %562, %555 ], [ %589, %581 ]
  %574 = phi i32 [ %560, %555 ], [ %588, %581 ]
  %575 = phi i32 [ 0, %555 ], [ %587, %581 ]
  %576 = phi ptr [ %556, %555 ], [ %584, %581 ]
  %577 = phi ptr [ %538, %555 ], [ %582, %581 ]
  %578 = icmp ugt ptr %577, %528
  %579 = icmp ugt ptr %576, %509
  %580 = and i1 %579, %578
  br i1 %580, label %581, label %591

581:                                              ; preds = %571
  %582 = getelementptr inbounds i8, ptr %577, i64 -1
  %583 = load i8, ptr %582, align 1, !tbaa !5
  %584 = getelementptr inbounds i8, ptr %576, i64 -1
  %585 = load i8, ptr %584, align 1, !tbaa !5
  %586 = icmp eq i8 %583, %585
  %587 = add i32 %575, 1
  %588 = add i32 %574, -1
  %589 = add i32 %573, -1
  %590 = add i32 %572, -1
  br i1 %586, label %571, label %591, !llvm.loop !17

591:                                              ; preds = %581, %571
  %592 = ptrtoint ptr %577 to i64
  %593 = sub i64 %592, %530
  %594 = trunc i64 %593 to i32
  %595 = getelementptr inbounds i8, ptr %529, i64 1
  %596 = and i64 %593, 4294967295
  %597 = getelementptr inbounds i8, ptr %595, i64 %596
  %598 = getelementptr inbounds i8, ptr %597, i64 8
  %599 = udiv i32 %594, 255
  %600 = zext nneg i32 %599 to i64
  %601 = getelementptr inbounds i8, ptr %598, i64 %600
  %602 = icmp ugt ptr %601, %507
  br i1 %602, label %3271, label %603, !prof !16

603:                                              ; preds = %591
  %604 = icmp ugt i32 %594, 14
  br i1 %604, label %605, label %630

605:                                              ; preds = %603
  %606 = add i32 %594, -15
  store i8 -16, ptr %529, align 1, !tbaa !5
  %607 = icmp sgt i32 %606, 254
  br i1 %607, label %608, label %625

608:                                              ; preds = %605
  %609 = tail call i32 @llvm.umin.i32(i32 %606, i32 509)
  %610 = add i32 %575, %609
  %611 = sub i32 %560, %610
  %612 = udiv i32 %611, 255
  %613 = add nuw nsw i32 %612, 1
  %614 = zext nneg i32 %613 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %595, i8 -1, i64 %614, i1 false), !tbaa !5
  %615 = tail call i32 @llvm.smin.i32(i32 %573, i32 509)
  %616 = sub i32 %574, %615
  %617 = freeze i32 %616
  %618 = udiv i32 %617, 255
  %619 = zext nneg i32 %618 to i64
  %620 = urem i32 %617, 255
  %621 = sub i32 %620, %617
  %622 = getelementptr i8, ptr %529, i64 2
  %623 = getelementptr i8, ptr %622, i64 %619
  %624 = add i32 %621, %572
  br label %625

625:                                              ; preds = %608, %605
  %626 = phi i32 [ %606, %605 ], [ %624, %608 ]
  %627 = phi ptr [ %595, %605 ], [ %623, %608 ]
  %628 = trunc i32 %626 to i8
  %629 = getelementptr inbounds i8, ptr %627, i64 1
  store i8 %628, ptr %627, align 1, !tbaa !5
  br label %633

630:                                              ; preds = %603
  %631 = trunc i64 %593 to i8
  %632 = shl nuw i8 %631, 4
  store i8 %632, ptr %529, align 1, !tbaa !5
  br label %633

633:                                              ; preds = %630, %625
  %634 = phi ptr [ %629, %625 ], [ %595, %630 ]
  %635 = ptrtoint ptr %634 to i64
  %636 = getelementptr inbounds i8, ptr %634, i64 %596
  %637 = xor i64 %635, -1
  %638 = add nuw i64 %596, %635
  %639 = add nuw i64 %635, 8
  %640 = tail call i64 @llvm.umax.i64(i64 %638, i64 %639)
  %641 = add i64 %640, %637
  %642 = lshr i64 %641, 3
  %643 = add nuw nsw i64 %642, 1
  %644 = icmp ult i64 %641, 24
  %645 = sub i64 %635, %530
  %646 = icmp ult i64 %645, 32
  %647 = or i1 %644, %646
  br i1 %647, label %668, label %648

648:                                              ; preds = %633
  %649 = and i64 %643, 4611686018427387900
  %650 = shl i64 %649, 3
  %651 = getelementptr i8, ptr %528, i64 %650
  %652 = shl i64 %649, 3
  %653 = getelementptr i8, ptr %634, i64 %652
  br label %654

654:                                              ; preds = %654, %648
  %655 = phi i64 [ 0, %648 ], [ %664, %654 ]
  %656 = shl i64 %655, 3
  %657 = getelementptr i8, ptr %528, i64 %656
  %658 = shl i64 %655, 3
  %659 = getelementptr i8, ptr %634, i64 %658
  %660 = getelementptr i8, ptr %657, i64 16
  %661 = load <2 x i64>, ptr %657, align 1
  %662 = load <2 x i64>, ptr %660, align 1
  %663 = getelementptr i8, ptr %659, i64 16
  store <2 x i64> %661, ptr %659, align 1
  store <2 x i64> %662, ptr %663, align 1
  %664 = add nuw i64 %655, 4
  %665 = icmp eq i64 %664, %649
  br i1 %665, label %666, label %654, !llvm.loop !58

666:                                              ; preds = %654
  %667 = icmp eq i64 %643, %649
  br i1 %667, label %678, label %668

668:                                              ; preds = %666, %633
  %669 = phi ptr [ %528, %633 ], [ %651, %666 ]
  %670 = phi ptr [ %634, %633 ], [ %653, %666 ]
  br label %671

671:                                              ; preds = %668, %671
  %672 = phi ptr [ %676, %671 ], [ %669, %668 ]
  %673 = phi ptr [ %675, %671 ], [ %670, %668 ]
  %674 = load i64, ptr %672, align 1
  store i64 %674, ptr %673, align 1
  %675 = getelementptr inbounds i8, ptr %673, i64 8
  %676 = getelementptr inbounds i8, ptr %672, i64 8
  %677 = icmp ult ptr %675, %636
  br i1 %677, label %671, label %678, !llvm.loop !59

678:                                              ; preds = %671, %666
  br label %679

679:                                              ; preds = %678, %834
  %680 = phi ptr [ %807, %834 ], [ %529, %678 ]
  %681 = phi ptr [ %827, %834 ], [ %576, %678 ]
  %682 = phi ptr [ %835, %834 ], [ %636, %678 ]
  %683 = phi ptr [ %770, %834 ], [ %577, %678 ]
  %684 = ptrtoint ptr %683 to i64
  %685 = ptrtoint ptr %681 to i64
  %686 = sub i64 %684, %685
  %687 = trunc i64 %686 to i16
  store i16 %687, ptr %682, align 1, !tbaa !5
  %688 = getelementptr inbounds i8, ptr %682, i64 2
  %689 = getelementptr inbounds i8, ptr %683, i64 4
  %690 = getelementptr inbounds i8, ptr %681, i64 4
  %691 = icmp ugt ptr %523, %689
  br i1 %691, label %692, label %704, !prof !23

692:                                              ; preds = %679
  %693 = load i64, ptr %690, align 1, !tbaa !5
  %694 = load i64, ptr %689, align 1, !tbaa !5
  %695 = icmp eq i64 %693, %694
  br i1 %695, label %696, label %699

696:                                              ; preds = %692
  %697 = getelementptr inbounds i8, ptr %683, i64 12
  %698 = getelementptr inbounds i8, ptr %681, i64 12
  br label %704

699:                                              ; preds = %692
  %700 = xor i64 %694, %693
  %701 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %700, i1 true)
  %702 = trunc nuw nsw i64 %701 to i32
  %703 = lshr i32 %702, 3
  br label %765

704:                                              ; preds = %696, %679
  %705 = phi ptr [ %690, %679 ], [ %698, %696 ]
  %706 = phi ptr [ %689, %679 ], [ %697, %696 ]
  %707 = icmp ult ptr %706, %523
  br i1 %707, label %708, label %727, !prof !24

708:                                              ; preds = %704, %723
  %709 = phi ptr [ %724, %723 ], [ %706, %704 ]
  %710 = phi ptr [ %725, %723 ], [ %705, %704 ]
  %711 = load i64, ptr %710, align 1, !tbaa !5
  %712 = load i64, ptr %709, align 1, !tbaa !5
  %713 = icmp eq i64 %711, %712
  br i1 %713, label %723, label %714

714:                                              ; preds = %708
  %715 = xor i64 %712, %711
  %716 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %715, i1 true)
  %717 = lshr i64 %716, 3
  %718 = getelementptr inbounds i8, ptr %709, i64 %717
  %719 = ptrtoint ptr %718 to i64
  %720 = ptrtoint ptr %689 to i64
  %721 = sub i64 %719, %720
  %722 = trunc i64 %721 to i32
  br label %765

723:                                              ; preds = %708
  %724 = getelementptr inbounds i8, ptr %709, i64 8
  %725 = getelementptr inbounds i8, ptr %710, i64 8
  %726 = icmp ult ptr %724, %523
  br i1 %726, label %708, label %727, !prof !25

727:                                              ; preds = %723, %704
  %728 = phi ptr [ %705, %704 ], [ %725, %723 ]
  %729 = phi ptr [ %706, %704 ], [ %724, %723 ]
  %730 = icmp ult ptr %729, %524
  br i1 %730, label %731, label %738

731:                                              ; preds = %727
  %732 = load i32, ptr %728, align 1, !tbaa !5
  %733 = load i32, ptr %729, align 1, !tbaa !5
  %734 = icmp eq i32 %732, %733
  br i1 %734, label %735, label %738

735:                                              ; preds = %731
  %736 = getelementptr inbounds i8, ptr %729, i64 4
  %737 = getelementptr inbounds i8, ptr %728, i64 4
  br label %738

738:                                              ; preds = %735, %731, %727
  %739 = phi ptr [ %737, %735 ], [ %728, %731 ], [ %728, %727 ]
  %740 = phi ptr [ %736, %735 ], [ %729, %731 ], [ %729, %727 ]
  %741 = icmp ult ptr %740, %525
  br i1 %741, label %742, label %749

742:                                              ; preds = %738
  %743 = load i16, ptr %739, align 1, !tbaa !5
  %744 = load i16, ptr %740, align 1, !tbaa !5
  %745 = icmp eq i16 %743, %744
  br i1 %745, label %746, label %749

746:                                              ; preds = %742
  %747 = getelementptr inbounds i8, ptr %740, i64 2
  %748 = getelementptr inbounds i8, ptr %739, i64 2
  br label %749

749:                                              ; preds = %746, %742, %738
  %750 = phi ptr [ %748, %746 ], [ %739, %742 ], [ %739, %738 ]
  %751 = phi ptr [ %747, %746 ], [ %740, %742 ], [ %740, %738 ]
  %752 = icmp ult ptr %751, %505
  br i1 %752, label %753, label %759

753:                                              ; preds = %749
  %754 = load i8, ptr %750, align 1, !tbaa !5
  %755 = load i8, ptr %751, align 1, !tbaa !5
  %756 = icmp eq i8 %754, %755
  %757 = zext i1 %756 to i64
  %758 = getelementptr inbounds i8, ptr %751, i64 %757
  br label %759

759:                                              ; preds = %753, %749
  %760 = phi ptr [ %751, %749 ], [ %758, %753 ]
  %761 = ptrtoint ptr %760 to i64
  %762 = ptrtoint ptr %689 to i64
  %763 = sub i64 %761, %762
  %764 = trunc i64 %763 to i32
  br label %765

765:                                              ; preds = %714, %699, %759
  %766 = phi i32 [ %764, %759 ], [ %703, %699 ], [ %722, %714 ]
  %767 = freeze i32 %766
  %768 = zext i32 %767 to i64
  %769 = add nuw nsw i64 %768, 4
  %770 = getelementptr inbounds i8, ptr %683, i64 %769
  %771 = getelementptr inbounds i8, ptr %682, i64 8
  %772 = add i32 %767, 240
  %773 = udiv i32 %772, 255
  %774 = zext nneg i32 %773 to i64
  %775 = getelementptr inbounds i8, ptr %771, i64 %774
  %776 = icmp ugt ptr %775, %507
  br i1 %776, label %3271, label %777, !prof !16

777:                                              ; preds = %765
  %778 = icmp ugt i32 %767, 14
  %779 = load i8, ptr %680, align 1, !tbaa !5
  br i1 %778, label %780, label %803

780:                                              ; preds = %777
  %781 = add i8 %779, 15
  store i8 %781, ptr %680, align 1, !tbaa !5
  %782 = add i32 %767, -15
  store i32 -1, ptr %688, align 1, !tbaa !5
  %783 = icmp ugt i32 %782, 1019
  br i1 %783, label %784, label %793

784:                                              ; preds = %780
  %785 = getelementptr i8, ptr %682, i64 6
  %786 = add i32 %767, -1035
  %787 = udiv i32 %786, 1020
  %788 = shl nuw nsw i32 %787, 2
  %789 = zext nneg i32 %788 to i64
  %790 = add nuw nsw i64 %789, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %785, i8 -1, i64 %790, i1 false), !tbaa !5
  %791 = urem i32 %786, 1020
  %792 = getelementptr i8, ptr %785, i64 %789
  br label %793

793:                                              ; preds = %784, %780
  %794 = phi i32 [ %782, %780 ], [ %791, %784 ]
  %795 = phi ptr [ %688, %780 ], [ %792, %784 ]
  %796 = trunc nuw i32 %794 to i16
  %797 = udiv i16 %796, 255
  %798 = zext nneg i16 %797 to i64
  %799 = getelementptr inbounds i8, ptr %795, i64 %798
  %800 = urem i16 %796, 255
  %801 = trunc nuw i16 %800 to i8
  %802 = getelementptr inbounds i8, ptr %799, i64 1
  store i8 %801, ptr %799, align 1, !tbaa !5
  br label %806

803:                                              ; preds = %777
  %804 = trunc nuw i32 %767 to i8
  %805 = add i8 %779, %804
  store i8 %805, ptr %680, align 1, !tbaa !5
  br label %806

806:                                              ; preds = %803, %793
  %807 = phi ptr [ %688, %803 ], [ %802, %793 ]
  %808 = icmp ult ptr %770, %504
  br i1 %808, label %809, label %839

809:                                              ; preds = %806
  %810 = getelementptr inbounds i8, ptr %770, i64 -2
  %811 = load i64, ptr %810, align 1, !tbaa !5
  %812 = mul i64 %811, -3523014627271114752
  %813 = lshr i64 %812, 52
  %814 = ptrtoint ptr %810 to i64
  %815 = sub i64 %814, %518
  %816 = trunc i64 %815 to i32
  %817 = getelementptr inbounds i32, ptr %0, i64 %813
  store i32 %816, ptr %817, align 4, !tbaa !26
  %818 = load i64, ptr %770, align 1, !tbaa !5
  %819 = mul i64 %818, -3523014627271114752
  %820 = lshr i64 %819, 52
  %821 = ptrtoint ptr %770 to i64
  %822 = sub i64 %821, %518
  %823 = trunc i64 %822 to i32
  %824 = getelementptr inbounds i32, ptr %0, i64 %820
  %825 = load i32, ptr %824, align 4, !tbaa !26
  %826 = zext i32 %825 to i64
  %827 = getelementptr inbounds i8, ptr %500, i64 %826
  store i32 %823, ptr %824, align 4, !tbaa !26
  %828 = add i32 %825, 65535
  %829 = icmp ult i32 %828, %823
  br i1 %829, label %836, label %830

830:                                              ; preds = %809
  %831 = load i32, ptr %827, align 1, !tbaa !5
  %832 = load i32, ptr %770, align 1, !tbaa !5
  %833 = icmp eq i32 %831, %832
  br i1 %833, label %834, label %836

834:                                              ; preds = %830
  %835 = getelementptr inbounds i8, ptr %807, i64 1
  store i8 0, ptr %807, align 1, !tbaa !5
  br label %679

836:                                              ; preds = %830, %809
  %837 = getelementptr inbounds i8, ptr %770, i64 2
  %838 = icmp ugt ptr %837, %504
  br i1 %838, label %839, label %526, !prof !30

839:                                              ; preds = %836, %565, %806, %497
  %840 = phi ptr [ %2, %497 ], [ %807, %806 ], [ %529, %565 ], [ %807, %836 ]
  %841 = phi ptr [ %1, %497 ], [ %770, %806 ], [ %528, %565 ], [ %770, %836 ]
  %842 = ptrtoint ptr %503 to i64
  %843 = ptrtoint ptr %841 to i64
  %844 = sub i64 %842, %843
  %845 = getelementptr inbounds i8, ptr %840, i64 %844
  %846 = getelementptr inbounds i8, ptr %845, i64 1
  %847 = add i64 %844, 240
  %848 = udiv i64 %847, 255
  %849 = getelementptr inbounds i8, ptr %846, i64 %848
  %850 = icmp ugt ptr %849, %507
  br i1 %850, label %3271, label %851

851:                                              ; preds = %839
  %852 = icmp ugt i64 %844, 14
  br i1 %852, label %853, label %871

853:                                              ; preds = %851
  %854 = add i64 %844, -15
  store i8 -16, ptr %840, align 1, !tbaa !5
  %855 = getelementptr i8, ptr %840, i64 1
  %856 = icmp ugt i64 %854, 254
  br i1 %856, label %857, label %867

857:                                              ; preds = %853
  %858 = add i64 %7, %502
  %859 = add i64 %858, -270
  %860 = sub i64 %859, %843
  %861 = udiv i64 %860, 255
  %862 = add nuw nsw i64 %861, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %855, i8 -1, i64 %862, i1 false), !tbaa !5
  %863 = mul i64 %861, -255
  %864 = add nuw nsw i64 %861, 2
  %865 = add i64 %863, %860
  %866 = getelementptr i8, ptr %840, i64 %864
  br label %867

867:                                              ; preds = %857, %853
  %868 = phi i64 [ %854, %853 ], [ %865, %857 ]
  %869 = phi ptr [ %855, %853 ], [ %866, %857 ]
  %870 = trunc nuw i64 %868 to i8
  store i8 %870, ptr %869, align 1, !tbaa !5
  br label %874

871:                                              ; preds = %851
  %872 = trunc nuw i64 %844 to i8
  %873 = shl nuw i8 %872, 4
  store i8 %873, ptr %840, align 1, !tbaa !5
  br label %874

874:                                              ; preds = %867, %871
  %875 = phi ptr [ %869, %867 ], [ %840, %871 ]
  %876 = getelementptr inbounds i8, ptr %875, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %876, ptr align 1 %841, i64 %844, i1 false)
  %877 = getelementptr inbounds i8, ptr %876, i64 %844
  %878 = ptrtoint ptr %877 to i64
  %879 = ptrtoint ptr %2 to i64
  %880 = sub i64 %878, %879
  %881 = trunc i64 %880 to i32
  br label %3271

882:                                              ; preds = %86
  %883 = getelementptr inbounds i8, ptr %0, i64 16392
  %884 = load ptr, ptr %883, align 8, !tbaa !55
  %885 = icmp eq ptr %884, null
  br i1 %885, label %2085, label %886

886:                                              ; preds = %882
  %887 = icmp sgt i32 %3, 4096
  br i1 %887, label %888, label %1472

888:                                              ; preds = %886
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16416) %0, ptr noundef nonnull align 8 dereferenceable(16416) %884, i64 16416, i1 false)
  %889 = icmp ugt i32 %3, 2113929216
  br i1 %889, label %3269, label %890

890:                                              ; preds = %888
  %891 = load i32, ptr %18, align 8, !tbaa !8
  %892 = zext i32 %891 to i64
  %893 = sub nsw i64 0, %892
  %894 = getelementptr inbounds i8, ptr %1, i64 %893
  %895 = load ptr, ptr %70, align 8, !tbaa !52
  %896 = load i32, ptr %8, align 8, !tbaa !12
  %897 = icmp eq ptr %895, null
  %898 = zext i32 %896 to i64
  %899 = getelementptr inbounds i8, ptr %895, i64 %898
  %900 = zext nneg i32 %3 to i64
  %901 = getelementptr i8, ptr %1, i64 %900
  %902 = getelementptr i8, ptr %901, i64 -11
  %903 = getelementptr inbounds i8, ptr %901, i64 -5
  %904 = getelementptr inbounds i8, ptr %899, i64 %893
  %905 = select i1 %897, ptr null, ptr %904
  %906 = sext i32 %4 to i64
  %907 = getelementptr inbounds i8, ptr %2, i64 %906
  %908 = add i32 %896, %3
  store i32 %908, ptr %8, align 8, !tbaa !12
  %909 = add i32 %891, %3
  store i32 %909, ptr %18, align 8, !tbaa !8
  %910 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %910, align 4, !tbaa !13
  %911 = load i64, ptr %1, align 1, !tbaa !5
  %912 = mul i64 %911, -3523014627271114752
  %913 = lshr i64 %912, 52
  %914 = ptrtoint ptr %894 to i64
  %915 = getelementptr inbounds i32, ptr %0, i64 %913
  store i32 %891, ptr %915, align 4, !tbaa !26
  %916 = shl nuw nsw i32 %53, 6
  %917 = or disjoint i32 %916, 1
  %918 = getelementptr inbounds i8, ptr %1, i64 2
  %919 = getelementptr inbounds i8, ptr %1, i64 1
  %920 = add i32 %891, 1
  %921 = select i1 %897, ptr null, ptr %899
  %922 = getelementptr inbounds i8, ptr %901, i64 -12
  %923 = getelementptr inbounds i8, ptr %901, i64 -8
  %924 = getelementptr inbounds i8, ptr %901, i64 -6
  %925 = ptrtoint ptr %921 to i64
  %926 = getelementptr inbounds i8, ptr %1, i64 8
  br label %927

927:                                              ; preds = %890, %1422
  %928 = phi ptr [ %918, %890 ], [ %1427, %1422 ]
  %929 = phi i32 [ %920, %890 ], [ %1426, %1422 ]
  %930 = phi ptr [ %919, %890 ], [ %1423, %1422 ]
  %931 = phi ptr [ %1, %890 ], [ %1351, %1422 ]
  %932 = phi ptr [ %2, %890 ], [ %1389, %1422 ]
  %933 = ptrtoint ptr %931 to i64
  %934 = load i64, ptr %930, align 1, !tbaa !5
  br label %935

935:                                              ; preds = %927, %957
  %936 = phi i32 [ %53, %927 ], [ %964, %957 ]
  %937 = phi i32 [ %917, %927 ], [ %963, %957 ]
  %938 = phi ptr [ %928, %927 ], [ %962, %957 ]
  %939 = phi i64 [ %934, %927 ], [ %946, %957 ]
  %940 = phi i32 [ %929, %927 ], [ %960, %957 ]
  %941 = phi ptr [ %930, %927 ], [ %938, %957 ]
  %942 = mul i64 %939, -3523014627271114752
  %943 = lshr i64 %942, 52
  %944 = getelementptr inbounds i32, ptr %0, i64 %943
  %945 = load i32, ptr %944, align 4, !tbaa !26
  %946 = load i64, ptr %938, align 1, !tbaa !5
  store i32 %940, ptr %944, align 4, !tbaa !26
  %947 = add i32 %945, 65535
  %948 = icmp ult i32 %947, %940
  br i1 %948, label %957, label %949

949:                                              ; preds = %935
  %950 = icmp ult i32 %945, %891
  %951 = zext i32 %945 to i64
  %952 = select i1 %950, ptr %905, ptr %894
  %953 = getelementptr inbounds i8, ptr %952, i64 %951
  %954 = load i32, ptr %953, align 1, !tbaa !5
  %955 = load i32, ptr %941, align 1, !tbaa !5
  %956 = icmp eq i32 %954, %955
  br i1 %956, label %966, label %957

957:                                              ; preds = %935, %949
  %958 = ptrtoint ptr %938 to i64
  %959 = sub i64 %958, %914
  %960 = trunc i64 %959 to i32
  %961 = zext nneg i32 %936 to i64
  %962 = getelementptr inbounds i8, ptr %938, i64 %961
  %963 = add nuw nsw i32 %937, 1
  %964 = lshr i32 %937, 6
  %965 = icmp ugt ptr %962, %902
  br i1 %965, label %1429, label %935, !prof !27

966:                                              ; preds = %949
  %967 = getelementptr inbounds i8, ptr %952, i64 %951
  %968 = ptrtoint ptr %941 to i64
  %969 = select i1 %950, ptr %895, ptr %1
  %970 = sub i32 %940, %945
  %971 = trunc i64 %933 to i32
  %972 = trunc i64 %968 to i32
  %973 = sub i32 %972, %971
  %974 = add i32 %973, 239
  %975 = sub i32 %972, %971
  %976 = add i32 %975, -15
  %977 = sub i32 %972, %971
  %978 = add i32 %977, -270
  br label %979

979:                                              ; preds = %966, %989
  %980 = phi i32 [ %978, %966 ], [ %998, %989 ]
  %981 = phi i32 [ %976, %966 ], [ %997, %989 ]
  %982 = phi i32 [ %974, %966 ], [ %996, %989 ]
  %983 = phi i32 [ 0, %966 ], [ %995, %989 ]
  %984 = phi ptr [ %967, %966 ], [ %992, %989 ]
  %985 = phi ptr [ %941, %966 ], [ %990, %989 ]
  %986 = icmp ugt ptr %985, %931
  %987 = icmp ugt ptr %984, %969
  %988 = and i1 %987, %986
  br i1 %988, label %989, label %999

989:                                              ; preds = %979
  %990 = getelementptr inbounds i8, ptr %985, i64 -1
  %991 = load i8, ptr %990, align 1, !tbaa !5
  %992 = getelementptr inbounds i8, ptr %984, i64 -1
  %993 = load i8, ptr %992, align 1, !tbaa !5
  %994 = icmp eq i8 %991, %993
  %995 = add i32 %983, 1
  %996 = add i32 %982, -1
  %997 = add i32 %981, -1
  %998 = add i32 %980, -1
  br i1 %994, label %979, label %999, !llvm.loop !17

999:                                              ; preds = %989, %979
  %1000 = ptrtoint ptr %985 to i64
  %1001 = sub i64 %1000, %933
  %1002 = trunc i64 %1001 to i32
  %1003 = getelementptr inbounds i8, ptr %932, i64 1
  %1004 = and i64 %1001, 4294967295
  %1005 = getelementptr inbounds i8, ptr %1003, i64 %1004
  %1006 = getelementptr inbounds i8, ptr %1005, i64 8
  %1007 = udiv i32 %1002, 255
  %1008 = zext nneg i32 %1007 to i64
  %1009 = getelementptr inbounds i8, ptr %1006, i64 %1008
  %1010 = icmp ugt ptr %1009, %907
  br i1 %1010, label %3269, label %1011, !prof !16

1011:                                             ; preds = %999
  %1012 = icmp ugt i32 %1002, 14
  br i1 %1012, label %1013, label %1038

1013:                                             ; preds = %1011
  %1014 = add i32 %1002, -15
  store i8 -16, ptr %932, align 1, !tbaa !5
  %1015 = icmp sgt i32 %1014, 254
  br i1 %1015, label %1016, label %1033

1016:                                             ; preds = %1013
  %1017 = tail call i32 @llvm.umin.i32(i32 %1014, i32 509)
  %1018 = add i32 %983, %1017
  %1019 = sub i32 %974, %1018
  %1020 = udiv i32 %1019, 255
  %1021 = add nuw nsw i32 %1020, 1
  %1022 = zext nneg i32 %1021 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1003, i8 -1, i64 %1022, i1 false), !tbaa !5
  %1023 = tail call i32 @llvm.smin.i32(i32 %981, i32 509)
  %1024 = sub i32 %982, %1023
  %1025 = freeze i32 %1024
  %1026 = udiv i32 %1025, 255
  %1027 = zext nneg i32 %1026 to i64
  %1028 = urem i32 %1025, 255
  %1029 = sub i32 %1028, %1025
  %1030 = getelementptr i8, ptr %932, i64 2
  %1031 = getelementptr i8, ptr %1030, i64 %1027
  %1032 = add i32 %1029, %980
  br label %1033

1033:                                             ; preds = %1016, %1013
  %1034 = phi i32 [ %1014, %1013 ], [ %1032, %1016 ]
  %1035 = phi ptr [ %1003, %1013 ], [ %1031, %1016 ]
  %1036 = trunc i32 %1034 to i8
  %1037 = getelementptr inbounds i8, ptr %1035, i64 1
  store i8 %1036, ptr %1035, align 1, !tbaa !5
  br label %1041

1038:                                             ; preds = %1011
  %1039 = trunc i64 %1001 to i8
  %1040 = shl nuw i8 %1039, 4
  store i8 %1040, ptr %932, align 1, !tbaa !5
  br label %1041

1041:                                             ; preds = %1038, %1033
  %1042 = phi ptr [ %1037, %1033 ], [ %1003, %1038 ]
  %1043 = ptrtoint ptr %1042 to i64
  %1044 = getelementptr inbounds i8, ptr %1042, i64 %1004
  %1045 = xor i64 %1043, -1
  %1046 = add nuw i64 %1004, %1043
  %1047 = add nuw i64 %1043, 8
  %1048 = tail call i64 @llvm.umax.i64(i64 %1046, i64 %1047)
  %1049 = add i64 %1048, %1045
  %1050 = lshr i64 %1049, 3
  %1051 = add nuw nsw i64 %1050, 1
  %1052 = icmp ult i64 %1049, 24
  %1053 = sub i64 %1043, %933
  %1054 = icmp ult i64 %1053, 32
  %1055 = or i1 %1052, %1054
  br i1 %1055, label %1076, label %1056

1056:                                             ; preds = %1041
  %1057 = and i64 %1051, 4611686018427387900
  %1058 = shl i64 %1057, 3
  %1059 = getelementptr i8, ptr %931, i64 %1058
  %1060 = shl i64 %1057, 3
  %1061 = getelementptr i8, ptr %1042, i64 %1060
  br label %1062

1062:                                             ; preds = %1062, %1056
  %1063 = phi i64 [ 0, %1056 ], [ %1072, %1062 ]
  %1064 = shl i64 %1063, 3
  %1065 = getelementptr i8, ptr %931, i64 %1064
  %1066 = shl i64 %1063, 3
  %1067 = getelementptr i8, ptr %1042, i64 %1066
  %1068 = getelementptr i8, ptr %1065, i64 16
  %1069 = load <2 x i64>, ptr %1065, align 1
  %1070 = load <2 x i64>, ptr %1068, align 1
  %1071 = getelementptr i8, ptr %1067, i64 16
  store <2 x i64> %1069, ptr %1067, align 1
  store <2 x i64> %1070, ptr %1071, align 1
  %1072 = add nuw i64 %1063, 4
  %1073 = icmp eq i64 %1072, %1057
  br i1 %1073, label %1074, label %1062, !llvm.loop !60

1074:                                             ; preds = %1062
  %1075 = icmp eq i64 %1051, %1057
  br i1 %1075, label %1086, label %1076

1076:                                             ; preds = %1074, %1041
  %1077 = phi ptr [ %931, %1041 ], [ %1059, %1074 ]
  %1078 = phi ptr [ %1042, %1041 ], [ %1061, %1074 ]
  br label %1079

1079:                                             ; preds = %1076, %1079
  %1080 = phi ptr [ %1084, %1079 ], [ %1077, %1076 ]
  %1081 = phi ptr [ %1083, %1079 ], [ %1078, %1076 ]
  %1082 = load i64, ptr %1080, align 1
  store i64 %1082, ptr %1081, align 1
  %1083 = getelementptr inbounds i8, ptr %1081, i64 8
  %1084 = getelementptr inbounds i8, ptr %1080, i64 8
  %1085 = icmp ult ptr %1083, %1044
  br i1 %1085, label %1079, label %1086, !llvm.loop !61

1086:                                             ; preds = %1079, %1074
  br label %1087

1087:                                             ; preds = %1086, %1419
  %1088 = phi ptr [ %1389, %1419 ], [ %932, %1086 ]
  %1089 = phi ptr [ %1411, %1419 ], [ %984, %1086 ]
  %1090 = phi i32 [ %1421, %1419 ], [ %970, %1086 ]
  %1091 = phi ptr [ %1420, %1419 ], [ %1044, %1086 ]
  %1092 = phi ptr [ %1412, %1419 ], [ %969, %1086 ]
  %1093 = phi ptr [ %1351, %1419 ], [ %985, %1086 ]
  %1094 = trunc i32 %1090 to i16
  store i16 %1094, ptr %1091, align 1, !tbaa !5
  %1095 = getelementptr inbounds i8, ptr %1091, i64 2
  %1096 = icmp eq ptr %1092, %895
  br i1 %1096, label %1097, label %1267

1097:                                             ; preds = %1087
  %1098 = ptrtoint ptr %1089 to i64
  %1099 = sub i64 %925, %1098
  %1100 = getelementptr inbounds i8, ptr %1093, i64 %1099
  %1101 = icmp ugt ptr %1100, %903
  %1102 = select i1 %1101, ptr %903, ptr %1100
  %1103 = getelementptr inbounds i8, ptr %1093, i64 4
  %1104 = getelementptr inbounds i8, ptr %1089, i64 4
  %1105 = getelementptr inbounds i8, ptr %1102, i64 -7
  %1106 = icmp ugt ptr %1105, %1103
  br i1 %1106, label %1107, label %1119, !prof !23

1107:                                             ; preds = %1097
  %1108 = load i64, ptr %1104, align 1, !tbaa !5
  %1109 = load i64, ptr %1103, align 1, !tbaa !5
  %1110 = icmp eq i64 %1108, %1109
  br i1 %1110, label %1111, label %1114

1111:                                             ; preds = %1107
  %1112 = getelementptr inbounds i8, ptr %1093, i64 12
  %1113 = getelementptr inbounds i8, ptr %1089, i64 12
  br label %1119

1114:                                             ; preds = %1107
  %1115 = xor i64 %1109, %1108
  %1116 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1115, i1 true)
  %1117 = trunc nuw nsw i64 %1116 to i32
  %1118 = lshr i32 %1117, 3
  br label %1182

1119:                                             ; preds = %1111, %1097
  %1120 = phi ptr [ %1104, %1097 ], [ %1113, %1111 ]
  %1121 = phi ptr [ %1103, %1097 ], [ %1112, %1111 ]
  %1122 = icmp ult ptr %1121, %1105
  br i1 %1122, label %1123, label %1142, !prof !24

1123:                                             ; preds = %1119, %1138
  %1124 = phi ptr [ %1139, %1138 ], [ %1121, %1119 ]
  %1125 = phi ptr [ %1140, %1138 ], [ %1120, %1119 ]
  %1126 = load i64, ptr %1125, align 1, !tbaa !5
  %1127 = load i64, ptr %1124, align 1, !tbaa !5
  %1128 = icmp eq i64 %1126, %1127
  br i1 %1128, label %1138, label %1129

1129:                                             ; preds = %1123
  %1130 = xor i64 %1127, %1126
  %1131 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1130, i1 true)
  %1132 = lshr i64 %1131, 3
  %1133 = getelementptr inbounds i8, ptr %1124, i64 %1132
  %1134 = ptrtoint ptr %1133 to i64
  %1135 = ptrtoint ptr %1103 to i64
  %1136 = sub i64 %1134, %1135
  %1137 = trunc i64 %1136 to i32
  br label %1182

1138:                                             ; preds = %1123
  %1139 = getelementptr inbounds i8, ptr %1124, i64 8
  %1140 = getelementptr inbounds i8, ptr %1125, i64 8
  %1141 = icmp ult ptr %1139, %1105
  br i1 %1141, label %1123, label %1142, !prof !25

1142:                                             ; preds = %1138, %1119
  %1143 = phi ptr [ %1120, %1119 ], [ %1140, %1138 ]
  %1144 = phi ptr [ %1121, %1119 ], [ %1139, %1138 ]
  %1145 = getelementptr inbounds i8, ptr %1102, i64 -3
  %1146 = icmp ult ptr %1144, %1145
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1142
  %1148 = load i32, ptr %1143, align 1, !tbaa !5
  %1149 = load i32, ptr %1144, align 1, !tbaa !5
  %1150 = icmp eq i32 %1148, %1149
  br i1 %1150, label %1151, label %1154

1151:                                             ; preds = %1147
  %1152 = getelementptr inbounds i8, ptr %1144, i64 4
  %1153 = getelementptr inbounds i8, ptr %1143, i64 4
  br label %1154

1154:                                             ; preds = %1151, %1147, %1142
  %1155 = phi ptr [ %1153, %1151 ], [ %1143, %1147 ], [ %1143, %1142 ]
  %1156 = phi ptr [ %1152, %1151 ], [ %1144, %1147 ], [ %1144, %1142 ]
  %1157 = getelementptr inbounds i8, ptr %1102, i64 -1
  %1158 = icmp ult ptr %1156, %1157
  br i1 %1158, label %1159, label %1166

1159:                                             ; preds = %1154
  %1160 = load i16, ptr %1155, align 1, !tbaa !5
  %1161 = load i16, ptr %1156, align 1, !tbaa !5
  %1162 = icmp eq i16 %1160, %1161
  br i1 %1162, label %1163, label %1166

1163:                                             ; preds = %1159
  %1164 = getelementptr inbounds i8, ptr %1156, i64 2
  %1165 = getelementptr inbounds i8, ptr %1155, i64 2
  br label %1166

1166:                                             ; preds = %1163, %1159, %1154
  %1167 = phi ptr [ %1165, %1163 ], [ %1155, %1159 ], [ %1155, %1154 ]
  %1168 = phi ptr [ %1164, %1163 ], [ %1156, %1159 ], [ %1156, %1154 ]
  %1169 = icmp ult ptr %1168, %1102
  br i1 %1169, label %1170, label %1176

1170:                                             ; preds = %1166
  %1171 = load i8, ptr %1167, align 1, !tbaa !5
  %1172 = load i8, ptr %1168, align 1, !tbaa !5
  %1173 = icmp eq i8 %1171, %1172
  %1174 = zext i1 %1173 to i64
  %1175 = getelementptr inbounds i8, ptr %1168, i64 %1174
  br label %1176

1176:                                             ; preds = %1170, %1166
  %1177 = phi ptr [ %1168, %1166 ], [ %1175, %1170 ]
  %1178 = ptrtoint ptr %1177 to i64
  %1179 = ptrtoint ptr %1103 to i64
  %1180 = sub i64 %1178, %1179
  %1181 = trunc i64 %1180 to i32
  br label %1182

1182:                                             ; preds = %1129, %1114, %1176
  %1183 = phi i32 [ %1181, %1176 ], [ %1118, %1114 ], [ %1137, %1129 ]
  %1184 = zext i32 %1183 to i64
  %1185 = add nuw nsw i64 %1184, 4
  %1186 = getelementptr inbounds i8, ptr %1093, i64 %1185
  %1187 = icmp eq ptr %1186, %1102
  br i1 %1187, label %1188, label %1349

1188:                                             ; preds = %1182
  %1189 = icmp ugt ptr %922, %1102
  br i1 %1189, label %1190, label %1201, !prof !23

1190:                                             ; preds = %1188
  %1191 = load i64, ptr %1, align 1, !tbaa !5
  %1192 = load i64, ptr %1102, align 1, !tbaa !5
  %1193 = icmp eq i64 %1191, %1192
  br i1 %1193, label %1194, label %1196

1194:                                             ; preds = %1190
  %1195 = getelementptr inbounds i8, ptr %1102, i64 8
  br label %1201

1196:                                             ; preds = %1190
  %1197 = xor i64 %1192, %1191
  %1198 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1197, i1 true)
  %1199 = trunc nuw nsw i64 %1198 to i32
  %1200 = lshr i32 %1199, 3
  br label %1262

1201:                                             ; preds = %1194, %1188
  %1202 = phi ptr [ %1, %1188 ], [ %926, %1194 ]
  %1203 = phi ptr [ %1102, %1188 ], [ %1195, %1194 ]
  %1204 = icmp ult ptr %1203, %922
  br i1 %1204, label %1205, label %1224, !prof !24

1205:                                             ; preds = %1201, %1220
  %1206 = phi ptr [ %1221, %1220 ], [ %1203, %1201 ]
  %1207 = phi ptr [ %1222, %1220 ], [ %1202, %1201 ]
  %1208 = load i64, ptr %1207, align 1, !tbaa !5
  %1209 = load i64, ptr %1206, align 1, !tbaa !5
  %1210 = icmp eq i64 %1208, %1209
  br i1 %1210, label %1220, label %1211

1211:                                             ; preds = %1205
  %1212 = xor i64 %1209, %1208
  %1213 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1212, i1 true)
  %1214 = lshr i64 %1213, 3
  %1215 = getelementptr inbounds i8, ptr %1206, i64 %1214
  %1216 = ptrtoint ptr %1215 to i64
  %1217 = ptrtoint ptr %1102 to i64
  %1218 = sub i64 %1216, %1217
  %1219 = trunc i64 %1218 to i32
  br label %1262

1220:                                             ; preds = %1205
  %1221 = getelementptr inbounds i8, ptr %1206, i64 8
  %1222 = getelementptr inbounds i8, ptr %1207, i64 8
  %1223 = icmp ult ptr %1221, %922
  br i1 %1223, label %1205, label %1224, !prof !25

1224:                                             ; preds = %1220, %1201
  %1225 = phi ptr [ %1202, %1201 ], [ %1222, %1220 ]
  %1226 = phi ptr [ %1203, %1201 ], [ %1221, %1220 ]
  %1227 = icmp ult ptr %1226, %923
  br i1 %1227, label %1228, label %1235

1228:                                             ; preds = %1224
  %1229 = load i32, ptr %1225, align 1, !tbaa !5
  %1230 = load i32, ptr %1226, align 1, !tbaa !5
  %1231 = icmp eq i32 %1229, %1230
  br i1 %1231, label %1232, label %1235

1232:                                             ; preds = %1228
  %1233 = getelementptr inbounds i8, ptr %1226, i64 4
  %1234 = getelementptr inbounds i8, ptr %1225, i64 4
  br label %1235

1235:                                             ; preds = %1232, %1228, %1224
  %1236 = phi ptr [ %1234, %1232 ], [ %1225, %1228 ], [ %1225, %1224 ]
  %1237 = phi ptr [ %1233, %1232 ], [ %1226, %1228 ], [ %1226, %1224 ]
  %1238 = icmp ult ptr %1237, %924
  br i1 %1238, label %1239, label %1246

1239:                                             ; preds = %1235
  %1240 = load i16, ptr %1236, align 1, !tbaa !5
  %1241 = load i16, ptr %1237, align 1, !tbaa !5
  %1242 = icmp eq i16 %1240, %1241
  br i1 %1242, label %1243, label %1246

1243:                                             ; preds = %1239
  %1244 = getelementptr inbounds i8, ptr %1237, i64 2
  %1245 = getelementptr inbounds i8, ptr %1236, i64 2
  br label %1246

1246:                                             ; preds = %1243, %1239, %1235
  %1247 = phi ptr [ %1245, %1243 ], [ %1236, %1239 ], [ %1236, %1235 ]
  %1248 = phi ptr [ %1244, %1243 ], [ %1237, %1239 ], [ %1237, %1235 ]
  %1249 = icmp ult ptr %1248, %903
  br i1 %1249, label %1250, label %1256

1250:                                             ; preds = %1246
  %1251 = load i8, ptr %1247, align 1, !tbaa !5
  %1252 = load i8, ptr %1248, align 1, !tbaa !5
  %1253 = icmp eq i8 %1251, %1252
  %1254 = zext i1 %1253 to i64
  %1255 = getelementptr inbounds i8, ptr %1248, i64 %1254
  br label %1256

1256:                                             ; preds = %1250, %1246
  %1257 = phi ptr [ %1248, %1246 ], [ %1255, %1250 ]
  %1258 = ptrtoint ptr %1257 to i64
  %1259 = ptrtoint ptr %1102 to i64
  %1260 = sub i64 %1258, %1259
  %1261 = trunc i64 %1260 to i32
  br label %1262

1262:                                             ; preds = %1211, %1196, %1256
  %1263 = phi i32 [ %1261, %1256 ], [ %1200, %1196 ], [ %1219, %1211 ]
  %1264 = add i32 %1263, %1183
  %1265 = zext i32 %1263 to i64
  %1266 = getelementptr inbounds i8, ptr %1186, i64 %1265
  br label %1349

1267:                                             ; preds = %1087
  %1268 = getelementptr inbounds i8, ptr %1093, i64 4
  %1269 = getelementptr inbounds i8, ptr %1089, i64 4
  %1270 = icmp ugt ptr %922, %1268
  br i1 %1270, label %1271, label %1283, !prof !23

1271:                                             ; preds = %1267
  %1272 = load i64, ptr %1269, align 1, !tbaa !5
  %1273 = load i64, ptr %1268, align 1, !tbaa !5
  %1274 = icmp eq i64 %1272, %1273
  br i1 %1274, label %1275, label %1278

1275:                                             ; preds = %1271
  %1276 = getelementptr inbounds i8, ptr %1093, i64 12
  %1277 = getelementptr inbounds i8, ptr %1089, i64 12
  br label %1283

1278:                                             ; preds = %1271
  %1279 = xor i64 %1273, %1272
  %1280 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1279, i1 true)
  %1281 = trunc nuw nsw i64 %1280 to i32
  %1282 = lshr i32 %1281, 3
  br label %1344

1283:                                             ; preds = %1275, %1267
  %1284 = phi ptr [ %1269, %1267 ], [ %1277, %1275 ]
  %1285 = phi ptr [ %1268, %1267 ], [ %1276, %1275 ]
  %1286 = icmp ult ptr %1285, %922
  br i1 %1286, label %1287, label %1306, !prof !24

1287:                                             ; preds = %1283, %1302
  %1288 = phi ptr [ %1303, %1302 ], [ %1285, %1283 ]
  %1289 = phi ptr [ %1304, %1302 ], [ %1284, %1283 ]
  %1290 = load i64, ptr %1289, align 1, !tbaa !5
  %1291 = load i64, ptr %1288, align 1, !tbaa !5
  %1292 = icmp eq i64 %1290, %1291
  br i1 %1292, label %1302, label %1293

1293:                                             ; preds = %1287
  %1294 = xor i64 %1291, %1290
  %1295 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1294, i1 true)
  %1296 = lshr i64 %1295, 3
  %1297 = getelementptr inbounds i8, ptr %1288, i64 %1296
  %1298 = ptrtoint ptr %1297 to i64
  %1299 = ptrtoint ptr %1268 to i64
  %1300 = sub i64 %1298, %1299
  %1301 = trunc i64 %1300 to i32
  br label %1344

1302:                                             ; preds = %1287
  %1303 = getelementptr inbounds i8, ptr %1288, i64 8
  %1304 = getelementptr inbounds i8, ptr %1289, i64 8
  %1305 = icmp ult ptr %1303, %922
  br i1 %1305, label %1287, label %1306, !prof !25

1306:                                             ; preds = %1302, %1283
  %1307 = phi ptr [ %1284, %1283 ], [ %1304, %1302 ]
  %1308 = phi ptr [ %1285, %1283 ], [ %1303, %1302 ]
  %1309 = icmp ult ptr %1308, %923
  br i1 %1309, label %1310, label %1317

1310:                                             ; preds = %1306
  %1311 = load i32, ptr %1307, align 1, !tbaa !5
  %1312 = load i32, ptr %1308, align 1, !tbaa !5
  %1313 = icmp eq i32 %1311, %1312
  br i1 %1313, label %1314, label %1317

1314:                                             ; preds = %1310
  %1315 = getelementptr inbounds i8, ptr %1308, i64 4
  %1316 = getelementptr inbounds i8, ptr %1307, i64 4
  br label %1317

1317:                                             ; preds = %1314, %1310, %1306
  %1318 = phi ptr [ %1316, %1314 ], [ %1307, %1310 ], [ %1307, %1306 ]
  %1319 = phi ptr [ %1315, %1314 ], [ %1308, %1310 ], [ %1308, %1306 ]
  %1320 = icmp ult ptr %1319, %924
  br i1 %1320, label %1321, label %1328

1321:                                             ; preds = %1317
  %1322 = load i16, ptr %1318, align 1, !tbaa !5
  %1323 = load i16, ptr %1319, align 1, !tbaa !5
  %1324 = icmp eq i16 %1322, %1323
  br i1 %1324, label %1325, label %1328

1325:                                             ; preds = %1321
  %1326 = getelementptr inbounds i8, ptr %1319, i64 2
  %1327 = getelementptr inbounds i8, ptr %1318, i64 2
  br label %1328

1328:                                             ; preds = %1325, %1321, %1317
  %1329 = phi ptr [ %1327, %1325 ], [ %1318, %1321 ], [ %1318, %1317 ]
  %1330 = phi ptr [ %1326, %1325 ], [ %1319, %1321 ], [ %1319, %1317 ]
  %1331 = icmp ult ptr %1330, %903
  br i1 %1331, label %1332, label %1338

1332:                                             ; preds = %1328
  %1333 = load i8, ptr %1329, align 1, !tbaa !5
  %1334 = load i8, ptr %1330, align 1, !tbaa !5
  %1335 = icmp eq i8 %1333, %1334
  %1336 = zext i1 %1335 to i64
  %1337 = getelementptr inbounds i8, ptr %1330, i64 %1336
  br label %1338

1338:                                             ; preds = %1332, %1328
  %1339 = phi ptr [ %1330, %1328 ], [ %1337, %1332 ]
  %1340 = ptrtoint ptr %1339 to i64
  %1341 = ptrtoint ptr %1268 to i64
  %1342 = sub i64 %1340, %1341
  %1343 = trunc i64 %1342 to i32
  br label %1344

1344:                                             ; preds = %1293, %1278, %1338
  %1345 = phi i32 [ %1343, %1338 ], [ %1282, %1278 ], [ %1301, %1293 ]
  %1346 = zext i32 %1345 to i64
  %1347 = add nuw nsw i64 %1346, 4
  %1348 = getelementptr inbounds i8, ptr %1093, i64 %1347
  br label %1349

1349:                                             ; preds = %1344, %1262, %1182
  %1350 = phi i32 [ %1345, %1344 ], [ %1264, %1262 ], [ %1183, %1182 ]
  %1351 = phi ptr [ %1348, %1344 ], [ %1266, %1262 ], [ %1186, %1182 ]
  %1352 = freeze i32 %1350
  %1353 = getelementptr inbounds i8, ptr %1091, i64 8
  %1354 = add i32 %1352, 240
  %1355 = udiv i32 %1354, 255
  %1356 = zext nneg i32 %1355 to i64
  %1357 = getelementptr inbounds i8, ptr %1353, i64 %1356
  %1358 = icmp ugt ptr %1357, %907
  br i1 %1358, label %3269, label %1359, !prof !16

1359:                                             ; preds = %1349
  %1360 = icmp ugt i32 %1352, 14
  %1361 = load i8, ptr %1088, align 1, !tbaa !5
  br i1 %1360, label %1362, label %1385

1362:                                             ; preds = %1359
  %1363 = add i8 %1361, 15
  store i8 %1363, ptr %1088, align 1, !tbaa !5
  %1364 = add i32 %1352, -15
  store i32 -1, ptr %1095, align 1, !tbaa !5
  %1365 = icmp ugt i32 %1364, 1019
  br i1 %1365, label %1366, label %1375

1366:                                             ; preds = %1362
  %1367 = getelementptr i8, ptr %1091, i64 6
  %1368 = add i32 %1352, -1035
  %1369 = udiv i32 %1368, 1020
  %1370 = shl nuw nsw i32 %1369, 2
  %1371 = zext nneg i32 %1370 to i64
  %1372 = add nuw nsw i64 %1371, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1367, i8 -1, i64 %1372, i1 false), !tbaa !5
  %1373 = urem i32 %1368, 1020
  %1374 = getelementptr i8, ptr %1367, i64 %1371
  br label %1375

1375:                                             ; preds = %1366, %1362
  %1376 = phi i32 [ %1364, %1362 ], [ %1373, %1366 ]
  %1377 = phi ptr [ %1095, %1362 ], [ %1374, %1366 ]
  %1378 = trunc nuw i32 %1376 to i16
  %1379 = udiv i16 %1378, 255
  %1380 = zext nneg i16 %1379 to i64
  %1381 = getelementptr inbounds i8, ptr %1377, i64 %1380
  %1382 = urem i16 %1378, 255
  %1383 = trunc nuw i16 %1382 to i8
  %1384 = getelementptr inbounds i8, ptr %1381, i64 1
  store i8 %1383, ptr %1381, align 1, !tbaa !5
  br label %1388

1385:                                             ; preds = %1359
  %1386 = trunc nuw i32 %1352 to i8
  %1387 = add i8 %1361, %1386
  store i8 %1387, ptr %1088, align 1, !tbaa !5
  br label %1388

1388:                                             ; preds = %1385, %1375
  %1389 = phi ptr [ %1095, %1385 ], [ %1384, %1375 ]
  %1390 = icmp ult ptr %1351, %902
  br i1 %1390, label %1391, label %1429

1391:                                             ; preds = %1388
  %1392 = getelementptr inbounds i8, ptr %1351, i64 -2
  %1393 = load i64, ptr %1392, align 1, !tbaa !5
  %1394 = mul i64 %1393, -3523014627271114752
  %1395 = lshr i64 %1394, 52
  %1396 = ptrtoint ptr %1392 to i64
  %1397 = sub i64 %1396, %914
  %1398 = trunc i64 %1397 to i32
  %1399 = getelementptr inbounds i32, ptr %0, i64 %1395
  store i32 %1398, ptr %1399, align 4, !tbaa !26
  %1400 = load i64, ptr %1351, align 1, !tbaa !5
  %1401 = mul i64 %1400, -3523014627271114752
  %1402 = lshr i64 %1401, 52
  %1403 = ptrtoint ptr %1351 to i64
  %1404 = sub i64 %1403, %914
  %1405 = trunc i64 %1404 to i32
  %1406 = getelementptr inbounds i32, ptr %0, i64 %1402
  %1407 = load i32, ptr %1406, align 4, !tbaa !26
  %1408 = icmp ult i32 %1407, %891
  %1409 = zext i32 %1407 to i64
  %1410 = select i1 %1408, ptr %905, ptr %894
  %1411 = getelementptr inbounds i8, ptr %1410, i64 %1409
  %1412 = select i1 %1408, ptr %895, ptr %1
  store i32 %1405, ptr %1406, align 4, !tbaa !26
  %1413 = add i32 %1407, 65535
  %1414 = icmp ult i32 %1413, %1405
  br i1 %1414, label %1422, label %1415

1415:                                             ; preds = %1391
  %1416 = load i32, ptr %1411, align 1, !tbaa !5
  %1417 = load i32, ptr %1351, align 1, !tbaa !5
  %1418 = icmp eq i32 %1416, %1417
  br i1 %1418, label %1419, label %1422

1419:                                             ; preds = %1415
  %1420 = getelementptr inbounds i8, ptr %1389, i64 1
  store i8 0, ptr %1389, align 1, !tbaa !5
  %1421 = sub i32 %1405, %1407
  br label %1087

1422:                                             ; preds = %1415, %1391
  %1423 = getelementptr inbounds i8, ptr %1351, i64 1
  %1424 = ptrtoint ptr %1423 to i64
  %1425 = sub i64 %1424, %914
  %1426 = trunc i64 %1425 to i32
  %1427 = getelementptr inbounds i8, ptr %1351, i64 2
  %1428 = icmp ugt ptr %1427, %902
  br i1 %1428, label %1429, label %927, !prof !30

1429:                                             ; preds = %1422, %957, %1388
  %1430 = phi ptr [ %1389, %1388 ], [ %932, %957 ], [ %1389, %1422 ]
  %1431 = phi ptr [ %1351, %1388 ], [ %931, %957 ], [ %1351, %1422 ]
  %1432 = ptrtoint ptr %901 to i64
  %1433 = ptrtoint ptr %1431 to i64
  %1434 = sub i64 %1432, %1433
  %1435 = getelementptr inbounds i8, ptr %1430, i64 %1434
  %1436 = getelementptr inbounds i8, ptr %1435, i64 1
  %1437 = add i64 %1434, 240
  %1438 = udiv i64 %1437, 255
  %1439 = getelementptr inbounds i8, ptr %1436, i64 %1438
  %1440 = icmp ugt ptr %1439, %907
  br i1 %1440, label %3269, label %1441

1441:                                             ; preds = %1429
  %1442 = icmp ugt i64 %1434, 14
  br i1 %1442, label %1443, label %1461

1443:                                             ; preds = %1441
  %1444 = add i64 %1434, -15
  store i8 -16, ptr %1430, align 1, !tbaa !5
  %1445 = getelementptr i8, ptr %1430, i64 1
  %1446 = icmp ugt i64 %1444, 254
  br i1 %1446, label %1447, label %1457

1447:                                             ; preds = %1443
  %1448 = add i64 %7, %900
  %1449 = add i64 %1448, -270
  %1450 = sub i64 %1449, %1433
  %1451 = udiv i64 %1450, 255
  %1452 = add nuw nsw i64 %1451, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1445, i8 -1, i64 %1452, i1 false), !tbaa !5
  %1453 = mul i64 %1451, -255
  %1454 = add nuw nsw i64 %1451, 2
  %1455 = add i64 %1453, %1450
  %1456 = getelementptr i8, ptr %1430, i64 %1454
  br label %1457

1457:                                             ; preds = %1447, %1443
  %1458 = phi i64 [ %1444, %1443 ], [ %1455, %1447 ]
  %1459 = phi ptr [ %1445, %1443 ], [ %1456, %1447 ]
  %1460 = trunc nuw i64 %1458 to i8
  store i8 %1460, ptr %1459, align 1, !tbaa !5
  br label %1464

1461:                                             ; preds = %1441
  %1462 = trunc nuw i64 %1434 to i8
  %1463 = shl nuw i8 %1462, 4
  store i8 %1463, ptr %1430, align 1, !tbaa !5
  br label %1464

1464:                                             ; preds = %1457, %1461
  %1465 = phi ptr [ %1459, %1457 ], [ %1430, %1461 ]
  %1466 = getelementptr inbounds i8, ptr %1465, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1466, ptr align 1 %1431, i64 %1434, i1 false)
  %1467 = getelementptr inbounds i8, ptr %1466, i64 %1434
  %1468 = ptrtoint ptr %1467 to i64
  %1469 = ptrtoint ptr %2 to i64
  %1470 = sub i64 %1468, %1469
  %1471 = trunc i64 %1470 to i32
  br label %3269

1472:                                             ; preds = %886
  %1473 = icmp ugt i32 %3, 2113929216
  br i1 %1473, label %3269, label %1474

1474:                                             ; preds = %1472
  %1475 = icmp eq i32 %3, 0
  br i1 %1475, label %1476, label %1479

1476:                                             ; preds = %1474
  %1477 = icmp slt i32 %4, 1
  br i1 %1477, label %3269, label %1478

1478:                                             ; preds = %1476
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %3269

1479:                                             ; preds = %1474
  %1480 = zext i32 %50 to i64
  %1481 = sub nsw i64 0, %1480
  %1482 = getelementptr inbounds i8, ptr %1, i64 %1481
  %1483 = getelementptr inbounds i8, ptr %884, i64 16384
  %1484 = load ptr, ptr %1483, align 8, !tbaa !52
  %1485 = getelementptr inbounds i8, ptr %884, i64 16408
  %1486 = load i32, ptr %1485, align 8, !tbaa !12
  %1487 = getelementptr inbounds i8, ptr %884, i64 16400
  %1488 = load i32, ptr %1487, align 8, !tbaa !8
  %1489 = sub i32 %50, %1488
  %1490 = icmp eq ptr %1484, null
  %1491 = zext i32 %1486 to i64
  %1492 = getelementptr inbounds i8, ptr %1484, i64 %1491
  %1493 = zext nneg i32 %3 to i64
  %1494 = getelementptr i8, ptr %1, i64 %1493
  %1495 = getelementptr i8, ptr %1494, i64 -11
  %1496 = getelementptr inbounds i8, ptr %1494, i64 -5
  %1497 = zext i32 %1488 to i64
  %1498 = sub nsw i64 0, %1497
  %1499 = getelementptr inbounds i8, ptr %1492, i64 %1498
  %1500 = select i1 %1490, ptr null, ptr %1499
  %1501 = sext i32 %4 to i64
  %1502 = getelementptr inbounds i8, ptr %2, i64 %1501
  store ptr null, ptr %883, align 8, !tbaa !55
  store i32 %3, ptr %8, align 8, !tbaa !12
  %1503 = add i32 %50, %3
  store i32 %1503, ptr %18, align 8, !tbaa !8
  %1504 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %1504, align 4, !tbaa !13
  %1505 = icmp ult i32 %3, 13
  br i1 %1505, label %2042, label %1506

1506:                                             ; preds = %1479
  %1507 = select i1 %1490, ptr null, ptr %1492
  %1508 = load i64, ptr %1, align 1, !tbaa !5
  %1509 = mul i64 %1508, -3523014627271114752
  %1510 = lshr i64 %1509, 52
  %1511 = ptrtoint ptr %1482 to i64
  %1512 = getelementptr inbounds i32, ptr %0, i64 %1510
  store i32 %50, ptr %1512, align 4, !tbaa !26
  %1513 = shl nuw nsw i32 %53, 6
  %1514 = or disjoint i32 %1513, 1
  %1515 = getelementptr inbounds i8, ptr %1, i64 2
  %1516 = getelementptr inbounds i8, ptr %1, i64 1
  %1517 = add i32 %50, 1
  %1518 = getelementptr inbounds i8, ptr %1494, i64 -12
  %1519 = getelementptr inbounds i8, ptr %1494, i64 -8
  %1520 = getelementptr inbounds i8, ptr %1494, i64 -6
  %1521 = ptrtoint ptr %1507 to i64
  %1522 = getelementptr inbounds i8, ptr %1, i64 8
  br label %1523

1523:                                             ; preds = %1506, %2035
  %1524 = phi ptr [ %1515, %1506 ], [ %2040, %2035 ]
  %1525 = phi i32 [ %1517, %1506 ], [ %2039, %2035 ]
  %1526 = phi ptr [ %1516, %1506 ], [ %2036, %2035 ]
  %1527 = phi ptr [ %1, %1506 ], [ %1955, %2035 ]
  %1528 = phi ptr [ %2, %1506 ], [ %1993, %2035 ]
  %1529 = ptrtoint ptr %1527 to i64
  %1530 = load i64, ptr %1526, align 1, !tbaa !5
  br label %1531

1531:                                             ; preds = %1523, %1563
  %1532 = phi i32 [ %53, %1523 ], [ %1570, %1563 ]
  %1533 = phi i32 [ %1514, %1523 ], [ %1569, %1563 ]
  %1534 = phi ptr [ %1524, %1523 ], [ %1568, %1563 ]
  %1535 = phi i32 [ %1525, %1523 ], [ %1566, %1563 ]
  %1536 = phi i64 [ %1530, %1523 ], [ %1556, %1563 ]
  %1537 = phi ptr [ %1526, %1523 ], [ %1534, %1563 ]
  %1538 = mul i64 %1536, -3523014627271114752
  %1539 = lshr i64 %1538, 52
  %1540 = getelementptr inbounds i32, ptr %0, i64 %1539
  %1541 = load i32, ptr %1540, align 4, !tbaa !26
  %1542 = icmp ult i32 %1541, %50
  br i1 %1542, label %1543, label %1549

1543:                                             ; preds = %1531
  %1544 = getelementptr inbounds i32, ptr %884, i64 %1539
  %1545 = load i32, ptr %1544, align 4, !tbaa !26
  %1546 = zext i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %1500, i64 %1546
  %1548 = add i32 %1545, %1489
  br label %1552

1549:                                             ; preds = %1531
  %1550 = zext i32 %1541 to i64
  %1551 = getelementptr inbounds i8, ptr %1482, i64 %1550
  br label %1552

1552:                                             ; preds = %1549, %1543
  %1553 = phi ptr [ %1547, %1543 ], [ %1551, %1549 ]
  %1554 = phi i32 [ %1548, %1543 ], [ %1541, %1549 ]
  %1555 = phi ptr [ %1484, %1543 ], [ %1, %1549 ]
  %1556 = load i64, ptr %1534, align 1, !tbaa !5
  store i32 %1535, ptr %1540, align 4, !tbaa !26
  %1557 = add i32 %1554, 65535
  %1558 = icmp ult i32 %1557, %1535
  br i1 %1558, label %1563, label %1559

1559:                                             ; preds = %1552
  %1560 = load i32, ptr %1553, align 1, !tbaa !5
  %1561 = load i32, ptr %1537, align 1, !tbaa !5
  %1562 = icmp eq i32 %1560, %1561
  br i1 %1562, label %1572, label %1563

1563:                                             ; preds = %1552, %1559
  %1564 = ptrtoint ptr %1534 to i64
  %1565 = sub i64 %1564, %1511
  %1566 = trunc i64 %1565 to i32
  %1567 = zext nneg i32 %1532 to i64
  %1568 = getelementptr inbounds i8, ptr %1534, i64 %1567
  %1569 = add nuw nsw i32 %1533, 1
  %1570 = lshr i32 %1533, 6
  %1571 = icmp ugt ptr %1568, %1495
  br i1 %1571, label %2042, label %1531, !prof !27

1572:                                             ; preds = %1559
  %1573 = ptrtoint ptr %1537 to i64
  %1574 = sub i32 %1535, %1554
  %1575 = trunc i64 %1529 to i32
  %1576 = trunc i64 %1573 to i32
  %1577 = sub i32 %1576, %1575
  %1578 = add i32 %1577, 239
  %1579 = sub i32 %1576, %1575
  %1580 = add i32 %1579, -15
  %1581 = sub i32 %1576, %1575
  %1582 = add i32 %1581, -270
  br label %1583

1583:                                             ; preds = %1572, %1593
  %1584 = phi i32 [ %1582, %1572 ], [ %1602, %1593 ]
  %1585 = phi i32 [ %1580, %1572 ], [ %1601, %1593 ]
  %1586 = phi i32 [ %1578, %1572 ], [ %1600, %1593 ]
  %1587 = phi i32 [ 0, %1572 ], [ %1599, %1593 ]
  %1588 = phi ptr [ %1553, %1572 ], [ %1596, %1593 ]
  %1589 = phi ptr [ %1537, %1572 ], [ %1594, %1593 ]
  %1590 = icmp ugt ptr %1589, %1527
  %1591 = icmp ugt ptr %1588, %1555
  %1592 = and i1 %1591, %1590
  br i1 %1592, label %1593, label %1603

1593:                                             ; preds = %1583
  %1594 = getelementptr inbounds i8, ptr %1589, i64 -1
  %1595 = load i8, ptr %1594, align 1, !tbaa !5
  %1596 = getelementptr inbounds i8, ptr %1588, i64 -1
  %1597 = load i8, ptr %1596, align 1, !tbaa !5
  %1598 = icmp eq i8 %1595, %1597
  %1599 = add i32 %1587, 1
  %1600 = add i32 %1586, -1
  %1601 = add i32 %1585, -1
  %1602 = add i32 %1584, -1
  br i1 %1598, label %1583, label %1603, !llvm.loop !17

1603:                                             ; preds = %1593, %1583
  %1604 = ptrtoint ptr %1589 to i64
  %1605 = sub i64 %1604, %1529
  %1606 = trunc i64 %1605 to i32
  %1607 = getelementptr inbounds i8, ptr %1528, i64 1
  %1608 = and i64 %1605, 4294967295
  %1609 = getelementptr inbounds i8, ptr %1607, i64 %1608
  %1610 = getelementptr inbounds i8, ptr %1609, i64 8
  %1611 = udiv i32 %1606, 255
  %1612 = zext nneg i32 %1611 to i64
  %1613 = getelementptr inbounds i8, ptr %1610, i64 %1612
  %1614 = icmp ugt ptr %1613, %1502
  br i1 %1614, label %3269, label %1615, !prof !16

1615:                                             ; preds = %1603
  %1616 = icmp ugt i32 %1606, 14
  br i1 %1616, label %1617, label %1642

1617:                                             ; preds = %1615
  %1618 = add i32 %1606, -15
  store i8 -16, ptr %1528, align 1, !tbaa !5
  %1619 = icmp sgt i32 %1618, 254
  br i1 %1619, label %1620, label %1637

1620:                                             ; preds = %1617
  %1621 = tail call i32 @llvm.umin.i32(i32 %1618, i32 509)
  %1622 = add i32 %1587, %1621
  %1623 = sub i32 %1578, %1622
  %1624 = udiv i32 %1623, 255
  %1625 = add nuw nsw i32 %1624, 1
  %1626 = zext nneg i32 %1625 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1607, i8 -1, i64 %1626, i1 false), !tbaa !5
  %1627 = tail call i32 @llvm.smin.i32(i32 %1585, i32 509)
  %1628 = sub i32 %1586, %1627
  %1629 = freeze i32 %1628
  %1630 = udiv i32 %1629, 255
  %1631 = zext nneg i32 %1630 to i64
  %1632 = urem i32 %1629, 255
  %1633 = sub i32 %1632, %1629
  %1634 = getelementptr i8, ptr %1528, i64 2
  %1635 = getelementptr i8, ptr %1634, i64 %1631
  %1636 = add i32 %1633, %1584
  br label %1637

1637:                                             ; preds = %1620, %1617
  %1638 = phi i32 [ %1618, %1617 ], [ %1636, %1620 ]
  %1639 = phi ptr [ %1607, %1617 ], [ %1635, %1620 ]
  %1640 = trunc i32 %1638 to i8
  %1641 = getelementptr inbounds i8, ptr %1639, i64 1
  store i8 %1640, ptr %1639, align 1, !tbaa !5
  br label %1645

1642:                                             ; preds = %1615
  %1643 = trunc i64 %1605 to i8
  %1644 = shl nuw i8 %1643, 4
  store i8 %1644, ptr %1528, align 1, !tbaa !5
  br label %1645

1645:                                             ; preds = %1642, %1637
  %1646 = phi ptr [ %1641, %1637 ], [ %1607, %1642 ]
  %1647 = ptrtoint ptr %1646 to i64
  %1648 = getelementptr inbounds i8, ptr %1646, i64 %1608
  %1649 = xor i64 %1647, -1
  %1650 = add nuw i64 %1608, %1647
  %1651 = add nuw i64 %1647, 8
  %1652 = tail call i64 @llvm.umax.i64(i64 %1650, i64 %1651)
  %1653 = add i64 %1652, %1649
  %1654 = lshr i64 %1653, 3
  %1655 = add nuw nsw i64 %1654, 1
  %1656 = icmp ult i64 %1653, 24
  %1657 = sub i64 %1647, %1529
  %1658 = icmp ult i64 %1657, 32
  %1659 = or i1 %1656, %1658
  br i1 %1659, label %1680, label %1660

1660:                                             ; preds = %1645
  %1661 = and i64 %1655, 4611686018427387900
  %1662 = shl i64 %1661, 3
  %1663 = getelementptr i8, ptr %1527, i64 %1662
  %1664 = shl i64 %1661, 3
  %1665 = getelementptr i8, ptr %1646, i64 %1664
  br label %1666

1666:                                             ; preds = %1666, %1660
  %1667 = phi i64 [ 0, %1660 ], [ %1676, %1666 ]
  %1668 = shl i64 %1667, 3
  %1669 = getelementptr i8, ptr %1527, i64 %1668
  %1670 = shl i64 %1667, 3
  %1671 = getelementptr i8, ptr %1646, i64 %1670
  %1672 = getelementptr i8, ptr %1669, i64 16
  %1673 = load <2 x i64>, ptr %1669, align 1
  %1674 = load <2 x i64>, ptr %1672, align 1
  %1675 = getelementptr i8, ptr %1671, i64 16
  store <2 x i64> %1673, ptr %1671, align 1
  store <2 x i64> %1674, ptr %1675, align 1
  %1676 = add nuw i64 %1667, 4
  %1677 = icmp eq i64 %1676, %1661
  br i1 %1677, label %1678, label %1666, !llvm.loop !62

1678:                                             ; preds = %1666
  %1679 = icmp eq i64 %1655, %1661
  br i1 %1679, label %1690, label %1680

1680:                                             ; preds = %1678, %1645
  %1681 = phi ptr [ %1527, %1645 ], [ %1663, %1678 ]
  %1682 = phi ptr [ %1646, %1645 ], [ %1665, %1678 ]
  br label %1683

1683:                                             ; preds = %1680, %1683
  %1684 = phi ptr [ %1688, %1683 ], [ %1681, %1680 ]
  %1685 = phi ptr [ %1687, %1683 ], [ %1682, %1680 ]
  %1686 = load i64, ptr %1684, align 1
  store i64 %1686, ptr %1685, align 1
  %1687 = getelementptr inbounds i8, ptr %1685, i64 8
  %1688 = getelementptr inbounds i8, ptr %1684, i64 8
  %1689 = icmp ult ptr %1687, %1648
  br i1 %1689, label %1683, label %1690, !llvm.loop !63

1690:                                             ; preds = %1683, %1678
  br label %1691

1691:                                             ; preds = %1690, %2032
  %1692 = phi ptr [ %1993, %2032 ], [ %1528, %1690 ]
  %1693 = phi ptr [ %2023, %2032 ], [ %1588, %1690 ]
  %1694 = phi i32 [ %2034, %2032 ], [ %1574, %1690 ]
  %1695 = phi ptr [ %2033, %2032 ], [ %1648, %1690 ]
  %1696 = phi ptr [ %2024, %2032 ], [ %1555, %1690 ]
  %1697 = phi ptr [ %1955, %2032 ], [ %1589, %1690 ]
  %1698 = trunc i32 %1694 to i16
  store i16 %1698, ptr %1695, align 1, !tbaa !5
  %1699 = getelementptr inbounds i8, ptr %1695, i64 2
  %1700 = icmp eq ptr %1696, %1484
  br i1 %1700, label %1701, label %1871

1701:                                             ; preds = %1691
  %1702 = ptrtoint ptr %1693 to i64
  %1703 = sub i64 %1521, %1702
  %1704 = getelementptr inbounds i8, ptr %1697, i64 %1703
  %1705 = icmp ugt ptr %1704, %1496
  %1706 = select i1 %1705, ptr %1496, ptr %1704
  %1707 = getelementptr inbounds i8, ptr %1697, i64 4
  %1708 = getelementptr inbounds i8, ptr %1693, i64 4
  %1709 = getelementptr inbounds i8, ptr %1706, i64 -7
  %1710 = icmp ugt ptr %1709, %1707
  br i1 %1710, label %1711, label %1723, !prof !23

1711:                                             ; preds = %1701
  %1712 = load i64, ptr %1708, align 1, !tbaa !5
  %1713 = load i64, ptr %1707, align 1, !tbaa !5
  %1714 = icmp eq i64 %1712, %1713
  br i1 %1714, label %1715, label %1718

1715:                                             ; preds = %1711
  %1716 = getelementptr inbounds i8, ptr %1697, i64 12
  %1717 = getelementptr inbounds i8, ptr %1693, i64 12
  br label %1723

1718:                                             ; preds = %1711
  %1719 = xor i64 %1713, %1712
  %1720 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1719, i1 true)
  %1721 = trunc nuw nsw i64 %1720 to i32
  %1722 = lshr i32 %1721, 3
  br label %1786

1723:                                             ; preds = %1715, %1701
  %1724 = phi ptr [ %1708, %1701 ], [ %1717, %1715 ]
  %1725 = phi ptr [ %1707, %1701 ], [ %1716, %1715 ]
  %1726 = icmp ult ptr %1725, %1709
  br i1 %1726, label %1727, label %1746, !prof !24

1727:                                             ; preds = %1723, %1742
  %1728 = phi ptr [ %1743, %1742 ], [ %1725, %1723 ]
  %1729 = phi ptr [ %1744, %1742 ], [ %1724, %1723 ]
  %1730 = load i64, ptr %1729, align 1, !tbaa !5
  %1731 = load i64, ptr %1728, align 1, !tbaa !5
  %1732 = icmp eq i64 %1730, %1731
  br i1 %1732, label %1742, label %1733

1733:                                             ; preds = %1727
  %1734 = xor i64 %1731, %1730
  %1735 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1734, i1 true)
  %1736 = lshr i64 %1735, 3
  %1737 = getelementptr inbounds i8, ptr %1728, i64 %1736
  %1738 = ptrtoint ptr %1737 to i64
  %1739 = ptrtoint ptr %1707 to i64
  %1740 = sub i64 %1738, %1739
  %1741 = trunc i64 %1740 to i32
  br label %1786

1742:                                             ; preds = %1727
  %1743 = getelementptr inbounds i8, ptr %1728, i64 8
  %1744 = getelementptr inbounds i8, ptr %1729, i64 8
  %1745 = icmp ult ptr %1743, %1709
  br i1 %1745, label %1727, label %1746, !prof !25

1746:                                             ; preds = %1742, %1723
  %1747 = phi ptr [ %1724, %1723 ], [ %1744, %1742 ]
  %1748 = phi ptr [ %1725, %1723 ], [ %1743, %1742 ]
  %1749 = getelementptr inbounds i8, ptr %1706, i64 -3
  %1750 = icmp ult ptr %1748, %1749
  br i1 %1750, label %1751, label %1758

1751:                                             ; preds = %1746
  %1752 = load i32, ptr %1747, align 1, !tbaa !5
  %1753 = load i32, ptr %1748, align 1, !tbaa !5
  %1754 = icmp eq i32 %1752, %1753
  br i1 %1754, label %1755, label %1758

1755:                                             ; preds = %1751
  %1756 = getelementptr inbounds i8, ptr %1748, i64 4
  %1757 = getelementptr inbounds i8, ptr %1747, i64 4
  br label %1758

1758:                                             ; preds = %1755, %1751, %1746
  %1759 = phi ptr [ %1757, %1755 ], [ %1747, %1751 ], [ %1747, %1746 ]
  %1760 = phi ptr [ %1756, %1755 ], [ %1748, %1751 ], [ %1748, %1746 ]
  %1761 = getelementptr inbounds i8, ptr %1706, i64 -1
  %1762 = icmp ult ptr %1760, %1761
  br i1 %1762, label %1763, label %1770

1763:                                             ; preds = %1758
  %1764 = load i16, ptr %1759, align 1, !tbaa !5
  %1765 = load i16, ptr %1760, align 1, !tbaa !5
  %1766 = icmp eq i16 %1764, %1765
  br i1 %1766, label %1767, label %1770

1767:                                             ; preds = %1763
  %1768 = getelementptr inbounds i8, ptr %1760, i64 2
  %1769 = getelementptr inbounds i8, ptr %1759, i64 2
  br label %1770

1770:                                             ; preds = %1767, %1763, %1758
  %1771 = phi ptr [ %1769, %1767 ], [ %1759, %1763 ], [ %1759, %1758 ]
  %1772 = phi ptr [ %1768, %1767 ], [ %1760, %1763 ], [ %1760, %1758 ]
  %1773 = icmp ult ptr %1772, %1706
  br i1 %1773, label %1774, label %1780

1774:                                             ; preds = %1770
  %1775 = load i8, ptr %1771, align 1, !tbaa !5
  %1776 = load i8, ptr %1772, align 1, !tbaa !5
  %1777 = icmp eq i8 %1775, %1776
  %1778 = zext i1 %1777 to i64
  %1779 = getelementptr inbounds i8, ptr %1772, i64 %1778
  br label %1780

1780:                                             ; preds = %1774, %1770
  %1781 = phi ptr [ %1772, %1770 ], [ %1779, %1774 ]
  %1782 = ptrtoint ptr %1781 to i64
  %1783 = ptrtoint ptr %1707 to i64
  %1784 = sub i64 %1782, %1783
  %1785 = trunc i64 %1784 to i32
  br label %1786

1786:                                             ; preds = %1733, %1718, %1780
  %1787 = phi i32 [ %1785, %1780 ], [ %1722, %1718 ], [ %1741, %1733 ]
  %1788 = zext i32 %1787 to i64
  %1789 = add nuw nsw i64 %1788, 4
  %1790 = getelementptr inbounds i8, ptr %1697, i64 %1789
  %1791 = icmp eq ptr %1790, %1706
  br i1 %1791, label %1792, label %1953

1792:                                             ; preds = %1786
  %1793 = icmp ugt ptr %1518, %1706
  br i1 %1793, label %1794, label %1805, !prof !23

1794:                                             ; preds = %1792
  %1795 = load i64, ptr %1, align 1, !tbaa !5
  %1796 = load i64, ptr %1706, align 1, !tbaa !5
  %1797 = icmp eq i64 %1795, %1796
  br i1 %1797, label %1798, label %1800

1798:                                             ; preds = %1794
  %1799 = getelementptr inbounds i8, ptr %1706, i64 8
  br label %1805

1800:                                             ; preds = %1794
  %1801 = xor i64 %1796, %1795
  %1802 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1801, i1 true)
  %1803 = trunc nuw nsw i64 %1802 to i32
  %1804 = lshr i32 %1803, 3
  br label %1866

1805:                                             ; preds = %1798, %1792
  %1806 = phi ptr [ %1, %1792 ], [ %1522, %1798 ]
  %1807 = phi ptr [ %1706, %1792 ], [ %1799, %1798 ]
  %1808 = icmp ult ptr %1807, %1518
  br i1 %1808, label %1809, label %1828, !prof !24

1809:                                             ; preds = %1805, %1824
  %1810 = phi ptr [ %1825, %1824 ], [ %1807, %1805 ]
  %1811 = phi ptr [ %1826, %1824 ], [ %1806, %1805 ]
  %1812 = load i64, ptr %1811, align 1, !tbaa !5
  %1813 = load i64, ptr %1810, align 1, !tbaa !5
  %1814 = icmp eq i64 %1812, %1813
  br i1 %1814, label %1824, label %1815

1815:                                             ; preds = %1809
  %1816 = xor i64 %1813, %1812
  %1817 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1816, i1 true)
  %1818 = lshr i64 %1817, 3
  %1819 = getelementptr inbounds i8, ptr %1810, i64 %1818
  %1820 = ptrtoint ptr %1819 to i64
  %1821 = ptrtoint ptr %1706 to i64
  %1822 = sub i64 %1820, %1821
  %1823 = trunc i64 %1822 to i32
  br label %1866

1824:                                             ; preds = %1809
  %1825 = getelementptr inbounds i8, ptr %1810, i64 8
  %1826 = getelementptr inbounds i8, ptr %1811, i64 8
  %1827 = icmp ult ptr %1825, %1518
  br i1 %1827, label %1809, label %1828, !prof !25

1828:                                             ; preds = %1824, %1805
  %1829 = phi ptr [ %1806, %1805 ], [ %1826, %1824 ]
  %1830 = phi ptr [ %1807, %1805 ], [ %1825, %1824 ]
  %1831 = icmp ult ptr %1830, %1519
  br i1 %1831, label %1832, label %1839

1832:                                             ; preds = %1828
  %1833 = load i32, ptr %1829, align 1, !tbaa !5
  %1834 = load i32, ptr %1830, align 1, !tbaa !5
  %1835 = icmp eq i32 %1833, %1834
  br i1 %1835, label %1836, label %1839

1836:                                             ; preds = %1832
  %1837 = getelementptr inbounds i8, ptr %1830, i64 4
  %1838 = getelementptr inbounds i8, ptr %1829, i64 4
  br label %1839

1839:                                             ; preds = %1836, %1832, %1828
  %1840 = phi ptr [ %1838, %1836 ], [ %1829, %1832 ], [ %1829, %1828 ]
  %1841 = phi ptr [ %1837, %1836 ], [ %1830, %1832 ], [ %1830, %1828 ]
  %1842 = icmp ult ptr %1841, %1520
  br i1 %1842, label %1843, label %1850

1843:                                             ; preds = %1839
  %1844 = load i16, ptr %1840, align 1, !tbaa !5
  %1845 = load i16, ptr %1841, align 1, !tbaa !5
  %1846 = icmp eq i16 %1844, %1845
  br i1 %1846, label %1847, label %1850

1847:                                             ; preds = %1843
  %1848 = getelementptr inbounds i8, ptr %1841, i64 2
  %1849 = getelementptr inbounds i8, ptr %1840, i64 2
  br label %1850

1850:                                             ; preds = %1847, %1843, %1839
  %1851 = phi ptr [ %1849, %1847 ], [ %1840, %1843 ], [ %1840, %1839 ]
  %1852 = phi ptr [ %1848, %1847 ], [ %1841, %1843 ], [ %1841, %1839 ]
  %1853 = icmp ult ptr %1852, %1496
  br i1 %1853, label %1854, label %1860

1854:                                             ; preds = %1850
  %1855 = load i8, ptr %1851, align 1, !tbaa !5
  %1856 = load i8, ptr %1852, align 1, !tbaa !5
  %1857 = icmp eq i8 %1855, %1856
  %1858 = zext i1 %1857 to i64
  %1859 = getelementptr inbounds i8, ptr %1852, i64 %1858
  br label %1860

1860:                                             ; preds = %1854, %1850
  %1861 = phi ptr [ %1852, %1850 ], [ %1859, %1854 ]
  %1862 = ptrtoint ptr %1861 to i64
  %1863 = ptrtoint ptr %1706 to i64
  %1864 = sub i64 %1862, %1863
  %1865 = trunc i64 %1864 to i32
  br label %1866

1866:                                             ; preds = %1815, %1800, %1860
  %1867 = phi i32 [ %1865, %1860 ], [ %1804, %1800 ], [ %1823, %1815 ]
  %1868 = add i32 %1867, %1787
  %1869 = zext i32 %1867 to i64
  %1870 = getelementptr inbounds i8, ptr %1790, i64 %1869
  br label %1953

1871:                                             ; preds = %1691
  %1872 = getelementptr inbounds i8, ptr %1697, i64 4
  %1873 = getelementptr inbounds i8, ptr %1693, i64 4
  %1874 = icmp ugt ptr %1518, %1872
  br i1 %1874, label %1875, label %1887, !prof !23

1875:                                             ; preds = %1871
  %1876 = load i64, ptr %1873, align 1, !tbaa !5
  %1877 = load i64, ptr %1872, align 1, !tbaa !5
  %1878 = icmp eq i64 %1876, %1877
  br i1 %1878, label %1879, label %1882

1879:                                             ; preds = %1875
  %1880 = getelementptr inbounds i8, ptr %1697, i64 12
  %1881 = getelementptr inbounds i8, ptr %1693, i64 12
  br label %1887

1882:                                             ; preds = %1875
  %1883 = xor i64 %1877, %1876
  %1884 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1883, i1 true)
  %1885 = trunc nuw nsw i64 %1884 to i32
  %1886 = lshr i32 %1885, 3
  br label %1948

1887:                                             ; preds = %1879, %1871
  %1888 = phi ptr [ %1873, %1871 ], [ %1881, %1879 ]
  %1889 = phi ptr [ %1872, %1871 ], [ %1880, %1879 ]
  %1890 = icmp ult ptr %1889, %1518
  br i1 %1890, label %1891, label %1910, !prof !24

1891:                                             ; preds = %1887, %1906
  %1892 = phi ptr [ %1907, %1906 ], [ %1889, %1887 ]
  %1893 = phi ptr [ %1908, %1906 ], [ %1888, %1887 ]
  %1894 = load i64, ptr %1893, align 1, !tbaa !5
  %1895 = load i64, ptr %1892, align 1, !tbaa !5
  %1896 = icmp eq i64 %1894, %1895
  br i1 %1896, label %1906, label %1897

1897:                                             ; preds = %1891
  %1898 = xor i64 %1895, %1894
  %1899 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1898, i1 true)
  %1900 = lshr i64 %1899, 3
  %1901 = getelementptr inbounds i8, ptr %1892, i64 %1900
  %1902 = ptrtoint ptr %1901 to i64
  %1903 = ptrtoint ptr %1872 to i64
  %1904 = sub i64 %1902, %1903
  %1905 = trunc i64 %1904 to i32
  br label %1948

1906:                                             ; preds = %1891
  %1907 = getelementptr inbounds i8, ptr %1892, i64 8
  %1908 = getelementptr inbounds i8, ptr %1893, i64 8
  %1909 = icmp ult ptr %1907, %1518
  br i1 %1909, label %1891, label %1910, !prof !25

1910:                                             ; preds = %1906, %1887
  %1911 = phi ptr [ %1888, %1887 ], [ %1908, %1906 ]
  %1912 = phi ptr [ %1889, %1887 ], [ %1907, %1906 ]
  %1913 = icmp ult ptr %1912, %1519
  br i1 %1913, label %1914, label %1921

1914:                                             ; preds = %1910
  %1915 = load i32, ptr %1911, align 1, !tbaa !5
  %1916 = load i32, ptr %1912, align 1, !tbaa !5
  %1917 = icmp eq i32 %1915, %1916
  br i1 %1917, label %1918, label %1921

1918:                                             ; preds = %1914
  %1919 = getelementptr inbounds i8, ptr %1912, i64 4
  %1920 = getelementptr inbounds i8, ptr %1911, i64 4
  br label %1921

1921:                                             ; preds = %1918, %1914, %1910
  %1922 = phi ptr [ %1920, %1918 ], [ %1911, %1914 ], [ %1911, %1910 ]
  %1923 = phi ptr [ %1919, %1918 ], [ %1912, %1914 ], [ %1912, %1910 ]
  %1924 = icmp ult ptr %1923, %1520
  br i1 %1924, label %1925, label %1932

1925:                                             ; preds = %1921
  %1926 = load i16, ptr %1922, align 1, !tbaa !5
  %1927 = load i16, ptr %1923, align 1, !tbaa !5
  %1928 = icmp eq i16 %1926, %1927
  br i1 %1928, label %1929, label %1932

1929:                                             ; preds = %1925
  %1930 = getelementptr inbounds i8, ptr %1923, i64 2
  %1931 = getelementptr inbounds i8, ptr %1922, i64 2
  br label %1932

1932:                                             ; preds = %1929, %1925, %1921
  %1933 = phi ptr [ %1931, %1929 ], [ %1922, %1925 ], [ %1922, %1921 ]
  %1934 = phi ptr [ %1930, %1929 ], [ %1923, %1925 ], [ %1923, %1921 ]
  %1935 = icmp ult ptr %1934, %1496
  br i1 %1935, label %1936, label %1942

1936:                                             ; preds = %1932
  %1937 = load i8, ptr %1933, align 1, !tbaa !5
  %1938 = load i8, ptr %1934, align 1, !tbaa !5
  %1939 = icmp eq i8 %1937, %1938
  %1940 = zext i1 %1939 to i64
  %1941 = getelementptr inbounds i8, ptr %1934, i64 %1940
  br label %1942

1942:                                             ; preds = %1936, %1932
  %1943 = phi ptr [ %1934, %1932 ], [ %1941, %1936 ]
  %1944 = ptrtoint ptr %1943 to i64
  %1945 = ptrtoint ptr %1872 to i64
  %1946 = sub i64 %1944, %1945
  %1947 = trunc i64 %1946 to i32
  br label %1948

1948:                                             ; preds = %1897, %1882, %1942
  %1949 = phi i32 [ %1947, %1942 ], [ %1886, %1882 ], [ %1905, %1897 ]
  %1950 = zext i32 %1949 to i64
  %1951 = add nuw nsw i64 %1950, 4
  %1952 = getelementptr inbounds i8, ptr %1697, i64 %1951
  br label %1953

1953:                                             ; preds = %1948, %1866, %1786
  %1954 = phi i32 [ %1949, %1948 ], [ %1868, %1866 ], [ %1787, %1786 ]
  %1955 = phi ptr [ %1952, %1948 ], [ %1870, %1866 ], [ %1790, %1786 ]
  %1956 = freeze i32 %1954
  %1957 = getelementptr inbounds i8, ptr %1695, i64 8
  %1958 = add i32 %1956, 240
  %1959 = udiv i32 %1958, 255
  %1960 = zext nneg i32 %1959 to i64
  %1961 = getelementptr inbounds i8, ptr %1957, i64 %1960
  %1962 = icmp ugt ptr %1961, %1502
  br i1 %1962, label %3269, label %1963, !prof !16

1963:                                             ; preds = %1953
  %1964 = icmp ugt i32 %1956, 14
  %1965 = load i8, ptr %1692, align 1, !tbaa !5
  br i1 %1964, label %1966, label %1989

1966:                                             ; preds = %1963
  %1967 = add i8 %1965, 15
  store i8 %1967, ptr %1692, align 1, !tbaa !5
  %1968 = add i32 %1956, -15
  store i32 -1, ptr %1699, align 1, !tbaa !5
  %1969 = icmp ugt i32 %1968, 1019
  br i1 %1969, label %1970, label %1979

1970:                                             ; preds = %1966
  %1971 = getelementptr i8, ptr %1695, i64 6
  %1972 = add i32 %1956, -1035
  %1973 = udiv i32 %1972, 1020
  %1974 = shl nuw nsw i32 %1973, 2
  %1975 = zext nneg i32 %1974 to i64
  %1976 = add nuw nsw i64 %1975, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1971, i8 -1, i64 %1976, i1 false), !tbaa !5
  %1977 = urem i32 %1972, 1020
  %1978 = getelementptr i8, ptr %1971, i64 %1975
  br label %1979

1979:                                             ; preds = %1970, %1966
  %1980 = phi i32 [ %1968, %1966 ], [ %1977, %1970 ]
  %1981 = phi ptr [ %1699, %1966 ], [ %1978, %1970 ]
  %1982 = trunc nuw i32 %1980 to i16
  %1983 = udiv i16 %1982, 255
  %1984 = zext nneg i16 %1983 to i64
  %1985 = getelementptr inbounds i8, ptr %1981, i64 %1984
  %1986 = urem i16 %1982, 255
  %1987 = trunc nuw i16 %1986 to i8
  %1988 = getelementptr inbounds i8, ptr %1985, i64 1
  store i8 %1987, ptr %1985, align 1, !tbaa !5
  br label %1992

1989:                                             ; preds = %1963
  %1990 = trunc nuw i32 %1956 to i8
  %1991 = add i8 %1965, %1990
  store i8 %1991, ptr %1692, align 1, !tbaa !5
  br label %1992

1992:                                             ; preds = %1989, %1979
  %1993 = phi ptr [ %1699, %1989 ], [ %1988, %1979 ]
  %1994 = icmp ult ptr %1955, %1495
  br i1 %1994, label %1995, label %2042

1995:                                             ; preds = %1992
  %1996 = getelementptr inbounds i8, ptr %1955, i64 -2
  %1997 = load i64, ptr %1996, align 1, !tbaa !5
  %1998 = mul i64 %1997, -3523014627271114752
  %1999 = lshr i64 %1998, 52
  %2000 = ptrtoint ptr %1996 to i64
  %2001 = sub i64 %2000, %1511
  %2002 = trunc i64 %2001 to i32
  %2003 = getelementptr inbounds i32, ptr %0, i64 %1999
  store i32 %2002, ptr %2003, align 4, !tbaa !26
  %2004 = load i64, ptr %1955, align 1, !tbaa !5
  %2005 = mul i64 %2004, -3523014627271114752
  %2006 = lshr i64 %2005, 52
  %2007 = ptrtoint ptr %1955 to i64
  %2008 = sub i64 %2007, %1511
  %2009 = trunc i64 %2008 to i32
  %2010 = getelementptr inbounds i32, ptr %0, i64 %2006
  %2011 = load i32, ptr %2010, align 4, !tbaa !26
  %2012 = icmp ult i32 %2011, %50
  br i1 %2012, label %2013, label %2019

2013:                                             ; preds = %1995
  %2014 = getelementptr inbounds i32, ptr %884, i64 %2006
  %2015 = load i32, ptr %2014, align 4, !tbaa !26
  %2016 = zext i32 %2015 to i64
  %2017 = getelementptr inbounds i8, ptr %1500, i64 %2016
  %2018 = add i32 %2015, %1489
  br label %2022

2019:                                             ; preds = %1995
  %2020 = zext i32 %2011 to i64
  %2021 = getelementptr inbounds i8, ptr %1482, i64 %2020
  br label %2022

2022:                                             ; preds = %2019, %2013
  %2023 = phi ptr [ %2017, %2013 ], [ %2021, %2019 ]
  %2024 = phi ptr [ %1484, %2013 ], [ %1, %2019 ]
  %2025 = phi i32 [ %2018, %2013 ], [ %2011, %2019 ]
  store i32 %2009, ptr %2010, align 4, !tbaa !26
  %2026 = add i32 %2025, 65535
  %2027 = icmp ult i32 %2026, %2009
  br i1 %2027, label %2035, label %2028

2028:                                             ; preds = %2022
  %2029 = load i32, ptr %2023, align 1, !tbaa !5
  %2030 = load i32, ptr %1955, align 1, !tbaa !5
  %2031 = icmp eq i32 %2029, %2030
  br i1 %2031, label %2032, label %2035

2032:                                             ; preds = %2028
  %2033 = getelementptr inbounds i8, ptr %1993, i64 1
  store i8 0, ptr %1993, align 1, !tbaa !5
  %2034 = sub i32 %2009, %2025
  br label %1691

2035:                                             ; preds = %2028, %2022
  %2036 = getelementptr inbounds i8, ptr %1955, i64 1
  %2037 = ptrtoint ptr %2036 to i64
  %2038 = sub i64 %2037, %1511
  %2039 = trunc i64 %2038 to i32
  %2040 = getelementptr inbounds i8, ptr %1955, i64 2
  %2041 = icmp ugt ptr %2040, %1495
  br i1 %2041, label %2042, label %1523, !prof !30

2042:                                             ; preds = %2035, %1563, %1992, %1479
  %2043 = phi ptr [ %2, %1479 ], [ %1993, %1992 ], [ %1528, %1563 ], [ %1993, %2035 ]
  %2044 = phi ptr [ %1, %1479 ], [ %1955, %1992 ], [ %1527, %1563 ], [ %1955, %2035 ]
  %2045 = ptrtoint ptr %1494 to i64
  %2046 = ptrtoint ptr %2044 to i64
  %2047 = sub i64 %2045, %2046
  %2048 = getelementptr inbounds i8, ptr %2043, i64 %2047
  %2049 = getelementptr inbounds i8, ptr %2048, i64 1
  %2050 = add i64 %2047, 240
  %2051 = udiv i64 %2050, 255
  %2052 = getelementptr inbounds i8, ptr %2049, i64 %2051
  %2053 = icmp ugt ptr %2052, %1502
  br i1 %2053, label %3269, label %2054

2054:                                             ; preds = %2042
  %2055 = icmp ugt i64 %2047, 14
  br i1 %2055, label %2056, label %2074

2056:                                             ; preds = %2054
  %2057 = add i64 %2047, -15
  store i8 -16, ptr %2043, align 1, !tbaa !5
  %2058 = getelementptr i8, ptr %2043, i64 1
  %2059 = icmp ugt i64 %2057, 254
  br i1 %2059, label %2060, label %2070

2060:                                             ; preds = %2056
  %2061 = add i64 %7, %1493
  %2062 = add i64 %2061, -270
  %2063 = sub i64 %2062, %2046
  %2064 = udiv i64 %2063, 255
  %2065 = add nuw nsw i64 %2064, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2058, i8 -1, i64 %2065, i1 false), !tbaa !5
  %2066 = mul i64 %2064, -255
  %2067 = add nuw nsw i64 %2064, 2
  %2068 = add i64 %2066, %2063
  %2069 = getelementptr i8, ptr %2043, i64 %2067
  br label %2070

2070:                                             ; preds = %2060, %2056
  %2071 = phi i64 [ %2057, %2056 ], [ %2068, %2060 ]
  %2072 = phi ptr [ %2058, %2056 ], [ %2069, %2060 ]
  %2073 = trunc nuw i64 %2071 to i8
  store i8 %2073, ptr %2072, align 1, !tbaa !5
  br label %2077

2074:                                             ; preds = %2054
  %2075 = trunc nuw i64 %2047 to i8
  %2076 = shl nuw i8 %2075, 4
  store i8 %2076, ptr %2043, align 1, !tbaa !5
  br label %2077

2077:                                             ; preds = %2070, %2074
  %2078 = phi ptr [ %2072, %2070 ], [ %2043, %2074 ]
  %2079 = getelementptr inbounds i8, ptr %2078, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2079, ptr align 1 %2044, i64 %2047, i1 false)
  %2080 = getelementptr inbounds i8, ptr %2079, i64 %2047
  %2081 = ptrtoint ptr %2080 to i64
  %2082 = ptrtoint ptr %2 to i64
  %2083 = sub i64 %2081, %2082
  %2084 = trunc i64 %2083 to i32
  br label %3269

2085:                                             ; preds = %882
  %2086 = icmp ult i32 %88, 65536
  %2087 = icmp ult i32 %88, %50
  %2088 = and i1 %2086, %2087
  %2089 = icmp ugt i32 %3, 2113929216
  br i1 %2088, label %2090, label %2682

2090:                                             ; preds = %2085
  br i1 %2089, label %3269, label %2091

2091:                                             ; preds = %2090
  %2092 = icmp eq i32 %3, 0
  br i1 %2092, label %2093, label %2096

2093:                                             ; preds = %2091
  %2094 = icmp slt i32 %4, 1
  br i1 %2094, label %3269, label %2095

2095:                                             ; preds = %2093
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %3269

2096:                                             ; preds = %2091
  %2097 = zext i32 %50 to i64
  %2098 = sub nsw i64 0, %2097
  %2099 = getelementptr inbounds i8, ptr %1, i64 %2098
  %2100 = sub i32 %50, %88
  %2101 = icmp eq ptr %87, null
  %2102 = zext nneg i32 %88 to i64
  %2103 = getelementptr inbounds i8, ptr %87, i64 %2102
  %2104 = zext nneg i32 %3 to i64
  %2105 = getelementptr i8, ptr %1, i64 %2104
  %2106 = getelementptr i8, ptr %2105, i64 -11
  %2107 = getelementptr inbounds i8, ptr %2105, i64 -5
  %2108 = getelementptr inbounds i8, ptr %2103, i64 %2098
  %2109 = select i1 %2101, ptr null, ptr %2108
  %2110 = sext i32 %4 to i64
  %2111 = getelementptr inbounds i8, ptr %2, i64 %2110
  %2112 = add nuw nsw i32 %88, %3
  store i32 %2112, ptr %8, align 8, !tbaa !12
  %2113 = add i32 %50, %3
  store i32 %2113, ptr %18, align 8, !tbaa !8
  %2114 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %2114, align 4, !tbaa !13
  %2115 = icmp ult i32 %3, 13
  br i1 %2115, label %2639, label %2116

2116:                                             ; preds = %2096
  %2117 = select i1 %2101, ptr null, ptr %2103
  %2118 = load i64, ptr %1, align 1, !tbaa !5
  %2119 = mul i64 %2118, -3523014627271114752
  %2120 = lshr i64 %2119, 52
  %2121 = ptrtoint ptr %2099 to i64
  %2122 = getelementptr inbounds i32, ptr %0, i64 %2120
  store i32 %50, ptr %2122, align 4, !tbaa !26
  %2123 = shl nuw nsw i32 %53, 6
  %2124 = or disjoint i32 %2123, 1
  %2125 = getelementptr inbounds i8, ptr %1, i64 2
  %2126 = getelementptr inbounds i8, ptr %1, i64 1
  %2127 = add i32 %50, 1
  %2128 = getelementptr inbounds i8, ptr %2105, i64 -12
  %2129 = getelementptr inbounds i8, ptr %2105, i64 -8
  %2130 = getelementptr inbounds i8, ptr %2105, i64 -6
  %2131 = ptrtoint ptr %2117 to i64
  %2132 = getelementptr inbounds i8, ptr %1, i64 8
  br label %2133

2133:                                             ; preds = %2116, %2632
  %2134 = phi ptr [ %2125, %2116 ], [ %2637, %2632 ]
  %2135 = phi i32 [ %2127, %2116 ], [ %2636, %2632 ]
  %2136 = phi ptr [ %2126, %2116 ], [ %2633, %2632 ]
  %2137 = phi ptr [ %1, %2116 ], [ %2559, %2632 ]
  %2138 = phi ptr [ %2, %2116 ], [ %2597, %2632 ]
  %2139 = ptrtoint ptr %2137 to i64
  %2140 = load i64, ptr %2136, align 1, !tbaa !5
  br label %2141

2141:                                             ; preds = %2133, %2165
  %2142 = phi i32 [ %53, %2133 ], [ %2172, %2165 ]
  %2143 = phi i32 [ %2124, %2133 ], [ %2171, %2165 ]
  %2144 = phi ptr [ %2134, %2133 ], [ %2170, %2165 ]
  %2145 = phi i64 [ %2140, %2133 ], [ %2152, %2165 ]
  %2146 = phi i32 [ %2135, %2133 ], [ %2168, %2165 ]
  %2147 = phi ptr [ %2136, %2133 ], [ %2144, %2165 ]
  %2148 = mul i64 %2145, -3523014627271114752
  %2149 = lshr i64 %2148, 52
  %2150 = getelementptr inbounds i32, ptr %0, i64 %2149
  %2151 = load i32, ptr %2150, align 4, !tbaa !26
  %2152 = load i64, ptr %2144, align 1, !tbaa !5
  store i32 %2146, ptr %2150, align 4, !tbaa !26
  %2153 = icmp ult i32 %2151, %2100
  %2154 = add i32 %2151, 65535
  %2155 = icmp ult i32 %2154, %2146
  %2156 = select i1 %2153, i1 true, i1 %2155
  br i1 %2156, label %2165, label %2157

2157:                                             ; preds = %2141
  %2158 = icmp ult i32 %2151, %50
  %2159 = zext i32 %2151 to i64
  %2160 = select i1 %2158, ptr %2109, ptr %2099
  %2161 = getelementptr inbounds i8, ptr %2160, i64 %2159
  %2162 = load i32, ptr %2161, align 1, !tbaa !5
  %2163 = load i32, ptr %2147, align 1, !tbaa !5
  %2164 = icmp eq i32 %2162, %2163
  br i1 %2164, label %2174, label %2165

2165:                                             ; preds = %2141, %2157
  %2166 = ptrtoint ptr %2144 to i64
  %2167 = sub i64 %2166, %2121
  %2168 = trunc i64 %2167 to i32
  %2169 = zext nneg i32 %2142 to i64
  %2170 = getelementptr inbounds i8, ptr %2144, i64 %2169
  %2171 = add nuw nsw i32 %2143, 1
  %2172 = lshr i32 %2143, 6
  %2173 = icmp ugt ptr %2170, %2106
  br i1 %2173, label %2639, label %2141, !prof !27

2174:                                             ; preds = %2157
  %2175 = getelementptr inbounds i8, ptr %2160, i64 %2159
  %2176 = ptrtoint ptr %2147 to i64
  %2177 = select i1 %2158, ptr %87, ptr %1
  %2178 = sub i32 %2146, %2151
  %2179 = trunc i64 %2139 to i32
  %2180 = trunc i64 %2176 to i32
  %2181 = sub i32 %2180, %2179
  %2182 = add i32 %2181, 239
  %2183 = sub i32 %2180, %2179
  %2184 = add i32 %2183, -15
  %2185 = sub i32 %2180, %2179
  %2186 = add i32 %2185, -270
  br label %2187

2187:                                             ; preds = %2174, %2197
  %2188 = phi i32 [ %2186, %2174 ], [ %2206, %2197 ]
  %2189 = phi i32 [ %2184, %2174 ], [ %2205, %2197 ]
  %2190 = phi i32 [ %2182, %2174 ], [ %2204, %2197 ]
  %2191 = phi i32 [ 0, %2174 ], [ %2203, %2197 ]
  %2192 = phi ptr [ %2175, %2174 ], [ %2200, %2197 ]
  %2193 = phi ptr [ %2147, %2174 ], [ %2198, %2197 ]
  %2194 = icmp ugt ptr %2193, %2137
  %2195 = icmp ugt ptr %2192, %2177
  %2196 = and i1 %2195, %2194
  br i1 %2196, label %2197, label %2207

2197:                                             ; preds = %2187
  %2198 = getelementptr inbounds i8, ptr %2193, i64 -1
  %2199 = load i8, ptr %2198, align 1, !tbaa !5
  %2200 = getelementptr inbounds i8, ptr %2192, i64 -1
  %2201 = load i8, ptr %2200, align 1, !tbaa !5
  %2202 = icmp eq i8 %2199, %2201
  %2203 = add i32 %2191, 1
  %2204 = add i32 %2190, -1
  %2205 = add i32 %2189, -1
  %2206 = add i32 %2188, -1
  br i1 %2202, label %2187, label %2207, !llvm.loop !17

2207:                                             ; preds = %2197, %2187
  %2208 = ptrtoint ptr %2193 to i64
  %2209 = sub i64 %2208, %2139
  %2210 = trunc i64 %2209 to i32
  %2211 = getelementptr inbounds i8, ptr %2138, i64 1
  %2212 = and i64 %2209, 4294967295
  %2213 = getelementptr inbounds i8, ptr %2211, i64 %2212
  %2214 = getelementptr inbounds i8, ptr %2213, i64 8
  %2215 = udiv i32 %2210, 255
  %2216 = zext nneg i32 %2215 to i64
  %2217 = getelementptr inbounds i8, ptr %2214, i64 %2216
  %2218 = icmp ugt ptr %2217, %2111
  br i1 %2218, label %3269, label %2219, !prof !16

2219:                                             ; preds = %2207
  %2220 = icmp ugt i32 %2210, 14
  br i1 %2220, label %2221, label %2246

2221:                                             ; preds = %2219
  %2222 = add i32 %2210, -15
  store i8 -16, ptr %2138, align 1, !tbaa !5
  %2223 = icmp sgt i32 %2222, 254
  br i1 %2223, label %2224, label %2241

2224:                                             ; preds = %2221
  %2225 = tail call i32 @llvm.umin.i32(i32 %2222, i32 509)
  %2226 = add i32 %2191, %2225
  %2227 = sub i32 %2182, %2226
  %2228 = udiv i32 %2227, 255
  %2229 = add nuw nsw i32 %2228, 1
  %2230 = zext nneg i32 %2229 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2211, i8 -1, i64 %2230, i1 false), !tbaa !5
  %2231 = tail call i32 @llvm.smin.i32(i32 %2189, i32 509)
  %2232 = sub i32 %2190, %2231
  %2233 = freeze i32 %2232
  %2234 = udiv i32 %2233, 255
  %2235 = zext nneg i32 %2234 to i64
  %2236 = urem i32 %2233, 255
  %2237 = sub i32 %2236, %2233
  %2238 = getelementptr i8, ptr %2138, i64 2
  %2239 = getelementptr i8, ptr %2238, i64 %2235
  %2240 = add i32 %2237, %2188
  br label %2241

2241:                                             ; preds = %2224, %2221
  %2242 = phi i32 [ %2222, %2221 ], [ %2240, %2224 ]
  %2243 = phi ptr [ %2211, %2221 ], [ %2239, %2224 ]
  %2244 = trunc i32 %2242 to i8
  %2245 = getelementptr inbounds i8, ptr %2243, i64 1
  store i8 %2244, ptr %2243, align 1, !tbaa !5
  br label %2249

2246:                                             ; preds = %2219
  %2247 = trunc i64 %2209 to i8
  %2248 = shl nuw i8 %2247, 4
  store i8 %2248, ptr %2138, align 1, !tbaa !5
  br label %2249

2249:                                             ; preds = %2246, %2241
  %2250 = phi ptr [ %2245, %2241 ], [ %2211, %2246 ]
  %2251 = ptrtoint ptr %2250 to i64
  %2252 = getelementptr inbounds i8, ptr %2250, i64 %2212
  %2253 = xor i64 %2251, -1
  %2254 = add nuw i64 %2212, %2251
  %2255 = add nuw i64 %2251, 8
  %2256 = tail call i64 @llvm.umax.i64(i64 %2254, i64 %2255)
  %2257 = add i64 %2256, %2253
  %2258 = lshr i64 %2257, 3
  %2259 = add nuw nsw i64 %2258, 1
  %2260 = icmp ult i64 %2257, 24
  %2261 = sub i64 %2251, %2139
  %2262 = icmp ult i64 %2261, 32
  %2263 = or i1 %2260, %2262
  br i1 %2263, label %2284, label %2264

2264:                                             ; preds = %2249
  %2265 = and i64 %2259, 4611686018427387900
  %2266 = shl i64 %2265, 3
  %2267 = getelementptr i8, ptr %2137, i64 %2266
  %2268 = shl i64 %2265, 3
  %2269 = getelementptr i8, ptr %2250, i64 %2268
  br label %2270

2270:                                             ; preds = %2270, %2264
  %2271 = phi i64 [ 0, %2264 ], [ %2280, %2270 ]
  %2272 = shl i64 %2271, 3
  %2273 = getelementptr i8, ptr %2137, i64 %2272
  %2274 = shl i64 %2271, 3
  %2275 = getelementptr i8, ptr %2250, i64 %2274
  %2276 = getelementptr i8, ptr %2273, i64 16
  %2277 = load <2 x i64>, ptr %2273, align 1
  %2278 = load <2 x i64>, ptr %2276, align 1
  %2279 = getelementptr i8, ptr %2275, i64 16
  store <2 x i64> %2277, ptr %2275, align 1
  store <2 x i64> %2278, ptr %2279, align 1
  %2280 = add nuw i64 %2271, 4
  %2281 = icmp eq i64 %2280, %2265
  br i1 %2281, label %2282, label %2270, !llvm.loop !64

2282:                                             ; preds = %2270
  %2283 = icmp eq i64 %2259, %2265
  br i1 %2283, label %2294, label %2284

2284:                                             ; preds = %2282, %2249
  %2285 = phi ptr [ %2137, %2249 ], [ %2267, %2282 ]
  %2286 = phi ptr [ %2250, %2249 ], [ %2269, %2282 ]
  br label %2287

2287:                                             ; preds = %2284, %2287
  %2288 = phi ptr [ %2292, %2287 ], [ %2285, %2284 ]
  %2289 = phi ptr [ %2291, %2287 ], [ %2286, %2284 ]
  %2290 = load i64, ptr %2288, align 1
  store i64 %2290, ptr %2289, align 1
  %2291 = getelementptr inbounds i8, ptr %2289, i64 8
  %2292 = getelementptr inbounds i8, ptr %2288, i64 8
  %2293 = icmp ult ptr %2291, %2252
  br i1 %2293, label %2287, label %2294, !llvm.loop !65

2294:                                             ; preds = %2287, %2282
  br label %2295

2295:                                             ; preds = %2294, %2629
  %2296 = phi ptr [ %2597, %2629 ], [ %2138, %2294 ]
  %2297 = phi ptr [ %2619, %2629 ], [ %2192, %2294 ]
  %2298 = phi i32 [ %2631, %2629 ], [ %2178, %2294 ]
  %2299 = phi ptr [ %2630, %2629 ], [ %2252, %2294 ]
  %2300 = phi ptr [ %2620, %2629 ], [ %2177, %2294 ]
  %2301 = phi ptr [ %2559, %2629 ], [ %2193, %2294 ]
  %2302 = trunc i32 %2298 to i16
  store i16 %2302, ptr %2299, align 1, !tbaa !5
  %2303 = getelementptr inbounds i8, ptr %2299, i64 2
  %2304 = icmp eq ptr %2300, %87
  br i1 %2304, label %2305, label %2475

2305:                                             ; preds = %2295
  %2306 = ptrtoint ptr %2297 to i64
  %2307 = sub i64 %2131, %2306
  %2308 = getelementptr inbounds i8, ptr %2301, i64 %2307
  %2309 = icmp ugt ptr %2308, %2107
  %2310 = select i1 %2309, ptr %2107, ptr %2308
  %2311 = getelementptr inbounds i8, ptr %2301, i64 4
  %2312 = getelementptr inbounds i8, ptr %2297, i64 4
  %2313 = getelementptr inbounds i8, ptr %2310, i64 -7
  %2314 = icmp ugt ptr %2313, %2311
  br i1 %2314, label %2315, label %2327, !prof !23

2315:                                             ; preds = %2305
  %2316 = load i64, ptr %2312, align 1, !tbaa !5
  %2317 = load i64, ptr %2311, align 1, !tbaa !5
  %2318 = icmp eq i64 %2316, %2317
  br i1 %2318, label %2319, label %2322

2319:                                             ; preds = %2315
  %2320 = getelementptr inbounds i8, ptr %2301, i64 12
  %2321 = getelementptr inbounds i8, ptr %2297, i64 12
  br label %2327

2322:                                             ; preds = %2315
  %2323 = xor i64 %2317, %2316
  %2324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2323, i1 true)
  %2325 = trunc nuw nsw i64 %2324 to i32
  %2326 = lshr i32 %2325, 3
  br label %2390

2327:                                             ; preds = %2319, %2305
  %2328 = phi ptr [ %2312, %2305 ], [ %2321, %2319 ]
  %2329 = phi ptr [ %2311, %2305 ], [ %2320, %2319 ]
  %2330 = icmp ult ptr %2329, %2313
  br i1 %2330, label %2331, label %2350, !prof !24

2331:                                             ; preds = %2327, %2346
  %2332 = phi ptr [ %2347, %2346 ], [ %2329, %2327 ]
  %2333 = phi ptr [ %2348, %2346 ], [ %2328, %2327 ]
  %2334 = load i64, ptr %2333, align 1, !tbaa !5
  %2335 = load i64, ptr %2332, align 1, !tbaa !5
  %2336 = icmp eq i64 %2334, %2335
  br i1 %2336, label %2346, label %2337

2337:                                             ; preds = %2331
  %2338 = xor i64 %2335, %2334
  %2339 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2338, i1 true)
  %2340 = lshr i64 %2339, 3
  %2341 = getelementptr inbounds i8, ptr %2332, i64 %2340
  %2342 = ptrtoint ptr %2341 to i64
  %2343 = ptrtoint ptr %2311 to i64
  %2344 = sub i64 %2342, %2343
  %2345 = trunc i64 %2344 to i32
  br label %2390

2346:                                             ; preds = %2331
  %2347 = getelementptr inbounds i8, ptr %2332, i64 8
  %2348 = getelementptr inbounds i8, ptr %2333, i64 8
  %2349 = icmp ult ptr %2347, %2313
  br i1 %2349, label %2331, label %2350, !prof !25

2350:                                             ; preds = %2346, %2327
  %2351 = phi ptr [ %2328, %2327 ], [ %2348, %2346 ]
  %2352 = phi ptr [ %2329, %2327 ], [ %2347, %2346 ]
  %2353 = getelementptr inbounds i8, ptr %2310, i64 -3
  %2354 = icmp ult ptr %2352, %2353
  br i1 %2354, label %2355, label %2362

2355:                                             ; preds = %2350
  %2356 = load i32, ptr %2351, align 1, !tbaa !5
  %2357 = load i32, ptr %2352, align 1, !tbaa !5
  %2358 = icmp eq i32 %2356, %2357
  br i1 %2358, label %2359, label %2362

2359:                                             ; preds = %2355
  %2360 = getelementptr inbounds i8, ptr %2352, i64 4
  %2361 = getelementptr inbounds i8, ptr %2351, i64 4
  br label %2362

2362:                                             ; preds = %2359, %2355, %2350
  %2363 = phi ptr [ %2361, %2359 ], [ %2351, %2355 ], [ %2351, %2350 ]
  %2364 = phi ptr [ %2360, %2359 ], [ %2352, %2355 ], [ %2352, %2350 ]
  %2365 = getelementptr inbounds i8, ptr %2310, i64 -1
  %2366 = icmp ult ptr %2364, %2365
  br i1 %2366, label %2367, label %2374

2367:                                             ; preds = %2362
  %2368 = load i16, ptr %2363, align 1, !tbaa !5
  %2369 = load i16, ptr %2364, align 1, !tbaa !5
  %2370 = icmp eq i16 %2368, %2369
  br i1 %2370, label %2371, label %2374

2371:                                             ; preds = %2367
  %2372 = getelementptr inbounds i8, ptr %2364, i64 2
  %2373 = getelementptr inbounds i8, ptr %2363, i64 2
  br label %2374

2374:                                             ; preds = %2371, %2367, %2362
  %2375 = phi ptr [ %2373, %2371 ], [ %2363, %2367 ], [ %2363, %2362 ]
  %2376 = phi ptr [ %2372, %2371 ], [ %2364, %2367 ], [ %2364, %2362 ]
  %2377 = icmp ult ptr %2376, %2310
  br i1 %2377, label %2378, label %2384

2378:                                             ; preds = %2374
  %2379 = load i8, ptr %2375, align 1, !tbaa !5
  %2380 = load i8, ptr %2376, align 1, !tbaa !5
  %2381 = icmp eq i8 %2379, %2380
  %2382 = zext i1 %2381 to i64
  %2383 = getelementptr inbounds i8, ptr %2376, i64 %2382
  br label %2384

2384:                                             ; preds = %2378, %2374
  %2385 = phi ptr [ %2376, %2374 ], [ %2383, %2378 ]
  %2386 = ptrtoint ptr %2385 to i64
  %2387 = ptrtoint ptr %2311 to i64
  %2388 = sub i64 %2386, %2387
  %2389 = trunc i64 %2388 to i32
  br label %2390

2390:                                             ; preds = %2337, %2322, %2384
  %2391 = phi i32 [ %2389, %2384 ], [ %2326, %2322 ], [ %2345, %2337 ]
  %2392 = zext i32 %2391 to i64
  %2393 = add nuw nsw i64 %2392, 4
  %2394 = getelementptr inbounds i8, ptr %2301, i64 %2393
  %2395 = icmp eq ptr %2394, %2310
  br i1 %2395, label %2396, label %2557

2396:                                             ; preds = %2390
  %2397 = icmp ugt ptr %2128, %2310
  br i1 %2397, label %2398, label %2409, !prof !23

2398:                                             ; preds = %2396
  %2399 = load i64, ptr %1, align 1, !tbaa !5
  %2400 = load i64, ptr %2310, align 1, !tbaa !5
  %2401 = icmp eq i64 %2399, %2400
  br i1 %2401, label %2402, label %2404

2402:                                             ; preds = %2398
  %2403 = getelementptr inbounds i8, ptr %2310, i64 8
  br label %2409

2404:                                             ; preds = %2398
  %2405 = xor i64 %2400, %2399
  %2406 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2405, i1 true)
  %2407 = trunc nuw nsw i64 %2406 to i32
  %2408 = lshr i32 %2407, 3
  br label %2470

2409:                                             ; preds = %2402, %2396
  %2410 = phi ptr [ %1, %2396 ], [ %2132, %2402 ]
  %2411 = phi ptr [ %2310, %2396 ], [ %2403, %2402 ]
  %2412 = icmp ult ptr %2411, %2128
  br i1 %2412, label %2413, label %2432, !prof !24

2413:                                             ; preds = %2409, %2428
  %2414 = phi ptr [ %2429, %2428 ], [ %2411, %2409 ]
  %2415 = phi ptr [ %2430, %2428 ], [ %2410, %2409 ]
  %2416 = load i64, ptr %2415, align 1, !tbaa !5
  %2417 = load i64, ptr %2414, align 1, !tbaa !5
  %2418 = icmp eq i64 %2416, %2417
  br i1 %2418, label %2428, label %2419

2419:                                             ; preds = %2413
  %2420 = xor i64 %2417, %2416
  %2421 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2420, i1 true)
  %2422 = lshr i64 %2421, 3
  %2423 = getelementptr inbounds i8, ptr %2414, i64 %2422
  %2424 = ptrtoint ptr %2423 to i64
  %2425 = ptrtoint ptr %2310 to i64
  %2426 = sub i64 %2424, %2425
  %2427 = trunc i64 %2426 to i32
  br label %2470

2428:                                             ; preds = %2413
  %2429 = getelementptr inbounds i8, ptr %2414, i64 8
  %2430 = getelementptr inbounds i8, ptr %2415, i64 8
  %2431 = icmp ult ptr %2429, %2128
  br i1 %2431, label %2413, label %2432, !prof !25

2432:                                             ; preds = %2428, %2409
  %2433 = phi ptr [ %2410, %2409 ], [ %2430, %2428 ]
  %2434 = phi ptr [ %2411, %2409 ], [ %2429, %2428 ]
  %2435 = icmp ult ptr %2434, %2129
  br i1 %2435, label %2436, label %2443

2436:                                             ; preds = %2432
  %2437 = load i32, ptr %2433, align 1, !tbaa !5
  %2438 = load i32, ptr %2434, align 1, !tbaa !5
  %2439 = icmp eq i32 %2437, %2438
  br i1 %2439, label %2440, label %2443

2440:                                             ; preds = %2436
  %2441 = getelementptr inbounds i8, ptr %2434, i64 4
  %2442 = getelementptr inbounds i8, ptr %2433, i64 4
  br label %2443

2443:                                             ; preds = %2440, %2436, %2432
  %2444 = phi ptr [ %2442, %2440 ], [ %2433, %2436 ], [ %2433, %2432 ]
  %2445 = phi ptr [ %2441, %2440 ], [ %2434, %2436 ], [ %2434, %2432 ]
  %2446 = icmp ult ptr %2445, %2130
  br i1 %2446, label %2447, label %2454

2447:                                             ; preds = %2443
  %2448 = load i16, ptr %2444, align 1, !tbaa !5
  %2449 = load i16, ptr %2445, align 1, !tbaa !5
  %2450 = icmp eq i16 %2448, %2449
  br i1 %2450, label %2451, label %2454

2451:                                             ; preds = %2447
  %2452 = getelementptr inbounds i8, ptr %2445, i64 2
  %2453 = getelementptr inbounds i8, ptr %2444, i64 2
  br label %2454

2454:                                             ; preds = %2451, %2447, %2443
  %2455 = phi ptr [ %2453, %2451 ], [ %2444, %2447 ], [ %2444, %2443 ]
  %2456 = phi ptr [ %2452, %2451 ], [ %2445, %2447 ], [ %2445, %2443 ]
  %2457 = icmp ult ptr %2456, %2107
  br i1 %2457, label %2458, label %2464

2458:                                             ; preds = %2454
  %2459 = load i8, ptr %2455, align 1, !tbaa !5
  %2460 = load i8, ptr %2456, align 1, !tbaa !5
  %2461 = icmp eq i8 %2459, %2460
  %2462 = zext i1 %2461 to i64
  %2463 = getelementptr inbounds i8, ptr %2456, i64 %2462
  br label %2464

2464:                                             ; preds = %2458, %2454
  %2465 = phi ptr [ %2456, %2454 ], [ %2463, %2458 ]
  %2466 = ptrtoint ptr %2465 to i64
  %2467 = ptrtoint ptr %2310 to i64
  %2468 = sub i64 %2466, %2467
  %2469 = trunc i64 %2468 to i32
  br label %2470

2470:                                             ; preds = %2419, %2404, %2464
  %2471 = phi i32 [ %2469, %2464 ], [ %2408, %2404 ], [ %2427, %2419 ]
  %2472 = add i32 %2471, %2391
  %2473 = zext i32 %2471 to i64
  %2474 = getelementptr inbounds i8, ptr %2394, i64 %2473
  br label %2557

2475:                                             ; preds = %2295
  %2476 = getelementptr inbounds i8, ptr %2301, i64 4
  %2477 = getelementptr inbounds i8, ptr %2297, i64 4
  %2478 = icmp ugt ptr %2128, %2476
  br i1 %2478, label %2479, label %2491, !prof !23

2479:                                             ; preds = %2475
  %2480 = load i64, ptr %2477, align 1, !tbaa !5
  %2481 = load i64, ptr %2476, align 1, !tbaa !5
  %2482 = icmp eq i64 %2480, %2481
  br i1 %2482, label %2483, label %2486

2483:                                             ; preds = %2479
  %2484 = getelementptr inbounds i8, ptr %2301, i64 12
  %2485 = getelementptr inbounds i8, ptr %2297, i64 12
  br label %2491

2486:                                             ; preds = %2479
  %2487 = xor i64 %2481, %2480
  %2488 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2487, i1 true)
  %2489 = trunc nuw nsw i64 %2488 to i32
  %2490 = lshr i32 %2489, 3
  br label %2552

2491:                                             ; preds = %2483, %2475
  %2492 = phi ptr [ %2477, %2475 ], [ %2485, %2483 ]
  %2493 = phi ptr [ %2476, %2475 ], [ %2484, %2483 ]
  %2494 = icmp ult ptr %2493, %2128
  br i1 %2494, label %2495, label %2514, !prof !24

2495:                                             ; preds = %2491, %2510
  %2496 = phi ptr [ %2511, %2510 ], [ %2493, %2491 ]
  %2497 = phi ptr [ %2512, %2510 ], [ %2492, %2491 ]
  %2498 = load i64, ptr %2497, align 1, !tbaa !5
  %2499 = load i64, ptr %2496, align 1, !tbaa !5
  %2500 = icmp eq i64 %2498, %2499
  br i1 %2500, label %2510, label %2501

2501:                                             ; preds = %2495
  %2502 = xor i64 %2499, %2498
  %2503 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2502, i1 true)
  %2504 = lshr i64 %2503, 3
  %2505 = getelementptr inbounds i8, ptr %2496, i64 %2504
  %2506 = ptrtoint ptr %2505 to i64
  %2507 = ptrtoint ptr %2476 to i64
  %2508 = sub i64 %2506, %2507
  %2509 = trunc i64 %2508 to i32
  br label %2552

2510:                                             ; preds = %2495
  %2511 = getelementptr inbounds i8, ptr %2496, i64 8
  %2512 = getelementptr inbounds i8, ptr %2497, i64 8
  %2513 = icmp ult ptr %2511, %2128
  br i1 %2513, label %2495, label %2514, !prof !25

2514:                                             ; preds = %2510, %2491
  %2515 = phi ptr [ %2492, %2491 ], [ %2512, %2510 ]
  %2516 = phi ptr [ %2493, %2491 ], [ %2511, %2510 ]
  %2517 = icmp ult ptr %2516, %2129
  br i1 %2517, label %2518, label %2525

2518:                                             ; preds = %2514
  %2519 = load i32, ptr %2515, align 1, !tbaa !5
  %2520 = load i32, ptr %2516, align 1, !tbaa !5
  %2521 = icmp eq i32 %2519, %2520
  br i1 %2521, label %2522, label %2525

2522:                                             ; preds = %2518
  %2523 = getelementptr inbounds i8, ptr %2516, i64 4
  %2524 = getelementptr inbounds i8, ptr %2515, i64 4
  br label %2525

2525:                                             ; preds = %2522, %2518, %2514
  %2526 = phi ptr [ %2524, %2522 ], [ %2515, %2518 ], [ %2515, %2514 ]
  %2527 = phi ptr [ %2523, %2522 ], [ %2516, %2518 ], [ %2516, %2514 ]
  %2528 = icmp ult ptr %2527, %2130
  br i1 %2528, label %2529, label %2536

2529:                                             ; preds = %2525
  %2530 = load i16, ptr %2526, align 1, !tbaa !5
  %2531 = load i16, ptr %2527, align 1, !tbaa !5
  %2532 = icmp eq i16 %2530, %2531
  br i1 %2532, label %2533, label %2536

2533:                                             ; preds = %2529
  %2534 = getelementptr inbounds i8, ptr %2527, i64 2
  %2535 = getelementptr inbounds i8, ptr %2526, i64 2
  br label %2536

2536:                                             ; preds = %2533, %2529, %2525
  %2537 = phi ptr [ %2535, %2533 ], [ %2526, %2529 ], [ %2526, %2525 ]
  %2538 = phi ptr [ %2534, %2533 ], [ %2527, %2529 ], [ %2527, %2525 ]
  %2539 = icmp ult ptr %2538, %2107
  br i1 %2539, label %2540, label %2546

2540:                                             ; preds = %2536
  %2541 = load i8, ptr %2537, align 1, !tbaa !5
  %2542 = load i8, ptr %2538, align 1, !tbaa !5
  %2543 = icmp eq i8 %2541, %2542
  %2544 = zext i1 %2543 to i64
  %2545 = getelementptr inbounds i8, ptr %2538, i64 %2544
  br label %2546

2546:                                             ; preds = %2540, %2536
  %2547 = phi ptr [ %2538, %2536 ], [ %2545, %2540 ]
  %2548 = ptrtoint ptr %2547 to i64
  %2549 = ptrtoint ptr %2476 to i64
  %2550 = sub i64 %2548, %2549
  %2551 = trunc i64 %2550 to i32
  br label %2552

2552:                                             ; preds = %2501, %2486, %2546
  %2553 = phi i32 [ %2551, %2546 ], [ %2490, %2486 ], [ %2509, %2501 ]
  %2554 = zext i32 %2553 to i64
  %2555 = add nuw nsw i64 %2554, 4
  %2556 = getelementptr inbounds i8, ptr %2301, i64 %2555
  br label %2557

2557:                                             ; preds = %2552, %2470, %2390
  %2558 = phi i32 [ %2553, %2552 ], [ %2472, %2470 ], [ %2391, %2390 ]
  %2559 = phi ptr [ %2556, %2552 ], [ %2474, %2470 ], [ %2394, %2390 ]
  %2560 = freeze i32 %2558
  %2561 = getelementptr inbounds i8, ptr %2299, i64 8
  %2562 = add i32 %2560, 240
  %2563 = udiv i32 %2562, 255
  %2564 = zext nneg i32 %2563 to i64
  %2565 = getelementptr inbounds i8, ptr %2561, i64 %2564
  %2566 = icmp ugt ptr %2565, %2111
  br i1 %2566, label %3269, label %2567, !prof !16

2567:                                             ; preds = %2557
  %2568 = icmp ugt i32 %2560, 14
  %2569 = load i8, ptr %2296, align 1, !tbaa !5
  br i1 %2568, label %2570, label %2593

2570:                                             ; preds = %2567
  %2571 = add i8 %2569, 15
  store i8 %2571, ptr %2296, align 1, !tbaa !5
  %2572 = add i32 %2560, -15
  store i32 -1, ptr %2303, align 1, !tbaa !5
  %2573 = icmp ugt i32 %2572, 1019
  br i1 %2573, label %2574, label %2583

2574:                                             ; preds = %2570
  %2575 = getelementptr i8, ptr %2299, i64 6
  %2576 = add i32 %2560, -1035
  %2577 = udiv i32 %2576, 1020
  %2578 = shl nuw nsw i32 %2577, 2
  %2579 = zext nneg i32 %2578 to i64
  %2580 = add nuw nsw i64 %2579, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2575, i8 -1, i64 %2580, i1 false), !tbaa !5
  %2581 = urem i32 %2576, 1020
  %2582 = getelementptr i8, ptr %2575, i64 %2579
  br label %2583

2583:                                             ; preds = %2574, %2570
  %2584 = phi i32 [ %2572, %2570 ], [ %2581, %2574 ]
  %2585 = phi ptr [ %2303, %2570 ], [ %2582, %2574 ]
  %2586 = trunc nuw i32 %2584 to i16
  %2587 = udiv i16 %2586, 255
  %2588 = zext nneg i16 %2587 to i64
  %2589 = getelementptr inbounds i8, ptr %2585, i64 %2588
  %2590 = urem i16 %2586, 255
  %2591 = trunc nuw i16 %2590 to i8
  %2592 = getelementptr inbounds i8, ptr %2589, i64 1
  store i8 %2591, ptr %2589, align 1, !tbaa !5
  br label %2596

2593:                                             ; preds = %2567
  %2594 = trunc nuw i32 %2560 to i8
  %2595 = add i8 %2569, %2594
  store i8 %2595, ptr %2296, align 1, !tbaa !5
  br label %2596

2596:                                             ; preds = %2593, %2583
  %2597 = phi ptr [ %2303, %2593 ], [ %2592, %2583 ]
  %2598 = icmp ult ptr %2559, %2106
  br i1 %2598, label %2599, label %2639

2599:                                             ; preds = %2596
  %2600 = getelementptr inbounds i8, ptr %2559, i64 -2
  %2601 = load i64, ptr %2600, align 1, !tbaa !5
  %2602 = mul i64 %2601, -3523014627271114752
  %2603 = lshr i64 %2602, 52
  %2604 = ptrtoint ptr %2600 to i64
  %2605 = sub i64 %2604, %2121
  %2606 = trunc i64 %2605 to i32
  %2607 = getelementptr inbounds i32, ptr %0, i64 %2603
  store i32 %2606, ptr %2607, align 4, !tbaa !26
  %2608 = load i64, ptr %2559, align 1, !tbaa !5
  %2609 = mul i64 %2608, -3523014627271114752
  %2610 = lshr i64 %2609, 52
  %2611 = ptrtoint ptr %2559 to i64
  %2612 = sub i64 %2611, %2121
  %2613 = trunc i64 %2612 to i32
  %2614 = getelementptr inbounds i32, ptr %0, i64 %2610
  %2615 = load i32, ptr %2614, align 4, !tbaa !26
  %2616 = icmp ult i32 %2615, %50
  %2617 = zext i32 %2615 to i64
  %2618 = select i1 %2616, ptr %2109, ptr %2099
  %2619 = getelementptr inbounds i8, ptr %2618, i64 %2617
  %2620 = select i1 %2616, ptr %87, ptr %1
  store i32 %2613, ptr %2614, align 4, !tbaa !26
  %2621 = icmp ult i32 %2615, %2100
  %2622 = add i32 %2615, 65535
  %2623 = icmp ult i32 %2622, %2613
  %2624 = select i1 %2621, i1 true, i1 %2623
  br i1 %2624, label %2632, label %2625

2625:                                             ; preds = %2599
  %2626 = load i32, ptr %2619, align 1, !tbaa !5
  %2627 = load i32, ptr %2559, align 1, !tbaa !5
  %2628 = icmp eq i32 %2626, %2627
  br i1 %2628, label %2629, label %2632

2629:                                             ; preds = %2625
  %2630 = getelementptr inbounds i8, ptr %2597, i64 1
  store i8 0, ptr %2597, align 1, !tbaa !5
  %2631 = sub i32 %2613, %2615
  br label %2295

2632:                                             ; preds = %2625, %2599
  %2633 = getelementptr inbounds i8, ptr %2559, i64 1
  %2634 = ptrtoint ptr %2633 to i64
  %2635 = sub i64 %2634, %2121
  %2636 = trunc i64 %2635 to i32
  %2637 = getelementptr inbounds i8, ptr %2559, i64 2
  %2638 = icmp ugt ptr %2637, %2106
  br i1 %2638, label %2639, label %2133, !prof !30

2639:                                             ; preds = %2632, %2165, %2596, %2096
  %2640 = phi ptr [ %2, %2096 ], [ %2597, %2596 ], [ %2138, %2165 ], [ %2597, %2632 ]
  %2641 = phi ptr [ %1, %2096 ], [ %2559, %2596 ], [ %2137, %2165 ], [ %2559, %2632 ]
  %2642 = ptrtoint ptr %2105 to i64
  %2643 = ptrtoint ptr %2641 to i64
  %2644 = sub i64 %2642, %2643
  %2645 = getelementptr inbounds i8, ptr %2640, i64 %2644
  %2646 = getelementptr inbounds i8, ptr %2645, i64 1
  %2647 = add i64 %2644, 240
  %2648 = udiv i64 %2647, 255
  %2649 = getelementptr inbounds i8, ptr %2646, i64 %2648
  %2650 = icmp ugt ptr %2649, %2111
  br i1 %2650, label %3269, label %2651

2651:                                             ; preds = %2639
  %2652 = icmp ugt i64 %2644, 14
  br i1 %2652, label %2653, label %2671

2653:                                             ; preds = %2651
  %2654 = add i64 %2644, -15
  store i8 -16, ptr %2640, align 1, !tbaa !5
  %2655 = getelementptr i8, ptr %2640, i64 1
  %2656 = icmp ugt i64 %2654, 254
  br i1 %2656, label %2657, label %2667

2657:                                             ; preds = %2653
  %2658 = add i64 %7, %2104
  %2659 = add i64 %2658, -270
  %2660 = sub i64 %2659, %2643
  %2661 = udiv i64 %2660, 255
  %2662 = add nuw nsw i64 %2661, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2655, i8 -1, i64 %2662, i1 false), !tbaa !5
  %2663 = mul i64 %2661, -255
  %2664 = add nuw nsw i64 %2661, 2
  %2665 = add i64 %2663, %2660
  %2666 = getelementptr i8, ptr %2640, i64 %2664
  br label %2667

2667:                                             ; preds = %2657, %2653
  %2668 = phi i64 [ %2654, %2653 ], [ %2665, %2657 ]
  %2669 = phi ptr [ %2655, %2653 ], [ %2666, %2657 ]
  %2670 = trunc nuw i64 %2668 to i8
  store i8 %2670, ptr %2669, align 1, !tbaa !5
  br label %2674

2671:                                             ; preds = %2651
  %2672 = trunc nuw i64 %2644 to i8
  %2673 = shl nuw i8 %2672, 4
  store i8 %2673, ptr %2640, align 1, !tbaa !5
  br label %2674

2674:                                             ; preds = %2667, %2671
  %2675 = phi ptr [ %2669, %2667 ], [ %2640, %2671 ]
  %2676 = getelementptr inbounds i8, ptr %2675, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2676, ptr align 1 %2641, i64 %2644, i1 false)
  %2677 = getelementptr inbounds i8, ptr %2676, i64 %2644
  %2678 = ptrtoint ptr %2677 to i64
  %2679 = ptrtoint ptr %2 to i64
  %2680 = sub i64 %2678, %2679
  %2681 = trunc i64 %2680 to i32
  br label %3269

2682:                                             ; preds = %2085
  br i1 %2089, label %3269, label %2683

2683:                                             ; preds = %2682
  %2684 = icmp eq i32 %3, 0
  br i1 %2684, label %2685, label %2688

2685:                                             ; preds = %2683
  %2686 = icmp slt i32 %4, 1
  br i1 %2686, label %3269, label %2687

2687:                                             ; preds = %2685
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %3269

2688:                                             ; preds = %2683
  %2689 = zext i32 %50 to i64
  %2690 = sub nsw i64 0, %2689
  %2691 = getelementptr inbounds i8, ptr %1, i64 %2690
  %2692 = icmp eq ptr %87, null
  %2693 = zext i32 %88 to i64
  %2694 = getelementptr inbounds i8, ptr %87, i64 %2693
  %2695 = zext nneg i32 %3 to i64
  %2696 = getelementptr i8, ptr %1, i64 %2695
  %2697 = getelementptr i8, ptr %2696, i64 -11
  %2698 = getelementptr inbounds i8, ptr %2696, i64 -5
  %2699 = getelementptr inbounds i8, ptr %2694, i64 %2690
  %2700 = select i1 %2692, ptr null, ptr %2699
  %2701 = sext i32 %4 to i64
  %2702 = getelementptr inbounds i8, ptr %2, i64 %2701
  %2703 = add i32 %88, %3
  store i32 %2703, ptr %8, align 8, !tbaa !12
  %2704 = add i32 %50, %3
  store i32 %2704, ptr %18, align 8, !tbaa !8
  %2705 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %2705, align 4, !tbaa !13
  %2706 = icmp ult i32 %3, 13
  br i1 %2706, label %3226, label %2707

2707:                                             ; preds = %2688
  %2708 = select i1 %2692, ptr null, ptr %2694
  %2709 = load i64, ptr %1, align 1, !tbaa !5
  %2710 = mul i64 %2709, -3523014627271114752
  %2711 = lshr i64 %2710, 52
  %2712 = ptrtoint ptr %2691 to i64
  %2713 = getelementptr inbounds i32, ptr %0, i64 %2711
  store i32 %50, ptr %2713, align 4, !tbaa !26
  %2714 = shl nuw nsw i32 %53, 6
  %2715 = or disjoint i32 %2714, 1
  %2716 = getelementptr inbounds i8, ptr %1, i64 2
  %2717 = getelementptr inbounds i8, ptr %1, i64 1
  %2718 = add i32 %50, 1
  %2719 = getelementptr inbounds i8, ptr %2696, i64 -12
  %2720 = getelementptr inbounds i8, ptr %2696, i64 -8
  %2721 = getelementptr inbounds i8, ptr %2696, i64 -6
  %2722 = ptrtoint ptr %2708 to i64
  %2723 = getelementptr inbounds i8, ptr %1, i64 8
  br label %2724

2724:                                             ; preds = %2707, %3219
  %2725 = phi ptr [ %2716, %2707 ], [ %3224, %3219 ]
  %2726 = phi i32 [ %2718, %2707 ], [ %3223, %3219 ]
  %2727 = phi ptr [ %2717, %2707 ], [ %3220, %3219 ]
  %2728 = phi ptr [ %1, %2707 ], [ %3148, %3219 ]
  %2729 = phi ptr [ %2, %2707 ], [ %3186, %3219 ]
  %2730 = ptrtoint ptr %2728 to i64
  %2731 = load i64, ptr %2727, align 1, !tbaa !5
  br label %2732

2732:                                             ; preds = %2724, %2754
  %2733 = phi i32 [ %53, %2724 ], [ %2761, %2754 ]
  %2734 = phi i32 [ %2715, %2724 ], [ %2760, %2754 ]
  %2735 = phi ptr [ %2725, %2724 ], [ %2759, %2754 ]
  %2736 = phi i64 [ %2731, %2724 ], [ %2743, %2754 ]
  %2737 = phi i32 [ %2726, %2724 ], [ %2757, %2754 ]
  %2738 = phi ptr [ %2727, %2724 ], [ %2735, %2754 ]
  %2739 = mul i64 %2736, -3523014627271114752
  %2740 = lshr i64 %2739, 52
  %2741 = getelementptr inbounds i32, ptr %0, i64 %2740
  %2742 = load i32, ptr %2741, align 4, !tbaa !26
  %2743 = load i64, ptr %2735, align 1, !tbaa !5
  store i32 %2737, ptr %2741, align 4, !tbaa !26
  %2744 = add i32 %2742, 65535
  %2745 = icmp ult i32 %2744, %2737
  br i1 %2745, label %2754, label %2746

2746:                                             ; preds = %2732
  %2747 = icmp ult i32 %2742, %50
  %2748 = zext i32 %2742 to i64
  %2749 = select i1 %2747, ptr %2700, ptr %2691
  %2750 = getelementptr inbounds i8, ptr %2749, i64 %2748
  %2751 = load i32, ptr %2750, align 1, !tbaa !5
  %2752 = load i32, ptr %2738, align 1, !tbaa !5
  %2753 = icmp eq i32 %2751, %2752
  br i1 %2753, label %2763, label %2754

2754:                                             ; preds = %2732, %2746
  %2755 = ptrtoint ptr %2735 to i64
  %2756 = sub i64 %2755, %2712
  %2757 = trunc i64 %2756 to i32
  %2758 = zext nneg i32 %2733 to i64
  %2759 = getelementptr inbounds i8, ptr %2735, i64 %2758
  %2760 = add nuw nsw i32 %2734, 1
  %2761 = lshr i32 %2734, 6
  %2762 = icmp ugt ptr %2759, %2697
  br i1 %2762, label %3226, label %2732, !prof !27

2763:                                             ; preds = %2746
  %2764 = getelementptr inbounds i8, ptr %2749, i64 %2748
  %2765 = ptrtoint ptr %2738 to i64
  %2766 = select i1 %2747, ptr %87, ptr %1
  %2767 = sub i32 %2737, %2742
  %2768 = trunc i64 %2730 to i32
  %2769 = trunc i64 %2765 to i32
  %2770 = sub i32 %2769, %2768
  %2771 = add i32 %2770, 239
  %2772 = sub i32 %2769, %2768
  %2773 = add i32 %2772, -15
  %2774 = sub i32 %2769, %2768
  %2775 = add i32 %2774, -270
  br label %2776

2776:                                             ; preds = %2763, %2786
  %2777 = phi i32 [ %2775, %2763 ], [ %2795, %2786 ]
  %2778 = phi i32 [ %2773, %2763 ], [ %2794, %2786 ]
  %2779 = phi i32 [ %2771, %2763 ], [ %2793, %2786 ]
  %2780 = phi i32 [ 0, %2763 ], [ %2792, %2786 ]
  %2781 = phi ptr [ %2764, %2763 ], [ %2789, %2786 ]
  %2782 = phi ptr [ %2738, %2763 ], [ %2787, %2786 ]
  %2783 = icmp ugt ptr %2782, %2728
  %2784 = icmp ugt ptr %2781, %2766
  %2785 = and i1 %2784, %2783
  br i1 %2785, label %2786, label %2796

2786:                                             ; preds = %2776
  %2787 = getelementptr inbounds i8, ptr %2782, i64 -1
  %2788 = load i8, ptr %2787, align 1, !tbaa !5
  %2789 = getelementptr inbounds i8, ptr %2781, i64 -1
  %2790 = load i8, ptr %2789, align 1, !tbaa !5
  %2791 = icmp eq i8 %2788, %2790
  %2792 = add i32 %2780, 1
  %2793 = add i32 %2779, -1
  %2794 = add i32 %2778, -1
  %2795 = add i32 %2777, -1
  br i1 %2791, label %2776, label %2796, !llvm.loop !17

2796:                                             ; preds = %2786, %2776
  %2797 = ptrtoint ptr %2782 to i64
  %2798 = sub i64 %2797, %2730
  %2799 = trunc i64 %2798 to i32
  %2800 = getelementptr inbounds i8, ptr %2729, i64 1
  %2801 = and i64 %2798, 4294967295
  %2802 = getelementptr inbounds i8, ptr %2800, i64 %2801
  %2803 = getelementptr inbounds i8, ptr %2802, i64 8
  %2804 = udiv i32 %2799, 255
  %2805 = zext nneg i32 %2804 to i64
  %2806 = getelementptr inbounds i8, ptr %2803, i64 %2805
  %2807 = icmp ugt ptr %2806, %2702
  br i1 %2807, label %3269, label %2808, !prof !16

2808:                                             ; preds = %2796
  %2809 = icmp ugt i32 %2799, 14
  br i1 %2809, label %2810, label %2835

2810:                                             ; preds = %2808
  %2811 = add i32 %2799, -15
  store i8 -16, ptr %2729, align 1, !tbaa !5
  %2812 = icmp sgt i32 %2811, 254
  br i1 %2812, label %2813, label %2830

2813:                                             ; preds = %2810
  %2814 = tail call i32 @llvm.umin.i32(i32 %2811, i32 509)
  %2815 = add i32 %2780, %2814
  %2816 = sub i32 %2771, %2815
  %2817 = udiv i32 %2816, 255
  %2818 = add nuw nsw i32 %2817, 1
  %2819 = zext nneg i32 %2818 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2800, i8 -1, i64 %2819, i1 false), !tbaa !5
  %2820 = tail call i32 @llvm.smin.i32(i32 %2778, i32 509)
  %2821 = sub i32 %2779, %2820
  %2822 = freeze i32 %2821
  %2823 = udiv i32 %2822, 255
  %2824 = zext nneg i32 %2823 to i64
  %2825 = urem i32 %2822, 255
  %2826 = sub i32 %2825, %2822
  %2827 = getelementptr i8, ptr %2729, i64 2
  %2828 = getelementptr i8, ptr %2827, i64 %2824
  %2829 = add i32 %2826, %2777
  br label %2830

2830:                                             ; preds = %2813, %2810
  %2831 = phi i32 [ %2811, %2810 ], [ %2829, %2813 ]
  %2832 = phi ptr [ %2800, %2810 ], [ %2828, %2813 ]
  %2833 = trunc i32 %2831 to i8
  %2834 = getelementptr inbounds i8, ptr %2832, i64 1
  store i8 %2833, ptr %2832, align 1, !tbaa !5
  br label %2838

2835:                                             ; preds = %2808
  %2836 = trunc i64 %2798 to i8
  %2837 = shl nuw i8 %2836, 4
  store i8 %2837, ptr %2729, align 1, !tbaa !5
  br label %2838

2838:                                             ; preds = %2835, %2830
  %2839 = phi ptr [ %2834, %2830 ], [ %2800, %2835 ]
  %2840 = ptrtoint ptr %2839 to i64
  %2841 = getelementptr inbounds i8, ptr %2839, i64 %2801
  %2842 = xor i64 %2840, -1
  %2843 = add nuw i64 %2801, %2840
  %2844 = add nuw i64 %2840, 8
  %2845 = tail call i64 @llvm.umax.i64(i64 %2843, i64 %2844)
  %2846 = add i64 %2845, %2842
  %2847 = lshr i64 %2846, 3
  %2848 = add nuw nsw i64 %2847, 1
  %2849 = icmp ult i64 %2846, 24
  %2850 = sub i64 %2840, %2730
  %2851 = icmp ult i64 %2850, 32
  %2852 = or i1 %2849, %2851
  br i1 %2852, label %2873, label %2853

2853:                                             ; preds = %2838
  %2854 = and i64 %2848, 4611686018427387900
  %2855 = shl i64 %2854, 3
  %2856 = getelementptr i8, ptr %2728, i64 %2855
  %2857 = shl i64 %2854, 3
  %2858 = getelementptr i8, ptr %2839, i64 %2857
  br label %2859

2859:                                             ; preds = %2859, %2853
  %2860 = phi i64 [ 0, %2853 ], [ %2869, %2859 ]
  %2861 = shl i64 %2860, 3
  %2862 = getelementptr i8, ptr %2728, i64 %2861
  %2863 = shl i64 %2860, 3
  %2864 = getelementptr i8, ptr %2839, i64 %2863
  %2865 = getelementptr i8, ptr %2862, i64 16
  %2866 = load <2 x i64>, ptr %2862, align 1
  %2867 = load <2 x i64>, ptr %2865, align 1
  %2868 = getelementptr i8, ptr %2864, i64 16
  store <2 x i64> %2866, ptr %2864, align 1
  store <2 x i64> %2867, ptr %2868, align 1
  %2869 = add nuw i64 %2860, 4
  %2870 = icmp eq i64 %2869, %2854
  br i1 %2870, label %2871, label %2859, !llvm.loop !66

2871:                                             ; preds = %2859
  %2872 = icmp eq i64 %2848, %2854
  br i1 %2872, label %2883, label %2873

2873:                                             ; preds = %2871, %2838
  %2874 = phi ptr [ %2728, %2838 ], [ %2856, %2871 ]
  %2875 = phi ptr [ %2839, %2838 ], [ %2858, %2871 ]
  br label %2876

2876:                                             ; preds = %2873, %2876
  %2877 = phi ptr [ %2881, %2876 ], [ %2874, %2873 ]
  %2878 = phi ptr [ %2880, %2876 ], [ %2875, %2873 ]
  %2879 = load i64, ptr %2877, align 1
  store i64 %2879, ptr %2878, align 1
  %2880 = getelementptr inbounds i8, ptr %2878, i64 8
  %2881 = getelementptr inbounds i8, ptr %2877, i64 8
  %2882 = icmp ult ptr %2880, %2841
  br i1 %2882, label %2876, label %2883, !llvm.loop !67

2883:                                             ; preds = %2876, %2871
  br label %2884

2884:                                             ; preds = %2883, %3216
  %2885 = phi ptr [ %3186, %3216 ], [ %2729, %2883 ]
  %2886 = phi ptr [ %3208, %3216 ], [ %2781, %2883 ]
  %2887 = phi i32 [ %3218, %3216 ], [ %2767, %2883 ]
  %2888 = phi ptr [ %3217, %3216 ], [ %2841, %2883 ]
  %2889 = phi ptr [ %3209, %3216 ], [ %2766, %2883 ]
  %2890 = phi ptr [ %3148, %3216 ], [ %2782, %2883 ]
  %2891 = trunc i32 %2887 to i16
  store i16 %2891, ptr %2888, align 1, !tbaa !5
  %2892 = getelementptr inbounds i8, ptr %2888, i64 2
  %2893 = icmp eq ptr %2889, %87
  br i1 %2893, label %2894, label %3064

2894:                                             ; preds = %2884
  %2895 = ptrtoint ptr %2886 to i64
  %2896 = sub i64 %2722, %2895
  %2897 = getelementptr inbounds i8, ptr %2890, i64 %2896
  %2898 = icmp ugt ptr %2897, %2698
  %2899 = select i1 %2898, ptr %2698, ptr %2897
  %2900 = getelementptr inbounds i8, ptr %2890, i64 4
  %2901 = getelementptr inbounds i8, ptr %2886, i64 4
  %2902 = getelementptr inbounds i8, ptr %2899, i64 -7
  %2903 = icmp ugt ptr %2902, %2900
  br i1 %2903, label %2904, label %2916, !prof !23

2904:                                             ; preds = %2894
  %2905 = load i64, ptr %2901, align 1, !tbaa !5
  %2906 = load i64, ptr %2900, align 1, !tbaa !5
  %2907 = icmp eq i64 %2905, %2906
  br i1 %2907, label %2908, label %2911

2908:                                             ; preds = %2904
  %2909 = getelementptr inbounds i8, ptr %2890, i64 12
  %2910 = getelementptr inbounds i8, ptr %2886, i64 12
  br label %2916

2911:                                             ; preds = %2904
  %2912 = xor i64 %2906, %2905
  %2913 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2912, i1 true)
  %2914 = trunc nuw nsw i64 %2913 to i32
  %2915 = lshr i32 %2914, 3
  br label %2979

2916:                                             ; preds = %2908, %2894
  %2917 = phi ptr [ %2901, %2894 ], [ %2910, %2908 ]
  %2918 = phi ptr [ %2900, %2894 ], [ %2909, %2908 ]
  %2919 = icmp ult ptr %2918, %2902
  br i1 %2919, label %2920, label %2939, !prof !24

2920:                                             ; preds = %2916, %2935
  %2921 = phi ptr [ %2936, %2935 ], [ %2918, %2916 ]
  %2922 = phi ptr [ %2937, %2935 ], [ %2917, %2916 ]
  %2923 = load i64, ptr %2922, align 1, !tbaa !5
  %2924 = load i64, ptr %2921, align 1, !tbaa !5
  %2925 = icmp eq i64 %2923, %2924
  br i1 %2925, label %2935, label %2926

2926:                                             ; preds = %2920
  %2927 = xor i64 %2924, %2923
  %2928 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2927, i1 true)
  %2929 = lshr i64 %2928, 3
  %2930 = getelementptr inbounds i8, ptr %2921, i64 %2929
  %2931 = ptrtoint ptr %2930 to i64
  %2932 = ptrtoint ptr %2900 to i64
  %2933 = sub i64 %2931, %2932
  %2934 = trunc i64 %2933 to i32
  br label %2979

2935:                                             ; preds = %2920
  %2936 = getelementptr inbounds i8, ptr %2921, i64 8
  %2937 = getelementptr inbounds i8, ptr %2922, i64 8
  %2938 = icmp ult ptr %2936, %2902
  br i1 %2938, label %2920, label %2939, !prof !25

2939:                                             ; preds = %2935, %2916
  %2940 = phi ptr [ %2917, %2916 ], [ %2937, %2935 ]
  %2941 = phi ptr [ %2918, %2916 ], [ %2936, %2935 ]
  %2942 = getelementptr inbounds i8, ptr %2899, i64 -3
  %2943 = icmp ult ptr %2941, %2942
  br i1 %2943, label %2944, label %2951

2944:                                             ; preds = %2939
  %2945 = load i32, ptr %2940, align 1, !tbaa !5
  %2946 = load i32, ptr %2941, align 1, !tbaa !5
  %2947 = icmp eq i32 %2945, %2946
  br i1 %2947, label %2948, label %2951

2948:                                             ; preds = %2944
  %2949 = getelementptr inbounds i8, ptr %2941, i64 4
  %2950 = getelementptr inbounds i8, ptr %2940, i64 4
  br label %2951

2951:                                             ; preds = %2948, %2944, %2939
  %2952 = phi ptr [ %2950, %2948 ], [ %2940, %2944 ], [ %2940, %2939 ]
  %2953 = phi ptr [ %2949, %2948 ], [ %2941, %2944 ], [ %2941, %2939 ]
  %2954 = getelementptr inbounds i8, ptr %2899, i64 -1
  %2955 = icmp ult ptr %2953, %2954
  br i1 %2955, label %2956, label %2963

2956:                                             ; preds = %2951
  %2957 = load i16, ptr %2952, align 1, !tbaa !5
  %2958 = load i16, ptr %2953, align 1, !tbaa !5
  %2959 = icmp eq i16 %2957, %2958
  br i1 %2959, label %2960, label %2963

2960:                                             ; preds = %2956
  %2961 = getelementptr inbounds i8, ptr %2953, i64 2
  %2962 = getelementptr inbounds i8, ptr %2952, i64 2
  br label %2963

2963:                                             ; preds = %2960, %2956, %2951
  %2964 = phi ptr [ %2962, %2960 ], [ %2952, %2956 ], [ %2952, %2951 ]
  %2965 = phi ptr [ %2961, %2960 ], [ %2953, %2956 ], [ %2953, %2951 ]
  %2966 = icmp ult ptr %2965, %2899
  br i1 %2966, label %2967, label %2973

2967:                                             ; preds = %2963
  %2968 = load i8, ptr %2964, align 1, !tbaa !5
  %2969 = load i8, ptr %2965, align 1, !tbaa !5
  %2970 = icmp eq i8 %2968, %2969
  %2971 = zext i1 %2970 to i64
  %2972 = getelementptr inbounds i8, ptr %2965, i64 %2971
  br label %2973

2973:                                             ; preds = %2967, %2963
  %2974 = phi ptr [ %2965, %2963 ], [ %2972, %2967 ]
  %2975 = ptrtoint ptr %2974 to i64
  %2976 = ptrtoint ptr %2900 to i64
  %2977 = sub i64 %2975, %2976
  %2978 = trunc i64 %2977 to i32
  br label %2979

2979:                                             ; preds = %2926, %2911, %2973
  %2980 = phi i32 [ %2978, %2973 ], [ %2915, %2911 ], [ %2934, %2926 ]
  %2981 = zext i32 %2980 to i64
  %2982 = add nuw nsw i64 %2981, 4
  %2983 = getelementptr inbounds i8, ptr %2890, i64 %2982
  %2984 = icmp eq ptr %2983, %2899
  br i1 %2984, label %2985, label %3146

2985:                                             ; preds = %2979
  %2986 = icmp ugt ptr %2719, %2899
  br i1 %2986, label %2987, label %2998, !prof !23

2987:                                             ; preds = %2985
  %2988 = load i64, ptr %1, align 1, !tbaa !5
  %2989 = load i64, ptr %2899, align 1, !tbaa !5
  %2990 = icmp eq i64 %2988, %2989
  br i1 %2990, label %2991, label %2993

2991:                                             ; preds = %2987
  %2992 = getelementptr inbounds i8, ptr %2899, i64 8
  br label %2998

2993:                                             ; preds = %2987
  %2994 = xor i64 %2989, %2988
  %2995 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2994, i1 true)
  %2996 = trunc nuw nsw i64 %2995 to i32
  %2997 = lshr i32 %2996, 3
  br label %3059

2998:                                             ; preds = %2991, %2985
  %2999 = phi ptr [ %1, %2985 ], [ %2723, %2991 ]
  %3000 = phi ptr [ %2899, %2985 ], [ %2992, %2991 ]
  %3001 = icmp ult ptr %3000, %2719
  br i1 %3001, label %3002, label %3021, !prof !24

3002:                                             ; preds = %2998, %3017
  %3003 = phi ptr [ %3018, %3017 ], [ %3000, %2998 ]
  %3004 = phi ptr [ %3019, %3017 ], [ %2999, %2998 ]
  %3005 = load i64, ptr %3004, align 1, !tbaa !5
  %3006 = load i64, ptr %3003, align 1, !tbaa !5
  %3007 = icmp eq i64 %3005, %3006
  br i1 %3007, label %3017, label %3008

3008:                                             ; preds = %3002
  %3009 = xor i64 %3006, %3005
  %3010 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3009, i1 true)
  %3011 = lshr i64 %3010, 3
  %3012 = getelementptr inbounds i8, ptr %3003, i64 %3011
  %3013 = ptrtoint ptr %3012 to i64
  %3014 = ptrtoint ptr %2899 to i64
  %3015 = sub i64 %3013, %3014
  %3016 = trunc i64 %3015 to i32
  br label %3059

3017:                                             ; preds = %3002
  %3018 = getelementptr inbounds i8, ptr %3003, i64 8
  %3019 = getelementptr inbounds i8, ptr %3004, i64 8
  %3020 = icmp ult ptr %3018, %2719
  br i1 %3020, label %3002, label %3021, !prof !25

3021:                                             ; preds = %3017, %2998
  %3022 = phi ptr [ %2999, %2998 ], [ %3019, %3017 ]
  %3023 = phi ptr [ %3000, %2998 ], [ %3018, %3017 ]
  %3024 = icmp ult ptr %3023, %2720
  br i1 %3024, label %3025, label %3032

3025:                                             ; preds = %3021
  %3026 = load i32, ptr %3022, align 1, !tbaa !5
  %3027 = load i32, ptr %3023, align 1, !tbaa !5
  %3028 = icmp eq i32 %3026, %3027
  br i1 %3028, label %3029, label %3032

3029:                                             ; preds = %3025
  %3030 = getelementptr inbounds i8, ptr %3023, i64 4
  %3031 = getelementptr inbounds i8, ptr %3022, i64 4
  br label %3032

3032:                                             ; preds = %3029, %3025, %3021
  %3033 = phi ptr [ %3031, %3029 ], [ %3022, %3025 ], [ %3022, %3021 ]
  %3034 = phi ptr [ %3030, %3029 ], [ %3023, %3025 ], [ %3023, %3021 ]
  %3035 = icmp ult ptr %3034, %2721
  br i1 %3035, label %3036, label %3043

3036:                                             ; preds = %3032
  %3037 = load i16, ptr %3033, align 1, !tbaa !5
  %3038 = load i16, ptr %3034, align 1, !tbaa !5
  %3039 = icmp eq i16 %3037, %3038
  br i1 %3039, label %3040, label %3043

3040:                                             ; preds = %3036
  %3041 = getelementptr inbounds i8, ptr %3034, i64 2
  %3042 = getelementptr inbounds i8, ptr %3033, i64 2
  br label %3043

3043:                                             ; preds = %3040, %3036, %3032
  %3044 = phi ptr [ %3042, %3040 ], [ %3033, %3036 ], [ %3033, %3032 ]
  %3045 = phi ptr [ %3041, %3040 ], [ %3034, %3036 ], [ %3034, %3032 ]
  %3046 = icmp ult ptr %3045, %2698
  br i1 %3046, label %3047, label %3053

3047:                                             ; preds = %3043
  %3048 = load i8, ptr %3044, align 1, !tbaa !5
  %3049 = load i8, ptr %3045, align 1, !tbaa !5
  %3050 = icmp eq i8 %3048, %3049
  %3051 = zext i1 %3050 to i64
  %3052 = getelementptr inbounds i8, ptr %3045, i64 %3051
  br label %3053

3053:                                             ; preds = %3047, %3043
  %3054 = phi ptr [ %3045, %3043 ], [ %3052, %3047 ]
  %3055 = ptrtoint ptr %3054 to i64
  %3056 = ptrtoint ptr %2899 to i64
  %3057 = sub i64 %3055, %3056
  %3058 = trunc i64 %3057 to i32
  br label %3059

3059:                                             ; preds = %3008, %2993, %3053
  %3060 = phi i32 [ %3058, %3053 ], [ %2997, %2993 ], [ %3016, %3008 ]
  %3061 = add i32 %3060, %2980
  %3062 = zext i32 %3060 to i64
  %3063 = getelementptr inbounds i8, ptr %2983, i64 %3062
  br label %3146

3064:                                             ; preds = %2884
  %3065 = getelementptr inbounds i8, ptr %2890, i64 4
  %3066 = getelementptr inbounds i8, ptr %2886, i64 4
  %3067 = icmp ugt ptr %2719, %3065
  br i1 %3067, label %3068, label %3080, !prof !23

3068:                                             ; preds = %3064
  %3069 = load i64, ptr %3066, align 1, !tbaa !5
  %3070 = load i64, ptr %3065, align 1, !tbaa !5
  %3071 = icmp eq i64 %3069, %3070
  br i1 %3071, label %3072, label %3075

3072:                                             ; preds = %3068
  %3073 = getelementptr inbounds i8, ptr %2890, i64 12
  %3074 = getelementptr inbounds i8, ptr %2886, i64 12
  br label %3080

3075:                                             ; preds = %3068
  %3076 = xor i64 %3070, %3069
  %3077 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3076, i1 true)
  %3078 = trunc nuw nsw i64 %3077 to i32
  %3079 = lshr i32 %3078, 3
  br label %3141

3080:                                             ; preds = %3072, %3064
  %3081 = phi ptr [ %3066, %3064 ], [ %3074, %3072 ]
  %3082 = phi ptr [ %3065, %3064 ], [ %3073, %3072 ]
  %3083 = icmp ult ptr %3082, %2719
  br i1 %3083, label %3084, label %3103, !prof !24

3084:                                             ; preds = %3080, %3099
  %3085 = phi ptr [ %3100, %3099 ], [ %3082, %3080 ]
  %3086 = phi ptr [ %3101, %3099 ], [ %3081, %3080 ]
  %3087 = load i64, ptr %3086, align 1, !tbaa !5
  %3088 = load i64, ptr %3085, align 1, !tbaa !5
  %3089 = icmp eq i64 %3087, %3088
  br i1 %3089, label %3099, label %3090

3090:                                             ; preds = %3084
  %3091 = xor i64 %3088, %3087
  %3092 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3091, i1 true)
  %3093 = lshr i64 %3092, 3
  %3094 = getelementptr inbounds i8, ptr %3085, i64 %3093
  %3095 = ptrtoint ptr %3094 to i64
  %3096 = ptrtoint ptr %3065 to i64
  %3097 = sub i64 %3095, %3096
  %3098 = trunc i64 %3097 to i32
  br label %3141

3099:                                             ; preds = %3084
  %3100 = getelementptr inbounds i8, ptr %3085, i64 8
  %3101 = getelementptr inbounds i8, ptr %3086, i64 8
  %3102 = icmp ult ptr %3100, %2719
  br i1 %3102, label %3084, label %3103, !prof !25

3103:                                             ; preds = %3099, %3080
  %3104 = phi ptr [ %3081, %3080 ], [ %3101, %3099 ]
  %3105 = phi ptr [ %3082, %3080 ], [ %3100, %3099 ]
  %3106 = icmp ult ptr %3105, %2720
  br i1 %3106, label %3107, label %3114

3107:                                             ; preds = %3103
  %3108 = load i32, ptr %3104, align 1, !tbaa !5
  %3109 = load i32, ptr %3105, align 1, !tbaa !5
  %3110 = icmp eq i32 %3108, %3109
  br i1 %3110, label %3111, label %3114

3111:                                             ; preds = %3107
  %3112 = getelementptr inbounds i8, ptr %3105, i64 4
  %3113 = getelementptr inbounds i8, ptr %3104, i64 4
  br label %3114

3114:                                             ; preds = %3111, %3107, %3103
  %3115 = phi ptr [ %3113, %3111 ], [ %3104, %3107 ], [ %3104, %3103 ]
  %3116 = phi ptr [ %3112, %3111 ], [ %3105, %3107 ], [ %3105, %3103 ]
  %3117 = icmp ult ptr %3116, %2721
  br i1 %3117, label %3118, label %3125

3118:                                             ; preds = %3114
  %3119 = load i16, ptr %3115, align 1, !tbaa !5
  %3120 = load i16, ptr %3116, align 1, !tbaa !5
  %3121 = icmp eq i16 %3119, %3120
  br i1 %3121, label %3122, label %3125

3122:                                             ; preds = %3118
  %3123 = getelementptr inbounds i8, ptr %3116, i64 2
  %3124 = getelementptr inbounds i8, ptr %3115, i64 2
  br label %3125

3125:                                             ; preds = %3122, %3118, %3114
  %3126 = phi ptr [ %3124, %3122 ], [ %3115, %3118 ], [ %3115, %3114 ]
  %3127 = phi ptr [ %3123, %3122 ], [ %3116, %3118 ], [ %3116, %3114 ]
  %3128 = icmp ult ptr %3127, %2698
  br i1 %3128, label %3129, label %3135

3129:                                             ; preds = %3125
  %3130 = load i8, ptr %3126, align 1, !tbaa !5
  %3131 = load i8, ptr %3127, align 1, !tbaa !5
  %3132 = icmp eq i8 %3130, %3131
  %3133 = zext i1 %3132 to i64
  %3134 = getelementptr inbounds i8, ptr %3127, i64 %3133
  br label %3135

3135:                                             ; preds = %3129, %3125
  %3136 = phi ptr [ %3127, %3125 ], [ %3134, %3129 ]
  %3137 = ptrtoint ptr %3136 to i64
  %3138 = ptrtoint ptr %3065 to i64
  %3139 = sub i64 %3137, %3138
  %3140 = trunc i64 %3139 to i32
  br label %3141

3141:                                             ; preds = %3090, %3075, %3135
  %3142 = phi i32 [ %3140, %3135 ], [ %3079, %3075 ], [ %3098, %3090 ]
  %3143 = zext i32 %3142 to i64
  %3144 = add nuw nsw i64 %3143, 4
  %3145 = getelementptr inbounds i8, ptr %2890, i64 %3144
  br label %3146

3146:                                             ; preds = %3141, %3059, %2979
  %3147 = phi i32 [ %3142, %3141 ], [ %3061, %3059 ], [ %2980, %2979 ]
  %3148 = phi ptr [ %3145, %3141 ], [ %3063, %3059 ], [ %2983, %2979 ]
  %3149 = freeze i32 %3147
  %3150 = getelementptr inbounds i8, ptr %2888, i64 8
  %3151 = add i32 %3149, 240
  %3152 = udiv i32 %3151, 255
  %3153 = zext nneg i32 %3152 to i64
  %3154 = getelementptr inbounds i8, ptr %3150, i64 %3153
  %3155 = icmp ugt ptr %3154, %2702
  br i1 %3155, label %3269, label %3156, !prof !16

3156:                                             ; preds = %3146
  %3157 = icmp ugt i32 %3149, 14
  %3158 = load i8, ptr %2885, align 1, !tbaa !5
  br i1 %3157, label %3159, label %3182

3159:                                             ; preds = %3156
  %3160 = add i8 %3158, 15
  store i8 %3160, ptr %2885, align 1, !tbaa !5
  %3161 = add i32 %3149, -15
  store i32 -1, ptr %2892, align 1, !tbaa !5
  %3162 = icmp ugt i32 %3161, 1019
  br i1 %3162, label %3163, label %3172

3163:                                             ; preds = %3159
  %3164 = getelementptr i8, ptr %2888, i64 6
  %3165 = add i32 %3149, -1035
  %3166 = udiv i32 %3165, 1020
  %3167 = shl nuw nsw i32 %3166, 2
  %3168 = zext nneg i32 %3167 to i64
  %3169 = add nuw nsw i64 %3168, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3164, i8 -1, i64 %3169, i1 false), !tbaa !5
  %3170 = urem i32 %3165, 1020
  %3171 = getelementptr i8, ptr %3164, i64 %3168
  br label %3172

3172:                                             ; preds = %3163, %3159
  %3173 = phi i32 [ %3161, %3159 ], [ %3170, %3163 ]
  %3174 = phi ptr [ %2892, %3159 ], [ %3171, %3163 ]
  %3175 = trunc nuw i32 %3173 to i16
  %3176 = udiv i16 %3175, 255
  %3177 = zext nneg i16 %3176 to i64
  %3178 = getelementptr inbounds i8, ptr %3174, i64 %3177
  %3179 = urem i16 %3175, 255
  %3180 = trunc nuw i16 %3179 to i8
  %3181 = getelementptr inbounds i8, ptr %3178, i64 1
  store i8 %3180, ptr %3178, align 1, !tbaa !5
  br label %3185

3182:                                             ; preds = %3156
  %3183 = trunc nuw i32 %3149 to i8
  %3184 = add i8 %3158, %3183
  store i8 %3184, ptr %2885, align 1, !tbaa !5
  br label %3185

3185:                                             ; preds = %3182, %3172
  %3186 = phi ptr [ %2892, %3182 ], [ %3181, %3172 ]
  %3187 = icmp ult ptr %3148, %2697
  br i1 %3187, label %3188, label %3226

3188:                                             ; preds = %3185
  %3189 = getelementptr inbounds i8, ptr %3148, i64 -2
  %3190 = load i64, ptr %3189, align 1, !tbaa !5
  %3191 = mul i64 %3190, -3523014627271114752
  %3192 = lshr i64 %3191, 52
  %3193 = ptrtoint ptr %3189 to i64
  %3194 = sub i64 %3193, %2712
  %3195 = trunc i64 %3194 to i32
  %3196 = getelementptr inbounds i32, ptr %0, i64 %3192
  store i32 %3195, ptr %3196, align 4, !tbaa !26
  %3197 = load i64, ptr %3148, align 1, !tbaa !5
  %3198 = mul i64 %3197, -3523014627271114752
  %3199 = lshr i64 %3198, 52
  %3200 = ptrtoint ptr %3148 to i64
  %3201 = sub i64 %3200, %2712
  %3202 = trunc i64 %3201 to i32
  %3203 = getelementptr inbounds i32, ptr %0, i64 %3199
  %3204 = load i32, ptr %3203, align 4, !tbaa !26
  %3205 = icmp ult i32 %3204, %50
  %3206 = zext i32 %3204 to i64
  %3207 = select i1 %3205, ptr %2700, ptr %2691
  %3208 = getelementptr inbounds i8, ptr %3207, i64 %3206
  %3209 = select i1 %3205, ptr %87, ptr %1
  store i32 %3202, ptr %3203, align 4, !tbaa !26
  %3210 = add i32 %3204, 65535
  %3211 = icmp ult i32 %3210, %3202
  br i1 %3211, label %3219, label %3212

3212:                                             ; preds = %3188
  %3213 = load i32, ptr %3208, align 1, !tbaa !5
  %3214 = load i32, ptr %3148, align 1, !tbaa !5
  %3215 = icmp eq i32 %3213, %3214
  br i1 %3215, label %3216, label %3219

3216:                                             ; preds = %3212
  %3217 = getelementptr inbounds i8, ptr %3186, i64 1
  store i8 0, ptr %3186, align 1, !tbaa !5
  %3218 = sub i32 %3202, %3204
  br label %2884

3219:                                             ; preds = %3212, %3188
  %3220 = getelementptr inbounds i8, ptr %3148, i64 1
  %3221 = ptrtoint ptr %3220 to i64
  %3222 = sub i64 %3221, %2712
  %3223 = trunc i64 %3222 to i32
  %3224 = getelementptr inbounds i8, ptr %3148, i64 2
  %3225 = icmp ugt ptr %3224, %2697
  br i1 %3225, label %3226, label %2724, !prof !30

3226:                                             ; preds = %3219, %2754, %3185, %2688
  %3227 = phi ptr [ %2, %2688 ], [ %3186, %3185 ], [ %2729, %2754 ], [ %3186, %3219 ]
  %3228 = phi ptr [ %1, %2688 ], [ %3148, %3185 ], [ %2728, %2754 ], [ %3148, %3219 ]
  %3229 = ptrtoint ptr %2696 to i64
  %3230 = ptrtoint ptr %3228 to i64
  %3231 = sub i64 %3229, %3230
  %3232 = getelementptr inbounds i8, ptr %3227, i64 %3231
  %3233 = getelementptr inbounds i8, ptr %3232, i64 1
  %3234 = add i64 %3231, 240
  %3235 = udiv i64 %3234, 255
  %3236 = getelementptr inbounds i8, ptr %3233, i64 %3235
  %3237 = icmp ugt ptr %3236, %2702
  br i1 %3237, label %3269, label %3238

3238:                                             ; preds = %3226
  %3239 = icmp ugt i64 %3231, 14
  br i1 %3239, label %3240, label %3258

3240:                                             ; preds = %3238
  %3241 = add i64 %3231, -15
  store i8 -16, ptr %3227, align 1, !tbaa !5
  %3242 = getelementptr i8, ptr %3227, i64 1
  %3243 = icmp ugt i64 %3241, 254
  br i1 %3243, label %3244, label %3254

3244:                                             ; preds = %3240
  %3245 = add i64 %7, %2695
  %3246 = add i64 %3245, -270
  %3247 = sub i64 %3246, %3230
  %3248 = udiv i64 %3247, 255
  %3249 = add nuw nsw i64 %3248, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3242, i8 -1, i64 %3249, i1 false), !tbaa !5
  %3250 = mul i64 %3248, -255
  %3251 = add nuw nsw i64 %3248, 2
  %3252 = add i64 %3250, %3247
  %3253 = getelementptr i8, ptr %3227, i64 %3251
  br label %3254

3254:                                             ; preds = %3244, %3240
  %3255 = phi i64 [ %3241, %3240 ], [ %3252, %3244 ]
  %3256 = phi ptr [ %3242, %3240 ], [ %3253, %3244 ]
  %3257 = trunc nuw i64 %3255 to i8
  store i8 %3257, ptr %3256, align 1, !tbaa !5
  br label %3261

3258:                                             ; preds = %3238
  %3259 = trunc nuw i64 %3231 to i8
  %3260 = shl nuw i8 %3259, 4
  store i8 %3260, ptr %3227, align 1, !tbaa !5
  br label %3261

3261:                                             ; preds = %3254, %3258
  %3262 = phi ptr [ %3256, %3254 ], [ %3227, %3258 ]
  %3263 = getelementptr inbounds i8, ptr %3262, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3263, ptr align 1 %3228, i64 %3231, i1 false)
  %3264 = getelementptr inbounds i8, ptr %3263, i64 %3231
  %3265 = ptrtoint ptr %3264 to i64
  %3266 = ptrtoint ptr %2 to i64
  %3267 = sub i64 %3265, %3266
  %3268 = trunc i64 %3267 to i32
  br label %3269

3269:                                             ; preds = %1603, %1953, %999, %1349, %2796, %3146, %2207, %2557, %2687, %2685, %2682, %3226, %3261, %2095, %2093, %2090, %2639, %2674, %1478, %1476, %1472, %2042, %2077, %888, %1429, %1464
  %3270 = phi i32 [ 0, %888 ], [ %1471, %1464 ], [ 0, %1429 ], [ 0, %1472 ], [ 0, %1476 ], [ 1, %1478 ], [ %2084, %2077 ], [ 0, %2042 ], [ 0, %2090 ], [ 0, %2093 ], [ 1, %2095 ], [ %2681, %2674 ], [ 0, %2639 ], [ 0, %2682 ], [ 0, %2685 ], [ 1, %2687 ], [ %3268, %3261 ], [ 0, %3226 ], [ 0, %2557 ], [ 0, %2207 ], [ 0, %3146 ], [ 0, %2796 ], [ 0, %1349 ], [ 0, %999 ], [ 0, %1953 ], [ 0, %1603 ]
  store ptr %1, ptr %70, align 8, !tbaa !52
  store i32 %3, ptr %8, align 8, !tbaa !12
  br label %3271

3271:                                             ; preds = %591, %765, %198, %372, %496, %494, %491, %839, %874, %100, %98, %95, %448, %483, %3269
  %3272 = phi i32 [ %3270, %3269 ], [ 0, %95 ], [ 0, %98 ], [ 1, %100 ], [ %490, %483 ], [ 0, %448 ], [ 0, %491 ], [ 0, %494 ], [ 1, %496 ], [ %881, %874 ], [ 0, %839 ], [ 0, %372 ], [ 0, %198 ], [ 0, %765 ], [ 0, %591 ]
  ret i32 %3272
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_forceExtDict(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = ptrtoint ptr %1 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 16400
  %7 = load i32, ptr %6, align 8, !tbaa !8
  %8 = add i32 %7, %3
  %9 = icmp ugt i32 %8, -2147483648
  br i1 %9, label %13, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 16408
  %12 = load i32, ptr %11, align 8, !tbaa !12
  br label %39

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %0, i64 16384
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %0, i64 16408
  %17 = load i32, ptr %16, align 8, !tbaa !12
  %18 = add i32 %7, -65536
  %19 = insertelement <4 x i32> poison, i32 %18, i64 0
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %13
  %22 = phi i64 [ 0, %13 ], [ %29, %21 ]
  %23 = getelementptr inbounds [4096 x i32], ptr %0, i64 0, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !26
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !26
  %27 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %25, <4 x i32> %20)
  %28 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %26, <4 x i32> %20)
  store <4 x i32> %27, ptr %23, align 4, !tbaa !26
  store <4 x i32> %28, ptr %24, align 4, !tbaa !26
  %29 = add nuw i64 %22, 8
  %30 = icmp eq i64 %29, 4096
  br i1 %30, label %31, label %21, !llvm.loop !68

31:                                               ; preds = %21
  %32 = zext i32 %17 to i64
  %33 = getelementptr inbounds i8, ptr %15, i64 %32
  store i32 65536, ptr %6, align 8, !tbaa !8
  %34 = load i32, ptr %16, align 8, !tbaa !12
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 65536)
  %36 = zext nneg i32 %35 to i64
  %37 = sub nsw i64 0, %36
  %38 = getelementptr inbounds i8, ptr %33, i64 %37
  store ptr %38, ptr %14, align 8, !tbaa !52
  br label %39

39:                                               ; preds = %10, %31
  %40 = phi i32 [ %7, %10 ], [ 65536, %31 ]
  %41 = phi i32 [ %12, %10 ], [ %35, %31 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 16408
  %43 = icmp ult i32 %41, 65536
  %44 = icmp ult i32 %41, %40
  %45 = and i1 %43, %44
  %46 = icmp ugt i32 %3, 2113929216
  br i1 %45, label %47, label %614

47:                                               ; preds = %39
  br i1 %46, label %1176, label %48

48:                                               ; preds = %47
  %49 = icmp eq i32 %3, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %48
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %1176

51:                                               ; preds = %48
  %52 = zext i32 %40 to i64
  %53 = sub nsw i64 0, %52
  %54 = getelementptr inbounds i8, ptr %1, i64 %53
  %55 = getelementptr inbounds i8, ptr %0, i64 16384
  %56 = load ptr, ptr %55, align 8, !tbaa !52
  %57 = sub i32 %40, %41
  %58 = icmp eq ptr %56, null
  %59 = zext nneg i32 %41 to i64
  %60 = getelementptr inbounds i8, ptr %56, i64 %59
  %61 = zext nneg i32 %3 to i64
  %62 = getelementptr i8, ptr %1, i64 %61
  %63 = getelementptr i8, ptr %62, i64 -11
  %64 = getelementptr inbounds i8, ptr %62, i64 -5
  %65 = getelementptr inbounds i8, ptr %60, i64 %53
  %66 = select i1 %58, ptr null, ptr %65
  %67 = add nuw nsw i32 %41, %3
  store i32 %67, ptr %42, align 8, !tbaa !12
  %68 = add i32 %40, %3
  store i32 %68, ptr %6, align 8, !tbaa !8
  %69 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %69, align 4, !tbaa !13
  %70 = icmp ult i32 %3, 13
  br i1 %70, label %578, label %71

71:                                               ; preds = %51
  %72 = select i1 %58, ptr null, ptr %60
  %73 = load i64, ptr %1, align 1, !tbaa !5
  %74 = mul i64 %73, -3523014627271114752
  %75 = lshr i64 %74, 52
  %76 = ptrtoint ptr %54 to i64
  %77 = getelementptr inbounds i32, ptr %0, i64 %75
  store i32 %40, ptr %77, align 4, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %1, i64 2
  %79 = getelementptr inbounds i8, ptr %1, i64 1
  %80 = add i32 %40, 1
  %81 = getelementptr inbounds i8, ptr %62, i64 -12
  %82 = getelementptr inbounds i8, ptr %62, i64 -8
  %83 = getelementptr inbounds i8, ptr %62, i64 -6
  %84 = ptrtoint ptr %72 to i64
  %85 = getelementptr inbounds i8, ptr %1, i64 8
  br label %86

86:                                               ; preds = %71, %571
  %87 = phi ptr [ %78, %71 ], [ %576, %571 ]
  %88 = phi i32 [ %80, %71 ], [ %575, %571 ]
  %89 = phi ptr [ %79, %71 ], [ %572, %571 ]
  %90 = phi ptr [ %1, %71 ], [ %505, %571 ]
  %91 = phi ptr [ %2, %71 ], [ %536, %571 ]
  %92 = ptrtoint ptr %90 to i64
  %93 = load i64, ptr %89, align 1, !tbaa !5
  br label %94

94:                                               ; preds = %86, %118
  %95 = phi i32 [ 1, %86 ], [ %125, %118 ]
  %96 = phi i32 [ 65, %86 ], [ %124, %118 ]
  %97 = phi ptr [ %87, %86 ], [ %123, %118 ]
  %98 = phi i64 [ %93, %86 ], [ %105, %118 ]
  %99 = phi i32 [ %88, %86 ], [ %121, %118 ]
  %100 = phi ptr [ %89, %86 ], [ %97, %118 ]
  %101 = mul i64 %98, -3523014627271114752
  %102 = lshr i64 %101, 52
  %103 = getelementptr inbounds i32, ptr %0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !26
  %105 = load i64, ptr %97, align 1, !tbaa !5
  store i32 %99, ptr %103, align 4, !tbaa !26
  %106 = icmp ult i32 %104, %57
  %107 = add i32 %104, 65535
  %108 = icmp ult i32 %107, %99
  %109 = select i1 %106, i1 true, i1 %108
  br i1 %109, label %118, label %110

110:                                              ; preds = %94
  %111 = icmp ult i32 %104, %40
  %112 = zext i32 %104 to i64
  %113 = select i1 %111, ptr %66, ptr %54
  %114 = getelementptr inbounds i8, ptr %113, i64 %112
  %115 = load i32, ptr %114, align 1, !tbaa !5
  %116 = load i32, ptr %100, align 1, !tbaa !5
  %117 = icmp eq i32 %115, %116
  br i1 %117, label %127, label %118

118:                                              ; preds = %94, %110
  %119 = ptrtoint ptr %97 to i64
  %120 = sub i64 %119, %76
  %121 = trunc i64 %120 to i32
  %122 = zext nneg i32 %95 to i64
  %123 = getelementptr inbounds i8, ptr %97, i64 %122
  %124 = add nuw nsw i32 %96, 1
  %125 = lshr i32 %96, 6
  %126 = icmp ugt ptr %123, %63
  br i1 %126, label %578, label %94, !prof !27

127:                                              ; preds = %110
  %128 = getelementptr inbounds i8, ptr %113, i64 %112
  %129 = ptrtoint ptr %100 to i64
  %130 = select i1 %111, ptr %56, ptr %1
  %131 = sub i32 %99, %104
  %132 = trunc i64 %92 to i32
  %133 = trunc i64 %129 to i32
  %134 = sub i32 %133, %132
  %135 = add i32 %134, 239
  %136 = sub i32 %133, %132
  %137 = add i32 %136, -15
  %138 = sub i32 %133, %132
  %139 = add i32 %138, -270
  br label %140

140:                                              ; preds = %127, %150
  %141 = phi i32 [ %139, %127 ], [ %159, %150 ]
  %142 = phi i32 [ %137, %127 ], [ %158, %150 ]
  %143 = phi i32 [ %135, %127 ], [ %157, %150 ]
  %144 = phi i32 [ 0, %127 ], [ %156, %150 ]
  %145 = phi ptr [ %128, %127 ], [ %153, %150 ]
  %146 = phi ptr [ %100, %127 ], [ %151, %150 ]
  %147 = icmp ugt ptr %146, %90
  %148 = icmp ugt ptr %145, %130
  %149 = and i1 %148, %147
  br i1 %149, label %150, label %160

150:                                              ; preds = %140
  %151 = getelementptr inbounds i8, ptr %146, i64 -1
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %145, i64 -1
  %154 = load i8, ptr %153, align 1, !tbaa !5
  %155 = icmp eq i8 %152, %154
  %156 = add i32 %144, 1
  %157 = add i32 %143, -1
  %158 = add i32 %142, -1
  %159 = add i32 %141, -1
  br i1 %155, label %140, label %160, !llvm.loop !17

160:                                              ; preds = %150, %140
  %161 = ptrtoint ptr %146 to i64
  %162 = sub i64 %161, %92
  %163 = trunc i64 %162 to i32
  %164 = getelementptr i8, ptr %91, i64 1
  %165 = icmp ugt i32 %163, 14
  br i1 %165, label %166, label %191

166:                                              ; preds = %160
  %167 = add i32 %163, -15
  store i8 -16, ptr %91, align 1, !tbaa !5
  %168 = icmp sgt i32 %167, 254
  br i1 %168, label %169, label %186

169:                                              ; preds = %166
  %170 = tail call i32 @llvm.umin.i32(i32 %167, i32 509)
  %171 = add i32 %144, %170
  %172 = sub i32 %135, %171
  %173 = udiv i32 %172, 255
  %174 = add nuw nsw i32 %173, 1
  %175 = zext nneg i32 %174 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %164, i8 -1, i64 %175, i1 false), !tbaa !5
  %176 = tail call i32 @llvm.smin.i32(i32 %142, i32 509)
  %177 = sub i32 %143, %176
  %178 = freeze i32 %177
  %179 = udiv i32 %178, 255
  %180 = zext nneg i32 %179 to i64
  %181 = urem i32 %178, 255
  %182 = sub i32 %181, %178
  %183 = getelementptr i8, ptr %91, i64 2
  %184 = getelementptr i8, ptr %183, i64 %180
  %185 = add i32 %182, %141
  br label %186

186:                                              ; preds = %169, %166
  %187 = phi i32 [ %167, %166 ], [ %185, %169 ]
  %188 = phi ptr [ %164, %166 ], [ %184, %169 ]
  %189 = trunc i32 %187 to i8
  %190 = getelementptr inbounds i8, ptr %188, i64 1
  store i8 %189, ptr %188, align 1, !tbaa !5
  br label %194

191:                                              ; preds = %160
  %192 = trunc i64 %162 to i8
  %193 = shl nuw i8 %192, 4
  store i8 %193, ptr %91, align 1, !tbaa !5
  br label %194

194:                                              ; preds = %191, %186
  %195 = phi ptr [ %190, %186 ], [ %164, %191 ]
  %196 = ptrtoint ptr %195 to i64
  %197 = and i64 %162, 4294967295
  %198 = getelementptr inbounds i8, ptr %195, i64 %197
  %199 = xor i64 %196, -1
  %200 = add nuw i64 %197, %196
  %201 = add nuw i64 %196, 8
  %202 = tail call i64 @llvm.umax.i64(i64 %200, i64 %201)
  %203 = add i64 %202, %199
  %204 = lshr i64 %203, 3
  %205 = add nuw nsw i64 %204, 1
  %206 = icmp ult i64 %203, 24
  %207 = sub i64 %196, %92
  %208 = icmp ult i64 %207, 32
  %209 = or i1 %206, %208
  br i1 %209, label %230, label %210

210:                                              ; preds = %194
  %211 = and i64 %205, 4611686018427387900
  %212 = shl i64 %211, 3
  %213 = getelementptr i8, ptr %90, i64 %212
  %214 = shl i64 %211, 3
  %215 = getelementptr i8, ptr %195, i64 %214
  br label %216

216:                                              ; preds = %216, %210
  %217 = phi i64 [ 0, %210 ], [ %226, %216 ]
  %218 = shl i64 %217, 3
  %219 = getelementptr i8, ptr %90, i64 %218
  %220 = shl i64 %217, 3
  %221 = getelementptr i8, ptr %195, i64 %220
  %222 = getelementptr i8, ptr %219, i64 16
  %223 = load <2 x i64>, ptr %219, align 1
  %224 = load <2 x i64>, ptr %222, align 1
  %225 = getelementptr i8, ptr %221, i64 16
  store <2 x i64> %223, ptr %221, align 1
  store <2 x i64> %224, ptr %225, align 1
  %226 = add nuw i64 %217, 4
  %227 = icmp eq i64 %226, %211
  br i1 %227, label %228, label %216, !llvm.loop !69

228:                                              ; preds = %216
  %229 = icmp eq i64 %205, %211
  br i1 %229, label %240, label %230

230:                                              ; preds = %228, %194
  %231 = phi ptr [ %90, %194 ], [ %213, %228 ]
  %232 = phi ptr [ %195, %194 ], [ %215, %228 ]
  br label %233

233:                                              ; preds = %230, %233
  %234 = phi ptr [ %238, %233 ], [ %231, %230 ]
  %235 = phi ptr [ %237, %233 ], [ %232, %230 ]
  %236 = load i64, ptr %234, align 1
  store i64 %236, ptr %235, align 1
  %237 = getelementptr inbounds i8, ptr %235, i64 8
  %238 = getelementptr inbounds i8, ptr %234, i64 8
  %239 = icmp ult ptr %237, %198
  br i1 %239, label %233, label %240, !llvm.loop !70

240:                                              ; preds = %233, %228
  br label %241

241:                                              ; preds = %240, %568
  %242 = phi ptr [ %536, %568 ], [ %91, %240 ]
  %243 = phi ptr [ %558, %568 ], [ %145, %240 ]
  %244 = phi i32 [ %570, %568 ], [ %131, %240 ]
  %245 = phi ptr [ %569, %568 ], [ %198, %240 ]
  %246 = phi ptr [ %559, %568 ], [ %130, %240 ]
  %247 = phi ptr [ %505, %568 ], [ %146, %240 ]
  %248 = trunc i32 %244 to i16
  store i16 %248, ptr %245, align 1, !tbaa !5
  %249 = getelementptr inbounds i8, ptr %245, i64 2
  %250 = icmp eq ptr %246, %56
  br i1 %250, label %251, label %421

251:                                              ; preds = %241
  %252 = ptrtoint ptr %243 to i64
  %253 = sub i64 %84, %252
  %254 = getelementptr inbounds i8, ptr %247, i64 %253
  %255 = icmp ugt ptr %254, %64
  %256 = select i1 %255, ptr %64, ptr %254
  %257 = getelementptr inbounds i8, ptr %247, i64 4
  %258 = getelementptr inbounds i8, ptr %243, i64 4
  %259 = getelementptr inbounds i8, ptr %256, i64 -7
  %260 = icmp ugt ptr %259, %257
  br i1 %260, label %261, label %273, !prof !23

261:                                              ; preds = %251
  %262 = load i64, ptr %258, align 1, !tbaa !5
  %263 = load i64, ptr %257, align 1, !tbaa !5
  %264 = icmp eq i64 %262, %263
  br i1 %264, label %265, label %268

265:                                              ; preds = %261
  %266 = getelementptr inbounds i8, ptr %247, i64 12
  %267 = getelementptr inbounds i8, ptr %243, i64 12
  br label %273

268:                                              ; preds = %261
  %269 = xor i64 %263, %262
  %270 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %269, i1 true)
  %271 = trunc nuw nsw i64 %270 to i32
  %272 = lshr i32 %271, 3
  br label %336

273:                                              ; preds = %265, %251
  %274 = phi ptr [ %258, %251 ], [ %267, %265 ]
  %275 = phi ptr [ %257, %251 ], [ %266, %265 ]
  %276 = icmp ult ptr %275, %259
  br i1 %276, label %277, label %296, !prof !24

277:                                              ; preds = %273, %292
  %278 = phi ptr [ %293, %292 ], [ %275, %273 ]
  %279 = phi ptr [ %294, %292 ], [ %274, %273 ]
  %280 = load i64, ptr %279, align 1, !tbaa !5
  %281 = load i64, ptr %278, align 1, !tbaa !5
  %282 = icmp eq i64 %280, %281
  br i1 %282, label %292, label %283

283:                                              ; preds = %277
  %284 = xor i64 %281, %280
  %285 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %284, i1 true)
  %286 = lshr i64 %285, 3
  %287 = getelementptr inbounds i8, ptr %278, i64 %286
  %288 = ptrtoint ptr %287 to i64
  %289 = ptrtoint ptr %257 to i64
  %290 = sub i64 %288, %289
  %291 = trunc i64 %290 to i32
  br label %336

292:                                              ; preds = %277
  %293 = getelementptr inbounds i8, ptr %278, i64 8
  %294 = getelementptr inbounds i8, ptr %279, i64 8
  %295 = icmp ult ptr %293, %259
  br i1 %295, label %277, label %296, !prof !25

296:                                              ; preds = %292, %273
  %297 = phi ptr [ %274, %273 ], [ %294, %292 ]
  %298 = phi ptr [ %275, %273 ], [ %293, %292 ]
  %299 = getelementptr inbounds i8, ptr %256, i64 -3
  %300 = icmp ult ptr %298, %299
  br i1 %300, label %301, label %308

301:                                              ; preds = %296
  %302 = load i32, ptr %297, align 1, !tbaa !5
  %303 = load i32, ptr %298, align 1, !tbaa !5
  %304 = icmp eq i32 %302, %303
  br i1 %304, label %305, label %308

305:                                              ; preds = %301
  %306 = getelementptr inbounds i8, ptr %298, i64 4
  %307 = getelementptr inbounds i8, ptr %297, i64 4
  br label %308

308:                                              ; preds = %305, %301, %296
  %309 = phi ptr [ %307, %305 ], [ %297, %301 ], [ %297, %296 ]
  %310 = phi ptr [ %306, %305 ], [ %298, %301 ], [ %298, %296 ]
  %311 = getelementptr inbounds i8, ptr %256, i64 -1
  %312 = icmp ult ptr %310, %311
  br i1 %312, label %313, label %320

313:                                              ; preds = %308
  %314 = load i16, ptr %309, align 1, !tbaa !5
  %315 = load i16, ptr %310, align 1, !tbaa !5
  %316 = icmp eq i16 %314, %315
  br i1 %316, label %317, label %320

317:                                              ; preds = %313
  %318 = getelementptr inbounds i8, ptr %310, i64 2
  %319 = getelementptr inbounds i8, ptr %309, i64 2
  br label %320

320:                                              ; preds = %317, %313, %308
  %321 = phi ptr [ %319, %317 ], [ %309, %313 ], [ %309, %308 ]
  %322 = phi ptr [ %318, %317 ], [ %310, %313 ], [ %310, %308 ]
  %323 = icmp ult ptr %322, %256
  br i1 %323, label %324, label %330

324:                                              ; preds = %320
  %325 = load i8, ptr %321, align 1, !tbaa !5
  %326 = load i8, ptr %322, align 1, !tbaa !5
  %327 = icmp eq i8 %325, %326
  %328 = zext i1 %327 to i64
  %329 = getelementptr inbounds i8, ptr %322, i64 %328
  br label %330

330:                                              ; preds = %324, %320
  %331 = phi ptr [ %322, %320 ], [ %329, %324 ]
  %332 = ptrtoint ptr %331 to i64
  %333 = ptrtoint ptr %257 to i64
  %334 = sub i64 %332, %333
  %335 = trunc i64 %334 to i32
  br label %336

336:                                              ; preds = %283, %268, %330
  %337 = phi i32 [ %335, %330 ], [ %272, %268 ], [ %291, %283 ]
  %338 = zext i32 %337 to i64
  %339 = add nuw nsw i64 %338, 4
  %340 = getelementptr inbounds i8, ptr %247, i64 %339
  %341 = icmp eq ptr %340, %256
  br i1 %341, label %342, label %503

342:                                              ; preds = %336
  %343 = icmp ugt ptr %81, %256
  br i1 %343, label %344, label %355, !prof !23

344:                                              ; preds = %342
  %345 = load i64, ptr %1, align 1, !tbaa !5
  %346 = load i64, ptr %256, align 1, !tbaa !5
  %347 = icmp eq i64 %345, %346
  br i1 %347, label %348, label %350

348:                                              ; preds = %344
  %349 = getelementptr inbounds i8, ptr %256, i64 8
  br label %355

350:                                              ; preds = %344
  %351 = xor i64 %346, %345
  %352 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %351, i1 true)
  %353 = trunc nuw nsw i64 %352 to i32
  %354 = lshr i32 %353, 3
  br label %416

355:                                              ; preds = %348, %342
  %356 = phi ptr [ %1, %342 ], [ %85, %348 ]
  %357 = phi ptr [ %256, %342 ], [ %349, %348 ]
  %358 = icmp ult ptr %357, %81
  br i1 %358, label %359, label %378, !prof !24

359:                                              ; preds = %355, %374
  %360 = phi ptr [ %375, %374 ], [ %357, %355 ]
  %361 = phi ptr [ %376, %374 ], [ %356, %355 ]
  %362 = load i64, ptr %361, align 1, !tbaa !5
  %363 = load i64, ptr %360, align 1, !tbaa !5
  %364 = icmp eq i64 %362, %363
  br i1 %364, label %374, label %365

365:                                              ; preds = %359
  %366 = xor i64 %363, %362
  %367 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %366, i1 true)
  %368 = lshr i64 %367, 3
  %369 = getelementptr inbounds i8, ptr %360, i64 %368
  %370 = ptrtoint ptr %369 to i64
  %371 = ptrtoint ptr %256 to i64
  %372 = sub i64 %370, %371
  %373 = trunc i64 %372 to i32
  br label %416

374:                                              ; preds = %359
  %375 = getelementptr inbounds i8, ptr %360, i64 8
  %376 = getelementptr inbounds i8, ptr %361, i64 8
  %377 = icmp ult ptr %375, %81
  br i1 %377, label %359, label %378, !prof !25

378:                                              ; preds = %374, %355
  %379 = phi ptr [ %356, %355 ], [ %376, %374 ]
  %380 = phi ptr [ %357, %355 ], [ %375, %374 ]
  %381 = icmp ult ptr %380, %82
  br i1 %381, label %382, label %389

382:                                              ; preds = %378
  %383 = load i32, ptr %379, align 1, !tbaa !5
  %384 = load i32, ptr %380, align 1, !tbaa !5
  %385 = icmp eq i32 %383, %384
  br i1 %385, label %386, label %389

386:                                              ; preds = %382
  %387 = getelementptr inbounds i8, ptr %380, i64 4
  %388 = getelementptr inbounds i8, ptr %379, i64 4
  br label %389

389:                                              ; preds = %386, %382, %378
  %390 = phi ptr [ %388, %386 ], [ %379, %382 ], [ %379, %378 ]
  %391 = phi ptr [ %387, %386 ], [ %380, %382 ], [ %380, %378 ]
  %392 = icmp ult ptr %391, %83
  br i1 %392, label %393, label %400

393:                                              ; preds = %389
  %394 = load i16, ptr %390, align 1, !tbaa !5
  %395 = load i16, ptr %391, align 1, !tbaa !5
  %396 = icmp eq i16 %394, %395
  br i1 %396, label %397, label %400

397:                                              ; preds = %393
  %398 = getelementptr inbounds i8, ptr %391, i64 2
  %399 = getelementptr inbounds i8, ptr %390, i64 2
  br label %400

400:                                              ; preds = %397, %393, %389
  %401 = phi ptr [ %399, %397 ], [ %390, %393 ], [ %390, %389 ]
  %402 = phi ptr [ %398, %397 ], [ %391, %393 ], [ %391, %389 ]
  %403 = icmp ult ptr %402, %64
  br i1 %403, label %404, label %410

404:                                              ; preds = %400
  %405 = load i8, ptr %401, align 1, !tbaa !5
  %406 = load i8, ptr %402, align 1, !tbaa !5
  %407 = icmp eq i8 %405, %406
  %408 = zext i1 %407 to i64
  %409 = getelementptr inbounds i8, ptr %402, i64 %408
  br label %410

410:                                              ; preds = %404, %400
  %411 = phi ptr [ %402, %400 ], [ %409, %404 ]
  %412 = ptrtoint ptr %411 to i64
  %413 = ptrtoint ptr %256 to i64
  %414 = sub i64 %412, %413
  %415 = trunc i64 %414 to i32
  br label %416

416:                                              ; preds = %365, %350, %410
  %417 = phi i32 [ %415, %410 ], [ %354, %350 ], [ %373, %365 ]
  %418 = add i32 %417, %337
  %419 = zext i32 %417 to i64
  %420 = getelementptr inbounds i8, ptr %340, i64 %419
  br label %503

421:                                              ; preds = %241
  %422 = getelementptr inbounds i8, ptr %247, i64 4
  %423 = getelementptr inbounds i8, ptr %243, i64 4
  %424 = icmp ugt ptr %81, %422
  br i1 %424, label %425, label %437, !prof !23

425:                                              ; preds = %421
  %426 = load i64, ptr %423, align 1, !tbaa !5
  %427 = load i64, ptr %422, align 1, !tbaa !5
  %428 = icmp eq i64 %426, %427
  br i1 %428, label %429, label %432

429:                                              ; preds = %425
  %430 = getelementptr inbounds i8, ptr %247, i64 12
  %431 = getelementptr inbounds i8, ptr %243, i64 12
  br label %437

432:                                              ; preds = %425
  %433 = xor i64 %427, %426
  %434 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %433, i1 true)
  %435 = trunc nuw nsw i64 %434 to i32
  %436 = lshr i32 %435, 3
  br label %498

437:                                              ; preds = %429, %421
  %438 = phi ptr [ %423, %421 ], [ %431, %429 ]
  %439 = phi ptr [ %422, %421 ], [ %430, %429 ]
  %440 = icmp ult ptr %439, %81
  br i1 %440, label %441, label %460, !prof !24

441:                                              ; preds = %437, %456
  %442 = phi ptr [ %457, %456 ], [ %439, %437 ]
  %443 = phi ptr [ %458, %456 ], [ %438, %437 ]
  %444 = load i64, ptr %443, align 1, !tbaa !5
  %445 = load i64, ptr %442, align 1, !tbaa !5
  %446 = icmp eq i64 %444, %445
  br i1 %446, label %456, label %447

447:                                              ; preds = %441
  %448 = xor i64 %445, %444
  %449 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %448, i1 true)
  %450 = lshr i64 %449, 3
  %451 = getelementptr inbounds i8, ptr %442, i64 %450
  %452 = ptrtoint ptr %451 to i64
  %453 = ptrtoint ptr %422 to i64
  %454 = sub i64 %452, %453
  %455 = trunc i64 %454 to i32
  br label %498

456:                                              ; preds = %441
  %457 = getelementptr inbounds i8, ptr %442, i64 8
  %458 = getelementptr inbounds i8, ptr %443, i64 8
  %459 = icmp ult ptr %457, %81
  br i1 %459, label %441, label %460, !prof !25

460:                                              ; preds = %456, %437
  %461 = phi ptr [ %438, %437 ], [ %458, %456 ]
  %462 = phi ptr [ %439, %437 ], [ %457, %456 ]
  %463 = icmp ult ptr %462, %82
  br i1 %463, label %464, label %471

464:                                              ; preds = %460
  %465 = load i32, ptr %461, align 1, !tbaa !5
  %466 = load i32, ptr %462, align 1, !tbaa !5
  %467 = icmp eq i32 %465, %466
  br i1 %467, label %468, label %471

468:                                              ; preds = %464
  %469 = getelementptr inbounds i8, ptr %462, i64 4
  %470 = getelementptr inbounds i8, ptr %461, i64 4
  br label %471

471:                                              ; preds = %468, %464, %460
  %472 = phi ptr [ %470, %468 ], [ %461, %464 ], [ %461, %460 ]
  %473 = phi ptr [ %469, %468 ], [ %462, %464 ], [ %462, %460 ]
  %474 = icmp ult ptr %473, %83
  br i1 %474, label %475, label %482

475:                                              ; preds = %471
  %476 = load i16, ptr %472, align 1, !tbaa !5
  %477 = load i16, ptr %473, align 1, !tbaa !5
  %478 = icmp eq i16 %476, %477
  br i1 %478, label %479, label %482

479:                                              ; preds = %475
  %480 = getelementptr inbounds i8, ptr %473, i64 2
  %481 = getelementptr inbounds i8, ptr %472, i64 2
  br label %482

482:                                              ; preds = %479, %475, %471
  %483 = phi ptr [ %481, %479 ], [ %472, %475 ], [ %472, %471 ]
  %484 = phi ptr [ %480, %479 ], [ %473, %475 ], [ %473, %471 ]
  %485 = icmp ult ptr %484, %64
  br i1 %485, label %486, label %492

486:                                              ; preds = %482
  %487 = load i8, ptr %483, align 1, !tbaa !5
  %488 = load i8, ptr %484, align 1, !tbaa !5
  %489 = icmp eq i8 %487, %488
  %490 = zext i1 %489 to i64
  %491 = getelementptr inbounds i8, ptr %484, i64 %490
  br label %492

492:                                              ; preds = %486, %482
  %493 = phi ptr [ %484, %482 ], [ %491, %486 ]
  %494 = ptrtoint ptr %493 to i64
  %495 = ptrtoint ptr %422 to i64
  %496 = sub i64 %494, %495
  %497 = trunc i64 %496 to i32
  br label %498

498:                                              ; preds = %447, %432, %492
  %499 = phi i32 [ %497, %492 ], [ %436, %432 ], [ %455, %447 ]
  %500 = zext i32 %499 to i64
  %501 = add nuw nsw i64 %500, 4
  %502 = getelementptr inbounds i8, ptr %247, i64 %501
  br label %503

503:                                              ; preds = %498, %416, %336
  %504 = phi i32 [ %499, %498 ], [ %418, %416 ], [ %337, %336 ]
  %505 = phi ptr [ %502, %498 ], [ %420, %416 ], [ %340, %336 ]
  %506 = freeze i32 %504
  %507 = icmp ugt i32 %506, 14
  %508 = load i8, ptr %242, align 1, !tbaa !5
  br i1 %507, label %509, label %532

509:                                              ; preds = %503
  %510 = add i8 %508, 15
  store i8 %510, ptr %242, align 1, !tbaa !5
  %511 = add i32 %506, -15
  store i32 -1, ptr %249, align 1, !tbaa !5
  %512 = icmp ugt i32 %511, 1019
  br i1 %512, label %513, label %522

513:                                              ; preds = %509
  %514 = getelementptr i8, ptr %245, i64 6
  %515 = add i32 %506, -1035
  %516 = udiv i32 %515, 1020
  %517 = shl nuw nsw i32 %516, 2
  %518 = zext nneg i32 %517 to i64
  %519 = add nuw nsw i64 %518, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %514, i8 -1, i64 %519, i1 false), !tbaa !5
  %520 = urem i32 %515, 1020
  %521 = getelementptr i8, ptr %514, i64 %518
  br label %522

522:                                              ; preds = %513, %509
  %523 = phi i32 [ %511, %509 ], [ %520, %513 ]
  %524 = phi ptr [ %249, %509 ], [ %521, %513 ]
  %525 = trunc nuw i32 %523 to i16
  %526 = udiv i16 %525, 255
  %527 = zext nneg i16 %526 to i64
  %528 = getelementptr inbounds i8, ptr %524, i64 %527
  %529 = urem i16 %525, 255
  %530 = trunc nuw i16 %529 to i8
  %531 = getelementptr inbounds i8, ptr %528, i64 1
  store i8 %530, ptr %528, align 1, !tbaa !5
  br label %535

532:                                              ; preds = %503
  %533 = trunc nuw i32 %506 to i8
  %534 = add i8 %508, %533
  store i8 %534, ptr %242, align 1, !tbaa !5
  br label %535

535:                                              ; preds = %532, %522
  %536 = phi ptr [ %531, %522 ], [ %249, %532 ]
  %537 = icmp ult ptr %505, %63
  br i1 %537, label %538, label %578

538:                                              ; preds = %535
  %539 = getelementptr inbounds i8, ptr %505, i64 -2
  %540 = load i64, ptr %539, align 1, !tbaa !5
  %541 = mul i64 %540, -3523014627271114752
  %542 = lshr i64 %541, 52
  %543 = ptrtoint ptr %539 to i64
  %544 = sub i64 %543, %76
  %545 = trunc i64 %544 to i32
  %546 = getelementptr inbounds i32, ptr %0, i64 %542
  store i32 %545, ptr %546, align 4, !tbaa !26
  %547 = load i64, ptr %505, align 1, !tbaa !5
  %548 = mul i64 %547, -3523014627271114752
  %549 = lshr i64 %548, 52
  %550 = ptrtoint ptr %505 to i64
  %551 = sub i64 %550, %76
  %552 = trunc i64 %551 to i32
  %553 = getelementptr inbounds i32, ptr %0, i64 %549
  %554 = load i32, ptr %553, align 4, !tbaa !26
  %555 = icmp ult i32 %554, %40
  %556 = zext i32 %554 to i64
  %557 = select i1 %555, ptr %66, ptr %54
  %558 = getelementptr inbounds i8, ptr %557, i64 %556
  %559 = select i1 %555, ptr %56, ptr %1
  store i32 %552, ptr %553, align 4, !tbaa !26
  %560 = icmp ult i32 %554, %57
  %561 = add i32 %554, 65535
  %562 = icmp ult i32 %561, %552
  %563 = select i1 %560, i1 true, i1 %562
  br i1 %563, label %571, label %564

564:                                              ; preds = %538
  %565 = load i32, ptr %558, align 1, !tbaa !5
  %566 = load i32, ptr %505, align 1, !tbaa !5
  %567 = icmp eq i32 %565, %566
  br i1 %567, label %568, label %571

568:                                              ; preds = %564
  %569 = getelementptr inbounds i8, ptr %536, i64 1
  store i8 0, ptr %536, align 1, !tbaa !5
  %570 = sub i32 %552, %554
  br label %241

571:                                              ; preds = %564, %538
  %572 = getelementptr inbounds i8, ptr %505, i64 1
  %573 = ptrtoint ptr %572 to i64
  %574 = sub i64 %573, %76
  %575 = trunc i64 %574 to i32
  %576 = getelementptr inbounds i8, ptr %505, i64 2
  %577 = icmp ugt ptr %576, %63
  br i1 %577, label %578, label %86, !prof !30

578:                                              ; preds = %571, %118, %535, %51
  %579 = phi ptr [ %2, %51 ], [ %536, %535 ], [ %91, %118 ], [ %536, %571 ]
  %580 = phi ptr [ %1, %51 ], [ %505, %535 ], [ %90, %118 ], [ %505, %571 ]
  %581 = ptrtoint ptr %62 to i64
  %582 = ptrtoint ptr %580 to i64
  %583 = sub i64 %581, %582
  %584 = icmp ugt i64 %583, 14
  br i1 %584, label %585, label %603

585:                                              ; preds = %578
  %586 = add i64 %583, -15
  store i8 -16, ptr %579, align 1, !tbaa !5
  %587 = getelementptr i8, ptr %579, i64 1
  %588 = icmp ugt i64 %586, 254
  br i1 %588, label %589, label %599

589:                                              ; preds = %585
  %590 = add i64 %5, %61
  %591 = add i64 %590, -270
  %592 = sub i64 %591, %582
  %593 = udiv i64 %592, 255
  %594 = add nuw nsw i64 %593, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %587, i8 -1, i64 %594, i1 false), !tbaa !5
  %595 = mul i64 %593, -255
  %596 = add nuw nsw i64 %593, 2
  %597 = add i64 %595, %592
  %598 = getelementptr i8, ptr %579, i64 %596
  br label %599

599:                                              ; preds = %589, %585
  %600 = phi i64 [ %586, %585 ], [ %597, %589 ]
  %601 = phi ptr [ %587, %585 ], [ %598, %589 ]
  %602 = trunc nuw i64 %600 to i8
  store i8 %602, ptr %601, align 1, !tbaa !5
  br label %606

603:                                              ; preds = %578
  %604 = trunc nuw i64 %583 to i8
  %605 = shl nuw i8 %604, 4
  store i8 %605, ptr %579, align 1, !tbaa !5
  br label %606

606:                                              ; preds = %599, %603
  %607 = phi ptr [ %601, %599 ], [ %579, %603 ]
  %608 = getelementptr inbounds i8, ptr %607, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %608, ptr align 1 %580, i64 %583, i1 false)
  %609 = getelementptr inbounds i8, ptr %608, i64 %583
  %610 = ptrtoint ptr %609 to i64
  %611 = ptrtoint ptr %2 to i64
  %612 = sub i64 %610, %611
  %613 = trunc i64 %612 to i32
  br label %1176

614:                                              ; preds = %39
  br i1 %46, label %1176, label %615

615:                                              ; preds = %614
  %616 = icmp eq i32 %3, 0
  br i1 %616, label %617, label %618

617:                                              ; preds = %615
  store i8 0, ptr %2, align 1, !tbaa !5
  br label %1176

618:                                              ; preds = %615
  %619 = zext i32 %40 to i64
  %620 = sub nsw i64 0, %619
  %621 = getelementptr inbounds i8, ptr %1, i64 %620
  %622 = getelementptr inbounds i8, ptr %0, i64 16384
  %623 = load ptr, ptr %622, align 8, !tbaa !52
  %624 = icmp eq ptr %623, null
  %625 = zext i32 %41 to i64
  %626 = getelementptr inbounds i8, ptr %623, i64 %625
  %627 = zext nneg i32 %3 to i64
  %628 = getelementptr i8, ptr %1, i64 %627
  %629 = getelementptr i8, ptr %628, i64 -11
  %630 = getelementptr inbounds i8, ptr %628, i64 -5
  %631 = getelementptr inbounds i8, ptr %626, i64 %620
  %632 = select i1 %624, ptr null, ptr %631
  %633 = add i32 %41, %3
  store i32 %633, ptr %42, align 8, !tbaa !12
  %634 = add i32 %40, %3
  store i32 %634, ptr %6, align 8, !tbaa !8
  %635 = getelementptr inbounds i8, ptr %0, i64 16404
  store i32 2, ptr %635, align 4, !tbaa !13
  %636 = icmp ult i32 %3, 13
  br i1 %636, label %1140, label %637

637:                                              ; preds = %618
  %638 = select i1 %624, ptr null, ptr %626
  %639 = load i64, ptr %1, align 1, !tbaa !5
  %640 = mul i64 %639, -3523014627271114752
  %641 = lshr i64 %640, 52
  %642 = ptrtoint ptr %621 to i64
  %643 = getelementptr inbounds i32, ptr %0, i64 %641
  store i32 %40, ptr %643, align 4, !tbaa !26
  %644 = getelementptr inbounds i8, ptr %1, i64 2
  %645 = getelementptr inbounds i8, ptr %1, i64 1
  %646 = add i32 %40, 1
  %647 = getelementptr inbounds i8, ptr %628, i64 -12
  %648 = getelementptr inbounds i8, ptr %628, i64 -8
  %649 = getelementptr inbounds i8, ptr %628, i64 -6
  %650 = ptrtoint ptr %638 to i64
  %651 = getelementptr inbounds i8, ptr %1, i64 8
  br label %652

652:                                              ; preds = %637, %1133
  %653 = phi ptr [ %644, %637 ], [ %1138, %1133 ]
  %654 = phi i32 [ %646, %637 ], [ %1137, %1133 ]
  %655 = phi ptr [ %645, %637 ], [ %1134, %1133 ]
  %656 = phi ptr [ %1, %637 ], [ %1069, %1133 ]
  %657 = phi ptr [ %2, %637 ], [ %1100, %1133 ]
  %658 = ptrtoint ptr %656 to i64
  %659 = load i64, ptr %655, align 1, !tbaa !5
  br label %660

660:                                              ; preds = %652, %682
  %661 = phi i32 [ 1, %652 ], [ %689, %682 ]
  %662 = phi i32 [ 65, %652 ], [ %688, %682 ]
  %663 = phi ptr [ %653, %652 ], [ %687, %682 ]
  %664 = phi i64 [ %659, %652 ], [ %671, %682 ]
  %665 = phi i32 [ %654, %652 ], [ %685, %682 ]
  %666 = phi ptr [ %655, %652 ], [ %663, %682 ]
  %667 = mul i64 %664, -3523014627271114752
  %668 = lshr i64 %667, 52
  %669 = getelementptr inbounds i32, ptr %0, i64 %668
  %670 = load i32, ptr %669, align 4, !tbaa !26
  %671 = load i64, ptr %663, align 1, !tbaa !5
  store i32 %665, ptr %669, align 4, !tbaa !26
  %672 = add i32 %670, 65535
  %673 = icmp ult i32 %672, %665
  br i1 %673, label %682, label %674

674:                                              ; preds = %660
  %675 = icmp ult i32 %670, %40
  %676 = zext i32 %670 to i64
  %677 = select i1 %675, ptr %632, ptr %621
  %678 = getelementptr inbounds i8, ptr %677, i64 %676
  %679 = load i32, ptr %678, align 1, !tbaa !5
  %680 = load i32, ptr %666, align 1, !tbaa !5
  %681 = icmp eq i32 %679, %680
  br i1 %681, label %691, label %682

682:                                              ; preds = %660, %674
  %683 = ptrtoint ptr %663 to i64
  %684 = sub i64 %683, %642
  %685 = trunc i64 %684 to i32
  %686 = zext nneg i32 %661 to i64
  %687 = getelementptr inbounds i8, ptr %663, i64 %686
  %688 = add nuw nsw i32 %662, 1
  %689 = lshr i32 %662, 6
  %690 = icmp ugt ptr %687, %629
  br i1 %690, label %1140, label %660, !prof !27

691:                                              ; preds = %674
  %692 = getelementptr inbounds i8, ptr %677, i64 %676
  %693 = ptrtoint ptr %666 to i64
  %694 = select i1 %675, ptr %623, ptr %1
  %695 = sub i32 %665, %670
  %696 = trunc i64 %658 to i32
  %697 = trunc i64 %693 to i32
  %698 = sub i32 %697, %696
  %699 = add i32 %698, 239
  %700 = sub i32 %697, %696
  %701 = add i32 %700, -15
  %702 = sub i32 %697, %696
  %703 = add i32 %702, -270
  br label %704

704:                                              ; preds = %691, %714
  %705 = phi i32 [ %703, %691 ], [ %723, %714 ]
  %706 = phi i32 [ %701, %691 ], [ %722, %714 ]
  %707 = phi i32 [ %699, %691 ], [ %721, %714 ]
  %708 = phi i32 [ 0, %691 ], [ %720, %714 ]
  %709 = phi ptr [ %692, %691 ], [ %717, %714 ]
  %710 = phi ptr [ %666, %691 ], [ %715, %714 ]
  %711 = icmp ugt ptr %710, %656
  %712 = icmp ugt ptr %709, %694
  %713 = and i1 %712, %711
  br i1 %713, label %714, label %724

714:                                              ; preds = %704
  %715 = getelementptr inbounds i8, ptr %710, i64 -1
  %716 = load i8, ptr %715, align 1, !tbaa !5
  %717 = getelementptr inbounds i8, ptr %709, i64 -1
  %718 = load i8, ptr %717, align 1, !tbaa !5
  %719 = icmp eq i8 %716, %718
  %720 = add i32 %708, 1
  %721 = add i32 %707, -1
  %722 = add i32 %706, -1
  %723 = add i32 %705, -1
  br i1 %719, label %704, label %724, !llvm.loop !17

724:                                              ; preds = %714, %704
  %725 = ptrtoint ptr %710 to i64
  %726 = sub i64 %725, %658
  %727 = trunc i64 %726 to i32
  %728 = getelementptr i8, ptr %657, i64 1
  %729 = icmp ugt i32 %727, 14
  br i1 %729, label %730, label %755

730:                                              ; preds = %724
  %731 = add i32 %727, -15
  store i8 -16, ptr %657, align 1, !tbaa !5
  %732 = icmp sgt i32 %731, 254
  br i1 %732, label %733, label %750

733:                                              ; preds = %730
  %734 = tail call i32 @llvm.umin.i32(i32 %731, i32 509)
  %735 = add i32 %708, %734
  %736 = sub i32 %699, %735
  %737 = udiv i32 %736, 255
  %738 = add nuw nsw i32 %737, 1
  %739 = zext nneg i32 %738 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %728, i8 -1, i64 %739, i1 false), !tbaa !5
  %740 = tail call i32 @llvm.smin.i32(i32 %706, i32 509)
  %741 = sub i32 %707, %740
  %742 = freeze i32 %741
  %743 = udiv i32 %742, 255
  %744 = zext nneg i32 %743 to i64
  %745 = urem i32 %742, 255
  %746 = sub i32 %745, %742
  %747 = getelementptr i8, ptr %657, i64 2
  %748 = getelementptr i8, ptr %747, i64 %744
  %749 = add i32 %746, %705
  br label %750

750:                                              ; preds = %733, %730
  %751 = phi i32 [ %731, %730 ], [ %749, %733 ]
  %752 = phi ptr [ %728, %730 ], [ %748, %733 ]
  %753 = trunc i32 %751 to i8
  %754 = getelementptr inbounds i8, ptr %752, i64 1
  store i8 %753, ptr %752, align 1, !tbaa !5
  br label %758

755:                                              ; preds = %724
  %756 = trunc i64 %726 to i8
  %757 = shl nuw i8 %756, 4
  store i8 %757, ptr %657, align 1, !tbaa !5
  br label %758

758:                                              ; preds = %755, %750
  %759 = phi ptr [ %754, %750 ], [ %728, %755 ]
  %760 = ptrtoint ptr %759 to i64
  %761 = and i64 %726, 4294967295
  %762 = getelementptr inbounds i8, ptr %759, i64 %761
  %763 = xor i64 %760, -1
  %764 = add nuw i64 %761, %760
  %765 = add nuw i64 %760, 8
  %766 = tail call i64 @llvm.umax.i64(i64 %764, i64 %765)
  %767 = add i64 %766, %763
  %768 = lshr i64 %767, 3
  %769 = add nuw nsw i64 %768, 1
  %770 = icmp ult i64 %767, 24
  %771 = sub i64 %760, %658
  %772 = icmp ult i64 %771, 32
  %773 = or i1 %770, %772
  br i1 %773, label %794, label %774

774:                                              ; preds = %758
  %775 = and i64 %769, 4611686018427387900
  %776 = shl i64 %775, 3
  %777 = getelementptr i8, ptr %656, i64 %776
  %778 = shl i64 %775, 3
  %779 = getelementptr i8, ptr %759, i64 %778
  br label %780

780:                                              ; preds = %780, %774
  %781 = phi i64 [ 0, %774 ], [ %790, %780 ]
  %782 = shl i64 %781, 3
  %783 = getelementptr i8, ptr %656, i64 %782
  %784 = shl i64 %781, 3
  %785 = getelementptr i8, ptr %759, i64 %784
  %786 = getelementptr i8, ptr %783, i64 16
  %787 = load <2 x i64>, ptr %783, align 1
  %788 = load <2 x i64>, ptr %786, align 1
  %789 = getelementptr i8, ptr %785, i64 16
  store <2 x i64> %787, ptr %785, align 1
  store <2 x i64> %788, ptr %789, align 1
  %790 = add nuw i64 %781, 4
  %791 = icmp eq i64 %790, %775
  br i1 %791, label %792, label %780, !llvm.loop !71

792:                                              ; preds = %780
  %793 = icmp eq i64 %769, %775
  br i1 %793, label %804, label %794

794:                                              ; preds = %792, %758
  %795 = phi ptr [ %656, %758 ], [ %777, %792 ]
  %796 = phi ptr [ %759, %758 ], [ %779, %792 ]
  br label %797

797:                                              ; preds = %794, %797
  %798 = phi ptr [ %802, %797 ], [ %795, %794 ]
  %799 = phi ptr [ %801, %797 ], [ %796, %794 ]
  %800 = load i64, ptr %798, align 1
  store i64 %800, ptr %799, align 1
  %801 = getelementptr inbounds i8, ptr %799, i64 8
  %802 = getelementptr inbounds i8, ptr %798, i64 8
  %803 = icmp ult ptr %801, %762
  br i1 %803, label %797, label %804, !llvm.loop !72

804:                                              ; preds = %797, %792
  br label %805

805:                                              ; preds = %804, %1130
  %806 = phi ptr [ %1100, %1130 ], [ %657, %804 ]
  %807 = phi ptr [ %1122, %1130 ], [ %709, %804 ]
  %808 = phi i32 [ %1132, %1130 ], [ %695, %804 ]
  %809 = phi ptr [ %1131, %1130 ], [ %762, %804 ]
  %810 = phi ptr [ %1123, %1130 ], [ %694, %804 ]
  %811 = phi ptr [ %1069, %1130 ], [ %710, %804 ]
  %812 = trunc i32 %808 to i16
  store i16 %812, ptr %809, align 1, !tbaa !5
  %813 = getelementptr inbounds i8, ptr %809, i64 2
  %814 = icmp eq ptr %810, %623
  br i1 %814, label %815, label %985

815:                                              ; preds = %805
  %816 = ptrtoint ptr %807 to i64
  %817 = sub i64 %650, %816
  %818 = getelementptr inbounds i8, ptr %811, i64 %817
  %819 = icmp ugt ptr %818, %630
  %820 = select i1 %819, ptr %630, ptr %818
  %821 = getelementptr inbounds i8, ptr %811, i64 4
  %822 = getelementptr inbounds i8, ptr %807, i64 4
  %823 = getelementptr inbounds i8, ptr %820, i64 -7
  %824 = icmp ugt ptr %823, %821
  br i1 %824, label %825, label %837, !prof !23

825:                                              ; preds = %815
  %826 = load i64, ptr %822, align 1, !tbaa !5
  %827 = load i64, ptr %821, align 1, !tbaa !5
  %828 = icmp eq i64 %826, %827
  br i1 %828, label %829, label %832

829:                                              ; preds = %825
  %830 = getelementptr inbounds i8, ptr %811, i64 12
  %831 = getelementptr inbounds i8, ptr %807, i64 12
  br label %837

832:                                              ; preds = %825
  %833 = xor i64 %827, %826
  %834 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %833, i1 true)
  %835 = trunc nuw nsw i64 %834 to i32
  %836 = lshr i32 %835, 3
  br label %900

837:                                              ; preds = %829, %815
  %838 = phi ptr [ %822, %815 ], [ %831, %829 ]
  %839 = phi ptr [ %821, %815 ], [ %830, %829 ]
  %840 = icmp ult ptr %839, %823
  br i1 %840, label %841, label %860, !prof !24

841:                                              ; preds = %837, %856
  %842 = phi ptr [ %857, %856 ], [ %839, %837 ]
  %843 = phi ptr [ %858, %856 ], [ %838, %837 ]
  %844 = load i64, ptr %843, align 1, !tbaa !5
  %845 = load i64, ptr %842, align 1, !tbaa !5
  %846 = icmp eq i64 %844, %845
  br i1 %846, label %856, label %847

847:                                              ; preds = %841
  %848 = xor i64 %845, %844
  %849 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %848, i1 true)
  %850 = lshr i64 %849, 3
  %851 = getelementptr inbounds i8, ptr %842, i64 %850
  %852 = ptrtoint ptr %851 to i64
  %853 = ptrtoint ptr %821 to i64
  %854 = sub i64 %852, %853
  %855 = trunc i64 %854 to i32
  br label %900

856:                                              ; preds = %841
  %857 = getelementptr inbounds i8, ptr %842, i64 8
  %858 = getelementptr inbounds i8, ptr %843, i64 8
  %859 = icmp ult ptr %857, %823
  br i1 %859, label %841, label %860, !prof !25

860:                                              ; preds = %856, %837
  %861 = phi ptr [ %838, %837 ], [ %858, %856 ]
  %862 = phi ptr [ %839, %837 ], [ %857, %856 ]
  %863 = getelementptr inbounds i8, ptr %820, i64 -3
  %864 = icmp ult ptr %862, %863
  br i1 %864, label %865, label %872

865:                                              ; preds = %860
  %866 = load i32, ptr %861, align 1, !tbaa !5
  %867 = load i32, ptr %862, align 1, !tbaa !5
  %868 = icmp eq i32 %866, %867
  br i1 %868, label %869, label %872

869:                                              ; preds = %865
  %870 = getelementptr inbounds i8, ptr %862, i64 4
  %871 = getelementptr inbounds i8, ptr %861, i64 4
  br label %872

872:                                              ; preds = %869, %865, %860
  %873 = phi ptr [ %871, %869 ], [ %861, %865 ], [ %861, %860 ]
  %874 = phi ptr [ %870, %869 ], [ %862, %865 ], [ %862, %860 ]
  %875 = getelementptr inbounds i8, ptr %820, i64 -1
  %876 = icmp ult ptr %874, %875
  br i1 %876, label %877, label %884

877:                                              ; preds = %872
  %878 = load i16, ptr %873, align 1, !tbaa !5
  %879 = load i16, ptr %874, align 1, !tbaa !5
  %880 = icmp eq i16 %878, %879
  br i1 %880, label %881, label %884

881:                                              ; preds = %877
  %882 = getelementptr inbounds i8, ptr %874, i64 2
  %883 = getelementptr inbounds i8, ptr %873, i64 2
  br label %884

884:                                              ; preds = %881, %877, %872
  %885 = phi ptr [ %883, %881 ], [ %873, %877 ], [ %873, %872 ]
  %886 = phi ptr [ %882, %881 ], [ %874, %877 ], [ %874, %872 ]
  %887 = icmp ult ptr %886, %820
  br i1 %887, label %888, label %894

888:                                              ; preds = %884
  %889 = load i8, ptr %885, align 1, !tbaa !5
  %890 = load i8, ptr %886, align 1, !tbaa !5
  %891 = icmp eq i8 %889, %890
  %892 = zext i1 %891 to i64
  %893 = getelementptr inbounds i8, ptr %886, i64 %892
  br label %894

894:                                              ; preds = %888, %884
  %895 = phi ptr [ %886, %884 ], [ %893, %888 ]
  %896 = ptrtoint ptr %895 to i64
  %897 = ptrtoint ptr %821 to i64
  %898 = sub i64 %896, %897
  %899 = trunc i64 %898 to i32
  br label %900

900:                                              ; preds = %847, %832, %894
  %901 = phi i32 [ %899, %894 ], [ %836, %832 ], [ %855, %847 ]
  %902 = zext i32 %901 to i64
  %903 = add nuw nsw i64 %902, 4
  %904 = getelementptr inbounds i8, ptr %811, i64 %903
  %905 = icmp eq ptr %904, %820
  br i1 %905, label %906, label %1067

906:                                              ; preds = %900
  %907 = icmp ugt ptr %647, %820
  br i1 %907, label %908, label %919, !prof !23

908:                                              ; preds = %906
  %909 = load i64, ptr %1, align 1, !tbaa !5
  %910 = load i64, ptr %820, align 1, !tbaa !5
  %911 = icmp eq i64 %909, %910
  br i1 %911, label %912, label %914

912:                                              ; preds = %908
  %913 = getelementptr inbounds i8, ptr %820, i64 8
  br label %919

914:                                              ; preds = %908
  %915 = xor i64 %910, %909
  %916 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %915, i1 true)
  %917 = trunc nuw nsw i64 %916 to i32
  %918 = lshr i32 %917, 3
  br label %980

919:                                              ; preds = %912, %906
  %920 = phi ptr [ %1, %906 ], [ %651, %912 ]
  %921 = phi ptr [ %820, %906 ], [ %913, %912 ]
  %922 = icmp ult ptr %921, %647
  br i1 %922, label %923, label %942, !prof !24

923:                                              ; preds = %919, %938
  %924 = phi ptr [ %939, %938 ], [ %921, %919 ]
  %925 = phi ptr [ %940, %938 ], [ %920, %919 ]
  %926 = load i64, ptr %925, align 1, !tbaa !5
  %927 = load i64, ptr %924, align 1, !tbaa !5
  %928 = icmp eq i64 %926, %927
  br i1 %928, label %938, label %929

929:                                              ; preds = %923
  %930 = xor i64 %927, %926
  %931 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %930, i1 true)
  %932 = lshr i64 %931, 3
  %933 = getelementptr inbounds i8, ptr %924, i64 %932
  %934 = ptrtoint ptr %933 to i64
  %935 = ptrtoint ptr %820 to i64
  %936 = sub i64 %934, %935
  %937 = trunc i64 %936 to i32
  br label %980

938:                                              ; preds = %923
  %939 = getelementptr inbounds i8, ptr %924, i64 8
  %940 = getelementptr inbounds i8, ptr %925, i64 8
  %941 = icmp ult ptr %939, %647
  br i1 %941, label %923, label %942, !prof !25

942:                                              ; preds = %938, %919
  %943 = phi ptr [ %920, %919 ], [ %940, %938 ]
  %944 = phi ptr [ %921, %919 ], [ %939, %938 ]
  %945 = icmp ult ptr %944, %648
  br i1 %945, label %946, label %953

946:                                              ; preds = %942
  %947 = load i32, ptr %943, align 1, !tbaa !5
  %948 = load i32, ptr %944, align 1, !tbaa !5
  %949 = icmp eq i32 %947, %948
  br i1 %949, label %950, label %953

950:                                              ; preds = %946
  %951 = getelementptr inbounds i8, ptr %944, i64 4
  %952 = getelementptr inbounds i8, ptr %943, i64 4
  br label %953

953:                                              ; preds = %950, %946, %942
  %954 = phi ptr [ %952, %950 ], [ %943, %946 ], [ %943, %942 ]
  %955 = phi ptr [ %951, %950 ], [ %944, %946 ], [ %944, %942 ]
  %956 = icmp ult ptr %955, %649
  br i1 %956, label %957, label %964

957:                                              ; preds = %953
  %958 = load i16, ptr %954, align 1, !tbaa !5
  %959 = load i16, ptr %955, align 1, !tbaa !5
  %960 = icmp eq i16 %958, %959
  br i1 %960, label %961, label %964

961:                                              ; preds = %957
  %962 = getelementptr inbounds i8, ptr %955, i64 2
  %963 = getelementptr inbounds i8, ptr %954, i64 2
  br label %964

964:                                              ; preds = %961, %957, %953
  %965 = phi ptr [ %963, %961 ], [ %954, %957 ], [ %954, %953 ]
  %966 = phi ptr [ %962, %961 ], [ %955, %957 ], [ %955, %953 ]
  %967 = icmp ult ptr %966, %630
  br i1 %967, label %968, label %974

968:                                              ; preds = %964
  %969 = load i8, ptr %965, align 1, !tbaa !5
  %970 = load i8, ptr %966, align 1, !tbaa !5
  %971 = icmp eq i8 %969, %970
  %972 = zext i1 %971 to i64
  %973 = getelementptr inbounds i8, ptr %966, i64 %972
  br label %974

974:                                              ; preds = %968, %964
  %975 = phi ptr [ %966, %964 ], [ %973, %968 ]
  %976 = ptrtoint ptr %975 to i64
  %977 = ptrtoint ptr %820 to i64
  %978 = sub i64 %976, %977
  %979 = trunc i64 %978 to i32
  br label %980

980:                                              ; preds = %929, %914, %974
  %981 = phi i32 [ %979, %974 ], [ %918, %914 ], [ %937, %929 ]
  %982 = add i32 %981, %901
  %983 = zext i32 %981 to i64
  %984 = getelementptr inbounds i8, ptr %904, i64 %983
  br label %1067

985:                                              ; preds = %805
  %986 = getelementptr inbounds i8, ptr %811, i64 4
  %987 = getelementptr inbounds i8, ptr %807, i64 4
  %988 = icmp ugt ptr %647, %986
  br i1 %988, label %989, label %1001, !prof !23

989:                                              ; preds = %985
  %990 = load i64, ptr %987, align 1, !tbaa !5
  %991 = load i64, ptr %986, align 1, !tbaa !5
  %992 = icmp eq i64 %990, %991
  br i1 %992, label %993, label %996

993:                                              ; preds = %989
  %994 = getelementptr inbounds i8, ptr %811, i64 12
  %995 = getelementptr inbounds i8, ptr %807, i64 12
  br label %1001

996:                                              ; preds = %989
  %997 = xor i64 %991, %990
  %998 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %997, i1 true)
  %999 = trunc nuw nsw i64 %998 to i32
  %1000 = lshr i32 %999, 3
  br label %1062

1001:                                             ; preds = %993, %985
  %1002 = phi ptr [ %987, %985 ], [ %995, %993 ]
  %1003 = phi ptr [ %986, %985 ], [ %994, %993 ]
  %1004 = icmp ult ptr %1003, %647
  br i1 %1004, label %1005, label %1024, !prof !24

1005:                                             ; preds = %1001, %1020
  %1006 = phi ptr [ %1021, %1020 ], [ %1003, %1001 ]
  %1007 = phi ptr [ %1022, %1020 ], [ %1002, %1001 ]
  %1008 = load i64, ptr %1007, align 1, !tbaa !5
  %1009 = load i64, ptr %1006, align 1, !tbaa !5
  %1010 = icmp eq i64 %1008, %1009
  br i1 %1010, label %1020, label %1011

1011:                                             ; preds = %1005
  %1012 = xor i64 %1009, %1008
  %1013 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1012, i1 true)
  %1014 = lshr i64 %1013, 3
  %1015 = getelementptr inbounds i8, ptr %1006, i64 %1014
  %1016 = ptrtoint ptr %1015 to i64
  %1017 = ptrtoint ptr %986 to i64
  %1018 = sub i64 %1016, %1017
  %1019 = trunc i64 %1018 to i32
  br label %1062

1020:                                             ; preds = %1005
  %1021 = getelementptr inbounds i8, ptr %1006, i64 8
  %1022 = getelementptr inbounds i8, ptr %1007, i64 8
  %1023 = icmp ult ptr %1021, %647
  br i1 %1023, label %1005, label %1024, !prof !25

1024:                                             ; preds = %1020, %1001
  %1025 = phi ptr [ %1002, %1001 ], [ %1022, %1020 ]
  %1026 = phi ptr [ %1003, %1001 ], [ %1021, %1020 ]
  %1027 = icmp ult ptr %1026, %648
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1024
  %1029 = load i32, ptr %1025, align 1, !tbaa !5
  %1030 = load i32, ptr %1026, align 1, !tbaa !5
  %1031 = icmp eq i32 %1029, %1030
  br i1 %1031, label %1032, label %1035

1032:                                             ; preds = %1028
  %1033 = getelementptr inbounds i8, ptr %1026, i64 4
  %1034 = getelementptr inbounds i8, ptr %1025, i64 4
  br label %1035

1035:                                             ; preds = %1032, %1028, %1024
  %1036 = phi ptr [ %1034, %1032 ], [ %1025, %1028 ], [ %1025, %1024 ]
  %1037 = phi ptr [ %1033, %1032 ], [ %1026, %1028 ], [ %1026, %1024 ]
  %1038 = icmp ult ptr %1037, %649
  br i1 %1038, label %1039, label %1046

1039:                                             ; preds = %1035
  %1040 = load i16, ptr %1036, align 1, !tbaa !5
  %1041 = load i16, ptr %1037, align 1, !tbaa !5
  %1042 = icmp eq i16 %1040, %1041
  br i1 %1042, label %1043, label %1046

1043:                                             ; preds = %1039
  %1044 = getelementptr inbounds i8, ptr %1037, i64 2
  %1045 = getelementptr inbounds i8, ptr %1036, i64 2
  br label %1046

1046:                                             ; preds = %1043, %1039, %1035
  %1047 = phi ptr [ %1045, %1043 ], [ %1036, %1039 ], [ %1036, %1035 ]
  %1048 = phi ptr [ %1044, %1043 ], [ %1037, %1039 ], [ %1037, %1035 ]
  %1049 = icmp ult ptr %1048, %630
  br i1 %1049, label %1050, label %1056

1050:                                             ; preds = %1046
  %1051 = load i8, ptr %1047, align 1, !tbaa !5
  %1052 = load i8, ptr %1048, align 1, !tbaa !5
  %1053 = icmp eq i8 %1051, %1052
  %1054 = zext i1 %1053 to i64
  %1055 = getelementptr inbounds i8, ptr %1048, i64 %1054
  br label %1056

1056:                                             ; preds = %1050, %1046
  %1057 = phi ptr [ %1048, %1046 ], [ %1055, %1050 ]
  %1058 = ptrtoint ptr %1057 to i64
  %1059 = ptrtoint ptr %986 to i64
  %1060 = sub i64 %1058, %1059
  %1061 = trunc i64 %1060 to i32
  br label %1062

1062:                                             ; preds = %1011, %996, %1056
  %1063 = phi i32 [ %1061, %1056 ], [ %1000, %996 ], [ %1019, %1011 ]
  %1064 = zext i32 %1063 to i64
  %1065 = add nuw nsw i64 %1064, 4
  %1066 = getelementptr inbounds i8, ptr %811, i64 %1065
  br label %1067

1067:                                             ; preds = %1062, %980, %900
  %1068 = phi i32 [ %1063, %1062 ], [ %982, %980 ], [ %901, %900 ]
  %1069 = phi ptr [ %1066, %1062 ], [ %984, %980 ], [ %904, %900 ]
  %1070 = freeze i32 %1068
  %1071 = icmp ugt i32 %1070, 14
  %1072 = load i8, ptr %806, align 1, !tbaa !5
  br i1 %1071, label %1073, label %1096

1073:                                             ; preds = %1067
  %1074 = add i8 %1072, 15
  store i8 %1074, ptr %806, align 1, !tbaa !5
  %1075 = add i32 %1070, -15
  store i32 -1, ptr %813, align 1, !tbaa !5
  %1076 = icmp ugt i32 %1075, 1019
  br i1 %1076, label %1077, label %1086

1077:                                             ; preds = %1073
  %1078 = getelementptr i8, ptr %809, i64 6
  %1079 = add i32 %1070, -1035
  %1080 = udiv i32 %1079, 1020
  %1081 = shl nuw nsw i32 %1080, 2
  %1082 = zext nneg i32 %1081 to i64
  %1083 = add nuw nsw i64 %1082, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1078, i8 -1, i64 %1083, i1 false), !tbaa !5
  %1084 = urem i32 %1079, 1020
  %1085 = getelementptr i8, ptr %1078, i64 %1082
  br label %1086

1086:                                             ; preds = %1077, %1073
  %1087 = phi i32 [ %1075, %1073 ], [ %1084, %1077 ]
  %1088 = phi ptr [ %813, %1073 ], [ %1085, %1077 ]
  %1089 = trunc nuw i32 %1087 to i16
  %1090 = udiv i16 %1089, 255
  %1091 = zext nneg i16 %1090 to i64
  %1092 = getelementptr inbounds i8, ptr %1088, i64 %1091
  %1093 = urem i16 %1089, 255
  %1094 = trunc nuw i16 %1093 to i8
  %1095 = getelementptr inbounds i8, ptr %1092, i64 1
  store i8 %1094, ptr %1092, align 1, !tbaa !5
  br label %1099

1096:                                             ; preds = %1067
  %1097 = trunc nuw i32 %1070 to i8
  %1098 = add i8 %1072, %1097
  store i8 %1098, ptr %806, align 1, !tbaa !5
  br label %1099

1099:                                             ; preds = %1096, %1086
  %1100 = phi ptr [ %1095, %1086 ], [ %813, %1096 ]
  %1101 = icmp ult ptr %1069, %629
  br i1 %1101, label %1102, label %1140

1102:                                             ; preds = %1099
  %1103 = getelementptr inbounds i8, ptr %1069, i64 -2
  %1104 = load i64, ptr %1103, align 1, !tbaa !5
  %1105 = mul i64 %1104, -3523014627271114752
  %1106 = lshr i64 %1105, 52
  %1107 = ptrtoint ptr %1103 to i64
  %1108 = sub i64 %1107, %642
  %1109 = trunc i64 %1108 to i32
  %1110 = getelementptr inbounds i32, ptr %0, i64 %1106
  store i32 %1109, ptr %1110, align 4, !tbaa !26
  %1111 = load i64, ptr %1069, align 1, !tbaa !5
  %1112 = mul i64 %1111, -3523014627271114752
  %1113 = lshr i64 %1112, 52
  %1114 = ptrtoint ptr %1069 to i64
  %1115 = sub i64 %1114, %642
  %1116 = trunc i64 %1115 to i32
  %1117 = getelementptr inbounds i32, ptr %0, i64 %1113
  %1118 = load i32, ptr %1117, align 4, !tbaa !26
  %1119 = icmp ult i32 %1118, %40
  %1120 = zext i32 %1118 to i64
  %1121 = select i1 %1119, ptr %632, ptr %621
  %1122 = getelementptr inbounds i8, ptr %1121, i64 %1120
  %1123 = select i1 %1119, ptr %623, ptr %1
  store i32 %1116, ptr %1117, align 4, !tbaa !26
  %1124 = add i32 %1118, 65535
  %1125 = icmp ult i32 %1124, %1116
  br i1 %1125, label %1133, label %1126

1126:                                             ; preds = %1102
  %1127 = load i32, ptr %1122, align 1, !tbaa !5
  %1128 = load i32, ptr %1069, align 1, !tbaa !5
  %1129 = icmp eq i32 %1127, %1128
  br i1 %1129, label %1130, label %1133

1130:                                             ; preds = %1126
  %1131 = getelementptr inbounds i8, ptr %1100, i64 1
  store i8 0, ptr %1100, align 1, !tbaa !5
  %1132 = sub i32 %1116, %1118
  br label %805

1133:                                             ; preds = %1126, %1102
  %1134 = getelementptr inbounds i8, ptr %1069, i64 1
  %1135 = ptrtoint ptr %1134 to i64
  %1136 = sub i64 %1135, %642
  %1137 = trunc i64 %1136 to i32
  %1138 = getelementptr inbounds i8, ptr %1069, i64 2
  %1139 = icmp ugt ptr %1138, %629
  br i1 %1139, label %1140, label %652, !prof !30

1140:                                             ; preds = %1133, %682, %1099, %618
  %1141 = phi ptr [ %2, %618 ], [ %1100, %1099 ], [ %657, %682 ], [ %1100, %1133 ]
  %1142 = phi ptr [ %1, %618 ], [ %1069, %1099 ], [ %656, %682 ], [ %1069, %1133 ]
  %1143 = ptrtoint ptr %628 to i64
  %1144 = ptrtoint ptr %1142 to i64
  %1145 = sub i64 %1143, %1144
  %1146 = icmp ugt i64 %1145, 14
  br i1 %1146, label %1147, label %1165

1147:                                             ; preds = %1140
  %1148 = add i64 %1145, -15
  store i8 -16, ptr %1141, align 1, !tbaa !5
  %1149 = getelementptr i8, ptr %1141, i64 1
  %1150 = icmp ugt i64 %1148, 254
  br i1 %1150, label %1151, label %1161

1151:                                             ; preds = %1147
  %1152 = add i64 %5, %627
  %1153 = add i64 %1152, -270
  %1154 = sub i64 %1153, %1144
  %1155 = udiv i64 %1154, 255
  %1156 = add nuw nsw i64 %1155, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1149, i8 -1, i64 %1156, i1 false), !tbaa !5
  %1157 = mul i64 %1155, -255
  %1158 = add nuw nsw i64 %1155, 2
  %1159 = add i64 %1157, %1154
  %1160 = getelementptr i8, ptr %1141, i64 %1158
  br label %1161

1161:                                             ; preds = %1151, %1147
  %1162 = phi i64 [ %1148, %1147 ], [ %1159, %1151 ]
  %1163 = phi ptr [ %1149, %1147 ], [ %1160, %1151 ]
  %1164 = trunc nuw i64 %1162 to i8
  store i8 %1164, ptr %1163, align 1, !tbaa !5
  br label %1168

1165:                                             ; preds = %1140
  %1166 = trunc nuw i64 %1145 to i8
  %1167 = shl nuw i8 %1166, 4
  store i8 %1167, ptr %1141, align 1, !tbaa !5
  br label %1168

1168:                                             ; preds = %1161, %1165
  %1169 = phi ptr [ %1163, %1161 ], [ %1141, %1165 ]
  %1170 = getelementptr inbounds i8, ptr %1169, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1170, ptr align 1 %1142, i64 %1145, i1 false)
  %1171 = getelementptr inbounds i8, ptr %1170, i64 %1145
  %1172 = ptrtoint ptr %1171 to i64
  %1173 = ptrtoint ptr %2 to i64
  %1174 = sub i64 %1172, %1173
  %1175 = trunc i64 %1174 to i32
  br label %1176

1176:                                             ; preds = %1168, %617, %614, %606, %50, %47
  %1177 = phi i32 [ %613, %606 ], [ 0, %47 ], [ 1, %50 ], [ %1175, %1168 ], [ 0, %614 ], [ 1, %617 ]
  %1178 = getelementptr inbounds i8, ptr %0, i64 16384
  store ptr %1, ptr %1178, align 8, !tbaa !52
  store i32 %3, ptr %42, align 8, !tbaa !12
  ret i32 %1177
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_saveDict(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #12 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16408
  %5 = load i32, ptr %4, align 8, !tbaa !12
  %6 = tail call i32 @llvm.umin.i32(i32 %2, i32 %5)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 65536)
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 16384
  %11 = load ptr, ptr %10, align 8, !tbaa !52
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = zext nneg i32 %7 to i64
  %15 = sub nsw i64 0, %14
  %16 = getelementptr inbounds i8, ptr %13, i64 %15
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 %16, i64 %14, i1 false)
  br label %17

17:                                               ; preds = %9, %3
  %18 = getelementptr inbounds i8, ptr %0, i64 16384
  store ptr %1, ptr %18, align 8, !tbaa !52
  store i32 %7, ptr %4, align 8, !tbaa !12
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @read_long_length_no_check(ptr nocapture noundef %0) local_unnamed_addr #10 {
  %2 = load ptr, ptr %0, align 8, !tbaa !73
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi ptr [ %2, %1 ], [ %8, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %6 = load i8, ptr %4, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %8, ptr %0, align 8, !tbaa !73
  %9 = add i64 %5, %7
  %10 = icmp eq i8 %6, -1
  br i1 %10, label %3, label %11, !llvm.loop !74

11:                                               ; preds = %3
  ret i64 %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = ptrtoint ptr %1 to i64
  %6 = icmp eq ptr %0, null
  %7 = icmp slt i32 %3, 0
  %8 = or i1 %6, %7
  br i1 %8, label %679, label %9

9:                                                ; preds = %4
  %10 = sext i32 %2 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr i8, ptr %1, i64 %12
  %14 = getelementptr inbounds i8, ptr %11, i64 -16
  %15 = getelementptr inbounds i8, ptr %13, i64 -32
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %17, label %23, !prof !16

17:                                               ; preds = %9
  %18 = icmp eq i32 %2, 1
  br i1 %18, label %19, label %679

19:                                               ; preds = %17
  %20 = load i8, ptr %0, align 1, !tbaa !5
  %21 = icmp ne i8 %20, 0
  %22 = sext i1 %21 to i32
  br label %679

23:                                               ; preds = %9
  %24 = icmp eq i32 %2, 0
  br i1 %24, label %679, label %25, !prof !16

25:                                               ; preds = %23
  %26 = ptrtoint ptr %1 to i64
  %27 = icmp ult i32 %3, 64
  br i1 %27, label %664, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %11, i64 -17
  %30 = getelementptr inbounds i8, ptr %11, i64 -15
  %31 = getelementptr inbounds i8, ptr %11, i64 -32
  %32 = getelementptr inbounds i8, ptr %13, i64 -64
  %33 = getelementptr inbounds i8, ptr %11, i64 -4
  br label %34

34:                                               ; preds = %261, %28
  %35 = phi ptr [ %0, %28 ], [ %262, %261 ]
  %36 = phi ptr [ %1, %28 ], [ %263, %261 ]
  %37 = getelementptr inbounds i8, ptr %35, i64 1
  %38 = load i8, ptr %35, align 1, !tbaa !5
  %39 = zext i8 %38 to i32
  %40 = lshr i32 %39, 4
  %41 = zext nneg i32 %40 to i64
  %42 = icmp eq i32 %40, 15
  br i1 %42, label %43, label %80

43:                                               ; preds = %34
  %44 = icmp ult ptr %37, %30
  br i1 %44, label %45, label %672, !prof !23

45:                                               ; preds = %43, %50
  %46 = phi ptr [ %48, %50 ], [ %37, %43 ]
  %47 = phi i64 [ %53, %50 ], [ 0, %43 ]
  %48 = getelementptr inbounds i8, ptr %46, i64 1
  %49 = icmp ugt ptr %48, %30
  br i1 %49, label %672, label %50, !prof !16

50:                                               ; preds = %45
  %51 = load i8, ptr %46, align 1, !tbaa !5
  %52 = zext i8 %51 to i64
  %53 = add i64 %47, %52
  %54 = icmp eq i8 %51, -1
  br i1 %54, label %45, label %55, !llvm.loop !75

55:                                               ; preds = %50
  %56 = icmp eq i64 %53, -1
  br i1 %56, label %672, label %57

57:                                               ; preds = %55
  %58 = add i64 %53, 15
  %59 = ptrtoint ptr %36 to i64
  %60 = xor i64 %59, -1
  %61 = icmp ugt i64 %58, %60
  %62 = ptrtoint ptr %48 to i64
  %63 = xor i64 %62, -1
  %64 = icmp ugt i64 %58, %63
  %65 = or i1 %61, %64
  br i1 %65, label %672, label %66, !prof !76

66:                                               ; preds = %57
  %67 = getelementptr inbounds i8, ptr %36, i64 %58
  %68 = icmp ugt ptr %67, %15
  %69 = getelementptr inbounds i8, ptr %48, i64 %58
  %70 = icmp ugt ptr %69, %31
  %71 = select i1 %68, i1 true, i1 %70
  br i1 %71, label %353, label %72

72:                                               ; preds = %66, %72
  %73 = phi ptr [ %78, %72 ], [ %48, %66 ]
  %74 = phi ptr [ %77, %72 ], [ %36, %66 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %74, ptr noundef nonnull align 1 dereferenceable(16) %73, i64 16, i1 false)
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  %76 = getelementptr inbounds i8, ptr %73, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %75, ptr noundef nonnull align 1 dereferenceable(16) %76, i64 16, i1 false)
  %77 = getelementptr inbounds i8, ptr %74, i64 32
  %78 = getelementptr inbounds i8, ptr %73, i64 32
  %79 = icmp ult ptr %77, %67
  br i1 %79, label %72, label %85, !llvm.loop !77

80:                                               ; preds = %34
  %81 = getelementptr inbounds i8, ptr %36, i64 %41
  %82 = icmp ugt ptr %37, %29
  br i1 %82, label %353, label %83

83:                                               ; preds = %80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %36, ptr noundef nonnull align 1 dereferenceable(16) %37, i64 16, i1 false)
  %84 = getelementptr inbounds i8, ptr %37, i64 %41
  br label %85

85:                                               ; preds = %72, %83
  %86 = phi ptr [ %84, %83 ], [ %69, %72 ]
  %87 = phi ptr [ %81, %83 ], [ %67, %72 ]
  %88 = ptrtoint ptr %87 to i64
  %89 = load i16, ptr %86, align 1, !tbaa !5
  %90 = zext i16 %89 to i64
  %91 = getelementptr inbounds i8, ptr %86, i64 2
  %92 = sub nsw i64 0, %90
  %93 = getelementptr inbounds i8, ptr %87, i64 %92
  %94 = and i32 %39, 15
  %95 = icmp eq i32 %94, 15
  br i1 %95, label %96, label %118

96:                                               ; preds = %85, %101
  %97 = phi ptr [ %99, %101 ], [ %91, %85 ]
  %98 = phi i64 [ %104, %101 ], [ 0, %85 ]
  %99 = getelementptr inbounds i8, ptr %97, i64 1
  %100 = icmp ugt ptr %99, %33
  br i1 %100, label %672, label %101, !prof !16

101:                                              ; preds = %96
  %102 = load i8, ptr %97, align 1, !tbaa !5
  %103 = zext i8 %102 to i64
  %104 = add i64 %98, %103
  %105 = icmp eq i8 %102, -1
  br i1 %105, label %96, label %106, !llvm.loop !75

106:                                              ; preds = %101
  %107 = icmp eq i64 %104, -1
  br i1 %107, label %672, label %108

108:                                              ; preds = %106
  %109 = add i64 %104, 19
  %110 = ptrtoint ptr %87 to i64
  %111 = xor i64 %110, -1
  %112 = icmp ugt i64 %109, %111
  %113 = icmp ult ptr %93, %1
  %114 = select i1 %112, i1 true, i1 %113
  br i1 %114, label %672, label %115, !prof !78

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %87, i64 %109
  %117 = icmp ult ptr %116, %32
  br i1 %117, label %135, label %458

118:                                              ; preds = %85
  %119 = add nuw nsw i32 %94, 4
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds i8, ptr %87, i64 %120
  %122 = icmp ult ptr %121, %32
  br i1 %122, label %123, label %458

123:                                              ; preds = %118
  %124 = icmp uge ptr %93, %1
  %125 = icmp ugt i16 %89, 7
  %126 = select i1 %124, i1 %125, i1 false
  br i1 %126, label %127, label %135

127:                                              ; preds = %123
  %128 = load i64, ptr %93, align 1
  store i64 %128, ptr %87, align 1
  %129 = getelementptr inbounds i8, ptr %87, i64 8
  %130 = getelementptr inbounds i8, ptr %93, i64 8
  %131 = load i64, ptr %130, align 1
  store i64 %131, ptr %129, align 1
  %132 = getelementptr inbounds i8, ptr %87, i64 16
  %133 = getelementptr inbounds i8, ptr %93, i64 16
  %134 = load i16, ptr %133, align 1
  store i16 %134, ptr %132, align 1
  br label %261

135:                                              ; preds = %115, %123
  %136 = phi ptr [ %91, %123 ], [ %99, %115 ]
  %137 = phi i64 [ %120, %123 ], [ %109, %115 ]
  %138 = icmp ult ptr %93, %1
  br i1 %138, label %672, label %139, !prof !79

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %87, i64 %137
  %141 = icmp ult i16 %89, 16
  br i1 %141, label %142, label %273, !prof !16

142:                                              ; preds = %139
  switch i16 %89, label %154 [
    i16 1, label %143
    i16 2, label %147
    i16 4, label %152
  ]

143:                                              ; preds = %142
  %144 = load i8, ptr %93, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = mul nuw i32 %145, 16843009
  br label %227

147:                                              ; preds = %142
  %148 = load i16, ptr %93, align 1
  %149 = zext i16 %148 to i32
  %150 = shl nuw i32 %149, 16
  %151 = or disjoint i32 %150, %149
  br label %227

152:                                              ; preds = %142
  %153 = load i32, ptr %93, align 1
  br label %227

154:                                              ; preds = %142
  %155 = icmp ult i16 %89, 8
  br i1 %155, label %156, label %178

156:                                              ; preds = %154
  store i32 0, ptr %87, align 1, !tbaa !5
  %157 = load i8, ptr %93, align 1, !tbaa !5
  store i8 %157, ptr %87, align 1, !tbaa !5
  %158 = getelementptr inbounds i8, ptr %93, i64 1
  %159 = load i8, ptr %158, align 1, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %87, i64 1
  store i8 %159, ptr %160, align 1, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %93, i64 2
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %87, i64 2
  store i8 %162, ptr %163, align 1, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %93, i64 3
  %165 = load i8, ptr %164, align 1, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %87, i64 3
  store i8 %165, ptr %166, align 1, !tbaa !5
  %167 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %90
  %168 = load i32, ptr %167, align 4, !tbaa !26
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %93, i64 %169
  %171 = getelementptr inbounds i8, ptr %87, i64 4
  %172 = load i32, ptr %170, align 1
  store i32 %172, ptr %171, align 1
  %173 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %90
  %174 = load i32, ptr %173, align 4, !tbaa !26
  %175 = sext i32 %174 to i64
  %176 = sub nsw i64 0, %175
  %177 = getelementptr inbounds i8, ptr %170, i64 %176
  br label %181

178:                                              ; preds = %154
  %179 = load i64, ptr %93, align 1
  store i64 %179, ptr %87, align 1
  %180 = getelementptr inbounds i8, ptr %93, i64 8
  br label %181

181:                                              ; preds = %178, %156
  %182 = phi ptr [ %177, %156 ], [ %180, %178 ]
  %183 = getelementptr i8, ptr %87, i64 8
  %184 = add i64 %137, %88
  %185 = add i64 %88, 16
  %186 = tail call i64 @llvm.umax.i64(i64 %184, i64 %185)
  %187 = add i64 %186, -9
  %188 = sub i64 %187, %88
  %189 = lshr i64 %188, 3
  %190 = add nuw nsw i64 %189, 1
  %191 = icmp ult i64 %188, 24
  br i1 %191, label %217, label %192

192:                                              ; preds = %181
  %193 = ptrtoint ptr %182 to i64
  %194 = add i64 %88, 8
  %195 = sub i64 %194, %193
  %196 = icmp ult i64 %195, 32
  br i1 %196, label %217, label %197

197:                                              ; preds = %192
  %198 = and i64 %190, 4611686018427387900
  %199 = shl i64 %198, 3
  %200 = getelementptr i8, ptr %182, i64 %199
  %201 = shl i64 %198, 3
  %202 = getelementptr i8, ptr %183, i64 %201
  br label %203

203:                                              ; preds = %203, %197
  %204 = phi i64 [ 0, %197 ], [ %213, %203 ]
  %205 = shl i64 %204, 3
  %206 = getelementptr i8, ptr %182, i64 %205
  %207 = shl i64 %204, 3
  %208 = getelementptr i8, ptr %183, i64 %207
  %209 = getelementptr i8, ptr %206, i64 16
  %210 = load <2 x i64>, ptr %206, align 1
  %211 = load <2 x i64>, ptr %209, align 1
  %212 = getelementptr i8, ptr %208, i64 16
  store <2 x i64> %210, ptr %208, align 1
  store <2 x i64> %211, ptr %212, align 1
  %213 = add nuw i64 %204, 4
  %214 = icmp eq i64 %213, %198
  br i1 %214, label %215, label %203, !llvm.loop !80

215:                                              ; preds = %203
  %216 = icmp eq i64 %190, %198
  br i1 %216, label %261, label %217

217:                                              ; preds = %215, %192, %181
  %218 = phi ptr [ %182, %192 ], [ %182, %181 ], [ %200, %215 ]
  %219 = phi ptr [ %183, %192 ], [ %183, %181 ], [ %202, %215 ]
  br label %220

220:                                              ; preds = %217, %220
  %221 = phi ptr [ %225, %220 ], [ %218, %217 ]
  %222 = phi ptr [ %224, %220 ], [ %219, %217 ]
  %223 = load i64, ptr %221, align 1
  store i64 %223, ptr %222, align 1
  %224 = getelementptr inbounds i8, ptr %222, i64 8
  %225 = getelementptr inbounds i8, ptr %221, i64 8
  %226 = icmp ult ptr %224, %140
  br i1 %226, label %220, label %261, !llvm.loop !81

227:                                              ; preds = %152, %147, %143
  %228 = phi i32 [ %153, %152 ], [ %151, %147 ], [ %146, %143 ]
  store i32 %228, ptr %87, align 1
  %229 = getelementptr inbounds i8, ptr %87, i64 4
  store i32 %228, ptr %229, align 1
  %230 = icmp sgt i64 %137, 8
  br i1 %230, label %231, label %261

231:                                              ; preds = %227
  %232 = getelementptr inbounds i8, ptr %87, i64 8
  %233 = add i64 %137, %88
  %234 = add i64 %88, 16
  %235 = tail call i64 @llvm.umax.i64(i64 %233, i64 %234)
  %236 = add i64 %235, -9
  %237 = sub i64 %236, %88
  %238 = lshr i64 %237, 3
  %239 = add nuw nsw i64 %238, 1
  %240 = icmp ult i64 %237, 24
  br i1 %240, label %264, label %241

241:                                              ; preds = %231
  %242 = and i64 %239, 4611686018427387900
  %243 = shl i64 %242, 3
  %244 = getelementptr i8, ptr %232, i64 %243
  %245 = shl i64 %242, 3
  %246 = getelementptr i8, ptr %87, i64 %245
  %247 = insertelement <2 x i32> poison, i32 %228, i64 0
  %248 = getelementptr i8, ptr %87, i64 8
  %249 = getelementptr i8, ptr %87, i64 8
  %250 = shufflevector <2 x i32> %247, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %251

251:                                              ; preds = %251, %241
  %252 = phi i64 [ 0, %241 ], [ %257, %251 ]
  %253 = shl i64 %252, 3
  %254 = or disjoint i64 %253, 16
  %255 = getelementptr i8, ptr %248, i64 %253
  %256 = getelementptr i8, ptr %249, i64 %254
  store <4 x i32> %250, ptr %255, align 1
  store <4 x i32> %250, ptr %256, align 1
  %257 = add nuw i64 %252, 4
  %258 = icmp eq i64 %257, %242
  br i1 %258, label %259, label %251, !llvm.loop !82

259:                                              ; preds = %251
  %260 = icmp eq i64 %239, %242
  br i1 %260, label %261, label %264

261:                                              ; preds = %273, %267, %220, %259, %215, %227, %127
  %262 = phi ptr [ %91, %127 ], [ %136, %227 ], [ %136, %215 ], [ %136, %259 ], [ %136, %220 ], [ %136, %267 ], [ %136, %273 ]
  %263 = phi ptr [ %121, %127 ], [ %140, %227 ], [ %140, %215 ], [ %140, %259 ], [ %140, %220 ], [ %140, %267 ], [ %140, %273 ]
  br label %34

264:                                              ; preds = %259, %231
  %265 = phi ptr [ %232, %231 ], [ %244, %259 ]
  %266 = phi ptr [ %87, %231 ], [ %246, %259 ]
  br label %267

267:                                              ; preds = %264, %267
  %268 = phi ptr [ %271, %267 ], [ %265, %264 ]
  %269 = phi ptr [ %268, %267 ], [ %266, %264 ]
  store i32 %228, ptr %268, align 1
  %270 = getelementptr inbounds i8, ptr %269, i64 12
  store i32 %228, ptr %270, align 1
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = icmp ult ptr %271, %140
  br i1 %272, label %267, label %261, !llvm.loop !83

273:                                              ; preds = %139, %273
  %274 = phi ptr [ %279, %273 ], [ %93, %139 ]
  %275 = phi ptr [ %278, %273 ], [ %87, %139 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %275, ptr noundef nonnull align 1 dereferenceable(16) %274, i64 16, i1 false)
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = getelementptr inbounds i8, ptr %274, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %276, ptr noundef nonnull align 1 dereferenceable(16) %277, i64 16, i1 false)
  %278 = getelementptr inbounds i8, ptr %275, i64 32
  %279 = getelementptr inbounds i8, ptr %274, i64 32
  %280 = icmp ult ptr %278, %140
  br i1 %280, label %273, label %261, !llvm.loop !77

281:                                              ; preds = %664, %305
  %282 = phi i32 [ %318, %305 ], [ %670, %664 ]
  %283 = phi i32 [ %317, %305 ], [ %669, %664 ]
  %284 = phi ptr [ %315, %305 ], [ %667, %664 ]
  %285 = phi ptr [ %314, %305 ], [ %666, %664 ]
  %286 = zext nneg i32 %282 to i64
  %287 = icmp ult ptr %284, %14
  %288 = icmp ule ptr %285, %15
  %289 = and i1 %287, %288
  br i1 %289, label %290, label %347, !prof !23

290:                                              ; preds = %281
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %285, ptr noundef nonnull align 1 dereferenceable(16) %284, i64 16, i1 false)
  %291 = getelementptr inbounds i8, ptr %285, i64 %286
  %292 = getelementptr inbounds i8, ptr %284, i64 %286
  %293 = and i32 %283, 15
  %294 = zext nneg i32 %293 to i64
  %295 = load i16, ptr %292, align 1, !tbaa !5
  %296 = zext i16 %295 to i64
  %297 = getelementptr inbounds i8, ptr %292, i64 2
  %298 = sub nsw i64 0, %296
  %299 = getelementptr inbounds i8, ptr %291, i64 %298
  %300 = icmp eq i32 %293, 15
  %301 = icmp ult i16 %295, 8
  %302 = select i1 %300, i1 true, i1 %301
  %303 = icmp ult ptr %299, %1
  %304 = select i1 %302, i1 true, i1 %303
  br i1 %304, label %427, label %305

305:                                              ; preds = %290
  %306 = load i64, ptr %299, align 1
  store i64 %306, ptr %291, align 1
  %307 = getelementptr inbounds i8, ptr %291, i64 8
  %308 = getelementptr inbounds i8, ptr %299, i64 8
  %309 = load i64, ptr %308, align 1
  store i64 %309, ptr %307, align 1
  %310 = getelementptr inbounds i8, ptr %291, i64 16
  %311 = getelementptr inbounds i8, ptr %299, i64 16
  %312 = load i16, ptr %311, align 1
  store i16 %312, ptr %310, align 1
  %313 = getelementptr inbounds i8, ptr %291, i64 %294
  %314 = getelementptr inbounds i8, ptr %313, i64 4
  %315 = getelementptr inbounds i8, ptr %292, i64 3
  %316 = load i8, ptr %297, align 1, !tbaa !5
  %317 = zext i8 %316 to i32
  %318 = lshr i32 %317, 4
  %319 = icmp eq i32 %318, 15
  br i1 %319, label %320, label %281

320:                                              ; preds = %305, %664
  %321 = phi ptr [ %666, %664 ], [ %314, %305 ]
  %322 = phi ptr [ %667, %664 ], [ %315, %305 ]
  %323 = phi i32 [ %669, %664 ], [ %317, %305 ]
  %324 = getelementptr inbounds i8, ptr %11, i64 -15
  %325 = icmp ult ptr %322, %324
  br i1 %325, label %326, label %672, !prof !23

326:                                              ; preds = %320, %331
  %327 = phi ptr [ %329, %331 ], [ %322, %320 ]
  %328 = phi i64 [ %334, %331 ], [ 0, %320 ]
  %329 = getelementptr inbounds i8, ptr %327, i64 1
  %330 = icmp ugt ptr %329, %324
  br i1 %330, label %672, label %331, !prof !16

331:                                              ; preds = %326
  %332 = load i8, ptr %327, align 1, !tbaa !5
  %333 = zext i8 %332 to i64
  %334 = add i64 %328, %333
  %335 = icmp eq i8 %332, -1
  br i1 %335, label %326, label %336, !llvm.loop !75

336:                                              ; preds = %331
  %337 = icmp eq i64 %334, -1
  br i1 %337, label %672, label %338

338:                                              ; preds = %336
  %339 = add i64 %334, 15
  %340 = ptrtoint ptr %321 to i64
  %341 = xor i64 %340, -1
  %342 = icmp ugt i64 %339, %341
  %343 = ptrtoint ptr %329 to i64
  %344 = xor i64 %343, -1
  %345 = icmp ugt i64 %339, %344
  %346 = or i1 %342, %345
  br i1 %346, label %672, label %347, !prof !76

347:                                              ; preds = %281, %338
  %348 = phi ptr [ %321, %338 ], [ %285, %281 ]
  %349 = phi i32 [ %323, %338 ], [ %283, %281 ]
  %350 = phi ptr [ %329, %338 ], [ %284, %281 ]
  %351 = phi i64 [ %339, %338 ], [ %286, %281 ]
  %352 = getelementptr inbounds i8, ptr %348, i64 %351
  br label %353

353:                                              ; preds = %66, %80, %347
  %354 = phi ptr [ %350, %347 ], [ %48, %66 ], [ %37, %80 ]
  %355 = phi i64 [ %351, %347 ], [ %58, %66 ], [ %41, %80 ]
  %356 = phi i32 [ %349, %347 ], [ %39, %80 ], [ %39, %66 ]
  %357 = phi ptr [ %352, %347 ], [ %67, %66 ], [ %81, %80 ]
  %358 = phi ptr [ %348, %347 ], [ %36, %80 ], [ %36, %66 ]
  %359 = ptrtoint ptr %357 to i64
  %360 = ptrtoint ptr %358 to i64
  %361 = ptrtoint ptr %354 to i64
  %362 = getelementptr inbounds i8, ptr %13, i64 -12
  %363 = icmp ugt ptr %357, %362
  br i1 %363, label %402, label %364

364:                                              ; preds = %353
  %365 = getelementptr inbounds i8, ptr %354, i64 %355
  %366 = getelementptr inbounds i8, ptr %11, i64 -8
  %367 = icmp ugt ptr %365, %366
  br i1 %367, label %402, label %368

368:                                              ; preds = %364
  %369 = add i64 %360, 8
  %370 = tail call i64 @llvm.umax.i64(i64 %359, i64 %369)
  %371 = xor i64 %360, -1
  %372 = add i64 %370, %371
  %373 = lshr i64 %372, 3
  %374 = add nuw nsw i64 %373, 1
  %375 = icmp ult i64 %372, 56
  %376 = sub i64 %360, %361
  %377 = icmp ult i64 %376, 32
  %378 = select i1 %375, i1 true, i1 %377
  br i1 %378, label %379, label %382

379:                                              ; preds = %400, %368
  %380 = phi ptr [ %354, %368 ], [ %385, %400 ]
  %381 = phi ptr [ %358, %368 ], [ %387, %400 ]
  br label %412

382:                                              ; preds = %368
  %383 = and i64 %374, 4611686018427387900
  %384 = shl i64 %383, 3
  %385 = getelementptr i8, ptr %354, i64 %384
  %386 = shl i64 %383, 3
  %387 = getelementptr i8, ptr %358, i64 %386
  br label %388

388:                                              ; preds = %388, %382
  %389 = phi i64 [ 0, %382 ], [ %398, %388 ]
  %390 = shl i64 %389, 3
  %391 = getelementptr i8, ptr %354, i64 %390
  %392 = shl i64 %389, 3
  %393 = getelementptr i8, ptr %358, i64 %392
  %394 = getelementptr i8, ptr %391, i64 16
  %395 = load <2 x i64>, ptr %391, align 1
  %396 = load <2 x i64>, ptr %394, align 1
  %397 = getelementptr i8, ptr %393, i64 16
  store <2 x i64> %395, ptr %393, align 1
  store <2 x i64> %396, ptr %397, align 1
  %398 = add nuw i64 %389, 4
  %399 = icmp eq i64 %398, %383
  br i1 %399, label %400, label %388, !llvm.loop !84

400:                                              ; preds = %388
  %401 = icmp eq i64 %374, %383
  br i1 %401, label %419, label %379

402:                                              ; preds = %364, %353
  %403 = getelementptr inbounds i8, ptr %354, i64 %355
  %404 = icmp ne ptr %403, %11
  %405 = icmp ugt ptr %357, %13
  %406 = select i1 %404, i1 true, i1 %405
  br i1 %406, label %672, label %407

407:                                              ; preds = %402
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %358, ptr nonnull align 1 %354, i64 %355, i1 false)
  %408 = getelementptr inbounds i8, ptr %358, i64 %355
  %409 = ptrtoint ptr %408 to i64
  %410 = sub i64 %409, %26
  %411 = trunc i64 %410 to i32
  br label %679

412:                                              ; preds = %379, %412
  %413 = phi ptr [ %417, %412 ], [ %380, %379 ]
  %414 = phi ptr [ %416, %412 ], [ %381, %379 ]
  %415 = load i64, ptr %413, align 1
  store i64 %415, ptr %414, align 1
  %416 = getelementptr inbounds i8, ptr %414, i64 8
  %417 = getelementptr inbounds i8, ptr %413, i64 8
  %418 = icmp ult ptr %416, %357
  br i1 %418, label %412, label %419, !llvm.loop !85

419:                                              ; preds = %412, %400
  %420 = load i16, ptr %365, align 1, !tbaa !5
  %421 = zext i16 %420 to i64
  %422 = getelementptr inbounds i8, ptr %365, i64 2
  %423 = sub nsw i64 0, %421
  %424 = getelementptr inbounds i8, ptr %357, i64 %423
  %425 = and i32 %356, 15
  %426 = zext nneg i32 %425 to i64
  br label %427

427:                                              ; preds = %290, %419
  %428 = phi ptr [ %422, %419 ], [ %297, %290 ]
  %429 = phi i64 [ %426, %419 ], [ %294, %290 ]
  %430 = phi i64 [ %421, %419 ], [ %296, %290 ]
  %431 = phi ptr [ %424, %419 ], [ %299, %290 ]
  %432 = phi ptr [ %357, %419 ], [ %291, %290 ]
  %433 = icmp eq i64 %429, 15
  br i1 %433, label %434, label %454

434:                                              ; preds = %427
  %435 = getelementptr inbounds i8, ptr %11, i64 -4
  br label %436

436:                                              ; preds = %441, %434
  %437 = phi ptr [ %428, %434 ], [ %439, %441 ]
  %438 = phi i64 [ 0, %434 ], [ %444, %441 ]
  %439 = getelementptr inbounds i8, ptr %437, i64 1
  %440 = icmp ugt ptr %439, %435
  br i1 %440, label %672, label %441, !prof !16

441:                                              ; preds = %436
  %442 = load i8, ptr %437, align 1, !tbaa !5
  %443 = zext i8 %442 to i64
  %444 = add i64 %438, %443
  %445 = icmp eq i8 %442, -1
  br i1 %445, label %436, label %446, !llvm.loop !75

446:                                              ; preds = %441
  %447 = icmp eq i64 %444, -1
  %448 = add i64 %444, 15
  %449 = ptrtoint ptr %432 to i64
  %450 = xor i64 %449, -1
  %451 = icmp ugt i64 %448, %450
  %452 = select i1 %447, i1 true, i1 %451
  %453 = select i1 %447, i64 15, i64 %448
  br i1 %452, label %672, label %454

454:                                              ; preds = %446, %427
  %455 = phi ptr [ %439, %446 ], [ %428, %427 ]
  %456 = phi i64 [ %453, %446 ], [ %429, %427 ]
  %457 = add i64 %456, 4
  br label %458

458:                                              ; preds = %115, %118, %454
  %459 = phi ptr [ %455, %454 ], [ %99, %115 ], [ %91, %118 ]
  %460 = phi i64 [ %457, %454 ], [ %109, %115 ], [ %120, %118 ]
  %461 = phi i64 [ %430, %454 ], [ %90, %118 ], [ %90, %115 ]
  %462 = phi ptr [ %431, %454 ], [ %93, %118 ], [ %93, %115 ]
  %463 = phi ptr [ %432, %454 ], [ %87, %118 ], [ %87, %115 ]
  %464 = ptrtoint ptr %463 to i64
  %465 = icmp ult ptr %462, %1
  br i1 %465, label %672, label %466, !prof !79

466:                                              ; preds = %458
  %467 = getelementptr inbounds i8, ptr %463, i64 %460
  %468 = getelementptr inbounds i8, ptr %13, i64 -12
  %469 = icmp ult i64 %461, 8
  br i1 %469, label %470, label %492, !prof !16

470:                                              ; preds = %466
  store i32 0, ptr %463, align 1, !tbaa !5
  %471 = load i8, ptr %462, align 1, !tbaa !5
  store i8 %471, ptr %463, align 1, !tbaa !5
  %472 = getelementptr inbounds i8, ptr %462, i64 1
  %473 = load i8, ptr %472, align 1, !tbaa !5
  %474 = getelementptr inbounds i8, ptr %463, i64 1
  store i8 %473, ptr %474, align 1, !tbaa !5
  %475 = getelementptr inbounds i8, ptr %462, i64 2
  %476 = load i8, ptr %475, align 1, !tbaa !5
  %477 = getelementptr inbounds i8, ptr %463, i64 2
  store i8 %476, ptr %477, align 1, !tbaa !5
  %478 = getelementptr inbounds i8, ptr %462, i64 3
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = getelementptr inbounds i8, ptr %463, i64 3
  store i8 %479, ptr %480, align 1, !tbaa !5
  %481 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %461
  %482 = load i32, ptr %481, align 4, !tbaa !26
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds i8, ptr %462, i64 %483
  %485 = getelementptr inbounds i8, ptr %463, i64 4
  %486 = load i32, ptr %484, align 1
  store i32 %486, ptr %485, align 1
  %487 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %461
  %488 = load i32, ptr %487, align 4, !tbaa !26
  %489 = sext i32 %488 to i64
  %490 = sub nsw i64 0, %489
  %491 = getelementptr inbounds i8, ptr %484, i64 %490
  br label %495

492:                                              ; preds = %466
  %493 = load i64, ptr %462, align 1
  store i64 %493, ptr %463, align 1
  %494 = getelementptr inbounds i8, ptr %462, i64 8
  br label %495

495:                                              ; preds = %492, %470
  %496 = phi ptr [ %491, %470 ], [ %494, %492 ]
  %497 = ptrtoint ptr %496 to i64
  %498 = getelementptr i8, ptr %463, i64 8
  %499 = icmp ugt ptr %467, %468
  br i1 %499, label %500, label %616, !prof !16

500:                                              ; preds = %495
  %501 = getelementptr i8, ptr %13, i64 -7
  %502 = getelementptr inbounds i8, ptr %13, i64 -5
  %503 = icmp ugt ptr %467, %502
  br i1 %503, label %672, label %504

504:                                              ; preds = %500
  %505 = icmp ult ptr %498, %501
  br i1 %505, label %506, label %555

506:                                              ; preds = %504
  %507 = add i64 %5, %12
  %508 = add i64 %507, -7
  %509 = add i64 %464, 16
  %510 = tail call i64 @llvm.umax.i64(i64 %508, i64 %509)
  %511 = add i64 %510, -9
  %512 = sub i64 %511, %464
  %513 = lshr i64 %512, 3
  %514 = add nuw nsw i64 %513, 1
  %515 = icmp ult i64 %512, 72
  br i1 %515, label %540, label %516

516:                                              ; preds = %506
  %517 = add i64 %464, 8
  %518 = sub i64 %517, %497
  %519 = icmp ult i64 %518, 32
  br i1 %519, label %540, label %520

520:                                              ; preds = %516
  %521 = and i64 %514, 4611686018427387900
  %522 = shl i64 %521, 3
  %523 = getelementptr i8, ptr %496, i64 %522
  %524 = shl i64 %521, 3
  %525 = getelementptr i8, ptr %498, i64 %524
  br label %526

526:                                              ; preds = %526, %520
  %527 = phi i64 [ 0, %520 ], [ %536, %526 ]
  %528 = shl i64 %527, 3
  %529 = getelementptr i8, ptr %496, i64 %528
  %530 = shl i64 %527, 3
  %531 = getelementptr i8, ptr %498, i64 %530
  %532 = getelementptr i8, ptr %529, i64 16
  %533 = load <2 x i64>, ptr %529, align 1
  %534 = load <2 x i64>, ptr %532, align 1
  %535 = getelementptr i8, ptr %531, i64 16
  store <2 x i64> %533, ptr %531, align 1
  store <2 x i64> %534, ptr %535, align 1
  %536 = add nuw i64 %527, 4
  %537 = icmp eq i64 %536, %521
  br i1 %537, label %538, label %526, !llvm.loop !86

538:                                              ; preds = %526
  %539 = icmp eq i64 %514, %521
  br i1 %539, label %550, label %540

540:                                              ; preds = %538, %516, %506
  %541 = phi ptr [ %496, %516 ], [ %496, %506 ], [ %523, %538 ]
  %542 = phi ptr [ %498, %516 ], [ %498, %506 ], [ %525, %538 ]
  br label %543

543:                                              ; preds = %540, %543
  %544 = phi ptr [ %548, %543 ], [ %541, %540 ]
  %545 = phi ptr [ %547, %543 ], [ %542, %540 ]
  %546 = load i64, ptr %544, align 1
  store i64 %546, ptr %545, align 1
  %547 = getelementptr inbounds i8, ptr %545, i64 8
  %548 = getelementptr inbounds i8, ptr %544, i64 8
  %549 = icmp ult ptr %547, %501
  br i1 %549, label %543, label %550, !llvm.loop !87

550:                                              ; preds = %543, %538
  %551 = ptrtoint ptr %501 to i64
  %552 = ptrtoint ptr %498 to i64
  %553 = sub i64 %551, %552
  %554 = getelementptr i8, ptr %496, i64 %553
  br label %555

555:                                              ; preds = %550, %504
  %556 = phi ptr [ %554, %550 ], [ %496, %504 ]
  %557 = phi ptr [ %501, %550 ], [ %498, %504 ]
  %558 = icmp ult ptr %557, %467
  br i1 %558, label %559, label %664

559:                                              ; preds = %555
  %560 = add i64 %460, %464
  %561 = add i64 %5, %12
  %562 = add i64 %561, -7
  %563 = add i64 %464, 8
  %564 = tail call i64 @llvm.umax.i64(i64 %562, i64 %563)
  %565 = sub i64 %560, %564
  %566 = icmp ult i64 %565, 8
  br i1 %566, label %606, label %567

567:                                              ; preds = %559
  %568 = add i64 %464, 8
  %569 = sub i64 %568, %497
  %570 = icmp ult i64 %569, 32
  br i1 %570, label %606, label %571

571:                                              ; preds = %567
  %572 = icmp ult i64 %565, 32
  br i1 %572, label %592, label %573

573:                                              ; preds = %571
  %574 = and i64 %565, -32
  br label %575

575:                                              ; preds = %575, %573
  %576 = phi i64 [ 0, %573 ], [ %583, %575 ]
  %577 = getelementptr i8, ptr %557, i64 %576
  %578 = getelementptr i8, ptr %556, i64 %576
  %579 = getelementptr i8, ptr %578, i64 16
  %580 = load <16 x i8>, ptr %578, align 1, !tbaa !5
  %581 = load <16 x i8>, ptr %579, align 1, !tbaa !5
  %582 = getelementptr i8, ptr %577, i64 16
  store <16 x i8> %580, ptr %577, align 1, !tbaa !5
  store <16 x i8> %581, ptr %582, align 1, !tbaa !5
  %583 = add nuw i64 %576, 32
  %584 = icmp eq i64 %583, %574
  br i1 %584, label %585, label %575, !llvm.loop !88

585:                                              ; preds = %575
  %586 = icmp eq i64 %565, %574
  br i1 %586, label %664, label %587

587:                                              ; preds = %585
  %588 = getelementptr i8, ptr %556, i64 %574
  %589 = getelementptr i8, ptr %557, i64 %574
  %590 = and i64 %565, 24
  %591 = icmp eq i64 %590, 0
  br i1 %591, label %606, label %592

592:                                              ; preds = %571, %587
  %593 = phi i64 [ %574, %587 ], [ 0, %571 ]
  %594 = and i64 %565, -8
  %595 = getelementptr i8, ptr %557, i64 %594
  %596 = getelementptr i8, ptr %556, i64 %594
  br label %597

597:                                              ; preds = %597, %592
  %598 = phi i64 [ %593, %592 ], [ %602, %597 ]
  %599 = getelementptr i8, ptr %557, i64 %598
  %600 = getelementptr i8, ptr %556, i64 %598
  %601 = load <8 x i8>, ptr %600, align 1, !tbaa !5
  store <8 x i8> %601, ptr %599, align 1, !tbaa !5
  %602 = add nuw i64 %598, 8
  %603 = icmp eq i64 %602, %594
  br i1 %603, label %604, label %597, !llvm.loop !89

604:                                              ; preds = %597
  %605 = icmp eq i64 %565, %594
  br i1 %605, label %664, label %606

606:                                              ; preds = %604, %567, %559, %587
  %607 = phi ptr [ %557, %559 ], [ %557, %567 ], [ %589, %587 ], [ %595, %604 ]
  %608 = phi ptr [ %556, %559 ], [ %556, %567 ], [ %588, %587 ], [ %596, %604 ]
  br label %609

609:                                              ; preds = %606, %609
  %610 = phi ptr [ %614, %609 ], [ %607, %606 ]
  %611 = phi ptr [ %612, %609 ], [ %608, %606 ]
  %612 = getelementptr inbounds i8, ptr %611, i64 1
  %613 = load i8, ptr %611, align 1, !tbaa !5
  %614 = getelementptr inbounds i8, ptr %610, i64 1
  store i8 %613, ptr %610, align 1, !tbaa !5
  %615 = icmp ult ptr %614, %467
  br i1 %615, label %609, label %664, !llvm.loop !90

616:                                              ; preds = %495
  %617 = load i64, ptr %496, align 1
  store i64 %617, ptr %498, align 1
  %618 = icmp ugt i64 %460, 16
  br i1 %618, label %619, label %664

619:                                              ; preds = %616
  %620 = getelementptr i8, ptr %463, i64 16
  %621 = add i64 %460, %464
  %622 = add i64 %464, 24
  %623 = tail call i64 @llvm.umax.i64(i64 %621, i64 %622)
  %624 = add i64 %623, -17
  %625 = sub i64 %624, %464
  %626 = lshr i64 %625, 3
  %627 = add nuw nsw i64 %626, 1
  %628 = icmp ult i64 %625, 72
  br i1 %628, label %654, label %629

629:                                              ; preds = %619
  %630 = add i64 %464, 8
  %631 = sub i64 %630, %497
  %632 = icmp ult i64 %631, 32
  br i1 %632, label %654, label %633

633:                                              ; preds = %629
  %634 = and i64 %627, 4611686018427387900
  %635 = shl i64 %634, 3
  %636 = getelementptr i8, ptr %496, i64 %635
  %637 = shl i64 %634, 3
  %638 = getelementptr i8, ptr %620, i64 %637
  br label %639

639:                                              ; preds = %639, %633
  %640 = phi i64 [ 0, %633 ], [ %650, %639 ]
  %641 = shl i64 %640, 3
  %642 = getelementptr i8, ptr %496, i64 %641
  %643 = shl i64 %640, 3
  %644 = getelementptr i8, ptr %620, i64 %643
  %645 = getelementptr inbounds i8, ptr %642, i64 8
  %646 = getelementptr inbounds i8, ptr %642, i64 24
  %647 = load <2 x i64>, ptr %645, align 1
  %648 = load <2 x i64>, ptr %646, align 1
  %649 = getelementptr i8, ptr %644, i64 16
  store <2 x i64> %647, ptr %644, align 1
  store <2 x i64> %648, ptr %649, align 1
  %650 = add nuw i64 %640, 4
  %651 = icmp eq i64 %650, %634
  br i1 %651, label %652, label %639, !llvm.loop !91

652:                                              ; preds = %639
  %653 = icmp eq i64 %627, %634
  br i1 %653, label %664, label %654

654:                                              ; preds = %652, %629, %619
  %655 = phi ptr [ %496, %629 ], [ %496, %619 ], [ %636, %652 ]
  %656 = phi ptr [ %620, %629 ], [ %620, %619 ], [ %638, %652 ]
  br label %657

657:                                              ; preds = %654, %657
  %658 = phi ptr [ %660, %657 ], [ %655, %654 ]
  %659 = phi ptr [ %662, %657 ], [ %656, %654 ]
  %660 = getelementptr inbounds i8, ptr %658, i64 8
  %661 = load i64, ptr %660, align 1
  store i64 %661, ptr %659, align 1
  %662 = getelementptr inbounds i8, ptr %659, i64 8
  %663 = icmp ult ptr %662, %467
  br i1 %663, label %657, label %664, !llvm.loop !92

664:                                              ; preds = %657, %609, %616, %555, %604, %585, %652, %25
  %665 = phi ptr [ %0, %25 ], [ %459, %652 ], [ %459, %585 ], [ %459, %604 ], [ %459, %555 ], [ %459, %616 ], [ %459, %609 ], [ %459, %657 ]
  %666 = phi ptr [ %1, %25 ], [ %467, %652 ], [ %467, %585 ], [ %467, %604 ], [ %467, %555 ], [ %467, %616 ], [ %467, %609 ], [ %467, %657 ]
  %667 = getelementptr inbounds i8, ptr %665, i64 1
  %668 = load i8, ptr %665, align 1, !tbaa !5
  %669 = zext i8 %668 to i32
  %670 = lshr i32 %669, 4
  %671 = icmp eq i32 %670, 15
  br i1 %671, label %320, label %281

672:                                              ; preds = %108, %106, %43, %57, %55, %135, %45, %96, %326, %436, %446, %320, %338, %336, %500, %458, %402
  %673 = phi ptr [ %354, %402 ], [ %439, %446 ], [ %459, %458 ], [ %459, %500 ], [ %329, %338 ], [ %329, %336 ], [ %322, %320 ], [ %439, %436 ], [ %329, %326 ], [ %99, %96 ], [ %48, %45 ], [ %99, %108 ], [ %99, %106 ], [ %37, %43 ], [ %48, %55 ], [ %48, %57 ], [ %136, %135 ]
  %674 = ptrtoint ptr %673 to i64
  %675 = ptrtoint ptr %0 to i64
  %676 = sub i64 %675, %674
  %677 = trunc i64 %676 to i32
  %678 = add nsw i32 %677, -1
  br label %679

679:                                              ; preds = %17, %19, %23, %407, %672, %4
  %680 = phi i32 [ -1, %4 ], [ %678, %672 ], [ %411, %407 ], [ -1, %17 ], [ %22, %19 ], [ -1, %23 ]
  ret i32 %680
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_partial(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.smin.i32(i32 %3, i32 %4)
  %7 = icmp eq ptr %0, null
  %8 = icmp slt i32 %6, 0
  %9 = or i1 %7, %8
  br i1 %9, label %644, label %10

10:                                               ; preds = %5
  %11 = sext i32 %2 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 %11
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  %15 = getelementptr inbounds i8, ptr %12, i64 -16
  %16 = getelementptr inbounds i8, ptr %14, i64 -32
  %17 = icmp eq i32 %6, 0
  br i1 %17, label %644, label %18, !prof !16

18:                                               ; preds = %10
  %19 = icmp eq i32 %2, 0
  br i1 %19, label %644, label %20, !prof !16

20:                                               ; preds = %18
  %21 = ptrtoint ptr %14 to i64
  %22 = ptrtoint ptr %1 to i64
  %23 = icmp ult i32 %6, 64
  br i1 %23, label %624, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %12, i64 -17
  %26 = getelementptr inbounds i8, ptr %12, i64 -15
  %27 = getelementptr inbounds i8, ptr %12, i64 -32
  %28 = getelementptr inbounds i8, ptr %14, i64 -64
  %29 = getelementptr inbounds i8, ptr %12, i64 -4
  br label %30

30:                                               ; preds = %257, %24
  %31 = phi ptr [ %0, %24 ], [ %258, %257 ]
  %32 = phi ptr [ %1, %24 ], [ %259, %257 ]
  %33 = getelementptr inbounds i8, ptr %31, i64 1
  %34 = load i8, ptr %31, align 1, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = lshr i32 %35, 4
  %37 = zext nneg i32 %36 to i64
  %38 = icmp eq i32 %36, 15
  br i1 %38, label %39, label %76

39:                                               ; preds = %30
  %40 = icmp ult ptr %33, %26
  br i1 %40, label %41, label %637, !prof !23

41:                                               ; preds = %39, %46
  %42 = phi ptr [ %44, %46 ], [ %33, %39 ]
  %43 = phi i64 [ %49, %46 ], [ 0, %39 ]
  %44 = getelementptr inbounds i8, ptr %42, i64 1
  %45 = icmp ugt ptr %44, %26
  br i1 %45, label %637, label %46, !prof !16

46:                                               ; preds = %41
  %47 = load i8, ptr %42, align 1, !tbaa !5
  %48 = zext i8 %47 to i64
  %49 = add i64 %43, %48
  %50 = icmp eq i8 %47, -1
  br i1 %50, label %41, label %51, !llvm.loop !75

51:                                               ; preds = %46
  %52 = icmp eq i64 %49, -1
  br i1 %52, label %637, label %53

53:                                               ; preds = %51
  %54 = add i64 %49, 15
  %55 = ptrtoint ptr %32 to i64
  %56 = xor i64 %55, -1
  %57 = icmp ugt i64 %54, %56
  %58 = ptrtoint ptr %44 to i64
  %59 = xor i64 %58, -1
  %60 = icmp ugt i64 %54, %59
  %61 = or i1 %57, %60
  br i1 %61, label %637, label %62, !prof !76

62:                                               ; preds = %53
  %63 = getelementptr inbounds i8, ptr %32, i64 %54
  %64 = icmp ugt ptr %63, %16
  %65 = getelementptr inbounds i8, ptr %44, i64 %54
  %66 = icmp ugt ptr %65, %27
  %67 = select i1 %64, i1 true, i1 %66
  br i1 %67, label %349, label %68

68:                                               ; preds = %62, %68
  %69 = phi ptr [ %74, %68 ], [ %44, %62 ]
  %70 = phi ptr [ %73, %68 ], [ %32, %62 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %70, ptr noundef nonnull align 1 dereferenceable(16) %69, i64 16, i1 false)
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = getelementptr inbounds i8, ptr %69, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %71, ptr noundef nonnull align 1 dereferenceable(16) %72, i64 16, i1 false)
  %73 = getelementptr inbounds i8, ptr %70, i64 32
  %74 = getelementptr inbounds i8, ptr %69, i64 32
  %75 = icmp ult ptr %73, %63
  br i1 %75, label %68, label %81, !llvm.loop !77

76:                                               ; preds = %30
  %77 = getelementptr inbounds i8, ptr %32, i64 %37
  %78 = icmp ugt ptr %33, %25
  br i1 %78, label %349, label %79

79:                                               ; preds = %76
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %32, ptr noundef nonnull align 1 dereferenceable(16) %33, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %33, i64 %37
  br label %81

81:                                               ; preds = %68, %79
  %82 = phi ptr [ %80, %79 ], [ %65, %68 ]
  %83 = phi ptr [ %77, %79 ], [ %63, %68 ]
  %84 = ptrtoint ptr %83 to i64
  %85 = load i16, ptr %82, align 1, !tbaa !5
  %86 = zext i16 %85 to i64
  %87 = getelementptr inbounds i8, ptr %82, i64 2
  %88 = sub nsw i64 0, %86
  %89 = getelementptr inbounds i8, ptr %83, i64 %88
  %90 = and i32 %35, 15
  %91 = icmp eq i32 %90, 15
  br i1 %91, label %92, label %114

92:                                               ; preds = %81, %97
  %93 = phi ptr [ %95, %97 ], [ %87, %81 ]
  %94 = phi i64 [ %100, %97 ], [ 0, %81 ]
  %95 = getelementptr inbounds i8, ptr %93, i64 1
  %96 = icmp ugt ptr %95, %29
  br i1 %96, label %637, label %97, !prof !16

97:                                               ; preds = %92
  %98 = load i8, ptr %93, align 1, !tbaa !5
  %99 = zext i8 %98 to i64
  %100 = add i64 %94, %99
  %101 = icmp eq i8 %98, -1
  br i1 %101, label %92, label %102, !llvm.loop !75

102:                                              ; preds = %97
  %103 = icmp eq i64 %100, -1
  br i1 %103, label %637, label %104

104:                                              ; preds = %102
  %105 = add i64 %100, 19
  %106 = ptrtoint ptr %83 to i64
  %107 = xor i64 %106, -1
  %108 = icmp ugt i64 %105, %107
  %109 = icmp ult ptr %89, %1
  %110 = select i1 %108, i1 true, i1 %109
  br i1 %110, label %637, label %111, !prof !78

111:                                              ; preds = %104
  %112 = getelementptr inbounds i8, ptr %83, i64 %105
  %113 = icmp ult ptr %112, %28
  br i1 %113, label %131, label %467

114:                                              ; preds = %81
  %115 = add nuw nsw i32 %90, 4
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds i8, ptr %83, i64 %116
  %118 = icmp ult ptr %117, %28
  br i1 %118, label %119, label %467

119:                                              ; preds = %114
  %120 = icmp uge ptr %89, %1
  %121 = icmp ugt i16 %85, 7
  %122 = select i1 %120, i1 %121, i1 false
  br i1 %122, label %123, label %131

123:                                              ; preds = %119
  %124 = load i64, ptr %89, align 1
  store i64 %124, ptr %83, align 1
  %125 = getelementptr inbounds i8, ptr %83, i64 8
  %126 = getelementptr inbounds i8, ptr %89, i64 8
  %127 = load i64, ptr %126, align 1
  store i64 %127, ptr %125, align 1
  %128 = getelementptr inbounds i8, ptr %83, i64 16
  %129 = getelementptr inbounds i8, ptr %89, i64 16
  %130 = load i16, ptr %129, align 1
  store i16 %130, ptr %128, align 1
  br label %257

131:                                              ; preds = %111, %119
  %132 = phi ptr [ %87, %119 ], [ %95, %111 ]
  %133 = phi i64 [ %116, %119 ], [ %105, %111 ]
  %134 = icmp ult ptr %89, %1
  br i1 %134, label %637, label %135, !prof !79

135:                                              ; preds = %131
  %136 = getelementptr inbounds i8, ptr %83, i64 %133
  %137 = icmp ult i16 %85, 16
  br i1 %137, label %138, label %269, !prof !16

138:                                              ; preds = %135
  switch i16 %85, label %150 [
    i16 1, label %139
    i16 2, label %143
    i16 4, label %148
  ]

139:                                              ; preds = %138
  %140 = load i8, ptr %89, align 1, !tbaa !5
  %141 = zext i8 %140 to i32
  %142 = mul nuw i32 %141, 16843009
  br label %223

143:                                              ; preds = %138
  %144 = load i16, ptr %89, align 1
  %145 = zext i16 %144 to i32
  %146 = shl nuw i32 %145, 16
  %147 = or disjoint i32 %146, %145
  br label %223

148:                                              ; preds = %138
  %149 = load i32, ptr %89, align 1
  br label %223

150:                                              ; preds = %138
  %151 = icmp ult i16 %85, 8
  br i1 %151, label %152, label %174

152:                                              ; preds = %150
  store i32 0, ptr %83, align 1, !tbaa !5
  %153 = load i8, ptr %89, align 1, !tbaa !5
  store i8 %153, ptr %83, align 1, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %89, i64 1
  %155 = load i8, ptr %154, align 1, !tbaa !5
  %156 = getelementptr inbounds i8, ptr %83, i64 1
  store i8 %155, ptr %156, align 1, !tbaa !5
  %157 = getelementptr inbounds i8, ptr %89, i64 2
  %158 = load i8, ptr %157, align 1, !tbaa !5
  %159 = getelementptr inbounds i8, ptr %83, i64 2
  store i8 %158, ptr %159, align 1, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %89, i64 3
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = getelementptr inbounds i8, ptr %83, i64 3
  store i8 %161, ptr %162, align 1, !tbaa !5
  %163 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %86
  %164 = load i32, ptr %163, align 4, !tbaa !26
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds i8, ptr %89, i64 %165
  %167 = getelementptr inbounds i8, ptr %83, i64 4
  %168 = load i32, ptr %166, align 1
  store i32 %168, ptr %167, align 1
  %169 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %86
  %170 = load i32, ptr %169, align 4, !tbaa !26
  %171 = sext i32 %170 to i64
  %172 = sub nsw i64 0, %171
  %173 = getelementptr inbounds i8, ptr %166, i64 %172
  br label %177

174:                                              ; preds = %150
  %175 = load i64, ptr %89, align 1
  store i64 %175, ptr %83, align 1
  %176 = getelementptr inbounds i8, ptr %89, i64 8
  br label %177

177:                                              ; preds = %174, %152
  %178 = phi ptr [ %173, %152 ], [ %176, %174 ]
  %179 = getelementptr i8, ptr %83, i64 8
  %180 = add i64 %133, %84
  %181 = add i64 %84, 16
  %182 = tail call i64 @llvm.umax.i64(i64 %180, i64 %181)
  %183 = add i64 %182, -9
  %184 = sub i64 %183, %84
  %185 = lshr i64 %184, 3
  %186 = add nuw nsw i64 %185, 1
  %187 = icmp ult i64 %184, 24
  br i1 %187, label %213, label %188

188:                                              ; preds = %177
  %189 = ptrtoint ptr %178 to i64
  %190 = add i64 %84, 8
  %191 = sub i64 %190, %189
  %192 = icmp ult i64 %191, 32
  br i1 %192, label %213, label %193

193:                                              ; preds = %188
  %194 = and i64 %186, 4611686018427387900
  %195 = shl i64 %194, 3
  %196 = getelementptr i8, ptr %178, i64 %195
  %197 = shl i64 %194, 3
  %198 = getelementptr i8, ptr %179, i64 %197
  br label %199

199:                                              ; preds = %199, %193
  %200 = phi i64 [ 0, %193 ], [ %209, %199 ]
  %201 = shl i64 %200, 3
  %202 = getelementptr i8, ptr %178, i64 %201
  %203 = shl i64 %200, 3
  %204 = getelementptr i8, ptr %179, i64 %203
  %205 = getelementptr i8, ptr %202, i64 16
  %206 = load <2 x i64>, ptr %202, align 1
  %207 = load <2 x i64>, ptr %205, align 1
  %208 = getelementptr i8, ptr %204, i64 16
  store <2 x i64> %206, ptr %204, align 1
  store <2 x i64> %207, ptr %208, align 1
  %209 = add nuw i64 %200, 4
  %210 = icmp eq i64 %209, %194
  br i1 %210, label %211, label %199, !llvm.loop !93

211:                                              ; preds = %199
  %212 = icmp eq i64 %186, %194
  br i1 %212, label %257, label %213

213:                                              ; preds = %211, %188, %177
  %214 = phi ptr [ %178, %188 ], [ %178, %177 ], [ %196, %211 ]
  %215 = phi ptr [ %179, %188 ], [ %179, %177 ], [ %198, %211 ]
  br label %216

216:                                              ; preds = %213, %216
  %217 = phi ptr [ %221, %216 ], [ %214, %213 ]
  %218 = phi ptr [ %220, %216 ], [ %215, %213 ]
  %219 = load i64, ptr %217, align 1
  store i64 %219, ptr %218, align 1
  %220 = getelementptr inbounds i8, ptr %218, i64 8
  %221 = getelementptr inbounds i8, ptr %217, i64 8
  %222 = icmp ult ptr %220, %136
  br i1 %222, label %216, label %257, !llvm.loop !94

223:                                              ; preds = %148, %143, %139
  %224 = phi i32 [ %149, %148 ], [ %147, %143 ], [ %142, %139 ]
  store i32 %224, ptr %83, align 1
  %225 = getelementptr inbounds i8, ptr %83, i64 4
  store i32 %224, ptr %225, align 1
  %226 = icmp sgt i64 %133, 8
  br i1 %226, label %227, label %257

227:                                              ; preds = %223
  %228 = getelementptr inbounds i8, ptr %83, i64 8
  %229 = add i64 %133, %84
  %230 = add i64 %84, 16
  %231 = tail call i64 @llvm.umax.i64(i64 %229, i64 %230)
  %232 = add i64 %231, -9
  %233 = sub i64 %232, %84
  %234 = lshr i64 %233, 3
  %235 = add nuw nsw i64 %234, 1
  %236 = icmp ult i64 %233, 24
  br i1 %236, label %260, label %237

237:                                              ; preds = %227
  %238 = and i64 %235, 4611686018427387900
  %239 = shl i64 %238, 3
  %240 = getelementptr i8, ptr %228, i64 %239
  %241 = shl i64 %238, 3
  %242 = getelementptr i8, ptr %83, i64 %241
  %243 = insertelement <2 x i32> poison, i32 %224, i64 0
  %244 = getelementptr i8, ptr %83, i64 8
  %245 = getelementptr i8, ptr %83, i64 8
  %246 = shufflevector <2 x i32> %243, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %247

247:                                              ; preds = %247, %237
  %248 = phi i64 [ 0, %237 ], [ %253, %247 ]
  %249 = shl i64 %248, 3
  %250 = or disjoint i64 %249, 16
  %251 = getelementptr i8, ptr %244, i64 %249
  %252 = getelementptr i8, ptr %245, i64 %250
  store <4 x i32> %246, ptr %251, align 1
  store <4 x i32> %246, ptr %252, align 1
  %253 = add nuw i64 %248, 4
  %254 = icmp eq i64 %253, %238
  br i1 %254, label %255, label %247, !llvm.loop !95

255:                                              ; preds = %247
  %256 = icmp eq i64 %235, %238
  br i1 %256, label %257, label %260

257:                                              ; preds = %269, %263, %216, %255, %211, %223, %123
  %258 = phi ptr [ %87, %123 ], [ %132, %223 ], [ %132, %211 ], [ %132, %255 ], [ %132, %216 ], [ %132, %263 ], [ %132, %269 ]
  %259 = phi ptr [ %117, %123 ], [ %136, %223 ], [ %136, %211 ], [ %136, %255 ], [ %136, %216 ], [ %136, %263 ], [ %136, %269 ]
  br label %30

260:                                              ; preds = %255, %227
  %261 = phi ptr [ %228, %227 ], [ %240, %255 ]
  %262 = phi ptr [ %83, %227 ], [ %242, %255 ]
  br label %263

263:                                              ; preds = %260, %263
  %264 = phi ptr [ %267, %263 ], [ %261, %260 ]
  %265 = phi ptr [ %264, %263 ], [ %262, %260 ]
  store i32 %224, ptr %264, align 1
  %266 = getelementptr inbounds i8, ptr %265, i64 12
  store i32 %224, ptr %266, align 1
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = icmp ult ptr %267, %136
  br i1 %268, label %263, label %257, !llvm.loop !96

269:                                              ; preds = %135, %269
  %270 = phi ptr [ %275, %269 ], [ %89, %135 ]
  %271 = phi ptr [ %274, %269 ], [ %83, %135 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %271, ptr noundef nonnull align 1 dereferenceable(16) %270, i64 16, i1 false)
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  %273 = getelementptr inbounds i8, ptr %270, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %272, ptr noundef nonnull align 1 dereferenceable(16) %273, i64 16, i1 false)
  %274 = getelementptr inbounds i8, ptr %271, i64 32
  %275 = getelementptr inbounds i8, ptr %270, i64 32
  %276 = icmp ult ptr %274, %136
  br i1 %276, label %269, label %257, !llvm.loop !77

277:                                              ; preds = %624, %301
  %278 = phi i32 [ %314, %301 ], [ %630, %624 ]
  %279 = phi i32 [ %313, %301 ], [ %629, %624 ]
  %280 = phi ptr [ %311, %301 ], [ %627, %624 ]
  %281 = phi ptr [ %310, %301 ], [ %626, %624 ]
  %282 = zext nneg i32 %278 to i64
  %283 = icmp ult ptr %280, %15
  %284 = icmp ule ptr %281, %16
  %285 = and i1 %283, %284
  br i1 %285, label %286, label %343, !prof !23

286:                                              ; preds = %277
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %281, ptr noundef nonnull align 1 dereferenceable(16) %280, i64 16, i1 false)
  %287 = getelementptr inbounds i8, ptr %281, i64 %282
  %288 = getelementptr inbounds i8, ptr %280, i64 %282
  %289 = and i32 %279, 15
  %290 = zext nneg i32 %289 to i64
  %291 = load i16, ptr %288, align 1, !tbaa !5
  %292 = zext i16 %291 to i64
  %293 = getelementptr inbounds i8, ptr %288, i64 2
  %294 = sub nsw i64 0, %292
  %295 = getelementptr inbounds i8, ptr %287, i64 %294
  %296 = icmp eq i32 %289, 15
  %297 = icmp ult i16 %291, 8
  %298 = select i1 %296, i1 true, i1 %297
  %299 = icmp ult ptr %295, %1
  %300 = select i1 %298, i1 true, i1 %299
  br i1 %300, label %436, label %301

301:                                              ; preds = %286
  %302 = load i64, ptr %295, align 1
  store i64 %302, ptr %287, align 1
  %303 = getelementptr inbounds i8, ptr %287, i64 8
  %304 = getelementptr inbounds i8, ptr %295, i64 8
  %305 = load i64, ptr %304, align 1
  store i64 %305, ptr %303, align 1
  %306 = getelementptr inbounds i8, ptr %287, i64 16
  %307 = getelementptr inbounds i8, ptr %295, i64 16
  %308 = load i16, ptr %307, align 1
  store i16 %308, ptr %306, align 1
  %309 = getelementptr inbounds i8, ptr %287, i64 %290
  %310 = getelementptr inbounds i8, ptr %309, i64 4
  %311 = getelementptr inbounds i8, ptr %288, i64 3
  %312 = load i8, ptr %293, align 1, !tbaa !5
  %313 = zext i8 %312 to i32
  %314 = lshr i32 %313, 4
  %315 = icmp eq i32 %314, 15
  br i1 %315, label %316, label %277

316:                                              ; preds = %301, %624
  %317 = phi ptr [ %626, %624 ], [ %310, %301 ]
  %318 = phi ptr [ %627, %624 ], [ %311, %301 ]
  %319 = phi i32 [ %629, %624 ], [ %313, %301 ]
  %320 = getelementptr inbounds i8, ptr %12, i64 -15
  %321 = icmp ult ptr %318, %320
  br i1 %321, label %322, label %637, !prof !23

322:                                              ; preds = %316, %327
  %323 = phi ptr [ %325, %327 ], [ %318, %316 ]
  %324 = phi i64 [ %330, %327 ], [ 0, %316 ]
  %325 = getelementptr inbounds i8, ptr %323, i64 1
  %326 = icmp ugt ptr %325, %320
  br i1 %326, label %637, label %327, !prof !16

327:                                              ; preds = %322
  %328 = load i8, ptr %323, align 1, !tbaa !5
  %329 = zext i8 %328 to i64
  %330 = add i64 %324, %329
  %331 = icmp eq i8 %328, -1
  br i1 %331, label %322, label %332, !llvm.loop !75

332:                                              ; preds = %327
  %333 = icmp eq i64 %330, -1
  br i1 %333, label %637, label %334

334:                                              ; preds = %332
  %335 = add i64 %330, 15
  %336 = ptrtoint ptr %317 to i64
  %337 = xor i64 %336, -1
  %338 = icmp ugt i64 %335, %337
  %339 = ptrtoint ptr %325 to i64
  %340 = xor i64 %339, -1
  %341 = icmp ugt i64 %335, %340
  %342 = or i1 %338, %341
  br i1 %342, label %637, label %343, !prof !76

343:                                              ; preds = %277, %334
  %344 = phi ptr [ %317, %334 ], [ %281, %277 ]
  %345 = phi i32 [ %319, %334 ], [ %279, %277 ]
  %346 = phi ptr [ %325, %334 ], [ %280, %277 ]
  %347 = phi i64 [ %335, %334 ], [ %282, %277 ]
  %348 = getelementptr inbounds i8, ptr %344, i64 %347
  br label %349

349:                                              ; preds = %62, %76, %343
  %350 = phi ptr [ %346, %343 ], [ %44, %62 ], [ %33, %76 ]
  %351 = phi i64 [ %347, %343 ], [ %54, %62 ], [ %37, %76 ]
  %352 = phi i32 [ %345, %343 ], [ %35, %76 ], [ %35, %62 ]
  %353 = phi ptr [ %348, %343 ], [ %63, %62 ], [ %77, %76 ]
  %354 = phi ptr [ %344, %343 ], [ %32, %76 ], [ %32, %62 ]
  %355 = ptrtoint ptr %353 to i64
  %356 = ptrtoint ptr %354 to i64
  %357 = ptrtoint ptr %350 to i64
  %358 = getelementptr inbounds i8, ptr %14, i64 -12
  %359 = icmp ugt ptr %353, %358
  br i1 %359, label %398, label %360

360:                                              ; preds = %349
  %361 = getelementptr inbounds i8, ptr %350, i64 %351
  %362 = getelementptr inbounds i8, ptr %12, i64 -8
  %363 = icmp ugt ptr %361, %362
  br i1 %363, label %398, label %364

364:                                              ; preds = %360
  %365 = add i64 %356, 8
  %366 = tail call i64 @llvm.umax.i64(i64 %355, i64 %365)
  %367 = xor i64 %356, -1
  %368 = add i64 %366, %367
  %369 = lshr i64 %368, 3
  %370 = add nuw nsw i64 %369, 1
  %371 = icmp ult i64 %368, 56
  %372 = sub i64 %356, %357
  %373 = icmp ult i64 %372, 32
  %374 = select i1 %371, i1 true, i1 %373
  br i1 %374, label %375, label %378

375:                                              ; preds = %396, %364
  %376 = phi ptr [ %350, %364 ], [ %381, %396 ]
  %377 = phi ptr [ %354, %364 ], [ %383, %396 ]
  br label %419

378:                                              ; preds = %364
  %379 = and i64 %370, 4611686018427387900
  %380 = shl i64 %379, 3
  %381 = getelementptr i8, ptr %350, i64 %380
  %382 = shl i64 %379, 3
  %383 = getelementptr i8, ptr %354, i64 %382
  br label %384

384:                                              ; preds = %384, %378
  %385 = phi i64 [ 0, %378 ], [ %394, %384 ]
  %386 = shl i64 %385, 3
  %387 = getelementptr i8, ptr %350, i64 %386
  %388 = shl i64 %385, 3
  %389 = getelementptr i8, ptr %354, i64 %388
  %390 = getelementptr i8, ptr %387, i64 16
  %391 = load <2 x i64>, ptr %387, align 1
  %392 = load <2 x i64>, ptr %390, align 1
  %393 = getelementptr i8, ptr %389, i64 16
  store <2 x i64> %391, ptr %389, align 1
  store <2 x i64> %392, ptr %393, align 1
  %394 = add nuw i64 %385, 4
  %395 = icmp eq i64 %394, %379
  br i1 %395, label %396, label %384, !llvm.loop !97

396:                                              ; preds = %384
  %397 = icmp eq i64 %370, %379
  br i1 %397, label %426, label %375

398:                                              ; preds = %360, %349
  %399 = getelementptr inbounds i8, ptr %350, i64 %351
  %400 = icmp ugt ptr %399, %12
  %401 = ptrtoint ptr %12 to i64
  %402 = ptrtoint ptr %350 to i64
  %403 = sub i64 %401, %402
  %404 = getelementptr inbounds i8, ptr %354, i64 %403
  %405 = select i1 %400, ptr %404, ptr %353
  %406 = icmp ugt ptr %405, %14
  br i1 %406, label %407, label %411

407:                                              ; preds = %398
  %408 = ptrtoint ptr %354 to i64
  %409 = sub i64 %21, %408
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %354, ptr nonnull align 1 %350, i64 %409, i1 false)
  %410 = getelementptr inbounds i8, ptr %354, i64 %409
  br label %632

411:                                              ; preds = %398
  %412 = select i1 %400, i64 %403, i64 %351
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %354, ptr nonnull align 1 %350, i64 %412, i1 false)
  %413 = getelementptr inbounds i8, ptr %350, i64 %412
  %414 = getelementptr inbounds i8, ptr %354, i64 %412
  %415 = icmp ne ptr %405, %14
  %416 = getelementptr inbounds i8, ptr %12, i64 -2
  %417 = icmp ult ptr %413, %416
  %418 = select i1 %415, i1 %417, i1 false
  br i1 %418, label %426, label %632

419:                                              ; preds = %375, %419
  %420 = phi ptr [ %424, %419 ], [ %376, %375 ]
  %421 = phi ptr [ %423, %419 ], [ %377, %375 ]
  %422 = load i64, ptr %420, align 1
  store i64 %422, ptr %421, align 1
  %423 = getelementptr inbounds i8, ptr %421, i64 8
  %424 = getelementptr inbounds i8, ptr %420, i64 8
  %425 = icmp ult ptr %423, %353
  br i1 %425, label %419, label %426, !llvm.loop !98

426:                                              ; preds = %419, %396, %411
  %427 = phi ptr [ %413, %411 ], [ %361, %396 ], [ %361, %419 ]
  %428 = phi ptr [ %414, %411 ], [ %353, %396 ], [ %353, %419 ]
  %429 = load i16, ptr %427, align 1, !tbaa !5
  %430 = zext i16 %429 to i64
  %431 = getelementptr inbounds i8, ptr %427, i64 2
  %432 = sub nsw i64 0, %430
  %433 = getelementptr inbounds i8, ptr %428, i64 %432
  %434 = and i32 %352, 15
  %435 = zext nneg i32 %434 to i64
  br label %436

436:                                              ; preds = %286, %426
  %437 = phi ptr [ %431, %426 ], [ %293, %286 ]
  %438 = phi i64 [ %435, %426 ], [ %290, %286 ]
  %439 = phi i64 [ %430, %426 ], [ %292, %286 ]
  %440 = phi ptr [ %433, %426 ], [ %295, %286 ]
  %441 = phi ptr [ %428, %426 ], [ %287, %286 ]
  %442 = icmp eq i64 %438, 15
  br i1 %442, label %443, label %463

443:                                              ; preds = %436
  %444 = getelementptr inbounds i8, ptr %12, i64 -4
  br label %445

445:                                              ; preds = %450, %443
  %446 = phi ptr [ %437, %443 ], [ %448, %450 ]
  %447 = phi i64 [ 0, %443 ], [ %453, %450 ]
  %448 = getelementptr inbounds i8, ptr %446, i64 1
  %449 = icmp ugt ptr %448, %444
  br i1 %449, label %637, label %450, !prof !16

450:                                              ; preds = %445
  %451 = load i8, ptr %446, align 1, !tbaa !5
  %452 = zext i8 %451 to i64
  %453 = add i64 %447, %452
  %454 = icmp eq i8 %451, -1
  br i1 %454, label %445, label %455, !llvm.loop !75

455:                                              ; preds = %450
  %456 = icmp eq i64 %453, -1
  %457 = add i64 %453, 15
  %458 = ptrtoint ptr %441 to i64
  %459 = xor i64 %458, -1
  %460 = icmp ugt i64 %457, %459
  %461 = select i1 %456, i1 true, i1 %460
  %462 = select i1 %456, i64 15, i64 %457
  br i1 %461, label %637, label %463

463:                                              ; preds = %455, %436
  %464 = phi ptr [ %448, %455 ], [ %437, %436 ]
  %465 = phi i64 [ %462, %455 ], [ %438, %436 ]
  %466 = add i64 %465, 4
  br label %467

467:                                              ; preds = %111, %114, %463
  %468 = phi ptr [ %464, %463 ], [ %95, %111 ], [ %87, %114 ]
  %469 = phi i64 [ %466, %463 ], [ %105, %111 ], [ %116, %114 ]
  %470 = phi i64 [ %439, %463 ], [ %86, %114 ], [ %86, %111 ]
  %471 = phi ptr [ %440, %463 ], [ %89, %114 ], [ %89, %111 ]
  %472 = phi ptr [ %441, %463 ], [ %83, %114 ], [ %83, %111 ]
  %473 = ptrtoint ptr %471 to i64
  %474 = ptrtoint ptr %472 to i64
  %475 = icmp ult ptr %471, %1
  br i1 %475, label %637, label %476, !prof !79

476:                                              ; preds = %467
  %477 = getelementptr inbounds i8, ptr %472, i64 %469
  %478 = getelementptr inbounds i8, ptr %14, i64 -12
  %479 = icmp ugt ptr %477, %478
  br i1 %479, label %480, label %546

480:                                              ; preds = %476
  %481 = ptrtoint ptr %472 to i64
  %482 = sub i64 %21, %481
  %483 = tail call i64 @llvm.umin.i64(i64 %469, i64 %482)
  %484 = getelementptr inbounds i8, ptr %471, i64 %483
  %485 = getelementptr inbounds i8, ptr %472, i64 %483
  %486 = icmp ugt ptr %484, %472
  br i1 %486, label %487, label %543

487:                                              ; preds = %480
  %488 = icmp sgt i64 %483, 0
  br i1 %488, label %489, label %544

489:                                              ; preds = %487
  %490 = add i64 %483, %481
  %491 = add i64 %481, 1
  %492 = tail call i64 @llvm.umax.i64(i64 %490, i64 %491)
  %493 = sub i64 %492, %481
  %494 = icmp ult i64 %493, 8
  %495 = sub i64 %481, %473
  %496 = icmp ult i64 %495, 32
  %497 = or i1 %494, %496
  br i1 %497, label %533, label %498

498:                                              ; preds = %489
  %499 = icmp ult i64 %493, 32
  br i1 %499, label %519, label %500

500:                                              ; preds = %498
  %501 = and i64 %493, -32
  br label %502

502:                                              ; preds = %502, %500
  %503 = phi i64 [ 0, %500 ], [ %510, %502 ]
  %504 = getelementptr i8, ptr %472, i64 %503
  %505 = getelementptr i8, ptr %471, i64 %503
  %506 = getelementptr i8, ptr %505, i64 16
  %507 = load <16 x i8>, ptr %505, align 1, !tbaa !5
  %508 = load <16 x i8>, ptr %506, align 1, !tbaa !5
  %509 = getelementptr i8, ptr %504, i64 16
  store <16 x i8> %507, ptr %504, align 1, !tbaa !5
  store <16 x i8> %508, ptr %509, align 1, !tbaa !5
  %510 = add nuw i64 %503, 32
  %511 = icmp eq i64 %510, %501
  br i1 %511, label %512, label %502, !llvm.loop !99

512:                                              ; preds = %502
  %513 = icmp eq i64 %493, %501
  br i1 %513, label %544, label %514

514:                                              ; preds = %512
  %515 = getelementptr i8, ptr %471, i64 %501
  %516 = getelementptr i8, ptr %472, i64 %501
  %517 = and i64 %493, 24
  %518 = icmp eq i64 %517, 0
  br i1 %518, label %533, label %519

519:                                              ; preds = %498, %514
  %520 = phi i64 [ %501, %514 ], [ 0, %498 ]
  %521 = and i64 %493, -8
  %522 = getelementptr i8, ptr %472, i64 %521
  %523 = getelementptr i8, ptr %471, i64 %521
  br label %524

524:                                              ; preds = %524, %519
  %525 = phi i64 [ %520, %519 ], [ %529, %524 ]
  %526 = getelementptr i8, ptr %472, i64 %525
  %527 = getelementptr i8, ptr %471, i64 %525
  %528 = load <8 x i8>, ptr %527, align 1, !tbaa !5
  store <8 x i8> %528, ptr %526, align 1, !tbaa !5
  %529 = add nuw i64 %525, 8
  %530 = icmp eq i64 %529, %521
  br i1 %530, label %531, label %524, !llvm.loop !100

531:                                              ; preds = %524
  %532 = icmp eq i64 %493, %521
  br i1 %532, label %544, label %533

533:                                              ; preds = %531, %489, %514
  %534 = phi ptr [ %472, %489 ], [ %516, %514 ], [ %522, %531 ]
  %535 = phi ptr [ %471, %489 ], [ %515, %514 ], [ %523, %531 ]
  br label %536

536:                                              ; preds = %533, %536
  %537 = phi ptr [ %541, %536 ], [ %534, %533 ]
  %538 = phi ptr [ %539, %536 ], [ %535, %533 ]
  %539 = getelementptr inbounds i8, ptr %538, i64 1
  %540 = load i8, ptr %538, align 1, !tbaa !5
  %541 = getelementptr inbounds i8, ptr %537, i64 1
  store i8 %540, ptr %537, align 1, !tbaa !5
  %542 = icmp ult ptr %541, %485
  br i1 %542, label %536, label %544, !llvm.loop !101

543:                                              ; preds = %480
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %472, ptr align 1 %471, i64 %483, i1 false)
  br label %544

544:                                              ; preds = %536, %512, %531, %487, %543
  %545 = icmp eq ptr %485, %14
  br i1 %545, label %632, label %624

546:                                              ; preds = %476
  %547 = icmp ult i64 %470, 8
  br i1 %547, label %548, label %570, !prof !16

548:                                              ; preds = %546
  store i32 0, ptr %472, align 1, !tbaa !5
  %549 = load i8, ptr %471, align 1, !tbaa !5
  store i8 %549, ptr %472, align 1, !tbaa !5
  %550 = getelementptr inbounds i8, ptr %471, i64 1
  %551 = load i8, ptr %550, align 1, !tbaa !5
  %552 = getelementptr inbounds i8, ptr %472, i64 1
  store i8 %551, ptr %552, align 1, !tbaa !5
  %553 = getelementptr inbounds i8, ptr %471, i64 2
  %554 = load i8, ptr %553, align 1, !tbaa !5
  %555 = getelementptr inbounds i8, ptr %472, i64 2
  store i8 %554, ptr %555, align 1, !tbaa !5
  %556 = getelementptr inbounds i8, ptr %471, i64 3
  %557 = load i8, ptr %556, align 1, !tbaa !5
  %558 = getelementptr inbounds i8, ptr %472, i64 3
  store i8 %557, ptr %558, align 1, !tbaa !5
  %559 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %470
  %560 = load i32, ptr %559, align 4, !tbaa !26
  %561 = zext i32 %560 to i64
  %562 = getelementptr inbounds i8, ptr %471, i64 %561
  %563 = getelementptr inbounds i8, ptr %472, i64 4
  %564 = load i32, ptr %562, align 1
  store i32 %564, ptr %563, align 1
  %565 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %470
  %566 = load i32, ptr %565, align 4, !tbaa !26
  %567 = sext i32 %566 to i64
  %568 = sub nsw i64 0, %567
  %569 = getelementptr inbounds i8, ptr %562, i64 %568
  br label %573

570:                                              ; preds = %546
  %571 = load i64, ptr %471, align 1
  store i64 %571, ptr %472, align 1
  %572 = getelementptr inbounds i8, ptr %471, i64 8
  br label %573

573:                                              ; preds = %548, %570
  %574 = phi ptr [ %569, %548 ], [ %572, %570 ]
  %575 = ptrtoint ptr %574 to i64
  %576 = getelementptr inbounds i8, ptr %472, i64 8
  %577 = load i64, ptr %574, align 1
  store i64 %577, ptr %576, align 1
  %578 = icmp ugt i64 %469, 16
  br i1 %578, label %579, label %624

579:                                              ; preds = %573
  %580 = getelementptr i8, ptr %472, i64 16
  %581 = add i64 %469, %474
  %582 = add i64 %474, 24
  %583 = tail call i64 @llvm.umax.i64(i64 %581, i64 %582)
  %584 = add i64 %583, -17
  %585 = sub i64 %584, %474
  %586 = lshr i64 %585, 3
  %587 = add nuw nsw i64 %586, 1
  %588 = icmp ult i64 %585, 72
  br i1 %588, label %614, label %589

589:                                              ; preds = %579
  %590 = add i64 %474, 8
  %591 = sub i64 %590, %575
  %592 = icmp ult i64 %591, 32
  br i1 %592, label %614, label %593

593:                                              ; preds = %589
  %594 = and i64 %587, 4611686018427387900
  %595 = shl i64 %594, 3
  %596 = getelementptr i8, ptr %574, i64 %595
  %597 = shl i64 %594, 3
  %598 = getelementptr i8, ptr %580, i64 %597
  br label %599

599:                                              ; preds = %599, %593
  %600 = phi i64 [ 0, %593 ], [ %610, %599 ]
  %601 = shl i64 %600, 3
  %602 = getelementptr i8, ptr %574, i64 %601
  %603 = shl i64 %600, 3
  %604 = getelementptr i8, ptr %580, i64 %603
  %605 = getelementptr inbounds i8, ptr %602, i64 8
  %606 = getelementptr inbounds i8, ptr %602, i64 24
  %607 = load <2 x i64>, ptr %605, align 1
  %608 = load <2 x i64>, ptr %606, align 1
  %609 = getelementptr i8, ptr %604, i64 16
  store <2 x i64> %607, ptr %604, align 1
  store <2 x i64> %608, ptr %609, align 1
  %610 = add nuw i64 %600, 4
  %611 = icmp eq i64 %610, %594
  br i1 %611, label %612, label %599, !llvm.loop !102

612:                                              ; preds = %599
  %613 = icmp eq i64 %587, %594
  br i1 %613, label %624, label %614

614:                                              ; preds = %612, %589, %579
  %615 = phi ptr [ %574, %589 ], [ %574, %579 ], [ %596, %612 ]
  %616 = phi ptr [ %580, %589 ], [ %580, %579 ], [ %598, %612 ]
  br label %617

617:                                              ; preds = %614, %617
  %618 = phi ptr [ %620, %617 ], [ %615, %614 ]
  %619 = phi ptr [ %622, %617 ], [ %616, %614 ]
  %620 = getelementptr inbounds i8, ptr %618, i64 8
  %621 = load i64, ptr %620, align 1
  store i64 %621, ptr %619, align 1
  %622 = getelementptr inbounds i8, ptr %619, i64 8
  %623 = icmp ult ptr %622, %477
  br i1 %623, label %617, label %624, !llvm.loop !103

624:                                              ; preds = %617, %573, %612, %20, %544
  %625 = phi ptr [ %468, %544 ], [ %0, %20 ], [ %468, %612 ], [ %468, %573 ], [ %468, %617 ]
  %626 = phi ptr [ %485, %544 ], [ %1, %20 ], [ %477, %612 ], [ %477, %573 ], [ %477, %617 ]
  %627 = getelementptr inbounds i8, ptr %625, i64 1
  %628 = load i8, ptr %625, align 1, !tbaa !5
  %629 = zext i8 %628 to i32
  %630 = lshr i32 %629, 4
  %631 = icmp eq i32 %630, 15
  br i1 %631, label %316, label %277

632:                                              ; preds = %407, %544, %411
  %633 = phi ptr [ %14, %544 ], [ %414, %411 ], [ %410, %407 ]
  %634 = ptrtoint ptr %633 to i64
  %635 = sub i64 %634, %22
  %636 = trunc i64 %635 to i32
  br label %644

637:                                              ; preds = %104, %102, %39, %53, %51, %131, %41, %92, %322, %445, %455, %316, %334, %332, %467
  %638 = phi ptr [ %448, %455 ], [ %468, %467 ], [ %325, %334 ], [ %325, %332 ], [ %318, %316 ], [ %448, %445 ], [ %325, %322 ], [ %95, %92 ], [ %44, %41 ], [ %95, %104 ], [ %95, %102 ], [ %33, %39 ], [ %44, %51 ], [ %44, %53 ], [ %132, %131 ]
  %639 = ptrtoint ptr %638 to i64
  %640 = ptrtoint ptr %0 to i64
  %641 = sub i64 %640, %639
  %642 = trunc i64 %641 to i32
  %643 = add nsw i32 %642, -1
  br label %644

644:                                              ; preds = %18, %632, %637, %10, %5
  %645 = phi i32 [ -1, %5 ], [ %643, %637 ], [ %636, %632 ], [ -1, %18 ], [ 0, %10 ]
  ret i32 %645
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_fast(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, ptr %1, i64 %4
  %6 = ptrtoint ptr %5 to i64
  %7 = ptrtoint ptr %1 to i64
  br label %8

8:                                                ; preds = %142, %3
  %9 = phi ptr [ %0, %3 ], [ %59, %142 ]
  %10 = phi ptr [ %1, %3 ], [ %143, %142 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 1
  %12 = load i8, ptr %9, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext nneg i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %8, %17
  %18 = phi ptr [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, ptr %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, ptr %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !74

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi ptr [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint ptr %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %152, label %33

33:                                               ; preds = %27
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr nonnull align 1 %28, i64 %29, i1 false)
  %34 = getelementptr inbounds i8, ptr %10, i64 %29
  %35 = getelementptr inbounds i8, ptr %28, i64 %29
  %36 = ptrtoint ptr %34 to i64
  %37 = sub i64 %6, %36
  %38 = icmp ult i64 %37, 12
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = icmp eq ptr %34, %5
  br i1 %40, label %147, label %152

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext nneg i32 %42 to i64
  %44 = load i16, ptr %35, align 1, !tbaa !5
  %45 = zext i16 %44 to i64
  %46 = getelementptr inbounds i8, ptr %35, i64 2
  %47 = icmp eq i32 %42, 15
  br i1 %47, label %48, label %58

48:                                               ; preds = %41, %48
  %49 = phi ptr [ %53, %48 ], [ %46, %41 ]
  %50 = phi i64 [ %54, %48 ], [ 0, %41 ]
  %51 = load i8, ptr %49, align 1, !tbaa !5
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds i8, ptr %49, i64 1
  %54 = add i64 %50, %52
  %55 = icmp eq i8 %51, -1
  br i1 %55, label %48, label %56, !llvm.loop !74

56:                                               ; preds = %48
  %57 = add i64 %54, 15
  br label %58

58:                                               ; preds = %56, %41
  %59 = phi ptr [ %53, %56 ], [ %46, %41 ]
  %60 = phi i64 [ %57, %56 ], [ %43, %41 ]
  %61 = add i64 %60, 4
  %62 = icmp ult i64 %37, %61
  %63 = sub i64 %36, %7
  %64 = icmp ult i64 %63, %45
  %65 = select i1 %62, i1 true, i1 %64
  br i1 %65, label %152, label %66

66:                                               ; preds = %58
  %67 = sub nsw i64 0, %45
  %68 = getelementptr i8, ptr %34, i64 %67
  %69 = icmp eq i64 %61, 0
  br i1 %69, label %142, label %70

70:                                               ; preds = %66
  %71 = icmp ult i64 %61, 8
  %72 = icmp ult i16 %44, 32
  %73 = select i1 %71, i1 true, i1 %72
  br i1 %73, label %105, label %74

74:                                               ; preds = %70
  %75 = icmp ult i64 %61, 32
  br i1 %75, label %93, label %76

76:                                               ; preds = %74
  %77 = and i64 %61, -32
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %86, %78 ]
  %80 = getelementptr inbounds i8, ptr %68, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <16 x i8>, ptr %80, align 1, !tbaa !5
  %83 = load <16 x i8>, ptr %81, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %34, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  store <16 x i8> %82, ptr %84, align 1, !tbaa !5
  store <16 x i8> %83, ptr %85, align 1, !tbaa !5
  %86 = add nuw i64 %79, 32
  %87 = icmp eq i64 %86, %77
  br i1 %87, label %88, label %78, !llvm.loop !104

88:                                               ; preds = %78
  %89 = icmp eq i64 %61, %77
  br i1 %89, label %142, label %90

90:                                               ; preds = %88
  %91 = and i64 %61, 24
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %105, label %93

93:                                               ; preds = %74, %90
  %94 = phi i64 [ %77, %90 ], [ 0, %74 ]
  %95 = and i64 %61, -8
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %94, %93 ], [ %101, %96 ]
  %98 = getelementptr inbounds i8, ptr %68, i64 %97
  %99 = load <8 x i8>, ptr %98, align 1, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %34, i64 %97
  store <8 x i8> %99, ptr %100, align 1, !tbaa !5
  %101 = add nuw i64 %97, 8
  %102 = icmp eq i64 %101, %95
  br i1 %102, label %103, label %96, !llvm.loop !105

103:                                              ; preds = %96
  %104 = icmp eq i64 %61, %95
  br i1 %104, label %142, label %105

105:                                              ; preds = %103, %70, %90
  %106 = phi i64 [ 0, %70 ], [ %77, %90 ], [ %95, %103 ]
  %107 = add i64 %60, 3
  %108 = sub i64 %107, %106
  %109 = and i64 %60, 3
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %120, label %111

111:                                              ; preds = %105, %111
  %112 = phi i64 [ %117, %111 ], [ %106, %105 ]
  %113 = phi i64 [ %118, %111 ], [ 0, %105 ]
  %114 = getelementptr inbounds i8, ptr %68, i64 %112
  %115 = load i8, ptr %114, align 1, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %34, i64 %112
  store i8 %115, ptr %116, align 1, !tbaa !5
  %117 = add nuw i64 %112, 1
  %118 = add i64 %113, 1
  %119 = icmp eq i64 %118, %109
  br i1 %119, label %120, label %111, !llvm.loop !106

120:                                              ; preds = %111, %105
  %121 = phi i64 [ %106, %105 ], [ %117, %111 ]
  %122 = icmp ult i64 %108, 3
  br i1 %122, label %142, label %123

123:                                              ; preds = %120, %123
  %124 = phi i64 [ %140, %123 ], [ %121, %120 ]
  %125 = getelementptr inbounds i8, ptr %68, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %34, i64 %124
  store i8 %126, ptr %127, align 1, !tbaa !5
  %128 = add nuw i64 %124, 1
  %129 = getelementptr inbounds i8, ptr %68, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %34, i64 %128
  store i8 %130, ptr %131, align 1, !tbaa !5
  %132 = add nuw i64 %124, 2
  %133 = getelementptr inbounds i8, ptr %68, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %34, i64 %132
  store i8 %134, ptr %135, align 1, !tbaa !5
  %136 = add nuw i64 %124, 3
  %137 = getelementptr inbounds i8, ptr %68, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %34, i64 %136
  store i8 %138, ptr %139, align 1, !tbaa !5
  %140 = add nuw i64 %124, 4
  %141 = icmp eq i64 %124, %60
  br i1 %141, label %142, label %123, !llvm.loop !108

142:                                              ; preds = %120, %123, %88, %103, %66
  %143 = getelementptr inbounds i8, ptr %34, i64 %61
  %144 = ptrtoint ptr %143 to i64
  %145 = sub i64 %6, %144
  %146 = icmp ult i64 %145, 5
  br i1 %146, label %152, label %8

147:                                              ; preds = %39
  %148 = ptrtoint ptr %35 to i64
  %149 = ptrtoint ptr %0 to i64
  %150 = sub i64 %148, %149
  %151 = trunc i64 %150 to i32
  br label %152

152:                                              ; preds = %27, %58, %142, %39, %147
  %153 = phi i32 [ %151, %147 ], [ -1, %39 ], [ -1, %142 ], [ -1, %58 ], [ -1, %27 ]
  ret i32 %153
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_withPrefix64k(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = ptrtoint ptr %1 to i64
  %6 = icmp eq ptr %0, null
  %7 = icmp slt i32 %3, 0
  %8 = or i1 %6, %7
  br i1 %8, label %715, label %9

9:                                                ; preds = %4
  %10 = sext i32 %2 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  %14 = getelementptr inbounds i8, ptr %11, i64 -16
  %15 = getelementptr inbounds i8, ptr %13, i64 -32
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %17, label %23, !prof !16

17:                                               ; preds = %9
  %18 = icmp eq i32 %2, 1
  br i1 %18, label %19, label %715

19:                                               ; preds = %17
  %20 = load i8, ptr %0, align 1, !tbaa !5
  %21 = icmp ne i8 %20, 0
  %22 = sext i1 %21 to i32
  br label %715

23:                                               ; preds = %9
  %24 = icmp eq i32 %2, 0
  br i1 %24, label %715, label %25, !prof !16

25:                                               ; preds = %23
  %26 = ptrtoint ptr %1 to i64
  %27 = icmp ult i32 %3, 64
  br i1 %27, label %699, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %11, i64 -17
  %30 = getelementptr inbounds i8, ptr %11, i64 -15
  %31 = getelementptr inbounds i8, ptr %11, i64 -32
  %32 = getelementptr inbounds i8, ptr %13, i64 -64
  %33 = getelementptr inbounds i8, ptr %11, i64 -4
  %34 = add i64 %5, 8
  %35 = add i64 %5, 16
  %36 = add i64 %5, 16
  br label %37

37:                                               ; preds = %271, %28
  %38 = phi ptr [ %0, %28 ], [ %272, %271 ]
  %39 = phi i64 [ 0, %28 ], [ %273, %271 ]
  %40 = getelementptr inbounds i8, ptr %1, i64 %39
  %41 = getelementptr inbounds i8, ptr %38, i64 1
  %42 = load i8, ptr %38, align 1, !tbaa !5
  %43 = zext i8 %42 to i32
  %44 = lshr i32 %43, 4
  %45 = zext nneg i32 %44 to i64
  %46 = icmp eq i32 %44, 15
  br i1 %46, label %47, label %85

47:                                               ; preds = %37
  %48 = icmp ult ptr %41, %30
  br i1 %48, label %49, label %708, !prof !23

49:                                               ; preds = %47, %54
  %50 = phi ptr [ %52, %54 ], [ %41, %47 ]
  %51 = phi i64 [ %57, %54 ], [ 0, %47 ]
  %52 = getelementptr inbounds i8, ptr %50, i64 1
  %53 = icmp ugt ptr %52, %30
  br i1 %53, label %708, label %54, !prof !16

54:                                               ; preds = %49
  %55 = load i8, ptr %50, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  %57 = add i64 %51, %56
  %58 = icmp eq i8 %55, -1
  br i1 %58, label %49, label %59, !llvm.loop !75

59:                                               ; preds = %54
  %60 = icmp eq i64 %57, -1
  br i1 %60, label %708, label %61

61:                                               ; preds = %59
  %62 = add i64 %57, 15
  %63 = ptrtoint ptr %40 to i64
  %64 = xor i64 %63, -1
  %65 = icmp ugt i64 %62, %64
  %66 = ptrtoint ptr %52 to i64
  %67 = xor i64 %66, -1
  %68 = icmp ugt i64 %62, %67
  %69 = or i1 %65, %68
  br i1 %69, label %708, label %70, !prof !76

70:                                               ; preds = %61
  %71 = add nsw i64 %62, %39
  %72 = getelementptr inbounds i8, ptr %1, i64 %71
  %73 = icmp ugt ptr %72, %15
  %74 = getelementptr inbounds i8, ptr %52, i64 %62
  %75 = icmp ugt ptr %74, %31
  %76 = select i1 %73, i1 true, i1 %75
  br i1 %76, label %366, label %77

77:                                               ; preds = %70, %77
  %78 = phi ptr [ %83, %77 ], [ %52, %70 ]
  %79 = phi ptr [ %82, %77 ], [ %40, %70 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %79, ptr noundef nonnull align 1 dereferenceable(16) %78, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %80, ptr noundef nonnull align 1 dereferenceable(16) %81, i64 16, i1 false)
  %82 = getelementptr inbounds i8, ptr %79, i64 32
  %83 = getelementptr inbounds i8, ptr %78, i64 32
  %84 = icmp ult ptr %82, %72
  br i1 %84, label %77, label %90, !llvm.loop !77

85:                                               ; preds = %37
  %86 = add nsw i64 %39, %45
  %87 = icmp ugt ptr %41, %29
  br i1 %87, label %366, label %88

88:                                               ; preds = %85
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %40, ptr noundef nonnull align 1 dereferenceable(16) %41, i64 16, i1 false)
  %89 = getelementptr inbounds i8, ptr %41, i64 %45
  br label %90

90:                                               ; preds = %77, %88
  %91 = phi ptr [ %89, %88 ], [ %74, %77 ]
  %92 = phi i64 [ %86, %88 ], [ %71, %77 ]
  %93 = getelementptr i8, ptr %1, i64 %92
  %94 = load i16, ptr %91, align 1, !tbaa !5
  %95 = zext i16 %94 to i64
  %96 = getelementptr inbounds i8, ptr %91, i64 2
  %97 = sub i64 %92, %95
  %98 = getelementptr inbounds i8, ptr %1, i64 %97
  %99 = and i32 %43, 15
  %100 = icmp eq i32 %99, 15
  br i1 %100, label %101, label %123

101:                                              ; preds = %90, %106
  %102 = phi ptr [ %104, %106 ], [ %96, %90 ]
  %103 = phi i64 [ %109, %106 ], [ 0, %90 ]
  %104 = getelementptr inbounds i8, ptr %102, i64 1
  %105 = icmp ugt ptr %104, %33
  br i1 %105, label %708, label %106, !prof !16

106:                                              ; preds = %101
  %107 = load i8, ptr %102, align 1, !tbaa !5
  %108 = zext i8 %107 to i64
  %109 = add i64 %103, %108
  %110 = icmp eq i8 %107, -1
  br i1 %110, label %101, label %111, !llvm.loop !75

111:                                              ; preds = %106
  %112 = icmp eq i64 %109, -1
  br i1 %112, label %708, label %113

113:                                              ; preds = %111
  %114 = add i64 %109, 19
  %115 = ptrtoint ptr %93 to i64
  %116 = xor i64 %115, -1
  %117 = icmp ugt i64 %114, %116
  %118 = icmp slt i64 %97, -65536
  %119 = select i1 %117, i1 true, i1 %118
  br i1 %119, label %708, label %120, !prof !78

120:                                              ; preds = %113
  %121 = getelementptr inbounds i8, ptr %93, i64 %114
  %122 = icmp ult ptr %121, %32
  br i1 %122, label %144, label %479

123:                                              ; preds = %90
  %124 = add nuw nsw i32 %99, 4
  %125 = zext nneg i32 %124 to i64
  %126 = add nsw i64 %92, %125
  %127 = getelementptr inbounds i8, ptr %1, i64 %126
  %128 = icmp ult ptr %127, %32
  br i1 %128, label %129, label %472

129:                                              ; preds = %123
  %130 = icmp ugt i16 %94, 7
  br i1 %130, label %131, label %139

131:                                              ; preds = %129
  %132 = load i64, ptr %98, align 1
  store i64 %132, ptr %93, align 1
  %133 = getelementptr inbounds i8, ptr %93, i64 8
  %134 = getelementptr inbounds i8, ptr %98, i64 8
  %135 = load i64, ptr %134, align 1
  store i64 %135, ptr %133, align 1
  %136 = getelementptr inbounds i8, ptr %93, i64 16
  %137 = getelementptr inbounds i8, ptr %98, i64 16
  %138 = load i16, ptr %137, align 1
  store i16 %138, ptr %136, align 1
  br label %271

139:                                              ; preds = %129
  %140 = icmp slt i64 %97, -65536
  br i1 %140, label %708, label %141, !prof !109

141:                                              ; preds = %139
  %142 = add nsw i64 %92, %125
  %143 = getelementptr inbounds i8, ptr %1, i64 %142
  br label %148

144:                                              ; preds = %120
  %145 = add nsw i64 %114, %92
  %146 = getelementptr inbounds i8, ptr %1, i64 %145
  %147 = icmp ult i16 %94, 16
  br i1 %147, label %148, label %283, !prof !110

148:                                              ; preds = %141, %144
  %149 = phi ptr [ %143, %141 ], [ %146, %144 ]
  %150 = phi i64 [ %142, %141 ], [ %145, %144 ]
  %151 = phi ptr [ %96, %141 ], [ %104, %144 ]
  %152 = ptrtoint ptr %149 to i64
  switch i16 %94, label %164 [
    i16 1, label %153
    i16 2, label %157
    i16 4, label %162
  ]

153:                                              ; preds = %148
  %154 = load i8, ptr %98, align 1, !tbaa !5
  %155 = zext i8 %154 to i32
  %156 = mul nuw i32 %155, 16843009
  br label %237

157:                                              ; preds = %148
  %158 = load i16, ptr %98, align 1
  %159 = zext i16 %158 to i32
  %160 = shl nuw i32 %159, 16
  %161 = or disjoint i32 %160, %159
  br label %237

162:                                              ; preds = %148
  %163 = load i32, ptr %98, align 1
  br label %237

164:                                              ; preds = %148
  %165 = icmp ult i16 %94, 8
  br i1 %165, label %166, label %188

166:                                              ; preds = %164
  store i32 0, ptr %93, align 1, !tbaa !5
  %167 = load i8, ptr %98, align 1, !tbaa !5
  store i8 %167, ptr %93, align 1, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %98, i64 1
  %169 = load i8, ptr %168, align 1, !tbaa !5
  %170 = getelementptr inbounds i8, ptr %93, i64 1
  store i8 %169, ptr %170, align 1, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %98, i64 2
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %93, i64 2
  store i8 %172, ptr %173, align 1, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %98, i64 3
  %175 = load i8, ptr %174, align 1, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %93, i64 3
  store i8 %175, ptr %176, align 1, !tbaa !5
  %177 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %95
  %178 = load i32, ptr %177, align 4, !tbaa !26
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds i8, ptr %98, i64 %179
  %181 = getelementptr inbounds i8, ptr %93, i64 4
  %182 = load i32, ptr %180, align 1
  store i32 %182, ptr %181, align 1
  %183 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %95
  %184 = load i32, ptr %183, align 4, !tbaa !26
  %185 = sext i32 %184 to i64
  %186 = sub nsw i64 0, %185
  %187 = getelementptr inbounds i8, ptr %180, i64 %186
  br label %191

188:                                              ; preds = %164
  %189 = load i64, ptr %98, align 1
  store i64 %189, ptr %93, align 1
  %190 = getelementptr inbounds i8, ptr %98, i64 8
  br label %191

191:                                              ; preds = %188, %166
  %192 = phi ptr [ %187, %166 ], [ %190, %188 ]
  %193 = getelementptr i8, ptr %93, i64 8
  %194 = add i64 %35, %92
  %195 = tail call i64 @llvm.umax.i64(i64 %152, i64 %194)
  %196 = add i64 %195, -9
  %197 = add i64 %92, %5
  %198 = sub i64 %196, %197
  %199 = lshr i64 %198, 3
  %200 = add nuw nsw i64 %199, 1
  %201 = icmp ult i64 %198, 24
  br i1 %201, label %227, label %202

202:                                              ; preds = %191
  %203 = ptrtoint ptr %192 to i64
  %204 = add i64 %34, %92
  %205 = sub i64 %204, %203
  %206 = icmp ult i64 %205, 32
  br i1 %206, label %227, label %207

207:                                              ; preds = %202
  %208 = and i64 %200, 4611686018427387900
  %209 = shl i64 %208, 3
  %210 = getelementptr i8, ptr %192, i64 %209
  %211 = shl i64 %208, 3
  %212 = getelementptr i8, ptr %193, i64 %211
  br label %213

213:                                              ; preds = %213, %207
  %214 = phi i64 [ 0, %207 ], [ %223, %213 ]
  %215 = shl i64 %214, 3
  %216 = getelementptr i8, ptr %192, i64 %215
  %217 = shl i64 %214, 3
  %218 = getelementptr i8, ptr %193, i64 %217
  %219 = getelementptr i8, ptr %216, i64 16
  %220 = load <2 x i64>, ptr %216, align 1
  %221 = load <2 x i64>, ptr %219, align 1
  %222 = getelementptr i8, ptr %218, i64 16
  store <2 x i64> %220, ptr %218, align 1
  store <2 x i64> %221, ptr %222, align 1
  %223 = add nuw i64 %214, 4
  %224 = icmp eq i64 %223, %208
  br i1 %224, label %225, label %213, !llvm.loop !111

225:                                              ; preds = %213
  %226 = icmp eq i64 %200, %208
  br i1 %226, label %271, label %227

227:                                              ; preds = %225, %202, %191
  %228 = phi ptr [ %192, %202 ], [ %192, %191 ], [ %210, %225 ]
  %229 = phi ptr [ %193, %202 ], [ %193, %191 ], [ %212, %225 ]
  br label %230

230:                                              ; preds = %227, %230
  %231 = phi ptr [ %235, %230 ], [ %228, %227 ]
  %232 = phi ptr [ %234, %230 ], [ %229, %227 ]
  %233 = load i64, ptr %231, align 1
  store i64 %233, ptr %232, align 1
  %234 = getelementptr inbounds i8, ptr %232, i64 8
  %235 = getelementptr inbounds i8, ptr %231, i64 8
  %236 = icmp ult ptr %234, %149
  br i1 %236, label %230, label %271, !llvm.loop !112

237:                                              ; preds = %162, %157, %153
  %238 = phi i32 [ %163, %162 ], [ %161, %157 ], [ %156, %153 ]
  store i32 %238, ptr %93, align 1
  %239 = getelementptr inbounds i8, ptr %93, i64 4
  store i32 %238, ptr %239, align 1
  %240 = getelementptr inbounds i8, ptr %93, i64 8
  %241 = icmp ult ptr %240, %149
  br i1 %241, label %242, label %271

242:                                              ; preds = %237
  %243 = add i64 %36, %92
  %244 = tail call i64 @llvm.umax.i64(i64 %152, i64 %243)
  %245 = add i64 %244, -9
  %246 = add i64 %92, %5
  %247 = sub i64 %245, %246
  %248 = lshr i64 %247, 3
  %249 = add nuw nsw i64 %248, 1
  %250 = icmp ult i64 %247, 24
  br i1 %250, label %274, label %251

251:                                              ; preds = %242
  %252 = and i64 %249, 4611686018427387900
  %253 = shl i64 %252, 3
  %254 = getelementptr i8, ptr %240, i64 %253
  %255 = shl i64 %252, 3
  %256 = getelementptr i8, ptr %93, i64 %255
  %257 = insertelement <2 x i32> poison, i32 %238, i64 0
  %258 = getelementptr i8, ptr %93, i64 8
  %259 = getelementptr i8, ptr %93, i64 8
  %260 = shufflevector <2 x i32> %257, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %261

261:                                              ; preds = %261, %251
  %262 = phi i64 [ 0, %251 ], [ %267, %261 ]
  %263 = shl i64 %262, 3
  %264 = or disjoint i64 %263, 16
  %265 = getelementptr i8, ptr %258, i64 %263
  %266 = getelementptr i8, ptr %259, i64 %264
  store <4 x i32> %260, ptr %265, align 1
  store <4 x i32> %260, ptr %266, align 1
  %267 = add nuw i64 %262, 4
  %268 = icmp eq i64 %267, %252
  br i1 %268, label %269, label %261, !llvm.loop !113

269:                                              ; preds = %261
  %270 = icmp eq i64 %249, %252
  br i1 %270, label %271, label %274

271:                                              ; preds = %283, %277, %230, %269, %225, %237, %131
  %272 = phi ptr [ %96, %131 ], [ %151, %237 ], [ %151, %225 ], [ %151, %269 ], [ %151, %230 ], [ %151, %277 ], [ %104, %283 ]
  %273 = phi i64 [ %126, %131 ], [ %150, %237 ], [ %150, %225 ], [ %150, %269 ], [ %150, %230 ], [ %150, %277 ], [ %145, %283 ]
  br label %37

274:                                              ; preds = %269, %242
  %275 = phi ptr [ %240, %242 ], [ %254, %269 ]
  %276 = phi ptr [ %93, %242 ], [ %256, %269 ]
  br label %277

277:                                              ; preds = %274, %277
  %278 = phi ptr [ %281, %277 ], [ %275, %274 ]
  %279 = phi ptr [ %278, %277 ], [ %276, %274 ]
  store i32 %238, ptr %278, align 1
  %280 = getelementptr inbounds i8, ptr %279, i64 12
  store i32 %238, ptr %280, align 1
  %281 = getelementptr inbounds i8, ptr %278, i64 8
  %282 = icmp ult ptr %281, %149
  br i1 %282, label %277, label %271, !llvm.loop !114

283:                                              ; preds = %144, %283
  %284 = phi ptr [ %289, %283 ], [ %98, %144 ]
  %285 = phi ptr [ %288, %283 ], [ %93, %144 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %285, ptr noundef nonnull align 1 dereferenceable(16) %284, i64 16, i1 false)
  %286 = getelementptr inbounds i8, ptr %285, i64 16
  %287 = getelementptr inbounds i8, ptr %284, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %286, ptr noundef nonnull align 1 dereferenceable(16) %287, i64 16, i1 false)
  %288 = getelementptr inbounds i8, ptr %285, i64 32
  %289 = getelementptr inbounds i8, ptr %284, i64 32
  %290 = icmp ult ptr %288, %146
  br i1 %290, label %283, label %271, !llvm.loop !77

291:                                              ; preds = %699, %313
  %292 = phi i32 [ %329, %313 ], [ %706, %699 ]
  %293 = phi i32 [ %328, %313 ], [ %705, %699 ]
  %294 = phi ptr [ %326, %313 ], [ %703, %699 ]
  %295 = phi ptr [ %325, %313 ], [ %702, %699 ]
  %296 = phi i64 [ %324, %313 ], [ %701, %699 ]
  %297 = zext nneg i32 %292 to i64
  %298 = icmp ult ptr %294, %14
  %299 = icmp ule ptr %295, %15
  %300 = and i1 %298, %299
  br i1 %300, label %301, label %359, !prof !23

301:                                              ; preds = %291
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %295, ptr noundef nonnull align 1 dereferenceable(16) %294, i64 16, i1 false)
  %302 = add nsw i64 %296, %297
  %303 = getelementptr inbounds i8, ptr %294, i64 %297
  %304 = and i32 %293, 15
  %305 = zext nneg i32 %304 to i64
  %306 = load i16, ptr %303, align 1, !tbaa !5
  %307 = zext i16 %306 to i64
  %308 = getelementptr inbounds i8, ptr %303, i64 2
  %309 = sub i64 %302, %307
  %310 = icmp ne i32 %304, 15
  %311 = icmp ugt i16 %306, 7
  %312 = select i1 %310, i1 %311, i1 false
  br i1 %312, label %313, label %440

313:                                              ; preds = %301
  %314 = getelementptr inbounds i8, ptr %1, i64 %309
  %315 = getelementptr inbounds i8, ptr %1, i64 %302
  %316 = load i64, ptr %314, align 1
  store i64 %316, ptr %315, align 1
  %317 = getelementptr inbounds i8, ptr %315, i64 8
  %318 = getelementptr inbounds i8, ptr %314, i64 8
  %319 = load i64, ptr %318, align 1
  store i64 %319, ptr %317, align 1
  %320 = getelementptr inbounds i8, ptr %315, i64 16
  %321 = getelementptr inbounds i8, ptr %314, i64 16
  %322 = load i16, ptr %321, align 1
  store i16 %322, ptr %320, align 1
  %323 = add nuw nsw i64 %305, 4
  %324 = add i64 %323, %302
  %325 = getelementptr inbounds i8, ptr %1, i64 %324
  %326 = getelementptr inbounds i8, ptr %303, i64 3
  %327 = load i8, ptr %308, align 1, !tbaa !5
  %328 = zext i8 %327 to i32
  %329 = lshr i32 %328, 4
  %330 = icmp eq i32 %329, 15
  br i1 %330, label %331, label %291

331:                                              ; preds = %313, %699
  %332 = phi i64 [ %701, %699 ], [ %324, %313 ]
  %333 = phi ptr [ %702, %699 ], [ %325, %313 ]
  %334 = phi ptr [ %703, %699 ], [ %326, %313 ]
  %335 = phi i32 [ %705, %699 ], [ %328, %313 ]
  %336 = getelementptr inbounds i8, ptr %11, i64 -15
  %337 = icmp ult ptr %334, %336
  br i1 %337, label %338, label %708, !prof !23

338:                                              ; preds = %331, %343
  %339 = phi ptr [ %341, %343 ], [ %334, %331 ]
  %340 = phi i64 [ %346, %343 ], [ 0, %331 ]
  %341 = getelementptr inbounds i8, ptr %339, i64 1
  %342 = icmp ugt ptr %341, %336
  br i1 %342, label %708, label %343, !prof !16

343:                                              ; preds = %338
  %344 = load i8, ptr %339, align 1, !tbaa !5
  %345 = zext i8 %344 to i64
  %346 = add i64 %340, %345
  %347 = icmp eq i8 %344, -1
  br i1 %347, label %338, label %348, !llvm.loop !75

348:                                              ; preds = %343
  %349 = icmp eq i64 %346, -1
  br i1 %349, label %708, label %350

350:                                              ; preds = %348
  %351 = add i64 %346, 15
  %352 = ptrtoint ptr %333 to i64
  %353 = xor i64 %352, -1
  %354 = icmp ugt i64 %351, %353
  %355 = ptrtoint ptr %341 to i64
  %356 = xor i64 %355, -1
  %357 = icmp ugt i64 %351, %356
  %358 = or i1 %354, %357
  br i1 %358, label %708, label %359, !prof !76

359:                                              ; preds = %291, %350
  %360 = phi i64 [ %332, %350 ], [ %296, %291 ]
  %361 = phi ptr [ %333, %350 ], [ %295, %291 ]
  %362 = phi i32 [ %335, %350 ], [ %293, %291 ]
  %363 = phi ptr [ %341, %350 ], [ %294, %291 ]
  %364 = phi i64 [ %351, %350 ], [ %297, %291 ]
  %365 = add nsw i64 %364, %360
  br label %366

366:                                              ; preds = %70, %85, %359
  %367 = phi ptr [ %363, %359 ], [ %52, %70 ], [ %41, %85 ]
  %368 = phi i64 [ %364, %359 ], [ %62, %70 ], [ %45, %85 ]
  %369 = phi i32 [ %362, %359 ], [ %43, %85 ], [ %43, %70 ]
  %370 = phi i64 [ %365, %359 ], [ %71, %70 ], [ %86, %85 ]
  %371 = phi ptr [ %361, %359 ], [ %40, %85 ], [ %40, %70 ]
  %372 = ptrtoint ptr %371 to i64
  %373 = ptrtoint ptr %367 to i64
  %374 = getelementptr inbounds i8, ptr %1, i64 %370
  %375 = getelementptr inbounds i8, ptr %13, i64 -12
  %376 = icmp ugt ptr %374, %375
  br i1 %376, label %416, label %377

377:                                              ; preds = %366
  %378 = getelementptr inbounds i8, ptr %367, i64 %368
  %379 = getelementptr inbounds i8, ptr %11, i64 -8
  %380 = icmp ugt ptr %378, %379
  br i1 %380, label %416, label %381

381:                                              ; preds = %377
  %382 = add i64 %370, %5
  %383 = add i64 %372, 8
  %384 = tail call i64 @llvm.umax.i64(i64 %382, i64 %383)
  %385 = xor i64 %372, -1
  %386 = add i64 %384, %385
  %387 = lshr i64 %386, 3
  %388 = add nuw nsw i64 %387, 1
  %389 = icmp ult i64 %386, 56
  %390 = sub i64 %372, %373
  %391 = icmp ult i64 %390, 32
  %392 = select i1 %389, i1 true, i1 %391
  br i1 %392, label %393, label %396

393:                                              ; preds = %414, %381
  %394 = phi ptr [ %367, %381 ], [ %399, %414 ]
  %395 = phi ptr [ %371, %381 ], [ %401, %414 ]
  br label %426

396:                                              ; preds = %381
  %397 = and i64 %388, 4611686018427387900
  %398 = shl i64 %397, 3
  %399 = getelementptr i8, ptr %367, i64 %398
  %400 = shl i64 %397, 3
  %401 = getelementptr i8, ptr %371, i64 %400
  br label %402

402:                                              ; preds = %402, %396
  %403 = phi i64 [ 0, %396 ], [ %412, %402 ]
  %404 = shl i64 %403, 3
  %405 = getelementptr i8, ptr %367, i64 %404
  %406 = shl i64 %403, 3
  %407 = getelementptr i8, ptr %371, i64 %406
  %408 = getelementptr i8, ptr %405, i64 16
  %409 = load <2 x i64>, ptr %405, align 1
  %410 = load <2 x i64>, ptr %408, align 1
  %411 = getelementptr i8, ptr %407, i64 16
  store <2 x i64> %409, ptr %407, align 1
  store <2 x i64> %410, ptr %411, align 1
  %412 = add nuw i64 %403, 4
  %413 = icmp eq i64 %412, %397
  br i1 %413, label %414, label %402, !llvm.loop !115

414:                                              ; preds = %402
  %415 = icmp eq i64 %388, %397
  br i1 %415, label %433, label %393

416:                                              ; preds = %377, %366
  %417 = getelementptr inbounds i8, ptr %367, i64 %368
  %418 = icmp ne ptr %417, %11
  %419 = icmp sgt i64 %370, %12
  %420 = select i1 %418, i1 true, i1 %419
  br i1 %420, label %708, label %421

421:                                              ; preds = %416
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %371, ptr nonnull align 1 %367, i64 %368, i1 false)
  %422 = getelementptr inbounds i8, ptr %371, i64 %368
  %423 = ptrtoint ptr %422 to i64
  %424 = sub i64 %423, %26
  %425 = trunc i64 %424 to i32
  br label %715

426:                                              ; preds = %393, %426
  %427 = phi ptr [ %431, %426 ], [ %394, %393 ]
  %428 = phi ptr [ %430, %426 ], [ %395, %393 ]
  %429 = load i64, ptr %427, align 1
  store i64 %429, ptr %428, align 1
  %430 = getelementptr inbounds i8, ptr %428, i64 8
  %431 = getelementptr inbounds i8, ptr %427, i64 8
  %432 = icmp ult ptr %430, %374
  br i1 %432, label %426, label %433, !llvm.loop !116

433:                                              ; preds = %426, %414
  %434 = load i16, ptr %378, align 1, !tbaa !5
  %435 = zext i16 %434 to i64
  %436 = getelementptr inbounds i8, ptr %378, i64 2
  %437 = sub i64 %370, %435
  %438 = and i32 %369, 15
  %439 = zext nneg i32 %438 to i64
  br label %440

440:                                              ; preds = %301, %433
  %441 = phi ptr [ %436, %433 ], [ %308, %301 ]
  %442 = phi i64 [ %439, %433 ], [ %305, %301 ]
  %443 = phi i64 [ %435, %433 ], [ %307, %301 ]
  %444 = phi i64 [ %437, %433 ], [ %309, %301 ]
  %445 = phi i64 [ %370, %433 ], [ %302, %301 ]
  %446 = getelementptr inbounds i8, ptr %1, i64 %445
  %447 = icmp eq i64 %442, 15
  br i1 %447, label %448, label %468

448:                                              ; preds = %440
  %449 = getelementptr inbounds i8, ptr %11, i64 -4
  br label %450

450:                                              ; preds = %455, %448
  %451 = phi ptr [ %441, %448 ], [ %453, %455 ]
  %452 = phi i64 [ 0, %448 ], [ %458, %455 ]
  %453 = getelementptr inbounds i8, ptr %451, i64 1
  %454 = icmp ugt ptr %453, %449
  br i1 %454, label %708, label %455, !prof !16

455:                                              ; preds = %450
  %456 = load i8, ptr %451, align 1, !tbaa !5
  %457 = zext i8 %456 to i64
  %458 = add i64 %452, %457
  %459 = icmp eq i8 %456, -1
  br i1 %459, label %450, label %460, !llvm.loop !75

460:                                              ; preds = %455
  %461 = icmp eq i64 %458, -1
  %462 = add i64 %458, 15
  %463 = ptrtoint ptr %446 to i64
  %464 = xor i64 %463, -1
  %465 = icmp ugt i64 %462, %464
  %466 = select i1 %461, i1 true, i1 %465
  %467 = select i1 %461, i64 15, i64 %462
  br i1 %466, label %708, label %468

468:                                              ; preds = %460, %440
  %469 = phi ptr [ %453, %460 ], [ %441, %440 ]
  %470 = phi i64 [ %467, %460 ], [ %442, %440 ]
  %471 = add i64 %470, 4
  br label %472

472:                                              ; preds = %123, %468
  %473 = phi ptr [ %469, %468 ], [ %96, %123 ]
  %474 = phi i64 [ %471, %468 ], [ %125, %123 ]
  %475 = phi i64 [ %443, %468 ], [ %95, %123 ]
  %476 = phi i64 [ %444, %468 ], [ %97, %123 ]
  %477 = phi i64 [ %445, %468 ], [ %92, %123 ]
  %478 = icmp slt i64 %476, -65536
  br i1 %478, label %708, label %479, !prof !117

479:                                              ; preds = %120, %472
  %480 = phi i64 [ %476, %472 ], [ %97, %120 ]
  %481 = phi i64 [ %477, %472 ], [ %92, %120 ]
  %482 = phi i64 [ %475, %472 ], [ %95, %120 ]
  %483 = phi i64 [ %474, %472 ], [ %114, %120 ]
  %484 = phi ptr [ %473, %472 ], [ %104, %120 ]
  %485 = getelementptr i8, ptr %1, i64 %481
  %486 = getelementptr inbounds i8, ptr %1, i64 %480
  %487 = add nsw i64 %481, %483
  %488 = getelementptr inbounds i8, ptr %1, i64 %487
  %489 = getelementptr inbounds i8, ptr %13, i64 -12
  %490 = icmp ult i64 %482, 8
  br i1 %490, label %491, label %513, !prof !16

491:                                              ; preds = %479
  store i32 0, ptr %485, align 1, !tbaa !5
  %492 = load i8, ptr %486, align 1, !tbaa !5
  store i8 %492, ptr %485, align 1, !tbaa !5
  %493 = getelementptr inbounds i8, ptr %486, i64 1
  %494 = load i8, ptr %493, align 1, !tbaa !5
  %495 = getelementptr inbounds i8, ptr %485, i64 1
  store i8 %494, ptr %495, align 1, !tbaa !5
  %496 = getelementptr inbounds i8, ptr %486, i64 2
  %497 = load i8, ptr %496, align 1, !tbaa !5
  %498 = getelementptr inbounds i8, ptr %485, i64 2
  store i8 %497, ptr %498, align 1, !tbaa !5
  %499 = getelementptr inbounds i8, ptr %486, i64 3
  %500 = load i8, ptr %499, align 1, !tbaa !5
  %501 = getelementptr inbounds i8, ptr %485, i64 3
  store i8 %500, ptr %501, align 1, !tbaa !5
  %502 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %482
  %503 = load i32, ptr %502, align 4, !tbaa !26
  %504 = zext i32 %503 to i64
  %505 = getelementptr inbounds i8, ptr %486, i64 %504
  %506 = getelementptr inbounds i8, ptr %485, i64 4
  %507 = load i32, ptr %505, align 1
  store i32 %507, ptr %506, align 1
  %508 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %482
  %509 = load i32, ptr %508, align 4, !tbaa !26
  %510 = sext i32 %509 to i64
  %511 = sub nsw i64 0, %510
  %512 = getelementptr inbounds i8, ptr %505, i64 %511
  br label %516

513:                                              ; preds = %479
  %514 = load i64, ptr %486, align 1
  store i64 %514, ptr %485, align 1
  %515 = getelementptr inbounds i8, ptr %486, i64 8
  br label %516

516:                                              ; preds = %513, %491
  %517 = phi ptr [ %512, %491 ], [ %515, %513 ]
  %518 = ptrtoint ptr %517 to i64
  %519 = getelementptr i8, ptr %485, i64 8
  %520 = icmp ugt ptr %488, %489
  br i1 %520, label %521, label %647, !prof !16

521:                                              ; preds = %516
  %522 = getelementptr inbounds i8, ptr %13, i64 -7
  %523 = getelementptr inbounds i8, ptr %13, i64 -5
  %524 = icmp ugt ptr %488, %523
  br i1 %524, label %708, label %525

525:                                              ; preds = %521
  %526 = icmp ult ptr %519, %522
  br i1 %526, label %527, label %579

527:                                              ; preds = %525
  %528 = add i64 %5, %12
  %529 = add i64 %528, -7
  %530 = add i64 %481, %5
  %531 = add i64 %530, 16
  %532 = tail call i64 @llvm.umax.i64(i64 %529, i64 %531)
  %533 = add i64 %532, -9
  %534 = add i64 %481, %5
  %535 = sub i64 %533, %534
  %536 = lshr i64 %535, 3
  %537 = add nuw nsw i64 %536, 1
  %538 = icmp ult i64 %535, 104
  br i1 %538, label %564, label %539

539:                                              ; preds = %527
  %540 = add i64 %481, %5
  %541 = add i64 %540, 8
  %542 = sub i64 %541, %518
  %543 = icmp ult i64 %542, 32
  br i1 %543, label %564, label %544

544:                                              ; preds = %539
  %545 = and i64 %537, 4611686018427387900
  %546 = shl i64 %545, 3
  %547 = getelementptr i8, ptr %517, i64 %546
  %548 = shl i64 %545, 3
  %549 = getelementptr i8, ptr %519, i64 %548
  br label %550

550:                                              ; preds = %550, %544
  %551 = phi i64 [ 0, %544 ], [ %560, %550 ]
  %552 = shl i64 %551, 3
  %553 = getelementptr i8, ptr %517, i64 %552
  %554 = shl i64 %551, 3
  %555 = getelementptr i8, ptr %519, i64 %554
  %556 = getelementptr i8, ptr %553, i64 16
  %557 = load <2 x i64>, ptr %553, align 1
  %558 = load <2 x i64>, ptr %556, align 1
  %559 = getelementptr i8, ptr %555, i64 16
  store <2 x i64> %557, ptr %555, align 1
  store <2 x i64> %558, ptr %559, align 1
  %560 = add nuw i64 %551, 4
  %561 = icmp eq i64 %560, %545
  br i1 %561, label %562, label %550, !llvm.loop !118

562:                                              ; preds = %550
  %563 = icmp eq i64 %537, %545
  br i1 %563, label %574, label %564

564:                                              ; preds = %562, %539, %527
  %565 = phi ptr [ %517, %539 ], [ %517, %527 ], [ %547, %562 ]
  %566 = phi ptr [ %519, %539 ], [ %519, %527 ], [ %549, %562 ]
  br label %567

567:                                              ; preds = %564, %567
  %568 = phi ptr [ %572, %567 ], [ %565, %564 ]
  %569 = phi ptr [ %571, %567 ], [ %566, %564 ]
  %570 = load i64, ptr %568, align 1
  store i64 %570, ptr %569, align 1
  %571 = getelementptr inbounds i8, ptr %569, i64 8
  %572 = getelementptr inbounds i8, ptr %568, i64 8
  %573 = icmp ult ptr %571, %522
  br i1 %573, label %567, label %574, !llvm.loop !119

574:                                              ; preds = %567, %562
  %575 = ptrtoint ptr %522 to i64
  %576 = ptrtoint ptr %519 to i64
  %577 = sub i64 %575, %576
  %578 = getelementptr inbounds i8, ptr %517, i64 %577
  br label %579

579:                                              ; preds = %574, %525
  %580 = phi ptr [ %578, %574 ], [ %517, %525 ]
  %581 = phi ptr [ %522, %574 ], [ %519, %525 ]
  %582 = ptrtoint ptr %580 to i64
  %583 = icmp ult ptr %581, %488
  br i1 %583, label %584, label %699

584:                                              ; preds = %579
  %585 = add i64 %481, %483
  %586 = add i64 %585, %5
  %587 = add i64 %5, %12
  %588 = add i64 %587, -7
  %589 = add i64 %481, %5
  %590 = add i64 %589, 8
  %591 = tail call i64 @llvm.umax.i64(i64 %588, i64 %590)
  %592 = sub i64 %586, %591
  %593 = icmp ult i64 %592, 8
  br i1 %593, label %637, label %594

594:                                              ; preds = %584
  %595 = add i64 %5, %12
  %596 = add i64 %595, -7
  %597 = add i64 %481, %5
  %598 = add i64 %597, 8
  %599 = tail call i64 @llvm.umax.i64(i64 %596, i64 %598)
  %600 = sub i64 %599, %582
  %601 = icmp ult i64 %600, 32
  br i1 %601, label %637, label %602

602:                                              ; preds = %594
  %603 = icmp ult i64 %592, 32
  br i1 %603, label %623, label %604

604:                                              ; preds = %602
  %605 = and i64 %592, -32
  br label %606

606:                                              ; preds = %606, %604
  %607 = phi i64 [ 0, %604 ], [ %614, %606 ]
  %608 = getelementptr i8, ptr %581, i64 %607
  %609 = getelementptr i8, ptr %580, i64 %607
  %610 = getelementptr i8, ptr %609, i64 16
  %611 = load <16 x i8>, ptr %609, align 1, !tbaa !5
  %612 = load <16 x i8>, ptr %610, align 1, !tbaa !5
  %613 = getelementptr i8, ptr %608, i64 16
  store <16 x i8> %611, ptr %608, align 1, !tbaa !5
  store <16 x i8> %612, ptr %613, align 1, !tbaa !5
  %614 = add nuw i64 %607, 32
  %615 = icmp eq i64 %614, %605
  br i1 %615, label %616, label %606, !llvm.loop !120

616:                                              ; preds = %606
  %617 = icmp eq i64 %592, %605
  br i1 %617, label %699, label %618

618:                                              ; preds = %616
  %619 = getelementptr i8, ptr %580, i64 %605
  %620 = getelementptr i8, ptr %581, i64 %605
  %621 = and i64 %592, 24
  %622 = icmp eq i64 %621, 0
  br i1 %622, label %637, label %623

623:                                              ; preds = %602, %618
  %624 = phi i64 [ %605, %618 ], [ 0, %602 ]
  %625 = and i64 %592, -8
  %626 = getelementptr i8, ptr %581, i64 %625
  %627 = getelementptr i8, ptr %580, i64 %625
  br label %628

628:                                              ; preds = %628, %623
  %629 = phi i64 [ %624, %623 ], [ %633, %628 ]
  %630 = getelementptr i8, ptr %581, i64 %629
  %631 = getelementptr i8, ptr %580, i64 %629
  %632 = load <8 x i8>, ptr %631, align 1, !tbaa !5
  store <8 x i8> %632, ptr %630, align 1, !tbaa !5
  %633 = add nuw i64 %629, 8
  %634 = icmp eq i64 %633, %625
  br i1 %634, label %635, label %628, !llvm.loop !121

635:                                              ; preds = %628
  %636 = icmp eq i64 %592, %625
  br i1 %636, label %699, label %637

637:                                              ; preds = %635, %594, %584, %618
  %638 = phi ptr [ %581, %584 ], [ %581, %594 ], [ %620, %618 ], [ %626, %635 ]
  %639 = phi ptr [ %580, %584 ], [ %580, %594 ], [ %619, %618 ], [ %627, %635 ]
  br label %640

640:                                              ; preds = %637, %640
  %641 = phi ptr [ %645, %640 ], [ %638, %637 ]
  %642 = phi ptr [ %643, %640 ], [ %639, %637 ]
  %643 = getelementptr inbounds i8, ptr %642, i64 1
  %644 = load i8, ptr %642, align 1, !tbaa !5
  %645 = getelementptr inbounds i8, ptr %641, i64 1
  store i8 %644, ptr %641, align 1, !tbaa !5
  %646 = icmp ult ptr %645, %488
  br i1 %646, label %640, label %699, !llvm.loop !122

647:                                              ; preds = %516
  %648 = load i64, ptr %517, align 1
  store i64 %648, ptr %519, align 1
  %649 = icmp ugt i64 %483, 16
  br i1 %649, label %650, label %699

650:                                              ; preds = %647
  %651 = getelementptr i8, ptr %485, i64 16
  %652 = add i64 %481, %483
  %653 = add i64 %652, %5
  %654 = add i64 %481, %5
  %655 = add i64 %654, 24
  %656 = tail call i64 @llvm.umax.i64(i64 %653, i64 %655)
  %657 = add i64 %656, -17
  %658 = add i64 %481, %5
  %659 = sub i64 %657, %658
  %660 = lshr i64 %659, 3
  %661 = add nuw nsw i64 %660, 1
  %662 = icmp ult i64 %659, 104
  br i1 %662, label %689, label %663

663:                                              ; preds = %650
  %664 = add i64 %481, %5
  %665 = add i64 %664, 8
  %666 = sub i64 %665, %518
  %667 = icmp ult i64 %666, 32
  br i1 %667, label %689, label %668

668:                                              ; preds = %663
  %669 = and i64 %661, 4611686018427387900
  %670 = shl i64 %669, 3
  %671 = getelementptr i8, ptr %517, i64 %670
  %672 = shl i64 %669, 3
  %673 = getelementptr i8, ptr %651, i64 %672
  br label %674

674:                                              ; preds = %674, %668
  %675 = phi i64 [ 0, %668 ], [ %685, %674 ]
  %676 = shl i64 %675, 3
  %677 = getelementptr i8, ptr %517, i64 %676
  %678 = shl i64 %675, 3
  %679 = getelementptr i8, ptr %651, i64 %678
  %680 = getelementptr inbounds i8, ptr %677, i64 8
  %681 = getelementptr inbounds i8, ptr %677, i64 24
  %682 = load <2 x i64>, ptr %680, align 1
  %683 = load <2 x i64>, ptr %681, align 1
  %684 = getelementptr i8, ptr %679, i64 16
  store <2 x i64> %682, ptr %679, align 1
  store <2 x i64> %683, ptr %684, align 1
  %685 = add nuw i64 %675, 4
  %686 = icmp eq i64 %685, %669
  br i1 %686, label %687, label %674, !llvm.loop !123

687:                                              ; preds = %674
  %688 = icmp eq i64 %661, %669
  br i1 %688, label %699, label %689

689:                                              ; preds = %687, %663, %650
  %690 = phi ptr [ %517, %663 ], [ %517, %650 ], [ %671, %687 ]
  %691 = phi ptr [ %651, %663 ], [ %651, %650 ], [ %673, %687 ]
  br label %692

692:                                              ; preds = %689, %692
  %693 = phi ptr [ %695, %692 ], [ %690, %689 ]
  %694 = phi ptr [ %697, %692 ], [ %691, %689 ]
  %695 = getelementptr inbounds i8, ptr %693, i64 8
  %696 = load i64, ptr %695, align 1
  store i64 %696, ptr %694, align 1
  %697 = getelementptr inbounds i8, ptr %694, i64 8
  %698 = icmp ult ptr %697, %488
  br i1 %698, label %692, label %699, !llvm.loop !124

699:                                              ; preds = %692, %640, %647, %579, %635, %616, %687, %25
  %700 = phi ptr [ %0, %25 ], [ %484, %687 ], [ %484, %616 ], [ %484, %635 ], [ %484, %579 ], [ %484, %647 ], [ %484, %640 ], [ %484, %692 ]
  %701 = phi i64 [ 0, %25 ], [ %487, %687 ], [ %487, %616 ], [ %487, %635 ], [ %487, %579 ], [ %487, %647 ], [ %487, %640 ], [ %487, %692 ]
  %702 = getelementptr inbounds i8, ptr %1, i64 %701
  %703 = getelementptr inbounds i8, ptr %700, i64 1
  %704 = load i8, ptr %700, align 1, !tbaa !5
  %705 = zext i8 %704 to i32
  %706 = lshr i32 %705, 4
  %707 = icmp eq i32 %706, 15
  br i1 %707, label %331, label %291

708:                                              ; preds = %113, %111, %47, %61, %59, %139, %49, %101, %338, %450, %460, %331, %350, %348, %521, %472, %416
  %709 = phi ptr [ %367, %416 ], [ %453, %460 ], [ %473, %472 ], [ %484, %521 ], [ %341, %350 ], [ %341, %348 ], [ %334, %331 ], [ %453, %450 ], [ %341, %338 ], [ %104, %101 ], [ %52, %49 ], [ %104, %113 ], [ %104, %111 ], [ %41, %47 ], [ %52, %59 ], [ %52, %61 ], [ %96, %139 ]
  %710 = ptrtoint ptr %709 to i64
  %711 = ptrtoint ptr %0 to i64
  %712 = sub i64 %711, %710
  %713 = trunc i64 %712 to i32
  %714 = add nsw i32 %713, -1
  br label %715

715:                                              ; preds = %17, %19, %23, %421, %708, %4
  %716 = phi i32 [ -1, %4 ], [ %714, %708 ], [ %425, %421 ], [ -1, %17 ], [ %22, %19 ], [ -1, %23 ]
  ret i32 %716
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_fast_withPrefix64k(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, ptr %1, i64 %4
  %6 = getelementptr inbounds i8, ptr %1, i64 -65536
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  br label %9

9:                                                ; preds = %143, %3
  %10 = phi ptr [ %0, %3 ], [ %60, %143 ]
  %11 = phi ptr [ %1, %3 ], [ %144, %143 ]
  %12 = getelementptr inbounds i8, ptr %10, i64 1
  %13 = load i8, ptr %10, align 1, !tbaa !5
  %14 = zext i8 %13 to i32
  %15 = lshr i32 %14, 4
  %16 = zext nneg i32 %15 to i64
  %17 = icmp eq i32 %15, 15
  br i1 %17, label %18, label %28

18:                                               ; preds = %9, %18
  %19 = phi ptr [ %23, %18 ], [ %12, %9 ]
  %20 = phi i64 [ %24, %18 ], [ 0, %9 ]
  %21 = load i8, ptr %19, align 1, !tbaa !5
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds i8, ptr %19, i64 1
  %24 = add i64 %20, %22
  %25 = icmp eq i8 %21, -1
  br i1 %25, label %18, label %26, !llvm.loop !74

26:                                               ; preds = %18
  %27 = add i64 %24, 15
  br label %28

28:                                               ; preds = %26, %9
  %29 = phi ptr [ %23, %26 ], [ %12, %9 ]
  %30 = phi i64 [ %27, %26 ], [ %16, %9 ]
  %31 = ptrtoint ptr %11 to i64
  %32 = sub i64 %7, %31
  %33 = icmp ult i64 %32, %30
  br i1 %33, label %153, label %34

34:                                               ; preds = %28
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %11, ptr nonnull align 1 %29, i64 %30, i1 false)
  %35 = getelementptr inbounds i8, ptr %11, i64 %30
  %36 = getelementptr inbounds i8, ptr %29, i64 %30
  %37 = ptrtoint ptr %35 to i64
  %38 = sub i64 %7, %37
  %39 = icmp ult i64 %38, 12
  br i1 %39, label %40, label %42

40:                                               ; preds = %34
  %41 = icmp eq ptr %35, %5
  br i1 %41, label %148, label %153

42:                                               ; preds = %34
  %43 = and i32 %14, 15
  %44 = zext nneg i32 %43 to i64
  %45 = load i16, ptr %36, align 1, !tbaa !5
  %46 = zext i16 %45 to i64
  %47 = getelementptr inbounds i8, ptr %36, i64 2
  %48 = icmp eq i32 %43, 15
  br i1 %48, label %49, label %59

49:                                               ; preds = %42, %49
  %50 = phi ptr [ %54, %49 ], [ %47, %42 ]
  %51 = phi i64 [ %55, %49 ], [ 0, %42 ]
  %52 = load i8, ptr %50, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds i8, ptr %50, i64 1
  %55 = add i64 %51, %53
  %56 = icmp eq i8 %52, -1
  br i1 %56, label %49, label %57, !llvm.loop !74

57:                                               ; preds = %49
  %58 = add i64 %55, 15
  br label %59

59:                                               ; preds = %57, %42
  %60 = phi ptr [ %54, %57 ], [ %47, %42 ]
  %61 = phi i64 [ %58, %57 ], [ %44, %42 ]
  %62 = add i64 %61, 4
  %63 = icmp ult i64 %38, %62
  %64 = sub i64 %37, %8
  %65 = icmp ult i64 %64, %46
  %66 = select i1 %63, i1 true, i1 %65
  br i1 %66, label %153, label %67

67:                                               ; preds = %59
  %68 = sub nsw i64 0, %46
  %69 = getelementptr i8, ptr %35, i64 %68
  %70 = icmp eq i64 %62, 0
  br i1 %70, label %143, label %71

71:                                               ; preds = %67
  %72 = icmp ult i64 %62, 8
  %73 = icmp ult i16 %45, 32
  %74 = select i1 %72, i1 true, i1 %73
  br i1 %74, label %106, label %75

75:                                               ; preds = %71
  %76 = icmp ult i64 %62, 32
  br i1 %76, label %94, label %77

77:                                               ; preds = %75
  %78 = and i64 %62, -32
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %87, %79 ]
  %81 = getelementptr inbounds i8, ptr %69, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <16 x i8>, ptr %81, align 1, !tbaa !5
  %84 = load <16 x i8>, ptr %82, align 1, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %35, i64 %80
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  store <16 x i8> %83, ptr %85, align 1, !tbaa !5
  store <16 x i8> %84, ptr %86, align 1, !tbaa !5
  %87 = add nuw i64 %80, 32
  %88 = icmp eq i64 %87, %78
  br i1 %88, label %89, label %79, !llvm.loop !125

89:                                               ; preds = %79
  %90 = icmp eq i64 %62, %78
  br i1 %90, label %143, label %91

91:                                               ; preds = %89
  %92 = and i64 %62, 24
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %106, label %94

94:                                               ; preds = %75, %91
  %95 = phi i64 [ %78, %91 ], [ 0, %75 ]
  %96 = and i64 %62, -8
  br label %97

97:                                               ; preds = %97, %94
  %98 = phi i64 [ %95, %94 ], [ %102, %97 ]
  %99 = getelementptr inbounds i8, ptr %69, i64 %98
  %100 = load <8 x i8>, ptr %99, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %35, i64 %98
  store <8 x i8> %100, ptr %101, align 1, !tbaa !5
  %102 = add nuw i64 %98, 8
  %103 = icmp eq i64 %102, %96
  br i1 %103, label %104, label %97, !llvm.loop !126

104:                                              ; preds = %97
  %105 = icmp eq i64 %62, %96
  br i1 %105, label %143, label %106

106:                                              ; preds = %104, %71, %91
  %107 = phi i64 [ 0, %71 ], [ %78, %91 ], [ %96, %104 ]
  %108 = add i64 %61, 3
  %109 = sub i64 %108, %107
  %110 = and i64 %61, 3
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %121, label %112

112:                                              ; preds = %106, %112
  %113 = phi i64 [ %118, %112 ], [ %107, %106 ]
  %114 = phi i64 [ %119, %112 ], [ 0, %106 ]
  %115 = getelementptr inbounds i8, ptr %69, i64 %113
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %35, i64 %113
  store i8 %116, ptr %117, align 1, !tbaa !5
  %118 = add nuw i64 %113, 1
  %119 = add i64 %114, 1
  %120 = icmp eq i64 %119, %110
  br i1 %120, label %121, label %112, !llvm.loop !127

121:                                              ; preds = %112, %106
  %122 = phi i64 [ %107, %106 ], [ %118, %112 ]
  %123 = icmp ult i64 %109, 3
  br i1 %123, label %143, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %141, %124 ], [ %122, %121 ]
  %126 = getelementptr inbounds i8, ptr %69, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %35, i64 %125
  store i8 %127, ptr %128, align 1, !tbaa !5
  %129 = add nuw i64 %125, 1
  %130 = getelementptr inbounds i8, ptr %69, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %35, i64 %129
  store i8 %131, ptr %132, align 1, !tbaa !5
  %133 = add nuw i64 %125, 2
  %134 = getelementptr inbounds i8, ptr %69, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %35, i64 %133
  store i8 %135, ptr %136, align 1, !tbaa !5
  %137 = add nuw i64 %125, 3
  %138 = getelementptr inbounds i8, ptr %69, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %35, i64 %137
  store i8 %139, ptr %140, align 1, !tbaa !5
  %141 = add nuw i64 %125, 4
  %142 = icmp eq i64 %125, %61
  br i1 %142, label %143, label %124, !llvm.loop !128

143:                                              ; preds = %121, %124, %89, %104, %67
  %144 = getelementptr inbounds i8, ptr %35, i64 %62
  %145 = ptrtoint ptr %144 to i64
  %146 = sub i64 %7, %145
  %147 = icmp ult i64 %146, 5
  br i1 %147, label %153, label %9

148:                                              ; preds = %40
  %149 = ptrtoint ptr %36 to i64
  %150 = ptrtoint ptr %0 to i64
  %151 = sub i64 %149, %150
  %152 = trunc i64 %151 to i32
  br label %153

153:                                              ; preds = %28, %59, %143, %40, %148
  %154 = phi i32 [ %152, %148 ], [ -1, %40 ], [ -1, %143 ], [ -1, %59 ], [ -1, %28 ]
  ret i32 %154
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_forceExtDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = icmp eq ptr %0, null
  %8 = icmp slt i32 %3, 0
  %9 = or i1 %7, %8
  br i1 %9, label %810, label %10

10:                                               ; preds = %6
  %11 = sext i32 %2 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 %11
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i8, ptr %1, i64 %13
  %15 = icmp eq ptr %4, null
  %16 = getelementptr inbounds i8, ptr %4, i64 %5
  %17 = select i1 %15, ptr null, ptr %16
  %18 = icmp ult i64 %5, 65536
  %19 = getelementptr inbounds i8, ptr %12, i64 -16
  %20 = getelementptr inbounds i8, ptr %14, i64 -32
  %21 = icmp eq i32 %3, 0
  br i1 %21, label %22, label %28, !prof !16

22:                                               ; preds = %10
  %23 = icmp eq i32 %2, 1
  br i1 %23, label %24, label %810

24:                                               ; preds = %22
  %25 = load i8, ptr %0, align 1, !tbaa !5
  %26 = icmp ne i8 %25, 0
  %27 = sext i1 %26 to i32
  br label %810

28:                                               ; preds = %10
  %29 = icmp eq i32 %2, 0
  br i1 %29, label %810, label %30, !prof !16

30:                                               ; preds = %28
  %31 = ptrtoint ptr %1 to i64
  %32 = icmp ult i32 %3, 64
  br i1 %32, label %795, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %12, i64 -17
  %35 = getelementptr inbounds i8, ptr %12, i64 -15
  %36 = getelementptr inbounds i8, ptr %12, i64 -32
  %37 = getelementptr inbounds i8, ptr %14, i64 -64
  %38 = getelementptr inbounds i8, ptr %12, i64 -4
  %39 = getelementptr inbounds i8, ptr %14, i64 -5
  %40 = add i64 %31, 1
  br label %41

41:                                               ; preds = %329, %33
  %42 = phi ptr [ %0, %33 ], [ %330, %329 ]
  %43 = phi ptr [ %1, %33 ], [ %331, %329 ]
  %44 = getelementptr inbounds i8, ptr %42, i64 1
  %45 = load i8, ptr %42, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = lshr i32 %46, 4
  %48 = zext nneg i32 %47 to i64
  %49 = icmp eq i32 %47, 15
  br i1 %49, label %50, label %87

50:                                               ; preds = %41
  %51 = icmp ult ptr %44, %35
  br i1 %51, label %52, label %803, !prof !23

52:                                               ; preds = %50, %57
  %53 = phi ptr [ %55, %57 ], [ %44, %50 ]
  %54 = phi i64 [ %60, %57 ], [ 0, %50 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 1
  %56 = icmp ugt ptr %55, %35
  br i1 %56, label %803, label %57, !prof !16

57:                                               ; preds = %52
  %58 = load i8, ptr %53, align 1, !tbaa !5
  %59 = zext i8 %58 to i64
  %60 = add i64 %54, %59
  %61 = icmp eq i8 %58, -1
  br i1 %61, label %52, label %62, !llvm.loop !75

62:                                               ; preds = %57
  %63 = icmp eq i64 %60, -1
  br i1 %63, label %803, label %64

64:                                               ; preds = %62
  %65 = add i64 %60, 15
  %66 = ptrtoint ptr %43 to i64
  %67 = xor i64 %66, -1
  %68 = icmp ugt i64 %65, %67
  %69 = ptrtoint ptr %55 to i64
  %70 = xor i64 %69, -1
  %71 = icmp ugt i64 %65, %70
  %72 = or i1 %68, %71
  br i1 %72, label %803, label %73, !prof !76

73:                                               ; preds = %64
  %74 = getelementptr inbounds i8, ptr %43, i64 %65
  %75 = icmp ugt ptr %74, %20
  %76 = getelementptr inbounds i8, ptr %55, i64 %65
  %77 = icmp ugt ptr %76, %36
  %78 = select i1 %75, i1 true, i1 %77
  br i1 %78, label %421, label %79

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %55, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %43, %73 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %81, ptr noundef nonnull align 1 dereferenceable(16) %80, i64 16, i1 false)
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = getelementptr inbounds i8, ptr %80, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %82, ptr noundef nonnull align 1 dereferenceable(16) %83, i64 16, i1 false)
  %84 = getelementptr inbounds i8, ptr %81, i64 32
  %85 = getelementptr inbounds i8, ptr %80, i64 32
  %86 = icmp ult ptr %84, %74
  br i1 %86, label %79, label %92, !llvm.loop !77

87:                                               ; preds = %41
  %88 = getelementptr inbounds i8, ptr %43, i64 %48
  %89 = icmp ugt ptr %44, %34
  br i1 %89, label %421, label %90

90:                                               ; preds = %87
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %43, ptr noundef nonnull align 1 dereferenceable(16) %44, i64 16, i1 false)
  %91 = getelementptr inbounds i8, ptr %44, i64 %48
  br label %92

92:                                               ; preds = %79, %90
  %93 = phi ptr [ %91, %90 ], [ %76, %79 ]
  %94 = phi ptr [ %88, %90 ], [ %74, %79 ]
  %95 = ptrtoint ptr %94 to i64
  %96 = load i16, ptr %93, align 1, !tbaa !5
  %97 = zext i16 %96 to i64
  %98 = getelementptr inbounds i8, ptr %93, i64 2
  %99 = sub nsw i64 0, %97
  %100 = getelementptr inbounds i8, ptr %94, i64 %99
  %101 = and i32 %46, 15
  %102 = icmp eq i32 %101, 15
  br i1 %102, label %103, label %127

103:                                              ; preds = %92, %108
  %104 = phi ptr [ %106, %108 ], [ %98, %92 ]
  %105 = phi i64 [ %111, %108 ], [ 0, %92 ]
  %106 = getelementptr inbounds i8, ptr %104, i64 1
  %107 = icmp ugt ptr %106, %38
  br i1 %107, label %803, label %108, !prof !16

108:                                              ; preds = %103
  %109 = load i8, ptr %104, align 1, !tbaa !5
  %110 = zext i8 %109 to i64
  %111 = add i64 %105, %110
  %112 = icmp eq i8 %109, -1
  br i1 %112, label %103, label %113, !llvm.loop !75

113:                                              ; preds = %108
  %114 = icmp eq i64 %111, -1
  br i1 %114, label %803, label %115

115:                                              ; preds = %113
  %116 = add i64 %111, 19
  %117 = ptrtoint ptr %94 to i64
  %118 = xor i64 %117, -1
  %119 = icmp ugt i64 %116, %118
  %120 = getelementptr inbounds i8, ptr %100, i64 %5
  %121 = icmp ult ptr %120, %1
  %122 = select i1 %18, i1 %121, i1 false
  %123 = select i1 %119, i1 true, i1 %122
  br i1 %123, label %803, label %124, !prof !78

124:                                              ; preds = %115
  %125 = getelementptr inbounds i8, ptr %94, i64 %116
  %126 = icmp ult ptr %125, %37
  br i1 %126, label %144, label %526

127:                                              ; preds = %92
  %128 = add nuw nsw i32 %101, 4
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds i8, ptr %94, i64 %129
  %131 = icmp ult ptr %130, %37
  br i1 %131, label %132, label %526

132:                                              ; preds = %127
  %133 = icmp uge ptr %100, %1
  %134 = icmp ugt i16 %96, 7
  %135 = select i1 %133, i1 %134, i1 false
  br i1 %135, label %136, label %144

136:                                              ; preds = %132
  %137 = load i64, ptr %100, align 1
  store i64 %137, ptr %94, align 1
  %138 = getelementptr inbounds i8, ptr %94, i64 8
  %139 = getelementptr inbounds i8, ptr %100, i64 8
  %140 = load i64, ptr %139, align 1
  store i64 %140, ptr %138, align 1
  %141 = getelementptr inbounds i8, ptr %94, i64 16
  %142 = getelementptr inbounds i8, ptr %100, i64 16
  %143 = load i16, ptr %142, align 1
  store i16 %143, ptr %141, align 1
  br label %329

144:                                              ; preds = %132, %124
  %145 = phi ptr [ %106, %124 ], [ %98, %132 ]
  %146 = phi i64 [ %116, %124 ], [ %129, %132 ]
  %147 = getelementptr inbounds i8, ptr %100, i64 %5
  %148 = icmp ult ptr %147, %1
  %149 = select i1 %18, i1 %148, i1 false
  br i1 %149, label %803, label %150, !prof !79

150:                                              ; preds = %144
  %151 = icmp ult ptr %100, %1
  %152 = getelementptr inbounds i8, ptr %94, i64 %146
  br i1 %151, label %153, label %208

153:                                              ; preds = %150
  %154 = icmp ugt ptr %152, %39
  br i1 %154, label %803, label %155, !prof !16

155:                                              ; preds = %153
  %156 = ptrtoint ptr %100 to i64
  %157 = sub i64 %31, %156
  %158 = icmp ugt i64 %146, %157
  br i1 %158, label %162, label %159

159:                                              ; preds = %155
  %160 = sub i64 0, %157
  %161 = getelementptr inbounds i8, ptr %17, i64 %160
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %94, ptr align 1 %161, i64 %146, i1 false)
  br label %329

162:                                              ; preds = %155
  %163 = sub i64 %146, %157
  %164 = sub i64 0, %157
  %165 = getelementptr inbounds i8, ptr %17, i64 %164
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr align 1 %165, i64 %157, i1 false)
  %166 = getelementptr inbounds i8, ptr %94, i64 %157
  %167 = ptrtoint ptr %166 to i64
  %168 = sub i64 %167, %31
  %169 = icmp ugt i64 %163, %168
  br i1 %169, label %170, label %207

170:                                              ; preds = %162
  %171 = icmp slt i64 %157, %146
  br i1 %171, label %172, label %329

172:                                              ; preds = %170
  %173 = add i64 %40, %97
  %174 = add i64 %146, %95
  %175 = tail call i64 @llvm.umax.i64(i64 %173, i64 %174)
  %176 = add i64 %31, %97
  %177 = sub i64 %175, %176
  %178 = icmp ult i64 %177, 32
  %179 = icmp ult i16 %96, 32
  %180 = select i1 %178, i1 true, i1 %179
  br i1 %180, label %197, label %181

181:                                              ; preds = %172
  %182 = and i64 %177, -32
  %183 = getelementptr i8, ptr %166, i64 %182
  %184 = getelementptr i8, ptr %1, i64 %182
  br label %185

185:                                              ; preds = %185, %181
  %186 = phi i64 [ 0, %181 ], [ %193, %185 ]
  %187 = getelementptr i8, ptr %166, i64 %186
  %188 = getelementptr i8, ptr %1, i64 %186
  %189 = getelementptr i8, ptr %188, i64 16
  %190 = load <16 x i8>, ptr %188, align 1, !tbaa !5
  %191 = load <16 x i8>, ptr %189, align 1, !tbaa !5
  %192 = getelementptr i8, ptr %187, i64 16
  store <16 x i8> %190, ptr %187, align 1, !tbaa !5
  store <16 x i8> %191, ptr %192, align 1, !tbaa !5
  %193 = add nuw i64 %186, 32
  %194 = icmp eq i64 %193, %182
  br i1 %194, label %195, label %185, !llvm.loop !129

195:                                              ; preds = %185
  %196 = icmp eq i64 %177, %182
  br i1 %196, label %329, label %197

197:                                              ; preds = %195, %172
  %198 = phi ptr [ %166, %172 ], [ %183, %195 ]
  %199 = phi ptr [ %1, %172 ], [ %184, %195 ]
  br label %200

200:                                              ; preds = %197, %200
  %201 = phi ptr [ %205, %200 ], [ %198, %197 ]
  %202 = phi ptr [ %203, %200 ], [ %199, %197 ]
  %203 = getelementptr inbounds i8, ptr %202, i64 1
  %204 = load i8, ptr %202, align 1, !tbaa !5
  %205 = getelementptr inbounds i8, ptr %201, i64 1
  store i8 %204, ptr %201, align 1, !tbaa !5
  %206 = icmp ult ptr %205, %152
  br i1 %206, label %200, label %329, !llvm.loop !130

207:                                              ; preds = %162
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %166, ptr nonnull align 1 %1, i64 %163, i1 false)
  br label %329

208:                                              ; preds = %150
  %209 = icmp ult i16 %96, 16
  br i1 %209, label %210, label %341, !prof !16

210:                                              ; preds = %208
  switch i16 %96, label %222 [
    i16 1, label %211
    i16 2, label %215
    i16 4, label %220
  ]

211:                                              ; preds = %210
  %212 = load i8, ptr %100, align 1, !tbaa !5
  %213 = zext i8 %212 to i32
  %214 = mul nuw i32 %213, 16843009
  br label %295

215:                                              ; preds = %210
  %216 = load i16, ptr %100, align 1
  %217 = zext i16 %216 to i32
  %218 = shl nuw i32 %217, 16
  %219 = or disjoint i32 %218, %217
  br label %295

220:                                              ; preds = %210
  %221 = load i32, ptr %100, align 1
  br label %295

222:                                              ; preds = %210
  %223 = icmp ult i16 %96, 8
  br i1 %223, label %224, label %246

224:                                              ; preds = %222
  store i32 0, ptr %94, align 1, !tbaa !5
  %225 = load i8, ptr %100, align 1, !tbaa !5
  store i8 %225, ptr %94, align 1, !tbaa !5
  %226 = getelementptr inbounds i8, ptr %100, i64 1
  %227 = load i8, ptr %226, align 1, !tbaa !5
  %228 = getelementptr inbounds i8, ptr %94, i64 1
  store i8 %227, ptr %228, align 1, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %100, i64 2
  %230 = load i8, ptr %229, align 1, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %94, i64 2
  store i8 %230, ptr %231, align 1, !tbaa !5
  %232 = getelementptr inbounds i8, ptr %100, i64 3
  %233 = load i8, ptr %232, align 1, !tbaa !5
  %234 = getelementptr inbounds i8, ptr %94, i64 3
  store i8 %233, ptr %234, align 1, !tbaa !5
  %235 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %97
  %236 = load i32, ptr %235, align 4, !tbaa !26
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds i8, ptr %100, i64 %237
  %239 = getelementptr inbounds i8, ptr %94, i64 4
  %240 = load i32, ptr %238, align 1
  store i32 %240, ptr %239, align 1
  %241 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %97
  %242 = load i32, ptr %241, align 4, !tbaa !26
  %243 = sext i32 %242 to i64
  %244 = sub nsw i64 0, %243
  %245 = getelementptr inbounds i8, ptr %238, i64 %244
  br label %249

246:                                              ; preds = %222
  %247 = load i64, ptr %100, align 1
  store i64 %247, ptr %94, align 1
  %248 = getelementptr inbounds i8, ptr %100, i64 8
  br label %249

249:                                              ; preds = %246, %224
  %250 = phi ptr [ %245, %224 ], [ %248, %246 ]
  %251 = getelementptr i8, ptr %94, i64 8
  %252 = add i64 %146, %95
  %253 = add i64 %95, 16
  %254 = tail call i64 @llvm.umax.i64(i64 %252, i64 %253)
  %255 = add i64 %254, -9
  %256 = sub i64 %255, %95
  %257 = lshr i64 %256, 3
  %258 = add nuw nsw i64 %257, 1
  %259 = icmp ult i64 %256, 24
  br i1 %259, label %285, label %260

260:                                              ; preds = %249
  %261 = ptrtoint ptr %250 to i64
  %262 = add i64 %95, 8
  %263 = sub i64 %262, %261
  %264 = icmp ult i64 %263, 32
  br i1 %264, label %285, label %265

265:                                              ; preds = %260
  %266 = and i64 %258, 4611686018427387900
  %267 = shl i64 %266, 3
  %268 = getelementptr i8, ptr %250, i64 %267
  %269 = shl i64 %266, 3
  %270 = getelementptr i8, ptr %251, i64 %269
  br label %271

271:                                              ; preds = %271, %265
  %272 = phi i64 [ 0, %265 ], [ %281, %271 ]
  %273 = shl i64 %272, 3
  %274 = getelementptr i8, ptr %250, i64 %273
  %275 = shl i64 %272, 3
  %276 = getelementptr i8, ptr %251, i64 %275
  %277 = getelementptr i8, ptr %274, i64 16
  %278 = load <2 x i64>, ptr %274, align 1
  %279 = load <2 x i64>, ptr %277, align 1
  %280 = getelementptr i8, ptr %276, i64 16
  store <2 x i64> %278, ptr %276, align 1
  store <2 x i64> %279, ptr %280, align 1
  %281 = add nuw i64 %272, 4
  %282 = icmp eq i64 %281, %266
  br i1 %282, label %283, label %271, !llvm.loop !131

283:                                              ; preds = %271
  %284 = icmp eq i64 %258, %266
  br i1 %284, label %329, label %285

285:                                              ; preds = %283, %260, %249
  %286 = phi ptr [ %250, %260 ], [ %250, %249 ], [ %268, %283 ]
  %287 = phi ptr [ %251, %260 ], [ %251, %249 ], [ %270, %283 ]
  br label %288

288:                                              ; preds = %285, %288
  %289 = phi ptr [ %293, %288 ], [ %286, %285 ]
  %290 = phi ptr [ %292, %288 ], [ %287, %285 ]
  %291 = load i64, ptr %289, align 1
  store i64 %291, ptr %290, align 1
  %292 = getelementptr inbounds i8, ptr %290, i64 8
  %293 = getelementptr inbounds i8, ptr %289, i64 8
  %294 = icmp ult ptr %292, %152
  br i1 %294, label %288, label %329, !llvm.loop !132

295:                                              ; preds = %220, %215, %211
  %296 = phi i32 [ %221, %220 ], [ %219, %215 ], [ %214, %211 ]
  store i32 %296, ptr %94, align 1
  %297 = getelementptr inbounds i8, ptr %94, i64 4
  store i32 %296, ptr %297, align 1
  %298 = icmp sgt i64 %146, 8
  br i1 %298, label %299, label %329

299:                                              ; preds = %295
  %300 = getelementptr inbounds i8, ptr %94, i64 8
  %301 = add i64 %146, %95
  %302 = add i64 %95, 16
  %303 = tail call i64 @llvm.umax.i64(i64 %301, i64 %302)
  %304 = add i64 %303, -9
  %305 = sub i64 %304, %95
  %306 = lshr i64 %305, 3
  %307 = add nuw nsw i64 %306, 1
  %308 = icmp ult i64 %305, 24
  br i1 %308, label %332, label %309

309:                                              ; preds = %299
  %310 = and i64 %307, 4611686018427387900
  %311 = shl i64 %310, 3
  %312 = getelementptr i8, ptr %300, i64 %311
  %313 = shl i64 %310, 3
  %314 = getelementptr i8, ptr %94, i64 %313
  %315 = insertelement <2 x i32> poison, i32 %296, i64 0
  %316 = getelementptr i8, ptr %94, i64 8
  %317 = getelementptr i8, ptr %94, i64 8
  %318 = shufflevector <2 x i32> %315, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %319

319:                                              ; preds = %319, %309
  %320 = phi i64 [ 0, %309 ], [ %325, %319 ]
  %321 = shl i64 %320, 3
  %322 = or disjoint i64 %321, 16
  %323 = getelementptr i8, ptr %316, i64 %321
  %324 = getelementptr i8, ptr %317, i64 %322
  store <4 x i32> %318, ptr %323, align 1
  store <4 x i32> %318, ptr %324, align 1
  %325 = add nuw i64 %320, 4
  %326 = icmp eq i64 %325, %310
  br i1 %326, label %327, label %319, !llvm.loop !133

327:                                              ; preds = %319
  %328 = icmp eq i64 %307, %310
  br i1 %328, label %329, label %332

329:                                              ; preds = %341, %335, %288, %200, %327, %283, %195, %295, %159, %207, %170, %136
  %330 = phi ptr [ %98, %136 ], [ %145, %170 ], [ %145, %207 ], [ %145, %159 ], [ %145, %295 ], [ %145, %195 ], [ %145, %283 ], [ %145, %327 ], [ %145, %200 ], [ %145, %288 ], [ %145, %335 ], [ %145, %341 ]
  %331 = phi ptr [ %130, %136 ], [ %166, %170 ], [ %152, %207 ], [ %152, %159 ], [ %152, %295 ], [ %183, %195 ], [ %152, %283 ], [ %152, %327 ], [ %205, %200 ], [ %152, %288 ], [ %152, %335 ], [ %152, %341 ]
  br label %41

332:                                              ; preds = %327, %299
  %333 = phi ptr [ %300, %299 ], [ %312, %327 ]
  %334 = phi ptr [ %94, %299 ], [ %314, %327 ]
  br label %335

335:                                              ; preds = %332, %335
  %336 = phi ptr [ %339, %335 ], [ %333, %332 ]
  %337 = phi ptr [ %336, %335 ], [ %334, %332 ]
  store i32 %296, ptr %336, align 1
  %338 = getelementptr inbounds i8, ptr %337, i64 12
  store i32 %296, ptr %338, align 1
  %339 = getelementptr inbounds i8, ptr %336, i64 8
  %340 = icmp ult ptr %339, %152
  br i1 %340, label %335, label %329, !llvm.loop !134

341:                                              ; preds = %208, %341
  %342 = phi ptr [ %347, %341 ], [ %100, %208 ]
  %343 = phi ptr [ %346, %341 ], [ %94, %208 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %343, ptr noundef nonnull align 1 dereferenceable(16) %342, i64 16, i1 false)
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = getelementptr inbounds i8, ptr %342, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %344, ptr noundef nonnull align 1 dereferenceable(16) %345, i64 16, i1 false)
  %346 = getelementptr inbounds i8, ptr %343, i64 32
  %347 = getelementptr inbounds i8, ptr %342, i64 32
  %348 = icmp ult ptr %346, %152
  br i1 %348, label %341, label %329, !llvm.loop !77

349:                                              ; preds = %795, %373
  %350 = phi i32 [ %386, %373 ], [ %801, %795 ]
  %351 = phi i32 [ %385, %373 ], [ %800, %795 ]
  %352 = phi ptr [ %383, %373 ], [ %798, %795 ]
  %353 = phi ptr [ %382, %373 ], [ %797, %795 ]
  %354 = zext nneg i32 %350 to i64
  %355 = icmp ult ptr %352, %19
  %356 = icmp ule ptr %353, %20
  %357 = and i1 %355, %356
  br i1 %357, label %358, label %415, !prof !23

358:                                              ; preds = %349
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %353, ptr noundef nonnull align 1 dereferenceable(16) %352, i64 16, i1 false)
  %359 = getelementptr inbounds i8, ptr %353, i64 %354
  %360 = getelementptr inbounds i8, ptr %352, i64 %354
  %361 = and i32 %351, 15
  %362 = zext nneg i32 %361 to i64
  %363 = load i16, ptr %360, align 1, !tbaa !5
  %364 = zext i16 %363 to i64
  %365 = getelementptr inbounds i8, ptr %360, i64 2
  %366 = sub nsw i64 0, %364
  %367 = getelementptr inbounds i8, ptr %359, i64 %366
  %368 = icmp eq i32 %361, 15
  %369 = icmp ult i16 %363, 8
  %370 = select i1 %368, i1 true, i1 %369
  %371 = icmp ult ptr %367, %1
  %372 = select i1 %370, i1 true, i1 %371
  br i1 %372, label %495, label %373

373:                                              ; preds = %358
  %374 = load i64, ptr %367, align 1
  store i64 %374, ptr %359, align 1
  %375 = getelementptr inbounds i8, ptr %359, i64 8
  %376 = getelementptr inbounds i8, ptr %367, i64 8
  %377 = load i64, ptr %376, align 1
  store i64 %377, ptr %375, align 1
  %378 = getelementptr inbounds i8, ptr %359, i64 16
  %379 = getelementptr inbounds i8, ptr %367, i64 16
  %380 = load i16, ptr %379, align 1
  store i16 %380, ptr %378, align 1
  %381 = getelementptr inbounds i8, ptr %359, i64 %362
  %382 = getelementptr inbounds i8, ptr %381, i64 4
  %383 = getelementptr inbounds i8, ptr %360, i64 3
  %384 = load i8, ptr %365, align 1, !tbaa !5
  %385 = zext i8 %384 to i32
  %386 = lshr i32 %385, 4
  %387 = icmp eq i32 %386, 15
  br i1 %387, label %388, label %349

388:                                              ; preds = %373, %795
  %389 = phi ptr [ %797, %795 ], [ %382, %373 ]
  %390 = phi ptr [ %798, %795 ], [ %383, %373 ]
  %391 = phi i32 [ %800, %795 ], [ %385, %373 ]
  %392 = getelementptr inbounds i8, ptr %12, i64 -15
  %393 = icmp ult ptr %390, %392
  br i1 %393, label %394, label %803, !prof !23

394:                                              ; preds = %388, %399
  %395 = phi ptr [ %397, %399 ], [ %390, %388 ]
  %396 = phi i64 [ %402, %399 ], [ 0, %388 ]
  %397 = getelementptr inbounds i8, ptr %395, i64 1
  %398 = icmp ugt ptr %397, %392
  br i1 %398, label %803, label %399, !prof !16

399:                                              ; preds = %394
  %400 = load i8, ptr %395, align 1, !tbaa !5
  %401 = zext i8 %400 to i64
  %402 = add i64 %396, %401
  %403 = icmp eq i8 %400, -1
  br i1 %403, label %394, label %404, !llvm.loop !75

404:                                              ; preds = %399
  %405 = icmp eq i64 %402, -1
  br i1 %405, label %803, label %406

406:                                              ; preds = %404
  %407 = add i64 %402, 15
  %408 = ptrtoint ptr %389 to i64
  %409 = xor i64 %408, -1
  %410 = icmp ugt i64 %407, %409
  %411 = ptrtoint ptr %397 to i64
  %412 = xor i64 %411, -1
  %413 = icmp ugt i64 %407, %412
  %414 = or i1 %410, %413
  br i1 %414, label %803, label %415, !prof !76

415:                                              ; preds = %349, %406
  %416 = phi ptr [ %389, %406 ], [ %353, %349 ]
  %417 = phi i32 [ %391, %406 ], [ %351, %349 ]
  %418 = phi ptr [ %397, %406 ], [ %352, %349 ]
  %419 = phi i64 [ %407, %406 ], [ %354, %349 ]
  %420 = getelementptr inbounds i8, ptr %416, i64 %419
  br label %421

421:                                              ; preds = %73, %87, %415
  %422 = phi ptr [ %418, %415 ], [ %55, %73 ], [ %44, %87 ]
  %423 = phi i64 [ %419, %415 ], [ %65, %73 ], [ %48, %87 ]
  %424 = phi i32 [ %417, %415 ], [ %46, %87 ], [ %46, %73 ]
  %425 = phi ptr [ %420, %415 ], [ %74, %73 ], [ %88, %87 ]
  %426 = phi ptr [ %416, %415 ], [ %43, %87 ], [ %43, %73 ]
  %427 = ptrtoint ptr %425 to i64
  %428 = ptrtoint ptr %426 to i64
  %429 = ptrtoint ptr %422 to i64
  %430 = getelementptr inbounds i8, ptr %14, i64 -12
  %431 = icmp ugt ptr %425, %430
  br i1 %431, label %470, label %432

432:                                              ; preds = %421
  %433 = getelementptr inbounds i8, ptr %422, i64 %423
  %434 = getelementptr inbounds i8, ptr %12, i64 -8
  %435 = icmp ugt ptr %433, %434
  br i1 %435, label %470, label %436

436:                                              ; preds = %432
  %437 = add i64 %428, 8
  %438 = tail call i64 @llvm.umax.i64(i64 %427, i64 %437)
  %439 = xor i64 %428, -1
  %440 = add i64 %438, %439
  %441 = lshr i64 %440, 3
  %442 = add nuw nsw i64 %441, 1
  %443 = icmp ult i64 %440, 56
  %444 = sub i64 %428, %429
  %445 = icmp ult i64 %444, 32
  %446 = select i1 %443, i1 true, i1 %445
  br i1 %446, label %447, label %450

447:                                              ; preds = %468, %436
  %448 = phi ptr [ %422, %436 ], [ %453, %468 ]
  %449 = phi ptr [ %426, %436 ], [ %455, %468 ]
  br label %480

450:                                              ; preds = %436
  %451 = and i64 %442, 4611686018427387900
  %452 = shl i64 %451, 3
  %453 = getelementptr i8, ptr %422, i64 %452
  %454 = shl i64 %451, 3
  %455 = getelementptr i8, ptr %426, i64 %454
  br label %456

456:                                              ; preds = %456, %450
  %457 = phi i64 [ 0, %450 ], [ %466, %456 ]
  %458 = shl i64 %457, 3
  %459 = getelementptr i8, ptr %422, i64 %458
  %460 = shl i64 %457, 3
  %461 = getelementptr i8, ptr %426, i64 %460
  %462 = getelementptr i8, ptr %459, i64 16
  %463 = load <2 x i64>, ptr %459, align 1
  %464 = load <2 x i64>, ptr %462, align 1
  %465 = getelementptr i8, ptr %461, i64 16
  store <2 x i64> %463, ptr %461, align 1
  store <2 x i64> %464, ptr %465, align 1
  %466 = add nuw i64 %457, 4
  %467 = icmp eq i64 %466, %451
  br i1 %467, label %468, label %456, !llvm.loop !135

468:                                              ; preds = %456
  %469 = icmp eq i64 %442, %451
  br i1 %469, label %487, label %447

470:                                              ; preds = %432, %421
  %471 = getelementptr inbounds i8, ptr %422, i64 %423
  %472 = icmp ne ptr %471, %12
  %473 = icmp ugt ptr %425, %14
  %474 = select i1 %472, i1 true, i1 %473
  br i1 %474, label %803, label %475

475:                                              ; preds = %470
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %426, ptr nonnull align 1 %422, i64 %423, i1 false)
  %476 = getelementptr inbounds i8, ptr %426, i64 %423
  %477 = ptrtoint ptr %476 to i64
  %478 = sub i64 %477, %31
  %479 = trunc i64 %478 to i32
  br label %810

480:                                              ; preds = %447, %480
  %481 = phi ptr [ %485, %480 ], [ %448, %447 ]
  %482 = phi ptr [ %484, %480 ], [ %449, %447 ]
  %483 = load i64, ptr %481, align 1
  store i64 %483, ptr %482, align 1
  %484 = getelementptr inbounds i8, ptr %482, i64 8
  %485 = getelementptr inbounds i8, ptr %481, i64 8
  %486 = icmp ult ptr %484, %425
  br i1 %486, label %480, label %487, !llvm.loop !136

487:                                              ; preds = %480, %468
  %488 = load i16, ptr %433, align 1, !tbaa !5
  %489 = zext i16 %488 to i64
  %490 = getelementptr inbounds i8, ptr %433, i64 2
  %491 = sub nsw i64 0, %489
  %492 = getelementptr inbounds i8, ptr %425, i64 %491
  %493 = and i32 %424, 15
  %494 = zext nneg i32 %493 to i64
  br label %495

495:                                              ; preds = %358, %487
  %496 = phi ptr [ %490, %487 ], [ %365, %358 ]
  %497 = phi i64 [ %494, %487 ], [ %362, %358 ]
  %498 = phi i64 [ %489, %487 ], [ %364, %358 ]
  %499 = phi ptr [ %492, %487 ], [ %367, %358 ]
  %500 = phi ptr [ %425, %487 ], [ %359, %358 ]
  %501 = icmp eq i64 %497, 15
  br i1 %501, label %502, label %522

502:                                              ; preds = %495
  %503 = getelementptr inbounds i8, ptr %12, i64 -4
  br label %504

504:                                              ; preds = %509, %502
  %505 = phi ptr [ %496, %502 ], [ %507, %509 ]
  %506 = phi i64 [ 0, %502 ], [ %512, %509 ]
  %507 = getelementptr inbounds i8, ptr %505, i64 1
  %508 = icmp ugt ptr %507, %503
  br i1 %508, label %803, label %509, !prof !16

509:                                              ; preds = %504
  %510 = load i8, ptr %505, align 1, !tbaa !5
  %511 = zext i8 %510 to i64
  %512 = add i64 %506, %511
  %513 = icmp eq i8 %510, -1
  br i1 %513, label %504, label %514, !llvm.loop !75

514:                                              ; preds = %509
  %515 = icmp eq i64 %512, -1
  %516 = add i64 %512, 15
  %517 = ptrtoint ptr %500 to i64
  %518 = xor i64 %517, -1
  %519 = icmp ugt i64 %516, %518
  %520 = select i1 %515, i1 true, i1 %519
  %521 = select i1 %515, i64 15, i64 %516
  br i1 %520, label %803, label %522

522:                                              ; preds = %514, %495
  %523 = phi ptr [ %507, %514 ], [ %496, %495 ]
  %524 = phi i64 [ %521, %514 ], [ %497, %495 ]
  %525 = add i64 %524, 4
  br label %526

526:                                              ; preds = %124, %127, %522
  %527 = phi ptr [ %523, %522 ], [ %106, %124 ], [ %98, %127 ]
  %528 = phi i64 [ %525, %522 ], [ %116, %124 ], [ %129, %127 ]
  %529 = phi i64 [ %498, %522 ], [ %97, %127 ], [ %97, %124 ]
  %530 = phi ptr [ %499, %522 ], [ %100, %127 ], [ %100, %124 ]
  %531 = phi ptr [ %500, %522 ], [ %94, %127 ], [ %94, %124 ]
  %532 = ptrtoint ptr %531 to i64
  %533 = getelementptr inbounds i8, ptr %530, i64 %5
  %534 = icmp ult ptr %533, %1
  %535 = select i1 %18, i1 %534, i1 false
  br i1 %535, label %803, label %536, !prof !79

536:                                              ; preds = %526
  %537 = icmp ult ptr %530, %1
  %538 = getelementptr inbounds i8, ptr %531, i64 %528
  br i1 %537, label %539, label %598

539:                                              ; preds = %536
  %540 = getelementptr inbounds i8, ptr %14, i64 -5
  %541 = icmp ugt ptr %538, %540
  br i1 %541, label %803, label %542, !prof !16

542:                                              ; preds = %539
  %543 = ptrtoint ptr %530 to i64
  %544 = sub i64 %31, %543
  %545 = icmp ugt i64 %528, %544
  br i1 %545, label %549, label %546

546:                                              ; preds = %542
  %547 = sub i64 0, %544
  %548 = getelementptr inbounds i8, ptr %17, i64 %547
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %531, ptr align 1 %548, i64 %528, i1 false)
  br label %795

549:                                              ; preds = %542
  %550 = sub i64 %528, %544
  %551 = sub i64 0, %544
  %552 = getelementptr inbounds i8, ptr %17, i64 %551
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %531, ptr align 1 %552, i64 %544, i1 false)
  %553 = getelementptr inbounds i8, ptr %531, i64 %544
  %554 = ptrtoint ptr %553 to i64
  %555 = sub i64 %554, %31
  %556 = icmp ugt i64 %550, %555
  br i1 %556, label %557, label %597

557:                                              ; preds = %549
  %558 = icmp slt i64 %544, %528
  br i1 %558, label %559, label %795

559:                                              ; preds = %557
  %560 = add i64 %532, %31
  %561 = add i64 %560, 1
  %562 = sub i64 %561, %543
  %563 = add i64 %528, %532
  %564 = tail call i64 @llvm.umax.i64(i64 %562, i64 %563)
  %565 = add i64 %564, %543
  %566 = add i64 %532, %31
  %567 = sub i64 %565, %566
  %568 = icmp ult i64 %567, 32
  %569 = icmp ult i64 %555, 32
  %570 = or i1 %568, %569
  br i1 %570, label %587, label %571

571:                                              ; preds = %559
  %572 = and i64 %567, -32
  %573 = getelementptr i8, ptr %553, i64 %572
  %574 = getelementptr i8, ptr %1, i64 %572
  br label %575

575:                                              ; preds = %575, %571
  %576 = phi i64 [ 0, %571 ], [ %583, %575 ]
  %577 = getelementptr i8, ptr %553, i64 %576
  %578 = getelementptr i8, ptr %1, i64 %576
  %579 = getelementptr i8, ptr %578, i64 16
  %580 = load <16 x i8>, ptr %578, align 1, !tbaa !5
  %581 = load <16 x i8>, ptr %579, align 1, !tbaa !5
  %582 = getelementptr i8, ptr %577, i64 16
  store <16 x i8> %580, ptr %577, align 1, !tbaa !5
  store <16 x i8> %581, ptr %582, align 1, !tbaa !5
  %583 = add nuw i64 %576, 32
  %584 = icmp eq i64 %583, %572
  br i1 %584, label %585, label %575, !llvm.loop !137

585:                                              ; preds = %575
  %586 = icmp eq i64 %567, %572
  br i1 %586, label %795, label %587

587:                                              ; preds = %585, %559
  %588 = phi ptr [ %553, %559 ], [ %573, %585 ]
  %589 = phi ptr [ %1, %559 ], [ %574, %585 ]
  br label %590

590:                                              ; preds = %587, %590
  %591 = phi ptr [ %595, %590 ], [ %588, %587 ]
  %592 = phi ptr [ %593, %590 ], [ %589, %587 ]
  %593 = getelementptr inbounds i8, ptr %592, i64 1
  %594 = load i8, ptr %592, align 1, !tbaa !5
  %595 = getelementptr inbounds i8, ptr %591, i64 1
  store i8 %594, ptr %591, align 1, !tbaa !5
  %596 = icmp ult ptr %595, %538
  br i1 %596, label %590, label %795, !llvm.loop !138

597:                                              ; preds = %549
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %553, ptr nonnull align 1 %1, i64 %550, i1 false)
  br label %795

598:                                              ; preds = %536
  %599 = getelementptr inbounds i8, ptr %14, i64 -12
  %600 = icmp ult i64 %529, 8
  br i1 %600, label %601, label %623, !prof !16

601:                                              ; preds = %598
  store i32 0, ptr %531, align 1, !tbaa !5
  %602 = load i8, ptr %530, align 1, !tbaa !5
  store i8 %602, ptr %531, align 1, !tbaa !5
  %603 = getelementptr inbounds i8, ptr %530, i64 1
  %604 = load i8, ptr %603, align 1, !tbaa !5
  %605 = getelementptr inbounds i8, ptr %531, i64 1
  store i8 %604, ptr %605, align 1, !tbaa !5
  %606 = getelementptr inbounds i8, ptr %530, i64 2
  %607 = load i8, ptr %606, align 1, !tbaa !5
  %608 = getelementptr inbounds i8, ptr %531, i64 2
  store i8 %607, ptr %608, align 1, !tbaa !5
  %609 = getelementptr inbounds i8, ptr %530, i64 3
  %610 = load i8, ptr %609, align 1, !tbaa !5
  %611 = getelementptr inbounds i8, ptr %531, i64 3
  store i8 %610, ptr %611, align 1, !tbaa !5
  %612 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %529
  %613 = load i32, ptr %612, align 4, !tbaa !26
  %614 = zext i32 %613 to i64
  %615 = getelementptr inbounds i8, ptr %530, i64 %614
  %616 = getelementptr inbounds i8, ptr %531, i64 4
  %617 = load i32, ptr %615, align 1
  store i32 %617, ptr %616, align 1
  %618 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %529
  %619 = load i32, ptr %618, align 4, !tbaa !26
  %620 = sext i32 %619 to i64
  %621 = sub nsw i64 0, %620
  %622 = getelementptr inbounds i8, ptr %615, i64 %621
  br label %626

623:                                              ; preds = %598
  %624 = load i64, ptr %530, align 1
  store i64 %624, ptr %531, align 1
  %625 = getelementptr inbounds i8, ptr %530, i64 8
  br label %626

626:                                              ; preds = %623, %601
  %627 = phi ptr [ %622, %601 ], [ %625, %623 ]
  %628 = ptrtoint ptr %627 to i64
  %629 = getelementptr i8, ptr %531, i64 8
  %630 = icmp ugt ptr %538, %599
  br i1 %630, label %631, label %747, !prof !16

631:                                              ; preds = %626
  %632 = getelementptr i8, ptr %14, i64 -7
  %633 = getelementptr inbounds i8, ptr %14, i64 -5
  %634 = icmp ugt ptr %538, %633
  br i1 %634, label %803, label %635

635:                                              ; preds = %631
  %636 = icmp ult ptr %629, %632
  br i1 %636, label %637, label %686

637:                                              ; preds = %635
  %638 = add i64 %31, %13
  %639 = add i64 %638, -7
  %640 = add i64 %532, 16
  %641 = tail call i64 @llvm.umax.i64(i64 %639, i64 %640)
  %642 = add i64 %641, -9
  %643 = sub i64 %642, %532
  %644 = lshr i64 %643, 3
  %645 = add nuw nsw i64 %644, 1
  %646 = icmp ult i64 %643, 72
  br i1 %646, label %671, label %647

647:                                              ; preds = %637
  %648 = add i64 %532, 8
  %649 = sub i64 %648, %628
  %650 = icmp ult i64 %649, 32
  br i1 %650, label %671, label %651

651:                                              ; preds = %647
  %652 = and i64 %645, 4611686018427387900
  %653 = shl i64 %652, 3
  %654 = getelementptr i8, ptr %627, i64 %653
  %655 = shl i64 %652, 3
  %656 = getelementptr i8, ptr %629, i64 %655
  br label %657

657:                                              ; preds = %657, %651
  %658 = phi i64 [ 0, %651 ], [ %667, %657 ]
  %659 = shl i64 %658, 3
  %660 = getelementptr i8, ptr %627, i64 %659
  %661 = shl i64 %658, 3
  %662 = getelementptr i8, ptr %629, i64 %661
  %663 = getelementptr i8, ptr %660, i64 16
  %664 = load <2 x i64>, ptr %660, align 1
  %665 = load <2 x i64>, ptr %663, align 1
  %666 = getelementptr i8, ptr %662, i64 16
  store <2 x i64> %664, ptr %662, align 1
  store <2 x i64> %665, ptr %666, align 1
  %667 = add nuw i64 %658, 4
  %668 = icmp eq i64 %667, %652
  br i1 %668, label %669, label %657, !llvm.loop !139

669:                                              ; preds = %657
  %670 = icmp eq i64 %645, %652
  br i1 %670, label %681, label %671

671:                                              ; preds = %669, %647, %637
  %672 = phi ptr [ %627, %647 ], [ %627, %637 ], [ %654, %669 ]
  %673 = phi ptr [ %629, %647 ], [ %629, %637 ], [ %656, %669 ]
  br label %674

674:                                              ; preds = %671, %674
  %675 = phi ptr [ %679, %674 ], [ %672, %671 ]
  %676 = phi ptr [ %678, %674 ], [ %673, %671 ]
  %677 = load i64, ptr %675, align 1
  store i64 %677, ptr %676, align 1
  %678 = getelementptr inbounds i8, ptr %676, i64 8
  %679 = getelementptr inbounds i8, ptr %675, i64 8
  %680 = icmp ult ptr %678, %632
  br i1 %680, label %674, label %681, !llvm.loop !140

681:                                              ; preds = %674, %669
  %682 = ptrtoint ptr %632 to i64
  %683 = ptrtoint ptr %629 to i64
  %684 = sub i64 %682, %683
  %685 = getelementptr i8, ptr %627, i64 %684
  br label %686

686:                                              ; preds = %681, %635
  %687 = phi ptr [ %685, %681 ], [ %627, %635 ]
  %688 = phi ptr [ %632, %681 ], [ %629, %635 ]
  %689 = icmp ult ptr %688, %538
  br i1 %689, label %690, label %795

690:                                              ; preds = %686
  %691 = add i64 %528, %532
  %692 = add i64 %31, %13
  %693 = add i64 %692, -7
  %694 = add i64 %532, 8
  %695 = tail call i64 @llvm.umax.i64(i64 %693, i64 %694)
  %696 = sub i64 %691, %695
  %697 = icmp ult i64 %696, 8
  br i1 %697, label %737, label %698

698:                                              ; preds = %690
  %699 = add i64 %532, 8
  %700 = sub i64 %699, %628
  %701 = icmp ult i64 %700, 32
  br i1 %701, label %737, label %702

702:                                              ; preds = %698
  %703 = icmp ult i64 %696, 32
  br i1 %703, label %723, label %704

704:                                              ; preds = %702
  %705 = and i64 %696, -32
  br label %706

706:                                              ; preds = %706, %704
  %707 = phi i64 [ 0, %704 ], [ %714, %706 ]
  %708 = getelementptr i8, ptr %688, i64 %707
  %709 = getelementptr i8, ptr %687, i64 %707
  %710 = getelementptr i8, ptr %709, i64 16
  %711 = load <16 x i8>, ptr %709, align 1, !tbaa !5
  %712 = load <16 x i8>, ptr %710, align 1, !tbaa !5
  %713 = getelementptr i8, ptr %708, i64 16
  store <16 x i8> %711, ptr %708, align 1, !tbaa !5
  store <16 x i8> %712, ptr %713, align 1, !tbaa !5
  %714 = add nuw i64 %707, 32
  %715 = icmp eq i64 %714, %705
  br i1 %715, label %716, label %706, !llvm.loop !141

716:                                              ; preds = %706
  %717 = icmp eq i64 %696, %705
  br i1 %717, label %795, label %718

718:                                              ; preds = %716
  %719 = getelementptr i8, ptr %687, i64 %705
  %720 = getelementptr i8, ptr %688, i64 %705
  %721 = and i64 %696, 24
  %722 = icmp eq i64 %721, 0
  br i1 %722, label %737, label %723

723:                                              ; preds = %702, %718
  %724 = phi i64 [ %705, %718 ], [ 0, %702 ]
  %725 = and i64 %696, -8
  %726 = getelementptr i8, ptr %688, i64 %725
  %727 = getelementptr i8, ptr %687, i64 %725
  br label %728

728:                                              ; preds = %728, %723
  %729 = phi i64 [ %724, %723 ], [ %733, %728 ]
  %730 = getelementptr i8, ptr %688, i64 %729
  %731 = getelementptr i8, ptr %687, i64 %729
  %732 = load <8 x i8>, ptr %731, align 1, !tbaa !5
  store <8 x i8> %732, ptr %730, align 1, !tbaa !5
  %733 = add nuw i64 %729, 8
  %734 = icmp eq i64 %733, %725
  br i1 %734, label %735, label %728, !llvm.loop !142

735:                                              ; preds = %728
  %736 = icmp eq i64 %696, %725
  br i1 %736, label %795, label %737

737:                                              ; preds = %735, %698, %690, %718
  %738 = phi ptr [ %688, %690 ], [ %688, %698 ], [ %720, %718 ], [ %726, %735 ]
  %739 = phi ptr [ %687, %690 ], [ %687, %698 ], [ %719, %718 ], [ %727, %735 ]
  br label %740

740:                                              ; preds = %737, %740
  %741 = phi ptr [ %745, %740 ], [ %738, %737 ]
  %742 = phi ptr [ %743, %740 ], [ %739, %737 ]
  %743 = getelementptr inbounds i8, ptr %742, i64 1
  %744 = load i8, ptr %742, align 1, !tbaa !5
  %745 = getelementptr inbounds i8, ptr %741, i64 1
  store i8 %744, ptr %741, align 1, !tbaa !5
  %746 = icmp ult ptr %745, %538
  br i1 %746, label %740, label %795, !llvm.loop !143

747:                                              ; preds = %626
  %748 = load i64, ptr %627, align 1
  store i64 %748, ptr %629, align 1
  %749 = icmp ugt i64 %528, 16
  br i1 %749, label %750, label %795

750:                                              ; preds = %747
  %751 = getelementptr i8, ptr %531, i64 16
  %752 = add i64 %528, %532
  %753 = add i64 %532, 24
  %754 = tail call i64 @llvm.umax.i64(i64 %752, i64 %753)
  %755 = add i64 %754, -17
  %756 = sub i64 %755, %532
  %757 = lshr i64 %756, 3
  %758 = add nuw nsw i64 %757, 1
  %759 = icmp ult i64 %756, 72
  br i1 %759, label %785, label %760

760:                                              ; preds = %750
  %761 = add i64 %532, 8
  %762 = sub i64 %761, %628
  %763 = icmp ult i64 %762, 32
  br i1 %763, label %785, label %764

764:                                              ; preds = %760
  %765 = and i64 %758, 4611686018427387900
  %766 = shl i64 %765, 3
  %767 = getelementptr i8, ptr %627, i64 %766
  %768 = shl i64 %765, 3
  %769 = getelementptr i8, ptr %751, i64 %768
  br label %770

770:                                              ; preds = %770, %764
  %771 = phi i64 [ 0, %764 ], [ %781, %770 ]
  %772 = shl i64 %771, 3
  %773 = getelementptr i8, ptr %627, i64 %772
  %774 = shl i64 %771, 3
  %775 = getelementptr i8, ptr %751, i64 %774
  %776 = getelementptr inbounds i8, ptr %773, i64 8
  %777 = getelementptr inbounds i8, ptr %773, i64 24
  %778 = load <2 x i64>, ptr %776, align 1
  %779 = load <2 x i64>, ptr %777, align 1
  %780 = getelementptr i8, ptr %775, i64 16
  store <2 x i64> %778, ptr %775, align 1
  store <2 x i64> %779, ptr %780, align 1
  %781 = add nuw i64 %771, 4
  %782 = icmp eq i64 %781, %765
  br i1 %782, label %783, label %770, !llvm.loop !144

783:                                              ; preds = %770
  %784 = icmp eq i64 %758, %765
  br i1 %784, label %795, label %785

785:                                              ; preds = %783, %760, %750
  %786 = phi ptr [ %627, %760 ], [ %627, %750 ], [ %767, %783 ]
  %787 = phi ptr [ %751, %760 ], [ %751, %750 ], [ %769, %783 ]
  br label %788

788:                                              ; preds = %785, %788
  %789 = phi ptr [ %791, %788 ], [ %786, %785 ]
  %790 = phi ptr [ %793, %788 ], [ %787, %785 ]
  %791 = getelementptr inbounds i8, ptr %789, i64 8
  %792 = load i64, ptr %791, align 1
  store i64 %792, ptr %790, align 1
  %793 = getelementptr inbounds i8, ptr %790, i64 8
  %794 = icmp ult ptr %793, %538
  br i1 %794, label %788, label %795, !llvm.loop !145

795:                                              ; preds = %788, %740, %590, %747, %686, %735, %716, %783, %546, %597, %557, %585, %30
  %796 = phi ptr [ %0, %30 ], [ %527, %585 ], [ %527, %557 ], [ %527, %597 ], [ %527, %546 ], [ %527, %783 ], [ %527, %716 ], [ %527, %735 ], [ %527, %686 ], [ %527, %747 ], [ %527, %590 ], [ %527, %740 ], [ %527, %788 ]
  %797 = phi ptr [ %1, %30 ], [ %573, %585 ], [ %553, %557 ], [ %538, %597 ], [ %538, %546 ], [ %538, %783 ], [ %538, %716 ], [ %538, %735 ], [ %538, %686 ], [ %538, %747 ], [ %595, %590 ], [ %538, %740 ], [ %538, %788 ]
  %798 = getelementptr inbounds i8, ptr %796, i64 1
  %799 = load i8, ptr %796, align 1, !tbaa !5
  %800 = zext i8 %799 to i32
  %801 = lshr i32 %800, 4
  %802 = icmp eq i32 %801, 15
  br i1 %802, label %388, label %349

803:                                              ; preds = %115, %113, %50, %64, %62, %153, %144, %52, %103, %394, %504, %514, %388, %406, %404, %631, %539, %526, %470
  %804 = phi ptr [ %422, %470 ], [ %507, %514 ], [ %527, %526 ], [ %527, %539 ], [ %527, %631 ], [ %397, %406 ], [ %397, %404 ], [ %390, %388 ], [ %507, %504 ], [ %397, %394 ], [ %106, %103 ], [ %55, %52 ], [ %106, %115 ], [ %106, %113 ], [ %44, %50 ], [ %55, %62 ], [ %55, %64 ], [ %145, %153 ], [ %145, %144 ]
  %805 = ptrtoint ptr %804 to i64
  %806 = ptrtoint ptr %0 to i64
  %807 = sub i64 %806, %805
  %808 = trunc i64 %807 to i32
  %809 = add nsw i32 %808, -1
  br label %810

810:                                              ; preds = %22, %24, %28, %475, %803, %6
  %811 = phi i32 [ -1, %6 ], [ %809, %803 ], [ %479, %475 ], [ -1, %22 ], [ %27, %24 ], [ -1, %28 ]
  ret i32 %811
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_partial_forceExtDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = tail call i32 @llvm.smin.i32(i32 %3, i32 %4)
  %9 = icmp eq ptr %0, null
  %10 = icmp slt i32 %8, 0
  %11 = or i1 %9, %10
  br i1 %11, label %793, label %12

12:                                               ; preds = %7
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = icmp eq ptr %5, null
  %18 = getelementptr inbounds i8, ptr %5, i64 %6
  %19 = select i1 %17, ptr null, ptr %18
  %20 = icmp ult i64 %6, 65536
  %21 = getelementptr inbounds i8, ptr %14, i64 -16
  %22 = getelementptr inbounds i8, ptr %16, i64 -32
  %23 = icmp eq i32 %8, 0
  br i1 %23, label %793, label %24, !prof !16

24:                                               ; preds = %12
  %25 = icmp eq i32 %2, 0
  br i1 %25, label %793, label %26, !prof !16

26:                                               ; preds = %24
  %27 = ptrtoint ptr %16 to i64
  %28 = ptrtoint ptr %1 to i64
  %29 = icmp ult i32 %8, 64
  br i1 %29, label %773, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %14, i64 -17
  %32 = getelementptr inbounds i8, ptr %14, i64 -15
  %33 = getelementptr inbounds i8, ptr %14, i64 -32
  %34 = getelementptr inbounds i8, ptr %16, i64 -64
  %35 = getelementptr inbounds i8, ptr %14, i64 -4
  %36 = getelementptr inbounds i8, ptr %16, i64 -5
  %37 = add i64 %28, 1
  br label %38

38:                                               ; preds = %334, %30
  %39 = phi ptr [ %0, %30 ], [ %335, %334 ]
  %40 = phi ptr [ %1, %30 ], [ %336, %334 ]
  %41 = getelementptr inbounds i8, ptr %39, i64 1
  %42 = load i8, ptr %39, align 1, !tbaa !5
  %43 = zext i8 %42 to i32
  %44 = lshr i32 %43, 4
  %45 = zext nneg i32 %44 to i64
  %46 = icmp eq i32 %44, 15
  br i1 %46, label %47, label %84

47:                                               ; preds = %38
  %48 = icmp ult ptr %41, %32
  br i1 %48, label %49, label %786, !prof !23

49:                                               ; preds = %47, %54
  %50 = phi ptr [ %52, %54 ], [ %41, %47 ]
  %51 = phi i64 [ %57, %54 ], [ 0, %47 ]
  %52 = getelementptr inbounds i8, ptr %50, i64 1
  %53 = icmp ugt ptr %52, %32
  br i1 %53, label %786, label %54, !prof !16

54:                                               ; preds = %49
  %55 = load i8, ptr %50, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  %57 = add i64 %51, %56
  %58 = icmp eq i8 %55, -1
  br i1 %58, label %49, label %59, !llvm.loop !75

59:                                               ; preds = %54
  %60 = icmp eq i64 %57, -1
  br i1 %60, label %786, label %61

61:                                               ; preds = %59
  %62 = add i64 %57, 15
  %63 = ptrtoint ptr %40 to i64
  %64 = xor i64 %63, -1
  %65 = icmp ugt i64 %62, %64
  %66 = ptrtoint ptr %52 to i64
  %67 = xor i64 %66, -1
  %68 = icmp ugt i64 %62, %67
  %69 = or i1 %65, %68
  br i1 %69, label %786, label %70, !prof !76

70:                                               ; preds = %61
  %71 = getelementptr inbounds i8, ptr %40, i64 %62
  %72 = icmp ugt ptr %71, %22
  %73 = getelementptr inbounds i8, ptr %52, i64 %62
  %74 = icmp ugt ptr %73, %33
  %75 = select i1 %72, i1 true, i1 %74
  br i1 %75, label %426, label %76

76:                                               ; preds = %70, %76
  %77 = phi ptr [ %82, %76 ], [ %52, %70 ]
  %78 = phi ptr [ %81, %76 ], [ %40, %70 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %78, ptr noundef nonnull align 1 dereferenceable(16) %77, i64 16, i1 false)
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = getelementptr inbounds i8, ptr %77, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %79, ptr noundef nonnull align 1 dereferenceable(16) %80, i64 16, i1 false)
  %81 = getelementptr inbounds i8, ptr %78, i64 32
  %82 = getelementptr inbounds i8, ptr %77, i64 32
  %83 = icmp ult ptr %81, %71
  br i1 %83, label %76, label %89, !llvm.loop !77

84:                                               ; preds = %38
  %85 = getelementptr inbounds i8, ptr %40, i64 %45
  %86 = icmp ugt ptr %41, %31
  br i1 %86, label %426, label %87

87:                                               ; preds = %84
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %40, ptr noundef nonnull align 1 dereferenceable(16) %41, i64 16, i1 false)
  %88 = getelementptr inbounds i8, ptr %41, i64 %45
  br label %89

89:                                               ; preds = %76, %87
  %90 = phi ptr [ %88, %87 ], [ %73, %76 ]
  %91 = phi ptr [ %85, %87 ], [ %71, %76 ]
  %92 = ptrtoint ptr %91 to i64
  %93 = load i16, ptr %90, align 1, !tbaa !5
  %94 = zext i16 %93 to i64
  %95 = getelementptr inbounds i8, ptr %90, i64 2
  %96 = sub nsw i64 0, %94
  %97 = getelementptr inbounds i8, ptr %91, i64 %96
  %98 = and i32 %43, 15
  %99 = icmp eq i32 %98, 15
  br i1 %99, label %100, label %124

100:                                              ; preds = %89, %105
  %101 = phi ptr [ %103, %105 ], [ %95, %89 ]
  %102 = phi i64 [ %108, %105 ], [ 0, %89 ]
  %103 = getelementptr inbounds i8, ptr %101, i64 1
  %104 = icmp ugt ptr %103, %35
  br i1 %104, label %786, label %105, !prof !16

105:                                              ; preds = %100
  %106 = load i8, ptr %101, align 1, !tbaa !5
  %107 = zext i8 %106 to i64
  %108 = add i64 %102, %107
  %109 = icmp eq i8 %106, -1
  br i1 %109, label %100, label %110, !llvm.loop !75

110:                                              ; preds = %105
  %111 = icmp eq i64 %108, -1
  br i1 %111, label %786, label %112

112:                                              ; preds = %110
  %113 = add i64 %108, 19
  %114 = ptrtoint ptr %91 to i64
  %115 = xor i64 %114, -1
  %116 = icmp ugt i64 %113, %115
  %117 = getelementptr inbounds i8, ptr %97, i64 %6
  %118 = icmp ult ptr %117, %1
  %119 = select i1 %20, i1 %118, i1 false
  %120 = select i1 %116, i1 true, i1 %119
  br i1 %120, label %786, label %121, !prof !78

121:                                              ; preds = %112
  %122 = getelementptr inbounds i8, ptr %91, i64 %113
  %123 = icmp ult ptr %122, %34
  br i1 %123, label %141, label %544

124:                                              ; preds = %89
  %125 = add nuw nsw i32 %98, 4
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr %91, i64 %126
  %128 = icmp ult ptr %127, %34
  br i1 %128, label %129, label %544

129:                                              ; preds = %124
  %130 = icmp uge ptr %97, %1
  %131 = icmp ugt i16 %93, 7
  %132 = select i1 %130, i1 %131, i1 false
  br i1 %132, label %133, label %141

133:                                              ; preds = %129
  %134 = load i64, ptr %97, align 1
  store i64 %134, ptr %91, align 1
  %135 = getelementptr inbounds i8, ptr %91, i64 8
  %136 = getelementptr inbounds i8, ptr %97, i64 8
  %137 = load i64, ptr %136, align 1
  store i64 %137, ptr %135, align 1
  %138 = getelementptr inbounds i8, ptr %91, i64 16
  %139 = getelementptr inbounds i8, ptr %97, i64 16
  %140 = load i16, ptr %139, align 1
  store i16 %140, ptr %138, align 1
  br label %334

141:                                              ; preds = %129, %121
  %142 = phi ptr [ %103, %121 ], [ %95, %129 ]
  %143 = phi i64 [ %113, %121 ], [ %126, %129 ]
  %144 = getelementptr inbounds i8, ptr %97, i64 %6
  %145 = icmp ult ptr %144, %1
  %146 = select i1 %20, i1 %145, i1 false
  br i1 %146, label %786, label %147, !prof !79

147:                                              ; preds = %141
  %148 = icmp ult ptr %97, %1
  %149 = getelementptr inbounds i8, ptr %91, i64 %143
  br i1 %148, label %150, label %213

150:                                              ; preds = %147
  %151 = icmp ugt ptr %149, %36
  br i1 %151, label %152, label %156, !prof !16

152:                                              ; preds = %150
  %153 = ptrtoint ptr %91 to i64
  %154 = sub i64 %27, %153
  %155 = tail call i64 @llvm.umin.i64(i64 %143, i64 %154)
  br label %156

156:                                              ; preds = %152, %150
  %157 = phi i64 [ %155, %152 ], [ %143, %150 ]
  %158 = ptrtoint ptr %97 to i64
  %159 = sub i64 %28, %158
  %160 = icmp ugt i64 %157, %159
  br i1 %160, label %165, label %161

161:                                              ; preds = %156
  %162 = sub i64 0, %159
  %163 = getelementptr inbounds i8, ptr %19, i64 %162
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %91, ptr align 1 %163, i64 %157, i1 false)
  %164 = getelementptr inbounds i8, ptr %91, i64 %157
  br label %334

165:                                              ; preds = %156
  %166 = sub i64 %157, %159
  %167 = sub i64 0, %159
  %168 = getelementptr inbounds i8, ptr %19, i64 %167
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %168, i64 %159, i1 false)
  %169 = getelementptr inbounds i8, ptr %91, i64 %159
  %170 = ptrtoint ptr %169 to i64
  %171 = sub i64 %170, %28
  %172 = icmp ugt i64 %166, %171
  br i1 %172, label %173, label %211

173:                                              ; preds = %165
  %174 = getelementptr inbounds i8, ptr %91, i64 %157
  %175 = icmp slt i64 %159, %157
  br i1 %175, label %176, label %334

176:                                              ; preds = %173
  %177 = add i64 %37, %94
  %178 = add i64 %157, %92
  %179 = tail call i64 @llvm.umax.i64(i64 %177, i64 %178)
  %180 = add i64 %28, %94
  %181 = sub i64 %179, %180
  %182 = icmp ult i64 %181, 32
  %183 = icmp ult i16 %93, 32
  %184 = select i1 %182, i1 true, i1 %183
  br i1 %184, label %201, label %185

185:                                              ; preds = %176
  %186 = and i64 %181, -32
  %187 = getelementptr i8, ptr %169, i64 %186
  %188 = getelementptr i8, ptr %1, i64 %186
  br label %189

189:                                              ; preds = %189, %185
  %190 = phi i64 [ 0, %185 ], [ %197, %189 ]
  %191 = getelementptr i8, ptr %169, i64 %190
  %192 = getelementptr i8, ptr %1, i64 %190
  %193 = getelementptr i8, ptr %192, i64 16
  %194 = load <16 x i8>, ptr %192, align 1, !tbaa !5
  %195 = load <16 x i8>, ptr %193, align 1, !tbaa !5
  %196 = getelementptr i8, ptr %191, i64 16
  store <16 x i8> %194, ptr %191, align 1, !tbaa !5
  store <16 x i8> %195, ptr %196, align 1, !tbaa !5
  %197 = add nuw i64 %190, 32
  %198 = icmp eq i64 %197, %186
  br i1 %198, label %199, label %189, !llvm.loop !146

199:                                              ; preds = %189
  %200 = icmp eq i64 %181, %186
  br i1 %200, label %334, label %201

201:                                              ; preds = %199, %176
  %202 = phi ptr [ %169, %176 ], [ %187, %199 ]
  %203 = phi ptr [ %1, %176 ], [ %188, %199 ]
  br label %204

204:                                              ; preds = %201, %204
  %205 = phi ptr [ %209, %204 ], [ %202, %201 ]
  %206 = phi ptr [ %207, %204 ], [ %203, %201 ]
  %207 = getelementptr inbounds i8, ptr %206, i64 1
  %208 = load i8, ptr %206, align 1, !tbaa !5
  %209 = getelementptr inbounds i8, ptr %205, i64 1
  store i8 %208, ptr %205, align 1, !tbaa !5
  %210 = icmp ult ptr %209, %174
  br i1 %210, label %204, label %334, !llvm.loop !147

211:                                              ; preds = %165
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %169, ptr nonnull align 1 %1, i64 %166, i1 false)
  %212 = getelementptr inbounds i8, ptr %91, i64 %157
  br label %334

213:                                              ; preds = %147
  %214 = icmp ult i16 %93, 16
  br i1 %214, label %215, label %346, !prof !16

215:                                              ; preds = %213
  switch i16 %93, label %227 [
    i16 1, label %216
    i16 2, label %220
    i16 4, label %225
  ]

216:                                              ; preds = %215
  %217 = load i8, ptr %97, align 1, !tbaa !5
  %218 = zext i8 %217 to i32
  %219 = mul nuw i32 %218, 16843009
  br label %300

220:                                              ; preds = %215
  %221 = load i16, ptr %97, align 1
  %222 = zext i16 %221 to i32
  %223 = shl nuw i32 %222, 16
  %224 = or disjoint i32 %223, %222
  br label %300

225:                                              ; preds = %215
  %226 = load i32, ptr %97, align 1
  br label %300

227:                                              ; preds = %215
  %228 = icmp ult i16 %93, 8
  br i1 %228, label %229, label %251

229:                                              ; preds = %227
  store i32 0, ptr %91, align 1, !tbaa !5
  %230 = load i8, ptr %97, align 1, !tbaa !5
  store i8 %230, ptr %91, align 1, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %97, i64 1
  %232 = load i8, ptr %231, align 1, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %91, i64 1
  store i8 %232, ptr %233, align 1, !tbaa !5
  %234 = getelementptr inbounds i8, ptr %97, i64 2
  %235 = load i8, ptr %234, align 1, !tbaa !5
  %236 = getelementptr inbounds i8, ptr %91, i64 2
  store i8 %235, ptr %236, align 1, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %97, i64 3
  %238 = load i8, ptr %237, align 1, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %91, i64 3
  store i8 %238, ptr %239, align 1, !tbaa !5
  %240 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %94
  %241 = load i32, ptr %240, align 4, !tbaa !26
  %242 = zext i32 %241 to i64
  %243 = getelementptr inbounds i8, ptr %97, i64 %242
  %244 = getelementptr inbounds i8, ptr %91, i64 4
  %245 = load i32, ptr %243, align 1
  store i32 %245, ptr %244, align 1
  %246 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %94
  %247 = load i32, ptr %246, align 4, !tbaa !26
  %248 = sext i32 %247 to i64
  %249 = sub nsw i64 0, %248
  %250 = getelementptr inbounds i8, ptr %243, i64 %249
  br label %254

251:                                              ; preds = %227
  %252 = load i64, ptr %97, align 1
  store i64 %252, ptr %91, align 1
  %253 = getelementptr inbounds i8, ptr %97, i64 8
  br label %254

254:                                              ; preds = %251, %229
  %255 = phi ptr [ %250, %229 ], [ %253, %251 ]
  %256 = getelementptr i8, ptr %91, i64 8
  %257 = add i64 %143, %92
  %258 = add i64 %92, 16
  %259 = tail call i64 @llvm.umax.i64(i64 %257, i64 %258)
  %260 = add i64 %259, -9
  %261 = sub i64 %260, %92
  %262 = lshr i64 %261, 3
  %263 = add nuw nsw i64 %262, 1
  %264 = icmp ult i64 %261, 24
  br i1 %264, label %290, label %265

265:                                              ; preds = %254
  %266 = ptrtoint ptr %255 to i64
  %267 = add i64 %92, 8
  %268 = sub i64 %267, %266
  %269 = icmp ult i64 %268, 32
  br i1 %269, label %290, label %270

270:                                              ; preds = %265
  %271 = and i64 %263, 4611686018427387900
  %272 = shl i64 %271, 3
  %273 = getelementptr i8, ptr %255, i64 %272
  %274 = shl i64 %271, 3
  %275 = getelementptr i8, ptr %256, i64 %274
  br label %276

276:                                              ; preds = %276, %270
  %277 = phi i64 [ 0, %270 ], [ %286, %276 ]
  %278 = shl i64 %277, 3
  %279 = getelementptr i8, ptr %255, i64 %278
  %280 = shl i64 %277, 3
  %281 = getelementptr i8, ptr %256, i64 %280
  %282 = getelementptr i8, ptr %279, i64 16
  %283 = load <2 x i64>, ptr %279, align 1
  %284 = load <2 x i64>, ptr %282, align 1
  %285 = getelementptr i8, ptr %281, i64 16
  store <2 x i64> %283, ptr %281, align 1
  store <2 x i64> %284, ptr %285, align 1
  %286 = add nuw i64 %277, 4
  %287 = icmp eq i64 %286, %271
  br i1 %287, label %288, label %276, !llvm.loop !148

288:                                              ; preds = %276
  %289 = icmp eq i64 %263, %271
  br i1 %289, label %334, label %290

290:                                              ; preds = %288, %265, %254
  %291 = phi ptr [ %255, %265 ], [ %255, %254 ], [ %273, %288 ]
  %292 = phi ptr [ %256, %265 ], [ %256, %254 ], [ %275, %288 ]
  br label %293

293:                                              ; preds = %290, %293
  %294 = phi ptr [ %298, %293 ], [ %291, %290 ]
  %295 = phi ptr [ %297, %293 ], [ %292, %290 ]
  %296 = load i64, ptr %294, align 1
  store i64 %296, ptr %295, align 1
  %297 = getelementptr inbounds i8, ptr %295, i64 8
  %298 = getelementptr inbounds i8, ptr %294, i64 8
  %299 = icmp ult ptr %297, %149
  br i1 %299, label %293, label %334, !llvm.loop !149

300:                                              ; preds = %225, %220, %216
  %301 = phi i32 [ %226, %225 ], [ %224, %220 ], [ %219, %216 ]
  store i32 %301, ptr %91, align 1
  %302 = getelementptr inbounds i8, ptr %91, i64 4
  store i32 %301, ptr %302, align 1
  %303 = icmp sgt i64 %143, 8
  br i1 %303, label %304, label %334

304:                                              ; preds = %300
  %305 = getelementptr inbounds i8, ptr %91, i64 8
  %306 = add i64 %143, %92
  %307 = add i64 %92, 16
  %308 = tail call i64 @llvm.umax.i64(i64 %306, i64 %307)
  %309 = add i64 %308, -9
  %310 = sub i64 %309, %92
  %311 = lshr i64 %310, 3
  %312 = add nuw nsw i64 %311, 1
  %313 = icmp ult i64 %310, 24
  br i1 %313, label %337, label %314

314:                                              ; preds = %304
  %315 = and i64 %312, 4611686018427387900
  %316 = shl i64 %315, 3
  %317 = getelementptr i8, ptr %305, i64 %316
  %318 = shl i64 %315, 3
  %319 = getelementptr i8, ptr %91, i64 %318
  %320 = insertelement <2 x i32> poison, i32 %301, i64 0
  %321 = getelementptr i8, ptr %91, i64 8
  %322 = getelementptr i8, ptr %91, i64 8
  %323 = shufflevector <2 x i32> %320, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %324

324:                                              ; preds = %324, %314
  %325 = phi i64 [ 0, %314 ], [ %330, %324 ]
  %326 = shl i64 %325, 3
  %327 = or disjoint i64 %326, 16
  %328 = getelementptr i8, ptr %321, i64 %326
  %329 = getelementptr i8, ptr %322, i64 %327
  store <4 x i32> %323, ptr %328, align 1
  store <4 x i32> %323, ptr %329, align 1
  %330 = add nuw i64 %325, 4
  %331 = icmp eq i64 %330, %315
  br i1 %331, label %332, label %324, !llvm.loop !150

332:                                              ; preds = %324
  %333 = icmp eq i64 %312, %315
  br i1 %333, label %334, label %337

334:                                              ; preds = %346, %340, %293, %204, %332, %288, %199, %300, %161, %211, %173, %133
  %335 = phi ptr [ %95, %133 ], [ %142, %173 ], [ %142, %211 ], [ %142, %161 ], [ %142, %300 ], [ %142, %199 ], [ %142, %288 ], [ %142, %332 ], [ %142, %204 ], [ %142, %293 ], [ %142, %340 ], [ %142, %346 ]
  %336 = phi ptr [ %127, %133 ], [ %169, %173 ], [ %212, %211 ], [ %164, %161 ], [ %149, %300 ], [ %187, %199 ], [ %149, %288 ], [ %149, %332 ], [ %209, %204 ], [ %149, %293 ], [ %149, %340 ], [ %149, %346 ]
  br label %38

337:                                              ; preds = %332, %304
  %338 = phi ptr [ %305, %304 ], [ %317, %332 ]
  %339 = phi ptr [ %91, %304 ], [ %319, %332 ]
  br label %340

340:                                              ; preds = %337, %340
  %341 = phi ptr [ %344, %340 ], [ %338, %337 ]
  %342 = phi ptr [ %341, %340 ], [ %339, %337 ]
  store i32 %301, ptr %341, align 1
  %343 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 %301, ptr %343, align 1
  %344 = getelementptr inbounds i8, ptr %341, i64 8
  %345 = icmp ult ptr %344, %149
  br i1 %345, label %340, label %334, !llvm.loop !151

346:                                              ; preds = %213, %346
  %347 = phi ptr [ %352, %346 ], [ %97, %213 ]
  %348 = phi ptr [ %351, %346 ], [ %91, %213 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %348, ptr noundef nonnull align 1 dereferenceable(16) %347, i64 16, i1 false)
  %349 = getelementptr inbounds i8, ptr %348, i64 16
  %350 = getelementptr inbounds i8, ptr %347, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %349, ptr noundef nonnull align 1 dereferenceable(16) %350, i64 16, i1 false)
  %351 = getelementptr inbounds i8, ptr %348, i64 32
  %352 = getelementptr inbounds i8, ptr %347, i64 32
  %353 = icmp ult ptr %351, %149
  br i1 %353, label %346, label %334, !llvm.loop !77

354:                                              ; preds = %773, %378
  %355 = phi i32 [ %391, %378 ], [ %779, %773 ]
  %356 = phi i32 [ %390, %378 ], [ %778, %773 ]
  %357 = phi ptr [ %388, %378 ], [ %776, %773 ]
  %358 = phi ptr [ %387, %378 ], [ %775, %773 ]
  %359 = zext nneg i32 %355 to i64
  %360 = icmp ult ptr %357, %21
  %361 = icmp ule ptr %358, %22
  %362 = and i1 %360, %361
  br i1 %362, label %363, label %420, !prof !23

363:                                              ; preds = %354
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %358, ptr noundef nonnull align 1 dereferenceable(16) %357, i64 16, i1 false)
  %364 = getelementptr inbounds i8, ptr %358, i64 %359
  %365 = getelementptr inbounds i8, ptr %357, i64 %359
  %366 = and i32 %356, 15
  %367 = zext nneg i32 %366 to i64
  %368 = load i16, ptr %365, align 1, !tbaa !5
  %369 = zext i16 %368 to i64
  %370 = getelementptr inbounds i8, ptr %365, i64 2
  %371 = sub nsw i64 0, %369
  %372 = getelementptr inbounds i8, ptr %364, i64 %371
  %373 = icmp eq i32 %366, 15
  %374 = icmp ult i16 %368, 8
  %375 = select i1 %373, i1 true, i1 %374
  %376 = icmp ult ptr %372, %1
  %377 = select i1 %375, i1 true, i1 %376
  br i1 %377, label %513, label %378

378:                                              ; preds = %363
  %379 = load i64, ptr %372, align 1
  store i64 %379, ptr %364, align 1
  %380 = getelementptr inbounds i8, ptr %364, i64 8
  %381 = getelementptr inbounds i8, ptr %372, i64 8
  %382 = load i64, ptr %381, align 1
  store i64 %382, ptr %380, align 1
  %383 = getelementptr inbounds i8, ptr %364, i64 16
  %384 = getelementptr inbounds i8, ptr %372, i64 16
  %385 = load i16, ptr %384, align 1
  store i16 %385, ptr %383, align 1
  %386 = getelementptr inbounds i8, ptr %364, i64 %367
  %387 = getelementptr inbounds i8, ptr %386, i64 4
  %388 = getelementptr inbounds i8, ptr %365, i64 3
  %389 = load i8, ptr %370, align 1, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = lshr i32 %390, 4
  %392 = icmp eq i32 %391, 15
  br i1 %392, label %393, label %354

393:                                              ; preds = %378, %773
  %394 = phi ptr [ %775, %773 ], [ %387, %378 ]
  %395 = phi ptr [ %776, %773 ], [ %388, %378 ]
  %396 = phi i32 [ %778, %773 ], [ %390, %378 ]
  %397 = getelementptr inbounds i8, ptr %14, i64 -15
  %398 = icmp ult ptr %395, %397
  br i1 %398, label %399, label %786, !prof !23

399:                                              ; preds = %393, %404
  %400 = phi ptr [ %402, %404 ], [ %395, %393 ]
  %401 = phi i64 [ %407, %404 ], [ 0, %393 ]
  %402 = getelementptr inbounds i8, ptr %400, i64 1
  %403 = icmp ugt ptr %402, %397
  br i1 %403, label %786, label %404, !prof !16

404:                                              ; preds = %399
  %405 = load i8, ptr %400, align 1, !tbaa !5
  %406 = zext i8 %405 to i64
  %407 = add i64 %401, %406
  %408 = icmp eq i8 %405, -1
  br i1 %408, label %399, label %409, !llvm.loop !75

409:                                              ; preds = %404
  %410 = icmp eq i64 %407, -1
  br i1 %410, label %786, label %411

411:                                              ; preds = %409
  %412 = add i64 %407, 15
  %413 = ptrtoint ptr %394 to i64
  %414 = xor i64 %413, -1
  %415 = icmp ugt i64 %412, %414
  %416 = ptrtoint ptr %402 to i64
  %417 = xor i64 %416, -1
  %418 = icmp ugt i64 %412, %417
  %419 = or i1 %415, %418
  br i1 %419, label %786, label %420, !prof !76

420:                                              ; preds = %354, %411
  %421 = phi ptr [ %394, %411 ], [ %358, %354 ]
  %422 = phi i32 [ %396, %411 ], [ %356, %354 ]
  %423 = phi ptr [ %402, %411 ], [ %357, %354 ]
  %424 = phi i64 [ %412, %411 ], [ %359, %354 ]
  %425 = getelementptr inbounds i8, ptr %421, i64 %424
  br label %426

426:                                              ; preds = %70, %84, %420
  %427 = phi ptr [ %423, %420 ], [ %52, %70 ], [ %41, %84 ]
  %428 = phi i64 [ %424, %420 ], [ %62, %70 ], [ %45, %84 ]
  %429 = phi i32 [ %422, %420 ], [ %43, %84 ], [ %43, %70 ]
  %430 = phi ptr [ %425, %420 ], [ %71, %70 ], [ %85, %84 ]
  %431 = phi ptr [ %421, %420 ], [ %40, %84 ], [ %40, %70 ]
  %432 = ptrtoint ptr %430 to i64
  %433 = ptrtoint ptr %431 to i64
  %434 = ptrtoint ptr %427 to i64
  %435 = getelementptr inbounds i8, ptr %16, i64 -12
  %436 = icmp ugt ptr %430, %435
  br i1 %436, label %475, label %437

437:                                              ; preds = %426
  %438 = getelementptr inbounds i8, ptr %427, i64 %428
  %439 = getelementptr inbounds i8, ptr %14, i64 -8
  %440 = icmp ugt ptr %438, %439
  br i1 %440, label %475, label %441

441:                                              ; preds = %437
  %442 = add i64 %433, 8
  %443 = tail call i64 @llvm.umax.i64(i64 %432, i64 %442)
  %444 = xor i64 %433, -1
  %445 = add i64 %443, %444
  %446 = lshr i64 %445, 3
  %447 = add nuw nsw i64 %446, 1
  %448 = icmp ult i64 %445, 56
  %449 = sub i64 %433, %434
  %450 = icmp ult i64 %449, 32
  %451 = select i1 %448, i1 true, i1 %450
  br i1 %451, label %452, label %455

452:                                              ; preds = %473, %441
  %453 = phi ptr [ %427, %441 ], [ %458, %473 ]
  %454 = phi ptr [ %431, %441 ], [ %460, %473 ]
  br label %496

455:                                              ; preds = %441
  %456 = and i64 %447, 4611686018427387900
  %457 = shl i64 %456, 3
  %458 = getelementptr i8, ptr %427, i64 %457
  %459 = shl i64 %456, 3
  %460 = getelementptr i8, ptr %431, i64 %459
  br label %461

461:                                              ; preds = %461, %455
  %462 = phi i64 [ 0, %455 ], [ %471, %461 ]
  %463 = shl i64 %462, 3
  %464 = getelementptr i8, ptr %427, i64 %463
  %465 = shl i64 %462, 3
  %466 = getelementptr i8, ptr %431, i64 %465
  %467 = getelementptr i8, ptr %464, i64 16
  %468 = load <2 x i64>, ptr %464, align 1
  %469 = load <2 x i64>, ptr %467, align 1
  %470 = getelementptr i8, ptr %466, i64 16
  store <2 x i64> %468, ptr %466, align 1
  store <2 x i64> %469, ptr %470, align 1
  %471 = add nuw i64 %462, 4
  %472 = icmp eq i64 %471, %456
  br i1 %472, label %473, label %461, !llvm.loop !152

473:                                              ; preds = %461
  %474 = icmp eq i64 %447, %456
  br i1 %474, label %503, label %452

475:                                              ; preds = %437, %426
  %476 = getelementptr inbounds i8, ptr %427, i64 %428
  %477 = icmp ugt ptr %476, %14
  %478 = ptrtoint ptr %14 to i64
  %479 = ptrtoint ptr %427 to i64
  %480 = sub i64 %478, %479
  %481 = getelementptr inbounds i8, ptr %431, i64 %480
  %482 = select i1 %477, ptr %481, ptr %430
  %483 = icmp ugt ptr %482, %16
  br i1 %483, label %484, label %488

484:                                              ; preds = %475
  %485 = ptrtoint ptr %431 to i64
  %486 = sub i64 %27, %485
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %431, ptr nonnull align 1 %427, i64 %486, i1 false)
  %487 = getelementptr inbounds i8, ptr %431, i64 %486
  br label %781

488:                                              ; preds = %475
  %489 = select i1 %477, i64 %480, i64 %428
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %431, ptr nonnull align 1 %427, i64 %489, i1 false)
  %490 = getelementptr inbounds i8, ptr %427, i64 %489
  %491 = getelementptr inbounds i8, ptr %431, i64 %489
  %492 = icmp ne ptr %482, %16
  %493 = getelementptr inbounds i8, ptr %14, i64 -2
  %494 = icmp ult ptr %490, %493
  %495 = select i1 %492, i1 %494, i1 false
  br i1 %495, label %503, label %781

496:                                              ; preds = %452, %496
  %497 = phi ptr [ %501, %496 ], [ %453, %452 ]
  %498 = phi ptr [ %500, %496 ], [ %454, %452 ]
  %499 = load i64, ptr %497, align 1
  store i64 %499, ptr %498, align 1
  %500 = getelementptr inbounds i8, ptr %498, i64 8
  %501 = getelementptr inbounds i8, ptr %497, i64 8
  %502 = icmp ult ptr %500, %430
  br i1 %502, label %496, label %503, !llvm.loop !153

503:                                              ; preds = %496, %473, %488
  %504 = phi ptr [ %490, %488 ], [ %438, %473 ], [ %438, %496 ]
  %505 = phi ptr [ %491, %488 ], [ %430, %473 ], [ %430, %496 ]
  %506 = load i16, ptr %504, align 1, !tbaa !5
  %507 = zext i16 %506 to i64
  %508 = getelementptr inbounds i8, ptr %504, i64 2
  %509 = sub nsw i64 0, %507
  %510 = getelementptr inbounds i8, ptr %505, i64 %509
  %511 = and i32 %429, 15
  %512 = zext nneg i32 %511 to i64
  br label %513

513:                                              ; preds = %363, %503
  %514 = phi ptr [ %508, %503 ], [ %370, %363 ]
  %515 = phi i64 [ %512, %503 ], [ %367, %363 ]
  %516 = phi i64 [ %507, %503 ], [ %369, %363 ]
  %517 = phi ptr [ %510, %503 ], [ %372, %363 ]
  %518 = phi ptr [ %505, %503 ], [ %364, %363 ]
  %519 = icmp eq i64 %515, 15
  br i1 %519, label %520, label %540

520:                                              ; preds = %513
  %521 = getelementptr inbounds i8, ptr %14, i64 -4
  br label %522

522:                                              ; preds = %527, %520
  %523 = phi ptr [ %514, %520 ], [ %525, %527 ]
  %524 = phi i64 [ 0, %520 ], [ %530, %527 ]
  %525 = getelementptr inbounds i8, ptr %523, i64 1
  %526 = icmp ugt ptr %525, %521
  br i1 %526, label %786, label %527, !prof !16

527:                                              ; preds = %522
  %528 = load i8, ptr %523, align 1, !tbaa !5
  %529 = zext i8 %528 to i64
  %530 = add i64 %524, %529
  %531 = icmp eq i8 %528, -1
  br i1 %531, label %522, label %532, !llvm.loop !75

532:                                              ; preds = %527
  %533 = icmp eq i64 %530, -1
  %534 = add i64 %530, 15
  %535 = ptrtoint ptr %518 to i64
  %536 = xor i64 %535, -1
  %537 = icmp ugt i64 %534, %536
  %538 = select i1 %533, i1 true, i1 %537
  %539 = select i1 %533, i64 15, i64 %534
  br i1 %538, label %786, label %540

540:                                              ; preds = %532, %513
  %541 = phi ptr [ %525, %532 ], [ %514, %513 ]
  %542 = phi i64 [ %539, %532 ], [ %515, %513 ]
  %543 = add i64 %542, 4
  br label %544

544:                                              ; preds = %121, %124, %540
  %545 = phi ptr [ %541, %540 ], [ %103, %121 ], [ %95, %124 ]
  %546 = phi i64 [ %543, %540 ], [ %113, %121 ], [ %126, %124 ]
  %547 = phi i64 [ %516, %540 ], [ %94, %124 ], [ %94, %121 ]
  %548 = phi ptr [ %517, %540 ], [ %97, %124 ], [ %97, %121 ]
  %549 = phi ptr [ %518, %540 ], [ %91, %124 ], [ %91, %121 ]
  %550 = ptrtoint ptr %549 to i64
  %551 = ptrtoint ptr %548 to i64
  %552 = ptrtoint ptr %549 to i64
  %553 = getelementptr inbounds i8, ptr %548, i64 %6
  %554 = icmp ult ptr %553, %1
  %555 = select i1 %20, i1 %554, i1 false
  br i1 %555, label %786, label %556, !prof !79

556:                                              ; preds = %544
  %557 = icmp ult ptr %548, %1
  %558 = getelementptr inbounds i8, ptr %549, i64 %546
  br i1 %557, label %559, label %626

559:                                              ; preds = %556
  %560 = getelementptr inbounds i8, ptr %16, i64 -5
  %561 = icmp ugt ptr %558, %560
  br i1 %561, label %562, label %566, !prof !16

562:                                              ; preds = %559
  %563 = ptrtoint ptr %549 to i64
  %564 = sub i64 %27, %563
  %565 = tail call i64 @llvm.umin.i64(i64 %546, i64 %564)
  br label %566

566:                                              ; preds = %562, %559
  %567 = phi i64 [ %565, %562 ], [ %546, %559 ]
  %568 = ptrtoint ptr %548 to i64
  %569 = sub i64 %28, %568
  %570 = icmp ugt i64 %567, %569
  br i1 %570, label %575, label %571

571:                                              ; preds = %566
  %572 = sub i64 0, %569
  %573 = getelementptr inbounds i8, ptr %19, i64 %572
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %549, ptr align 1 %573, i64 %567, i1 false)
  %574 = getelementptr inbounds i8, ptr %549, i64 %567
  br label %773

575:                                              ; preds = %566
  %576 = sub i64 %567, %569
  %577 = sub i64 0, %569
  %578 = getelementptr inbounds i8, ptr %19, i64 %577
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %549, ptr align 1 %578, i64 %569, i1 false)
  %579 = getelementptr inbounds i8, ptr %549, i64 %569
  %580 = ptrtoint ptr %579 to i64
  %581 = sub i64 %580, %28
  %582 = icmp ugt i64 %576, %581
  br i1 %582, label %583, label %624

583:                                              ; preds = %575
  %584 = getelementptr inbounds i8, ptr %549, i64 %567
  %585 = icmp slt i64 %569, %567
  br i1 %585, label %586, label %773

586:                                              ; preds = %583
  %587 = add i64 %550, %28
  %588 = add i64 %587, 1
  %589 = sub i64 %588, %568
  %590 = add i64 %567, %550
  %591 = tail call i64 @llvm.umax.i64(i64 %589, i64 %590)
  %592 = add i64 %591, %568
  %593 = add i64 %550, %28
  %594 = sub i64 %592, %593
  %595 = icmp ult i64 %594, 32
  %596 = icmp ult i64 %581, 32
  %597 = or i1 %595, %596
  br i1 %597, label %614, label %598

598:                                              ; preds = %586
  %599 = and i64 %594, -32
  %600 = getelementptr i8, ptr %579, i64 %599
  %601 = getelementptr i8, ptr %1, i64 %599
  br label %602

602:                                              ; preds = %602, %598
  %603 = phi i64 [ 0, %598 ], [ %610, %602 ]
  %604 = getelementptr i8, ptr %579, i64 %603
  %605 = getelementptr i8, ptr %1, i64 %603
  %606 = getelementptr i8, ptr %605, i64 16
  %607 = load <16 x i8>, ptr %605, align 1, !tbaa !5
  %608 = load <16 x i8>, ptr %606, align 1, !tbaa !5
  %609 = getelementptr i8, ptr %604, i64 16
  store <16 x i8> %607, ptr %604, align 1, !tbaa !5
  store <16 x i8> %608, ptr %609, align 1, !tbaa !5
  %610 = add nuw i64 %603, 32
  %611 = icmp eq i64 %610, %599
  br i1 %611, label %612, label %602, !llvm.loop !154

612:                                              ; preds = %602
  %613 = icmp eq i64 %594, %599
  br i1 %613, label %773, label %614

614:                                              ; preds = %612, %586
  %615 = phi ptr [ %579, %586 ], [ %600, %612 ]
  %616 = phi ptr [ %1, %586 ], [ %601, %612 ]
  br label %617

617:                                              ; preds = %614, %617
  %618 = phi ptr [ %622, %617 ], [ %615, %614 ]
  %619 = phi ptr [ %620, %617 ], [ %616, %614 ]
  %620 = getelementptr inbounds i8, ptr %619, i64 1
  %621 = load i8, ptr %619, align 1, !tbaa !5
  %622 = getelementptr inbounds i8, ptr %618, i64 1
  store i8 %621, ptr %618, align 1, !tbaa !5
  %623 = icmp ult ptr %622, %584
  br i1 %623, label %617, label %773, !llvm.loop !155

624:                                              ; preds = %575
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %579, ptr nonnull align 1 %1, i64 %576, i1 false)
  %625 = getelementptr inbounds i8, ptr %549, i64 %567
  br label %773

626:                                              ; preds = %556
  %627 = getelementptr inbounds i8, ptr %16, i64 -12
  %628 = icmp ugt ptr %558, %627
  br i1 %628, label %629, label %695

629:                                              ; preds = %626
  %630 = ptrtoint ptr %549 to i64
  %631 = sub i64 %27, %630
  %632 = tail call i64 @llvm.umin.i64(i64 %546, i64 %631)
  %633 = getelementptr inbounds i8, ptr %548, i64 %632
  %634 = getelementptr inbounds i8, ptr %549, i64 %632
  %635 = icmp ugt ptr %633, %549
  br i1 %635, label %636, label %692

636:                                              ; preds = %629
  %637 = icmp sgt i64 %632, 0
  br i1 %637, label %638, label %693

638:                                              ; preds = %636
  %639 = add i64 %632, %630
  %640 = add i64 %630, 1
  %641 = tail call i64 @llvm.umax.i64(i64 %639, i64 %640)
  %642 = sub i64 %641, %630
  %643 = icmp ult i64 %642, 8
  %644 = sub i64 %630, %551
  %645 = icmp ult i64 %644, 32
  %646 = select i1 %643, i1 true, i1 %645
  br i1 %646, label %682, label %647

647:                                              ; preds = %638
  %648 = icmp ult i64 %642, 32
  br i1 %648, label %668, label %649

649:                                              ; preds = %647
  %650 = and i64 %642, -32
  br label %651

651:                                              ; preds = %651, %649
  %652 = phi i64 [ 0, %649 ], [ %659, %651 ]
  %653 = getelementptr i8, ptr %549, i64 %652
  %654 = getelementptr i8, ptr %548, i64 %652
  %655 = getelementptr i8, ptr %654, i64 16
  %656 = load <16 x i8>, ptr %654, align 1, !tbaa !5
  %657 = load <16 x i8>, ptr %655, align 1, !tbaa !5
  %658 = getelementptr i8, ptr %653, i64 16
  store <16 x i8> %656, ptr %653, align 1, !tbaa !5
  store <16 x i8> %657, ptr %658, align 1, !tbaa !5
  %659 = add nuw i64 %652, 32
  %660 = icmp eq i64 %659, %650
  br i1 %660, label %661, label %651, !llvm.loop !156

661:                                              ; preds = %651
  %662 = icmp eq i64 %642, %650
  br i1 %662, label %693, label %663

663:                                              ; preds = %661
  %664 = getelementptr i8, ptr %548, i64 %650
  %665 = getelementptr i8, ptr %549, i64 %650
  %666 = and i64 %642, 24
  %667 = icmp eq i64 %666, 0
  br i1 %667, label %682, label %668

668:                                              ; preds = %647, %663
  %669 = phi i64 [ %650, %663 ], [ 0, %647 ]
  %670 = and i64 %642, -8
  %671 = getelementptr i8, ptr %549, i64 %670
  %672 = getelementptr i8, ptr %548, i64 %670
  br label %673

673:                                              ; preds = %673, %668
  %674 = phi i64 [ %669, %668 ], [ %678, %673 ]
  %675 = getelementptr i8, ptr %549, i64 %674
  %676 = getelementptr i8, ptr %548, i64 %674
  %677 = load <8 x i8>, ptr %676, align 1, !tbaa !5
  store <8 x i8> %677, ptr %675, align 1, !tbaa !5
  %678 = add nuw i64 %674, 8
  %679 = icmp eq i64 %678, %670
  br i1 %679, label %680, label %673, !llvm.loop !157

680:                                              ; preds = %673
  %681 = icmp eq i64 %642, %670
  br i1 %681, label %693, label %682

682:                                              ; preds = %680, %638, %663
  %683 = phi ptr [ %549, %638 ], [ %665, %663 ], [ %671, %680 ]
  %684 = phi ptr [ %548, %638 ], [ %664, %663 ], [ %672, %680 ]
  br label %685

685:                                              ; preds = %682, %685
  %686 = phi ptr [ %690, %685 ], [ %683, %682 ]
  %687 = phi ptr [ %688, %685 ], [ %684, %682 ]
  %688 = getelementptr inbounds i8, ptr %687, i64 1
  %689 = load i8, ptr %687, align 1, !tbaa !5
  %690 = getelementptr inbounds i8, ptr %686, i64 1
  store i8 %689, ptr %686, align 1, !tbaa !5
  %691 = icmp ult ptr %690, %634
  br i1 %691, label %685, label %693, !llvm.loop !158

692:                                              ; preds = %629
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %549, ptr align 1 %548, i64 %632, i1 false)
  br label %693

693:                                              ; preds = %685, %661, %680, %636, %692
  %694 = icmp eq ptr %634, %16
  br i1 %694, label %781, label %773

695:                                              ; preds = %626
  %696 = icmp ult i64 %547, 8
  br i1 %696, label %697, label %719, !prof !16

697:                                              ; preds = %695
  store i32 0, ptr %549, align 1, !tbaa !5
  %698 = load i8, ptr %548, align 1, !tbaa !5
  store i8 %698, ptr %549, align 1, !tbaa !5
  %699 = getelementptr inbounds i8, ptr %548, i64 1
  %700 = load i8, ptr %699, align 1, !tbaa !5
  %701 = getelementptr inbounds i8, ptr %549, i64 1
  store i8 %700, ptr %701, align 1, !tbaa !5
  %702 = getelementptr inbounds i8, ptr %548, i64 2
  %703 = load i8, ptr %702, align 1, !tbaa !5
  %704 = getelementptr inbounds i8, ptr %549, i64 2
  store i8 %703, ptr %704, align 1, !tbaa !5
  %705 = getelementptr inbounds i8, ptr %548, i64 3
  %706 = load i8, ptr %705, align 1, !tbaa !5
  %707 = getelementptr inbounds i8, ptr %549, i64 3
  store i8 %706, ptr %707, align 1, !tbaa !5
  %708 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %547
  %709 = load i32, ptr %708, align 4, !tbaa !26
  %710 = zext i32 %709 to i64
  %711 = getelementptr inbounds i8, ptr %548, i64 %710
  %712 = getelementptr inbounds i8, ptr %549, i64 4
  %713 = load i32, ptr %711, align 1
  store i32 %713, ptr %712, align 1
  %714 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %547
  %715 = load i32, ptr %714, align 4, !tbaa !26
  %716 = sext i32 %715 to i64
  %717 = sub nsw i64 0, %716
  %718 = getelementptr inbounds i8, ptr %711, i64 %717
  br label %722

719:                                              ; preds = %695
  %720 = load i64, ptr %548, align 1
  store i64 %720, ptr %549, align 1
  %721 = getelementptr inbounds i8, ptr %548, i64 8
  br label %722

722:                                              ; preds = %697, %719
  %723 = phi ptr [ %718, %697 ], [ %721, %719 ]
  %724 = ptrtoint ptr %723 to i64
  %725 = getelementptr inbounds i8, ptr %549, i64 8
  %726 = load i64, ptr %723, align 1
  store i64 %726, ptr %725, align 1
  %727 = icmp ugt i64 %546, 16
  br i1 %727, label %728, label %773

728:                                              ; preds = %722
  %729 = getelementptr i8, ptr %549, i64 16
  %730 = add i64 %546, %552
  %731 = add i64 %552, 24
  %732 = tail call i64 @llvm.umax.i64(i64 %730, i64 %731)
  %733 = add i64 %732, -17
  %734 = sub i64 %733, %552
  %735 = lshr i64 %734, 3
  %736 = add nuw nsw i64 %735, 1
  %737 = icmp ult i64 %734, 72
  br i1 %737, label %763, label %738

738:                                              ; preds = %728
  %739 = add i64 %552, 8
  %740 = sub i64 %739, %724
  %741 = icmp ult i64 %740, 32
  br i1 %741, label %763, label %742

742:                                              ; preds = %738
  %743 = and i64 %736, 4611686018427387900
  %744 = shl i64 %743, 3
  %745 = getelementptr i8, ptr %723, i64 %744
  %746 = shl i64 %743, 3
  %747 = getelementptr i8, ptr %729, i64 %746
  br label %748

748:                                              ; preds = %748, %742
  %749 = phi i64 [ 0, %742 ], [ %759, %748 ]
  %750 = shl i64 %749, 3
  %751 = getelementptr i8, ptr %723, i64 %750
  %752 = shl i64 %749, 3
  %753 = getelementptr i8, ptr %729, i64 %752
  %754 = getelementptr inbounds i8, ptr %751, i64 8
  %755 = getelementptr inbounds i8, ptr %751, i64 24
  %756 = load <2 x i64>, ptr %754, align 1
  %757 = load <2 x i64>, ptr %755, align 1
  %758 = getelementptr i8, ptr %753, i64 16
  store <2 x i64> %756, ptr %753, align 1
  store <2 x i64> %757, ptr %758, align 1
  %759 = add nuw i64 %749, 4
  %760 = icmp eq i64 %759, %743
  br i1 %760, label %761, label %748, !llvm.loop !159

761:                                              ; preds = %748
  %762 = icmp eq i64 %736, %743
  br i1 %762, label %773, label %763

763:                                              ; preds = %761, %738, %728
  %764 = phi ptr [ %723, %738 ], [ %723, %728 ], [ %745, %761 ]
  %765 = phi ptr [ %729, %738 ], [ %729, %728 ], [ %747, %761 ]
  br label %766

766:                                              ; preds = %763, %766
  %767 = phi ptr [ %769, %766 ], [ %764, %763 ]
  %768 = phi ptr [ %771, %766 ], [ %765, %763 ]
  %769 = getelementptr inbounds i8, ptr %767, i64 8
  %770 = load i64, ptr %769, align 1
  store i64 %770, ptr %768, align 1
  %771 = getelementptr inbounds i8, ptr %768, i64 8
  %772 = icmp ult ptr %771, %558
  br i1 %772, label %766, label %773, !llvm.loop !160

773:                                              ; preds = %766, %617, %722, %761, %571, %624, %583, %612, %26, %693
  %774 = phi ptr [ %545, %693 ], [ %0, %26 ], [ %545, %612 ], [ %545, %583 ], [ %545, %624 ], [ %545, %571 ], [ %545, %761 ], [ %545, %722 ], [ %545, %617 ], [ %545, %766 ]
  %775 = phi ptr [ %634, %693 ], [ %1, %26 ], [ %600, %612 ], [ %579, %583 ], [ %625, %624 ], [ %574, %571 ], [ %558, %761 ], [ %558, %722 ], [ %622, %617 ], [ %558, %766 ]
  %776 = getelementptr inbounds i8, ptr %774, i64 1
  %777 = load i8, ptr %774, align 1, !tbaa !5
  %778 = zext i8 %777 to i32
  %779 = lshr i32 %778, 4
  %780 = icmp eq i32 %779, 15
  br i1 %780, label %393, label %354

781:                                              ; preds = %484, %693, %488
  %782 = phi ptr [ %16, %693 ], [ %491, %488 ], [ %487, %484 ]
  %783 = ptrtoint ptr %782 to i64
  %784 = sub i64 %783, %28
  %785 = trunc i64 %784 to i32
  br label %793

786:                                              ; preds = %112, %110, %47, %61, %59, %141, %49, %100, %399, %522, %532, %393, %411, %409, %544
  %787 = phi ptr [ %525, %532 ], [ %545, %544 ], [ %402, %411 ], [ %402, %409 ], [ %395, %393 ], [ %525, %522 ], [ %402, %399 ], [ %103, %100 ], [ %52, %49 ], [ %103, %112 ], [ %103, %110 ], [ %41, %47 ], [ %52, %59 ], [ %52, %61 ], [ %142, %141 ]
  %788 = ptrtoint ptr %787 to i64
  %789 = ptrtoint ptr %0 to i64
  %790 = sub i64 %789, %788
  %791 = trunc i64 %790 to i32
  %792 = add nsw i32 %791, -1
  br label %793

793:                                              ; preds = %24, %781, %786, %12, %7
  %794 = phi i32 [ -1, %7 ], [ %792, %786 ], [ %785, %781 ], [ -1, %24 ], [ 0, %12 ]
  ret i32 %794
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @LZ4_createStreamDecode() local_unnamed_addr #13 {
  %1 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #20
  ret ptr %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @LZ4_freeStreamDecode(ptr noundef %0) local_unnamed_addr #8 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #18
  br label %4

4:                                                ; preds = %1, %3
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef i32 @LZ4_setStreamDecode(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %4, ptr %5, align 8, !tbaa !161
  %6 = getelementptr inbounds i8, ptr %1, i64 %4
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %6, ptr %7, align 8
  store ptr null, ptr %0, align 8, !tbaa !164
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %8, align 8, !tbaa !165
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2113994767) i32 @LZ4_decoderRingBufferSize(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i32 %0, 2113929216
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 16)
  %4 = add nuw nsw i32 %3, 65550
  %5 = select i1 %2, i32 0, i32 %4
  ret i32 %5
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_continue(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = ptrtoint ptr %2 to i64
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i64, ptr %7, align 8, !tbaa !161
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %5
  %11 = tail call i32 @LZ4_decompress_safe(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4)
  %12 = icmp slt i32 %11, 1
  br i1 %12, label %862, label %13

13:                                               ; preds = %10
  %14 = zext nneg i32 %11 to i64
  store i64 %14, ptr %7, align 8, !tbaa !161
  %15 = getelementptr inbounds i8, ptr %2, i64 %14
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %15, ptr %16, align 8, !tbaa !166
  br label %862

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !166
  %20 = icmp eq ptr %19, %2
  br i1 %20, label %21, label %853

21:                                               ; preds = %17
  %22 = icmp ugt i64 %8, 65534
  br i1 %22, label %23, label %25

23:                                               ; preds = %21
  %24 = tail call i32 @LZ4_decompress_safe_withPrefix64k(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4)
  br label %844

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load i64, ptr %26, align 8, !tbaa !165
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = tail call fastcc i32 @LZ4_decompress_safe_withSmallPrefix(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %8)
  br label %844

31:                                               ; preds = %25
  %32 = sub nsw i64 0, %8
  %33 = getelementptr i8, ptr %2, i64 %32
  %34 = icmp eq ptr %1, null
  %35 = icmp slt i32 %4, 0
  %36 = or i1 %34, %35
  br i1 %36, label %862, label %37

37:                                               ; preds = %31
  %38 = load ptr, ptr %0, align 8, !tbaa !164
  %39 = sext i32 %3 to i64
  %40 = getelementptr inbounds i8, ptr %1, i64 %39
  %41 = zext nneg i32 %4 to i64
  %42 = getelementptr i8, ptr %2, i64 %41
  %43 = icmp eq ptr %38, null
  %44 = getelementptr inbounds i8, ptr %38, i64 %27
  %45 = select i1 %43, ptr null, ptr %44
  %46 = icmp ult i64 %27, 65536
  %47 = getelementptr inbounds i8, ptr %40, i64 -16
  %48 = getelementptr inbounds i8, ptr %42, i64 -32
  %49 = icmp eq i32 %4, 0
  br i1 %49, label %50, label %56, !prof !16

50:                                               ; preds = %37
  %51 = icmp eq i32 %3, 1
  br i1 %51, label %52, label %862

52:                                               ; preds = %50
  %53 = load i8, ptr %1, align 1, !tbaa !5
  %54 = icmp ne i8 %53, 0
  %55 = sext i1 %54 to i32
  br label %862

56:                                               ; preds = %37
  %57 = icmp eq i32 %3, 0
  br i1 %57, label %862, label %58, !prof !16

58:                                               ; preds = %56
  %59 = ptrtoint ptr %2 to i64
  %60 = icmp ult i32 %4, 64
  br i1 %60, label %829, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %40, i64 -17
  %63 = getelementptr inbounds i8, ptr %40, i64 -15
  %64 = getelementptr inbounds i8, ptr %40, i64 -32
  %65 = getelementptr inbounds i8, ptr %42, i64 -64
  %66 = getelementptr inbounds i8, ptr %40, i64 -4
  %67 = getelementptr inbounds i8, ptr %42, i64 -5
  %68 = ptrtoint ptr %33 to i64
  %69 = add i64 %6, 1
  %70 = sub i64 %69, %8
  br label %71

71:                                               ; preds = %360, %61
  %72 = phi ptr [ %1, %61 ], [ %361, %360 ]
  %73 = phi ptr [ %2, %61 ], [ %362, %360 ]
  %74 = getelementptr inbounds i8, ptr %72, i64 1
  %75 = load i8, ptr %72, align 1, !tbaa !5
  %76 = zext i8 %75 to i32
  %77 = lshr i32 %76, 4
  %78 = zext nneg i32 %77 to i64
  %79 = icmp eq i32 %77, 15
  br i1 %79, label %80, label %117

80:                                               ; preds = %71
  %81 = icmp ult ptr %74, %63
  br i1 %81, label %82, label %837, !prof !23

82:                                               ; preds = %80, %87
  %83 = phi ptr [ %85, %87 ], [ %74, %80 ]
  %84 = phi i64 [ %90, %87 ], [ 0, %80 ]
  %85 = getelementptr inbounds i8, ptr %83, i64 1
  %86 = icmp ugt ptr %85, %63
  br i1 %86, label %837, label %87, !prof !16

87:                                               ; preds = %82
  %88 = load i8, ptr %83, align 1, !tbaa !5
  %89 = zext i8 %88 to i64
  %90 = add i64 %84, %89
  %91 = icmp eq i8 %88, -1
  br i1 %91, label %82, label %92, !llvm.loop !75

92:                                               ; preds = %87
  %93 = icmp eq i64 %90, -1
  br i1 %93, label %837, label %94

94:                                               ; preds = %92
  %95 = add i64 %90, 15
  %96 = ptrtoint ptr %73 to i64
  %97 = xor i64 %96, -1
  %98 = icmp ugt i64 %95, %97
  %99 = ptrtoint ptr %85 to i64
  %100 = xor i64 %99, -1
  %101 = icmp ugt i64 %95, %100
  %102 = or i1 %98, %101
  br i1 %102, label %837, label %103, !prof !76

103:                                              ; preds = %94
  %104 = getelementptr inbounds i8, ptr %73, i64 %95
  %105 = icmp ugt ptr %104, %48
  %106 = getelementptr inbounds i8, ptr %85, i64 %95
  %107 = icmp ugt ptr %106, %64
  %108 = select i1 %105, i1 true, i1 %107
  br i1 %108, label %452, label %109

109:                                              ; preds = %103, %109
  %110 = phi ptr [ %115, %109 ], [ %85, %103 ]
  %111 = phi ptr [ %114, %109 ], [ %73, %103 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %111, ptr noundef nonnull align 1 dereferenceable(16) %110, i64 16, i1 false)
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = getelementptr inbounds i8, ptr %110, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %112, ptr noundef nonnull align 1 dereferenceable(16) %113, i64 16, i1 false)
  %114 = getelementptr inbounds i8, ptr %111, i64 32
  %115 = getelementptr inbounds i8, ptr %110, i64 32
  %116 = icmp ult ptr %114, %104
  br i1 %116, label %109, label %122, !llvm.loop !77

117:                                              ; preds = %71
  %118 = getelementptr inbounds i8, ptr %73, i64 %78
  %119 = icmp ugt ptr %74, %62
  br i1 %119, label %452, label %120

120:                                              ; preds = %117
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %73, ptr noundef nonnull align 1 dereferenceable(16) %74, i64 16, i1 false)
  %121 = getelementptr inbounds i8, ptr %74, i64 %78
  br label %122

122:                                              ; preds = %109, %120
  %123 = phi ptr [ %121, %120 ], [ %106, %109 ]
  %124 = phi ptr [ %118, %120 ], [ %104, %109 ]
  %125 = ptrtoint ptr %124 to i64
  %126 = load i16, ptr %123, align 1, !tbaa !5
  %127 = zext i16 %126 to i64
  %128 = getelementptr inbounds i8, ptr %123, i64 2
  %129 = sub nsw i64 0, %127
  %130 = getelementptr inbounds i8, ptr %124, i64 %129
  %131 = and i32 %76, 15
  %132 = icmp eq i32 %131, 15
  br i1 %132, label %133, label %157

133:                                              ; preds = %122, %138
  %134 = phi ptr [ %136, %138 ], [ %128, %122 ]
  %135 = phi i64 [ %141, %138 ], [ 0, %122 ]
  %136 = getelementptr inbounds i8, ptr %134, i64 1
  %137 = icmp ugt ptr %136, %66
  br i1 %137, label %837, label %138, !prof !16

138:                                              ; preds = %133
  %139 = load i8, ptr %134, align 1, !tbaa !5
  %140 = zext i8 %139 to i64
  %141 = add i64 %135, %140
  %142 = icmp eq i8 %139, -1
  br i1 %142, label %133, label %143, !llvm.loop !75

143:                                              ; preds = %138
  %144 = icmp eq i64 %141, -1
  br i1 %144, label %837, label %145

145:                                              ; preds = %143
  %146 = add i64 %141, 19
  %147 = ptrtoint ptr %124 to i64
  %148 = xor i64 %147, -1
  %149 = icmp ugt i64 %146, %148
  %150 = getelementptr inbounds i8, ptr %130, i64 %27
  %151 = icmp ult ptr %150, %33
  %152 = select i1 %46, i1 %151, i1 false
  %153 = select i1 %149, i1 true, i1 %152
  br i1 %153, label %837, label %154, !prof !78

154:                                              ; preds = %145
  %155 = getelementptr inbounds i8, ptr %124, i64 %146
  %156 = icmp ult ptr %155, %65
  br i1 %156, label %174, label %557

157:                                              ; preds = %122
  %158 = add nuw nsw i32 %131, 4
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds i8, ptr %124, i64 %159
  %161 = icmp ult ptr %160, %65
  br i1 %161, label %162, label %557

162:                                              ; preds = %157
  %163 = icmp uge ptr %130, %33
  %164 = icmp ugt i16 %126, 7
  %165 = select i1 %163, i1 %164, i1 false
  br i1 %165, label %166, label %174

166:                                              ; preds = %162
  %167 = load i64, ptr %130, align 1
  store i64 %167, ptr %124, align 1
  %168 = getelementptr inbounds i8, ptr %124, i64 8
  %169 = getelementptr inbounds i8, ptr %130, i64 8
  %170 = load i64, ptr %169, align 1
  store i64 %170, ptr %168, align 1
  %171 = getelementptr inbounds i8, ptr %124, i64 16
  %172 = getelementptr inbounds i8, ptr %130, i64 16
  %173 = load i16, ptr %172, align 1
  store i16 %173, ptr %171, align 1
  br label %360

174:                                              ; preds = %162, %154
  %175 = phi ptr [ %136, %154 ], [ %128, %162 ]
  %176 = phi i64 [ %146, %154 ], [ %159, %162 ]
  %177 = getelementptr inbounds i8, ptr %130, i64 %27
  %178 = icmp ult ptr %177, %33
  %179 = select i1 %46, i1 %178, i1 false
  br i1 %179, label %837, label %180, !prof !79

180:                                              ; preds = %174
  %181 = icmp ult ptr %130, %33
  %182 = getelementptr inbounds i8, ptr %124, i64 %176
  br i1 %181, label %183, label %239

183:                                              ; preds = %180
  %184 = icmp ugt ptr %182, %67
  br i1 %184, label %837, label %185, !prof !16

185:                                              ; preds = %183
  %186 = ptrtoint ptr %130 to i64
  %187 = sub i64 %68, %186
  %188 = icmp ugt i64 %176, %187
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = sub i64 0, %187
  %191 = getelementptr inbounds i8, ptr %45, i64 %190
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %124, ptr align 1 %191, i64 %176, i1 false)
  br label %360

192:                                              ; preds = %185
  %193 = sub i64 %176, %187
  %194 = sub i64 0, %187
  %195 = getelementptr inbounds i8, ptr %45, i64 %194
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %124, ptr align 1 %195, i64 %187, i1 false)
  %196 = getelementptr inbounds i8, ptr %124, i64 %187
  %197 = ptrtoint ptr %196 to i64
  %198 = sub i64 %197, %68
  %199 = icmp ugt i64 %193, %198
  br i1 %199, label %200, label %238

200:                                              ; preds = %192
  %201 = icmp slt i64 %187, %176
  br i1 %201, label %202, label %360

202:                                              ; preds = %200
  %203 = add i64 %70, %127
  %204 = add i64 %176, %125
  %205 = tail call i64 @llvm.umax.i64(i64 %203, i64 %204)
  %206 = add i64 %8, %205
  %207 = add i64 %6, %127
  %208 = sub i64 %206, %207
  %209 = icmp ult i64 %208, 32
  %210 = icmp ult i16 %126, 32
  %211 = select i1 %209, i1 true, i1 %210
  br i1 %211, label %228, label %212

212:                                              ; preds = %202
  %213 = and i64 %208, -32
  %214 = getelementptr i8, ptr %196, i64 %213
  %215 = getelementptr i8, ptr %33, i64 %213
  br label %216

216:                                              ; preds = %216, %212
  %217 = phi i64 [ 0, %212 ], [ %224, %216 ]
  %218 = getelementptr i8, ptr %196, i64 %217
  %219 = getelementptr i8, ptr %33, i64 %217
  %220 = getelementptr i8, ptr %219, i64 16
  %221 = load <16 x i8>, ptr %219, align 1, !tbaa !5
  %222 = load <16 x i8>, ptr %220, align 1, !tbaa !5
  %223 = getelementptr i8, ptr %218, i64 16
  store <16 x i8> %221, ptr %218, align 1, !tbaa !5
  store <16 x i8> %222, ptr %223, align 1, !tbaa !5
  %224 = add nuw i64 %217, 32
  %225 = icmp eq i64 %224, %213
  br i1 %225, label %226, label %216, !llvm.loop !167

226:                                              ; preds = %216
  %227 = icmp eq i64 %208, %213
  br i1 %227, label %360, label %228

228:                                              ; preds = %226, %202
  %229 = phi ptr [ %196, %202 ], [ %214, %226 ]
  %230 = phi ptr [ %33, %202 ], [ %215, %226 ]
  br label %231

231:                                              ; preds = %228, %231
  %232 = phi ptr [ %236, %231 ], [ %229, %228 ]
  %233 = phi ptr [ %234, %231 ], [ %230, %228 ]
  %234 = getelementptr inbounds i8, ptr %233, i64 1
  %235 = load i8, ptr %233, align 1, !tbaa !5
  %236 = getelementptr inbounds i8, ptr %232, i64 1
  store i8 %235, ptr %232, align 1, !tbaa !5
  %237 = icmp ult ptr %236, %182
  br i1 %237, label %231, label %360, !llvm.loop !168

238:                                              ; preds = %192
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %196, ptr nonnull align 1 %33, i64 %193, i1 false)
  br label %360

239:                                              ; preds = %180
  %240 = icmp ult i16 %126, 16
  br i1 %240, label %241, label %372, !prof !16

241:                                              ; preds = %239
  switch i16 %126, label %253 [
    i16 1, label %242
    i16 2, label %246
    i16 4, label %251
  ]

242:                                              ; preds = %241
  %243 = load i8, ptr %130, align 1, !tbaa !5
  %244 = zext i8 %243 to i32
  %245 = mul nuw i32 %244, 16843009
  br label %326

246:                                              ; preds = %241
  %247 = load i16, ptr %130, align 1
  %248 = zext i16 %247 to i32
  %249 = shl nuw i32 %248, 16
  %250 = or disjoint i32 %249, %248
  br label %326

251:                                              ; preds = %241
  %252 = load i32, ptr %130, align 1
  br label %326

253:                                              ; preds = %241
  %254 = icmp ult i16 %126, 8
  br i1 %254, label %255, label %277

255:                                              ; preds = %253
  store i32 0, ptr %124, align 1, !tbaa !5
  %256 = load i8, ptr %130, align 1, !tbaa !5
  store i8 %256, ptr %124, align 1, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %130, i64 1
  %258 = load i8, ptr %257, align 1, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %124, i64 1
  store i8 %258, ptr %259, align 1, !tbaa !5
  %260 = getelementptr inbounds i8, ptr %130, i64 2
  %261 = load i8, ptr %260, align 1, !tbaa !5
  %262 = getelementptr inbounds i8, ptr %124, i64 2
  store i8 %261, ptr %262, align 1, !tbaa !5
  %263 = getelementptr inbounds i8, ptr %130, i64 3
  %264 = load i8, ptr %263, align 1, !tbaa !5
  %265 = getelementptr inbounds i8, ptr %124, i64 3
  store i8 %264, ptr %265, align 1, !tbaa !5
  %266 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %127
  %267 = load i32, ptr %266, align 4, !tbaa !26
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds i8, ptr %130, i64 %268
  %270 = getelementptr inbounds i8, ptr %124, i64 4
  %271 = load i32, ptr %269, align 1
  store i32 %271, ptr %270, align 1
  %272 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %127
  %273 = load i32, ptr %272, align 4, !tbaa !26
  %274 = sext i32 %273 to i64
  %275 = sub nsw i64 0, %274
  %276 = getelementptr inbounds i8, ptr %269, i64 %275
  br label %280

277:                                              ; preds = %253
  %278 = load i64, ptr %130, align 1
  store i64 %278, ptr %124, align 1
  %279 = getelementptr inbounds i8, ptr %130, i64 8
  br label %280

280:                                              ; preds = %277, %255
  %281 = phi ptr [ %276, %255 ], [ %279, %277 ]
  %282 = getelementptr i8, ptr %124, i64 8
  %283 = add i64 %176, %125
  %284 = add i64 %125, 16
  %285 = tail call i64 @llvm.umax.i64(i64 %283, i64 %284)
  %286 = add i64 %285, -9
  %287 = sub i64 %286, %125
  %288 = lshr i64 %287, 3
  %289 = add nuw nsw i64 %288, 1
  %290 = icmp ult i64 %287, 24
  br i1 %290, label %316, label %291

291:                                              ; preds = %280
  %292 = ptrtoint ptr %281 to i64
  %293 = add i64 %125, 8
  %294 = sub i64 %293, %292
  %295 = icmp ult i64 %294, 32
  br i1 %295, label %316, label %296

296:                                              ; preds = %291
  %297 = and i64 %289, 4611686018427387900
  %298 = shl i64 %297, 3
  %299 = getelementptr i8, ptr %281, i64 %298
  %300 = shl i64 %297, 3
  %301 = getelementptr i8, ptr %282, i64 %300
  br label %302

302:                                              ; preds = %302, %296
  %303 = phi i64 [ 0, %296 ], [ %312, %302 ]
  %304 = shl i64 %303, 3
  %305 = getelementptr i8, ptr %281, i64 %304
  %306 = shl i64 %303, 3
  %307 = getelementptr i8, ptr %282, i64 %306
  %308 = getelementptr i8, ptr %305, i64 16
  %309 = load <2 x i64>, ptr %305, align 1
  %310 = load <2 x i64>, ptr %308, align 1
  %311 = getelementptr i8, ptr %307, i64 16
  store <2 x i64> %309, ptr %307, align 1
  store <2 x i64> %310, ptr %311, align 1
  %312 = add nuw i64 %303, 4
  %313 = icmp eq i64 %312, %297
  br i1 %313, label %314, label %302, !llvm.loop !169

314:                                              ; preds = %302
  %315 = icmp eq i64 %289, %297
  br i1 %315, label %360, label %316

316:                                              ; preds = %314, %291, %280
  %317 = phi ptr [ %281, %291 ], [ %281, %280 ], [ %299, %314 ]
  %318 = phi ptr [ %282, %291 ], [ %282, %280 ], [ %301, %314 ]
  br label %319

319:                                              ; preds = %316, %319
  %320 = phi ptr [ %324, %319 ], [ %317, %316 ]
  %321 = phi ptr [ %323, %319 ], [ %318, %316 ]
  %322 = load i64, ptr %320, align 1
  store i64 %322, ptr %321, align 1
  %323 = getelementptr inbounds i8, ptr %321, i64 8
  %324 = getelementptr inbounds i8, ptr %320, i64 8
  %325 = icmp ult ptr %323, %182
  br i1 %325, label %319, label %360, !llvm.loop !170

326:                                              ; preds = %251, %246, %242
  %327 = phi i32 [ %252, %251 ], [ %250, %246 ], [ %245, %242 ]
  store i32 %327, ptr %124, align 1
  %328 = getelementptr inbounds i8, ptr %124, i64 4
  store i32 %327, ptr %328, align 1
  %329 = icmp sgt i64 %176, 8
  br i1 %329, label %330, label %360

330:                                              ; preds = %326
  %331 = getelementptr inbounds i8, ptr %124, i64 8
  %332 = add i64 %176, %125
  %333 = add i64 %125, 16
  %334 = tail call i64 @llvm.umax.i64(i64 %332, i64 %333)
  %335 = add i64 %334, -9
  %336 = sub i64 %335, %125
  %337 = lshr i64 %336, 3
  %338 = add nuw nsw i64 %337, 1
  %339 = icmp ult i64 %336, 24
  br i1 %339, label %363, label %340

340:                                              ; preds = %330
  %341 = and i64 %338, 4611686018427387900
  %342 = shl i64 %341, 3
  %343 = getelementptr i8, ptr %331, i64 %342
  %344 = shl i64 %341, 3
  %345 = getelementptr i8, ptr %124, i64 %344
  %346 = insertelement <2 x i32> poison, i32 %327, i64 0
  %347 = getelementptr i8, ptr %124, i64 8
  %348 = getelementptr i8, ptr %124, i64 8
  %349 = shufflevector <2 x i32> %346, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %350

350:                                              ; preds = %350, %340
  %351 = phi i64 [ 0, %340 ], [ %356, %350 ]
  %352 = shl i64 %351, 3
  %353 = or disjoint i64 %352, 16
  %354 = getelementptr i8, ptr %347, i64 %352
  %355 = getelementptr i8, ptr %348, i64 %353
  store <4 x i32> %349, ptr %354, align 1
  store <4 x i32> %349, ptr %355, align 1
  %356 = add nuw i64 %351, 4
  %357 = icmp eq i64 %356, %341
  br i1 %357, label %358, label %350, !llvm.loop !171

358:                                              ; preds = %350
  %359 = icmp eq i64 %338, %341
  br i1 %359, label %360, label %363

360:                                              ; preds = %372, %366, %319, %231, %358, %314, %226, %326, %189, %238, %200, %166
  %361 = phi ptr [ %128, %166 ], [ %175, %200 ], [ %175, %238 ], [ %175, %189 ], [ %175, %326 ], [ %175, %226 ], [ %175, %314 ], [ %175, %358 ], [ %175, %231 ], [ %175, %319 ], [ %175, %366 ], [ %175, %372 ]
  %362 = phi ptr [ %160, %166 ], [ %196, %200 ], [ %182, %238 ], [ %182, %189 ], [ %182, %326 ], [ %214, %226 ], [ %182, %314 ], [ %182, %358 ], [ %236, %231 ], [ %182, %319 ], [ %182, %366 ], [ %182, %372 ]
  br label %71

363:                                              ; preds = %358, %330
  %364 = phi ptr [ %331, %330 ], [ %343, %358 ]
  %365 = phi ptr [ %124, %330 ], [ %345, %358 ]
  br label %366

366:                                              ; preds = %363, %366
  %367 = phi ptr [ %370, %366 ], [ %364, %363 ]
  %368 = phi ptr [ %367, %366 ], [ %365, %363 ]
  store i32 %327, ptr %367, align 1
  %369 = getelementptr inbounds i8, ptr %368, i64 12
  store i32 %327, ptr %369, align 1
  %370 = getelementptr inbounds i8, ptr %367, i64 8
  %371 = icmp ult ptr %370, %182
  br i1 %371, label %366, label %360, !llvm.loop !172

372:                                              ; preds = %239, %372
  %373 = phi ptr [ %378, %372 ], [ %130, %239 ]
  %374 = phi ptr [ %377, %372 ], [ %124, %239 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %374, ptr noundef nonnull align 1 dereferenceable(16) %373, i64 16, i1 false)
  %375 = getelementptr inbounds i8, ptr %374, i64 16
  %376 = getelementptr inbounds i8, ptr %373, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %375, ptr noundef nonnull align 1 dereferenceable(16) %376, i64 16, i1 false)
  %377 = getelementptr inbounds i8, ptr %374, i64 32
  %378 = getelementptr inbounds i8, ptr %373, i64 32
  %379 = icmp ult ptr %377, %182
  br i1 %379, label %372, label %360, !llvm.loop !77

380:                                              ; preds = %829, %404
  %381 = phi i32 [ %417, %404 ], [ %835, %829 ]
  %382 = phi i32 [ %416, %404 ], [ %834, %829 ]
  %383 = phi ptr [ %414, %404 ], [ %832, %829 ]
  %384 = phi ptr [ %413, %404 ], [ %831, %829 ]
  %385 = zext nneg i32 %381 to i64
  %386 = icmp ult ptr %383, %47
  %387 = icmp ule ptr %384, %48
  %388 = and i1 %386, %387
  br i1 %388, label %389, label %446, !prof !23

389:                                              ; preds = %380
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %384, ptr noundef nonnull align 1 dereferenceable(16) %383, i64 16, i1 false)
  %390 = getelementptr inbounds i8, ptr %384, i64 %385
  %391 = getelementptr inbounds i8, ptr %383, i64 %385
  %392 = and i32 %382, 15
  %393 = zext nneg i32 %392 to i64
  %394 = load i16, ptr %391, align 1, !tbaa !5
  %395 = zext i16 %394 to i64
  %396 = getelementptr inbounds i8, ptr %391, i64 2
  %397 = sub nsw i64 0, %395
  %398 = getelementptr inbounds i8, ptr %390, i64 %397
  %399 = icmp eq i32 %392, 15
  %400 = icmp ult i16 %394, 8
  %401 = select i1 %399, i1 true, i1 %400
  %402 = icmp ult ptr %398, %33
  %403 = select i1 %401, i1 true, i1 %402
  br i1 %403, label %526, label %404

404:                                              ; preds = %389
  %405 = load i64, ptr %398, align 1
  store i64 %405, ptr %390, align 1
  %406 = getelementptr inbounds i8, ptr %390, i64 8
  %407 = getelementptr inbounds i8, ptr %398, i64 8
  %408 = load i64, ptr %407, align 1
  store i64 %408, ptr %406, align 1
  %409 = getelementptr inbounds i8, ptr %390, i64 16
  %410 = getelementptr inbounds i8, ptr %398, i64 16
  %411 = load i16, ptr %410, align 1
  store i16 %411, ptr %409, align 1
  %412 = getelementptr inbounds i8, ptr %390, i64 %393
  %413 = getelementptr inbounds i8, ptr %412, i64 4
  %414 = getelementptr inbounds i8, ptr %391, i64 3
  %415 = load i8, ptr %396, align 1, !tbaa !5
  %416 = zext i8 %415 to i32
  %417 = lshr i32 %416, 4
  %418 = icmp eq i32 %417, 15
  br i1 %418, label %419, label %380

419:                                              ; preds = %404, %829
  %420 = phi ptr [ %831, %829 ], [ %413, %404 ]
  %421 = phi ptr [ %832, %829 ], [ %414, %404 ]
  %422 = phi i32 [ %834, %829 ], [ %416, %404 ]
  %423 = getelementptr inbounds i8, ptr %40, i64 -15
  %424 = icmp ult ptr %421, %423
  br i1 %424, label %425, label %837, !prof !23

425:                                              ; preds = %419, %430
  %426 = phi ptr [ %428, %430 ], [ %421, %419 ]
  %427 = phi i64 [ %433, %430 ], [ 0, %419 ]
  %428 = getelementptr inbounds i8, ptr %426, i64 1
  %429 = icmp ugt ptr %428, %423
  br i1 %429, label %837, label %430, !prof !16

430:                                              ; preds = %425
  %431 = load i8, ptr %426, align 1, !tbaa !5
  %432 = zext i8 %431 to i64
  %433 = add i64 %427, %432
  %434 = icmp eq i8 %431, -1
  br i1 %434, label %425, label %435, !llvm.loop !75

435:                                              ; preds = %430
  %436 = icmp eq i64 %433, -1
  br i1 %436, label %837, label %437

437:                                              ; preds = %435
  %438 = add i64 %433, 15
  %439 = ptrtoint ptr %420 to i64
  %440 = xor i64 %439, -1
  %441 = icmp ugt i64 %438, %440
  %442 = ptrtoint ptr %428 to i64
  %443 = xor i64 %442, -1
  %444 = icmp ugt i64 %438, %443
  %445 = or i1 %441, %444
  br i1 %445, label %837, label %446, !prof !76

446:                                              ; preds = %380, %437
  %447 = phi ptr [ %420, %437 ], [ %384, %380 ]
  %448 = phi i32 [ %422, %437 ], [ %382, %380 ]
  %449 = phi ptr [ %428, %437 ], [ %383, %380 ]
  %450 = phi i64 [ %438, %437 ], [ %385, %380 ]
  %451 = getelementptr inbounds i8, ptr %447, i64 %450
  br label %452

452:                                              ; preds = %103, %117, %446
  %453 = phi ptr [ %449, %446 ], [ %85, %103 ], [ %74, %117 ]
  %454 = phi i64 [ %450, %446 ], [ %95, %103 ], [ %78, %117 ]
  %455 = phi i32 [ %448, %446 ], [ %76, %117 ], [ %76, %103 ]
  %456 = phi ptr [ %451, %446 ], [ %104, %103 ], [ %118, %117 ]
  %457 = phi ptr [ %447, %446 ], [ %73, %117 ], [ %73, %103 ]
  %458 = ptrtoint ptr %456 to i64
  %459 = ptrtoint ptr %457 to i64
  %460 = ptrtoint ptr %453 to i64
  %461 = getelementptr inbounds i8, ptr %42, i64 -12
  %462 = icmp ugt ptr %456, %461
  br i1 %462, label %501, label %463

463:                                              ; preds = %452
  %464 = getelementptr inbounds i8, ptr %453, i64 %454
  %465 = getelementptr inbounds i8, ptr %40, i64 -8
  %466 = icmp ugt ptr %464, %465
  br i1 %466, label %501, label %467

467:                                              ; preds = %463
  %468 = add i64 %459, 8
  %469 = tail call i64 @llvm.umax.i64(i64 %458, i64 %468)
  %470 = xor i64 %459, -1
  %471 = add i64 %469, %470
  %472 = lshr i64 %471, 3
  %473 = add nuw nsw i64 %472, 1
  %474 = icmp ult i64 %471, 56
  %475 = sub i64 %459, %460
  %476 = icmp ult i64 %475, 32
  %477 = select i1 %474, i1 true, i1 %476
  br i1 %477, label %478, label %481

478:                                              ; preds = %499, %467
  %479 = phi ptr [ %453, %467 ], [ %484, %499 ]
  %480 = phi ptr [ %457, %467 ], [ %486, %499 ]
  br label %511

481:                                              ; preds = %467
  %482 = and i64 %473, 4611686018427387900
  %483 = shl i64 %482, 3
  %484 = getelementptr i8, ptr %453, i64 %483
  %485 = shl i64 %482, 3
  %486 = getelementptr i8, ptr %457, i64 %485
  br label %487

487:                                              ; preds = %487, %481
  %488 = phi i64 [ 0, %481 ], [ %497, %487 ]
  %489 = shl i64 %488, 3
  %490 = getelementptr i8, ptr %453, i64 %489
  %491 = shl i64 %488, 3
  %492 = getelementptr i8, ptr %457, i64 %491
  %493 = getelementptr i8, ptr %490, i64 16
  %494 = load <2 x i64>, ptr %490, align 1
  %495 = load <2 x i64>, ptr %493, align 1
  %496 = getelementptr i8, ptr %492, i64 16
  store <2 x i64> %494, ptr %492, align 1
  store <2 x i64> %495, ptr %496, align 1
  %497 = add nuw i64 %488, 4
  %498 = icmp eq i64 %497, %482
  br i1 %498, label %499, label %487, !llvm.loop !173

499:                                              ; preds = %487
  %500 = icmp eq i64 %473, %482
  br i1 %500, label %518, label %478

501:                                              ; preds = %463, %452
  %502 = getelementptr inbounds i8, ptr %453, i64 %454
  %503 = icmp ne ptr %502, %40
  %504 = icmp ugt ptr %456, %42
  %505 = select i1 %503, i1 true, i1 %504
  br i1 %505, label %837, label %506

506:                                              ; preds = %501
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %457, ptr nonnull align 1 %453, i64 %454, i1 false)
  %507 = getelementptr inbounds i8, ptr %457, i64 %454
  %508 = ptrtoint ptr %507 to i64
  %509 = sub i64 %508, %59
  %510 = trunc i64 %509 to i32
  br label %844

511:                                              ; preds = %478, %511
  %512 = phi ptr [ %516, %511 ], [ %479, %478 ]
  %513 = phi ptr [ %515, %511 ], [ %480, %478 ]
  %514 = load i64, ptr %512, align 1
  store i64 %514, ptr %513, align 1
  %515 = getelementptr inbounds i8, ptr %513, i64 8
  %516 = getelementptr inbounds i8, ptr %512, i64 8
  %517 = icmp ult ptr %515, %456
  br i1 %517, label %511, label %518, !llvm.loop !174

518:                                              ; preds = %511, %499
  %519 = load i16, ptr %464, align 1, !tbaa !5
  %520 = zext i16 %519 to i64
  %521 = getelementptr inbounds i8, ptr %464, i64 2
  %522 = sub nsw i64 0, %520
  %523 = getelementptr inbounds i8, ptr %456, i64 %522
  %524 = and i32 %455, 15
  %525 = zext nneg i32 %524 to i64
  br label %526

526:                                              ; preds = %389, %518
  %527 = phi ptr [ %521, %518 ], [ %396, %389 ]
  %528 = phi i64 [ %525, %518 ], [ %393, %389 ]
  %529 = phi i64 [ %520, %518 ], [ %395, %389 ]
  %530 = phi ptr [ %523, %518 ], [ %398, %389 ]
  %531 = phi ptr [ %456, %518 ], [ %390, %389 ]
  %532 = icmp eq i64 %528, 15
  br i1 %532, label %533, label %553

533:                                              ; preds = %526
  %534 = getelementptr inbounds i8, ptr %40, i64 -4
  br label %535

535:                                              ; preds = %540, %533
  %536 = phi ptr [ %527, %533 ], [ %538, %540 ]
  %537 = phi i64 [ 0, %533 ], [ %543, %540 ]
  %538 = getelementptr inbounds i8, ptr %536, i64 1
  %539 = icmp ugt ptr %538, %534
  br i1 %539, label %837, label %540, !prof !16

540:                                              ; preds = %535
  %541 = load i8, ptr %536, align 1, !tbaa !5
  %542 = zext i8 %541 to i64
  %543 = add i64 %537, %542
  %544 = icmp eq i8 %541, -1
  br i1 %544, label %535, label %545, !llvm.loop !75

545:                                              ; preds = %540
  %546 = icmp eq i64 %543, -1
  %547 = add i64 %543, 15
  %548 = ptrtoint ptr %531 to i64
  %549 = xor i64 %548, -1
  %550 = icmp ugt i64 %547, %549
  %551 = select i1 %546, i1 true, i1 %550
  %552 = select i1 %546, i64 15, i64 %547
  br i1 %551, label %837, label %553

553:                                              ; preds = %545, %526
  %554 = phi ptr [ %538, %545 ], [ %527, %526 ]
  %555 = phi i64 [ %552, %545 ], [ %528, %526 ]
  %556 = add i64 %555, 4
  br label %557

557:                                              ; preds = %154, %157, %553
  %558 = phi ptr [ %554, %553 ], [ %136, %154 ], [ %128, %157 ]
  %559 = phi i64 [ %556, %553 ], [ %146, %154 ], [ %159, %157 ]
  %560 = phi i64 [ %529, %553 ], [ %127, %157 ], [ %127, %154 ]
  %561 = phi ptr [ %530, %553 ], [ %130, %157 ], [ %130, %154 ]
  %562 = phi ptr [ %531, %553 ], [ %124, %157 ], [ %124, %154 ]
  %563 = ptrtoint ptr %562 to i64
  %564 = getelementptr inbounds i8, ptr %561, i64 %27
  %565 = icmp ult ptr %564, %33
  %566 = select i1 %46, i1 %565, i1 false
  br i1 %566, label %837, label %567, !prof !79

567:                                              ; preds = %557
  %568 = icmp ult ptr %561, %33
  %569 = getelementptr inbounds i8, ptr %562, i64 %559
  br i1 %568, label %570, label %632

570:                                              ; preds = %567
  %571 = getelementptr inbounds i8, ptr %42, i64 -5
  %572 = icmp ugt ptr %569, %571
  br i1 %572, label %837, label %573, !prof !16

573:                                              ; preds = %570
  %574 = ptrtoint ptr %33 to i64
  %575 = ptrtoint ptr %561 to i64
  %576 = sub i64 %574, %575
  %577 = icmp ugt i64 %559, %576
  br i1 %577, label %581, label %578

578:                                              ; preds = %573
  %579 = sub i64 0, %576
  %580 = getelementptr inbounds i8, ptr %45, i64 %579
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %562, ptr align 1 %580, i64 %559, i1 false)
  br label %829

581:                                              ; preds = %573
  %582 = sub i64 %559, %576
  %583 = sub i64 0, %576
  %584 = getelementptr inbounds i8, ptr %45, i64 %583
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %562, ptr align 1 %584, i64 %576, i1 false)
  %585 = getelementptr inbounds i8, ptr %562, i64 %576
  %586 = ptrtoint ptr %585 to i64
  %587 = sub i64 %586, %574
  %588 = icmp ugt i64 %582, %587
  br i1 %588, label %589, label %631

589:                                              ; preds = %581
  %590 = icmp slt i64 %576, %559
  br i1 %590, label %591, label %829

591:                                              ; preds = %589
  %592 = add i64 %8, %575
  %593 = add i64 %563, %6
  %594 = add i64 %593, 1
  %595 = add i64 %8, %575
  %596 = sub i64 %594, %595
  %597 = add i64 %559, %563
  %598 = tail call i64 @llvm.umax.i64(i64 %596, i64 %597)
  %599 = add i64 %592, %598
  %600 = add i64 %563, %6
  %601 = sub i64 %599, %600
  %602 = icmp ult i64 %601, 32
  %603 = icmp ult i64 %587, 32
  %604 = or i1 %602, %603
  br i1 %604, label %621, label %605

605:                                              ; preds = %591
  %606 = and i64 %601, -32
  %607 = getelementptr i8, ptr %585, i64 %606
  %608 = getelementptr i8, ptr %33, i64 %606
  br label %609

609:                                              ; preds = %609, %605
  %610 = phi i64 [ 0, %605 ], [ %617, %609 ]
  %611 = getelementptr i8, ptr %585, i64 %610
  %612 = getelementptr i8, ptr %33, i64 %610
  %613 = getelementptr i8, ptr %612, i64 16
  %614 = load <16 x i8>, ptr %612, align 1, !tbaa !5
  %615 = load <16 x i8>, ptr %613, align 1, !tbaa !5
  %616 = getelementptr i8, ptr %611, i64 16
  store <16 x i8> %614, ptr %611, align 1, !tbaa !5
  store <16 x i8> %615, ptr %616, align 1, !tbaa !5
  %617 = add nuw i64 %610, 32
  %618 = icmp eq i64 %617, %606
  br i1 %618, label %619, label %609, !llvm.loop !175

619:                                              ; preds = %609
  %620 = icmp eq i64 %601, %606
  br i1 %620, label %829, label %621

621:                                              ; preds = %619, %591
  %622 = phi ptr [ %585, %591 ], [ %607, %619 ]
  %623 = phi ptr [ %33, %591 ], [ %608, %619 ]
  br label %624

624:                                              ; preds = %621, %624
  %625 = phi ptr [ %629, %624 ], [ %622, %621 ]
  %626 = phi ptr [ %627, %624 ], [ %623, %621 ]
  %627 = getelementptr inbounds i8, ptr %626, i64 1
  %628 = load i8, ptr %626, align 1, !tbaa !5
  %629 = getelementptr inbounds i8, ptr %625, i64 1
  store i8 %628, ptr %625, align 1, !tbaa !5
  %630 = icmp ult ptr %629, %569
  br i1 %630, label %624, label %829, !llvm.loop !176

631:                                              ; preds = %581
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %585, ptr nonnull align 1 %33, i64 %582, i1 false)
  br label %829

632:                                              ; preds = %567
  %633 = getelementptr inbounds i8, ptr %42, i64 -12
  %634 = icmp ult i64 %560, 8
  br i1 %634, label %635, label %657, !prof !16

635:                                              ; preds = %632
  store i32 0, ptr %562, align 1, !tbaa !5
  %636 = load i8, ptr %561, align 1, !tbaa !5
  store i8 %636, ptr %562, align 1, !tbaa !5
  %637 = getelementptr inbounds i8, ptr %561, i64 1
  %638 = load i8, ptr %637, align 1, !tbaa !5
  %639 = getelementptr inbounds i8, ptr %562, i64 1
  store i8 %638, ptr %639, align 1, !tbaa !5
  %640 = getelementptr inbounds i8, ptr %561, i64 2
  %641 = load i8, ptr %640, align 1, !tbaa !5
  %642 = getelementptr inbounds i8, ptr %562, i64 2
  store i8 %641, ptr %642, align 1, !tbaa !5
  %643 = getelementptr inbounds i8, ptr %561, i64 3
  %644 = load i8, ptr %643, align 1, !tbaa !5
  %645 = getelementptr inbounds i8, ptr %562, i64 3
  store i8 %644, ptr %645, align 1, !tbaa !5
  %646 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %560
  %647 = load i32, ptr %646, align 4, !tbaa !26
  %648 = zext i32 %647 to i64
  %649 = getelementptr inbounds i8, ptr %561, i64 %648
  %650 = getelementptr inbounds i8, ptr %562, i64 4
  %651 = load i32, ptr %649, align 1
  store i32 %651, ptr %650, align 1
  %652 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %560
  %653 = load i32, ptr %652, align 4, !tbaa !26
  %654 = sext i32 %653 to i64
  %655 = sub nsw i64 0, %654
  %656 = getelementptr inbounds i8, ptr %649, i64 %655
  br label %660

657:                                              ; preds = %632
  %658 = load i64, ptr %561, align 1
  store i64 %658, ptr %562, align 1
  %659 = getelementptr inbounds i8, ptr %561, i64 8
  br label %660

660:                                              ; preds = %657, %635
  %661 = phi ptr [ %656, %635 ], [ %659, %657 ]
  %662 = ptrtoint ptr %661 to i64
  %663 = getelementptr i8, ptr %562, i64 8
  %664 = icmp ugt ptr %569, %633
  br i1 %664, label %665, label %781, !prof !16

665:                                              ; preds = %660
  %666 = getelementptr i8, ptr %42, i64 -7
  %667 = getelementptr inbounds i8, ptr %42, i64 -5
  %668 = icmp ugt ptr %569, %667
  br i1 %668, label %837, label %669

669:                                              ; preds = %665
  %670 = icmp ult ptr %663, %666
  br i1 %670, label %671, label %720

671:                                              ; preds = %669
  %672 = add i64 %6, %41
  %673 = add i64 %672, -7
  %674 = add i64 %563, 16
  %675 = tail call i64 @llvm.umax.i64(i64 %673, i64 %674)
  %676 = add i64 %675, -9
  %677 = sub i64 %676, %563
  %678 = lshr i64 %677, 3
  %679 = add nuw nsw i64 %678, 1
  %680 = icmp ult i64 %677, 72
  br i1 %680, label %705, label %681

681:                                              ; preds = %671
  %682 = add i64 %563, 8
  %683 = sub i64 %682, %662
  %684 = icmp ult i64 %683, 32
  br i1 %684, label %705, label %685

685:                                              ; preds = %681
  %686 = and i64 %679, 4611686018427387900
  %687 = shl i64 %686, 3
  %688 = getelementptr i8, ptr %661, i64 %687
  %689 = shl i64 %686, 3
  %690 = getelementptr i8, ptr %663, i64 %689
  br label %691

691:                                              ; preds = %691, %685
  %692 = phi i64 [ 0, %685 ], [ %701, %691 ]
  %693 = shl i64 %692, 3
  %694 = getelementptr i8, ptr %661, i64 %693
  %695 = shl i64 %692, 3
  %696 = getelementptr i8, ptr %663, i64 %695
  %697 = getelementptr i8, ptr %694, i64 16
  %698 = load <2 x i64>, ptr %694, align 1
  %699 = load <2 x i64>, ptr %697, align 1
  %700 = getelementptr i8, ptr %696, i64 16
  store <2 x i64> %698, ptr %696, align 1
  store <2 x i64> %699, ptr %700, align 1
  %701 = add nuw i64 %692, 4
  %702 = icmp eq i64 %701, %686
  br i1 %702, label %703, label %691, !llvm.loop !177

703:                                              ; preds = %691
  %704 = icmp eq i64 %679, %686
  br i1 %704, label %715, label %705

705:                                              ; preds = %703, %681, %671
  %706 = phi ptr [ %661, %681 ], [ %661, %671 ], [ %688, %703 ]
  %707 = phi ptr [ %663, %681 ], [ %663, %671 ], [ %690, %703 ]
  br label %708

708:                                              ; preds = %705, %708
  %709 = phi ptr [ %713, %708 ], [ %706, %705 ]
  %710 = phi ptr [ %712, %708 ], [ %707, %705 ]
  %711 = load i64, ptr %709, align 1
  store i64 %711, ptr %710, align 1
  %712 = getelementptr inbounds i8, ptr %710, i64 8
  %713 = getelementptr inbounds i8, ptr %709, i64 8
  %714 = icmp ult ptr %712, %666
  br i1 %714, label %708, label %715, !llvm.loop !178

715:                                              ; preds = %708, %703
  %716 = ptrtoint ptr %666 to i64
  %717 = ptrtoint ptr %663 to i64
  %718 = sub i64 %716, %717
  %719 = getelementptr i8, ptr %661, i64 %718
  br label %720

720:                                              ; preds = %715, %669
  %721 = phi ptr [ %719, %715 ], [ %661, %669 ]
  %722 = phi ptr [ %666, %715 ], [ %663, %669 ]
  %723 = icmp ult ptr %722, %569
  br i1 %723, label %724, label %829

724:                                              ; preds = %720
  %725 = add i64 %559, %563
  %726 = add i64 %6, %41
  %727 = add i64 %726, -7
  %728 = add i64 %563, 8
  %729 = tail call i64 @llvm.umax.i64(i64 %727, i64 %728)
  %730 = sub i64 %725, %729
  %731 = icmp ult i64 %730, 8
  br i1 %731, label %771, label %732

732:                                              ; preds = %724
  %733 = add i64 %563, 8
  %734 = sub i64 %733, %662
  %735 = icmp ult i64 %734, 32
  br i1 %735, label %771, label %736

736:                                              ; preds = %732
  %737 = icmp ult i64 %730, 32
  br i1 %737, label %757, label %738

738:                                              ; preds = %736
  %739 = and i64 %730, -32
  br label %740

740:                                              ; preds = %740, %738
  %741 = phi i64 [ 0, %738 ], [ %748, %740 ]
  %742 = getelementptr i8, ptr %722, i64 %741
  %743 = getelementptr i8, ptr %721, i64 %741
  %744 = getelementptr i8, ptr %743, i64 16
  %745 = load <16 x i8>, ptr %743, align 1, !tbaa !5
  %746 = load <16 x i8>, ptr %744, align 1, !tbaa !5
  %747 = getelementptr i8, ptr %742, i64 16
  store <16 x i8> %745, ptr %742, align 1, !tbaa !5
  store <16 x i8> %746, ptr %747, align 1, !tbaa !5
  %748 = add nuw i64 %741, 32
  %749 = icmp eq i64 %748, %739
  br i1 %749, label %750, label %740, !llvm.loop !179

750:                                              ; preds = %740
  %751 = icmp eq i64 %730, %739
  br i1 %751, label %829, label %752

752:                                              ; preds = %750
  %753 = getelementptr i8, ptr %721, i64 %739
  %754 = getelementptr i8, ptr %722, i64 %739
  %755 = and i64 %730, 24
  %756 = icmp eq i64 %755, 0
  br i1 %756, label %771, label %757

757:                                              ; preds = %736, %752
  %758 = phi i64 [ %739, %752 ], [ 0, %736 ]
  %759 = and i64 %730, -8
  %760 = getelementptr i8, ptr %722, i64 %759
  %761 = getelementptr i8, ptr %721, i64 %759
  br label %762

762:                                              ; preds = %762, %757
  %763 = phi i64 [ %758, %757 ], [ %767, %762 ]
  %764 = getelementptr i8, ptr %722, i64 %763
  %765 = getelementptr i8, ptr %721, i64 %763
  %766 = load <8 x i8>, ptr %765, align 1, !tbaa !5
  store <8 x i8> %766, ptr %764, align 1, !tbaa !5
  %767 = add nuw i64 %763, 8
  %768 = icmp eq i64 %767, %759
  br i1 %768, label %769, label %762, !llvm.loop !180

769:                                              ; preds = %762
  %770 = icmp eq i64 %730, %759
  br i1 %770, label %829, label %771

771:                                              ; preds = %769, %732, %724, %752
  %772 = phi ptr [ %722, %724 ], [ %722, %732 ], [ %754, %752 ], [ %760, %769 ]
  %773 = phi ptr [ %721, %724 ], [ %721, %732 ], [ %753, %752 ], [ %761, %769 ]
  br label %774

774:                                              ; preds = %771, %774
  %775 = phi ptr [ %779, %774 ], [ %772, %771 ]
  %776 = phi ptr [ %777, %774 ], [ %773, %771 ]
  %777 = getelementptr inbounds i8, ptr %776, i64 1
  %778 = load i8, ptr %776, align 1, !tbaa !5
  %779 = getelementptr inbounds i8, ptr %775, i64 1
  store i8 %778, ptr %775, align 1, !tbaa !5
  %780 = icmp ult ptr %779, %569
  br i1 %780, label %774, label %829, !llvm.loop !181

781:                                              ; preds = %660
  %782 = load i64, ptr %661, align 1
  store i64 %782, ptr %663, align 1
  %783 = icmp ugt i64 %559, 16
  br i1 %783, label %784, label %829

784:                                              ; preds = %781
  %785 = getelementptr i8, ptr %562, i64 16
  %786 = add i64 %559, %563
  %787 = add i64 %563, 24
  %788 = tail call i64 @llvm.umax.i64(i64 %786, i64 %787)
  %789 = add i64 %788, -17
  %790 = sub i64 %789, %563
  %791 = lshr i64 %790, 3
  %792 = add nuw nsw i64 %791, 1
  %793 = icmp ult i64 %790, 72
  br i1 %793, label %819, label %794

794:                                              ; preds = %784
  %795 = add i64 %563, 8
  %796 = sub i64 %795, %662
  %797 = icmp ult i64 %796, 32
  br i1 %797, label %819, label %798

798:                                              ; preds = %794
  %799 = and i64 %792, 4611686018427387900
  %800 = shl i64 %799, 3
  %801 = getelementptr i8, ptr %661, i64 %800
  %802 = shl i64 %799, 3
  %803 = getelementptr i8, ptr %785, i64 %802
  br label %804

804:                                              ; preds = %804, %798
  %805 = phi i64 [ 0, %798 ], [ %815, %804 ]
  %806 = shl i64 %805, 3
  %807 = getelementptr i8, ptr %661, i64 %806
  %808 = shl i64 %805, 3
  %809 = getelementptr i8, ptr %785, i64 %808
  %810 = getelementptr inbounds i8, ptr %807, i64 8
  %811 = getelementptr inbounds i8, ptr %807, i64 24
  %812 = load <2 x i64>, ptr %810, align 1
  %813 = load <2 x i64>, ptr %811, align 1
  %814 = getelementptr i8, ptr %809, i64 16
  store <2 x i64> %812, ptr %809, align 1
  store <2 x i64> %813, ptr %814, align 1
  %815 = add nuw i64 %805, 4
  %816 = icmp eq i64 %815, %799
  br i1 %816, label %817, label %804, !llvm.loop !182

817:                                              ; preds = %804
  %818 = icmp eq i64 %792, %799
  br i1 %818, label %829, label %819

819:                                              ; preds = %817, %794, %784
  %820 = phi ptr [ %661, %794 ], [ %661, %784 ], [ %801, %817 ]
  %821 = phi ptr [ %785, %794 ], [ %785, %784 ], [ %803, %817 ]
  br label %822

822:                                              ; preds = %819, %822
  %823 = phi ptr [ %825, %822 ], [ %820, %819 ]
  %824 = phi ptr [ %827, %822 ], [ %821, %819 ]
  %825 = getelementptr inbounds i8, ptr %823, i64 8
  %826 = load i64, ptr %825, align 1
  store i64 %826, ptr %824, align 1
  %827 = getelementptr inbounds i8, ptr %824, i64 8
  %828 = icmp ult ptr %827, %569
  br i1 %828, label %822, label %829, !llvm.loop !183

829:                                              ; preds = %822, %774, %624, %781, %720, %769, %750, %817, %578, %631, %589, %619, %58
  %830 = phi ptr [ %1, %58 ], [ %558, %619 ], [ %558, %589 ], [ %558, %631 ], [ %558, %578 ], [ %558, %817 ], [ %558, %750 ], [ %558, %769 ], [ %558, %720 ], [ %558, %781 ], [ %558, %624 ], [ %558, %774 ], [ %558, %822 ]
  %831 = phi ptr [ %2, %58 ], [ %607, %619 ], [ %585, %589 ], [ %569, %631 ], [ %569, %578 ], [ %569, %817 ], [ %569, %750 ], [ %569, %769 ], [ %569, %720 ], [ %569, %781 ], [ %629, %624 ], [ %569, %774 ], [ %569, %822 ]
  %832 = getelementptr inbounds i8, ptr %830, i64 1
  %833 = load i8, ptr %830, align 1, !tbaa !5
  %834 = zext i8 %833 to i32
  %835 = lshr i32 %834, 4
  %836 = icmp eq i32 %835, 15
  br i1 %836, label %419, label %380

837:                                              ; preds = %145, %143, %80, %94, %92, %183, %174, %82, %133, %425, %535, %545, %419, %437, %435, %665, %570, %557, %501
  %838 = phi ptr [ %453, %501 ], [ %538, %545 ], [ %558, %557 ], [ %558, %570 ], [ %558, %665 ], [ %428, %437 ], [ %428, %435 ], [ %421, %419 ], [ %538, %535 ], [ %428, %425 ], [ %136, %133 ], [ %85, %82 ], [ %136, %145 ], [ %136, %143 ], [ %74, %80 ], [ %85, %92 ], [ %85, %94 ], [ %175, %183 ], [ %175, %174 ]
  %839 = ptrtoint ptr %838 to i64
  %840 = ptrtoint ptr %1 to i64
  %841 = sub i64 %840, %839
  %842 = trunc i64 %841 to i32
  %843 = add nsw i32 %842, -1
  br label %844

844:                                              ; preds = %837, %506, %29, %23
  %845 = phi i32 [ %24, %23 ], [ %30, %29 ], [ %843, %837 ], [ %510, %506 ]
  %846 = icmp slt i32 %845, 1
  br i1 %846, label %862, label %847

847:                                              ; preds = %844
  %848 = zext nneg i32 %845 to i64
  %849 = load i64, ptr %7, align 8, !tbaa !161
  %850 = add i64 %849, %848
  store i64 %850, ptr %7, align 8, !tbaa !161
  %851 = load ptr, ptr %18, align 8, !tbaa !166
  %852 = getelementptr inbounds i8, ptr %851, i64 %848
  store ptr %852, ptr %18, align 8, !tbaa !166
  br label %862

853:                                              ; preds = %17
  %854 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %8, ptr %854, align 8, !tbaa !165
  %855 = sub i64 0, %8
  %856 = getelementptr inbounds i8, ptr %19, i64 %855
  store ptr %856, ptr %0, align 8, !tbaa !164
  %857 = tail call i32 @LZ4_decompress_safe_forceExtDict(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef nonnull %856, i64 noundef %8)
  %858 = icmp slt i32 %857, 1
  br i1 %858, label %862, label %859

859:                                              ; preds = %853
  %860 = zext nneg i32 %857 to i64
  store i64 %860, ptr %7, align 8, !tbaa !161
  %861 = getelementptr inbounds i8, ptr %2, i64 %860
  store ptr %861, ptr %18, align 8, !tbaa !166
  br label %862

862:                                              ; preds = %56, %52, %50, %31, %13, %859, %847, %853, %844, %10
  %863 = phi i32 [ %11, %10 ], [ %845, %844 ], [ %857, %853 ], [ %11, %13 ], [ %845, %847 ], [ %857, %859 ], [ -1, %56 ], [ %55, %52 ], [ -1, %50 ], [ -1, %31 ]
  ret i32 %863
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @LZ4_decompress_safe_withSmallPrefix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) unnamed_addr #1 {
  %6 = ptrtoint ptr %1 to i64
  %7 = sub nsw i64 0, %4
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = icmp eq ptr %0, null
  %10 = icmp slt i32 %3, 0
  %11 = or i1 %9, %10
  br i1 %11, label %682, label %12

12:                                               ; preds = %5
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr i8, ptr %1, i64 %15
  %17 = getelementptr inbounds i8, ptr %14, i64 -16
  %18 = getelementptr inbounds i8, ptr %16, i64 -32
  %19 = icmp eq i32 %3, 0
  br i1 %19, label %20, label %26, !prof !16

20:                                               ; preds = %12
  %21 = icmp eq i32 %2, 1
  br i1 %21, label %22, label %682

22:                                               ; preds = %20
  %23 = load i8, ptr %0, align 1, !tbaa !5
  %24 = icmp ne i8 %23, 0
  %25 = sext i1 %24 to i32
  br label %682

26:                                               ; preds = %12
  %27 = icmp eq i32 %2, 0
  br i1 %27, label %682, label %28, !prof !16

28:                                               ; preds = %26
  %29 = ptrtoint ptr %1 to i64
  %30 = icmp ult i32 %3, 64
  br i1 %30, label %667, label %31

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %14, i64 -17
  %33 = getelementptr inbounds i8, ptr %14, i64 -15
  %34 = getelementptr inbounds i8, ptr %14, i64 -32
  %35 = getelementptr inbounds i8, ptr %16, i64 -64
  %36 = getelementptr inbounds i8, ptr %14, i64 -4
  br label %37

37:                                               ; preds = %264, %31
  %38 = phi ptr [ %0, %31 ], [ %265, %264 ]
  %39 = phi ptr [ %1, %31 ], [ %266, %264 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 1
  %41 = load i8, ptr %38, align 1, !tbaa !5
  %42 = zext i8 %41 to i32
  %43 = lshr i32 %42, 4
  %44 = zext nneg i32 %43 to i64
  %45 = icmp eq i32 %43, 15
  br i1 %45, label %46, label %83

46:                                               ; preds = %37
  %47 = icmp ult ptr %40, %33
  br i1 %47, label %48, label %675, !prof !23

48:                                               ; preds = %46, %53
  %49 = phi ptr [ %51, %53 ], [ %40, %46 ]
  %50 = phi i64 [ %56, %53 ], [ 0, %46 ]
  %51 = getelementptr inbounds i8, ptr %49, i64 1
  %52 = icmp ugt ptr %51, %33
  br i1 %52, label %675, label %53, !prof !16

53:                                               ; preds = %48
  %54 = load i8, ptr %49, align 1, !tbaa !5
  %55 = zext i8 %54 to i64
  %56 = add i64 %50, %55
  %57 = icmp eq i8 %54, -1
  br i1 %57, label %48, label %58, !llvm.loop !75

58:                                               ; preds = %53
  %59 = icmp eq i64 %56, -1
  br i1 %59, label %675, label %60

60:                                               ; preds = %58
  %61 = add i64 %56, 15
  %62 = ptrtoint ptr %39 to i64
  %63 = xor i64 %62, -1
  %64 = icmp ugt i64 %61, %63
  %65 = ptrtoint ptr %51 to i64
  %66 = xor i64 %65, -1
  %67 = icmp ugt i64 %61, %66
  %68 = or i1 %64, %67
  br i1 %68, label %675, label %69, !prof !76

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %39, i64 %61
  %71 = icmp ugt ptr %70, %18
  %72 = getelementptr inbounds i8, ptr %51, i64 %61
  %73 = icmp ugt ptr %72, %34
  %74 = select i1 %71, i1 true, i1 %73
  br i1 %74, label %356, label %75

75:                                               ; preds = %69, %75
  %76 = phi ptr [ %81, %75 ], [ %51, %69 ]
  %77 = phi ptr [ %80, %75 ], [ %39, %69 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %77, ptr noundef nonnull align 1 dereferenceable(16) %76, i64 16, i1 false)
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = getelementptr inbounds i8, ptr %76, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %78, ptr noundef nonnull align 1 dereferenceable(16) %79, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %77, i64 32
  %81 = getelementptr inbounds i8, ptr %76, i64 32
  %82 = icmp ult ptr %80, %70
  br i1 %82, label %75, label %88, !llvm.loop !77

83:                                               ; preds = %37
  %84 = getelementptr inbounds i8, ptr %39, i64 %44
  %85 = icmp ugt ptr %40, %32
  br i1 %85, label %356, label %86

86:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %39, ptr noundef nonnull align 1 dereferenceable(16) %40, i64 16, i1 false)
  %87 = getelementptr inbounds i8, ptr %40, i64 %44
  br label %88

88:                                               ; preds = %75, %86
  %89 = phi ptr [ %87, %86 ], [ %72, %75 ]
  %90 = phi ptr [ %84, %86 ], [ %70, %75 ]
  %91 = ptrtoint ptr %90 to i64
  %92 = load i16, ptr %89, align 1, !tbaa !5
  %93 = zext i16 %92 to i64
  %94 = getelementptr inbounds i8, ptr %89, i64 2
  %95 = sub nsw i64 0, %93
  %96 = getelementptr inbounds i8, ptr %90, i64 %95
  %97 = and i32 %42, 15
  %98 = icmp eq i32 %97, 15
  br i1 %98, label %99, label %121

99:                                               ; preds = %88, %104
  %100 = phi ptr [ %102, %104 ], [ %94, %88 ]
  %101 = phi i64 [ %107, %104 ], [ 0, %88 ]
  %102 = getelementptr inbounds i8, ptr %100, i64 1
  %103 = icmp ugt ptr %102, %36
  br i1 %103, label %675, label %104, !prof !16

104:                                              ; preds = %99
  %105 = load i8, ptr %100, align 1, !tbaa !5
  %106 = zext i8 %105 to i64
  %107 = add i64 %101, %106
  %108 = icmp eq i8 %105, -1
  br i1 %108, label %99, label %109, !llvm.loop !75

109:                                              ; preds = %104
  %110 = icmp eq i64 %107, -1
  br i1 %110, label %675, label %111

111:                                              ; preds = %109
  %112 = add i64 %107, 19
  %113 = ptrtoint ptr %90 to i64
  %114 = xor i64 %113, -1
  %115 = icmp ugt i64 %112, %114
  %116 = icmp ult ptr %96, %8
  %117 = select i1 %115, i1 true, i1 %116
  br i1 %117, label %675, label %118, !prof !78

118:                                              ; preds = %111
  %119 = getelementptr inbounds i8, ptr %90, i64 %112
  %120 = icmp ult ptr %119, %35
  br i1 %120, label %138, label %461

121:                                              ; preds = %88
  %122 = add nuw nsw i32 %97, 4
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds i8, ptr %90, i64 %123
  %125 = icmp ult ptr %124, %35
  br i1 %125, label %126, label %461

126:                                              ; preds = %121
  %127 = icmp uge ptr %96, %8
  %128 = icmp ugt i16 %92, 7
  %129 = select i1 %127, i1 %128, i1 false
  br i1 %129, label %130, label %138

130:                                              ; preds = %126
  %131 = load i64, ptr %96, align 1
  store i64 %131, ptr %90, align 1
  %132 = getelementptr inbounds i8, ptr %90, i64 8
  %133 = getelementptr inbounds i8, ptr %96, i64 8
  %134 = load i64, ptr %133, align 1
  store i64 %134, ptr %132, align 1
  %135 = getelementptr inbounds i8, ptr %90, i64 16
  %136 = getelementptr inbounds i8, ptr %96, i64 16
  %137 = load i16, ptr %136, align 1
  store i16 %137, ptr %135, align 1
  br label %264

138:                                              ; preds = %118, %126
  %139 = phi ptr [ %94, %126 ], [ %102, %118 ]
  %140 = phi i64 [ %123, %126 ], [ %112, %118 ]
  %141 = icmp ult ptr %96, %8
  br i1 %141, label %675, label %142, !prof !79

142:                                              ; preds = %138
  %143 = getelementptr inbounds i8, ptr %90, i64 %140
  %144 = icmp ult i16 %92, 16
  br i1 %144, label %145, label %276, !prof !16

145:                                              ; preds = %142
  switch i16 %92, label %157 [
    i16 1, label %146
    i16 2, label %150
    i16 4, label %155
  ]

146:                                              ; preds = %145
  %147 = load i8, ptr %96, align 1, !tbaa !5
  %148 = zext i8 %147 to i32
  %149 = mul nuw i32 %148, 16843009
  br label %230

150:                                              ; preds = %145
  %151 = load i16, ptr %96, align 1
  %152 = zext i16 %151 to i32
  %153 = shl nuw i32 %152, 16
  %154 = or disjoint i32 %153, %152
  br label %230

155:                                              ; preds = %145
  %156 = load i32, ptr %96, align 1
  br label %230

157:                                              ; preds = %145
  %158 = icmp ult i16 %92, 8
  br i1 %158, label %159, label %181

159:                                              ; preds = %157
  store i32 0, ptr %90, align 1, !tbaa !5
  %160 = load i8, ptr %96, align 1, !tbaa !5
  store i8 %160, ptr %90, align 1, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %96, i64 1
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %90, i64 1
  store i8 %162, ptr %163, align 1, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %96, i64 2
  %165 = load i8, ptr %164, align 1, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %90, i64 2
  store i8 %165, ptr %166, align 1, !tbaa !5
  %167 = getelementptr inbounds i8, ptr %96, i64 3
  %168 = load i8, ptr %167, align 1, !tbaa !5
  %169 = getelementptr inbounds i8, ptr %90, i64 3
  store i8 %168, ptr %169, align 1, !tbaa !5
  %170 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %93
  %171 = load i32, ptr %170, align 4, !tbaa !26
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds i8, ptr %96, i64 %172
  %174 = getelementptr inbounds i8, ptr %90, i64 4
  %175 = load i32, ptr %173, align 1
  store i32 %175, ptr %174, align 1
  %176 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %93
  %177 = load i32, ptr %176, align 4, !tbaa !26
  %178 = sext i32 %177 to i64
  %179 = sub nsw i64 0, %178
  %180 = getelementptr inbounds i8, ptr %173, i64 %179
  br label %184

181:                                              ; preds = %157
  %182 = load i64, ptr %96, align 1
  store i64 %182, ptr %90, align 1
  %183 = getelementptr inbounds i8, ptr %96, i64 8
  br label %184

184:                                              ; preds = %181, %159
  %185 = phi ptr [ %180, %159 ], [ %183, %181 ]
  %186 = getelementptr i8, ptr %90, i64 8
  %187 = add i64 %140, %91
  %188 = add i64 %91, 16
  %189 = tail call i64 @llvm.umax.i64(i64 %187, i64 %188)
  %190 = add i64 %189, -9
  %191 = sub i64 %190, %91
  %192 = lshr i64 %191, 3
  %193 = add nuw nsw i64 %192, 1
  %194 = icmp ult i64 %191, 24
  br i1 %194, label %220, label %195

195:                                              ; preds = %184
  %196 = ptrtoint ptr %185 to i64
  %197 = add i64 %91, 8
  %198 = sub i64 %197, %196
  %199 = icmp ult i64 %198, 32
  br i1 %199, label %220, label %200

200:                                              ; preds = %195
  %201 = and i64 %193, 4611686018427387900
  %202 = shl i64 %201, 3
  %203 = getelementptr i8, ptr %185, i64 %202
  %204 = shl i64 %201, 3
  %205 = getelementptr i8, ptr %186, i64 %204
  br label %206

206:                                              ; preds = %206, %200
  %207 = phi i64 [ 0, %200 ], [ %216, %206 ]
  %208 = shl i64 %207, 3
  %209 = getelementptr i8, ptr %185, i64 %208
  %210 = shl i64 %207, 3
  %211 = getelementptr i8, ptr %186, i64 %210
  %212 = getelementptr i8, ptr %209, i64 16
  %213 = load <2 x i64>, ptr %209, align 1
  %214 = load <2 x i64>, ptr %212, align 1
  %215 = getelementptr i8, ptr %211, i64 16
  store <2 x i64> %213, ptr %211, align 1
  store <2 x i64> %214, ptr %215, align 1
  %216 = add nuw i64 %207, 4
  %217 = icmp eq i64 %216, %201
  br i1 %217, label %218, label %206, !llvm.loop !184

218:                                              ; preds = %206
  %219 = icmp eq i64 %193, %201
  br i1 %219, label %264, label %220

220:                                              ; preds = %218, %195, %184
  %221 = phi ptr [ %185, %195 ], [ %185, %184 ], [ %203, %218 ]
  %222 = phi ptr [ %186, %195 ], [ %186, %184 ], [ %205, %218 ]
  br label %223

223:                                              ; preds = %220, %223
  %224 = phi ptr [ %228, %223 ], [ %221, %220 ]
  %225 = phi ptr [ %227, %223 ], [ %222, %220 ]
  %226 = load i64, ptr %224, align 1
  store i64 %226, ptr %225, align 1
  %227 = getelementptr inbounds i8, ptr %225, i64 8
  %228 = getelementptr inbounds i8, ptr %224, i64 8
  %229 = icmp ult ptr %227, %143
  br i1 %229, label %223, label %264, !llvm.loop !185

230:                                              ; preds = %155, %150, %146
  %231 = phi i32 [ %156, %155 ], [ %154, %150 ], [ %149, %146 ]
  store i32 %231, ptr %90, align 1
  %232 = getelementptr inbounds i8, ptr %90, i64 4
  store i32 %231, ptr %232, align 1
  %233 = icmp sgt i64 %140, 8
  br i1 %233, label %234, label %264

234:                                              ; preds = %230
  %235 = getelementptr inbounds i8, ptr %90, i64 8
  %236 = add i64 %140, %91
  %237 = add i64 %91, 16
  %238 = tail call i64 @llvm.umax.i64(i64 %236, i64 %237)
  %239 = add i64 %238, -9
  %240 = sub i64 %239, %91
  %241 = lshr i64 %240, 3
  %242 = add nuw nsw i64 %241, 1
  %243 = icmp ult i64 %240, 24
  br i1 %243, label %267, label %244

244:                                              ; preds = %234
  %245 = and i64 %242, 4611686018427387900
  %246 = shl i64 %245, 3
  %247 = getelementptr i8, ptr %235, i64 %246
  %248 = shl i64 %245, 3
  %249 = getelementptr i8, ptr %90, i64 %248
  %250 = insertelement <2 x i32> poison, i32 %231, i64 0
  %251 = getelementptr i8, ptr %90, i64 8
  %252 = getelementptr i8, ptr %90, i64 8
  %253 = shufflevector <2 x i32> %250, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %254

254:                                              ; preds = %254, %244
  %255 = phi i64 [ 0, %244 ], [ %260, %254 ]
  %256 = shl i64 %255, 3
  %257 = or disjoint i64 %256, 16
  %258 = getelementptr i8, ptr %251, i64 %256
  %259 = getelementptr i8, ptr %252, i64 %257
  store <4 x i32> %253, ptr %258, align 1
  store <4 x i32> %253, ptr %259, align 1
  %260 = add nuw i64 %255, 4
  %261 = icmp eq i64 %260, %245
  br i1 %261, label %262, label %254, !llvm.loop !186

262:                                              ; preds = %254
  %263 = icmp eq i64 %242, %245
  br i1 %263, label %264, label %267

264:                                              ; preds = %276, %270, %223, %262, %218, %230, %130
  %265 = phi ptr [ %94, %130 ], [ %139, %230 ], [ %139, %218 ], [ %139, %262 ], [ %139, %223 ], [ %139, %270 ], [ %139, %276 ]
  %266 = phi ptr [ %124, %130 ], [ %143, %230 ], [ %143, %218 ], [ %143, %262 ], [ %143, %223 ], [ %143, %270 ], [ %143, %276 ]
  br label %37

267:                                              ; preds = %262, %234
  %268 = phi ptr [ %235, %234 ], [ %247, %262 ]
  %269 = phi ptr [ %90, %234 ], [ %249, %262 ]
  br label %270

270:                                              ; preds = %267, %270
  %271 = phi ptr [ %274, %270 ], [ %268, %267 ]
  %272 = phi ptr [ %271, %270 ], [ %269, %267 ]
  store i32 %231, ptr %271, align 1
  %273 = getelementptr inbounds i8, ptr %272, i64 12
  store i32 %231, ptr %273, align 1
  %274 = getelementptr inbounds i8, ptr %271, i64 8
  %275 = icmp ult ptr %274, %143
  br i1 %275, label %270, label %264, !llvm.loop !187

276:                                              ; preds = %142, %276
  %277 = phi ptr [ %282, %276 ], [ %96, %142 ]
  %278 = phi ptr [ %281, %276 ], [ %90, %142 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %278, ptr noundef nonnull align 1 dereferenceable(16) %277, i64 16, i1 false)
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = getelementptr inbounds i8, ptr %277, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %279, ptr noundef nonnull align 1 dereferenceable(16) %280, i64 16, i1 false)
  %281 = getelementptr inbounds i8, ptr %278, i64 32
  %282 = getelementptr inbounds i8, ptr %277, i64 32
  %283 = icmp ult ptr %281, %143
  br i1 %283, label %276, label %264, !llvm.loop !77

284:                                              ; preds = %667, %308
  %285 = phi i32 [ %321, %308 ], [ %673, %667 ]
  %286 = phi i32 [ %320, %308 ], [ %672, %667 ]
  %287 = phi ptr [ %318, %308 ], [ %670, %667 ]
  %288 = phi ptr [ %317, %308 ], [ %669, %667 ]
  %289 = zext nneg i32 %285 to i64
  %290 = icmp ult ptr %287, %17
  %291 = icmp ule ptr %288, %18
  %292 = and i1 %290, %291
  br i1 %292, label %293, label %350, !prof !23

293:                                              ; preds = %284
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %288, ptr noundef nonnull align 1 dereferenceable(16) %287, i64 16, i1 false)
  %294 = getelementptr inbounds i8, ptr %288, i64 %289
  %295 = getelementptr inbounds i8, ptr %287, i64 %289
  %296 = and i32 %286, 15
  %297 = zext nneg i32 %296 to i64
  %298 = load i16, ptr %295, align 1, !tbaa !5
  %299 = zext i16 %298 to i64
  %300 = getelementptr inbounds i8, ptr %295, i64 2
  %301 = sub nsw i64 0, %299
  %302 = getelementptr inbounds i8, ptr %294, i64 %301
  %303 = icmp eq i32 %296, 15
  %304 = icmp ult i16 %298, 8
  %305 = select i1 %303, i1 true, i1 %304
  %306 = icmp ult ptr %302, %8
  %307 = select i1 %305, i1 true, i1 %306
  br i1 %307, label %430, label %308

308:                                              ; preds = %293
  %309 = load i64, ptr %302, align 1
  store i64 %309, ptr %294, align 1
  %310 = getelementptr inbounds i8, ptr %294, i64 8
  %311 = getelementptr inbounds i8, ptr %302, i64 8
  %312 = load i64, ptr %311, align 1
  store i64 %312, ptr %310, align 1
  %313 = getelementptr inbounds i8, ptr %294, i64 16
  %314 = getelementptr inbounds i8, ptr %302, i64 16
  %315 = load i16, ptr %314, align 1
  store i16 %315, ptr %313, align 1
  %316 = getelementptr inbounds i8, ptr %294, i64 %297
  %317 = getelementptr inbounds i8, ptr %316, i64 4
  %318 = getelementptr inbounds i8, ptr %295, i64 3
  %319 = load i8, ptr %300, align 1, !tbaa !5
  %320 = zext i8 %319 to i32
  %321 = lshr i32 %320, 4
  %322 = icmp eq i32 %321, 15
  br i1 %322, label %323, label %284

323:                                              ; preds = %308, %667
  %324 = phi ptr [ %669, %667 ], [ %317, %308 ]
  %325 = phi ptr [ %670, %667 ], [ %318, %308 ]
  %326 = phi i32 [ %672, %667 ], [ %320, %308 ]
  %327 = getelementptr inbounds i8, ptr %14, i64 -15
  %328 = icmp ult ptr %325, %327
  br i1 %328, label %329, label %675, !prof !23

329:                                              ; preds = %323, %334
  %330 = phi ptr [ %332, %334 ], [ %325, %323 ]
  %331 = phi i64 [ %337, %334 ], [ 0, %323 ]
  %332 = getelementptr inbounds i8, ptr %330, i64 1
  %333 = icmp ugt ptr %332, %327
  br i1 %333, label %675, label %334, !prof !16

334:                                              ; preds = %329
  %335 = load i8, ptr %330, align 1, !tbaa !5
  %336 = zext i8 %335 to i64
  %337 = add i64 %331, %336
  %338 = icmp eq i8 %335, -1
  br i1 %338, label %329, label %339, !llvm.loop !75

339:                                              ; preds = %334
  %340 = icmp eq i64 %337, -1
  br i1 %340, label %675, label %341

341:                                              ; preds = %339
  %342 = add i64 %337, 15
  %343 = ptrtoint ptr %324 to i64
  %344 = xor i64 %343, -1
  %345 = icmp ugt i64 %342, %344
  %346 = ptrtoint ptr %332 to i64
  %347 = xor i64 %346, -1
  %348 = icmp ugt i64 %342, %347
  %349 = or i1 %345, %348
  br i1 %349, label %675, label %350, !prof !76

350:                                              ; preds = %284, %341
  %351 = phi ptr [ %324, %341 ], [ %288, %284 ]
  %352 = phi i32 [ %326, %341 ], [ %286, %284 ]
  %353 = phi ptr [ %332, %341 ], [ %287, %284 ]
  %354 = phi i64 [ %342, %341 ], [ %289, %284 ]
  %355 = getelementptr inbounds i8, ptr %351, i64 %354
  br label %356

356:                                              ; preds = %69, %83, %350
  %357 = phi ptr [ %353, %350 ], [ %51, %69 ], [ %40, %83 ]
  %358 = phi i64 [ %354, %350 ], [ %61, %69 ], [ %44, %83 ]
  %359 = phi i32 [ %352, %350 ], [ %42, %83 ], [ %42, %69 ]
  %360 = phi ptr [ %355, %350 ], [ %70, %69 ], [ %84, %83 ]
  %361 = phi ptr [ %351, %350 ], [ %39, %83 ], [ %39, %69 ]
  %362 = ptrtoint ptr %360 to i64
  %363 = ptrtoint ptr %361 to i64
  %364 = ptrtoint ptr %357 to i64
  %365 = getelementptr inbounds i8, ptr %16, i64 -12
  %366 = icmp ugt ptr %360, %365
  br i1 %366, label %405, label %367

367:                                              ; preds = %356
  %368 = getelementptr inbounds i8, ptr %357, i64 %358
  %369 = getelementptr inbounds i8, ptr %14, i64 -8
  %370 = icmp ugt ptr %368, %369
  br i1 %370, label %405, label %371

371:                                              ; preds = %367
  %372 = add i64 %363, 8
  %373 = tail call i64 @llvm.umax.i64(i64 %362, i64 %372)
  %374 = xor i64 %363, -1
  %375 = add i64 %373, %374
  %376 = lshr i64 %375, 3
  %377 = add nuw nsw i64 %376, 1
  %378 = icmp ult i64 %375, 56
  %379 = sub i64 %363, %364
  %380 = icmp ult i64 %379, 32
  %381 = select i1 %378, i1 true, i1 %380
  br i1 %381, label %382, label %385

382:                                              ; preds = %403, %371
  %383 = phi ptr [ %357, %371 ], [ %388, %403 ]
  %384 = phi ptr [ %361, %371 ], [ %390, %403 ]
  br label %415

385:                                              ; preds = %371
  %386 = and i64 %377, 4611686018427387900
  %387 = shl i64 %386, 3
  %388 = getelementptr i8, ptr %357, i64 %387
  %389 = shl i64 %386, 3
  %390 = getelementptr i8, ptr %361, i64 %389
  br label %391

391:                                              ; preds = %391, %385
  %392 = phi i64 [ 0, %385 ], [ %401, %391 ]
  %393 = shl i64 %392, 3
  %394 = getelementptr i8, ptr %357, i64 %393
  %395 = shl i64 %392, 3
  %396 = getelementptr i8, ptr %361, i64 %395
  %397 = getelementptr i8, ptr %394, i64 16
  %398 = load <2 x i64>, ptr %394, align 1
  %399 = load <2 x i64>, ptr %397, align 1
  %400 = getelementptr i8, ptr %396, i64 16
  store <2 x i64> %398, ptr %396, align 1
  store <2 x i64> %399, ptr %400, align 1
  %401 = add nuw i64 %392, 4
  %402 = icmp eq i64 %401, %386
  br i1 %402, label %403, label %391, !llvm.loop !188

403:                                              ; preds = %391
  %404 = icmp eq i64 %377, %386
  br i1 %404, label %422, label %382

405:                                              ; preds = %367, %356
  %406 = getelementptr inbounds i8, ptr %357, i64 %358
  %407 = icmp ne ptr %406, %14
  %408 = icmp ugt ptr %360, %16
  %409 = select i1 %407, i1 true, i1 %408
  br i1 %409, label %675, label %410

410:                                              ; preds = %405
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %361, ptr nonnull align 1 %357, i64 %358, i1 false)
  %411 = getelementptr inbounds i8, ptr %361, i64 %358
  %412 = ptrtoint ptr %411 to i64
  %413 = sub i64 %412, %29
  %414 = trunc i64 %413 to i32
  br label %682

415:                                              ; preds = %382, %415
  %416 = phi ptr [ %420, %415 ], [ %383, %382 ]
  %417 = phi ptr [ %419, %415 ], [ %384, %382 ]
  %418 = load i64, ptr %416, align 1
  store i64 %418, ptr %417, align 1
  %419 = getelementptr inbounds i8, ptr %417, i64 8
  %420 = getelementptr inbounds i8, ptr %416, i64 8
  %421 = icmp ult ptr %419, %360
  br i1 %421, label %415, label %422, !llvm.loop !189

422:                                              ; preds = %415, %403
  %423 = load i16, ptr %368, align 1, !tbaa !5
  %424 = zext i16 %423 to i64
  %425 = getelementptr inbounds i8, ptr %368, i64 2
  %426 = sub nsw i64 0, %424
  %427 = getelementptr inbounds i8, ptr %360, i64 %426
  %428 = and i32 %359, 15
  %429 = zext nneg i32 %428 to i64
  br label %430

430:                                              ; preds = %293, %422
  %431 = phi ptr [ %425, %422 ], [ %300, %293 ]
  %432 = phi i64 [ %429, %422 ], [ %297, %293 ]
  %433 = phi i64 [ %424, %422 ], [ %299, %293 ]
  %434 = phi ptr [ %427, %422 ], [ %302, %293 ]
  %435 = phi ptr [ %360, %422 ], [ %294, %293 ]
  %436 = icmp eq i64 %432, 15
  br i1 %436, label %437, label %457

437:                                              ; preds = %430
  %438 = getelementptr inbounds i8, ptr %14, i64 -4
  br label %439

439:                                              ; preds = %444, %437
  %440 = phi ptr [ %431, %437 ], [ %442, %444 ]
  %441 = phi i64 [ 0, %437 ], [ %447, %444 ]
  %442 = getelementptr inbounds i8, ptr %440, i64 1
  %443 = icmp ugt ptr %442, %438
  br i1 %443, label %675, label %444, !prof !16

444:                                              ; preds = %439
  %445 = load i8, ptr %440, align 1, !tbaa !5
  %446 = zext i8 %445 to i64
  %447 = add i64 %441, %446
  %448 = icmp eq i8 %445, -1
  br i1 %448, label %439, label %449, !llvm.loop !75

449:                                              ; preds = %444
  %450 = icmp eq i64 %447, -1
  %451 = add i64 %447, 15
  %452 = ptrtoint ptr %435 to i64
  %453 = xor i64 %452, -1
  %454 = icmp ugt i64 %451, %453
  %455 = select i1 %450, i1 true, i1 %454
  %456 = select i1 %450, i64 15, i64 %451
  br i1 %455, label %675, label %457

457:                                              ; preds = %449, %430
  %458 = phi ptr [ %442, %449 ], [ %431, %430 ]
  %459 = phi i64 [ %456, %449 ], [ %432, %430 ]
  %460 = add i64 %459, 4
  br label %461

461:                                              ; preds = %118, %121, %457
  %462 = phi ptr [ %458, %457 ], [ %102, %118 ], [ %94, %121 ]
  %463 = phi i64 [ %460, %457 ], [ %112, %118 ], [ %123, %121 ]
  %464 = phi i64 [ %433, %457 ], [ %93, %121 ], [ %93, %118 ]
  %465 = phi ptr [ %434, %457 ], [ %96, %121 ], [ %96, %118 ]
  %466 = phi ptr [ %435, %457 ], [ %90, %121 ], [ %90, %118 ]
  %467 = ptrtoint ptr %466 to i64
  %468 = icmp ult ptr %465, %8
  br i1 %468, label %675, label %469, !prof !79

469:                                              ; preds = %461
  %470 = getelementptr inbounds i8, ptr %466, i64 %463
  %471 = getelementptr inbounds i8, ptr %16, i64 -12
  %472 = icmp ult i64 %464, 8
  br i1 %472, label %473, label %495, !prof !16

473:                                              ; preds = %469
  store i32 0, ptr %466, align 1, !tbaa !5
  %474 = load i8, ptr %465, align 1, !tbaa !5
  store i8 %474, ptr %466, align 1, !tbaa !5
  %475 = getelementptr inbounds i8, ptr %465, i64 1
  %476 = load i8, ptr %475, align 1, !tbaa !5
  %477 = getelementptr inbounds i8, ptr %466, i64 1
  store i8 %476, ptr %477, align 1, !tbaa !5
  %478 = getelementptr inbounds i8, ptr %465, i64 2
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = getelementptr inbounds i8, ptr %466, i64 2
  store i8 %479, ptr %480, align 1, !tbaa !5
  %481 = getelementptr inbounds i8, ptr %465, i64 3
  %482 = load i8, ptr %481, align 1, !tbaa !5
  %483 = getelementptr inbounds i8, ptr %466, i64 3
  store i8 %482, ptr %483, align 1, !tbaa !5
  %484 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %464
  %485 = load i32, ptr %484, align 4, !tbaa !26
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds i8, ptr %465, i64 %486
  %488 = getelementptr inbounds i8, ptr %466, i64 4
  %489 = load i32, ptr %487, align 1
  store i32 %489, ptr %488, align 1
  %490 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %464
  %491 = load i32, ptr %490, align 4, !tbaa !26
  %492 = sext i32 %491 to i64
  %493 = sub nsw i64 0, %492
  %494 = getelementptr inbounds i8, ptr %487, i64 %493
  br label %498

495:                                              ; preds = %469
  %496 = load i64, ptr %465, align 1
  store i64 %496, ptr %466, align 1
  %497 = getelementptr inbounds i8, ptr %465, i64 8
  br label %498

498:                                              ; preds = %495, %473
  %499 = phi ptr [ %494, %473 ], [ %497, %495 ]
  %500 = ptrtoint ptr %499 to i64
  %501 = getelementptr i8, ptr %466, i64 8
  %502 = icmp ugt ptr %470, %471
  br i1 %502, label %503, label %619, !prof !16

503:                                              ; preds = %498
  %504 = getelementptr i8, ptr %16, i64 -7
  %505 = getelementptr inbounds i8, ptr %16, i64 -5
  %506 = icmp ugt ptr %470, %505
  br i1 %506, label %675, label %507

507:                                              ; preds = %503
  %508 = icmp ult ptr %501, %504
  br i1 %508, label %509, label %558

509:                                              ; preds = %507
  %510 = add i64 %6, %15
  %511 = add i64 %510, -7
  %512 = add i64 %467, 16
  %513 = tail call i64 @llvm.umax.i64(i64 %511, i64 %512)
  %514 = add i64 %513, -9
  %515 = sub i64 %514, %467
  %516 = lshr i64 %515, 3
  %517 = add nuw nsw i64 %516, 1
  %518 = icmp ult i64 %515, 72
  br i1 %518, label %543, label %519

519:                                              ; preds = %509
  %520 = add i64 %467, 8
  %521 = sub i64 %520, %500
  %522 = icmp ult i64 %521, 32
  br i1 %522, label %543, label %523

523:                                              ; preds = %519
  %524 = and i64 %517, 4611686018427387900
  %525 = shl i64 %524, 3
  %526 = getelementptr i8, ptr %499, i64 %525
  %527 = shl i64 %524, 3
  %528 = getelementptr i8, ptr %501, i64 %527
  br label %529

529:                                              ; preds = %529, %523
  %530 = phi i64 [ 0, %523 ], [ %539, %529 ]
  %531 = shl i64 %530, 3
  %532 = getelementptr i8, ptr %499, i64 %531
  %533 = shl i64 %530, 3
  %534 = getelementptr i8, ptr %501, i64 %533
  %535 = getelementptr i8, ptr %532, i64 16
  %536 = load <2 x i64>, ptr %532, align 1
  %537 = load <2 x i64>, ptr %535, align 1
  %538 = getelementptr i8, ptr %534, i64 16
  store <2 x i64> %536, ptr %534, align 1
  store <2 x i64> %537, ptr %538, align 1
  %539 = add nuw i64 %530, 4
  %540 = icmp eq i64 %539, %524
  br i1 %540, label %541, label %529, !llvm.loop !190

541:                                              ; preds = %529
  %542 = icmp eq i64 %517, %524
  br i1 %542, label %553, label %543

543:                                              ; preds = %541, %519, %509
  %544 = phi ptr [ %499, %519 ], [ %499, %509 ], [ %526, %541 ]
  %545 = phi ptr [ %501, %519 ], [ %501, %509 ], [ %528, %541 ]
  br label %546

546:                                              ; preds = %543, %546
  %547 = phi ptr [ %551, %546 ], [ %544, %543 ]
  %548 = phi ptr [ %550, %546 ], [ %545, %543 ]
  %549 = load i64, ptr %547, align 1
  store i64 %549, ptr %548, align 1
  %550 = getelementptr inbounds i8, ptr %548, i64 8
  %551 = getelementptr inbounds i8, ptr %547, i64 8
  %552 = icmp ult ptr %550, %504
  br i1 %552, label %546, label %553, !llvm.loop !191

553:                                              ; preds = %546, %541
  %554 = ptrtoint ptr %504 to i64
  %555 = ptrtoint ptr %501 to i64
  %556 = sub i64 %554, %555
  %557 = getelementptr i8, ptr %499, i64 %556
  br label %558

558:                                              ; preds = %553, %507
  %559 = phi ptr [ %557, %553 ], [ %499, %507 ]
  %560 = phi ptr [ %504, %553 ], [ %501, %507 ]
  %561 = icmp ult ptr %560, %470
  br i1 %561, label %562, label %667

562:                                              ; preds = %558
  %563 = add i64 %463, %467
  %564 = add i64 %6, %15
  %565 = add i64 %564, -7
  %566 = add i64 %467, 8
  %567 = tail call i64 @llvm.umax.i64(i64 %565, i64 %566)
  %568 = sub i64 %563, %567
  %569 = icmp ult i64 %568, 8
  br i1 %569, label %609, label %570

570:                                              ; preds = %562
  %571 = add i64 %467, 8
  %572 = sub i64 %571, %500
  %573 = icmp ult i64 %572, 32
  br i1 %573, label %609, label %574

574:                                              ; preds = %570
  %575 = icmp ult i64 %568, 32
  br i1 %575, label %595, label %576

576:                                              ; preds = %574
  %577 = and i64 %568, -32
  br label %578

578:                                              ; preds = %578, %576
  %579 = phi i64 [ 0, %576 ], [ %586, %578 ]
  %580 = getelementptr i8, ptr %560, i64 %579
  %581 = getelementptr i8, ptr %559, i64 %579
  %582 = getelementptr i8, ptr %581, i64 16
  %583 = load <16 x i8>, ptr %581, align 1, !tbaa !5
  %584 = load <16 x i8>, ptr %582, align 1, !tbaa !5
  %585 = getelementptr i8, ptr %580, i64 16
  store <16 x i8> %583, ptr %580, align 1, !tbaa !5
  store <16 x i8> %584, ptr %585, align 1, !tbaa !5
  %586 = add nuw i64 %579, 32
  %587 = icmp eq i64 %586, %577
  br i1 %587, label %588, label %578, !llvm.loop !192

588:                                              ; preds = %578
  %589 = icmp eq i64 %568, %577
  br i1 %589, label %667, label %590

590:                                              ; preds = %588
  %591 = getelementptr i8, ptr %559, i64 %577
  %592 = getelementptr i8, ptr %560, i64 %577
  %593 = and i64 %568, 24
  %594 = icmp eq i64 %593, 0
  br i1 %594, label %609, label %595

595:                                              ; preds = %574, %590
  %596 = phi i64 [ %577, %590 ], [ 0, %574 ]
  %597 = and i64 %568, -8
  %598 = getelementptr i8, ptr %560, i64 %597
  %599 = getelementptr i8, ptr %559, i64 %597
  br label %600

600:                                              ; preds = %600, %595
  %601 = phi i64 [ %596, %595 ], [ %605, %600 ]
  %602 = getelementptr i8, ptr %560, i64 %601
  %603 = getelementptr i8, ptr %559, i64 %601
  %604 = load <8 x i8>, ptr %603, align 1, !tbaa !5
  store <8 x i8> %604, ptr %602, align 1, !tbaa !5
  %605 = add nuw i64 %601, 8
  %606 = icmp eq i64 %605, %597
  br i1 %606, label %607, label %600, !llvm.loop !193

607:                                              ; preds = %600
  %608 = icmp eq i64 %568, %597
  br i1 %608, label %667, label %609

609:                                              ; preds = %607, %570, %562, %590
  %610 = phi ptr [ %560, %562 ], [ %560, %570 ], [ %592, %590 ], [ %598, %607 ]
  %611 = phi ptr [ %559, %562 ], [ %559, %570 ], [ %591, %590 ], [ %599, %607 ]
  br label %612

612:                                              ; preds = %609, %612
  %613 = phi ptr [ %617, %612 ], [ %610, %609 ]
  %614 = phi ptr [ %615, %612 ], [ %611, %609 ]
  %615 = getelementptr inbounds i8, ptr %614, i64 1
  %616 = load i8, ptr %614, align 1, !tbaa !5
  %617 = getelementptr inbounds i8, ptr %613, i64 1
  store i8 %616, ptr %613, align 1, !tbaa !5
  %618 = icmp ult ptr %617, %470
  br i1 %618, label %612, label %667, !llvm.loop !194

619:                                              ; preds = %498
  %620 = load i64, ptr %499, align 1
  store i64 %620, ptr %501, align 1
  %621 = icmp ugt i64 %463, 16
  br i1 %621, label %622, label %667

622:                                              ; preds = %619
  %623 = getelementptr i8, ptr %466, i64 16
  %624 = add i64 %463, %467
  %625 = add i64 %467, 24
  %626 = tail call i64 @llvm.umax.i64(i64 %624, i64 %625)
  %627 = add i64 %626, -17
  %628 = sub i64 %627, %467
  %629 = lshr i64 %628, 3
  %630 = add nuw nsw i64 %629, 1
  %631 = icmp ult i64 %628, 72
  br i1 %631, label %657, label %632

632:                                              ; preds = %622
  %633 = add i64 %467, 8
  %634 = sub i64 %633, %500
  %635 = icmp ult i64 %634, 32
  br i1 %635, label %657, label %636

636:                                              ; preds = %632
  %637 = and i64 %630, 4611686018427387900
  %638 = shl i64 %637, 3
  %639 = getelementptr i8, ptr %499, i64 %638
  %640 = shl i64 %637, 3
  %641 = getelementptr i8, ptr %623, i64 %640
  br label %642

642:                                              ; preds = %642, %636
  %643 = phi i64 [ 0, %636 ], [ %653, %642 ]
  %644 = shl i64 %643, 3
  %645 = getelementptr i8, ptr %499, i64 %644
  %646 = shl i64 %643, 3
  %647 = getelementptr i8, ptr %623, i64 %646
  %648 = getelementptr inbounds i8, ptr %645, i64 8
  %649 = getelementptr inbounds i8, ptr %645, i64 24
  %650 = load <2 x i64>, ptr %648, align 1
  %651 = load <2 x i64>, ptr %649, align 1
  %652 = getelementptr i8, ptr %647, i64 16
  store <2 x i64> %650, ptr %647, align 1
  store <2 x i64> %651, ptr %652, align 1
  %653 = add nuw i64 %643, 4
  %654 = icmp eq i64 %653, %637
  br i1 %654, label %655, label %642, !llvm.loop !195

655:                                              ; preds = %642
  %656 = icmp eq i64 %630, %637
  br i1 %656, label %667, label %657

657:                                              ; preds = %655, %632, %622
  %658 = phi ptr [ %499, %632 ], [ %499, %622 ], [ %639, %655 ]
  %659 = phi ptr [ %623, %632 ], [ %623, %622 ], [ %641, %655 ]
  br label %660

660:                                              ; preds = %657, %660
  %661 = phi ptr [ %663, %660 ], [ %658, %657 ]
  %662 = phi ptr [ %665, %660 ], [ %659, %657 ]
  %663 = getelementptr inbounds i8, ptr %661, i64 8
  %664 = load i64, ptr %663, align 1
  store i64 %664, ptr %662, align 1
  %665 = getelementptr inbounds i8, ptr %662, i64 8
  %666 = icmp ult ptr %665, %470
  br i1 %666, label %660, label %667, !llvm.loop !196

667:                                              ; preds = %660, %612, %619, %558, %607, %588, %655, %28
  %668 = phi ptr [ %0, %28 ], [ %462, %655 ], [ %462, %588 ], [ %462, %607 ], [ %462, %558 ], [ %462, %619 ], [ %462, %612 ], [ %462, %660 ]
  %669 = phi ptr [ %1, %28 ], [ %470, %655 ], [ %470, %588 ], [ %470, %607 ], [ %470, %558 ], [ %470, %619 ], [ %470, %612 ], [ %470, %660 ]
  %670 = getelementptr inbounds i8, ptr %668, i64 1
  %671 = load i8, ptr %668, align 1, !tbaa !5
  %672 = zext i8 %671 to i32
  %673 = lshr i32 %672, 4
  %674 = icmp eq i32 %673, 15
  br i1 %674, label %323, label %284

675:                                              ; preds = %111, %109, %46, %60, %58, %138, %48, %99, %329, %439, %449, %323, %341, %339, %503, %461, %405
  %676 = phi ptr [ %357, %405 ], [ %442, %449 ], [ %462, %461 ], [ %462, %503 ], [ %332, %341 ], [ %332, %339 ], [ %325, %323 ], [ %442, %439 ], [ %332, %329 ], [ %102, %99 ], [ %51, %48 ], [ %102, %111 ], [ %102, %109 ], [ %40, %46 ], [ %51, %58 ], [ %51, %60 ], [ %139, %138 ]
  %677 = ptrtoint ptr %676 to i64
  %678 = ptrtoint ptr %0 to i64
  %679 = sub i64 %678, %677
  %680 = trunc i64 %679 to i32
  %681 = add nsw i32 %680, -1
  br label %682

682:                                              ; preds = %20, %22, %26, %410, %675, %5
  %683 = phi i32 [ -1, %5 ], [ %681, %675 ], [ %414, %410 ], [ -1, %20 ], [ %25, %22 ], [ -1, %26 ]
  ret i32 %683
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_fast_continue(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !161
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %160

8:                                                ; preds = %4
  %9 = sext i32 %3 to i64
  %10 = getelementptr inbounds i8, ptr %2, i64 %9
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %2 to i64
  br label %13

13:                                               ; preds = %147, %8
  %14 = phi ptr [ %1, %8 ], [ %64, %147 ]
  %15 = phi ptr [ %2, %8 ], [ %148, %147 ]
  %16 = getelementptr inbounds i8, ptr %14, i64 1
  %17 = load i8, ptr %14, align 1, !tbaa !5
  %18 = zext i8 %17 to i32
  %19 = lshr i32 %18, 4
  %20 = zext nneg i32 %19 to i64
  %21 = icmp eq i32 %19, 15
  br i1 %21, label %22, label %32

22:                                               ; preds = %13, %22
  %23 = phi ptr [ %27, %22 ], [ %16, %13 ]
  %24 = phi i64 [ %28, %22 ], [ 0, %13 ]
  %25 = load i8, ptr %23, align 1, !tbaa !5
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds i8, ptr %23, i64 1
  %28 = add i64 %24, %26
  %29 = icmp eq i8 %25, -1
  br i1 %29, label %22, label %30, !llvm.loop !74

30:                                               ; preds = %22
  %31 = add i64 %28, 15
  br label %32

32:                                               ; preds = %30, %13
  %33 = phi ptr [ %27, %30 ], [ %16, %13 ]
  %34 = phi i64 [ %31, %30 ], [ %20, %13 ]
  %35 = ptrtoint ptr %15 to i64
  %36 = sub i64 %11, %35
  %37 = icmp ult i64 %36, %34
  br i1 %37, label %356, label %38

38:                                               ; preds = %32
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %33, i64 %34, i1 false)
  %39 = getelementptr inbounds i8, ptr %15, i64 %34
  %40 = getelementptr inbounds i8, ptr %33, i64 %34
  %41 = ptrtoint ptr %39 to i64
  %42 = sub i64 %11, %41
  %43 = icmp ult i64 %42, 12
  br i1 %43, label %44, label %46

44:                                               ; preds = %38
  %45 = icmp eq ptr %39, %10
  br i1 %45, label %152, label %356

46:                                               ; preds = %38
  %47 = and i32 %18, 15
  %48 = zext nneg i32 %47 to i64
  %49 = load i16, ptr %40, align 1, !tbaa !5
  %50 = zext i16 %49 to i64
  %51 = getelementptr inbounds i8, ptr %40, i64 2
  %52 = icmp eq i32 %47, 15
  br i1 %52, label %53, label %63

53:                                               ; preds = %46, %53
  %54 = phi ptr [ %58, %53 ], [ %51, %46 ]
  %55 = phi i64 [ %59, %53 ], [ 0, %46 ]
  %56 = load i8, ptr %54, align 1, !tbaa !5
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds i8, ptr %54, i64 1
  %59 = add i64 %55, %57
  %60 = icmp eq i8 %56, -1
  br i1 %60, label %53, label %61, !llvm.loop !74

61:                                               ; preds = %53
  %62 = add i64 %59, 15
  br label %63

63:                                               ; preds = %61, %46
  %64 = phi ptr [ %58, %61 ], [ %51, %46 ]
  %65 = phi i64 [ %62, %61 ], [ %48, %46 ]
  %66 = add i64 %65, 4
  %67 = icmp ult i64 %42, %66
  %68 = sub i64 %41, %12
  %69 = icmp ult i64 %68, %50
  %70 = select i1 %67, i1 true, i1 %69
  br i1 %70, label %356, label %71

71:                                               ; preds = %63
  %72 = sub nsw i64 0, %50
  %73 = getelementptr i8, ptr %39, i64 %72
  %74 = icmp eq i64 %66, 0
  br i1 %74, label %147, label %75

75:                                               ; preds = %71
  %76 = icmp ult i64 %66, 8
  %77 = icmp ult i16 %49, 32
  %78 = select i1 %76, i1 true, i1 %77
  br i1 %78, label %110, label %79

79:                                               ; preds = %75
  %80 = icmp ult i64 %66, 32
  br i1 %80, label %98, label %81

81:                                               ; preds = %79
  %82 = and i64 %66, -32
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %91, %83 ]
  %85 = getelementptr inbounds i8, ptr %73, i64 %84
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load <16 x i8>, ptr %85, align 1, !tbaa !5
  %88 = load <16 x i8>, ptr %86, align 1, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %39, i64 %84
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  store <16 x i8> %87, ptr %89, align 1, !tbaa !5
  store <16 x i8> %88, ptr %90, align 1, !tbaa !5
  %91 = add nuw i64 %84, 32
  %92 = icmp eq i64 %91, %82
  br i1 %92, label %93, label %83, !llvm.loop !197

93:                                               ; preds = %83
  %94 = icmp eq i64 %66, %82
  br i1 %94, label %147, label %95

95:                                               ; preds = %93
  %96 = and i64 %66, 24
  %97 = icmp eq i64 %96, 0
  br i1 %97, label %110, label %98

98:                                               ; preds = %79, %95
  %99 = phi i64 [ %82, %95 ], [ 0, %79 ]
  %100 = and i64 %66, -8
  br label %101

101:                                              ; preds = %101, %98
  %102 = phi i64 [ %99, %98 ], [ %106, %101 ]
  %103 = getelementptr inbounds i8, ptr %73, i64 %102
  %104 = load <8 x i8>, ptr %103, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %39, i64 %102
  store <8 x i8> %104, ptr %105, align 1, !tbaa !5
  %106 = add nuw i64 %102, 8
  %107 = icmp eq i64 %106, %100
  br i1 %107, label %108, label %101, !llvm.loop !198

108:                                              ; preds = %101
  %109 = icmp eq i64 %66, %100
  br i1 %109, label %147, label %110

110:                                              ; preds = %108, %75, %95
  %111 = phi i64 [ 0, %75 ], [ %82, %95 ], [ %100, %108 ]
  %112 = add i64 %65, 3
  %113 = sub i64 %112, %111
  %114 = and i64 %65, 3
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %125, label %116

116:                                              ; preds = %110, %116
  %117 = phi i64 [ %122, %116 ], [ %111, %110 ]
  %118 = phi i64 [ %123, %116 ], [ 0, %110 ]
  %119 = getelementptr inbounds i8, ptr %73, i64 %117
  %120 = load i8, ptr %119, align 1, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %39, i64 %117
  store i8 %120, ptr %121, align 1, !tbaa !5
  %122 = add nuw i64 %117, 1
  %123 = add i64 %118, 1
  %124 = icmp eq i64 %123, %114
  br i1 %124, label %125, label %116, !llvm.loop !199

125:                                              ; preds = %116, %110
  %126 = phi i64 [ %111, %110 ], [ %122, %116 ]
  %127 = icmp ult i64 %113, 3
  br i1 %127, label %147, label %128

128:                                              ; preds = %125, %128
  %129 = phi i64 [ %145, %128 ], [ %126, %125 ]
  %130 = getelementptr inbounds i8, ptr %73, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %39, i64 %129
  store i8 %131, ptr %132, align 1, !tbaa !5
  %133 = add nuw i64 %129, 1
  %134 = getelementptr inbounds i8, ptr %73, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %39, i64 %133
  store i8 %135, ptr %136, align 1, !tbaa !5
  %137 = add nuw i64 %129, 2
  %138 = getelementptr inbounds i8, ptr %73, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %39, i64 %137
  store i8 %139, ptr %140, align 1, !tbaa !5
  %141 = add nuw i64 %129, 3
  %142 = getelementptr inbounds i8, ptr %73, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %39, i64 %141
  store i8 %143, ptr %144, align 1, !tbaa !5
  %145 = add nuw i64 %129, 4
  %146 = icmp eq i64 %129, %65
  br i1 %146, label %147, label %128, !llvm.loop !200

147:                                              ; preds = %125, %128, %93, %108, %71
  %148 = getelementptr inbounds i8, ptr %39, i64 %66
  %149 = ptrtoint ptr %148 to i64
  %150 = sub i64 %11, %149
  %151 = icmp ult i64 %150, 5
  br i1 %151, label %356, label %13

152:                                              ; preds = %44
  %153 = ptrtoint ptr %40 to i64
  %154 = ptrtoint ptr %1 to i64
  %155 = sub i64 %153, %154
  %156 = trunc i64 %155 to i32
  %157 = icmp slt i32 %156, 1
  br i1 %157, label %356, label %158

158:                                              ; preds = %152
  store i64 %9, ptr %5, align 8, !tbaa !161
  %159 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %10, ptr %159, align 8, !tbaa !166
  br label %356

160:                                              ; preds = %4
  %161 = getelementptr inbounds i8, ptr %0, i64 8
  %162 = load ptr, ptr %161, align 8, !tbaa !166
  %163 = icmp eq ptr %162, %2
  br i1 %163, label %164, label %347

164:                                              ; preds = %160
  %165 = load ptr, ptr %0, align 8, !tbaa !164
  %166 = getelementptr inbounds i8, ptr %0, i64 16
  %167 = load i64, ptr %166, align 8, !tbaa !165
  %168 = sext i32 %3 to i64
  %169 = getelementptr inbounds i8, ptr %2, i64 %168
  %170 = sub i64 0, %6
  %171 = getelementptr inbounds i8, ptr %2, i64 %170
  %172 = ptrtoint ptr %169 to i64
  %173 = ptrtoint ptr %171 to i64
  %174 = getelementptr inbounds i8, ptr %165, i64 %167
  %175 = ptrtoint ptr %174 to i64
  br label %176

176:                                              ; preds = %331, %164
  %177 = phi ptr [ %1, %164 ], [ %227, %331 ]
  %178 = phi ptr [ %2, %164 ], [ %332, %331 ]
  %179 = getelementptr inbounds i8, ptr %177, i64 1
  %180 = load i8, ptr %177, align 1, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = lshr i32 %181, 4
  %183 = zext nneg i32 %182 to i64
  %184 = icmp eq i32 %182, 15
  br i1 %184, label %185, label %195

185:                                              ; preds = %176, %185
  %186 = phi ptr [ %190, %185 ], [ %179, %176 ]
  %187 = phi i64 [ %191, %185 ], [ 0, %176 ]
  %188 = load i8, ptr %186, align 1, !tbaa !5
  %189 = zext i8 %188 to i64
  %190 = getelementptr inbounds i8, ptr %186, i64 1
  %191 = add i64 %187, %189
  %192 = icmp eq i8 %188, -1
  br i1 %192, label %185, label %193, !llvm.loop !74

193:                                              ; preds = %185
  %194 = add i64 %191, 15
  br label %195

195:                                              ; preds = %193, %176
  %196 = phi ptr [ %190, %193 ], [ %179, %176 ]
  %197 = phi i64 [ %194, %193 ], [ %183, %176 ]
  %198 = ptrtoint ptr %178 to i64
  %199 = sub i64 %172, %198
  %200 = icmp ult i64 %199, %197
  br i1 %200, label %356, label %201

201:                                              ; preds = %195
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %178, ptr nonnull align 1 %196, i64 %197, i1 false)
  %202 = getelementptr inbounds i8, ptr %178, i64 %197
  %203 = getelementptr inbounds i8, ptr %196, i64 %197
  %204 = ptrtoint ptr %202 to i64
  %205 = sub i64 %172, %204
  %206 = icmp ult i64 %205, 12
  br i1 %206, label %207, label %209

207:                                              ; preds = %201
  %208 = icmp eq ptr %202, %169
  br i1 %208, label %336, label %356

209:                                              ; preds = %201
  %210 = and i32 %181, 15
  %211 = zext nneg i32 %210 to i64
  %212 = load i16, ptr %203, align 1, !tbaa !5
  %213 = zext i16 %212 to i64
  %214 = getelementptr inbounds i8, ptr %203, i64 2
  %215 = icmp eq i32 %210, 15
  br i1 %215, label %216, label %226

216:                                              ; preds = %209, %216
  %217 = phi ptr [ %221, %216 ], [ %214, %209 ]
  %218 = phi i64 [ %222, %216 ], [ 0, %209 ]
  %219 = load i8, ptr %217, align 1, !tbaa !5
  %220 = zext i8 %219 to i64
  %221 = getelementptr inbounds i8, ptr %217, i64 1
  %222 = add i64 %218, %220
  %223 = icmp eq i8 %219, -1
  br i1 %223, label %216, label %224, !llvm.loop !74

224:                                              ; preds = %216
  %225 = add i64 %222, 15
  br label %226

226:                                              ; preds = %224, %209
  %227 = phi ptr [ %221, %224 ], [ %214, %209 ]
  %228 = phi i64 [ %225, %224 ], [ %211, %209 ]
  %229 = add i64 %228, 4
  %230 = icmp ult i64 %205, %229
  br i1 %230, label %356, label %231

231:                                              ; preds = %226
  %232 = sub i64 %204, %173
  %233 = add i64 %232, %167
  %234 = icmp ult i64 %233, %213
  br i1 %234, label %356, label %235

235:                                              ; preds = %231
  %236 = sub nsw i64 0, %213
  %237 = getelementptr inbounds i8, ptr %202, i64 %236
  %238 = icmp ult i64 %232, %213
  br i1 %238, label %239, label %252

239:                                              ; preds = %235
  %240 = sub nsw i64 %232, %213
  %241 = getelementptr inbounds i8, ptr %174, i64 %240
  %242 = ptrtoint ptr %241 to i64
  %243 = sub i64 %175, %242
  %244 = icmp ugt i64 %243, %229
  br i1 %244, label %245, label %246

245:                                              ; preds = %239
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %202, ptr align 1 %241, i64 %229, i1 false)
  br label %248

246:                                              ; preds = %239
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %202, ptr align 1 %241, i64 %243, i1 false)
  %247 = sub i64 %229, %243
  br label %248

248:                                              ; preds = %246, %245
  %249 = phi i64 [ 0, %245 ], [ %247, %246 ]
  %250 = phi i64 [ %229, %245 ], [ %243, %246 ]
  %251 = getelementptr inbounds i8, ptr %202, i64 %250
  br label %252

252:                                              ; preds = %248, %235
  %253 = phi i64 [ %249, %248 ], [ %229, %235 ]
  %254 = phi ptr [ %171, %248 ], [ %237, %235 ]
  %255 = phi ptr [ %251, %248 ], [ %202, %235 ]
  %256 = icmp eq i64 %253, 0
  br i1 %256, label %331, label %257

257:                                              ; preds = %252
  %258 = ptrtoint ptr %254 to i64
  %259 = ptrtoint ptr %255 to i64
  %260 = icmp ult i64 %253, 8
  %261 = sub i64 %259, %258
  %262 = icmp ult i64 %261, 32
  %263 = select i1 %260, i1 true, i1 %262
  br i1 %263, label %295, label %264

264:                                              ; preds = %257
  %265 = icmp ult i64 %253, 32
  br i1 %265, label %283, label %266

266:                                              ; preds = %264
  %267 = and i64 %253, -32
  br label %268

268:                                              ; preds = %268, %266
  %269 = phi i64 [ 0, %266 ], [ %276, %268 ]
  %270 = getelementptr inbounds i8, ptr %254, i64 %269
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  %272 = load <16 x i8>, ptr %270, align 1, !tbaa !5
  %273 = load <16 x i8>, ptr %271, align 1, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %255, i64 %269
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  store <16 x i8> %272, ptr %274, align 1, !tbaa !5
  store <16 x i8> %273, ptr %275, align 1, !tbaa !5
  %276 = add nuw i64 %269, 32
  %277 = icmp eq i64 %276, %267
  br i1 %277, label %278, label %268, !llvm.loop !201

278:                                              ; preds = %268
  %279 = icmp eq i64 %253, %267
  br i1 %279, label %331, label %280

280:                                              ; preds = %278
  %281 = and i64 %253, 24
  %282 = icmp eq i64 %281, 0
  br i1 %282, label %295, label %283

283:                                              ; preds = %264, %280
  %284 = phi i64 [ %267, %280 ], [ 0, %264 ]
  %285 = and i64 %253, -8
  br label %286

286:                                              ; preds = %286, %283
  %287 = phi i64 [ %284, %283 ], [ %291, %286 ]
  %288 = getelementptr inbounds i8, ptr %254, i64 %287
  %289 = load <8 x i8>, ptr %288, align 1, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %255, i64 %287
  store <8 x i8> %289, ptr %290, align 1, !tbaa !5
  %291 = add nuw i64 %287, 8
  %292 = icmp eq i64 %291, %285
  br i1 %292, label %293, label %286, !llvm.loop !202

293:                                              ; preds = %286
  %294 = icmp eq i64 %253, %285
  br i1 %294, label %331, label %295

295:                                              ; preds = %293, %257, %280
  %296 = phi i64 [ 0, %257 ], [ %267, %280 ], [ %285, %293 ]
  %297 = and i64 %253, 3
  %298 = icmp eq i64 %297, 0
  br i1 %298, label %308, label %299

299:                                              ; preds = %295, %299
  %300 = phi i64 [ %305, %299 ], [ %296, %295 ]
  %301 = phi i64 [ %306, %299 ], [ 0, %295 ]
  %302 = getelementptr inbounds i8, ptr %254, i64 %300
  %303 = load i8, ptr %302, align 1, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %255, i64 %300
  store i8 %303, ptr %304, align 1, !tbaa !5
  %305 = add nuw i64 %300, 1
  %306 = add i64 %301, 1
  %307 = icmp eq i64 %306, %297
  br i1 %307, label %308, label %299, !llvm.loop !203

308:                                              ; preds = %299, %295
  %309 = phi i64 [ %296, %295 ], [ %305, %299 ]
  %310 = sub i64 %296, %253
  %311 = icmp ugt i64 %310, -4
  br i1 %311, label %331, label %312

312:                                              ; preds = %308, %312
  %313 = phi i64 [ %329, %312 ], [ %309, %308 ]
  %314 = getelementptr inbounds i8, ptr %254, i64 %313
  %315 = load i8, ptr %314, align 1, !tbaa !5
  %316 = getelementptr inbounds i8, ptr %255, i64 %313
  store i8 %315, ptr %316, align 1, !tbaa !5
  %317 = add nuw i64 %313, 1
  %318 = getelementptr inbounds i8, ptr %254, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !5
  %320 = getelementptr inbounds i8, ptr %255, i64 %317
  store i8 %319, ptr %320, align 1, !tbaa !5
  %321 = add nuw i64 %313, 2
  %322 = getelementptr inbounds i8, ptr %254, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %255, i64 %321
  store i8 %323, ptr %324, align 1, !tbaa !5
  %325 = add nuw i64 %313, 3
  %326 = getelementptr inbounds i8, ptr %254, i64 %325
  %327 = load i8, ptr %326, align 1, !tbaa !5
  %328 = getelementptr inbounds i8, ptr %255, i64 %325
  store i8 %327, ptr %328, align 1, !tbaa !5
  %329 = add nuw i64 %313, 4
  %330 = icmp eq i64 %329, %253
  br i1 %330, label %331, label %312, !llvm.loop !204

331:                                              ; preds = %308, %312, %278, %293, %252
  %332 = getelementptr inbounds i8, ptr %255, i64 %253
  %333 = ptrtoint ptr %332 to i64
  %334 = sub i64 %172, %333
  %335 = icmp ult i64 %334, 5
  br i1 %335, label %356, label %176

336:                                              ; preds = %207
  %337 = ptrtoint ptr %203 to i64
  %338 = ptrtoint ptr %1 to i64
  %339 = sub i64 %337, %338
  %340 = trunc i64 %339 to i32
  %341 = icmp slt i32 %340, 1
  br i1 %341, label %356, label %342

342:                                              ; preds = %336
  %343 = load i64, ptr %5, align 8, !tbaa !161
  %344 = add i64 %343, %168
  store i64 %344, ptr %5, align 8, !tbaa !161
  %345 = load ptr, ptr %161, align 8, !tbaa !166
  %346 = getelementptr inbounds i8, ptr %345, i64 %168
  store ptr %346, ptr %161, align 8, !tbaa !166
  br label %356

347:                                              ; preds = %160
  %348 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %6, ptr %348, align 8, !tbaa !165
  %349 = sub i64 0, %6
  %350 = getelementptr inbounds i8, ptr %162, i64 %349
  store ptr %350, ptr %0, align 8, !tbaa !164
  %351 = tail call fastcc i32 @LZ4_decompress_fast_extDict(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef nonnull %350, i64 noundef %6)
  %352 = icmp slt i32 %351, 1
  br i1 %352, label %356, label %353

353:                                              ; preds = %347
  %354 = sext i32 %3 to i64
  store i64 %354, ptr %5, align 8, !tbaa !161
  %355 = getelementptr inbounds i8, ptr %2, i64 %354
  store ptr %355, ptr %161, align 8, !tbaa !166
  br label %356

356:                                              ; preds = %195, %231, %226, %331, %32, %63, %147, %207, %44, %158, %353, %342, %347, %336, %152
  %357 = phi i32 [ %156, %152 ], [ %340, %336 ], [ %351, %347 ], [ %156, %158 ], [ %340, %342 ], [ %351, %353 ], [ -1, %44 ], [ -1, %207 ], [ -1, %147 ], [ -1, %63 ], [ -1, %32 ], [ -1, %331 ], [ -1, %226 ], [ -1, %231 ], [ -1, %195 ]
  ret i32 %357
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @LZ4_decompress_fast_extDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4) unnamed_addr #1 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = getelementptr inbounds i8, ptr %3, i64 %4
  %11 = ptrtoint ptr %10 to i64
  br label %12

12:                                               ; preds = %167, %5
  %13 = phi ptr [ %0, %5 ], [ %63, %167 ]
  %14 = phi ptr [ %1, %5 ], [ %168, %167 ]
  %15 = getelementptr inbounds i8, ptr %13, i64 1
  %16 = load i8, ptr %13, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = lshr i32 %17, 4
  %19 = zext nneg i32 %18 to i64
  %20 = icmp eq i32 %18, 15
  br i1 %20, label %21, label %31

21:                                               ; preds = %12, %21
  %22 = phi ptr [ %26, %21 ], [ %15, %12 ]
  %23 = phi i64 [ %27, %21 ], [ 0, %12 ]
  %24 = load i8, ptr %22, align 1, !tbaa !5
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds i8, ptr %22, i64 1
  %27 = add i64 %23, %25
  %28 = icmp eq i8 %24, -1
  br i1 %28, label %21, label %29, !llvm.loop !74

29:                                               ; preds = %21
  %30 = add i64 %27, 15
  br label %31

31:                                               ; preds = %29, %12
  %32 = phi ptr [ %26, %29 ], [ %15, %12 ]
  %33 = phi i64 [ %30, %29 ], [ %19, %12 ]
  %34 = ptrtoint ptr %14 to i64
  %35 = sub i64 %8, %34
  %36 = icmp ult i64 %35, %33
  br i1 %36, label %177, label %37

37:                                               ; preds = %31
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %14, ptr nonnull align 1 %32, i64 %33, i1 false)
  %38 = getelementptr inbounds i8, ptr %14, i64 %33
  %39 = getelementptr inbounds i8, ptr %32, i64 %33
  %40 = ptrtoint ptr %38 to i64
  %41 = sub i64 %8, %40
  %42 = icmp ult i64 %41, 12
  br i1 %42, label %43, label %45

43:                                               ; preds = %37
  %44 = icmp eq ptr %38, %7
  br i1 %44, label %172, label %177

45:                                               ; preds = %37
  %46 = and i32 %17, 15
  %47 = zext nneg i32 %46 to i64
  %48 = load i16, ptr %39, align 1, !tbaa !5
  %49 = zext i16 %48 to i64
  %50 = getelementptr inbounds i8, ptr %39, i64 2
  %51 = icmp eq i32 %46, 15
  br i1 %51, label %52, label %62

52:                                               ; preds = %45, %52
  %53 = phi ptr [ %57, %52 ], [ %50, %45 ]
  %54 = phi i64 [ %58, %52 ], [ 0, %45 ]
  %55 = load i8, ptr %53, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds i8, ptr %53, i64 1
  %58 = add i64 %54, %56
  %59 = icmp eq i8 %55, -1
  br i1 %59, label %52, label %60, !llvm.loop !74

60:                                               ; preds = %52
  %61 = add i64 %58, 15
  br label %62

62:                                               ; preds = %60, %45
  %63 = phi ptr [ %57, %60 ], [ %50, %45 ]
  %64 = phi i64 [ %61, %60 ], [ %47, %45 ]
  %65 = add i64 %64, 4
  %66 = icmp ult i64 %41, %65
  br i1 %66, label %177, label %67

67:                                               ; preds = %62
  %68 = sub i64 %40, %9
  %69 = add i64 %68, %4
  %70 = icmp ult i64 %69, %49
  br i1 %70, label %177, label %71

71:                                               ; preds = %67
  %72 = sub nsw i64 0, %49
  %73 = getelementptr inbounds i8, ptr %38, i64 %72
  %74 = icmp ult i64 %68, %49
  br i1 %74, label %75, label %88

75:                                               ; preds = %71
  %76 = sub nsw i64 %68, %49
  %77 = getelementptr inbounds i8, ptr %10, i64 %76
  %78 = ptrtoint ptr %77 to i64
  %79 = sub i64 %11, %78
  %80 = icmp ugt i64 %79, %65
  br i1 %80, label %81, label %82

81:                                               ; preds = %75
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %38, ptr align 1 %77, i64 %65, i1 false)
  br label %84

82:                                               ; preds = %75
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %38, ptr align 1 %77, i64 %79, i1 false)
  %83 = sub i64 %65, %79
  br label %84

84:                                               ; preds = %82, %81
  %85 = phi i64 [ 0, %81 ], [ %83, %82 ]
  %86 = phi i64 [ %65, %81 ], [ %79, %82 ]
  %87 = getelementptr inbounds i8, ptr %38, i64 %86
  br label %88

88:                                               ; preds = %84, %71
  %89 = phi i64 [ %85, %84 ], [ %65, %71 ]
  %90 = phi ptr [ %1, %84 ], [ %73, %71 ]
  %91 = phi ptr [ %87, %84 ], [ %38, %71 ]
  %92 = icmp eq i64 %89, 0
  br i1 %92, label %167, label %93

93:                                               ; preds = %88
  %94 = ptrtoint ptr %90 to i64
  %95 = ptrtoint ptr %91 to i64
  %96 = icmp ult i64 %89, 8
  %97 = sub i64 %95, %94
  %98 = icmp ult i64 %97, 32
  %99 = select i1 %96, i1 true, i1 %98
  br i1 %99, label %131, label %100

100:                                              ; preds = %93
  %101 = icmp ult i64 %89, 32
  br i1 %101, label %119, label %102

102:                                              ; preds = %100
  %103 = and i64 %89, -32
  br label %104

104:                                              ; preds = %104, %102
  %105 = phi i64 [ 0, %102 ], [ %112, %104 ]
  %106 = getelementptr inbounds i8, ptr %90, i64 %105
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load <16 x i8>, ptr %106, align 1, !tbaa !5
  %109 = load <16 x i8>, ptr %107, align 1, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %91, i64 %105
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  store <16 x i8> %108, ptr %110, align 1, !tbaa !5
  store <16 x i8> %109, ptr %111, align 1, !tbaa !5
  %112 = add nuw i64 %105, 32
  %113 = icmp eq i64 %112, %103
  br i1 %113, label %114, label %104, !llvm.loop !205

114:                                              ; preds = %104
  %115 = icmp eq i64 %89, %103
  br i1 %115, label %167, label %116

116:                                              ; preds = %114
  %117 = and i64 %89, 24
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %131, label %119

119:                                              ; preds = %100, %116
  %120 = phi i64 [ %103, %116 ], [ 0, %100 ]
  %121 = and i64 %89, -8
  br label %122

122:                                              ; preds = %122, %119
  %123 = phi i64 [ %120, %119 ], [ %127, %122 ]
  %124 = getelementptr inbounds i8, ptr %90, i64 %123
  %125 = load <8 x i8>, ptr %124, align 1, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %91, i64 %123
  store <8 x i8> %125, ptr %126, align 1, !tbaa !5
  %127 = add nuw i64 %123, 8
  %128 = icmp eq i64 %127, %121
  br i1 %128, label %129, label %122, !llvm.loop !206

129:                                              ; preds = %122
  %130 = icmp eq i64 %89, %121
  br i1 %130, label %167, label %131

131:                                              ; preds = %129, %93, %116
  %132 = phi i64 [ 0, %93 ], [ %103, %116 ], [ %121, %129 ]
  %133 = and i64 %89, 3
  %134 = icmp eq i64 %133, 0
  br i1 %134, label %144, label %135

135:                                              ; preds = %131, %135
  %136 = phi i64 [ %141, %135 ], [ %132, %131 ]
  %137 = phi i64 [ %142, %135 ], [ 0, %131 ]
  %138 = getelementptr inbounds i8, ptr %90, i64 %136
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %91, i64 %136
  store i8 %139, ptr %140, align 1, !tbaa !5
  %141 = add nuw i64 %136, 1
  %142 = add i64 %137, 1
  %143 = icmp eq i64 %142, %133
  br i1 %143, label %144, label %135, !llvm.loop !207

144:                                              ; preds = %135, %131
  %145 = phi i64 [ %132, %131 ], [ %141, %135 ]
  %146 = sub i64 %132, %89
  %147 = icmp ugt i64 %146, -4
  br i1 %147, label %167, label %148

148:                                              ; preds = %144, %148
  %149 = phi i64 [ %165, %148 ], [ %145, %144 ]
  %150 = getelementptr inbounds i8, ptr %90, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !5
  %152 = getelementptr inbounds i8, ptr %91, i64 %149
  store i8 %151, ptr %152, align 1, !tbaa !5
  %153 = add nuw i64 %149, 1
  %154 = getelementptr inbounds i8, ptr %90, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !5
  %156 = getelementptr inbounds i8, ptr %91, i64 %153
  store i8 %155, ptr %156, align 1, !tbaa !5
  %157 = add nuw i64 %149, 2
  %158 = getelementptr inbounds i8, ptr %90, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %91, i64 %157
  store i8 %159, ptr %160, align 1, !tbaa !5
  %161 = add nuw i64 %149, 3
  %162 = getelementptr inbounds i8, ptr %90, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %91, i64 %161
  store i8 %163, ptr %164, align 1, !tbaa !5
  %165 = add nuw i64 %149, 4
  %166 = icmp eq i64 %165, %89
  br i1 %166, label %167, label %148, !llvm.loop !208

167:                                              ; preds = %144, %148, %114, %129, %88
  %168 = getelementptr inbounds i8, ptr %91, i64 %89
  %169 = ptrtoint ptr %168 to i64
  %170 = sub i64 %8, %169
  %171 = icmp ult i64 %170, 5
  br i1 %171, label %177, label %12

172:                                              ; preds = %43
  %173 = ptrtoint ptr %39 to i64
  %174 = ptrtoint ptr %0 to i64
  %175 = sub i64 %173, %174
  %176 = trunc i64 %175 to i32
  br label %177

177:                                              ; preds = %31, %67, %62, %167, %43, %172
  %178 = phi i32 [ %176, %172 ], [ -1, %43 ], [ -1, %167 ], [ -1, %62 ], [ -1, %67 ], [ -1, %31 ]
  ret i32 %178
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_usingDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp eq i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = tail call i32 @LZ4_decompress_safe(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3)
  br label %22

10:                                               ; preds = %6
  %11 = sext i32 %5 to i64
  %12 = getelementptr inbounds i8, ptr %4, i64 %11
  %13 = icmp eq ptr %12, %1
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = icmp sgt i32 %5, 65534
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = tail call i32 @LZ4_decompress_safe_withPrefix64k(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3)
  br label %22

18:                                               ; preds = %14
  %19 = tail call fastcc i32 @LZ4_decompress_safe_withSmallPrefix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %11)
  br label %22

20:                                               ; preds = %10
  %21 = tail call i32 @LZ4_decompress_safe_forceExtDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %11)
  br label %22

22:                                               ; preds = %20, %18, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %17, %16 ], [ %19, %18 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_safe_partial_usingDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = ptrtoint ptr %1 to i64
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = tail call i32 @LZ4_decompress_safe_partial(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  br label %1323

12:                                               ; preds = %7
  %13 = sext i32 %6 to i64
  %14 = getelementptr inbounds i8, ptr %5, i64 %13
  %15 = icmp eq ptr %14, %1
  br i1 %15, label %16, label %1321

16:                                               ; preds = %12
  %17 = icmp sgt i32 %6, 65534
  %18 = tail call i32 @llvm.smin.i32(i32 %3, i32 %4)
  br i1 %17, label %19, label %681

19:                                               ; preds = %16
  %20 = icmp eq ptr %0, null
  %21 = icmp slt i32 %18, 0
  %22 = or i1 %20, %21
  br i1 %22, label %1323, label %23

23:                                               ; preds = %19
  %24 = sext i32 %2 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr inbounds i8, ptr %1, i64 %26
  %28 = getelementptr inbounds i8, ptr %25, i64 -16
  %29 = getelementptr inbounds i8, ptr %27, i64 -32
  %30 = icmp eq i32 %18, 0
  br i1 %30, label %1323, label %31, !prof !16

31:                                               ; preds = %23
  %32 = icmp eq i32 %2, 0
  br i1 %32, label %1323, label %33, !prof !16

33:                                               ; preds = %31
  %34 = ptrtoint ptr %1 to i64
  %35 = icmp ult i32 %18, 64
  br i1 %35, label %660, label %36

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %25, i64 -17
  %38 = getelementptr inbounds i8, ptr %25, i64 -15
  %39 = getelementptr inbounds i8, ptr %25, i64 -32
  %40 = getelementptr inbounds i8, ptr %27, i64 -64
  %41 = getelementptr inbounds i8, ptr %25, i64 -4
  %42 = add i64 %8, 8
  %43 = add i64 %8, 16
  %44 = add i64 %8, 16
  br label %45

45:                                               ; preds = %276, %36
  %46 = phi ptr [ %0, %36 ], [ %277, %276 ]
  %47 = phi i64 [ 0, %36 ], [ %278, %276 ]
  %48 = getelementptr inbounds i8, ptr %1, i64 %47
  %49 = getelementptr inbounds i8, ptr %46, i64 1
  %50 = load i8, ptr %46, align 1, !tbaa !5
  %51 = zext i8 %50 to i32
  %52 = lshr i32 %51, 4
  %53 = zext nneg i32 %52 to i64
  %54 = icmp eq i32 %52, 15
  br i1 %54, label %55, label %93

55:                                               ; preds = %45
  %56 = icmp ult ptr %49, %38
  br i1 %56, label %57, label %674, !prof !23

57:                                               ; preds = %55, %62
  %58 = phi ptr [ %60, %62 ], [ %49, %55 ]
  %59 = phi i64 [ %65, %62 ], [ 0, %55 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 1
  %61 = icmp ugt ptr %60, %38
  br i1 %61, label %674, label %62, !prof !16

62:                                               ; preds = %57
  %63 = load i8, ptr %58, align 1, !tbaa !5
  %64 = zext i8 %63 to i64
  %65 = add i64 %59, %64
  %66 = icmp eq i8 %63, -1
  br i1 %66, label %57, label %67, !llvm.loop !75

67:                                               ; preds = %62
  %68 = icmp eq i64 %65, -1
  br i1 %68, label %674, label %69

69:                                               ; preds = %67
  %70 = add i64 %65, 15
  %71 = ptrtoint ptr %48 to i64
  %72 = xor i64 %71, -1
  %73 = icmp ugt i64 %70, %72
  %74 = ptrtoint ptr %60 to i64
  %75 = xor i64 %74, -1
  %76 = icmp ugt i64 %70, %75
  %77 = or i1 %73, %76
  br i1 %77, label %674, label %78, !prof !76

78:                                               ; preds = %69
  %79 = add nsw i64 %70, %47
  %80 = getelementptr inbounds i8, ptr %1, i64 %79
  %81 = icmp ugt ptr %80, %29
  %82 = getelementptr inbounds i8, ptr %60, i64 %70
  %83 = icmp ugt ptr %82, %39
  %84 = select i1 %81, i1 true, i1 %83
  br i1 %84, label %370, label %85

85:                                               ; preds = %78, %85
  %86 = phi ptr [ %91, %85 ], [ %60, %78 ]
  %87 = phi ptr [ %90, %85 ], [ %48, %78 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %87, ptr noundef nonnull align 1 dereferenceable(16) %86, i64 16, i1 false)
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = getelementptr inbounds i8, ptr %86, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %88, ptr noundef nonnull align 1 dereferenceable(16) %89, i64 16, i1 false)
  %90 = getelementptr inbounds i8, ptr %87, i64 32
  %91 = getelementptr inbounds i8, ptr %86, i64 32
  %92 = icmp ult ptr %90, %80
  br i1 %92, label %85, label %98, !llvm.loop !77

93:                                               ; preds = %45
  %94 = add nsw i64 %47, %53
  %95 = icmp ugt ptr %49, %37
  br i1 %95, label %370, label %96

96:                                               ; preds = %93
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %48, ptr noundef nonnull align 1 dereferenceable(16) %49, i64 16, i1 false)
  %97 = getelementptr inbounds i8, ptr %49, i64 %53
  br label %98

98:                                               ; preds = %85, %96
  %99 = phi ptr [ %97, %96 ], [ %82, %85 ]
  %100 = phi i64 [ %94, %96 ], [ %79, %85 ]
  %101 = getelementptr i8, ptr %1, i64 %100
  %102 = load i16, ptr %99, align 1, !tbaa !5
  %103 = zext i16 %102 to i64
  %104 = getelementptr inbounds i8, ptr %99, i64 2
  %105 = sub i64 %100, %103
  %106 = getelementptr inbounds i8, ptr %1, i64 %105
  %107 = and i32 %51, 15
  %108 = icmp eq i32 %107, 15
  br i1 %108, label %109, label %131

109:                                              ; preds = %98, %114
  %110 = phi ptr [ %112, %114 ], [ %104, %98 ]
  %111 = phi i64 [ %117, %114 ], [ 0, %98 ]
  %112 = getelementptr inbounds i8, ptr %110, i64 1
  %113 = icmp ugt ptr %112, %41
  br i1 %113, label %674, label %114, !prof !16

114:                                              ; preds = %109
  %115 = load i8, ptr %110, align 1, !tbaa !5
  %116 = zext i8 %115 to i64
  %117 = add i64 %111, %116
  %118 = icmp eq i8 %115, -1
  br i1 %118, label %109, label %119, !llvm.loop !75

119:                                              ; preds = %114
  %120 = icmp eq i64 %117, -1
  br i1 %120, label %674, label %121

121:                                              ; preds = %119
  %122 = add i64 %117, 19
  %123 = ptrtoint ptr %101 to i64
  %124 = xor i64 %123, -1
  %125 = icmp ugt i64 %122, %124
  %126 = icmp slt i64 %105, -65536
  %127 = select i1 %125, i1 true, i1 %126
  br i1 %127, label %674, label %128, !prof !78

128:                                              ; preds = %121
  %129 = getelementptr inbounds i8, ptr %101, i64 %122
  %130 = icmp ult ptr %129, %40
  br i1 %130, label %149, label %498

131:                                              ; preds = %98
  %132 = add nuw nsw i32 %107, 4
  %133 = zext nneg i32 %132 to i64
  %134 = add nsw i64 %100, %133
  %135 = getelementptr inbounds i8, ptr %1, i64 %134
  %136 = icmp ult ptr %135, %40
  br i1 %136, label %137, label %491

137:                                              ; preds = %131
  %138 = icmp ugt i16 %102, 7
  br i1 %138, label %139, label %147

139:                                              ; preds = %137
  %140 = load i64, ptr %106, align 1
  store i64 %140, ptr %101, align 1
  %141 = getelementptr inbounds i8, ptr %101, i64 8
  %142 = getelementptr inbounds i8, ptr %106, i64 8
  %143 = load i64, ptr %142, align 1
  store i64 %143, ptr %141, align 1
  %144 = getelementptr inbounds i8, ptr %101, i64 16
  %145 = getelementptr inbounds i8, ptr %106, i64 16
  %146 = load i16, ptr %145, align 1
  store i16 %146, ptr %144, align 1
  br label %276

147:                                              ; preds = %137
  %148 = icmp slt i64 %105, -65536
  br i1 %148, label %674, label %153, !prof !109

149:                                              ; preds = %128
  %150 = add nsw i64 %122, %100
  %151 = getelementptr inbounds i8, ptr %1, i64 %150
  %152 = icmp ult i16 %102, 16
  br i1 %152, label %153, label %288, !prof !110

153:                                              ; preds = %147, %149
  %154 = phi ptr [ %151, %149 ], [ %135, %147 ]
  %155 = phi i64 [ %150, %149 ], [ %134, %147 ]
  %156 = phi ptr [ %112, %149 ], [ %104, %147 ]
  %157 = ptrtoint ptr %154 to i64
  switch i16 %102, label %169 [
    i16 1, label %158
    i16 2, label %162
    i16 4, label %167
  ]

158:                                              ; preds = %153
  %159 = load i8, ptr %106, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = mul nuw i32 %160, 16843009
  br label %242

162:                                              ; preds = %153
  %163 = load i16, ptr %106, align 1
  %164 = zext i16 %163 to i32
  %165 = shl nuw i32 %164, 16
  %166 = or disjoint i32 %165, %164
  br label %242

167:                                              ; preds = %153
  %168 = load i32, ptr %106, align 1
  br label %242

169:                                              ; preds = %153
  %170 = icmp ult i16 %102, 8
  br i1 %170, label %171, label %193

171:                                              ; preds = %169
  store i32 0, ptr %101, align 1, !tbaa !5
  %172 = load i8, ptr %106, align 1, !tbaa !5
  store i8 %172, ptr %101, align 1, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %106, i64 1
  %174 = load i8, ptr %173, align 1, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %101, i64 1
  store i8 %174, ptr %175, align 1, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %106, i64 2
  %177 = load i8, ptr %176, align 1, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %101, i64 2
  store i8 %177, ptr %178, align 1, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %106, i64 3
  %180 = load i8, ptr %179, align 1, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %101, i64 3
  store i8 %180, ptr %181, align 1, !tbaa !5
  %182 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %103
  %183 = load i32, ptr %182, align 4, !tbaa !26
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds i8, ptr %106, i64 %184
  %186 = getelementptr inbounds i8, ptr %101, i64 4
  %187 = load i32, ptr %185, align 1
  store i32 %187, ptr %186, align 1
  %188 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %103
  %189 = load i32, ptr %188, align 4, !tbaa !26
  %190 = sext i32 %189 to i64
  %191 = sub nsw i64 0, %190
  %192 = getelementptr inbounds i8, ptr %185, i64 %191
  br label %196

193:                                              ; preds = %169
  %194 = load i64, ptr %106, align 1
  store i64 %194, ptr %101, align 1
  %195 = getelementptr inbounds i8, ptr %106, i64 8
  br label %196

196:                                              ; preds = %193, %171
  %197 = phi ptr [ %192, %171 ], [ %195, %193 ]
  %198 = getelementptr i8, ptr %101, i64 8
  %199 = add i64 %43, %100
  %200 = tail call i64 @llvm.umax.i64(i64 %157, i64 %199)
  %201 = add i64 %200, -9
  %202 = add i64 %100, %8
  %203 = sub i64 %201, %202
  %204 = lshr i64 %203, 3
  %205 = add nuw nsw i64 %204, 1
  %206 = icmp ult i64 %203, 24
  br i1 %206, label %232, label %207

207:                                              ; preds = %196
  %208 = ptrtoint ptr %197 to i64
  %209 = add i64 %42, %100
  %210 = sub i64 %209, %208
  %211 = icmp ult i64 %210, 32
  br i1 %211, label %232, label %212

212:                                              ; preds = %207
  %213 = and i64 %205, 4611686018427387900
  %214 = shl i64 %213, 3
  %215 = getelementptr i8, ptr %197, i64 %214
  %216 = shl i64 %213, 3
  %217 = getelementptr i8, ptr %198, i64 %216
  br label %218

218:                                              ; preds = %218, %212
  %219 = phi i64 [ 0, %212 ], [ %228, %218 ]
  %220 = shl i64 %219, 3
  %221 = getelementptr i8, ptr %197, i64 %220
  %222 = shl i64 %219, 3
  %223 = getelementptr i8, ptr %198, i64 %222
  %224 = getelementptr i8, ptr %221, i64 16
  %225 = load <2 x i64>, ptr %221, align 1
  %226 = load <2 x i64>, ptr %224, align 1
  %227 = getelementptr i8, ptr %223, i64 16
  store <2 x i64> %225, ptr %223, align 1
  store <2 x i64> %226, ptr %227, align 1
  %228 = add nuw i64 %219, 4
  %229 = icmp eq i64 %228, %213
  br i1 %229, label %230, label %218, !llvm.loop !209

230:                                              ; preds = %218
  %231 = icmp eq i64 %205, %213
  br i1 %231, label %276, label %232

232:                                              ; preds = %230, %207, %196
  %233 = phi ptr [ %197, %207 ], [ %197, %196 ], [ %215, %230 ]
  %234 = phi ptr [ %198, %207 ], [ %198, %196 ], [ %217, %230 ]
  br label %235

235:                                              ; preds = %232, %235
  %236 = phi ptr [ %240, %235 ], [ %233, %232 ]
  %237 = phi ptr [ %239, %235 ], [ %234, %232 ]
  %238 = load i64, ptr %236, align 1
  store i64 %238, ptr %237, align 1
  %239 = getelementptr inbounds i8, ptr %237, i64 8
  %240 = getelementptr inbounds i8, ptr %236, i64 8
  %241 = icmp ult ptr %239, %154
  br i1 %241, label %235, label %276, !llvm.loop !210

242:                                              ; preds = %167, %162, %158
  %243 = phi i32 [ %168, %167 ], [ %166, %162 ], [ %161, %158 ]
  store i32 %243, ptr %101, align 1
  %244 = getelementptr inbounds i8, ptr %101, i64 4
  store i32 %243, ptr %244, align 1
  %245 = getelementptr inbounds i8, ptr %101, i64 8
  %246 = icmp ult ptr %245, %154
  br i1 %246, label %247, label %276

247:                                              ; preds = %242
  %248 = add i64 %44, %100
  %249 = tail call i64 @llvm.umax.i64(i64 %157, i64 %248)
  %250 = add i64 %249, -9
  %251 = add i64 %100, %8
  %252 = sub i64 %250, %251
  %253 = lshr i64 %252, 3
  %254 = add nuw nsw i64 %253, 1
  %255 = icmp ult i64 %252, 24
  br i1 %255, label %279, label %256

256:                                              ; preds = %247
  %257 = and i64 %254, 4611686018427387900
  %258 = shl i64 %257, 3
  %259 = getelementptr i8, ptr %245, i64 %258
  %260 = shl i64 %257, 3
  %261 = getelementptr i8, ptr %101, i64 %260
  %262 = insertelement <2 x i32> poison, i32 %243, i64 0
  %263 = getelementptr i8, ptr %101, i64 8
  %264 = getelementptr i8, ptr %101, i64 8
  %265 = shufflevector <2 x i32> %262, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %266

266:                                              ; preds = %266, %256
  %267 = phi i64 [ 0, %256 ], [ %272, %266 ]
  %268 = shl i64 %267, 3
  %269 = or disjoint i64 %268, 16
  %270 = getelementptr i8, ptr %263, i64 %268
  %271 = getelementptr i8, ptr %264, i64 %269
  store <4 x i32> %265, ptr %270, align 1
  store <4 x i32> %265, ptr %271, align 1
  %272 = add nuw i64 %267, 4
  %273 = icmp eq i64 %272, %257
  br i1 %273, label %274, label %266, !llvm.loop !211

274:                                              ; preds = %266
  %275 = icmp eq i64 %254, %257
  br i1 %275, label %276, label %279

276:                                              ; preds = %288, %282, %235, %274, %230, %242, %139
  %277 = phi ptr [ %104, %139 ], [ %156, %242 ], [ %156, %230 ], [ %156, %274 ], [ %156, %235 ], [ %156, %282 ], [ %112, %288 ]
  %278 = phi i64 [ %134, %139 ], [ %155, %242 ], [ %155, %230 ], [ %155, %274 ], [ %155, %235 ], [ %155, %282 ], [ %150, %288 ]
  br label %45

279:                                              ; preds = %274, %247
  %280 = phi ptr [ %245, %247 ], [ %259, %274 ]
  %281 = phi ptr [ %101, %247 ], [ %261, %274 ]
  br label %282

282:                                              ; preds = %279, %282
  %283 = phi ptr [ %286, %282 ], [ %280, %279 ]
  %284 = phi ptr [ %283, %282 ], [ %281, %279 ]
  store i32 %243, ptr %283, align 1
  %285 = getelementptr inbounds i8, ptr %284, i64 12
  store i32 %243, ptr %285, align 1
  %286 = getelementptr inbounds i8, ptr %283, i64 8
  %287 = icmp ult ptr %286, %154
  br i1 %287, label %282, label %276, !llvm.loop !212

288:                                              ; preds = %149, %288
  %289 = phi ptr [ %294, %288 ], [ %106, %149 ]
  %290 = phi ptr [ %293, %288 ], [ %101, %149 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %290, ptr noundef nonnull align 1 dereferenceable(16) %289, i64 16, i1 false)
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = getelementptr inbounds i8, ptr %289, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %291, ptr noundef nonnull align 1 dereferenceable(16) %292, i64 16, i1 false)
  %293 = getelementptr inbounds i8, ptr %290, i64 32
  %294 = getelementptr inbounds i8, ptr %289, i64 32
  %295 = icmp ult ptr %293, %151
  br i1 %295, label %288, label %276, !llvm.loop !77

296:                                              ; preds = %660, %318
  %297 = phi i32 [ %334, %318 ], [ %667, %660 ]
  %298 = phi i32 [ %333, %318 ], [ %666, %660 ]
  %299 = phi ptr [ %331, %318 ], [ %664, %660 ]
  %300 = phi ptr [ %330, %318 ], [ %663, %660 ]
  %301 = phi i64 [ %329, %318 ], [ %662, %660 ]
  %302 = zext nneg i32 %297 to i64
  %303 = icmp ult ptr %299, %28
  %304 = icmp ule ptr %300, %29
  %305 = and i1 %303, %304
  br i1 %305, label %306, label %364, !prof !23

306:                                              ; preds = %296
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %300, ptr noundef nonnull align 1 dereferenceable(16) %299, i64 16, i1 false)
  %307 = add nsw i64 %301, %302
  %308 = getelementptr inbounds i8, ptr %299, i64 %302
  %309 = and i32 %298, 15
  %310 = zext nneg i32 %309 to i64
  %311 = load i16, ptr %308, align 1, !tbaa !5
  %312 = zext i16 %311 to i64
  %313 = getelementptr inbounds i8, ptr %308, i64 2
  %314 = sub i64 %307, %312
  %315 = icmp ne i32 %309, 15
  %316 = icmp ugt i16 %311, 7
  %317 = select i1 %315, i1 %316, i1 false
  br i1 %317, label %318, label %459

318:                                              ; preds = %306
  %319 = getelementptr inbounds i8, ptr %1, i64 %314
  %320 = getelementptr inbounds i8, ptr %1, i64 %307
  %321 = load i64, ptr %319, align 1
  store i64 %321, ptr %320, align 1
  %322 = getelementptr inbounds i8, ptr %320, i64 8
  %323 = getelementptr inbounds i8, ptr %319, i64 8
  %324 = load i64, ptr %323, align 1
  store i64 %324, ptr %322, align 1
  %325 = getelementptr inbounds i8, ptr %320, i64 16
  %326 = getelementptr inbounds i8, ptr %319, i64 16
  %327 = load i16, ptr %326, align 1
  store i16 %327, ptr %325, align 1
  %328 = add nuw nsw i64 %310, 4
  %329 = add i64 %328, %307
  %330 = getelementptr inbounds i8, ptr %1, i64 %329
  %331 = getelementptr inbounds i8, ptr %308, i64 3
  %332 = load i8, ptr %313, align 1, !tbaa !5
  %333 = zext i8 %332 to i32
  %334 = lshr i32 %333, 4
  %335 = icmp eq i32 %334, 15
  br i1 %335, label %336, label %296

336:                                              ; preds = %318, %660
  %337 = phi i64 [ %662, %660 ], [ %329, %318 ]
  %338 = phi ptr [ %663, %660 ], [ %330, %318 ]
  %339 = phi ptr [ %664, %660 ], [ %331, %318 ]
  %340 = phi i32 [ %666, %660 ], [ %333, %318 ]
  %341 = getelementptr inbounds i8, ptr %25, i64 -15
  %342 = icmp ult ptr %339, %341
  br i1 %342, label %343, label %674, !prof !23

343:                                              ; preds = %336, %348
  %344 = phi ptr [ %346, %348 ], [ %339, %336 ]
  %345 = phi i64 [ %351, %348 ], [ 0, %336 ]
  %346 = getelementptr inbounds i8, ptr %344, i64 1
  %347 = icmp ugt ptr %346, %341
  br i1 %347, label %674, label %348, !prof !16

348:                                              ; preds = %343
  %349 = load i8, ptr %344, align 1, !tbaa !5
  %350 = zext i8 %349 to i64
  %351 = add i64 %345, %350
  %352 = icmp eq i8 %349, -1
  br i1 %352, label %343, label %353, !llvm.loop !75

353:                                              ; preds = %348
  %354 = icmp eq i64 %351, -1
  br i1 %354, label %674, label %355

355:                                              ; preds = %353
  %356 = add i64 %351, 15
  %357 = ptrtoint ptr %338 to i64
  %358 = xor i64 %357, -1
  %359 = icmp ugt i64 %356, %358
  %360 = ptrtoint ptr %346 to i64
  %361 = xor i64 %360, -1
  %362 = icmp ugt i64 %356, %361
  %363 = or i1 %359, %362
  br i1 %363, label %674, label %364, !prof !76

364:                                              ; preds = %296, %355
  %365 = phi i64 [ %337, %355 ], [ %301, %296 ]
  %366 = phi i32 [ %340, %355 ], [ %298, %296 ]
  %367 = phi ptr [ %346, %355 ], [ %299, %296 ]
  %368 = phi i64 [ %356, %355 ], [ %302, %296 ]
  %369 = add nsw i64 %368, %365
  br label %370

370:                                              ; preds = %93, %78, %364
  %371 = phi ptr [ %367, %364 ], [ %49, %93 ], [ %60, %78 ]
  %372 = phi i64 [ %368, %364 ], [ %53, %93 ], [ %70, %78 ]
  %373 = phi i32 [ %366, %364 ], [ %51, %78 ], [ %51, %93 ]
  %374 = phi i64 [ %369, %364 ], [ %94, %93 ], [ %79, %78 ]
  %375 = phi i64 [ %365, %364 ], [ %47, %78 ], [ %47, %93 ]
  %376 = ptrtoint ptr %371 to i64
  %377 = getelementptr i8, ptr %1, i64 %375
  %378 = getelementptr inbounds i8, ptr %1, i64 %374
  %379 = getelementptr inbounds i8, ptr %27, i64 -12
  %380 = icmp ugt ptr %378, %379
  br i1 %380, label %423, label %381

381:                                              ; preds = %370
  %382 = getelementptr inbounds i8, ptr %371, i64 %372
  %383 = getelementptr inbounds i8, ptr %25, i64 -8
  %384 = icmp ugt ptr %382, %383
  br i1 %384, label %423, label %385

385:                                              ; preds = %381
  %386 = add i64 %375, %8
  %387 = add i64 %386, 8
  %388 = add i64 %374, %8
  %389 = tail call i64 @llvm.umax.i64(i64 %387, i64 %388)
  %390 = xor i64 %375, -1
  %391 = add i64 %389, %390
  %392 = sub i64 %391, %8
  %393 = lshr i64 %392, 3
  %394 = add nuw nsw i64 %393, 1
  %395 = icmp ult i64 %392, 72
  br i1 %395, label %396, label %399

396:                                              ; preds = %421, %399, %385
  %397 = phi ptr [ %371, %399 ], [ %371, %385 ], [ %406, %421 ]
  %398 = phi ptr [ %377, %399 ], [ %377, %385 ], [ %408, %421 ]
  br label %443

399:                                              ; preds = %385
  %400 = add i64 %375, %8
  %401 = sub i64 %400, %376
  %402 = icmp ult i64 %401, 32
  br i1 %402, label %396, label %403

403:                                              ; preds = %399
  %404 = and i64 %394, 4611686018427387900
  %405 = shl i64 %404, 3
  %406 = getelementptr i8, ptr %371, i64 %405
  %407 = shl i64 %404, 3
  %408 = getelementptr i8, ptr %377, i64 %407
  br label %409

409:                                              ; preds = %409, %403
  %410 = phi i64 [ 0, %403 ], [ %419, %409 ]
  %411 = shl i64 %410, 3
  %412 = getelementptr i8, ptr %371, i64 %411
  %413 = shl i64 %410, 3
  %414 = getelementptr i8, ptr %377, i64 %413
  %415 = getelementptr i8, ptr %412, i64 16
  %416 = load <2 x i64>, ptr %412, align 1
  %417 = load <2 x i64>, ptr %415, align 1
  %418 = getelementptr i8, ptr %414, i64 16
  store <2 x i64> %416, ptr %414, align 1
  store <2 x i64> %417, ptr %418, align 1
  %419 = add nuw i64 %410, 4
  %420 = icmp eq i64 %419, %404
  br i1 %420, label %421, label %409, !llvm.loop !213

421:                                              ; preds = %409
  %422 = icmp eq i64 %394, %404
  br i1 %422, label %450, label %396

423:                                              ; preds = %381, %370
  %424 = getelementptr inbounds i8, ptr %371, i64 %372
  %425 = icmp ugt ptr %424, %25
  %426 = ptrtoint ptr %25 to i64
  %427 = ptrtoint ptr %371 to i64
  %428 = sub i64 %426, %427
  %429 = getelementptr inbounds i8, ptr %377, i64 %428
  %430 = select i1 %425, ptr %429, ptr %378
  %431 = icmp ugt ptr %430, %27
  br i1 %431, label %432, label %434

432:                                              ; preds = %423
  %433 = sub nsw i64 %26, %375
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %377, ptr nonnull align 1 %371, i64 %433, i1 false)
  br label %669

434:                                              ; preds = %423
  %435 = select i1 %425, i64 %428, i64 %372
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %377, ptr nonnull align 1 %371, i64 %435, i1 false)
  %436 = getelementptr inbounds i8, ptr %371, i64 %435
  %437 = add nsw i64 %375, %435
  %438 = getelementptr inbounds i8, ptr %1, i64 %437
  %439 = icmp ne ptr %430, %27
  %440 = getelementptr inbounds i8, ptr %25, i64 -2
  %441 = icmp ult ptr %436, %440
  %442 = select i1 %439, i1 %441, i1 false
  br i1 %442, label %450, label %669

443:                                              ; preds = %396, %443
  %444 = phi ptr [ %448, %443 ], [ %397, %396 ]
  %445 = phi ptr [ %447, %443 ], [ %398, %396 ]
  %446 = load i64, ptr %444, align 1
  store i64 %446, ptr %445, align 1
  %447 = getelementptr inbounds i8, ptr %445, i64 8
  %448 = getelementptr inbounds i8, ptr %444, i64 8
  %449 = icmp ult ptr %447, %378
  br i1 %449, label %443, label %450, !llvm.loop !214

450:                                              ; preds = %443, %421, %434
  %451 = phi ptr [ %436, %434 ], [ %382, %421 ], [ %382, %443 ]
  %452 = phi i64 [ %437, %434 ], [ %374, %421 ], [ %374, %443 ]
  %453 = load i16, ptr %451, align 1, !tbaa !5
  %454 = zext i16 %453 to i64
  %455 = getelementptr inbounds i8, ptr %451, i64 2
  %456 = sub i64 %452, %454
  %457 = and i32 %373, 15
  %458 = zext nneg i32 %457 to i64
  br label %459

459:                                              ; preds = %306, %450
  %460 = phi ptr [ %455, %450 ], [ %313, %306 ]
  %461 = phi i64 [ %458, %450 ], [ %310, %306 ]
  %462 = phi i64 [ %454, %450 ], [ %312, %306 ]
  %463 = phi i64 [ %456, %450 ], [ %314, %306 ]
  %464 = phi i64 [ %452, %450 ], [ %307, %306 ]
  %465 = getelementptr inbounds i8, ptr %1, i64 %464
  %466 = icmp eq i64 %461, 15
  br i1 %466, label %467, label %487

467:                                              ; preds = %459
  %468 = getelementptr inbounds i8, ptr %25, i64 -4
  br label %469

469:                                              ; preds = %474, %467
  %470 = phi ptr [ %460, %467 ], [ %472, %474 ]
  %471 = phi i64 [ 0, %467 ], [ %477, %474 ]
  %472 = getelementptr inbounds i8, ptr %470, i64 1
  %473 = icmp ugt ptr %472, %468
  br i1 %473, label %674, label %474, !prof !16

474:                                              ; preds = %469
  %475 = load i8, ptr %470, align 1, !tbaa !5
  %476 = zext i8 %475 to i64
  %477 = add i64 %471, %476
  %478 = icmp eq i8 %475, -1
  br i1 %478, label %469, label %479, !llvm.loop !75

479:                                              ; preds = %474
  %480 = icmp eq i64 %477, -1
  %481 = add i64 %477, 15
  %482 = ptrtoint ptr %465 to i64
  %483 = xor i64 %482, -1
  %484 = icmp ugt i64 %481, %483
  %485 = select i1 %480, i1 true, i1 %484
  %486 = select i1 %480, i64 15, i64 %481
  br i1 %485, label %674, label %487

487:                                              ; preds = %479, %459
  %488 = phi ptr [ %472, %479 ], [ %460, %459 ]
  %489 = phi i64 [ %486, %479 ], [ %461, %459 ]
  %490 = add i64 %489, 4
  br label %491

491:                                              ; preds = %131, %487
  %492 = phi ptr [ %488, %487 ], [ %104, %131 ]
  %493 = phi i64 [ %490, %487 ], [ %133, %131 ]
  %494 = phi i64 [ %462, %487 ], [ %103, %131 ]
  %495 = phi i64 [ %463, %487 ], [ %105, %131 ]
  %496 = phi i64 [ %464, %487 ], [ %100, %131 ]
  %497 = icmp slt i64 %495, -65536
  br i1 %497, label %674, label %498, !prof !215

498:                                              ; preds = %128, %491
  %499 = phi i64 [ %495, %491 ], [ %105, %128 ]
  %500 = phi i64 [ %496, %491 ], [ %100, %128 ]
  %501 = phi i64 [ %494, %491 ], [ %103, %128 ]
  %502 = phi i64 [ %493, %491 ], [ %122, %128 ]
  %503 = phi ptr [ %492, %491 ], [ %112, %128 ]
  %504 = getelementptr i8, ptr %1, i64 %500
  %505 = getelementptr i8, ptr %1, i64 %499
  %506 = add nsw i64 %502, %500
  %507 = getelementptr inbounds i8, ptr %1, i64 %506
  %508 = getelementptr inbounds i8, ptr %27, i64 -12
  %509 = icmp ugt ptr %507, %508
  br i1 %509, label %510, label %578

510:                                              ; preds = %498
  %511 = sub nsw i64 %26, %500
  %512 = tail call i64 @llvm.umin.i64(i64 %502, i64 %511)
  %513 = getelementptr inbounds i8, ptr %505, i64 %512
  %514 = add nsw i64 %512, %500
  %515 = getelementptr inbounds i8, ptr %1, i64 %514
  %516 = icmp ugt ptr %513, %504
  br i1 %516, label %517, label %575

517:                                              ; preds = %510
  %518 = icmp sgt i64 %512, 0
  br i1 %518, label %519, label %576

519:                                              ; preds = %517
  %520 = add i64 %500, %8
  %521 = add i64 %520, %512
  %522 = add i64 %520, 1
  %523 = tail call i64 @llvm.umax.i64(i64 %521, i64 %522)
  %524 = add i64 %500, %8
  %525 = sub i64 %523, %524
  %526 = icmp ult i64 %525, 8
  %527 = sub i64 %500, %499
  %528 = icmp ult i64 %527, 32
  %529 = select i1 %526, i1 true, i1 %528
  br i1 %529, label %565, label %530

530:                                              ; preds = %519
  %531 = icmp ult i64 %525, 32
  br i1 %531, label %551, label %532

532:                                              ; preds = %530
  %533 = and i64 %525, -32
  br label %534

534:                                              ; preds = %534, %532
  %535 = phi i64 [ 0, %532 ], [ %542, %534 ]
  %536 = getelementptr i8, ptr %504, i64 %535
  %537 = getelementptr i8, ptr %505, i64 %535
  %538 = getelementptr i8, ptr %537, i64 16
  %539 = load <16 x i8>, ptr %537, align 1, !tbaa !5
  %540 = load <16 x i8>, ptr %538, align 1, !tbaa !5
  %541 = getelementptr i8, ptr %536, i64 16
  store <16 x i8> %539, ptr %536, align 1, !tbaa !5
  store <16 x i8> %540, ptr %541, align 1, !tbaa !5
  %542 = add nuw i64 %535, 32
  %543 = icmp eq i64 %542, %533
  br i1 %543, label %544, label %534, !llvm.loop !216

544:                                              ; preds = %534
  %545 = icmp eq i64 %525, %533
  br i1 %545, label %576, label %546

546:                                              ; preds = %544
  %547 = getelementptr i8, ptr %505, i64 %533
  %548 = getelementptr i8, ptr %504, i64 %533
  %549 = and i64 %525, 24
  %550 = icmp eq i64 %549, 0
  br i1 %550, label %565, label %551

551:                                              ; preds = %530, %546
  %552 = phi i64 [ %533, %546 ], [ 0, %530 ]
  %553 = and i64 %525, -8
  %554 = getelementptr i8, ptr %504, i64 %553
  %555 = getelementptr i8, ptr %505, i64 %553
  br label %556

556:                                              ; preds = %556, %551
  %557 = phi i64 [ %552, %551 ], [ %561, %556 ]
  %558 = getelementptr i8, ptr %504, i64 %557
  %559 = getelementptr i8, ptr %505, i64 %557
  %560 = load <8 x i8>, ptr %559, align 1, !tbaa !5
  store <8 x i8> %560, ptr %558, align 1, !tbaa !5
  %561 = add nuw i64 %557, 8
  %562 = icmp eq i64 %561, %553
  br i1 %562, label %563, label %556, !llvm.loop !217

563:                                              ; preds = %556
  %564 = icmp eq i64 %525, %553
  br i1 %564, label %576, label %565

565:                                              ; preds = %563, %519, %546
  %566 = phi ptr [ %504, %519 ], [ %548, %546 ], [ %554, %563 ]
  %567 = phi ptr [ %505, %519 ], [ %547, %546 ], [ %555, %563 ]
  br label %568

568:                                              ; preds = %565, %568
  %569 = phi ptr [ %573, %568 ], [ %566, %565 ]
  %570 = phi ptr [ %571, %568 ], [ %567, %565 ]
  %571 = getelementptr inbounds i8, ptr %570, i64 1
  %572 = load i8, ptr %570, align 1, !tbaa !5
  %573 = getelementptr inbounds i8, ptr %569, i64 1
  store i8 %572, ptr %569, align 1, !tbaa !5
  %574 = icmp ult ptr %573, %515
  br i1 %574, label %568, label %576, !llvm.loop !218

575:                                              ; preds = %510
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %504, ptr align 1 %505, i64 %512, i1 false)
  br label %576

576:                                              ; preds = %568, %544, %563, %575, %517
  %577 = icmp eq i64 %514, %26
  br i1 %577, label %669, label %660

578:                                              ; preds = %498
  %579 = icmp ult i64 %501, 8
  br i1 %579, label %580, label %602, !prof !16

580:                                              ; preds = %578
  store i32 0, ptr %504, align 1, !tbaa !5
  %581 = load i8, ptr %505, align 1, !tbaa !5
  store i8 %581, ptr %504, align 1, !tbaa !5
  %582 = getelementptr inbounds i8, ptr %505, i64 1
  %583 = load i8, ptr %582, align 1, !tbaa !5
  %584 = getelementptr inbounds i8, ptr %504, i64 1
  store i8 %583, ptr %584, align 1, !tbaa !5
  %585 = getelementptr inbounds i8, ptr %505, i64 2
  %586 = load i8, ptr %585, align 1, !tbaa !5
  %587 = getelementptr inbounds i8, ptr %504, i64 2
  store i8 %586, ptr %587, align 1, !tbaa !5
  %588 = getelementptr inbounds i8, ptr %505, i64 3
  %589 = load i8, ptr %588, align 1, !tbaa !5
  %590 = getelementptr inbounds i8, ptr %504, i64 3
  store i8 %589, ptr %590, align 1, !tbaa !5
  %591 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %501
  %592 = load i32, ptr %591, align 4, !tbaa !26
  %593 = zext i32 %592 to i64
  %594 = getelementptr inbounds i8, ptr %505, i64 %593
  %595 = getelementptr inbounds i8, ptr %504, i64 4
  %596 = load i32, ptr %594, align 1
  store i32 %596, ptr %595, align 1
  %597 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %501
  %598 = load i32, ptr %597, align 4, !tbaa !26
  %599 = sext i32 %598 to i64
  %600 = sub nsw i64 0, %599
  %601 = getelementptr inbounds i8, ptr %594, i64 %600
  br label %605

602:                                              ; preds = %578
  %603 = load i64, ptr %505, align 1
  store i64 %603, ptr %504, align 1
  %604 = getelementptr inbounds i8, ptr %505, i64 8
  br label %605

605:                                              ; preds = %602, %580
  %606 = phi ptr [ %601, %580 ], [ %604, %602 ]
  %607 = ptrtoint ptr %606 to i64
  %608 = getelementptr inbounds i8, ptr %504, i64 8
  %609 = load i64, ptr %606, align 1
  store i64 %609, ptr %608, align 1
  %610 = icmp ugt i64 %502, 16
  br i1 %610, label %611, label %660

611:                                              ; preds = %605
  %612 = getelementptr i8, ptr %504, i64 16
  %613 = add i64 %500, %502
  %614 = add i64 %613, %8
  %615 = add i64 %500, %8
  %616 = add i64 %615, 24
  %617 = tail call i64 @llvm.umax.i64(i64 %614, i64 %616)
  %618 = add i64 %617, -17
  %619 = add i64 %500, %8
  %620 = sub i64 %618, %619
  %621 = lshr i64 %620, 3
  %622 = add nuw nsw i64 %621, 1
  %623 = icmp ult i64 %620, 104
  br i1 %623, label %650, label %624

624:                                              ; preds = %611
  %625 = add i64 %500, %8
  %626 = add i64 %625, 8
  %627 = sub i64 %626, %607
  %628 = icmp ult i64 %627, 32
  br i1 %628, label %650, label %629

629:                                              ; preds = %624
  %630 = and i64 %622, 4611686018427387900
  %631 = shl i64 %630, 3
  %632 = getelementptr i8, ptr %606, i64 %631
  %633 = shl i64 %630, 3
  %634 = getelementptr i8, ptr %612, i64 %633
  br label %635

635:                                              ; preds = %635, %629
  %636 = phi i64 [ 0, %629 ], [ %646, %635 ]
  %637 = shl i64 %636, 3
  %638 = getelementptr i8, ptr %606, i64 %637
  %639 = shl i64 %636, 3
  %640 = getelementptr i8, ptr %612, i64 %639
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = getelementptr inbounds i8, ptr %638, i64 24
  %643 = load <2 x i64>, ptr %641, align 1
  %644 = load <2 x i64>, ptr %642, align 1
  %645 = getelementptr i8, ptr %640, i64 16
  store <2 x i64> %643, ptr %640, align 1
  store <2 x i64> %644, ptr %645, align 1
  %646 = add nuw i64 %636, 4
  %647 = icmp eq i64 %646, %630
  br i1 %647, label %648, label %635, !llvm.loop !219

648:                                              ; preds = %635
  %649 = icmp eq i64 %622, %630
  br i1 %649, label %660, label %650

650:                                              ; preds = %648, %624, %611
  %651 = phi ptr [ %606, %624 ], [ %606, %611 ], [ %632, %648 ]
  %652 = phi ptr [ %612, %624 ], [ %612, %611 ], [ %634, %648 ]
  br label %653

653:                                              ; preds = %650, %653
  %654 = phi ptr [ %656, %653 ], [ %651, %650 ]
  %655 = phi ptr [ %658, %653 ], [ %652, %650 ]
  %656 = getelementptr inbounds i8, ptr %654, i64 8
  %657 = load i64, ptr %656, align 1
  store i64 %657, ptr %655, align 1
  %658 = getelementptr inbounds i8, ptr %655, i64 8
  %659 = icmp ult ptr %658, %507
  br i1 %659, label %653, label %660, !llvm.loop !220

660:                                              ; preds = %653, %605, %648, %576, %33
  %661 = phi ptr [ %503, %576 ], [ %0, %33 ], [ %503, %648 ], [ %503, %605 ], [ %503, %653 ]
  %662 = phi i64 [ %514, %576 ], [ 0, %33 ], [ %506, %648 ], [ %506, %605 ], [ %506, %653 ]
  %663 = getelementptr inbounds i8, ptr %1, i64 %662
  %664 = getelementptr inbounds i8, ptr %661, i64 1
  %665 = load i8, ptr %661, align 1, !tbaa !5
  %666 = zext i8 %665 to i32
  %667 = lshr i32 %666, 4
  %668 = icmp eq i32 %667, 15
  br i1 %668, label %336, label %296

669:                                              ; preds = %576, %434, %432
  %670 = phi ptr [ %515, %576 ], [ %438, %434 ], [ %27, %432 ]
  %671 = ptrtoint ptr %670 to i64
  %672 = sub i64 %671, %34
  %673 = trunc i64 %672 to i32
  br label %1323

674:                                              ; preds = %147, %121, %119, %69, %67, %55, %57, %109, %343, %469, %491, %479, %355, %353, %336
  %675 = phi ptr [ %472, %479 ], [ %492, %491 ], [ %346, %355 ], [ %346, %353 ], [ %339, %336 ], [ %472, %469 ], [ %346, %343 ], [ %112, %109 ], [ %60, %57 ], [ %104, %147 ], [ %60, %69 ], [ %60, %67 ], [ %49, %55 ], [ %112, %119 ], [ %112, %121 ]
  %676 = ptrtoint ptr %675 to i64
  %677 = ptrtoint ptr %0 to i64
  %678 = sub i64 %677, %676
  %679 = trunc i64 %678 to i32
  %680 = add nsw i32 %679, -1
  br label %1323

681:                                              ; preds = %16
  %682 = sub nsw i64 0, %13
  %683 = getelementptr inbounds i8, ptr %1, i64 %682
  %684 = icmp eq ptr %0, null
  %685 = icmp slt i32 %18, 0
  %686 = or i1 %684, %685
  br i1 %686, label %1323, label %687

687:                                              ; preds = %681
  %688 = sext i32 %2 to i64
  %689 = getelementptr inbounds i8, ptr %0, i64 %688
  %690 = zext nneg i32 %18 to i64
  %691 = getelementptr inbounds i8, ptr %1, i64 %690
  %692 = getelementptr inbounds i8, ptr %689, i64 -16
  %693 = getelementptr inbounds i8, ptr %691, i64 -32
  %694 = icmp eq i32 %18, 0
  br i1 %694, label %1323, label %695, !prof !16

695:                                              ; preds = %687
  %696 = icmp eq i32 %2, 0
  br i1 %696, label %1323, label %697, !prof !16

697:                                              ; preds = %695
  %698 = ptrtoint ptr %691 to i64
  %699 = ptrtoint ptr %1 to i64
  %700 = icmp ult i32 %18, 64
  br i1 %700, label %1301, label %701

701:                                              ; preds = %697
  %702 = getelementptr inbounds i8, ptr %689, i64 -17
  %703 = getelementptr inbounds i8, ptr %689, i64 -15
  %704 = getelementptr inbounds i8, ptr %689, i64 -32
  %705 = getelementptr inbounds i8, ptr %691, i64 -64
  %706 = getelementptr inbounds i8, ptr %689, i64 -4
  br label %707

707:                                              ; preds = %934, %701
  %708 = phi ptr [ %0, %701 ], [ %935, %934 ]
  %709 = phi ptr [ %1, %701 ], [ %936, %934 ]
  %710 = getelementptr inbounds i8, ptr %708, i64 1
  %711 = load i8, ptr %708, align 1, !tbaa !5
  %712 = zext i8 %711 to i32
  %713 = lshr i32 %712, 4
  %714 = zext nneg i32 %713 to i64
  %715 = icmp eq i32 %713, 15
  br i1 %715, label %716, label %753

716:                                              ; preds = %707
  %717 = icmp ult ptr %710, %703
  br i1 %717, label %718, label %1314, !prof !23

718:                                              ; preds = %716, %723
  %719 = phi ptr [ %721, %723 ], [ %710, %716 ]
  %720 = phi i64 [ %726, %723 ], [ 0, %716 ]
  %721 = getelementptr inbounds i8, ptr %719, i64 1
  %722 = icmp ugt ptr %721, %703
  br i1 %722, label %1314, label %723, !prof !16

723:                                              ; preds = %718
  %724 = load i8, ptr %719, align 1, !tbaa !5
  %725 = zext i8 %724 to i64
  %726 = add i64 %720, %725
  %727 = icmp eq i8 %724, -1
  br i1 %727, label %718, label %728, !llvm.loop !75

728:                                              ; preds = %723
  %729 = icmp eq i64 %726, -1
  br i1 %729, label %1314, label %730

730:                                              ; preds = %728
  %731 = add i64 %726, 15
  %732 = ptrtoint ptr %709 to i64
  %733 = xor i64 %732, -1
  %734 = icmp ugt i64 %731, %733
  %735 = ptrtoint ptr %721 to i64
  %736 = xor i64 %735, -1
  %737 = icmp ugt i64 %731, %736
  %738 = or i1 %734, %737
  br i1 %738, label %1314, label %739, !prof !76

739:                                              ; preds = %730
  %740 = getelementptr inbounds i8, ptr %709, i64 %731
  %741 = icmp ugt ptr %740, %693
  %742 = getelementptr inbounds i8, ptr %721, i64 %731
  %743 = icmp ugt ptr %742, %704
  %744 = select i1 %741, i1 true, i1 %743
  br i1 %744, label %1026, label %745

745:                                              ; preds = %739, %745
  %746 = phi ptr [ %751, %745 ], [ %721, %739 ]
  %747 = phi ptr [ %750, %745 ], [ %709, %739 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %747, ptr noundef nonnull align 1 dereferenceable(16) %746, i64 16, i1 false)
  %748 = getelementptr inbounds i8, ptr %747, i64 16
  %749 = getelementptr inbounds i8, ptr %746, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %748, ptr noundef nonnull align 1 dereferenceable(16) %749, i64 16, i1 false)
  %750 = getelementptr inbounds i8, ptr %747, i64 32
  %751 = getelementptr inbounds i8, ptr %746, i64 32
  %752 = icmp ult ptr %750, %740
  br i1 %752, label %745, label %758, !llvm.loop !77

753:                                              ; preds = %707
  %754 = getelementptr inbounds i8, ptr %709, i64 %714
  %755 = icmp ugt ptr %710, %702
  br i1 %755, label %1026, label %756

756:                                              ; preds = %753
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %709, ptr noundef nonnull align 1 dereferenceable(16) %710, i64 16, i1 false)
  %757 = getelementptr inbounds i8, ptr %710, i64 %714
  br label %758

758:                                              ; preds = %745, %756
  %759 = phi ptr [ %757, %756 ], [ %742, %745 ]
  %760 = phi ptr [ %754, %756 ], [ %740, %745 ]
  %761 = ptrtoint ptr %760 to i64
  %762 = load i16, ptr %759, align 1, !tbaa !5
  %763 = zext i16 %762 to i64
  %764 = getelementptr inbounds i8, ptr %759, i64 2
  %765 = sub nsw i64 0, %763
  %766 = getelementptr inbounds i8, ptr %760, i64 %765
  %767 = and i32 %712, 15
  %768 = icmp eq i32 %767, 15
  br i1 %768, label %769, label %791

769:                                              ; preds = %758, %774
  %770 = phi ptr [ %772, %774 ], [ %764, %758 ]
  %771 = phi i64 [ %777, %774 ], [ 0, %758 ]
  %772 = getelementptr inbounds i8, ptr %770, i64 1
  %773 = icmp ugt ptr %772, %706
  br i1 %773, label %1314, label %774, !prof !16

774:                                              ; preds = %769
  %775 = load i8, ptr %770, align 1, !tbaa !5
  %776 = zext i8 %775 to i64
  %777 = add i64 %771, %776
  %778 = icmp eq i8 %775, -1
  br i1 %778, label %769, label %779, !llvm.loop !75

779:                                              ; preds = %774
  %780 = icmp eq i64 %777, -1
  br i1 %780, label %1314, label %781

781:                                              ; preds = %779
  %782 = add i64 %777, 19
  %783 = ptrtoint ptr %760 to i64
  %784 = xor i64 %783, -1
  %785 = icmp ugt i64 %782, %784
  %786 = icmp ult ptr %766, %683
  %787 = select i1 %785, i1 true, i1 %786
  br i1 %787, label %1314, label %788, !prof !78

788:                                              ; preds = %781
  %789 = getelementptr inbounds i8, ptr %760, i64 %782
  %790 = icmp ult ptr %789, %705
  br i1 %790, label %808, label %1144

791:                                              ; preds = %758
  %792 = add nuw nsw i32 %767, 4
  %793 = zext nneg i32 %792 to i64
  %794 = getelementptr inbounds i8, ptr %760, i64 %793
  %795 = icmp ult ptr %794, %705
  br i1 %795, label %796, label %1144

796:                                              ; preds = %791
  %797 = icmp uge ptr %766, %683
  %798 = icmp ugt i16 %762, 7
  %799 = select i1 %797, i1 %798, i1 false
  br i1 %799, label %800, label %808

800:                                              ; preds = %796
  %801 = load i64, ptr %766, align 1
  store i64 %801, ptr %760, align 1
  %802 = getelementptr inbounds i8, ptr %760, i64 8
  %803 = getelementptr inbounds i8, ptr %766, i64 8
  %804 = load i64, ptr %803, align 1
  store i64 %804, ptr %802, align 1
  %805 = getelementptr inbounds i8, ptr %760, i64 16
  %806 = getelementptr inbounds i8, ptr %766, i64 16
  %807 = load i16, ptr %806, align 1
  store i16 %807, ptr %805, align 1
  br label %934

808:                                              ; preds = %796, %788
  %809 = phi ptr [ %764, %796 ], [ %772, %788 ]
  %810 = phi i64 [ %793, %796 ], [ %782, %788 ]
  %811 = icmp ult ptr %766, %683
  br i1 %811, label %1314, label %812, !prof !79

812:                                              ; preds = %808
  %813 = getelementptr inbounds i8, ptr %760, i64 %810
  %814 = icmp ult i16 %762, 16
  br i1 %814, label %815, label %946, !prof !16

815:                                              ; preds = %812
  switch i16 %762, label %827 [
    i16 1, label %816
    i16 2, label %820
    i16 4, label %825
  ]

816:                                              ; preds = %815
  %817 = load i8, ptr %766, align 1, !tbaa !5
  %818 = zext i8 %817 to i32
  %819 = mul nuw i32 %818, 16843009
  br label %900

820:                                              ; preds = %815
  %821 = load i16, ptr %766, align 1
  %822 = zext i16 %821 to i32
  %823 = shl nuw i32 %822, 16
  %824 = or disjoint i32 %823, %822
  br label %900

825:                                              ; preds = %815
  %826 = load i32, ptr %766, align 1
  br label %900

827:                                              ; preds = %815
  %828 = icmp ult i16 %762, 8
  br i1 %828, label %829, label %851

829:                                              ; preds = %827
  store i32 0, ptr %760, align 1, !tbaa !5
  %830 = load i8, ptr %766, align 1, !tbaa !5
  store i8 %830, ptr %760, align 1, !tbaa !5
  %831 = getelementptr inbounds i8, ptr %766, i64 1
  %832 = load i8, ptr %831, align 1, !tbaa !5
  %833 = getelementptr inbounds i8, ptr %760, i64 1
  store i8 %832, ptr %833, align 1, !tbaa !5
  %834 = getelementptr inbounds i8, ptr %766, i64 2
  %835 = load i8, ptr %834, align 1, !tbaa !5
  %836 = getelementptr inbounds i8, ptr %760, i64 2
  store i8 %835, ptr %836, align 1, !tbaa !5
  %837 = getelementptr inbounds i8, ptr %766, i64 3
  %838 = load i8, ptr %837, align 1, !tbaa !5
  %839 = getelementptr inbounds i8, ptr %760, i64 3
  store i8 %838, ptr %839, align 1, !tbaa !5
  %840 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %763
  %841 = load i32, ptr %840, align 4, !tbaa !26
  %842 = zext i32 %841 to i64
  %843 = getelementptr inbounds i8, ptr %766, i64 %842
  %844 = getelementptr inbounds i8, ptr %760, i64 4
  %845 = load i32, ptr %843, align 1
  store i32 %845, ptr %844, align 1
  %846 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %763
  %847 = load i32, ptr %846, align 4, !tbaa !26
  %848 = sext i32 %847 to i64
  %849 = sub nsw i64 0, %848
  %850 = getelementptr inbounds i8, ptr %843, i64 %849
  br label %854

851:                                              ; preds = %827
  %852 = load i64, ptr %766, align 1
  store i64 %852, ptr %760, align 1
  %853 = getelementptr inbounds i8, ptr %766, i64 8
  br label %854

854:                                              ; preds = %851, %829
  %855 = phi ptr [ %850, %829 ], [ %853, %851 ]
  %856 = getelementptr i8, ptr %760, i64 8
  %857 = add i64 %810, %761
  %858 = add i64 %761, 16
  %859 = tail call i64 @llvm.umax.i64(i64 %857, i64 %858)
  %860 = add i64 %859, -9
  %861 = sub i64 %860, %761
  %862 = lshr i64 %861, 3
  %863 = add nuw nsw i64 %862, 1
  %864 = icmp ult i64 %861, 24
  br i1 %864, label %890, label %865

865:                                              ; preds = %854
  %866 = ptrtoint ptr %855 to i64
  %867 = add i64 %761, 8
  %868 = sub i64 %867, %866
  %869 = icmp ult i64 %868, 32
  br i1 %869, label %890, label %870

870:                                              ; preds = %865
  %871 = and i64 %863, 4611686018427387900
  %872 = shl i64 %871, 3
  %873 = getelementptr i8, ptr %855, i64 %872
  %874 = shl i64 %871, 3
  %875 = getelementptr i8, ptr %856, i64 %874
  br label %876

876:                                              ; preds = %876, %870
  %877 = phi i64 [ 0, %870 ], [ %886, %876 ]
  %878 = shl i64 %877, 3
  %879 = getelementptr i8, ptr %855, i64 %878
  %880 = shl i64 %877, 3
  %881 = getelementptr i8, ptr %856, i64 %880
  %882 = getelementptr i8, ptr %879, i64 16
  %883 = load <2 x i64>, ptr %879, align 1
  %884 = load <2 x i64>, ptr %882, align 1
  %885 = getelementptr i8, ptr %881, i64 16
  store <2 x i64> %883, ptr %881, align 1
  store <2 x i64> %884, ptr %885, align 1
  %886 = add nuw i64 %877, 4
  %887 = icmp eq i64 %886, %871
  br i1 %887, label %888, label %876, !llvm.loop !221

888:                                              ; preds = %876
  %889 = icmp eq i64 %863, %871
  br i1 %889, label %934, label %890

890:                                              ; preds = %888, %865, %854
  %891 = phi ptr [ %855, %865 ], [ %855, %854 ], [ %873, %888 ]
  %892 = phi ptr [ %856, %865 ], [ %856, %854 ], [ %875, %888 ]
  br label %893

893:                                              ; preds = %890, %893
  %894 = phi ptr [ %898, %893 ], [ %891, %890 ]
  %895 = phi ptr [ %897, %893 ], [ %892, %890 ]
  %896 = load i64, ptr %894, align 1
  store i64 %896, ptr %895, align 1
  %897 = getelementptr inbounds i8, ptr %895, i64 8
  %898 = getelementptr inbounds i8, ptr %894, i64 8
  %899 = icmp ult ptr %897, %813
  br i1 %899, label %893, label %934, !llvm.loop !222

900:                                              ; preds = %825, %820, %816
  %901 = phi i32 [ %826, %825 ], [ %824, %820 ], [ %819, %816 ]
  store i32 %901, ptr %760, align 1
  %902 = getelementptr inbounds i8, ptr %760, i64 4
  store i32 %901, ptr %902, align 1
  %903 = icmp sgt i64 %810, 8
  br i1 %903, label %904, label %934

904:                                              ; preds = %900
  %905 = getelementptr inbounds i8, ptr %760, i64 8
  %906 = add i64 %810, %761
  %907 = add i64 %761, 16
  %908 = tail call i64 @llvm.umax.i64(i64 %906, i64 %907)
  %909 = add i64 %908, -9
  %910 = sub i64 %909, %761
  %911 = lshr i64 %910, 3
  %912 = add nuw nsw i64 %911, 1
  %913 = icmp ult i64 %910, 24
  br i1 %913, label %937, label %914

914:                                              ; preds = %904
  %915 = and i64 %912, 4611686018427387900
  %916 = shl i64 %915, 3
  %917 = getelementptr i8, ptr %905, i64 %916
  %918 = shl i64 %915, 3
  %919 = getelementptr i8, ptr %760, i64 %918
  %920 = insertelement <2 x i32> poison, i32 %901, i64 0
  %921 = getelementptr i8, ptr %760, i64 8
  %922 = getelementptr i8, ptr %760, i64 8
  %923 = shufflevector <2 x i32> %920, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %924

924:                                              ; preds = %924, %914
  %925 = phi i64 [ 0, %914 ], [ %930, %924 ]
  %926 = shl i64 %925, 3
  %927 = or disjoint i64 %926, 16
  %928 = getelementptr i8, ptr %921, i64 %926
  %929 = getelementptr i8, ptr %922, i64 %927
  store <4 x i32> %923, ptr %928, align 1
  store <4 x i32> %923, ptr %929, align 1
  %930 = add nuw i64 %925, 4
  %931 = icmp eq i64 %930, %915
  br i1 %931, label %932, label %924, !llvm.loop !223

932:                                              ; preds = %924
  %933 = icmp eq i64 %912, %915
  br i1 %933, label %934, label %937

934:                                              ; preds = %946, %940, %893, %932, %888, %900, %800
  %935 = phi ptr [ %764, %800 ], [ %809, %900 ], [ %809, %888 ], [ %809, %932 ], [ %809, %893 ], [ %809, %940 ], [ %809, %946 ]
  %936 = phi ptr [ %794, %800 ], [ %813, %900 ], [ %813, %888 ], [ %813, %932 ], [ %813, %893 ], [ %813, %940 ], [ %813, %946 ]
  br label %707

937:                                              ; preds = %932, %904
  %938 = phi ptr [ %905, %904 ], [ %917, %932 ]
  %939 = phi ptr [ %760, %904 ], [ %919, %932 ]
  br label %940

940:                                              ; preds = %937, %940
  %941 = phi ptr [ %944, %940 ], [ %938, %937 ]
  %942 = phi ptr [ %941, %940 ], [ %939, %937 ]
  store i32 %901, ptr %941, align 1
  %943 = getelementptr inbounds i8, ptr %942, i64 12
  store i32 %901, ptr %943, align 1
  %944 = getelementptr inbounds i8, ptr %941, i64 8
  %945 = icmp ult ptr %944, %813
  br i1 %945, label %940, label %934, !llvm.loop !224

946:                                              ; preds = %812, %946
  %947 = phi ptr [ %952, %946 ], [ %766, %812 ]
  %948 = phi ptr [ %951, %946 ], [ %760, %812 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %948, ptr noundef nonnull align 1 dereferenceable(16) %947, i64 16, i1 false)
  %949 = getelementptr inbounds i8, ptr %948, i64 16
  %950 = getelementptr inbounds i8, ptr %947, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %949, ptr noundef nonnull align 1 dereferenceable(16) %950, i64 16, i1 false)
  %951 = getelementptr inbounds i8, ptr %948, i64 32
  %952 = getelementptr inbounds i8, ptr %947, i64 32
  %953 = icmp ult ptr %951, %813
  br i1 %953, label %946, label %934, !llvm.loop !77

954:                                              ; preds = %1301, %978
  %955 = phi i32 [ %991, %978 ], [ %1307, %1301 ]
  %956 = phi i32 [ %990, %978 ], [ %1306, %1301 ]
  %957 = phi ptr [ %988, %978 ], [ %1304, %1301 ]
  %958 = phi ptr [ %987, %978 ], [ %1303, %1301 ]
  %959 = zext nneg i32 %955 to i64
  %960 = icmp ult ptr %957, %692
  %961 = icmp ule ptr %958, %693
  %962 = and i1 %960, %961
  br i1 %962, label %963, label %1020, !prof !23

963:                                              ; preds = %954
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %958, ptr noundef nonnull align 1 dereferenceable(16) %957, i64 16, i1 false)
  %964 = getelementptr inbounds i8, ptr %958, i64 %959
  %965 = getelementptr inbounds i8, ptr %957, i64 %959
  %966 = and i32 %956, 15
  %967 = zext nneg i32 %966 to i64
  %968 = load i16, ptr %965, align 1, !tbaa !5
  %969 = zext i16 %968 to i64
  %970 = getelementptr inbounds i8, ptr %965, i64 2
  %971 = sub nsw i64 0, %969
  %972 = getelementptr inbounds i8, ptr %964, i64 %971
  %973 = icmp eq i32 %966, 15
  %974 = icmp ult i16 %968, 8
  %975 = select i1 %973, i1 true, i1 %974
  %976 = icmp ult ptr %972, %683
  %977 = select i1 %975, i1 true, i1 %976
  br i1 %977, label %1113, label %978

978:                                              ; preds = %963
  %979 = load i64, ptr %972, align 1
  store i64 %979, ptr %964, align 1
  %980 = getelementptr inbounds i8, ptr %964, i64 8
  %981 = getelementptr inbounds i8, ptr %972, i64 8
  %982 = load i64, ptr %981, align 1
  store i64 %982, ptr %980, align 1
  %983 = getelementptr inbounds i8, ptr %964, i64 16
  %984 = getelementptr inbounds i8, ptr %972, i64 16
  %985 = load i16, ptr %984, align 1
  store i16 %985, ptr %983, align 1
  %986 = getelementptr inbounds i8, ptr %964, i64 %967
  %987 = getelementptr inbounds i8, ptr %986, i64 4
  %988 = getelementptr inbounds i8, ptr %965, i64 3
  %989 = load i8, ptr %970, align 1, !tbaa !5
  %990 = zext i8 %989 to i32
  %991 = lshr i32 %990, 4
  %992 = icmp eq i32 %991, 15
  br i1 %992, label %993, label %954

993:                                              ; preds = %978, %1301
  %994 = phi ptr [ %1303, %1301 ], [ %987, %978 ]
  %995 = phi ptr [ %1304, %1301 ], [ %988, %978 ]
  %996 = phi i32 [ %1306, %1301 ], [ %990, %978 ]
  %997 = getelementptr inbounds i8, ptr %689, i64 -15
  %998 = icmp ult ptr %995, %997
  br i1 %998, label %999, label %1314, !prof !23

999:                                              ; preds = %993, %1004
  %1000 = phi ptr [ %1002, %1004 ], [ %995, %993 ]
  %1001 = phi i64 [ %1007, %1004 ], [ 0, %993 ]
  %1002 = getelementptr inbounds i8, ptr %1000, i64 1
  %1003 = icmp ugt ptr %1002, %997
  br i1 %1003, label %1314, label %1004, !prof !16

1004:                                             ; preds = %999
  %1005 = load i8, ptr %1000, align 1, !tbaa !5
  %1006 = zext i8 %1005 to i64
  %1007 = add i64 %1001, %1006
  %1008 = icmp eq i8 %1005, -1
  br i1 %1008, label %999, label %1009, !llvm.loop !75

1009:                                             ; preds = %1004
  %1010 = icmp eq i64 %1007, -1
  br i1 %1010, label %1314, label %1011

1011:                                             ; preds = %1009
  %1012 = add i64 %1007, 15
  %1013 = ptrtoint ptr %994 to i64
  %1014 = xor i64 %1013, -1
  %1015 = icmp ugt i64 %1012, %1014
  %1016 = ptrtoint ptr %1002 to i64
  %1017 = xor i64 %1016, -1
  %1018 = icmp ugt i64 %1012, %1017
  %1019 = or i1 %1015, %1018
  br i1 %1019, label %1314, label %1020, !prof !76

1020:                                             ; preds = %954, %1011
  %1021 = phi ptr [ %994, %1011 ], [ %958, %954 ]
  %1022 = phi i32 [ %996, %1011 ], [ %956, %954 ]
  %1023 = phi ptr [ %1002, %1011 ], [ %957, %954 ]
  %1024 = phi i64 [ %1012, %1011 ], [ %959, %954 ]
  %1025 = getelementptr inbounds i8, ptr %1021, i64 %1024
  br label %1026

1026:                                             ; preds = %753, %739, %1020
  %1027 = phi ptr [ %1023, %1020 ], [ %710, %753 ], [ %721, %739 ]
  %1028 = phi i64 [ %1024, %1020 ], [ %714, %753 ], [ %731, %739 ]
  %1029 = phi i32 [ %1022, %1020 ], [ %712, %739 ], [ %712, %753 ]
  %1030 = phi ptr [ %1025, %1020 ], [ %754, %753 ], [ %740, %739 ]
  %1031 = phi ptr [ %1021, %1020 ], [ %709, %739 ], [ %709, %753 ]
  %1032 = ptrtoint ptr %1030 to i64
  %1033 = ptrtoint ptr %1031 to i64
  %1034 = ptrtoint ptr %1027 to i64
  %1035 = getelementptr inbounds i8, ptr %691, i64 -12
  %1036 = icmp ugt ptr %1030, %1035
  br i1 %1036, label %1075, label %1037

1037:                                             ; preds = %1026
  %1038 = getelementptr inbounds i8, ptr %1027, i64 %1028
  %1039 = getelementptr inbounds i8, ptr %689, i64 -8
  %1040 = icmp ugt ptr %1038, %1039
  br i1 %1040, label %1075, label %1041

1041:                                             ; preds = %1037
  %1042 = add i64 %1033, 8
  %1043 = tail call i64 @llvm.umax.i64(i64 %1032, i64 %1042)
  %1044 = xor i64 %1033, -1
  %1045 = add i64 %1043, %1044
  %1046 = lshr i64 %1045, 3
  %1047 = add nuw nsw i64 %1046, 1
  %1048 = icmp ult i64 %1045, 56
  %1049 = sub i64 %1033, %1034
  %1050 = icmp ult i64 %1049, 32
  %1051 = select i1 %1048, i1 true, i1 %1050
  br i1 %1051, label %1052, label %1055

1052:                                             ; preds = %1073, %1041
  %1053 = phi ptr [ %1027, %1041 ], [ %1058, %1073 ]
  %1054 = phi ptr [ %1031, %1041 ], [ %1060, %1073 ]
  br label %1096

1055:                                             ; preds = %1041
  %1056 = and i64 %1047, 4611686018427387900
  %1057 = shl i64 %1056, 3
  %1058 = getelementptr i8, ptr %1027, i64 %1057
  %1059 = shl i64 %1056, 3
  %1060 = getelementptr i8, ptr %1031, i64 %1059
  br label %1061

1061:                                             ; preds = %1061, %1055
  %1062 = phi i64 [ 0, %1055 ], [ %1071, %1061 ]
  %1063 = shl i64 %1062, 3
  %1064 = getelementptr i8, ptr %1027, i64 %1063
  %1065 = shl i64 %1062, 3
  %1066 = getelementptr i8, ptr %1031, i64 %1065
  %1067 = getelementptr i8, ptr %1064, i64 16
  %1068 = load <2 x i64>, ptr %1064, align 1
  %1069 = load <2 x i64>, ptr %1067, align 1
  %1070 = getelementptr i8, ptr %1066, i64 16
  store <2 x i64> %1068, ptr %1066, align 1
  store <2 x i64> %1069, ptr %1070, align 1
  %1071 = add nuw i64 %1062, 4
  %1072 = icmp eq i64 %1071, %1056
  br i1 %1072, label %1073, label %1061, !llvm.loop !225

1073:                                             ; preds = %1061
  %1074 = icmp eq i64 %1047, %1056
  br i1 %1074, label %1103, label %1052

1075:                                             ; preds = %1037, %1026
  %1076 = getelementptr inbounds i8, ptr %1027, i64 %1028
  %1077 = icmp ugt ptr %1076, %689
  %1078 = ptrtoint ptr %689 to i64
  %1079 = ptrtoint ptr %1027 to i64
  %1080 = sub i64 %1078, %1079
  %1081 = getelementptr inbounds i8, ptr %1031, i64 %1080
  %1082 = select i1 %1077, ptr %1081, ptr %1030
  %1083 = icmp ugt ptr %1082, %691
  br i1 %1083, label %1084, label %1088

1084:                                             ; preds = %1075
  %1085 = ptrtoint ptr %1031 to i64
  %1086 = sub i64 %698, %1085
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %1031, ptr nonnull align 1 %1027, i64 %1086, i1 false)
  %1087 = getelementptr inbounds i8, ptr %1031, i64 %1086
  br label %1309

1088:                                             ; preds = %1075
  %1089 = select i1 %1077, i64 %1080, i64 %1028
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %1031, ptr nonnull align 1 %1027, i64 %1089, i1 false)
  %1090 = getelementptr inbounds i8, ptr %1027, i64 %1089
  %1091 = getelementptr inbounds i8, ptr %1031, i64 %1089
  %1092 = icmp ne ptr %1082, %691
  %1093 = getelementptr inbounds i8, ptr %689, i64 -2
  %1094 = icmp ult ptr %1090, %1093
  %1095 = select i1 %1092, i1 %1094, i1 false
  br i1 %1095, label %1103, label %1309

1096:                                             ; preds = %1052, %1096
  %1097 = phi ptr [ %1101, %1096 ], [ %1053, %1052 ]
  %1098 = phi ptr [ %1100, %1096 ], [ %1054, %1052 ]
  %1099 = load i64, ptr %1097, align 1
  store i64 %1099, ptr %1098, align 1
  %1100 = getelementptr inbounds i8, ptr %1098, i64 8
  %1101 = getelementptr inbounds i8, ptr %1097, i64 8
  %1102 = icmp ult ptr %1100, %1030
  br i1 %1102, label %1096, label %1103, !llvm.loop !226

1103:                                             ; preds = %1096, %1073, %1088
  %1104 = phi ptr [ %1090, %1088 ], [ %1038, %1073 ], [ %1038, %1096 ]
  %1105 = phi ptr [ %1091, %1088 ], [ %1030, %1073 ], [ %1030, %1096 ]
  %1106 = load i16, ptr %1104, align 1, !tbaa !5
  %1107 = zext i16 %1106 to i64
  %1108 = getelementptr inbounds i8, ptr %1104, i64 2
  %1109 = sub nsw i64 0, %1107
  %1110 = getelementptr inbounds i8, ptr %1105, i64 %1109
  %1111 = and i32 %1029, 15
  %1112 = zext nneg i32 %1111 to i64
  br label %1113

1113:                                             ; preds = %963, %1103
  %1114 = phi ptr [ %1108, %1103 ], [ %970, %963 ]
  %1115 = phi i64 [ %1112, %1103 ], [ %967, %963 ]
  %1116 = phi i64 [ %1107, %1103 ], [ %969, %963 ]
  %1117 = phi ptr [ %1110, %1103 ], [ %972, %963 ]
  %1118 = phi ptr [ %1105, %1103 ], [ %964, %963 ]
  %1119 = icmp eq i64 %1115, 15
  br i1 %1119, label %1120, label %1140

1120:                                             ; preds = %1113
  %1121 = getelementptr inbounds i8, ptr %689, i64 -4
  br label %1122

1122:                                             ; preds = %1127, %1120
  %1123 = phi ptr [ %1114, %1120 ], [ %1125, %1127 ]
  %1124 = phi i64 [ 0, %1120 ], [ %1130, %1127 ]
  %1125 = getelementptr inbounds i8, ptr %1123, i64 1
  %1126 = icmp ugt ptr %1125, %1121
  br i1 %1126, label %1314, label %1127, !prof !16

1127:                                             ; preds = %1122
  %1128 = load i8, ptr %1123, align 1, !tbaa !5
  %1129 = zext i8 %1128 to i64
  %1130 = add i64 %1124, %1129
  %1131 = icmp eq i8 %1128, -1
  br i1 %1131, label %1122, label %1132, !llvm.loop !75

1132:                                             ; preds = %1127
  %1133 = icmp eq i64 %1130, -1
  %1134 = add i64 %1130, 15
  %1135 = ptrtoint ptr %1118 to i64
  %1136 = xor i64 %1135, -1
  %1137 = icmp ugt i64 %1134, %1136
  %1138 = select i1 %1133, i1 true, i1 %1137
  %1139 = select i1 %1133, i64 15, i64 %1134
  br i1 %1138, label %1314, label %1140

1140:                                             ; preds = %1132, %1113
  %1141 = phi ptr [ %1125, %1132 ], [ %1114, %1113 ]
  %1142 = phi i64 [ %1139, %1132 ], [ %1115, %1113 ]
  %1143 = add i64 %1142, 4
  br label %1144

1144:                                             ; preds = %791, %788, %1140
  %1145 = phi ptr [ %1141, %1140 ], [ %764, %791 ], [ %772, %788 ]
  %1146 = phi i64 [ %1143, %1140 ], [ %793, %791 ], [ %782, %788 ]
  %1147 = phi i64 [ %1116, %1140 ], [ %763, %788 ], [ %763, %791 ]
  %1148 = phi ptr [ %1117, %1140 ], [ %766, %788 ], [ %766, %791 ]
  %1149 = phi ptr [ %1118, %1140 ], [ %760, %788 ], [ %760, %791 ]
  %1150 = ptrtoint ptr %1148 to i64
  %1151 = ptrtoint ptr %1149 to i64
  %1152 = icmp ult ptr %1148, %683
  br i1 %1152, label %1314, label %1153, !prof !79

1153:                                             ; preds = %1144
  %1154 = getelementptr inbounds i8, ptr %1149, i64 %1146
  %1155 = getelementptr inbounds i8, ptr %691, i64 -12
  %1156 = icmp ugt ptr %1154, %1155
  br i1 %1156, label %1157, label %1223

1157:                                             ; preds = %1153
  %1158 = ptrtoint ptr %1149 to i64
  %1159 = sub i64 %698, %1158
  %1160 = tail call i64 @llvm.umin.i64(i64 %1146, i64 %1159)
  %1161 = getelementptr inbounds i8, ptr %1148, i64 %1160
  %1162 = getelementptr inbounds i8, ptr %1149, i64 %1160
  %1163 = icmp ugt ptr %1161, %1149
  br i1 %1163, label %1164, label %1220

1164:                                             ; preds = %1157
  %1165 = icmp sgt i64 %1160, 0
  br i1 %1165, label %1166, label %1221

1166:                                             ; preds = %1164
  %1167 = add i64 %1160, %1158
  %1168 = add i64 %1158, 1
  %1169 = tail call i64 @llvm.umax.i64(i64 %1167, i64 %1168)
  %1170 = sub i64 %1169, %1158
  %1171 = icmp ult i64 %1170, 8
  %1172 = sub i64 %1158, %1150
  %1173 = icmp ult i64 %1172, 32
  %1174 = or i1 %1171, %1173
  br i1 %1174, label %1210, label %1175

1175:                                             ; preds = %1166
  %1176 = icmp ult i64 %1170, 32
  br i1 %1176, label %1196, label %1177

1177:                                             ; preds = %1175
  %1178 = and i64 %1170, -32
  br label %1179

1179:                                             ; preds = %1179, %1177
  %1180 = phi i64 [ 0, %1177 ], [ %1187, %1179 ]
  %1181 = getelementptr i8, ptr %1149, i64 %1180
  %1182 = getelementptr i8, ptr %1148, i64 %1180
  %1183 = getelementptr i8, ptr %1182, i64 16
  %1184 = load <16 x i8>, ptr %1182, align 1, !tbaa !5
  %1185 = load <16 x i8>, ptr %1183, align 1, !tbaa !5
  %1186 = getelementptr i8, ptr %1181, i64 16
  store <16 x i8> %1184, ptr %1181, align 1, !tbaa !5
  store <16 x i8> %1185, ptr %1186, align 1, !tbaa !5
  %1187 = add nuw i64 %1180, 32
  %1188 = icmp eq i64 %1187, %1178
  br i1 %1188, label %1189, label %1179, !llvm.loop !227

1189:                                             ; preds = %1179
  %1190 = icmp eq i64 %1170, %1178
  br i1 %1190, label %1221, label %1191

1191:                                             ; preds = %1189
  %1192 = getelementptr i8, ptr %1148, i64 %1178
  %1193 = getelementptr i8, ptr %1149, i64 %1178
  %1194 = and i64 %1170, 24
  %1195 = icmp eq i64 %1194, 0
  br i1 %1195, label %1210, label %1196

1196:                                             ; preds = %1175, %1191
  %1197 = phi i64 [ %1178, %1191 ], [ 0, %1175 ]
  %1198 = and i64 %1170, -8
  %1199 = getelementptr i8, ptr %1149, i64 %1198
  %1200 = getelementptr i8, ptr %1148, i64 %1198
  br label %1201

1201:                                             ; preds = %1201, %1196
  %1202 = phi i64 [ %1197, %1196 ], [ %1206, %1201 ]
  %1203 = getelementptr i8, ptr %1149, i64 %1202
  %1204 = getelementptr i8, ptr %1148, i64 %1202
  %1205 = load <8 x i8>, ptr %1204, align 1, !tbaa !5
  store <8 x i8> %1205, ptr %1203, align 1, !tbaa !5
  %1206 = add nuw i64 %1202, 8
  %1207 = icmp eq i64 %1206, %1198
  br i1 %1207, label %1208, label %1201, !llvm.loop !228

1208:                                             ; preds = %1201
  %1209 = icmp eq i64 %1170, %1198
  br i1 %1209, label %1221, label %1210

1210:                                             ; preds = %1208, %1166, %1191
  %1211 = phi ptr [ %1149, %1166 ], [ %1193, %1191 ], [ %1199, %1208 ]
  %1212 = phi ptr [ %1148, %1166 ], [ %1192, %1191 ], [ %1200, %1208 ]
  br label %1213

1213:                                             ; preds = %1210, %1213
  %1214 = phi ptr [ %1218, %1213 ], [ %1211, %1210 ]
  %1215 = phi ptr [ %1216, %1213 ], [ %1212, %1210 ]
  %1216 = getelementptr inbounds i8, ptr %1215, i64 1
  %1217 = load i8, ptr %1215, align 1, !tbaa !5
  %1218 = getelementptr inbounds i8, ptr %1214, i64 1
  store i8 %1217, ptr %1214, align 1, !tbaa !5
  %1219 = icmp ult ptr %1218, %1162
  br i1 %1219, label %1213, label %1221, !llvm.loop !229

1220:                                             ; preds = %1157
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1149, ptr align 1 %1148, i64 %1160, i1 false)
  br label %1221

1221:                                             ; preds = %1213, %1189, %1208, %1220, %1164
  %1222 = icmp eq ptr %1162, %691
  br i1 %1222, label %1309, label %1301

1223:                                             ; preds = %1153
  %1224 = icmp ult i64 %1147, 8
  br i1 %1224, label %1225, label %1247, !prof !16

1225:                                             ; preds = %1223
  store i32 0, ptr %1149, align 1, !tbaa !5
  %1226 = load i8, ptr %1148, align 1, !tbaa !5
  store i8 %1226, ptr %1149, align 1, !tbaa !5
  %1227 = getelementptr inbounds i8, ptr %1148, i64 1
  %1228 = load i8, ptr %1227, align 1, !tbaa !5
  %1229 = getelementptr inbounds i8, ptr %1149, i64 1
  store i8 %1228, ptr %1229, align 1, !tbaa !5
  %1230 = getelementptr inbounds i8, ptr %1148, i64 2
  %1231 = load i8, ptr %1230, align 1, !tbaa !5
  %1232 = getelementptr inbounds i8, ptr %1149, i64 2
  store i8 %1231, ptr %1232, align 1, !tbaa !5
  %1233 = getelementptr inbounds i8, ptr %1148, i64 3
  %1234 = load i8, ptr %1233, align 1, !tbaa !5
  %1235 = getelementptr inbounds i8, ptr %1149, i64 3
  store i8 %1234, ptr %1235, align 1, !tbaa !5
  %1236 = getelementptr inbounds [8 x i32], ptr @inc32table, i64 0, i64 %1147
  %1237 = load i32, ptr %1236, align 4, !tbaa !26
  %1238 = zext i32 %1237 to i64
  %1239 = getelementptr inbounds i8, ptr %1148, i64 %1238
  %1240 = getelementptr inbounds i8, ptr %1149, i64 4
  %1241 = load i32, ptr %1239, align 1
  store i32 %1241, ptr %1240, align 1
  %1242 = getelementptr inbounds [8 x i32], ptr @dec64table, i64 0, i64 %1147
  %1243 = load i32, ptr %1242, align 4, !tbaa !26
  %1244 = sext i32 %1243 to i64
  %1245 = sub nsw i64 0, %1244
  %1246 = getelementptr inbounds i8, ptr %1239, i64 %1245
  br label %1250

1247:                                             ; preds = %1223
  %1248 = load i64, ptr %1148, align 1
  store i64 %1248, ptr %1149, align 1
  %1249 = getelementptr inbounds i8, ptr %1148, i64 8
  br label %1250

1250:                                             ; preds = %1247, %1225
  %1251 = phi ptr [ %1246, %1225 ], [ %1249, %1247 ]
  %1252 = ptrtoint ptr %1251 to i64
  %1253 = getelementptr inbounds i8, ptr %1149, i64 8
  %1254 = load i64, ptr %1251, align 1
  store i64 %1254, ptr %1253, align 1
  %1255 = icmp ugt i64 %1146, 16
  br i1 %1255, label %1256, label %1301

1256:                                             ; preds = %1250
  %1257 = getelementptr i8, ptr %1149, i64 16
  %1258 = add i64 %1146, %1151
  %1259 = add i64 %1151, 24
  %1260 = tail call i64 @llvm.umax.i64(i64 %1258, i64 %1259)
  %1261 = add i64 %1260, -17
  %1262 = sub i64 %1261, %1151
  %1263 = lshr i64 %1262, 3
  %1264 = add nuw nsw i64 %1263, 1
  %1265 = icmp ult i64 %1262, 72
  br i1 %1265, label %1291, label %1266

1266:                                             ; preds = %1256
  %1267 = add i64 %1151, 8
  %1268 = sub i64 %1267, %1252
  %1269 = icmp ult i64 %1268, 32
  br i1 %1269, label %1291, label %1270

1270:                                             ; preds = %1266
  %1271 = and i64 %1264, 4611686018427387900
  %1272 = shl i64 %1271, 3
  %1273 = getelementptr i8, ptr %1251, i64 %1272
  %1274 = shl i64 %1271, 3
  %1275 = getelementptr i8, ptr %1257, i64 %1274
  br label %1276

1276:                                             ; preds = %1276, %1270
  %1277 = phi i64 [ 0, %1270 ], [ %1287, %1276 ]
  %1278 = shl i64 %1277, 3
  %1279 = getelementptr i8, ptr %1251, i64 %1278
  %1280 = shl i64 %1277, 3
  %1281 = getelementptr i8, ptr %1257, i64 %1280
  %1282 = getelementptr inbounds i8, ptr %1279, i64 8
  %1283 = getelementptr inbounds i8, ptr %1279, i64 24
  %1284 = load <2 x i64>, ptr %1282, align 1
  %1285 = load <2 x i64>, ptr %1283, align 1
  %1286 = getelementptr i8, ptr %1281, i64 16
  store <2 x i64> %1284, ptr %1281, align 1
  store <2 x i64> %1285, ptr %1286, align 1
  %1287 = add nuw i64 %1277, 4
  %1288 = icmp eq i64 %1287, %1271
  br i1 %1288, label %1289, label %1276, !llvm.loop !230

1289:                                             ; preds = %1276
  %1290 = icmp eq i64 %1264, %1271
  br i1 %1290, label %1301, label %1291

1291:                                             ; preds = %1289, %1266, %1256
  %1292 = phi ptr [ %1251, %1266 ], [ %1251, %1256 ], [ %1273, %1289 ]
  %1293 = phi ptr [ %1257, %1266 ], [ %1257, %1256 ], [ %1275, %1289 ]
  br label %1294

1294:                                             ; preds = %1291, %1294
  %1295 = phi ptr [ %1297, %1294 ], [ %1292, %1291 ]
  %1296 = phi ptr [ %1299, %1294 ], [ %1293, %1291 ]
  %1297 = getelementptr inbounds i8, ptr %1295, i64 8
  %1298 = load i64, ptr %1297, align 1
  store i64 %1298, ptr %1296, align 1
  %1299 = getelementptr inbounds i8, ptr %1296, i64 8
  %1300 = icmp ult ptr %1299, %1154
  br i1 %1300, label %1294, label %1301, !llvm.loop !231

1301:                                             ; preds = %1294, %1250, %1289, %1221, %697
  %1302 = phi ptr [ %1145, %1221 ], [ %0, %697 ], [ %1145, %1289 ], [ %1145, %1250 ], [ %1145, %1294 ]
  %1303 = phi ptr [ %1162, %1221 ], [ %1, %697 ], [ %1154, %1289 ], [ %1154, %1250 ], [ %1154, %1294 ]
  %1304 = getelementptr inbounds i8, ptr %1302, i64 1
  %1305 = load i8, ptr %1302, align 1, !tbaa !5
  %1306 = zext i8 %1305 to i32
  %1307 = lshr i32 %1306, 4
  %1308 = icmp eq i32 %1307, 15
  br i1 %1308, label %993, label %954

1309:                                             ; preds = %1221, %1088, %1084
  %1310 = phi ptr [ %691, %1221 ], [ %1091, %1088 ], [ %1087, %1084 ]
  %1311 = ptrtoint ptr %1310 to i64
  %1312 = sub i64 %1311, %699
  %1313 = trunc i64 %1312 to i32
  br label %1323

1314:                                             ; preds = %808, %781, %779, %730, %728, %716, %718, %769, %999, %1122, %1144, %1132, %1011, %1009, %993
  %1315 = phi ptr [ %1125, %1132 ], [ %1145, %1144 ], [ %1002, %1011 ], [ %1002, %1009 ], [ %995, %993 ], [ %1125, %1122 ], [ %1002, %999 ], [ %772, %769 ], [ %721, %718 ], [ %809, %808 ], [ %721, %730 ], [ %721, %728 ], [ %710, %716 ], [ %772, %779 ], [ %772, %781 ]
  %1316 = ptrtoint ptr %1315 to i64
  %1317 = ptrtoint ptr %0 to i64
  %1318 = sub i64 %1317, %1316
  %1319 = trunc i64 %1318 to i32
  %1320 = add nsw i32 %1319, -1
  br label %1323

1321:                                             ; preds = %12
  %1322 = tail call i32 @LZ4_decompress_safe_partial_forceExtDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %13)
  br label %1323

1323:                                             ; preds = %1314, %1309, %695, %687, %681, %674, %669, %31, %23, %19, %1321, %10
  %1324 = phi i32 [ %11, %10 ], [ %1322, %1321 ], [ -1, %19 ], [ %680, %674 ], [ %673, %669 ], [ -1, %31 ], [ 0, %23 ], [ -1, %681 ], [ %1320, %1314 ], [ %1313, %1309 ], [ -1, %695 ], [ 0, %687 ]
  ret i32 %1324
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_fast_usingDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %5
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds i8, ptr %3, i64 %8
  %10 = icmp eq ptr %9, %1
  br i1 %10, label %11, label %163

11:                                               ; preds = %5, %7
  %12 = phi i64 [ %8, %7 ], [ 0, %5 ]
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  %15 = sub nsw i64 0, %12
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = ptrtoint ptr %14 to i64
  %18 = ptrtoint ptr %16 to i64
  br label %19

19:                                               ; preds = %153, %11
  %20 = phi ptr [ %0, %11 ], [ %70, %153 ]
  %21 = phi ptr [ %1, %11 ], [ %154, %153 ]
  %22 = getelementptr inbounds i8, ptr %20, i64 1
  %23 = load i8, ptr %20, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = lshr i32 %24, 4
  %26 = zext nneg i32 %25 to i64
  %27 = icmp eq i32 %25, 15
  br i1 %27, label %28, label %38

28:                                               ; preds = %19, %28
  %29 = phi ptr [ %33, %28 ], [ %22, %19 ]
  %30 = phi i64 [ %34, %28 ], [ 0, %19 ]
  %31 = load i8, ptr %29, align 1, !tbaa !5
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds i8, ptr %29, i64 1
  %34 = add i64 %30, %32
  %35 = icmp eq i8 %31, -1
  br i1 %35, label %28, label %36, !llvm.loop !74

36:                                               ; preds = %28
  %37 = add i64 %34, 15
  br label %38

38:                                               ; preds = %36, %19
  %39 = phi ptr [ %33, %36 ], [ %22, %19 ]
  %40 = phi i64 [ %37, %36 ], [ %26, %19 ]
  %41 = ptrtoint ptr %21 to i64
  %42 = sub i64 %17, %41
  %43 = icmp ult i64 %42, %40
  br i1 %43, label %165, label %44

44:                                               ; preds = %38
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %21, ptr nonnull align 1 %39, i64 %40, i1 false)
  %45 = getelementptr inbounds i8, ptr %21, i64 %40
  %46 = getelementptr inbounds i8, ptr %39, i64 %40
  %47 = ptrtoint ptr %45 to i64
  %48 = sub i64 %17, %47
  %49 = icmp ult i64 %48, 12
  br i1 %49, label %50, label %52

50:                                               ; preds = %44
  %51 = icmp eq ptr %45, %14
  br i1 %51, label %158, label %165

52:                                               ; preds = %44
  %53 = and i32 %24, 15
  %54 = zext nneg i32 %53 to i64
  %55 = load i16, ptr %46, align 1, !tbaa !5
  %56 = zext i16 %55 to i64
  %57 = getelementptr inbounds i8, ptr %46, i64 2
  %58 = icmp eq i32 %53, 15
  br i1 %58, label %59, label %69

59:                                               ; preds = %52, %59
  %60 = phi ptr [ %64, %59 ], [ %57, %52 ]
  %61 = phi i64 [ %65, %59 ], [ 0, %52 ]
  %62 = load i8, ptr %60, align 1, !tbaa !5
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds i8, ptr %60, i64 1
  %65 = add i64 %61, %63
  %66 = icmp eq i8 %62, -1
  br i1 %66, label %59, label %67, !llvm.loop !74

67:                                               ; preds = %59
  %68 = add i64 %65, 15
  br label %69

69:                                               ; preds = %67, %52
  %70 = phi ptr [ %64, %67 ], [ %57, %52 ]
  %71 = phi i64 [ %68, %67 ], [ %54, %52 ]
  %72 = add i64 %71, 4
  %73 = icmp ult i64 %48, %72
  %74 = sub i64 %47, %18
  %75 = icmp ult i64 %74, %56
  %76 = select i1 %73, i1 true, i1 %75
  br i1 %76, label %165, label %77

77:                                               ; preds = %69
  %78 = sub nsw i64 0, %56
  %79 = getelementptr i8, ptr %45, i64 %78
  %80 = icmp eq i64 %72, 0
  br i1 %80, label %153, label %81

81:                                               ; preds = %77
  %82 = icmp ult i64 %72, 8
  %83 = icmp ult i16 %55, 32
  %84 = select i1 %82, i1 true, i1 %83
  br i1 %84, label %116, label %85

85:                                               ; preds = %81
  %86 = icmp ult i64 %72, 32
  br i1 %86, label %104, label %87

87:                                               ; preds = %85
  %88 = and i64 %72, -32
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %97, %89 ]
  %91 = getelementptr inbounds i8, ptr %79, i64 %90
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load <16 x i8>, ptr %91, align 1, !tbaa !5
  %94 = load <16 x i8>, ptr %92, align 1, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %45, i64 %90
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  store <16 x i8> %93, ptr %95, align 1, !tbaa !5
  store <16 x i8> %94, ptr %96, align 1, !tbaa !5
  %97 = add nuw i64 %90, 32
  %98 = icmp eq i64 %97, %88
  br i1 %98, label %99, label %89, !llvm.loop !232

99:                                               ; preds = %89
  %100 = icmp eq i64 %72, %88
  br i1 %100, label %153, label %101

101:                                              ; preds = %99
  %102 = and i64 %72, 24
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %116, label %104

104:                                              ; preds = %85, %101
  %105 = phi i64 [ %88, %101 ], [ 0, %85 ]
  %106 = and i64 %72, -8
  br label %107

107:                                              ; preds = %107, %104
  %108 = phi i64 [ %105, %104 ], [ %112, %107 ]
  %109 = getelementptr inbounds i8, ptr %79, i64 %108
  %110 = load <8 x i8>, ptr %109, align 1, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %45, i64 %108
  store <8 x i8> %110, ptr %111, align 1, !tbaa !5
  %112 = add nuw i64 %108, 8
  %113 = icmp eq i64 %112, %106
  br i1 %113, label %114, label %107, !llvm.loop !233

114:                                              ; preds = %107
  %115 = icmp eq i64 %72, %106
  br i1 %115, label %153, label %116

116:                                              ; preds = %114, %81, %101
  %117 = phi i64 [ 0, %81 ], [ %88, %101 ], [ %106, %114 ]
  %118 = add i64 %71, 3
  %119 = sub i64 %118, %117
  %120 = and i64 %71, 3
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %131, label %122

122:                                              ; preds = %116, %122
  %123 = phi i64 [ %128, %122 ], [ %117, %116 ]
  %124 = phi i64 [ %129, %122 ], [ 0, %116 ]
  %125 = getelementptr inbounds i8, ptr %79, i64 %123
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %45, i64 %123
  store i8 %126, ptr %127, align 1, !tbaa !5
  %128 = add nuw i64 %123, 1
  %129 = add i64 %124, 1
  %130 = icmp eq i64 %129, %120
  br i1 %130, label %131, label %122, !llvm.loop !234

131:                                              ; preds = %122, %116
  %132 = phi i64 [ %117, %116 ], [ %128, %122 ]
  %133 = icmp ult i64 %119, 3
  br i1 %133, label %153, label %134

134:                                              ; preds = %131, %134
  %135 = phi i64 [ %151, %134 ], [ %132, %131 ]
  %136 = getelementptr inbounds i8, ptr %79, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %45, i64 %135
  store i8 %137, ptr %138, align 1, !tbaa !5
  %139 = add nuw i64 %135, 1
  %140 = getelementptr inbounds i8, ptr %79, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = getelementptr inbounds i8, ptr %45, i64 %139
  store i8 %141, ptr %142, align 1, !tbaa !5
  %143 = add nuw i64 %135, 2
  %144 = getelementptr inbounds i8, ptr %79, i64 %143
  %145 = load i8, ptr %144, align 1, !tbaa !5
  %146 = getelementptr inbounds i8, ptr %45, i64 %143
  store i8 %145, ptr %146, align 1, !tbaa !5
  %147 = add nuw i64 %135, 3
  %148 = getelementptr inbounds i8, ptr %79, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %45, i64 %147
  store i8 %149, ptr %150, align 1, !tbaa !5
  %151 = add nuw i64 %135, 4
  %152 = icmp eq i64 %135, %71
  br i1 %152, label %153, label %134, !llvm.loop !235

153:                                              ; preds = %131, %134, %99, %114, %77
  %154 = getelementptr inbounds i8, ptr %45, i64 %72
  %155 = ptrtoint ptr %154 to i64
  %156 = sub i64 %17, %155
  %157 = icmp ult i64 %156, 5
  br i1 %157, label %165, label %19

158:                                              ; preds = %50
  %159 = ptrtoint ptr %46 to i64
  %160 = ptrtoint ptr %0 to i64
  %161 = sub i64 %159, %160
  %162 = trunc i64 %161 to i32
  br label %165

163:                                              ; preds = %7
  %164 = tail call fastcc i32 @LZ4_decompress_fast_extDict(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %8)
  br label %165

165:                                              ; preds = %38, %69, %153, %50, %158, %163
  %166 = phi i32 [ %164, %163 ], [ %162, %158 ], [ -1, %50 ], [ -1, %153 ], [ -1, %69 ], [ -1, %38 ]
  ret i32 %166
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_limitedOutput(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %union.LZ4_stream_u, align 8
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %5) #18
  %6 = call i32 @LZ4_compress_fast_extState(ptr noundef nonnull %5, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %5) #18
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %union.LZ4_stream_u, align 8
  %5 = icmp ugt i32 %2, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = udiv i32 %2, 255
  %8 = add nuw nsw i32 %2, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %3, %6
  %11 = phi i32 [ %9, %6 ], [ 0, %3 ]
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %4) #18
  %12 = call i32 @LZ4_compress_fast_extState(ptr noundef nonnull %4, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %11, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %4) #18
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_limitedOutput_withState(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @LZ4_compress_fast_extState(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef 1)
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_withState(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %4, %6
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call i32 @LZ4_compress_fast_extState(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef 1)
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_limitedOutput_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @LZ4_compress_fast_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef 1)
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_compress_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %4, %6
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call i32 @LZ4_compress_fast_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef 1)
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_uncompress(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, ptr %1, i64 %4
  %6 = ptrtoint ptr %5 to i64
  %7 = ptrtoint ptr %1 to i64
  br label %8

8:                                                ; preds = %142, %3
  %9 = phi ptr [ %0, %3 ], [ %59, %142 ]
  %10 = phi ptr [ %1, %3 ], [ %143, %142 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 1
  %12 = load i8, ptr %9, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext nneg i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %8, %17
  %18 = phi ptr [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, ptr %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, ptr %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !74

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi ptr [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint ptr %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %152, label %33

33:                                               ; preds = %27
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr nonnull align 1 %28, i64 %29, i1 false)
  %34 = getelementptr inbounds i8, ptr %10, i64 %29
  %35 = getelementptr inbounds i8, ptr %28, i64 %29
  %36 = ptrtoint ptr %34 to i64
  %37 = sub i64 %6, %36
  %38 = icmp ult i64 %37, 12
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = icmp eq ptr %34, %5
  br i1 %40, label %147, label %152

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext nneg i32 %42 to i64
  %44 = load i16, ptr %35, align 1, !tbaa !5
  %45 = zext i16 %44 to i64
  %46 = getelementptr inbounds i8, ptr %35, i64 2
  %47 = icmp eq i32 %42, 15
  br i1 %47, label %48, label %58

48:                                               ; preds = %41, %48
  %49 = phi ptr [ %53, %48 ], [ %46, %41 ]
  %50 = phi i64 [ %54, %48 ], [ 0, %41 ]
  %51 = load i8, ptr %49, align 1, !tbaa !5
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds i8, ptr %49, i64 1
  %54 = add i64 %50, %52
  %55 = icmp eq i8 %51, -1
  br i1 %55, label %48, label %56, !llvm.loop !74

56:                                               ; preds = %48
  %57 = add i64 %54, 15
  br label %58

58:                                               ; preds = %56, %41
  %59 = phi ptr [ %53, %56 ], [ %46, %41 ]
  %60 = phi i64 [ %57, %56 ], [ %43, %41 ]
  %61 = add i64 %60, 4
  %62 = icmp ult i64 %37, %61
  %63 = sub i64 %36, %7
  %64 = icmp ult i64 %63, %45
  %65 = select i1 %62, i1 true, i1 %64
  br i1 %65, label %152, label %66

66:                                               ; preds = %58
  %67 = sub nsw i64 0, %45
  %68 = getelementptr i8, ptr %34, i64 %67
  %69 = icmp eq i64 %61, 0
  br i1 %69, label %142, label %70

70:                                               ; preds = %66
  %71 = icmp ult i64 %61, 8
  %72 = icmp ult i16 %44, 32
  %73 = select i1 %71, i1 true, i1 %72
  br i1 %73, label %105, label %74

74:                                               ; preds = %70
  %75 = icmp ult i64 %61, 32
  br i1 %75, label %93, label %76

76:                                               ; preds = %74
  %77 = and i64 %61, -32
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %86, %78 ]
  %80 = getelementptr inbounds i8, ptr %68, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <16 x i8>, ptr %80, align 1, !tbaa !5
  %83 = load <16 x i8>, ptr %81, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %34, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  store <16 x i8> %82, ptr %84, align 1, !tbaa !5
  store <16 x i8> %83, ptr %85, align 1, !tbaa !5
  %86 = add nuw i64 %79, 32
  %87 = icmp eq i64 %86, %77
  br i1 %87, label %88, label %78, !llvm.loop !236

88:                                               ; preds = %78
  %89 = icmp eq i64 %61, %77
  br i1 %89, label %142, label %90

90:                                               ; preds = %88
  %91 = and i64 %61, 24
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %105, label %93

93:                                               ; preds = %74, %90
  %94 = phi i64 [ %77, %90 ], [ 0, %74 ]
  %95 = and i64 %61, -8
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %94, %93 ], [ %101, %96 ]
  %98 = getelementptr inbounds i8, ptr %68, i64 %97
  %99 = load <8 x i8>, ptr %98, align 1, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %34, i64 %97
  store <8 x i8> %99, ptr %100, align 1, !tbaa !5
  %101 = add nuw i64 %97, 8
  %102 = icmp eq i64 %101, %95
  br i1 %102, label %103, label %96, !llvm.loop !237

103:                                              ; preds = %96
  %104 = icmp eq i64 %61, %95
  br i1 %104, label %142, label %105

105:                                              ; preds = %103, %70, %90
  %106 = phi i64 [ 0, %70 ], [ %77, %90 ], [ %95, %103 ]
  %107 = add i64 %60, 3
  %108 = sub i64 %107, %106
  %109 = and i64 %60, 3
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %120, label %111

111:                                              ; preds = %105, %111
  %112 = phi i64 [ %117, %111 ], [ %106, %105 ]
  %113 = phi i64 [ %118, %111 ], [ 0, %105 ]
  %114 = getelementptr inbounds i8, ptr %68, i64 %112
  %115 = load i8, ptr %114, align 1, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %34, i64 %112
  store i8 %115, ptr %116, align 1, !tbaa !5
  %117 = add nuw i64 %112, 1
  %118 = add i64 %113, 1
  %119 = icmp eq i64 %118, %109
  br i1 %119, label %120, label %111, !llvm.loop !238

120:                                              ; preds = %111, %105
  %121 = phi i64 [ %106, %105 ], [ %117, %111 ]
  %122 = icmp ult i64 %108, 3
  br i1 %122, label %142, label %123

123:                                              ; preds = %120, %123
  %124 = phi i64 [ %140, %123 ], [ %121, %120 ]
  %125 = getelementptr inbounds i8, ptr %68, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %34, i64 %124
  store i8 %126, ptr %127, align 1, !tbaa !5
  %128 = add nuw i64 %124, 1
  %129 = getelementptr inbounds i8, ptr %68, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %34, i64 %128
  store i8 %130, ptr %131, align 1, !tbaa !5
  %132 = add nuw i64 %124, 2
  %133 = getelementptr inbounds i8, ptr %68, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %34, i64 %132
  store i8 %134, ptr %135, align 1, !tbaa !5
  %136 = add nuw i64 %124, 3
  %137 = getelementptr inbounds i8, ptr %68, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %34, i64 %136
  store i8 %138, ptr %139, align 1, !tbaa !5
  %140 = add nuw i64 %124, 4
  %141 = icmp eq i64 %124, %60
  br i1 %141, label %142, label %123, !llvm.loop !239

142:                                              ; preds = %120, %123, %88, %103, %66
  %143 = getelementptr inbounds i8, ptr %34, i64 %61
  %144 = ptrtoint ptr %143 to i64
  %145 = sub i64 %6, %144
  %146 = icmp ult i64 %145, 5
  br i1 %146, label %152, label %8

147:                                              ; preds = %39
  %148 = ptrtoint ptr %35 to i64
  %149 = ptrtoint ptr %0 to i64
  %150 = sub i64 %148, %149
  %151 = trunc i64 %150 to i32
  br label %152

152:                                              ; preds = %27, %58, %142, %39, %147
  %153 = phi i32 [ %151, %147 ], [ -1, %39 ], [ -1, %142 ], [ -1, %58 ], [ -1, %27 ]
  ret i32 %153
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_uncompress_unknownOutputSize(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @LZ4_decompress_safe(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3)
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4_sizeofStreamState() local_unnamed_addr #0 {
  ret i32 16416
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef i32 @LZ4_resetStreamState(ptr nocapture noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #3 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @LZ4_create(ptr nocapture noundef readnone %0) local_unnamed_addr #4 {
  %2 = tail call noalias dereferenceable_or_null(16416) ptr @malloc(i64 noundef 16416) #19
  %3 = icmp ne ptr %2, null
  %4 = ptrtoint ptr %2 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16416) %2, i8 0, i64 16416, i1 false)
  br label %9

9:                                                ; preds = %1, %8
  ret ptr %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @LZ4_slideInputBuffer(ptr nocapture noundef readonly %0) local_unnamed_addr #15 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16384
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>) #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind allocsize(0) }
attributes #20 = { nounwind allocsize(0,1) }

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
!8 = !{!9, !11, i64 16400}
!9 = !{!"LZ4_stream_t_internal", !6, i64 0, !10, i64 16384, !10, i64 16392, !11, i64 16400, !11, i64 16404, !11, i64 16408}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!9, !11, i64 16408}
!13 = !{!9, !11, i64 16404}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !18, !20}
!23 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!24 = !{!"branch_weights", i32 127, i32 1}
!25 = !{!"branch_weights", i32 255873, i32 127}
!26 = !{!11, !11, i64 0}
!27 = !{!"branch_weights", i32 127, i32 255873}
!28 = distinct !{!28, !18, !20, !21}
!29 = distinct !{!29, !18, !20}
!30 = !{!"branch_weights", i32 127, i32 16129}
!31 = distinct !{!31, !18, !20, !21}
!32 = distinct !{!32, !18, !20}
!33 = distinct !{!33, !18, !20, !21}
!34 = distinct !{!34, !18, !20}
!35 = distinct !{!35, !18, !20, !21}
!36 = distinct !{!36, !18, !20}
!37 = distinct !{!37, !18, !20, !21}
!38 = distinct !{!38, !18, !20}
!39 = distinct !{!39, !18, !20, !21}
!40 = distinct !{!40, !18, !20}
!41 = distinct !{!41, !18, !20, !21}
!42 = distinct !{!42, !18, !20}
!43 = distinct !{!43, !18, !20, !21}
!44 = distinct !{!44, !18, !20}
!45 = distinct !{!45, !18, !20, !21}
!46 = distinct !{!46, !18, !20}
!47 = distinct !{!47, !18, !20, !21}
!48 = distinct !{!48, !18, !20}
!49 = distinct !{!49, !18}
!50 = distinct !{!50, !18, !20, !21}
!51 = distinct !{!51, !18, !20}
!52 = !{!9, !10, i64 16384}
!53 = distinct !{!53, !18}
!54 = distinct !{!54, !18, !20, !21}
!55 = !{!9, !10, i64 16392}
!56 = distinct !{!56, !18, !20, !21}
!57 = distinct !{!57, !18, !20}
!58 = distinct !{!58, !18, !20, !21}
!59 = distinct !{!59, !18, !20}
!60 = distinct !{!60, !18, !20, !21}
!61 = distinct !{!61, !18, !20}
!62 = distinct !{!62, !18, !20, !21}
!63 = distinct !{!63, !18, !20}
!64 = distinct !{!64, !18, !20, !21}
!65 = distinct !{!65, !18, !20}
!66 = distinct !{!66, !18, !20, !21}
!67 = distinct !{!67, !18, !20}
!68 = distinct !{!68, !18, !20, !21}
!69 = distinct !{!69, !18, !20, !21}
!70 = distinct !{!70, !18, !20}
!71 = distinct !{!71, !18, !20, !21}
!72 = distinct !{!72, !18, !20}
!73 = !{!10, !10, i64 0}
!74 = distinct !{!74, !18}
!75 = distinct !{!75, !18}
!76 = !{!"branch_weights", i32 4001, i32 4000000}
!77 = distinct !{!77, !18}
!78 = !{!"branch_weights", i32 6002, i32 8002000}
!79 = !{!"branch_weights", i32 1, i32 4001}
!80 = distinct !{!80, !18, !20, !21}
!81 = distinct !{!81, !18, !20}
!82 = distinct !{!82, !18, !20, !21}
!83 = distinct !{!83, !18, !21, !20}
!84 = distinct !{!84, !18, !20, !21}
!85 = distinct !{!85, !18, !20}
!86 = distinct !{!86, !18, !20, !21}
!87 = distinct !{!87, !18, !20}
!88 = distinct !{!88, !18, !20, !21}
!89 = distinct !{!89, !18, !20, !21}
!90 = distinct !{!90, !18, !20}
!91 = distinct !{!91, !18, !20, !21}
!92 = distinct !{!92, !18, !20}
!93 = distinct !{!93, !18, !20, !21}
!94 = distinct !{!94, !18, !20}
!95 = distinct !{!95, !18, !20, !21}
!96 = distinct !{!96, !18, !21, !20}
!97 = distinct !{!97, !18, !20, !21}
!98 = distinct !{!98, !18, !20}
!99 = distinct !{!99, !18, !20, !21}
!100 = distinct !{!100, !18, !20, !21}
!101 = distinct !{!101, !18, !20}
!102 = distinct !{!102, !18, !20, !21}
!103 = distinct !{!103, !18, !20}
!104 = distinct !{!104, !18, !20, !21}
!105 = distinct !{!105, !18, !20, !21}
!106 = distinct !{!106, !107}
!107 = !{!"llvm.loop.unroll.disable"}
!108 = distinct !{!108, !18, !20}
!109 = !{!"branch_weights", i32 1559131, i32 2145924517}
!110 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!111 = distinct !{!111, !18, !20, !21}
!112 = distinct !{!112, !18, !20}
!113 = distinct !{!113, !18, !20, !21}
!114 = distinct !{!114, !18, !21, !20}
!115 = distinct !{!115, !18, !20, !21}
!116 = distinct !{!116, !18, !20}
!117 = !{!"branch_weights", i32 541361, i32 2146942287}
!118 = distinct !{!118, !18, !20, !21}
!119 = distinct !{!119, !18, !20}
!120 = distinct !{!120, !18, !20, !21}
!121 = distinct !{!121, !18, !20, !21}
!122 = distinct !{!122, !18, !20}
!123 = distinct !{!123, !18, !20, !21}
!124 = distinct !{!124, !18, !20}
!125 = distinct !{!125, !18, !20, !21}
!126 = distinct !{!126, !18, !20, !21}
!127 = distinct !{!127, !107}
!128 = distinct !{!128, !18, !20}
!129 = distinct !{!129, !18, !20, !21}
!130 = distinct !{!130, !18, !20}
!131 = distinct !{!131, !18, !20, !21}
!132 = distinct !{!132, !18, !20}
!133 = distinct !{!133, !18, !20, !21}
!134 = distinct !{!134, !18, !21, !20}
!135 = distinct !{!135, !18, !20, !21}
!136 = distinct !{!136, !18, !20}
!137 = distinct !{!137, !18, !20, !21}
!138 = distinct !{!138, !18, !20}
!139 = distinct !{!139, !18, !20, !21}
!140 = distinct !{!140, !18, !20}
!141 = distinct !{!141, !18, !20, !21}
!142 = distinct !{!142, !18, !20, !21}
!143 = distinct !{!143, !18, !20}
!144 = distinct !{!144, !18, !20, !21}
!145 = distinct !{!145, !18, !20}
!146 = distinct !{!146, !18, !20, !21}
!147 = distinct !{!147, !18, !20}
!148 = distinct !{!148, !18, !20, !21}
!149 = distinct !{!149, !18, !20}
!150 = distinct !{!150, !18, !20, !21}
!151 = distinct !{!151, !18, !21, !20}
!152 = distinct !{!152, !18, !20, !21}
!153 = distinct !{!153, !18, !20}
!154 = distinct !{!154, !18, !20, !21}
!155 = distinct !{!155, !18, !20}
!156 = distinct !{!156, !18, !20, !21}
!157 = distinct !{!157, !18, !20, !21}
!158 = distinct !{!158, !18, !20}
!159 = distinct !{!159, !18, !20, !21}
!160 = distinct !{!160, !18, !20}
!161 = !{!162, !163, i64 24}
!162 = !{!"", !10, i64 0, !10, i64 8, !163, i64 16, !163, i64 24}
!163 = !{!"long", !6, i64 0}
!164 = !{!162, !10, i64 0}
!165 = !{!162, !163, i64 16}
!166 = !{!162, !10, i64 8}
!167 = distinct !{!167, !18, !20, !21}
!168 = distinct !{!168, !18, !20}
!169 = distinct !{!169, !18, !20, !21}
!170 = distinct !{!170, !18, !20}
!171 = distinct !{!171, !18, !20, !21}
!172 = distinct !{!172, !18, !21, !20}
!173 = distinct !{!173, !18, !20, !21}
!174 = distinct !{!174, !18, !20}
!175 = distinct !{!175, !18, !20, !21}
!176 = distinct !{!176, !18, !20}
!177 = distinct !{!177, !18, !20, !21}
!178 = distinct !{!178, !18, !20}
!179 = distinct !{!179, !18, !20, !21}
!180 = distinct !{!180, !18, !20, !21}
!181 = distinct !{!181, !18, !20}
!182 = distinct !{!182, !18, !20, !21}
!183 = distinct !{!183, !18, !20}
!184 = distinct !{!184, !18, !20, !21}
!185 = distinct !{!185, !18, !20}
!186 = distinct !{!186, !18, !20, !21}
!187 = distinct !{!187, !18, !21, !20}
!188 = distinct !{!188, !18, !20, !21}
!189 = distinct !{!189, !18, !20}
!190 = distinct !{!190, !18, !20, !21}
!191 = distinct !{!191, !18, !20}
!192 = distinct !{!192, !18, !20, !21}
!193 = distinct !{!193, !18, !20, !21}
!194 = distinct !{!194, !18, !20}
!195 = distinct !{!195, !18, !20, !21}
!196 = distinct !{!196, !18, !20}
!197 = distinct !{!197, !18, !20, !21}
!198 = distinct !{!198, !18, !20, !21}
!199 = distinct !{!199, !107}
!200 = distinct !{!200, !18, !20}
!201 = distinct !{!201, !18, !20, !21}
!202 = distinct !{!202, !18, !20, !21}
!203 = distinct !{!203, !107}
!204 = distinct !{!204, !18, !20}
!205 = distinct !{!205, !18, !20, !21}
!206 = distinct !{!206, !18, !20, !21}
!207 = distinct !{!207, !107}
!208 = distinct !{!208, !18, !20}
!209 = distinct !{!209, !18, !20, !21}
!210 = distinct !{!210, !18, !20}
!211 = distinct !{!211, !18, !20, !21}
!212 = distinct !{!212, !18, !21, !20}
!213 = distinct !{!213, !18, !20, !21}
!214 = distinct !{!214, !18, !20}
!215 = !{!"branch_weights", i32 541322, i32 2146942326}
!216 = distinct !{!216, !18, !20, !21}
!217 = distinct !{!217, !18, !20, !21}
!218 = distinct !{!218, !18, !20}
!219 = distinct !{!219, !18, !20, !21}
!220 = distinct !{!220, !18, !20}
!221 = distinct !{!221, !18, !20, !21}
!222 = distinct !{!222, !18, !20}
!223 = distinct !{!223, !18, !20, !21}
!224 = distinct !{!224, !18, !21, !20}
!225 = distinct !{!225, !18, !20, !21}
!226 = distinct !{!226, !18, !20}
!227 = distinct !{!227, !18, !20, !21}
!228 = distinct !{!228, !18, !20, !21}
!229 = distinct !{!229, !18, !20}
!230 = distinct !{!230, !18, !20, !21}
!231 = distinct !{!231, !18, !20}
!232 = distinct !{!232, !18, !20, !21}
!233 = distinct !{!233, !18, !20, !21}
!234 = distinct !{!234, !107}
!235 = distinct !{!235, !18, !20}
!236 = distinct !{!236, !18, !20, !21}
!237 = distinct !{!237, !18, !20, !21}
!238 = distinct !{!238, !107}
!239 = distinct !{!239, !18, !20}
