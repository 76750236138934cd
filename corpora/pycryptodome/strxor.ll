; ModuleID = 'src/strxor.c'
source_filename = "src/strxor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @strxor(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %2 to i64
  %8 = icmp eq i64 %3, 0
  br i1 %8, label %125, label %9

9:                                                ; preds = %4
  %10 = icmp ult i64 %3, 8
  br i1 %10, label %65, label %11

11:                                               ; preds = %9
  %12 = sub i64 %7, %6
  %13 = icmp ult i64 %12, 32
  %14 = sub i64 %7, %5
  %15 = icmp ult i64 %14, 32
  %16 = or i1 %13, %15
  br i1 %16, label %65, label %17

17:                                               ; preds = %11
  %18 = icmp ult i64 %3, 32
  br i1 %18, label %46, label %19

19:                                               ; preds = %17
  %20 = and i64 %3, -32
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %35, %21 ]
  %23 = getelementptr i8, ptr %2, i64 %22
  %24 = getelementptr i8, ptr %1, i64 %22
  %25 = getelementptr i8, ptr %0, i64 %22
  %26 = getelementptr i8, ptr %25, i64 16
  %27 = load <16 x i8>, ptr %25, align 1, !tbaa !5
  %28 = load <16 x i8>, ptr %26, align 1, !tbaa !5
  %29 = getelementptr i8, ptr %24, i64 16
  %30 = load <16 x i8>, ptr %24, align 1, !tbaa !5
  %31 = load <16 x i8>, ptr %29, align 1, !tbaa !5
  %32 = xor <16 x i8> %30, %27
  %33 = xor <16 x i8> %31, %28
  %34 = getelementptr i8, ptr %23, i64 16
  store <16 x i8> %32, ptr %23, align 1, !tbaa !5
  store <16 x i8> %33, ptr %34, align 1, !tbaa !5
  %35 = add nuw i64 %22, 32
  %36 = icmp eq i64 %35, %20
  br i1 %36, label %37, label %21, !llvm.loop !8

37:                                               ; preds = %21
  %38 = icmp eq i64 %20, %3
  br i1 %38, label %125, label %39

39:                                               ; preds = %37
  %40 = getelementptr i8, ptr %0, i64 %20
  %41 = getelementptr i8, ptr %1, i64 %20
  %42 = getelementptr i8, ptr %2, i64 %20
  %43 = and i64 %3, 31
  %44 = and i64 %3, 24
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %65, label %46

46:                                               ; preds = %17, %39
  %47 = phi i64 [ %20, %39 ], [ 0, %17 ]
  %48 = and i64 %3, -8
  %49 = and i64 %3, 7
  %50 = getelementptr i8, ptr %2, i64 %48
  %51 = getelementptr i8, ptr %1, i64 %48
  %52 = getelementptr i8, ptr %0, i64 %48
  br label %53

53:                                               ; preds = %53, %46
  %54 = phi i64 [ %47, %46 ], [ %61, %53 ]
  %55 = getelementptr i8, ptr %2, i64 %54
  %56 = getelementptr i8, ptr %1, i64 %54
  %57 = getelementptr i8, ptr %0, i64 %54
  %58 = load <8 x i8>, ptr %57, align 1, !tbaa !5
  %59 = load <8 x i8>, ptr %56, align 1, !tbaa !5
  %60 = xor <8 x i8> %59, %58
  store <8 x i8> %60, ptr %55, align 1, !tbaa !5
  %61 = add nuw i64 %54, 8
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %53, !llvm.loop !12

63:                                               ; preds = %53
  %64 = icmp eq i64 %48, %3
  br i1 %64, label %125, label %65

65:                                               ; preds = %63, %11, %9, %39
  %66 = phi i64 [ %3, %9 ], [ %3, %11 ], [ %43, %39 ], [ %49, %63 ]
  %67 = phi ptr [ %2, %9 ], [ %2, %11 ], [ %42, %39 ], [ %50, %63 ]
  %68 = phi ptr [ %1, %9 ], [ %1, %11 ], [ %41, %39 ], [ %51, %63 ]
  %69 = phi ptr [ %0, %9 ], [ %0, %11 ], [ %40, %39 ], [ %52, %63 ]
  %70 = add i64 %66, -1
  %71 = and i64 %66, 3
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %88, label %73

