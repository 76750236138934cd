; ModuleID = 'c/enc/block_splitter.c'
source_filename = "c/enc/block_splitter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }

@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden void @BrotliInitBlockSplit(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliDestroyBlockSplit(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %4) #8
  store ptr null, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %6) #8
  store ptr null, ptr %5, align 8, !tbaa !11
  ret void
}

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @BrotliSplitBlock(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4, i64 noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7, ptr nocapture noundef %8, ptr nocapture noundef %9) local_unnamed_addr #1 {
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %115, label %12

12:                                               ; preds = %10
  %13 = add i64 %2, -1
  %14 = and i64 %2, 3
  %15 = icmp ult i64 %13, 3
  br i1 %15, label %48, label %16

16:                                               ; preds = %12
  %17 = and i64 %2, -4
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %45, %18 ]
  %20 = phi i64 [ 0, %16 ], [ %44, %18 ]
  %21 = phi i64 [ 0, %16 ], [ %46, %18 ]
  %22 = getelementptr inbounds %struct.Command, ptr %1, i64 %19
  %23 = load i32, ptr %22, align 4, !tbaa !12
  %24 = freeze i32 %23
  %25 = zext i32 %24 to i64
  %26 = add i64 %20, %25
  %27 = or disjoint i64 %19, 1
  %28 = getelementptr inbounds %struct.Command, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !12
  %30 = freeze i32 %29
  %31 = zext i32 %30 to i64
  %32 = add i64 %26, %31
  %33 = or disjoint i64 %19, 2
  %34 = getelementptr inbounds %struct.Command, ptr %1, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !12
  %36 = freeze i32 %35
  %37 = zext i32 %36 to i64
  %38 = add i64 %32, %37
  %39 = or disjoint i64 %19, 3
  %40 = getelementptr inbounds %struct.Command, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !12
  %42 = freeze i32 %41
  %43 = zext i32 %42 to i64
  %44 = add i64 %38, %43
  %45 = add nuw i64 %19, 4
  %46 = add i64 %21, 4
  %47 = icmp eq i64 %46, %17
  br i1 %47, label %48, label %18, !llvm.loop !16

48:                                               ; preds = %18, %12
  %49 = phi i64 [ poison, %12 ], [ %44, %18 ]
  %50 = phi i64 [ 0, %12 ], [ %45, %18 ]
  %51 = phi i64 [ 0, %12 ], [ %44, %18 ]
  %52 = icmp eq i64 %14, 0
  br i1 %52, label %65, label %53

53:                                               ; preds = %48, %53
  %54 = phi i64 [ %62, %53 ], [ %50, %48 ]
  %55 = phi i64 [ %61, %53 ], [ %51, %48 ]
  %56 = phi i64 [ %63, %53 ], [ 0, %48 ]
  %57 = getelementptr inbounds %struct.Command, ptr %1, i64 %54
  %58 = load i32, ptr %57, align 4, !tbaa !12
  %59 = freeze i32 %58
  %60 = zext i32 %59 to i64
  %61 = add i64 %55, %60
  %62 = add nuw i64 %54, 1
  %63 = add i64 %56, 1
  %64 = icmp eq i64 %63, %14
  br i1 %64, label %65, label %53, !llvm.loop !18

65:                                               ; preds = %53, %48
  %66 = phi i64 [ %49, %48 ], [ %61, %53 ]
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %65
  %69 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %66) #8
  br label %70

70:                                               ; preds = %65, %68
  %71 = phi ptr [ null, %65 ], [ %69, %68 ]
  %72 = add nuw i64 %5, 1
  br label %73

73:                                               ; preds = %98, %70
  %74 = phi i64 [ %4, %70 ], [ %105, %98 ]
  %75 = phi i64 [ 0, %70 ], [ %99, %98 ]
  %76 = phi i64 [ 0, %70 ], [ %106, %98 ]
  %77 = and i64 %74, %5
  %78 = getelementptr inbounds %struct.Command, ptr %1, i64 %76
  %79 = load i32, ptr %78, align 4, !tbaa !12
  %80 = zext i32 %79 to i64
  %81 = add i64 %77, %80
  %82 = icmp ugt i64 %81, %5
  br i1 %82, label %83, label %89

83:                                               ; preds = %73
  %84 = sub i64 %72, %77
  %85 = getelementptr inbounds i8, ptr %71, i64 %75
  %86 = getelementptr inbounds i8, ptr %3, i64 %77
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr readonly align 1 %86, i64 %84, i1 false)
  %87 = add i64 %84, %75
  %88 = sub i64 %80, %84
  br label %89

89:                                               ; preds = %83, %73
  %90 = phi i64 [ 0, %83 ], [ %77, %73 ]
  %91 = phi i64 [ %88, %83 ], [ %80, %73 ]
  %92 = phi i64 [ %87, %83 ], [ %75, %73 ]
  %93 = icmp eq i64 %91, 0
  br i1 %93, label %98, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %71, i64 %92
  %96 = getelementptr inbounds i8, ptr %3, i64 %90
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %95, ptr readonly align 1 %96, i64 %91, i1 false)
  %97 = add i64 %92, %91
  br label %98

98:                                               ; preds = %94, %89
  %99 = phi i64 [ %97, %94 ], [ %92, %89 ]
  %100 = add i64 %91, %90
  %101 = getelementptr inbounds i8, ptr %78, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !20
  %103 = and i32 %102, 33554431
  %104 = zext nneg i32 %103 to i64
  %105 = add i64 %100, %104
  %106 = add nuw i64 %76, 1
  %107 = icmp eq i64 %106, %2
  br i1 %107, label %108, label %73, !llvm.loop !21

108:                                              ; preds = %98
  %109 = trunc i64 %66 to i16
  %110 = udiv i16 %109, 544
  %111 = add nuw nsw i16 %110, 1
  %112 = zext nneg i16 %111 to i64
  %113 = icmp ugt i64 %66, 54399
  %114 = select i1 %113, i64 100, i64 %112
  br i1 %67, label %115, label %117

115:                                              ; preds = %108, %10
  %116 = phi ptr [ null, %10 ], [ %71, %108 ]
  store i64 1, ptr %7, align 8, !tbaa !22
  br label %1261

117:                                              ; preds = %108
  %118 = icmp ult i64 %66, 128
  br i1 %118, label %119, label %182

119:                                              ; preds = %117
  %120 = getelementptr inbounds i8, ptr %7, i64 32
  %121 = load i64, ptr %120, align 8, !tbaa !23
  %122 = getelementptr inbounds i8, ptr %7, i64 8
  %123 = load i64, ptr %122, align 8, !tbaa !24
  %124 = add i64 %123, 1
  %125 = icmp ult i64 %121, %124
  br i1 %125, label %126, label %145

126:                                              ; preds = %119
  %127 = icmp eq i64 %121, 0
  %128 = select i1 %127, i64 %124, i64 %121
  br label %129

129:                                              ; preds = %129, %126
  %130 = phi i64 [ %128, %126 ], [ %132, %129 ]
  %131 = icmp ult i64 %130, %124
  %132 = shl i64 %130, 1
  br i1 %131, label %129, label %133, !llvm.loop !25

133:                                              ; preds = %129
  %134 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %130) #8
  %135 = load i64, ptr %120, align 8, !tbaa !23
  %136 = icmp eq i64 %135, 0
  br i1 %136, label %140, label %137

137:                                              ; preds = %133
  %138 = getelementptr inbounds i8, ptr %7, i64 16
  %139 = load ptr, ptr %138, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr align 1 %139, i64 %135, i1 false)
  br label %140

140:                                              ; preds = %137, %133
  %141 = getelementptr inbounds i8, ptr %7, i64 16
  %142 = load ptr, ptr %141, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %142) #8
  store ptr %134, ptr %141, align 8, !tbaa !5
  store i64 %130, ptr %120, align 8, !tbaa !23
  %143 = load i64, ptr %122, align 8, !tbaa !24
  %144 = add i64 %143, 1
  br label %145

145:                                              ; preds = %140, %119
  %146 = phi i64 [ %144, %140 ], [ %124, %119 ]
  %147 = phi i64 [ %143, %140 ], [ %123, %119 ]
  %148 = getelementptr inbounds i8, ptr %7, i64 40
  %149 = load i64, ptr %148, align 8, !tbaa !26
  %150 = icmp ult i64 %149, %146
  br i1 %150, label %151, label %171

151:                                              ; preds = %145
  %152 = icmp eq i64 %149, 0
  %153 = select i1 %152, i64 %146, i64 %149
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i64 [ %153, %151 ], [ %157, %154 ]
  %156 = icmp ult i64 %155, %146
  %157 = shl i64 %155, 1
  br i1 %156, label %154, label %158, !llvm.loop !27

158:                                              ; preds = %154
  %159 = shl i64 %155, 2
  %160 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %159) #8
  %161 = load i64, ptr %148, align 8, !tbaa !26
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %167, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds i8, ptr %7, i64 24
  %165 = load ptr, ptr %164, align 8, !tbaa !11
  %166 = shl i64 %161, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %160, ptr align 4 %165, i64 %166, i1 false)
  br label %167

167:                                              ; preds = %163, %158
  %168 = getelementptr inbounds i8, ptr %7, i64 24
  %169 = load ptr, ptr %168, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %169) #8
  store ptr %160, ptr %168, align 8, !tbaa !11
  store i64 %155, ptr %148, align 8, !tbaa !26
  %170 = load i64, ptr %122, align 8, !tbaa !24
  br label %171

171:                                              ; preds = %167, %145
  %172 = phi i64 [ %170, %167 ], [ %147, %145 ]
  store i64 1, ptr %7, align 8, !tbaa !22
  %173 = getelementptr inbounds i8, ptr %7, i64 16
  %174 = load ptr, ptr %173, align 8, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %174, i64 %172
  store i8 0, ptr %175, align 1, !tbaa !28
  %176 = trunc nuw nsw i64 %66 to i32
  %177 = getelementptr inbounds i8, ptr %7, i64 24
  %178 = load ptr, ptr %177, align 8, !tbaa !11
  %179 = load i64, ptr %122, align 8, !tbaa !24
  %180 = getelementptr inbounds i32, ptr %178, i64 %179
  store i32 %176, ptr %180, align 4, !tbaa !29
  %181 = add i64 %179, 1
  store i64 %181, ptr %122, align 8, !tbaa !24
  br label %1261

182:                                              ; preds = %117
  %183 = mul nuw nsw i64 %114, 1040
  %184 = add nuw nsw i64 %183, 1040
  %185 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %184) #8
  %186 = and i64 %114, 3
  %187 = icmp ult i64 %114, 4
  br i1 %187, label %190, label %188

188:                                              ; preds = %182
  %189 = and i64 %114, 252
  br label %204

190:                                              ; preds = %204, %182
  %191 = phi i64 [ 0, %182 ], [ %218, %204 ]
  %192 = icmp eq i64 %186, 0
  br i1 %192, label %201, label %193

193:                                              ; preds = %190, %193
  %194 = phi i64 [ %198, %193 ], [ %191, %190 ]
  %195 = phi i64 [ %199, %193 ], [ 0, %190 ]
  %196 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %194
  %197 = getelementptr inbounds i8, ptr %196, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %196, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %197, align 8, !tbaa !30
  %198 = add nuw nsw i64 %194, 1
  %199 = add i64 %195, 1
  %200 = icmp eq i64 %199, %186
  br i1 %200, label %201, label %193, !llvm.loop !33

201:                                              ; preds = %193, %190
  %202 = udiv i64 %66, %114
  %203 = add i64 %66, -71
  br label %221

204:                                              ; preds = %204, %188
  %205 = phi i64 [ 0, %188 ], [ %218, %204 ]
  %206 = phi i64 [ 0, %188 ], [ %219, %204 ]
  %207 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %205
  %208 = getelementptr inbounds i8, ptr %207, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %207, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %208, align 8, !tbaa !30
  %209 = or disjoint i64 %205, 1
  %210 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %209
  %211 = getelementptr inbounds i8, ptr %210, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %210, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %211, align 8, !tbaa !30
  %212 = or disjoint i64 %205, 2
  %213 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %212
  %214 = getelementptr inbounds i8, ptr %213, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %213, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %214, align 8, !tbaa !30
  %215 = or disjoint i64 %205, 3
  %216 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %215
  %217 = getelementptr inbounds i8, ptr %216, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %216, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %217, align 8, !tbaa !30
  %218 = add nuw nsw i64 %205, 4
  %219 = add i64 %206, 4
  %220 = icmp eq i64 %219, %189
  br i1 %220, label %190, label %204, !llvm.loop !34

221:                                              ; preds = %260, %201
  %222 = phi i64 [ 0, %201 ], [ %261, %260 ]
  %223 = phi i32 [ 7, %201 ], [ %233, %260 ]
  %224 = mul i64 %222, %66
  %225 = udiv i64 %224, %114
  %226 = icmp eq i64 %222, 0
  br i1 %226, label %232, label %227

227:                                              ; preds = %221
  %228 = mul i32 %223, 16807
  %229 = zext i32 %228 to i64
  %230 = urem i64 %229, %202
  %231 = add i64 %230, %225
  br label %232

232:                                              ; preds = %227, %221
  %233 = phi i32 [ %223, %221 ], [ %228, %227 ]
  %234 = phi i64 [ %225, %221 ], [ %231, %227 ]
  %235 = add i64 %234, 70
  %236 = icmp ult i64 %235, %66
  %237 = select i1 %236, i64 %234, i64 %203
  %238 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %222
  %239 = getelementptr inbounds i8, ptr %71, i64 %237
  %240 = getelementptr inbounds i8, ptr %238, i64 1024
  %241 = load i64, ptr %240, align 8, !tbaa !35
  %242 = add i64 %241, 70
  store i64 %242, ptr %240, align 8, !tbaa !35
  br label %243

243:                                              ; preds = %243, %232
  %244 = phi i64 [ 70, %232 ], [ %258, %243 ]
  %245 = phi ptr [ %239, %232 ], [ %252, %243 ]
  %246 = getelementptr inbounds i8, ptr %245, i64 1
  %247 = load i8, ptr %245, align 1, !tbaa !28
  %248 = zext i8 %247 to i64
  %249 = getelementptr inbounds [256 x i32], ptr %238, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !29
  %251 = add i32 %250, 1
  store i32 %251, ptr %249, align 4, !tbaa !29
  %252 = getelementptr inbounds i8, ptr %245, i64 2
  %253 = load i8, ptr %246, align 1, !tbaa !28
  %254 = zext i8 %253 to i64
  %255 = getelementptr inbounds [256 x i32], ptr %238, i64 0, i64 %254
  %256 = load i32, ptr %255, align 4, !tbaa !29
  %257 = add i32 %256, 1
  store i32 %257, ptr %255, align 4, !tbaa !29
  %258 = add nsw i64 %244, -2
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %260, label %243, !llvm.loop !36

260:                                              ; preds = %243
  %261 = add nuw nsw i64 %222, 1
  %262 = icmp eq i64 %261, %114
  br i1 %262, label %263, label %221, !llvm.loop !37

263:                                              ; preds = %260
  %264 = getelementptr %struct.HistogramLiteral, ptr %185, i64 %114
  %265 = shl i64 %66, 1
  %266 = udiv i64 %265, 70
  %267 = add nuw nsw i64 %266, 99
  %268 = add nuw nsw i64 %267, %114
  %269 = urem i64 %268, %114
  %270 = sub nuw nsw i64 %268, %269
  %271 = icmp eq i64 %268, %269
  br i1 %271, label %374, label %272

272:                                              ; preds = %263
  %273 = getelementptr inbounds i8, ptr %264, i64 1024
  %274 = getelementptr inbounds i8, ptr %264, i64 1032
  %275 = add i64 %66, -69
  %276 = mul nsw i64 %114, -1040
  %277 = mul nuw nsw i64 %114, 1040
  %278 = getelementptr i8, ptr %185, i64 %277
  %279 = getelementptr i8, ptr %278, i64 1024
  %280 = getelementptr i8, ptr %185, i64 1024
  br label %281

281:                                              ; preds = %371, %272
  %282 = phi i64 [ 0, %272 ], [ %372, %371 ]
  %283 = phi i32 [ 7, %272 ], [ %286, %371 ]
  %284 = mul i64 %282, 1040
  %285 = getelementptr i8, ptr %280, i64 %284
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %264, i8 0, i64 1024, i1 false)
  store double 0x7FF0000000000000, ptr %274, align 8, !tbaa !30
  %286 = mul i32 %283, 16807
  %287 = zext i32 %286 to i64
  %288 = urem i64 %287, %275
  %289 = getelementptr inbounds i8, ptr %71, i64 %288
  store i64 70, ptr %273, align 8, !tbaa !35
  br label %290

290:                                              ; preds = %290, %281
  %291 = phi i64 [ 70, %281 ], [ %305, %290 ]
  %292 = phi ptr [ %289, %281 ], [ %299, %290 ]
  %293 = getelementptr inbounds i8, ptr %292, i64 1
  %294 = load i8, ptr %292, align 1, !tbaa !28
  %295 = zext i8 %294 to i64
  %296 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !29
  %298 = add i32 %297, 1
  store i32 %298, ptr %296, align 4, !tbaa !29
  %299 = getelementptr inbounds i8, ptr %292, i64 2
  %300 = load i8, ptr %293, align 1, !tbaa !28
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !29
  %304 = add i32 %303, 1
  store i32 %304, ptr %302, align 4, !tbaa !29
  %305 = add nsw i64 %291, -2
  %306 = icmp eq i64 %305, 0
  br i1 %306, label %307, label %290, !llvm.loop !36

307:                                              ; preds = %290
  %308 = urem i64 %282, %114
  %309 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %308
  %310 = getelementptr inbounds i8, ptr %309, i64 1024
  %311 = load i64, ptr %310, align 8, !tbaa !35
  %312 = add i64 %311, 70
  store i64 %312, ptr %310, align 8, !tbaa !35
  %313 = udiv i64 %282, %114
  %314 = mul i64 %276, %313
  %315 = getelementptr i8, ptr %285, i64 %314
  %316 = icmp ult ptr %309, %279
  %317 = icmp ult ptr %264, %315
  %318 = and i1 %316, %317
  br i1 %318, label %344, label %319

319:                                              ; preds = %307, %319
  %320 = phi i64 [ %342, %319 ], [ 0, %307 ]
  %321 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %320
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load <4 x i32>, ptr %321, align 4, !tbaa !29, !alias.scope !38
  %324 = load <4 x i32>, ptr %322, align 4, !tbaa !29, !alias.scope !38
  %325 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %320
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load <4 x i32>, ptr %325, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %328 = load <4 x i32>, ptr %326, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %329 = add <4 x i32> %327, %323
  %330 = add <4 x i32> %328, %324
  store <4 x i32> %329, ptr %325, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  store <4 x i32> %330, ptr %326, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %331 = or disjoint i64 %320, 8
  %332 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %331
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load <4 x i32>, ptr %332, align 4, !tbaa !29, !alias.scope !38
  %335 = load <4 x i32>, ptr %333, align 4, !tbaa !29, !alias.scope !38
  %336 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %331
  %337 = getelementptr inbounds i8, ptr %336, i64 16
  %338 = load <4 x i32>, ptr %336, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %339 = load <4 x i32>, ptr %337, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %340 = add <4 x i32> %338, %334
  %341 = add <4 x i32> %339, %335
  store <4 x i32> %340, ptr %336, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  store <4 x i32> %341, ptr %337, align 4, !tbaa !29, !alias.scope !41, !noalias !38
  %342 = add nuw nsw i64 %320, 16
  %343 = icmp eq i64 %342, 256
  br i1 %343, label %371, label %319, !llvm.loop !43

344:                                              ; preds = %307, %344
  %345 = phi i64 [ %369, %344 ], [ 0, %307 ]
  %346 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !29
  %348 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %345
  %349 = load i32, ptr %348, align 4, !tbaa !29
  %350 = add i32 %349, %347
  store i32 %350, ptr %348, align 4, !tbaa !29
  %351 = or disjoint i64 %345, 1
  %352 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %351
  %353 = load i32, ptr %352, align 4, !tbaa !29
  %354 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %351
  %355 = load i32, ptr %354, align 4, !tbaa !29
  %356 = add i32 %355, %353
  store i32 %356, ptr %354, align 4, !tbaa !29
  %357 = or disjoint i64 %345, 2
  %358 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %357
  %359 = load i32, ptr %358, align 4, !tbaa !29
  %360 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %357
  %361 = load i32, ptr %360, align 4, !tbaa !29
  %362 = add i32 %361, %359
  store i32 %362, ptr %360, align 4, !tbaa !29
  %363 = or disjoint i64 %345, 3
  %364 = getelementptr inbounds [256 x i32], ptr %264, i64 0, i64 %363
  %365 = load i32, ptr %364, align 4, !tbaa !29
  %366 = getelementptr inbounds [256 x i32], ptr %309, i64 0, i64 %363
  %367 = load i32, ptr %366, align 4, !tbaa !29
  %368 = add i32 %367, %365
  store i32 %368, ptr %366, align 4, !tbaa !29
  %369 = add nuw nsw i64 %345, 4
  %370 = icmp eq i64 %369, 256
  br i1 %370, label %371, label %344, !llvm.loop !46

371:                                              ; preds = %319, %344
  %372 = add nuw i64 %282, 1
  %373 = icmp ult i64 %372, %270
  br i1 %373, label %281, label %374, !llvm.loop !47

374:                                              ; preds = %371, %263
  %375 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %66) #8
  %376 = add nuw nsw i64 %114, 7
  %377 = lshr i64 %376, 3
  %378 = shl nuw nsw i64 %114, 11
  %379 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %378) #8
  %380 = shl nuw nsw i64 %114, 3
  %381 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %380) #8
  %382 = mul i64 %377, %66
  %383 = icmp eq i64 %382, 0
  br i1 %383, label %386, label %384

384:                                              ; preds = %374
  %385 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %382) #8
  br label %386

386:                                              ; preds = %384, %374
  %387 = phi ptr [ %385, %384 ], [ null, %374 ]
  %388 = shl nuw nsw i64 %114, 1
  %389 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %388) #8
  %390 = getelementptr inbounds i8, ptr %6, i64 4
  %391 = load i32, ptr %390, align 4, !tbaa !48
  %392 = icmp sgt i32 %391, 10
  %393 = select i1 %392, i64 10, i64 3
  %394 = add i64 %66, -1
  %395 = getelementptr inbounds i8, ptr %375, i64 %394
  %396 = and i64 %66, 1
  %397 = icmp eq i64 %394, 0
  %398 = and i64 %66, -2
  %399 = icmp eq i64 %396, 0
  %400 = and i64 %66, 3
  %401 = and i64 %66, -4
  %402 = icmp eq i64 %400, 0
  %403 = and i64 %66, 1
  %404 = icmp eq i64 %394, 0
  %405 = and i64 %66, -2
  %406 = icmp eq i64 %403, 0
  br label %407

407:                                              ; preds = %772, %386
  %408 = phi i64 [ 0, %386 ], [ %773, %772 ]
  %409 = phi i64 [ %114, %386 ], [ %687, %772 ]
  %410 = add nuw nsw i64 %409, 7
  %411 = lshr i64 %410, 3
  %412 = icmp ult i64 %409, 2
  br i1 %412, label %413, label %414

413:                                              ; preds = %407
  tail call void @llvm.memset.p0.i64(ptr align 1 %375, i8 0, i64 %66, i1 false), !tbaa !28
  br label %574

414:                                              ; preds = %407
  %415 = shl nuw nsw i64 %409, 11
  tail call void @llvm.memset.p0.i64(ptr align 8 %379, i8 0, i64 %415, i1 false)
  br label %416

416:                                              ; preds = %428, %414
  %417 = phi i64 [ 0, %414 ], [ %431, %428 ]
  %418 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %417, i32 1
  %419 = load i64, ptr %418, align 8, !tbaa !35
  %420 = and i64 %419, 4294967295
  %421 = icmp ult i64 %420, 256
  br i1 %421, label %422, label %425

422:                                              ; preds = %416
  %423 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %420
  %424 = load double, ptr %423, align 8, !tbaa !58
  br label %428

425:                                              ; preds = %416
  %426 = uitofp nneg i64 %420 to double
  %427 = tail call double @log2(double noundef %426) #8
  br label %428

428:                                              ; preds = %425, %422
  %429 = phi double [ %424, %422 ], [ %427, %425 ]
  %430 = getelementptr inbounds double, ptr %379, i64 %417
  store double %429, ptr %430, align 8, !tbaa !58
  %431 = add nuw nsw i64 %417, 1
  %432 = icmp eq i64 %431, %409
  br i1 %432, label %435, label %416, !llvm.loop !59

433:                                              ; preds = %457
  %434 = icmp eq i64 %437, 0
  br i1 %434, label %463, label %435, !llvm.loop !60

435:                                              ; preds = %428, %433
  %436 = phi i64 [ %437, %433 ], [ 256, %428 ]
  %437 = add nsw i64 %436, -1
  %438 = getelementptr [256 x i32], ptr %185, i64 0, i64 %437
  %439 = mul i64 %437, %409
  %440 = getelementptr double, ptr %379, i64 %439
  br label %441

441:                                              ; preds = %457, %435
  %442 = phi i64 [ 0, %435 ], [ %461, %457 ]
  %443 = getelementptr inbounds double, ptr %379, i64 %442
  %444 = load double, ptr %443, align 8, !tbaa !58
  %445 = getelementptr %struct.HistogramLiteral, ptr %438, i64 %442
  %446 = load i32, ptr %445, align 4, !tbaa !29
  %447 = zext i32 %446 to i64
  %448 = icmp eq i32 %446, 0
  br i1 %448, label %457, label %449

449:                                              ; preds = %441
  %450 = icmp ult i32 %446, 256
  br i1 %450, label %451, label %454

451:                                              ; preds = %449
  %452 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %447
  %453 = load double, ptr %452, align 8, !tbaa !58
  br label %457

454:                                              ; preds = %449
  %455 = uitofp i32 %446 to double
  %456 = tail call double @log2(double noundef %455) #8
  br label %457

457:                                              ; preds = %454, %451, %441
  %458 = phi double [ -2.000000e+00, %441 ], [ %453, %451 ], [ %456, %454 ]
  %459 = fsub double %444, %458
  %460 = getelementptr double, ptr %440, i64 %442
  store double %459, ptr %460, align 8, !tbaa !58
  %461 = add nuw nsw i64 %442, 1
  %462 = icmp eq i64 %461, %409
  br i1 %462, label %433, label %441, !llvm.loop !61

463:                                              ; preds = %433
  %464 = shl nuw nsw i64 %409, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %381, i8 0, i64 %464, i1 false)
  %465 = mul i64 %411, %66
  tail call void @llvm.memset.p0.i64(ptr align 1 %387, i8 0, i64 %465, i1 false)
  %466 = and i64 %409, 1
  %467 = and i64 %409, -2
  %468 = icmp eq i64 %466, 0
  br label %469

469:                                              ; preds = %541, %463
  %470 = phi i64 [ %542, %541 ], [ 0, %463 ]
  %471 = getelementptr inbounds i8, ptr %71, i64 %470
  %472 = load i8, ptr %471, align 1, !tbaa !28
  %473 = zext i8 %472 to i64
  %474 = mul nuw nsw i64 %409, %473
  %475 = getelementptr double, ptr %379, i64 %474
  %476 = getelementptr inbounds i8, ptr %375, i64 %470
  br label %477

477:                                              ; preds = %500, %469
  %478 = phi i64 [ 0, %469 ], [ %502, %500 ]
  %479 = phi double [ 0x547D42AEA2879F2E, %469 ], [ %501, %500 ]
  %480 = phi i64 [ 0, %469 ], [ %503, %500 ]
  %481 = getelementptr double, ptr %475, i64 %478
  %482 = load double, ptr %481, align 8, !tbaa !58
  %483 = getelementptr inbounds double, ptr %381, i64 %478
  %484 = load double, ptr %483, align 8, !tbaa !58
  %485 = fadd double %482, %484
  store double %485, ptr %483, align 8, !tbaa !58
  %486 = fcmp olt double %485, %479
  br i1 %486, label %487, label %489

487:                                              ; preds = %477
  %488 = trunc i64 %478 to i8
  store i8 %488, ptr %476, align 1, !tbaa !28
  br label %489

489:                                              ; preds = %487, %477
  %490 = phi double [ %485, %487 ], [ %479, %477 ]
  %491 = or disjoint i64 %478, 1
  %492 = getelementptr double, ptr %475, i64 %491
  %493 = load double, ptr %492, align 8, !tbaa !58
  %494 = getelementptr inbounds double, ptr %381, i64 %491
  %495 = load double, ptr %494, align 8, !tbaa !58
  %496 = fadd double %493, %495
  store double %496, ptr %494, align 8, !tbaa !58
  %497 = fcmp olt double %496, %490
  br i1 %497, label %498, label %500

498:                                              ; preds = %489
  %499 = trunc i64 %491 to i8
  store i8 %499, ptr %476, align 1, !tbaa !28
  br label %500

500:                                              ; preds = %498, %489
  %501 = phi double [ %496, %498 ], [ %490, %489 ]
  %502 = add nuw nsw i64 %478, 2
  %503 = add nuw nsw i64 %480, 2
  %504 = icmp eq i64 %503, %467
  br i1 %504, label %505, label %477, !llvm.loop !62

505:                                              ; preds = %500
  br i1 %468, label %515, label %506

506:                                              ; preds = %505
  %507 = getelementptr double, ptr %475, i64 %502
  %508 = load double, ptr %507, align 8, !tbaa !58
  %509 = getelementptr inbounds double, ptr %381, i64 %502
  %510 = load double, ptr %509, align 8, !tbaa !58
  %511 = fadd double %508, %510
  store double %511, ptr %509, align 8, !tbaa !58
  %512 = fcmp olt double %511, %501
  br i1 %512, label %513, label %515

513:                                              ; preds = %506
  %514 = trunc i64 %502 to i8
  store i8 %514, ptr %476, align 1, !tbaa !28
  br label %515

515:                                              ; preds = %506, %513, %505
  %516 = phi double [ %501, %505 ], [ %511, %513 ], [ %501, %506 ]
  %517 = mul i64 %470, %411
  %518 = icmp ult i64 %470, 2000
  %519 = uitofp nneg i64 %470 to double
  %520 = tail call double @llvm.fmuladd.f64(double %519, double 0x3F02599ED7C6FBD3, double 7.700000e-01)
  %521 = fmul double %520, 2.810000e+01
  %522 = select i1 %518, double %521, double 2.810000e+01
  %523 = getelementptr i8, ptr %387, i64 %517
  br label %524

524:                                              ; preds = %538, %515
  %525 = phi i64 [ 0, %515 ], [ %539, %538 ]
  %526 = getelementptr inbounds double, ptr %381, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !58
  %528 = fsub double %527, %516
  store double %528, ptr %526, align 8, !tbaa !58
  %529 = fcmp ult double %528, %522
  br i1 %529, label %538, label %530

530:                                              ; preds = %524
  %531 = trunc i64 %525 to i8
  %532 = and i8 %531, 7
  %533 = shl nuw i8 1, %532
  store double %522, ptr %526, align 8, !tbaa !58
  %534 = lshr i64 %525, 3
  %535 = getelementptr i8, ptr %523, i64 %534
  %536 = load i8, ptr %535, align 1, !tbaa !28
  %537 = or i8 %536, %533
  store i8 %537, ptr %535, align 1, !tbaa !28
  br label %538

538:                                              ; preds = %530, %524
  %539 = add nuw nsw i64 %525, 1
  %540 = icmp eq i64 %539, %409
  br i1 %540, label %541, label %524, !llvm.loop !63

541:                                              ; preds = %538
  %542 = add nuw i64 %470, 1
  %543 = icmp eq i64 %542, %66
  br i1 %543, label %544, label %469, !llvm.loop !64

544:                                              ; preds = %541
  %545 = load i8, ptr %395, align 1, !tbaa !28
  %546 = mul i64 %411, %394
  br label %547

547:                                              ; preds = %569, %544
  %548 = phi i8 [ %571, %569 ], [ %545, %544 ]
  %549 = phi i64 [ %555, %569 ], [ %546, %544 ]
  %550 = phi i64 [ %570, %569 ], [ 1, %544 ]
  %551 = phi i64 [ %554, %569 ], [ %394, %544 ]
  %552 = and i8 %548, 7
  %553 = shl nuw i8 1, %552
  %554 = add i64 %551, -1
  %555 = sub i64 %549, %411
  %556 = lshr i8 %548, 3
  %557 = zext nneg i8 %556 to i64
  %558 = getelementptr i8, ptr %387, i64 %555
  %559 = getelementptr i8, ptr %558, i64 %557
  %560 = load i8, ptr %559, align 1, !tbaa !28
  %561 = and i8 %560, %553
  %562 = icmp eq i8 %561, 0
  br i1 %562, label %569, label %563

563:                                              ; preds = %547
  %564 = getelementptr inbounds i8, ptr %375, i64 %554
  %565 = load i8, ptr %564, align 1, !tbaa !28
  %566 = icmp ne i8 %548, %565
  %567 = zext i1 %566 to i64
  %568 = add i64 %550, %567
  br label %569

569:                                              ; preds = %563, %547
  %570 = phi i64 [ %550, %547 ], [ %568, %563 ]
  %571 = phi i8 [ %548, %547 ], [ %565, %563 ]
  %572 = getelementptr inbounds i8, ptr %375, i64 %554
  store i8 %571, ptr %572, align 1, !tbaa !28
  %573 = icmp eq i64 %554, 0
  br i1 %573, label %574, label %547, !llvm.loop !65

574:                                              ; preds = %569, %413
  %575 = phi i64 [ 1, %413 ], [ %570, %569 ]
  %576 = icmp eq i64 %409, 0
  br i1 %576, label %596, label %577

577:                                              ; preds = %574
  %578 = icmp ult i64 %409, 16
  br i1 %578, label %589, label %579

579:                                              ; preds = %577
  %580 = and i64 %409, -16
  br label %581

581:                                              ; preds = %581, %579
  %582 = phi i64 [ 0, %579 ], [ %585, %581 ]
  %583 = getelementptr inbounds i16, ptr %389, i64 %582
  %584 = getelementptr inbounds i8, ptr %583, i64 16
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %583, align 2, !tbaa !66
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %584, align 2, !tbaa !66
  %585 = add nuw i64 %582, 16
  %586 = icmp eq i64 %585, %580
  br i1 %586, label %587, label %581, !llvm.loop !67

