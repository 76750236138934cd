; ModuleID = 'c/common/transform.c'
source_filename = "c/common/transform.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.BrotliTransforms = type { i16, ptr, ptr, i32, ptr, ptr, [10 x i16] }

@kBrotliTransforms = internal constant %struct.BrotliTransforms { i16 217, ptr @kPrefixSuffix, ptr @kPrefixSuffixMap, i32 121, ptr @kTransformsData, ptr null, [10 x i16] [i16 0, i16 12, i16 27, i16 23, i16 42, i16 63, i16 56, i16 48, i16 59, i16 64] }, align 8
@kPrefixSuffix = internal constant [217 x i8] c"\01 \02, \08 of the \04 of \02s \01.\05 and \04 in \01\22\04 to \02\22>\01\0A\02. \01]\05 for \03 a \06 that \01'\06 with \06 from \04 by \01(\06. The \04 on \04 as \04 is \04ing \02\0A\09\01:\03ed \02=\22\04 at \03ly \01,\02='\05.com/\07. This \05 not \03er \03al \04ful \04ive \05less \04est \04ize \02\C2\A0\04ous \05 the \02e \00", align 16
@kPrefixSuffixMap = internal constant [50 x i16] [i16 0, i16 2, i16 5, i16 14, i16 19, i16 22, i16 24, i16 30, i16 35, i16 37, i16 42, i16 45, i16 47, i16 50, i16 52, i16 58, i16 62, i16 69, i16 71, i16 78, i16 85, i16 90, i16 92, i16 99, i16 104, i16 109, i16 114, i16 119, i16 122, i16 124, i16 128, i16 131, i16 136, i16 140, i16 142, i16 145, i16 151, i16 159, i16 165, i16 169, i16 173, i16 178, i16 183, i16 189, i16 194, i16 199, i16 202, i16 207, i16 213, i16 216], align 16
@kTransformsData = internal constant [363 x i8] c"1\0011\00\00\00\00\001\0C11\0A\001\00/\00\001\04\00\001\00\031\0A11\00\061\0D11\011\01\00\001\00\01\00\0A\001\00\071\00\090\00\001\00\081\00\051\00\0A1\00\0B1\0311\00\0D1\00\0E1\0E11\0211\00\0F1\00\10\00\0A11\00\0C\05\001\00\00\011\0F11\00\121\00\111\00\131\00\141\1011\111/\0011\0411\00\161\0B11\00\171\00\181\00\191\0711\01\1A1\00\1B1\00\1C\00\00\0C1\00\1D1\1411\1211\0611\00\151\0A\011\0811\00\1F1\00 /\00\031\0511\091\00\0A\011\0A\08\05\00\151\0B\001\0A\0A1\00\1E\00\00\05#\001/\00\021\0A\111\00$1\00!\05\00\001\0A\151\0A\051\00%\00\00\1E1\00&\00\0B\001\00'\00\0B11\00\221\0B\081\0A\0C\00\00\151\00(\00\0A\0C1\00)1\00*1\0B\111\00+\00\0A\051\0B\0A\00\00\221\0A!1\00,1\0B\05-\001\00\00!1\0A\1E1\0B\1E1\00.1\0B\011\0A\22\00\0A!\00\0B\1E\00\0B\011\0B!1\0B\151\0B\0C\00\0B\051\0B\22\00\0B\0C\00\0A\1E\00\0B\22\00\0A\22", align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @BrotliGetTransforms() local_unnamed_addr #0 {
  ret ptr @kBrotliTransforms
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @BrotliTransformDictionaryWord(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = ptrtoint ptr %0 to i64
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = ptrtoint ptr %8 to i64
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !13
  %14 = mul nsw i32 %4, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, ptr %13, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !14
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds i16, ptr %11, i64 %18
  %20 = load i16, ptr %19, align 2, !tbaa !15
  %21 = zext i16 %20 to i64
  %22 = getelementptr inbounds i8, ptr %8, i64 %21
  %23 = getelementptr i8, ptr %16, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !14
  %25 = getelementptr i8, ptr %16, i64 2
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds i16, ptr %11, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !15
  %30 = zext i16 %29 to i64
  %31 = getelementptr inbounds i8, ptr %8, i64 %30
  %32 = load i8, ptr %22, align 1, !tbaa !14
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %153, label %34

34:                                               ; preds = %5
  %35 = zext i8 %32 to i32
  %36 = zext i8 %32 to i64
  %37 = icmp ult i8 %32, 32
  br i1 %37, label %102, label %38

38:                                               ; preds = %34
  %39 = sub i64 %9, %6
  %40 = add i64 %39, %21
  %41 = icmp ugt i64 %40, -33
  br i1 %41, label %102, label %42

42:                                               ; preds = %38
  %43 = and i64 %36, 224
  %44 = getelementptr i8, ptr %22, i64 %43
  %45 = trunc nuw nsw i64 %43 to i32
  %46 = sub nsw i32 %35, %45
  %47 = getelementptr inbounds i8, ptr %22, i64 1
  %48 = getelementptr inbounds i8, ptr %22, i64 17
  %49 = load <16 x i8>, ptr %47, align 1, !tbaa !14
  %50 = load <16 x i8>, ptr %48, align 1, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> %49, ptr %0, align 1, !tbaa !14
  store <16 x i8> %50, ptr %51, align 1, !tbaa !14
  %52 = icmp eq i64 %43, 32
  br i1 %52, label %100, label %53, !llvm.loop !16

53:                                               ; preds = %42
  %54 = getelementptr i8, ptr %22, i64 33
  %55 = getelementptr i8, ptr %22, i64 49
  %56 = load <16 x i8>, ptr %54, align 1, !tbaa !14
  %57 = load <16 x i8>, ptr %55, align 1, !tbaa !14
  %58 = getelementptr inbounds i8, ptr %0, i64 32
  %59 = getelementptr inbounds i8, ptr %0, i64 48
  store <16 x i8> %56, ptr %58, align 1, !tbaa !14
  store <16 x i8> %57, ptr %59, align 1, !tbaa !14
  %60 = icmp eq i64 %43, 64
  br i1 %60, label %100, label %61, !llvm.loop !16

61:                                               ; preds = %53
  %62 = getelementptr i8, ptr %22, i64 65
  %63 = getelementptr i8, ptr %22, i64 81
  %64 = load <16 x i8>, ptr %62, align 1, !tbaa !14
  %65 = load <16 x i8>, ptr %63, align 1, !tbaa !14
  %66 = getelementptr inbounds i8, ptr %0, i64 64
  %67 = getelementptr inbounds i8, ptr %0, i64 80
  store <16 x i8> %64, ptr %66, align 1, !tbaa !14
  store <16 x i8> %65, ptr %67, align 1, !tbaa !14
  %68 = icmp eq i64 %43, 96
  br i1 %68, label %100, label %69, !llvm.loop !16

69:                                               ; preds = %61
  %70 = getelementptr i8, ptr %22, i64 97
  %71 = getelementptr i8, ptr %22, i64 113
  %72 = load <16 x i8>, ptr %70, align 1, !tbaa !14
  %73 = load <16 x i8>, ptr %71, align 1, !tbaa !14
  %74 = getelementptr inbounds i8, ptr %0, i64 96
  %75 = getelementptr inbounds i8, ptr %0, i64 112
  store <16 x i8> %72, ptr %74, align 1, !tbaa !14
  store <16 x i8> %73, ptr %75, align 1, !tbaa !14
  %76 = icmp eq i64 %43, 128
  br i1 %76, label %100, label %77, !llvm.loop !16

77:                                               ; preds = %69
  %78 = getelementptr i8, ptr %22, i64 129
  %79 = getelementptr i8, ptr %22, i64 145
  %80 = load <16 x i8>, ptr %78, align 1, !tbaa !14
  %81 = load <16 x i8>, ptr %79, align 1, !tbaa !14
  %82 = getelementptr inbounds i8, ptr %0, i64 128
  %83 = getelementptr inbounds i8, ptr %0, i64 144
  store <16 x i8> %80, ptr %82, align 1, !tbaa !14
  store <16 x i8> %81, ptr %83, align 1, !tbaa !14
  %84 = icmp eq i64 %43, 160
  br i1 %84, label %100, label %85, !llvm.loop !16

85:                                               ; preds = %77
  %86 = getelementptr i8, ptr %22, i64 161
  %87 = getelementptr i8, ptr %22, i64 177
  %88 = load <16 x i8>, ptr %86, align 1, !tbaa !14
  %89 = load <16 x i8>, ptr %87, align 1, !tbaa !14
  %90 = getelementptr inbounds i8, ptr %0, i64 160
  %91 = getelementptr inbounds i8, ptr %0, i64 176
  store <16 x i8> %88, ptr %90, align 1, !tbaa !14
  store <16 x i8> %89, ptr %91, align 1, !tbaa !14
  %92 = icmp eq i64 %43, 192
  br i1 %92, label %100, label %93, !llvm.loop !16

93:                                               ; preds = %85
  %94 = getelementptr i8, ptr %22, i64 193
  %95 = getelementptr i8, ptr %22, i64 209
  %96 = load <16 x i8>, ptr %94, align 1, !tbaa !14
  %97 = load <16 x i8>, ptr %95, align 1, !tbaa !14
  %98 = getelementptr inbounds i8, ptr %0, i64 192
  %99 = getelementptr inbounds i8, ptr %0, i64 208
  store <16 x i8> %96, ptr %98, align 1, !tbaa !14
  store <16 x i8> %97, ptr %99, align 1, !tbaa !14
  br label %100

100:                                              ; preds = %93, %85, %77, %69, %61, %53, %42
  %101 = icmp eq i64 %43, %36
  br i1 %101, label %150, label %102

102:                                              ; preds = %100, %38, %34
  %103 = phi i64 [ 0, %38 ], [ 0, %34 ], [ %43, %100 ]
  %104 = phi ptr [ %22, %38 ], [ %22, %34 ], [ %44, %100 ]
  %105 = phi i32 [ %35, %38 ], [ %35, %34 ], [ %46, %100 ]
  %106 = add nsw i32 %105, -1
  %107 = and i32 %105, 3
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %121, label %109

109:                                              ; preds = %102, %109
  %110 = phi i64 [ %117, %109 ], [ %103, %102 ]
  %111 = phi ptr [ %114, %109 ], [ %104, %102 ]
  %112 = phi i32 [ %115, %109 ], [ %105, %102 ]
  %113 = phi i32 [ %119, %109 ], [ 0, %102 ]
  %114 = getelementptr inbounds i8, ptr %111, i64 1
  %115 = add nsw i32 %112, -1
  %116 = load i8, ptr %114, align 1, !tbaa !14
  %117 = add nuw nsw i64 %110, 1
  %118 = getelementptr inbounds i8, ptr %0, i64 %110
  store i8 %116, ptr %118, align 1, !tbaa !14
  %119 = add i32 %113, 1
  %120 = icmp eq i32 %119, %107
  br i1 %120, label %121, label %109, !llvm.loop !20

121:                                              ; preds = %109, %102
  %122 = phi i64 [ poison, %102 ], [ %117, %109 ]
  %123 = phi i64 [ %103, %102 ], [ %117, %109 ]
  %124 = phi ptr [ %104, %102 ], [ %114, %109 ]
  %125 = phi i32 [ %105, %102 ], [ %115, %109 ]
  %126 = icmp ult i32 %106, 3
  br i1 %126, label %150, label %127

127:                                              ; preds = %121
  %128 = getelementptr i8, ptr %0, i64 1
  %129 = getelementptr i8, ptr %0, i64 2
  %130 = getelementptr i8, ptr %0, i64 3
  br label %131

131:                                              ; preds = %131, %127
  %132 = phi i64 [ %123, %127 ], [ %147, %131 ]
  %133 = phi ptr [ %124, %127 ], [ %144, %131 ]
  %134 = phi i32 [ %125, %127 ], [ %145, %131 ]
  %135 = getelementptr inbounds i8, ptr %133, i64 1
  %136 = load i8, ptr %135, align 1, !tbaa !14
  %137 = getelementptr inbounds i8, ptr %0, i64 %132
  store i8 %136, ptr %137, align 1, !tbaa !14
  %138 = getelementptr inbounds i8, ptr %133, i64 2
  %139 = load i8, ptr %138, align 1, !tbaa !14
  %140 = getelementptr i8, ptr %128, i64 %132
  store i8 %139, ptr %140, align 1, !tbaa !14
  %141 = getelementptr inbounds i8, ptr %133, i64 3
  %142 = load i8, ptr %141, align 1, !tbaa !14
  %143 = getelementptr i8, ptr %129, i64 %132
  store i8 %142, ptr %143, align 1, !tbaa !14
  %144 = getelementptr inbounds i8, ptr %133, i64 4
  %145 = add nsw i32 %134, -4
  %146 = load i8, ptr %144, align 1, !tbaa !14
  %147 = add nuw nsw i64 %132, 4
  %148 = getelementptr i8, ptr %130, i64 %132
  store i8 %146, ptr %148, align 1, !tbaa !14
  %149 = icmp eq i32 %145, 0
  br i1 %149, label %150, label %131, !llvm.loop !22

150:                                              ; preds = %121, %131, %100
  %151 = phi i64 [ %43, %100 ], [ %122, %121 ], [ %147, %131 ]
  %152 = trunc nuw nsw i64 %151 to i32
  br label %153

153:                                              ; preds = %150, %5
  %154 = phi i32 [ 0, %5 ], [ %152, %150 ]
  %155 = zext i8 %24 to i32
  %156 = icmp ult i8 %24, 10
  br i1 %156, label %157, label %159

157:                                              ; preds = %153
  %158 = sub nsw i32 %2, %155
  br label %167

159:                                              ; preds = %153
  %160 = add i8 %24, -12
  %161 = icmp ult i8 %160, 9
  br i1 %161, label %162, label %167

162:                                              ; preds = %159
  %163 = add nsw i32 %155, -11
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds i8, ptr %1, i64 %164
  %166 = sub nsw i32 %2, %163
  br label %167

167:                                              ; preds = %159, %162, %157
  %168 = phi i32 [ %158, %157 ], [ %166, %162 ], [ %2, %159 ]
  %169 = phi ptr [ %1, %157 ], [ %165, %162 ], [ %1, %159 ]
  %170 = ptrtoint ptr %169 to i64
  %171 = icmp sgt i32 %168, 0
  br i1 %171, label %172, label %246

172:                                              ; preds = %167
  %173 = zext i32 %154 to i64
  %174 = zext nneg i32 %168 to i64
  %175 = icmp ult i32 %168, 32
  br i1 %175, label %196, label %176

176:                                              ; preds = %172
  %177 = add i64 %6, %173
  %178 = sub i64 %177, %170
  %179 = icmp ult i64 %178, 32
  br i1 %179, label %196, label %180

180:                                              ; preds = %176
  %181 = and i64 %174, 2147483616
  %182 = add nuw nsw i64 %181, %173
  %183 = getelementptr i8, ptr %0, i64 %173
  br label %184

184:                                              ; preds = %184, %180
  %185 = phi i64 [ 0, %180 ], [ %192, %184 ]
  %186 = getelementptr inbounds i8, ptr %169, i64 %185
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load <16 x i8>, ptr %186, align 1, !tbaa !14
  %189 = load <16 x i8>, ptr %187, align 1, !tbaa !14
  %190 = getelementptr i8, ptr %183, i64 %185
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  store <16 x i8> %188, ptr %190, align 1, !tbaa !14
  store <16 x i8> %189, ptr %191, align 1, !tbaa !14
  %192 = add nuw i64 %185, 32
  %193 = icmp eq i64 %192, %181
  br i1 %193, label %194, label %184, !llvm.loop !23

194:                                              ; preds = %184
  %195 = icmp eq i64 %181, %174
  br i1 %195, label %243, label %196

196:                                              ; preds = %194, %176, %172
  %197 = phi i64 [ 0, %176 ], [ 0, %172 ], [ %181, %194 ]
  %198 = phi i64 [ %173, %176 ], [ %173, %172 ], [ %182, %194 ]
  %199 = and i64 %174, 3
  %200 = icmp eq i64 %199, 0
  br i1 %200, label %212, label %201

201:                                              ; preds = %196, %201
  %202 = phi i64 [ %205, %201 ], [ %197, %196 ]
  %203 = phi i64 [ %208, %201 ], [ %198, %196 ]
  %204 = phi i64 [ %210, %201 ], [ 0, %196 ]
  %205 = add nuw nsw i64 %202, 1
  %206 = getelementptr inbounds i8, ptr %169, i64 %202
  %207 = load i8, ptr %206, align 1, !tbaa !14
  %208 = add nuw nsw i64 %203, 1
  %209 = getelementptr inbounds i8, ptr %0, i64 %203
  store i8 %207, ptr %209, align 1, !tbaa !14
  %210 = add i64 %204, 1
  %211 = icmp eq i64 %210, %199
  br i1 %211, label %212, label %201, !llvm.loop !24

212:                                              ; preds = %201, %196
  %213 = phi i64 [ poison, %196 ], [ %208, %201 ]
  %214 = phi i64 [ %197, %196 ], [ %205, %201 ]
  %215 = phi i64 [ %198, %196 ], [ %208, %201 ]
  %216 = sub nsw i64 %197, %174
  %217 = icmp ugt i64 %216, -4
  br i1 %217, label %243, label %218

218:                                              ; preds = %212
  %219 = getelementptr i8, ptr %0, i64 1
  %220 = getelementptr i8, ptr %0, i64 2
  %221 = getelementptr i8, ptr %0, i64 3
  br label %222

222:                                              ; preds = %222, %218
  %223 = phi i64 [ %214, %218 ], [ %237, %222 ]
  %224 = phi i64 [ %215, %218 ], [ %240, %222 ]
  %225 = add nuw nsw i64 %223, 1
  %226 = getelementptr inbounds i8, ptr %169, i64 %223
  %227 = load i8, ptr %226, align 1, !tbaa !14
  %228 = getelementptr inbounds i8, ptr %0, i64 %224
  store i8 %227, ptr %228, align 1, !tbaa !14
  %229 = add nuw nsw i64 %223, 2
  %230 = getelementptr inbounds i8, ptr %169, i64 %225
  %231 = load i8, ptr %230, align 1, !tbaa !14
  %232 = getelementptr i8, ptr %219, i64 %224
  store i8 %231, ptr %232, align 1, !tbaa !14
  %233 = add nuw nsw i64 %223, 3
  %234 = getelementptr inbounds i8, ptr %169, i64 %229
  %235 = load i8, ptr %234, align 1, !tbaa !14
  %236 = getelementptr i8, ptr %220, i64 %224
  store i8 %235, ptr %236, align 1, !tbaa !14
  %237 = add nuw nsw i64 %223, 4
  %238 = getelementptr inbounds i8, ptr %169, i64 %233
  %239 = load i8, ptr %238, align 1, !tbaa !14
  %240 = add nuw nsw i64 %224, 4
  %241 = getelementptr i8, ptr %221, i64 %224
  store i8 %239, ptr %241, align 1, !tbaa !14
  %242 = icmp eq i64 %237, %174
  br i1 %242, label %243, label %222, !llvm.loop !25

243:                                              ; preds = %212, %222, %194
  %244 = phi i64 [ %182, %194 ], [ %213, %212 ], [ %240, %222 ]
  %245 = trunc nuw i64 %244 to i32
  br label %246

246:                                              ; preds = %243, %167
  %247 = phi i32 [ %154, %167 ], [ %245, %243 ]
  switch i8 %24, label %346 [
    i8 10, label %248
    i8 11, label %269
    i8 21, label %300
    i8 22, label %319
  ]

248:                                              ; preds = %246
  %249 = sub nsw i32 %247, %168
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds i8, ptr %0, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !14
  %253 = icmp ult i8 %252, -64
  br i1 %253, label %254, label %259

254:                                              ; preds = %248
  %255 = add i8 %252, -97
  %256 = icmp ult i8 %255, 26
  br i1 %256, label %257, label %346

257:                                              ; preds = %254
  %258 = and i8 %252, 95
  store i8 %258, ptr %251, align 1, !tbaa !14
  br label %346

259:                                              ; preds = %248
  %260 = icmp ult i8 %252, -32
  br i1 %260, label %261, label %265

261:                                              ; preds = %259
  %262 = getelementptr inbounds i8, ptr %251, i64 1
  %263 = load i8, ptr %262, align 1, !tbaa !14
  %264 = xor i8 %263, 32
  store i8 %264, ptr %262, align 1, !tbaa !14
  br label %346

265:                                              ; preds = %259
  %266 = getelementptr inbounds i8, ptr %251, i64 2
  %267 = load i8, ptr %266, align 1, !tbaa !14
  %268 = xor i8 %267, 5
  store i8 %268, ptr %266, align 1, !tbaa !14
  br label %346

269:                                              ; preds = %246
  br i1 %171, label %270, label %346

270:                                              ; preds = %269
  %271 = sub nsw i32 %247, %168
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i8, ptr %0, i64 %272
  br label %274

274:                                              ; preds = %270, %294
  %275 = phi i32 [ %298, %294 ], [ %168, %270 ]
  %276 = phi ptr [ %297, %294 ], [ %273, %270 ]
  %277 = load i8, ptr %276, align 1, !tbaa !14
  %278 = icmp ult i8 %277, -64
  br i1 %278, label %279, label %284

279:                                              ; preds = %274
  %280 = add i8 %277, -97
  %281 = icmp ult i8 %280, 26
  br i1 %281, label %282, label %294

282:                                              ; preds = %279
  %283 = and i8 %277, 95
  store i8 %283, ptr %276, align 1, !tbaa !14
  br label %294

284:                                              ; preds = %274
  %285 = icmp ult i8 %277, -32
  br i1 %285, label %286, label %290

286:                                              ; preds = %284
  %287 = getelementptr inbounds i8, ptr %276, i64 1
  %288 = load i8, ptr %287, align 1, !tbaa !14
  %289 = xor i8 %288, 32
  store i8 %289, ptr %287, align 1, !tbaa !14
  br label %294

290:                                              ; preds = %284
  %291 = getelementptr inbounds i8, ptr %276, i64 2
  %292 = load i8, ptr %291, align 1, !tbaa !14
  %293 = xor i8 %292, 5
  store i8 %293, ptr %291, align 1, !tbaa !14
  br label %294

294:                                              ; preds = %279, %282, %286, %290
  %295 = phi i32 [ 2, %286 ], [ 3, %290 ], [ 1, %282 ], [ 1, %279 ]
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds i8, ptr %276, i64 %296
  %298 = sub nsw i32 %275, %295
  %299 = icmp sgt i32 %298, 0
  br i1 %299, label %274, label %346, !llvm.loop !26

300:                                              ; preds = %246
  %301 = getelementptr inbounds i8, ptr %3, i64 40
  %302 = load ptr, ptr %301, align 8, !tbaa !27
  %303 = shl nsw i32 %4, 1
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds i8, ptr %302, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !14
  %307 = zext i8 %306 to i16
  %308 = or disjoint i32 %303, 1
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds i8, ptr %302, i64 %309
  %311 = load i8, ptr %310, align 1, !tbaa !14
  %312 = zext i8 %311 to i16
  %313 = shl nuw i16 %312, 8
  %314 = or disjoint i16 %313, %307
  %315 = sub nsw i32 %247, %168
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds i8, ptr %0, i64 %316
  %318 = tail call fastcc i32 @Shift(ptr noundef %317, i32 noundef %168, i16 noundef zeroext %314)
  br label %346

319:                                              ; preds = %246
  %320 = getelementptr inbounds i8, ptr %3, i64 40
  %321 = load ptr, ptr %320, align 8, !tbaa !27
  %322 = shl nsw i32 %4, 1
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds i8, ptr %321, i64 %323
  %325 = load i8, ptr %324, align 1, !tbaa !14
  %326 = zext i8 %325 to i16
  %327 = or disjoint i32 %322, 1
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds i8, ptr %321, i64 %328
  %330 = load i8, ptr %329, align 1, !tbaa !14
  %331 = zext i8 %330 to i16
  %332 = shl nuw i16 %331, 8
  %333 = or disjoint i16 %332, %326
  br i1 %171, label %334, label %346

334:                                              ; preds = %319
  %335 = sub nsw i32 %247, %168
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds i8, ptr %0, i64 %336
  br label %338

338:                                              ; preds = %334, %338
  %339 = phi ptr [ %343, %338 ], [ %337, %334 ]
  %340 = phi i32 [ %344, %338 ], [ %168, %334 ]
  %341 = tail call fastcc i32 @Shift(ptr noundef %339, i32 noundef %340, i16 noundef zeroext %333)
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds i8, ptr %339, i64 %342
  %344 = sub nsw i32 %340, %341
  %345 = icmp sgt i32 %344, 0
  br i1 %345, label %338, label %346, !llvm.loop !28

346:                                              ; preds = %338, %294, %319, %269, %265, %261, %257, %254, %246, %300
  %347 = load i8, ptr %31, align 1, !tbaa !14
  %348 = icmp eq i8 %347, 0
  br i1 %348, label %478, label %349

349:                                              ; preds = %346
  %350 = zext i8 %347 to i32
  %351 = zext i32 %247 to i64
  %352 = zext i8 %347 to i64
  %353 = icmp ult i8 %347, 32
  br i1 %353, label %427, label %354

354:                                              ; preds = %349
  %355 = add i64 %6, %351
  %356 = sub i64 %9, %355
  %357 = add i64 %356, %30
  %358 = icmp ugt i64 %357, -33
  br i1 %358, label %427, label %359

359:                                              ; preds = %354
  %360 = and i64 %352, 224
  %361 = add nuw nsw i64 %360, %351
  %362 = trunc nuw nsw i64 %360 to i32
  %363 = sub nsw i32 %350, %362
  %364 = getelementptr i8, ptr %31, i64 %360
  %365 = getelementptr inbounds i8, ptr %31, i64 1
  %366 = getelementptr inbounds i8, ptr %31, i64 17
  %367 = load <16 x i8>, ptr %365, align 1, !tbaa !14
  %368 = load <16 x i8>, ptr %366, align 1, !tbaa !14
  %369 = getelementptr i8, ptr %0, i64 %351
  %370 = getelementptr inbounds i8, ptr %369, i64 16
  store <16 x i8> %367, ptr %369, align 1, !tbaa !14
  store <16 x i8> %368, ptr %370, align 1, !tbaa !14
  %371 = icmp eq i64 %360, 32
  br i1 %371, label %425, label %372, !llvm.loop !29

372:                                              ; preds = %359
  %373 = getelementptr i8, ptr %31, i64 33
  %374 = getelementptr i8, ptr %31, i64 49
  %375 = load <16 x i8>, ptr %373, align 1, !tbaa !14
  %376 = load <16 x i8>, ptr %374, align 1, !tbaa !14
  %377 = getelementptr i8, ptr %0, i64 32
  %378 = getelementptr i8, ptr %377, i64 %351
  %379 = getelementptr inbounds i8, ptr %378, i64 16
  store <16 x i8> %375, ptr %378, align 1, !tbaa !14
  store <16 x i8> %376, ptr %379, align 1, !tbaa !14
  %380 = icmp eq i64 %360, 64
  br i1 %380, label %425, label %381, !llvm.loop !29

381:                                              ; preds = %372
  %382 = getelementptr i8, ptr %31, i64 65
  %383 = getelementptr i8, ptr %31, i64 81
  %384 = load <16 x i8>, ptr %382, align 1, !tbaa !14
  %385 = load <16 x i8>, ptr %383, align 1, !tbaa !14
  %386 = getelementptr i8, ptr %0, i64 64
  %387 = getelementptr i8, ptr %386, i64 %351
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  store <16 x i8> %384, ptr %387, align 1, !tbaa !14
  store <16 x i8> %385, ptr %388, align 1, !tbaa !14
  %389 = icmp eq i64 %360, 96
  br i1 %389, label %425, label %390, !llvm.loop !29

390:                                              ; preds = %381
  %391 = getelementptr i8, ptr %31, i64 97
  %392 = getelementptr i8, ptr %31, i64 113
  %393 = load <16 x i8>, ptr %391, align 1, !tbaa !14
  %394 = load <16 x i8>, ptr %392, align 1, !tbaa !14
  %395 = getelementptr i8, ptr %0, i64 96
  %396 = getelementptr i8, ptr %395, i64 %351
  %397 = getelementptr inbounds i8, ptr %396, i64 16
  store <16 x i8> %393, ptr %396, align 1, !tbaa !14
  store <16 x i8> %394, ptr %397, align 1, !tbaa !14
  %398 = icmp eq i64 %360, 128
  br i1 %398, label %425, label %399, !llvm.loop !29

399:                                              ; preds = %390
  %400 = getelementptr i8, ptr %31, i64 129
  %401 = getelementptr i8, ptr %31, i64 145
  %402 = load <16 x i8>, ptr %400, align 1, !tbaa !14
  %403 = load <16 x i8>, ptr %401, align 1, !tbaa !14
  %404 = getelementptr i8, ptr %0, i64 128
  %405 = getelementptr i8, ptr %404, i64 %351
  %406 = getelementptr inbounds i8, ptr %405, i64 16
  store <16 x i8> %402, ptr %405, align 1, !tbaa !14
  store <16 x i8> %403, ptr %406, align 1, !tbaa !14
  %407 = icmp eq i64 %360, 160
  br i1 %407, label %425, label %408, !llvm.loop !29

408:                                              ; preds = %399
  %409 = getelementptr i8, ptr %31, i64 161
  %410 = getelementptr i8, ptr %31, i64 177
  %411 = load <16 x i8>, ptr %409, align 1, !tbaa !14
  %412 = load <16 x i8>, ptr %410, align 1, !tbaa !14
  %413 = getelementptr i8, ptr %0, i64 160
  %414 = getelementptr i8, ptr %413, i64 %351
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  store <16 x i8> %411, ptr %414, align 1, !tbaa !14
  store <16 x i8> %412, ptr %415, align 1, !tbaa !14
  %416 = icmp eq i64 %360, 192
  br i1 %416, label %425, label %417, !llvm.loop !29

417:                                              ; preds = %408
  %418 = getelementptr i8, ptr %31, i64 193
  %419 = getelementptr i8, ptr %31, i64 209
  %420 = load <16 x i8>, ptr %418, align 1, !tbaa !14
  %421 = load <16 x i8>, ptr %419, align 1, !tbaa !14
  %422 = getelementptr i8, ptr %0, i64 192
  %423 = getelementptr i8, ptr %422, i64 %351
  %424 = getelementptr inbounds i8, ptr %423, i64 16
  store <16 x i8> %420, ptr %423, align 1, !tbaa !14
  store <16 x i8> %421, ptr %424, align 1, !tbaa !14
  br label %425

425:                                              ; preds = %417, %408, %399, %390, %381, %372, %359
  %426 = icmp eq i64 %360, %352
  br i1 %426, label %475, label %427

427:                                              ; preds = %425, %354, %349
  %428 = phi i64 [ %351, %354 ], [ %351, %349 ], [ %361, %425 ]
  %429 = phi i32 [ %350, %354 ], [ %350, %349 ], [ %363, %425 ]
  %430 = phi ptr [ %31, %354 ], [ %31, %349 ], [ %364, %425 ]
  %431 = add nsw i32 %429, -1
  %432 = and i32 %429, 3
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %446, label %434

434:                                              ; preds = %427, %434
  %435 = phi i64 [ %442, %434 ], [ %428, %427 ]
  %436 = phi i32 [ %440, %434 ], [ %429, %427 ]
  %437 = phi ptr [ %439, %434 ], [ %430, %427 ]
  %438 = phi i32 [ %444, %434 ], [ 0, %427 ]
  %439 = getelementptr inbounds i8, ptr %437, i64 1
  %440 = add nsw i32 %436, -1
  %441 = load i8, ptr %439, align 1, !tbaa !14
  %442 = add nuw nsw i64 %435, 1
  %443 = getelementptr inbounds i8, ptr %0, i64 %435
  store i8 %441, ptr %443, align 1, !tbaa !14
  %444 = add i32 %438, 1
  %445 = icmp eq i32 %444, %432
  br i1 %445, label %446, label %434, !llvm.loop !30

446:                                              ; preds = %434, %427
  %447 = phi i64 [ poison, %427 ], [ %442, %434 ]
  %448 = phi i64 [ %428, %427 ], [ %442, %434 ]
  %449 = phi i32 [ %429, %427 ], [ %440, %434 ]
  %450 = phi ptr [ %430, %427 ], [ %439, %434 ]
  %451 = icmp ult i32 %431, 3
  br i1 %451, label %475, label %452

452:                                              ; preds = %446
  %453 = getelementptr i8, ptr %0, i64 1
  %454 = getelementptr i8, ptr %0, i64 2
  %455 = getelementptr i8, ptr %0, i64 3
  br label %456

456:                                              ; preds = %456, %452
  %457 = phi i64 [ %448, %452 ], [ %472, %456 ]
  %458 = phi i32 [ %449, %452 ], [ %470, %456 ]
  %459 = phi ptr [ %450, %452 ], [ %469, %456 ]
  %460 = getelementptr inbounds i8, ptr %459, i64 1
  %461 = load i8, ptr %460, align 1, !tbaa !14
  %462 = getelementptr inbounds i8, ptr %0, i64 %457
  store i8 %461, ptr %462, align 1, !tbaa !14
  %463 = getelementptr inbounds i8, ptr %459, i64 2
  %464 = load i8, ptr %463, align 1, !tbaa !14
  %465 = getelementptr i8, ptr %453, i64 %457
  store i8 %464, ptr %465, align 1, !tbaa !14
  %466 = getelementptr inbounds i8, ptr %459, i64 3
  %467 = load i8, ptr %466, align 1, !tbaa !14
  %468 = getelementptr i8, ptr %454, i64 %457
  store i8 %467, ptr %468, align 1, !tbaa !14
  %469 = getelementptr inbounds i8, ptr %459, i64 4
  %470 = add nsw i32 %458, -4
  %471 = load i8, ptr %469, align 1, !tbaa !14
  %472 = add nuw nsw i64 %457, 4
  %473 = getelementptr i8, ptr %455, i64 %457
  store i8 %471, ptr %473, align 1, !tbaa !14
  %474 = icmp eq i32 %470, 0
  br i1 %474, label %475, label %456, !llvm.loop !31

475:                                              ; preds = %446, %456, %425
  %476 = phi i64 [ %361, %425 ], [ %447, %446 ], [ %472, %456 ]
  %477 = trunc nuw i64 %476 to i32
  br label %478

478:                                              ; preds = %475, %346
  %479 = phi i32 [ %247, %346 ], [ %477, %475 ]
  ret i32 %479
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @Shift(ptr nocapture noundef %0, i32 noundef %1, i16 noundef zeroext %2) unnamed_addr #2 {
  %4 = zext i16 %2 to i32
  %5 = and i32 %4, 32767
  %6 = and i32 %4, 32768
  %7 = sub nsw i32 %5, %6
  %8 = add nsw i32 %7, 16777216
  %9 = load i8, ptr %0, align 1, !tbaa !14
  %10 = zext i8 %9 to i32
  %11 = icmp sgt i8 %9, -1
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = trunc i16 %2 to i8
  %14 = add i8 %9, %13
  %15 = and i8 %14, 127
  store i8 %15, ptr %0, align 1, !tbaa !14
  br label %114

16:                                               ; preds = %3
  %17 = icmp ult i8 %9, -64
  br i1 %17, label %114, label %18

18:                                               ; preds = %16
  %19 = icmp ult i8 %9, -32
  br i1 %19, label %20, label %39

20:                                               ; preds = %18
  %21 = icmp slt i32 %1, 2
  br i1 %21, label %114, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %0, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !14
  %25 = and i8 %24, 63
  %26 = zext nneg i8 %25 to i32
  %27 = shl nuw nsw i32 %10, 6
  %28 = and i32 %27, 1984
  %29 = or disjoint i32 %28, %26
  %30 = add nuw nsw i32 %29, %8
  %31 = lshr i32 %30, 6
  %32 = trunc i32 %31 to i8
  %33 = and i8 %32, 31
  %34 = or disjoint i8 %33, -64
  store i8 %34, ptr %0, align 1, !tbaa !14
  %35 = and i8 %24, -64
  %36 = trunc i32 %30 to i8
  %37 = and i8 %36, 63
  %38 = or disjoint i8 %37, %35
  store i8 %38, ptr %23, align 1, !tbaa !14
  br label %114

39:                                               ; preds = %18
  %40 = icmp ult i8 %9, -16
  br i1 %40, label %41, label %71

41:                                               ; preds = %39
  %42 = icmp slt i32 %1, 3
  br i1 %42, label %114, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, ptr %0, i64 2
  %45 = load i8, ptr %44, align 1, !tbaa !14
  %46 = and i8 %45, 63
  %47 = zext nneg i8 %46 to i32
  %48 = getelementptr inbounds i8, ptr %0, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !14
  %50 = and i8 %49, 63
  %51 = zext nneg i8 %50 to i32
  %52 = shl nuw nsw i32 %51, 6
  %53 = shl nuw nsw i32 %10, 12
  %54 = and i32 %53, 61440
  %55 = add nuw nsw i32 %54, %8
  %56 = add nuw nsw i32 %55, %47
  %57 = add nuw nsw i32 %56, %52
  %58 = lshr i32 %57, 12
  %59 = trunc i32 %58 to i8
  %60 = and i8 %59, 15
  %61 = or disjoint i8 %60, -32
  store i8 %61, ptr %0, align 1, !tbaa !14
  %62 = and i8 %49, -64
  %63 = lshr i32 %57, 6
  %64 = trunc i32 %63 to i8
  %65 = and i8 %64, 63
  %66 = or disjoint i8 %65, %62
  store i8 %66, ptr %48, align 1, !tbaa !14
  %67 = and i8 %45, -64
  %68 = trunc i32 %56 to i8
  %69 = and i8 %68, 63
  %70 = or disjoint i8 %69, %67
  store i8 %70, ptr %44, align 1, !tbaa !14
  br label %114

71:                                               ; preds = %39
  %72 = icmp ult i8 %9, -8
  br i1 %72, label %73, label %114

73:                                               ; preds = %71
  %74 = icmp slt i32 %1, 4
  br i1 %74, label %114, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds i8, ptr %0, i64 3
  %77 = load i8, ptr %76, align 1, !tbaa !14
  %78 = and i8 %77, 63
  %79 = zext nneg i8 %78 to i32
  %80 = getelementptr inbounds i8, ptr %0, i64 2
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = and i8 %81, 63
  %83 = zext nneg i8 %82 to i32
  %84 = shl nuw nsw i32 %83, 6
  %85 = getelementptr inbounds i8, ptr %0, i64 1
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = and i8 %86, 63
  %88 = zext nneg i8 %87 to i32
  %89 = shl nuw nsw i32 %88, 12
  %90 = shl nuw nsw i32 %10, 18
  %91 = and i32 %90, 1835008
  %92 = add nuw nsw i32 %91, %8
  %93 = add nuw nsw i32 %92, %79
  %94 = add nuw nsw i32 %93, %84
  %95 = add nuw nsw i32 %94, %89
  %96 = lshr i32 %95, 18
  %97 = trunc nuw nsw i32 %96 to i8
  %98 = and i8 %97, 7
  %99 = or disjoint i8 %98, -16
  store i8 %99, ptr %0, align 1, !tbaa !14
  %100 = and i8 %86, -64
  %101 = lshr i32 %95, 12
  %102 = trunc i32 %101 to i8
  %103 = and i8 %102, 63
  %104 = or disjoint i8 %103, %100
  store i8 %104, ptr %85, align 1, !tbaa !14
  %105 = and i8 %81, -64
  %106 = lshr i32 %94, 6
  %107 = trunc i32 %106 to i8
  %108 = and i8 %107, 63
  %109 = or disjoint i8 %108, %105
  store i8 %109, ptr %80, align 1, !tbaa !14
  %110 = and i8 %77, -64
  %111 = trunc i32 %93 to i8
  %112 = and i8 %111, 63
  %113 = or disjoint i8 %112, %110
  store i8 %113, ptr %76, align 1, !tbaa !14
  br label %114

114:                                              ; preds = %71, %73, %41, %20, %16, %75, %43, %22, %12
  %115 = phi i32 [ 1, %12 ], [ 2, %22 ], [ 3, %43 ], [ 4, %75 ], [ 1, %16 ], [ 1, %20 ], [ %1, %41 ], [ %1, %73 ], [ 1, %71 ]
  ret i32 %115
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"BrotliTransforms", !7, i64 0, !10, i64 8, !10, i64 16, !11, i64 24, !10, i64 32, !10, i64 40, !8, i64 48}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!6, !10, i64 16}
!13 = !{!6, !10, i64 32}
!14 = !{!8, !8, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !17, !18}
!23 = distinct !{!23, !17, !18, !19}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !17, !18}
!26 = distinct !{!26, !17}
!27 = !{!6, !10, i64 40}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17, !18, !19}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !17, !18}
