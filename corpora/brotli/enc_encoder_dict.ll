; ModuleID = 'c/enc/encoder_dict.c'
source_filename = "c/enc/encoder_dict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.DictWord = type { i8, i8, i16 }
%struct.BrotliEncoderDictionary = type { ptr, i32, i32, i64, ptr, ptr, ptr, ptr, %struct.BrotliTrie, i32, ptr, ptr, ptr, i64, ptr, i64, ptr, ptr }
%struct.BrotliTrie = type { ptr, i64, i64, %struct.BrotliTrieNode }
%struct.BrotliTrieNode = type { i8, i8, i8, i32, i32 }

@kStaticDictionaryHashWords = external hidden constant [32768 x i16], align 16
@kStaticDictionaryHashLengths = external hidden constant [32768 x i8], align 16
@kStaticDictionaryBuckets = external hidden constant [32768 x i16], align 16
@kStaticDictionaryWords = external hidden constant [31705 x %struct.DictWord], align 16

; Function Attrs: nounwind uwtable
define hidden void @BrotliInitSharedEncoderDictionary(ptr noundef %0) local_unnamed_addr #0 {
  store i32 -558043679, ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = getelementptr inbounds i8, ptr %0, i64 280
  store i64 0, ptr %3, align 8, !tbaa !17
  %4 = getelementptr inbounds i8, ptr %0, i64 408
  store i64 0, ptr %4, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %0, i64 544
  store i32 0, ptr %5, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %0, i64 548
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  store i8 1, ptr %6, align 4, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %0, i64 1304
  store ptr null, ptr %7, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 1128
  store i64 1, ptr %8, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 1136
  %10 = getelementptr inbounds i8, ptr %0, i64 616
  store ptr %9, ptr %10, align 8, !tbaa !23
  %11 = tail call ptr @BrotliGetDictionary() #3
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = tail call ptr @BrotliGetTransforms() #3
  %13 = getelementptr inbounds i8, ptr %12, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !25
  %15 = getelementptr inbounds i8, ptr %0, i64 1144
  store i32 %14, ptr %15, align 8, !tbaa !28
  %16 = getelementptr inbounds i8, ptr %0, i64 1160
  store ptr @kStaticDictionaryHashWords, ptr %16, align 8, !tbaa !29
  %17 = getelementptr inbounds i8, ptr %0, i64 1168
  store ptr @kStaticDictionaryHashLengths, ptr %17, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %0, i64 1176
  store ptr @kStaticDictionaryBuckets, ptr %18, align 8, !tbaa !31
  %19 = getelementptr inbounds i8, ptr %0, i64 1184
  store ptr @kStaticDictionaryWords, ptr %19, align 8, !tbaa !32
  %20 = getelementptr inbounds i8, ptr %0, i64 1148
  store i32 10, ptr %20, align 4, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %0, i64 1152
  store i64 512093189200228864, ptr %21, align 8, !tbaa !34
  %22 = getelementptr inbounds i8, ptr %0, i64 1240
  %23 = getelementptr inbounds i8, ptr %0, i64 1232
  store i32 0, ptr %23, align 8, !tbaa !35
  %24 = getelementptr inbounds i8, ptr %0, i64 1192
  %25 = getelementptr inbounds i8, ptr %0, i64 1218
  store i8 0, ptr %25, align 2, !tbaa !36
  %26 = getelementptr inbounds i8, ptr %0, i64 1220
  store i32 0, ptr %26, align 4, !tbaa !37
  %27 = getelementptr inbounds i8, ptr %0, i64 1224
  store i32 0, ptr %27, align 8, !tbaa !38
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(25) %24, i8 0, i64 25, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 1248
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %28, i8 0, i64 56, i1 false)
  store ptr %5, ptr %22, align 8, !tbaa !39
  %29 = getelementptr inbounds i8, ptr %0, i64 1312
  store i32 11, ptr %29, align 8, !tbaa !40
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCleanupSharedEncoderDictionary(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 408
  %4 = load i64, ptr %3, align 8, !tbaa !18
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 416
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i64 [ 0, %6 ], [ %12, %8 ]
  %10 = getelementptr inbounds [16 x ptr], ptr %7, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !23
  tail call void @DestroyPreparedDictionary(ptr noundef %0, ptr noundef %11) #3
  %12 = add nuw i64 %9, 1
  %13 = load i64, ptr %3, align 8, !tbaa !18
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %8, label %15, !llvm.loop !41

15:                                               ; preds = %8, %2
  %16 = getelementptr inbounds i8, ptr %1, i64 1128
  %17 = load i64, ptr %16, align 8, !tbaa !22
  switch i64 %17, label %18 [
    i64 1, label %20
    i64 0, label %54
  ]

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %1, i64 1304
  br label %31

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %1, i64 1248
  %22 = load ptr, ptr %21, align 8, !tbaa !43
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %22) #3
  %23 = getelementptr inbounds i8, ptr %1, i64 1256
  %24 = load ptr, ptr %23, align 8, !tbaa !44
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %24) #3
  %25 = getelementptr inbounds i8, ptr %1, i64 1272
  %26 = load ptr, ptr %25, align 8, !tbaa !45
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %26) #3
  %27 = getelementptr inbounds i8, ptr %1, i64 1288
  %28 = load ptr, ptr %27, align 8, !tbaa !46
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %28) #3
  %29 = getelementptr inbounds i8, ptr %1, i64 1296
  %30 = load ptr, ptr %29, align 8, !tbaa !47
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %30) #3
  br label %50