587:                                              ; preds = %581
  %588 = icmp eq i64 %409, %580
  br i1 %588, label %596, label %589

589:                                              ; preds = %587, %577
  %590 = phi i64 [ 0, %577 ], [ %580, %587 ]
  br label %591

591:                                              ; preds = %589, %591
  %592 = phi i64 [ %594, %591 ], [ %590, %589 ]
  %593 = getelementptr inbounds i16, ptr %389, i64 %592
  store i16 256, ptr %593, align 2, !tbaa !66
  %594 = add nuw nsw i64 %592, 1
  %595 = icmp eq i64 %594, %409
  br i1 %595, label %596, label %591, !llvm.loop !68

596:                                              ; preds = %591, %587, %574
  br i1 %397, label %625, label %597

597:                                              ; preds = %596, %620
  %598 = phi i64 [ %622, %620 ], [ 0, %596 ]
  %599 = phi i16 [ %621, %620 ], [ 0, %596 ]
  %600 = phi i64 [ %623, %620 ], [ 0, %596 ]
  %601 = getelementptr inbounds i8, ptr %375, i64 %598
  %602 = load i8, ptr %601, align 1, !tbaa !28
  %603 = zext i8 %602 to i64
  %604 = getelementptr inbounds i16, ptr %389, i64 %603
  %605 = load i16, ptr %604, align 2, !tbaa !66
  %606 = icmp eq i16 %605, 256
  br i1 %606, label %607, label %609

607:                                              ; preds = %597
  %608 = add i16 %599, 1
  store i16 %599, ptr %604, align 2, !tbaa !66
  br label %609

609:                                              ; preds = %607, %597
  %610 = phi i16 [ %608, %607 ], [ %599, %597 ]
  %611 = or disjoint i64 %598, 1
  %612 = getelementptr inbounds i8, ptr %375, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !28
  %614 = zext i8 %613 to i64
  %615 = getelementptr inbounds i16, ptr %389, i64 %614
  %616 = load i16, ptr %615, align 2, !tbaa !66
  %617 = icmp eq i16 %616, 256
  br i1 %617, label %618, label %620

618:                                              ; preds = %609
  %619 = add i16 %610, 1
  store i16 %610, ptr %615, align 2, !tbaa !66
  br label %620

620:                                              ; preds = %618, %609
  %621 = phi i16 [ %619, %618 ], [ %610, %609 ]
  %622 = add nuw i64 %598, 2
  %623 = add i64 %600, 2
  %624 = icmp eq i64 %623, %398
  br i1 %624, label %625, label %597, !llvm.loop !69

625:                                              ; preds = %620, %596
  %626 = phi i16 [ poison, %596 ], [ %621, %620 ]
  %627 = phi i64 [ 0, %596 ], [ %622, %620 ]
  %628 = phi i16 [ 0, %596 ], [ %621, %620 ]
  br i1 %399, label %638, label %629

629:                                              ; preds = %625
  %630 = getelementptr inbounds i8, ptr %375, i64 %627
  %631 = load i8, ptr %630, align 1, !tbaa !28
  %632 = zext i8 %631 to i64
  %633 = getelementptr inbounds i16, ptr %389, i64 %632
  %634 = load i16, ptr %633, align 2, !tbaa !66
  %635 = icmp eq i16 %634, 256
  br i1 %635, label %636, label %638

636:                                              ; preds = %629
  %637 = add i16 %628, 1
  store i16 %628, ptr %633, align 2, !tbaa !66
  br label %638

638:                                              ; preds = %625, %636, %629
  %639 = phi i16 [ %626, %625 ], [ %637, %636 ], [ %628, %629 ]
  br label %640

640:                                              ; preds = %640, %638
  %641 = phi i64 [ 0, %638 ], [ %670, %640 ]
  %642 = phi i64 [ 0, %638 ], [ %671, %640 ]
  %643 = getelementptr inbounds i8, ptr %375, i64 %641
  %644 = load i8, ptr %643, align 1, !tbaa !28
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i16, ptr %389, i64 %645
  %647 = load i16, ptr %646, align 2, !tbaa !66
  %648 = trunc i16 %647 to i8
  store i8 %648, ptr %643, align 1, !tbaa !28
  %649 = or disjoint i64 %641, 1
  %650 = getelementptr inbounds i8, ptr %375, i64 %649
  %651 = load i8, ptr %650, align 1, !tbaa !28
  %652 = zext i8 %651 to i64
  %653 = getelementptr inbounds i16, ptr %389, i64 %652
  %654 = load i16, ptr %653, align 2, !tbaa !66
  %655 = trunc i16 %654 to i8
  store i8 %655, ptr %650, align 1, !tbaa !28
  %656 = or disjoint i64 %641, 2
  %657 = getelementptr inbounds i8, ptr %375, i64 %656
  %658 = load i8, ptr %657, align 1, !tbaa !28
  %659 = zext i8 %658 to i64
  %660 = getelementptr inbounds i16, ptr %389, i64 %659
  %661 = load i16, ptr %660, align 2, !tbaa !66
  %662 = trunc i16 %661 to i8
  store i8 %662, ptr %657, align 1, !tbaa !28
  %663 = or disjoint i64 %641, 3
  %664 = getelementptr inbounds i8, ptr %375, i64 %663
  %665 = load i8, ptr %664, align 1, !tbaa !28
  %666 = zext i8 %665 to i64
  %667 = getelementptr inbounds i16, ptr %389, i64 %666
  %668 = load i16, ptr %667, align 2, !tbaa !66
  %669 = trunc i16 %668 to i8
  store i8 %669, ptr %664, align 1, !tbaa !28
  %670 = add nuw i64 %641, 4
  %671 = add i64 %642, 4
  %672 = icmp eq i64 %671, %401
  br i1 %672, label %673, label %640, !llvm.loop !70

673:                                              ; preds = %640
  br i1 %402, label %686, label %674

674:                                              ; preds = %673, %674
  %675 = phi i64 [ %683, %674 ], [ %670, %673 ]
  %676 = phi i64 [ %684, %674 ], [ 0, %673 ]
  %677 = getelementptr inbounds i8, ptr %375, i64 %675
  %678 = load i8, ptr %677, align 1, !tbaa !28
  %679 = zext i8 %678 to i64
  %680 = getelementptr inbounds i16, ptr %389, i64 %679
  %681 = load i16, ptr %680, align 2, !tbaa !66
  %682 = trunc i16 %681 to i8
  store i8 %682, ptr %677, align 1, !tbaa !28
  %683 = add nuw i64 %675, 1
  %684 = add i64 %676, 1
  %685 = icmp eq i64 %684, %400
  br i1 %685, label %686, label %674, !llvm.loop !71

686:                                              ; preds = %674, %673
  %687 = zext i16 %639 to i64
  %688 = icmp eq i16 %639, 0
  br i1 %688, label %722, label %689

689:                                              ; preds = %686
  %690 = and i64 %687, 3
  %691 = icmp ult i16 %639, 4
  br i1 %691, label %711, label %692

692:                                              ; preds = %689
  %693 = and i64 %687, 65532
  br label %694

694:                                              ; preds = %694, %692
  %695 = phi i64 [ 0, %692 ], [ %708, %694 ]
  %696 = phi i64 [ 0, %692 ], [ %709, %694 ]
  %697 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %695
  %698 = getelementptr inbounds i8, ptr %697, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %697, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %698, align 8, !tbaa !30
  %699 = or disjoint i64 %695, 1
  %700 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %699
  %701 = getelementptr inbounds i8, ptr %700, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %700, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %701, align 8, !tbaa !30
  %702 = or disjoint i64 %695, 2
  %703 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %702
  %704 = getelementptr inbounds i8, ptr %703, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %703, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %704, align 8, !tbaa !30
  %705 = or disjoint i64 %695, 3
  %706 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %705
  %707 = getelementptr inbounds i8, ptr %706, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %706, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %707, align 8, !tbaa !30
  %708 = add nuw nsw i64 %695, 4
  %709 = add i64 %696, 4
  %710 = icmp eq i64 %709, %693
  br i1 %710, label %711, label %694, !llvm.loop !34

711:                                              ; preds = %694, %689
  %712 = phi i64 [ 0, %689 ], [ %708, %694 ]
  %713 = icmp eq i64 %690, 0
  br i1 %713, label %722, label %714

714:                                              ; preds = %711, %714
  %715 = phi i64 [ %719, %714 ], [ %712, %711 ]
  %716 = phi i64 [ %720, %714 ], [ 0, %711 ]
  %717 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %715
  %718 = getelementptr inbounds i8, ptr %717, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %717, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %718, align 8, !tbaa !30
  %719 = add nuw nsw i64 %715, 1
  %720 = add i64 %716, 1
  %721 = icmp eq i64 %720, %690
  br i1 %721, label %722, label %714, !llvm.loop !72

722:                                              ; preds = %711, %714, %686
  br i1 %404, label %756, label %723

723:                                              ; preds = %722, %723
  %724 = phi i64 [ %753, %723 ], [ 0, %722 ]
  %725 = phi i64 [ %754, %723 ], [ 0, %722 ]
  %726 = getelementptr inbounds i8, ptr %375, i64 %724
  %727 = load i8, ptr %726, align 1, !tbaa !28
  %728 = zext i8 %727 to i64
  %729 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %728
  %730 = getelementptr inbounds i8, ptr %71, i64 %724
  %731 = load i8, ptr %730, align 1, !tbaa !28
  %732 = zext i8 %731 to i64
  %733 = getelementptr inbounds [256 x i32], ptr %729, i64 0, i64 %732
  %734 = load i32, ptr %733, align 4, !tbaa !29
  %735 = add i32 %734, 1
  store i32 %735, ptr %733, align 4, !tbaa !29
  %736 = getelementptr inbounds i8, ptr %729, i64 1024
  %737 = load i64, ptr %736, align 8, !tbaa !35
  %738 = add i64 %737, 1
  store i64 %738, ptr %736, align 8, !tbaa !35
  %739 = or disjoint i64 %724, 1
  %740 = getelementptr inbounds i8, ptr %375, i64 %739
  %741 = load i8, ptr %740, align 1, !tbaa !28
  %742 = zext i8 %741 to i64
  %743 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %742
  %744 = getelementptr inbounds i8, ptr %71, i64 %739
  %745 = load i8, ptr %744, align 1, !tbaa !28
  %746 = zext i8 %745 to i64
  %747 = getelementptr inbounds [256 x i32], ptr %743, i64 0, i64 %746
  %748 = load i32, ptr %747, align 4, !tbaa !29
  %749 = add i32 %748, 1
  store i32 %749, ptr %747, align 4, !tbaa !29
  %750 = getelementptr inbounds i8, ptr %743, i64 1024
  %751 = load i64, ptr %750, align 8, !tbaa !35
  %752 = add i64 %751, 1
  store i64 %752, ptr %750, align 8, !tbaa !35
  %753 = add nuw i64 %724, 2
  %754 = add i64 %725, 2
  %755 = icmp eq i64 %754, %405
  br i1 %755, label %756, label %723, !llvm.loop !73

756:                                              ; preds = %723, %722
  %757 = phi i64 [ 0, %722 ], [ %753, %723 ]
  br i1 %406, label %772, label %758

758:                                              ; preds = %756
  %759 = getelementptr inbounds i8, ptr %375, i64 %757
  %760 = load i8, ptr %759, align 1, !tbaa !28
  %761 = zext i8 %760 to i64
  %762 = getelementptr inbounds %struct.HistogramLiteral, ptr %185, i64 %761
  %763 = getelementptr inbounds i8, ptr %71, i64 %757
  %764 = load i8, ptr %763, align 1, !tbaa !28
  %765 = zext i8 %764 to i64
  %766 = getelementptr inbounds [256 x i32], ptr %762, i64 0, i64 %765
  %767 = load i32, ptr %766, align 4, !tbaa !29
  %768 = add i32 %767, 1
  store i32 %768, ptr %766, align 4, !tbaa !29
  %769 = getelementptr inbounds i8, ptr %762, i64 1024
  %770 = load i64, ptr %769, align 8, !tbaa !35
  %771 = add i64 %770, 1
  store i64 %771, ptr %769, align 8, !tbaa !35
  br label %772

772:                                              ; preds = %756, %758
  %773 = add nuw nsw i64 %408, 1
  %774 = icmp eq i64 %773, %393
  br i1 %774, label %775, label %407, !llvm.loop !74

775:                                              ; preds = %772
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %379) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %381) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %387) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %389) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %185) #8
  %776 = icmp eq i64 %575, 0
  br i1 %776, label %782, label %777

777:                                              ; preds = %775
  %778 = shl i64 %575, 2
  %779 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %778) #8
  %780 = add i64 %575, 256
  %781 = icmp eq i64 %780, 0
  br i1 %781, label %791, label %782

782:                                              ; preds = %777, %775
  %783 = phi i64 [ %780, %777 ], [ 256, %775 ]
  %784 = phi ptr [ %779, %777 ], [ null, %775 ]
  %785 = shl i64 %783, 2
  %786 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %785) #8
  %787 = shl i64 %575, 4
  %788 = add i64 %787, 1008
  %789 = lshr i64 %788, 6
  %790 = icmp ult i64 %788, 64
  br i1 %790, label %800, label %791

791:                                              ; preds = %782, %777
  %792 = phi i64 [ %789, %782 ], [ 288230376151711695, %777 ]
  %793 = phi i64 [ %783, %782 ], [ 0, %777 ]
  %794 = phi ptr [ %784, %782 ], [ %779, %777 ]
  %795 = phi ptr [ %786, %782 ], [ null, %777 ]
  %796 = mul i64 %792, 1040
  %797 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %796) #8
  %798 = shl nuw nsw i64 %792, 2
  %799 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %798) #8
  br label %800

800:                                              ; preds = %791, %782
  %801 = phi ptr [ %797, %791 ], [ null, %782 ]
  %802 = phi i64 [ %793, %791 ], [ %783, %782 ]
  %803 = phi ptr [ %794, %791 ], [ %784, %782 ]
  %804 = phi ptr [ %795, %791 ], [ %786, %782 ]
  %805 = phi i64 [ %792, %791 ], [ %789, %782 ]
  %806 = phi ptr [ %799, %791 ], [ null, %782 ]
  br i1 %776, label %811, label %807

807:                                              ; preds = %800
  %808 = tail call i64 @llvm.umin.i64(i64 %575, i64 64)
  %809 = mul nuw nsw i64 %808, 1040
  %810 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %809) #8
  br label %811

811:                                              ; preds = %807, %800
  %812 = phi ptr [ %810, %807 ], [ null, %800 ]
  %813 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %814 = icmp eq ptr %804, null
  %815 = getelementptr inbounds i8, ptr %804, i64 512
  %816 = getelementptr inbounds i8, ptr %804, i64 1024
  %817 = select i1 %814, ptr null, ptr %816
  %818 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 2080) #8
  %819 = shl i64 %802, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %804, i8 0, i64 %819, i1 false)
  %820 = and i64 %66, 1
  %821 = icmp eq i64 %394, 0
  br i1 %821, label %824, label %822

822:                                              ; preds = %811
  %823 = and i64 %66, -2
  br label %837

824:                                              ; preds = %869, %811
  %825 = phi i64 [ 0, %811 ], [ %870, %869 ]
  %826 = icmp eq i64 %820, 0
  br i1 %826, label %831, label %827

827:                                              ; preds = %824
  %828 = getelementptr inbounds i32, ptr %817, i64 %825
  %829 = load i32, ptr %828, align 4, !tbaa !29
  %830 = add i32 %829, 1
  store i32 %830, ptr %828, align 4, !tbaa !29
  br label %831

831:                                              ; preds = %827, %824
  %832 = getelementptr inbounds i8, ptr %804, i64 256
  %833 = getelementptr inbounds i8, ptr %804, i64 768
  %834 = select i1 %814, ptr null, ptr %832
  %835 = select i1 %814, ptr null, ptr %815
  %836 = select i1 %814, ptr null, ptr %833
  br i1 %776, label %1060, label %873

837:                                              ; preds = %869, %822
  %838 = phi i64 [ 0, %822 ], [ %870, %869 ]
  %839 = phi i64 [ 0, %822 ], [ %859, %869 ]
  %840 = phi i64 [ 0, %822 ], [ %871, %869 ]
  %841 = getelementptr inbounds i32, ptr %817, i64 %838
  %842 = load i32, ptr %841, align 4, !tbaa !29
  %843 = add i32 %842, 1
  store i32 %843, ptr %841, align 4, !tbaa !29
  %844 = or disjoint i64 %839, 1
  %845 = icmp eq i64 %844, %66
  br i1 %845, label %852, label %846

846:                                              ; preds = %837
  %847 = getelementptr inbounds i8, ptr %375, i64 %839
  %848 = load i8, ptr %847, align 1, !tbaa !28
  %849 = getelementptr inbounds i8, ptr %375, i64 %844
  %850 = load i8, ptr %849, align 1, !tbaa !28
  %851 = icmp eq i8 %848, %850
  br i1 %851, label %854, label %852

852:                                              ; preds = %846, %837
  %853 = add i64 %838, 1
  br label %854

854:                                              ; preds = %852, %846
  %855 = phi i64 [ %853, %852 ], [ %838, %846 ]
  %856 = getelementptr inbounds i32, ptr %817, i64 %855
  %857 = load i32, ptr %856, align 4, !tbaa !29
  %858 = add i32 %857, 1
  store i32 %858, ptr %856, align 4, !tbaa !29
  %859 = add nuw i64 %839, 2
  %860 = icmp eq i64 %859, %66
  br i1 %860, label %867, label %861

861:                                              ; preds = %854
  %862 = getelementptr inbounds i8, ptr %375, i64 %844
  %863 = load i8, ptr %862, align 1, !tbaa !28
  %864 = getelementptr inbounds i8, ptr %375, i64 %859
  %865 = load i8, ptr %864, align 1, !tbaa !28
  %866 = icmp eq i8 %863, %865
  br i1 %866, label %869, label %867

867:                                              ; preds = %861, %854
  %868 = add i64 %855, 1
  br label %869

869:                                              ; preds = %867, %861
  %870 = phi i64 [ %868, %867 ], [ %855, %861 ]
  %871 = add i64 %840, 2
  %872 = icmp eq i64 %871, %823
  br i1 %872, label %824, label %837, !llvm.loop !75

873:                                              ; preds = %831, %1055
  %874 = phi i64 [ %1059, %1055 ], [ %575, %831 ]
  %875 = phi i64 [ %992, %1055 ], [ 0, %831 ]
  %876 = phi i64 [ %970, %1055 ], [ %805, %831 ]
  %877 = phi ptr [ %969, %1055 ], [ %801, %831 ]
  %878 = phi i64 [ %991, %1055 ], [ 0, %831 ]
  %879 = phi i64 [ %988, %1055 ], [ %805, %831 ]
  %880 = phi ptr [ %987, %1055 ], [ %806, %831 ]
  %881 = phi i64 [ %1056, %1055 ], [ 0, %831 ]
  %882 = phi i64 [ %941, %1055 ], [ 0, %831 ]
  %883 = phi i64 [ %1057, %1055 ], [ 0, %831 ]
  %884 = tail call i64 @llvm.umin.i64(i64 %874, i64 64)
  %885 = tail call i64 @llvm.umax.i64(i64 %884, i64 1)
  %886 = tail call i64 @llvm.umin.i64(i64 %874, i64 64)
  %887 = tail call i64 @llvm.umax.i64(i64 %886, i64 1)
  %888 = getelementptr i32, ptr %817, i64 %883
  br label %889

889:                                              ; preds = %940, %873
  %890 = phi i64 [ 0, %873 ], [ %947, %940 ]
  %891 = phi i64 [ %882, %873 ], [ %941, %940 ]
  %892 = getelementptr i32, ptr %888, i64 %890
  %893 = load i32, ptr %892, align 4, !tbaa !29
  %894 = zext i32 %893 to i64
  %895 = getelementptr inbounds %struct.HistogramLiteral, ptr %812, i64 %890
  %896 = getelementptr inbounds i8, ptr %895, i64 1024
  %897 = getelementptr inbounds i8, ptr %895, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %895, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %897, align 8, !tbaa !30
  %898 = icmp eq i32 %893, 0
  br i1 %898, label %940, label %899

899:                                              ; preds = %889
  %900 = and i64 %894, 1
  %901 = icmp eq i32 %893, 1
  br i1 %901, label %926, label %902

902:                                              ; preds = %899
  %903 = and i64 %894, 4294967294
  br label %904

904:                                              ; preds = %904, %902
  %905 = phi i64 [ 0, %902 ], [ %923, %904 ]
  %906 = phi i64 [ %891, %902 ], [ %916, %904 ]
  %907 = phi i64 [ 0, %902 ], [ %924, %904 ]
  %908 = add i64 %906, 1
  %909 = getelementptr inbounds i8, ptr %71, i64 %906
  %910 = load i8, ptr %909, align 1, !tbaa !28
  %911 = zext i8 %910 to i64
  %912 = getelementptr inbounds [256 x i32], ptr %895, i64 0, i64 %911
  %913 = load i32, ptr %912, align 4, !tbaa !29
  %914 = add i32 %913, 1
  store i32 %914, ptr %912, align 4, !tbaa !29
  %915 = or disjoint i64 %905, 1
  store i64 %915, ptr %896, align 8, !tbaa !35
  %916 = add i64 %906, 2
  %917 = getelementptr inbounds i8, ptr %71, i64 %908
  %918 = load i8, ptr %917, align 1, !tbaa !28
  %919 = zext i8 %918 to i64
  %920 = getelementptr inbounds [256 x i32], ptr %895, i64 0, i64 %919
  %921 = load i32, ptr %920, align 4, !tbaa !29
  %922 = add i32 %921, 1
  store i32 %922, ptr %920, align 4, !tbaa !29
  %923 = add nuw nsw i64 %905, 2
  store i64 %923, ptr %896, align 8, !tbaa !35
  %924 = add i64 %907, 2
  %925 = icmp eq i64 %924, %903
  br i1 %925, label %926, label %904, !llvm.loop !76

926:                                              ; preds = %904, %899
  %927 = phi i64 [ poison, %899 ], [ %916, %904 ]
  %928 = phi i64 [ 0, %899 ], [ %923, %904 ]
  %929 = phi i64 [ %891, %899 ], [ %916, %904 ]
  %930 = icmp eq i64 %900, 0
  br i1 %930, label %940, label %931

931:                                              ; preds = %926
  %932 = add i64 %929, 1
  %933 = getelementptr inbounds i8, ptr %71, i64 %929
  %934 = load i8, ptr %933, align 1, !tbaa !28
  %935 = zext i8 %934 to i64
  %936 = getelementptr inbounds [256 x i32], ptr %895, i64 0, i64 %935
  %937 = load i32, ptr %936, align 4, !tbaa !29
  %938 = add i32 %937, 1
  store i32 %938, ptr %936, align 4, !tbaa !29
  %939 = add nuw nsw i64 %928, 1
  store i64 %939, ptr %896, align 8, !tbaa !35
  br label %940

940:                                              ; preds = %931, %926, %889
  %941 = phi i64 [ %891, %889 ], [ %927, %926 ], [ %932, %931 ]
  %942 = tail call double @BrotliPopulationCostLiteral(ptr noundef nonnull %895) #8
  store double %942, ptr %897, align 8, !tbaa !30
  %943 = trunc i64 %890 to i32
  %944 = getelementptr inbounds i32, ptr %834, i64 %890
  store i32 %943, ptr %944, align 4, !tbaa !29
  %945 = getelementptr inbounds i32, ptr %835, i64 %890
  store i32 %943, ptr %945, align 4, !tbaa !29
  %946 = getelementptr inbounds i32, ptr %804, i64 %890
  store i32 1, ptr %946, align 4, !tbaa !29
  %947 = add nuw nsw i64 %890, 1
  %948 = icmp eq i64 %947, %887
  br i1 %948, label %949, label %889, !llvm.loop !77

949:                                              ; preds = %940
  %950 = sub i64 %575, %883
  %951 = tail call i64 @llvm.umin.i64(i64 %950, i64 64)
  %952 = tail call i64 @BrotliHistogramCombineLiteral(ptr noundef nonnull %812, ptr noundef %818, ptr noundef nonnull %804, ptr noundef nonnull %815, ptr noundef nonnull %832, ptr noundef %813, i64 noundef %951, i64 noundef %951, i64 noundef 64, i64 noundef 2048) #8
  %953 = add i64 %952, %875
  %954 = icmp ult i64 %876, %953
  br i1 %954, label %955, label %968

955:                                              ; preds = %949
  %956 = icmp eq i64 %876, 0
  %957 = select i1 %956, i64 %953, i64 %876
  br label %958

958:                                              ; preds = %958, %955
  %959 = phi i64 [ %957, %955 ], [ %961, %958 ]
  %960 = icmp ult i64 %959, %953
  %961 = shl i64 %959, 1
  br i1 %960, label %958, label %962, !llvm.loop !78

962:                                              ; preds = %958
  %963 = mul i64 %959, 1040
  %964 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %963) #8
  br i1 %956, label %967, label %965

965:                                              ; preds = %962
  %966 = mul i64 %876, 1040
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %964, ptr align 8 %877, i64 %966, i1 false)
  br label %967

967:                                              ; preds = %965, %962
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %877) #8
  br label %968

968:                                              ; preds = %967, %949
  %969 = phi ptr [ %964, %967 ], [ %877, %949 ]
  %970 = phi i64 [ %959, %967 ], [ %876, %949 ]
  %971 = add i64 %952, %878
  %972 = icmp ult i64 %879, %971
  br i1 %972, label %973, label %986

973:                                              ; preds = %968
  %974 = icmp eq i64 %879, 0
  %975 = select i1 %974, i64 %971, i64 %879
  br label %976

976:                                              ; preds = %976, %973
  %977 = phi i64 [ %975, %973 ], [ %979, %976 ]
  %978 = icmp ult i64 %977, %971
  %979 = shl i64 %977, 1
  br i1 %978, label %976, label %980, !llvm.loop !79

980:                                              ; preds = %976
  %981 = shl i64 %977, 2
  %982 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %981) #8
  br i1 %974, label %985, label %983

983:                                              ; preds = %980
  %984 = shl i64 %879, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %982, ptr align 4 %880, i64 %984, i1 false)
  br label %985

985:                                              ; preds = %983, %980
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %880) #8
  br label %986

986:                                              ; preds = %985, %968
  %987 = phi ptr [ %982, %985 ], [ %880, %968 ]
  %988 = phi i64 [ %977, %985 ], [ %879, %968 ]
  %989 = icmp eq i64 %952, 0
  br i1 %989, label %990, label %998

990:                                              ; preds = %998, %986
  %991 = phi i64 [ %878, %986 ], [ %1012, %998 ]
  %992 = phi i64 [ %875, %986 ], [ %1002, %998 ]
  %993 = trunc i64 %881 to i32
  %994 = and i64 %885, 1
  %995 = icmp ult i64 %874, 2
  br i1 %995, label %1043, label %996

996:                                              ; preds = %990
  %997 = and i64 %885, 126
  br label %1020

998:                                              ; preds = %986, %998
  %999 = phi i64 [ %1002, %998 ], [ %875, %986 ]
  %1000 = phi i64 [ %1012, %998 ], [ %878, %986 ]
  %1001 = phi i64 [ %1018, %998 ], [ 0, %986 ]
  %1002 = add i64 %999, 1
  %1003 = getelementptr inbounds %struct.HistogramLiteral, ptr %969, i64 %999
  %1004 = getelementptr inbounds i32, ptr %834, i64 %1001
  %1005 = load i32, ptr %1004, align 4, !tbaa !29
  %1006 = zext i32 %1005 to i64
  %1007 = getelementptr inbounds %struct.HistogramLiteral, ptr %812, i64 %1006
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %1003, ptr noundef nonnull align 8 dereferenceable(1040) %1007, i64 1040, i1 false), !tbaa.struct !80
  %1008 = load i32, ptr %1004, align 4, !tbaa !29
  %1009 = zext i32 %1008 to i64
  %1010 = getelementptr inbounds i32, ptr %804, i64 %1009
  %1011 = load i32, ptr %1010, align 4, !tbaa !29
  %1012 = add i64 %1000, 1
  %1013 = getelementptr inbounds i32, ptr %987, i64 %1000
  store i32 %1011, ptr %1013, align 4, !tbaa !29
  %1014 = trunc i64 %1001 to i32
  %1015 = load i32, ptr %1004, align 4, !tbaa !29
  %1016 = zext i32 %1015 to i64
  %1017 = getelementptr inbounds i32, ptr %836, i64 %1016
  store i32 %1014, ptr %1017, align 4, !tbaa !29
  %1018 = add nuw i64 %1001, 1
  %1019 = icmp eq i64 %1018, %952
  br i1 %1019, label %990, label %998, !llvm.loop !82

1020:                                             ; preds = %1020, %996
  %1021 = phi i64 [ 0, %996 ], [ %1040, %1020 ]
  %1022 = phi i64 [ 0, %996 ], [ %1041, %1020 ]
  %1023 = getelementptr inbounds i32, ptr %835, i64 %1021
  %1024 = load i32, ptr %1023, align 4, !tbaa !29
  %1025 = zext i32 %1024 to i64
  %1026 = getelementptr inbounds i32, ptr %836, i64 %1025
  %1027 = load i32, ptr %1026, align 4, !tbaa !29
  %1028 = add i32 %1027, %993
  %1029 = add nuw nsw i64 %1021, %883
  %1030 = getelementptr inbounds i32, ptr %803, i64 %1029
  store i32 %1028, ptr %1030, align 4, !tbaa !29
  %1031 = or disjoint i64 %1021, 1
  %1032 = getelementptr inbounds i32, ptr %835, i64 %1031
  %1033 = load i32, ptr %1032, align 4, !tbaa !29
  %1034 = zext i32 %1033 to i64
  %1035 = getelementptr inbounds i32, ptr %836, i64 %1034
  %1036 = load i32, ptr %1035, align 4, !tbaa !29
  %1037 = add i32 %1036, %993
  %1038 = add nuw nsw i64 %1031, %883
  %1039 = getelementptr inbounds i32, ptr %803, i64 %1038
  store i32 %1037, ptr %1039, align 4, !tbaa !29
  %1040 = add nuw nsw i64 %1021, 2
  %1041 = add i64 %1022, 2
  %1042 = icmp eq i64 %1041, %997
  br i1 %1042, label %1043, label %1020, !llvm.loop !83

1043:                                             ; preds = %1020, %990
  %1044 = phi i64 [ 0, %990 ], [ %1040, %1020 ]
  %1045 = icmp eq i64 %994, 0
  br i1 %1045, label %1055, label %1046

1046:                                             ; preds = %1043
  %1047 = getelementptr inbounds i32, ptr %835, i64 %1044
  %1048 = load i32, ptr %1047, align 4, !tbaa !29
  %1049 = zext i32 %1048 to i64
  %1050 = getelementptr inbounds i32, ptr %836, i64 %1049
  %1051 = load i32, ptr %1050, align 4, !tbaa !29
  %1052 = add i32 %1051, %993
  %1053 = add nuw nsw i64 %1044, %883
  %1054 = getelementptr inbounds i32, ptr %803, i64 %1053
  store i32 %1052, ptr %1054, align 4, !tbaa !29
  br label %1055

1055:                                             ; preds = %1043, %1046
  %1056 = add i64 %952, %881
  %1057 = add i64 %883, 64
  %1058 = icmp ult i64 %1057, %575
  %1059 = add i64 %874, -64
  br i1 %1058, label %873, label %1060, !llvm.loop !84

1060:                                             ; preds = %1055, %831
  %1061 = phi i64 [ 0, %831 ], [ %1056, %1055 ]
  %1062 = phi ptr [ %806, %831 ], [ %987, %1055 ]
  %1063 = phi ptr [ %801, %831 ], [ %969, %1055 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %812) #8
  %1064 = shl i64 %1061, 6
  %1065 = lshr i64 %1061, 1
  %1066 = mul i64 %1065, %1061
  %1067 = tail call i64 @llvm.umin.i64(i64 %1064, i64 %1066)
  %1068 = icmp ugt i64 %1067, 2048
  br i1 %1068, label %1069, label %1073

1069:                                             ; preds = %1060
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %813) #8
  %1070 = mul i64 %1067, 24
  %1071 = add i64 %1070, 24
  %1072 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1071) #8
  br label %1073

1073:                                             ; preds = %1069, %1060
  %1074 = phi ptr [ %1072, %1069 ], [ %813, %1060 ]
  %1075 = icmp eq i64 %1061, 0
  br i1 %1075, label %1101, label %1076

1076:                                             ; preds = %1073
  %1077 = shl i64 %1061, 2
  %1078 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1077) #8
  %1079 = icmp ult i64 %1061, 8
  br i1 %1079, label %1093, label %1080

1080:                                             ; preds = %1076
  %1081 = and i64 %1061, -8
  br label %1082

1082:                                             ; preds = %1082, %1080
  %1083 = phi i64 [ 0, %1080 ], [ %1088, %1082 ]
  %1084 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1080 ], [ %1089, %1082 ]
  %1085 = add <4 x i32> %1084, <i32 4, i32 4, i32 4, i32 4>
  %1086 = getelementptr inbounds i32, ptr %1078, i64 %1083
  %1087 = getelementptr inbounds i8, ptr %1086, i64 16
  store <4 x i32> %1084, ptr %1086, align 4, !tbaa !29
  store <4 x i32> %1085, ptr %1087, align 4, !tbaa !29
  %1088 = add nuw i64 %1083, 8
  %1089 = add <4 x i32> %1084, <i32 8, i32 8, i32 8, i32 8>
  %1090 = icmp eq i64 %1088, %1081
  br i1 %1090, label %1091, label %1082, !llvm.loop !85

1091:                                             ; preds = %1082
  %1092 = icmp eq i64 %1061, %1081
  br i1 %1092, label %1101, label %1093

1093:                                             ; preds = %1091, %1076
  %1094 = phi i64 [ 0, %1076 ], [ %1081, %1091 ]
  br label %1095

1095:                                             ; preds = %1093, %1095
  %1096 = phi i64 [ %1099, %1095 ], [ %1094, %1093 ]
  %1097 = trunc i64 %1096 to i32
  %1098 = getelementptr inbounds i32, ptr %1078, i64 %1096
  store i32 %1097, ptr %1098, align 4, !tbaa !29
  %1099 = add nuw i64 %1096, 1
  %1100 = icmp eq i64 %1099, %1061
  br i1 %1100, label %1101, label %1095, !llvm.loop !86