73:                                               ; preds = %65, %73
  %74 = phi i64 [ %85, %73 ], [ %66, %65 ]
  %75 = phi ptr [ %84, %73 ], [ %67, %65 ]
  %76 = phi ptr [ %81, %73 ], [ %68, %65 ]
  %77 = phi ptr [ %79, %73 ], [ %69, %65 ]
  %78 = phi i64 [ %86, %73 ], [ 0, %65 ]
  %79 = getelementptr inbounds i8, ptr %77, i64 1
  %80 = load i8, ptr %77, align 1, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %76, i64 1
  %82 = load i8, ptr %76, align 1, !tbaa !5
  %83 = xor i8 %82, %80
  %84 = getelementptr inbounds i8, ptr %75, i64 1
  store i8 %83, ptr %75, align 1, !tbaa !5
  %85 = add i64 %74, -1
  %86 = add i64 %78, 1
  %87 = icmp eq i64 %86, %71
  br i1 %87, label %88, label %73, !llvm.loop !13

88:                                               ; preds = %73, %65
  %89 = phi i64 [ %66, %65 ], [ %85, %73 ]
  %90 = phi ptr [ %67, %65 ], [ %84, %73 ]
  %91 = phi ptr [ %68, %65 ], [ %81, %73 ]
  %92 = phi ptr [ %69, %65 ], [ %79, %73 ]
  %93 = icmp ult i64 %70, 3
  br i1 %93, label %125, label %94