31:                                               ; preds = %18, %31
  %32 = phi i64 [ 0, %18 ], [ %47, %31 ]
  %33 = load ptr, ptr %19, align 8, !tbaa !21
  %34 = getelementptr inbounds %struct.BrotliEncoderDictionary, ptr %33, i64 %32
  %35 = getelementptr inbounds i8, ptr %34, i64 112
  %36 = load ptr, ptr %35, align 8, !tbaa !43
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %36) #3
  %37 = getelementptr inbounds i8, ptr %34, i64 120
  %38 = load ptr, ptr %37, align 8, !tbaa !44
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %38) #3
  %39 = getelementptr inbounds i8, ptr %34, i64 136
  %40 = load ptr, ptr %39, align 8, !tbaa !45
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %40) #3
  %41 = getelementptr inbounds i8, ptr %34, i64 152
  %42 = load ptr, ptr %41, align 8, !tbaa !46
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %42) #3
  %43 = getelementptr inbounds i8, ptr %34, i64 160
  %44 = load ptr, ptr %43, align 8, !tbaa !47
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %44) #3
  %45 = getelementptr inbounds i8, ptr %34, i64 56
  %46 = load ptr, ptr %45, align 8, !tbaa !48
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %46) #3
  %47 = add nuw i64 %32, 1
  %48 = load i64, ptr %16, align 8, !tbaa !22
  %49 = icmp ult i64 %47, %48
  br i1 %49, label %31, label %50, !llvm.loop !49

50:                                               ; preds = %31, %20
  %51 = phi i64 [ 1192, %20 ], [ 1304, %31 ]
  %52 = getelementptr inbounds i8, ptr %1, i64 %51
  %53 = load ptr, ptr %52, align 8, !tbaa !23
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %53) #3
  br label %54

54:                                               ; preds = %50, %15
  ret void
}

declare hidden void @DestroyPreparedDictionary(ptr noundef, ptr noundef) local_unnamed_addr #1

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @BrotliCreateManagedDictionary(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @BrotliBootstrapAlloc(i64 noundef 40, ptr noundef %0, ptr noundef %1, ptr noundef %2) #3
  %5 = icmp eq ptr %4, null
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  store i32 -558043678, ptr %4, align 8, !tbaa !50
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @BrotliInitMemoryManager(ptr noundef nonnull %7, ptr noundef %0, ptr noundef %1, ptr noundef %2) #3
  %8 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr null, ptr %8, align 8, !tbaa !53
  br label %9

9:                                                ; preds = %3, %6
  ret ptr %4
}

