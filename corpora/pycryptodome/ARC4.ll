; ModuleID = 'src/ARC4.c'
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

12:                                               ; preds = %10, %12
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

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 3) i32 @ARC4_stream_init(ptr noundef readonly %0, i64 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #1 {
  %4 = icmp eq ptr %2, null
  %5 = icmp eq ptr %0, null
  %6 = or i1 %5, %4
  br i1 %6, label %47, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(258) ptr @calloc(i64 noundef 1, i64 noundef 258) #5
  store ptr %8, ptr %2, align 8, !tbaa !13
  %9 = icmp eq ptr %8, null
  br i1 %9, label %47, label %10

10:                                               ; preds = %7
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %8, align 1, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %11, align 1, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %8, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %12, align 1, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %8, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %13, align 1, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %8, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %14, align 1, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %8, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %15, align 1, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %8, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %16, align 1, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %8, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %17, align 1, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %8, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %18, align 1, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %8, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %19, align 1, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %8, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %20, align 1, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %8, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %21, align 1, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %8, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %22, align 1, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %8, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %23, align 1, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %8, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %24, align 1, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %8, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %25, align 1, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %8, i64 256
  store i8 0, ptr %26, align 1, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %8, i64 257
  store i8 0, ptr %27, align 1, !tbaa !9
  %28 = trunc i64 %1 to i32
  br label %29

29:                                               ; preds = %10, %29
  %30 = phi i64 [ 0, %10 ], [ %45, %29 ]
  %31 = phi i8 [ 0, %10 ], [ %39, %29 ]
  %32 = phi i32 [ 0, %10 ], [ %44, %29 ]
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %0, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !10
  %36 = getelementptr inbounds [256 x i8], ptr %8, i64 0, i64 %30
  %37 = load i8, ptr %36, align 1, !tbaa !10
  %38 = add i8 %31, %35
  %39 = add i8 %38, %37
  %40 = zext i8 %39 to i64
  %41 = getelementptr inbounds [256 x i8], ptr %8, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !10
  store i8 %42, ptr %36, align 1, !tbaa !10
  store i8 %37, ptr %41, align 1, !tbaa !10
  %43 = add i32 %32, 1
  %44 = urem i32 %43, %28
  %45 = add nuw nsw i64 %30, 1
  %46 = icmp eq i64 %45, 256
  br i1 %46, label %47, label %29, !llvm.loop !15

47:                                               ; preds = %29, %7, %3
  %48 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 0, %29 ]
  ret i32 %48
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @ARC4_stream_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #6
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !12}