94:                                               ; preds = %88, %94
  %95 = phi i64 [ %123, %94 ], [ %89, %88 ]
  %96 = phi ptr [ %122, %94 ], [ %90, %88 ]
  %97 = phi ptr [ %119, %94 ], [ %91, %88 ]
  %98 = phi ptr [ %117, %94 ], [ %92, %88 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  %100 = load i8, ptr %98, align 1, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %97, i64 1
  %102 = load i8, ptr %97, align 1, !tbaa !5
  %103 = xor i8 %102, %100
  %104 = getelementptr inbounds i8, ptr %96, i64 1
  store i8 %103, ptr %96, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %98, i64 2
  %106 = load i8, ptr %99, align 1, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %97, i64 2
  %108 = load i8, ptr %101, align 1, !tbaa !5
  %109 = xor i8 %108, %106
  %110 = getelementptr inbounds i8, ptr %96, i64 2
  store i8 %109, ptr %104, align 1, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %98, i64 3
  %112 = load i8, ptr %105, align 1, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %97, i64 3
  %114 = load i8, ptr %107, align 1, !tbaa !5
  %115 = xor i8 %114, %112
  %116 = getelementptr inbounds i8, ptr %96, i64 3
  store i8 %115, ptr %110, align 1, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %98, i64 4
  %118 = load i8, ptr %111, align 1, !tbaa !5
  %119 = getelementptr inbounds i8, ptr %97, i64 4
  %120 = load i8, ptr %113, align 1, !tbaa !5
  %121 = xor i8 %120, %118
  %122 = getelementptr inbounds i8, ptr %96, i64 4
  store i8 %121, ptr %116, align 1, !tbaa !5
  %123 = add i64 %95, -4
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %125, label %94, !llvm.loop !15

125:                                              ; preds = %88, %94, %37, %63, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @strxor_c(ptr nocapture noundef readonly %0, i8 noundef zeroext %1, ptr nocapture noundef writeonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %103, label %6

6:                                                ; preds = %4
  %7 = ptrtoint ptr %2 to i64
  %8 = ptrtoint ptr %0 to i64
  %9 = icmp ult i64 %3, 8
  %10 = sub i64 %7, %8
  %11 = icmp ult i64 %10, 32
  %12 = or i1 %9, %11
  br i1 %12, label %57, label %13

13:                                               ; preds = %6
  %14 = icmp ult i64 %3, 32
  br i1 %14, label %39, label %15

15:                                               ; preds = %13
  %16 = and i64 %3, -32
  %17 = insertelement <16 x i8> poison, i8 %1, i64 0
  %18 = shufflevector <16 x i8> %17, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i64 [ 0, %15 ], [ %29, %19 ]
  %21 = getelementptr i8, ptr %2, i64 %20
  %22 = getelementptr i8, ptr %0, i64 %20
  %23 = getelementptr i8, ptr %22, i64 16
  %24 = load <16 x i8>, ptr %22, align 1, !tbaa !5
  %25 = load <16 x i8>, ptr %23, align 1, !tbaa !5
  %26 = xor <16 x i8> %24, %18
  %27 = xor <16 x i8> %25, %18
  %28 = getelementptr i8, ptr %21, i64 16
  store <16 x i8> %26, ptr %21, align 1, !tbaa !5
  store <16 x i8> %27, ptr %28, align 1, !tbaa !5
  %29 = add nuw i64 %20, 32
  %30 = icmp eq i64 %29, %16
  br i1 %30, label %31, label %19, !llvm.loop !16

31:                                               ; preds = %19
  %32 = icmp eq i64 %16, %3
  br i1 %32, label %103, label %33

33:                                               ; preds = %31
  %34 = getelementptr i8, ptr %0, i64 %16
  %35 = getelementptr i8, ptr %2, i64 %16
  %36 = and i64 %3, 31
  %37 = and i64 %3, 24
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %57, label %39

39:                                               ; preds = %13, %33
  %40 = phi i64 [ %16, %33 ], [ 0, %13 ]
  %41 = and i64 %3, -8
  %42 = and i64 %3, 7
  %43 = getelementptr i8, ptr %2, i64 %41
  %44 = getelementptr i8, ptr %0, i64 %41
  %45 = insertelement <8 x i8> poison, i8 %1, i64 0
  %46 = shufflevector <8 x i8> %45, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %47

47:                                               ; preds = %47, %39
  %48 = phi i64 [ %40, %39 ], [ %53, %47 ]
  %49 = getelementptr i8, ptr %2, i64 %48
  %50 = getelementptr i8, ptr %0, i64 %48
  %51 = load <8 x i8>, ptr %50, align 1, !tbaa !5
  %52 = xor <8 x i8> %51, %46
  store <8 x i8> %52, ptr %49, align 1, !tbaa !5
  %53 = add nuw i64 %48, 8
  %54 = icmp eq i64 %53, %41
  br i1 %54, label %55, label %47, !llvm.loop !17

55:                                               ; preds = %47
  %56 = icmp eq i64 %41, %3
  br i1 %56, label %103, label %57

57:                                               ; preds = %55, %6, %33
  %58 = phi i64 [ %3, %6 ], [ %36, %33 ], [ %42, %55 ]
  %59 = phi ptr [ %2, %6 ], [ %35, %33 ], [ %43, %55 ]
  %60 = phi ptr [ %0, %6 ], [ %34, %33 ], [ %44, %55 ]
  %61 = add i64 %58, -1
  %62 = and i64 %58, 3
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %76, label %64

64:                                               ; preds = %57, %64
  %65 = phi i64 [ %73, %64 ], [ %58, %57 ]
  %66 = phi ptr [ %72, %64 ], [ %59, %57 ]
  %67 = phi ptr [ %69, %64 ], [ %60, %57 ]
  %68 = phi i64 [ %74, %64 ], [ 0, %57 ]
  %69 = getelementptr inbounds i8, ptr %67, i64 1
  %70 = load i8, ptr %67, align 1, !tbaa !5
  %71 = xor i8 %70, %1
  %72 = getelementptr inbounds i8, ptr %66, i64 1
  store i8 %71, ptr %66, align 1, !tbaa !5
  %73 = add i64 %65, -1
  %74 = add i64 %68, 1
  %75 = icmp eq i64 %74, %62
  br i1 %75, label %76, label %64, !llvm.loop !18

76:                                               ; preds = %64, %57
  %77 = phi i64 [ %58, %57 ], [ %73, %64 ]
  %78 = phi ptr [ %59, %57 ], [ %72, %64 ]
  %79 = phi ptr [ %60, %57 ], [ %69, %64 ]
  %80 = icmp ult i64 %61, 3
  br i1 %80, label %103, label %81

81:                                               ; preds = %76, %81
  %82 = phi i64 [ %101, %81 ], [ %77, %76 ]
  %83 = phi ptr [ %100, %81 ], [ %78, %76 ]
  %84 = phi ptr [ %97, %81 ], [ %79, %76 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 1
  %86 = load i8, ptr %84, align 1, !tbaa !5
  %87 = xor i8 %86, %1
  %88 = getelementptr inbounds i8, ptr %83, i64 1
  store i8 %87, ptr %83, align 1, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %84, i64 2
  %90 = load i8, ptr %85, align 1, !tbaa !5
  %91 = xor i8 %90, %1
  %92 = getelementptr inbounds i8, ptr %83, i64 2
  store i8 %91, ptr %88, align 1, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %84, i64 3
  %94 = load i8, ptr %89, align 1, !tbaa !5
  %95 = xor i8 %94, %1
  %96 = getelementptr inbounds i8, ptr %83, i64 3
  store i8 %95, ptr %92, align 1, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %84, i64 4
  %98 = load i8, ptr %93, align 1, !tbaa !5
  %99 = xor i8 %98, %1
  %100 = getelementptr inbounds i8, ptr %83, i64 4
  store i8 %99, ptr %96, align 1, !tbaa !5
  %101 = add i64 %82, -4
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %81, !llvm.loop !19

103:                                              ; preds = %76, %81, %31, %55, %4
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10, !11}
!17 = distinct !{!17, !9, !10, !11}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !9, !10}
