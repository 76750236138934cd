; ModuleID = 'c/dec/bit_reader.c'
source_filename = "c/dec/bit_reader.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@kBrotliBitMask = hidden local_unnamed_addr constant [33 x i64] [i64 0, i64 1, i64 3, i64 7, i64 15, i64 31, i64 63, i64 127, i64 255, i64 511, i64 1023, i64 2047, i64 4095, i64 8191, i64 16383, i64 32767, i64 65535, i64 131071, i64 262143, i64 524287, i64 1048575, i64 2097151, i64 4194303, i64 8388607, i64 16777215, i64 33554431, i64 67108863, i64 134217727, i64 268435455, i64 536870911, i64 1073741823, i64 2147483647, i64 4294967295], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden void @BrotliInitBitReader(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden range(i32 0, 2) i32 @BrotliWarmupBitReader(ptr nocapture noundef %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !5
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %1
  store i64 0, ptr %0, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %7, %9
  br i1 %10, label %15, label %11

11:                                               ; preds = %5
  %12 = load i8, ptr %7, align 1, !tbaa !14
  %13 = zext i8 %12 to i64
  store i64 %13, ptr %0, align 8, !tbaa !11
  store i64 8, ptr %2, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %7, i64 1
  store ptr %14, ptr %6, align 8, !tbaa !12
  br label %15

15:                                               ; preds = %5, %1, %11
  %16 = phi i32 [ 1, %11 ], [ 1, %1 ], [ 0, %5 ]
  ret i32 %16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden range(i32 0, 2) i32 @BrotliSafeReadBits32Slow(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = load i64, ptr %0, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %8 to i64
  %13 = sub i64 %11, %12
  %14 = icmp ult i64 %6, 16
  br i1 %14, label %15, label %34

15:                                               ; preds = %3
  %16 = icmp eq ptr %8, %10
  br i1 %16, label %56, label %17

17:                                               ; preds = %15
  %18 = load i8, ptr %8, align 1, !tbaa !14
  %19 = zext i8 %18 to i64
  %20 = shl nuw nsw i64 %19, %6
  %21 = or i64 %20, %4
  store i64 %21, ptr %0, align 8, !tbaa !11
  %22 = add nuw nsw i64 %6, 8
  store i64 %22, ptr %5, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %8, i64 1
  store ptr %23, ptr %7, align 8, !tbaa !12
  %24 = icmp ult i64 %6, 8
  br i1 %24, label %25, label %34, !llvm.loop !15

25:                                               ; preds = %17
  %26 = icmp eq ptr %23, %10
  br i1 %26, label %56, label %27

27:                                               ; preds = %25
  %28 = load i8, ptr %23, align 1, !tbaa !14
  %29 = zext i8 %28 to i64
  %30 = shl nuw nsw i64 %29, %22
  %31 = or i64 %30, %21
  store i64 %31, ptr %0, align 8, !tbaa !11
  %32 = or disjoint i64 %6, 16
  store i64 %32, ptr %5, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %8, i64 2
  store ptr %33, ptr %7, align 8, !tbaa !12
  br label %34

34:                                               ; preds = %17, %27, %3
  %35 = phi ptr [ %8, %3 ], [ %23, %17 ], [ %33, %27 ]
  %36 = phi i64 [ %4, %3 ], [ %21, %17 ], [ %31, %27 ]
  %37 = phi i64 [ %6, %3 ], [ %22, %17 ], [ %32, %27 ]
  %38 = and i64 %36, 65535
  %39 = add i64 %37, -16
  store i64 %39, ptr %5, align 8, !tbaa !5
  %40 = lshr i64 %36, 16
  store i64 %40, ptr %0, align 8, !tbaa !11
  %41 = add i64 %1, -16
  %42 = icmp ult i64 %39, %41
  br i1 %42, label %43, label %65

43:                                               ; preds = %34, %48
  %44 = phi i64 [ %52, %48 ], [ %40, %34 ]
  %45 = phi ptr [ %54, %48 ], [ %35, %34 ]
  %46 = phi i64 [ %53, %48 ], [ %39, %34 ]
  %47 = icmp eq ptr %45, %10
  br i1 %47, label %56, label %48

48:                                               ; preds = %43
  %49 = load i8, ptr %45, align 1, !tbaa !14
  %50 = zext i8 %49 to i64
  %51 = shl i64 %50, %46
  %52 = or i64 %51, %44
  store i64 %52, ptr %0, align 8, !tbaa !11
  %53 = add i64 %46, 8
  store i64 %53, ptr %5, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %45, i64 1
  store ptr %54, ptr %7, align 8, !tbaa !12
  %55 = icmp ult i64 %53, %41
  br i1 %55, label %43, label %65, !llvm.loop !15

56:                                               ; preds = %15, %25, %43
  store i64 %4, ptr %0, align 8, !tbaa !11
  store i64 %6, ptr %5, align 8, !tbaa !5
  store ptr %8, ptr %7, align 8, !tbaa !12
  %57 = getelementptr i8, ptr %8, i64 %13
  store ptr %57, ptr %9, align 8, !tbaa !13
  %58 = add i64 %13, -28
  %59 = icmp ult i64 %58, -29
  br i1 %59, label %60, label %63

60:                                               ; preds = %56
  %61 = getelementptr i8, ptr %57, i64 -27
  %62 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %61, ptr %62, align 8, !tbaa !17
  br label %75

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %8, ptr %64, align 8, !tbaa !17
  br label %75

65:                                               ; preds = %48, %34
  %66 = phi i64 [ %40, %34 ], [ %52, %48 ]
  %67 = phi i64 [ %39, %34 ], [ %53, %48 ]
  %68 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %41
  %69 = load i64, ptr %68, align 8, !tbaa !18
  %70 = and i64 %69, %66
  %71 = sub i64 %67, %41
  store i64 %71, ptr %5, align 8, !tbaa !5
  %72 = lshr i64 %66, %41
  store i64 %72, ptr %0, align 8, !tbaa !11
  %73 = shl i64 %70, 16
  %74 = or disjoint i64 %73, %38
  store i64 %74, ptr %2, align 8, !tbaa !18
  br label %75

75:                                               ; preds = %63, %60, %65
  %76 = phi i32 [ 1, %65 ], [ 0, %60 ], [ 0, %63 ]
  ret i32 %76
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!6, !10, i64 16}
!13 = !{!6, !10, i64 32}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!6, !10, i64 24}
!18 = !{!7, !7, i64 0}
