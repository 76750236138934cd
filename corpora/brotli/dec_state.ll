; ModuleID = 'c/dec/state.c'
source_filename = "c/dec/state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @BrotliDecoderStateInit(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %1, null
  %6 = select i1 %5, ptr @BrotliDefaultAllocFunc, ptr %1
  %7 = select i1 %5, ptr @BrotliDefaultFreeFunc, ptr %2
  %8 = select i1 %5, ptr null, ptr %3
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %6, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %7, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %8, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  store i32 0, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @BrotliInitBitReader(ptr noundef nonnull %13) #4
  store i32 0, ptr %0, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %0, i64 772
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 0, ptr %16, align 8, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 0, ptr %17, align 4, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %18, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %0, i64 424
  %20 = getelementptr inbounds i8, ptr %0, i64 744
  %21 = getelementptr inbounds i8, ptr %0, i64 256
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  store ptr null, ptr %22, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %0, i64 784
  %24 = getelementptr inbounds i8, ptr %0, i64 408
  store ptr null, ptr %24, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %0, i64 168
  %26 = getelementptr inbounds i8, ptr %0, i64 208
  %27 = getelementptr inbounds i8, ptr %0, i64 232
  %28 = and i32 %15, -4096
  %29 = or disjoint i32 %28, 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %20, i8 0, i64 28, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  store i32 %29, ptr %14, align 4
  %30 = getelementptr inbounds i8, ptr %0, i64 96
  %31 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> <i32 16, i32 15, i32 11, i32 4>, ptr %31, align 8, !tbaa !21
  store <4 x i32> zeroinitializer, ptr %30, align 8, !tbaa !21
  %32 = getelementptr inbounds i8, ptr %0, i64 440
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, i8 0, i64 16, i1 false)
  store i64 63, ptr %32, align 8, !tbaa !22
  %33 = getelementptr inbounds i8, ptr %0, i64 808
  store ptr null, ptr %33, align 8, !tbaa !23
  %34 = tail call ptr @BrotliSharedDictionaryCreateInstance(ptr noundef %1, ptr noundef %2, ptr noundef %3) #4
  %35 = getelementptr inbounds i8, ptr %0, i64 800
  store ptr %34, ptr %35, align 8, !tbaa !24
  %36 = icmp eq ptr %34, null
  br i1 %36, label %39, label %37

37:                                               ; preds = %4
  %38 = getelementptr inbounds i8, ptr %0, i64 720
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %38, i8 0, i64 24, i1 false)
  br label %39

39:                                               ; preds = %4, %37
  %40 = phi i32 [ 1, %37 ], [ 0, %4 ]
  ret i32 %40
}

declare ptr @BrotliDefaultAllocFunc(ptr noundef, i64 noundef) #1

declare void @BrotliDefaultFreeFunc(ptr noundef, ptr noundef) #1

declare hidden void @BrotliInitBitReader(ptr noundef) local_unnamed_addr #1

