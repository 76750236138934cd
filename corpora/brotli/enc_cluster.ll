; ModuleID = 'c/enc/cluster.c'
source_filename = "c/enc/cluster.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramPair = type { i32, i32, double, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }

@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueLiteral(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr nocapture noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %181, label %10

10:                                               ; preds = %8
  %11 = tail call i32 @llvm.umax.i32(i32 %4, i32 %3)
  %12 = tail call i32 @llvm.umin.i32(i32 %4, i32 %3)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = zext i32 %15 to i64
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = zext i32 %19 to i64
  %21 = add nuw nsw i64 %20, %16
  %22 = uitofp i32 %15 to double
  %23 = icmp ult i32 %15, 256
  br i1 %23, label %24, label %27

24:                                               ; preds = %10
  %25 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !9
  br label %29

27:                                               ; preds = %10
  %28 = tail call double @log2(double noundef %22) #8
  br label %29

29:                                               ; preds = %24, %27
  %30 = phi double [ %26, %24 ], [ %28, %27 ]
  %31 = uitofp i32 %19 to double
  %32 = icmp ult i32 %19, 256
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %20
  %35 = load double, ptr %34, align 8, !tbaa !9
  br label %38

36:                                               ; preds = %29
  %37 = tail call double @log2(double noundef %31) #8
  br label %38

38:                                               ; preds = %33, %36
  %39 = phi double [ %35, %33 ], [ %37, %36 ]
  %40 = fmul double %39, %31
  %41 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %40)
  %42 = uitofp nneg i64 %21 to double
  %43 = icmp ult i64 %21, 256
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %21
  %46 = load double, ptr %45, align 8, !tbaa !9
  br label %49

47:                                               ; preds = %38
  %48 = tail call double @log2(double noundef %42) #8
  br label %49

49:                                               ; preds = %44, %47
  %50 = phi double [ %46, %44 ], [ %48, %47 ]
  %51 = fneg double %42
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %50, double %41)
  %53 = fmul double %52, 5.000000e-01
  %54 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %13
  %55 = getelementptr inbounds i8, ptr %54, i64 1032
  %56 = load double, ptr %55, align 8, !tbaa !11
  %57 = fsub double %53, %56
  %58 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %17
  %59 = getelementptr inbounds i8, ptr %58, i64 1032
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = fsub double %57, %60
  %62 = getelementptr inbounds i8, ptr %54, i64 1024
  %63 = load i64, ptr %62, align 8, !tbaa !14
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %146, label %65

65:                                               ; preds = %49
  %66 = getelementptr inbounds i8, ptr %58, i64 1024
  %67 = load i64, ptr %66, align 8, !tbaa !14
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %146, label %69

69:                                               ; preds = %65
  %70 = load i64, ptr %7, align 8, !tbaa !15
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !16
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %69, %72
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %1, ptr noundef nonnull align 8 dereferenceable(1040) %54, i64 1040, i1 false), !tbaa.struct !18
  %79 = load i64, ptr %66, align 8, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %1, i64 1024
  %81 = load i64, ptr %80, align 8, !tbaa !14
  %82 = add i64 %81, %79
  store i64 %82, ptr %80, align 8, !tbaa !14
  %83 = getelementptr i8, ptr %1, i64 1024
  %84 = mul nuw nsw i64 %17, 1040
  %85 = getelementptr i8, ptr %0, i64 %84
  %86 = getelementptr i8, ptr %85, i64 1024
  %87 = icmp ugt ptr %86, %1
  %88 = icmp ult ptr %58, %83
  %89 = and i1 %87, %88
  br i1 %89, label %115, label %90

90:                                               ; preds = %77, %90
  %91 = phi i64 [ %113, %90 ], [ 0, %77 ]
  %92 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load <4 x i32>, ptr %92, align 4, !tbaa !5, !alias.scope !20
  %95 = load <4 x i32>, ptr %93, align 4, !tbaa !5, !alias.scope !20
  %96 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %91
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %100 = add <4 x i32> %98, %94
  %101 = add <4 x i32> %99, %95
  store <4 x i32> %100, ptr %96, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  store <4 x i32> %101, ptr %97, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %102 = or disjoint i64 %91, 8
  %103 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %102
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <4 x i32>, ptr %103, align 4, !tbaa !5, !alias.scope !20
  %106 = load <4 x i32>, ptr %104, align 4, !tbaa !5, !alias.scope !20
  %107 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %102
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <4 x i32>, ptr %107, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %110 = load <4 x i32>, ptr %108, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %111 = add <4 x i32> %109, %105
  %112 = add <4 x i32> %110, %106
  store <4 x i32> %111, ptr %107, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  store <4 x i32> %112, ptr %108, align 4, !tbaa !5, !alias.scope !23, !noalias !20
  %113 = add nuw nsw i64 %91, 16
  %114 = icmp eq i64 %113, 256
  br i1 %114, label %142, label %90, !llvm.loop !25

115:                                              ; preds = %77, %115
  %116 = phi i64 [ %140, %115 ], [ 0, %77 ]
  %117 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %116
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = add i32 %120, %118
  store i32 %121, ptr %119, align 4, !tbaa !5
  %122 = or disjoint i64 %116, 1
  %123 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %122
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = add i32 %126, %124
  store i32 %127, ptr %125, align 4, !tbaa !5
  %128 = or disjoint i64 %116, 2
  %129 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %128
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = add i32 %132, %130
  store i32 %133, ptr %131, align 4, !tbaa !5
  %134 = or disjoint i64 %116, 3
  %135 = getelementptr inbounds [256 x i32], ptr %58, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %134
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %138, %136
  store i32 %139, ptr %137, align 4, !tbaa !5
  %140 = add nuw nsw i64 %116, 4
  %141 = icmp eq i64 %140, 256
  br i1 %141, label %142, label %115, !llvm.loop !29

142:                                              ; preds = %90, %115
  %143 = tail call double @BrotliPopulationCostLiteral(ptr noundef nonnull %1) #8
  %144 = fsub double %78, %61
  %145 = fcmp uge double %143, %144
  br i1 %145, label %181, label %146

146:                                              ; preds = %142, %65, %49
  %147 = phi double [ %60, %49 ], [ %56, %65 ], [ %143, %142 ]
  %148 = fadd double %61, %147
  %149 = load i64, ptr %7, align 8, !tbaa !15
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %173, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !16
  %154 = fcmp une double %153, %148
  br i1 %154, label %155, label %157

155:                                              ; preds = %151
  %156 = fcmp ogt double %153, %148
  br i1 %156, label %164, label %173

157:                                              ; preds = %151
  %158 = getelementptr inbounds i8, ptr %6, i64 4
  %159 = load i32, ptr %158, align 4, !tbaa !30
  %160 = load i32, ptr %6, align 8, !tbaa !31
  %161 = sub i32 %159, %160
  %162 = sub i32 %11, %12
  %163 = icmp ugt i32 %161, %162
  br i1 %163, label %164, label %173

164:                                              ; preds = %155, %157
  %165 = icmp ult i64 %149, %5
  br i1 %165, label %166, label %170

166:                                              ; preds = %164
  %167 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %167, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !32
  %168 = load i64, ptr %7, align 8, !tbaa !15
  %169 = add i64 %168, 1
  store i64 %169, ptr %7, align 8, !tbaa !15
  br label %170

170:                                              ; preds = %166, %164
  store i32 %12, ptr %6, align 8, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %11, ptr %171, align 4, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %6, i64 8
  store double %147, ptr %172, align 8, !tbaa !9
  store double %148, ptr %152, align 8, !tbaa !9
  br label %181

173:                                              ; preds = %155, %157, %146
  %174 = icmp ult i64 %149, %5
  br i1 %174, label %175, label %181

175:                                              ; preds = %173
  %176 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  store i32 %12, ptr %176, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %176, i64 4
  store i32 %11, ptr %177, align 4, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %176, i64 8
  store double %147, ptr %178, align 8, !tbaa !9
  %179 = getelementptr inbounds i8, ptr %176, i64 16
  store double %148, ptr %179, align 8, !tbaa !9
  %180 = add nuw i64 %149, 1
  store i64 %180, ptr %7, align 8, !tbaa !15
  br label %181

181:                                              ; preds = %173, %175, %170, %142, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare hidden double @BrotliPopulationCostLiteral(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineLiteral(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #8
  store i64 0, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i64 %6, 0
  br i1 %13, label %262, label %28

14:                                               ; preds = %34, %28
  %15 = icmp eq i64 %30, %6
  br i1 %15, label %16, label %28, !llvm.loop !33

16:                                               ; preds = %14
  %17 = icmp eq i64 %6, 1
  br i1 %17, label %262, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = icmp eq i64 %7, 0
  %23 = getelementptr i8, ptr %0, i64 1024
  %24 = getelementptr i8, ptr %0, i64 1024
  %25 = icmp ult i64 %7, 8
  %26 = and i64 %7, -8
  %27 = icmp eq i64 %26, %7
  br label %41

28:                                               ; preds = %10, %14
  %29 = phi i64 [ %30, %14 ], [ 0, %10 ]
  %30 = add nuw i64 %29, 1
  %31 = icmp ult i64 %30, %6
  br i1 %31, label %32, label %14

32:                                               ; preds = %28
  %33 = getelementptr inbounds i32, ptr %4, i64 %29
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i64 [ %30, %32 ], [ %39, %34 ]
  %36 = load i32, ptr %33, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %4, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueLiteral(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %36, i32 noundef %38, i64 noundef %9, ptr noundef %5, ptr noundef nonnull %11)
  %39 = add nuw i64 %35, 1
  %40 = icmp ult i64 %39, %6
  br i1 %40, label %34, label %14, !llvm.loop !34

41:                                               ; preds = %18, %257
  %42 = phi i64 [ %6, %18 ], [ %260, %257 ]
  %43 = phi double [ 0.000000e+00, %18 ], [ %259, %257 ]
  %44 = phi i64 [ 1, %18 ], [ %258, %257 ]
  %45 = load double, ptr %19, align 8, !tbaa !16
  %46 = fcmp ult double %45, %43
  br i1 %46, label %47, label %257, !llvm.loop !35

47:                                               ; preds = %41
  %48 = load i32, ptr %5, align 8, !tbaa !31
  %49 = load i32, ptr %20, align 4, !tbaa !30
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %50
  %52 = zext i32 %49 to i64
  %53 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 1024
  %55 = load i64, ptr %54, align 8, !tbaa !14
  %56 = getelementptr inbounds i8, ptr %51, i64 1024
  %57 = load i64, ptr %56, align 8, !tbaa !14
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !14
  %59 = mul nuw nsw i64 %50, 1040
  %60 = getelementptr i8, ptr %23, i64 %59
  %61 = mul nuw nsw i64 %52, 1040
  %62 = getelementptr i8, ptr %24, i64 %61
  %63 = icmp ult ptr %51, %62
  %64 = icmp ult ptr %53, %60
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %47 ]
  %68 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !5, !alias.scope !36
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !5, !alias.scope !36
  %72 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  store <4 x i32> %77, ptr %73, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !5, !alias.scope !36
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !5, !alias.scope !36
  %83 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  store <4 x i32> %88, ptr %84, align 4, !tbaa !5, !alias.scope !39, !noalias !36
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 256
  br i1 %90, label %118, label %66, !llvm.loop !41

91:                                               ; preds = %47, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %47 ]
  %93 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !5
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !5
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !5
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [256 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds [256 x i32], ptr %51, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !5
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 256
  br i1 %117, label %118, label %91, !llvm.loop !42

118:                                              ; preds = %66, %91
  %119 = load double, ptr %21, align 8, !tbaa !43
  %120 = getelementptr inbounds i8, ptr %51, i64 1032
  store double %119, ptr %120, align 8, !tbaa !11
  %121 = getelementptr inbounds i32, ptr %2, i64 %52
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i32, ptr %2, i64 %50
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add i32 %124, %122
  store i32 %125, ptr %123, align 4, !tbaa !5
  br i1 %22, label %182, label %126

126:                                              ; preds = %118
  br i1 %25, label %127, label %129

127:                                              ; preds = %181, %126
  %128 = phi i64 [ 0, %126 ], [ %26, %181 ]
  br label %184

129:                                              ; preds = %126
  %130 = insertelement <4 x i32> poison, i32 %49, i64 0
  %131 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %132

132:                                              ; preds = %178, %129
  %133 = phi i64 [ 0, %129 ], [ %179, %178 ]
  %134 = or disjoint i64 %133, 4
  %135 = getelementptr inbounds i32, ptr %3, i64 %133
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <4 x i32>, ptr %135, align 4, !tbaa !5
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5
  %139 = icmp eq <4 x i32> %137, %131
  %140 = icmp eq <4 x i32> %138, %131
  %141 = extractelement <4 x i1> %139, i64 0
  br i1 %141, label %142, label %144

142:                                              ; preds = %132
  %143 = getelementptr inbounds i32, ptr %3, i64 %133
  store i32 %48, ptr %143, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %142, %132
  %145 = extractelement <4 x i1> %139, i64 1
  br i1 %145, label %146, label %149

146:                                              ; preds = %144
  %147 = or disjoint i64 %133, 1
  %148 = getelementptr inbounds i32, ptr %3, i64 %147
  store i32 %48, ptr %148, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %146, %144
  %150 = extractelement <4 x i1> %139, i64 2
  br i1 %150, label %151, label %154

151:                                              ; preds = %149
  %152 = or disjoint i64 %133, 2
  %153 = getelementptr inbounds i32, ptr %3, i64 %152
  store i32 %48, ptr %153, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %151, %149
  %155 = extractelement <4 x i1> %139, i64 3
  br i1 %155, label %156, label %159

156:                                              ; preds = %154
  %157 = or disjoint i64 %133, 3
  %158 = getelementptr inbounds i32, ptr %3, i64 %157
  store i32 %48, ptr %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %156, %154
  %160 = extractelement <4 x i1> %140, i64 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %159
  %162 = getelementptr inbounds i32, ptr %3, i64 %134
  store i32 %48, ptr %162, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %161, %159
  %164 = extractelement <4 x i1> %140, i64 1
  br i1 %164, label %165, label %168

165:                                              ; preds = %163
  %166 = or disjoint i64 %133, 5
  %167 = getelementptr inbounds i32, ptr %3, i64 %166
  store i32 %48, ptr %167, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %165, %163
  %169 = extractelement <4 x i1> %140, i64 2
  br i1 %169, label %170, label %173

170:                                              ; preds = %168
  %171 = or disjoint i64 %133, 6
  %172 = getelementptr inbounds i32, ptr %3, i64 %171
  store i32 %48, ptr %172, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %170, %168
  %174 = extractelement <4 x i1> %140, i64 3
  br i1 %174, label %175, label %178

175:                                              ; preds = %173
  %176 = or disjoint i64 %133, 7
  %177 = getelementptr inbounds i32, ptr %3, i64 %176
  store i32 %48, ptr %177, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %175, %173
  %179 = add nuw i64 %133, 8
  %180 = icmp eq i64 %179, %26
  br i1 %180, label %181, label %132, !llvm.loop !44

181:                                              ; preds = %178
  br i1 %27, label %182, label %127

182:                                              ; preds = %190, %181, %118
  %183 = tail call i64 @llvm.umax.i64(i64 %42, i64 1)
  br label %193

184:                                              ; preds = %127, %190
  %185 = phi i64 [ %191, %190 ], [ %128, %127 ]
  %186 = getelementptr inbounds i32, ptr %3, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = icmp eq i32 %187, %49
  br i1 %188, label %189, label %190

189:                                              ; preds = %184
  store i32 %48, ptr %186, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %184, %189
  %191 = add nuw i64 %185, 1
  %192 = icmp eq i64 %191, %7
  br i1 %192, label %182, label %184, !llvm.loop !45

193:                                              ; preds = %182, %204
  %194 = phi i64 [ 0, %182 ], [ %205, %204 ]
  %195 = getelementptr inbounds i32, ptr %4, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = icmp eq i32 %196, %49
  br i1 %197, label %198, label %204

198:                                              ; preds = %193
  %199 = getelementptr inbounds i32, ptr %4, i64 %194
  %200 = getelementptr i8, ptr %199, i64 4
  %201 = xor i64 %194, -1
  %202 = add i64 %42, %201
  %203 = shl i64 %202, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %199, ptr align 4 %200, i64 %203, i1 false)
  br label %207

204:                                              ; preds = %193
  %205 = add nuw i64 %194, 1
  %206 = icmp eq i64 %205, %183
  br i1 %206, label %207, label %193, !llvm.loop !46

207:                                              ; preds = %204, %198
  %208 = add i64 %42, -1
  %209 = load i64, ptr %11, align 8, !tbaa !15
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %248, label %211

211:                                              ; preds = %207, %244
  %212 = phi i64 [ %245, %244 ], [ 0, %207 ]
  %213 = phi i64 [ %246, %244 ], [ 0, %207 ]
  %214 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %213
  %215 = load i32, ptr %214, align 8, !tbaa !31
  %216 = icmp eq i32 %215, %48
  br i1 %216, label %244, label %217

217:                                              ; preds = %211
  %218 = getelementptr inbounds i8, ptr %214, i64 4
  %219 = load i32, ptr %218, align 4, !tbaa !30
  %220 = icmp eq i32 %219, %48
  %221 = icmp eq i32 %215, %49
  %222 = or i1 %221, %220
  %223 = icmp eq i32 %219, %49
  %224 = or i1 %223, %222
  br i1 %224, label %244, label %225

225:                                              ; preds = %217
  %226 = load double, ptr %19, align 8, !tbaa !16
  %227 = getelementptr inbounds i8, ptr %214, i64 16
  %228 = load double, ptr %227, align 8, !tbaa !16
  %229 = fcmp une double %226, %228
  br i1 %229, label %230, label %232

230:                                              ; preds = %225
  %231 = fcmp ogt double %226, %228
  br i1 %231, label %238, label %240

232:                                              ; preds = %225
  %233 = load i32, ptr %20, align 4, !tbaa !30
  %234 = load i32, ptr %5, align 8, !tbaa !31
  %235 = sub i32 %233, %234
  %236 = sub i32 %219, %215
  %237 = icmp ugt i32 %235, %236
  br i1 %237, label %238, label %240

238:                                              ; preds = %230, %232
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  %239 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %239, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12)
  br label %242

240:                                              ; preds = %230, %232
  %241 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %241, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  br label %242

242:                                              ; preds = %240, %238
  %243 = add i64 %212, 1
  br label %244

244:                                              ; preds = %211, %217, %242
  %245 = phi i64 [ %243, %242 ], [ %212, %217 ], [ %212, %211 ]
  %246 = add nuw i64 %213, 1
  %247 = icmp eq i64 %246, %209
  br i1 %247, label %248, label %211, !llvm.loop !47

248:                                              ; preds = %244, %207
  %249 = phi i64 [ 0, %207 ], [ %245, %244 ]
  store i64 %249, ptr %11, align 8, !tbaa !15
  %250 = icmp eq i64 %208, 0
  br i1 %250, label %262, label %251

251:                                              ; preds = %248, %251
  %252 = phi i64 [ %255, %251 ], [ 0, %248 ]
  %253 = getelementptr inbounds i32, ptr %4, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueLiteral(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %48, i32 noundef %254, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %11)
  %255 = add nuw i64 %252, 1
  %256 = icmp eq i64 %255, %208
  br i1 %256, label %257, label %251, !llvm.loop !48

257:                                              ; preds = %251, %41
  %258 = phi i64 [ %8, %41 ], [ %44, %251 ]
  %259 = phi double [ 0x547D42AEA2879F2E, %41 ], [ %43, %251 ]
  %260 = phi i64 [ %42, %41 ], [ %208, %251 ]
  %261 = icmp ugt i64 %260, %258
  br i1 %261, label %41, label %262

