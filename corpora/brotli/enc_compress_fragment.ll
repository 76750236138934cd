; ModuleID = 'c/enc/compress_fragment.c'
source_filename = "c/enc/compress_fragment.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@kCmdHistoSeed = internal unnamed_addr constant [128 x i32] [i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0], align 16
@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompressFragmentFast(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr nocapture noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #0 {
  %9 = load i64, ptr %6, align 8, !tbaa !5
  %10 = icmp eq i64 %2, 0
  br i1 %10, label %79, label %11

11:                                               ; preds = %8
  %12 = trunc i64 %5 to i32
  %13 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %12, i1 true)
  %14 = xor i32 %13, 31
  switch i32 %14, label %19 [
    i32 9, label %15
    i32 11, label %16
    i32 13, label %17
    i32 15, label %18
  ]

15:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl9(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef nonnull %6, ptr noundef %7)
  br label %19

16:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl11(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef nonnull %6, ptr noundef %7)
  br label %19

17:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl13(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef nonnull %6, ptr noundef %7)
  br label %19

18:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl15(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef nonnull %6, ptr noundef %7)
  br label %19

19:                                               ; preds = %11, %18, %17, %16, %15
  %20 = load i64, ptr %6, align 8, !tbaa !5
  %21 = sub i64 %20, %9
  %22 = shl i64 %2, 3
  %23 = add i64 %22, 31
  %24 = icmp ugt i64 %21, %23
  br i1 %24, label %25, label %75

25:                                               ; preds = %19
  %26 = trunc i64 %9 to i8
  %27 = and i8 %26, 7
  %28 = shl nsw i8 -1, %27
  %29 = xor i8 %28, -1
  %30 = lshr i64 %9, 3
  %31 = getelementptr inbounds i8, ptr %7, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = and i8 %32, %29
  store i8 %33, ptr %31, align 1, !tbaa !9
  store i64 %9, ptr %6, align 8, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %34 = load i8, ptr %31, align 1, !tbaa !9, !alias.scope !13, !noalias !10
  %35 = zext i8 %34 to i64
  store i64 %35, ptr %31, align 1, !noalias !10
  %36 = add i64 %9, 1
  store i64 %36, ptr %6, align 8, !tbaa !5, !alias.scope !10, !noalias !13
  %37 = icmp ult i64 %2, 65537
  %38 = icmp ult i64 %2, 1048577
  %39 = select i1 %38, i64 5, i64 6
  %40 = select i1 %37, i64 4, i64 %39
  %41 = add nsw i64 %40, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %42 = lshr i64 %36, 3
  %43 = getelementptr inbounds i8, ptr %7, i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !9, !alias.scope !18, !noalias !15
  %45 = zext i8 %44 to i64
  %46 = and i64 %36, 7
  %47 = shl nuw nsw i64 %41, %46
  %48 = or i64 %47, %45
  store i64 %48, ptr %43, align 1, !noalias !15
  %49 = add i64 %9, 3
  store i64 %49, ptr %6, align 8, !tbaa !5, !alias.scope !15, !noalias !18
  %50 = shl nuw nsw i64 %40, 2
  %51 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  %52 = lshr i64 %49, 3
  %53 = getelementptr inbounds i8, ptr %7, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !9, !alias.scope !23, !noalias !20
  %55 = zext i8 %54 to i64
  %56 = and i64 %49, 7
  %57 = shl i64 %51, %56
  %58 = or i64 %57, %55
  store i64 %58, ptr %53, align 1, !noalias !20
  %59 = add i64 %49, %50
  store i64 %59, ptr %6, align 8, !tbaa !5, !alias.scope !20, !noalias !23
  %60 = lshr i64 %59, 3
  %61 = getelementptr inbounds i8, ptr %7, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !9, !alias.scope !25, !noalias !28
  %63 = zext i8 %62 to i64
  %64 = and i64 %59, 7
  %65 = shl nuw nsw i64 1, %64
  %66 = or i64 %65, %63
  store i64 %66, ptr %61, align 1, !noalias !28
  %67 = add i64 %59, 8
  %68 = and i64 %67, 4294967288
  store i64 %68, ptr %6, align 8, !tbaa !5
  %69 = lshr exact i64 %68, 3
  %70 = getelementptr inbounds i8, ptr %7, i64 %69
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %70, ptr align 1 %1, i64 %2, i1 false)
  %71 = load i64, ptr %6, align 8, !tbaa !5
  %72 = add i64 %71, %22
  store i64 %72, ptr %6, align 8, !tbaa !5
  %73 = lshr i64 %72, 3
  %74 = getelementptr inbounds i8, ptr %7, i64 %73
  store i8 0, ptr %74, align 1, !tbaa !9
  br label %75

75:                                               ; preds = %25, %19
  %76 = icmp eq i32 %3, 0
  br i1 %76, label %98, label %77

77:                                               ; preds = %75
  %78 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !30, !noalias !33
  br label %79

79:                                               ; preds = %8, %77
  %80 = phi i64 [ %78, %77 ], [ %9, %8 ]
  %81 = lshr i64 %80, 3
  %82 = getelementptr inbounds i8, ptr %7, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !9, !noalias !35
  %84 = zext i8 %83 to i64
  %85 = and i64 %80, 7
  %86 = shl nuw nsw i64 1, %85
  %87 = or i64 %86, %84
  store i64 %87, ptr %82, align 1, !noalias !35
  %88 = add i64 %80, 1
  store i64 %88, ptr %6, align 8, !tbaa !5, !noalias !35
  %89 = lshr i64 %88, 3
  %90 = getelementptr inbounds i8, ptr %7, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !9, !noalias !35
  %92 = zext i8 %91 to i64
  %93 = and i64 %88, 7
  %94 = shl nuw nsw i64 1, %93
  %95 = or i64 %94, %92
  store i64 %95, ptr %90, align 1, !noalias !35
  %96 = add i64 %80, 9
  %97 = and i64 %96, 4294967288
  store i64 %97, ptr %6, align 8, !tbaa !5
  br label %98

98:                                               ; preds = %79, %75
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentFastImpl9(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 768
  %9 = getelementptr inbounds i8, ptr %0, i64 896
  %10 = getelementptr inbounds i8, ptr %0, i64 1152
  %11 = getelementptr inbounds i8, ptr %0, i64 256
  %12 = tail call i64 @llvm.umin.i64(i64 %2, i64 98304)
  %13 = load i64, ptr %5, align 8, !tbaa !5
  %14 = add i64 %13, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %15 = lshr i64 %13, 3
  %16 = getelementptr inbounds i8, ptr %6, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !9, !alias.scope !39, !noalias !36
  %18 = zext i8 %17 to i64
  store i64 %18, ptr %16, align 1, !noalias !36
  %19 = add i64 %13, 1
  store i64 %19, ptr %5, align 8, !tbaa !5, !alias.scope !36, !noalias !39
  %20 = icmp ult i64 %2, 65537
  %21 = select i1 %20, i64 4, i64 5
  %22 = add nsw i64 %21, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %23 = lshr i64 %19, 3
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !9, !alias.scope !44, !noalias !41
  %26 = zext i8 %25 to i64
  %27 = and i64 %19, 7
  %28 = shl nuw nsw i64 %22, %27
  %29 = or i64 %28, %26
  store i64 %29, ptr %24, align 1, !noalias !41
  store i64 %14, ptr %5, align 8, !tbaa !5, !alias.scope !41, !noalias !44
  %30 = shl nuw nsw i64 %21, 2
  %31 = add nsw i64 %12, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  %32 = lshr i64 %14, 3
  %33 = getelementptr inbounds i8, ptr %6, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !9, !alias.scope !49, !noalias !46
  %35 = zext i8 %34 to i64
  %36 = and i64 %14, 7
  %37 = shl nsw i64 %31, %36
  %38 = or i64 %37, %35
  store i64 %38, ptr %33, align 1, !noalias !46
  %39 = add i64 %14, %30
  store i64 %39, ptr %5, align 8, !tbaa !5, !alias.scope !46, !noalias !49
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %6, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9, !alias.scope !54, !noalias !51
  %43 = zext i8 %42 to i64
  store i64 %43, ptr %41, align 1, !noalias !51
  %44 = add i64 %39, 1
  store i64 %44, ptr %5, align 8, !tbaa !5, !alias.scope !51, !noalias !54
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, ptr %6, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !9, !alias.scope !59, !noalias !56
  %48 = zext i8 %47 to i64
  store i64 %48, ptr %46, align 1, !noalias !56
  %49 = add i64 %39, 14
  store i64 %49, ptr %5, align 8, !tbaa !5, !alias.scope !56, !noalias !59
  %50 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1, i64 noundef %12, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  %51 = getelementptr inbounds i8, ptr %0, i64 2176
  %52 = load i64, ptr %51, align 8, !tbaa !61
  %53 = icmp ugt i64 %52, 7
  %54 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  br i1 %53, label %55, label %76

55:                                               ; preds = %7
  %56 = getelementptr inbounds i8, ptr %0, i64 1664
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %54, %55 ], [ %71, %57 ]
  %59 = phi i64 [ 0, %55 ], [ %72, %57 ]
  %60 = lshr exact i64 %59, 3
  %61 = getelementptr inbounds [512 x i8], ptr %56, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !66)
  %64 = lshr i64 %58, 3
  %65 = getelementptr inbounds i8, ptr %6, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !9, !alias.scope !66, !noalias !63
  %67 = zext i8 %66 to i64
  %68 = and i64 %58, 7
  %69 = shl nuw nsw i64 %63, %68
  %70 = or i64 %69, %67
  store i64 %70, ptr %65, align 1, !noalias !63
  %71 = add i64 %58, 8
  store i64 %71, ptr %5, align 8, !tbaa !5, !alias.scope !63, !noalias !66
  %72 = add i64 %59, 8
  %73 = or disjoint i64 %72, 7
  %74 = load i64, ptr %51, align 8, !tbaa !61
  %75 = icmp ult i64 %73, %74
  br i1 %75, label %57, label %76, !llvm.loop !68

76:                                               ; preds = %57, %7
  %77 = phi i64 [ %54, %7 ], [ %71, %57 ]
  %78 = phi i64 [ %52, %7 ], [ %74, %57 ]
  %79 = and i64 %78, 7
  %80 = getelementptr inbounds i8, ptr %0, i64 1664
  %81 = lshr i64 %78, 3
  %82 = getelementptr inbounds [512 x i8], ptr %80, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  %85 = lshr i64 %77, 3
  %86 = getelementptr inbounds i8, ptr %6, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9, !alias.scope !73, !noalias !70
  %88 = zext i8 %87 to i64
  %89 = and i64 %77, 7
  %90 = shl nuw nsw i64 %84, %89
  %91 = or i64 %90, %88
  store i64 %91, ptr %86, align 1, !noalias !70
  %92 = add i64 %77, %79
  store i64 %92, ptr %5, align 8, !tbaa !5, !alias.scope !70, !noalias !73
  %93 = ptrtoint ptr %1 to i64
  %94 = getelementptr inbounds i8, ptr %0, i64 831
  %95 = getelementptr inbounds i8, ptr %0, i64 1022
  %96 = getelementptr inbounds i8, ptr %0, i64 1404
  %97 = getelementptr inbounds i8, ptr %0, i64 830
  %98 = getelementptr inbounds i8, ptr %0, i64 1020
  %99 = getelementptr inbounds i8, ptr %0, i64 1400
  %100 = getelementptr inbounds i8, ptr %0, i64 829
  %101 = getelementptr inbounds i8, ptr %0, i64 1018
  %102 = getelementptr inbounds i8, ptr %0, i64 1396
  %103 = getelementptr inbounds i8, ptr %0, i64 832
  %104 = getelementptr inbounds i8, ptr %0, i64 1024
  %105 = getelementptr inbounds i8, ptr %0, i64 1408
  %106 = getelementptr inbounds i8, ptr %0, i64 807
  %107 = getelementptr inbounds i8, ptr %0, i64 974
  %108 = getelementptr inbounds i8, ptr %0, i64 1308
  %109 = getelementptr inbounds i8, ptr %0, i64 6288
  br label %110

110:                                              ; preds = %1482, %76
  %111 = phi i64 [ %1521, %1482 ], [ %50, %76 ]
  %112 = phi i64 [ %1485, %1482 ], [ %14, %76 ]
  %113 = phi i64 [ %1483, %1482 ], [ %12, %76 ]
  %114 = phi ptr [ %1479, %1482 ], [ %1, %76 ]
  %115 = phi i64 [ %1480, %1482 ], [ %2, %76 ]
  %116 = ptrtoint ptr %114 to i64
  %117 = icmp ult i64 %111, 981
  br label %119

118:                                              ; preds = %1138
  br label %119, !llvm.loop !75

119:                                              ; preds = %118, %110
  %120 = phi i64 [ %113, %110 ], [ %1081, %118 ]
  %121 = phi i64 [ %113, %110 ], [ %1078, %118 ]
  %122 = phi ptr [ %114, %110 ], [ %1076, %118 ]
  %123 = phi i64 [ %115, %110 ], [ %1077, %118 ]
  %124 = phi ptr [ %114, %110 ], [ %125, %118 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %10, ptr noundef nonnull align 16 dereferenceable(512) @kCmdHistoSeed, i64 512, i1 false)
  %125 = getelementptr inbounds i8, ptr %124, i64 %121
  %126 = icmp ugt i64 %121, 15
  br i1 %126, label %127, label %1075, !prof !76

127:                                              ; preds = %119
  %128 = add nsw i64 %121, -5
  %129 = add i64 %123, -16
  %130 = tail call i64 @llvm.umin.i64(i64 %128, i64 %129)
  %131 = getelementptr inbounds i8, ptr %124, i64 %130
  %132 = icmp slt i64 %130, 2
  br i1 %132, label %1075, label %133, !prof !77

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %124, i64 2
  %135 = ptrtoint ptr %125 to i64
  %136 = add i64 %135, -5
  br label %137

137:                                              ; preds = %133, %1070
  %138 = phi ptr [ %134, %133 ], [ %1073, %1070 ]
  %139 = phi ptr [ %124, %133 ], [ %1072, %1070 ]
  %140 = phi ptr [ %122, %133 ], [ %1072, %1070 ]
  %141 = phi i32 [ -1, %133 ], [ %1071, %1070 ]
  %142 = getelementptr inbounds i8, ptr %139, i64 1
  %143 = load i64, ptr %142, align 1
  %144 = sext i32 %141 to i64
  %145 = sub nsw i64 0, %144
  %146 = icmp sgt i32 %141, 0
  br label %160

147:                                              ; preds = %201
  %148 = lshr i32 %162, 5
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %161, i64 %149
  %151 = icmp ugt ptr %150, %131
  br i1 %151, label %1075, label %157, !prof !78

152:                                              ; preds = %184, %195
  %153 = lshr i32 %162, 5
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds i8, ptr %161, i64 %154
  %156 = icmp ugt ptr %155, %131
  br i1 %156, label %1075, label %157, !prof !79

157:                                              ; preds = %152, %147
  %158 = phi ptr [ %155, %152 ], [ %150, %147 ]
  %159 = add i32 %162, 1
  br label %160, !llvm.loop !80

160:                                              ; preds = %157, %137
  %161 = phi ptr [ %138, %137 ], [ %158, %157 ]
  %162 = phi i32 [ 33, %137 ], [ %159, %157 ]
  %163 = phi i64 [ %143, %137 ], [ %167, %157 ]
  %164 = phi ptr [ %142, %137 ], [ %161, %157 ]
  %165 = mul i64 %163, 8503243848024064
  %166 = lshr i64 %165, 55
  %167 = load i64, ptr %161, align 1
  %168 = getelementptr inbounds i8, ptr %164, i64 %145
  %169 = load i32, ptr %164, align 1
  %170 = load i32, ptr %168, align 1
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %160
  %173 = getelementptr inbounds i8, ptr %164, i64 4
  %174 = load i8, ptr %173, align 1, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %168, i64 4
  %176 = load i8, ptr %175, align 1, !tbaa !9
  %177 = icmp eq i8 %174, %176
  %178 = and i1 %177, %146
  br i1 %178, label %179, label %184, !prof !81

179:                                              ; preds = %172
  %180 = ptrtoint ptr %164 to i64
  %181 = sub i64 %180, %93
  %182 = trunc i64 %181 to i32
  %183 = getelementptr inbounds i32, ptr %4, i64 %166
  store i32 %182, ptr %183, align 4, !tbaa !82
  br label %201

184:                                              ; preds = %160, %172
  %185 = getelementptr inbounds i32, ptr %4, i64 %166
  %186 = load i32, ptr %185, align 4, !tbaa !82
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i8, ptr %1, i64 %187
  %189 = ptrtoint ptr %164 to i64
  %190 = sub i64 %189, %93
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %185, align 4, !tbaa !82
  %192 = load i32, ptr %164, align 1
  %193 = load i32, ptr %188, align 1
  %194 = icmp eq i32 %192, %193
  br i1 %194, label %195, label %152

195:                                              ; preds = %184
  %196 = getelementptr inbounds i8, ptr %164, i64 4
  %197 = load i8, ptr %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %188, i64 4
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = icmp eq i8 %197, %199
  br i1 %200, label %201, label %152, !prof !84, !llvm.loop !80

201:                                              ; preds = %195, %179
  %202 = phi i64 [ %180, %179 ], [ %189, %195 ]
  %203 = phi ptr [ %168, %179 ], [ %188, %195 ]
  %204 = ptrtoint ptr %203 to i64
  %205 = sub i64 %202, %204
  %206 = icmp sgt i64 %205, 262128
  br i1 %206, label %147, label %207

207:                                              ; preds = %201
  %208 = getelementptr inbounds i8, ptr %203, i64 5
  %209 = getelementptr inbounds i8, ptr %164, i64 5
  %210 = sub i64 %136, %202
  %211 = icmp ugt i64 %210, 7
  br i1 %211, label %219, label %212

212:                                              ; preds = %234, %207
  %213 = phi i64 [ %210, %207 ], [ %237, %234 ]
  %214 = phi ptr [ %209, %207 ], [ %235, %234 ]
  %215 = phi ptr [ %208, %207 ], [ %236, %234 ]
  %216 = icmp eq i64 %213, 0
  br i1 %216, label %251, label %217

217:                                              ; preds = %212
  %218 = getelementptr i8, ptr %215, i64 %213
  br label %239

219:                                              ; preds = %207, %234
  %220 = phi ptr [ %236, %234 ], [ %208, %207 ]
  %221 = phi ptr [ %235, %234 ], [ %209, %207 ]
  %222 = phi i64 [ %237, %234 ], [ %210, %207 ]
  %223 = load i64, ptr %221, align 1
  %224 = load i64, ptr %220, align 1
  %225 = icmp eq i64 %223, %224
  br i1 %225, label %234, label %226

226:                                              ; preds = %219
  %227 = xor i64 %224, %223
  %228 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %227, i1 true)
  %229 = ptrtoint ptr %220 to i64
  %230 = ptrtoint ptr %208 to i64
  %231 = sub i64 %229, %230
  %232 = lshr i64 %228, 3
  %233 = add i64 %231, %232
  br label %256

234:                                              ; preds = %219
  %235 = getelementptr inbounds i8, ptr %221, i64 8
  %236 = getelementptr inbounds i8, ptr %220, i64 8
  %237 = add i64 %222, -8
  %238 = icmp ugt i64 %237, 7
  br i1 %238, label %219, label %212, !llvm.loop !85

239:                                              ; preds = %217, %246
  %240 = phi ptr [ %249, %246 ], [ %215, %217 ]
  %241 = phi ptr [ %248, %246 ], [ %214, %217 ]
  %242 = phi i64 [ %247, %246 ], [ %213, %217 ]
  %243 = load i8, ptr %240, align 1, !tbaa !9
  %244 = load i8, ptr %241, align 1, !tbaa !9
  %245 = icmp eq i8 %243, %244
  br i1 %245, label %246, label %251

246:                                              ; preds = %239
  %247 = add nsw i64 %242, -1
  %248 = getelementptr inbounds i8, ptr %241, i64 1
  %249 = getelementptr inbounds i8, ptr %240, i64 1
  %250 = icmp eq i64 %247, 0
  br i1 %250, label %251, label %239, !llvm.loop !86

251:                                              ; preds = %246, %239, %212
  %252 = phi ptr [ %215, %212 ], [ %240, %239 ], [ %218, %246 ]
  %253 = ptrtoint ptr %252 to i64
  %254 = ptrtoint ptr %208 to i64
  %255 = sub i64 %253, %254
  br label %256

256:                                              ; preds = %226, %251
  %257 = phi i64 [ %233, %226 ], [ %255, %251 ]
  %258 = add i64 %257, 5
  %259 = trunc i64 %205 to i32
  %260 = ptrtoint ptr %140 to i64
  %261 = sub i64 %202, %260
  %262 = getelementptr inbounds i8, ptr %164, i64 %258
  %263 = icmp ult i64 %261, 6210
  br i1 %263, label %264, label %382, !prof !76

264:                                              ; preds = %256
  %265 = icmp ult i64 %261, 6
  br i1 %265, label %266, label %284

266:                                              ; preds = %264
  %267 = or disjoint i64 %261, 40
  %268 = getelementptr inbounds i8, ptr %8, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !9
  %270 = zext i8 %269 to i64
  %271 = getelementptr inbounds i16, ptr %9, i64 %267
  %272 = load i16, ptr %271, align 2, !tbaa !87
  %273 = zext i16 %272 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !89)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !92)
  %274 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !89, !noalias !92
  %275 = lshr i64 %274, 3
  %276 = getelementptr inbounds i8, ptr %6, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !9, !alias.scope !92, !noalias !89
  %278 = zext i8 %277 to i64
  %279 = and i64 %274, 7
  %280 = shl nuw nsw i64 %273, %279
  %281 = or i64 %280, %278
  store i64 %281, ptr %276, align 1, !noalias !89
  %282 = add i64 %274, %270
  store i64 %282, ptr %5, align 8, !tbaa !5, !alias.scope !89, !noalias !92
  %283 = getelementptr inbounds i32, ptr %10, i64 %267
  br label %440

284:                                              ; preds = %264
  %285 = icmp ult i64 %261, 130
  br i1 %285, label %286, label %323

286:                                              ; preds = %284
  %287 = add nsw i64 %261, -2
  %288 = trunc i64 %287 to i32
  %289 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %288, i1 true)
  %290 = sub nuw nsw i32 30, %289
  %291 = zext nneg i32 %290 to i64
  %292 = lshr i64 %287, %291
  %293 = shl nuw nsw i32 %290, 1
  %294 = add nuw nsw i32 %293, 42
  %295 = zext nneg i32 %294 to i64
  %296 = add nuw nsw i64 %292, %295
  %297 = getelementptr inbounds i8, ptr %8, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !9
  %299 = zext i8 %298 to i64
  %300 = getelementptr inbounds i16, ptr %9, i64 %296
  %301 = load i16, ptr %300, align 2, !tbaa !87
  %302 = zext i16 %301 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !97)
  %303 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !94, !noalias !97
  %304 = lshr i64 %303, 3
  %305 = getelementptr inbounds i8, ptr %6, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !9, !alias.scope !97, !noalias !94
  %307 = zext i8 %306 to i64
  %308 = and i64 %303, 7
  %309 = shl nuw nsw i64 %302, %308
  %310 = or i64 %309, %307
  store i64 %310, ptr %305, align 1, !noalias !94
  %311 = add i64 %303, %299
  store i64 %311, ptr %5, align 8, !tbaa !5, !alias.scope !94, !noalias !97
  %312 = shl nuw nsw i64 %292, %291
  %313 = sub nsw i64 %287, %312
  tail call void @llvm.experimental.noalias.scope.decl(metadata !99)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !102)
  %314 = lshr i64 %311, 3
  %315 = getelementptr inbounds i8, ptr %6, i64 %314
  %316 = load i8, ptr %315, align 1, !tbaa !9, !alias.scope !102, !noalias !99
  %317 = zext i8 %316 to i64
  %318 = and i64 %311, 7
  %319 = shl nsw i64 %313, %318
  %320 = or i64 %319, %317
  store i64 %320, ptr %315, align 1, !noalias !99
  %321 = add i64 %311, %291
  store i64 %321, ptr %5, align 8, !tbaa !5, !alias.scope !99, !noalias !102
  %322 = getelementptr inbounds i32, ptr %10, i64 %296
  br label %440

323:                                              ; preds = %284
  %324 = icmp ult i64 %261, 2114
  br i1 %324, label %325, label %359

325:                                              ; preds = %323
  %326 = add nsw i64 %261, -66
  %327 = trunc i64 %326 to i32
  %328 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %327, i1 true)
  %329 = xor i32 %328, 31
  %330 = sub nuw nsw i32 81, %328
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %8, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i64
  %335 = getelementptr inbounds i16, ptr %9, i64 %331
  %336 = load i16, ptr %335, align 2, !tbaa !87
  %337 = zext i16 %336 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !104)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !107)
  %338 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !104, !noalias !107
  %339 = lshr i64 %338, 3
  %340 = getelementptr inbounds i8, ptr %6, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !9, !alias.scope !107, !noalias !104
  %342 = zext i8 %341 to i64
  %343 = and i64 %338, 7
  %344 = shl nuw nsw i64 %337, %343
  %345 = or i64 %344, %342
  store i64 %345, ptr %340, align 1, !noalias !104
  %346 = add i64 %338, %334
  store i64 %346, ptr %5, align 8, !tbaa !5, !alias.scope !104, !noalias !107
  %347 = zext nneg i32 %329 to i64
  %348 = shl nsw i64 -1, %347
  %349 = add nsw i64 %348, %326
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !112)
  %350 = lshr i64 %346, 3
  %351 = getelementptr inbounds i8, ptr %6, i64 %350
  %352 = load i8, ptr %351, align 1, !tbaa !9, !alias.scope !112, !noalias !109
  %353 = zext i8 %352 to i64
  %354 = and i64 %346, 7
  %355 = shl nsw i64 %349, %354
  %356 = or i64 %355, %353
  store i64 %356, ptr %351, align 1, !noalias !109
  %357 = add i64 %346, %347
  store i64 %357, ptr %5, align 8, !tbaa !5, !alias.scope !109, !noalias !112
  %358 = getelementptr inbounds i32, ptr %10, i64 %331
  br label %440

359:                                              ; preds = %323
  %360 = load i8, ptr %100, align 1, !tbaa !9
  %361 = zext i8 %360 to i64
  %362 = load i16, ptr %101, align 2, !tbaa !87
  %363 = zext i16 %362 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !114)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !117)
  %364 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !114, !noalias !117
  %365 = lshr i64 %364, 3
  %366 = getelementptr inbounds i8, ptr %6, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !9, !alias.scope !117, !noalias !114
  %368 = zext i8 %367 to i64
  %369 = and i64 %364, 7
  %370 = shl nuw nsw i64 %363, %369
  %371 = or i64 %370, %368
  store i64 %371, ptr %366, align 1, !noalias !114
  %372 = add i64 %364, %361
  store i64 %372, ptr %5, align 8, !tbaa !5, !alias.scope !114, !noalias !117
  %373 = add nsw i64 %261, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !119)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !122)
  %374 = lshr i64 %372, 3
  %375 = getelementptr inbounds i8, ptr %6, i64 %374
  %376 = load i8, ptr %375, align 1, !tbaa !9, !alias.scope !122, !noalias !119
  %377 = zext i8 %376 to i64
  %378 = and i64 %372, 7
  %379 = shl nuw nsw i64 %373, %378
  %380 = or i64 %379, %377
  store i64 %380, ptr %375, align 1, !noalias !119
  %381 = add i64 %372, 12
  store i64 %381, ptr %5, align 8, !tbaa !5, !alias.scope !119, !noalias !122
  br label %440

382:                                              ; preds = %256
  %383 = sub i64 %260, %116
  %384 = mul i64 %383, 50
  %385 = icmp ugt i64 %384, %261
  %386 = select i1 %385, i1 true, i1 %117
  br i1 %386, label %392, label %387

387:                                              ; preds = %382
  %388 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %164, i64 noundef %388, ptr noundef nonnull %5, ptr noundef %6)
  %389 = ptrtoint ptr %124 to i64
  %390 = add i64 %123, %389
  %391 = sub i64 %390, %202
  br label %1478

392:                                              ; preds = %382
  %393 = icmp ult i64 %261, 22594
  br i1 %393, label %394, label %417

394:                                              ; preds = %392
  %395 = load i8, ptr %97, align 1, !tbaa !9
  %396 = zext i8 %395 to i64
  %397 = load i16, ptr %98, align 2, !tbaa !87
  %398 = zext i16 %397 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !127)
  %399 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !124, !noalias !127
  %400 = lshr i64 %399, 3
  %401 = getelementptr inbounds i8, ptr %6, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !9, !alias.scope !127, !noalias !124
  %403 = zext i8 %402 to i64
  %404 = and i64 %399, 7
  %405 = shl nuw nsw i64 %398, %404
  %406 = or i64 %405, %403
  store i64 %406, ptr %401, align 1, !noalias !124
  %407 = add i64 %399, %396
  store i64 %407, ptr %5, align 8, !tbaa !5, !alias.scope !124, !noalias !127
  %408 = add nsw i64 %261, -6210
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132)
  %409 = lshr i64 %407, 3
  %410 = getelementptr inbounds i8, ptr %6, i64 %409
  %411 = load i8, ptr %410, align 1, !tbaa !9, !alias.scope !132, !noalias !129
  %412 = zext i8 %411 to i64
  %413 = and i64 %407, 7
  %414 = shl nuw nsw i64 %408, %413
  %415 = or i64 %414, %412
  store i64 %415, ptr %410, align 1, !noalias !129
  %416 = add i64 %407, 14
  store i64 %416, ptr %5, align 8, !tbaa !5, !alias.scope !129, !noalias !132
  br label %440

417:                                              ; preds = %392
  %418 = load i8, ptr %94, align 1, !tbaa !9
  %419 = zext i8 %418 to i64
  %420 = load i16, ptr %95, align 2, !tbaa !87
  %421 = zext i16 %420 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !134)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !137)
  %422 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !134, !noalias !137
  %423 = lshr i64 %422, 3
  %424 = getelementptr inbounds i8, ptr %6, i64 %423
  %425 = load i8, ptr %424, align 1, !tbaa !9, !alias.scope !137, !noalias !134
  %426 = zext i8 %425 to i64
  %427 = and i64 %422, 7
  %428 = shl nuw nsw i64 %421, %427
  %429 = or i64 %428, %426
  store i64 %429, ptr %424, align 1, !noalias !134
  %430 = add i64 %422, %419
  store i64 %430, ptr %5, align 8, !tbaa !5, !alias.scope !134, !noalias !137
  %431 = add i64 %261, -22594
  tail call void @llvm.experimental.noalias.scope.decl(metadata !139)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !142)
  %432 = lshr i64 %430, 3
  %433 = getelementptr inbounds i8, ptr %6, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !9, !alias.scope !142, !noalias !139
  %435 = zext i8 %434 to i64
  %436 = and i64 %430, 7
  %437 = shl i64 %431, %436
  %438 = or i64 %437, %435
  store i64 %438, ptr %433, align 1, !noalias !139
  %439 = add i64 %430, 24
  store i64 %439, ptr %5, align 8, !tbaa !5, !alias.scope !139, !noalias !142
  br label %440

440:                                              ; preds = %417, %394, %359, %325, %286, %266
  %441 = phi ptr [ %96, %417 ], [ %99, %394 ], [ %102, %359 ], [ %358, %325 ], [ %322, %286 ], [ %283, %266 ]
  %442 = load i32, ptr %441, align 4, !tbaa !82
  %443 = add i32 %442, 1
  store i32 %443, ptr %441, align 4, !tbaa !82
  %444 = icmp eq ptr %164, %140
  br i1 %444, label %516, label %445

445:                                              ; preds = %440
  %446 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !144, !noalias !147
  %447 = tail call i64 @llvm.umax.i64(i64 %261, i64 1)
  %448 = and i64 %447, 1
  %449 = icmp ult i64 %261, 2
  br i1 %449, label %494, label %450

450:                                              ; preds = %445
  %451 = and i64 %447, -2
  br label %452

452:                                              ; preds = %452, %450
  %453 = phi i64 [ %446, %450 ], [ %490, %452 ]
  %454 = phi i64 [ 0, %450 ], [ %491, %452 ]
  %455 = phi i64 [ 0, %450 ], [ %492, %452 ]
  %456 = getelementptr inbounds i8, ptr %140, i64 %454
  %457 = load i8, ptr %456, align 1, !tbaa !9
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds i8, ptr %0, i64 %458
  %460 = load i8, ptr %459, align 1, !tbaa !9
  %461 = zext i8 %460 to i64
  %462 = getelementptr inbounds i16, ptr %11, i64 %458
  %463 = load i16, ptr %462, align 2, !tbaa !87
  %464 = zext i16 %463 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !144)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  %465 = lshr i64 %453, 3
  %466 = getelementptr inbounds i8, ptr %6, i64 %465
  %467 = load i8, ptr %466, align 1, !tbaa !9, !alias.scope !147, !noalias !144
  %468 = zext i8 %467 to i64
  %469 = and i64 %453, 7
  %470 = shl nuw nsw i64 %464, %469
  %471 = or i64 %470, %468
  store i64 %471, ptr %466, align 1, !noalias !144
  %472 = add i64 %453, %461
  store i64 %472, ptr %5, align 8, !tbaa !5, !alias.scope !144, !noalias !147
  %473 = or disjoint i64 %454, 1
  %474 = getelementptr inbounds i8, ptr %140, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !9
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds i8, ptr %0, i64 %476
  %478 = load i8, ptr %477, align 1, !tbaa !9
  %479 = zext i8 %478 to i64
  %480 = getelementptr inbounds i16, ptr %11, i64 %476
  %481 = load i16, ptr %480, align 2, !tbaa !87
  %482 = zext i16 %481 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !149)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !151)
  %483 = lshr i64 %472, 3
  %484 = getelementptr inbounds i8, ptr %6, i64 %483
  %485 = load i8, ptr %484, align 1, !tbaa !9, !alias.scope !151, !noalias !149
  %486 = zext i8 %485 to i64
  %487 = and i64 %472, 7
  %488 = shl nuw nsw i64 %482, %487
  %489 = or i64 %488, %486
  store i64 %489, ptr %484, align 1, !noalias !149
  %490 = add i64 %472, %479
  store i64 %490, ptr %5, align 8, !tbaa !5, !alias.scope !149, !noalias !151
  %491 = add nuw i64 %454, 2
  %492 = add i64 %455, 2
  %493 = icmp eq i64 %492, %451
  br i1 %493, label %494, label %452, !llvm.loop !153

494:                                              ; preds = %452, %445
  %495 = phi i64 [ %446, %445 ], [ %490, %452 ]
  %496 = phi i64 [ 0, %445 ], [ %491, %452 ]
  %497 = icmp eq i64 %448, 0
  br i1 %497, label %516, label %498

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %140, i64 %496
  %500 = load i8, ptr %499, align 1, !tbaa !9
  %501 = zext i8 %500 to i64
  %502 = getelementptr inbounds i8, ptr %0, i64 %501
  %503 = load i8, ptr %502, align 1, !tbaa !9
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i16, ptr %11, i64 %501
  %506 = load i16, ptr %505, align 2, !tbaa !87
  %507 = zext i16 %506 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !144)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  %508 = lshr i64 %495, 3
  %509 = getelementptr inbounds i8, ptr %6, i64 %508
  %510 = load i8, ptr %509, align 1, !tbaa !9, !alias.scope !147, !noalias !144
  %511 = zext i8 %510 to i64
  %512 = and i64 %495, 7
  %513 = shl nuw nsw i64 %507, %512
  %514 = or i64 %513, %511
  store i64 %514, ptr %509, align 1, !noalias !144
  %515 = add i64 %495, %504
  store i64 %515, ptr %5, align 8, !tbaa !5, !alias.scope !144, !noalias !147
  br label %516

516:                                              ; preds = %498, %494, %440
  %517 = icmp eq i32 %141, %259
  br i1 %517, label %518, label %532

518:                                              ; preds = %516
  %519 = load i8, ptr %103, align 1, !tbaa !9
  %520 = zext i8 %519 to i64
  %521 = load i16, ptr %104, align 2, !tbaa !87
  %522 = zext i16 %521 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !157)
  %523 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !154, !noalias !157
  %524 = lshr i64 %523, 3
  %525 = getelementptr inbounds i8, ptr %6, i64 %524
  %526 = load i8, ptr %525, align 1, !tbaa !9, !alias.scope !157, !noalias !154
  %527 = zext i8 %526 to i64
  %528 = and i64 %523, 7
  %529 = shl nuw nsw i64 %522, %528
  %530 = or i64 %529, %527
  store i64 %530, ptr %525, align 1, !noalias !154
  %531 = add i64 %523, %520
  br label %575

532:                                              ; preds = %516
  %533 = shl i64 %205, 32
  %534 = ashr exact i64 %533, 32
  %535 = add nsw i64 %534, 3
  %536 = trunc i64 %535 to i32
  %537 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %536, i1 true)
  %538 = sub nsw i32 30, %537
  %539 = zext i32 %538 to i64
  %540 = lshr i64 %535, %539
  %541 = and i64 %540, 1
  %542 = or disjoint i64 %541, 2
  %543 = shl i64 %542, %539
  %544 = shl nuw nsw i32 %537, 1
  %545 = xor i32 %544, 62
  %546 = add nsw i32 %545, -4
  %547 = zext i32 %546 to i64
  %548 = or disjoint i64 %541, %547
  %549 = add nuw nsw i64 %548, 80
  %550 = getelementptr inbounds i8, ptr %8, i64 %549
  %551 = load i8, ptr %550, align 1, !tbaa !9
  %552 = zext i8 %551 to i64
  %553 = getelementptr inbounds i16, ptr %9, i64 %549
  %554 = load i16, ptr %553, align 2, !tbaa !87
  %555 = zext i16 %554 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !159)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !162)
  %556 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !159, !noalias !162
  %557 = lshr i64 %556, 3
  %558 = getelementptr inbounds i8, ptr %6, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !9, !alias.scope !162, !noalias !159
  %560 = zext i8 %559 to i64
  %561 = and i64 %556, 7
  %562 = shl nuw nsw i64 %555, %561
  %563 = or i64 %562, %560
  store i64 %563, ptr %558, align 1, !noalias !159
  %564 = add i64 %556, %552
  store i64 %564, ptr %5, align 8, !tbaa !5, !alias.scope !159, !noalias !162
  %565 = sub i64 %535, %543
  %566 = lshr i64 %564, 3
  %567 = getelementptr inbounds i8, ptr %6, i64 %566
  %568 = load i8, ptr %567, align 1, !tbaa !9, !alias.scope !164, !noalias !167
  %569 = zext i8 %568 to i64
  %570 = and i64 %564, 7
  %571 = shl i64 %565, %570
  %572 = or i64 %571, %569
  store i64 %572, ptr %567, align 1, !noalias !167
  %573 = add i64 %564, %539
  %574 = getelementptr inbounds i32, ptr %10, i64 %549
  br label %575

575:                                              ; preds = %532, %518
  %576 = phi ptr [ %574, %532 ], [ %105, %518 ]
  %577 = phi i64 [ %573, %532 ], [ %531, %518 ]
  %578 = phi i32 [ %259, %532 ], [ %141, %518 ]
  %579 = load i32, ptr %576, align 4, !tbaa !82
  %580 = add i32 %579, 1
  store i32 %580, ptr %576, align 4, !tbaa !82
  store i64 %577, ptr %5, align 8
  %581 = icmp ult i64 %258, 12
  br i1 %581, label %582, label %599

582:                                              ; preds = %575
  %583 = add nsw i64 %257, 1
  %584 = getelementptr inbounds i8, ptr %8, i64 %583
  %585 = load i8, ptr %584, align 1, !tbaa !9
  %586 = zext i8 %585 to i64
  %587 = getelementptr inbounds i16, ptr %9, i64 %583
  %588 = load i16, ptr %587, align 2, !tbaa !87
  %589 = zext i16 %588 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !169)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !172)
  %590 = lshr i64 %577, 3
  %591 = getelementptr inbounds i8, ptr %6, i64 %590
  %592 = load i8, ptr %591, align 1, !tbaa !9, !alias.scope !172, !noalias !169
  %593 = zext i8 %592 to i64
  %594 = and i64 %577, 7
  %595 = shl nuw nsw i64 %589, %594
  %596 = or i64 %595, %593
  store i64 %596, ptr %591, align 1, !noalias !169
  %597 = add i64 %577, %586
  store i64 %597, ptr %5, align 8, !tbaa !5, !alias.scope !169, !noalias !172
  %598 = getelementptr inbounds i32, ptr %10, i64 %583
  br label %765

599:                                              ; preds = %575
  %600 = icmp ult i64 %258, 72
  br i1 %600, label %601, label %637

601:                                              ; preds = %599
  %602 = add nsw i64 %257, -3
  %603 = trunc i64 %602 to i32
  %604 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %603, i1 true)
  %605 = sub nuw nsw i32 30, %604
  %606 = zext nneg i32 %605 to i64
  %607 = lshr i64 %602, %606
  %608 = shl nuw nsw i32 %605, 1
  %609 = add nuw nsw i32 %608, 4
  %610 = zext nneg i32 %609 to i64
  %611 = add nuw nsw i64 %607, %610
  %612 = getelementptr inbounds i8, ptr %8, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !9
  %614 = zext i8 %613 to i64
  %615 = getelementptr inbounds i16, ptr %9, i64 %611
  %616 = load i16, ptr %615, align 2, !tbaa !87
  %617 = zext i16 %616 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !174)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !177)
  %618 = lshr i64 %577, 3
  %619 = getelementptr inbounds i8, ptr %6, i64 %618
  %620 = load i8, ptr %619, align 1, !tbaa !9, !alias.scope !177, !noalias !174
  %621 = zext i8 %620 to i64
  %622 = and i64 %577, 7
  %623 = shl nuw nsw i64 %617, %622
  %624 = or i64 %623, %621
  store i64 %624, ptr %619, align 1, !noalias !174
  %625 = add i64 %577, %614
  store i64 %625, ptr %5, align 8, !tbaa !5, !alias.scope !174, !noalias !177
  %626 = shl nuw nsw i64 %607, %606
  %627 = sub nsw i64 %602, %626
  tail call void @llvm.experimental.noalias.scope.decl(metadata !179)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !182)
  %628 = lshr i64 %625, 3
  %629 = getelementptr inbounds i8, ptr %6, i64 %628
  %630 = load i8, ptr %629, align 1, !tbaa !9, !alias.scope !182, !noalias !179
  %631 = zext i8 %630 to i64
  %632 = and i64 %625, 7
  %633 = shl nsw i64 %627, %632
  %634 = or i64 %633, %631
  store i64 %634, ptr %629, align 1, !noalias !179
  %635 = add i64 %625, %606
  store i64 %635, ptr %5, align 8, !tbaa !5, !alias.scope !179, !noalias !182
  %636 = getelementptr inbounds i32, ptr %10, i64 %611
  br label %765

637:                                              ; preds = %599
  %638 = icmp ult i64 %258, 136
  br i1 %638, label %639, label %681

639:                                              ; preds = %637
  %640 = add nsw i64 %257, -3
  %641 = lshr i64 %640, 5
  %642 = add nuw nsw i64 %641, 30
  %643 = getelementptr inbounds i8, ptr %8, i64 %642
  %644 = load i8, ptr %643, align 1, !tbaa !9
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i16, ptr %9, i64 %642
  %647 = load i16, ptr %646, align 2, !tbaa !87
  %648 = zext i16 %647 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !184)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !187)
  %649 = lshr i64 %577, 3
  %650 = getelementptr inbounds i8, ptr %6, i64 %649
  %651 = load i8, ptr %650, align 1, !tbaa !9, !alias.scope !187, !noalias !184
  %652 = zext i8 %651 to i64
  %653 = and i64 %577, 7
  %654 = shl nuw nsw i64 %648, %653
  %655 = or i64 %654, %652
  store i64 %655, ptr %650, align 1, !noalias !184
  %656 = add i64 %577, %645
  store i64 %656, ptr %5, align 8, !tbaa !5, !alias.scope !184, !noalias !187
  %657 = and i64 %640, 31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !192)
  %658 = lshr i64 %656, 3
  %659 = getelementptr inbounds i8, ptr %6, i64 %658
  %660 = load i8, ptr %659, align 1, !tbaa !9, !alias.scope !192, !noalias !189
  %661 = zext i8 %660 to i64
  %662 = and i64 %656, 7
  %663 = shl nuw nsw i64 %657, %662
  %664 = or i64 %663, %661
  store i64 %664, ptr %659, align 1, !noalias !189
  %665 = add i64 %656, 5
  store i64 %665, ptr %5, align 8, !tbaa !5, !alias.scope !189, !noalias !192
  %666 = load i8, ptr %103, align 1, !tbaa !9
  %667 = zext i8 %666 to i64
  %668 = load i16, ptr %104, align 2, !tbaa !87
  %669 = zext i16 %668 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !194)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !197)
  %670 = lshr i64 %665, 3
  %671 = getelementptr inbounds i8, ptr %6, i64 %670
  %672 = load i8, ptr %671, align 1, !tbaa !9, !alias.scope !197, !noalias !194
  %673 = zext i8 %672 to i64
  %674 = and i64 %665, 7
  %675 = shl nuw nsw i64 %669, %674
  %676 = or i64 %675, %673
  store i64 %676, ptr %671, align 1, !noalias !194
  %677 = add i64 %665, %667
  store i64 %677, ptr %5, align 8, !tbaa !5, !alias.scope !194, !noalias !197
  %678 = getelementptr inbounds i32, ptr %10, i64 %642
  %679 = load i32, ptr %678, align 4, !tbaa !82
  %680 = add i32 %679, 1
  store i32 %680, ptr %678, align 4, !tbaa !82
  br label %765

681:                                              ; preds = %637
  %682 = icmp ult i64 %258, 2120
  br i1 %682, label %683, label %730

683:                                              ; preds = %681
  %684 = add nsw i64 %257, -67
  %685 = trunc i64 %684 to i32
  %686 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %685, i1 true)
  %687 = xor i32 %686, 31
  %688 = sub nuw nsw i32 59, %686
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr inbounds i8, ptr %8, i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !9
  %692 = zext i8 %691 to i64
  %693 = getelementptr inbounds i16, ptr %9, i64 %689
  %694 = load i16, ptr %693, align 2, !tbaa !87
  %695 = zext i16 %694 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !199)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !202)
  %696 = lshr i64 %577, 3
  %697 = getelementptr inbounds i8, ptr %6, i64 %696
  %698 = load i8, ptr %697, align 1, !tbaa !9, !alias.scope !202, !noalias !199
  %699 = zext i8 %698 to i64
  %700 = and i64 %577, 7
  %701 = shl nuw nsw i64 %695, %700
  %702 = or i64 %701, %699
  store i64 %702, ptr %697, align 1, !noalias !199
  %703 = add i64 %577, %692
  store i64 %703, ptr %5, align 8, !tbaa !5, !alias.scope !199, !noalias !202
  %704 = zext nneg i32 %687 to i64
  %705 = shl nsw i64 -1, %704
  %706 = add nsw i64 %705, %684
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !207)
  %707 = lshr i64 %703, 3
  %708 = getelementptr inbounds i8, ptr %6, i64 %707
  %709 = load i8, ptr %708, align 1, !tbaa !9, !alias.scope !207, !noalias !204
  %710 = zext i8 %709 to i64
  %711 = and i64 %703, 7
  %712 = shl nsw i64 %706, %711
  %713 = or i64 %712, %710
  store i64 %713, ptr %708, align 1, !noalias !204
  %714 = add i64 %703, %704
  store i64 %714, ptr %5, align 8, !tbaa !5, !alias.scope !204, !noalias !207
  %715 = load i8, ptr %103, align 1, !tbaa !9
  %716 = zext i8 %715 to i64
  %717 = load i16, ptr %104, align 2, !tbaa !87
  %718 = zext i16 %717 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !209)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !212)
  %719 = lshr i64 %714, 3
  %720 = getelementptr inbounds i8, ptr %6, i64 %719
  %721 = load i8, ptr %720, align 1, !tbaa !9, !alias.scope !212, !noalias !209
  %722 = zext i8 %721 to i64
  %723 = and i64 %714, 7
  %724 = shl nuw nsw i64 %718, %723
  %725 = or i64 %724, %722
  store i64 %725, ptr %720, align 1, !noalias !209
  %726 = add i64 %714, %716
  store i64 %726, ptr %5, align 8, !tbaa !5, !alias.scope !209, !noalias !212
  %727 = getelementptr inbounds i32, ptr %10, i64 %689
  %728 = load i32, ptr %727, align 4, !tbaa !82
  %729 = add i32 %728, 1
  store i32 %729, ptr %727, align 4, !tbaa !82
  br label %765

730:                                              ; preds = %681
  %731 = load i8, ptr %106, align 1, !tbaa !9
  %732 = zext i8 %731 to i64
  %733 = load i16, ptr %107, align 2, !tbaa !87
  %734 = zext i16 %733 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !214)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !217)
  %735 = lshr i64 %577, 3
  %736 = getelementptr inbounds i8, ptr %6, i64 %735
  %737 = load i8, ptr %736, align 1, !tbaa !9, !alias.scope !217, !noalias !214
  %738 = zext i8 %737 to i64
  %739 = and i64 %577, 7
  %740 = shl nuw nsw i64 %734, %739
  %741 = or i64 %740, %738
  store i64 %741, ptr %736, align 1, !noalias !214
  %742 = add i64 %577, %732
  store i64 %742, ptr %5, align 8, !tbaa !5, !alias.scope !214, !noalias !217
  %743 = add i64 %257, -2115
  tail call void @llvm.experimental.noalias.scope.decl(metadata !219)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !222)
  %744 = lshr i64 %742, 3
  %745 = getelementptr inbounds i8, ptr %6, i64 %744
  %746 = load i8, ptr %745, align 1, !tbaa !9, !alias.scope !222, !noalias !219
  %747 = zext i8 %746 to i64
  %748 = and i64 %742, 7
  %749 = shl i64 %743, %748
  %750 = or i64 %749, %747
  store i64 %750, ptr %745, align 1, !noalias !219
  %751 = add i64 %742, 24
  store i64 %751, ptr %5, align 8, !tbaa !5, !alias.scope !219, !noalias !222
  %752 = load i8, ptr %103, align 1, !tbaa !9
  %753 = zext i8 %752 to i64
  %754 = load i16, ptr %104, align 2, !tbaa !87
  %755 = zext i16 %754 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !227)
  %756 = lshr i64 %751, 3
  %757 = getelementptr inbounds i8, ptr %6, i64 %756
  %758 = load i8, ptr %757, align 1, !tbaa !9, !alias.scope !227, !noalias !224
  %759 = zext i8 %758 to i64
  %760 = shl nuw nsw i64 %755, %748
  %761 = or i64 %760, %759
  store i64 %761, ptr %757, align 1, !noalias !224
  %762 = add i64 %751, %753
  store i64 %762, ptr %5, align 8, !tbaa !5, !alias.scope !224, !noalias !227
  %763 = load i32, ptr %108, align 4, !tbaa !82
  %764 = add i32 %763, 1
  store i32 %764, ptr %108, align 4, !tbaa !82
  br label %765

765:                                              ; preds = %582, %601, %639, %683, %730
  %766 = phi ptr [ %598, %582 ], [ %636, %601 ], [ %105, %639 ], [ %105, %683 ], [ %105, %730 ]
  %767 = load i32, ptr %766, align 4, !tbaa !82
  %768 = add i32 %767, 1
  store i32 %768, ptr %766, align 4, !tbaa !82
  %769 = icmp ult ptr %262, %131
  br i1 %769, label %770, label %1075, !prof !76

770:                                              ; preds = %765
  %771 = getelementptr inbounds i8, ptr %262, i64 -3
  %772 = load i64, ptr %771, align 1
  %773 = mul i64 %772, 8503243848024064
  %774 = lshr i64 %773, 55
  %775 = lshr i64 %772, 24
  %776 = mul i64 %775, 8503243848024064
  %777 = lshr i64 %776, 55
  %778 = ptrtoint ptr %262 to i64
  %779 = sub i64 %778, %93
  %780 = trunc i64 %779 to i32
  %781 = add i32 %780, -3
  %782 = getelementptr inbounds i32, ptr %4, i64 %774
  store i32 %781, ptr %782, align 4, !tbaa !82
  %783 = lshr i64 %772, 8
  %784 = mul i64 %783, 8503243848024064
  %785 = lshr i64 %784, 55
  %786 = add i32 %780, -2
  %787 = getelementptr inbounds i32, ptr %4, i64 %785
  store i32 %786, ptr %787, align 4, !tbaa !82
  %788 = lshr i64 %772, 16
  %789 = mul i64 %788, 8503243848024064
  %790 = lshr i64 %789, 55
  %791 = add i32 %780, -1
  %792 = getelementptr inbounds i32, ptr %4, i64 %790
  store i32 %791, ptr %792, align 4, !tbaa !82
  %793 = getelementptr inbounds i32, ptr %4, i64 %777
  %794 = load i32, ptr %793, align 4, !tbaa !82
  store i32 %780, ptr %793, align 4, !tbaa !82
  %795 = sext i32 %794 to i64
  %796 = getelementptr inbounds i8, ptr %1, i64 %795
  %797 = load i32, ptr %262, align 1
  %798 = load i32, ptr %796, align 1
  %799 = icmp eq i32 %797, %798
  br i1 %799, label %800, label %1070

800:                                              ; preds = %770
  %801 = getelementptr inbounds i8, ptr %262, i64 4
  %802 = load i8, ptr %801, align 1, !tbaa !9
  %803 = getelementptr inbounds i8, ptr %796, i64 4
  %804 = load i8, ptr %803, align 1, !tbaa !9
  %805 = icmp eq i8 %802, %804
  br i1 %805, label %812, label %1070

806:                                              ; preds = %1040
  %807 = getelementptr inbounds i8, ptr %872, i64 4
  %808 = load i8, ptr %807, align 1, !tbaa !9
  %809 = getelementptr inbounds i8, ptr %1066, i64 4
  %810 = load i8, ptr %809, align 1, !tbaa !9
  %811 = icmp eq i8 %808, %810
  br i1 %811, label %812, label %1070

812:                                              ; preds = %800, %806
  %813 = phi i32 [ %873, %806 ], [ %578, %800 ]
  %814 = phi ptr [ %872, %806 ], [ %262, %800 ]
  %815 = phi ptr [ %1066, %806 ], [ %796, %800 ]
  %816 = getelementptr inbounds i8, ptr %815, i64 5
  %817 = getelementptr inbounds i8, ptr %814, i64 5
  %818 = ptrtoint ptr %814 to i64
  %819 = sub i64 %136, %818
  %820 = icmp ugt i64 %819, 7
  br i1 %820, label %828, label %821

821:                                              ; preds = %843, %812
  %822 = phi i64 [ %819, %812 ], [ %846, %843 ]
  %823 = phi ptr [ %817, %812 ], [ %844, %843 ]
  %824 = phi ptr [ %816, %812 ], [ %845, %843 ]
  %825 = icmp eq i64 %822, 0
  br i1 %825, label %860, label %826

826:                                              ; preds = %821
  %827 = getelementptr i8, ptr %824, i64 %822
  br label %848

828:                                              ; preds = %812, %843
  %829 = phi ptr [ %845, %843 ], [ %816, %812 ]
  %830 = phi ptr [ %844, %843 ], [ %817, %812 ]
  %831 = phi i64 [ %846, %843 ], [ %819, %812 ]
  %832 = load i64, ptr %830, align 1
  %833 = load i64, ptr %829, align 1
  %834 = icmp eq i64 %832, %833
  br i1 %834, label %843, label %835

835:                                              ; preds = %828
  %836 = xor i64 %833, %832
  %837 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %836, i1 true)
  %838 = ptrtoint ptr %829 to i64
  %839 = ptrtoint ptr %816 to i64
  %840 = sub i64 %838, %839
  %841 = lshr i64 %837, 3
  %842 = add i64 %840, %841
  br label %865

843:                                              ; preds = %828
  %844 = getelementptr inbounds i8, ptr %830, i64 8
  %845 = getelementptr inbounds i8, ptr %829, i64 8
  %846 = add i64 %831, -8
  %847 = icmp ugt i64 %846, 7
  br i1 %847, label %828, label %821, !llvm.loop !85

848:                                              ; preds = %826, %855
  %849 = phi ptr [ %858, %855 ], [ %824, %826 ]
  %850 = phi ptr [ %857, %855 ], [ %823, %826 ]
  %851 = phi i64 [ %856, %855 ], [ %822, %826 ]
  %852 = load i8, ptr %849, align 1, !tbaa !9
  %853 = load i8, ptr %850, align 1, !tbaa !9
  %854 = icmp eq i8 %852, %853
  br i1 %854, label %855, label %860

855:                                              ; preds = %848
  %856 = add nsw i64 %851, -1
  %857 = getelementptr inbounds i8, ptr %850, i64 1
  %858 = getelementptr inbounds i8, ptr %849, i64 1
  %859 = icmp eq i64 %856, 0
  br i1 %859, label %860, label %848, !llvm.loop !86

860:                                              ; preds = %855, %848, %821
  %861 = phi ptr [ %824, %821 ], [ %849, %848 ], [ %827, %855 ]
  %862 = ptrtoint ptr %861 to i64
  %863 = ptrtoint ptr %816 to i64
  %864 = sub i64 %862, %863
  br label %865

865:                                              ; preds = %835, %860
  %866 = phi i64 [ %842, %835 ], [ %864, %860 ]
  %867 = ptrtoint ptr %815 to i64
  %868 = sub i64 %818, %867
  %869 = icmp sgt i64 %868, 262128
  br i1 %869, label %1070, label %870

870:                                              ; preds = %865
  %871 = add i64 %866, 5
  %872 = getelementptr inbounds i8, ptr %814, i64 %871
  %873 = trunc i64 %868 to i32
  %874 = icmp ult i64 %871, 10
  br i1 %874, label %875, label %893

875:                                              ; preds = %870
  %876 = add nsw i64 %866, 19
  %877 = getelementptr inbounds i8, ptr %8, i64 %876
  %878 = load i8, ptr %877, align 1, !tbaa !9
  %879 = zext i8 %878 to i64
  %880 = getelementptr inbounds i16, ptr %9, i64 %876
  %881 = load i16, ptr %880, align 2, !tbaa !87
  %882 = zext i16 %881 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !229)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !232)
  %883 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !229, !noalias !232
  %884 = lshr i64 %883, 3
  %885 = getelementptr inbounds i8, ptr %6, i64 %884
  %886 = load i8, ptr %885, align 1, !tbaa !9, !alias.scope !232, !noalias !229
  %887 = zext i8 %886 to i64
  %888 = and i64 %883, 7
  %889 = shl nuw nsw i64 %882, %888
  %890 = or i64 %889, %887
  store i64 %890, ptr %885, align 1, !noalias !229
  %891 = add i64 %883, %879
  store i64 %891, ptr %5, align 8, !tbaa !5, !alias.scope !229, !noalias !232
  %892 = getelementptr inbounds i32, ptr %10, i64 %876
  br label %991

893:                                              ; preds = %870
  %894 = icmp ult i64 %871, 134
  br i1 %894, label %895, label %932

895:                                              ; preds = %893
  %896 = add nsw i64 %866, -1
  %897 = trunc i64 %896 to i32
  %898 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %897, i1 true)
  %899 = sub nuw nsw i32 30, %898
  %900 = zext nneg i32 %899 to i64
  %901 = lshr i64 %896, %900
  %902 = shl nuw nsw i32 %899, 1
  %903 = add nuw nsw i32 %902, 20
  %904 = zext nneg i32 %903 to i64
  %905 = add nuw nsw i64 %901, %904
  %906 = getelementptr inbounds i8, ptr %8, i64 %905
  %907 = load i8, ptr %906, align 1, !tbaa !9
  %908 = zext i8 %907 to i64
  %909 = getelementptr inbounds i16, ptr %9, i64 %905
  %910 = load i16, ptr %909, align 2, !tbaa !87
  %911 = zext i16 %910 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !234)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !237)
  %912 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !234, !noalias !237
  %913 = lshr i64 %912, 3
  %914 = getelementptr inbounds i8, ptr %6, i64 %913
  %915 = load i8, ptr %914, align 1, !tbaa !9, !alias.scope !237, !noalias !234
  %916 = zext i8 %915 to i64
  %917 = and i64 %912, 7
  %918 = shl nuw nsw i64 %911, %917
  %919 = or i64 %918, %916
  store i64 %919, ptr %914, align 1, !noalias !234
  %920 = add i64 %912, %908
  store i64 %920, ptr %5, align 8, !tbaa !5, !alias.scope !234, !noalias !237
  %921 = shl nuw nsw i64 %901, %900
  %922 = sub nsw i64 %896, %921
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !242)
  %923 = lshr i64 %920, 3
  %924 = getelementptr inbounds i8, ptr %6, i64 %923
  %925 = load i8, ptr %924, align 1, !tbaa !9, !alias.scope !242, !noalias !239
  %926 = zext i8 %925 to i64
  %927 = and i64 %920, 7
  %928 = shl nsw i64 %922, %927
  %929 = or i64 %928, %926
  store i64 %929, ptr %924, align 1, !noalias !239
  %930 = add i64 %920, %900
  store i64 %930, ptr %5, align 8, !tbaa !5, !alias.scope !239, !noalias !242
  %931 = getelementptr inbounds i32, ptr %10, i64 %905
  br label %991

932:                                              ; preds = %893
  %933 = icmp ult i64 %871, 2118
  br i1 %933, label %934, label %968

934:                                              ; preds = %932
  %935 = add nsw i64 %866, -65
  %936 = trunc i64 %935 to i32
  %937 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %936, i1 true)
  %938 = xor i32 %937, 31
  %939 = sub nuw nsw i32 59, %937
  %940 = zext nneg i32 %939 to i64
  %941 = getelementptr inbounds i8, ptr %8, i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !9
  %943 = zext i8 %942 to i64
  %944 = getelementptr inbounds i16, ptr %9, i64 %940
  %945 = load i16, ptr %944, align 2, !tbaa !87
  %946 = zext i16 %945 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !244)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !247)
  %947 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !244, !noalias !247
  %948 = lshr i64 %947, 3
  %949 = getelementptr inbounds i8, ptr %6, i64 %948
  %950 = load i8, ptr %949, align 1, !tbaa !9, !alias.scope !247, !noalias !244
  %951 = zext i8 %950 to i64
  %952 = and i64 %947, 7
  %953 = shl nuw nsw i64 %946, %952
  %954 = or i64 %953, %951
  store i64 %954, ptr %949, align 1, !noalias !244
  %955 = add i64 %947, %943
  store i64 %955, ptr %5, align 8, !tbaa !5, !alias.scope !244, !noalias !247
  %956 = zext nneg i32 %938 to i64
  %957 = shl nsw i64 -1, %956
  %958 = add nsw i64 %957, %935
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !252)
  %959 = lshr i64 %955, 3
  %960 = getelementptr inbounds i8, ptr %6, i64 %959
  %961 = load i8, ptr %960, align 1, !tbaa !9, !alias.scope !252, !noalias !249
  %962 = zext i8 %961 to i64
  %963 = and i64 %955, 7
  %964 = shl nsw i64 %958, %963
  %965 = or i64 %964, %962
  store i64 %965, ptr %960, align 1, !noalias !249
  %966 = add i64 %955, %956
  store i64 %966, ptr %5, align 8, !tbaa !5, !alias.scope !249, !noalias !252
  %967 = getelementptr inbounds i32, ptr %10, i64 %940
  br label %991

968:                                              ; preds = %932
  %969 = load i8, ptr %106, align 1, !tbaa !9
  %970 = zext i8 %969 to i64
  %971 = load i16, ptr %107, align 2, !tbaa !87
  %972 = zext i16 %971 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !254)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !257)
  %973 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !254, !noalias !257
  %974 = lshr i64 %973, 3
  %975 = getelementptr inbounds i8, ptr %6, i64 %974
  %976 = load i8, ptr %975, align 1, !tbaa !9, !alias.scope !257, !noalias !254
  %977 = zext i8 %976 to i64
  %978 = and i64 %973, 7
  %979 = shl nuw nsw i64 %972, %978
  %980 = or i64 %979, %977
  store i64 %980, ptr %975, align 1, !noalias !254
  %981 = add i64 %973, %970
  store i64 %981, ptr %5, align 8, !tbaa !5, !alias.scope !254, !noalias !257
  %982 = add i64 %866, -2113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !262)
  %983 = lshr i64 %981, 3
  %984 = getelementptr inbounds i8, ptr %6, i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !9, !alias.scope !262, !noalias !259
  %986 = zext i8 %985 to i64
  %987 = and i64 %981, 7
  %988 = shl i64 %982, %987
  %989 = or i64 %988, %986
  store i64 %989, ptr %984, align 1, !noalias !259
  %990 = add i64 %981, 24
  store i64 %990, ptr %5, align 8, !tbaa !5, !alias.scope !259, !noalias !262
  br label %991

991:                                              ; preds = %875, %895, %934, %968
  %992 = phi ptr [ %892, %875 ], [ %931, %895 ], [ %967, %934 ], [ %108, %968 ]
  %993 = load i32, ptr %992, align 4, !tbaa !82
  %994 = add i32 %993, 1
  store i32 %994, ptr %992, align 4, !tbaa !82
  %995 = shl i64 %868, 32
  %996 = ashr exact i64 %995, 32
  %997 = add nsw i64 %996, 3
  %998 = trunc i64 %997 to i32
  %999 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %998, i1 true)
  %1000 = sub nsw i32 30, %999
  %1001 = zext i32 %1000 to i64
  %1002 = lshr i64 %997, %1001
  %1003 = and i64 %1002, 1
  %1004 = or disjoint i64 %1003, 2
  %1005 = shl i64 %1004, %1001
  %1006 = shl nuw nsw i32 %999, 1
  %1007 = xor i32 %1006, 62
  %1008 = add nsw i32 %1007, -4
  %1009 = zext i32 %1008 to i64
  %1010 = or disjoint i64 %1003, %1009
  %1011 = add nuw nsw i64 %1010, 80
  %1012 = getelementptr inbounds i8, ptr %8, i64 %1011
  %1013 = load i8, ptr %1012, align 1, !tbaa !9
  %1014 = zext i8 %1013 to i64
  %1015 = getelementptr inbounds i16, ptr %9, i64 %1011
  %1016 = load i16, ptr %1015, align 2, !tbaa !87
  %1017 = zext i16 %1016 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !267)
  %1018 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !264, !noalias !267
  %1019 = lshr i64 %1018, 3
  %1020 = getelementptr inbounds i8, ptr %6, i64 %1019
  %1021 = load i8, ptr %1020, align 1, !tbaa !9, !alias.scope !267, !noalias !264
  %1022 = zext i8 %1021 to i64
  %1023 = and i64 %1018, 7
  %1024 = shl nuw nsw i64 %1017, %1023
  %1025 = or i64 %1024, %1022
  store i64 %1025, ptr %1020, align 1, !noalias !264
  %1026 = add i64 %1018, %1014
  store i64 %1026, ptr %5, align 8, !tbaa !5, !alias.scope !264, !noalias !267
  %1027 = sub i64 %997, %1005
  tail call void @llvm.experimental.noalias.scope.decl(metadata !269)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !272)
  %1028 = lshr i64 %1026, 3
  %1029 = getelementptr inbounds i8, ptr %6, i64 %1028
  %1030 = load i8, ptr %1029, align 1, !tbaa !9, !alias.scope !272, !noalias !269
  %1031 = zext i8 %1030 to i64
  %1032 = and i64 %1026, 7
  %1033 = shl i64 %1027, %1032
  %1034 = or i64 %1033, %1031
  store i64 %1034, ptr %1029, align 1, !noalias !269
  %1035 = add i64 %1026, %1001
  store i64 %1035, ptr %5, align 8, !tbaa !5, !alias.scope !269, !noalias !272
  %1036 = getelementptr inbounds i32, ptr %10, i64 %1011
  %1037 = load i32, ptr %1036, align 4, !tbaa !82
  %1038 = add i32 %1037, 1
  store i32 %1038, ptr %1036, align 4, !tbaa !82
  %1039 = icmp ult ptr %872, %131
  br i1 %1039, label %1040, label %1075, !prof !76

1040:                                             ; preds = %991
  %1041 = getelementptr inbounds i8, ptr %872, i64 -3
  %1042 = load i64, ptr %1041, align 1
  %1043 = mul i64 %1042, 8503243848024064
  %1044 = lshr i64 %1043, 55
  %1045 = lshr i64 %1042, 24
  %1046 = mul i64 %1045, 8503243848024064
  %1047 = lshr i64 %1046, 55
  %1048 = ptrtoint ptr %872 to i64
  %1049 = sub i64 %1048, %93
  %1050 = trunc i64 %1049 to i32
  %1051 = add i32 %1050, -3
  %1052 = getelementptr inbounds i32, ptr %4, i64 %1044
  store i32 %1051, ptr %1052, align 4, !tbaa !82
  %1053 = lshr i64 %1042, 8
  %1054 = mul i64 %1053, 8503243848024064
  %1055 = lshr i64 %1054, 55
  %1056 = add i32 %1050, -2
  %1057 = getelementptr inbounds i32, ptr %4, i64 %1055
  store i32 %1056, ptr %1057, align 4, !tbaa !82
  %1058 = lshr i64 %1042, 16
  %1059 = mul i64 %1058, 8503243848024064
  %1060 = lshr i64 %1059, 55
  %1061 = add i32 %1050, -1
  %1062 = getelementptr inbounds i32, ptr %4, i64 %1060
  store i32 %1061, ptr %1062, align 4, !tbaa !82
  %1063 = getelementptr inbounds i32, ptr %4, i64 %1047
  %1064 = load i32, ptr %1063, align 4, !tbaa !82
  store i32 %1050, ptr %1063, align 4, !tbaa !82
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr inbounds i8, ptr %1, i64 %1065
  %1067 = load i32, ptr %872, align 1
  %1068 = load i32, ptr %1066, align 1
  %1069 = icmp eq i32 %1067, %1068
  br i1 %1069, label %806, label %1070

1070:                                             ; preds = %806, %1040, %865, %800, %770
  %1071 = phi i32 [ %578, %770 ], [ %578, %800 ], [ %813, %865 ], [ %873, %1040 ], [ %873, %806 ]
  %1072 = phi ptr [ %262, %770 ], [ %262, %800 ], [ %814, %865 ], [ %872, %1040 ], [ %872, %806 ]
  %1073 = getelementptr inbounds i8, ptr %1072, i64 2
  %1074 = icmp ugt ptr %1073, %131
  br i1 %1074, label %1075, label %137, !prof !78

1075:                                             ; preds = %765, %1070, %147, %152, %991, %127, %119
  %1076 = phi ptr [ %122, %119 ], [ %122, %127 ], [ %872, %991 ], [ %140, %152 ], [ %140, %147 ], [ %1072, %1070 ], [ %262, %765 ]
  %1077 = sub i64 %123, %121
  %1078 = tail call i64 @llvm.umin.i64(i64 %1077, i64 65536)
  %1079 = icmp eq i64 %1077, 0
  br i1 %1079, label %1168, label %1080

1080:                                             ; preds = %1075
  %1081 = add i64 %1078, %120
  %1082 = icmp ult i64 %1081, 1048577
  br i1 %1082, label %1083, label %1168

1083:                                             ; preds = %1080
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %109, i8 0, i64 1024, i1 false)
  br label %1084

1084:                                             ; preds = %1083, %1084
  %1085 = phi i64 [ %1092, %1084 ], [ 0, %1083 ]
  %1086 = getelementptr inbounds i8, ptr %125, i64 %1085
  %1087 = load i8, ptr %1086, align 1, !tbaa !9
  %1088 = zext i8 %1087 to i64
  %1089 = getelementptr inbounds i32, ptr %109, i64 %1088
  %1090 = load i32, ptr %1089, align 4, !tbaa !82
  %1091 = add i32 %1090, 1
  store i32 %1091, ptr %1089, align 4, !tbaa !82
  %1092 = add nuw nsw i64 %1085, 43
  %1093 = icmp ult i64 %1092, %1078
  br i1 %1093, label %1084, label %1094, !llvm.loop !274

1094:                                             ; preds = %1084
  %1095 = add nuw nsw i64 %1078, 42
  %1096 = udiv i64 %1095, 43
  %1097 = icmp ult i64 %1077, 10966
  br i1 %1097, label %1098, label %1102

1098:                                             ; preds = %1094
  %1099 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1096
  %1100 = load double, ptr %1099, align 8, !tbaa !275
  %1101 = uitofp nneg i64 %1096 to double
  br label %1105

1102:                                             ; preds = %1094
  %1103 = uitofp nneg i64 %1096 to double
  %1104 = tail call double @log2(double noundef %1103) #10
  br label %1105

1105:                                             ; preds = %1102, %1098
  %1106 = phi double [ %1101, %1098 ], [ %1103, %1102 ]
  %1107 = phi double [ %1100, %1098 ], [ %1104, %1102 ]
  %1108 = fadd double %1107, 5.000000e-01
  %1109 = tail call double @llvm.fmuladd.f64(double %1108, double %1106, double 2.000000e+02)
  br label %1110

1110:                                             ; preds = %1126, %1105
  %1111 = phi double [ %1109, %1105 ], [ %1130, %1126 ]
  %1112 = phi i64 [ 0, %1105 ], [ %1131, %1126 ]
  %1113 = getelementptr inbounds i32, ptr %109, i64 %1112
  %1114 = load i32, ptr %1113, align 4, !tbaa !82
  %1115 = uitofp i32 %1114 to double
  %1116 = getelementptr inbounds i8, ptr %0, i64 %1112
  %1117 = load i8, ptr %1116, align 1, !tbaa !9
  %1118 = uitofp i8 %1117 to double
  %1119 = icmp ult i32 %1114, 256
  br i1 %1119, label %1120, label %1124

1120:                                             ; preds = %1110
  %1121 = zext nneg i32 %1114 to i64
  %1122 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1121
  %1123 = load double, ptr %1122, align 8, !tbaa !275
  br label %1126

1124:                                             ; preds = %1110
  %1125 = tail call double @log2(double noundef %1115) #10
  br label %1126

1126:                                             ; preds = %1124, %1120
  %1127 = phi double [ %1123, %1120 ], [ %1125, %1124 ]
  %1128 = fadd double %1127, %1118
  %1129 = fneg double %1115
  %1130 = tail call double @llvm.fmuladd.f64(double %1129, double %1128, double %1111)
  %1131 = add nuw nsw i64 %1112, 1
  %1132 = icmp eq i64 %1131, 256
  br i1 %1132, label %1133, label %1110, !llvm.loop !277

1133:                                             ; preds = %1126
  %1134 = fcmp ult double %1130, 0.000000e+00
  br i1 %1134, label %1168, label %1135

1135:                                             ; preds = %1133
  %1136 = trunc nuw i64 %1081 to i32
  %1137 = add nsw i32 %1136, -1
  br label %1138

1138:                                             ; preds = %1138, %1135
  %1139 = phi i64 [ 20, %1135 ], [ %1164, %1138 ]
  %1140 = phi i32 [ %1137, %1135 ], [ %1165, %1138 ]
  %1141 = phi i64 [ %112, %1135 ], [ %1166, %1138 ]
  %1142 = lshr i64 %1141, 3
  %1143 = and i64 %1141, 7
  %1144 = sub nuw nsw i64 8, %1143
  %1145 = tail call i64 @llvm.umin.i64(i64 %1139, i64 %1144)
  %1146 = add nuw nsw i64 %1145, %1143
  %1147 = trunc nuw nsw i64 %1146 to i32
  %1148 = shl nsw i32 -1, %1147
  %1149 = trunc nuw nsw i64 %1143 to i32
  %1150 = shl nsw i32 -1, %1149
  %1151 = xor i32 %1150, -1
  %1152 = or i32 %1148, %1151
  %1153 = getelementptr inbounds i8, ptr %6, i64 %1142
  %1154 = load i8, ptr %1153, align 1, !tbaa !9
  %1155 = zext i8 %1154 to i32
  %1156 = and i32 %1152, %1155
  %1157 = trunc nuw nsw i64 %1145 to i32
  %1158 = shl nsw i32 -1, %1157
  %1159 = xor i32 %1158, -1
  %1160 = and i32 %1140, %1159
  %1161 = shl nuw nsw i32 %1160, %1149
  %1162 = or i32 %1156, %1161
  %1163 = trunc i32 %1162 to i8
  store i8 %1163, ptr %1153, align 1, !tbaa !9
  %1164 = sub i64 %1139, %1145
  %1165 = lshr i32 %1140, %1157
  %1166 = add i64 %1145, %1141
  %1167 = icmp eq i64 %1164, 0
  br i1 %1167, label %118, label %1138, !llvm.loop !75

1168:                                             ; preds = %1133, %1080, %1075
  %1169 = ptrtoint ptr %124 to i64
  %1170 = icmp ult ptr %1076, %125
  br i1 %1170, label %1171, label %1478

1171:                                             ; preds = %1168
  %1172 = ptrtoint ptr %125 to i64
  %1173 = ptrtoint ptr %1076 to i64
  %1174 = sub i64 %1172, %1173
  %1175 = icmp ult i64 %1174, 6210
  br i1 %1175, label %1176, label %1348, !prof !76

1176:                                             ; preds = %1171
  %1177 = icmp ult i64 %1174, 6
  br i1 %1177, label %1178, label %1196

1178:                                             ; preds = %1176
  %1179 = or disjoint i64 %1174, 40
  %1180 = getelementptr inbounds i8, ptr %8, i64 %1179
  %1181 = load i8, ptr %1180, align 1, !tbaa !9
  %1182 = zext i8 %1181 to i64
  %1183 = getelementptr inbounds i16, ptr %9, i64 %1179
  %1184 = load i16, ptr %1183, align 2, !tbaa !87
  %1185 = zext i16 %1184 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !278)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !281)
  %1186 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !278, !noalias !281
  %1187 = lshr i64 %1186, 3
  %1188 = getelementptr inbounds i8, ptr %6, i64 %1187
  %1189 = load i8, ptr %1188, align 1, !tbaa !9, !alias.scope !281, !noalias !278
  %1190 = zext i8 %1189 to i64
  %1191 = and i64 %1186, 7
  %1192 = shl nuw nsw i64 %1185, %1191
  %1193 = or i64 %1192, %1190
  store i64 %1193, ptr %1188, align 1, !noalias !278
  %1194 = add i64 %1186, %1182
  store i64 %1194, ptr %5, align 8, !tbaa !5, !alias.scope !278, !noalias !281
  %1195 = getelementptr inbounds i32, ptr %10, i64 %1179
  br label %1294

1196:                                             ; preds = %1176
  %1197 = icmp ult i64 %1174, 130
  br i1 %1197, label %1198, label %1235

1198:                                             ; preds = %1196
  %1199 = add nsw i64 %1174, -2
  %1200 = trunc i64 %1199 to i32
  %1201 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1200, i1 true)
  %1202 = sub nuw nsw i32 30, %1201
  %1203 = zext nneg i32 %1202 to i64
  %1204 = lshr i64 %1199, %1203
  %1205 = shl nuw nsw i32 %1202, 1
  %1206 = add nuw nsw i32 %1205, 42
  %1207 = zext nneg i32 %1206 to i64
  %1208 = add nuw nsw i64 %1204, %1207
  %1209 = getelementptr inbounds i8, ptr %8, i64 %1208
  %1210 = load i8, ptr %1209, align 1, !tbaa !9
  %1211 = zext i8 %1210 to i64
  %1212 = getelementptr inbounds i16, ptr %9, i64 %1208
  %1213 = load i16, ptr %1212, align 2, !tbaa !87
  %1214 = zext i16 %1213 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !283)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !286)
  %1215 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !283, !noalias !286
  %1216 = lshr i64 %1215, 3
  %1217 = getelementptr inbounds i8, ptr %6, i64 %1216
  %1218 = load i8, ptr %1217, align 1, !tbaa !9, !alias.scope !286, !noalias !283
  %1219 = zext i8 %1218 to i64
  %1220 = and i64 %1215, 7
  %1221 = shl nuw nsw i64 %1214, %1220
  %1222 = or i64 %1221, %1219
  store i64 %1222, ptr %1217, align 1, !noalias !283
  %1223 = add i64 %1215, %1211
  store i64 %1223, ptr %5, align 8, !tbaa !5, !alias.scope !283, !noalias !286
  %1224 = shl nuw nsw i64 %1204, %1203
  %1225 = sub nsw i64 %1199, %1224
  tail call void @llvm.experimental.noalias.scope.decl(metadata !288)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !291)
  %1226 = lshr i64 %1223, 3
  %1227 = getelementptr inbounds i8, ptr %6, i64 %1226
  %1228 = load i8, ptr %1227, align 1, !tbaa !9, !alias.scope !291, !noalias !288
  %1229 = zext i8 %1228 to i64
  %1230 = and i64 %1223, 7
  %1231 = shl nsw i64 %1225, %1230
  %1232 = or i64 %1231, %1229
  store i64 %1232, ptr %1227, align 1, !noalias !288
  %1233 = add i64 %1223, %1203
  store i64 %1233, ptr %5, align 8, !tbaa !5, !alias.scope !288, !noalias !291
  %1234 = getelementptr inbounds i32, ptr %10, i64 %1208
  br label %1294

1235:                                             ; preds = %1196
  %1236 = icmp ult i64 %1174, 2114
  br i1 %1236, label %1237, label %1271

1237:                                             ; preds = %1235
  %1238 = add nsw i64 %1174, -66
  %1239 = trunc i64 %1238 to i32
  %1240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1239, i1 true)
  %1241 = xor i32 %1240, 31
  %1242 = sub nuw nsw i32 81, %1240
  %1243 = zext nneg i32 %1242 to i64
  %1244 = getelementptr inbounds i8, ptr %8, i64 %1243
  %1245 = load i8, ptr %1244, align 1, !tbaa !9
  %1246 = zext i8 %1245 to i64
  %1247 = getelementptr inbounds i16, ptr %9, i64 %1243
  %1248 = load i16, ptr %1247, align 2, !tbaa !87
  %1249 = zext i16 %1248 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !293)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !296)
  %1250 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !293, !noalias !296
  %1251 = lshr i64 %1250, 3
  %1252 = getelementptr inbounds i8, ptr %6, i64 %1251
  %1253 = load i8, ptr %1252, align 1, !tbaa !9, !alias.scope !296, !noalias !293
  %1254 = zext i8 %1253 to i64
  %1255 = and i64 %1250, 7
  %1256 = shl nuw nsw i64 %1249, %1255
  %1257 = or i64 %1256, %1254
  store i64 %1257, ptr %1252, align 1, !noalias !293
  %1258 = add i64 %1250, %1246
  store i64 %1258, ptr %5, align 8, !tbaa !5, !alias.scope !293, !noalias !296
  %1259 = zext nneg i32 %1241 to i64
  %1260 = shl nsw i64 -1, %1259
  %1261 = add nsw i64 %1260, %1238
  tail call void @llvm.experimental.noalias.scope.decl(metadata !298)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301)
  %1262 = lshr i64 %1258, 3
  %1263 = getelementptr inbounds i8, ptr %6, i64 %1262
  %1264 = load i8, ptr %1263, align 1, !tbaa !9, !alias.scope !301, !noalias !298
  %1265 = zext i8 %1264 to i64
  %1266 = and i64 %1258, 7
  %1267 = shl nsw i64 %1261, %1266
  %1268 = or i64 %1267, %1265
  store i64 %1268, ptr %1263, align 1, !noalias !298
  %1269 = add i64 %1258, %1259
  store i64 %1269, ptr %5, align 8, !tbaa !5, !alias.scope !298, !noalias !301
  %1270 = getelementptr inbounds i32, ptr %10, i64 %1243
  br label %1294

1271:                                             ; preds = %1235
  %1272 = load i8, ptr %100, align 1, !tbaa !9
  %1273 = zext i8 %1272 to i64
  %1274 = load i16, ptr %101, align 2, !tbaa !87
  %1275 = zext i16 %1274 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !303)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !306)
  %1276 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !303, !noalias !306
  %1277 = lshr i64 %1276, 3
  %1278 = getelementptr inbounds i8, ptr %6, i64 %1277
  %1279 = load i8, ptr %1278, align 1, !tbaa !9, !alias.scope !306, !noalias !303
  %1280 = zext i8 %1279 to i64
  %1281 = and i64 %1276, 7
  %1282 = shl nuw nsw i64 %1275, %1281
  %1283 = or i64 %1282, %1280
  store i64 %1283, ptr %1278, align 1, !noalias !303
  %1284 = add i64 %1276, %1273
  store i64 %1284, ptr %5, align 8, !tbaa !5, !alias.scope !303, !noalias !306
  %1285 = add nsw i64 %1174, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !308)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  %1286 = lshr i64 %1284, 3
  %1287 = getelementptr inbounds i8, ptr %6, i64 %1286
  %1288 = load i8, ptr %1287, align 1, !tbaa !9, !alias.scope !311, !noalias !308
  %1289 = zext i8 %1288 to i64
  %1290 = and i64 %1284, 7
  %1291 = shl nuw nsw i64 %1285, %1290
  %1292 = or i64 %1291, %1289
  store i64 %1292, ptr %1287, align 1, !noalias !308
  %1293 = add i64 %1284, 12
  store i64 %1293, ptr %5, align 8, !tbaa !5, !alias.scope !308, !noalias !311
  br label %1294

1294:                                             ; preds = %1178, %1198, %1237, %1271
  %1295 = phi ptr [ %1195, %1178 ], [ %1234, %1198 ], [ %1270, %1237 ], [ %102, %1271 ]
  %1296 = load i32, ptr %1295, align 4, !tbaa !82
  %1297 = add i32 %1296, 1
  store i32 %1297, ptr %1295, align 4, !tbaa !82
  %1298 = icmp eq ptr %125, %1076
  br i1 %1298, label %1478, label %1299

1299:                                             ; preds = %1294
  %1300 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !313, !noalias !316
  %1301 = tail call i64 @llvm.umax.i64(i64 %1174, i64 1)
  %1302 = and i64 %1301, 1
  %1303 = icmp ult i64 %1174, 2
  br i1 %1303, label %1434, label %1304

1304:                                             ; preds = %1299
  %1305 = and i64 %1301, 8190
  br label %1306

1306:                                             ; preds = %1306, %1304
  %1307 = phi i64 [ %1300, %1304 ], [ %1344, %1306 ]
  %1308 = phi i64 [ 0, %1304 ], [ %1345, %1306 ]
  %1309 = phi i64 [ 0, %1304 ], [ %1346, %1306 ]
  %1310 = getelementptr inbounds i8, ptr %1076, i64 %1308
  %1311 = load i8, ptr %1310, align 1, !tbaa !9
  %1312 = zext i8 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %0, i64 %1312
  %1314 = load i8, ptr %1313, align 1, !tbaa !9
  %1315 = zext i8 %1314 to i64
  %1316 = getelementptr inbounds i16, ptr %11, i64 %1312
  %1317 = load i16, ptr %1316, align 2, !tbaa !87
  %1318 = zext i16 %1317 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !313)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !316)
  %1319 = lshr i64 %1307, 3
  %1320 = getelementptr inbounds i8, ptr %6, i64 %1319
  %1321 = load i8, ptr %1320, align 1, !tbaa !9, !alias.scope !316, !noalias !313
  %1322 = zext i8 %1321 to i64
  %1323 = and i64 %1307, 7
  %1324 = shl nuw nsw i64 %1318, %1323
  %1325 = or i64 %1324, %1322
  store i64 %1325, ptr %1320, align 1, !noalias !313
  %1326 = add i64 %1307, %1315
  store i64 %1326, ptr %5, align 8, !tbaa !5, !alias.scope !313, !noalias !316
  %1327 = or disjoint i64 %1308, 1
  %1328 = getelementptr inbounds i8, ptr %1076, i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !9
  %1330 = zext i8 %1329 to i64
  %1331 = getelementptr inbounds i8, ptr %0, i64 %1330
  %1332 = load i8, ptr %1331, align 1, !tbaa !9
  %1333 = zext i8 %1332 to i64
  %1334 = getelementptr inbounds i16, ptr %11, i64 %1330
  %1335 = load i16, ptr %1334, align 2, !tbaa !87
  %1336 = zext i16 %1335 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !320)
  %1337 = lshr i64 %1326, 3
  %1338 = getelementptr inbounds i8, ptr %6, i64 %1337
  %1339 = load i8, ptr %1338, align 1, !tbaa !9, !alias.scope !320, !noalias !318
  %1340 = zext i8 %1339 to i64
  %1341 = and i64 %1326, 7
  %1342 = shl nuw nsw i64 %1336, %1341
  %1343 = or i64 %1342, %1340
  store i64 %1343, ptr %1338, align 1, !noalias !318
  %1344 = add i64 %1326, %1333
  store i64 %1344, ptr %5, align 8, !tbaa !5, !alias.scope !318, !noalias !320
  %1345 = add nuw i64 %1308, 2
  %1346 = add i64 %1309, 2
  %1347 = icmp eq i64 %1346, %1305
  br i1 %1347, label %1434, label %1306, !llvm.loop !153

1348:                                             ; preds = %1171
  %1349 = sub i64 %1173, %116
  %1350 = mul i64 %1349, 50
  %1351 = icmp ugt i64 %1350, %1174
  %1352 = select i1 %1351, i1 true, i1 %117
  br i1 %1352, label %1355, label %1353

1353:                                             ; preds = %1348
  %1354 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %125, i64 noundef %1354, ptr noundef nonnull %5, ptr noundef %6)
  br label %1478

1355:                                             ; preds = %1348
  %1356 = icmp ult i64 %1174, 22594
  %1357 = select i1 %1356, ptr %98, ptr %95
  %1358 = select i1 %1356, ptr %97, ptr %94
  %1359 = select i1 %1356, i64 -6210, i64 -22594
  %1360 = select i1 %1356, i64 14, i64 24
  %1361 = select i1 %1356, ptr %99, ptr %96
  %1362 = load i8, ptr %1358, align 1, !tbaa !9
  %1363 = zext i8 %1362 to i64
  %1364 = load i16, ptr %1357, align 2, !tbaa !87
  %1365 = zext i16 %1364 to i64
  %1366 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  %1367 = lshr i64 %1366, 3
  %1368 = getelementptr inbounds i8, ptr %6, i64 %1367
  %1369 = load i8, ptr %1368, align 1, !tbaa !9, !noalias !35
  %1370 = zext i8 %1369 to i64
  %1371 = and i64 %1366, 7
  %1372 = shl nuw nsw i64 %1365, %1371
  %1373 = or i64 %1372, %1370
  store i64 %1373, ptr %1368, align 1, !noalias !35
  %1374 = add i64 %1366, %1363
  store i64 %1374, ptr %5, align 8, !tbaa !5, !noalias !35
  %1375 = add i64 %1174, %1359
  %1376 = lshr i64 %1374, 3
  %1377 = getelementptr inbounds i8, ptr %6, i64 %1376
  %1378 = load i8, ptr %1377, align 1, !tbaa !9, !noalias !35
  %1379 = zext i8 %1378 to i64
  %1380 = and i64 %1374, 7
  %1381 = shl i64 %1375, %1380
  %1382 = or i64 %1381, %1379
  store i64 %1382, ptr %1377, align 1, !noalias !35
  %1383 = add i64 %1374, %1360
  %1384 = load i32, ptr %1361, align 4, !tbaa !82
  %1385 = add i32 %1384, 1
  store i32 %1385, ptr %1361, align 4, !tbaa !82
  store i64 %1383, ptr %5, align 8
  %1386 = add nsw i64 %121, -1
  %1387 = add i64 %1386, %1169
  %1388 = and i64 %1174, 1
  %1389 = icmp eq i64 %1387, %1173
  br i1 %1389, label %1456, label %1390

1390:                                             ; preds = %1355
  %1391 = and i64 %1174, -2
  br label %1392

1392:                                             ; preds = %1392, %1390
  %1393 = phi i64 [ 0, %1390 ], [ %1431, %1392 ]
  %1394 = phi i64 [ %1383, %1390 ], [ %1430, %1392 ]
  %1395 = phi i64 [ 0, %1390 ], [ %1432, %1392 ]
  %1396 = getelementptr inbounds i8, ptr %1076, i64 %1393
  %1397 = load i8, ptr %1396, align 1, !tbaa !9
  %1398 = zext i8 %1397 to i64
  %1399 = getelementptr inbounds i8, ptr %0, i64 %1398
  %1400 = load i8, ptr %1399, align 1, !tbaa !9
  %1401 = zext i8 %1400 to i64
  %1402 = getelementptr inbounds i16, ptr %11, i64 %1398
  %1403 = load i16, ptr %1402, align 2, !tbaa !87
  %1404 = zext i16 %1403 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !322)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !325)
  %1405 = lshr i64 %1394, 3
  %1406 = getelementptr inbounds i8, ptr %6, i64 %1405
  %1407 = load i8, ptr %1406, align 1, !tbaa !9, !alias.scope !325, !noalias !322
  %1408 = zext i8 %1407 to i64
  %1409 = and i64 %1394, 7
  %1410 = shl nuw nsw i64 %1404, %1409
  %1411 = or i64 %1410, %1408
  store i64 %1411, ptr %1406, align 1, !noalias !322
  %1412 = add i64 %1394, %1401
  store i64 %1412, ptr %5, align 8, !tbaa !5, !alias.scope !322, !noalias !325
  %1413 = or disjoint i64 %1393, 1
  %1414 = getelementptr inbounds i8, ptr %1076, i64 %1413
  %1415 = load i8, ptr %1414, align 1, !tbaa !9
  %1416 = zext i8 %1415 to i64
  %1417 = getelementptr inbounds i8, ptr %0, i64 %1416
  %1418 = load i8, ptr %1417, align 1, !tbaa !9
  %1419 = zext i8 %1418 to i64
  %1420 = getelementptr inbounds i16, ptr %11, i64 %1416
  %1421 = load i16, ptr %1420, align 2, !tbaa !87
  %1422 = zext i16 %1421 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !327)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !329)
  %1423 = lshr i64 %1412, 3
  %1424 = getelementptr inbounds i8, ptr %6, i64 %1423
  %1425 = load i8, ptr %1424, align 1, !tbaa !9, !alias.scope !329, !noalias !327
  %1426 = zext i8 %1425 to i64
  %1427 = and i64 %1412, 7
  %1428 = shl nuw nsw i64 %1422, %1427
  %1429 = or i64 %1428, %1426
  store i64 %1429, ptr %1424, align 1, !noalias !327
  %1430 = add i64 %1412, %1419
  store i64 %1430, ptr %5, align 8, !tbaa !5, !alias.scope !327, !noalias !329
  %1431 = add nuw i64 %1393, 2
  %1432 = add i64 %1395, 2
  %1433 = icmp eq i64 %1432, %1391
  br i1 %1433, label %1456, label %1392, !llvm.loop !153

1434:                                             ; preds = %1306, %1299
  %1435 = phi i64 [ %1300, %1299 ], [ %1344, %1306 ]
  %1436 = phi i64 [ 0, %1299 ], [ %1345, %1306 ]
  %1437 = icmp eq i64 %1302, 0
  br i1 %1437, label %1478, label %1438

1438:                                             ; preds = %1434
  %1439 = getelementptr inbounds i8, ptr %1076, i64 %1436
  %1440 = load i8, ptr %1439, align 1, !tbaa !9
  %1441 = zext i8 %1440 to i64
  %1442 = getelementptr inbounds i8, ptr %0, i64 %1441
  %1443 = load i8, ptr %1442, align 1, !tbaa !9
  %1444 = zext i8 %1443 to i64
  %1445 = getelementptr inbounds i16, ptr %11, i64 %1441
  %1446 = load i16, ptr %1445, align 2, !tbaa !87
  %1447 = zext i16 %1446 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !313)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !316)
  %1448 = lshr i64 %1435, 3
  %1449 = getelementptr inbounds i8, ptr %6, i64 %1448
  %1450 = load i8, ptr %1449, align 1, !tbaa !9, !alias.scope !316, !noalias !313
  %1451 = zext i8 %1450 to i64
  %1452 = and i64 %1435, 7
  %1453 = shl nuw nsw i64 %1447, %1452
  %1454 = or i64 %1453, %1451
  store i64 %1454, ptr %1449, align 1, !noalias !313
  %1455 = add i64 %1435, %1444
  store i64 %1455, ptr %5, align 8, !tbaa !5, !alias.scope !313, !noalias !316
  br label %1478

1456:                                             ; preds = %1392, %1355
  %1457 = phi i64 [ 0, %1355 ], [ %1431, %1392 ]
  %1458 = phi i64 [ %1383, %1355 ], [ %1430, %1392 ]
  %1459 = icmp eq i64 %1388, 0
  br i1 %1459, label %1478, label %1460

1460:                                             ; preds = %1456
  %1461 = getelementptr inbounds i8, ptr %1076, i64 %1457
  %1462 = load i8, ptr %1461, align 1, !tbaa !9
  %1463 = zext i8 %1462 to i64
  %1464 = getelementptr inbounds i8, ptr %0, i64 %1463
  %1465 = load i8, ptr %1464, align 1, !tbaa !9
  %1466 = zext i8 %1465 to i64
  %1467 = getelementptr inbounds i16, ptr %11, i64 %1463
  %1468 = load i16, ptr %1467, align 2, !tbaa !87
  %1469 = zext i16 %1468 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !322)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !325)
  %1470 = lshr i64 %1458, 3
  %1471 = getelementptr inbounds i8, ptr %6, i64 %1470
  %1472 = load i8, ptr %1471, align 1, !tbaa !9, !alias.scope !325, !noalias !322
  %1473 = zext i8 %1472 to i64
  %1474 = and i64 %1458, 7
  %1475 = shl nuw nsw i64 %1469, %1474
  %1476 = or i64 %1475, %1473
  store i64 %1476, ptr %1471, align 1, !noalias !322
  %1477 = add i64 %1458, %1466
  store i64 %1477, ptr %5, align 8, !tbaa !5, !alias.scope !322, !noalias !325
  br label %1478

1478:                                             ; preds = %1460, %1456, %1438, %1434, %1294, %387, %1353, %1168
  %1479 = phi ptr [ %125, %1353 ], [ %125, %1168 ], [ %164, %387 ], [ %125, %1294 ], [ %125, %1434 ], [ %125, %1438 ], [ %125, %1456 ], [ %125, %1460 ]
  %1480 = phi i64 [ %1077, %1353 ], [ %1077, %1168 ], [ %391, %387 ], [ %1077, %1294 ], [ %1077, %1434 ], [ %1077, %1438 ], [ %1077, %1456 ], [ %1077, %1460 ]
  %1481 = icmp eq i64 %1480, 0
  br i1 %1481, label %1522, label %1482

1482:                                             ; preds = %1478
  %1483 = tail call i64 @llvm.umin.i64(i64 %1480, i64 98304)
  %1484 = load i64, ptr %5, align 8, !tbaa !5
  %1485 = add i64 %1484, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !331)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !334)
  %1486 = lshr i64 %1484, 3
  %1487 = getelementptr inbounds i8, ptr %6, i64 %1486
  %1488 = load i8, ptr %1487, align 1, !tbaa !9, !alias.scope !334, !noalias !331
  %1489 = zext i8 %1488 to i64
  store i64 %1489, ptr %1487, align 1, !noalias !331
  %1490 = add i64 %1484, 1
  store i64 %1490, ptr %5, align 8, !tbaa !5, !alias.scope !331, !noalias !334
  %1491 = icmp ult i64 %1480, 65537
  %1492 = select i1 %1491, i64 4, i64 5
  %1493 = add nsw i64 %1492, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !336)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339)
  %1494 = lshr i64 %1490, 3
  %1495 = getelementptr inbounds i8, ptr %6, i64 %1494
  %1496 = load i8, ptr %1495, align 1, !tbaa !9, !alias.scope !339, !noalias !336
  %1497 = zext i8 %1496 to i64
  %1498 = and i64 %1490, 7
  %1499 = shl nuw nsw i64 %1493, %1498
  %1500 = or i64 %1499, %1497
  store i64 %1500, ptr %1495, align 1, !noalias !336
  store i64 %1485, ptr %5, align 8, !tbaa !5, !alias.scope !336, !noalias !339
  %1501 = shl nuw nsw i64 %1492, 2
  %1502 = add nsw i64 %1483, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !341)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !344)
  %1503 = lshr i64 %1485, 3
  %1504 = getelementptr inbounds i8, ptr %6, i64 %1503
  %1505 = load i8, ptr %1504, align 1, !tbaa !9, !alias.scope !344, !noalias !341
  %1506 = zext i8 %1505 to i64
  %1507 = and i64 %1485, 7
  %1508 = shl nuw nsw i64 %1502, %1507
  %1509 = or i64 %1508, %1506
  store i64 %1509, ptr %1504, align 1, !noalias !341
  %1510 = add i64 %1485, %1501
  store i64 %1510, ptr %5, align 8, !tbaa !5, !alias.scope !341, !noalias !344
  tail call void @llvm.experimental.noalias.scope.decl(metadata !346)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !349)
  %1511 = lshr i64 %1510, 3
  %1512 = getelementptr inbounds i8, ptr %6, i64 %1511
  %1513 = load i8, ptr %1512, align 1, !tbaa !9, !alias.scope !349, !noalias !346
  %1514 = zext i8 %1513 to i64
  store i64 %1514, ptr %1512, align 1, !noalias !346
  %1515 = add i64 %1510, 1
  store i64 %1515, ptr %5, align 8, !tbaa !5, !alias.scope !346, !noalias !349
  tail call void @llvm.experimental.noalias.scope.decl(metadata !351)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !354)
  %1516 = lshr i64 %1515, 3
  %1517 = getelementptr inbounds i8, ptr %6, i64 %1516
  %1518 = load i8, ptr %1517, align 1, !tbaa !9, !alias.scope !354, !noalias !351
  %1519 = zext i8 %1518 to i64
  store i64 %1519, ptr %1517, align 1, !noalias !351
  %1520 = add i64 %1510, 14
  store i64 %1520, ptr %5, align 8, !tbaa !5, !alias.scope !351, !noalias !354
  %1521 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1479, i64 noundef %1483, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %6)
  br label %110

1522:                                             ; preds = %1478
  %1523 = icmp eq i32 %3, 0
  br i1 %1523, label %1524, label %1525

1524:                                             ; preds = %1522
  store i8 0, ptr %80, align 8, !tbaa !9
  store i64 0, ptr %51, align 8, !tbaa !61
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %51, ptr noundef nonnull %80)
  br label %1525

1525:                                             ; preds = %1522, %1524
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentFastImpl11(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 768
  %9 = getelementptr inbounds i8, ptr %0, i64 896
  %10 = getelementptr inbounds i8, ptr %0, i64 1152
  %11 = getelementptr inbounds i8, ptr %0, i64 256
  %12 = tail call i64 @llvm.umin.i64(i64 %2, i64 98304)
  %13 = load i64, ptr %5, align 8, !tbaa !5
  %14 = add i64 %13, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !356)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !359)
  %15 = lshr i64 %13, 3
  %16 = getelementptr inbounds i8, ptr %6, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !9, !alias.scope !359, !noalias !356
  %18 = zext i8 %17 to i64
  store i64 %18, ptr %16, align 1, !noalias !356
  %19 = add i64 %13, 1
  store i64 %19, ptr %5, align 8, !tbaa !5, !alias.scope !356, !noalias !359
  %20 = icmp ult i64 %2, 65537
  %21 = select i1 %20, i64 4, i64 5
  %22 = add nsw i64 %21, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !361)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !364)
  %23 = lshr i64 %19, 3
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !9, !alias.scope !364, !noalias !361
  %26 = zext i8 %25 to i64
  %27 = and i64 %19, 7
  %28 = shl nuw nsw i64 %22, %27
  %29 = or i64 %28, %26
  store i64 %29, ptr %24, align 1, !noalias !361
  store i64 %14, ptr %5, align 8, !tbaa !5, !alias.scope !361, !noalias !364
  %30 = shl nuw nsw i64 %21, 2
  %31 = add nsw i64 %12, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !366)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !369)
  %32 = lshr i64 %14, 3
  %33 = getelementptr inbounds i8, ptr %6, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !9, !alias.scope !369, !noalias !366
  %35 = zext i8 %34 to i64
  %36 = and i64 %14, 7
  %37 = shl nsw i64 %31, %36
  %38 = or i64 %37, %35
  store i64 %38, ptr %33, align 1, !noalias !366
  %39 = add i64 %14, %30
  store i64 %39, ptr %5, align 8, !tbaa !5, !alias.scope !366, !noalias !369
  tail call void @llvm.experimental.noalias.scope.decl(metadata !371)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !374)
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %6, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9, !alias.scope !374, !noalias !371
  %43 = zext i8 %42 to i64
  store i64 %43, ptr %41, align 1, !noalias !371
  %44 = add i64 %39, 1
  store i64 %44, ptr %5, align 8, !tbaa !5, !alias.scope !371, !noalias !374
  tail call void @llvm.experimental.noalias.scope.decl(metadata !376)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !379)
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, ptr %6, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !9, !alias.scope !379, !noalias !376
  %48 = zext i8 %47 to i64
  store i64 %48, ptr %46, align 1, !noalias !376
  %49 = add i64 %39, 14
  store i64 %49, ptr %5, align 8, !tbaa !5, !alias.scope !376, !noalias !379
  %50 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1, i64 noundef %12, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  %51 = getelementptr inbounds i8, ptr %0, i64 2176
  %52 = load i64, ptr %51, align 8, !tbaa !61
  %53 = icmp ugt i64 %52, 7
  %54 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  br i1 %53, label %55, label %76

55:                                               ; preds = %7
  %56 = getelementptr inbounds i8, ptr %0, i64 1664
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %54, %55 ], [ %71, %57 ]
  %59 = phi i64 [ 0, %55 ], [ %72, %57 ]
  %60 = lshr exact i64 %59, 3
  %61 = getelementptr inbounds [512 x i8], ptr %56, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !381)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !384)
  %64 = lshr i64 %58, 3
  %65 = getelementptr inbounds i8, ptr %6, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !9, !alias.scope !384, !noalias !381
  %67 = zext i8 %66 to i64
  %68 = and i64 %58, 7
  %69 = shl nuw nsw i64 %63, %68
  %70 = or i64 %69, %67
  store i64 %70, ptr %65, align 1, !noalias !381
  %71 = add i64 %58, 8
  store i64 %71, ptr %5, align 8, !tbaa !5, !alias.scope !381, !noalias !384
  %72 = add i64 %59, 8
  %73 = or disjoint i64 %72, 7
  %74 = load i64, ptr %51, align 8, !tbaa !61
  %75 = icmp ult i64 %73, %74
  br i1 %75, label %57, label %76, !llvm.loop !68

76:                                               ; preds = %57, %7
  %77 = phi i64 [ %54, %7 ], [ %71, %57 ]
  %78 = phi i64 [ %52, %7 ], [ %74, %57 ]
  %79 = and i64 %78, 7
  %80 = getelementptr inbounds i8, ptr %0, i64 1664
  %81 = lshr i64 %78, 3
  %82 = getelementptr inbounds [512 x i8], ptr %80, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !386)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !389)
  %85 = lshr i64 %77, 3
  %86 = getelementptr inbounds i8, ptr %6, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9, !alias.scope !389, !noalias !386
  %88 = zext i8 %87 to i64
  %89 = and i64 %77, 7
  %90 = shl nuw nsw i64 %84, %89
  %91 = or i64 %90, %88
  store i64 %91, ptr %86, align 1, !noalias !386
  %92 = add i64 %77, %79
  store i64 %92, ptr %5, align 8, !tbaa !5, !alias.scope !386, !noalias !389
  %93 = ptrtoint ptr %1 to i64
  %94 = getelementptr inbounds i8, ptr %0, i64 831
  %95 = getelementptr inbounds i8, ptr %0, i64 1022
  %96 = getelementptr inbounds i8, ptr %0, i64 1404
  %97 = getelementptr inbounds i8, ptr %0, i64 830
  %98 = getelementptr inbounds i8, ptr %0, i64 1020
  %99 = getelementptr inbounds i8, ptr %0, i64 1400
  %100 = getelementptr inbounds i8, ptr %0, i64 829
  %101 = getelementptr inbounds i8, ptr %0, i64 1018
  %102 = getelementptr inbounds i8, ptr %0, i64 1396
  %103 = getelementptr inbounds i8, ptr %0, i64 832
  %104 = getelementptr inbounds i8, ptr %0, i64 1024
  %105 = getelementptr inbounds i8, ptr %0, i64 1408
  %106 = getelementptr inbounds i8, ptr %0, i64 807
  %107 = getelementptr inbounds i8, ptr %0, i64 974
  %108 = getelementptr inbounds i8, ptr %0, i64 1308
  %109 = getelementptr inbounds i8, ptr %0, i64 6288
  br label %110

110:                                              ; preds = %1482, %76
  %111 = phi i64 [ %1521, %1482 ], [ %50, %76 ]
  %112 = phi i64 [ %1485, %1482 ], [ %14, %76 ]
  %113 = phi i64 [ %1483, %1482 ], [ %12, %76 ]
  %114 = phi ptr [ %1479, %1482 ], [ %1, %76 ]
  %115 = phi i64 [ %1480, %1482 ], [ %2, %76 ]
  %116 = ptrtoint ptr %114 to i64
  %117 = icmp ult i64 %111, 981
  br label %119

118:                                              ; preds = %1138
  br label %119, !llvm.loop !75

119:                                              ; preds = %118, %110
  %120 = phi i64 [ %113, %110 ], [ %1081, %118 ]
  %121 = phi i64 [ %113, %110 ], [ %1078, %118 ]
  %122 = phi ptr [ %114, %110 ], [ %1076, %118 ]
  %123 = phi i64 [ %115, %110 ], [ %1077, %118 ]
  %124 = phi ptr [ %114, %110 ], [ %125, %118 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %10, ptr noundef nonnull align 16 dereferenceable(512) @kCmdHistoSeed, i64 512, i1 false)
  %125 = getelementptr inbounds i8, ptr %124, i64 %121
  %126 = icmp ugt i64 %121, 15
  br i1 %126, label %127, label %1075, !prof !76

127:                                              ; preds = %119
  %128 = add nsw i64 %121, -5
  %129 = add i64 %123, -16
  %130 = tail call i64 @llvm.umin.i64(i64 %128, i64 %129)
  %131 = getelementptr inbounds i8, ptr %124, i64 %130
  %132 = icmp slt i64 %130, 2
  br i1 %132, label %1075, label %133, !prof !77

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %124, i64 2
  %135 = ptrtoint ptr %125 to i64
  %136 = add i64 %135, -5
  br label %137

137:                                              ; preds = %133, %1070
  %138 = phi ptr [ %134, %133 ], [ %1073, %1070 ]
  %139 = phi ptr [ %124, %133 ], [ %1072, %1070 ]
  %140 = phi ptr [ %122, %133 ], [ %1072, %1070 ]
  %141 = phi i32 [ -1, %133 ], [ %1071, %1070 ]
  %142 = getelementptr inbounds i8, ptr %139, i64 1
  %143 = load i64, ptr %142, align 1
  %144 = sext i32 %141 to i64
  %145 = sub nsw i64 0, %144
  %146 = icmp sgt i32 %141, 0
  br label %160

147:                                              ; preds = %201
  %148 = lshr i32 %162, 5
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %161, i64 %149
  %151 = icmp ugt ptr %150, %131
  br i1 %151, label %1075, label %157, !prof !78

152:                                              ; preds = %184, %195
  %153 = lshr i32 %162, 5
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds i8, ptr %161, i64 %154
  %156 = icmp ugt ptr %155, %131
  br i1 %156, label %1075, label %157, !prof !79

157:                                              ; preds = %152, %147
  %158 = phi ptr [ %155, %152 ], [ %150, %147 ]
  %159 = add i32 %162, 1
  br label %160, !llvm.loop !80

160:                                              ; preds = %157, %137
  %161 = phi ptr [ %138, %137 ], [ %158, %157 ]
  %162 = phi i32 [ 33, %137 ], [ %159, %157 ]
  %163 = phi i64 [ %143, %137 ], [ %167, %157 ]
  %164 = phi ptr [ %142, %137 ], [ %161, %157 ]
  %165 = mul i64 %163, 8503243848024064
  %166 = lshr i64 %165, 53
  %167 = load i64, ptr %161, align 1
  %168 = getelementptr inbounds i8, ptr %164, i64 %145
  %169 = load i32, ptr %164, align 1
  %170 = load i32, ptr %168, align 1
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %160
  %173 = getelementptr inbounds i8, ptr %164, i64 4
  %174 = load i8, ptr %173, align 1, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %168, i64 4
  %176 = load i8, ptr %175, align 1, !tbaa !9
  %177 = icmp eq i8 %174, %176
  %178 = and i1 %177, %146
  br i1 %178, label %179, label %184, !prof !81

179:                                              ; preds = %172
  %180 = ptrtoint ptr %164 to i64
  %181 = sub i64 %180, %93
  %182 = trunc i64 %181 to i32
  %183 = getelementptr inbounds i32, ptr %4, i64 %166
  store i32 %182, ptr %183, align 4, !tbaa !82
  br label %201

184:                                              ; preds = %160, %172
  %185 = getelementptr inbounds i32, ptr %4, i64 %166
  %186 = load i32, ptr %185, align 4, !tbaa !82
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i8, ptr %1, i64 %187
  %189 = ptrtoint ptr %164 to i64
  %190 = sub i64 %189, %93
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %185, align 4, !tbaa !82
  %192 = load i32, ptr %164, align 1
  %193 = load i32, ptr %188, align 1
  %194 = icmp eq i32 %192, %193
  br i1 %194, label %195, label %152

195:                                              ; preds = %184
  %196 = getelementptr inbounds i8, ptr %164, i64 4
  %197 = load i8, ptr %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %188, i64 4
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = icmp eq i8 %197, %199
  br i1 %200, label %201, label %152, !prof !84, !llvm.loop !80

201:                                              ; preds = %195, %179
  %202 = phi i64 [ %180, %179 ], [ %189, %195 ]
  %203 = phi ptr [ %168, %179 ], [ %188, %195 ]
  %204 = ptrtoint ptr %203 to i64
  %205 = sub i64 %202, %204
  %206 = icmp sgt i64 %205, 262128
  br i1 %206, label %147, label %207

207:                                              ; preds = %201
  %208 = getelementptr inbounds i8, ptr %203, i64 5
  %209 = getelementptr inbounds i8, ptr %164, i64 5
  %210 = sub i64 %136, %202
  %211 = icmp ugt i64 %210, 7
  br i1 %211, label %219, label %212

212:                                              ; preds = %234, %207
  %213 = phi i64 [ %210, %207 ], [ %237, %234 ]
  %214 = phi ptr [ %209, %207 ], [ %235, %234 ]
  %215 = phi ptr [ %208, %207 ], [ %236, %234 ]
  %216 = icmp eq i64 %213, 0
  br i1 %216, label %251, label %217

217:                                              ; preds = %212
  %218 = getelementptr i8, ptr %215, i64 %213
  br label %239

219:                                              ; preds = %207, %234
  %220 = phi ptr [ %236, %234 ], [ %208, %207 ]
  %221 = phi ptr [ %235, %234 ], [ %209, %207 ]
  %222 = phi i64 [ %237, %234 ], [ %210, %207 ]
  %223 = load i64, ptr %221, align 1
  %224 = load i64, ptr %220, align 1
  %225 = icmp eq i64 %223, %224
  br i1 %225, label %234, label %226

226:                                              ; preds = %219
  %227 = xor i64 %224, %223
  %228 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %227, i1 true)
  %229 = ptrtoint ptr %220 to i64
  %230 = ptrtoint ptr %208 to i64
  %231 = sub i64 %229, %230
  %232 = lshr i64 %228, 3
  %233 = add i64 %231, %232
  br label %256

234:                                              ; preds = %219
  %235 = getelementptr inbounds i8, ptr %221, i64 8
  %236 = getelementptr inbounds i8, ptr %220, i64 8
  %237 = add i64 %222, -8
  %238 = icmp ugt i64 %237, 7
  br i1 %238, label %219, label %212, !llvm.loop !85

239:                                              ; preds = %217, %246
  %240 = phi ptr [ %249, %246 ], [ %215, %217 ]
  %241 = phi ptr [ %248, %246 ], [ %214, %217 ]
  %242 = phi i64 [ %247, %246 ], [ %213, %217 ]
  %243 = load i8, ptr %240, align 1, !tbaa !9
  %244 = load i8, ptr %241, align 1, !tbaa !9
  %245 = icmp eq i8 %243, %244
  br i1 %245, label %246, label %251

246:                                              ; preds = %239
  %247 = add nsw i64 %242, -1
  %248 = getelementptr inbounds i8, ptr %241, i64 1
  %249 = getelementptr inbounds i8, ptr %240, i64 1
  %250 = icmp eq i64 %247, 0
  br i1 %250, label %251, label %239, !llvm.loop !86

251:                                              ; preds = %246, %239, %212
  %252 = phi ptr [ %215, %212 ], [ %240, %239 ], [ %218, %246 ]
  %253 = ptrtoint ptr %252 to i64
  %254 = ptrtoint ptr %208 to i64
  %255 = sub i64 %253, %254
  br label %256

256:                                              ; preds = %226, %251
  %257 = phi i64 [ %233, %226 ], [ %255, %251 ]
  %258 = add i64 %257, 5
  %259 = trunc i64 %205 to i32
  %260 = ptrtoint ptr %140 to i64
  %261 = sub i64 %202, %260
  %262 = getelementptr inbounds i8, ptr %164, i64 %258
  %263 = icmp ult i64 %261, 6210
  br i1 %263, label %264, label %382, !prof !76

264:                                              ; preds = %256
  %265 = icmp ult i64 %261, 6
  br i1 %265, label %266, label %284

266:                                              ; preds = %264
  %267 = or disjoint i64 %261, 40
  %268 = getelementptr inbounds i8, ptr %8, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !9
  %270 = zext i8 %269 to i64
  %271 = getelementptr inbounds i16, ptr %9, i64 %267
  %272 = load i16, ptr %271, align 2, !tbaa !87
  %273 = zext i16 %272 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !391)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !394)
  %274 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !391, !noalias !394
  %275 = lshr i64 %274, 3
  %276 = getelementptr inbounds i8, ptr %6, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !9, !alias.scope !394, !noalias !391
  %278 = zext i8 %277 to i64
  %279 = and i64 %274, 7
  %280 = shl nuw nsw i64 %273, %279
  %281 = or i64 %280, %278
  store i64 %281, ptr %276, align 1, !noalias !391
  %282 = add i64 %274, %270
  store i64 %282, ptr %5, align 8, !tbaa !5, !alias.scope !391, !noalias !394
  %283 = getelementptr inbounds i32, ptr %10, i64 %267
  br label %440

284:                                              ; preds = %264
  %285 = icmp ult i64 %261, 130
  br i1 %285, label %286, label %323

286:                                              ; preds = %284
  %287 = add nsw i64 %261, -2
  %288 = trunc i64 %287 to i32
  %289 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %288, i1 true)
  %290 = sub nuw nsw i32 30, %289
  %291 = zext nneg i32 %290 to i64
  %292 = lshr i64 %287, %291
  %293 = shl nuw nsw i32 %290, 1
  %294 = add nuw nsw i32 %293, 42
  %295 = zext nneg i32 %294 to i64
  %296 = add nuw nsw i64 %292, %295
  %297 = getelementptr inbounds i8, ptr %8, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !9
  %299 = zext i8 %298 to i64
  %300 = getelementptr inbounds i16, ptr %9, i64 %296
  %301 = load i16, ptr %300, align 2, !tbaa !87
  %302 = zext i16 %301 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !396)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !399)
  %303 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !396, !noalias !399
  %304 = lshr i64 %303, 3
  %305 = getelementptr inbounds i8, ptr %6, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !9, !alias.scope !399, !noalias !396
  %307 = zext i8 %306 to i64
  %308 = and i64 %303, 7
  %309 = shl nuw nsw i64 %302, %308
  %310 = or i64 %309, %307
  store i64 %310, ptr %305, align 1, !noalias !396
  %311 = add i64 %303, %299
  store i64 %311, ptr %5, align 8, !tbaa !5, !alias.scope !396, !noalias !399
  %312 = shl nuw nsw i64 %292, %291
  %313 = sub nsw i64 %287, %312
  tail call void @llvm.experimental.noalias.scope.decl(metadata !401)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !404)
  %314 = lshr i64 %311, 3
  %315 = getelementptr inbounds i8, ptr %6, i64 %314
  %316 = load i8, ptr %315, align 1, !tbaa !9, !alias.scope !404, !noalias !401
  %317 = zext i8 %316 to i64
  %318 = and i64 %311, 7
  %319 = shl nsw i64 %313, %318
  %320 = or i64 %319, %317
  store i64 %320, ptr %315, align 1, !noalias !401
  %321 = add i64 %311, %291
  store i64 %321, ptr %5, align 8, !tbaa !5, !alias.scope !401, !noalias !404
  %322 = getelementptr inbounds i32, ptr %10, i64 %296
  br label %440

323:                                              ; preds = %284
  %324 = icmp ult i64 %261, 2114
  br i1 %324, label %325, label %359

325:                                              ; preds = %323
  %326 = add nsw i64 %261, -66
  %327 = trunc i64 %326 to i32
  %328 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %327, i1 true)
  %329 = xor i32 %328, 31
  %330 = sub nuw nsw i32 81, %328
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %8, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i64
  %335 = getelementptr inbounds i16, ptr %9, i64 %331
  %336 = load i16, ptr %335, align 2, !tbaa !87
  %337 = zext i16 %336 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !406)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !409)
  %338 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !406, !noalias !409
  %339 = lshr i64 %338, 3
  %340 = getelementptr inbounds i8, ptr %6, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !9, !alias.scope !409, !noalias !406
  %342 = zext i8 %341 to i64
  %343 = and i64 %338, 7
  %344 = shl nuw nsw i64 %337, %343
  %345 = or i64 %344, %342
  store i64 %345, ptr %340, align 1, !noalias !406
  %346 = add i64 %338, %334
  store i64 %346, ptr %5, align 8, !tbaa !5, !alias.scope !406, !noalias !409
  %347 = zext nneg i32 %329 to i64
  %348 = shl nsw i64 -1, %347
  %349 = add nsw i64 %348, %326
  tail call void @llvm.experimental.noalias.scope.decl(metadata !411)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !414)
  %350 = lshr i64 %346, 3
  %351 = getelementptr inbounds i8, ptr %6, i64 %350
  %352 = load i8, ptr %351, align 1, !tbaa !9, !alias.scope !414, !noalias !411
  %353 = zext i8 %352 to i64
  %354 = and i64 %346, 7
  %355 = shl nsw i64 %349, %354
  %356 = or i64 %355, %353
  store i64 %356, ptr %351, align 1, !noalias !411
  %357 = add i64 %346, %347
  store i64 %357, ptr %5, align 8, !tbaa !5, !alias.scope !411, !noalias !414
  %358 = getelementptr inbounds i32, ptr %10, i64 %331
  br label %440

359:                                              ; preds = %323
  %360 = load i8, ptr %100, align 1, !tbaa !9
  %361 = zext i8 %360 to i64
  %362 = load i16, ptr %101, align 2, !tbaa !87
  %363 = zext i16 %362 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !416)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !419)
  %364 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !416, !noalias !419
  %365 = lshr i64 %364, 3
  %366 = getelementptr inbounds i8, ptr %6, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !9, !alias.scope !419, !noalias !416
  %368 = zext i8 %367 to i64
  %369 = and i64 %364, 7
  %370 = shl nuw nsw i64 %363, %369
  %371 = or i64 %370, %368
  store i64 %371, ptr %366, align 1, !noalias !416
  %372 = add i64 %364, %361
  store i64 %372, ptr %5, align 8, !tbaa !5, !alias.scope !416, !noalias !419
  %373 = add nsw i64 %261, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !421)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !424)
  %374 = lshr i64 %372, 3
  %375 = getelementptr inbounds i8, ptr %6, i64 %374
  %376 = load i8, ptr %375, align 1, !tbaa !9, !alias.scope !424, !noalias !421
  %377 = zext i8 %376 to i64
  %378 = and i64 %372, 7
  %379 = shl nuw nsw i64 %373, %378
  %380 = or i64 %379, %377
  store i64 %380, ptr %375, align 1, !noalias !421
  %381 = add i64 %372, 12
  store i64 %381, ptr %5, align 8, !tbaa !5, !alias.scope !421, !noalias !424
  br label %440

382:                                              ; preds = %256
  %383 = sub i64 %260, %116
  %384 = mul i64 %383, 50
  %385 = icmp ugt i64 %384, %261
  %386 = select i1 %385, i1 true, i1 %117
  br i1 %386, label %392, label %387

387:                                              ; preds = %382
  %388 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %164, i64 noundef %388, ptr noundef nonnull %5, ptr noundef %6)
  %389 = ptrtoint ptr %124 to i64
  %390 = add i64 %123, %389
  %391 = sub i64 %390, %202
  br label %1478

392:                                              ; preds = %382
  %393 = icmp ult i64 %261, 22594
  br i1 %393, label %394, label %417

394:                                              ; preds = %392
  %395 = load i8, ptr %97, align 1, !tbaa !9
  %396 = zext i8 %395 to i64
  %397 = load i16, ptr %98, align 2, !tbaa !87
  %398 = zext i16 %397 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !426)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !429)
  %399 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !426, !noalias !429
  %400 = lshr i64 %399, 3
  %401 = getelementptr inbounds i8, ptr %6, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !9, !alias.scope !429, !noalias !426
  %403 = zext i8 %402 to i64
  %404 = and i64 %399, 7
  %405 = shl nuw nsw i64 %398, %404
  %406 = or i64 %405, %403
  store i64 %406, ptr %401, align 1, !noalias !426
  %407 = add i64 %399, %396
  store i64 %407, ptr %5, align 8, !tbaa !5, !alias.scope !426, !noalias !429
  %408 = add nsw i64 %261, -6210
  tail call void @llvm.experimental.noalias.scope.decl(metadata !431)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !434)
  %409 = lshr i64 %407, 3
  %410 = getelementptr inbounds i8, ptr %6, i64 %409
  %411 = load i8, ptr %410, align 1, !tbaa !9, !alias.scope !434, !noalias !431
  %412 = zext i8 %411 to i64
  %413 = and i64 %407, 7
  %414 = shl nuw nsw i64 %408, %413
  %415 = or i64 %414, %412
  store i64 %415, ptr %410, align 1, !noalias !431
  %416 = add i64 %407, 14
  store i64 %416, ptr %5, align 8, !tbaa !5, !alias.scope !431, !noalias !434
  br label %440

417:                                              ; preds = %392
  %418 = load i8, ptr %94, align 1, !tbaa !9
  %419 = zext i8 %418 to i64
  %420 = load i16, ptr %95, align 2, !tbaa !87
  %421 = zext i16 %420 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !436)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !439)
  %422 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !436, !noalias !439
  %423 = lshr i64 %422, 3
  %424 = getelementptr inbounds i8, ptr %6, i64 %423
  %425 = load i8, ptr %424, align 1, !tbaa !9, !alias.scope !439, !noalias !436
  %426 = zext i8 %425 to i64
  %427 = and i64 %422, 7
  %428 = shl nuw nsw i64 %421, %427
  %429 = or i64 %428, %426
  store i64 %429, ptr %424, align 1, !noalias !436
  %430 = add i64 %422, %419
  store i64 %430, ptr %5, align 8, !tbaa !5, !alias.scope !436, !noalias !439
  %431 = add i64 %261, -22594
  tail call void @llvm.experimental.noalias.scope.decl(metadata !441)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !444)
  %432 = lshr i64 %430, 3
  %433 = getelementptr inbounds i8, ptr %6, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !9, !alias.scope !444, !noalias !441
  %435 = zext i8 %434 to i64
  %436 = and i64 %430, 7
  %437 = shl i64 %431, %436
  %438 = or i64 %437, %435
  store i64 %438, ptr %433, align 1, !noalias !441
  %439 = add i64 %430, 24
  store i64 %439, ptr %5, align 8, !tbaa !5, !alias.scope !441, !noalias !444
  br label %440

440:                                              ; preds = %417, %394, %359, %325, %286, %266
  %441 = phi ptr [ %96, %417 ], [ %99, %394 ], [ %102, %359 ], [ %358, %325 ], [ %322, %286 ], [ %283, %266 ]
  %442 = load i32, ptr %441, align 4, !tbaa !82
  %443 = add i32 %442, 1
  store i32 %443, ptr %441, align 4, !tbaa !82
  %444 = icmp eq ptr %164, %140
  br i1 %444, label %516, label %445

445:                                              ; preds = %440
  %446 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !446, !noalias !449
  %447 = tail call i64 @llvm.umax.i64(i64 %261, i64 1)
  %448 = and i64 %447, 1
  %449 = icmp ult i64 %261, 2
  br i1 %449, label %494, label %450

450:                                              ; preds = %445
  %451 = and i64 %447, -2
  br label %452

452:                                              ; preds = %452, %450
  %453 = phi i64 [ %446, %450 ], [ %490, %452 ]
  %454 = phi i64 [ 0, %450 ], [ %491, %452 ]
  %455 = phi i64 [ 0, %450 ], [ %492, %452 ]
  %456 = getelementptr inbounds i8, ptr %140, i64 %454
  %457 = load i8, ptr %456, align 1, !tbaa !9
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds i8, ptr %0, i64 %458
  %460 = load i8, ptr %459, align 1, !tbaa !9
  %461 = zext i8 %460 to i64
  %462 = getelementptr inbounds i16, ptr %11, i64 %458
  %463 = load i16, ptr %462, align 2, !tbaa !87
  %464 = zext i16 %463 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !449)
  %465 = lshr i64 %453, 3
  %466 = getelementptr inbounds i8, ptr %6, i64 %465
  %467 = load i8, ptr %466, align 1, !tbaa !9, !alias.scope !449, !noalias !446
  %468 = zext i8 %467 to i64
  %469 = and i64 %453, 7
  %470 = shl nuw nsw i64 %464, %469
  %471 = or i64 %470, %468
  store i64 %471, ptr %466, align 1, !noalias !446
  %472 = add i64 %453, %461
  store i64 %472, ptr %5, align 8, !tbaa !5, !alias.scope !446, !noalias !449
  %473 = or disjoint i64 %454, 1
  %474 = getelementptr inbounds i8, ptr %140, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !9
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds i8, ptr %0, i64 %476
  %478 = load i8, ptr %477, align 1, !tbaa !9
  %479 = zext i8 %478 to i64
  %480 = getelementptr inbounds i16, ptr %11, i64 %476
  %481 = load i16, ptr %480, align 2, !tbaa !87
  %482 = zext i16 %481 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !451)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !453)
  %483 = lshr i64 %472, 3
  %484 = getelementptr inbounds i8, ptr %6, i64 %483
  %485 = load i8, ptr %484, align 1, !tbaa !9, !alias.scope !453, !noalias !451
  %486 = zext i8 %485 to i64
  %487 = and i64 %472, 7
  %488 = shl nuw nsw i64 %482, %487
  %489 = or i64 %488, %486
  store i64 %489, ptr %484, align 1, !noalias !451
  %490 = add i64 %472, %479
  store i64 %490, ptr %5, align 8, !tbaa !5, !alias.scope !451, !noalias !453
  %491 = add nuw i64 %454, 2
  %492 = add i64 %455, 2
  %493 = icmp eq i64 %492, %451
  br i1 %493, label %494, label %452, !llvm.loop !153

494:                                              ; preds = %452, %445
  %495 = phi i64 [ %446, %445 ], [ %490, %452 ]
  %496 = phi i64 [ 0, %445 ], [ %491, %452 ]
  %497 = icmp eq i64 %448, 0
  br i1 %497, label %516, label %498

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %140, i64 %496
  %500 = load i8, ptr %499, align 1, !tbaa !9
  %501 = zext i8 %500 to i64
  %502 = getelementptr inbounds i8, ptr %0, i64 %501
  %503 = load i8, ptr %502, align 1, !tbaa !9
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i16, ptr %11, i64 %501
  %506 = load i16, ptr %505, align 2, !tbaa !87
  %507 = zext i16 %506 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !449)
  %508 = lshr i64 %495, 3
  %509 = getelementptr inbounds i8, ptr %6, i64 %508
  %510 = load i8, ptr %509, align 1, !tbaa !9, !alias.scope !449, !noalias !446
  %511 = zext i8 %510 to i64
  %512 = and i64 %495, 7
  %513 = shl nuw nsw i64 %507, %512
  %514 = or i64 %513, %511
  store i64 %514, ptr %509, align 1, !noalias !446
  %515 = add i64 %495, %504
  store i64 %515, ptr %5, align 8, !tbaa !5, !alias.scope !446, !noalias !449
  br label %516

516:                                              ; preds = %498, %494, %440
  %517 = icmp eq i32 %141, %259
  br i1 %517, label %518, label %532

518:                                              ; preds = %516
  %519 = load i8, ptr %103, align 1, !tbaa !9
  %520 = zext i8 %519 to i64
  %521 = load i16, ptr %104, align 2, !tbaa !87
  %522 = zext i16 %521 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !455)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !458)
  %523 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !455, !noalias !458
  %524 = lshr i64 %523, 3
  %525 = getelementptr inbounds i8, ptr %6, i64 %524
  %526 = load i8, ptr %525, align 1, !tbaa !9, !alias.scope !458, !noalias !455
  %527 = zext i8 %526 to i64
  %528 = and i64 %523, 7
  %529 = shl nuw nsw i64 %522, %528
  %530 = or i64 %529, %527
  store i64 %530, ptr %525, align 1, !noalias !455
  %531 = add i64 %523, %520
  br label %575

532:                                              ; preds = %516
  %533 = shl i64 %205, 32
  %534 = ashr exact i64 %533, 32
  %535 = add nsw i64 %534, 3
  %536 = trunc i64 %535 to i32
  %537 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %536, i1 true)
  %538 = sub nsw i32 30, %537
  %539 = zext i32 %538 to i64
  %540 = lshr i64 %535, %539
  %541 = and i64 %540, 1
  %542 = or disjoint i64 %541, 2
  %543 = shl i64 %542, %539
  %544 = shl nuw nsw i32 %537, 1
  %545 = xor i32 %544, 62
  %546 = add nsw i32 %545, -4
  %547 = zext i32 %546 to i64
  %548 = or disjoint i64 %541, %547
  %549 = add nuw nsw i64 %548, 80
  %550 = getelementptr inbounds i8, ptr %8, i64 %549
  %551 = load i8, ptr %550, align 1, !tbaa !9
  %552 = zext i8 %551 to i64
  %553 = getelementptr inbounds i16, ptr %9, i64 %549
  %554 = load i16, ptr %553, align 2, !tbaa !87
  %555 = zext i16 %554 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !460)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !463)
  %556 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !460, !noalias !463
  %557 = lshr i64 %556, 3
  %558 = getelementptr inbounds i8, ptr %6, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !9, !alias.scope !463, !noalias !460
  %560 = zext i8 %559 to i64
  %561 = and i64 %556, 7
  %562 = shl nuw nsw i64 %555, %561
  %563 = or i64 %562, %560
  store i64 %563, ptr %558, align 1, !noalias !460
  %564 = add i64 %556, %552
  store i64 %564, ptr %5, align 8, !tbaa !5, !alias.scope !460, !noalias !463
  %565 = sub i64 %535, %543
  %566 = lshr i64 %564, 3
  %567 = getelementptr inbounds i8, ptr %6, i64 %566
  %568 = load i8, ptr %567, align 1, !tbaa !9, !alias.scope !465, !noalias !468
  %569 = zext i8 %568 to i64
  %570 = and i64 %564, 7
  %571 = shl i64 %565, %570
  %572 = or i64 %571, %569
  store i64 %572, ptr %567, align 1, !noalias !468
  %573 = add i64 %564, %539
  %574 = getelementptr inbounds i32, ptr %10, i64 %549
  br label %575

575:                                              ; preds = %532, %518
  %576 = phi ptr [ %574, %532 ], [ %105, %518 ]
  %577 = phi i64 [ %573, %532 ], [ %531, %518 ]
  %578 = phi i32 [ %259, %532 ], [ %141, %518 ]
  %579 = load i32, ptr %576, align 4, !tbaa !82
  %580 = add i32 %579, 1
  store i32 %580, ptr %576, align 4, !tbaa !82
  store i64 %577, ptr %5, align 8
  %581 = icmp ult i64 %258, 12
  br i1 %581, label %582, label %599

582:                                              ; preds = %575
  %583 = add nsw i64 %257, 1
  %584 = getelementptr inbounds i8, ptr %8, i64 %583
  %585 = load i8, ptr %584, align 1, !tbaa !9
  %586 = zext i8 %585 to i64
  %587 = getelementptr inbounds i16, ptr %9, i64 %583
  %588 = load i16, ptr %587, align 2, !tbaa !87
  %589 = zext i16 %588 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !470)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !473)
  %590 = lshr i64 %577, 3
  %591 = getelementptr inbounds i8, ptr %6, i64 %590
  %592 = load i8, ptr %591, align 1, !tbaa !9, !alias.scope !473, !noalias !470
  %593 = zext i8 %592 to i64
  %594 = and i64 %577, 7
  %595 = shl nuw nsw i64 %589, %594
  %596 = or i64 %595, %593
  store i64 %596, ptr %591, align 1, !noalias !470
  %597 = add i64 %577, %586
  store i64 %597, ptr %5, align 8, !tbaa !5, !alias.scope !470, !noalias !473
  %598 = getelementptr inbounds i32, ptr %10, i64 %583
  br label %765

599:                                              ; preds = %575
  %600 = icmp ult i64 %258, 72
  br i1 %600, label %601, label %637

601:                                              ; preds = %599
  %602 = add nsw i64 %257, -3
  %603 = trunc i64 %602 to i32
  %604 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %603, i1 true)
  %605 = sub nuw nsw i32 30, %604
  %606 = zext nneg i32 %605 to i64
  %607 = lshr i64 %602, %606
  %608 = shl nuw nsw i32 %605, 1
  %609 = add nuw nsw i32 %608, 4
  %610 = zext nneg i32 %609 to i64
  %611 = add nuw nsw i64 %607, %610
  %612 = getelementptr inbounds i8, ptr %8, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !9
  %614 = zext i8 %613 to i64
  %615 = getelementptr inbounds i16, ptr %9, i64 %611
  %616 = load i16, ptr %615, align 2, !tbaa !87
  %617 = zext i16 %616 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !475)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !478)
  %618 = lshr i64 %577, 3
  %619 = getelementptr inbounds i8, ptr %6, i64 %618
  %620 = load i8, ptr %619, align 1, !tbaa !9, !alias.scope !478, !noalias !475
  %621 = zext i8 %620 to i64
  %622 = and i64 %577, 7
  %623 = shl nuw nsw i64 %617, %622
  %624 = or i64 %623, %621
  store i64 %624, ptr %619, align 1, !noalias !475
  %625 = add i64 %577, %614
  store i64 %625, ptr %5, align 8, !tbaa !5, !alias.scope !475, !noalias !478
  %626 = shl nuw nsw i64 %607, %606
  %627 = sub nsw i64 %602, %626
  tail call void @llvm.experimental.noalias.scope.decl(metadata !480)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !483)
  %628 = lshr i64 %625, 3
  %629 = getelementptr inbounds i8, ptr %6, i64 %628
  %630 = load i8, ptr %629, align 1, !tbaa !9, !alias.scope !483, !noalias !480
  %631 = zext i8 %630 to i64
  %632 = and i64 %625, 7
  %633 = shl nsw i64 %627, %632
  %634 = or i64 %633, %631
  store i64 %634, ptr %629, align 1, !noalias !480
  %635 = add i64 %625, %606
  store i64 %635, ptr %5, align 8, !tbaa !5, !alias.scope !480, !noalias !483
  %636 = getelementptr inbounds i32, ptr %10, i64 %611
  br label %765

637:                                              ; preds = %599
  %638 = icmp ult i64 %258, 136
  br i1 %638, label %639, label %681

639:                                              ; preds = %637
  %640 = add nsw i64 %257, -3
  %641 = lshr i64 %640, 5
  %642 = add nuw nsw i64 %641, 30
  %643 = getelementptr inbounds i8, ptr %8, i64 %642
  %644 = load i8, ptr %643, align 1, !tbaa !9
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i16, ptr %9, i64 %642
  %647 = load i16, ptr %646, align 2, !tbaa !87
  %648 = zext i16 %647 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !485)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !488)
  %649 = lshr i64 %577, 3
  %650 = getelementptr inbounds i8, ptr %6, i64 %649
  %651 = load i8, ptr %650, align 1, !tbaa !9, !alias.scope !488, !noalias !485
  %652 = zext i8 %651 to i64
  %653 = and i64 %577, 7
  %654 = shl nuw nsw i64 %648, %653
  %655 = or i64 %654, %652
  store i64 %655, ptr %650, align 1, !noalias !485
  %656 = add i64 %577, %645
  store i64 %656, ptr %5, align 8, !tbaa !5, !alias.scope !485, !noalias !488
  %657 = and i64 %640, 31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !490)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !493)
  %658 = lshr i64 %656, 3
  %659 = getelementptr inbounds i8, ptr %6, i64 %658
  %660 = load i8, ptr %659, align 1, !tbaa !9, !alias.scope !493, !noalias !490
  %661 = zext i8 %660 to i64
  %662 = and i64 %656, 7
  %663 = shl nuw nsw i64 %657, %662
  %664 = or i64 %663, %661
  store i64 %664, ptr %659, align 1, !noalias !490
  %665 = add i64 %656, 5
  store i64 %665, ptr %5, align 8, !tbaa !5, !alias.scope !490, !noalias !493
  %666 = load i8, ptr %103, align 1, !tbaa !9
  %667 = zext i8 %666 to i64
  %668 = load i16, ptr %104, align 2, !tbaa !87
  %669 = zext i16 %668 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !495)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !498)
  %670 = lshr i64 %665, 3
  %671 = getelementptr inbounds i8, ptr %6, i64 %670
  %672 = load i8, ptr %671, align 1, !tbaa !9, !alias.scope !498, !noalias !495
  %673 = zext i8 %672 to i64
  %674 = and i64 %665, 7
  %675 = shl nuw nsw i64 %669, %674
  %676 = or i64 %675, %673
  store i64 %676, ptr %671, align 1, !noalias !495
  %677 = add i64 %665, %667
  store i64 %677, ptr %5, align 8, !tbaa !5, !alias.scope !495, !noalias !498
  %678 = getelementptr inbounds i32, ptr %10, i64 %642
  %679 = load i32, ptr %678, align 4, !tbaa !82
  %680 = add i32 %679, 1
  store i32 %680, ptr %678, align 4, !tbaa !82
  br label %765

681:                                              ; preds = %637
  %682 = icmp ult i64 %258, 2120
  br i1 %682, label %683, label %730

683:                                              ; preds = %681
  %684 = add nsw i64 %257, -67
  %685 = trunc i64 %684 to i32
  %686 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %685, i1 true)
  %687 = xor i32 %686, 31
  %688 = sub nuw nsw i32 59, %686
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr inbounds i8, ptr %8, i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !9
  %692 = zext i8 %691 to i64
  %693 = getelementptr inbounds i16, ptr %9, i64 %689
  %694 = load i16, ptr %693, align 2, !tbaa !87
  %695 = zext i16 %694 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !500)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !503)
  %696 = lshr i64 %577, 3
  %697 = getelementptr inbounds i8, ptr %6, i64 %696
  %698 = load i8, ptr %697, align 1, !tbaa !9, !alias.scope !503, !noalias !500
  %699 = zext i8 %698 to i64
  %700 = and i64 %577, 7
  %701 = shl nuw nsw i64 %695, %700
  %702 = or i64 %701, %699
  store i64 %702, ptr %697, align 1, !noalias !500
  %703 = add i64 %577, %692
  store i64 %703, ptr %5, align 8, !tbaa !5, !alias.scope !500, !noalias !503
  %704 = zext nneg i32 %687 to i64
  %705 = shl nsw i64 -1, %704
  %706 = add nsw i64 %705, %684
  tail call void @llvm.experimental.noalias.scope.decl(metadata !505)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !508)
  %707 = lshr i64 %703, 3
  %708 = getelementptr inbounds i8, ptr %6, i64 %707
  %709 = load i8, ptr %708, align 1, !tbaa !9, !alias.scope !508, !noalias !505
  %710 = zext i8 %709 to i64
  %711 = and i64 %703, 7
  %712 = shl nsw i64 %706, %711
  %713 = or i64 %712, %710
  store i64 %713, ptr %708, align 1, !noalias !505
  %714 = add i64 %703, %704
  store i64 %714, ptr %5, align 8, !tbaa !5, !alias.scope !505, !noalias !508
  %715 = load i8, ptr %103, align 1, !tbaa !9
  %716 = zext i8 %715 to i64
  %717 = load i16, ptr %104, align 2, !tbaa !87
  %718 = zext i16 %717 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !510)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !513)
  %719 = lshr i64 %714, 3
  %720 = getelementptr inbounds i8, ptr %6, i64 %719
  %721 = load i8, ptr %720, align 1, !tbaa !9, !alias.scope !513, !noalias !510
  %722 = zext i8 %721 to i64
  %723 = and i64 %714, 7
  %724 = shl nuw nsw i64 %718, %723
  %725 = or i64 %724, %722
  store i64 %725, ptr %720, align 1, !noalias !510
  %726 = add i64 %714, %716
  store i64 %726, ptr %5, align 8, !tbaa !5, !alias.scope !510, !noalias !513
  %727 = getelementptr inbounds i32, ptr %10, i64 %689
  %728 = load i32, ptr %727, align 4, !tbaa !82
  %729 = add i32 %728, 1
  store i32 %729, ptr %727, align 4, !tbaa !82
  br label %765

730:                                              ; preds = %681
  %731 = load i8, ptr %106, align 1, !tbaa !9
  %732 = zext i8 %731 to i64
  %733 = load i16, ptr %107, align 2, !tbaa !87
  %734 = zext i16 %733 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !515)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !518)
  %735 = lshr i64 %577, 3
  %736 = getelementptr inbounds i8, ptr %6, i64 %735
  %737 = load i8, ptr %736, align 1, !tbaa !9, !alias.scope !518, !noalias !515
  %738 = zext i8 %737 to i64
  %739 = and i64 %577, 7
  %740 = shl nuw nsw i64 %734, %739
  %741 = or i64 %740, %738
  store i64 %741, ptr %736, align 1, !noalias !515
  %742 = add i64 %577, %732
  store i64 %742, ptr %5, align 8, !tbaa !5, !alias.scope !515, !noalias !518
  %743 = add i64 %257, -2115
  tail call void @llvm.experimental.noalias.scope.decl(metadata !520)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !523)
  %744 = lshr i64 %742, 3
  %745 = getelementptr inbounds i8, ptr %6, i64 %744
  %746 = load i8, ptr %745, align 1, !tbaa !9, !alias.scope !523, !noalias !520
  %747 = zext i8 %746 to i64
  %748 = and i64 %742, 7
  %749 = shl i64 %743, %748
  %750 = or i64 %749, %747
  store i64 %750, ptr %745, align 1, !noalias !520
  %751 = add i64 %742, 24
  store i64 %751, ptr %5, align 8, !tbaa !5, !alias.scope !520, !noalias !523
  %752 = load i8, ptr %103, align 1, !tbaa !9
  %753 = zext i8 %752 to i64
  %754 = load i16, ptr %104, align 2, !tbaa !87
  %755 = zext i16 %754 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !525)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !528)
  %756 = lshr i64 %751, 3
  %757 = getelementptr inbounds i8, ptr %6, i64 %756
  %758 = load i8, ptr %757, align 1, !tbaa !9, !alias.scope !528, !noalias !525
  %759 = zext i8 %758 to i64
  %760 = shl nuw nsw i64 %755, %748
  %761 = or i64 %760, %759
  store i64 %761, ptr %757, align 1, !noalias !525
  %762 = add i64 %751, %753
  store i64 %762, ptr %5, align 8, !tbaa !5, !alias.scope !525, !noalias !528
  %763 = load i32, ptr %108, align 4, !tbaa !82
  %764 = add i32 %763, 1
  store i32 %764, ptr %108, align 4, !tbaa !82
  br label %765

765:                                              ; preds = %582, %601, %639, %683, %730
  %766 = phi ptr [ %598, %582 ], [ %636, %601 ], [ %105, %639 ], [ %105, %683 ], [ %105, %730 ]
  %767 = load i32, ptr %766, align 4, !tbaa !82
  %768 = add i32 %767, 1
  store i32 %768, ptr %766, align 4, !tbaa !82
  %769 = icmp ult ptr %262, %131
  br i1 %769, label %770, label %1075, !prof !76

770:                                              ; preds = %765
  %771 = getelementptr inbounds i8, ptr %262, i64 -3
  %772 = load i64, ptr %771, align 1
  %773 = mul i64 %772, 8503243848024064
  %774 = lshr i64 %773, 53
  %775 = lshr i64 %772, 24
  %776 = mul i64 %775, 8503243848024064
  %777 = lshr i64 %776, 53
  %778 = ptrtoint ptr %262 to i64
  %779 = sub i64 %778, %93
  %780 = trunc i64 %779 to i32
  %781 = add i32 %780, -3
  %782 = getelementptr inbounds i32, ptr %4, i64 %774
  store i32 %781, ptr %782, align 4, !tbaa !82
  %783 = lshr i64 %772, 8
  %784 = mul i64 %783, 8503243848024064
  %785 = lshr i64 %784, 53
  %786 = add i32 %780, -2
  %787 = getelementptr inbounds i32, ptr %4, i64 %785
  store i32 %786, ptr %787, align 4, !tbaa !82
  %788 = lshr i64 %772, 16
  %789 = mul i64 %788, 8503243848024064
  %790 = lshr i64 %789, 53
  %791 = add i32 %780, -1
  %792 = getelementptr inbounds i32, ptr %4, i64 %790
  store i32 %791, ptr %792, align 4, !tbaa !82
  %793 = getelementptr inbounds i32, ptr %4, i64 %777
  %794 = load i32, ptr %793, align 4, !tbaa !82
  store i32 %780, ptr %793, align 4, !tbaa !82
  %795 = sext i32 %794 to i64
  %796 = getelementptr inbounds i8, ptr %1, i64 %795
  %797 = load i32, ptr %262, align 1
  %798 = load i32, ptr %796, align 1
  %799 = icmp eq i32 %797, %798
  br i1 %799, label %800, label %1070

800:                                              ; preds = %770
  %801 = getelementptr inbounds i8, ptr %262, i64 4
  %802 = load i8, ptr %801, align 1, !tbaa !9
  %803 = getelementptr inbounds i8, ptr %796, i64 4
  %804 = load i8, ptr %803, align 1, !tbaa !9
  %805 = icmp eq i8 %802, %804
  br i1 %805, label %812, label %1070

806:                                              ; preds = %1040
  %807 = getelementptr inbounds i8, ptr %872, i64 4
  %808 = load i8, ptr %807, align 1, !tbaa !9
  %809 = getelementptr inbounds i8, ptr %1066, i64 4
  %810 = load i8, ptr %809, align 1, !tbaa !9
  %811 = icmp eq i8 %808, %810
  br i1 %811, label %812, label %1070

812:                                              ; preds = %800, %806
  %813 = phi i32 [ %873, %806 ], [ %578, %800 ]
  %814 = phi ptr [ %872, %806 ], [ %262, %800 ]
  %815 = phi ptr [ %1066, %806 ], [ %796, %800 ]
  %816 = getelementptr inbounds i8, ptr %815, i64 5
  %817 = getelementptr inbounds i8, ptr %814, i64 5
  %818 = ptrtoint ptr %814 to i64
  %819 = sub i64 %136, %818
  %820 = icmp ugt i64 %819, 7
  br i1 %820, label %828, label %821

821:                                              ; preds = %843, %812
  %822 = phi i64 [ %819, %812 ], [ %846, %843 ]
  %823 = phi ptr [ %817, %812 ], [ %844, %843 ]
  %824 = phi ptr [ %816, %812 ], [ %845, %843 ]
  %825 = icmp eq i64 %822, 0
  br i1 %825, label %860, label %826

826:                                              ; preds = %821
  %827 = getelementptr i8, ptr %824, i64 %822
  br label %848

828:                                              ; preds = %812, %843
  %829 = phi ptr [ %845, %843 ], [ %816, %812 ]
  %830 = phi ptr [ %844, %843 ], [ %817, %812 ]
  %831 = phi i64 [ %846, %843 ], [ %819, %812 ]
  %832 = load i64, ptr %830, align 1
  %833 = load i64, ptr %829, align 1
  %834 = icmp eq i64 %832, %833
  br i1 %834, label %843, label %835

835:                                              ; preds = %828
  %836 = xor i64 %833, %832
  %837 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %836, i1 true)
  %838 = ptrtoint ptr %829 to i64
  %839 = ptrtoint ptr %816 to i64
  %840 = sub i64 %838, %839
  %841 = lshr i64 %837, 3
  %842 = add i64 %840, %841
  br label %865

843:                                              ; preds = %828
  %844 = getelementptr inbounds i8, ptr %830, i64 8
  %845 = getelementptr inbounds i8, ptr %829, i64 8
  %846 = add i64 %831, -8
  %847 = icmp ugt i64 %846, 7
  br i1 %847, label %828, label %821, !llvm.loop !85

848:                                              ; preds = %826, %855
  %849 = phi ptr [ %858, %855 ], [ %824, %826 ]
  %850 = phi ptr [ %857, %855 ], [ %823, %826 ]
  %851 = phi i64 [ %856, %855 ], [ %822, %826 ]
  %852 = load i8, ptr %849, align 1, !tbaa !9
  %853 = load i8, ptr %850, align 1, !tbaa !9
  %854 = icmp eq i8 %852, %853
  br i1 %854, label %855, label %860

855:                                              ; preds = %848
  %856 = add nsw i64 %851, -1
  %857 = getelementptr inbounds i8, ptr %850, i64 1
  %858 = getelementptr inbounds i8, ptr %849, i64 1
  %859 = icmp eq i64 %856, 0
  br i1 %859, label %860, label %848, !llvm.loop !86

860:                                              ; preds = %855, %848, %821
  %861 = phi ptr [ %824, %821 ], [ %849, %848 ], [ %827, %855 ]
  %862 = ptrtoint ptr %861 to i64
  %863 = ptrtoint ptr %816 to i64
  %864 = sub i64 %862, %863
  br label %865

865:                                              ; preds = %835, %860
  %866 = phi i64 [ %842, %835 ], [ %864, %860 ]
  %867 = ptrtoint ptr %815 to i64
  %868 = sub i64 %818, %867
  %869 = icmp sgt i64 %868, 262128
  br i1 %869, label %1070, label %870

870:                                              ; preds = %865
  %871 = add i64 %866, 5
  %872 = getelementptr inbounds i8, ptr %814, i64 %871
  %873 = trunc i64 %868 to i32
  %874 = icmp ult i64 %871, 10
  br i1 %874, label %875, label %893

875:                                              ; preds = %870
  %876 = add nsw i64 %866, 19
  %877 = getelementptr inbounds i8, ptr %8, i64 %876
  %878 = load i8, ptr %877, align 1, !tbaa !9
  %879 = zext i8 %878 to i64
  %880 = getelementptr inbounds i16, ptr %9, i64 %876
  %881 = load i16, ptr %880, align 2, !tbaa !87
  %882 = zext i16 %881 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !530)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !533)
  %883 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !530, !noalias !533
  %884 = lshr i64 %883, 3
  %885 = getelementptr inbounds i8, ptr %6, i64 %884
  %886 = load i8, ptr %885, align 1, !tbaa !9, !alias.scope !533, !noalias !530
  %887 = zext i8 %886 to i64
  %888 = and i64 %883, 7
  %889 = shl nuw nsw i64 %882, %888
  %890 = or i64 %889, %887
  store i64 %890, ptr %885, align 1, !noalias !530
  %891 = add i64 %883, %879
  store i64 %891, ptr %5, align 8, !tbaa !5, !alias.scope !530, !noalias !533
  %892 = getelementptr inbounds i32, ptr %10, i64 %876
  br label %991

893:                                              ; preds = %870
  %894 = icmp ult i64 %871, 134
  br i1 %894, label %895, label %932

895:                                              ; preds = %893
  %896 = add nsw i64 %866, -1
  %897 = trunc i64 %896 to i32
  %898 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %897, i1 true)
  %899 = sub nuw nsw i32 30, %898
  %900 = zext nneg i32 %899 to i64
  %901 = lshr i64 %896, %900
  %902 = shl nuw nsw i32 %899, 1
  %903 = add nuw nsw i32 %902, 20
  %904 = zext nneg i32 %903 to i64
  %905 = add nuw nsw i64 %901, %904
  %906 = getelementptr inbounds i8, ptr %8, i64 %905
  %907 = load i8, ptr %906, align 1, !tbaa !9
  %908 = zext i8 %907 to i64
  %909 = getelementptr inbounds i16, ptr %9, i64 %905
  %910 = load i16, ptr %909, align 2, !tbaa !87
  %911 = zext i16 %910 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !535)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !538)
  %912 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !535, !noalias !538
  %913 = lshr i64 %912, 3
  %914 = getelementptr inbounds i8, ptr %6, i64 %913
  %915 = load i8, ptr %914, align 1, !tbaa !9, !alias.scope !538, !noalias !535
  %916 = zext i8 %915 to i64
  %917 = and i64 %912, 7
  %918 = shl nuw nsw i64 %911, %917
  %919 = or i64 %918, %916
  store i64 %919, ptr %914, align 1, !noalias !535
  %920 = add i64 %912, %908
  store i64 %920, ptr %5, align 8, !tbaa !5, !alias.scope !535, !noalias !538
  %921 = shl nuw nsw i64 %901, %900
  %922 = sub nsw i64 %896, %921
  tail call void @llvm.experimental.noalias.scope.decl(metadata !540)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !543)
  %923 = lshr i64 %920, 3
  %924 = getelementptr inbounds i8, ptr %6, i64 %923
  %925 = load i8, ptr %924, align 1, !tbaa !9, !alias.scope !543, !noalias !540
  %926 = zext i8 %925 to i64
  %927 = and i64 %920, 7
  %928 = shl nsw i64 %922, %927
  %929 = or i64 %928, %926
  store i64 %929, ptr %924, align 1, !noalias !540
  %930 = add i64 %920, %900
  store i64 %930, ptr %5, align 8, !tbaa !5, !alias.scope !540, !noalias !543
  %931 = getelementptr inbounds i32, ptr %10, i64 %905
  br label %991

932:                                              ; preds = %893
  %933 = icmp ult i64 %871, 2118
  br i1 %933, label %934, label %968

934:                                              ; preds = %932
  %935 = add nsw i64 %866, -65
  %936 = trunc i64 %935 to i32
  %937 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %936, i1 true)
  %938 = xor i32 %937, 31
  %939 = sub nuw nsw i32 59, %937
  %940 = zext nneg i32 %939 to i64
  %941 = getelementptr inbounds i8, ptr %8, i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !9
  %943 = zext i8 %942 to i64
  %944 = getelementptr inbounds i16, ptr %9, i64 %940
  %945 = load i16, ptr %944, align 2, !tbaa !87
  %946 = zext i16 %945 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !545)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !548)
  %947 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !545, !noalias !548
  %948 = lshr i64 %947, 3
  %949 = getelementptr inbounds i8, ptr %6, i64 %948
  %950 = load i8, ptr %949, align 1, !tbaa !9, !alias.scope !548, !noalias !545
  %951 = zext i8 %950 to i64
  %952 = and i64 %947, 7
  %953 = shl nuw nsw i64 %946, %952
  %954 = or i64 %953, %951
  store i64 %954, ptr %949, align 1, !noalias !545
  %955 = add i64 %947, %943
  store i64 %955, ptr %5, align 8, !tbaa !5, !alias.scope !545, !noalias !548
  %956 = zext nneg i32 %938 to i64
  %957 = shl nsw i64 -1, %956
  %958 = add nsw i64 %957, %935
  tail call void @llvm.experimental.noalias.scope.decl(metadata !550)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !553)
  %959 = lshr i64 %955, 3
  %960 = getelementptr inbounds i8, ptr %6, i64 %959
  %961 = load i8, ptr %960, align 1, !tbaa !9, !alias.scope !553, !noalias !550
  %962 = zext i8 %961 to i64
  %963 = and i64 %955, 7
  %964 = shl nsw i64 %958, %963
  %965 = or i64 %964, %962
  store i64 %965, ptr %960, align 1, !noalias !550
  %966 = add i64 %955, %956
  store i64 %966, ptr %5, align 8, !tbaa !5, !alias.scope !550, !noalias !553
  %967 = getelementptr inbounds i32, ptr %10, i64 %940
  br label %991

968:                                              ; preds = %932
  %969 = load i8, ptr %106, align 1, !tbaa !9
  %970 = zext i8 %969 to i64
  %971 = load i16, ptr %107, align 2, !tbaa !87
  %972 = zext i16 %971 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !555)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !558)
  %973 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !555, !noalias !558
  %974 = lshr i64 %973, 3
  %975 = getelementptr inbounds i8, ptr %6, i64 %974
  %976 = load i8, ptr %975, align 1, !tbaa !9, !alias.scope !558, !noalias !555
  %977 = zext i8 %976 to i64
  %978 = and i64 %973, 7
  %979 = shl nuw nsw i64 %972, %978
  %980 = or i64 %979, %977
  store i64 %980, ptr %975, align 1, !noalias !555
  %981 = add i64 %973, %970
  store i64 %981, ptr %5, align 8, !tbaa !5, !alias.scope !555, !noalias !558
  %982 = add i64 %866, -2113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !560)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !563)
  %983 = lshr i64 %981, 3
  %984 = getelementptr inbounds i8, ptr %6, i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !9, !alias.scope !563, !noalias !560
  %986 = zext i8 %985 to i64
  %987 = and i64 %981, 7
  %988 = shl i64 %982, %987
  %989 = or i64 %988, %986
  store i64 %989, ptr %984, align 1, !noalias !560
  %990 = add i64 %981, 24
  store i64 %990, ptr %5, align 8, !tbaa !5, !alias.scope !560, !noalias !563
  br label %991

991:                                              ; preds = %875, %895, %934, %968
  %992 = phi ptr [ %892, %875 ], [ %931, %895 ], [ %967, %934 ], [ %108, %968 ]
  %993 = load i32, ptr %992, align 4, !tbaa !82
  %994 = add i32 %993, 1
  store i32 %994, ptr %992, align 4, !tbaa !82
  %995 = shl i64 %868, 32
  %996 = ashr exact i64 %995, 32
  %997 = add nsw i64 %996, 3
  %998 = trunc i64 %997 to i32
  %999 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %998, i1 true)
  %1000 = sub nsw i32 30, %999
  %1001 = zext i32 %1000 to i64
  %1002 = lshr i64 %997, %1001
  %1003 = and i64 %1002, 1
  %1004 = or disjoint i64 %1003, 2
  %1005 = shl i64 %1004, %1001
  %1006 = shl nuw nsw i32 %999, 1
  %1007 = xor i32 %1006, 62
  %1008 = add nsw i32 %1007, -4
  %1009 = zext i32 %1008 to i64
  %1010 = or disjoint i64 %1003, %1009
  %1011 = add nuw nsw i64 %1010, 80
  %1012 = getelementptr inbounds i8, ptr %8, i64 %1011
  %1013 = load i8, ptr %1012, align 1, !tbaa !9
  %1014 = zext i8 %1013 to i64
  %1015 = getelementptr inbounds i16, ptr %9, i64 %1011
  %1016 = load i16, ptr %1015, align 2, !tbaa !87
  %1017 = zext i16 %1016 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !565)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !568)
  %1018 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !565, !noalias !568
  %1019 = lshr i64 %1018, 3
  %1020 = getelementptr inbounds i8, ptr %6, i64 %1019
  %1021 = load i8, ptr %1020, align 1, !tbaa !9, !alias.scope !568, !noalias !565
  %1022 = zext i8 %1021 to i64
  %1023 = and i64 %1018, 7
  %1024 = shl nuw nsw i64 %1017, %1023
  %1025 = or i64 %1024, %1022
  store i64 %1025, ptr %1020, align 1, !noalias !565
  %1026 = add i64 %1018, %1014
  store i64 %1026, ptr %5, align 8, !tbaa !5, !alias.scope !565, !noalias !568
  %1027 = sub i64 %997, %1005
  tail call void @llvm.experimental.noalias.scope.decl(metadata !570)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !573)
  %1028 = lshr i64 %1026, 3
  %1029 = getelementptr inbounds i8, ptr %6, i64 %1028
  %1030 = load i8, ptr %1029, align 1, !tbaa !9, !alias.scope !573, !noalias !570
  %1031 = zext i8 %1030 to i64
  %1032 = and i64 %1026, 7
  %1033 = shl i64 %1027, %1032
  %1034 = or i64 %1033, %1031
  store i64 %1034, ptr %1029, align 1, !noalias !570
  %1035 = add i64 %1026, %1001
  store i64 %1035, ptr %5, align 8, !tbaa !5, !alias.scope !570, !noalias !573
  %1036 = getelementptr inbounds i32, ptr %10, i64 %1011
  %1037 = load i32, ptr %1036, align 4, !tbaa !82
  %1038 = add i32 %1037, 1
  store i32 %1038, ptr %1036, align 4, !tbaa !82
  %1039 = icmp ult ptr %872, %131
  br i1 %1039, label %1040, label %1075, !prof !76

1040:                                             ; preds = %991
  %1041 = getelementptr inbounds i8, ptr %872, i64 -3
  %1042 = load i64, ptr %1041, align 1
  %1043 = mul i64 %1042, 8503243848024064
  %1044 = lshr i64 %1043, 53
  %1045 = lshr i64 %1042, 24
  %1046 = mul i64 %1045, 8503243848024064
  %1047 = lshr i64 %1046, 53
  %1048 = ptrtoint ptr %872 to i64
  %1049 = sub i64 %1048, %93
  %1050 = trunc i64 %1049 to i32
  %1051 = add i32 %1050, -3
  %1052 = getelementptr inbounds i32, ptr %4, i64 %1044
  store i32 %1051, ptr %1052, align 4, !tbaa !82
  %1053 = lshr i64 %1042, 8
  %1054 = mul i64 %1053, 8503243848024064
  %1055 = lshr i64 %1054, 53
  %1056 = add i32 %1050, -2
  %1057 = getelementptr inbounds i32, ptr %4, i64 %1055
  store i32 %1056, ptr %1057, align 4, !tbaa !82
  %1058 = lshr i64 %1042, 16
  %1059 = mul i64 %1058, 8503243848024064
  %1060 = lshr i64 %1059, 53
  %1061 = add i32 %1050, -1
  %1062 = getelementptr inbounds i32, ptr %4, i64 %1060
  store i32 %1061, ptr %1062, align 4, !tbaa !82
  %1063 = getelementptr inbounds i32, ptr %4, i64 %1047
  %1064 = load i32, ptr %1063, align 4, !tbaa !82
  store i32 %1050, ptr %1063, align 4, !tbaa !82
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr inbounds i8, ptr %1, i64 %1065
  %1067 = load i32, ptr %872, align 1
  %1068 = load i32, ptr %1066, align 1
  %1069 = icmp eq i32 %1067, %1068
  br i1 %1069, label %806, label %1070

1070:                                             ; preds = %806, %1040, %865, %800, %770
  %1071 = phi i32 [ %578, %770 ], [ %578, %800 ], [ %813, %865 ], [ %873, %1040 ], [ %873, %806 ]
  %1072 = phi ptr [ %262, %770 ], [ %262, %800 ], [ %814, %865 ], [ %872, %1040 ], [ %872, %806 ]
  %1073 = getelementptr inbounds i8, ptr %1072, i64 2
  %1074 = icmp ugt ptr %1073, %131
  br i1 %1074, label %1075, label %137, !prof !78

1075:                                             ; preds = %765, %1070, %147, %152, %991, %127, %119
  %1076 = phi ptr [ %122, %119 ], [ %122, %127 ], [ %872, %991 ], [ %140, %152 ], [ %140, %147 ], [ %1072, %1070 ], [ %262, %765 ]
  %1077 = sub i64 %123, %121
  %1078 = tail call i64 @llvm.umin.i64(i64 %1077, i64 65536)
  %1079 = icmp eq i64 %1077, 0
  br i1 %1079, label %1168, label %1080

1080:                                             ; preds = %1075
  %1081 = add i64 %1078, %120
  %1082 = icmp ult i64 %1081, 1048577
  br i1 %1082, label %1083, label %1168

1083:                                             ; preds = %1080
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %109, i8 0, i64 1024, i1 false)
  br label %1084

1084:                                             ; preds = %1083, %1084
  %1085 = phi i64 [ %1092, %1084 ], [ 0, %1083 ]
  %1086 = getelementptr inbounds i8, ptr %125, i64 %1085
  %1087 = load i8, ptr %1086, align 1, !tbaa !9
  %1088 = zext i8 %1087 to i64
  %1089 = getelementptr inbounds i32, ptr %109, i64 %1088
  %1090 = load i32, ptr %1089, align 4, !tbaa !82
  %1091 = add i32 %1090, 1
  store i32 %1091, ptr %1089, align 4, !tbaa !82
  %1092 = add nuw nsw i64 %1085, 43
  %1093 = icmp ult i64 %1092, %1078
  br i1 %1093, label %1084, label %1094, !llvm.loop !274

1094:                                             ; preds = %1084
  %1095 = add nuw nsw i64 %1078, 42
  %1096 = udiv i64 %1095, 43
  %1097 = icmp ult i64 %1077, 10966
  br i1 %1097, label %1098, label %1102

1098:                                             ; preds = %1094
  %1099 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1096
  %1100 = load double, ptr %1099, align 8, !tbaa !275
  %1101 = uitofp nneg i64 %1096 to double
  br label %1105

1102:                                             ; preds = %1094
  %1103 = uitofp nneg i64 %1096 to double
  %1104 = tail call double @log2(double noundef %1103) #10
  br label %1105

1105:                                             ; preds = %1102, %1098
  %1106 = phi double [ %1101, %1098 ], [ %1103, %1102 ]
  %1107 = phi double [ %1100, %1098 ], [ %1104, %1102 ]
  %1108 = fadd double %1107, 5.000000e-01
  %1109 = tail call double @llvm.fmuladd.f64(double %1108, double %1106, double 2.000000e+02)
  br label %1110

1110:                                             ; preds = %1126, %1105
  %1111 = phi double [ %1109, %1105 ], [ %1130, %1126 ]
  %1112 = phi i64 [ 0, %1105 ], [ %1131, %1126 ]
  %1113 = getelementptr inbounds i32, ptr %109, i64 %1112
  %1114 = load i32, ptr %1113, align 4, !tbaa !82
  %1115 = uitofp i32 %1114 to double
  %1116 = getelementptr inbounds i8, ptr %0, i64 %1112
  %1117 = load i8, ptr %1116, align 1, !tbaa !9
  %1118 = uitofp i8 %1117 to double
  %1119 = icmp ult i32 %1114, 256
  br i1 %1119, label %1120, label %1124

1120:                                             ; preds = %1110
  %1121 = zext nneg i32 %1114 to i64
  %1122 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1121
  %1123 = load double, ptr %1122, align 8, !tbaa !275
  br label %1126

1124:                                             ; preds = %1110
  %1125 = tail call double @log2(double noundef %1115) #10
  br label %1126

1126:                                             ; preds = %1124, %1120
  %1127 = phi double [ %1123, %1120 ], [ %1125, %1124 ]
  %1128 = fadd double %1127, %1118
  %1129 = fneg double %1115
  %1130 = tail call double @llvm.fmuladd.f64(double %1129, double %1128, double %1111)
  %1131 = add nuw nsw i64 %1112, 1
  %1132 = icmp eq i64 %1131, 256
  br i1 %1132, label %1133, label %1110, !llvm.loop !277

1133:                                             ; preds = %1126
  %1134 = fcmp ult double %1130, 0.000000e+00
  br i1 %1134, label %1168, label %1135

1135:                                             ; preds = %1133
  %1136 = trunc nuw i64 %1081 to i32
  %1137 = add nsw i32 %1136, -1
  br label %1138

1138:                                             ; preds = %1138, %1135
  %1139 = phi i64 [ 20, %1135 ], [ %1164, %1138 ]
  %1140 = phi i32 [ %1137, %1135 ], [ %1165, %1138 ]
  %1141 = phi i64 [ %112, %1135 ], [ %1166, %1138 ]
  %1142 = lshr i64 %1141, 3
  %1143 = and i64 %1141, 7
  %1144 = sub nuw nsw i64 8, %1143
  %1145 = tail call i64 @llvm.umin.i64(i64 %1139, i64 %1144)
  %1146 = add nuw nsw i64 %1145, %1143
  %1147 = trunc nuw nsw i64 %1146 to i32
  %1148 = shl nsw i32 -1, %1147
  %1149 = trunc nuw nsw i64 %1143 to i32
  %1150 = shl nsw i32 -1, %1149
  %1151 = xor i32 %1150, -1
  %1152 = or i32 %1148, %1151
  %1153 = getelementptr inbounds i8, ptr %6, i64 %1142
  %1154 = load i8, ptr %1153, align 1, !tbaa !9
  %1155 = zext i8 %1154 to i32
  %1156 = and i32 %1152, %1155
  %1157 = trunc nuw nsw i64 %1145 to i32
  %1158 = shl nsw i32 -1, %1157
  %1159 = xor i32 %1158, -1
  %1160 = and i32 %1140, %1159
  %1161 = shl nuw nsw i32 %1160, %1149
  %1162 = or i32 %1156, %1161
  %1163 = trunc i32 %1162 to i8
  store i8 %1163, ptr %1153, align 1, !tbaa !9
  %1164 = sub i64 %1139, %1145
  %1165 = lshr i32 %1140, %1157
  %1166 = add i64 %1145, %1141
  %1167 = icmp eq i64 %1164, 0
  br i1 %1167, label %118, label %1138, !llvm.loop !75

1168:                                             ; preds = %1133, %1080, %1075
  %1169 = ptrtoint ptr %124 to i64
  %1170 = icmp ult ptr %1076, %125
  br i1 %1170, label %1171, label %1478

1171:                                             ; preds = %1168
  %1172 = ptrtoint ptr %125 to i64
  %1173 = ptrtoint ptr %1076 to i64
  %1174 = sub i64 %1172, %1173
  %1175 = icmp ult i64 %1174, 6210
  br i1 %1175, label %1176, label %1348, !prof !76

1176:                                             ; preds = %1171
  %1177 = icmp ult i64 %1174, 6
  br i1 %1177, label %1178, label %1196

1178:                                             ; preds = %1176
  %1179 = or disjoint i64 %1174, 40
  %1180 = getelementptr inbounds i8, ptr %8, i64 %1179
  %1181 = load i8, ptr %1180, align 1, !tbaa !9
  %1182 = zext i8 %1181 to i64
  %1183 = getelementptr inbounds i16, ptr %9, i64 %1179
  %1184 = load i16, ptr %1183, align 2, !tbaa !87
  %1185 = zext i16 %1184 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !575)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !578)
  %1186 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !575, !noalias !578
  %1187 = lshr i64 %1186, 3
  %1188 = getelementptr inbounds i8, ptr %6, i64 %1187
  %1189 = load i8, ptr %1188, align 1, !tbaa !9, !alias.scope !578, !noalias !575
  %1190 = zext i8 %1189 to i64
  %1191 = and i64 %1186, 7
  %1192 = shl nuw nsw i64 %1185, %1191
  %1193 = or i64 %1192, %1190
  store i64 %1193, ptr %1188, align 1, !noalias !575
  %1194 = add i64 %1186, %1182
  store i64 %1194, ptr %5, align 8, !tbaa !5, !alias.scope !575, !noalias !578
  %1195 = getelementptr inbounds i32, ptr %10, i64 %1179
  br label %1294

1196:                                             ; preds = %1176
  %1197 = icmp ult i64 %1174, 130
  br i1 %1197, label %1198, label %1235

1198:                                             ; preds = %1196
  %1199 = add nsw i64 %1174, -2
  %1200 = trunc i64 %1199 to i32
  %1201 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1200, i1 true)
  %1202 = sub nuw nsw i32 30, %1201
  %1203 = zext nneg i32 %1202 to i64
  %1204 = lshr i64 %1199, %1203
  %1205 = shl nuw nsw i32 %1202, 1
  %1206 = add nuw nsw i32 %1205, 42
  %1207 = zext nneg i32 %1206 to i64
  %1208 = add nuw nsw i64 %1204, %1207
  %1209 = getelementptr inbounds i8, ptr %8, i64 %1208
  %1210 = load i8, ptr %1209, align 1, !tbaa !9
  %1211 = zext i8 %1210 to i64
  %1212 = getelementptr inbounds i16, ptr %9, i64 %1208
  %1213 = load i16, ptr %1212, align 2, !tbaa !87
  %1214 = zext i16 %1213 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !580)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !583)
  %1215 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !580, !noalias !583
  %1216 = lshr i64 %1215, 3
  %1217 = getelementptr inbounds i8, ptr %6, i64 %1216
  %1218 = load i8, ptr %1217, align 1, !tbaa !9, !alias.scope !583, !noalias !580
  %1219 = zext i8 %1218 to i64
  %1220 = and i64 %1215, 7
  %1221 = shl nuw nsw i64 %1214, %1220
  %1222 = or i64 %1221, %1219
  store i64 %1222, ptr %1217, align 1, !noalias !580
  %1223 = add i64 %1215, %1211
  store i64 %1223, ptr %5, align 8, !tbaa !5, !alias.scope !580, !noalias !583
  %1224 = shl nuw nsw i64 %1204, %1203
  %1225 = sub nsw i64 %1199, %1224
  tail call void @llvm.experimental.noalias.scope.decl(metadata !585)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !588)
  %1226 = lshr i64 %1223, 3
  %1227 = getelementptr inbounds i8, ptr %6, i64 %1226
  %1228 = load i8, ptr %1227, align 1, !tbaa !9, !alias.scope !588, !noalias !585
  %1229 = zext i8 %1228 to i64
  %1230 = and i64 %1223, 7
  %1231 = shl nsw i64 %1225, %1230
  %1232 = or i64 %1231, %1229
  store i64 %1232, ptr %1227, align 1, !noalias !585
  %1233 = add i64 %1223, %1203
  store i64 %1233, ptr %5, align 8, !tbaa !5, !alias.scope !585, !noalias !588
  %1234 = getelementptr inbounds i32, ptr %10, i64 %1208
  br label %1294

1235:                                             ; preds = %1196
  %1236 = icmp ult i64 %1174, 2114
  br i1 %1236, label %1237, label %1271

1237:                                             ; preds = %1235
  %1238 = add nsw i64 %1174, -66
  %1239 = trunc i64 %1238 to i32
  %1240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1239, i1 true)
  %1241 = xor i32 %1240, 31
  %1242 = sub nuw nsw i32 81, %1240
  %1243 = zext nneg i32 %1242 to i64
  %1244 = getelementptr inbounds i8, ptr %8, i64 %1243
  %1245 = load i8, ptr %1244, align 1, !tbaa !9
  %1246 = zext i8 %1245 to i64
  %1247 = getelementptr inbounds i16, ptr %9, i64 %1243
  %1248 = load i16, ptr %1247, align 2, !tbaa !87
  %1249 = zext i16 %1248 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !590)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !593)
  %1250 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !590, !noalias !593
  %1251 = lshr i64 %1250, 3
  %1252 = getelementptr inbounds i8, ptr %6, i64 %1251
  %1253 = load i8, ptr %1252, align 1, !tbaa !9, !alias.scope !593, !noalias !590
  %1254 = zext i8 %1253 to i64
  %1255 = and i64 %1250, 7
  %1256 = shl nuw nsw i64 %1249, %1255
  %1257 = or i64 %1256, %1254
  store i64 %1257, ptr %1252, align 1, !noalias !590
  %1258 = add i64 %1250, %1246
  store i64 %1258, ptr %5, align 8, !tbaa !5, !alias.scope !590, !noalias !593
  %1259 = zext nneg i32 %1241 to i64
  %1260 = shl nsw i64 -1, %1259
  %1261 = add nsw i64 %1260, %1238
  tail call void @llvm.experimental.noalias.scope.decl(metadata !595)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !598)
  %1262 = lshr i64 %1258, 3
  %1263 = getelementptr inbounds i8, ptr %6, i64 %1262
  %1264 = load i8, ptr %1263, align 1, !tbaa !9, !alias.scope !598, !noalias !595
  %1265 = zext i8 %1264 to i64
  %1266 = and i64 %1258, 7
  %1267 = shl nsw i64 %1261, %1266
  %1268 = or i64 %1267, %1265
  store i64 %1268, ptr %1263, align 1, !noalias !595
  %1269 = add i64 %1258, %1259
  store i64 %1269, ptr %5, align 8, !tbaa !5, !alias.scope !595, !noalias !598
  %1270 = getelementptr inbounds i32, ptr %10, i64 %1243
  br label %1294

1271:                                             ; preds = %1235
  %1272 = load i8, ptr %100, align 1, !tbaa !9
  %1273 = zext i8 %1272 to i64
  %1274 = load i16, ptr %101, align 2, !tbaa !87
  %1275 = zext i16 %1274 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !600)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !603)
  %1276 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !600, !noalias !603
  %1277 = lshr i64 %1276, 3
  %1278 = getelementptr inbounds i8, ptr %6, i64 %1277
  %1279 = load i8, ptr %1278, align 1, !tbaa !9, !alias.scope !603, !noalias !600
  %1280 = zext i8 %1279 to i64
  %1281 = and i64 %1276, 7
  %1282 = shl nuw nsw i64 %1275, %1281
  %1283 = or i64 %1282, %1280
  store i64 %1283, ptr %1278, align 1, !noalias !600
  %1284 = add i64 %1276, %1273
  store i64 %1284, ptr %5, align 8, !tbaa !5, !alias.scope !600, !noalias !603
  %1285 = add nsw i64 %1174, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !605)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !608)
  %1286 = lshr i64 %1284, 3
  %1287 = getelementptr inbounds i8, ptr %6, i64 %1286
  %1288 = load i8, ptr %1287, align 1, !tbaa !9, !alias.scope !608, !noalias !605
  %1289 = zext i8 %1288 to i64
  %1290 = and i64 %1284, 7
  %1291 = shl nuw nsw i64 %1285, %1290
  %1292 = or i64 %1291, %1289
  store i64 %1292, ptr %1287, align 1, !noalias !605
  %1293 = add i64 %1284, 12
  store i64 %1293, ptr %5, align 8, !tbaa !5, !alias.scope !605, !noalias !608
  br label %1294

1294:                                             ; preds = %1178, %1198, %1237, %1271
  %1295 = phi ptr [ %1195, %1178 ], [ %1234, %1198 ], [ %1270, %1237 ], [ %102, %1271 ]
  %1296 = load i32, ptr %1295, align 4, !tbaa !82
  %1297 = add i32 %1296, 1
  store i32 %1297, ptr %1295, align 4, !tbaa !82
  %1298 = icmp eq ptr %125, %1076
  br i1 %1298, label %1478, label %1299

1299:                                             ; preds = %1294
  %1300 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !610, !noalias !613
  %1301 = tail call i64 @llvm.umax.i64(i64 %1174, i64 1)
  %1302 = and i64 %1301, 1
  %1303 = icmp ult i64 %1174, 2
  br i1 %1303, label %1434, label %1304

1304:                                             ; preds = %1299
  %1305 = and i64 %1301, 8190
  br label %1306

1306:                                             ; preds = %1306, %1304
  %1307 = phi i64 [ %1300, %1304 ], [ %1344, %1306 ]
  %1308 = phi i64 [ 0, %1304 ], [ %1345, %1306 ]
  %1309 = phi i64 [ 0, %1304 ], [ %1346, %1306 ]
  %1310 = getelementptr inbounds i8, ptr %1076, i64 %1308
  %1311 = load i8, ptr %1310, align 1, !tbaa !9
  %1312 = zext i8 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %0, i64 %1312
  %1314 = load i8, ptr %1313, align 1, !tbaa !9
  %1315 = zext i8 %1314 to i64
  %1316 = getelementptr inbounds i16, ptr %11, i64 %1312
  %1317 = load i16, ptr %1316, align 2, !tbaa !87
  %1318 = zext i16 %1317 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !610)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !613)
  %1319 = lshr i64 %1307, 3
  %1320 = getelementptr inbounds i8, ptr %6, i64 %1319
  %1321 = load i8, ptr %1320, align 1, !tbaa !9, !alias.scope !613, !noalias !610
  %1322 = zext i8 %1321 to i64
  %1323 = and i64 %1307, 7
  %1324 = shl nuw nsw i64 %1318, %1323
  %1325 = or i64 %1324, %1322
  store i64 %1325, ptr %1320, align 1, !noalias !610
  %1326 = add i64 %1307, %1315
  store i64 %1326, ptr %5, align 8, !tbaa !5, !alias.scope !610, !noalias !613
  %1327 = or disjoint i64 %1308, 1
  %1328 = getelementptr inbounds i8, ptr %1076, i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !9
  %1330 = zext i8 %1329 to i64
  %1331 = getelementptr inbounds i8, ptr %0, i64 %1330
  %1332 = load i8, ptr %1331, align 1, !tbaa !9
  %1333 = zext i8 %1332 to i64
  %1334 = getelementptr inbounds i16, ptr %11, i64 %1330
  %1335 = load i16, ptr %1334, align 2, !tbaa !87
  %1336 = zext i16 %1335 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !615)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !617)
  %1337 = lshr i64 %1326, 3
  %1338 = getelementptr inbounds i8, ptr %6, i64 %1337
  %1339 = load i8, ptr %1338, align 1, !tbaa !9, !alias.scope !617, !noalias !615
  %1340 = zext i8 %1339 to i64
  %1341 = and i64 %1326, 7
  %1342 = shl nuw nsw i64 %1336, %1341
  %1343 = or i64 %1342, %1340
  store i64 %1343, ptr %1338, align 1, !noalias !615
  %1344 = add i64 %1326, %1333
  store i64 %1344, ptr %5, align 8, !tbaa !5, !alias.scope !615, !noalias !617
  %1345 = add nuw i64 %1308, 2
  %1346 = add i64 %1309, 2
  %1347 = icmp eq i64 %1346, %1305
  br i1 %1347, label %1434, label %1306, !llvm.loop !153

1348:                                             ; preds = %1171
  %1349 = sub i64 %1173, %116
  %1350 = mul i64 %1349, 50
  %1351 = icmp ugt i64 %1350, %1174
  %1352 = select i1 %1351, i1 true, i1 %117
  br i1 %1352, label %1355, label %1353

1353:                                             ; preds = %1348
  %1354 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %125, i64 noundef %1354, ptr noundef nonnull %5, ptr noundef %6)
  br label %1478

1355:                                             ; preds = %1348
  %1356 = icmp ult i64 %1174, 22594
  %1357 = select i1 %1356, ptr %98, ptr %95
  %1358 = select i1 %1356, ptr %97, ptr %94
  %1359 = select i1 %1356, i64 -6210, i64 -22594
  %1360 = select i1 %1356, i64 14, i64 24
  %1361 = select i1 %1356, ptr %99, ptr %96
  %1362 = load i8, ptr %1358, align 1, !tbaa !9
  %1363 = zext i8 %1362 to i64
  %1364 = load i16, ptr %1357, align 2, !tbaa !87
  %1365 = zext i16 %1364 to i64
  %1366 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  %1367 = lshr i64 %1366, 3
  %1368 = getelementptr inbounds i8, ptr %6, i64 %1367
  %1369 = load i8, ptr %1368, align 1, !tbaa !9, !noalias !35
  %1370 = zext i8 %1369 to i64
  %1371 = and i64 %1366, 7
  %1372 = shl nuw nsw i64 %1365, %1371
  %1373 = or i64 %1372, %1370
  store i64 %1373, ptr %1368, align 1, !noalias !35
  %1374 = add i64 %1366, %1363
  store i64 %1374, ptr %5, align 8, !tbaa !5, !noalias !35
  %1375 = add i64 %1174, %1359
  %1376 = lshr i64 %1374, 3
  %1377 = getelementptr inbounds i8, ptr %6, i64 %1376
  %1378 = load i8, ptr %1377, align 1, !tbaa !9, !noalias !35
  %1379 = zext i8 %1378 to i64
  %1380 = and i64 %1374, 7
  %1381 = shl i64 %1375, %1380
  %1382 = or i64 %1381, %1379
  store i64 %1382, ptr %1377, align 1, !noalias !35
  %1383 = add i64 %1374, %1360
  %1384 = load i32, ptr %1361, align 4, !tbaa !82
  %1385 = add i32 %1384, 1
  store i32 %1385, ptr %1361, align 4, !tbaa !82
  store i64 %1383, ptr %5, align 8
  %1386 = add nsw i64 %121, -1
  %1387 = add i64 %1386, %1169
  %1388 = and i64 %1174, 1
  %1389 = icmp eq i64 %1387, %1173
  br i1 %1389, label %1456, label %1390

1390:                                             ; preds = %1355
  %1391 = and i64 %1174, -2
  br label %1392

1392:                                             ; preds = %1392, %1390
  %1393 = phi i64 [ 0, %1390 ], [ %1431, %1392 ]
  %1394 = phi i64 [ %1383, %1390 ], [ %1430, %1392 ]
  %1395 = phi i64 [ 0, %1390 ], [ %1432, %1392 ]
  %1396 = getelementptr inbounds i8, ptr %1076, i64 %1393
  %1397 = load i8, ptr %1396, align 1, !tbaa !9
  %1398 = zext i8 %1397 to i64
  %1399 = getelementptr inbounds i8, ptr %0, i64 %1398
  %1400 = load i8, ptr %1399, align 1, !tbaa !9
  %1401 = zext i8 %1400 to i64
  %1402 = getelementptr inbounds i16, ptr %11, i64 %1398
  %1403 = load i16, ptr %1402, align 2, !tbaa !87
  %1404 = zext i16 %1403 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !619)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !622)
  %1405 = lshr i64 %1394, 3
  %1406 = getelementptr inbounds i8, ptr %6, i64 %1405
  %1407 = load i8, ptr %1406, align 1, !tbaa !9, !alias.scope !622, !noalias !619
  %1408 = zext i8 %1407 to i64
  %1409 = and i64 %1394, 7
  %1410 = shl nuw nsw i64 %1404, %1409
  %1411 = or i64 %1410, %1408
  store i64 %1411, ptr %1406, align 1, !noalias !619
  %1412 = add i64 %1394, %1401
  store i64 %1412, ptr %5, align 8, !tbaa !5, !alias.scope !619, !noalias !622
  %1413 = or disjoint i64 %1393, 1
  %1414 = getelementptr inbounds i8, ptr %1076, i64 %1413
  %1415 = load i8, ptr %1414, align 1, !tbaa !9
  %1416 = zext i8 %1415 to i64
  %1417 = getelementptr inbounds i8, ptr %0, i64 %1416
  %1418 = load i8, ptr %1417, align 1, !tbaa !9
  %1419 = zext i8 %1418 to i64
  %1420 = getelementptr inbounds i16, ptr %11, i64 %1416
  %1421 = load i16, ptr %1420, align 2, !tbaa !87
  %1422 = zext i16 %1421 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !624)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !626)
  %1423 = lshr i64 %1412, 3
  %1424 = getelementptr inbounds i8, ptr %6, i64 %1423
  %1425 = load i8, ptr %1424, align 1, !tbaa !9, !alias.scope !626, !noalias !624
  %1426 = zext i8 %1425 to i64
  %1427 = and i64 %1412, 7
  %1428 = shl nuw nsw i64 %1422, %1427
  %1429 = or i64 %1428, %1426
  store i64 %1429, ptr %1424, align 1, !noalias !624
  %1430 = add i64 %1412, %1419
  store i64 %1430, ptr %5, align 8, !tbaa !5, !alias.scope !624, !noalias !626
  %1431 = add nuw i64 %1393, 2
  %1432 = add i64 %1395, 2
  %1433 = icmp eq i64 %1432, %1391
  br i1 %1433, label %1456, label %1392, !llvm.loop !153

1434:                                             ; preds = %1306, %1299
  %1435 = phi i64 [ %1300, %1299 ], [ %1344, %1306 ]
  %1436 = phi i64 [ 0, %1299 ], [ %1345, %1306 ]
  %1437 = icmp eq i64 %1302, 0
  br i1 %1437, label %1478, label %1438

1438:                                             ; preds = %1434
  %1439 = getelementptr inbounds i8, ptr %1076, i64 %1436
  %1440 = load i8, ptr %1439, align 1, !tbaa !9
  %1441 = zext i8 %1440 to i64
  %1442 = getelementptr inbounds i8, ptr %0, i64 %1441
  %1443 = load i8, ptr %1442, align 1, !tbaa !9
  %1444 = zext i8 %1443 to i64
  %1445 = getelementptr inbounds i16, ptr %11, i64 %1441
  %1446 = load i16, ptr %1445, align 2, !tbaa !87
  %1447 = zext i16 %1446 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !610)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !613)
  %1448 = lshr i64 %1435, 3
  %1449 = getelementptr inbounds i8, ptr %6, i64 %1448
  %1450 = load i8, ptr %1449, align 1, !tbaa !9, !alias.scope !613, !noalias !610
  %1451 = zext i8 %1450 to i64
  %1452 = and i64 %1435, 7
  %1453 = shl nuw nsw i64 %1447, %1452
  %1454 = or i64 %1453, %1451
  store i64 %1454, ptr %1449, align 1, !noalias !610
  %1455 = add i64 %1435, %1444
  store i64 %1455, ptr %5, align 8, !tbaa !5, !alias.scope !610, !noalias !613
  br label %1478

1456:                                             ; preds = %1392, %1355
  %1457 = phi i64 [ 0, %1355 ], [ %1431, %1392 ]
  %1458 = phi i64 [ %1383, %1355 ], [ %1430, %1392 ]
  %1459 = icmp eq i64 %1388, 0
  br i1 %1459, label %1478, label %1460

1460:                                             ; preds = %1456
  %1461 = getelementptr inbounds i8, ptr %1076, i64 %1457
  %1462 = load i8, ptr %1461, align 1, !tbaa !9
  %1463 = zext i8 %1462 to i64
  %1464 = getelementptr inbounds i8, ptr %0, i64 %1463
  %1465 = load i8, ptr %1464, align 1, !tbaa !9
  %1466 = zext i8 %1465 to i64
  %1467 = getelementptr inbounds i16, ptr %11, i64 %1463
  %1468 = load i16, ptr %1467, align 2, !tbaa !87
  %1469 = zext i16 %1468 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !619)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !622)
  %1470 = lshr i64 %1458, 3
  %1471 = getelementptr inbounds i8, ptr %6, i64 %1470
  %1472 = load i8, ptr %1471, align 1, !tbaa !9, !alias.scope !622, !noalias !619
  %1473 = zext i8 %1472 to i64
  %1474 = and i64 %1458, 7
  %1475 = shl nuw nsw i64 %1469, %1474
  %1476 = or i64 %1475, %1473
  store i64 %1476, ptr %1471, align 1, !noalias !619
  %1477 = add i64 %1458, %1466
  store i64 %1477, ptr %5, align 8, !tbaa !5, !alias.scope !619, !noalias !622
  br label %1478

1478:                                             ; preds = %1460, %1456, %1438, %1434, %1294, %387, %1353, %1168
  %1479 = phi ptr [ %125, %1353 ], [ %125, %1168 ], [ %164, %387 ], [ %125, %1294 ], [ %125, %1434 ], [ %125, %1438 ], [ %125, %1456 ], [ %125, %1460 ]
  %1480 = phi i64 [ %1077, %1353 ], [ %1077, %1168 ], [ %391, %387 ], [ %1077, %1294 ], [ %1077, %1434 ], [ %1077, %1438 ], [ %1077, %1456 ], [ %1077, %1460 ]
  %1481 = icmp eq i64 %1480, 0
  br i1 %1481, label %1522, label %1482

1482:                                             ; preds = %1478
  %1483 = tail call i64 @llvm.umin.i64(i64 %1480, i64 98304)
  %1484 = load i64, ptr %5, align 8, !tbaa !5
  %1485 = add i64 %1484, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !628)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !631)
  %1486 = lshr i64 %1484, 3
  %1487 = getelementptr inbounds i8, ptr %6, i64 %1486
  %1488 = load i8, ptr %1487, align 1, !tbaa !9, !alias.scope !631, !noalias !628
  %1489 = zext i8 %1488 to i64
  store i64 %1489, ptr %1487, align 1, !noalias !628
  %1490 = add i64 %1484, 1
  store i64 %1490, ptr %5, align 8, !tbaa !5, !alias.scope !628, !noalias !631
  %1491 = icmp ult i64 %1480, 65537
  %1492 = select i1 %1491, i64 4, i64 5
  %1493 = add nsw i64 %1492, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !633)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !636)
  %1494 = lshr i64 %1490, 3
  %1495 = getelementptr inbounds i8, ptr %6, i64 %1494
  %1496 = load i8, ptr %1495, align 1, !tbaa !9, !alias.scope !636, !noalias !633
  %1497 = zext i8 %1496 to i64
  %1498 = and i64 %1490, 7
  %1499 = shl nuw nsw i64 %1493, %1498
  %1500 = or i64 %1499, %1497
  store i64 %1500, ptr %1495, align 1, !noalias !633
  store i64 %1485, ptr %5, align 8, !tbaa !5, !alias.scope !633, !noalias !636
  %1501 = shl nuw nsw i64 %1492, 2
  %1502 = add nsw i64 %1483, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !638)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !641)
  %1503 = lshr i64 %1485, 3
  %1504 = getelementptr inbounds i8, ptr %6, i64 %1503
  %1505 = load i8, ptr %1504, align 1, !tbaa !9, !alias.scope !641, !noalias !638
  %1506 = zext i8 %1505 to i64
  %1507 = and i64 %1485, 7
  %1508 = shl nuw nsw i64 %1502, %1507
  %1509 = or i64 %1508, %1506
  store i64 %1509, ptr %1504, align 1, !noalias !638
  %1510 = add i64 %1485, %1501
  store i64 %1510, ptr %5, align 8, !tbaa !5, !alias.scope !638, !noalias !641
  tail call void @llvm.experimental.noalias.scope.decl(metadata !643)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !646)
  %1511 = lshr i64 %1510, 3
  %1512 = getelementptr inbounds i8, ptr %6, i64 %1511
  %1513 = load i8, ptr %1512, align 1, !tbaa !9, !alias.scope !646, !noalias !643
  %1514 = zext i8 %1513 to i64
  store i64 %1514, ptr %1512, align 1, !noalias !643
  %1515 = add i64 %1510, 1
  store i64 %1515, ptr %5, align 8, !tbaa !5, !alias.scope !643, !noalias !646
  tail call void @llvm.experimental.noalias.scope.decl(metadata !648)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !651)
  %1516 = lshr i64 %1515, 3
  %1517 = getelementptr inbounds i8, ptr %6, i64 %1516
  %1518 = load i8, ptr %1517, align 1, !tbaa !9, !alias.scope !651, !noalias !648
  %1519 = zext i8 %1518 to i64
  store i64 %1519, ptr %1517, align 1, !noalias !648
  %1520 = add i64 %1510, 14
  store i64 %1520, ptr %5, align 8, !tbaa !5, !alias.scope !648, !noalias !651
  %1521 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1479, i64 noundef %1483, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %6)
  br label %110

1522:                                             ; preds = %1478
  %1523 = icmp eq i32 %3, 0
  br i1 %1523, label %1524, label %1525

1524:                                             ; preds = %1522
  store i8 0, ptr %80, align 8, !tbaa !9
  store i64 0, ptr %51, align 8, !tbaa !61
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %51, ptr noundef nonnull %80)
  br label %1525

1525:                                             ; preds = %1522, %1524
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentFastImpl13(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 768
  %9 = getelementptr inbounds i8, ptr %0, i64 896
  %10 = getelementptr inbounds i8, ptr %0, i64 1152
  %11 = getelementptr inbounds i8, ptr %0, i64 256
  %12 = tail call i64 @llvm.umin.i64(i64 %2, i64 98304)
  %13 = load i64, ptr %5, align 8, !tbaa !5
  %14 = add i64 %13, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !653)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !656)
  %15 = lshr i64 %13, 3
  %16 = getelementptr inbounds i8, ptr %6, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !9, !alias.scope !656, !noalias !653
  %18 = zext i8 %17 to i64
  store i64 %18, ptr %16, align 1, !noalias !653
  %19 = add i64 %13, 1
  store i64 %19, ptr %5, align 8, !tbaa !5, !alias.scope !653, !noalias !656
  %20 = icmp ult i64 %2, 65537
  %21 = select i1 %20, i64 4, i64 5
  %22 = add nsw i64 %21, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !658)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !661)
  %23 = lshr i64 %19, 3
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !9, !alias.scope !661, !noalias !658
  %26 = zext i8 %25 to i64
  %27 = and i64 %19, 7
  %28 = shl nuw nsw i64 %22, %27
  %29 = or i64 %28, %26
  store i64 %29, ptr %24, align 1, !noalias !658
  store i64 %14, ptr %5, align 8, !tbaa !5, !alias.scope !658, !noalias !661
  %30 = shl nuw nsw i64 %21, 2
  %31 = add nsw i64 %12, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !663)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !666)
  %32 = lshr i64 %14, 3
  %33 = getelementptr inbounds i8, ptr %6, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !9, !alias.scope !666, !noalias !663
  %35 = zext i8 %34 to i64
  %36 = and i64 %14, 7
  %37 = shl nsw i64 %31, %36
  %38 = or i64 %37, %35
  store i64 %38, ptr %33, align 1, !noalias !663
  %39 = add i64 %14, %30
  store i64 %39, ptr %5, align 8, !tbaa !5, !alias.scope !663, !noalias !666
  tail call void @llvm.experimental.noalias.scope.decl(metadata !668)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !671)
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %6, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9, !alias.scope !671, !noalias !668
  %43 = zext i8 %42 to i64
  store i64 %43, ptr %41, align 1, !noalias !668
  %44 = add i64 %39, 1
  store i64 %44, ptr %5, align 8, !tbaa !5, !alias.scope !668, !noalias !671
  tail call void @llvm.experimental.noalias.scope.decl(metadata !673)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !676)
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, ptr %6, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !9, !alias.scope !676, !noalias !673
  %48 = zext i8 %47 to i64
  store i64 %48, ptr %46, align 1, !noalias !673
  %49 = add i64 %39, 14
  store i64 %49, ptr %5, align 8, !tbaa !5, !alias.scope !673, !noalias !676
  %50 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1, i64 noundef %12, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  %51 = getelementptr inbounds i8, ptr %0, i64 2176
  %52 = load i64, ptr %51, align 8, !tbaa !61
  %53 = icmp ugt i64 %52, 7
  %54 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  br i1 %53, label %55, label %76

55:                                               ; preds = %7
  %56 = getelementptr inbounds i8, ptr %0, i64 1664
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %54, %55 ], [ %71, %57 ]
  %59 = phi i64 [ 0, %55 ], [ %72, %57 ]
  %60 = lshr exact i64 %59, 3
  %61 = getelementptr inbounds [512 x i8], ptr %56, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !678)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !681)
  %64 = lshr i64 %58, 3
  %65 = getelementptr inbounds i8, ptr %6, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !9, !alias.scope !681, !noalias !678
  %67 = zext i8 %66 to i64
  %68 = and i64 %58, 7
  %69 = shl nuw nsw i64 %63, %68
  %70 = or i64 %69, %67
  store i64 %70, ptr %65, align 1, !noalias !678
  %71 = add i64 %58, 8
  store i64 %71, ptr %5, align 8, !tbaa !5, !alias.scope !678, !noalias !681
  %72 = add i64 %59, 8
  %73 = or disjoint i64 %72, 7
  %74 = load i64, ptr %51, align 8, !tbaa !61
  %75 = icmp ult i64 %73, %74
  br i1 %75, label %57, label %76, !llvm.loop !68

76:                                               ; preds = %57, %7
  %77 = phi i64 [ %54, %7 ], [ %71, %57 ]
  %78 = phi i64 [ %52, %7 ], [ %74, %57 ]
  %79 = and i64 %78, 7
  %80 = getelementptr inbounds i8, ptr %0, i64 1664
  %81 = lshr i64 %78, 3
  %82 = getelementptr inbounds [512 x i8], ptr %80, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !683)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !686)
  %85 = lshr i64 %77, 3
  %86 = getelementptr inbounds i8, ptr %6, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9, !alias.scope !686, !noalias !683
  %88 = zext i8 %87 to i64
  %89 = and i64 %77, 7
  %90 = shl nuw nsw i64 %84, %89
  %91 = or i64 %90, %88
  store i64 %91, ptr %86, align 1, !noalias !683
  %92 = add i64 %77, %79
  store i64 %92, ptr %5, align 8, !tbaa !5, !alias.scope !683, !noalias !686
  %93 = ptrtoint ptr %1 to i64
  %94 = getelementptr inbounds i8, ptr %0, i64 831
  %95 = getelementptr inbounds i8, ptr %0, i64 1022
  %96 = getelementptr inbounds i8, ptr %0, i64 1404
  %97 = getelementptr inbounds i8, ptr %0, i64 830
  %98 = getelementptr inbounds i8, ptr %0, i64 1020
  %99 = getelementptr inbounds i8, ptr %0, i64 1400
  %100 = getelementptr inbounds i8, ptr %0, i64 829
  %101 = getelementptr inbounds i8, ptr %0, i64 1018
  %102 = getelementptr inbounds i8, ptr %0, i64 1396
  %103 = getelementptr inbounds i8, ptr %0, i64 832
  %104 = getelementptr inbounds i8, ptr %0, i64 1024
  %105 = getelementptr inbounds i8, ptr %0, i64 1408
  %106 = getelementptr inbounds i8, ptr %0, i64 807
  %107 = getelementptr inbounds i8, ptr %0, i64 974
  %108 = getelementptr inbounds i8, ptr %0, i64 1308
  %109 = getelementptr inbounds i8, ptr %0, i64 6288
  br label %110

110:                                              ; preds = %1482, %76
  %111 = phi i64 [ %1521, %1482 ], [ %50, %76 ]
  %112 = phi i64 [ %1485, %1482 ], [ %14, %76 ]
  %113 = phi i64 [ %1483, %1482 ], [ %12, %76 ]
  %114 = phi ptr [ %1479, %1482 ], [ %1, %76 ]
  %115 = phi i64 [ %1480, %1482 ], [ %2, %76 ]
  %116 = ptrtoint ptr %114 to i64
  %117 = icmp ult i64 %111, 981
  br label %119

118:                                              ; preds = %1138
  br label %119, !llvm.loop !75

119:                                              ; preds = %118, %110
  %120 = phi i64 [ %113, %110 ], [ %1081, %118 ]
  %121 = phi i64 [ %113, %110 ], [ %1078, %118 ]
  %122 = phi ptr [ %114, %110 ], [ %1076, %118 ]
  %123 = phi i64 [ %115, %110 ], [ %1077, %118 ]
  %124 = phi ptr [ %114, %110 ], [ %125, %118 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %10, ptr noundef nonnull align 16 dereferenceable(512) @kCmdHistoSeed, i64 512, i1 false)
  %125 = getelementptr inbounds i8, ptr %124, i64 %121
  %126 = icmp ugt i64 %121, 15
  br i1 %126, label %127, label %1075, !prof !76

127:                                              ; preds = %119
  %128 = add nsw i64 %121, -5
  %129 = add i64 %123, -16
  %130 = tail call i64 @llvm.umin.i64(i64 %128, i64 %129)
  %131 = getelementptr inbounds i8, ptr %124, i64 %130
  %132 = icmp slt i64 %130, 2
  br i1 %132, label %1075, label %133, !prof !77

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %124, i64 2
  %135 = ptrtoint ptr %125 to i64
  %136 = add i64 %135, -5
  br label %137

137:                                              ; preds = %133, %1070
  %138 = phi ptr [ %134, %133 ], [ %1073, %1070 ]
  %139 = phi ptr [ %124, %133 ], [ %1072, %1070 ]
  %140 = phi ptr [ %122, %133 ], [ %1072, %1070 ]
  %141 = phi i32 [ -1, %133 ], [ %1071, %1070 ]
  %142 = getelementptr inbounds i8, ptr %139, i64 1
  %143 = load i64, ptr %142, align 1
  %144 = sext i32 %141 to i64
  %145 = sub nsw i64 0, %144
  %146 = icmp sgt i32 %141, 0
  br label %160

147:                                              ; preds = %201
  %148 = lshr i32 %162, 5
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %161, i64 %149
  %151 = icmp ugt ptr %150, %131
  br i1 %151, label %1075, label %157, !prof !78

152:                                              ; preds = %184, %195
  %153 = lshr i32 %162, 5
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds i8, ptr %161, i64 %154
  %156 = icmp ugt ptr %155, %131
  br i1 %156, label %1075, label %157, !prof !79

157:                                              ; preds = %152, %147
  %158 = phi ptr [ %155, %152 ], [ %150, %147 ]
  %159 = add i32 %162, 1
  br label %160, !llvm.loop !80

160:                                              ; preds = %157, %137
  %161 = phi ptr [ %138, %137 ], [ %158, %157 ]
  %162 = phi i32 [ 33, %137 ], [ %159, %157 ]
  %163 = phi i64 [ %143, %137 ], [ %167, %157 ]
  %164 = phi ptr [ %142, %137 ], [ %161, %157 ]
  %165 = mul i64 %163, 8503243848024064
  %166 = lshr i64 %165, 51
  %167 = load i64, ptr %161, align 1
  %168 = getelementptr inbounds i8, ptr %164, i64 %145
  %169 = load i32, ptr %164, align 1
  %170 = load i32, ptr %168, align 1
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %160
  %173 = getelementptr inbounds i8, ptr %164, i64 4
  %174 = load i8, ptr %173, align 1, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %168, i64 4
  %176 = load i8, ptr %175, align 1, !tbaa !9
  %177 = icmp eq i8 %174, %176
  %178 = and i1 %177, %146
  br i1 %178, label %179, label %184, !prof !81

179:                                              ; preds = %172
  %180 = ptrtoint ptr %164 to i64
  %181 = sub i64 %180, %93
  %182 = trunc i64 %181 to i32
  %183 = getelementptr inbounds i32, ptr %4, i64 %166
  store i32 %182, ptr %183, align 4, !tbaa !82
  br label %201

184:                                              ; preds = %160, %172
  %185 = getelementptr inbounds i32, ptr %4, i64 %166
  %186 = load i32, ptr %185, align 4, !tbaa !82
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i8, ptr %1, i64 %187
  %189 = ptrtoint ptr %164 to i64
  %190 = sub i64 %189, %93
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %185, align 4, !tbaa !82
  %192 = load i32, ptr %164, align 1
  %193 = load i32, ptr %188, align 1
  %194 = icmp eq i32 %192, %193
  br i1 %194, label %195, label %152

195:                                              ; preds = %184
  %196 = getelementptr inbounds i8, ptr %164, i64 4
  %197 = load i8, ptr %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %188, i64 4
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = icmp eq i8 %197, %199
  br i1 %200, label %201, label %152, !prof !84, !llvm.loop !80

201:                                              ; preds = %195, %179
  %202 = phi i64 [ %180, %179 ], [ %189, %195 ]
  %203 = phi ptr [ %168, %179 ], [ %188, %195 ]
  %204 = ptrtoint ptr %203 to i64
  %205 = sub i64 %202, %204
  %206 = icmp sgt i64 %205, 262128
  br i1 %206, label %147, label %207

207:                                              ; preds = %201
  %208 = getelementptr inbounds i8, ptr %203, i64 5
  %209 = getelementptr inbounds i8, ptr %164, i64 5
  %210 = sub i64 %136, %202
  %211 = icmp ugt i64 %210, 7
  br i1 %211, label %219, label %212

212:                                              ; preds = %234, %207
  %213 = phi i64 [ %210, %207 ], [ %237, %234 ]
  %214 = phi ptr [ %209, %207 ], [ %235, %234 ]
  %215 = phi ptr [ %208, %207 ], [ %236, %234 ]
  %216 = icmp eq i64 %213, 0
  br i1 %216, label %251, label %217

217:                                              ; preds = %212
  %218 = getelementptr i8, ptr %215, i64 %213
  br label %239

219:                                              ; preds = %207, %234
  %220 = phi ptr [ %236, %234 ], [ %208, %207 ]
  %221 = phi ptr [ %235, %234 ], [ %209, %207 ]
  %222 = phi i64 [ %237, %234 ], [ %210, %207 ]
  %223 = load i64, ptr %221, align 1
  %224 = load i64, ptr %220, align 1
  %225 = icmp eq i64 %223, %224
  br i1 %225, label %234, label %226

226:                                              ; preds = %219
  %227 = xor i64 %224, %223
  %228 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %227, i1 true)
  %229 = ptrtoint ptr %220 to i64
  %230 = ptrtoint ptr %208 to i64
  %231 = sub i64 %229, %230
  %232 = lshr i64 %228, 3
  %233 = add i64 %231, %232
  br label %256

234:                                              ; preds = %219
  %235 = getelementptr inbounds i8, ptr %221, i64 8
  %236 = getelementptr inbounds i8, ptr %220, i64 8
  %237 = add i64 %222, -8
  %238 = icmp ugt i64 %237, 7
  br i1 %238, label %219, label %212, !llvm.loop !85

239:                                              ; preds = %217, %246
  %240 = phi ptr [ %249, %246 ], [ %215, %217 ]
  %241 = phi ptr [ %248, %246 ], [ %214, %217 ]
  %242 = phi i64 [ %247, %246 ], [ %213, %217 ]
  %243 = load i8, ptr %240, align 1, !tbaa !9
  %244 = load i8, ptr %241, align 1, !tbaa !9
  %245 = icmp eq i8 %243, %244
  br i1 %245, label %246, label %251

246:                                              ; preds = %239
  %247 = add nsw i64 %242, -1
  %248 = getelementptr inbounds i8, ptr %241, i64 1
  %249 = getelementptr inbounds i8, ptr %240, i64 1
  %250 = icmp eq i64 %247, 0
  br i1 %250, label %251, label %239, !llvm.loop !86

251:                                              ; preds = %246, %239, %212
  %252 = phi ptr [ %215, %212 ], [ %240, %239 ], [ %218, %246 ]
  %253 = ptrtoint ptr %252 to i64
  %254 = ptrtoint ptr %208 to i64
  %255 = sub i64 %253, %254
  br label %256

256:                                              ; preds = %226, %251
  %257 = phi i64 [ %233, %226 ], [ %255, %251 ]
  %258 = add i64 %257, 5
  %259 = trunc i64 %205 to i32
  %260 = ptrtoint ptr %140 to i64
  %261 = sub i64 %202, %260
  %262 = getelementptr inbounds i8, ptr %164, i64 %258
  %263 = icmp ult i64 %261, 6210
  br i1 %263, label %264, label %382, !prof !76

264:                                              ; preds = %256
  %265 = icmp ult i64 %261, 6
  br i1 %265, label %266, label %284

266:                                              ; preds = %264
  %267 = or disjoint i64 %261, 40
  %268 = getelementptr inbounds i8, ptr %8, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !9
  %270 = zext i8 %269 to i64
  %271 = getelementptr inbounds i16, ptr %9, i64 %267
  %272 = load i16, ptr %271, align 2, !tbaa !87
  %273 = zext i16 %272 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !688)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !691)
  %274 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !688, !noalias !691
  %275 = lshr i64 %274, 3
  %276 = getelementptr inbounds i8, ptr %6, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !9, !alias.scope !691, !noalias !688
  %278 = zext i8 %277 to i64
  %279 = and i64 %274, 7
  %280 = shl nuw nsw i64 %273, %279
  %281 = or i64 %280, %278
  store i64 %281, ptr %276, align 1, !noalias !688
  %282 = add i64 %274, %270
  store i64 %282, ptr %5, align 8, !tbaa !5, !alias.scope !688, !noalias !691
  %283 = getelementptr inbounds i32, ptr %10, i64 %267
  br label %440

284:                                              ; preds = %264
  %285 = icmp ult i64 %261, 130
  br i1 %285, label %286, label %323

286:                                              ; preds = %284
  %287 = add nsw i64 %261, -2
  %288 = trunc i64 %287 to i32
  %289 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %288, i1 true)
  %290 = sub nuw nsw i32 30, %289
  %291 = zext nneg i32 %290 to i64
  %292 = lshr i64 %287, %291
  %293 = shl nuw nsw i32 %290, 1
  %294 = add nuw nsw i32 %293, 42
  %295 = zext nneg i32 %294 to i64
  %296 = add nuw nsw i64 %292, %295
  %297 = getelementptr inbounds i8, ptr %8, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !9
  %299 = zext i8 %298 to i64
  %300 = getelementptr inbounds i16, ptr %9, i64 %296
  %301 = load i16, ptr %300, align 2, !tbaa !87
  %302 = zext i16 %301 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !693)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !696)
  %303 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !693, !noalias !696
  %304 = lshr i64 %303, 3
  %305 = getelementptr inbounds i8, ptr %6, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !9, !alias.scope !696, !noalias !693
  %307 = zext i8 %306 to i64
  %308 = and i64 %303, 7
  %309 = shl nuw nsw i64 %302, %308
  %310 = or i64 %309, %307
  store i64 %310, ptr %305, align 1, !noalias !693
  %311 = add i64 %303, %299
  store i64 %311, ptr %5, align 8, !tbaa !5, !alias.scope !693, !noalias !696
  %312 = shl nuw nsw i64 %292, %291
  %313 = sub nsw i64 %287, %312
  tail call void @llvm.experimental.noalias.scope.decl(metadata !698)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !701)
  %314 = lshr i64 %311, 3
  %315 = getelementptr inbounds i8, ptr %6, i64 %314
  %316 = load i8, ptr %315, align 1, !tbaa !9, !alias.scope !701, !noalias !698
  %317 = zext i8 %316 to i64
  %318 = and i64 %311, 7
  %319 = shl nsw i64 %313, %318
  %320 = or i64 %319, %317
  store i64 %320, ptr %315, align 1, !noalias !698
  %321 = add i64 %311, %291
  store i64 %321, ptr %5, align 8, !tbaa !5, !alias.scope !698, !noalias !701
  %322 = getelementptr inbounds i32, ptr %10, i64 %296
  br label %440

323:                                              ; preds = %284
  %324 = icmp ult i64 %261, 2114
  br i1 %324, label %325, label %359

325:                                              ; preds = %323
  %326 = add nsw i64 %261, -66
  %327 = trunc i64 %326 to i32
  %328 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %327, i1 true)
  %329 = xor i32 %328, 31
  %330 = sub nuw nsw i32 81, %328
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %8, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i64
  %335 = getelementptr inbounds i16, ptr %9, i64 %331
  %336 = load i16, ptr %335, align 2, !tbaa !87
  %337 = zext i16 %336 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !703)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !706)
  %338 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !703, !noalias !706
  %339 = lshr i64 %338, 3
  %340 = getelementptr inbounds i8, ptr %6, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !9, !alias.scope !706, !noalias !703
  %342 = zext i8 %341 to i64
  %343 = and i64 %338, 7
  %344 = shl nuw nsw i64 %337, %343
  %345 = or i64 %344, %342
  store i64 %345, ptr %340, align 1, !noalias !703
  %346 = add i64 %338, %334
  store i64 %346, ptr %5, align 8, !tbaa !5, !alias.scope !703, !noalias !706
  %347 = zext nneg i32 %329 to i64
  %348 = shl nsw i64 -1, %347
  %349 = add nsw i64 %348, %326
  tail call void @llvm.experimental.noalias.scope.decl(metadata !708)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !711)
  %350 = lshr i64 %346, 3
  %351 = getelementptr inbounds i8, ptr %6, i64 %350
  %352 = load i8, ptr %351, align 1, !tbaa !9, !alias.scope !711, !noalias !708
  %353 = zext i8 %352 to i64
  %354 = and i64 %346, 7
  %355 = shl nsw i64 %349, %354
  %356 = or i64 %355, %353
  store i64 %356, ptr %351, align 1, !noalias !708
  %357 = add i64 %346, %347
  store i64 %357, ptr %5, align 8, !tbaa !5, !alias.scope !708, !noalias !711
  %358 = getelementptr inbounds i32, ptr %10, i64 %331
  br label %440

359:                                              ; preds = %323
  %360 = load i8, ptr %100, align 1, !tbaa !9
  %361 = zext i8 %360 to i64
  %362 = load i16, ptr %101, align 2, !tbaa !87
  %363 = zext i16 %362 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !713)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !716)
  %364 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !713, !noalias !716
  %365 = lshr i64 %364, 3
  %366 = getelementptr inbounds i8, ptr %6, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !9, !alias.scope !716, !noalias !713
  %368 = zext i8 %367 to i64
  %369 = and i64 %364, 7
  %370 = shl nuw nsw i64 %363, %369
  %371 = or i64 %370, %368
  store i64 %371, ptr %366, align 1, !noalias !713
  %372 = add i64 %364, %361
  store i64 %372, ptr %5, align 8, !tbaa !5, !alias.scope !713, !noalias !716
  %373 = add nsw i64 %261, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !718)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !721)
  %374 = lshr i64 %372, 3
  %375 = getelementptr inbounds i8, ptr %6, i64 %374
  %376 = load i8, ptr %375, align 1, !tbaa !9, !alias.scope !721, !noalias !718
  %377 = zext i8 %376 to i64
  %378 = and i64 %372, 7
  %379 = shl nuw nsw i64 %373, %378
  %380 = or i64 %379, %377
  store i64 %380, ptr %375, align 1, !noalias !718
  %381 = add i64 %372, 12
  store i64 %381, ptr %5, align 8, !tbaa !5, !alias.scope !718, !noalias !721
  br label %440

382:                                              ; preds = %256
  %383 = sub i64 %260, %116
  %384 = mul i64 %383, 50
  %385 = icmp ugt i64 %384, %261
  %386 = select i1 %385, i1 true, i1 %117
  br i1 %386, label %392, label %387

387:                                              ; preds = %382
  %388 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %164, i64 noundef %388, ptr noundef nonnull %5, ptr noundef %6)
  %389 = ptrtoint ptr %124 to i64
  %390 = add i64 %123, %389
  %391 = sub i64 %390, %202
  br label %1478

392:                                              ; preds = %382
  %393 = icmp ult i64 %261, 22594
  br i1 %393, label %394, label %417

394:                                              ; preds = %392
  %395 = load i8, ptr %97, align 1, !tbaa !9
  %396 = zext i8 %395 to i64
  %397 = load i16, ptr %98, align 2, !tbaa !87
  %398 = zext i16 %397 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !723)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !726)
  %399 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !723, !noalias !726
  %400 = lshr i64 %399, 3
  %401 = getelementptr inbounds i8, ptr %6, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !9, !alias.scope !726, !noalias !723
  %403 = zext i8 %402 to i64
  %404 = and i64 %399, 7
  %405 = shl nuw nsw i64 %398, %404
  %406 = or i64 %405, %403
  store i64 %406, ptr %401, align 1, !noalias !723
  %407 = add i64 %399, %396
  store i64 %407, ptr %5, align 8, !tbaa !5, !alias.scope !723, !noalias !726
  %408 = add nsw i64 %261, -6210
  tail call void @llvm.experimental.noalias.scope.decl(metadata !728)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !731)
  %409 = lshr i64 %407, 3
  %410 = getelementptr inbounds i8, ptr %6, i64 %409
  %411 = load i8, ptr %410, align 1, !tbaa !9, !alias.scope !731, !noalias !728
  %412 = zext i8 %411 to i64
  %413 = and i64 %407, 7
  %414 = shl nuw nsw i64 %408, %413
  %415 = or i64 %414, %412
  store i64 %415, ptr %410, align 1, !noalias !728
  %416 = add i64 %407, 14
  store i64 %416, ptr %5, align 8, !tbaa !5, !alias.scope !728, !noalias !731
  br label %440

417:                                              ; preds = %392
  %418 = load i8, ptr %94, align 1, !tbaa !9
  %419 = zext i8 %418 to i64
  %420 = load i16, ptr %95, align 2, !tbaa !87
  %421 = zext i16 %420 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !733)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !736)
  %422 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !733, !noalias !736
  %423 = lshr i64 %422, 3
  %424 = getelementptr inbounds i8, ptr %6, i64 %423
  %425 = load i8, ptr %424, align 1, !tbaa !9, !alias.scope !736, !noalias !733
  %426 = zext i8 %425 to i64
  %427 = and i64 %422, 7
  %428 = shl nuw nsw i64 %421, %427
  %429 = or i64 %428, %426
  store i64 %429, ptr %424, align 1, !noalias !733
  %430 = add i64 %422, %419
  store i64 %430, ptr %5, align 8, !tbaa !5, !alias.scope !733, !noalias !736
  %431 = add i64 %261, -22594
  tail call void @llvm.experimental.noalias.scope.decl(metadata !738)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !741)
  %432 = lshr i64 %430, 3
  %433 = getelementptr inbounds i8, ptr %6, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !9, !alias.scope !741, !noalias !738
  %435 = zext i8 %434 to i64
  %436 = and i64 %430, 7
  %437 = shl i64 %431, %436
  %438 = or i64 %437, %435
  store i64 %438, ptr %433, align 1, !noalias !738
  %439 = add i64 %430, 24
  store i64 %439, ptr %5, align 8, !tbaa !5, !alias.scope !738, !noalias !741
  br label %440

440:                                              ; preds = %417, %394, %359, %325, %286, %266
  %441 = phi ptr [ %96, %417 ], [ %99, %394 ], [ %102, %359 ], [ %358, %325 ], [ %322, %286 ], [ %283, %266 ]
  %442 = load i32, ptr %441, align 4, !tbaa !82
  %443 = add i32 %442, 1
  store i32 %443, ptr %441, align 4, !tbaa !82
  %444 = icmp eq ptr %164, %140
  br i1 %444, label %516, label %445

445:                                              ; preds = %440
  %446 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !743, !noalias !746
  %447 = tail call i64 @llvm.umax.i64(i64 %261, i64 1)
  %448 = and i64 %447, 1
  %449 = icmp ult i64 %261, 2
  br i1 %449, label %494, label %450

450:                                              ; preds = %445
  %451 = and i64 %447, -2
  br label %452

452:                                              ; preds = %452, %450
  %453 = phi i64 [ %446, %450 ], [ %490, %452 ]
  %454 = phi i64 [ 0, %450 ], [ %491, %452 ]
  %455 = phi i64 [ 0, %450 ], [ %492, %452 ]
  %456 = getelementptr inbounds i8, ptr %140, i64 %454
  %457 = load i8, ptr %456, align 1, !tbaa !9
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds i8, ptr %0, i64 %458
  %460 = load i8, ptr %459, align 1, !tbaa !9
  %461 = zext i8 %460 to i64
  %462 = getelementptr inbounds i16, ptr %11, i64 %458
  %463 = load i16, ptr %462, align 2, !tbaa !87
  %464 = zext i16 %463 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !743)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !746)
  %465 = lshr i64 %453, 3
  %466 = getelementptr inbounds i8, ptr %6, i64 %465
  %467 = load i8, ptr %466, align 1, !tbaa !9, !alias.scope !746, !noalias !743
  %468 = zext i8 %467 to i64
  %469 = and i64 %453, 7
  %470 = shl nuw nsw i64 %464, %469
  %471 = or i64 %470, %468
  store i64 %471, ptr %466, align 1, !noalias !743
  %472 = add i64 %453, %461
  store i64 %472, ptr %5, align 8, !tbaa !5, !alias.scope !743, !noalias !746
  %473 = or disjoint i64 %454, 1
  %474 = getelementptr inbounds i8, ptr %140, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !9
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds i8, ptr %0, i64 %476
  %478 = load i8, ptr %477, align 1, !tbaa !9
  %479 = zext i8 %478 to i64
  %480 = getelementptr inbounds i16, ptr %11, i64 %476
  %481 = load i16, ptr %480, align 2, !tbaa !87
  %482 = zext i16 %481 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !748)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !750)
  %483 = lshr i64 %472, 3
  %484 = getelementptr inbounds i8, ptr %6, i64 %483
  %485 = load i8, ptr %484, align 1, !tbaa !9, !alias.scope !750, !noalias !748
  %486 = zext i8 %485 to i64
  %487 = and i64 %472, 7
  %488 = shl nuw nsw i64 %482, %487
  %489 = or i64 %488, %486
  store i64 %489, ptr %484, align 1, !noalias !748
  %490 = add i64 %472, %479
  store i64 %490, ptr %5, align 8, !tbaa !5, !alias.scope !748, !noalias !750
  %491 = add nuw i64 %454, 2
  %492 = add i64 %455, 2
  %493 = icmp eq i64 %492, %451
  br i1 %493, label %494, label %452, !llvm.loop !153

494:                                              ; preds = %452, %445
  %495 = phi i64 [ %446, %445 ], [ %490, %452 ]
  %496 = phi i64 [ 0, %445 ], [ %491, %452 ]
  %497 = icmp eq i64 %448, 0
  br i1 %497, label %516, label %498

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %140, i64 %496
  %500 = load i8, ptr %499, align 1, !tbaa !9
  %501 = zext i8 %500 to i64
  %502 = getelementptr inbounds i8, ptr %0, i64 %501
  %503 = load i8, ptr %502, align 1, !tbaa !9
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i16, ptr %11, i64 %501
  %506 = load i16, ptr %505, align 2, !tbaa !87
  %507 = zext i16 %506 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !743)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !746)
  %508 = lshr i64 %495, 3
  %509 = getelementptr inbounds i8, ptr %6, i64 %508
  %510 = load i8, ptr %509, align 1, !tbaa !9, !alias.scope !746, !noalias !743
  %511 = zext i8 %510 to i64
  %512 = and i64 %495, 7
  %513 = shl nuw nsw i64 %507, %512
  %514 = or i64 %513, %511
  store i64 %514, ptr %509, align 1, !noalias !743
  %515 = add i64 %495, %504
  store i64 %515, ptr %5, align 8, !tbaa !5, !alias.scope !743, !noalias !746
  br label %516

516:                                              ; preds = %498, %494, %440
  %517 = icmp eq i32 %141, %259
  br i1 %517, label %518, label %532

518:                                              ; preds = %516
  %519 = load i8, ptr %103, align 1, !tbaa !9
  %520 = zext i8 %519 to i64
  %521 = load i16, ptr %104, align 2, !tbaa !87
  %522 = zext i16 %521 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !752)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !755)
  %523 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !752, !noalias !755
  %524 = lshr i64 %523, 3
  %525 = getelementptr inbounds i8, ptr %6, i64 %524
  %526 = load i8, ptr %525, align 1, !tbaa !9, !alias.scope !755, !noalias !752
  %527 = zext i8 %526 to i64
  %528 = and i64 %523, 7
  %529 = shl nuw nsw i64 %522, %528
  %530 = or i64 %529, %527
  store i64 %530, ptr %525, align 1, !noalias !752
  %531 = add i64 %523, %520
  br label %575

532:                                              ; preds = %516
  %533 = shl i64 %205, 32
  %534 = ashr exact i64 %533, 32
  %535 = add nsw i64 %534, 3
  %536 = trunc i64 %535 to i32
  %537 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %536, i1 true)
  %538 = sub nsw i32 30, %537
  %539 = zext i32 %538 to i64
  %540 = lshr i64 %535, %539
  %541 = and i64 %540, 1
  %542 = or disjoint i64 %541, 2
  %543 = shl i64 %542, %539
  %544 = shl nuw nsw i32 %537, 1
  %545 = xor i32 %544, 62
  %546 = add nsw i32 %545, -4
  %547 = zext i32 %546 to i64
  %548 = or disjoint i64 %541, %547
  %549 = add nuw nsw i64 %548, 80
  %550 = getelementptr inbounds i8, ptr %8, i64 %549
  %551 = load i8, ptr %550, align 1, !tbaa !9
  %552 = zext i8 %551 to i64
  %553 = getelementptr inbounds i16, ptr %9, i64 %549
  %554 = load i16, ptr %553, align 2, !tbaa !87
  %555 = zext i16 %554 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !757)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !760)
  %556 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !757, !noalias !760
  %557 = lshr i64 %556, 3
  %558 = getelementptr inbounds i8, ptr %6, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !9, !alias.scope !760, !noalias !757
  %560 = zext i8 %559 to i64
  %561 = and i64 %556, 7
  %562 = shl nuw nsw i64 %555, %561
  %563 = or i64 %562, %560
  store i64 %563, ptr %558, align 1, !noalias !757
  %564 = add i64 %556, %552
  store i64 %564, ptr %5, align 8, !tbaa !5, !alias.scope !757, !noalias !760
  %565 = sub i64 %535, %543
  %566 = lshr i64 %564, 3
  %567 = getelementptr inbounds i8, ptr %6, i64 %566
  %568 = load i8, ptr %567, align 1, !tbaa !9, !alias.scope !762, !noalias !765
  %569 = zext i8 %568 to i64
  %570 = and i64 %564, 7
  %571 = shl i64 %565, %570
  %572 = or i64 %571, %569
  store i64 %572, ptr %567, align 1, !noalias !765
  %573 = add i64 %564, %539
  %574 = getelementptr inbounds i32, ptr %10, i64 %549
  br label %575

575:                                              ; preds = %532, %518
  %576 = phi ptr [ %574, %532 ], [ %105, %518 ]
  %577 = phi i64 [ %573, %532 ], [ %531, %518 ]
  %578 = phi i32 [ %259, %532 ], [ %141, %518 ]
  %579 = load i32, ptr %576, align 4, !tbaa !82
  %580 = add i32 %579, 1
  store i32 %580, ptr %576, align 4, !tbaa !82
  store i64 %577, ptr %5, align 8
  %581 = icmp ult i64 %258, 12
  br i1 %581, label %582, label %599

582:                                              ; preds = %575
  %583 = add nsw i64 %257, 1
  %584 = getelementptr inbounds i8, ptr %8, i64 %583
  %585 = load i8, ptr %584, align 1, !tbaa !9
  %586 = zext i8 %585 to i64
  %587 = getelementptr inbounds i16, ptr %9, i64 %583
  %588 = load i16, ptr %587, align 2, !tbaa !87
  %589 = zext i16 %588 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !767)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !770)
  %590 = lshr i64 %577, 3
  %591 = getelementptr inbounds i8, ptr %6, i64 %590
  %592 = load i8, ptr %591, align 1, !tbaa !9, !alias.scope !770, !noalias !767
  %593 = zext i8 %592 to i64
  %594 = and i64 %577, 7
  %595 = shl nuw nsw i64 %589, %594
  %596 = or i64 %595, %593
  store i64 %596, ptr %591, align 1, !noalias !767
  %597 = add i64 %577, %586
  store i64 %597, ptr %5, align 8, !tbaa !5, !alias.scope !767, !noalias !770
  %598 = getelementptr inbounds i32, ptr %10, i64 %583
  br label %765

599:                                              ; preds = %575
  %600 = icmp ult i64 %258, 72
  br i1 %600, label %601, label %637

601:                                              ; preds = %599
  %602 = add nsw i64 %257, -3
  %603 = trunc i64 %602 to i32
  %604 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %603, i1 true)
  %605 = sub nuw nsw i32 30, %604
  %606 = zext nneg i32 %605 to i64
  %607 = lshr i64 %602, %606
  %608 = shl nuw nsw i32 %605, 1
  %609 = add nuw nsw i32 %608, 4
  %610 = zext nneg i32 %609 to i64
  %611 = add nuw nsw i64 %607, %610
  %612 = getelementptr inbounds i8, ptr %8, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !9
  %614 = zext i8 %613 to i64
  %615 = getelementptr inbounds i16, ptr %9, i64 %611
  %616 = load i16, ptr %615, align 2, !tbaa !87
  %617 = zext i16 %616 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !772)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !775)
  %618 = lshr i64 %577, 3
  %619 = getelementptr inbounds i8, ptr %6, i64 %618
  %620 = load i8, ptr %619, align 1, !tbaa !9, !alias.scope !775, !noalias !772
  %621 = zext i8 %620 to i64
  %622 = and i64 %577, 7
  %623 = shl nuw nsw i64 %617, %622
  %624 = or i64 %623, %621
  store i64 %624, ptr %619, align 1, !noalias !772
  %625 = add i64 %577, %614
  store i64 %625, ptr %5, align 8, !tbaa !5, !alias.scope !772, !noalias !775
  %626 = shl nuw nsw i64 %607, %606
  %627 = sub nsw i64 %602, %626
  tail call void @llvm.experimental.noalias.scope.decl(metadata !777)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !780)
  %628 = lshr i64 %625, 3
  %629 = getelementptr inbounds i8, ptr %6, i64 %628
  %630 = load i8, ptr %629, align 1, !tbaa !9, !alias.scope !780, !noalias !777
  %631 = zext i8 %630 to i64
  %632 = and i64 %625, 7
  %633 = shl nsw i64 %627, %632
  %634 = or i64 %633, %631
  store i64 %634, ptr %629, align 1, !noalias !777
  %635 = add i64 %625, %606
  store i64 %635, ptr %5, align 8, !tbaa !5, !alias.scope !777, !noalias !780
  %636 = getelementptr inbounds i32, ptr %10, i64 %611
  br label %765

637:                                              ; preds = %599
  %638 = icmp ult i64 %258, 136
  br i1 %638, label %639, label %681

639:                                              ; preds = %637
  %640 = add nsw i64 %257, -3
  %641 = lshr i64 %640, 5
  %642 = add nuw nsw i64 %641, 30
  %643 = getelementptr inbounds i8, ptr %8, i64 %642
  %644 = load i8, ptr %643, align 1, !tbaa !9
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i16, ptr %9, i64 %642
  %647 = load i16, ptr %646, align 2, !tbaa !87
  %648 = zext i16 %647 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !782)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !785)
  %649 = lshr i64 %577, 3
  %650 = getelementptr inbounds i8, ptr %6, i64 %649
  %651 = load i8, ptr %650, align 1, !tbaa !9, !alias.scope !785, !noalias !782
  %652 = zext i8 %651 to i64
  %653 = and i64 %577, 7
  %654 = shl nuw nsw i64 %648, %653
  %655 = or i64 %654, %652
  store i64 %655, ptr %650, align 1, !noalias !782
  %656 = add i64 %577, %645
  store i64 %656, ptr %5, align 8, !tbaa !5, !alias.scope !782, !noalias !785
  %657 = and i64 %640, 31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !787)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !790)
  %658 = lshr i64 %656, 3
  %659 = getelementptr inbounds i8, ptr %6, i64 %658
  %660 = load i8, ptr %659, align 1, !tbaa !9, !alias.scope !790, !noalias !787
  %661 = zext i8 %660 to i64
  %662 = and i64 %656, 7
  %663 = shl nuw nsw i64 %657, %662
  %664 = or i64 %663, %661
  store i64 %664, ptr %659, align 1, !noalias !787
  %665 = add i64 %656, 5
  store i64 %665, ptr %5, align 8, !tbaa !5, !alias.scope !787, !noalias !790
  %666 = load i8, ptr %103, align 1, !tbaa !9
  %667 = zext i8 %666 to i64
  %668 = load i16, ptr %104, align 2, !tbaa !87
  %669 = zext i16 %668 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !792)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !795)
  %670 = lshr i64 %665, 3
  %671 = getelementptr inbounds i8, ptr %6, i64 %670
  %672 = load i8, ptr %671, align 1, !tbaa !9, !alias.scope !795, !noalias !792
  %673 = zext i8 %672 to i64
  %674 = and i64 %665, 7
  %675 = shl nuw nsw i64 %669, %674
  %676 = or i64 %675, %673
  store i64 %676, ptr %671, align 1, !noalias !792
  %677 = add i64 %665, %667
  store i64 %677, ptr %5, align 8, !tbaa !5, !alias.scope !792, !noalias !795
  %678 = getelementptr inbounds i32, ptr %10, i64 %642
  %679 = load i32, ptr %678, align 4, !tbaa !82
  %680 = add i32 %679, 1
  store i32 %680, ptr %678, align 4, !tbaa !82
  br label %765

681:                                              ; preds = %637
  %682 = icmp ult i64 %258, 2120
  br i1 %682, label %683, label %730

683:                                              ; preds = %681
  %684 = add nsw i64 %257, -67
  %685 = trunc i64 %684 to i32
  %686 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %685, i1 true)
  %687 = xor i32 %686, 31
  %688 = sub nuw nsw i32 59, %686
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr inbounds i8, ptr %8, i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !9
  %692 = zext i8 %691 to i64
  %693 = getelementptr inbounds i16, ptr %9, i64 %689
  %694 = load i16, ptr %693, align 2, !tbaa !87
  %695 = zext i16 %694 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !797)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !800)
  %696 = lshr i64 %577, 3
  %697 = getelementptr inbounds i8, ptr %6, i64 %696
  %698 = load i8, ptr %697, align 1, !tbaa !9, !alias.scope !800, !noalias !797
  %699 = zext i8 %698 to i64
  %700 = and i64 %577, 7
  %701 = shl nuw nsw i64 %695, %700
  %702 = or i64 %701, %699
  store i64 %702, ptr %697, align 1, !noalias !797
  %703 = add i64 %577, %692
  store i64 %703, ptr %5, align 8, !tbaa !5, !alias.scope !797, !noalias !800
  %704 = zext nneg i32 %687 to i64
  %705 = shl nsw i64 -1, %704
  %706 = add nsw i64 %705, %684
  tail call void @llvm.experimental.noalias.scope.decl(metadata !802)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !805)
  %707 = lshr i64 %703, 3
  %708 = getelementptr inbounds i8, ptr %6, i64 %707
  %709 = load i8, ptr %708, align 1, !tbaa !9, !alias.scope !805, !noalias !802
  %710 = zext i8 %709 to i64
  %711 = and i64 %703, 7
  %712 = shl nsw i64 %706, %711
  %713 = or i64 %712, %710
  store i64 %713, ptr %708, align 1, !noalias !802
  %714 = add i64 %703, %704
  store i64 %714, ptr %5, align 8, !tbaa !5, !alias.scope !802, !noalias !805
  %715 = load i8, ptr %103, align 1, !tbaa !9
  %716 = zext i8 %715 to i64
  %717 = load i16, ptr %104, align 2, !tbaa !87
  %718 = zext i16 %717 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !807)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !810)
  %719 = lshr i64 %714, 3
  %720 = getelementptr inbounds i8, ptr %6, i64 %719
  %721 = load i8, ptr %720, align 1, !tbaa !9, !alias.scope !810, !noalias !807
  %722 = zext i8 %721 to i64
  %723 = and i64 %714, 7
  %724 = shl nuw nsw i64 %718, %723
  %725 = or i64 %724, %722
  store i64 %725, ptr %720, align 1, !noalias !807
  %726 = add i64 %714, %716
  store i64 %726, ptr %5, align 8, !tbaa !5, !alias.scope !807, !noalias !810
  %727 = getelementptr inbounds i32, ptr %10, i64 %689
  %728 = load i32, ptr %727, align 4, !tbaa !82
  %729 = add i32 %728, 1
  store i32 %729, ptr %727, align 4, !tbaa !82
  br label %765

730:                                              ; preds = %681
  %731 = load i8, ptr %106, align 1, !tbaa !9
  %732 = zext i8 %731 to i64
  %733 = load i16, ptr %107, align 2, !tbaa !87
  %734 = zext i16 %733 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !812)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !815)
  %735 = lshr i64 %577, 3
  %736 = getelementptr inbounds i8, ptr %6, i64 %735
  %737 = load i8, ptr %736, align 1, !tbaa !9, !alias.scope !815, !noalias !812
  %738 = zext i8 %737 to i64
  %739 = and i64 %577, 7
  %740 = shl nuw nsw i64 %734, %739
  %741 = or i64 %740, %738
  store i64 %741, ptr %736, align 1, !noalias !812
  %742 = add i64 %577, %732
  store i64 %742, ptr %5, align 8, !tbaa !5, !alias.scope !812, !noalias !815
  %743 = add i64 %257, -2115
  tail call void @llvm.experimental.noalias.scope.decl(metadata !817)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !820)
  %744 = lshr i64 %742, 3
  %745 = getelementptr inbounds i8, ptr %6, i64 %744
  %746 = load i8, ptr %745, align 1, !tbaa !9, !alias.scope !820, !noalias !817
  %747 = zext i8 %746 to i64
  %748 = and i64 %742, 7
  %749 = shl i64 %743, %748
  %750 = or i64 %749, %747
  store i64 %750, ptr %745, align 1, !noalias !817
  %751 = add i64 %742, 24
  store i64 %751, ptr %5, align 8, !tbaa !5, !alias.scope !817, !noalias !820
  %752 = load i8, ptr %103, align 1, !tbaa !9
  %753 = zext i8 %752 to i64
  %754 = load i16, ptr %104, align 2, !tbaa !87
  %755 = zext i16 %754 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !822)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !825)
  %756 = lshr i64 %751, 3
  %757 = getelementptr inbounds i8, ptr %6, i64 %756
  %758 = load i8, ptr %757, align 1, !tbaa !9, !alias.scope !825, !noalias !822
  %759 = zext i8 %758 to i64
  %760 = shl nuw nsw i64 %755, %748
  %761 = or i64 %760, %759
  store i64 %761, ptr %757, align 1, !noalias !822
  %762 = add i64 %751, %753
  store i64 %762, ptr %5, align 8, !tbaa !5, !alias.scope !822, !noalias !825
  %763 = load i32, ptr %108, align 4, !tbaa !82
  %764 = add i32 %763, 1
  store i32 %764, ptr %108, align 4, !tbaa !82
  br label %765

765:                                              ; preds = %582, %601, %639, %683, %730
  %766 = phi ptr [ %598, %582 ], [ %636, %601 ], [ %105, %639 ], [ %105, %683 ], [ %105, %730 ]
  %767 = load i32, ptr %766, align 4, !tbaa !82
  %768 = add i32 %767, 1
  store i32 %768, ptr %766, align 4, !tbaa !82
  %769 = icmp ult ptr %262, %131
  br i1 %769, label %770, label %1075, !prof !76

770:                                              ; preds = %765
  %771 = getelementptr inbounds i8, ptr %262, i64 -3
  %772 = load i64, ptr %771, align 1
  %773 = mul i64 %772, 8503243848024064
  %774 = lshr i64 %773, 51
  %775 = lshr i64 %772, 24
  %776 = mul i64 %775, 8503243848024064
  %777 = lshr i64 %776, 51
  %778 = ptrtoint ptr %262 to i64
  %779 = sub i64 %778, %93
  %780 = trunc i64 %779 to i32
  %781 = add i32 %780, -3
  %782 = getelementptr inbounds i32, ptr %4, i64 %774
  store i32 %781, ptr %782, align 4, !tbaa !82
  %783 = lshr i64 %772, 8
  %784 = mul i64 %783, 8503243848024064
  %785 = lshr i64 %784, 51
  %786 = add i32 %780, -2
  %787 = getelementptr inbounds i32, ptr %4, i64 %785
  store i32 %786, ptr %787, align 4, !tbaa !82
  %788 = lshr i64 %772, 16
  %789 = mul i64 %788, 8503243848024064
  %790 = lshr i64 %789, 51
  %791 = add i32 %780, -1
  %792 = getelementptr inbounds i32, ptr %4, i64 %790
  store i32 %791, ptr %792, align 4, !tbaa !82
  %793 = getelementptr inbounds i32, ptr %4, i64 %777
  %794 = load i32, ptr %793, align 4, !tbaa !82
  store i32 %780, ptr %793, align 4, !tbaa !82
  %795 = sext i32 %794 to i64
  %796 = getelementptr inbounds i8, ptr %1, i64 %795
  %797 = load i32, ptr %262, align 1
  %798 = load i32, ptr %796, align 1
  %799 = icmp eq i32 %797, %798
  br i1 %799, label %800, label %1070

800:                                              ; preds = %770
  %801 = getelementptr inbounds i8, ptr %262, i64 4
  %802 = load i8, ptr %801, align 1, !tbaa !9
  %803 = getelementptr inbounds i8, ptr %796, i64 4
  %804 = load i8, ptr %803, align 1, !tbaa !9
  %805 = icmp eq i8 %802, %804
  br i1 %805, label %812, label %1070

806:                                              ; preds = %1040
  %807 = getelementptr inbounds i8, ptr %872, i64 4
  %808 = load i8, ptr %807, align 1, !tbaa !9
  %809 = getelementptr inbounds i8, ptr %1066, i64 4
  %810 = load i8, ptr %809, align 1, !tbaa !9
  %811 = icmp eq i8 %808, %810
  br i1 %811, label %812, label %1070

812:                                              ; preds = %800, %806
  %813 = phi i32 [ %873, %806 ], [ %578, %800 ]
  %814 = phi ptr [ %872, %806 ], [ %262, %800 ]
  %815 = phi ptr [ %1066, %806 ], [ %796, %800 ]
  %816 = getelementptr inbounds i8, ptr %815, i64 5
  %817 = getelementptr inbounds i8, ptr %814, i64 5
  %818 = ptrtoint ptr %814 to i64
  %819 = sub i64 %136, %818
  %820 = icmp ugt i64 %819, 7
  br i1 %820, label %828, label %821

821:                                              ; preds = %843, %812
  %822 = phi i64 [ %819, %812 ], [ %846, %843 ]
  %823 = phi ptr [ %817, %812 ], [ %844, %843 ]
  %824 = phi ptr [ %816, %812 ], [ %845, %843 ]
  %825 = icmp eq i64 %822, 0
  br i1 %825, label %860, label %826

826:                                              ; preds = %821
  %827 = getelementptr i8, ptr %824, i64 %822
  br label %848

828:                                              ; preds = %812, %843
  %829 = phi ptr [ %845, %843 ], [ %816, %812 ]
  %830 = phi ptr [ %844, %843 ], [ %817, %812 ]
  %831 = phi i64 [ %846, %843 ], [ %819, %812 ]
  %832 = load i64, ptr %830, align 1
  %833 = load i64, ptr %829, align 1
  %834 = icmp eq i64 %832, %833
  br i1 %834, label %843, label %835

835:                                              ; preds = %828
  %836 = xor i64 %833, %832
  %837 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %836, i1 true)
  %838 = ptrtoint ptr %829 to i64
  %839 = ptrtoint ptr %816 to i64
  %840 = sub i64 %838, %839
  %841 = lshr i64 %837, 3
  %842 = add i64 %840, %841
  br label %865

843:                                              ; preds = %828
  %844 = getelementptr inbounds i8, ptr %830, i64 8
  %845 = getelementptr inbounds i8, ptr %829, i64 8
  %846 = add i64 %831, -8
  %847 = icmp ugt i64 %846, 7
  br i1 %847, label %828, label %821, !llvm.loop !85

848:                                              ; preds = %826, %855
  %849 = phi ptr [ %858, %855 ], [ %824, %826 ]
  %850 = phi ptr [ %857, %855 ], [ %823, %826 ]
  %851 = phi i64 [ %856, %855 ], [ %822, %826 ]
  %852 = load i8, ptr %849, align 1, !tbaa !9
  %853 = load i8, ptr %850, align 1, !tbaa !9
  %854 = icmp eq i8 %852, %853
  br i1 %854, label %855, label %860

855:                                              ; preds = %848
  %856 = add nsw i64 %851, -1
  %857 = getelementptr inbounds i8, ptr %850, i64 1
  %858 = getelementptr inbounds i8, ptr %849, i64 1
  %859 = icmp eq i64 %856, 0
  br i1 %859, label %860, label %848, !llvm.loop !86

860:                                              ; preds = %855, %848, %821
  %861 = phi ptr [ %824, %821 ], [ %849, %848 ], [ %827, %855 ]
  %862 = ptrtoint ptr %861 to i64
  %863 = ptrtoint ptr %816 to i64
  %864 = sub i64 %862, %863
  br label %865

865:                                              ; preds = %835, %860
  %866 = phi i64 [ %842, %835 ], [ %864, %860 ]
  %867 = ptrtoint ptr %815 to i64
  %868 = sub i64 %818, %867
  %869 = icmp sgt i64 %868, 262128
  br i1 %869, label %1070, label %870

870:                                              ; preds = %865
  %871 = add i64 %866, 5
  %872 = getelementptr inbounds i8, ptr %814, i64 %871
  %873 = trunc i64 %868 to i32
  %874 = icmp ult i64 %871, 10
  br i1 %874, label %875, label %893

875:                                              ; preds = %870
  %876 = add nsw i64 %866, 19
  %877 = getelementptr inbounds i8, ptr %8, i64 %876
  %878 = load i8, ptr %877, align 1, !tbaa !9
  %879 = zext i8 %878 to i64
  %880 = getelementptr inbounds i16, ptr %9, i64 %876
  %881 = load i16, ptr %880, align 2, !tbaa !87
  %882 = zext i16 %881 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !827)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !830)
  %883 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !827, !noalias !830
  %884 = lshr i64 %883, 3
  %885 = getelementptr inbounds i8, ptr %6, i64 %884
  %886 = load i8, ptr %885, align 1, !tbaa !9, !alias.scope !830, !noalias !827
  %887 = zext i8 %886 to i64
  %888 = and i64 %883, 7
  %889 = shl nuw nsw i64 %882, %888
  %890 = or i64 %889, %887
  store i64 %890, ptr %885, align 1, !noalias !827
  %891 = add i64 %883, %879
  store i64 %891, ptr %5, align 8, !tbaa !5, !alias.scope !827, !noalias !830
  %892 = getelementptr inbounds i32, ptr %10, i64 %876
  br label %991

893:                                              ; preds = %870
  %894 = icmp ult i64 %871, 134
  br i1 %894, label %895, label %932

895:                                              ; preds = %893
  %896 = add nsw i64 %866, -1
  %897 = trunc i64 %896 to i32
  %898 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %897, i1 true)
  %899 = sub nuw nsw i32 30, %898
  %900 = zext nneg i32 %899 to i64
  %901 = lshr i64 %896, %900
  %902 = shl nuw nsw i32 %899, 1
  %903 = add nuw nsw i32 %902, 20
  %904 = zext nneg i32 %903 to i64
  %905 = add nuw nsw i64 %901, %904
  %906 = getelementptr inbounds i8, ptr %8, i64 %905
  %907 = load i8, ptr %906, align 1, !tbaa !9
  %908 = zext i8 %907 to i64
  %909 = getelementptr inbounds i16, ptr %9, i64 %905
  %910 = load i16, ptr %909, align 2, !tbaa !87
  %911 = zext i16 %910 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !832)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !835)
  %912 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !832, !noalias !835
  %913 = lshr i64 %912, 3
  %914 = getelementptr inbounds i8, ptr %6, i64 %913
  %915 = load i8, ptr %914, align 1, !tbaa !9, !alias.scope !835, !noalias !832
  %916 = zext i8 %915 to i64
  %917 = and i64 %912, 7
  %918 = shl nuw nsw i64 %911, %917
  %919 = or i64 %918, %916
  store i64 %919, ptr %914, align 1, !noalias !832
  %920 = add i64 %912, %908
  store i64 %920, ptr %5, align 8, !tbaa !5, !alias.scope !832, !noalias !835
  %921 = shl nuw nsw i64 %901, %900
  %922 = sub nsw i64 %896, %921
  tail call void @llvm.experimental.noalias.scope.decl(metadata !837)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !840)
  %923 = lshr i64 %920, 3
  %924 = getelementptr inbounds i8, ptr %6, i64 %923
  %925 = load i8, ptr %924, align 1, !tbaa !9, !alias.scope !840, !noalias !837
  %926 = zext i8 %925 to i64
  %927 = and i64 %920, 7
  %928 = shl nsw i64 %922, %927
  %929 = or i64 %928, %926
  store i64 %929, ptr %924, align 1, !noalias !837
  %930 = add i64 %920, %900
  store i64 %930, ptr %5, align 8, !tbaa !5, !alias.scope !837, !noalias !840
  %931 = getelementptr inbounds i32, ptr %10, i64 %905
  br label %991

932:                                              ; preds = %893
  %933 = icmp ult i64 %871, 2118
  br i1 %933, label %934, label %968

934:                                              ; preds = %932
  %935 = add nsw i64 %866, -65
  %936 = trunc i64 %935 to i32
  %937 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %936, i1 true)
  %938 = xor i32 %937, 31
  %939 = sub nuw nsw i32 59, %937
  %940 = zext nneg i32 %939 to i64
  %941 = getelementptr inbounds i8, ptr %8, i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !9
  %943 = zext i8 %942 to i64
  %944 = getelementptr inbounds i16, ptr %9, i64 %940
  %945 = load i16, ptr %944, align 2, !tbaa !87
  %946 = zext i16 %945 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !842)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !845)
  %947 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !842, !noalias !845
  %948 = lshr i64 %947, 3
  %949 = getelementptr inbounds i8, ptr %6, i64 %948
  %950 = load i8, ptr %949, align 1, !tbaa !9, !alias.scope !845, !noalias !842
  %951 = zext i8 %950 to i64
  %952 = and i64 %947, 7
  %953 = shl nuw nsw i64 %946, %952
  %954 = or i64 %953, %951
  store i64 %954, ptr %949, align 1, !noalias !842
  %955 = add i64 %947, %943
  store i64 %955, ptr %5, align 8, !tbaa !5, !alias.scope !842, !noalias !845
  %956 = zext nneg i32 %938 to i64
  %957 = shl nsw i64 -1, %956
  %958 = add nsw i64 %957, %935
  tail call void @llvm.experimental.noalias.scope.decl(metadata !847)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !850)
  %959 = lshr i64 %955, 3
  %960 = getelementptr inbounds i8, ptr %6, i64 %959
  %961 = load i8, ptr %960, align 1, !tbaa !9, !alias.scope !850, !noalias !847
  %962 = zext i8 %961 to i64
  %963 = and i64 %955, 7
  %964 = shl nsw i64 %958, %963
  %965 = or i64 %964, %962
  store i64 %965, ptr %960, align 1, !noalias !847
  %966 = add i64 %955, %956
  store i64 %966, ptr %5, align 8, !tbaa !5, !alias.scope !847, !noalias !850
  %967 = getelementptr inbounds i32, ptr %10, i64 %940
  br label %991

968:                                              ; preds = %932
  %969 = load i8, ptr %106, align 1, !tbaa !9
  %970 = zext i8 %969 to i64
  %971 = load i16, ptr %107, align 2, !tbaa !87
  %972 = zext i16 %971 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !852)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !855)
  %973 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !852, !noalias !855
  %974 = lshr i64 %973, 3
  %975 = getelementptr inbounds i8, ptr %6, i64 %974
  %976 = load i8, ptr %975, align 1, !tbaa !9, !alias.scope !855, !noalias !852
  %977 = zext i8 %976 to i64
  %978 = and i64 %973, 7
  %979 = shl nuw nsw i64 %972, %978
  %980 = or i64 %979, %977
  store i64 %980, ptr %975, align 1, !noalias !852
  %981 = add i64 %973, %970
  store i64 %981, ptr %5, align 8, !tbaa !5, !alias.scope !852, !noalias !855
  %982 = add i64 %866, -2113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !857)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !860)
  %983 = lshr i64 %981, 3
  %984 = getelementptr inbounds i8, ptr %6, i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !9, !alias.scope !860, !noalias !857
  %986 = zext i8 %985 to i64
  %987 = and i64 %981, 7
  %988 = shl i64 %982, %987
  %989 = or i64 %988, %986
  store i64 %989, ptr %984, align 1, !noalias !857
  %990 = add i64 %981, 24
  store i64 %990, ptr %5, align 8, !tbaa !5, !alias.scope !857, !noalias !860
  br label %991

991:                                              ; preds = %875, %895, %934, %968
  %992 = phi ptr [ %892, %875 ], [ %931, %895 ], [ %967, %934 ], [ %108, %968 ]
  %993 = load i32, ptr %992, align 4, !tbaa !82
  %994 = add i32 %993, 1
  store i32 %994, ptr %992, align 4, !tbaa !82
  %995 = shl i64 %868, 32
  %996 = ashr exact i64 %995, 32
  %997 = add nsw i64 %996, 3
  %998 = trunc i64 %997 to i32
  %999 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %998, i1 true)
  %1000 = sub nsw i32 30, %999
  %1001 = zext i32 %1000 to i64
  %1002 = lshr i64 %997, %1001
  %1003 = and i64 %1002, 1
  %1004 = or disjoint i64 %1003, 2
  %1005 = shl i64 %1004, %1001
  %1006 = shl nuw nsw i32 %999, 1
  %1007 = xor i32 %1006, 62
  %1008 = add nsw i32 %1007, -4
  %1009 = zext i32 %1008 to i64
  %1010 = or disjoint i64 %1003, %1009
  %1011 = add nuw nsw i64 %1010, 80
  %1012 = getelementptr inbounds i8, ptr %8, i64 %1011
  %1013 = load i8, ptr %1012, align 1, !tbaa !9
  %1014 = zext i8 %1013 to i64
  %1015 = getelementptr inbounds i16, ptr %9, i64 %1011
  %1016 = load i16, ptr %1015, align 2, !tbaa !87
  %1017 = zext i16 %1016 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !862)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !865)
  %1018 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !862, !noalias !865
  %1019 = lshr i64 %1018, 3
  %1020 = getelementptr inbounds i8, ptr %6, i64 %1019
  %1021 = load i8, ptr %1020, align 1, !tbaa !9, !alias.scope !865, !noalias !862
  %1022 = zext i8 %1021 to i64
  %1023 = and i64 %1018, 7
  %1024 = shl nuw nsw i64 %1017, %1023
  %1025 = or i64 %1024, %1022
  store i64 %1025, ptr %1020, align 1, !noalias !862
  %1026 = add i64 %1018, %1014
  store i64 %1026, ptr %5, align 8, !tbaa !5, !alias.scope !862, !noalias !865
  %1027 = sub i64 %997, %1005
  tail call void @llvm.experimental.noalias.scope.decl(metadata !867)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !870)
  %1028 = lshr i64 %1026, 3
  %1029 = getelementptr inbounds i8, ptr %6, i64 %1028
  %1030 = load i8, ptr %1029, align 1, !tbaa !9, !alias.scope !870, !noalias !867
  %1031 = zext i8 %1030 to i64
  %1032 = and i64 %1026, 7
  %1033 = shl i64 %1027, %1032
  %1034 = or i64 %1033, %1031
  store i64 %1034, ptr %1029, align 1, !noalias !867
  %1035 = add i64 %1026, %1001
  store i64 %1035, ptr %5, align 8, !tbaa !5, !alias.scope !867, !noalias !870
  %1036 = getelementptr inbounds i32, ptr %10, i64 %1011
  %1037 = load i32, ptr %1036, align 4, !tbaa !82
  %1038 = add i32 %1037, 1
  store i32 %1038, ptr %1036, align 4, !tbaa !82
  %1039 = icmp ult ptr %872, %131
  br i1 %1039, label %1040, label %1075, !prof !76

1040:                                             ; preds = %991
  %1041 = getelementptr inbounds i8, ptr %872, i64 -3
  %1042 = load i64, ptr %1041, align 1
  %1043 = mul i64 %1042, 8503243848024064
  %1044 = lshr i64 %1043, 51
  %1045 = lshr i64 %1042, 24
  %1046 = mul i64 %1045, 8503243848024064
  %1047 = lshr i64 %1046, 51
  %1048 = ptrtoint ptr %872 to i64
  %1049 = sub i64 %1048, %93
  %1050 = trunc i64 %1049 to i32
  %1051 = add i32 %1050, -3
  %1052 = getelementptr inbounds i32, ptr %4, i64 %1044
  store i32 %1051, ptr %1052, align 4, !tbaa !82
  %1053 = lshr i64 %1042, 8
  %1054 = mul i64 %1053, 8503243848024064
  %1055 = lshr i64 %1054, 51
  %1056 = add i32 %1050, -2
  %1057 = getelementptr inbounds i32, ptr %4, i64 %1055
  store i32 %1056, ptr %1057, align 4, !tbaa !82
  %1058 = lshr i64 %1042, 16
  %1059 = mul i64 %1058, 8503243848024064
  %1060 = lshr i64 %1059, 51
  %1061 = add i32 %1050, -1
  %1062 = getelementptr inbounds i32, ptr %4, i64 %1060
  store i32 %1061, ptr %1062, align 4, !tbaa !82
  %1063 = getelementptr inbounds i32, ptr %4, i64 %1047
  %1064 = load i32, ptr %1063, align 4, !tbaa !82
  store i32 %1050, ptr %1063, align 4, !tbaa !82
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr inbounds i8, ptr %1, i64 %1065
  %1067 = load i32, ptr %872, align 1
  %1068 = load i32, ptr %1066, align 1
  %1069 = icmp eq i32 %1067, %1068
  br i1 %1069, label %806, label %1070

1070:                                             ; preds = %806, %1040, %865, %800, %770
  %1071 = phi i32 [ %578, %770 ], [ %578, %800 ], [ %813, %865 ], [ %873, %1040 ], [ %873, %806 ]
  %1072 = phi ptr [ %262, %770 ], [ %262, %800 ], [ %814, %865 ], [ %872, %1040 ], [ %872, %806 ]
  %1073 = getelementptr inbounds i8, ptr %1072, i64 2
  %1074 = icmp ugt ptr %1073, %131
  br i1 %1074, label %1075, label %137, !prof !78

1075:                                             ; preds = %765, %1070, %147, %152, %991, %127, %119
  %1076 = phi ptr [ %122, %119 ], [ %122, %127 ], [ %872, %991 ], [ %140, %152 ], [ %140, %147 ], [ %1072, %1070 ], [ %262, %765 ]
  %1077 = sub i64 %123, %121
  %1078 = tail call i64 @llvm.umin.i64(i64 %1077, i64 65536)
  %1079 = icmp eq i64 %1077, 0
  br i1 %1079, label %1168, label %1080

1080:                                             ; preds = %1075
  %1081 = add i64 %1078, %120
  %1082 = icmp ult i64 %1081, 1048577
  br i1 %1082, label %1083, label %1168

1083:                                             ; preds = %1080
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %109, i8 0, i64 1024, i1 false)
  br label %1084

1084:                                             ; preds = %1083, %1084
  %1085 = phi i64 [ %1092, %1084 ], [ 0, %1083 ]
  %1086 = getelementptr inbounds i8, ptr %125, i64 %1085
  %1087 = load i8, ptr %1086, align 1, !tbaa !9
  %1088 = zext i8 %1087 to i64
  %1089 = getelementptr inbounds i32, ptr %109, i64 %1088
  %1090 = load i32, ptr %1089, align 4, !tbaa !82
  %1091 = add i32 %1090, 1
  store i32 %1091, ptr %1089, align 4, !tbaa !82
  %1092 = add nuw nsw i64 %1085, 43
  %1093 = icmp ult i64 %1092, %1078
  br i1 %1093, label %1084, label %1094, !llvm.loop !274

1094:                                             ; preds = %1084
  %1095 = add nuw nsw i64 %1078, 42
  %1096 = udiv i64 %1095, 43
  %1097 = icmp ult i64 %1077, 10966
  br i1 %1097, label %1098, label %1102

1098:                                             ; preds = %1094
  %1099 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1096
  %1100 = load double, ptr %1099, align 8, !tbaa !275
  %1101 = uitofp nneg i64 %1096 to double
  br label %1105

1102:                                             ; preds = %1094
  %1103 = uitofp nneg i64 %1096 to double
  %1104 = tail call double @log2(double noundef %1103) #10
  br label %1105

1105:                                             ; preds = %1102, %1098
  %1106 = phi double [ %1101, %1098 ], [ %1103, %1102 ]
  %1107 = phi double [ %1100, %1098 ], [ %1104, %1102 ]
  %1108 = fadd double %1107, 5.000000e-01
  %1109 = tail call double @llvm.fmuladd.f64(double %1108, double %1106, double 2.000000e+02)
  br label %1110

1110:                                             ; preds = %1126, %1105
  %1111 = phi double [ %1109, %1105 ], [ %1130, %1126 ]
  %1112 = phi i64 [ 0, %1105 ], [ %1131, %1126 ]
  %1113 = getelementptr inbounds i32, ptr %109, i64 %1112
  %1114 = load i32, ptr %1113, align 4, !tbaa !82
  %1115 = uitofp i32 %1114 to double
  %1116 = getelementptr inbounds i8, ptr %0, i64 %1112
  %1117 = load i8, ptr %1116, align 1, !tbaa !9
  %1118 = uitofp i8 %1117 to double
  %1119 = icmp ult i32 %1114, 256
  br i1 %1119, label %1120, label %1124

1120:                                             ; preds = %1110
  %1121 = zext nneg i32 %1114 to i64
  %1122 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1121
  %1123 = load double, ptr %1122, align 8, !tbaa !275
  br label %1126

1124:                                             ; preds = %1110
  %1125 = tail call double @log2(double noundef %1115) #10
  br label %1126

1126:                                             ; preds = %1124, %1120
  %1127 = phi double [ %1123, %1120 ], [ %1125, %1124 ]
  %1128 = fadd double %1127, %1118
  %1129 = fneg double %1115
  %1130 = tail call double @llvm.fmuladd.f64(double %1129, double %1128, double %1111)
  %1131 = add nuw nsw i64 %1112, 1
  %1132 = icmp eq i64 %1131, 256
  br i1 %1132, label %1133, label %1110, !llvm.loop !277

1133:                                             ; preds = %1126
  %1134 = fcmp ult double %1130, 0.000000e+00
  br i1 %1134, label %1168, label %1135

1135:                                             ; preds = %1133
  %1136 = trunc nuw i64 %1081 to i32
  %1137 = add nsw i32 %1136, -1
  br label %1138

1138:                                             ; preds = %1138, %1135
  %1139 = phi i64 [ 20, %1135 ], [ %1164, %1138 ]
  %1140 = phi i32 [ %1137, %1135 ], [ %1165, %1138 ]
  %1141 = phi i64 [ %112, %1135 ], [ %1166, %1138 ]
  %1142 = lshr i64 %1141, 3
  %1143 = and i64 %1141, 7
  %1144 = sub nuw nsw i64 8, %1143
  %1145 = tail call i64 @llvm.umin.i64(i64 %1139, i64 %1144)
  %1146 = add nuw nsw i64 %1145, %1143
  %1147 = trunc nuw nsw i64 %1146 to i32
  %1148 = shl nsw i32 -1, %1147
  %1149 = trunc nuw nsw i64 %1143 to i32
  %1150 = shl nsw i32 -1, %1149
  %1151 = xor i32 %1150, -1
  %1152 = or i32 %1148, %1151
  %1153 = getelementptr inbounds i8, ptr %6, i64 %1142
  %1154 = load i8, ptr %1153, align 1, !tbaa !9
  %1155 = zext i8 %1154 to i32
  %1156 = and i32 %1152, %1155
  %1157 = trunc nuw nsw i64 %1145 to i32
  %1158 = shl nsw i32 -1, %1157
  %1159 = xor i32 %1158, -1
  %1160 = and i32 %1140, %1159
  %1161 = shl nuw nsw i32 %1160, %1149
  %1162 = or i32 %1156, %1161
  %1163 = trunc i32 %1162 to i8
  store i8 %1163, ptr %1153, align 1, !tbaa !9
  %1164 = sub i64 %1139, %1145
  %1165 = lshr i32 %1140, %1157
  %1166 = add i64 %1145, %1141
  %1167 = icmp eq i64 %1164, 0
  br i1 %1167, label %118, label %1138, !llvm.loop !75

1168:                                             ; preds = %1133, %1080, %1075
  %1169 = ptrtoint ptr %124 to i64
  %1170 = icmp ult ptr %1076, %125
  br i1 %1170, label %1171, label %1478

1171:                                             ; preds = %1168
  %1172 = ptrtoint ptr %125 to i64
  %1173 = ptrtoint ptr %1076 to i64
  %1174 = sub i64 %1172, %1173
  %1175 = icmp ult i64 %1174, 6210
  br i1 %1175, label %1176, label %1348, !prof !76

1176:                                             ; preds = %1171
  %1177 = icmp ult i64 %1174, 6
  br i1 %1177, label %1178, label %1196

1178:                                             ; preds = %1176
  %1179 = or disjoint i64 %1174, 40
  %1180 = getelementptr inbounds i8, ptr %8, i64 %1179
  %1181 = load i8, ptr %1180, align 1, !tbaa !9
  %1182 = zext i8 %1181 to i64
  %1183 = getelementptr inbounds i16, ptr %9, i64 %1179
  %1184 = load i16, ptr %1183, align 2, !tbaa !87
  %1185 = zext i16 %1184 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !872)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !875)
  %1186 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !872, !noalias !875
  %1187 = lshr i64 %1186, 3
  %1188 = getelementptr inbounds i8, ptr %6, i64 %1187
  %1189 = load i8, ptr %1188, align 1, !tbaa !9, !alias.scope !875, !noalias !872
  %1190 = zext i8 %1189 to i64
  %1191 = and i64 %1186, 7
  %1192 = shl nuw nsw i64 %1185, %1191
  %1193 = or i64 %1192, %1190
  store i64 %1193, ptr %1188, align 1, !noalias !872
  %1194 = add i64 %1186, %1182
  store i64 %1194, ptr %5, align 8, !tbaa !5, !alias.scope !872, !noalias !875
  %1195 = getelementptr inbounds i32, ptr %10, i64 %1179
  br label %1294

1196:                                             ; preds = %1176
  %1197 = icmp ult i64 %1174, 130
  br i1 %1197, label %1198, label %1235

1198:                                             ; preds = %1196
  %1199 = add nsw i64 %1174, -2
  %1200 = trunc i64 %1199 to i32
  %1201 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1200, i1 true)
  %1202 = sub nuw nsw i32 30, %1201
  %1203 = zext nneg i32 %1202 to i64
  %1204 = lshr i64 %1199, %1203
  %1205 = shl nuw nsw i32 %1202, 1
  %1206 = add nuw nsw i32 %1205, 42
  %1207 = zext nneg i32 %1206 to i64
  %1208 = add nuw nsw i64 %1204, %1207
  %1209 = getelementptr inbounds i8, ptr %8, i64 %1208
  %1210 = load i8, ptr %1209, align 1, !tbaa !9
  %1211 = zext i8 %1210 to i64
  %1212 = getelementptr inbounds i16, ptr %9, i64 %1208
  %1213 = load i16, ptr %1212, align 2, !tbaa !87
  %1214 = zext i16 %1213 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !877)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !880)
  %1215 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !877, !noalias !880
  %1216 = lshr i64 %1215, 3
  %1217 = getelementptr inbounds i8, ptr %6, i64 %1216
  %1218 = load i8, ptr %1217, align 1, !tbaa !9, !alias.scope !880, !noalias !877
  %1219 = zext i8 %1218 to i64
  %1220 = and i64 %1215, 7
  %1221 = shl nuw nsw i64 %1214, %1220
  %1222 = or i64 %1221, %1219
  store i64 %1222, ptr %1217, align 1, !noalias !877
  %1223 = add i64 %1215, %1211
  store i64 %1223, ptr %5, align 8, !tbaa !5, !alias.scope !877, !noalias !880
  %1224 = shl nuw nsw i64 %1204, %1203
  %1225 = sub nsw i64 %1199, %1224
  tail call void @llvm.experimental.noalias.scope.decl(metadata !882)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !885)
  %1226 = lshr i64 %1223, 3
  %1227 = getelementptr inbounds i8, ptr %6, i64 %1226
  %1228 = load i8, ptr %1227, align 1, !tbaa !9, !alias.scope !885, !noalias !882
  %1229 = zext i8 %1228 to i64
  %1230 = and i64 %1223, 7
  %1231 = shl nsw i64 %1225, %1230
  %1232 = or i64 %1231, %1229
  store i64 %1232, ptr %1227, align 1, !noalias !882
  %1233 = add i64 %1223, %1203
  store i64 %1233, ptr %5, align 8, !tbaa !5, !alias.scope !882, !noalias !885
  %1234 = getelementptr inbounds i32, ptr %10, i64 %1208
  br label %1294

1235:                                             ; preds = %1196
  %1236 = icmp ult i64 %1174, 2114
  br i1 %1236, label %1237, label %1271

1237:                                             ; preds = %1235
  %1238 = add nsw i64 %1174, -66
  %1239 = trunc i64 %1238 to i32
  %1240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1239, i1 true)
  %1241 = xor i32 %1240, 31
  %1242 = sub nuw nsw i32 81, %1240
  %1243 = zext nneg i32 %1242 to i64
  %1244 = getelementptr inbounds i8, ptr %8, i64 %1243
  %1245 = load i8, ptr %1244, align 1, !tbaa !9
  %1246 = zext i8 %1245 to i64
  %1247 = getelementptr inbounds i16, ptr %9, i64 %1243
  %1248 = load i16, ptr %1247, align 2, !tbaa !87
  %1249 = zext i16 %1248 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !887)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !890)
  %1250 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !887, !noalias !890
  %1251 = lshr i64 %1250, 3
  %1252 = getelementptr inbounds i8, ptr %6, i64 %1251
  %1253 = load i8, ptr %1252, align 1, !tbaa !9, !alias.scope !890, !noalias !887
  %1254 = zext i8 %1253 to i64
  %1255 = and i64 %1250, 7
  %1256 = shl nuw nsw i64 %1249, %1255
  %1257 = or i64 %1256, %1254
  store i64 %1257, ptr %1252, align 1, !noalias !887
  %1258 = add i64 %1250, %1246
  store i64 %1258, ptr %5, align 8, !tbaa !5, !alias.scope !887, !noalias !890
  %1259 = zext nneg i32 %1241 to i64
  %1260 = shl nsw i64 -1, %1259
  %1261 = add nsw i64 %1260, %1238
  tail call void @llvm.experimental.noalias.scope.decl(metadata !892)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !895)
  %1262 = lshr i64 %1258, 3
  %1263 = getelementptr inbounds i8, ptr %6, i64 %1262
  %1264 = load i8, ptr %1263, align 1, !tbaa !9, !alias.scope !895, !noalias !892
  %1265 = zext i8 %1264 to i64
  %1266 = and i64 %1258, 7
  %1267 = shl nsw i64 %1261, %1266
  %1268 = or i64 %1267, %1265
  store i64 %1268, ptr %1263, align 1, !noalias !892
  %1269 = add i64 %1258, %1259
  store i64 %1269, ptr %5, align 8, !tbaa !5, !alias.scope !892, !noalias !895
  %1270 = getelementptr inbounds i32, ptr %10, i64 %1243
  br label %1294

1271:                                             ; preds = %1235
  %1272 = load i8, ptr %100, align 1, !tbaa !9
  %1273 = zext i8 %1272 to i64
  %1274 = load i16, ptr %101, align 2, !tbaa !87
  %1275 = zext i16 %1274 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !897)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !900)
  %1276 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !897, !noalias !900
  %1277 = lshr i64 %1276, 3
  %1278 = getelementptr inbounds i8, ptr %6, i64 %1277
  %1279 = load i8, ptr %1278, align 1, !tbaa !9, !alias.scope !900, !noalias !897
  %1280 = zext i8 %1279 to i64
  %1281 = and i64 %1276, 7
  %1282 = shl nuw nsw i64 %1275, %1281
  %1283 = or i64 %1282, %1280
  store i64 %1283, ptr %1278, align 1, !noalias !897
  %1284 = add i64 %1276, %1273
  store i64 %1284, ptr %5, align 8, !tbaa !5, !alias.scope !897, !noalias !900
  %1285 = add nsw i64 %1174, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !902)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !905)
  %1286 = lshr i64 %1284, 3
  %1287 = getelementptr inbounds i8, ptr %6, i64 %1286
  %1288 = load i8, ptr %1287, align 1, !tbaa !9, !alias.scope !905, !noalias !902
  %1289 = zext i8 %1288 to i64
  %1290 = and i64 %1284, 7
  %1291 = shl nuw nsw i64 %1285, %1290
  %1292 = or i64 %1291, %1289
  store i64 %1292, ptr %1287, align 1, !noalias !902
  %1293 = add i64 %1284, 12
  store i64 %1293, ptr %5, align 8, !tbaa !5, !alias.scope !902, !noalias !905
  br label %1294

1294:                                             ; preds = %1178, %1198, %1237, %1271
  %1295 = phi ptr [ %1195, %1178 ], [ %1234, %1198 ], [ %1270, %1237 ], [ %102, %1271 ]
  %1296 = load i32, ptr %1295, align 4, !tbaa !82
  %1297 = add i32 %1296, 1
  store i32 %1297, ptr %1295, align 4, !tbaa !82
  %1298 = icmp eq ptr %125, %1076
  br i1 %1298, label %1478, label %1299

1299:                                             ; preds = %1294
  %1300 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !907, !noalias !910
  %1301 = tail call i64 @llvm.umax.i64(i64 %1174, i64 1)
  %1302 = and i64 %1301, 1
  %1303 = icmp ult i64 %1174, 2
  br i1 %1303, label %1434, label %1304

1304:                                             ; preds = %1299
  %1305 = and i64 %1301, 8190
  br label %1306

1306:                                             ; preds = %1306, %1304
  %1307 = phi i64 [ %1300, %1304 ], [ %1344, %1306 ]
  %1308 = phi i64 [ 0, %1304 ], [ %1345, %1306 ]
  %1309 = phi i64 [ 0, %1304 ], [ %1346, %1306 ]
  %1310 = getelementptr inbounds i8, ptr %1076, i64 %1308
  %1311 = load i8, ptr %1310, align 1, !tbaa !9
  %1312 = zext i8 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %0, i64 %1312
  %1314 = load i8, ptr %1313, align 1, !tbaa !9
  %1315 = zext i8 %1314 to i64
  %1316 = getelementptr inbounds i16, ptr %11, i64 %1312
  %1317 = load i16, ptr %1316, align 2, !tbaa !87
  %1318 = zext i16 %1317 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !907)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !910)
  %1319 = lshr i64 %1307, 3
  %1320 = getelementptr inbounds i8, ptr %6, i64 %1319
  %1321 = load i8, ptr %1320, align 1, !tbaa !9, !alias.scope !910, !noalias !907
  %1322 = zext i8 %1321 to i64
  %1323 = and i64 %1307, 7
  %1324 = shl nuw nsw i64 %1318, %1323
  %1325 = or i64 %1324, %1322
  store i64 %1325, ptr %1320, align 1, !noalias !907
  %1326 = add i64 %1307, %1315
  store i64 %1326, ptr %5, align 8, !tbaa !5, !alias.scope !907, !noalias !910
  %1327 = or disjoint i64 %1308, 1
  %1328 = getelementptr inbounds i8, ptr %1076, i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !9
  %1330 = zext i8 %1329 to i64
  %1331 = getelementptr inbounds i8, ptr %0, i64 %1330
  %1332 = load i8, ptr %1331, align 1, !tbaa !9
  %1333 = zext i8 %1332 to i64
  %1334 = getelementptr inbounds i16, ptr %11, i64 %1330
  %1335 = load i16, ptr %1334, align 2, !tbaa !87
  %1336 = zext i16 %1335 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !912)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !914)
  %1337 = lshr i64 %1326, 3
  %1338 = getelementptr inbounds i8, ptr %6, i64 %1337
  %1339 = load i8, ptr %1338, align 1, !tbaa !9, !alias.scope !914, !noalias !912
  %1340 = zext i8 %1339 to i64
  %1341 = and i64 %1326, 7
  %1342 = shl nuw nsw i64 %1336, %1341
  %1343 = or i64 %1342, %1340
  store i64 %1343, ptr %1338, align 1, !noalias !912
  %1344 = add i64 %1326, %1333
  store i64 %1344, ptr %5, align 8, !tbaa !5, !alias.scope !912, !noalias !914
  %1345 = add nuw i64 %1308, 2
  %1346 = add i64 %1309, 2
  %1347 = icmp eq i64 %1346, %1305
  br i1 %1347, label %1434, label %1306, !llvm.loop !153

1348:                                             ; preds = %1171
  %1349 = sub i64 %1173, %116
  %1350 = mul i64 %1349, 50
  %1351 = icmp ugt i64 %1350, %1174
  %1352 = select i1 %1351, i1 true, i1 %117
  br i1 %1352, label %1355, label %1353

1353:                                             ; preds = %1348
  %1354 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %125, i64 noundef %1354, ptr noundef nonnull %5, ptr noundef %6)
  br label %1478

1355:                                             ; preds = %1348
  %1356 = icmp ult i64 %1174, 22594
  %1357 = select i1 %1356, ptr %98, ptr %95
  %1358 = select i1 %1356, ptr %97, ptr %94
  %1359 = select i1 %1356, i64 -6210, i64 -22594
  %1360 = select i1 %1356, i64 14, i64 24
  %1361 = select i1 %1356, ptr %99, ptr %96
  %1362 = load i8, ptr %1358, align 1, !tbaa !9
  %1363 = zext i8 %1362 to i64
  %1364 = load i16, ptr %1357, align 2, !tbaa !87
  %1365 = zext i16 %1364 to i64
  %1366 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  %1367 = lshr i64 %1366, 3
  %1368 = getelementptr inbounds i8, ptr %6, i64 %1367
  %1369 = load i8, ptr %1368, align 1, !tbaa !9, !noalias !35
  %1370 = zext i8 %1369 to i64
  %1371 = and i64 %1366, 7
  %1372 = shl nuw nsw i64 %1365, %1371
  %1373 = or i64 %1372, %1370
  store i64 %1373, ptr %1368, align 1, !noalias !35
  %1374 = add i64 %1366, %1363
  store i64 %1374, ptr %5, align 8, !tbaa !5, !noalias !35
  %1375 = add i64 %1174, %1359
  %1376 = lshr i64 %1374, 3
  %1377 = getelementptr inbounds i8, ptr %6, i64 %1376
  %1378 = load i8, ptr %1377, align 1, !tbaa !9, !noalias !35
  %1379 = zext i8 %1378 to i64
  %1380 = and i64 %1374, 7
  %1381 = shl i64 %1375, %1380
  %1382 = or i64 %1381, %1379
  store i64 %1382, ptr %1377, align 1, !noalias !35
  %1383 = add i64 %1374, %1360
  %1384 = load i32, ptr %1361, align 4, !tbaa !82
  %1385 = add i32 %1384, 1
  store i32 %1385, ptr %1361, align 4, !tbaa !82
  store i64 %1383, ptr %5, align 8
  %1386 = add nsw i64 %121, -1
  %1387 = add i64 %1386, %1169
  %1388 = and i64 %1174, 1
  %1389 = icmp eq i64 %1387, %1173
  br i1 %1389, label %1456, label %1390

1390:                                             ; preds = %1355
  %1391 = and i64 %1174, -2
  br label %1392

1392:                                             ; preds = %1392, %1390
  %1393 = phi i64 [ 0, %1390 ], [ %1431, %1392 ]
  %1394 = phi i64 [ %1383, %1390 ], [ %1430, %1392 ]
  %1395 = phi i64 [ 0, %1390 ], [ %1432, %1392 ]
  %1396 = getelementptr inbounds i8, ptr %1076, i64 %1393
  %1397 = load i8, ptr %1396, align 1, !tbaa !9
  %1398 = zext i8 %1397 to i64
  %1399 = getelementptr inbounds i8, ptr %0, i64 %1398
  %1400 = load i8, ptr %1399, align 1, !tbaa !9
  %1401 = zext i8 %1400 to i64
  %1402 = getelementptr inbounds i16, ptr %11, i64 %1398
  %1403 = load i16, ptr %1402, align 2, !tbaa !87
  %1404 = zext i16 %1403 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !916)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !919)
  %1405 = lshr i64 %1394, 3
  %1406 = getelementptr inbounds i8, ptr %6, i64 %1405
  %1407 = load i8, ptr %1406, align 1, !tbaa !9, !alias.scope !919, !noalias !916
  %1408 = zext i8 %1407 to i64
  %1409 = and i64 %1394, 7
  %1410 = shl nuw nsw i64 %1404, %1409
  %1411 = or i64 %1410, %1408
  store i64 %1411, ptr %1406, align 1, !noalias !916
  %1412 = add i64 %1394, %1401
  store i64 %1412, ptr %5, align 8, !tbaa !5, !alias.scope !916, !noalias !919
  %1413 = or disjoint i64 %1393, 1
  %1414 = getelementptr inbounds i8, ptr %1076, i64 %1413
  %1415 = load i8, ptr %1414, align 1, !tbaa !9
  %1416 = zext i8 %1415 to i64
  %1417 = getelementptr inbounds i8, ptr %0, i64 %1416
  %1418 = load i8, ptr %1417, align 1, !tbaa !9
  %1419 = zext i8 %1418 to i64
  %1420 = getelementptr inbounds i16, ptr %11, i64 %1416
  %1421 = load i16, ptr %1420, align 2, !tbaa !87
  %1422 = zext i16 %1421 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !921)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !923)
  %1423 = lshr i64 %1412, 3
  %1424 = getelementptr inbounds i8, ptr %6, i64 %1423
  %1425 = load i8, ptr %1424, align 1, !tbaa !9, !alias.scope !923, !noalias !921
  %1426 = zext i8 %1425 to i64
  %1427 = and i64 %1412, 7
  %1428 = shl nuw nsw i64 %1422, %1427
  %1429 = or i64 %1428, %1426
  store i64 %1429, ptr %1424, align 1, !noalias !921
  %1430 = add i64 %1412, %1419
  store i64 %1430, ptr %5, align 8, !tbaa !5, !alias.scope !921, !noalias !923
  %1431 = add nuw i64 %1393, 2
  %1432 = add i64 %1395, 2
  %1433 = icmp eq i64 %1432, %1391
  br i1 %1433, label %1456, label %1392, !llvm.loop !153

1434:                                             ; preds = %1306, %1299
  %1435 = phi i64 [ %1300, %1299 ], [ %1344, %1306 ]
  %1436 = phi i64 [ 0, %1299 ], [ %1345, %1306 ]
  %1437 = icmp eq i64 %1302, 0
  br i1 %1437, label %1478, label %1438

1438:                                             ; preds = %1434
  %1439 = getelementptr inbounds i8, ptr %1076, i64 %1436
  %1440 = load i8, ptr %1439, align 1, !tbaa !9
  %1441 = zext i8 %1440 to i64
  %1442 = getelementptr inbounds i8, ptr %0, i64 %1441
  %1443 = load i8, ptr %1442, align 1, !tbaa !9
  %1444 = zext i8 %1443 to i64
  %1445 = getelementptr inbounds i16, ptr %11, i64 %1441
  %1446 = load i16, ptr %1445, align 2, !tbaa !87
  %1447 = zext i16 %1446 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !907)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !910)
  %1448 = lshr i64 %1435, 3
  %1449 = getelementptr inbounds i8, ptr %6, i64 %1448
  %1450 = load i8, ptr %1449, align 1, !tbaa !9, !alias.scope !910, !noalias !907
  %1451 = zext i8 %1450 to i64
  %1452 = and i64 %1435, 7
  %1453 = shl nuw nsw i64 %1447, %1452
  %1454 = or i64 %1453, %1451
  store i64 %1454, ptr %1449, align 1, !noalias !907
  %1455 = add i64 %1435, %1444
  store i64 %1455, ptr %5, align 8, !tbaa !5, !alias.scope !907, !noalias !910
  br label %1478

1456:                                             ; preds = %1392, %1355
  %1457 = phi i64 [ 0, %1355 ], [ %1431, %1392 ]
  %1458 = phi i64 [ %1383, %1355 ], [ %1430, %1392 ]
  %1459 = icmp eq i64 %1388, 0
  br i1 %1459, label %1478, label %1460

1460:                                             ; preds = %1456
  %1461 = getelementptr inbounds i8, ptr %1076, i64 %1457
  %1462 = load i8, ptr %1461, align 1, !tbaa !9
  %1463 = zext i8 %1462 to i64
  %1464 = getelementptr inbounds i8, ptr %0, i64 %1463
  %1465 = load i8, ptr %1464, align 1, !tbaa !9
  %1466 = zext i8 %1465 to i64
  %1467 = getelementptr inbounds i16, ptr %11, i64 %1463
  %1468 = load i16, ptr %1467, align 2, !tbaa !87
  %1469 = zext i16 %1468 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !916)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !919)
  %1470 = lshr i64 %1458, 3
  %1471 = getelementptr inbounds i8, ptr %6, i64 %1470
  %1472 = load i8, ptr %1471, align 1, !tbaa !9, !alias.scope !919, !noalias !916
  %1473 = zext i8 %1472 to i64
  %1474 = and i64 %1458, 7
  %1475 = shl nuw nsw i64 %1469, %1474
  %1476 = or i64 %1475, %1473
  store i64 %1476, ptr %1471, align 1, !noalias !916
  %1477 = add i64 %1458, %1466
  store i64 %1477, ptr %5, align 8, !tbaa !5, !alias.scope !916, !noalias !919
  br label %1478

1478:                                             ; preds = %1460, %1456, %1438, %1434, %1294, %387, %1353, %1168
  %1479 = phi ptr [ %125, %1353 ], [ %125, %1168 ], [ %164, %387 ], [ %125, %1294 ], [ %125, %1434 ], [ %125, %1438 ], [ %125, %1456 ], [ %125, %1460 ]
  %1480 = phi i64 [ %1077, %1353 ], [ %1077, %1168 ], [ %391, %387 ], [ %1077, %1294 ], [ %1077, %1434 ], [ %1077, %1438 ], [ %1077, %1456 ], [ %1077, %1460 ]
  %1481 = icmp eq i64 %1480, 0
  br i1 %1481, label %1522, label %1482

1482:                                             ; preds = %1478
  %1483 = tail call i64 @llvm.umin.i64(i64 %1480, i64 98304)
  %1484 = load i64, ptr %5, align 8, !tbaa !5
  %1485 = add i64 %1484, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !925)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !928)
  %1486 = lshr i64 %1484, 3
  %1487 = getelementptr inbounds i8, ptr %6, i64 %1486
  %1488 = load i8, ptr %1487, align 1, !tbaa !9, !alias.scope !928, !noalias !925
  %1489 = zext i8 %1488 to i64
  store i64 %1489, ptr %1487, align 1, !noalias !925
  %1490 = add i64 %1484, 1
  store i64 %1490, ptr %5, align 8, !tbaa !5, !alias.scope !925, !noalias !928
  %1491 = icmp ult i64 %1480, 65537
  %1492 = select i1 %1491, i64 4, i64 5
  %1493 = add nsw i64 %1492, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !930)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !933)
  %1494 = lshr i64 %1490, 3
  %1495 = getelementptr inbounds i8, ptr %6, i64 %1494
  %1496 = load i8, ptr %1495, align 1, !tbaa !9, !alias.scope !933, !noalias !930
  %1497 = zext i8 %1496 to i64
  %1498 = and i64 %1490, 7
  %1499 = shl nuw nsw i64 %1493, %1498
  %1500 = or i64 %1499, %1497
  store i64 %1500, ptr %1495, align 1, !noalias !930
  store i64 %1485, ptr %5, align 8, !tbaa !5, !alias.scope !930, !noalias !933
  %1501 = shl nuw nsw i64 %1492, 2
  %1502 = add nsw i64 %1483, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !935)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !938)
  %1503 = lshr i64 %1485, 3
  %1504 = getelementptr inbounds i8, ptr %6, i64 %1503
  %1505 = load i8, ptr %1504, align 1, !tbaa !9, !alias.scope !938, !noalias !935
  %1506 = zext i8 %1505 to i64
  %1507 = and i64 %1485, 7
  %1508 = shl nuw nsw i64 %1502, %1507
  %1509 = or i64 %1508, %1506
  store i64 %1509, ptr %1504, align 1, !noalias !935
  %1510 = add i64 %1485, %1501
  store i64 %1510, ptr %5, align 8, !tbaa !5, !alias.scope !935, !noalias !938
  tail call void @llvm.experimental.noalias.scope.decl(metadata !940)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !943)
  %1511 = lshr i64 %1510, 3
  %1512 = getelementptr inbounds i8, ptr %6, i64 %1511
  %1513 = load i8, ptr %1512, align 1, !tbaa !9, !alias.scope !943, !noalias !940
  %1514 = zext i8 %1513 to i64
  store i64 %1514, ptr %1512, align 1, !noalias !940
  %1515 = add i64 %1510, 1
  store i64 %1515, ptr %5, align 8, !tbaa !5, !alias.scope !940, !noalias !943
  tail call void @llvm.experimental.noalias.scope.decl(metadata !945)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !948)
  %1516 = lshr i64 %1515, 3
  %1517 = getelementptr inbounds i8, ptr %6, i64 %1516
  %1518 = load i8, ptr %1517, align 1, !tbaa !9, !alias.scope !948, !noalias !945
  %1519 = zext i8 %1518 to i64
  store i64 %1519, ptr %1517, align 1, !noalias !945
  %1520 = add i64 %1510, 14
  store i64 %1520, ptr %5, align 8, !tbaa !5, !alias.scope !945, !noalias !948
  %1521 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1479, i64 noundef %1483, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %6)
  br label %110

1522:                                             ; preds = %1478
  %1523 = icmp eq i32 %3, 0
  br i1 %1523, label %1524, label %1525

1524:                                             ; preds = %1522
  store i8 0, ptr %80, align 8, !tbaa !9
  store i64 0, ptr %51, align 8, !tbaa !61
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %51, ptr noundef nonnull %80)
  br label %1525

1525:                                             ; preds = %1522, %1524
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentFastImpl15(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 768
  %9 = getelementptr inbounds i8, ptr %0, i64 896
  %10 = getelementptr inbounds i8, ptr %0, i64 1152
  %11 = getelementptr inbounds i8, ptr %0, i64 256
  %12 = tail call i64 @llvm.umin.i64(i64 %2, i64 98304)
  %13 = load i64, ptr %5, align 8, !tbaa !5
  %14 = add i64 %13, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !950)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !953)
  %15 = lshr i64 %13, 3
  %16 = getelementptr inbounds i8, ptr %6, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !9, !alias.scope !953, !noalias !950
  %18 = zext i8 %17 to i64
  store i64 %18, ptr %16, align 1, !noalias !950
  %19 = add i64 %13, 1
  store i64 %19, ptr %5, align 8, !tbaa !5, !alias.scope !950, !noalias !953
  %20 = icmp ult i64 %2, 65537
  %21 = select i1 %20, i64 4, i64 5
  %22 = add nsw i64 %21, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !955)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !958)
  %23 = lshr i64 %19, 3
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !9, !alias.scope !958, !noalias !955
  %26 = zext i8 %25 to i64
  %27 = and i64 %19, 7
  %28 = shl nuw nsw i64 %22, %27
  %29 = or i64 %28, %26
  store i64 %29, ptr %24, align 1, !noalias !955
  store i64 %14, ptr %5, align 8, !tbaa !5, !alias.scope !955, !noalias !958
  %30 = shl nuw nsw i64 %21, 2
  %31 = add nsw i64 %12, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !960)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !963)
  %32 = lshr i64 %14, 3
  %33 = getelementptr inbounds i8, ptr %6, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !9, !alias.scope !963, !noalias !960
  %35 = zext i8 %34 to i64
  %36 = and i64 %14, 7
  %37 = shl nsw i64 %31, %36
  %38 = or i64 %37, %35
  store i64 %38, ptr %33, align 1, !noalias !960
  %39 = add i64 %14, %30
  store i64 %39, ptr %5, align 8, !tbaa !5, !alias.scope !960, !noalias !963
  tail call void @llvm.experimental.noalias.scope.decl(metadata !965)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !968)
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %6, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9, !alias.scope !968, !noalias !965
  %43 = zext i8 %42 to i64
  store i64 %43, ptr %41, align 1, !noalias !965
  %44 = add i64 %39, 1
  store i64 %44, ptr %5, align 8, !tbaa !5, !alias.scope !965, !noalias !968
  tail call void @llvm.experimental.noalias.scope.decl(metadata !970)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !973)
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, ptr %6, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !9, !alias.scope !973, !noalias !970
  %48 = zext i8 %47 to i64
  store i64 %48, ptr %46, align 1, !noalias !970
  %49 = add i64 %39, 14
  store i64 %49, ptr %5, align 8, !tbaa !5, !alias.scope !970, !noalias !973
  %50 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1, i64 noundef %12, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  %51 = getelementptr inbounds i8, ptr %0, i64 2176
  %52 = load i64, ptr %51, align 8, !tbaa !61
  %53 = icmp ugt i64 %52, 7
  %54 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  br i1 %53, label %55, label %76

55:                                               ; preds = %7
  %56 = getelementptr inbounds i8, ptr %0, i64 1664
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %54, %55 ], [ %71, %57 ]
  %59 = phi i64 [ 0, %55 ], [ %72, %57 ]
  %60 = lshr exact i64 %59, 3
  %61 = getelementptr inbounds [512 x i8], ptr %56, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = zext i8 %62 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !975)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !978)
  %64 = lshr i64 %58, 3
  %65 = getelementptr inbounds i8, ptr %6, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !9, !alias.scope !978, !noalias !975
  %67 = zext i8 %66 to i64
  %68 = and i64 %58, 7
  %69 = shl nuw nsw i64 %63, %68
  %70 = or i64 %69, %67
  store i64 %70, ptr %65, align 1, !noalias !975
  %71 = add i64 %58, 8
  store i64 %71, ptr %5, align 8, !tbaa !5, !alias.scope !975, !noalias !978
  %72 = add i64 %59, 8
  %73 = or disjoint i64 %72, 7
  %74 = load i64, ptr %51, align 8, !tbaa !61
  %75 = icmp ult i64 %73, %74
  br i1 %75, label %57, label %76, !llvm.loop !68

76:                                               ; preds = %57, %7
  %77 = phi i64 [ %54, %7 ], [ %71, %57 ]
  %78 = phi i64 [ %52, %7 ], [ %74, %57 ]
  %79 = and i64 %78, 7
  %80 = getelementptr inbounds i8, ptr %0, i64 1664
  %81 = lshr i64 %78, 3
  %82 = getelementptr inbounds [512 x i8], ptr %80, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !980)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !983)
  %85 = lshr i64 %77, 3
  %86 = getelementptr inbounds i8, ptr %6, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9, !alias.scope !983, !noalias !980
  %88 = zext i8 %87 to i64
  %89 = and i64 %77, 7
  %90 = shl nuw nsw i64 %84, %89
  %91 = or i64 %90, %88
  store i64 %91, ptr %86, align 1, !noalias !980
  %92 = add i64 %77, %79
  store i64 %92, ptr %5, align 8, !tbaa !5, !alias.scope !980, !noalias !983
  %93 = ptrtoint ptr %1 to i64
  %94 = getelementptr inbounds i8, ptr %0, i64 831
  %95 = getelementptr inbounds i8, ptr %0, i64 1022
  %96 = getelementptr inbounds i8, ptr %0, i64 1404
  %97 = getelementptr inbounds i8, ptr %0, i64 830
  %98 = getelementptr inbounds i8, ptr %0, i64 1020
  %99 = getelementptr inbounds i8, ptr %0, i64 1400
  %100 = getelementptr inbounds i8, ptr %0, i64 829
  %101 = getelementptr inbounds i8, ptr %0, i64 1018
  %102 = getelementptr inbounds i8, ptr %0, i64 1396
  %103 = getelementptr inbounds i8, ptr %0, i64 832
  %104 = getelementptr inbounds i8, ptr %0, i64 1024
  %105 = getelementptr inbounds i8, ptr %0, i64 1408
  %106 = getelementptr inbounds i8, ptr %0, i64 807
  %107 = getelementptr inbounds i8, ptr %0, i64 974
  %108 = getelementptr inbounds i8, ptr %0, i64 1308
  %109 = getelementptr inbounds i8, ptr %0, i64 6288
  br label %110

110:                                              ; preds = %1482, %76
  %111 = phi i64 [ %1521, %1482 ], [ %50, %76 ]
  %112 = phi i64 [ %1485, %1482 ], [ %14, %76 ]
  %113 = phi i64 [ %1483, %1482 ], [ %12, %76 ]
  %114 = phi ptr [ %1479, %1482 ], [ %1, %76 ]
  %115 = phi i64 [ %1480, %1482 ], [ %2, %76 ]
  %116 = ptrtoint ptr %114 to i64
  %117 = icmp ult i64 %111, 981
  br label %119

118:                                              ; preds = %1138
  br label %119, !llvm.loop !75

119:                                              ; preds = %118, %110
  %120 = phi i64 [ %113, %110 ], [ %1081, %118 ]
  %121 = phi i64 [ %113, %110 ], [ %1078, %118 ]
  %122 = phi ptr [ %114, %110 ], [ %1076, %118 ]
  %123 = phi i64 [ %115, %110 ], [ %1077, %118 ]
  %124 = phi ptr [ %114, %110 ], [ %125, %118 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %10, ptr noundef nonnull align 16 dereferenceable(512) @kCmdHistoSeed, i64 512, i1 false)
  %125 = getelementptr inbounds i8, ptr %124, i64 %121
  %126 = icmp ugt i64 %121, 15
  br i1 %126, label %127, label %1075, !prof !76

127:                                              ; preds = %119
  %128 = add nsw i64 %121, -5
  %129 = add i64 %123, -16
  %130 = tail call i64 @llvm.umin.i64(i64 %128, i64 %129)
  %131 = getelementptr inbounds i8, ptr %124, i64 %130
  %132 = icmp slt i64 %130, 2
  br i1 %132, label %1075, label %133, !prof !77

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %124, i64 2
  %135 = ptrtoint ptr %125 to i64
  %136 = add i64 %135, -5
  br label %137

137:                                              ; preds = %133, %1070
  %138 = phi ptr [ %134, %133 ], [ %1073, %1070 ]
  %139 = phi ptr [ %124, %133 ], [ %1072, %1070 ]
  %140 = phi ptr [ %122, %133 ], [ %1072, %1070 ]
  %141 = phi i32 [ -1, %133 ], [ %1071, %1070 ]
  %142 = getelementptr inbounds i8, ptr %139, i64 1
  %143 = load i64, ptr %142, align 1
  %144 = sext i32 %141 to i64
  %145 = sub nsw i64 0, %144
  %146 = icmp sgt i32 %141, 0
  br label %160

147:                                              ; preds = %201
  %148 = lshr i32 %162, 5
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %161, i64 %149
  %151 = icmp ugt ptr %150, %131
  br i1 %151, label %1075, label %157, !prof !78

152:                                              ; preds = %184, %195
  %153 = lshr i32 %162, 5
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds i8, ptr %161, i64 %154
  %156 = icmp ugt ptr %155, %131
  br i1 %156, label %1075, label %157, !prof !79

157:                                              ; preds = %152, %147
  %158 = phi ptr [ %155, %152 ], [ %150, %147 ]
  %159 = add i32 %162, 1
  br label %160, !llvm.loop !80

160:                                              ; preds = %157, %137
  %161 = phi ptr [ %138, %137 ], [ %158, %157 ]
  %162 = phi i32 [ 33, %137 ], [ %159, %157 ]
  %163 = phi i64 [ %143, %137 ], [ %167, %157 ]
  %164 = phi ptr [ %142, %137 ], [ %161, %157 ]
  %165 = mul i64 %163, 8503243848024064
  %166 = lshr i64 %165, 49
  %167 = load i64, ptr %161, align 1
  %168 = getelementptr inbounds i8, ptr %164, i64 %145
  %169 = load i32, ptr %164, align 1
  %170 = load i32, ptr %168, align 1
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %160
  %173 = getelementptr inbounds i8, ptr %164, i64 4
  %174 = load i8, ptr %173, align 1, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %168, i64 4
  %176 = load i8, ptr %175, align 1, !tbaa !9
  %177 = icmp eq i8 %174, %176
  %178 = and i1 %177, %146
  br i1 %178, label %179, label %184, !prof !81

179:                                              ; preds = %172
  %180 = ptrtoint ptr %164 to i64
  %181 = sub i64 %180, %93
  %182 = trunc i64 %181 to i32
  %183 = getelementptr inbounds i32, ptr %4, i64 %166
  store i32 %182, ptr %183, align 4, !tbaa !82
  br label %201

184:                                              ; preds = %160, %172
  %185 = getelementptr inbounds i32, ptr %4, i64 %166
  %186 = load i32, ptr %185, align 4, !tbaa !82
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i8, ptr %1, i64 %187
  %189 = ptrtoint ptr %164 to i64
  %190 = sub i64 %189, %93
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %185, align 4, !tbaa !82
  %192 = load i32, ptr %164, align 1
  %193 = load i32, ptr %188, align 1
  %194 = icmp eq i32 %192, %193
  br i1 %194, label %195, label %152

195:                                              ; preds = %184
  %196 = getelementptr inbounds i8, ptr %164, i64 4
  %197 = load i8, ptr %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %188, i64 4
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = icmp eq i8 %197, %199
  br i1 %200, label %201, label %152, !prof !84, !llvm.loop !80

201:                                              ; preds = %195, %179
  %202 = phi i64 [ %180, %179 ], [ %189, %195 ]
  %203 = phi ptr [ %168, %179 ], [ %188, %195 ]
  %204 = ptrtoint ptr %203 to i64
  %205 = sub i64 %202, %204
  %206 = icmp sgt i64 %205, 262128
  br i1 %206, label %147, label %207

207:                                              ; preds = %201
  %208 = getelementptr inbounds i8, ptr %203, i64 5
  %209 = getelementptr inbounds i8, ptr %164, i64 5
  %210 = sub i64 %136, %202
  %211 = icmp ugt i64 %210, 7
  br i1 %211, label %219, label %212

212:                                              ; preds = %234, %207
  %213 = phi i64 [ %210, %207 ], [ %237, %234 ]
  %214 = phi ptr [ %209, %207 ], [ %235, %234 ]
  %215 = phi ptr [ %208, %207 ], [ %236, %234 ]
  %216 = icmp eq i64 %213, 0
  br i1 %216, label %251, label %217

217:                                              ; preds = %212
  %218 = getelementptr i8, ptr %215, i64 %213
  br label %239

219:                                              ; preds = %207, %234
  %220 = phi ptr [ %236, %234 ], [ %208, %207 ]
  %221 = phi ptr [ %235, %234 ], [ %209, %207 ]
  %222 = phi i64 [ %237, %234 ], [ %210, %207 ]
  %223 = load i64, ptr %221, align 1
  %224 = load i64, ptr %220, align 1
  %225 = icmp eq i64 %223, %224
  br i1 %225, label %234, label %226

226:                                              ; preds = %219
  %227 = xor i64 %224, %223
  %228 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %227, i1 true)
  %229 = ptrtoint ptr %220 to i64
  %230 = ptrtoint ptr %208 to i64
  %231 = sub i64 %229, %230
  %232 = lshr i64 %228, 3
  %233 = add i64 %231, %232
  br label %256

234:                                              ; preds = %219
  %235 = getelementptr inbounds i8, ptr %221, i64 8
  %236 = getelementptr inbounds i8, ptr %220, i64 8
  %237 = add i64 %222, -8
  %238 = icmp ugt i64 %237, 7
  br i1 %238, label %219, label %212, !llvm.loop !85

239:                                              ; preds = %217, %246
  %240 = phi ptr [ %249, %246 ], [ %215, %217 ]
  %241 = phi ptr [ %248, %246 ], [ %214, %217 ]
  %242 = phi i64 [ %247, %246 ], [ %213, %217 ]
  %243 = load i8, ptr %240, align 1, !tbaa !9
  %244 = load i8, ptr %241, align 1, !tbaa !9
  %245 = icmp eq i8 %243, %244
  br i1 %245, label %246, label %251

246:                                              ; preds = %239
  %247 = add nsw i64 %242, -1
  %248 = getelementptr inbounds i8, ptr %241, i64 1
  %249 = getelementptr inbounds i8, ptr %240, i64 1
  %250 = icmp eq i64 %247, 0
  br i1 %250, label %251, label %239, !llvm.loop !86

251:                                              ; preds = %246, %239, %212
  %252 = phi ptr [ %215, %212 ], [ %240, %239 ], [ %218, %246 ]
  %253 = ptrtoint ptr %252 to i64
  %254 = ptrtoint ptr %208 to i64
  %255 = sub i64 %253, %254
  br label %256

256:                                              ; preds = %226, %251
  %257 = phi i64 [ %233, %226 ], [ %255, %251 ]
  %258 = add i64 %257, 5
  %259 = trunc i64 %205 to i32
  %260 = ptrtoint ptr %140 to i64
  %261 = sub i64 %202, %260
  %262 = getelementptr inbounds i8, ptr %164, i64 %258
  %263 = icmp ult i64 %261, 6210
  br i1 %263, label %264, label %382, !prof !76

264:                                              ; preds = %256
  %265 = icmp ult i64 %261, 6
  br i1 %265, label %266, label %284

266:                                              ; preds = %264
  %267 = or disjoint i64 %261, 40
  %268 = getelementptr inbounds i8, ptr %8, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !9
  %270 = zext i8 %269 to i64
  %271 = getelementptr inbounds i16, ptr %9, i64 %267
  %272 = load i16, ptr %271, align 2, !tbaa !87
  %273 = zext i16 %272 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !985)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !988)
  %274 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !985, !noalias !988
  %275 = lshr i64 %274, 3
  %276 = getelementptr inbounds i8, ptr %6, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !9, !alias.scope !988, !noalias !985
  %278 = zext i8 %277 to i64
  %279 = and i64 %274, 7
  %280 = shl nuw nsw i64 %273, %279
  %281 = or i64 %280, %278
  store i64 %281, ptr %276, align 1, !noalias !985
  %282 = add i64 %274, %270
  store i64 %282, ptr %5, align 8, !tbaa !5, !alias.scope !985, !noalias !988
  %283 = getelementptr inbounds i32, ptr %10, i64 %267
  br label %440

284:                                              ; preds = %264
  %285 = icmp ult i64 %261, 130
  br i1 %285, label %286, label %323

286:                                              ; preds = %284
  %287 = add nsw i64 %261, -2
  %288 = trunc i64 %287 to i32
  %289 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %288, i1 true)
  %290 = sub nuw nsw i32 30, %289
  %291 = zext nneg i32 %290 to i64
  %292 = lshr i64 %287, %291
  %293 = shl nuw nsw i32 %290, 1
  %294 = add nuw nsw i32 %293, 42
  %295 = zext nneg i32 %294 to i64
  %296 = add nuw nsw i64 %292, %295
  %297 = getelementptr inbounds i8, ptr %8, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !9
  %299 = zext i8 %298 to i64
  %300 = getelementptr inbounds i16, ptr %9, i64 %296
  %301 = load i16, ptr %300, align 2, !tbaa !87
  %302 = zext i16 %301 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !990)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !993)
  %303 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !990, !noalias !993
  %304 = lshr i64 %303, 3
  %305 = getelementptr inbounds i8, ptr %6, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !9, !alias.scope !993, !noalias !990
  %307 = zext i8 %306 to i64
  %308 = and i64 %303, 7
  %309 = shl nuw nsw i64 %302, %308
  %310 = or i64 %309, %307
  store i64 %310, ptr %305, align 1, !noalias !990
  %311 = add i64 %303, %299
  store i64 %311, ptr %5, align 8, !tbaa !5, !alias.scope !990, !noalias !993
  %312 = shl nuw nsw i64 %292, %291
  %313 = sub nsw i64 %287, %312
  tail call void @llvm.experimental.noalias.scope.decl(metadata !995)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !998)
  %314 = lshr i64 %311, 3
  %315 = getelementptr inbounds i8, ptr %6, i64 %314
  %316 = load i8, ptr %315, align 1, !tbaa !9, !alias.scope !998, !noalias !995
  %317 = zext i8 %316 to i64
  %318 = and i64 %311, 7
  %319 = shl nsw i64 %313, %318
  %320 = or i64 %319, %317
  store i64 %320, ptr %315, align 1, !noalias !995
  %321 = add i64 %311, %291
  store i64 %321, ptr %5, align 8, !tbaa !5, !alias.scope !995, !noalias !998
  %322 = getelementptr inbounds i32, ptr %10, i64 %296
  br label %440

323:                                              ; preds = %284
  %324 = icmp ult i64 %261, 2114
  br i1 %324, label %325, label %359

325:                                              ; preds = %323
  %326 = add nsw i64 %261, -66
  %327 = trunc i64 %326 to i32
  %328 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %327, i1 true)
  %329 = xor i32 %328, 31
  %330 = sub nuw nsw i32 81, %328
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %8, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i64
  %335 = getelementptr inbounds i16, ptr %9, i64 %331
  %336 = load i16, ptr %335, align 2, !tbaa !87
  %337 = zext i16 %336 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1000)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1003)
  %338 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1000, !noalias !1003
  %339 = lshr i64 %338, 3
  %340 = getelementptr inbounds i8, ptr %6, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !9, !alias.scope !1003, !noalias !1000
  %342 = zext i8 %341 to i64
  %343 = and i64 %338, 7
  %344 = shl nuw nsw i64 %337, %343
  %345 = or i64 %344, %342
  store i64 %345, ptr %340, align 1, !noalias !1000
  %346 = add i64 %338, %334
  store i64 %346, ptr %5, align 8, !tbaa !5, !alias.scope !1000, !noalias !1003
  %347 = zext nneg i32 %329 to i64
  %348 = shl nsw i64 -1, %347
  %349 = add nsw i64 %348, %326
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1005)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1008)
  %350 = lshr i64 %346, 3
  %351 = getelementptr inbounds i8, ptr %6, i64 %350
  %352 = load i8, ptr %351, align 1, !tbaa !9, !alias.scope !1008, !noalias !1005
  %353 = zext i8 %352 to i64
  %354 = and i64 %346, 7
  %355 = shl nsw i64 %349, %354
  %356 = or i64 %355, %353
  store i64 %356, ptr %351, align 1, !noalias !1005
  %357 = add i64 %346, %347
  store i64 %357, ptr %5, align 8, !tbaa !5, !alias.scope !1005, !noalias !1008
  %358 = getelementptr inbounds i32, ptr %10, i64 %331
  br label %440

359:                                              ; preds = %323
  %360 = load i8, ptr %100, align 1, !tbaa !9
  %361 = zext i8 %360 to i64
  %362 = load i16, ptr %101, align 2, !tbaa !87
  %363 = zext i16 %362 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1010)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1013)
  %364 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1010, !noalias !1013
  %365 = lshr i64 %364, 3
  %366 = getelementptr inbounds i8, ptr %6, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !9, !alias.scope !1013, !noalias !1010
  %368 = zext i8 %367 to i64
  %369 = and i64 %364, 7
  %370 = shl nuw nsw i64 %363, %369
  %371 = or i64 %370, %368
  store i64 %371, ptr %366, align 1, !noalias !1010
  %372 = add i64 %364, %361
  store i64 %372, ptr %5, align 8, !tbaa !5, !alias.scope !1010, !noalias !1013
  %373 = add nsw i64 %261, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1015)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1018)
  %374 = lshr i64 %372, 3
  %375 = getelementptr inbounds i8, ptr %6, i64 %374
  %376 = load i8, ptr %375, align 1, !tbaa !9, !alias.scope !1018, !noalias !1015
  %377 = zext i8 %376 to i64
  %378 = and i64 %372, 7
  %379 = shl nuw nsw i64 %373, %378
  %380 = or i64 %379, %377
  store i64 %380, ptr %375, align 1, !noalias !1015
  %381 = add i64 %372, 12
  store i64 %381, ptr %5, align 8, !tbaa !5, !alias.scope !1015, !noalias !1018
  br label %440

382:                                              ; preds = %256
  %383 = sub i64 %260, %116
  %384 = mul i64 %383, 50
  %385 = icmp ugt i64 %384, %261
  %386 = select i1 %385, i1 true, i1 %117
  br i1 %386, label %392, label %387

387:                                              ; preds = %382
  %388 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %164, i64 noundef %388, ptr noundef nonnull %5, ptr noundef %6)
  %389 = ptrtoint ptr %124 to i64
  %390 = add i64 %123, %389
  %391 = sub i64 %390, %202
  br label %1478

392:                                              ; preds = %382
  %393 = icmp ult i64 %261, 22594
  br i1 %393, label %394, label %417

394:                                              ; preds = %392
  %395 = load i8, ptr %97, align 1, !tbaa !9
  %396 = zext i8 %395 to i64
  %397 = load i16, ptr %98, align 2, !tbaa !87
  %398 = zext i16 %397 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1020)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1023)
  %399 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1020, !noalias !1023
  %400 = lshr i64 %399, 3
  %401 = getelementptr inbounds i8, ptr %6, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !9, !alias.scope !1023, !noalias !1020
  %403 = zext i8 %402 to i64
  %404 = and i64 %399, 7
  %405 = shl nuw nsw i64 %398, %404
  %406 = or i64 %405, %403
  store i64 %406, ptr %401, align 1, !noalias !1020
  %407 = add i64 %399, %396
  store i64 %407, ptr %5, align 8, !tbaa !5, !alias.scope !1020, !noalias !1023
  %408 = add nsw i64 %261, -6210
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1025)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1028)
  %409 = lshr i64 %407, 3
  %410 = getelementptr inbounds i8, ptr %6, i64 %409
  %411 = load i8, ptr %410, align 1, !tbaa !9, !alias.scope !1028, !noalias !1025
  %412 = zext i8 %411 to i64
  %413 = and i64 %407, 7
  %414 = shl nuw nsw i64 %408, %413
  %415 = or i64 %414, %412
  store i64 %415, ptr %410, align 1, !noalias !1025
  %416 = add i64 %407, 14
  store i64 %416, ptr %5, align 8, !tbaa !5, !alias.scope !1025, !noalias !1028
  br label %440

417:                                              ; preds = %392
  %418 = load i8, ptr %94, align 1, !tbaa !9
  %419 = zext i8 %418 to i64
  %420 = load i16, ptr %95, align 2, !tbaa !87
  %421 = zext i16 %420 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1030)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1033)
  %422 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1030, !noalias !1033
  %423 = lshr i64 %422, 3
  %424 = getelementptr inbounds i8, ptr %6, i64 %423
  %425 = load i8, ptr %424, align 1, !tbaa !9, !alias.scope !1033, !noalias !1030
  %426 = zext i8 %425 to i64
  %427 = and i64 %422, 7
  %428 = shl nuw nsw i64 %421, %427
  %429 = or i64 %428, %426
  store i64 %429, ptr %424, align 1, !noalias !1030
  %430 = add i64 %422, %419
  store i64 %430, ptr %5, align 8, !tbaa !5, !alias.scope !1030, !noalias !1033
  %431 = add i64 %261, -22594
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1035)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1038)
  %432 = lshr i64 %430, 3
  %433 = getelementptr inbounds i8, ptr %6, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !9, !alias.scope !1038, !noalias !1035
  %435 = zext i8 %434 to i64
  %436 = and i64 %430, 7
  %437 = shl i64 %431, %436
  %438 = or i64 %437, %435
  store i64 %438, ptr %433, align 1, !noalias !1035
  %439 = add i64 %430, 24
  store i64 %439, ptr %5, align 8, !tbaa !5, !alias.scope !1035, !noalias !1038
  br label %440

440:                                              ; preds = %417, %394, %359, %325, %286, %266
  %441 = phi ptr [ %96, %417 ], [ %99, %394 ], [ %102, %359 ], [ %358, %325 ], [ %322, %286 ], [ %283, %266 ]
  %442 = load i32, ptr %441, align 4, !tbaa !82
  %443 = add i32 %442, 1
  store i32 %443, ptr %441, align 4, !tbaa !82
  %444 = icmp eq ptr %164, %140
  br i1 %444, label %516, label %445

445:                                              ; preds = %440
  %446 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1040, !noalias !1043
  %447 = tail call i64 @llvm.umax.i64(i64 %261, i64 1)
  %448 = and i64 %447, 1
  %449 = icmp ult i64 %261, 2
  br i1 %449, label %494, label %450

450:                                              ; preds = %445
  %451 = and i64 %447, -2
  br label %452

452:                                              ; preds = %452, %450
  %453 = phi i64 [ %446, %450 ], [ %490, %452 ]
  %454 = phi i64 [ 0, %450 ], [ %491, %452 ]
  %455 = phi i64 [ 0, %450 ], [ %492, %452 ]
  %456 = getelementptr inbounds i8, ptr %140, i64 %454
  %457 = load i8, ptr %456, align 1, !tbaa !9
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds i8, ptr %0, i64 %458
  %460 = load i8, ptr %459, align 1, !tbaa !9
  %461 = zext i8 %460 to i64
  %462 = getelementptr inbounds i16, ptr %11, i64 %458
  %463 = load i16, ptr %462, align 2, !tbaa !87
  %464 = zext i16 %463 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1040)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1043)
  %465 = lshr i64 %453, 3
  %466 = getelementptr inbounds i8, ptr %6, i64 %465
  %467 = load i8, ptr %466, align 1, !tbaa !9, !alias.scope !1043, !noalias !1040
  %468 = zext i8 %467 to i64
  %469 = and i64 %453, 7
  %470 = shl nuw nsw i64 %464, %469
  %471 = or i64 %470, %468
  store i64 %471, ptr %466, align 1, !noalias !1040
  %472 = add i64 %453, %461
  store i64 %472, ptr %5, align 8, !tbaa !5, !alias.scope !1040, !noalias !1043
  %473 = or disjoint i64 %454, 1
  %474 = getelementptr inbounds i8, ptr %140, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !9
  %476 = zext i8 %475 to i64
  %477 = getelementptr inbounds i8, ptr %0, i64 %476
  %478 = load i8, ptr %477, align 1, !tbaa !9
  %479 = zext i8 %478 to i64
  %480 = getelementptr inbounds i16, ptr %11, i64 %476
  %481 = load i16, ptr %480, align 2, !tbaa !87
  %482 = zext i16 %481 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1045)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1047)
  %483 = lshr i64 %472, 3
  %484 = getelementptr inbounds i8, ptr %6, i64 %483
  %485 = load i8, ptr %484, align 1, !tbaa !9, !alias.scope !1047, !noalias !1045
  %486 = zext i8 %485 to i64
  %487 = and i64 %472, 7
  %488 = shl nuw nsw i64 %482, %487
  %489 = or i64 %488, %486
  store i64 %489, ptr %484, align 1, !noalias !1045
  %490 = add i64 %472, %479
  store i64 %490, ptr %5, align 8, !tbaa !5, !alias.scope !1045, !noalias !1047
  %491 = add nuw i64 %454, 2
  %492 = add i64 %455, 2
  %493 = icmp eq i64 %492, %451
  br i1 %493, label %494, label %452, !llvm.loop !153

494:                                              ; preds = %452, %445
  %495 = phi i64 [ %446, %445 ], [ %490, %452 ]
  %496 = phi i64 [ 0, %445 ], [ %491, %452 ]
  %497 = icmp eq i64 %448, 0
  br i1 %497, label %516, label %498

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %140, i64 %496
  %500 = load i8, ptr %499, align 1, !tbaa !9
  %501 = zext i8 %500 to i64
  %502 = getelementptr inbounds i8, ptr %0, i64 %501
  %503 = load i8, ptr %502, align 1, !tbaa !9
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i16, ptr %11, i64 %501
  %506 = load i16, ptr %505, align 2, !tbaa !87
  %507 = zext i16 %506 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1040)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1043)
  %508 = lshr i64 %495, 3
  %509 = getelementptr inbounds i8, ptr %6, i64 %508
  %510 = load i8, ptr %509, align 1, !tbaa !9, !alias.scope !1043, !noalias !1040
  %511 = zext i8 %510 to i64
  %512 = and i64 %495, 7
  %513 = shl nuw nsw i64 %507, %512
  %514 = or i64 %513, %511
  store i64 %514, ptr %509, align 1, !noalias !1040
  %515 = add i64 %495, %504
  store i64 %515, ptr %5, align 8, !tbaa !5, !alias.scope !1040, !noalias !1043
  br label %516

516:                                              ; preds = %498, %494, %440
  %517 = icmp eq i32 %141, %259
  br i1 %517, label %518, label %532

518:                                              ; preds = %516
  %519 = load i8, ptr %103, align 1, !tbaa !9
  %520 = zext i8 %519 to i64
  %521 = load i16, ptr %104, align 2, !tbaa !87
  %522 = zext i16 %521 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1049)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1052)
  %523 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1049, !noalias !1052
  %524 = lshr i64 %523, 3
  %525 = getelementptr inbounds i8, ptr %6, i64 %524
  %526 = load i8, ptr %525, align 1, !tbaa !9, !alias.scope !1052, !noalias !1049
  %527 = zext i8 %526 to i64
  %528 = and i64 %523, 7
  %529 = shl nuw nsw i64 %522, %528
  %530 = or i64 %529, %527
  store i64 %530, ptr %525, align 1, !noalias !1049
  %531 = add i64 %523, %520
  br label %575

532:                                              ; preds = %516
  %533 = shl i64 %205, 32
  %534 = ashr exact i64 %533, 32
  %535 = add nsw i64 %534, 3
  %536 = trunc i64 %535 to i32
  %537 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %536, i1 true)
  %538 = sub nsw i32 30, %537
  %539 = zext i32 %538 to i64
  %540 = lshr i64 %535, %539
  %541 = and i64 %540, 1
  %542 = or disjoint i64 %541, 2
  %543 = shl i64 %542, %539
  %544 = shl nuw nsw i32 %537, 1
  %545 = xor i32 %544, 62
  %546 = add nsw i32 %545, -4
  %547 = zext i32 %546 to i64
  %548 = or disjoint i64 %541, %547
  %549 = add nuw nsw i64 %548, 80
  %550 = getelementptr inbounds i8, ptr %8, i64 %549
  %551 = load i8, ptr %550, align 1, !tbaa !9
  %552 = zext i8 %551 to i64
  %553 = getelementptr inbounds i16, ptr %9, i64 %549
  %554 = load i16, ptr %553, align 2, !tbaa !87
  %555 = zext i16 %554 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1054)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1057)
  %556 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1054, !noalias !1057
  %557 = lshr i64 %556, 3
  %558 = getelementptr inbounds i8, ptr %6, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !9, !alias.scope !1057, !noalias !1054
  %560 = zext i8 %559 to i64
  %561 = and i64 %556, 7
  %562 = shl nuw nsw i64 %555, %561
  %563 = or i64 %562, %560
  store i64 %563, ptr %558, align 1, !noalias !1054
  %564 = add i64 %556, %552
  store i64 %564, ptr %5, align 8, !tbaa !5, !alias.scope !1054, !noalias !1057
  %565 = sub i64 %535, %543
  %566 = lshr i64 %564, 3
  %567 = getelementptr inbounds i8, ptr %6, i64 %566
  %568 = load i8, ptr %567, align 1, !tbaa !9, !alias.scope !1059, !noalias !1062
  %569 = zext i8 %568 to i64
  %570 = and i64 %564, 7
  %571 = shl i64 %565, %570
  %572 = or i64 %571, %569
  store i64 %572, ptr %567, align 1, !noalias !1062
  %573 = add i64 %564, %539
  %574 = getelementptr inbounds i32, ptr %10, i64 %549
  br label %575

575:                                              ; preds = %532, %518
  %576 = phi ptr [ %574, %532 ], [ %105, %518 ]
  %577 = phi i64 [ %573, %532 ], [ %531, %518 ]
  %578 = phi i32 [ %259, %532 ], [ %141, %518 ]
  %579 = load i32, ptr %576, align 4, !tbaa !82
  %580 = add i32 %579, 1
  store i32 %580, ptr %576, align 4, !tbaa !82
  store i64 %577, ptr %5, align 8
  %581 = icmp ult i64 %258, 12
  br i1 %581, label %582, label %599

582:                                              ; preds = %575
  %583 = add nsw i64 %257, 1
  %584 = getelementptr inbounds i8, ptr %8, i64 %583
  %585 = load i8, ptr %584, align 1, !tbaa !9
  %586 = zext i8 %585 to i64
  %587 = getelementptr inbounds i16, ptr %9, i64 %583
  %588 = load i16, ptr %587, align 2, !tbaa !87
  %589 = zext i16 %588 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1064)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1067)
  %590 = lshr i64 %577, 3
  %591 = getelementptr inbounds i8, ptr %6, i64 %590
  %592 = load i8, ptr %591, align 1, !tbaa !9, !alias.scope !1067, !noalias !1064
  %593 = zext i8 %592 to i64
  %594 = and i64 %577, 7
  %595 = shl nuw nsw i64 %589, %594
  %596 = or i64 %595, %593
  store i64 %596, ptr %591, align 1, !noalias !1064
  %597 = add i64 %577, %586
  store i64 %597, ptr %5, align 8, !tbaa !5, !alias.scope !1064, !noalias !1067
  %598 = getelementptr inbounds i32, ptr %10, i64 %583
  br label %765

599:                                              ; preds = %575
  %600 = icmp ult i64 %258, 72
  br i1 %600, label %601, label %637

601:                                              ; preds = %599
  %602 = add nsw i64 %257, -3
  %603 = trunc i64 %602 to i32
  %604 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %603, i1 true)
  %605 = sub nuw nsw i32 30, %604
  %606 = zext nneg i32 %605 to i64
  %607 = lshr i64 %602, %606
  %608 = shl nuw nsw i32 %605, 1
  %609 = add nuw nsw i32 %608, 4
  %610 = zext nneg i32 %609 to i64
  %611 = add nuw nsw i64 %607, %610
  %612 = getelementptr inbounds i8, ptr %8, i64 %611
  %613 = load i8, ptr %612, align 1, !tbaa !9
  %614 = zext i8 %613 to i64
  %615 = getelementptr inbounds i16, ptr %9, i64 %611
  %616 = load i16, ptr %615, align 2, !tbaa !87
  %617 = zext i16 %616 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1069)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1072)
  %618 = lshr i64 %577, 3
  %619 = getelementptr inbounds i8, ptr %6, i64 %618
  %620 = load i8, ptr %619, align 1, !tbaa !9, !alias.scope !1072, !noalias !1069
  %621 = zext i8 %620 to i64
  %622 = and i64 %577, 7
  %623 = shl nuw nsw i64 %617, %622
  %624 = or i64 %623, %621
  store i64 %624, ptr %619, align 1, !noalias !1069
  %625 = add i64 %577, %614
  store i64 %625, ptr %5, align 8, !tbaa !5, !alias.scope !1069, !noalias !1072
  %626 = shl nuw nsw i64 %607, %606
  %627 = sub nsw i64 %602, %626
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1074)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1077)
  %628 = lshr i64 %625, 3
  %629 = getelementptr inbounds i8, ptr %6, i64 %628
  %630 = load i8, ptr %629, align 1, !tbaa !9, !alias.scope !1077, !noalias !1074
  %631 = zext i8 %630 to i64
  %632 = and i64 %625, 7
  %633 = shl nsw i64 %627, %632
  %634 = or i64 %633, %631
  store i64 %634, ptr %629, align 1, !noalias !1074
  %635 = add i64 %625, %606
  store i64 %635, ptr %5, align 8, !tbaa !5, !alias.scope !1074, !noalias !1077
  %636 = getelementptr inbounds i32, ptr %10, i64 %611
  br label %765

637:                                              ; preds = %599
  %638 = icmp ult i64 %258, 136
  br i1 %638, label %639, label %681

639:                                              ; preds = %637
  %640 = add nsw i64 %257, -3
  %641 = lshr i64 %640, 5
  %642 = add nuw nsw i64 %641, 30
  %643 = getelementptr inbounds i8, ptr %8, i64 %642
  %644 = load i8, ptr %643, align 1, !tbaa !9
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i16, ptr %9, i64 %642
  %647 = load i16, ptr %646, align 2, !tbaa !87
  %648 = zext i16 %647 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1079)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1082)
  %649 = lshr i64 %577, 3
  %650 = getelementptr inbounds i8, ptr %6, i64 %649
  %651 = load i8, ptr %650, align 1, !tbaa !9, !alias.scope !1082, !noalias !1079
  %652 = zext i8 %651 to i64
  %653 = and i64 %577, 7
  %654 = shl nuw nsw i64 %648, %653
  %655 = or i64 %654, %652
  store i64 %655, ptr %650, align 1, !noalias !1079
  %656 = add i64 %577, %645
  store i64 %656, ptr %5, align 8, !tbaa !5, !alias.scope !1079, !noalias !1082
  %657 = and i64 %640, 31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1084)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1087)
  %658 = lshr i64 %656, 3
  %659 = getelementptr inbounds i8, ptr %6, i64 %658
  %660 = load i8, ptr %659, align 1, !tbaa !9, !alias.scope !1087, !noalias !1084
  %661 = zext i8 %660 to i64
  %662 = and i64 %656, 7
  %663 = shl nuw nsw i64 %657, %662
  %664 = or i64 %663, %661
  store i64 %664, ptr %659, align 1, !noalias !1084
  %665 = add i64 %656, 5
  store i64 %665, ptr %5, align 8, !tbaa !5, !alias.scope !1084, !noalias !1087
  %666 = load i8, ptr %103, align 1, !tbaa !9
  %667 = zext i8 %666 to i64
  %668 = load i16, ptr %104, align 2, !tbaa !87
  %669 = zext i16 %668 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1089)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1092)
  %670 = lshr i64 %665, 3
  %671 = getelementptr inbounds i8, ptr %6, i64 %670
  %672 = load i8, ptr %671, align 1, !tbaa !9, !alias.scope !1092, !noalias !1089
  %673 = zext i8 %672 to i64
  %674 = and i64 %665, 7
  %675 = shl nuw nsw i64 %669, %674
  %676 = or i64 %675, %673
  store i64 %676, ptr %671, align 1, !noalias !1089
  %677 = add i64 %665, %667
  store i64 %677, ptr %5, align 8, !tbaa !5, !alias.scope !1089, !noalias !1092
  %678 = getelementptr inbounds i32, ptr %10, i64 %642
  %679 = load i32, ptr %678, align 4, !tbaa !82
  %680 = add i32 %679, 1
  store i32 %680, ptr %678, align 4, !tbaa !82
  br label %765

681:                                              ; preds = %637
  %682 = icmp ult i64 %258, 2120
  br i1 %682, label %683, label %730

683:                                              ; preds = %681
  %684 = add nsw i64 %257, -67
  %685 = trunc i64 %684 to i32
  %686 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %685, i1 true)
  %687 = xor i32 %686, 31
  %688 = sub nuw nsw i32 59, %686
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr inbounds i8, ptr %8, i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !9
  %692 = zext i8 %691 to i64
  %693 = getelementptr inbounds i16, ptr %9, i64 %689
  %694 = load i16, ptr %693, align 2, !tbaa !87
  %695 = zext i16 %694 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1094)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1097)
  %696 = lshr i64 %577, 3
  %697 = getelementptr inbounds i8, ptr %6, i64 %696
  %698 = load i8, ptr %697, align 1, !tbaa !9, !alias.scope !1097, !noalias !1094
  %699 = zext i8 %698 to i64
  %700 = and i64 %577, 7
  %701 = shl nuw nsw i64 %695, %700
  %702 = or i64 %701, %699
  store i64 %702, ptr %697, align 1, !noalias !1094
  %703 = add i64 %577, %692
  store i64 %703, ptr %5, align 8, !tbaa !5, !alias.scope !1094, !noalias !1097
  %704 = zext nneg i32 %687 to i64
  %705 = shl nsw i64 -1, %704
  %706 = add nsw i64 %705, %684
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1099)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1102)
  %707 = lshr i64 %703, 3
  %708 = getelementptr inbounds i8, ptr %6, i64 %707
  %709 = load i8, ptr %708, align 1, !tbaa !9, !alias.scope !1102, !noalias !1099
  %710 = zext i8 %709 to i64
  %711 = and i64 %703, 7
  %712 = shl nsw i64 %706, %711
  %713 = or i64 %712, %710
  store i64 %713, ptr %708, align 1, !noalias !1099
  %714 = add i64 %703, %704
  store i64 %714, ptr %5, align 8, !tbaa !5, !alias.scope !1099, !noalias !1102
  %715 = load i8, ptr %103, align 1, !tbaa !9
  %716 = zext i8 %715 to i64
  %717 = load i16, ptr %104, align 2, !tbaa !87
  %718 = zext i16 %717 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1104)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1107)
  %719 = lshr i64 %714, 3
  %720 = getelementptr inbounds i8, ptr %6, i64 %719
  %721 = load i8, ptr %720, align 1, !tbaa !9, !alias.scope !1107, !noalias !1104
  %722 = zext i8 %721 to i64
  %723 = and i64 %714, 7
  %724 = shl nuw nsw i64 %718, %723
  %725 = or i64 %724, %722
  store i64 %725, ptr %720, align 1, !noalias !1104
  %726 = add i64 %714, %716
  store i64 %726, ptr %5, align 8, !tbaa !5, !alias.scope !1104, !noalias !1107
  %727 = getelementptr inbounds i32, ptr %10, i64 %689
  %728 = load i32, ptr %727, align 4, !tbaa !82
  %729 = add i32 %728, 1
  store i32 %729, ptr %727, align 4, !tbaa !82
  br label %765

730:                                              ; preds = %681
  %731 = load i8, ptr %106, align 1, !tbaa !9
  %732 = zext i8 %731 to i64
  %733 = load i16, ptr %107, align 2, !tbaa !87
  %734 = zext i16 %733 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1112)
  %735 = lshr i64 %577, 3
  %736 = getelementptr inbounds i8, ptr %6, i64 %735
  %737 = load i8, ptr %736, align 1, !tbaa !9, !alias.scope !1112, !noalias !1109
  %738 = zext i8 %737 to i64
  %739 = and i64 %577, 7
  %740 = shl nuw nsw i64 %734, %739
  %741 = or i64 %740, %738
  store i64 %741, ptr %736, align 1, !noalias !1109
  %742 = add i64 %577, %732
  store i64 %742, ptr %5, align 8, !tbaa !5, !alias.scope !1109, !noalias !1112
  %743 = add i64 %257, -2115
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1114)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1117)
  %744 = lshr i64 %742, 3
  %745 = getelementptr inbounds i8, ptr %6, i64 %744
  %746 = load i8, ptr %745, align 1, !tbaa !9, !alias.scope !1117, !noalias !1114
  %747 = zext i8 %746 to i64
  %748 = and i64 %742, 7
  %749 = shl i64 %743, %748
  %750 = or i64 %749, %747
  store i64 %750, ptr %745, align 1, !noalias !1114
  %751 = add i64 %742, 24
  store i64 %751, ptr %5, align 8, !tbaa !5, !alias.scope !1114, !noalias !1117
  %752 = load i8, ptr %103, align 1, !tbaa !9
  %753 = zext i8 %752 to i64
  %754 = load i16, ptr %104, align 2, !tbaa !87
  %755 = zext i16 %754 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1119)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1122)
  %756 = lshr i64 %751, 3
  %757 = getelementptr inbounds i8, ptr %6, i64 %756
  %758 = load i8, ptr %757, align 1, !tbaa !9, !alias.scope !1122, !noalias !1119
  %759 = zext i8 %758 to i64
  %760 = shl nuw nsw i64 %755, %748
  %761 = or i64 %760, %759
  store i64 %761, ptr %757, align 1, !noalias !1119
  %762 = add i64 %751, %753
  store i64 %762, ptr %5, align 8, !tbaa !5, !alias.scope !1119, !noalias !1122
  %763 = load i32, ptr %108, align 4, !tbaa !82
  %764 = add i32 %763, 1
  store i32 %764, ptr %108, align 4, !tbaa !82
  br label %765

765:                                              ; preds = %582, %601, %639, %683, %730
  %766 = phi ptr [ %598, %582 ], [ %636, %601 ], [ %105, %639 ], [ %105, %683 ], [ %105, %730 ]
  %767 = load i32, ptr %766, align 4, !tbaa !82
  %768 = add i32 %767, 1
  store i32 %768, ptr %766, align 4, !tbaa !82
  %769 = icmp ult ptr %262, %131
  br i1 %769, label %770, label %1075, !prof !76

770:                                              ; preds = %765
  %771 = getelementptr inbounds i8, ptr %262, i64 -3
  %772 = load i64, ptr %771, align 1
  %773 = mul i64 %772, 8503243848024064
  %774 = lshr i64 %773, 49
  %775 = lshr i64 %772, 24
  %776 = mul i64 %775, 8503243848024064
  %777 = lshr i64 %776, 49
  %778 = ptrtoint ptr %262 to i64
  %779 = sub i64 %778, %93
  %780 = trunc i64 %779 to i32
  %781 = add i32 %780, -3
  %782 = getelementptr inbounds i32, ptr %4, i64 %774
  store i32 %781, ptr %782, align 4, !tbaa !82
  %783 = lshr i64 %772, 8
  %784 = mul i64 %783, 8503243848024064
  %785 = lshr i64 %784, 49
  %786 = add i32 %780, -2
  %787 = getelementptr inbounds i32, ptr %4, i64 %785
  store i32 %786, ptr %787, align 4, !tbaa !82
  %788 = lshr i64 %772, 16
  %789 = mul i64 %788, 8503243848024064
  %790 = lshr i64 %789, 49
  %791 = add i32 %780, -1
  %792 = getelementptr inbounds i32, ptr %4, i64 %790
  store i32 %791, ptr %792, align 4, !tbaa !82
  %793 = getelementptr inbounds i32, ptr %4, i64 %777
  %794 = load i32, ptr %793, align 4, !tbaa !82
  store i32 %780, ptr %793, align 4, !tbaa !82
  %795 = sext i32 %794 to i64
  %796 = getelementptr inbounds i8, ptr %1, i64 %795
  %797 = load i32, ptr %262, align 1
  %798 = load i32, ptr %796, align 1
  %799 = icmp eq i32 %797, %798
  br i1 %799, label %800, label %1070

800:                                              ; preds = %770
  %801 = getelementptr inbounds i8, ptr %262, i64 4
  %802 = load i8, ptr %801, align 1, !tbaa !9
  %803 = getelementptr inbounds i8, ptr %796, i64 4
  %804 = load i8, ptr %803, align 1, !tbaa !9
  %805 = icmp eq i8 %802, %804
  br i1 %805, label %812, label %1070

806:                                              ; preds = %1040
  %807 = getelementptr inbounds i8, ptr %872, i64 4
  %808 = load i8, ptr %807, align 1, !tbaa !9
  %809 = getelementptr inbounds i8, ptr %1066, i64 4
  %810 = load i8, ptr %809, align 1, !tbaa !9
  %811 = icmp eq i8 %808, %810
  br i1 %811, label %812, label %1070

812:                                              ; preds = %800, %806
  %813 = phi i32 [ %873, %806 ], [ %578, %800 ]
  %814 = phi ptr [ %872, %806 ], [ %262, %800 ]
  %815 = phi ptr [ %1066, %806 ], [ %796, %800 ]
  %816 = getelementptr inbounds i8, ptr %815, i64 5
  %817 = getelementptr inbounds i8, ptr %814, i64 5
  %818 = ptrtoint ptr %814 to i64
  %819 = sub i64 %136, %818
  %820 = icmp ugt i64 %819, 7
  br i1 %820, label %828, label %821

821:                                              ; preds = %843, %812
  %822 = phi i64 [ %819, %812 ], [ %846, %843 ]
  %823 = phi ptr [ %817, %812 ], [ %844, %843 ]
  %824 = phi ptr [ %816, %812 ], [ %845, %843 ]
  %825 = icmp eq i64 %822, 0
  br i1 %825, label %860, label %826

826:                                              ; preds = %821
  %827 = getelementptr i8, ptr %824, i64 %822
  br label %848

828:                                              ; preds = %812, %843
  %829 = phi ptr [ %845, %843 ], [ %816, %812 ]
  %830 = phi ptr [ %844, %843 ], [ %817, %812 ]
  %831 = phi i64 [ %846, %843 ], [ %819, %812 ]
  %832 = load i64, ptr %830, align 1
  %833 = load i64, ptr %829, align 1
  %834 = icmp eq i64 %832, %833
  br i1 %834, label %843, label %835

835:                                              ; preds = %828
  %836 = xor i64 %833, %832
  %837 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %836, i1 true)
  %838 = ptrtoint ptr %829 to i64
  %839 = ptrtoint ptr %816 to i64
  %840 = sub i64 %838, %839
  %841 = lshr i64 %837, 3
  %842 = add i64 %840, %841
  br label %865

843:                                              ; preds = %828
  %844 = getelementptr inbounds i8, ptr %830, i64 8
  %845 = getelementptr inbounds i8, ptr %829, i64 8
  %846 = add i64 %831, -8
  %847 = icmp ugt i64 %846, 7
  br i1 %847, label %828, label %821, !llvm.loop !85

848:                                              ; preds = %826, %855
  %849 = phi ptr [ %858, %855 ], [ %824, %826 ]
  %850 = phi ptr [ %857, %855 ], [ %823, %826 ]
  %851 = phi i64 [ %856, %855 ], [ %822, %826 ]
  %852 = load i8, ptr %849, align 1, !tbaa !9
  %853 = load i8, ptr %850, align 1, !tbaa !9
  %854 = icmp eq i8 %852, %853
  br i1 %854, label %855, label %860

855:                                              ; preds = %848
  %856 = add nsw i64 %851, -1
  %857 = getelementptr inbounds i8, ptr %850, i64 1
  %858 = getelementptr inbounds i8, ptr %849, i64 1
  %859 = icmp eq i64 %856, 0
  br i1 %859, label %860, label %848, !llvm.loop !86

860:                                              ; preds = %855, %848, %821
  %861 = phi ptr [ %824, %821 ], [ %849, %848 ], [ %827, %855 ]
  %862 = ptrtoint ptr %861 to i64
  %863 = ptrtoint ptr %816 to i64
  %864 = sub i64 %862, %863
  br label %865

865:                                              ; preds = %835, %860
  %866 = phi i64 [ %842, %835 ], [ %864, %860 ]
  %867 = ptrtoint ptr %815 to i64
  %868 = sub i64 %818, %867
  %869 = icmp sgt i64 %868, 262128
  br i1 %869, label %1070, label %870

870:                                              ; preds = %865
  %871 = add i64 %866, 5
  %872 = getelementptr inbounds i8, ptr %814, i64 %871
  %873 = trunc i64 %868 to i32
  %874 = icmp ult i64 %871, 10
  br i1 %874, label %875, label %893

875:                                              ; preds = %870
  %876 = add nsw i64 %866, 19
  %877 = getelementptr inbounds i8, ptr %8, i64 %876
  %878 = load i8, ptr %877, align 1, !tbaa !9
  %879 = zext i8 %878 to i64
  %880 = getelementptr inbounds i16, ptr %9, i64 %876
  %881 = load i16, ptr %880, align 2, !tbaa !87
  %882 = zext i16 %881 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1124)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1127)
  %883 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1124, !noalias !1127
  %884 = lshr i64 %883, 3
  %885 = getelementptr inbounds i8, ptr %6, i64 %884
  %886 = load i8, ptr %885, align 1, !tbaa !9, !alias.scope !1127, !noalias !1124
  %887 = zext i8 %886 to i64
  %888 = and i64 %883, 7
  %889 = shl nuw nsw i64 %882, %888
  %890 = or i64 %889, %887
  store i64 %890, ptr %885, align 1, !noalias !1124
  %891 = add i64 %883, %879
  store i64 %891, ptr %5, align 8, !tbaa !5, !alias.scope !1124, !noalias !1127
  %892 = getelementptr inbounds i32, ptr %10, i64 %876
  br label %991

893:                                              ; preds = %870
  %894 = icmp ult i64 %871, 134
  br i1 %894, label %895, label %932

895:                                              ; preds = %893
  %896 = add nsw i64 %866, -1
  %897 = trunc i64 %896 to i32
  %898 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %897, i1 true)
  %899 = sub nuw nsw i32 30, %898
  %900 = zext nneg i32 %899 to i64
  %901 = lshr i64 %896, %900
  %902 = shl nuw nsw i32 %899, 1
  %903 = add nuw nsw i32 %902, 20
  %904 = zext nneg i32 %903 to i64
  %905 = add nuw nsw i64 %901, %904
  %906 = getelementptr inbounds i8, ptr %8, i64 %905
  %907 = load i8, ptr %906, align 1, !tbaa !9
  %908 = zext i8 %907 to i64
  %909 = getelementptr inbounds i16, ptr %9, i64 %905
  %910 = load i16, ptr %909, align 2, !tbaa !87
  %911 = zext i16 %910 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1129)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1132)
  %912 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1129, !noalias !1132
  %913 = lshr i64 %912, 3
  %914 = getelementptr inbounds i8, ptr %6, i64 %913
  %915 = load i8, ptr %914, align 1, !tbaa !9, !alias.scope !1132, !noalias !1129
  %916 = zext i8 %915 to i64
  %917 = and i64 %912, 7
  %918 = shl nuw nsw i64 %911, %917
  %919 = or i64 %918, %916
  store i64 %919, ptr %914, align 1, !noalias !1129
  %920 = add i64 %912, %908
  store i64 %920, ptr %5, align 8, !tbaa !5, !alias.scope !1129, !noalias !1132
  %921 = shl nuw nsw i64 %901, %900
  %922 = sub nsw i64 %896, %921
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1134)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1137)
  %923 = lshr i64 %920, 3
  %924 = getelementptr inbounds i8, ptr %6, i64 %923
  %925 = load i8, ptr %924, align 1, !tbaa !9, !alias.scope !1137, !noalias !1134
  %926 = zext i8 %925 to i64
  %927 = and i64 %920, 7
  %928 = shl nsw i64 %922, %927
  %929 = or i64 %928, %926
  store i64 %929, ptr %924, align 1, !noalias !1134
  %930 = add i64 %920, %900
  store i64 %930, ptr %5, align 8, !tbaa !5, !alias.scope !1134, !noalias !1137
  %931 = getelementptr inbounds i32, ptr %10, i64 %905
  br label %991

932:                                              ; preds = %893
  %933 = icmp ult i64 %871, 2118
  br i1 %933, label %934, label %968

934:                                              ; preds = %932
  %935 = add nsw i64 %866, -65
  %936 = trunc i64 %935 to i32
  %937 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %936, i1 true)
  %938 = xor i32 %937, 31
  %939 = sub nuw nsw i32 59, %937
  %940 = zext nneg i32 %939 to i64
  %941 = getelementptr inbounds i8, ptr %8, i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !9
  %943 = zext i8 %942 to i64
  %944 = getelementptr inbounds i16, ptr %9, i64 %940
  %945 = load i16, ptr %944, align 2, !tbaa !87
  %946 = zext i16 %945 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1139)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1142)
  %947 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1139, !noalias !1142
  %948 = lshr i64 %947, 3
  %949 = getelementptr inbounds i8, ptr %6, i64 %948
  %950 = load i8, ptr %949, align 1, !tbaa !9, !alias.scope !1142, !noalias !1139
  %951 = zext i8 %950 to i64
  %952 = and i64 %947, 7
  %953 = shl nuw nsw i64 %946, %952
  %954 = or i64 %953, %951
  store i64 %954, ptr %949, align 1, !noalias !1139
  %955 = add i64 %947, %943
  store i64 %955, ptr %5, align 8, !tbaa !5, !alias.scope !1139, !noalias !1142
  %956 = zext nneg i32 %938 to i64
  %957 = shl nsw i64 -1, %956
  %958 = add nsw i64 %957, %935
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1144)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1147)
  %959 = lshr i64 %955, 3
  %960 = getelementptr inbounds i8, ptr %6, i64 %959
  %961 = load i8, ptr %960, align 1, !tbaa !9, !alias.scope !1147, !noalias !1144
  %962 = zext i8 %961 to i64
  %963 = and i64 %955, 7
  %964 = shl nsw i64 %958, %963
  %965 = or i64 %964, %962
  store i64 %965, ptr %960, align 1, !noalias !1144
  %966 = add i64 %955, %956
  store i64 %966, ptr %5, align 8, !tbaa !5, !alias.scope !1144, !noalias !1147
  %967 = getelementptr inbounds i32, ptr %10, i64 %940
  br label %991

968:                                              ; preds = %932
  %969 = load i8, ptr %106, align 1, !tbaa !9
  %970 = zext i8 %969 to i64
  %971 = load i16, ptr %107, align 2, !tbaa !87
  %972 = zext i16 %971 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1149)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1152)
  %973 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1149, !noalias !1152
  %974 = lshr i64 %973, 3
  %975 = getelementptr inbounds i8, ptr %6, i64 %974
  %976 = load i8, ptr %975, align 1, !tbaa !9, !alias.scope !1152, !noalias !1149
  %977 = zext i8 %976 to i64
  %978 = and i64 %973, 7
  %979 = shl nuw nsw i64 %972, %978
  %980 = or i64 %979, %977
  store i64 %980, ptr %975, align 1, !noalias !1149
  %981 = add i64 %973, %970
  store i64 %981, ptr %5, align 8, !tbaa !5, !alias.scope !1149, !noalias !1152
  %982 = add i64 %866, -2113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1157)
  %983 = lshr i64 %981, 3
  %984 = getelementptr inbounds i8, ptr %6, i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !9, !alias.scope !1157, !noalias !1154
  %986 = zext i8 %985 to i64
  %987 = and i64 %981, 7
  %988 = shl i64 %982, %987
  %989 = or i64 %988, %986
  store i64 %989, ptr %984, align 1, !noalias !1154
  %990 = add i64 %981, 24
  store i64 %990, ptr %5, align 8, !tbaa !5, !alias.scope !1154, !noalias !1157
  br label %991

991:                                              ; preds = %875, %895, %934, %968
  %992 = phi ptr [ %892, %875 ], [ %931, %895 ], [ %967, %934 ], [ %108, %968 ]
  %993 = load i32, ptr %992, align 4, !tbaa !82
  %994 = add i32 %993, 1
  store i32 %994, ptr %992, align 4, !tbaa !82
  %995 = shl i64 %868, 32
  %996 = ashr exact i64 %995, 32
  %997 = add nsw i64 %996, 3
  %998 = trunc i64 %997 to i32
  %999 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %998, i1 true)
  %1000 = sub nsw i32 30, %999
  %1001 = zext i32 %1000 to i64
  %1002 = lshr i64 %997, %1001
  %1003 = and i64 %1002, 1
  %1004 = or disjoint i64 %1003, 2
  %1005 = shl i64 %1004, %1001
  %1006 = shl nuw nsw i32 %999, 1
  %1007 = xor i32 %1006, 62
  %1008 = add nsw i32 %1007, -4
  %1009 = zext i32 %1008 to i64
  %1010 = or disjoint i64 %1003, %1009
  %1011 = add nuw nsw i64 %1010, 80
  %1012 = getelementptr inbounds i8, ptr %8, i64 %1011
  %1013 = load i8, ptr %1012, align 1, !tbaa !9
  %1014 = zext i8 %1013 to i64
  %1015 = getelementptr inbounds i16, ptr %9, i64 %1011
  %1016 = load i16, ptr %1015, align 2, !tbaa !87
  %1017 = zext i16 %1016 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1159)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1162)
  %1018 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1159, !noalias !1162
  %1019 = lshr i64 %1018, 3
  %1020 = getelementptr inbounds i8, ptr %6, i64 %1019
  %1021 = load i8, ptr %1020, align 1, !tbaa !9, !alias.scope !1162, !noalias !1159
  %1022 = zext i8 %1021 to i64
  %1023 = and i64 %1018, 7
  %1024 = shl nuw nsw i64 %1017, %1023
  %1025 = or i64 %1024, %1022
  store i64 %1025, ptr %1020, align 1, !noalias !1159
  %1026 = add i64 %1018, %1014
  store i64 %1026, ptr %5, align 8, !tbaa !5, !alias.scope !1159, !noalias !1162
  %1027 = sub i64 %997, %1005
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1164)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1167)
  %1028 = lshr i64 %1026, 3
  %1029 = getelementptr inbounds i8, ptr %6, i64 %1028
  %1030 = load i8, ptr %1029, align 1, !tbaa !9, !alias.scope !1167, !noalias !1164
  %1031 = zext i8 %1030 to i64
  %1032 = and i64 %1026, 7
  %1033 = shl i64 %1027, %1032
  %1034 = or i64 %1033, %1031
  store i64 %1034, ptr %1029, align 1, !noalias !1164
  %1035 = add i64 %1026, %1001
  store i64 %1035, ptr %5, align 8, !tbaa !5, !alias.scope !1164, !noalias !1167
  %1036 = getelementptr inbounds i32, ptr %10, i64 %1011
  %1037 = load i32, ptr %1036, align 4, !tbaa !82
  %1038 = add i32 %1037, 1
  store i32 %1038, ptr %1036, align 4, !tbaa !82
  %1039 = icmp ult ptr %872, %131
  br i1 %1039, label %1040, label %1075, !prof !76

1040:                                             ; preds = %991
  %1041 = getelementptr inbounds i8, ptr %872, i64 -3
  %1042 = load i64, ptr %1041, align 1
  %1043 = mul i64 %1042, 8503243848024064
  %1044 = lshr i64 %1043, 49
  %1045 = lshr i64 %1042, 24
  %1046 = mul i64 %1045, 8503243848024064
  %1047 = lshr i64 %1046, 49
  %1048 = ptrtoint ptr %872 to i64
  %1049 = sub i64 %1048, %93
  %1050 = trunc i64 %1049 to i32
  %1051 = add i32 %1050, -3
  %1052 = getelementptr inbounds i32, ptr %4, i64 %1044
  store i32 %1051, ptr %1052, align 4, !tbaa !82
  %1053 = lshr i64 %1042, 8
  %1054 = mul i64 %1053, 8503243848024064
  %1055 = lshr i64 %1054, 49
  %1056 = add i32 %1050, -2
  %1057 = getelementptr inbounds i32, ptr %4, i64 %1055
  store i32 %1056, ptr %1057, align 4, !tbaa !82
  %1058 = lshr i64 %1042, 16
  %1059 = mul i64 %1058, 8503243848024064
  %1060 = lshr i64 %1059, 49
  %1061 = add i32 %1050, -1
  %1062 = getelementptr inbounds i32, ptr %4, i64 %1060
  store i32 %1061, ptr %1062, align 4, !tbaa !82
  %1063 = getelementptr inbounds i32, ptr %4, i64 %1047
  %1064 = load i32, ptr %1063, align 4, !tbaa !82
  store i32 %1050, ptr %1063, align 4, !tbaa !82
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr inbounds i8, ptr %1, i64 %1065
  %1067 = load i32, ptr %872, align 1
  %1068 = load i32, ptr %1066, align 1
  %1069 = icmp eq i32 %1067, %1068
  br i1 %1069, label %806, label %1070

1070:                                             ; preds = %806, %1040, %865, %800, %770
  %1071 = phi i32 [ %578, %770 ], [ %578, %800 ], [ %813, %865 ], [ %873, %1040 ], [ %873, %806 ]
  %1072 = phi ptr [ %262, %770 ], [ %262, %800 ], [ %814, %865 ], [ %872, %1040 ], [ %872, %806 ]
  %1073 = getelementptr inbounds i8, ptr %1072, i64 2
  %1074 = icmp ugt ptr %1073, %131
  br i1 %1074, label %1075, label %137, !prof !78

1075:                                             ; preds = %765, %1070, %147, %152, %991, %127, %119
  %1076 = phi ptr [ %122, %119 ], [ %122, %127 ], [ %872, %991 ], [ %140, %152 ], [ %140, %147 ], [ %1072, %1070 ], [ %262, %765 ]
  %1077 = sub i64 %123, %121
  %1078 = tail call i64 @llvm.umin.i64(i64 %1077, i64 65536)
  %1079 = icmp eq i64 %1077, 0
  br i1 %1079, label %1168, label %1080

1080:                                             ; preds = %1075
  %1081 = add i64 %1078, %120
  %1082 = icmp ult i64 %1081, 1048577
  br i1 %1082, label %1083, label %1168

1083:                                             ; preds = %1080
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %109, i8 0, i64 1024, i1 false)
  br label %1084

1084:                                             ; preds = %1083, %1084
  %1085 = phi i64 [ %1092, %1084 ], [ 0, %1083 ]
  %1086 = getelementptr inbounds i8, ptr %125, i64 %1085
  %1087 = load i8, ptr %1086, align 1, !tbaa !9
  %1088 = zext i8 %1087 to i64
  %1089 = getelementptr inbounds i32, ptr %109, i64 %1088
  %1090 = load i32, ptr %1089, align 4, !tbaa !82
  %1091 = add i32 %1090, 1
  store i32 %1091, ptr %1089, align 4, !tbaa !82
  %1092 = add nuw nsw i64 %1085, 43
  %1093 = icmp ult i64 %1092, %1078
  br i1 %1093, label %1084, label %1094, !llvm.loop !274

1094:                                             ; preds = %1084
  %1095 = add nuw nsw i64 %1078, 42
  %1096 = udiv i64 %1095, 43
  %1097 = icmp ult i64 %1077, 10966
  br i1 %1097, label %1098, label %1102

1098:                                             ; preds = %1094
  %1099 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1096
  %1100 = load double, ptr %1099, align 8, !tbaa !275
  %1101 = uitofp nneg i64 %1096 to double
  br label %1105

1102:                                             ; preds = %1094
  %1103 = uitofp nneg i64 %1096 to double
  %1104 = tail call double @log2(double noundef %1103) #10
  br label %1105

1105:                                             ; preds = %1102, %1098
  %1106 = phi double [ %1101, %1098 ], [ %1103, %1102 ]
  %1107 = phi double [ %1100, %1098 ], [ %1104, %1102 ]
  %1108 = fadd double %1107, 5.000000e-01
  %1109 = tail call double @llvm.fmuladd.f64(double %1108, double %1106, double 2.000000e+02)
  br label %1110

1110:                                             ; preds = %1126, %1105
  %1111 = phi double [ %1109, %1105 ], [ %1130, %1126 ]
  %1112 = phi i64 [ 0, %1105 ], [ %1131, %1126 ]
  %1113 = getelementptr inbounds i32, ptr %109, i64 %1112
  %1114 = load i32, ptr %1113, align 4, !tbaa !82
  %1115 = uitofp i32 %1114 to double
  %1116 = getelementptr inbounds i8, ptr %0, i64 %1112
  %1117 = load i8, ptr %1116, align 1, !tbaa !9
  %1118 = uitofp i8 %1117 to double
  %1119 = icmp ult i32 %1114, 256
  br i1 %1119, label %1120, label %1124

1120:                                             ; preds = %1110
  %1121 = zext nneg i32 %1114 to i64
  %1122 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %1121
  %1123 = load double, ptr %1122, align 8, !tbaa !275
  br label %1126

1124:                                             ; preds = %1110
  %1125 = tail call double @log2(double noundef %1115) #10
  br label %1126

1126:                                             ; preds = %1124, %1120
  %1127 = phi double [ %1123, %1120 ], [ %1125, %1124 ]
  %1128 = fadd double %1127, %1118
  %1129 = fneg double %1115
  %1130 = tail call double @llvm.fmuladd.f64(double %1129, double %1128, double %1111)
  %1131 = add nuw nsw i64 %1112, 1
  %1132 = icmp eq i64 %1131, 256
  br i1 %1132, label %1133, label %1110, !llvm.loop !277

1133:                                             ; preds = %1126
  %1134 = fcmp ult double %1130, 0.000000e+00
  br i1 %1134, label %1168, label %1135

1135:                                             ; preds = %1133
  %1136 = trunc nuw i64 %1081 to i32
  %1137 = add nsw i32 %1136, -1
  br label %1138

1138:                                             ; preds = %1138, %1135
  %1139 = phi i64 [ 20, %1135 ], [ %1164, %1138 ]
  %1140 = phi i32 [ %1137, %1135 ], [ %1165, %1138 ]
  %1141 = phi i64 [ %112, %1135 ], [ %1166, %1138 ]
  %1142 = lshr i64 %1141, 3
  %1143 = and i64 %1141, 7
  %1144 = sub nuw nsw i64 8, %1143
  %1145 = tail call i64 @llvm.umin.i64(i64 %1139, i64 %1144)
  %1146 = add nuw nsw i64 %1145, %1143
  %1147 = trunc nuw nsw i64 %1146 to i32
  %1148 = shl nsw i32 -1, %1147
  %1149 = trunc nuw nsw i64 %1143 to i32
  %1150 = shl nsw i32 -1, %1149
  %1151 = xor i32 %1150, -1
  %1152 = or i32 %1148, %1151
  %1153 = getelementptr inbounds i8, ptr %6, i64 %1142
  %1154 = load i8, ptr %1153, align 1, !tbaa !9
  %1155 = zext i8 %1154 to i32
  %1156 = and i32 %1152, %1155
  %1157 = trunc nuw nsw i64 %1145 to i32
  %1158 = shl nsw i32 -1, %1157
  %1159 = xor i32 %1158, -1
  %1160 = and i32 %1140, %1159
  %1161 = shl nuw nsw i32 %1160, %1149
  %1162 = or i32 %1156, %1161
  %1163 = trunc i32 %1162 to i8
  store i8 %1163, ptr %1153, align 1, !tbaa !9
  %1164 = sub i64 %1139, %1145
  %1165 = lshr i32 %1140, %1157
  %1166 = add i64 %1145, %1141
  %1167 = icmp eq i64 %1164, 0
  br i1 %1167, label %118, label %1138, !llvm.loop !75

1168:                                             ; preds = %1133, %1080, %1075
  %1169 = ptrtoint ptr %124 to i64
  %1170 = icmp ult ptr %1076, %125
  br i1 %1170, label %1171, label %1478

1171:                                             ; preds = %1168
  %1172 = ptrtoint ptr %125 to i64
  %1173 = ptrtoint ptr %1076 to i64
  %1174 = sub i64 %1172, %1173
  %1175 = icmp ult i64 %1174, 6210
  br i1 %1175, label %1176, label %1348, !prof !76

1176:                                             ; preds = %1171
  %1177 = icmp ult i64 %1174, 6
  br i1 %1177, label %1178, label %1196

1178:                                             ; preds = %1176
  %1179 = or disjoint i64 %1174, 40
  %1180 = getelementptr inbounds i8, ptr %8, i64 %1179
  %1181 = load i8, ptr %1180, align 1, !tbaa !9
  %1182 = zext i8 %1181 to i64
  %1183 = getelementptr inbounds i16, ptr %9, i64 %1179
  %1184 = load i16, ptr %1183, align 2, !tbaa !87
  %1185 = zext i16 %1184 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1169)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1172)
  %1186 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1169, !noalias !1172
  %1187 = lshr i64 %1186, 3
  %1188 = getelementptr inbounds i8, ptr %6, i64 %1187
  %1189 = load i8, ptr %1188, align 1, !tbaa !9, !alias.scope !1172, !noalias !1169
  %1190 = zext i8 %1189 to i64
  %1191 = and i64 %1186, 7
  %1192 = shl nuw nsw i64 %1185, %1191
  %1193 = or i64 %1192, %1190
  store i64 %1193, ptr %1188, align 1, !noalias !1169
  %1194 = add i64 %1186, %1182
  store i64 %1194, ptr %5, align 8, !tbaa !5, !alias.scope !1169, !noalias !1172
  %1195 = getelementptr inbounds i32, ptr %10, i64 %1179
  br label %1294

1196:                                             ; preds = %1176
  %1197 = icmp ult i64 %1174, 130
  br i1 %1197, label %1198, label %1235

1198:                                             ; preds = %1196
  %1199 = add nsw i64 %1174, -2
  %1200 = trunc i64 %1199 to i32
  %1201 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1200, i1 true)
  %1202 = sub nuw nsw i32 30, %1201
  %1203 = zext nneg i32 %1202 to i64
  %1204 = lshr i64 %1199, %1203
  %1205 = shl nuw nsw i32 %1202, 1
  %1206 = add nuw nsw i32 %1205, 42
  %1207 = zext nneg i32 %1206 to i64
  %1208 = add nuw nsw i64 %1204, %1207
  %1209 = getelementptr inbounds i8, ptr %8, i64 %1208
  %1210 = load i8, ptr %1209, align 1, !tbaa !9
  %1211 = zext i8 %1210 to i64
  %1212 = getelementptr inbounds i16, ptr %9, i64 %1208
  %1213 = load i16, ptr %1212, align 2, !tbaa !87
  %1214 = zext i16 %1213 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1174)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1177)
  %1215 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1174, !noalias !1177
  %1216 = lshr i64 %1215, 3
  %1217 = getelementptr inbounds i8, ptr %6, i64 %1216
  %1218 = load i8, ptr %1217, align 1, !tbaa !9, !alias.scope !1177, !noalias !1174
  %1219 = zext i8 %1218 to i64
  %1220 = and i64 %1215, 7
  %1221 = shl nuw nsw i64 %1214, %1220
  %1222 = or i64 %1221, %1219
  store i64 %1222, ptr %1217, align 1, !noalias !1174
  %1223 = add i64 %1215, %1211
  store i64 %1223, ptr %5, align 8, !tbaa !5, !alias.scope !1174, !noalias !1177
  %1224 = shl nuw nsw i64 %1204, %1203
  %1225 = sub nsw i64 %1199, %1224
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1179)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1182)
  %1226 = lshr i64 %1223, 3
  %1227 = getelementptr inbounds i8, ptr %6, i64 %1226
  %1228 = load i8, ptr %1227, align 1, !tbaa !9, !alias.scope !1182, !noalias !1179
  %1229 = zext i8 %1228 to i64
  %1230 = and i64 %1223, 7
  %1231 = shl nsw i64 %1225, %1230
  %1232 = or i64 %1231, %1229
  store i64 %1232, ptr %1227, align 1, !noalias !1179
  %1233 = add i64 %1223, %1203
  store i64 %1233, ptr %5, align 8, !tbaa !5, !alias.scope !1179, !noalias !1182
  %1234 = getelementptr inbounds i32, ptr %10, i64 %1208
  br label %1294

1235:                                             ; preds = %1196
  %1236 = icmp ult i64 %1174, 2114
  br i1 %1236, label %1237, label %1271

1237:                                             ; preds = %1235
  %1238 = add nsw i64 %1174, -66
  %1239 = trunc i64 %1238 to i32
  %1240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1239, i1 true)
  %1241 = xor i32 %1240, 31
  %1242 = sub nuw nsw i32 81, %1240
  %1243 = zext nneg i32 %1242 to i64
  %1244 = getelementptr inbounds i8, ptr %8, i64 %1243
  %1245 = load i8, ptr %1244, align 1, !tbaa !9
  %1246 = zext i8 %1245 to i64
  %1247 = getelementptr inbounds i16, ptr %9, i64 %1243
  %1248 = load i16, ptr %1247, align 2, !tbaa !87
  %1249 = zext i16 %1248 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1184)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1187)
  %1250 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1184, !noalias !1187
  %1251 = lshr i64 %1250, 3
  %1252 = getelementptr inbounds i8, ptr %6, i64 %1251
  %1253 = load i8, ptr %1252, align 1, !tbaa !9, !alias.scope !1187, !noalias !1184
  %1254 = zext i8 %1253 to i64
  %1255 = and i64 %1250, 7
  %1256 = shl nuw nsw i64 %1249, %1255
  %1257 = or i64 %1256, %1254
  store i64 %1257, ptr %1252, align 1, !noalias !1184
  %1258 = add i64 %1250, %1246
  store i64 %1258, ptr %5, align 8, !tbaa !5, !alias.scope !1184, !noalias !1187
  %1259 = zext nneg i32 %1241 to i64
  %1260 = shl nsw i64 -1, %1259
  %1261 = add nsw i64 %1260, %1238
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1189)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1192)
  %1262 = lshr i64 %1258, 3
  %1263 = getelementptr inbounds i8, ptr %6, i64 %1262
  %1264 = load i8, ptr %1263, align 1, !tbaa !9, !alias.scope !1192, !noalias !1189
  %1265 = zext i8 %1264 to i64
  %1266 = and i64 %1258, 7
  %1267 = shl nsw i64 %1261, %1266
  %1268 = or i64 %1267, %1265
  store i64 %1268, ptr %1263, align 1, !noalias !1189
  %1269 = add i64 %1258, %1259
  store i64 %1269, ptr %5, align 8, !tbaa !5, !alias.scope !1189, !noalias !1192
  %1270 = getelementptr inbounds i32, ptr %10, i64 %1243
  br label %1294

1271:                                             ; preds = %1235
  %1272 = load i8, ptr %100, align 1, !tbaa !9
  %1273 = zext i8 %1272 to i64
  %1274 = load i16, ptr %101, align 2, !tbaa !87
  %1275 = zext i16 %1274 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1194)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1197)
  %1276 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1194, !noalias !1197
  %1277 = lshr i64 %1276, 3
  %1278 = getelementptr inbounds i8, ptr %6, i64 %1277
  %1279 = load i8, ptr %1278, align 1, !tbaa !9, !alias.scope !1197, !noalias !1194
  %1280 = zext i8 %1279 to i64
  %1281 = and i64 %1276, 7
  %1282 = shl nuw nsw i64 %1275, %1281
  %1283 = or i64 %1282, %1280
  store i64 %1283, ptr %1278, align 1, !noalias !1194
  %1284 = add i64 %1276, %1273
  store i64 %1284, ptr %5, align 8, !tbaa !5, !alias.scope !1194, !noalias !1197
  %1285 = add nsw i64 %1174, -2114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1199)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1202)
  %1286 = lshr i64 %1284, 3
  %1287 = getelementptr inbounds i8, ptr %6, i64 %1286
  %1288 = load i8, ptr %1287, align 1, !tbaa !9, !alias.scope !1202, !noalias !1199
  %1289 = zext i8 %1288 to i64
  %1290 = and i64 %1284, 7
  %1291 = shl nuw nsw i64 %1285, %1290
  %1292 = or i64 %1291, %1289
  store i64 %1292, ptr %1287, align 1, !noalias !1199
  %1293 = add i64 %1284, 12
  store i64 %1293, ptr %5, align 8, !tbaa !5, !alias.scope !1199, !noalias !1202
  br label %1294

1294:                                             ; preds = %1178, %1198, %1237, %1271
  %1295 = phi ptr [ %1195, %1178 ], [ %1234, %1198 ], [ %1270, %1237 ], [ %102, %1271 ]
  %1296 = load i32, ptr %1295, align 4, !tbaa !82
  %1297 = add i32 %1296, 1
  store i32 %1297, ptr %1295, align 4, !tbaa !82
  %1298 = icmp eq ptr %125, %1076
  br i1 %1298, label %1478, label %1299

1299:                                             ; preds = %1294
  %1300 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !1204, !noalias !1207
  %1301 = tail call i64 @llvm.umax.i64(i64 %1174, i64 1)
  %1302 = and i64 %1301, 1
  %1303 = icmp ult i64 %1174, 2
  br i1 %1303, label %1434, label %1304

1304:                                             ; preds = %1299
  %1305 = and i64 %1301, 8190
  br label %1306

1306:                                             ; preds = %1306, %1304
  %1307 = phi i64 [ %1300, %1304 ], [ %1344, %1306 ]
  %1308 = phi i64 [ 0, %1304 ], [ %1345, %1306 ]
  %1309 = phi i64 [ 0, %1304 ], [ %1346, %1306 ]
  %1310 = getelementptr inbounds i8, ptr %1076, i64 %1308
  %1311 = load i8, ptr %1310, align 1, !tbaa !9
  %1312 = zext i8 %1311 to i64
  %1313 = getelementptr inbounds i8, ptr %0, i64 %1312
  %1314 = load i8, ptr %1313, align 1, !tbaa !9
  %1315 = zext i8 %1314 to i64
  %1316 = getelementptr inbounds i16, ptr %11, i64 %1312
  %1317 = load i16, ptr %1316, align 2, !tbaa !87
  %1318 = zext i16 %1317 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1204)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1207)
  %1319 = lshr i64 %1307, 3
  %1320 = getelementptr inbounds i8, ptr %6, i64 %1319
  %1321 = load i8, ptr %1320, align 1, !tbaa !9, !alias.scope !1207, !noalias !1204
  %1322 = zext i8 %1321 to i64
  %1323 = and i64 %1307, 7
  %1324 = shl nuw nsw i64 %1318, %1323
  %1325 = or i64 %1324, %1322
  store i64 %1325, ptr %1320, align 1, !noalias !1204
  %1326 = add i64 %1307, %1315
  store i64 %1326, ptr %5, align 8, !tbaa !5, !alias.scope !1204, !noalias !1207
  %1327 = or disjoint i64 %1308, 1
  %1328 = getelementptr inbounds i8, ptr %1076, i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !9
  %1330 = zext i8 %1329 to i64
  %1331 = getelementptr inbounds i8, ptr %0, i64 %1330
  %1332 = load i8, ptr %1331, align 1, !tbaa !9
  %1333 = zext i8 %1332 to i64
  %1334 = getelementptr inbounds i16, ptr %11, i64 %1330
  %1335 = load i16, ptr %1334, align 2, !tbaa !87
  %1336 = zext i16 %1335 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1209)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1211)
  %1337 = lshr i64 %1326, 3
  %1338 = getelementptr inbounds i8, ptr %6, i64 %1337
  %1339 = load i8, ptr %1338, align 1, !tbaa !9, !alias.scope !1211, !noalias !1209
  %1340 = zext i8 %1339 to i64
  %1341 = and i64 %1326, 7
  %1342 = shl nuw nsw i64 %1336, %1341
  %1343 = or i64 %1342, %1340
  store i64 %1343, ptr %1338, align 1, !noalias !1209
  %1344 = add i64 %1326, %1333
  store i64 %1344, ptr %5, align 8, !tbaa !5, !alias.scope !1209, !noalias !1211
  %1345 = add nuw i64 %1308, 2
  %1346 = add i64 %1309, 2
  %1347 = icmp eq i64 %1346, %1305
  br i1 %1347, label %1434, label %1306, !llvm.loop !153

1348:                                             ; preds = %1171
  %1349 = sub i64 %1173, %116
  %1350 = mul i64 %1349, 50
  %1351 = icmp ugt i64 %1350, %1174
  %1352 = select i1 %1351, i1 true, i1 %117
  br i1 %1352, label %1355, label %1353

1353:                                             ; preds = %1348
  %1354 = add i64 %112, -3
  tail call fastcc void @EmitUncompressedMetaBlock(ptr noundef %114, ptr noundef nonnull %125, i64 noundef %1354, ptr noundef nonnull %5, ptr noundef %6)
  br label %1478

1355:                                             ; preds = %1348
  %1356 = icmp ult i64 %1174, 22594
  %1357 = select i1 %1356, ptr %98, ptr %95
  %1358 = select i1 %1356, ptr %97, ptr %94
  %1359 = select i1 %1356, i64 -6210, i64 -22594
  %1360 = select i1 %1356, i64 14, i64 24
  %1361 = select i1 %1356, ptr %99, ptr %96
  %1362 = load i8, ptr %1358, align 1, !tbaa !9
  %1363 = zext i8 %1362 to i64
  %1364 = load i16, ptr %1357, align 2, !tbaa !87
  %1365 = zext i16 %1364 to i64
  %1366 = load i64, ptr %5, align 8, !tbaa !5, !noalias !35
  %1367 = lshr i64 %1366, 3
  %1368 = getelementptr inbounds i8, ptr %6, i64 %1367
  %1369 = load i8, ptr %1368, align 1, !tbaa !9, !noalias !35
  %1370 = zext i8 %1369 to i64
  %1371 = and i64 %1366, 7
  %1372 = shl nuw nsw i64 %1365, %1371
  %1373 = or i64 %1372, %1370
  store i64 %1373, ptr %1368, align 1, !noalias !35
  %1374 = add i64 %1366, %1363
  store i64 %1374, ptr %5, align 8, !tbaa !5, !noalias !35
  %1375 = add i64 %1174, %1359
  %1376 = lshr i64 %1374, 3
  %1377 = getelementptr inbounds i8, ptr %6, i64 %1376
  %1378 = load i8, ptr %1377, align 1, !tbaa !9, !noalias !35
  %1379 = zext i8 %1378 to i64
  %1380 = and i64 %1374, 7
  %1381 = shl i64 %1375, %1380
  %1382 = or i64 %1381, %1379
  store i64 %1382, ptr %1377, align 1, !noalias !35
  %1383 = add i64 %1374, %1360
  %1384 = load i32, ptr %1361, align 4, !tbaa !82
  %1385 = add i32 %1384, 1
  store i32 %1385, ptr %1361, align 4, !tbaa !82
  store i64 %1383, ptr %5, align 8
  %1386 = add nsw i64 %121, -1
  %1387 = add i64 %1386, %1169
  %1388 = and i64 %1174, 1
  %1389 = icmp eq i64 %1387, %1173
  br i1 %1389, label %1456, label %1390

1390:                                             ; preds = %1355
  %1391 = and i64 %1174, -2
  br label %1392

1392:                                             ; preds = %1392, %1390
  %1393 = phi i64 [ 0, %1390 ], [ %1431, %1392 ]
  %1394 = phi i64 [ %1383, %1390 ], [ %1430, %1392 ]
  %1395 = phi i64 [ 0, %1390 ], [ %1432, %1392 ]
  %1396 = getelementptr inbounds i8, ptr %1076, i64 %1393
  %1397 = load i8, ptr %1396, align 1, !tbaa !9
  %1398 = zext i8 %1397 to i64
  %1399 = getelementptr inbounds i8, ptr %0, i64 %1398
  %1400 = load i8, ptr %1399, align 1, !tbaa !9
  %1401 = zext i8 %1400 to i64
  %1402 = getelementptr inbounds i16, ptr %11, i64 %1398
  %1403 = load i16, ptr %1402, align 2, !tbaa !87
  %1404 = zext i16 %1403 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1213)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1216)
  %1405 = lshr i64 %1394, 3
  %1406 = getelementptr inbounds i8, ptr %6, i64 %1405
  %1407 = load i8, ptr %1406, align 1, !tbaa !9, !alias.scope !1216, !noalias !1213
  %1408 = zext i8 %1407 to i64
  %1409 = and i64 %1394, 7
  %1410 = shl nuw nsw i64 %1404, %1409
  %1411 = or i64 %1410, %1408
  store i64 %1411, ptr %1406, align 1, !noalias !1213
  %1412 = add i64 %1394, %1401
  store i64 %1412, ptr %5, align 8, !tbaa !5, !alias.scope !1213, !noalias !1216
  %1413 = or disjoint i64 %1393, 1
  %1414 = getelementptr inbounds i8, ptr %1076, i64 %1413
  %1415 = load i8, ptr %1414, align 1, !tbaa !9
  %1416 = zext i8 %1415 to i64
  %1417 = getelementptr inbounds i8, ptr %0, i64 %1416
  %1418 = load i8, ptr %1417, align 1, !tbaa !9
  %1419 = zext i8 %1418 to i64
  %1420 = getelementptr inbounds i16, ptr %11, i64 %1416
  %1421 = load i16, ptr %1420, align 2, !tbaa !87
  %1422 = zext i16 %1421 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1218)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1220)
  %1423 = lshr i64 %1412, 3
  %1424 = getelementptr inbounds i8, ptr %6, i64 %1423
  %1425 = load i8, ptr %1424, align 1, !tbaa !9, !alias.scope !1220, !noalias !1218
  %1426 = zext i8 %1425 to i64
  %1427 = and i64 %1412, 7
  %1428 = shl nuw nsw i64 %1422, %1427
  %1429 = or i64 %1428, %1426
  store i64 %1429, ptr %1424, align 1, !noalias !1218
  %1430 = add i64 %1412, %1419
  store i64 %1430, ptr %5, align 8, !tbaa !5, !alias.scope !1218, !noalias !1220
  %1431 = add nuw i64 %1393, 2
  %1432 = add i64 %1395, 2
  %1433 = icmp eq i64 %1432, %1391
  br i1 %1433, label %1456, label %1392, !llvm.loop !153

1434:                                             ; preds = %1306, %1299
  %1435 = phi i64 [ %1300, %1299 ], [ %1344, %1306 ]
  %1436 = phi i64 [ 0, %1299 ], [ %1345, %1306 ]
  %1437 = icmp eq i64 %1302, 0
  br i1 %1437, label %1478, label %1438

1438:                                             ; preds = %1434
  %1439 = getelementptr inbounds i8, ptr %1076, i64 %1436
  %1440 = load i8, ptr %1439, align 1, !tbaa !9
  %1441 = zext i8 %1440 to i64
  %1442 = getelementptr inbounds i8, ptr %0, i64 %1441
  %1443 = load i8, ptr %1442, align 1, !tbaa !9
  %1444 = zext i8 %1443 to i64
  %1445 = getelementptr inbounds i16, ptr %11, i64 %1441
  %1446 = load i16, ptr %1445, align 2, !tbaa !87
  %1447 = zext i16 %1446 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1204)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1207)
  %1448 = lshr i64 %1435, 3
  %1449 = getelementptr inbounds i8, ptr %6, i64 %1448
  %1450 = load i8, ptr %1449, align 1, !tbaa !9, !alias.scope !1207, !noalias !1204
  %1451 = zext i8 %1450 to i64
  %1452 = and i64 %1435, 7
  %1453 = shl nuw nsw i64 %1447, %1452
  %1454 = or i64 %1453, %1451
  store i64 %1454, ptr %1449, align 1, !noalias !1204
  %1455 = add i64 %1435, %1444
  store i64 %1455, ptr %5, align 8, !tbaa !5, !alias.scope !1204, !noalias !1207
  br label %1478

1456:                                             ; preds = %1392, %1355
  %1457 = phi i64 [ 0, %1355 ], [ %1431, %1392 ]
  %1458 = phi i64 [ %1383, %1355 ], [ %1430, %1392 ]
  %1459 = icmp eq i64 %1388, 0
  br i1 %1459, label %1478, label %1460

1460:                                             ; preds = %1456
  %1461 = getelementptr inbounds i8, ptr %1076, i64 %1457
  %1462 = load i8, ptr %1461, align 1, !tbaa !9
  %1463 = zext i8 %1462 to i64
  %1464 = getelementptr inbounds i8, ptr %0, i64 %1463
  %1465 = load i8, ptr %1464, align 1, !tbaa !9
  %1466 = zext i8 %1465 to i64
  %1467 = getelementptr inbounds i16, ptr %11, i64 %1463
  %1468 = load i16, ptr %1467, align 2, !tbaa !87
  %1469 = zext i16 %1468 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1213)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1216)
  %1470 = lshr i64 %1458, 3
  %1471 = getelementptr inbounds i8, ptr %6, i64 %1470
  %1472 = load i8, ptr %1471, align 1, !tbaa !9, !alias.scope !1216, !noalias !1213
  %1473 = zext i8 %1472 to i64
  %1474 = and i64 %1458, 7
  %1475 = shl nuw nsw i64 %1469, %1474
  %1476 = or i64 %1475, %1473
  store i64 %1476, ptr %1471, align 1, !noalias !1213
  %1477 = add i64 %1458, %1466
  store i64 %1477, ptr %5, align 8, !tbaa !5, !alias.scope !1213, !noalias !1216
  br label %1478

1478:                                             ; preds = %1460, %1456, %1438, %1434, %1294, %387, %1353, %1168
  %1479 = phi ptr [ %125, %1353 ], [ %125, %1168 ], [ %164, %387 ], [ %125, %1294 ], [ %125, %1434 ], [ %125, %1438 ], [ %125, %1456 ], [ %125, %1460 ]
  %1480 = phi i64 [ %1077, %1353 ], [ %1077, %1168 ], [ %391, %387 ], [ %1077, %1294 ], [ %1077, %1434 ], [ %1077, %1438 ], [ %1077, %1456 ], [ %1077, %1460 ]
  %1481 = icmp eq i64 %1480, 0
  br i1 %1481, label %1522, label %1482

1482:                                             ; preds = %1478
  %1483 = tail call i64 @llvm.umin.i64(i64 %1480, i64 98304)
  %1484 = load i64, ptr %5, align 8, !tbaa !5
  %1485 = add i64 %1484, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1222)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1225)
  %1486 = lshr i64 %1484, 3
  %1487 = getelementptr inbounds i8, ptr %6, i64 %1486
  %1488 = load i8, ptr %1487, align 1, !tbaa !9, !alias.scope !1225, !noalias !1222
  %1489 = zext i8 %1488 to i64
  store i64 %1489, ptr %1487, align 1, !noalias !1222
  %1490 = add i64 %1484, 1
  store i64 %1490, ptr %5, align 8, !tbaa !5, !alias.scope !1222, !noalias !1225
  %1491 = icmp ult i64 %1480, 65537
  %1492 = select i1 %1491, i64 4, i64 5
  %1493 = add nsw i64 %1492, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1227)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1230)
  %1494 = lshr i64 %1490, 3
  %1495 = getelementptr inbounds i8, ptr %6, i64 %1494
  %1496 = load i8, ptr %1495, align 1, !tbaa !9, !alias.scope !1230, !noalias !1227
  %1497 = zext i8 %1496 to i64
  %1498 = and i64 %1490, 7
  %1499 = shl nuw nsw i64 %1493, %1498
  %1500 = or i64 %1499, %1497
  store i64 %1500, ptr %1495, align 1, !noalias !1227
  store i64 %1485, ptr %5, align 8, !tbaa !5, !alias.scope !1227, !noalias !1230
  %1501 = shl nuw nsw i64 %1492, 2
  %1502 = add nsw i64 %1483, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1232)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1235)
  %1503 = lshr i64 %1485, 3
  %1504 = getelementptr inbounds i8, ptr %6, i64 %1503
  %1505 = load i8, ptr %1504, align 1, !tbaa !9, !alias.scope !1235, !noalias !1232
  %1506 = zext i8 %1505 to i64
  %1507 = and i64 %1485, 7
  %1508 = shl nuw nsw i64 %1502, %1507
  %1509 = or i64 %1508, %1506
  store i64 %1509, ptr %1504, align 1, !noalias !1232
  %1510 = add i64 %1485, %1501
  store i64 %1510, ptr %5, align 8, !tbaa !5, !alias.scope !1232, !noalias !1235
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1237)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1240)
  %1511 = lshr i64 %1510, 3
  %1512 = getelementptr inbounds i8, ptr %6, i64 %1511
  %1513 = load i8, ptr %1512, align 1, !tbaa !9, !alias.scope !1240, !noalias !1237
  %1514 = zext i8 %1513 to i64
  store i64 %1514, ptr %1512, align 1, !noalias !1237
  %1515 = add i64 %1510, 1
  store i64 %1515, ptr %5, align 8, !tbaa !5, !alias.scope !1237, !noalias !1240
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1242)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1245)
  %1516 = lshr i64 %1515, 3
  %1517 = getelementptr inbounds i8, ptr %6, i64 %1516
  %1518 = load i8, ptr %1517, align 1, !tbaa !9, !alias.scope !1245, !noalias !1242
  %1519 = zext i8 %1518 to i64
  store i64 %1519, ptr %1517, align 1, !noalias !1242
  %1520 = add i64 %1510, 14
  store i64 %1520, ptr %5, align 8, !tbaa !5, !alias.scope !1242, !noalias !1245
  %1521 = tail call fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr noundef %1479, i64 noundef %1483, ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %5, ptr noundef %6)
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %6)
  br label %110

1522:                                             ; preds = %1478
  %1523 = icmp eq i32 %3, 0
  br i1 %1523, label %1524, label %1525

1524:                                             ; preds = %1522
  store i8 0, ptr %80, align 8, !tbaa !9
  store i64 0, ptr %51, align 8, !tbaa !61
  tail call fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef nonnull %51, ptr noundef nonnull %80)
  br label %1525

1525:                                             ; preds = %1522, %1524
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @EmitUncompressedMetaBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4) unnamed_addr #2 {
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = sub i64 %6, %7
  %9 = trunc i64 %2 to i8
  %10 = and i8 %9, 7
  %11 = shl nsw i8 -1, %10
  %12 = xor i8 %11, -1
  %13 = lshr i64 %2, 3
  %14 = getelementptr inbounds i8, ptr %4, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !9
  %16 = and i8 %15, %12
  store i8 %16, ptr %14, align 1, !tbaa !9
  store i64 %2, ptr %3, align 8, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1247)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1250)
  %17 = load i8, ptr %14, align 1, !tbaa !9, !alias.scope !1250, !noalias !1247
  %18 = zext i8 %17 to i64
  store i64 %18, ptr %14, align 1, !noalias !1247
  %19 = add i64 %2, 1
  store i64 %19, ptr %3, align 8, !tbaa !5, !alias.scope !1247, !noalias !1250
  %20 = icmp ult i64 %8, 65537
  %21 = icmp ult i64 %8, 1048577
  %22 = select i1 %21, i64 5, i64 6
  %23 = select i1 %20, i64 4, i64 %22
  %24 = add nsw i64 %23, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1252)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1255)
  %25 = lshr i64 %19, 3
  %26 = getelementptr inbounds i8, ptr %4, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !9, !alias.scope !1255, !noalias !1252
  %28 = zext i8 %27 to i64
  %29 = and i64 %19, 7
  %30 = shl nuw nsw i64 %24, %29
  %31 = or i64 %30, %28
  store i64 %31, ptr %26, align 1, !noalias !1252
  %32 = add i64 %2, 3
  store i64 %32, ptr %3, align 8, !tbaa !5, !alias.scope !1252, !noalias !1255
  %33 = shl nuw nsw i64 %23, 2
  %34 = add i64 %8, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1257)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1260)
  %35 = lshr i64 %32, 3
  %36 = getelementptr inbounds i8, ptr %4, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !9, !alias.scope !1260, !noalias !1257
  %38 = zext i8 %37 to i64
  %39 = and i64 %32, 7
  %40 = shl i64 %34, %39
  %41 = or i64 %40, %38
  store i64 %41, ptr %36, align 1, !noalias !1257
  %42 = add i64 %33, %32
  store i64 %42, ptr %3, align 8, !tbaa !5, !alias.scope !1257, !noalias !1260
  %43 = lshr i64 %42, 3
  %44 = getelementptr inbounds i8, ptr %4, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !9, !alias.scope !1262, !noalias !1265
  %46 = zext i8 %45 to i64
  %47 = and i64 %42, 7
  %48 = shl nuw nsw i64 1, %47
  %49 = or i64 %48, %46
  store i64 %49, ptr %44, align 1, !noalias !1265
  %50 = add i64 %42, 8
  %51 = and i64 %50, 4294967288
  store i64 %51, ptr %3, align 8, !tbaa !5
  %52 = lshr exact i64 %51, 3
  %53 = getelementptr inbounds i8, ptr %4, i64 %52
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr align 1 %0, i64 %8, i1 false)
  %54 = shl i64 %8, 3
  %55 = load i64, ptr %3, align 8, !tbaa !5
  %56 = add i64 %55, %54
  store i64 %56, ptr %3, align 8, !tbaa !5
  %57 = lshr i64 %56, 3
  %58 = getelementptr inbounds i8, ptr %4, i64 %57
  store i8 0, ptr %58, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @BuildAndStoreLiteralPrefixCode(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #0 {
  %8 = getelementptr inbounds i8, ptr %0, i64 6288
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %8, i8 0, i64 1024, i1 false)
  %9 = icmp ult i64 %2, 32768
  br i1 %9, label %10, label %89

10:                                               ; preds = %7
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %32, label %12

12:                                               ; preds = %10
  %13 = and i64 %2, 3
  %14 = icmp ult i64 %2, 4
  br i1 %14, label %17, label %15

15:                                               ; preds = %12
  %16 = and i64 %2, 32764
  br label %56

17:                                               ; preds = %56, %12
  %18 = phi i64 [ 0, %12 ], [ %86, %56 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %17, %20
  %21 = phi i64 [ %29, %20 ], [ %18, %17 ]
  %22 = phi i64 [ %30, %20 ], [ 0, %17 ]
  %23 = getelementptr inbounds i8, ptr %1, i64 %21
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds i32, ptr %8, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !82
  %28 = add i32 %27, 1
  store i32 %28, ptr %26, align 4, !tbaa !82
  %29 = add nuw nsw i64 %21, 1
  %30 = add i64 %22, 1
  %31 = icmp eq i64 %30, %13
  br i1 %31, label %32, label %20, !llvm.loop !1267

32:                                               ; preds = %17, %20, %10
  %33 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %2, i64 0
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i64 [ 0, %32 ], [ %52, %34 ]
  %36 = phi <2 x i64> [ %33, %32 ], [ %50, %34 ]
  %37 = phi <2 x i64> [ zeroinitializer, %32 ], [ %51, %34 ]
  %38 = getelementptr inbounds i32, ptr %8, i64 %35
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load <2 x i32>, ptr %38, align 4, !tbaa !82
  %41 = load <2 x i32>, ptr %39, align 4, !tbaa !82
  %42 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %40, <2 x i32> <i32 11, i32 11>)
  %43 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %41, <2 x i32> <i32 11, i32 11>)
  %44 = shl nuw nsw <2 x i32> %42, <i32 1, i32 1>
  %45 = shl nuw nsw <2 x i32> %43, <i32 1, i32 1>
  %46 = add <2 x i32> %44, %40
  %47 = add <2 x i32> %45, %41
  store <2 x i32> %46, ptr %38, align 4, !tbaa !82
  store <2 x i32> %47, ptr %39, align 4, !tbaa !82
  %48 = zext nneg <2 x i32> %44 to <2 x i64>
  %49 = zext nneg <2 x i32> %45 to <2 x i64>
  %50 = add <2 x i64> %36, %48
  %51 = add <2 x i64> %37, %49
  %52 = add nuw i64 %35, 4
  %53 = icmp eq i64 %52, 256
  br i1 %53, label %54, label %34, !llvm.loop !1269

54:                                               ; preds = %34
  %55 = add <2 x i64> %51, %50
  br label %127

56:                                               ; preds = %56, %15
  %57 = phi i64 [ 0, %15 ], [ %86, %56 ]
  %58 = phi i64 [ 0, %15 ], [ %87, %56 ]
  %59 = getelementptr inbounds i8, ptr %1, i64 %57
  %60 = load i8, ptr %59, align 1, !tbaa !9
  %61 = zext i8 %60 to i64
  %62 = getelementptr inbounds i32, ptr %8, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !82
  %64 = add i32 %63, 1
  store i32 %64, ptr %62, align 4, !tbaa !82
  %65 = or disjoint i64 %57, 1
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !9
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds i32, ptr %8, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !82
  %71 = add i32 %70, 1
  store i32 %71, ptr %69, align 4, !tbaa !82
  %72 = or disjoint i64 %57, 2
  %73 = getelementptr inbounds i8, ptr %1, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = getelementptr inbounds i32, ptr %8, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !82
  %78 = add i32 %77, 1
  store i32 %78, ptr %76, align 4, !tbaa !82
  %79 = or disjoint i64 %57, 3
  %80 = getelementptr inbounds i8, ptr %1, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds i32, ptr %8, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !82
  %85 = add i32 %84, 1
  store i32 %85, ptr %83, align 4, !tbaa !82
  %86 = add nuw nsw i64 %57, 4
  %87 = add i64 %58, 4
  %88 = icmp eq i64 %87, %16
  br i1 %88, label %17, label %56, !llvm.loop !1272

89:                                               ; preds = %7, %89
  %90 = phi i64 [ %97, %89 ], [ 0, %7 ]
  %91 = getelementptr inbounds i8, ptr %1, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !9
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds i32, ptr %8, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !82
  %96 = add i32 %95, 1
  store i32 %96, ptr %94, align 4, !tbaa !82
  %97 = add i64 %90, 29
  %98 = icmp ult i64 %97, %2
  br i1 %98, label %89, label %99, !llvm.loop !1273

99:                                               ; preds = %89
  %100 = add i64 %2, 28
  %101 = udiv i64 %100, 29
  %102 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %101, i64 0
  br label %103

103:                                              ; preds = %103, %99
  %104 = phi i64 [ 0, %99 ], [ %123, %103 ]
  %105 = phi <2 x i64> [ %102, %99 ], [ %121, %103 ]
  %106 = phi <2 x i64> [ zeroinitializer, %99 ], [ %122, %103 ]
  %107 = getelementptr inbounds i32, ptr %8, i64 %104
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load <2 x i32>, ptr %107, align 4, !tbaa !82
  %110 = load <2 x i32>, ptr %108, align 4, !tbaa !82
  %111 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %109, <2 x i32> <i32 11, i32 11>)
  %112 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %110, <2 x i32> <i32 11, i32 11>)
  %113 = shl nuw nsw <2 x i32> %111, <i32 1, i32 1>
  %114 = shl nuw nsw <2 x i32> %112, <i32 1, i32 1>
  %115 = or disjoint <2 x i32> %113, <i32 1, i32 1>
  %116 = or disjoint <2 x i32> %114, <i32 1, i32 1>
  %117 = add <2 x i32> %115, %109
  %118 = add <2 x i32> %116, %110
  store <2 x i32> %117, ptr %107, align 4, !tbaa !82
  store <2 x i32> %118, ptr %108, align 4, !tbaa !82
  %119 = zext nneg <2 x i32> %115 to <2 x i64>
  %120 = zext nneg <2 x i32> %116 to <2 x i64>
  %121 = add <2 x i64> %105, %119
  %122 = add <2 x i64> %106, %120
  %123 = add nuw i64 %104, 4
  %124 = icmp eq i64 %123, 256
  br i1 %124, label %125, label %103, !llvm.loop !1274

125:                                              ; preds = %103
  %126 = add <2 x i64> %122, %121
  br label %127

127:                                              ; preds = %125, %54
  %128 = phi <2 x i64> [ %126, %125 ], [ %55, %54 ]
  %129 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %128)
  %130 = getelementptr inbounds i8, ptr %0, i64 2184
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(ptr noundef nonnull %130, ptr noundef nonnull %8, i64 noundef %129, i64 noundef 8, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) #10
  br label %131

131:                                              ; preds = %157, %127
  %132 = phi i64 [ 0, %127 ], [ %158, %157 ]
  %133 = phi i64 [ 0, %127 ], [ %159, %157 ]
  %134 = getelementptr inbounds i32, ptr %8, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !82
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %144, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %3, i64 %133
  %139 = load i8, ptr %138, align 1, !tbaa !9
  %140 = zext i8 %139 to i32
  %141 = mul i32 %135, %140
  %142 = zext i32 %141 to i64
  %143 = add i64 %132, %142
  br label %144

144:                                              ; preds = %131, %137
  %145 = phi i64 [ %143, %137 ], [ %132, %131 ]
  %146 = or disjoint i64 %133, 1
  %147 = getelementptr inbounds i32, ptr %8, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !82
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %157, label %150

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, ptr %3, i64 %146
  %152 = load i8, ptr %151, align 1, !tbaa !9
  %153 = zext i8 %152 to i32
  %154 = mul i32 %148, %153
  %155 = zext i32 %154 to i64
  %156 = add i64 %145, %155
  br label %157

157:                                              ; preds = %150, %144
  %158 = phi i64 [ %156, %150 ], [ %145, %144 ]
  %159 = add nuw nsw i64 %133, 2
  %160 = icmp eq i64 %159, 256
  br i1 %160, label %161, label %131, !llvm.loop !1275

161:                                              ; preds = %157
  %162 = mul i64 %158, 125
  %163 = udiv i64 %162, %129
  ret i64 %163
}

; Function Attrs: nounwind uwtable
define internal fastcc void @BuildAndStoreCommandPrefixCode(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 1152
  %5 = getelementptr inbounds i8, ptr %0, i64 768
  %6 = getelementptr inbounds i8, ptr %0, i64 896
  %7 = getelementptr inbounds i8, ptr %0, i64 7312
  %8 = getelementptr inbounds i8, ptr %0, i64 8016
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(704) %7, i8 0, i64 704, i1 false)
  %9 = getelementptr inbounds i8, ptr %0, i64 2184
  tail call void @BrotliCreateHuffmanTree(ptr noundef nonnull %4, i64 noundef 64, i32 noundef 15, ptr noundef nonnull %9, ptr noundef nonnull %5) #10
  %10 = getelementptr inbounds i8, ptr %0, i64 1408
  %11 = getelementptr inbounds i8, ptr %0, i64 832
  tail call void @BrotliCreateHuffmanTree(ptr noundef nonnull %10, i64 noundef 64, i32 noundef 14, ptr noundef nonnull %9, ptr noundef nonnull %11) #10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %7, ptr noundef nonnull align 1 dereferenceable(24) %5, i64 24, i1 false)
  %12 = getelementptr inbounds i8, ptr %0, i64 7336
  %13 = getelementptr inbounds i8, ptr %0, i64 792
  %14 = getelementptr inbounds i8, ptr %0, i64 800
  %15 = load <4 x i64>, ptr %13, align 1
  %16 = shufflevector <4 x i64> %15, <4 x i64> poison, <4 x i32> <i32 2, i32 0, i32 3, i32 1>
  store <4 x i64> %16, ptr %12, align 1
  %17 = getelementptr inbounds i8, ptr %0, i64 7368
  %18 = getelementptr inbounds i8, ptr %0, i64 824
  %19 = load i64, ptr %18, align 1
  store i64 %19, ptr %17, align 1
  tail call void @BrotliConvertBitDepthsToSymbols(ptr noundef nonnull %7, i64 noundef 64, ptr noundef nonnull %8) #10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(48) %6, ptr noundef nonnull align 2 dereferenceable(48) %8, i64 48, i1 false)
  %20 = getelementptr inbounds i8, ptr %0, i64 944
  %21 = getelementptr inbounds i8, ptr %0, i64 8080
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %20, ptr noundef nonnull align 2 dereferenceable(16) %21, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %0, i64 960
  %23 = getelementptr inbounds i8, ptr %0, i64 8112
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %22, ptr noundef nonnull align 2 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %0, i64 976
  %25 = getelementptr inbounds i8, ptr %0, i64 8064
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %24, ptr noundef nonnull align 2 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %0, i64 992
  %27 = getelementptr inbounds i8, ptr %0, i64 8096
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %26, ptr noundef nonnull align 2 dereferenceable(16) %27, i64 16, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 1008
  %29 = getelementptr inbounds i8, ptr %0, i64 8128
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %28, ptr noundef nonnull align 2 dereferenceable(16) %29, i64 16, i1 false)
  %30 = getelementptr inbounds i8, ptr %0, i64 1024
  tail call void @BrotliConvertBitDepthsToSymbols(ptr noundef nonnull %11, i64 noundef 64, ptr noundef nonnull %30) #10
  %31 = getelementptr inbounds i8, ptr %0, i64 7320
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %31, i8 0, i64 56, i1 false)
  %32 = load i64, ptr %5, align 1
  store i64 %32, ptr %7, align 1
  %33 = getelementptr inbounds i8, ptr %0, i64 7376
  %34 = getelementptr inbounds i8, ptr %0, i64 776
  %35 = load i64, ptr %34, align 1
  store i64 %35, ptr %33, align 1
  %36 = getelementptr inbounds i8, ptr %0, i64 7440
  %37 = getelementptr inbounds i8, ptr %0, i64 784
  %38 = load i64, ptr %37, align 1
  store i64 %38, ptr %36, align 1
  %39 = getelementptr inbounds i8, ptr %0, i64 7504
  %40 = load i64, ptr %13, align 1
  store i64 %40, ptr %39, align 1
  %41 = getelementptr inbounds i8, ptr %0, i64 7696
  %42 = load i64, ptr %14, align 1
  store i64 %42, ptr %41, align 1
  %43 = getelementptr inbounds i8, ptr %0, i64 808
  %44 = load i8, ptr %43, align 1, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %0, i64 7440
  store i8 %44, ptr %45, align 1, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %0, i64 816
  %47 = load i8, ptr %46, align 1, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %0, i64 7568
  store i8 %47, ptr %48, align 1, !tbaa !9
  %49 = getelementptr inbounds i8, ptr %0, i64 824
  %50 = load i8, ptr %49, align 1, !tbaa !9
  %51 = getelementptr inbounds i8, ptr %0, i64 7760
  store i8 %50, ptr %51, align 1, !tbaa !9
  %52 = getelementptr inbounds i8, ptr %0, i64 809
  %53 = load i8, ptr %52, align 1, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %0, i64 7448
  store i8 %53, ptr %54, align 1, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %0, i64 817
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %0, i64 7576
  store i8 %56, ptr %57, align 1, !tbaa !9
  %58 = getelementptr inbounds i8, ptr %0, i64 825
  %59 = load i8, ptr %58, align 1, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %0, i64 7768
  store i8 %59, ptr %60, align 1, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %0, i64 810
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %0, i64 7456
  store i8 %62, ptr %63, align 1, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %0, i64 818
  %65 = load i8, ptr %64, align 1, !tbaa !9
  %66 = getelementptr inbounds i8, ptr %0, i64 7584
  store i8 %65, ptr %66, align 1, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %0, i64 826
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = getelementptr inbounds i8, ptr %0, i64 7776
  store i8 %68, ptr %69, align 1, !tbaa !9
  %70 = getelementptr inbounds i8, ptr %0, i64 811
  %71 = load i8, ptr %70, align 1, !tbaa !9
  %72 = getelementptr inbounds i8, ptr %0, i64 7464
  store i8 %71, ptr %72, align 1, !tbaa !9
  %73 = getelementptr inbounds i8, ptr %0, i64 819
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = getelementptr inbounds i8, ptr %0, i64 7592
  store i8 %74, ptr %75, align 1, !tbaa !9
  %76 = getelementptr inbounds i8, ptr %0, i64 827
  %77 = load i8, ptr %76, align 1, !tbaa !9
  %78 = getelementptr inbounds i8, ptr %0, i64 7784
  store i8 %77, ptr %78, align 1, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %0, i64 812
  %80 = load i8, ptr %79, align 1, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %0, i64 7472
  store i8 %80, ptr %81, align 1, !tbaa !9
  %82 = getelementptr inbounds i8, ptr %0, i64 820
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = getelementptr inbounds i8, ptr %0, i64 7600
  store i8 %83, ptr %84, align 1, !tbaa !9
  %85 = getelementptr inbounds i8, ptr %0, i64 828
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %0, i64 7792
  store i8 %86, ptr %87, align 1, !tbaa !9
  %88 = getelementptr inbounds i8, ptr %0, i64 813
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = getelementptr inbounds i8, ptr %0, i64 7480
  store i8 %89, ptr %90, align 1, !tbaa !9
  %91 = getelementptr inbounds i8, ptr %0, i64 821
  %92 = load i8, ptr %91, align 1, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %0, i64 7608
  store i8 %92, ptr %93, align 1, !tbaa !9
  %94 = getelementptr inbounds i8, ptr %0, i64 829
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = getelementptr inbounds i8, ptr %0, i64 7800
  store i8 %95, ptr %96, align 1, !tbaa !9
  %97 = getelementptr inbounds i8, ptr %0, i64 814
  %98 = load i8, ptr %97, align 1, !tbaa !9
  %99 = getelementptr inbounds i8, ptr %0, i64 7488
  store i8 %98, ptr %99, align 1, !tbaa !9
  %100 = getelementptr inbounds i8, ptr %0, i64 822
  %101 = load i8, ptr %100, align 1, !tbaa !9
  %102 = getelementptr inbounds i8, ptr %0, i64 7616
  store i8 %101, ptr %102, align 1, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %0, i64 830
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = getelementptr inbounds i8, ptr %0, i64 7808
  store i8 %104, ptr %105, align 1, !tbaa !9
  %106 = getelementptr inbounds i8, ptr %0, i64 815
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = getelementptr inbounds i8, ptr %0, i64 7496
  store i8 %107, ptr %108, align 1, !tbaa !9
  %109 = getelementptr inbounds i8, ptr %0, i64 823
  %110 = load i8, ptr %109, align 1, !tbaa !9
  %111 = getelementptr inbounds i8, ptr %0, i64 7624
  store i8 %110, ptr %111, align 1, !tbaa !9
  %112 = getelementptr inbounds i8, ptr %0, i64 831
  %113 = load i8, ptr %112, align 1, !tbaa !9
  %114 = getelementptr inbounds i8, ptr %0, i64 7816
  store i8 %113, ptr %114, align 1, !tbaa !9
  tail call void @BrotliStoreHuffmanTree(ptr noundef nonnull %7, i64 noundef 704, ptr noundef nonnull %9, ptr noundef %1, ptr noundef %2) #10
  tail call void @BrotliStoreHuffmanTree(ptr noundef nonnull %11, i64 noundef 64, ptr noundef nonnull %9, ptr noundef %1, ptr noundef %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare hidden void @BrotliBuildAndStoreHuffmanTreeFast(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #7

declare hidden void @BrotliCreateHuffmanTree(ptr noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare hidden void @BrotliConvertBitDepthsToSymbols(ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #6

declare hidden void @BrotliStoreHuffmanTree(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"BrotliWriteBits: argument 0"}
!12 = distinct !{!12, !"BrotliWriteBits"}
!13 = !{!14}
!14 = distinct !{!14, !12, !"BrotliWriteBits: argument 1"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"BrotliWriteBits: argument 0"}
!17 = distinct !{!17, !"BrotliWriteBits"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"BrotliWriteBits: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"BrotliWriteBits: argument 0"}
!22 = distinct !{!22, !"BrotliWriteBits"}
!23 = !{!24}
!24 = distinct !{!24, !22, !"BrotliWriteBits: argument 1"}
!25 = !{!26}
!26 = distinct !{!26, !27, !"BrotliWriteBits: argument 1"}
!27 = distinct !{!27, !"BrotliWriteBits"}
!28 = !{!29}
!29 = distinct !{!29, !27, !"BrotliWriteBits: argument 0"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"BrotliWriteBits: argument 0"}
!32 = distinct !{!32, !"BrotliWriteBits"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"BrotliWriteBits: argument 1"}
!35 = !{}
!36 = !{!37}
!37 = distinct !{!37, !38, !"BrotliWriteBits: argument 0"}
!38 = distinct !{!38, !"BrotliWriteBits"}
!39 = !{!40}
!40 = distinct !{!40, !38, !"BrotliWriteBits: argument 1"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"BrotliWriteBits: argument 0"}
!43 = distinct !{!43, !"BrotliWriteBits"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"BrotliWriteBits: argument 1"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"BrotliWriteBits: argument 0"}
!48 = distinct !{!48, !"BrotliWriteBits"}
!49 = !{!50}
!50 = distinct !{!50, !48, !"BrotliWriteBits: argument 1"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"BrotliWriteBits: argument 0"}
!53 = distinct !{!53, !"BrotliWriteBits"}
!54 = !{!55}
!55 = distinct !{!55, !53, !"BrotliWriteBits: argument 1"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"BrotliWriteBits: argument 0"}
!58 = distinct !{!58, !"BrotliWriteBits"}
!59 = !{!60}
!60 = distinct !{!60, !58, !"BrotliWriteBits: argument 1"}
!61 = !{!62, !6, i64 2176}
!62 = !{!"BrotliOnePassArena", !7, i64 0, !7, i64 256, !7, i64 768, !7, i64 896, !7, i64 1152, !7, i64 1664, !6, i64 2176, !7, i64 2184, !7, i64 6288, !7, i64 7312, !7, i64 8016}
!63 = !{!64}
!64 = distinct !{!64, !65, !"BrotliWriteBits: argument 0"}
!65 = distinct !{!65, !"BrotliWriteBits"}
!66 = !{!67}
!67 = distinct !{!67, !65, !"BrotliWriteBits: argument 1"}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!71}
!71 = distinct !{!71, !72, !"BrotliWriteBits: argument 0"}
!72 = distinct !{!72, !"BrotliWriteBits"}
!73 = !{!74}
!74 = distinct !{!74, !72, !"BrotliWriteBits: argument 1"}
!75 = distinct !{!75, !69}
!76 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!77 = !{!"branch_weights", i32 1, i32 127}
!78 = !{!"branch_weights", i32 127, i32 16129}
!79 = !{!"branch_weights", i32 127, i32 255873}
!80 = distinct !{!80, !69}
!81 = !{!"branch_weights", i32 2146410443, i32 1073205}
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !7, i64 0}
!84 = !{!"branch_weights", !"expected", i32 2146410, i32 2145337238}
!85 = distinct !{!85, !69}
!86 = distinct !{!86, !69}
!87 = !{!88, !88, i64 0}
!88 = !{!"short", !7, i64 0}
!89 = !{!90}
!90 = distinct !{!90, !91, !"BrotliWriteBits: argument 0"}
!91 = distinct !{!91, !"BrotliWriteBits"}
!92 = !{!93}
!93 = distinct !{!93, !91, !"BrotliWriteBits: argument 1"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"BrotliWriteBits: argument 0"}
!96 = distinct !{!96, !"BrotliWriteBits"}
!97 = !{!98}
!98 = distinct !{!98, !96, !"BrotliWriteBits: argument 1"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"BrotliWriteBits: argument 0"}
!101 = distinct !{!101, !"BrotliWriteBits"}
!102 = !{!103}
!103 = distinct !{!103, !101, !"BrotliWriteBits: argument 1"}
!104 = !{!105}
!105 = distinct !{!105, !106, !"BrotliWriteBits: argument 0"}
!106 = distinct !{!106, !"BrotliWriteBits"}
!107 = !{!108}
!108 = distinct !{!108, !106, !"BrotliWriteBits: argument 1"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"BrotliWriteBits: argument 0"}
!111 = distinct !{!111, !"BrotliWriteBits"}
!112 = !{!113}
!113 = distinct !{!113, !111, !"BrotliWriteBits: argument 1"}
!114 = !{!115}
!115 = distinct !{!115, !116, !"BrotliWriteBits: argument 0"}
!116 = distinct !{!116, !"BrotliWriteBits"}
!117 = !{!118}
!118 = distinct !{!118, !116, !"BrotliWriteBits: argument 1"}
!119 = !{!120}
!120 = distinct !{!120, !121, !"BrotliWriteBits: argument 0"}
!121 = distinct !{!121, !"BrotliWriteBits"}
!122 = !{!123}
!123 = distinct !{!123, !121, !"BrotliWriteBits: argument 1"}
!124 = !{!125}
!125 = distinct !{!125, !126, !"BrotliWriteBits: argument 0"}
!126 = distinct !{!126, !"BrotliWriteBits"}
!127 = !{!128}
!128 = distinct !{!128, !126, !"BrotliWriteBits: argument 1"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"BrotliWriteBits: argument 0"}
!131 = distinct !{!131, !"BrotliWriteBits"}
!132 = !{!133}
!133 = distinct !{!133, !131, !"BrotliWriteBits: argument 1"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"BrotliWriteBits: argument 0"}
!136 = distinct !{!136, !"BrotliWriteBits"}
!137 = !{!138}
!138 = distinct !{!138, !136, !"BrotliWriteBits: argument 1"}
!139 = !{!140}
!140 = distinct !{!140, !141, !"BrotliWriteBits: argument 0"}
!141 = distinct !{!141, !"BrotliWriteBits"}
!142 = !{!143}
!143 = distinct !{!143, !141, !"BrotliWriteBits: argument 1"}
!144 = !{!145}
!145 = distinct !{!145, !146, !"BrotliWriteBits: argument 0"}
!146 = distinct !{!146, !"BrotliWriteBits"}
!147 = !{!148}
!148 = distinct !{!148, !146, !"BrotliWriteBits: argument 1"}
!149 = !{!150}
!150 = distinct !{!150, !146, !"BrotliWriteBits: argument 0:It1"}
!151 = !{!152}
!152 = distinct !{!152, !146, !"BrotliWriteBits: argument 1:It1"}
!153 = distinct !{!153, !69}
!154 = !{!155}
!155 = distinct !{!155, !156, !"BrotliWriteBits: argument 0"}
!156 = distinct !{!156, !"BrotliWriteBits"}
!157 = !{!158}
!158 = distinct !{!158, !156, !"BrotliWriteBits: argument 1"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"BrotliWriteBits: argument 0"}
!161 = distinct !{!161, !"BrotliWriteBits"}
!162 = !{!163}
!163 = distinct !{!163, !161, !"BrotliWriteBits: argument 1"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"BrotliWriteBits: argument 1"}
!166 = distinct !{!166, !"BrotliWriteBits"}
!167 = !{!168}
!168 = distinct !{!168, !166, !"BrotliWriteBits: argument 0"}
!169 = !{!170}
!170 = distinct !{!170, !171, !"BrotliWriteBits: argument 0"}
!171 = distinct !{!171, !"BrotliWriteBits"}
!172 = !{!173}
!173 = distinct !{!173, !171, !"BrotliWriteBits: argument 1"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"BrotliWriteBits: argument 0"}
!176 = distinct !{!176, !"BrotliWriteBits"}
!177 = !{!178}
!178 = distinct !{!178, !176, !"BrotliWriteBits: argument 1"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"BrotliWriteBits: argument 0"}
!181 = distinct !{!181, !"BrotliWriteBits"}
!182 = !{!183}
!183 = distinct !{!183, !181, !"BrotliWriteBits: argument 1"}
!184 = !{!185}
!185 = distinct !{!185, !186, !"BrotliWriteBits: argument 0"}
!186 = distinct !{!186, !"BrotliWriteBits"}
!187 = !{!188}
!188 = distinct !{!188, !186, !"BrotliWriteBits: argument 1"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"BrotliWriteBits: argument 0"}
!191 = distinct !{!191, !"BrotliWriteBits"}
!192 = !{!193}
!193 = distinct !{!193, !191, !"BrotliWriteBits: argument 1"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"BrotliWriteBits: argument 0"}
!196 = distinct !{!196, !"BrotliWriteBits"}
!197 = !{!198}
!198 = distinct !{!198, !196, !"BrotliWriteBits: argument 1"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"BrotliWriteBits: argument 0"}
!201 = distinct !{!201, !"BrotliWriteBits"}
!202 = !{!203}
!203 = distinct !{!203, !201, !"BrotliWriteBits: argument 1"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"BrotliWriteBits: argument 0"}
!206 = distinct !{!206, !"BrotliWriteBits"}
!207 = !{!208}
!208 = distinct !{!208, !206, !"BrotliWriteBits: argument 1"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"BrotliWriteBits: argument 0"}
!211 = distinct !{!211, !"BrotliWriteBits"}
!212 = !{!213}
!213 = distinct !{!213, !211, !"BrotliWriteBits: argument 1"}
!214 = !{!215}
!215 = distinct !{!215, !216, !"BrotliWriteBits: argument 0"}
!216 = distinct !{!216, !"BrotliWriteBits"}
!217 = !{!218}
!218 = distinct !{!218, !216, !"BrotliWriteBits: argument 1"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"BrotliWriteBits: argument 0"}
!221 = distinct !{!221, !"BrotliWriteBits"}
!222 = !{!223}
!223 = distinct !{!223, !221, !"BrotliWriteBits: argument 1"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"BrotliWriteBits: argument 0"}
!226 = distinct !{!226, !"BrotliWriteBits"}
!227 = !{!228}
!228 = distinct !{!228, !226, !"BrotliWriteBits: argument 1"}
!229 = !{!230}
!230 = distinct !{!230, !231, !"BrotliWriteBits: argument 0"}
!231 = distinct !{!231, !"BrotliWriteBits"}
!232 = !{!233}
!233 = distinct !{!233, !231, !"BrotliWriteBits: argument 1"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"BrotliWriteBits: argument 0"}
!236 = distinct !{!236, !"BrotliWriteBits"}
!237 = !{!238}
!238 = distinct !{!238, !236, !"BrotliWriteBits: argument 1"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"BrotliWriteBits: argument 0"}
!241 = distinct !{!241, !"BrotliWriteBits"}
!242 = !{!243}
!243 = distinct !{!243, !241, !"BrotliWriteBits: argument 1"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"BrotliWriteBits: argument 0"}
!246 = distinct !{!246, !"BrotliWriteBits"}
!247 = !{!248}
!248 = distinct !{!248, !246, !"BrotliWriteBits: argument 1"}
!249 = !{!250}
!250 = distinct !{!250, !251, !"BrotliWriteBits: argument 0"}
!251 = distinct !{!251, !"BrotliWriteBits"}
!252 = !{!253}
!253 = distinct !{!253, !251, !"BrotliWriteBits: argument 1"}
!254 = !{!255}
!255 = distinct !{!255, !256, !"BrotliWriteBits: argument 0"}
!256 = distinct !{!256, !"BrotliWriteBits"}
!257 = !{!258}
!258 = distinct !{!258, !256, !"BrotliWriteBits: argument 1"}
!259 = !{!260}
!260 = distinct !{!260, !261, !"BrotliWriteBits: argument 0"}
!261 = distinct !{!261, !"BrotliWriteBits"}
!262 = !{!263}
!263 = distinct !{!263, !261, !"BrotliWriteBits: argument 1"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"BrotliWriteBits: argument 0"}
!266 = distinct !{!266, !"BrotliWriteBits"}
!267 = !{!268}
!268 = distinct !{!268, !266, !"BrotliWriteBits: argument 1"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"BrotliWriteBits: argument 0"}
!271 = distinct !{!271, !"BrotliWriteBits"}
!272 = !{!273}
!273 = distinct !{!273, !271, !"BrotliWriteBits: argument 1"}
!274 = distinct !{!274, !69}
!275 = !{!276, !276, i64 0}
!276 = !{!"double", !7, i64 0}
!277 = distinct !{!277, !69}
!278 = !{!279}
!279 = distinct !{!279, !280, !"BrotliWriteBits: argument 0"}
!280 = distinct !{!280, !"BrotliWriteBits"}
!281 = !{!282}
!282 = distinct !{!282, !280, !"BrotliWriteBits: argument 1"}
!283 = !{!284}
!284 = distinct !{!284, !285, !"BrotliWriteBits: argument 0"}
!285 = distinct !{!285, !"BrotliWriteBits"}
!286 = !{!287}
!287 = distinct !{!287, !285, !"BrotliWriteBits: argument 1"}
!288 = !{!289}
!289 = distinct !{!289, !290, !"BrotliWriteBits: argument 0"}
!290 = distinct !{!290, !"BrotliWriteBits"}
!291 = !{!292}
!292 = distinct !{!292, !290, !"BrotliWriteBits: argument 1"}
!293 = !{!294}
!294 = distinct !{!294, !295, !"BrotliWriteBits: argument 0"}
!295 = distinct !{!295, !"BrotliWriteBits"}
!296 = !{!297}
!297 = distinct !{!297, !295, !"BrotliWriteBits: argument 1"}
!298 = !{!299}
!299 = distinct !{!299, !300, !"BrotliWriteBits: argument 0"}
!300 = distinct !{!300, !"BrotliWriteBits"}
!301 = !{!302}
!302 = distinct !{!302, !300, !"BrotliWriteBits: argument 1"}
!303 = !{!304}
!304 = distinct !{!304, !305, !"BrotliWriteBits: argument 0"}
!305 = distinct !{!305, !"BrotliWriteBits"}
!306 = !{!307}
!307 = distinct !{!307, !305, !"BrotliWriteBits: argument 1"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"BrotliWriteBits: argument 0"}
!310 = distinct !{!310, !"BrotliWriteBits"}
!311 = !{!312}
!312 = distinct !{!312, !310, !"BrotliWriteBits: argument 1"}
!313 = !{!314}
!314 = distinct !{!314, !315, !"BrotliWriteBits: argument 0"}
!315 = distinct !{!315, !"BrotliWriteBits"}
!316 = !{!317}
!317 = distinct !{!317, !315, !"BrotliWriteBits: argument 1"}
!318 = !{!319}
!319 = distinct !{!319, !315, !"BrotliWriteBits: argument 0:It1"}
!320 = !{!321}
!321 = distinct !{!321, !315, !"BrotliWriteBits: argument 1:It1"}
!322 = !{!323}
!323 = distinct !{!323, !324, !"BrotliWriteBits: argument 0"}
!324 = distinct !{!324, !"BrotliWriteBits"}
!325 = !{!326}
!326 = distinct !{!326, !324, !"BrotliWriteBits: argument 1"}
!327 = !{!328}
!328 = distinct !{!328, !324, !"BrotliWriteBits: argument 0:It1"}
!329 = !{!330}
!330 = distinct !{!330, !324, !"BrotliWriteBits: argument 1:It1"}
!331 = !{!332}
!332 = distinct !{!332, !333, !"BrotliWriteBits: argument 0"}
!333 = distinct !{!333, !"BrotliWriteBits"}
!334 = !{!335}
!335 = distinct !{!335, !333, !"BrotliWriteBits: argument 1"}
!336 = !{!337}
!337 = distinct !{!337, !338, !"BrotliWriteBits: argument 0"}
!338 = distinct !{!338, !"BrotliWriteBits"}
!339 = !{!340}
!340 = distinct !{!340, !338, !"BrotliWriteBits: argument 1"}
!341 = !{!342}
!342 = distinct !{!342, !343, !"BrotliWriteBits: argument 0"}
!343 = distinct !{!343, !"BrotliWriteBits"}
!344 = !{!345}
!345 = distinct !{!345, !343, !"BrotliWriteBits: argument 1"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"BrotliWriteBits: argument 0"}
!348 = distinct !{!348, !"BrotliWriteBits"}
!349 = !{!350}
!350 = distinct !{!350, !348, !"BrotliWriteBits: argument 1"}
!351 = !{!352}
!352 = distinct !{!352, !353, !"BrotliWriteBits: argument 0"}
!353 = distinct !{!353, !"BrotliWriteBits"}
!354 = !{!355}
!355 = distinct !{!355, !353, !"BrotliWriteBits: argument 1"}
!356 = !{!357}
!357 = distinct !{!357, !358, !"BrotliWriteBits: argument 0"}
!358 = distinct !{!358, !"BrotliWriteBits"}
!359 = !{!360}
!360 = distinct !{!360, !358, !"BrotliWriteBits: argument 1"}
!361 = !{!362}
!362 = distinct !{!362, !363, !"BrotliWriteBits: argument 0"}
!363 = distinct !{!363, !"BrotliWriteBits"}
!364 = !{!365}
!365 = distinct !{!365, !363, !"BrotliWriteBits: argument 1"}
!366 = !{!367}
!367 = distinct !{!367, !368, !"BrotliWriteBits: argument 0"}
!368 = distinct !{!368, !"BrotliWriteBits"}
!369 = !{!370}
!370 = distinct !{!370, !368, !"BrotliWriteBits: argument 1"}
!371 = !{!372}
!372 = distinct !{!372, !373, !"BrotliWriteBits: argument 0"}
!373 = distinct !{!373, !"BrotliWriteBits"}
!374 = !{!375}
!375 = distinct !{!375, !373, !"BrotliWriteBits: argument 1"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"BrotliWriteBits: argument 0"}
!378 = distinct !{!378, !"BrotliWriteBits"}
!379 = !{!380}
!380 = distinct !{!380, !378, !"BrotliWriteBits: argument 1"}
!381 = !{!382}
!382 = distinct !{!382, !383, !"BrotliWriteBits: argument 0"}
!383 = distinct !{!383, !"BrotliWriteBits"}
!384 = !{!385}
!385 = distinct !{!385, !383, !"BrotliWriteBits: argument 1"}
!386 = !{!387}
!387 = distinct !{!387, !388, !"BrotliWriteBits: argument 0"}
!388 = distinct !{!388, !"BrotliWriteBits"}
!389 = !{!390}
!390 = distinct !{!390, !388, !"BrotliWriteBits: argument 1"}
!391 = !{!392}
!392 = distinct !{!392, !393, !"BrotliWriteBits: argument 0"}
!393 = distinct !{!393, !"BrotliWriteBits"}
!394 = !{!395}
!395 = distinct !{!395, !393, !"BrotliWriteBits: argument 1"}
!396 = !{!397}
!397 = distinct !{!397, !398, !"BrotliWriteBits: argument 0"}
!398 = distinct !{!398, !"BrotliWriteBits"}
!399 = !{!400}
!400 = distinct !{!400, !398, !"BrotliWriteBits: argument 1"}
!401 = !{!402}
!402 = distinct !{!402, !403, !"BrotliWriteBits: argument 0"}
!403 = distinct !{!403, !"BrotliWriteBits"}
!404 = !{!405}
!405 = distinct !{!405, !403, !"BrotliWriteBits: argument 1"}
!406 = !{!407}
!407 = distinct !{!407, !408, !"BrotliWriteBits: argument 0"}
!408 = distinct !{!408, !"BrotliWriteBits"}
!409 = !{!410}
!410 = distinct !{!410, !408, !"BrotliWriteBits: argument 1"}
!411 = !{!412}
!412 = distinct !{!412, !413, !"BrotliWriteBits: argument 0"}
!413 = distinct !{!413, !"BrotliWriteBits"}
!414 = !{!415}
!415 = distinct !{!415, !413, !"BrotliWriteBits: argument 1"}
!416 = !{!417}
!417 = distinct !{!417, !418, !"BrotliWriteBits: argument 0"}
!418 = distinct !{!418, !"BrotliWriteBits"}
!419 = !{!420}
!420 = distinct !{!420, !418, !"BrotliWriteBits: argument 1"}
!421 = !{!422}
!422 = distinct !{!422, !423, !"BrotliWriteBits: argument 0"}
!423 = distinct !{!423, !"BrotliWriteBits"}
!424 = !{!425}
!425 = distinct !{!425, !423, !"BrotliWriteBits: argument 1"}
!426 = !{!427}
!427 = distinct !{!427, !428, !"BrotliWriteBits: argument 0"}
!428 = distinct !{!428, !"BrotliWriteBits"}
!429 = !{!430}
!430 = distinct !{!430, !428, !"BrotliWriteBits: argument 1"}
!431 = !{!432}
!432 = distinct !{!432, !433, !"BrotliWriteBits: argument 0"}
!433 = distinct !{!433, !"BrotliWriteBits"}
!434 = !{!435}
!435 = distinct !{!435, !433, !"BrotliWriteBits: argument 1"}
!436 = !{!437}
!437 = distinct !{!437, !438, !"BrotliWriteBits: argument 0"}
!438 = distinct !{!438, !"BrotliWriteBits"}
!439 = !{!440}
!440 = distinct !{!440, !438, !"BrotliWriteBits: argument 1"}
!441 = !{!442}
!442 = distinct !{!442, !443, !"BrotliWriteBits: argument 0"}
!443 = distinct !{!443, !"BrotliWriteBits"}
!444 = !{!445}
!445 = distinct !{!445, !443, !"BrotliWriteBits: argument 1"}
!446 = !{!447}
!447 = distinct !{!447, !448, !"BrotliWriteBits: argument 0"}
!448 = distinct !{!448, !"BrotliWriteBits"}
!449 = !{!450}
!450 = distinct !{!450, !448, !"BrotliWriteBits: argument 1"}
!451 = !{!452}
!452 = distinct !{!452, !448, !"BrotliWriteBits: argument 0:It1"}
!453 = !{!454}
!454 = distinct !{!454, !448, !"BrotliWriteBits: argument 1:It1"}
!455 = !{!456}
!456 = distinct !{!456, !457, !"BrotliWriteBits: argument 0"}
!457 = distinct !{!457, !"BrotliWriteBits"}
!458 = !{!459}
!459 = distinct !{!459, !457, !"BrotliWriteBits: argument 1"}
!460 = !{!461}
!461 = distinct !{!461, !462, !"BrotliWriteBits: argument 0"}
!462 = distinct !{!462, !"BrotliWriteBits"}
!463 = !{!464}
!464 = distinct !{!464, !462, !"BrotliWriteBits: argument 1"}
!465 = !{!466}
!466 = distinct !{!466, !467, !"BrotliWriteBits: argument 1"}
!467 = distinct !{!467, !"BrotliWriteBits"}
!468 = !{!469}
!469 = distinct !{!469, !467, !"BrotliWriteBits: argument 0"}
!470 = !{!471}
!471 = distinct !{!471, !472, !"BrotliWriteBits: argument 0"}
!472 = distinct !{!472, !"BrotliWriteBits"}
!473 = !{!474}
!474 = distinct !{!474, !472, !"BrotliWriteBits: argument 1"}
!475 = !{!476}
!476 = distinct !{!476, !477, !"BrotliWriteBits: argument 0"}
!477 = distinct !{!477, !"BrotliWriteBits"}
!478 = !{!479}
!479 = distinct !{!479, !477, !"BrotliWriteBits: argument 1"}
!480 = !{!481}
!481 = distinct !{!481, !482, !"BrotliWriteBits: argument 0"}
!482 = distinct !{!482, !"BrotliWriteBits"}
!483 = !{!484}
!484 = distinct !{!484, !482, !"BrotliWriteBits: argument 1"}
!485 = !{!486}
!486 = distinct !{!486, !487, !"BrotliWriteBits: argument 0"}
!487 = distinct !{!487, !"BrotliWriteBits"}
!488 = !{!489}
!489 = distinct !{!489, !487, !"BrotliWriteBits: argument 1"}
!490 = !{!491}
!491 = distinct !{!491, !492, !"BrotliWriteBits: argument 0"}
!492 = distinct !{!492, !"BrotliWriteBits"}
!493 = !{!494}
!494 = distinct !{!494, !492, !"BrotliWriteBits: argument 1"}
!495 = !{!496}
!496 = distinct !{!496, !497, !"BrotliWriteBits: argument 0"}
!497 = distinct !{!497, !"BrotliWriteBits"}
!498 = !{!499}
!499 = distinct !{!499, !497, !"BrotliWriteBits: argument 1"}
!500 = !{!501}
!501 = distinct !{!501, !502, !"BrotliWriteBits: argument 0"}
!502 = distinct !{!502, !"BrotliWriteBits"}
!503 = !{!504}
!504 = distinct !{!504, !502, !"BrotliWriteBits: argument 1"}
!505 = !{!506}
!506 = distinct !{!506, !507, !"BrotliWriteBits: argument 0"}
!507 = distinct !{!507, !"BrotliWriteBits"}
!508 = !{!509}
!509 = distinct !{!509, !507, !"BrotliWriteBits: argument 1"}
!510 = !{!511}
!511 = distinct !{!511, !512, !"BrotliWriteBits: argument 0"}
!512 = distinct !{!512, !"BrotliWriteBits"}
!513 = !{!514}
!514 = distinct !{!514, !512, !"BrotliWriteBits: argument 1"}
!515 = !{!516}
!516 = distinct !{!516, !517, !"BrotliWriteBits: argument 0"}
!517 = distinct !{!517, !"BrotliWriteBits"}
!518 = !{!519}
!519 = distinct !{!519, !517, !"BrotliWriteBits: argument 1"}
!520 = !{!521}
!521 = distinct !{!521, !522, !"BrotliWriteBits: argument 0"}
!522 = distinct !{!522, !"BrotliWriteBits"}
!523 = !{!524}
!524 = distinct !{!524, !522, !"BrotliWriteBits: argument 1"}
!525 = !{!526}
!526 = distinct !{!526, !527, !"BrotliWriteBits: argument 0"}
!527 = distinct !{!527, !"BrotliWriteBits"}
!528 = !{!529}
!529 = distinct !{!529, !527, !"BrotliWriteBits: argument 1"}
!530 = !{!531}
!531 = distinct !{!531, !532, !"BrotliWriteBits: argument 0"}
!532 = distinct !{!532, !"BrotliWriteBits"}
!533 = !{!534}
!534 = distinct !{!534, !532, !"BrotliWriteBits: argument 1"}
!535 = !{!536}
!536 = distinct !{!536, !537, !"BrotliWriteBits: argument 0"}
!537 = distinct !{!537, !"BrotliWriteBits"}
!538 = !{!539}
!539 = distinct !{!539, !537, !"BrotliWriteBits: argument 1"}
!540 = !{!541}
!541 = distinct !{!541, !542, !"BrotliWriteBits: argument 0"}
!542 = distinct !{!542, !"BrotliWriteBits"}
!543 = !{!544}
!544 = distinct !{!544, !542, !"BrotliWriteBits: argument 1"}
!545 = !{!546}
!546 = distinct !{!546, !547, !"BrotliWriteBits: argument 0"}
!547 = distinct !{!547, !"BrotliWriteBits"}
!548 = !{!549}
!549 = distinct !{!549, !547, !"BrotliWriteBits: argument 1"}
!550 = !{!551}
!551 = distinct !{!551, !552, !"BrotliWriteBits: argument 0"}
!552 = distinct !{!552, !"BrotliWriteBits"}
!553 = !{!554}
!554 = distinct !{!554, !552, !"BrotliWriteBits: argument 1"}
!555 = !{!556}
!556 = distinct !{!556, !557, !"BrotliWriteBits: argument 0"}
!557 = distinct !{!557, !"BrotliWriteBits"}
!558 = !{!559}
!559 = distinct !{!559, !557, !"BrotliWriteBits: argument 1"}
!560 = !{!561}
!561 = distinct !{!561, !562, !"BrotliWriteBits: argument 0"}
!562 = distinct !{!562, !"BrotliWriteBits"}
!563 = !{!564}
!564 = distinct !{!564, !562, !"BrotliWriteBits: argument 1"}
!565 = !{!566}
!566 = distinct !{!566, !567, !"BrotliWriteBits: argument 0"}
!567 = distinct !{!567, !"BrotliWriteBits"}
!568 = !{!569}
!569 = distinct !{!569, !567, !"BrotliWriteBits: argument 1"}
!570 = !{!571}
!571 = distinct !{!571, !572, !"BrotliWriteBits: argument 0"}
!572 = distinct !{!572, !"BrotliWriteBits"}
!573 = !{!574}
!574 = distinct !{!574, !572, !"BrotliWriteBits: argument 1"}
!575 = !{!576}
!576 = distinct !{!576, !577, !"BrotliWriteBits: argument 0"}
!577 = distinct !{!577, !"BrotliWriteBits"}
!578 = !{!579}
!579 = distinct !{!579, !577, !"BrotliWriteBits: argument 1"}
!580 = !{!581}
!581 = distinct !{!581, !582, !"BrotliWriteBits: argument 0"}
!582 = distinct !{!582, !"BrotliWriteBits"}
!583 = !{!584}
!584 = distinct !{!584, !582, !"BrotliWriteBits: argument 1"}
!585 = !{!586}
!586 = distinct !{!586, !587, !"BrotliWriteBits: argument 0"}
!587 = distinct !{!587, !"BrotliWriteBits"}
!588 = !{!589}
!589 = distinct !{!589, !587, !"BrotliWriteBits: argument 1"}
!590 = !{!591}
!591 = distinct !{!591, !592, !"BrotliWriteBits: argument 0"}
!592 = distinct !{!592, !"BrotliWriteBits"}
!593 = !{!594}
!594 = distinct !{!594, !592, !"BrotliWriteBits: argument 1"}
!595 = !{!596}
!596 = distinct !{!596, !597, !"BrotliWriteBits: argument 0"}
!597 = distinct !{!597, !"BrotliWriteBits"}
!598 = !{!599}
!599 = distinct !{!599, !597, !"BrotliWriteBits: argument 1"}
!600 = !{!601}
!601 = distinct !{!601, !602, !"BrotliWriteBits: argument 0"}
!602 = distinct !{!602, !"BrotliWriteBits"}
!603 = !{!604}
!604 = distinct !{!604, !602, !"BrotliWriteBits: argument 1"}
!605 = !{!606}
!606 = distinct !{!606, !607, !"BrotliWriteBits: argument 0"}
!607 = distinct !{!607, !"BrotliWriteBits"}
!608 = !{!609}
!609 = distinct !{!609, !607, !"BrotliWriteBits: argument 1"}
!610 = !{!611}
!611 = distinct !{!611, !612, !"BrotliWriteBits: argument 0"}
!612 = distinct !{!612, !"BrotliWriteBits"}
!613 = !{!614}
!614 = distinct !{!614, !612, !"BrotliWriteBits: argument 1"}
!615 = !{!616}
!616 = distinct !{!616, !612, !"BrotliWriteBits: argument 0:It1"}
!617 = !{!618}
!618 = distinct !{!618, !612, !"BrotliWriteBits: argument 1:It1"}
!619 = !{!620}
!620 = distinct !{!620, !621, !"BrotliWriteBits: argument 0"}
!621 = distinct !{!621, !"BrotliWriteBits"}
!622 = !{!623}
!623 = distinct !{!623, !621, !"BrotliWriteBits: argument 1"}
!624 = !{!625}
!625 = distinct !{!625, !621, !"BrotliWriteBits: argument 0:It1"}
!626 = !{!627}
!627 = distinct !{!627, !621, !"BrotliWriteBits: argument 1:It1"}
!628 = !{!629}
!629 = distinct !{!629, !630, !"BrotliWriteBits: argument 0"}
!630 = distinct !{!630, !"BrotliWriteBits"}
!631 = !{!632}
!632 = distinct !{!632, !630, !"BrotliWriteBits: argument 1"}
!633 = !{!634}
!634 = distinct !{!634, !635, !"BrotliWriteBits: argument 0"}
!635 = distinct !{!635, !"BrotliWriteBits"}
!636 = !{!637}
!637 = distinct !{!637, !635, !"BrotliWriteBits: argument 1"}
!638 = !{!639}
!639 = distinct !{!639, !640, !"BrotliWriteBits: argument 0"}
!640 = distinct !{!640, !"BrotliWriteBits"}
!641 = !{!642}
!642 = distinct !{!642, !640, !"BrotliWriteBits: argument 1"}
!643 = !{!644}
!644 = distinct !{!644, !645, !"BrotliWriteBits: argument 0"}
!645 = distinct !{!645, !"BrotliWriteBits"}
!646 = !{!647}
!647 = distinct !{!647, !645, !"BrotliWriteBits: argument 1"}
!648 = !{!649}
!649 = distinct !{!649, !650, !"BrotliWriteBits: argument 0"}
!650 = distinct !{!650, !"BrotliWriteBits"}
!651 = !{!652}
!652 = distinct !{!652, !650, !"BrotliWriteBits: argument 1"}
!653 = !{!654}
!654 = distinct !{!654, !655, !"BrotliWriteBits: argument 0"}
!655 = distinct !{!655, !"BrotliWriteBits"}
!656 = !{!657}
!657 = distinct !{!657, !655, !"BrotliWriteBits: argument 1"}
!658 = !{!659}
!659 = distinct !{!659, !660, !"BrotliWriteBits: argument 0"}
!660 = distinct !{!660, !"BrotliWriteBits"}
!661 = !{!662}
!662 = distinct !{!662, !660, !"BrotliWriteBits: argument 1"}
!663 = !{!664}
!664 = distinct !{!664, !665, !"BrotliWriteBits: argument 0"}
!665 = distinct !{!665, !"BrotliWriteBits"}
!666 = !{!667}
!667 = distinct !{!667, !665, !"BrotliWriteBits: argument 1"}
!668 = !{!669}
!669 = distinct !{!669, !670, !"BrotliWriteBits: argument 0"}
!670 = distinct !{!670, !"BrotliWriteBits"}
!671 = !{!672}
!672 = distinct !{!672, !670, !"BrotliWriteBits: argument 1"}
!673 = !{!674}
!674 = distinct !{!674, !675, !"BrotliWriteBits: argument 0"}
!675 = distinct !{!675, !"BrotliWriteBits"}
!676 = !{!677}
!677 = distinct !{!677, !675, !"BrotliWriteBits: argument 1"}
!678 = !{!679}
!679 = distinct !{!679, !680, !"BrotliWriteBits: argument 0"}
!680 = distinct !{!680, !"BrotliWriteBits"}
!681 = !{!682}
!682 = distinct !{!682, !680, !"BrotliWriteBits: argument 1"}
!683 = !{!684}
!684 = distinct !{!684, !685, !"BrotliWriteBits: argument 0"}
!685 = distinct !{!685, !"BrotliWriteBits"}
!686 = !{!687}
!687 = distinct !{!687, !685, !"BrotliWriteBits: argument 1"}
!688 = !{!689}
!689 = distinct !{!689, !690, !"BrotliWriteBits: argument 0"}
!690 = distinct !{!690, !"BrotliWriteBits"}
!691 = !{!692}
!692 = distinct !{!692, !690, !"BrotliWriteBits: argument 1"}
!693 = !{!694}
!694 = distinct !{!694, !695, !"BrotliWriteBits: argument 0"}
!695 = distinct !{!695, !"BrotliWriteBits"}
!696 = !{!697}
!697 = distinct !{!697, !695, !"BrotliWriteBits: argument 1"}
!698 = !{!699}
!699 = distinct !{!699, !700, !"BrotliWriteBits: argument 0"}
!700 = distinct !{!700, !"BrotliWriteBits"}
!701 = !{!702}
!702 = distinct !{!702, !700, !"BrotliWriteBits: argument 1"}
!703 = !{!704}
!704 = distinct !{!704, !705, !"BrotliWriteBits: argument 0"}
!705 = distinct !{!705, !"BrotliWriteBits"}
!706 = !{!707}
!707 = distinct !{!707, !705, !"BrotliWriteBits: argument 1"}
!708 = !{!709}
!709 = distinct !{!709, !710, !"BrotliWriteBits: argument 0"}
!710 = distinct !{!710, !"BrotliWriteBits"}
!711 = !{!712}
!712 = distinct !{!712, !710, !"BrotliWriteBits: argument 1"}
!713 = !{!714}
!714 = distinct !{!714, !715, !"BrotliWriteBits: argument 0"}
!715 = distinct !{!715, !"BrotliWriteBits"}
!716 = !{!717}
!717 = distinct !{!717, !715, !"BrotliWriteBits: argument 1"}
!718 = !{!719}
!719 = distinct !{!719, !720, !"BrotliWriteBits: argument 0"}
!720 = distinct !{!720, !"BrotliWriteBits"}
!721 = !{!722}
!722 = distinct !{!722, !720, !"BrotliWriteBits: argument 1"}
!723 = !{!724}
!724 = distinct !{!724, !725, !"BrotliWriteBits: argument 0"}
!725 = distinct !{!725, !"BrotliWriteBits"}
!726 = !{!727}
!727 = distinct !{!727, !725, !"BrotliWriteBits: argument 1"}
!728 = !{!729}
!729 = distinct !{!729, !730, !"BrotliWriteBits: argument 0"}
!730 = distinct !{!730, !"BrotliWriteBits"}
!731 = !{!732}
!732 = distinct !{!732, !730, !"BrotliWriteBits: argument 1"}
!733 = !{!734}
!734 = distinct !{!734, !735, !"BrotliWriteBits: argument 0"}
!735 = distinct !{!735, !"BrotliWriteBits"}
!736 = !{!737}
!737 = distinct !{!737, !735, !"BrotliWriteBits: argument 1"}
!738 = !{!739}
!739 = distinct !{!739, !740, !"BrotliWriteBits: argument 0"}
!740 = distinct !{!740, !"BrotliWriteBits"}
!741 = !{!742}
!742 = distinct !{!742, !740, !"BrotliWriteBits: argument 1"}
!743 = !{!744}
!744 = distinct !{!744, !745, !"BrotliWriteBits: argument 0"}
!745 = distinct !{!745, !"BrotliWriteBits"}
!746 = !{!747}
!747 = distinct !{!747, !745, !"BrotliWriteBits: argument 1"}
!748 = !{!749}
!749 = distinct !{!749, !745, !"BrotliWriteBits: argument 0:It1"}
!750 = !{!751}
!751 = distinct !{!751, !745, !"BrotliWriteBits: argument 1:It1"}
!752 = !{!753}
!753 = distinct !{!753, !754, !"BrotliWriteBits: argument 0"}
!754 = distinct !{!754, !"BrotliWriteBits"}
!755 = !{!756}
!756 = distinct !{!756, !754, !"BrotliWriteBits: argument 1"}
!757 = !{!758}
!758 = distinct !{!758, !759, !"BrotliWriteBits: argument 0"}
!759 = distinct !{!759, !"BrotliWriteBits"}
!760 = !{!761}
!761 = distinct !{!761, !759, !"BrotliWriteBits: argument 1"}
!762 = !{!763}
!763 = distinct !{!763, !764, !"BrotliWriteBits: argument 1"}
!764 = distinct !{!764, !"BrotliWriteBits"}
!765 = !{!766}
!766 = distinct !{!766, !764, !"BrotliWriteBits: argument 0"}
!767 = !{!768}
!768 = distinct !{!768, !769, !"BrotliWriteBits: argument 0"}
!769 = distinct !{!769, !"BrotliWriteBits"}
!770 = !{!771}
!771 = distinct !{!771, !769, !"BrotliWriteBits: argument 1"}
!772 = !{!773}
!773 = distinct !{!773, !774, !"BrotliWriteBits: argument 0"}
!774 = distinct !{!774, !"BrotliWriteBits"}
!775 = !{!776}
!776 = distinct !{!776, !774, !"BrotliWriteBits: argument 1"}
!777 = !{!778}
!778 = distinct !{!778, !779, !"BrotliWriteBits: argument 0"}
!779 = distinct !{!779, !"BrotliWriteBits"}
!780 = !{!781}
!781 = distinct !{!781, !779, !"BrotliWriteBits: argument 1"}
!782 = !{!783}
!783 = distinct !{!783, !784, !"BrotliWriteBits: argument 0"}
!784 = distinct !{!784, !"BrotliWriteBits"}
!785 = !{!786}
!786 = distinct !{!786, !784, !"BrotliWriteBits: argument 1"}
!787 = !{!788}
!788 = distinct !{!788, !789, !"BrotliWriteBits: argument 0"}
!789 = distinct !{!789, !"BrotliWriteBits"}
!790 = !{!791}
!791 = distinct !{!791, !789, !"BrotliWriteBits: argument 1"}
!792 = !{!793}
!793 = distinct !{!793, !794, !"BrotliWriteBits: argument 0"}
!794 = distinct !{!794, !"BrotliWriteBits"}
!795 = !{!796}
!796 = distinct !{!796, !794, !"BrotliWriteBits: argument 1"}
!797 = !{!798}
!798 = distinct !{!798, !799, !"BrotliWriteBits: argument 0"}
!799 = distinct !{!799, !"BrotliWriteBits"}
!800 = !{!801}
!801 = distinct !{!801, !799, !"BrotliWriteBits: argument 1"}
!802 = !{!803}
!803 = distinct !{!803, !804, !"BrotliWriteBits: argument 0"}
!804 = distinct !{!804, !"BrotliWriteBits"}
!805 = !{!806}
!806 = distinct !{!806, !804, !"BrotliWriteBits: argument 1"}
!807 = !{!808}
!808 = distinct !{!808, !809, !"BrotliWriteBits: argument 0"}
!809 = distinct !{!809, !"BrotliWriteBits"}
!810 = !{!811}
!811 = distinct !{!811, !809, !"BrotliWriteBits: argument 1"}
!812 = !{!813}
!813 = distinct !{!813, !814, !"BrotliWriteBits: argument 0"}
!814 = distinct !{!814, !"BrotliWriteBits"}
!815 = !{!816}
!816 = distinct !{!816, !814, !"BrotliWriteBits: argument 1"}
!817 = !{!818}
!818 = distinct !{!818, !819, !"BrotliWriteBits: argument 0"}
!819 = distinct !{!819, !"BrotliWriteBits"}
!820 = !{!821}
!821 = distinct !{!821, !819, !"BrotliWriteBits: argument 1"}
!822 = !{!823}
!823 = distinct !{!823, !824, !"BrotliWriteBits: argument 0"}
!824 = distinct !{!824, !"BrotliWriteBits"}
!825 = !{!826}
!826 = distinct !{!826, !824, !"BrotliWriteBits: argument 1"}
!827 = !{!828}
!828 = distinct !{!828, !829, !"BrotliWriteBits: argument 0"}
!829 = distinct !{!829, !"BrotliWriteBits"}
!830 = !{!831}
!831 = distinct !{!831, !829, !"BrotliWriteBits: argument 1"}
!832 = !{!833}
!833 = distinct !{!833, !834, !"BrotliWriteBits: argument 0"}
!834 = distinct !{!834, !"BrotliWriteBits"}
!835 = !{!836}
!836 = distinct !{!836, !834, !"BrotliWriteBits: argument 1"}
!837 = !{!838}
!838 = distinct !{!838, !839, !"BrotliWriteBits: argument 0"}
!839 = distinct !{!839, !"BrotliWriteBits"}
!840 = !{!841}
!841 = distinct !{!841, !839, !"BrotliWriteBits: argument 1"}
!842 = !{!843}
!843 = distinct !{!843, !844, !"BrotliWriteBits: argument 0"}
!844 = distinct !{!844, !"BrotliWriteBits"}
!845 = !{!846}
!846 = distinct !{!846, !844, !"BrotliWriteBits: argument 1"}
!847 = !{!848}
!848 = distinct !{!848, !849, !"BrotliWriteBits: argument 0"}
!849 = distinct !{!849, !"BrotliWriteBits"}
!850 = !{!851}
!851 = distinct !{!851, !849, !"BrotliWriteBits: argument 1"}
!852 = !{!853}
!853 = distinct !{!853, !854, !"BrotliWriteBits: argument 0"}
!854 = distinct !{!854, !"BrotliWriteBits"}
!855 = !{!856}
!856 = distinct !{!856, !854, !"BrotliWriteBits: argument 1"}
!857 = !{!858}
!858 = distinct !{!858, !859, !"BrotliWriteBits: argument 0"}
!859 = distinct !{!859, !"BrotliWriteBits"}
!860 = !{!861}
!861 = distinct !{!861, !859, !"BrotliWriteBits: argument 1"}
!862 = !{!863}
!863 = distinct !{!863, !864, !"BrotliWriteBits: argument 0"}
!864 = distinct !{!864, !"BrotliWriteBits"}
!865 = !{!866}
!866 = distinct !{!866, !864, !"BrotliWriteBits: argument 1"}
!867 = !{!868}
!868 = distinct !{!868, !869, !"BrotliWriteBits: argument 0"}
!869 = distinct !{!869, !"BrotliWriteBits"}
!870 = !{!871}
!871 = distinct !{!871, !869, !"BrotliWriteBits: argument 1"}
!872 = !{!873}
!873 = distinct !{!873, !874, !"BrotliWriteBits: argument 0"}
!874 = distinct !{!874, !"BrotliWriteBits"}
!875 = !{!876}
!876 = distinct !{!876, !874, !"BrotliWriteBits: argument 1"}
!877 = !{!878}
!878 = distinct !{!878, !879, !"BrotliWriteBits: argument 0"}
!879 = distinct !{!879, !"BrotliWriteBits"}
!880 = !{!881}
!881 = distinct !{!881, !879, !"BrotliWriteBits: argument 1"}
!882 = !{!883}
!883 = distinct !{!883, !884, !"BrotliWriteBits: argument 0"}
!884 = distinct !{!884, !"BrotliWriteBits"}
!885 = !{!886}
!886 = distinct !{!886, !884, !"BrotliWriteBits: argument 1"}
!887 = !{!888}
!888 = distinct !{!888, !889, !"BrotliWriteBits: argument 0"}
!889 = distinct !{!889, !"BrotliWriteBits"}
!890 = !{!891}
!891 = distinct !{!891, !889, !"BrotliWriteBits: argument 1"}
!892 = !{!893}
!893 = distinct !{!893, !894, !"BrotliWriteBits: argument 0"}
!894 = distinct !{!894, !"BrotliWriteBits"}
!895 = !{!896}
!896 = distinct !{!896, !894, !"BrotliWriteBits: argument 1"}
!897 = !{!898}
!898 = distinct !{!898, !899, !"BrotliWriteBits: argument 0"}
!899 = distinct !{!899, !"BrotliWriteBits"}
!900 = !{!901}
!901 = distinct !{!901, !899, !"BrotliWriteBits: argument 1"}
!902 = !{!903}
!903 = distinct !{!903, !904, !"BrotliWriteBits: argument 0"}
!904 = distinct !{!904, !"BrotliWriteBits"}
!905 = !{!906}
!906 = distinct !{!906, !904, !"BrotliWriteBits: argument 1"}
!907 = !{!908}
!908 = distinct !{!908, !909, !"BrotliWriteBits: argument 0"}
!909 = distinct !{!909, !"BrotliWriteBits"}
!910 = !{!911}
!911 = distinct !{!911, !909, !"BrotliWriteBits: argument 1"}
!912 = !{!913}
!913 = distinct !{!913, !909, !"BrotliWriteBits: argument 0:It1"}
!914 = !{!915}
!915 = distinct !{!915, !909, !"BrotliWriteBits: argument 1:It1"}
!916 = !{!917}
!917 = distinct !{!917, !918, !"BrotliWriteBits: argument 0"}
!918 = distinct !{!918, !"BrotliWriteBits"}
!919 = !{!920}
!920 = distinct !{!920, !918, !"BrotliWriteBits: argument 1"}
!921 = !{!922}
!922 = distinct !{!922, !918, !"BrotliWriteBits: argument 0:It1"}
!923 = !{!924}
!924 = distinct !{!924, !918, !"BrotliWriteBits: argument 1:It1"}
!925 = !{!926}
!926 = distinct !{!926, !927, !"BrotliWriteBits: argument 0"}
!927 = distinct !{!927, !"BrotliWriteBits"}
!928 = !{!929}
!929 = distinct !{!929, !927, !"BrotliWriteBits: argument 1"}
!930 = !{!931}
!931 = distinct !{!931, !932, !"BrotliWriteBits: argument 0"}
!932 = distinct !{!932, !"BrotliWriteBits"}
!933 = !{!934}
!934 = distinct !{!934, !932, !"BrotliWriteBits: argument 1"}
!935 = !{!936}
!936 = distinct !{!936, !937, !"BrotliWriteBits: argument 0"}
!937 = distinct !{!937, !"BrotliWriteBits"}
!938 = !{!939}
!939 = distinct !{!939, !937, !"BrotliWriteBits: argument 1"}
!940 = !{!941}
!941 = distinct !{!941, !942, !"BrotliWriteBits: argument 0"}
!942 = distinct !{!942, !"BrotliWriteBits"}
!943 = !{!944}
!944 = distinct !{!944, !942, !"BrotliWriteBits: argument 1"}
!945 = !{!946}
!946 = distinct !{!946, !947, !"BrotliWriteBits: argument 0"}
!947 = distinct !{!947, !"BrotliWriteBits"}
!948 = !{!949}
!949 = distinct !{!949, !947, !"BrotliWriteBits: argument 1"}
!950 = !{!951}
!951 = distinct !{!951, !952, !"BrotliWriteBits: argument 0"}
!952 = distinct !{!952, !"BrotliWriteBits"}
!953 = !{!954}
!954 = distinct !{!954, !952, !"BrotliWriteBits: argument 1"}
!955 = !{!956}
!956 = distinct !{!956, !957, !"BrotliWriteBits: argument 0"}
!957 = distinct !{!957, !"BrotliWriteBits"}
!958 = !{!959}
!959 = distinct !{!959, !957, !"BrotliWriteBits: argument 1"}
!960 = !{!961}
!961 = distinct !{!961, !962, !"BrotliWriteBits: argument 0"}
!962 = distinct !{!962, !"BrotliWriteBits"}
!963 = !{!964}
!964 = distinct !{!964, !962, !"BrotliWriteBits: argument 1"}
!965 = !{!966}
!966 = distinct !{!966, !967, !"BrotliWriteBits: argument 0"}
!967 = distinct !{!967, !"BrotliWriteBits"}
!968 = !{!969}
!969 = distinct !{!969, !967, !"BrotliWriteBits: argument 1"}
!970 = !{!971}
!971 = distinct !{!971, !972, !"BrotliWriteBits: argument 0"}
!972 = distinct !{!972, !"BrotliWriteBits"}
!973 = !{!974}
!974 = distinct !{!974, !972, !"BrotliWriteBits: argument 1"}
!975 = !{!976}
!976 = distinct !{!976, !977, !"BrotliWriteBits: argument 0"}
!977 = distinct !{!977, !"BrotliWriteBits"}
!978 = !{!979}
!979 = distinct !{!979, !977, !"BrotliWriteBits: argument 1"}
!980 = !{!981}
!981 = distinct !{!981, !982, !"BrotliWriteBits: argument 0"}
!982 = distinct !{!982, !"BrotliWriteBits"}
!983 = !{!984}
!984 = distinct !{!984, !982, !"BrotliWriteBits: argument 1"}
!985 = !{!986}
!986 = distinct !{!986, !987, !"BrotliWriteBits: argument 0"}
!987 = distinct !{!987, !"BrotliWriteBits"}
!988 = !{!989}
!989 = distinct !{!989, !987, !"BrotliWriteBits: argument 1"}
!990 = !{!991}
!991 = distinct !{!991, !992, !"BrotliWriteBits: argument 0"}
!992 = distinct !{!992, !"BrotliWriteBits"}
!993 = !{!994}
!994 = distinct !{!994, !992, !"BrotliWriteBits: argument 1"}
!995 = !{!996}
!996 = distinct !{!996, !997, !"BrotliWriteBits: argument 0"}
!997 = distinct !{!997, !"BrotliWriteBits"}
!998 = !{!999}
!999 = distinct !{!999, !997, !"BrotliWriteBits: argument 1"}
!1000 = !{!1001}
!1001 = distinct !{!1001, !1002, !"BrotliWriteBits: argument 0"}
!1002 = distinct !{!1002, !"BrotliWriteBits"}
!1003 = !{!1004}
!1004 = distinct !{!1004, !1002, !"BrotliWriteBits: argument 1"}
!1005 = !{!1006}
!1006 = distinct !{!1006, !1007, !"BrotliWriteBits: argument 0"}
!1007 = distinct !{!1007, !"BrotliWriteBits"}
!1008 = !{!1009}
!1009 = distinct !{!1009, !1007, !"BrotliWriteBits: argument 1"}
!1010 = !{!1011}
!1011 = distinct !{!1011, !1012, !"BrotliWriteBits: argument 0"}
!1012 = distinct !{!1012, !"BrotliWriteBits"}
!1013 = !{!1014}
!1014 = distinct !{!1014, !1012, !"BrotliWriteBits: argument 1"}
!1015 = !{!1016}
!1016 = distinct !{!1016, !1017, !"BrotliWriteBits: argument 0"}
!1017 = distinct !{!1017, !"BrotliWriteBits"}
!1018 = !{!1019}
!1019 = distinct !{!1019, !1017, !"BrotliWriteBits: argument 1"}
!1020 = !{!1021}
!1021 = distinct !{!1021, !1022, !"BrotliWriteBits: argument 0"}
!1022 = distinct !{!1022, !"BrotliWriteBits"}
!1023 = !{!1024}
!1024 = distinct !{!1024, !1022, !"BrotliWriteBits: argument 1"}
!1025 = !{!1026}
!1026 = distinct !{!1026, !1027, !"BrotliWriteBits: argument 0"}
!1027 = distinct !{!1027, !"BrotliWriteBits"}
!1028 = !{!1029}
!1029 = distinct !{!1029, !1027, !"BrotliWriteBits: argument 1"}
!1030 = !{!1031}
!1031 = distinct !{!1031, !1032, !"BrotliWriteBits: argument 0"}
!1032 = distinct !{!1032, !"BrotliWriteBits"}
!1033 = !{!1034}
!1034 = distinct !{!1034, !1032, !"BrotliWriteBits: argument 1"}
!1035 = !{!1036}
!1036 = distinct !{!1036, !1037, !"BrotliWriteBits: argument 0"}
!1037 = distinct !{!1037, !"BrotliWriteBits"}
!1038 = !{!1039}
!1039 = distinct !{!1039, !1037, !"BrotliWriteBits: argument 1"}
!1040 = !{!1041}
!1041 = distinct !{!1041, !1042, !"BrotliWriteBits: argument 0"}
!1042 = distinct !{!1042, !"BrotliWriteBits"}
!1043 = !{!1044}
!1044 = distinct !{!1044, !1042, !"BrotliWriteBits: argument 1"}
!1045 = !{!1046}
!1046 = distinct !{!1046, !1042, !"BrotliWriteBits: argument 0:It1"}
!1047 = !{!1048}
!1048 = distinct !{!1048, !1042, !"BrotliWriteBits: argument 1:It1"}
!1049 = !{!1050}
!1050 = distinct !{!1050, !1051, !"BrotliWriteBits: argument 0"}
!1051 = distinct !{!1051, !"BrotliWriteBits"}
!1052 = !{!1053}
!1053 = distinct !{!1053, !1051, !"BrotliWriteBits: argument 1"}
!1054 = !{!1055}
!1055 = distinct !{!1055, !1056, !"BrotliWriteBits: argument 0"}
!1056 = distinct !{!1056, !"BrotliWriteBits"}
!1057 = !{!1058}
!1058 = distinct !{!1058, !1056, !"BrotliWriteBits: argument 1"}
!1059 = !{!1060}
!1060 = distinct !{!1060, !1061, !"BrotliWriteBits: argument 1"}
!1061 = distinct !{!1061, !"BrotliWriteBits"}
!1062 = !{!1063}
!1063 = distinct !{!1063, !1061, !"BrotliWriteBits: argument 0"}
!1064 = !{!1065}
!1065 = distinct !{!1065, !1066, !"BrotliWriteBits: argument 0"}
!1066 = distinct !{!1066, !"BrotliWriteBits"}
!1067 = !{!1068}
!1068 = distinct !{!1068, !1066, !"BrotliWriteBits: argument 1"}
!1069 = !{!1070}
!1070 = distinct !{!1070, !1071, !"BrotliWriteBits: argument 0"}
!1071 = distinct !{!1071, !"BrotliWriteBits"}
!1072 = !{!1073}
!1073 = distinct !{!1073, !1071, !"BrotliWriteBits: argument 1"}
!1074 = !{!1075}
!1075 = distinct !{!1075, !1076, !"BrotliWriteBits: argument 0"}
!1076 = distinct !{!1076, !"BrotliWriteBits"}
!1077 = !{!1078}
!1078 = distinct !{!1078, !1076, !"BrotliWriteBits: argument 1"}
!1079 = !{!1080}
!1080 = distinct !{!1080, !1081, !"BrotliWriteBits: argument 0"}
!1081 = distinct !{!1081, !"BrotliWriteBits"}
!1082 = !{!1083}
!1083 = distinct !{!1083, !1081, !"BrotliWriteBits: argument 1"}
!1084 = !{!1085}
!1085 = distinct !{!1085, !1086, !"BrotliWriteBits: argument 0"}
!1086 = distinct !{!1086, !"BrotliWriteBits"}
!1087 = !{!1088}
!1088 = distinct !{!1088, !1086, !"BrotliWriteBits: argument 1"}
!1089 = !{!1090}
!1090 = distinct !{!1090, !1091, !"BrotliWriteBits: argument 0"}
!1091 = distinct !{!1091, !"BrotliWriteBits"}
!1092 = !{!1093}
!1093 = distinct !{!1093, !1091, !"BrotliWriteBits: argument 1"}
!1094 = !{!1095}
!1095 = distinct !{!1095, !1096, !"BrotliWriteBits: argument 0"}
!1096 = distinct !{!1096, !"BrotliWriteBits"}
!1097 = !{!1098}
!1098 = distinct !{!1098, !1096, !"BrotliWriteBits: argument 1"}
!1099 = !{!1100}
!1100 = distinct !{!1100, !1101, !"BrotliWriteBits: argument 0"}
!1101 = distinct !{!1101, !"BrotliWriteBits"}
!1102 = !{!1103}
!1103 = distinct !{!1103, !1101, !"BrotliWriteBits: argument 1"}
!1104 = !{!1105}
!1105 = distinct !{!1105, !1106, !"BrotliWriteBits: argument 0"}
!1106 = distinct !{!1106, !"BrotliWriteBits"}
!1107 = !{!1108}
!1108 = distinct !{!1108, !1106, !"BrotliWriteBits: argument 1"}
!1109 = !{!1110}
!1110 = distinct !{!1110, !1111, !"BrotliWriteBits: argument 0"}
!1111 = distinct !{!1111, !"BrotliWriteBits"}
!1112 = !{!1113}
!1113 = distinct !{!1113, !1111, !"BrotliWriteBits: argument 1"}
!1114 = !{!1115}
!1115 = distinct !{!1115, !1116, !"BrotliWriteBits: argument 0"}
!1116 = distinct !{!1116, !"BrotliWriteBits"}
!1117 = !{!1118}
!1118 = distinct !{!1118, !1116, !"BrotliWriteBits: argument 1"}
!1119 = !{!1120}
!1120 = distinct !{!1120, !1121, !"BrotliWriteBits: argument 0"}
!1121 = distinct !{!1121, !"BrotliWriteBits"}
!1122 = !{!1123}
!1123 = distinct !{!1123, !1121, !"BrotliWriteBits: argument 1"}
!1124 = !{!1125}
!1125 = distinct !{!1125, !1126, !"BrotliWriteBits: argument 0"}
!1126 = distinct !{!1126, !"BrotliWriteBits"}
!1127 = !{!1128}
!1128 = distinct !{!1128, !1126, !"BrotliWriteBits: argument 1"}
!1129 = !{!1130}
!1130 = distinct !{!1130, !1131, !"BrotliWriteBits: argument 0"}
!1131 = distinct !{!1131, !"BrotliWriteBits"}
!1132 = !{!1133}
!1133 = distinct !{!1133, !1131, !"BrotliWriteBits: argument 1"}
!1134 = !{!1135}
!1135 = distinct !{!1135, !1136, !"BrotliWriteBits: argument 0"}
!1136 = distinct !{!1136, !"BrotliWriteBits"}
!1137 = !{!1138}
!1138 = distinct !{!1138, !1136, !"BrotliWriteBits: argument 1"}
!1139 = !{!1140}
!1140 = distinct !{!1140, !1141, !"BrotliWriteBits: argument 0"}
!1141 = distinct !{!1141, !"BrotliWriteBits"}
!1142 = !{!1143}
!1143 = distinct !{!1143, !1141, !"BrotliWriteBits: argument 1"}
!1144 = !{!1145}
!1145 = distinct !{!1145, !1146, !"BrotliWriteBits: argument 0"}
!1146 = distinct !{!1146, !"BrotliWriteBits"}
!1147 = !{!1148}
!1148 = distinct !{!1148, !1146, !"BrotliWriteBits: argument 1"}
!1149 = !{!1150}
!1150 = distinct !{!1150, !1151, !"BrotliWriteBits: argument 0"}
!1151 = distinct !{!1151, !"BrotliWriteBits"}
!1152 = !{!1153}
!1153 = distinct !{!1153, !1151, !"BrotliWriteBits: argument 1"}
!1154 = !{!1155}
!1155 = distinct !{!1155, !1156, !"BrotliWriteBits: argument 0"}
!1156 = distinct !{!1156, !"BrotliWriteBits"}
!1157 = !{!1158}
!1158 = distinct !{!1158, !1156, !"BrotliWriteBits: argument 1"}
!1159 = !{!1160}
!1160 = distinct !{!1160, !1161, !"BrotliWriteBits: argument 0"}
!1161 = distinct !{!1161, !"BrotliWriteBits"}
!1162 = !{!1163}
!1163 = distinct !{!1163, !1161, !"BrotliWriteBits: argument 1"}
!1164 = !{!1165}
!1165 = distinct !{!1165, !1166, !"BrotliWriteBits: argument 0"}
!1166 = distinct !{!1166, !"BrotliWriteBits"}
!1167 = !{!1168}
!1168 = distinct !{!1168, !1166, !"BrotliWriteBits: argument 1"}
!1169 = !{!1170}
!1170 = distinct !{!1170, !1171, !"BrotliWriteBits: argument 0"}
!1171 = distinct !{!1171, !"BrotliWriteBits"}
!1172 = !{!1173}
!1173 = distinct !{!1173, !1171, !"BrotliWriteBits: argument 1"}
!1174 = !{!1175}
!1175 = distinct !{!1175, !1176, !"BrotliWriteBits: argument 0"}
!1176 = distinct !{!1176, !"BrotliWriteBits"}
!1177 = !{!1178}
!1178 = distinct !{!1178, !1176, !"BrotliWriteBits: argument 1"}
!1179 = !{!1180}
!1180 = distinct !{!1180, !1181, !"BrotliWriteBits: argument 0"}
!1181 = distinct !{!1181, !"BrotliWriteBits"}
!1182 = !{!1183}
!1183 = distinct !{!1183, !1181, !"BrotliWriteBits: argument 1"}
!1184 = !{!1185}
!1185 = distinct !{!1185, !1186, !"BrotliWriteBits: argument 0"}
!1186 = distinct !{!1186, !"BrotliWriteBits"}
!1187 = !{!1188}
!1188 = distinct !{!1188, !1186, !"BrotliWriteBits: argument 1"}
!1189 = !{!1190}
!1190 = distinct !{!1190, !1191, !"BrotliWriteBits: argument 0"}
!1191 = distinct !{!1191, !"BrotliWriteBits"}
!1192 = !{!1193}
!1193 = distinct !{!1193, !1191, !"BrotliWriteBits: argument 1"}
!1194 = !{!1195}
!1195 = distinct !{!1195, !1196, !"BrotliWriteBits: argument 0"}
!1196 = distinct !{!1196, !"BrotliWriteBits"}
!1197 = !{!1198}
!1198 = distinct !{!1198, !1196, !"BrotliWriteBits: argument 1"}
!1199 = !{!1200}
!1200 = distinct !{!1200, !1201, !"BrotliWriteBits: argument 0"}
!1201 = distinct !{!1201, !"BrotliWriteBits"}
!1202 = !{!1203}
!1203 = distinct !{!1203, !1201, !"BrotliWriteBits: argument 1"}
!1204 = !{!1205}
!1205 = distinct !{!1205, !1206, !"BrotliWriteBits: argument 0"}
!1206 = distinct !{!1206, !"BrotliWriteBits"}
!1207 = !{!1208}
!1208 = distinct !{!1208, !1206, !"BrotliWriteBits: argument 1"}
!1209 = !{!1210}
!1210 = distinct !{!1210, !1206, !"BrotliWriteBits: argument 0:It1"}
!1211 = !{!1212}
!1212 = distinct !{!1212, !1206, !"BrotliWriteBits: argument 1:It1"}
!1213 = !{!1214}
!1214 = distinct !{!1214, !1215, !"BrotliWriteBits: argument 0"}
!1215 = distinct !{!1215, !"BrotliWriteBits"}
!1216 = !{!1217}
!1217 = distinct !{!1217, !1215, !"BrotliWriteBits: argument 1"}
!1218 = !{!1219}
!1219 = distinct !{!1219, !1215, !"BrotliWriteBits: argument 0:It1"}
!1220 = !{!1221}
!1221 = distinct !{!1221, !1215, !"BrotliWriteBits: argument 1:It1"}
!1222 = !{!1223}
!1223 = distinct !{!1223, !1224, !"BrotliWriteBits: argument 0"}
!1224 = distinct !{!1224, !"BrotliWriteBits"}
!1225 = !{!1226}
!1226 = distinct !{!1226, !1224, !"BrotliWriteBits: argument 1"}
!1227 = !{!1228}
!1228 = distinct !{!1228, !1229, !"BrotliWriteBits: argument 0"}
!1229 = distinct !{!1229, !"BrotliWriteBits"}
!1230 = !{!1231}
!1231 = distinct !{!1231, !1229, !"BrotliWriteBits: argument 1"}
!1232 = !{!1233}
!1233 = distinct !{!1233, !1234, !"BrotliWriteBits: argument 0"}
!1234 = distinct !{!1234, !"BrotliWriteBits"}
!1235 = !{!1236}
!1236 = distinct !{!1236, !1234, !"BrotliWriteBits: argument 1"}
!1237 = !{!1238}
!1238 = distinct !{!1238, !1239, !"BrotliWriteBits: argument 0"}
!1239 = distinct !{!1239, !"BrotliWriteBits"}
!1240 = !{!1241}
!1241 = distinct !{!1241, !1239, !"BrotliWriteBits: argument 1"}
!1242 = !{!1243}
!1243 = distinct !{!1243, !1244, !"BrotliWriteBits: argument 0"}
!1244 = distinct !{!1244, !"BrotliWriteBits"}
!1245 = !{!1246}
!1246 = distinct !{!1246, !1244, !"BrotliWriteBits: argument 1"}
!1247 = !{!1248}
!1248 = distinct !{!1248, !1249, !"BrotliWriteBits: argument 0"}
!1249 = distinct !{!1249, !"BrotliWriteBits"}
!1250 = !{!1251}
!1251 = distinct !{!1251, !1249, !"BrotliWriteBits: argument 1"}
!1252 = !{!1253}
!1253 = distinct !{!1253, !1254, !"BrotliWriteBits: argument 0"}
!1254 = distinct !{!1254, !"BrotliWriteBits"}
!1255 = !{!1256}
!1256 = distinct !{!1256, !1254, !"BrotliWriteBits: argument 1"}
!1257 = !{!1258}
!1258 = distinct !{!1258, !1259, !"BrotliWriteBits: argument 0"}
!1259 = distinct !{!1259, !"BrotliWriteBits"}
!1260 = !{!1261}
!1261 = distinct !{!1261, !1259, !"BrotliWriteBits: argument 1"}
!1262 = !{!1263}
!1263 = distinct !{!1263, !1264, !"BrotliWriteBits: argument 1"}
!1264 = distinct !{!1264, !"BrotliWriteBits"}
!1265 = !{!1266}
!1266 = distinct !{!1266, !1264, !"BrotliWriteBits: argument 0"}
!1267 = distinct !{!1267, !1268}
!1268 = !{!"llvm.loop.unroll.disable"}
!1269 = distinct !{!1269, !69, !1270, !1271}
!1270 = !{!"llvm.loop.isvectorized", i32 1}
!1271 = !{!"llvm.loop.unroll.runtime.disable"}
!1272 = distinct !{!1272, !69}
!1273 = distinct !{!1273, !69}
!1274 = distinct !{!1274, !69, !1270, !1271}
!1275 = distinct !{!1275, !69}