1101:                                             ; preds = %1095, %1091, %1073
  %1102 = phi ptr [ null, %1073 ], [ %1078, %1091 ], [ %1078, %1095 ]
  %1103 = tail call i64 @BrotliHistogramCombineLiteral(ptr noundef %1063, ptr noundef %818, ptr noundef %1062, ptr noundef %803, ptr noundef %1102, ptr noundef %1074, i64 noundef %1061, i64 noundef %575, i64 noundef 256, i64 noundef %1067) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1074) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1062) #8
  br i1 %1075, label %1107, label %1104

1104:                                             ; preds = %1101
  %1105 = shl i64 %1061, 2
  %1106 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1105) #8
  tail call void @llvm.memset.p0.i64(ptr align 4 %1106, i8 -1, i64 %1105, i1 false), !tbaa !29
  br label %1107

1107:                                             ; preds = %1104, %1101
  %1108 = phi ptr [ %1106, %1104 ], [ null, %1101 ]
  br i1 %776, label %1175, label %1109

1109:                                             ; preds = %1107
  %1110 = getelementptr inbounds i8, ptr %818, i64 1024
  %1111 = getelementptr inbounds i8, ptr %818, i64 1032
  %1112 = getelementptr inbounds i8, ptr %818, i64 1040
  %1113 = icmp eq i64 %1103, 0
  br label %1114

1114:                                             ; preds = %1171, %1109
  %1115 = phi i32 [ 0, %1109 ], [ %1172, %1171 ]
  %1116 = phi i64 [ 0, %1109 ], [ %1136, %1171 ]
  %1117 = phi i64 [ 0, %1109 ], [ %1173, %1171 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %818, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %1111, align 8, !tbaa !30
  %1118 = getelementptr inbounds i32, ptr %817, i64 %1117
  %1119 = load i32, ptr %1118, align 4, !tbaa !29
  %1120 = icmp eq i32 %1119, 0
  br i1 %1120, label %1135, label %1121

1121:                                             ; preds = %1114, %1121
  %1122 = phi i64 [ %1131, %1121 ], [ 0, %1114 ]
  %1123 = phi i64 [ %1124, %1121 ], [ %1116, %1114 ]
  %1124 = add i64 %1123, 1
  %1125 = getelementptr inbounds i8, ptr %71, i64 %1123
  %1126 = load i8, ptr %1125, align 1, !tbaa !28
  %1127 = zext i8 %1126 to i64
  %1128 = getelementptr inbounds [256 x i32], ptr %818, i64 0, i64 %1127
  %1129 = load i32, ptr %1128, align 4, !tbaa !29
  %1130 = add i32 %1129, 1
  store i32 %1130, ptr %1128, align 4, !tbaa !29
  %1131 = add nuw nsw i64 %1122, 1
  store i64 %1131, ptr %1110, align 8, !tbaa !35
  %1132 = load i32, ptr %1118, align 4, !tbaa !29
  %1133 = zext i32 %1132 to i64
  %1134 = icmp ult i64 %1131, %1133
  br i1 %1134, label %1121, label %1135, !llvm.loop !87

1135:                                             ; preds = %1121, %1114
  %1136 = phi i64 [ %1116, %1114 ], [ %1124, %1121 ]
  %1137 = tail call i64 @llvm.usub.sat.i64(i64 %1117, i64 1)
  %1138 = getelementptr inbounds i32, ptr %803, i64 %1137
  %1139 = load i32, ptr %1138, align 4, !tbaa !29
  %1140 = zext i32 %1139 to i64
  %1141 = getelementptr inbounds %struct.HistogramLiteral, ptr %1063, i64 %1140
  %1142 = tail call double @BrotliHistogramBitCostDistanceLiteral(ptr noundef nonnull %818, ptr noundef %1141, ptr noundef nonnull %1112) #8
  br i1 %1113, label %1162, label %1143

1143:                                             ; preds = %1135, %1155
  %1144 = phi double [ %1157, %1155 ], [ %1142, %1135 ]
  %1145 = phi i32 [ %1156, %1155 ], [ %1139, %1135 ]
  %1146 = phi i64 [ %1158, %1155 ], [ 0, %1135 ]
  %1147 = getelementptr inbounds i32, ptr %1102, i64 %1146
  %1148 = load i32, ptr %1147, align 4, !tbaa !29
  %1149 = zext i32 %1148 to i64
  %1150 = getelementptr inbounds %struct.HistogramLiteral, ptr %1063, i64 %1149
  %1151 = tail call double @BrotliHistogramBitCostDistanceLiteral(ptr noundef %818, ptr noundef %1150, ptr noundef nonnull %1112) #8
  %1152 = fcmp olt double %1151, %1144
  br i1 %1152, label %1153, label %1155

1153:                                             ; preds = %1143
  %1154 = load i32, ptr %1147, align 4, !tbaa !29
  br label %1155

1155:                                             ; preds = %1153, %1143
  %1156 = phi i32 [ %1154, %1153 ], [ %1145, %1143 ]
  %1157 = phi double [ %1151, %1153 ], [ %1144, %1143 ]
  %1158 = add nuw i64 %1146, 1
  %1159 = icmp eq i64 %1158, %1103
  br i1 %1159, label %1160, label %1143, !llvm.loop !88

1160:                                             ; preds = %1155
  %1161 = zext i32 %1156 to i64
  br label %1162

1162:                                             ; preds = %1160, %1135
  %1163 = phi i64 [ %1161, %1160 ], [ %1140, %1135 ]
  %1164 = phi i32 [ %1156, %1160 ], [ %1139, %1135 ]
  %1165 = getelementptr inbounds i32, ptr %803, i64 %1117
  store i32 %1164, ptr %1165, align 4, !tbaa !29
  %1166 = getelementptr inbounds i32, ptr %1108, i64 %1163
  %1167 = load i32, ptr %1166, align 4, !tbaa !29
  %1168 = icmp eq i32 %1167, -1
  br i1 %1168, label %1169, label %1171

1169:                                             ; preds = %1162
  %1170 = add i32 %1115, 1
  store i32 %1115, ptr %1166, align 4, !tbaa !29
  br label %1171

1171:                                             ; preds = %1169, %1162
  %1172 = phi i32 [ %1170, %1169 ], [ %1115, %1162 ]
  %1173 = add nuw i64 %1117, 1
  %1174 = icmp eq i64 %1173, %575
  br i1 %1174, label %1175, label %1114, !llvm.loop !89

1175:                                             ; preds = %1171, %1107
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %818) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1102) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1063) #8
  %1176 = getelementptr inbounds i8, ptr %7, i64 32
  %1177 = load i64, ptr %1176, align 8, !tbaa !23
  %1178 = icmp ult i64 %1177, %575
  br i1 %1178, label %1179, label %1196

1179:                                             ; preds = %1175
  %1180 = icmp eq i64 %1177, 0
  %1181 = select i1 %1180, i64 %575, i64 %1177
  br label %1182

1182:                                             ; preds = %1182, %1179
  %1183 = phi i64 [ %1181, %1179 ], [ %1185, %1182 ]
  %1184 = icmp ult i64 %1183, %575
  %1185 = shl i64 %1183, 1
  br i1 %1184, label %1182, label %1186, !llvm.loop !90

1186:                                             ; preds = %1182
  %1187 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1183) #8
  %1188 = load i64, ptr %1176, align 8, !tbaa !23
  %1189 = icmp eq i64 %1188, 0
  br i1 %1189, label %1193, label %1190

1190:                                             ; preds = %1186
  %1191 = getelementptr inbounds i8, ptr %7, i64 16
  %1192 = load ptr, ptr %1191, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1187, ptr align 1 %1192, i64 %1188, i1 false)
  br label %1193

1193:                                             ; preds = %1190, %1186
  %1194 = getelementptr inbounds i8, ptr %7, i64 16
  %1195 = load ptr, ptr %1194, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1195) #8
  store ptr %1187, ptr %1194, align 8, !tbaa !5
  store i64 %1183, ptr %1176, align 8, !tbaa !23
  br label %1196

1196:                                             ; preds = %1193, %1175
  %1197 = getelementptr inbounds i8, ptr %7, i64 40
  %1198 = load i64, ptr %1197, align 8, !tbaa !26
  %1199 = icmp ult i64 %1198, %575
  br i1 %1199, label %1200, label %1219

1200:                                             ; preds = %1196
  %1201 = icmp eq i64 %1198, 0
  %1202 = select i1 %1201, i64 %575, i64 %1198
  br label %1203

1203:                                             ; preds = %1203, %1200
  %1204 = phi i64 [ %1202, %1200 ], [ %1206, %1203 ]
  %1205 = icmp ult i64 %1204, %575
  %1206 = shl i64 %1204, 1
  br i1 %1205, label %1203, label %1207, !llvm.loop !91

1207:                                             ; preds = %1203
  %1208 = shl i64 %1204, 2
  %1209 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1208) #8
  %1210 = load i64, ptr %1197, align 8, !tbaa !26
  %1211 = icmp eq i64 %1210, 0
  br i1 %1211, label %1216, label %1212

1212:                                             ; preds = %1207
  %1213 = getelementptr inbounds i8, ptr %7, i64 24
  %1214 = load ptr, ptr %1213, align 8, !tbaa !11
  %1215 = shl i64 %1210, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1209, ptr align 4 %1214, i64 %1215, i1 false)
  br label %1216

1216:                                             ; preds = %1212, %1207
  %1217 = getelementptr inbounds i8, ptr %7, i64 24
  %1218 = load ptr, ptr %1217, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1218) #8
  store ptr %1209, ptr %1217, align 8, !tbaa !11
  store i64 %1204, ptr %1197, align 8, !tbaa !26
  br label %1220

1219:                                             ; preds = %1196
  br i1 %776, label %1257, label %1220

1220:                                             ; preds = %1219, %1216
  %1221 = getelementptr inbounds i8, ptr %7, i64 16
  %1222 = getelementptr inbounds i8, ptr %7, i64 24
  br label %1223

1223:                                             ; preds = %1250, %1220
  %1224 = phi i8 [ 0, %1220 ], [ %1253, %1250 ]
  %1225 = phi i64 [ 0, %1220 ], [ %1252, %1250 ]
  %1226 = phi i32 [ 0, %1220 ], [ %1251, %1250 ]
  %1227 = phi i64 [ 0, %1220 ], [ %1231, %1250 ]
  %1228 = getelementptr inbounds i32, ptr %817, i64 %1227
  %1229 = load i32, ptr %1228, align 4, !tbaa !29
  %1230 = add i32 %1229, %1226
  %1231 = add nuw i64 %1227, 1
  %1232 = icmp eq i64 %1231, %575
  %1233 = getelementptr inbounds i32, ptr %803, i64 %1227
  %1234 = load i32, ptr %1233, align 4, !tbaa !29
  br i1 %1232, label %1239, label %1235

1235:                                             ; preds = %1223
  %1236 = getelementptr inbounds i32, ptr %803, i64 %1231
  %1237 = load i32, ptr %1236, align 4, !tbaa !29
  %1238 = icmp eq i32 %1234, %1237
  br i1 %1238, label %1250, label %1239

1239:                                             ; preds = %1235, %1223
  %1240 = zext i32 %1234 to i64
  %1241 = getelementptr inbounds i32, ptr %1108, i64 %1240
  %1242 = load i32, ptr %1241, align 4, !tbaa !29
  %1243 = trunc i32 %1242 to i8
  %1244 = load ptr, ptr %1221, align 8, !tbaa !5
  %1245 = getelementptr inbounds i8, ptr %1244, i64 %1225
  store i8 %1243, ptr %1245, align 1, !tbaa !28
  %1246 = load ptr, ptr %1222, align 8, !tbaa !11
  %1247 = getelementptr inbounds i32, ptr %1246, i64 %1225
  store i32 %1230, ptr %1247, align 4, !tbaa !29
  %1248 = tail call i8 @llvm.umax.i8(i8 %1224, i8 %1243)
  %1249 = add i64 %1225, 1
  br label %1250

1250:                                             ; preds = %1239, %1235
  %1251 = phi i32 [ 0, %1239 ], [ %1230, %1235 ]
  %1252 = phi i64 [ %1249, %1239 ], [ %1225, %1235 ]
  %1253 = phi i8 [ %1248, %1239 ], [ %1224, %1235 ]
  br i1 %1232, label %1254, label %1223, !llvm.loop !92

1254:                                             ; preds = %1250
  %1255 = zext i8 %1253 to i64
  %1256 = add nuw nsw i64 %1255, 1
  br label %1257

1257:                                             ; preds = %1254, %1219
  %1258 = phi i64 [ 0, %1219 ], [ %1252, %1254 ]
  %1259 = phi i64 [ 1, %1219 ], [ %1256, %1254 ]
  %1260 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %1258, ptr %1260, align 8, !tbaa !24
  store i64 %1259, ptr %7, align 8, !tbaa !22
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1108) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %804) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %803) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %375) #8
  br label %1261

1261:                                             ; preds = %115, %171, %1257
  %1262 = phi ptr [ %116, %115 ], [ %71, %171 ], [ %71, %1257 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1262) #8
  br i1 %11, label %1386, label %1263

1263:                                             ; preds = %1261
  %1264 = shl i64 %2, 1
  %1265 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1264) #8
  %1266 = icmp ult i64 %2, 16
  br i1 %1266, label %1350, label %1267

1267:                                             ; preds = %1263
  %1268 = shl i64 %2, 1
  %1269 = getelementptr i8, ptr %1265, i64 %1268
  %1270 = getelementptr i8, ptr %1, i64 12
  %1271 = shl i64 %2, 4
  %1272 = getelementptr i8, ptr %1, i64 %1271
  %1273 = getelementptr i8, ptr %1272, i64 -2
  %1274 = icmp ult ptr %1265, %1273
  %1275 = icmp ult ptr %1270, %1269
  %1276 = and i1 %1274, %1275
  br i1 %1276, label %1350, label %1277

1277:                                             ; preds = %1267
  %1278 = and i64 %2, -16
  br label %1279

1279:                                             ; preds = %1279, %1277
  %1280 = phi i64 [ 0, %1277 ], [ %1346, %1279 ]
  %1281 = or disjoint i64 %1280, 1
  %1282 = or disjoint i64 %1280, 2
  %1283 = or disjoint i64 %1280, 3
  %1284 = or disjoint i64 %1280, 4
  %1285 = or disjoint i64 %1280, 5
  %1286 = or disjoint i64 %1280, 6
  %1287 = or disjoint i64 %1280, 7
  %1288 = or disjoint i64 %1280, 8
  %1289 = or disjoint i64 %1280, 9
  %1290 = or disjoint i64 %1280, 10
  %1291 = or disjoint i64 %1280, 11
  %1292 = or disjoint i64 %1280, 12
  %1293 = or disjoint i64 %1280, 13
  %1294 = or disjoint i64 %1280, 14
  %1295 = or disjoint i64 %1280, 15
  %1296 = getelementptr inbounds %struct.Command, ptr %1, i64 %1280, i32 3
  %1297 = getelementptr inbounds %struct.Command, ptr %1, i64 %1281, i32 3
  %1298 = getelementptr inbounds %struct.Command, ptr %1, i64 %1282, i32 3
  %1299 = getelementptr inbounds %struct.Command, ptr %1, i64 %1283, i32 3
  %1300 = getelementptr inbounds %struct.Command, ptr %1, i64 %1284, i32 3
  %1301 = getelementptr inbounds %struct.Command, ptr %1, i64 %1285, i32 3
  %1302 = getelementptr inbounds %struct.Command, ptr %1, i64 %1286, i32 3
  %1303 = getelementptr inbounds %struct.Command, ptr %1, i64 %1287, i32 3
  %1304 = getelementptr inbounds %struct.Command, ptr %1, i64 %1288, i32 3
  %1305 = getelementptr inbounds %struct.Command, ptr %1, i64 %1289, i32 3
  %1306 = getelementptr inbounds %struct.Command, ptr %1, i64 %1290, i32 3
  %1307 = getelementptr inbounds %struct.Command, ptr %1, i64 %1291, i32 3
  %1308 = getelementptr inbounds %struct.Command, ptr %1, i64 %1292, i32 3
  %1309 = getelementptr inbounds %struct.Command, ptr %1, i64 %1293, i32 3
  %1310 = getelementptr inbounds %struct.Command, ptr %1, i64 %1294, i32 3
  %1311 = getelementptr inbounds %struct.Command, ptr %1, i64 %1295, i32 3
  %1312 = load i16, ptr %1296, align 4, !tbaa !93, !alias.scope !94
  %1313 = load i16, ptr %1297, align 4, !tbaa !93, !alias.scope !94
  %1314 = load i16, ptr %1298, align 4, !tbaa !93, !alias.scope !94
  %1315 = load i16, ptr %1299, align 4, !tbaa !93, !alias.scope !94
  %1316 = load i16, ptr %1300, align 4, !tbaa !93, !alias.scope !94
  %1317 = load i16, ptr %1301, align 4, !tbaa !93, !alias.scope !94
  %1318 = load i16, ptr %1302, align 4, !tbaa !93, !alias.scope !94
  %1319 = load i16, ptr %1303, align 4, !tbaa !93, !alias.scope !94
  %1320 = insertelement <8 x i16> poison, i16 %1312, i64 0
  %1321 = insertelement <8 x i16> %1320, i16 %1313, i64 1
  %1322 = insertelement <8 x i16> %1321, i16 %1314, i64 2
  %1323 = insertelement <8 x i16> %1322, i16 %1315, i64 3
  %1324 = insertelement <8 x i16> %1323, i16 %1316, i64 4
  %1325 = insertelement <8 x i16> %1324, i16 %1317, i64 5
  %1326 = insertelement <8 x i16> %1325, i16 %1318, i64 6
  %1327 = insertelement <8 x i16> %1326, i16 %1319, i64 7
  %1328 = load i16, ptr %1304, align 4, !tbaa !93, !alias.scope !94
  %1329 = load i16, ptr %1305, align 4, !tbaa !93, !alias.scope !94
  %1330 = load i16, ptr %1306, align 4, !tbaa !93, !alias.scope !94
  %1331 = load i16, ptr %1307, align 4, !tbaa !93, !alias.scope !94
  %1332 = load i16, ptr %1308, align 4, !tbaa !93, !alias.scope !94
  %1333 = load i16, ptr %1309, align 4, !tbaa !93, !alias.scope !94
  %1334 = load i16, ptr %1310, align 4, !tbaa !93, !alias.scope !94
  %1335 = load i16, ptr %1311, align 4, !tbaa !93, !alias.scope !94
  %1336 = insertelement <8 x i16> poison, i16 %1328, i64 0
  %1337 = insertelement <8 x i16> %1336, i16 %1329, i64 1
  %1338 = insertelement <8 x i16> %1337, i16 %1330, i64 2
  %1339 = insertelement <8 x i16> %1338, i16 %1331, i64 3
  %1340 = insertelement <8 x i16> %1339, i16 %1332, i64 4
  %1341 = insertelement <8 x i16> %1340, i16 %1333, i64 5
  %1342 = insertelement <8 x i16> %1341, i16 %1334, i64 6
  %1343 = insertelement <8 x i16> %1342, i16 %1335, i64 7
  %1344 = getelementptr inbounds i16, ptr %1265, i64 %1280
  %1345 = getelementptr inbounds i8, ptr %1344, i64 16
  store <8 x i16> %1327, ptr %1344, align 2, !tbaa !66, !alias.scope !97, !noalias !94
  store <8 x i16> %1343, ptr %1345, align 2, !tbaa !66, !alias.scope !97, !noalias !94
  %1346 = add nuw i64 %1280, 16
  %1347 = icmp eq i64 %1346, %1278
  br i1 %1347, label %1348, label %1279, !llvm.loop !99

1348:                                             ; preds = %1279
  %1349 = icmp eq i64 %1278, %2
  br i1 %1349, label %1387, label %1350

1350:                                             ; preds = %1348, %1267, %1263
  %1351 = phi i64 [ 0, %1267 ], [ 0, %1263 ], [ %1278, %1348 ]
  %1352 = and i64 %2, 3
  %1353 = icmp eq i64 %1352, 0
  br i1 %1353, label %1363, label %1354

1354:                                             ; preds = %1350, %1354
  %1355 = phi i64 [ %1360, %1354 ], [ %1351, %1350 ]
  %1356 = phi i64 [ %1361, %1354 ], [ 0, %1350 ]
  %1357 = getelementptr inbounds %struct.Command, ptr %1, i64 %1355, i32 3
  %1358 = load i16, ptr %1357, align 4, !tbaa !93
  %1359 = getelementptr inbounds i16, ptr %1265, i64 %1355
  store i16 %1358, ptr %1359, align 2, !tbaa !66
  %1360 = add nuw i64 %1355, 1
  %1361 = add i64 %1356, 1
  %1362 = icmp eq i64 %1361, %1352
  br i1 %1362, label %1363, label %1354, !llvm.loop !100

1363:                                             ; preds = %1354, %1350
  %1364 = phi i64 [ %1351, %1350 ], [ %1360, %1354 ]
  %1365 = sub i64 %1351, %2
  %1366 = icmp ugt i64 %1365, -4
  br i1 %1366, label %1387, label %1367

1367:                                             ; preds = %1363, %1367
  %1368 = phi i64 [ %1384, %1367 ], [ %1364, %1363 ]
  %1369 = getelementptr inbounds %struct.Command, ptr %1, i64 %1368, i32 3
  %1370 = load i16, ptr %1369, align 4, !tbaa !93
  %1371 = getelementptr inbounds i16, ptr %1265, i64 %1368
  store i16 %1370, ptr %1371, align 2, !tbaa !66
  %1372 = add nuw i64 %1368, 1
  %1373 = getelementptr inbounds %struct.Command, ptr %1, i64 %1372, i32 3
  %1374 = load i16, ptr %1373, align 4, !tbaa !93
  %1375 = getelementptr inbounds i16, ptr %1265, i64 %1372
  store i16 %1374, ptr %1375, align 2, !tbaa !66
  %1376 = add nuw i64 %1368, 2
  %1377 = getelementptr inbounds %struct.Command, ptr %1, i64 %1376, i32 3
  %1378 = load i16, ptr %1377, align 4, !tbaa !93
  %1379 = getelementptr inbounds i16, ptr %1265, i64 %1376
  store i16 %1378, ptr %1379, align 2, !tbaa !66
  %1380 = add nuw i64 %1368, 3
  %1381 = getelementptr inbounds %struct.Command, ptr %1, i64 %1380, i32 3
  %1382 = load i16, ptr %1381, align 4, !tbaa !93
  %1383 = getelementptr inbounds i16, ptr %1265, i64 %1380
  store i16 %1382, ptr %1383, align 2, !tbaa !66
  %1384 = add nuw i64 %1368, 4
  %1385 = icmp eq i64 %1384, %2
  br i1 %1385, label %1387, label %1367, !llvm.loop !101

1386:                                             ; preds = %1261
  store i64 1, ptr %8, align 8, !tbaa !22
  tail call void @BrotliFree(ptr noundef %0, ptr noundef null) #8
  br label %2597

1387:                                             ; preds = %1363, %1367, %1348
  %1388 = trunc i64 %2 to i16
  %1389 = udiv i16 %1388, 530
  %1390 = add nuw nsw i16 %1389, 1
  %1391 = zext nneg i16 %1390 to i64
  %1392 = icmp ugt i64 %2, 26499
  %1393 = select i1 %1392, i64 50, i64 %1391
  %1394 = icmp ult i64 %2, 128
  br i1 %1394, label %1395, label %1459

1395:                                             ; preds = %1387
  %1396 = getelementptr inbounds i8, ptr %8, i64 32
  %1397 = load i64, ptr %1396, align 8, !tbaa !23
  %1398 = getelementptr inbounds i8, ptr %8, i64 8
  %1399 = load i64, ptr %1398, align 8, !tbaa !24
  %1400 = add i64 %1399, 1
  %1401 = icmp ult i64 %1397, %1400
  br i1 %1401, label %1402, label %1421

1402:                                             ; preds = %1395
  %1403 = icmp eq i64 %1397, 0
  %1404 = select i1 %1403, i64 %1400, i64 %1397
  br label %1405

1405:                                             ; preds = %1405, %1402
  %1406 = phi i64 [ %1404, %1402 ], [ %1408, %1405 ]
  %1407 = icmp ult i64 %1406, %1400
  %1408 = shl i64 %1406, 1
  br i1 %1407, label %1405, label %1409, !llvm.loop !102

1409:                                             ; preds = %1405
  %1410 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1406) #8
  %1411 = load i64, ptr %1396, align 8, !tbaa !23
  %1412 = icmp eq i64 %1411, 0
  br i1 %1412, label %1416, label %1413

1413:                                             ; preds = %1409
  %1414 = getelementptr inbounds i8, ptr %8, i64 16
  %1415 = load ptr, ptr %1414, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1410, ptr align 1 %1415, i64 %1411, i1 false)
  br label %1416

1416:                                             ; preds = %1413, %1409
  %1417 = getelementptr inbounds i8, ptr %8, i64 16
  %1418 = load ptr, ptr %1417, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1418) #8
  store ptr %1410, ptr %1417, align 8, !tbaa !5
  store i64 %1406, ptr %1396, align 8, !tbaa !23
  %1419 = load i64, ptr %1398, align 8, !tbaa !24
  %1420 = add i64 %1419, 1
  br label %1421

1421:                                             ; preds = %1416, %1395
  %1422 = phi i64 [ %1420, %1416 ], [ %1400, %1395 ]
  %1423 = phi i64 [ %1419, %1416 ], [ %1399, %1395 ]
  %1424 = getelementptr inbounds i8, ptr %8, i64 40
  %1425 = load i64, ptr %1424, align 8, !tbaa !26
  %1426 = icmp ult i64 %1425, %1422
  br i1 %1426, label %1427, label %1447

1427:                                             ; preds = %1421
  %1428 = icmp eq i64 %1425, 0
  %1429 = select i1 %1428, i64 %1422, i64 %1425
  br label %1430

1430:                                             ; preds = %1430, %1427
  %1431 = phi i64 [ %1429, %1427 ], [ %1433, %1430 ]
  %1432 = icmp ult i64 %1431, %1422
  %1433 = shl i64 %1431, 1
  br i1 %1432, label %1430, label %1434, !llvm.loop !103

1434:                                             ; preds = %1430
  %1435 = shl i64 %1431, 2
  %1436 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1435) #8
  %1437 = load i64, ptr %1424, align 8, !tbaa !26
  %1438 = icmp eq i64 %1437, 0
  br i1 %1438, label %1443, label %1439

1439:                                             ; preds = %1434
  %1440 = getelementptr inbounds i8, ptr %8, i64 24
  %1441 = load ptr, ptr %1440, align 8, !tbaa !11
  %1442 = shl i64 %1437, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1436, ptr align 4 %1441, i64 %1442, i1 false)
  br label %1443

1443:                                             ; preds = %1439, %1434
  %1444 = getelementptr inbounds i8, ptr %8, i64 24
  %1445 = load ptr, ptr %1444, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1445) #8
  store ptr %1436, ptr %1444, align 8, !tbaa !11
  store i64 %1431, ptr %1424, align 8, !tbaa !26
  %1446 = load i64, ptr %1398, align 8, !tbaa !24
  br label %1447

1447:                                             ; preds = %1443, %1421
  %1448 = phi i64 [ %1446, %1443 ], [ %1423, %1421 ]
  store i64 1, ptr %8, align 8, !tbaa !22
  %1449 = getelementptr inbounds i8, ptr %8, i64 16
  %1450 = load ptr, ptr %1449, align 8, !tbaa !5
  %1451 = getelementptr inbounds i8, ptr %1450, i64 %1448
  store i8 0, ptr %1451, align 1, !tbaa !28
  %1452 = trunc nuw nsw i64 %2 to i32
  %1453 = getelementptr inbounds i8, ptr %8, i64 24
  %1454 = load ptr, ptr %1453, align 8, !tbaa !11
  %1455 = load i64, ptr %1398, align 8, !tbaa !24
  %1456 = getelementptr inbounds i32, ptr %1454, i64 %1455
  store i32 %1452, ptr %1456, align 4, !tbaa !29
  %1457 = add i64 %1455, 1
  store i64 %1457, ptr %1398, align 8, !tbaa !24
  %1458 = shl nuw nsw i64 %2, 1
  br label %2564

1459:                                             ; preds = %1387
  %1460 = mul nuw nsw i64 %1393, 2832
  %1461 = add nuw nsw i64 %1460, 2832
  %1462 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1461) #8
  %1463 = and i64 %1393, 3
  %1464 = icmp ult i64 %1393, 4
  br i1 %1464, label %1467, label %1465

1465:                                             ; preds = %1459
  %1466 = and i64 %1393, 252
  br label %1481

1467:                                             ; preds = %1481, %1459
  %1468 = phi i64 [ 0, %1459 ], [ %1495, %1481 ]
  %1469 = icmp eq i64 %1463, 0
  br i1 %1469, label %1478, label %1470

1470:                                             ; preds = %1467, %1470
  %1471 = phi i64 [ %1475, %1470 ], [ %1468, %1467 ]
  %1472 = phi i64 [ %1476, %1470 ], [ 0, %1467 ]
  %1473 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1471
  %1474 = getelementptr inbounds i8, ptr %1473, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %1473, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %1474, align 8, !tbaa !104
  %1475 = add nuw nsw i64 %1471, 1
  %1476 = add i64 %1472, 1
  %1477 = icmp eq i64 %1476, %1463
  br i1 %1477, label %1478, label %1470, !llvm.loop !106

1478:                                             ; preds = %1470, %1467
  %1479 = udiv i64 %2, %1393
  %1480 = add i64 %2, -41
  br label %1498

1481:                                             ; preds = %1481, %1465
  %1482 = phi i64 [ 0, %1465 ], [ %1495, %1481 ]
  %1483 = phi i64 [ 0, %1465 ], [ %1496, %1481 ]
  %1484 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1482
  %1485 = getelementptr inbounds i8, ptr %1484, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %1484, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %1485, align 8, !tbaa !104
  %1486 = or disjoint i64 %1482, 1
  %1487 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1486
  %1488 = getelementptr inbounds i8, ptr %1487, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %1487, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %1488, align 8, !tbaa !104
  %1489 = or disjoint i64 %1482, 2
  %1490 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1489
  %1491 = getelementptr inbounds i8, ptr %1490, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %1490, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %1491, align 8, !tbaa !104
  %1492 = or disjoint i64 %1482, 3
  %1493 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1492
  %1494 = getelementptr inbounds i8, ptr %1493, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %1493, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %1494, align 8, !tbaa !104
  %1495 = add nuw nsw i64 %1482, 4
  %1496 = add i64 %1483, 4
  %1497 = icmp eq i64 %1496, %1466
  br i1 %1497, label %1467, label %1481, !llvm.loop !107

1498:                                             ; preds = %1549, %1478
  %1499 = phi i64 [ 0, %1478 ], [ %1550, %1549 ]
  %1500 = phi i32 [ 7, %1478 ], [ %1510, %1549 ]
  %1501 = mul i64 %1499, %2
  %1502 = udiv i64 %1501, %1393
  %1503 = icmp eq i64 %1499, 0
  br i1 %1503, label %1509, label %1504

1504:                                             ; preds = %1498
  %1505 = mul i32 %1500, 16807
  %1506 = zext i32 %1505 to i64
  %1507 = urem i64 %1506, %1479
  %1508 = add i64 %1507, %1502
  br label %1509

1509:                                             ; preds = %1504, %1498
  %1510 = phi i32 [ %1500, %1498 ], [ %1505, %1504 ]
  %1511 = phi i64 [ %1502, %1498 ], [ %1508, %1504 ]
  %1512 = add i64 %1511, 40
  %1513 = icmp ult i64 %1512, %2
  %1514 = select i1 %1513, i64 %1511, i64 %1480
  %1515 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1499
  %1516 = getelementptr inbounds i16, ptr %1265, i64 %1514
  %1517 = getelementptr inbounds i8, ptr %1515, i64 2816
  %1518 = load i64, ptr %1517, align 8, !tbaa !108
  %1519 = add i64 %1518, 40
  store i64 %1519, ptr %1517, align 8, !tbaa !108
  br label %1520

1520:                                             ; preds = %1520, %1509
  %1521 = phi i64 [ 40, %1509 ], [ %1547, %1520 ]
  %1522 = phi ptr [ %1516, %1509 ], [ %1541, %1520 ]
  %1523 = getelementptr inbounds i8, ptr %1522, i64 2
  %1524 = load i16, ptr %1522, align 2, !tbaa !66
  %1525 = zext i16 %1524 to i64
  %1526 = getelementptr inbounds [704 x i32], ptr %1515, i64 0, i64 %1525
  %1527 = load i32, ptr %1526, align 4, !tbaa !29
  %1528 = add i32 %1527, 1
  store i32 %1528, ptr %1526, align 4, !tbaa !29
  %1529 = getelementptr inbounds i8, ptr %1522, i64 4
  %1530 = load i16, ptr %1523, align 2, !tbaa !66
  %1531 = zext i16 %1530 to i64
  %1532 = getelementptr inbounds [704 x i32], ptr %1515, i64 0, i64 %1531
  %1533 = load i32, ptr %1532, align 4, !tbaa !29
  %1534 = add i32 %1533, 1
  store i32 %1534, ptr %1532, align 4, !tbaa !29
  %1535 = getelementptr inbounds i8, ptr %1522, i64 6
  %1536 = load i16, ptr %1529, align 2, !tbaa !66
  %1537 = zext i16 %1536 to i64
  %1538 = getelementptr inbounds [704 x i32], ptr %1515, i64 0, i64 %1537
  %1539 = load i32, ptr %1538, align 4, !tbaa !29
  %1540 = add i32 %1539, 1
  store i32 %1540, ptr %1538, align 4, !tbaa !29
  %1541 = getelementptr inbounds i8, ptr %1522, i64 8
  %1542 = load i16, ptr %1535, align 2, !tbaa !66
  %1543 = zext i16 %1542 to i64
  %1544 = getelementptr inbounds [704 x i32], ptr %1515, i64 0, i64 %1543
  %1545 = load i32, ptr %1544, align 4, !tbaa !29
  %1546 = add i32 %1545, 1
  store i32 %1546, ptr %1544, align 4, !tbaa !29
  %1547 = add nsw i64 %1521, -4
  %1548 = icmp eq i64 %1547, 0
  br i1 %1548, label %1549, label %1520, !llvm.loop !109