262:                                              ; preds = %248, %257, %10, %16
  %263 = phi i64 [ %6, %16 ], [ 0, %10 ], [ 0, %248 ], [ %260, %257 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #8
  ret i64 %263
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceLiteral(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 1024
  %5 = load i64, ptr %4, align 8, !tbaa !14
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %75, label %7

7:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %2, ptr noundef nonnull align 8 dereferenceable(1040) %0, i64 1040, i1 false), !tbaa.struct !18
  %8 = getelementptr inbounds i8, ptr %1, i64 1024
  %9 = load i64, ptr %8, align 8, !tbaa !14
  %10 = getelementptr inbounds i8, ptr %2, i64 1024
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = add i64 %11, %9
  store i64 %12, ptr %10, align 8, !tbaa !14
  %13 = getelementptr i8, ptr %2, i64 1024
  %14 = getelementptr i8, ptr %1, i64 1024
  %15 = icmp ugt ptr %14, %2
  %16 = icmp ugt ptr %13, %1
  %17 = and i1 %15, %16
  br i1 %17, label %43, label %18

18:                                               ; preds = %7, %18
  %19 = phi i64 [ %41, %18 ], [ 0, %7 ]
  %20 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !5, !alias.scope !49
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5, !alias.scope !49
  %24 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %28 = add <4 x i32> %26, %22
  %29 = add <4 x i32> %27, %23
  store <4 x i32> %28, ptr %24, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  store <4 x i32> %29, ptr %25, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %30 = or disjoint i64 %19, 8
  %31 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5, !alias.scope !49
  %34 = load <4 x i32>, ptr %32, align 4, !tbaa !5, !alias.scope !49
  %35 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %39 = add <4 x i32> %37, %33
  %40 = add <4 x i32> %38, %34
  store <4 x i32> %39, ptr %35, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  store <4 x i32> %40, ptr %36, align 4, !tbaa !5, !alias.scope !52, !noalias !49
  %41 = add nuw nsw i64 %19, 16
  %42 = icmp eq i64 %41, 256
  br i1 %42, label %70, label %18, !llvm.loop !54

43:                                               ; preds = %7, %43
  %44 = phi i64 [ %68, %43 ], [ 0, %7 ]
  %45 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add i32 %48, %46
  store i32 %49, ptr %47, align 4, !tbaa !5
  %50 = or disjoint i64 %44, 1
  %51 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %50
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = add i32 %54, %52
  store i32 %55, ptr %53, align 4, !tbaa !5
  %56 = or disjoint i64 %44, 2
  %57 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %56
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add i32 %60, %58
  store i32 %61, ptr %59, align 4, !tbaa !5
  %62 = or disjoint i64 %44, 3
  %63 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add i32 %66, %64
  store i32 %67, ptr %65, align 4, !tbaa !5
  %68 = add nuw nsw i64 %44, 4
  %69 = icmp eq i64 %68, 256
  br i1 %69, label %70, label %43, !llvm.loop !55

70:                                               ; preds = %18, %43
  %71 = tail call double @BrotliPopulationCostLiteral(ptr noundef nonnull %2) #8
  %72 = getelementptr inbounds i8, ptr %1, i64 1032
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = fsub double %71, %73
  br label %75

75:                                               ; preds = %3, %70
  %76 = phi double [ %74, %70 ], [ 0.000000e+00, %3 ]
  ret double %76
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapLiteral(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %5, i64 1024
  %11 = icmp eq i64 %3, 0
  %12 = getelementptr i8, ptr %4, i64 1024
  %13 = getelementptr i8, ptr %4, i64 1024
  br label %21

14:                                               ; preds = %190, %7
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %208, label %16

16:                                               ; preds = %14
  %17 = and i64 %3, 3
  %18 = icmp ult i64 %3, 4
  br i1 %18, label %194, label %19

19:                                               ; preds = %16
  %20 = and i64 %3, -4
  br label %214

21:                                               ; preds = %9, %190
  %22 = phi i64 [ 0, %9 ], [ %192, %190 ]
  %23 = icmp eq i64 %22, 0
  %24 = getelementptr i32, ptr %6, i64 %22
  %25 = getelementptr i8, ptr %24, i64 -4
  %26 = select i1 %23, ptr %6, ptr %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %22
  %29 = zext i32 %27 to i64
  %30 = getelementptr %struct.HistogramLiteral, ptr %4, i64 %29
  %31 = getelementptr inbounds i8, ptr %28, i64 1024
  %32 = load i64, ptr %31, align 8, !tbaa !14
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %101, label %34

34:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %5, ptr noundef nonnull readonly align 8 dereferenceable(1040) %28, i64 1040, i1 false), !tbaa.struct !18
  %35 = getelementptr inbounds i8, ptr %30, i64 1024
  %36 = load i64, ptr %35, align 8, !tbaa !14
  %37 = load i64, ptr %10, align 8, !tbaa !14
  %38 = add i64 %37, %36
  store i64 %38, ptr %10, align 8, !tbaa !14
  %39 = mul nuw nsw i64 %29, 1040
  %40 = getelementptr i8, ptr %13, i64 %39
  %41 = icmp ugt ptr %40, %5
  %42 = icmp ult ptr %30, %10
  %43 = and i1 %41, %42
  br i1 %43, label %69, label %44

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %67, %44 ], [ 0, %34 ]
  %46 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !5, !alias.scope !56
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !5, !alias.scope !56
  %50 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %45
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %53 = load <4 x i32>, ptr %51, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %54 = add <4 x i32> %52, %48
  %55 = add <4 x i32> %53, %49
  store <4 x i32> %54, ptr %50, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  store <4 x i32> %55, ptr %51, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %56 = or disjoint i64 %45, 8
  %57 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <4 x i32>, ptr %57, align 4, !tbaa !5, !alias.scope !56
  %60 = load <4 x i32>, ptr %58, align 4, !tbaa !5, !alias.scope !56
  %61 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %56
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %65 = add <4 x i32> %63, %59
  %66 = add <4 x i32> %64, %60
  store <4 x i32> %65, ptr %61, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  store <4 x i32> %66, ptr %62, align 4, !tbaa !5, !alias.scope !59, !noalias !56
  %67 = add nuw nsw i64 %45, 16
  %68 = icmp eq i64 %67, 256
  br i1 %68, label %96, label %44, !llvm.loop !61

69:                                               ; preds = %34, %69
  %70 = phi i64 [ %94, %69 ], [ 0, %34 ]
  %71 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add i32 %74, %72
  store i32 %75, ptr %73, align 4, !tbaa !5
  %76 = or disjoint i64 %70, 1
  %77 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %76
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add i32 %80, %78
  store i32 %81, ptr %79, align 4, !tbaa !5
  %82 = or disjoint i64 %70, 2
  %83 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = add i32 %86, %84
  store i32 %87, ptr %85, align 4, !tbaa !5
  %88 = or disjoint i64 %70, 3
  %89 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = add i32 %92, %90
  store i32 %93, ptr %91, align 4, !tbaa !5
  %94 = add nuw nsw i64 %70, 4
  %95 = icmp eq i64 %94, 256
  br i1 %95, label %96, label %69, !llvm.loop !62

96:                                               ; preds = %44, %69
  %97 = tail call double @BrotliPopulationCostLiteral(ptr noundef nonnull %5) #8
  %98 = getelementptr inbounds i8, ptr %30, i64 1032
  %99 = load double, ptr %98, align 8, !tbaa !11
  %100 = fsub double %97, %99
  br label %101

101:                                              ; preds = %21, %96
  %102 = phi double [ %100, %96 ], [ 0.000000e+00, %21 ]
  br i1 %11, label %190, label %103

103:                                              ; preds = %101, %185
  %104 = phi i64 [ %188, %185 ], [ 0, %101 ]
  %105 = phi double [ %187, %185 ], [ %102, %101 ]
  %106 = phi i32 [ %186, %185 ], [ %27, %101 ]
  %107 = getelementptr inbounds i32, ptr %2, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = zext i32 %108 to i64
  %110 = getelementptr %struct.HistogramLiteral, ptr %4, i64 %109
  %111 = load i64, ptr %31, align 8, !tbaa !14
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %180, label %113

113:                                              ; preds = %103
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %5, ptr noundef nonnull readonly align 8 dereferenceable(1040) %28, i64 1040, i1 false), !tbaa.struct !18
  %114 = getelementptr inbounds i8, ptr %110, i64 1024
  %115 = load i64, ptr %114, align 8, !tbaa !14
  %116 = load i64, ptr %10, align 8, !tbaa !14
  %117 = add i64 %116, %115
  store i64 %117, ptr %10, align 8, !tbaa !14
  %118 = mul nuw nsw i64 %109, 1040
  %119 = getelementptr i8, ptr %12, i64 %118
  %120 = icmp ugt ptr %119, %5
  %121 = icmp ult ptr %110, %10
  %122 = and i1 %120, %121
  br i1 %122, label %148, label %123

123:                                              ; preds = %113, %123
  %124 = phi i64 [ %146, %123 ], [ 0, %113 ]
  %125 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !5, !alias.scope !63
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !5, !alias.scope !63
  %129 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %124
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <4 x i32>, ptr %129, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %132 = load <4 x i32>, ptr %130, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %133 = add <4 x i32> %131, %127
  %134 = add <4 x i32> %132, %128
  store <4 x i32> %133, ptr %129, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  store <4 x i32> %134, ptr %130, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %135 = or disjoint i64 %124, 8
  %136 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5, !alias.scope !63
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !5, !alias.scope !63
  %140 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %135
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load <4 x i32>, ptr %140, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %143 = load <4 x i32>, ptr %141, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %144 = add <4 x i32> %142, %138
  %145 = add <4 x i32> %143, %139
  store <4 x i32> %144, ptr %140, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  store <4 x i32> %145, ptr %141, align 4, !tbaa !5, !alias.scope !66, !noalias !63
  %146 = add nuw nsw i64 %124, 16
  %147 = icmp eq i64 %146, 256
  br i1 %147, label %175, label %123, !llvm.loop !68

148:                                              ; preds = %113, %148
  %149 = phi i64 [ %173, %148 ], [ 0, %113 ]
  %150 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %149
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = add i32 %153, %151
  store i32 %154, ptr %152, align 4, !tbaa !5
  %155 = or disjoint i64 %149, 1
  %156 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %155
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = add i32 %159, %157
  store i32 %160, ptr %158, align 4, !tbaa !5
  %161 = or disjoint i64 %149, 2
  %162 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !5
  %164 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %161
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = add i32 %165, %163
  store i32 %166, ptr %164, align 4, !tbaa !5
  %167 = or disjoint i64 %149, 3
  %168 = getelementptr inbounds [256 x i32], ptr %110, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = add i32 %171, %169
  store i32 %172, ptr %170, align 4, !tbaa !5
  %173 = add nuw nsw i64 %149, 4
  %174 = icmp eq i64 %173, 256
  br i1 %174, label %175, label %148, !llvm.loop !69

175:                                              ; preds = %123, %148
  %176 = tail call double @BrotliPopulationCostLiteral(ptr noundef nonnull %5) #8
  %177 = getelementptr inbounds i8, ptr %110, i64 1032
  %178 = load double, ptr %177, align 8, !tbaa !11
  %179 = fsub double %176, %178
  br label %180

180:                                              ; preds = %103, %175
  %181 = phi double [ %179, %175 ], [ 0.000000e+00, %103 ]
  %182 = fcmp olt double %181, %105
  br i1 %182, label %183, label %185

183:                                              ; preds = %180
  %184 = load i32, ptr %107, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %183, %180
  %186 = phi i32 [ %184, %183 ], [ %106, %180 ]
  %187 = phi double [ %181, %183 ], [ %105, %180 ]
  %188 = add nuw i64 %104, 1
  %189 = icmp eq i64 %188, %3
  br i1 %189, label %190, label %103, !llvm.loop !70

190:                                              ; preds = %185, %101
  %191 = phi i32 [ %27, %101 ], [ %186, %185 ]
  store i32 %191, ptr %24, align 4, !tbaa !5
  %192 = add nuw i64 %22, 1
  %193 = icmp eq i64 %192, %1
  br i1 %193, label %14, label %21, !llvm.loop !71

194:                                              ; preds = %214, %16
  %195 = phi i64 [ 0, %16 ], [ %240, %214 ]
  %196 = icmp eq i64 %17, 0
  br i1 %196, label %208, label %197

197:                                              ; preds = %194, %197
  %198 = phi i64 [ %205, %197 ], [ %195, %194 ]
  %199 = phi i64 [ %206, %197 ], [ 0, %194 ]
  %200 = getelementptr inbounds i32, ptr %2, i64 %198
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %203, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %204, align 8, !tbaa !11
  %205 = add nuw i64 %198, 1
  %206 = add i64 %199, 1
  %207 = icmp eq i64 %206, %17
  br i1 %207, label %208, label %197, !llvm.loop !72

208:                                              ; preds = %194, %197, %14
  br i1 %8, label %315, label %209

209:                                              ; preds = %208
  %210 = getelementptr i8, ptr %4, i64 1024
  %211 = mul i64 %1, 1040
  %212 = getelementptr i8, ptr %0, i64 %211
  %213 = getelementptr i8, ptr %212, i64 -16
  br label %243

214:                                              ; preds = %214, %19
  %215 = phi i64 [ 0, %19 ], [ %240, %214 ]
  %216 = phi i64 [ 0, %19 ], [ %241, %214 ]
  %217 = getelementptr inbounds i32, ptr %2, i64 %215
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %219
  %221 = getelementptr inbounds i8, ptr %220, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %220, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %221, align 8, !tbaa !11
  %222 = or disjoint i64 %215, 1
  %223 = getelementptr inbounds i32, ptr %2, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %226, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %227, align 8, !tbaa !11
  %228 = or disjoint i64 %215, 2
  %229 = getelementptr inbounds i32, ptr %2, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %232, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %233, align 8, !tbaa !11
  %234 = or disjoint i64 %215, 3
  %235 = getelementptr inbounds i32, ptr %2, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %237
  %239 = getelementptr inbounds i8, ptr %238, i64 1032
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1032) %238, i8 0, i64 1032, i1 false)
  store double 0x7FF0000000000000, ptr %239, align 8, !tbaa !11
  %240 = add nuw i64 %215, 4
  %241 = add i64 %216, 4
  %242 = icmp eq i64 %241, %20
  br i1 %242, label %194, label %214, !llvm.loop !74

243:                                              ; preds = %209, %312
  %244 = phi i64 [ %313, %312 ], [ 0, %209 ]
  %245 = getelementptr inbounds i32, ptr %6, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = zext i32 %246 to i64
  %248 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %247
  %249 = getelementptr inbounds %struct.HistogramLiteral, ptr %0, i64 %244
  %250 = getelementptr inbounds i8, ptr %249, i64 1024
  %251 = load i64, ptr %250, align 8, !tbaa !14
  %252 = getelementptr inbounds i8, ptr %248, i64 1024
  %253 = load i64, ptr %252, align 8, !tbaa !14
  %254 = add i64 %253, %251
  store i64 %254, ptr %252, align 8, !tbaa !14
  %255 = mul nuw nsw i64 %247, 1040
  %256 = getelementptr i8, ptr %210, i64 %255
  %257 = icmp ult ptr %248, %213
  %258 = icmp ugt ptr %256, %0
  %259 = and i1 %257, %258
  br i1 %259, label %285, label %260

260:                                              ; preds = %243, %260
  %261 = phi i64 [ %283, %260 ], [ 0, %243 ]
  %262 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %261
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <4 x i32>, ptr %262, align 4, !tbaa !5, !alias.scope !75
  %265 = load <4 x i32>, ptr %263, align 4, !tbaa !5, !alias.scope !75
  %266 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %261
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load <4 x i32>, ptr %266, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %269 = load <4 x i32>, ptr %267, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %270 = add <4 x i32> %268, %264
  %271 = add <4 x i32> %269, %265
  store <4 x i32> %270, ptr %266, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  store <4 x i32> %271, ptr %267, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %272 = or disjoint i64 %261, 8
  %273 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %272
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load <4 x i32>, ptr %273, align 4, !tbaa !5, !alias.scope !75
  %276 = load <4 x i32>, ptr %274, align 4, !tbaa !5, !alias.scope !75
  %277 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %272
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load <4 x i32>, ptr %277, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %280 = load <4 x i32>, ptr %278, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %281 = add <4 x i32> %279, %275
  %282 = add <4 x i32> %280, %276
  store <4 x i32> %281, ptr %277, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  store <4 x i32> %282, ptr %278, align 4, !tbaa !5, !alias.scope !78, !noalias !75
  %283 = add nuw nsw i64 %261, 16
  %284 = icmp eq i64 %283, 256
  br i1 %284, label %312, label %260, !llvm.loop !80

285:                                              ; preds = %243, %285
  %286 = phi i64 [ %310, %285 ], [ 0, %243 ]
  %287 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !5
  %289 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %286
  %290 = load i32, ptr %289, align 4, !tbaa !5
  %291 = add i32 %290, %288
  store i32 %291, ptr %289, align 4, !tbaa !5
  %292 = or disjoint i64 %286, 1
  %293 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !5
  %297 = add i32 %296, %294
  store i32 %297, ptr %295, align 4, !tbaa !5
  %298 = or disjoint i64 %286, 2
  %299 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !5
  %301 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %298
  %302 = load i32, ptr %301, align 4, !tbaa !5
  %303 = add i32 %302, %300
  store i32 %303, ptr %301, align 4, !tbaa !5
  %304 = or disjoint i64 %286, 3
  %305 = getelementptr inbounds [256 x i32], ptr %249, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !5
  %307 = getelementptr inbounds [256 x i32], ptr %248, i64 0, i64 %304
  %308 = load i32, ptr %307, align 4, !tbaa !5
  %309 = add i32 %308, %306
  store i32 %309, ptr %307, align 4, !tbaa !5
  %310 = add nuw nsw i64 %286, 4
  %311 = icmp eq i64 %310, 256
  br i1 %311, label %312, label %285, !llvm.loop !81

312:                                              ; preds = %260, %285
  %313 = add nuw i64 %244, 1
  %314 = icmp eq i64 %313, %1
  br i1 %314, label %315, label %243, !llvm.loop !82

315:                                              ; preds = %312, %208
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i64 0, 4294967296) i64 @BrotliHistogramReindexLiteral(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  tail call void @BrotliFree(ptr noundef %0, ptr noundef null) #8
  br label %114

7:                                                ; preds = %4
  %8 = shl i64 %3, 2
  %9 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %8) #8
  %10 = shl nuw i64 %3, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %9, i8 -1, i64 %10, i1 false), !tbaa !5
  %11 = and i64 %3, 1
  %12 = icmp eq i64 %3, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %7
  %14 = and i64 %3, -2
  br label %15

15:                                               ; preds = %38, %13
  %16 = phi i64 [ 0, %13 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %13 ], [ %39, %38 ]
  %18 = phi i64 [ 0, %13 ], [ %41, %38 ]
  %19 = getelementptr inbounds i32, ptr %2, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %9, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, ptr %22, align 4, !tbaa !5
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %15, %25
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or disjoint i64 %16, 1
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %9, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, ptr %33, align 4, !tbaa !5
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !83

43:                                               ; preds = %38, %7
  %44 = phi i32 [ poison, %7 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %7 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %7 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, ptr %2, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %9, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, ptr %52, align 4, !tbaa !5
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %48, %55, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %64, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 1040
  %63 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %62) #8
  br label %64

64:                                               ; preds = %57, %60
  %65 = phi ptr [ null, %57 ], [ %63, %60 ]
  br label %66

66:                                               ; preds = %64, %84
  %67 = phi i64 [ %87, %84 ], [ 0, %64 ]
  %68 = phi i32 [ %86, %84 ], [ 0, %64 ]
  %69 = getelementptr inbounds i32, ptr %2, i64 %67
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %9, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = icmp eq i32 %73, %68
  br i1 %74, label %75, label %84

75:                                               ; preds = %66
  %76 = zext i32 %68 to i64
  %77 = getelementptr inbounds %struct.HistogramLiteral, ptr %65, i64 %76
  %78 = getelementptr inbounds %struct.HistogramLiteral, ptr %1, i64 %71
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %77, ptr noundef nonnull align 8 dereferenceable(1040) %78, i64 1040, i1 false), !tbaa.struct !18
  %79 = add i32 %68, 1
  %80 = load i32, ptr %69, align 4, !tbaa !5
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %9, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %75, %66
  %85 = phi i32 [ %83, %75 ], [ %73, %66 ]
  %86 = phi i32 [ %79, %75 ], [ %68, %66 ]
  store i32 %85, ptr %69, align 4, !tbaa !5
  %87 = add nuw i64 %67, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %66, !llvm.loop !84