declare hidden ptr @BrotliBootstrapAlloc(i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare hidden void @BrotliInitMemoryManager(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden void @BrotliDestroyManagedDictionary(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @BrotliBootstrapFree(ptr noundef nonnull %0, ptr noundef nonnull %4) #3
  br label %5

5:                                                ; preds = %1, %3
  ret void
}

declare hidden void @BrotliBootstrapFree(ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @BrotliGetDictionary() local_unnamed_addr #1

declare ptr @BrotliGetTransforms() local_unnamed_addr #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"SharedEncoderDictionary", !7, i64 0, !10, i64 8, !12, i64 544, !7, i64 1312}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"CompoundDictionary", !11, i64 0, !11, i64 8, !8, i64 16, !8, i64 144, !8, i64 272, !11, i64 400, !8, i64 408}
!11 = !{!"long", !8, i64 0}
!12 = !{!"ContextualEncoderDictionary", !7, i64 0, !8, i64 4, !8, i64 5, !8, i64 72, !11, i64 584, !13, i64 592, !14, i64 760}
!13 = !{!"BrotliEncoderDictionary", !14, i64 0, !7, i64 8, !7, i64 12, !11, i64 16, !14, i64 24, !14, i64 32, !14, i64 40, !14, i64 48, !15, i64 56, !7, i64 96, !14, i64 104, !14, i64 112, !14, i64 120, !11, i64 128, !14, i64 136, !11, i64 144, !14, i64 152, !14, i64 160}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"BrotliTrie", !14, i64 0, !11, i64 8, !11, i64 16, !16, i64 24}
!16 = !{!"BrotliTrieNode", !8, i64 0, !8, i64 1, !8, i64 2, !7, i64 4, !7, i64 8}
!17 = !{!11, !11, i64 0}
!18 = !{!6, !11, i64 408}
!19 = !{!6, !7, i64 544}
!20 = !{!6, !8, i64 548}
!21 = !{!6, !14, i64 1304}
!22 = !{!6, !11, i64 1128}
!23 = !{!14, !14, i64 0}
!24 = !{!13, !14, i64 0}
!25 = !{!26, !7, i64 24}
!26 = !{!"BrotliTransforms", !27, i64 0, !14, i64 8, !14, i64 16, !7, i64 24, !14, i64 32, !14, i64 40, !8, i64 48}
!27 = !{!"short", !8, i64 0}
!28 = !{!13, !7, i64 8}
!29 = !{!13, !14, i64 24}
!30 = !{!13, !14, i64 32}
!31 = !{!13, !14, i64 40}
!32 = !{!13, !14, i64 48}
!33 = !{!13, !7, i64 12}
!34 = !{!13, !11, i64 16}
!35 = !{!13, !7, i64 96}
!36 = !{!15, !8, i64 26}
!37 = !{!15, !7, i64 28}
!38 = !{!15, !7, i64 32}
!39 = !{!6, !14, i64 1240}
!40 = !{!6, !7, i64 1312}
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!13, !14, i64 112}
!44 = !{!13, !14, i64 120}
!45 = !{!13, !14, i64 136}
!46 = !{!13, !14, i64 152}
!47 = !{!13, !14, i64 160}
!48 = !{!15, !14, i64 0}
!49 = distinct !{!49, !42}
!50 = !{!51, !7, i64 0}
!51 = !{!"ManagedDictionary", !7, i64 0, !52, i64 8, !14, i64 32}
!52 = !{!"MemoryManager", !14, i64 0, !14, i64 8, !14, i64 16}
!53 = !{!51, !14, i64 32}
