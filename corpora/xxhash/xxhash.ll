; ModuleID = 'deps/xxhash/xxhash.c'
source_filename = "deps/xxhash/xxhash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.XXH128_hash_t = type { i64, i64 }

@XXH3_kSecret = internal constant [192 x i8] c"\B8\FEl9#\A4K\BE|\01\81,\F7!\AD\1C\DE\D4m\E9\83\90\97\DBr@\A4\A4\B7\B3g\1F\CBy\E6N\CC\C0\E5x\82Z\D0}\CC\FFr!\B8\08Ft\F7C$\8E\E05\90\E6\81:&L<(R\BB\91\C3\00\CB\88\D0e\8B\1BS.\A3qdH\97\A2\0D\F9N8\19\EFF\A9\DE\AC\D8\A8\FAv?\E3\9C4?\F9\DC\BB\C7\C7\0BO\1D\8AQ\E0K\CD\B4Y1\C8\9F~\C9\D9xsd\EA\C5\AC\834\D3\EB\C3\C5\81\A0\FF\FA\13c\EB\17\0D\DDQ\B7\F0\DAI\D3\16U&)\D4h\9E+\16\BEX}G\A1\FC\8F\F8\B8\D1z\D01\CEE\CB:\8F\95\16\04(\AF\D7\FB\CA\BBK@~", align 64

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @XXH_versionNumber() local_unnamed_addr #0 {
  ret i32 804
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @XXH32(ptr noundef readonly %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %59, label %5

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 15
  br i1 %6, label %7, label %55

7:                                                ; preds = %5
  %8 = add i32 %2, 606290984
  %9 = add i32 %2, -2048144777
  %10 = add i32 %2, 1640531535
  %11 = getelementptr inbounds i8, ptr %0, i64 %1
  %12 = getelementptr inbounds i8, ptr %11, i64 -15
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i32 [ %10, %7 ], [ %41, %13 ]
  %15 = phi i32 [ %2, %7 ], [ %35, %13 ]
  %16 = phi i32 [ %9, %7 ], [ %29, %13 ]
  %17 = phi i32 [ %8, %7 ], [ %23, %13 ]
  %18 = phi ptr [ %0, %7 ], [ %42, %13 ]
  %19 = load i32, ptr %18, align 1, !tbaa !5
  %20 = mul i32 %19, -2048144777
  %21 = add i32 %20, %17
  %22 = tail call i32 @llvm.fshl.i32(i32 %21, i32 %21, i32 13)
  %23 = mul i32 %22, -1640531535
  %24 = getelementptr inbounds i8, ptr %18, i64 4
  %25 = load i32, ptr %24, align 1, !tbaa !5
  %26 = mul i32 %25, -2048144777
  %27 = add i32 %26, %16
  %28 = tail call i32 @llvm.fshl.i32(i32 %27, i32 %27, i32 13)
  %29 = mul i32 %28, -1640531535
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  %31 = load i32, ptr %30, align 1, !tbaa !5
  %32 = mul i32 %31, -2048144777
  %33 = add i32 %32, %15
  %34 = tail call i32 @llvm.fshl.i32(i32 %33, i32 %33, i32 13)
  %35 = mul i32 %34, -1640531535
  %36 = getelementptr inbounds i8, ptr %18, i64 12
  %37 = load i32, ptr %36, align 1, !tbaa !5
  %38 = mul i32 %37, -2048144777
  %39 = add i32 %38, %14
  %40 = tail call i32 @llvm.fshl.i32(i32 %39, i32 %39, i32 13)
  %41 = mul i32 %40, -1640531535
  %42 = getelementptr inbounds i8, ptr %18, i64 16
  %43 = icmp ult ptr %42, %12
  br i1 %43, label %13, label %44, !llvm.loop !8

44:                                               ; preds = %13
  %45 = tail call i32 @llvm.fshl.i32(i32 %23, i32 %23, i32 1)
  %46 = tail call i32 @llvm.fshl.i32(i32 %29, i32 %29, i32 7)
  %47 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 12)
  %48 = tail call i32 @llvm.fshl.i32(i32 %41, i32 %41, i32 18)
  %49 = trunc i64 %1 to i32
  %50 = add i32 %45, %49
  %51 = add i32 %50, %46
  %52 = add i32 %51, %47
  %53 = add i32 %52, %48
  %54 = and i64 %1, 15
  br label %62

55:                                               ; preds = %5
  %56 = add i32 %2, 374761393
  %57 = trunc nuw i64 %1 to i32
  %58 = add i32 %56, %57
  br label %62

59:                                               ; preds = %3
  %60 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %60)
  %61 = add i32 %2, 374761393
  br label %188

62:                                               ; preds = %55, %44
  %63 = phi i64 [ %54, %44 ], [ %1, %55 ]
  %64 = phi i32 [ %53, %44 ], [ %58, %55 ]
  %65 = phi ptr [ %42, %44 ], [ %0, %55 ]
  %66 = icmp ugt i64 %63, 3
  br i1 %66, label %67, label %95

67:                                               ; preds = %62
  %68 = add nsw i64 %63, -4
  %69 = lshr i64 %68, 2
  %70 = add nuw nsw i64 %69, 1
  %71 = and i64 %70, 3
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %87, label %73

73:                                               ; preds = %67, %73
  %74 = phi i32 [ %83, %73 ], [ %64, %67 ]
  %75 = phi i64 [ %84, %73 ], [ %63, %67 ]
  %76 = phi ptr [ %81, %73 ], [ %65, %67 ]
  %77 = phi i64 [ %85, %73 ], [ 0, %67 ]
  %78 = load i32, ptr %76, align 1, !tbaa !5
  %79 = mul i32 %78, -1028477379
  %80 = add i32 %79, %74
  %81 = getelementptr inbounds i8, ptr %76, i64 4
  %82 = tail call i32 @llvm.fshl.i32(i32 %80, i32 %80, i32 17)
  %83 = mul i32 %82, 668265263
  %84 = add nsw i64 %75, -4
  %85 = add i64 %77, 1
  %86 = icmp eq i64 %85, %71
  br i1 %86, label %87, label %73, !llvm.loop !10

87:                                               ; preds = %73, %67
  %88 = phi i32 [ %64, %67 ], [ %83, %73 ]
  %89 = phi i64 [ %63, %67 ], [ %84, %73 ]
  %90 = phi ptr [ %65, %67 ], [ %81, %73 ]
  %91 = phi ptr [ poison, %67 ], [ %81, %73 ]
  %92 = phi i32 [ poison, %67 ], [ %83, %73 ]
  %93 = phi i64 [ poison, %67 ], [ %84, %73 ]
  %94 = icmp ult i64 %68, 12
  br i1 %94, label %95, label %124

95:                                               ; preds = %87, %124, %62
  %96 = phi ptr [ %65, %62 ], [ %91, %87 ], [ %149, %124 ]
  %97 = phi i64 [ %63, %62 ], [ %93, %87 ], [ %152, %124 ]
  %98 = phi i32 [ %64, %62 ], [ %92, %87 ], [ %151, %124 ]
  %99 = icmp eq i64 %97, 0
  br i1 %99, label %188, label %100

100:                                              ; preds = %95
  %101 = and i64 %97, 3
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %118, label %103

103:                                              ; preds = %100, %103
  %104 = phi i32 [ %114, %103 ], [ %98, %100 ]
  %105 = phi i64 [ %115, %103 ], [ %97, %100 ]
  %106 = phi ptr [ %108, %103 ], [ %96, %100 ]
  %107 = phi i64 [ %116, %103 ], [ 0, %100 ]
  %108 = getelementptr inbounds i8, ptr %106, i64 1
  %109 = load i8, ptr %106, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = mul i32 %110, 374761393
  %112 = add i32 %111, %104
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 11)
  %114 = mul i32 %113, -1640531535
  %115 = add nsw i64 %105, -1
  %116 = add i64 %107, 1
  %117 = icmp eq i64 %116, %101
  br i1 %117, label %118, label %103, !llvm.loop !12

118:                                              ; preds = %103, %100
  %119 = phi i32 [ poison, %100 ], [ %114, %103 ]
  %120 = phi i32 [ %98, %100 ], [ %114, %103 ]
  %121 = phi i64 [ %97, %100 ], [ %115, %103 ]
  %122 = phi ptr [ %96, %100 ], [ %108, %103 ]
  %123 = icmp ult i64 %97, 4
  br i1 %123, label %188, label %154

124:                                              ; preds = %87, %124
  %125 = phi i32 [ %151, %124 ], [ %88, %87 ]
  %126 = phi i64 [ %152, %124 ], [ %89, %87 ]
  %127 = phi ptr [ %149, %124 ], [ %90, %87 ]
  %128 = load i32, ptr %127, align 1, !tbaa !5
  %129 = mul i32 %128, -1028477379
  %130 = add i32 %129, %125
  %131 = getelementptr inbounds i8, ptr %127, i64 4
  %132 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 17)
  %133 = mul i32 %132, 668265263
  %134 = load i32, ptr %131, align 1, !tbaa !5
  %135 = mul i32 %134, -1028477379
  %136 = add i32 %135, %133
  %137 = getelementptr inbounds i8, ptr %127, i64 8
  %138 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 17)
  %139 = mul i32 %138, 668265263
  %140 = load i32, ptr %137, align 1, !tbaa !5
  %141 = mul i32 %140, -1028477379
  %142 = add i32 %141, %139
  %143 = getelementptr inbounds i8, ptr %127, i64 12
  %144 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 17)
  %145 = mul i32 %144, 668265263
  %146 = load i32, ptr %143, align 1, !tbaa !5
  %147 = mul i32 %146, -1028477379
  %148 = add i32 %147, %145
  %149 = getelementptr inbounds i8, ptr %127, i64 16
  %150 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 17)
  %151 = mul i32 %150, 668265263
  %152 = add nsw i64 %126, -16
  %153 = icmp ugt i64 %152, 3
  br i1 %153, label %124, label %95, !llvm.loop !13

154:                                              ; preds = %118, %154
  %155 = phi i32 [ %185, %154 ], [ %120, %118 ]
  %156 = phi i64 [ %186, %154 ], [ %121, %118 ]
  %157 = phi ptr [ %179, %154 ], [ %122, %118 ]
  %158 = getelementptr inbounds i8, ptr %157, i64 1
  %159 = load i8, ptr %157, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = mul i32 %160, 374761393
  %162 = add i32 %161, %155
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 11)
  %164 = mul i32 %163, -1640531535
  %165 = getelementptr inbounds i8, ptr %157, i64 2
  %166 = load i8, ptr %158, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = mul i32 %167, 374761393
  %169 = add i32 %168, %164
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 11)
  %171 = mul i32 %170, -1640531535
  %172 = getelementptr inbounds i8, ptr %157, i64 3
  %173 = load i8, ptr %165, align 1, !tbaa !5
  %174 = zext i8 %173 to i32
  %175 = mul i32 %174, 374761393
  %176 = add i32 %175, %171
  %177 = tail call i32 @llvm.fshl.i32(i32 %176, i32 %176, i32 11)
  %178 = mul i32 %177, -1640531535
  %179 = getelementptr inbounds i8, ptr %157, i64 4
  %180 = load i8, ptr %172, align 1, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = mul i32 %181, 374761393
  %183 = add i32 %182, %178
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 11)
  %185 = mul i32 %184, -1640531535
  %186 = add nsw i64 %156, -4
  %187 = icmp eq i64 %186, 0
  br i1 %187, label %188, label %154, !llvm.loop !14

188:                                              ; preds = %118, %154, %59, %95
  %189 = phi i32 [ %98, %95 ], [ %61, %59 ], [ %119, %118 ], [ %185, %154 ]
  %190 = lshr i32 %189, 15
  %191 = xor i32 %190, %189
  %192 = mul i32 %191, -2048144777
  %193 = lshr i32 %192, 13
  %194 = xor i32 %193, %192
  %195 = mul i32 %194, -1028477379
  %196 = lshr i32 %195, 16
  %197 = xor i32 %196, %195
  ret i32 %197
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @XXH32_createState() local_unnamed_addr #2 {
  %1 = tail call noalias noundef dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #34
  ret ptr %1
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @XXH32_freeState(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #35
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @XXH32_copyState(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(48) %1, i64 48, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: write) uwtable
define dso_local noundef i32 @XXH32_reset(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %3)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = add i32 %1, 606290984
  store i32 %5, ptr %4, align 4, !tbaa !15
  %6 = add i32 %1, -2048144777
  %7 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %6, ptr %7, align 4, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %1, ptr %8, align 4, !tbaa !15
  %9 = add i32 %1, 1640531535
  %10 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %9, ptr %10, align 4, !tbaa !15
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local noundef i32 @XXH32_update(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #9 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %103

7:                                                ; preds = %3
  %8 = trunc i64 %2 to i32
  %9 = load i32, ptr %0, align 4, !tbaa !17
  %10 = add i32 %9, %8
  store i32 %10, ptr %0, align 4, !tbaa !17
  %11 = icmp ugt i64 %2, 15
  %12 = icmp ugt i32 %10, 15
  %13 = or i1 %11, %12
  %14 = zext i1 %13 to i32
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = or i32 %16, %14
  store i32 %17, ptr %15, align 4, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load i32, ptr %18, align 4, !tbaa !20
  %20 = zext nneg i32 %19 to i64
  %21 = icmp ult i32 %19, 16
  tail call void @llvm.assume(i1 %21)
  %22 = sub nuw nsw i64 16, %20
  %23 = icmp ugt i64 %22, %2
  br i1 %23, label %24, label %29

24:                                               ; preds = %7
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = getelementptr inbounds i8, ptr %25, i64 %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr nonnull align 1 %1, i64 %2, i1 false)
  %27 = load i32, ptr %18, align 4, !tbaa !20
  %28 = add i32 %27, %8
  store i32 %28, ptr %18, align 4, !tbaa !20
  br label %103

29:                                               ; preds = %7
  %30 = getelementptr inbounds i8, ptr %1, i64 %2
  %31 = icmp eq i32 %19, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = getelementptr inbounds i8, ptr %33, i64 %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr nonnull align 1 %1, i64 %22, i1 false)
  %35 = load i32, ptr %18, align 4, !tbaa !20
  %36 = zext i32 %35 to i64
  %37 = sub nsw i64 16, %36
  %38 = getelementptr inbounds i8, ptr %1, i64 %37
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load <4 x i32>, ptr %39, align 4, !tbaa !15, !alias.scope !21, !noalias !24
  %41 = load <4 x i32>, ptr %33, align 4, !tbaa !15
  %42 = mul <4 x i32> %41, <i32 -2048144777, i32 -2048144777, i32 -2048144777, i32 -2048144777>
  %43 = add <4 x i32> %42, %40
  %44 = tail call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %43, <4 x i32> %43, <4 x i32> <i32 13, i32 13, i32 13, i32 13>)
  %45 = mul <4 x i32> %44, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>
  store <4 x i32> %45, ptr %39, align 4, !tbaa !15, !alias.scope !21, !noalias !24
  store i32 0, ptr %18, align 4, !tbaa !20
  br label %46

46:                                               ; preds = %32, %29
  %47 = phi ptr [ %38, %32 ], [ %1, %29 ]
  %48 = icmp ule ptr %47, %30
  tail call void @llvm.assume(i1 %48)
  %49 = ptrtoint ptr %30 to i64
  %50 = ptrtoint ptr %47 to i64
  %51 = sub i64 %49, %50
  %52 = icmp ugt i64 %51, 15
  br i1 %52, label %53, label %95

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  %55 = getelementptr inbounds i8, ptr %47, i64 %51
  %56 = getelementptr inbounds i8, ptr %55, i64 -15
  %57 = getelementptr inbounds i8, ptr %0, i64 12
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = getelementptr inbounds i8, ptr %0, i64 20
  %60 = load i32, ptr %54, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %61 = load i32, ptr %57, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %62 = load i32, ptr %58, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %63 = load i32, ptr %59, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  br label %64

64:                                               ; preds = %64, %53
  %65 = phi i32 [ %63, %53 ], [ %92, %64 ]
  %66 = phi i32 [ %62, %53 ], [ %86, %64 ]
  %67 = phi i32 [ %61, %53 ], [ %80, %64 ]
  %68 = phi i32 [ %60, %53 ], [ %74, %64 ]
  %69 = phi ptr [ %47, %53 ], [ %93, %64 ]
  %70 = load i32, ptr %69, align 1, !tbaa !5
  %71 = mul i32 %70, -2048144777
  %72 = add i32 %71, %68
  %73 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %72, i32 13)
  %74 = mul i32 %73, -1640531535
  store i32 %74, ptr %54, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %75 = getelementptr inbounds i8, ptr %69, i64 4
  %76 = load i32, ptr %75, align 1, !tbaa !5
  %77 = mul i32 %76, -2048144777
  %78 = add i32 %77, %67
  %79 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %78, i32 13)
  %80 = mul i32 %79, -1640531535
  store i32 %80, ptr %57, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %81 = getelementptr inbounds i8, ptr %69, i64 8
  %82 = load i32, ptr %81, align 1, !tbaa !5
  %83 = mul i32 %82, -2048144777
  %84 = add i32 %83, %66
  %85 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 13)
  %86 = mul i32 %85, -1640531535
  store i32 %86, ptr %58, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %87 = getelementptr inbounds i8, ptr %69, i64 12
  %88 = load i32, ptr %87, align 1, !tbaa !5
  %89 = mul i32 %88, -2048144777
  %90 = add i32 %89, %65
  %91 = tail call i32 @llvm.fshl.i32(i32 %90, i32 %90, i32 13)
  %92 = mul i32 %91, -1640531535
  store i32 %92, ptr %59, align 4, !tbaa !15, !alias.scope !26, !noalias !29
  %93 = getelementptr inbounds i8, ptr %69, i64 16
  %94 = icmp ult ptr %93, %56
  br i1 %94, label %64, label %95, !llvm.loop !8

95:                                               ; preds = %64, %46
  %96 = phi ptr [ %47, %46 ], [ %93, %64 ]
  %97 = icmp ult ptr %96, %30
  br i1 %97, label %98, label %103

98:                                               ; preds = %95
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  %100 = ptrtoint ptr %96 to i64
  %101 = sub i64 %49, %100
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %99, ptr align 1 %96, i64 %101, i1 false)
  %102 = trunc i64 %101 to i32
  store i32 %102, ptr %18, align 4, !tbaa !20
  br label %103

103:                                              ; preds = %95, %98, %24, %5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @XXH32_digest(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4, !tbaa !19
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load <4 x i32>, ptr %6, align 4, !tbaa !15
  %8 = tail call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %7, <4 x i32> %7, <4 x i32> <i32 1, i32 7, i32 12, i32 18>)
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %8)
  br label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = add i32 %12, 374761393
  br label %14

14:                                               ; preds = %10, %5
  %15 = phi i32 [ %9, %5 ], [ %13, %10 ]
  %16 = load i32, ptr %0, align 4, !tbaa !17
  %17 = add i32 %16, %15
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = load i32, ptr %19, align 4, !tbaa !20
  %21 = and i32 %20, 15
  %22 = zext nneg i32 %21 to i64
  %23 = icmp ugt i32 %21, 3
  br i1 %23, label %24, label %52

24:                                               ; preds = %14
  %25 = add nsw i64 %22, -4
  %26 = lshr i64 %25, 2
  %27 = add nuw nsw i64 %26, 1
  %28 = and i64 %27, 3
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %44, label %30

30:                                               ; preds = %24, %30
  %31 = phi i32 [ %40, %30 ], [ %17, %24 ]
  %32 = phi i64 [ %41, %30 ], [ %22, %24 ]
  %33 = phi ptr [ %38, %30 ], [ %18, %24 ]
  %34 = phi i64 [ %42, %30 ], [ 0, %24 ]
  %35 = load i32, ptr %33, align 1, !tbaa !5
  %36 = mul i32 %35, -1028477379
  %37 = add i32 %36, %31
  %38 = getelementptr inbounds i8, ptr %33, i64 4
  %39 = tail call i32 @llvm.fshl.i32(i32 %37, i32 %37, i32 17)
  %40 = mul i32 %39, 668265263
  %41 = add nsw i64 %32, -4
  %42 = add i64 %34, 1
  %43 = icmp eq i64 %42, %28
  br i1 %43, label %44, label %30, !llvm.loop !31

44:                                               ; preds = %30, %24
  %45 = phi i32 [ %17, %24 ], [ %40, %30 ]
  %46 = phi i64 [ %22, %24 ], [ %41, %30 ]
  %47 = phi ptr [ %18, %24 ], [ %38, %30 ]
  %48 = phi ptr [ poison, %24 ], [ %38, %30 ]
  %49 = phi i32 [ poison, %24 ], [ %40, %30 ]
  %50 = phi i64 [ poison, %24 ], [ %41, %30 ]
  %51 = icmp ult i64 %25, 12
  br i1 %51, label %52, label %81

52:                                               ; preds = %44, %81, %14
  %53 = phi ptr [ %18, %14 ], [ %48, %44 ], [ %106, %81 ]
  %54 = phi i64 [ %22, %14 ], [ %50, %44 ], [ %109, %81 ]
  %55 = phi i32 [ %17, %14 ], [ %49, %44 ], [ %108, %81 ]
  %56 = icmp eq i64 %54, 0
  br i1 %56, label %145, label %57

57:                                               ; preds = %52
  %58 = and i64 %54, 3
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %75, label %60

60:                                               ; preds = %57, %60
  %61 = phi i32 [ %71, %60 ], [ %55, %57 ]
  %62 = phi i64 [ %72, %60 ], [ %54, %57 ]
  %63 = phi ptr [ %65, %60 ], [ %53, %57 ]
  %64 = phi i64 [ %73, %60 ], [ 0, %57 ]
  %65 = getelementptr inbounds i8, ptr %63, i64 1
  %66 = load i8, ptr %63, align 1, !tbaa !5
  %67 = zext i8 %66 to i32
  %68 = mul i32 %67, 374761393
  %69 = add i32 %68, %61
  %70 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %69, i32 11)
  %71 = mul i32 %70, -1640531535
  %72 = add nsw i64 %62, -1
  %73 = add i64 %64, 1
  %74 = icmp eq i64 %73, %58
  br i1 %74, label %75, label %60, !llvm.loop !32

75:                                               ; preds = %60, %57
  %76 = phi i32 [ poison, %57 ], [ %71, %60 ]
  %77 = phi i32 [ %55, %57 ], [ %71, %60 ]
  %78 = phi i64 [ %54, %57 ], [ %72, %60 ]
  %79 = phi ptr [ %53, %57 ], [ %65, %60 ]
  %80 = icmp ult i64 %54, 4
  br i1 %80, label %145, label %111

81:                                               ; preds = %44, %81
  %82 = phi i32 [ %108, %81 ], [ %45, %44 ]
  %83 = phi i64 [ %109, %81 ], [ %46, %44 ]
  %84 = phi ptr [ %106, %81 ], [ %47, %44 ]
  %85 = load i32, ptr %84, align 1, !tbaa !5
  %86 = mul i32 %85, -1028477379
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %84, i64 4
  %89 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 17)
  %90 = mul i32 %89, 668265263
  %91 = load i32, ptr %88, align 1, !tbaa !5
  %92 = mul i32 %91, -1028477379
  %93 = add i32 %92, %90
  %94 = getelementptr inbounds i8, ptr %84, i64 8
  %95 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %93, i32 17)
  %96 = mul i32 %95, 668265263
  %97 = load i32, ptr %94, align 1, !tbaa !5
  %98 = mul i32 %97, -1028477379
  %99 = add i32 %98, %96
  %100 = getelementptr inbounds i8, ptr %84, i64 12
  %101 = tail call i32 @llvm.fshl.i32(i32 %99, i32 %99, i32 17)
  %102 = mul i32 %101, 668265263
  %103 = load i32, ptr %100, align 1, !tbaa !5
  %104 = mul i32 %103, -1028477379
  %105 = add i32 %104, %102
  %106 = getelementptr inbounds i8, ptr %84, i64 16
  %107 = tail call i32 @llvm.fshl.i32(i32 %105, i32 %105, i32 17)
  %108 = mul i32 %107, 668265263
  %109 = add nsw i64 %83, -16
  %110 = icmp ugt i64 %109, 3
  br i1 %110, label %81, label %52, !llvm.loop !13

111:                                              ; preds = %75, %111
  %112 = phi i32 [ %142, %111 ], [ %77, %75 ]
  %113 = phi i64 [ %143, %111 ], [ %78, %75 ]
  %114 = phi ptr [ %136, %111 ], [ %79, %75 ]
  %115 = getelementptr inbounds i8, ptr %114, i64 1
  %116 = load i8, ptr %114, align 1, !tbaa !5
  %117 = zext i8 %116 to i32
  %118 = mul i32 %117, 374761393
  %119 = add i32 %118, %112
  %120 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 11)
  %121 = mul i32 %120, -1640531535
  %122 = getelementptr inbounds i8, ptr %114, i64 2
  %123 = load i8, ptr %115, align 1, !tbaa !5
  %124 = zext i8 %123 to i32
  %125 = mul i32 %124, 374761393
  %126 = add i32 %125, %121
  %127 = tail call i32 @llvm.fshl.i32(i32 %126, i32 %126, i32 11)
  %128 = mul i32 %127, -1640531535
  %129 = getelementptr inbounds i8, ptr %114, i64 3
  %130 = load i8, ptr %122, align 1, !tbaa !5
  %131 = zext i8 %130 to i32
  %132 = mul i32 %131, 374761393
  %133 = add i32 %132, %128
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 11)
  %135 = mul i32 %134, -1640531535
  %136 = getelementptr inbounds i8, ptr %114, i64 4
  %137 = load i8, ptr %129, align 1, !tbaa !5
  %138 = zext i8 %137 to i32
  %139 = mul i32 %138, 374761393
  %140 = add i32 %139, %135
  %141 = tail call i32 @llvm.fshl.i32(i32 %140, i32 %140, i32 11)
  %142 = mul i32 %141, -1640531535
  %143 = add nsw i64 %113, -4
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %145, label %111, !llvm.loop !14

145:                                              ; preds = %75, %111, %52
  %146 = phi i32 [ %55, %52 ], [ %76, %75 ], [ %142, %111 ]
  %147 = lshr i32 %146, 15
  %148 = xor i32 %147, %146
  %149 = mul i32 %148, -2048144777
  %150 = lshr i32 %149, 13
  %151 = xor i32 %150, %149
  %152 = mul i32 %151, -1028477379
  %153 = lshr i32 %152, 16
  %154 = xor i32 %153, %152
  ret i32 %154
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @XXH32_canonicalFromHash(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #11 {
  %3 = tail call noundef i32 @llvm.bswap.i32(i32 %1)
  store i32 %3, ptr %0, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @XXH32_hashFromCanonical(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load i32, ptr %0, align 1, !tbaa !5
  %3 = tail call noundef i32 @llvm.bswap.i32(i32 %2)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @XXH64(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %78, label %5

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 31
  br i1 %6, label %7, label %76

7:                                                ; preds = %5
  %8 = add i64 %2, 6983438078262162902
  %9 = add i64 %2, -4417276706812531889
  %10 = add i64 %2, 7046029288634856825
  %11 = getelementptr inbounds i8, ptr %0, i64 %1
  %12 = getelementptr inbounds i8, ptr %11, i64 -31
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i64 [ %10, %7 ], [ %41, %13 ]
  %15 = phi i64 [ %2, %7 ], [ %35, %13 ]
  %16 = phi i64 [ %9, %7 ], [ %29, %13 ]
  %17 = phi i64 [ %8, %7 ], [ %23, %13 ]
  %18 = phi ptr [ %0, %7 ], [ %42, %13 ]
  %19 = load i64, ptr %18, align 1, !tbaa !5
  %20 = mul i64 %19, -4417276706812531889
  %21 = add i64 %20, %17
  %22 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %21, i64 31)
  %23 = mul i64 %22, -7046029288634856825
  %24 = getelementptr inbounds i8, ptr %18, i64 8
  %25 = load i64, ptr %24, align 1, !tbaa !5
  %26 = mul i64 %25, -4417276706812531889
  %27 = add i64 %26, %16
  %28 = tail call i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 31)
  %29 = mul i64 %28, -7046029288634856825
  %30 = getelementptr inbounds i8, ptr %18, i64 16
  %31 = load i64, ptr %30, align 1, !tbaa !5
  %32 = mul i64 %31, -4417276706812531889
  %33 = add i64 %32, %15
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31)
  %35 = mul i64 %34, -7046029288634856825
  %36 = getelementptr inbounds i8, ptr %18, i64 24
  %37 = load i64, ptr %36, align 1, !tbaa !5
  %38 = mul i64 %37, -4417276706812531889
  %39 = add i64 %38, %14
  %40 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 31)
  %41 = mul i64 %40, -7046029288634856825
  %42 = getelementptr inbounds i8, ptr %18, i64 32
  %43 = icmp ult ptr %42, %12
  br i1 %43, label %13, label %44, !llvm.loop !33

44:                                               ; preds = %13
  %45 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 1)
  %46 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 7)
  %47 = add i64 %46, %45
  %48 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 12)
  %49 = add i64 %47, %48
  %50 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 18)
  %51 = add i64 %49, %50
  %52 = mul i64 %22, -2381459717836149591
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31)
  %54 = mul i64 %53, -7046029288634856825
  %55 = xor i64 %51, %54
  %56 = mul i64 %55, -7046029288634856825
  %57 = add i64 %56, -8796714831421723037
  %58 = mul i64 %28, -2381459717836149591
  %59 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 31)
  %60 = mul i64 %59, -7046029288634856825
  %61 = xor i64 %57, %60
  %62 = mul i64 %61, -7046029288634856825
  %63 = add i64 %62, -8796714831421723037
  %64 = mul i64 %34, -2381459717836149591
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 31)
  %66 = mul i64 %65, -7046029288634856825
  %67 = xor i64 %63, %66
  %68 = mul i64 %67, -7046029288634856825
  %69 = add i64 %68, -8796714831421723037
  %70 = mul i64 %40, -2381459717836149591
  %71 = tail call i64 @llvm.fshl.i64(i64 %70, i64 %70, i64 31)
  %72 = mul i64 %71, -7046029288634856825
  %73 = xor i64 %69, %72
  %74 = mul i64 %73, -7046029288634856825
  %75 = add i64 %74, -8796714831421723037
  br label %81

76:                                               ; preds = %5
  %77 = add i64 %2, 2870177450012600261
  br label %81

78:                                               ; preds = %3
  %79 = add i64 %2, 2870177450012600261
  %80 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %80)
  br label %212

81:                                               ; preds = %76, %44
  %82 = phi i64 [ %75, %44 ], [ %77, %76 ]
  %83 = phi ptr [ %42, %44 ], [ %0, %76 ]
  %84 = add i64 %82, %1
  %85 = and i64 %1, 31
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %87, label %134

87:                                               ; preds = %81
  %88 = add nsw i64 %85, -8
  %89 = and i64 %88, 8
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %91, label %102

91:                                               ; preds = %87
  %92 = load i64, ptr %83, align 1, !tbaa !5
  %93 = mul i64 %92, -4417276706812531889
  %94 = tail call i64 @llvm.fshl.i64(i64 %93, i64 %93, i64 31)
  %95 = mul i64 %94, -7046029288634856825
  %96 = getelementptr inbounds i8, ptr %83, i64 8
  %97 = xor i64 %95, %84
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 27)
  %99 = mul i64 %98, -7046029288634856825
  %100 = add i64 %99, -8796714831421723037
  %101 = add nsw i64 %85, -8
  br label %102

102:                                              ; preds = %91, %87
  %103 = phi i64 [ %84, %87 ], [ %100, %91 ]
  %104 = phi ptr [ %83, %87 ], [ %96, %91 ]
  %105 = phi i64 [ %85, %87 ], [ %101, %91 ]
  %106 = phi ptr [ poison, %87 ], [ %96, %91 ]
  %107 = phi i64 [ poison, %87 ], [ %100, %91 ]
  %108 = phi i64 [ poison, %87 ], [ %101, %91 ]
  %109 = icmp ult i64 %88, 8
  br i1 %109, label %134, label %110

110:                                              ; preds = %102, %110
  %111 = phi i64 [ %131, %110 ], [ %103, %102 ]
  %112 = phi ptr [ %127, %110 ], [ %104, %102 ]
  %113 = phi i64 [ %132, %110 ], [ %105, %102 ]
  %114 = load i64, ptr %112, align 1, !tbaa !5
  %115 = mul i64 %114, -4417276706812531889
  %116 = tail call i64 @llvm.fshl.i64(i64 %115, i64 %115, i64 31)
  %117 = mul i64 %116, -7046029288634856825
  %118 = getelementptr inbounds i8, ptr %112, i64 8
  %119 = xor i64 %117, %111
  %120 = tail call i64 @llvm.fshl.i64(i64 %119, i64 %119, i64 27)
  %121 = mul i64 %120, -7046029288634856825
  %122 = add i64 %121, -8796714831421723037
  %123 = load i64, ptr %118, align 1, !tbaa !5
  %124 = mul i64 %123, -4417276706812531889
  %125 = tail call i64 @llvm.fshl.i64(i64 %124, i64 %124, i64 31)
  %126 = mul i64 %125, -7046029288634856825
  %127 = getelementptr inbounds i8, ptr %112, i64 16
  %128 = xor i64 %126, %122
  %129 = tail call i64 @llvm.fshl.i64(i64 %128, i64 %128, i64 27)
  %130 = mul i64 %129, -7046029288634856825
  %131 = add i64 %130, -8796714831421723037
  %132 = add nsw i64 %113, -16
  %133 = icmp ugt i64 %132, 7
  br i1 %133, label %110, label %134, !llvm.loop !34

134:                                              ; preds = %102, %110, %81
  %135 = phi i64 [ %85, %81 ], [ %108, %102 ], [ %132, %110 ]
  %136 = phi ptr [ %83, %81 ], [ %106, %102 ], [ %127, %110 ]
  %137 = phi i64 [ %84, %81 ], [ %107, %102 ], [ %131, %110 ]
  %138 = icmp ugt i64 %135, 3
  br i1 %138, label %139, label %149

139:                                              ; preds = %134
  %140 = load i32, ptr %136, align 1, !tbaa !5
  %141 = zext i32 %140 to i64
  %142 = mul i64 %141, -7046029288634856825
  %143 = xor i64 %142, %137
  %144 = getelementptr inbounds i8, ptr %136, i64 4
  %145 = tail call i64 @llvm.fshl.i64(i64 %143, i64 %143, i64 23)
  %146 = mul i64 %145, -4417276706812531889
  %147 = add i64 %146, 1609587929392839161
  %148 = add nsw i64 %135, -4
  br label %149

149:                                              ; preds = %139, %134
  %150 = phi i64 [ %148, %139 ], [ %135, %134 ]
  %151 = phi ptr [ %144, %139 ], [ %136, %134 ]
  %152 = phi i64 [ %147, %139 ], [ %137, %134 ]
  %153 = icmp eq i64 %150, 0
  br i1 %153, label %212, label %154

154:                                              ; preds = %149
  %155 = and i64 %150, 3
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %172, label %157

157:                                              ; preds = %154, %157
  %158 = phi i64 [ %168, %157 ], [ %152, %154 ]
  %159 = phi ptr [ %162, %157 ], [ %151, %154 ]
  %160 = phi i64 [ %169, %157 ], [ %150, %154 ]
  %161 = phi i64 [ %170, %157 ], [ 0, %154 ]
  %162 = getelementptr inbounds i8, ptr %159, i64 1
  %163 = load i8, ptr %159, align 1, !tbaa !5
  %164 = zext i8 %163 to i64
  %165 = mul i64 %164, 2870177450012600261
  %166 = xor i64 %165, %158
  %167 = tail call i64 @llvm.fshl.i64(i64 %166, i64 %166, i64 11)
  %168 = mul i64 %167, -7046029288634856825
  %169 = add nsw i64 %160, -1
  %170 = add i64 %161, 1
  %171 = icmp eq i64 %170, %155
  br i1 %171, label %172, label %157, !llvm.loop !35

172:                                              ; preds = %157, %154
  %173 = phi i64 [ poison, %154 ], [ %168, %157 ]
  %174 = phi i64 [ %152, %154 ], [ %168, %157 ]
  %175 = phi ptr [ %151, %154 ], [ %162, %157 ]
  %176 = phi i64 [ %150, %154 ], [ %169, %157 ]
  %177 = icmp ult i64 %150, 4
  br i1 %177, label %212, label %178

178:                                              ; preds = %172, %178
  %179 = phi i64 [ %209, %178 ], [ %174, %172 ]
  %180 = phi ptr [ %203, %178 ], [ %175, %172 ]
  %181 = phi i64 [ %210, %178 ], [ %176, %172 ]
  %182 = getelementptr inbounds i8, ptr %180, i64 1
  %183 = load i8, ptr %180, align 1, !tbaa !5
  %184 = zext i8 %183 to i64
  %185 = mul i64 %184, 2870177450012600261
  %186 = xor i64 %185, %179
  %187 = tail call i64 @llvm.fshl.i64(i64 %186, i64 %186, i64 11)
  %188 = mul i64 %187, -7046029288634856825
  %189 = getelementptr inbounds i8, ptr %180, i64 2
  %190 = load i8, ptr %182, align 1, !tbaa !5
  %191 = zext i8 %190 to i64
  %192 = mul i64 %191, 2870177450012600261
  %193 = xor i64 %192, %188
  %194 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 11)
  %195 = mul i64 %194, -7046029288634856825
  %196 = getelementptr inbounds i8, ptr %180, i64 3
  %197 = load i8, ptr %189, align 1, !tbaa !5
  %198 = zext i8 %197 to i64
  %199 = mul i64 %198, 2870177450012600261
  %200 = xor i64 %199, %195
  %201 = tail call i64 @llvm.fshl.i64(i64 %200, i64 %200, i64 11)
  %202 = mul i64 %201, -7046029288634856825
  %203 = getelementptr inbounds i8, ptr %180, i64 4
  %204 = load i8, ptr %196, align 1, !tbaa !5
  %205 = zext i8 %204 to i64
  %206 = mul i64 %205, 2870177450012600261
  %207 = xor i64 %206, %202
  %208 = tail call i64 @llvm.fshl.i64(i64 %207, i64 %207, i64 11)
  %209 = mul i64 %208, -7046029288634856825
  %210 = add nsw i64 %181, -4
  %211 = icmp eq i64 %210, 0
  br i1 %211, label %212, label %178, !llvm.loop !36

212:                                              ; preds = %172, %178, %78, %149
  %213 = phi i64 [ %152, %149 ], [ %79, %78 ], [ %173, %172 ], [ %209, %178 ]
  %214 = lshr i64 %213, 33
  %215 = xor i64 %214, %213
  %216 = mul i64 %215, -4417276706812531889
  %217 = lshr i64 %216, 29
  %218 = xor i64 %217, %216
  %219 = mul i64 %218, 1609587929392839161
  %220 = lshr i64 %219, 32
  %221 = xor i64 %220, %219
  ret i64 %221
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @XXH64_createState() local_unnamed_addr #2 {
  %1 = tail call noalias noundef dereferenceable_or_null(88) ptr @malloc(i64 noundef 88) #34
  ret ptr %1
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @XXH64_freeState(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #35
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @XXH64_copyState(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %0, ptr noundef nonnull align 8 dereferenceable(88) %1, i64 88, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: write) uwtable
define dso_local noundef i32 @XXH64_reset(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %3)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %0, i8 0, i64 88, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = add i64 %1, 6983438078262162902
  store i64 %5, ptr %4, align 8, !tbaa !37
  %6 = add i64 %1, -4417276706812531889
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %6, ptr %7, align 8, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %1, ptr %8, align 8, !tbaa !37
  %9 = add i64 %1, 7046029288634856825
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 %9, ptr %10, align 8, !tbaa !37
  ret i32 0
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local noundef i32 @XXH64_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) local_unnamed_addr #9 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %120

7:                                                ; preds = %3
  %8 = load i64, ptr %0, align 8, !tbaa !39
  %9 = add i64 %8, %2
  store i64 %9, ptr %0, align 8, !tbaa !39
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load i32, ptr %10, align 8, !tbaa !41
  %12 = zext nneg i32 %11 to i64
  %13 = icmp ult i32 %11, 33
  tail call void @llvm.assume(i1 %13)
  %14 = sub nuw nsw i64 32, %12
  %15 = icmp ugt i64 %14, %2
  br i1 %15, label %16, label %22

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = getelementptr inbounds i8, ptr %17, i64 %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %18, ptr nonnull align 1 %1, i64 %2, i1 false)
  %19 = trunc nuw nsw i64 %2 to i32
  %20 = load i32, ptr %10, align 8, !tbaa !41
  %21 = add i32 %20, %19
  store i32 %21, ptr %10, align 8, !tbaa !41
  br label %120

22:                                               ; preds = %7
  %23 = getelementptr inbounds i8, ptr %1, i64 %2
  %24 = icmp eq i32 %11, 0
  br i1 %24, label %63, label %25

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  %27 = getelementptr inbounds i8, ptr %26, i64 %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %27, ptr nonnull align 1 %1, i64 %14, i1 false)
  %28 = load i32, ptr %10, align 8, !tbaa !41
  %29 = zext i32 %28 to i64
  %30 = sub nsw i64 32, %29
  %31 = getelementptr inbounds i8, ptr %1, i64 %30
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = load i64, ptr %32, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %34 = load i64, ptr %26, align 8, !tbaa !37
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %33
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31)
  %38 = mul i64 %37, -7046029288634856825
  store i64 %38, ptr %32, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %39 = getelementptr inbounds i8, ptr %0, i64 48
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  %41 = load i64, ptr %40, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %42 = load i64, ptr %39, align 8, !tbaa !37
  %43 = mul i64 %42, -4417276706812531889
  %44 = add i64 %43, %41
  %45 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 31)
  %46 = mul i64 %45, -7046029288634856825
  store i64 %46, ptr %40, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %47 = getelementptr inbounds i8, ptr %0, i64 56
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load i64, ptr %48, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %50 = load i64, ptr %47, align 8, !tbaa !37
  %51 = mul i64 %50, -4417276706812531889
  %52 = add i64 %51, %49
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31)
  %54 = mul i64 %53, -7046029288634856825
  store i64 %54, ptr %48, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %55 = getelementptr inbounds i8, ptr %0, i64 64
  %56 = getelementptr inbounds i8, ptr %0, i64 32
  %57 = load i64, ptr %56, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  %58 = load i64, ptr %55, align 8, !tbaa !37
  %59 = mul i64 %58, -4417276706812531889
  %60 = add i64 %59, %57
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31)
  %62 = mul i64 %61, -7046029288634856825
  store i64 %62, ptr %56, align 8, !tbaa !37, !alias.scope !42, !noalias !45
  store i32 0, ptr %10, align 8, !tbaa !41
  br label %63

63:                                               ; preds = %25, %22
  %64 = phi ptr [ %31, %25 ], [ %1, %22 ]
  %65 = icmp ule ptr %64, %23
  tail call void @llvm.assume(i1 %65)
  %66 = ptrtoint ptr %23 to i64
  %67 = ptrtoint ptr %64 to i64
  %68 = sub i64 %66, %67
  %69 = icmp ugt i64 %68, 31
  br i1 %69, label %70, label %112

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, ptr %0, i64 8
  %72 = getelementptr inbounds i8, ptr %64, i64 %68
  %73 = getelementptr inbounds i8, ptr %72, i64 -31
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = getelementptr inbounds i8, ptr %0, i64 24
  %76 = getelementptr inbounds i8, ptr %0, i64 32
  %77 = load i64, ptr %71, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %78 = load i64, ptr %74, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %79 = load i64, ptr %75, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %80 = load i64, ptr %76, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  br label %81

81:                                               ; preds = %81, %70
  %82 = phi i64 [ %80, %70 ], [ %109, %81 ]
  %83 = phi i64 [ %79, %70 ], [ %103, %81 ]
  %84 = phi i64 [ %78, %70 ], [ %97, %81 ]
  %85 = phi i64 [ %77, %70 ], [ %91, %81 ]
  %86 = phi ptr [ %64, %70 ], [ %110, %81 ]
  %87 = load i64, ptr %86, align 1, !tbaa !5
  %88 = mul i64 %87, -4417276706812531889
  %89 = add i64 %88, %85
  %90 = tail call i64 @llvm.fshl.i64(i64 %89, i64 %89, i64 31)
  %91 = mul i64 %90, -7046029288634856825
  store i64 %91, ptr %71, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %92 = getelementptr inbounds i8, ptr %86, i64 8
  %93 = load i64, ptr %92, align 1, !tbaa !5
  %94 = mul i64 %93, -4417276706812531889
  %95 = add i64 %94, %84
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 31)
  %97 = mul i64 %96, -7046029288634856825
  store i64 %97, ptr %74, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %98 = getelementptr inbounds i8, ptr %86, i64 16
  %99 = load i64, ptr %98, align 1, !tbaa !5
  %100 = mul i64 %99, -4417276706812531889
  %101 = add i64 %100, %83
  %102 = tail call i64 @llvm.fshl.i64(i64 %101, i64 %101, i64 31)
  %103 = mul i64 %102, -7046029288634856825
  store i64 %103, ptr %75, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %104 = getelementptr inbounds i8, ptr %86, i64 24
  %105 = load i64, ptr %104, align 1, !tbaa !5
  %106 = mul i64 %105, -4417276706812531889
  %107 = add i64 %106, %82
  %108 = tail call i64 @llvm.fshl.i64(i64 %107, i64 %107, i64 31)
  %109 = mul i64 %108, -7046029288634856825
  store i64 %109, ptr %76, align 8, !tbaa !37, !alias.scope !47, !noalias !50
  %110 = getelementptr inbounds i8, ptr %86, i64 32
  %111 = icmp ult ptr %110, %73
  br i1 %111, label %81, label %112, !llvm.loop !33

112:                                              ; preds = %81, %63
  %113 = phi ptr [ %64, %63 ], [ %110, %81 ]
  %114 = icmp ult ptr %113, %23
  br i1 %114, label %115, label %120

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %0, i64 40
  %117 = ptrtoint ptr %113 to i64
  %118 = sub i64 %66, %117
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %116, ptr align 1 %113, i64 %118, i1 false)
  %119 = trunc i64 %118 to i32
  store i32 %119, ptr %10, align 8, !tbaa !41
  br label %120

120:                                              ; preds = %112, %115, %16, %5
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @XXH64_digest(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = load i64, ptr %0, align 8, !tbaa !39
  %3 = icmp ugt i64 %2, 31
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !37
  %7 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !37
  %10 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 7)
  %11 = add i64 %10, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !37
  %14 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 12)
  %15 = add i64 %11, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i64, ptr %16, align 8, !tbaa !37
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 18)
  %19 = add i64 %15, %18
  %20 = mul i64 %6, -4417276706812531889
  %21 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 31)
  %22 = mul i64 %21, -7046029288634856825
  %23 = xor i64 %19, %22
  %24 = mul i64 %23, -7046029288634856825
  %25 = add i64 %24, -8796714831421723037
  %26 = mul i64 %9, -4417276706812531889
  %27 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 31)
  %28 = mul i64 %27, -7046029288634856825
  %29 = xor i64 %25, %28
  %30 = mul i64 %29, -7046029288634856825
  %31 = add i64 %30, -8796714831421723037
  %32 = mul i64 %13, -4417276706812531889
  %33 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 31)
  %34 = mul i64 %33, -7046029288634856825
  %35 = xor i64 %31, %34
  %36 = mul i64 %35, -7046029288634856825
  %37 = add i64 %36, -8796714831421723037
  %38 = mul i64 %17, -4417276706812531889
  %39 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 31)
  %40 = mul i64 %39, -7046029288634856825
  %41 = xor i64 %37, %40
  %42 = mul i64 %41, -7046029288634856825
  %43 = add i64 %42, -8796714831421723037
  br label %48

44:                                               ; preds = %1
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load i64, ptr %45, align 8, !tbaa !37
  %47 = add i64 %46, 2870177450012600261
  br label %48

48:                                               ; preds = %44, %4
  %49 = phi i64 [ %43, %4 ], [ %47, %44 ]
  %50 = add i64 %49, %2
  %51 = getelementptr inbounds i8, ptr %0, i64 40
  %52 = and i64 %2, 31
  %53 = icmp ugt i64 %52, 7
  br i1 %53, label %54, label %101

54:                                               ; preds = %48
  %55 = add nsw i64 %52, -8
  %56 = and i64 %55, 8
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %69

58:                                               ; preds = %54
  %59 = load i64, ptr %51, align 1, !tbaa !5
  %60 = mul i64 %59, -4417276706812531889
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31)
  %62 = mul i64 %61, -7046029288634856825
  %63 = getelementptr inbounds i8, ptr %0, i64 48
  %64 = xor i64 %62, %50
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 27)
  %66 = mul i64 %65, -7046029288634856825
  %67 = add i64 %66, -8796714831421723037
  %68 = add nsw i64 %52, -8
  br label %69

69:                                               ; preds = %58, %54
  %70 = phi i64 [ %50, %54 ], [ %67, %58 ]
  %71 = phi ptr [ %51, %54 ], [ %63, %58 ]
  %72 = phi i64 [ %52, %54 ], [ %68, %58 ]
  %73 = phi ptr [ poison, %54 ], [ %63, %58 ]
  %74 = phi i64 [ poison, %54 ], [ %67, %58 ]
  %75 = phi i64 [ poison, %54 ], [ %68, %58 ]
  %76 = icmp ult i64 %55, 8
  br i1 %76, label %101, label %77

77:                                               ; preds = %69, %77
  %78 = phi i64 [ %98, %77 ], [ %70, %69 ]
  %79 = phi ptr [ %94, %77 ], [ %71, %69 ]
  %80 = phi i64 [ %99, %77 ], [ %72, %69 ]
  %81 = load i64, ptr %79, align 1, !tbaa !5
  %82 = mul i64 %81, -4417276706812531889
  %83 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 31)
  %84 = mul i64 %83, -7046029288634856825
  %85 = getelementptr inbounds i8, ptr %79, i64 8
  %86 = xor i64 %84, %78
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 27)
  %88 = mul i64 %87, -7046029288634856825
  %89 = add i64 %88, -8796714831421723037
  %90 = load i64, ptr %85, align 1, !tbaa !5
  %91 = mul i64 %90, -4417276706812531889
  %92 = tail call i64 @llvm.fshl.i64(i64 %91, i64 %91, i64 31)
  %93 = mul i64 %92, -7046029288634856825
  %94 = getelementptr inbounds i8, ptr %79, i64 16
  %95 = xor i64 %93, %89
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 27)
  %97 = mul i64 %96, -7046029288634856825
  %98 = add i64 %97, -8796714831421723037
  %99 = add nsw i64 %80, -16
  %100 = icmp ugt i64 %99, 7
  br i1 %100, label %77, label %101, !llvm.loop !34

101:                                              ; preds = %69, %77, %48
  %102 = phi i64 [ %52, %48 ], [ %75, %69 ], [ %99, %77 ]
  %103 = phi ptr [ %51, %48 ], [ %73, %69 ], [ %94, %77 ]
  %104 = phi i64 [ %50, %48 ], [ %74, %69 ], [ %98, %77 ]
  %105 = icmp ugt i64 %102, 3
  br i1 %105, label %106, label %116

106:                                              ; preds = %101
  %107 = load i32, ptr %103, align 1, !tbaa !5
  %108 = zext i32 %107 to i64
  %109 = mul i64 %108, -7046029288634856825
  %110 = xor i64 %109, %104
  %111 = getelementptr inbounds i8, ptr %103, i64 4
  %112 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 23)
  %113 = mul i64 %112, -4417276706812531889
  %114 = add i64 %113, 1609587929392839161
  %115 = add nsw i64 %102, -4
  br label %116

116:                                              ; preds = %106, %101
  %117 = phi i64 [ %115, %106 ], [ %102, %101 ]
  %118 = phi ptr [ %111, %106 ], [ %103, %101 ]
  %119 = phi i64 [ %114, %106 ], [ %104, %101 ]
  %120 = icmp eq i64 %117, 0
  br i1 %120, label %179, label %121

121:                                              ; preds = %116
  %122 = and i64 %117, 3
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %139, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %135, %124 ], [ %119, %121 ]
  %126 = phi ptr [ %129, %124 ], [ %118, %121 ]
  %127 = phi i64 [ %136, %124 ], [ %117, %121 ]
  %128 = phi i64 [ %137, %124 ], [ 0, %121 ]
  %129 = getelementptr inbounds i8, ptr %126, i64 1
  %130 = load i8, ptr %126, align 1, !tbaa !5
  %131 = zext i8 %130 to i64
  %132 = mul i64 %131, 2870177450012600261
  %133 = xor i64 %132, %125
  %134 = tail call i64 @llvm.fshl.i64(i64 %133, i64 %133, i64 11)
  %135 = mul i64 %134, -7046029288634856825
  %136 = add nsw i64 %127, -1
  %137 = add i64 %128, 1
  %138 = icmp eq i64 %137, %122
  br i1 %138, label %139, label %124, !llvm.loop !52

139:                                              ; preds = %124, %121
  %140 = phi i64 [ poison, %121 ], [ %135, %124 ]
  %141 = phi i64 [ %119, %121 ], [ %135, %124 ]
  %142 = phi ptr [ %118, %121 ], [ %129, %124 ]
  %143 = phi i64 [ %117, %121 ], [ %136, %124 ]
  %144 = icmp ult i64 %117, 4
  br i1 %144, label %179, label %145

145:                                              ; preds = %139, %145
  %146 = phi i64 [ %176, %145 ], [ %141, %139 ]
  %147 = phi ptr [ %170, %145 ], [ %142, %139 ]
  %148 = phi i64 [ %177, %145 ], [ %143, %139 ]
  %149 = getelementptr inbounds i8, ptr %147, i64 1
  %150 = load i8, ptr %147, align 1, !tbaa !5
  %151 = zext i8 %150 to i64
  %152 = mul i64 %151, 2870177450012600261
  %153 = xor i64 %152, %146
  %154 = tail call i64 @llvm.fshl.i64(i64 %153, i64 %153, i64 11)
  %155 = mul i64 %154, -7046029288634856825
  %156 = getelementptr inbounds i8, ptr %147, i64 2
  %157 = load i8, ptr %149, align 1, !tbaa !5
  %158 = zext i8 %157 to i64
  %159 = mul i64 %158, 2870177450012600261
  %160 = xor i64 %159, %155
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 11)
  %162 = mul i64 %161, -7046029288634856825
  %163 = getelementptr inbounds i8, ptr %147, i64 3
  %164 = load i8, ptr %156, align 1, !tbaa !5
  %165 = zext i8 %164 to i64
  %166 = mul i64 %165, 2870177450012600261
  %167 = xor i64 %166, %162
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 11)
  %169 = mul i64 %168, -7046029288634856825
  %170 = getelementptr inbounds i8, ptr %147, i64 4
  %171 = load i8, ptr %163, align 1, !tbaa !5
  %172 = zext i8 %171 to i64
  %173 = mul i64 %172, 2870177450012600261
  %174 = xor i64 %173, %169
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 11)
  %176 = mul i64 %175, -7046029288634856825
  %177 = add nsw i64 %148, -4
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %179, label %145, !llvm.loop !36

179:                                              ; preds = %139, %145, %116
  %180 = phi i64 [ %119, %116 ], [ %140, %139 ], [ %176, %145 ]
  %181 = lshr i64 %180, 33
  %182 = xor i64 %181, %180
  %183 = mul i64 %182, -4417276706812531889
  %184 = lshr i64 %183, 29
  %185 = xor i64 %184, %183
  %186 = mul i64 %185, 1609587929392839161
  %187 = lshr i64 %186, 32
  %188 = xor i64 %187, %186
  ret i64 %188
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @XXH64_canonicalFromHash(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #11 {
  %3 = tail call noundef i64 @llvm.bswap.i64(i64 %1)
  store i64 %3, ptr %0, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i64 @XXH64_hashFromCanonical(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load i64, ptr %0, align 1, !tbaa !5
  %3 = tail call noundef i64 @llvm.bswap.i64(i64 %2)
  ret i64 %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local i64 @XXH3_64bits(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #13 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %80

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %29, !prof !53

6:                                                ; preds = %4
  %7 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %7)
  %8 = load i64, ptr %0, align 1, !tbaa !5
  %9 = xor i64 %8, 7458650908927343033
  %10 = getelementptr inbounds i8, ptr %0, i64 %1
  %11 = getelementptr inbounds i8, ptr %10, i64 -8
  %12 = load i64, ptr %11, align 1, !tbaa !5
  %13 = xor i64 %12, -5812251307325107654
  %14 = tail call noundef i64 @llvm.bswap.i64(i64 %9)
  %15 = add i64 %14, %1
  %16 = add i64 %15, %13
  %17 = zext i64 %9 to i128
  %18 = zext i64 %13 to i128
  %19 = mul nuw i128 %18, %17
  %20 = lshr i128 %19, 64
  %21 = xor i128 %20, %19
  %22 = trunc i128 %21 to i64
  %23 = add i64 %16, %22
  %24 = lshr i64 %23, 37
  %25 = xor i64 %24, %23
  %26 = mul i64 %25, 1609587791953885689
  %27 = lshr i64 %26, 32
  %28 = xor i64 %27, %26
  br label %214

29:                                               ; preds = %4
  %30 = icmp ugt i64 %1, 3
  br i1 %30, label %31, label %53, !prof !53

31:                                               ; preds = %29
  %32 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %32)
  %33 = load i32, ptr %0, align 1, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %0, i64 %1
  %35 = getelementptr inbounds i8, ptr %34, i64 -4
  %36 = load i32, ptr %35, align 1, !tbaa !5
  %37 = zext i32 %36 to i64
  %38 = zext i32 %33 to i64
  %39 = shl nuw i64 %38, 32
  %40 = or disjoint i64 %39, %37
  %41 = xor i64 %40, -4090762196417718878
  %42 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 49)
  %43 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 24)
  %44 = xor i64 %42, %43
  %45 = xor i64 %44, %41
  %46 = mul i64 %45, -6939452855193903323
  %47 = lshr i64 %46, 35
  %48 = add nuw nsw i64 %47, %1
  %49 = xor i64 %48, %46
  %50 = mul i64 %49, -6939452855193903323
  %51 = lshr i64 %50, 28
  %52 = xor i64 %51, %50
  br label %214

53:                                               ; preds = %29
  %54 = icmp eq i64 %1, 0
  br i1 %54, label %214, label %55

55:                                               ; preds = %53
  %56 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %56)
  %57 = load i8, ptr %0, align 1, !tbaa !5
  %58 = lshr i64 %1, 1
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !5
  %61 = getelementptr i8, ptr %0, i64 %1
  %62 = getelementptr i8, ptr %61, i64 -1
  %63 = load i8, ptr %62, align 1, !tbaa !5
  %64 = zext i8 %57 to i64
  %65 = shl nuw nsw i64 %64, 16
  %66 = zext i8 %60 to i64
  %67 = shl nuw nsw i64 %66, 24
  %68 = or disjoint i64 %67, %65
  %69 = zext i8 %63 to i64
  %70 = or disjoint i64 %68, %69
  %71 = shl nuw nsw i64 %1, 8
  %72 = or disjoint i64 %70, %71
  %73 = xor i64 %72, 2267503259
  %74 = mul i64 %73, -4417276706812531889
  %75 = lshr i64 %74, 29
  %76 = xor i64 %75, %74
  %77 = mul i64 %76, 1609587929392839161
  %78 = lshr i64 %77, 32
  %79 = xor i64 %78, %77
  br label %214

80:                                               ; preds = %2
  %81 = icmp ult i64 %1, 129
  br i1 %81, label %82, label %208

82:                                               ; preds = %80
  %83 = mul i64 %1, -7046029288634856825
  %84 = icmp ugt i64 %1, 32
  br i1 %84, label %85, label %175

85:                                               ; preds = %82
  %86 = icmp ugt i64 %1, 64
  br i1 %86, label %87, label %146

87:                                               ; preds = %85
  %88 = icmp ugt i64 %1, 96
  br i1 %88, label %89, label %117

89:                                               ; preds = %87
  %90 = getelementptr inbounds i8, ptr %0, i64 48
  %91 = load i64, ptr %90, align 1, !tbaa !5, !noalias !54
  %92 = getelementptr inbounds i8, ptr %0, i64 56
  %93 = load i64, ptr %92, align 1, !tbaa !5, !noalias !54
  %94 = xor i64 %91, 4554437623014685352
  %95 = xor i64 %93, 2111919702937427193
  %96 = zext i64 %94 to i128
  %97 = zext i64 %95 to i128
  %98 = mul nuw i128 %97, %96
  %99 = lshr i128 %98, 64
  %100 = xor i128 %99, %98
  %101 = trunc i128 %100 to i64
  %102 = add i64 %83, %101
  %103 = getelementptr inbounds i8, ptr %0, i64 %1
  %104 = getelementptr inbounds i8, ptr %103, i64 -64
  %105 = load i64, ptr %104, align 1, !tbaa !5, !noalias !57
  %106 = getelementptr inbounds i8, ptr %103, i64 -56
  %107 = load i64, ptr %106, align 1, !tbaa !5, !noalias !57
  %108 = xor i64 %105, 3556072174620004746
  %109 = xor i64 %107, 7238261902898274248
  %110 = zext i64 %108 to i128
  %111 = zext i64 %109 to i128
  %112 = mul nuw i128 %111, %110
  %113 = lshr i128 %112, 64
  %114 = xor i128 %113, %112
  %115 = trunc i128 %114 to i64
  %116 = add i64 %102, %115
  br label %117

117:                                              ; preds = %89, %87
  %118 = phi i64 [ %116, %89 ], [ %83, %87 ]
  %119 = getelementptr inbounds i8, ptr %0, i64 32
  %120 = load i64, ptr %119, align 1, !tbaa !5, !noalias !60
  %121 = getelementptr inbounds i8, ptr %0, i64 40
  %122 = load i64, ptr %121, align 1, !tbaa !5, !noalias !60
  %123 = xor i64 %120, -3818837453329782724
  %124 = xor i64 %122, -6688317018830679928
  %125 = zext i64 %123 to i128
  %126 = zext i64 %124 to i128
  %127 = mul nuw i128 %126, %125
  %128 = lshr i128 %127, 64
  %129 = xor i128 %128, %127
  %130 = trunc i128 %129 to i64
  %131 = add i64 %118, %130
  %132 = getelementptr inbounds i8, ptr %0, i64 %1
  %133 = getelementptr inbounds i8, ptr %132, i64 -48
  %134 = load i64, ptr %133, align 1, !tbaa !5, !noalias !63
  %135 = getelementptr inbounds i8, ptr %132, i64 -40
  %136 = load i64, ptr %135, align 1, !tbaa !5, !noalias !63
  %137 = xor i64 %134, 5690594596133299313
  %138 = xor i64 %136, -2833645246901970632
  %139 = zext i64 %137 to i128
  %140 = zext i64 %138 to i128
  %141 = mul nuw i128 %140, %139
  %142 = lshr i128 %141, 64
  %143 = xor i128 %142, %141
  %144 = trunc i128 %143 to i64
  %145 = add i64 %131, %144
  br label %146

146:                                              ; preds = %117, %85
  %147 = phi i64 [ %145, %117 ], [ %83, %85 ]
  %148 = getelementptr inbounds i8, ptr %0, i64 16
  %149 = load i64, ptr %148, align 1, !tbaa !5, !noalias !66
  %150 = getelementptr inbounds i8, ptr %0, i64 24
  %151 = load i64, ptr %150, align 1, !tbaa !5, !noalias !66
  %152 = xor i64 %149, 8711581037947681227
  %153 = xor i64 %151, 2410270004345854594
  %154 = zext i64 %152 to i128
  %155 = zext i64 %153 to i128
  %156 = mul nuw i128 %155, %154
  %157 = lshr i128 %156, 64
  %158 = xor i128 %157, %156
  %159 = trunc i128 %158 to i64
  %160 = add i64 %147, %159
  %161 = getelementptr inbounds i8, ptr %0, i64 %1
  %162 = getelementptr inbounds i8, ptr %161, i64 -32
  %163 = load i64, ptr %162, align 1, !tbaa !5, !noalias !69
  %164 = getelementptr inbounds i8, ptr %161, i64 -24
  %165 = load i64, ptr %164, align 1, !tbaa !5, !noalias !69
  %166 = xor i64 %163, -8204357891075471176
  %167 = xor i64 %165, 5487137525590930912
  %168 = zext i64 %166 to i128
  %169 = zext i64 %167 to i128
  %170 = mul nuw i128 %169, %168
  %171 = lshr i128 %170, 64
  %172 = xor i128 %171, %170
  %173 = trunc i128 %172 to i64
  %174 = add i64 %160, %173
  br label %175

175:                                              ; preds = %82, %146
  %176 = phi i64 [ %174, %146 ], [ %83, %82 ]
  %177 = load i64, ptr %0, align 1, !tbaa !5, !noalias !72
  %178 = getelementptr inbounds i8, ptr %0, i64 8
  %179 = load i64, ptr %178, align 1, !tbaa !5, !noalias !72
  %180 = xor i64 %177, -4734510112055689544
  %181 = xor i64 %179, 2066345149520216444
  %182 = zext i64 %180 to i128
  %183 = zext i64 %181 to i128
  %184 = mul nuw i128 %183, %182
  %185 = lshr i128 %184, 64
  %186 = xor i128 %185, %184
  %187 = trunc i128 %186 to i64
  %188 = add i64 %176, %187
  %189 = getelementptr inbounds i8, ptr %0, i64 %1
  %190 = getelementptr inbounds i8, ptr %189, i64 -16
  %191 = load i64, ptr %190, align 1, !tbaa !5, !noalias !75
  %192 = getelementptr inbounds i8, ptr %189, i64 -8
  %193 = load i64, ptr %192, align 1, !tbaa !5, !noalias !75
  %194 = xor i64 %191, -2623469361688619810
  %195 = xor i64 %193, 2262974939099578482
  %196 = zext i64 %194 to i128
  %197 = zext i64 %195 to i128
  %198 = mul nuw i128 %197, %196
  %199 = lshr i128 %198, 64
  %200 = xor i128 %199, %198
  %201 = trunc i128 %200 to i64
  %202 = add i64 %188, %201
  %203 = lshr i64 %202, 37
  %204 = xor i64 %203, %202
  %205 = mul i64 %204, 1609587791953885689
  %206 = lshr i64 %205, 32
  %207 = xor i64 %206, %205
  br label %214

208:                                              ; preds = %80
  %209 = icmp ult i64 %1, 241
  br i1 %209, label %210, label %212

210:                                              ; preds = %208
  %211 = tail call fastcc i64 @XXH3_len_129to240_64b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef 0) #36
  br label %214

212:                                              ; preds = %208
  %213 = tail call fastcc i64 @XXH3_hashLong_64b_default(ptr noundef %0, i64 noundef %1) #35
  br label %214

214:                                              ; preds = %55, %31, %6, %53, %175, %210, %212
  %215 = phi i64 [ %207, %175 ], [ %211, %210 ], [ %213, %212 ], [ %28, %6 ], [ %52, %31 ], [ %79, %55 ], [ 3244421341483603138, %53 ]
  ret i64 %215
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define internal fastcc i64 @XXH3_hashLong_64b_default(ptr noalias nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #14 {
  %3 = add i64 %1, -1
  %4 = icmp ult i64 %3, 1024
  br i1 %4, label %125, label %5

5:                                                ; preds = %2
  %6 = lshr i64 %3, 10
  br label %7

7:                                                ; preds = %5, %82
  %8 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %5 ], [ %122, %82 ]
  %9 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %5 ], [ %112, %82 ]
  %10 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %5 ], [ %102, %82 ]
  %11 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %5 ], [ %92, %82 ]
  %12 = phi i64 [ 0, %5 ], [ %123, %82 ]
  %13 = shl i64 %12, 10
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  br label %15

15:                                               ; preds = %7, %15
  %16 = phi <2 x i64> [ %8, %7 ], [ %79, %15 ]
  %17 = phi <2 x i64> [ %9, %7 ], [ %65, %15 ]
  %18 = phi <2 x i64> [ %10, %7 ], [ %51, %15 ]
  %19 = phi <2 x i64> [ %11, %7 ], [ %37, %15 ]
  %20 = phi i64 [ 0, %7 ], [ %80, %15 ]
  %21 = shl nuw nsw i64 %20, 6
  %22 = getelementptr inbounds i8, ptr %14, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %23, i32 0, i32 3, i32 1)
  %24 = shl nuw nsw i64 %20, 3
  %25 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %24
  %26 = load <2 x i64>, ptr %22, align 1, !tbaa !5
  %27 = load <2 x i64>, ptr %25, align 8, !tbaa !5
  %28 = xor <2 x i64> %27, %26
  %29 = bitcast <2 x i64> %28 to <4 x i32>
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %31 = bitcast <4 x i32> %30 to <2 x i64>
  %32 = and <2 x i64> %28, <i64 4294967295, i64 4294967295>
  %33 = and <2 x i64> %31, <i64 4294967295, i64 4294967295>
  %34 = mul nuw <2 x i64> %33, %32
  %35 = shufflevector <2 x i64> %26, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %36 = add <2 x i64> %19, %35
  %37 = add <2 x i64> %36, %34
  %38 = getelementptr inbounds i8, ptr %22, i64 16
  %39 = load <2 x i64>, ptr %38, align 1, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %25, i64 16
  %41 = load <2 x i64>, ptr %40, align 8, !tbaa !5
  %42 = xor <2 x i64> %41, %39
  %43 = bitcast <2 x i64> %42 to <4 x i32>
  %44 = shufflevector <4 x i32> %43, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %45 = bitcast <4 x i32> %44 to <2 x i64>
  %46 = and <2 x i64> %42, <i64 4294967295, i64 4294967295>
  %47 = and <2 x i64> %45, <i64 4294967295, i64 4294967295>
  %48 = mul nuw <2 x i64> %47, %46
  %49 = shufflevector <2 x i64> %39, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %50 = add <2 x i64> %18, %49
  %51 = add <2 x i64> %50, %48
  %52 = getelementptr inbounds i8, ptr %22, i64 32
  %53 = load <2 x i64>, ptr %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %25, i64 32
  %55 = load <2 x i64>, ptr %54, align 8, !tbaa !5
  %56 = xor <2 x i64> %55, %53
  %57 = bitcast <2 x i64> %56 to <4 x i32>
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %59 = bitcast <4 x i32> %58 to <2 x i64>
  %60 = and <2 x i64> %56, <i64 4294967295, i64 4294967295>
  %61 = and <2 x i64> %59, <i64 4294967295, i64 4294967295>
  %62 = mul nuw <2 x i64> %61, %60
  %63 = shufflevector <2 x i64> %53, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %64 = add <2 x i64> %17, %63
  %65 = add <2 x i64> %64, %62
  %66 = getelementptr inbounds i8, ptr %22, i64 48
  %67 = load <2 x i64>, ptr %66, align 1, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %25, i64 48
  %69 = load <2 x i64>, ptr %68, align 8, !tbaa !5
  %70 = xor <2 x i64> %69, %67
  %71 = bitcast <2 x i64> %70 to <4 x i32>
  %72 = shufflevector <4 x i32> %71, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %73 = bitcast <4 x i32> %72 to <2 x i64>
  %74 = and <2 x i64> %70, <i64 4294967295, i64 4294967295>
  %75 = and <2 x i64> %73, <i64 4294967295, i64 4294967295>
  %76 = mul nuw <2 x i64> %75, %74
  %77 = shufflevector <2 x i64> %67, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %78 = add <2 x i64> %16, %77
  %79 = add <2 x i64> %78, %76
  %80 = add nuw nsw i64 %20, 1
  %81 = icmp eq i64 %80, 16
  br i1 %81, label %82, label %15, !llvm.loop !78

82:                                               ; preds = %15
  %83 = lshr <2 x i64> %37, <i64 47, i64 47>
  %84 = xor <2 x i64> %83, %37
  %85 = xor <2 x i64> %84, <i64 -4329134394285701654, i64 -1485321483350670907>
  %86 = bitcast <2 x i64> %85 to <4 x i32>
  %87 = shufflevector <4 x i32> %86, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %88 = bitcast <4 x i32> %87 to <2 x i64>
  %89 = and <2 x i64> %85, <i64 4294967295, i64 4294967295>
  %90 = mul nuw <2 x i64> %89, <i64 2654435761, i64 2654435761>
  %91 = mul <2 x i64> %88, <i64 -7046029290881679360, i64 -7046029290881679360>
  %92 = add <2 x i64> %91, %90
  %93 = lshr <2 x i64> %51, <i64 47, i64 47>
  %94 = xor <2 x i64> %93, %51
  %95 = xor <2 x i64> %94, <i64 5321830579834785047, i64 -7032137544937171245>
  %96 = bitcast <2 x i64> %95 to <4 x i32>
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %98 = bitcast <4 x i32> %97 to <2 x i64>
  %99 = and <2 x i64> %95, <i64 4294967295, i64 4294967295>
  %100 = mul nuw <2 x i64> %99, <i64 2654435761, i64 2654435761>
  %101 = mul <2 x i64> %98, <i64 -7046029290881679360, i64 -7046029290881679360>
  %102 = add <2 x i64> %101, %100
  %103 = lshr <2 x i64> %65, <i64 47, i64 47>
  %104 = xor <2 x i64> %103, %65
  %105 = xor <2 x i64> %104, <i64 -242834301215959509, i64 -3588858202114426737>
  %106 = bitcast <2 x i64> %105 to <4 x i32>
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %108 = bitcast <4 x i32> %107 to <2 x i64>
  %109 = and <2 x i64> %105, <i64 4294967295, i64 4294967295>
  %110 = mul nuw <2 x i64> %109, <i64 2654435761, i64 2654435761>
  %111 = mul <2 x i64> %108, <i64 -7046029290881679360, i64 -7046029290881679360>
  %112 = add <2 x i64> %111, %110
  %113 = lshr <2 x i64> %79, <i64 47, i64 47>
  %114 = xor <2 x i64> %113, %79
  %115 = xor <2 x i64> %114, <i64 2883454493032893253, i64 9097354517224871855>
  %116 = bitcast <2 x i64> %115 to <4 x i32>
  %117 = shufflevector <4 x i32> %116, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %118 = bitcast <4 x i32> %117 to <2 x i64>
  %119 = and <2 x i64> %115, <i64 4294967295, i64 4294967295>
  %120 = mul nuw <2 x i64> %119, <i64 2654435761, i64 2654435761>
  %121 = mul <2 x i64> %118, <i64 -7046029290881679360, i64 -7046029290881679360>
  %122 = add <2 x i64> %121, %120
  %123 = add nuw nsw i64 %12, 1
  %124 = icmp eq i64 %123, %6
  br i1 %124, label %125, label %7, !llvm.loop !79

125:                                              ; preds = %82, %2
  %126 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %2 ], [ %122, %82 ]
  %127 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %2 ], [ %112, %82 ]
  %128 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %2 ], [ %102, %82 ]
  %129 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %2 ], [ %92, %82 ]
  %130 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %130)
  %131 = and i64 %3, -1024
  %132 = lshr i64 %3, 6
  %133 = and i64 %132, 15
  %134 = getelementptr inbounds i8, ptr %0, i64 %131
  %135 = icmp eq i64 %133, 0
  br i1 %135, label %203, label %136

136:                                              ; preds = %125, %136
  %137 = phi <2 x i64> [ %200, %136 ], [ %126, %125 ]
  %138 = phi <2 x i64> [ %186, %136 ], [ %127, %125 ]
  %139 = phi <2 x i64> [ %172, %136 ], [ %128, %125 ]
  %140 = phi <2 x i64> [ %158, %136 ], [ %129, %125 ]
  %141 = phi i64 [ %201, %136 ], [ 0, %125 ]
  %142 = shl nuw nsw i64 %141, 6
  %143 = getelementptr inbounds i8, ptr %134, i64 %142
  %144 = getelementptr inbounds i8, ptr %143, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %144, i32 0, i32 3, i32 1)
  %145 = shl nuw nsw i64 %141, 3
  %146 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %145
  %147 = load <2 x i64>, ptr %143, align 1, !tbaa !5
  %148 = load <2 x i64>, ptr %146, align 8, !tbaa !5
  %149 = xor <2 x i64> %148, %147
  %150 = bitcast <2 x i64> %149 to <4 x i32>
  %151 = shufflevector <4 x i32> %150, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %152 = bitcast <4 x i32> %151 to <2 x i64>
  %153 = and <2 x i64> %149, <i64 4294967295, i64 4294967295>
  %154 = and <2 x i64> %152, <i64 4294967295, i64 4294967295>
  %155 = mul nuw <2 x i64> %154, %153
  %156 = shufflevector <2 x i64> %147, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %157 = add <2 x i64> %140, %156
  %158 = add <2 x i64> %157, %155
  %159 = getelementptr inbounds i8, ptr %143, i64 16
  %160 = load <2 x i64>, ptr %159, align 1, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %146, i64 16
  %162 = load <2 x i64>, ptr %161, align 8, !tbaa !5
  %163 = xor <2 x i64> %162, %160
  %164 = bitcast <2 x i64> %163 to <4 x i32>
  %165 = shufflevector <4 x i32> %164, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %166 = bitcast <4 x i32> %165 to <2 x i64>
  %167 = and <2 x i64> %163, <i64 4294967295, i64 4294967295>
  %168 = and <2 x i64> %166, <i64 4294967295, i64 4294967295>
  %169 = mul nuw <2 x i64> %168, %167
  %170 = shufflevector <2 x i64> %160, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %171 = add <2 x i64> %139, %170
  %172 = add <2 x i64> %171, %169
  %173 = getelementptr inbounds i8, ptr %143, i64 32
  %174 = load <2 x i64>, ptr %173, align 1, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %146, i64 32
  %176 = load <2 x i64>, ptr %175, align 8, !tbaa !5
  %177 = xor <2 x i64> %176, %174
  %178 = bitcast <2 x i64> %177 to <4 x i32>
  %179 = shufflevector <4 x i32> %178, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %180 = bitcast <4 x i32> %179 to <2 x i64>
  %181 = and <2 x i64> %177, <i64 4294967295, i64 4294967295>
  %182 = and <2 x i64> %180, <i64 4294967295, i64 4294967295>
  %183 = mul nuw <2 x i64> %182, %181
  %184 = shufflevector <2 x i64> %174, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %185 = add <2 x i64> %138, %184
  %186 = add <2 x i64> %185, %183
  %187 = getelementptr inbounds i8, ptr %143, i64 48
  %188 = load <2 x i64>, ptr %187, align 1, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %146, i64 48
  %190 = load <2 x i64>, ptr %189, align 8, !tbaa !5
  %191 = xor <2 x i64> %190, %188
  %192 = bitcast <2 x i64> %191 to <4 x i32>
  %193 = shufflevector <4 x i32> %192, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %194 = bitcast <4 x i32> %193 to <2 x i64>
  %195 = and <2 x i64> %191, <i64 4294967295, i64 4294967295>
  %196 = and <2 x i64> %194, <i64 4294967295, i64 4294967295>
  %197 = mul nuw <2 x i64> %196, %195
  %198 = shufflevector <2 x i64> %188, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %199 = add <2 x i64> %137, %198
  %200 = add <2 x i64> %199, %197
  %201 = add nuw nsw i64 %141, 1
  %202 = icmp eq i64 %201, %133
  br i1 %202, label %203, label %136, !llvm.loop !78

203:                                              ; preds = %136, %125
  %204 = phi <2 x i64> [ %126, %125 ], [ %200, %136 ]
  %205 = phi <2 x i64> [ %127, %125 ], [ %186, %136 ]
  %206 = phi <2 x i64> [ %128, %125 ], [ %172, %136 ]
  %207 = phi <2 x i64> [ %129, %125 ], [ %158, %136 ]
  %208 = getelementptr inbounds i8, ptr %0, i64 %1
  %209 = getelementptr inbounds i8, ptr %208, i64 -64
  %210 = load <2 x i64>, ptr %209, align 1, !tbaa !5
  %211 = xor <2 x i64> %210, <i64 -1556992608276218209, i64 -4196251135427498811>
  %212 = bitcast <2 x i64> %211 to <4 x i32>
  %213 = shufflevector <4 x i32> %212, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %214 = bitcast <4 x i32> %213 to <2 x i64>
  %215 = and <2 x i64> %211, <i64 4294967295, i64 4294967295>
  %216 = and <2 x i64> %214, <i64 4294967295, i64 4294967295>
  %217 = mul nuw <2 x i64> %216, %215
  %218 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %219 = add <2 x i64> %207, %218
  %220 = add <2 x i64> %219, %217
  %221 = getelementptr inbounds i8, ptr %208, i64 -48
  %222 = load <2 x i64>, ptr %221, align 1, !tbaa !5
  %223 = xor <2 x i64> %222, <i64 1723580219865931905, i64 -3221803331004277491>
  %224 = bitcast <2 x i64> %223 to <4 x i32>
  %225 = shufflevector <4 x i32> %224, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %226 = bitcast <4 x i32> %225 to <2 x i64>
  %227 = and <2 x i64> %223, <i64 4294967295, i64 4294967295>
  %228 = and <2 x i64> %226, <i64 4294967295, i64 4294967295>
  %229 = mul nuw <2 x i64> %228, %227
  %230 = shufflevector <2 x i64> %222, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %231 = add <2 x i64> %206, %230
  %232 = add <2 x i64> %231, %229
  %233 = getelementptr inbounds i8, ptr %208, i64 -32
  %234 = load <2 x i64>, ptr %233, align 1, !tbaa !5
  %235 = xor <2 x i64> %234, <i64 3143064850383918358, i64 -8071399103737053674>
  %236 = bitcast <2 x i64> %235 to <4 x i32>
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %238 = bitcast <4 x i32> %237 to <2 x i64>
  %239 = and <2 x i64> %235, <i64 4294967295, i64 4294967295>
  %240 = and <2 x i64> %238, <i64 4294967295, i64 4294967295>
  %241 = mul nuw <2 x i64> %240, %239
  %242 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %243 = add <2 x i64> %205, %242
  %244 = add <2 x i64> %243, %241
  %245 = getelementptr inbounds i8, ptr %208, i64 -16
  %246 = load <2 x i64>, ptr %245, align 1, !tbaa !5
  %247 = xor <2 x i64> %246, <i64 5030012605302946040, i64 -5825401622958753077>
  %248 = bitcast <2 x i64> %247 to <4 x i32>
  %249 = shufflevector <4 x i32> %248, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %250 = bitcast <4 x i32> %249 to <2 x i64>
  %251 = and <2 x i64> %247, <i64 4294967295, i64 4294967295>
  %252 = and <2 x i64> %250, <i64 4294967295, i64 4294967295>
  %253 = mul nuw <2 x i64> %252, %251
  %254 = shufflevector <2 x i64> %246, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %255 = add <2 x i64> %204, %254
  %256 = add <2 x i64> %255, %253
  %257 = mul i64 %1, -7046029288634856825
  %258 = shufflevector <2 x i64> %220, <2 x i64> %232, <2 x i32> <i32 0, i32 2>
  %259 = shufflevector <2 x i64> %244, <2 x i64> %256, <2 x i32> <i32 0, i32 2>
  %260 = shufflevector <2 x i64> %258, <2 x i64> %259, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %261 = xor <4 x i64> %260, <i64 7914194659941938988, i64 -1839215637059881052, i64 5046485836271438973, i64 5920048007935066598>
  %262 = shufflevector <2 x i64> %220, <2 x i64> %232, <2 x i32> <i32 1, i32 3>
  %263 = shufflevector <2 x i64> %244, <2 x i64> %256, <2 x i32> <i32 1, i32 3>
  %264 = shufflevector <2 x i64> %262, <2 x i64> %263, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %265 = xor <4 x i64> %264, <i64 -6611157965513653271, i64 -3433288310154277810, i64 -8055285457383852172, i64 7336514198459093435>
  %266 = zext <4 x i64> %261 to <4 x i128>
  %267 = zext <4 x i64> %265 to <4 x i128>
  %268 = mul nuw <4 x i128> %267, %266
  %269 = lshr <4 x i128> %268, <i128 64, i128 64, i128 64, i128 64>
  %270 = xor <4 x i128> %269, %268
  %271 = trunc <4 x i128> %270 to <4 x i64>
  %272 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %271)
  %273 = add i64 %272, %257
  %274 = lshr i64 %273, 37
  %275 = xor i64 %274, %273
  %276 = mul i64 %275, 1609587791953885689
  %277 = lshr i64 %276, 32
  %278 = xor i64 %277, %276
  ret i64 %278
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local i64 @XXH3_64bits_withSecret(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #13 {
  %5 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %5)
  %6 = icmp ult i64 %1, 17
  br i1 %6, label %7, label %120

7:                                                ; preds = %4
  %8 = icmp ugt i64 %1, 8
  br i1 %8, label %9, label %43, !prof !53

9:                                                ; preds = %7
  %10 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %10)
  %11 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds i8, ptr %2, i64 24
  %13 = load i64, ptr %12, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %2, i64 32
  %15 = load i64, ptr %14, align 1, !tbaa !5
  %16 = xor i64 %15, %13
  %17 = getelementptr inbounds i8, ptr %2, i64 40
  %18 = load i64, ptr %17, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 48
  %20 = load i64, ptr %19, align 1, !tbaa !5
  %21 = xor i64 %20, %18
  %22 = load i64, ptr %0, align 1, !tbaa !5
  %23 = xor i64 %16, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 %1
  %25 = getelementptr inbounds i8, ptr %24, i64 -8
  %26 = load i64, ptr %25, align 1, !tbaa !5
  %27 = xor i64 %21, %26
  %28 = tail call noundef i64 @llvm.bswap.i64(i64 %23)
  %29 = add i64 %28, %1
  %30 = add i64 %29, %27
  %31 = zext i64 %23 to i128
  %32 = zext i64 %27 to i128
  %33 = mul nuw i128 %32, %31
  %34 = lshr i128 %33, 64
  %35 = xor i128 %34, %33
  %36 = trunc i128 %35 to i64
  %37 = add i64 %30, %36
  %38 = lshr i64 %37, 37
  %39 = xor i64 %38, %37
  %40 = mul i64 %39, 1609587791953885689
  %41 = lshr i64 %40, 32
  %42 = xor i64 %41, %40
  br label %285

43:                                               ; preds = %7
  %44 = icmp ugt i64 %1, 3
  br i1 %44, label %45, label %73, !prof !53

45:                                               ; preds = %43
  %46 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %46)
  %47 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %47)
  %48 = load i32, ptr %0, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %0, i64 %1
  %50 = getelementptr inbounds i8, ptr %49, i64 -4
  %51 = load i32, ptr %50, align 1, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 16
  %55 = load i64, ptr %54, align 1, !tbaa !5
  %56 = xor i64 %55, %53
  %57 = zext i32 %51 to i64
  %58 = zext i32 %48 to i64
  %59 = shl nuw i64 %58, 32
  %60 = or disjoint i64 %59, %57
  %61 = xor i64 %56, %60
  %62 = tail call i64 @llvm.fshl.i64(i64 %61, i64 %61, i64 49)
  %63 = tail call i64 @llvm.fshl.i64(i64 %61, i64 %61, i64 24)
  %64 = xor i64 %62, %63
  %65 = xor i64 %64, %61
  %66 = mul i64 %65, -6939452855193903323
  %67 = lshr i64 %66, 35
  %68 = add nuw nsw i64 %67, %1
  %69 = xor i64 %68, %66
  %70 = mul i64 %69, -6939452855193903323
  %71 = lshr i64 %70, 28
  %72 = xor i64 %71, %70
  br label %285

73:                                               ; preds = %43
  %74 = icmp eq i64 %1, 0
  br i1 %74, label %106, label %75

75:                                               ; preds = %73
  %76 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %76)
  %77 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %77)
  %78 = load i8, ptr %0, align 1, !tbaa !5
  %79 = lshr i64 %1, 1
  %80 = getelementptr inbounds i8, ptr %0, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !5
  %82 = getelementptr i8, ptr %0, i64 %1
  %83 = getelementptr i8, ptr %82, i64 -1
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %78 to i64
  %86 = shl nuw nsw i64 %85, 16
  %87 = zext i8 %81 to i64
  %88 = shl nuw nsw i64 %87, 24
  %89 = or disjoint i64 %88, %86
  %90 = zext i8 %84 to i64
  %91 = or disjoint i64 %89, %90
  %92 = shl nuw nsw i64 %1, 8
  %93 = load i32, ptr %2, align 1, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %2, i64 4
  %95 = load i32, ptr %94, align 1, !tbaa !5
  %96 = xor i32 %95, %93
  %97 = zext i32 %96 to i64
  %98 = or disjoint i64 %91, %92
  %99 = xor i64 %98, %97
  %100 = mul i64 %99, -4417276706812531889
  %101 = lshr i64 %100, 29
  %102 = xor i64 %101, %100
  %103 = mul i64 %102, 1609587929392839161
  %104 = lshr i64 %103, 32
  %105 = xor i64 %104, %103
  br label %285

106:                                              ; preds = %73
  %107 = getelementptr inbounds i8, ptr %2, i64 56
  %108 = load i64, ptr %107, align 1, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %2, i64 64
  %110 = load i64, ptr %109, align 1, !tbaa !5
  %111 = xor i64 %110, %108
  %112 = lshr i64 %111, 33
  %113 = xor i64 %112, %111
  %114 = mul i64 %113, -4417276706812531889
  %115 = lshr i64 %114, 29
  %116 = xor i64 %115, %114
  %117 = mul i64 %116, 1609587929392839161
  %118 = lshr i64 %117, 32
  %119 = xor i64 %118, %117
  br label %285

120:                                              ; preds = %4
  %121 = icmp ult i64 %1, 129
  br i1 %121, label %122, label %279

122:                                              ; preds = %120
  %123 = mul i64 %1, -7046029288634856825
  %124 = icmp ugt i64 %1, 32
  br i1 %124, label %125, label %239

125:                                              ; preds = %122
  %126 = icmp ugt i64 %1, 64
  br i1 %126, label %127, label %202

127:                                              ; preds = %125
  %128 = icmp ugt i64 %1, 96
  br i1 %128, label %129, label %165

129:                                              ; preds = %127
  %130 = getelementptr inbounds i8, ptr %0, i64 48
  %131 = getelementptr inbounds i8, ptr %2, i64 96
  %132 = load i64, ptr %130, align 1, !tbaa !5, !noalias !80
  %133 = getelementptr inbounds i8, ptr %0, i64 56
  %134 = load i64, ptr %133, align 1, !tbaa !5, !noalias !80
  %135 = load i64, ptr %131, align 1, !tbaa !5
  %136 = xor i64 %135, %132
  %137 = getelementptr inbounds i8, ptr %2, i64 104
  %138 = load i64, ptr %137, align 1, !tbaa !5
  %139 = xor i64 %138, %134
  %140 = zext i64 %136 to i128
  %141 = zext i64 %139 to i128
  %142 = mul nuw i128 %141, %140
  %143 = lshr i128 %142, 64
  %144 = xor i128 %143, %142
  %145 = trunc i128 %144 to i64
  %146 = add i64 %123, %145
  %147 = getelementptr inbounds i8, ptr %0, i64 %1
  %148 = getelementptr inbounds i8, ptr %147, i64 -64
  %149 = getelementptr inbounds i8, ptr %2, i64 112
  %150 = load i64, ptr %148, align 1, !tbaa !5, !noalias !83
  %151 = getelementptr inbounds i8, ptr %147, i64 -56
  %152 = load i64, ptr %151, align 1, !tbaa !5, !noalias !83
  %153 = load i64, ptr %149, align 1, !tbaa !5
  %154 = xor i64 %153, %150
  %155 = getelementptr inbounds i8, ptr %2, i64 120
  %156 = load i64, ptr %155, align 1, !tbaa !5
  %157 = xor i64 %156, %152
  %158 = zext i64 %154 to i128
  %159 = zext i64 %157 to i128
  %160 = mul nuw i128 %159, %158
  %161 = lshr i128 %160, 64
  %162 = xor i128 %161, %160
  %163 = trunc i128 %162 to i64
  %164 = add i64 %146, %163
  br label %165

165:                                              ; preds = %129, %127
  %166 = phi i64 [ %164, %129 ], [ %123, %127 ]
  %167 = getelementptr inbounds i8, ptr %0, i64 32
  %168 = getelementptr inbounds i8, ptr %2, i64 64
  %169 = load i64, ptr %167, align 1, !tbaa !5, !noalias !86
  %170 = getelementptr inbounds i8, ptr %0, i64 40
  %171 = load i64, ptr %170, align 1, !tbaa !5, !noalias !86
  %172 = load i64, ptr %168, align 1, !tbaa !5
  %173 = xor i64 %172, %169
  %174 = getelementptr inbounds i8, ptr %2, i64 72
  %175 = load i64, ptr %174, align 1, !tbaa !5
  %176 = xor i64 %175, %171
  %177 = zext i64 %173 to i128
  %178 = zext i64 %176 to i128
  %179 = mul nuw i128 %178, %177
  %180 = lshr i128 %179, 64
  %181 = xor i128 %180, %179
  %182 = trunc i128 %181 to i64
  %183 = add i64 %166, %182
  %184 = getelementptr inbounds i8, ptr %0, i64 %1
  %185 = getelementptr inbounds i8, ptr %184, i64 -48
  %186 = getelementptr inbounds i8, ptr %2, i64 80
  %187 = load i64, ptr %185, align 1, !tbaa !5, !noalias !89
  %188 = getelementptr inbounds i8, ptr %184, i64 -40
  %189 = load i64, ptr %188, align 1, !tbaa !5, !noalias !89
  %190 = load i64, ptr %186, align 1, !tbaa !5
  %191 = xor i64 %190, %187
  %192 = getelementptr inbounds i8, ptr %2, i64 88
  %193 = load i64, ptr %192, align 1, !tbaa !5
  %194 = xor i64 %193, %189
  %195 = zext i64 %191 to i128
  %196 = zext i64 %194 to i128
  %197 = mul nuw i128 %196, %195
  %198 = lshr i128 %197, 64
  %199 = xor i128 %198, %197
  %200 = trunc i128 %199 to i64
  %201 = add i64 %183, %200
  br label %202

202:                                              ; preds = %165, %125
  %203 = phi i64 [ %201, %165 ], [ %123, %125 ]
  %204 = getelementptr inbounds i8, ptr %0, i64 16
  %205 = getelementptr inbounds i8, ptr %2, i64 32
  %206 = load i64, ptr %204, align 1, !tbaa !5, !noalias !92
  %207 = getelementptr inbounds i8, ptr %0, i64 24
  %208 = load i64, ptr %207, align 1, !tbaa !5, !noalias !92
  %209 = load i64, ptr %205, align 1, !tbaa !5
  %210 = xor i64 %209, %206
  %211 = getelementptr inbounds i8, ptr %2, i64 40
  %212 = load i64, ptr %211, align 1, !tbaa !5
  %213 = xor i64 %212, %208
  %214 = zext i64 %210 to i128
  %215 = zext i64 %213 to i128
  %216 = mul nuw i128 %215, %214
  %217 = lshr i128 %216, 64
  %218 = xor i128 %217, %216
  %219 = trunc i128 %218 to i64
  %220 = add i64 %203, %219
  %221 = getelementptr inbounds i8, ptr %0, i64 %1
  %222 = getelementptr inbounds i8, ptr %221, i64 -32
  %223 = getelementptr inbounds i8, ptr %2, i64 48
  %224 = load i64, ptr %222, align 1, !tbaa !5, !noalias !95
  %225 = getelementptr inbounds i8, ptr %221, i64 -24
  %226 = load i64, ptr %225, align 1, !tbaa !5, !noalias !95
  %227 = load i64, ptr %223, align 1, !tbaa !5
  %228 = xor i64 %227, %224
  %229 = getelementptr inbounds i8, ptr %2, i64 56
  %230 = load i64, ptr %229, align 1, !tbaa !5
  %231 = xor i64 %230, %226
  %232 = zext i64 %228 to i128
  %233 = zext i64 %231 to i128
  %234 = mul nuw i128 %233, %232
  %235 = lshr i128 %234, 64
  %236 = xor i128 %235, %234
  %237 = trunc i128 %236 to i64
  %238 = add i64 %220, %237
  br label %239

239:                                              ; preds = %122, %202
  %240 = phi i64 [ %238, %202 ], [ %123, %122 ]
  %241 = load i64, ptr %0, align 1, !tbaa !5, !noalias !98
  %242 = getelementptr inbounds i8, ptr %0, i64 8
  %243 = load i64, ptr %242, align 1, !tbaa !5, !noalias !98
  %244 = load i64, ptr %2, align 1, !tbaa !5
  %245 = xor i64 %244, %241
  %246 = getelementptr inbounds i8, ptr %2, i64 8
  %247 = load i64, ptr %246, align 1, !tbaa !5
  %248 = xor i64 %247, %243
  %249 = zext i64 %245 to i128
  %250 = zext i64 %248 to i128
  %251 = mul nuw i128 %250, %249
  %252 = lshr i128 %251, 64
  %253 = xor i128 %252, %251
  %254 = trunc i128 %253 to i64
  %255 = add i64 %240, %254
  %256 = getelementptr inbounds i8, ptr %0, i64 %1
  %257 = getelementptr inbounds i8, ptr %256, i64 -16
  %258 = getelementptr inbounds i8, ptr %2, i64 16
  %259 = load i64, ptr %257, align 1, !tbaa !5, !noalias !101
  %260 = getelementptr inbounds i8, ptr %256, i64 -8
  %261 = load i64, ptr %260, align 1, !tbaa !5, !noalias !101
  %262 = load i64, ptr %258, align 1, !tbaa !5
  %263 = xor i64 %262, %259
  %264 = getelementptr inbounds i8, ptr %2, i64 24
  %265 = load i64, ptr %264, align 1, !tbaa !5
  %266 = xor i64 %265, %261
  %267 = zext i64 %263 to i128
  %268 = zext i64 %266 to i128
  %269 = mul nuw i128 %268, %267
  %270 = lshr i128 %269, 64
  %271 = xor i128 %270, %269
  %272 = trunc i128 %271 to i64
  %273 = add i64 %255, %272
  %274 = lshr i64 %273, 37
  %275 = xor i64 %274, %273
  %276 = mul i64 %275, 1609587791953885689
  %277 = lshr i64 %276, 32
  %278 = xor i64 %277, %276
  br label %285

279:                                              ; preds = %120
  %280 = icmp ult i64 %1, 241
  br i1 %280, label %281, label %283

281:                                              ; preds = %279
  %282 = tail call fastcc i64 @XXH3_len_129to240_64b(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef 0) #36
  br label %285

283:                                              ; preds = %279
  %284 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #35
  br label %285

285:                                              ; preds = %106, %75, %45, %9, %239, %281, %283
  %286 = phi i64 [ %278, %239 ], [ %282, %281 ], [ %284, %283 ], [ %42, %9 ], [ %72, %45 ], [ %105, %75 ], [ %119, %106 ]
  ret i64 %286
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @XXH3_hashLong_64b_withSecret(ptr noalias nocapture noundef readonly %0, i64 noundef %1, ptr noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #15 {
  %5 = add i64 %3, -64
  %6 = lshr i64 %5, 3
  %7 = shl i64 %6, 6
  %8 = add i64 %1, -1
  %9 = udiv i64 %8, %7
  %10 = urem i64 %8, %7
  %11 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %11)
  %12 = icmp ugt i64 %7, %8
  br i1 %12, label %141, label %13

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %2, i64 %3
  %15 = getelementptr inbounds i8, ptr %14, i64 -64
  %16 = load <2 x i64>, ptr %15, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %14, i64 -48
  %18 = load <2 x i64>, ptr %17, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %14, i64 -32
  %20 = load <2 x i64>, ptr %19, align 1, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %14, i64 -16
  %22 = load <2 x i64>, ptr %21, align 1, !tbaa !5
  br label %23

23:                                               ; preds = %13, %98
  %24 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %13 ], [ %138, %98 ]
  %25 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %13 ], [ %128, %98 ]
  %26 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %13 ], [ %118, %98 ]
  %27 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %13 ], [ %108, %98 ]
  %28 = phi i64 [ 0, %13 ], [ %139, %98 ]
  %29 = mul i64 %28, %7
  %30 = getelementptr inbounds i8, ptr %0, i64 %29
  br label %31

31:                                               ; preds = %23, %31
  %32 = phi <2 x i64> [ %24, %23 ], [ %95, %31 ]
  %33 = phi <2 x i64> [ %25, %23 ], [ %81, %31 ]
  %34 = phi <2 x i64> [ %26, %23 ], [ %67, %31 ]
  %35 = phi <2 x i64> [ %27, %23 ], [ %53, %31 ]
  %36 = phi i64 [ 0, %23 ], [ %96, %31 ]
  %37 = shl i64 %36, 6
  %38 = getelementptr inbounds i8, ptr %30, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %39, i32 0, i32 3, i32 1)
  %40 = shl i64 %36, 3
  %41 = getelementptr inbounds i8, ptr %2, i64 %40
  %42 = load <2 x i64>, ptr %38, align 1, !tbaa !5
  %43 = load <2 x i64>, ptr %41, align 1, !tbaa !5
  %44 = xor <2 x i64> %43, %42
  %45 = bitcast <2 x i64> %44 to <4 x i32>
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %47 = bitcast <4 x i32> %46 to <2 x i64>
  %48 = and <2 x i64> %44, <i64 4294967295, i64 4294967295>
  %49 = and <2 x i64> %47, <i64 4294967295, i64 4294967295>
  %50 = mul nuw <2 x i64> %49, %48
  %51 = shufflevector <2 x i64> %42, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %52 = add <2 x i64> %35, %51
  %53 = add <2 x i64> %52, %50
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = load <2 x i64>, ptr %54, align 1, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %41, i64 16
  %57 = load <2 x i64>, ptr %56, align 1, !tbaa !5
  %58 = xor <2 x i64> %57, %55
  %59 = bitcast <2 x i64> %58 to <4 x i32>
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %61 = bitcast <4 x i32> %60 to <2 x i64>
  %62 = and <2 x i64> %58, <i64 4294967295, i64 4294967295>
  %63 = and <2 x i64> %61, <i64 4294967295, i64 4294967295>
  %64 = mul nuw <2 x i64> %63, %62
  %65 = shufflevector <2 x i64> %55, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %66 = add <2 x i64> %34, %65
  %67 = add <2 x i64> %66, %64
  %68 = getelementptr inbounds i8, ptr %38, i64 32
  %69 = load <2 x i64>, ptr %68, align 1, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %41, i64 32
  %71 = load <2 x i64>, ptr %70, align 1, !tbaa !5
  %72 = xor <2 x i64> %71, %69
  %73 = bitcast <2 x i64> %72 to <4 x i32>
  %74 = shufflevector <4 x i32> %73, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %75 = bitcast <4 x i32> %74 to <2 x i64>
  %76 = and <2 x i64> %72, <i64 4294967295, i64 4294967295>
  %77 = and <2 x i64> %75, <i64 4294967295, i64 4294967295>
  %78 = mul nuw <2 x i64> %77, %76
  %79 = shufflevector <2 x i64> %69, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %80 = add <2 x i64> %33, %79
  %81 = add <2 x i64> %80, %78
  %82 = getelementptr inbounds i8, ptr %38, i64 48
  %83 = load <2 x i64>, ptr %82, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %41, i64 48
  %85 = load <2 x i64>, ptr %84, align 1, !tbaa !5
  %86 = xor <2 x i64> %85, %83
  %87 = bitcast <2 x i64> %86 to <4 x i32>
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %89 = bitcast <4 x i32> %88 to <2 x i64>
  %90 = and <2 x i64> %86, <i64 4294967295, i64 4294967295>
  %91 = and <2 x i64> %89, <i64 4294967295, i64 4294967295>
  %92 = mul nuw <2 x i64> %91, %90
  %93 = shufflevector <2 x i64> %83, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %94 = add <2 x i64> %32, %93
  %95 = add <2 x i64> %94, %92
  %96 = add nuw nsw i64 %36, 1
  %97 = icmp eq i64 %96, %6
  br i1 %97, label %98, label %31, !llvm.loop !78

98:                                               ; preds = %31
  %99 = lshr <2 x i64> %53, <i64 47, i64 47>
  %100 = xor <2 x i64> %16, %99
  %101 = xor <2 x i64> %100, %53
  %102 = bitcast <2 x i64> %101 to <4 x i32>
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %104 = bitcast <4 x i32> %103 to <2 x i64>
  %105 = and <2 x i64> %101, <i64 4294967295, i64 4294967295>
  %106 = mul nuw <2 x i64> %105, <i64 2654435761, i64 2654435761>
  %107 = mul <2 x i64> %104, <i64 -7046029290881679360, i64 -7046029290881679360>
  %108 = add <2 x i64> %107, %106
  %109 = lshr <2 x i64> %67, <i64 47, i64 47>
  %110 = xor <2 x i64> %18, %109
  %111 = xor <2 x i64> %110, %67
  %112 = bitcast <2 x i64> %111 to <4 x i32>
  %113 = shufflevector <4 x i32> %112, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %114 = bitcast <4 x i32> %113 to <2 x i64>
  %115 = and <2 x i64> %111, <i64 4294967295, i64 4294967295>
  %116 = mul nuw <2 x i64> %115, <i64 2654435761, i64 2654435761>
  %117 = mul <2 x i64> %114, <i64 -7046029290881679360, i64 -7046029290881679360>
  %118 = add <2 x i64> %117, %116
  %119 = lshr <2 x i64> %81, <i64 47, i64 47>
  %120 = xor <2 x i64> %20, %119
  %121 = xor <2 x i64> %120, %81
  %122 = bitcast <2 x i64> %121 to <4 x i32>
  %123 = shufflevector <4 x i32> %122, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %124 = bitcast <4 x i32> %123 to <2 x i64>
  %125 = and <2 x i64> %121, <i64 4294967295, i64 4294967295>
  %126 = mul nuw <2 x i64> %125, <i64 2654435761, i64 2654435761>
  %127 = mul <2 x i64> %124, <i64 -7046029290881679360, i64 -7046029290881679360>
  %128 = add <2 x i64> %127, %126
  %129 = lshr <2 x i64> %95, <i64 47, i64 47>
  %130 = xor <2 x i64> %22, %129
  %131 = xor <2 x i64> %130, %95
  %132 = bitcast <2 x i64> %131 to <4 x i32>
  %133 = shufflevector <4 x i32> %132, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %134 = bitcast <4 x i32> %133 to <2 x i64>
  %135 = and <2 x i64> %131, <i64 4294967295, i64 4294967295>
  %136 = mul nuw <2 x i64> %135, <i64 2654435761, i64 2654435761>
  %137 = mul <2 x i64> %134, <i64 -7046029290881679360, i64 -7046029290881679360>
  %138 = add <2 x i64> %137, %136
  %139 = add nuw i64 %28, 1
  %140 = icmp ult i64 %139, %9
  br i1 %140, label %23, label %141, !llvm.loop !79

141:                                              ; preds = %98, %4
  %142 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %4 ], [ %138, %98 ]
  %143 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %4 ], [ %128, %98 ]
  %144 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %4 ], [ %118, %98 ]
  %145 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %4 ], [ %108, %98 ]
  %146 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %146)
  %147 = mul i64 %9, %7
  %148 = lshr i64 %10, 6
  %149 = lshr i64 %3, 3
  %150 = icmp ule i64 %148, %149
  tail call void @llvm.assume(i1 %150)
  %151 = getelementptr inbounds i8, ptr %0, i64 %147
  %152 = icmp ult i64 %10, 64
  br i1 %152, label %220, label %153

153:                                              ; preds = %141, %153
  %154 = phi <2 x i64> [ %217, %153 ], [ %142, %141 ]
  %155 = phi <2 x i64> [ %203, %153 ], [ %143, %141 ]
  %156 = phi <2 x i64> [ %189, %153 ], [ %144, %141 ]
  %157 = phi <2 x i64> [ %175, %153 ], [ %145, %141 ]
  %158 = phi i64 [ %218, %153 ], [ 0, %141 ]
  %159 = shl i64 %158, 6
  %160 = getelementptr inbounds i8, ptr %151, i64 %159
  %161 = getelementptr inbounds i8, ptr %160, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %161, i32 0, i32 3, i32 1)
  %162 = shl i64 %158, 3
  %163 = getelementptr inbounds i8, ptr %2, i64 %162
  %164 = load <2 x i64>, ptr %160, align 1, !tbaa !5
  %165 = load <2 x i64>, ptr %163, align 1, !tbaa !5
  %166 = xor <2 x i64> %165, %164
  %167 = bitcast <2 x i64> %166 to <4 x i32>
  %168 = shufflevector <4 x i32> %167, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %169 = bitcast <4 x i32> %168 to <2 x i64>
  %170 = and <2 x i64> %166, <i64 4294967295, i64 4294967295>
  %171 = and <2 x i64> %169, <i64 4294967295, i64 4294967295>
  %172 = mul nuw <2 x i64> %171, %170
  %173 = shufflevector <2 x i64> %164, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %174 = add <2 x i64> %157, %173
  %175 = add <2 x i64> %174, %172
  %176 = getelementptr inbounds i8, ptr %160, i64 16
  %177 = load <2 x i64>, ptr %176, align 1, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %163, i64 16
  %179 = load <2 x i64>, ptr %178, align 1, !tbaa !5
  %180 = xor <2 x i64> %179, %177
  %181 = bitcast <2 x i64> %180 to <4 x i32>
  %182 = shufflevector <4 x i32> %181, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %183 = bitcast <4 x i32> %182 to <2 x i64>
  %184 = and <2 x i64> %180, <i64 4294967295, i64 4294967295>
  %185 = and <2 x i64> %183, <i64 4294967295, i64 4294967295>
  %186 = mul nuw <2 x i64> %185, %184
  %187 = shufflevector <2 x i64> %177, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %188 = add <2 x i64> %156, %187
  %189 = add <2 x i64> %188, %186
  %190 = getelementptr inbounds i8, ptr %160, i64 32
  %191 = load <2 x i64>, ptr %190, align 1, !tbaa !5
  %192 = getelementptr inbounds i8, ptr %163, i64 32
  %193 = load <2 x i64>, ptr %192, align 1, !tbaa !5
  %194 = xor <2 x i64> %193, %191
  %195 = bitcast <2 x i64> %194 to <4 x i32>
  %196 = shufflevector <4 x i32> %195, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %197 = bitcast <4 x i32> %196 to <2 x i64>
  %198 = and <2 x i64> %194, <i64 4294967295, i64 4294967295>
  %199 = and <2 x i64> %197, <i64 4294967295, i64 4294967295>
  %200 = mul nuw <2 x i64> %199, %198
  %201 = shufflevector <2 x i64> %191, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %202 = add <2 x i64> %155, %201
  %203 = add <2 x i64> %202, %200
  %204 = getelementptr inbounds i8, ptr %160, i64 48
  %205 = load <2 x i64>, ptr %204, align 1, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %163, i64 48
  %207 = load <2 x i64>, ptr %206, align 1, !tbaa !5
  %208 = xor <2 x i64> %207, %205
  %209 = bitcast <2 x i64> %208 to <4 x i32>
  %210 = shufflevector <4 x i32> %209, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %211 = bitcast <4 x i32> %210 to <2 x i64>
  %212 = and <2 x i64> %208, <i64 4294967295, i64 4294967295>
  %213 = and <2 x i64> %211, <i64 4294967295, i64 4294967295>
  %214 = mul nuw <2 x i64> %213, %212
  %215 = shufflevector <2 x i64> %205, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %216 = add <2 x i64> %154, %215
  %217 = add <2 x i64> %216, %214
  %218 = add nuw nsw i64 %158, 1
  %219 = icmp ult i64 %218, %148
  br i1 %219, label %153, label %220, !llvm.loop !78

220:                                              ; preds = %153, %141
  %221 = phi <2 x i64> [ %142, %141 ], [ %217, %153 ]
  %222 = phi <2 x i64> [ %143, %141 ], [ %203, %153 ]
  %223 = phi <2 x i64> [ %144, %141 ], [ %189, %153 ]
  %224 = phi <2 x i64> [ %145, %141 ], [ %175, %153 ]
  %225 = getelementptr inbounds i8, ptr %0, i64 %1
  %226 = getelementptr inbounds i8, ptr %225, i64 -64
  %227 = getelementptr inbounds i8, ptr %2, i64 %3
  %228 = getelementptr inbounds i8, ptr %227, i64 -71
  %229 = load <2 x i64>, ptr %226, align 1, !tbaa !5
  %230 = load <2 x i64>, ptr %228, align 1, !tbaa !5
  %231 = xor <2 x i64> %230, %229
  %232 = bitcast <2 x i64> %231 to <4 x i32>
  %233 = shufflevector <4 x i32> %232, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %234 = bitcast <4 x i32> %233 to <2 x i64>
  %235 = and <2 x i64> %231, <i64 4294967295, i64 4294967295>
  %236 = and <2 x i64> %234, <i64 4294967295, i64 4294967295>
  %237 = mul nuw <2 x i64> %236, %235
  %238 = shufflevector <2 x i64> %229, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %239 = add <2 x i64> %224, %238
  %240 = add <2 x i64> %239, %237
  %241 = getelementptr inbounds i8, ptr %225, i64 -48
  %242 = load <2 x i64>, ptr %241, align 1, !tbaa !5
  %243 = getelementptr inbounds i8, ptr %227, i64 -55
  %244 = load <2 x i64>, ptr %243, align 1, !tbaa !5
  %245 = xor <2 x i64> %244, %242
  %246 = bitcast <2 x i64> %245 to <4 x i32>
  %247 = shufflevector <4 x i32> %246, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %248 = bitcast <4 x i32> %247 to <2 x i64>
  %249 = and <2 x i64> %245, <i64 4294967295, i64 4294967295>
  %250 = and <2 x i64> %248, <i64 4294967295, i64 4294967295>
  %251 = mul nuw <2 x i64> %250, %249
  %252 = shufflevector <2 x i64> %242, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %253 = add <2 x i64> %223, %252
  %254 = add <2 x i64> %253, %251
  %255 = getelementptr inbounds i8, ptr %225, i64 -32
  %256 = load <2 x i64>, ptr %255, align 1, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %227, i64 -39
  %258 = load <2 x i64>, ptr %257, align 1, !tbaa !5
  %259 = xor <2 x i64> %258, %256
  %260 = bitcast <2 x i64> %259 to <4 x i32>
  %261 = shufflevector <4 x i32> %260, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %262 = bitcast <4 x i32> %261 to <2 x i64>
  %263 = and <2 x i64> %259, <i64 4294967295, i64 4294967295>
  %264 = and <2 x i64> %262, <i64 4294967295, i64 4294967295>
  %265 = mul nuw <2 x i64> %264, %263
  %266 = shufflevector <2 x i64> %256, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %267 = add <2 x i64> %222, %266
  %268 = add <2 x i64> %267, %265
  %269 = getelementptr inbounds i8, ptr %225, i64 -16
  %270 = load <2 x i64>, ptr %269, align 1, !tbaa !5
  %271 = getelementptr inbounds i8, ptr %227, i64 -23
  %272 = load <2 x i64>, ptr %271, align 1, !tbaa !5
  %273 = xor <2 x i64> %272, %270
  %274 = bitcast <2 x i64> %273 to <4 x i32>
  %275 = shufflevector <4 x i32> %274, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %276 = bitcast <4 x i32> %275 to <2 x i64>
  %277 = and <2 x i64> %273, <i64 4294967295, i64 4294967295>
  %278 = and <2 x i64> %276, <i64 4294967295, i64 4294967295>
  %279 = mul nuw <2 x i64> %278, %277
  %280 = shufflevector <2 x i64> %270, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %281 = add <2 x i64> %221, %280
  %282 = add <2 x i64> %281, %279
  %283 = getelementptr inbounds i8, ptr %2, i64 11
  %284 = mul i64 %1, -7046029288634856825
  %285 = load <2 x i64>, ptr %283, align 1, !tbaa !5, !alias.scope !104, !noalias !109
  %286 = xor <2 x i64> %285, %240
  %287 = extractelement <2 x i64> %286, i64 0
  %288 = zext i64 %287 to i128
  %289 = extractelement <2 x i64> %286, i64 1
  %290 = zext i64 %289 to i128
  %291 = mul nuw i128 %290, %288
  %292 = lshr i128 %291, 64
  %293 = xor i128 %292, %291
  %294 = trunc i128 %293 to i64
  %295 = add i64 %284, %294
  %296 = getelementptr inbounds i8, ptr %2, i64 27
  %297 = load <2 x i64>, ptr %296, align 1, !tbaa !5, !alias.scope !104, !noalias !114
  %298 = xor <2 x i64> %297, %254
  %299 = extractelement <2 x i64> %298, i64 0
  %300 = zext i64 %299 to i128
  %301 = extractelement <2 x i64> %298, i64 1
  %302 = zext i64 %301 to i128
  %303 = mul nuw i128 %302, %300
  %304 = lshr i128 %303, 64
  %305 = xor i128 %304, %303
  %306 = trunc i128 %305 to i64
  %307 = add i64 %295, %306
  %308 = getelementptr inbounds i8, ptr %2, i64 43
  %309 = load <2 x i64>, ptr %308, align 1, !tbaa !5, !alias.scope !104, !noalias !116
  %310 = xor <2 x i64> %309, %268
  %311 = extractelement <2 x i64> %310, i64 0
  %312 = zext i64 %311 to i128
  %313 = extractelement <2 x i64> %310, i64 1
  %314 = zext i64 %313 to i128
  %315 = mul nuw i128 %314, %312
  %316 = lshr i128 %315, 64
  %317 = xor i128 %316, %315
  %318 = trunc i128 %317 to i64
  %319 = add i64 %307, %318
  %320 = getelementptr inbounds i8, ptr %2, i64 59
  %321 = load <2 x i64>, ptr %320, align 1, !tbaa !5, !alias.scope !104, !noalias !118
  %322 = xor <2 x i64> %321, %282
  %323 = extractelement <2 x i64> %322, i64 0
  %324 = zext i64 %323 to i128
  %325 = extractelement <2 x i64> %322, i64 1
  %326 = zext i64 %325 to i128
  %327 = mul nuw i128 %326, %324
  %328 = lshr i128 %327, 64
  %329 = xor i128 %328, %327
  %330 = trunc i128 %329 to i64
  %331 = add i64 %319, %330
  %332 = lshr i64 %331, 37
  %333 = xor i64 %332, %331
  %334 = mul i64 %333, 1609587791953885689
  %335 = lshr i64 %334, 32
  %336 = xor i64 %335, %334
  ret i64 %336
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local i64 @XXH3_64bits_withSeed(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #13 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %102

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %32, !prof !53

7:                                                ; preds = %5
  %8 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %8)
  %9 = add i64 %2, 7458650908927343033
  %10 = sub i64 -5812251307325107654, %2
  %11 = load i64, ptr %0, align 1, !tbaa !5
  %12 = xor i64 %11, %9
  %13 = getelementptr inbounds i8, ptr %0, i64 %1
  %14 = getelementptr inbounds i8, ptr %13, i64 -8
  %15 = load i64, ptr %14, align 1, !tbaa !5
  %16 = xor i64 %15, %10
  %17 = tail call noundef i64 @llvm.bswap.i64(i64 %12)
  %18 = add i64 %17, %1
  %19 = add i64 %18, %16
  %20 = zext i64 %12 to i128
  %21 = zext i64 %16 to i128
  %22 = mul nuw i128 %21, %20
  %23 = lshr i128 %22, 64
  %24 = xor i128 %23, %22
  %25 = trunc i128 %24 to i64
  %26 = add i64 %19, %25
  %27 = lshr i64 %26, 37
  %28 = xor i64 %27, %26
  %29 = mul i64 %28, 1609587791953885689
  %30 = lshr i64 %29, 32
  %31 = xor i64 %30, %29
  br label %252

32:                                               ; preds = %5
  %33 = icmp ugt i64 %1, 3
  br i1 %33, label %34, label %62, !prof !53

34:                                               ; preds = %32
  %35 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %35)
  %36 = trunc i64 %2 to i32
  %37 = tail call noundef i32 @llvm.bswap.i32(i32 %36)
  %38 = zext i32 %37 to i64
  %39 = shl nuw i64 %38, 32
  %40 = xor i64 %39, %2
  %41 = load i32, ptr %0, align 1, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %0, i64 %1
  %43 = getelementptr inbounds i8, ptr %42, i64 -4
  %44 = load i32, ptr %43, align 1, !tbaa !5
  %45 = sub i64 -4090762196417718878, %40
  %46 = zext i32 %44 to i64
  %47 = zext i32 %41 to i64
  %48 = shl nuw i64 %47, 32
  %49 = or disjoint i64 %48, %46
  %50 = xor i64 %49, %45
  %51 = tail call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 49)
  %52 = tail call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 24)
  %53 = xor i64 %51, %52
  %54 = xor i64 %53, %50
  %55 = mul i64 %54, -6939452855193903323
  %56 = lshr i64 %55, 35
  %57 = add nuw nsw i64 %56, %1
  %58 = xor i64 %57, %55
  %59 = mul i64 %58, -6939452855193903323
  %60 = lshr i64 %59, 28
  %61 = xor i64 %60, %59
  br label %252

62:                                               ; preds = %32
  %63 = icmp eq i64 %1, 0
  br i1 %63, label %92, label %64

64:                                               ; preds = %62
  %65 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %65)
  %66 = load i8, ptr %0, align 1, !tbaa !5
  %67 = lshr i64 %1, 1
  %68 = getelementptr inbounds i8, ptr %0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !5
  %70 = getelementptr i8, ptr %0, i64 %1
  %71 = getelementptr i8, ptr %70, i64 -1
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = zext i8 %66 to i64
  %74 = shl nuw nsw i64 %73, 16
  %75 = zext i8 %69 to i64
  %76 = shl nuw nsw i64 %75, 24
  %77 = or disjoint i64 %76, %74
  %78 = zext i8 %72 to i64
  %79 = or disjoint i64 %77, %78
  %80 = shl nuw nsw i64 %1, 8
  %81 = add i64 %2, 2267503259
  %82 = or disjoint i64 %79, %80
  %83 = xor i64 %82, %81
  %84 = lshr i64 %83, 33
  %85 = xor i64 %84, %83
  %86 = mul i64 %85, -4417276706812531889
  %87 = lshr i64 %86, 29
  %88 = xor i64 %87, %86
  %89 = mul i64 %88, 1609587929392839161
  %90 = lshr i64 %89, 32
  %91 = xor i64 %90, %89
  br label %252

92:                                               ; preds = %62
  %93 = xor i64 %2, -8707998980786479652
  %94 = lshr i64 %93, 33
  %95 = xor i64 %94, %93
  %96 = mul i64 %95, -4417276706812531889
  %97 = lshr i64 %96, 29
  %98 = xor i64 %97, %96
  %99 = mul i64 %98, 1609587929392839161
  %100 = lshr i64 %99, 32
  %101 = xor i64 %100, %99
  br label %252

102:                                              ; preds = %3
  %103 = icmp ult i64 %1, 129
  br i1 %103, label %104, label %246

104:                                              ; preds = %102
  %105 = mul i64 %1, -7046029288634856825
  %106 = icmp ugt i64 %1, 32
  br i1 %106, label %107, label %209

107:                                              ; preds = %104
  %108 = icmp ugt i64 %1, 64
  br i1 %108, label %109, label %176

109:                                              ; preds = %107
  %110 = icmp ugt i64 %1, 96
  br i1 %110, label %111, label %143

111:                                              ; preds = %109
  %112 = getelementptr inbounds i8, ptr %0, i64 48
  %113 = load i64, ptr %112, align 1, !tbaa !5, !noalias !120
  %114 = getelementptr inbounds i8, ptr %0, i64 56
  %115 = load i64, ptr %114, align 1, !tbaa !5, !noalias !120
  %116 = add i64 %2, 4554437623014685352
  %117 = xor i64 %113, %116
  %118 = sub i64 2111919702937427193, %2
  %119 = xor i64 %115, %118
  %120 = zext i64 %117 to i128
  %121 = zext i64 %119 to i128
  %122 = mul nuw i128 %121, %120
  %123 = lshr i128 %122, 64
  %124 = xor i128 %123, %122
  %125 = trunc i128 %124 to i64
  %126 = add i64 %105, %125
  %127 = getelementptr inbounds i8, ptr %0, i64 %1
  %128 = getelementptr inbounds i8, ptr %127, i64 -64
  %129 = load i64, ptr %128, align 1, !tbaa !5, !noalias !123
  %130 = getelementptr inbounds i8, ptr %127, i64 -56
  %131 = load i64, ptr %130, align 1, !tbaa !5, !noalias !123
  %132 = add i64 %2, 3556072174620004746
  %133 = xor i64 %129, %132
  %134 = sub i64 7238261902898274248, %2
  %135 = xor i64 %131, %134
  %136 = zext i64 %133 to i128
  %137 = zext i64 %135 to i128
  %138 = mul nuw i128 %137, %136
  %139 = lshr i128 %138, 64
  %140 = xor i128 %139, %138
  %141 = trunc i128 %140 to i64
  %142 = add i64 %126, %141
  br label %143

143:                                              ; preds = %111, %109
  %144 = phi i64 [ %142, %111 ], [ %105, %109 ]
  %145 = getelementptr inbounds i8, ptr %0, i64 32
  %146 = load i64, ptr %145, align 1, !tbaa !5, !noalias !126
  %147 = getelementptr inbounds i8, ptr %0, i64 40
  %148 = load i64, ptr %147, align 1, !tbaa !5, !noalias !126
  %149 = add i64 %2, -3818837453329782724
  %150 = xor i64 %146, %149
  %151 = sub i64 -6688317018830679928, %2
  %152 = xor i64 %148, %151
  %153 = zext i64 %150 to i128
  %154 = zext i64 %152 to i128
  %155 = mul nuw i128 %154, %153
  %156 = lshr i128 %155, 64
  %157 = xor i128 %156, %155
  %158 = trunc i128 %157 to i64
  %159 = add i64 %144, %158
  %160 = getelementptr inbounds i8, ptr %0, i64 %1
  %161 = getelementptr inbounds i8, ptr %160, i64 -48
  %162 = load i64, ptr %161, align 1, !tbaa !5, !noalias !129
  %163 = getelementptr inbounds i8, ptr %160, i64 -40
  %164 = load i64, ptr %163, align 1, !tbaa !5, !noalias !129
  %165 = add i64 %2, 5690594596133299313
  %166 = xor i64 %162, %165
  %167 = sub i64 -2833645246901970632, %2
  %168 = xor i64 %164, %167
  %169 = zext i64 %166 to i128
  %170 = zext i64 %168 to i128
  %171 = mul nuw i128 %170, %169
  %172 = lshr i128 %171, 64
  %173 = xor i128 %172, %171
  %174 = trunc i128 %173 to i64
  %175 = add i64 %159, %174
  br label %176

176:                                              ; preds = %143, %107
  %177 = phi i64 [ %175, %143 ], [ %105, %107 ]
  %178 = getelementptr inbounds i8, ptr %0, i64 16
  %179 = load i64, ptr %178, align 1, !tbaa !5, !noalias !132
  %180 = getelementptr inbounds i8, ptr %0, i64 24
  %181 = load i64, ptr %180, align 1, !tbaa !5, !noalias !132
  %182 = add i64 %2, 8711581037947681227
  %183 = xor i64 %179, %182
  %184 = sub i64 2410270004345854594, %2
  %185 = xor i64 %181, %184
  %186 = zext i64 %183 to i128
  %187 = zext i64 %185 to i128
  %188 = mul nuw i128 %187, %186
  %189 = lshr i128 %188, 64
  %190 = xor i128 %189, %188
  %191 = trunc i128 %190 to i64
  %192 = add i64 %177, %191
  %193 = getelementptr inbounds i8, ptr %0, i64 %1
  %194 = getelementptr inbounds i8, ptr %193, i64 -32
  %195 = load i64, ptr %194, align 1, !tbaa !5, !noalias !135
  %196 = getelementptr inbounds i8, ptr %193, i64 -24
  %197 = load i64, ptr %196, align 1, !tbaa !5, !noalias !135
  %198 = add i64 %2, -8204357891075471176
  %199 = xor i64 %195, %198
  %200 = sub i64 5487137525590930912, %2
  %201 = xor i64 %197, %200
  %202 = zext i64 %199 to i128
  %203 = zext i64 %201 to i128
  %204 = mul nuw i128 %203, %202
  %205 = lshr i128 %204, 64
  %206 = xor i128 %205, %204
  %207 = trunc i128 %206 to i64
  %208 = add i64 %192, %207
  br label %209

209:                                              ; preds = %104, %176
  %210 = phi i64 [ %208, %176 ], [ %105, %104 ]
  %211 = load i64, ptr %0, align 1, !tbaa !5, !noalias !138
  %212 = getelementptr inbounds i8, ptr %0, i64 8
  %213 = load i64, ptr %212, align 1, !tbaa !5, !noalias !138
  %214 = add i64 %2, -4734510112055689544
  %215 = xor i64 %211, %214
  %216 = sub i64 2066345149520216444, %2
  %217 = xor i64 %213, %216
  %218 = zext i64 %215 to i128
  %219 = zext i64 %217 to i128
  %220 = mul nuw i128 %219, %218
  %221 = lshr i128 %220, 64
  %222 = xor i128 %221, %220
  %223 = trunc i128 %222 to i64
  %224 = add i64 %210, %223
  %225 = getelementptr inbounds i8, ptr %0, i64 %1
  %226 = getelementptr inbounds i8, ptr %225, i64 -16
  %227 = load i64, ptr %226, align 1, !tbaa !5, !noalias !141
  %228 = getelementptr inbounds i8, ptr %225, i64 -8
  %229 = load i64, ptr %228, align 1, !tbaa !5, !noalias !141
  %230 = add i64 %2, -2623469361688619810
  %231 = xor i64 %227, %230
  %232 = sub i64 2262974939099578482, %2
  %233 = xor i64 %229, %232
  %234 = zext i64 %231 to i128
  %235 = zext i64 %233 to i128
  %236 = mul nuw i128 %235, %234
  %237 = lshr i128 %236, 64
  %238 = xor i128 %237, %236
  %239 = trunc i128 %238 to i64
  %240 = add i64 %224, %239
  %241 = lshr i64 %240, 37
  %242 = xor i64 %241, %240
  %243 = mul i64 %242, 1609587791953885689
  %244 = lshr i64 %243, 32
  %245 = xor i64 %244, %243
  br label %252

246:                                              ; preds = %102
  %247 = icmp ult i64 %1, 241
  br i1 %247, label %248, label %250

248:                                              ; preds = %246
  %249 = tail call fastcc i64 @XXH3_len_129to240_64b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef %2) #36
  br label %252

250:                                              ; preds = %246
  %251 = tail call fastcc i64 @XXH3_hashLong_64b_withSeed(ptr noundef %0, i64 noundef %1, i64 noundef %2) #35
  br label %252

252:                                              ; preds = %92, %64, %34, %7, %209, %248, %250
  %253 = phi i64 [ %245, %209 ], [ %249, %248 ], [ %251, %250 ], [ %31, %7 ], [ %61, %34 ], [ %91, %64 ], [ %101, %92 ]
  ret i64 %253
}

; Function Attrs: noinline nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @XXH3_hashLong_64b_withSeed(ptr noalias nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) unnamed_addr #16 {
  %4 = alloca [192 x i8], align 16
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %6, label %283

6:                                                ; preds = %3
  %7 = add i64 %1, -1
  %8 = icmp ult i64 %7, 1024
  br i1 %8, label %129, label %9

9:                                                ; preds = %6
  %10 = lshr i64 %7, 10
  br label %11

11:                                               ; preds = %9, %86
  %12 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %9 ], [ %126, %86 ]
  %13 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %9 ], [ %116, %86 ]
  %14 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %9 ], [ %106, %86 ]
  %15 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %9 ], [ %96, %86 ]
  %16 = phi i64 [ 0, %9 ], [ %127, %86 ]
  %17 = shl i64 %16, 10
  %18 = getelementptr inbounds i8, ptr %0, i64 %17
  br label %19

19:                                               ; preds = %11, %19
  %20 = phi <2 x i64> [ %12, %11 ], [ %83, %19 ]
  %21 = phi <2 x i64> [ %13, %11 ], [ %69, %19 ]
  %22 = phi <2 x i64> [ %14, %11 ], [ %55, %19 ]
  %23 = phi <2 x i64> [ %15, %11 ], [ %41, %19 ]
  %24 = phi i64 [ 0, %11 ], [ %84, %19 ]
  %25 = shl nuw nsw i64 %24, 6
  %26 = getelementptr inbounds i8, ptr %18, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %27, i32 0, i32 3, i32 1)
  %28 = shl nuw nsw i64 %24, 3
  %29 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %28
  %30 = load <2 x i64>, ptr %26, align 1, !tbaa !5
  %31 = load <2 x i64>, ptr %29, align 8, !tbaa !5
  %32 = xor <2 x i64> %31, %30
  %33 = bitcast <2 x i64> %32 to <4 x i32>
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %35 = bitcast <4 x i32> %34 to <2 x i64>
  %36 = and <2 x i64> %32, <i64 4294967295, i64 4294967295>
  %37 = and <2 x i64> %35, <i64 4294967295, i64 4294967295>
  %38 = mul nuw <2 x i64> %37, %36
  %39 = shufflevector <2 x i64> %30, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %40 = add <2 x i64> %23, %39
  %41 = add <2 x i64> %40, %38
  %42 = getelementptr inbounds i8, ptr %26, i64 16
  %43 = load <2 x i64>, ptr %42, align 1, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %29, i64 16
  %45 = load <2 x i64>, ptr %44, align 8, !tbaa !5
  %46 = xor <2 x i64> %45, %43
  %47 = bitcast <2 x i64> %46 to <4 x i32>
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %49 = bitcast <4 x i32> %48 to <2 x i64>
  %50 = and <2 x i64> %46, <i64 4294967295, i64 4294967295>
  %51 = and <2 x i64> %49, <i64 4294967295, i64 4294967295>
  %52 = mul nuw <2 x i64> %51, %50
  %53 = shufflevector <2 x i64> %43, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %54 = add <2 x i64> %22, %53
  %55 = add <2 x i64> %54, %52
  %56 = getelementptr inbounds i8, ptr %26, i64 32
  %57 = load <2 x i64>, ptr %56, align 1, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %29, i64 32
  %59 = load <2 x i64>, ptr %58, align 8, !tbaa !5
  %60 = xor <2 x i64> %59, %57
  %61 = bitcast <2 x i64> %60 to <4 x i32>
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %63 = bitcast <4 x i32> %62 to <2 x i64>
  %64 = and <2 x i64> %60, <i64 4294967295, i64 4294967295>
  %65 = and <2 x i64> %63, <i64 4294967295, i64 4294967295>
  %66 = mul nuw <2 x i64> %65, %64
  %67 = shufflevector <2 x i64> %57, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %68 = add <2 x i64> %21, %67
  %69 = add <2 x i64> %68, %66
  %70 = getelementptr inbounds i8, ptr %26, i64 48
  %71 = load <2 x i64>, ptr %70, align 1, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %29, i64 48
  %73 = load <2 x i64>, ptr %72, align 8, !tbaa !5
  %74 = xor <2 x i64> %73, %71
  %75 = bitcast <2 x i64> %74 to <4 x i32>
  %76 = shufflevector <4 x i32> %75, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %77 = bitcast <4 x i32> %76 to <2 x i64>
  %78 = and <2 x i64> %74, <i64 4294967295, i64 4294967295>
  %79 = and <2 x i64> %77, <i64 4294967295, i64 4294967295>
  %80 = mul nuw <2 x i64> %79, %78
  %81 = shufflevector <2 x i64> %71, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %82 = add <2 x i64> %20, %81
  %83 = add <2 x i64> %82, %80
  %84 = add nuw nsw i64 %24, 1
  %85 = icmp eq i64 %84, 16
  br i1 %85, label %86, label %19, !llvm.loop !78

86:                                               ; preds = %19
  %87 = lshr <2 x i64> %41, <i64 47, i64 47>
  %88 = xor <2 x i64> %87, %41
  %89 = xor <2 x i64> %88, <i64 -4329134394285701654, i64 -1485321483350670907>
  %90 = bitcast <2 x i64> %89 to <4 x i32>
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %92 = bitcast <4 x i32> %91 to <2 x i64>
  %93 = and <2 x i64> %89, <i64 4294967295, i64 4294967295>
  %94 = mul nuw <2 x i64> %93, <i64 2654435761, i64 2654435761>
  %95 = mul <2 x i64> %92, <i64 -7046029290881679360, i64 -7046029290881679360>
  %96 = add <2 x i64> %95, %94
  %97 = lshr <2 x i64> %55, <i64 47, i64 47>
  %98 = xor <2 x i64> %97, %55
  %99 = xor <2 x i64> %98, <i64 5321830579834785047, i64 -7032137544937171245>
  %100 = bitcast <2 x i64> %99 to <4 x i32>
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %102 = bitcast <4 x i32> %101 to <2 x i64>
  %103 = and <2 x i64> %99, <i64 4294967295, i64 4294967295>
  %104 = mul nuw <2 x i64> %103, <i64 2654435761, i64 2654435761>
  %105 = mul <2 x i64> %102, <i64 -7046029290881679360, i64 -7046029290881679360>
  %106 = add <2 x i64> %105, %104
  %107 = lshr <2 x i64> %69, <i64 47, i64 47>
  %108 = xor <2 x i64> %107, %69
  %109 = xor <2 x i64> %108, <i64 -242834301215959509, i64 -3588858202114426737>
  %110 = bitcast <2 x i64> %109 to <4 x i32>
  %111 = shufflevector <4 x i32> %110, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %112 = bitcast <4 x i32> %111 to <2 x i64>
  %113 = and <2 x i64> %109, <i64 4294967295, i64 4294967295>
  %114 = mul nuw <2 x i64> %113, <i64 2654435761, i64 2654435761>
  %115 = mul <2 x i64> %112, <i64 -7046029290881679360, i64 -7046029290881679360>
  %116 = add <2 x i64> %115, %114
  %117 = lshr <2 x i64> %83, <i64 47, i64 47>
  %118 = xor <2 x i64> %117, %83
  %119 = xor <2 x i64> %118, <i64 2883454493032893253, i64 9097354517224871855>
  %120 = bitcast <2 x i64> %119 to <4 x i32>
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %122 = bitcast <4 x i32> %121 to <2 x i64>
  %123 = and <2 x i64> %119, <i64 4294967295, i64 4294967295>
  %124 = mul nuw <2 x i64> %123, <i64 2654435761, i64 2654435761>
  %125 = mul <2 x i64> %122, <i64 -7046029290881679360, i64 -7046029290881679360>
  %126 = add <2 x i64> %125, %124
  %127 = add nuw nsw i64 %16, 1
  %128 = icmp eq i64 %127, %10
  br i1 %128, label %129, label %11, !llvm.loop !79

129:                                              ; preds = %86, %6
  %130 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %6 ], [ %126, %86 ]
  %131 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %6 ], [ %116, %86 ]
  %132 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %6 ], [ %106, %86 ]
  %133 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %6 ], [ %96, %86 ]
  %134 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %134)
  %135 = and i64 %7, -1024
  %136 = lshr i64 %7, 6
  %137 = and i64 %136, 15
  %138 = getelementptr inbounds i8, ptr %0, i64 %135
  %139 = icmp eq i64 %137, 0
  br i1 %139, label %207, label %140

140:                                              ; preds = %129, %140
  %141 = phi <2 x i64> [ %204, %140 ], [ %130, %129 ]
  %142 = phi <2 x i64> [ %190, %140 ], [ %131, %129 ]
  %143 = phi <2 x i64> [ %176, %140 ], [ %132, %129 ]
  %144 = phi <2 x i64> [ %162, %140 ], [ %133, %129 ]
  %145 = phi i64 [ %205, %140 ], [ 0, %129 ]
  %146 = shl nuw nsw i64 %145, 6
  %147 = getelementptr inbounds i8, ptr %138, i64 %146
  %148 = getelementptr inbounds i8, ptr %147, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %148, i32 0, i32 3, i32 1)
  %149 = shl nuw nsw i64 %145, 3
  %150 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %149
  %151 = load <2 x i64>, ptr %147, align 1, !tbaa !5
  %152 = load <2 x i64>, ptr %150, align 8, !tbaa !5
  %153 = xor <2 x i64> %152, %151
  %154 = bitcast <2 x i64> %153 to <4 x i32>
  %155 = shufflevector <4 x i32> %154, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %156 = bitcast <4 x i32> %155 to <2 x i64>
  %157 = and <2 x i64> %153, <i64 4294967295, i64 4294967295>
  %158 = and <2 x i64> %156, <i64 4294967295, i64 4294967295>
  %159 = mul nuw <2 x i64> %158, %157
  %160 = shufflevector <2 x i64> %151, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %161 = add <2 x i64> %144, %160
  %162 = add <2 x i64> %161, %159
  %163 = getelementptr inbounds i8, ptr %147, i64 16
  %164 = load <2 x i64>, ptr %163, align 1, !tbaa !5
  %165 = getelementptr inbounds i8, ptr %150, i64 16
  %166 = load <2 x i64>, ptr %165, align 8, !tbaa !5
  %167 = xor <2 x i64> %166, %164
  %168 = bitcast <2 x i64> %167 to <4 x i32>
  %169 = shufflevector <4 x i32> %168, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %170 = bitcast <4 x i32> %169 to <2 x i64>
  %171 = and <2 x i64> %167, <i64 4294967295, i64 4294967295>
  %172 = and <2 x i64> %170, <i64 4294967295, i64 4294967295>
  %173 = mul nuw <2 x i64> %172, %171
  %174 = shufflevector <2 x i64> %164, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %175 = add <2 x i64> %143, %174
  %176 = add <2 x i64> %175, %173
  %177 = getelementptr inbounds i8, ptr %147, i64 32
  %178 = load <2 x i64>, ptr %177, align 1, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %150, i64 32
  %180 = load <2 x i64>, ptr %179, align 8, !tbaa !5
  %181 = xor <2 x i64> %180, %178
  %182 = bitcast <2 x i64> %181 to <4 x i32>
  %183 = shufflevector <4 x i32> %182, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %184 = bitcast <4 x i32> %183 to <2 x i64>
  %185 = and <2 x i64> %181, <i64 4294967295, i64 4294967295>
  %186 = and <2 x i64> %184, <i64 4294967295, i64 4294967295>
  %187 = mul nuw <2 x i64> %186, %185
  %188 = shufflevector <2 x i64> %178, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %189 = add <2 x i64> %142, %188
  %190 = add <2 x i64> %189, %187
  %191 = getelementptr inbounds i8, ptr %147, i64 48
  %192 = load <2 x i64>, ptr %191, align 1, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %150, i64 48
  %194 = load <2 x i64>, ptr %193, align 8, !tbaa !5
  %195 = xor <2 x i64> %194, %192
  %196 = bitcast <2 x i64> %195 to <4 x i32>
  %197 = shufflevector <4 x i32> %196, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %198 = bitcast <4 x i32> %197 to <2 x i64>
  %199 = and <2 x i64> %195, <i64 4294967295, i64 4294967295>
  %200 = and <2 x i64> %198, <i64 4294967295, i64 4294967295>
  %201 = mul nuw <2 x i64> %200, %199
  %202 = shufflevector <2 x i64> %192, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %203 = add <2 x i64> %141, %202
  %204 = add <2 x i64> %203, %201
  %205 = add nuw nsw i64 %145, 1
  %206 = icmp eq i64 %205, %137
  br i1 %206, label %207, label %140, !llvm.loop !78

207:                                              ; preds = %140, %129
  %208 = phi <2 x i64> [ %130, %129 ], [ %204, %140 ]
  %209 = phi <2 x i64> [ %131, %129 ], [ %190, %140 ]
  %210 = phi <2 x i64> [ %132, %129 ], [ %176, %140 ]
  %211 = phi <2 x i64> [ %133, %129 ], [ %162, %140 ]
  %212 = getelementptr inbounds i8, ptr %0, i64 %1
  %213 = getelementptr inbounds i8, ptr %212, i64 -64
  %214 = load <2 x i64>, ptr %213, align 1, !tbaa !5
  %215 = xor <2 x i64> %214, <i64 -1556992608276218209, i64 -4196251135427498811>
  %216 = bitcast <2 x i64> %215 to <4 x i32>
  %217 = shufflevector <4 x i32> %216, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %218 = bitcast <4 x i32> %217 to <2 x i64>
  %219 = and <2 x i64> %215, <i64 4294967295, i64 4294967295>
  %220 = and <2 x i64> %218, <i64 4294967295, i64 4294967295>
  %221 = mul nuw <2 x i64> %220, %219
  %222 = shufflevector <2 x i64> %214, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %223 = add <2 x i64> %211, %222
  %224 = add <2 x i64> %223, %221
  %225 = getelementptr inbounds i8, ptr %212, i64 -48
  %226 = load <2 x i64>, ptr %225, align 1, !tbaa !5
  %227 = xor <2 x i64> %226, <i64 1723580219865931905, i64 -3221803331004277491>
  %228 = bitcast <2 x i64> %227 to <4 x i32>
  %229 = shufflevector <4 x i32> %228, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %230 = bitcast <4 x i32> %229 to <2 x i64>
  %231 = and <2 x i64> %227, <i64 4294967295, i64 4294967295>
  %232 = and <2 x i64> %230, <i64 4294967295, i64 4294967295>
  %233 = mul nuw <2 x i64> %232, %231
  %234 = shufflevector <2 x i64> %226, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %235 = add <2 x i64> %210, %234
  %236 = add <2 x i64> %235, %233
  %237 = getelementptr inbounds i8, ptr %212, i64 -32
  %238 = load <2 x i64>, ptr %237, align 1, !tbaa !5
  %239 = xor <2 x i64> %238, <i64 3143064850383918358, i64 -8071399103737053674>
  %240 = bitcast <2 x i64> %239 to <4 x i32>
  %241 = shufflevector <4 x i32> %240, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %242 = bitcast <4 x i32> %241 to <2 x i64>
  %243 = and <2 x i64> %239, <i64 4294967295, i64 4294967295>
  %244 = and <2 x i64> %242, <i64 4294967295, i64 4294967295>
  %245 = mul nuw <2 x i64> %244, %243
  %246 = shufflevector <2 x i64> %238, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %247 = add <2 x i64> %209, %246
  %248 = add <2 x i64> %247, %245
  %249 = getelementptr inbounds i8, ptr %212, i64 -16
  %250 = load <2 x i64>, ptr %249, align 1, !tbaa !5
  %251 = xor <2 x i64> %250, <i64 5030012605302946040, i64 -5825401622958753077>
  %252 = bitcast <2 x i64> %251 to <4 x i32>
  %253 = shufflevector <4 x i32> %252, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %254 = bitcast <4 x i32> %253 to <2 x i64>
  %255 = and <2 x i64> %251, <i64 4294967295, i64 4294967295>
  %256 = and <2 x i64> %254, <i64 4294967295, i64 4294967295>
  %257 = mul nuw <2 x i64> %256, %255
  %258 = shufflevector <2 x i64> %250, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %259 = add <2 x i64> %208, %258
  %260 = add <2 x i64> %259, %257
  %261 = mul i64 %1, -7046029288634856825
  %262 = shufflevector <2 x i64> %224, <2 x i64> %236, <2 x i32> <i32 0, i32 2>
  %263 = shufflevector <2 x i64> %248, <2 x i64> %260, <2 x i32> <i32 0, i32 2>
  %264 = shufflevector <2 x i64> %262, <2 x i64> %263, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %265 = xor <4 x i64> %264, <i64 7914194659941938988, i64 -1839215637059881052, i64 5046485836271438973, i64 5920048007935066598>
  %266 = shufflevector <2 x i64> %224, <2 x i64> %236, <2 x i32> <i32 1, i32 3>
  %267 = shufflevector <2 x i64> %248, <2 x i64> %260, <2 x i32> <i32 1, i32 3>
  %268 = shufflevector <2 x i64> %266, <2 x i64> %267, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %269 = xor <4 x i64> %268, <i64 -6611157965513653271, i64 -3433288310154277810, i64 -8055285457383852172, i64 7336514198459093435>
  %270 = zext <4 x i64> %265 to <4 x i128>
  %271 = zext <4 x i64> %269 to <4 x i128>
  %272 = mul nuw <4 x i128> %271, %270
  %273 = lshr <4 x i128> %272, <i128 64, i128 64, i128 64, i128 64>
  %274 = xor <4 x i128> %273, %272
  %275 = trunc <4 x i128> %274 to <4 x i64>
  %276 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %275)
  %277 = add i64 %276, %261
  %278 = lshr i64 %277, 37
  %279 = xor i64 %278, %277
  %280 = mul i64 %279, 1609587791953885689
  %281 = lshr i64 %280, 32
  %282 = xor i64 %281, %280
  br label %638

283:                                              ; preds = %3
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %4) #35
  %284 = sub i64 0, %2
  %285 = insertelement <2 x i64> poison, i64 %2, i64 0
  %286 = insertelement <2 x i64> %285, i64 %284, i64 1
  %287 = call ptr asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull %4) #37, !srcloc !144
  %288 = ptrtoint ptr %287 to i64
  %289 = and i64 %288, 15
  %290 = icmp eq i64 %289, 0
  call void @llvm.assume(i1 %290)
  %291 = add <2 x i64> %286, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %291, ptr %287, align 16, !tbaa !5
  %292 = add <2 x i64> %286, <i64 -2623469361688619810, i64 2262974939099578482>
  %293 = getelementptr inbounds i8, ptr %287, i64 16
  store <2 x i64> %292, ptr %293, align 16, !tbaa !5
  %294 = add <2 x i64> %286, <i64 8711581037947681227, i64 2410270004345854594>
  %295 = getelementptr inbounds i8, ptr %287, i64 32
  store <2 x i64> %294, ptr %295, align 16, !tbaa !5
  %296 = add <2 x i64> %286, <i64 -8204357891075471176, i64 5487137525590930912>
  %297 = getelementptr inbounds i8, ptr %287, i64 48
  store <2 x i64> %296, ptr %297, align 16, !tbaa !5
  %298 = add <2 x i64> %286, <i64 -3818837453329782724, i64 -6688317018830679928>
  %299 = getelementptr inbounds i8, ptr %287, i64 64
  store <2 x i64> %298, ptr %299, align 16, !tbaa !5
  %300 = add <2 x i64> %286, <i64 5690594596133299313, i64 -2833645246901970632>
  %301 = getelementptr inbounds i8, ptr %287, i64 80
  store <2 x i64> %300, ptr %301, align 16, !tbaa !5
  %302 = add <2 x i64> %286, <i64 4554437623014685352, i64 2111919702937427193>
  %303 = getelementptr inbounds i8, ptr %287, i64 96
  store <2 x i64> %302, ptr %303, align 16, !tbaa !5
  %304 = add <2 x i64> %286, <i64 3556072174620004746, i64 7238261902898274248>
  %305 = getelementptr inbounds i8, ptr %287, i64 112
  store <2 x i64> %304, ptr %305, align 16, !tbaa !5
  %306 = add <2 x i64> %286, <i64 -4329134394285701654, i64 -1485321483350670907>
  %307 = getelementptr inbounds i8, ptr %287, i64 128
  store <2 x i64> %306, ptr %307, align 16, !tbaa !5
  %308 = add <2 x i64> %286, <i64 5321830579834785047, i64 -7032137544937171245>
  %309 = getelementptr inbounds i8, ptr %287, i64 144
  store <2 x i64> %308, ptr %309, align 16, !tbaa !5
  %310 = add <2 x i64> %286, <i64 -242834301215959509, i64 -3588858202114426737>
  %311 = getelementptr inbounds i8, ptr %287, i64 160
  store <2 x i64> %310, ptr %311, align 16, !tbaa !5
  %312 = add <2 x i64> %286, <i64 2883454493032893253, i64 9097354517224871855>
  %313 = getelementptr inbounds i8, ptr %287, i64 176
  store <2 x i64> %312, ptr %313, align 16, !tbaa !5
  %314 = add i64 %1, -1
  %315 = icmp ult i64 %314, 1024
  br i1 %315, label %444, label %316

316:                                              ; preds = %283
  %317 = lshr i64 %314, 10
  %318 = getelementptr inbounds i8, ptr %4, i64 128
  %319 = load <2 x i64>, ptr %318, align 16, !tbaa !5
  %320 = getelementptr inbounds i8, ptr %4, i64 144
  %321 = load <2 x i64>, ptr %320, align 16, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %4, i64 160
  %323 = load <2 x i64>, ptr %322, align 16, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %4, i64 176
  %325 = load <2 x i64>, ptr %324, align 16, !tbaa !5
  br label %326

326:                                              ; preds = %316, %401
  %327 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %316 ], [ %441, %401 ]
  %328 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %316 ], [ %431, %401 ]
  %329 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %316 ], [ %421, %401 ]
  %330 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %316 ], [ %411, %401 ]
  %331 = phi i64 [ 0, %316 ], [ %442, %401 ]
  %332 = shl i64 %331, 10
  %333 = getelementptr inbounds i8, ptr %0, i64 %332
  br label %334

334:                                              ; preds = %326, %334
  %335 = phi <2 x i64> [ %327, %326 ], [ %398, %334 ]
  %336 = phi <2 x i64> [ %328, %326 ], [ %384, %334 ]
  %337 = phi <2 x i64> [ %329, %326 ], [ %370, %334 ]
  %338 = phi <2 x i64> [ %330, %326 ], [ %356, %334 ]
  %339 = phi i64 [ 0, %326 ], [ %399, %334 ]
  %340 = shl nuw nsw i64 %339, 6
  %341 = getelementptr inbounds i8, ptr %333, i64 %340
  %342 = getelementptr inbounds i8, ptr %341, i64 320
  call void @llvm.prefetch.p0(ptr nonnull %342, i32 0, i32 3, i32 1)
  %343 = shl nuw nsw i64 %339, 3
  %344 = getelementptr inbounds i8, ptr %4, i64 %343
  %345 = load <2 x i64>, ptr %341, align 1, !tbaa !5
  %346 = load <2 x i64>, ptr %344, align 8, !tbaa !5
  %347 = xor <2 x i64> %346, %345
  %348 = bitcast <2 x i64> %347 to <4 x i32>
  %349 = shufflevector <4 x i32> %348, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %350 = bitcast <4 x i32> %349 to <2 x i64>
  %351 = and <2 x i64> %347, <i64 4294967295, i64 4294967295>
  %352 = and <2 x i64> %350, <i64 4294967295, i64 4294967295>
  %353 = mul nuw <2 x i64> %352, %351
  %354 = shufflevector <2 x i64> %345, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %355 = add <2 x i64> %338, %354
  %356 = add <2 x i64> %355, %353
  %357 = getelementptr inbounds i8, ptr %341, i64 16
  %358 = load <2 x i64>, ptr %357, align 1, !tbaa !5
  %359 = getelementptr inbounds i8, ptr %344, i64 16
  %360 = load <2 x i64>, ptr %359, align 8, !tbaa !5
  %361 = xor <2 x i64> %360, %358
  %362 = bitcast <2 x i64> %361 to <4 x i32>
  %363 = shufflevector <4 x i32> %362, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %364 = bitcast <4 x i32> %363 to <2 x i64>
  %365 = and <2 x i64> %361, <i64 4294967295, i64 4294967295>
  %366 = and <2 x i64> %364, <i64 4294967295, i64 4294967295>
  %367 = mul nuw <2 x i64> %366, %365
  %368 = shufflevector <2 x i64> %358, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %369 = add <2 x i64> %337, %368
  %370 = add <2 x i64> %369, %367
  %371 = getelementptr inbounds i8, ptr %341, i64 32
  %372 = load <2 x i64>, ptr %371, align 1, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %344, i64 32
  %374 = load <2 x i64>, ptr %373, align 8, !tbaa !5
  %375 = xor <2 x i64> %374, %372
  %376 = bitcast <2 x i64> %375 to <4 x i32>
  %377 = shufflevector <4 x i32> %376, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %378 = bitcast <4 x i32> %377 to <2 x i64>
  %379 = and <2 x i64> %375, <i64 4294967295, i64 4294967295>
  %380 = and <2 x i64> %378, <i64 4294967295, i64 4294967295>
  %381 = mul nuw <2 x i64> %380, %379
  %382 = shufflevector <2 x i64> %372, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %383 = add <2 x i64> %336, %382
  %384 = add <2 x i64> %383, %381
  %385 = getelementptr inbounds i8, ptr %341, i64 48
  %386 = load <2 x i64>, ptr %385, align 1, !tbaa !5
  %387 = getelementptr inbounds i8, ptr %344, i64 48
  %388 = load <2 x i64>, ptr %387, align 8, !tbaa !5
  %389 = xor <2 x i64> %388, %386
  %390 = bitcast <2 x i64> %389 to <4 x i32>
  %391 = shufflevector <4 x i32> %390, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %392 = bitcast <4 x i32> %391 to <2 x i64>
  %393 = and <2 x i64> %389, <i64 4294967295, i64 4294967295>
  %394 = and <2 x i64> %392, <i64 4294967295, i64 4294967295>
  %395 = mul nuw <2 x i64> %394, %393
  %396 = shufflevector <2 x i64> %386, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %397 = add <2 x i64> %335, %396
  %398 = add <2 x i64> %397, %395
  %399 = add nuw nsw i64 %339, 1
  %400 = icmp eq i64 %399, 16
  br i1 %400, label %401, label %334, !llvm.loop !78

401:                                              ; preds = %334
  %402 = lshr <2 x i64> %356, <i64 47, i64 47>
  %403 = xor <2 x i64> %319, %402
  %404 = xor <2 x i64> %403, %356
  %405 = bitcast <2 x i64> %404 to <4 x i32>
  %406 = shufflevector <4 x i32> %405, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %407 = bitcast <4 x i32> %406 to <2 x i64>
  %408 = and <2 x i64> %404, <i64 4294967295, i64 4294967295>
  %409 = mul nuw <2 x i64> %408, <i64 2654435761, i64 2654435761>
  %410 = mul <2 x i64> %407, <i64 -7046029290881679360, i64 -7046029290881679360>
  %411 = add <2 x i64> %410, %409
  %412 = lshr <2 x i64> %370, <i64 47, i64 47>
  %413 = xor <2 x i64> %321, %412
  %414 = xor <2 x i64> %413, %370
  %415 = bitcast <2 x i64> %414 to <4 x i32>
  %416 = shufflevector <4 x i32> %415, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %417 = bitcast <4 x i32> %416 to <2 x i64>
  %418 = and <2 x i64> %414, <i64 4294967295, i64 4294967295>
  %419 = mul nuw <2 x i64> %418, <i64 2654435761, i64 2654435761>
  %420 = mul <2 x i64> %417, <i64 -7046029290881679360, i64 -7046029290881679360>
  %421 = add <2 x i64> %420, %419
  %422 = lshr <2 x i64> %384, <i64 47, i64 47>
  %423 = xor <2 x i64> %323, %422
  %424 = xor <2 x i64> %423, %384
  %425 = bitcast <2 x i64> %424 to <4 x i32>
  %426 = shufflevector <4 x i32> %425, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %427 = bitcast <4 x i32> %426 to <2 x i64>
  %428 = and <2 x i64> %424, <i64 4294967295, i64 4294967295>
  %429 = mul nuw <2 x i64> %428, <i64 2654435761, i64 2654435761>
  %430 = mul <2 x i64> %427, <i64 -7046029290881679360, i64 -7046029290881679360>
  %431 = add <2 x i64> %430, %429
  %432 = lshr <2 x i64> %398, <i64 47, i64 47>
  %433 = xor <2 x i64> %325, %432
  %434 = xor <2 x i64> %433, %398
  %435 = bitcast <2 x i64> %434 to <4 x i32>
  %436 = shufflevector <4 x i32> %435, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %437 = bitcast <4 x i32> %436 to <2 x i64>
  %438 = and <2 x i64> %434, <i64 4294967295, i64 4294967295>
  %439 = mul nuw <2 x i64> %438, <i64 2654435761, i64 2654435761>
  %440 = mul <2 x i64> %437, <i64 -7046029290881679360, i64 -7046029290881679360>
  %441 = add <2 x i64> %440, %439
  %442 = add nuw nsw i64 %331, 1
  %443 = icmp eq i64 %442, %317
  br i1 %443, label %444, label %326, !llvm.loop !79

444:                                              ; preds = %401, %283
  %445 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %283 ], [ %441, %401 ]
  %446 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %283 ], [ %431, %401 ]
  %447 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %283 ], [ %421, %401 ]
  %448 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %283 ], [ %411, %401 ]
  %449 = icmp ugt i64 %1, 64
  call void @llvm.assume(i1 %449)
  %450 = and i64 %314, -1024
  %451 = lshr i64 %314, 6
  %452 = and i64 %451, 15
  %453 = getelementptr inbounds i8, ptr %0, i64 %450
  %454 = icmp eq i64 %452, 0
  br i1 %454, label %522, label %455

455:                                              ; preds = %444, %455
  %456 = phi <2 x i64> [ %519, %455 ], [ %445, %444 ]
  %457 = phi <2 x i64> [ %505, %455 ], [ %446, %444 ]
  %458 = phi <2 x i64> [ %491, %455 ], [ %447, %444 ]
  %459 = phi <2 x i64> [ %477, %455 ], [ %448, %444 ]
  %460 = phi i64 [ %520, %455 ], [ 0, %444 ]
  %461 = shl nuw nsw i64 %460, 6
  %462 = getelementptr inbounds i8, ptr %453, i64 %461
  %463 = getelementptr inbounds i8, ptr %462, i64 320
  call void @llvm.prefetch.p0(ptr nonnull %463, i32 0, i32 3, i32 1)
  %464 = shl nuw nsw i64 %460, 3
  %465 = getelementptr inbounds i8, ptr %4, i64 %464
  %466 = load <2 x i64>, ptr %462, align 1, !tbaa !5
  %467 = load <2 x i64>, ptr %465, align 8, !tbaa !5
  %468 = xor <2 x i64> %467, %466
  %469 = bitcast <2 x i64> %468 to <4 x i32>
  %470 = shufflevector <4 x i32> %469, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %471 = bitcast <4 x i32> %470 to <2 x i64>
  %472 = and <2 x i64> %468, <i64 4294967295, i64 4294967295>
  %473 = and <2 x i64> %471, <i64 4294967295, i64 4294967295>
  %474 = mul nuw <2 x i64> %473, %472
  %475 = shufflevector <2 x i64> %466, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %476 = add <2 x i64> %459, %475
  %477 = add <2 x i64> %476, %474
  %478 = getelementptr inbounds i8, ptr %462, i64 16
  %479 = load <2 x i64>, ptr %478, align 1, !tbaa !5
  %480 = getelementptr inbounds i8, ptr %465, i64 16
  %481 = load <2 x i64>, ptr %480, align 8, !tbaa !5
  %482 = xor <2 x i64> %481, %479
  %483 = bitcast <2 x i64> %482 to <4 x i32>
  %484 = shufflevector <4 x i32> %483, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %485 = bitcast <4 x i32> %484 to <2 x i64>
  %486 = and <2 x i64> %482, <i64 4294967295, i64 4294967295>
  %487 = and <2 x i64> %485, <i64 4294967295, i64 4294967295>
  %488 = mul nuw <2 x i64> %487, %486
  %489 = shufflevector <2 x i64> %479, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %490 = add <2 x i64> %458, %489
  %491 = add <2 x i64> %490, %488
  %492 = getelementptr inbounds i8, ptr %462, i64 32
  %493 = load <2 x i64>, ptr %492, align 1, !tbaa !5
  %494 = getelementptr inbounds i8, ptr %465, i64 32
  %495 = load <2 x i64>, ptr %494, align 8, !tbaa !5
  %496 = xor <2 x i64> %495, %493
  %497 = bitcast <2 x i64> %496 to <4 x i32>
  %498 = shufflevector <4 x i32> %497, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %499 = bitcast <4 x i32> %498 to <2 x i64>
  %500 = and <2 x i64> %496, <i64 4294967295, i64 4294967295>
  %501 = and <2 x i64> %499, <i64 4294967295, i64 4294967295>
  %502 = mul nuw <2 x i64> %501, %500
  %503 = shufflevector <2 x i64> %493, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %504 = add <2 x i64> %457, %503
  %505 = add <2 x i64> %504, %502
  %506 = getelementptr inbounds i8, ptr %462, i64 48
  %507 = load <2 x i64>, ptr %506, align 1, !tbaa !5
  %508 = getelementptr inbounds i8, ptr %465, i64 48
  %509 = load <2 x i64>, ptr %508, align 8, !tbaa !5
  %510 = xor <2 x i64> %509, %507
  %511 = bitcast <2 x i64> %510 to <4 x i32>
  %512 = shufflevector <4 x i32> %511, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %513 = bitcast <4 x i32> %512 to <2 x i64>
  %514 = and <2 x i64> %510, <i64 4294967295, i64 4294967295>
  %515 = and <2 x i64> %513, <i64 4294967295, i64 4294967295>
  %516 = mul nuw <2 x i64> %515, %514
  %517 = shufflevector <2 x i64> %507, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %518 = add <2 x i64> %456, %517
  %519 = add <2 x i64> %518, %516
  %520 = add nuw nsw i64 %460, 1
  %521 = icmp eq i64 %520, %452
  br i1 %521, label %522, label %455, !llvm.loop !78

522:                                              ; preds = %455, %444
  %523 = phi <2 x i64> [ %445, %444 ], [ %519, %455 ]
  %524 = phi <2 x i64> [ %446, %444 ], [ %505, %455 ]
  %525 = phi <2 x i64> [ %447, %444 ], [ %491, %455 ]
  %526 = phi <2 x i64> [ %448, %444 ], [ %477, %455 ]
  %527 = getelementptr inbounds i8, ptr %0, i64 %1
  %528 = getelementptr inbounds i8, ptr %527, i64 -64
  %529 = getelementptr inbounds i8, ptr %4, i64 121
  %530 = load <2 x i64>, ptr %528, align 1, !tbaa !5
  %531 = load <2 x i64>, ptr %529, align 1, !tbaa !5
  %532 = xor <2 x i64> %531, %530
  %533 = bitcast <2 x i64> %532 to <4 x i32>
  %534 = shufflevector <4 x i32> %533, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %535 = bitcast <4 x i32> %534 to <2 x i64>
  %536 = and <2 x i64> %532, <i64 4294967295, i64 4294967295>
  %537 = and <2 x i64> %535, <i64 4294967295, i64 4294967295>
  %538 = mul nuw <2 x i64> %537, %536
  %539 = shufflevector <2 x i64> %530, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %540 = add <2 x i64> %526, %539
  %541 = add <2 x i64> %540, %538
  %542 = getelementptr inbounds i8, ptr %527, i64 -48
  %543 = load <2 x i64>, ptr %542, align 1, !tbaa !5
  %544 = getelementptr inbounds i8, ptr %4, i64 137
  %545 = load <2 x i64>, ptr %544, align 1, !tbaa !5
  %546 = xor <2 x i64> %545, %543
  %547 = bitcast <2 x i64> %546 to <4 x i32>
  %548 = shufflevector <4 x i32> %547, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %549 = bitcast <4 x i32> %548 to <2 x i64>
  %550 = and <2 x i64> %546, <i64 4294967295, i64 4294967295>
  %551 = and <2 x i64> %549, <i64 4294967295, i64 4294967295>
  %552 = mul nuw <2 x i64> %551, %550
  %553 = shufflevector <2 x i64> %543, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %554 = add <2 x i64> %525, %553
  %555 = add <2 x i64> %554, %552
  %556 = getelementptr inbounds i8, ptr %527, i64 -32
  %557 = load <2 x i64>, ptr %556, align 1, !tbaa !5
  %558 = getelementptr inbounds i8, ptr %4, i64 153
  %559 = load <2 x i64>, ptr %558, align 1, !tbaa !5
  %560 = xor <2 x i64> %559, %557
  %561 = bitcast <2 x i64> %560 to <4 x i32>
  %562 = shufflevector <4 x i32> %561, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %563 = bitcast <4 x i32> %562 to <2 x i64>
  %564 = and <2 x i64> %560, <i64 4294967295, i64 4294967295>
  %565 = and <2 x i64> %563, <i64 4294967295, i64 4294967295>
  %566 = mul nuw <2 x i64> %565, %564
  %567 = shufflevector <2 x i64> %557, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %568 = add <2 x i64> %524, %567
  %569 = add <2 x i64> %568, %566
  %570 = getelementptr inbounds i8, ptr %527, i64 -16
  %571 = load <2 x i64>, ptr %570, align 1, !tbaa !5
  %572 = getelementptr inbounds i8, ptr %4, i64 169
  %573 = load <2 x i64>, ptr %572, align 1, !tbaa !5
  %574 = xor <2 x i64> %573, %571
  %575 = bitcast <2 x i64> %574 to <4 x i32>
  %576 = shufflevector <4 x i32> %575, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %577 = bitcast <4 x i32> %576 to <2 x i64>
  %578 = and <2 x i64> %574, <i64 4294967295, i64 4294967295>
  %579 = and <2 x i64> %577, <i64 4294967295, i64 4294967295>
  %580 = mul nuw <2 x i64> %579, %578
  %581 = shufflevector <2 x i64> %571, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %582 = add <2 x i64> %523, %581
  %583 = add <2 x i64> %582, %580
  %584 = getelementptr inbounds i8, ptr %4, i64 11
  %585 = mul i64 %1, -7046029288634856825
  %586 = load <2 x i64>, ptr %584, align 1, !tbaa !5, !alias.scope !145, !noalias !150
  %587 = xor <2 x i64> %586, %541
  %588 = extractelement <2 x i64> %587, i64 0
  %589 = zext i64 %588 to i128
  %590 = extractelement <2 x i64> %587, i64 1
  %591 = zext i64 %590 to i128
  %592 = mul nuw i128 %591, %589
  %593 = lshr i128 %592, 64
  %594 = xor i128 %593, %592
  %595 = trunc i128 %594 to i64
  %596 = add i64 %585, %595
  %597 = getelementptr inbounds i8, ptr %4, i64 27
  %598 = load <2 x i64>, ptr %597, align 1, !tbaa !5, !alias.scope !145, !noalias !155
  %599 = xor <2 x i64> %598, %555
  %600 = extractelement <2 x i64> %599, i64 0
  %601 = zext i64 %600 to i128
  %602 = extractelement <2 x i64> %599, i64 1
  %603 = zext i64 %602 to i128
  %604 = mul nuw i128 %603, %601
  %605 = lshr i128 %604, 64
  %606 = xor i128 %605, %604
  %607 = trunc i128 %606 to i64
  %608 = add i64 %596, %607
  %609 = getelementptr inbounds i8, ptr %4, i64 43
  %610 = load <2 x i64>, ptr %609, align 1, !tbaa !5, !alias.scope !145, !noalias !157
  %611 = xor <2 x i64> %610, %569
  %612 = extractelement <2 x i64> %611, i64 0
  %613 = zext i64 %612 to i128
  %614 = extractelement <2 x i64> %611, i64 1
  %615 = zext i64 %614 to i128
  %616 = mul nuw i128 %615, %613
  %617 = lshr i128 %616, 64
  %618 = xor i128 %617, %616
  %619 = trunc i128 %618 to i64
  %620 = add i64 %608, %619
  %621 = getelementptr inbounds i8, ptr %4, i64 59
  %622 = load <2 x i64>, ptr %621, align 1, !tbaa !5, !alias.scope !145, !noalias !159
  %623 = xor <2 x i64> %622, %583
  %624 = extractelement <2 x i64> %623, i64 0
  %625 = zext i64 %624 to i128
  %626 = extractelement <2 x i64> %623, i64 1
  %627 = zext i64 %626 to i128
  %628 = mul nuw i128 %627, %625
  %629 = lshr i128 %628, 64
  %630 = xor i128 %629, %628
  %631 = trunc i128 %630 to i64
  %632 = add i64 %620, %631
  %633 = lshr i64 %632, 37
  %634 = xor i64 %633, %632
  %635 = mul i64 %634, 1609587791953885689
  %636 = lshr i64 %635, 32
  %637 = xor i64 %636, %635
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %4) #35
  br label %638

638:                                              ; preds = %207, %522
  %639 = phi i64 [ %282, %207 ], [ %637, %522 ]
  ret i64 %639
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local i64 @XXH3_64bits_withSecretandSeed(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #13 {
  %6 = icmp ult i64 %1, 241
  br i1 %6, label %7, label %252

7:                                                ; preds = %5
  %8 = icmp ult i64 %1, 17
  br i1 %8, label %9, label %106

9:                                                ; preds = %7
  %10 = icmp ugt i64 %1, 8
  br i1 %10, label %11, label %36, !prof !53

11:                                               ; preds = %9
  %12 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %12)
  %13 = add i64 %4, 7458650908927343033
  %14 = sub i64 -5812251307325107654, %4
  %15 = load i64, ptr %0, align 1, !tbaa !5
  %16 = xor i64 %15, %13
  %17 = getelementptr inbounds i8, ptr %0, i64 %1
  %18 = getelementptr inbounds i8, ptr %17, i64 -8
  %19 = load i64, ptr %18, align 1, !tbaa !5
  %20 = xor i64 %19, %14
  %21 = tail call noundef i64 @llvm.bswap.i64(i64 %16)
  %22 = add i64 %21, %1
  %23 = add i64 %22, %20
  %24 = zext i64 %16 to i128
  %25 = zext i64 %20 to i128
  %26 = mul nuw i128 %25, %24
  %27 = lshr i128 %26, 64
  %28 = xor i128 %27, %26
  %29 = trunc i128 %28 to i64
  %30 = add i64 %23, %29
  %31 = lshr i64 %30, 37
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, 1609587791953885689
  %34 = lshr i64 %33, 32
  %35 = xor i64 %34, %33
  br label %254

36:                                               ; preds = %9
  %37 = icmp ugt i64 %1, 3
  br i1 %37, label %38, label %66, !prof !53

38:                                               ; preds = %36
  %39 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %39)
  %40 = trunc i64 %4 to i32
  %41 = tail call noundef i32 @llvm.bswap.i32(i32 %40)
  %42 = zext i32 %41 to i64
  %43 = shl nuw i64 %42, 32
  %44 = xor i64 %43, %4
  %45 = load i32, ptr %0, align 1, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %0, i64 %1
  %47 = getelementptr inbounds i8, ptr %46, i64 -4
  %48 = load i32, ptr %47, align 1, !tbaa !5
  %49 = sub i64 -4090762196417718878, %44
  %50 = zext i32 %48 to i64
  %51 = zext i32 %45 to i64
  %52 = shl nuw i64 %51, 32
  %53 = or disjoint i64 %52, %50
  %54 = xor i64 %53, %49
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 49)
  %56 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 24)
  %57 = xor i64 %55, %56
  %58 = xor i64 %57, %54
  %59 = mul i64 %58, -6939452855193903323
  %60 = lshr i64 %59, 35
  %61 = add nuw nsw i64 %60, %1
  %62 = xor i64 %61, %59
  %63 = mul i64 %62, -6939452855193903323
  %64 = lshr i64 %63, 28
  %65 = xor i64 %64, %63
  br label %254

66:                                               ; preds = %36
  %67 = icmp eq i64 %1, 0
  br i1 %67, label %96, label %68

68:                                               ; preds = %66
  %69 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %69)
  %70 = load i8, ptr %0, align 1, !tbaa !5
  %71 = lshr i64 %1, 1
  %72 = getelementptr inbounds i8, ptr %0, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !5
  %74 = getelementptr i8, ptr %0, i64 %1
  %75 = getelementptr i8, ptr %74, i64 -1
  %76 = load i8, ptr %75, align 1, !tbaa !5
  %77 = zext i8 %70 to i64
  %78 = shl nuw nsw i64 %77, 16
  %79 = zext i8 %73 to i64
  %80 = shl nuw nsw i64 %79, 24
  %81 = or disjoint i64 %80, %78
  %82 = zext i8 %76 to i64
  %83 = or disjoint i64 %81, %82
  %84 = shl nuw nsw i64 %1, 8
  %85 = add i64 %4, 2267503259
  %86 = or disjoint i64 %83, %84
  %87 = xor i64 %86, %85
  %88 = lshr i64 %87, 33
  %89 = xor i64 %88, %87
  %90 = mul i64 %89, -4417276706812531889
  %91 = lshr i64 %90, 29
  %92 = xor i64 %91, %90
  %93 = mul i64 %92, 1609587929392839161
  %94 = lshr i64 %93, 32
  %95 = xor i64 %94, %93
  br label %254

96:                                               ; preds = %66
  %97 = xor i64 %4, -8707998980786479652
  %98 = lshr i64 %97, 33
  %99 = xor i64 %98, %97
  %100 = mul i64 %99, -4417276706812531889
  %101 = lshr i64 %100, 29
  %102 = xor i64 %101, %100
  %103 = mul i64 %102, 1609587929392839161
  %104 = lshr i64 %103, 32
  %105 = xor i64 %104, %103
  br label %254

106:                                              ; preds = %7
  %107 = icmp ult i64 %1, 129
  br i1 %107, label %108, label %250

108:                                              ; preds = %106
  %109 = mul i64 %1, -7046029288634856825
  %110 = icmp ugt i64 %1, 32
  br i1 %110, label %111, label %213

111:                                              ; preds = %108
  %112 = icmp ugt i64 %1, 64
  br i1 %112, label %113, label %180

113:                                              ; preds = %111
  %114 = icmp ugt i64 %1, 96
  br i1 %114, label %115, label %147

115:                                              ; preds = %113
  %116 = getelementptr inbounds i8, ptr %0, i64 48
  %117 = load i64, ptr %116, align 1, !tbaa !5, !noalias !161
  %118 = getelementptr inbounds i8, ptr %0, i64 56
  %119 = load i64, ptr %118, align 1, !tbaa !5, !noalias !161
  %120 = add i64 %4, 4554437623014685352
  %121 = xor i64 %117, %120
  %122 = sub i64 2111919702937427193, %4
  %123 = xor i64 %119, %122
  %124 = zext i64 %121 to i128
  %125 = zext i64 %123 to i128
  %126 = mul nuw i128 %125, %124
  %127 = lshr i128 %126, 64
  %128 = xor i128 %127, %126
  %129 = trunc i128 %128 to i64
  %130 = add i64 %109, %129
  %131 = getelementptr inbounds i8, ptr %0, i64 %1
  %132 = getelementptr inbounds i8, ptr %131, i64 -64
  %133 = load i64, ptr %132, align 1, !tbaa !5, !noalias !164
  %134 = getelementptr inbounds i8, ptr %131, i64 -56
  %135 = load i64, ptr %134, align 1, !tbaa !5, !noalias !164
  %136 = add i64 %4, 3556072174620004746
  %137 = xor i64 %133, %136
  %138 = sub i64 7238261902898274248, %4
  %139 = xor i64 %135, %138
  %140 = zext i64 %137 to i128
  %141 = zext i64 %139 to i128
  %142 = mul nuw i128 %141, %140
  %143 = lshr i128 %142, 64
  %144 = xor i128 %143, %142
  %145 = trunc i128 %144 to i64
  %146 = add i64 %130, %145
  br label %147

147:                                              ; preds = %115, %113
  %148 = phi i64 [ %146, %115 ], [ %109, %113 ]
  %149 = getelementptr inbounds i8, ptr %0, i64 32
  %150 = load i64, ptr %149, align 1, !tbaa !5, !noalias !167
  %151 = getelementptr inbounds i8, ptr %0, i64 40
  %152 = load i64, ptr %151, align 1, !tbaa !5, !noalias !167
  %153 = add i64 %4, -3818837453329782724
  %154 = xor i64 %150, %153
  %155 = sub i64 -6688317018830679928, %4
  %156 = xor i64 %152, %155
  %157 = zext i64 %154 to i128
  %158 = zext i64 %156 to i128
  %159 = mul nuw i128 %158, %157
  %160 = lshr i128 %159, 64
  %161 = xor i128 %160, %159
  %162 = trunc i128 %161 to i64
  %163 = add i64 %148, %162
  %164 = getelementptr inbounds i8, ptr %0, i64 %1
  %165 = getelementptr inbounds i8, ptr %164, i64 -48
  %166 = load i64, ptr %165, align 1, !tbaa !5, !noalias !170
  %167 = getelementptr inbounds i8, ptr %164, i64 -40
  %168 = load i64, ptr %167, align 1, !tbaa !5, !noalias !170
  %169 = add i64 %4, 5690594596133299313
  %170 = xor i64 %166, %169
  %171 = sub i64 -2833645246901970632, %4
  %172 = xor i64 %168, %171
  %173 = zext i64 %170 to i128
  %174 = zext i64 %172 to i128
  %175 = mul nuw i128 %174, %173
  %176 = lshr i128 %175, 64
  %177 = xor i128 %176, %175
  %178 = trunc i128 %177 to i64
  %179 = add i64 %163, %178
  br label %180

180:                                              ; preds = %147, %111
  %181 = phi i64 [ %179, %147 ], [ %109, %111 ]
  %182 = getelementptr inbounds i8, ptr %0, i64 16
  %183 = load i64, ptr %182, align 1, !tbaa !5, !noalias !173
  %184 = getelementptr inbounds i8, ptr %0, i64 24
  %185 = load i64, ptr %184, align 1, !tbaa !5, !noalias !173
  %186 = add i64 %4, 8711581037947681227
  %187 = xor i64 %183, %186
  %188 = sub i64 2410270004345854594, %4
  %189 = xor i64 %185, %188
  %190 = zext i64 %187 to i128
  %191 = zext i64 %189 to i128
  %192 = mul nuw i128 %191, %190
  %193 = lshr i128 %192, 64
  %194 = xor i128 %193, %192
  %195 = trunc i128 %194 to i64
  %196 = add i64 %181, %195
  %197 = getelementptr inbounds i8, ptr %0, i64 %1
  %198 = getelementptr inbounds i8, ptr %197, i64 -32
  %199 = load i64, ptr %198, align 1, !tbaa !5, !noalias !176
  %200 = getelementptr inbounds i8, ptr %197, i64 -24
  %201 = load i64, ptr %200, align 1, !tbaa !5, !noalias !176
  %202 = add i64 %4, -8204357891075471176
  %203 = xor i64 %199, %202
  %204 = sub i64 5487137525590930912, %4
  %205 = xor i64 %201, %204
  %206 = zext i64 %203 to i128
  %207 = zext i64 %205 to i128
  %208 = mul nuw i128 %207, %206
  %209 = lshr i128 %208, 64
  %210 = xor i128 %209, %208
  %211 = trunc i128 %210 to i64
  %212 = add i64 %196, %211
  br label %213

213:                                              ; preds = %108, %180
  %214 = phi i64 [ %212, %180 ], [ %109, %108 ]
  %215 = load i64, ptr %0, align 1, !tbaa !5, !noalias !179
  %216 = getelementptr inbounds i8, ptr %0, i64 8
  %217 = load i64, ptr %216, align 1, !tbaa !5, !noalias !179
  %218 = add i64 %4, -4734510112055689544
  %219 = xor i64 %215, %218
  %220 = sub i64 2066345149520216444, %4
  %221 = xor i64 %217, %220
  %222 = zext i64 %219 to i128
  %223 = zext i64 %221 to i128
  %224 = mul nuw i128 %223, %222
  %225 = lshr i128 %224, 64
  %226 = xor i128 %225, %224
  %227 = trunc i128 %226 to i64
  %228 = add i64 %214, %227
  %229 = getelementptr inbounds i8, ptr %0, i64 %1
  %230 = getelementptr inbounds i8, ptr %229, i64 -16
  %231 = load i64, ptr %230, align 1, !tbaa !5, !noalias !182
  %232 = getelementptr inbounds i8, ptr %229, i64 -8
  %233 = load i64, ptr %232, align 1, !tbaa !5, !noalias !182
  %234 = add i64 %4, -2623469361688619810
  %235 = xor i64 %231, %234
  %236 = sub i64 2262974939099578482, %4
  %237 = xor i64 %233, %236
  %238 = zext i64 %235 to i128
  %239 = zext i64 %237 to i128
  %240 = mul nuw i128 %239, %238
  %241 = lshr i128 %240, 64
  %242 = xor i128 %241, %240
  %243 = trunc i128 %242 to i64
  %244 = add i64 %228, %243
  %245 = lshr i64 %244, 37
  %246 = xor i64 %245, %244
  %247 = mul i64 %246, 1609587791953885689
  %248 = lshr i64 %247, 32
  %249 = xor i64 %248, %247
  br label %254

250:                                              ; preds = %106
  %251 = tail call fastcc i64 @XXH3_len_129to240_64b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef %4) #36
  br label %254

252:                                              ; preds = %5
  %253 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3)
  br label %254

254:                                              ; preds = %250, %213, %11, %38, %68, %96, %252
  %255 = phi i64 [ %253, %252 ], [ %249, %213 ], [ %251, %250 ], [ %35, %11 ], [ %65, %38 ], [ %95, %68 ], [ %105, %96 ]
  ret i64 %255
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias ptr @XXH3_createState() local_unnamed_addr #17 {
  %1 = tail call noalias noundef dereferenceable_or_null(640) ptr @malloc(i64 noundef 640) #34
  %2 = icmp eq ptr %1, null
  br i1 %2, label %15, label %3

3:                                                ; preds = %0
  %4 = ptrtoint ptr %1 to i64
  %5 = and i64 %4, 63
  %6 = sub nuw nsw i64 64, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = ptrtoint ptr %7 to i64
  %9 = and i64 %8, 63
  %10 = icmp eq i64 %9, 0
  tail call void @llvm.assume(i1 %10)
  %11 = trunc nuw nsw i64 %6 to i8
  %12 = getelementptr inbounds i8, ptr %7, i64 -1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %7, i64 552
  store i64 0, ptr %13, align 8, !tbaa !185
  %14 = getelementptr inbounds i8, ptr %7, i64 568
  store ptr null, ptr %14, align 8, !tbaa !188
  br label %15

15:                                               ; preds = %0, %3
  %16 = phi ptr [ %7, %3 ], [ null, %0 ]
  ret ptr %16
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @XXH3_freeState(ptr noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 -1
  %5 = load i8, ptr %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i64
  %7 = sub nsw i64 0, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  tail call void @free(ptr noundef %8) #35
  br label %9

9:                                                ; preds = %1, %3
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @XXH3_copyState(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(576) %0, ptr noundef nonnull align 64 dereferenceable(576) %1, i64 576, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_64bits_reset(ptr nocapture noundef writeonly %0) local_unnamed_addr #11 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %16, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %5, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %6, align 16, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %7, align 8, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %8, align 32, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %9, align 8, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %10, align 16, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %11, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %12, align 8, !tbaa !185
  %13 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr @XXH3_kSecret, ptr %13, align 8, !tbaa !188
  %14 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 128, ptr %14, align 32, !tbaa !189
  %15 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 16, ptr %15, align 8, !tbaa !190
  br label %16

16:                                               ; preds = %1, %3
  %17 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_64bits_reset_withSecret(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %23, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %7, align 8, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %8, align 16, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %9, align 8, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %10, align 32, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %11, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %12, align 16, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %13, align 8, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %14, align 8, !tbaa !185
  %15 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %1, ptr %15, align 8, !tbaa !188
  %16 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %16)
  %17 = add i64 %2, -64
  %18 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 %17, ptr %18, align 32, !tbaa !189
  %19 = lshr i64 %17, 3
  %20 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 %19, ptr %20, align 8, !tbaa !190
  %21 = icmp eq ptr %1, null
  %22 = zext i1 %21 to i32
  br label %23

23:                                               ; preds = %5, %3
  %24 = phi i32 [ 1, %3 ], [ %22, %5 ]
  ret i32 %24
}

; Function Attrs: nounwind memory(write, argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_64bits_reset_withSeed(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %71, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %8, align 8, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %9, align 16, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %10, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %11, align 32, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %12, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %13, align 16, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %14, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %15, align 8, !tbaa !185
  br label %66

16:                                               ; preds = %4
  %17 = getelementptr inbounds i8, ptr %0, i64 552
  %18 = load i64, ptr %17, align 8, !tbaa !185
  %19 = icmp eq i64 %18, %1
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 568
  %22 = load ptr, ptr %21, align 8, !tbaa !188
  %23 = icmp eq ptr %22, null
  br i1 %23, label %56, label %24

24:                                               ; preds = %20, %16
  %25 = getelementptr inbounds i8, ptr %0, i64 64
  %26 = sub i64 0, %1
  %27 = insertelement <2 x i64> poison, i64 %1, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = tail call ptr asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull %25) #37, !srcloc !144
  %30 = ptrtoint ptr %29 to i64
  %31 = and i64 %30, 15
  %32 = icmp eq i64 %31, 0
  tail call void @llvm.assume(i1 %32)
  %33 = add <2 x i64> %28, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %33, ptr %29, align 16, !tbaa !5
  %34 = add <2 x i64> %28, <i64 -2623469361688619810, i64 2262974939099578482>
  %35 = getelementptr inbounds i8, ptr %29, i64 16
  store <2 x i64> %34, ptr %35, align 16, !tbaa !5
  %36 = add <2 x i64> %28, <i64 8711581037947681227, i64 2410270004345854594>
  %37 = getelementptr inbounds i8, ptr %29, i64 32
  store <2 x i64> %36, ptr %37, align 16, !tbaa !5
  %38 = add <2 x i64> %28, <i64 -8204357891075471176, i64 5487137525590930912>
  %39 = getelementptr inbounds i8, ptr %29, i64 48
  store <2 x i64> %38, ptr %39, align 16, !tbaa !5
  %40 = add <2 x i64> %28, <i64 -3818837453329782724, i64 -6688317018830679928>
  %41 = getelementptr inbounds i8, ptr %29, i64 64
  store <2 x i64> %40, ptr %41, align 16, !tbaa !5
  %42 = add <2 x i64> %28, <i64 5690594596133299313, i64 -2833645246901970632>
  %43 = getelementptr inbounds i8, ptr %29, i64 80
  store <2 x i64> %42, ptr %43, align 16, !tbaa !5
  %44 = add <2 x i64> %28, <i64 4554437623014685352, i64 2111919702937427193>
  %45 = getelementptr inbounds i8, ptr %29, i64 96
  store <2 x i64> %44, ptr %45, align 16, !tbaa !5
  %46 = add <2 x i64> %28, <i64 3556072174620004746, i64 7238261902898274248>
  %47 = getelementptr inbounds i8, ptr %29, i64 112
  store <2 x i64> %46, ptr %47, align 16, !tbaa !5
  %48 = add <2 x i64> %28, <i64 -4329134394285701654, i64 -1485321483350670907>
  %49 = getelementptr inbounds i8, ptr %29, i64 128
  store <2 x i64> %48, ptr %49, align 16, !tbaa !5
  %50 = add <2 x i64> %28, <i64 5321830579834785047, i64 -7032137544937171245>
  %51 = getelementptr inbounds i8, ptr %29, i64 144
  store <2 x i64> %50, ptr %51, align 16, !tbaa !5
  %52 = add <2 x i64> %28, <i64 -242834301215959509, i64 -3588858202114426737>
  %53 = getelementptr inbounds i8, ptr %29, i64 160
  store <2 x i64> %52, ptr %53, align 16, !tbaa !5
  %54 = add <2 x i64> %28, <i64 2883454493032893253, i64 9097354517224871855>
  %55 = getelementptr inbounds i8, ptr %29, i64 176
  store <2 x i64> %54, ptr %55, align 16, !tbaa !5
  br label %56

56:                                               ; preds = %24, %20
  %57 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %57, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %58, align 8, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %59, align 16, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %60, align 8, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %61, align 32, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %62, align 8, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %63, align 16, !tbaa !37
  %64 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %64, align 8, !tbaa !37
  store i64 %1, ptr %17, align 8, !tbaa !185
  %65 = getelementptr inbounds i8, ptr %0, i64 516
  store i32 1, ptr %65, align 4, !tbaa !191
  br label %66

66:                                               ; preds = %6, %56
  %67 = phi ptr [ null, %56 ], [ @XXH3_kSecret, %6 ]
  %68 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %67, ptr %68, align 8, !tbaa !188
  %69 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 128, ptr %69, align 32, !tbaa !189
  %70 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 16, ptr %70, align 8, !tbaa !190
  br label %71

71:                                               ; preds = %66, %2
  %72 = phi i32 [ 1, %2 ], [ 0, %66 ]
  ret i32 %72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_64bits_reset_withSecretandSeed(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #11 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %26, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %12, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %13, align 16, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %14, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %15, align 32, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %16, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %17, align 16, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %18, align 8, !tbaa !37
  %19 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 %3, ptr %19, align 8, !tbaa !185
  %20 = getelementptr inbounds i8, ptr %0, i64 516
  %21 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %1, ptr %21, align 8, !tbaa !188
  %22 = add i64 %2, -64
  %23 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 %22, ptr %23, align 32, !tbaa !189
  %24 = lshr i64 %22, 3
  %25 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 %24, ptr %25, align 8, !tbaa !190
  store i32 1, ptr %20, align 4, !tbaa !191
  br label %26

26:                                               ; preds = %4, %10
  %27 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %27
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local noundef i32 @XXH3_64bits_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) local_unnamed_addr #19 {
  tail call fastcc void @XXH3_update_regular(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2)
  ret i32 0
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @XXH3_update_regular(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #20 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !192)
  %4 = icmp eq ptr %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %559

7:                                                ; preds = %3
  %8 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %8)
  %9 = getelementptr inbounds i8, ptr %0, i64 528
  %10 = load i64, ptr %9, align 16, !tbaa !195, !alias.scope !196, !noalias !192
  %11 = add i64 %10, %2
  store i64 %11, ptr %9, align 16, !tbaa !195, !alias.scope !196, !noalias !192
  %12 = getelementptr inbounds i8, ptr %0, i64 512
  %13 = load i32, ptr %12, align 64, !tbaa !198, !alias.scope !196, !noalias !192
  %14 = icmp ult i32 %13, 257
  tail call void @llvm.assume(i1 %14)
  %15 = sub nuw nsw i32 256, %13
  %16 = zext nneg i32 %15 to i64
  %17 = icmp ult i64 %16, %2
  br i1 %17, label %25, label %18

18:                                               ; preds = %7
  %19 = getelementptr inbounds i8, ptr %0, i64 256
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %21, ptr nonnull align 1 %1, i64 %2, i1 false), !alias.scope !199
  %22 = trunc nuw nsw i64 %2 to i32
  %23 = load i32, ptr %12, align 64, !tbaa !198, !alias.scope !196, !noalias !192
  %24 = add i32 %23, %22
  store i32 %24, ptr %12, align 64, !tbaa !198, !alias.scope !196, !noalias !192
  br label %559

25:                                               ; preds = %7
  %26 = getelementptr inbounds i8, ptr %1, i64 %2
  %27 = getelementptr inbounds i8, ptr %0, i64 568
  %28 = load ptr, ptr %27, align 8, !tbaa !188, !alias.scope !196, !noalias !192
  %29 = icmp eq ptr %28, null
  %30 = getelementptr inbounds i8, ptr %0, i64 64
  %31 = select i1 %29, ptr %30, ptr %28
  %32 = icmp eq i32 %13, 0
  br i1 %32, label %287, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %0, i64 256
  %35 = zext nneg i32 %13 to i64
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %36, ptr nonnull align 1 %1, i64 %16, i1 false), !alias.scope !199
  %37 = getelementptr inbounds i8, ptr %1, i64 %16
  %38 = getelementptr inbounds i8, ptr %0, i64 520
  %39 = getelementptr inbounds i8, ptr %0, i64 536
  %40 = load i64, ptr %39, align 8, !tbaa !190, !alias.scope !196, !noalias !192
  %41 = getelementptr inbounds i8, ptr %0, i64 544
  %42 = load i64, ptr %41, align 32, !tbaa !189, !alias.scope !196, !noalias !192
  tail call void @llvm.experimental.noalias.scope.decl(metadata !200)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !203)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !205)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !207)
  %43 = load i64, ptr %38, align 8, !tbaa !37, !alias.scope !203, !noalias !209
  %44 = shl i64 %43, 3
  %45 = getelementptr inbounds i8, ptr %31, i64 %44
  %46 = sub i64 %40, %43
  %47 = icmp ugt i64 %46, 4
  %48 = load <2 x i64>, ptr %0, align 16, !tbaa !5, !alias.scope !200, !noalias !210
  %49 = getelementptr inbounds i8, ptr %0, i64 32
  br i1 %47, label %50, label %59

50:                                               ; preds = %33
  %51 = getelementptr inbounds i8, ptr %0, i64 16
  %52 = load <2 x i64>, ptr %51, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %53 = load <2 x i64>, ptr %49, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %54 = getelementptr inbounds i8, ptr %0, i64 48
  %55 = load <2 x i64>, ptr %54, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %56 = ptrtoint ptr %0 to i64
  %57 = and i64 %56, 15
  %58 = icmp eq i64 %57, 0
  br label %204

59:                                               ; preds = %33
  %60 = getelementptr inbounds i8, ptr %31, i64 %42
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  %62 = getelementptr inbounds i8, ptr %0, i64 48
  %63 = load <2 x i64>, ptr %60, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = getelementptr inbounds i8, ptr %60, i64 16
  %66 = load <2 x i64>, ptr %65, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %67 = getelementptr inbounds i8, ptr %0, i64 32
  %68 = getelementptr inbounds i8, ptr %60, i64 32
  %69 = load <2 x i64>, ptr %68, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %70 = getelementptr inbounds i8, ptr %0, i64 48
  %71 = getelementptr inbounds i8, ptr %60, i64 48
  %72 = load <2 x i64>, ptr %71, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %73 = load <2 x i64>, ptr %61, align 16, !tbaa !5, !alias.scope !200, !noalias !210
  %74 = load <2 x i64>, ptr %49, align 16, !tbaa !5, !alias.scope !200, !noalias !210
  %75 = load <2 x i64>, ptr %62, align 16, !tbaa !5, !alias.scope !200, !noalias !210
  br label %76

76:                                               ; preds = %59, %153
  %77 = phi <2 x i64> [ %197, %153 ], [ %75, %59 ]
  %78 = phi <2 x i64> [ %187, %153 ], [ %74, %59 ]
  %79 = phi <2 x i64> [ %177, %153 ], [ %73, %59 ]
  %80 = phi <2 x i64> [ %167, %153 ], [ %48, %59 ]
  %81 = phi i64 [ %200, %153 ], [ 4, %59 ]
  %82 = phi ptr [ %199, %153 ], [ %34, %59 ]
  %83 = phi ptr [ %31, %153 ], [ %45, %59 ]
  %84 = phi i64 [ %40, %153 ], [ %46, %59 ]
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %153, label %86

86:                                               ; preds = %76, %86
  %87 = phi <2 x i64> [ %150, %86 ], [ %77, %76 ]
  %88 = phi <2 x i64> [ %136, %86 ], [ %78, %76 ]
  %89 = phi <2 x i64> [ %122, %86 ], [ %79, %76 ]
  %90 = phi <2 x i64> [ %108, %86 ], [ %80, %76 ]
  %91 = phi i64 [ %151, %86 ], [ 0, %76 ]
  %92 = shl i64 %91, 6
  %93 = getelementptr inbounds i8, ptr %82, i64 %92
  %94 = getelementptr inbounds i8, ptr %93, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %94, i32 0, i32 3, i32 1), !noalias !218
  %95 = shl i64 %91, 3
  %96 = getelementptr inbounds i8, ptr %83, i64 %95
  %97 = load <2 x i64>, ptr %93, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %98 = load <2 x i64>, ptr %96, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %99 = xor <2 x i64> %98, %97
  %100 = bitcast <2 x i64> %99 to <4 x i32>
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %102 = bitcast <4 x i32> %101 to <2 x i64>
  %103 = and <2 x i64> %99, <i64 4294967295, i64 4294967295>
  %104 = and <2 x i64> %102, <i64 4294967295, i64 4294967295>
  %105 = mul nuw <2 x i64> %104, %103
  %106 = shufflevector <2 x i64> %97, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %107 = add <2 x i64> %90, %106
  %108 = add <2 x i64> %107, %105
  store <2 x i64> %108, ptr %0, align 16, !tbaa !5, !alias.scope !220, !noalias !223
  %109 = getelementptr inbounds i8, ptr %93, i64 16
  %110 = load <2 x i64>, ptr %109, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %111 = getelementptr inbounds i8, ptr %96, i64 16
  %112 = load <2 x i64>, ptr %111, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %113 = xor <2 x i64> %112, %110
  %114 = bitcast <2 x i64> %113 to <4 x i32>
  %115 = shufflevector <4 x i32> %114, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %116 = bitcast <4 x i32> %115 to <2 x i64>
  %117 = and <2 x i64> %113, <i64 4294967295, i64 4294967295>
  %118 = and <2 x i64> %116, <i64 4294967295, i64 4294967295>
  %119 = mul nuw <2 x i64> %118, %117
  %120 = shufflevector <2 x i64> %110, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %121 = add <2 x i64> %89, %120
  %122 = add <2 x i64> %121, %119
  store <2 x i64> %122, ptr %61, align 16, !tbaa !5, !alias.scope !220, !noalias !223
  %123 = getelementptr inbounds i8, ptr %93, i64 32
  %124 = load <2 x i64>, ptr %123, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %125 = getelementptr inbounds i8, ptr %96, i64 32
  %126 = load <2 x i64>, ptr %125, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %127 = xor <2 x i64> %126, %124
  %128 = bitcast <2 x i64> %127 to <4 x i32>
  %129 = shufflevector <4 x i32> %128, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %130 = bitcast <4 x i32> %129 to <2 x i64>
  %131 = and <2 x i64> %127, <i64 4294967295, i64 4294967295>
  %132 = and <2 x i64> %130, <i64 4294967295, i64 4294967295>
  %133 = mul nuw <2 x i64> %132, %131
  %134 = shufflevector <2 x i64> %124, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %135 = add <2 x i64> %88, %134
  %136 = add <2 x i64> %135, %133
  store <2 x i64> %136, ptr %49, align 16, !tbaa !5, !alias.scope !220, !noalias !223
  %137 = getelementptr inbounds i8, ptr %93, i64 48
  %138 = load <2 x i64>, ptr %137, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %139 = getelementptr inbounds i8, ptr %96, i64 48
  %140 = load <2 x i64>, ptr %139, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %141 = xor <2 x i64> %140, %138
  %142 = bitcast <2 x i64> %141 to <4 x i32>
  %143 = shufflevector <4 x i32> %142, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %144 = bitcast <4 x i32> %143 to <2 x i64>
  %145 = and <2 x i64> %141, <i64 4294967295, i64 4294967295>
  %146 = and <2 x i64> %144, <i64 4294967295, i64 4294967295>
  %147 = mul nuw <2 x i64> %146, %145
  %148 = shufflevector <2 x i64> %138, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %149 = add <2 x i64> %87, %148
  %150 = add <2 x i64> %149, %147
  store <2 x i64> %150, ptr %62, align 16, !tbaa !5, !alias.scope !220, !noalias !223
  %151 = add nuw i64 %91, 1
  %152 = icmp eq i64 %151, %84
  br i1 %152, label %153, label %86, !llvm.loop !78

153:                                              ; preds = %86, %76
  %154 = phi <2 x i64> [ %77, %76 ], [ %150, %86 ]
  %155 = phi <2 x i64> [ %78, %76 ], [ %136, %86 ]
  %156 = phi <2 x i64> [ %79, %76 ], [ %122, %86 ]
  %157 = phi <2 x i64> [ %80, %76 ], [ %108, %86 ]
  %158 = lshr <2 x i64> %157, <i64 47, i64 47>
  %159 = xor <2 x i64> %63, %158
  %160 = xor <2 x i64> %159, %157
  %161 = bitcast <2 x i64> %160 to <4 x i32>
  %162 = shufflevector <4 x i32> %161, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %163 = bitcast <4 x i32> %162 to <2 x i64>
  %164 = and <2 x i64> %160, <i64 4294967295, i64 4294967295>
  %165 = mul nuw <2 x i64> %164, <i64 2654435761, i64 2654435761>
  %166 = mul <2 x i64> %163, <i64 -7046029290881679360, i64 -7046029290881679360>
  %167 = add <2 x i64> %166, %165
  store <2 x i64> %167, ptr %0, align 16, !tbaa !5, !alias.scope !226, !noalias !229
  %168 = lshr <2 x i64> %156, <i64 47, i64 47>
  %169 = xor <2 x i64> %66, %168
  %170 = xor <2 x i64> %169, %156
  %171 = bitcast <2 x i64> %170 to <4 x i32>
  %172 = shufflevector <4 x i32> %171, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %173 = bitcast <4 x i32> %172 to <2 x i64>
  %174 = and <2 x i64> %170, <i64 4294967295, i64 4294967295>
  %175 = mul nuw <2 x i64> %174, <i64 2654435761, i64 2654435761>
  %176 = mul <2 x i64> %173, <i64 -7046029290881679360, i64 -7046029290881679360>
  %177 = add <2 x i64> %176, %175
  store <2 x i64> %177, ptr %64, align 16, !tbaa !5, !alias.scope !226, !noalias !229
  %178 = lshr <2 x i64> %155, <i64 47, i64 47>
  %179 = xor <2 x i64> %69, %178
  %180 = xor <2 x i64> %179, %155
  %181 = bitcast <2 x i64> %180 to <4 x i32>
  %182 = shufflevector <4 x i32> %181, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %183 = bitcast <4 x i32> %182 to <2 x i64>
  %184 = and <2 x i64> %180, <i64 4294967295, i64 4294967295>
  %185 = mul nuw <2 x i64> %184, <i64 2654435761, i64 2654435761>
  %186 = mul <2 x i64> %183, <i64 -7046029290881679360, i64 -7046029290881679360>
  %187 = add <2 x i64> %186, %185
  store <2 x i64> %187, ptr %67, align 16, !tbaa !5, !alias.scope !226, !noalias !229
  %188 = lshr <2 x i64> %154, <i64 47, i64 47>
  %189 = xor <2 x i64> %72, %188
  %190 = xor <2 x i64> %189, %154
  %191 = bitcast <2 x i64> %190 to <4 x i32>
  %192 = shufflevector <4 x i32> %191, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %193 = bitcast <4 x i32> %192 to <2 x i64>
  %194 = and <2 x i64> %190, <i64 4294967295, i64 4294967295>
  %195 = mul nuw <2 x i64> %194, <i64 2654435761, i64 2654435761>
  %196 = mul <2 x i64> %193, <i64 -7046029290881679360, i64 -7046029290881679360>
  %197 = add <2 x i64> %196, %195
  store <2 x i64> %197, ptr %70, align 16, !tbaa !5, !alias.scope !226, !noalias !229
  %198 = shl i64 %84, 6
  %199 = getelementptr inbounds i8, ptr %82, i64 %198
  %200 = sub i64 %81, %84
  %201 = icmp ult i64 %200, %40
  br i1 %201, label %202, label %76, !llvm.loop !231

202:                                              ; preds = %153
  store i64 0, ptr %38, align 8, !tbaa !37, !alias.scope !203, !noalias !209
  %203 = icmp eq i64 %200, 0
  br i1 %203, label %286, label %204

204:                                              ; preds = %50, %202
  %205 = phi i1 [ %58, %50 ], [ true, %202 ]
  %206 = phi <2 x i64> [ %55, %50 ], [ %197, %202 ]
  %207 = phi <2 x i64> [ %53, %50 ], [ %187, %202 ]
  %208 = phi <2 x i64> [ %52, %50 ], [ %177, %202 ]
  %209 = phi <2 x i64> [ %48, %50 ], [ %167, %202 ]
  %210 = phi i64 [ %43, %50 ], [ 0, %202 ]
  %211 = phi ptr [ %45, %50 ], [ %31, %202 ]
  %212 = phi ptr [ %34, %50 ], [ %199, %202 ]
  %213 = phi i64 [ 4, %50 ], [ %200, %202 ]
  tail call void @llvm.assume(i1 %205)
  %214 = getelementptr inbounds i8, ptr %0, i64 16
  %215 = getelementptr inbounds i8, ptr %0, i64 32
  %216 = getelementptr inbounds i8, ptr %0, i64 48
  br label %217

217:                                              ; preds = %204, %217
  %218 = phi <2 x i64> [ %206, %204 ], [ %281, %217 ]
  %219 = phi <2 x i64> [ %207, %204 ], [ %267, %217 ]
  %220 = phi <2 x i64> [ %208, %204 ], [ %253, %217 ]
  %221 = phi <2 x i64> [ %209, %204 ], [ %239, %217 ]
  %222 = phi i64 [ 0, %204 ], [ %282, %217 ]
  %223 = shl i64 %222, 6
  %224 = getelementptr inbounds i8, ptr %212, i64 %223
  %225 = getelementptr inbounds i8, ptr %224, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %225, i32 0, i32 3, i32 1), !noalias !218
  %226 = shl i64 %222, 3
  %227 = getelementptr inbounds i8, ptr %211, i64 %226
  %228 = load <2 x i64>, ptr %224, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %229 = load <2 x i64>, ptr %227, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %230 = xor <2 x i64> %229, %228
  %231 = bitcast <2 x i64> %230 to <4 x i32>
  %232 = shufflevector <4 x i32> %231, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %233 = bitcast <4 x i32> %232 to <2 x i64>
  %234 = and <2 x i64> %230, <i64 4294967295, i64 4294967295>
  %235 = and <2 x i64> %233, <i64 4294967295, i64 4294967295>
  %236 = mul nuw <2 x i64> %235, %234
  %237 = shufflevector <2 x i64> %228, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %238 = add <2 x i64> %221, %237
  %239 = add <2 x i64> %238, %236
  store <2 x i64> %239, ptr %0, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %240 = getelementptr inbounds i8, ptr %224, i64 16
  %241 = load <2 x i64>, ptr %240, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %242 = getelementptr inbounds i8, ptr %227, i64 16
  %243 = load <2 x i64>, ptr %242, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %244 = xor <2 x i64> %243, %241
  %245 = bitcast <2 x i64> %244 to <4 x i32>
  %246 = shufflevector <4 x i32> %245, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %247 = bitcast <4 x i32> %246 to <2 x i64>
  %248 = and <2 x i64> %244, <i64 4294967295, i64 4294967295>
  %249 = and <2 x i64> %247, <i64 4294967295, i64 4294967295>
  %250 = mul nuw <2 x i64> %249, %248
  %251 = shufflevector <2 x i64> %241, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %252 = add <2 x i64> %220, %251
  %253 = add <2 x i64> %252, %250
  store <2 x i64> %253, ptr %214, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %254 = getelementptr inbounds i8, ptr %224, i64 32
  %255 = load <2 x i64>, ptr %254, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %256 = getelementptr inbounds i8, ptr %227, i64 32
  %257 = load <2 x i64>, ptr %256, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %258 = xor <2 x i64> %257, %255
  %259 = bitcast <2 x i64> %258 to <4 x i32>
  %260 = shufflevector <4 x i32> %259, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %261 = bitcast <4 x i32> %260 to <2 x i64>
  %262 = and <2 x i64> %258, <i64 4294967295, i64 4294967295>
  %263 = and <2 x i64> %261, <i64 4294967295, i64 4294967295>
  %264 = mul nuw <2 x i64> %263, %262
  %265 = shufflevector <2 x i64> %255, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %266 = add <2 x i64> %219, %265
  %267 = add <2 x i64> %266, %264
  store <2 x i64> %267, ptr %215, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %268 = getelementptr inbounds i8, ptr %224, i64 48
  %269 = load <2 x i64>, ptr %268, align 1, !tbaa !5, !alias.scope !205, !noalias !219
  %270 = getelementptr inbounds i8, ptr %227, i64 48
  %271 = load <2 x i64>, ptr %270, align 1, !tbaa !5, !alias.scope !207, !noalias !217
  %272 = xor <2 x i64> %271, %269
  %273 = bitcast <2 x i64> %272 to <4 x i32>
  %274 = shufflevector <4 x i32> %273, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %275 = bitcast <4 x i32> %274 to <2 x i64>
  %276 = and <2 x i64> %272, <i64 4294967295, i64 4294967295>
  %277 = and <2 x i64> %275, <i64 4294967295, i64 4294967295>
  %278 = mul nuw <2 x i64> %277, %276
  %279 = shufflevector <2 x i64> %269, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %280 = add <2 x i64> %218, %279
  %281 = add <2 x i64> %280, %278
  store <2 x i64> %281, ptr %216, align 16, !tbaa !5, !alias.scope !211, !noalias !214
  %282 = add nuw i64 %222, 1
  %283 = icmp eq i64 %282, %213
  br i1 %283, label %284, label %217, !llvm.loop !78

284:                                              ; preds = %217
  %285 = add i64 %210, %213
  store i64 %285, ptr %38, align 8, !tbaa !37, !alias.scope !203, !noalias !209
  br label %286

286:                                              ; preds = %202, %284
  store i32 0, ptr %12, align 64, !tbaa !198, !alias.scope !196, !noalias !192
  br label %287

287:                                              ; preds = %286, %25
  %288 = phi ptr [ %37, %286 ], [ %1, %25 ]
  %289 = icmp ult ptr %288, %26
  tail call void @llvm.assume(i1 %289)
  %290 = ptrtoint ptr %26 to i64
  %291 = ptrtoint ptr %288 to i64
  %292 = sub i64 %290, %291
  %293 = icmp sgt i64 %292, 256
  br i1 %293, label %294, label %552

294:                                              ; preds = %287
  %295 = getelementptr inbounds i8, ptr %26, i64 -1
  %296 = ptrtoint ptr %295 to i64
  %297 = sub i64 %296, %291
  %298 = lshr i64 %297, 6
  %299 = getelementptr inbounds i8, ptr %0, i64 520
  %300 = getelementptr inbounds i8, ptr %0, i64 536
  %301 = load i64, ptr %300, align 8, !tbaa !190, !alias.scope !196, !noalias !192
  %302 = getelementptr inbounds i8, ptr %0, i64 544
  %303 = load i64, ptr %302, align 32, !tbaa !189, !alias.scope !196, !noalias !192
  tail call void @llvm.experimental.noalias.scope.decl(metadata !232)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !235)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !237)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239)
  %304 = load i64, ptr %299, align 8, !tbaa !37, !alias.scope !235, !noalias !241
  %305 = shl i64 %304, 3
  %306 = getelementptr inbounds i8, ptr %31, i64 %305
  %307 = sub i64 %301, %304
  %308 = icmp ugt i64 %307, %298
  br i1 %308, label %458, label %309

309:                                              ; preds = %294
  %310 = getelementptr inbounds i8, ptr %31, i64 %303
  %311 = ptrtoint ptr %0 to i64
  %312 = and i64 %311, 15
  %313 = icmp eq i64 %312, 0
  tail call void @llvm.assume(i1 %313)
  %314 = load <2 x i64>, ptr %0, align 16, !tbaa !5, !alias.scope !232, !noalias !242
  %315 = getelementptr inbounds i8, ptr %0, i64 16
  %316 = getelementptr inbounds i8, ptr %0, i64 32
  %317 = getelementptr inbounds i8, ptr %0, i64 48
  %318 = load <2 x i64>, ptr %310, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %319 = getelementptr inbounds i8, ptr %0, i64 16
  %320 = getelementptr inbounds i8, ptr %310, i64 16
  %321 = load <2 x i64>, ptr %320, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %322 = getelementptr inbounds i8, ptr %0, i64 32
  %323 = getelementptr inbounds i8, ptr %310, i64 32
  %324 = load <2 x i64>, ptr %323, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %325 = getelementptr inbounds i8, ptr %0, i64 48
  %326 = getelementptr inbounds i8, ptr %310, i64 48
  %327 = load <2 x i64>, ptr %326, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %328 = load <2 x i64>, ptr %315, align 16, !tbaa !5, !alias.scope !232, !noalias !242
  %329 = load <2 x i64>, ptr %316, align 16, !tbaa !5, !alias.scope !232, !noalias !242
  %330 = load <2 x i64>, ptr %317, align 16, !tbaa !5, !alias.scope !232, !noalias !242
  br label %331

331:                                              ; preds = %309, %408
  %332 = phi <2 x i64> [ %452, %408 ], [ %330, %309 ]
  %333 = phi <2 x i64> [ %442, %408 ], [ %329, %309 ]
  %334 = phi <2 x i64> [ %432, %408 ], [ %328, %309 ]
  %335 = phi <2 x i64> [ %422, %408 ], [ %314, %309 ]
  %336 = phi i64 [ %455, %408 ], [ %298, %309 ]
  %337 = phi ptr [ %454, %408 ], [ %288, %309 ]
  %338 = phi ptr [ %31, %408 ], [ %306, %309 ]
  %339 = phi i64 [ %301, %408 ], [ %307, %309 ]
  %340 = icmp eq i64 %339, 0
  br i1 %340, label %408, label %341

341:                                              ; preds = %331, %341
  %342 = phi <2 x i64> [ %405, %341 ], [ %332, %331 ]
  %343 = phi <2 x i64> [ %391, %341 ], [ %333, %331 ]
  %344 = phi <2 x i64> [ %377, %341 ], [ %334, %331 ]
  %345 = phi <2 x i64> [ %363, %341 ], [ %335, %331 ]
  %346 = phi i64 [ %406, %341 ], [ 0, %331 ]
  %347 = shl i64 %346, 6
  %348 = getelementptr inbounds i8, ptr %337, i64 %347
  %349 = getelementptr inbounds i8, ptr %348, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %349, i32 0, i32 3, i32 1), !noalias !244
  %350 = shl i64 %346, 3
  %351 = getelementptr inbounds i8, ptr %338, i64 %350
  %352 = load <2 x i64>, ptr %348, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %353 = load <2 x i64>, ptr %351, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %354 = xor <2 x i64> %353, %352
  %355 = bitcast <2 x i64> %354 to <4 x i32>
  %356 = shufflevector <4 x i32> %355, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %357 = bitcast <4 x i32> %356 to <2 x i64>
  %358 = and <2 x i64> %354, <i64 4294967295, i64 4294967295>
  %359 = and <2 x i64> %357, <i64 4294967295, i64 4294967295>
  %360 = mul nuw <2 x i64> %359, %358
  %361 = shufflevector <2 x i64> %352, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %362 = add <2 x i64> %345, %361
  %363 = add <2 x i64> %362, %360
  store <2 x i64> %363, ptr %0, align 16, !tbaa !5, !alias.scope !246, !noalias !249
  %364 = getelementptr inbounds i8, ptr %348, i64 16
  %365 = load <2 x i64>, ptr %364, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %366 = getelementptr inbounds i8, ptr %351, i64 16
  %367 = load <2 x i64>, ptr %366, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %368 = xor <2 x i64> %367, %365
  %369 = bitcast <2 x i64> %368 to <4 x i32>
  %370 = shufflevector <4 x i32> %369, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %371 = bitcast <4 x i32> %370 to <2 x i64>
  %372 = and <2 x i64> %368, <i64 4294967295, i64 4294967295>
  %373 = and <2 x i64> %371, <i64 4294967295, i64 4294967295>
  %374 = mul nuw <2 x i64> %373, %372
  %375 = shufflevector <2 x i64> %365, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %376 = add <2 x i64> %344, %375
  %377 = add <2 x i64> %376, %374
  store <2 x i64> %377, ptr %315, align 16, !tbaa !5, !alias.scope !246, !noalias !249
  %378 = getelementptr inbounds i8, ptr %348, i64 32
  %379 = load <2 x i64>, ptr %378, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %380 = getelementptr inbounds i8, ptr %351, i64 32
  %381 = load <2 x i64>, ptr %380, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %382 = xor <2 x i64> %381, %379
  %383 = bitcast <2 x i64> %382 to <4 x i32>
  %384 = shufflevector <4 x i32> %383, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %385 = bitcast <4 x i32> %384 to <2 x i64>
  %386 = and <2 x i64> %382, <i64 4294967295, i64 4294967295>
  %387 = and <2 x i64> %385, <i64 4294967295, i64 4294967295>
  %388 = mul nuw <2 x i64> %387, %386
  %389 = shufflevector <2 x i64> %379, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %390 = add <2 x i64> %343, %389
  %391 = add <2 x i64> %390, %388
  store <2 x i64> %391, ptr %316, align 16, !tbaa !5, !alias.scope !246, !noalias !249
  %392 = getelementptr inbounds i8, ptr %348, i64 48
  %393 = load <2 x i64>, ptr %392, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %394 = getelementptr inbounds i8, ptr %351, i64 48
  %395 = load <2 x i64>, ptr %394, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %396 = xor <2 x i64> %395, %393
  %397 = bitcast <2 x i64> %396 to <4 x i32>
  %398 = shufflevector <4 x i32> %397, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %399 = bitcast <4 x i32> %398 to <2 x i64>
  %400 = and <2 x i64> %396, <i64 4294967295, i64 4294967295>
  %401 = and <2 x i64> %399, <i64 4294967295, i64 4294967295>
  %402 = mul nuw <2 x i64> %401, %400
  %403 = shufflevector <2 x i64> %393, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %404 = add <2 x i64> %342, %403
  %405 = add <2 x i64> %404, %402
  store <2 x i64> %405, ptr %317, align 16, !tbaa !5, !alias.scope !246, !noalias !249
  %406 = add nuw i64 %346, 1
  %407 = icmp eq i64 %406, %339
  br i1 %407, label %408, label %341, !llvm.loop !78

408:                                              ; preds = %341, %331
  %409 = phi <2 x i64> [ %332, %331 ], [ %405, %341 ]
  %410 = phi <2 x i64> [ %333, %331 ], [ %391, %341 ]
  %411 = phi <2 x i64> [ %334, %331 ], [ %377, %341 ]
  %412 = phi <2 x i64> [ %335, %331 ], [ %363, %341 ]
  %413 = lshr <2 x i64> %412, <i64 47, i64 47>
  %414 = xor <2 x i64> %318, %413
  %415 = xor <2 x i64> %414, %412
  %416 = bitcast <2 x i64> %415 to <4 x i32>
  %417 = shufflevector <4 x i32> %416, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %418 = bitcast <4 x i32> %417 to <2 x i64>
  %419 = and <2 x i64> %415, <i64 4294967295, i64 4294967295>
  %420 = mul nuw <2 x i64> %419, <i64 2654435761, i64 2654435761>
  %421 = mul <2 x i64> %418, <i64 -7046029290881679360, i64 -7046029290881679360>
  %422 = add <2 x i64> %421, %420
  store <2 x i64> %422, ptr %0, align 16, !tbaa !5, !alias.scope !252, !noalias !255
  %423 = lshr <2 x i64> %411, <i64 47, i64 47>
  %424 = xor <2 x i64> %321, %423
  %425 = xor <2 x i64> %424, %411
  %426 = bitcast <2 x i64> %425 to <4 x i32>
  %427 = shufflevector <4 x i32> %426, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %428 = bitcast <4 x i32> %427 to <2 x i64>
  %429 = and <2 x i64> %425, <i64 4294967295, i64 4294967295>
  %430 = mul nuw <2 x i64> %429, <i64 2654435761, i64 2654435761>
  %431 = mul <2 x i64> %428, <i64 -7046029290881679360, i64 -7046029290881679360>
  %432 = add <2 x i64> %431, %430
  store <2 x i64> %432, ptr %319, align 16, !tbaa !5, !alias.scope !252, !noalias !255
  %433 = lshr <2 x i64> %410, <i64 47, i64 47>
  %434 = xor <2 x i64> %324, %433
  %435 = xor <2 x i64> %434, %410
  %436 = bitcast <2 x i64> %435 to <4 x i32>
  %437 = shufflevector <4 x i32> %436, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %438 = bitcast <4 x i32> %437 to <2 x i64>
  %439 = and <2 x i64> %435, <i64 4294967295, i64 4294967295>
  %440 = mul nuw <2 x i64> %439, <i64 2654435761, i64 2654435761>
  %441 = mul <2 x i64> %438, <i64 -7046029290881679360, i64 -7046029290881679360>
  %442 = add <2 x i64> %441, %440
  store <2 x i64> %442, ptr %322, align 16, !tbaa !5, !alias.scope !252, !noalias !255
  %443 = lshr <2 x i64> %409, <i64 47, i64 47>
  %444 = xor <2 x i64> %327, %443
  %445 = xor <2 x i64> %444, %409
  %446 = bitcast <2 x i64> %445 to <4 x i32>
  %447 = shufflevector <4 x i32> %446, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %448 = bitcast <4 x i32> %447 to <2 x i64>
  %449 = and <2 x i64> %445, <i64 4294967295, i64 4294967295>
  %450 = mul nuw <2 x i64> %449, <i64 2654435761, i64 2654435761>
  %451 = mul <2 x i64> %448, <i64 -7046029290881679360, i64 -7046029290881679360>
  %452 = add <2 x i64> %451, %450
  store <2 x i64> %452, ptr %325, align 16, !tbaa !5, !alias.scope !252, !noalias !255
  %453 = shl i64 %339, 6
  %454 = getelementptr inbounds i8, ptr %337, i64 %453
  %455 = sub i64 %336, %339
  %456 = icmp ult i64 %455, %301
  br i1 %456, label %457, label %331, !llvm.loop !231

457:                                              ; preds = %408
  store i64 0, ptr %299, align 8, !tbaa !37, !alias.scope !235, !noalias !241
  br label %458

458:                                              ; preds = %457, %294
  %459 = phi i64 [ 0, %457 ], [ %304, %294 ]
  %460 = phi i64 [ %455, %457 ], [ %298, %294 ]
  %461 = phi ptr [ %454, %457 ], [ %288, %294 ]
  %462 = phi ptr [ %31, %457 ], [ %306, %294 ]
  %463 = icmp eq i64 %460, 0
  br i1 %463, label %546, label %464

464:                                              ; preds = %458
  %465 = ptrtoint ptr %0 to i64
  %466 = and i64 %465, 15
  %467 = icmp eq i64 %466, 0
  tail call void @llvm.assume(i1 %467)
  %468 = load <2 x i64>, ptr %0, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %469 = getelementptr inbounds i8, ptr %0, i64 16
  %470 = load <2 x i64>, ptr %469, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %471 = getelementptr inbounds i8, ptr %0, i64 32
  %472 = load <2 x i64>, ptr %471, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %473 = getelementptr inbounds i8, ptr %0, i64 48
  %474 = load <2 x i64>, ptr %473, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  br label %475

475:                                              ; preds = %464, %475
  %476 = phi <2 x i64> [ %474, %464 ], [ %539, %475 ]
  %477 = phi <2 x i64> [ %472, %464 ], [ %525, %475 ]
  %478 = phi <2 x i64> [ %470, %464 ], [ %511, %475 ]
  %479 = phi <2 x i64> [ %468, %464 ], [ %497, %475 ]
  %480 = phi i64 [ 0, %464 ], [ %540, %475 ]
  %481 = shl i64 %480, 6
  %482 = getelementptr inbounds i8, ptr %461, i64 %481
  %483 = getelementptr inbounds i8, ptr %482, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %483, i32 0, i32 3, i32 1), !noalias !244
  %484 = shl i64 %480, 3
  %485 = getelementptr inbounds i8, ptr %462, i64 %484
  %486 = load <2 x i64>, ptr %482, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %487 = load <2 x i64>, ptr %485, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %488 = xor <2 x i64> %487, %486
  %489 = bitcast <2 x i64> %488 to <4 x i32>
  %490 = shufflevector <4 x i32> %489, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %491 = bitcast <4 x i32> %490 to <2 x i64>
  %492 = and <2 x i64> %488, <i64 4294967295, i64 4294967295>
  %493 = and <2 x i64> %491, <i64 4294967295, i64 4294967295>
  %494 = mul nuw <2 x i64> %493, %492
  %495 = shufflevector <2 x i64> %486, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %496 = add <2 x i64> %479, %495
  %497 = add <2 x i64> %496, %494
  store <2 x i64> %497, ptr %0, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %498 = getelementptr inbounds i8, ptr %482, i64 16
  %499 = load <2 x i64>, ptr %498, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %500 = getelementptr inbounds i8, ptr %485, i64 16
  %501 = load <2 x i64>, ptr %500, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %502 = xor <2 x i64> %501, %499
  %503 = bitcast <2 x i64> %502 to <4 x i32>
  %504 = shufflevector <4 x i32> %503, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %505 = bitcast <4 x i32> %504 to <2 x i64>
  %506 = and <2 x i64> %502, <i64 4294967295, i64 4294967295>
  %507 = and <2 x i64> %505, <i64 4294967295, i64 4294967295>
  %508 = mul nuw <2 x i64> %507, %506
  %509 = shufflevector <2 x i64> %499, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %510 = add <2 x i64> %478, %509
  %511 = add <2 x i64> %510, %508
  store <2 x i64> %511, ptr %469, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %512 = getelementptr inbounds i8, ptr %482, i64 32
  %513 = load <2 x i64>, ptr %512, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %514 = getelementptr inbounds i8, ptr %485, i64 32
  %515 = load <2 x i64>, ptr %514, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %516 = xor <2 x i64> %515, %513
  %517 = bitcast <2 x i64> %516 to <4 x i32>
  %518 = shufflevector <4 x i32> %517, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %519 = bitcast <4 x i32> %518 to <2 x i64>
  %520 = and <2 x i64> %516, <i64 4294967295, i64 4294967295>
  %521 = and <2 x i64> %519, <i64 4294967295, i64 4294967295>
  %522 = mul nuw <2 x i64> %521, %520
  %523 = shufflevector <2 x i64> %513, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %524 = add <2 x i64> %477, %523
  %525 = add <2 x i64> %524, %522
  store <2 x i64> %525, ptr %471, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %526 = getelementptr inbounds i8, ptr %482, i64 48
  %527 = load <2 x i64>, ptr %526, align 1, !tbaa !5, !alias.scope !237, !noalias !245
  %528 = getelementptr inbounds i8, ptr %485, i64 48
  %529 = load <2 x i64>, ptr %528, align 1, !tbaa !5, !alias.scope !239, !noalias !243
  %530 = xor <2 x i64> %529, %527
  %531 = bitcast <2 x i64> %530 to <4 x i32>
  %532 = shufflevector <4 x i32> %531, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %533 = bitcast <4 x i32> %532 to <2 x i64>
  %534 = and <2 x i64> %530, <i64 4294967295, i64 4294967295>
  %535 = and <2 x i64> %533, <i64 4294967295, i64 4294967295>
  %536 = mul nuw <2 x i64> %535, %534
  %537 = shufflevector <2 x i64> %527, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %538 = add <2 x i64> %476, %537
  %539 = add <2 x i64> %538, %536
  store <2 x i64> %539, ptr %473, align 16, !tbaa !5, !alias.scope !257, !noalias !260
  %540 = add nuw i64 %480, 1
  %541 = icmp eq i64 %540, %460
  br i1 %541, label %542, label %475, !llvm.loop !78

542:                                              ; preds = %475
  %543 = shl i64 %460, 6
  %544 = getelementptr inbounds i8, ptr %461, i64 %543
  %545 = add i64 %459, %460
  store i64 %545, ptr %299, align 8, !tbaa !37, !alias.scope !235, !noalias !241
  br label %546

546:                                              ; preds = %458, %542
  %547 = phi ptr [ %544, %542 ], [ %461, %458 ]
  %548 = getelementptr inbounds i8, ptr %0, i64 448
  %549 = getelementptr inbounds i8, ptr %547, i64 -64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %548, ptr noundef nonnull align 1 dereferenceable(64) %549, i64 64, i1 false)
  %550 = ptrtoint ptr %547 to i64
  %551 = sub i64 %290, %550
  br label %552

552:                                              ; preds = %546, %287
  %553 = phi i64 [ %551, %546 ], [ %292, %287 ]
  %554 = phi ptr [ %547, %546 ], [ %288, %287 ]
  %555 = icmp ult ptr %554, %26
  tail call void @llvm.assume(i1 %555)
  %556 = icmp slt i64 %553, 257
  tail call void @llvm.assume(i1 %556)
  %557 = getelementptr inbounds i8, ptr %0, i64 256
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 64 %557, ptr align 1 %554, i64 %553, i1 false)
  %558 = trunc i64 %553 to i32
  store i32 %558, ptr %12, align 64, !tbaa !198, !alias.scope !196, !noalias !192
  br label %559

559:                                              ; preds = %5, %18, %552
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read) uwtable
define dso_local i64 @XXH3_64bits_digest(ptr nocapture noundef readonly %0) local_unnamed_addr #21 {
  %2 = alloca [64 x i8], align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 568
  %4 = load ptr, ptr %3, align 8, !tbaa !188
  %5 = icmp eq ptr %4, null
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = select i1 %5, ptr %6, ptr %4
  %8 = getelementptr inbounds i8, ptr %0, i64 528
  %9 = load i64, ptr %8, align 16, !tbaa !195
  %10 = icmp ugt i64 %9, 240
  br i1 %10, label %11, label %384

11:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #35
  %12 = load <2 x i64>, ptr %0, align 64
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load <2 x i64>, ptr %13, align 16
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load <2 x i64>, ptr %15, align 32
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  %18 = load <2 x i64>, ptr %17, align 16
  %19 = getelementptr inbounds i8, ptr %0, i64 512
  %20 = load i32, ptr %19, align 64, !tbaa !198
  %21 = icmp ugt i32 %20, 63
  br i1 %21, label %22, label %256

22:                                               ; preds = %11
  %23 = add i32 %20, -1
  %24 = lshr i32 %23, 6
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %0, i64 520
  %27 = load i64, ptr %26, align 8, !tbaa !263
  %28 = getelementptr inbounds i8, ptr %0, i64 536
  %29 = load i64, ptr %28, align 8, !tbaa !190
  %30 = getelementptr inbounds i8, ptr %0, i64 256
  %31 = getelementptr inbounds i8, ptr %0, i64 544
  %32 = load i64, ptr %31, align 32, !tbaa !189
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !267)
  %33 = shl i64 %27, 3
  %34 = getelementptr inbounds i8, ptr %7, i64 %33
  %35 = sub i64 %29, %27
  %36 = icmp ugt i64 %35, %25
  br i1 %36, label %172, label %37

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %7, i64 %32
  %39 = load <2 x i64>, ptr %38, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %40 = getelementptr inbounds i8, ptr %38, i64 16
  %41 = load <2 x i64>, ptr %40, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %42 = getelementptr inbounds i8, ptr %38, i64 32
  %43 = load <2 x i64>, ptr %42, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %44 = getelementptr inbounds i8, ptr %38, i64 48
  %45 = load <2 x i64>, ptr %44, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  br label %46

46:                                               ; preds = %37, %123
  %47 = phi <2 x i64> [ %18, %37 ], [ %167, %123 ]
  %48 = phi <2 x i64> [ %16, %37 ], [ %157, %123 ]
  %49 = phi <2 x i64> [ %14, %37 ], [ %147, %123 ]
  %50 = phi <2 x i64> [ %12, %37 ], [ %137, %123 ]
  %51 = phi i64 [ %25, %37 ], [ %170, %123 ]
  %52 = phi ptr [ %30, %37 ], [ %169, %123 ]
  %53 = phi ptr [ %34, %37 ], [ %7, %123 ]
  %54 = phi i64 [ %35, %37 ], [ %29, %123 ]
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %123, label %56

56:                                               ; preds = %46, %56
  %57 = phi <2 x i64> [ %120, %56 ], [ %47, %46 ]
  %58 = phi <2 x i64> [ %106, %56 ], [ %48, %46 ]
  %59 = phi <2 x i64> [ %92, %56 ], [ %49, %46 ]
  %60 = phi <2 x i64> [ %78, %56 ], [ %50, %46 ]
  %61 = phi i64 [ %121, %56 ], [ 0, %46 ]
  %62 = shl i64 %61, 6
  %63 = getelementptr inbounds i8, ptr %52, i64 %62
  %64 = getelementptr inbounds i8, ptr %63, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %64, i32 0, i32 3, i32 1), !noalias !272
  %65 = shl i64 %61, 3
  %66 = getelementptr inbounds i8, ptr %53, i64 %65
  %67 = load <2 x i64>, ptr %63, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %68 = load <2 x i64>, ptr %66, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %69 = xor <2 x i64> %68, %67
  %70 = bitcast <2 x i64> %69 to <4 x i32>
  %71 = shufflevector <4 x i32> %70, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %72 = bitcast <4 x i32> %71 to <2 x i64>
  %73 = and <2 x i64> %69, <i64 4294967295, i64 4294967295>
  %74 = and <2 x i64> %72, <i64 4294967295, i64 4294967295>
  %75 = mul nuw <2 x i64> %74, %73
  %76 = shufflevector <2 x i64> %67, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %77 = add <2 x i64> %60, %76
  %78 = add <2 x i64> %77, %75
  %79 = getelementptr inbounds i8, ptr %63, i64 16
  %80 = load <2 x i64>, ptr %79, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %81 = getelementptr inbounds i8, ptr %66, i64 16
  %82 = load <2 x i64>, ptr %81, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %83 = xor <2 x i64> %82, %80
  %84 = bitcast <2 x i64> %83 to <4 x i32>
  %85 = shufflevector <4 x i32> %84, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %86 = bitcast <4 x i32> %85 to <2 x i64>
  %87 = and <2 x i64> %83, <i64 4294967295, i64 4294967295>
  %88 = and <2 x i64> %86, <i64 4294967295, i64 4294967295>
  %89 = mul nuw <2 x i64> %88, %87
  %90 = shufflevector <2 x i64> %80, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %91 = add <2 x i64> %59, %90
  %92 = add <2 x i64> %91, %89
  %93 = getelementptr inbounds i8, ptr %63, i64 32
  %94 = load <2 x i64>, ptr %93, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %95 = getelementptr inbounds i8, ptr %66, i64 32
  %96 = load <2 x i64>, ptr %95, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %97 = xor <2 x i64> %96, %94
  %98 = bitcast <2 x i64> %97 to <4 x i32>
  %99 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %100 = bitcast <4 x i32> %99 to <2 x i64>
  %101 = and <2 x i64> %97, <i64 4294967295, i64 4294967295>
  %102 = and <2 x i64> %100, <i64 4294967295, i64 4294967295>
  %103 = mul nuw <2 x i64> %102, %101
  %104 = shufflevector <2 x i64> %94, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %105 = add <2 x i64> %58, %104
  %106 = add <2 x i64> %105, %103
  %107 = getelementptr inbounds i8, ptr %63, i64 48
  %108 = load <2 x i64>, ptr %107, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %109 = getelementptr inbounds i8, ptr %66, i64 48
  %110 = load <2 x i64>, ptr %109, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %111 = xor <2 x i64> %110, %108
  %112 = bitcast <2 x i64> %111 to <4 x i32>
  %113 = shufflevector <4 x i32> %112, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %114 = bitcast <4 x i32> %113 to <2 x i64>
  %115 = and <2 x i64> %111, <i64 4294967295, i64 4294967295>
  %116 = and <2 x i64> %114, <i64 4294967295, i64 4294967295>
  %117 = mul nuw <2 x i64> %116, %115
  %118 = shufflevector <2 x i64> %108, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %119 = add <2 x i64> %57, %118
  %120 = add <2 x i64> %119, %117
  %121 = add nuw i64 %61, 1
  %122 = icmp eq i64 %121, %54
  br i1 %122, label %123, label %56, !llvm.loop !78

123:                                              ; preds = %56, %46
  %124 = phi <2 x i64> [ %47, %46 ], [ %120, %56 ]
  %125 = phi <2 x i64> [ %48, %46 ], [ %106, %56 ]
  %126 = phi <2 x i64> [ %49, %46 ], [ %92, %56 ]
  %127 = phi <2 x i64> [ %50, %46 ], [ %78, %56 ]
  %128 = lshr <2 x i64> %127, <i64 47, i64 47>
  %129 = xor <2 x i64> %39, %128
  %130 = xor <2 x i64> %129, %127
  %131 = bitcast <2 x i64> %130 to <4 x i32>
  %132 = shufflevector <4 x i32> %131, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %133 = bitcast <4 x i32> %132 to <2 x i64>
  %134 = and <2 x i64> %130, <i64 4294967295, i64 4294967295>
  %135 = mul nuw <2 x i64> %134, <i64 2654435761, i64 2654435761>
  %136 = mul <2 x i64> %133, <i64 -7046029290881679360, i64 -7046029290881679360>
  %137 = add <2 x i64> %136, %135
  %138 = lshr <2 x i64> %126, <i64 47, i64 47>
  %139 = xor <2 x i64> %41, %138
  %140 = xor <2 x i64> %139, %126
  %141 = bitcast <2 x i64> %140 to <4 x i32>
  %142 = shufflevector <4 x i32> %141, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %143 = bitcast <4 x i32> %142 to <2 x i64>
  %144 = and <2 x i64> %140, <i64 4294967295, i64 4294967295>
  %145 = mul nuw <2 x i64> %144, <i64 2654435761, i64 2654435761>
  %146 = mul <2 x i64> %143, <i64 -7046029290881679360, i64 -7046029290881679360>
  %147 = add <2 x i64> %146, %145
  %148 = lshr <2 x i64> %125, <i64 47, i64 47>
  %149 = xor <2 x i64> %43, %148
  %150 = xor <2 x i64> %149, %125
  %151 = bitcast <2 x i64> %150 to <4 x i32>
  %152 = shufflevector <4 x i32> %151, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %153 = bitcast <4 x i32> %152 to <2 x i64>
  %154 = and <2 x i64> %150, <i64 4294967295, i64 4294967295>
  %155 = mul nuw <2 x i64> %154, <i64 2654435761, i64 2654435761>
  %156 = mul <2 x i64> %153, <i64 -7046029290881679360, i64 -7046029290881679360>
  %157 = add <2 x i64> %156, %155
  %158 = lshr <2 x i64> %124, <i64 47, i64 47>
  %159 = xor <2 x i64> %45, %158
  %160 = xor <2 x i64> %159, %124
  %161 = bitcast <2 x i64> %160 to <4 x i32>
  %162 = shufflevector <4 x i32> %161, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %163 = bitcast <4 x i32> %162 to <2 x i64>
  %164 = and <2 x i64> %160, <i64 4294967295, i64 4294967295>
  %165 = mul nuw <2 x i64> %164, <i64 2654435761, i64 2654435761>
  %166 = mul <2 x i64> %163, <i64 -7046029290881679360, i64 -7046029290881679360>
  %167 = add <2 x i64> %166, %165
  %168 = shl i64 %54, 6
  %169 = getelementptr inbounds i8, ptr %52, i64 %168
  %170 = sub i64 %51, %54
  %171 = icmp ult i64 %170, %29
  br i1 %171, label %172, label %46, !llvm.loop !231

172:                                              ; preds = %123, %22
  %173 = phi <2 x i64> [ %18, %22 ], [ %167, %123 ]
  %174 = phi <2 x i64> [ %16, %22 ], [ %157, %123 ]
  %175 = phi <2 x i64> [ %14, %22 ], [ %147, %123 ]
  %176 = phi <2 x i64> [ %12, %22 ], [ %137, %123 ]
  %177 = phi i64 [ %25, %22 ], [ %170, %123 ]
  %178 = phi ptr [ %30, %22 ], [ %169, %123 ]
  %179 = phi ptr [ %34, %22 ], [ %7, %123 ]
  %180 = icmp eq i64 %177, 0
  br i1 %180, label %248, label %181

181:                                              ; preds = %172, %181
  %182 = phi <2 x i64> [ %245, %181 ], [ %173, %172 ]
  %183 = phi <2 x i64> [ %231, %181 ], [ %174, %172 ]
  %184 = phi <2 x i64> [ %217, %181 ], [ %175, %172 ]
  %185 = phi <2 x i64> [ %203, %181 ], [ %176, %172 ]
  %186 = phi i64 [ %246, %181 ], [ 0, %172 ]
  %187 = shl i64 %186, 6
  %188 = getelementptr inbounds i8, ptr %178, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %189, i32 0, i32 3, i32 1), !noalias !272
  %190 = shl i64 %186, 3
  %191 = getelementptr inbounds i8, ptr %179, i64 %190
  %192 = load <2 x i64>, ptr %188, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %193 = load <2 x i64>, ptr %191, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %194 = xor <2 x i64> %193, %192
  %195 = bitcast <2 x i64> %194 to <4 x i32>
  %196 = shufflevector <4 x i32> %195, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %197 = bitcast <4 x i32> %196 to <2 x i64>
  %198 = and <2 x i64> %194, <i64 4294967295, i64 4294967295>
  %199 = and <2 x i64> %197, <i64 4294967295, i64 4294967295>
  %200 = mul nuw <2 x i64> %199, %198
  %201 = shufflevector <2 x i64> %192, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %202 = add <2 x i64> %185, %201
  %203 = add <2 x i64> %202, %200
  %204 = getelementptr inbounds i8, ptr %188, i64 16
  %205 = load <2 x i64>, ptr %204, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %206 = getelementptr inbounds i8, ptr %191, i64 16
  %207 = load <2 x i64>, ptr %206, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %208 = xor <2 x i64> %207, %205
  %209 = bitcast <2 x i64> %208 to <4 x i32>
  %210 = shufflevector <4 x i32> %209, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %211 = bitcast <4 x i32> %210 to <2 x i64>
  %212 = and <2 x i64> %208, <i64 4294967295, i64 4294967295>
  %213 = and <2 x i64> %211, <i64 4294967295, i64 4294967295>
  %214 = mul nuw <2 x i64> %213, %212
  %215 = shufflevector <2 x i64> %205, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %216 = add <2 x i64> %184, %215
  %217 = add <2 x i64> %216, %214
  %218 = getelementptr inbounds i8, ptr %188, i64 32
  %219 = load <2 x i64>, ptr %218, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %220 = getelementptr inbounds i8, ptr %191, i64 32
  %221 = load <2 x i64>, ptr %220, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %222 = xor <2 x i64> %221, %219
  %223 = bitcast <2 x i64> %222 to <4 x i32>
  %224 = shufflevector <4 x i32> %223, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %225 = bitcast <4 x i32> %224 to <2 x i64>
  %226 = and <2 x i64> %222, <i64 4294967295, i64 4294967295>
  %227 = and <2 x i64> %225, <i64 4294967295, i64 4294967295>
  %228 = mul nuw <2 x i64> %227, %226
  %229 = shufflevector <2 x i64> %219, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %230 = add <2 x i64> %183, %229
  %231 = add <2 x i64> %230, %228
  %232 = getelementptr inbounds i8, ptr %188, i64 48
  %233 = load <2 x i64>, ptr %232, align 1, !tbaa !5, !alias.scope !264, !noalias !273
  %234 = getelementptr inbounds i8, ptr %191, i64 48
  %235 = load <2 x i64>, ptr %234, align 1, !tbaa !5, !alias.scope !267, !noalias !269
  %236 = xor <2 x i64> %235, %233
  %237 = bitcast <2 x i64> %236 to <4 x i32>
  %238 = shufflevector <4 x i32> %237, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %239 = bitcast <4 x i32> %238 to <2 x i64>
  %240 = and <2 x i64> %236, <i64 4294967295, i64 4294967295>
  %241 = and <2 x i64> %239, <i64 4294967295, i64 4294967295>
  %242 = mul nuw <2 x i64> %241, %240
  %243 = shufflevector <2 x i64> %233, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %244 = add <2 x i64> %182, %243
  %245 = add <2 x i64> %244, %242
  %246 = add nuw i64 %186, 1
  %247 = icmp eq i64 %246, %177
  br i1 %247, label %248, label %181, !llvm.loop !78

248:                                              ; preds = %181, %172
  %249 = phi <2 x i64> [ %173, %172 ], [ %245, %181 ]
  %250 = phi <2 x i64> [ %174, %172 ], [ %231, %181 ]
  %251 = phi <2 x i64> [ %175, %172 ], [ %217, %181 ]
  %252 = phi <2 x i64> [ %176, %172 ], [ %203, %181 ]
  %253 = zext i32 %20 to i64
  %254 = getelementptr inbounds i8, ptr %30, i64 %253
  %255 = getelementptr inbounds i8, ptr %254, i64 -64
  br label %267

256:                                              ; preds = %11
  %257 = sub nuw nsw i32 64, %20
  %258 = zext nneg i32 %257 to i64
  %259 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %259)
  %260 = getelementptr inbounds i8, ptr %0, i64 256
  %261 = sub nsw i64 0, %258
  %262 = getelementptr inbounds i8, ptr %19, i64 %261
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 1 %262, i64 %258, i1 false)
  %263 = getelementptr inbounds i8, ptr %2, i64 %258
  %264 = zext nneg i32 %20 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %263, ptr nonnull align 64 %260, i64 %264, i1 false)
  %265 = getelementptr inbounds i8, ptr %0, i64 544
  %266 = load i64, ptr %265, align 32, !tbaa !189
  br label %267

267:                                              ; preds = %248, %256
  %268 = phi i64 [ %32, %248 ], [ %266, %256 ]
  %269 = phi <2 x i64> [ %249, %248 ], [ %18, %256 ]
  %270 = phi <2 x i64> [ %250, %248 ], [ %16, %256 ]
  %271 = phi <2 x i64> [ %251, %248 ], [ %14, %256 ]
  %272 = phi <2 x i64> [ %252, %248 ], [ %12, %256 ]
  %273 = phi ptr [ %255, %248 ], [ %2, %256 ]
  %274 = getelementptr inbounds i8, ptr %7, i64 %268
  %275 = getelementptr inbounds i8, ptr %274, i64 -7
  %276 = load <2 x i64>, ptr %273, align 1, !tbaa !5
  %277 = load <2 x i64>, ptr %275, align 1, !tbaa !5
  %278 = xor <2 x i64> %277, %276
  %279 = bitcast <2 x i64> %278 to <4 x i32>
  %280 = shufflevector <4 x i32> %279, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %281 = bitcast <4 x i32> %280 to <2 x i64>
  %282 = and <2 x i64> %278, <i64 4294967295, i64 4294967295>
  %283 = and <2 x i64> %281, <i64 4294967295, i64 4294967295>
  %284 = mul nuw <2 x i64> %283, %282
  %285 = shufflevector <2 x i64> %276, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %286 = add <2 x i64> %272, %285
  %287 = add <2 x i64> %286, %284
  %288 = getelementptr inbounds i8, ptr %273, i64 16
  %289 = load <2 x i64>, ptr %288, align 1, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %274, i64 9
  %291 = load <2 x i64>, ptr %290, align 1, !tbaa !5
  %292 = xor <2 x i64> %291, %289
  %293 = bitcast <2 x i64> %292 to <4 x i32>
  %294 = shufflevector <4 x i32> %293, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %295 = bitcast <4 x i32> %294 to <2 x i64>
  %296 = and <2 x i64> %292, <i64 4294967295, i64 4294967295>
  %297 = and <2 x i64> %295, <i64 4294967295, i64 4294967295>
  %298 = mul nuw <2 x i64> %297, %296
  %299 = shufflevector <2 x i64> %289, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %300 = add <2 x i64> %271, %299
  %301 = add <2 x i64> %300, %298
  %302 = getelementptr inbounds i8, ptr %273, i64 32
  %303 = load <2 x i64>, ptr %302, align 1, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %274, i64 25
  %305 = load <2 x i64>, ptr %304, align 1, !tbaa !5
  %306 = xor <2 x i64> %305, %303
  %307 = bitcast <2 x i64> %306 to <4 x i32>
  %308 = shufflevector <4 x i32> %307, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %309 = bitcast <4 x i32> %308 to <2 x i64>
  %310 = and <2 x i64> %306, <i64 4294967295, i64 4294967295>
  %311 = and <2 x i64> %309, <i64 4294967295, i64 4294967295>
  %312 = mul nuw <2 x i64> %311, %310
  %313 = shufflevector <2 x i64> %303, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %314 = add <2 x i64> %270, %313
  %315 = add <2 x i64> %314, %312
  %316 = getelementptr inbounds i8, ptr %273, i64 48
  %317 = load <2 x i64>, ptr %316, align 1, !tbaa !5
  %318 = getelementptr inbounds i8, ptr %274, i64 41
  %319 = load <2 x i64>, ptr %318, align 1, !tbaa !5
  %320 = xor <2 x i64> %319, %317
  %321 = bitcast <2 x i64> %320 to <4 x i32>
  %322 = shufflevector <4 x i32> %321, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %323 = bitcast <4 x i32> %322 to <2 x i64>
  %324 = and <2 x i64> %320, <i64 4294967295, i64 4294967295>
  %325 = and <2 x i64> %323, <i64 4294967295, i64 4294967295>
  %326 = mul nuw <2 x i64> %325, %324
  %327 = shufflevector <2 x i64> %317, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %328 = add <2 x i64> %269, %327
  %329 = add <2 x i64> %328, %326
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #35
  %330 = getelementptr inbounds i8, ptr %7, i64 11
  %331 = mul i64 %9, -7046029288634856825
  %332 = load <2 x i64>, ptr %330, align 1, !tbaa !5, !alias.scope !274, !noalias !279
  %333 = xor <2 x i64> %332, %287
  %334 = extractelement <2 x i64> %333, i64 0
  %335 = zext i64 %334 to i128
  %336 = extractelement <2 x i64> %333, i64 1
  %337 = zext i64 %336 to i128
  %338 = mul nuw i128 %337, %335
  %339 = lshr i128 %338, 64
  %340 = xor i128 %339, %338
  %341 = trunc i128 %340 to i64
  %342 = add i64 %331, %341
  %343 = getelementptr inbounds i8, ptr %7, i64 27
  %344 = load <2 x i64>, ptr %343, align 1, !tbaa !5, !alias.scope !274, !noalias !284
  %345 = xor <2 x i64> %344, %301
  %346 = extractelement <2 x i64> %345, i64 0
  %347 = zext i64 %346 to i128
  %348 = extractelement <2 x i64> %345, i64 1
  %349 = zext i64 %348 to i128
  %350 = mul nuw i128 %349, %347
  %351 = lshr i128 %350, 64
  %352 = xor i128 %351, %350
  %353 = trunc i128 %352 to i64
  %354 = add i64 %342, %353
  %355 = getelementptr inbounds i8, ptr %7, i64 43
  %356 = load <2 x i64>, ptr %355, align 1, !tbaa !5, !alias.scope !274, !noalias !286
  %357 = xor <2 x i64> %356, %315
  %358 = extractelement <2 x i64> %357, i64 0
  %359 = zext i64 %358 to i128
  %360 = extractelement <2 x i64> %357, i64 1
  %361 = zext i64 %360 to i128
  %362 = mul nuw i128 %361, %359
  %363 = lshr i128 %362, 64
  %364 = xor i128 %363, %362
  %365 = trunc i128 %364 to i64
  %366 = add i64 %354, %365
  %367 = getelementptr inbounds i8, ptr %7, i64 59
  %368 = load <2 x i64>, ptr %367, align 1, !tbaa !5, !alias.scope !274, !noalias !288
  %369 = xor <2 x i64> %368, %329
  %370 = extractelement <2 x i64> %369, i64 0
  %371 = zext i64 %370 to i128
  %372 = extractelement <2 x i64> %369, i64 1
  %373 = zext i64 %372 to i128
  %374 = mul nuw i128 %373, %371
  %375 = lshr i128 %374, 64
  %376 = xor i128 %375, %374
  %377 = trunc i128 %376 to i64
  %378 = add i64 %366, %377
  %379 = lshr i64 %378, 37
  %380 = xor i64 %379, %378
  %381 = mul i64 %380, 1609587791953885689
  %382 = lshr i64 %381, 32
  %383 = xor i64 %382, %381
  br label %398

384:                                              ; preds = %1
  %385 = getelementptr inbounds i8, ptr %0, i64 516
  %386 = load i32, ptr %385, align 4, !tbaa !191
  %387 = icmp eq i32 %386, 0
  %388 = getelementptr inbounds i8, ptr %0, i64 256
  br i1 %387, label %393, label %389

389:                                              ; preds = %384
  %390 = getelementptr inbounds i8, ptr %0, i64 552
  %391 = load i64, ptr %390, align 8, !tbaa !185
  %392 = tail call i64 @XXH3_64bits_withSeed(ptr nocapture noundef nonnull %388, i64 noundef %9, i64 noundef %391) #36
  br label %398

393:                                              ; preds = %384
  %394 = getelementptr inbounds i8, ptr %0, i64 544
  %395 = load i64, ptr %394, align 32, !tbaa !189
  %396 = add i64 %395, 64
  %397 = tail call i64 @XXH3_64bits_withSecret(ptr nocapture noundef nonnull %388, i64 noundef %9, ptr nocapture noundef nonnull %7, i64 noundef %396) #36
  br label %398

398:                                              ; preds = %393, %389, %267
  %399 = phi i64 [ %383, %267 ], [ %392, %389 ], [ %397, %393 ]
  ret i64 %399
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local { i64, i64 } @XXH3_128bits(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #22 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %125

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %46

6:                                                ; preds = %4
  %7 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %7)
  %8 = load i64, ptr %0, align 1, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 %1
  %10 = getelementptr inbounds i8, ptr %9, i64 -8
  %11 = load i64, ptr %10, align 1, !tbaa !5
  %12 = xor i64 %8, %11
  %13 = xor i64 %12, 6455697860950631241
  %14 = zext i64 %13 to i128
  %15 = mul nuw i128 %14, 11400714785074694791
  %16 = trunc i128 %15 to i64
  %17 = lshr i128 %15, 64
  %18 = trunc nuw i128 %17 to i64
  %19 = shl nuw nsw i64 %1, 54
  %20 = add nsw i64 %19, -18014398509481984
  %21 = add i64 %20, %16
  %22 = xor i64 %11, -4466874330221494952
  %23 = and i64 %22, 4294967295
  %24 = mul nuw i64 %23, 2246822518
  %25 = add i64 %24, %22
  %26 = add i64 %25, %18
  %27 = tail call noundef i64 @llvm.bswap.i64(i64 %26)
  %28 = xor i64 %27, %21
  %29 = zext i64 %28 to i128
  %30 = mul nuw i128 %29, 14029467366897019727
  %31 = trunc i128 %30 to i64
  %32 = lshr i128 %30, 64
  %33 = trunc nuw i128 %32 to i64
  %34 = mul i64 %26, -4417276706812531889
  %35 = add i64 %34, %33
  %36 = lshr i64 %31, 37
  %37 = xor i64 %36, %31
  %38 = mul i64 %37, 1609587791953885689
  %39 = lshr i64 %38, 32
  %40 = xor i64 %39, %38
  %41 = lshr i64 %35, 37
  %42 = xor i64 %41, %35
  %43 = mul i64 %42, 1609587791953885689
  %44 = lshr i64 %43, 32
  %45 = xor i64 %44, %43
  br label %120

46:                                               ; preds = %4
  %47 = icmp ugt i64 %1, 3
  br i1 %47, label %48, label %81

48:                                               ; preds = %46
  %49 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %49)
  %50 = load i32, ptr %0, align 1, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %0, i64 %1
  %52 = getelementptr inbounds i8, ptr %51, i64 -4
  %53 = load i32, ptr %52, align 1, !tbaa !5
  %54 = zext i32 %50 to i64
  %55 = zext i32 %53 to i64
  %56 = shl nuw i64 %55, 32
  %57 = or disjoint i64 %56, %54
  %58 = xor i64 %57, -4255862940314790740
  %59 = shl nuw nsw i64 %1, 2
  %60 = add nuw nsw i64 %59, -7046029288634856825
  %61 = zext i64 %58 to i128
  %62 = zext i64 %60 to i128
  %63 = mul nuw i128 %61, %62
  %64 = trunc i128 %63 to i64
  %65 = lshr i128 %63, 64
  %66 = trunc nuw i128 %65 to i64
  %67 = shl i64 %64, 1
  %68 = add i64 %67, %66
  %69 = lshr i64 %68, 3
  %70 = xor i64 %69, %64
  %71 = lshr i64 %70, 35
  %72 = xor i64 %71, %70
  %73 = mul i64 %72, -6939452855193903323
  %74 = lshr i64 %73, 28
  %75 = xor i64 %74, %73
  %76 = lshr i64 %68, 37
  %77 = xor i64 %76, %68
  %78 = mul i64 %77, 1609587791953885689
  %79 = lshr i64 %78, 32
  %80 = xor i64 %79, %78
  br label %120

81:                                               ; preds = %46
  %82 = icmp eq i64 %1, 0
  br i1 %82, label %120, label %83

83:                                               ; preds = %81
  %84 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %84)
  %85 = load i8, ptr %0, align 1, !tbaa !5
  %86 = lshr i64 %1, 1
  %87 = getelementptr inbounds i8, ptr %0, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !5
  %89 = getelementptr i8, ptr %0, i64 %1
  %90 = getelementptr i8, ptr %89, i64 -1
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = zext i8 %85 to i32
  %93 = shl nuw nsw i32 %92, 16
  %94 = zext i8 %88 to i32
  %95 = shl nuw i32 %94, 24
  %96 = or disjoint i32 %95, %93
  %97 = zext i8 %91 to i32
  %98 = or disjoint i32 %96, %97
  %99 = trunc nuw nsw i64 %1 to i32
  %100 = shl nuw nsw i32 %99, 8
  %101 = or disjoint i32 %98, %100
  %102 = tail call noundef i32 @llvm.bswap.i32(i32 %101)
  %103 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 13)
  %104 = xor i32 %101, -2027464037
  %105 = zext i32 %104 to i64
  %106 = xor i32 %103, 808198283
  %107 = zext i32 %106 to i64
  %108 = mul i64 %105, -4417276706812531889
  %109 = lshr i64 %108, 29
  %110 = xor i64 %109, %108
  %111 = mul i64 %110, 1609587929392839161
  %112 = lshr i64 %111, 32
  %113 = xor i64 %112, %111
  %114 = mul i64 %107, -4417276706812531889
  %115 = lshr i64 %114, 29
  %116 = xor i64 %115, %114
  %117 = mul i64 %116, 1609587929392839161
  %118 = lshr i64 %117, 32
  %119 = xor i64 %118, %117
  br label %120

120:                                              ; preds = %81, %6, %48, %83
  %121 = phi i64 [ %40, %6 ], [ %75, %48 ], [ %113, %83 ], [ 6918025063187695999, %81 ]
  %122 = phi i64 [ %45, %6 ], [ %80, %48 ], [ %119, %83 ], [ -7374073936536430376, %81 ]
  %123 = insertvalue { i64, i64 } poison, i64 %121, 0
  %124 = insertvalue { i64, i64 } %123, i64 %122, 1
  br label %291

125:                                              ; preds = %2
  %126 = icmp ult i64 %1, 129
  br i1 %126, label %127, label %285

127:                                              ; preds = %125
  %128 = mul i64 %1, -7046029288634856825
  %129 = icmp ugt i64 %1, 32
  br i1 %129, label %130, label %233

130:                                              ; preds = %127
  %131 = icmp ugt i64 %1, 64
  br i1 %131, label %132, label %199

132:                                              ; preds = %130
  %133 = icmp ugt i64 %1, 96
  br i1 %133, label %134, label %165

134:                                              ; preds = %132
  %135 = getelementptr inbounds i8, ptr %0, i64 48
  %136 = getelementptr inbounds i8, ptr %0, i64 %1
  %137 = getelementptr inbounds i8, ptr %136, i64 -64
  %138 = load i64, ptr %135, align 1, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %0, i64 56
  %140 = load i64, ptr %139, align 1, !tbaa !5
  %141 = xor i64 %138, 4554437623014685352
  %142 = xor i64 %140, 2111919702937427193
  %143 = zext i64 %141 to i128
  %144 = zext i64 %142 to i128
  %145 = mul nuw i128 %144, %143
  %146 = lshr i128 %145, 64
  %147 = xor i128 %146, %145
  %148 = trunc i128 %147 to i64
  %149 = add i64 %128, %148
  %150 = load i64, ptr %137, align 1, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %136, i64 -56
  %152 = load i64, ptr %151, align 1, !tbaa !5
  %153 = add i64 %152, %150
  %154 = xor i64 %149, %153
  %155 = xor i64 %150, 3556072174620004746
  %156 = xor i64 %152, 7238261902898274248
  %157 = zext i64 %155 to i128
  %158 = zext i64 %156 to i128
  %159 = mul nuw i128 %158, %157
  %160 = lshr i128 %159, 64
  %161 = xor i128 %160, %159
  %162 = trunc i128 %161 to i64
  %163 = add i64 %140, %138
  %164 = xor i64 %163, %162
  br label %165

165:                                              ; preds = %134, %132
  %166 = phi i64 [ %154, %134 ], [ %128, %132 ]
  %167 = phi i64 [ %164, %134 ], [ 0, %132 ]
  %168 = getelementptr inbounds i8, ptr %0, i64 32
  %169 = getelementptr inbounds i8, ptr %0, i64 %1
  %170 = getelementptr inbounds i8, ptr %169, i64 -48
  %171 = load i64, ptr %168, align 1, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %0, i64 40
  %173 = load i64, ptr %172, align 1, !tbaa !5
  %174 = xor i64 %171, -3818837453329782724
  %175 = xor i64 %173, -6688317018830679928
  %176 = zext i64 %174 to i128
  %177 = zext i64 %175 to i128
  %178 = mul nuw i128 %177, %176
  %179 = lshr i128 %178, 64
  %180 = xor i128 %179, %178
  %181 = trunc i128 %180 to i64
  %182 = add i64 %166, %181
  %183 = load i64, ptr %170, align 1, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %169, i64 -40
  %185 = load i64, ptr %184, align 1, !tbaa !5
  %186 = add i64 %185, %183
  %187 = xor i64 %182, %186
  %188 = xor i64 %183, 5690594596133299313
  %189 = xor i64 %185, -2833645246901970632
  %190 = zext i64 %188 to i128
  %191 = zext i64 %189 to i128
  %192 = mul nuw i128 %191, %190
  %193 = lshr i128 %192, 64
  %194 = xor i128 %193, %192
  %195 = trunc i128 %194 to i64
  %196 = add i64 %167, %195
  %197 = add i64 %173, %171
  %198 = xor i64 %196, %197
  br label %199

199:                                              ; preds = %165, %130
  %200 = phi i64 [ %187, %165 ], [ %128, %130 ]
  %201 = phi i64 [ %198, %165 ], [ 0, %130 ]
  %202 = getelementptr inbounds i8, ptr %0, i64 16
  %203 = getelementptr inbounds i8, ptr %0, i64 %1
  %204 = getelementptr inbounds i8, ptr %203, i64 -32
  %205 = load i64, ptr %202, align 1, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %0, i64 24
  %207 = load i64, ptr %206, align 1, !tbaa !5
  %208 = xor i64 %205, 8711581037947681227
  %209 = xor i64 %207, 2410270004345854594
  %210 = zext i64 %208 to i128
  %211 = zext i64 %209 to i128
  %212 = mul nuw i128 %211, %210
  %213 = lshr i128 %212, 64
  %214 = xor i128 %213, %212
  %215 = trunc i128 %214 to i64
  %216 = add i64 %200, %215
  %217 = load i64, ptr %204, align 1, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %203, i64 -24
  %219 = load i64, ptr %218, align 1, !tbaa !5
  %220 = add i64 %219, %217
  %221 = xor i64 %216, %220
  %222 = xor i64 %217, -8204357891075471176
  %223 = xor i64 %219, 5487137525590930912
  %224 = zext i64 %222 to i128
  %225 = zext i64 %223 to i128
  %226 = mul nuw i128 %225, %224
  %227 = lshr i128 %226, 64
  %228 = xor i128 %227, %226
  %229 = trunc i128 %228 to i64
  %230 = add i64 %201, %229
  %231 = add i64 %207, %205
  %232 = xor i64 %230, %231
  br label %233

233:                                              ; preds = %127, %199
  %234 = phi i64 [ %221, %199 ], [ %128, %127 ]
  %235 = phi i64 [ %232, %199 ], [ 0, %127 ]
  %236 = getelementptr inbounds i8, ptr %0, i64 %1
  %237 = getelementptr inbounds i8, ptr %236, i64 -16
  %238 = load i64, ptr %0, align 1, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %0, i64 8
  %240 = load i64, ptr %239, align 1, !tbaa !5
  %241 = xor i64 %238, -4734510112055689544
  %242 = xor i64 %240, 2066345149520216444
  %243 = zext i64 %241 to i128
  %244 = zext i64 %242 to i128
  %245 = mul nuw i128 %244, %243
  %246 = lshr i128 %245, 64
  %247 = xor i128 %246, %245
  %248 = trunc i128 %247 to i64
  %249 = add i64 %234, %248
  %250 = load i64, ptr %237, align 1, !tbaa !5
  %251 = getelementptr inbounds i8, ptr %236, i64 -8
  %252 = load i64, ptr %251, align 1, !tbaa !5
  %253 = add i64 %252, %250
  %254 = xor i64 %249, %253
  %255 = xor i64 %250, -2623469361688619810
  %256 = xor i64 %252, 2262974939099578482
  %257 = zext i64 %255 to i128
  %258 = zext i64 %256 to i128
  %259 = mul nuw i128 %258, %257
  %260 = lshr i128 %259, 64
  %261 = xor i128 %260, %259
  %262 = trunc i128 %261 to i64
  %263 = add i64 %235, %262
  %264 = add i64 %240, %238
  %265 = xor i64 %263, %264
  %266 = add i64 %265, %254
  %267 = mul i64 %254, -7046029288634856825
  %268 = mul i64 %265, -8796714831421723037
  %269 = mul i64 %1, -4417276706812531889
  %270 = add i64 %267, %269
  %271 = add i64 %270, %268
  %272 = lshr i64 %266, 37
  %273 = xor i64 %272, %266
  %274 = mul i64 %273, 1609587791953885689
  %275 = lshr i64 %274, 32
  %276 = xor i64 %275, %274
  %277 = lshr i64 %271, 37
  %278 = xor i64 %277, %271
  %279 = mul i64 %278, 1609587791953885689
  %280 = lshr i64 %279, 32
  %281 = xor i64 %280, %279
  %282 = sub i64 0, %281
  %283 = insertvalue { i64, i64 } poison, i64 %276, 0
  %284 = insertvalue { i64, i64 } %283, i64 %282, 1
  br label %291

285:                                              ; preds = %125
  %286 = icmp ult i64 %1, 241
  br i1 %286, label %287, label %289

287:                                              ; preds = %285
  %288 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef 0) #36
  br label %291

289:                                              ; preds = %285
  %290 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_default(ptr noundef %0, i64 noundef %1) #35
  br label %291

291:                                              ; preds = %120, %233, %287, %289
  %292 = phi { i64, i64 } [ %124, %120 ], [ %284, %233 ], [ %288, %287 ], [ %290, %289 ]
  ret { i64, i64 } %292
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define internal fastcc { i64, i64 } @XXH3_hashLong_128b_default(ptr noalias nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #14 {
  %3 = alloca [8 x i64], align 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !290)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !293)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #35, !noalias !295
  %4 = add i64 %1, -1
  %5 = icmp ult i64 %4, 1024
  br i1 %5, label %130, label %6

6:                                                ; preds = %2
  %7 = lshr i64 %4, 10
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  br label %11

11:                                               ; preds = %6, %86
  %12 = phi <2 x i64> [ %126, %86 ], [ <i64 2870177450012600261, i64 2654435761>, %6 ]
  %13 = phi <2 x i64> [ %116, %86 ], [ <i64 -8796714831421723037, i64 2246822519>, %6 ]
  %14 = phi <2 x i64> [ %106, %86 ], [ <i64 -4417276706812531889, i64 1609587929392839161>, %6 ]
  %15 = phi <2 x i64> [ %96, %86 ], [ <i64 3266489917, i64 -7046029288634856825>, %6 ]
  %16 = phi i64 [ %127, %86 ], [ 0, %6 ]
  %17 = shl i64 %16, 10
  %18 = getelementptr inbounds i8, ptr %0, i64 %17
  br label %19

19:                                               ; preds = %11, %19
  %20 = phi <2 x i64> [ %12, %11 ], [ %83, %19 ]
  %21 = phi <2 x i64> [ %13, %11 ], [ %69, %19 ]
  %22 = phi <2 x i64> [ %14, %11 ], [ %55, %19 ]
  %23 = phi <2 x i64> [ %15, %11 ], [ %41, %19 ]
  %24 = phi i64 [ 0, %11 ], [ %84, %19 ]
  %25 = shl nuw nsw i64 %24, 6
  %26 = getelementptr inbounds i8, ptr %18, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %27, i32 0, i32 3, i32 1), !noalias !293
  %28 = shl nuw nsw i64 %24, 3
  %29 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %28
  %30 = load <2 x i64>, ptr %26, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %31 = load <2 x i64>, ptr %29, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %32 = xor <2 x i64> %31, %30
  %33 = bitcast <2 x i64> %32 to <4 x i32>
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %35 = bitcast <4 x i32> %34 to <2 x i64>
  %36 = and <2 x i64> %32, <i64 4294967295, i64 4294967295>
  %37 = and <2 x i64> %35, <i64 4294967295, i64 4294967295>
  %38 = mul nuw <2 x i64> %37, %36
  %39 = shufflevector <2 x i64> %30, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %40 = add <2 x i64> %23, %39
  %41 = add <2 x i64> %40, %38
  %42 = getelementptr inbounds i8, ptr %26, i64 16
  %43 = load <2 x i64>, ptr %42, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %44 = getelementptr inbounds i8, ptr %29, i64 16
  %45 = load <2 x i64>, ptr %44, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %46 = xor <2 x i64> %45, %43
  %47 = bitcast <2 x i64> %46 to <4 x i32>
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %49 = bitcast <4 x i32> %48 to <2 x i64>
  %50 = and <2 x i64> %46, <i64 4294967295, i64 4294967295>
  %51 = and <2 x i64> %49, <i64 4294967295, i64 4294967295>
  %52 = mul nuw <2 x i64> %51, %50
  %53 = shufflevector <2 x i64> %43, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %54 = add <2 x i64> %22, %53
  %55 = add <2 x i64> %54, %52
  %56 = getelementptr inbounds i8, ptr %26, i64 32
  %57 = load <2 x i64>, ptr %56, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %58 = getelementptr inbounds i8, ptr %29, i64 32
  %59 = load <2 x i64>, ptr %58, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %60 = xor <2 x i64> %59, %57
  %61 = bitcast <2 x i64> %60 to <4 x i32>
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %63 = bitcast <4 x i32> %62 to <2 x i64>
  %64 = and <2 x i64> %60, <i64 4294967295, i64 4294967295>
  %65 = and <2 x i64> %63, <i64 4294967295, i64 4294967295>
  %66 = mul nuw <2 x i64> %65, %64
  %67 = shufflevector <2 x i64> %57, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %68 = add <2 x i64> %21, %67
  %69 = add <2 x i64> %68, %66
  %70 = getelementptr inbounds i8, ptr %26, i64 48
  %71 = load <2 x i64>, ptr %70, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %72 = getelementptr inbounds i8, ptr %29, i64 48
  %73 = load <2 x i64>, ptr %72, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %74 = xor <2 x i64> %73, %71
  %75 = bitcast <2 x i64> %74 to <4 x i32>
  %76 = shufflevector <4 x i32> %75, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %77 = bitcast <4 x i32> %76 to <2 x i64>
  %78 = and <2 x i64> %74, <i64 4294967295, i64 4294967295>
  %79 = and <2 x i64> %77, <i64 4294967295, i64 4294967295>
  %80 = mul nuw <2 x i64> %79, %78
  %81 = shufflevector <2 x i64> %71, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %82 = add <2 x i64> %20, %81
  %83 = add <2 x i64> %82, %80
  %84 = add nuw nsw i64 %24, 1
  %85 = icmp eq i64 %84, 16
  br i1 %85, label %86, label %19, !llvm.loop !78

86:                                               ; preds = %19
  %87 = lshr <2 x i64> %41, <i64 47, i64 47>
  %88 = xor <2 x i64> %87, %41
  %89 = xor <2 x i64> %88, <i64 -4329134394285701654, i64 -1485321483350670907>
  %90 = bitcast <2 x i64> %89 to <4 x i32>
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %92 = bitcast <4 x i32> %91 to <2 x i64>
  %93 = and <2 x i64> %89, <i64 4294967295, i64 4294967295>
  %94 = mul nuw <2 x i64> %93, <i64 2654435761, i64 2654435761>
  %95 = mul <2 x i64> %92, <i64 -7046029290881679360, i64 -7046029290881679360>
  %96 = add <2 x i64> %95, %94
  %97 = lshr <2 x i64> %55, <i64 47, i64 47>
  %98 = xor <2 x i64> %97, %55
  %99 = xor <2 x i64> %98, <i64 5321830579834785047, i64 -7032137544937171245>
  %100 = bitcast <2 x i64> %99 to <4 x i32>
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %102 = bitcast <4 x i32> %101 to <2 x i64>
  %103 = and <2 x i64> %99, <i64 4294967295, i64 4294967295>
  %104 = mul nuw <2 x i64> %103, <i64 2654435761, i64 2654435761>
  %105 = mul <2 x i64> %102, <i64 -7046029290881679360, i64 -7046029290881679360>
  %106 = add <2 x i64> %105, %104
  %107 = lshr <2 x i64> %69, <i64 47, i64 47>
  %108 = xor <2 x i64> %107, %69
  %109 = xor <2 x i64> %108, <i64 -242834301215959509, i64 -3588858202114426737>
  %110 = bitcast <2 x i64> %109 to <4 x i32>
  %111 = shufflevector <4 x i32> %110, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %112 = bitcast <4 x i32> %111 to <2 x i64>
  %113 = and <2 x i64> %109, <i64 4294967295, i64 4294967295>
  %114 = mul nuw <2 x i64> %113, <i64 2654435761, i64 2654435761>
  %115 = mul <2 x i64> %112, <i64 -7046029290881679360, i64 -7046029290881679360>
  %116 = add <2 x i64> %115, %114
  %117 = lshr <2 x i64> %83, <i64 47, i64 47>
  %118 = xor <2 x i64> %117, %83
  %119 = xor <2 x i64> %118, <i64 2883454493032893253, i64 9097354517224871855>
  %120 = bitcast <2 x i64> %119 to <4 x i32>
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %122 = bitcast <4 x i32> %121 to <2 x i64>
  %123 = and <2 x i64> %119, <i64 4294967295, i64 4294967295>
  %124 = mul nuw <2 x i64> %123, <i64 2654435761, i64 2654435761>
  %125 = mul <2 x i64> %122, <i64 -7046029290881679360, i64 -7046029290881679360>
  %126 = add <2 x i64> %125, %124
  %127 = add nuw nsw i64 %16, 1
  %128 = icmp eq i64 %127, %7
  br i1 %128, label %129, label %11, !llvm.loop !79

129:                                              ; preds = %86
  store <2 x i64> %96, ptr %3, align 16, !tbaa !5, !alias.scope !296, !noalias !301
  store <2 x i64> %106, ptr %8, align 16, !tbaa !5, !alias.scope !296, !noalias !301
  store <2 x i64> %116, ptr %9, align 16, !tbaa !5, !alias.scope !296, !noalias !301
  store <2 x i64> %126, ptr %10, align 16, !tbaa !5, !alias.scope !296, !noalias !301
  br label %130

130:                                              ; preds = %129, %2
  %131 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %2 ], [ %126, %129 ]
  %132 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %2 ], [ %116, %129 ]
  %133 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %2 ], [ %106, %129 ]
  %134 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %2 ], [ %96, %129 ]
  %135 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %135)
  %136 = and i64 %4, -1024
  %137 = lshr i64 %4, 6
  %138 = and i64 %137, 15
  %139 = getelementptr inbounds i8, ptr %0, i64 %136
  %140 = icmp eq i64 %138, 0
  br i1 %140, label %208, label %141

141:                                              ; preds = %130, %141
  %142 = phi <2 x i64> [ %205, %141 ], [ %131, %130 ]
  %143 = phi <2 x i64> [ %191, %141 ], [ %132, %130 ]
  %144 = phi <2 x i64> [ %177, %141 ], [ %133, %130 ]
  %145 = phi <2 x i64> [ %163, %141 ], [ %134, %130 ]
  %146 = phi i64 [ %206, %141 ], [ 0, %130 ]
  %147 = shl nuw nsw i64 %146, 6
  %148 = getelementptr inbounds i8, ptr %139, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %149, i32 0, i32 3, i32 1), !noalias !293
  %150 = shl nuw nsw i64 %146, 3
  %151 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %150
  %152 = load <2 x i64>, ptr %148, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %153 = load <2 x i64>, ptr %151, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %154 = xor <2 x i64> %153, %152
  %155 = bitcast <2 x i64> %154 to <4 x i32>
  %156 = shufflevector <4 x i32> %155, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %157 = bitcast <4 x i32> %156 to <2 x i64>
  %158 = and <2 x i64> %154, <i64 4294967295, i64 4294967295>
  %159 = and <2 x i64> %157, <i64 4294967295, i64 4294967295>
  %160 = mul nuw <2 x i64> %159, %158
  %161 = shufflevector <2 x i64> %152, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %162 = add <2 x i64> %145, %161
  %163 = add <2 x i64> %162, %160
  %164 = getelementptr inbounds i8, ptr %148, i64 16
  %165 = load <2 x i64>, ptr %164, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %166 = getelementptr inbounds i8, ptr %151, i64 16
  %167 = load <2 x i64>, ptr %166, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %168 = xor <2 x i64> %167, %165
  %169 = bitcast <2 x i64> %168 to <4 x i32>
  %170 = shufflevector <4 x i32> %169, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %171 = bitcast <4 x i32> %170 to <2 x i64>
  %172 = and <2 x i64> %168, <i64 4294967295, i64 4294967295>
  %173 = and <2 x i64> %171, <i64 4294967295, i64 4294967295>
  %174 = mul nuw <2 x i64> %173, %172
  %175 = shufflevector <2 x i64> %165, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %176 = add <2 x i64> %144, %175
  %177 = add <2 x i64> %176, %174
  %178 = getelementptr inbounds i8, ptr %148, i64 32
  %179 = load <2 x i64>, ptr %178, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %180 = getelementptr inbounds i8, ptr %151, i64 32
  %181 = load <2 x i64>, ptr %180, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %182 = xor <2 x i64> %181, %179
  %183 = bitcast <2 x i64> %182 to <4 x i32>
  %184 = shufflevector <4 x i32> %183, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %185 = bitcast <4 x i32> %184 to <2 x i64>
  %186 = and <2 x i64> %182, <i64 4294967295, i64 4294967295>
  %187 = and <2 x i64> %185, <i64 4294967295, i64 4294967295>
  %188 = mul nuw <2 x i64> %187, %186
  %189 = shufflevector <2 x i64> %179, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %190 = add <2 x i64> %143, %189
  %191 = add <2 x i64> %190, %188
  %192 = getelementptr inbounds i8, ptr %148, i64 48
  %193 = load <2 x i64>, ptr %192, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %194 = getelementptr inbounds i8, ptr %151, i64 48
  %195 = load <2 x i64>, ptr %194, align 8, !tbaa !5, !alias.scope !293, !noalias !290
  %196 = xor <2 x i64> %195, %193
  %197 = bitcast <2 x i64> %196 to <4 x i32>
  %198 = shufflevector <4 x i32> %197, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %199 = bitcast <4 x i32> %198 to <2 x i64>
  %200 = and <2 x i64> %196, <i64 4294967295, i64 4294967295>
  %201 = and <2 x i64> %199, <i64 4294967295, i64 4294967295>
  %202 = mul nuw <2 x i64> %201, %200
  %203 = shufflevector <2 x i64> %193, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %204 = add <2 x i64> %142, %203
  %205 = add <2 x i64> %204, %202
  %206 = add nuw nsw i64 %146, 1
  %207 = icmp eq i64 %206, %138
  br i1 %207, label %208, label %141, !llvm.loop !78

208:                                              ; preds = %141, %130
  %209 = phi <2 x i64> [ %131, %130 ], [ %205, %141 ]
  %210 = phi <2 x i64> [ %132, %130 ], [ %191, %141 ]
  %211 = phi <2 x i64> [ %133, %130 ], [ %177, %141 ]
  %212 = phi <2 x i64> [ %134, %130 ], [ %163, %141 ]
  %213 = getelementptr inbounds i8, ptr %0, i64 %1
  %214 = getelementptr inbounds i8, ptr %213, i64 -64
  %215 = load <2 x i64>, ptr %214, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %216 = xor <2 x i64> %215, <i64 -1556992608276218209, i64 -4196251135427498811>
  %217 = bitcast <2 x i64> %216 to <4 x i32>
  %218 = shufflevector <4 x i32> %217, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %219 = bitcast <4 x i32> %218 to <2 x i64>
  %220 = and <2 x i64> %216, <i64 4294967295, i64 4294967295>
  %221 = and <2 x i64> %219, <i64 4294967295, i64 4294967295>
  %222 = mul nuw <2 x i64> %221, %220
  %223 = shufflevector <2 x i64> %215, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %224 = add <2 x i64> %212, %223
  %225 = add <2 x i64> %224, %222
  store <2 x i64> %225, ptr %3, align 16, !tbaa !5, !alias.scope !305, !noalias !308
  %226 = getelementptr inbounds i8, ptr %213, i64 -48
  %227 = load <2 x i64>, ptr %226, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %228 = xor <2 x i64> %227, <i64 1723580219865931905, i64 -3221803331004277491>
  %229 = bitcast <2 x i64> %228 to <4 x i32>
  %230 = shufflevector <4 x i32> %229, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %231 = bitcast <4 x i32> %230 to <2 x i64>
  %232 = and <2 x i64> %228, <i64 4294967295, i64 4294967295>
  %233 = and <2 x i64> %231, <i64 4294967295, i64 4294967295>
  %234 = mul nuw <2 x i64> %233, %232
  %235 = shufflevector <2 x i64> %227, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %236 = getelementptr inbounds i8, ptr %3, i64 16
  %237 = add <2 x i64> %211, %235
  %238 = add <2 x i64> %237, %234
  store <2 x i64> %238, ptr %236, align 16, !tbaa !5, !alias.scope !305, !noalias !308
  %239 = getelementptr inbounds i8, ptr %213, i64 -32
  %240 = load <2 x i64>, ptr %239, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %241 = xor <2 x i64> %240, <i64 3143064850383918358, i64 -8071399103737053674>
  %242 = bitcast <2 x i64> %241 to <4 x i32>
  %243 = shufflevector <4 x i32> %242, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %244 = bitcast <4 x i32> %243 to <2 x i64>
  %245 = and <2 x i64> %241, <i64 4294967295, i64 4294967295>
  %246 = and <2 x i64> %244, <i64 4294967295, i64 4294967295>
  %247 = mul nuw <2 x i64> %246, %245
  %248 = shufflevector <2 x i64> %240, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %249 = getelementptr inbounds i8, ptr %3, i64 32
  %250 = add <2 x i64> %210, %248
  %251 = add <2 x i64> %250, %247
  store <2 x i64> %251, ptr %249, align 16, !tbaa !5, !alias.scope !305, !noalias !308
  %252 = getelementptr inbounds i8, ptr %213, i64 -16
  %253 = load <2 x i64>, ptr %252, align 1, !tbaa !5, !alias.scope !290, !noalias !293
  %254 = xor <2 x i64> %253, <i64 5030012605302946040, i64 -5825401622958753077>
  %255 = bitcast <2 x i64> %254 to <4 x i32>
  %256 = shufflevector <4 x i32> %255, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %257 = bitcast <4 x i32> %256 to <2 x i64>
  %258 = and <2 x i64> %254, <i64 4294967295, i64 4294967295>
  %259 = and <2 x i64> %257, <i64 4294967295, i64 4294967295>
  %260 = mul nuw <2 x i64> %259, %258
  %261 = shufflevector <2 x i64> %253, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %262 = getelementptr inbounds i8, ptr %3, i64 48
  %263 = add <2 x i64> %209, %261
  %264 = add <2 x i64> %263, %260
  store <2 x i64> %264, ptr %262, align 16, !tbaa !5, !alias.scope !305, !noalias !308
  %265 = call fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noundef nonnull %3, ptr noundef nonnull @XXH3_kSecret, i64 noundef 192, i64 noundef %1) #36, !noalias !290
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #35, !noalias !295
  ret { i64, i64 } %265
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local { i64, i64 } @XXH3_128bits_withSecret(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #22 {
  %5 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %5)
  %6 = icmp ult i64 %1, 17
  br i1 %6, label %7, label %176

7:                                                ; preds = %4
  %8 = icmp ugt i64 %1, 8
  br i1 %8, label %9, label %58

9:                                                ; preds = %7
  %10 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %10)
  %11 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  %13 = load i64, ptr %12, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %2, i64 40
  %15 = load i64, ptr %14, align 1, !tbaa !5
  %16 = xor i64 %15, %13
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  %18 = load i64, ptr %17, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 56
  %20 = load i64, ptr %19, align 1, !tbaa !5
  %21 = xor i64 %20, %18
  %22 = load i64, ptr %0, align 1, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %0, i64 %1
  %24 = getelementptr inbounds i8, ptr %23, i64 -8
  %25 = load i64, ptr %24, align 1, !tbaa !5
  %26 = xor i64 %16, %22
  %27 = xor i64 %26, %25
  %28 = zext i64 %27 to i128
  %29 = mul nuw i128 %28, 11400714785074694791
  %30 = trunc i128 %29 to i64
  %31 = lshr i128 %29, 64
  %32 = trunc nuw i128 %31 to i64
  %33 = shl nuw nsw i64 %1, 54
  %34 = add nsw i64 %33, -18014398509481984
  %35 = add i64 %34, %30
  %36 = xor i64 %21, %25
  %37 = and i64 %36, 4294967295
  %38 = mul nuw i64 %37, 2246822518
  %39 = add i64 %38, %36
  %40 = add i64 %39, %32
  %41 = tail call noundef i64 @llvm.bswap.i64(i64 %40)
  %42 = xor i64 %41, %35
  %43 = zext i64 %42 to i128
  %44 = mul nuw i128 %43, 14029467366897019727
  %45 = trunc i128 %44 to i64
  %46 = lshr i128 %44, 64
  %47 = trunc nuw i128 %46 to i64
  %48 = mul i64 %40, -4417276706812531889
  %49 = add i64 %48, %47
  %50 = lshr i64 %45, 37
  %51 = xor i64 %50, %45
  %52 = mul i64 %51, 1609587791953885689
  %53 = lshr i64 %52, 32
  %54 = xor i64 %53, %52
  %55 = lshr i64 %49, 37
  %56 = xor i64 %55, %49
  %57 = mul i64 %56, 1609587791953885689
  br label %169

58:                                               ; preds = %7
  %59 = icmp ugt i64 %1, 3
  br i1 %59, label %60, label %97

60:                                               ; preds = %58
  %61 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %61)
  %62 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %62)
  %63 = load i32, ptr %0, align 1, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %0, i64 %1
  %65 = getelementptr inbounds i8, ptr %64, i64 -4
  %66 = load i32, ptr %65, align 1, !tbaa !5
  %67 = zext i32 %63 to i64
  %68 = zext i32 %66 to i64
  %69 = shl nuw i64 %68, 32
  %70 = or disjoint i64 %69, %67
  %71 = getelementptr inbounds i8, ptr %2, i64 16
  %72 = load i64, ptr %71, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %2, i64 24
  %74 = load i64, ptr %73, align 1, !tbaa !5
  %75 = xor i64 %74, %72
  %76 = xor i64 %75, %70
  %77 = shl nuw nsw i64 %1, 2
  %78 = add nuw nsw i64 %77, -7046029288634856825
  %79 = zext i64 %76 to i128
  %80 = zext i64 %78 to i128
  %81 = mul nuw i128 %79, %80
  %82 = trunc i128 %81 to i64
  %83 = lshr i128 %81, 64
  %84 = trunc nuw i128 %83 to i64
  %85 = shl i64 %82, 1
  %86 = add i64 %85, %84
  %87 = lshr i64 %86, 3
  %88 = xor i64 %87, %82
  %89 = lshr i64 %88, 35
  %90 = xor i64 %89, %88
  %91 = mul i64 %90, -6939452855193903323
  %92 = lshr i64 %91, 28
  %93 = xor i64 %92, %91
  %94 = lshr i64 %86, 37
  %95 = xor i64 %94, %86
  %96 = mul i64 %95, 1609587791953885689
  br label %169

97:                                               ; preds = %58
  %98 = icmp eq i64 %1, 0
  br i1 %98, label %144, label %99

99:                                               ; preds = %97
  %100 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %100)
  %101 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %101)
  %102 = load i8, ptr %0, align 1, !tbaa !5
  %103 = lshr i64 %1, 1
  %104 = getelementptr inbounds i8, ptr %0, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !5
  %106 = getelementptr i8, ptr %0, i64 %1
  %107 = getelementptr i8, ptr %106, i64 -1
  %108 = load i8, ptr %107, align 1, !tbaa !5
  %109 = zext i8 %102 to i32
  %110 = shl nuw nsw i32 %109, 16
  %111 = zext i8 %105 to i32
  %112 = shl nuw i32 %111, 24
  %113 = or disjoint i32 %112, %110
  %114 = zext i8 %108 to i32
  %115 = or disjoint i32 %113, %114
  %116 = trunc nuw nsw i64 %1 to i32
  %117 = shl nuw nsw i32 %116, 8
  %118 = or disjoint i32 %115, %117
  %119 = tail call noundef i32 @llvm.bswap.i32(i32 %118)
  %120 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 13)
  %121 = load i32, ptr %2, align 1, !tbaa !5
  %122 = getelementptr inbounds i8, ptr %2, i64 4
  %123 = load i32, ptr %122, align 1, !tbaa !5
  %124 = xor i32 %123, %121
  %125 = getelementptr inbounds i8, ptr %2, i64 8
  %126 = load i32, ptr %125, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %2, i64 12
  %128 = load i32, ptr %127, align 1, !tbaa !5
  %129 = xor i32 %128, %126
  %130 = xor i32 %124, %118
  %131 = zext i32 %130 to i64
  %132 = xor i32 %129, %120
  %133 = zext i32 %132 to i64
  %134 = mul i64 %131, -4417276706812531889
  %135 = lshr i64 %134, 29
  %136 = xor i64 %135, %134
  %137 = mul i64 %136, 1609587929392839161
  %138 = lshr i64 %137, 32
  %139 = xor i64 %138, %137
  %140 = mul i64 %133, -4417276706812531889
  %141 = lshr i64 %140, 29
  %142 = xor i64 %141, %140
  %143 = mul i64 %142, 1609587929392839161
  br label %169

144:                                              ; preds = %97
  %145 = getelementptr inbounds i8, ptr %2, i64 64
  %146 = load i64, ptr %145, align 1, !tbaa !5
  %147 = getelementptr inbounds i8, ptr %2, i64 72
  %148 = load i64, ptr %147, align 1, !tbaa !5
  %149 = xor i64 %148, %146
  %150 = getelementptr inbounds i8, ptr %2, i64 80
  %151 = load i64, ptr %150, align 1, !tbaa !5
  %152 = getelementptr inbounds i8, ptr %2, i64 88
  %153 = load i64, ptr %152, align 1, !tbaa !5
  %154 = xor i64 %153, %151
  %155 = lshr i64 %149, 33
  %156 = xor i64 %155, %149
  %157 = mul i64 %156, -4417276706812531889
  %158 = lshr i64 %157, 29
  %159 = xor i64 %158, %157
  %160 = mul i64 %159, 1609587929392839161
  %161 = lshr i64 %160, 32
  %162 = xor i64 %161, %160
  %163 = lshr i64 %154, 33
  %164 = xor i64 %163, %154
  %165 = mul i64 %164, -4417276706812531889
  %166 = lshr i64 %165, 29
  %167 = xor i64 %166, %165
  %168 = mul i64 %167, 1609587929392839161
  br label %169

169:                                              ; preds = %9, %60, %99, %144
  %170 = phi i64 [ %57, %9 ], [ %96, %60 ], [ %143, %99 ], [ %168, %144 ]
  %171 = phi i64 [ %54, %9 ], [ %93, %60 ], [ %139, %99 ], [ %162, %144 ]
  %172 = lshr i64 %170, 32
  %173 = xor i64 %172, %170
  %174 = insertvalue { i64, i64 } poison, i64 %171, 0
  %175 = insertvalue { i64, i64 } %174, i64 %173, 1
  br label %373

176:                                              ; preds = %4
  %177 = icmp ult i64 %1, 129
  br i1 %177, label %178, label %367

178:                                              ; preds = %176
  %179 = mul i64 %1, -7046029288634856825
  %180 = icmp ugt i64 %1, 32
  br i1 %180, label %181, label %308

181:                                              ; preds = %178
  %182 = icmp ugt i64 %1, 64
  br i1 %182, label %183, label %266

183:                                              ; preds = %181
  %184 = icmp ugt i64 %1, 96
  br i1 %184, label %185, label %224

185:                                              ; preds = %183
  %186 = getelementptr inbounds i8, ptr %0, i64 48
  %187 = getelementptr inbounds i8, ptr %0, i64 %1
  %188 = getelementptr inbounds i8, ptr %187, i64 -64
  %189 = getelementptr inbounds i8, ptr %2, i64 96
  %190 = load i64, ptr %186, align 1, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %0, i64 56
  %192 = load i64, ptr %191, align 1, !tbaa !5
  %193 = load i64, ptr %189, align 1, !tbaa !5
  %194 = xor i64 %193, %190
  %195 = getelementptr inbounds i8, ptr %2, i64 104
  %196 = load i64, ptr %195, align 1, !tbaa !5
  %197 = xor i64 %196, %192
  %198 = zext i64 %194 to i128
  %199 = zext i64 %197 to i128
  %200 = mul nuw i128 %199, %198
  %201 = lshr i128 %200, 64
  %202 = xor i128 %201, %200
  %203 = trunc i128 %202 to i64
  %204 = add i64 %179, %203
  %205 = load i64, ptr %188, align 1, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %187, i64 -56
  %207 = load i64, ptr %206, align 1, !tbaa !5
  %208 = add i64 %207, %205
  %209 = xor i64 %204, %208
  %210 = getelementptr inbounds i8, ptr %2, i64 112
  %211 = load i64, ptr %210, align 1, !tbaa !5
  %212 = xor i64 %211, %205
  %213 = getelementptr inbounds i8, ptr %2, i64 120
  %214 = load i64, ptr %213, align 1, !tbaa !5
  %215 = xor i64 %214, %207
  %216 = zext i64 %212 to i128
  %217 = zext i64 %215 to i128
  %218 = mul nuw i128 %217, %216
  %219 = lshr i128 %218, 64
  %220 = xor i128 %219, %218
  %221 = trunc i128 %220 to i64
  %222 = add i64 %192, %190
  %223 = xor i64 %222, %221
  br label %224

224:                                              ; preds = %185, %183
  %225 = phi i64 [ %209, %185 ], [ %179, %183 ]
  %226 = phi i64 [ %223, %185 ], [ 0, %183 ]
  %227 = getelementptr inbounds i8, ptr %0, i64 32
  %228 = getelementptr inbounds i8, ptr %0, i64 %1
  %229 = getelementptr inbounds i8, ptr %228, i64 -48
  %230 = getelementptr inbounds i8, ptr %2, i64 64
  %231 = load i64, ptr %227, align 1, !tbaa !5
  %232 = getelementptr inbounds i8, ptr %0, i64 40
  %233 = load i64, ptr %232, align 1, !tbaa !5
  %234 = load i64, ptr %230, align 1, !tbaa !5
  %235 = xor i64 %234, %231
  %236 = getelementptr inbounds i8, ptr %2, i64 72
  %237 = load i64, ptr %236, align 1, !tbaa !5
  %238 = xor i64 %237, %233
  %239 = zext i64 %235 to i128
  %240 = zext i64 %238 to i128
  %241 = mul nuw i128 %240, %239
  %242 = lshr i128 %241, 64
  %243 = xor i128 %242, %241
  %244 = trunc i128 %243 to i64
  %245 = add i64 %225, %244
  %246 = load i64, ptr %229, align 1, !tbaa !5
  %247 = getelementptr inbounds i8, ptr %228, i64 -40
  %248 = load i64, ptr %247, align 1, !tbaa !5
  %249 = add i64 %248, %246
  %250 = xor i64 %245, %249
  %251 = getelementptr inbounds i8, ptr %2, i64 80
  %252 = load i64, ptr %251, align 1, !tbaa !5
  %253 = xor i64 %252, %246
  %254 = getelementptr inbounds i8, ptr %2, i64 88
  %255 = load i64, ptr %254, align 1, !tbaa !5
  %256 = xor i64 %255, %248
  %257 = zext i64 %253 to i128
  %258 = zext i64 %256 to i128
  %259 = mul nuw i128 %258, %257
  %260 = lshr i128 %259, 64
  %261 = xor i128 %260, %259
  %262 = trunc i128 %261 to i64
  %263 = add i64 %226, %262
  %264 = add i64 %233, %231
  %265 = xor i64 %263, %264
  br label %266

266:                                              ; preds = %224, %181
  %267 = phi i64 [ %250, %224 ], [ %179, %181 ]
  %268 = phi i64 [ %265, %224 ], [ 0, %181 ]
  %269 = getelementptr inbounds i8, ptr %0, i64 16
  %270 = getelementptr inbounds i8, ptr %0, i64 %1
  %271 = getelementptr inbounds i8, ptr %270, i64 -32
  %272 = getelementptr inbounds i8, ptr %2, i64 32
  %273 = load i64, ptr %269, align 1, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %0, i64 24
  %275 = load i64, ptr %274, align 1, !tbaa !5
  %276 = load i64, ptr %272, align 1, !tbaa !5
  %277 = xor i64 %276, %273
  %278 = getelementptr inbounds i8, ptr %2, i64 40
  %279 = load i64, ptr %278, align 1, !tbaa !5
  %280 = xor i64 %279, %275
  %281 = zext i64 %277 to i128
  %282 = zext i64 %280 to i128
  %283 = mul nuw i128 %282, %281
  %284 = lshr i128 %283, 64
  %285 = xor i128 %284, %283
  %286 = trunc i128 %285 to i64
  %287 = add i64 %267, %286
  %288 = load i64, ptr %271, align 1, !tbaa !5
  %289 = getelementptr inbounds i8, ptr %270, i64 -24
  %290 = load i64, ptr %289, align 1, !tbaa !5
  %291 = add i64 %290, %288
  %292 = xor i64 %287, %291
  %293 = getelementptr inbounds i8, ptr %2, i64 48
  %294 = load i64, ptr %293, align 1, !tbaa !5
  %295 = xor i64 %294, %288
  %296 = getelementptr inbounds i8, ptr %2, i64 56
  %297 = load i64, ptr %296, align 1, !tbaa !5
  %298 = xor i64 %297, %290
  %299 = zext i64 %295 to i128
  %300 = zext i64 %298 to i128
  %301 = mul nuw i128 %300, %299
  %302 = lshr i128 %301, 64
  %303 = xor i128 %302, %301
  %304 = trunc i128 %303 to i64
  %305 = add i64 %268, %304
  %306 = add i64 %275, %273
  %307 = xor i64 %305, %306
  br label %308

308:                                              ; preds = %178, %266
  %309 = phi i64 [ %292, %266 ], [ %179, %178 ]
  %310 = phi i64 [ %307, %266 ], [ 0, %178 ]
  %311 = getelementptr inbounds i8, ptr %0, i64 %1
  %312 = getelementptr inbounds i8, ptr %311, i64 -16
  %313 = load i64, ptr %0, align 1, !tbaa !5
  %314 = getelementptr inbounds i8, ptr %0, i64 8
  %315 = load i64, ptr %314, align 1, !tbaa !5
  %316 = load i64, ptr %2, align 1, !tbaa !5
  %317 = xor i64 %316, %313
  %318 = getelementptr inbounds i8, ptr %2, i64 8
  %319 = load i64, ptr %318, align 1, !tbaa !5
  %320 = xor i64 %319, %315
  %321 = zext i64 %317 to i128
  %322 = zext i64 %320 to i128
  %323 = mul nuw i128 %322, %321
  %324 = lshr i128 %323, 64
  %325 = xor i128 %324, %323
  %326 = trunc i128 %325 to i64
  %327 = add i64 %309, %326
  %328 = load i64, ptr %312, align 1, !tbaa !5
  %329 = getelementptr inbounds i8, ptr %311, i64 -8
  %330 = load i64, ptr %329, align 1, !tbaa !5
  %331 = add i64 %330, %328
  %332 = xor i64 %327, %331
  %333 = getelementptr inbounds i8, ptr %2, i64 16
  %334 = load i64, ptr %333, align 1, !tbaa !5
  %335 = xor i64 %334, %328
  %336 = getelementptr inbounds i8, ptr %2, i64 24
  %337 = load i64, ptr %336, align 1, !tbaa !5
  %338 = xor i64 %337, %330
  %339 = zext i64 %335 to i128
  %340 = zext i64 %338 to i128
  %341 = mul nuw i128 %340, %339
  %342 = lshr i128 %341, 64
  %343 = xor i128 %342, %341
  %344 = trunc i128 %343 to i64
  %345 = add i64 %310, %344
  %346 = add i64 %315, %313
  %347 = xor i64 %345, %346
  %348 = add i64 %347, %332
  %349 = mul i64 %332, -7046029288634856825
  %350 = mul i64 %347, -8796714831421723037
  %351 = mul i64 %1, -4417276706812531889
  %352 = add i64 %349, %351
  %353 = add i64 %352, %350
  %354 = lshr i64 %348, 37
  %355 = xor i64 %354, %348
  %356 = mul i64 %355, 1609587791953885689
  %357 = lshr i64 %356, 32
  %358 = xor i64 %357, %356
  %359 = lshr i64 %353, 37
  %360 = xor i64 %359, %353
  %361 = mul i64 %360, 1609587791953885689
  %362 = lshr i64 %361, 32
  %363 = xor i64 %362, %361
  %364 = sub i64 0, %363
  %365 = insertvalue { i64, i64 } poison, i64 %358, 0
  %366 = insertvalue { i64, i64 } %365, i64 %364, 1
  br label %373

367:                                              ; preds = %176
  %368 = icmp ult i64 %1, 241
  br i1 %368, label %369, label %371

369:                                              ; preds = %367
  %370 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef 0) #36
  br label %373

371:                                              ; preds = %367
  %372 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_withSecret(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #35
  br label %373

373:                                              ; preds = %169, %308, %369, %371
  %374 = phi { i64, i64 } [ %175, %169 ], [ %366, %308 ], [ %370, %369 ], [ %372, %371 ]
  ret { i64, i64 } %374
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define internal fastcc { i64, i64 } @XXH3_hashLong_128b_withSecret(ptr noalias nocapture noundef readonly %0, i64 noundef %1, ptr noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #15 {
  %5 = alloca [8 x i64], align 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #35, !noalias !316
  %6 = add i64 %3, -64
  %7 = lshr i64 %6, 3
  %8 = shl i64 %7, 6
  %9 = add i64 %1, -1
  %10 = udiv i64 %9, %8
  %11 = urem i64 %9, %8
  %12 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %12)
  %13 = icmp ugt i64 %8, %9
  br i1 %13, label %146, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %2, i64 %3
  %16 = getelementptr inbounds i8, ptr %15, i64 -64
  %17 = load <2 x i64>, ptr %16, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  %19 = getelementptr inbounds i8, ptr %15, i64 -48
  %20 = load <2 x i64>, ptr %19, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %21 = getelementptr inbounds i8, ptr %5, i64 32
  %22 = getelementptr inbounds i8, ptr %15, i64 -32
  %23 = load <2 x i64>, ptr %22, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %24 = getelementptr inbounds i8, ptr %5, i64 48
  %25 = getelementptr inbounds i8, ptr %15, i64 -16
  %26 = load <2 x i64>, ptr %25, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  br label %27

27:                                               ; preds = %14, %102
  %28 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %14 ], [ %142, %102 ]
  %29 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %14 ], [ %132, %102 ]
  %30 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %14 ], [ %122, %102 ]
  %31 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %14 ], [ %112, %102 ]
  %32 = phi i64 [ 0, %14 ], [ %143, %102 ]
  %33 = mul i64 %32, %8
  %34 = getelementptr inbounds i8, ptr %0, i64 %33
  br label %35

35:                                               ; preds = %27, %35
  %36 = phi <2 x i64> [ %99, %35 ], [ %28, %27 ]
  %37 = phi <2 x i64> [ %85, %35 ], [ %29, %27 ]
  %38 = phi <2 x i64> [ %71, %35 ], [ %30, %27 ]
  %39 = phi <2 x i64> [ %57, %35 ], [ %31, %27 ]
  %40 = phi i64 [ %100, %35 ], [ 0, %27 ]
  %41 = shl i64 %40, 6
  %42 = getelementptr inbounds i8, ptr %34, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %43, i32 0, i32 3, i32 1), !noalias !314
  %44 = shl i64 %40, 3
  %45 = getelementptr inbounds i8, ptr %2, i64 %44
  %46 = load <2 x i64>, ptr %42, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %47 = load <2 x i64>, ptr %45, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %48 = xor <2 x i64> %47, %46
  %49 = bitcast <2 x i64> %48 to <4 x i32>
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %51 = bitcast <4 x i32> %50 to <2 x i64>
  %52 = and <2 x i64> %48, <i64 4294967295, i64 4294967295>
  %53 = and <2 x i64> %51, <i64 4294967295, i64 4294967295>
  %54 = mul nuw <2 x i64> %53, %52
  %55 = shufflevector <2 x i64> %46, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %56 = add <2 x i64> %39, %55
  %57 = add <2 x i64> %56, %54
  %58 = getelementptr inbounds i8, ptr %42, i64 16
  %59 = load <2 x i64>, ptr %58, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %60 = getelementptr inbounds i8, ptr %45, i64 16
  %61 = load <2 x i64>, ptr %60, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %62 = xor <2 x i64> %61, %59
  %63 = bitcast <2 x i64> %62 to <4 x i32>
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %65 = bitcast <4 x i32> %64 to <2 x i64>
  %66 = and <2 x i64> %62, <i64 4294967295, i64 4294967295>
  %67 = and <2 x i64> %65, <i64 4294967295, i64 4294967295>
  %68 = mul nuw <2 x i64> %67, %66
  %69 = shufflevector <2 x i64> %59, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %70 = add <2 x i64> %38, %69
  %71 = add <2 x i64> %70, %68
  %72 = getelementptr inbounds i8, ptr %42, i64 32
  %73 = load <2 x i64>, ptr %72, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %74 = getelementptr inbounds i8, ptr %45, i64 32
  %75 = load <2 x i64>, ptr %74, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %76 = xor <2 x i64> %75, %73
  %77 = bitcast <2 x i64> %76 to <4 x i32>
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %79 = bitcast <4 x i32> %78 to <2 x i64>
  %80 = and <2 x i64> %76, <i64 4294967295, i64 4294967295>
  %81 = and <2 x i64> %79, <i64 4294967295, i64 4294967295>
  %82 = mul nuw <2 x i64> %81, %80
  %83 = shufflevector <2 x i64> %73, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %84 = add <2 x i64> %37, %83
  %85 = add <2 x i64> %84, %82
  %86 = getelementptr inbounds i8, ptr %42, i64 48
  %87 = load <2 x i64>, ptr %86, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %88 = getelementptr inbounds i8, ptr %45, i64 48
  %89 = load <2 x i64>, ptr %88, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %90 = xor <2 x i64> %89, %87
  %91 = bitcast <2 x i64> %90 to <4 x i32>
  %92 = shufflevector <4 x i32> %91, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %93 = bitcast <4 x i32> %92 to <2 x i64>
  %94 = and <2 x i64> %90, <i64 4294967295, i64 4294967295>
  %95 = and <2 x i64> %93, <i64 4294967295, i64 4294967295>
  %96 = mul nuw <2 x i64> %95, %94
  %97 = shufflevector <2 x i64> %87, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %98 = add <2 x i64> %36, %97
  %99 = add <2 x i64> %98, %96
  %100 = add nuw nsw i64 %40, 1
  %101 = icmp eq i64 %100, %7
  br i1 %101, label %102, label %35, !llvm.loop !78

102:                                              ; preds = %35
  %103 = lshr <2 x i64> %57, <i64 47, i64 47>
  %104 = xor <2 x i64> %17, %103
  %105 = xor <2 x i64> %104, %57
  %106 = bitcast <2 x i64> %105 to <4 x i32>
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %108 = bitcast <4 x i32> %107 to <2 x i64>
  %109 = and <2 x i64> %105, <i64 4294967295, i64 4294967295>
  %110 = mul nuw <2 x i64> %109, <i64 2654435761, i64 2654435761>
  %111 = mul <2 x i64> %108, <i64 -7046029290881679360, i64 -7046029290881679360>
  %112 = add <2 x i64> %111, %110
  %113 = lshr <2 x i64> %71, <i64 47, i64 47>
  %114 = xor <2 x i64> %20, %113
  %115 = xor <2 x i64> %114, %71
  %116 = bitcast <2 x i64> %115 to <4 x i32>
  %117 = shufflevector <4 x i32> %116, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %118 = bitcast <4 x i32> %117 to <2 x i64>
  %119 = and <2 x i64> %115, <i64 4294967295, i64 4294967295>
  %120 = mul nuw <2 x i64> %119, <i64 2654435761, i64 2654435761>
  %121 = mul <2 x i64> %118, <i64 -7046029290881679360, i64 -7046029290881679360>
  %122 = add <2 x i64> %121, %120
  %123 = lshr <2 x i64> %85, <i64 47, i64 47>
  %124 = xor <2 x i64> %23, %123
  %125 = xor <2 x i64> %124, %85
  %126 = bitcast <2 x i64> %125 to <4 x i32>
  %127 = shufflevector <4 x i32> %126, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %128 = bitcast <4 x i32> %127 to <2 x i64>
  %129 = and <2 x i64> %125, <i64 4294967295, i64 4294967295>
  %130 = mul nuw <2 x i64> %129, <i64 2654435761, i64 2654435761>
  %131 = mul <2 x i64> %128, <i64 -7046029290881679360, i64 -7046029290881679360>
  %132 = add <2 x i64> %131, %130
  %133 = lshr <2 x i64> %99, <i64 47, i64 47>
  %134 = xor <2 x i64> %26, %133
  %135 = xor <2 x i64> %134, %99
  %136 = bitcast <2 x i64> %135 to <4 x i32>
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %138 = bitcast <4 x i32> %137 to <2 x i64>
  %139 = and <2 x i64> %135, <i64 4294967295, i64 4294967295>
  %140 = mul nuw <2 x i64> %139, <i64 2654435761, i64 2654435761>
  %141 = mul <2 x i64> %138, <i64 -7046029290881679360, i64 -7046029290881679360>
  %142 = add <2 x i64> %141, %140
  %143 = add nuw i64 %32, 1
  %144 = icmp ult i64 %143, %10
  br i1 %144, label %27, label %145, !llvm.loop !79

145:                                              ; preds = %102
  store <2 x i64> %112, ptr %5, align 16, !tbaa !5, !alias.scope !317, !noalias !322
  store <2 x i64> %122, ptr %18, align 16, !tbaa !5, !alias.scope !317, !noalias !322
  store <2 x i64> %132, ptr %21, align 16, !tbaa !5, !alias.scope !317, !noalias !322
  store <2 x i64> %142, ptr %24, align 16, !tbaa !5, !alias.scope !317, !noalias !322
  br label %146

146:                                              ; preds = %145, %4
  %147 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %4 ], [ %142, %145 ]
  %148 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %4 ], [ %132, %145 ]
  %149 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %4 ], [ %122, %145 ]
  %150 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %4 ], [ %112, %145 ]
  %151 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %151)
  %152 = mul i64 %10, %8
  %153 = lshr i64 %11, 6
  %154 = lshr i64 %3, 3
  %155 = icmp ule i64 %153, %154
  tail call void @llvm.assume(i1 %155)
  %156 = getelementptr inbounds i8, ptr %0, i64 %152
  %157 = icmp ult i64 %11, 64
  br i1 %157, label %225, label %158

158:                                              ; preds = %146, %158
  %159 = phi <2 x i64> [ %222, %158 ], [ %147, %146 ]
  %160 = phi <2 x i64> [ %208, %158 ], [ %148, %146 ]
  %161 = phi <2 x i64> [ %194, %158 ], [ %149, %146 ]
  %162 = phi <2 x i64> [ %180, %158 ], [ %150, %146 ]
  %163 = phi i64 [ %223, %158 ], [ 0, %146 ]
  %164 = shl i64 %163, 6
  %165 = getelementptr inbounds i8, ptr %156, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %166, i32 0, i32 3, i32 1), !noalias !314
  %167 = shl i64 %163, 3
  %168 = getelementptr inbounds i8, ptr %2, i64 %167
  %169 = load <2 x i64>, ptr %165, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %170 = load <2 x i64>, ptr %168, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %171 = xor <2 x i64> %170, %169
  %172 = bitcast <2 x i64> %171 to <4 x i32>
  %173 = shufflevector <4 x i32> %172, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %174 = bitcast <4 x i32> %173 to <2 x i64>
  %175 = and <2 x i64> %171, <i64 4294967295, i64 4294967295>
  %176 = and <2 x i64> %174, <i64 4294967295, i64 4294967295>
  %177 = mul nuw <2 x i64> %176, %175
  %178 = shufflevector <2 x i64> %169, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %179 = add <2 x i64> %162, %178
  %180 = add <2 x i64> %179, %177
  %181 = getelementptr inbounds i8, ptr %165, i64 16
  %182 = load <2 x i64>, ptr %181, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %183 = getelementptr inbounds i8, ptr %168, i64 16
  %184 = load <2 x i64>, ptr %183, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %185 = xor <2 x i64> %184, %182
  %186 = bitcast <2 x i64> %185 to <4 x i32>
  %187 = shufflevector <4 x i32> %186, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %188 = bitcast <4 x i32> %187 to <2 x i64>
  %189 = and <2 x i64> %185, <i64 4294967295, i64 4294967295>
  %190 = and <2 x i64> %188, <i64 4294967295, i64 4294967295>
  %191 = mul nuw <2 x i64> %190, %189
  %192 = shufflevector <2 x i64> %182, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %193 = add <2 x i64> %161, %192
  %194 = add <2 x i64> %193, %191
  %195 = getelementptr inbounds i8, ptr %165, i64 32
  %196 = load <2 x i64>, ptr %195, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %197 = getelementptr inbounds i8, ptr %168, i64 32
  %198 = load <2 x i64>, ptr %197, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %199 = xor <2 x i64> %198, %196
  %200 = bitcast <2 x i64> %199 to <4 x i32>
  %201 = shufflevector <4 x i32> %200, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %202 = bitcast <4 x i32> %201 to <2 x i64>
  %203 = and <2 x i64> %199, <i64 4294967295, i64 4294967295>
  %204 = and <2 x i64> %202, <i64 4294967295, i64 4294967295>
  %205 = mul nuw <2 x i64> %204, %203
  %206 = shufflevector <2 x i64> %196, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %207 = add <2 x i64> %160, %206
  %208 = add <2 x i64> %207, %205
  %209 = getelementptr inbounds i8, ptr %165, i64 48
  %210 = load <2 x i64>, ptr %209, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %211 = getelementptr inbounds i8, ptr %168, i64 48
  %212 = load <2 x i64>, ptr %211, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %213 = xor <2 x i64> %212, %210
  %214 = bitcast <2 x i64> %213 to <4 x i32>
  %215 = shufflevector <4 x i32> %214, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %216 = bitcast <4 x i32> %215 to <2 x i64>
  %217 = and <2 x i64> %213, <i64 4294967295, i64 4294967295>
  %218 = and <2 x i64> %216, <i64 4294967295, i64 4294967295>
  %219 = mul nuw <2 x i64> %218, %217
  %220 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %221 = add <2 x i64> %159, %220
  %222 = add <2 x i64> %221, %219
  %223 = add nuw nsw i64 %163, 1
  %224 = icmp ult i64 %223, %153
  br i1 %224, label %158, label %225, !llvm.loop !78

225:                                              ; preds = %158, %146
  %226 = phi <2 x i64> [ %147, %146 ], [ %222, %158 ]
  %227 = phi <2 x i64> [ %148, %146 ], [ %208, %158 ]
  %228 = phi <2 x i64> [ %149, %146 ], [ %194, %158 ]
  %229 = phi <2 x i64> [ %150, %146 ], [ %180, %158 ]
  %230 = getelementptr inbounds i8, ptr %0, i64 %1
  %231 = getelementptr inbounds i8, ptr %230, i64 -64
  %232 = getelementptr inbounds i8, ptr %2, i64 %3
  %233 = getelementptr inbounds i8, ptr %232, i64 -71
  %234 = load <2 x i64>, ptr %231, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %235 = load <2 x i64>, ptr %233, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %236 = xor <2 x i64> %235, %234
  %237 = bitcast <2 x i64> %236 to <4 x i32>
  %238 = shufflevector <4 x i32> %237, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %239 = bitcast <4 x i32> %238 to <2 x i64>
  %240 = and <2 x i64> %236, <i64 4294967295, i64 4294967295>
  %241 = and <2 x i64> %239, <i64 4294967295, i64 4294967295>
  %242 = mul nuw <2 x i64> %241, %240
  %243 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %244 = add <2 x i64> %229, %243
  %245 = add <2 x i64> %244, %242
  store <2 x i64> %245, ptr %5, align 16, !tbaa !5, !alias.scope !326, !noalias !329
  %246 = getelementptr inbounds i8, ptr %230, i64 -48
  %247 = load <2 x i64>, ptr %246, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %248 = getelementptr inbounds i8, ptr %232, i64 -55
  %249 = load <2 x i64>, ptr %248, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %250 = xor <2 x i64> %249, %247
  %251 = bitcast <2 x i64> %250 to <4 x i32>
  %252 = shufflevector <4 x i32> %251, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %253 = bitcast <4 x i32> %252 to <2 x i64>
  %254 = and <2 x i64> %250, <i64 4294967295, i64 4294967295>
  %255 = and <2 x i64> %253, <i64 4294967295, i64 4294967295>
  %256 = mul nuw <2 x i64> %255, %254
  %257 = shufflevector <2 x i64> %247, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %258 = getelementptr inbounds i8, ptr %5, i64 16
  %259 = add <2 x i64> %228, %257
  %260 = add <2 x i64> %259, %256
  store <2 x i64> %260, ptr %258, align 16, !tbaa !5, !alias.scope !326, !noalias !329
  %261 = getelementptr inbounds i8, ptr %230, i64 -32
  %262 = load <2 x i64>, ptr %261, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %263 = getelementptr inbounds i8, ptr %232, i64 -39
  %264 = load <2 x i64>, ptr %263, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %265 = xor <2 x i64> %264, %262
  %266 = bitcast <2 x i64> %265 to <4 x i32>
  %267 = shufflevector <4 x i32> %266, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %268 = bitcast <4 x i32> %267 to <2 x i64>
  %269 = and <2 x i64> %265, <i64 4294967295, i64 4294967295>
  %270 = and <2 x i64> %268, <i64 4294967295, i64 4294967295>
  %271 = mul nuw <2 x i64> %270, %269
  %272 = shufflevector <2 x i64> %262, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %273 = getelementptr inbounds i8, ptr %5, i64 32
  %274 = add <2 x i64> %227, %272
  %275 = add <2 x i64> %274, %271
  store <2 x i64> %275, ptr %273, align 16, !tbaa !5, !alias.scope !326, !noalias !329
  %276 = getelementptr inbounds i8, ptr %230, i64 -16
  %277 = load <2 x i64>, ptr %276, align 1, !tbaa !5, !alias.scope !311, !noalias !314
  %278 = getelementptr inbounds i8, ptr %232, i64 -23
  %279 = load <2 x i64>, ptr %278, align 1, !tbaa !5, !alias.scope !314, !noalias !311
  %280 = xor <2 x i64> %279, %277
  %281 = bitcast <2 x i64> %280 to <4 x i32>
  %282 = shufflevector <4 x i32> %281, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %283 = bitcast <4 x i32> %282 to <2 x i64>
  %284 = and <2 x i64> %280, <i64 4294967295, i64 4294967295>
  %285 = and <2 x i64> %283, <i64 4294967295, i64 4294967295>
  %286 = mul nuw <2 x i64> %285, %284
  %287 = shufflevector <2 x i64> %277, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %288 = getelementptr inbounds i8, ptr %5, i64 48
  %289 = add <2 x i64> %226, %287
  %290 = add <2 x i64> %289, %286
  store <2 x i64> %290, ptr %288, align 16, !tbaa !5, !alias.scope !326, !noalias !329
  %291 = call fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noundef nonnull %5, ptr noundef %2, i64 noundef %3, i64 noundef %1) #36, !noalias !311
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #35, !noalias !316
  ret { i64, i64 } %291
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local { i64, i64 } @XXH3_128bits_withSeed(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #13 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %153

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %47

7:                                                ; preds = %5
  %8 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %8)
  %9 = sub i64 6455697860950631241, %2
  %10 = add i64 %2, -4466874330221494952
  %11 = load i64, ptr %0, align 1, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 %1
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = load i64, ptr %13, align 1, !tbaa !5
  %15 = xor i64 %11, %9
  %16 = xor i64 %15, %14
  %17 = zext i64 %16 to i128
  %18 = mul nuw i128 %17, 11400714785074694791
  %19 = trunc i128 %18 to i64
  %20 = lshr i128 %18, 64
  %21 = trunc nuw i128 %20 to i64
  %22 = shl nuw nsw i64 %1, 54
  %23 = add nsw i64 %22, -18014398509481984
  %24 = add i64 %23, %19
  %25 = xor i64 %14, %10
  %26 = and i64 %25, 4294967295
  %27 = mul nuw i64 %26, 2246822518
  %28 = add i64 %27, %25
  %29 = add i64 %28, %21
  %30 = tail call noundef i64 @llvm.bswap.i64(i64 %29)
  %31 = xor i64 %30, %24
  %32 = zext i64 %31 to i128
  %33 = mul nuw i128 %32, 14029467366897019727
  %34 = trunc i128 %33 to i64
  %35 = lshr i128 %33, 64
  %36 = trunc nuw i128 %35 to i64
  %37 = mul i64 %29, -4417276706812531889
  %38 = add i64 %37, %36
  %39 = lshr i64 %34, 37
  %40 = xor i64 %39, %34
  %41 = mul i64 %40, 1609587791953885689
  %42 = lshr i64 %41, 32
  %43 = xor i64 %42, %41
  %44 = lshr i64 %38, 37
  %45 = xor i64 %44, %38
  %46 = mul i64 %45, 1609587791953885689
  br label %146

47:                                               ; preds = %5
  %48 = icmp ugt i64 %1, 3
  br i1 %48, label %49, label %86

49:                                               ; preds = %47
  %50 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %50)
  %51 = trunc i64 %2 to i32
  %52 = tail call noundef i32 @llvm.bswap.i32(i32 %51)
  %53 = zext i32 %52 to i64
  %54 = shl nuw i64 %53, 32
  %55 = xor i64 %54, %2
  %56 = load i32, ptr %0, align 1, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %0, i64 %1
  %58 = getelementptr inbounds i8, ptr %57, i64 -4
  %59 = load i32, ptr %58, align 1, !tbaa !5
  %60 = zext i32 %56 to i64
  %61 = zext i32 %59 to i64
  %62 = shl nuw i64 %61, 32
  %63 = or disjoint i64 %62, %60
  %64 = add i64 %55, -4255862940314790740
  %65 = xor i64 %63, %64
  %66 = shl nuw nsw i64 %1, 2
  %67 = add nuw nsw i64 %66, -7046029288634856825
  %68 = zext i64 %65 to i128
  %69 = zext i64 %67 to i128
  %70 = mul nuw i128 %68, %69
  %71 = trunc i128 %70 to i64
  %72 = lshr i128 %70, 64
  %73 = trunc nuw i128 %72 to i64
  %74 = shl i64 %71, 1
  %75 = add i64 %74, %73
  %76 = lshr i64 %75, 3
  %77 = xor i64 %76, %71
  %78 = lshr i64 %77, 35
  %79 = xor i64 %78, %77
  %80 = mul i64 %79, -6939452855193903323
  %81 = lshr i64 %80, 28
  %82 = xor i64 %81, %80
  %83 = lshr i64 %75, 37
  %84 = xor i64 %83, %75
  %85 = mul i64 %84, 1609587791953885689
  br label %146

86:                                               ; preds = %47
  %87 = icmp eq i64 %1, 0
  br i1 %87, label %129, label %88

88:                                               ; preds = %86
  %89 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %89)
  %90 = load i8, ptr %0, align 1, !tbaa !5
  %91 = lshr i64 %1, 1
  %92 = getelementptr inbounds i8, ptr %0, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !5
  %94 = getelementptr i8, ptr %0, i64 %1
  %95 = getelementptr i8, ptr %94, i64 -1
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = zext i8 %90 to i32
  %98 = shl nuw nsw i32 %97, 16
  %99 = zext i8 %93 to i32
  %100 = shl nuw i32 %99, 24
  %101 = or disjoint i32 %100, %98
  %102 = zext i8 %96 to i32
  %103 = or disjoint i32 %101, %102
  %104 = trunc nuw nsw i64 %1 to i32
  %105 = shl nuw nsw i32 %104, 8
  %106 = or disjoint i32 %103, %105
  %107 = tail call noundef i32 @llvm.bswap.i32(i32 %106)
  %108 = tail call i32 @llvm.fshl.i32(i32 %107, i32 %107, i32 13)
  %109 = add i64 %2, 2267503259
  %110 = sub i64 808198283, %2
  %111 = zext i32 %106 to i64
  %112 = zext nneg i32 %108 to i64
  %113 = lshr i64 %109, 33
  %114 = xor i64 %113, %111
  %115 = xor i64 %114, %109
  %116 = mul i64 %115, -4417276706812531889
  %117 = lshr i64 %116, 29
  %118 = xor i64 %117, %116
  %119 = mul i64 %118, 1609587929392839161
  %120 = lshr i64 %119, 32
  %121 = xor i64 %120, %119
  %122 = lshr i64 %110, 33
  %123 = xor i64 %122, %112
  %124 = xor i64 %123, %110
  %125 = mul i64 %124, -4417276706812531889
  %126 = lshr i64 %125, 29
  %127 = xor i64 %126, %125
  %128 = mul i64 %127, 1609587929392839161
  br label %146

129:                                              ; preds = %86
  %130 = xor i64 %2, 7507096552062056628
  %131 = lshr i64 %130, 33
  %132 = xor i64 %131, %130
  %133 = mul i64 %132, -4417276706812531889
  %134 = lshr i64 %133, 29
  %135 = xor i64 %134, %133
  %136 = mul i64 %135, 1609587929392839161
  %137 = lshr i64 %136, 32
  %138 = xor i64 %137, %136
  %139 = xor i64 %2, -7613947547284439735
  %140 = lshr i64 %139, 33
  %141 = xor i64 %140, %139
  %142 = mul i64 %141, -4417276706812531889
  %143 = lshr i64 %142, 29
  %144 = xor i64 %143, %142
  %145 = mul i64 %144, 1609587929392839161
  br label %146

146:                                              ; preds = %7, %49, %88, %129
  %147 = phi i64 [ %46, %7 ], [ %85, %49 ], [ %128, %88 ], [ %145, %129 ]
  %148 = phi i64 [ %43, %7 ], [ %82, %49 ], [ %121, %88 ], [ %138, %129 ]
  %149 = lshr i64 %147, 32
  %150 = xor i64 %149, %147
  %151 = insertvalue { i64, i64 } poison, i64 %148, 0
  %152 = insertvalue { i64, i64 } %151, i64 %150, 1
  br label %336

153:                                              ; preds = %3
  %154 = icmp ult i64 %1, 129
  br i1 %154, label %155, label %330

155:                                              ; preds = %153
  %156 = mul i64 %1, -7046029288634856825
  %157 = icmp ugt i64 %1, 32
  br i1 %157, label %158, label %273

158:                                              ; preds = %155
  %159 = icmp ugt i64 %1, 64
  br i1 %159, label %160, label %235

160:                                              ; preds = %158
  %161 = icmp ugt i64 %1, 96
  br i1 %161, label %162, label %197

162:                                              ; preds = %160
  %163 = getelementptr inbounds i8, ptr %0, i64 48
  %164 = getelementptr inbounds i8, ptr %0, i64 %1
  %165 = getelementptr inbounds i8, ptr %164, i64 -64
  %166 = load i64, ptr %163, align 1, !tbaa !5
  %167 = getelementptr inbounds i8, ptr %0, i64 56
  %168 = load i64, ptr %167, align 1, !tbaa !5
  %169 = add i64 %2, 4554437623014685352
  %170 = xor i64 %166, %169
  %171 = sub i64 2111919702937427193, %2
  %172 = xor i64 %168, %171
  %173 = zext i64 %170 to i128
  %174 = zext i64 %172 to i128
  %175 = mul nuw i128 %174, %173
  %176 = lshr i128 %175, 64
  %177 = xor i128 %176, %175
  %178 = trunc i128 %177 to i64
  %179 = add i64 %156, %178
  %180 = load i64, ptr %165, align 1, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %164, i64 -56
  %182 = load i64, ptr %181, align 1, !tbaa !5
  %183 = add i64 %182, %180
  %184 = xor i64 %179, %183
  %185 = add i64 %2, 3556072174620004746
  %186 = xor i64 %180, %185
  %187 = sub i64 7238261902898274248, %2
  %188 = xor i64 %182, %187
  %189 = zext i64 %186 to i128
  %190 = zext i64 %188 to i128
  %191 = mul nuw i128 %190, %189
  %192 = lshr i128 %191, 64
  %193 = xor i128 %192, %191
  %194 = trunc i128 %193 to i64
  %195 = add i64 %168, %166
  %196 = xor i64 %195, %194
  br label %197

197:                                              ; preds = %162, %160
  %198 = phi i64 [ %184, %162 ], [ %156, %160 ]
  %199 = phi i64 [ %196, %162 ], [ 0, %160 ]
  %200 = getelementptr inbounds i8, ptr %0, i64 32
  %201 = getelementptr inbounds i8, ptr %0, i64 %1
  %202 = getelementptr inbounds i8, ptr %201, i64 -48
  %203 = load i64, ptr %200, align 1, !tbaa !5
  %204 = getelementptr inbounds i8, ptr %0, i64 40
  %205 = load i64, ptr %204, align 1, !tbaa !5
  %206 = add i64 %2, -3818837453329782724
  %207 = xor i64 %203, %206
  %208 = sub i64 -6688317018830679928, %2
  %209 = xor i64 %205, %208
  %210 = zext i64 %207 to i128
  %211 = zext i64 %209 to i128
  %212 = mul nuw i128 %211, %210
  %213 = lshr i128 %212, 64
  %214 = xor i128 %213, %212
  %215 = trunc i128 %214 to i64
  %216 = add i64 %198, %215
  %217 = load i64, ptr %202, align 1, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %201, i64 -40
  %219 = load i64, ptr %218, align 1, !tbaa !5
  %220 = add i64 %219, %217
  %221 = xor i64 %216, %220
  %222 = add i64 %2, 5690594596133299313
  %223 = xor i64 %217, %222
  %224 = sub i64 -2833645246901970632, %2
  %225 = xor i64 %219, %224
  %226 = zext i64 %223 to i128
  %227 = zext i64 %225 to i128
  %228 = mul nuw i128 %227, %226
  %229 = lshr i128 %228, 64
  %230 = xor i128 %229, %228
  %231 = trunc i128 %230 to i64
  %232 = add i64 %199, %231
  %233 = add i64 %205, %203
  %234 = xor i64 %232, %233
  br label %235

235:                                              ; preds = %197, %158
  %236 = phi i64 [ %221, %197 ], [ %156, %158 ]
  %237 = phi i64 [ %234, %197 ], [ 0, %158 ]
  %238 = getelementptr inbounds i8, ptr %0, i64 16
  %239 = getelementptr inbounds i8, ptr %0, i64 %1
  %240 = getelementptr inbounds i8, ptr %239, i64 -32
  %241 = load i64, ptr %238, align 1, !tbaa !5
  %242 = getelementptr inbounds i8, ptr %0, i64 24
  %243 = load i64, ptr %242, align 1, !tbaa !5
  %244 = add i64 %2, 8711581037947681227
  %245 = xor i64 %241, %244
  %246 = sub i64 2410270004345854594, %2
  %247 = xor i64 %243, %246
  %248 = zext i64 %245 to i128
  %249 = zext i64 %247 to i128
  %250 = mul nuw i128 %249, %248
  %251 = lshr i128 %250, 64
  %252 = xor i128 %251, %250
  %253 = trunc i128 %252 to i64
  %254 = add i64 %236, %253
  %255 = load i64, ptr %240, align 1, !tbaa !5
  %256 = getelementptr inbounds i8, ptr %239, i64 -24
  %257 = load i64, ptr %256, align 1, !tbaa !5
  %258 = add i64 %257, %255
  %259 = xor i64 %254, %258
  %260 = add i64 %2, -8204357891075471176
  %261 = xor i64 %255, %260
  %262 = sub i64 5487137525590930912, %2
  %263 = xor i64 %257, %262
  %264 = zext i64 %261 to i128
  %265 = zext i64 %263 to i128
  %266 = mul nuw i128 %265, %264
  %267 = lshr i128 %266, 64
  %268 = xor i128 %267, %266
  %269 = trunc i128 %268 to i64
  %270 = add i64 %237, %269
  %271 = add i64 %243, %241
  %272 = xor i64 %270, %271
  br label %273

273:                                              ; preds = %155, %235
  %274 = phi i64 [ %259, %235 ], [ %156, %155 ]
  %275 = phi i64 [ %272, %235 ], [ 0, %155 ]
  %276 = getelementptr inbounds i8, ptr %0, i64 %1
  %277 = getelementptr inbounds i8, ptr %276, i64 -16
  %278 = load i64, ptr %0, align 1, !tbaa !5
  %279 = getelementptr inbounds i8, ptr %0, i64 8
  %280 = load i64, ptr %279, align 1, !tbaa !5
  %281 = add i64 %2, -4734510112055689544
  %282 = xor i64 %278, %281
  %283 = sub i64 2066345149520216444, %2
  %284 = xor i64 %280, %283
  %285 = zext i64 %282 to i128
  %286 = zext i64 %284 to i128
  %287 = mul nuw i128 %286, %285
  %288 = lshr i128 %287, 64
  %289 = xor i128 %288, %287
  %290 = trunc i128 %289 to i64
  %291 = add i64 %274, %290
  %292 = load i64, ptr %277, align 1, !tbaa !5
  %293 = getelementptr inbounds i8, ptr %276, i64 -8
  %294 = load i64, ptr %293, align 1, !tbaa !5
  %295 = add i64 %294, %292
  %296 = xor i64 %291, %295
  %297 = add i64 %2, -2623469361688619810
  %298 = xor i64 %292, %297
  %299 = sub i64 2262974939099578482, %2
  %300 = xor i64 %294, %299
  %301 = zext i64 %298 to i128
  %302 = zext i64 %300 to i128
  %303 = mul nuw i128 %302, %301
  %304 = lshr i128 %303, 64
  %305 = xor i128 %304, %303
  %306 = trunc i128 %305 to i64
  %307 = add i64 %275, %306
  %308 = add i64 %280, %278
  %309 = xor i64 %307, %308
  %310 = add i64 %309, %296
  %311 = mul i64 %296, -7046029288634856825
  %312 = mul i64 %309, -8796714831421723037
  %313 = sub i64 %1, %2
  %314 = mul i64 %313, -4417276706812531889
  %315 = add i64 %311, %314
  %316 = add i64 %315, %312
  %317 = lshr i64 %310, 37
  %318 = xor i64 %317, %310
  %319 = mul i64 %318, 1609587791953885689
  %320 = lshr i64 %319, 32
  %321 = xor i64 %320, %319
  %322 = lshr i64 %316, 37
  %323 = xor i64 %322, %316
  %324 = mul i64 %323, 1609587791953885689
  %325 = lshr i64 %324, 32
  %326 = xor i64 %325, %324
  %327 = sub i64 0, %326
  %328 = insertvalue { i64, i64 } poison, i64 %321, 0
  %329 = insertvalue { i64, i64 } %328, i64 %327, 1
  br label %336

330:                                              ; preds = %153
  %331 = icmp ult i64 %1, 241
  br i1 %331, label %332, label %334

332:                                              ; preds = %330
  %333 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef %2) #36
  br label %336

334:                                              ; preds = %330
  %335 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_withSeed(ptr noundef %0, i64 noundef %1, i64 noundef %2) #35
  br label %336

336:                                              ; preds = %146, %273, %332, %334
  %337 = phi { i64, i64 } [ %152, %146 ], [ %329, %273 ], [ %333, %332 ], [ %335, %334 ]
  ret { i64, i64 } %337
}

; Function Attrs: noinline nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc { i64, i64 } @XXH3_hashLong_128b_withSeed(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) unnamed_addr #16 {
  %4 = alloca [8 x i64], align 16
  %5 = alloca [8 x i64], align 16
  %6 = alloca [192 x i8], align 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !332)
  %7 = icmp eq i64 %2, 0
  br i1 %7, label %8, label %271

8:                                                ; preds = %3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !335)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !338)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #35, !noalias !340
  %9 = add i64 %1, -1
  %10 = icmp ult i64 %9, 1024
  br i1 %10, label %135, label %11

11:                                               ; preds = %8
  %12 = lshr i64 %9, 10
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  %15 = getelementptr inbounds i8, ptr %4, i64 48
  br label %16

16:                                               ; preds = %11, %91
  %17 = phi <2 x i64> [ %131, %91 ], [ <i64 2870177450012600261, i64 2654435761>, %11 ]
  %18 = phi <2 x i64> [ %121, %91 ], [ <i64 -8796714831421723037, i64 2246822519>, %11 ]
  %19 = phi <2 x i64> [ %111, %91 ], [ <i64 -4417276706812531889, i64 1609587929392839161>, %11 ]
  %20 = phi <2 x i64> [ %101, %91 ], [ <i64 3266489917, i64 -7046029288634856825>, %11 ]
  %21 = phi i64 [ %132, %91 ], [ 0, %11 ]
  %22 = shl i64 %21, 10
  %23 = getelementptr inbounds i8, ptr %0, i64 %22
  br label %24

24:                                               ; preds = %16, %24
  %25 = phi <2 x i64> [ %17, %16 ], [ %88, %24 ]
  %26 = phi <2 x i64> [ %18, %16 ], [ %74, %24 ]
  %27 = phi <2 x i64> [ %19, %16 ], [ %60, %24 ]
  %28 = phi <2 x i64> [ %20, %16 ], [ %46, %24 ]
  %29 = phi i64 [ 0, %16 ], [ %89, %24 ]
  %30 = shl nuw nsw i64 %29, 6
  %31 = getelementptr inbounds i8, ptr %23, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %32, i32 0, i32 3, i32 1), !noalias !338
  %33 = shl nuw nsw i64 %29, 3
  %34 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %33
  %35 = load <2 x i64>, ptr %31, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %36 = load <2 x i64>, ptr %34, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %37 = xor <2 x i64> %36, %35
  %38 = bitcast <2 x i64> %37 to <4 x i32>
  %39 = shufflevector <4 x i32> %38, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %40 = bitcast <4 x i32> %39 to <2 x i64>
  %41 = and <2 x i64> %37, <i64 4294967295, i64 4294967295>
  %42 = and <2 x i64> %40, <i64 4294967295, i64 4294967295>
  %43 = mul nuw <2 x i64> %42, %41
  %44 = shufflevector <2 x i64> %35, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %45 = add <2 x i64> %28, %44
  %46 = add <2 x i64> %45, %43
  %47 = getelementptr inbounds i8, ptr %31, i64 16
  %48 = load <2 x i64>, ptr %47, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %49 = getelementptr inbounds i8, ptr %34, i64 16
  %50 = load <2 x i64>, ptr %49, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %51 = xor <2 x i64> %50, %48
  %52 = bitcast <2 x i64> %51 to <4 x i32>
  %53 = shufflevector <4 x i32> %52, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %54 = bitcast <4 x i32> %53 to <2 x i64>
  %55 = and <2 x i64> %51, <i64 4294967295, i64 4294967295>
  %56 = and <2 x i64> %54, <i64 4294967295, i64 4294967295>
  %57 = mul nuw <2 x i64> %56, %55
  %58 = shufflevector <2 x i64> %48, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %59 = add <2 x i64> %27, %58
  %60 = add <2 x i64> %59, %57
  %61 = getelementptr inbounds i8, ptr %31, i64 32
  %62 = load <2 x i64>, ptr %61, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %63 = getelementptr inbounds i8, ptr %34, i64 32
  %64 = load <2 x i64>, ptr %63, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %65 = xor <2 x i64> %64, %62
  %66 = bitcast <2 x i64> %65 to <4 x i32>
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %68 = bitcast <4 x i32> %67 to <2 x i64>
  %69 = and <2 x i64> %65, <i64 4294967295, i64 4294967295>
  %70 = and <2 x i64> %68, <i64 4294967295, i64 4294967295>
  %71 = mul nuw <2 x i64> %70, %69
  %72 = shufflevector <2 x i64> %62, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %73 = add <2 x i64> %26, %72
  %74 = add <2 x i64> %73, %71
  %75 = getelementptr inbounds i8, ptr %31, i64 48
  %76 = load <2 x i64>, ptr %75, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %77 = getelementptr inbounds i8, ptr %34, i64 48
  %78 = load <2 x i64>, ptr %77, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %79 = xor <2 x i64> %78, %76
  %80 = bitcast <2 x i64> %79 to <4 x i32>
  %81 = shufflevector <4 x i32> %80, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %82 = bitcast <4 x i32> %81 to <2 x i64>
  %83 = and <2 x i64> %79, <i64 4294967295, i64 4294967295>
  %84 = and <2 x i64> %82, <i64 4294967295, i64 4294967295>
  %85 = mul nuw <2 x i64> %84, %83
  %86 = shufflevector <2 x i64> %76, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %87 = add <2 x i64> %25, %86
  %88 = add <2 x i64> %87, %85
  %89 = add nuw nsw i64 %29, 1
  %90 = icmp eq i64 %89, 16
  br i1 %90, label %91, label %24, !llvm.loop !78

91:                                               ; preds = %24
  %92 = lshr <2 x i64> %46, <i64 47, i64 47>
  %93 = xor <2 x i64> %92, %46
  %94 = xor <2 x i64> %93, <i64 -4329134394285701654, i64 -1485321483350670907>
  %95 = bitcast <2 x i64> %94 to <4 x i32>
  %96 = shufflevector <4 x i32> %95, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %97 = bitcast <4 x i32> %96 to <2 x i64>
  %98 = and <2 x i64> %94, <i64 4294967295, i64 4294967295>
  %99 = mul nuw <2 x i64> %98, <i64 2654435761, i64 2654435761>
  %100 = mul <2 x i64> %97, <i64 -7046029290881679360, i64 -7046029290881679360>
  %101 = add <2 x i64> %100, %99
  %102 = lshr <2 x i64> %60, <i64 47, i64 47>
  %103 = xor <2 x i64> %102, %60
  %104 = xor <2 x i64> %103, <i64 5321830579834785047, i64 -7032137544937171245>
  %105 = bitcast <2 x i64> %104 to <4 x i32>
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %107 = bitcast <4 x i32> %106 to <2 x i64>
  %108 = and <2 x i64> %104, <i64 4294967295, i64 4294967295>
  %109 = mul nuw <2 x i64> %108, <i64 2654435761, i64 2654435761>
  %110 = mul <2 x i64> %107, <i64 -7046029290881679360, i64 -7046029290881679360>
  %111 = add <2 x i64> %110, %109
  %112 = lshr <2 x i64> %74, <i64 47, i64 47>
  %113 = xor <2 x i64> %112, %74
  %114 = xor <2 x i64> %113, <i64 -242834301215959509, i64 -3588858202114426737>
  %115 = bitcast <2 x i64> %114 to <4 x i32>
  %116 = shufflevector <4 x i32> %115, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %117 = bitcast <4 x i32> %116 to <2 x i64>
  %118 = and <2 x i64> %114, <i64 4294967295, i64 4294967295>
  %119 = mul nuw <2 x i64> %118, <i64 2654435761, i64 2654435761>
  %120 = mul <2 x i64> %117, <i64 -7046029290881679360, i64 -7046029290881679360>
  %121 = add <2 x i64> %120, %119
  %122 = lshr <2 x i64> %88, <i64 47, i64 47>
  %123 = xor <2 x i64> %122, %88
  %124 = xor <2 x i64> %123, <i64 2883454493032893253, i64 9097354517224871855>
  %125 = bitcast <2 x i64> %124 to <4 x i32>
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %127 = bitcast <4 x i32> %126 to <2 x i64>
  %128 = and <2 x i64> %124, <i64 4294967295, i64 4294967295>
  %129 = mul nuw <2 x i64> %128, <i64 2654435761, i64 2654435761>
  %130 = mul <2 x i64> %127, <i64 -7046029290881679360, i64 -7046029290881679360>
  %131 = add <2 x i64> %130, %129
  %132 = add nuw nsw i64 %21, 1
  %133 = icmp eq i64 %132, %12
  br i1 %133, label %134, label %16, !llvm.loop !79

134:                                              ; preds = %91
  store <2 x i64> %101, ptr %4, align 16, !tbaa !5, !alias.scope !342, !noalias !347
  store <2 x i64> %111, ptr %13, align 16, !tbaa !5, !alias.scope !342, !noalias !347
  store <2 x i64> %121, ptr %14, align 16, !tbaa !5, !alias.scope !342, !noalias !347
  store <2 x i64> %131, ptr %15, align 16, !tbaa !5, !alias.scope !342, !noalias !347
  br label %135

135:                                              ; preds = %134, %8
  %136 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %8 ], [ %131, %134 ]
  %137 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %8 ], [ %121, %134 ]
  %138 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %8 ], [ %111, %134 ]
  %139 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %8 ], [ %101, %134 ]
  %140 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %140)
  %141 = and i64 %9, -1024
  %142 = lshr i64 %9, 6
  %143 = and i64 %142, 15
  %144 = getelementptr inbounds i8, ptr %0, i64 %141
  %145 = icmp eq i64 %143, 0
  br i1 %145, label %213, label %146

146:                                              ; preds = %135, %146
  %147 = phi <2 x i64> [ %210, %146 ], [ %136, %135 ]
  %148 = phi <2 x i64> [ %196, %146 ], [ %137, %135 ]
  %149 = phi <2 x i64> [ %182, %146 ], [ %138, %135 ]
  %150 = phi <2 x i64> [ %168, %146 ], [ %139, %135 ]
  %151 = phi i64 [ %211, %146 ], [ 0, %135 ]
  %152 = shl nuw nsw i64 %151, 6
  %153 = getelementptr inbounds i8, ptr %144, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %154, i32 0, i32 3, i32 1), !noalias !338
  %155 = shl nuw nsw i64 %151, 3
  %156 = getelementptr inbounds i8, ptr @XXH3_kSecret, i64 %155
  %157 = load <2 x i64>, ptr %153, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %158 = load <2 x i64>, ptr %156, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %159 = xor <2 x i64> %158, %157
  %160 = bitcast <2 x i64> %159 to <4 x i32>
  %161 = shufflevector <4 x i32> %160, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %162 = bitcast <4 x i32> %161 to <2 x i64>
  %163 = and <2 x i64> %159, <i64 4294967295, i64 4294967295>
  %164 = and <2 x i64> %162, <i64 4294967295, i64 4294967295>
  %165 = mul nuw <2 x i64> %164, %163
  %166 = shufflevector <2 x i64> %157, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %167 = add <2 x i64> %150, %166
  %168 = add <2 x i64> %167, %165
  %169 = getelementptr inbounds i8, ptr %153, i64 16
  %170 = load <2 x i64>, ptr %169, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %171 = getelementptr inbounds i8, ptr %156, i64 16
  %172 = load <2 x i64>, ptr %171, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %173 = xor <2 x i64> %172, %170
  %174 = bitcast <2 x i64> %173 to <4 x i32>
  %175 = shufflevector <4 x i32> %174, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %176 = bitcast <4 x i32> %175 to <2 x i64>
  %177 = and <2 x i64> %173, <i64 4294967295, i64 4294967295>
  %178 = and <2 x i64> %176, <i64 4294967295, i64 4294967295>
  %179 = mul nuw <2 x i64> %178, %177
  %180 = shufflevector <2 x i64> %170, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %181 = add <2 x i64> %149, %180
  %182 = add <2 x i64> %181, %179
  %183 = getelementptr inbounds i8, ptr %153, i64 32
  %184 = load <2 x i64>, ptr %183, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %185 = getelementptr inbounds i8, ptr %156, i64 32
  %186 = load <2 x i64>, ptr %185, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %187 = xor <2 x i64> %186, %184
  %188 = bitcast <2 x i64> %187 to <4 x i32>
  %189 = shufflevector <4 x i32> %188, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %190 = bitcast <4 x i32> %189 to <2 x i64>
  %191 = and <2 x i64> %187, <i64 4294967295, i64 4294967295>
  %192 = and <2 x i64> %190, <i64 4294967295, i64 4294967295>
  %193 = mul nuw <2 x i64> %192, %191
  %194 = shufflevector <2 x i64> %184, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %195 = add <2 x i64> %148, %194
  %196 = add <2 x i64> %195, %193
  %197 = getelementptr inbounds i8, ptr %153, i64 48
  %198 = load <2 x i64>, ptr %197, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %199 = getelementptr inbounds i8, ptr %156, i64 48
  %200 = load <2 x i64>, ptr %199, align 8, !tbaa !5, !alias.scope !338, !noalias !341
  %201 = xor <2 x i64> %200, %198
  %202 = bitcast <2 x i64> %201 to <4 x i32>
  %203 = shufflevector <4 x i32> %202, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %204 = bitcast <4 x i32> %203 to <2 x i64>
  %205 = and <2 x i64> %201, <i64 4294967295, i64 4294967295>
  %206 = and <2 x i64> %204, <i64 4294967295, i64 4294967295>
  %207 = mul nuw <2 x i64> %206, %205
  %208 = shufflevector <2 x i64> %198, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %209 = add <2 x i64> %147, %208
  %210 = add <2 x i64> %209, %207
  %211 = add nuw nsw i64 %151, 1
  %212 = icmp eq i64 %211, %143
  br i1 %212, label %213, label %146, !llvm.loop !78

213:                                              ; preds = %146, %135
  %214 = phi <2 x i64> [ %136, %135 ], [ %210, %146 ]
  %215 = phi <2 x i64> [ %137, %135 ], [ %196, %146 ]
  %216 = phi <2 x i64> [ %138, %135 ], [ %182, %146 ]
  %217 = phi <2 x i64> [ %139, %135 ], [ %168, %146 ]
  %218 = getelementptr inbounds i8, ptr %0, i64 %1
  %219 = getelementptr inbounds i8, ptr %218, i64 -64
  %220 = load <2 x i64>, ptr %219, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %221 = xor <2 x i64> %220, <i64 -1556992608276218209, i64 -4196251135427498811>
  %222 = bitcast <2 x i64> %221 to <4 x i32>
  %223 = shufflevector <4 x i32> %222, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %224 = bitcast <4 x i32> %223 to <2 x i64>
  %225 = and <2 x i64> %221, <i64 4294967295, i64 4294967295>
  %226 = and <2 x i64> %224, <i64 4294967295, i64 4294967295>
  %227 = mul nuw <2 x i64> %226, %225
  %228 = shufflevector <2 x i64> %220, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %229 = add <2 x i64> %217, %228
  %230 = add <2 x i64> %229, %227
  store <2 x i64> %230, ptr %4, align 16, !tbaa !5, !alias.scope !351, !noalias !354
  %231 = getelementptr inbounds i8, ptr %218, i64 -48
  %232 = load <2 x i64>, ptr %231, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %233 = xor <2 x i64> %232, <i64 1723580219865931905, i64 -3221803331004277491>
  %234 = bitcast <2 x i64> %233 to <4 x i32>
  %235 = shufflevector <4 x i32> %234, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %236 = bitcast <4 x i32> %235 to <2 x i64>
  %237 = and <2 x i64> %233, <i64 4294967295, i64 4294967295>
  %238 = and <2 x i64> %236, <i64 4294967295, i64 4294967295>
  %239 = mul nuw <2 x i64> %238, %237
  %240 = shufflevector <2 x i64> %232, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %241 = getelementptr inbounds i8, ptr %4, i64 16
  %242 = add <2 x i64> %216, %240
  %243 = add <2 x i64> %242, %239
  store <2 x i64> %243, ptr %241, align 16, !tbaa !5, !alias.scope !351, !noalias !354
  %244 = getelementptr inbounds i8, ptr %218, i64 -32
  %245 = load <2 x i64>, ptr %244, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %246 = xor <2 x i64> %245, <i64 3143064850383918358, i64 -8071399103737053674>
  %247 = bitcast <2 x i64> %246 to <4 x i32>
  %248 = shufflevector <4 x i32> %247, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %249 = bitcast <4 x i32> %248 to <2 x i64>
  %250 = and <2 x i64> %246, <i64 4294967295, i64 4294967295>
  %251 = and <2 x i64> %249, <i64 4294967295, i64 4294967295>
  %252 = mul nuw <2 x i64> %251, %250
  %253 = shufflevector <2 x i64> %245, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %254 = getelementptr inbounds i8, ptr %4, i64 32
  %255 = add <2 x i64> %215, %253
  %256 = add <2 x i64> %255, %252
  store <2 x i64> %256, ptr %254, align 16, !tbaa !5, !alias.scope !351, !noalias !354
  %257 = getelementptr inbounds i8, ptr %218, i64 -16
  %258 = load <2 x i64>, ptr %257, align 1, !tbaa !5, !alias.scope !341, !noalias !338
  %259 = xor <2 x i64> %258, <i64 5030012605302946040, i64 -5825401622958753077>
  %260 = bitcast <2 x i64> %259 to <4 x i32>
  %261 = shufflevector <4 x i32> %260, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %262 = bitcast <4 x i32> %261 to <2 x i64>
  %263 = and <2 x i64> %259, <i64 4294967295, i64 4294967295>
  %264 = and <2 x i64> %262, <i64 4294967295, i64 4294967295>
  %265 = mul nuw <2 x i64> %264, %263
  %266 = shufflevector <2 x i64> %258, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %267 = getelementptr inbounds i8, ptr %4, i64 48
  %268 = add <2 x i64> %214, %266
  %269 = add <2 x i64> %268, %265
  store <2 x i64> %269, ptr %267, align 16, !tbaa !5, !alias.scope !351, !noalias !354
  %270 = call fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noundef nonnull %4, ptr noundef nonnull @XXH3_kSecret, i64 noundef 192, i64 noundef %1) #36, !noalias !341
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #35, !noalias !340
  br label %580

271:                                              ; preds = %3
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #35, !noalias !332
  %272 = sub i64 0, %2
  %273 = insertelement <2 x i64> poison, i64 %2, i64 0
  %274 = insertelement <2 x i64> %273, i64 %272, i64 1
  %275 = call ptr asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull %6) #37, !srcloc !144
  %276 = ptrtoint ptr %275 to i64
  %277 = and i64 %276, 15
  %278 = icmp eq i64 %277, 0
  call void @llvm.assume(i1 %278)
  %279 = add <2 x i64> %274, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %279, ptr %275, align 16, !tbaa !5, !noalias !332
  %280 = add <2 x i64> %274, <i64 -2623469361688619810, i64 2262974939099578482>
  %281 = getelementptr inbounds i8, ptr %275, i64 16
  store <2 x i64> %280, ptr %281, align 16, !tbaa !5, !noalias !332
  %282 = add <2 x i64> %274, <i64 8711581037947681227, i64 2410270004345854594>
  %283 = getelementptr inbounds i8, ptr %275, i64 32
  store <2 x i64> %282, ptr %283, align 16, !tbaa !5, !noalias !332
  %284 = add <2 x i64> %274, <i64 -8204357891075471176, i64 5487137525590930912>
  %285 = getelementptr inbounds i8, ptr %275, i64 48
  store <2 x i64> %284, ptr %285, align 16, !tbaa !5, !noalias !332
  %286 = add <2 x i64> %274, <i64 -3818837453329782724, i64 -6688317018830679928>
  %287 = getelementptr inbounds i8, ptr %275, i64 64
  store <2 x i64> %286, ptr %287, align 16, !tbaa !5, !noalias !332
  %288 = add <2 x i64> %274, <i64 5690594596133299313, i64 -2833645246901970632>
  %289 = getelementptr inbounds i8, ptr %275, i64 80
  store <2 x i64> %288, ptr %289, align 16, !tbaa !5, !noalias !332
  %290 = add <2 x i64> %274, <i64 4554437623014685352, i64 2111919702937427193>
  %291 = getelementptr inbounds i8, ptr %275, i64 96
  store <2 x i64> %290, ptr %291, align 16, !tbaa !5, !noalias !332
  %292 = add <2 x i64> %274, <i64 3556072174620004746, i64 7238261902898274248>
  %293 = getelementptr inbounds i8, ptr %275, i64 112
  store <2 x i64> %292, ptr %293, align 16, !tbaa !5, !noalias !332
  %294 = add <2 x i64> %274, <i64 -4329134394285701654, i64 -1485321483350670907>
  %295 = getelementptr inbounds i8, ptr %275, i64 128
  store <2 x i64> %294, ptr %295, align 16, !tbaa !5, !noalias !332
  %296 = add <2 x i64> %274, <i64 5321830579834785047, i64 -7032137544937171245>
  %297 = getelementptr inbounds i8, ptr %275, i64 144
  store <2 x i64> %296, ptr %297, align 16, !tbaa !5, !noalias !332
  %298 = add <2 x i64> %274, <i64 -242834301215959509, i64 -3588858202114426737>
  %299 = getelementptr inbounds i8, ptr %275, i64 160
  store <2 x i64> %298, ptr %299, align 16, !tbaa !5, !noalias !332
  %300 = add <2 x i64> %274, <i64 2883454493032893253, i64 9097354517224871855>
  %301 = getelementptr inbounds i8, ptr %275, i64 176
  store <2 x i64> %300, ptr %301, align 16, !tbaa !5, !noalias !332
  call void @llvm.experimental.noalias.scope.decl(metadata !357)
  call void @llvm.experimental.noalias.scope.decl(metadata !360)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #35, !noalias !362
  %302 = add i64 %1, -1
  %303 = icmp ult i64 %302, 1024
  br i1 %303, label %436, label %304

304:                                              ; preds = %271
  %305 = lshr i64 %302, 10
  %306 = getelementptr inbounds i8, ptr %6, i64 128
  %307 = getelementptr inbounds i8, ptr %5, i64 16
  %308 = getelementptr inbounds i8, ptr %5, i64 32
  %309 = getelementptr inbounds i8, ptr %5, i64 48
  %310 = load <2 x i64>, ptr %306, align 16, !tbaa !5, !alias.scope !360, !noalias !363
  %311 = getelementptr inbounds i8, ptr %6, i64 144
  %312 = load <2 x i64>, ptr %311, align 16, !tbaa !5, !alias.scope !360, !noalias !363
  %313 = getelementptr inbounds i8, ptr %6, i64 160
  %314 = load <2 x i64>, ptr %313, align 16, !tbaa !5, !alias.scope !360, !noalias !363
  %315 = getelementptr inbounds i8, ptr %6, i64 176
  %316 = load <2 x i64>, ptr %315, align 16, !tbaa !5, !alias.scope !360, !noalias !363
  br label %317

317:                                              ; preds = %304, %392
  %318 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %304 ], [ %432, %392 ]
  %319 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %304 ], [ %422, %392 ]
  %320 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %304 ], [ %412, %392 ]
  %321 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %304 ], [ %402, %392 ]
  %322 = phi i64 [ 0, %304 ], [ %433, %392 ]
  %323 = shl i64 %322, 10
  %324 = getelementptr inbounds i8, ptr %0, i64 %323
  br label %325

325:                                              ; preds = %317, %325
  %326 = phi <2 x i64> [ %318, %317 ], [ %389, %325 ]
  %327 = phi <2 x i64> [ %319, %317 ], [ %375, %325 ]
  %328 = phi <2 x i64> [ %320, %317 ], [ %361, %325 ]
  %329 = phi <2 x i64> [ %321, %317 ], [ %347, %325 ]
  %330 = phi i64 [ 0, %317 ], [ %390, %325 ]
  %331 = shl nuw nsw i64 %330, 6
  %332 = getelementptr inbounds i8, ptr %324, i64 %331
  %333 = getelementptr inbounds i8, ptr %332, i64 320
  call void @llvm.prefetch.p0(ptr nonnull %333, i32 0, i32 3, i32 1), !noalias !360
  %334 = shl nuw nsw i64 %330, 3
  %335 = getelementptr inbounds i8, ptr %6, i64 %334
  %336 = load <2 x i64>, ptr %332, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %337 = load <2 x i64>, ptr %335, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %338 = xor <2 x i64> %337, %336
  %339 = bitcast <2 x i64> %338 to <4 x i32>
  %340 = shufflevector <4 x i32> %339, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %341 = bitcast <4 x i32> %340 to <2 x i64>
  %342 = and <2 x i64> %338, <i64 4294967295, i64 4294967295>
  %343 = and <2 x i64> %341, <i64 4294967295, i64 4294967295>
  %344 = mul nuw <2 x i64> %343, %342
  %345 = shufflevector <2 x i64> %336, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %346 = add <2 x i64> %329, %345
  %347 = add <2 x i64> %346, %344
  %348 = getelementptr inbounds i8, ptr %332, i64 16
  %349 = load <2 x i64>, ptr %348, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %350 = getelementptr inbounds i8, ptr %335, i64 16
  %351 = load <2 x i64>, ptr %350, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %352 = xor <2 x i64> %351, %349
  %353 = bitcast <2 x i64> %352 to <4 x i32>
  %354 = shufflevector <4 x i32> %353, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %355 = bitcast <4 x i32> %354 to <2 x i64>
  %356 = and <2 x i64> %352, <i64 4294967295, i64 4294967295>
  %357 = and <2 x i64> %355, <i64 4294967295, i64 4294967295>
  %358 = mul nuw <2 x i64> %357, %356
  %359 = shufflevector <2 x i64> %349, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %360 = add <2 x i64> %328, %359
  %361 = add <2 x i64> %360, %358
  %362 = getelementptr inbounds i8, ptr %332, i64 32
  %363 = load <2 x i64>, ptr %362, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %364 = getelementptr inbounds i8, ptr %335, i64 32
  %365 = load <2 x i64>, ptr %364, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %366 = xor <2 x i64> %365, %363
  %367 = bitcast <2 x i64> %366 to <4 x i32>
  %368 = shufflevector <4 x i32> %367, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %369 = bitcast <4 x i32> %368 to <2 x i64>
  %370 = and <2 x i64> %366, <i64 4294967295, i64 4294967295>
  %371 = and <2 x i64> %369, <i64 4294967295, i64 4294967295>
  %372 = mul nuw <2 x i64> %371, %370
  %373 = shufflevector <2 x i64> %363, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %374 = add <2 x i64> %327, %373
  %375 = add <2 x i64> %374, %372
  %376 = getelementptr inbounds i8, ptr %332, i64 48
  %377 = load <2 x i64>, ptr %376, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %378 = getelementptr inbounds i8, ptr %335, i64 48
  %379 = load <2 x i64>, ptr %378, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %380 = xor <2 x i64> %379, %377
  %381 = bitcast <2 x i64> %380 to <4 x i32>
  %382 = shufflevector <4 x i32> %381, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %383 = bitcast <4 x i32> %382 to <2 x i64>
  %384 = and <2 x i64> %380, <i64 4294967295, i64 4294967295>
  %385 = and <2 x i64> %383, <i64 4294967295, i64 4294967295>
  %386 = mul nuw <2 x i64> %385, %384
  %387 = shufflevector <2 x i64> %377, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %388 = add <2 x i64> %326, %387
  %389 = add <2 x i64> %388, %386
  %390 = add nuw nsw i64 %330, 1
  %391 = icmp eq i64 %390, 16
  br i1 %391, label %392, label %325, !llvm.loop !78

392:                                              ; preds = %325
  %393 = lshr <2 x i64> %347, <i64 47, i64 47>
  %394 = xor <2 x i64> %310, %393
  %395 = xor <2 x i64> %394, %347
  %396 = bitcast <2 x i64> %395 to <4 x i32>
  %397 = shufflevector <4 x i32> %396, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %398 = bitcast <4 x i32> %397 to <2 x i64>
  %399 = and <2 x i64> %395, <i64 4294967295, i64 4294967295>
  %400 = mul nuw <2 x i64> %399, <i64 2654435761, i64 2654435761>
  %401 = mul <2 x i64> %398, <i64 -7046029290881679360, i64 -7046029290881679360>
  %402 = add <2 x i64> %401, %400
  %403 = lshr <2 x i64> %361, <i64 47, i64 47>
  %404 = xor <2 x i64> %312, %403
  %405 = xor <2 x i64> %404, %361
  %406 = bitcast <2 x i64> %405 to <4 x i32>
  %407 = shufflevector <4 x i32> %406, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %408 = bitcast <4 x i32> %407 to <2 x i64>
  %409 = and <2 x i64> %405, <i64 4294967295, i64 4294967295>
  %410 = mul nuw <2 x i64> %409, <i64 2654435761, i64 2654435761>
  %411 = mul <2 x i64> %408, <i64 -7046029290881679360, i64 -7046029290881679360>
  %412 = add <2 x i64> %411, %410
  %413 = lshr <2 x i64> %375, <i64 47, i64 47>
  %414 = xor <2 x i64> %314, %413
  %415 = xor <2 x i64> %414, %375
  %416 = bitcast <2 x i64> %415 to <4 x i32>
  %417 = shufflevector <4 x i32> %416, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %418 = bitcast <4 x i32> %417 to <2 x i64>
  %419 = and <2 x i64> %415, <i64 4294967295, i64 4294967295>
  %420 = mul nuw <2 x i64> %419, <i64 2654435761, i64 2654435761>
  %421 = mul <2 x i64> %418, <i64 -7046029290881679360, i64 -7046029290881679360>
  %422 = add <2 x i64> %421, %420
  %423 = lshr <2 x i64> %389, <i64 47, i64 47>
  %424 = xor <2 x i64> %316, %423
  %425 = xor <2 x i64> %424, %389
  %426 = bitcast <2 x i64> %425 to <4 x i32>
  %427 = shufflevector <4 x i32> %426, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %428 = bitcast <4 x i32> %427 to <2 x i64>
  %429 = and <2 x i64> %425, <i64 4294967295, i64 4294967295>
  %430 = mul nuw <2 x i64> %429, <i64 2654435761, i64 2654435761>
  %431 = mul <2 x i64> %428, <i64 -7046029290881679360, i64 -7046029290881679360>
  %432 = add <2 x i64> %431, %430
  %433 = add nuw nsw i64 %322, 1
  %434 = icmp eq i64 %433, %305
  br i1 %434, label %435, label %317, !llvm.loop !79

435:                                              ; preds = %392
  store <2 x i64> %402, ptr %5, align 16, !tbaa !5, !alias.scope !364, !noalias !369
  store <2 x i64> %412, ptr %307, align 16, !tbaa !5, !alias.scope !364, !noalias !369
  store <2 x i64> %422, ptr %308, align 16, !tbaa !5, !alias.scope !364, !noalias !369
  store <2 x i64> %432, ptr %309, align 16, !tbaa !5, !alias.scope !364, !noalias !369
  br label %436

436:                                              ; preds = %435, %271
  %437 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %271 ], [ %432, %435 ]
  %438 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %271 ], [ %422, %435 ]
  %439 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %271 ], [ %412, %435 ]
  %440 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %271 ], [ %402, %435 ]
  %441 = icmp ugt i64 %1, 64
  call void @llvm.assume(i1 %441)
  %442 = and i64 %302, -1024
  %443 = lshr i64 %302, 6
  %444 = and i64 %443, 15
  %445 = getelementptr inbounds i8, ptr %0, i64 %442
  %446 = icmp eq i64 %444, 0
  br i1 %446, label %514, label %447

447:                                              ; preds = %436, %447
  %448 = phi <2 x i64> [ %511, %447 ], [ %437, %436 ]
  %449 = phi <2 x i64> [ %497, %447 ], [ %438, %436 ]
  %450 = phi <2 x i64> [ %483, %447 ], [ %439, %436 ]
  %451 = phi <2 x i64> [ %469, %447 ], [ %440, %436 ]
  %452 = phi i64 [ %512, %447 ], [ 0, %436 ]
  %453 = shl nuw nsw i64 %452, 6
  %454 = getelementptr inbounds i8, ptr %445, i64 %453
  %455 = getelementptr inbounds i8, ptr %454, i64 320
  call void @llvm.prefetch.p0(ptr nonnull %455, i32 0, i32 3, i32 1), !noalias !360
  %456 = shl nuw nsw i64 %452, 3
  %457 = getelementptr inbounds i8, ptr %6, i64 %456
  %458 = load <2 x i64>, ptr %454, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %459 = load <2 x i64>, ptr %457, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %460 = xor <2 x i64> %459, %458
  %461 = bitcast <2 x i64> %460 to <4 x i32>
  %462 = shufflevector <4 x i32> %461, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %463 = bitcast <4 x i32> %462 to <2 x i64>
  %464 = and <2 x i64> %460, <i64 4294967295, i64 4294967295>
  %465 = and <2 x i64> %463, <i64 4294967295, i64 4294967295>
  %466 = mul nuw <2 x i64> %465, %464
  %467 = shufflevector <2 x i64> %458, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %468 = add <2 x i64> %451, %467
  %469 = add <2 x i64> %468, %466
  %470 = getelementptr inbounds i8, ptr %454, i64 16
  %471 = load <2 x i64>, ptr %470, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %472 = getelementptr inbounds i8, ptr %457, i64 16
  %473 = load <2 x i64>, ptr %472, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %474 = xor <2 x i64> %473, %471
  %475 = bitcast <2 x i64> %474 to <4 x i32>
  %476 = shufflevector <4 x i32> %475, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %477 = bitcast <4 x i32> %476 to <2 x i64>
  %478 = and <2 x i64> %474, <i64 4294967295, i64 4294967295>
  %479 = and <2 x i64> %477, <i64 4294967295, i64 4294967295>
  %480 = mul nuw <2 x i64> %479, %478
  %481 = shufflevector <2 x i64> %471, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %482 = add <2 x i64> %450, %481
  %483 = add <2 x i64> %482, %480
  %484 = getelementptr inbounds i8, ptr %454, i64 32
  %485 = load <2 x i64>, ptr %484, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %486 = getelementptr inbounds i8, ptr %457, i64 32
  %487 = load <2 x i64>, ptr %486, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %488 = xor <2 x i64> %487, %485
  %489 = bitcast <2 x i64> %488 to <4 x i32>
  %490 = shufflevector <4 x i32> %489, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %491 = bitcast <4 x i32> %490 to <2 x i64>
  %492 = and <2 x i64> %488, <i64 4294967295, i64 4294967295>
  %493 = and <2 x i64> %491, <i64 4294967295, i64 4294967295>
  %494 = mul nuw <2 x i64> %493, %492
  %495 = shufflevector <2 x i64> %485, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %496 = add <2 x i64> %449, %495
  %497 = add <2 x i64> %496, %494
  %498 = getelementptr inbounds i8, ptr %454, i64 48
  %499 = load <2 x i64>, ptr %498, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %500 = getelementptr inbounds i8, ptr %457, i64 48
  %501 = load <2 x i64>, ptr %500, align 8, !tbaa !5, !alias.scope !360, !noalias !363
  %502 = xor <2 x i64> %501, %499
  %503 = bitcast <2 x i64> %502 to <4 x i32>
  %504 = shufflevector <4 x i32> %503, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %505 = bitcast <4 x i32> %504 to <2 x i64>
  %506 = and <2 x i64> %502, <i64 4294967295, i64 4294967295>
  %507 = and <2 x i64> %505, <i64 4294967295, i64 4294967295>
  %508 = mul nuw <2 x i64> %507, %506
  %509 = shufflevector <2 x i64> %499, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %510 = add <2 x i64> %448, %509
  %511 = add <2 x i64> %510, %508
  %512 = add nuw nsw i64 %452, 1
  %513 = icmp eq i64 %512, %444
  br i1 %513, label %514, label %447, !llvm.loop !78

514:                                              ; preds = %447, %436
  %515 = phi <2 x i64> [ %437, %436 ], [ %511, %447 ]
  %516 = phi <2 x i64> [ %438, %436 ], [ %497, %447 ]
  %517 = phi <2 x i64> [ %439, %436 ], [ %483, %447 ]
  %518 = phi <2 x i64> [ %440, %436 ], [ %469, %447 ]
  %519 = getelementptr inbounds i8, ptr %0, i64 %1
  %520 = getelementptr inbounds i8, ptr %519, i64 -64
  %521 = getelementptr inbounds i8, ptr %6, i64 121
  %522 = load <2 x i64>, ptr %520, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %523 = load <2 x i64>, ptr %521, align 1, !tbaa !5, !alias.scope !360, !noalias !363
  %524 = xor <2 x i64> %523, %522
  %525 = bitcast <2 x i64> %524 to <4 x i32>
  %526 = shufflevector <4 x i32> %525, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %527 = bitcast <4 x i32> %526 to <2 x i64>
  %528 = and <2 x i64> %524, <i64 4294967295, i64 4294967295>
  %529 = and <2 x i64> %527, <i64 4294967295, i64 4294967295>
  %530 = mul nuw <2 x i64> %529, %528
  %531 = shufflevector <2 x i64> %522, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %532 = add <2 x i64> %518, %531
  %533 = add <2 x i64> %532, %530
  store <2 x i64> %533, ptr %5, align 16, !tbaa !5, !alias.scope !373, !noalias !376
  %534 = getelementptr inbounds i8, ptr %519, i64 -48
  %535 = load <2 x i64>, ptr %534, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %536 = getelementptr inbounds i8, ptr %6, i64 137
  %537 = load <2 x i64>, ptr %536, align 1, !tbaa !5, !alias.scope !360, !noalias !363
  %538 = xor <2 x i64> %537, %535
  %539 = bitcast <2 x i64> %538 to <4 x i32>
  %540 = shufflevector <4 x i32> %539, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %541 = bitcast <4 x i32> %540 to <2 x i64>
  %542 = and <2 x i64> %538, <i64 4294967295, i64 4294967295>
  %543 = and <2 x i64> %541, <i64 4294967295, i64 4294967295>
  %544 = mul nuw <2 x i64> %543, %542
  %545 = shufflevector <2 x i64> %535, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %546 = getelementptr inbounds i8, ptr %5, i64 16
  %547 = add <2 x i64> %517, %545
  %548 = add <2 x i64> %547, %544
  store <2 x i64> %548, ptr %546, align 16, !tbaa !5, !alias.scope !373, !noalias !376
  %549 = getelementptr inbounds i8, ptr %519, i64 -32
  %550 = load <2 x i64>, ptr %549, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %551 = getelementptr inbounds i8, ptr %6, i64 153
  %552 = load <2 x i64>, ptr %551, align 1, !tbaa !5, !alias.scope !360, !noalias !363
  %553 = xor <2 x i64> %552, %550
  %554 = bitcast <2 x i64> %553 to <4 x i32>
  %555 = shufflevector <4 x i32> %554, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %556 = bitcast <4 x i32> %555 to <2 x i64>
  %557 = and <2 x i64> %553, <i64 4294967295, i64 4294967295>
  %558 = and <2 x i64> %556, <i64 4294967295, i64 4294967295>
  %559 = mul nuw <2 x i64> %558, %557
  %560 = shufflevector <2 x i64> %550, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %561 = getelementptr inbounds i8, ptr %5, i64 32
  %562 = add <2 x i64> %516, %560
  %563 = add <2 x i64> %562, %559
  store <2 x i64> %563, ptr %561, align 16, !tbaa !5, !alias.scope !373, !noalias !376
  %564 = getelementptr inbounds i8, ptr %519, i64 -16
  %565 = load <2 x i64>, ptr %564, align 1, !tbaa !5, !alias.scope !363, !noalias !360
  %566 = getelementptr inbounds i8, ptr %6, i64 169
  %567 = load <2 x i64>, ptr %566, align 1, !tbaa !5, !alias.scope !360, !noalias !363
  %568 = xor <2 x i64> %567, %565
  %569 = bitcast <2 x i64> %568 to <4 x i32>
  %570 = shufflevector <4 x i32> %569, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %571 = bitcast <4 x i32> %570 to <2 x i64>
  %572 = and <2 x i64> %568, <i64 4294967295, i64 4294967295>
  %573 = and <2 x i64> %571, <i64 4294967295, i64 4294967295>
  %574 = mul nuw <2 x i64> %573, %572
  %575 = shufflevector <2 x i64> %565, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %576 = getelementptr inbounds i8, ptr %5, i64 48
  %577 = add <2 x i64> %515, %575
  %578 = add <2 x i64> %577, %574
  store <2 x i64> %578, ptr %576, align 16, !tbaa !5, !alias.scope !373, !noalias !376
  %579 = call fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noundef nonnull %5, ptr noundef nonnull %6, i64 noundef 192, i64 noundef %1) #36, !noalias !363
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #35, !noalias !362
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #35, !noalias !332
  br label %580

580:                                              ; preds = %213, %514
  %581 = phi { i64, i64 } [ %270, %213 ], [ %579, %514 ]
  ret { i64, i64 } %581
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local { i64, i64 } @XXH3_128bits_withSecretandSeed(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #22 {
  %6 = icmp ult i64 %1, 241
  br i1 %6, label %7, label %336

7:                                                ; preds = %5
  %8 = icmp ult i64 %1, 17
  br i1 %8, label %9, label %157

9:                                                ; preds = %7
  %10 = icmp ugt i64 %1, 8
  br i1 %10, label %11, label %51

11:                                               ; preds = %9
  %12 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %12)
  %13 = sub i64 6455697860950631241, %4
  %14 = add i64 %4, -4466874330221494952
  %15 = load i64, ptr %0, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 %1
  %17 = getelementptr inbounds i8, ptr %16, i64 -8
  %18 = load i64, ptr %17, align 1, !tbaa !5
  %19 = xor i64 %15, %13
  %20 = xor i64 %19, %18
  %21 = zext i64 %20 to i128
  %22 = mul nuw i128 %21, 11400714785074694791
  %23 = trunc i128 %22 to i64
  %24 = lshr i128 %22, 64
  %25 = trunc nuw i128 %24 to i64
  %26 = shl nuw nsw i64 %1, 54
  %27 = add nsw i64 %26, -18014398509481984
  %28 = add i64 %27, %23
  %29 = xor i64 %18, %14
  %30 = and i64 %29, 4294967295
  %31 = mul nuw i64 %30, 2246822518
  %32 = add i64 %31, %29
  %33 = add i64 %32, %25
  %34 = tail call noundef i64 @llvm.bswap.i64(i64 %33)
  %35 = xor i64 %34, %28
  %36 = zext i64 %35 to i128
  %37 = mul nuw i128 %36, 14029467366897019727
  %38 = trunc i128 %37 to i64
  %39 = lshr i128 %37, 64
  %40 = trunc nuw i128 %39 to i64
  %41 = mul i64 %33, -4417276706812531889
  %42 = add i64 %41, %40
  %43 = lshr i64 %38, 37
  %44 = xor i64 %43, %38
  %45 = mul i64 %44, 1609587791953885689
  %46 = lshr i64 %45, 32
  %47 = xor i64 %46, %45
  %48 = lshr i64 %42, 37
  %49 = xor i64 %48, %42
  %50 = mul i64 %49, 1609587791953885689
  br label %150

51:                                               ; preds = %9
  %52 = icmp ugt i64 %1, 3
  br i1 %52, label %53, label %90

53:                                               ; preds = %51
  %54 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %54)
  %55 = trunc i64 %4 to i32
  %56 = tail call noundef i32 @llvm.bswap.i32(i32 %55)
  %57 = zext i32 %56 to i64
  %58 = shl nuw i64 %57, 32
  %59 = xor i64 %58, %4
  %60 = load i32, ptr %0, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %0, i64 %1
  %62 = getelementptr inbounds i8, ptr %61, i64 -4
  %63 = load i32, ptr %62, align 1, !tbaa !5
  %64 = zext i32 %60 to i64
  %65 = zext i32 %63 to i64
  %66 = shl nuw i64 %65, 32
  %67 = or disjoint i64 %66, %64
  %68 = add i64 %59, -4255862940314790740
  %69 = xor i64 %67, %68
  %70 = shl nuw nsw i64 %1, 2
  %71 = add nuw nsw i64 %70, -7046029288634856825
  %72 = zext i64 %69 to i128
  %73 = zext i64 %71 to i128
  %74 = mul nuw i128 %72, %73
  %75 = trunc i128 %74 to i64
  %76 = lshr i128 %74, 64
  %77 = trunc nuw i128 %76 to i64
  %78 = shl i64 %75, 1
  %79 = add i64 %78, %77
  %80 = lshr i64 %79, 3
  %81 = xor i64 %80, %75
  %82 = lshr i64 %81, 35
  %83 = xor i64 %82, %81
  %84 = mul i64 %83, -6939452855193903323
  %85 = lshr i64 %84, 28
  %86 = xor i64 %85, %84
  %87 = lshr i64 %79, 37
  %88 = xor i64 %87, %79
  %89 = mul i64 %88, 1609587791953885689
  br label %150

90:                                               ; preds = %51
  %91 = icmp eq i64 %1, 0
  br i1 %91, label %133, label %92

92:                                               ; preds = %90
  %93 = icmp ne ptr %0, null
  tail call void @llvm.assume(i1 %93)
  %94 = load i8, ptr %0, align 1, !tbaa !5
  %95 = lshr i64 %1, 1
  %96 = getelementptr inbounds i8, ptr %0, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !5
  %98 = getelementptr i8, ptr %0, i64 %1
  %99 = getelementptr i8, ptr %98, i64 -1
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = zext i8 %94 to i32
  %102 = shl nuw nsw i32 %101, 16
  %103 = zext i8 %97 to i32
  %104 = shl nuw i32 %103, 24
  %105 = or disjoint i32 %104, %102
  %106 = zext i8 %100 to i32
  %107 = or disjoint i32 %105, %106
  %108 = trunc nuw nsw i64 %1 to i32
  %109 = shl nuw nsw i32 %108, 8
  %110 = or disjoint i32 %107, %109
  %111 = tail call noundef i32 @llvm.bswap.i32(i32 %110)
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 13)
  %113 = add i64 %4, 2267503259
  %114 = sub i64 808198283, %4
  %115 = zext i32 %110 to i64
  %116 = zext nneg i32 %112 to i64
  %117 = lshr i64 %113, 33
  %118 = xor i64 %117, %115
  %119 = xor i64 %118, %113
  %120 = mul i64 %119, -4417276706812531889
  %121 = lshr i64 %120, 29
  %122 = xor i64 %121, %120
  %123 = mul i64 %122, 1609587929392839161
  %124 = lshr i64 %123, 32
  %125 = xor i64 %124, %123
  %126 = lshr i64 %114, 33
  %127 = xor i64 %126, %116
  %128 = xor i64 %127, %114
  %129 = mul i64 %128, -4417276706812531889
  %130 = lshr i64 %129, 29
  %131 = xor i64 %130, %129
  %132 = mul i64 %131, 1609587929392839161
  br label %150

133:                                              ; preds = %90
  %134 = xor i64 %4, 7507096552062056628
  %135 = lshr i64 %134, 33
  %136 = xor i64 %135, %134
  %137 = mul i64 %136, -4417276706812531889
  %138 = lshr i64 %137, 29
  %139 = xor i64 %138, %137
  %140 = mul i64 %139, 1609587929392839161
  %141 = lshr i64 %140, 32
  %142 = xor i64 %141, %140
  %143 = xor i64 %4, -7613947547284439735
  %144 = lshr i64 %143, 33
  %145 = xor i64 %144, %143
  %146 = mul i64 %145, -4417276706812531889
  %147 = lshr i64 %146, 29
  %148 = xor i64 %147, %146
  %149 = mul i64 %148, 1609587929392839161
  br label %150

150:                                              ; preds = %11, %53, %92, %133
  %151 = phi i64 [ %50, %11 ], [ %89, %53 ], [ %132, %92 ], [ %149, %133 ]
  %152 = phi i64 [ %47, %11 ], [ %86, %53 ], [ %125, %92 ], [ %142, %133 ]
  %153 = lshr i64 %151, 32
  %154 = xor i64 %153, %151
  %155 = insertvalue { i64, i64 } poison, i64 %152, 0
  %156 = insertvalue { i64, i64 } %155, i64 %154, 1
  br label %338

157:                                              ; preds = %7
  %158 = icmp ult i64 %1, 129
  br i1 %158, label %159, label %334

159:                                              ; preds = %157
  %160 = mul i64 %1, -7046029288634856825
  %161 = icmp ugt i64 %1, 32
  br i1 %161, label %162, label %277

162:                                              ; preds = %159
  %163 = icmp ugt i64 %1, 64
  br i1 %163, label %164, label %239

164:                                              ; preds = %162
  %165 = icmp ugt i64 %1, 96
  br i1 %165, label %166, label %201

166:                                              ; preds = %164
  %167 = getelementptr inbounds i8, ptr %0, i64 48
  %168 = getelementptr inbounds i8, ptr %0, i64 %1
  %169 = getelementptr inbounds i8, ptr %168, i64 -64
  %170 = load i64, ptr %167, align 1, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %0, i64 56
  %172 = load i64, ptr %171, align 1, !tbaa !5
  %173 = add i64 %4, 4554437623014685352
  %174 = xor i64 %170, %173
  %175 = sub i64 2111919702937427193, %4
  %176 = xor i64 %172, %175
  %177 = zext i64 %174 to i128
  %178 = zext i64 %176 to i128
  %179 = mul nuw i128 %178, %177
  %180 = lshr i128 %179, 64
  %181 = xor i128 %180, %179
  %182 = trunc i128 %181 to i64
  %183 = add i64 %160, %182
  %184 = load i64, ptr %169, align 1, !tbaa !5
  %185 = getelementptr inbounds i8, ptr %168, i64 -56
  %186 = load i64, ptr %185, align 1, !tbaa !5
  %187 = add i64 %186, %184
  %188 = xor i64 %183, %187
  %189 = add i64 %4, 3556072174620004746
  %190 = xor i64 %184, %189
  %191 = sub i64 7238261902898274248, %4
  %192 = xor i64 %186, %191
  %193 = zext i64 %190 to i128
  %194 = zext i64 %192 to i128
  %195 = mul nuw i128 %194, %193
  %196 = lshr i128 %195, 64
  %197 = xor i128 %196, %195
  %198 = trunc i128 %197 to i64
  %199 = add i64 %172, %170
  %200 = xor i64 %199, %198
  br label %201

201:                                              ; preds = %166, %164
  %202 = phi i64 [ %188, %166 ], [ %160, %164 ]
  %203 = phi i64 [ %200, %166 ], [ 0, %164 ]
  %204 = getelementptr inbounds i8, ptr %0, i64 32
  %205 = getelementptr inbounds i8, ptr %0, i64 %1
  %206 = getelementptr inbounds i8, ptr %205, i64 -48
  %207 = load i64, ptr %204, align 1, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %0, i64 40
  %209 = load i64, ptr %208, align 1, !tbaa !5
  %210 = add i64 %4, -3818837453329782724
  %211 = xor i64 %207, %210
  %212 = sub i64 -6688317018830679928, %4
  %213 = xor i64 %209, %212
  %214 = zext i64 %211 to i128
  %215 = zext i64 %213 to i128
  %216 = mul nuw i128 %215, %214
  %217 = lshr i128 %216, 64
  %218 = xor i128 %217, %216
  %219 = trunc i128 %218 to i64
  %220 = add i64 %202, %219
  %221 = load i64, ptr %206, align 1, !tbaa !5
  %222 = getelementptr inbounds i8, ptr %205, i64 -40
  %223 = load i64, ptr %222, align 1, !tbaa !5
  %224 = add i64 %223, %221
  %225 = xor i64 %220, %224
  %226 = add i64 %4, 5690594596133299313
  %227 = xor i64 %221, %226
  %228 = sub i64 -2833645246901970632, %4
  %229 = xor i64 %223, %228
  %230 = zext i64 %227 to i128
  %231 = zext i64 %229 to i128
  %232 = mul nuw i128 %231, %230
  %233 = lshr i128 %232, 64
  %234 = xor i128 %233, %232
  %235 = trunc i128 %234 to i64
  %236 = add i64 %203, %235
  %237 = add i64 %209, %207
  %238 = xor i64 %236, %237
  br label %239

239:                                              ; preds = %201, %162
  %240 = phi i64 [ %225, %201 ], [ %160, %162 ]
  %241 = phi i64 [ %238, %201 ], [ 0, %162 ]
  %242 = getelementptr inbounds i8, ptr %0, i64 16
  %243 = getelementptr inbounds i8, ptr %0, i64 %1
  %244 = getelementptr inbounds i8, ptr %243, i64 -32
  %245 = load i64, ptr %242, align 1, !tbaa !5
  %246 = getelementptr inbounds i8, ptr %0, i64 24
  %247 = load i64, ptr %246, align 1, !tbaa !5
  %248 = add i64 %4, 8711581037947681227
  %249 = xor i64 %245, %248
  %250 = sub i64 2410270004345854594, %4
  %251 = xor i64 %247, %250
  %252 = zext i64 %249 to i128
  %253 = zext i64 %251 to i128
  %254 = mul nuw i128 %253, %252
  %255 = lshr i128 %254, 64
  %256 = xor i128 %255, %254
  %257 = trunc i128 %256 to i64
  %258 = add i64 %240, %257
  %259 = load i64, ptr %244, align 1, !tbaa !5
  %260 = getelementptr inbounds i8, ptr %243, i64 -24
  %261 = load i64, ptr %260, align 1, !tbaa !5
  %262 = add i64 %261, %259
  %263 = xor i64 %258, %262
  %264 = add i64 %4, -8204357891075471176
  %265 = xor i64 %259, %264
  %266 = sub i64 5487137525590930912, %4
  %267 = xor i64 %261, %266
  %268 = zext i64 %265 to i128
  %269 = zext i64 %267 to i128
  %270 = mul nuw i128 %269, %268
  %271 = lshr i128 %270, 64
  %272 = xor i128 %271, %270
  %273 = trunc i128 %272 to i64
  %274 = add i64 %241, %273
  %275 = add i64 %247, %245
  %276 = xor i64 %274, %275
  br label %277

277:                                              ; preds = %159, %239
  %278 = phi i64 [ %263, %239 ], [ %160, %159 ]
  %279 = phi i64 [ %276, %239 ], [ 0, %159 ]
  %280 = getelementptr inbounds i8, ptr %0, i64 %1
  %281 = getelementptr inbounds i8, ptr %280, i64 -16
  %282 = load i64, ptr %0, align 1, !tbaa !5
  %283 = getelementptr inbounds i8, ptr %0, i64 8
  %284 = load i64, ptr %283, align 1, !tbaa !5
  %285 = add i64 %4, -4734510112055689544
  %286 = xor i64 %282, %285
  %287 = sub i64 2066345149520216444, %4
  %288 = xor i64 %284, %287
  %289 = zext i64 %286 to i128
  %290 = zext i64 %288 to i128
  %291 = mul nuw i128 %290, %289
  %292 = lshr i128 %291, 64
  %293 = xor i128 %292, %291
  %294 = trunc i128 %293 to i64
  %295 = add i64 %278, %294
  %296 = load i64, ptr %281, align 1, !tbaa !5
  %297 = getelementptr inbounds i8, ptr %280, i64 -8
  %298 = load i64, ptr %297, align 1, !tbaa !5
  %299 = add i64 %298, %296
  %300 = xor i64 %295, %299
  %301 = add i64 %4, -2623469361688619810
  %302 = xor i64 %296, %301
  %303 = sub i64 2262974939099578482, %4
  %304 = xor i64 %298, %303
  %305 = zext i64 %302 to i128
  %306 = zext i64 %304 to i128
  %307 = mul nuw i128 %306, %305
  %308 = lshr i128 %307, 64
  %309 = xor i128 %308, %307
  %310 = trunc i128 %309 to i64
  %311 = add i64 %279, %310
  %312 = add i64 %284, %282
  %313 = xor i64 %311, %312
  %314 = add i64 %313, %300
  %315 = mul i64 %300, -7046029288634856825
  %316 = mul i64 %313, -8796714831421723037
  %317 = sub i64 %1, %4
  %318 = mul i64 %317, -4417276706812531889
  %319 = add i64 %315, %318
  %320 = add i64 %319, %316
  %321 = lshr i64 %314, 37
  %322 = xor i64 %321, %314
  %323 = mul i64 %322, 1609587791953885689
  %324 = lshr i64 %323, 32
  %325 = xor i64 %324, %323
  %326 = lshr i64 %320, 37
  %327 = xor i64 %326, %320
  %328 = mul i64 %327, 1609587791953885689
  %329 = lshr i64 %328, 32
  %330 = xor i64 %329, %328
  %331 = sub i64 0, %330
  %332 = insertvalue { i64, i64 } poison, i64 %325, 0
  %333 = insertvalue { i64, i64 } %332, i64 %331, 1
  br label %338

334:                                              ; preds = %157
  %335 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(ptr noundef %0, i64 noundef %1, ptr noundef nonnull @XXH3_kSecret, i64 noundef %4) #36
  br label %338

336:                                              ; preds = %5
  %337 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_withSecret(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3)
  br label %338

338:                                              ; preds = %334, %277, %150, %336
  %339 = phi { i64, i64 } [ %337, %336 ], [ %156, %150 ], [ %333, %277 ], [ %335, %334 ]
  ret { i64, i64 } %339
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable
define dso_local { i64, i64 } @XXH128(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #13 {
  %4 = tail call { i64, i64 } @XXH3_128bits_withSeed(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) #36
  ret { i64, i64 } %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_128bits_reset(ptr nocapture noundef writeonly %0) local_unnamed_addr #11 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %16, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %5, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %6, align 16, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %7, align 8, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %8, align 32, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %9, align 8, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %10, align 16, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %11, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %12, align 8, !tbaa !185
  %13 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr @XXH3_kSecret, ptr %13, align 8, !tbaa !188
  %14 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 128, ptr %14, align 32, !tbaa !189
  %15 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 16, ptr %15, align 8, !tbaa !190
  br label %16

16:                                               ; preds = %1, %3
  %17 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_128bits_reset_withSecret(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %23, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %7, align 8, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %8, align 16, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %9, align 8, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %10, align 32, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %11, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %12, align 16, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %13, align 8, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %14, align 8, !tbaa !185
  %15 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %1, ptr %15, align 8, !tbaa !188
  %16 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %16)
  %17 = add i64 %2, -64
  %18 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 %17, ptr %18, align 32, !tbaa !189
  %19 = lshr i64 %17, 3
  %20 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 %19, ptr %20, align 8, !tbaa !190
  %21 = icmp eq ptr %1, null
  %22 = zext i1 %21 to i32
  br label %23

23:                                               ; preds = %3, %5
  %24 = phi i32 [ 1, %3 ], [ %22, %5 ]
  ret i32 %24
}

; Function Attrs: nounwind memory(write, argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_128bits_reset_withSeed(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %71, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %8, align 8, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %9, align 16, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %10, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %11, align 32, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %12, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %13, align 16, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %14, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 0, ptr %15, align 8, !tbaa !185
  br label %66

16:                                               ; preds = %4
  %17 = getelementptr inbounds i8, ptr %0, i64 552
  %18 = load i64, ptr %17, align 8, !tbaa !185
  %19 = icmp eq i64 %18, %1
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 568
  %22 = load ptr, ptr %21, align 8, !tbaa !188
  %23 = icmp eq ptr %22, null
  br i1 %23, label %56, label %24

24:                                               ; preds = %20, %16
  %25 = getelementptr inbounds i8, ptr %0, i64 64
  %26 = sub i64 0, %1
  %27 = insertelement <2 x i64> poison, i64 %1, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = tail call ptr asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull %25) #37, !srcloc !144
  %30 = ptrtoint ptr %29 to i64
  %31 = and i64 %30, 15
  %32 = icmp eq i64 %31, 0
  tail call void @llvm.assume(i1 %32)
  %33 = add <2 x i64> %28, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %33, ptr %29, align 16, !tbaa !5
  %34 = add <2 x i64> %28, <i64 -2623469361688619810, i64 2262974939099578482>
  %35 = getelementptr inbounds i8, ptr %29, i64 16
  store <2 x i64> %34, ptr %35, align 16, !tbaa !5
  %36 = add <2 x i64> %28, <i64 8711581037947681227, i64 2410270004345854594>
  %37 = getelementptr inbounds i8, ptr %29, i64 32
  store <2 x i64> %36, ptr %37, align 16, !tbaa !5
  %38 = add <2 x i64> %28, <i64 -8204357891075471176, i64 5487137525590930912>
  %39 = getelementptr inbounds i8, ptr %29, i64 48
  store <2 x i64> %38, ptr %39, align 16, !tbaa !5
  %40 = add <2 x i64> %28, <i64 -3818837453329782724, i64 -6688317018830679928>
  %41 = getelementptr inbounds i8, ptr %29, i64 64
  store <2 x i64> %40, ptr %41, align 16, !tbaa !5
  %42 = add <2 x i64> %28, <i64 5690594596133299313, i64 -2833645246901970632>
  %43 = getelementptr inbounds i8, ptr %29, i64 80
  store <2 x i64> %42, ptr %43, align 16, !tbaa !5
  %44 = add <2 x i64> %28, <i64 4554437623014685352, i64 2111919702937427193>
  %45 = getelementptr inbounds i8, ptr %29, i64 96
  store <2 x i64> %44, ptr %45, align 16, !tbaa !5
  %46 = add <2 x i64> %28, <i64 3556072174620004746, i64 7238261902898274248>
  %47 = getelementptr inbounds i8, ptr %29, i64 112
  store <2 x i64> %46, ptr %47, align 16, !tbaa !5
  %48 = add <2 x i64> %28, <i64 -4329134394285701654, i64 -1485321483350670907>
  %49 = getelementptr inbounds i8, ptr %29, i64 128
  store <2 x i64> %48, ptr %49, align 16, !tbaa !5
  %50 = add <2 x i64> %28, <i64 5321830579834785047, i64 -7032137544937171245>
  %51 = getelementptr inbounds i8, ptr %29, i64 144
  store <2 x i64> %50, ptr %51, align 16, !tbaa !5
  %52 = add <2 x i64> %28, <i64 -242834301215959509, i64 -3588858202114426737>
  %53 = getelementptr inbounds i8, ptr %29, i64 160
  store <2 x i64> %52, ptr %53, align 16, !tbaa !5
  %54 = add <2 x i64> %28, <i64 2883454493032893253, i64 9097354517224871855>
  %55 = getelementptr inbounds i8, ptr %29, i64 176
  store <2 x i64> %54, ptr %55, align 16, !tbaa !5
  br label %56

56:                                               ; preds = %24, %20
  %57 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %57, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %58, align 8, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %59, align 16, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %60, align 8, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %61, align 32, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %62, align 8, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %63, align 16, !tbaa !37
  %64 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %64, align 8, !tbaa !37
  store i64 %1, ptr %17, align 8, !tbaa !185
  %65 = getelementptr inbounds i8, ptr %0, i64 516
  store i32 1, ptr %65, align 4, !tbaa !191
  br label %66

66:                                               ; preds = %56, %6
  %67 = phi ptr [ null, %56 ], [ @XXH3_kSecret, %6 ]
  %68 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %67, ptr %68, align 8, !tbaa !188
  %69 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 128, ptr %69, align 32, !tbaa !189
  %70 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 16, ptr %70, align 8, !tbaa !190
  br label %71

71:                                               ; preds = %2, %66
  %72 = phi i32 [ 1, %2 ], [ 0, %66 ]
  ret i32 %72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_128bits_reset_withSecretandSeed(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #11 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %26, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  store i64 3266489917, ptr %0, align 64, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -7046029288634856825, ptr %12, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 -4417276706812531889, ptr %13, align 16, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1609587929392839161, ptr %14, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 -8796714831421723037, ptr %15, align 32, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 2246822519, ptr %16, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 2870177450012600261, ptr %17, align 16, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 2654435761, ptr %18, align 8, !tbaa !37
  %19 = getelementptr inbounds i8, ptr %0, i64 552
  store i64 %3, ptr %19, align 8, !tbaa !185
  %20 = getelementptr inbounds i8, ptr %0, i64 516
  %21 = getelementptr inbounds i8, ptr %0, i64 568
  store ptr %1, ptr %21, align 8, !tbaa !188
  %22 = add i64 %2, -64
  %23 = getelementptr inbounds i8, ptr %0, i64 544
  store i64 %22, ptr %23, align 32, !tbaa !189
  %24 = lshr i64 %22, 3
  %25 = getelementptr inbounds i8, ptr %0, i64 536
  store i64 %24, ptr %25, align 8, !tbaa !190
  store i32 1, ptr %20, align 4, !tbaa !191
  br label %26

26:                                               ; preds = %4, %10
  %27 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %27
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local noundef i32 @XXH3_128bits_update(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2) local_unnamed_addr #19 {
  tail call fastcc void @XXH3_update_regular(ptr nocapture noundef %0, ptr nocapture noundef %1, i64 noundef %2)
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read) uwtable
define dso_local { i64, i64 } @XXH3_128bits_digest(ptr nocapture noundef readonly %0) local_unnamed_addr #21 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca [8 x i64], align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 568
  %5 = load ptr, ptr %4, align 8, !tbaa !188
  %6 = icmp eq ptr %5, null
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  %8 = select i1 %6, ptr %7, ptr %5
  %9 = getelementptr inbounds i8, ptr %0, i64 528
  %10 = load i64, ptr %9, align 16, !tbaa !195
  %11 = icmp ugt i64 %10, 240
  br i1 %11, label %12, label %338

12:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #35
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #35
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, ptr noundef nonnull align 64 dereferenceable(64) %0, i64 64, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 512
  %14 = load i32, ptr %13, align 64, !tbaa !198
  %15 = icmp ugt i32 %14, 63
  br i1 %15, label %16, label %259

16:                                               ; preds = %12
  %17 = add i32 %14, -1
  %18 = lshr i32 %17, 6
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %0, i64 520
  %21 = load i64, ptr %20, align 8, !tbaa !263
  %22 = getelementptr inbounds i8, ptr %0, i64 536
  %23 = load i64, ptr %22, align 8, !tbaa !190
  %24 = getelementptr inbounds i8, ptr %0, i64 256
  %25 = getelementptr inbounds i8, ptr %0, i64 544
  %26 = load i64, ptr %25, align 32, !tbaa !189
  tail call void @llvm.experimental.noalias.scope.decl(metadata !379)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !382)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !384)
  %27 = shl i64 %21, 3
  %28 = getelementptr inbounds i8, ptr %8, i64 %27
  %29 = sub i64 %23, %21
  %30 = icmp ugt i64 %29, %19
  br i1 %30, label %174, label %31

31:                                               ; preds = %16
  %32 = getelementptr inbounds i8, ptr %8, i64 %26
  %33 = load <2 x i64>, ptr %3, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  %34 = getelementptr inbounds i8, ptr %3, i64 16
  %35 = getelementptr inbounds i8, ptr %3, i64 32
  %36 = getelementptr inbounds i8, ptr %3, i64 48
  %37 = load <2 x i64>, ptr %32, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %38 = getelementptr inbounds i8, ptr %32, i64 16
  %39 = load <2 x i64>, ptr %38, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %40 = getelementptr inbounds i8, ptr %32, i64 32
  %41 = load <2 x i64>, ptr %40, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %42 = getelementptr inbounds i8, ptr %32, i64 48
  %43 = load <2 x i64>, ptr %42, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %44 = load <2 x i64>, ptr %34, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  %45 = load <2 x i64>, ptr %35, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  %46 = load <2 x i64>, ptr %36, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  br label %47

47:                                               ; preds = %31, %124
  %48 = phi <2 x i64> [ %168, %124 ], [ %46, %31 ]
  %49 = phi <2 x i64> [ %158, %124 ], [ %45, %31 ]
  %50 = phi <2 x i64> [ %148, %124 ], [ %44, %31 ]
  %51 = phi <2 x i64> [ %138, %124 ], [ %33, %31 ]
  %52 = phi i64 [ %171, %124 ], [ %19, %31 ]
  %53 = phi ptr [ %170, %124 ], [ %24, %31 ]
  %54 = phi ptr [ %8, %124 ], [ %28, %31 ]
  %55 = phi i64 [ %23, %124 ], [ %29, %31 ]
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %124, label %57

57:                                               ; preds = %47, %57
  %58 = phi <2 x i64> [ %121, %57 ], [ %48, %47 ]
  %59 = phi <2 x i64> [ %107, %57 ], [ %49, %47 ]
  %60 = phi <2 x i64> [ %93, %57 ], [ %50, %47 ]
  %61 = phi <2 x i64> [ %79, %57 ], [ %51, %47 ]
  %62 = phi i64 [ %122, %57 ], [ 0, %47 ]
  %63 = shl i64 %62, 6
  %64 = getelementptr inbounds i8, ptr %53, i64 %63
  %65 = getelementptr inbounds i8, ptr %64, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %65, i32 0, i32 3, i32 1), !noalias !389
  %66 = shl i64 %62, 3
  %67 = getelementptr inbounds i8, ptr %54, i64 %66
  %68 = load <2 x i64>, ptr %64, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %69 = load <2 x i64>, ptr %67, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %70 = xor <2 x i64> %69, %68
  %71 = bitcast <2 x i64> %70 to <4 x i32>
  %72 = shufflevector <4 x i32> %71, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %73 = bitcast <4 x i32> %72 to <2 x i64>
  %74 = and <2 x i64> %70, <i64 4294967295, i64 4294967295>
  %75 = and <2 x i64> %73, <i64 4294967295, i64 4294967295>
  %76 = mul nuw <2 x i64> %75, %74
  %77 = shufflevector <2 x i64> %68, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %78 = add <2 x i64> %61, %77
  %79 = add <2 x i64> %78, %76
  %80 = getelementptr inbounds i8, ptr %64, i64 16
  %81 = load <2 x i64>, ptr %80, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %82 = getelementptr inbounds i8, ptr %67, i64 16
  %83 = load <2 x i64>, ptr %82, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %84 = xor <2 x i64> %83, %81
  %85 = bitcast <2 x i64> %84 to <4 x i32>
  %86 = shufflevector <4 x i32> %85, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %87 = bitcast <4 x i32> %86 to <2 x i64>
  %88 = and <2 x i64> %84, <i64 4294967295, i64 4294967295>
  %89 = and <2 x i64> %87, <i64 4294967295, i64 4294967295>
  %90 = mul nuw <2 x i64> %89, %88
  %91 = shufflevector <2 x i64> %81, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %92 = add <2 x i64> %60, %91
  %93 = add <2 x i64> %92, %90
  %94 = getelementptr inbounds i8, ptr %64, i64 32
  %95 = load <2 x i64>, ptr %94, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %96 = getelementptr inbounds i8, ptr %67, i64 32
  %97 = load <2 x i64>, ptr %96, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %98 = xor <2 x i64> %97, %95
  %99 = bitcast <2 x i64> %98 to <4 x i32>
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %101 = bitcast <4 x i32> %100 to <2 x i64>
  %102 = and <2 x i64> %98, <i64 4294967295, i64 4294967295>
  %103 = and <2 x i64> %101, <i64 4294967295, i64 4294967295>
  %104 = mul nuw <2 x i64> %103, %102
  %105 = shufflevector <2 x i64> %95, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %106 = add <2 x i64> %59, %105
  %107 = add <2 x i64> %106, %104
  %108 = getelementptr inbounds i8, ptr %64, i64 48
  %109 = load <2 x i64>, ptr %108, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %110 = getelementptr inbounds i8, ptr %67, i64 48
  %111 = load <2 x i64>, ptr %110, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %112 = xor <2 x i64> %111, %109
  %113 = bitcast <2 x i64> %112 to <4 x i32>
  %114 = shufflevector <4 x i32> %113, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %115 = bitcast <4 x i32> %114 to <2 x i64>
  %116 = and <2 x i64> %112, <i64 4294967295, i64 4294967295>
  %117 = and <2 x i64> %115, <i64 4294967295, i64 4294967295>
  %118 = mul nuw <2 x i64> %117, %116
  %119 = shufflevector <2 x i64> %109, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %120 = add <2 x i64> %58, %119
  %121 = add <2 x i64> %120, %118
  %122 = add nuw i64 %62, 1
  %123 = icmp eq i64 %122, %55
  br i1 %123, label %124, label %57, !llvm.loop !78

124:                                              ; preds = %57, %47
  %125 = phi <2 x i64> [ %48, %47 ], [ %121, %57 ]
  %126 = phi <2 x i64> [ %49, %47 ], [ %107, %57 ]
  %127 = phi <2 x i64> [ %50, %47 ], [ %93, %57 ]
  %128 = phi <2 x i64> [ %51, %47 ], [ %79, %57 ]
  %129 = lshr <2 x i64> %128, <i64 47, i64 47>
  %130 = xor <2 x i64> %37, %129
  %131 = xor <2 x i64> %130, %128
  %132 = bitcast <2 x i64> %131 to <4 x i32>
  %133 = shufflevector <4 x i32> %132, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %134 = bitcast <4 x i32> %133 to <2 x i64>
  %135 = and <2 x i64> %131, <i64 4294967295, i64 4294967295>
  %136 = mul nuw <2 x i64> %135, <i64 2654435761, i64 2654435761>
  %137 = mul <2 x i64> %134, <i64 -7046029290881679360, i64 -7046029290881679360>
  %138 = add <2 x i64> %137, %136
  %139 = lshr <2 x i64> %127, <i64 47, i64 47>
  %140 = xor <2 x i64> %39, %139
  %141 = xor <2 x i64> %140, %127
  %142 = bitcast <2 x i64> %141 to <4 x i32>
  %143 = shufflevector <4 x i32> %142, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %144 = bitcast <4 x i32> %143 to <2 x i64>
  %145 = and <2 x i64> %141, <i64 4294967295, i64 4294967295>
  %146 = mul nuw <2 x i64> %145, <i64 2654435761, i64 2654435761>
  %147 = mul <2 x i64> %144, <i64 -7046029290881679360, i64 -7046029290881679360>
  %148 = add <2 x i64> %147, %146
  %149 = lshr <2 x i64> %126, <i64 47, i64 47>
  %150 = xor <2 x i64> %41, %149
  %151 = xor <2 x i64> %150, %126
  %152 = bitcast <2 x i64> %151 to <4 x i32>
  %153 = shufflevector <4 x i32> %152, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %154 = bitcast <4 x i32> %153 to <2 x i64>
  %155 = and <2 x i64> %151, <i64 4294967295, i64 4294967295>
  %156 = mul nuw <2 x i64> %155, <i64 2654435761, i64 2654435761>
  %157 = mul <2 x i64> %154, <i64 -7046029290881679360, i64 -7046029290881679360>
  %158 = add <2 x i64> %157, %156
  %159 = lshr <2 x i64> %125, <i64 47, i64 47>
  %160 = xor <2 x i64> %43, %159
  %161 = xor <2 x i64> %160, %125
  %162 = bitcast <2 x i64> %161 to <4 x i32>
  %163 = shufflevector <4 x i32> %162, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %164 = bitcast <4 x i32> %163 to <2 x i64>
  %165 = and <2 x i64> %161, <i64 4294967295, i64 4294967295>
  %166 = mul nuw <2 x i64> %165, <i64 2654435761, i64 2654435761>
  %167 = mul <2 x i64> %164, <i64 -7046029290881679360, i64 -7046029290881679360>
  %168 = add <2 x i64> %167, %166
  %169 = shl i64 %55, 6
  %170 = getelementptr inbounds i8, ptr %53, i64 %169
  %171 = sub i64 %52, %55
  %172 = icmp ult i64 %171, %23
  br i1 %172, label %173, label %47, !llvm.loop !231

173:                                              ; preds = %124
  store <2 x i64> %148, ptr %34, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  store <2 x i64> %158, ptr %35, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  store <2 x i64> %168, ptr %36, align 16, !tbaa !5, !alias.scope !379, !noalias !386
  store <2 x i64> %138, ptr %3, align 16, !tbaa !5, !alias.scope !391, !noalias !394
  br label %174

174:                                              ; preds = %173, %16
  %175 = phi i64 [ %19, %16 ], [ %171, %173 ]
  %176 = phi ptr [ %24, %16 ], [ %170, %173 ]
  %177 = phi ptr [ %28, %16 ], [ %8, %173 ]
  %178 = icmp eq i64 %175, 0
  br i1 %178, label %255, label %179

179:                                              ; preds = %174
  %180 = load <2 x i64>, ptr %3, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  %181 = getelementptr inbounds i8, ptr %3, i64 16
  %182 = load <2 x i64>, ptr %181, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  %183 = getelementptr inbounds i8, ptr %3, i64 32
  %184 = load <2 x i64>, ptr %183, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  %185 = getelementptr inbounds i8, ptr %3, i64 48
  %186 = load <2 x i64>, ptr %185, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  br label %187

187:                                              ; preds = %179, %187
  %188 = phi <2 x i64> [ %251, %187 ], [ %186, %179 ]
  %189 = phi <2 x i64> [ %237, %187 ], [ %184, %179 ]
  %190 = phi <2 x i64> [ %223, %187 ], [ %182, %179 ]
  %191 = phi <2 x i64> [ %209, %187 ], [ %180, %179 ]
  %192 = phi i64 [ %252, %187 ], [ 0, %179 ]
  %193 = shl i64 %192, 6
  %194 = getelementptr inbounds i8, ptr %176, i64 %193
  %195 = getelementptr inbounds i8, ptr %194, i64 320
  tail call void @llvm.prefetch.p0(ptr nonnull %195, i32 0, i32 3, i32 1), !noalias !389
  %196 = shl i64 %192, 3
  %197 = getelementptr inbounds i8, ptr %177, i64 %196
  %198 = load <2 x i64>, ptr %194, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %199 = load <2 x i64>, ptr %197, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %200 = xor <2 x i64> %199, %198
  %201 = bitcast <2 x i64> %200 to <4 x i32>
  %202 = shufflevector <4 x i32> %201, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %203 = bitcast <4 x i32> %202 to <2 x i64>
  %204 = and <2 x i64> %200, <i64 4294967295, i64 4294967295>
  %205 = and <2 x i64> %203, <i64 4294967295, i64 4294967295>
  %206 = mul nuw <2 x i64> %205, %204
  %207 = shufflevector <2 x i64> %198, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %208 = add <2 x i64> %191, %207
  %209 = add <2 x i64> %208, %206
  %210 = getelementptr inbounds i8, ptr %194, i64 16
  %211 = load <2 x i64>, ptr %210, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %212 = getelementptr inbounds i8, ptr %197, i64 16
  %213 = load <2 x i64>, ptr %212, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %214 = xor <2 x i64> %213, %211
  %215 = bitcast <2 x i64> %214 to <4 x i32>
  %216 = shufflevector <4 x i32> %215, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %217 = bitcast <4 x i32> %216 to <2 x i64>
  %218 = and <2 x i64> %214, <i64 4294967295, i64 4294967295>
  %219 = and <2 x i64> %217, <i64 4294967295, i64 4294967295>
  %220 = mul nuw <2 x i64> %219, %218
  %221 = shufflevector <2 x i64> %211, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %222 = add <2 x i64> %190, %221
  %223 = add <2 x i64> %222, %220
  %224 = getelementptr inbounds i8, ptr %194, i64 32
  %225 = load <2 x i64>, ptr %224, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %226 = getelementptr inbounds i8, ptr %197, i64 32
  %227 = load <2 x i64>, ptr %226, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %228 = xor <2 x i64> %227, %225
  %229 = bitcast <2 x i64> %228 to <4 x i32>
  %230 = shufflevector <4 x i32> %229, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %231 = bitcast <4 x i32> %230 to <2 x i64>
  %232 = and <2 x i64> %228, <i64 4294967295, i64 4294967295>
  %233 = and <2 x i64> %231, <i64 4294967295, i64 4294967295>
  %234 = mul nuw <2 x i64> %233, %232
  %235 = shufflevector <2 x i64> %225, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %236 = add <2 x i64> %189, %235
  %237 = add <2 x i64> %236, %234
  %238 = getelementptr inbounds i8, ptr %194, i64 48
  %239 = load <2 x i64>, ptr %238, align 1, !tbaa !5, !alias.scope !382, !noalias !390
  %240 = getelementptr inbounds i8, ptr %197, i64 48
  %241 = load <2 x i64>, ptr %240, align 1, !tbaa !5, !alias.scope !384, !noalias !388
  %242 = xor <2 x i64> %241, %239
  %243 = bitcast <2 x i64> %242 to <4 x i32>
  %244 = shufflevector <4 x i32> %243, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %245 = bitcast <4 x i32> %244 to <2 x i64>
  %246 = and <2 x i64> %242, <i64 4294967295, i64 4294967295>
  %247 = and <2 x i64> %245, <i64 4294967295, i64 4294967295>
  %248 = mul nuw <2 x i64> %247, %246
  %249 = shufflevector <2 x i64> %239, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %250 = add <2 x i64> %188, %249
  %251 = add <2 x i64> %250, %248
  %252 = add nuw i64 %192, 1
  %253 = icmp eq i64 %252, %175
  br i1 %253, label %254, label %187, !llvm.loop !78

254:                                              ; preds = %187
  store <2 x i64> %209, ptr %3, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  store <2 x i64> %223, ptr %181, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  store <2 x i64> %237, ptr %183, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  store <2 x i64> %251, ptr %185, align 16, !tbaa !5, !alias.scope !396, !noalias !399
  br label %255

255:                                              ; preds = %254, %174
  %256 = zext i32 %14 to i64
  %257 = getelementptr inbounds i8, ptr %24, i64 %256
  %258 = getelementptr inbounds i8, ptr %257, i64 -64
  br label %270

259:                                              ; preds = %12
  %260 = sub nuw nsw i32 64, %14
  %261 = zext nneg i32 %260 to i64
  %262 = icmp ne i32 %14, 0
  tail call void @llvm.assume(i1 %262)
  %263 = getelementptr inbounds i8, ptr %0, i64 256
  %264 = sub nsw i64 0, %261
  %265 = getelementptr inbounds i8, ptr %13, i64 %264
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 1 %265, i64 %261, i1 false)
  %266 = getelementptr inbounds i8, ptr %2, i64 %261
  %267 = zext nneg i32 %14 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %266, ptr nonnull align 64 %263, i64 %267, i1 false)
  %268 = getelementptr inbounds i8, ptr %0, i64 544
  %269 = load i64, ptr %268, align 32, !tbaa !189
  br label %270

270:                                              ; preds = %255, %259
  %271 = phi i64 [ %26, %255 ], [ %269, %259 ]
  %272 = phi ptr [ %258, %255 ], [ %2, %259 ]
  %273 = getelementptr inbounds i8, ptr %8, i64 %271
  %274 = getelementptr inbounds i8, ptr %273, i64 -7
  %275 = load <2 x i64>, ptr %272, align 1, !tbaa !5
  %276 = load <2 x i64>, ptr %274, align 1, !tbaa !5
  %277 = xor <2 x i64> %276, %275
  %278 = bitcast <2 x i64> %277 to <4 x i32>
  %279 = shufflevector <4 x i32> %278, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %280 = bitcast <4 x i32> %279 to <2 x i64>
  %281 = and <2 x i64> %277, <i64 4294967295, i64 4294967295>
  %282 = and <2 x i64> %280, <i64 4294967295, i64 4294967295>
  %283 = mul nuw <2 x i64> %282, %281
  %284 = shufflevector <2 x i64> %275, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %285 = load <2 x i64>, ptr %3, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %286 = add <2 x i64> %285, %284
  %287 = add <2 x i64> %286, %283
  store <2 x i64> %287, ptr %3, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %288 = getelementptr inbounds i8, ptr %272, i64 16
  %289 = load <2 x i64>, ptr %288, align 1, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %273, i64 9
  %291 = load <2 x i64>, ptr %290, align 1, !tbaa !5
  %292 = xor <2 x i64> %291, %289
  %293 = bitcast <2 x i64> %292 to <4 x i32>
  %294 = shufflevector <4 x i32> %293, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %295 = bitcast <4 x i32> %294 to <2 x i64>
  %296 = and <2 x i64> %292, <i64 4294967295, i64 4294967295>
  %297 = and <2 x i64> %295, <i64 4294967295, i64 4294967295>
  %298 = mul nuw <2 x i64> %297, %296
  %299 = shufflevector <2 x i64> %289, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %300 = getelementptr inbounds i8, ptr %3, i64 16
  %301 = load <2 x i64>, ptr %300, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %302 = add <2 x i64> %301, %299
  %303 = add <2 x i64> %302, %298
  store <2 x i64> %303, ptr %300, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %304 = getelementptr inbounds i8, ptr %272, i64 32
  %305 = load <2 x i64>, ptr %304, align 1, !tbaa !5
  %306 = getelementptr inbounds i8, ptr %273, i64 25
  %307 = load <2 x i64>, ptr %306, align 1, !tbaa !5
  %308 = xor <2 x i64> %307, %305
  %309 = bitcast <2 x i64> %308 to <4 x i32>
  %310 = shufflevector <4 x i32> %309, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %311 = bitcast <4 x i32> %310 to <2 x i64>
  %312 = and <2 x i64> %308, <i64 4294967295, i64 4294967295>
  %313 = and <2 x i64> %311, <i64 4294967295, i64 4294967295>
  %314 = mul nuw <2 x i64> %313, %312
  %315 = shufflevector <2 x i64> %305, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %316 = getelementptr inbounds i8, ptr %3, i64 32
  %317 = load <2 x i64>, ptr %316, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %318 = add <2 x i64> %317, %315
  %319 = add <2 x i64> %318, %314
  store <2 x i64> %319, ptr %316, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %320 = getelementptr inbounds i8, ptr %272, i64 48
  %321 = load <2 x i64>, ptr %320, align 1, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %273, i64 41
  %323 = load <2 x i64>, ptr %322, align 1, !tbaa !5
  %324 = xor <2 x i64> %323, %321
  %325 = bitcast <2 x i64> %324 to <4 x i32>
  %326 = shufflevector <4 x i32> %325, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %327 = bitcast <4 x i32> %326 to <2 x i64>
  %328 = and <2 x i64> %324, <i64 4294967295, i64 4294967295>
  %329 = and <2 x i64> %327, <i64 4294967295, i64 4294967295>
  %330 = mul nuw <2 x i64> %329, %328
  %331 = shufflevector <2 x i64> %321, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %332 = getelementptr inbounds i8, ptr %3, i64 48
  %333 = load <2 x i64>, ptr %332, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  %334 = add <2 x i64> %333, %331
  %335 = add <2 x i64> %334, %330
  store <2 x i64> %335, ptr %332, align 16, !tbaa !5, !alias.scope !402, !noalias !405
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #35
  %336 = add nuw i64 %271, 64
  %337 = call fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noundef nonnull %3, ptr noundef nonnull %8, i64 noundef %336, i64 noundef %10) #36
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #35
  br label %352

338:                                              ; preds = %1
  %339 = getelementptr inbounds i8, ptr %0, i64 516
  %340 = load i32, ptr %339, align 4, !tbaa !191
  %341 = icmp eq i32 %340, 0
  %342 = getelementptr inbounds i8, ptr %0, i64 256
  br i1 %341, label %347, label %343

343:                                              ; preds = %338
  %344 = getelementptr inbounds i8, ptr %0, i64 552
  %345 = load i64, ptr %344, align 8, !tbaa !185
  %346 = tail call { i64, i64 } @XXH3_128bits_withSeed(ptr nocapture noundef nonnull %342, i64 noundef %10, i64 noundef %345) #36
  br label %352

347:                                              ; preds = %338
  %348 = getelementptr inbounds i8, ptr %0, i64 544
  %349 = load i64, ptr %348, align 32, !tbaa !189
  %350 = add i64 %349, 64
  %351 = tail call { i64, i64 } @XXH3_128bits_withSecret(ptr nocapture noundef nonnull %342, i64 noundef %10, ptr nocapture noundef nonnull %8, i64 noundef %350) #36
  br label %352

352:                                              ; preds = %347, %343, %270
  %353 = phi { i64, i64 } [ %337, %270 ], [ %346, %343 ], [ %351, %347 ]
  ret { i64, i64 } %353
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc { i64, i64 } @XXH3_finalizeLong_128b(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #12 {
  %5 = getelementptr inbounds i8, ptr %1, i64 11
  %6 = mul i64 %3, -7046029288634856825
  %7 = load i64, ptr %0, align 8, !tbaa !37, !noalias !408
  %8 = load i64, ptr %5, align 1, !tbaa !5, !alias.scope !409, !noalias !414
  %9 = xor i64 %8, %7
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !37, !noalias !408
  %12 = getelementptr inbounds i8, ptr %1, i64 19
  %13 = load i64, ptr %12, align 1, !tbaa !5, !alias.scope !409, !noalias !414
  %14 = xor i64 %13, %11
  %15 = zext i64 %9 to i128
  %16 = zext i64 %14 to i128
  %17 = mul nuw i128 %16, %15
  %18 = lshr i128 %17, 64
  %19 = xor i128 %18, %17
  %20 = trunc i128 %19 to i64
  %21 = add i64 %6, %20
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = getelementptr inbounds i8, ptr %1, i64 27
  %24 = load i64, ptr %22, align 8, !tbaa !37, !noalias !408
  %25 = load i64, ptr %23, align 1, !tbaa !5, !alias.scope !409, !noalias !419
  %26 = xor i64 %25, %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load i64, ptr %27, align 8, !tbaa !37, !noalias !408
  %29 = getelementptr inbounds i8, ptr %1, i64 35
  %30 = load i64, ptr %29, align 1, !tbaa !5, !alias.scope !409, !noalias !419
  %31 = xor i64 %30, %28
  %32 = zext i64 %26 to i128
  %33 = zext i64 %31 to i128
  %34 = mul nuw i128 %33, %32
  %35 = lshr i128 %34, 64
  %36 = xor i128 %35, %34
  %37 = trunc i128 %36 to i64
  %38 = add i64 %21, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 32
  %40 = getelementptr inbounds i8, ptr %1, i64 43
  %41 = load i64, ptr %39, align 8, !tbaa !37, !noalias !408
  %42 = load i64, ptr %40, align 1, !tbaa !5, !alias.scope !409, !noalias !421
  %43 = xor i64 %42, %41
  %44 = getelementptr inbounds i8, ptr %0, i64 40
  %45 = load i64, ptr %44, align 8, !tbaa !37, !noalias !408
  %46 = getelementptr inbounds i8, ptr %1, i64 51
  %47 = load i64, ptr %46, align 1, !tbaa !5, !alias.scope !409, !noalias !421
  %48 = xor i64 %47, %45
  %49 = zext i64 %43 to i128
  %50 = zext i64 %48 to i128
  %51 = mul nuw i128 %50, %49
  %52 = lshr i128 %51, 64
  %53 = xor i128 %52, %51
  %54 = trunc i128 %53 to i64
  %55 = add i64 %38, %54
  %56 = getelementptr inbounds i8, ptr %0, i64 48
  %57 = getelementptr inbounds i8, ptr %1, i64 59
  %58 = load i64, ptr %56, align 8, !tbaa !37, !noalias !408
  %59 = load i64, ptr %57, align 1, !tbaa !5, !alias.scope !409, !noalias !423
  %60 = xor i64 %59, %58
  %61 = getelementptr inbounds i8, ptr %0, i64 56
  %62 = load i64, ptr %61, align 8, !tbaa !37, !noalias !408
  %63 = getelementptr inbounds i8, ptr %1, i64 67
  %64 = load i64, ptr %63, align 1, !tbaa !5, !alias.scope !409, !noalias !423
  %65 = xor i64 %64, %62
  %66 = zext i64 %60 to i128
  %67 = zext i64 %65 to i128
  %68 = mul nuw i128 %67, %66
  %69 = lshr i128 %68, 64
  %70 = xor i128 %69, %68
  %71 = trunc i128 %70 to i64
  %72 = add i64 %55, %71
  %73 = lshr i64 %72, 37
  %74 = xor i64 %73, %72
  %75 = mul i64 %74, 1609587791953885689
  %76 = lshr i64 %75, 32
  %77 = xor i64 %76, %75
  %78 = getelementptr inbounds i8, ptr %1, i64 %2
  %79 = getelementptr inbounds i8, ptr %78, i64 -75
  %80 = mul i64 %3, -4417276706812531889
  %81 = xor i64 %80, -1
  %82 = load i64, ptr %79, align 1, !tbaa !5, !alias.scope !425, !noalias !428
  %83 = xor i64 %82, %7
  %84 = getelementptr inbounds i8, ptr %78, i64 -67
  %85 = load i64, ptr %84, align 1, !tbaa !5, !alias.scope !425, !noalias !428
  %86 = xor i64 %85, %11
  %87 = zext i64 %83 to i128
  %88 = zext i64 %86 to i128
  %89 = mul nuw i128 %88, %87
  %90 = lshr i128 %89, 64
  %91 = xor i128 %90, %89
  %92 = trunc i128 %91 to i64
  %93 = add i64 %92, %81
  %94 = getelementptr inbounds i8, ptr %78, i64 -59
  %95 = load i64, ptr %94, align 1, !tbaa !5, !alias.scope !425, !noalias !432
  %96 = xor i64 %95, %24
  %97 = getelementptr inbounds i8, ptr %78, i64 -51
  %98 = load i64, ptr %97, align 1, !tbaa !5, !alias.scope !425, !noalias !432
  %99 = xor i64 %98, %28
  %100 = zext i64 %96 to i128
  %101 = zext i64 %99 to i128
  %102 = mul nuw i128 %101, %100
  %103 = lshr i128 %102, 64
  %104 = xor i128 %103, %102
  %105 = trunc i128 %104 to i64
  %106 = add i64 %93, %105
  %107 = getelementptr inbounds i8, ptr %78, i64 -43
  %108 = load i64, ptr %107, align 1, !tbaa !5, !alias.scope !425, !noalias !434
  %109 = xor i64 %108, %41
  %110 = getelementptr inbounds i8, ptr %78, i64 -35
  %111 = load i64, ptr %110, align 1, !tbaa !5, !alias.scope !425, !noalias !434
  %112 = xor i64 %111, %45
  %113 = zext i64 %109 to i128
  %114 = zext i64 %112 to i128
  %115 = mul nuw i128 %114, %113
  %116 = lshr i128 %115, 64
  %117 = xor i128 %116, %115
  %118 = trunc i128 %117 to i64
  %119 = add i64 %106, %118
  %120 = getelementptr inbounds i8, ptr %78, i64 -27
  %121 = load i64, ptr %120, align 1, !tbaa !5, !alias.scope !425, !noalias !436
  %122 = xor i64 %121, %58
  %123 = getelementptr inbounds i8, ptr %78, i64 -19
  %124 = load i64, ptr %123, align 1, !tbaa !5, !alias.scope !425, !noalias !436
  %125 = xor i64 %124, %62
  %126 = zext i64 %122 to i128
  %127 = zext i64 %125 to i128
  %128 = mul nuw i128 %127, %126
  %129 = lshr i128 %128, 64
  %130 = xor i128 %129, %128
  %131 = trunc i128 %130 to i64
  %132 = add i64 %119, %131
  %133 = lshr i64 %132, 37
  %134 = xor i64 %133, %132
  %135 = mul i64 %134, 1609587791953885689
  %136 = lshr i64 %135, 32
  %137 = xor i64 %136, %135
  %138 = insertvalue { i64, i64 } poison, i64 %77, 0
  %139 = insertvalue { i64, i64 } %138, i64 %137, 1
  ret { i64, i64 } %139
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @XXH128_isEqual(i64 %0, i64 %1, i64 %2, i64 %3) local_unnamed_addr #23 {
  %5 = alloca %struct.XXH128_hash_t, align 8
  %6 = alloca %struct.XXH128_hash_t, align 8
  store i64 %0, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %8, align 8
  %9 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %5, ptr noundef nonnull dereferenceable(16) %6, i64 16)
  %10 = icmp eq i32 %9, 0
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -1, 2) i32 @XXH128_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #12 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !37
  %7 = icmp ugt i64 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp ugt i64 %6, %4
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %21

13:                                               ; preds = %2
  %14 = load i64, ptr %1, align 8, !tbaa !37
  %15 = load i64, ptr %0, align 8, !tbaa !37
  %16 = icmp ugt i64 %15, %14
  %17 = zext i1 %16 to i32
  %18 = icmp ugt i64 %14, %15
  %19 = sext i1 %18 to i32
  %20 = add nsw i32 %19, %17
  br label %21

21:                                               ; preds = %2, %13
  %22 = phi i32 [ %20, %13 ], [ %11, %2 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @XXH128_canonicalFromHash(ptr nocapture noundef writeonly %0, i64 %1, i64 %2) local_unnamed_addr #11 {
  %4 = tail call noundef i64 @llvm.bswap.i64(i64 %2)
  %5 = tail call noundef i64 @llvm.bswap.i64(i64 %1)
  store i64 %4, ptr %0, align 1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %5, ptr %6, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { i64, i64 } @XXH128_hashFromCanonical(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load i64, ptr %0, align 1, !tbaa !5
  %3 = tail call noundef i64 @llvm.bswap.i64(i64 %2)
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 1, !tbaa !5
  %6 = tail call noundef i64 @llvm.bswap.i64(i64 %5)
  %7 = insertvalue { i64, i64 } poison, i64 %6, 0
  %8 = insertvalue { i64, i64 } %7, i64 %3, 1
  ret { i64, i64 } %8
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define dso_local range(i32 0, 2) i32 @XXH3_generateSecret(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #24 {
  %5 = icmp eq ptr %0, null
  %6 = icmp ult i64 %1, 136
  %7 = or i1 %5, %6
  br i1 %7, label %76, label %8

8:                                                ; preds = %4
  %9 = icmp eq i64 %3, 0
  %10 = select i1 %9, i64 192, i64 %3
  %11 = select i1 %9, ptr @XXH3_kSecret, ptr %2
  %12 = icmp eq ptr %11, null
  br i1 %12, label %76, label %13

13:                                               ; preds = %8, %13
  %14 = phi i64 [ %18, %13 ], [ 0, %8 ]
  %15 = sub i64 %1, %14
  %16 = tail call i64 @llvm.umin.i64(i64 %15, i64 %10)
  %17 = getelementptr inbounds i8, ptr %0, i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %17, ptr nonnull align 1 %11, i64 %16, i1 false)
  %18 = add i64 %16, %14
  %19 = icmp ult i64 %18, %1
  br i1 %19, label %13, label %20, !llvm.loop !438

20:                                               ; preds = %13
  %21 = lshr i64 %1, 4
  %22 = tail call { i64, i64 } @XXH3_128bits_withSeed(ptr nocapture noundef nonnull readonly %11, i64 noundef %10, i64 noundef 0) #36
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  %25 = tail call noundef i64 @llvm.bswap.i64(i64 %23)
  %26 = icmp ult i64 %1, 16
  br i1 %26, label %68, label %27

27:                                               ; preds = %20
  %28 = tail call noundef i64 @llvm.bswap.i64(i64 %24)
  br label %29

29:                                               ; preds = %27, %29
  %30 = phi i64 [ 0, %27 ], [ %66, %29 ]
  %31 = sub nuw nsw i64 6455697860950631241, %30
  %32 = add nuw nsw i64 %30, -4466874330221494952
  %33 = xor i64 %28, %31
  %34 = xor i64 %33, %25
  %35 = zext i64 %34 to i128
  %36 = mul nuw i128 %35, 11400714785074694791
  %37 = trunc i128 %36 to i64
  %38 = lshr i128 %36, 64
  %39 = trunc nuw i128 %38 to i64
  %40 = add i64 %37, 270215977642229760
  %41 = xor i64 %32, %25
  %42 = and i64 %41, 4294967295
  %43 = mul nuw i64 %42, 2246822518
  %44 = add i64 %43, %41
  %45 = add i64 %44, %39
  %46 = tail call noundef i64 @llvm.bswap.i64(i64 %45)
  %47 = xor i64 %46, %40
  %48 = zext i64 %47 to i128
  %49 = mul nuw i128 %48, 14029467366897019727
  %50 = trunc i128 %49 to i64
  %51 = lshr i128 %49, 64
  %52 = trunc nuw i128 %51 to i64
  %53 = mul i64 %45, -4417276706812531889
  %54 = add i64 %53, %52
  %55 = shl nuw i64 %30, 4
  %56 = getelementptr inbounds i8, ptr %0, i64 %55
  %57 = insertelement <2 x i64> poison, i64 %50, i64 0
  %58 = insertelement <2 x i64> %57, i64 %54, i64 1
  %59 = lshr <2 x i64> %58, <i64 37, i64 37>
  %60 = xor <2 x i64> %59, %58
  %61 = mul <2 x i64> %60, <i64 1609587791953885689, i64 1609587791953885689>
  %62 = lshr <2 x i64> %61, <i64 32, i64 32>
  %63 = load <2 x i64>, ptr %56, align 1, !tbaa !5
  %64 = xor <2 x i64> %62, %63
  %65 = xor <2 x i64> %64, %61
  store <2 x i64> %65, ptr %56, align 1
  %66 = add nuw nsw i64 %30, 1
  %67 = icmp eq i64 %66, %21
  br i1 %67, label %68, label %29, !llvm.loop !439

68:                                               ; preds = %29, %20
  %69 = getelementptr inbounds i8, ptr %0, i64 %1
  %70 = getelementptr inbounds i8, ptr %69, i64 -16
  %71 = load i64, ptr %70, align 1, !tbaa !5
  %72 = xor i64 %71, %23
  store i64 %72, ptr %70, align 1
  %73 = getelementptr inbounds i8, ptr %69, i64 -8
  %74 = load i64, ptr %73, align 1, !tbaa !5
  %75 = xor i64 %74, %24
  store i64 %75, ptr %73, align 1
  br label %76

76:                                               ; preds = %8, %4, %68
  %77 = phi i32 [ 0, %68 ], [ 1, %4 ], [ 1, %8 ]
  ret i32 %77
}

; Function Attrs: nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @XXH3_generateSecret_fromSeed(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = alloca [192 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #35
  %4 = sub i64 0, %1
  %5 = insertelement <2 x i64> poison, i64 %1, i64 0
  %6 = insertelement <2 x i64> %5, i64 %4, i64 1
  %7 = call ptr asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull %3) #37, !srcloc !144
  %8 = ptrtoint ptr %7 to i64
  %9 = and i64 %8, 15
  %10 = icmp eq i64 %9, 0
  call void @llvm.assume(i1 %10)
  %11 = add <2 x i64> %6, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %11, ptr %7, align 16, !tbaa !5
  %12 = add <2 x i64> %6, <i64 -2623469361688619810, i64 2262974939099578482>
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x i64> %12, ptr %13, align 16, !tbaa !5
  %14 = add <2 x i64> %6, <i64 8711581037947681227, i64 2410270004345854594>
  %15 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x i64> %14, ptr %15, align 16, !tbaa !5
  %16 = add <2 x i64> %6, <i64 -8204357891075471176, i64 5487137525590930912>
  %17 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x i64> %16, ptr %17, align 16, !tbaa !5
  %18 = add <2 x i64> %6, <i64 -3818837453329782724, i64 -6688317018830679928>
  %19 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x i64> %18, ptr %19, align 16, !tbaa !5
  %20 = add <2 x i64> %6, <i64 5690594596133299313, i64 -2833645246901970632>
  %21 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x i64> %20, ptr %21, align 16, !tbaa !5
  %22 = add <2 x i64> %6, <i64 4554437623014685352, i64 2111919702937427193>
  %23 = getelementptr inbounds i8, ptr %7, i64 96
  store <2 x i64> %22, ptr %23, align 16, !tbaa !5
  %24 = add <2 x i64> %6, <i64 3556072174620004746, i64 7238261902898274248>
  %25 = getelementptr inbounds i8, ptr %7, i64 112
  store <2 x i64> %24, ptr %25, align 16, !tbaa !5
  %26 = add <2 x i64> %6, <i64 -4329134394285701654, i64 -1485321483350670907>
  %27 = getelementptr inbounds i8, ptr %7, i64 128
  store <2 x i64> %26, ptr %27, align 16, !tbaa !5
  %28 = add <2 x i64> %6, <i64 5321830579834785047, i64 -7032137544937171245>
  %29 = getelementptr inbounds i8, ptr %7, i64 144
  store <2 x i64> %28, ptr %29, align 16, !tbaa !5
  %30 = add <2 x i64> %6, <i64 -242834301215959509, i64 -3588858202114426737>
  %31 = getelementptr inbounds i8, ptr %7, i64 160
  store <2 x i64> %30, ptr %31, align 16, !tbaa !5
  %32 = add <2 x i64> %6, <i64 2883454493032893253, i64 9097354517224871855>
  %33 = getelementptr inbounds i8, ptr %7, i64 176
  store <2 x i64> %32, ptr %33, align 16, !tbaa !5
  %34 = icmp ne ptr %0, null
  call void @llvm.assume(i1 %34)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(192) %0, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #35
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #25

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #26

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #27

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #27

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @XXH3_len_129to240_64b(ptr noalias nocapture noundef readonly %0, i64 noundef %1, ptr noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #28 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = load i64, ptr %0, align 1, !tbaa !5, !noalias !440
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 1, !tbaa !5, !noalias !440
  %9 = load i64, ptr %2, align 1, !tbaa !5
  %10 = add i64 %9, %3
  %11 = xor i64 %10, %6
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load i64, ptr %12, align 1, !tbaa !5
  %14 = sub i64 %13, %3
  %15 = xor i64 %14, %8
  %16 = zext i64 %11 to i128
  %17 = zext i64 %15 to i128
  %18 = mul nuw i128 %17, %16
  %19 = lshr i128 %18, 64
  %20 = xor i128 %19, %18
  %21 = trunc i128 %20 to i64
  %22 = add i64 %5, %21
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 16
  %25 = load i64, ptr %23, align 1, !tbaa !5, !noalias !440
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i64, ptr %26, align 1, !tbaa !5, !noalias !440
  %28 = load i64, ptr %24, align 1, !tbaa !5
  %29 = add i64 %28, %3
  %30 = xor i64 %29, %25
  %31 = getelementptr inbounds i8, ptr %2, i64 24
  %32 = load i64, ptr %31, align 1, !tbaa !5
  %33 = sub i64 %32, %3
  %34 = xor i64 %33, %27
  %35 = zext i64 %30 to i128
  %36 = zext i64 %34 to i128
  %37 = mul nuw i128 %36, %35
  %38 = lshr i128 %37, 64
  %39 = xor i128 %38, %37
  %40 = trunc i128 %39 to i64
  %41 = add i64 %22, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = getelementptr inbounds i8, ptr %2, i64 32
  %44 = load i64, ptr %42, align 1, !tbaa !5, !noalias !440
  %45 = getelementptr inbounds i8, ptr %0, i64 40
  %46 = load i64, ptr %45, align 1, !tbaa !5, !noalias !440
  %47 = load i64, ptr %43, align 1, !tbaa !5
  %48 = add i64 %47, %3
  %49 = xor i64 %48, %44
  %50 = getelementptr inbounds i8, ptr %2, i64 40
  %51 = load i64, ptr %50, align 1, !tbaa !5
  %52 = sub i64 %51, %3
  %53 = xor i64 %52, %46
  %54 = zext i64 %49 to i128
  %55 = zext i64 %53 to i128
  %56 = mul nuw i128 %55, %54
  %57 = lshr i128 %56, 64
  %58 = xor i128 %57, %56
  %59 = trunc i128 %58 to i64
  %60 = add i64 %41, %59
  %61 = getelementptr inbounds i8, ptr %0, i64 48
  %62 = getelementptr inbounds i8, ptr %2, i64 48
  %63 = load i64, ptr %61, align 1, !tbaa !5, !noalias !440
  %64 = getelementptr inbounds i8, ptr %0, i64 56
  %65 = load i64, ptr %64, align 1, !tbaa !5, !noalias !440
  %66 = load i64, ptr %62, align 1, !tbaa !5
  %67 = add i64 %66, %3
  %68 = xor i64 %67, %63
  %69 = getelementptr inbounds i8, ptr %2, i64 56
  %70 = load i64, ptr %69, align 1, !tbaa !5
  %71 = sub i64 %70, %3
  %72 = xor i64 %71, %65
  %73 = zext i64 %68 to i128
  %74 = zext i64 %72 to i128
  %75 = mul nuw i128 %74, %73
  %76 = lshr i128 %75, 64
  %77 = xor i128 %76, %75
  %78 = trunc i128 %77 to i64
  %79 = add i64 %60, %78
  %80 = getelementptr inbounds i8, ptr %0, i64 64
  %81 = getelementptr inbounds i8, ptr %2, i64 64
  %82 = load i64, ptr %80, align 1, !tbaa !5, !noalias !440
  %83 = getelementptr inbounds i8, ptr %0, i64 72
  %84 = load i64, ptr %83, align 1, !tbaa !5, !noalias !440
  %85 = load i64, ptr %81, align 1, !tbaa !5
  %86 = add i64 %85, %3
  %87 = xor i64 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 72
  %89 = load i64, ptr %88, align 1, !tbaa !5
  %90 = sub i64 %89, %3
  %91 = xor i64 %90, %84
  %92 = zext i64 %87 to i128
  %93 = zext i64 %91 to i128
  %94 = mul nuw i128 %93, %92
  %95 = lshr i128 %94, 64
  %96 = xor i128 %95, %94
  %97 = trunc i128 %96 to i64
  %98 = add i64 %79, %97
  %99 = getelementptr inbounds i8, ptr %0, i64 80
  %100 = getelementptr inbounds i8, ptr %2, i64 80
  %101 = load i64, ptr %99, align 1, !tbaa !5, !noalias !440
  %102 = getelementptr inbounds i8, ptr %0, i64 88
  %103 = load i64, ptr %102, align 1, !tbaa !5, !noalias !440
  %104 = load i64, ptr %100, align 1, !tbaa !5
  %105 = add i64 %104, %3
  %106 = xor i64 %105, %101
  %107 = getelementptr inbounds i8, ptr %2, i64 88
  %108 = load i64, ptr %107, align 1, !tbaa !5
  %109 = sub i64 %108, %3
  %110 = xor i64 %109, %103
  %111 = zext i64 %106 to i128
  %112 = zext i64 %110 to i128
  %113 = mul nuw i128 %112, %111
  %114 = lshr i128 %113, 64
  %115 = xor i128 %114, %113
  %116 = trunc i128 %115 to i64
  %117 = add i64 %98, %116
  %118 = getelementptr inbounds i8, ptr %0, i64 96
  %119 = getelementptr inbounds i8, ptr %2, i64 96
  %120 = load i64, ptr %118, align 1, !tbaa !5, !noalias !440
  %121 = getelementptr inbounds i8, ptr %0, i64 104
  %122 = load i64, ptr %121, align 1, !tbaa !5, !noalias !440
  %123 = load i64, ptr %119, align 1, !tbaa !5
  %124 = add i64 %123, %3
  %125 = xor i64 %124, %120
  %126 = getelementptr inbounds i8, ptr %2, i64 104
  %127 = load i64, ptr %126, align 1, !tbaa !5
  %128 = sub i64 %127, %3
  %129 = xor i64 %128, %122
  %130 = zext i64 %125 to i128
  %131 = zext i64 %129 to i128
  %132 = mul nuw i128 %131, %130
  %133 = lshr i128 %132, 64
  %134 = xor i128 %133, %132
  %135 = trunc i128 %134 to i64
  %136 = add i64 %117, %135
  %137 = getelementptr inbounds i8, ptr %0, i64 112
  %138 = getelementptr inbounds i8, ptr %2, i64 112
  %139 = load i64, ptr %137, align 1, !tbaa !5, !noalias !440
  %140 = getelementptr inbounds i8, ptr %0, i64 120
  %141 = load i64, ptr %140, align 1, !tbaa !5, !noalias !440
  %142 = load i64, ptr %138, align 1, !tbaa !5
  %143 = add i64 %142, %3
  %144 = xor i64 %143, %139
  %145 = getelementptr inbounds i8, ptr %2, i64 120
  %146 = load i64, ptr %145, align 1, !tbaa !5
  %147 = sub i64 %146, %3
  %148 = xor i64 %147, %141
  %149 = zext i64 %144 to i128
  %150 = zext i64 %148 to i128
  %151 = mul nuw i128 %150, %149
  %152 = lshr i128 %151, 64
  %153 = xor i128 %152, %151
  %154 = trunc i128 %153 to i64
  %155 = add i64 %136, %154
  %156 = getelementptr inbounds i8, ptr %0, i64 %1
  %157 = getelementptr inbounds i8, ptr %156, i64 -16
  %158 = getelementptr inbounds i8, ptr %2, i64 119
  %159 = load i64, ptr %157, align 1, !tbaa !5, !noalias !443
  %160 = getelementptr inbounds i8, ptr %156, i64 -8
  %161 = load i64, ptr %160, align 1, !tbaa !5, !noalias !443
  %162 = load i64, ptr %158, align 1, !tbaa !5
  %163 = add i64 %162, %3
  %164 = xor i64 %163, %159
  %165 = getelementptr inbounds i8, ptr %2, i64 127
  %166 = load i64, ptr %165, align 1, !tbaa !5
  %167 = sub i64 %166, %3
  %168 = xor i64 %167, %161
  %169 = zext i64 %164 to i128
  %170 = zext i64 %168 to i128
  %171 = mul nuw i128 %170, %169
  %172 = lshr i128 %171, 64
  %173 = xor i128 %172, %171
  %174 = trunc i128 %173 to i64
  %175 = lshr i64 %155, 37
  %176 = xor i64 %175, %155
  %177 = mul i64 %176, 1609587791953885689
  %178 = lshr i64 %177, 32
  %179 = xor i64 %178, %177
  %180 = icmp ugt i64 %1, 143
  br i1 %180, label %181, label %214

181:                                              ; preds = %4
  %182 = trunc i64 %1 to i32
  %183 = lshr i32 %182, 4
  %184 = tail call i32 @llvm.umax.i32(i32 %183, i32 9)
  %185 = zext nneg i32 %184 to i64
  br label %186

186:                                              ; preds = %181, %186
  %187 = phi i64 [ 8, %181 ], [ %212, %186 ]
  %188 = phi i64 [ %179, %181 ], [ %190, %186 ]
  %189 = phi i64 [ %174, %181 ], [ %211, %186 ]
  %190 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %188) #37, !srcloc !446
  %191 = shl nuw nsw i64 %187, 4
  %192 = getelementptr inbounds i8, ptr %0, i64 %191
  %193 = getelementptr i8, ptr %2, i64 %191
  %194 = getelementptr i8, ptr %193, i64 -125
  %195 = load i64, ptr %192, align 1, !tbaa !5, !noalias !447
  %196 = getelementptr inbounds i8, ptr %192, i64 8
  %197 = load i64, ptr %196, align 1, !tbaa !5, !noalias !447
  %198 = load i64, ptr %194, align 1, !tbaa !5
  %199 = add i64 %198, %3
  %200 = xor i64 %199, %195
  %201 = getelementptr i8, ptr %193, i64 -117
  %202 = load i64, ptr %201, align 1, !tbaa !5
  %203 = sub i64 %202, %3
  %204 = xor i64 %203, %197
  %205 = zext i64 %200 to i128
  %206 = zext i64 %204 to i128
  %207 = mul nuw i128 %206, %205
  %208 = lshr i128 %207, 64
  %209 = xor i128 %208, %207
  %210 = trunc i128 %209 to i64
  %211 = add i64 %189, %210
  %212 = add nuw nsw i64 %187, 1
  %213 = icmp eq i64 %212, %185
  br i1 %213, label %214, label %186, !llvm.loop !450

214:                                              ; preds = %186, %4
  %215 = phi i64 [ %174, %4 ], [ %211, %186 ]
  %216 = phi i64 [ %179, %4 ], [ %190, %186 ]
  %217 = add i64 %216, %215
  %218 = lshr i64 %217, 37
  %219 = xor i64 %218, %217
  %220 = mul i64 %219, 1609587791953885689
  %221 = lshr i64 %220, 32
  %222 = xor i64 %221, %220
  ret i64 %222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #29

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc { i64, i64 } @XXH3_len_129to240_128b(ptr noalias nocapture noundef readonly %0, i64 noundef %1, ptr noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #30 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %0, align 1, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 1, !tbaa !5
  %10 = load i64, ptr %2, align 1, !tbaa !5
  %11 = add i64 %10, %3
  %12 = xor i64 %11, %7
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i64, ptr %13, align 1, !tbaa !5
  %15 = sub i64 %14, %3
  %16 = xor i64 %15, %9
  %17 = zext i64 %12 to i128
  %18 = zext i64 %16 to i128
  %19 = mul nuw i128 %18, %17
  %20 = lshr i128 %19, 64
  %21 = xor i128 %20, %19
  %22 = trunc i128 %21 to i64
  %23 = add i64 %5, %22
  %24 = load i64, ptr %6, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load i64, ptr %25, align 1, !tbaa !5
  %27 = add i64 %26, %24
  %28 = xor i64 %23, %27
  %29 = getelementptr inbounds i8, ptr %2, i64 16
  %30 = load i64, ptr %29, align 1, !tbaa !5
  %31 = add i64 %30, %3
  %32 = xor i64 %31, %24
  %33 = getelementptr inbounds i8, ptr %2, i64 24
  %34 = load i64, ptr %33, align 1, !tbaa !5
  %35 = sub i64 %34, %3
  %36 = xor i64 %35, %26
  %37 = zext i64 %32 to i128
  %38 = zext i64 %36 to i128
  %39 = mul nuw i128 %38, %37
  %40 = lshr i128 %39, 64
  %41 = xor i128 %40, %39
  %42 = trunc i128 %41 to i64
  %43 = add i64 %9, %7
  %44 = xor i64 %43, %42
  %45 = getelementptr inbounds i8, ptr %0, i64 32
  %46 = getelementptr inbounds i8, ptr %0, i64 48
  %47 = getelementptr inbounds i8, ptr %2, i64 32
  %48 = load i64, ptr %45, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %0, i64 40
  %50 = load i64, ptr %49, align 1, !tbaa !5
  %51 = load i64, ptr %47, align 1, !tbaa !5
  %52 = add i64 %51, %3
  %53 = xor i64 %52, %48
  %54 = getelementptr inbounds i8, ptr %2, i64 40
  %55 = load i64, ptr %54, align 1, !tbaa !5
  %56 = sub i64 %55, %3
  %57 = xor i64 %56, %50
  %58 = zext i64 %53 to i128
  %59 = zext i64 %57 to i128
  %60 = mul nuw i128 %59, %58
  %61 = lshr i128 %60, 64
  %62 = xor i128 %61, %60
  %63 = trunc i128 %62 to i64
  %64 = add i64 %28, %63
  %65 = load i64, ptr %46, align 1, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 56
  %67 = load i64, ptr %66, align 1, !tbaa !5
  %68 = add i64 %67, %65
  %69 = xor i64 %64, %68
  %70 = getelementptr inbounds i8, ptr %2, i64 48
  %71 = load i64, ptr %70, align 1, !tbaa !5
  %72 = add i64 %71, %3
  %73 = xor i64 %72, %65
  %74 = getelementptr inbounds i8, ptr %2, i64 56
  %75 = load i64, ptr %74, align 1, !tbaa !5
  %76 = sub i64 %75, %3
  %77 = xor i64 %76, %67
  %78 = zext i64 %73 to i128
  %79 = zext i64 %77 to i128
  %80 = mul nuw i128 %79, %78
  %81 = lshr i128 %80, 64
  %82 = xor i128 %81, %80
  %83 = trunc i128 %82 to i64
  %84 = add i64 %44, %83
  %85 = add i64 %50, %48
  %86 = xor i64 %84, %85
  %87 = getelementptr inbounds i8, ptr %0, i64 64
  %88 = getelementptr inbounds i8, ptr %0, i64 80
  %89 = getelementptr inbounds i8, ptr %2, i64 64
  %90 = load i64, ptr %87, align 1, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %0, i64 72
  %92 = load i64, ptr %91, align 1, !tbaa !5
  %93 = load i64, ptr %89, align 1, !tbaa !5
  %94 = add i64 %93, %3
  %95 = xor i64 %94, %90
  %96 = getelementptr inbounds i8, ptr %2, i64 72
  %97 = load i64, ptr %96, align 1, !tbaa !5
  %98 = sub i64 %97, %3
  %99 = xor i64 %98, %92
  %100 = zext i64 %95 to i128
  %101 = zext i64 %99 to i128
  %102 = mul nuw i128 %101, %100
  %103 = lshr i128 %102, 64
  %104 = xor i128 %103, %102
  %105 = trunc i128 %104 to i64
  %106 = add i64 %69, %105
  %107 = load i64, ptr %88, align 1, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %0, i64 88
  %109 = load i64, ptr %108, align 1, !tbaa !5
  %110 = add i64 %109, %107
  %111 = xor i64 %106, %110
  %112 = getelementptr inbounds i8, ptr %2, i64 80
  %113 = load i64, ptr %112, align 1, !tbaa !5
  %114 = add i64 %113, %3
  %115 = xor i64 %114, %107
  %116 = getelementptr inbounds i8, ptr %2, i64 88
  %117 = load i64, ptr %116, align 1, !tbaa !5
  %118 = sub i64 %117, %3
  %119 = xor i64 %118, %109
  %120 = zext i64 %115 to i128
  %121 = zext i64 %119 to i128
  %122 = mul nuw i128 %121, %120
  %123 = lshr i128 %122, 64
  %124 = xor i128 %123, %122
  %125 = trunc i128 %124 to i64
  %126 = add i64 %86, %125
  %127 = add i64 %92, %90
  %128 = xor i64 %126, %127
  %129 = getelementptr inbounds i8, ptr %0, i64 96
  %130 = getelementptr inbounds i8, ptr %0, i64 112
  %131 = getelementptr inbounds i8, ptr %2, i64 96
  %132 = load i64, ptr %129, align 1, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %0, i64 104
  %134 = load i64, ptr %133, align 1, !tbaa !5
  %135 = load i64, ptr %131, align 1, !tbaa !5
  %136 = add i64 %135, %3
  %137 = xor i64 %136, %132
  %138 = getelementptr inbounds i8, ptr %2, i64 104
  %139 = load i64, ptr %138, align 1, !tbaa !5
  %140 = sub i64 %139, %3
  %141 = xor i64 %140, %134
  %142 = zext i64 %137 to i128
  %143 = zext i64 %141 to i128
  %144 = mul nuw i128 %143, %142
  %145 = lshr i128 %144, 64
  %146 = xor i128 %145, %144
  %147 = trunc i128 %146 to i64
  %148 = add i64 %111, %147
  %149 = load i64, ptr %130, align 1, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %0, i64 120
  %151 = load i64, ptr %150, align 1, !tbaa !5
  %152 = add i64 %151, %149
  %153 = xor i64 %148, %152
  %154 = getelementptr inbounds i8, ptr %2, i64 112
  %155 = load i64, ptr %154, align 1, !tbaa !5
  %156 = add i64 %155, %3
  %157 = xor i64 %156, %149
  %158 = getelementptr inbounds i8, ptr %2, i64 120
  %159 = load i64, ptr %158, align 1, !tbaa !5
  %160 = sub i64 %159, %3
  %161 = xor i64 %160, %151
  %162 = zext i64 %157 to i128
  %163 = zext i64 %161 to i128
  %164 = mul nuw i128 %163, %162
  %165 = lshr i128 %164, 64
  %166 = xor i128 %165, %164
  %167 = trunc i128 %166 to i64
  %168 = add i64 %128, %167
  %169 = add i64 %134, %132
  %170 = xor i64 %168, %169
  %171 = lshr i64 %153, 37
  %172 = xor i64 %171, %153
  %173 = mul i64 %172, 1609587791953885689
  %174 = lshr i64 %173, 32
  %175 = xor i64 %174, %173
  %176 = lshr i64 %170, 37
  %177 = xor i64 %176, %170
  %178 = mul i64 %177, 1609587791953885689
  %179 = lshr i64 %178, 32
  %180 = xor i64 %179, %178
  %181 = icmp ult i64 %1, 160
  br i1 %181, label %236, label %182

182:                                              ; preds = %4
  %183 = getelementptr inbounds i8, ptr %2, i64 3
  br label %184

184:                                              ; preds = %182, %184
  %185 = phi i64 [ 160, %182 ], [ %234, %184 ]
  %186 = phi i64 [ %180, %182 ], [ %232, %184 ]
  %187 = phi i64 [ %175, %182 ], [ %215, %184 ]
  %188 = phi i32 [ 160, %182 ], [ %233, %184 ]
  %189 = getelementptr inbounds i8, ptr %0, i64 %185
  %190 = getelementptr inbounds i8, ptr %189, i64 -32
  %191 = getelementptr inbounds i8, ptr %189, i64 -16
  %192 = getelementptr inbounds i8, ptr %183, i64 %185
  %193 = getelementptr inbounds i8, ptr %192, i64 -160
  %194 = load i64, ptr %190, align 1, !tbaa !5
  %195 = getelementptr inbounds i8, ptr %189, i64 -24
  %196 = load i64, ptr %195, align 1, !tbaa !5
  %197 = load i64, ptr %193, align 1, !tbaa !5
  %198 = add i64 %197, %3
  %199 = xor i64 %198, %194
  %200 = getelementptr inbounds i8, ptr %192, i64 -152
  %201 = load i64, ptr %200, align 1, !tbaa !5
  %202 = sub i64 %201, %3
  %203 = xor i64 %202, %196
  %204 = zext i64 %199 to i128
  %205 = zext i64 %203 to i128
  %206 = mul nuw i128 %205, %204
  %207 = lshr i128 %206, 64
  %208 = xor i128 %207, %206
  %209 = trunc i128 %208 to i64
  %210 = add i64 %187, %209
  %211 = load i64, ptr %191, align 1, !tbaa !5
  %212 = getelementptr inbounds i8, ptr %189, i64 -8
  %213 = load i64, ptr %212, align 1, !tbaa !5
  %214 = add i64 %213, %211
  %215 = xor i64 %210, %214
  %216 = getelementptr inbounds i8, ptr %192, i64 -144
  %217 = load i64, ptr %216, align 1, !tbaa !5
  %218 = add i64 %217, %3
  %219 = xor i64 %218, %211
  %220 = getelementptr inbounds i8, ptr %192, i64 -136
  %221 = load i64, ptr %220, align 1, !tbaa !5
  %222 = sub i64 %221, %3
  %223 = xor i64 %222, %213
  %224 = zext i64 %219 to i128
  %225 = zext i64 %223 to i128
  %226 = mul nuw i128 %225, %224
  %227 = lshr i128 %226, 64
  %228 = xor i128 %227, %226
  %229 = trunc i128 %228 to i64
  %230 = add i64 %186, %229
  %231 = add i64 %196, %194
  %232 = xor i64 %230, %231
  %233 = add i32 %188, 32
  %234 = zext i32 %233 to i64
  %235 = icmp ugt i64 %234, %1
  br i1 %235, label %236, label %184, !llvm.loop !451

236:                                              ; preds = %184, %4
  %237 = phi i64 [ %175, %4 ], [ %215, %184 ]
  %238 = phi i64 [ %180, %4 ], [ %232, %184 ]
  %239 = getelementptr inbounds i8, ptr %0, i64 %1
  %240 = getelementptr inbounds i8, ptr %239, i64 -16
  %241 = getelementptr inbounds i8, ptr %239, i64 -32
  %242 = getelementptr inbounds i8, ptr %2, i64 103
  %243 = load i64, ptr %240, align 1, !tbaa !5
  %244 = getelementptr inbounds i8, ptr %239, i64 -8
  %245 = load i64, ptr %244, align 1, !tbaa !5
  %246 = load i64, ptr %242, align 1, !tbaa !5
  %247 = sub i64 %246, %3
  %248 = xor i64 %247, %243
  %249 = getelementptr inbounds i8, ptr %2, i64 111
  %250 = load i64, ptr %249, align 1, !tbaa !5
  %251 = add i64 %250, %3
  %252 = xor i64 %251, %245
  %253 = zext i64 %248 to i128
  %254 = zext i64 %252 to i128
  %255 = mul nuw i128 %254, %253
  %256 = lshr i128 %255, 64
  %257 = xor i128 %256, %255
  %258 = trunc i128 %257 to i64
  %259 = add i64 %237, %258
  %260 = load i64, ptr %241, align 1, !tbaa !5
  %261 = getelementptr inbounds i8, ptr %239, i64 -24
  %262 = load i64, ptr %261, align 1, !tbaa !5
  %263 = add i64 %262, %260
  %264 = xor i64 %259, %263
  %265 = getelementptr inbounds i8, ptr %2, i64 119
  %266 = load i64, ptr %265, align 1, !tbaa !5
  %267 = sub i64 %266, %3
  %268 = xor i64 %267, %260
  %269 = getelementptr inbounds i8, ptr %2, i64 127
  %270 = load i64, ptr %269, align 1, !tbaa !5
  %271 = add i64 %270, %3
  %272 = xor i64 %271, %262
  %273 = zext i64 %268 to i128
  %274 = zext i64 %272 to i128
  %275 = mul nuw i128 %274, %273
  %276 = lshr i128 %275, 64
  %277 = xor i128 %276, %275
  %278 = trunc i128 %277 to i64
  %279 = add i64 %238, %278
  %280 = add i64 %245, %243
  %281 = xor i64 %279, %280
  %282 = add i64 %281, %264
  %283 = mul i64 %264, -7046029288634856825
  %284 = mul i64 %281, -8796714831421723037
  %285 = sub i64 %1, %3
  %286 = mul i64 %285, -4417276706812531889
  %287 = add i64 %283, %286
  %288 = add i64 %287, %284
  %289 = lshr i64 %282, 37
  %290 = xor i64 %289, %282
  %291 = mul i64 %290, 1609587791953885689
  %292 = lshr i64 %291, 32
  %293 = xor i64 %292, %291
  %294 = lshr i64 %288, 37
  %295 = xor i64 %294, %288
  %296 = mul i64 %295, 1609587791953885689
  %297 = lshr i64 %296, 32
  %298 = xor i64 %297, %296
  %299 = sub i64 0, %298
  %300 = insertvalue { i64, i64 } poison, i64 %293, 0
  %301 = insertvalue { i64, i64 } %300, i64 %299, 1
  ret { i64, i64 } %301
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #31

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #31

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #32

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #31

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #33

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #31

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #31

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #31

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #31

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree noinline norecurse nosync nounwind memory(argmem: read, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { noinline nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree nounwind willreturn memory(read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #26 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #27 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #28 = { mustprogress nofree noinline nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #29 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #30 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #31 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #32 = { nofree nounwind willreturn memory(argmem: read) }
attributes #33 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #34 = { nounwind allocsize(0) }
attributes #35 = { nounwind }
attributes #36 = { nounwind willreturn memory(read) }
attributes #37 = { nounwind memory(none) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !6, i64 0}
!17 = !{!18, !16, i64 0}
!18 = !{!"XXH32_state_s", !16, i64 0, !16, i64 4, !6, i64 8, !6, i64 24, !16, i64 40, !16, i64 44}
!19 = !{!18, !16, i64 4}
!20 = !{!18, !16, i64 40}
!21 = !{!22}
!22 = distinct !{!22, !23, !"XXH32_consumeLong: argument 0"}
!23 = distinct !{!23, !"XXH32_consumeLong"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"XXH32_consumeLong: argument 1"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"XXH32_consumeLong: argument 0"}
!28 = distinct !{!28, !"XXH32_consumeLong"}
!29 = !{!30}
!30 = distinct !{!30, !28, !"XXH32_consumeLong: argument 1"}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !9}
!34 = distinct !{!34, !9}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !9}
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !6, i64 0}
!39 = !{!40, !38, i64 0}
!40 = !{!"XXH64_state_s", !38, i64 0, !6, i64 8, !6, i64 40, !16, i64 72, !16, i64 76, !38, i64 80}
!41 = !{!40, !16, i64 72}
!42 = !{!43}
!43 = distinct !{!43, !44, !"XXH64_consumeLong: argument 0"}
!44 = distinct !{!44, !"XXH64_consumeLong"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"XXH64_consumeLong: argument 1"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"XXH64_consumeLong: argument 0"}
!49 = distinct !{!49, !"XXH64_consumeLong"}
!50 = !{!51}
!51 = distinct !{!51, !49, !"XXH64_consumeLong: argument 1"}
!52 = distinct !{!52, !11}
!53 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!54 = !{!55}
!55 = distinct !{!55, !56, !"XXH3_mix16B: argument 1"}
!56 = distinct !{!56, !"XXH3_mix16B"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"XXH3_mix16B: argument 1"}
!59 = distinct !{!59, !"XXH3_mix16B"}
!60 = !{!61}
!61 = distinct !{!61, !62, !"XXH3_mix16B: argument 1"}
!62 = distinct !{!62, !"XXH3_mix16B"}
!63 = !{!64}
!64 = distinct !{!64, !65, !"XXH3_mix16B: argument 1"}
!65 = distinct !{!65, !"XXH3_mix16B"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"XXH3_mix16B: argument 1"}
!68 = distinct !{!68, !"XXH3_mix16B"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"XXH3_mix16B: argument 1"}
!71 = distinct !{!71, !"XXH3_mix16B"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"XXH3_mix16B: argument 1"}
!74 = distinct !{!74, !"XXH3_mix16B"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"XXH3_mix16B: argument 1"}
!77 = distinct !{!77, !"XXH3_mix16B"}
!78 = distinct !{!78, !9}
!79 = distinct !{!79, !9}
!80 = !{!81}
!81 = distinct !{!81, !82, !"XXH3_mix16B: argument 1"}
!82 = distinct !{!82, !"XXH3_mix16B"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"XXH3_mix16B: argument 1"}
!85 = distinct !{!85, !"XXH3_mix16B"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"XXH3_mix16B: argument 1"}
!88 = distinct !{!88, !"XXH3_mix16B"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"XXH3_mix16B: argument 1"}
!91 = distinct !{!91, !"XXH3_mix16B"}
!92 = !{!93}
!93 = distinct !{!93, !94, !"XXH3_mix16B: argument 1"}
!94 = distinct !{!94, !"XXH3_mix16B"}
!95 = !{!96}
!96 = distinct !{!96, !97, !"XXH3_mix16B: argument 1"}
!97 = distinct !{!97, !"XXH3_mix16B"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"XXH3_mix16B: argument 1"}
!100 = distinct !{!100, !"XXH3_mix16B"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"XXH3_mix16B: argument 1"}
!103 = distinct !{!103, !"XXH3_mix16B"}
!104 = !{!105, !107}
!105 = distinct !{!105, !106, !"XXH3_mergeAccs: argument 1"}
!106 = distinct !{!106, !"XXH3_mergeAccs"}
!107 = distinct !{!107, !108, !"XXH3_finalizeLong_64b: argument 1"}
!108 = distinct !{!108, !"XXH3_finalizeLong_64b"}
!109 = !{!110, !112, !113}
!110 = distinct !{!110, !111, !"XXH3_mix2Accs: argument 0"}
!111 = distinct !{!111, !"XXH3_mix2Accs"}
!112 = distinct !{!112, !106, !"XXH3_mergeAccs: argument 0"}
!113 = distinct !{!113, !108, !"XXH3_finalizeLong_64b: argument 0"}
!114 = !{!115, !112, !113}
!115 = distinct !{!115, !111, !"XXH3_mix2Accs: argument 0:It1"}
!116 = !{!117, !112, !113}
!117 = distinct !{!117, !111, !"XXH3_mix2Accs: argument 0:It2"}
!118 = !{!119, !112, !113}
!119 = distinct !{!119, !111, !"XXH3_mix2Accs: argument 0:It3"}
!120 = !{!121}
!121 = distinct !{!121, !122, !"XXH3_mix16B: argument 1"}
!122 = distinct !{!122, !"XXH3_mix16B"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"XXH3_mix16B: argument 1"}
!125 = distinct !{!125, !"XXH3_mix16B"}
!126 = !{!127}
!127 = distinct !{!127, !128, !"XXH3_mix16B: argument 1"}
!128 = distinct !{!128, !"XXH3_mix16B"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"XXH3_mix16B: argument 1"}
!131 = distinct !{!131, !"XXH3_mix16B"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"XXH3_mix16B: argument 1"}
!134 = distinct !{!134, !"XXH3_mix16B"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"XXH3_mix16B: argument 1"}
!137 = distinct !{!137, !"XXH3_mix16B"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"XXH3_mix16B: argument 1"}
!140 = distinct !{!140, !"XXH3_mix16B"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"XXH3_mix16B: argument 1"}
!143 = distinct !{!143, !"XXH3_mix16B"}
!144 = !{i64 2148784317}
!145 = !{!146, !148}
!146 = distinct !{!146, !147, !"XXH3_mergeAccs: argument 1"}
!147 = distinct !{!147, !"XXH3_mergeAccs"}
!148 = distinct !{!148, !149, !"XXH3_finalizeLong_64b: argument 1"}
!149 = distinct !{!149, !"XXH3_finalizeLong_64b"}
!150 = !{!151, !153, !154}
!151 = distinct !{!151, !152, !"XXH3_mix2Accs: argument 0"}
!152 = distinct !{!152, !"XXH3_mix2Accs"}
!153 = distinct !{!153, !147, !"XXH3_mergeAccs: argument 0"}
!154 = distinct !{!154, !149, !"XXH3_finalizeLong_64b: argument 0"}
!155 = !{!156, !153, !154}
!156 = distinct !{!156, !152, !"XXH3_mix2Accs: argument 0:It1"}
!157 = !{!158, !153, !154}
!158 = distinct !{!158, !152, !"XXH3_mix2Accs: argument 0:It2"}
!159 = !{!160, !153, !154}
!160 = distinct !{!160, !152, !"XXH3_mix2Accs: argument 0:It3"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"XXH3_mix16B: argument 1"}
!163 = distinct !{!163, !"XXH3_mix16B"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"XXH3_mix16B: argument 1"}
!166 = distinct !{!166, !"XXH3_mix16B"}
!167 = !{!168}
!168 = distinct !{!168, !169, !"XXH3_mix16B: argument 1"}
!169 = distinct !{!169, !"XXH3_mix16B"}
!170 = !{!171}
!171 = distinct !{!171, !172, !"XXH3_mix16B: argument 1"}
!172 = distinct !{!172, !"XXH3_mix16B"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"XXH3_mix16B: argument 1"}
!175 = distinct !{!175, !"XXH3_mix16B"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"XXH3_mix16B: argument 1"}
!178 = distinct !{!178, !"XXH3_mix16B"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"XXH3_mix16B: argument 1"}
!181 = distinct !{!181, !"XXH3_mix16B"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"XXH3_mix16B: argument 1"}
!184 = distinct !{!184, !"XXH3_mix16B"}
!185 = !{!186, !38, i64 552}
!186 = !{!"XXH3_state_s", !6, i64 0, !6, i64 64, !6, i64 256, !16, i64 512, !16, i64 516, !38, i64 520, !38, i64 528, !38, i64 536, !38, i64 544, !38, i64 552, !38, i64 560, !187, i64 568}
!187 = !{!"any pointer", !6, i64 0}
!188 = !{!186, !187, i64 568}
!189 = !{!186, !38, i64 544}
!190 = !{!186, !38, i64 536}
!191 = !{!186, !16, i64 516}
!192 = !{!193}
!193 = distinct !{!193, !194, !"XXH3_update: argument 1"}
!194 = distinct !{!194, !"XXH3_update"}
!195 = !{!186, !38, i64 528}
!196 = !{!197}
!197 = distinct !{!197, !194, !"XXH3_update: argument 0"}
!198 = !{!186, !16, i64 512}
!199 = !{!197, !193}
!200 = !{!201}
!201 = distinct !{!201, !202, !"XXH3_consumeStripes: argument 0"}
!202 = distinct !{!202, !"XXH3_consumeStripes"}
!203 = !{!204}
!204 = distinct !{!204, !202, !"XXH3_consumeStripes: argument 1"}
!205 = !{!206}
!206 = distinct !{!206, !202, !"XXH3_consumeStripes: argument 2"}
!207 = !{!208}
!208 = distinct !{!208, !202, !"XXH3_consumeStripes: argument 3"}
!209 = !{!201, !206, !208}
!210 = !{!204, !206, !208}
!211 = !{!212, !201}
!212 = distinct !{!212, !213, !"XXH3_accumulate_512_sse2: argument 0"}
!213 = distinct !{!213, !"XXH3_accumulate_512_sse2"}
!214 = !{!215, !216, !204, !206, !208}
!215 = distinct !{!215, !213, !"XXH3_accumulate_512_sse2: argument 1"}
!216 = distinct !{!216, !213, !"XXH3_accumulate_512_sse2: argument 2"}
!217 = !{!201, !204, !206}
!218 = !{!204, !208}
!219 = !{!201, !204, !208}
!220 = !{!221, !201}
!221 = distinct !{!221, !222, !"XXH3_accumulate_512_sse2: argument 0"}
!222 = distinct !{!222, !"XXH3_accumulate_512_sse2"}
!223 = !{!224, !225, !204, !206, !208}
!224 = distinct !{!224, !222, !"XXH3_accumulate_512_sse2: argument 1"}
!225 = distinct !{!225, !222, !"XXH3_accumulate_512_sse2: argument 2"}
!226 = !{!227, !201}
!227 = distinct !{!227, !228, !"XXH3_scrambleAcc_sse2: argument 0"}
!228 = distinct !{!228, !"XXH3_scrambleAcc_sse2"}
!229 = !{!230, !204, !206, !208}
!230 = distinct !{!230, !228, !"XXH3_scrambleAcc_sse2: argument 1"}
!231 = distinct !{!231, !9}
!232 = !{!233}
!233 = distinct !{!233, !234, !"XXH3_consumeStripes: argument 0"}
!234 = distinct !{!234, !"XXH3_consumeStripes"}
!235 = !{!236}
!236 = distinct !{!236, !234, !"XXH3_consumeStripes: argument 1"}
!237 = !{!238}
!238 = distinct !{!238, !234, !"XXH3_consumeStripes: argument 2"}
!239 = !{!240}
!240 = distinct !{!240, !234, !"XXH3_consumeStripes: argument 3"}
!241 = !{!233, !238, !240}
!242 = !{!236, !238, !240}
!243 = !{!233, !236, !238}
!244 = !{!236, !240}
!245 = !{!233, !236, !240}
!246 = !{!247, !233}
!247 = distinct !{!247, !248, !"XXH3_accumulate_512_sse2: argument 0"}
!248 = distinct !{!248, !"XXH3_accumulate_512_sse2"}
!249 = !{!250, !251, !236, !238, !240}
!250 = distinct !{!250, !248, !"XXH3_accumulate_512_sse2: argument 1"}
!251 = distinct !{!251, !248, !"XXH3_accumulate_512_sse2: argument 2"}
!252 = !{!253, !233}
!253 = distinct !{!253, !254, !"XXH3_scrambleAcc_sse2: argument 0"}
!254 = distinct !{!254, !"XXH3_scrambleAcc_sse2"}
!255 = !{!256, !236, !238, !240}
!256 = distinct !{!256, !254, !"XXH3_scrambleAcc_sse2: argument 1"}
!257 = !{!258, !233}
!258 = distinct !{!258, !259, !"XXH3_accumulate_512_sse2: argument 0"}
!259 = distinct !{!259, !"XXH3_accumulate_512_sse2"}
!260 = !{!261, !262, !236, !238, !240}
!261 = distinct !{!261, !259, !"XXH3_accumulate_512_sse2: argument 1"}
!262 = distinct !{!262, !259, !"XXH3_accumulate_512_sse2: argument 2"}
!263 = !{!186, !38, i64 520}
!264 = !{!265}
!265 = distinct !{!265, !266, !"XXH3_consumeStripes: argument 2"}
!266 = distinct !{!266, !"XXH3_consumeStripes"}
!267 = !{!268}
!268 = distinct !{!268, !266, !"XXH3_consumeStripes: argument 3"}
!269 = !{!270, !271, !265}
!270 = distinct !{!270, !266, !"XXH3_consumeStripes: argument 0"}
!271 = distinct !{!271, !266, !"XXH3_consumeStripes: argument 1"}
!272 = !{!271, !268}
!273 = !{!270, !271, !268}
!274 = !{!275, !277}
!275 = distinct !{!275, !276, !"XXH3_mergeAccs: argument 1"}
!276 = distinct !{!276, !"XXH3_mergeAccs"}
!277 = distinct !{!277, !278, !"XXH3_finalizeLong_64b: argument 1"}
!278 = distinct !{!278, !"XXH3_finalizeLong_64b"}
!279 = !{!280, !282, !283}
!280 = distinct !{!280, !281, !"XXH3_mix2Accs: argument 0"}
!281 = distinct !{!281, !"XXH3_mix2Accs"}
!282 = distinct !{!282, !276, !"XXH3_mergeAccs: argument 0"}
!283 = distinct !{!283, !278, !"XXH3_finalizeLong_64b: argument 0"}
!284 = !{!285, !282, !283}
!285 = distinct !{!285, !281, !"XXH3_mix2Accs: argument 0:It1"}
!286 = !{!287, !282, !283}
!287 = distinct !{!287, !281, !"XXH3_mix2Accs: argument 0:It2"}
!288 = !{!289, !282, !283}
!289 = distinct !{!289, !281, !"XXH3_mix2Accs: argument 0:It3"}
!290 = !{!291}
!291 = distinct !{!291, !292, !"XXH3_hashLong_128b_internal: argument 0"}
!292 = distinct !{!292, !"XXH3_hashLong_128b_internal"}
!293 = !{!294}
!294 = distinct !{!294, !292, !"XXH3_hashLong_128b_internal: argument 1"}
!295 = !{!291, !294}
!296 = !{!297, !299}
!297 = distinct !{!297, !298, !"XXH3_scrambleAcc_sse2: argument 0"}
!298 = distinct !{!298, !"XXH3_scrambleAcc_sse2"}
!299 = distinct !{!299, !300, !"XXH3_hashLong_internal_loop: argument 0"}
!300 = distinct !{!300, !"XXH3_hashLong_internal_loop"}
!301 = !{!302, !303, !304, !291, !294}
!302 = distinct !{!302, !298, !"XXH3_scrambleAcc_sse2: argument 1"}
!303 = distinct !{!303, !300, !"XXH3_hashLong_internal_loop: argument 1"}
!304 = distinct !{!304, !300, !"XXH3_hashLong_internal_loop: argument 2"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"XXH3_accumulate_512_sse2: argument 0"}
!307 = distinct !{!307, !"XXH3_accumulate_512_sse2"}
!308 = !{!309, !310, !291, !294}
!309 = distinct !{!309, !307, !"XXH3_accumulate_512_sse2: argument 1"}
!310 = distinct !{!310, !307, !"XXH3_accumulate_512_sse2: argument 2"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"XXH3_hashLong_128b_internal: argument 0"}
!313 = distinct !{!313, !"XXH3_hashLong_128b_internal"}
!314 = !{!315}
!315 = distinct !{!315, !313, !"XXH3_hashLong_128b_internal: argument 1"}
!316 = !{!312, !315}
!317 = !{!318, !320}
!318 = distinct !{!318, !319, !"XXH3_scrambleAcc_sse2: argument 0"}
!319 = distinct !{!319, !"XXH3_scrambleAcc_sse2"}
!320 = distinct !{!320, !321, !"XXH3_hashLong_internal_loop: argument 0"}
!321 = distinct !{!321, !"XXH3_hashLong_internal_loop"}
!322 = !{!323, !324, !325, !312, !315}
!323 = distinct !{!323, !319, !"XXH3_scrambleAcc_sse2: argument 1"}
!324 = distinct !{!324, !321, !"XXH3_hashLong_internal_loop: argument 1"}
!325 = distinct !{!325, !321, !"XXH3_hashLong_internal_loop: argument 2"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"XXH3_accumulate_512_sse2: argument 0"}
!328 = distinct !{!328, !"XXH3_accumulate_512_sse2"}
!329 = !{!330, !331, !312, !315}
!330 = distinct !{!330, !328, !"XXH3_accumulate_512_sse2: argument 1"}
!331 = distinct !{!331, !328, !"XXH3_accumulate_512_sse2: argument 2"}
!332 = !{!333}
!333 = distinct !{!333, !334, !"XXH3_hashLong_128b_withSeed_internal: argument 0"}
!334 = distinct !{!334, !"XXH3_hashLong_128b_withSeed_internal"}
!335 = !{!336}
!336 = distinct !{!336, !337, !"XXH3_hashLong_128b_internal: argument 0"}
!337 = distinct !{!337, !"XXH3_hashLong_128b_internal"}
!338 = !{!339}
!339 = distinct !{!339, !337, !"XXH3_hashLong_128b_internal: argument 1"}
!340 = !{!336, !339, !333}
!341 = !{!336, !333}
!342 = !{!343, !345}
!343 = distinct !{!343, !344, !"XXH3_scrambleAcc_sse2: argument 0"}
!344 = distinct !{!344, !"XXH3_scrambleAcc_sse2"}
!345 = distinct !{!345, !346, !"XXH3_hashLong_internal_loop: argument 0"}
!346 = distinct !{!346, !"XXH3_hashLong_internal_loop"}
!347 = !{!348, !349, !350, !336, !339, !333}
!348 = distinct !{!348, !344, !"XXH3_scrambleAcc_sse2: argument 1"}
!349 = distinct !{!349, !346, !"XXH3_hashLong_internal_loop: argument 1"}
!350 = distinct !{!350, !346, !"XXH3_hashLong_internal_loop: argument 2"}
!351 = !{!352}
!352 = distinct !{!352, !353, !"XXH3_accumulate_512_sse2: argument 0"}
!353 = distinct !{!353, !"XXH3_accumulate_512_sse2"}
!354 = !{!355, !356, !336, !339, !333}
!355 = distinct !{!355, !353, !"XXH3_accumulate_512_sse2: argument 1"}
!356 = distinct !{!356, !353, !"XXH3_accumulate_512_sse2: argument 2"}
!357 = !{!358}
!358 = distinct !{!358, !359, !"XXH3_hashLong_128b_internal: argument 0"}
!359 = distinct !{!359, !"XXH3_hashLong_128b_internal"}
!360 = !{!361}
!361 = distinct !{!361, !359, !"XXH3_hashLong_128b_internal: argument 1"}
!362 = !{!358, !361, !333}
!363 = !{!358, !333}
!364 = !{!365, !367}
!365 = distinct !{!365, !366, !"XXH3_scrambleAcc_sse2: argument 0"}
!366 = distinct !{!366, !"XXH3_scrambleAcc_sse2"}
!367 = distinct !{!367, !368, !"XXH3_hashLong_internal_loop: argument 0"}
!368 = distinct !{!368, !"XXH3_hashLong_internal_loop"}
!369 = !{!370, !371, !372, !358, !361, !333}
!370 = distinct !{!370, !366, !"XXH3_scrambleAcc_sse2: argument 1"}
!371 = distinct !{!371, !368, !"XXH3_hashLong_internal_loop: argument 1"}
!372 = distinct !{!372, !368, !"XXH3_hashLong_internal_loop: argument 2"}
!373 = !{!374}
!374 = distinct !{!374, !375, !"XXH3_accumulate_512_sse2: argument 0"}
!375 = distinct !{!375, !"XXH3_accumulate_512_sse2"}
!376 = !{!377, !378, !358, !361, !333}
!377 = distinct !{!377, !375, !"XXH3_accumulate_512_sse2: argument 1"}
!378 = distinct !{!378, !375, !"XXH3_accumulate_512_sse2: argument 2"}
!379 = !{!380}
!380 = distinct !{!380, !381, !"XXH3_consumeStripes: argument 0"}
!381 = distinct !{!381, !"XXH3_consumeStripes"}
!382 = !{!383}
!383 = distinct !{!383, !381, !"XXH3_consumeStripes: argument 2"}
!384 = !{!385}
!385 = distinct !{!385, !381, !"XXH3_consumeStripes: argument 3"}
!386 = !{!387, !383, !385}
!387 = distinct !{!387, !381, !"XXH3_consumeStripes: argument 1"}
!388 = !{!380, !387, !383}
!389 = !{!387, !385}
!390 = !{!380, !387, !385}
!391 = !{!392, !380}
!392 = distinct !{!392, !393, !"XXH3_scrambleAcc_sse2: argument 0"}
!393 = distinct !{!393, !"XXH3_scrambleAcc_sse2"}
!394 = !{!395, !387, !383, !385}
!395 = distinct !{!395, !393, !"XXH3_scrambleAcc_sse2: argument 1"}
!396 = !{!397, !380}
!397 = distinct !{!397, !398, !"XXH3_accumulate_512_sse2: argument 0"}
!398 = distinct !{!398, !"XXH3_accumulate_512_sse2"}
!399 = !{!400, !401, !387, !383, !385}
!400 = distinct !{!400, !398, !"XXH3_accumulate_512_sse2: argument 1"}
!401 = distinct !{!401, !398, !"XXH3_accumulate_512_sse2: argument 2"}
!402 = !{!403}
!403 = distinct !{!403, !404, !"XXH3_accumulate_512_sse2: argument 0"}
!404 = distinct !{!404, !"XXH3_accumulate_512_sse2"}
!405 = !{!406, !407}
!406 = distinct !{!406, !404, !"XXH3_accumulate_512_sse2: argument 1"}
!407 = distinct !{!407, !404, !"XXH3_accumulate_512_sse2: argument 2"}
!408 = !{}
!409 = !{!410, !412}
!410 = distinct !{!410, !411, !"XXH3_mergeAccs: argument 1"}
!411 = distinct !{!411, !"XXH3_mergeAccs"}
!412 = distinct !{!412, !413, !"XXH3_finalizeLong_64b: argument 1"}
!413 = distinct !{!413, !"XXH3_finalizeLong_64b"}
!414 = !{!415, !417, !418}
!415 = distinct !{!415, !416, !"XXH3_mix2Accs: argument 0"}
!416 = distinct !{!416, !"XXH3_mix2Accs"}
!417 = distinct !{!417, !411, !"XXH3_mergeAccs: argument 0"}
!418 = distinct !{!418, !413, !"XXH3_finalizeLong_64b: argument 0"}
!419 = !{!420, !417, !418}
!420 = distinct !{!420, !416, !"XXH3_mix2Accs: argument 0:It1"}
!421 = !{!422, !417, !418}
!422 = distinct !{!422, !416, !"XXH3_mix2Accs: argument 0:It2"}
!423 = !{!424, !417, !418}
!424 = distinct !{!424, !416, !"XXH3_mix2Accs: argument 0:It3"}
!425 = !{!426}
!426 = distinct !{!426, !427, !"XXH3_mergeAccs: argument 1"}
!427 = distinct !{!427, !"XXH3_mergeAccs"}
!428 = !{!429, !431}
!429 = distinct !{!429, !430, !"XXH3_mix2Accs: argument 0"}
!430 = distinct !{!430, !"XXH3_mix2Accs"}
!431 = distinct !{!431, !427, !"XXH3_mergeAccs: argument 0"}
!432 = !{!433, !431}
!433 = distinct !{!433, !430, !"XXH3_mix2Accs: argument 0:It1"}
!434 = !{!435, !431}
!435 = distinct !{!435, !430, !"XXH3_mix2Accs: argument 0:It2"}
!436 = !{!437, !431}
!437 = distinct !{!437, !430, !"XXH3_mix2Accs: argument 0:It3"}
!438 = distinct !{!438, !9}
!439 = distinct !{!439, !9}
!440 = !{!441}
!441 = distinct !{!441, !442, !"XXH3_mix16B: argument 1"}
!442 = distinct !{!442, !"XXH3_mix16B"}
!443 = !{!444}
!444 = distinct !{!444, !445, !"XXH3_mix16B: argument 1"}
!445 = distinct !{!445, !"XXH3_mix16B"}
!446 = !{i64 2148781818}
!447 = !{!448}
!448 = distinct !{!448, !449, !"XXH3_mix16B: argument 1"}
!449 = distinct !{!449, !"XXH3_mix16B"}
!450 = distinct !{!450, !9}
!451 = distinct !{!451, !9}