89:                                               ; preds = %84
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %9) #8
  %90 = zext i32 %86 to i64
  %91 = icmp eq i32 %86, 0
  br i1 %91, label %114, label %92

92:                                               ; preds = %89
  %93 = and i64 %90, 1
  %94 = icmp eq i32 %86, 1
  br i1 %94, label %108, label %95

95:                                               ; preds = %92
  %96 = and i64 %90, 4294967294
  br label %97

97:                                               ; preds = %97, %95
  %98 = phi i64 [ 0, %95 ], [ %105, %97 ]
  %99 = phi i64 [ 0, %95 ], [ %106, %97 ]
  %100 = getelementptr inbounds %struct.HistogramLiteral, ptr %1, i64 %98
  %101 = getelementptr inbounds %struct.HistogramLiteral, ptr %65, i64 %98
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %100, ptr noundef nonnull align 8 dereferenceable(1040) %101, i64 1040, i1 false), !tbaa.struct !18
  %102 = or disjoint i64 %98, 1
  %103 = getelementptr inbounds %struct.HistogramLiteral, ptr %1, i64 %102
  %104 = getelementptr inbounds %struct.HistogramLiteral, ptr %65, i64 %102
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %103, ptr noundef nonnull align 8 dereferenceable(1040) %104, i64 1040, i1 false), !tbaa.struct !18
  %105 = add nuw nsw i64 %98, 2
  %106 = add i64 %99, 2
  %107 = icmp eq i64 %106, %96
  br i1 %107, label %108, label %97, !llvm.loop !85

108:                                              ; preds = %97, %92
  %109 = phi i64 [ 0, %92 ], [ %105, %97 ]
  %110 = icmp eq i64 %93, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds %struct.HistogramLiteral, ptr %1, i64 %109
  %113 = getelementptr inbounds %struct.HistogramLiteral, ptr %65, i64 %109
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %112, ptr noundef nonnull align 8 dereferenceable(1040) %113, i64 1040, i1 false), !tbaa.struct !18
  br label %114

114:                                              ; preds = %111, %108, %6, %89
  %115 = phi i64 [ 0, %6 ], [ 0, %89 ], [ %90, %108 ], [ %90, %111 ]
  %116 = phi ptr [ null, %6 ], [ %65, %89 ], [ %65, %108 ], [ %65, %111 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %116) #8
  ret i64 %115
}

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #3

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsLiteral(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  %12 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  br label %13

13:                                               ; preds = %7, %9
  %14 = phi ptr [ %11, %9 ], [ null, %7 ]
  %15 = phi ptr [ %12, %9 ], [ null, %7 ]
  %16 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %17 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 1040) #8
  br i1 %8, label %96, label %18

18:                                               ; preds = %13
  %19 = icmp ult i64 %2, 8
  br i1 %19, label %30, label %20

20:                                               ; preds = %18
  %21 = and i64 %2, -8
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %26, %22 ]
  %24 = getelementptr inbounds i32, ptr %14, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %24, align 4, !tbaa !5
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %25, align 4, !tbaa !5
  %26 = add nuw i64 %23, 8
  %27 = icmp eq i64 %26, %21
  br i1 %27, label %28, label %22, !llvm.loop !86

28:                                               ; preds = %22
  %29 = icmp eq i64 %21, %2
  br i1 %29, label %37, label %30

30:                                               ; preds = %28, %18
  %31 = phi i64 [ 0, %18 ], [ %21, %28 ]
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %35, %32 ], [ %31, %30 ]
  %34 = getelementptr inbounds i32, ptr %14, i64 %33
  store i32 1, ptr %34, align 4, !tbaa !5
  %35 = add nuw i64 %33, 1
  %36 = icmp eq i64 %35, %2
  br i1 %36, label %37, label %32, !llvm.loop !87

37:                                               ; preds = %32, %28
  br label %38

38:                                               ; preds = %37, %38
  %39 = phi i64 [ %46, %38 ], [ 0, %37 ]
  %40 = getelementptr inbounds %struct.HistogramLiteral, ptr %4, i64 %39
  %41 = getelementptr inbounds %struct.HistogramLiteral, ptr %1, i64 %39
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1040) %40, ptr noundef nonnull align 8 dereferenceable(1040) %41, i64 1040, i1 false), !tbaa.struct !18
  %42 = tail call double @BrotliPopulationCostLiteral(ptr noundef %41) #8
  %43 = getelementptr inbounds i8, ptr %40, i64 1032
  store double %42, ptr %43, align 8, !tbaa !11
  %44 = trunc i64 %39 to i32
  %45 = getelementptr inbounds i32, ptr %6, i64 %39
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %2
  br i1 %47, label %48, label %38, !llvm.loop !88

48:                                               ; preds = %38, %88
  %49 = phi i64 [ %95, %88 ], [ %2, %38 ]
  %50 = phi i64 [ %92, %88 ], [ 0, %38 ]
  %51 = phi i64 [ %93, %88 ], [ 0, %38 ]
  %52 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %53 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %54 = tail call i64 @llvm.umax.i64(i64 %53, i64 1)
  %55 = sub i64 %2, %51
  %56 = tail call i64 @llvm.umin.i64(i64 %55, i64 64)
  %57 = icmp ult i64 %49, 8
  br i1 %57, label %78, label %58

58:                                               ; preds = %48
  %59 = and i64 %52, 120
  %60 = insertelement <4 x i64> poison, i64 %51, i64 0
  %61 = shufflevector <4 x i64> %60, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %62

62:                                               ; preds = %62, %58
  %63 = phi i64 [ 0, %58 ], [ %73, %62 ]
  %64 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %58 ], [ %74, %62 ]
  %65 = add <4 x i64> %64, <i64 4, i64 4, i64 4, i64 4>
  %66 = add nuw nsw <4 x i64> %64, %61
  %67 = add nuw nsw <4 x i64> %65, %61
  %68 = trunc <4 x i64> %66 to <4 x i32>
  %69 = trunc <4 x i64> %67 to <4 x i32>
  %70 = add i64 %63, %50
  %71 = getelementptr inbounds i32, ptr %15, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store <4 x i32> %68, ptr %71, align 4, !tbaa !5
  store <4 x i32> %69, ptr %72, align 4, !tbaa !5
  %73 = add nuw i64 %63, 8
  %74 = add <4 x i64> %64, <i64 8, i64 8, i64 8, i64 8>
  %75 = icmp eq i64 %73, %59
  br i1 %75, label %76, label %62, !llvm.loop !89

76:                                               ; preds = %62
  %77 = icmp eq i64 %52, %59
  br i1 %77, label %88, label %78

78:                                               ; preds = %76, %48
  %79 = phi i64 [ 0, %48 ], [ %59, %76 ]
  br label %80

80:                                               ; preds = %78, %80
  %81 = phi i64 [ %86, %80 ], [ %79, %78 ]
  %82 = add nuw nsw i64 %81, %51
  %83 = trunc i64 %82 to i32
  %84 = add i64 %81, %50
  %85 = getelementptr inbounds i32, ptr %15, i64 %84
  store i32 %83, ptr %85, align 4, !tbaa !5
  %86 = add nuw nsw i64 %81, 1
  %87 = icmp eq i64 %86, %54
  br i1 %87, label %88, label %80, !llvm.loop !90

88:                                               ; preds = %80, %76
  %89 = getelementptr inbounds i32, ptr %6, i64 %51
  %90 = getelementptr inbounds i32, ptr %15, i64 %50
  %91 = tail call i64 @BrotliHistogramCombineLiteral(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %89, ptr noundef %90, ptr noundef %16, i64 noundef %56, i64 noundef %56, i64 noundef %3, i64 noundef 2048)
  %92 = add i64 %91, %50
  %93 = add i64 %51, 64
  %94 = icmp ult i64 %93, %2
  %95 = add i64 %49, -64
  br i1 %94, label %48, label %96, !llvm.loop !91

96:                                               ; preds = %88, %13
  %97 = phi i64 [ 0, %13 ], [ %92, %88 ]
  %98 = shl i64 %97, 6
  %99 = lshr i64 %97, 1
  %100 = mul i64 %99, %97
  %101 = tail call i64 @llvm.umin.i64(i64 %98, i64 %100)
  %102 = icmp ugt i64 %101, 2047
  br i1 %102, label %103, label %110

103:                                              ; preds = %96, %103
  %104 = phi i64 [ %106, %103 ], [ 2048, %96 ]
  %105 = icmp ugt i64 %104, %101
  %106 = shl i64 %104, 1
  br i1 %105, label %107, label %103, !llvm.loop !92

107:                                              ; preds = %103
  %108 = mul i64 %104, 24
  %109 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %108) #8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(49152) %109, ptr noundef nonnull align 8 dereferenceable(49152) %16, i64 49152, i1 false)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %16) #8
  br label %110

110:                                              ; preds = %107, %96
  %111 = phi ptr [ %109, %107 ], [ %16, %96 ]
  %112 = tail call i64 @BrotliHistogramCombineLiteral(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %6, ptr noundef %15, ptr noundef %111, i64 noundef %97, i64 noundef %2, i64 noundef %3, i64 noundef %101)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %111) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %14) #8
  tail call void @BrotliHistogramRemapLiteral(ptr noundef %1, i64 noundef %2, ptr noundef %15, i64 noundef %112, ptr noundef %4, ptr noundef %17, ptr noundef %6)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %17) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %15) #8
  %113 = tail call i64 @BrotliHistogramReindexLiteral(ptr noundef %0, ptr noundef %4, ptr noundef %6, i64 noundef %2)
  store i64 %113, ptr %5, align 8, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueCommand(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr nocapture noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %181, label %10

10:                                               ; preds = %8
  %11 = tail call i32 @llvm.umax.i32(i32 %4, i32 %3)
  %12 = tail call i32 @llvm.umin.i32(i32 %4, i32 %3)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = zext i32 %15 to i64
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = zext i32 %19 to i64
  %21 = add nuw nsw i64 %20, %16
  %22 = uitofp i32 %15 to double
  %23 = icmp ult i32 %15, 256
  br i1 %23, label %24, label %27

24:                                               ; preds = %10
  %25 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !9
  br label %29

27:                                               ; preds = %10
  %28 = tail call double @log2(double noundef %22) #8
  br label %29

29:                                               ; preds = %24, %27
  %30 = phi double [ %26, %24 ], [ %28, %27 ]
  %31 = uitofp i32 %19 to double
  %32 = icmp ult i32 %19, 256
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %20
  %35 = load double, ptr %34, align 8, !tbaa !9
  br label %38

36:                                               ; preds = %29
  %37 = tail call double @log2(double noundef %31) #8
  br label %38

38:                                               ; preds = %33, %36
  %39 = phi double [ %35, %33 ], [ %37, %36 ]
  %40 = fmul double %39, %31
  %41 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %40)
  %42 = uitofp nneg i64 %21 to double
  %43 = icmp ult i64 %21, 256
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %21
  %46 = load double, ptr %45, align 8, !tbaa !9
  br label %49

47:                                               ; preds = %38
  %48 = tail call double @log2(double noundef %42) #8
  br label %49

49:                                               ; preds = %44, %47
  %50 = phi double [ %46, %44 ], [ %48, %47 ]
  %51 = fneg double %42
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %50, double %41)
  %53 = fmul double %52, 5.000000e-01
  %54 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %13
  %55 = getelementptr inbounds i8, ptr %54, i64 2824
  %56 = load double, ptr %55, align 8, !tbaa !93
  %57 = fsub double %53, %56
  %58 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %17
  %59 = getelementptr inbounds i8, ptr %58, i64 2824
  %60 = load double, ptr %59, align 8, !tbaa !93
  %61 = fsub double %57, %60
  %62 = getelementptr inbounds i8, ptr %54, i64 2816
  %63 = load i64, ptr %62, align 8, !tbaa !95
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %146, label %65

65:                                               ; preds = %49
  %66 = getelementptr inbounds i8, ptr %58, i64 2816
  %67 = load i64, ptr %66, align 8, !tbaa !95
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %146, label %69

69:                                               ; preds = %65
  %70 = load i64, ptr %7, align 8, !tbaa !15
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !16
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %69, %72
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %1, ptr noundef nonnull align 8 dereferenceable(2832) %54, i64 2832, i1 false), !tbaa.struct !96
  %79 = load i64, ptr %66, align 8, !tbaa !95
  %80 = getelementptr inbounds i8, ptr %1, i64 2816
  %81 = load i64, ptr %80, align 8, !tbaa !95
  %82 = add i64 %81, %79
  store i64 %82, ptr %80, align 8, !tbaa !95
  %83 = getelementptr i8, ptr %1, i64 2816
  %84 = mul nuw nsw i64 %17, 2832
  %85 = getelementptr i8, ptr %0, i64 %84
  %86 = getelementptr i8, ptr %85, i64 2816
  %87 = icmp ugt ptr %86, %1
  %88 = icmp ult ptr %58, %83
  %89 = and i1 %87, %88
  br i1 %89, label %115, label %90

90:                                               ; preds = %77, %90
  %91 = phi i64 [ %113, %90 ], [ 0, %77 ]
  %92 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load <4 x i32>, ptr %92, align 4, !tbaa !5, !alias.scope !97
  %95 = load <4 x i32>, ptr %93, align 4, !tbaa !5, !alias.scope !97
  %96 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %91
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %100 = add <4 x i32> %98, %94
  %101 = add <4 x i32> %99, %95
  store <4 x i32> %100, ptr %96, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  store <4 x i32> %101, ptr %97, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %102 = or disjoint i64 %91, 8
  %103 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %102
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <4 x i32>, ptr %103, align 4, !tbaa !5, !alias.scope !97
  %106 = load <4 x i32>, ptr %104, align 4, !tbaa !5, !alias.scope !97
  %107 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %102
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <4 x i32>, ptr %107, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %110 = load <4 x i32>, ptr %108, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %111 = add <4 x i32> %109, %105
  %112 = add <4 x i32> %110, %106
  store <4 x i32> %111, ptr %107, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  store <4 x i32> %112, ptr %108, align 4, !tbaa !5, !alias.scope !100, !noalias !97
  %113 = add nuw nsw i64 %91, 16
  %114 = icmp eq i64 %113, 704
  br i1 %114, label %142, label %90, !llvm.loop !102

115:                                              ; preds = %77, %115
  %116 = phi i64 [ %140, %115 ], [ 0, %77 ]
  %117 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %116
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = add i32 %120, %118
  store i32 %121, ptr %119, align 4, !tbaa !5
  %122 = or disjoint i64 %116, 1
  %123 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %122
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = add i32 %126, %124
  store i32 %127, ptr %125, align 4, !tbaa !5
  %128 = or disjoint i64 %116, 2
  %129 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %128
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = add i32 %132, %130
  store i32 %133, ptr %131, align 4, !tbaa !5
  %134 = or disjoint i64 %116, 3
  %135 = getelementptr inbounds [704 x i32], ptr %58, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %134
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %138, %136
  store i32 %139, ptr %137, align 4, !tbaa !5
  %140 = add nuw nsw i64 %116, 4
  %141 = icmp eq i64 %140, 704
  br i1 %141, label %142, label %115, !llvm.loop !103

142:                                              ; preds = %90, %115
  %143 = tail call double @BrotliPopulationCostCommand(ptr noundef nonnull %1) #8
  %144 = fsub double %78, %61
  %145 = fcmp uge double %143, %144
  br i1 %145, label %181, label %146

146:                                              ; preds = %142, %65, %49
  %147 = phi double [ %60, %49 ], [ %56, %65 ], [ %143, %142 ]
  %148 = fadd double %61, %147
  %149 = load i64, ptr %7, align 8, !tbaa !15
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %173, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !16
  %154 = fcmp une double %153, %148
  br i1 %154, label %155, label %157

155:                                              ; preds = %151
  %156 = fcmp ogt double %153, %148
  br i1 %156, label %164, label %173

157:                                              ; preds = %151
  %158 = getelementptr inbounds i8, ptr %6, i64 4
  %159 = load i32, ptr %158, align 4, !tbaa !30
  %160 = load i32, ptr %6, align 8, !tbaa !31
  %161 = sub i32 %159, %160
  %162 = sub i32 %11, %12
  %163 = icmp ugt i32 %161, %162
  br i1 %163, label %164, label %173

164:                                              ; preds = %155, %157
  %165 = icmp ult i64 %149, %5
  br i1 %165, label %166, label %170

166:                                              ; preds = %164
  %167 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %167, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !32
  %168 = load i64, ptr %7, align 8, !tbaa !15
  %169 = add i64 %168, 1
  store i64 %169, ptr %7, align 8, !tbaa !15
  br label %170

170:                                              ; preds = %166, %164
  store i32 %12, ptr %6, align 8, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %11, ptr %171, align 4, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %6, i64 8
  store double %147, ptr %172, align 8, !tbaa !9
  store double %148, ptr %152, align 8, !tbaa !9
  br label %181

173:                                              ; preds = %155, %157, %146
  %174 = icmp ult i64 %149, %5
  br i1 %174, label %175, label %181

175:                                              ; preds = %173
  %176 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  store i32 %12, ptr %176, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %176, i64 4
  store i32 %11, ptr %177, align 4, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %176, i64 8
  store double %147, ptr %178, align 8, !tbaa !9
  %179 = getelementptr inbounds i8, ptr %176, i64 16
  store double %148, ptr %179, align 8, !tbaa !9
  %180 = add nuw i64 %149, 1
  store i64 %180, ptr %7, align 8, !tbaa !15
  br label %181

181:                                              ; preds = %173, %175, %170, %142, %8
  ret void
}

