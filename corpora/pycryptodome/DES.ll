; ModuleID = 'src/DES.c'
source_filename = "src/DES.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@PC1 = internal unnamed_addr constant [56 x i8] c"91)!\19\11\09\01:2*\22\1A\12\0A\02;3+#\1B\13\0B\03<4,$?7/'\1F\17\0F\07>6.&\1E\16\0E\06=5-%\1D\15\0D\05\1C\14\0C\04", align 16
@SHIFTS = internal unnamed_addr constant [16 x i8] c"\01\01\02\02\02\02\02\02\01\02\02\02\02\02\02\01", align 16

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @DES_stop_operation(ptr noundef %0) #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #8
  br label %4

4:                                                ; preds = %1, %3
  %5 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 7) i32 @DES_start_operation(ptr noundef readonly %0, i64 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %277, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(160) ptr @calloc(i64 noundef 1, i64 noundef 160) #9
  store ptr %8, ptr %2, align 8, !tbaa !5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %277, label %10

10:                                               ; preds = %7
  store ptr @DES_encrypt, ptr %8, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @DES_decrypt, ptr %11, align 8, !tbaa !12
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr @DES_stop_operation, ptr %12, align 8, !tbaa !13
  %13 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 8, ptr %13, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %8, i64 32
  %15 = icmp eq i64 %1, 8
  br i1 %15, label %16, label %276

16:                                               ; preds = %10
  %17 = load i8, ptr %0, align 1, !tbaa !15
  %18 = zext i8 %17 to i64
  %19 = shl nuw i64 %18, 56
  %20 = getelementptr inbounds i8, ptr %0, i64 1
  %21 = load i8, ptr %20, align 1, !tbaa !15
  %22 = zext i8 %21 to i64
  %23 = shl nuw nsw i64 %22, 48
  %24 = or disjoint i64 %23, %19
  %25 = getelementptr inbounds i8, ptr %0, i64 2
  %26 = load i8, ptr %25, align 1, !tbaa !15
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 40
  %29 = or disjoint i64 %24, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 3
  %31 = load i8, ptr %30, align 1, !tbaa !15
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 32
  %34 = or disjoint i64 %29, %33
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i8, ptr %35, align 1, !tbaa !15
  %37 = zext i8 %36 to i64
  %38 = shl nuw nsw i64 %37, 24
  %39 = or disjoint i64 %34, %38
  %40 = getelementptr inbounds i8, ptr %0, i64 5
  %41 = load i8, ptr %40, align 1, !tbaa !15
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 16
  %44 = or disjoint i64 %39, %43
  %45 = getelementptr inbounds i8, ptr %0, i64 6
  %46 = load i8, ptr %45, align 1, !tbaa !15
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 8
  %49 = or i64 %44, %48
  %50 = getelementptr inbounds i8, ptr %0, i64 7
  %51 = load i8, ptr %50, align 1, !tbaa !15
  %52 = zext i8 %51 to i64
  %53 = or i64 %49, %52
  br label %54

54:                                               ; preds = %54, %16
  %55 = phi i64 [ 0, %16 ], [ %76, %54 ]
  %56 = phi i64 [ 0, %16 ], [ %75, %54 ]
  %57 = getelementptr inbounds [56 x i8], ptr @PC1, i64 0, i64 %55
  %58 = load i8, ptr %57, align 2, !tbaa !15
  %59 = zext i8 %58 to i64
  %60 = sub nsw i64 64, %59
  %61 = and i64 %60, 4294967295
  %62 = lshr i64 %53, %61
  %63 = or disjoint i64 %55, 1
  %64 = shl i64 %56, 2
  %65 = shl i64 %62, 1
  %66 = and i64 %65, 2
  %67 = getelementptr inbounds [56 x i8], ptr @PC1, i64 0, i64 %63
  %68 = load i8, ptr %67, align 1, !tbaa !15
  %69 = zext i8 %68 to i64
  %70 = sub nsw i64 64, %69
  %71 = and i64 %70, 4294967295
  %72 = lshr i64 %53, %71
  %73 = and i64 %72, 1
  %74 = or disjoint i64 %66, %73
  %75 = or disjoint i64 %74, %64
  %76 = add nuw nsw i64 %55, 2
  %77 = icmp eq i64 %76, 56
  br i1 %77, label %78, label %54, !llvm.loop !16

78:                                               ; preds = %54
  %79 = lshr i64 %64, 28
  %80 = trunc i64 %79 to i32
  %81 = trunc i64 %75 to i32
  %82 = and i32 %81, 268435455
  br label %83

83:                                               ; preds = %83, %78
  %84 = phi i64 [ 0, %78 ], [ %274, %83 ]
  %85 = phi i32 [ %82, %78 ], [ %98, %83 ]
  %86 = phi i32 [ %80, %78 ], [ %94, %83 ]
  %87 = getelementptr inbounds [16 x i8], ptr @SHIFTS, i64 0, i64 %84
  %88 = load i8, ptr %87, align 1, !tbaa !15
  %89 = zext i8 %88 to i32
  %90 = shl i32 %86, %89
  %91 = sub nsw i32 28, %89
  %92 = lshr i32 %86, %91
  %93 = or i32 %92, %90
  %94 = and i32 %93, 268435455
  %95 = shl i32 %85, %89
  %96 = lshr i32 %85, %91
  %97 = and i32 %95, 268435455
  %98 = or i32 %97, %96
  %99 = zext nneg i32 %94 to i64
  %100 = shl nuw nsw i64 %99, 28
  %101 = zext nneg i32 %98 to i64
  %102 = or i64 %100, %101
  %103 = lshr i64 %99, 13
  %104 = and i64 %103, 2
  %105 = lshr i64 %99, 11
  %106 = and i64 %105, 1
  %107 = or disjoint i64 %106, %104
  %108 = shl nuw nsw i64 %107, 2
  %109 = lshr i64 %99, 16
  %110 = and i64 %109, 2
  %111 = or disjoint i64 %108, %110
  %112 = lshr i64 %99, 4
  %113 = and i64 %112, 1
  %114 = or disjoint i64 %111, %113
  %115 = shl nuw nsw i64 %114, 1
  %116 = and i64 %115, 126
  %117 = lshr i64 %99, 27
  %118 = or disjoint i64 %116, %117
  %119 = shl nuw nsw i64 %118, 1
  %120 = lshr i64 %99, 23
  %121 = and i64 %120, 1
  %122 = or disjoint i64 %119, %121
  %123 = trunc nuw nsw i64 %122 to i8
  %124 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 0
  store i8 %123, ptr %124, align 1, !tbaa !15
  %125 = lshr i64 %99, 24
  %126 = and i64 %125, 2
  %127 = lshr i64 %102, 28
  %128 = and i64 %127, 1
  %129 = or disjoint i64 %128, %126
  %130 = shl nuw nsw i64 %129, 2
  %131 = lshr i64 %99, 12
  %132 = and i64 %131, 2
  %133 = or disjoint i64 %130, %132
  %134 = lshr i64 %99, 22
  %135 = and i64 %134, 1
  %136 = or disjoint i64 %133, %135
  %137 = shl nuw nsw i64 %136, 1
  %138 = and i64 %137, 126
  %139 = lshr i64 %99, 7
  %140 = and i64 %139, 1
  %141 = or disjoint i64 %138, %140
  %142 = shl nuw nsw i64 %141, 1
  %143 = lshr i64 %99, 18
  %144 = and i64 %143, 1
  %145 = or disjoint i64 %142, %144
  %146 = trunc nuw nsw i64 %145 to i8
  %147 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 1
  store i8 %146, ptr %147, align 1, !tbaa !15
  %148 = and i64 %112, 2
  %149 = lshr i64 %99, 9
  %150 = and i64 %149, 1
  %151 = or disjoint i64 %150, %148
  %152 = shl nuw nsw i64 %151, 2
  %153 = lshr i64 %99, 15
  %154 = and i64 %153, 2
  %155 = or disjoint i64 %152, %154
  %156 = and i64 %125, 1
  %157 = or disjoint i64 %155, %156
  %158 = shl nuw nsw i64 %157, 1
  %159 = and i64 %158, 126
  %160 = lshr i64 %102, 30
  %161 = and i64 %160, 1
  %162 = or disjoint i64 %159, %161
  %163 = shl nuw nsw i64 %162, 1
  %164 = lshr i64 %99, 20
  %165 = and i64 %164, 1
  %166 = or disjoint i64 %163, %165
  %167 = trunc nuw nsw i64 %166 to i8
  %168 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 2
  store i8 %167, ptr %168, align 1, !tbaa !15
  %169 = and i64 %105, 2
  %170 = lshr i64 %99, 21
  %171 = and i64 %170, 1
  %172 = or disjoint i64 %171, %169
  %173 = shl nuw nsw i64 %172, 2
  %174 = and i64 %127, 2
  %175 = or disjoint i64 %173, %174
  %176 = lshr i64 %99, 8
  %177 = and i64 %176, 1
  %178 = or disjoint i64 %175, %177
  %179 = shl nuw nsw i64 %178, 1
  %180 = and i64 %179, 126
  %181 = and i64 %153, 1
  %182 = or disjoint i64 %180, %181
  %183 = shl nuw nsw i64 %182, 1
  %184 = lshr i64 %99, 26
  %185 = and i64 %184, 1
  %186 = or disjoint i64 %183, %185
  %187 = trunc nuw nsw i64 %186 to i8
  %188 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 3
  store i8 %187, ptr %188, align 1, !tbaa !15
  %189 = lshr i64 %101, 14
  %190 = and i64 %189, 2
  %191 = lshr i64 %101, 4
  %192 = and i64 %191, 1
  %193 = or disjoint i64 %192, %190
  %194 = shl nuw nsw i64 %193, 2
  %195 = lshr i64 %101, 24
  %196 = and i64 %195, 2
  %197 = or disjoint i64 %194, %196
  %198 = lshr i64 %101, 19
  %199 = and i64 %198, 1
  %200 = or disjoint i64 %197, %199
  %201 = shl nuw nsw i64 %200, 1
  %202 = and i64 %201, 126
  %203 = lshr i64 %101, 9
  %204 = and i64 %203, 1
  %205 = or disjoint i64 %202, %204
  %206 = shl nuw nsw i64 %205, 1
  %207 = lshr i64 %101, 1
  %208 = and i64 %207, 1
  %209 = or disjoint i64 %206, %208
  %210 = trunc nuw nsw i64 %209 to i8
  %211 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 4
  store i8 %210, ptr %211, align 1, !tbaa !15
  %212 = lshr i64 %101, 25
  %213 = and i64 %212, 2
  %214 = lshr i64 %101, 16
  %215 = and i64 %214, 1
  %216 = or disjoint i64 %215, %213
  %217 = shl nuw nsw i64 %216, 2
  %218 = and i64 %191, 2
  %219 = or disjoint i64 %217, %218
  %220 = lshr i64 %101, 11
  %221 = and i64 %220, 1
  %222 = or disjoint i64 %219, %221
  %223 = shl nuw nsw i64 %222, 1
  %224 = and i64 %223, 126
  %225 = lshr i64 %101, 23
  %226 = and i64 %225, 1
  %227 = or disjoint i64 %224, %226
  %228 = shl nuw nsw i64 %227, 1
  %229 = lshr i64 %101, 8
  %230 = and i64 %229, 1
  %231 = or disjoint i64 %228, %230
  %232 = trunc nuw nsw i64 %231 to i8
  %233 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 5
  store i8 %232, ptr %233, align 1, !tbaa !15
  %234 = and i64 %220, 2
  %235 = lshr i64 %101, 7
  %236 = and i64 %235, 1
  %237 = or disjoint i64 %236, %234
  %238 = shl nuw nsw i64 %237, 2
  %239 = and i64 %214, 2
  %240 = or disjoint i64 %238, %239
  %241 = and i64 %101, 1
  %242 = or disjoint i64 %240, %241
  %243 = shl nuw nsw i64 %242, 1
  %244 = and i64 %243, 126
  %245 = lshr i64 %101, 22
  %246 = and i64 %245, 1
  %247 = or disjoint i64 %244, %246
  %248 = shl nuw nsw i64 %247, 1
  %249 = lshr i64 %101, 3
  %250 = and i64 %249, 1
  %251 = or disjoint i64 %248, %250
  %252 = trunc nuw nsw i64 %251 to i8
  %253 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 6
  store i8 %252, ptr %253, align 1, !tbaa !15
  %254 = and i64 %203, 2
  %255 = and i64 %189, 1
  %256 = or disjoint i64 %255, %254
  %257 = shl nuw nsw i64 %256, 2
  %258 = lshr i64 %101, 5
  %259 = and i64 %258, 2
  %260 = or disjoint i64 %257, %259
  %261 = lshr i64 %101, 20
  %262 = and i64 %261, 1
  %263 = or disjoint i64 %260, %262
  %264 = shl nuw nsw i64 %263, 1
  %265 = and i64 %264, 126
  %266 = lshr i64 %101, 27
  %267 = and i64 %266, 1
  %268 = or disjoint i64 %265, %267
  %269 = shl nuw nsw i64 %268, 1
  %270 = and i64 %195, 1
  %271 = or disjoint i64 %269, %270
  %272 = trunc nuw nsw i64 %271 to i8
  %273 = getelementptr inbounds [16 x [8 x i8]], ptr %14, i64 0, i64 %84, i64 7
  store i8 %272, ptr %273, align 1, !tbaa !15
  %274 = add nuw nsw i64 %84, 1
  %275 = icmp eq i64 %274, 16
  br i1 %275, label %277, label %83, !llvm.loop !18

276:                                              ; preds = %10
  tail call void @free(ptr noundef nonnull %8) #8
  store ptr null, ptr %2, align 8, !tbaa !5
  br label %277

277:                                              ; preds = %83, %276, %7, %3
  %278 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 6, %276 ], [ 0, %83 ]
  ret i32 %278
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal range(i32 0, 4) i32 @DES_encrypt(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) #4 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %28, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %24, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi i64 [ %3, %14 ], [ %22, %16 ]
  %18 = phi ptr [ %2, %14 ], [ %21, %16 ]
  %19 = phi ptr [ %1, %14 ], [ %20, %16 ]
  tail call fastcc void @des_process(ptr noundef nonnull readonly %15, ptr noundef readonly %19, ptr noundef %18, i32 noundef 0)
  %20 = getelementptr inbounds i8, ptr %19, i64 %12
  %21 = getelementptr inbounds i8, ptr %18, i64 %12
  %22 = sub i64 %17, %12
  %23 = icmp ult i64 %22, %12
  br i1 %23, label %24, label %16, !llvm.loop !19