1549:                                             ; preds = %1520
  %1550 = add nuw nsw i64 %1499, 1
  %1551 = icmp eq i64 %1550, %1393
  br i1 %1551, label %1552, label %1498, !llvm.loop !110

1552:                                             ; preds = %1549
  %1553 = getelementptr %struct.HistogramCommand, ptr %1462, i64 %1393
  %1554 = shl i64 %2, 1
  %1555 = udiv i64 %1554, 40
  %1556 = add nuw nsw i64 %1555, 99
  %1557 = add nuw nsw i64 %1556, %1393
  %1558 = urem i64 %1557, %1393
  %1559 = sub nuw nsw i64 %1557, %1558
  %1560 = icmp eq i64 %1557, %1558
  br i1 %1560, label %1676, label %1561

1561:                                             ; preds = %1552
  %1562 = getelementptr inbounds i8, ptr %1553, i64 2816
  %1563 = add i64 %2, -39
  %1564 = mul nsw i64 %1393, -2832
  %1565 = mul nuw nsw i64 %1393, 2832
  %1566 = getelementptr i8, ptr %1462, i64 %1565
  %1567 = getelementptr i8, ptr %1566, i64 2816
  %1568 = getelementptr i8, ptr %1462, i64 2816
  br label %1569

1569:                                             ; preds = %1671, %1561
  %1570 = phi i64 [ 0, %1561 ], [ %1672, %1671 ]
  %1571 = phi i32 [ 7, %1561 ], [ %1574, %1671 ]
  %1572 = mul i64 %1570, 2832
  %1573 = getelementptr i8, ptr %1568, i64 %1572
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2816) %1553, i8 0, i64 2816, i1 false)
  %1574 = mul i32 %1571, 16807
  %1575 = zext i32 %1574 to i64
  %1576 = urem i64 %1575, %1563
  %1577 = getelementptr inbounds i16, ptr %1265, i64 %1576
  store i64 40, ptr %1562, align 8, !tbaa !108
  br label %1578

1578:                                             ; preds = %1578, %1569
  %1579 = phi i64 [ 40, %1569 ], [ %1605, %1578 ]
  %1580 = phi ptr [ %1577, %1569 ], [ %1599, %1578 ]
  %1581 = getelementptr inbounds i8, ptr %1580, i64 2
  %1582 = load i16, ptr %1580, align 2, !tbaa !66
  %1583 = zext i16 %1582 to i64
  %1584 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1583
  %1585 = load i32, ptr %1584, align 4, !tbaa !29
  %1586 = add i32 %1585, 1
  store i32 %1586, ptr %1584, align 4, !tbaa !29
  %1587 = getelementptr inbounds i8, ptr %1580, i64 4
  %1588 = load i16, ptr %1581, align 2, !tbaa !66
  %1589 = zext i16 %1588 to i64
  %1590 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1589
  %1591 = load i32, ptr %1590, align 4, !tbaa !29
  %1592 = add i32 %1591, 1
  store i32 %1592, ptr %1590, align 4, !tbaa !29
  %1593 = getelementptr inbounds i8, ptr %1580, i64 6
  %1594 = load i16, ptr %1587, align 2, !tbaa !66
  %1595 = zext i16 %1594 to i64
  %1596 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1595
  %1597 = load i32, ptr %1596, align 4, !tbaa !29
  %1598 = add i32 %1597, 1
  store i32 %1598, ptr %1596, align 4, !tbaa !29
  %1599 = getelementptr inbounds i8, ptr %1580, i64 8
  %1600 = load i16, ptr %1593, align 2, !tbaa !66
  %1601 = zext i16 %1600 to i64
  %1602 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1601
  %1603 = load i32, ptr %1602, align 4, !tbaa !29
  %1604 = add i32 %1603, 1
  store i32 %1604, ptr %1602, align 4, !tbaa !29
  %1605 = add nsw i64 %1579, -4
  %1606 = icmp eq i64 %1605, 0
  br i1 %1606, label %1607, label %1578, !llvm.loop !109

1607:                                             ; preds = %1578
  %1608 = urem i64 %1570, %1393
  %1609 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1608
  %1610 = getelementptr inbounds i8, ptr %1609, i64 2816
  %1611 = load i64, ptr %1610, align 8, !tbaa !108
  %1612 = add i64 %1611, 40
  store i64 %1612, ptr %1610, align 8, !tbaa !108
  %1613 = udiv i64 %1570, %1393
  %1614 = mul i64 %1564, %1613
  %1615 = getelementptr i8, ptr %1573, i64 %1614
  %1616 = icmp ult ptr %1609, %1567
  %1617 = icmp ult ptr %1553, %1615
  %1618 = and i1 %1616, %1617
  br i1 %1618, label %1644, label %1619

1619:                                             ; preds = %1607, %1619
  %1620 = phi i64 [ %1642, %1619 ], [ 0, %1607 ]
  %1621 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1620
  %1622 = getelementptr inbounds i8, ptr %1621, i64 16
  %1623 = load <4 x i32>, ptr %1621, align 4, !tbaa !29, !alias.scope !111
  %1624 = load <4 x i32>, ptr %1622, align 4, !tbaa !29, !alias.scope !111
  %1625 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1620
  %1626 = getelementptr inbounds i8, ptr %1625, i64 16
  %1627 = load <4 x i32>, ptr %1625, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1628 = load <4 x i32>, ptr %1626, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1629 = add <4 x i32> %1627, %1623
  %1630 = add <4 x i32> %1628, %1624
  store <4 x i32> %1629, ptr %1625, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  store <4 x i32> %1630, ptr %1626, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1631 = or disjoint i64 %1620, 8
  %1632 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1631
  %1633 = getelementptr inbounds i8, ptr %1632, i64 16
  %1634 = load <4 x i32>, ptr %1632, align 4, !tbaa !29, !alias.scope !111
  %1635 = load <4 x i32>, ptr %1633, align 4, !tbaa !29, !alias.scope !111
  %1636 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1631
  %1637 = getelementptr inbounds i8, ptr %1636, i64 16
  %1638 = load <4 x i32>, ptr %1636, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1639 = load <4 x i32>, ptr %1637, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1640 = add <4 x i32> %1638, %1634
  %1641 = add <4 x i32> %1639, %1635
  store <4 x i32> %1640, ptr %1636, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  store <4 x i32> %1641, ptr %1637, align 4, !tbaa !29, !alias.scope !114, !noalias !111
  %1642 = add nuw nsw i64 %1620, 16
  %1643 = icmp eq i64 %1642, 704
  br i1 %1643, label %1671, label %1619, !llvm.loop !116

1644:                                             ; preds = %1607, %1644
  %1645 = phi i64 [ %1669, %1644 ], [ 0, %1607 ]
  %1646 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1645
  %1647 = load i32, ptr %1646, align 4, !tbaa !29
  %1648 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1645
  %1649 = load i32, ptr %1648, align 4, !tbaa !29
  %1650 = add i32 %1649, %1647
  store i32 %1650, ptr %1648, align 4, !tbaa !29
  %1651 = or disjoint i64 %1645, 1
  %1652 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1651
  %1653 = load i32, ptr %1652, align 4, !tbaa !29
  %1654 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1651
  %1655 = load i32, ptr %1654, align 4, !tbaa !29
  %1656 = add i32 %1655, %1653
  store i32 %1656, ptr %1654, align 4, !tbaa !29
  %1657 = or disjoint i64 %1645, 2
  %1658 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1657
  %1659 = load i32, ptr %1658, align 4, !tbaa !29
  %1660 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1657
  %1661 = load i32, ptr %1660, align 4, !tbaa !29
  %1662 = add i32 %1661, %1659
  store i32 %1662, ptr %1660, align 4, !tbaa !29
  %1663 = or disjoint i64 %1645, 3
  %1664 = getelementptr inbounds [704 x i32], ptr %1553, i64 0, i64 %1663
  %1665 = load i32, ptr %1664, align 4, !tbaa !29
  %1666 = getelementptr inbounds [704 x i32], ptr %1609, i64 0, i64 %1663
  %1667 = load i32, ptr %1666, align 4, !tbaa !29
  %1668 = add i32 %1667, %1665
  store i32 %1668, ptr %1666, align 4, !tbaa !29
  %1669 = add nuw nsw i64 %1645, 4
  %1670 = icmp eq i64 %1669, 704
  br i1 %1670, label %1671, label %1644, !llvm.loop !117

1671:                                             ; preds = %1619, %1644
  %1672 = add nuw i64 %1570, 1
  %1673 = icmp ult i64 %1672, %1559
  br i1 %1673, label %1569, label %1674, !llvm.loop !118

1674:                                             ; preds = %1671
  %1675 = getelementptr inbounds i8, ptr %1553, i64 2824
  store double 0x7FF0000000000000, ptr %1675, align 8, !tbaa !104
  br label %1676

1676:                                             ; preds = %1674, %1552
  %1677 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2) #8
  %1678 = add nuw nsw i64 %1393, 7
  %1679 = lshr i64 %1678, 3
  %1680 = mul nuw nsw i64 %1393, 5632
  %1681 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1680) #8
  %1682 = shl nuw nsw i64 %1393, 3
  %1683 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1682) #8
  %1684 = mul i64 %1679, %2
  %1685 = icmp eq i64 %1684, 0
  br i1 %1685, label %1688, label %1686

1686:                                             ; preds = %1676
  %1687 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1684) #8
  br label %1688

1688:                                             ; preds = %1686, %1676
  %1689 = phi ptr [ %1687, %1686 ], [ null, %1676 ]
  %1690 = shl nuw nsw i64 %1393, 1
  %1691 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1690) #8
  %1692 = getelementptr inbounds i8, ptr %6, i64 4
  %1693 = load i32, ptr %1692, align 4, !tbaa !48
  %1694 = icmp sgt i32 %1693, 10
  %1695 = select i1 %1694, i64 10, i64 3
  %1696 = add i64 %2, -1
  %1697 = getelementptr inbounds i8, ptr %1677, i64 %1696
  %1698 = and i64 %2, 1
  %1699 = icmp eq i64 %1696, 0
  %1700 = and i64 %2, -2
  %1701 = icmp eq i64 %1698, 0
  %1702 = and i64 %2, 3
  %1703 = icmp ult i64 %1696, 3
  %1704 = and i64 %2, -4
  %1705 = icmp eq i64 %1702, 0
  %1706 = and i64 %2, 1
  %1707 = icmp eq i64 %1696, 0
  %1708 = and i64 %2, -2
  %1709 = icmp eq i64 %1706, 0
  br label %1710

1710:                                             ; preds = %2076, %1688
  %1711 = phi i64 [ 0, %1688 ], [ %2077, %2076 ]
  %1712 = phi i64 [ %1393, %1688 ], [ %1991, %2076 ]
  %1713 = add nuw nsw i64 %1712, 7
  %1714 = lshr i64 %1713, 3
  %1715 = icmp ult i64 %1712, 2
  br i1 %1715, label %1716, label %1717

1716:                                             ; preds = %1710
  tail call void @llvm.memset.p0.i64(ptr align 1 %1677, i8 0, i64 %2, i1 false), !tbaa !28
  br label %1877

1717:                                             ; preds = %1710
  %1718 = mul nuw nsw i64 %1712, 5632
  tail call void @llvm.memset.p0.i64(ptr align 8 %1681, i8 0, i64 %1718, i1 false)
  br label %1719

1719:                                             ; preds = %1731, %1717
  %1720 = phi i64 [ 0, %1717 ], [ %1734, %1731 ]
  %1721 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1720, i32 1
  %1722 = load i64, ptr %1721, align 8, !tbaa !108
  %1723 = and i64 %1722, 4294967295
  %1724 = icmp ult i64 %1723, 256
  br i1 %1724, label %1725, label %1728

1725:                                             ; preds = %1719
  %1726 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1723
  %1727 = load double, ptr %1726, align 8, !tbaa !58
  br label %1731

1728:                                             ; preds = %1719
  %1729 = uitofp nneg i64 %1723 to double
  %1730 = tail call double @log2(double noundef %1729) #8
  br label %1731

1731:                                             ; preds = %1728, %1725
  %1732 = phi double [ %1727, %1725 ], [ %1730, %1728 ]
  %1733 = getelementptr inbounds double, ptr %1681, i64 %1720
  store double %1732, ptr %1733, align 8, !tbaa !58
  %1734 = add nuw nsw i64 %1720, 1
  %1735 = icmp eq i64 %1734, %1712
  br i1 %1735, label %1738, label %1719, !llvm.loop !119

1736:                                             ; preds = %1760
  %1737 = icmp eq i64 %1740, 0
  br i1 %1737, label %1766, label %1738, !llvm.loop !120

1738:                                             ; preds = %1731, %1736
  %1739 = phi i64 [ %1740, %1736 ], [ 704, %1731 ]
  %1740 = add nsw i64 %1739, -1
  %1741 = getelementptr [704 x i32], ptr %1462, i64 0, i64 %1740
  %1742 = mul i64 %1740, %1712
  %1743 = getelementptr double, ptr %1681, i64 %1742
  br label %1744

1744:                                             ; preds = %1760, %1738
  %1745 = phi i64 [ 0, %1738 ], [ %1764, %1760 ]
  %1746 = getelementptr inbounds double, ptr %1681, i64 %1745
  %1747 = load double, ptr %1746, align 8, !tbaa !58
  %1748 = getelementptr %struct.HistogramCommand, ptr %1741, i64 %1745
  %1749 = load i32, ptr %1748, align 4, !tbaa !29
  %1750 = zext i32 %1749 to i64
  %1751 = icmp eq i32 %1749, 0
  br i1 %1751, label %1760, label %1752

1752:                                             ; preds = %1744
  %1753 = icmp ult i32 %1749, 256
  br i1 %1753, label %1754, label %1757

1754:                                             ; preds = %1752
  %1755 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1750
  %1756 = load double, ptr %1755, align 8, !tbaa !58
  br label %1760

1757:                                             ; preds = %1752
  %1758 = uitofp i32 %1749 to double
  %1759 = tail call double @log2(double noundef %1758) #8
  br label %1760

1760:                                             ; preds = %1757, %1754, %1744
  %1761 = phi double [ -2.000000e+00, %1744 ], [ %1756, %1754 ], [ %1759, %1757 ]
  %1762 = fsub double %1747, %1761
  %1763 = getelementptr double, ptr %1743, i64 %1745
  store double %1762, ptr %1763, align 8, !tbaa !58
  %1764 = add nuw nsw i64 %1745, 1
  %1765 = icmp eq i64 %1764, %1712
  br i1 %1765, label %1736, label %1744, !llvm.loop !121

1766:                                             ; preds = %1736
  %1767 = shl nuw nsw i64 %1712, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %1683, i8 0, i64 %1767, i1 false)
  %1768 = mul i64 %1714, %2
  tail call void @llvm.memset.p0.i64(ptr align 1 %1689, i8 0, i64 %1768, i1 false)
  %1769 = and i64 %1712, 1
  %1770 = and i64 %1712, -2
  %1771 = icmp eq i64 %1769, 0
  br label %1772

1772:                                             ; preds = %1844, %1766
  %1773 = phi i64 [ %1845, %1844 ], [ 0, %1766 ]
  %1774 = getelementptr inbounds i16, ptr %1265, i64 %1773
  %1775 = load i16, ptr %1774, align 2, !tbaa !66
  %1776 = zext i16 %1775 to i64
  %1777 = mul nuw nsw i64 %1712, %1776
  %1778 = getelementptr double, ptr %1681, i64 %1777
  %1779 = getelementptr inbounds i8, ptr %1677, i64 %1773
  br label %1780

1780:                                             ; preds = %1803, %1772
  %1781 = phi i64 [ 0, %1772 ], [ %1805, %1803 ]
  %1782 = phi double [ 0x547D42AEA2879F2E, %1772 ], [ %1804, %1803 ]
  %1783 = phi i64 [ 0, %1772 ], [ %1806, %1803 ]
  %1784 = getelementptr double, ptr %1778, i64 %1781
  %1785 = load double, ptr %1784, align 8, !tbaa !58
  %1786 = getelementptr inbounds double, ptr %1683, i64 %1781
  %1787 = load double, ptr %1786, align 8, !tbaa !58
  %1788 = fadd double %1785, %1787
  store double %1788, ptr %1786, align 8, !tbaa !58
  %1789 = fcmp olt double %1788, %1782
  br i1 %1789, label %1790, label %1792

1790:                                             ; preds = %1780
  %1791 = trunc i64 %1781 to i8
  store i8 %1791, ptr %1779, align 1, !tbaa !28
  br label %1792

1792:                                             ; preds = %1790, %1780
  %1793 = phi double [ %1788, %1790 ], [ %1782, %1780 ]
  %1794 = or disjoint i64 %1781, 1
  %1795 = getelementptr double, ptr %1778, i64 %1794
  %1796 = load double, ptr %1795, align 8, !tbaa !58
  %1797 = getelementptr inbounds double, ptr %1683, i64 %1794
  %1798 = load double, ptr %1797, align 8, !tbaa !58
  %1799 = fadd double %1796, %1798
  store double %1799, ptr %1797, align 8, !tbaa !58
  %1800 = fcmp olt double %1799, %1793
  br i1 %1800, label %1801, label %1803

1801:                                             ; preds = %1792
  %1802 = trunc i64 %1794 to i8
  store i8 %1802, ptr %1779, align 1, !tbaa !28
  br label %1803

1803:                                             ; preds = %1801, %1792
  %1804 = phi double [ %1799, %1801 ], [ %1793, %1792 ]
  %1805 = add nuw nsw i64 %1781, 2
  %1806 = add nuw nsw i64 %1783, 2
  %1807 = icmp eq i64 %1806, %1770
  br i1 %1807, label %1808, label %1780, !llvm.loop !122

1808:                                             ; preds = %1803
  br i1 %1771, label %1818, label %1809

1809:                                             ; preds = %1808
  %1810 = getelementptr double, ptr %1778, i64 %1805
  %1811 = load double, ptr %1810, align 8, !tbaa !58
  %1812 = getelementptr inbounds double, ptr %1683, i64 %1805
  %1813 = load double, ptr %1812, align 8, !tbaa !58
  %1814 = fadd double %1811, %1813
  store double %1814, ptr %1812, align 8, !tbaa !58
  %1815 = fcmp olt double %1814, %1804
  br i1 %1815, label %1816, label %1818

1816:                                             ; preds = %1809
  %1817 = trunc i64 %1805 to i8
  store i8 %1817, ptr %1779, align 1, !tbaa !28
  br label %1818

1818:                                             ; preds = %1809, %1816, %1808
  %1819 = phi double [ %1804, %1808 ], [ %1814, %1816 ], [ %1804, %1809 ]
  %1820 = mul i64 %1773, %1714
  %1821 = icmp ult i64 %1773, 2000
  %1822 = uitofp nneg i64 %1773 to double
  %1823 = tail call double @llvm.fmuladd.f64(double %1822, double 0x3F02599ED7C6FBD3, double 7.700000e-01)
  %1824 = fmul double %1823, 1.350000e+01
  %1825 = select i1 %1821, double %1824, double 1.350000e+01
  %1826 = getelementptr i8, ptr %1689, i64 %1820
  br label %1827

1827:                                             ; preds = %1841, %1818
  %1828 = phi i64 [ 0, %1818 ], [ %1842, %1841 ]
  %1829 = getelementptr inbounds double, ptr %1683, i64 %1828
  %1830 = load double, ptr %1829, align 8, !tbaa !58
  %1831 = fsub double %1830, %1819
  store double %1831, ptr %1829, align 8, !tbaa !58
  %1832 = fcmp ult double %1831, %1825
  br i1 %1832, label %1841, label %1833

1833:                                             ; preds = %1827
  %1834 = trunc i64 %1828 to i8
  %1835 = and i8 %1834, 7
  %1836 = shl nuw i8 1, %1835
  store double %1825, ptr %1829, align 8, !tbaa !58
  %1837 = lshr i64 %1828, 3
  %1838 = getelementptr i8, ptr %1826, i64 %1837
  %1839 = load i8, ptr %1838, align 1, !tbaa !28
  %1840 = or i8 %1839, %1836
  store i8 %1840, ptr %1838, align 1, !tbaa !28
  br label %1841

1841:                                             ; preds = %1833, %1827
  %1842 = add nuw nsw i64 %1828, 1
  %1843 = icmp eq i64 %1842, %1712
  br i1 %1843, label %1844, label %1827, !llvm.loop !123

1844:                                             ; preds = %1841
  %1845 = add nuw i64 %1773, 1
  %1846 = icmp eq i64 %1845, %2
  br i1 %1846, label %1847, label %1772, !llvm.loop !124

1847:                                             ; preds = %1844
  %1848 = load i8, ptr %1697, align 1, !tbaa !28
  %1849 = mul i64 %1714, %1696
  br label %1850

1850:                                             ; preds = %1872, %1847
  %1851 = phi i8 [ %1874, %1872 ], [ %1848, %1847 ]
  %1852 = phi i64 [ %1858, %1872 ], [ %1849, %1847 ]
  %1853 = phi i64 [ %1873, %1872 ], [ 1, %1847 ]
  %1854 = phi i64 [ %1857, %1872 ], [ %1696, %1847 ]
  %1855 = and i8 %1851, 7
  %1856 = shl nuw i8 1, %1855
  %1857 = add i64 %1854, -1
  %1858 = sub i64 %1852, %1714
  %1859 = lshr i8 %1851, 3
  %1860 = zext nneg i8 %1859 to i64
  %1861 = getelementptr i8, ptr %1689, i64 %1858
  %1862 = getelementptr i8, ptr %1861, i64 %1860
  %1863 = load i8, ptr %1862, align 1, !tbaa !28
  %1864 = and i8 %1863, %1856
  %1865 = icmp eq i8 %1864, 0
  br i1 %1865, label %1872, label %1866

1866:                                             ; preds = %1850
  %1867 = getelementptr inbounds i8, ptr %1677, i64 %1857
  %1868 = load i8, ptr %1867, align 1, !tbaa !28
  %1869 = icmp ne i8 %1851, %1868
  %1870 = zext i1 %1869 to i64
  %1871 = add i64 %1853, %1870
  br label %1872

1872:                                             ; preds = %1866, %1850
  %1873 = phi i64 [ %1853, %1850 ], [ %1871, %1866 ]
  %1874 = phi i8 [ %1851, %1850 ], [ %1868, %1866 ]
  %1875 = getelementptr inbounds i8, ptr %1677, i64 %1857
  store i8 %1874, ptr %1875, align 1, !tbaa !28
  %1876 = icmp eq i64 %1857, 0
  br i1 %1876, label %1877, label %1850, !llvm.loop !125

1877:                                             ; preds = %1872, %1716
  %1878 = phi i64 [ 1, %1716 ], [ %1873, %1872 ]
  %1879 = icmp eq i64 %1712, 0
  br i1 %1879, label %1899, label %1880

1880:                                             ; preds = %1877
  %1881 = icmp ult i64 %1712, 16
  br i1 %1881, label %1892, label %1882

1882:                                             ; preds = %1880
  %1883 = and i64 %1712, -16
  br label %1884

1884:                                             ; preds = %1884, %1882
  %1885 = phi i64 [ 0, %1882 ], [ %1888, %1884 ]
  %1886 = getelementptr inbounds i16, ptr %1691, i64 %1885
  %1887 = getelementptr inbounds i8, ptr %1886, i64 16
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %1886, align 2, !tbaa !66
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %1887, align 2, !tbaa !66
  %1888 = add nuw i64 %1885, 16
  %1889 = icmp eq i64 %1888, %1883
  br i1 %1889, label %1890, label %1884, !llvm.loop !126

1890:                                             ; preds = %1884
  %1891 = icmp eq i64 %1712, %1883
  br i1 %1891, label %1899, label %1892

1892:                                             ; preds = %1890, %1880
  %1893 = phi i64 [ 0, %1880 ], [ %1883, %1890 ]
  br label %1894

1894:                                             ; preds = %1892, %1894
  %1895 = phi i64 [ %1897, %1894 ], [ %1893, %1892 ]
  %1896 = getelementptr inbounds i16, ptr %1691, i64 %1895
  store i16 256, ptr %1896, align 2, !tbaa !66
  %1897 = add nuw nsw i64 %1895, 1
  %1898 = icmp eq i64 %1897, %1712
  br i1 %1898, label %1899, label %1894, !llvm.loop !127

1899:                                             ; preds = %1894, %1890, %1877
  br i1 %1699, label %1928, label %1900

1900:                                             ; preds = %1899, %1923
  %1901 = phi i64 [ %1925, %1923 ], [ 0, %1899 ]
  %1902 = phi i16 [ %1924, %1923 ], [ 0, %1899 ]
  %1903 = phi i64 [ %1926, %1923 ], [ 0, %1899 ]
  %1904 = getelementptr inbounds i8, ptr %1677, i64 %1901
  %1905 = load i8, ptr %1904, align 1, !tbaa !28
  %1906 = zext i8 %1905 to i64
  %1907 = getelementptr inbounds i16, ptr %1691, i64 %1906
  %1908 = load i16, ptr %1907, align 2, !tbaa !66
  %1909 = icmp eq i16 %1908, 256
  br i1 %1909, label %1910, label %1912

1910:                                             ; preds = %1900
  %1911 = add i16 %1902, 1
  store i16 %1902, ptr %1907, align 2, !tbaa !66
  br label %1912

1912:                                             ; preds = %1910, %1900
  %1913 = phi i16 [ %1911, %1910 ], [ %1902, %1900 ]
  %1914 = or disjoint i64 %1901, 1
  %1915 = getelementptr inbounds i8, ptr %1677, i64 %1914
  %1916 = load i8, ptr %1915, align 1, !tbaa !28
  %1917 = zext i8 %1916 to i64
  %1918 = getelementptr inbounds i16, ptr %1691, i64 %1917
  %1919 = load i16, ptr %1918, align 2, !tbaa !66
  %1920 = icmp eq i16 %1919, 256
  br i1 %1920, label %1921, label %1923

1921:                                             ; preds = %1912
  %1922 = add i16 %1913, 1
  store i16 %1913, ptr %1918, align 2, !tbaa !66
  br label %1923

1923:                                             ; preds = %1921, %1912
  %1924 = phi i16 [ %1922, %1921 ], [ %1913, %1912 ]
  %1925 = add nuw i64 %1901, 2
  %1926 = add i64 %1903, 2
  %1927 = icmp eq i64 %1926, %1700
  br i1 %1927, label %1928, label %1900, !llvm.loop !128

1928:                                             ; preds = %1923, %1899
  %1929 = phi i16 [ poison, %1899 ], [ %1924, %1923 ]
  %1930 = phi i64 [ 0, %1899 ], [ %1925, %1923 ]
  %1931 = phi i16 [ 0, %1899 ], [ %1924, %1923 ]
  br i1 %1701, label %1941, label %1932

1932:                                             ; preds = %1928
  %1933 = getelementptr inbounds i8, ptr %1677, i64 %1930
  %1934 = load i8, ptr %1933, align 1, !tbaa !28
  %1935 = zext i8 %1934 to i64
  %1936 = getelementptr inbounds i16, ptr %1691, i64 %1935
  %1937 = load i16, ptr %1936, align 2, !tbaa !66
  %1938 = icmp eq i16 %1937, 256
  br i1 %1938, label %1939, label %1941

1939:                                             ; preds = %1932
  %1940 = add i16 %1931, 1
  store i16 %1931, ptr %1936, align 2, !tbaa !66
  br label %1941

1941:                                             ; preds = %1932, %1939, %1928
  %1942 = phi i16 [ %1929, %1928 ], [ %1940, %1939 ], [ %1931, %1932 ]
  br i1 %1703, label %1976, label %1943

1943:                                             ; preds = %1941, %1943
  %1944 = phi i64 [ %1973, %1943 ], [ 0, %1941 ]
  %1945 = phi i64 [ %1974, %1943 ], [ 0, %1941 ]
  %1946 = getelementptr inbounds i8, ptr %1677, i64 %1944
  %1947 = load i8, ptr %1946, align 1, !tbaa !28
  %1948 = zext i8 %1947 to i64
  %1949 = getelementptr inbounds i16, ptr %1691, i64 %1948
  %1950 = load i16, ptr %1949, align 2, !tbaa !66
  %1951 = trunc i16 %1950 to i8
  store i8 %1951, ptr %1946, align 1, !tbaa !28
  %1952 = or disjoint i64 %1944, 1
  %1953 = getelementptr inbounds i8, ptr %1677, i64 %1952
  %1954 = load i8, ptr %1953, align 1, !tbaa !28
  %1955 = zext i8 %1954 to i64
  %1956 = getelementptr inbounds i16, ptr %1691, i64 %1955
  %1957 = load i16, ptr %1956, align 2, !tbaa !66
  %1958 = trunc i16 %1957 to i8
  store i8 %1958, ptr %1953, align 1, !tbaa !28
  %1959 = or disjoint i64 %1944, 2
  %1960 = getelementptr inbounds i8, ptr %1677, i64 %1959
  %1961 = load i8, ptr %1960, align 1, !tbaa !28
  %1962 = zext i8 %1961 to i64
  %1963 = getelementptr inbounds i16, ptr %1691, i64 %1962
  %1964 = load i16, ptr %1963, align 2, !tbaa !66
  %1965 = trunc i16 %1964 to i8
  store i8 %1965, ptr %1960, align 1, !tbaa !28
  %1966 = or disjoint i64 %1944, 3
  %1967 = getelementptr inbounds i8, ptr %1677, i64 %1966
  %1968 = load i8, ptr %1967, align 1, !tbaa !28
  %1969 = zext i8 %1968 to i64
  %1970 = getelementptr inbounds i16, ptr %1691, i64 %1969
  %1971 = load i16, ptr %1970, align 2, !tbaa !66
  %1972 = trunc i16 %1971 to i8
  store i8 %1972, ptr %1967, align 1, !tbaa !28
  %1973 = add nuw i64 %1944, 4
  %1974 = add i64 %1945, 4
  %1975 = icmp eq i64 %1974, %1704
  br i1 %1975, label %1976, label %1943, !llvm.loop !129

1976:                                             ; preds = %1943, %1941
  %1977 = phi i64 [ 0, %1941 ], [ %1973, %1943 ]
  br i1 %1705, label %1990, label %1978

1978:                                             ; preds = %1976, %1978
  %1979 = phi i64 [ %1987, %1978 ], [ %1977, %1976 ]
  %1980 = phi i64 [ %1988, %1978 ], [ 0, %1976 ]
  %1981 = getelementptr inbounds i8, ptr %1677, i64 %1979
  %1982 = load i8, ptr %1981, align 1, !tbaa !28
  %1983 = zext i8 %1982 to i64
  %1984 = getelementptr inbounds i16, ptr %1691, i64 %1983
  %1985 = load i16, ptr %1984, align 2, !tbaa !66
  %1986 = trunc i16 %1985 to i8
  store i8 %1986, ptr %1981, align 1, !tbaa !28
  %1987 = add nuw i64 %1979, 1
  %1988 = add i64 %1980, 1
  %1989 = icmp eq i64 %1988, %1702
  br i1 %1989, label %1990, label %1978, !llvm.loop !130

1990:                                             ; preds = %1978, %1976
  %1991 = zext i16 %1942 to i64
  %1992 = icmp eq i16 %1942, 0
  br i1 %1992, label %2026, label %1993

1993:                                             ; preds = %1990
  %1994 = and i64 %1991, 3
  %1995 = icmp ult i16 %1942, 4
  br i1 %1995, label %2015, label %1996

1996:                                             ; preds = %1993
  %1997 = and i64 %1991, 65532
  br label %1998

1998:                                             ; preds = %1998, %1996
  %1999 = phi i64 [ 0, %1996 ], [ %2012, %1998 ]
  %2000 = phi i64 [ 0, %1996 ], [ %2013, %1998 ]
  %2001 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %1999
  %2002 = getelementptr inbounds i8, ptr %2001, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2001, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2002, align 8, !tbaa !104
  %2003 = or disjoint i64 %1999, 1
  %2004 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2003
  %2005 = getelementptr inbounds i8, ptr %2004, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2004, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2005, align 8, !tbaa !104
  %2006 = or disjoint i64 %1999, 2
  %2007 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2006
  %2008 = getelementptr inbounds i8, ptr %2007, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2007, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2008, align 8, !tbaa !104
  %2009 = or disjoint i64 %1999, 3
  %2010 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2009
  %2011 = getelementptr inbounds i8, ptr %2010, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2010, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2011, align 8, !tbaa !104
  %2012 = add nuw nsw i64 %1999, 4
  %2013 = add i64 %2000, 4
  %2014 = icmp eq i64 %2013, %1997
  br i1 %2014, label %2015, label %1998, !llvm.loop !107

2015:                                             ; preds = %1998, %1993
  %2016 = phi i64 [ 0, %1993 ], [ %2012, %1998 ]
  %2017 = icmp eq i64 %1994, 0
  br i1 %2017, label %2026, label %2018

2018:                                             ; preds = %2015, %2018
  %2019 = phi i64 [ %2023, %2018 ], [ %2016, %2015 ]
  %2020 = phi i64 [ %2024, %2018 ], [ 0, %2015 ]
  %2021 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2019
  %2022 = getelementptr inbounds i8, ptr %2021, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2021, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2022, align 8, !tbaa !104
  %2023 = add nuw nsw i64 %2019, 1
  %2024 = add i64 %2020, 1
  %2025 = icmp eq i64 %2024, %1994
  br i1 %2025, label %2026, label %2018, !llvm.loop !131

2026:                                             ; preds = %2015, %2018, %1990
  br i1 %1707, label %2060, label %2027