declare hidden double @BrotliPopulationCostCommand(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineCommand(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #8
  store i64 0, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i64 %6, 0
  br i1 %13, label %262, label %28

14:                                               ; preds = %34, %28
  %15 = icmp eq i64 %30, %6
  br i1 %15, label %16, label %28, !llvm.loop !104

16:                                               ; preds = %14
  %17 = icmp eq i64 %6, 1
  br i1 %17, label %262, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = icmp eq i64 %7, 0
  %23 = getelementptr i8, ptr %0, i64 2816
  %24 = getelementptr i8, ptr %0, i64 2816
  %25 = icmp ult i64 %7, 8
  %26 = and i64 %7, -8
  %27 = icmp eq i64 %26, %7
  br label %41

28:                                               ; preds = %10, %14
  %29 = phi i64 [ %30, %14 ], [ 0, %10 ]
  %30 = add nuw i64 %29, 1
  %31 = icmp ult i64 %30, %6
  br i1 %31, label %32, label %14

32:                                               ; preds = %28
  %33 = getelementptr inbounds i32, ptr %4, i64 %29
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i64 [ %30, %32 ], [ %39, %34 ]
  %36 = load i32, ptr %33, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %4, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueCommand(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %36, i32 noundef %38, i64 noundef %9, ptr noundef %5, ptr noundef nonnull %11)
  %39 = add nuw i64 %35, 1
  %40 = icmp ult i64 %39, %6
  br i1 %40, label %34, label %14, !llvm.loop !105

41:                                               ; preds = %18, %257
  %42 = phi i64 [ %6, %18 ], [ %260, %257 ]
  %43 = phi double [ 0.000000e+00, %18 ], [ %259, %257 ]
  %44 = phi i64 [ 1, %18 ], [ %258, %257 ]
  %45 = load double, ptr %19, align 8, !tbaa !16
  %46 = fcmp ult double %45, %43
  br i1 %46, label %47, label %257, !llvm.loop !106

47:                                               ; preds = %41
  %48 = load i32, ptr %5, align 8, !tbaa !31
  %49 = load i32, ptr %20, align 4, !tbaa !30
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %50
  %52 = zext i32 %49 to i64
  %53 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 2816
  %55 = load i64, ptr %54, align 8, !tbaa !95
  %56 = getelementptr inbounds i8, ptr %51, i64 2816
  %57 = load i64, ptr %56, align 8, !tbaa !95
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !95
  %59 = mul nuw nsw i64 %50, 2832
  %60 = getelementptr i8, ptr %23, i64 %59
  %61 = mul nuw nsw i64 %52, 2832
  %62 = getelementptr i8, ptr %24, i64 %61
  %63 = icmp ult ptr %51, %62
  %64 = icmp ult ptr %53, %60
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %47 ]
  %68 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !5, !alias.scope !107
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !5, !alias.scope !107
  %72 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  store <4 x i32> %77, ptr %73, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !5, !alias.scope !107
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !5, !alias.scope !107
  %83 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  store <4 x i32> %88, ptr %84, align 4, !tbaa !5, !alias.scope !110, !noalias !107
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 704
  br i1 %90, label %118, label %66, !llvm.loop !112

91:                                               ; preds = %47, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %47 ]
  %93 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !5
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !5
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !5
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [704 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds [704 x i32], ptr %51, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !5
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 704
  br i1 %117, label %118, label %91, !llvm.loop !113

118:                                              ; preds = %66, %91
  %119 = load double, ptr %21, align 8, !tbaa !43
  %120 = getelementptr inbounds i8, ptr %51, i64 2824
  store double %119, ptr %120, align 8, !tbaa !93
  %121 = getelementptr inbounds i32, ptr %2, i64 %52
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i32, ptr %2, i64 %50
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add i32 %124, %122
  store i32 %125, ptr %123, align 4, !tbaa !5
  br i1 %22, label %182, label %126

126:                                              ; preds = %118
  br i1 %25, label %127, label %129

127:                                              ; preds = %181, %126
  %128 = phi i64 [ 0, %126 ], [ %26, %181 ]
  br label %184

129:                                              ; preds = %126
  %130 = insertelement <4 x i32> poison, i32 %49, i64 0
  %131 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %132

132:                                              ; preds = %178, %129
  %133 = phi i64 [ 0, %129 ], [ %179, %178 ]
  %134 = or disjoint i64 %133, 4
  %135 = getelementptr inbounds i32, ptr %3, i64 %133
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <4 x i32>, ptr %135, align 4, !tbaa !5
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5
  %139 = icmp eq <4 x i32> %137, %131
  %140 = icmp eq <4 x i32> %138, %131
  %141 = extractelement <4 x i1> %139, i64 0
  br i1 %141, label %142, label %144

142:                                              ; preds = %132
  %143 = getelementptr inbounds i32, ptr %3, i64 %133
  store i32 %48, ptr %143, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %142, %132
  %145 = extractelement <4 x i1> %139, i64 1
  br i1 %145, label %146, label %149

146:                                              ; preds = %144
  %147 = or disjoint i64 %133, 1
  %148 = getelementptr inbounds i32, ptr %3, i64 %147
  store i32 %48, ptr %148, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %146, %144
  %150 = extractelement <4 x i1> %139, i64 2
  br i1 %150, label %151, label %154

151:                                              ; preds = %149
  %152 = or disjoint i64 %133, 2
  %153 = getelementptr inbounds i32, ptr %3, i64 %152
  store i32 %48, ptr %153, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %151, %149
  %155 = extractelement <4 x i1> %139, i64 3
  br i1 %155, label %156, label %159

156:                                              ; preds = %154
  %157 = or disjoint i64 %133, 3
  %158 = getelementptr inbounds i32, ptr %3, i64 %157
  store i32 %48, ptr %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %156, %154
  %160 = extractelement <4 x i1> %140, i64 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %159
  %162 = getelementptr inbounds i32, ptr %3, i64 %134
  store i32 %48, ptr %162, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %161, %159
  %164 = extractelement <4 x i1> %140, i64 1
  br i1 %164, label %165, label %168

165:                                              ; preds = %163
  %166 = or disjoint i64 %133, 5
  %167 = getelementptr inbounds i32, ptr %3, i64 %166
  store i32 %48, ptr %167, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %165, %163
  %169 = extractelement <4 x i1> %140, i64 2
  br i1 %169, label %170, label %173

170:                                              ; preds = %168
  %171 = or disjoint i64 %133, 6
  %172 = getelementptr inbounds i32, ptr %3, i64 %171
  store i32 %48, ptr %172, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %170, %168
  %174 = extractelement <4 x i1> %140, i64 3
  br i1 %174, label %175, label %178

175:                                              ; preds = %173
  %176 = or disjoint i64 %133, 7
  %177 = getelementptr inbounds i32, ptr %3, i64 %176
  store i32 %48, ptr %177, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %175, %173
  %179 = add nuw i64 %133, 8
  %180 = icmp eq i64 %179, %26
  br i1 %180, label %181, label %132, !llvm.loop !114

181:                                              ; preds = %178
  br i1 %27, label %182, label %127

182:                                              ; preds = %190, %181, %118
  %183 = tail call i64 @llvm.umax.i64(i64 %42, i64 1)
  br label %193

184:                                              ; preds = %127, %190
  %185 = phi i64 [ %191, %190 ], [ %128, %127 ]
  %186 = getelementptr inbounds i32, ptr %3, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = icmp eq i32 %187, %49
  br i1 %188, label %189, label %190

189:                                              ; preds = %184
  store i32 %48, ptr %186, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %184, %189
  %191 = add nuw i64 %185, 1
  %192 = icmp eq i64 %191, %7
  br i1 %192, label %182, label %184, !llvm.loop !115

193:                                              ; preds = %182, %204
  %194 = phi i64 [ 0, %182 ], [ %205, %204 ]
  %195 = getelementptr inbounds i32, ptr %4, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = icmp eq i32 %196, %49
  br i1 %197, label %198, label %204

198:                                              ; preds = %193
  %199 = getelementptr inbounds i32, ptr %4, i64 %194
  %200 = getelementptr i8, ptr %199, i64 4
  %201 = xor i64 %194, -1
  %202 = add i64 %42, %201
  %203 = shl i64 %202, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %199, ptr align 4 %200, i64 %203, i1 false)
  br label %207

204:                                              ; preds = %193
  %205 = add nuw i64 %194, 1
  %206 = icmp eq i64 %205, %183
  br i1 %206, label %207, label %193, !llvm.loop !116

207:                                              ; preds = %204, %198
  %208 = add i64 %42, -1
  %209 = load i64, ptr %11, align 8, !tbaa !15
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %248, label %211

211:                                              ; preds = %207, %244
  %212 = phi i64 [ %245, %244 ], [ 0, %207 ]
  %213 = phi i64 [ %246, %244 ], [ 0, %207 ]
  %214 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %213
  %215 = load i32, ptr %214, align 8, !tbaa !31
  %216 = icmp eq i32 %215, %48
  br i1 %216, label %244, label %217

217:                                              ; preds = %211
  %218 = getelementptr inbounds i8, ptr %214, i64 4
  %219 = load i32, ptr %218, align 4, !tbaa !30
  %220 = icmp eq i32 %219, %48
  %221 = icmp eq i32 %215, %49
  %222 = or i1 %221, %220
  %223 = icmp eq i32 %219, %49
  %224 = or i1 %223, %222
  br i1 %224, label %244, label %225

225:                                              ; preds = %217
  %226 = load double, ptr %19, align 8, !tbaa !16
  %227 = getelementptr inbounds i8, ptr %214, i64 16
  %228 = load double, ptr %227, align 8, !tbaa !16
  %229 = fcmp une double %226, %228
  br i1 %229, label %230, label %232

230:                                              ; preds = %225
  %231 = fcmp ogt double %226, %228
  br i1 %231, label %238, label %240

232:                                              ; preds = %225
  %233 = load i32, ptr %20, align 4, !tbaa !30
  %234 = load i32, ptr %5, align 8, !tbaa !31
  %235 = sub i32 %233, %234
  %236 = sub i32 %219, %215
  %237 = icmp ugt i32 %235, %236
  br i1 %237, label %238, label %240

238:                                              ; preds = %230, %232
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  %239 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %239, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12)
  br label %242

240:                                              ; preds = %230, %232
  %241 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %241, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  br label %242

242:                                              ; preds = %240, %238
  %243 = add i64 %212, 1
  br label %244

244:                                              ; preds = %211, %217, %242
  %245 = phi i64 [ %243, %242 ], [ %212, %217 ], [ %212, %211 ]
  %246 = add nuw i64 %213, 1
  %247 = icmp eq i64 %246, %209
  br i1 %247, label %248, label %211, !llvm.loop !117

248:                                              ; preds = %244, %207
  %249 = phi i64 [ 0, %207 ], [ %245, %244 ]
  store i64 %249, ptr %11, align 8, !tbaa !15
  %250 = icmp eq i64 %208, 0
  br i1 %250, label %262, label %251

251:                                              ; preds = %248, %251
  %252 = phi i64 [ %255, %251 ], [ 0, %248 ]
  %253 = getelementptr inbounds i32, ptr %4, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueCommand(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %48, i32 noundef %254, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %11)
  %255 = add nuw i64 %252, 1
  %256 = icmp eq i64 %255, %208
  br i1 %256, label %257, label %251, !llvm.loop !118

257:                                              ; preds = %251, %41
  %258 = phi i64 [ %8, %41 ], [ %44, %251 ]
  %259 = phi double [ 0x547D42AEA2879F2E, %41 ], [ %43, %251 ]
  %260 = phi i64 [ %42, %41 ], [ %208, %251 ]
  %261 = icmp ugt i64 %260, %258
  br i1 %261, label %41, label %262

262:                                              ; preds = %248, %257, %10, %16
  %263 = phi i64 [ %6, %16 ], [ 0, %10 ], [ 0, %248 ], [ %260, %257 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #8
  ret i64 %263
}

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceCommand(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 2816
  %5 = load i64, ptr %4, align 8, !tbaa !95
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %75, label %7

7:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %2, ptr noundef nonnull align 8 dereferenceable(2832) %0, i64 2832, i1 false), !tbaa.struct !96
  %8 = getelementptr inbounds i8, ptr %1, i64 2816
  %9 = load i64, ptr %8, align 8, !tbaa !95
  %10 = getelementptr inbounds i8, ptr %2, i64 2816
  %11 = load i64, ptr %10, align 8, !tbaa !95
  %12 = add i64 %11, %9
  store i64 %12, ptr %10, align 8, !tbaa !95
  %13 = getelementptr i8, ptr %2, i64 2816
  %14 = getelementptr i8, ptr %1, i64 2816
  %15 = icmp ugt ptr %14, %2
  %16 = icmp ugt ptr %13, %1
  %17 = and i1 %15, %16
  br i1 %17, label %43, label %18

18:                                               ; preds = %7, %18
  %19 = phi i64 [ %41, %18 ], [ 0, %7 ]
  %20 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !5, !alias.scope !119
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5, !alias.scope !119
  %24 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %28 = add <4 x i32> %26, %22
  %29 = add <4 x i32> %27, %23
  store <4 x i32> %28, ptr %24, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  store <4 x i32> %29, ptr %25, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %30 = or disjoint i64 %19, 8
  %31 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5, !alias.scope !119
  %34 = load <4 x i32>, ptr %32, align 4, !tbaa !5, !alias.scope !119
  %35 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %39 = add <4 x i32> %37, %33
  %40 = add <4 x i32> %38, %34
  store <4 x i32> %39, ptr %35, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  store <4 x i32> %40, ptr %36, align 4, !tbaa !5, !alias.scope !122, !noalias !119
  %41 = add nuw nsw i64 %19, 16
  %42 = icmp eq i64 %41, 704
  br i1 %42, label %70, label %18, !llvm.loop !124

43:                                               ; preds = %7, %43
  %44 = phi i64 [ %68, %43 ], [ 0, %7 ]
  %45 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add i32 %48, %46
  store i32 %49, ptr %47, align 4, !tbaa !5
  %50 = or disjoint i64 %44, 1
  %51 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %50
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = add i32 %54, %52
  store i32 %55, ptr %53, align 4, !tbaa !5
  %56 = or disjoint i64 %44, 2
  %57 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %56
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add i32 %60, %58
  store i32 %61, ptr %59, align 4, !tbaa !5
  %62 = or disjoint i64 %44, 3
  %63 = getelementptr inbounds [704 x i32], ptr %1, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [704 x i32], ptr %2, i64 0, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add i32 %66, %64
  store i32 %67, ptr %65, align 4, !tbaa !5
  %68 = add nuw nsw i64 %44, 4
  %69 = icmp eq i64 %68, 704
  br i1 %69, label %70, label %43, !llvm.loop !125

70:                                               ; preds = %18, %43
  %71 = tail call double @BrotliPopulationCostCommand(ptr noundef nonnull %2) #8
  %72 = getelementptr inbounds i8, ptr %1, i64 2824
  %73 = load double, ptr %72, align 8, !tbaa !93
  %74 = fsub double %71, %73
  br label %75

75:                                               ; preds = %3, %70
  %76 = phi double [ %74, %70 ], [ 0.000000e+00, %3 ]
  ret double %76
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapCommand(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %5, i64 2816
  %11 = icmp eq i64 %3, 0
  %12 = getelementptr i8, ptr %4, i64 2816
  %13 = getelementptr i8, ptr %4, i64 2816
  br label %21

14:                                               ; preds = %190, %7
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %208, label %16

16:                                               ; preds = %14
  %17 = and i64 %3, 3
  %18 = icmp ult i64 %3, 4
  br i1 %18, label %194, label %19

19:                                               ; preds = %16
  %20 = and i64 %3, -4
  br label %214

21:                                               ; preds = %9, %190
  %22 = phi i64 [ 0, %9 ], [ %192, %190 ]
  %23 = icmp eq i64 %22, 0
  %24 = getelementptr i32, ptr %6, i64 %22
  %25 = getelementptr i8, ptr %24, i64 -4
  %26 = select i1 %23, ptr %6, ptr %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %22
  %29 = zext i32 %27 to i64
  %30 = getelementptr %struct.HistogramCommand, ptr %4, i64 %29
  %31 = getelementptr inbounds i8, ptr %28, i64 2816
  %32 = load i64, ptr %31, align 8, !tbaa !95
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %101, label %34

34:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %5, ptr noundef nonnull readonly align 8 dereferenceable(2832) %28, i64 2832, i1 false), !tbaa.struct !96
  %35 = getelementptr inbounds i8, ptr %30, i64 2816
  %36 = load i64, ptr %35, align 8, !tbaa !95
  %37 = load i64, ptr %10, align 8, !tbaa !95
  %38 = add i64 %37, %36
  store i64 %38, ptr %10, align 8, !tbaa !95
  %39 = mul nuw nsw i64 %29, 2832
  %40 = getelementptr i8, ptr %13, i64 %39
  %41 = icmp ugt ptr %40, %5
  %42 = icmp ult ptr %30, %10
  %43 = and i1 %41, %42
  br i1 %43, label %69, label %44

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %67, %44 ], [ 0, %34 ]
  %46 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !5, !alias.scope !126
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !5, !alias.scope !126
  %50 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %45
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %53 = load <4 x i32>, ptr %51, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %54 = add <4 x i32> %52, %48
  %55 = add <4 x i32> %53, %49
  store <4 x i32> %54, ptr %50, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  store <4 x i32> %55, ptr %51, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %56 = or disjoint i64 %45, 8
  %57 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <4 x i32>, ptr %57, align 4, !tbaa !5, !alias.scope !126
  %60 = load <4 x i32>, ptr %58, align 4, !tbaa !5, !alias.scope !126
  %61 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %56
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %65 = add <4 x i32> %63, %59
  %66 = add <4 x i32> %64, %60
  store <4 x i32> %65, ptr %61, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  store <4 x i32> %66, ptr %62, align 4, !tbaa !5, !alias.scope !129, !noalias !126
  %67 = add nuw nsw i64 %45, 16
  %68 = icmp eq i64 %67, 704
  br i1 %68, label %96, label %44, !llvm.loop !131

69:                                               ; preds = %34, %69
  %70 = phi i64 [ %94, %69 ], [ 0, %34 ]
  %71 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add i32 %74, %72
  store i32 %75, ptr %73, align 4, !tbaa !5
  %76 = or disjoint i64 %70, 1
  %77 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %76
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add i32 %80, %78
  store i32 %81, ptr %79, align 4, !tbaa !5
  %82 = or disjoint i64 %70, 2
  %83 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = add i32 %86, %84
  store i32 %87, ptr %85, align 4, !tbaa !5
  %88 = or disjoint i64 %70, 3
  %89 = getelementptr inbounds [704 x i32], ptr %30, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = add i32 %92, %90
  store i32 %93, ptr %91, align 4, !tbaa !5
  %94 = add nuw nsw i64 %70, 4
  %95 = icmp eq i64 %94, 704
  br i1 %95, label %96, label %69, !llvm.loop !132

96:                                               ; preds = %44, %69
  %97 = tail call double @BrotliPopulationCostCommand(ptr noundef nonnull %5) #8
  %98 = getelementptr inbounds i8, ptr %30, i64 2824
  %99 = load double, ptr %98, align 8, !tbaa !93
  %100 = fsub double %97, %99
  br label %101

101:                                              ; preds = %21, %96
  %102 = phi double [ %100, %96 ], [ 0.000000e+00, %21 ]
  br i1 %11, label %190, label %103

103:                                              ; preds = %101, %185
  %104 = phi i64 [ %188, %185 ], [ 0, %101 ]
  %105 = phi double [ %187, %185 ], [ %102, %101 ]
  %106 = phi i32 [ %186, %185 ], [ %27, %101 ]
  %107 = getelementptr inbounds i32, ptr %2, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = zext i32 %108 to i64
  %110 = getelementptr %struct.HistogramCommand, ptr %4, i64 %109
  %111 = load i64, ptr %31, align 8, !tbaa !95
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %180, label %113

113:                                              ; preds = %103
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %5, ptr noundef nonnull readonly align 8 dereferenceable(2832) %28, i64 2832, i1 false), !tbaa.struct !96
  %114 = getelementptr inbounds i8, ptr %110, i64 2816
  %115 = load i64, ptr %114, align 8, !tbaa !95
  %116 = load i64, ptr %10, align 8, !tbaa !95
  %117 = add i64 %116, %115
  store i64 %117, ptr %10, align 8, !tbaa !95
  %118 = mul nuw nsw i64 %109, 2832
  %119 = getelementptr i8, ptr %12, i64 %118
  %120 = icmp ugt ptr %119, %5
  %121 = icmp ult ptr %110, %10
  %122 = and i1 %120, %121
  br i1 %122, label %148, label %123

123:                                              ; preds = %113, %123
  %124 = phi i64 [ %146, %123 ], [ 0, %113 ]
  %125 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !5, !alias.scope !133
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !5, !alias.scope !133
  %129 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %124
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <4 x i32>, ptr %129, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %132 = load <4 x i32>, ptr %130, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %133 = add <4 x i32> %131, %127
  %134 = add <4 x i32> %132, %128
  store <4 x i32> %133, ptr %129, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  store <4 x i32> %134, ptr %130, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %135 = or disjoint i64 %124, 8
  %136 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5, !alias.scope !133
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !5, !alias.scope !133
  %140 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %135
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load <4 x i32>, ptr %140, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %143 = load <4 x i32>, ptr %141, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %144 = add <4 x i32> %142, %138
  %145 = add <4 x i32> %143, %139
  store <4 x i32> %144, ptr %140, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  store <4 x i32> %145, ptr %141, align 4, !tbaa !5, !alias.scope !136, !noalias !133
  %146 = add nuw nsw i64 %124, 16
  %147 = icmp eq i64 %146, 704
  br i1 %147, label %175, label %123, !llvm.loop !138

