; ModuleID = 'c/dec/huffman.c'
source_filename = "c/dec/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HuffmanCode = type { i8, i16 }

@kReverseBits = internal unnamed_addr constant [256 x i8] c"\00\80@\C0 \A0`\E0\10\90P\D00\B0p\F0\08\88H\C8(\A8h\E8\18\98X\D88\B8x\F8\04\84D\C4$\A4d\E4\14\94T\D44\B4t\F4\0C\8CL\CC,\ACl\EC\1C\9C\\\DC<\BC|\FC\02\82B\C2\22\A2b\E2\12\92R\D22\B2r\F2\0A\8AJ\CA*\AAj\EA\1A\9AZ\DA:\BAz\FA\06\86F\C6&\A6f\E6\16\96V\D66\B6v\F6\0E\8EN\CE.\AEn\EE\1E\9E^\DE>\BE~\FE\01\81A\C1!\A1a\E1\11\91Q\D11\B1q\F1\09\89I\C9)\A9i\E9\19\99Y\D99\B9y\F9\05\85E\C5%\A5e\E5\15\95U\D55\B5u\F5\0D\8DM\CD-\ADm\ED\1D\9D]\DD=\BD}\FD\03\83C\C3#\A3c\E3\13\93S\D33\B3s\F3\0B\8BK\CB+\ABk\EB\1B\9B[\DB;\BB{\FB\07\87G\C7'\A7g\E7\17\97W\D77\B7w\F7\0F\8FO\CF/\AFo\EF\1F\9F_\DF?\BF\7F\FF", align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliBuildCodeLengthsHuffmanTable(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = alloca [18 x i32], align 16
  %5 = alloca [6 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #5
  %6 = getelementptr inbounds i8, ptr %2, i64 2
  %7 = load i16, ptr %6, align 2, !tbaa !5
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %8, -1
  %10 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %9, ptr %10, align 4, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %2, i64 4
  %12 = load i16, ptr %11, align 2, !tbaa !5
  %13 = zext i16 %12 to i32
  %14 = add nsw i32 %9, %13
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %14, ptr %15, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %2, i64 6
  %17 = load i16, ptr %16, align 2, !tbaa !5
  %18 = zext i16 %17 to i32
  %19 = add nsw i32 %14, %18
  %20 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %19, ptr %20, align 4, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = load i16, ptr %21, align 2, !tbaa !5
  %23 = zext i16 %22 to i32
  %24 = add nsw i32 %19, %23
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 %24, ptr %25, align 16, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %2, i64 10
  %27 = load i16, ptr %26, align 2, !tbaa !5
  %28 = zext i16 %27 to i32
  %29 = add nsw i32 %24, %28
  %30 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 %29, ptr %30, align 4, !tbaa !9
  store i32 17, ptr %5, align 16, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %1, i64 17
  %32 = load i8, ptr %31, align 1, !tbaa !11
  %33 = zext i8 %32 to i64
  %34 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %34, align 4, !tbaa !9
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %37
  store i32 17, ptr %38, align 4, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %1, i64 16
  %40 = load i8, ptr %39, align 1, !tbaa !11
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !9
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %42, align 4, !tbaa !9
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %45
  store i32 16, ptr %46, align 4, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %1, i64 15
  %48 = load i8, ptr %47, align 1, !tbaa !11
  %49 = zext i8 %48 to i64
  %50 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !9
  %52 = add nsw i32 %51, -1
  store i32 %52, ptr %50, align 4, !tbaa !9
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %53
  store i32 15, ptr %54, align 4, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %1, i64 14
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = add nsw i32 %59, -1
  store i32 %60, ptr %58, align 4, !tbaa !9
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %61
  store i32 14, ptr %62, align 4, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %1, i64 13
  %64 = load i8, ptr %63, align 1, !tbaa !11
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %66, align 4, !tbaa !9
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %69
  store i32 13, ptr %70, align 4, !tbaa !9
  %71 = getelementptr inbounds i8, ptr %1, i64 12
  %72 = load i8, ptr %71, align 1, !tbaa !11
  %73 = zext i8 %72 to i64
  %74 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = add nsw i32 %75, -1
  store i32 %76, ptr %74, align 4, !tbaa !9
  %77 = sext i32 %75 to i64
  %78 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %77
  store i32 12, ptr %78, align 4, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %1, i64 11
  %80 = load i8, ptr %79, align 1, !tbaa !11
  %81 = zext i8 %80 to i64
  %82 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = add nsw i32 %83, -1
  store i32 %84, ptr %82, align 4, !tbaa !9
  %85 = sext i32 %83 to i64
  %86 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %85
  store i32 11, ptr %86, align 4, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %1, i64 10
  %88 = load i8, ptr %87, align 1, !tbaa !11
  %89 = zext i8 %88 to i64
  %90 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = add nsw i32 %91, -1
  store i32 %92, ptr %90, align 4, !tbaa !9
  %93 = sext i32 %91 to i64
  %94 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %93
  store i32 10, ptr %94, align 4, !tbaa !9
  %95 = getelementptr inbounds i8, ptr %1, i64 9
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i64
  %98 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !9
  %100 = add nsw i32 %99, -1
  store i32 %100, ptr %98, align 4, !tbaa !9
  %101 = sext i32 %99 to i64
  %102 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %101
  store i32 9, ptr %102, align 4, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %1, i64 8
  %104 = load i8, ptr %103, align 1, !tbaa !11
  %105 = zext i8 %104 to i64
  %106 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !9
  %108 = add nsw i32 %107, -1
  store i32 %108, ptr %106, align 4, !tbaa !9
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %109
  store i32 8, ptr %110, align 4, !tbaa !9
  %111 = getelementptr inbounds i8, ptr %1, i64 7
  %112 = load i8, ptr %111, align 1, !tbaa !11
  %113 = zext i8 %112 to i64
  %114 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !9
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %114, align 4, !tbaa !9
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %117
  store i32 7, ptr %118, align 4, !tbaa !9
  %119 = getelementptr inbounds i8, ptr %1, i64 6
  %120 = load i8, ptr %119, align 1, !tbaa !11
  %121 = zext i8 %120 to i64
  %122 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !9
  %124 = add nsw i32 %123, -1
  store i32 %124, ptr %122, align 4, !tbaa !9
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %125
  store i32 6, ptr %126, align 4, !tbaa !9
  %127 = getelementptr inbounds i8, ptr %1, i64 5
  %128 = load i8, ptr %127, align 1, !tbaa !11
  %129 = zext i8 %128 to i64
  %130 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !9
  %132 = add nsw i32 %131, -1
  store i32 %132, ptr %130, align 4, !tbaa !9
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %133
  store i32 5, ptr %134, align 4, !tbaa !9
  %135 = getelementptr inbounds i8, ptr %1, i64 4
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i64
  %138 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !9
  %140 = add nsw i32 %139, -1
  store i32 %140, ptr %138, align 4, !tbaa !9
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %141
  store i32 4, ptr %142, align 4, !tbaa !9
  %143 = getelementptr inbounds i8, ptr %1, i64 3
  %144 = load i8, ptr %143, align 1, !tbaa !11
  %145 = zext i8 %144 to i64
  %146 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !9
  %148 = add nsw i32 %147, -1
  store i32 %148, ptr %146, align 4, !tbaa !9
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %149
  store i32 3, ptr %150, align 4, !tbaa !9
  %151 = getelementptr inbounds i8, ptr %1, i64 2
  %152 = load i8, ptr %151, align 1, !tbaa !11
  %153 = zext i8 %152 to i64
  %154 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !9
  %156 = add nsw i32 %155, -1
  store i32 %156, ptr %154, align 4, !tbaa !9
  %157 = sext i32 %155 to i64
  %158 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %157
  store i32 2, ptr %158, align 4, !tbaa !9
  %159 = getelementptr inbounds i8, ptr %1, i64 1
  %160 = load i8, ptr %159, align 1, !tbaa !11
  %161 = zext i8 %160 to i64
  %162 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !9
  %164 = add nsw i32 %163, -1
  store i32 %164, ptr %162, align 4, !tbaa !9
  %165 = sext i32 %163 to i64
  %166 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %165
  store i32 1, ptr %166, align 4, !tbaa !9
  %167 = load i8, ptr %1, align 1, !tbaa !11
  %168 = zext i8 %167 to i64
  %169 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !9
  %171 = add nsw i32 %170, -1
  store i32 %171, ptr %169, align 4, !tbaa !9
  %172 = sext i32 %170 to i64
  %173 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %172
  store i32 0, ptr %173, align 4, !tbaa !9
  %174 = load i32, ptr %5, align 16, !tbaa !9
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %179, label %176

176:                                              ; preds = %3
  %177 = load i16, ptr %6, align 2, !tbaa !5
  %178 = icmp eq i16 %177, 0
  br i1 %178, label %226, label %191

179:                                              ; preds = %3
  %180 = load i32, ptr %4, align 16, !tbaa !9
  %181 = shl i32 %180, 16
  %182 = insertelement <4 x i32> poison, i32 %181, i64 0
  %183 = shufflevector <4 x i32> %182, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %183, ptr %0, align 2
  %184 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %183, ptr %184, align 2
  %185 = getelementptr inbounds i8, ptr %0, i64 32
  store <4 x i32> %183, ptr %185, align 2
  %186 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %183, ptr %186, align 2
  %187 = getelementptr inbounds i8, ptr %0, i64 64
  store <4 x i32> %183, ptr %187, align 2
  %188 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %183, ptr %188, align 2
  %189 = getelementptr inbounds i8, ptr %0, i64 96
  store <4 x i32> %183, ptr %189, align 2
  %190 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %183, ptr %190, align 2
  br label %442

191:                                              ; preds = %176
  %192 = zext i16 %177 to i32
  br label %193

193:                                              ; preds = %191, %193
  %194 = phi i64 [ 0, %191 ], [ %220, %193 ]
  %195 = phi i32 [ %192, %191 ], [ %222, %193 ]
  %196 = phi i64 [ 0, %191 ], [ %221, %193 ]
  %197 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %194
  %198 = load i32, ptr %197, align 4, !tbaa !9
  %199 = shl i32 %198, 16
  %200 = or disjoint i32 %199, 1
  %201 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %196
  %202 = load i8, ptr %201, align 16, !tbaa !11
  %203 = zext i8 %202 to i64
  %204 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %203
  %205 = getelementptr inbounds i8, ptr %204, i64 120
  store i32 %200, ptr %205, align 2
  %206 = getelementptr inbounds i8, ptr %204, i64 112
  store i32 %200, ptr %206, align 2
  %207 = getelementptr inbounds i8, ptr %204, i64 104
  store i32 %200, ptr %207, align 2
  %208 = getelementptr inbounds i8, ptr %204, i64 96
  store i32 %200, ptr %208, align 2
  %209 = getelementptr inbounds i8, ptr %204, i64 88
  store i32 %200, ptr %209, align 2
  %210 = getelementptr inbounds i8, ptr %204, i64 80
  store i32 %200, ptr %210, align 2
  %211 = getelementptr inbounds i8, ptr %204, i64 72
  store i32 %200, ptr %211, align 2
  %212 = getelementptr inbounds i8, ptr %204, i64 64
  store i32 %200, ptr %212, align 2
  %213 = getelementptr inbounds i8, ptr %204, i64 56
  store i32 %200, ptr %213, align 2
  %214 = getelementptr inbounds i8, ptr %204, i64 48
  store i32 %200, ptr %214, align 2
  %215 = getelementptr inbounds i8, ptr %204, i64 40
  store i32 %200, ptr %215, align 2
  %216 = getelementptr inbounds i8, ptr %204, i64 32
  store i32 %200, ptr %216, align 2
  %217 = getelementptr inbounds i8, ptr %204, i64 24
  store i32 %200, ptr %217, align 2
  %218 = getelementptr inbounds i8, ptr %204, i64 16
  store i32 %200, ptr %218, align 2
  %219 = getelementptr inbounds i8, ptr %204, i64 8
  store i32 %200, ptr %219, align 2
  store i32 %200, ptr %204, align 2
  %220 = add nuw nsw i64 %194, 1
  %221 = add nuw nsw i64 %196, 128
  %222 = add nsw i32 %195, -1
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %224, label %193, !llvm.loop !12

224:                                              ; preds = %193
  %225 = trunc nsw i64 %220 to i32
  br label %226

226:                                              ; preds = %224, %176
  %227 = phi i64 [ 0, %176 ], [ %221, %224 ]
  %228 = phi i32 [ 0, %176 ], [ %225, %224 ]
  %229 = load i16, ptr %11, align 2, !tbaa !5
  %230 = icmp eq i16 %229, 0
  br i1 %230, label %259, label %231

231:                                              ; preds = %226
  %232 = zext i16 %229 to i32
  %233 = sext i32 %228 to i64
  br label %234

234:                                              ; preds = %234, %231
  %235 = phi i64 [ %233, %231 ], [ %253, %234 ]
  %236 = phi i32 [ %232, %231 ], [ %255, %234 ]
  %237 = phi i64 [ %227, %231 ], [ %254, %234 ]
  %238 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %235
  %239 = load i32, ptr %238, align 4, !tbaa !9
  %240 = shl i32 %239, 16
  %241 = or disjoint i32 %240, 2
  %242 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %237
  %243 = load i8, ptr %242, align 1, !tbaa !11
  %244 = zext i8 %243 to i64
  %245 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %244
  %246 = getelementptr inbounds i8, ptr %245, i64 112
  store i32 %241, ptr %246, align 2
  %247 = getelementptr inbounds i8, ptr %245, i64 96
  store i32 %241, ptr %247, align 2
  %248 = getelementptr inbounds i8, ptr %245, i64 80
  store i32 %241, ptr %248, align 2
  %249 = getelementptr inbounds i8, ptr %245, i64 64
  store i32 %241, ptr %249, align 2
  %250 = getelementptr inbounds i8, ptr %245, i64 48
  store i32 %241, ptr %250, align 2
  %251 = getelementptr inbounds i8, ptr %245, i64 32
  store i32 %241, ptr %251, align 2
  %252 = getelementptr inbounds i8, ptr %245, i64 16
  store i32 %241, ptr %252, align 2
  store i32 %241, ptr %245, align 2
  %253 = add nuw nsw i64 %235, 1
  %254 = add nuw nsw i64 %237, 64
  %255 = add nsw i32 %236, -1
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %257, label %234, !llvm.loop !12

257:                                              ; preds = %234
  %258 = trunc nsw i64 %253 to i32
  br label %259

259:                                              ; preds = %257, %226
  %260 = phi i64 [ %227, %226 ], [ %254, %257 ]
  %261 = phi i32 [ %228, %226 ], [ %258, %257 ]
  %262 = load i16, ptr %16, align 2, !tbaa !5
  %263 = icmp eq i16 %262, 0
  br i1 %263, label %327, label %264

264:                                              ; preds = %259
  %265 = zext i16 %262 to i32
  %266 = sext i32 %261 to i64
  %267 = and i32 %265, 1
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %284, label %269

269:                                              ; preds = %264
  %270 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %266
  %271 = load i32, ptr %270, align 4, !tbaa !9
  %272 = shl i32 %271, 16
  %273 = or disjoint i32 %272, 3
  %274 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %260
  %275 = load i8, ptr %274, align 1, !tbaa !11
  %276 = zext i8 %275 to i64
  %277 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %276
  %278 = getelementptr inbounds i8, ptr %277, i64 96
  store i32 %273, ptr %278, align 2
  %279 = getelementptr inbounds i8, ptr %277, i64 64
  store i32 %273, ptr %279, align 2
  %280 = getelementptr inbounds i8, ptr %277, i64 32
  store i32 %273, ptr %280, align 2
  store i32 %273, ptr %277, align 2
  %281 = add nuw nsw i64 %266, 1
  %282 = add nuw nsw i64 %260, 32
  %283 = add nsw i32 %265, -1
  br label %284

284:                                              ; preds = %269, %264
  %285 = phi i64 [ poison, %264 ], [ %281, %269 ]
  %286 = phi i64 [ poison, %264 ], [ %282, %269 ]
  %287 = phi i64 [ %266, %264 ], [ %281, %269 ]
  %288 = phi i32 [ %265, %264 ], [ %283, %269 ]
  %289 = phi i64 [ %260, %264 ], [ %282, %269 ]
  %290 = icmp eq i16 %262, 1
  br i1 %290, label %323, label %291

291:                                              ; preds = %284, %291
  %292 = phi i64 [ %319, %291 ], [ %287, %284 ]
  %293 = phi i32 [ %321, %291 ], [ %288, %284 ]
  %294 = phi i64 [ %320, %291 ], [ %289, %284 ]
  %295 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !9
  %297 = shl i32 %296, 16
  %298 = or disjoint i32 %297, 3
  %299 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %294
  %300 = load i8, ptr %299, align 1, !tbaa !11
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %301
  %303 = getelementptr inbounds i8, ptr %302, i64 96
  store i32 %298, ptr %303, align 2
  %304 = getelementptr inbounds i8, ptr %302, i64 64
  store i32 %298, ptr %304, align 2
  %305 = getelementptr inbounds i8, ptr %302, i64 32
  store i32 %298, ptr %305, align 2
  store i32 %298, ptr %302, align 2
  %306 = add nuw nsw i64 %292, 1
  %307 = add nuw nsw i64 %294, 32
  %308 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %306
  %309 = load i32, ptr %308, align 4, !tbaa !9
  %310 = shl i32 %309, 16
  %311 = or disjoint i32 %310, 3
  %312 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %307
  %313 = load i8, ptr %312, align 1, !tbaa !11
  %314 = zext i8 %313 to i64
  %315 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %314
  %316 = getelementptr inbounds i8, ptr %315, i64 96
  store i32 %311, ptr %316, align 2
  %317 = getelementptr inbounds i8, ptr %315, i64 64
  store i32 %311, ptr %317, align 2
  %318 = getelementptr inbounds i8, ptr %315, i64 32
  store i32 %311, ptr %318, align 2
  store i32 %311, ptr %315, align 2
  %319 = add nuw nsw i64 %292, 2
  %320 = add nuw nsw i64 %294, 64
  %321 = add nsw i32 %293, -2
  %322 = icmp eq i32 %321, 0
  br i1 %322, label %323, label %291, !llvm.loop !12

323:                                              ; preds = %291, %284
  %324 = phi i64 [ %285, %284 ], [ %319, %291 ]
  %325 = phi i64 [ %286, %284 ], [ %320, %291 ]
  %326 = trunc nsw i64 %324 to i32
  br label %327

327:                                              ; preds = %323, %259
  %328 = phi i64 [ %260, %259 ], [ %325, %323 ]
  %329 = phi i32 [ %261, %259 ], [ %326, %323 ]
  %330 = load i16, ptr %21, align 2, !tbaa !5
  %331 = icmp eq i16 %330, 0
  br i1 %331, label %389, label %332

332:                                              ; preds = %327
  %333 = zext i16 %330 to i32
  %334 = sext i32 %329 to i64
  %335 = and i32 %333, 1
  %336 = icmp eq i32 %335, 0
  br i1 %336, label %350, label %337

337:                                              ; preds = %332
  %338 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %334
  %339 = load i32, ptr %338, align 4, !tbaa !9
  %340 = shl i32 %339, 16
  %341 = or disjoint i32 %340, 4
  %342 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %328
  %343 = load i8, ptr %342, align 1, !tbaa !11
  %344 = zext i8 %343 to i64
  %345 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %344
  %346 = getelementptr inbounds i8, ptr %345, i64 64
  store i32 %341, ptr %346, align 2
  store i32 %341, ptr %345, align 2
  %347 = add nuw nsw i64 %334, 1
  %348 = add nuw nsw i64 %328, 16
  %349 = add nsw i32 %333, -1
  br label %350

350:                                              ; preds = %337, %332
  %351 = phi i64 [ poison, %332 ], [ %347, %337 ]
  %352 = phi i64 [ poison, %332 ], [ %348, %337 ]
  %353 = phi i64 [ %334, %332 ], [ %347, %337 ]
  %354 = phi i32 [ %333, %332 ], [ %349, %337 ]
  %355 = phi i64 [ %328, %332 ], [ %348, %337 ]
  %356 = icmp eq i16 %330, 1
  br i1 %356, label %385, label %357

357:                                              ; preds = %350, %357
  %358 = phi i64 [ %381, %357 ], [ %353, %350 ]
  %359 = phi i32 [ %383, %357 ], [ %354, %350 ]
  %360 = phi i64 [ %382, %357 ], [ %355, %350 ]
  %361 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %358
  %362 = load i32, ptr %361, align 4, !tbaa !9
  %363 = shl i32 %362, 16
  %364 = or disjoint i32 %363, 4
  %365 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %360
  %366 = load i8, ptr %365, align 1, !tbaa !11
  %367 = zext i8 %366 to i64
  %368 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %367
  %369 = getelementptr inbounds i8, ptr %368, i64 64
  store i32 %364, ptr %369, align 2
  store i32 %364, ptr %368, align 2
  %370 = add nuw nsw i64 %358, 1
  %371 = add nuw nsw i64 %360, 16
  %372 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %370
  %373 = load i32, ptr %372, align 4, !tbaa !9
  %374 = shl i32 %373, 16
  %375 = or disjoint i32 %374, 4
  %376 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %371
  %377 = load i8, ptr %376, align 1, !tbaa !11
  %378 = zext i8 %377 to i64
  %379 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %378
  %380 = getelementptr inbounds i8, ptr %379, i64 64
  store i32 %375, ptr %380, align 2
  store i32 %375, ptr %379, align 2
  %381 = add nuw nsw i64 %358, 2
  %382 = add nuw nsw i64 %360, 32
  %383 = add nsw i32 %359, -2
  %384 = icmp eq i32 %383, 0
  br i1 %384, label %385, label %357, !llvm.loop !12

385:                                              ; preds = %357, %350
  %386 = phi i64 [ %351, %350 ], [ %381, %357 ]
  %387 = phi i64 [ %352, %350 ], [ %382, %357 ]
  %388 = trunc nsw i64 %386 to i32
  br label %389

389:                                              ; preds = %385, %327
  %390 = phi i64 [ %328, %327 ], [ %387, %385 ]
  %391 = phi i32 [ %329, %327 ], [ %388, %385 ]
  %392 = load i16, ptr %26, align 2, !tbaa !5
  %393 = icmp eq i16 %392, 0
  br i1 %393, label %442, label %394

394:                                              ; preds = %389
  %395 = zext i16 %392 to i32
  %396 = sext i32 %391 to i64
  %397 = and i32 %395, 1
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %411, label %399

399:                                              ; preds = %394
  %400 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %396
  %401 = load i32, ptr %400, align 4, !tbaa !9
  %402 = shl i32 %401, 16
  %403 = or disjoint i32 %402, 5
  %404 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %390
  %405 = load i8, ptr %404, align 1, !tbaa !11
  %406 = zext i8 %405 to i64
  %407 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %406
  store i32 %403, ptr %407, align 2
  %408 = add nuw nsw i64 %396, 1
  %409 = add nuw nsw i64 %390, 8
  %410 = add nsw i32 %395, -1
  br label %411

411:                                              ; preds = %399, %394
  %412 = phi i64 [ %396, %394 ], [ %408, %399 ]
  %413 = phi i32 [ %395, %394 ], [ %410, %399 ]
  %414 = phi i64 [ %390, %394 ], [ %409, %399 ]
  %415 = icmp eq i16 %392, 1
  br i1 %415, label %442, label %416

416:                                              ; preds = %411, %416
  %417 = phi i64 [ %438, %416 ], [ %412, %411 ]
  %418 = phi i32 [ %440, %416 ], [ %413, %411 ]
  %419 = phi i64 [ %439, %416 ], [ %414, %411 ]
  %420 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %417
  %421 = load i32, ptr %420, align 4, !tbaa !9
  %422 = shl i32 %421, 16
  %423 = or disjoint i32 %422, 5
  %424 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %419
  %425 = load i8, ptr %424, align 1, !tbaa !11
  %426 = zext i8 %425 to i64
  %427 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %426
  store i32 %423, ptr %427, align 2
  %428 = add nuw nsw i64 %417, 1
  %429 = add nuw nsw i64 %419, 8
  %430 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %428
  %431 = load i32, ptr %430, align 4, !tbaa !9
  %432 = shl i32 %431, 16
  %433 = or disjoint i32 %432, 5
  %434 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %429
  %435 = load i8, ptr %434, align 1, !tbaa !11
  %436 = zext i8 %435 to i64
  %437 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %436
  store i32 %433, ptr %437, align 2
  %438 = add nuw nsw i64 %417, 2
  %439 = add nuw nsw i64 %419, 16
  %440 = add nsw i32 %418, -2
  %441 = icmp eq i32 %440, 0
  br i1 %441, label %442, label %416, !llvm.loop !12

442:                                              ; preds = %411, %416, %389, %179
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden i32 @BrotliBuildHuffmanTable(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #3 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i64 [ %10, %5 ], [ -1, %4 ]
  %7 = getelementptr inbounds i16, ptr %2, i64 %6
  %8 = load i16, ptr %7, align 2, !tbaa !5
  %9 = icmp eq i16 %8, -1
  %10 = add nsw i64 %6, -1
  br i1 %9, label %5, label %11, !llvm.loop !14

11:                                               ; preds = %5
  %12 = trunc nsw i64 %6 to i32
  %13 = add nsw i32 %12, 16
  %14 = shl nuw i32 1, %1
  %15 = icmp slt i32 %13, %1
  %16 = shl nuw i32 1, %13
  %17 = tail call i32 @llvm.smin.i32(i32 %13, i32 %1)
  %18 = select i1 %15, i32 %16, i32 %14
  %19 = sext i32 %17 to i64
  br label %20

20:                                               ; preds = %57, %11
  %21 = phi i64 [ %61, %57 ], [ 1, %11 ]
  %22 = phi i64 [ %58, %57 ], [ 0, %11 ]
  %23 = phi i64 [ %60, %57 ], [ 128, %11 ]
  %24 = phi i32 [ %59, %57 ], [ 2, %11 ]
  %25 = getelementptr inbounds i16, ptr %3, i64 %21
  %26 = load i16, ptr %25, align 2, !tbaa !5
  %27 = icmp eq i16 %26, 0
  br i1 %27, label %57, label %28

28:                                               ; preds = %20
  %29 = zext i16 %26 to i32
  %30 = trunc i64 %21 to i32
  %31 = add i32 %30, -16
  %32 = trunc nuw nsw i64 %21 to i32
  br label %33

33:                                               ; preds = %28, %53
  %34 = phi i32 [ %29, %28 ], [ %55, %53 ]
  %35 = phi i64 [ %22, %28 ], [ %54, %53 ]
  %36 = phi i32 [ %31, %28 ], [ %40, %53 ]
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i16, ptr %2, i64 %37
  %39 = load i16, ptr %38, align 2, !tbaa !5
  %40 = zext i16 %39 to i32
  %41 = shl nuw i32 %40, 16
  %42 = or disjoint i32 %41, %32
  %43 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %35
  %44 = load i8, ptr %43, align 1, !tbaa !11
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %45
  br label %47

47:                                               ; preds = %47, %33
  %48 = phi i32 [ %18, %33 ], [ %49, %47 ]
  %49 = sub nsw i32 %48, %24
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.HuffmanCode, ptr %46, i64 %50
  store i32 %42, ptr %51, align 2
  %52 = icmp sgt i32 %49, 0
  br i1 %52, label %47, label %53, !llvm.loop !15

53:                                               ; preds = %47
  %54 = add i64 %35, %23
  %55 = add nsw i32 %34, -1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %33, !llvm.loop !16

57:                                               ; preds = %53, %20
  %58 = phi i64 [ %22, %20 ], [ %54, %53 ]
  %59 = shl i32 %24, 1
  %60 = lshr i64 %23, 1
  %61 = add nuw nsw i64 %21, 1
  %62 = icmp slt i64 %21, %19
  br i1 %62, label %20, label %63, !llvm.loop !17

63:                                               ; preds = %57
  %64 = icmp eq i32 %14, %18
  br i1 %64, label %72, label %65

65:                                               ; preds = %63, %65
  %66 = phi i32 [ %70, %65 ], [ %18, %63 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %67
  %69 = shl nsw i64 %67, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %68, ptr align 2 %0, i64 %69, i1 false)
  %70 = shl i32 %66, 1
  %71 = icmp eq i32 %14, %70
  br i1 %71, label %72, label %65, !llvm.loop !18

72:                                               ; preds = %65, %63
  %73 = add nsw i32 %1, -1
  %74 = zext nneg i32 %73 to i64
  %75 = lshr i64 128, %74
  %76 = icmp sgt i32 %13, %1
  br i1 %76, label %77, label %184

77:                                               ; preds = %72
  %78 = ptrtoint ptr %0 to i64
  %79 = sext i32 %1 to i64
  %80 = sext i32 %13 to i64
  br label %81

81:                                               ; preds = %77, %175
  %82 = phi i64 [ %79, %77 ], [ %92, %175 ]
  %83 = phi i64 [ %79, %77 ], [ %91, %175 ]
  %84 = phi ptr [ %0, %77 ], [ %180, %175 ]
  %85 = phi i32 [ %14, %77 ], [ %179, %175 ]
  %86 = phi i32 [ %14, %77 ], [ %178, %175 ]
  %87 = phi i32 [ 2, %77 ], [ %181, %175 ]
  %88 = phi i64 [ 128, %77 ], [ %182, %175 ]
  %89 = phi i64 [ 256, %77 ], [ %177, %175 ]
  %90 = phi i64 [ %58, %77 ], [ %176, %175 ]
  %91 = add nsw i64 %83, 1
  %92 = add nsw i64 %82, 1
  %93 = getelementptr inbounds i16, ptr %3, i64 %92
  %94 = load i16, ptr %93, align 2, !tbaa !5
  %95 = icmp eq i16 %94, 0
  br i1 %95, label %175, label %96

96:                                               ; preds = %81
  %97 = trunc i64 %92 to i32
  %98 = sub i32 %97, %1
  %99 = shl nuw i32 1, %98
  %100 = icmp slt i64 %82, 14
  %101 = and i32 %98, 255
  %102 = trunc i64 %82 to i32
  %103 = add i32 %102, -15
  %104 = trunc nsw i64 %92 to i32
  br label %105

105:                                              ; preds = %96, %170
  %106 = phi ptr [ %84, %96 ], [ %153, %170 ]
  %107 = phi i32 [ %85, %96 ], [ %152, %170 ]
  %108 = phi i32 [ %86, %96 ], [ %151, %170 ]
  %109 = phi i64 [ %89, %96 ], [ %171, %170 ]
  %110 = phi i64 [ %90, %96 ], [ %149, %170 ]
  %111 = phi i32 [ %103, %96 ], [ %157, %170 ]
  %112 = icmp eq i64 %109, 256
  br i1 %112, label %113, label %148

113:                                              ; preds = %105
  %114 = sext i32 %108 to i64
  %115 = getelementptr inbounds %struct.HuffmanCode, ptr %106, i64 %114
  br i1 %100, label %116, label %130

116:                                              ; preds = %113, %124
  %117 = phi i64 [ %125, %124 ], [ %91, %113 ]
  %118 = phi i32 [ %126, %124 ], [ %99, %113 ]
  %119 = getelementptr inbounds i16, ptr %3, i64 %117
  %120 = load i16, ptr %119, align 2, !tbaa !5
  %121 = zext i16 %120 to i32
  %122 = sub nsw i32 %118, %121
  %123 = icmp slt i32 %122, 1
  br i1 %123, label %128, label %124

124:                                              ; preds = %116
  %125 = add nsw i64 %117, 1
  %126 = shl nuw i32 %122, 1
  %127 = icmp slt i64 %117, 14
  br i1 %127, label %116, label %130, !llvm.loop !19

128:                                              ; preds = %116
  %129 = trunc nsw i64 %117 to i32
  br label %130

130:                                              ; preds = %124, %128, %113
  %131 = phi i32 [ %104, %113 ], [ %129, %128 ], [ 15, %124 ]
  %132 = sub nsw i32 %131, %1
  %133 = shl nuw i32 1, %132
  %134 = add nsw i32 %133, %107
  %135 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %110
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i64
  %138 = add i64 %110, %75
  %139 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %137
  %140 = ptrtoint ptr %115 to i64
  %141 = sub i64 %140, %78
  %142 = lshr exact i64 %141, 2
  %143 = sub nsw i64 %142, %137
  %144 = trunc i64 %143 to i32
  %145 = shl i32 %144, 16
  %146 = and i32 %131, 255
  %147 = or disjoint i32 %145, %146
  store i32 %147, ptr %139, align 2
  br label %148

148:                                              ; preds = %130, %105
  %149 = phi i64 [ %138, %130 ], [ %110, %105 ]
  %150 = phi i64 [ 0, %130 ], [ %109, %105 ]
  %151 = phi i32 [ %133, %130 ], [ %108, %105 ]
  %152 = phi i32 [ %134, %130 ], [ %107, %105 ]
  %153 = phi ptr [ %115, %130 ], [ %106, %105 ]
  %154 = sext i32 %111 to i64
  %155 = getelementptr inbounds i16, ptr %2, i64 %154
  %156 = load i16, ptr %155, align 2, !tbaa !5
  %157 = zext i16 %156 to i32
  %158 = shl nuw i32 %157, 16
  %159 = or disjoint i32 %158, %101
  %160 = getelementptr inbounds [256 x i8], ptr @kReverseBits, i64 0, i64 %150
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = zext i8 %161 to i64
  %163 = getelementptr inbounds %struct.HuffmanCode, ptr %153, i64 %162
  br label %164

164:                                              ; preds = %164, %148
  %165 = phi i32 [ %151, %148 ], [ %166, %164 ]
  %166 = sub nsw i32 %165, %87
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds %struct.HuffmanCode, ptr %163, i64 %167
  store i32 %159, ptr %168, align 2
  %169 = icmp sgt i32 %166, 0
  br i1 %169, label %164, label %170, !llvm.loop !15

170:                                              ; preds = %164
  %171 = add i64 %150, %88
  %172 = load i16, ptr %93, align 2, !tbaa !5
  %173 = add i16 %172, -1
  store i16 %173, ptr %93, align 2, !tbaa !5
  %174 = icmp eq i16 %173, 0
  br i1 %174, label %175, label %105, !llvm.loop !20

175:                                              ; preds = %170, %81
  %176 = phi i64 [ %90, %81 ], [ %149, %170 ]
  %177 = phi i64 [ %89, %81 ], [ %171, %170 ]
  %178 = phi i32 [ %86, %81 ], [ %151, %170 ]
  %179 = phi i32 [ %85, %81 ], [ %152, %170 ]
  %180 = phi ptr [ %84, %81 ], [ %153, %170 ]
  %181 = shl i32 %87, 1
  %182 = lshr i64 %88, 1
  %183 = icmp slt i64 %92, %80
  br i1 %183, label %81, label %184, !llvm.loop !21

184:                                              ; preds = %175, %72
  %185 = phi i32 [ %14, %72 ], [ %179, %175 ]
  ret i32 %185
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden i32 @BrotliBuildSimpleHuffmanTable(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = shl nuw i32 1, %1
  switch i32 %3, label %174 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %32
    i32 3, label %108
    i32 4, label %126
  ]

6:                                                ; preds = %4
  %7 = load i16, ptr %2, align 2, !tbaa !5
  %8 = zext i16 %7 to i32
  %9 = shl nuw i32 %8, 16
  store i32 %9, ptr %0, align 2
  br label %174

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %2, i64 2
  %12 = load i16, ptr %11, align 2, !tbaa !5
  %13 = load i16, ptr %2, align 2, !tbaa !5
  %14 = icmp ugt i16 %12, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  br i1 %14, label %16, label %24

16:                                               ; preds = %10
  %17 = zext i16 %13 to i32
  %18 = shl nuw i32 %17, 16
  %19 = or disjoint i32 %18, 1
  store i32 %19, ptr %0, align 2
  %20 = load i16, ptr %11, align 2, !tbaa !5
  %21 = zext i16 %20 to i32
  %22 = shl nuw i32 %21, 16
  %23 = or disjoint i32 %22, 1
  store i32 %23, ptr %15, align 2
  br label %174

24:                                               ; preds = %10
  %25 = zext i16 %12 to i32
  %26 = shl nuw i32 %25, 16
  %27 = or disjoint i32 %26, 1
  store i32 %27, ptr %0, align 2
  %28 = load i16, ptr %2, align 2, !tbaa !5
  %29 = zext i16 %28 to i32
  %30 = shl nuw i32 %29, 16
  %31 = or disjoint i32 %30, 1
  store i32 %31, ptr %15, align 2
  br label %174

32:                                               ; preds = %4
  %33 = load i16, ptr %2, align 2, !tbaa !5
  %34 = zext i16 %33 to i32
  %35 = shl nuw i32 %34, 16
  %36 = or disjoint i32 %35, 1
  store i32 %36, ptr %0, align 2
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i16, ptr %2, align 2, !tbaa !5
  %39 = zext i16 %38 to i32
  %40 = shl nuw i32 %39, 16
  %41 = or disjoint i32 %40, 1
  store i32 %41, ptr %37, align 2
  %42 = getelementptr inbounds i8, ptr %2, i64 4
  %43 = load i16, ptr %42, align 2, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %2, i64 2
  %45 = load i16, ptr %44, align 2, !tbaa !5
  %46 = icmp ugt i16 %43, %45
  %47 = getelementptr inbounds i8, ptr %0, i64 4
  %48 = getelementptr inbounds i8, ptr %0, i64 12
  br i1 %46, label %49, label %57

49:                                               ; preds = %32
  %50 = zext i16 %45 to i32
  %51 = shl nuw i32 %50, 16
  %52 = or disjoint i32 %51, 2
  store i32 %52, ptr %47, align 2
  %53 = load i16, ptr %42, align 2, !tbaa !5
  %54 = zext i16 %53 to i32
  %55 = shl nuw i32 %54, 16
  %56 = or disjoint i32 %55, 2
  store i32 %56, ptr %48, align 2
  br label %174

57:                                               ; preds = %32
  %58 = zext i16 %43 to i32
  %59 = shl nuw i32 %58, 16
  %60 = or disjoint i32 %59, 2
  store i32 %60, ptr %47, align 2
  %61 = load i16, ptr %44, align 2, !tbaa !5
  %62 = zext i16 %61 to i32
  %63 = shl nuw i32 %62, 16
  %64 = or disjoint i32 %63, 2
  store i32 %64, ptr %48, align 2
  br label %174

65:                                               ; preds = %125, %120
  %66 = getelementptr inbounds i8, ptr %2, i64 2
  %67 = getelementptr inbounds i8, ptr %2, i64 4
  %68 = load i16, ptr %67, align 2, !tbaa !5
  %69 = load i16, ptr %66, align 2, !tbaa !5
  %70 = icmp ult i16 %68, %69
  br i1 %70, label %71, label %72

71:                                               ; preds = %65
  store i16 %69, ptr %67, align 2, !tbaa !5
  store i16 %68, ptr %66, align 2, !tbaa !5
  br label %72

72:                                               ; preds = %71, %65
  %73 = phi i16 [ %68, %71 ], [ %69, %65 ]
  %74 = getelementptr inbounds i8, ptr %2, i64 6
  %75 = load i16, ptr %74, align 2, !tbaa !5
  %76 = icmp ult i16 %75, %73
  br i1 %76, label %77, label %78

77:                                               ; preds = %72
  store i16 %73, ptr %74, align 2, !tbaa !5
  store i16 %75, ptr %66, align 2, !tbaa !5
  br label %78

78:                                               ; preds = %77, %72
  %79 = getelementptr inbounds i8, ptr %2, i64 4
  %80 = getelementptr inbounds i8, ptr %2, i64 6
  %81 = load i16, ptr %80, align 2, !tbaa !5
  %82 = load i16, ptr %79, align 2, !tbaa !5
  %83 = icmp ult i16 %81, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %78
  store i16 %82, ptr %80, align 2, !tbaa !5
  store i16 %81, ptr %79, align 2, !tbaa !5
  br label %85

85:                                               ; preds = %78, %84
  %86 = load i16, ptr %2, align 2, !tbaa !5
  %87 = zext i16 %86 to i32
  %88 = shl nuw i32 %87, 16
  %89 = or disjoint i32 %88, 2
  store i32 %89, ptr %0, align 2
  %90 = getelementptr inbounds i8, ptr %0, i64 8
  %91 = getelementptr inbounds i8, ptr %2, i64 2
  %92 = load i16, ptr %91, align 2, !tbaa !5
  %93 = zext i16 %92 to i32
  %94 = shl nuw i32 %93, 16
  %95 = or disjoint i32 %94, 2
  store i32 %95, ptr %90, align 2
  %96 = getelementptr inbounds i8, ptr %0, i64 4
  %97 = getelementptr inbounds i8, ptr %2, i64 4
  %98 = load i16, ptr %97, align 2, !tbaa !5
  %99 = zext i16 %98 to i32
  %100 = shl nuw i32 %99, 16
  %101 = or disjoint i32 %100, 2
  store i32 %101, ptr %96, align 2
  %102 = getelementptr inbounds i8, ptr %0, i64 12
  %103 = getelementptr inbounds i8, ptr %2, i64 6
  %104 = load i16, ptr %103, align 2, !tbaa !5
  %105 = zext i16 %104 to i32
  %106 = shl nuw i32 %105, 16
  %107 = or disjoint i32 %106, 2
  store i32 %107, ptr %102, align 2
  br label %174

108:                                              ; preds = %4
  %109 = getelementptr inbounds i8, ptr %2, i64 2
  %110 = load i16, ptr %109, align 2, !tbaa !5
  %111 = load i16, ptr %2, align 2, !tbaa !5
  %112 = icmp ult i16 %110, %111
  br i1 %112, label %113, label %114

113:                                              ; preds = %108
  store i16 %111, ptr %109, align 2, !tbaa !5
  store i16 %110, ptr %2, align 2, !tbaa !5
  br label %114

114:                                              ; preds = %108, %113
  %115 = phi i16 [ %111, %108 ], [ %110, %113 ]
  %116 = getelementptr inbounds i8, ptr %2, i64 4
  %117 = load i16, ptr %116, align 2, !tbaa !5
  %118 = icmp ult i16 %117, %115
  br i1 %118, label %119, label %120

119:                                              ; preds = %114
  store i16 %115, ptr %116, align 2, !tbaa !5
  store i16 %117, ptr %2, align 2, !tbaa !5
  br label %120

120:                                              ; preds = %119, %114
  %121 = phi i16 [ %117, %119 ], [ %115, %114 ]
  %122 = getelementptr inbounds i8, ptr %2, i64 6
  %123 = load i16, ptr %122, align 2, !tbaa !5
  %124 = icmp ult i16 %123, %121
  br i1 %124, label %125, label %65

125:                                              ; preds = %120
  store i16 %121, ptr %122, align 2, !tbaa !5
  store i16 %123, ptr %2, align 2, !tbaa !5
  br label %65

126:                                              ; preds = %4
  %127 = getelementptr inbounds i8, ptr %2, i64 6
  %128 = load i16, ptr %127, align 2, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %2, i64 4
  %130 = load i16, ptr %129, align 2, !tbaa !5
  %131 = icmp ult i16 %128, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %126
  store i16 %130, ptr %127, align 2, !tbaa !5
  store i16 %128, ptr %129, align 2, !tbaa !5
  br label %133

133:                                              ; preds = %132, %126
  %134 = load i16, ptr %2, align 2, !tbaa !5
  %135 = zext i16 %134 to i32
  %136 = shl nuw i32 %135, 16
  %137 = or disjoint i32 %136, 1
  store i32 %137, ptr %0, align 2
  %138 = getelementptr inbounds i8, ptr %0, i64 4
  %139 = getelementptr inbounds i8, ptr %2, i64 2
  %140 = load i16, ptr %139, align 2, !tbaa !5
  %141 = zext i16 %140 to i32
  %142 = shl nuw i32 %141, 16
  %143 = or disjoint i32 %142, 2
  store i32 %143, ptr %138, align 2
  %144 = getelementptr inbounds i8, ptr %0, i64 8
  %145 = load i16, ptr %2, align 2, !tbaa !5
  %146 = zext i16 %145 to i32
  %147 = shl nuw i32 %146, 16
  %148 = or disjoint i32 %147, 1
  store i32 %148, ptr %144, align 2
  %149 = getelementptr inbounds i8, ptr %0, i64 12
  %150 = load i16, ptr %129, align 2, !tbaa !5
  %151 = zext i16 %150 to i32
  %152 = shl nuw i32 %151, 16
  %153 = or disjoint i32 %152, 3
  store i32 %153, ptr %149, align 2
  %154 = getelementptr inbounds i8, ptr %0, i64 16
  %155 = load i16, ptr %2, align 2, !tbaa !5
  %156 = zext i16 %155 to i32
  %157 = shl nuw i32 %156, 16
  %158 = or disjoint i32 %157, 1
  store i32 %158, ptr %154, align 2
  %159 = getelementptr inbounds i8, ptr %0, i64 20
  %160 = load i16, ptr %139, align 2, !tbaa !5
  %161 = zext i16 %160 to i32
  %162 = shl nuw i32 %161, 16
  %163 = or disjoint i32 %162, 2
  store i32 %163, ptr %159, align 2
  %164 = getelementptr inbounds i8, ptr %0, i64 24
  %165 = load i16, ptr %2, align 2, !tbaa !5
  %166 = zext i16 %165 to i32
  %167 = shl nuw i32 %166, 16
  %168 = or disjoint i32 %167, 1
  store i32 %168, ptr %164, align 2
  %169 = getelementptr inbounds i8, ptr %0, i64 28
  %170 = load i16, ptr %127, align 2, !tbaa !5
  %171 = zext i16 %170 to i32
  %172 = shl nuw i32 %171, 16
  %173 = or disjoint i32 %172, 3
  store i32 %173, ptr %169, align 2
  br label %174

174:                                              ; preds = %49, %57, %16, %24, %4, %133, %85, %6
  %175 = phi i32 [ 1, %4 ], [ 8, %133 ], [ 4, %85 ], [ 1, %6 ], [ 2, %24 ], [ 2, %16 ], [ 4, %57 ], [ 4, %49 ]
  %176 = icmp eq i32 %175, %5
  br i1 %176, label %184, label %177

177:                                              ; preds = %174, %177
  %178 = phi i32 [ %182, %177 ], [ %175, %174 ]
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %179
  %181 = shl nuw nsw i64 %179, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %180, ptr align 2 %0, i64 %181, i1 false)
  %182 = shl i32 %178, 1
  %183 = icmp eq i32 %182, %5
  br i1 %183, label %184, label %177, !llvm.loop !22

184:                                              ; preds = %177, %174
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