2027:                                             ; preds = %2026, %2027
  %2028 = phi i64 [ %2057, %2027 ], [ 0, %2026 ]
  %2029 = phi i64 [ %2058, %2027 ], [ 0, %2026 ]
  %2030 = getelementptr inbounds i8, ptr %1677, i64 %2028
  %2031 = load i8, ptr %2030, align 1, !tbaa !28
  %2032 = zext i8 %2031 to i64
  %2033 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2032
  %2034 = getelementptr inbounds i16, ptr %1265, i64 %2028
  %2035 = load i16, ptr %2034, align 2, !tbaa !66
  %2036 = zext i16 %2035 to i64
  %2037 = getelementptr inbounds [704 x i32], ptr %2033, i64 0, i64 %2036
  %2038 = load i32, ptr %2037, align 4, !tbaa !29
  %2039 = add i32 %2038, 1
  store i32 %2039, ptr %2037, align 4, !tbaa !29
  %2040 = getelementptr inbounds i8, ptr %2033, i64 2816
  %2041 = load i64, ptr %2040, align 8, !tbaa !108
  %2042 = add i64 %2041, 1
  store i64 %2042, ptr %2040, align 8, !tbaa !108
  %2043 = or disjoint i64 %2028, 1
  %2044 = getelementptr inbounds i8, ptr %1677, i64 %2043
  %2045 = load i8, ptr %2044, align 1, !tbaa !28
  %2046 = zext i8 %2045 to i64
  %2047 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2046
  %2048 = getelementptr inbounds i16, ptr %1265, i64 %2043
  %2049 = load i16, ptr %2048, align 2, !tbaa !66
  %2050 = zext i16 %2049 to i64
  %2051 = getelementptr inbounds [704 x i32], ptr %2047, i64 0, i64 %2050
  %2052 = load i32, ptr %2051, align 4, !tbaa !29
  %2053 = add i32 %2052, 1
  store i32 %2053, ptr %2051, align 4, !tbaa !29
  %2054 = getelementptr inbounds i8, ptr %2047, i64 2816
  %2055 = load i64, ptr %2054, align 8, !tbaa !108
  %2056 = add i64 %2055, 1
  store i64 %2056, ptr %2054, align 8, !tbaa !108
  %2057 = add nuw i64 %2028, 2
  %2058 = add i64 %2029, 2
  %2059 = icmp eq i64 %2058, %1708
  br i1 %2059, label %2060, label %2027, !llvm.loop !132

2060:                                             ; preds = %2027, %2026
  %2061 = phi i64 [ 0, %2026 ], [ %2057, %2027 ]
  br i1 %1709, label %2076, label %2062

2062:                                             ; preds = %2060
  %2063 = getelementptr inbounds i8, ptr %1677, i64 %2061
  %2064 = load i8, ptr %2063, align 1, !tbaa !28
  %2065 = zext i8 %2064 to i64
  %2066 = getelementptr inbounds %struct.HistogramCommand, ptr %1462, i64 %2065
  %2067 = getelementptr inbounds i16, ptr %1265, i64 %2061
  %2068 = load i16, ptr %2067, align 2, !tbaa !66
  %2069 = zext i16 %2068 to i64
  %2070 = getelementptr inbounds [704 x i32], ptr %2066, i64 0, i64 %2069
  %2071 = load i32, ptr %2070, align 4, !tbaa !29
  %2072 = add i32 %2071, 1
  store i32 %2072, ptr %2070, align 4, !tbaa !29
  %2073 = getelementptr inbounds i8, ptr %2066, i64 2816
  %2074 = load i64, ptr %2073, align 8, !tbaa !108
  %2075 = add i64 %2074, 1
  store i64 %2075, ptr %2073, align 8, !tbaa !108
  br label %2076

2076:                                             ; preds = %2060, %2062
  %2077 = add nuw nsw i64 %1711, 1
  %2078 = icmp eq i64 %2077, %1695
  br i1 %2078, label %2079, label %1710, !llvm.loop !133

2079:                                             ; preds = %2076
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1681) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1683) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1689) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1691) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %1462) #8
  %2080 = icmp eq i64 %1878, 0
  br i1 %2080, label %2086, label %2081

2081:                                             ; preds = %2079
  %2082 = shl i64 %1878, 2
  %2083 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2082) #8
  %2084 = add i64 %1878, 256
  %2085 = icmp eq i64 %2084, 0
  br i1 %2085, label %2095, label %2086

2086:                                             ; preds = %2081, %2079
  %2087 = phi i64 [ %2084, %2081 ], [ 256, %2079 ]
  %2088 = phi ptr [ %2083, %2081 ], [ null, %2079 ]
  %2089 = shl i64 %2087, 2
  %2090 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2089) #8
  %2091 = shl i64 %1878, 4
  %2092 = add i64 %2091, 1008
  %2093 = lshr i64 %2092, 6
  %2094 = icmp ult i64 %2092, 64
  br i1 %2094, label %2104, label %2095

2095:                                             ; preds = %2086, %2081
  %2096 = phi i64 [ %2093, %2086 ], [ 288230376151711695, %2081 ]
  %2097 = phi i64 [ %2087, %2086 ], [ 0, %2081 ]
  %2098 = phi ptr [ %2088, %2086 ], [ %2083, %2081 ]
  %2099 = phi ptr [ %2090, %2086 ], [ null, %2081 ]
  %2100 = mul i64 %2096, 2832
  %2101 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2100) #8
  %2102 = shl nuw nsw i64 %2096, 2
  %2103 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2102) #8
  br label %2104

2104:                                             ; preds = %2095, %2086
  %2105 = phi ptr [ %2101, %2095 ], [ null, %2086 ]
  %2106 = phi i64 [ %2097, %2095 ], [ %2087, %2086 ]
  %2107 = phi ptr [ %2098, %2095 ], [ %2088, %2086 ]
  %2108 = phi ptr [ %2099, %2095 ], [ %2090, %2086 ]
  %2109 = phi i64 [ %2096, %2095 ], [ %2093, %2086 ]
  %2110 = phi ptr [ %2103, %2095 ], [ null, %2086 ]
  br i1 %2080, label %2115, label %2111

2111:                                             ; preds = %2104
  %2112 = tail call i64 @llvm.umin.i64(i64 %1878, i64 64)
  %2113 = mul nuw nsw i64 %2112, 2832
  %2114 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2113) #8
  br label %2115

2115:                                             ; preds = %2111, %2104
  %2116 = phi ptr [ %2114, %2111 ], [ null, %2104 ]
  %2117 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %2118 = icmp eq ptr %2108, null
  %2119 = getelementptr inbounds i8, ptr %2108, i64 512
  %2120 = getelementptr inbounds i8, ptr %2108, i64 1024
  %2121 = select i1 %2118, ptr null, ptr %2120
  %2122 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 5664) #8
  %2123 = shl i64 %2106, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %2108, i8 0, i64 %2123, i1 false)
  %2124 = and i64 %2, 1
  %2125 = icmp eq i64 %1696, 0
  br i1 %2125, label %2128, label %2126

2126:                                             ; preds = %2115
  %2127 = and i64 %2, -2
  br label %2143

2128:                                             ; preds = %2175, %2115
  %2129 = phi i64 [ 0, %2115 ], [ %2176, %2175 ]
  %2130 = icmp eq i64 %2124, 0
  br i1 %2130, label %2135, label %2131

2131:                                             ; preds = %2128
  %2132 = getelementptr inbounds i32, ptr %2121, i64 %2129
  %2133 = load i32, ptr %2132, align 4, !tbaa !29
  %2134 = add i32 %2133, 1
  store i32 %2134, ptr %2132, align 4, !tbaa !29
  br label %2135

2135:                                             ; preds = %2131, %2128
  %2136 = getelementptr inbounds i8, ptr %2108, i64 256
  %2137 = getelementptr inbounds i8, ptr %2108, i64 768
  %2138 = select i1 %2118, ptr null, ptr %2136
  %2139 = select i1 %2118, ptr null, ptr %2119
  %2140 = select i1 %2118, ptr null, ptr %2137
  br i1 %2080, label %2362, label %2141

2141:                                             ; preds = %2135
  %2142 = getelementptr i8, ptr %1265, i64 2
  br label %2179

2143:                                             ; preds = %2175, %2126
  %2144 = phi i64 [ 0, %2126 ], [ %2176, %2175 ]
  %2145 = phi i64 [ 0, %2126 ], [ %2165, %2175 ]
  %2146 = phi i64 [ 0, %2126 ], [ %2177, %2175 ]
  %2147 = getelementptr inbounds i32, ptr %2121, i64 %2144
  %2148 = load i32, ptr %2147, align 4, !tbaa !29
  %2149 = add i32 %2148, 1
  store i32 %2149, ptr %2147, align 4, !tbaa !29
  %2150 = or disjoint i64 %2145, 1
  %2151 = icmp eq i64 %2150, %2
  br i1 %2151, label %2158, label %2152

2152:                                             ; preds = %2143
  %2153 = getelementptr inbounds i8, ptr %1677, i64 %2145
  %2154 = load i8, ptr %2153, align 1, !tbaa !28
  %2155 = getelementptr inbounds i8, ptr %1677, i64 %2150
  %2156 = load i8, ptr %2155, align 1, !tbaa !28
  %2157 = icmp eq i8 %2154, %2156
  br i1 %2157, label %2160, label %2158

2158:                                             ; preds = %2152, %2143
  %2159 = add i64 %2144, 1
  br label %2160

2160:                                             ; preds = %2158, %2152
  %2161 = phi i64 [ %2159, %2158 ], [ %2144, %2152 ]
  %2162 = getelementptr inbounds i32, ptr %2121, i64 %2161
  %2163 = load i32, ptr %2162, align 4, !tbaa !29
  %2164 = add i32 %2163, 1
  store i32 %2164, ptr %2162, align 4, !tbaa !29
  %2165 = add nuw i64 %2145, 2
  %2166 = icmp eq i64 %2165, %2
  br i1 %2166, label %2173, label %2167

2167:                                             ; preds = %2160
  %2168 = getelementptr inbounds i8, ptr %1677, i64 %2150
  %2169 = load i8, ptr %2168, align 1, !tbaa !28
  %2170 = getelementptr inbounds i8, ptr %1677, i64 %2165
  %2171 = load i8, ptr %2170, align 1, !tbaa !28
  %2172 = icmp eq i8 %2169, %2171
  br i1 %2172, label %2175, label %2173

2173:                                             ; preds = %2167, %2160
  %2174 = add i64 %2161, 1
  br label %2175

2175:                                             ; preds = %2173, %2167
  %2176 = phi i64 [ %2174, %2173 ], [ %2161, %2167 ]
  %2177 = add i64 %2146, 2
  %2178 = icmp eq i64 %2177, %2127
  br i1 %2178, label %2128, label %2143, !llvm.loop !134

2179:                                             ; preds = %2141, %2357
  %2180 = phi i64 [ %2361, %2357 ], [ %1878, %2141 ]
  %2181 = phi i64 [ %2294, %2357 ], [ 0, %2141 ]
  %2182 = phi i64 [ %2272, %2357 ], [ %2109, %2141 ]
  %2183 = phi ptr [ %2271, %2357 ], [ %2105, %2141 ]
  %2184 = phi i64 [ %2293, %2357 ], [ 0, %2141 ]
  %2185 = phi i64 [ %2290, %2357 ], [ %2109, %2141 ]
  %2186 = phi ptr [ %2289, %2357 ], [ %2110, %2141 ]
  %2187 = phi i64 [ %2358, %2357 ], [ 0, %2141 ]
  %2188 = phi i64 [ %2243, %2357 ], [ 0, %2141 ]
  %2189 = phi i64 [ %2359, %2357 ], [ 0, %2141 ]
  %2190 = tail call i64 @llvm.umin.i64(i64 %2180, i64 64)
  %2191 = tail call i64 @llvm.umax.i64(i64 %2190, i64 1)
  %2192 = tail call i64 @llvm.umin.i64(i64 %2180, i64 64)
  %2193 = tail call i64 @llvm.umax.i64(i64 %2192, i64 1)
  %2194 = getelementptr i32, ptr %2121, i64 %2189
  br label %2195

2195:                                             ; preds = %2242, %2179
  %2196 = phi i64 [ 0, %2179 ], [ %2249, %2242 ]
  %2197 = phi i64 [ %2188, %2179 ], [ %2243, %2242 ]
  %2198 = getelementptr i32, ptr %2194, i64 %2196
  %2199 = load i32, ptr %2198, align 4, !tbaa !29
  %2200 = zext i32 %2199 to i64
  %2201 = getelementptr inbounds %struct.HistogramCommand, ptr %2116, i64 %2196
  %2202 = getelementptr inbounds i8, ptr %2201, i64 2816
  %2203 = getelementptr inbounds i8, ptr %2201, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2201, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2203, align 8, !tbaa !104
  %2204 = icmp eq i32 %2199, 0
  br i1 %2204, label %2242, label %2205

2205:                                             ; preds = %2195
  %2206 = and i64 %2200, 1
  %2207 = icmp eq i32 %2199, 1
  br i1 %2207, label %2228, label %2208

2208:                                             ; preds = %2205
  %2209 = and i64 %2200, 4294967294
  br label %2210

2210:                                             ; preds = %2210, %2208
  %2211 = phi i64 [ %2197, %2208 ], [ %2219, %2210 ]
  %2212 = phi i64 [ 0, %2208 ], [ %2226, %2210 ]
  %2213 = getelementptr inbounds i16, ptr %1265, i64 %2211
  %2214 = load i16, ptr %2213, align 2, !tbaa !66
  %2215 = zext i16 %2214 to i64
  %2216 = getelementptr inbounds [704 x i32], ptr %2201, i64 0, i64 %2215
  %2217 = load i32, ptr %2216, align 4, !tbaa !29
  %2218 = add i32 %2217, 1
  store i32 %2218, ptr %2216, align 4, !tbaa !29
  %2219 = add i64 %2211, 2
  %2220 = getelementptr i16, ptr %2142, i64 %2211
  %2221 = load i16, ptr %2220, align 2, !tbaa !66
  %2222 = zext i16 %2221 to i64
  %2223 = getelementptr inbounds [704 x i32], ptr %2201, i64 0, i64 %2222
  %2224 = load i32, ptr %2223, align 4, !tbaa !29
  %2225 = add i32 %2224, 1
  store i32 %2225, ptr %2223, align 4, !tbaa !29
  %2226 = add i64 %2212, 2
  %2227 = icmp eq i64 %2226, %2209
  br i1 %2227, label %2228, label %2210, !llvm.loop !135

2228:                                             ; preds = %2210, %2205
  %2229 = phi i64 [ poison, %2205 ], [ %2219, %2210 ]
  %2230 = phi i64 [ %2197, %2205 ], [ %2219, %2210 ]
  %2231 = icmp eq i64 %2206, 0
  br i1 %2231, label %2240, label %2232

2232:                                             ; preds = %2228
  %2233 = add i64 %2230, 1
  %2234 = getelementptr inbounds i16, ptr %1265, i64 %2230
  %2235 = load i16, ptr %2234, align 2, !tbaa !66
  %2236 = zext i16 %2235 to i64
  %2237 = getelementptr inbounds [704 x i32], ptr %2201, i64 0, i64 %2236
  %2238 = load i32, ptr %2237, align 4, !tbaa !29
  %2239 = add i32 %2238, 1
  store i32 %2239, ptr %2237, align 4, !tbaa !29
  br label %2240

2240:                                             ; preds = %2228, %2232
  %2241 = phi i64 [ %2229, %2228 ], [ %2233, %2232 ]
  store i64 %2200, ptr %2202, align 8, !tbaa !108
  br label %2242

2242:                                             ; preds = %2240, %2195
  %2243 = phi i64 [ %2241, %2240 ], [ %2197, %2195 ]
  %2244 = tail call double @BrotliPopulationCostCommand(ptr noundef nonnull %2201) #8
  store double %2244, ptr %2203, align 8, !tbaa !104
  %2245 = trunc i64 %2196 to i32
  %2246 = getelementptr inbounds i32, ptr %2138, i64 %2196
  store i32 %2245, ptr %2246, align 4, !tbaa !29
  %2247 = getelementptr inbounds i32, ptr %2139, i64 %2196
  store i32 %2245, ptr %2247, align 4, !tbaa !29
  %2248 = getelementptr inbounds i32, ptr %2108, i64 %2196
  store i32 1, ptr %2248, align 4, !tbaa !29
  %2249 = add nuw nsw i64 %2196, 1
  %2250 = icmp eq i64 %2249, %2193
  br i1 %2250, label %2251, label %2195, !llvm.loop !136

2251:                                             ; preds = %2242
  %2252 = sub i64 %1878, %2189
  %2253 = tail call i64 @llvm.umin.i64(i64 %2252, i64 64)
  %2254 = tail call i64 @BrotliHistogramCombineCommand(ptr noundef nonnull %2116, ptr noundef %2122, ptr noundef nonnull %2108, ptr noundef nonnull %2119, ptr noundef nonnull %2136, ptr noundef %2117, i64 noundef %2253, i64 noundef %2253, i64 noundef 64, i64 noundef 2048) #8
  %2255 = add i64 %2254, %2181
  %2256 = icmp ult i64 %2182, %2255
  br i1 %2256, label %2257, label %2270

2257:                                             ; preds = %2251
  %2258 = icmp eq i64 %2182, 0
  %2259 = select i1 %2258, i64 %2255, i64 %2182
  br label %2260

2260:                                             ; preds = %2260, %2257
  %2261 = phi i64 [ %2259, %2257 ], [ %2263, %2260 ]
  %2262 = icmp ult i64 %2261, %2255
  %2263 = shl i64 %2261, 1
  br i1 %2262, label %2260, label %2264, !llvm.loop !137

2264:                                             ; preds = %2260
  %2265 = mul i64 %2261, 2832
  %2266 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2265) #8
  br i1 %2258, label %2269, label %2267

2267:                                             ; preds = %2264
  %2268 = mul i64 %2182, 2832
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2266, ptr align 8 %2183, i64 %2268, i1 false)
  br label %2269

2269:                                             ; preds = %2267, %2264
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2183) #8
  br label %2270

2270:                                             ; preds = %2269, %2251
  %2271 = phi ptr [ %2266, %2269 ], [ %2183, %2251 ]
  %2272 = phi i64 [ %2261, %2269 ], [ %2182, %2251 ]
  %2273 = add i64 %2254, %2184
  %2274 = icmp ult i64 %2185, %2273
  br i1 %2274, label %2275, label %2288

2275:                                             ; preds = %2270
  %2276 = icmp eq i64 %2185, 0
  %2277 = select i1 %2276, i64 %2273, i64 %2185
  br label %2278

2278:                                             ; preds = %2278, %2275
  %2279 = phi i64 [ %2277, %2275 ], [ %2281, %2278 ]
  %2280 = icmp ult i64 %2279, %2273
  %2281 = shl i64 %2279, 1
  br i1 %2280, label %2278, label %2282, !llvm.loop !138

2282:                                             ; preds = %2278
  %2283 = shl i64 %2279, 2
  %2284 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2283) #8
  br i1 %2276, label %2287, label %2285

2285:                                             ; preds = %2282
  %2286 = shl i64 %2185, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2284, ptr align 4 %2186, i64 %2286, i1 false)
  br label %2287

2287:                                             ; preds = %2285, %2282
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2186) #8
  br label %2288

2288:                                             ; preds = %2287, %2270
  %2289 = phi ptr [ %2284, %2287 ], [ %2186, %2270 ]
  %2290 = phi i64 [ %2279, %2287 ], [ %2185, %2270 ]
  %2291 = icmp eq i64 %2254, 0
  br i1 %2291, label %2292, label %2300

2292:                                             ; preds = %2300, %2288
  %2293 = phi i64 [ %2184, %2288 ], [ %2314, %2300 ]
  %2294 = phi i64 [ %2181, %2288 ], [ %2304, %2300 ]
  %2295 = trunc i64 %2187 to i32
  %2296 = and i64 %2191, 1
  %2297 = icmp ult i64 %2180, 2
  br i1 %2297, label %2345, label %2298

2298:                                             ; preds = %2292
  %2299 = and i64 %2191, 126
  br label %2322

2300:                                             ; preds = %2288, %2300
  %2301 = phi i64 [ %2304, %2300 ], [ %2181, %2288 ]
  %2302 = phi i64 [ %2314, %2300 ], [ %2184, %2288 ]
  %2303 = phi i64 [ %2320, %2300 ], [ 0, %2288 ]
  %2304 = add i64 %2301, 1
  %2305 = getelementptr inbounds %struct.HistogramCommand, ptr %2271, i64 %2301
  %2306 = getelementptr inbounds i32, ptr %2138, i64 %2303
  %2307 = load i32, ptr %2306, align 4, !tbaa !29
  %2308 = zext i32 %2307 to i64
  %2309 = getelementptr inbounds %struct.HistogramCommand, ptr %2116, i64 %2308
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %2305, ptr noundef nonnull align 8 dereferenceable(2832) %2309, i64 2832, i1 false), !tbaa.struct !139
  %2310 = load i32, ptr %2306, align 4, !tbaa !29
  %2311 = zext i32 %2310 to i64
  %2312 = getelementptr inbounds i32, ptr %2108, i64 %2311
  %2313 = load i32, ptr %2312, align 4, !tbaa !29
  %2314 = add i64 %2302, 1
  %2315 = getelementptr inbounds i32, ptr %2289, i64 %2302
  store i32 %2313, ptr %2315, align 4, !tbaa !29
  %2316 = trunc i64 %2303 to i32
  %2317 = load i32, ptr %2306, align 4, !tbaa !29
  %2318 = zext i32 %2317 to i64
  %2319 = getelementptr inbounds i32, ptr %2140, i64 %2318
  store i32 %2316, ptr %2319, align 4, !tbaa !29
  %2320 = add nuw i64 %2303, 1
  %2321 = icmp eq i64 %2320, %2254
  br i1 %2321, label %2292, label %2300, !llvm.loop !140

2322:                                             ; preds = %2322, %2298
  %2323 = phi i64 [ 0, %2298 ], [ %2342, %2322 ]
  %2324 = phi i64 [ 0, %2298 ], [ %2343, %2322 ]
  %2325 = getelementptr inbounds i32, ptr %2139, i64 %2323
  %2326 = load i32, ptr %2325, align 4, !tbaa !29
  %2327 = zext i32 %2326 to i64
  %2328 = getelementptr inbounds i32, ptr %2140, i64 %2327
  %2329 = load i32, ptr %2328, align 4, !tbaa !29
  %2330 = add i32 %2329, %2295
  %2331 = add nuw nsw i64 %2323, %2189
  %2332 = getelementptr inbounds i32, ptr %2107, i64 %2331
  store i32 %2330, ptr %2332, align 4, !tbaa !29
  %2333 = or disjoint i64 %2323, 1
  %2334 = getelementptr inbounds i32, ptr %2139, i64 %2333
  %2335 = load i32, ptr %2334, align 4, !tbaa !29
  %2336 = zext i32 %2335 to i64
  %2337 = getelementptr inbounds i32, ptr %2140, i64 %2336
  %2338 = load i32, ptr %2337, align 4, !tbaa !29
  %2339 = add i32 %2338, %2295
  %2340 = add nuw nsw i64 %2333, %2189
  %2341 = getelementptr inbounds i32, ptr %2107, i64 %2340
  store i32 %2339, ptr %2341, align 4, !tbaa !29
  %2342 = add nuw nsw i64 %2323, 2
  %2343 = add i64 %2324, 2
  %2344 = icmp eq i64 %2343, %2299
  br i1 %2344, label %2345, label %2322, !llvm.loop !141

2345:                                             ; preds = %2322, %2292
  %2346 = phi i64 [ 0, %2292 ], [ %2342, %2322 ]
  %2347 = icmp eq i64 %2296, 0
  br i1 %2347, label %2357, label %2348

2348:                                             ; preds = %2345
  %2349 = getelementptr inbounds i32, ptr %2139, i64 %2346
  %2350 = load i32, ptr %2349, align 4, !tbaa !29
  %2351 = zext i32 %2350 to i64
  %2352 = getelementptr inbounds i32, ptr %2140, i64 %2351
  %2353 = load i32, ptr %2352, align 4, !tbaa !29
  %2354 = add i32 %2353, %2295
  %2355 = add nuw nsw i64 %2346, %2189
  %2356 = getelementptr inbounds i32, ptr %2107, i64 %2355
  store i32 %2354, ptr %2356, align 4, !tbaa !29
  br label %2357

2357:                                             ; preds = %2345, %2348
  %2358 = add i64 %2254, %2187
  %2359 = add i64 %2189, 64
  %2360 = icmp ult i64 %2359, %1878
  %2361 = add i64 %2180, -64
  br i1 %2360, label %2179, label %2362, !llvm.loop !142

2362:                                             ; preds = %2357, %2135
  %2363 = phi i64 [ 0, %2135 ], [ %2358, %2357 ]
  %2364 = phi ptr [ %2110, %2135 ], [ %2289, %2357 ]
  %2365 = phi ptr [ %2105, %2135 ], [ %2271, %2357 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2116) #8
  %2366 = shl i64 %2363, 6
  %2367 = lshr i64 %2363, 1
  %2368 = mul i64 %2367, %2363
  %2369 = tail call i64 @llvm.umin.i64(i64 %2366, i64 %2368)
  %2370 = icmp ugt i64 %2369, 2048
  br i1 %2370, label %2371, label %2375

2371:                                             ; preds = %2362
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2117) #8
  %2372 = mul i64 %2369, 24
  %2373 = add i64 %2372, 24
  %2374 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2373) #8
  br label %2375

2375:                                             ; preds = %2371, %2362
  %2376 = phi ptr [ %2374, %2371 ], [ %2117, %2362 ]
  %2377 = icmp eq i64 %2363, 0
  br i1 %2377, label %2403, label %2378

2378:                                             ; preds = %2375
  %2379 = shl i64 %2363, 2
  %2380 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2379) #8
  %2381 = icmp ult i64 %2363, 8
  br i1 %2381, label %2395, label %2382

2382:                                             ; preds = %2378
  %2383 = and i64 %2363, -8
  br label %2384

2384:                                             ; preds = %2384, %2382
  %2385 = phi i64 [ 0, %2382 ], [ %2390, %2384 ]
  %2386 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2382 ], [ %2391, %2384 ]
  %2387 = add <4 x i32> %2386, <i32 4, i32 4, i32 4, i32 4>
  %2388 = getelementptr inbounds i32, ptr %2380, i64 %2385
  %2389 = getelementptr inbounds i8, ptr %2388, i64 16
  store <4 x i32> %2386, ptr %2388, align 4, !tbaa !29
  store <4 x i32> %2387, ptr %2389, align 4, !tbaa !29
  %2390 = add nuw i64 %2385, 8
  %2391 = add <4 x i32> %2386, <i32 8, i32 8, i32 8, i32 8>
  %2392 = icmp eq i64 %2390, %2383
  br i1 %2392, label %2393, label %2384, !llvm.loop !143

2393:                                             ; preds = %2384
  %2394 = icmp eq i64 %2363, %2383
  br i1 %2394, label %2403, label %2395

2395:                                             ; preds = %2393, %2378
  %2396 = phi i64 [ 0, %2378 ], [ %2383, %2393 ]
  br label %2397

2397:                                             ; preds = %2395, %2397
  %2398 = phi i64 [ %2401, %2397 ], [ %2396, %2395 ]
  %2399 = trunc i64 %2398 to i32
  %2400 = getelementptr inbounds i32, ptr %2380, i64 %2398
  store i32 %2399, ptr %2400, align 4, !tbaa !29
  %2401 = add nuw i64 %2398, 1
  %2402 = icmp eq i64 %2401, %2363
  br i1 %2402, label %2403, label %2397, !llvm.loop !144

2403:                                             ; preds = %2397, %2393, %2375
  %2404 = phi ptr [ null, %2375 ], [ %2380, %2393 ], [ %2380, %2397 ]
  %2405 = tail call i64 @BrotliHistogramCombineCommand(ptr noundef %2365, ptr noundef %2122, ptr noundef %2364, ptr noundef %2107, ptr noundef %2404, ptr noundef %2376, i64 noundef %2363, i64 noundef %1878, i64 noundef 256, i64 noundef %2369) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2376) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2364) #8
  br i1 %2377, label %2409, label %2406

2406:                                             ; preds = %2403
  %2407 = shl i64 %2363, 2
  %2408 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2407) #8
  tail call void @llvm.memset.p0.i64(ptr align 4 %2408, i8 -1, i64 %2407, i1 false), !tbaa !29
  br label %2409

2409:                                             ; preds = %2406, %2403
  %2410 = phi ptr [ %2408, %2406 ], [ null, %2403 ]
  br i1 %2080, label %2478, label %2411

2411:                                             ; preds = %2409
  %2412 = getelementptr inbounds i8, ptr %2122, i64 2816
  %2413 = getelementptr inbounds i8, ptr %2122, i64 2824
  %2414 = getelementptr inbounds i8, ptr %2122, i64 2832
  %2415 = icmp eq i64 %2405, 0
  br label %2416

2416:                                             ; preds = %2474, %2411
  %2417 = phi i32 [ 0, %2411 ], [ %2475, %2474 ]
  %2418 = phi i64 [ 0, %2411 ], [ %2439, %2474 ]
  %2419 = phi i64 [ 0, %2411 ], [ %2476, %2474 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %2122, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %2413, align 8, !tbaa !104
  %2420 = getelementptr inbounds i32, ptr %2121, i64 %2419
  %2421 = load i32, ptr %2420, align 4, !tbaa !29
  %2422 = icmp eq i32 %2421, 0
  br i1 %2422, label %2438, label %2423

2423:                                             ; preds = %2416, %2423
  %2424 = phi i64 [ %2433, %2423 ], [ 0, %2416 ]
  %2425 = phi i64 [ %2426, %2423 ], [ %2418, %2416 ]
  %2426 = add i64 %2425, 1
  %2427 = getelementptr inbounds i16, ptr %1265, i64 %2425
  %2428 = load i16, ptr %2427, align 2, !tbaa !66
  %2429 = zext i16 %2428 to i64
  %2430 = getelementptr inbounds [704 x i32], ptr %2122, i64 0, i64 %2429
  %2431 = load i32, ptr %2430, align 4, !tbaa !29
  %2432 = add i32 %2431, 1
  store i32 %2432, ptr %2430, align 4, !tbaa !29
  %2433 = add nuw nsw i64 %2424, 1
  %2434 = load i32, ptr %2420, align 4, !tbaa !29
  %2435 = zext i32 %2434 to i64
  %2436 = icmp ult i64 %2433, %2435
  br i1 %2436, label %2423, label %2437, !llvm.loop !145

2437:                                             ; preds = %2423
  store i64 %2433, ptr %2412, align 8, !tbaa !108
  br label %2438

2438:                                             ; preds = %2437, %2416
  %2439 = phi i64 [ %2426, %2437 ], [ %2418, %2416 ]
  %2440 = tail call i64 @llvm.usub.sat.i64(i64 %2419, i64 1)
  %2441 = getelementptr inbounds i32, ptr %2107, i64 %2440
  %2442 = load i32, ptr %2441, align 4, !tbaa !29
  %2443 = zext i32 %2442 to i64
  %2444 = getelementptr inbounds %struct.HistogramCommand, ptr %2365, i64 %2443
  %2445 = tail call double @BrotliHistogramBitCostDistanceCommand(ptr noundef nonnull %2122, ptr noundef %2444, ptr noundef nonnull %2414) #8
  br i1 %2415, label %2465, label %2446

2446:                                             ; preds = %2438, %2458
  %2447 = phi double [ %2460, %2458 ], [ %2445, %2438 ]
  %2448 = phi i32 [ %2459, %2458 ], [ %2442, %2438 ]
  %2449 = phi i64 [ %2461, %2458 ], [ 0, %2438 ]
  %2450 = getelementptr inbounds i32, ptr %2404, i64 %2449
  %2451 = load i32, ptr %2450, align 4, !tbaa !29
  %2452 = zext i32 %2451 to i64
  %2453 = getelementptr inbounds %struct.HistogramCommand, ptr %2365, i64 %2452
  %2454 = tail call double @BrotliHistogramBitCostDistanceCommand(ptr noundef %2122, ptr noundef %2453, ptr noundef nonnull %2414) #8
  %2455 = fcmp olt double %2454, %2447
  br i1 %2455, label %2456, label %2458

2456:                                             ; preds = %2446
  %2457 = load i32, ptr %2450, align 4, !tbaa !29
  br label %2458

2458:                                             ; preds = %2456, %2446
  %2459 = phi i32 [ %2457, %2456 ], [ %2448, %2446 ]
  %2460 = phi double [ %2454, %2456 ], [ %2447, %2446 ]
  %2461 = add nuw i64 %2449, 1
  %2462 = icmp eq i64 %2461, %2405
  br i1 %2462, label %2463, label %2446, !llvm.loop !146

2463:                                             ; preds = %2458
  %2464 = zext i32 %2459 to i64
  br label %2465

2465:                                             ; preds = %2463, %2438
  %2466 = phi i64 [ %2464, %2463 ], [ %2443, %2438 ]
  %2467 = phi i32 [ %2459, %2463 ], [ %2442, %2438 ]
  %2468 = getelementptr inbounds i32, ptr %2107, i64 %2419
  store i32 %2467, ptr %2468, align 4, !tbaa !29
  %2469 = getelementptr inbounds i32, ptr %2410, i64 %2466
  %2470 = load i32, ptr %2469, align 4, !tbaa !29
  %2471 = icmp eq i32 %2470, -1
  br i1 %2471, label %2472, label %2474

2472:                                             ; preds = %2465
  %2473 = add i32 %2417, 1
  store i32 %2417, ptr %2469, align 4, !tbaa !29
  br label %2474

2474:                                             ; preds = %2472, %2465
  %2475 = phi i32 [ %2473, %2472 ], [ %2417, %2465 ]
  %2476 = add nuw i64 %2419, 1
  %2477 = icmp eq i64 %2476, %1878
  br i1 %2477, label %2478, label %2416, !llvm.loop !147

2478:                                             ; preds = %2474, %2409
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2122) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2404) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2365) #8
  %2479 = getelementptr inbounds i8, ptr %8, i64 32
  %2480 = load i64, ptr %2479, align 8, !tbaa !23
  %2481 = icmp ult i64 %2480, %1878
  br i1 %2481, label %2482, label %2499

2482:                                             ; preds = %2478
  %2483 = icmp eq i64 %2480, 0
  %2484 = select i1 %2483, i64 %1878, i64 %2480
  br label %2485

2485:                                             ; preds = %2485, %2482
  %2486 = phi i64 [ %2484, %2482 ], [ %2488, %2485 ]
  %2487 = icmp ult i64 %2486, %1878
  %2488 = shl i64 %2486, 1
  br i1 %2487, label %2485, label %2489, !llvm.loop !148