148:                                              ; preds = %113, %148
  %149 = phi i64 [ %173, %148 ], [ 0, %113 ]
  %150 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %149
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = add i32 %153, %151
  store i32 %154, ptr %152, align 4, !tbaa !5
  %155 = or disjoint i64 %149, 1
  %156 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %155
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = add i32 %159, %157
  store i32 %160, ptr %158, align 4, !tbaa !5
  %161 = or disjoint i64 %149, 2
  %162 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !5
  %164 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %161
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = add i32 %165, %163
  store i32 %166, ptr %164, align 4, !tbaa !5
  %167 = or disjoint i64 %149, 3
  %168 = getelementptr inbounds [704 x i32], ptr %110, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = getelementptr inbounds [704 x i32], ptr %5, i64 0, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = add i32 %171, %169
  store i32 %172, ptr %170, align 4, !tbaa !5
  %173 = add nuw nsw i64 %149, 4
  %174 = icmp eq i64 %173, 704
  br i1 %174, label %175, label %148, !llvm.loop !139

175:                                              ; preds = %123, %148
  %176 = tail call double @BrotliPopulationCostCommand(ptr noundef nonnull %5) #8
  %177 = getelementptr inbounds i8, ptr %110, i64 2824
  %178 = load double, ptr %177, align 8, !tbaa !93
  %179 = fsub double %176, %178
  br label %180

180:                                              ; preds = %103, %175
  %181 = phi double [ %179, %175 ], [ 0.000000e+00, %103 ]
  %182 = fcmp olt double %181, %105
  br i1 %182, label %183, label %185

183:                                              ; preds = %180
  %184 = load i32, ptr %107, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %183, %180
  %186 = phi i32 [ %184, %183 ], [ %106, %180 ]
  %187 = phi double [ %181, %183 ], [ %105, %180 ]
  %188 = add nuw i64 %104, 1
  %189 = icmp eq i64 %188, %3
  br i1 %189, label %190, label %103, !llvm.loop !140

190:                                              ; preds = %185, %101
  %191 = phi i32 [ %27, %101 ], [ %186, %185 ]
  store i32 %191, ptr %24, align 4, !tbaa !5
  %192 = add nuw i64 %22, 1
  %193 = icmp eq i64 %192, %1
  br i1 %193, label %14, label %21, !llvm.loop !141

194:                                              ; preds = %214, %16
  %195 = phi i64 [ 0, %16 ], [ %240, %214 ]
  %196 = icmp eq i64 %17, 0
  br i1 %196, label %208, label %197

197:                                              ; preds = %194, %197
  %198 = phi i64 [ %205, %197 ], [ %195, %194 ]
  %199 = phi i64 [ %206, %197 ], [ 0, %194 ]
  %200 = getelementptr inbounds i32, ptr %2, i64 %198
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %203, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %204, align 8, !tbaa !93
  %205 = add nuw i64 %198, 1
  %206 = add i64 %199, 1
  %207 = icmp eq i64 %206, %17
  br i1 %207, label %208, label %197, !llvm.loop !142

208:                                              ; preds = %194, %197, %14
  br i1 %8, label %315, label %209

209:                                              ; preds = %208
  %210 = getelementptr i8, ptr %4, i64 2816
  %211 = mul i64 %1, 2832
  %212 = getelementptr i8, ptr %0, i64 %211
  %213 = getelementptr i8, ptr %212, i64 -16
  br label %243

214:                                              ; preds = %214, %19
  %215 = phi i64 [ 0, %19 ], [ %240, %214 ]
  %216 = phi i64 [ 0, %19 ], [ %241, %214 ]
  %217 = getelementptr inbounds i32, ptr %2, i64 %215
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %219
  %221 = getelementptr inbounds i8, ptr %220, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %220, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %221, align 8, !tbaa !93
  %222 = or disjoint i64 %215, 1
  %223 = getelementptr inbounds i32, ptr %2, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %226, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %227, align 8, !tbaa !93
  %228 = or disjoint i64 %215, 2
  %229 = getelementptr inbounds i32, ptr %2, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %232, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %233, align 8, !tbaa !93
  %234 = or disjoint i64 %215, 3
  %235 = getelementptr inbounds i32, ptr %2, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %237
  %239 = getelementptr inbounds i8, ptr %238, i64 2824
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2824) %238, i8 0, i64 2824, i1 false)
  store double 0x7FF0000000000000, ptr %239, align 8, !tbaa !93
  %240 = add nuw i64 %215, 4
  %241 = add i64 %216, 4
  %242 = icmp eq i64 %241, %20
  br i1 %242, label %194, label %214, !llvm.loop !143

243:                                              ; preds = %209, %312
  %244 = phi i64 [ %313, %312 ], [ 0, %209 ]
  %245 = getelementptr inbounds i32, ptr %6, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = zext i32 %246 to i64
  %248 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %247
  %249 = getelementptr inbounds %struct.HistogramCommand, ptr %0, i64 %244
  %250 = getelementptr inbounds i8, ptr %249, i64 2816
  %251 = load i64, ptr %250, align 8, !tbaa !95
  %252 = getelementptr inbounds i8, ptr %248, i64 2816
  %253 = load i64, ptr %252, align 8, !tbaa !95
  %254 = add i64 %253, %251
  store i64 %254, ptr %252, align 8, !tbaa !95
  %255 = mul nuw nsw i64 %247, 2832
  %256 = getelementptr i8, ptr %210, i64 %255
  %257 = icmp ult ptr %248, %213
  %258 = icmp ugt ptr %256, %0
  %259 = and i1 %257, %258
  br i1 %259, label %285, label %260

260:                                              ; preds = %243, %260
  %261 = phi i64 [ %283, %260 ], [ 0, %243 ]
  %262 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %261
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <4 x i32>, ptr %262, align 4, !tbaa !5, !alias.scope !144
  %265 = load <4 x i32>, ptr %263, align 4, !tbaa !5, !alias.scope !144
  %266 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %261
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load <4 x i32>, ptr %266, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %269 = load <4 x i32>, ptr %267, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %270 = add <4 x i32> %268, %264
  %271 = add <4 x i32> %269, %265
  store <4 x i32> %270, ptr %266, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  store <4 x i32> %271, ptr %267, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %272 = or disjoint i64 %261, 8
  %273 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %272
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load <4 x i32>, ptr %273, align 4, !tbaa !5, !alias.scope !144
  %276 = load <4 x i32>, ptr %274, align 4, !tbaa !5, !alias.scope !144
  %277 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %272
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load <4 x i32>, ptr %277, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %280 = load <4 x i32>, ptr %278, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %281 = add <4 x i32> %279, %275
  %282 = add <4 x i32> %280, %276
  store <4 x i32> %281, ptr %277, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  store <4 x i32> %282, ptr %278, align 4, !tbaa !5, !alias.scope !147, !noalias !144
  %283 = add nuw nsw i64 %261, 16
  %284 = icmp eq i64 %283, 704
  br i1 %284, label %312, label %260, !llvm.loop !149

285:                                              ; preds = %243, %285
  %286 = phi i64 [ %310, %285 ], [ 0, %243 ]
  %287 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !5
  %289 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %286
  %290 = load i32, ptr %289, align 4, !tbaa !5
  %291 = add i32 %290, %288
  store i32 %291, ptr %289, align 4, !tbaa !5
  %292 = or disjoint i64 %286, 1
  %293 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !5
  %297 = add i32 %296, %294
  store i32 %297, ptr %295, align 4, !tbaa !5
  %298 = or disjoint i64 %286, 2
  %299 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !5
  %301 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %298
  %302 = load i32, ptr %301, align 4, !tbaa !5
  %303 = add i32 %302, %300
  store i32 %303, ptr %301, align 4, !tbaa !5
  %304 = or disjoint i64 %286, 3
  %305 = getelementptr inbounds [704 x i32], ptr %249, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !5
  %307 = getelementptr inbounds [704 x i32], ptr %248, i64 0, i64 %304
  %308 = load i32, ptr %307, align 4, !tbaa !5
  %309 = add i32 %308, %306
  store i32 %309, ptr %307, align 4, !tbaa !5
  %310 = add nuw nsw i64 %286, 4
  %311 = icmp eq i64 %310, 704
  br i1 %311, label %312, label %285, !llvm.loop !150

312:                                              ; preds = %260, %285
  %313 = add nuw i64 %244, 1
  %314 = icmp eq i64 %313, %1
  br i1 %314, label %315, label %243, !llvm.loop !151

315:                                              ; preds = %312, %208
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i64 0, 4294967296) i64 @BrotliHistogramReindexCommand(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  tail call void @BrotliFree(ptr noundef %0, ptr noundef null) #8
  br label %114

7:                                                ; preds = %4
  %8 = shl i64 %3, 2
  %9 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %8) #8
  %10 = shl nuw i64 %3, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %9, i8 -1, i64 %10, i1 false), !tbaa !5
  %11 = and i64 %3, 1
  %12 = icmp eq i64 %3, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %7
  %14 = and i64 %3, -2
  br label %15

15:                                               ; preds = %38, %13
  %16 = phi i64 [ 0, %13 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %13 ], [ %39, %38 ]
  %18 = phi i64 [ 0, %13 ], [ %41, %38 ]
  %19 = getelementptr inbounds i32, ptr %2, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %9, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, ptr %22, align 4, !tbaa !5
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %15, %25
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or disjoint i64 %16, 1
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %9, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, ptr %33, align 4, !tbaa !5
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !152

43:                                               ; preds = %38, %7
  %44 = phi i32 [ poison, %7 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %7 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %7 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, ptr %2, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %9, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, ptr %52, align 4, !tbaa !5
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %48, %55, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %64, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 2832
  %63 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %62) #8
  br label %64

64:                                               ; preds = %57, %60
  %65 = phi ptr [ null, %57 ], [ %63, %60 ]
  br label %66

66:                                               ; preds = %64, %84
  %67 = phi i64 [ %87, %84 ], [ 0, %64 ]
  %68 = phi i32 [ %86, %84 ], [ 0, %64 ]
  %69 = getelementptr inbounds i32, ptr %2, i64 %67
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %9, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = icmp eq i32 %73, %68
  br i1 %74, label %75, label %84

75:                                               ; preds = %66
  %76 = zext i32 %68 to i64
  %77 = getelementptr inbounds %struct.HistogramCommand, ptr %65, i64 %76
  %78 = getelementptr inbounds %struct.HistogramCommand, ptr %1, i64 %71
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %77, ptr noundef nonnull align 8 dereferenceable(2832) %78, i64 2832, i1 false), !tbaa.struct !96
  %79 = add i32 %68, 1
  %80 = load i32, ptr %69, align 4, !tbaa !5
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %9, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %75, %66
  %85 = phi i32 [ %83, %75 ], [ %73, %66 ]
  %86 = phi i32 [ %79, %75 ], [ %68, %66 ]
  store i32 %85, ptr %69, align 4, !tbaa !5
  %87 = add nuw i64 %67, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %66, !llvm.loop !153

89:                                               ; preds = %84
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %9) #8
  %90 = zext i32 %86 to i64
  %91 = icmp eq i32 %86, 0
  br i1 %91, label %114, label %92

92:                                               ; preds = %89
  %93 = and i64 %90, 1
  %94 = icmp eq i32 %86, 1
  br i1 %94, label %108, label %95

95:                                               ; preds = %92
  %96 = and i64 %90, 4294967294
  br label %97

97:                                               ; preds = %97, %95
  %98 = phi i64 [ 0, %95 ], [ %105, %97 ]
  %99 = phi i64 [ 0, %95 ], [ %106, %97 ]
  %100 = getelementptr inbounds %struct.HistogramCommand, ptr %1, i64 %98
  %101 = getelementptr inbounds %struct.HistogramCommand, ptr %65, i64 %98
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %100, ptr noundef nonnull align 8 dereferenceable(2832) %101, i64 2832, i1 false), !tbaa.struct !96
  %102 = or disjoint i64 %98, 1
  %103 = getelementptr inbounds %struct.HistogramCommand, ptr %1, i64 %102
  %104 = getelementptr inbounds %struct.HistogramCommand, ptr %65, i64 %102
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %103, ptr noundef nonnull align 8 dereferenceable(2832) %104, i64 2832, i1 false), !tbaa.struct !96
  %105 = add nuw nsw i64 %98, 2
  %106 = add i64 %99, 2
  %107 = icmp eq i64 %106, %96
  br i1 %107, label %108, label %97, !llvm.loop !154

108:                                              ; preds = %97, %92
  %109 = phi i64 [ 0, %92 ], [ %105, %97 ]
  %110 = icmp eq i64 %93, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds %struct.HistogramCommand, ptr %1, i64 %109
  %113 = getelementptr inbounds %struct.HistogramCommand, ptr %65, i64 %109
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %112, ptr noundef nonnull align 8 dereferenceable(2832) %113, i64 2832, i1 false), !tbaa.struct !96
  br label %114

114:                                              ; preds = %111, %108, %6, %89
  %115 = phi i64 [ 0, %6 ], [ 0, %89 ], [ %90, %108 ], [ %90, %111 ]
  %116 = phi ptr [ null, %6 ], [ %65, %89 ], [ %65, %108 ], [ %65, %111 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %116) #8
  ret i64 %115
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsCommand(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  %12 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  br label %13

13:                                               ; preds = %7, %9
  %14 = phi ptr [ %11, %9 ], [ null, %7 ]
  %15 = phi ptr [ %12, %9 ], [ null, %7 ]
  %16 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %17 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 2832) #8
  br i1 %8, label %96, label %18

18:                                               ; preds = %13
  %19 = icmp ult i64 %2, 8
  br i1 %19, label %30, label %20

20:                                               ; preds = %18
  %21 = and i64 %2, -8
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %26, %22 ]
  %24 = getelementptr inbounds i32, ptr %14, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %24, align 4, !tbaa !5
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %25, align 4, !tbaa !5
  %26 = add nuw i64 %23, 8
  %27 = icmp eq i64 %26, %21
  br i1 %27, label %28, label %22, !llvm.loop !155

28:                                               ; preds = %22
  %29 = icmp eq i64 %21, %2
  br i1 %29, label %37, label %30

30:                                               ; preds = %28, %18
  %31 = phi i64 [ 0, %18 ], [ %21, %28 ]
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %35, %32 ], [ %31, %30 ]
  %34 = getelementptr inbounds i32, ptr %14, i64 %33
  store i32 1, ptr %34, align 4, !tbaa !5
  %35 = add nuw i64 %33, 1
  %36 = icmp eq i64 %35, %2
  br i1 %36, label %37, label %32, !llvm.loop !156

37:                                               ; preds = %32, %28
  br label %38

38:                                               ; preds = %37, %38
  %39 = phi i64 [ %46, %38 ], [ 0, %37 ]
  %40 = getelementptr inbounds %struct.HistogramCommand, ptr %4, i64 %39
  %41 = getelementptr inbounds %struct.HistogramCommand, ptr %1, i64 %39
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2832) %40, ptr noundef nonnull align 8 dereferenceable(2832) %41, i64 2832, i1 false), !tbaa.struct !96
  %42 = tail call double @BrotliPopulationCostCommand(ptr noundef %41) #8
  %43 = getelementptr inbounds i8, ptr %40, i64 2824
  store double %42, ptr %43, align 8, !tbaa !93
  %44 = trunc i64 %39 to i32
  %45 = getelementptr inbounds i32, ptr %6, i64 %39
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %2
  br i1 %47, label %48, label %38, !llvm.loop !157

48:                                               ; preds = %38, %88
  %49 = phi i64 [ %95, %88 ], [ %2, %38 ]
  %50 = phi i64 [ %92, %88 ], [ 0, %38 ]
  %51 = phi i64 [ %93, %88 ], [ 0, %38 ]
  %52 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %53 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %54 = tail call i64 @llvm.umax.i64(i64 %53, i64 1)
  %55 = sub i64 %2, %51
  %56 = tail call i64 @llvm.umin.i64(i64 %55, i64 64)
  %57 = icmp ult i64 %49, 8
  br i1 %57, label %78, label %58

58:                                               ; preds = %48
  %59 = and i64 %52, 120
  %60 = insertelement <4 x i64> poison, i64 %51, i64 0
  %61 = shufflevector <4 x i64> %60, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %62

62:                                               ; preds = %62, %58
  %63 = phi i64 [ 0, %58 ], [ %73, %62 ]
  %64 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %58 ], [ %74, %62 ]
  %65 = add <4 x i64> %64, <i64 4, i64 4, i64 4, i64 4>
  %66 = add nuw nsw <4 x i64> %64, %61
  %67 = add nuw nsw <4 x i64> %65, %61
  %68 = trunc <4 x i64> %66 to <4 x i32>
  %69 = trunc <4 x i64> %67 to <4 x i32>
  %70 = add i64 %63, %50
  %71 = getelementptr inbounds i32, ptr %15, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store <4 x i32> %68, ptr %71, align 4, !tbaa !5
  store <4 x i32> %69, ptr %72, align 4, !tbaa !5
  %73 = add nuw i64 %63, 8
  %74 = add <4 x i64> %64, <i64 8, i64 8, i64 8, i64 8>
  %75 = icmp eq i64 %73, %59
  br i1 %75, label %76, label %62, !llvm.loop !158

76:                                               ; preds = %62
  %77 = icmp eq i64 %52, %59
  br i1 %77, label %88, label %78

78:                                               ; preds = %76, %48
  %79 = phi i64 [ 0, %48 ], [ %59, %76 ]
  br label %80

80:                                               ; preds = %78, %80
  %81 = phi i64 [ %86, %80 ], [ %79, %78 ]
  %82 = add nuw nsw i64 %81, %51
  %83 = trunc i64 %82 to i32
  %84 = add i64 %81, %50
  %85 = getelementptr inbounds i32, ptr %15, i64 %84
  store i32 %83, ptr %85, align 4, !tbaa !5
  %86 = add nuw nsw i64 %81, 1
  %87 = icmp eq i64 %86, %54
  br i1 %87, label %88, label %80, !llvm.loop !159

88:                                               ; preds = %80, %76
  %89 = getelementptr inbounds i32, ptr %6, i64 %51
  %90 = getelementptr inbounds i32, ptr %15, i64 %50
  %91 = tail call i64 @BrotliHistogramCombineCommand(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %89, ptr noundef %90, ptr noundef %16, i64 noundef %56, i64 noundef %56, i64 noundef %3, i64 noundef 2048)
  %92 = add i64 %91, %50
  %93 = add i64 %51, 64
  %94 = icmp ult i64 %93, %2
  %95 = add i64 %49, -64
  br i1 %94, label %48, label %96, !llvm.loop !160

96:                                               ; preds = %88, %13
  %97 = phi i64 [ 0, %13 ], [ %92, %88 ]
  %98 = shl i64 %97, 6
  %99 = lshr i64 %97, 1
  %100 = mul i64 %99, %97
  %101 = tail call i64 @llvm.umin.i64(i64 %98, i64 %100)
  %102 = icmp ugt i64 %101, 2047
  br i1 %102, label %103, label %110

103:                                              ; preds = %96, %103
  %104 = phi i64 [ %106, %103 ], [ 2048, %96 ]
  %105 = icmp ugt i64 %104, %101
  %106 = shl i64 %104, 1
  br i1 %105, label %107, label %103, !llvm.loop !161

107:                                              ; preds = %103
  %108 = mul i64 %104, 24
  %109 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %108) #8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(49152) %109, ptr noundef nonnull align 8 dereferenceable(49152) %16, i64 49152, i1 false)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %16) #8
  br label %110