24:                                               ; preds = %16, %10
  %25 = phi i64 [ %3, %10 ], [ %22, %16 ]
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %26, i32 0, i32 3
  br label %28

28:                                               ; preds = %24, %4
  %29 = phi i32 [ 1, %4 ], [ %27, %24 ]
  ret i32 %29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal range(i32 0, 4) i32 @DES_decrypt(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) #4 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %28, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %24, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi i64 [ %3, %14 ], [ %22, %16 ]
  %18 = phi ptr [ %2, %14 ], [ %21, %16 ]
  %19 = phi ptr [ %1, %14 ], [ %20, %16 ]
  tail call fastcc void @des_process(ptr noundef nonnull readonly %15, ptr noundef readonly %19, ptr noundef %18, i32 noundef 1)
  %20 = getelementptr inbounds i8, ptr %19, i64 %12
  %21 = getelementptr inbounds i8, ptr %18, i64 %12
  %22 = sub i64 %17, %12
  %23 = icmp ult i64 %22, %12
  br i1 %23, label %24, label %16, !llvm.loop !20

24:                                               ; preds = %16, %10
  %25 = phi i64 [ %3, %10 ], [ %22, %16 ]
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %26, i32 0, i32 3
  br label %28

28:                                               ; preds = %24, %4
  %29 = phi i32 [ 1, %4 ], [ %27, %24 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @des_process(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) unnamed_addr #5 {
  %5 = getelementptr inbounds i8, ptr %1, i64 3
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %1, i64 2
  %9 = load i8, ptr %8, align 1, !tbaa !15
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 8
  %12 = or disjoint i32 %11, %7
  %13 = getelementptr inbounds i8, ptr %1, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !15
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 16
  %17 = or disjoint i32 %12, %16
  %18 = load i8, ptr %1, align 1, !tbaa !15
  %19 = zext i8 %18 to i32
  %20 = shl nuw i32 %19, 24
  %21 = or disjoint i32 %17, %20
  %22 = getelementptr inbounds i8, ptr %1, i64 4
  %23 = getelementptr inbounds i8, ptr %1, i64 7
  %24 = load i8, ptr %23, align 1, !tbaa !15
  %25 = zext i8 %24 to i32
  %26 = getelementptr inbounds i8, ptr %1, i64 6
  %27 = load i8, ptr %26, align 1, !tbaa !15
  %28 = zext i8 %27 to i32
  %29 = shl nuw nsw i32 %28, 8
  %30 = or disjoint i32 %29, %25
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !15
  %33 = zext i8 %32 to i32
  %34 = shl nuw nsw i32 %33, 16
  %35 = or disjoint i32 %30, %34
  %36 = load i8, ptr %22, align 1, !tbaa !15
  %37 = zext i8 %36 to i32
  %38 = shl nuw i32 %37, 24
  %39 = or disjoint i32 %35, %38
  %40 = lshr i32 %21, 4
  %41 = xor i32 %39, %40
  %42 = and i32 %41, 252645135
  %43 = xor i32 %42, %39
  %44 = shl nuw i32 %42, 4
  %45 = xor i32 %44, %21
  %46 = lshr i32 %45, 16
  %47 = and i32 %43, 65535
  %48 = xor i32 %46, %47
  %49 = xor i32 %48, %43
  %50 = shl nuw i32 %48, 16
  %51 = xor i32 %50, %45
  %52 = lshr i32 %49, 2
  %53 = xor i32 %52, %51
  %54 = and i32 %53, 858993459
  %55 = xor i32 %54, %51
  %56 = shl nuw i32 %54, 2
  %57 = xor i32 %56, %49
  %58 = lshr i32 %57, 8
  %59 = xor i32 %58, %55
  %60 = and i32 %59, 16711935
  %61 = xor i32 %60, %55
  %62 = shl nuw i32 %60, 8
  %63 = xor i32 %62, %57
  %64 = lshr i32 %61, 1
  %65 = xor i32 %63, %64
  %66 = and i32 %65, 1431655765
  %67 = xor i32 %66, %63
  %68 = shl nuw i32 %66, 1
  %69 = icmp eq i32 %3, 0
  %70 = select i1 %69, i32 0, i32 15
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %71
  %73 = tail call fastcc i32 @des_f(i32 noundef %67, ptr noundef readonly %72)
  %74 = xor i32 %73, %68
  %75 = xor i32 %74, %61
  %76 = xor i32 %70, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %77
  %79 = tail call fastcc i32 @des_f(i32 noundef %75, ptr noundef readonly %78)
  %80 = xor i32 %67, %79
  %81 = xor i32 %70, 2
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %82
  %84 = tail call fastcc i32 @des_f(i32 noundef %80, ptr noundef readonly %83)
  %85 = xor i32 %75, %84
  %86 = xor i32 %70, 3
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %87
  %89 = tail call fastcc i32 @des_f(i32 noundef %85, ptr noundef readonly %88)
  %90 = xor i32 %80, %89
  %91 = xor i32 %70, 4
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %92
  %94 = tail call fastcc i32 @des_f(i32 noundef %90, ptr noundef readonly %93)
  %95 = xor i32 %85, %94
  %96 = xor i32 %70, 5
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %97
  %99 = tail call fastcc i32 @des_f(i32 noundef %95, ptr noundef readonly %98)
  %100 = xor i32 %90, %99
  %101 = xor i32 %70, 6
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %102
  %104 = tail call fastcc i32 @des_f(i32 noundef %100, ptr noundef readonly %103)
  %105 = xor i32 %95, %104
  %106 = xor i32 %70, 7
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %107
  %109 = tail call fastcc i32 @des_f(i32 noundef %105, ptr noundef readonly %108)
  %110 = xor i32 %100, %109
  %111 = xor i32 %70, 8
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %112
  %114 = tail call fastcc i32 @des_f(i32 noundef %110, ptr noundef readonly %113)
  %115 = xor i32 %105, %114
  %116 = xor i32 %70, 9
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %117
  %119 = tail call fastcc i32 @des_f(i32 noundef %115, ptr noundef readonly %118)
  %120 = xor i32 %110, %119
  %121 = xor i32 %70, 10
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %122
  %124 = tail call fastcc i32 @des_f(i32 noundef %120, ptr noundef readonly %123)
  %125 = xor i32 %115, %124
  %126 = xor i32 %70, 11
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %127
  %129 = tail call fastcc i32 @des_f(i32 noundef %125, ptr noundef readonly %128)
  %130 = xor i32 %120, %129
  %131 = xor i32 %70, 12
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %132
  %134 = tail call fastcc i32 @des_f(i32 noundef %130, ptr noundef readonly %133)
  %135 = xor i32 %125, %134
  %136 = xor i32 %70, 13
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %137
  %139 = tail call fastcc i32 @des_f(i32 noundef %135, ptr noundef readonly %138)
  %140 = xor i32 %130, %139
  %141 = xor i32 %70, 14
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %142
  %144 = tail call fastcc i32 @des_f(i32 noundef %140, ptr noundef readonly %143)
  %145 = xor i32 %135, %144
  %146 = xor i32 %70, 15
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds [16 x [8 x i8]], ptr %0, i64 0, i64 %147
  %149 = tail call fastcc i32 @des_f(i32 noundef %145, ptr noundef readonly %148)
  %150 = xor i32 %140, %149
  %151 = lshr i32 %150, 1
  %152 = xor i32 %151, %145
  %153 = and i32 %152, 1431655765
  %154 = xor i32 %153, %145
  %155 = shl nuw i32 %153, 1
  %156 = xor i32 %155, %150
  %157 = lshr i32 %154, 8
  %158 = xor i32 %157, %156
  %159 = and i32 %158, 16711935
  %160 = xor i32 %159, %156
  %161 = shl nuw i32 %159, 8
  %162 = xor i32 %161, %154
  %163 = lshr i32 %162, 2
  %164 = xor i32 %163, %160
  %165 = and i32 %164, 858993459
  %166 = xor i32 %165, %160
  %167 = shl nuw i32 %165, 2
  %168 = xor i32 %167, %162
  %169 = lshr i32 %166, 16
  %170 = and i32 %168, 65535
  %171 = xor i32 %170, %169
  %172 = xor i32 %171, %168
  %173 = shl nuw i32 %171, 16
  %174 = xor i32 %173, %166
  %175 = lshr i32 %174, 4
  %176 = xor i32 %175, %172
  %177 = and i32 %176, 252645135
  %178 = xor i32 %177, %172
  %179 = shl nuw i32 %177, 4
  %180 = xor i32 %179, %174
  %181 = lshr i32 %180, 24
  %182 = trunc nuw i32 %181 to i8
  store i8 %182, ptr %2, align 1, !tbaa !15
  %183 = lshr i32 %180, 16
  %184 = trunc i32 %183 to i8
  %185 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 %184, ptr %185, align 1, !tbaa !15
  %186 = lshr i32 %180, 8
  %187 = trunc i32 %186 to i8
  %188 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 %187, ptr %188, align 1, !tbaa !15
  %189 = trunc i32 %180 to i8
  %190 = getelementptr inbounds i8, ptr %2, i64 3
  store i8 %189, ptr %190, align 1, !tbaa !15
  %191 = getelementptr inbounds i8, ptr %2, i64 4
  %192 = lshr i32 %178, 24
  %193 = trunc nuw i32 %192 to i8
  store i8 %193, ptr %191, align 1, !tbaa !15
  %194 = lshr i32 %178, 16
  %195 = trunc i32 %194 to i8
  %196 = getelementptr inbounds i8, ptr %2, i64 5
  store i8 %195, ptr %196, align 1, !tbaa !15
  %197 = lshr i32 %178, 8
  %198 = trunc i32 %197 to i8
  %199 = getelementptr inbounds i8, ptr %2, i64 6
  store i8 %198, ptr %199, align 1, !tbaa !15
  %200 = trunc i32 %178 to i8
  %201 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 %200, ptr %201, align 1, !tbaa !15
  ret void
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @des_f(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 5)
  %4 = and i32 %3, 63
  %5 = load i8, ptr %1, align 1, !tbaa !15
  %6 = zext i8 %5 to i32
  %7 = xor i32 %4, %6
  %8 = zext nneg i32 %7 to i64
  %9 = lshr i64 -8746754110685546983, %8
  %10 = trunc i64 %9 to i32
  %11 = shl i32 %10, 23
  %12 = and i32 %11, 8388608
  %13 = lshr i64 -5708445451402336579, %8
  %14 = trunc i64 %13 to i32
  %15 = shl i32 %14, 15
  %16 = and i32 %15, 32768
  %17 = lshr i64 2876063562204127017, %8
  %18 = trunc i64 %17 to i32
  %19 = shl i32 %18, 9
  %20 = and i32 %19, 512
  %21 = lshr i64 -7963515302224743304, %8
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 1
  %24 = and i32 %23, 2
  %25 = lshr i32 %0, 23
  %26 = and i32 %25, 63
  %27 = getelementptr inbounds i8, ptr %1, i64 1
  %28 = load i8, ptr %27, align 1, !tbaa !15
  %29 = zext i8 %28 to i32
  %30 = xor i32 %26, %29
  %31 = zext nneg i32 %30 to i64
  %32 = lshr i64 -2191536206657640871, %31
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 19
  %35 = and i32 %34, 524288
  %36 = lshr i64 7564143116803294185, %31
  %37 = trunc i64 %36 to i32
  %38 = shl i32 %37, 4
  %39 = and i32 %38, 16
  %40 = lshr i64 8388670587917344707, %31
  %41 = trunc i64 %40 to i32
  %42 = shl i32 %41, 30
  %43 = and i32 %42, 1073741824
  %44 = lshr i64 -3664985810666187121, %31
  %45 = trunc i64 %44 to i32
  %46 = shl i32 %45, 14
  %47 = and i32 %46, 16384
  %48 = or disjoint i32 %12, %16
  %49 = or disjoint i32 %48, %20
  %50 = or disjoint i32 %49, %24
  %51 = or disjoint i32 %50, %39
  %52 = or disjoint i32 %51, %35
  %53 = or i32 %52, %43
  %54 = or i32 %53, %47
  %55 = lshr i32 %0, 19
  %56 = and i32 %55, 63
  %57 = getelementptr inbounds i8, ptr %1, i64 2
  %58 = load i8, ptr %57, align 1, !tbaa !15
  %59 = zext i8 %58 to i32
  %60 = xor i32 %56, %59
  %61 = zext nneg i32 %60 to i64
  %62 = lshr i64 -7608500164665503533, %61
  %63 = trunc i64 %62 to i32
  %64 = shl i32 %63, 8
  %65 = and i32 %64, 256
  %66 = lshr i64 -2780262257102915254, %61
  %67 = trunc i64 %66 to i32
  %68 = shl i32 %67, 16
  %69 = and i32 %68, 65536
  %70 = lshr i64 8555033946419803977, %61
  %71 = trunc i64 %70 to i32
  %72 = shl i32 %71, 2
  %73 = and i32 %72, 4
  %74 = lshr i64 5444179476418483866, %61
  %75 = trunc i64 %74 to i32
  %76 = shl i32 %75, 26
  %77 = and i32 %76, 67108864
  %78 = lshr i32 %0, 15
  %79 = and i32 %78, 63
  %80 = getelementptr inbounds i8, ptr %1, i64 3
  %81 = load i8, ptr %80, align 1, !tbaa !15
  %82 = zext i8 %81 to i32
  %83 = xor i32 %79, %82
  %84 = zext nneg i32 %83 to i64
  %85 = lshr i64 -7871193625167636418, %84
  %86 = trunc i64 %85 to i32
  %87 = shl i32 %86, 6
  %88 = and i32 %87, 64
  %89 = lshr i64 -3789372763386802537, %84
  %90 = trunc i64 %89 to i32
  %91 = shl i32 %90, 12
  %92 = and i32 %91, 4096
  %93 = lshr i64 -5993984823852741007, %84
  %94 = trunc i64 %93 to i32
  %95 = shl i32 %94, 22
  %96 = and i32 %95, 4194304
  %97 = lshr i64 700164721466775783, %84
  %98 = trunc i64 %97 to i32
  %99 = shl i32 %98, 31
  %100 = or disjoint i32 %65, %69
  %101 = or disjoint i32 %100, %73
  %102 = or disjoint i32 %101, %77
  %103 = or disjoint i32 %102, %99
  %104 = or disjoint i32 %103, %96
  %105 = or disjoint i32 %104, %92
  %106 = add nuw nsw i32 %105, %88
  %107 = add nuw nsw i32 %106, %54
  %108 = lshr i32 %0, 11
  %109 = and i32 %108, 63
  %110 = getelementptr inbounds i8, ptr %1, i64 4
  %111 = load i8, ptr %110, align 1, !tbaa !15
  %112 = zext i8 %111 to i32
  %113 = xor i32 %109, %112
  %114 = zext nneg i32 %113 to i64
  %115 = lshr i64 4800218635041846414, %114
  %116 = trunc i64 %115 to i32
  %117 = shl i32 %116, 24
  %118 = and i32 %117, 16777216
  %119 = lshr i64 7591833814606179222, %114
  %120 = trunc i64 %119 to i32
  %121 = shl i32 %120, 18
  %122 = and i32 %121, 262144
  %123 = lshr i64 -4104123110386541269, %114
  %124 = trunc i64 %123 to i32
  %125 = shl i32 %124, 7
  %126 = and i32 %125, 128
  %127 = lshr i64 -6571430451310315192, %114
  %128 = trunc i64 %127 to i32
  %129 = shl i32 %128, 29
  %130 = and i32 %129, 536870912
  %131 = lshr i32 %0, 7
  %132 = and i32 %131, 63
  %133 = getelementptr inbounds i8, ptr %1, i64 5
  %134 = load i8, ptr %133, align 1, !tbaa !15
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = zext nneg i32 %136 to i64
  %138 = lshr i64 -5455347244156556965, %137
  %139 = trunc i64 %138 to i32
  %140 = shl i32 %139, 28
  %141 = and i32 %140, 268435456
  %142 = lshr i64 -4136212290621498775, %137
  %143 = trunc i64 %142 to i32
  %144 = shl i32 %143, 3
  %145 = and i32 %144, 8
  %146 = lshr i64 5966109781034931930, %137
  %147 = trunc i64 %146 to i32
  %148 = shl i32 %147, 21
  %149 = and i32 %148, 2097152
  %150 = lshr i64 -7664165208285469876, %137
  %151 = trunc i64 %150 to i32
  %152 = shl i32 %151, 13
  %153 = and i32 %152, 8192
  %154 = lshr i32 %0, 3
  %155 = and i32 %154, 63
  %156 = getelementptr inbounds i8, ptr %1, i64 6
  %157 = load i8, ptr %156, align 1, !tbaa !15
  %158 = zext i8 %157 to i32
  %159 = xor i32 %155, %158
  %160 = zext nneg i32 %159 to i64
  %161 = lshr i64 -7870214105278785178, %160
  %162 = trunc i64 %161 to i32
  %163 = and i32 %162, 1
  %164 = lshr i64 -8746877341568449597, %160
  %165 = trunc i64 %164 to i32
  %166 = shl i32 %165, 20
  %167 = and i32 %166, 1048576
  %168 = lshr i64 7680313134712324596, %160
  %169 = trunc i64 %168 to i32
  %170 = shl i32 %169, 10
  %171 = and i32 %170, 1024
  %172 = lshr i64 3787129784333068710, %160
  %173 = trunc i64 %172 to i32
  %174 = shl i32 %173, 25
  %175 = and i32 %174, 33554432
  %176 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 1)
  %177 = and i32 %176, 63
  %178 = getelementptr inbounds i8, ptr %1, i64 7
  %179 = load i8, ptr %178, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = zext nneg i32 %181 to i64
  %183 = lshr i64 -4505080513961716039, %182
  %184 = trunc i64 %183 to i32
  %185 = shl i32 %184, 27
  %186 = and i32 %185, 134217728
  %187 = lshr i64 4129403596798862697, %182
  %188 = trunc i64 %187 to i32
  %189 = shl i32 %188, 5
  %190 = and i32 %189, 32
  %191 = lshr i64 -6406835942233915636, %182
  %192 = trunc i64 %191 to i32
  %193 = shl i32 %192, 17
  %194 = and i32 %193, 131072
  %195 = lshr i64 -6961859354855441365, %182
  %196 = trunc i64 %195 to i32
  %197 = shl i32 %196, 11
  %198 = and i32 %197, 2048
  %199 = or disjoint i32 %118, %122
  %200 = or disjoint i32 %199, %126
  %201 = or disjoint i32 %200, %130
  %202 = or disjoint i32 %201, %145
  %203 = or disjoint i32 %202, %141
  %204 = or i32 %203, %149
  %205 = or i32 %204, %153
  %206 = or i32 %205, %163
  %207 = or i32 %206, %167
  %208 = or i32 %207, %171
  %209 = or i32 %208, %175
  %210 = or i32 %209, %107
  %211 = or i32 %210, %190
  %212 = or i32 %211, %186
  %213 = or i32 %212, %194
  %214 = or i32 %213, %198
  ret i32 %214
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_BlockBase", !6, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !6, i64 16}
!14 = !{!10, !11, i64 24}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