2489:                                             ; preds = %2485
  %2490 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2486) #8
  %2491 = load i64, ptr %2479, align 8, !tbaa !23
  %2492 = icmp eq i64 %2491, 0
  br i1 %2492, label %2496, label %2493

2493:                                             ; preds = %2489
  %2494 = getelementptr inbounds i8, ptr %8, i64 16
  %2495 = load ptr, ptr %2494, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2490, ptr align 1 %2495, i64 %2491, i1 false)
  br label %2496

2496:                                             ; preds = %2493, %2489
  %2497 = getelementptr inbounds i8, ptr %8, i64 16
  %2498 = load ptr, ptr %2497, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2498) #8
  store ptr %2490, ptr %2497, align 8, !tbaa !5
  store i64 %2486, ptr %2479, align 8, !tbaa !23
  br label %2499

2499:                                             ; preds = %2496, %2478
  %2500 = getelementptr inbounds i8, ptr %8, i64 40
  %2501 = load i64, ptr %2500, align 8, !tbaa !26
  %2502 = icmp ult i64 %2501, %1878
  br i1 %2502, label %2503, label %2522

2503:                                             ; preds = %2499
  %2504 = icmp eq i64 %2501, 0
  %2505 = select i1 %2504, i64 %1878, i64 %2501
  br label %2506

2506:                                             ; preds = %2506, %2503
  %2507 = phi i64 [ %2505, %2503 ], [ %2509, %2506 ]
  %2508 = icmp ult i64 %2507, %1878
  %2509 = shl i64 %2507, 1
  br i1 %2508, label %2506, label %2510, !llvm.loop !149

2510:                                             ; preds = %2506
  %2511 = shl i64 %2507, 2
  %2512 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2511) #8
  %2513 = load i64, ptr %2500, align 8, !tbaa !26
  %2514 = icmp eq i64 %2513, 0
  br i1 %2514, label %2519, label %2515

2515:                                             ; preds = %2510
  %2516 = getelementptr inbounds i8, ptr %8, i64 24
  %2517 = load ptr, ptr %2516, align 8, !tbaa !11
  %2518 = shl i64 %2513, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2512, ptr align 4 %2517, i64 %2518, i1 false)
  br label %2519

2519:                                             ; preds = %2515, %2510
  %2520 = getelementptr inbounds i8, ptr %8, i64 24
  %2521 = load ptr, ptr %2520, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2521) #8
  store ptr %2512, ptr %2520, align 8, !tbaa !11
  store i64 %2507, ptr %2500, align 8, !tbaa !26
  br label %2523

2522:                                             ; preds = %2499
  br i1 %2080, label %2560, label %2523

2523:                                             ; preds = %2522, %2519
  %2524 = getelementptr inbounds i8, ptr %8, i64 16
  %2525 = getelementptr inbounds i8, ptr %8, i64 24
  br label %2526

2526:                                             ; preds = %2553, %2523
  %2527 = phi i8 [ 0, %2523 ], [ %2556, %2553 ]
  %2528 = phi i64 [ 0, %2523 ], [ %2555, %2553 ]
  %2529 = phi i32 [ 0, %2523 ], [ %2554, %2553 ]
  %2530 = phi i64 [ 0, %2523 ], [ %2534, %2553 ]
  %2531 = getelementptr inbounds i32, ptr %2121, i64 %2530
  %2532 = load i32, ptr %2531, align 4, !tbaa !29
  %2533 = add i32 %2532, %2529
  %2534 = add nuw i64 %2530, 1
  %2535 = icmp eq i64 %2534, %1878
  %2536 = getelementptr inbounds i32, ptr %2107, i64 %2530
  %2537 = load i32, ptr %2536, align 4, !tbaa !29
  br i1 %2535, label %2542, label %2538

2538:                                             ; preds = %2526
  %2539 = getelementptr inbounds i32, ptr %2107, i64 %2534
  %2540 = load i32, ptr %2539, align 4, !tbaa !29
  %2541 = icmp eq i32 %2537, %2540
  br i1 %2541, label %2553, label %2542

2542:                                             ; preds = %2538, %2526
  %2543 = zext i32 %2537 to i64
  %2544 = getelementptr inbounds i32, ptr %2410, i64 %2543
  %2545 = load i32, ptr %2544, align 4, !tbaa !29
  %2546 = trunc i32 %2545 to i8
  %2547 = load ptr, ptr %2524, align 8, !tbaa !5
  %2548 = getelementptr inbounds i8, ptr %2547, i64 %2528
  store i8 %2546, ptr %2548, align 1, !tbaa !28
  %2549 = load ptr, ptr %2525, align 8, !tbaa !11
  %2550 = getelementptr inbounds i32, ptr %2549, i64 %2528
  store i32 %2533, ptr %2550, align 4, !tbaa !29
  %2551 = tail call i8 @llvm.umax.i8(i8 %2527, i8 %2546)
  %2552 = add i64 %2528, 1
  br label %2553

2553:                                             ; preds = %2542, %2538
  %2554 = phi i32 [ 0, %2542 ], [ %2533, %2538 ]
  %2555 = phi i64 [ %2552, %2542 ], [ %2528, %2538 ]
  %2556 = phi i8 [ %2551, %2542 ], [ %2527, %2538 ]
  br i1 %2535, label %2557, label %2526, !llvm.loop !150

2557:                                             ; preds = %2553
  %2558 = zext i8 %2556 to i64
  %2559 = add nuw nsw i64 %2558, 1
  br label %2560

2560:                                             ; preds = %2557, %2522
  %2561 = phi i64 [ 0, %2522 ], [ %2555, %2557 ]
  %2562 = phi i64 [ 1, %2522 ], [ %2559, %2557 ]
  %2563 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2561, ptr %2563, align 8, !tbaa !24
  store i64 %2562, ptr %8, align 8, !tbaa !22
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2410) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2108) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2107) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1677) #8
  br label %2564

2564:                                             ; preds = %2560, %1447
  %2565 = phi i64 [ %1458, %1447 ], [ %1554, %2560 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %1265) #8
  %2566 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2565) #8
  br i1 %11, label %2597, label %2567

2567:                                             ; preds = %2564, %2585
  %2568 = phi i64 [ %2587, %2585 ], [ 0, %2564 ]
  %2569 = phi i64 [ %2586, %2585 ], [ 0, %2564 ]
  %2570 = getelementptr inbounds %struct.Command, ptr %1, i64 %2568
  %2571 = getelementptr inbounds i8, ptr %2570, i64 4
  %2572 = load i32, ptr %2571, align 4, !tbaa !20
  %2573 = and i32 %2572, 33554431
  %2574 = icmp eq i32 %2573, 0
  br i1 %2574, label %2585, label %2575

2575:                                             ; preds = %2567
  %2576 = getelementptr inbounds i8, ptr %2570, i64 12
  %2577 = load i16, ptr %2576, align 4, !tbaa !93
  %2578 = icmp ugt i16 %2577, 127
  br i1 %2578, label %2579, label %2585

2579:                                             ; preds = %2575
  %2580 = getelementptr inbounds i8, ptr %2570, i64 14
  %2581 = load i16, ptr %2580, align 2, !tbaa !151
  %2582 = and i16 %2581, 1023
  %2583 = add i64 %2569, 1
  %2584 = getelementptr inbounds i16, ptr %2566, i64 %2569
  store i16 %2582, ptr %2584, align 2, !tbaa !66
  br label %2585

2585:                                             ; preds = %2579, %2575, %2567
  %2586 = phi i64 [ %2583, %2579 ], [ %2569, %2575 ], [ %2569, %2567 ]
  %2587 = add nuw i64 %2568, 1
  %2588 = icmp eq i64 %2587, %2
  br i1 %2588, label %2589, label %2567, !llvm.loop !152

2589:                                             ; preds = %2585
  %2590 = trunc i64 %2586 to i16
  %2591 = udiv i16 %2590, 544
  %2592 = add nuw nsw i16 %2591, 1
  %2593 = zext nneg i16 %2592 to i64
  %2594 = icmp ugt i64 %2586, 27199
  %2595 = select i1 %2594, i64 50, i64 %2593
  %2596 = icmp eq i64 %2586, 0
  br i1 %2596, label %2597, label %2599

2597:                                             ; preds = %2564, %1386, %2589
  %2598 = phi ptr [ %2566, %2589 ], [ null, %1386 ], [ %2566, %2564 ]
  store i64 1, ptr %9, align 8, !tbaa !22
  br label %3767

2599:                                             ; preds = %2589
  %2600 = icmp ult i64 %2586, 128
  br i1 %2600, label %2601, label %2664

2601:                                             ; preds = %2599
  %2602 = getelementptr inbounds i8, ptr %9, i64 32
  %2603 = load i64, ptr %2602, align 8, !tbaa !23
  %2604 = getelementptr inbounds i8, ptr %9, i64 8
  %2605 = load i64, ptr %2604, align 8, !tbaa !24
  %2606 = add i64 %2605, 1
  %2607 = icmp ult i64 %2603, %2606
  br i1 %2607, label %2608, label %2627

2608:                                             ; preds = %2601
  %2609 = icmp eq i64 %2603, 0
  %2610 = select i1 %2609, i64 %2606, i64 %2603
  br label %2611

2611:                                             ; preds = %2611, %2608
  %2612 = phi i64 [ %2610, %2608 ], [ %2614, %2611 ]
  %2613 = icmp ult i64 %2612, %2606
  %2614 = shl i64 %2612, 1
  br i1 %2613, label %2611, label %2615, !llvm.loop !153

2615:                                             ; preds = %2611
  %2616 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2612) #8
  %2617 = load i64, ptr %2602, align 8, !tbaa !23
  %2618 = icmp eq i64 %2617, 0
  br i1 %2618, label %2622, label %2619

2619:                                             ; preds = %2615
  %2620 = getelementptr inbounds i8, ptr %9, i64 16
  %2621 = load ptr, ptr %2620, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2616, ptr align 1 %2621, i64 %2617, i1 false)
  br label %2622

2622:                                             ; preds = %2619, %2615
  %2623 = getelementptr inbounds i8, ptr %9, i64 16
  %2624 = load ptr, ptr %2623, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2624) #8
  store ptr %2616, ptr %2623, align 8, !tbaa !5
  store i64 %2612, ptr %2602, align 8, !tbaa !23
  %2625 = load i64, ptr %2604, align 8, !tbaa !24
  %2626 = add i64 %2625, 1
  br label %2627

2627:                                             ; preds = %2622, %2601
  %2628 = phi i64 [ %2626, %2622 ], [ %2606, %2601 ]
  %2629 = phi i64 [ %2625, %2622 ], [ %2605, %2601 ]
  %2630 = getelementptr inbounds i8, ptr %9, i64 40
  %2631 = load i64, ptr %2630, align 8, !tbaa !26
  %2632 = icmp ult i64 %2631, %2628
  br i1 %2632, label %2633, label %2653

2633:                                             ; preds = %2627
  %2634 = icmp eq i64 %2631, 0
  %2635 = select i1 %2634, i64 %2628, i64 %2631
  br label %2636

2636:                                             ; preds = %2636, %2633
  %2637 = phi i64 [ %2635, %2633 ], [ %2639, %2636 ]
  %2638 = icmp ult i64 %2637, %2628
  %2639 = shl i64 %2637, 1
  br i1 %2638, label %2636, label %2640, !llvm.loop !154

2640:                                             ; preds = %2636
  %2641 = shl i64 %2637, 2
  %2642 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2641) #8
  %2643 = load i64, ptr %2630, align 8, !tbaa !26
  %2644 = icmp eq i64 %2643, 0
  br i1 %2644, label %2649, label %2645

2645:                                             ; preds = %2640
  %2646 = getelementptr inbounds i8, ptr %9, i64 24
  %2647 = load ptr, ptr %2646, align 8, !tbaa !11
  %2648 = shl i64 %2643, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2642, ptr align 4 %2647, i64 %2648, i1 false)
  br label %2649

2649:                                             ; preds = %2645, %2640
  %2650 = getelementptr inbounds i8, ptr %9, i64 24
  %2651 = load ptr, ptr %2650, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2651) #8
  store ptr %2642, ptr %2650, align 8, !tbaa !11
  store i64 %2637, ptr %2630, align 8, !tbaa !26
  %2652 = load i64, ptr %2604, align 8, !tbaa !24
  br label %2653

2653:                                             ; preds = %2649, %2627
  %2654 = phi i64 [ %2652, %2649 ], [ %2629, %2627 ]
  store i64 1, ptr %9, align 8, !tbaa !22
  %2655 = getelementptr inbounds i8, ptr %9, i64 16
  %2656 = load ptr, ptr %2655, align 8, !tbaa !5
  %2657 = getelementptr inbounds i8, ptr %2656, i64 %2654
  store i8 0, ptr %2657, align 1, !tbaa !28
  %2658 = trunc nuw nsw i64 %2586 to i32
  %2659 = getelementptr inbounds i8, ptr %9, i64 24
  %2660 = load ptr, ptr %2659, align 8, !tbaa !11
  %2661 = load i64, ptr %2604, align 8, !tbaa !24
  %2662 = getelementptr inbounds i32, ptr %2660, i64 %2661
  store i32 %2658, ptr %2662, align 4, !tbaa !29
  %2663 = add i64 %2661, 1
  store i64 %2663, ptr %2604, align 8, !tbaa !24
  br label %3767

2664:                                             ; preds = %2599
  %2665 = mul nuw nsw i64 %2595, 2192
  %2666 = add nuw nsw i64 %2665, 2192
  %2667 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2666) #8
  %2668 = and i64 %2595, 3
  %2669 = icmp ult i64 %2595, 4
  br i1 %2669, label %2672, label %2670

2670:                                             ; preds = %2664
  %2671 = and i64 %2595, 252
  br label %2686

2672:                                             ; preds = %2686, %2664
  %2673 = phi i64 [ 0, %2664 ], [ %2700, %2686 ]
  %2674 = icmp eq i64 %2668, 0
  br i1 %2674, label %2683, label %2675

2675:                                             ; preds = %2672, %2675
  %2676 = phi i64 [ %2680, %2675 ], [ %2673, %2672 ]
  %2677 = phi i64 [ %2681, %2675 ], [ 0, %2672 ]
  %2678 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2676
  %2679 = getelementptr inbounds i8, ptr %2678, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %2678, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %2679, align 8, !tbaa !155
  %2680 = add nuw nsw i64 %2676, 1
  %2681 = add i64 %2677, 1
  %2682 = icmp eq i64 %2681, %2668
  br i1 %2682, label %2683, label %2675, !llvm.loop !157

2683:                                             ; preds = %2675, %2672
  %2684 = udiv i64 %2586, %2595
  %2685 = add i64 %2586, -41
  br label %2703

2686:                                             ; preds = %2686, %2670
  %2687 = phi i64 [ 0, %2670 ], [ %2700, %2686 ]
  %2688 = phi i64 [ 0, %2670 ], [ %2701, %2686 ]
  %2689 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2687
  %2690 = getelementptr inbounds i8, ptr %2689, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %2689, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %2690, align 8, !tbaa !155
  %2691 = or disjoint i64 %2687, 1
  %2692 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2691
  %2693 = getelementptr inbounds i8, ptr %2692, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %2692, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %2693, align 8, !tbaa !155
  %2694 = or disjoint i64 %2687, 2
  %2695 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2694
  %2696 = getelementptr inbounds i8, ptr %2695, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %2695, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %2696, align 8, !tbaa !155
  %2697 = or disjoint i64 %2687, 3
  %2698 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2697
  %2699 = getelementptr inbounds i8, ptr %2698, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %2698, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %2699, align 8, !tbaa !155
  %2700 = add nuw nsw i64 %2687, 4
  %2701 = add i64 %2688, 4
  %2702 = icmp eq i64 %2701, %2671
  br i1 %2702, label %2672, label %2686, !llvm.loop !158

2703:                                             ; preds = %2754, %2683
  %2704 = phi i64 [ 0, %2683 ], [ %2755, %2754 ]
  %2705 = phi i32 [ 7, %2683 ], [ %2715, %2754 ]
  %2706 = mul i64 %2704, %2586
  %2707 = udiv i64 %2706, %2595
  %2708 = icmp eq i64 %2704, 0
  br i1 %2708, label %2714, label %2709

2709:                                             ; preds = %2703
  %2710 = mul i32 %2705, 16807
  %2711 = zext i32 %2710 to i64
  %2712 = urem i64 %2711, %2684
  %2713 = add i64 %2712, %2707
  br label %2714

2714:                                             ; preds = %2709, %2703
  %2715 = phi i32 [ %2705, %2703 ], [ %2710, %2709 ]
  %2716 = phi i64 [ %2707, %2703 ], [ %2713, %2709 ]
  %2717 = add i64 %2716, 40
  %2718 = icmp ult i64 %2717, %2586
  %2719 = select i1 %2718, i64 %2716, i64 %2685
  %2720 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2704
  %2721 = getelementptr inbounds i16, ptr %2566, i64 %2719
  %2722 = getelementptr inbounds i8, ptr %2720, i64 2176
  %2723 = load i64, ptr %2722, align 8, !tbaa !159
  %2724 = add i64 %2723, 40
  store i64 %2724, ptr %2722, align 8, !tbaa !159
  br label %2725

2725:                                             ; preds = %2725, %2714
  %2726 = phi i64 [ 40, %2714 ], [ %2752, %2725 ]
  %2727 = phi ptr [ %2721, %2714 ], [ %2746, %2725 ]
  %2728 = getelementptr inbounds i8, ptr %2727, i64 2
  %2729 = load i16, ptr %2727, align 2, !tbaa !66
  %2730 = zext i16 %2729 to i64
  %2731 = getelementptr inbounds [544 x i32], ptr %2720, i64 0, i64 %2730
  %2732 = load i32, ptr %2731, align 4, !tbaa !29
  %2733 = add i32 %2732, 1
  store i32 %2733, ptr %2731, align 4, !tbaa !29
  %2734 = getelementptr inbounds i8, ptr %2727, i64 4
  %2735 = load i16, ptr %2728, align 2, !tbaa !66
  %2736 = zext i16 %2735 to i64
  %2737 = getelementptr inbounds [544 x i32], ptr %2720, i64 0, i64 %2736
  %2738 = load i32, ptr %2737, align 4, !tbaa !29
  %2739 = add i32 %2738, 1
  store i32 %2739, ptr %2737, align 4, !tbaa !29
  %2740 = getelementptr inbounds i8, ptr %2727, i64 6
  %2741 = load i16, ptr %2734, align 2, !tbaa !66
  %2742 = zext i16 %2741 to i64
  %2743 = getelementptr inbounds [544 x i32], ptr %2720, i64 0, i64 %2742
  %2744 = load i32, ptr %2743, align 4, !tbaa !29
  %2745 = add i32 %2744, 1
  store i32 %2745, ptr %2743, align 4, !tbaa !29
  %2746 = getelementptr inbounds i8, ptr %2727, i64 8
  %2747 = load i16, ptr %2740, align 2, !tbaa !66
  %2748 = zext i16 %2747 to i64
  %2749 = getelementptr inbounds [544 x i32], ptr %2720, i64 0, i64 %2748
  %2750 = load i32, ptr %2749, align 4, !tbaa !29
  %2751 = add i32 %2750, 1
  store i32 %2751, ptr %2749, align 4, !tbaa !29
  %2752 = add nsw i64 %2726, -4
  %2753 = icmp eq i64 %2752, 0
  br i1 %2753, label %2754, label %2725, !llvm.loop !160

2754:                                             ; preds = %2725
  %2755 = add nuw nsw i64 %2704, 1
  %2756 = icmp eq i64 %2755, %2595
  br i1 %2756, label %2757, label %2703, !llvm.loop !161

2757:                                             ; preds = %2754
  %2758 = getelementptr %struct.HistogramDistance, ptr %2667, i64 %2595
  %2759 = shl i64 %2586, 1
  %2760 = udiv i64 %2759, 40
  %2761 = add nuw nsw i64 %2760, 99
  %2762 = add nuw nsw i64 %2761, %2595
  %2763 = urem i64 %2762, %2595
  %2764 = sub nuw nsw i64 %2762, %2763
  %2765 = icmp eq i64 %2762, %2763
  br i1 %2765, label %2881, label %2766

2766:                                             ; preds = %2757
  %2767 = getelementptr inbounds i8, ptr %2758, i64 2176
  %2768 = add i64 %2586, -39
  %2769 = mul nsw i64 %2595, -2192
  %2770 = mul nuw nsw i64 %2595, 2192
  %2771 = getelementptr i8, ptr %2667, i64 %2770
  %2772 = getelementptr i8, ptr %2771, i64 2176
  %2773 = getelementptr i8, ptr %2667, i64 2176
  br label %2774

2774:                                             ; preds = %2876, %2766
  %2775 = phi i64 [ 0, %2766 ], [ %2877, %2876 ]
  %2776 = phi i32 [ 7, %2766 ], [ %2779, %2876 ]
  %2777 = mul i64 %2775, 2192
  %2778 = getelementptr i8, ptr %2773, i64 %2777
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2176) %2758, i8 0, i64 2176, i1 false)
  %2779 = mul i32 %2776, 16807
  %2780 = zext i32 %2779 to i64
  %2781 = urem i64 %2780, %2768
  %2782 = getelementptr inbounds i16, ptr %2566, i64 %2781
  store i64 40, ptr %2767, align 8, !tbaa !159
  br label %2783

2783:                                             ; preds = %2783, %2774
  %2784 = phi i64 [ 40, %2774 ], [ %2810, %2783 ]
  %2785 = phi ptr [ %2782, %2774 ], [ %2804, %2783 ]
  %2786 = getelementptr inbounds i8, ptr %2785, i64 2
  %2787 = load i16, ptr %2785, align 2, !tbaa !66
  %2788 = zext i16 %2787 to i64
  %2789 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2788
  %2790 = load i32, ptr %2789, align 4, !tbaa !29
  %2791 = add i32 %2790, 1
  store i32 %2791, ptr %2789, align 4, !tbaa !29
  %2792 = getelementptr inbounds i8, ptr %2785, i64 4
  %2793 = load i16, ptr %2786, align 2, !tbaa !66
  %2794 = zext i16 %2793 to i64
  %2795 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2794
  %2796 = load i32, ptr %2795, align 4, !tbaa !29
  %2797 = add i32 %2796, 1
  store i32 %2797, ptr %2795, align 4, !tbaa !29
  %2798 = getelementptr inbounds i8, ptr %2785, i64 6
  %2799 = load i16, ptr %2792, align 2, !tbaa !66
  %2800 = zext i16 %2799 to i64
  %2801 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2800
  %2802 = load i32, ptr %2801, align 4, !tbaa !29
  %2803 = add i32 %2802, 1
  store i32 %2803, ptr %2801, align 4, !tbaa !29
  %2804 = getelementptr inbounds i8, ptr %2785, i64 8
  %2805 = load i16, ptr %2798, align 2, !tbaa !66
  %2806 = zext i16 %2805 to i64
  %2807 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2806
  %2808 = load i32, ptr %2807, align 4, !tbaa !29
  %2809 = add i32 %2808, 1
  store i32 %2809, ptr %2807, align 4, !tbaa !29
  %2810 = add nsw i64 %2784, -4
  %2811 = icmp eq i64 %2810, 0
  br i1 %2811, label %2812, label %2783, !llvm.loop !160

2812:                                             ; preds = %2783
  %2813 = urem i64 %2775, %2595
  %2814 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2813
  %2815 = getelementptr inbounds i8, ptr %2814, i64 2176
  %2816 = load i64, ptr %2815, align 8, !tbaa !159
  %2817 = add i64 %2816, 40
  store i64 %2817, ptr %2815, align 8, !tbaa !159
  %2818 = udiv i64 %2775, %2595
  %2819 = mul i64 %2769, %2818
  %2820 = getelementptr i8, ptr %2778, i64 %2819
  %2821 = icmp ult ptr %2814, %2772
  %2822 = icmp ult ptr %2758, %2820
  %2823 = and i1 %2821, %2822
  br i1 %2823, label %2849, label %2824

2824:                                             ; preds = %2812, %2824
  %2825 = phi i64 [ %2847, %2824 ], [ 0, %2812 ]
  %2826 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2825
  %2827 = getelementptr inbounds i8, ptr %2826, i64 16
  %2828 = load <4 x i32>, ptr %2826, align 4, !tbaa !29, !alias.scope !162
  %2829 = load <4 x i32>, ptr %2827, align 4, !tbaa !29, !alias.scope !162
  %2830 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2825
  %2831 = getelementptr inbounds i8, ptr %2830, i64 16
  %2832 = load <4 x i32>, ptr %2830, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2833 = load <4 x i32>, ptr %2831, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2834 = add <4 x i32> %2832, %2828
  %2835 = add <4 x i32> %2833, %2829
  store <4 x i32> %2834, ptr %2830, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  store <4 x i32> %2835, ptr %2831, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2836 = or disjoint i64 %2825, 8
  %2837 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2836
  %2838 = getelementptr inbounds i8, ptr %2837, i64 16
  %2839 = load <4 x i32>, ptr %2837, align 4, !tbaa !29, !alias.scope !162
  %2840 = load <4 x i32>, ptr %2838, align 4, !tbaa !29, !alias.scope !162
  %2841 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2836
  %2842 = getelementptr inbounds i8, ptr %2841, i64 16
  %2843 = load <4 x i32>, ptr %2841, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2844 = load <4 x i32>, ptr %2842, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2845 = add <4 x i32> %2843, %2839
  %2846 = add <4 x i32> %2844, %2840
  store <4 x i32> %2845, ptr %2841, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  store <4 x i32> %2846, ptr %2842, align 4, !tbaa !29, !alias.scope !165, !noalias !162
  %2847 = add nuw nsw i64 %2825, 16
  %2848 = icmp eq i64 %2847, 544
  br i1 %2848, label %2876, label %2824, !llvm.loop !167

2849:                                             ; preds = %2812, %2849
  %2850 = phi i64 [ %2874, %2849 ], [ 0, %2812 ]
  %2851 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2850
  %2852 = load i32, ptr %2851, align 4, !tbaa !29
  %2853 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2850
  %2854 = load i32, ptr %2853, align 4, !tbaa !29
  %2855 = add i32 %2854, %2852
  store i32 %2855, ptr %2853, align 4, !tbaa !29
  %2856 = or disjoint i64 %2850, 1
  %2857 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2856
  %2858 = load i32, ptr %2857, align 4, !tbaa !29
  %2859 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2856
  %2860 = load i32, ptr %2859, align 4, !tbaa !29
  %2861 = add i32 %2860, %2858
  store i32 %2861, ptr %2859, align 4, !tbaa !29
  %2862 = or disjoint i64 %2850, 2
  %2863 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2862
  %2864 = load i32, ptr %2863, align 4, !tbaa !29
  %2865 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2862
  %2866 = load i32, ptr %2865, align 4, !tbaa !29
  %2867 = add i32 %2866, %2864
  store i32 %2867, ptr %2865, align 4, !tbaa !29
  %2868 = or disjoint i64 %2850, 3
  %2869 = getelementptr inbounds [544 x i32], ptr %2758, i64 0, i64 %2868
  %2870 = load i32, ptr %2869, align 4, !tbaa !29
  %2871 = getelementptr inbounds [544 x i32], ptr %2814, i64 0, i64 %2868
  %2872 = load i32, ptr %2871, align 4, !tbaa !29
  %2873 = add i32 %2872, %2870
  store i32 %2873, ptr %2871, align 4, !tbaa !29
  %2874 = add nuw nsw i64 %2850, 4
  %2875 = icmp eq i64 %2874, 544
  br i1 %2875, label %2876, label %2849, !llvm.loop !168

2876:                                             ; preds = %2824, %2849
  %2877 = add nuw i64 %2775, 1
  %2878 = icmp ult i64 %2877, %2764
  br i1 %2878, label %2774, label %2879, !llvm.loop !169

2879:                                             ; preds = %2876
  %2880 = getelementptr inbounds i8, ptr %2758, i64 2184
  store double 0x7FF0000000000000, ptr %2880, align 8, !tbaa !155
  br label %2881

2881:                                             ; preds = %2879, %2757
  %2882 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2586) #8
  %2883 = add nuw nsw i64 %2595, 7
  %2884 = lshr i64 %2883, 3
  %2885 = mul nuw nsw i64 %2595, 4352
  %2886 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2885) #8
  %2887 = shl nuw nsw i64 %2595, 3
  %2888 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2887) #8
  %2889 = mul i64 %2884, %2586
  %2890 = icmp eq i64 %2889, 0
  br i1 %2890, label %2893, label %2891

2891:                                             ; preds = %2881
  %2892 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2889) #8
  br label %2893

2893:                                             ; preds = %2891, %2881
  %2894 = phi ptr [ %2892, %2891 ], [ null, %2881 ]
  %2895 = shl nuw nsw i64 %2595, 1
  %2896 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %2895) #8
  %2897 = getelementptr inbounds i8, ptr %6, i64 4
  %2898 = load i32, ptr %2897, align 4, !tbaa !48
  %2899 = icmp sgt i32 %2898, 10
  %2900 = select i1 %2899, i64 10, i64 3
  %2901 = add i64 %2586, -1
  %2902 = getelementptr inbounds i8, ptr %2882, i64 %2901
  %2903 = and i64 %2586, 1
  %2904 = icmp eq i64 %2901, 0
  %2905 = and i64 %2586, -2
  %2906 = icmp eq i64 %2903, 0
  %2907 = and i64 %2586, 3
  %2908 = and i64 %2586, -4
  %2909 = icmp eq i64 %2907, 0
  %2910 = and i64 %2586, 1
  %2911 = icmp eq i64 %2901, 0
  %2912 = and i64 %2586, -2
  %2913 = icmp eq i64 %2910, 0
  br label %2914

2914:                                             ; preds = %3279, %2893
  %2915 = phi i64 [ 0, %2893 ], [ %3280, %3279 ]
  %2916 = phi i64 [ %2595, %2893 ], [ %3194, %3279 ]
  %2917 = add nuw nsw i64 %2916, 7
  %2918 = lshr i64 %2917, 3
  %2919 = icmp ult i64 %2916, 2
  br i1 %2919, label %2920, label %2921

2920:                                             ; preds = %2914
  tail call void @llvm.memset.p0.i64(ptr align 1 %2882, i8 0, i64 %2586, i1 false), !tbaa !28
  br label %3081

2921:                                             ; preds = %2914
  %2922 = mul nuw nsw i64 %2916, 4352
  tail call void @llvm.memset.p0.i64(ptr align 8 %2886, i8 0, i64 %2922, i1 false)
  br label %2923

2923:                                             ; preds = %2935, %2921
  %2924 = phi i64 [ 0, %2921 ], [ %2938, %2935 ]
  %2925 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %2924, i32 1
  %2926 = load i64, ptr %2925, align 8, !tbaa !159
  %2927 = and i64 %2926, 4294967295
  %2928 = icmp ult i64 %2927, 256
  br i1 %2928, label %2929, label %2932

2929:                                             ; preds = %2923
  %2930 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %2927
  %2931 = load double, ptr %2930, align 8, !tbaa !58
  br label %2935

2932:                                             ; preds = %2923
  %2933 = uitofp nneg i64 %2927 to double
  %2934 = tail call double @log2(double noundef %2933) #8
  br label %2935

2935:                                             ; preds = %2932, %2929
  %2936 = phi double [ %2931, %2929 ], [ %2934, %2932 ]
  %2937 = getelementptr inbounds double, ptr %2886, i64 %2924
  store double %2936, ptr %2937, align 8, !tbaa !58
  %2938 = add nuw nsw i64 %2924, 1
  %2939 = icmp eq i64 %2938, %2916
  br i1 %2939, label %2942, label %2923, !llvm.loop !170

2940:                                             ; preds = %2964
  %2941 = icmp eq i64 %2944, 0
  br i1 %2941, label %2970, label %2942, !llvm.loop !171

2942:                                             ; preds = %2935, %2940
  %2943 = phi i64 [ %2944, %2940 ], [ 544, %2935 ]
  %2944 = add nsw i64 %2943, -1
  %2945 = getelementptr [544 x i32], ptr %2667, i64 0, i64 %2944
  %2946 = mul i64 %2944, %2916
  %2947 = getelementptr double, ptr %2886, i64 %2946
  br label %2948

2948:                                             ; preds = %2964, %2942
  %2949 = phi i64 [ 0, %2942 ], [ %2968, %2964 ]
  %2950 = getelementptr inbounds double, ptr %2886, i64 %2949
  %2951 = load double, ptr %2950, align 8, !tbaa !58
  %2952 = getelementptr %struct.HistogramDistance, ptr %2945, i64 %2949
  %2953 = load i32, ptr %2952, align 4, !tbaa !29
  %2954 = zext i32 %2953 to i64
  %2955 = icmp eq i32 %2953, 0
  br i1 %2955, label %2964, label %2956

2956:                                             ; preds = %2948
  %2957 = icmp ult i32 %2953, 256
  br i1 %2957, label %2958, label %2961

2958:                                             ; preds = %2956
  %2959 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %2954
  %2960 = load double, ptr %2959, align 8, !tbaa !58
  br label %2964

2961:                                             ; preds = %2956
  %2962 = uitofp i32 %2953 to double
  %2963 = tail call double @log2(double noundef %2962) #8
  br label %2964

2964:                                             ; preds = %2961, %2958, %2948
  %2965 = phi double [ -2.000000e+00, %2948 ], [ %2960, %2958 ], [ %2963, %2961 ]
  %2966 = fsub double %2951, %2965
  %2967 = getelementptr double, ptr %2947, i64 %2949
  store double %2966, ptr %2967, align 8, !tbaa !58
  %2968 = add nuw nsw i64 %2949, 1
  %2969 = icmp eq i64 %2968, %2916
  br i1 %2969, label %2940, label %2948, !llvm.loop !172

2970:                                             ; preds = %2940
  %2971 = shl nuw nsw i64 %2916, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %2888, i8 0, i64 %2971, i1 false)
  %2972 = mul i64 %2918, %2586
  tail call void @llvm.memset.p0.i64(ptr align 1 %2894, i8 0, i64 %2972, i1 false)
  %2973 = and i64 %2916, 1
  %2974 = and i64 %2916, -2
  %2975 = icmp eq i64 %2973, 0
  br label %2976