110:                                              ; preds = %107, %96
  %111 = phi ptr [ %109, %107 ], [ %16, %96 ]
  %112 = tail call i64 @BrotliHistogramCombineCommand(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %6, ptr noundef %15, ptr noundef %111, i64 noundef %97, i64 noundef %2, i64 noundef %3, i64 noundef %101)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %111) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %14) #8
  tail call void @BrotliHistogramRemapCommand(ptr noundef %1, i64 noundef %2, ptr noundef %15, i64 noundef %112, ptr noundef %4, ptr noundef %17, ptr noundef %6)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %17) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %15) #8
  %113 = tail call i64 @BrotliHistogramReindexCommand(ptr noundef %0, ptr noundef %4, ptr noundef %6, i64 noundef %2)
  store i64 %113, ptr %5, align 8, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueDistance(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr nocapture noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %181, label %10

10:                                               ; preds = %8
  %11 = tail call i32 @llvm.umax.i32(i32 %4, i32 %3)
  %12 = tail call i32 @llvm.umin.i32(i32 %4, i32 %3)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = zext i32 %15 to i64
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = zext i32 %19 to i64
  %21 = add nuw nsw i64 %20, %16
  %22 = uitofp i32 %15 to double
  %23 = icmp ult i32 %15, 256
  br i1 %23, label %24, label %27

24:                                               ; preds = %10
  %25 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !9
  br label %29

27:                                               ; preds = %10
  %28 = tail call double @log2(double noundef %22) #8
  br label %29

29:                                               ; preds = %24, %27
  %30 = phi double [ %26, %24 ], [ %28, %27 ]
  %31 = uitofp i32 %19 to double
  %32 = icmp ult i32 %19, 256
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %20
  %35 = load double, ptr %34, align 8, !tbaa !9
  br label %38

36:                                               ; preds = %29
  %37 = tail call double @log2(double noundef %31) #8
  br label %38

38:                                               ; preds = %33, %36
  %39 = phi double [ %35, %33 ], [ %37, %36 ]
  %40 = fmul double %39, %31
  %41 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %40)
  %42 = uitofp nneg i64 %21 to double
  %43 = icmp ult i64 %21, 256
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %21
  %46 = load double, ptr %45, align 8, !tbaa !9
  br label %49

47:                                               ; preds = %38
  %48 = tail call double @log2(double noundef %42) #8
  br label %49

49:                                               ; preds = %44, %47
  %50 = phi double [ %46, %44 ], [ %48, %47 ]
  %51 = fneg double %42
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %50, double %41)
  %53 = fmul double %52, 5.000000e-01
  %54 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %13
  %55 = getelementptr inbounds i8, ptr %54, i64 2184
  %56 = load double, ptr %55, align 8, !tbaa !162
  %57 = fsub double %53, %56
  %58 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %17
  %59 = getelementptr inbounds i8, ptr %58, i64 2184
  %60 = load double, ptr %59, align 8, !tbaa !162
  %61 = fsub double %57, %60
  %62 = getelementptr inbounds i8, ptr %54, i64 2176
  %63 = load i64, ptr %62, align 8, !tbaa !164
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %146, label %65

65:                                               ; preds = %49
  %66 = getelementptr inbounds i8, ptr %58, i64 2176
  %67 = load i64, ptr %66, align 8, !tbaa !164
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %146, label %69

69:                                               ; preds = %65
  %70 = load i64, ptr %7, align 8, !tbaa !15
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !16
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %69, %72
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %1, ptr noundef nonnull align 8 dereferenceable(2192) %54, i64 2192, i1 false), !tbaa.struct !165
  %79 = load i64, ptr %66, align 8, !tbaa !164
  %80 = getelementptr inbounds i8, ptr %1, i64 2176
  %81 = load i64, ptr %80, align 8, !tbaa !164
  %82 = add i64 %81, %79
  store i64 %82, ptr %80, align 8, !tbaa !164
  %83 = getelementptr i8, ptr %1, i64 2176
  %84 = mul nuw nsw i64 %17, 2192
  %85 = getelementptr i8, ptr %0, i64 %84
  %86 = getelementptr i8, ptr %85, i64 2176
  %87 = icmp ugt ptr %86, %1
  %88 = icmp ult ptr %58, %83
  %89 = and i1 %87, %88
  br i1 %89, label %115, label %90

90:                                               ; preds = %77, %90
  %91 = phi i64 [ %113, %90 ], [ 0, %77 ]
  %92 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load <4 x i32>, ptr %92, align 4, !tbaa !5, !alias.scope !166
  %95 = load <4 x i32>, ptr %93, align 4, !tbaa !5, !alias.scope !166
  %96 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %91
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %100 = add <4 x i32> %98, %94
  %101 = add <4 x i32> %99, %95
  store <4 x i32> %100, ptr %96, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  store <4 x i32> %101, ptr %97, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %102 = or disjoint i64 %91, 8
  %103 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %102
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <4 x i32>, ptr %103, align 4, !tbaa !5, !alias.scope !166
  %106 = load <4 x i32>, ptr %104, align 4, !tbaa !5, !alias.scope !166
  %107 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %102
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <4 x i32>, ptr %107, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %110 = load <4 x i32>, ptr %108, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %111 = add <4 x i32> %109, %105
  %112 = add <4 x i32> %110, %106
  store <4 x i32> %111, ptr %107, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  store <4 x i32> %112, ptr %108, align 4, !tbaa !5, !alias.scope !169, !noalias !166
  %113 = add nuw nsw i64 %91, 16
  %114 = icmp eq i64 %113, 544
  br i1 %114, label %142, label %90, !llvm.loop !171

115:                                              ; preds = %77, %115
  %116 = phi i64 [ %140, %115 ], [ 0, %77 ]
  %117 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %116
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = add i32 %120, %118
  store i32 %121, ptr %119, align 4, !tbaa !5
  %122 = or disjoint i64 %116, 1
  %123 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %122
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = add i32 %126, %124
  store i32 %127, ptr %125, align 4, !tbaa !5
  %128 = or disjoint i64 %116, 2
  %129 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %128
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = add i32 %132, %130
  store i32 %133, ptr %131, align 4, !tbaa !5
  %134 = or disjoint i64 %116, 3
  %135 = getelementptr inbounds [544 x i32], ptr %58, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %134
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %138, %136
  store i32 %139, ptr %137, align 4, !tbaa !5
  %140 = add nuw nsw i64 %116, 4
  %141 = icmp eq i64 %140, 544
  br i1 %141, label %142, label %115, !llvm.loop !172

142:                                              ; preds = %90, %115
  %143 = tail call double @BrotliPopulationCostDistance(ptr noundef nonnull %1) #8
  %144 = fsub double %78, %61
  %145 = fcmp uge double %143, %144
  br i1 %145, label %181, label %146

146:                                              ; preds = %142, %65, %49
  %147 = phi double [ %60, %49 ], [ %56, %65 ], [ %143, %142 ]
  %148 = fadd double %61, %147
  %149 = load i64, ptr %7, align 8, !tbaa !15
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %173, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !16
  %154 = fcmp une double %153, %148
  br i1 %154, label %155, label %157

155:                                              ; preds = %151
  %156 = fcmp ogt double %153, %148
  br i1 %156, label %164, label %173

157:                                              ; preds = %151
  %158 = getelementptr inbounds i8, ptr %6, i64 4
  %159 = load i32, ptr %158, align 4, !tbaa !30
  %160 = load i32, ptr %6, align 8, !tbaa !31
  %161 = sub i32 %159, %160
  %162 = sub i32 %11, %12
  %163 = icmp ugt i32 %161, %162
  br i1 %163, label %164, label %173

164:                                              ; preds = %155, %157
  %165 = icmp ult i64 %149, %5
  br i1 %165, label %166, label %170

166:                                              ; preds = %164
  %167 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %167, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !32
  %168 = load i64, ptr %7, align 8, !tbaa !15
  %169 = add i64 %168, 1
  store i64 %169, ptr %7, align 8, !tbaa !15
  br label %170

170:                                              ; preds = %166, %164
  store i32 %12, ptr %6, align 8, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %11, ptr %171, align 4, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %6, i64 8
  store double %147, ptr %172, align 8, !tbaa !9
  store double %148, ptr %152, align 8, !tbaa !9
  br label %181

173:                                              ; preds = %155, %157, %146
  %174 = icmp ult i64 %149, %5
  br i1 %174, label %175, label %181

175:                                              ; preds = %173
  %176 = getelementptr inbounds %struct.HistogramPair, ptr %6, i64 %149
  store i32 %12, ptr %176, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %176, i64 4
  store i32 %11, ptr %177, align 4, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %176, i64 8
  store double %147, ptr %178, align 8, !tbaa !9
  %179 = getelementptr inbounds i8, ptr %176, i64 16
  store double %148, ptr %179, align 8, !tbaa !9
  %180 = add nuw i64 %149, 1
  store i64 %180, ptr %7, align 8, !tbaa !15
  br label %181

181:                                              ; preds = %173, %175, %170, %142, %8
  ret void
}

declare hidden double @BrotliPopulationCostDistance(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineDistance(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #8
  store i64 0, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i64 %6, 0
  br i1 %13, label %262, label %28

14:                                               ; preds = %34, %28
  %15 = icmp eq i64 %30, %6
  br i1 %15, label %16, label %28, !llvm.loop !173

16:                                               ; preds = %14
  %17 = icmp eq i64 %6, 1
  br i1 %17, label %262, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = icmp eq i64 %7, 0
  %23 = getelementptr i8, ptr %0, i64 2176
  %24 = getelementptr i8, ptr %0, i64 2176
  %25 = icmp ult i64 %7, 8
  %26 = and i64 %7, -8
  %27 = icmp eq i64 %26, %7
  br label %41

28:                                               ; preds = %10, %14
  %29 = phi i64 [ %30, %14 ], [ 0, %10 ]
  %30 = add nuw i64 %29, 1
  %31 = icmp ult i64 %30, %6
  br i1 %31, label %32, label %14

32:                                               ; preds = %28
  %33 = getelementptr inbounds i32, ptr %4, i64 %29
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i64 [ %30, %32 ], [ %39, %34 ]
  %36 = load i32, ptr %33, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %4, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueDistance(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %36, i32 noundef %38, i64 noundef %9, ptr noundef %5, ptr noundef nonnull %11)
  %39 = add nuw i64 %35, 1
  %40 = icmp ult i64 %39, %6
  br i1 %40, label %34, label %14, !llvm.loop !174

41:                                               ; preds = %18, %257
  %42 = phi i64 [ %6, %18 ], [ %260, %257 ]
  %43 = phi double [ 0.000000e+00, %18 ], [ %259, %257 ]
  %44 = phi i64 [ 1, %18 ], [ %258, %257 ]
  %45 = load double, ptr %19, align 8, !tbaa !16
  %46 = fcmp ult double %45, %43
  br i1 %46, label %47, label %257, !llvm.loop !175

47:                                               ; preds = %41
  %48 = load i32, ptr %5, align 8, !tbaa !31
  %49 = load i32, ptr %20, align 4, !tbaa !30
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %50
  %52 = zext i32 %49 to i64
  %53 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 2176
  %55 = load i64, ptr %54, align 8, !tbaa !164
  %56 = getelementptr inbounds i8, ptr %51, i64 2176
  %57 = load i64, ptr %56, align 8, !tbaa !164
  %58 = add i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !164
  %59 = mul nuw nsw i64 %50, 2192
  %60 = getelementptr i8, ptr %23, i64 %59
  %61 = mul nuw nsw i64 %52, 2192
  %62 = getelementptr i8, ptr %24, i64 %61
  %63 = icmp ult ptr %51, %62
  %64 = icmp ult ptr %53, %60
  %65 = and i1 %63, %64
  br i1 %65, label %91, label %66

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %89, %66 ], [ 0, %47 ]
  %68 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !5, !alias.scope !176
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !5, !alias.scope !176
  %72 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %76 = add <4 x i32> %74, %70
  %77 = add <4 x i32> %75, %71
  store <4 x i32> %76, ptr %72, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  store <4 x i32> %77, ptr %73, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !5, !alias.scope !176
  %82 = load <4 x i32>, ptr %80, align 4, !tbaa !5, !alias.scope !176
  %83 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %87 = add <4 x i32> %85, %81
  %88 = add <4 x i32> %86, %82
  store <4 x i32> %87, ptr %83, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  store <4 x i32> %88, ptr %84, align 4, !tbaa !5, !alias.scope !179, !noalias !176
  %89 = add nuw nsw i64 %67, 16
  %90 = icmp eq i64 %89, 544
  br i1 %90, label %118, label %66, !llvm.loop !181

91:                                               ; preds = %47, %91
  %92 = phi i64 [ %116, %91 ], [ 0, %47 ]
  %93 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = add i32 %96, %94
  store i32 %97, ptr %95, align 4, !tbaa !5
  %98 = or disjoint i64 %92, 1
  %99 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = add i32 %102, %100
  store i32 %103, ptr %101, align 4, !tbaa !5
  %104 = or disjoint i64 %92, 2
  %105 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  store i32 %109, ptr %107, align 4, !tbaa !5
  %110 = or disjoint i64 %92, 3
  %111 = getelementptr inbounds [544 x i32], ptr %53, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds [544 x i32], ptr %51, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = add i32 %114, %112
  store i32 %115, ptr %113, align 4, !tbaa !5
  %116 = add nuw nsw i64 %92, 4
  %117 = icmp eq i64 %116, 544
  br i1 %117, label %118, label %91, !llvm.loop !182

118:                                              ; preds = %66, %91
  %119 = load double, ptr %21, align 8, !tbaa !43
  %120 = getelementptr inbounds i8, ptr %51, i64 2184
  store double %119, ptr %120, align 8, !tbaa !162
  %121 = getelementptr inbounds i32, ptr %2, i64 %52
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i32, ptr %2, i64 %50
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add i32 %124, %122
  store i32 %125, ptr %123, align 4, !tbaa !5
  br i1 %22, label %182, label %126

126:                                              ; preds = %118
  br i1 %25, label %127, label %129

127:                                              ; preds = %181, %126
  %128 = phi i64 [ 0, %126 ], [ %26, %181 ]
  br label %184

129:                                              ; preds = %126
  %130 = insertelement <4 x i32> poison, i32 %49, i64 0
  %131 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %132

132:                                              ; preds = %178, %129
  %133 = phi i64 [ 0, %129 ], [ %179, %178 ]
  %134 = or disjoint i64 %133, 4
  %135 = getelementptr inbounds i32, ptr %3, i64 %133
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <4 x i32>, ptr %135, align 4, !tbaa !5
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5
  %139 = icmp eq <4 x i32> %137, %131
  %140 = icmp eq <4 x i32> %138, %131
  %141 = extractelement <4 x i1> %139, i64 0
  br i1 %141, label %142, label %144

142:                                              ; preds = %132
  %143 = getelementptr inbounds i32, ptr %3, i64 %133
  store i32 %48, ptr %143, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %142, %132
  %145 = extractelement <4 x i1> %139, i64 1
  br i1 %145, label %146, label %149

146:                                              ; preds = %144
  %147 = or disjoint i64 %133, 1
  %148 = getelementptr inbounds i32, ptr %3, i64 %147
  store i32 %48, ptr %148, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %146, %144
  %150 = extractelement <4 x i1> %139, i64 2
  br i1 %150, label %151, label %154

151:                                              ; preds = %149
  %152 = or disjoint i64 %133, 2
  %153 = getelementptr inbounds i32, ptr %3, i64 %152
  store i32 %48, ptr %153, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %151, %149
  %155 = extractelement <4 x i1> %139, i64 3
  br i1 %155, label %156, label %159

156:                                              ; preds = %154
  %157 = or disjoint i64 %133, 3
  %158 = getelementptr inbounds i32, ptr %3, i64 %157
  store i32 %48, ptr %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %156, %154
  %160 = extractelement <4 x i1> %140, i64 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %159
  %162 = getelementptr inbounds i32, ptr %3, i64 %134
  store i32 %48, ptr %162, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %161, %159
  %164 = extractelement <4 x i1> %140, i64 1
  br i1 %164, label %165, label %168

165:                                              ; preds = %163
  %166 = or disjoint i64 %133, 5
  %167 = getelementptr inbounds i32, ptr %3, i64 %166
  store i32 %48, ptr %167, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %165, %163
  %169 = extractelement <4 x i1> %140, i64 2
  br i1 %169, label %170, label %173

170:                                              ; preds = %168
  %171 = or disjoint i64 %133, 6
  %172 = getelementptr inbounds i32, ptr %3, i64 %171
  store i32 %48, ptr %172, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %170, %168
  %174 = extractelement <4 x i1> %140, i64 3
  br i1 %174, label %175, label %178

175:                                              ; preds = %173
  %176 = or disjoint i64 %133, 7
  %177 = getelementptr inbounds i32, ptr %3, i64 %176
  store i32 %48, ptr %177, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %175, %173
  %179 = add nuw i64 %133, 8
  %180 = icmp eq i64 %179, %26
  br i1 %180, label %181, label %132, !llvm.loop !183

181:                                              ; preds = %178
  br i1 %27, label %182, label %127

182:                                              ; preds = %190, %181, %118
  %183 = tail call i64 @llvm.umax.i64(i64 %42, i64 1)
  br label %193

184:                                              ; preds = %127, %190
  %185 = phi i64 [ %191, %190 ], [ %128, %127 ]
  %186 = getelementptr inbounds i32, ptr %3, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = icmp eq i32 %187, %49
  br i1 %188, label %189, label %190

189:                                              ; preds = %184
  store i32 %48, ptr %186, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %184, %189
  %191 = add nuw i64 %185, 1
  %192 = icmp eq i64 %191, %7
  br i1 %192, label %182, label %184, !llvm.loop !184

193:                                              ; preds = %182, %204
  %194 = phi i64 [ 0, %182 ], [ %205, %204 ]
  %195 = getelementptr inbounds i32, ptr %4, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = icmp eq i32 %196, %49
  br i1 %197, label %198, label %204

198:                                              ; preds = %193
  %199 = getelementptr inbounds i32, ptr %4, i64 %194
  %200 = getelementptr i8, ptr %199, i64 4
  %201 = xor i64 %194, -1
  %202 = add i64 %42, %201
  %203 = shl i64 %202, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %199, ptr align 4 %200, i64 %203, i1 false)
  br label %207

204:                                              ; preds = %193
  %205 = add nuw i64 %194, 1
  %206 = icmp eq i64 %205, %183
  br i1 %206, label %207, label %193, !llvm.loop !185

207:                                              ; preds = %204, %198
  %208 = add i64 %42, -1
  %209 = load i64, ptr %11, align 8, !tbaa !15
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %248, label %211

211:                                              ; preds = %207, %244
  %212 = phi i64 [ %245, %244 ], [ 0, %207 ]
  %213 = phi i64 [ %246, %244 ], [ 0, %207 ]
  %214 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %213
  %215 = load i32, ptr %214, align 8, !tbaa !31
  %216 = icmp eq i32 %215, %48
  br i1 %216, label %244, label %217

217:                                              ; preds = %211
  %218 = getelementptr inbounds i8, ptr %214, i64 4
  %219 = load i32, ptr %218, align 4, !tbaa !30
  %220 = icmp eq i32 %219, %48
  %221 = icmp eq i32 %215, %49
  %222 = or i1 %221, %220
  %223 = icmp eq i32 %219, %49
  %224 = or i1 %223, %222
  br i1 %224, label %244, label %225

225:                                              ; preds = %217
  %226 = load double, ptr %19, align 8, !tbaa !16
  %227 = getelementptr inbounds i8, ptr %214, i64 16
  %228 = load double, ptr %227, align 8, !tbaa !16
  %229 = fcmp une double %226, %228
  br i1 %229, label %230, label %232

230:                                              ; preds = %225
  %231 = fcmp ogt double %226, %228
  br i1 %231, label %238, label %240

232:                                              ; preds = %225
  %233 = load i32, ptr %20, align 4, !tbaa !30
  %234 = load i32, ptr %5, align 8, !tbaa !31
  %235 = sub i32 %233, %234
  %236 = sub i32 %219, %215
  %237 = icmp ugt i32 %235, %236
  br i1 %237, label %238, label %240

238:                                              ; preds = %230, %232
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  %239 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %239, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12)
  br label %242

240:                                              ; preds = %230, %232
  %241 = getelementptr inbounds %struct.HistogramPair, ptr %5, i64 %212
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %241, ptr noundef nonnull align 8 dereferenceable(24) %214, i64 24, i1 false), !tbaa.struct !32
  br label %242

242:                                              ; preds = %240, %238
  %243 = add i64 %212, 1
  br label %244

244:                                              ; preds = %211, %217, %242
  %245 = phi i64 [ %243, %242 ], [ %212, %217 ], [ %212, %211 ]
  %246 = add nuw i64 %213, 1
  %247 = icmp eq i64 %246, %209
  br i1 %247, label %248, label %211, !llvm.loop !186

