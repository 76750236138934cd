; ModuleID = 'c/common/shared_dictionary.c'
source_filename = "c/common/shared_dictionary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @BrotliSharedDictionaryDestroyInstance(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 1392
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 1400
  %7 = load ptr, ptr %6, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %0, i64 1352
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  tail call void %5(ptr noundef %7, ptr noundef %9) #5
  %10 = getelementptr inbounds i8, ptr %0, i64 1368
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  tail call void %5(ptr noundef %7, ptr noundef %11) #5
  %12 = getelementptr inbounds i8, ptr %0, i64 1376
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  tail call void %5(ptr noundef %7, ptr noundef %13) #5
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #5
  br label %14

14:                                               ; preds = %1, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @BrotliSharedDictionaryAttach(ptr noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #1 {
  %5 = icmp ne ptr %0, null
  %6 = icmp eq i32 %1, 0
  %7 = and i1 %5, %6
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load i32, ptr %0, align 8, !tbaa !15
  %10 = icmp ugt i32 %9, 14
  br i1 %10, label %18, label %11

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = zext nneg i32 %9 to i64
  %14 = getelementptr inbounds [15 x i64], ptr %12, i64 0, i64 %13
  store i64 %2, ptr %14, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %0, i64 128
  %16 = getelementptr inbounds [15 x ptr], ptr %15, i64 0, i64 %13
  store ptr %3, ptr %16, align 8, !tbaa !18
  %17 = add nuw nsw i32 %9, 1
  store i32 %17, ptr %0, align 8, !tbaa !15
  br label %18

18:                                               ; preds = %8, %4, %11
  %19 = phi i32 [ 1, %11 ], [ 0, %4 ], [ 0, %8 ]
  ret i32 %19
}

; Function Attrs: nounwind uwtable
define dso_local ptr @BrotliSharedDictionaryCreateInstance(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = icmp ne ptr %0, null
  %5 = icmp ne ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(1408) ptr @malloc(i64 noundef 1408) #6
  br label %13

9:                                                ; preds = %3
  %10 = and i1 %4, %5
  br i1 %10, label %11, label %28

11:                                               ; preds = %9
  %12 = tail call ptr %0(ptr noundef %2, i64 noundef 1408) #5
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi ptr [ %12, %11 ], [ %8, %7 ]
  %15 = icmp eq ptr %14, null
  br i1 %15, label %28, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %14, i64 316
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1408) %14, i8 0, i64 1408, i1 false)
  store i8 1, ptr %17, align 4, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %14, i64 1360
  store i8 0, ptr %18, align 8, !tbaa !20
  %19 = tail call ptr @BrotliGetDictionary() #5
  %20 = getelementptr inbounds i8, ptr %14, i64 320
  store ptr %19, ptr %20, align 8, !tbaa !18
  %21 = tail call ptr @BrotliGetTransforms() #5
  %22 = getelementptr inbounds i8, ptr %14, i64 832
  store ptr %21, ptr %22, align 8, !tbaa !18
  %23 = select i1 %4, ptr %0, ptr @BrotliDefaultAllocFunc
  %24 = getelementptr inbounds i8, ptr %14, i64 1384
  store ptr %23, ptr %24, align 8, !tbaa !21
  %25 = select i1 %5, ptr %1, ptr @BrotliDefaultFreeFunc
  %26 = getelementptr inbounds i8, ptr %14, i64 1392
  store ptr %25, ptr %26, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %14, i64 1400
  store ptr %2, ptr %27, align 8, !tbaa !11
  br label %28

28:                                               ; preds = %9, %13, %16
  %29 = phi ptr [ %14, %16 ], [ null, %13 ], [ null, %9 ]
  ret ptr %29
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare ptr @BrotliGetDictionary() local_unnamed_addr #4

declare ptr @BrotliGetTransforms() local_unnamed_addr #4

declare ptr @BrotliDefaultAllocFunc(ptr noundef, i64 noundef) #4

declare void @BrotliDefaultFreeFunc(ptr noundef, ptr noundef) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 1392}
!6 = !{!"BrotliSharedDictionaryStruct", !7, i64 0, !8, i64 8, !8, i64 128, !7, i64 248, !8, i64 252, !8, i64 316, !8, i64 320, !8, i64 832, !8, i64 1344, !10, i64 1352, !8, i64 1360, !10, i64 1368, !10, i64 1376, !10, i64 1384, !10, i64 1392, !10, i64 1400}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 1400}
!12 = !{!6, !10, i64 1352}
!13 = !{!6, !10, i64 1368}
!14 = !{!6, !10, i64 1376}
!15 = !{!6, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = !{!10, !10, i64 0}
!19 = !{!6, !8, i64 316}
!20 = !{!6, !8, i64 1360}
!21 = !{!6, !10, i64 1384}