2976:                                             ; preds = %3048, %2970
  %2977 = phi i64 [ %3049, %3048 ], [ 0, %2970 ]
  %2978 = getelementptr inbounds i16, ptr %2566, i64 %2977
  %2979 = load i16, ptr %2978, align 2, !tbaa !66
  %2980 = zext i16 %2979 to i64
  %2981 = mul nuw nsw i64 %2916, %2980
  %2982 = getelementptr double, ptr %2886, i64 %2981
  %2983 = getelementptr inbounds i8, ptr %2882, i64 %2977
  br label %2984

2984:                                             ; preds = %3007, %2976
  %2985 = phi i64 [ 0, %2976 ], [ %3009, %3007 ]
  %2986 = phi double [ 0x547D42AEA2879F2E, %2976 ], [ %3008, %3007 ]
  %2987 = phi i64 [ 0, %2976 ], [ %3010, %3007 ]
  %2988 = getelementptr double, ptr %2982, i64 %2985
  %2989 = load double, ptr %2988, align 8, !tbaa !58
  %2990 = getelementptr inbounds double, ptr %2888, i64 %2985
  %2991 = load double, ptr %2990, align 8, !tbaa !58
  %2992 = fadd double %2989, %2991
  store double %2992, ptr %2990, align 8, !tbaa !58
  %2993 = fcmp olt double %2992, %2986
  br i1 %2993, label %2994, label %2996

2994:                                             ; preds = %2984
  %2995 = trunc i64 %2985 to i8
  store i8 %2995, ptr %2983, align 1, !tbaa !28
  br label %2996

2996:                                             ; preds = %2994, %2984
  %2997 = phi double [ %2992, %2994 ], [ %2986, %2984 ]
  %2998 = or disjoint i64 %2985, 1
  %2999 = getelementptr double, ptr %2982, i64 %2998
  %3000 = load double, ptr %2999, align 8, !tbaa !58
  %3001 = getelementptr inbounds double, ptr %2888, i64 %2998
  %3002 = load double, ptr %3001, align 8, !tbaa !58
  %3003 = fadd double %3000, %3002
  store double %3003, ptr %3001, align 8, !tbaa !58
  %3004 = fcmp olt double %3003, %2997
  br i1 %3004, label %3005, label %3007

3005:                                             ; preds = %2996
  %3006 = trunc i64 %2998 to i8
  store i8 %3006, ptr %2983, align 1, !tbaa !28
  br label %3007

3007:                                             ; preds = %3005, %2996
  %3008 = phi double [ %3003, %3005 ], [ %2997, %2996 ]
  %3009 = add nuw nsw i64 %2985, 2
  %3010 = add nuw nsw i64 %2987, 2
  %3011 = icmp eq i64 %3010, %2974
  br i1 %3011, label %3012, label %2984, !llvm.loop !173

3012:                                             ; preds = %3007
  br i1 %2975, label %3022, label %3013

3013:                                             ; preds = %3012
  %3014 = getelementptr double, ptr %2982, i64 %3009
  %3015 = load double, ptr %3014, align 8, !tbaa !58
  %3016 = getelementptr inbounds double, ptr %2888, i64 %3009
  %3017 = load double, ptr %3016, align 8, !tbaa !58
  %3018 = fadd double %3015, %3017
  store double %3018, ptr %3016, align 8, !tbaa !58
  %3019 = fcmp olt double %3018, %3008
  br i1 %3019, label %3020, label %3022

3020:                                             ; preds = %3013
  %3021 = trunc i64 %3009 to i8
  store i8 %3021, ptr %2983, align 1, !tbaa !28
  br label %3022

3022:                                             ; preds = %3013, %3020, %3012
  %3023 = phi double [ %3008, %3012 ], [ %3018, %3020 ], [ %3008, %3013 ]
  %3024 = mul i64 %2977, %2918
  %3025 = icmp ult i64 %2977, 2000
  %3026 = uitofp nneg i64 %2977 to double
  %3027 = tail call double @llvm.fmuladd.f64(double %3026, double 0x3F02599ED7C6FBD3, double 7.700000e-01)
  %3028 = fmul double %3027, 1.460000e+01
  %3029 = select i1 %3025, double %3028, double 1.460000e+01
  %3030 = getelementptr i8, ptr %2894, i64 %3024
  br label %3031

3031:                                             ; preds = %3045, %3022
  %3032 = phi i64 [ 0, %3022 ], [ %3046, %3045 ]
  %3033 = getelementptr inbounds double, ptr %2888, i64 %3032
  %3034 = load double, ptr %3033, align 8, !tbaa !58
  %3035 = fsub double %3034, %3023
  store double %3035, ptr %3033, align 8, !tbaa !58
  %3036 = fcmp ult double %3035, %3029
  br i1 %3036, label %3045, label %3037

3037:                                             ; preds = %3031
  %3038 = trunc i64 %3032 to i8
  %3039 = and i8 %3038, 7
  %3040 = shl nuw i8 1, %3039
  store double %3029, ptr %3033, align 8, !tbaa !58
  %3041 = lshr i64 %3032, 3
  %3042 = getelementptr i8, ptr %3030, i64 %3041
  %3043 = load i8, ptr %3042, align 1, !tbaa !28
  %3044 = or i8 %3043, %3040
  store i8 %3044, ptr %3042, align 1, !tbaa !28
  br label %3045

3045:                                             ; preds = %3037, %3031
  %3046 = add nuw nsw i64 %3032, 1
  %3047 = icmp eq i64 %3046, %2916
  br i1 %3047, label %3048, label %3031, !llvm.loop !174

3048:                                             ; preds = %3045
  %3049 = add nuw i64 %2977, 1
  %3050 = icmp eq i64 %3049, %2586
  br i1 %3050, label %3051, label %2976, !llvm.loop !175

3051:                                             ; preds = %3048
  %3052 = load i8, ptr %2902, align 1, !tbaa !28
  %3053 = mul i64 %2918, %2901
  br label %3054

3054:                                             ; preds = %3076, %3051
  %3055 = phi i8 [ %3078, %3076 ], [ %3052, %3051 ]
  %3056 = phi i64 [ %3062, %3076 ], [ %3053, %3051 ]
  %3057 = phi i64 [ %3077, %3076 ], [ 1, %3051 ]
  %3058 = phi i64 [ %3061, %3076 ], [ %2901, %3051 ]
  %3059 = and i8 %3055, 7
  %3060 = shl nuw i8 1, %3059
  %3061 = add i64 %3058, -1
  %3062 = sub i64 %3056, %2918
  %3063 = lshr i8 %3055, 3
  %3064 = zext nneg i8 %3063 to i64
  %3065 = getelementptr i8, ptr %2894, i64 %3062
  %3066 = getelementptr i8, ptr %3065, i64 %3064
  %3067 = load i8, ptr %3066, align 1, !tbaa !28
  %3068 = and i8 %3067, %3060
  %3069 = icmp eq i8 %3068, 0
  br i1 %3069, label %3076, label %3070

3070:                                             ; preds = %3054
  %3071 = getelementptr inbounds i8, ptr %2882, i64 %3061
  %3072 = load i8, ptr %3071, align 1, !tbaa !28
  %3073 = icmp ne i8 %3055, %3072
  %3074 = zext i1 %3073 to i64
  %3075 = add i64 %3057, %3074
  br label %3076

3076:                                             ; preds = %3070, %3054
  %3077 = phi i64 [ %3057, %3054 ], [ %3075, %3070 ]
  %3078 = phi i8 [ %3055, %3054 ], [ %3072, %3070 ]
  %3079 = getelementptr inbounds i8, ptr %2882, i64 %3061
  store i8 %3078, ptr %3079, align 1, !tbaa !28
  %3080 = icmp eq i64 %3061, 0
  br i1 %3080, label %3081, label %3054, !llvm.loop !176

3081:                                             ; preds = %3076, %2920
  %3082 = phi i64 [ 1, %2920 ], [ %3077, %3076 ]
  %3083 = icmp eq i64 %2916, 0
  br i1 %3083, label %3103, label %3084

3084:                                             ; preds = %3081
  %3085 = icmp ult i64 %2916, 16
  br i1 %3085, label %3096, label %3086

3086:                                             ; preds = %3084
  %3087 = and i64 %2916, -16
  br label %3088

3088:                                             ; preds = %3088, %3086
  %3089 = phi i64 [ 0, %3086 ], [ %3092, %3088 ]
  %3090 = getelementptr inbounds i16, ptr %2896, i64 %3089
  %3091 = getelementptr inbounds i8, ptr %3090, i64 16
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %3090, align 2, !tbaa !66
  store <8 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>, ptr %3091, align 2, !tbaa !66
  %3092 = add nuw i64 %3089, 16
  %3093 = icmp eq i64 %3092, %3087
  br i1 %3093, label %3094, label %3088, !llvm.loop !177

3094:                                             ; preds = %3088
  %3095 = icmp eq i64 %2916, %3087
  br i1 %3095, label %3103, label %3096

3096:                                             ; preds = %3094, %3084
  %3097 = phi i64 [ 0, %3084 ], [ %3087, %3094 ]
  br label %3098

3098:                                             ; preds = %3096, %3098
  %3099 = phi i64 [ %3101, %3098 ], [ %3097, %3096 ]
  %3100 = getelementptr inbounds i16, ptr %2896, i64 %3099
  store i16 256, ptr %3100, align 2, !tbaa !66
  %3101 = add nuw nsw i64 %3099, 1
  %3102 = icmp eq i64 %3101, %2916
  br i1 %3102, label %3103, label %3098, !llvm.loop !178

3103:                                             ; preds = %3098, %3094, %3081
  br i1 %2904, label %3132, label %3104

3104:                                             ; preds = %3103, %3127
  %3105 = phi i64 [ %3129, %3127 ], [ 0, %3103 ]
  %3106 = phi i16 [ %3128, %3127 ], [ 0, %3103 ]
  %3107 = phi i64 [ %3130, %3127 ], [ 0, %3103 ]
  %3108 = getelementptr inbounds i8, ptr %2882, i64 %3105
  %3109 = load i8, ptr %3108, align 1, !tbaa !28
  %3110 = zext i8 %3109 to i64
  %3111 = getelementptr inbounds i16, ptr %2896, i64 %3110
  %3112 = load i16, ptr %3111, align 2, !tbaa !66
  %3113 = icmp eq i16 %3112, 256
  br i1 %3113, label %3114, label %3116

3114:                                             ; preds = %3104
  %3115 = add i16 %3106, 1
  store i16 %3106, ptr %3111, align 2, !tbaa !66
  br label %3116

3116:                                             ; preds = %3114, %3104
  %3117 = phi i16 [ %3115, %3114 ], [ %3106, %3104 ]
  %3118 = or disjoint i64 %3105, 1
  %3119 = getelementptr inbounds i8, ptr %2882, i64 %3118
  %3120 = load i8, ptr %3119, align 1, !tbaa !28
  %3121 = zext i8 %3120 to i64
  %3122 = getelementptr inbounds i16, ptr %2896, i64 %3121
  %3123 = load i16, ptr %3122, align 2, !tbaa !66
  %3124 = icmp eq i16 %3123, 256
  br i1 %3124, label %3125, label %3127

3125:                                             ; preds = %3116
  %3126 = add i16 %3117, 1
  store i16 %3117, ptr %3122, align 2, !tbaa !66
  br label %3127

3127:                                             ; preds = %3125, %3116
  %3128 = phi i16 [ %3126, %3125 ], [ %3117, %3116 ]
  %3129 = add nuw i64 %3105, 2
  %3130 = add i64 %3107, 2
  %3131 = icmp eq i64 %3130, %2905
  br i1 %3131, label %3132, label %3104, !llvm.loop !179

3132:                                             ; preds = %3127, %3103
  %3133 = phi i16 [ poison, %3103 ], [ %3128, %3127 ]
  %3134 = phi i64 [ 0, %3103 ], [ %3129, %3127 ]
  %3135 = phi i16 [ 0, %3103 ], [ %3128, %3127 ]
  br i1 %2906, label %3145, label %3136

3136:                                             ; preds = %3132
  %3137 = getelementptr inbounds i8, ptr %2882, i64 %3134
  %3138 = load i8, ptr %3137, align 1, !tbaa !28
  %3139 = zext i8 %3138 to i64
  %3140 = getelementptr inbounds i16, ptr %2896, i64 %3139
  %3141 = load i16, ptr %3140, align 2, !tbaa !66
  %3142 = icmp eq i16 %3141, 256
  br i1 %3142, label %3143, label %3145

3143:                                             ; preds = %3136
  %3144 = add i16 %3135, 1
  store i16 %3135, ptr %3140, align 2, !tbaa !66
  br label %3145

3145:                                             ; preds = %3132, %3143, %3136
  %3146 = phi i16 [ %3133, %3132 ], [ %3144, %3143 ], [ %3135, %3136 ]
  br label %3147

3147:                                             ; preds = %3147, %3145
  %3148 = phi i64 [ 0, %3145 ], [ %3177, %3147 ]
  %3149 = phi i64 [ 0, %3145 ], [ %3178, %3147 ]
  %3150 = getelementptr inbounds i8, ptr %2882, i64 %3148
  %3151 = load i8, ptr %3150, align 1, !tbaa !28
  %3152 = zext i8 %3151 to i64
  %3153 = getelementptr inbounds i16, ptr %2896, i64 %3152
  %3154 = load i16, ptr %3153, align 2, !tbaa !66
  %3155 = trunc i16 %3154 to i8
  store i8 %3155, ptr %3150, align 1, !tbaa !28
  %3156 = or disjoint i64 %3148, 1
  %3157 = getelementptr inbounds i8, ptr %2882, i64 %3156
  %3158 = load i8, ptr %3157, align 1, !tbaa !28
  %3159 = zext i8 %3158 to i64
  %3160 = getelementptr inbounds i16, ptr %2896, i64 %3159
  %3161 = load i16, ptr %3160, align 2, !tbaa !66
  %3162 = trunc i16 %3161 to i8
  store i8 %3162, ptr %3157, align 1, !tbaa !28
  %3163 = or disjoint i64 %3148, 2
  %3164 = getelementptr inbounds i8, ptr %2882, i64 %3163
  %3165 = load i8, ptr %3164, align 1, !tbaa !28
  %3166 = zext i8 %3165 to i64
  %3167 = getelementptr inbounds i16, ptr %2896, i64 %3166
  %3168 = load i16, ptr %3167, align 2, !tbaa !66
  %3169 = trunc i16 %3168 to i8
  store i8 %3169, ptr %3164, align 1, !tbaa !28
  %3170 = or disjoint i64 %3148, 3
  %3171 = getelementptr inbounds i8, ptr %2882, i64 %3170
  %3172 = load i8, ptr %3171, align 1, !tbaa !28
  %3173 = zext i8 %3172 to i64
  %3174 = getelementptr inbounds i16, ptr %2896, i64 %3173
  %3175 = load i16, ptr %3174, align 2, !tbaa !66
  %3176 = trunc i16 %3175 to i8
  store i8 %3176, ptr %3171, align 1, !tbaa !28
  %3177 = add nuw i64 %3148, 4
  %3178 = add i64 %3149, 4
  %3179 = icmp eq i64 %3178, %2908
  br i1 %3179, label %3180, label %3147, !llvm.loop !180

3180:                                             ; preds = %3147
  br i1 %2909, label %3193, label %3181

3181:                                             ; preds = %3180, %3181
  %3182 = phi i64 [ %3190, %3181 ], [ %3177, %3180 ]
  %3183 = phi i64 [ %3191, %3181 ], [ 0, %3180 ]
  %3184 = getelementptr inbounds i8, ptr %2882, i64 %3182
  %3185 = load i8, ptr %3184, align 1, !tbaa !28
  %3186 = zext i8 %3185 to i64
  %3187 = getelementptr inbounds i16, ptr %2896, i64 %3186
  %3188 = load i16, ptr %3187, align 2, !tbaa !66
  %3189 = trunc i16 %3188 to i8
  store i8 %3189, ptr %3184, align 1, !tbaa !28
  %3190 = add nuw i64 %3182, 1
  %3191 = add i64 %3183, 1
  %3192 = icmp eq i64 %3191, %2907
  br i1 %3192, label %3193, label %3181, !llvm.loop !181

3193:                                             ; preds = %3181, %3180
  %3194 = zext i16 %3146 to i64
  %3195 = icmp eq i16 %3146, 0
  br i1 %3195, label %3229, label %3196

3196:                                             ; preds = %3193
  %3197 = and i64 %3194, 3
  %3198 = icmp ult i16 %3146, 4
  br i1 %3198, label %3218, label %3199

3199:                                             ; preds = %3196
  %3200 = and i64 %3194, 65532
  br label %3201

3201:                                             ; preds = %3201, %3199
  %3202 = phi i64 [ 0, %3199 ], [ %3215, %3201 ]
  %3203 = phi i64 [ 0, %3199 ], [ %3216, %3201 ]
  %3204 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3202
  %3205 = getelementptr inbounds i8, ptr %3204, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3204, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3205, align 8, !tbaa !155
  %3206 = or disjoint i64 %3202, 1
  %3207 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3206
  %3208 = getelementptr inbounds i8, ptr %3207, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3207, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3208, align 8, !tbaa !155
  %3209 = or disjoint i64 %3202, 2
  %3210 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3209
  %3211 = getelementptr inbounds i8, ptr %3210, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3210, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3211, align 8, !tbaa !155
  %3212 = or disjoint i64 %3202, 3
  %3213 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3212
  %3214 = getelementptr inbounds i8, ptr %3213, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3213, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3214, align 8, !tbaa !155
  %3215 = add nuw nsw i64 %3202, 4
  %3216 = add i64 %3203, 4
  %3217 = icmp eq i64 %3216, %3200
  br i1 %3217, label %3218, label %3201, !llvm.loop !158

3218:                                             ; preds = %3201, %3196
  %3219 = phi i64 [ 0, %3196 ], [ %3215, %3201 ]
  %3220 = icmp eq i64 %3197, 0
  br i1 %3220, label %3229, label %3221

3221:                                             ; preds = %3218, %3221
  %3222 = phi i64 [ %3226, %3221 ], [ %3219, %3218 ]
  %3223 = phi i64 [ %3227, %3221 ], [ 0, %3218 ]
  %3224 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3222
  %3225 = getelementptr inbounds i8, ptr %3224, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3224, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3225, align 8, !tbaa !155
  %3226 = add nuw nsw i64 %3222, 1
  %3227 = add i64 %3223, 1
  %3228 = icmp eq i64 %3227, %3197
  br i1 %3228, label %3229, label %3221, !llvm.loop !182

3229:                                             ; preds = %3218, %3221, %3193
  br i1 %2911, label %3263, label %3230

3230:                                             ; preds = %3229, %3230
  %3231 = phi i64 [ %3260, %3230 ], [ 0, %3229 ]
  %3232 = phi i64 [ %3261, %3230 ], [ 0, %3229 ]
  %3233 = getelementptr inbounds i8, ptr %2882, i64 %3231
  %3234 = load i8, ptr %3233, align 1, !tbaa !28
  %3235 = zext i8 %3234 to i64
  %3236 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3235
  %3237 = getelementptr inbounds i16, ptr %2566, i64 %3231
  %3238 = load i16, ptr %3237, align 2, !tbaa !66
  %3239 = zext i16 %3238 to i64
  %3240 = getelementptr inbounds [544 x i32], ptr %3236, i64 0, i64 %3239
  %3241 = load i32, ptr %3240, align 4, !tbaa !29
  %3242 = add i32 %3241, 1
  store i32 %3242, ptr %3240, align 4, !tbaa !29
  %3243 = getelementptr inbounds i8, ptr %3236, i64 2176
  %3244 = load i64, ptr %3243, align 8, !tbaa !159
  %3245 = add i64 %3244, 1
  store i64 %3245, ptr %3243, align 8, !tbaa !159
  %3246 = or disjoint i64 %3231, 1
  %3247 = getelementptr inbounds i8, ptr %2882, i64 %3246
  %3248 = load i8, ptr %3247, align 1, !tbaa !28
  %3249 = zext i8 %3248 to i64
  %3250 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3249
  %3251 = getelementptr inbounds i16, ptr %2566, i64 %3246
  %3252 = load i16, ptr %3251, align 2, !tbaa !66
  %3253 = zext i16 %3252 to i64
  %3254 = getelementptr inbounds [544 x i32], ptr %3250, i64 0, i64 %3253
  %3255 = load i32, ptr %3254, align 4, !tbaa !29
  %3256 = add i32 %3255, 1
  store i32 %3256, ptr %3254, align 4, !tbaa !29
  %3257 = getelementptr inbounds i8, ptr %3250, i64 2176
  %3258 = load i64, ptr %3257, align 8, !tbaa !159
  %3259 = add i64 %3258, 1
  store i64 %3259, ptr %3257, align 8, !tbaa !159
  %3260 = add nuw i64 %3231, 2
  %3261 = add i64 %3232, 2
  %3262 = icmp eq i64 %3261, %2912
  br i1 %3262, label %3263, label %3230, !llvm.loop !183

3263:                                             ; preds = %3230, %3229
  %3264 = phi i64 [ 0, %3229 ], [ %3260, %3230 ]
  br i1 %2913, label %3279, label %3265

3265:                                             ; preds = %3263
  %3266 = getelementptr inbounds i8, ptr %2882, i64 %3264
  %3267 = load i8, ptr %3266, align 1, !tbaa !28
  %3268 = zext i8 %3267 to i64
  %3269 = getelementptr inbounds %struct.HistogramDistance, ptr %2667, i64 %3268
  %3270 = getelementptr inbounds i16, ptr %2566, i64 %3264
  %3271 = load i16, ptr %3270, align 2, !tbaa !66
  %3272 = zext i16 %3271 to i64
  %3273 = getelementptr inbounds [544 x i32], ptr %3269, i64 0, i64 %3272
  %3274 = load i32, ptr %3273, align 4, !tbaa !29
  %3275 = add i32 %3274, 1
  store i32 %3275, ptr %3273, align 4, !tbaa !29
  %3276 = getelementptr inbounds i8, ptr %3269, i64 2176
  %3277 = load i64, ptr %3276, align 8, !tbaa !159
  %3278 = add i64 %3277, 1
  store i64 %3278, ptr %3276, align 8, !tbaa !159
  br label %3279

3279:                                             ; preds = %3263, %3265
  %3280 = add nuw nsw i64 %2915, 1
  %3281 = icmp eq i64 %3280, %2900
  br i1 %3281, label %3282, label %2914, !llvm.loop !184

3282:                                             ; preds = %3279
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2886) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2888) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2894) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2896) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %2667) #8
  %3283 = icmp eq i64 %3082, 0
  br i1 %3283, label %3289, label %3284

3284:                                             ; preds = %3282
  %3285 = shl i64 %3082, 2
  %3286 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3285) #8
  %3287 = add i64 %3082, 256
  %3288 = icmp eq i64 %3287, 0
  br i1 %3288, label %3298, label %3289

3289:                                             ; preds = %3284, %3282
  %3290 = phi i64 [ %3287, %3284 ], [ 256, %3282 ]
  %3291 = phi ptr [ %3286, %3284 ], [ null, %3282 ]
  %3292 = shl i64 %3290, 2
  %3293 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3292) #8
  %3294 = shl i64 %3082, 4
  %3295 = add i64 %3294, 1008
  %3296 = lshr i64 %3295, 6
  %3297 = icmp ult i64 %3295, 64
  br i1 %3297, label %3307, label %3298

3298:                                             ; preds = %3289, %3284
  %3299 = phi i64 [ %3296, %3289 ], [ 288230376151711695, %3284 ]
  %3300 = phi i64 [ %3290, %3289 ], [ 0, %3284 ]
  %3301 = phi ptr [ %3291, %3289 ], [ %3286, %3284 ]
  %3302 = phi ptr [ %3293, %3289 ], [ null, %3284 ]
  %3303 = mul i64 %3299, 2192
  %3304 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3303) #8
  %3305 = shl nuw nsw i64 %3299, 2
  %3306 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3305) #8
  br label %3307

3307:                                             ; preds = %3298, %3289
  %3308 = phi ptr [ %3304, %3298 ], [ null, %3289 ]
  %3309 = phi i64 [ %3300, %3298 ], [ %3290, %3289 ]
  %3310 = phi ptr [ %3301, %3298 ], [ %3291, %3289 ]
  %3311 = phi ptr [ %3302, %3298 ], [ %3293, %3289 ]
  %3312 = phi i64 [ %3299, %3298 ], [ %3296, %3289 ]
  %3313 = phi ptr [ %3306, %3298 ], [ null, %3289 ]
  br i1 %3283, label %3318, label %3314

3314:                                             ; preds = %3307
  %3315 = tail call i64 @llvm.umin.i64(i64 %3082, i64 64)
  %3316 = mul nuw nsw i64 %3315, 2192
  %3317 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3316) #8
  br label %3318

3318:                                             ; preds = %3314, %3307
  %3319 = phi ptr [ %3317, %3314 ], [ null, %3307 ]
  %3320 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %3321 = icmp eq ptr %3311, null
  %3322 = getelementptr inbounds i8, ptr %3311, i64 512
  %3323 = getelementptr inbounds i8, ptr %3311, i64 1024
  %3324 = select i1 %3321, ptr null, ptr %3323
  %3325 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 4384) #8
  %3326 = shl i64 %3309, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %3311, i8 0, i64 %3326, i1 false)
  %3327 = and i64 %2586, 1
  %3328 = icmp eq i64 %2901, 0
  br i1 %3328, label %3331, label %3329

3329:                                             ; preds = %3318
  %3330 = and i64 %2586, -2
  br label %3346

3331:                                             ; preds = %3378, %3318
  %3332 = phi i64 [ 0, %3318 ], [ %3379, %3378 ]
  %3333 = icmp eq i64 %3327, 0
  br i1 %3333, label %3338, label %3334

3334:                                             ; preds = %3331
  %3335 = getelementptr inbounds i32, ptr %3324, i64 %3332
  %3336 = load i32, ptr %3335, align 4, !tbaa !29
  %3337 = add i32 %3336, 1
  store i32 %3337, ptr %3335, align 4, !tbaa !29
  br label %3338

3338:                                             ; preds = %3334, %3331
  %3339 = getelementptr inbounds i8, ptr %3311, i64 256
  %3340 = getelementptr inbounds i8, ptr %3311, i64 768
  %3341 = select i1 %3321, ptr null, ptr %3339
  %3342 = select i1 %3321, ptr null, ptr %3322
  %3343 = select i1 %3321, ptr null, ptr %3340
  br i1 %3283, label %3565, label %3344

3344:                                             ; preds = %3338
  %3345 = getelementptr i8, ptr %2566, i64 2
  br label %3382

3346:                                             ; preds = %3378, %3329
  %3347 = phi i64 [ 0, %3329 ], [ %3379, %3378 ]
  %3348 = phi i64 [ 0, %3329 ], [ %3368, %3378 ]
  %3349 = phi i64 [ 0, %3329 ], [ %3380, %3378 ]
  %3350 = getelementptr inbounds i32, ptr %3324, i64 %3347
  %3351 = load i32, ptr %3350, align 4, !tbaa !29
  %3352 = add i32 %3351, 1
  store i32 %3352, ptr %3350, align 4, !tbaa !29
  %3353 = or disjoint i64 %3348, 1
  %3354 = icmp eq i64 %3353, %2586
  br i1 %3354, label %3361, label %3355

3355:                                             ; preds = %3346
  %3356 = getelementptr inbounds i8, ptr %2882, i64 %3348
  %3357 = load i8, ptr %3356, align 1, !tbaa !28
  %3358 = getelementptr inbounds i8, ptr %2882, i64 %3353
  %3359 = load i8, ptr %3358, align 1, !tbaa !28
  %3360 = icmp eq i8 %3357, %3359
  br i1 %3360, label %3363, label %3361

3361:                                             ; preds = %3355, %3346
  %3362 = add i64 %3347, 1
  br label %3363

3363:                                             ; preds = %3361, %3355
  %3364 = phi i64 [ %3362, %3361 ], [ %3347, %3355 ]
  %3365 = getelementptr inbounds i32, ptr %3324, i64 %3364
  %3366 = load i32, ptr %3365, align 4, !tbaa !29
  %3367 = add i32 %3366, 1
  store i32 %3367, ptr %3365, align 4, !tbaa !29
  %3368 = add nuw i64 %3348, 2
  %3369 = icmp eq i64 %3368, %2586
  br i1 %3369, label %3376, label %3370

3370:                                             ; preds = %3363
  %3371 = getelementptr inbounds i8, ptr %2882, i64 %3353
  %3372 = load i8, ptr %3371, align 1, !tbaa !28
  %3373 = getelementptr inbounds i8, ptr %2882, i64 %3368
  %3374 = load i8, ptr %3373, align 1, !tbaa !28
  %3375 = icmp eq i8 %3372, %3374
  br i1 %3375, label %3378, label %3376

3376:                                             ; preds = %3370, %3363
  %3377 = add i64 %3364, 1
  br label %3378

3378:                                             ; preds = %3376, %3370
  %3379 = phi i64 [ %3377, %3376 ], [ %3364, %3370 ]
  %3380 = add i64 %3349, 2
  %3381 = icmp eq i64 %3380, %3330
  br i1 %3381, label %3331, label %3346, !llvm.loop !185

3382:                                             ; preds = %3344, %3560
  %3383 = phi i64 [ %3564, %3560 ], [ %3082, %3344 ]
  %3384 = phi i64 [ %3497, %3560 ], [ 0, %3344 ]
  %3385 = phi i64 [ %3475, %3560 ], [ %3312, %3344 ]
  %3386 = phi ptr [ %3474, %3560 ], [ %3308, %3344 ]
  %3387 = phi i64 [ %3496, %3560 ], [ 0, %3344 ]
  %3388 = phi i64 [ %3493, %3560 ], [ %3312, %3344 ]
  %3389 = phi ptr [ %3492, %3560 ], [ %3313, %3344 ]
  %3390 = phi i64 [ %3561, %3560 ], [ 0, %3344 ]
  %3391 = phi i64 [ %3446, %3560 ], [ 0, %3344 ]
  %3392 = phi i64 [ %3562, %3560 ], [ 0, %3344 ]
  %3393 = tail call i64 @llvm.umin.i64(i64 %3383, i64 64)
  %3394 = tail call i64 @llvm.umax.i64(i64 %3393, i64 1)
  %3395 = tail call i64 @llvm.umin.i64(i64 %3383, i64 64)
  %3396 = tail call i64 @llvm.umax.i64(i64 %3395, i64 1)
  %3397 = getelementptr i32, ptr %3324, i64 %3392
  br label %3398

3398:                                             ; preds = %3445, %3382
  %3399 = phi i64 [ 0, %3382 ], [ %3452, %3445 ]
  %3400 = phi i64 [ %3391, %3382 ], [ %3446, %3445 ]
  %3401 = getelementptr i32, ptr %3397, i64 %3399
  %3402 = load i32, ptr %3401, align 4, !tbaa !29
  %3403 = zext i32 %3402 to i64
  %3404 = getelementptr inbounds %struct.HistogramDistance, ptr %3319, i64 %3399
  %3405 = getelementptr inbounds i8, ptr %3404, i64 2176
  %3406 = getelementptr inbounds i8, ptr %3404, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3404, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3406, align 8, !tbaa !155
  %3407 = icmp eq i32 %3402, 0
  br i1 %3407, label %3445, label %3408

3408:                                             ; preds = %3398
  %3409 = and i64 %3403, 1
  %3410 = icmp eq i32 %3402, 1
  br i1 %3410, label %3431, label %3411

3411:                                             ; preds = %3408
  %3412 = and i64 %3403, 4294967294
  br label %3413

3413:                                             ; preds = %3413, %3411
  %3414 = phi i64 [ %3400, %3411 ], [ %3422, %3413 ]
  %3415 = phi i64 [ 0, %3411 ], [ %3429, %3413 ]
  %3416 = getelementptr inbounds i16, ptr %2566, i64 %3414
  %3417 = load i16, ptr %3416, align 2, !tbaa !66
  %3418 = zext i16 %3417 to i64
  %3419 = getelementptr inbounds [544 x i32], ptr %3404, i64 0, i64 %3418
  %3420 = load i32, ptr %3419, align 4, !tbaa !29
  %3421 = add i32 %3420, 1
  store i32 %3421, ptr %3419, align 4, !tbaa !29
  %3422 = add i64 %3414, 2
  %3423 = getelementptr i16, ptr %3345, i64 %3414
  %3424 = load i16, ptr %3423, align 2, !tbaa !66
  %3425 = zext i16 %3424 to i64
  %3426 = getelementptr inbounds [544 x i32], ptr %3404, i64 0, i64 %3425
  %3427 = load i32, ptr %3426, align 4, !tbaa !29
  %3428 = add i32 %3427, 1
  store i32 %3428, ptr %3426, align 4, !tbaa !29
  %3429 = add i64 %3415, 2
  %3430 = icmp eq i64 %3429, %3412
  br i1 %3430, label %3431, label %3413, !llvm.loop !186

3431:                                             ; preds = %3413, %3408
  %3432 = phi i64 [ poison, %3408 ], [ %3422, %3413 ]
  %3433 = phi i64 [ %3400, %3408 ], [ %3422, %3413 ]
  %3434 = icmp eq i64 %3409, 0
  br i1 %3434, label %3443, label %3435

3435:                                             ; preds = %3431
  %3436 = add i64 %3433, 1
  %3437 = getelementptr inbounds i16, ptr %2566, i64 %3433
  %3438 = load i16, ptr %3437, align 2, !tbaa !66
  %3439 = zext i16 %3438 to i64
  %3440 = getelementptr inbounds [544 x i32], ptr %3404, i64 0, i64 %3439
  %3441 = load i32, ptr %3440, align 4, !tbaa !29
  %3442 = add i32 %3441, 1
  store i32 %3442, ptr %3440, align 4, !tbaa !29
  br label %3443

3443:                                             ; preds = %3431, %3435
  %3444 = phi i64 [ %3432, %3431 ], [ %3436, %3435 ]
  store i64 %3403, ptr %3405, align 8, !tbaa !159
  br label %3445

3445:                                             ; preds = %3443, %3398
  %3446 = phi i64 [ %3444, %3443 ], [ %3400, %3398 ]
  %3447 = tail call double @BrotliPopulationCostDistance(ptr noundef nonnull %3404) #8
  store double %3447, ptr %3406, align 8, !tbaa !155
  %3448 = trunc i64 %3399 to i32
  %3449 = getelementptr inbounds i32, ptr %3341, i64 %3399
  store i32 %3448, ptr %3449, align 4, !tbaa !29
  %3450 = getelementptr inbounds i32, ptr %3342, i64 %3399
  store i32 %3448, ptr %3450, align 4, !tbaa !29
  %3451 = getelementptr inbounds i32, ptr %3311, i64 %3399
  store i32 1, ptr %3451, align 4, !tbaa !29
  %3452 = add nuw nsw i64 %3399, 1
  %3453 = icmp eq i64 %3452, %3396
  br i1 %3453, label %3454, label %3398, !llvm.loop !187