248:                                              ; preds = %244, %207
  %249 = phi i64 [ 0, %207 ], [ %245, %244 ]
  store i64 %249, ptr %11, align 8, !tbaa !15
  %250 = icmp eq i64 %208, 0
  br i1 %250, label %262, label %251

251:                                              ; preds = %248, %251
  %252 = phi i64 [ %255, %251 ], [ 0, %248 ]
  %253 = getelementptr inbounds i32, ptr %4, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !5
  call void @BrotliCompareAndPushToQueueDistance(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %48, i32 noundef %254, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %11)
  %255 = add nuw i64 %252, 1
  %256 = icmp eq i64 %255, %208
  br i1 %256, label %257, label %251, !llvm.loop !187

257:                                              ; preds = %251, %41
  %258 = phi i64 [ %8, %41 ], [ %44, %251 ]
  %259 = phi double [ 0x547D42AEA2879F2E, %41 ], [ %43, %251 ]
  %260 = phi i64 [ %42, %41 ], [ %208, %251 ]
  %261 = icmp ugt i64 %260, %258
  br i1 %261, label %41, label %262

262:                                              ; preds = %248, %257, %10, %16
  %263 = phi i64 [ %6, %16 ], [ 0, %10 ], [ 0, %248 ], [ %260, %257 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #8
  ret i64 %263
}

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceDistance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 2176
  %5 = load i64, ptr %4, align 8, !tbaa !164
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %75, label %7

7:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %2, ptr noundef nonnull align 8 dereferenceable(2192) %0, i64 2192, i1 false), !tbaa.struct !165
  %8 = getelementptr inbounds i8, ptr %1, i64 2176
  %9 = load i64, ptr %8, align 8, !tbaa !164
  %10 = getelementptr inbounds i8, ptr %2, i64 2176
  %11 = load i64, ptr %10, align 8, !tbaa !164
  %12 = add i64 %11, %9
  store i64 %12, ptr %10, align 8, !tbaa !164
  %13 = getelementptr i8, ptr %2, i64 2176
  %14 = getelementptr i8, ptr %1, i64 2176
  %15 = icmp ugt ptr %14, %2
  %16 = icmp ugt ptr %13, %1
  %17 = and i1 %15, %16
  br i1 %17, label %43, label %18

18:                                               ; preds = %7, %18
  %19 = phi i64 [ %41, %18 ], [ 0, %7 ]
  %20 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !5, !alias.scope !188
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5, !alias.scope !188
  %24 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %28 = add <4 x i32> %26, %22
  %29 = add <4 x i32> %27, %23
  store <4 x i32> %28, ptr %24, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  store <4 x i32> %29, ptr %25, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %30 = or disjoint i64 %19, 8
  %31 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5, !alias.scope !188
  %34 = load <4 x i32>, ptr %32, align 4, !tbaa !5, !alias.scope !188
  %35 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %39 = add <4 x i32> %37, %33
  %40 = add <4 x i32> %38, %34
  store <4 x i32> %39, ptr %35, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  store <4 x i32> %40, ptr %36, align 4, !tbaa !5, !alias.scope !191, !noalias !188
  %41 = add nuw nsw i64 %19, 16
  %42 = icmp eq i64 %41, 544
  br i1 %42, label %70, label %18, !llvm.loop !193

43:                                               ; preds = %7, %43
  %44 = phi i64 [ %68, %43 ], [ 0, %7 ]
  %45 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add i32 %48, %46
  store i32 %49, ptr %47, align 4, !tbaa !5
  %50 = or disjoint i64 %44, 1
  %51 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %50
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = add i32 %54, %52
  store i32 %55, ptr %53, align 4, !tbaa !5
  %56 = or disjoint i64 %44, 2
  %57 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %56
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add i32 %60, %58
  store i32 %61, ptr %59, align 4, !tbaa !5
  %62 = or disjoint i64 %44, 3
  %63 = getelementptr inbounds [544 x i32], ptr %1, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [544 x i32], ptr %2, i64 0, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add i32 %66, %64
  store i32 %67, ptr %65, align 4, !tbaa !5
  %68 = add nuw nsw i64 %44, 4
  %69 = icmp eq i64 %68, 544
  br i1 %69, label %70, label %43, !llvm.loop !194

70:                                               ; preds = %18, %43
  %71 = tail call double @BrotliPopulationCostDistance(ptr noundef nonnull %2) #8
  %72 = getelementptr inbounds i8, ptr %1, i64 2184
  %73 = load double, ptr %72, align 8, !tbaa !162
  %74 = fsub double %71, %73
  br label %75

75:                                               ; preds = %3, %70
  %76 = phi double [ %74, %70 ], [ 0.000000e+00, %3 ]
  ret double %76
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapDistance(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef %4, ptr noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %5, i64 2176
  %11 = icmp eq i64 %3, 0
  %12 = getelementptr i8, ptr %4, i64 2176
  %13 = getelementptr i8, ptr %4, i64 2176
  br label %21

14:                                               ; preds = %190, %7
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %208, label %16

16:                                               ; preds = %14
  %17 = and i64 %3, 3
  %18 = icmp ult i64 %3, 4
  br i1 %18, label %194, label %19

19:                                               ; preds = %16
  %20 = and i64 %3, -4
  br label %214

21:                                               ; preds = %9, %190
  %22 = phi i64 [ 0, %9 ], [ %192, %190 ]
  %23 = icmp eq i64 %22, 0
  %24 = getelementptr i32, ptr %6, i64 %22
  %25 = getelementptr i8, ptr %24, i64 -4
  %26 = select i1 %23, ptr %6, ptr %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %22
  %29 = zext i32 %27 to i64
  %30 = getelementptr %struct.HistogramDistance, ptr %4, i64 %29
  %31 = getelementptr inbounds i8, ptr %28, i64 2176
  %32 = load i64, ptr %31, align 8, !tbaa !164
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %101, label %34

34:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %5, ptr noundef nonnull readonly align 8 dereferenceable(2192) %28, i64 2192, i1 false), !tbaa.struct !165
  %35 = getelementptr inbounds i8, ptr %30, i64 2176
  %36 = load i64, ptr %35, align 8, !tbaa !164
  %37 = load i64, ptr %10, align 8, !tbaa !164
  %38 = add i64 %37, %36
  store i64 %38, ptr %10, align 8, !tbaa !164
  %39 = mul nuw nsw i64 %29, 2192
  %40 = getelementptr i8, ptr %13, i64 %39
  %41 = icmp ugt ptr %40, %5
  %42 = icmp ult ptr %30, %10
  %43 = and i1 %41, %42
  br i1 %43, label %69, label %44

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %67, %44 ], [ 0, %34 ]
  %46 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !5, !alias.scope !195
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !5, !alias.scope !195
  %50 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %45
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %53 = load <4 x i32>, ptr %51, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %54 = add <4 x i32> %52, %48
  %55 = add <4 x i32> %53, %49
  store <4 x i32> %54, ptr %50, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  store <4 x i32> %55, ptr %51, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %56 = or disjoint i64 %45, 8
  %57 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <4 x i32>, ptr %57, align 4, !tbaa !5, !alias.scope !195
  %60 = load <4 x i32>, ptr %58, align 4, !tbaa !5, !alias.scope !195
  %61 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %56
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %65 = add <4 x i32> %63, %59
  %66 = add <4 x i32> %64, %60
  store <4 x i32> %65, ptr %61, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  store <4 x i32> %66, ptr %62, align 4, !tbaa !5, !alias.scope !198, !noalias !195
  %67 = add nuw nsw i64 %45, 16
  %68 = icmp eq i64 %67, 544
  br i1 %68, label %96, label %44, !llvm.loop !200

69:                                               ; preds = %34, %69
  %70 = phi i64 [ %94, %69 ], [ 0, %34 ]
  %71 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add i32 %74, %72
  store i32 %75, ptr %73, align 4, !tbaa !5
  %76 = or disjoint i64 %70, 1
  %77 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %76
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add i32 %80, %78
  store i32 %81, ptr %79, align 4, !tbaa !5
  %82 = or disjoint i64 %70, 2
  %83 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = add i32 %86, %84
  store i32 %87, ptr %85, align 4, !tbaa !5
  %88 = or disjoint i64 %70, 3
  %89 = getelementptr inbounds [544 x i32], ptr %30, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = add i32 %92, %90
  store i32 %93, ptr %91, align 4, !tbaa !5
  %94 = add nuw nsw i64 %70, 4
  %95 = icmp eq i64 %94, 544
  br i1 %95, label %96, label %69, !llvm.loop !201

96:                                               ; preds = %44, %69
  %97 = tail call double @BrotliPopulationCostDistance(ptr noundef nonnull %5) #8
  %98 = getelementptr inbounds i8, ptr %30, i64 2184
  %99 = load double, ptr %98, align 8, !tbaa !162
  %100 = fsub double %97, %99
  br label %101

101:                                              ; preds = %21, %96
  %102 = phi double [ %100, %96 ], [ 0.000000e+00, %21 ]
  br i1 %11, label %190, label %103

103:                                              ; preds = %101, %185
  %104 = phi i64 [ %188, %185 ], [ 0, %101 ]
  %105 = phi double [ %187, %185 ], [ %102, %101 ]
  %106 = phi i32 [ %186, %185 ], [ %27, %101 ]
  %107 = getelementptr inbounds i32, ptr %2, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = zext i32 %108 to i64
  %110 = getelementptr %struct.HistogramDistance, ptr %4, i64 %109
  %111 = load i64, ptr %31, align 8, !tbaa !164
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %180, label %113

113:                                              ; preds = %103
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %5, ptr noundef nonnull readonly align 8 dereferenceable(2192) %28, i64 2192, i1 false), !tbaa.struct !165
  %114 = getelementptr inbounds i8, ptr %110, i64 2176
  %115 = load i64, ptr %114, align 8, !tbaa !164
  %116 = load i64, ptr %10, align 8, !tbaa !164
  %117 = add i64 %116, %115
  store i64 %117, ptr %10, align 8, !tbaa !164
  %118 = mul nuw nsw i64 %109, 2192
  %119 = getelementptr i8, ptr %12, i64 %118
  %120 = icmp ugt ptr %119, %5
  %121 = icmp ult ptr %110, %10
  %122 = and i1 %120, %121
  br i1 %122, label %148, label %123

123:                                              ; preds = %113, %123
  %124 = phi i64 [ %146, %123 ], [ 0, %113 ]
  %125 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !5, !alias.scope !202
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !5, !alias.scope !202
  %129 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %124
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <4 x i32>, ptr %129, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %132 = load <4 x i32>, ptr %130, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %133 = add <4 x i32> %131, %127
  %134 = add <4 x i32> %132, %128
  store <4 x i32> %133, ptr %129, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  store <4 x i32> %134, ptr %130, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %135 = or disjoint i64 %124, 8
  %136 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !5, !alias.scope !202
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !5, !alias.scope !202
  %140 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %135
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load <4 x i32>, ptr %140, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %143 = load <4 x i32>, ptr %141, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %144 = add <4 x i32> %142, %138
  %145 = add <4 x i32> %143, %139
  store <4 x i32> %144, ptr %140, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  store <4 x i32> %145, ptr %141, align 4, !tbaa !5, !alias.scope !205, !noalias !202
  %146 = add nuw nsw i64 %124, 16
  %147 = icmp eq i64 %146, 544
  br i1 %147, label %175, label %123, !llvm.loop !207

148:                                              ; preds = %113, %148
  %149 = phi i64 [ %173, %148 ], [ 0, %113 ]
  %150 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %149
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = add i32 %153, %151
  store i32 %154, ptr %152, align 4, !tbaa !5
  %155 = or disjoint i64 %149, 1
  %156 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %155
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = add i32 %159, %157
  store i32 %160, ptr %158, align 4, !tbaa !5
  %161 = or disjoint i64 %149, 2
  %162 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !5
  %164 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %161
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = add i32 %165, %163
  store i32 %166, ptr %164, align 4, !tbaa !5
  %167 = or disjoint i64 %149, 3
  %168 = getelementptr inbounds [544 x i32], ptr %110, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = getelementptr inbounds [544 x i32], ptr %5, i64 0, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = add i32 %171, %169
  store i32 %172, ptr %170, align 4, !tbaa !5
  %173 = add nuw nsw i64 %149, 4
  %174 = icmp eq i64 %173, 544
  br i1 %174, label %175, label %148, !llvm.loop !208

175:                                              ; preds = %123, %148
  %176 = tail call double @BrotliPopulationCostDistance(ptr noundef nonnull %5) #8
  %177 = getelementptr inbounds i8, ptr %110, i64 2184
  %178 = load double, ptr %177, align 8, !tbaa !162
  %179 = fsub double %176, %178
  br label %180

180:                                              ; preds = %103, %175
  %181 = phi double [ %179, %175 ], [ 0.000000e+00, %103 ]
  %182 = fcmp olt double %181, %105
  br i1 %182, label %183, label %185

183:                                              ; preds = %180
  %184 = load i32, ptr %107, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %183, %180
  %186 = phi i32 [ %184, %183 ], [ %106, %180 ]
  %187 = phi double [ %181, %183 ], [ %105, %180 ]
  %188 = add nuw i64 %104, 1
  %189 = icmp eq i64 %188, %3
  br i1 %189, label %190, label %103, !llvm.loop !209

190:                                              ; preds = %185, %101
  %191 = phi i32 [ %27, %101 ], [ %186, %185 ]
  store i32 %191, ptr %24, align 4, !tbaa !5
  %192 = add nuw i64 %22, 1
  %193 = icmp eq i64 %192, %1
  br i1 %193, label %14, label %21, !llvm.loop !210

194:                                              ; preds = %214, %16
  %195 = phi i64 [ 0, %16 ], [ %240, %214 ]
  %196 = icmp eq i64 %17, 0
  br i1 %196, label %208, label %197

197:                                              ; preds = %194, %197
  %198 = phi i64 [ %205, %197 ], [ %195, %194 ]
  %199 = phi i64 [ %206, %197 ], [ 0, %194 ]
  %200 = getelementptr inbounds i32, ptr %2, i64 %198
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %203, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %204, align 8, !tbaa !162
  %205 = add nuw i64 %198, 1
  %206 = add i64 %199, 1
  %207 = icmp eq i64 %206, %17
  br i1 %207, label %208, label %197, !llvm.loop !211

208:                                              ; preds = %194, %197, %14
  br i1 %8, label %315, label %209

209:                                              ; preds = %208
  %210 = getelementptr i8, ptr %4, i64 2176
  %211 = mul i64 %1, 2192
  %212 = getelementptr i8, ptr %0, i64 %211
  %213 = getelementptr i8, ptr %212, i64 -16
  br label %243

214:                                              ; preds = %214, %19
  %215 = phi i64 [ 0, %19 ], [ %240, %214 ]
  %216 = phi i64 [ 0, %19 ], [ %241, %214 ]
  %217 = getelementptr inbounds i32, ptr %2, i64 %215
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %219
  %221 = getelementptr inbounds i8, ptr %220, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %220, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %221, align 8, !tbaa !162
  %222 = or disjoint i64 %215, 1
  %223 = getelementptr inbounds i32, ptr %2, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %226, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %227, align 8, !tbaa !162
  %228 = or disjoint i64 %215, 2
  %229 = getelementptr inbounds i32, ptr %2, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %231
  %233 = getelementptr inbounds i8, ptr %232, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %232, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %233, align 8, !tbaa !162
  %234 = or disjoint i64 %215, 3
  %235 = getelementptr inbounds i32, ptr %2, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %237
  %239 = getelementptr inbounds i8, ptr %238, i64 2184
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2184) %238, i8 0, i64 2184, i1 false)
  store double 0x7FF0000000000000, ptr %239, align 8, !tbaa !162
  %240 = add nuw i64 %215, 4
  %241 = add i64 %216, 4
  %242 = icmp eq i64 %241, %20
  br i1 %242, label %194, label %214, !llvm.loop !212

243:                                              ; preds = %209, %312
  %244 = phi i64 [ %313, %312 ], [ 0, %209 ]
  %245 = getelementptr inbounds i32, ptr %6, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = zext i32 %246 to i64
  %248 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %247
  %249 = getelementptr inbounds %struct.HistogramDistance, ptr %0, i64 %244
  %250 = getelementptr inbounds i8, ptr %249, i64 2176
  %251 = load i64, ptr %250, align 8, !tbaa !164
  %252 = getelementptr inbounds i8, ptr %248, i64 2176
  %253 = load i64, ptr %252, align 8, !tbaa !164
  %254 = add i64 %253, %251
  store i64 %254, ptr %252, align 8, !tbaa !164
  %255 = mul nuw nsw i64 %247, 2192
  %256 = getelementptr i8, ptr %210, i64 %255
  %257 = icmp ult ptr %248, %213
  %258 = icmp ugt ptr %256, %0
  %259 = and i1 %257, %258
  br i1 %259, label %285, label %260

260:                                              ; preds = %243, %260
  %261 = phi i64 [ %283, %260 ], [ 0, %243 ]
  %262 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %261
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <4 x i32>, ptr %262, align 4, !tbaa !5, !alias.scope !213
  %265 = load <4 x i32>, ptr %263, align 4, !tbaa !5, !alias.scope !213
  %266 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %261
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load <4 x i32>, ptr %266, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %269 = load <4 x i32>, ptr %267, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %270 = add <4 x i32> %268, %264
  %271 = add <4 x i32> %269, %265
  store <4 x i32> %270, ptr %266, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  store <4 x i32> %271, ptr %267, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %272 = or disjoint i64 %261, 8
  %273 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %272
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load <4 x i32>, ptr %273, align 4, !tbaa !5, !alias.scope !213
  %276 = load <4 x i32>, ptr %274, align 4, !tbaa !5, !alias.scope !213
  %277 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %272
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load <4 x i32>, ptr %277, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %280 = load <4 x i32>, ptr %278, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %281 = add <4 x i32> %279, %275
  %282 = add <4 x i32> %280, %276
  store <4 x i32> %281, ptr %277, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  store <4 x i32> %282, ptr %278, align 4, !tbaa !5, !alias.scope !216, !noalias !213
  %283 = add nuw nsw i64 %261, 16
  %284 = icmp eq i64 %283, 544
  br i1 %284, label %312, label %260, !llvm.loop !218

285:                                              ; preds = %243, %285
  %286 = phi i64 [ %310, %285 ], [ 0, %243 ]
  %287 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !5
  %289 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %286
  %290 = load i32, ptr %289, align 4, !tbaa !5
  %291 = add i32 %290, %288
  store i32 %291, ptr %289, align 4, !tbaa !5
  %292 = or disjoint i64 %286, 1
  %293 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !5
  %297 = add i32 %296, %294
  store i32 %297, ptr %295, align 4, !tbaa !5
  %298 = or disjoint i64 %286, 2
  %299 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !5
  %301 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %298
  %302 = load i32, ptr %301, align 4, !tbaa !5
  %303 = add i32 %302, %300
  store i32 %303, ptr %301, align 4, !tbaa !5
  %304 = or disjoint i64 %286, 3
  %305 = getelementptr inbounds [544 x i32], ptr %249, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !5
  %307 = getelementptr inbounds [544 x i32], ptr %248, i64 0, i64 %304
  %308 = load i32, ptr %307, align 4, !tbaa !5
  %309 = add i32 %308, %306
  store i32 %309, ptr %307, align 4, !tbaa !5
  %310 = add nuw nsw i64 %286, 4
  %311 = icmp eq i64 %310, 544
  br i1 %311, label %312, label %285, !llvm.loop !219

312:                                              ; preds = %260, %285
  %313 = add nuw i64 %244, 1
  %314 = icmp eq i64 %313, %1
  br i1 %314, label %315, label %243, !llvm.loop !220

315:                                              ; preds = %312, %208
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i64 0, 4294967296) i64 @BrotliHistogramReindexDistance(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  tail call void @BrotliFree(ptr noundef %0, ptr noundef null) #8
  br label %114

7:                                                ; preds = %4
  %8 = shl i64 %3, 2
  %9 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %8) #8
  %10 = shl nuw i64 %3, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %9, i8 -1, i64 %10, i1 false), !tbaa !5
  %11 = and i64 %3, 1
  %12 = icmp eq i64 %3, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %7
  %14 = and i64 %3, -2
  br label %15

