; ModuleID = 'c/enc/utf8_util.c'
source_filename = "c/enc/utf8_util.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define hidden range(i32 0, 2) i32 @BrotliIsMostlyUTF8(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, double noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %108, label %7

7:                                                ; preds = %5, %98
  %8 = phi i64 [ %104, %98 ], [ 0, %5 ]
  %9 = phi i64 [ %101, %98 ], [ 0, %5 ]
  %10 = add i64 %9, %1
  %11 = and i64 %10, %2
  %12 = getelementptr inbounds i8, ptr %0, i64 %11
  %13 = sub i64 %3, %9
  %14 = load i8, ptr %12, align 1, !tbaa !5
  %15 = zext i8 %14 to i32
  %16 = icmp slt i8 %14, 1
  br i1 %16, label %17, label %98

17:                                               ; preds = %7
  %18 = icmp ugt i64 %13, 1
  br i1 %18, label %19, label %96

19:                                               ; preds = %17
  %20 = and i32 %15, 224
  %21 = icmp eq i32 %20, 192
  br i1 %21, label %22, label %34

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %12, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = and i32 %25, 192
  %27 = icmp eq i32 %26, 128
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = shl nuw nsw i32 %15, 6
  %30 = and i32 %29, 1984
  %31 = and i32 %25, 63
  %32 = or disjoint i32 %31, %30
  %33 = icmp ugt i32 %30, 127
  br i1 %33, label %98, label %34

34:                                               ; preds = %28, %22, %19
  %35 = icmp eq i64 %13, 2
  br i1 %35, label %96, label %36

36:                                               ; preds = %34
  %37 = and i32 %15, 240
  %38 = icmp eq i32 %37, 224
  br i1 %38, label %39, label %60

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %12, i64 1
  %41 = load i8, ptr %40, align 1, !tbaa !5
  %42 = zext i8 %41 to i32
  %43 = and i32 %42, 192
  %44 = icmp eq i32 %43, 128
  br i1 %44, label %45, label %60

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr %12, i64 2
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = and i32 %48, 192
  %50 = icmp eq i32 %49, 128
  br i1 %50, label %51, label %60

51:                                               ; preds = %45
  %52 = shl nuw nsw i32 %15, 12
  %53 = and i32 %52, 61440
  %54 = shl nuw nsw i32 %42, 6
  %55 = and i32 %54, 4032
  %56 = or disjoint i32 %55, %53
  %57 = and i32 %48, 63
  %58 = or disjoint i32 %57, %56
  %59 = icmp ugt i32 %56, 2047
  br i1 %59, label %98, label %60

60:                                               ; preds = %51, %45, %39, %36
  %61 = icmp ugt i64 %13, 3
  %62 = and i32 %15, 248
  %63 = icmp eq i32 %62, 240
  %64 = and i1 %61, %63
  br i1 %64, label %65, label %96

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %12, i64 1
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i32
  %69 = and i32 %68, 192
  %70 = icmp eq i32 %69, 128
  br i1 %70, label %71, label %96

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %12, i64 2
  %73 = load i8, ptr %72, align 1, !tbaa !5
  %74 = zext i8 %73 to i32
  %75 = and i32 %74, 192
  %76 = icmp eq i32 %75, 128
  br i1 %76, label %77, label %96

77:                                               ; preds = %71
  %78 = getelementptr inbounds i8, ptr %12, i64 3
  %79 = load i8, ptr %78, align 1, !tbaa !5
  %80 = zext i8 %79 to i32
  %81 = and i32 %80, 192
  %82 = icmp eq i32 %81, 128
  br i1 %82, label %83, label %96

83:                                               ; preds = %77
  %84 = shl nuw nsw i32 %15, 18
  %85 = and i32 %84, 1835008
  %86 = shl nuw nsw i32 %68, 12
  %87 = and i32 %86, 258048
  %88 = or disjoint i32 %87, %85
  %89 = shl nuw nsw i32 %74, 6
  %90 = and i32 %89, 4032
  %91 = and i32 %80, 63
  %92 = or disjoint i32 %90, %91
  %93 = or disjoint i32 %92, %88
  %94 = add nsw i32 %88, -65536
  %95 = icmp ult i32 %94, 1048576
  br i1 %95, label %98, label %96

96:                                               ; preds = %83, %77, %71, %65, %60, %34, %17
  %97 = or disjoint i32 %15, 1114112
  br label %98

98:                                               ; preds = %7, %28, %51, %83, %96
  %99 = phi i32 [ %32, %28 ], [ %97, %96 ], [ %58, %51 ], [ %93, %83 ], [ %15, %7 ]
  %100 = phi i64 [ 2, %28 ], [ 1, %96 ], [ 3, %51 ], [ 4, %83 ], [ 1, %7 ]
  %101 = add i64 %100, %9
  %102 = icmp ult i32 %99, 1114112
  %103 = select i1 %102, i64 %100, i64 0
  %104 = add i64 %103, %8
  %105 = icmp ult i64 %101, %3
  br i1 %105, label %7, label %106, !llvm.loop !8

106:                                              ; preds = %98
  %107 = uitofp i64 %104 to double
  br label %108

108:                                              ; preds = %106, %5
  %109 = phi double [ 0.000000e+00, %5 ], [ %107, %106 ]
  %110 = uitofp i64 %3 to double
  %111 = fmul double %110, %4
  %112 = fcmp olt double %111, %109
  %113 = zext i1 %112 to i32
  ret i32 %113
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