3454:                                             ; preds = %3445
  %3455 = sub i64 %3082, %3392
  %3456 = tail call i64 @llvm.umin.i64(i64 %3455, i64 64)
  %3457 = tail call i64 @BrotliHistogramCombineDistance(ptr noundef nonnull %3319, ptr noundef %3325, ptr noundef nonnull %3311, ptr noundef nonnull %3322, ptr noundef nonnull %3339, ptr noundef %3320, i64 noundef %3456, i64 noundef %3456, i64 noundef 64, i64 noundef 2048) #8
  %3458 = add i64 %3457, %3384
  %3459 = icmp ult i64 %3385, %3458
  br i1 %3459, label %3460, label %3473

3460:                                             ; preds = %3454
  %3461 = icmp eq i64 %3385, 0
  %3462 = select i1 %3461, i64 %3458, i64 %3385
  br label %3463

3463:                                             ; preds = %3463, %3460
  %3464 = phi i64 [ %3462, %3460 ], [ %3466, %3463 ]
  %3465 = icmp ult i64 %3464, %3458
  %3466 = shl i64 %3464, 1
  br i1 %3465, label %3463, label %3467, !llvm.loop !188

3467:                                             ; preds = %3463
  %3468 = mul i64 %3464, 2192
  %3469 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3468) #8
  br i1 %3461, label %3472, label %3470

3470:                                             ; preds = %3467
  %3471 = mul i64 %3385, 2192
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3469, ptr align 8 %3386, i64 %3471, i1 false)
  br label %3472

3472:                                             ; preds = %3470, %3467
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3386) #8
  br label %3473

3473:                                             ; preds = %3472, %3454
  %3474 = phi ptr [ %3469, %3472 ], [ %3386, %3454 ]
  %3475 = phi i64 [ %3464, %3472 ], [ %3385, %3454 ]
  %3476 = add i64 %3457, %3387
  %3477 = icmp ult i64 %3388, %3476
  br i1 %3477, label %3478, label %3491

3478:                                             ; preds = %3473
  %3479 = icmp eq i64 %3388, 0
  %3480 = select i1 %3479, i64 %3476, i64 %3388
  br label %3481

3481:                                             ; preds = %3481, %3478
  %3482 = phi i64 [ %3480, %3478 ], [ %3484, %3481 ]
  %3483 = icmp ult i64 %3482, %3476
  %3484 = shl i64 %3482, 1
  br i1 %3483, label %3481, label %3485, !llvm.loop !189

3485:                                             ; preds = %3481
  %3486 = shl i64 %3482, 2
  %3487 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3486) #8
  br i1 %3479, label %3490, label %3488

3488:                                             ; preds = %3485
  %3489 = shl i64 %3388, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3487, ptr align 4 %3389, i64 %3489, i1 false)
  br label %3490

3490:                                             ; preds = %3488, %3485
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3389) #8
  br label %3491

3491:                                             ; preds = %3490, %3473
  %3492 = phi ptr [ %3487, %3490 ], [ %3389, %3473 ]
  %3493 = phi i64 [ %3482, %3490 ], [ %3388, %3473 ]
  %3494 = icmp eq i64 %3457, 0
  br i1 %3494, label %3495, label %3503

3495:                                             ; preds = %3503, %3491
  %3496 = phi i64 [ %3387, %3491 ], [ %3517, %3503 ]
  %3497 = phi i64 [ %3384, %3491 ], [ %3507, %3503 ]
  %3498 = trunc i64 %3390 to i32
  %3499 = and i64 %3394, 1
  %3500 = icmp ult i64 %3383, 2
  br i1 %3500, label %3548, label %3501

3501:                                             ; preds = %3495
  %3502 = and i64 %3394, 126
  br label %3525

3503:                                             ; preds = %3491, %3503
  %3504 = phi i64 [ %3507, %3503 ], [ %3384, %3491 ]
  %3505 = phi i64 [ %3517, %3503 ], [ %3387, %3491 ]
  %3506 = phi i64 [ %3523, %3503 ], [ 0, %3491 ]
  %3507 = add i64 %3504, 1
  %3508 = getelementptr inbounds %struct.HistogramDistance, ptr %3474, i64 %3504
  %3509 = getelementptr inbounds i32, ptr %3341, i64 %3506
  %3510 = load i32, ptr %3509, align 4, !tbaa !29
  %3511 = zext i32 %3510 to i64
  %3512 = getelementptr inbounds %struct.HistogramDistance, ptr %3319, i64 %3511
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %3508, ptr noundef nonnull align 8 dereferenceable(2192) %3512, i64 2192, i1 false), !tbaa.struct !190
  %3513 = load i32, ptr %3509, align 4, !tbaa !29
  %3514 = zext i32 %3513 to i64
  %3515 = getelementptr inbounds i32, ptr %3311, i64 %3514
  %3516 = load i32, ptr %3515, align 4, !tbaa !29
  %3517 = add i64 %3505, 1
  %3518 = getelementptr inbounds i32, ptr %3492, i64 %3505
  store i32 %3516, ptr %3518, align 4, !tbaa !29
  %3519 = trunc i64 %3506 to i32
  %3520 = load i32, ptr %3509, align 4, !tbaa !29
  %3521 = zext i32 %3520 to i64
  %3522 = getelementptr inbounds i32, ptr %3343, i64 %3521
  store i32 %3519, ptr %3522, align 4, !tbaa !29
  %3523 = add nuw i64 %3506, 1
  %3524 = icmp eq i64 %3523, %3457
  br i1 %3524, label %3495, label %3503, !llvm.loop !191

3525:                                             ; preds = %3525, %3501
  %3526 = phi i64 [ 0, %3501 ], [ %3545, %3525 ]
  %3527 = phi i64 [ 0, %3501 ], [ %3546, %3525 ]
  %3528 = getelementptr inbounds i32, ptr %3342, i64 %3526
  %3529 = load i32, ptr %3528, align 4, !tbaa !29
  %3530 = zext i32 %3529 to i64
  %3531 = getelementptr inbounds i32, ptr %3343, i64 %3530
  %3532 = load i32, ptr %3531, align 4, !tbaa !29
  %3533 = add i32 %3532, %3498
  %3534 = add nuw nsw i64 %3526, %3392
  %3535 = getelementptr inbounds i32, ptr %3310, i64 %3534
  store i32 %3533, ptr %3535, align 4, !tbaa !29
  %3536 = or disjoint i64 %3526, 1
  %3537 = getelementptr inbounds i32, ptr %3342, i64 %3536
  %3538 = load i32, ptr %3537, align 4, !tbaa !29
  %3539 = zext i32 %3538 to i64
  %3540 = getelementptr inbounds i32, ptr %3343, i64 %3539
  %3541 = load i32, ptr %3540, align 4, !tbaa !29
  %3542 = add i32 %3541, %3498
  %3543 = add nuw nsw i64 %3536, %3392
  %3544 = getelementptr inbounds i32, ptr %3310, i64 %3543
  store i32 %3542, ptr %3544, align 4, !tbaa !29
  %3545 = add nuw nsw i64 %3526, 2
  %3546 = add i64 %3527, 2
  %3547 = icmp eq i64 %3546, %3502
  br i1 %3547, label %3548, label %3525, !llvm.loop !192

3548:                                             ; preds = %3525, %3495
  %3549 = phi i64 [ 0, %3495 ], [ %3545, %3525 ]
  %3550 = icmp eq i64 %3499, 0
  br i1 %3550, label %3560, label %3551

3551:                                             ; preds = %3548
  %3552 = getelementptr inbounds i32, ptr %3342, i64 %3549
  %3553 = load i32, ptr %3552, align 4, !tbaa !29
  %3554 = zext i32 %3553 to i64
  %3555 = getelementptr inbounds i32, ptr %3343, i64 %3554
  %3556 = load i32, ptr %3555, align 4, !tbaa !29
  %3557 = add i32 %3556, %3498
  %3558 = add nuw nsw i64 %3549, %3392
  %3559 = getelementptr inbounds i32, ptr %3310, i64 %3558
  store i32 %3557, ptr %3559, align 4, !tbaa !29
  br label %3560

3560:                                             ; preds = %3548, %3551
  %3561 = add i64 %3457, %3390
  %3562 = add i64 %3392, 64
  %3563 = icmp ult i64 %3562, %3082
  %3564 = add i64 %3383, -64
  br i1 %3563, label %3382, label %3565, !llvm.loop !193

3565:                                             ; preds = %3560, %3338
  %3566 = phi i64 [ 0, %3338 ], [ %3561, %3560 ]
  %3567 = phi ptr [ %3313, %3338 ], [ %3492, %3560 ]
  %3568 = phi ptr [ %3308, %3338 ], [ %3474, %3560 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3319) #8
  %3569 = shl i64 %3566, 6
  %3570 = lshr i64 %3566, 1
  %3571 = mul i64 %3570, %3566
  %3572 = tail call i64 @llvm.umin.i64(i64 %3569, i64 %3571)
  %3573 = icmp ugt i64 %3572, 2048
  br i1 %3573, label %3574, label %3578

3574:                                             ; preds = %3565
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3320) #8
  %3575 = mul i64 %3572, 24
  %3576 = add i64 %3575, 24
  %3577 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3576) #8
  br label %3578

3578:                                             ; preds = %3574, %3565
  %3579 = phi ptr [ %3577, %3574 ], [ %3320, %3565 ]
  %3580 = icmp eq i64 %3566, 0
  br i1 %3580, label %3606, label %3581

3581:                                             ; preds = %3578
  %3582 = shl i64 %3566, 2
  %3583 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3582) #8
  %3584 = icmp ult i64 %3566, 8
  br i1 %3584, label %3598, label %3585

3585:                                             ; preds = %3581
  %3586 = and i64 %3566, -8
  br label %3587

3587:                                             ; preds = %3587, %3585
  %3588 = phi i64 [ 0, %3585 ], [ %3593, %3587 ]
  %3589 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3585 ], [ %3594, %3587 ]
  %3590 = add <4 x i32> %3589, <i32 4, i32 4, i32 4, i32 4>
  %3591 = getelementptr inbounds i32, ptr %3583, i64 %3588
  %3592 = getelementptr inbounds i8, ptr %3591, i64 16
  store <4 x i32> %3589, ptr %3591, align 4, !tbaa !29
  store <4 x i32> %3590, ptr %3592, align 4, !tbaa !29
  %3593 = add nuw i64 %3588, 8
  %3594 = add <4 x i32> %3589, <i32 8, i32 8, i32 8, i32 8>
  %3595 = icmp eq i64 %3593, %3586
  br i1 %3595, label %3596, label %3587, !llvm.loop !194

3596:                                             ; preds = %3587
  %3597 = icmp eq i64 %3566, %3586
  br i1 %3597, label %3606, label %3598

3598:                                             ; preds = %3596, %3581
  %3599 = phi i64 [ 0, %3581 ], [ %3586, %3596 ]
  br label %3600

3600:                                             ; preds = %3598, %3600
  %3601 = phi i64 [ %3604, %3600 ], [ %3599, %3598 ]
  %3602 = trunc i64 %3601 to i32
  %3603 = getelementptr inbounds i32, ptr %3583, i64 %3601
  store i32 %3602, ptr %3603, align 4, !tbaa !29
  %3604 = add nuw i64 %3601, 1
  %3605 = icmp eq i64 %3604, %3566
  br i1 %3605, label %3606, label %3600, !llvm.loop !195

3606:                                             ; preds = %3600, %3596, %3578
  %3607 = phi ptr [ null, %3578 ], [ %3583, %3596 ], [ %3583, %3600 ]
  %3608 = tail call i64 @BrotliHistogramCombineDistance(ptr noundef %3568, ptr noundef %3325, ptr noundef %3567, ptr noundef %3310, ptr noundef %3607, ptr noundef %3579, i64 noundef %3566, i64 noundef %3082, i64 noundef 256, i64 noundef %3572) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3579) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3567) #8
  br i1 %3580, label %3612, label %3609

3609:                                             ; preds = %3606
  %3610 = shl i64 %3566, 2
  %3611 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3610) #8
  tail call void @llvm.memset.p0.i64(ptr align 4 %3611, i8 -1, i64 %3610, i1 false), !tbaa !29
  br label %3612

3612:                                             ; preds = %3609, %3606
  %3613 = phi ptr [ %3611, %3609 ], [ null, %3606 ]
  br i1 %3283, label %3681, label %3614

3614:                                             ; preds = %3612
  %3615 = getelementptr inbounds i8, ptr %3325, i64 2176
  %3616 = getelementptr inbounds i8, ptr %3325, i64 2184
  %3617 = getelementptr inbounds i8, ptr %3325, i64 2192
  %3618 = icmp eq i64 %3608, 0
  br label %3619

3619:                                             ; preds = %3677, %3614
  %3620 = phi i32 [ 0, %3614 ], [ %3678, %3677 ]
  %3621 = phi i64 [ 0, %3614 ], [ %3642, %3677 ]
  %3622 = phi i64 [ 0, %3614 ], [ %3679, %3677 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %3325, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %3616, align 8, !tbaa !155
  %3623 = getelementptr inbounds i32, ptr %3324, i64 %3622
  %3624 = load i32, ptr %3623, align 4, !tbaa !29
  %3625 = icmp eq i32 %3624, 0
  br i1 %3625, label %3641, label %3626

3626:                                             ; preds = %3619, %3626
  %3627 = phi i64 [ %3636, %3626 ], [ 0, %3619 ]
  %3628 = phi i64 [ %3629, %3626 ], [ %3621, %3619 ]
  %3629 = add i64 %3628, 1
  %3630 = getelementptr inbounds i16, ptr %2566, i64 %3628
  %3631 = load i16, ptr %3630, align 2, !tbaa !66
  %3632 = zext i16 %3631 to i64
  %3633 = getelementptr inbounds [544 x i32], ptr %3325, i64 0, i64 %3632
  %3634 = load i32, ptr %3633, align 4, !tbaa !29
  %3635 = add i32 %3634, 1
  store i32 %3635, ptr %3633, align 4, !tbaa !29
  %3636 = add nuw nsw i64 %3627, 1
  %3637 = load i32, ptr %3623, align 4, !tbaa !29
  %3638 = zext i32 %3637 to i64
  %3639 = icmp ult i64 %3636, %3638
  br i1 %3639, label %3626, label %3640, !llvm.loop !196

3640:                                             ; preds = %3626
  store i64 %3636, ptr %3615, align 8, !tbaa !159
  br label %3641

3641:                                             ; preds = %3640, %3619
  %3642 = phi i64 [ %3629, %3640 ], [ %3621, %3619 ]
  %3643 = tail call i64 @llvm.usub.sat.i64(i64 %3622, i64 1)
  %3644 = getelementptr inbounds i32, ptr %3310, i64 %3643
  %3645 = load i32, ptr %3644, align 4, !tbaa !29
  %3646 = zext i32 %3645 to i64
  %3647 = getelementptr inbounds %struct.HistogramDistance, ptr %3568, i64 %3646
  %3648 = tail call double @BrotliHistogramBitCostDistanceDistance(ptr noundef nonnull %3325, ptr noundef %3647, ptr noundef nonnull %3617) #8
  br i1 %3618, label %3668, label %3649

3649:                                             ; preds = %3641, %3661
  %3650 = phi double [ %3663, %3661 ], [ %3648, %3641 ]
  %3651 = phi i32 [ %3662, %3661 ], [ %3645, %3641 ]
  %3652 = phi i64 [ %3664, %3661 ], [ 0, %3641 ]
  %3653 = getelementptr inbounds i32, ptr %3607, i64 %3652
  %3654 = load i32, ptr %3653, align 4, !tbaa !29
  %3655 = zext i32 %3654 to i64
  %3656 = getelementptr inbounds %struct.HistogramDistance, ptr %3568, i64 %3655
  %3657 = tail call double @BrotliHistogramBitCostDistanceDistance(ptr noundef %3325, ptr noundef %3656, ptr noundef nonnull %3617) #8
  %3658 = fcmp olt double %3657, %3650
  br i1 %3658, label %3659, label %3661

3659:                                             ; preds = %3649
  %3660 = load i32, ptr %3653, align 4, !tbaa !29
  br label %3661

3661:                                             ; preds = %3659, %3649
  %3662 = phi i32 [ %3660, %3659 ], [ %3651, %3649 ]
  %3663 = phi double [ %3657, %3659 ], [ %3650, %3649 ]
  %3664 = add nuw i64 %3652, 1
  %3665 = icmp eq i64 %3664, %3608
  br i1 %3665, label %3666, label %3649, !llvm.loop !197

3666:                                             ; preds = %3661
  %3667 = zext i32 %3662 to i64
  br label %3668

3668:                                             ; preds = %3666, %3641
  %3669 = phi i64 [ %3667, %3666 ], [ %3646, %3641 ]
  %3670 = phi i32 [ %3662, %3666 ], [ %3645, %3641 ]
  %3671 = getelementptr inbounds i32, ptr %3310, i64 %3622
  store i32 %3670, ptr %3671, align 4, !tbaa !29
  %3672 = getelementptr inbounds i32, ptr %3613, i64 %3669
  %3673 = load i32, ptr %3672, align 4, !tbaa !29
  %3674 = icmp eq i32 %3673, -1
  br i1 %3674, label %3675, label %3677

3675:                                             ; preds = %3668
  %3676 = add i32 %3620, 1
  store i32 %3620, ptr %3672, align 4, !tbaa !29
  br label %3677

3677:                                             ; preds = %3675, %3668
  %3678 = phi i32 [ %3676, %3675 ], [ %3620, %3668 ]
  %3679 = add nuw i64 %3622, 1
  %3680 = icmp eq i64 %3679, %3082
  br i1 %3680, label %3681, label %3619, !llvm.loop !198

3681:                                             ; preds = %3677, %3612
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3325) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3607) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3568) #8
  %3682 = getelementptr inbounds i8, ptr %9, i64 32
  %3683 = load i64, ptr %3682, align 8, !tbaa !23
  %3684 = icmp ult i64 %3683, %3082
  br i1 %3684, label %3685, label %3702

3685:                                             ; preds = %3681
  %3686 = icmp eq i64 %3683, 0
  %3687 = select i1 %3686, i64 %3082, i64 %3683
  br label %3688

3688:                                             ; preds = %3688, %3685
  %3689 = phi i64 [ %3687, %3685 ], [ %3691, %3688 ]
  %3690 = icmp ult i64 %3689, %3082
  %3691 = shl i64 %3689, 1
  br i1 %3690, label %3688, label %3692, !llvm.loop !199

3692:                                             ; preds = %3688
  %3693 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3689) #8
  %3694 = load i64, ptr %3682, align 8, !tbaa !23
  %3695 = icmp eq i64 %3694, 0
  br i1 %3695, label %3699, label %3696

3696:                                             ; preds = %3692
  %3697 = getelementptr inbounds i8, ptr %9, i64 16
  %3698 = load ptr, ptr %3697, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3693, ptr align 1 %3698, i64 %3694, i1 false)
  br label %3699

3699:                                             ; preds = %3696, %3692
  %3700 = getelementptr inbounds i8, ptr %9, i64 16
  %3701 = load ptr, ptr %3700, align 8, !tbaa !5
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3701) #8
  store ptr %3693, ptr %3700, align 8, !tbaa !5
  store i64 %3689, ptr %3682, align 8, !tbaa !23
  br label %3702

3702:                                             ; preds = %3699, %3681
  %3703 = getelementptr inbounds i8, ptr %9, i64 40
  %3704 = load i64, ptr %3703, align 8, !tbaa !26
  %3705 = icmp ult i64 %3704, %3082
  br i1 %3705, label %3706, label %3725

3706:                                             ; preds = %3702
  %3707 = icmp eq i64 %3704, 0
  %3708 = select i1 %3707, i64 %3082, i64 %3704
  br label %3709

3709:                                             ; preds = %3709, %3706
  %3710 = phi i64 [ %3708, %3706 ], [ %3712, %3709 ]
  %3711 = icmp ult i64 %3710, %3082
  %3712 = shl i64 %3710, 1
  br i1 %3711, label %3709, label %3713, !llvm.loop !200

3713:                                             ; preds = %3709
  %3714 = shl i64 %3710, 2
  %3715 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %3714) #8
  %3716 = load i64, ptr %3703, align 8, !tbaa !26
  %3717 = icmp eq i64 %3716, 0
  br i1 %3717, label %3722, label %3718

3718:                                             ; preds = %3713
  %3719 = getelementptr inbounds i8, ptr %9, i64 24
  %3720 = load ptr, ptr %3719, align 8, !tbaa !11
  %3721 = shl i64 %3716, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3715, ptr align 4 %3720, i64 %3721, i1 false)
  br label %3722

3722:                                             ; preds = %3718, %3713
  %3723 = getelementptr inbounds i8, ptr %9, i64 24
  %3724 = load ptr, ptr %3723, align 8, !tbaa !11
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3724) #8
  store ptr %3715, ptr %3723, align 8, !tbaa !11
  store i64 %3710, ptr %3703, align 8, !tbaa !26
  br label %3726

3725:                                             ; preds = %3702
  br i1 %3283, label %3763, label %3726

3726:                                             ; preds = %3725, %3722
  %3727 = getelementptr inbounds i8, ptr %9, i64 16
  %3728 = getelementptr inbounds i8, ptr %9, i64 24
  br label %3729

3729:                                             ; preds = %3756, %3726
  %3730 = phi i8 [ 0, %3726 ], [ %3759, %3756 ]
  %3731 = phi i64 [ 0, %3726 ], [ %3758, %3756 ]
  %3732 = phi i32 [ 0, %3726 ], [ %3757, %3756 ]
  %3733 = phi i64 [ 0, %3726 ], [ %3737, %3756 ]
  %3734 = getelementptr inbounds i32, ptr %3324, i64 %3733
  %3735 = load i32, ptr %3734, align 4, !tbaa !29
  %3736 = add i32 %3735, %3732
  %3737 = add nuw i64 %3733, 1
  %3738 = icmp eq i64 %3737, %3082
  %3739 = getelementptr inbounds i32, ptr %3310, i64 %3733
  %3740 = load i32, ptr %3739, align 4, !tbaa !29
  br i1 %3738, label %3745, label %3741

3741:                                             ; preds = %3729
  %3742 = getelementptr inbounds i32, ptr %3310, i64 %3737
  %3743 = load i32, ptr %3742, align 4, !tbaa !29
  %3744 = icmp eq i32 %3740, %3743
  br i1 %3744, label %3756, label %3745

3745:                                             ; preds = %3741, %3729
  %3746 = zext i32 %3740 to i64
  %3747 = getelementptr inbounds i32, ptr %3613, i64 %3746
  %3748 = load i32, ptr %3747, align 4, !tbaa !29
  %3749 = trunc i32 %3748 to i8
  %3750 = load ptr, ptr %3727, align 8, !tbaa !5
  %3751 = getelementptr inbounds i8, ptr %3750, i64 %3731
  store i8 %3749, ptr %3751, align 1, !tbaa !28
  %3752 = load ptr, ptr %3728, align 8, !tbaa !11
  %3753 = getelementptr inbounds i32, ptr %3752, i64 %3731
  store i32 %3736, ptr %3753, align 4, !tbaa !29
  %3754 = tail call i8 @llvm.umax.i8(i8 %3730, i8 %3749)
  %3755 = add i64 %3731, 1
  br label %3756

3756:                                             ; preds = %3745, %3741
  %3757 = phi i32 [ 0, %3745 ], [ %3736, %3741 ]
  %3758 = phi i64 [ %3755, %3745 ], [ %3731, %3741 ]
  %3759 = phi i8 [ %3754, %3745 ], [ %3730, %3741 ]
  br i1 %3738, label %3760, label %3729, !llvm.loop !201

3760:                                             ; preds = %3756
  %3761 = zext i8 %3759 to i64
  %3762 = add nuw nsw i64 %3761, 1
  br label %3763

3763:                                             ; preds = %3760, %3725
  %3764 = phi i64 [ 0, %3725 ], [ %3758, %3760 ]
  %3765 = phi i64 [ 1, %3725 ], [ %3762, %3760 ]
  %3766 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %3764, ptr %3766, align 8, !tbaa !24
  store i64 %3765, ptr %9, align 8, !tbaa !22
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3613) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3311) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3310) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %2882) #8
  br label %3767

3767:                                             ; preds = %2597, %2653, %3763
  %3768 = phi ptr [ %2598, %2597 ], [ %2566, %2653 ], [ %2566, %3763 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %3768) #8
  ret void
}

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #6

declare hidden double @BrotliPopulationCostLiteral(ptr noundef) local_unnamed_addr #2

declare hidden i64 @BrotliHistogramCombineLiteral(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare hidden double @BrotliHistogramBitCostDistanceLiteral(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden double @BrotliPopulationCostCommand(ptr noundef) local_unnamed_addr #2

declare hidden i64 @BrotliHistogramCombineCommand(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare hidden double @BrotliHistogramBitCostDistanceCommand(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden double @BrotliPopulationCostDistance(ptr noundef) local_unnamed_addr #2

declare hidden i64 @BrotliHistogramCombineDistance(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare hidden double @BrotliHistogramBitCostDistanceDistance(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 16}
!6 = !{!"BlockSplit", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 24, !7, i64 32, !7, i64 40}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 24}
!12 = !{!13, !14, i64 0}
!13 = !{!"Command", !14, i64 0, !14, i64 4, !14, i64 8, !15, i64 12, !15, i64 14}
!14 = !{!"int", !8, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!13, !14, i64 4}
!21 = distinct !{!21, !17}
!22 = !{!6, !7, i64 0}
!23 = !{!6, !7, i64 32}
!24 = !{!6, !7, i64 8}
!25 = distinct !{!25, !17}
!26 = !{!6, !7, i64 40}
!27 = distinct !{!27, !17}
!28 = !{!8, !8, i64 0}
!29 = !{!14, !14, i64 0}
!30 = !{!31, !32, i64 1032}
!31 = !{!"HistogramLiteral", !8, i64 0, !7, i64 1024, !32, i64 1032}
!32 = !{!"double", !8, i64 0}
!33 = distinct !{!33, !19}
!34 = distinct !{!34, !17}
!35 = !{!31, !7, i64 1024}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !17}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !{!42}
!42 = distinct !{!42, !40}
!43 = distinct !{!43, !17, !44, !45}
!44 = !{!"llvm.loop.isvectorized", i32 1}
!45 = !{!"llvm.loop.unroll.runtime.disable"}
!46 = distinct !{!46, !17, !44}
!47 = distinct !{!47, !17}
!48 = !{!49, !14, i64 4}
!49 = !{!"BrotliEncoderParams", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !7, i64 16, !7, i64 24, !14, i64 32, !14, i64 36, !50, i64 40, !51, i64 56, !52, i64 80}
!50 = !{!"BrotliHasherParams", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12}
!51 = !{!"BrotliDistanceParams", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !7, i64 16}
!52 = !{!"SharedEncoderDictionary", !14, i64 0, !53, i64 8, !54, i64 544, !14, i64 1312}
!53 = !{!"CompoundDictionary", !7, i64 0, !7, i64 8, !8, i64 16, !8, i64 144, !8, i64 272, !7, i64 400, !8, i64 408}
!54 = !{!"ContextualEncoderDictionary", !14, i64 0, !8, i64 4, !8, i64 5, !8, i64 72, !7, i64 584, !55, i64 592, !10, i64 760}
!55 = !{!"BrotliEncoderDictionary", !10, i64 0, !14, i64 8, !14, i64 12, !7, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !56, i64 56, !14, i64 96, !10, i64 104, !10, i64 112, !10, i64 120, !7, i64 128, !10, i64 136, !7, i64 144, !10, i64 152, !10, i64 160}
!56 = !{!"BrotliTrie", !10, i64 0, !7, i64 8, !7, i64 16, !57, i64 24}
!57 = !{!"BrotliTrieNode", !8, i64 0, !8, i64 1, !8, i64 2, !14, i64 4, !14, i64 8}
!58 = !{!32, !32, i64 0}
!59 = distinct !{!59, !17}
!60 = distinct !{!60, !17}
!61 = distinct !{!61, !17}
!62 = distinct !{!62, !17}
!63 = distinct !{!63, !17}
!64 = distinct !{!64, !17}
!65 = distinct !{!65, !17}
!66 = !{!15, !15, i64 0}
!67 = distinct !{!67, !17, !44, !45}
!68 = distinct !{!68, !17, !45, !44}
!69 = distinct !{!69, !17}
!70 = distinct !{!70, !17}
!71 = distinct !{!71, !19}
!72 = distinct !{!72, !19}
!73 = distinct !{!73, !17}
!74 = distinct !{!74, !17}
!75 = distinct !{!75, !17}
!76 = distinct !{!76, !17}
!77 = distinct !{!77, !17}
!78 = distinct !{!78, !17}
!79 = distinct !{!79, !17}
!80 = !{i64 0, i64 1024, !28, i64 1024, i64 8, !81, i64 1032, i64 8, !58}
!81 = !{!7, !7, i64 0}
!82 = distinct !{!82, !17}
!83 = distinct !{!83, !17}
!84 = distinct !{!84, !17}
!85 = distinct !{!85, !17, !44, !45}
!86 = distinct !{!86, !17, !45, !44}
!87 = distinct !{!87, !17}
!88 = distinct !{!88, !17}
!89 = distinct !{!89, !17}
!90 = distinct !{!90, !17}
!91 = distinct !{!91, !17}
!92 = distinct !{!92, !17}
!93 = !{!13, !15, i64 12}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !{!98}
!98 = distinct !{!98, !96}
!99 = distinct !{!99, !17, !44, !45}
!100 = distinct !{!100, !19}
!101 = distinct !{!101, !17, !44}
!102 = distinct !{!102, !17}
!103 = distinct !{!103, !17}
!104 = !{!105, !32, i64 2824}
!105 = !{!"HistogramCommand", !8, i64 0, !7, i64 2816, !32, i64 2824}
!106 = distinct !{!106, !19}
!107 = distinct !{!107, !17}
!108 = !{!105, !7, i64 2816}
!109 = distinct !{!109, !17}
!110 = distinct !{!110, !17}
!111 = !{!112}
!112 = distinct !{!112, !113}
!113 = distinct !{!113, !"LVerDomain"}
!114 = !{!115}
!115 = distinct !{!115, !113}
!116 = distinct !{!116, !17, !44, !45}
!117 = distinct !{!117, !17, !44}
!118 = distinct !{!118, !17}
!119 = distinct !{!119, !17}
!120 = distinct !{!120, !17}
!121 = distinct !{!121, !17}
!122 = distinct !{!122, !17}
!123 = distinct !{!123, !17}
!124 = distinct !{!124, !17}
!125 = distinct !{!125, !17}
!126 = distinct !{!126, !17, !44, !45}
!127 = distinct !{!127, !17, !45, !44}
!128 = distinct !{!128, !17}
!129 = distinct !{!129, !17}
!130 = distinct !{!130, !19}
!131 = distinct !{!131, !19}
!132 = distinct !{!132, !17}
!133 = distinct !{!133, !17}
!134 = distinct !{!134, !17}
!135 = distinct !{!135, !17}
!136 = distinct !{!136, !17}
!137 = distinct !{!137, !17}
!138 = distinct !{!138, !17}
!139 = !{i64 0, i64 2816, !28, i64 2816, i64 8, !81, i64 2824, i64 8, !58}
!140 = distinct !{!140, !17}
!141 = distinct !{!141, !17}
!142 = distinct !{!142, !17}
!143 = distinct !{!143, !17, !44, !45}
!144 = distinct !{!144, !17, !45, !44}
!145 = distinct !{!145, !17}
!146 = distinct !{!146, !17}
!147 = distinct !{!147, !17}
!148 = distinct !{!148, !17}
!149 = distinct !{!149, !17}
!150 = distinct !{!150, !17}
!151 = !{!13, !15, i64 14}
!152 = distinct !{!152, !17}
!153 = distinct !{!153, !17}
!154 = distinct !{!154, !17}
!155 = !{!156, !32, i64 2184}
!156 = !{!"HistogramDistance", !8, i64 0, !7, i64 2176, !32, i64 2184}
!157 = distinct !{!157, !19}
!158 = distinct !{!158, !17}
!159 = !{!156, !7, i64 2176}
!160 = distinct !{!160, !17}
!161 = distinct !{!161, !17}
!162 = !{!163}
!163 = distinct !{!163, !164}
!164 = distinct !{!164, !"LVerDomain"}
!165 = !{!166}
!166 = distinct !{!166, !164}
!167 = distinct !{!167, !17, !44, !45}
!168 = distinct !{!168, !17, !44}
!169 = distinct !{!169, !17}
!170 = distinct !{!170, !17}
!171 = distinct !{!171, !17}
!172 = distinct !{!172, !17}
!173 = distinct !{!173, !17}
!174 = distinct !{!174, !17}
!175 = distinct !{!175, !17}
!176 = distinct !{!176, !17}
!177 = distinct !{!177, !17, !44, !45}
!178 = distinct !{!178, !17, !45, !44}
!179 = distinct !{!179, !17}
!180 = distinct !{!180, !17}
!181 = distinct !{!181, !19}
!182 = distinct !{!182, !19}
!183 = distinct !{!183, !17}
!184 = distinct !{!184, !17}
!185 = distinct !{!185, !17}
!186 = distinct !{!186, !17}
!187 = distinct !{!187, !17}
!188 = distinct !{!188, !17}
!189 = distinct !{!189, !17}
!190 = !{i64 0, i64 2176, !28, i64 2176, i64 8, !81, i64 2184, i64 8, !58}
!191 = distinct !{!191, !17}
!192 = distinct !{!192, !17}
!193 = distinct !{!193, !17}
!194 = distinct !{!194, !17, !44, !45}
!195 = distinct !{!195, !17, !45, !44}
!196 = distinct !{!196, !17}
!197 = distinct !{!197, !17}
!198 = distinct !{!198, !17}
!199 = distinct !{!199, !17}
!200 = distinct !{!200, !17}
!201 = distinct !{!201, !17}