15:                                               ; preds = %38, %13
  %16 = phi i64 [ 0, %13 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %13 ], [ %39, %38 ]
  %18 = phi i64 [ 0, %13 ], [ %41, %38 ]
  %19 = getelementptr inbounds i32, ptr %2, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %9, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, ptr %22, align 4, !tbaa !5
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %15, %25
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or disjoint i64 %16, 1
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %9, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, ptr %33, align 4, !tbaa !5
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !221

43:                                               ; preds = %38, %7
  %44 = phi i32 [ poison, %7 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %7 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %7 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, ptr %2, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %9, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, ptr %52, align 4, !tbaa !5
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %48, %55, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %64, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 2192
  %63 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %62) #8
  br label %64

64:                                               ; preds = %57, %60
  %65 = phi ptr [ null, %57 ], [ %63, %60 ]
  br label %66

66:                                               ; preds = %64, %84
  %67 = phi i64 [ %87, %84 ], [ 0, %64 ]
  %68 = phi i32 [ %86, %84 ], [ 0, %64 ]
  %69 = getelementptr inbounds i32, ptr %2, i64 %67
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %9, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = icmp eq i32 %73, %68
  br i1 %74, label %75, label %84

75:                                               ; preds = %66
  %76 = zext i32 %68 to i64
  %77 = getelementptr inbounds %struct.HistogramDistance, ptr %65, i64 %76
  %78 = getelementptr inbounds %struct.HistogramDistance, ptr %1, i64 %71
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %77, ptr noundef nonnull align 8 dereferenceable(2192) %78, i64 2192, i1 false), !tbaa.struct !165
  %79 = add i32 %68, 1
  %80 = load i32, ptr %69, align 4, !tbaa !5
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %9, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %75, %66
  %85 = phi i32 [ %83, %75 ], [ %73, %66 ]
  %86 = phi i32 [ %79, %75 ], [ %68, %66 ]
  store i32 %85, ptr %69, align 4, !tbaa !5
  %87 = add nuw i64 %67, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %66, !llvm.loop !222

89:                                               ; preds = %84
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %9) #8
  %90 = zext i32 %86 to i64
  %91 = icmp eq i32 %86, 0
  br i1 %91, label %114, label %92

92:                                               ; preds = %89
  %93 = and i64 %90, 1
  %94 = icmp eq i32 %86, 1
  br i1 %94, label %108, label %95

95:                                               ; preds = %92
  %96 = and i64 %90, 4294967294
  br label %97

97:                                               ; preds = %97, %95
  %98 = phi i64 [ 0, %95 ], [ %105, %97 ]
  %99 = phi i64 [ 0, %95 ], [ %106, %97 ]
  %100 = getelementptr inbounds %struct.HistogramDistance, ptr %1, i64 %98
  %101 = getelementptr inbounds %struct.HistogramDistance, ptr %65, i64 %98
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %100, ptr noundef nonnull align 8 dereferenceable(2192) %101, i64 2192, i1 false), !tbaa.struct !165
  %102 = or disjoint i64 %98, 1
  %103 = getelementptr inbounds %struct.HistogramDistance, ptr %1, i64 %102
  %104 = getelementptr inbounds %struct.HistogramDistance, ptr %65, i64 %102
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %103, ptr noundef nonnull align 8 dereferenceable(2192) %104, i64 2192, i1 false), !tbaa.struct !165
  %105 = add nuw nsw i64 %98, 2
  %106 = add i64 %99, 2
  %107 = icmp eq i64 %106, %96
  br i1 %107, label %108, label %97, !llvm.loop !223

108:                                              ; preds = %97, %92
  %109 = phi i64 [ 0, %92 ], [ %105, %97 ]
  %110 = icmp eq i64 %93, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds %struct.HistogramDistance, ptr %1, i64 %109
  %113 = getelementptr inbounds %struct.HistogramDistance, ptr %65, i64 %109
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %112, ptr noundef nonnull align 8 dereferenceable(2192) %113, i64 2192, i1 false), !tbaa.struct !165
  br label %114

114:                                              ; preds = %111, %108, %6, %89
  %115 = phi i64 [ 0, %6 ], [ 0, %89 ], [ %90, %108 ], [ %90, %111 ]
  %116 = phi ptr [ null, %6 ], [ %65, %89 ], [ %65, %108 ], [ %65, %111 ]
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %116) #8
  ret i64 %115
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsDistance(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  %12 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %10) #8
  br label %13

13:                                               ; preds = %7, %9
  %14 = phi ptr [ %11, %9 ], [ null, %7 ]
  %15 = phi ptr [ %12, %9 ], [ null, %7 ]
  %16 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 49176) #8
  %17 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 2192) #8
  br i1 %8, label %96, label %18

18:                                               ; preds = %13
  %19 = icmp ult i64 %2, 8
  br i1 %19, label %30, label %20

20:                                               ; preds = %18
  %21 = and i64 %2, -8
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %26, %22 ]
  %24 = getelementptr inbounds i32, ptr %14, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %24, align 4, !tbaa !5
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %25, align 4, !tbaa !5
  %26 = add nuw i64 %23, 8
  %27 = icmp eq i64 %26, %21
  br i1 %27, label %28, label %22, !llvm.loop !224

28:                                               ; preds = %22
  %29 = icmp eq i64 %21, %2
  br i1 %29, label %37, label %30

30:                                               ; preds = %28, %18
  %31 = phi i64 [ 0, %18 ], [ %21, %28 ]
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %35, %32 ], [ %31, %30 ]
  %34 = getelementptr inbounds i32, ptr %14, i64 %33
  store i32 1, ptr %34, align 4, !tbaa !5
  %35 = add nuw i64 %33, 1
  %36 = icmp eq i64 %35, %2
  br i1 %36, label %37, label %32, !llvm.loop !225

37:                                               ; preds = %32, %28
  br label %38

38:                                               ; preds = %37, %38
  %39 = phi i64 [ %46, %38 ], [ 0, %37 ]
  %40 = getelementptr inbounds %struct.HistogramDistance, ptr %4, i64 %39
  %41 = getelementptr inbounds %struct.HistogramDistance, ptr %1, i64 %39
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2192) %40, ptr noundef nonnull align 8 dereferenceable(2192) %41, i64 2192, i1 false), !tbaa.struct !165
  %42 = tail call double @BrotliPopulationCostDistance(ptr noundef %41) #8
  %43 = getelementptr inbounds i8, ptr %40, i64 2184
  store double %42, ptr %43, align 8, !tbaa !162
  %44 = trunc i64 %39 to i32
  %45 = getelementptr inbounds i32, ptr %6, i64 %39
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = add nuw i64 %39, 1
  %47 = icmp eq i64 %46, %2
  br i1 %47, label %48, label %38, !llvm.loop !226

48:                                               ; preds = %38, %88
  %49 = phi i64 [ %95, %88 ], [ %2, %38 ]
  %50 = phi i64 [ %92, %88 ], [ 0, %38 ]
  %51 = phi i64 [ %93, %88 ], [ 0, %38 ]
  %52 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %53 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %54 = tail call i64 @llvm.umax.i64(i64 %53, i64 1)
  %55 = sub i64 %2, %51
  %56 = tail call i64 @llvm.umin.i64(i64 %55, i64 64)
  %57 = icmp ult i64 %49, 8
  br i1 %57, label %78, label %58

58:                                               ; preds = %48
  %59 = and i64 %52, 120
  %60 = insertelement <4 x i64> poison, i64 %51, i64 0
  %61 = shufflevector <4 x i64> %60, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %62

62:                                               ; preds = %62, %58
  %63 = phi i64 [ 0, %58 ], [ %73, %62 ]
  %64 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %58 ], [ %74, %62 ]
  %65 = add <4 x i64> %64, <i64 4, i64 4, i64 4, i64 4>
  %66 = add nuw nsw <4 x i64> %64, %61
  %67 = add nuw nsw <4 x i64> %65, %61
  %68 = trunc <4 x i64> %66 to <4 x i32>
  %69 = trunc <4 x i64> %67 to <4 x i32>
  %70 = add i64 %63, %50
  %71 = getelementptr inbounds i32, ptr %15, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store <4 x i32> %68, ptr %71, align 4, !tbaa !5
  store <4 x i32> %69, ptr %72, align 4, !tbaa !5
  %73 = add nuw i64 %63, 8
  %74 = add <4 x i64> %64, <i64 8, i64 8, i64 8, i64 8>
  %75 = icmp eq i64 %73, %59
  br i1 %75, label %76, label %62, !llvm.loop !227

76:                                               ; preds = %62
  %77 = icmp eq i64 %52, %59
  br i1 %77, label %88, label %78

78:                                               ; preds = %76, %48
  %79 = phi i64 [ 0, %48 ], [ %59, %76 ]
  br label %80

80:                                               ; preds = %78, %80
  %81 = phi i64 [ %86, %80 ], [ %79, %78 ]
  %82 = add nuw nsw i64 %81, %51
  %83 = trunc i64 %82 to i32
  %84 = add i64 %81, %50
  %85 = getelementptr inbounds i32, ptr %15, i64 %84
  store i32 %83, ptr %85, align 4, !tbaa !5
  %86 = add nuw nsw i64 %81, 1
  %87 = icmp eq i64 %86, %54
  br i1 %87, label %88, label %80, !llvm.loop !228

88:                                               ; preds = %80, %76
  %89 = getelementptr inbounds i32, ptr %6, i64 %51
  %90 = getelementptr inbounds i32, ptr %15, i64 %50
  %91 = tail call i64 @BrotliHistogramCombineDistance(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %89, ptr noundef %90, ptr noundef %16, i64 noundef %56, i64 noundef %56, i64 noundef %3, i64 noundef 2048)
  %92 = add i64 %91, %50
  %93 = add i64 %51, 64
  %94 = icmp ult i64 %93, %2
  %95 = add i64 %49, -64
  br i1 %94, label %48, label %96, !llvm.loop !229

96:                                               ; preds = %88, %13
  %97 = phi i64 [ 0, %13 ], [ %92, %88 ]
  %98 = shl i64 %97, 6
  %99 = lshr i64 %97, 1
  %100 = mul i64 %99, %97
  %101 = tail call i64 @llvm.umin.i64(i64 %98, i64 %100)
  %102 = icmp ugt i64 %101, 2047
  br i1 %102, label %103, label %110

103:                                              ; preds = %96, %103
  %104 = phi i64 [ %106, %103 ], [ 2048, %96 ]
  %105 = icmp ugt i64 %104, %101
  %106 = shl i64 %104, 1
  br i1 %105, label %107, label %103, !llvm.loop !230

107:                                              ; preds = %103
  %108 = mul i64 %104, 24
  %109 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %108) #8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(49152) %109, ptr noundef nonnull align 8 dereferenceable(49152) %16, i64 49152, i1 false)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %16) #8
  br label %110

110:                                              ; preds = %107, %96
  %111 = phi ptr [ %109, %107 ], [ %16, %96 ]
  %112 = tail call i64 @BrotliHistogramCombineDistance(ptr noundef %4, ptr noundef %17, ptr noundef %14, ptr noundef %6, ptr noundef %15, ptr noundef %111, i64 noundef %97, i64 noundef %2, i64 noundef %3, i64 noundef %101)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %111) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %14) #8
  tail call void @BrotliHistogramRemapDistance(ptr noundef %1, i64 noundef %2, ptr noundef %15, i64 noundef %112, ptr noundef %4, ptr noundef %17, ptr noundef %6)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %17) #8
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %15) #8
  %113 = tail call i64 @BrotliHistogramReindexDistance(ptr noundef %0, ptr noundef %4, ptr noundef %6, i64 noundef %2)
  store i64 %113, ptr %5, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !10, i64 1032}
!12 = !{!"HistogramLiteral", !7, i64 0, !13, i64 1024, !10, i64 1032}
!13 = !{!"long", !7, i64 0}
!14 = !{!12, !13, i64 1024}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !10, i64 16}
!17 = !{!"HistogramPair", !6, i64 0, !6, i64 4, !10, i64 8, !10, i64 16}
!18 = !{i64 0, i64 1024, !19, i64 1024, i64 8, !15, i64 1032, i64 8, !9}
!19 = !{!7, !7, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !26, !27, !28}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !26, !27}
!30 = !{!17, !6, i64 4}
!31 = !{!17, !6, i64 0}
!32 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !9, i64 16, i64 8, !9}
!33 = distinct !{!33, !26}
!34 = distinct !{!34, !26}
!35 = distinct !{!35, !26}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !26, !27, !28}
!42 = distinct !{!42, !26, !27}
!43 = !{!17, !10, i64 8}
!44 = distinct !{!44, !26, !27, !28}
!45 = distinct !{!45, !26, !28, !27}
!46 = distinct !{!46, !26}
!47 = distinct !{!47, !26}
!48 = distinct !{!48, !26}
!49 = !{!50}
!50 = distinct !{!50, !51}
!51 = distinct !{!51, !"LVerDomain"}
!52 = !{!53}
!53 = distinct !{!53, !51}
!54 = distinct !{!54, !26, !27, !28}
!55 = distinct !{!55, !26, !27}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !26, !27, !28}
!62 = distinct !{!62, !26, !27}
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !{!67}
!67 = distinct !{!67, !65}
!68 = distinct !{!68, !26, !27, !28}
!69 = distinct !{!69, !26, !27}
!70 = distinct !{!70, !26}
!71 = distinct !{!71, !26}
!72 = distinct !{!72, !73}
!73 = !{!"llvm.loop.unroll.disable"}
!74 = distinct !{!74, !26}
!75 = !{!76}
!76 = distinct !{!76, !77}
!77 = distinct !{!77, !"LVerDomain"}
!78 = !{!79}
!79 = distinct !{!79, !77}
!80 = distinct !{!80, !26, !27, !28}
!81 = distinct !{!81, !26, !27}
!82 = distinct !{!82, !26}
!83 = distinct !{!83, !26}
!84 = distinct !{!84, !26}
!85 = distinct !{!85, !26}
!86 = distinct !{!86, !26, !27, !28}
!87 = distinct !{!87, !26, !28, !27}
!88 = distinct !{!88, !26}
!89 = distinct !{!89, !26, !27, !28}
!90 = distinct !{!90, !26, !28, !27}
!91 = distinct !{!91, !26}
!92 = distinct !{!92, !26}
!93 = !{!94, !10, i64 2824}
!94 = !{!"HistogramCommand", !7, i64 0, !13, i64 2816, !10, i64 2824}
!95 = !{!94, !13, i64 2816}
!96 = !{i64 0, i64 2816, !19, i64 2816, i64 8, !15, i64 2824, i64 8, !9}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = distinct !{!102, !26, !27, !28}
!103 = distinct !{!103, !26, !27}
!104 = distinct !{!104, !26}
!105 = distinct !{!105, !26}
!106 = distinct !{!106, !26}
!107 = !{!108}
!108 = distinct !{!108, !109}
!109 = distinct !{!109, !"LVerDomain"}
!110 = !{!111}
!111 = distinct !{!111, !109}
!112 = distinct !{!112, !26, !27, !28}
!113 = distinct !{!113, !26, !27}
!114 = distinct !{!114, !26, !27, !28}
!115 = distinct !{!115, !26, !28, !27}
!116 = distinct !{!116, !26}
!117 = distinct !{!117, !26}
!118 = distinct !{!118, !26}
!119 = !{!120}
!120 = distinct !{!120, !121}
!121 = distinct !{!121, !"LVerDomain"}
!122 = !{!123}
!123 = distinct !{!123, !121}
!124 = distinct !{!124, !26, !27, !28}
!125 = distinct !{!125, !26, !27}
!126 = !{!127}
!127 = distinct !{!127, !128}
!128 = distinct !{!128, !"LVerDomain"}
!129 = !{!130}
!130 = distinct !{!130, !128}
!131 = distinct !{!131, !26, !27, !28}
!132 = distinct !{!132, !26, !27}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137}
!137 = distinct !{!137, !135}
!138 = distinct !{!138, !26, !27, !28}
!139 = distinct !{!139, !26, !27}
!140 = distinct !{!140, !26}
!141 = distinct !{!141, !26}
!142 = distinct !{!142, !73}
!143 = distinct !{!143, !26}
!144 = !{!145}
!145 = distinct !{!145, !146}
!146 = distinct !{!146, !"LVerDomain"}
!147 = !{!148}
!148 = distinct !{!148, !146}
!149 = distinct !{!149, !26, !27, !28}
!150 = distinct !{!150, !26, !27}
!151 = distinct !{!151, !26}
!152 = distinct !{!152, !26}
!153 = distinct !{!153, !26}
!154 = distinct !{!154, !26}
!155 = distinct !{!155, !26, !27, !28}
!156 = distinct !{!156, !26, !28, !27}
!157 = distinct !{!157, !26}
!158 = distinct !{!158, !26, !27, !28}
!159 = distinct !{!159, !26, !28, !27}
!160 = distinct !{!160, !26}
!161 = distinct !{!161, !26}
!162 = !{!163, !10, i64 2184}
!163 = !{!"HistogramDistance", !7, i64 0, !13, i64 2176, !10, i64 2184}
!164 = !{!163, !13, i64 2176}
!165 = !{i64 0, i64 2176, !19, i64 2176, i64 8, !15, i64 2184, i64 8, !9}
!166 = !{!167}
!167 = distinct !{!167, !168}
!168 = distinct !{!168, !"LVerDomain"}
!169 = !{!170}
!170 = distinct !{!170, !168}
!171 = distinct !{!171, !26, !27, !28}
!172 = distinct !{!172, !26, !27}
!173 = distinct !{!173, !26}
!174 = distinct !{!174, !26}
!175 = distinct !{!175, !26}
!176 = !{!177}
!177 = distinct !{!177, !178}
!178 = distinct !{!178, !"LVerDomain"}
!179 = !{!180}
!180 = distinct !{!180, !178}
!181 = distinct !{!181, !26, !27, !28}
!182 = distinct !{!182, !26, !27}
!183 = distinct !{!183, !26, !27, !28}
!184 = distinct !{!184, !26, !28, !27}
!185 = distinct !{!185, !26}
!186 = distinct !{!186, !26}
!187 = distinct !{!187, !26}
!188 = !{!189}
!189 = distinct !{!189, !190}
!190 = distinct !{!190, !"LVerDomain"}
!191 = !{!192}
!192 = distinct !{!192, !190}
!193 = distinct !{!193, !26, !27, !28}
!194 = distinct !{!194, !26, !27}
!195 = !{!196}
!196 = distinct !{!196, !197}
!197 = distinct !{!197, !"LVerDomain"}
!198 = !{!199}
!199 = distinct !{!199, !197}
!200 = distinct !{!200, !26, !27, !28}
!201 = distinct !{!201, !26, !27}
!202 = !{!203}
!203 = distinct !{!203, !204}
!204 = distinct !{!204, !"LVerDomain"}
!205 = !{!206}
!206 = distinct !{!206, !204}
!207 = distinct !{!207, !26, !27, !28}
!208 = distinct !{!208, !26, !27}
!209 = distinct !{!209, !26}
!210 = distinct !{!210, !26}
!211 = distinct !{!211, !73}
!212 = distinct !{!212, !26}
!213 = !{!214}
!214 = distinct !{!214, !215}
!215 = distinct !{!215, !"LVerDomain"}
!216 = !{!217}
!217 = distinct !{!217, !215}
!218 = distinct !{!218, !26, !27, !28}
!219 = distinct !{!219, !26, !27}
!220 = distinct !{!220, !26}
!221 = distinct !{!221, !26}
!222 = distinct !{!222, !26}
!223 = distinct !{!223, !26}
!224 = distinct !{!224, !26, !27, !28}
!225 = distinct !{!225, !26, !28, !27}
!226 = distinct !{!226, !26}
!227 = distinct !{!227, !26, !27, !28}
!228 = distinct !{!228, !26, !28, !27}
!229 = distinct !{!229, !26}
!230 = distinct !{!230, !26}