declare ptr @BrotliSharedDictionaryCreateInstance(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden void @BrotliDecoderStateMetablockBegin(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 132
  store i32 0, ptr %2, align 4, !tbaa !25
  %3 = getelementptr inbounds i8, ptr %0, i64 280
  store i64 16777216, ptr %3, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %0, i64 288
  store i64 16777216, ptr %4, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %0, i64 296
  store i64 16777216, ptr %5, align 8, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %0, i64 312
  store i64 1, ptr %6, align 8, !tbaa !26
  %7 = getelementptr inbounds i8, ptr %0, i64 320
  store i64 1, ptr %7, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %0, i64 328
  store i64 1, ptr %8, align 8, !tbaa !26
  %9 = getelementptr inbounds i8, ptr %0, i64 336
  store i64 1, ptr %9, align 8, !tbaa !26
  %10 = getelementptr inbounds i8, ptr %0, i64 344
  store i64 0, ptr %10, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %0, i64 352
  store i64 1, ptr %11, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %0, i64 360
  store i64 0, ptr %12, align 8, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %0, i64 368
  store i64 1, ptr %13, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %0, i64 376
  store i64 0, ptr %14, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %0, i64 784
  %16 = getelementptr inbounds i8, ptr %0, i64 408
  %17 = getelementptr inbounds i8, ptr %0, i64 716
  store i8 0, ptr %17, align 4, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %0, i64 160
  %19 = getelementptr inbounds i8, ptr %0, i64 208
  %20 = getelementptr inbounds i8, ptr %0, i64 232
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, i8 0, i64 40, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliDecoderStateCleanupAfterMetablock(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %0, i64 792
  %7 = load ptr, ptr %6, align 8, !tbaa !30
  tail call void %3(ptr noundef %5, ptr noundef %7) #4
  store ptr null, ptr %6, align 8, !tbaa !30
  %8 = load ptr, ptr %2, align 8, !tbaa !28
  %9 = load ptr, ptr %4, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %0, i64 784
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  tail call void %8(ptr noundef %9, ptr noundef %11) #4
  store ptr null, ptr %10, align 8, !tbaa !31
  %12 = load ptr, ptr %2, align 8, !tbaa !28
  %13 = load ptr, ptr %4, align 8, !tbaa !29
  %14 = getelementptr inbounds i8, ptr %0, i64 408
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  tail call void %12(ptr noundef %13, ptr noundef %15) #4
  store ptr null, ptr %14, align 8, !tbaa !20
  %16 = load ptr, ptr %2, align 8, !tbaa !28
  %17 = load ptr, ptr %4, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %0, i64 184
  %19 = load ptr, ptr %18, align 8, !tbaa !32
  tail call void %16(ptr noundef %17, ptr noundef %19) #4
  store ptr null, ptr %18, align 8, !tbaa !32
  %20 = load ptr, ptr %2, align 8, !tbaa !28
  %21 = load ptr, ptr %4, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load ptr, ptr %22, align 8, !tbaa !33
  tail call void %20(ptr noundef %21, ptr noundef %23) #4
  store ptr null, ptr %22, align 8, !tbaa !33
  %24 = load ptr, ptr %2, align 8, !tbaa !28
  %25 = load ptr, ptr %4, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %0, i64 232
  %27 = load ptr, ptr %26, align 8, !tbaa !34
  tail call void %24(ptr noundef %25, ptr noundef %27) #4
  store ptr null, ptr %26, align 8, !tbaa !34
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliDecoderStateCleanup(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %0, i64 792
  %7 = load ptr, ptr %6, align 8, !tbaa !30
  tail call void %3(ptr noundef %5, ptr noundef %7) #4
  store ptr null, ptr %6, align 8, !tbaa !30
  %8 = load ptr, ptr %2, align 8, !tbaa !28
  %9 = load ptr, ptr %4, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %0, i64 784
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  tail call void %8(ptr noundef %9, ptr noundef %11) #4
  store ptr null, ptr %10, align 8, !tbaa !31
  %12 = load ptr, ptr %2, align 8, !tbaa !28
  %13 = load ptr, ptr %4, align 8, !tbaa !29
  %14 = getelementptr inbounds i8, ptr %0, i64 408
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  tail call void %12(ptr noundef %13, ptr noundef %15) #4
  store ptr null, ptr %14, align 8, !tbaa !20
  %16 = load ptr, ptr %2, align 8, !tbaa !28
  %17 = load ptr, ptr %4, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %0, i64 184
  %19 = load ptr, ptr %18, align 8, !tbaa !32
  tail call void %16(ptr noundef %17, ptr noundef %19) #4
  store ptr null, ptr %18, align 8, !tbaa !32
  %20 = load ptr, ptr %2, align 8, !tbaa !28
  %21 = load ptr, ptr %4, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load ptr, ptr %22, align 8, !tbaa !33
  tail call void %20(ptr noundef %21, ptr noundef %23) #4
  store ptr null, ptr %22, align 8, !tbaa !33
  %24 = load ptr, ptr %2, align 8, !tbaa !28
  %25 = load ptr, ptr %4, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %0, i64 232
  %27 = load ptr, ptr %26, align 8, !tbaa !34
  tail call void %24(ptr noundef %25, ptr noundef %27) #4
  store ptr null, ptr %26, align 8, !tbaa !34
  %28 = load ptr, ptr %2, align 8, !tbaa !28
  %29 = load ptr, ptr %4, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %0, i64 808
  %31 = load ptr, ptr %30, align 8, !tbaa !23
  tail call void %28(ptr noundef %29, ptr noundef %31) #4
  store ptr null, ptr %30, align 8, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %0, i64 800
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  tail call void @BrotliSharedDictionaryDestroyInstance(ptr noundef %33) #4
  store ptr null, ptr %32, align 8, !tbaa !24
  %34 = load ptr, ptr %2, align 8, !tbaa !28
  %35 = load ptr, ptr %4, align 8, !tbaa !29
  %36 = getelementptr inbounds i8, ptr %0, i64 136
  %37 = load ptr, ptr %36, align 8, !tbaa !19
  tail call void %34(ptr noundef %35, ptr noundef %37) #4
  store ptr null, ptr %36, align 8, !tbaa !19
  %38 = load ptr, ptr %2, align 8, !tbaa !28
  %39 = load ptr, ptr %4, align 8, !tbaa !29
  %40 = getelementptr inbounds i8, ptr %0, i64 256
  %41 = load ptr, ptr %40, align 8, !tbaa !35
  tail call void %38(ptr noundef %39, ptr noundef %41) #4
  store ptr null, ptr %40, align 8, !tbaa !35
  ret void
}

declare void @BrotliSharedDictionaryDestroyInstance(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @BrotliDecoderHuffmanTreeGroupInit(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = shl i64 %3, 2
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !36
  %9 = getelementptr inbounds i8, ptr %0, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  %11 = add i64 %6, 1512
  %12 = mul i64 %11, %4
  %13 = tail call ptr %8(ptr noundef %10, i64 noundef %12) #4
  %14 = trunc i64 %2 to i16
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  store i16 %14, ptr %15, align 8, !tbaa !37
  %16 = trunc i64 %3 to i16
  %17 = getelementptr inbounds i8, ptr %1, i64 18
  store i16 %16, ptr %17, align 2, !tbaa !38
  %18 = trunc i64 %4 to i16
  %19 = getelementptr inbounds i8, ptr %1, i64 20
  store i16 %18, ptr %19, align 4, !tbaa !39
  store ptr %13, ptr %1, align 8, !tbaa !40
  %20 = icmp ne ptr %13, null
  %21 = getelementptr inbounds ptr, ptr %13, i64 %4
  %22 = select i1 %20, ptr %21, ptr null
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %22, ptr %23, align 8, !tbaa !41
  %24 = zext i1 %20 to i32
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 128}
!6 = !{!"BrotliDecoderStateStruct", !7, i64 0, !7, i64 4, !10, i64 8, !12, i64 48, !12, i64 56, !12, i64 64, !8, i64 72, !11, i64 80, !7, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 128, !7, i64 132, !12, i64 136, !12, i64 144, !12, i64 152, !12, i64 160, !12, i64 168, !12, i64 176, !13, i64 184, !13, i64 208, !13, i64 232, !12, i64 256, !12, i64 264, !7, i64 272, !7, i64 276, !8, i64 280, !11, i64 304, !8, i64 312, !8, i64 336, !11, i64 384, !11, i64 392, !11, i64 400, !12, i64 408, !12, i64 416, !11, i64 424, !11, i64 432, !11, i64 440, !8, i64 448, !7, i64 708, !7, i64 712, !8, i64 716, !12, i64 720, !12, i64 728, !12, i64 736, !11, i64 744, !7, i64 752, !7, i64 756, !7, i64 760, !7, i64 764, !7, i64 768, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 773, !11, i64 776, !12, i64 784, !12, i64 792, !12, i64 800, !12, i64 808, !8, i64 816, !8, i64 848}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"", !11, i64 0, !11, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!11 = !{!"long", !8, i64 0}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!"", !12, i64 0, !12, i64 8, !14, i64 16, !14, i64 18, !14, i64 20}
!14 = !{!"short", !8, i64 0}
!15 = !{!6, !7, i64 0}
!16 = !{!6, !11, i64 80}
!17 = !{!6, !7, i64 4}
!18 = !{!6, !7, i64 88}
!19 = !{!6, !12, i64 136}
!20 = !{!6, !12, i64 408}
!21 = !{!7, !7, i64 0}
!22 = !{!6, !11, i64 440}
!23 = !{!6, !12, i64 808}
!24 = !{!6, !12, i64 800}
!25 = !{!6, !7, i64 132}
!26 = !{!11, !11, i64 0}
!27 = !{!6, !8, i64 716}
!28 = !{!6, !12, i64 56}
!29 = !{!6, !12, i64 64}
!30 = !{!6, !12, i64 792}
!31 = !{!6, !12, i64 784}
!32 = !{!6, !12, i64 184}
!33 = !{!6, !12, i64 208}
!34 = !{!6, !12, i64 232}
!35 = !{!6, !12, i64 256}
!36 = !{!6, !12, i64 48}
!37 = !{!13, !14, i64 16}
!38 = !{!13, !14, i64 18}
!39 = !{!13, !14, i64 20}
!40 = !{!13, !12, i64 0}
!41 = !{!13, !12, i64 8}
