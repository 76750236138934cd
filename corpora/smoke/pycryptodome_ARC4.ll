; ModuleID = '<stdin>'
source_filename = "src/ARC4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local noundef i32 @ARC4_stream_encrypt(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 256
  %6 = load i8, ptr %5, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 257
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = icmp eq i64 %3, 0
  br i1 %9, label %38, label %10

10:                                               ; preds = %4
  %11 = zext i8 %6 to i32
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ %34, %12 ], [ 0, %10 ]
  %14 = phi i32 [ %17, %12 ], [ %11, %10 ]
  %15 = phi i8 [ %21, %12 ], [ %8, %10 ]
  %16 = add nuw nsw i32 %14, 1
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x i8], ptr %0, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1, !tbaa !10
  %21 = add i8 %20, %15
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [256 x i8], ptr %0, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !10
  store i8 %24, ptr %19, align 1, !tbaa !10
  store i8 %20, ptr %23, align 1, !tbaa !10
  %25 = load i8, ptr %19, align 1, !tbaa !10
  %26 = add i8 %25, %20
  %27 = getelementptr inbounds i8, ptr %1, i64 %13
  %28 = load i8, ptr %27, align 1, !tbaa !10
  %29 = zext i8 %26 to i64
  %30 = getelementptr inbounds [256 x i8], ptr %0, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !10
  %32 = xor i8 %31, %28
  %33 = getelementptr inbounds i8, ptr %2, i64 %13
  store i8 %32, ptr %33, align 1, !tbaa !10
  %34 = add nuw i64 %13, 1
  %35 = icmp eq i64 %34, %3
  br i1 %35, label %36, label %12, !llvm.loop !11

36:                                               ; preds = %12
  %37 = trunc i32 %16 to i8
  br label %38

38:                                               ; preds = %36, %4
  %39 = phi i8 [ %8, %4 ], [ %21, %36 ]
  %40 = phi i8 [ %6, %4 ], [ %37, %36 ]
  store i8 %40, ptr %5, align 1, !tbaa !5
  store i8 %39, ptr %7, align 1, !tbaa !9
  ret i32 0
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 256}
!6 = !{!"", !7, i64 0, !7, i64 256, !7, i64 257}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!6, !7, i64 257}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
