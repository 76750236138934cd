; ModuleID = 'c/enc/encode.c'
source_filename = "c/enc/encode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.BrotliEncoderParams = type { i32, i32, i32, i32, i64, i64, i32, i32, %struct.BrotliHasherParams, %struct.BrotliDistanceParams, %struct.SharedEncoderDictionary }
%struct.BrotliHasherParams = type { i32, i32, i32, i32 }
%struct.BrotliDistanceParams = type { i32, i32, i32, i32, i64 }
%struct.SharedEncoderDictionary = type { i32, %struct.CompoundDictionary, %struct.ContextualEncoderDictionary, i32 }
%struct.CompoundDictionary = type { i64, i64, [16 x ptr], [16 x ptr], [16 x i64], i64, [16 x ptr] }
%struct.ContextualEncoderDictionary = type { i32, i8, [64 x i8], [64 x ptr], i64, %struct.BrotliEncoderDictionary, ptr }
%struct.BrotliEncoderDictionary = type { ptr, i32, i32, i64, ptr, ptr, ptr, ptr, %struct.BrotliTrie, i32, ptr, ptr, ptr, i64, ptr, i64, ptr, ptr }
%struct.BrotliTrie = type { ptr, i64, i64, %struct.BrotliTrieNode }
%struct.BrotliTrieNode = type { i8, i8, i8, i32, i32 }
%struct.MetaBlockSplit = type { %struct.BlockSplit, %struct.BlockSplit, %struct.BlockSplit, ptr, i64, ptr, i64, ptr, i64, ptr, i64, ptr, i64 }
%struct.BlockSplit = type { i64, i64, ptr, ptr, i64, i64 }
%struct.SlotH40 = type { i16, i16 }
%struct.SlotH41 = type { i16, i16 }
%struct.BankH42 = type { [512 x %struct.SlotH42] }
%struct.SlotH42 = type { i16, i16 }
%struct.Command = type { i32, i32, i32, i16, i16 }

@kStaticDictionaryHashWords = external hidden constant [32768 x i16], align 16
@kStaticDictionaryHashLengths = external hidden constant [32768 x i8], align 16
@InitCommandPrefixCodes.kDefaultCommandDepths = internal unnamed_addr constant [128 x i8] c"\00\04\04\05\06\06\07\07\07\07\07\08\08\08\08\08\00\00\00\04\04\04\04\04\05\05\06\06\06\06\07\07\07\07\0A\0A\0A\0A\0A\0A\00\04\04\05\05\05\06\06\07\08\08\09\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\05\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\06\06\06\06\06\06\05\05\05\05\05\05\04\04\04\04\04\04\04\05\05\05\05\05\05\06\06\07\07\07\08\0A\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\00\00\00\00", align 16
@InitCommandPrefixCodes.kDefaultCommandBits = internal unnamed_addr constant [128 x i16] [i16 0, i16 0, i16 8, i16 9, i16 3, i16 35, i16 7, i16 71, i16 39, i16 103, i16 23, i16 47, i16 175, i16 111, i16 239, i16 31, i16 0, i16 0, i16 0, i16 4, i16 12, i16 2, i16 10, i16 6, i16 13, i16 29, i16 11, i16 43, i16 27, i16 59, i16 87, i16 55, i16 15, i16 79, i16 319, i16 831, i16 191, i16 703, i16 447, i16 959, i16 0, i16 14, i16 1, i16 25, i16 5, i16 21, i16 19, i16 51, i16 119, i16 159, i16 95, i16 223, i16 479, i16 991, i16 63, i16 575, i16 127, i16 639, i16 383, i16 895, i16 255, i16 767, i16 511, i16 1023, i16 14, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 27, i16 59, i16 7, i16 39, i16 23, i16 55, i16 30, i16 1, i16 17, i16 9, i16 25, i16 5, i16 0, i16 8, i16 4, i16 12, i16 2, i16 10, i16 6, i16 21, i16 13, i16 29, i16 3, i16 19, i16 11, i16 15, i16 47, i16 31, i16 95, i16 63, i16 127, i16 255, i16 767, i16 2815, i16 1791, i16 3839, i16 511, i16 2559, i16 1535, i16 3583, i16 1023, i16 3071, i16 2047, i16 4095, i16 0, i16 0, i16 0, i16 0], align 16
@InitCommandPrefixCodes.kDefaultCommandCode = internal unnamed_addr constant [57 x i8] c"\FFw\D5\BF\E7\DE\EA\9EQ]\DE\C6pW\BCXXX\D8\D8X\D5\CB\8C\EA\E0\C3\87\1F\83\C1`\1Cg\B2\AA\06\83\C1`0\18\CC\A1\CE\88T\94F\E1\B0\D0N\B2\F7\04\00", align 16
@_kBrotliContextLookupTable = external constant [2048 x i8], align 16
@DecideOverLiteralContextModeling.lut = internal unnamed_addr constant [4 x i32] [i32 0, i32 0, i32 1, i32 2], align 16
@ShouldUseComplexStaticContextMap.kStaticContextMapComplexUTF8 = internal constant [64 x i32] [i32 11, i32 11, i32 12, i32 12, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 9, i32 9, i32 2, i32 2, i32 2, i32 2, i32 1, i32 1, i32 1, i32 1, i32 8, i32 3, i32 3, i32 3, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 8, i32 4, i32 4, i32 4, i32 8, i32 7, i32 4, i32 4, i32 8, i32 0, i32 0, i32 0, i32 3, i32 3, i32 3, i32 3, i32 5, i32 5, i32 10, i32 5, i32 5, i32 5, i32 10, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6], align 16
@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16
@ChooseContextMap.kStaticContextMapContinuation = internal constant <{ i32, i32, i32, i32, [60 x i32] }> <{ i32 1, i32 1, i32 2, i32 2, [60 x i32] zeroinitializer }>, align 16
@ChooseContextMap.kStaticContextMapSimpleUTF8 = internal constant <{ i32, i32, i32, i32, [60 x i32] }> <{ i32 0, i32 0, i32 1, i32 1, [60 x i32] zeroinitializer }>, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @BrotliEncoderSetParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 6972
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %35

7:                                                ; preds = %3
  switch i32 %1, label %35 [
    i32 0, label %8
    i32 1, label %9
    i32 2, label %11
    i32 3, label %13
    i32 4, label %15
    i32 5, label %19
    i32 6, label %22
    i32 7, label %26
    i32 8, label %28
    i32 9, label %30
  ]

8:                                                ; preds = %7
  store i32 %2, ptr %0, align 8, !tbaa !26
  br label %35

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %2, ptr %10, align 4, !tbaa !27
  br label %35

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %2, ptr %12, align 8, !tbaa !28
  br label %35

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %2, ptr %14, align 4, !tbaa !29
  br label %35

15:                                               ; preds = %7
  %16 = icmp ugt i32 %2, 1
  br i1 %16, label %35, label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %2, ptr %18, align 8, !tbaa !30
  br label %35

19:                                               ; preds = %7
  %20 = zext i32 %2 to i64
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %20, ptr %21, align 8, !tbaa !31
  br label %35

22:                                               ; preds = %7
  %23 = icmp ne i32 %2, 0
  %24 = zext i1 %23 to i32
  %25 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %24, ptr %25, align 4, !tbaa !32
  br label %35

26:                                               ; preds = %7
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %2, ptr %27, align 8, !tbaa !33
  br label %35

28:                                               ; preds = %7
  %29 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %2, ptr %29, align 4, !tbaa !34
  br label %35

30:                                               ; preds = %7
  %31 = icmp ugt i32 %2, 1073741824
  br i1 %31, label %35, label %32

32:                                               ; preds = %30
  %33 = zext nneg i32 %2 to i64
  %34 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %33, ptr %34, align 8, !tbaa !35
  br label %35

35:                                               ; preds = %7, %30, %15, %3, %32, %28, %26, %22, %19, %17, %13, %11, %9, %8
  %36 = phi i32 [ 1, %32 ], [ 1, %28 ], [ 1, %26 ], [ 1, %22 ], [ 1, %19 ], [ 1, %17 ], [ 1, %13 ], [ 1, %11 ], [ 1, %9 ], [ 1, %8 ], [ 0, %3 ], [ 0, %15 ], [ 0, %30 ], [ 0, %7 ]
  ret i32 %36
}

; Function Attrs: nounwind uwtable
define dso_local ptr @BrotliEncoderCreateInstance(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @BrotliEncoderEnsureStaticInit() #19
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %29, label %6

6:                                                ; preds = %3
  %7 = tail call ptr @BrotliBootstrapAlloc(i64 noundef 6976, ptr noundef %0, ptr noundef %1, ptr noundef %2) #19
  %8 = icmp eq ptr %7, null
  br i1 %8, label %29, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %7, i64 1400
  tail call void @BrotliInitMemoryManager(ptr noundef nonnull %10, ptr noundef %0, ptr noundef %1, ptr noundef %2) #19
  store i32 0, ptr %7, align 8, !tbaa !36
  %11 = getelementptr inbounds i8, ptr %7, i64 36
  store i32 0, ptr %11, align 4, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %7, i64 4
  store i32 11, ptr %12, align 4, !tbaa !38
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 22, ptr %13, align 8, !tbaa !39
  %14 = getelementptr inbounds i8, ptr %7, i64 12
  %15 = getelementptr inbounds i8, ptr %7, i64 80
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %14, i8 0, i64 24, i1 false)
  tail call void @BrotliInitSharedEncoderDictionary(ptr noundef nonnull %15) #19
  %16 = getelementptr inbounds i8, ptr %7, i64 56
  store <4 x i32> <i32 0, i32 0, i32 64, i32 64>, ptr %16, align 8, !tbaa !40
  %17 = getelementptr inbounds i8, ptr %7, i64 72
  store i64 67108860, ptr %17, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %7, i64 1424
  store i64 0, ptr %18, align 8, !tbaa !42
  %19 = getelementptr inbounds i8, ptr %7, i64 1612
  store i8 0, ptr %19, align 4, !tbaa !43
  %20 = getelementptr inbounds i8, ptr %7, i64 1613
  store i8 0, ptr %20, align 1, !tbaa !44
  %21 = getelementptr inbounds i8, ptr %7, i64 1616
  %22 = getelementptr inbounds i8, ptr %7, i64 6864
  %23 = getelementptr inbounds i8, ptr %7, i64 6964
  store i32 0, ptr %23, align 4, !tbaa !45
  %24 = getelementptr inbounds i8, ptr %7, i64 6968
  store i32 0, ptr %24, align 8, !tbaa !46
  %25 = getelementptr inbounds i8, ptr %7, i64 6972
  store i32 0, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %7, i64 1448
  %27 = getelementptr inbounds i8, ptr %7, i64 1528
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %26, i8 0, i64 80, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(52) %21, i8 0, i64 52, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %22, i8 0, i64 80, i1 false)
  store <4 x i32> <i32 4, i32 11, i32 15, i32 16>, ptr %27, align 8, !tbaa !40
  %28 = getelementptr inbounds i8, ptr %7, i64 1592
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false)
  br label %29

29:                                               ; preds = %9, %6, %3
  %30 = phi ptr [ null, %3 ], [ %7, %9 ], [ null, %6 ]
  ret ptr %30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare hidden i32 @BrotliEncoderEnsureStaticInit() local_unnamed_addr #3

declare hidden ptr @BrotliBootstrapAlloc(i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliInitMemoryManager(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local void @BrotliEncoderDestroyInstance(ptr noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %42, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 1400
  %5 = getelementptr inbounds i8, ptr %0, i64 1624
  %6 = load ptr, ptr %5, align 8, !tbaa !47
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %6) #19
  store ptr null, ptr %5, align 8, !tbaa !47
  %7 = getelementptr inbounds i8, ptr %0, i64 1480
  %8 = load ptr, ptr %7, align 8, !tbaa !48
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %8) #19
  store ptr null, ptr %7, align 8, !tbaa !48
  %9 = getelementptr inbounds i8, ptr %0, i64 1456
  %10 = load ptr, ptr %9, align 8, !tbaa !49
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %10) #19
  store ptr null, ptr %9, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %0, i64 1632
  %12 = load ptr, ptr %11, align 8, !tbaa !50
  %13 = icmp eq ptr %12, null
  br i1 %13, label %15, label %14

14:                                               ; preds = %3
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef nonnull %12) #19
  store ptr null, ptr %11, align 8, !tbaa !50
  br label %15

15:                                               ; preds = %14, %3
  %16 = getelementptr inbounds i8, ptr %0, i64 1640
  %17 = load ptr, ptr %16, align 8, !tbaa !50
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef nonnull %17) #19
  store ptr null, ptr %16, align 8, !tbaa !50
  br label %20

20:                                               ; preds = %19, %15
  %21 = getelementptr inbounds i8, ptr %0, i64 1648
  %22 = load ptr, ptr %21, align 8, !tbaa !50
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %20
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef nonnull %22) #19
  store ptr null, ptr %21, align 8, !tbaa !50
  br label %25

25:                                               ; preds = %24, %20
  %26 = getelementptr inbounds i8, ptr %0, i64 1656
  %27 = load ptr, ptr %26, align 8, !tbaa !50
  %28 = icmp eq ptr %27, null
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef nonnull %27) #19
  store ptr null, ptr %26, align 8, !tbaa !50
  br label %30

30:                                               ; preds = %25, %29
  %31 = getelementptr inbounds i8, ptr %0, i64 6864
  %32 = load ptr, ptr %31, align 8, !tbaa !51
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %32) #19
  store ptr null, ptr %31, align 8, !tbaa !51
  %33 = getelementptr inbounds i8, ptr %0, i64 6880
  %34 = load ptr, ptr %33, align 8, !tbaa !52
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %34) #19
  store ptr null, ptr %33, align 8, !tbaa !52
  %35 = getelementptr inbounds i8, ptr %0, i64 6888
  %36 = load ptr, ptr %35, align 8, !tbaa !53
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %36) #19
  store ptr null, ptr %35, align 8, !tbaa !53
  %37 = getelementptr inbounds i8, ptr %0, i64 6896
  %38 = load ptr, ptr %37, align 8, !tbaa !54
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %38) #19
  store ptr null, ptr %37, align 8, !tbaa !54
  %39 = getelementptr inbounds i8, ptr %0, i64 6904
  %40 = load ptr, ptr %39, align 8, !tbaa !55
  tail call void @BrotliFree(ptr noundef nonnull %4, ptr noundef %40) #19
  store ptr null, ptr %39, align 8, !tbaa !55
  %41 = getelementptr inbounds i8, ptr %0, i64 80
  tail call void @BrotliCleanupSharedEncoderDictionary(ptr noundef nonnull %4, ptr noundef nonnull %41) #19
  tail call void @BrotliBootstrapFree(ptr noundef nonnull %0, ptr noundef nonnull %4) #19
  br label %42

42:                                               ; preds = %1, %30
  ret void
}

declare hidden void @BrotliBootstrapFree(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @BrotliEncoderMaxCompressedSize(i64 noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 12
  %5 = and i64 %4, 4503599627370492
  %6 = add i64 %0, 6
  %7 = add i64 %6, %5
  %8 = icmp ult i64 %7, %0
  %9 = select i1 %8, i64 0, i64 %7
  br label %10

10:                                               ; preds = %1, %3
  %11 = phi i64 [ %9, %3 ], [ 2, %1 ]
  ret i64 %11
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @BrotliEncoderCompress(i32 noundef %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6) local_unnamed_addr #1 {
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = load i64, ptr %5, align 8, !tbaa !56
  %14 = freeze i64 %13
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %7
  %17 = icmp eq i64 %14, 0
  br i1 %17, label %111, label %26

18:                                               ; preds = %7
  %19 = lshr i64 %3, 12
  %20 = and i64 %19, 4503599627370492
  %21 = add i64 %3, 6
  %22 = add i64 %21, %20
  %23 = icmp ult i64 %22, %3
  %24 = select i1 %23, i64 0, i64 %22
  %25 = icmp eq i64 %14, 0
  br i1 %25, label %111, label %27

26:                                               ; preds = %16
  store i64 1, ptr %5, align 8, !tbaa !56
  store i8 6, ptr %6, align 1, !tbaa !57
  br label %111

27:                                               ; preds = %18
  %28 = tail call ptr @BrotliEncoderCreateInstance(ptr noundef null, ptr noundef null, ptr noundef null)
  %29 = icmp eq ptr %28, null
  br i1 %29, label %111, label %30

30:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #19
  store i64 %3, ptr %8, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #19
  store ptr %4, ptr %9, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #19
  %31 = load i64, ptr %5, align 8, !tbaa !56
  store i64 %31, ptr %10, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #19
  store ptr %6, ptr %11, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #19
  store i64 0, ptr %12, align 8, !tbaa !56
  %32 = getelementptr inbounds i8, ptr %28, i64 6972
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %28, i64 4
  store i32 %0, ptr %36, align 4, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %28, i64 8
  store i32 %1, ptr %37, align 8, !tbaa !28
  store i32 %2, ptr %28, align 8, !tbaa !26
  %38 = and i64 %3, 4294967295
  %39 = getelementptr inbounds i8, ptr %28, i64 24
  store i64 %38, ptr %39, align 8, !tbaa !31
  %40 = icmp sgt i32 %1, 24
  br i1 %40, label %41, label %43

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %28, i64 36
  store i32 1, ptr %42, align 4, !tbaa !32
  br label %43

43:                                               ; preds = %30, %41, %35
  %44 = call i32 @BrotliEncoderCompressStream(ptr noundef nonnull %28, i32 noundef 2, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %45 = getelementptr inbounds i8, ptr %28, i64 6964
  %46 = load i32, ptr %45, align 4, !tbaa !45
  %47 = icmp eq i32 %46, 2
  br i1 %47, label %48, label %53

48:                                               ; preds = %43
  %49 = getelementptr inbounds i8, ptr %28, i64 6928
  %50 = load i64, ptr %49, align 8, !tbaa !58
  %51 = freeze i64 %50
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %54, label %53

53:                                               ; preds = %43, %48
  br label %54

54:                                               ; preds = %48, %53
  %55 = phi i32 [ 0, %53 ], [ %44, %48 ]
  %56 = load i64, ptr %12, align 8, !tbaa !56
  store i64 %56, ptr %5, align 8, !tbaa !56
  call void @BrotliEncoderDestroyInstance(ptr noundef nonnull %28)
  %57 = icmp eq i32 %55, 0
  br i1 %57, label %64, label %58

58:                                               ; preds = %54
  %59 = icmp eq i64 %24, 0
  br i1 %59, label %63, label %60

60:                                               ; preds = %58
  %61 = load i64, ptr %5, align 8, !tbaa !56
  %62 = icmp ugt i64 %61, %24
  br i1 %62, label %64, label %63

63:                                               ; preds = %60, %58
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #19
  br label %111

64:                                               ; preds = %54, %60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #19
  store i64 0, ptr %5, align 8, !tbaa !56
  %65 = add i64 %24, -1
  %66 = icmp ult i64 %65, %14
  br i1 %66, label %67, label %111

67:                                               ; preds = %64
  store i8 33, ptr %6, align 1, !tbaa !57
  %68 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 3, ptr %68, align 1, !tbaa !57
  br label %69

69:                                               ; preds = %67, %100
  %70 = phi i64 [ %106, %100 ], [ %3, %67 ]
  %71 = phi i64 [ %105, %100 ], [ 0, %67 ]
  %72 = phi i64 [ %104, %100 ], [ 2, %67 ]
  %73 = call i64 @llvm.umin.i64(i64 %70, i64 16777216)
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = icmp ugt i64 %70, 65536
  %76 = icmp ugt i64 %70, 1048576
  %77 = select i1 %76, i32 2, i32 1
  %78 = select i1 %75, i32 %77, i32 0
  %79 = shl nuw nsw i32 %78, 1
  %80 = shl nuw nsw i32 %74, 3
  %81 = add nsw i32 %80, -8
  %82 = or disjoint i32 %79, %81
  %83 = shl nuw nsw i32 %78, 2
  %84 = shl nuw nsw i32 524288, %83
  %85 = or i32 %82, %84
  %86 = trunc i32 %82 to i8
  %87 = getelementptr inbounds i8, ptr %6, i64 %72
  store i8 %86, ptr %87, align 1, !tbaa !57
  %88 = lshr i32 %81, 8
  %89 = trunc i32 %88 to i8
  %90 = getelementptr i8, ptr %87, i64 1
  store i8 %89, ptr %90, align 1, !tbaa !57
  %91 = lshr i32 %85, 16
  %92 = trunc i32 %91 to i8
  %93 = add i64 %72, 3
  %94 = getelementptr i8, ptr %87, i64 2
  store i8 %92, ptr %94, align 1, !tbaa !57
  br i1 %76, label %95, label %100

95:                                               ; preds = %69
  %96 = lshr i32 %85, 24
  %97 = trunc nuw i32 %96 to i8
  %98 = add i64 %72, 4
  %99 = getelementptr inbounds i8, ptr %6, i64 %93
  store i8 %97, ptr %99, align 1, !tbaa !57
  br label %100

100:                                              ; preds = %95, %69
  %101 = phi i64 [ %98, %95 ], [ %93, %69 ]
  %102 = getelementptr inbounds i8, ptr %6, i64 %101
  %103 = getelementptr inbounds i8, ptr %4, i64 %71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %102, ptr noundef nonnull readonly align 1 dereferenceable(1) %103, i64 %73, i1 false)
  %104 = add i64 %101, %73
  %105 = add i64 %73, %71
  %106 = sub i64 %70, %73
  %107 = icmp eq i64 %106, 0
  br i1 %107, label %108, label %69, !llvm.loop !59

108:                                              ; preds = %100
  %109 = getelementptr inbounds i8, ptr %6, i64 %104
  store i8 3, ptr %109, align 1, !tbaa !57
  %110 = add i64 %104, 1
  store i64 %110, ptr %5, align 8, !tbaa !56
  br label %111

111:                                              ; preds = %18, %64, %63, %27, %16, %108, %26
  %112 = phi i32 [ 1, %26 ], [ 1, %108 ], [ 0, %16 ], [ 0, %27 ], [ 1, %63 ], [ 0, %64 ], [ 0, %18 ]
  ret i32 %112
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @BrotliEncoderCompressStream(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5, ptr noundef %6) local_unnamed_addr #1 {
  %8 = alloca i64, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 1400
  %10 = getelementptr inbounds i8, ptr %0, i64 6972
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %146

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %0, i64 1610
  store i8 0, ptr %14, align 2, !tbaa !61
  %15 = getelementptr inbounds i8, ptr %0, i64 1608
  store i16 0, ptr %15, align 8, !tbaa !62
  %16 = getelementptr inbounds i8, ptr %0, i64 1611
  store i8 -2, ptr %16, align 1, !tbaa !63
  %17 = getelementptr inbounds i8, ptr %0, i64 6960
  store i32 -1, ptr %17, align 8, !tbaa !64
  %18 = getelementptr inbounds i8, ptr %0, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !38
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 11)
  store i32 %21, ptr %18, align 4, !tbaa !38
  %22 = icmp slt i32 %19, 3
  br i1 %22, label %23, label %25

23:                                               ; preds = %13
  %24 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 0, ptr %24, align 4, !tbaa !37
  br label %25

25:                                               ; preds = %23, %13
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = load i32, ptr %26, align 8, !tbaa !39
  %28 = icmp slt i32 %27, 10
  br i1 %28, label %35, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 36
  %31 = load i32, ptr %30, align 4, !tbaa !37
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, i32 24, i32 30
  %34 = icmp ugt i32 %27, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %29, %25
  %36 = phi i32 [ 10, %25 ], [ %33, %29 ]
  store i32 %36, ptr %26, align 8, !tbaa !39
  br label %37

37:                                               ; preds = %35, %29
  %38 = phi i32 [ %27, %29 ], [ %36, %35 ]
  %39 = getelementptr inbounds i8, ptr %0, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !65
  %41 = icmp slt i32 %19, 2
  br i1 %41, label %55, label %42

42:                                               ; preds = %37
  %43 = icmp ult i32 %19, 4
  br i1 %43, label %55, label %44

44:                                               ; preds = %42
  %45 = icmp eq i32 %40, 0
  br i1 %45, label %46, label %52

46:                                               ; preds = %44
  %47 = icmp ugt i32 %19, 8
  %48 = icmp ugt i32 %38, 16
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %57

50:                                               ; preds = %46
  %51 = tail call i32 @llvm.umin.i32(i32 %38, i32 18)
  br label %57

52:                                               ; preds = %44
  %53 = tail call i32 @llvm.smax.i32(i32 %40, i32 16)
  %54 = tail call i32 @llvm.umin.i32(i32 %53, i32 24)
  br label %57

55:                                               ; preds = %42, %37
  %56 = phi i32 [ 14, %42 ], [ %38, %37 ]
  store i32 %56, ptr %39, align 4, !tbaa !29
  br label %78

57:                                               ; preds = %52, %50, %46
  %58 = phi i32 [ %54, %52 ], [ 16, %46 ], [ %51, %50 ]
  store i32 %58, ptr %39, align 4, !tbaa !29
  %59 = load i32, ptr %0, align 8, !tbaa !36
  %60 = icmp eq i32 %59, 2
  br i1 %60, label %66, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %0, i64 56
  %63 = load i32, ptr %62, align 8, !tbaa !66
  %64 = getelementptr inbounds i8, ptr %0, i64 60
  %65 = load i32, ptr %64, align 4, !tbaa !67
  br label %66

66:                                               ; preds = %61, %57
  %67 = phi i32 [ %65, %61 ], [ 12, %57 ]
  %68 = phi i32 [ %63, %61 ], [ 1, %57 ]
  %69 = icmp ugt i32 %68, 3
  %70 = icmp ugt i32 %67, 120
  %71 = select i1 %69, i1 true, i1 %70
  br i1 %71, label %77, label %72

72:                                               ; preds = %66
  %73 = lshr i32 %67, %68
  %74 = and i32 %73, 15
  %75 = shl nuw nsw i32 %74, %68
  %76 = icmp eq i32 %75, %67
  br i1 %76, label %78, label %77

77:                                               ; preds = %72, %66
  br label %78

78:                                               ; preds = %77, %72, %55
  %79 = phi i32 [ 0, %55 ], [ 0, %77 ], [ %67, %72 ]
  %80 = phi i32 [ 0, %55 ], [ 0, %77 ], [ %68, %72 ]
  %81 = getelementptr inbounds i8, ptr %0, i64 56
  %82 = getelementptr inbounds i8, ptr %0, i64 36
  %83 = load i32, ptr %82, align 4, !tbaa !37
  tail call void @BrotliInitDistanceParams(ptr noundef nonnull %81, i32 noundef %80, i32 noundef %79, i32 noundef %83) #19
  %84 = getelementptr inbounds i8, ptr %0, i64 16
  %85 = load i64, ptr %84, align 8, !tbaa !35
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %90, label %87

87:                                               ; preds = %78
  store i8 2, ptr %16, align 1, !tbaa !63
  %88 = getelementptr inbounds i8, ptr %0, i64 1528
  store <4 x i32> <i32 -16, i32 -16, i32 -16, i32 -16>, ptr %88, align 8, !tbaa !40
  %89 = getelementptr inbounds i8, ptr %0, i64 1592
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %89, ptr noundef nonnull align 8 dereferenceable(16) %88, i64 16, i1 false)
  br label %90

90:                                               ; preds = %87, %78
  %91 = getelementptr inbounds i8, ptr %0, i64 1432
  %92 = load i32, ptr %26, align 8, !tbaa !39
  %93 = load i32, ptr %39, align 4, !tbaa !65
  %94 = tail call i32 @llvm.smax.i32(i32 %92, i32 %93)
  %95 = add nsw i32 %94, 1
  %96 = shl nuw i32 1, %95
  store i32 %96, ptr %91, align 8, !tbaa !40
  %97 = add i32 %96, -1
  %98 = getelementptr inbounds i8, ptr %0, i64 1436
  store i32 %97, ptr %98, align 4, !tbaa !40
  %99 = shl nuw i32 1, %93
  %100 = getelementptr inbounds i8, ptr %0, i64 1440
  store i32 %99, ptr %100, align 8, !tbaa !40
  %101 = add i32 %96, %99
  %102 = getelementptr inbounds i8, ptr %0, i64 1444
  store i32 %101, ptr %102, align 4, !tbaa !40
  %103 = load i32, ptr %18, align 4, !tbaa !27
  %104 = icmp ult i32 %103, 2
  %105 = tail call i32 @llvm.smax.i32(i32 %92, i32 18)
  %106 = select i1 %104, i32 %105, i32 %92
  br i1 %86, label %107, label %129

107:                                              ; preds = %90
  %108 = load i32, ptr %82, align 4, !tbaa !32
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = trunc i32 %106 to i16
  %112 = shl i16 %111, 8
  %113 = and i16 %112, 16128
  %114 = or disjoint i16 %113, 17
  br label %126

115:                                              ; preds = %107
  switch i32 %106, label %117 [
    i32 16, label %126
    i32 17, label %116
  ]

116:                                              ; preds = %115
  br label %126

117:                                              ; preds = %115
  %118 = icmp sgt i32 %106, 17
  %119 = trunc i32 %106 to i16
  br i1 %118, label %120, label %123

120:                                              ; preds = %117
  %121 = shl i16 %119, 1
  %122 = add i16 %121, -33
  br label %126

123:                                              ; preds = %117
  %124 = shl i16 %119, 4
  %125 = add i16 %124, -127
  br label %126

126:                                              ; preds = %123, %120, %116, %115, %110
  %127 = phi i16 [ %122, %120 ], [ %125, %123 ], [ 1, %116 ], [ %114, %110 ], [ 0, %115 ]
  %128 = phi i8 [ 4, %120 ], [ 7, %123 ], [ 7, %116 ], [ 14, %110 ], [ 1, %115 ]
  store i16 %127, ptr %15, align 2, !tbaa !68
  store i8 %128, ptr %14, align 1, !tbaa !57
  br label %134

129:                                              ; preds = %90
  %130 = zext nneg i32 %106 to i64
  %131 = shl nuw i64 1, %130
  %132 = add i64 %131, -16
  %133 = tail call i64 @llvm.umin.i64(i64 %85, i64 %132)
  store i64 %133, ptr %84, align 8, !tbaa !35
  br label %134

134:                                              ; preds = %129, %126
  switch i32 %103, label %145 [
    i32 0, label %135
    i32 1, label %142
  ]

135:                                              ; preds = %134
  %136 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef 8144) #19
  %137 = getelementptr inbounds i8, ptr %0, i64 6880
  store ptr %136, ptr %137, align 8, !tbaa !52
  %138 = getelementptr inbounds i8, ptr %136, i64 768
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %138, ptr noundef nonnull align 16 dereferenceable(128) @InitCommandPrefixCodes.kDefaultCommandDepths, i64 128, i1 false)
  %139 = getelementptr inbounds i8, ptr %136, i64 896
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(256) %139, ptr noundef nonnull align 16 dereferenceable(256) @InitCommandPrefixCodes.kDefaultCommandBits, i64 256, i1 false)
  %140 = getelementptr inbounds i8, ptr %136, i64 1664
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(57) %140, ptr noundef nonnull align 16 dereferenceable(57) @InitCommandPrefixCodes.kDefaultCommandCode, i64 57, i1 false)
  %141 = getelementptr inbounds i8, ptr %136, i64 2176
  store i64 448, ptr %141, align 8, !tbaa !69
  br label %145

142:                                              ; preds = %134
  %143 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef 7624) #19
  %144 = getelementptr inbounds i8, ptr %0, i64 6888
  store ptr %143, ptr %144, align 8, !tbaa !53
  br label %145

145:                                              ; preds = %142, %135, %134
  store i32 1, ptr %10, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %7, %145
  %147 = getelementptr inbounds i8, ptr %0, i64 6960
  %148 = load i32, ptr %147, align 8, !tbaa !64
  %149 = icmp eq i32 %148, -1
  br i1 %149, label %156, label %150

150:                                              ; preds = %146
  %151 = load i64, ptr %2, align 8, !tbaa !56
  %152 = zext i32 %148 to i64
  %153 = icmp eq i64 %151, %152
  %154 = icmp eq i32 %1, 3
  %155 = and i1 %154, %153
  br i1 %155, label %158, label %795

156:                                              ; preds = %146
  %157 = icmp eq i32 %1, 3
  br i1 %157, label %158, label %309

158:                                              ; preds = %150, %156
  %159 = getelementptr inbounds i8, ptr %0, i64 24
  %160 = load i64, ptr %159, align 8, !tbaa !31
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %162, label %169

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %0, i64 1424
  %164 = load i64, ptr %163, align 8, !tbaa !42
  %165 = getelementptr inbounds i8, ptr %0, i64 1520
  %166 = load i64, ptr %165, align 8, !tbaa !71
  %167 = sub i64 %164, %166
  %168 = tail call i64 @llvm.umin.i64(i64 %167, i64 1073741824)
  store i64 %168, ptr %159, align 8, !tbaa !31
  br label %169

169:                                              ; preds = %158, %162
  %170 = load i64, ptr %2, align 8, !tbaa !56
  %171 = icmp ugt i64 %170, 16777216
  br i1 %171, label %795, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %0, i64 6964
  %174 = load i32, ptr %173, align 4, !tbaa !45
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %176, label %178

176:                                              ; preds = %172
  %177 = trunc nuw nsw i64 %170 to i32
  store i32 %177, ptr %147, align 8, !tbaa !64
  store i32 3, ptr %173, align 4, !tbaa !45
  br label %181

178:                                              ; preds = %172
  %179 = add i32 %174, -3
  %180 = icmp ult i32 %179, 2
  br i1 %180, label %181, label %795

181:                                              ; preds = %178, %176
  %182 = getelementptr inbounds i8, ptr %0, i64 6928
  %183 = getelementptr inbounds i8, ptr %0, i64 1424
  %184 = getelementptr inbounds i8, ptr %0, i64 1512
  %185 = getelementptr inbounds i8, ptr %0, i64 6920
  %186 = getelementptr inbounds i8, ptr %0, i64 6912
  %187 = getelementptr inbounds i8, ptr %0, i64 6944
  %188 = getelementptr inbounds i8, ptr %0, i64 1610
  %189 = getelementptr inbounds i8, ptr %0, i64 1608
  %190 = getelementptr inbounds i8, ptr %0, i64 6945
  br label %191

191:                                              ; preds = %308, %181
  %192 = tail call fastcc i32 @InjectFlushOrPushOutput(ptr noundef %0, ptr noundef %4, ptr noundef %5, ptr noundef %6)
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %194, label %308

194:                                              ; preds = %191
  %195 = load i64, ptr %182, align 8, !tbaa !58
  %196 = icmp eq i64 %195, 0
  br i1 %196, label %197, label %795

197:                                              ; preds = %194
  %198 = load i64, ptr %183, align 8, !tbaa !42
  %199 = load i64, ptr %184, align 8, !tbaa !72
  %200 = icmp eq i64 %198, %199
  br i1 %200, label %204, label %201

201:                                              ; preds = %197
  %202 = tail call fastcc i32 @EncodeData(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1, ptr noundef nonnull %182, ptr noundef nonnull %185)
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %795, label %308

204:                                              ; preds = %197
  %205 = load i32, ptr %173, align 4, !tbaa !45
  %206 = icmp eq i32 %205, 3
  br i1 %206, label %207, label %271

207:                                              ; preds = %204
  store ptr %187, ptr %185, align 8, !tbaa !73
  %208 = load i32, ptr %147, align 8, !tbaa !64
  %209 = zext i32 %208 to i64
  %210 = load i8, ptr %188, align 2, !tbaa !61
  %211 = zext i8 %210 to i64
  %212 = load i16, ptr %189, align 8, !tbaa !62
  %213 = trunc i16 %212 to i8
  store i8 %213, ptr %187, align 1, !tbaa !57
  %214 = lshr i16 %212, 8
  %215 = trunc nuw i16 %214 to i8
  store i8 %215, ptr %190, align 1, !tbaa !57
  store i16 0, ptr %189, align 8, !tbaa !62
  store i8 0, ptr %188, align 2, !tbaa !61
  %216 = lshr i64 %211, 3
  %217 = getelementptr inbounds i8, ptr %187, i64 %216
  %218 = load i8, ptr %217, align 1, !tbaa !57, !alias.scope !74, !noalias !77
  %219 = zext i8 %218 to i64
  store i64 %219, ptr %217, align 1, !noalias !77
  %220 = add nuw nsw i64 %211, 1
  %221 = lshr i64 %220, 3
  %222 = getelementptr inbounds i8, ptr %187, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !57, !alias.scope !79, !noalias !82
  %224 = zext i8 %223 to i64
  %225 = and i64 %220, 7
  %226 = shl nuw nsw i64 3, %225
  %227 = or i64 %226, %224
  store i64 %227, ptr %222, align 1, !noalias !82
  %228 = add nuw nsw i64 %211, 3
  %229 = lshr i64 %228, 3
  %230 = getelementptr inbounds i8, ptr %187, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !57, !alias.scope !84, !noalias !87
  %232 = zext i8 %231 to i64
  store i64 %232, ptr %230, align 1, !noalias !87
  %233 = add nuw nsw i64 %211, 4
  switch i32 %208, label %240 [
    i32 0, label %234
    i32 1, label %245
  ]

234:                                              ; preds = %207
  %235 = lshr i64 %233, 3
  %236 = getelementptr inbounds i8, ptr %187, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !57, !alias.scope !89, !noalias !92
  %238 = zext i8 %237 to i64
  store i64 %238, ptr %236, align 1, !noalias !92
  %239 = add nuw nsw i64 %211, 6
  br label %267

240:                                              ; preds = %207
  %241 = add i32 %208, -1
  %242 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %241, i1 true)
  %243 = sub nuw nsw i32 39, %242
  %244 = lshr i32 %243, 3
  br label %245

245:                                              ; preds = %240, %207
  %246 = phi i32 [ %244, %240 ], [ %208, %207 ]
  %247 = zext nneg i32 %246 to i64
  %248 = lshr i64 %233, 3
  %249 = getelementptr inbounds i8, ptr %187, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !57, !alias.scope !94, !noalias !97
  %251 = zext i8 %250 to i64
  %252 = and i64 %233, 7
  %253 = shl nuw nsw i64 %247, %252
  %254 = or i64 %253, %251
  store i64 %254, ptr %249, align 1, !noalias !97
  %255 = add nuw nsw i64 %211, 6
  %256 = shl nuw nsw i32 %246, 3
  %257 = zext nneg i32 %256 to i64
  %258 = add nsw i64 %209, -1
  %259 = lshr i64 %255, 3
  %260 = getelementptr inbounds i8, ptr %187, i64 %259
  %261 = load i8, ptr %260, align 1, !tbaa !57, !alias.scope !99, !noalias !102
  %262 = zext i8 %261 to i64
  %263 = and i64 %255, 7
  %264 = shl nuw nsw i64 %258, %263
  %265 = or i64 %264, %262
  store i64 %265, ptr %260, align 1, !noalias !102
  %266 = add nuw nsw i64 %255, %257
  br label %267

267:                                              ; preds = %245, %234
  %268 = phi i64 [ %266, %245 ], [ %239, %234 ]
  %269 = add nuw nsw i64 %268, 7
  %270 = lshr i64 %269, 3
  store i64 %270, ptr %182, align 8, !tbaa !58
  store i32 4, ptr %173, align 4, !tbaa !45
  br label %308

271:                                              ; preds = %204
  %272 = load i32, ptr %147, align 8, !tbaa !64
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %274, label %275

274:                                              ; preds = %271
  store i32 -1, ptr %147, align 8, !tbaa !64
  store i32 0, ptr %173, align 4, !tbaa !45
  br label %795

275:                                              ; preds = %271
  %276 = load i64, ptr %4, align 8, !tbaa !56
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %296, label %278

278:                                              ; preds = %275
  %279 = zext i32 %272 to i64
  %280 = tail call i64 @llvm.umin.i64(i64 %279, i64 %276)
  %281 = trunc nuw i64 %280 to i32
  %282 = load ptr, ptr %5, align 8, !tbaa !50
  %283 = load ptr, ptr %3, align 8, !tbaa !50
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %282, ptr align 1 %283, i64 %280, i1 false)
  %284 = load ptr, ptr %3, align 8, !tbaa !50
  %285 = getelementptr inbounds i8, ptr %284, i64 %280
  store ptr %285, ptr %3, align 8, !tbaa !50
  %286 = load i64, ptr %2, align 8, !tbaa !56
  %287 = sub i64 %286, %280
  store i64 %287, ptr %2, align 8, !tbaa !56
  %288 = load i64, ptr %186, align 8, !tbaa !104
  %289 = add i64 %288, %280
  store i64 %289, ptr %186, align 8, !tbaa !104
  %290 = load i32, ptr %147, align 8, !tbaa !64
  %291 = sub i32 %290, %281
  store i32 %291, ptr %147, align 8, !tbaa !64
  %292 = load ptr, ptr %5, align 8, !tbaa !50
  %293 = getelementptr inbounds i8, ptr %292, i64 %280
  store ptr %293, ptr %5, align 8, !tbaa !50
  %294 = load i64, ptr %4, align 8, !tbaa !56
  %295 = sub i64 %294, %280
  store i64 %295, ptr %4, align 8, !tbaa !56
  br label %308

296:                                              ; preds = %275
  %297 = tail call range(i32 1, 0) i32 @llvm.umin.i32(i32 %272, i32 16)
  store ptr %187, ptr %185, align 8, !tbaa !73
  %298 = load ptr, ptr %3, align 8, !tbaa !50
  %299 = zext nneg i32 %297 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %187, ptr noundef nonnull align 1 dereferenceable(1) %298, i64 %299, i1 false)
  %300 = load ptr, ptr %3, align 8, !tbaa !50
  %301 = getelementptr inbounds i8, ptr %300, i64 %299
  store ptr %301, ptr %3, align 8, !tbaa !50
  %302 = load i64, ptr %2, align 8, !tbaa !56
  %303 = sub i64 %302, %299
  store i64 %303, ptr %2, align 8, !tbaa !56
  %304 = load i64, ptr %186, align 8, !tbaa !104
  %305 = add i64 %304, %299
  store i64 %305, ptr %186, align 8, !tbaa !104
  %306 = load i32, ptr %147, align 8, !tbaa !64
  %307 = sub i32 %306, %297
  store i32 %307, ptr %147, align 8, !tbaa !64
  store i64 %299, ptr %182, align 8, !tbaa !58
  br label %308

308:                                              ; preds = %296, %278, %267, %201, %191
  br label %191

309:                                              ; preds = %156
  %310 = getelementptr inbounds i8, ptr %0, i64 6964
  %311 = load i32, ptr %310, align 4, !tbaa !45
  switch i32 %311, label %312 [
    i32 3, label %795
    i32 4, label %795
    i32 0, label %315
  ]

312:                                              ; preds = %309
  %313 = load i64, ptr %2, align 8, !tbaa !56
  %314 = icmp eq i64 %313, 0
  br i1 %314, label %315, label %795

315:                                              ; preds = %309, %312
  %316 = getelementptr inbounds i8, ptr %0, i64 4
  %317 = load i32, ptr %316, align 4, !tbaa !27
  %318 = icmp ult i32 %317, 2
  br i1 %318, label %339, label %319

319:                                              ; preds = %315
  %320 = getelementptr inbounds i8, ptr %0, i64 1424
  %321 = getelementptr inbounds i8, ptr %0, i64 1520
  %322 = getelementptr inbounds i8, ptr %0, i64 12
  %323 = getelementptr inbounds i8, ptr %0, i64 1611
  %324 = getelementptr inbounds i8, ptr %0, i64 1432
  %325 = getelementptr inbounds i8, ptr %0, i64 1452
  %326 = getelementptr inbounds i8, ptr %0, i64 1440
  %327 = getelementptr inbounds i8, ptr %0, i64 1448
  %328 = getelementptr inbounds i8, ptr %0, i64 1444
  %329 = getelementptr inbounds i8, ptr %0, i64 1456
  %330 = getelementptr inbounds i8, ptr %0, i64 1464
  %331 = getelementptr inbounds i8, ptr %0, i64 1436
  %332 = getelementptr inbounds i8, ptr %0, i64 6912
  %333 = getelementptr inbounds i8, ptr %0, i64 6928
  %334 = getelementptr inbounds i8, ptr %0, i64 6920
  %335 = icmp ne i32 %1, 0
  %336 = icmp eq i32 %1, 2
  %337 = icmp eq i32 %1, 1
  %338 = getelementptr inbounds i8, ptr %0, i64 24
  br label %509

339:                                              ; preds = %315
  %340 = getelementptr inbounds i8, ptr %0, i64 8
  %341 = load i32, ptr %340, align 8, !tbaa !28
  %342 = zext nneg i32 %341 to i64
  %343 = shl nuw i64 1, %342
  %344 = load i64, ptr %2, align 8, !tbaa !56
  %345 = tail call i64 @llvm.umin.i64(i64 %344, i64 %343)
  %346 = tail call i64 @llvm.umin.i64(i64 %345, i64 131072)
  %347 = icmp eq i32 %317, 1
  br i1 %347, label %348, label %370

348:                                              ; preds = %339
  %349 = getelementptr inbounds i8, ptr %0, i64 6896
  %350 = load ptr, ptr %349, align 8, !tbaa !54
  %351 = icmp eq ptr %350, null
  %352 = icmp ugt i64 %345, 131071
  %353 = select i1 %351, i1 %352, i1 false
  br i1 %353, label %358, label %354

354:                                              ; preds = %348
  br i1 %351, label %364, label %355

355:                                              ; preds = %354
  %356 = getelementptr inbounds i8, ptr %0, i64 6904
  %357 = load ptr, ptr %356, align 8, !tbaa !55
  br label %370

358:                                              ; preds = %348
  %359 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef 524288) #19
  store ptr %359, ptr %349, align 8, !tbaa !54
  %360 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef 131072) #19
  %361 = getelementptr inbounds i8, ptr %0, i64 6904
  store ptr %360, ptr %361, align 8, !tbaa !55
  %362 = load ptr, ptr %349, align 8, !tbaa !54
  %363 = icmp eq ptr %362, null
  br i1 %363, label %366, label %370

364:                                              ; preds = %354
  %365 = icmp eq i64 %344, 0
  br i1 %365, label %370, label %366

366:                                              ; preds = %364, %358
  %367 = shl nuw nsw i64 %346, 2
  %368 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %367) #19
  %369 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %346) #19
  br label %370

370:                                              ; preds = %366, %364, %358, %355, %339
  %371 = phi ptr [ null, %339 ], [ %369, %366 ], [ null, %364 ], [ %360, %358 ], [ %357, %355 ]
  %372 = phi ptr [ null, %339 ], [ %369, %366 ], [ null, %364 ], [ null, %358 ], [ null, %355 ]
  %373 = phi ptr [ null, %339 ], [ %368, %366 ], [ null, %364 ], [ %362, %358 ], [ %350, %355 ]
  %374 = phi ptr [ null, %339 ], [ %368, %366 ], [ null, %364 ], [ null, %358 ], [ null, %355 ]
  %375 = getelementptr inbounds i8, ptr %0, i64 6928
  %376 = icmp ne i32 %1, 0
  %377 = icmp eq i32 %1, 2
  %378 = icmp eq i32 %1, 1
  %379 = getelementptr inbounds i8, ptr %0, i64 1610
  %380 = getelementptr inbounds i8, ptr %0, i64 1616
  %381 = getelementptr inbounds i8, ptr %0, i64 1624
  %382 = getelementptr inbounds i8, ptr %0, i64 1608
  %383 = getelementptr inbounds i8, ptr %0, i64 6872
  %384 = getelementptr inbounds i8, ptr %0, i64 6864
  %385 = getelementptr inbounds i8, ptr %0, i64 2768
  %386 = getelementptr inbounds i8, ptr %0, i64 6888
  %387 = getelementptr inbounds i8, ptr %0, i64 6880
  %388 = getelementptr inbounds i8, ptr %0, i64 6912
  %389 = getelementptr inbounds i8, ptr %0, i64 6936
  %390 = icmp eq ptr %6, null
  %391 = getelementptr inbounds i8, ptr %0, i64 6920
  %392 = add i32 %1, -1
  %393 = icmp ult i32 %392, 2
  %394 = select i1 %377, i32 2, i32 1
  br label %395

395:                                              ; preds = %501, %370
  %396 = call fastcc i32 @InjectFlushOrPushOutput(ptr noundef %0, ptr noundef %4, ptr noundef %5, ptr noundef %6)
  %397 = icmp eq i32 %396, 0
  br i1 %397, label %398, label %501

398:                                              ; preds = %395
  %399 = load i64, ptr %375, align 8, !tbaa !58
  %400 = icmp eq i64 %399, 0
  br i1 %400, label %401, label %502

401:                                              ; preds = %398
  %402 = load i32, ptr %310, align 4, !tbaa !45
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %404, label %502

404:                                              ; preds = %401
  %405 = load i64, ptr %2, align 8, !tbaa !56
  %406 = icmp ne i64 %405, 0
  %407 = or i1 %376, %406
  br i1 %407, label %408, label %502

408:                                              ; preds = %404
  %409 = call i64 @llvm.umin.i64(i64 %343, i64 %405)
  %410 = icmp ule i64 %405, %343
  %411 = and i1 %377, %410
  %412 = zext i1 %411 to i32
  %413 = shl i64 %409, 1
  %414 = add i64 %413, 503
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #19
  %415 = load i8, ptr %379, align 2, !tbaa !61
  %416 = zext i8 %415 to i64
  store i64 %416, ptr %8, align 8, !tbaa !56
  %417 = icmp eq i64 %405, 0
  %418 = and i1 %378, %417
  br i1 %418, label %498, label %419

419:                                              ; preds = %408
  %420 = load i64, ptr %4, align 8, !tbaa !56
  %421 = icmp ugt i64 %414, %420
  br i1 %421, label %424, label %422

422:                                              ; preds = %419
  %423 = load ptr, ptr %5, align 8, !tbaa !50
  br label %430

424:                                              ; preds = %419
  %425 = load i64, ptr %380, align 8, !tbaa !105
  %426 = icmp ult i64 %425, %414
  %427 = load ptr, ptr %381, align 8, !tbaa !47
  br i1 %426, label %428, label %430

428:                                              ; preds = %424
  call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %427) #19
  store ptr null, ptr %381, align 8, !tbaa !47
  %429 = call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %414) #19
  store ptr %429, ptr %381, align 8, !tbaa !47
  store i64 %414, ptr %380, align 8, !tbaa !105
  br label %430

430:                                              ; preds = %428, %424, %422
  %431 = phi ptr [ %423, %422 ], [ %429, %428 ], [ %427, %424 ]
  %432 = load i16, ptr %382, align 8, !tbaa !62
  %433 = trunc i16 %432 to i8
  store i8 %433, ptr %431, align 1, !tbaa !57
  %434 = load i16, ptr %382, align 8, !tbaa !62
  %435 = lshr i16 %434, 8
  %436 = trunc nuw i16 %435 to i8
  %437 = getelementptr inbounds i8, ptr %431, i64 1
  store i8 %436, ptr %437, align 1, !tbaa !57
  %438 = load i32, ptr %316, align 4, !tbaa !27
  %439 = icmp eq i32 %438, 0
  %440 = select i1 %439, i64 32768, i64 131072
  %441 = call i64 @llvm.umin.i64(i64 %440, i64 %409)
  br label %442

442:                                              ; preds = %442, %430
  %443 = phi i64 [ 256, %430 ], [ %445, %442 ]
  %444 = icmp ult i64 %443, %441
  %445 = shl i64 %443, 1
  br i1 %444, label %442, label %446, !llvm.loop !106

446:                                              ; preds = %442
  %447 = and i64 %443, 698880
  %448 = icmp eq i64 %447, 0
  %449 = and i1 %439, %448
  %450 = select i1 %449, i64 %445, i64 %443
  %451 = icmp ult i64 %450, 1025
  br i1 %451, label %461, label %452

452:                                              ; preds = %446
  %453 = load i64, ptr %383, align 8, !tbaa !107
  %454 = icmp ugt i64 %450, %453
  br i1 %454, label %457, label %455

455:                                              ; preds = %452
  %456 = load ptr, ptr %384, align 8, !tbaa !51
  br label %461

457:                                              ; preds = %452
  store i64 %450, ptr %383, align 8, !tbaa !107
  %458 = load ptr, ptr %384, align 8, !tbaa !51
  call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %458) #19
  store ptr null, ptr %384, align 8, !tbaa !51
  %459 = shl i64 %450, 2
  %460 = call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %459) #19
  store ptr %460, ptr %384, align 8, !tbaa !51
  br label %461

461:                                              ; preds = %457, %455, %446
  %462 = phi ptr [ %456, %455 ], [ %460, %457 ], [ %385, %446 ]
  %463 = shl i64 %450, 2
  call void @llvm.memset.p0.i64(ptr align 4 %462, i8 0, i64 %463, i1 false)
  %464 = load i32, ptr %316, align 4, !tbaa !27
  %465 = icmp eq i32 %464, 0
  %466 = load ptr, ptr %3, align 8, !tbaa !50
  br i1 %465, label %467, label %469

467:                                              ; preds = %461
  %468 = load ptr, ptr %387, align 8, !tbaa !52
  call void @BrotliCompressFragmentFast(ptr noundef %468, ptr noundef %466, i64 noundef %409, i32 noundef %412, ptr noundef %462, i64 noundef %450, ptr noundef nonnull %8, ptr noundef nonnull %431) #19
  br label %471

469:                                              ; preds = %461
  %470 = load ptr, ptr %386, align 8, !tbaa !53
  call void @BrotliCompressFragmentTwoPass(ptr noundef %470, ptr noundef %466, i64 noundef %409, i32 noundef %412, ptr noundef %373, ptr noundef %371, ptr noundef %462, i64 noundef %450, ptr noundef nonnull %8, ptr noundef nonnull %431) #19
  br label %471

471:                                              ; preds = %469, %467
  br i1 %417, label %479, label %472

472:                                              ; preds = %471
  %473 = load ptr, ptr %3, align 8, !tbaa !50
  %474 = getelementptr inbounds i8, ptr %473, i64 %409
  store ptr %474, ptr %3, align 8, !tbaa !50
  %475 = load i64, ptr %2, align 8, !tbaa !56
  %476 = sub i64 %475, %409
  store i64 %476, ptr %2, align 8, !tbaa !56
  %477 = load i64, ptr %388, align 8, !tbaa !104
  %478 = add i64 %477, %409
  store i64 %478, ptr %388, align 8, !tbaa !104
  br label %479

479:                                              ; preds = %472, %471
  %480 = load i64, ptr %8, align 8, !tbaa !56
  %481 = lshr i64 %480, 3
  br i1 %421, label %490, label %482

482:                                              ; preds = %479
  %483 = load ptr, ptr %5, align 8, !tbaa !50
  %484 = getelementptr inbounds i8, ptr %483, i64 %481
  store ptr %484, ptr %5, align 8, !tbaa !50
  %485 = load i64, ptr %4, align 8, !tbaa !56
  %486 = sub i64 %485, %481
  store i64 %486, ptr %4, align 8, !tbaa !56
  %487 = load i64, ptr %389, align 8, !tbaa !108
  %488 = add i64 %487, %481
  store i64 %488, ptr %389, align 8, !tbaa !108
  br i1 %390, label %491, label %489

489:                                              ; preds = %482
  store i64 %488, ptr %6, align 8, !tbaa !56
  br label %491

490:                                              ; preds = %479
  store ptr %431, ptr %391, align 8, !tbaa !73
  store i64 %481, ptr %375, align 8, !tbaa !58
  br label %491

491:                                              ; preds = %490, %489, %482
  %492 = getelementptr inbounds i8, ptr %431, i64 %481
  %493 = load i8, ptr %492, align 1, !tbaa !57
  %494 = zext i8 %493 to i16
  store i16 %494, ptr %382, align 8, !tbaa !62
  %495 = trunc i64 %480 to i8
  %496 = and i8 %495, 7
  store i8 %496, ptr %379, align 2, !tbaa !61
  %497 = and i1 %393, %410
  br i1 %497, label %498, label %500

498:                                              ; preds = %491, %408
  %499 = phi i32 [ 1, %408 ], [ %394, %491 ]
  store i32 %499, ptr %310, align 4, !tbaa !45
  br label %500

500:                                              ; preds = %498, %491
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #19
  br label %501

501:                                              ; preds = %500, %395
  br label %395

502:                                              ; preds = %404, %401, %398
  call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %374) #19
  call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %372) #19
  %503 = load i32, ptr %310, align 4, !tbaa !45
  %504 = icmp eq i32 %503, 1
  br i1 %504, label %505, label %795

505:                                              ; preds = %502
  %506 = load i64, ptr %375, align 8, !tbaa !58
  %507 = icmp eq i64 %506, 0
  br i1 %507, label %508, label %795

508:                                              ; preds = %505
  store i32 0, ptr %310, align 4, !tbaa !45
  store ptr null, ptr %391, align 8, !tbaa !73
  br label %795

509:                                              ; preds = %750, %319
  %510 = load i64, ptr %320, align 8, !tbaa !42
  %511 = load i64, ptr %321, align 8, !tbaa !71
  %512 = sub i64 %510, %511
  %513 = load i32, ptr %322, align 4, !tbaa !29
  %514 = zext nneg i32 %513 to i64
  %515 = shl nuw i64 1, %514
  %516 = tail call i64 @llvm.usub.sat.i64(i64 %515, i64 %512)
  %517 = load i8, ptr %323, align 1, !tbaa !63
  %518 = zext nneg i8 %517 to i64
  %519 = tail call i64 @llvm.umin.i64(i64 %516, i64 %518)
  %520 = icmp slt i8 %517, 0
  %521 = select i1 %520, i64 %516, i64 %519
  %522 = icmp eq i64 %521, 0
  br i1 %522, label %742, label %523

523:                                              ; preds = %509
  %524 = load i64, ptr %2, align 8, !tbaa !56
  %525 = icmp eq i64 %524, 0
  br i1 %525, label %742, label %526

526:                                              ; preds = %523
  %527 = tail call i64 @llvm.umin.i64(i64 %521, i64 %524)
  %528 = load ptr, ptr %3, align 8, !tbaa !50
  %529 = load i32, ptr %325, align 4, !tbaa !109
  %530 = icmp eq i32 %529, 0
  br i1 %530, label %531, label %590

531:                                              ; preds = %526
  %532 = load i32, ptr %326, align 8, !tbaa !110
  %533 = zext i32 %532 to i64
  %534 = icmp ult i64 %527, %533
  br i1 %534, label %535, label %590

535:                                              ; preds = %531
  %536 = trunc nuw i64 %527 to i32
  store i32 %536, ptr %325, align 4, !tbaa !109
  %537 = add nuw nsw i64 %527, 2
  %538 = and i64 %537, 4294967295
  %539 = add nuw nsw i64 %538, 7
  %540 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %539) #19
  %541 = load ptr, ptr %329, align 8, !tbaa !49
  %542 = icmp eq ptr %541, null
  br i1 %542, label %549, label %543

543:                                              ; preds = %535
  %544 = load i32, ptr %327, align 8, !tbaa !111
  %545 = add i32 %544, 2
  %546 = zext i32 %545 to i64
  %547 = add nuw nsw i64 %546, 7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %540, ptr noundef nonnull align 1 dereferenceable(1) %541, i64 %547, i1 false)
  %548 = load ptr, ptr %329, align 8, !tbaa !49
  tail call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %548) #19
  br label %549

549:                                              ; preds = %543, %535
  store ptr %540, ptr %329, align 8, !tbaa !49
  store i32 %536, ptr %327, align 8, !tbaa !111
  %550 = getelementptr inbounds i8, ptr %540, i64 2
  store ptr %550, ptr %330, align 8, !tbaa !112
  %551 = getelementptr inbounds i8, ptr %540, i64 1
  store i8 0, ptr %551, align 1, !tbaa !57
  %552 = load ptr, ptr %330, align 8, !tbaa !112
  %553 = getelementptr inbounds i8, ptr %552, i64 -2
  store i8 0, ptr %553, align 1, !tbaa !57
  %554 = load ptr, ptr %330, align 8, !tbaa !112
  %555 = load i32, ptr %327, align 8, !tbaa !111
  %556 = zext i32 %555 to i64
  %557 = getelementptr inbounds i8, ptr %554, i64 %556
  store i8 0, ptr %557, align 1, !tbaa !57
  %558 = load ptr, ptr %330, align 8, !tbaa !112
  %559 = load i32, ptr %327, align 8, !tbaa !111
  %560 = zext i32 %559 to i64
  %561 = getelementptr inbounds i8, ptr %558, i64 1
  %562 = getelementptr inbounds i8, ptr %561, i64 %560
  store i8 0, ptr %562, align 1, !tbaa !57
  %563 = load ptr, ptr %330, align 8, !tbaa !112
  %564 = load i32, ptr %327, align 8, !tbaa !111
  %565 = zext i32 %564 to i64
  %566 = getelementptr inbounds i8, ptr %563, i64 2
  %567 = getelementptr inbounds i8, ptr %566, i64 %565
  store i8 0, ptr %567, align 1, !tbaa !57
  %568 = load ptr, ptr %330, align 8, !tbaa !112
  %569 = load i32, ptr %327, align 8, !tbaa !111
  %570 = zext i32 %569 to i64
  %571 = getelementptr inbounds i8, ptr %568, i64 3
  %572 = getelementptr inbounds i8, ptr %571, i64 %570
  store i8 0, ptr %572, align 1, !tbaa !57
  %573 = load ptr, ptr %330, align 8, !tbaa !112
  %574 = load i32, ptr %327, align 8, !tbaa !111
  %575 = zext i32 %574 to i64
  %576 = getelementptr inbounds i8, ptr %573, i64 4
  %577 = getelementptr inbounds i8, ptr %576, i64 %575
  store i8 0, ptr %577, align 1, !tbaa !57
  %578 = load ptr, ptr %330, align 8, !tbaa !112
  %579 = load i32, ptr %327, align 8, !tbaa !111
  %580 = zext i32 %579 to i64
  %581 = getelementptr inbounds i8, ptr %578, i64 5
  %582 = getelementptr inbounds i8, ptr %581, i64 %580
  store i8 0, ptr %582, align 1, !tbaa !57
  %583 = load ptr, ptr %330, align 8, !tbaa !112
  %584 = load i32, ptr %327, align 8, !tbaa !111
  %585 = zext i32 %584 to i64
  %586 = getelementptr inbounds i8, ptr %583, i64 6
  %587 = getelementptr inbounds i8, ptr %586, i64 %585
  store i8 0, ptr %587, align 1, !tbaa !57
  %588 = load ptr, ptr %330, align 8, !tbaa !112
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %588, ptr readonly align 1 %528, i64 %527, i1 false)
  %589 = load i32, ptr %325, align 4, !tbaa !109
  br label %720

590:                                              ; preds = %531, %526
  %591 = load i32, ptr %327, align 8, !tbaa !111
  %592 = load i32, ptr %328, align 4, !tbaa !113
  %593 = icmp ult i32 %591, %592
  br i1 %593, label %594, label %661

594:                                              ; preds = %590
  %595 = add i32 %592, 2
  %596 = zext i32 %595 to i64
  %597 = add nuw nsw i64 %596, 7
  %598 = tail call ptr @BrotliAllocate(ptr noundef nonnull %9, i64 noundef %597) #19
  %599 = load ptr, ptr %329, align 8, !tbaa !49
  %600 = icmp eq ptr %599, null
  br i1 %600, label %607, label %601

601:                                              ; preds = %594
  %602 = load i32, ptr %327, align 8, !tbaa !111
  %603 = add i32 %602, 2
  %604 = zext i32 %603 to i64
  %605 = add nuw nsw i64 %604, 7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %598, ptr noundef nonnull align 1 dereferenceable(1) %599, i64 %605, i1 false)
  %606 = load ptr, ptr %329, align 8, !tbaa !49
  tail call void @BrotliFree(ptr noundef nonnull %9, ptr noundef %606) #19
  br label %607

607:                                              ; preds = %601, %594
  store ptr %598, ptr %329, align 8, !tbaa !49
  store i32 %592, ptr %327, align 8, !tbaa !111
  %608 = getelementptr inbounds i8, ptr %598, i64 2
  store ptr %608, ptr %330, align 8, !tbaa !112
  %609 = getelementptr inbounds i8, ptr %598, i64 1
  store i8 0, ptr %609, align 1, !tbaa !57
  %610 = load ptr, ptr %330, align 8, !tbaa !112
  %611 = getelementptr inbounds i8, ptr %610, i64 -2
  store i8 0, ptr %611, align 1, !tbaa !57
  %612 = load ptr, ptr %330, align 8, !tbaa !112
  %613 = load i32, ptr %327, align 8, !tbaa !111
  %614 = zext i32 %613 to i64
  %615 = getelementptr inbounds i8, ptr %612, i64 %614
  store i8 0, ptr %615, align 1, !tbaa !57
  %616 = load ptr, ptr %330, align 8, !tbaa !112
  %617 = load i32, ptr %327, align 8, !tbaa !111
  %618 = zext i32 %617 to i64
  %619 = getelementptr inbounds i8, ptr %616, i64 1
  %620 = getelementptr inbounds i8, ptr %619, i64 %618
  store i8 0, ptr %620, align 1, !tbaa !57
  %621 = load ptr, ptr %330, align 8, !tbaa !112
  %622 = load i32, ptr %327, align 8, !tbaa !111
  %623 = zext i32 %622 to i64
  %624 = getelementptr inbounds i8, ptr %621, i64 2
  %625 = getelementptr inbounds i8, ptr %624, i64 %623
  store i8 0, ptr %625, align 1, !tbaa !57
  %626 = load ptr, ptr %330, align 8, !tbaa !112
  %627 = load i32, ptr %327, align 8, !tbaa !111
  %628 = zext i32 %627 to i64
  %629 = getelementptr inbounds i8, ptr %626, i64 3
  %630 = getelementptr inbounds i8, ptr %629, i64 %628
  store i8 0, ptr %630, align 1, !tbaa !57
  %631 = load ptr, ptr %330, align 8, !tbaa !112
  %632 = load i32, ptr %327, align 8, !tbaa !111
  %633 = zext i32 %632 to i64
  %634 = getelementptr inbounds i8, ptr %631, i64 4
  %635 = getelementptr inbounds i8, ptr %634, i64 %633
  store i8 0, ptr %635, align 1, !tbaa !57
  %636 = load ptr, ptr %330, align 8, !tbaa !112
  %637 = load i32, ptr %327, align 8, !tbaa !111
  %638 = zext i32 %637 to i64
  %639 = getelementptr inbounds i8, ptr %636, i64 5
  %640 = getelementptr inbounds i8, ptr %639, i64 %638
  store i8 0, ptr %640, align 1, !tbaa !57
  %641 = load ptr, ptr %330, align 8, !tbaa !112
  %642 = load i32, ptr %327, align 8, !tbaa !111
  %643 = zext i32 %642 to i64
  %644 = getelementptr inbounds i8, ptr %641, i64 6
  %645 = getelementptr inbounds i8, ptr %644, i64 %643
  store i8 0, ptr %645, align 1, !tbaa !57
  %646 = load ptr, ptr %330, align 8, !tbaa !112
  %647 = load i32, ptr %324, align 8, !tbaa !114
  %648 = add i32 %647, -2
  %649 = zext i32 %648 to i64
  %650 = getelementptr inbounds i8, ptr %646, i64 %649
  store i8 0, ptr %650, align 1, !tbaa !57
  %651 = load ptr, ptr %330, align 8, !tbaa !112
  %652 = load i32, ptr %324, align 8, !tbaa !114
  %653 = add i32 %652, -1
  %654 = zext i32 %653 to i64
  %655 = getelementptr inbounds i8, ptr %651, i64 %654
  store i8 0, ptr %655, align 1, !tbaa !57
  %656 = load ptr, ptr %330, align 8, !tbaa !112
  %657 = load i32, ptr %324, align 8, !tbaa !114
  %658 = zext i32 %657 to i64
  %659 = getelementptr inbounds i8, ptr %656, i64 %658
  store i8 -15, ptr %659, align 1, !tbaa !57
  %660 = load i32, ptr %325, align 4, !tbaa !109
  br label %661

661:                                              ; preds = %607, %590
  %662 = phi i32 [ %660, %607 ], [ %529, %590 ]
  %663 = load i32, ptr %331, align 4, !tbaa !115
  %664 = and i32 %663, %662
  %665 = zext i32 %664 to i64
  %666 = load i32, ptr %326, align 8, !tbaa !110
  %667 = icmp ult i32 %664, %666
  %668 = load i32, ptr %324, align 8, !tbaa !114
  br i1 %667, label %669, label %678, !prof !116

669:                                              ; preds = %661
  %670 = zext i32 %666 to i64
  %671 = zext i32 %668 to i64
  %672 = load ptr, ptr %330, align 8, !tbaa !112
  %673 = getelementptr inbounds i8, ptr %672, i64 %671
  %674 = getelementptr inbounds i8, ptr %673, i64 %665
  %675 = sub nsw i64 %670, %665
  %676 = tail call i64 @llvm.umin.i64(i64 %527, i64 %675)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %674, ptr readonly align 1 %528, i64 %676, i1 false)
  %677 = load i32, ptr %324, align 8, !tbaa !114
  br label %678

678:                                              ; preds = %669, %661
  %679 = phi i32 [ %677, %669 ], [ %668, %661 ]
  %680 = add i64 %527, %665
  %681 = zext i32 %679 to i64
  %682 = icmp ugt i64 %680, %681
  %683 = load ptr, ptr %330, align 8, !tbaa !112
  %684 = getelementptr inbounds i8, ptr %683, i64 %665
  br i1 %682, label %686, label %685, !prof !116

685:                                              ; preds = %678
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %684, ptr readonly align 1 %528, i64 %527, i1 false)
  br label %697

686:                                              ; preds = %678
  %687 = load i32, ptr %328, align 4, !tbaa !113
  %688 = zext i32 %687 to i64
  %689 = sub nsw i64 %688, %665
  %690 = tail call i64 @llvm.umin.i64(i64 %527, i64 %689)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %684, ptr readonly align 1 %528, i64 %690, i1 false)
  %691 = load ptr, ptr %330, align 8, !tbaa !112
  %692 = load i32, ptr %324, align 8, !tbaa !114
  %693 = zext i32 %692 to i64
  %694 = sub nsw i64 %693, %665
  %695 = getelementptr inbounds i8, ptr %528, i64 %694
  %696 = sub i64 %527, %694
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %691, ptr readonly align 1 %695, i64 %696, i1 false)
  br label %697

697:                                              ; preds = %686, %685
  %698 = load i32, ptr %325, align 4, !tbaa !109
  %699 = load ptr, ptr %330, align 8, !tbaa !112
  %700 = load i32, ptr %324, align 8, !tbaa !114
  %701 = add i32 %700, -2
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds i8, ptr %699, i64 %702
  %704 = load i8, ptr %703, align 1, !tbaa !57
  %705 = getelementptr inbounds i8, ptr %699, i64 -2
  store i8 %704, ptr %705, align 1, !tbaa !57
  %706 = load ptr, ptr %330, align 8, !tbaa !112
  %707 = load i32, ptr %324, align 8, !tbaa !114
  %708 = add i32 %707, -1
  %709 = zext i32 %708 to i64
  %710 = getelementptr inbounds i8, ptr %706, i64 %709
  %711 = load i8, ptr %710, align 1, !tbaa !57
  %712 = getelementptr inbounds i8, ptr %706, i64 -1
  store i8 %711, ptr %712, align 1, !tbaa !57
  %713 = load i32, ptr %325, align 4, !tbaa !109
  %714 = and i32 %713, 2147483647
  %715 = trunc i64 %527 to i32
  %716 = and i32 %715, 2147483647
  %717 = add nuw i32 %714, %716
  %718 = and i32 %698, -2147483648
  %719 = or i32 %717, %718
  store i32 %719, ptr %325, align 4, !tbaa !109
  br label %720

720:                                              ; preds = %697, %549
  %721 = phi i32 [ %589, %549 ], [ %719, %697 ]
  %722 = load i64, ptr %320, align 8, !tbaa !42
  %723 = add i64 %722, %527
  store i64 %723, ptr %320, align 8, !tbaa !42
  %724 = load i32, ptr %331, align 4, !tbaa !115
  %725 = icmp ugt i32 %721, %724
  br i1 %725, label %730, label %726

726:                                              ; preds = %720
  %727 = load ptr, ptr %330, align 8, !tbaa !112
  %728 = zext i32 %721 to i64
  %729 = getelementptr inbounds i8, ptr %727, i64 %728
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %729, i8 0, i64 7, i1 false)
  br label %730

730:                                              ; preds = %720, %726
  %731 = load ptr, ptr %3, align 8, !tbaa !50
  %732 = getelementptr inbounds i8, ptr %731, i64 %527
  store ptr %732, ptr %3, align 8, !tbaa !50
  %733 = load i64, ptr %2, align 8, !tbaa !56
  %734 = sub i64 %733, %527
  store i64 %734, ptr %2, align 8, !tbaa !56
  %735 = load i64, ptr %332, align 8, !tbaa !104
  %736 = add i64 %735, %527
  store i64 %736, ptr %332, align 8, !tbaa !104
  %737 = load i8, ptr %323, align 1, !tbaa !63
  %738 = icmp sgt i8 %737, 0
  br i1 %738, label %739, label %750

739:                                              ; preds = %730
  %740 = trunc i64 %527 to i8
  %741 = sub i8 %737, %740
  store i8 %741, ptr %323, align 1, !tbaa !63
  br label %750

742:                                              ; preds = %523, %509
  %743 = tail call fastcc i32 @InjectFlushOrPushOutput(ptr noundef nonnull %0, ptr noundef %4, ptr noundef %5, ptr noundef %6)
  %744 = icmp eq i32 %743, 0
  br i1 %744, label %756, label %745

745:                                              ; preds = %742
  %746 = load i8, ptr %323, align 1, !tbaa !63
  %747 = icmp eq i8 %746, -1
  br i1 %747, label %748, label %750

748:                                              ; preds = %745
  %749 = load i32, ptr %310, align 4, !tbaa !45
  switch i32 %749, label %750 [
    i32 1, label %751
    i32 0, label %755
  ]

750:                                              ; preds = %748, %751, %790, %792, %745, %755, %730, %739
  br label %509

751:                                              ; preds = %748
  %752 = load i64, ptr %333, align 8, !tbaa !58
  %753 = icmp eq i64 %752, 0
  br i1 %753, label %754, label %750

754:                                              ; preds = %751
  store i32 0, ptr %310, align 4, !tbaa !45
  store ptr null, ptr %334, align 8, !tbaa !73
  br label %755

755:                                              ; preds = %748, %754
  store i8 -2, ptr %323, align 1, !tbaa !63
  br label %750

756:                                              ; preds = %742
  %757 = load i64, ptr %333, align 8, !tbaa !58
  %758 = icmp eq i64 %757, 0
  br i1 %758, label %759, label %795

759:                                              ; preds = %756
  %760 = load i32, ptr %310, align 4, !tbaa !45
  switch i32 %760, label %795 [
    i32 0, label %761
    i32 1, label %794
  ]

761:                                              ; preds = %759
  %762 = or i1 %335, %522
  br i1 %762, label %763, label %795

763:                                              ; preds = %761
  %764 = load i64, ptr %2, align 8, !tbaa !56
  %765 = icmp eq i64 %764, 0
  %766 = and i1 %336, %765
  %767 = zext i1 %766 to i32
  %768 = and i1 %337, %765
  br i1 %766, label %773, label %769

769:                                              ; preds = %763
  %770 = load i8, ptr %323, align 1, !tbaa !63
  %771 = icmp eq i8 %770, 0
  br i1 %771, label %772, label %773

772:                                              ; preds = %769
  store i8 -1, ptr %323, align 1, !tbaa !63
  br label %773

773:                                              ; preds = %772, %769, %763
  %774 = phi i1 [ %768, %763 ], [ true, %772 ], [ %768, %769 ]
  %775 = zext i1 %774 to i32
  %776 = load i64, ptr %338, align 8, !tbaa !31
  %777 = icmp eq i64 %776, 0
  br i1 %777, label %778, label %787

778:                                              ; preds = %773
  %779 = load i64, ptr %320, align 8, !tbaa !42
  %780 = load i64, ptr %321, align 8, !tbaa !71
  %781 = sub i64 %779, %780
  %782 = or i64 %781, %764
  %783 = icmp ult i64 %782, 1073741824
  %784 = add nuw nsw i64 %781, %764
  %785 = tail call i64 @llvm.umin.i64(i64 %784, i64 1073741824)
  %786 = select i1 %783, i64 %785, i64 1073741824
  store i64 %786, ptr %338, align 8, !tbaa !31
  br label %787

787:                                              ; preds = %773, %778
  %788 = tail call fastcc i32 @EncodeData(ptr noundef nonnull %0, i32 noundef %767, i32 noundef %775, ptr noundef nonnull %333, ptr noundef nonnull %334)
  %789 = icmp eq i32 %788, 0
  br i1 %789, label %795, label %790

790:                                              ; preds = %787
  %791 = or i1 %766, %774
  br i1 %791, label %792, label %750

792:                                              ; preds = %790
  %793 = select i1 %766, i32 2, i32 1
  store i32 %793, ptr %310, align 4, !tbaa !45
  br label %750

794:                                              ; preds = %759
  store i32 0, ptr %310, align 4, !tbaa !45
  store ptr null, ptr %334, align 8, !tbaa !73
  br label %795

795:                                              ; preds = %787, %761, %756, %759, %201, %194, %794, %508, %505, %502, %274, %178, %169, %312, %309, %309, %150
  %796 = phi i32 [ 0, %150 ], [ 0, %309 ], [ 0, %309 ], [ 0, %312 ], [ 0, %169 ], [ 0, %178 ], [ 1, %274 ], [ 1, %502 ], [ 1, %505 ], [ 1, %508 ], [ 1, %794 ], [ 0, %201 ], [ 1, %194 ], [ 1, %756 ], [ 0, %787 ], [ 1, %761 ], [ 1, %759 ]
  ret i32 %796
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @BrotliEncoderIsFinished(ptr nocapture noundef readonly %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 6964
  %3 = load i32, ptr %2, align 4, !tbaa !45
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 6928
  %7 = load i64, ptr %6, align 8, !tbaa !58
  %8 = icmp eq i64 %7, 0
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %5, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %5 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @InjectFlushOrPushOutput(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr noundef writeonly %3) unnamed_addr #6 {
  %5 = getelementptr inbounds i8, ptr %0, i64 6964
  %6 = load i32, ptr %5, align 4, !tbaa !45
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %48

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 1610
  %10 = load i8, ptr %9, align 2, !tbaa !61
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %48, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 1608
  %14 = load i16, ptr %13, align 8, !tbaa !62
  %15 = zext i16 %14 to i32
  store i16 0, ptr %13, align 8, !tbaa !62
  store i8 0, ptr %9, align 2, !tbaa !61
  %16 = zext nneg i8 %10 to i32
  %17 = shl i32 6, %16
  %18 = or i32 %17, %15
  %19 = getelementptr inbounds i8, ptr %0, i64 6920
  %20 = load ptr, ptr %19, align 8, !tbaa !73
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %12
  %23 = getelementptr inbounds i8, ptr %0, i64 6928
  %24 = load i64, ptr %23, align 8, !tbaa !58
  %25 = getelementptr inbounds i8, ptr %20, i64 %24
  br label %28

26:                                               ; preds = %12
  %27 = getelementptr inbounds i8, ptr %0, i64 6944
  store ptr %27, ptr %19, align 8, !tbaa !73
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %25, %22 ], [ %27, %26 ]
  %30 = trunc i32 %18 to i8
  store i8 %30, ptr %29, align 1, !tbaa !57
  %31 = icmp ugt i8 %10, 2
  br i1 %31, label %32, label %41

32:                                               ; preds = %28
  %33 = lshr i32 %18, 8
  %34 = trunc i32 %33 to i8
  %35 = getelementptr inbounds i8, ptr %29, i64 1
  store i8 %34, ptr %35, align 1, !tbaa !57
  %36 = icmp ugt i8 %10, 10
  br i1 %36, label %37, label %41

37:                                               ; preds = %32
  %38 = lshr i32 %17, 16
  %39 = trunc i32 %38 to i8
  %40 = getelementptr inbounds i8, ptr %29, i64 2
  store i8 %39, ptr %40, align 1, !tbaa !57
  br label %41

41:                                               ; preds = %28, %32, %37
  %42 = zext i8 %10 to i64
  %43 = add nuw nsw i64 %42, 13
  %44 = lshr i64 %43, 3
  %45 = getelementptr inbounds i8, ptr %0, i64 6928
  %46 = load i64, ptr %45, align 8, !tbaa !58
  %47 = add i64 %46, %44
  store i64 %47, ptr %45, align 8, !tbaa !58
  br label %73

48:                                               ; preds = %8, %4
  %49 = getelementptr inbounds i8, ptr %0, i64 6928
  %50 = load i64, ptr %49, align 8, !tbaa !58
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %73, label %52

52:                                               ; preds = %48
  %53 = load i64, ptr %1, align 8, !tbaa !56
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %73, label %55

55:                                               ; preds = %52
  %56 = tail call i64 @llvm.umin.i64(i64 %50, i64 %53)
  %57 = load ptr, ptr %2, align 8, !tbaa !50
  %58 = getelementptr inbounds i8, ptr %0, i64 6920
  %59 = load ptr, ptr %58, align 8, !tbaa !73
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %59, i64 %56, i1 false)
  %60 = load ptr, ptr %2, align 8, !tbaa !50
  %61 = getelementptr inbounds i8, ptr %60, i64 %56
  store ptr %61, ptr %2, align 8, !tbaa !50
  %62 = load i64, ptr %1, align 8, !tbaa !56
  %63 = sub i64 %62, %56
  store i64 %63, ptr %1, align 8, !tbaa !56
  %64 = load ptr, ptr %58, align 8, !tbaa !73
  %65 = getelementptr inbounds i8, ptr %64, i64 %56
  store ptr %65, ptr %58, align 8, !tbaa !73
  %66 = load i64, ptr %49, align 8, !tbaa !58
  %67 = sub i64 %66, %56
  store i64 %67, ptr %49, align 8, !tbaa !58
  %68 = getelementptr inbounds i8, ptr %0, i64 6936
  %69 = load i64, ptr %68, align 8, !tbaa !108
  %70 = add i64 %69, %56
  store i64 %70, ptr %68, align 8, !tbaa !108
  %71 = icmp eq ptr %3, null
  br i1 %71, label %73, label %72

72:                                               ; preds = %55
  store i64 %70, ptr %3, align 8, !tbaa !56
  br label %73

73:                                               ; preds = %72, %55, %48, %52, %41
  %74 = phi i32 [ 1, %41 ], [ 0, %52 ], [ 0, %48 ], [ 1, %55 ], [ 1, %72 ]
  ret i32 %74
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @EncodeData(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) unnamed_addr #1 {
  %6 = alloca [256 x i32], align 16
  %7 = alloca %struct.BrotliEncoderParams, align 8
  %8 = alloca %struct.MetaBlockSplit, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 1424
  %16 = load i64, ptr %15, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %0, i64 1520
  %18 = load i64, ptr %17, align 8, !tbaa !71
  %19 = sub i64 %16, %18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #19
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %11, align 4, !tbaa !40
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #19
  %21 = trunc i64 %18 to i32
  %22 = icmp ugt i64 %18, 3221225471
  br i1 %22, label %23, label %30

23:                                               ; preds = %5
  %24 = and i32 %21, 1073741823
  %25 = shl i32 %21, 1
  %26 = ashr exact i32 %25, 1
  %27 = and i32 %26, -1073741824
  %28 = or disjoint i32 %27, %24
  %29 = xor i32 %28, -2147483648
  br label %30

30:                                               ; preds = %5, %23
  %31 = phi i32 [ %29, %23 ], [ %21, %5 ]
  store i32 %31, ptr %12, align 4, !tbaa !40
  %32 = getelementptr inbounds i8, ptr %0, i64 1400
  %33 = getelementptr inbounds i8, ptr %0, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !27
  %35 = icmp ult i32 %34, 2
  %36 = getelementptr inbounds i8, ptr %0, i64 1464
  %37 = load ptr, ptr %36, align 8, !tbaa !117
  %38 = getelementptr inbounds i8, ptr %0, i64 1436
  %39 = load i32, ptr %38, align 4, !tbaa !118
  %40 = icmp eq i64 %16, %18
  br i1 %40, label %41, label %69

41:                                               ; preds = %30
  %42 = icmp eq ptr %37, null
  %43 = icmp eq i32 %1, 0
  br i1 %42, label %44, label %64

44:                                               ; preds = %41
  br i1 %43, label %63, label %45

45:                                               ; preds = %44
  %46 = getelementptr inbounds i8, ptr %0, i64 1610
  %47 = load i8, ptr %46, align 2, !tbaa !61
  %48 = zext nneg i8 %47 to i32
  %49 = shl i32 3, %48
  %50 = getelementptr inbounds i8, ptr %0, i64 1608
  %51 = load i16, ptr %50, align 8, !tbaa !62
  %52 = trunc i32 %49 to i16
  %53 = or i16 %51, %52
  store i16 %53, ptr %50, align 8, !tbaa !62
  %54 = add i8 %47, 2
  store i8 %54, ptr %46, align 2, !tbaa !61
  %55 = trunc i16 %53 to i8
  %56 = getelementptr inbounds i8, ptr %0, i64 6944
  store i8 %55, ptr %56, align 8, !tbaa !57
  %57 = lshr i16 %53, 8
  %58 = trunc nuw i16 %57 to i8
  %59 = getelementptr inbounds i8, ptr %0, i64 6945
  store i8 %58, ptr %59, align 1, !tbaa !57
  store ptr %56, ptr %4, align 8, !tbaa !50
  %60 = zext i8 %54 to i64
  %61 = add nuw nsw i64 %60, 7
  %62 = lshr i64 %61, 3
  store i64 %62, ptr %3, align 8, !tbaa !56
  br label %2180

63:                                               ; preds = %44
  store i64 0, ptr %3, align 8, !tbaa !56
  br label %2180

64:                                               ; preds = %41
  %65 = icmp eq i32 %2, 0
  %66 = or i1 %65, %35
  %67 = select i1 %43, i1 %66, i1 false
  br i1 %67, label %68, label %69

68:                                               ; preds = %64
  store i64 0, ptr %3, align 8, !tbaa !56
  br label %2180

69:                                               ; preds = %64, %30
  %70 = getelementptr inbounds i8, ptr %0, i64 1392
  %71 = load i32, ptr %70, align 8, !tbaa !119
  %72 = icmp sgt i32 %34, %71
  br i1 %72, label %2180, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %0, i64 6968
  %75 = load i32, ptr %74, align 8, !tbaa !46
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %2180

77:                                               ; preds = %73
  %78 = icmp eq i32 %1, 0
  br i1 %78, label %80, label %79

79:                                               ; preds = %77
  store i32 1, ptr %74, align 8, !tbaa !46
  br label %80

80:                                               ; preds = %79, %77
  %81 = getelementptr inbounds i8, ptr %0, i64 12
  %82 = load i32, ptr %81, align 4, !tbaa !29
  %83 = zext nneg i32 %82 to i64
  %84 = shl nuw i64 1, %83
  %85 = icmp ugt i64 %19, %84
  br i1 %85, label %2180, label %86

86:                                               ; preds = %80
  switch i32 %34, label %174 [
    i32 1, label %87
    i32 0, label %95
  ]

87:                                               ; preds = %86
  %88 = getelementptr inbounds i8, ptr %0, i64 6896
  %89 = load ptr, ptr %88, align 8, !tbaa !54
  %90 = icmp eq ptr %89, null
  br i1 %90, label %91, label %95

91:                                               ; preds = %87
  %92 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef 524288) #19
  store ptr %92, ptr %88, align 8, !tbaa !54
  %93 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef 131072) #19
  %94 = getelementptr inbounds i8, ptr %0, i64 6904
  store ptr %93, ptr %94, align 8, !tbaa !55
  br label %95

95:                                               ; preds = %86, %87, %91
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #19
  %96 = getelementptr inbounds i8, ptr %0, i64 1610
  %97 = load i8, ptr %96, align 2, !tbaa !61
  %98 = zext i8 %97 to i64
  store i64 %98, ptr %13, align 8, !tbaa !56
  %99 = shl i64 %19, 1
  %100 = add i64 %99, 503
  %101 = and i64 %100, 4294967295
  %102 = getelementptr inbounds i8, ptr %0, i64 1616
  %103 = load i64, ptr %102, align 8, !tbaa !105
  %104 = icmp ult i64 %103, %101
  %105 = getelementptr inbounds i8, ptr %0, i64 1624
  %106 = load ptr, ptr %105, align 8, !tbaa !47
  br i1 %104, label %107, label %109

107:                                              ; preds = %95
  tail call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %106) #19
  store ptr null, ptr %105, align 8, !tbaa !47
  %108 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %101) #19
  store ptr %108, ptr %105, align 8, !tbaa !47
  store i64 %101, ptr %102, align 8, !tbaa !105
  br label %109

109:                                              ; preds = %95, %107
  %110 = phi ptr [ %108, %107 ], [ %106, %95 ]
  %111 = getelementptr inbounds i8, ptr %0, i64 1608
  %112 = load i16, ptr %111, align 8, !tbaa !62
  %113 = trunc i16 %112 to i8
  store i8 %113, ptr %110, align 1, !tbaa !57
  %114 = load i16, ptr %111, align 8, !tbaa !62
  %115 = lshr i16 %114, 8
  %116 = trunc nuw i16 %115 to i8
  %117 = getelementptr inbounds i8, ptr %110, i64 1
  store i8 %116, ptr %117, align 1, !tbaa !57
  %118 = load i32, ptr %33, align 4, !tbaa !27
  %119 = and i64 %19, 4294967295
  %120 = icmp eq i32 %118, 0
  %121 = select i1 %120, i64 32768, i64 131072
  %122 = tail call i64 @llvm.umin.i64(i64 %121, i64 %119)
  br label %123

123:                                              ; preds = %123, %109
  %124 = phi i64 [ 256, %109 ], [ %126, %123 ]
  %125 = icmp ult i64 %124, %122
  %126 = shl i64 %124, 1
  br i1 %125, label %123, label %127, !llvm.loop !106

127:                                              ; preds = %123
  %128 = and i64 %124, 698880
  %129 = icmp eq i64 %128, 0
  %130 = and i1 %120, %129
  %131 = select i1 %130, i64 %126, i64 %124
  %132 = icmp ult i64 %131, 1025
  br i1 %132, label %133, label %135

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %0, i64 2768
  br label %147

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %0, i64 6872
  %137 = load i64, ptr %136, align 8, !tbaa !107
  %138 = icmp ugt i64 %131, %137
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %0, i64 6864
  %141 = load ptr, ptr %140, align 8, !tbaa !51
  br label %147

142:                                              ; preds = %135
  store i64 %131, ptr %136, align 8, !tbaa !107
  %143 = getelementptr inbounds i8, ptr %0, i64 6864
  %144 = load ptr, ptr %143, align 8, !tbaa !51
  tail call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %144) #19
  store ptr null, ptr %143, align 8, !tbaa !51
  %145 = shl i64 %131, 2
  %146 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %145) #19
  store ptr %146, ptr %143, align 8, !tbaa !51
  br label %147

147:                                              ; preds = %133, %139, %142
  %148 = phi ptr [ %134, %133 ], [ %141, %139 ], [ %146, %142 ]
  %149 = shl i64 %131, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %148, i8 0, i64 %149, i1 false)
  %150 = load i32, ptr %33, align 4, !tbaa !27
  %151 = icmp eq i32 %150, 0
  %152 = and i32 %39, %31
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds i8, ptr %37, i64 %153
  br i1 %151, label %155, label %158

155:                                              ; preds = %147
  %156 = getelementptr inbounds i8, ptr %0, i64 6880
  %157 = load ptr, ptr %156, align 8, !tbaa !52
  call void @BrotliCompressFragmentFast(ptr noundef %157, ptr noundef %154, i64 noundef %119, i32 noundef %1, ptr noundef %148, i64 noundef %131, ptr noundef nonnull %13, ptr noundef nonnull %110) #19
  br label %165

158:                                              ; preds = %147
  %159 = getelementptr inbounds i8, ptr %0, i64 6888
  %160 = load ptr, ptr %159, align 8, !tbaa !53
  %161 = getelementptr inbounds i8, ptr %0, i64 6896
  %162 = load ptr, ptr %161, align 8, !tbaa !54
  %163 = getelementptr inbounds i8, ptr %0, i64 6904
  %164 = load ptr, ptr %163, align 8, !tbaa !55
  call void @BrotliCompressFragmentTwoPass(ptr noundef %160, ptr noundef %154, i64 noundef %119, i32 noundef %1, ptr noundef %162, ptr noundef %164, ptr noundef %148, i64 noundef %131, ptr noundef nonnull %13, ptr noundef nonnull %110) #19
  br label %165

165:                                              ; preds = %158, %155
  %166 = load i64, ptr %13, align 8, !tbaa !56
  %167 = lshr i64 %166, 3
  %168 = getelementptr inbounds i8, ptr %110, i64 %167
  %169 = load i8, ptr %168, align 1, !tbaa !57
  %170 = zext i8 %169 to i16
  store i16 %170, ptr %111, align 8, !tbaa !62
  %171 = trunc i64 %166 to i8
  %172 = and i8 %171, 7
  store i8 %172, ptr %96, align 2, !tbaa !61
  %173 = load i64, ptr %15, align 8, !tbaa !42
  store i64 %173, ptr %17, align 8, !tbaa !71
  store ptr %110, ptr %4, align 8, !tbaa !50
  store i64 %167, ptr %3, align 8, !tbaa !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #19
  br label %2180

174:                                              ; preds = %86
  %175 = getelementptr inbounds i8, ptr %0, i64 1488
  %176 = load i64, ptr %175, align 8, !tbaa !120
  %177 = lshr i64 %19, 1
  %178 = and i64 %177, 2147483647
  %179 = add nuw nsw i64 %178, 1
  %180 = add i64 %179, %176
  %181 = getelementptr inbounds i8, ptr %0, i64 1472
  %182 = load i64, ptr %181, align 8, !tbaa !121
  %183 = icmp ugt i64 %180, %182
  br i1 %183, label %184, label %203

184:                                              ; preds = %174
  %185 = lshr i32 %20, 2
  %186 = add nuw nsw i32 %185, 16
  %187 = zext nneg i32 %186 to i64
  %188 = add i64 %180, %187
  store i64 %188, ptr %181, align 8, !tbaa !121
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %193, label %190

190:                                              ; preds = %184
  %191 = shl i64 %188, 4
  %192 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %191) #19
  br label %193

193:                                              ; preds = %184, %190
  %194 = phi ptr [ %192, %190 ], [ null, %184 ]
  %195 = getelementptr inbounds i8, ptr %0, i64 1480
  %196 = load ptr, ptr %195, align 8, !tbaa !48
  %197 = icmp eq ptr %196, null
  br i1 %197, label %202, label %198

198:                                              ; preds = %193
  %199 = load i64, ptr %175, align 8, !tbaa !120
  %200 = shl i64 %199, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %194, ptr nonnull align 4 %196, i64 %200, i1 false)
  %201 = load ptr, ptr %195, align 8, !tbaa !48
  tail call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %201) #19
  br label %202

202:                                              ; preds = %198, %193
  store ptr %194, ptr %195, align 8, !tbaa !48
  br label %203

203:                                              ; preds = %202, %174
  %204 = getelementptr inbounds i8, ptr %0, i64 1632
  %205 = zext i32 %39 to i64
  %206 = zext i32 %31 to i64
  %207 = and i64 %19, 4294967295
  %208 = icmp eq i32 %31, 0
  %209 = icmp ne i32 %1, 0
  %210 = and i1 %209, %208
  %211 = zext i1 %210 to i32
  %212 = getelementptr inbounds i8, ptr %0, i64 1664
  %213 = load i32, ptr %212, align 8, !tbaa !122
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %215, label %481

215:                                              ; preds = %203
  %216 = getelementptr inbounds i8, ptr %0, i64 40
  %217 = load i32, ptr %33, align 4, !tbaa !38
  %218 = icmp sgt i32 %217, 9
  br i1 %218, label %219, label %220

219:                                              ; preds = %215
  store i32 10, ptr %216, align 4, !tbaa !123
  br label %262

220:                                              ; preds = %215
  %221 = icmp eq i32 %217, 4
  br i1 %221, label %222, label %227

222:                                              ; preds = %220
  %223 = getelementptr inbounds i8, ptr %0, i64 24
  %224 = load i64, ptr %223, align 8, !tbaa !124
  %225 = icmp ugt i64 %224, 1048575
  br i1 %225, label %226, label %229

226:                                              ; preds = %222
  store i32 54, ptr %216, align 4, !tbaa !123
  br label %262

227:                                              ; preds = %220
  %228 = icmp slt i32 %217, 5
  br i1 %228, label %229, label %230

229:                                              ; preds = %222, %227
  store i32 %217, ptr %216, align 4, !tbaa !123
  br label %262

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %0, i64 8
  %232 = load i32, ptr %231, align 8, !tbaa !39
  %233 = icmp slt i32 %232, 17
  br i1 %233, label %234, label %239

234:                                              ; preds = %230
  %235 = icmp ult i32 %217, 7
  %236 = icmp ult i32 %217, 9
  %237 = select i1 %236, i32 41, i32 42
  %238 = select i1 %235, i32 40, i32 %237
  store i32 %238, ptr %216, align 4, !tbaa !123
  br label %262

239:                                              ; preds = %230
  %240 = getelementptr inbounds i8, ptr %0, i64 24
  %241 = load i64, ptr %240, align 8, !tbaa !124
  %242 = icmp ugt i64 %241, 1048575
  %243 = icmp ugt i32 %232, 18
  %244 = and i1 %243, %242
  %245 = add nsw i32 %217, -1
  %246 = getelementptr inbounds i8, ptr %0, i64 48
  %247 = icmp ult i32 %217, 9
  %248 = select i1 %247, i32 10, i32 16
  %249 = getelementptr inbounds i8, ptr %0, i64 52
  br i1 %244, label %250, label %256

250:                                              ; preds = %239
  %251 = icmp ugt i32 %217, 6
  %252 = select i1 %251, i32 6, i32 68
  store i32 %252, ptr %216, align 4, !tbaa !123
  store i32 %245, ptr %246, align 4, !tbaa !125
  %253 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 15, ptr %253, align 4, !tbaa !126
  %254 = icmp ult i32 %217, 7
  %255 = select i1 %254, i32 4, i32 %248
  store i32 %255, ptr %249, align 4, !tbaa !127
  br label %262

256:                                              ; preds = %239
  %257 = icmp ult i32 %217, 7
  %258 = select i1 %257, i32 58, i32 5
  store i32 %258, ptr %216, align 4, !tbaa !123
  store i32 %245, ptr %246, align 4, !tbaa !125
  %259 = select i1 %257, i32 14, i32 15
  %260 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %259, ptr %260, align 4, !tbaa !126
  %261 = select i1 %257, i32 4, i32 %248
  store i32 %261, ptr %249, align 4, !tbaa !127
  br label %262

262:                                              ; preds = %256, %250, %234, %229, %226, %219
  %263 = phi i32 [ %258, %256 ], [ %252, %250 ], [ %238, %234 ], [ %217, %229 ], [ 54, %226 ], [ 10, %219 ]
  %264 = getelementptr inbounds i8, ptr %0, i64 8
  %265 = load i32, ptr %264, align 8, !tbaa !39
  %266 = icmp sgt i32 %265, 24
  br i1 %266, label %267, label %277

267:                                              ; preds = %262
  switch i32 %263, label %277 [
    i32 3, label %268
    i32 54, label %271
    i32 6, label %274
    i32 68, label %274
  ]

268:                                              ; preds = %267
  store i32 35, ptr %216, align 4, !tbaa !123
  %269 = getelementptr inbounds i8, ptr %0, i64 1688
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %269, ptr noundef nonnull align 8 dereferenceable(16) %216, i64 16, i1 false), !tbaa.struct !128
  %270 = getelementptr inbounds i8, ptr %0, i64 1672
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %270, i8 0, i64 16, i1 false)
  br label %350

271:                                              ; preds = %267
  store i32 55, ptr %216, align 4, !tbaa !123
  %272 = getelementptr inbounds i8, ptr %0, i64 1688
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %272, ptr noundef nonnull align 8 dereferenceable(16) %216, i64 16, i1 false), !tbaa.struct !128
  %273 = getelementptr inbounds i8, ptr %0, i64 1672
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %273, i8 0, i64 16, i1 false)
  br label %350

274:                                              ; preds = %267, %267
  store i32 65, ptr %216, align 4, !tbaa !123
  %275 = getelementptr inbounds i8, ptr %0, i64 1688
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %275, ptr noundef nonnull align 8 dereferenceable(16) %216, i64 16, i1 false), !tbaa.struct !128
  %276 = getelementptr inbounds i8, ptr %0, i64 1672
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %276, i8 0, i64 16, i1 false)
  br label %327

277:                                              ; preds = %267, %262
  %278 = getelementptr inbounds i8, ptr %0, i64 1688
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %278, ptr noundef nonnull align 8 dereferenceable(16) %216, i64 16, i1 false), !tbaa.struct !128
  %279 = getelementptr inbounds i8, ptr %0, i64 1672
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %279, i8 0, i64 16, i1 false)
  switch i32 %263, label %369 [
    i32 2, label %350
    i32 3, label %350
    i32 4, label %280
    i32 5, label %281
    i32 6, label %290
    i32 40, label %299
    i32 41, label %300
    i32 42, label %301
    i32 54, label %302
    i32 58, label %303
    i32 68, label %314
    i32 35, label %325
    i32 55, label %326
    i32 65, label %327
    i32 10, label %337
  ]

280:                                              ; preds = %277
  br label %350

281:                                              ; preds = %277
  %282 = getelementptr inbounds i8, ptr %0, i64 44
  %283 = load i32, ptr %282, align 4, !tbaa !129
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds i8, ptr %0, i64 48
  %286 = load i32, ptr %285, align 8, !tbaa !130
  %287 = zext nneg i32 %286 to i64
  %288 = shl i64 4, %284
  %289 = shl i64 %288, %287
  br label %343

290:                                              ; preds = %277
  %291 = getelementptr inbounds i8, ptr %0, i64 44
  %292 = load i32, ptr %291, align 4, !tbaa !129
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds i8, ptr %0, i64 48
  %295 = load i32, ptr %294, align 8, !tbaa !130
  %296 = zext nneg i32 %295 to i64
  %297 = shl i64 4, %293
  %298 = shl i64 %297, %296
  br label %343

299:                                              ; preds = %277
  br label %350

300:                                              ; preds = %277
  br label %350

301:                                              ; preds = %277
  br label %350

302:                                              ; preds = %277
  br label %350

303:                                              ; preds = %277
  %304 = getelementptr inbounds i8, ptr %0, i64 44
  %305 = load i32, ptr %304, align 4, !tbaa !129
  %306 = zext nneg i32 %305 to i64
  %307 = shl nuw i64 1, %306
  %308 = getelementptr inbounds i8, ptr %0, i64 48
  %309 = load i32, ptr %308, align 8, !tbaa !130
  %310 = zext nneg i32 %309 to i64
  %311 = shl i64 %307, %310
  %312 = shl i64 4, %306
  %313 = shl i64 %312, %310
  br label %343

314:                                              ; preds = %277
  %315 = getelementptr inbounds i8, ptr %0, i64 44
  %316 = load i32, ptr %315, align 4, !tbaa !129
  %317 = zext nneg i32 %316 to i64
  %318 = shl nuw i64 1, %317
  %319 = getelementptr inbounds i8, ptr %0, i64 48
  %320 = load i32, ptr %319, align 8, !tbaa !130
  %321 = zext nneg i32 %320 to i64
  %322 = shl i64 %318, %321
  %323 = shl i64 4, %317
  %324 = shl i64 %323, %321
  br label %343

325:                                              ; preds = %277
  br label %350

326:                                              ; preds = %277
  br label %350

327:                                              ; preds = %274, %277
  %328 = phi ptr [ %275, %274 ], [ %278, %277 ]
  %329 = getelementptr inbounds i8, ptr %0, i64 44
  %330 = load i32, ptr %329, align 4, !tbaa !129
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %0, i64 48
  %333 = load i32, ptr %332, align 8, !tbaa !130
  %334 = zext nneg i32 %333 to i64
  %335 = shl i64 4, %331
  %336 = shl i64 %335, %334
  br label %343

337:                                              ; preds = %277
  %338 = zext nneg i32 %265 to i64
  %339 = shl nuw i64 1, %338
  %340 = tail call i64 @llvm.umin.i64(i64 %339, i64 %207)
  %341 = select i1 %210, i64 %340, i64 %339
  %342 = shl i64 %341, 3
  br label %350

343:                                              ; preds = %327, %314, %303, %290, %281
  %344 = phi i64 [ %331, %327 ], [ %317, %314 ], [ %306, %303 ], [ %293, %290 ], [ %284, %281 ]
  %345 = phi i64 [ %336, %327 ], [ %322, %314 ], [ %311, %303 ], [ %298, %290 ], [ %289, %281 ]
  %346 = phi i64 [ 67108864, %327 ], [ %324, %314 ], [ %313, %303 ], [ 0, %290 ], [ 0, %281 ]
  %347 = phi ptr [ %328, %327 ], [ %278, %314 ], [ %278, %303 ], [ %278, %290 ], [ %278, %281 ]
  %348 = shl i64 2, %344
  %349 = icmp ugt i64 %344, 62
  br i1 %349, label %356, label %350

350:                                              ; preds = %277, %277, %326, %271, %325, %268, %280, %299, %300, %301, %302, %337, %343
  %351 = phi ptr [ %347, %343 ], [ %278, %326 ], [ %272, %271 ], [ %278, %325 ], [ %269, %268 ], [ %278, %280 ], [ %278, %299 ], [ %278, %300 ], [ %278, %301 ], [ %278, %302 ], [ %278, %337 ], [ %278, %277 ], [ %278, %277 ]
  %352 = phi i64 [ %346, %343 ], [ 67108864, %326 ], [ 67108864, %271 ], [ 67108864, %325 ], [ 67108864, %268 ], [ 0, %280 ], [ 0, %299 ], [ 0, %300 ], [ 0, %301 ], [ 0, %302 ], [ 0, %337 ], [ 0, %277 ], [ 0, %277 ]
  %353 = phi i64 [ %345, %343 ], [ 0, %326 ], [ 0, %271 ], [ 0, %325 ], [ 0, %268 ], [ 0, %280 ], [ 262144, %299 ], [ 262144, %300 ], [ 1048576, %301 ], [ 0, %302 ], [ %342, %337 ], [ 0, %277 ], [ 0, %277 ]
  %354 = phi i64 [ %348, %343 ], [ 4194304, %326 ], [ 4194304, %271 ], [ 262144, %325 ], [ 262144, %268 ], [ 524288, %280 ], [ 262144, %299 ], [ 262144, %300 ], [ 262144, %301 ], [ 4194304, %302 ], [ 524288, %337 ], [ 262144, %277 ], [ 262144, %277 ]
  %355 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %354) #19
  store ptr %355, ptr %204, align 8, !tbaa !50
  br label %356

356:                                              ; preds = %350, %343
  %357 = phi ptr [ %351, %350 ], [ %347, %343 ]
  %358 = phi i64 [ %352, %350 ], [ %346, %343 ]
  %359 = phi i64 [ %353, %350 ], [ %345, %343 ]
  %360 = icmp eq i64 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %356
  %362 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %359) #19
  %363 = getelementptr inbounds i8, ptr %0, i64 1640
  store ptr %362, ptr %363, align 8, !tbaa !50
  br label %364

364:                                              ; preds = %361, %356
  %365 = icmp eq i64 %358, 0
  br i1 %365, label %369, label %366

366:                                              ; preds = %364
  %367 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %358) #19
  %368 = getelementptr inbounds i8, ptr %0, i64 1648
  store ptr %367, ptr %368, align 8, !tbaa !50
  br label %369

369:                                              ; preds = %277, %366, %364
  %370 = phi ptr [ %357, %366 ], [ %357, %364 ], [ %278, %277 ]
  %371 = load i32, ptr %370, align 8, !tbaa !131
  switch i32 %371, label %478 [
    i32 2, label %372
    i32 3, label %376
    i32 4, label %380
    i32 5, label %384
    i32 6, label %386
    i32 40, label %406
    i32 41, label %417
    i32 42, label %428
    i32 54, label %439
    i32 58, label %443
    i32 68, label %445
    i32 35, label %447
    i32 55, label %453
    i32 65, label %459
    i32 10, label %465
  ]

372:                                              ; preds = %369
  %373 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132)
  store ptr %204, ptr %373, align 8, !tbaa !135, !alias.scope !132
  %374 = load ptr, ptr %204, align 8, !tbaa !50, !noalias !132
  %375 = getelementptr inbounds i8, ptr %0, i64 1720
  store ptr %374, ptr %375, align 8, !tbaa !137, !alias.scope !132
  br label %478

376:                                              ; preds = %369
  %377 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !138)
  store ptr %204, ptr %377, align 8, !tbaa !141, !alias.scope !138
  %378 = load ptr, ptr %204, align 8, !tbaa !50, !noalias !138
  %379 = getelementptr inbounds i8, ptr %0, i64 1720
  store ptr %378, ptr %379, align 8, !tbaa !143, !alias.scope !138
  br label %478

380:                                              ; preds = %369
  %381 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !144)
  store ptr %204, ptr %381, align 8, !tbaa !147, !alias.scope !144
  %382 = load ptr, ptr %204, align 8, !tbaa !50, !noalias !144
  %383 = getelementptr inbounds i8, ptr %0, i64 1720
  store ptr %382, ptr %383, align 8, !tbaa !149, !alias.scope !144
  br label %478

384:                                              ; preds = %369
  %385 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @InitializeH5(ptr noundef nonnull %204, ptr noundef nonnull %385)
  br label %478

386:                                              ; preds = %369
  %387 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  %388 = getelementptr inbounds i8, ptr %0, i64 1752
  store ptr %204, ptr %388, align 8, !tbaa !153, !alias.scope !150
  %389 = getelementptr inbounds i8, ptr %0, i64 1728
  store i64 8922571613522624512, ptr %389, align 8, !tbaa !155, !alias.scope !150
  %390 = getelementptr inbounds i8, ptr %0, i64 1692
  %391 = load i32, ptr %390, align 4, !tbaa !156, !noalias !150
  %392 = zext nneg i32 %391 to i64
  %393 = shl nuw i64 1, %392
  store i64 %393, ptr %387, align 8, !tbaa !157, !alias.scope !150
  %394 = getelementptr inbounds i8, ptr %0, i64 1696
  %395 = getelementptr inbounds i8, ptr %0, i64 1740
  %396 = getelementptr inbounds i8, ptr %0, i64 1720
  %397 = getelementptr inbounds i8, ptr %0, i64 1736
  %398 = load <2 x i32>, ptr %394, align 8, !tbaa !40, !noalias !150
  %399 = extractelement <2 x i32> %398, i64 0
  %400 = zext nneg i32 %399 to i64
  %401 = shl nuw i64 1, %400
  store i64 %401, ptr %396, align 8, !tbaa !158, !alias.scope !150
  %402 = trunc i64 %401 to i32
  %403 = add i32 %402, -1
  store i32 %403, ptr %397, align 8, !tbaa !159, !alias.scope !150
  store <2 x i32> %398, ptr %395, align 4, !tbaa !40, !alias.scope !150
  %404 = getelementptr inbounds i8, ptr %0, i64 1760
  %405 = load <2 x ptr>, ptr %204, align 8, !tbaa !50, !noalias !150
  store <2 x ptr> %405, ptr %404, align 8, !tbaa !50, !alias.scope !150
  br label %478

406:                                              ; preds = %369
  tail call void @llvm.experimental.noalias.scope.decl(metadata !160)
  %407 = getelementptr inbounds i8, ptr %0, i64 1744
  store ptr %204, ptr %407, align 8, !tbaa !163, !alias.scope !160
  %408 = getelementptr inbounds i8, ptr %0, i64 1728
  %409 = load <2 x ptr>, ptr %204, align 8, !tbaa !50, !noalias !160
  store <2 x ptr> %409, ptr %408, align 8, !tbaa !50, !alias.scope !160
  %410 = load i32, ptr %33, align 4, !tbaa !38, !noalias !160
  %411 = icmp slt i32 %410, 7
  %412 = select i1 %411, i32 8, i32 7
  %413 = add nsw i32 %410, -4
  %414 = shl i32 %412, %413
  %415 = zext i32 %414 to i64
  %416 = getelementptr inbounds i8, ptr %0, i64 1720
  store i64 %415, ptr %416, align 8, !tbaa !165, !alias.scope !160
  br label %478

417:                                              ; preds = %369
  tail call void @llvm.experimental.noalias.scope.decl(metadata !166)
  %418 = getelementptr inbounds i8, ptr %0, i64 1744
  store ptr %204, ptr %418, align 8, !tbaa !169, !alias.scope !166
  %419 = getelementptr inbounds i8, ptr %0, i64 1728
  %420 = load <2 x ptr>, ptr %204, align 8, !tbaa !50, !noalias !166
  store <2 x ptr> %420, ptr %419, align 8, !tbaa !50, !alias.scope !166
  %421 = load i32, ptr %33, align 4, !tbaa !38, !noalias !166
  %422 = icmp slt i32 %421, 7
  %423 = select i1 %422, i32 8, i32 7
  %424 = add nsw i32 %421, -4
  %425 = shl i32 %423, %424
  %426 = zext i32 %425 to i64
  %427 = getelementptr inbounds i8, ptr %0, i64 1720
  store i64 %426, ptr %427, align 8, !tbaa !171, !alias.scope !166
  br label %478

428:                                              ; preds = %369
  tail call void @llvm.experimental.noalias.scope.decl(metadata !172)
  %429 = getelementptr inbounds i8, ptr %0, i64 2760
  store ptr %204, ptr %429, align 8, !tbaa !175, !alias.scope !172
  %430 = getelementptr inbounds i8, ptr %0, i64 2744
  %431 = load <2 x ptr>, ptr %204, align 8, !tbaa !50, !noalias !172
  store <2 x ptr> %431, ptr %430, align 8, !tbaa !50, !alias.scope !172
  %432 = load i32, ptr %33, align 4, !tbaa !38, !noalias !172
  %433 = icmp slt i32 %432, 7
  %434 = select i1 %433, i32 8, i32 7
  %435 = add nsw i32 %432, -4
  %436 = shl i32 %434, %435
  %437 = zext i32 %436 to i64
  %438 = getelementptr inbounds i8, ptr %0, i64 2736
  store i64 %437, ptr %438, align 8, !tbaa !177, !alias.scope !172
  br label %478

439:                                              ; preds = %369
  %440 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178)
  store ptr %204, ptr %440, align 8, !tbaa !181, !alias.scope !178
  %441 = load ptr, ptr %204, align 8, !tbaa !50, !noalias !178
  %442 = getelementptr inbounds i8, ptr %0, i64 1720
  store ptr %441, ptr %442, align 8, !tbaa !183, !alias.scope !178
  br label %478

443:                                              ; preds = %369
  %444 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @InitializeH58(ptr noundef nonnull %204, ptr noundef nonnull %444)
  br label %478

445:                                              ; preds = %369
  %446 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @InitializeH68(ptr noundef nonnull %204, ptr noundef nonnull %446)
  br label %478

447:                                              ; preds = %369
  %448 = getelementptr inbounds i8, ptr %0, i64 1928
  store ptr %204, ptr %448, align 8, !tbaa !184, !alias.scope !187
  %449 = getelementptr inbounds i8, ptr %0, i64 1768
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %449, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %450 = getelementptr inbounds i8, ptr %0, i64 1848
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %450, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %451 = getelementptr inbounds i8, ptr %0, i64 1936
  store i32 1, ptr %451, align 8, !tbaa !191, !alias.scope !187
  %452 = getelementptr inbounds i8, ptr %0, i64 1944
  store ptr %0, ptr %452, align 8, !tbaa !192, !alias.scope !187
  br label %478

453:                                              ; preds = %369
  %454 = getelementptr inbounds i8, ptr %0, i64 1928
  store ptr %204, ptr %454, align 8, !tbaa !193, !alias.scope !195
  %455 = getelementptr inbounds i8, ptr %0, i64 1768
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %455, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %456 = getelementptr inbounds i8, ptr %0, i64 1848
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %456, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %457 = getelementptr inbounds i8, ptr %0, i64 1936
  store i32 1, ptr %457, align 8, !tbaa !198, !alias.scope !195
  %458 = getelementptr inbounds i8, ptr %0, i64 1944
  store ptr %0, ptr %458, align 8, !tbaa !199, !alias.scope !195
  br label %478

459:                                              ; preds = %369
  %460 = getelementptr inbounds i8, ptr %0, i64 1976
  store ptr %204, ptr %460, align 8, !tbaa !200, !alias.scope !203
  %461 = getelementptr inbounds i8, ptr %0, i64 1816
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %461, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %462 = getelementptr inbounds i8, ptr %0, i64 1896
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %462, ptr noundef nonnull align 8 dereferenceable(80) %204, i64 80, i1 false), !tbaa.struct !190
  %463 = getelementptr inbounds i8, ptr %0, i64 1984
  store i32 1, ptr %463, align 8, !tbaa !206, !alias.scope !203
  %464 = getelementptr inbounds i8, ptr %0, i64 1992
  store ptr %0, ptr %464, align 8, !tbaa !207, !alias.scope !203
  br label %478

465:                                              ; preds = %369
  %466 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call void @llvm.experimental.noalias.scope.decl(metadata !208)
  %467 = load ptr, ptr %204, align 8, !tbaa !50, !noalias !208
  %468 = getelementptr inbounds i8, ptr %0, i64 1720
  store ptr %467, ptr %468, align 8, !tbaa !211, !alias.scope !208
  %469 = getelementptr inbounds i8, ptr %0, i64 1640
  %470 = load ptr, ptr %469, align 8, !tbaa !50, !noalias !208
  %471 = getelementptr inbounds i8, ptr %0, i64 1736
  store ptr %470, ptr %471, align 8, !tbaa !213, !alias.scope !208
  %472 = load i32, ptr %264, align 8, !tbaa !39, !noalias !208
  %473 = shl nsw i32 -1, %472
  %474 = add nsw i32 %473, 1
  %475 = xor i32 %473, -1
  %476 = zext nneg i32 %475 to i64
  store i64 %476, ptr %466, align 8, !tbaa !214, !alias.scope !208
  %477 = getelementptr inbounds i8, ptr %0, i64 1728
  store i32 %474, ptr %477, align 8, !tbaa !215, !alias.scope !208
  br label %478

478:                                              ; preds = %369, %372, %376, %380, %384, %386, %406, %417, %428, %439, %443, %445, %447, %453, %459, %465
  %479 = getelementptr inbounds i8, ptr %0, i64 1704
  store i32 0, ptr %479, align 8, !tbaa !216
  store i32 1, ptr %212, align 8, !tbaa !122
  %480 = getelementptr inbounds i8, ptr %0, i64 1704
  br label %486

481:                                              ; preds = %203
  %482 = getelementptr inbounds i8, ptr %0, i64 1704
  %483 = load i32, ptr %482, align 8, !tbaa !216
  %484 = getelementptr inbounds i8, ptr %0, i64 1704
  %485 = icmp eq i32 %483, 0
  br i1 %485, label %486, label %642

486:                                              ; preds = %478, %481
  %487 = phi ptr [ %480, %478 ], [ %484, %481 ]
  %488 = getelementptr inbounds i8, ptr %0, i64 1688
  %489 = load i32, ptr %488, align 8, !tbaa !131
  switch i32 %489, label %641 [
    i32 2, label %490
    i32 3, label %533
    i32 4, label %569
    i32 5, label %571
    i32 6, label %573
    i32 40, label %575
    i32 41, label %577
    i32 42, label %579
    i32 54, label %581
    i32 58, label %583
    i32 68, label %585
    i32 35, label %587
    i32 55, label %589
    i32 65, label %591
    i32 10, label %593
  ]

490:                                              ; preds = %486
  tail call void @llvm.experimental.noalias.scope.decl(metadata !217)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !220)
  %491 = getelementptr inbounds i8, ptr %0, i64 1720
  %492 = load ptr, ptr %491, align 8, !tbaa !137, !alias.scope !217, !noalias !220
  %493 = icmp ult i64 %207, 2049
  %494 = and i1 %493, %210
  br i1 %494, label %495, label %532

495:                                              ; preds = %490
  %496 = icmp eq i64 %207, 0
  br i1 %496, label %641, label %497

497:                                              ; preds = %495
  %498 = add nsw i64 %207, -1
  %499 = and i64 %19, 3
  %500 = icmp ult i64 %498, 3
  br i1 %500, label %615, label %501

501:                                              ; preds = %497
  %502 = sub nsw i64 %207, %499
  br label %503

503:                                              ; preds = %503, %501
  %504 = phi i64 [ 0, %501 ], [ %529, %503 ]
  %505 = phi i64 [ 0, %501 ], [ %530, %503 ]
  %506 = getelementptr inbounds i8, ptr %37, i64 %504
  %507 = load i64, ptr %506, align 1, !alias.scope !220, !noalias !217
  %508 = mul i64 %507, 8922571613522624512
  %509 = lshr i64 %508, 48
  %510 = getelementptr inbounds i32, ptr %492, i64 %509
  store i32 0, ptr %510, align 4, !tbaa !40, !noalias !222
  %511 = or disjoint i64 %504, 1
  %512 = getelementptr inbounds i8, ptr %37, i64 %511
  %513 = load i64, ptr %512, align 1, !alias.scope !220, !noalias !217
  %514 = mul i64 %513, 8922571613522624512
  %515 = lshr i64 %514, 48
  %516 = getelementptr inbounds i32, ptr %492, i64 %515
  store i32 0, ptr %516, align 4, !tbaa !40, !noalias !222
  %517 = or disjoint i64 %504, 2
  %518 = getelementptr inbounds i8, ptr %37, i64 %517
  %519 = load i64, ptr %518, align 1, !alias.scope !220, !noalias !217
  %520 = mul i64 %519, 8922571613522624512
  %521 = lshr i64 %520, 48
  %522 = getelementptr inbounds i32, ptr %492, i64 %521
  store i32 0, ptr %522, align 4, !tbaa !40, !noalias !222
  %523 = or disjoint i64 %504, 3
  %524 = getelementptr inbounds i8, ptr %37, i64 %523
  %525 = load i64, ptr %524, align 1, !alias.scope !220, !noalias !217
  %526 = mul i64 %525, 8922571613522624512
  %527 = lshr i64 %526, 48
  %528 = getelementptr inbounds i32, ptr %492, i64 %527
  store i32 0, ptr %528, align 4, !tbaa !40, !noalias !222
  %529 = add nuw nsw i64 %504, 4
  %530 = add i64 %505, 4
  %531 = icmp eq i64 %530, %502
  br i1 %531, label %615, label %503, !llvm.loop !223

532:                                              ; preds = %490
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262144) %492, i8 0, i64 262144, i1 false), !noalias !222
  br label %641

533:                                              ; preds = %486
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !227)
  %534 = getelementptr inbounds i8, ptr %0, i64 1720
  %535 = load ptr, ptr %534, align 8, !tbaa !143, !alias.scope !224, !noalias !227
  %536 = icmp ult i64 %207, 2049
  %537 = and i1 %536, %210
  br i1 %537, label %538, label %568

538:                                              ; preds = %533
  %539 = icmp eq i64 %207, 0
  br i1 %539, label %641, label %540

540:                                              ; preds = %538
  %541 = and i64 %19, 1
  %542 = icmp eq i64 %207, 1
  br i1 %542, label %629, label %543

543:                                              ; preds = %540
  %544 = sub nsw i64 %207, %541
  br label %545

545:                                              ; preds = %545, %543
  %546 = phi i64 [ 0, %543 ], [ %565, %545 ]
  %547 = phi i64 [ 0, %543 ], [ %566, %545 ]
  %548 = getelementptr inbounds i8, ptr %37, i64 %546
  %549 = load i64, ptr %548, align 1, !alias.scope !227, !noalias !224
  %550 = mul i64 %549, 8922571613522624512
  %551 = lshr i64 %550, 48
  %552 = getelementptr inbounds i32, ptr %535, i64 %551
  store i32 0, ptr %552, align 4, !tbaa !40, !noalias !229
  %553 = add nuw nsw i64 %551, 8
  %554 = and i64 %553, 65535
  %555 = getelementptr inbounds i32, ptr %535, i64 %554
  store i32 0, ptr %555, align 4, !tbaa !40, !noalias !229
  %556 = or disjoint i64 %546, 1
  %557 = getelementptr inbounds i8, ptr %37, i64 %556
  %558 = load i64, ptr %557, align 1, !alias.scope !227, !noalias !224
  %559 = mul i64 %558, 8922571613522624512
  %560 = lshr i64 %559, 48
  %561 = getelementptr inbounds i32, ptr %535, i64 %560
  store i32 0, ptr %561, align 4, !tbaa !40, !noalias !229
  %562 = add nuw nsw i64 %560, 8
  %563 = and i64 %562, 65535
  %564 = getelementptr inbounds i32, ptr %535, i64 %563
  store i32 0, ptr %564, align 4, !tbaa !40, !noalias !229
  %565 = add nuw nsw i64 %546, 2
  %566 = add i64 %547, 2
  %567 = icmp eq i64 %566, %544
  br i1 %567, label %629, label %545, !llvm.loop !230

568:                                              ; preds = %533
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262144) %535, i8 0, i64 262144, i1 false), !noalias !229
  br label %641

569:                                              ; preds = %486
  %570 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH4(ptr noundef nonnull %570, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

571:                                              ; preds = %486
  %572 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH5(ptr noundef nonnull %572, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

573:                                              ; preds = %486
  %574 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH6(ptr noundef nonnull %574, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

575:                                              ; preds = %486
  %576 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH40(ptr noundef nonnull %576, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

577:                                              ; preds = %486
  %578 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH41(ptr noundef nonnull %578, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

579:                                              ; preds = %486
  %580 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH42(ptr noundef nonnull %580, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

581:                                              ; preds = %486
  %582 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH54(ptr noundef nonnull %582, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

583:                                              ; preds = %486
  %584 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH58(ptr noundef nonnull %584, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

585:                                              ; preds = %486
  %586 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH68(ptr noundef nonnull %586, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

587:                                              ; preds = %486
  %588 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH35(ptr noundef nonnull %588, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

589:                                              ; preds = %486
  %590 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH55(ptr noundef nonnull %590, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

591:                                              ; preds = %486
  %592 = getelementptr inbounds i8, ptr %0, i64 1712
  tail call fastcc void @PrepareH65(ptr noundef nonnull %592, i32 noundef %211, i64 noundef %207, ptr noundef %37)
  br label %641

593:                                              ; preds = %486
  tail call void @llvm.experimental.noalias.scope.decl(metadata !231)
  %594 = getelementptr inbounds i8, ptr %0, i64 1720
  %595 = load ptr, ptr %594, align 8, !tbaa !211, !alias.scope !231
  %596 = getelementptr inbounds i8, ptr %0, i64 1728
  %597 = load i32, ptr %596, align 8, !tbaa !215, !alias.scope !231
  %598 = insertelement <4 x i32> poison, i32 %597, i64 0
  %599 = shufflevector <4 x i32> %598, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %600

600:                                              ; preds = %600, %593
  %601 = phi i64 [ 0, %593 ], [ %613, %600 ]
  %602 = getelementptr inbounds i32, ptr %595, i64 %601
  %603 = getelementptr inbounds i8, ptr %602, i64 16
  store <4 x i32> %599, ptr %602, align 4, !tbaa !40, !noalias !231
  store <4 x i32> %599, ptr %603, align 4, !tbaa !40, !noalias !231
  %604 = or disjoint i64 %601, 8
  %605 = getelementptr inbounds i32, ptr %595, i64 %604
  %606 = getelementptr inbounds i8, ptr %605, i64 16
  store <4 x i32> %599, ptr %605, align 4, !tbaa !40, !noalias !231
  store <4 x i32> %599, ptr %606, align 4, !tbaa !40, !noalias !231
  %607 = or disjoint i64 %601, 16
  %608 = getelementptr inbounds i32, ptr %595, i64 %607
  %609 = getelementptr inbounds i8, ptr %608, i64 16
  store <4 x i32> %599, ptr %608, align 4, !tbaa !40, !noalias !231
  store <4 x i32> %599, ptr %609, align 4, !tbaa !40, !noalias !231
  %610 = or disjoint i64 %601, 24
  %611 = getelementptr inbounds i32, ptr %595, i64 %610
  %612 = getelementptr inbounds i8, ptr %611, i64 16
  store <4 x i32> %599, ptr %611, align 4, !tbaa !40, !noalias !231
  store <4 x i32> %599, ptr %612, align 4, !tbaa !40, !noalias !231
  %613 = add nuw nsw i64 %601, 32
  %614 = icmp eq i64 %613, 131072
  br i1 %614, label %641, label %600, !llvm.loop !234

615:                                              ; preds = %503, %497
  %616 = phi i64 [ 0, %497 ], [ %529, %503 ]
  %617 = icmp eq i64 %499, 0
  br i1 %617, label %641, label %618

618:                                              ; preds = %615, %618
  %619 = phi i64 [ %626, %618 ], [ %616, %615 ]
  %620 = phi i64 [ %627, %618 ], [ 0, %615 ]
  %621 = getelementptr inbounds i8, ptr %37, i64 %619
  %622 = load i64, ptr %621, align 1, !alias.scope !220, !noalias !217
  %623 = mul i64 %622, 8922571613522624512
  %624 = lshr i64 %623, 48
  %625 = getelementptr inbounds i32, ptr %492, i64 %624
  store i32 0, ptr %625, align 4, !tbaa !40, !noalias !222
  %626 = add nuw nsw i64 %619, 1
  %627 = add i64 %620, 1
  %628 = icmp eq i64 %627, %499
  br i1 %628, label %641, label %618, !llvm.loop !237

629:                                              ; preds = %545, %540
  %630 = phi i64 [ 0, %540 ], [ %565, %545 ]
  %631 = icmp eq i64 %541, 0
  br i1 %631, label %641, label %632

632:                                              ; preds = %629
  %633 = getelementptr inbounds i8, ptr %37, i64 %630
  %634 = load i64, ptr %633, align 1, !alias.scope !227, !noalias !224
  %635 = mul i64 %634, 8922571613522624512
  %636 = lshr i64 %635, 48
  %637 = getelementptr inbounds i32, ptr %535, i64 %636
  store i32 0, ptr %637, align 4, !tbaa !40, !noalias !229
  %638 = add nuw nsw i64 %636, 8
  %639 = and i64 %638, 65535
  %640 = getelementptr inbounds i32, ptr %535, i64 %639
  store i32 0, ptr %640, align 4, !tbaa !40, !noalias !229
  br label %641

641:                                              ; preds = %600, %632, %629, %615, %618, %568, %538, %532, %495, %591, %589, %587, %585, %583, %581, %579, %577, %575, %573, %571, %569, %486
  store i32 1, ptr %487, align 8, !tbaa !216
  br label %642

642:                                              ; preds = %481, %641
  %643 = phi ptr [ %484, %481 ], [ %487, %641 ]
  %644 = getelementptr inbounds i8, ptr %0, i64 1688
  %645 = load i32, ptr %644, align 8, !tbaa !131
  switch i32 %645, label %1784 [
    i32 2, label %646
    i32 3, label %677
    i32 4, label %717
    i32 5, label %757
    i32 6, label %832
    i32 40, label %902
    i32 41, label %994
    i32 42, label %1086
    i32 54, label %1190
    i32 58, label %1230
    i32 68, label %1322
    i32 35, label %1411
    i32 55, label %1467
    i32 65, label %1523
    i32 10, label %1638
  ]

646:                                              ; preds = %642
  %647 = icmp ugt i64 %207, 6
  %648 = icmp ugt i32 %31, 2
  %649 = and i1 %647, %648
  br i1 %649, label %650, label %1784

650:                                              ; preds = %646
  %651 = add nsw i64 %206, -3
  %652 = and i64 %651, %205
  %653 = getelementptr inbounds i8, ptr %37, i64 %652
  %654 = load i64, ptr %653, align 1, !noalias !239
  %655 = mul i64 %654, 8922571613522624512
  %656 = lshr i64 %655, 48
  %657 = trunc nuw i64 %651 to i32
  %658 = getelementptr inbounds i8, ptr %0, i64 1720
  %659 = load ptr, ptr %658, align 8, !tbaa !137, !noalias !242
  %660 = getelementptr inbounds i32, ptr %659, i64 %656
  store i32 %657, ptr %660, align 4, !tbaa !40, !noalias !239
  %661 = add nsw i64 %206, -2
  %662 = and i64 %661, %205
  %663 = getelementptr inbounds i8, ptr %37, i64 %662
  %664 = load i64, ptr %663, align 1, !noalias !243
  %665 = mul i64 %664, 8922571613522624512
  %666 = lshr i64 %665, 48
  %667 = trunc nuw i64 %661 to i32
  %668 = getelementptr inbounds i32, ptr %659, i64 %666
  store i32 %667, ptr %668, align 4, !tbaa !40, !noalias !243
  %669 = add nsw i64 %206, -1
  %670 = and i64 %669, %205
  %671 = getelementptr inbounds i8, ptr %37, i64 %670
  %672 = load i64, ptr %671, align 1, !noalias !246
  %673 = mul i64 %672, 8922571613522624512
  %674 = lshr i64 %673, 48
  %675 = trunc nuw i64 %669 to i32
  %676 = getelementptr inbounds i32, ptr %659, i64 %674
  store i32 %675, ptr %676, align 4, !tbaa !40, !noalias !246
  br label %1784

677:                                              ; preds = %642
  %678 = icmp ugt i64 %207, 6
  %679 = icmp ugt i32 %31, 2
  %680 = and i1 %678, %679
  br i1 %680, label %681, label %1784

681:                                              ; preds = %677
  %682 = add nsw i64 %206, -3
  %683 = and i64 %682, %205
  %684 = getelementptr inbounds i8, ptr %37, i64 %683
  %685 = load i64, ptr %684, align 1, !noalias !249
  %686 = mul i64 %685, 8922571613522624512
  %687 = lshr i64 %686, 48
  %688 = trunc i64 %682 to i32
  %689 = and i64 %682, 8
  %690 = getelementptr inbounds i8, ptr %0, i64 1720
  %691 = load ptr, ptr %690, align 8, !tbaa !143, !noalias !242
  %692 = add nuw nsw i64 %687, %689
  %693 = and i64 %692, 65535
  %694 = getelementptr inbounds i32, ptr %691, i64 %693
  store i32 %688, ptr %694, align 4, !tbaa !40, !noalias !249
  %695 = add nsw i64 %206, -2
  %696 = and i64 %695, %205
  %697 = getelementptr inbounds i8, ptr %37, i64 %696
  %698 = load i64, ptr %697, align 1, !noalias !252
  %699 = mul i64 %698, 8922571613522624512
  %700 = lshr i64 %699, 48
  %701 = trunc i64 %695 to i32
  %702 = and i64 %695, 8
  %703 = add nuw nsw i64 %700, %702
  %704 = and i64 %703, 65535
  %705 = getelementptr inbounds i32, ptr %691, i64 %704
  store i32 %701, ptr %705, align 4, !tbaa !40, !noalias !252
  %706 = add nsw i64 %206, -1
  %707 = and i64 %706, %205
  %708 = getelementptr inbounds i8, ptr %37, i64 %707
  %709 = load i64, ptr %708, align 1, !noalias !255
  %710 = mul i64 %709, 8922571613522624512
  %711 = lshr i64 %710, 48
  %712 = trunc i64 %706 to i32
  %713 = and i64 %706, 8
  %714 = add nuw nsw i64 %711, %713
  %715 = and i64 %714, 65535
  %716 = getelementptr inbounds i32, ptr %691, i64 %715
  store i32 %712, ptr %716, align 4, !tbaa !40, !noalias !255
  br label %1784

717:                                              ; preds = %642
  %718 = icmp ugt i64 %207, 6
  %719 = icmp ugt i32 %31, 2
  %720 = and i1 %718, %719
  br i1 %720, label %721, label %1784

721:                                              ; preds = %717
  %722 = add nsw i64 %206, -3
  %723 = and i64 %722, %205
  %724 = getelementptr inbounds i8, ptr %37, i64 %723
  %725 = load i64, ptr %724, align 1, !noalias !258
  %726 = mul i64 %725, 8922571613522624512
  %727 = lshr i64 %726, 47
  %728 = trunc i64 %722 to i32
  %729 = and i64 %722, 24
  %730 = getelementptr inbounds i8, ptr %0, i64 1720
  %731 = load ptr, ptr %730, align 8, !tbaa !149, !noalias !242
  %732 = add nuw nsw i64 %727, %729
  %733 = and i64 %732, 131071
  %734 = getelementptr inbounds i32, ptr %731, i64 %733
  store i32 %728, ptr %734, align 4, !tbaa !40, !noalias !258
  %735 = add nsw i64 %206, -2
  %736 = and i64 %735, %205
  %737 = getelementptr inbounds i8, ptr %37, i64 %736
  %738 = load i64, ptr %737, align 1, !noalias !261
  %739 = mul i64 %738, 8922571613522624512
  %740 = lshr i64 %739, 47
  %741 = trunc i64 %735 to i32
  %742 = and i64 %735, 24
  %743 = add nuw nsw i64 %740, %742
  %744 = and i64 %743, 131071
  %745 = getelementptr inbounds i32, ptr %731, i64 %744
  store i32 %741, ptr %745, align 4, !tbaa !40, !noalias !261
  %746 = add nsw i64 %206, -1
  %747 = and i64 %746, %205
  %748 = getelementptr inbounds i8, ptr %37, i64 %747
  %749 = load i64, ptr %748, align 1, !noalias !264
  %750 = mul i64 %749, 8922571613522624512
  %751 = lshr i64 %750, 47
  %752 = trunc i64 %746 to i32
  %753 = and i64 %746, 24
  %754 = add nuw nsw i64 %751, %753
  %755 = and i64 %754, 131071
  %756 = getelementptr inbounds i32, ptr %731, i64 %755
  store i32 %752, ptr %756, align 4, !tbaa !40, !noalias !264
  br label %1784

757:                                              ; preds = %642
  %758 = icmp ugt i64 %207, 2
  %759 = icmp ugt i32 %31, 2
  %760 = and i1 %758, %759
  br i1 %760, label %761, label %1784

761:                                              ; preds = %757
  %762 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !267)
  %763 = getelementptr inbounds i8, ptr %0, i64 1752
  %764 = load ptr, ptr %763, align 8, !tbaa !270, !noalias !242
  %765 = getelementptr inbounds i8, ptr %0, i64 1760
  %766 = load ptr, ptr %765, align 8, !tbaa !272, !noalias !242
  %767 = and i64 %762, %205
  %768 = getelementptr inbounds i8, ptr %37, i64 %767
  %769 = getelementptr inbounds i8, ptr %0, i64 1728
  %770 = load i32, ptr %769, align 8, !tbaa !273, !alias.scope !267, !noalias !274
  %771 = load i32, ptr %768, align 1, !alias.scope !276, !noalias !267
  %772 = mul i32 %771, 506832829
  %773 = lshr i32 %772, %770
  %774 = zext i32 %773 to i64
  %775 = getelementptr inbounds i16, ptr %764, i64 %774
  %776 = load i16, ptr %775, align 2, !tbaa !68, !noalias !267
  %777 = zext i16 %776 to i32
  %778 = getelementptr inbounds i8, ptr %0, i64 1732
  %779 = load i32, ptr %778, align 4, !tbaa !279, !alias.scope !267, !noalias !274
  %780 = and i32 %779, %777
  %781 = zext nneg i32 %780 to i64
  %782 = getelementptr inbounds i8, ptr %0, i64 1736
  %783 = load i32, ptr %782, align 8, !tbaa !280, !alias.scope !267, !noalias !274
  %784 = shl i32 %773, %783
  %785 = zext i32 %784 to i64
  %786 = add i16 %776, 1
  store i16 %786, ptr %775, align 2, !tbaa !68, !noalias !267
  %787 = trunc nuw i64 %762 to i32
  %788 = getelementptr inbounds i32, ptr %766, i64 %781
  %789 = getelementptr inbounds i32, ptr %788, i64 %785
  store i32 %787, ptr %789, align 4, !tbaa !40, !noalias !267
  %790 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !281)
  %791 = and i64 %790, %205
  %792 = getelementptr inbounds i8, ptr %37, i64 %791
  %793 = load i32, ptr %769, align 8, !tbaa !273, !alias.scope !281, !noalias !284
  %794 = load i32, ptr %792, align 1, !alias.scope !286, !noalias !281
  %795 = mul i32 %794, 506832829
  %796 = lshr i32 %795, %793
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i16, ptr %764, i64 %797
  %799 = load i16, ptr %798, align 2, !tbaa !68, !noalias !281
  %800 = zext i16 %799 to i32
  %801 = load i32, ptr %778, align 4, !tbaa !279, !alias.scope !281, !noalias !284
  %802 = and i32 %801, %800
  %803 = zext nneg i32 %802 to i64
  %804 = load i32, ptr %782, align 8, !tbaa !280, !alias.scope !281, !noalias !284
  %805 = shl i32 %796, %804
  %806 = zext i32 %805 to i64
  %807 = add i16 %799, 1
  store i16 %807, ptr %798, align 2, !tbaa !68, !noalias !281
  %808 = trunc nuw i64 %790 to i32
  %809 = getelementptr inbounds i32, ptr %766, i64 %803
  %810 = getelementptr inbounds i32, ptr %809, i64 %806
  store i32 %808, ptr %810, align 4, !tbaa !40, !noalias !281
  %811 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !289)
  %812 = and i64 %811, %205
  %813 = getelementptr inbounds i8, ptr %37, i64 %812
  %814 = load i32, ptr %769, align 8, !tbaa !273, !alias.scope !289, !noalias !292
  %815 = load i32, ptr %813, align 1, !alias.scope !294, !noalias !289
  %816 = mul i32 %815, 506832829
  %817 = lshr i32 %816, %814
  %818 = zext i32 %817 to i64
  %819 = getelementptr inbounds i16, ptr %764, i64 %818
  %820 = load i16, ptr %819, align 2, !tbaa !68, !noalias !289
  %821 = zext i16 %820 to i32
  %822 = load i32, ptr %778, align 4, !tbaa !279, !alias.scope !289, !noalias !292
  %823 = and i32 %822, %821
  %824 = zext nneg i32 %823 to i64
  %825 = load i32, ptr %782, align 8, !tbaa !280, !alias.scope !289, !noalias !292
  %826 = shl i32 %817, %825
  %827 = zext i32 %826 to i64
  %828 = add i16 %820, 1
  store i16 %828, ptr %819, align 2, !tbaa !68, !noalias !289
  %829 = trunc nuw i64 %811 to i32
  %830 = getelementptr inbounds i32, ptr %766, i64 %824
  %831 = getelementptr inbounds i32, ptr %830, i64 %827
  store i32 %829, ptr %831, align 4, !tbaa !40, !noalias !289
  br label %1784

832:                                              ; preds = %642
  %833 = icmp ugt i64 %207, 6
  %834 = icmp ugt i32 %31, 2
  %835 = and i1 %833, %834
  br i1 %835, label %836, label %1784

836:                                              ; preds = %832
  %837 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !297)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !300)
  %838 = getelementptr inbounds i8, ptr %0, i64 1760
  %839 = load ptr, ptr %838, align 8, !tbaa !302, !noalias !242
  %840 = getelementptr inbounds i8, ptr %0, i64 1768
  %841 = load ptr, ptr %840, align 8, !tbaa !303, !noalias !242
  %842 = and i64 %837, %205
  %843 = getelementptr inbounds i8, ptr %37, i64 %842
  %844 = getelementptr inbounds i8, ptr %0, i64 1728
  %845 = load i64, ptr %844, align 8, !tbaa !155, !noalias !242
  %846 = load i64, ptr %843, align 1, !alias.scope !304, !noalias !297
  %847 = mul i64 %846, %845
  %848 = lshr i64 %847, 49
  %849 = getelementptr inbounds i16, ptr %839, i64 %848
  %850 = load i16, ptr %849, align 2, !tbaa !68, !noalias !307
  %851 = zext i16 %850 to i32
  %852 = getelementptr inbounds i8, ptr %0, i64 1736
  %853 = load i32, ptr %852, align 8, !tbaa !159, !alias.scope !297, !noalias !300
  %854 = and i32 %853, %851
  %855 = zext nneg i32 %854 to i64
  %856 = getelementptr inbounds i8, ptr %0, i64 1740
  %857 = load i32, ptr %856, align 4, !tbaa !308, !alias.scope !297, !noalias !300
  %858 = zext nneg i32 %857 to i64
  %859 = shl i64 %848, %858
  %860 = add i16 %850, 1
  store i16 %860, ptr %849, align 2, !tbaa !68, !noalias !307
  %861 = trunc nuw i64 %837 to i32
  %862 = getelementptr i32, ptr %841, i64 %859
  %863 = getelementptr i32, ptr %862, i64 %855
  store i32 %861, ptr %863, align 4, !tbaa !40, !noalias !307
  %864 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !309)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !312)
  %865 = and i64 %864, %205
  %866 = getelementptr inbounds i8, ptr %37, i64 %865
  %867 = load i64, ptr %866, align 1, !alias.scope !314, !noalias !309
  %868 = mul i64 %867, %845
  %869 = lshr i64 %868, 49
  %870 = getelementptr inbounds i16, ptr %839, i64 %869
  %871 = load i16, ptr %870, align 2, !tbaa !68, !noalias !317
  %872 = zext i16 %871 to i32
  %873 = load i32, ptr %852, align 8, !tbaa !159, !alias.scope !309, !noalias !312
  %874 = and i32 %873, %872
  %875 = zext nneg i32 %874 to i64
  %876 = load i32, ptr %856, align 4, !tbaa !308, !alias.scope !309, !noalias !312
  %877 = zext nneg i32 %876 to i64
  %878 = shl i64 %869, %877
  %879 = add i16 %871, 1
  store i16 %879, ptr %870, align 2, !tbaa !68, !noalias !317
  %880 = trunc nuw i64 %864 to i32
  %881 = getelementptr i32, ptr %841, i64 %878
  %882 = getelementptr i32, ptr %881, i64 %875
  store i32 %880, ptr %882, align 4, !tbaa !40, !noalias !317
  %883 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !321)
  %884 = and i64 %883, %205
  %885 = getelementptr inbounds i8, ptr %37, i64 %884
  %886 = load i64, ptr %885, align 1, !alias.scope !323, !noalias !318
  %887 = mul i64 %886, %845
  %888 = lshr i64 %887, 49
  %889 = getelementptr inbounds i16, ptr %839, i64 %888
  %890 = load i16, ptr %889, align 2, !tbaa !68, !noalias !326
  %891 = zext i16 %890 to i32
  %892 = load i32, ptr %852, align 8, !tbaa !159, !alias.scope !318, !noalias !321
  %893 = and i32 %892, %891
  %894 = zext nneg i32 %893 to i64
  %895 = load i32, ptr %856, align 4, !tbaa !308, !alias.scope !318, !noalias !321
  %896 = zext nneg i32 %895 to i64
  %897 = shl i64 %888, %896
  %898 = add i16 %890, 1
  store i16 %898, ptr %889, align 2, !tbaa !68, !noalias !326
  %899 = trunc nuw i64 %883 to i32
  %900 = getelementptr i32, ptr %841, i64 %897
  %901 = getelementptr i32, ptr %900, i64 %894
  store i32 %899, ptr %901, align 4, !tbaa !40, !noalias !326
  br label %1784

902:                                              ; preds = %642
  %903 = icmp ugt i64 %207, 2
  %904 = icmp ugt i32 %31, 2
  %905 = and i1 %903, %904
  br i1 %905, label %906, label %1784

906:                                              ; preds = %902
  %907 = getelementptr inbounds i8, ptr %0, i64 1712
  %908 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !327)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !330)
  %909 = getelementptr inbounds i8, ptr %0, i64 1728
  %910 = load ptr, ptr %909, align 8, !tbaa !50, !alias.scope !327, !noalias !330
  %911 = getelementptr inbounds i8, ptr %910, i64 131072
  %912 = getelementptr inbounds i8, ptr %910, i64 196608
  %913 = getelementptr inbounds i8, ptr %0, i64 1736
  %914 = load ptr, ptr %913, align 8, !tbaa !50, !alias.scope !327, !noalias !330
  %915 = and i64 %908, %205
  %916 = getelementptr inbounds i8, ptr %37, i64 %915
  %917 = load i32, ptr %916, align 1, !alias.scope !332, !noalias !327
  %918 = mul i32 %917, 506832829
  %919 = lshr i32 %918, 17
  %920 = zext nneg i32 %919 to i64
  %921 = load i16, ptr %907, align 2, !tbaa !68, !alias.scope !327, !noalias !330
  %922 = add i16 %921, 1
  store i16 %922, ptr %907, align 2, !tbaa !68, !alias.scope !327, !noalias !330
  %923 = zext i16 %921 to i64
  %924 = getelementptr inbounds i32, ptr %910, i64 %920
  %925 = load i32, ptr %924, align 4, !tbaa !40, !noalias !335
  %926 = zext i32 %925 to i64
  %927 = sub nsw i64 %908, %926
  %928 = trunc i32 %919 to i8
  %929 = and i64 %908, 65535
  %930 = getelementptr inbounds i8, ptr %912, i64 %929
  store i8 %928, ptr %930, align 1, !tbaa !57, !noalias !335
  %931 = tail call i64 @llvm.umin.i64(i64 %927, i64 65535)
  %932 = trunc nuw i64 %931 to i16
  %933 = getelementptr inbounds [65536 x %struct.SlotH40], ptr %914, i64 0, i64 %923
  store i16 %932, ptr %933, align 2, !tbaa !336, !noalias !335
  %934 = getelementptr inbounds i16, ptr %911, i64 %920
  %935 = load i16, ptr %934, align 2, !tbaa !68, !noalias !335
  %936 = getelementptr inbounds i8, ptr %933, i64 2
  store i16 %935, ptr %936, align 2, !tbaa !338, !noalias !335
  %937 = trunc nuw i64 %908 to i32
  store i32 %937, ptr %924, align 4, !tbaa !40, !noalias !335
  store i16 %921, ptr %934, align 2, !tbaa !68, !noalias !335
  %938 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !342)
  %939 = load ptr, ptr %909, align 8, !tbaa !50, !alias.scope !339, !noalias !342
  %940 = getelementptr inbounds i8, ptr %939, i64 131072
  %941 = getelementptr inbounds i8, ptr %939, i64 196608
  %942 = load ptr, ptr %913, align 8, !tbaa !50, !alias.scope !339, !noalias !342
  %943 = and i64 %938, %205
  %944 = getelementptr inbounds i8, ptr %37, i64 %943
  %945 = load i32, ptr %944, align 1, !alias.scope !344, !noalias !339
  %946 = mul i32 %945, 506832829
  %947 = lshr i32 %946, 17
  %948 = zext nneg i32 %947 to i64
  %949 = load i16, ptr %907, align 2, !tbaa !68, !alias.scope !339, !noalias !342
  %950 = add i16 %949, 1
  store i16 %950, ptr %907, align 2, !tbaa !68, !alias.scope !339, !noalias !342
  %951 = zext i16 %949 to i64
  %952 = getelementptr inbounds i32, ptr %939, i64 %948
  %953 = load i32, ptr %952, align 4, !tbaa !40, !noalias !347
  %954 = zext i32 %953 to i64
  %955 = sub nsw i64 %938, %954
  %956 = trunc i32 %947 to i8
  %957 = and i64 %938, 65535
  %958 = getelementptr inbounds i8, ptr %941, i64 %957
  store i8 %956, ptr %958, align 1, !tbaa !57, !noalias !347
  %959 = tail call i64 @llvm.umin.i64(i64 %955, i64 65535)
  %960 = trunc nuw i64 %959 to i16
  %961 = getelementptr inbounds [65536 x %struct.SlotH40], ptr %942, i64 0, i64 %951
  store i16 %960, ptr %961, align 2, !tbaa !336, !noalias !347
  %962 = getelementptr inbounds i16, ptr %940, i64 %948
  %963 = load i16, ptr %962, align 2, !tbaa !68, !noalias !347
  %964 = getelementptr inbounds i8, ptr %961, i64 2
  store i16 %963, ptr %964, align 2, !tbaa !338, !noalias !347
  %965 = trunc nuw i64 %938 to i32
  store i32 %965, ptr %952, align 4, !tbaa !40, !noalias !347
  store i16 %949, ptr %962, align 2, !tbaa !68, !noalias !347
  %966 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !348)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !351)
  %967 = load ptr, ptr %909, align 8, !tbaa !50, !alias.scope !348, !noalias !351
  %968 = getelementptr inbounds i8, ptr %967, i64 131072
  %969 = getelementptr inbounds i8, ptr %967, i64 196608
  %970 = load ptr, ptr %913, align 8, !tbaa !50, !alias.scope !348, !noalias !351
  %971 = and i64 %966, %205
  %972 = getelementptr inbounds i8, ptr %37, i64 %971
  %973 = load i32, ptr %972, align 1, !alias.scope !353, !noalias !348
  %974 = mul i32 %973, 506832829
  %975 = lshr i32 %974, 17
  %976 = zext nneg i32 %975 to i64
  %977 = load i16, ptr %907, align 2, !tbaa !68, !alias.scope !348, !noalias !351
  %978 = add i16 %977, 1
  store i16 %978, ptr %907, align 2, !tbaa !68, !alias.scope !348, !noalias !351
  %979 = zext i16 %977 to i64
  %980 = getelementptr inbounds i32, ptr %967, i64 %976
  %981 = load i32, ptr %980, align 4, !tbaa !40, !noalias !356
  %982 = zext i32 %981 to i64
  %983 = sub nsw i64 %966, %982
  %984 = trunc i32 %975 to i8
  %985 = and i64 %966, 65535
  %986 = getelementptr inbounds i8, ptr %969, i64 %985
  store i8 %984, ptr %986, align 1, !tbaa !57, !noalias !356
  %987 = tail call i64 @llvm.umin.i64(i64 %983, i64 65535)
  %988 = trunc nuw i64 %987 to i16
  %989 = getelementptr inbounds [65536 x %struct.SlotH40], ptr %970, i64 0, i64 %979
  store i16 %988, ptr %989, align 2, !tbaa !336, !noalias !356
  %990 = getelementptr inbounds i16, ptr %968, i64 %976
  %991 = load i16, ptr %990, align 2, !tbaa !68, !noalias !356
  %992 = getelementptr inbounds i8, ptr %989, i64 2
  store i16 %991, ptr %992, align 2, !tbaa !338, !noalias !356
  %993 = trunc nuw i64 %966 to i32
  store i32 %993, ptr %980, align 4, !tbaa !40, !noalias !356
  store i16 %977, ptr %990, align 2, !tbaa !68, !noalias !356
  br label %1784

994:                                              ; preds = %642
  %995 = icmp ugt i64 %207, 2
  %996 = icmp ugt i32 %31, 2
  %997 = and i1 %995, %996
  br i1 %997, label %998, label %1784

998:                                              ; preds = %994
  %999 = getelementptr inbounds i8, ptr %0, i64 1712
  %1000 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !357)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !360)
  %1001 = getelementptr inbounds i8, ptr %0, i64 1728
  %1002 = load ptr, ptr %1001, align 8, !tbaa !50, !alias.scope !357, !noalias !360
  %1003 = getelementptr inbounds i8, ptr %1002, i64 131072
  %1004 = getelementptr inbounds i8, ptr %1002, i64 196608
  %1005 = getelementptr inbounds i8, ptr %0, i64 1736
  %1006 = load ptr, ptr %1005, align 8, !tbaa !50, !alias.scope !357, !noalias !360
  %1007 = and i64 %1000, %205
  %1008 = getelementptr inbounds i8, ptr %37, i64 %1007
  %1009 = load i32, ptr %1008, align 1, !alias.scope !362, !noalias !357
  %1010 = mul i32 %1009, 506832829
  %1011 = lshr i32 %1010, 17
  %1012 = zext nneg i32 %1011 to i64
  %1013 = load i16, ptr %999, align 2, !tbaa !68, !alias.scope !357, !noalias !360
  %1014 = add i16 %1013, 1
  store i16 %1014, ptr %999, align 2, !tbaa !68, !alias.scope !357, !noalias !360
  %1015 = zext i16 %1013 to i64
  %1016 = getelementptr inbounds i32, ptr %1002, i64 %1012
  %1017 = load i32, ptr %1016, align 4, !tbaa !40, !noalias !365
  %1018 = zext i32 %1017 to i64
  %1019 = sub nsw i64 %1000, %1018
  %1020 = trunc i32 %1011 to i8
  %1021 = and i64 %1000, 65535
  %1022 = getelementptr inbounds i8, ptr %1004, i64 %1021
  store i8 %1020, ptr %1022, align 1, !tbaa !57, !noalias !365
  %1023 = tail call i64 @llvm.umin.i64(i64 %1019, i64 65535)
  %1024 = trunc nuw i64 %1023 to i16
  %1025 = getelementptr inbounds [65536 x %struct.SlotH41], ptr %1006, i64 0, i64 %1015
  store i16 %1024, ptr %1025, align 2, !tbaa !366, !noalias !365
  %1026 = getelementptr inbounds i16, ptr %1003, i64 %1012
  %1027 = load i16, ptr %1026, align 2, !tbaa !68, !noalias !365
  %1028 = getelementptr inbounds i8, ptr %1025, i64 2
  store i16 %1027, ptr %1028, align 2, !tbaa !368, !noalias !365
  %1029 = trunc nuw i64 %1000 to i32
  store i32 %1029, ptr %1016, align 4, !tbaa !40, !noalias !365
  store i16 %1013, ptr %1026, align 2, !tbaa !68, !noalias !365
  %1030 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !369)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !372)
  %1031 = load ptr, ptr %1001, align 8, !tbaa !50, !alias.scope !369, !noalias !372
  %1032 = getelementptr inbounds i8, ptr %1031, i64 131072
  %1033 = getelementptr inbounds i8, ptr %1031, i64 196608
  %1034 = load ptr, ptr %1005, align 8, !tbaa !50, !alias.scope !369, !noalias !372
  %1035 = and i64 %1030, %205
  %1036 = getelementptr inbounds i8, ptr %37, i64 %1035
  %1037 = load i32, ptr %1036, align 1, !alias.scope !374, !noalias !369
  %1038 = mul i32 %1037, 506832829
  %1039 = lshr i32 %1038, 17
  %1040 = zext nneg i32 %1039 to i64
  %1041 = load i16, ptr %999, align 2, !tbaa !68, !alias.scope !369, !noalias !372
  %1042 = add i16 %1041, 1
  store i16 %1042, ptr %999, align 2, !tbaa !68, !alias.scope !369, !noalias !372
  %1043 = zext i16 %1041 to i64
  %1044 = getelementptr inbounds i32, ptr %1031, i64 %1040
  %1045 = load i32, ptr %1044, align 4, !tbaa !40, !noalias !377
  %1046 = zext i32 %1045 to i64
  %1047 = sub nsw i64 %1030, %1046
  %1048 = trunc i32 %1039 to i8
  %1049 = and i64 %1030, 65535
  %1050 = getelementptr inbounds i8, ptr %1033, i64 %1049
  store i8 %1048, ptr %1050, align 1, !tbaa !57, !noalias !377
  %1051 = tail call i64 @llvm.umin.i64(i64 %1047, i64 65535)
  %1052 = trunc nuw i64 %1051 to i16
  %1053 = getelementptr inbounds [65536 x %struct.SlotH41], ptr %1034, i64 0, i64 %1043
  store i16 %1052, ptr %1053, align 2, !tbaa !366, !noalias !377
  %1054 = getelementptr inbounds i16, ptr %1032, i64 %1040
  %1055 = load i16, ptr %1054, align 2, !tbaa !68, !noalias !377
  %1056 = getelementptr inbounds i8, ptr %1053, i64 2
  store i16 %1055, ptr %1056, align 2, !tbaa !368, !noalias !377
  %1057 = trunc nuw i64 %1030 to i32
  store i32 %1057, ptr %1044, align 4, !tbaa !40, !noalias !377
  store i16 %1041, ptr %1054, align 2, !tbaa !68, !noalias !377
  %1058 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !378)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !381)
  %1059 = load ptr, ptr %1001, align 8, !tbaa !50, !alias.scope !378, !noalias !381
  %1060 = getelementptr inbounds i8, ptr %1059, i64 131072
  %1061 = getelementptr inbounds i8, ptr %1059, i64 196608
  %1062 = load ptr, ptr %1005, align 8, !tbaa !50, !alias.scope !378, !noalias !381
  %1063 = and i64 %1058, %205
  %1064 = getelementptr inbounds i8, ptr %37, i64 %1063
  %1065 = load i32, ptr %1064, align 1, !alias.scope !383, !noalias !378
  %1066 = mul i32 %1065, 506832829
  %1067 = lshr i32 %1066, 17
  %1068 = zext nneg i32 %1067 to i64
  %1069 = load i16, ptr %999, align 2, !tbaa !68, !alias.scope !378, !noalias !381
  %1070 = add i16 %1069, 1
  store i16 %1070, ptr %999, align 2, !tbaa !68, !alias.scope !378, !noalias !381
  %1071 = zext i16 %1069 to i64
  %1072 = getelementptr inbounds i32, ptr %1059, i64 %1068
  %1073 = load i32, ptr %1072, align 4, !tbaa !40, !noalias !386
  %1074 = zext i32 %1073 to i64
  %1075 = sub nsw i64 %1058, %1074
  %1076 = trunc i32 %1067 to i8
  %1077 = and i64 %1058, 65535
  %1078 = getelementptr inbounds i8, ptr %1061, i64 %1077
  store i8 %1076, ptr %1078, align 1, !tbaa !57, !noalias !386
  %1079 = tail call i64 @llvm.umin.i64(i64 %1075, i64 65535)
  %1080 = trunc nuw i64 %1079 to i16
  %1081 = getelementptr inbounds [65536 x %struct.SlotH41], ptr %1062, i64 0, i64 %1071
  store i16 %1080, ptr %1081, align 2, !tbaa !366, !noalias !386
  %1082 = getelementptr inbounds i16, ptr %1060, i64 %1068
  %1083 = load i16, ptr %1082, align 2, !tbaa !68, !noalias !386
  %1084 = getelementptr inbounds i8, ptr %1081, i64 2
  store i16 %1083, ptr %1084, align 2, !tbaa !368, !noalias !386
  %1085 = trunc nuw i64 %1058 to i32
  store i32 %1085, ptr %1072, align 4, !tbaa !40, !noalias !386
  store i16 %1069, ptr %1082, align 2, !tbaa !68, !noalias !386
  br label %1784

1086:                                             ; preds = %642
  %1087 = icmp ugt i64 %207, 2
  %1088 = icmp ugt i32 %31, 2
  %1089 = and i1 %1087, %1088
  br i1 %1089, label %1090, label %1784

1090:                                             ; preds = %1086
  %1091 = getelementptr inbounds i8, ptr %0, i64 1712
  %1092 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !387)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !390)
  %1093 = getelementptr inbounds i8, ptr %0, i64 2744
  %1094 = load ptr, ptr %1093, align 8, !tbaa !50, !alias.scope !387, !noalias !390
  %1095 = getelementptr inbounds i8, ptr %1094, i64 131072
  %1096 = getelementptr inbounds i8, ptr %1094, i64 196608
  %1097 = getelementptr inbounds i8, ptr %0, i64 2752
  %1098 = load ptr, ptr %1097, align 8, !tbaa !50, !alias.scope !387, !noalias !390
  %1099 = and i64 %1092, %205
  %1100 = getelementptr inbounds i8, ptr %37, i64 %1099
  %1101 = load i32, ptr %1100, align 1, !alias.scope !392, !noalias !387
  %1102 = mul i32 %1101, 506832829
  %1103 = lshr i32 %1102, 17
  %1104 = zext nneg i32 %1103 to i64
  %1105 = and i64 %1104, 511
  %1106 = getelementptr inbounds [512 x i16], ptr %1091, i64 0, i64 %1105
  %1107 = load i16, ptr %1106, align 2, !tbaa !68, !alias.scope !387, !noalias !390
  %1108 = add i16 %1107, 1
  store i16 %1108, ptr %1106, align 2, !tbaa !68, !alias.scope !387, !noalias !390
  %1109 = and i16 %1107, 511
  %1110 = zext nneg i16 %1109 to i64
  %1111 = getelementptr inbounds i32, ptr %1094, i64 %1104
  %1112 = load i32, ptr %1111, align 4, !tbaa !40, !noalias !395
  %1113 = zext i32 %1112 to i64
  %1114 = sub nsw i64 %1092, %1113
  %1115 = trunc i32 %1103 to i8
  %1116 = and i64 %1092, 65535
  %1117 = getelementptr inbounds i8, ptr %1096, i64 %1116
  store i8 %1115, ptr %1117, align 1, !tbaa !57, !noalias !395
  %1118 = tail call i64 @llvm.umin.i64(i64 %1114, i64 65535)
  %1119 = trunc nuw i64 %1118 to i16
  %1120 = getelementptr inbounds %struct.BankH42, ptr %1098, i64 %1105
  %1121 = getelementptr inbounds [512 x %struct.SlotH42], ptr %1120, i64 0, i64 %1110
  store i16 %1119, ptr %1121, align 2, !tbaa !396, !noalias !395
  %1122 = getelementptr inbounds i16, ptr %1095, i64 %1104
  %1123 = load i16, ptr %1122, align 2, !tbaa !68, !noalias !395
  %1124 = getelementptr inbounds i8, ptr %1121, i64 2
  store i16 %1123, ptr %1124, align 2, !tbaa !398, !noalias !395
  %1125 = trunc nuw i64 %1092 to i32
  store i32 %1125, ptr %1111, align 4, !tbaa !40, !noalias !395
  store i16 %1109, ptr %1122, align 2, !tbaa !68, !noalias !395
  %1126 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !399)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !402)
  %1127 = load ptr, ptr %1093, align 8, !tbaa !50, !alias.scope !399, !noalias !402
  %1128 = getelementptr inbounds i8, ptr %1127, i64 131072
  %1129 = getelementptr inbounds i8, ptr %1127, i64 196608
  %1130 = load ptr, ptr %1097, align 8, !tbaa !50, !alias.scope !399, !noalias !402
  %1131 = and i64 %1126, %205
  %1132 = getelementptr inbounds i8, ptr %37, i64 %1131
  %1133 = load i32, ptr %1132, align 1, !alias.scope !404, !noalias !399
  %1134 = mul i32 %1133, 506832829
  %1135 = lshr i32 %1134, 17
  %1136 = zext nneg i32 %1135 to i64
  %1137 = and i64 %1136, 511
  %1138 = getelementptr inbounds [512 x i16], ptr %1091, i64 0, i64 %1137
  %1139 = load i16, ptr %1138, align 2, !tbaa !68, !alias.scope !399, !noalias !402
  %1140 = add i16 %1139, 1
  store i16 %1140, ptr %1138, align 2, !tbaa !68, !alias.scope !399, !noalias !402
  %1141 = and i16 %1139, 511
  %1142 = zext nneg i16 %1141 to i64
  %1143 = getelementptr inbounds i32, ptr %1127, i64 %1136
  %1144 = load i32, ptr %1143, align 4, !tbaa !40, !noalias !407
  %1145 = zext i32 %1144 to i64
  %1146 = sub nsw i64 %1126, %1145
  %1147 = trunc i32 %1135 to i8
  %1148 = and i64 %1126, 65535
  %1149 = getelementptr inbounds i8, ptr %1129, i64 %1148
  store i8 %1147, ptr %1149, align 1, !tbaa !57, !noalias !407
  %1150 = tail call i64 @llvm.umin.i64(i64 %1146, i64 65535)
  %1151 = trunc nuw i64 %1150 to i16
  %1152 = getelementptr inbounds %struct.BankH42, ptr %1130, i64 %1137
  %1153 = getelementptr inbounds [512 x %struct.SlotH42], ptr %1152, i64 0, i64 %1142
  store i16 %1151, ptr %1153, align 2, !tbaa !396, !noalias !407
  %1154 = getelementptr inbounds i16, ptr %1128, i64 %1136
  %1155 = load i16, ptr %1154, align 2, !tbaa !68, !noalias !407
  %1156 = getelementptr inbounds i8, ptr %1153, i64 2
  store i16 %1155, ptr %1156, align 2, !tbaa !398, !noalias !407
  %1157 = trunc nuw i64 %1126 to i32
  store i32 %1157, ptr %1143, align 4, !tbaa !40, !noalias !407
  store i16 %1141, ptr %1154, align 2, !tbaa !68, !noalias !407
  %1158 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !408)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !411)
  %1159 = load ptr, ptr %1093, align 8, !tbaa !50, !alias.scope !408, !noalias !411
  %1160 = getelementptr inbounds i8, ptr %1159, i64 131072
  %1161 = getelementptr inbounds i8, ptr %1159, i64 196608
  %1162 = load ptr, ptr %1097, align 8, !tbaa !50, !alias.scope !408, !noalias !411
  %1163 = and i64 %1158, %205
  %1164 = getelementptr inbounds i8, ptr %37, i64 %1163
  %1165 = load i32, ptr %1164, align 1, !alias.scope !413, !noalias !408
  %1166 = mul i32 %1165, 506832829
  %1167 = lshr i32 %1166, 17
  %1168 = zext nneg i32 %1167 to i64
  %1169 = and i64 %1168, 511
  %1170 = getelementptr inbounds [512 x i16], ptr %1091, i64 0, i64 %1169
  %1171 = load i16, ptr %1170, align 2, !tbaa !68, !alias.scope !408, !noalias !411
  %1172 = add i16 %1171, 1
  store i16 %1172, ptr %1170, align 2, !tbaa !68, !alias.scope !408, !noalias !411
  %1173 = and i16 %1171, 511
  %1174 = zext nneg i16 %1173 to i64
  %1175 = getelementptr inbounds i32, ptr %1159, i64 %1168
  %1176 = load i32, ptr %1175, align 4, !tbaa !40, !noalias !416
  %1177 = zext i32 %1176 to i64
  %1178 = sub nsw i64 %1158, %1177
  %1179 = trunc i32 %1167 to i8
  %1180 = and i64 %1158, 65535
  %1181 = getelementptr inbounds i8, ptr %1161, i64 %1180
  store i8 %1179, ptr %1181, align 1, !tbaa !57, !noalias !416
  %1182 = tail call i64 @llvm.umin.i64(i64 %1178, i64 65535)
  %1183 = trunc nuw i64 %1182 to i16
  %1184 = getelementptr inbounds %struct.BankH42, ptr %1162, i64 %1169
  %1185 = getelementptr inbounds [512 x %struct.SlotH42], ptr %1184, i64 0, i64 %1174
  store i16 %1183, ptr %1185, align 2, !tbaa !396, !noalias !416
  %1186 = getelementptr inbounds i16, ptr %1160, i64 %1168
  %1187 = load i16, ptr %1186, align 2, !tbaa !68, !noalias !416
  %1188 = getelementptr inbounds i8, ptr %1185, i64 2
  store i16 %1187, ptr %1188, align 2, !tbaa !398, !noalias !416
  %1189 = trunc nuw i64 %1158 to i32
  store i32 %1189, ptr %1175, align 4, !tbaa !40, !noalias !416
  store i16 %1173, ptr %1186, align 2, !tbaa !68, !noalias !416
  br label %1784

1190:                                             ; preds = %642
  %1191 = icmp ugt i64 %207, 6
  %1192 = icmp ugt i32 %31, 2
  %1193 = and i1 %1191, %1192
  br i1 %1193, label %1194, label %1784

1194:                                             ; preds = %1190
  %1195 = add nsw i64 %206, -3
  %1196 = and i64 %1195, %205
  %1197 = getelementptr inbounds i8, ptr %37, i64 %1196
  %1198 = load i64, ptr %1197, align 1, !noalias !417
  %1199 = mul i64 %1198, -2064201331557805312
  %1200 = lshr i64 %1199, 44
  %1201 = trunc i64 %1195 to i32
  %1202 = and i64 %1195, 24
  %1203 = getelementptr inbounds i8, ptr %0, i64 1720
  %1204 = load ptr, ptr %1203, align 8, !tbaa !183, !noalias !242
  %1205 = add nuw nsw i64 %1200, %1202
  %1206 = and i64 %1205, 1048575
  %1207 = getelementptr inbounds i32, ptr %1204, i64 %1206
  store i32 %1201, ptr %1207, align 4, !tbaa !40, !noalias !417
  %1208 = add nsw i64 %206, -2
  %1209 = and i64 %1208, %205
  %1210 = getelementptr inbounds i8, ptr %37, i64 %1209
  %1211 = load i64, ptr %1210, align 1, !noalias !420
  %1212 = mul i64 %1211, -2064201331557805312
  %1213 = lshr i64 %1212, 44
  %1214 = trunc i64 %1208 to i32
  %1215 = and i64 %1208, 24
  %1216 = add nuw nsw i64 %1213, %1215
  %1217 = and i64 %1216, 1048575
  %1218 = getelementptr inbounds i32, ptr %1204, i64 %1217
  store i32 %1214, ptr %1218, align 4, !tbaa !40, !noalias !420
  %1219 = add nsw i64 %206, -1
  %1220 = and i64 %1219, %205
  %1221 = getelementptr inbounds i8, ptr %37, i64 %1220
  %1222 = load i64, ptr %1221, align 1, !noalias !423
  %1223 = mul i64 %1222, -2064201331557805312
  %1224 = lshr i64 %1223, 44
  %1225 = trunc i64 %1219 to i32
  %1226 = and i64 %1219, 24
  %1227 = add nuw nsw i64 %1224, %1226
  %1228 = and i64 %1227, 1048575
  %1229 = getelementptr inbounds i32, ptr %1204, i64 %1228
  store i32 %1225, ptr %1229, align 4, !tbaa !40, !noalias !423
  br label %1784

1230:                                             ; preds = %642
  %1231 = icmp ugt i64 %207, 2
  %1232 = icmp ugt i32 %31, 2
  %1233 = and i1 %1231, %1232
  br i1 %1233, label %1234, label %1784

1234:                                             ; preds = %1230
  %1235 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !426)
  %1236 = getelementptr inbounds i8, ptr %0, i64 1752
  %1237 = load ptr, ptr %1236, align 8, !tbaa !429, !alias.scope !426, !noalias !431
  %1238 = getelementptr inbounds i8, ptr %0, i64 1760
  %1239 = load ptr, ptr %1238, align 8, !tbaa !433, !alias.scope !426, !noalias !431
  %1240 = getelementptr inbounds i8, ptr %0, i64 1768
  %1241 = load ptr, ptr %1240, align 8, !tbaa !434, !alias.scope !426, !noalias !431
  %1242 = and i64 %1235, %205
  %1243 = getelementptr inbounds i8, ptr %37, i64 %1242
  %1244 = getelementptr inbounds i8, ptr %0, i64 1728
  %1245 = load i32, ptr %1244, align 8, !tbaa !435, !alias.scope !426, !noalias !431
  %1246 = load i32, ptr %1243, align 1, !alias.scope !436, !noalias !426
  %1247 = mul i32 %1246, 506832829
  %1248 = lshr i32 %1247, %1245
  %1249 = lshr i32 %1248, 8
  %1250 = zext nneg i32 %1249 to i64
  %1251 = trunc i32 %1248 to i8
  %1252 = getelementptr inbounds i16, ptr %1237, i64 %1250
  %1253 = load i16, ptr %1252, align 2, !tbaa !68, !noalias !426
  %1254 = zext i16 %1253 to i32
  %1255 = getelementptr inbounds i8, ptr %0, i64 1732
  %1256 = load i32, ptr %1255, align 4, !tbaa !439, !alias.scope !426, !noalias !431
  %1257 = and i32 %1256, %1254
  %1258 = zext nneg i32 %1257 to i64
  %1259 = getelementptr inbounds i8, ptr %0, i64 1736
  %1260 = load i32, ptr %1259, align 8, !tbaa !440, !alias.scope !426, !noalias !431
  %1261 = zext nneg i32 %1260 to i64
  %1262 = shl i64 %1250, %1261
  %1263 = add i64 %1262, %1258
  %1264 = add i16 %1253, -1
  store i16 %1264, ptr %1252, align 2, !tbaa !68, !noalias !426
  %1265 = trunc nuw i64 %1235 to i32
  %1266 = getelementptr inbounds i32, ptr %1241, i64 %1263
  store i32 %1265, ptr %1266, align 4, !tbaa !40, !noalias !426
  %1267 = getelementptr inbounds i8, ptr %1239, i64 %1263
  store i8 %1251, ptr %1267, align 1, !tbaa !57, !noalias !426
  %1268 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !441)
  %1269 = load ptr, ptr %1236, align 8, !tbaa !429, !alias.scope !441, !noalias !444
  %1270 = load ptr, ptr %1238, align 8, !tbaa !433, !alias.scope !441, !noalias !444
  %1271 = load ptr, ptr %1240, align 8, !tbaa !434, !alias.scope !441, !noalias !444
  %1272 = and i64 %1268, %205
  %1273 = getelementptr inbounds i8, ptr %37, i64 %1272
  %1274 = load i32, ptr %1244, align 8, !tbaa !435, !alias.scope !441, !noalias !444
  %1275 = load i32, ptr %1273, align 1, !alias.scope !446, !noalias !441
  %1276 = mul i32 %1275, 506832829
  %1277 = lshr i32 %1276, %1274
  %1278 = lshr i32 %1277, 8
  %1279 = zext nneg i32 %1278 to i64
  %1280 = trunc i32 %1277 to i8
  %1281 = getelementptr inbounds i16, ptr %1269, i64 %1279
  %1282 = load i16, ptr %1281, align 2, !tbaa !68, !noalias !441
  %1283 = zext i16 %1282 to i32
  %1284 = load i32, ptr %1255, align 4, !tbaa !439, !alias.scope !441, !noalias !444
  %1285 = and i32 %1284, %1283
  %1286 = zext nneg i32 %1285 to i64
  %1287 = load i32, ptr %1259, align 8, !tbaa !440, !alias.scope !441, !noalias !444
  %1288 = zext nneg i32 %1287 to i64
  %1289 = shl i64 %1279, %1288
  %1290 = add i64 %1289, %1286
  %1291 = add i16 %1282, -1
  store i16 %1291, ptr %1281, align 2, !tbaa !68, !noalias !441
  %1292 = trunc nuw i64 %1268 to i32
  %1293 = getelementptr inbounds i32, ptr %1271, i64 %1290
  store i32 %1292, ptr %1293, align 4, !tbaa !40, !noalias !441
  %1294 = getelementptr inbounds i8, ptr %1270, i64 %1290
  store i8 %1280, ptr %1294, align 1, !tbaa !57, !noalias !441
  %1295 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !449)
  %1296 = load ptr, ptr %1236, align 8, !tbaa !429, !alias.scope !449, !noalias !452
  %1297 = load ptr, ptr %1238, align 8, !tbaa !433, !alias.scope !449, !noalias !452
  %1298 = load ptr, ptr %1240, align 8, !tbaa !434, !alias.scope !449, !noalias !452
  %1299 = and i64 %1295, %205
  %1300 = getelementptr inbounds i8, ptr %37, i64 %1299
  %1301 = load i32, ptr %1244, align 8, !tbaa !435, !alias.scope !449, !noalias !452
  %1302 = load i32, ptr %1300, align 1, !alias.scope !454, !noalias !449
  %1303 = mul i32 %1302, 506832829
  %1304 = lshr i32 %1303, %1301
  %1305 = lshr i32 %1304, 8
  %1306 = zext nneg i32 %1305 to i64
  %1307 = trunc i32 %1304 to i8
  %1308 = getelementptr inbounds i16, ptr %1296, i64 %1306
  %1309 = load i16, ptr %1308, align 2, !tbaa !68, !noalias !449
  %1310 = zext i16 %1309 to i32
  %1311 = load i32, ptr %1255, align 4, !tbaa !439, !alias.scope !449, !noalias !452
  %1312 = and i32 %1311, %1310
  %1313 = zext nneg i32 %1312 to i64
  %1314 = load i32, ptr %1259, align 8, !tbaa !440, !alias.scope !449, !noalias !452
  %1315 = zext nneg i32 %1314 to i64
  %1316 = shl i64 %1306, %1315
  %1317 = add i64 %1316, %1313
  %1318 = add i16 %1309, -1
  store i16 %1318, ptr %1308, align 2, !tbaa !68, !noalias !449
  %1319 = trunc nuw i64 %1295 to i32
  %1320 = getelementptr inbounds i32, ptr %1298, i64 %1317
  store i32 %1319, ptr %1320, align 4, !tbaa !40, !noalias !449
  %1321 = getelementptr inbounds i8, ptr %1297, i64 %1317
  store i8 %1307, ptr %1321, align 1, !tbaa !57, !noalias !449
  br label %1784

1322:                                             ; preds = %642
  %1323 = icmp ugt i64 %207, 6
  %1324 = icmp ugt i32 %31, 2
  %1325 = and i1 %1323, %1324
  br i1 %1325, label %1326, label %1784

1326:                                             ; preds = %1322
  %1327 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !457)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !460)
  %1328 = getelementptr inbounds i8, ptr %0, i64 1760
  %1329 = load ptr, ptr %1328, align 8, !tbaa !462, !alias.scope !457, !noalias !460
  %1330 = getelementptr inbounds i8, ptr %0, i64 1768
  %1331 = load ptr, ptr %1330, align 8, !tbaa !464, !alias.scope !457, !noalias !460
  %1332 = getelementptr inbounds i8, ptr %0, i64 1776
  %1333 = load ptr, ptr %1332, align 8, !tbaa !465, !alias.scope !457, !noalias !460
  %1334 = and i64 %1327, %205
  %1335 = getelementptr inbounds i8, ptr %37, i64 %1334
  %1336 = getelementptr inbounds i8, ptr %0, i64 1728
  %1337 = load i64, ptr %1336, align 8, !tbaa !466, !alias.scope !457, !noalias !460
  %1338 = load i64, ptr %1335, align 1, !alias.scope !467, !noalias !457
  %1339 = mul i64 %1338, %1337
  %1340 = lshr i64 %1339, 41
  %1341 = lshr i64 %1339, 49
  %1342 = trunc i64 %1340 to i8
  %1343 = getelementptr inbounds i16, ptr %1329, i64 %1341
  %1344 = load i16, ptr %1343, align 2, !tbaa !68, !noalias !470
  %1345 = zext i16 %1344 to i32
  %1346 = getelementptr inbounds i8, ptr %0, i64 1736
  %1347 = load i32, ptr %1346, align 8, !tbaa !471, !alias.scope !457, !noalias !460
  %1348 = and i32 %1347, %1345
  %1349 = zext nneg i32 %1348 to i64
  %1350 = getelementptr inbounds i8, ptr %0, i64 1740
  %1351 = load i32, ptr %1350, align 4, !tbaa !472, !alias.scope !457, !noalias !460
  %1352 = zext nneg i32 %1351 to i64
  %1353 = shl i64 %1341, %1352
  %1354 = add i64 %1353, %1349
  %1355 = add i16 %1344, -1
  store i16 %1355, ptr %1343, align 2, !tbaa !68, !noalias !470
  %1356 = trunc nuw i64 %1327 to i32
  %1357 = getelementptr inbounds i32, ptr %1333, i64 %1354
  store i32 %1356, ptr %1357, align 4, !tbaa !40, !noalias !470
  %1358 = getelementptr inbounds i8, ptr %1331, i64 %1354
  store i8 %1342, ptr %1358, align 1, !tbaa !57, !noalias !470
  %1359 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !473)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !476)
  %1360 = load ptr, ptr %1328, align 8, !tbaa !462, !alias.scope !473, !noalias !476
  %1361 = load ptr, ptr %1330, align 8, !tbaa !464, !alias.scope !473, !noalias !476
  %1362 = load ptr, ptr %1332, align 8, !tbaa !465, !alias.scope !473, !noalias !476
  %1363 = and i64 %1359, %205
  %1364 = getelementptr inbounds i8, ptr %37, i64 %1363
  %1365 = load i64, ptr %1336, align 8, !tbaa !466, !alias.scope !473, !noalias !476
  %1366 = load i64, ptr %1364, align 1, !alias.scope !478, !noalias !473
  %1367 = mul i64 %1366, %1365
  %1368 = lshr i64 %1367, 41
  %1369 = lshr i64 %1367, 49
  %1370 = trunc i64 %1368 to i8
  %1371 = getelementptr inbounds i16, ptr %1360, i64 %1369
  %1372 = load i16, ptr %1371, align 2, !tbaa !68, !noalias !481
  %1373 = zext i16 %1372 to i32
  %1374 = load i32, ptr %1346, align 8, !tbaa !471, !alias.scope !473, !noalias !476
  %1375 = and i32 %1374, %1373
  %1376 = zext nneg i32 %1375 to i64
  %1377 = load i32, ptr %1350, align 4, !tbaa !472, !alias.scope !473, !noalias !476
  %1378 = zext nneg i32 %1377 to i64
  %1379 = shl i64 %1369, %1378
  %1380 = add i64 %1379, %1376
  %1381 = add i16 %1372, -1
  store i16 %1381, ptr %1371, align 2, !tbaa !68, !noalias !481
  %1382 = trunc nuw i64 %1359 to i32
  %1383 = getelementptr inbounds i32, ptr %1362, i64 %1380
  store i32 %1382, ptr %1383, align 4, !tbaa !40, !noalias !481
  %1384 = getelementptr inbounds i8, ptr %1361, i64 %1380
  store i8 %1370, ptr %1384, align 1, !tbaa !57, !noalias !481
  %1385 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !482)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !485)
  %1386 = load ptr, ptr %1328, align 8, !tbaa !462, !alias.scope !482, !noalias !485
  %1387 = load ptr, ptr %1330, align 8, !tbaa !464, !alias.scope !482, !noalias !485
  %1388 = load ptr, ptr %1332, align 8, !tbaa !465, !alias.scope !482, !noalias !485
  %1389 = and i64 %1385, %205
  %1390 = getelementptr inbounds i8, ptr %37, i64 %1389
  %1391 = load i64, ptr %1336, align 8, !tbaa !466, !alias.scope !482, !noalias !485
  %1392 = load i64, ptr %1390, align 1, !alias.scope !487, !noalias !482
  %1393 = mul i64 %1392, %1391
  %1394 = lshr i64 %1393, 41
  %1395 = lshr i64 %1393, 49
  %1396 = trunc i64 %1394 to i8
  %1397 = getelementptr inbounds i16, ptr %1386, i64 %1395
  %1398 = load i16, ptr %1397, align 2, !tbaa !68, !noalias !490
  %1399 = zext i16 %1398 to i32
  %1400 = load i32, ptr %1346, align 8, !tbaa !471, !alias.scope !482, !noalias !485
  %1401 = and i32 %1400, %1399
  %1402 = zext nneg i32 %1401 to i64
  %1403 = load i32, ptr %1350, align 4, !tbaa !472, !alias.scope !482, !noalias !485
  %1404 = zext nneg i32 %1403 to i64
  %1405 = shl i64 %1395, %1404
  %1406 = add i64 %1405, %1402
  %1407 = add i16 %1398, -1
  store i16 %1407, ptr %1397, align 2, !tbaa !68, !noalias !490
  %1408 = trunc nuw i64 %1385 to i32
  %1409 = getelementptr inbounds i32, ptr %1388, i64 %1406
  store i32 %1408, ptr %1409, align 4, !tbaa !40, !noalias !490
  %1410 = getelementptr inbounds i8, ptr %1387, i64 %1406
  store i8 %1396, ptr %1410, align 1, !tbaa !57, !noalias !490
  br label %1784

1411:                                             ; preds = %642
  %1412 = icmp ugt i64 %207, 6
  %1413 = icmp ugt i32 %31, 2
  %1414 = and i1 %1412, %1413
  br i1 %1414, label %1415, label %1451

1415:                                             ; preds = %1411
  %1416 = add nsw i64 %206, -3
  %1417 = and i64 %1416, %205
  %1418 = getelementptr inbounds i8, ptr %37, i64 %1417
  %1419 = load i64, ptr %1418, align 1, !noalias !491
  %1420 = mul i64 %1419, 8922571613522624512
  %1421 = lshr i64 %1420, 48
  %1422 = trunc i64 %1416 to i32
  %1423 = and i64 %1416, 8
  %1424 = getelementptr inbounds i8, ptr %0, i64 1720
  %1425 = load ptr, ptr %1424, align 8, !tbaa !143, !noalias !242
  %1426 = add nuw nsw i64 %1421, %1423
  %1427 = and i64 %1426, 65535
  %1428 = getelementptr inbounds i32, ptr %1425, i64 %1427
  store i32 %1422, ptr %1428, align 4, !tbaa !40, !noalias !491
  %1429 = add nsw i64 %206, -2
  %1430 = and i64 %1429, %205
  %1431 = getelementptr inbounds i8, ptr %37, i64 %1430
  %1432 = load i64, ptr %1431, align 1, !noalias !494
  %1433 = mul i64 %1432, 8922571613522624512
  %1434 = lshr i64 %1433, 48
  %1435 = trunc i64 %1429 to i32
  %1436 = and i64 %1429, 8
  %1437 = add nuw nsw i64 %1434, %1436
  %1438 = and i64 %1437, 65535
  %1439 = getelementptr inbounds i32, ptr %1425, i64 %1438
  store i32 %1435, ptr %1439, align 4, !tbaa !40, !noalias !494
  %1440 = add nsw i64 %206, -1
  %1441 = and i64 %1440, %205
  %1442 = getelementptr inbounds i8, ptr %37, i64 %1441
  %1443 = load i64, ptr %1442, align 1, !noalias !497
  %1444 = mul i64 %1443, 8922571613522624512
  %1445 = lshr i64 %1444, 48
  %1446 = trunc i64 %1440 to i32
  %1447 = and i64 %1440, 8
  %1448 = add nuw nsw i64 %1445, %1447
  %1449 = and i64 %1448, 65535
  %1450 = getelementptr inbounds i32, ptr %1425, i64 %1449
  store i32 %1446, ptr %1450, align 4, !tbaa !40, !noalias !497
  br label %1451

1451:                                             ; preds = %1411, %1415
  %1452 = getelementptr inbounds i8, ptr %0, i64 1728
  %1453 = and i64 %206, 3
  %1454 = icmp eq i64 %1453, 0
  br i1 %1454, label %1459, label %1455

1455:                                             ; preds = %1451
  %1456 = sub nuw nsw i64 4, %1453
  %1457 = tail call i64 @llvm.usub.sat.i64(i64 %207, i64 %1456)
  %1458 = add nuw nsw i64 %1456, %206
  br label %1459

1459:                                             ; preds = %1451, %1455
  %1460 = phi i64 [ %1457, %1455 ], [ %207, %1451 ]
  %1461 = phi i64 [ %1458, %1455 ], [ %206, %1451 ]
  %1462 = and i64 %1461, %205
  %1463 = sub nsw i64 %205, %1462
  %1464 = tail call i64 @llvm.umin.i64(i64 %1460, i64 %1463)
  %1465 = getelementptr inbounds i8, ptr %37, i64 %1462
  tail call fastcc void @PrepareHROLLING_FAST(ptr noundef nonnull %1452, i64 noundef %1464, ptr noundef %1465)
  %1466 = getelementptr inbounds i8, ptr %0, i64 1744
  store i64 %1461, ptr %1466, align 8, !tbaa !500, !alias.scope !501
  br label %1784

1467:                                             ; preds = %642
  %1468 = icmp ugt i64 %207, 6
  %1469 = icmp ugt i32 %31, 2
  %1470 = and i1 %1468, %1469
  br i1 %1470, label %1471, label %1507

1471:                                             ; preds = %1467
  %1472 = add nsw i64 %206, -3
  %1473 = and i64 %1472, %205
  %1474 = getelementptr inbounds i8, ptr %37, i64 %1473
  %1475 = load i64, ptr %1474, align 1, !noalias !504
  %1476 = mul i64 %1475, -2064201331557805312
  %1477 = lshr i64 %1476, 44
  %1478 = trunc i64 %1472 to i32
  %1479 = and i64 %1472, 24
  %1480 = getelementptr inbounds i8, ptr %0, i64 1720
  %1481 = load ptr, ptr %1480, align 8, !tbaa !183, !noalias !242
  %1482 = add nuw nsw i64 %1477, %1479
  %1483 = and i64 %1482, 1048575
  %1484 = getelementptr inbounds i32, ptr %1481, i64 %1483
  store i32 %1478, ptr %1484, align 4, !tbaa !40, !noalias !504
  %1485 = add nsw i64 %206, -2
  %1486 = and i64 %1485, %205
  %1487 = getelementptr inbounds i8, ptr %37, i64 %1486
  %1488 = load i64, ptr %1487, align 1, !noalias !507
  %1489 = mul i64 %1488, -2064201331557805312
  %1490 = lshr i64 %1489, 44
  %1491 = trunc i64 %1485 to i32
  %1492 = and i64 %1485, 24
  %1493 = add nuw nsw i64 %1490, %1492
  %1494 = and i64 %1493, 1048575
  %1495 = getelementptr inbounds i32, ptr %1481, i64 %1494
  store i32 %1491, ptr %1495, align 4, !tbaa !40, !noalias !507
  %1496 = add nsw i64 %206, -1
  %1497 = and i64 %1496, %205
  %1498 = getelementptr inbounds i8, ptr %37, i64 %1497
  %1499 = load i64, ptr %1498, align 1, !noalias !510
  %1500 = mul i64 %1499, -2064201331557805312
  %1501 = lshr i64 %1500, 44
  %1502 = trunc i64 %1496 to i32
  %1503 = and i64 %1496, 24
  %1504 = add nuw nsw i64 %1501, %1503
  %1505 = and i64 %1504, 1048575
  %1506 = getelementptr inbounds i32, ptr %1481, i64 %1505
  store i32 %1502, ptr %1506, align 4, !tbaa !40, !noalias !510
  br label %1507

1507:                                             ; preds = %1467, %1471
  %1508 = getelementptr inbounds i8, ptr %0, i64 1728
  %1509 = and i64 %206, 3
  %1510 = icmp eq i64 %1509, 0
  br i1 %1510, label %1515, label %1511

1511:                                             ; preds = %1507
  %1512 = sub nuw nsw i64 4, %1509
  %1513 = tail call i64 @llvm.usub.sat.i64(i64 %207, i64 %1512)
  %1514 = add nuw nsw i64 %1512, %206
  br label %1515

1515:                                             ; preds = %1507, %1511
  %1516 = phi i64 [ %1513, %1511 ], [ %207, %1507 ]
  %1517 = phi i64 [ %1514, %1511 ], [ %206, %1507 ]
  %1518 = and i64 %1517, %205
  %1519 = sub nsw i64 %205, %1518
  %1520 = tail call i64 @llvm.umin.i64(i64 %1516, i64 %1519)
  %1521 = getelementptr inbounds i8, ptr %37, i64 %1518
  tail call fastcc void @PrepareHROLLING_FAST(ptr noundef nonnull %1508, i64 noundef %1520, ptr noundef %1521)
  %1522 = getelementptr inbounds i8, ptr %0, i64 1744
  store i64 %1517, ptr %1522, align 8, !tbaa !500, !alias.scope !513
  br label %1784

1523:                                             ; preds = %642
  %1524 = icmp ugt i64 %207, 6
  %1525 = icmp ugt i32 %31, 2
  %1526 = and i1 %1524, %1525
  br i1 %1526, label %1527, label %1593

1527:                                             ; preds = %1523
  %1528 = add nsw i64 %206, -3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !516)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !519)
  %1529 = getelementptr inbounds i8, ptr %0, i64 1760
  %1530 = load ptr, ptr %1529, align 8, !tbaa !302, !noalias !242
  %1531 = getelementptr inbounds i8, ptr %0, i64 1768
  %1532 = load ptr, ptr %1531, align 8, !tbaa !303, !noalias !242
  %1533 = and i64 %1528, %205
  %1534 = getelementptr inbounds i8, ptr %37, i64 %1533
  %1535 = getelementptr inbounds i8, ptr %0, i64 1728
  %1536 = load i64, ptr %1535, align 8, !tbaa !155, !noalias !242
  %1537 = load i64, ptr %1534, align 1, !alias.scope !521, !noalias !516
  %1538 = mul i64 %1537, %1536
  %1539 = lshr i64 %1538, 49
  %1540 = getelementptr inbounds i16, ptr %1530, i64 %1539
  %1541 = load i16, ptr %1540, align 2, !tbaa !68, !noalias !524
  %1542 = zext i16 %1541 to i32
  %1543 = getelementptr inbounds i8, ptr %0, i64 1736
  %1544 = load i32, ptr %1543, align 8, !tbaa !159, !alias.scope !516, !noalias !519
  %1545 = and i32 %1544, %1542
  %1546 = zext nneg i32 %1545 to i64
  %1547 = getelementptr inbounds i8, ptr %0, i64 1740
  %1548 = load i32, ptr %1547, align 4, !tbaa !308, !alias.scope !516, !noalias !519
  %1549 = zext nneg i32 %1548 to i64
  %1550 = shl i64 %1539, %1549
  %1551 = add i16 %1541, 1
  store i16 %1551, ptr %1540, align 2, !tbaa !68, !noalias !524
  %1552 = trunc nuw i64 %1528 to i32
  %1553 = getelementptr i32, ptr %1532, i64 %1550
  %1554 = getelementptr i32, ptr %1553, i64 %1546
  store i32 %1552, ptr %1554, align 4, !tbaa !40, !noalias !524
  %1555 = add nsw i64 %206, -2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !525)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !528)
  %1556 = and i64 %1555, %205
  %1557 = getelementptr inbounds i8, ptr %37, i64 %1556
  %1558 = load i64, ptr %1557, align 1, !alias.scope !530, !noalias !525
  %1559 = mul i64 %1558, %1536
  %1560 = lshr i64 %1559, 49
  %1561 = getelementptr inbounds i16, ptr %1530, i64 %1560
  %1562 = load i16, ptr %1561, align 2, !tbaa !68, !noalias !533
  %1563 = zext i16 %1562 to i32
  %1564 = load i32, ptr %1543, align 8, !tbaa !159, !alias.scope !525, !noalias !528
  %1565 = and i32 %1564, %1563
  %1566 = zext nneg i32 %1565 to i64
  %1567 = load i32, ptr %1547, align 4, !tbaa !308, !alias.scope !525, !noalias !528
  %1568 = zext nneg i32 %1567 to i64
  %1569 = shl i64 %1560, %1568
  %1570 = add i16 %1562, 1
  store i16 %1570, ptr %1561, align 2, !tbaa !68, !noalias !533
  %1571 = trunc nuw i64 %1555 to i32
  %1572 = getelementptr i32, ptr %1532, i64 %1569
  %1573 = getelementptr i32, ptr %1572, i64 %1566
  store i32 %1571, ptr %1573, align 4, !tbaa !40, !noalias !533
  %1574 = add nsw i64 %206, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !534)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !537)
  %1575 = and i64 %1574, %205
  %1576 = getelementptr inbounds i8, ptr %37, i64 %1575
  %1577 = load i64, ptr %1576, align 1, !alias.scope !539, !noalias !534
  %1578 = mul i64 %1577, %1536
  %1579 = lshr i64 %1578, 49
  %1580 = getelementptr inbounds i16, ptr %1530, i64 %1579
  %1581 = load i16, ptr %1580, align 2, !tbaa !68, !noalias !542
  %1582 = zext i16 %1581 to i32
  %1583 = load i32, ptr %1543, align 8, !tbaa !159, !alias.scope !534, !noalias !537
  %1584 = and i32 %1583, %1582
  %1585 = zext nneg i32 %1584 to i64
  %1586 = load i32, ptr %1547, align 4, !tbaa !308, !alias.scope !534, !noalias !537
  %1587 = zext nneg i32 %1586 to i64
  %1588 = shl i64 %1579, %1587
  %1589 = add i16 %1581, 1
  store i16 %1589, ptr %1580, align 2, !tbaa !68, !noalias !542
  %1590 = trunc nuw i64 %1574 to i32
  %1591 = getelementptr i32, ptr %1532, i64 %1588
  %1592 = getelementptr i32, ptr %1591, i64 %1585
  store i32 %1590, ptr %1592, align 4, !tbaa !40, !noalias !542
  br label %1593

1593:                                             ; preds = %1523, %1527
  %1594 = getelementptr inbounds i8, ptr %0, i64 1776
  %1595 = and i64 %205, %206
  %1596 = sub nsw i64 %205, %1595
  %1597 = tail call i64 @llvm.umin.i64(i64 %1596, i64 %207)
  %1598 = getelementptr inbounds i8, ptr %37, i64 %1595
  tail call void @llvm.experimental.noalias.scope.decl(metadata !543)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !546)
  %1599 = icmp ult i64 %1597, 32
  br i1 %1599, label %1636, label %1600

1600:                                             ; preds = %1593
  %1601 = getelementptr inbounds i8, ptr %0, i64 1804
  %1602 = load i32, ptr %1601, align 4, !tbaa !548, !alias.scope !543, !noalias !546
  br label %1603

1603:                                             ; preds = %1603, %1600
  %1604 = phi i64 [ 0, %1600 ], [ %1633, %1603 ]
  %1605 = phi i32 [ 0, %1600 ], [ %1632, %1603 ]
  %1606 = getelementptr inbounds i8, ptr %1598, i64 %1604
  %1607 = load i8, ptr %1606, align 1, !tbaa !57, !alias.scope !546, !noalias !543
  %1608 = mul i32 %1605, %1602
  %1609 = zext i8 %1607 to i32
  %1610 = add i32 %1608, 1
  %1611 = add i32 %1610, %1609
  %1612 = or disjoint i64 %1604, 1
  %1613 = getelementptr inbounds i8, ptr %1598, i64 %1612
  %1614 = load i8, ptr %1613, align 1, !tbaa !57, !alias.scope !546, !noalias !543
  %1615 = mul i32 %1611, %1602
  %1616 = zext i8 %1614 to i32
  %1617 = add i32 %1615, 1
  %1618 = add i32 %1617, %1616
  %1619 = or disjoint i64 %1604, 2
  %1620 = getelementptr inbounds i8, ptr %1598, i64 %1619
  %1621 = load i8, ptr %1620, align 1, !tbaa !57, !alias.scope !546, !noalias !543
  %1622 = mul i32 %1618, %1602
  %1623 = zext i8 %1621 to i32
  %1624 = add i32 %1622, 1
  %1625 = add i32 %1624, %1623
  %1626 = or disjoint i64 %1604, 3
  %1627 = getelementptr inbounds i8, ptr %1598, i64 %1626
  %1628 = load i8, ptr %1627, align 1, !tbaa !57, !alias.scope !546, !noalias !543
  %1629 = mul i32 %1625, %1602
  %1630 = zext i8 %1628 to i32
  %1631 = add i32 %1629, 1
  %1632 = add i32 %1631, %1630
  %1633 = add nuw nsw i64 %1604, 4
  %1634 = icmp eq i64 %1633, 32
  br i1 %1634, label %1635, label %1603, !llvm.loop !549

1635:                                             ; preds = %1603
  store i32 %1632, ptr %1594, align 8, !tbaa !550, !alias.scope !543, !noalias !546
  br label %1636

1636:                                             ; preds = %1593, %1635
  %1637 = getelementptr inbounds i8, ptr %0, i64 1792
  store i64 %206, ptr %1637, align 8, !tbaa !551, !alias.scope !552
  br label %1784

1638:                                             ; preds = %642
  %1639 = icmp ugt i64 %207, 2
  %1640 = icmp ugt i32 %31, 127
  %1641 = and i1 %1639, %1640
  br i1 %1641, label %1642, label %1784

1642:                                             ; preds = %1638
  %1643 = getelementptr inbounds i8, ptr %0, i64 1712
  %1644 = add nsw i64 %206, -127
  %1645 = add nuw nsw i64 %1644, %207
  %1646 = tail call i64 @llvm.umin.i64(i64 %206, i64 %1645)
  %1647 = load i64, ptr %1643, align 8, !tbaa !214
  %1648 = getelementptr inbounds i8, ptr %0, i64 1720
  %1649 = load ptr, ptr %1648, align 8, !tbaa !211, !alias.scope !555, !noalias !558
  %1650 = getelementptr inbounds i8, ptr %0, i64 1736
  %1651 = load ptr, ptr %1650, align 8, !tbaa !213, !alias.scope !555, !noalias !558
  %1652 = getelementptr inbounds i8, ptr %0, i64 1728
  br label %1653

1653:                                             ; preds = %1642, %1778
  %1654 = phi i64 [ %1644, %1642 ], [ %1782, %1778 ]
  %1655 = sub nsw i64 %206, %1654
  %1656 = tail call i64 @llvm.umax.i64(i64 %1655, i64 15)
  %1657 = sub i64 %1647, %1656
  tail call void @llvm.experimental.noalias.scope.decl(metadata !555)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !558)
  %1658 = and i64 %1654, %205
  %1659 = getelementptr inbounds i8, ptr %37, i64 %1658
  %1660 = load i32, ptr %1659, align 1, !alias.scope !560, !noalias !555
  %1661 = mul i32 %1660, 506832829
  %1662 = lshr i32 %1661, 15
  %1663 = zext nneg i32 %1662 to i64
  %1664 = getelementptr inbounds i32, ptr %1649, i64 %1663
  %1665 = load i32, ptr %1664, align 4, !tbaa !40, !noalias !555
  %1666 = and i64 %1647, %1654
  %1667 = shl i64 %1666, 1
  %1668 = or disjoint i64 %1667, 1
  %1669 = trunc i64 %1654 to i32
  store i32 %1669, ptr %1664, align 4, !tbaa !40
  %1670 = zext i32 %1665 to i64
  %1671 = icmp eq i64 %1654, %1670
  br i1 %1671, label %1684, label %1672

1672:                                             ; preds = %1653, %1767
  %1673 = phi i64 [ %1776, %1767 ], [ %1670, %1653 ]
  %1674 = phi i32 [ %1774, %1767 ], [ %1665, %1653 ]
  %1675 = phi i64 [ %1771, %1767 ], [ %1667, %1653 ]
  %1676 = phi i64 [ %1770, %1767 ], [ %1668, %1653 ]
  %1677 = phi i64 [ %1775, %1767 ], [ 64, %1653 ]
  %1678 = phi i64 [ %1769, %1767 ], [ 0, %1653 ]
  %1679 = phi i64 [ %1768, %1767 ], [ 0, %1653 ]
  %1680 = sub i64 %1654, %1673
  %1681 = icmp ugt i64 %1680, %1657
  %1682 = icmp eq i64 %1677, 0
  %1683 = select i1 %1681, i1 true, i1 %1682
  br i1 %1683, label %1684, label %1689

1684:                                             ; preds = %1767, %1672, %1653
  %1685 = phi i64 [ %1668, %1653 ], [ %1676, %1672 ], [ %1770, %1767 ]
  %1686 = phi i64 [ %1667, %1653 ], [ %1675, %1672 ], [ %1771, %1767 ]
  %1687 = load i32, ptr %1652, align 8, !tbaa !215, !alias.scope !555, !noalias !558
  %1688 = getelementptr inbounds i32, ptr %1651, i64 %1686
  store i32 %1687, ptr %1688, align 4, !tbaa !40
  br label %1778

1689:                                             ; preds = %1672
  %1690 = and i64 %1673, %205
  %1691 = tail call i64 @llvm.umin.i64(i64 %1679, i64 %1678)
  %1692 = getelementptr i8, ptr %1659, i64 %1691
  %1693 = getelementptr i8, ptr %37, i64 %1690
  %1694 = getelementptr i8, ptr %1693, i64 %1691
  %1695 = sub i64 128, %1691
  %1696 = icmp ugt i64 %1695, 7
  br i1 %1696, label %1704, label %1697

1697:                                             ; preds = %1719, %1689
  %1698 = phi i64 [ %1695, %1689 ], [ %1722, %1719 ]
  %1699 = phi ptr [ %1694, %1689 ], [ %1720, %1719 ]
  %1700 = phi ptr [ %1692, %1689 ], [ %1721, %1719 ]
  %1701 = icmp eq i64 %1698, 0
  br i1 %1701, label %1736, label %1702

1702:                                             ; preds = %1697
  %1703 = getelementptr i8, ptr %1700, i64 %1698
  br label %1724

1704:                                             ; preds = %1689, %1719
  %1705 = phi ptr [ %1721, %1719 ], [ %1692, %1689 ]
  %1706 = phi ptr [ %1720, %1719 ], [ %1694, %1689 ]
  %1707 = phi i64 [ %1722, %1719 ], [ %1695, %1689 ]
  %1708 = load i64, ptr %1706, align 1
  %1709 = load i64, ptr %1705, align 1
  %1710 = icmp eq i64 %1708, %1709
  br i1 %1710, label %1719, label %1711

1711:                                             ; preds = %1704
  %1712 = xor i64 %1709, %1708
  %1713 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1712, i1 true)
  %1714 = ptrtoint ptr %1705 to i64
  %1715 = ptrtoint ptr %1692 to i64
  %1716 = sub i64 %1714, %1715
  %1717 = lshr i64 %1713, 3
  %1718 = add i64 %1716, %1717
  br label %1741

1719:                                             ; preds = %1704
  %1720 = getelementptr inbounds i8, ptr %1706, i64 8
  %1721 = getelementptr inbounds i8, ptr %1705, i64 8
  %1722 = add i64 %1707, -8
  %1723 = icmp ugt i64 %1722, 7
  br i1 %1723, label %1704, label %1697, !llvm.loop !563

1724:                                             ; preds = %1702, %1731
  %1725 = phi ptr [ %1734, %1731 ], [ %1700, %1702 ]
  %1726 = phi ptr [ %1733, %1731 ], [ %1699, %1702 ]
  %1727 = phi i64 [ %1732, %1731 ], [ %1698, %1702 ]
  %1728 = load i8, ptr %1725, align 1, !tbaa !57
  %1729 = load i8, ptr %1726, align 1, !tbaa !57
  %1730 = icmp eq i8 %1728, %1729
  br i1 %1730, label %1731, label %1736

1731:                                             ; preds = %1724
  %1732 = add nsw i64 %1727, -1
  %1733 = getelementptr inbounds i8, ptr %1726, i64 1
  %1734 = getelementptr inbounds i8, ptr %1725, i64 1
  %1735 = icmp eq i64 %1732, 0
  br i1 %1735, label %1736, label %1724, !llvm.loop !564

1736:                                             ; preds = %1731, %1724, %1697
  %1737 = phi ptr [ %1700, %1697 ], [ %1725, %1724 ], [ %1703, %1731 ]
  %1738 = ptrtoint ptr %1737 to i64
  %1739 = ptrtoint ptr %1692 to i64
  %1740 = sub i64 %1738, %1739
  br label %1741

1741:                                             ; preds = %1711, %1736
  %1742 = phi i64 [ %1718, %1711 ], [ %1740, %1736 ]
  %1743 = add i64 %1742, %1691
  %1744 = icmp ult i64 %1743, 128
  br i1 %1744, label %1754, label %1745

1745:                                             ; preds = %1741
  %1746 = and i64 %1673, %1647
  %1747 = shl nuw nsw i64 %1746, 1
  %1748 = getelementptr inbounds i32, ptr %1651, i64 %1747
  %1749 = load i32, ptr %1748, align 4, !tbaa !40
  %1750 = getelementptr inbounds i32, ptr %1651, i64 %1675
  store i32 %1749, ptr %1750, align 4, !tbaa !40
  %1751 = or disjoint i64 %1747, 1
  %1752 = getelementptr inbounds i32, ptr %1651, i64 %1751
  %1753 = load i32, ptr %1752, align 4, !tbaa !40
  br label %1778

1754:                                             ; preds = %1741
  %1755 = getelementptr i8, ptr %1659, i64 %1743
  %1756 = load i8, ptr %1755, align 1, !tbaa !57, !alias.scope !558, !noalias !555
  %1757 = getelementptr i8, ptr %1693, i64 %1743
  %1758 = load i8, ptr %1757, align 1, !tbaa !57, !alias.scope !558, !noalias !555
  %1759 = icmp ugt i8 %1756, %1758
  %1760 = and i64 %1673, %1647
  %1761 = shl nuw nsw i64 %1760, 1
  br i1 %1759, label %1762, label %1765

1762:                                             ; preds = %1754
  %1763 = getelementptr inbounds i32, ptr %1651, i64 %1675
  store i32 %1674, ptr %1763, align 4, !tbaa !40
  %1764 = or disjoint i64 %1761, 1
  br label %1767

1765:                                             ; preds = %1754
  %1766 = getelementptr inbounds i32, ptr %1651, i64 %1676
  store i32 %1674, ptr %1766, align 4, !tbaa !40
  br label %1767

1767:                                             ; preds = %1765, %1762
  %1768 = phi i64 [ %1743, %1762 ], [ %1679, %1765 ]
  %1769 = phi i64 [ %1678, %1762 ], [ %1743, %1765 ]
  %1770 = phi i64 [ %1676, %1762 ], [ %1761, %1765 ]
  %1771 = phi i64 [ %1764, %1762 ], [ %1675, %1765 ]
  %1772 = phi i64 [ %1764, %1762 ], [ %1761, %1765 ]
  %1773 = getelementptr inbounds i32, ptr %1651, i64 %1772
  %1774 = load i32, ptr %1773, align 4, !tbaa !40
  %1775 = add nsw i64 %1677, -1
  %1776 = zext i32 %1774 to i64
  %1777 = icmp eq i64 %1654, %1776
  br i1 %1777, label %1684, label %1672

1778:                                             ; preds = %1684, %1745
  %1779 = phi i64 [ %1685, %1684 ], [ %1676, %1745 ]
  %1780 = phi i32 [ %1687, %1684 ], [ %1753, %1745 ]
  %1781 = getelementptr inbounds i32, ptr %1651, i64 %1779
  store i32 %1780, ptr %1781, align 4, !tbaa !40
  %1782 = add nuw nsw i64 %1654, 1
  %1783 = icmp ult i64 %1782, %1646
  br i1 %1783, label %1653, label %1784, !llvm.loop !565

1784:                                             ; preds = %1778, %1638, %1326, %1322, %1234, %1230, %1194, %1190, %1090, %1086, %998, %994, %906, %902, %836, %832, %761, %757, %721, %717, %681, %677, %650, %646, %642, %1459, %1515, %1636
  %1785 = getelementptr inbounds i8, ptr %0, i64 1512
  %1786 = load i64, ptr %1785, align 8, !tbaa !72
  %1787 = trunc i64 %1786 to i32
  %1788 = icmp ugt i64 %1786, 3221225471
  br i1 %1788, label %1789, label %1796

1789:                                             ; preds = %1784
  %1790 = and i32 %1787, 1073741823
  %1791 = shl i32 %1787, 1
  %1792 = ashr exact i32 %1791, 1
  %1793 = and i32 %1792, -1073741824
  %1794 = or disjoint i32 %1793, %1790
  %1795 = xor i32 %1794, -2147483648
  br label %1796

1796:                                             ; preds = %1784, %1789
  %1797 = phi i32 [ %1795, %1789 ], [ %1787, %1784 ]
  %1798 = load i32, ptr %33, align 4, !tbaa !38
  %1799 = icmp sgt i32 %1798, 9
  br i1 %1799, label %1800, label %1806

1800:                                             ; preds = %1796
  %1801 = load i64, ptr %15, align 8, !tbaa !42
  %1802 = sub i64 %1801, %1786
  %1803 = zext i32 %1797 to i64
  %1804 = tail call i32 @BrotliIsMostlyUTF8(ptr noundef %37, i64 noundef %1803, i64 noundef %205, i64 noundef %1802, double noundef 7.500000e-01) #19
  %1805 = icmp eq i32 %1804, 0
  br i1 %1805, label %1807, label %1806

1806:                                             ; preds = %1800, %1796
  br label %1807

1807:                                             ; preds = %1800, %1806
  %1808 = phi i32 [ 2, %1806 ], [ 3, %1800 ]
  %1809 = shl nuw nsw i32 %1808, 9
  %1810 = zext nneg i32 %1809 to i64
  %1811 = getelementptr inbounds [2048 x i8], ptr @_kBrotliContextLookupTable, i64 0, i64 %1810
  %1812 = load i64, ptr %175, align 8, !tbaa !120
  %1813 = icmp eq i64 %1812, 0
  br i1 %1813, label %1819, label %1814

1814:                                             ; preds = %1807
  %1815 = getelementptr inbounds i8, ptr %0, i64 1504
  %1816 = load i64, ptr %1815, align 8, !tbaa !566
  %1817 = icmp eq i64 %1816, 0
  br i1 %1817, label %1818, label %1819

1818:                                             ; preds = %1814
  call fastcc void @ExtendLastCommand(ptr noundef nonnull %0, ptr noundef nonnull %11, ptr noundef nonnull %12)
  br label %1819

1819:                                             ; preds = %1818, %1814, %1807
  %1820 = load i32, ptr %33, align 4, !tbaa !27
  %1821 = load i32, ptr %11, align 4, !tbaa !40
  %1822 = zext i32 %1821 to i64
  %1823 = load i32, ptr %12, align 4, !tbaa !40
  %1824 = zext i32 %1823 to i64
  %1825 = getelementptr inbounds i8, ptr %0, i64 1528
  %1826 = getelementptr inbounds i8, ptr %0, i64 1504
  %1827 = getelementptr inbounds i8, ptr %0, i64 1480
  %1828 = load ptr, ptr %1827, align 8, !tbaa !48
  %1829 = load i64, ptr %175, align 8, !tbaa !120
  %1830 = getelementptr inbounds %struct.Command, ptr %1828, i64 %1829
  %1831 = getelementptr inbounds i8, ptr %0, i64 1496
  switch i32 %1820, label %1834 [
    i32 10, label %1832
    i32 11, label %1833
  ]

1832:                                             ; preds = %1819
  tail call void @BrotliCreateZopfliBackwardReferences(ptr noundef nonnull %32, i64 noundef %1822, i64 noundef %1824, ptr noundef %37, i64 noundef %205, ptr noundef nonnull %1811, ptr noundef nonnull %0, ptr noundef nonnull %204, ptr noundef nonnull %1825, ptr noundef nonnull %1826, ptr noundef %1830, ptr noundef nonnull %175, ptr noundef nonnull %1831) #19
  br label %1835

1833:                                             ; preds = %1819
  tail call void @BrotliCreateHqZopfliBackwardReferences(ptr noundef nonnull %32, i64 noundef %1822, i64 noundef %1824, ptr noundef %37, i64 noundef %205, ptr noundef nonnull %1811, ptr noundef nonnull %0, ptr noundef nonnull %204, ptr noundef nonnull %1825, ptr noundef nonnull %1826, ptr noundef %1830, ptr noundef nonnull %175, ptr noundef nonnull %1831) #19
  br label %1835

1834:                                             ; preds = %1819
  tail call void @BrotliCreateBackwardReferences(i64 noundef %1822, i64 noundef %1824, ptr noundef %37, i64 noundef %205, ptr noundef nonnull %1811, ptr noundef nonnull %0, ptr noundef nonnull %204, ptr noundef nonnull %1825, ptr noundef nonnull %1826, ptr noundef %1830, ptr noundef nonnull %175, ptr noundef nonnull %1831) #19
  br label %1835

1835:                                             ; preds = %1833, %1834, %1832
  %1836 = getelementptr inbounds i8, ptr %0, i64 8
  %1837 = load i32, ptr %1836, align 8, !tbaa !39
  %1838 = load i32, ptr %81, align 4, !tbaa !65
  %1839 = tail call i32 @llvm.smax.i32(i32 %1837, i32 %1838)
  %1840 = tail call i32 @llvm.smin.i32(i32 %1839, i32 23)
  %1841 = add nsw i32 %1840, 1
  %1842 = zext nneg i32 %1841 to i64
  %1843 = shl nuw i64 1, %1842
  %1844 = lshr i64 %1843, 3
  %1845 = load i64, ptr %15, align 8, !tbaa !42
  %1846 = load i64, ptr %1785, align 8, !tbaa !72
  %1847 = sub i64 %1845, %1846
  %1848 = zext nneg i32 %1838 to i64
  %1849 = shl nuw i64 1, %1848
  %1850 = add i64 %1847, %1849
  %1851 = icmp ugt i64 %1850, %1843
  %1852 = load i32, ptr %33, align 4, !tbaa !27
  %1853 = icmp slt i32 %1852, 4
  br i1 %1853, label %1854, label %1860

1854:                                             ; preds = %1835
  %1855 = getelementptr inbounds i8, ptr %0, i64 1496
  %1856 = load i64, ptr %1855, align 8, !tbaa !567
  %1857 = load i64, ptr %175, align 8, !tbaa !120
  %1858 = add i64 %1857, %1856
  %1859 = icmp ugt i64 %1858, 12286
  br label %1860

1860:                                             ; preds = %1854, %1835
  %1861 = phi i1 [ false, %1835 ], [ %1859, %1854 ]
  %1862 = or i32 %2, %1
  %1863 = icmp ne i32 %1862, 0
  %1864 = select i1 %1863, i1 true, i1 %1861
  %1865 = select i1 %1864, i1 true, i1 %1851
  br i1 %1865, label %1878, label %1866

1866:                                             ; preds = %1860
  %1867 = getelementptr inbounds i8, ptr %0, i64 1496
  %1868 = load i64, ptr %1867, align 8, !tbaa !567
  %1869 = icmp ult i64 %1868, %1844
  br i1 %1869, label %1870, label %1878

1870:                                             ; preds = %1866
  %1871 = load i64, ptr %175, align 8, !tbaa !120
  %1872 = icmp ult i64 %1871, %1844
  br i1 %1872, label %1873, label %1878

1873:                                             ; preds = %1870
  %1874 = tail call fastcc i32 @UpdateLastProcessedPos(ptr noundef nonnull %0)
  %1875 = icmp eq i32 %1874, 0
  br i1 %1875, label %1877, label %1876

1876:                                             ; preds = %1873
  store i32 0, ptr %643, align 8, !tbaa !216
  br label %1877

1877:                                             ; preds = %1876, %1873
  store i64 0, ptr %3, align 8, !tbaa !56
  br label %2180

1878:                                             ; preds = %1870, %1866, %1860
  %1879 = getelementptr inbounds i8, ptr %0, i64 1504
  %1880 = load i64, ptr %1879, align 8, !tbaa !566
  %1881 = icmp eq i64 %1880, 0
  br i1 %1881, label %1941, label %1882

1882:                                             ; preds = %1878
  %1883 = getelementptr inbounds i8, ptr %0, i64 1480
  %1884 = load ptr, ptr %1883, align 8, !tbaa !48
  %1885 = load i64, ptr %175, align 8, !tbaa !120
  %1886 = add i64 %1885, 1
  store i64 %1886, ptr %175, align 8, !tbaa !120
  %1887 = getelementptr inbounds %struct.Command, ptr %1884, i64 %1885
  %1888 = trunc i64 %1880 to i32
  store i32 %1888, ptr %1887, align 4, !tbaa !568
  %1889 = getelementptr inbounds i8, ptr %1887, i64 4
  store i32 134217728, ptr %1889, align 4, !tbaa !570
  %1890 = getelementptr inbounds i8, ptr %1887, i64 8
  store i32 0, ptr %1890, align 4, !tbaa !571
  %1891 = getelementptr inbounds i8, ptr %1887, i64 14
  store i16 16, ptr %1891, align 2, !tbaa !572
  %1892 = getelementptr inbounds i8, ptr %1887, i64 12
  %1893 = icmp ult i64 %1880, 6
  br i1 %1893, label %1894, label %1896

1894:                                             ; preds = %1882
  %1895 = trunc nuw nsw i64 %1880 to i16
  br label %1922

1896:                                             ; preds = %1882
  %1897 = icmp ult i64 %1880, 130
  br i1 %1897, label %1898, label %1910

1898:                                             ; preds = %1896
  %1899 = add nsw i64 %1880, -2
  %1900 = trunc nuw i64 %1899 to i32
  %1901 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1900, i1 true)
  %1902 = sub nuw nsw i32 30, %1901
  %1903 = shl nuw nsw i32 %1902, 1
  %1904 = zext nneg i32 %1903 to i64
  %1905 = zext nneg i32 %1902 to i64
  %1906 = lshr i64 %1899, %1905
  %1907 = add nuw nsw i64 %1906, %1904
  %1908 = trunc i64 %1907 to i16
  %1909 = add nuw nsw i16 %1908, 2
  br label %1922

1910:                                             ; preds = %1896
  %1911 = icmp ult i64 %1880, 2114
  br i1 %1911, label %1912, label %1917

1912:                                             ; preds = %1910
  %1913 = add nsw i32 %1888, -66
  %1914 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1913, i1 true)
  %1915 = trunc nuw nsw i32 %1914 to i16
  %1916 = sub nuw nsw i16 41, %1915
  br label %1922

1917:                                             ; preds = %1910
  %1918 = icmp ult i64 %1880, 6210
  br i1 %1918, label %1922, label %1919

1919:                                             ; preds = %1917
  %1920 = icmp ult i64 %1880, 22594
  %1921 = select i1 %1920, i16 22, i16 23
  br label %1922

1922:                                             ; preds = %1894, %1898, %1912, %1917, %1919
  %1923 = phi i16 [ %1895, %1894 ], [ %1909, %1898 ], [ %1916, %1912 ], [ 21, %1917 ], [ %1921, %1919 ]
  %1924 = shl nuw nsw i16 %1923, 3
  %1925 = and i16 %1924, 56
  %1926 = lshr i16 %1923, 3
  %1927 = mul nuw nsw i16 %1926, 3
  %1928 = zext nneg i16 %1927 to i32
  %1929 = shl nuw nsw i32 %1928, 1
  %1930 = shl nuw nsw i32 %1928, 6
  %1931 = add nuw nsw i32 %1930, 64
  %1932 = lshr i32 5377344, %1929
  %1933 = and i32 %1932, 192
  %1934 = add nuw nsw i32 %1931, %1933
  %1935 = trunc i32 %1934 to i16
  %1936 = or disjoint i16 %1925, %1935
  %1937 = or disjoint i16 %1936, 2
  store i16 %1937, ptr %1892, align 2, !tbaa !68
  %1938 = getelementptr inbounds i8, ptr %0, i64 1496
  %1939 = load i64, ptr %1938, align 8, !tbaa !567
  %1940 = add i64 %1939, %1880
  store i64 %1940, ptr %1938, align 8, !tbaa !567
  store i64 0, ptr %1879, align 8, !tbaa !566
  br label %1941

1941:                                             ; preds = %1922, %1878
  %1942 = icmp eq i64 %1845, %1846
  %1943 = select i1 %78, i1 %1942, i1 false
  br i1 %1943, label %1944, label %1945

1944:                                             ; preds = %1941
  store i64 0, ptr %3, align 8, !tbaa !56
  br label %2180

1945:                                             ; preds = %1941
  %1946 = shl i64 %1847, 1
  %1947 = add i64 %1946, 503
  %1948 = and i64 %1947, 4294967295
  %1949 = getelementptr inbounds i8, ptr %0, i64 1616
  %1950 = load i64, ptr %1949, align 8, !tbaa !105
  %1951 = icmp ult i64 %1950, %1948
  %1952 = getelementptr inbounds i8, ptr %0, i64 1624
  %1953 = load ptr, ptr %1952, align 8, !tbaa !47
  br i1 %1951, label %1954, label %1956

1954:                                             ; preds = %1945
  tail call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %1953) #19
  store ptr null, ptr %1952, align 8, !tbaa !47
  %1955 = tail call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef %1948) #19
  store ptr %1955, ptr %1952, align 8, !tbaa !47
  store i64 %1948, ptr %1949, align 8, !tbaa !105
  br label %1956

1956:                                             ; preds = %1945, %1954
  %1957 = phi ptr [ %1955, %1954 ], [ %1953, %1945 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #19
  %1958 = getelementptr inbounds i8, ptr %0, i64 1610
  %1959 = load i8, ptr %1958, align 2, !tbaa !61
  %1960 = zext i8 %1959 to i64
  store i64 %1960, ptr %14, align 8, !tbaa !56
  %1961 = getelementptr inbounds i8, ptr %0, i64 1608
  %1962 = load i16, ptr %1961, align 8, !tbaa !62
  %1963 = trunc i16 %1962 to i8
  store i8 %1963, ptr %1957, align 1, !tbaa !57
  %1964 = load i16, ptr %1961, align 8, !tbaa !62
  %1965 = lshr i16 %1964, 8
  %1966 = trunc nuw i16 %1965 to i8
  %1967 = getelementptr inbounds i8, ptr %1957, i64 1
  store i8 %1966, ptr %1967, align 1, !tbaa !57
  %1968 = load i64, ptr %1785, align 8, !tbaa !72
  %1969 = and i64 %1847, 4294967295
  %1970 = getelementptr inbounds i8, ptr %0, i64 1612
  %1971 = load i8, ptr %1970, align 4, !tbaa !43
  %1972 = getelementptr inbounds i8, ptr %0, i64 1613
  %1973 = load i8, ptr %1972, align 1, !tbaa !44
  %1974 = getelementptr inbounds i8, ptr %0, i64 1496
  %1975 = load i64, ptr %1974, align 8, !tbaa !567
  %1976 = load i64, ptr %175, align 8, !tbaa !120
  %1977 = getelementptr inbounds i8, ptr %0, i64 1480
  %1978 = load ptr, ptr %1977, align 8, !tbaa !48
  %1979 = getelementptr inbounds i8, ptr %0, i64 1592
  %1980 = getelementptr inbounds i8, ptr %0, i64 1528
  %1981 = trunc i64 %1968 to i32
  %1982 = icmp ugt i64 %1968, 3221225471
  br i1 %1982, label %1983, label %1990

1983:                                             ; preds = %1956
  %1984 = and i32 %1981, 1073741823
  %1985 = shl i32 %1981, 1
  %1986 = ashr exact i32 %1985, 1
  %1987 = and i32 %1986, -1073741824
  %1988 = or disjoint i32 %1987, %1984
  %1989 = xor i32 %1988, -2147483648
  br label %1990

1990:                                             ; preds = %1983, %1956
  %1991 = phi i32 [ %1989, %1983 ], [ %1981, %1956 ]
  call void @llvm.lifetime.start.p0(i64 1400, ptr nonnull %7) #19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1400) %7, ptr noundef nonnull align 8 dereferenceable(1400) %0, i64 1400, i1 false), !tbaa.struct !573
  %1992 = icmp eq i64 %1969, 0
  br i1 %1992, label %1993, label %2004

1993:                                             ; preds = %1990
  tail call void @llvm.experimental.noalias.scope.decl(metadata !574)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !577)
  %1994 = load i64, ptr %14, align 8, !tbaa !56, !alias.scope !574, !noalias !577
  %1995 = lshr i64 %1994, 3
  %1996 = getelementptr inbounds i8, ptr %1957, i64 %1995
  %1997 = load i8, ptr %1996, align 1, !tbaa !57, !alias.scope !577, !noalias !574
  %1998 = zext i8 %1997 to i64
  %1999 = and i64 %1994, 7
  %2000 = shl nuw nsw i64 3, %1999
  %2001 = or i64 %2000, %1998
  store i64 %2001, ptr %1996, align 1, !noalias !574
  %2002 = add i64 %1994, 9
  %2003 = and i64 %2002, 4294967288
  store i64 %2003, ptr %14, align 8, !tbaa !56
  br label %2130

2004:                                             ; preds = %1990
  %2005 = icmp ult i64 %1969, 3
  br i1 %2005, label %2065, label %2006

2006:                                             ; preds = %2004
  %2007 = lshr i64 %1969, 8
  %2008 = add nuw nsw i64 %2007, 2
  %2009 = icmp ugt i64 %2008, %1976
  br i1 %2009, label %2010, label %2067

2010:                                             ; preds = %2006
  %2011 = uitofp i64 %1975 to double
  %2012 = uitofp nneg i64 %1969 to double
  %2013 = fmul double %2012, 0x3FEFAE147AE147AE
  %2014 = fcmp olt double %2013, %2011
  br i1 %2014, label %2015, label %2067

2015:                                             ; preds = %2010
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %6) #19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %6, i8 0, i64 1024, i1 false)
  %2016 = fmul double %2012, 7.920000e+00
  %2017 = add nuw nsw i64 %1969, 12
  %2018 = udiv i64 %2017, 13
  %2019 = and i64 %2018, 1
  %2020 = icmp ult i64 %1969, 14
  br i1 %2020, label %2046, label %2021

2021:                                             ; preds = %2015
  %2022 = and i64 %2018, 1073741822
  br label %2023

2023:                                             ; preds = %2023, %2021
  %2024 = phi i32 [ %1981, %2021 ], [ %2043, %2023 ]
  %2025 = phi i64 [ 0, %2021 ], [ %2044, %2023 ]
  %2026 = and i32 %2024, %39
  %2027 = zext i32 %2026 to i64
  %2028 = getelementptr inbounds i8, ptr %37, i64 %2027
  %2029 = load i8, ptr %2028, align 1, !tbaa !57
  %2030 = zext i8 %2029 to i64
  %2031 = getelementptr inbounds [256 x i32], ptr %6, i64 0, i64 %2030
  %2032 = load i32, ptr %2031, align 4, !tbaa !40
  %2033 = add i32 %2032, 1
  store i32 %2033, ptr %2031, align 4, !tbaa !40
  %2034 = add i32 %2024, 13
  %2035 = and i32 %2034, %39
  %2036 = zext i32 %2035 to i64
  %2037 = getelementptr inbounds i8, ptr %37, i64 %2036
  %2038 = load i8, ptr %2037, align 1, !tbaa !57
  %2039 = zext i8 %2038 to i64
  %2040 = getelementptr inbounds [256 x i32], ptr %6, i64 0, i64 %2039
  %2041 = load i32, ptr %2040, align 4, !tbaa !40
  %2042 = add i32 %2041, 1
  store i32 %2042, ptr %2040, align 4, !tbaa !40
  %2043 = add i32 %2024, 26
  %2044 = add i64 %2025, 2
  %2045 = icmp eq i64 %2044, %2022
  br i1 %2045, label %2046, label %2023, !llvm.loop !579

2046:                                             ; preds = %2023, %2015
  %2047 = phi i32 [ %1981, %2015 ], [ %2043, %2023 ]
  %2048 = icmp eq i64 %2019, 0
  br i1 %2048, label %2058, label %2049

2049:                                             ; preds = %2046
  %2050 = and i32 %2047, %39
  %2051 = zext i32 %2050 to i64
  %2052 = getelementptr inbounds i8, ptr %37, i64 %2051
  %2053 = load i8, ptr %2052, align 1, !tbaa !57
  %2054 = zext i8 %2053 to i64
  %2055 = getelementptr inbounds [256 x i32], ptr %6, i64 0, i64 %2054
  %2056 = load i32, ptr %2055, align 4, !tbaa !40
  %2057 = add i32 %2056, 1
  store i32 %2057, ptr %2055, align 4, !tbaa !40
  br label %2058

2058:                                             ; preds = %2046, %2049
  %2059 = fmul double %2016, 0x3FB3B13B13B13B14
  %2060 = call double @BrotliBitsEntropy(ptr noundef nonnull %6, i64 noundef 256) #19
  %2061 = fcmp ule double %2060, %2059
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %6) #19
  br i1 %2061, label %2062, label %2065

2062:                                             ; preds = %2058
  %2063 = load i8, ptr %1967, align 1, !tbaa !57
  %2064 = load i8, ptr %1957, align 1, !tbaa !57
  br label %2067

2065:                                             ; preds = %2058, %2004
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %1980, ptr noundef nonnull readonly align 4 dereferenceable(16) %1979, i64 16, i1 false)
  %2066 = zext i32 %1991 to i64
  call void @BrotliStoreUncompressedMetaBlock(i32 noundef %1, ptr noundef %37, i64 noundef %2066, i64 noundef %205, i64 noundef %1969, ptr noundef nonnull %14, ptr noundef nonnull %1957) #19
  br label %2130

2067:                                             ; preds = %2062, %2010, %2006
  %2068 = phi i8 [ %2064, %2062 ], [ %1963, %2010 ], [ %1963, %2006 ]
  %2069 = phi i8 [ %2063, %2062 ], [ %1966, %2010 ], [ %1966, %2006 ]
  %2070 = load i64, ptr %14, align 8, !tbaa !56
  %2071 = load i32, ptr %33, align 4, !tbaa !38
  %2072 = icmp slt i32 %2071, 3
  br i1 %2072, label %2073, label %2075

2073:                                             ; preds = %2067
  %2074 = zext i32 %1991 to i64
  call void @BrotliStoreMetaBlockFast(ptr noundef nonnull %32, ptr noundef %37, i64 noundef %2074, i64 noundef %1969, i64 noundef %205, i32 noundef %1, ptr noundef nonnull %0, ptr noundef %1978, i64 noundef %1976, ptr noundef nonnull %14, ptr noundef nonnull %1957) #19
  br label %2122

2075:                                             ; preds = %2067
  %2076 = icmp eq i32 %2071, 3
  br i1 %2076, label %2077, label %2079

2077:                                             ; preds = %2075
  %2078 = zext i32 %1991 to i64
  call void @BrotliStoreMetaBlockTrivial(ptr noundef nonnull %32, ptr noundef %37, i64 noundef %2078, i64 noundef %1969, i64 noundef %205, i32 noundef %1, ptr noundef nonnull %0, ptr noundef %1978, i64 noundef %1976, ptr noundef nonnull %14, ptr noundef nonnull %1957) #19
  br label %2122

2079:                                             ; preds = %2075
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %8) #19
  call void @BrotliInitBlockSplit(ptr noundef nonnull %8) #19
  %2080 = getelementptr inbounds i8, ptr %8, i64 48
  call void @BrotliInitBlockSplit(ptr noundef nonnull %2080) #19
  %2081 = getelementptr inbounds i8, ptr %8, i64 96
  call void @BrotliInitBlockSplit(ptr noundef nonnull %2081) #19
  %2082 = getelementptr inbounds i8, ptr %8, i64 144
  %2083 = getelementptr inbounds i8, ptr %8, i64 160
  %2084 = getelementptr inbounds i8, ptr %8, i64 176
  %2085 = getelementptr inbounds i8, ptr %8, i64 192
  %2086 = getelementptr inbounds i8, ptr %8, i64 208
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %2082, i8 0, i64 80, i1 false)
  %2087 = load i32, ptr %33, align 4, !tbaa !38
  %2088 = icmp slt i32 %2087, 10
  br i1 %2088, label %2089, label %2107

2089:                                             ; preds = %2079
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #19
  store i64 1, ptr %9, align 8, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #19
  store ptr null, ptr %10, align 8, !tbaa !50
  %2090 = getelementptr inbounds i8, ptr %0, i64 32
  %2091 = load i32, ptr %2090, align 8, !tbaa !580
  %2092 = icmp eq i32 %2091, 0
  br i1 %2092, label %2095, label %2093

2093:                                             ; preds = %2089
  %2094 = zext i32 %1991 to i64
  br label %2103

2095:                                             ; preds = %2089
  %2096 = call ptr @BrotliAllocate(ptr noundef nonnull %32, i64 noundef 1792) #19
  %2097 = zext i32 %1991 to i64
  %2098 = load i32, ptr %33, align 4, !tbaa !38
  %2099 = getelementptr inbounds i8, ptr %0, i64 24
  %2100 = load i64, ptr %2099, align 8, !tbaa !124
  call fastcc void @DecideOverLiteralContextModeling(ptr noundef %37, i64 noundef %2097, i64 noundef %1969, i64 noundef %205, i32 noundef %2098, i64 noundef %2100, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef %2096)
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2096) #19
  %2101 = load i64, ptr %9, align 8, !tbaa !56
  %2102 = load ptr, ptr %10, align 8, !tbaa !50
  br label %2103

2103:                                             ; preds = %2095, %2093
  %2104 = phi i64 [ %2094, %2093 ], [ %2097, %2095 ]
  %2105 = phi ptr [ null, %2093 ], [ %2102, %2095 ]
  %2106 = phi i64 [ 1, %2093 ], [ %2101, %2095 ]
  call void @BrotliBuildMetaBlockGreedy(ptr noundef nonnull %32, ptr noundef %37, i64 noundef %2104, i64 noundef %205, i8 noundef zeroext %1971, i8 noundef zeroext %1973, ptr noundef nonnull %1811, i64 noundef %2106, ptr noundef %2105, ptr noundef %1978, i64 noundef %1976, ptr noundef nonnull %8) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #19
  br label %2109

2107:                                             ; preds = %2079
  %2108 = zext i32 %1991 to i64
  call void @BrotliBuildMetaBlock(ptr noundef nonnull %32, ptr noundef %37, i64 noundef %2108, i64 noundef %205, ptr noundef nonnull %7, i8 noundef zeroext %1971, i8 noundef zeroext %1973, ptr noundef %1978, i64 noundef %1976, i32 noundef %1808, ptr noundef nonnull %8) #19
  br label %2109

2109:                                             ; preds = %2107, %2103
  %2110 = load i32, ptr %33, align 4, !tbaa !38
  %2111 = icmp sgt i32 %2110, 3
  br i1 %2111, label %2112, label %2115

2112:                                             ; preds = %2109
  %2113 = getelementptr inbounds i8, ptr %7, i64 68
  %2114 = load i32, ptr %2113, align 4, !tbaa !581
  call void @BrotliOptimizeHistograms(i32 noundef %2114, ptr noundef nonnull %8) #19
  br label %2115

2115:                                             ; preds = %2112, %2109
  %2116 = zext i32 %1991 to i64
  call void @BrotliStoreMetaBlock(ptr noundef nonnull %32, ptr noundef %37, i64 noundef %2116, i64 noundef %1969, i64 noundef %205, i8 noundef zeroext %1971, i8 noundef zeroext %1973, i32 noundef %1, ptr noundef nonnull %7, i32 noundef %1808, ptr noundef %1978, i64 noundef %1976, ptr noundef nonnull %8, ptr noundef nonnull %14, ptr noundef nonnull %1957) #19
  call void @BrotliDestroyBlockSplit(ptr noundef nonnull %32, ptr noundef nonnull %8) #19
  call void @BrotliDestroyBlockSplit(ptr noundef nonnull %32, ptr noundef nonnull %2080) #19
  call void @BrotliDestroyBlockSplit(ptr noundef nonnull %32, ptr noundef nonnull %2081) #19
  %2117 = load ptr, ptr %2082, align 8, !tbaa !582
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2117) #19
  store ptr null, ptr %2082, align 8, !tbaa !582
  %2118 = load ptr, ptr %2083, align 8, !tbaa !585
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2118) #19
  store ptr null, ptr %2083, align 8, !tbaa !585
  %2119 = load ptr, ptr %2084, align 8, !tbaa !586
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2119) #19
  store ptr null, ptr %2084, align 8, !tbaa !586
  %2120 = load ptr, ptr %2085, align 8, !tbaa !587
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2120) #19
  store ptr null, ptr %2085, align 8, !tbaa !587
  %2121 = load ptr, ptr %2086, align 8, !tbaa !588
  call void @BrotliFree(ptr noundef nonnull %32, ptr noundef %2121) #19
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %8) #19
  br label %2122

2122:                                             ; preds = %2115, %2077, %2073
  %2123 = add nuw nsw i64 %1969, 4
  %2124 = load i64, ptr %14, align 8, !tbaa !56
  %2125 = lshr i64 %2124, 3
  %2126 = icmp ult i64 %2123, %2125
  br i1 %2126, label %2127, label %2130

2127:                                             ; preds = %2122
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %1980, ptr noundef nonnull readonly align 4 dereferenceable(16) %1979, i64 16, i1 false)
  store i8 %2068, ptr %1957, align 1, !tbaa !57
  store i8 %2069, ptr %1967, align 1, !tbaa !57
  %2128 = and i64 %2070, 255
  store i64 %2128, ptr %14, align 8, !tbaa !56
  %2129 = zext i32 %1991 to i64
  call void @BrotliStoreUncompressedMetaBlock(i32 noundef %1, ptr noundef %37, i64 noundef %2129, i64 noundef %205, i64 noundef %1969, ptr noundef nonnull %14, ptr noundef nonnull %1957) #19
  br label %2130

2130:                                             ; preds = %1993, %2065, %2122, %2127
  call void @llvm.lifetime.end.p0(i64 1400, ptr nonnull %7) #19
  %2131 = load i64, ptr %14, align 8, !tbaa !56
  %2132 = lshr i64 %2131, 3
  %2133 = getelementptr inbounds i8, ptr %1957, i64 %2132
  %2134 = load i8, ptr %2133, align 1, !tbaa !57
  %2135 = zext i8 %2134 to i16
  store i16 %2135, ptr %1961, align 8, !tbaa !62
  %2136 = trunc i64 %2131 to i8
  %2137 = and i8 %2136, 7
  store i8 %2137, ptr %1958, align 2, !tbaa !61
  %2138 = load i64, ptr %15, align 8, !tbaa !42
  store i64 %2138, ptr %1785, align 8, !tbaa !72
  %2139 = load i64, ptr %17, align 8, !tbaa !71
  %2140 = trunc i64 %2139 to i32
  %2141 = icmp ugt i64 %2139, 3221225471
  br i1 %2141, label %2142, label %2149

2142:                                             ; preds = %2130
  %2143 = and i32 %2140, 1073741823
  %2144 = shl i32 %2140, 1
  %2145 = ashr exact i32 %2144, 1
  %2146 = and i32 %2145, -1073741824
  %2147 = or disjoint i32 %2146, %2143
  %2148 = xor i32 %2147, -2147483648
  br label %2149

2149:                                             ; preds = %2142, %2130
  %2150 = phi i32 [ %2148, %2142 ], [ %2140, %2130 ]
  %2151 = trunc i64 %2138 to i32
  %2152 = icmp ugt i64 %2138, 3221225471
  br i1 %2152, label %2153, label %2160

2153:                                             ; preds = %2149
  %2154 = and i32 %2151, 1073741823
  %2155 = shl i32 %2151, 1
  %2156 = ashr exact i32 %2155, 1
  %2157 = and i32 %2156, -1073741824
  %2158 = or disjoint i32 %2157, %2154
  %2159 = xor i32 %2158, -2147483648
  br label %2160

2160:                                             ; preds = %2149, %2153
  %2161 = phi i32 [ %2159, %2153 ], [ %2151, %2149 ]
  store i64 %2138, ptr %17, align 8, !tbaa !71
  %2162 = icmp ult i32 %2161, %2150
  br i1 %2162, label %2163, label %2164

2163:                                             ; preds = %2160
  store i32 0, ptr %643, align 8, !tbaa !216
  br label %2164

2164:                                             ; preds = %2163, %2160
  %2165 = icmp eq i64 %2138, 0
  br i1 %2165, label %2179, label %2166

2166:                                             ; preds = %2164
  %2167 = add i32 %2151, -1
  %2168 = and i32 %2167, %39
  %2169 = zext i32 %2168 to i64
  %2170 = getelementptr inbounds i8, ptr %37, i64 %2169
  %2171 = load i8, ptr %2170, align 1, !tbaa !57
  store i8 %2171, ptr %1970, align 4, !tbaa !43
  %2172 = icmp eq i64 %2138, 1
  br i1 %2172, label %2179, label %2173

2173:                                             ; preds = %2166
  %2174 = add i32 %2151, -2
  %2175 = and i32 %2174, %39
  %2176 = zext i32 %2175 to i64
  %2177 = getelementptr inbounds i8, ptr %37, i64 %2176
  %2178 = load i8, ptr %2177, align 1, !tbaa !57
  store i8 %2178, ptr %1972, align 1, !tbaa !44
  br label %2179

2179:                                             ; preds = %2164, %2173, %2166
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %175, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1979, ptr noundef nonnull align 8 dereferenceable(16) %1980, i64 16, i1 false)
  store ptr %1957, ptr %4, align 8, !tbaa !50
  store i64 %2132, ptr %3, align 8, !tbaa !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #19
  br label %2180

2180:                                             ; preds = %1877, %80, %73, %69, %2179, %1944, %165, %68, %63, %45
  %2181 = phi i32 [ 1, %165 ], [ 1, %2179 ], [ 1, %1944 ], [ 1, %68 ], [ 1, %45 ], [ 1, %63 ], [ 0, %69 ], [ 0, %73 ], [ 0, %80 ], [ 1, %1877 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #19
  ret i32 %2181
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @BrotliEncoderHasMoreOutput(ptr nocapture noundef readonly %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 6928
  %3 = load i64, ptr %2, align 8, !tbaa !58
  %4 = icmp ne i64 %3, 0
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @BrotliEncoderTakeOutput(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 6928
  %4 = load i64, ptr %3, align 8, !tbaa !58
  %5 = getelementptr inbounds i8, ptr %0, i64 6920
  %6 = load ptr, ptr %5, align 8, !tbaa !73
  %7 = load i64, ptr %1, align 8, !tbaa !56
  %8 = icmp eq i64 %7, 0
  %9 = tail call i64 @llvm.umin.i64(i64 %7, i64 %4)
  %10 = select i1 %8, i64 %4, i64 %9
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %24, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %6, i64 %10
  store ptr %13, ptr %5, align 8, !tbaa !73
  %14 = sub i64 %4, %10
  store i64 %14, ptr %3, align 8, !tbaa !58
  %15 = getelementptr inbounds i8, ptr %0, i64 6936
  %16 = load i64, ptr %15, align 8, !tbaa !108
  %17 = add i64 %16, %10
  store i64 %17, ptr %15, align 8, !tbaa !108
  %18 = getelementptr inbounds i8, ptr %0, i64 6964
  %19 = load i32, ptr %18, align 4, !tbaa !45
  %20 = icmp eq i32 %19, 1
  %21 = icmp eq i64 %4, %10
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %12
  store i32 0, ptr %18, align 4, !tbaa !45
  store ptr null, ptr %5, align 8, !tbaa !73
  br label %24

24:                                               ; preds = %23, %12, %2
  %25 = phi ptr [ null, %2 ], [ %6, %12 ], [ %6, %23 ]
  store i64 %10, ptr %1, align 8, !tbaa !56
  ret ptr %25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @BrotliEncoderVersion() local_unnamed_addr #4 {
  ret i32 16785409
}

; Function Attrs: nounwind uwtable
define dso_local ptr @BrotliEncoderPrepareDictionary(i32 noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #1 {
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %7
  %10 = tail call ptr @BrotliCreateManagedDictionary(ptr noundef %4, ptr noundef %5, ptr noundef %6) #19
  %11 = icmp eq ptr %10, null
  br i1 %11, label %18, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = tail call ptr @CreatePreparedDictionary(ptr noundef nonnull %13, ptr noundef %2, i64 noundef %1) #19
  %15 = getelementptr inbounds i8, ptr %10, i64 32
  store ptr %14, ptr %15, align 8, !tbaa !589
  %16 = icmp eq ptr %14, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %12
  tail call void @BrotliDestroyManagedDictionary(ptr noundef nonnull %10) #19
  br label %18

18:                                               ; preds = %12, %9, %7, %17
  %19 = phi ptr [ null, %17 ], [ null, %7 ], [ null, %9 ], [ %10, %12 ]
  ret ptr %19
}

declare hidden ptr @BrotliCreateManagedDictionary(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden ptr @CreatePreparedDictionary(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare hidden void @BrotliDestroyManagedDictionary(ptr noundef) local_unnamed_addr #3

; Function Attrs: cold nounwind optsize uwtable
define dso_local void @BrotliEncoderDestroyPreparedDictionary(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 8, !tbaa !591
  %5 = icmp eq i32 %4, -558043678
  br i1 %5, label %6, label %18

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = load ptr, ptr %7, align 8, !tbaa !589
  %9 = icmp eq ptr %8, null
  br i1 %9, label %17, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %8, align 4, !tbaa !40
  switch i32 %11, label %17 [
    i32 -558043677, label %12
    i32 -558043679, label %14
  ]

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @DestroyPreparedDictionary(ptr noundef nonnull %13, ptr noundef nonnull %8) #19
  br label %17

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @BrotliCleanupSharedEncoderDictionary(ptr noundef nonnull %15, ptr noundef nonnull %8) #19
  %16 = load ptr, ptr %7, align 8, !tbaa !589
  tail call void @BrotliFree(ptr noundef nonnull %15, ptr noundef %16) #19
  br label %17

17:                                               ; preds = %10, %12, %14, %6
  store ptr null, ptr %7, align 8, !tbaa !589
  tail call void @BrotliDestroyManagedDictionary(ptr noundef nonnull %0) #19
  br label %18

18:                                               ; preds = %3, %1, %17
  ret void
}

declare hidden void @DestroyPreparedDictionary(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliCleanupSharedEncoderDictionary(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: cold nounwind optsize uwtable
define dso_local range(i32 0, 2) i32 @BrotliEncoderAttachPreparedDictionary(ptr noundef %0, ptr noundef %1) local_unnamed_addr #7 {
  %3 = load i32, ptr %1, align 4, !tbaa !40
  %4 = icmp eq i32 %3, -558043678
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !589
  %8 = load i32, ptr %7, align 4, !tbaa !40
  br label %9

9:                                                ; preds = %5, %2
  %10 = phi i32 [ %8, %5 ], [ %3, %2 ]
  %11 = phi ptr [ %7, %5 ], [ %1, %2 ]
  switch i32 %10, label %85 [
    i32 -558043677, label %12
    i32 -558043680, label %12
    i32 -558043679, label %16
  ]

12:                                               ; preds = %9, %9
  %13 = getelementptr inbounds i8, ptr %0, i64 88
  %14 = tail call i32 @AttachPreparedDictionary(ptr noundef nonnull %13, ptr noundef nonnull %11) #19
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %85, label %84

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %0, i64 624
  %18 = load i32, ptr %17, align 8, !tbaa !592
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %34

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 628
  %22 = load i8, ptr %21, align 4, !tbaa !593
  %23 = icmp eq i8 %22, 1
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 696
  %26 = load ptr, ptr %25, align 8, !tbaa !50
  %27 = getelementptr inbounds i8, ptr %26, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !594
  %29 = icmp eq ptr %28, @kStaticDictionaryHashWords
  br i1 %29, label %30, label %34

30:                                               ; preds = %24
  %31 = getelementptr inbounds i8, ptr %26, i64 32
  %32 = load ptr, ptr %31, align 8, !tbaa !595
  %33 = icmp eq ptr %32, @kStaticDictionaryHashLengths
  br label %34

34:                                               ; preds = %30, %24, %20, %16
  %35 = phi i1 [ false, %24 ], [ false, %20 ], [ false, %16 ], [ %33, %30 ]
  %36 = getelementptr inbounds i8, ptr %11, i64 544
  %37 = load i32, ptr %36, align 8, !tbaa !592
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %53

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %11, i64 548
  %41 = load i8, ptr %40, align 4, !tbaa !593
  %42 = icmp eq i8 %41, 1
  br i1 %42, label %43, label %53

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %11, i64 616
  %45 = load ptr, ptr %44, align 8, !tbaa !50
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8, !tbaa !594
  %48 = icmp eq ptr %47, @kStaticDictionaryHashWords
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %45, i64 32
  %51 = load ptr, ptr %50, align 8, !tbaa !595
  %52 = icmp eq ptr %51, @kStaticDictionaryHashLengths
  br label %53

53:                                               ; preds = %49, %43, %39, %34
  %54 = phi i1 [ false, %43 ], [ false, %39 ], [ false, %34 ], [ %52, %49 ]
  %55 = getelementptr inbounds i8, ptr %0, i64 6972
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %85

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %0, i64 1392
  %60 = load i32, ptr %59, align 8, !tbaa !596
  %61 = getelementptr inbounds i8, ptr %11, i64 1312
  %62 = load i32, ptr %61, align 8, !tbaa !596
  %63 = tail call i32 @llvm.smin.i32(i32 %60, i32 %62)
  store i32 %63, ptr %59, align 8, !tbaa !596
  %64 = getelementptr inbounds i8, ptr %11, i64 8
  %65 = load i64, ptr %64, align 8, !tbaa !597
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %80, label %67

67:                                               ; preds = %58
  %68 = getelementptr inbounds i8, ptr %0, i64 88
  %69 = getelementptr inbounds i8, ptr %11, i64 24
  br label %74

70:                                               ; preds = %74
  %71 = add nuw i64 %75, 1
  %72 = load i64, ptr %64, align 8, !tbaa !597
  %73 = icmp ult i64 %71, %72
  br i1 %73, label %74, label %80, !llvm.loop !598

74:                                               ; preds = %67, %70
  %75 = phi i64 [ 0, %67 ], [ %71, %70 ]
  %76 = getelementptr inbounds [16 x ptr], ptr %69, i64 0, i64 %75
  %77 = load ptr, ptr %76, align 8, !tbaa !50
  %78 = tail call i32 @AttachPreparedDictionary(ptr noundef nonnull %68, ptr noundef %77) #19
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %85, label %70

80:                                               ; preds = %70, %58
  br i1 %54, label %84, label %81

81:                                               ; preds = %80
  br i1 %35, label %82, label %85

82:                                               ; preds = %81
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(768) %17, ptr noundef nonnull align 8 dereferenceable(768) %36, i64 768, i1 false), !tbaa.struct !599
  %83 = getelementptr inbounds i8, ptr %0, i64 1208
  store i64 0, ptr %83, align 8, !tbaa !600
  br label %84

84:                                               ; preds = %82, %80, %12
  br label %85

85:                                               ; preds = %74, %53, %81, %9, %12, %84
  %86 = phi i32 [ 1, %84 ], [ 0, %12 ], [ 0, %9 ], [ 0, %81 ], [ 0, %53 ], [ 0, %74 ]
  ret i32 %86
}

declare hidden i32 @AttachPreparedDictionary(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: cold nounwind optsize uwtable
define hidden i64 @BrotliEncoderEstimatePeakMemoryUsage(i32 noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca %struct.BrotliEncoderParams, align 8
  call void @llvm.lifetime.start.p0(i64 1400, ptr nonnull %4) #19
  store i32 0, ptr %4, align 8, !tbaa !36
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store i32 0, ptr %5, align 4, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 11, ptr %6, align 4, !tbaa !38
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 22, ptr %7, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  %9 = getelementptr inbounds i8, ptr %4, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  call void @BrotliInitSharedEncoderDictionary(ptr noundef nonnull %9) #19
  %10 = icmp slt i32 %1, 25
  %11 = call i32 @llvm.smax.i32(i32 %0, i32 0)
  %12 = call i32 @llvm.umin.i32(i32 %11, i32 11)
  %13 = icmp slt i32 %0, 3
  %14 = or i1 %13, %10
  %15 = icmp slt i32 %1, 10
  %16 = select i1 %14, i32 24, i32 30
  %17 = call i32 @llvm.umin.i32(i32 %16, i32 %1)
  %18 = select i1 %15, i32 10, i32 %17
  %19 = load i32, ptr %8, align 4, !tbaa !65
  %20 = icmp slt i32 %0, 2
  br i1 %20, label %34, label %21

21:                                               ; preds = %3
  %22 = icmp ult i32 %0, 4
  br i1 %22, label %34, label %23

23:                                               ; preds = %21
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = icmp ugt i32 %0, 8
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = icmp ugt i32 %18, 16
  br i1 %28, label %29, label %37

29:                                               ; preds = %27
  %30 = call i32 @llvm.umin.i32(i32 %18, i32 18)
  br label %37

31:                                               ; preds = %23
  %32 = call i32 @llvm.smax.i32(i32 %19, i32 16)
  %33 = call i32 @llvm.umin.i32(i32 %32, i32 24)
  br label %37

34:                                               ; preds = %3, %21, %25
  %35 = phi i32 [ 14, %21 ], [ 16, %25 ], [ %18, %3 ]
  %36 = getelementptr inbounds i8, ptr %4, i64 40
  br label %41

37:                                               ; preds = %27, %29, %31
  %38 = phi i32 [ %30, %29 ], [ 16, %27 ], [ %33, %31 ]
  %39 = getelementptr inbounds i8, ptr %4, i64 40
  %40 = icmp ugt i32 %0, 9
  br i1 %40, label %73, label %41

41:                                               ; preds = %34, %37
  %42 = phi ptr [ %36, %34 ], [ %39, %37 ]
  %43 = phi i32 [ %35, %34 ], [ %38, %37 ]
  %44 = icmp eq i32 %0, 4
  br i1 %44, label %45, label %48

45:                                               ; preds = %41
  %46 = icmp ugt i64 %2, 1048575
  br i1 %46, label %47, label %50

47:                                               ; preds = %45
  store i32 54, ptr %42, align 4, !tbaa !123
  br label %73

48:                                               ; preds = %41
  %49 = icmp slt i32 %0, 5
  br i1 %49, label %50, label %51

50:                                               ; preds = %45, %48
  store i32 %12, ptr %42, align 4, !tbaa !123
  br label %73

51:                                               ; preds = %48
  %52 = icmp ult i32 %18, 17
  br i1 %52, label %53, label %58

53:                                               ; preds = %51
  %54 = icmp ult i32 %0, 7
  %55 = icmp ult i32 %0, 9
  %56 = select i1 %55, i32 41, i32 42
  %57 = select i1 %54, i32 40, i32 %56
  store i32 %57, ptr %42, align 4, !tbaa !123
  br label %109

58:                                               ; preds = %51
  %59 = icmp ugt i64 %2, 1048575
  %60 = icmp ugt i32 %18, 18
  %61 = and i1 %59, %60
  %62 = add nsw i32 %12, -1
  %63 = getelementptr inbounds i8, ptr %4, i64 48
  br i1 %61, label %64, label %68

64:                                               ; preds = %58
  %65 = icmp ugt i32 %0, 6
  %66 = select i1 %65, i32 6, i32 68
  store i32 %66, ptr %42, align 4, !tbaa !123
  store i32 %62, ptr %63, align 8, !tbaa !125
  %67 = getelementptr inbounds i8, ptr %4, i64 44
  store i32 15, ptr %67, align 4, !tbaa !126
  br label %73

68:                                               ; preds = %58
  %69 = icmp ult i32 %0, 7
  %70 = select i1 %69, i32 58, i32 5
  store i32 %70, ptr %42, align 4, !tbaa !123
  store i32 %62, ptr %63, align 8, !tbaa !125
  %71 = select i1 %69, i32 14, i32 15
  %72 = getelementptr inbounds i8, ptr %4, i64 44
  store i32 %71, ptr %72, align 4, !tbaa !126
  br label %73

73:                                               ; preds = %37, %68, %64, %50, %47
  %74 = phi i32 [ %70, %68 ], [ %66, %64 ], [ %12, %50 ], [ 54, %47 ], [ 10, %37 ]
  %75 = phi i1 [ false, %68 ], [ false, %64 ], [ false, %50 ], [ false, %47 ], [ true, %37 ]
  %76 = phi ptr [ %42, %68 ], [ %42, %64 ], [ %42, %50 ], [ %42, %47 ], [ %39, %37 ]
  %77 = phi i32 [ %43, %68 ], [ %43, %64 ], [ %43, %50 ], [ %43, %47 ], [ %38, %37 ]
  %78 = icmp ugt i32 %18, 24
  br i1 %78, label %79, label %84

79:                                               ; preds = %73
  switch i32 %74, label %84 [
    i32 3, label %82
    i32 54, label %80
    i32 6, label %81
    i32 68, label %81
  ]

80:                                               ; preds = %79
  br label %82

81:                                               ; preds = %79, %79
  br label %82

82:                                               ; preds = %79, %81, %80
  %83 = phi i32 [ 55, %80 ], [ 65, %81 ], [ 35, %79 ]
  store i32 %83, ptr %76, align 4, !tbaa !123
  br label %84

84:                                               ; preds = %82, %79, %73
  %85 = phi i32 [ %74, %79 ], [ %74, %73 ], [ %83, %82 ]
  br i1 %20, label %86, label %109

86:                                               ; preds = %84
  %87 = zext nneg i32 %18 to i64
  %88 = shl nuw nsw i64 1, %87
  %89 = call i64 @llvm.umin.i64(i64 %2, i64 %88)
  %90 = icmp eq i32 %0, 1
  %91 = select i1 %90, i64 131072, i64 32768
  %92 = call i64 @llvm.umin.i64(i64 %91, i64 %89)
  br label %93

93:                                               ; preds = %93, %86
  %94 = phi i64 [ 256, %86 ], [ %96, %93 ]
  %95 = icmp ult i64 %94, %92
  %96 = shl nuw nsw i64 %94, 1
  br i1 %95, label %93, label %97, !llvm.loop !106

97:                                               ; preds = %93
  %98 = icmp ult i64 %94, 1024
  %99 = shl i64 %94, 2
  %100 = select i1 %98, i64 0, i64 %99
  br i1 %90, label %101, label %104

101:                                              ; preds = %97
  %102 = call i64 @llvm.umin.i64(i64 %89, i64 131072)
  %103 = mul nuw nsw i64 %102, 5
  br label %104

104:                                              ; preds = %97, %101
  %105 = phi i64 [ 14600, %101 ], [ 15120, %97 ]
  %106 = phi i64 [ %103, %101 ], [ 0, %97 ]
  %107 = add i64 %100, %105
  %108 = add i64 %107, %106
  br label %226

109:                                              ; preds = %53, %84
  %110 = phi i32 [ %57, %53 ], [ %85, %84 ]
  %111 = phi i1 [ false, %53 ], [ %75, %84 ]
  %112 = phi i32 [ %43, %53 ], [ %77, %84 ]
  %113 = zext nneg i32 %112 to i64
  %114 = shl nuw nsw i64 1, %113
  %115 = call i32 @llvm.umax.i32(i32 %18, i32 %112)
  %116 = add nuw nsw i32 %115, 1
  %117 = icmp ugt i64 %114, %2
  %118 = zext nneg i32 %116 to i64
  %119 = shl nuw nsw i64 1, %118
  %120 = add nuw nsw i64 %119, %114
  %121 = select i1 %117, i64 %2, i64 %120
  %122 = call i32 @llvm.umin.i32(i32 %116, i32 24)
  %123 = zext nneg i32 %122 to i64
  %124 = shl nuw nsw i64 1, %123
  %125 = call i64 @llvm.umin.i64(i64 %2, i64 %124)
  %126 = call i64 @llvm.umin.i64(i64 %2, i64 %114)
  %127 = shl nuw nsw i64 %125, 1
  %128 = mul nuw nsw i64 %126, 6
  %129 = add nuw nsw i64 %127, %128
  switch i32 %110, label %198 [
    i32 2, label %130
    i32 3, label %131
    i32 4, label %132
    i32 5, label %133
    i32 6, label %143
    i32 40, label %153
    i32 41, label %154
    i32 42, label %155
    i32 54, label %156
    i32 58, label %157
    i32 68, label %169
    i32 35, label %181
    i32 55, label %182
    i32 65, label %183
    i32 10, label %193
  ]

130:                                              ; preds = %109
  br label %198

131:                                              ; preds = %109
  br label %198

132:                                              ; preds = %109
  br label %198

133:                                              ; preds = %109
  %134 = getelementptr inbounds i8, ptr %4, i64 44
  %135 = load i32, ptr %134, align 4, !tbaa !129
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds i8, ptr %4, i64 48
  %138 = load i32, ptr %137, align 8, !tbaa !130
  %139 = zext nneg i32 %138 to i64
  %140 = shl i64 2, %136
  %141 = shl i64 4, %136
  %142 = shl i64 %141, %139
  br label %198

143:                                              ; preds = %109
  %144 = getelementptr inbounds i8, ptr %4, i64 44
  %145 = load i32, ptr %144, align 4, !tbaa !129
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds i8, ptr %4, i64 48
  %148 = load i32, ptr %147, align 8, !tbaa !130
  %149 = zext nneg i32 %148 to i64
  %150 = shl i64 2, %146
  %151 = shl i64 4, %146
  %152 = shl i64 %151, %149
  br label %198

153:                                              ; preds = %109
  br label %198

154:                                              ; preds = %109
  br label %198

155:                                              ; preds = %109
  br label %198

156:                                              ; preds = %109
  br label %198

157:                                              ; preds = %109
  %158 = getelementptr inbounds i8, ptr %4, i64 44
  %159 = load i32, ptr %158, align 4, !tbaa !129
  %160 = zext nneg i32 %159 to i64
  %161 = shl nuw i64 1, %160
  %162 = getelementptr inbounds i8, ptr %4, i64 48
  %163 = load i32, ptr %162, align 8, !tbaa !130
  %164 = zext nneg i32 %163 to i64
  %165 = shl i64 2, %160
  %166 = shl i64 %161, %164
  %167 = shl i64 4, %160
  %168 = shl i64 %167, %164
  br label %198

169:                                              ; preds = %109
  %170 = getelementptr inbounds i8, ptr %4, i64 44
  %171 = load i32, ptr %170, align 4, !tbaa !129
  %172 = zext nneg i32 %171 to i64
  %173 = shl nuw i64 1, %172
  %174 = getelementptr inbounds i8, ptr %4, i64 48
  %175 = load i32, ptr %174, align 8, !tbaa !130
  %176 = zext nneg i32 %175 to i64
  %177 = shl i64 2, %172
  %178 = shl i64 %173, %176
  %179 = shl i64 4, %172
  %180 = shl i64 %179, %176
  br label %198

181:                                              ; preds = %109
  br label %198

182:                                              ; preds = %109
  br label %198

183:                                              ; preds = %109
  %184 = getelementptr inbounds i8, ptr %4, i64 44
  %185 = load i32, ptr %184, align 4, !tbaa !129
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds i8, ptr %4, i64 48
  %188 = load i32, ptr %187, align 8, !tbaa !130
  %189 = zext nneg i32 %188 to i64
  %190 = shl i64 2, %186
  %191 = shl i64 4, %186
  %192 = shl i64 %191, %189
  br label %198

193:                                              ; preds = %109
  %194 = zext nneg i32 %18 to i64
  %195 = shl nuw nsw i64 1, %194
  %196 = call i64 @llvm.umin.i64(i64 %195, i64 %2)
  %197 = shl nuw nsw i64 %196, 3
  br label %198

198:                                              ; preds = %109, %130, %131, %132, %133, %143, %153, %154, %155, %156, %157, %169, %181, %182, %183, %193
  %199 = phi i64 [ 0, %109 ], [ 524288, %193 ], [ %190, %183 ], [ 4194304, %182 ], [ 262144, %181 ], [ %177, %169 ], [ %165, %157 ], [ 4194304, %156 ], [ 262144, %155 ], [ 262144, %154 ], [ 262144, %153 ], [ %150, %143 ], [ %140, %133 ], [ 524288, %132 ], [ 262144, %131 ], [ 262144, %130 ]
  %200 = phi i64 [ 0, %109 ], [ %197, %193 ], [ %192, %183 ], [ 0, %182 ], [ 0, %181 ], [ %178, %169 ], [ %166, %157 ], [ 0, %156 ], [ 1048576, %155 ], [ 262144, %154 ], [ 262144, %153 ], [ %152, %143 ], [ %142, %133 ], [ 0, %132 ], [ 0, %131 ], [ 0, %130 ]
  %201 = phi i64 [ 0, %109 ], [ 0, %193 ], [ 67108864, %183 ], [ 67108864, %182 ], [ 67108864, %181 ], [ %180, %169 ], [ %168, %157 ], [ 0, %156 ], [ 0, %155 ], [ 0, %154 ], [ 0, %153 ], [ 0, %143 ], [ 0, %133 ], [ 0, %132 ], [ 0, %131 ], [ 0, %130 ]
  %202 = icmp ult i32 %0, 4
  br i1 %202, label %203, label %207

203:                                              ; preds = %198
  %204 = mul nuw nsw i64 %126, 12
  %205 = add nuw nsw i64 %204, 196592
  %206 = call i64 @llvm.umin.i64(i64 %129, i64 %205)
  br label %207

207:                                              ; preds = %203, %198
  %208 = phi i64 [ %206, %203 ], [ %129, %198 ]
  br i1 %111, label %217, label %209

209:                                              ; preds = %207
  %210 = icmp ugt i32 %0, 3
  br i1 %210, label %211, label %217

211:                                              ; preds = %209
  %212 = trunc nuw i64 %125 to i32
  %213 = udiv i32 %212, 6144
  %214 = call i32 @llvm.umin.i32(i32 %213, i32 256)
  %215 = mul nuw nsw i32 %214, 6064
  %216 = zext nneg i32 %215 to i64
  br label %217

217:                                              ; preds = %207, %209, %211
  %218 = phi i64 [ %216, %211 ], [ 0, %209 ], [ 209715200, %207 ]
  %219 = add i64 %121, 503
  %220 = add i64 %219, %127
  %221 = add i64 %220, %199
  %222 = add i64 %221, %200
  %223 = add i64 %222, %201
  %224 = add i64 %223, %208
  %225 = add i64 %224, %218
  br label %226

226:                                              ; preds = %217, %104
  %227 = phi i64 [ %108, %104 ], [ %225, %217 ]
  call void @llvm.lifetime.end.p0(i64 1400, ptr nonnull %4) #19
  ret i64 %227
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: cold nofree nosync nounwind optsize memory(read, inaccessiblemem: none) uwtable
define hidden i64 @BrotliEncoderGetPreparedDictionarySize(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = load i32, ptr %0, align 4, !tbaa !40
  %3 = icmp eq i32 %2, -558043678
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !589
  %7 = load i32, ptr %6, align 4, !tbaa !40
  br label %8

8:                                                ; preds = %4, %1
  %9 = phi i64 [ 40, %4 ], [ 0, %1 ]
  %10 = phi i32 [ %7, %4 ], [ %2, %1 ]
  %11 = phi ptr [ %6, %4 ], [ %0, %1 ]
  switch i32 %10, label %134 [
    i32 -558043680, label %12
    i32 -558043677, label %33
    i32 -558043679, label %50
  ]

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !601
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, ptr %11, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !603
  %18 = zext nneg i32 %17 to i64
  %19 = shl i64 4, %18
  %20 = getelementptr inbounds i8, ptr %11, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !604
  %22 = zext nneg i32 %21 to i64
  %23 = shl i64 2, %22
  %24 = getelementptr inbounds i8, ptr %11, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !605
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add nuw nsw i64 %9, 24
  %29 = add nuw nsw i64 %28, %15
  %30 = add nuw i64 %29, %19
  %31 = add i64 %30, %23
  %32 = add i64 %31, %27
  br label %134

33:                                               ; preds = %8
  %34 = getelementptr inbounds i8, ptr %11, i64 20
  %35 = load i32, ptr %34, align 4, !tbaa !603
  %36 = zext nneg i32 %35 to i64
  %37 = shl i64 4, %36
  %38 = getelementptr inbounds i8, ptr %11, i64 16
  %39 = load i32, ptr %38, align 4, !tbaa !604
  %40 = zext nneg i32 %39 to i64
  %41 = shl i64 2, %40
  %42 = getelementptr inbounds i8, ptr %11, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !605
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 2
  %46 = add nuw nsw i64 %9, 32
  %47 = add nuw i64 %46, %37
  %48 = add i64 %47, %41
  %49 = add i64 %48, %45
  br label %134

50:                                               ; preds = %8
  %51 = getelementptr inbounds i8, ptr %11, i64 544
  %52 = getelementptr inbounds i8, ptr %11, i64 408
  %53 = load i64, ptr %52, align 8, !tbaa !606
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %68, label %55

55:                                               ; preds = %50
  %56 = getelementptr inbounds i8, ptr %11, i64 416
  br label %57

57:                                               ; preds = %55, %64
  %58 = phi i64 [ 0, %55 ], [ %66, %64 ]
  %59 = phi i64 [ 1320, %55 ], [ %65, %64 ]
  %60 = getelementptr inbounds [16 x ptr], ptr %56, i64 0, i64 %58
  %61 = load ptr, ptr %60, align 8, !tbaa !50
  %62 = tail call i64 @BrotliEncoderGetPreparedDictionarySize(ptr noundef %61) #20
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %134, label %64

64:                                               ; preds = %57
  %65 = add i64 %62, %59
  %66 = add nuw i64 %58, 1
  %67 = icmp eq i64 %66, %53
  br i1 %67, label %68, label %57, !llvm.loop !607

68:                                               ; preds = %64, %50
  %69 = phi i64 [ 1320, %50 ], [ %65, %64 ]
  %70 = load i32, ptr %51, align 8, !tbaa !608
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %68
  %73 = getelementptr inbounds i8, ptr %11, i64 1136
  br label %82

74:                                               ; preds = %68
  %75 = getelementptr inbounds i8, ptr %11, i64 1128
  %76 = load i64, ptr %75, align 8, !tbaa !609
  %77 = getelementptr inbounds i8, ptr %11, i64 1304
  %78 = load ptr, ptr %77, align 8, !tbaa !610
  %79 = mul i64 %76, 168
  %80 = add i64 %79, %69
  %81 = icmp eq i64 %76, 0
  br i1 %81, label %131, label %82

82:                                               ; preds = %72, %74
  %83 = phi ptr [ %73, %72 ], [ %78, %74 ]
  %84 = phi i64 [ 1, %72 ], [ %76, %74 ]
  %85 = phi i64 [ %69, %72 ], [ %80, %74 ]
  br label %86

86:                                               ; preds = %82, %122
  %87 = phi i64 [ %129, %122 ], [ 0, %82 ]
  %88 = phi i64 [ %128, %122 ], [ %85, %82 ]
  %89 = getelementptr inbounds %struct.BrotliEncoderDictionary, ptr %83, i64 %87
  %90 = getelementptr inbounds i8, ptr %89, i64 64
  %91 = load i64, ptr %90, align 8, !tbaa !611
  %92 = mul i64 %91, 12
  %93 = add i64 %92, %88
  %94 = getelementptr inbounds i8, ptr %89, i64 112
  %95 = load ptr, ptr %94, align 8, !tbaa !612
  %96 = icmp eq ptr %95, null
  %97 = add i64 %93, 65536
  %98 = select i1 %96, i64 %93, i64 %97
  %99 = getelementptr inbounds i8, ptr %89, i64 120
  %100 = load ptr, ptr %99, align 8, !tbaa !613
  %101 = icmp eq ptr %100, null
  %102 = add i64 %98, 32768
  %103 = select i1 %101, i64 %98, i64 %102
  %104 = getelementptr inbounds i8, ptr %89, i64 136
  %105 = load ptr, ptr %104, align 8, !tbaa !614
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %86
  %108 = getelementptr inbounds i8, ptr %89, i64 128
  %109 = load i64, ptr %108, align 8, !tbaa !615
  %110 = shl i64 %109, 1
  %111 = add i64 %110, %103
  br label %112

112:                                              ; preds = %107, %86
  %113 = phi i64 [ %111, %107 ], [ %103, %86 ]
  %114 = getelementptr inbounds i8, ptr %89, i64 152
  %115 = load ptr, ptr %114, align 8, !tbaa !616
  %116 = icmp eq ptr %115, null
  br i1 %116, label %122, label %117

117:                                              ; preds = %112
  %118 = getelementptr inbounds i8, ptr %89, i64 144
  %119 = load i64, ptr %118, align 8, !tbaa !617
  %120 = shl i64 %119, 2
  %121 = add i64 %120, %113
  br label %122

122:                                              ; preds = %117, %112
  %123 = phi i64 [ %121, %117 ], [ %113, %112 ]
  %124 = getelementptr inbounds i8, ptr %89, i64 160
  %125 = load ptr, ptr %124, align 8, !tbaa !618
  %126 = icmp eq ptr %125, null
  %127 = add i64 %123, 176
  %128 = select i1 %126, i64 %123, i64 %127
  %129 = add nuw i64 %87, 1
  %130 = icmp eq i64 %129, %84
  br i1 %130, label %131, label %86, !llvm.loop !619

131:                                              ; preds = %122, %74
  %132 = phi i64 [ %80, %74 ], [ %128, %122 ]
  %133 = add i64 %132, %9
  br label %134

134:                                              ; preds = %57, %8, %131, %33, %12
  %135 = phi i64 [ %32, %12 ], [ %49, %33 ], [ %133, %131 ], [ 0, %8 ], [ 0, %57 ]
  ret i64 %135
}

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #3

declare hidden void @BrotliInitDistanceParams(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #11

declare hidden void @BrotliCompressFragmentFast(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliCompressFragmentTwoPass(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @UpdateLastProcessedPos(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 1520
  %3 = load i64, ptr %2, align 8, !tbaa !71
  %4 = trunc i64 %3 to i32
  %5 = icmp ugt i64 %3, 3221225471
  br i1 %5, label %6, label %13

6:                                                ; preds = %1
  %7 = and i32 %4, 1073741823
  %8 = shl i32 %4, 1
  %9 = ashr exact i32 %8, 1
  %10 = and i32 %9, -1073741824
  %11 = or disjoint i32 %10, %7
  %12 = xor i32 %11, -2147483648
  br label %13

13:                                               ; preds = %1, %6
  %14 = phi i32 [ %12, %6 ], [ %4, %1 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 1424
  %16 = load i64, ptr %15, align 8, !tbaa !42
  %17 = trunc i64 %16 to i32
  %18 = icmp ugt i64 %16, 3221225471
  br i1 %18, label %19, label %26

19:                                               ; preds = %13
  %20 = and i32 %17, 1073741823
  %21 = shl i32 %17, 1
  %22 = ashr exact i32 %21, 1
  %23 = and i32 %22, -1073741824
  %24 = or disjoint i32 %23, %20
  %25 = xor i32 %24, -2147483648
  br label %26

26:                                               ; preds = %13, %19
  %27 = phi i32 [ %25, %19 ], [ %17, %13 ]
  store i64 %16, ptr %2, align 8, !tbaa !71
  %28 = icmp ult i32 %27, %14
  %29 = zext i1 %28 to i32
  ret i32 %29
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @ExtendLastCommand(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2) unnamed_addr #12 {
  %4 = getelementptr inbounds i8, ptr %0, i64 1480
  %5 = load ptr, ptr %4, align 8, !tbaa !48
  %6 = getelementptr inbounds i8, ptr %0, i64 1488
  %7 = load i64, ptr %6, align 8, !tbaa !120
  %8 = getelementptr %struct.Command, ptr %5, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -16
  %10 = getelementptr inbounds i8, ptr %0, i64 1464
  %11 = load ptr, ptr %10, align 8, !tbaa !117
  %12 = getelementptr inbounds i8, ptr %0, i64 1436
  %13 = load i32, ptr %12, align 4, !tbaa !118
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !28
  %16 = zext nneg i32 %15 to i64
  %17 = shl nuw i64 1, %16
  %18 = add i64 %17, -16
  %19 = getelementptr i8, ptr %8, i64 -12
  %20 = load i32, ptr %19, align 4, !tbaa !570
  %21 = and i32 %20, 33554431
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds i8, ptr %0, i64 1520
  %24 = load i64, ptr %23, align 8, !tbaa !71
  %25 = sub i64 %24, %22
  %26 = tail call i64 @llvm.umin.i64(i64 %25, i64 %18)
  %27 = getelementptr inbounds i8, ptr %0, i64 1528
  %28 = load i32, ptr %27, align 8, !tbaa !40
  %29 = sext i32 %28 to i64
  %30 = getelementptr i8, ptr %8, i64 -2
  %31 = load i16, ptr %30, align 2, !tbaa !572
  %32 = zext i16 %31 to i32
  %33 = and i32 %32, 1023
  %34 = getelementptr inbounds i8, ptr %0, i64 60
  %35 = load i32, ptr %34, align 4, !tbaa !620
  %36 = add i32 %35, 16
  %37 = icmp ult i32 %33, %36
  br i1 %37, label %58, label %38

38:                                               ; preds = %3
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  %40 = lshr i32 %32, 10
  %41 = getelementptr i8, ptr %8, i64 -8
  %42 = load i32, ptr %41, align 4, !tbaa !571
  %43 = load i32, ptr %39, align 8, !tbaa !621
  %44 = shl nsw i32 -1, %43
  %45 = xor i32 %44, -1
  %46 = sub nsw i32 %33, %35
  %47 = add nsw i32 %46, -16
  %48 = lshr i32 %47, %43
  %49 = and i32 %47, %45
  %50 = and i32 %48, 1
  %51 = or disjoint i32 %50, 2
  %52 = shl i32 %51, %40
  %53 = add i32 %42, -4
  %54 = add i32 %53, %52
  %55 = shl i32 %54, %43
  %56 = add i32 %36, %49
  %57 = add i32 %56, %55
  br label %58

58:                                               ; preds = %3, %38
  %59 = phi i32 [ %57, %38 ], [ %33, %3 ]
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  %62 = load i64, ptr %61, align 8, !tbaa !622
  %63 = icmp ult i32 %59, 16
  %64 = add i32 %59, -15
  %65 = zext i32 %64 to i64
  %66 = icmp eq i64 %65, %29
  %67 = select i1 %63, i1 true, i1 %66
  br i1 %67, label %68, label %264

68:                                               ; preds = %58
  %69 = icmp ult i64 %26, %29
  br i1 %69, label %97, label %70

70:                                               ; preds = %68
  %71 = load i32, ptr %1, align 4, !tbaa !40
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %167, label %73

73:                                               ; preds = %70
  %74 = zext i32 %13 to i64
  %75 = load i32, ptr %2, align 4, !tbaa !40
  br label %76

76:                                               ; preds = %73, %88
  %77 = phi i32 [ %75, %73 ], [ %94, %88 ]
  %78 = and i32 %77, %13
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %11, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !57
  %82 = zext i32 %77 to i64
  %83 = sub nsw i64 %82, %29
  %84 = and i64 %83, %74
  %85 = getelementptr inbounds i8, ptr %11, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !57
  %87 = icmp eq i8 %81, %86
  br i1 %87, label %88, label %167

88:                                               ; preds = %76
  %89 = load i32, ptr %19, align 4, !tbaa !570
  %90 = add i32 %89, 1
  store i32 %90, ptr %19, align 4, !tbaa !570
  %91 = load i32, ptr %1, align 4, !tbaa !40
  %92 = add i32 %91, -1
  store i32 %92, ptr %1, align 4, !tbaa !40
  %93 = load i32, ptr %2, align 4, !tbaa !40
  %94 = add i32 %93, 1
  store i32 %94, ptr %2, align 4, !tbaa !40
  %95 = load i32, ptr %1, align 4, !tbaa !40
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %167, label %76, !llvm.loop !623

97:                                               ; preds = %68
  %98 = sub i64 %29, %26
  %99 = add i64 %98, -1
  %100 = icmp ult i64 %99, %62
  %101 = icmp ugt i64 %98, %22
  %102 = select i1 %100, i1 %101, i1 false
  br i1 %102, label %103, label %167

103:                                              ; preds = %97
  %104 = sub i64 %62, %98
  %105 = add i64 %104, %22
  %106 = getelementptr inbounds i8, ptr %0, i64 360
  br label %107

107:                                              ; preds = %107, %103
  %108 = phi i64 [ 0, %103 ], [ %109, %107 ]
  %109 = add i64 %108, 1
  %110 = getelementptr inbounds [16 x i64], ptr %106, i64 0, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !56
  %112 = icmp ult i64 %105, %111
  br i1 %112, label %113, label %107, !llvm.loop !624

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %0, i64 232
  %115 = load i32, ptr %1, align 4, !tbaa !40
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %167, label %117

117:                                              ; preds = %113
  %118 = getelementptr inbounds [16 x i64], ptr %106, i64 0, i64 %108
  %119 = load i64, ptr %118, align 8, !tbaa !56
  %120 = sub i64 %111, %119
  %121 = getelementptr inbounds [16 x ptr], ptr %114, i64 0, i64 %108
  %122 = load ptr, ptr %121, align 8, !tbaa !50
  %123 = sub i64 %105, %119
  %124 = load i32, ptr %2, align 4, !tbaa !40
  br label %125

125:                                              ; preds = %117, %160
  %126 = phi i32 [ %144, %160 ], [ %124, %117 ]
  %127 = phi i64 [ %164, %160 ], [ %120, %117 ]
  %128 = phi ptr [ %163, %160 ], [ %122, %117 ]
  %129 = phi i64 [ %162, %160 ], [ %123, %117 ]
  %130 = phi i64 [ %161, %160 ], [ %108, %117 ]
  %131 = and i32 %126, %13
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds i8, ptr %11, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !57
  %135 = getelementptr inbounds i8, ptr %128, i64 %129
  %136 = load i8, ptr %135, align 1, !tbaa !57
  %137 = icmp eq i8 %134, %136
  br i1 %137, label %138, label %167

138:                                              ; preds = %125
  %139 = load i32, ptr %19, align 4, !tbaa !570
  %140 = add i32 %139, 1
  store i32 %140, ptr %19, align 4, !tbaa !570
  %141 = load i32, ptr %1, align 4, !tbaa !40
  %142 = add i32 %141, -1
  store i32 %142, ptr %1, align 4, !tbaa !40
  %143 = load i32, ptr %2, align 4, !tbaa !40
  %144 = add i32 %143, 1
  store i32 %144, ptr %2, align 4, !tbaa !40
  %145 = add i64 %129, 1
  %146 = icmp eq i64 %145, %127
  br i1 %146, label %147, label %160

147:                                              ; preds = %138
  %148 = add i64 %130, 1
  %149 = load i64, ptr %60, align 8, !tbaa !625
  %150 = icmp eq i64 %148, %149
  br i1 %150, label %167, label %151

151:                                              ; preds = %147
  %152 = getelementptr inbounds [16 x ptr], ptr %114, i64 0, i64 %148
  %153 = load ptr, ptr %152, align 8, !tbaa !50
  %154 = add i64 %130, 2
  %155 = getelementptr inbounds [16 x i64], ptr %106, i64 0, i64 %154
  %156 = load i64, ptr %155, align 8, !tbaa !56
  %157 = getelementptr inbounds [16 x i64], ptr %106, i64 0, i64 %148
  %158 = load i64, ptr %157, align 8, !tbaa !56
  %159 = sub i64 %156, %158
  br label %160

160:                                              ; preds = %151, %138
  %161 = phi i64 [ %148, %151 ], [ %130, %138 ]
  %162 = phi i64 [ 0, %151 ], [ %145, %138 ]
  %163 = phi ptr [ %153, %151 ], [ %128, %138 ]
  %164 = phi i64 [ %159, %151 ], [ %127, %138 ]
  %165 = load i32, ptr %1, align 4, !tbaa !40
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %167, label %125, !llvm.loop !626

167:                                              ; preds = %88, %76, %160, %147, %125, %70, %113, %97
  %168 = load i32, ptr %9, align 4, !tbaa !568
  %169 = zext i32 %168 to i64
  %170 = load i32, ptr %19, align 4, !tbaa !570
  %171 = and i32 %170, 33554431
  %172 = lshr i32 %170, 25
  %173 = add nuw nsw i32 %171, %172
  %174 = zext nneg i32 %173 to i64
  %175 = and i16 %31, 1023
  %176 = icmp eq i16 %175, 0
  %177 = getelementptr i8, ptr %8, i64 -4
  %178 = icmp ult i32 %168, 6
  br i1 %178, label %179, label %181

179:                                              ; preds = %167
  %180 = trunc nuw i32 %168 to i16
  br label %207

181:                                              ; preds = %167
  %182 = icmp ult i32 %168, 130
  br i1 %182, label %183, label %195

183:                                              ; preds = %181
  %184 = add nsw i64 %169, -2
  %185 = trunc nuw i64 %184 to i32
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = shl nuw nsw i32 %187, 1
  %189 = zext nneg i32 %188 to i64
  %190 = zext nneg i32 %187 to i64
  %191 = lshr i64 %184, %190
  %192 = add nuw nsw i64 %191, %189
  %193 = trunc i64 %192 to i16
  %194 = add nuw nsw i16 %193, 2
  br label %207

195:                                              ; preds = %181
  %196 = icmp ult i32 %168, 2114
  br i1 %196, label %197, label %202

197:                                              ; preds = %195
  %198 = add nsw i32 %168, -66
  %199 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %198, i1 true)
  %200 = trunc nuw nsw i32 %199 to i16
  %201 = sub nuw nsw i16 41, %200
  br label %207

202:                                              ; preds = %195
  %203 = icmp ult i32 %168, 6210
  br i1 %203, label %207, label %204

204:                                              ; preds = %202
  %205 = icmp ult i32 %168, 22594
  %206 = select i1 %205, i16 22, i16 23
  br label %207

207:                                              ; preds = %179, %183, %197, %202, %204
  %208 = phi i16 [ %180, %179 ], [ %194, %183 ], [ %201, %197 ], [ 21, %202 ], [ %206, %204 ]
  %209 = icmp ult i32 %173, 10
  br i1 %209, label %210, label %213

210:                                              ; preds = %207
  %211 = trunc nuw i32 %173 to i16
  %212 = add nsw i16 %211, -2
  br label %234

213:                                              ; preds = %207
  %214 = icmp ult i32 %173, 134
  br i1 %214, label %215, label %227

215:                                              ; preds = %213
  %216 = add nsw i64 %174, -6
  %217 = trunc nuw nsw i64 %216 to i32
  %218 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %217, i1 true)
  %219 = sub nsw i32 30, %218
  %220 = shl nuw nsw i32 %219, 1
  %221 = zext nneg i32 %220 to i64
  %222 = zext nneg i32 %219 to i64
  %223 = lshr i64 %216, %222
  %224 = add nuw nsw i64 %223, %221
  %225 = trunc i64 %224 to i16
  %226 = add nuw nsw i16 %225, 4
  br label %234

227:                                              ; preds = %213
  %228 = icmp ult i32 %173, 2118
  br i1 %228, label %229, label %234

229:                                              ; preds = %227
  %230 = add nsw i32 %173, -70
  %231 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %230, i1 true)
  %232 = trunc nuw nsw i32 %231 to i16
  %233 = sub nuw nsw i16 43, %232
  br label %234

234:                                              ; preds = %210, %215, %227, %229
  %235 = phi i16 [ %212, %210 ], [ %226, %215 ], [ %233, %229 ], [ 23, %227 ]
  %236 = and i16 %235, 7
  %237 = shl nuw nsw i16 %208, 3
  %238 = and i16 %237, 56
  %239 = or disjoint i16 %236, %238
  %240 = icmp ult i16 %208, 8
  %241 = and i1 %176, %240
  %242 = icmp ult i16 %235, 16
  %243 = and i1 %241, %242
  br i1 %243, label %244, label %248

244:                                              ; preds = %234
  %245 = icmp ult i16 %235, 8
  %246 = or disjoint i16 %239, 64
  %247 = select i1 %245, i16 %239, i16 %246
  br label %262

248:                                              ; preds = %234
  %249 = lshr i16 %235, 3
  %250 = lshr i16 %208, 3
  %251 = mul nuw nsw i16 %250, 3
  %252 = add nuw nsw i16 %249, %251
  %253 = zext nneg i16 %252 to i32
  %254 = shl nuw nsw i32 %253, 1
  %255 = shl nuw nsw i32 %253, 6
  %256 = add nuw nsw i32 %255, 64
  %257 = lshr i32 5377344, %254
  %258 = and i32 %257, 192
  %259 = add nuw nsw i32 %256, %258
  %260 = trunc i32 %259 to i16
  %261 = or disjoint i16 %239, %260
  br label %262

262:                                              ; preds = %244, %248
  %263 = phi i16 [ %247, %244 ], [ %261, %248 ]
  store i16 %263, ptr %177, align 2, !tbaa !68
  br label %264

264:                                              ; preds = %58, %262
  ret void
}

declare hidden void @BrotliCreateZopfliBackwardReferences(ptr noundef, i64 noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliCreateHqZopfliBackwardReferences(ptr noundef, i64 noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliCreateBackwardReferences(i64 noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @InitializeH5(ptr noundef %0, ptr noalias nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %0, ptr %3, align 8, !tbaa !627
  %4 = getelementptr inbounds i8, ptr %0, i64 60
  %5 = load i32, ptr %4, align 4, !tbaa !156
  %6 = sub nsw i32 32, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %6, ptr %7, align 8, !tbaa !273
  %8 = zext nneg i32 %5 to i64
  %9 = shl nuw i64 1, %8
  store i64 %9, ptr %1, align 8, !tbaa !628
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 20
  %13 = getelementptr inbounds i8, ptr %1, i64 40
  %14 = load <2 x ptr>, ptr %0, align 8, !tbaa !50
  store <2 x ptr> %14, ptr %13, align 8, !tbaa !50
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  %16 = load <2 x i32>, ptr %10, align 8, !tbaa !40
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = zext nneg i32 %17 to i64
  %19 = shl nuw i64 1, %18
  store i64 %19, ptr %11, align 8, !tbaa !629
  %20 = trunc i64 %19 to i32
  %21 = add i32 %20, -1
  store i32 %21, ptr %12, align 4, !tbaa !279
  store <2 x i32> %16, ptr %15, align 8, !tbaa !40
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @InitializeH58(ptr noundef %0, ptr noalias nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %0, ptr %3, align 8, !tbaa !630
  %4 = getelementptr inbounds i8, ptr %0, i64 60
  %5 = load i32, ptr %4, align 4, !tbaa !156
  %6 = sub i32 24, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %6, ptr %7, align 8, !tbaa !435
  %8 = zext nneg i32 %5 to i64
  %9 = shl nuw i64 1, %8
  store i64 %9, ptr %1, align 8, !tbaa !631
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 20
  %13 = getelementptr inbounds i8, ptr %1, i64 40
  %14 = load <2 x ptr>, ptr %0, align 8, !tbaa !50
  store <2 x ptr> %14, ptr %13, align 8, !tbaa !50
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !50
  %17 = getelementptr inbounds i8, ptr %1, i64 56
  store ptr %16, ptr %17, align 8, !tbaa !434
  %18 = getelementptr inbounds i8, ptr %1, i64 24
  %19 = load <2 x i32>, ptr %10, align 8, !tbaa !40
  %20 = extractelement <2 x i32> %19, i64 0
  %21 = zext nneg i32 %20 to i64
  %22 = shl nuw i64 1, %21
  store i64 %22, ptr %11, align 8, !tbaa !632
  %23 = trunc i64 %22 to i32
  %24 = add i32 %23, -1
  store i32 %24, ptr %12, align 4, !tbaa !439
  store <2 x i32> %19, ptr %18, align 8, !tbaa !40
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @InitializeH68(ptr noundef %0, ptr noalias nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 40
  store ptr %0, ptr %3, align 8, !tbaa !633
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 8922571613522624512, ptr %4, align 8, !tbaa !466
  %5 = getelementptr inbounds i8, ptr %0, i64 60
  %6 = load i32, ptr %5, align 4, !tbaa !156
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw i64 1, %7
  store i64 %8, ptr %1, align 8, !tbaa !634
  %9 = getelementptr inbounds i8, ptr %0, i64 64
  %10 = getelementptr inbounds i8, ptr %1, i64 28
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load <2 x i32>, ptr %9, align 8, !tbaa !40
  %14 = extractelement <2 x i32> %13, i64 0
  %15 = zext nneg i32 %14 to i64
  %16 = shl nuw i64 1, %15
  store i64 %16, ptr %11, align 8, !tbaa !635
  %17 = trunc i64 %16 to i32
  %18 = add i32 %17, -1
  store i32 %18, ptr %12, align 8, !tbaa !471
  store <2 x i32> %13, ptr %10, align 4, !tbaa !40
  %19 = getelementptr inbounds i8, ptr %1, i64 48
  %20 = load <2 x ptr>, ptr %0, align 8, !tbaa !50
  store <2 x ptr> %20, ptr %19, align 8, !tbaa !50
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !50
  %23 = getelementptr inbounds i8, ptr %1, i64 64
  store ptr %22, ptr %23, align 8, !tbaa !465
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH4(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !149
  %7 = icmp ne i32 %1, 0
  %8 = icmp ult i64 %2, 4097
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %30

10:                                               ; preds = %4
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %31, label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ %28, %12 ], [ 0, %10 ]
  %14 = getelementptr inbounds i8, ptr %3, i64 %13
  %15 = load i64, ptr %14, align 1
  %16 = mul i64 %15, 8922571613522624512
  %17 = lshr i64 %16, 47
  %18 = getelementptr inbounds i32, ptr %6, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !40
  %19 = add nuw nsw i64 %17, 8
  %20 = and i64 %19, 131071
  %21 = getelementptr inbounds i32, ptr %6, i64 %20
  store i32 0, ptr %21, align 4, !tbaa !40
  %22 = add nuw nsw i64 %17, 16
  %23 = and i64 %22, 131071
  %24 = getelementptr inbounds i32, ptr %6, i64 %23
  store i32 0, ptr %24, align 4, !tbaa !40
  %25 = add nuw nsw i64 %17, 24
  %26 = and i64 %25, 131071
  %27 = getelementptr inbounds i32, ptr %6, i64 %26
  store i32 0, ptr %27, align 4, !tbaa !40
  %28 = add nuw nsw i64 %13, 1
  %29 = icmp eq i64 %28, %2
  br i1 %29, label %31, label %12, !llvm.loop !636

30:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(524288) %6, i8 0, i64 524288, i1 false)
  br label %31

31:                                               ; preds = %12, %10, %30
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH5(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  %6 = load ptr, ptr %5, align 8, !tbaa !270
  %7 = icmp eq i32 %1, 0
  %8 = load i64, ptr %0, align 8, !tbaa !628
  %9 = lshr i64 %8, 6
  %10 = icmp ult i64 %9, %2
  %11 = select i1 %7, i1 true, i1 %10
  br i1 %11, label %54, label %12

12:                                               ; preds = %4
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %71, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i32, ptr %15, align 8, !tbaa !273
  %17 = and i64 %2, 3
  %18 = icmp ult i64 %2, 4
  br i1 %18, label %56, label %19

19:                                               ; preds = %14
  %20 = and i64 %2, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %51, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %52, %21 ]
  %24 = getelementptr inbounds i8, ptr %3, i64 %22
  %25 = load i32, ptr %24, align 1, !alias.scope !637
  %26 = mul i32 %25, 506832829
  %27 = lshr i32 %26, %16
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %6, i64 %28
  store i16 0, ptr %29, align 2, !tbaa !68
  %30 = or disjoint i64 %22, 1
  %31 = getelementptr inbounds i8, ptr %3, i64 %30
  %32 = load i32, ptr %31, align 1, !alias.scope !637
  %33 = mul i32 %32, 506832829
  %34 = lshr i32 %33, %16
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i16, ptr %6, i64 %35
  store i16 0, ptr %36, align 2, !tbaa !68
  %37 = or disjoint i64 %22, 2
  %38 = getelementptr inbounds i8, ptr %3, i64 %37
  %39 = load i32, ptr %38, align 1, !alias.scope !637
  %40 = mul i32 %39, 506832829
  %41 = lshr i32 %40, %16
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i16, ptr %6, i64 %42
  store i16 0, ptr %43, align 2, !tbaa !68
  %44 = or disjoint i64 %22, 3
  %45 = getelementptr inbounds i8, ptr %3, i64 %44
  %46 = load i32, ptr %45, align 1, !alias.scope !637
  %47 = mul i32 %46, 506832829
  %48 = lshr i32 %47, %16
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i16, ptr %6, i64 %49
  store i16 0, ptr %50, align 2, !tbaa !68
  %51 = add nuw nsw i64 %22, 4
  %52 = add i64 %23, 4
  %53 = icmp eq i64 %52, %20
  br i1 %53, label %56, label %21, !llvm.loop !640

54:                                               ; preds = %4
  %55 = shl i64 %8, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %6, i8 0, i64 %55, i1 false)
  br label %71

56:                                               ; preds = %21, %14
  %57 = phi i64 [ 0, %14 ], [ %51, %21 ]
  %58 = icmp eq i64 %17, 0
  br i1 %58, label %71, label %59

59:                                               ; preds = %56, %59
  %60 = phi i64 [ %68, %59 ], [ %57, %56 ]
  %61 = phi i64 [ %69, %59 ], [ 0, %56 ]
  %62 = getelementptr inbounds i8, ptr %3, i64 %60
  %63 = load i32, ptr %62, align 1, !alias.scope !637
  %64 = mul i32 %63, 506832829
  %65 = lshr i32 %64, %16
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i16, ptr %6, i64 %66
  store i16 0, ptr %67, align 2, !tbaa !68
  %68 = add nuw nsw i64 %60, 1
  %69 = add i64 %61, 1
  %70 = icmp eq i64 %69, %17
  br i1 %70, label %71, label %59, !llvm.loop !641

71:                                               ; preds = %56, %59, %12, %54
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH6(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !302
  %7 = icmp eq i32 %1, 0
  %8 = load i64, ptr %0, align 8, !tbaa !157
  %9 = lshr i64 %8, 6
  %10 = icmp ult i64 %9, %2
  %11 = select i1 %7, i1 true, i1 %10
  br i1 %11, label %50, label %12

12:                                               ; preds = %4
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %66, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !155
  %17 = and i64 %2, 3
  %18 = icmp ult i64 %2, 4
  br i1 %18, label %52, label %19

19:                                               ; preds = %14
  %20 = and i64 %2, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %47, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %48, %21 ]
  %24 = getelementptr inbounds i8, ptr %3, i64 %22
  %25 = load i64, ptr %24, align 1, !alias.scope !642
  %26 = mul i64 %25, %16
  %27 = lshr i64 %26, 49
  %28 = getelementptr inbounds i16, ptr %6, i64 %27
  store i16 0, ptr %28, align 2, !tbaa !68
  %29 = or disjoint i64 %22, 1
  %30 = getelementptr inbounds i8, ptr %3, i64 %29
  %31 = load i64, ptr %30, align 1, !alias.scope !642
  %32 = mul i64 %31, %16
  %33 = lshr i64 %32, 49
  %34 = getelementptr inbounds i16, ptr %6, i64 %33
  store i16 0, ptr %34, align 2, !tbaa !68
  %35 = or disjoint i64 %22, 2
  %36 = getelementptr inbounds i8, ptr %3, i64 %35
  %37 = load i64, ptr %36, align 1, !alias.scope !642
  %38 = mul i64 %37, %16
  %39 = lshr i64 %38, 49
  %40 = getelementptr inbounds i16, ptr %6, i64 %39
  store i16 0, ptr %40, align 2, !tbaa !68
  %41 = or disjoint i64 %22, 3
  %42 = getelementptr inbounds i8, ptr %3, i64 %41
  %43 = load i64, ptr %42, align 1, !alias.scope !642
  %44 = mul i64 %43, %16
  %45 = lshr i64 %44, 49
  %46 = getelementptr inbounds i16, ptr %6, i64 %45
  store i16 0, ptr %46, align 2, !tbaa !68
  %47 = add nuw nsw i64 %22, 4
  %48 = add i64 %23, 4
  %49 = icmp eq i64 %48, %20
  br i1 %49, label %52, label %21, !llvm.loop !645

50:                                               ; preds = %4
  %51 = shl i64 %8, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %6, i8 0, i64 %51, i1 false)
  br label %66

52:                                               ; preds = %21, %14
  %53 = phi i64 [ 0, %14 ], [ %47, %21 ]
  %54 = icmp eq i64 %17, 0
  br i1 %54, label %66, label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %63, %55 ], [ %53, %52 ]
  %57 = phi i64 [ %64, %55 ], [ 0, %52 ]
  %58 = getelementptr inbounds i8, ptr %3, i64 %56
  %59 = load i64, ptr %58, align 1, !alias.scope !642
  %60 = mul i64 %59, %16
  %61 = lshr i64 %60, 49
  %62 = getelementptr inbounds i16, ptr %6, i64 %61
  store i16 0, ptr %62, align 2, !tbaa !68
  %63 = add nuw nsw i64 %56, 1
  %64 = add i64 %57, 1
  %65 = icmp eq i64 %64, %17
  br i1 %65, label %66, label %55, !llvm.loop !646

66:                                               ; preds = %52, %55, %12, %50
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH40(ptr noalias nocapture noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = getelementptr inbounds i8, ptr %6, i64 131072
  %8 = icmp ne i32 %1, 0
  %9 = icmp ult i64 %2, 513
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %4
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %51, label %13

13:                                               ; preds = %11
  %14 = and i64 %2, 1
  %15 = icmp eq i64 %2, 1
  br i1 %15, label %40, label %16

16:                                               ; preds = %13
  %17 = and i64 %2, 1022
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %36, %18 ]
  %20 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = load i32, ptr %21, align 1, !alias.scope !647
  %23 = mul i32 %22, 506832829
  %24 = lshr i32 %23, 17
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %6, i64 %25
  store i32 -858993460, ptr %26, align 4, !tbaa !40
  %27 = getelementptr inbounds i16, ptr %7, i64 %25
  store i16 -13108, ptr %27, align 2, !tbaa !68
  %28 = or disjoint i64 %19, 1
  %29 = getelementptr inbounds i8, ptr %3, i64 %28
  %30 = load i32, ptr %29, align 1, !alias.scope !647
  %31 = mul i32 %30, 506832829
  %32 = lshr i32 %31, 17
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %6, i64 %33
  store i32 -858993460, ptr %34, align 4, !tbaa !40
  %35 = getelementptr inbounds i16, ptr %7, i64 %33
  store i16 -13108, ptr %35, align 2, !tbaa !68
  %36 = add nuw nsw i64 %19, 2
  %37 = add i64 %20, 2
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %40, label %18, !llvm.loop !650

39:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(131072) %6, i8 -52, i64 131072, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(65536) %7, i8 0, i64 65536, i1 false)
  br label %51

40:                                               ; preds = %18, %13
  %41 = phi i64 [ 0, %13 ], [ %36, %18 ]
  %42 = icmp eq i64 %14, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %3, i64 %41
  %45 = load i32, ptr %44, align 1, !alias.scope !647
  %46 = mul i32 %45, 506832829
  %47 = lshr i32 %46, 17
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %6, i64 %48
  store i32 -858993460, ptr %49, align 4, !tbaa !40
  %50 = getelementptr inbounds i16, ptr %7, i64 %48
  store i16 -13108, ptr %50, align 2, !tbaa !68
  br label %51

51:                                               ; preds = %43, %40, %11, %39
  %52 = getelementptr inbounds i8, ptr %6, i64 196608
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(65536) %52, i8 0, i64 65536, i1 false)
  store i16 0, ptr %0, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH41(ptr noalias nocapture noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = getelementptr inbounds i8, ptr %6, i64 131072
  %8 = icmp ne i32 %1, 0
  %9 = icmp ult i64 %2, 513
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %4
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %51, label %13

13:                                               ; preds = %11
  %14 = and i64 %2, 1
  %15 = icmp eq i64 %2, 1
  br i1 %15, label %40, label %16

16:                                               ; preds = %13
  %17 = and i64 %2, 1022
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %36, %18 ]
  %20 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = load i32, ptr %21, align 1, !alias.scope !651
  %23 = mul i32 %22, 506832829
  %24 = lshr i32 %23, 17
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %6, i64 %25
  store i32 -858993460, ptr %26, align 4, !tbaa !40
  %27 = getelementptr inbounds i16, ptr %7, i64 %25
  store i16 -13108, ptr %27, align 2, !tbaa !68
  %28 = or disjoint i64 %19, 1
  %29 = getelementptr inbounds i8, ptr %3, i64 %28
  %30 = load i32, ptr %29, align 1, !alias.scope !651
  %31 = mul i32 %30, 506832829
  %32 = lshr i32 %31, 17
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %6, i64 %33
  store i32 -858993460, ptr %34, align 4, !tbaa !40
  %35 = getelementptr inbounds i16, ptr %7, i64 %33
  store i16 -13108, ptr %35, align 2, !tbaa !68
  %36 = add nuw nsw i64 %19, 2
  %37 = add i64 %20, 2
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %40, label %18, !llvm.loop !654

39:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(131072) %6, i8 -52, i64 131072, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(65536) %7, i8 0, i64 65536, i1 false)
  br label %51

40:                                               ; preds = %18, %13
  %41 = phi i64 [ 0, %13 ], [ %36, %18 ]
  %42 = icmp eq i64 %14, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %3, i64 %41
  %45 = load i32, ptr %44, align 1, !alias.scope !651
  %46 = mul i32 %45, 506832829
  %47 = lshr i32 %46, 17
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %6, i64 %48
  store i32 -858993460, ptr %49, align 4, !tbaa !40
  %50 = getelementptr inbounds i16, ptr %7, i64 %48
  store i16 -13108, ptr %50, align 2, !tbaa !68
  br label %51

51:                                               ; preds = %43, %40, %11, %39
  %52 = getelementptr inbounds i8, ptr %6, i64 196608
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(65536) %52, i8 0, i64 65536, i1 false)
  store i16 0, ptr %0, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH42(ptr noalias nocapture noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 1032
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = getelementptr inbounds i8, ptr %6, i64 131072
  %8 = icmp ne i32 %1, 0
  %9 = icmp ult i64 %2, 513
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %4
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %51, label %13

13:                                               ; preds = %11
  %14 = and i64 %2, 1
  %15 = icmp eq i64 %2, 1
  br i1 %15, label %40, label %16

16:                                               ; preds = %13
  %17 = and i64 %2, 1022
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %36, %18 ]
  %20 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = load i32, ptr %21, align 1, !alias.scope !655
  %23 = mul i32 %22, 506832829
  %24 = lshr i32 %23, 17
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %6, i64 %25
  store i32 -858993460, ptr %26, align 4, !tbaa !40
  %27 = getelementptr inbounds i16, ptr %7, i64 %25
  store i16 -13108, ptr %27, align 2, !tbaa !68
  %28 = or disjoint i64 %19, 1
  %29 = getelementptr inbounds i8, ptr %3, i64 %28
  %30 = load i32, ptr %29, align 1, !alias.scope !655
  %31 = mul i32 %30, 506832829
  %32 = lshr i32 %31, 17
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %6, i64 %33
  store i32 -858993460, ptr %34, align 4, !tbaa !40
  %35 = getelementptr inbounds i16, ptr %7, i64 %33
  store i16 -13108, ptr %35, align 2, !tbaa !68
  %36 = add nuw nsw i64 %19, 2
  %37 = add i64 %20, 2
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %40, label %18, !llvm.loop !658

39:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(131072) %6, i8 -52, i64 131072, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(65536) %7, i8 0, i64 65536, i1 false)
  br label %51

40:                                               ; preds = %18, %13
  %41 = phi i64 [ 0, %13 ], [ %36, %18 ]
  %42 = icmp eq i64 %14, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %3, i64 %41
  %45 = load i32, ptr %44, align 1, !alias.scope !655
  %46 = mul i32 %45, 506832829
  %47 = lshr i32 %46, 17
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %6, i64 %48
  store i32 -858993460, ptr %49, align 4, !tbaa !40
  %50 = getelementptr inbounds i16, ptr %7, i64 %48
  store i16 -13108, ptr %50, align 2, !tbaa !68
  br label %51

51:                                               ; preds = %43, %40, %11, %39
  %52 = getelementptr inbounds i8, ptr %6, i64 196608
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(65536) %52, i8 0, i64 65536, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH54(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !183
  %7 = icmp ne i32 %1, 0
  %8 = icmp ult i64 %2, 32769
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %30

10:                                               ; preds = %4
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %31, label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ %28, %12 ], [ 0, %10 ]
  %14 = getelementptr inbounds i8, ptr %3, i64 %13
  %15 = load i64, ptr %14, align 1
  %16 = mul i64 %15, -2064201331557805312
  %17 = lshr i64 %16, 44
  %18 = getelementptr inbounds i32, ptr %6, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !40
  %19 = add nuw nsw i64 %17, 8
  %20 = and i64 %19, 1048575
  %21 = getelementptr inbounds i32, ptr %6, i64 %20
  store i32 0, ptr %21, align 4, !tbaa !40
  %22 = add nuw nsw i64 %17, 16
  %23 = and i64 %22, 1048575
  %24 = getelementptr inbounds i32, ptr %6, i64 %23
  store i32 0, ptr %24, align 4, !tbaa !40
  %25 = add nuw nsw i64 %17, 24
  %26 = and i64 %25, 1048575
  %27 = getelementptr inbounds i32, ptr %6, i64 %26
  store i32 0, ptr %27, align 4, !tbaa !40
  %28 = add nuw nsw i64 %13, 1
  %29 = icmp eq i64 %28, %2
  br i1 %29, label %31, label %12, !llvm.loop !659

30:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4194304) %6, i8 0, i64 4194304, i1 false)
  br label %31

31:                                               ; preds = %12, %10, %30
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH58(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  %6 = load ptr, ptr %5, align 8, !tbaa !429
  %7 = icmp eq i32 %1, 0
  %8 = load i64, ptr %0, align 8, !tbaa !631
  %9 = lshr i64 %8, 6
  %10 = icmp ult i64 %9, %2
  %11 = select i1 %7, i1 true, i1 %10
  br i1 %11, label %42, label %12

12:                                               ; preds = %4
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %55, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i32, ptr %15, align 8, !tbaa !435
  %17 = and i64 %2, 1
  %18 = icmp eq i64 %2, 1
  br i1 %18, label %44, label %19

19:                                               ; preds = %14
  %20 = and i64 %2, -2
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %39, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %40, %21 ]
  %24 = getelementptr inbounds i8, ptr %3, i64 %22
  %25 = load i32, ptr %24, align 1, !alias.scope !660
  %26 = mul i32 %25, 506832829
  %27 = lshr i32 %26, %16
  %28 = lshr i32 %27, 8
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds i16, ptr %6, i64 %29
  store i16 -1, ptr %30, align 2, !tbaa !68
  %31 = or disjoint i64 %22, 1
  %32 = getelementptr inbounds i8, ptr %3, i64 %31
  %33 = load i32, ptr %32, align 1, !alias.scope !660
  %34 = mul i32 %33, 506832829
  %35 = lshr i32 %34, %16
  %36 = lshr i32 %35, 8
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds i16, ptr %6, i64 %37
  store i16 -1, ptr %38, align 2, !tbaa !68
  %39 = add nuw nsw i64 %22, 2
  %40 = add i64 %23, 2
  %41 = icmp eq i64 %40, %20
  br i1 %41, label %44, label %21, !llvm.loop !663

42:                                               ; preds = %4
  %43 = shl i64 %8, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %6, i8 -1, i64 %43, i1 false)
  br label %55

44:                                               ; preds = %21, %14
  %45 = phi i64 [ 0, %14 ], [ %39, %21 ]
  %46 = icmp eq i64 %17, 0
  br i1 %46, label %55, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %3, i64 %45
  %49 = load i32, ptr %48, align 1, !alias.scope !660
  %50 = mul i32 %49, 506832829
  %51 = lshr i32 %50, %16
  %52 = lshr i32 %51, 8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds i16, ptr %6, i64 %53
  store i16 -1, ptr %54, align 2, !tbaa !68
  br label %55

55:                                               ; preds = %47, %44, %12, %42
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @PrepareH68(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !462
  %7 = icmp eq i32 %1, 0
  %8 = load i64, ptr %0, align 8, !tbaa !634
  %9 = lshr i64 %8, 6
  %10 = icmp ult i64 %9, %2
  %11 = select i1 %7, i1 true, i1 %10
  br i1 %11, label %50, label %12

12:                                               ; preds = %4
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %66, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !466
  %17 = and i64 %2, 3
  %18 = icmp ult i64 %2, 4
  br i1 %18, label %52, label %19

19:                                               ; preds = %14
  %20 = and i64 %2, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %47, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %48, %21 ]
  %24 = getelementptr inbounds i8, ptr %3, i64 %22
  %25 = load i64, ptr %24, align 1, !alias.scope !664
  %26 = mul i64 %25, %16
  %27 = lshr i64 %26, 49
  %28 = getelementptr inbounds i16, ptr %6, i64 %27
  store i16 -1, ptr %28, align 2, !tbaa !68
  %29 = or disjoint i64 %22, 1
  %30 = getelementptr inbounds i8, ptr %3, i64 %29
  %31 = load i64, ptr %30, align 1, !alias.scope !664
  %32 = mul i64 %31, %16
  %33 = lshr i64 %32, 49
  %34 = getelementptr inbounds i16, ptr %6, i64 %33
  store i16 -1, ptr %34, align 2, !tbaa !68
  %35 = or disjoint i64 %22, 2
  %36 = getelementptr inbounds i8, ptr %3, i64 %35
  %37 = load i64, ptr %36, align 1, !alias.scope !664
  %38 = mul i64 %37, %16
  %39 = lshr i64 %38, 49
  %40 = getelementptr inbounds i16, ptr %6, i64 %39
  store i16 -1, ptr %40, align 2, !tbaa !68
  %41 = or disjoint i64 %22, 3
  %42 = getelementptr inbounds i8, ptr %3, i64 %41
  %43 = load i64, ptr %42, align 1, !alias.scope !664
  %44 = mul i64 %43, %16
  %45 = lshr i64 %44, 49
  %46 = getelementptr inbounds i16, ptr %6, i64 %45
  store i16 -1, ptr %46, align 2, !tbaa !68
  %47 = add nuw nsw i64 %22, 4
  %48 = add i64 %23, 4
  %49 = icmp eq i64 %48, %20
  br i1 %49, label %52, label %21, !llvm.loop !667

50:                                               ; preds = %4
  %51 = shl i64 %8, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %6, i8 -1, i64 %51, i1 false)
  br label %66

52:                                               ; preds = %21, %14
  %53 = phi i64 [ 0, %14 ], [ %47, %21 ]
  %54 = icmp eq i64 %17, 0
  br i1 %54, label %66, label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %63, %55 ], [ %53, %52 ]
  %57 = phi i64 [ %64, %55 ], [ 0, %52 ]
  %58 = getelementptr inbounds i8, ptr %3, i64 %56
  %59 = load i64, ptr %58, align 1, !alias.scope !664
  %60 = mul i64 %59, %16
  %61 = lshr i64 %60, 49
  %62 = getelementptr inbounds i16, ptr %6, i64 %61
  store i16 -1, ptr %62, align 2, !tbaa !68
  %63 = add nuw nsw i64 %56, 1
  %64 = add i64 %57, 1
  %65 = icmp eq i64 %64, %17
  br i1 %65, label %66, label %55, !llvm.loop !668

66:                                               ; preds = %52, %55, %12, %50
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc void @PrepareH35(ptr noalias noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #14 {
  %5 = getelementptr inbounds i8, ptr %0, i64 224
  %6 = load i32, ptr %5, align 8, !tbaa !191
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !143, !alias.scope !669, !noalias !672
  br label %33

11:                                               ; preds = %4
  store i32 0, ptr %5, align 8, !tbaa !191
  %12 = getelementptr inbounds i8, ptr %0, i64 216
  %13 = load ptr, ptr %12, align 8, !tbaa !184
  %14 = load ptr, ptr %13, align 8, !tbaa !50
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %14, ptr %15, align 8, !tbaa !50
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !50
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %17, ptr %18, align 8, !tbaa !50
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = getelementptr inbounds i8, ptr %13, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  %21 = load ptr, ptr %20, align 8, !tbaa !50
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  store ptr %21, ptr %22, align 8, !tbaa !50
  %23 = getelementptr inbounds i8, ptr %13, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !50
  %25 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %24, ptr %25, align 8, !tbaa !50
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false)
  store ptr %15, ptr %0, align 8, !tbaa !141, !alias.scope !674
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %14, ptr %27, align 8, !tbaa !143, !alias.scope !674
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !677)
  store i32 0, ptr %28, align 8, !tbaa !680, !alias.scope !677
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %29, align 8, !tbaa !500, !alias.scope !677
  %30 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 69069, ptr %30, align 4, !tbaa !681, !alias.scope !677
  %31 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 381957665, ptr %31, align 8, !tbaa !682, !alias.scope !677
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %21, ptr %32, align 8, !tbaa !683, !alias.scope !677
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(67108864) %21, i8 -1, i64 67108864, i1 false), !tbaa !40, !noalias !677
  br label %33

33:                                               ; preds = %8, %11
  %34 = phi ptr [ %10, %8 ], [ %14, %11 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !669)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !672)
  %35 = icmp ne i32 %1, 0
  %36 = icmp ult i64 %2, 2049
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %68

38:                                               ; preds = %33
  %39 = icmp eq i64 %2, 0
  br i1 %39, label %132, label %40

40:                                               ; preds = %38
  %41 = and i64 %2, 1
  %42 = icmp eq i64 %2, 1
  br i1 %42, label %69, label %43

43:                                               ; preds = %40
  %44 = and i64 %2, 4094
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %65, %45 ]
  %47 = phi i64 [ 0, %43 ], [ %66, %45 ]
  %48 = getelementptr inbounds i8, ptr %3, i64 %46
  %49 = load i64, ptr %48, align 1, !alias.scope !672, !noalias !669
  %50 = mul i64 %49, 8922571613522624512
  %51 = lshr i64 %50, 48
  %52 = getelementptr inbounds i32, ptr %34, i64 %51
  store i32 0, ptr %52, align 4, !tbaa !40, !noalias !684
  %53 = add nuw nsw i64 %51, 8
  %54 = and i64 %53, 65535
  %55 = getelementptr inbounds i32, ptr %34, i64 %54
  store i32 0, ptr %55, align 4, !tbaa !40, !noalias !684
  %56 = or disjoint i64 %46, 1
  %57 = getelementptr inbounds i8, ptr %3, i64 %56
  %58 = load i64, ptr %57, align 1, !alias.scope !672, !noalias !669
  %59 = mul i64 %58, 8922571613522624512
  %60 = lshr i64 %59, 48
  %61 = getelementptr inbounds i32, ptr %34, i64 %60
  store i32 0, ptr %61, align 4, !tbaa !40, !noalias !684
  %62 = add nuw nsw i64 %60, 8
  %63 = and i64 %62, 65535
  %64 = getelementptr inbounds i32, ptr %34, i64 %63
  store i32 0, ptr %64, align 4, !tbaa !40, !noalias !684
  %65 = add nuw nsw i64 %46, 2
  %66 = add i64 %47, 2
  %67 = icmp eq i64 %66, %44
  br i1 %67, label %69, label %45, !llvm.loop !230

68:                                               ; preds = %33
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262144) %34, i8 0, i64 262144, i1 false), !noalias !684
  br label %81

69:                                               ; preds = %45, %40
  %70 = phi i64 [ 0, %40 ], [ %65, %45 ]
  %71 = icmp eq i64 %41, 0
  br i1 %71, label %81, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %3, i64 %70
  %74 = load i64, ptr %73, align 1, !alias.scope !672, !noalias !669
  %75 = mul i64 %74, 8922571613522624512
  %76 = lshr i64 %75, 48
  %77 = getelementptr inbounds i32, ptr %34, i64 %76
  store i32 0, ptr %77, align 4, !tbaa !40, !noalias !684
  %78 = add nuw nsw i64 %76, 8
  %79 = and i64 %78, 65535
  %80 = getelementptr inbounds i32, ptr %34, i64 %79
  store i32 0, ptr %80, align 4, !tbaa !40, !noalias !684
  br label %81

81:                                               ; preds = %72, %69, %68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !685)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !688)
  %82 = icmp ult i64 %2, 32
  br i1 %82, label %132, label %83

83:                                               ; preds = %81
  %84 = getelementptr inbounds i8, ptr %0, i64 16
  %85 = getelementptr inbounds i8, ptr %0, i64 44
  %86 = load i32, ptr %85, align 4, !tbaa !681, !alias.scope !685, !noalias !688
  %87 = load i8, ptr %3, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %88, 1
  %90 = getelementptr inbounds i8, ptr %3, i64 4
  %91 = load i8, ptr %90, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %92 = mul i32 %89, %86
  %93 = zext i8 %91 to i32
  %94 = add nuw nsw i32 %93, 1
  %95 = add i32 %94, %92
  %96 = getelementptr inbounds i8, ptr %3, i64 8
  %97 = load i8, ptr %96, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %98 = mul i32 %95, %86
  %99 = zext i8 %97 to i32
  %100 = add nuw nsw i32 %99, 1
  %101 = add i32 %100, %98
  %102 = getelementptr inbounds i8, ptr %3, i64 12
  %103 = load i8, ptr %102, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %104 = mul i32 %101, %86
  %105 = zext i8 %103 to i32
  %106 = add nuw nsw i32 %105, 1
  %107 = add i32 %106, %104
  %108 = getelementptr inbounds i8, ptr %3, i64 16
  %109 = load i8, ptr %108, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %110 = mul i32 %107, %86
  %111 = zext i8 %109 to i32
  %112 = add nuw nsw i32 %111, 1
  %113 = add i32 %112, %110
  %114 = getelementptr inbounds i8, ptr %3, i64 20
  %115 = load i8, ptr %114, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %116 = mul i32 %113, %86
  %117 = zext i8 %115 to i32
  %118 = add nuw nsw i32 %117, 1
  %119 = add i32 %118, %116
  %120 = getelementptr inbounds i8, ptr %3, i64 24
  %121 = load i8, ptr %120, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %122 = mul i32 %119, %86
  %123 = zext i8 %121 to i32
  %124 = add nuw nsw i32 %123, 1
  %125 = add i32 %124, %122
  %126 = getelementptr inbounds i8, ptr %3, i64 28
  %127 = load i8, ptr %126, align 1, !tbaa !57, !alias.scope !688, !noalias !685
  %128 = mul i32 %125, %86
  %129 = zext i8 %127 to i32
  %130 = add nuw nsw i32 %129, 1
  %131 = add i32 %130, %128
  store i32 %131, ptr %84, align 8, !tbaa !680, !alias.scope !685, !noalias !688
  br label %132

132:                                              ; preds = %38, %81, %83
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc void @PrepareH55(ptr noalias noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #14 {
  %5 = getelementptr inbounds i8, ptr %0, i64 224
  %6 = load i32, ptr %5, align 8, !tbaa !198
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !183, !alias.scope !690, !noalias !693
  br label %33

11:                                               ; preds = %4
  store i32 0, ptr %5, align 8, !tbaa !198
  %12 = getelementptr inbounds i8, ptr %0, i64 216
  %13 = load ptr, ptr %12, align 8, !tbaa !193
  %14 = load ptr, ptr %13, align 8, !tbaa !50
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %14, ptr %15, align 8, !tbaa !50
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !50
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %17, ptr %18, align 8, !tbaa !50
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = getelementptr inbounds i8, ptr %13, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  %21 = load ptr, ptr %20, align 8, !tbaa !50
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  store ptr %21, ptr %22, align 8, !tbaa !50
  %23 = getelementptr inbounds i8, ptr %13, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !50
  %25 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %24, ptr %25, align 8, !tbaa !50
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false)
  store ptr %15, ptr %0, align 8, !tbaa !181, !alias.scope !695
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %14, ptr %27, align 8, !tbaa !183, !alias.scope !695
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !698)
  store i32 0, ptr %28, align 8, !tbaa !680, !alias.scope !698
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %29, align 8, !tbaa !500, !alias.scope !698
  %30 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 69069, ptr %30, align 4, !tbaa !681, !alias.scope !698
  %31 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 381957665, ptr %31, align 8, !tbaa !682, !alias.scope !698
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %21, ptr %32, align 8, !tbaa !683, !alias.scope !698
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(67108864) %21, i8 -1, i64 67108864, i1 false), !tbaa !40, !noalias !698
  br label %33

33:                                               ; preds = %8, %11
  %34 = phi ptr [ %10, %8 ], [ %14, %11 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !690)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !693)
  %35 = icmp ne i32 %1, 0
  %36 = icmp ult i64 %2, 32769
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %33
  %39 = icmp eq i64 %2, 0
  br i1 %39, label %110, label %40

40:                                               ; preds = %38, %40
  %41 = phi i64 [ %56, %40 ], [ 0, %38 ]
  %42 = getelementptr inbounds i8, ptr %3, i64 %41
  %43 = load i64, ptr %42, align 1, !alias.scope !693, !noalias !690
  %44 = mul i64 %43, -2064201331557805312
  %45 = lshr i64 %44, 44
  %46 = getelementptr inbounds i32, ptr %34, i64 %45
  store i32 0, ptr %46, align 4, !tbaa !40, !noalias !701
  %47 = add nuw nsw i64 %45, 8
  %48 = and i64 %47, 1048575
  %49 = getelementptr inbounds i32, ptr %34, i64 %48
  store i32 0, ptr %49, align 4, !tbaa !40, !noalias !701
  %50 = add nuw nsw i64 %45, 16
  %51 = and i64 %50, 1048575
  %52 = getelementptr inbounds i32, ptr %34, i64 %51
  store i32 0, ptr %52, align 4, !tbaa !40, !noalias !701
  %53 = add nuw nsw i64 %45, 24
  %54 = and i64 %53, 1048575
  %55 = getelementptr inbounds i32, ptr %34, i64 %54
  store i32 0, ptr %55, align 4, !tbaa !40, !noalias !701
  %56 = add nuw nsw i64 %41, 1
  %57 = icmp eq i64 %56, %2
  br i1 %57, label %59, label %40, !llvm.loop !659

58:                                               ; preds = %33
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4194304) %34, i8 0, i64 4194304, i1 false), !noalias !701
  br label %59

59:                                               ; preds = %40, %58
  tail call void @llvm.experimental.noalias.scope.decl(metadata !702)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !705)
  %60 = icmp ult i64 %2, 32
  br i1 %60, label %110, label %61

61:                                               ; preds = %59
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = getelementptr inbounds i8, ptr %0, i64 44
  %64 = load i32, ptr %63, align 4, !tbaa !681, !alias.scope !702, !noalias !705
  %65 = load i8, ptr %3, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %66 = zext i8 %65 to i32
  %67 = add nuw nsw i32 %66, 1
  %68 = getelementptr inbounds i8, ptr %3, i64 4
  %69 = load i8, ptr %68, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %70 = mul i32 %67, %64
  %71 = zext i8 %69 to i32
  %72 = add nuw nsw i32 %71, 1
  %73 = add i32 %72, %70
  %74 = getelementptr inbounds i8, ptr %3, i64 8
  %75 = load i8, ptr %74, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %76 = mul i32 %73, %64
  %77 = zext i8 %75 to i32
  %78 = add nuw nsw i32 %77, 1
  %79 = add i32 %78, %76
  %80 = getelementptr inbounds i8, ptr %3, i64 12
  %81 = load i8, ptr %80, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %82 = mul i32 %79, %64
  %83 = zext i8 %81 to i32
  %84 = add nuw nsw i32 %83, 1
  %85 = add i32 %84, %82
  %86 = getelementptr inbounds i8, ptr %3, i64 16
  %87 = load i8, ptr %86, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %88 = mul i32 %85, %64
  %89 = zext i8 %87 to i32
  %90 = add nuw nsw i32 %89, 1
  %91 = add i32 %90, %88
  %92 = getelementptr inbounds i8, ptr %3, i64 20
  %93 = load i8, ptr %92, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %94 = mul i32 %91, %64
  %95 = zext i8 %93 to i32
  %96 = add nuw nsw i32 %95, 1
  %97 = add i32 %96, %94
  %98 = getelementptr inbounds i8, ptr %3, i64 24
  %99 = load i8, ptr %98, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %100 = mul i32 %97, %64
  %101 = zext i8 %99 to i32
  %102 = add nuw nsw i32 %101, 1
  %103 = add i32 %102, %100
  %104 = getelementptr inbounds i8, ptr %3, i64 28
  %105 = load i8, ptr %104, align 1, !tbaa !57, !alias.scope !705, !noalias !702
  %106 = mul i32 %103, %64
  %107 = zext i8 %105 to i32
  %108 = add nuw nsw i32 %107, 1
  %109 = add i32 %108, %106
  store i32 %109, ptr %62, align 8, !tbaa !680, !alias.scope !702, !noalias !705
  br label %110

110:                                              ; preds = %38, %59, %61
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc void @PrepareH65(ptr noalias noundef %0, i32 noundef %1, i64 noundef %2, ptr noalias nocapture noundef readonly %3) unnamed_addr #14 {
  %5 = getelementptr inbounds i8, ptr %0, i64 272
  %6 = load i32, ptr %5, align 8, !tbaa !206
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load ptr, ptr %9, align 8, !tbaa !302, !alias.scope !707, !noalias !710
  %11 = load i64, ptr %0, align 8, !tbaa !157, !alias.scope !707, !noalias !710
  br label %51

12:                                               ; preds = %4
  store i32 0, ptr %5, align 8, !tbaa !206
  %13 = getelementptr inbounds i8, ptr %0, i64 264
  %14 = load ptr, ptr %13, align 8, !tbaa !200
  %15 = load ptr, ptr %14, align 8, !tbaa !50
  %16 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %15, ptr %16, align 8, !tbaa !50
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !50
  %19 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %18, ptr %19, align 8, !tbaa !50
  %20 = getelementptr inbounds i8, ptr %0, i64 120
  %21 = getelementptr inbounds i8, ptr %14, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  %22 = load ptr, ptr %21, align 8, !tbaa !50
  %23 = getelementptr inbounds i8, ptr %0, i64 184
  store ptr %22, ptr %23, align 8, !tbaa !50
  %24 = getelementptr inbounds i8, ptr %14, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !50
  %26 = getelementptr inbounds i8, ptr %0, i64 192
  store ptr %25, ptr %26, align 8, !tbaa !50
  %27 = getelementptr inbounds i8, ptr %0, i64 200
  tail call void @llvm.experimental.noalias.scope.decl(metadata !712)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false)
  store ptr %16, ptr %28, align 8, !tbaa !153, !alias.scope !712
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 8922571613522624512, ptr %29, align 8, !tbaa !155, !alias.scope !712
  %30 = getelementptr inbounds i8, ptr %0, i64 164
  %31 = load i32, ptr %30, align 4, !tbaa !156, !noalias !712
  %32 = zext nneg i32 %31 to i64
  %33 = shl nuw i64 1, %32
  store i64 %33, ptr %0, align 8, !tbaa !157, !alias.scope !712
  %34 = getelementptr inbounds i8, ptr %0, i64 168
  %35 = getelementptr inbounds i8, ptr %0, i64 28
  %36 = getelementptr inbounds i8, ptr %0, i64 8
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load <2 x i32>, ptr %34, align 8, !tbaa !40, !noalias !712
  %39 = extractelement <2 x i32> %38, i64 0
  %40 = zext nneg i32 %39 to i64
  %41 = shl nuw i64 1, %40
  store i64 %41, ptr %36, align 8, !tbaa !158, !alias.scope !712
  %42 = trunc i64 %41 to i32
  %43 = add i32 %42, -1
  store i32 %43, ptr %37, align 8, !tbaa !159, !alias.scope !712
  store <2 x i32> %38, ptr %35, align 4, !tbaa !40, !alias.scope !712
  %44 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %15, ptr %44, align 8, !tbaa !302, !alias.scope !712
  %45 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %18, ptr %45, align 8, !tbaa !303, !alias.scope !712
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !715)
  store i32 0, ptr %46, align 8, !tbaa !550, !alias.scope !715
  %47 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 0, ptr %47, align 8, !tbaa !551, !alias.scope !715
  %48 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 69069, ptr %48, align 4, !tbaa !548, !alias.scope !715
  %49 = getelementptr inbounds i8, ptr %0, i64 96
  store i32 -236195711, ptr %49, align 8, !tbaa !718, !alias.scope !715
  %50 = getelementptr inbounds i8, ptr %0, i64 72
  store ptr %22, ptr %50, align 8, !tbaa !719, !alias.scope !715
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(67108864) %22, i8 -1, i64 67108864, i1 false), !tbaa !40, !noalias !715
  br label %51

51:                                               ; preds = %8, %12
  %52 = phi i64 [ %11, %8 ], [ %33, %12 ]
  %53 = phi ptr [ %10, %8 ], [ %15, %12 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !707)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !710)
  %54 = icmp eq i32 %1, 0
  %55 = lshr i64 %52, 6
  %56 = icmp ult i64 %55, %2
  %57 = select i1 %54, i1 true, i1 %56
  br i1 %57, label %96, label %58

58:                                               ; preds = %51
  %59 = icmp eq i64 %2, 0
  br i1 %59, label %151, label %60

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  %62 = load i64, ptr %61, align 8, !tbaa !155, !alias.scope !707, !noalias !710
  %63 = and i64 %2, 3
  %64 = icmp ult i64 %2, 4
  br i1 %64, label %98, label %65

65:                                               ; preds = %60
  %66 = and i64 %2, -4
  br label %67

67:                                               ; preds = %67, %65
  %68 = phi i64 [ 0, %65 ], [ %93, %67 ]
  %69 = phi i64 [ 0, %65 ], [ %94, %67 ]
  %70 = getelementptr inbounds i8, ptr %3, i64 %68
  %71 = load i64, ptr %70, align 1, !alias.scope !720, !noalias !707
  %72 = mul i64 %71, %62
  %73 = lshr i64 %72, 49
  %74 = getelementptr inbounds i16, ptr %53, i64 %73
  store i16 0, ptr %74, align 2, !tbaa !68, !noalias !723
  %75 = or disjoint i64 %68, 1
  %76 = getelementptr inbounds i8, ptr %3, i64 %75
  %77 = load i64, ptr %76, align 1, !alias.scope !720, !noalias !707
  %78 = mul i64 %77, %62
  %79 = lshr i64 %78, 49
  %80 = getelementptr inbounds i16, ptr %53, i64 %79
  store i16 0, ptr %80, align 2, !tbaa !68, !noalias !723
  %81 = or disjoint i64 %68, 2
  %82 = getelementptr inbounds i8, ptr %3, i64 %81
  %83 = load i64, ptr %82, align 1, !alias.scope !720, !noalias !707
  %84 = mul i64 %83, %62
  %85 = lshr i64 %84, 49
  %86 = getelementptr inbounds i16, ptr %53, i64 %85
  store i16 0, ptr %86, align 2, !tbaa !68, !noalias !723
  %87 = or disjoint i64 %68, 3
  %88 = getelementptr inbounds i8, ptr %3, i64 %87
  %89 = load i64, ptr %88, align 1, !alias.scope !720, !noalias !707
  %90 = mul i64 %89, %62
  %91 = lshr i64 %90, 49
  %92 = getelementptr inbounds i16, ptr %53, i64 %91
  store i16 0, ptr %92, align 2, !tbaa !68, !noalias !723
  %93 = add nuw nsw i64 %68, 4
  %94 = add i64 %69, 4
  %95 = icmp eq i64 %94, %66
  br i1 %95, label %98, label %67, !llvm.loop !645

96:                                               ; preds = %51
  %97 = shl i64 %52, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %53, i8 0, i64 %97, i1 false), !noalias !723
  br label %112

98:                                               ; preds = %67, %60
  %99 = phi i64 [ 0, %60 ], [ %93, %67 ]
  %100 = icmp eq i64 %63, 0
  br i1 %100, label %112, label %101

101:                                              ; preds = %98, %101
  %102 = phi i64 [ %109, %101 ], [ %99, %98 ]
  %103 = phi i64 [ %110, %101 ], [ 0, %98 ]
  %104 = getelementptr inbounds i8, ptr %3, i64 %102
  %105 = load i64, ptr %104, align 1, !alias.scope !720, !noalias !707
  %106 = mul i64 %105, %62
  %107 = lshr i64 %106, 49
  %108 = getelementptr inbounds i16, ptr %53, i64 %107
  store i16 0, ptr %108, align 2, !tbaa !68, !noalias !723
  %109 = add nuw nsw i64 %102, 1
  %110 = add i64 %103, 1
  %111 = icmp eq i64 %110, %63
  br i1 %111, label %112, label %101, !llvm.loop !724

112:                                              ; preds = %98, %101, %96
  %113 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !725)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !728)
  %114 = icmp ult i64 %2, 32
  br i1 %114, label %151, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %0, i64 92
  %117 = load i32, ptr %116, align 4, !tbaa !548, !alias.scope !725, !noalias !728
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i64 [ 0, %115 ], [ %148, %118 ]
  %120 = phi i32 [ 0, %115 ], [ %147, %118 ]
  %121 = getelementptr inbounds i8, ptr %3, i64 %119
  %122 = load i8, ptr %121, align 1, !tbaa !57, !alias.scope !728, !noalias !725
  %123 = mul i32 %120, %117
  %124 = zext i8 %122 to i32
  %125 = add i32 %123, 1
  %126 = add i32 %125, %124
  %127 = or disjoint i64 %119, 1
  %128 = getelementptr inbounds i8, ptr %3, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !57, !alias.scope !728, !noalias !725
  %130 = mul i32 %126, %117
  %131 = zext i8 %129 to i32
  %132 = add i32 %130, 1
  %133 = add i32 %132, %131
  %134 = or disjoint i64 %119, 2
  %135 = getelementptr inbounds i8, ptr %3, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !57, !alias.scope !728, !noalias !725
  %137 = mul i32 %133, %117
  %138 = zext i8 %136 to i32
  %139 = add i32 %137, 1
  %140 = add i32 %139, %138
  %141 = or disjoint i64 %119, 3
  %142 = getelementptr inbounds i8, ptr %3, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !57, !alias.scope !728, !noalias !725
  %144 = mul i32 %140, %117
  %145 = zext i8 %143 to i32
  %146 = add i32 %144, 1
  %147 = add i32 %146, %145
  %148 = add nuw nsw i64 %119, 4
  %149 = icmp eq i64 %148, 32
  br i1 %149, label %150, label %118, !llvm.loop !549

150:                                              ; preds = %118
  store i32 %147, ptr %113, align 8, !tbaa !550, !alias.scope !725, !noalias !728
  br label %151

151:                                              ; preds = %58, %112, %150
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @PrepareHROLLING_FAST(ptr noalias nocapture noundef %0, i64 noundef %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = icmp ult i64 %1, 32
  br i1 %4, label %53, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 28
  %7 = load i32, ptr %6, align 4, !tbaa !681
  %8 = load i8, ptr %2, align 1, !tbaa !57
  %9 = zext i8 %8 to i32
  %10 = add nuw nsw i32 %9, 1
  %11 = getelementptr inbounds i8, ptr %2, i64 4
  %12 = load i8, ptr %11, align 1, !tbaa !57
  %13 = mul i32 %7, %10
  %14 = zext i8 %12 to i32
  %15 = add nuw nsw i32 %14, 1
  %16 = add i32 %15, %13
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i8, ptr %17, align 1, !tbaa !57
  %19 = mul i32 %7, %16
  %20 = zext i8 %18 to i32
  %21 = add nuw nsw i32 %20, 1
  %22 = add i32 %21, %19
  %23 = getelementptr inbounds i8, ptr %2, i64 12
  %24 = load i8, ptr %23, align 1, !tbaa !57
  %25 = mul i32 %7, %22
  %26 = zext i8 %24 to i32
  %27 = add nuw nsw i32 %26, 1
  %28 = add i32 %27, %25
  %29 = getelementptr inbounds i8, ptr %2, i64 16
  %30 = load i8, ptr %29, align 1, !tbaa !57
  %31 = mul i32 %7, %28
  %32 = zext i8 %30 to i32
  %33 = add nuw nsw i32 %32, 1
  %34 = add i32 %33, %31
  %35 = getelementptr inbounds i8, ptr %2, i64 20
  %36 = load i8, ptr %35, align 1, !tbaa !57
  %37 = mul i32 %7, %34
  %38 = zext i8 %36 to i32
  %39 = add nuw nsw i32 %38, 1
  %40 = add i32 %39, %37
  %41 = getelementptr inbounds i8, ptr %2, i64 24
  %42 = load i8, ptr %41, align 1, !tbaa !57
  %43 = mul i32 %7, %40
  %44 = zext i8 %42 to i32
  %45 = add nuw nsw i32 %44, 1
  %46 = add i32 %45, %43
  %47 = getelementptr inbounds i8, ptr %2, i64 28
  %48 = load i8, ptr %47, align 1, !tbaa !57
  %49 = mul i32 %7, %46
  %50 = zext i8 %48 to i32
  %51 = add nuw nsw i32 %50, 1
  %52 = add i32 %51, %49
  store i32 %52, ptr %0, align 8, !tbaa !680
  br label %53

53:                                               ; preds = %5, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #11

declare hidden i32 @BrotliIsMostlyUTF8(ptr noundef, i64 noundef, i64 noundef, i64 noundef, double noundef) local_unnamed_addr #3

declare hidden void @BrotliStoreUncompressedMetaBlock(i32 noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliStoreMetaBlockFast(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliStoreMetaBlockTrivial(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc void @DecideOverLiteralContextModeling(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i64 noundef %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef %8) unnamed_addr #15 {
  %10 = icmp slt i32 %4, 5
  %11 = icmp ult i64 %2, 64
  %12 = or i1 %11, %10
  br i1 %12, label %449, label %13

13:                                               ; preds = %9
  %14 = icmp ult i64 %5, 1048576
  %15 = add nuw nsw i64 %2, %1
  br i1 %14, label %16, label %18

16:                                               ; preds = %13
  %17 = add i64 %1, 64
  br label %160

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %8, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1792) %8, i8 0, i64 1792, i1 false)
  %20 = add i64 %1, 64
  %21 = icmp ugt i64 %20, %15
  br i1 %21, label %24, label %26

22:                                               ; preds = %74
  %23 = uitofp i32 %75 to double
  br label %24

24:                                               ; preds = %22, %18
  %25 = phi double [ 0.000000e+00, %18 ], [ %23, %22 ]
  br label %87

26:                                               ; preds = %18, %74
  %27 = phi i64 [ %77, %74 ], [ %20, %18 ]
  %28 = phi i64 [ %76, %74 ], [ %1, %18 ]
  %29 = phi i32 [ %75, %74 ], [ 0, %18 ]
  %30 = add i64 %28, 2
  %31 = icmp ult i64 %30, %27
  br i1 %31, label %32, label %74

32:                                               ; preds = %26
  %33 = add i64 %28, 1
  %34 = and i64 %33, %3
  %35 = getelementptr inbounds i8, ptr %0, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !57
  %37 = and i64 %28, %3
  %38 = getelementptr inbounds i8, ptr %0, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !57
  br label %40

40:                                               ; preds = %40, %32
  %41 = phi i64 [ %70, %40 ], [ %30, %32 ]
  %42 = phi i8 [ %46, %40 ], [ %36, %32 ]
  %43 = phi i8 [ %42, %40 ], [ %39, %32 ]
  %44 = and i64 %41, %3
  %45 = getelementptr inbounds i8, ptr %0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !57
  %47 = zext i8 %42 to i64
  %48 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @_kBrotliContextLookupTable, i64 1024), i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !57
  %50 = zext i8 %43 to i64
  %51 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @_kBrotliContextLookupTable, i64 1280), i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !57
  %53 = or i8 %52, %49
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr @ShouldUseComplexStaticContextMap.kStaticContextMapComplexUTF8, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !40
  %57 = lshr i8 %46, 3
  %58 = zext nneg i8 %57 to i32
  %59 = zext nneg i8 %57 to i64
  %60 = getelementptr inbounds i32, ptr %8, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !40
  %62 = add i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !40
  %63 = shl i32 %56, 5
  %64 = and i32 %63, 8160
  %65 = or disjoint i32 %64, %58
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %19, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !40
  %69 = add i32 %68, 1
  store i32 %69, ptr %67, align 4, !tbaa !40
  %70 = add nuw nsw i64 %41, 1
  %71 = icmp eq i64 %70, %27
  br i1 %71, label %72, label %40, !llvm.loop !730

72:                                               ; preds = %40
  %73 = add i32 %29, 62
  br label %74

74:                                               ; preds = %72, %26
  %75 = phi i32 [ %29, %26 ], [ %73, %72 ]
  %76 = add i64 %28, 4096
  %77 = add i64 %27, 4096
  %78 = icmp ugt i64 %77, %15
  br i1 %78, label %22, label %26, !llvm.loop !731

79:                                               ; preds = %102
  %80 = uitofp i64 %94 to double
  %81 = icmp ult i64 %94, 256
  br i1 %81, label %82, label %85

82:                                               ; preds = %79
  %83 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %94
  %84 = load double, ptr %83, align 8, !tbaa !732
  br label %107

85:                                               ; preds = %79
  %86 = tail call double @log2(double noundef %80) #19
  br label %107

87:                                               ; preds = %102, %24
  %88 = phi i64 [ %94, %102 ], [ 0, %24 ]
  %89 = phi i64 [ %105, %102 ], [ 0, %24 ]
  %90 = phi double [ %104, %102 ], [ 0.000000e+00, %24 ]
  %91 = getelementptr inbounds i32, ptr %8, i64 %89
  %92 = load i32, ptr %91, align 4, !tbaa !40
  %93 = zext i32 %92 to i64
  %94 = add i64 %88, %93
  %95 = uitofp i32 %92 to double
  %96 = icmp ult i32 %92, 256
  br i1 %96, label %97, label %100

97:                                               ; preds = %87
  %98 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %93
  %99 = load double, ptr %98, align 8, !tbaa !732
  br label %102

100:                                              ; preds = %87
  %101 = tail call double @log2(double noundef %95) #19
  br label %102

102:                                              ; preds = %100, %97
  %103 = phi double [ %99, %97 ], [ %101, %100 ]
  %104 = tail call double @llvm.fmuladd.f64(double %95, double %103, double %90)
  %105 = add nuw nsw i64 %89, 1
  %106 = icmp eq i64 %105, 32
  br i1 %106, label %79, label %87, !llvm.loop !734

107:                                              ; preds = %85, %82
  %108 = phi double [ %84, %82 ], [ %86, %85 ]
  br label %109

109:                                              ; preds = %142, %107
  %110 = phi double [ 0.000000e+00, %107 ], [ %146, %142 ]
  %111 = phi i64 [ 0, %107 ], [ %147, %142 ]
  %112 = shl nuw nsw i64 %111, 7
  %113 = getelementptr inbounds i8, ptr %19, i64 %112
  br label %122

114:                                              ; preds = %137
  %115 = uitofp i64 %129 to double
  %116 = icmp ult i64 %129, 256
  br i1 %116, label %117, label %120

117:                                              ; preds = %114
  %118 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %129
  %119 = load double, ptr %118, align 8, !tbaa !732
  br label %142

120:                                              ; preds = %114
  %121 = tail call double @log2(double noundef %115) #19
  br label %142

122:                                              ; preds = %137, %109
  %123 = phi i64 [ %129, %137 ], [ 0, %109 ]
  %124 = phi i64 [ %140, %137 ], [ 0, %109 ]
  %125 = phi double [ %139, %137 ], [ 0.000000e+00, %109 ]
  %126 = getelementptr inbounds i32, ptr %113, i64 %124
  %127 = load i32, ptr %126, align 4, !tbaa !40
  %128 = zext i32 %127 to i64
  %129 = add i64 %123, %128
  %130 = uitofp i32 %127 to double
  %131 = icmp ult i32 %127, 256
  br i1 %131, label %132, label %135

132:                                              ; preds = %122
  %133 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %128
  %134 = load double, ptr %133, align 8, !tbaa !732
  br label %137

135:                                              ; preds = %122
  %136 = tail call double @log2(double noundef %130) #19
  br label %137

137:                                              ; preds = %135, %132
  %138 = phi double [ %134, %132 ], [ %136, %135 ]
  %139 = tail call double @llvm.fmuladd.f64(double %130, double %138, double %125)
  %140 = add nuw nsw i64 %124, 1
  %141 = icmp eq i64 %140, 32
  br i1 %141, label %114, label %122, !llvm.loop !734

142:                                              ; preds = %120, %117
  %143 = phi double [ %119, %117 ], [ %121, %120 ]
  %144 = fneg double %139
  %145 = tail call double @llvm.fmuladd.f64(double %115, double %143, double %144)
  %146 = fadd double %110, %145
  %147 = add nuw nsw i64 %111, 1
  %148 = icmp eq i64 %147, 13
  br i1 %148, label %149, label %109, !llvm.loop !735

149:                                              ; preds = %142
  %150 = fdiv double 1.000000e+00, %25
  %151 = fmul double %150, %146
  %152 = fcmp ogt double %151, 3.000000e+00
  br i1 %152, label %160, label %153

153:                                              ; preds = %149
  %154 = fneg double %104
  %155 = tail call double @llvm.fmuladd.f64(double %80, double %108, double %154)
  %156 = fmul double %150, %155
  %157 = fsub double %156, %151
  %158 = fcmp olt double %157, 2.000000e-01
  br i1 %158, label %160, label %159

159:                                              ; preds = %153
  store i64 13, ptr %6, align 8, !tbaa !56
  store ptr @ShouldUseComplexStaticContextMap.kStaticContextMapComplexUTF8, ptr %7, align 8, !tbaa !50
  br label %449

160:                                              ; preds = %16, %153, %149
  %161 = phi i64 [ %17, %16 ], [ %20, %153 ], [ %20, %149 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %8, i8 0, i64 36, i1 false)
  %162 = icmp ugt i64 %161, %15
  br i1 %162, label %219, label %163

163:                                              ; preds = %160, %194
  %164 = phi i64 [ %196, %194 ], [ %161, %160 ]
  %165 = phi i64 [ %195, %194 ], [ %1, %160 ]
  %166 = add i64 %165, 1
  %167 = icmp ult i64 %166, %164
  br i1 %167, label %168, label %194

168:                                              ; preds = %163
  %169 = and i64 %165, %3
  %170 = getelementptr inbounds i8, ptr %0, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !57
  %172 = lshr i8 %171, 6
  %173 = zext nneg i8 %172 to i64
  %174 = getelementptr inbounds [4 x i32], ptr @DecideOverLiteralContextModeling.lut, i64 0, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !40
  br label %176

176:                                              ; preds = %168, %176
  %177 = phi i32 [ %186, %176 ], [ %175, %168 ]
  %178 = phi i64 [ %192, %176 ], [ %166, %168 ]
  %179 = mul nsw i32 %177, 3
  %180 = and i64 %178, %3
  %181 = getelementptr inbounds i8, ptr %0, i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !57
  %183 = lshr i8 %182, 6
  %184 = zext nneg i8 %183 to i64
  %185 = getelementptr inbounds [4 x i32], ptr @DecideOverLiteralContextModeling.lut, i64 0, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !40
  %187 = add nsw i32 %186, %179
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i32, ptr %8, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !40
  %191 = add i32 %190, 1
  store i32 %191, ptr %189, align 4, !tbaa !40
  %192 = add nuw i64 %178, 1
  %193 = icmp eq i64 %192, %164
  br i1 %193, label %194, label %176, !llvm.loop !736

194:                                              ; preds = %176, %163
  %195 = add i64 %165, 4096
  %196 = add i64 %164, 4096
  %197 = icmp ugt i64 %196, %15
  br i1 %197, label %198, label %163, !llvm.loop !737

198:                                              ; preds = %194
  %199 = load i32, ptr %8, align 4, !tbaa !40
  %200 = getelementptr inbounds i8, ptr %8, i64 4
  %201 = load i32, ptr %200, align 4, !tbaa !40
  %202 = getelementptr inbounds i8, ptr %8, i64 8
  %203 = load i32, ptr %202, align 4, !tbaa !40
  %204 = getelementptr inbounds i8, ptr %8, i64 12
  %205 = load i32, ptr %204, align 4, !tbaa !40
  %206 = getelementptr inbounds i8, ptr %8, i64 16
  %207 = load i32, ptr %206, align 4, !tbaa !40
  %208 = getelementptr inbounds i8, ptr %8, i64 20
  %209 = load i32, ptr %208, align 4, !tbaa !40
  %210 = getelementptr inbounds i8, ptr %8, i64 24
  %211 = load i32, ptr %210, align 4, !tbaa !40
  %212 = getelementptr inbounds i8, ptr %8, i64 28
  %213 = load i32, ptr %212, align 4, !tbaa !40
  %214 = getelementptr inbounds i8, ptr %8, i64 32
  %215 = load i32, ptr %214, align 4, !tbaa !40
  %216 = add i32 %211, %199
  %217 = add i32 %213, %201
  %218 = add i32 %215, %203
  br label %219

219:                                              ; preds = %198, %160
  %220 = phi i32 [ %209, %198 ], [ 0, %160 ]
  %221 = phi i32 [ %207, %198 ], [ 0, %160 ]
  %222 = phi i32 [ %205, %198 ], [ 0, %160 ]
  %223 = phi i32 [ %216, %198 ], [ 0, %160 ]
  %224 = phi i32 [ %217, %198 ], [ 0, %160 ]
  %225 = phi i32 [ %218, %198 ], [ 0, %160 ]
  %226 = add i32 %223, %222
  %227 = add i32 %224, %221
  %228 = add i32 %225, %220
  %229 = zext i32 %226 to i64
  %230 = uitofp i32 %226 to double
  %231 = icmp ult i32 %226, 256
  br i1 %231, label %237, label %240

232:                                              ; preds = %266
  %233 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %258
  %234 = load double, ptr %233, align 8, !tbaa !732
  br label %271

235:                                              ; preds = %266
  %236 = tail call double @log2(double noundef %269) #19
  br label %271

237:                                              ; preds = %219
  %238 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %229
  %239 = load double, ptr %238, align 8, !tbaa !732
  br label %242

240:                                              ; preds = %219
  %241 = tail call double @log2(double noundef %230) #19
  br label %242

242:                                              ; preds = %240, %237
  %243 = phi double [ %239, %237 ], [ %241, %240 ]
  %244 = tail call double @llvm.fmuladd.f64(double %230, double %243, double 0.000000e+00)
  %245 = zext i32 %227 to i64
  %246 = add nuw nsw i64 %245, %229
  %247 = uitofp i32 %227 to double
  %248 = icmp ult i32 %227, 256
  br i1 %248, label %251, label %249

249:                                              ; preds = %242
  %250 = tail call double @log2(double noundef %247) #19
  br label %254

251:                                              ; preds = %242
  %252 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %245
  %253 = load double, ptr %252, align 8, !tbaa !732
  br label %254

254:                                              ; preds = %251, %249
  %255 = phi double [ %253, %251 ], [ %250, %249 ]
  %256 = tail call double @llvm.fmuladd.f64(double %247, double %255, double %244)
  %257 = zext i32 %228 to i64
  %258 = add nuw nsw i64 %246, %257
  %259 = uitofp i32 %228 to double
  %260 = icmp ult i32 %228, 256
  br i1 %260, label %263, label %261

261:                                              ; preds = %254
  %262 = tail call double @log2(double noundef %259) #19
  br label %266

263:                                              ; preds = %254
  %264 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %257
  %265 = load double, ptr %264, align 8, !tbaa !732
  br label %266

266:                                              ; preds = %263, %261
  %267 = phi double [ %265, %263 ], [ %262, %261 ]
  %268 = tail call double @llvm.fmuladd.f64(double %259, double %267, double %256)
  %269 = uitofp nneg i64 %258 to double
  %270 = icmp ult i64 %258, 256
  br i1 %270, label %232, label %235

271:                                              ; preds = %235, %232
  %272 = phi double [ %234, %232 ], [ %236, %235 ]
  %273 = fneg double %268
  %274 = zext i32 %223 to i64
  %275 = uitofp i32 %223 to double
  %276 = icmp ult i32 %223, 256
  br i1 %276, label %282, label %285

277:                                              ; preds = %311
  %278 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %303
  %279 = load double, ptr %278, align 8, !tbaa !732
  br label %317

280:                                              ; preds = %311
  %281 = tail call double @log2(double noundef %315) #19
  br label %317

282:                                              ; preds = %271
  %283 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %274
  %284 = load double, ptr %283, align 8, !tbaa !732
  br label %287

285:                                              ; preds = %271
  %286 = tail call double @log2(double noundef %275) #19
  br label %287

287:                                              ; preds = %285, %282
  %288 = phi double [ %284, %282 ], [ %286, %285 ]
  %289 = tail call double @llvm.fmuladd.f64(double %275, double %288, double 0.000000e+00)
  %290 = zext i32 %224 to i64
  %291 = add nuw nsw i64 %290, %274
  %292 = uitofp i32 %224 to double
  %293 = icmp ult i32 %224, 256
  br i1 %293, label %296, label %294

294:                                              ; preds = %287
  %295 = tail call double @log2(double noundef %292) #19
  br label %299

296:                                              ; preds = %287
  %297 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %290
  %298 = load double, ptr %297, align 8, !tbaa !732
  br label %299

299:                                              ; preds = %296, %294
  %300 = phi double [ %298, %296 ], [ %295, %294 ]
  %301 = tail call double @llvm.fmuladd.f64(double %292, double %300, double %289)
  %302 = zext i32 %225 to i64
  %303 = add nuw nsw i64 %291, %302
  %304 = uitofp i32 %225 to double
  %305 = icmp ult i32 %225, 256
  br i1 %305, label %308, label %306

306:                                              ; preds = %299
  %307 = tail call double @log2(double noundef %304) #19
  br label %311

308:                                              ; preds = %299
  %309 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %302
  %310 = load double, ptr %309, align 8, !tbaa !732
  br label %311

311:                                              ; preds = %308, %306
  %312 = phi double [ %310, %308 ], [ %307, %306 ]
  %313 = tail call double @llvm.fmuladd.f64(double %304, double %312, double %301)
  %314 = tail call double @llvm.fmuladd.f64(double %269, double %272, double %273)
  %315 = uitofp nneg i64 %303 to double
  %316 = icmp ult i64 %303, 256
  br i1 %316, label %277, label %280

317:                                              ; preds = %280, %277
  %318 = phi double [ %279, %277 ], [ %281, %280 ]
  %319 = fneg double %313
  %320 = zext i32 %222 to i64
  %321 = uitofp i32 %222 to double
  %322 = icmp ult i32 %222, 256
  br i1 %322, label %328, label %331

323:                                              ; preds = %357
  %324 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %349
  %325 = load double, ptr %324, align 8, !tbaa !732
  br label %363

326:                                              ; preds = %357
  %327 = tail call double @log2(double noundef %361) #19
  br label %363

328:                                              ; preds = %317
  %329 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %320
  %330 = load double, ptr %329, align 8, !tbaa !732
  br label %333

331:                                              ; preds = %317
  %332 = tail call double @log2(double noundef %321) #19
  br label %333

333:                                              ; preds = %331, %328
  %334 = phi double [ %330, %328 ], [ %332, %331 ]
  %335 = tail call double @llvm.fmuladd.f64(double %321, double %334, double 0.000000e+00)
  %336 = zext i32 %221 to i64
  %337 = add nuw nsw i64 %336, %320
  %338 = uitofp i32 %221 to double
  %339 = icmp ult i32 %221, 256
  br i1 %339, label %342, label %340

340:                                              ; preds = %333
  %341 = tail call double @log2(double noundef %338) #19
  br label %345

342:                                              ; preds = %333
  %343 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %336
  %344 = load double, ptr %343, align 8, !tbaa !732
  br label %345

345:                                              ; preds = %342, %340
  %346 = phi double [ %344, %342 ], [ %341, %340 ]
  %347 = tail call double @llvm.fmuladd.f64(double %338, double %346, double %335)
  %348 = zext i32 %220 to i64
  %349 = add nuw nsw i64 %337, %348
  %350 = uitofp i32 %220 to double
  %351 = icmp ult i32 %220, 256
  br i1 %351, label %354, label %352

352:                                              ; preds = %345
  %353 = tail call double @log2(double noundef %350) #19
  br label %357

354:                                              ; preds = %345
  %355 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %348
  %356 = load double, ptr %355, align 8, !tbaa !732
  br label %357

357:                                              ; preds = %354, %352
  %358 = phi double [ %356, %354 ], [ %353, %352 ]
  %359 = tail call double @llvm.fmuladd.f64(double %350, double %358, double %347)
  %360 = tail call double @llvm.fmuladd.f64(double %315, double %318, double %319)
  %361 = uitofp nneg i64 %349 to double
  %362 = icmp ult i64 %349, 256
  br i1 %362, label %323, label %326

363:                                              ; preds = %326, %323
  %364 = phi double [ %325, %323 ], [ %327, %326 ]
  %365 = fneg double %359
  br label %366

366:                                              ; preds = %418, %363
  %367 = phi i64 [ 0, %363 ], [ %423, %418 ]
  %368 = phi double [ 0.000000e+00, %363 ], [ %422, %418 ]
  %369 = mul nuw nsw i64 %367, 12
  %370 = getelementptr inbounds i8, ptr %8, i64 %369
  %371 = load i32, ptr %370, align 4, !tbaa !40
  %372 = zext i32 %371 to i64
  %373 = uitofp i32 %371 to double
  %374 = icmp ult i32 %371, 256
  br i1 %374, label %380, label %383

375:                                              ; preds = %413
  %376 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %405
  %377 = load double, ptr %376, align 8, !tbaa !732
  br label %418

378:                                              ; preds = %413
  %379 = tail call double @log2(double noundef %416) #19
  br label %418

380:                                              ; preds = %366
  %381 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %372
  %382 = load double, ptr %381, align 8, !tbaa !732
  br label %385

383:                                              ; preds = %366
  %384 = tail call double @log2(double noundef %373) #19
  br label %385

385:                                              ; preds = %383, %380
  %386 = phi double [ %382, %380 ], [ %384, %383 ]
  %387 = tail call double @llvm.fmuladd.f64(double %373, double %386, double 0.000000e+00)
  %388 = getelementptr inbounds i8, ptr %370, i64 4
  %389 = load i32, ptr %388, align 4, !tbaa !40
  %390 = zext i32 %389 to i64
  %391 = add nuw nsw i64 %390, %372
  %392 = uitofp i32 %389 to double
  %393 = icmp ult i32 %389, 256
  br i1 %393, label %396, label %394

394:                                              ; preds = %385
  %395 = tail call double @log2(double noundef %392) #19
  br label %399

396:                                              ; preds = %385
  %397 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %390
  %398 = load double, ptr %397, align 8, !tbaa !732
  br label %399

399:                                              ; preds = %396, %394
  %400 = phi double [ %398, %396 ], [ %395, %394 ]
  %401 = tail call double @llvm.fmuladd.f64(double %392, double %400, double %387)
  %402 = getelementptr inbounds i8, ptr %370, i64 8
  %403 = load i32, ptr %402, align 4, !tbaa !40
  %404 = zext i32 %403 to i64
  %405 = add nuw nsw i64 %391, %404
  %406 = uitofp i32 %403 to double
  %407 = icmp ult i32 %403, 256
  br i1 %407, label %410, label %408

408:                                              ; preds = %399
  %409 = tail call double @log2(double noundef %406) #19
  br label %413

410:                                              ; preds = %399
  %411 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %404
  %412 = load double, ptr %411, align 8, !tbaa !732
  br label %413

413:                                              ; preds = %410, %408
  %414 = phi double [ %412, %410 ], [ %409, %408 ]
  %415 = tail call double @llvm.fmuladd.f64(double %406, double %414, double %401)
  %416 = uitofp nneg i64 %405 to double
  %417 = icmp ult i64 %405, 256
  br i1 %417, label %375, label %378

418:                                              ; preds = %378, %375
  %419 = phi double [ %377, %375 ], [ %379, %378 ]
  %420 = fneg double %415
  %421 = tail call double @llvm.fmuladd.f64(double %416, double %419, double %420)
  %422 = fadd double %368, %421
  %423 = add nuw nsw i64 %367, 1
  %424 = icmp eq i64 %423, 3
  br i1 %424, label %425, label %366, !llvm.loop !738

425:                                              ; preds = %418
  %426 = tail call double @llvm.fmuladd.f64(double %361, double %364, double %365)
  %427 = fadd double %360, %426
  %428 = add i32 %227, %226
  %429 = add i32 %428, %228
  %430 = uitofp i32 %429 to double
  %431 = fdiv double 1.000000e+00, %430
  %432 = fmul double %431, %314
  %433 = fmul double %431, %427
  %434 = fmul double %431, %422
  %435 = icmp slt i32 %4, 7
  %436 = fmul double %432, 1.000000e+01
  %437 = select i1 %435, double %436, double %434
  %438 = fsub double %432, %433
  %439 = fcmp olt double %438, 2.000000e-01
  %440 = fsub double %432, %437
  %441 = fcmp olt double %440, 2.000000e-01
  %442 = select i1 %439, i1 %441, i1 false
  br i1 %442, label %443, label %444

443:                                              ; preds = %425
  store i64 1, ptr %6, align 8, !tbaa !56
  br label %449

444:                                              ; preds = %425
  %445 = fsub double %433, %437
  %446 = fcmp olt double %445, 2.000000e-02
  br i1 %446, label %447, label %448

447:                                              ; preds = %444
  store i64 2, ptr %6, align 8, !tbaa !56
  store ptr @ChooseContextMap.kStaticContextMapSimpleUTF8, ptr %7, align 8, !tbaa !50
  br label %449

448:                                              ; preds = %444
  store i64 3, ptr %6, align 8, !tbaa !56
  store ptr @ChooseContextMap.kStaticContextMapContinuation, ptr %7, align 8, !tbaa !50
  br label %449

449:                                              ; preds = %448, %447, %443, %159, %9
  ret void
}

declare hidden void @BrotliBuildMetaBlockGreedy(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i8 noundef zeroext, i8 noundef zeroext, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliBuildMetaBlock(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, i8 noundef zeroext, i8 noundef zeroext, ptr noundef, i64 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliOptimizeHistograms(i32 noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliStoreMetaBlock(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef, i8 noundef zeroext, i8 noundef zeroext, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden double @BrotliBitsEntropy(ptr noundef, i64 noundef) local_unnamed_addr #3

declare hidden void @BrotliInitBlockSplit(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #16

declare hidden void @BrotliDestroyBlockSplit(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliInitSharedEncoderDictionary(ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { cold nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { cold nofree nosync nounwind optsize memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #19 = { nounwind }
attributes #20 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 6972}
!6 = !{!"BrotliEncoderStateStruct", !7, i64 0, !21, i64 1400, !11, i64 1424, !22, i64 1432, !11, i64 1472, !18, i64 1480, !11, i64 1488, !11, i64 1496, !11, i64 1504, !11, i64 1512, !11, i64 1520, !9, i64 1528, !9, i64 1592, !23, i64 1608, !9, i64 1610, !9, i64 1611, !9, i64 1612, !9, i64 1613, !11, i64 1616, !18, i64 1624, !24, i64 1632, !9, i64 2768, !18, i64 6864, !11, i64 6872, !18, i64 6880, !18, i64 6888, !18, i64 6896, !18, i64 6904, !11, i64 6912, !18, i64 6920, !11, i64 6928, !11, i64 6936, !9, i64 6944, !8, i64 6960, !8, i64 6964, !8, i64 6968, !8, i64 6972}
!7 = !{!"BrotliEncoderParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !11, i64 16, !11, i64 24, !8, i64 32, !8, i64 36, !12, i64 40, !13, i64 56, !14, i64 80}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!"BrotliHasherParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!13 = !{!"BrotliDistanceParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !11, i64 16}
!14 = !{!"SharedEncoderDictionary", !8, i64 0, !15, i64 8, !16, i64 544, !8, i64 1312}
!15 = !{!"CompoundDictionary", !11, i64 0, !11, i64 8, !9, i64 16, !9, i64 144, !9, i64 272, !11, i64 400, !9, i64 408}
!16 = !{!"ContextualEncoderDictionary", !8, i64 0, !9, i64 4, !9, i64 5, !9, i64 72, !11, i64 584, !17, i64 592, !18, i64 760}
!17 = !{!"BrotliEncoderDictionary", !18, i64 0, !8, i64 8, !8, i64 12, !11, i64 16, !18, i64 24, !18, i64 32, !18, i64 40, !18, i64 48, !19, i64 56, !8, i64 96, !18, i64 104, !18, i64 112, !18, i64 120, !11, i64 128, !18, i64 136, !11, i64 144, !18, i64 152, !18, i64 160}
!18 = !{!"any pointer", !9, i64 0}
!19 = !{!"BrotliTrie", !18, i64 0, !11, i64 8, !11, i64 16, !20, i64 24}
!20 = !{!"BrotliTrieNode", !9, i64 0, !9, i64 1, !9, i64 2, !8, i64 4, !8, i64 8}
!21 = !{!"MemoryManager", !18, i64 0, !18, i64 8, !18, i64 16}
!22 = !{!"RingBuffer", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !18, i64 24, !18, i64 32}
!23 = !{!"short", !9, i64 0}
!24 = !{!"", !25, i64 0, !9, i64 80}
!25 = !{!"", !9, i64 0, !8, i64 32, !11, i64 40, !11, i64 48, !12, i64 56, !8, i64 72}
!26 = !{!6, !8, i64 0}
!27 = !{!6, !8, i64 4}
!28 = !{!6, !8, i64 8}
!29 = !{!6, !8, i64 12}
!30 = !{!6, !8, i64 32}
!31 = !{!6, !11, i64 24}
!32 = !{!6, !8, i64 36}
!33 = !{!6, !8, i64 56}
!34 = !{!6, !8, i64 60}
!35 = !{!6, !11, i64 16}
!36 = !{!7, !8, i64 0}
!37 = !{!7, !8, i64 36}
!38 = !{!7, !8, i64 4}
!39 = !{!7, !8, i64 8}
!40 = !{!8, !8, i64 0}
!41 = !{!7, !11, i64 72}
!42 = !{!6, !11, i64 1424}
!43 = !{!6, !9, i64 1612}
!44 = !{!6, !9, i64 1613}
!45 = !{!6, !8, i64 6964}
!46 = !{!6, !8, i64 6968}
!47 = !{!6, !18, i64 1624}
!48 = !{!6, !18, i64 1480}
!49 = !{!22, !18, i64 24}
!50 = !{!18, !18, i64 0}
!51 = !{!6, !18, i64 6864}
!52 = !{!6, !18, i64 6880}
!53 = !{!6, !18, i64 6888}
!54 = !{!6, !18, i64 6896}
!55 = !{!6, !18, i64 6904}
!56 = !{!11, !11, i64 0}
!57 = !{!9, !9, i64 0}
!58 = !{!6, !11, i64 6928}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!6, !9, i64 1610}
!62 = !{!6, !23, i64 1608}
!63 = !{!6, !9, i64 1611}
!64 = !{!6, !8, i64 6960}
!65 = !{!7, !8, i64 12}
!66 = !{!7, !8, i64 56}
!67 = !{!7, !8, i64 60}
!68 = !{!23, !23, i64 0}
!69 = !{!70, !11, i64 2176}
!70 = !{!"BrotliOnePassArena", !9, i64 0, !9, i64 256, !9, i64 768, !9, i64 896, !9, i64 1152, !9, i64 1664, !11, i64 2176, !9, i64 2184, !9, i64 6288, !9, i64 7312, !9, i64 8016}
!71 = !{!6, !11, i64 1520}
!72 = !{!6, !11, i64 1512}
!73 = !{!6, !18, i64 6920}
!74 = !{!75}
!75 = distinct !{!75, !76, !"BrotliWriteBits: argument 1"}
!76 = distinct !{!76, !"BrotliWriteBits"}
!77 = !{!78}
!78 = distinct !{!78, !76, !"BrotliWriteBits: argument 0"}
!79 = !{!80}
!80 = distinct !{!80, !81, !"BrotliWriteBits: argument 1"}
!81 = distinct !{!81, !"BrotliWriteBits"}
!82 = !{!83}
!83 = distinct !{!83, !81, !"BrotliWriteBits: argument 0"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"BrotliWriteBits: argument 1"}
!86 = distinct !{!86, !"BrotliWriteBits"}
!87 = !{!88}
!88 = distinct !{!88, !86, !"BrotliWriteBits: argument 0"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"BrotliWriteBits: argument 1"}
!91 = distinct !{!91, !"BrotliWriteBits"}
!92 = !{!93}
!93 = distinct !{!93, !91, !"BrotliWriteBits: argument 0"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"BrotliWriteBits: argument 1"}
!96 = distinct !{!96, !"BrotliWriteBits"}
!97 = !{!98}
!98 = distinct !{!98, !96, !"BrotliWriteBits: argument 0"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"BrotliWriteBits: argument 1"}
!101 = distinct !{!101, !"BrotliWriteBits"}
!102 = !{!103}
!103 = distinct !{!103, !101, !"BrotliWriteBits: argument 0"}
!104 = !{!6, !11, i64 6912}
!105 = !{!6, !11, i64 1616}
!106 = distinct !{!106, !60}
!107 = !{!6, !11, i64 6872}
!108 = !{!6, !11, i64 6936}
!109 = !{!22, !8, i64 20}
!110 = !{!22, !8, i64 8}
!111 = !{!22, !8, i64 16}
!112 = !{!22, !18, i64 32}
!113 = !{!22, !8, i64 12}
!114 = !{!22, !8, i64 0}
!115 = !{!22, !8, i64 4}
!116 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!117 = !{!6, !18, i64 1464}
!118 = !{!6, !8, i64 1436}
!119 = !{!6, !8, i64 1392}
!120 = !{!6, !11, i64 1488}
!121 = !{!6, !11, i64 1472}
!122 = !{!24, !8, i64 32}
!123 = !{!12, !8, i64 0}
!124 = !{!7, !11, i64 24}
!125 = !{!12, !8, i64 8}
!126 = !{!12, !8, i64 4}
!127 = !{!12, !8, i64 12}
!128 = !{i64 0, i64 4, !40, i64 4, i64 4, !40, i64 8, i64 4, !40, i64 12, i64 4, !40}
!129 = !{!7, !8, i64 44}
!130 = !{!7, !8, i64 48}
!131 = !{!24, !8, i64 56}
!132 = !{!133}
!133 = distinct !{!133, !134, !"InitializeH2: argument 0"}
!134 = distinct !{!134, !"InitializeH2"}
!135 = !{!136, !18, i64 0}
!136 = !{!"H2", !18, i64 0, !18, i64 8}
!137 = !{!136, !18, i64 8}
!138 = !{!139}
!139 = distinct !{!139, !140, !"InitializeH3: argument 0"}
!140 = distinct !{!140, !"InitializeH3"}
!141 = !{!142, !18, i64 0}
!142 = !{!"H3", !18, i64 0, !18, i64 8}
!143 = !{!142, !18, i64 8}
!144 = !{!145}
!145 = distinct !{!145, !146, !"InitializeH4: argument 0"}
!146 = distinct !{!146, !"InitializeH4"}
!147 = !{!148, !18, i64 0}
!148 = !{!"H4", !18, i64 0, !18, i64 8}
!149 = !{!148, !18, i64 8}
!150 = !{!151}
!151 = distinct !{!151, !152, !"InitializeH6: argument 0"}
!152 = distinct !{!152, !"InitializeH6"}
!153 = !{!154, !18, i64 40}
!154 = !{!"H6", !11, i64 0, !11, i64 8, !11, i64 16, !8, i64 24, !8, i64 28, !8, i64 32, !18, i64 40, !18, i64 48, !18, i64 56}
!155 = !{!154, !11, i64 16}
!156 = !{!25, !8, i64 60}
!157 = !{!154, !11, i64 0}
!158 = !{!154, !11, i64 8}
!159 = !{!154, !8, i64 24}
!160 = !{!161}
!161 = distinct !{!161, !162, !"InitializeH40: argument 0"}
!162 = distinct !{!162, !"InitializeH40"}
!163 = !{!164, !18, i64 32}
!164 = !{!"H40", !9, i64 0, !11, i64 8, !9, i64 16, !18, i64 32}
!165 = !{!164, !11, i64 8}
!166 = !{!167}
!167 = distinct !{!167, !168, !"InitializeH41: argument 0"}
!168 = distinct !{!168, !"InitializeH41"}
!169 = !{!170, !18, i64 32}
!170 = !{!"H41", !9, i64 0, !11, i64 8, !9, i64 16, !18, i64 32}
!171 = !{!170, !11, i64 8}
!172 = !{!173}
!173 = distinct !{!173, !174, !"InitializeH42: argument 0"}
!174 = distinct !{!174, !"InitializeH42"}
!175 = !{!176, !18, i64 1048}
!176 = !{!"H42", !9, i64 0, !11, i64 1024, !9, i64 1032, !18, i64 1048}
!177 = !{!176, !11, i64 1024}
!178 = !{!179}
!179 = distinct !{!179, !180, !"InitializeH54: argument 0"}
!180 = distinct !{!180, !"InitializeH54"}
!181 = !{!182, !18, i64 0}
!182 = !{!"H54", !18, i64 0, !18, i64 8}
!183 = !{!182, !18, i64 8}
!184 = !{!185, !18, i64 216}
!185 = !{!"H35", !142, i64 0, !186, i64 16, !25, i64 56, !25, i64 136, !18, i64 216, !8, i64 224, !18, i64 232}
!186 = !{!"HROLLING_FAST", !8, i64 0, !18, i64 8, !11, i64 16, !8, i64 24, !8, i64 28, !8, i64 32}
!187 = !{!188}
!188 = distinct !{!188, !189, !"InitializeH35: argument 0"}
!189 = distinct !{!189, !"InitializeH35"}
!190 = !{i64 0, i64 32, !57, i64 32, i64 4, !40, i64 40, i64 8, !56, i64 48, i64 8, !56, i64 56, i64 4, !40, i64 60, i64 4, !40, i64 64, i64 4, !40, i64 68, i64 4, !40, i64 72, i64 4, !40}
!191 = !{!185, !8, i64 224}
!192 = !{!185, !18, i64 232}
!193 = !{!194, !18, i64 216}
!194 = !{!"H55", !182, i64 0, !186, i64 16, !25, i64 56, !25, i64 136, !18, i64 216, !8, i64 224, !18, i64 232}
!195 = !{!196}
!196 = distinct !{!196, !197, !"InitializeH55: argument 0"}
!197 = distinct !{!197, !"InitializeH55"}
!198 = !{!194, !8, i64 224}
!199 = !{!194, !18, i64 232}
!200 = !{!201, !18, i64 264}
!201 = !{!"H65", !154, i64 0, !202, i64 64, !25, i64 104, !25, i64 184, !18, i64 264, !8, i64 272, !18, i64 280}
!202 = !{!"HROLLING", !8, i64 0, !18, i64 8, !11, i64 16, !8, i64 24, !8, i64 28, !8, i64 32}
!203 = !{!204}
!204 = distinct !{!204, !205, !"InitializeH65: argument 0"}
!205 = distinct !{!205, !"InitializeH65"}
!206 = !{!201, !8, i64 272}
!207 = !{!201, !18, i64 280}
!208 = !{!209}
!209 = distinct !{!209, !210, !"InitializeH10: argument 0"}
!210 = distinct !{!210, !"InitializeH10"}
!211 = !{!212, !18, i64 8}
!212 = !{!"H10", !11, i64 0, !18, i64 8, !8, i64 16, !18, i64 24}
!213 = !{!212, !18, i64 24}
!214 = !{!212, !11, i64 0}
!215 = !{!212, !8, i64 16}
!216 = !{!24, !8, i64 72}
!217 = !{!218}
!218 = distinct !{!218, !219, !"PrepareH2: argument 0"}
!219 = distinct !{!219, !"PrepareH2"}
!220 = !{!221}
!221 = distinct !{!221, !219, !"PrepareH2: argument 1"}
!222 = !{!218, !221}
!223 = distinct !{!223, !60}
!224 = !{!225}
!225 = distinct !{!225, !226, !"PrepareH3: argument 0"}
!226 = distinct !{!226, !"PrepareH3"}
!227 = !{!228}
!228 = distinct !{!228, !226, !"PrepareH3: argument 1"}
!229 = !{!225, !228}
!230 = distinct !{!230, !60}
!231 = !{!232}
!232 = distinct !{!232, !233, !"PrepareH10: argument 0"}
!233 = distinct !{!233, !"PrepareH10"}
!234 = distinct !{!234, !60, !235, !236}
!235 = !{!"llvm.loop.isvectorized", i32 1}
!236 = !{!"llvm.loop.unroll.runtime.disable"}
!237 = distinct !{!237, !238}
!238 = !{!"llvm.loop.unroll.disable"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"StoreH2: argument 0"}
!241 = distinct !{!241, !"StoreH2"}
!242 = !{}
!243 = !{!244}
!244 = distinct !{!244, !245, !"StoreH2: argument 0"}
!245 = distinct !{!245, !"StoreH2"}
!246 = !{!247}
!247 = distinct !{!247, !248, !"StoreH2: argument 0"}
!248 = distinct !{!248, !"StoreH2"}
!249 = !{!250}
!250 = distinct !{!250, !251, !"StoreH3: argument 0"}
!251 = distinct !{!251, !"StoreH3"}
!252 = !{!253}
!253 = distinct !{!253, !254, !"StoreH3: argument 0"}
!254 = distinct !{!254, !"StoreH3"}
!255 = !{!256}
!256 = distinct !{!256, !257, !"StoreH3: argument 0"}
!257 = distinct !{!257, !"StoreH3"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"StoreH4: argument 0"}
!260 = distinct !{!260, !"StoreH4"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"StoreH4: argument 0"}
!263 = distinct !{!263, !"StoreH4"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"StoreH4: argument 0"}
!266 = distinct !{!266, !"StoreH4"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"StoreH5: argument 0"}
!269 = distinct !{!269, !"StoreH5"}
!270 = !{!271, !18, i64 40}
!271 = !{!"H5", !11, i64 0, !11, i64 8, !8, i64 16, !8, i64 20, !8, i64 24, !8, i64 28, !18, i64 32, !18, i64 40, !18, i64 48}
!272 = !{!271, !18, i64 48}
!273 = !{!271, !8, i64 16}
!274 = !{!275}
!275 = distinct !{!275, !269, !"StoreH5: argument 1"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"HashBytesH5: argument 0"}
!278 = distinct !{!278, !"HashBytesH5"}
!279 = !{!271, !8, i64 20}
!280 = !{!271, !8, i64 24}
!281 = !{!282}
!282 = distinct !{!282, !283, !"StoreH5: argument 0"}
!283 = distinct !{!283, !"StoreH5"}
!284 = !{!285}
!285 = distinct !{!285, !283, !"StoreH5: argument 1"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"HashBytesH5: argument 0"}
!288 = distinct !{!288, !"HashBytesH5"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"StoreH5: argument 0"}
!291 = distinct !{!291, !"StoreH5"}
!292 = !{!293}
!293 = distinct !{!293, !291, !"StoreH5: argument 1"}
!294 = !{!295}
!295 = distinct !{!295, !296, !"HashBytesH5: argument 0"}
!296 = distinct !{!296, !"HashBytesH5"}
!297 = !{!298}
!298 = distinct !{!298, !299, !"StoreH6: argument 0"}
!299 = distinct !{!299, !"StoreH6"}
!300 = !{!301}
!301 = distinct !{!301, !299, !"StoreH6: argument 1"}
!302 = !{!154, !18, i64 48}
!303 = !{!154, !18, i64 56}
!304 = !{!305, !301}
!305 = distinct !{!305, !306, !"HashBytesH6: argument 0"}
!306 = distinct !{!306, !"HashBytesH6"}
!307 = !{!298, !301}
!308 = !{!154, !8, i64 28}
!309 = !{!310}
!310 = distinct !{!310, !311, !"StoreH6: argument 0"}
!311 = distinct !{!311, !"StoreH6"}
!312 = !{!313}
!313 = distinct !{!313, !311, !"StoreH6: argument 1"}
!314 = !{!315, !313}
!315 = distinct !{!315, !316, !"HashBytesH6: argument 0"}
!316 = distinct !{!316, !"HashBytesH6"}
!317 = !{!310, !313}
!318 = !{!319}
!319 = distinct !{!319, !320, !"StoreH6: argument 0"}
!320 = distinct !{!320, !"StoreH6"}
!321 = !{!322}
!322 = distinct !{!322, !320, !"StoreH6: argument 1"}
!323 = !{!324, !322}
!324 = distinct !{!324, !325, !"HashBytesH6: argument 0"}
!325 = distinct !{!325, !"HashBytesH6"}
!326 = !{!319, !322}
!327 = !{!328}
!328 = distinct !{!328, !329, !"StoreH40: argument 0"}
!329 = distinct !{!329, !"StoreH40"}
!330 = !{!331}
!331 = distinct !{!331, !329, !"StoreH40: argument 1"}
!332 = !{!333, !331}
!333 = distinct !{!333, !334, !"HashBytesH40: argument 0"}
!334 = distinct !{!334, !"HashBytesH40"}
!335 = !{!328, !331}
!336 = !{!337, !23, i64 0}
!337 = !{!"SlotH40", !23, i64 0, !23, i64 2}
!338 = !{!337, !23, i64 2}
!339 = !{!340}
!340 = distinct !{!340, !341, !"StoreH40: argument 0"}
!341 = distinct !{!341, !"StoreH40"}
!342 = !{!343}
!343 = distinct !{!343, !341, !"StoreH40: argument 1"}
!344 = !{!345, !343}
!345 = distinct !{!345, !346, !"HashBytesH40: argument 0"}
!346 = distinct !{!346, !"HashBytesH40"}
!347 = !{!340, !343}
!348 = !{!349}
!349 = distinct !{!349, !350, !"StoreH40: argument 0"}
!350 = distinct !{!350, !"StoreH40"}
!351 = !{!352}
!352 = distinct !{!352, !350, !"StoreH40: argument 1"}
!353 = !{!354, !352}
!354 = distinct !{!354, !355, !"HashBytesH40: argument 0"}
!355 = distinct !{!355, !"HashBytesH40"}
!356 = !{!349, !352}
!357 = !{!358}
!358 = distinct !{!358, !359, !"StoreH41: argument 0"}
!359 = distinct !{!359, !"StoreH41"}
!360 = !{!361}
!361 = distinct !{!361, !359, !"StoreH41: argument 1"}
!362 = !{!363, !361}
!363 = distinct !{!363, !364, !"HashBytesH41: argument 0"}
!364 = distinct !{!364, !"HashBytesH41"}
!365 = !{!358, !361}
!366 = !{!367, !23, i64 0}
!367 = !{!"SlotH41", !23, i64 0, !23, i64 2}
!368 = !{!367, !23, i64 2}
!369 = !{!370}
!370 = distinct !{!370, !371, !"StoreH41: argument 0"}
!371 = distinct !{!371, !"StoreH41"}
!372 = !{!373}
!373 = distinct !{!373, !371, !"StoreH41: argument 1"}
!374 = !{!375, !373}
!375 = distinct !{!375, !376, !"HashBytesH41: argument 0"}
!376 = distinct !{!376, !"HashBytesH41"}
!377 = !{!370, !373}
!378 = !{!379}
!379 = distinct !{!379, !380, !"StoreH41: argument 0"}
!380 = distinct !{!380, !"StoreH41"}
!381 = !{!382}
!382 = distinct !{!382, !380, !"StoreH41: argument 1"}
!383 = !{!384, !382}
!384 = distinct !{!384, !385, !"HashBytesH41: argument 0"}
!385 = distinct !{!385, !"HashBytesH41"}
!386 = !{!379, !382}
!387 = !{!388}
!388 = distinct !{!388, !389, !"StoreH42: argument 0"}
!389 = distinct !{!389, !"StoreH42"}
!390 = !{!391}
!391 = distinct !{!391, !389, !"StoreH42: argument 1"}
!392 = !{!393, !391}
!393 = distinct !{!393, !394, !"HashBytesH42: argument 0"}
!394 = distinct !{!394, !"HashBytesH42"}
!395 = !{!388, !391}
!396 = !{!397, !23, i64 0}
!397 = !{!"SlotH42", !23, i64 0, !23, i64 2}
!398 = !{!397, !23, i64 2}
!399 = !{!400}
!400 = distinct !{!400, !401, !"StoreH42: argument 0"}
!401 = distinct !{!401, !"StoreH42"}
!402 = !{!403}
!403 = distinct !{!403, !401, !"StoreH42: argument 1"}
!404 = !{!405, !403}
!405 = distinct !{!405, !406, !"HashBytesH42: argument 0"}
!406 = distinct !{!406, !"HashBytesH42"}
!407 = !{!400, !403}
!408 = !{!409}
!409 = distinct !{!409, !410, !"StoreH42: argument 0"}
!410 = distinct !{!410, !"StoreH42"}
!411 = !{!412}
!412 = distinct !{!412, !410, !"StoreH42: argument 1"}
!413 = !{!414, !412}
!414 = distinct !{!414, !415, !"HashBytesH42: argument 0"}
!415 = distinct !{!415, !"HashBytesH42"}
!416 = !{!409, !412}
!417 = !{!418}
!418 = distinct !{!418, !419, !"StoreH54: argument 0"}
!419 = distinct !{!419, !"StoreH54"}
!420 = !{!421}
!421 = distinct !{!421, !422, !"StoreH54: argument 0"}
!422 = distinct !{!422, !"StoreH54"}
!423 = !{!424}
!424 = distinct !{!424, !425, !"StoreH54: argument 0"}
!425 = distinct !{!425, !"StoreH54"}
!426 = !{!427}
!427 = distinct !{!427, !428, !"StoreH58: argument 0"}
!428 = distinct !{!428, !"StoreH58"}
!429 = !{!430, !18, i64 40}
!430 = !{!"H58", !11, i64 0, !11, i64 8, !8, i64 16, !8, i64 20, !8, i64 24, !8, i64 28, !18, i64 32, !18, i64 40, !18, i64 48, !18, i64 56}
!431 = !{!432}
!432 = distinct !{!432, !428, !"StoreH58: argument 1"}
!433 = !{!430, !18, i64 48}
!434 = !{!430, !18, i64 56}
!435 = !{!430, !8, i64 16}
!436 = !{!437}
!437 = distinct !{!437, !438, !"HashBytesH58: argument 0"}
!438 = distinct !{!438, !"HashBytesH58"}
!439 = !{!430, !8, i64 20}
!440 = !{!430, !8, i64 24}
!441 = !{!442}
!442 = distinct !{!442, !443, !"StoreH58: argument 0"}
!443 = distinct !{!443, !"StoreH58"}
!444 = !{!445}
!445 = distinct !{!445, !443, !"StoreH58: argument 1"}
!446 = !{!447}
!447 = distinct !{!447, !448, !"HashBytesH58: argument 0"}
!448 = distinct !{!448, !"HashBytesH58"}
!449 = !{!450}
!450 = distinct !{!450, !451, !"StoreH58: argument 0"}
!451 = distinct !{!451, !"StoreH58"}
!452 = !{!453}
!453 = distinct !{!453, !451, !"StoreH58: argument 1"}
!454 = !{!455}
!455 = distinct !{!455, !456, !"HashBytesH58: argument 0"}
!456 = distinct !{!456, !"HashBytesH58"}
!457 = !{!458}
!458 = distinct !{!458, !459, !"StoreH68: argument 0"}
!459 = distinct !{!459, !"StoreH68"}
!460 = !{!461}
!461 = distinct !{!461, !459, !"StoreH68: argument 1"}
!462 = !{!463, !18, i64 48}
!463 = !{!"H68", !11, i64 0, !11, i64 8, !11, i64 16, !8, i64 24, !8, i64 28, !8, i64 32, !18, i64 40, !18, i64 48, !18, i64 56, !18, i64 64}
!464 = !{!463, !18, i64 56}
!465 = !{!463, !18, i64 64}
!466 = !{!463, !11, i64 16}
!467 = !{!468, !461}
!468 = distinct !{!468, !469, !"HashBytesH68: argument 0"}
!469 = distinct !{!469, !"HashBytesH68"}
!470 = !{!458, !461}
!471 = !{!463, !8, i64 24}
!472 = !{!463, !8, i64 28}
!473 = !{!474}
!474 = distinct !{!474, !475, !"StoreH68: argument 0"}
!475 = distinct !{!475, !"StoreH68"}
!476 = !{!477}
!477 = distinct !{!477, !475, !"StoreH68: argument 1"}
!478 = !{!479, !477}
!479 = distinct !{!479, !480, !"HashBytesH68: argument 0"}
!480 = distinct !{!480, !"HashBytesH68"}
!481 = !{!474, !477}
!482 = !{!483}
!483 = distinct !{!483, !484, !"StoreH68: argument 0"}
!484 = distinct !{!484, !"StoreH68"}
!485 = !{!486}
!486 = distinct !{!486, !484, !"StoreH68: argument 1"}
!487 = !{!488, !486}
!488 = distinct !{!488, !489, !"HashBytesH68: argument 0"}
!489 = distinct !{!489, !"HashBytesH68"}
!490 = !{!483, !486}
!491 = !{!492}
!492 = distinct !{!492, !493, !"StoreH3: argument 0"}
!493 = distinct !{!493, !"StoreH3"}
!494 = !{!495}
!495 = distinct !{!495, !496, !"StoreH3: argument 0"}
!496 = distinct !{!496, !"StoreH3"}
!497 = !{!498}
!498 = distinct !{!498, !499, !"StoreH3: argument 0"}
!499 = distinct !{!499, !"StoreH3"}
!500 = !{!186, !11, i64 16}
!501 = !{!502}
!502 = distinct !{!502, !503, !"StitchToPreviousBlockHROLLING_FAST: argument 0"}
!503 = distinct !{!503, !"StitchToPreviousBlockHROLLING_FAST"}
!504 = !{!505}
!505 = distinct !{!505, !506, !"StoreH54: argument 0"}
!506 = distinct !{!506, !"StoreH54"}
!507 = !{!508}
!508 = distinct !{!508, !509, !"StoreH54: argument 0"}
!509 = distinct !{!509, !"StoreH54"}
!510 = !{!511}
!511 = distinct !{!511, !512, !"StoreH54: argument 0"}
!512 = distinct !{!512, !"StoreH54"}
!513 = !{!514}
!514 = distinct !{!514, !515, !"StitchToPreviousBlockHROLLING_FAST: argument 0"}
!515 = distinct !{!515, !"StitchToPreviousBlockHROLLING_FAST"}
!516 = !{!517}
!517 = distinct !{!517, !518, !"StoreH6: argument 0"}
!518 = distinct !{!518, !"StoreH6"}
!519 = !{!520}
!520 = distinct !{!520, !518, !"StoreH6: argument 1"}
!521 = !{!522, !520}
!522 = distinct !{!522, !523, !"HashBytesH6: argument 0"}
!523 = distinct !{!523, !"HashBytesH6"}
!524 = !{!517, !520}
!525 = !{!526}
!526 = distinct !{!526, !527, !"StoreH6: argument 0"}
!527 = distinct !{!527, !"StoreH6"}
!528 = !{!529}
!529 = distinct !{!529, !527, !"StoreH6: argument 1"}
!530 = !{!531, !529}
!531 = distinct !{!531, !532, !"HashBytesH6: argument 0"}
!532 = distinct !{!532, !"HashBytesH6"}
!533 = !{!526, !529}
!534 = !{!535}
!535 = distinct !{!535, !536, !"StoreH6: argument 0"}
!536 = distinct !{!536, !"StoreH6"}
!537 = !{!538}
!538 = distinct !{!538, !536, !"StoreH6: argument 1"}
!539 = !{!540, !538}
!540 = distinct !{!540, !541, !"HashBytesH6: argument 0"}
!541 = distinct !{!541, !"HashBytesH6"}
!542 = !{!535, !538}
!543 = !{!544}
!544 = distinct !{!544, !545, !"PrepareHROLLING: argument 0"}
!545 = distinct !{!545, !"PrepareHROLLING"}
!546 = !{!547}
!547 = distinct !{!547, !545, !"PrepareHROLLING: argument 1"}
!548 = !{!202, !8, i64 28}
!549 = distinct !{!549, !60}
!550 = !{!202, !8, i64 0}
!551 = !{!202, !11, i64 16}
!552 = !{!553}
!553 = distinct !{!553, !554, !"StitchToPreviousBlockHROLLING: argument 0"}
!554 = distinct !{!554, !"StitchToPreviousBlockHROLLING"}
!555 = !{!556}
!556 = distinct !{!556, !557, !"StoreAndFindMatchesH10: argument 0"}
!557 = distinct !{!557, !"StoreAndFindMatchesH10"}
!558 = !{!559}
!559 = distinct !{!559, !557, !"StoreAndFindMatchesH10: argument 1"}
!560 = !{!561}
!561 = distinct !{!561, !562, !"HashBytesH10: argument 0"}
!562 = distinct !{!562, !"HashBytesH10"}
!563 = distinct !{!563, !60}
!564 = distinct !{!564, !60}
!565 = distinct !{!565, !60}
!566 = !{!6, !11, i64 1504}
!567 = !{!6, !11, i64 1496}
!568 = !{!569, !8, i64 0}
!569 = !{!"Command", !8, i64 0, !8, i64 4, !8, i64 8, !23, i64 12, !23, i64 14}
!570 = !{!569, !8, i64 4}
!571 = !{!569, !8, i64 8}
!572 = !{!569, !23, i64 14}
!573 = !{i64 0, i64 4, !40, i64 4, i64 4, !40, i64 8, i64 4, !40, i64 12, i64 4, !40, i64 16, i64 8, !56, i64 24, i64 8, !56, i64 32, i64 4, !40, i64 36, i64 4, !40, i64 40, i64 4, !40, i64 44, i64 4, !40, i64 48, i64 4, !40, i64 52, i64 4, !40, i64 56, i64 4, !40, i64 60, i64 4, !40, i64 64, i64 4, !40, i64 68, i64 4, !40, i64 72, i64 8, !56, i64 80, i64 4, !40, i64 88, i64 8, !56, i64 96, i64 8, !56, i64 104, i64 128, !57, i64 232, i64 128, !57, i64 360, i64 128, !57, i64 488, i64 8, !56, i64 496, i64 128, !57, i64 624, i64 4, !40, i64 628, i64 1, !57, i64 629, i64 64, !57, i64 696, i64 512, !57, i64 1208, i64 8, !56, i64 1216, i64 8, !50, i64 1224, i64 4, !40, i64 1228, i64 4, !40, i64 1232, i64 8, !56, i64 1240, i64 8, !50, i64 1248, i64 8, !50, i64 1256, i64 8, !50, i64 1264, i64 8, !50, i64 1272, i64 8, !50, i64 1280, i64 8, !56, i64 1288, i64 8, !56, i64 1296, i64 1, !57, i64 1297, i64 1, !57, i64 1298, i64 1, !57, i64 1300, i64 4, !40, i64 1304, i64 4, !40, i64 1312, i64 4, !40, i64 1320, i64 8, !50, i64 1328, i64 8, !50, i64 1336, i64 8, !50, i64 1344, i64 8, !56, i64 1352, i64 8, !50, i64 1360, i64 8, !56, i64 1368, i64 8, !50, i64 1376, i64 8, !50, i64 1384, i64 8, !50, i64 1392, i64 4, !40}
!574 = !{!575}
!575 = distinct !{!575, !576, !"BrotliWriteBits: argument 0"}
!576 = distinct !{!576, !"BrotliWriteBits"}
!577 = !{!578}
!578 = distinct !{!578, !576, !"BrotliWriteBits: argument 1"}
!579 = distinct !{!579, !60}
!580 = !{!7, !8, i64 32}
!581 = !{!7, !8, i64 68}
!582 = !{!583, !18, i64 144}
!583 = !{!"MetaBlockSplit", !584, i64 0, !584, i64 48, !584, i64 96, !18, i64 144, !11, i64 152, !18, i64 160, !11, i64 168, !18, i64 176, !11, i64 184, !18, i64 192, !11, i64 200, !18, i64 208, !11, i64 216}
!584 = !{!"BlockSplit", !11, i64 0, !11, i64 8, !18, i64 16, !18, i64 24, !11, i64 32, !11, i64 40}
!585 = !{!583, !18, i64 160}
!586 = !{!583, !18, i64 176}
!587 = !{!583, !18, i64 192}
!588 = !{!583, !18, i64 208}
!589 = !{!590, !18, i64 32}
!590 = !{!"ManagedDictionary", !8, i64 0, !21, i64 8, !18, i64 32}
!591 = !{!590, !8, i64 0}
!592 = !{!14, !8, i64 544}
!593 = !{!14, !9, i64 548}
!594 = !{!17, !18, i64 24}
!595 = !{!17, !18, i64 32}
!596 = !{!14, !8, i64 1312}
!597 = !{!14, !11, i64 8}
!598 = distinct !{!598, !60}
!599 = !{i64 0, i64 4, !40, i64 4, i64 1, !57, i64 5, i64 64, !57, i64 72, i64 512, !57, i64 584, i64 8, !56, i64 592, i64 8, !50, i64 600, i64 4, !40, i64 604, i64 4, !40, i64 608, i64 8, !56, i64 616, i64 8, !50, i64 624, i64 8, !50, i64 632, i64 8, !50, i64 640, i64 8, !50, i64 648, i64 8, !50, i64 656, i64 8, !56, i64 664, i64 8, !56, i64 672, i64 1, !57, i64 673, i64 1, !57, i64 674, i64 1, !57, i64 676, i64 4, !40, i64 680, i64 4, !40, i64 688, i64 4, !40, i64 696, i64 8, !50, i64 704, i64 8, !50, i64 712, i64 8, !50, i64 720, i64 8, !56, i64 728, i64 8, !50, i64 736, i64 8, !56, i64 744, i64 8, !50, i64 752, i64 8, !50, i64 760, i64 8, !50}
!600 = !{!14, !11, i64 1128}
!601 = !{!602, !8, i64 8}
!602 = !{!"PreparedDictionary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!603 = !{!602, !8, i64 20}
!604 = !{!602, !8, i64 16}
!605 = !{!602, !8, i64 4}
!606 = !{!15, !11, i64 400}
!607 = distinct !{!607, !60}
!608 = !{!16, !8, i64 0}
!609 = !{!16, !11, i64 584}
!610 = !{!16, !18, i64 760}
!611 = !{!17, !11, i64 64}
!612 = !{!17, !18, i64 112}
!613 = !{!17, !18, i64 120}
!614 = !{!17, !18, i64 136}
!615 = !{!17, !11, i64 128}
!616 = !{!17, !18, i64 152}
!617 = !{!17, !11, i64 144}
!618 = !{!17, !18, i64 160}
!619 = distinct !{!619, !60}
!620 = !{!13, !8, i64 4}
!621 = !{!13, !8, i64 0}
!622 = !{!15, !11, i64 8}
!623 = distinct !{!623, !60}
!624 = distinct !{!624, !60}
!625 = !{!15, !11, i64 0}
!626 = distinct !{!626, !60}
!627 = !{!271, !18, i64 32}
!628 = !{!271, !11, i64 0}
!629 = !{!271, !11, i64 8}
!630 = !{!430, !18, i64 32}
!631 = !{!430, !11, i64 0}
!632 = !{!430, !11, i64 8}
!633 = !{!463, !18, i64 40}
!634 = !{!463, !11, i64 0}
!635 = !{!463, !11, i64 8}
!636 = distinct !{!636, !60}
!637 = !{!638}
!638 = distinct !{!638, !639, !"HashBytesH5: argument 0"}
!639 = distinct !{!639, !"HashBytesH5"}
!640 = distinct !{!640, !60}
!641 = distinct !{!641, !238}
!642 = !{!643}
!643 = distinct !{!643, !644, !"HashBytesH6: argument 0"}
!644 = distinct !{!644, !"HashBytesH6"}
!645 = distinct !{!645, !60}
!646 = distinct !{!646, !238}
!647 = !{!648}
!648 = distinct !{!648, !649, !"HashBytesH40: argument 0"}
!649 = distinct !{!649, !"HashBytesH40"}
!650 = distinct !{!650, !60}
!651 = !{!652}
!652 = distinct !{!652, !653, !"HashBytesH41: argument 0"}
!653 = distinct !{!653, !"HashBytesH41"}
!654 = distinct !{!654, !60}
!655 = !{!656}
!656 = distinct !{!656, !657, !"HashBytesH42: argument 0"}
!657 = distinct !{!657, !"HashBytesH42"}
!658 = distinct !{!658, !60}
!659 = distinct !{!659, !60}
!660 = !{!661}
!661 = distinct !{!661, !662, !"HashBytesH58: argument 0"}
!662 = distinct !{!662, !"HashBytesH58"}
!663 = distinct !{!663, !60}
!664 = !{!665}
!665 = distinct !{!665, !666, !"HashBytesH68: argument 0"}
!666 = distinct !{!666, !"HashBytesH68"}
!667 = distinct !{!667, !60}
!668 = distinct !{!668, !238}
!669 = !{!670}
!670 = distinct !{!670, !671, !"PrepareH3: argument 0"}
!671 = distinct !{!671, !"PrepareH3"}
!672 = !{!673}
!673 = distinct !{!673, !671, !"PrepareH3: argument 1"}
!674 = !{!675}
!675 = distinct !{!675, !676, !"InitializeH3: argument 0"}
!676 = distinct !{!676, !"InitializeH3"}
!677 = !{!678}
!678 = distinct !{!678, !679, !"InitializeHROLLING_FAST: argument 0"}
!679 = distinct !{!679, !"InitializeHROLLING_FAST"}
!680 = !{!186, !8, i64 0}
!681 = !{!186, !8, i64 28}
!682 = !{!186, !8, i64 32}
!683 = !{!186, !18, i64 8}
!684 = !{!670, !673}
!685 = !{!686}
!686 = distinct !{!686, !687, !"PrepareHROLLING_FAST: argument 0"}
!687 = distinct !{!687, !"PrepareHROLLING_FAST"}
!688 = !{!689}
!689 = distinct !{!689, !687, !"PrepareHROLLING_FAST: argument 1"}
!690 = !{!691}
!691 = distinct !{!691, !692, !"PrepareH54: argument 0"}
!692 = distinct !{!692, !"PrepareH54"}
!693 = !{!694}
!694 = distinct !{!694, !692, !"PrepareH54: argument 1"}
!695 = !{!696}
!696 = distinct !{!696, !697, !"InitializeH54: argument 0"}
!697 = distinct !{!697, !"InitializeH54"}
!698 = !{!699}
!699 = distinct !{!699, !700, !"InitializeHROLLING_FAST: argument 0"}
!700 = distinct !{!700, !"InitializeHROLLING_FAST"}
!701 = !{!691, !694}
!702 = !{!703}
!703 = distinct !{!703, !704, !"PrepareHROLLING_FAST: argument 0"}
!704 = distinct !{!704, !"PrepareHROLLING_FAST"}
!705 = !{!706}
!706 = distinct !{!706, !704, !"PrepareHROLLING_FAST: argument 1"}
!707 = !{!708}
!708 = distinct !{!708, !709, !"PrepareH6: argument 0"}
!709 = distinct !{!709, !"PrepareH6"}
!710 = !{!711}
!711 = distinct !{!711, !709, !"PrepareH6: argument 1"}
!712 = !{!713}
!713 = distinct !{!713, !714, !"InitializeH6: argument 0"}
!714 = distinct !{!714, !"InitializeH6"}
!715 = !{!716}
!716 = distinct !{!716, !717, !"InitializeHROLLING: argument 0"}
!717 = distinct !{!717, !"InitializeHROLLING"}
!718 = !{!202, !8, i64 32}
!719 = !{!202, !18, i64 8}
!720 = !{!721, !711}
!721 = distinct !{!721, !722, !"HashBytesH6: argument 0"}
!722 = distinct !{!722, !"HashBytesH6"}
!723 = !{!708, !711}
!724 = distinct !{!724, !238}
!725 = !{!726}
!726 = distinct !{!726, !727, !"PrepareHROLLING: argument 0"}
!727 = distinct !{!727, !"PrepareHROLLING"}
!728 = !{!729}
!729 = distinct !{!729, !727, !"PrepareHROLLING: argument 1"}
!730 = distinct !{!730, !60}
!731 = distinct !{!731, !60}
!732 = !{!733, !733, i64 0}
!733 = !{!"double", !9, i64 0}
!734 = distinct !{!734, !60}
!735 = distinct !{!735, !60}
!736 = distinct !{!736, !60}
!737 = distinct !{!737, !60}
!738 = distinct !{!738, !60}
