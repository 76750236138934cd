; ModuleID = 'c/dec/decode.c'
source_filename = "c/dec/decode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.BrotliPrefixCodeRange = type { i16, i8 }
%struct.CmdLutElement = type { i8, i8, i8, i8, i16, i16 }
%struct.BrotliDecoderStateStruct = type { i32, i32, %struct.BrotliBitReader, ptr, ptr, ptr, %union.anon, i64, i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, ptr, ptr, i32, i32, [3 x i64], i64, [3 x i64], [6 x i64], i64, i64, i64, ptr, ptr, i64, i64, i64, [65 x i32], i32, i32, i8, ptr, ptr, ptr, i64, i32, i32, i32, i32, i32, i32, i64, ptr, ptr, ptr, ptr, [8 x i32], %union.anon.0 }
%struct.BrotliBitReader = type { i64, i64, ptr, ptr, ptr }
%union.anon = type { i64 }
%struct.HuffmanTreeGroup = type { ptr, ptr, i16, i16, i16 }
%union.anon.0 = type { %struct.BrotliMetablockBodyArena }
%struct.BrotliMetablockBodyArena = type { [544 x i8], [544 x i64] }
%struct.HuffmanCode = type { i8, i16 }

@.str = private unnamed_addr constant [10 x i8] c"_NO_ERROR\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"_SUCCESS\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"_NEEDS_MORE_INPUT\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"_NEEDS_MORE_OUTPUT\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"_ERROR_FORMAT_EXUBERANT_NIBBLE\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"_ERROR_FORMAT_RESERVED\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"_ERROR_FORMAT_EXUBERANT_META_NIBBLE\00", align 1
@.str.7 = private unnamed_addr constant [38 x i8] c"_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET\00", align 1
@.str.8 = private unnamed_addr constant [34 x i8] c"_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"_ERROR_FORMAT_CL_SPACE\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"_ERROR_FORMAT_HUFFMAN_SPACE\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"_ERROR_FORMAT_CONTEXT_MAP_REPEAT\00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"_ERROR_FORMAT_BLOCK_LENGTH_1\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"_ERROR_FORMAT_BLOCK_LENGTH_2\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"_ERROR_FORMAT_TRANSFORM\00", align 1
@.str.15 = private unnamed_addr constant [25 x i8] c"_ERROR_FORMAT_DICTIONARY\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"_ERROR_FORMAT_WINDOW_BITS\00", align 1
@.str.17 = private unnamed_addr constant [24 x i8] c"_ERROR_FORMAT_PADDING_1\00", align 1
@.str.18 = private unnamed_addr constant [24 x i8] c"_ERROR_FORMAT_PADDING_2\00", align 1
@.str.19 = private unnamed_addr constant [23 x i8] c"_ERROR_FORMAT_DISTANCE\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"_ERROR_FORMAT_BLOCK_SWITCH\00", align 1
@.str.21 = private unnamed_addr constant [27 x i8] c"_ERROR_COMPOUND_DICTIONARY\00", align 1
@.str.22 = private unnamed_addr constant [26 x i8] c"_ERROR_DICTIONARY_NOT_SET\00", align 1
@.str.23 = private unnamed_addr constant [25 x i8] c"_ERROR_INVALID_ARGUMENTS\00", align 1
@.str.24 = private unnamed_addr constant [27 x i8] c"_ERROR_ALLOC_CONTEXT_MODES\00", align 1
@.str.25 = private unnamed_addr constant [25 x i8] c"_ERROR_ALLOC_TREE_GROUPS\00", align 1
@.str.26 = private unnamed_addr constant [25 x i8] c"_ERROR_ALLOC_CONTEXT_MAP\00", align 1
@.str.27 = private unnamed_addr constant [27 x i8] c"_ERROR_ALLOC_RING_BUFFER_1\00", align 1
@.str.28 = private unnamed_addr constant [27 x i8] c"_ERROR_ALLOC_RING_BUFFER_2\00", align 1
@.str.29 = private unnamed_addr constant [30 x i8] c"_ERROR_ALLOC_BLOCK_TYPE_TREES\00", align 1
@.str.30 = private unnamed_addr constant [19 x i8] c"_ERROR_UNREACHABLE\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"INVALID\00", align 1
@kCodeLengthCodeOrder = internal unnamed_addr constant [18 x i8] c"\01\02\03\04\00\05\11\06\10\07\08\09\0A\0B\0C\0D\0E\0F", align 16
@kCodeLengthPrefixLength = internal unnamed_addr constant [16 x i8] c"\02\02\02\03\02\02\02\04\02\02\02\03\02\02\02\04", align 16
@kCodeLengthPrefixValue = internal unnamed_addr constant [16 x i8] c"\00\04\03\02\00\04\03\01\00\04\03\02\00\04\03\05", align 16
@_kBrotliPrefixCodeRanges = external local_unnamed_addr constant [26 x %struct.BrotliPrefixCodeRange], align 16
@kBrotliBitMask = external hidden local_unnamed_addr constant [33 x i64], align 16
@_kBrotliContextLookupTable = external constant [2048 x i8], align 16
@kCmdLut = external hidden local_unnamed_addr constant [704 x %struct.CmdLutElement], align 16
@switch.table.BrotliDecoderErrorString.rel = private unnamed_addr constant [35 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.BrotliDecoderErrorString.rel to i64)) to i32)], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @BrotliDecoderSetParameter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i32, ptr %0, align 8, !tbaa !5
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %21

6:                                                ; preds = %3
  switch i32 %1, label %21 [
    i32 0, label %7
    i32 1, label %14
  ]

7:                                                ; preds = %6
  %8 = icmp eq i32 %2, 0
  %9 = getelementptr inbounds i8, ptr %0, i64 772
  %10 = load i32, ptr %9, align 4
  %11 = select i1 %8, i32 16, i32 0
  %12 = and i32 %10, -17
  %13 = or disjoint i32 %12, %11
  store i32 %13, ptr %9, align 4
  br label %21

14:                                               ; preds = %6
  %15 = icmp eq i32 %2, 0
  %16 = getelementptr inbounds i8, ptr %0, i64 772
  %17 = load i32, ptr %16, align 4
  %18 = select i1 %15, i32 0, i32 32
  %19 = and i32 %17, -33
  %20 = or disjoint i32 %19, %18
  store i32 %20, ptr %16, align 4
  br label %21

21:                                               ; preds = %6, %3, %14, %7
  %22 = phi i32 [ 1, %14 ], [ 1, %7 ], [ 0, %3 ], [ 0, %6 ]
  ret i32 %22
}

; Function Attrs: nounwind uwtable
define dso_local ptr @BrotliDecoderCreateInstance(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @BrotliDecoderEnsureStaticInit() #23
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %27, label %6

6:                                                ; preds = %3
  %7 = icmp ne ptr %0, null
  %8 = icmp ne ptr %1, null
  %9 = or i1 %7, %8
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call noalias dereferenceable_or_null(5744) ptr @malloc(i64 noundef 5744) #24
  br label %16

12:                                               ; preds = %6
  %13 = and i1 %7, %8
  br i1 %13, label %14, label %27

14:                                               ; preds = %12
  %15 = tail call ptr %0(ptr noundef %2, i64 noundef 5744) #23
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi ptr [ %15, %14 ], [ %11, %10 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %27, label %19

19:                                               ; preds = %16
  %20 = tail call i32 @BrotliDecoderStateInit(ptr noundef nonnull %17, ptr noundef %0, ptr noundef %1, ptr noundef %2) #23
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  br i1 %9, label %24, label %23

23:                                               ; preds = %22
  tail call void @free(ptr noundef nonnull %17) #23
  br label %27

24:                                               ; preds = %22
  %25 = and i1 %7, %8
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  tail call void %1(ptr noundef %2, ptr noundef nonnull %17) #23
  br label %27

27:                                               ; preds = %12, %19, %23, %26, %24, %16, %3
  %28 = phi ptr [ null, %3 ], [ null, %16 ], [ null, %24 ], [ null, %26 ], [ null, %23 ], [ %17, %19 ], [ null, %12 ]
  ret ptr %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare hidden i32 @BrotliDecoderEnsureStaticInit() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare hidden i32 @BrotliDecoderStateInit(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local void @BrotliDecoderDestroyInstance(ptr noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  tail call void @BrotliDecoderStateCleanup(ptr noundef nonnull %0) #23
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #23
  br label %8

8:                                                ; preds = %1, %3
  ret void
}

declare hidden void @BrotliDecoderStateCleanup(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @BrotliDecoderAttachDictionary(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 800
  %6 = load i32, ptr %0, align 8, !tbaa !5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %72

8:                                                ; preds = %4
  %9 = load ptr, ptr %5, align 8, !tbaa !17
  %10 = load i32, ptr %9, align 8, !tbaa !18
  %11 = zext i32 %10 to i64
  %12 = tail call i32 @BrotliSharedDictionaryAttach(ptr noundef nonnull %9, i32 noundef %1, i64 noundef %2, ptr noundef %3) #23
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %72, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %0, i64 48
  %16 = load ptr, ptr %5, align 8, !tbaa !17
  %17 = load i32, ptr %16, align 8, !tbaa !18
  %18 = icmp ult i32 %10, %17
  br i1 %18, label %19, label %72

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %0, i64 808
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  br label %22

22:                                               ; preds = %19, %53
  %23 = phi ptr [ %16, %19 ], [ %68, %53 ]
  %24 = phi i64 [ %11, %19 ], [ %67, %53 ]
  %25 = getelementptr inbounds i8, ptr %23, i64 128
  %26 = getelementptr inbounds [15 x ptr], ptr %25, i64 0, i64 %24
  %27 = load ptr, ptr %26, align 8, !tbaa !20
  %28 = getelementptr inbounds i8, ptr %23, i64 8
  %29 = getelementptr inbounds [15 x i64], ptr %28, i64 0, i64 %24
  %30 = load i64, ptr %29, align 8, !tbaa !21
  %31 = load i32, ptr %0, align 8, !tbaa !5
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %72

33:                                               ; preds = %22
  %34 = load ptr, ptr %20, align 8, !tbaa !22
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load ptr, ptr %15, align 8, !tbaa !23
  %38 = load ptr, ptr %21, align 8, !tbaa !16
  %39 = tail call ptr %37(ptr noundef %38, i64 noundef 480) #23
  %40 = icmp eq ptr %39, null
  br i1 %40, label %72, label %41

41:                                               ; preds = %36
  store i32 0, ptr %39, align 8, !tbaa !24
  %42 = getelementptr inbounds i8, ptr %39, i64 4
  store i32 0, ptr %42, align 4, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %39, i64 16
  store i32 0, ptr %43, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %39, i64 20
  store i32 0, ptr %44, align 4, !tbaa !28
  %45 = getelementptr inbounds i8, ptr %39, i64 216
  store i32 -1, ptr %45, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %39, i64 152
  store i32 0, ptr %46, align 8, !tbaa !30
  store ptr %39, ptr %20, align 8, !tbaa !22
  br label %53

47:                                               ; preds = %33
  %48 = load i32, ptr %34, align 8, !tbaa !24
  %49 = icmp eq i32 %48, 15
  br i1 %49, label %72, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %34, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !26
  br label %53

53:                                               ; preds = %50, %41
  %54 = phi i32 [ 0, %41 ], [ %52, %50 ]
  %55 = phi ptr [ %39, %41 ], [ %34, %50 ]
  %56 = phi i32 [ 0, %41 ], [ %48, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 24
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds [16 x ptr], ptr %57, i64 0, i64 %58
  store ptr %27, ptr %59, align 8, !tbaa !20
  %60 = add nsw i32 %56, 1
  store i32 %60, ptr %55, align 8, !tbaa !24
  %61 = trunc i64 %30 to i32
  %62 = getelementptr inbounds i8, ptr %55, i64 4
  %63 = add nsw i32 %54, %61
  store i32 %63, ptr %62, align 4, !tbaa !26
  %64 = getelementptr inbounds i8, ptr %55, i64 152
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds [16 x i32], ptr %64, i64 0, i64 %65
  store i32 %63, ptr %66, align 4, !tbaa !30
  %67 = add nuw nsw i64 %24, 1
  %68 = load ptr, ptr %5, align 8, !tbaa !17
  %69 = load i32, ptr %68, align 8, !tbaa !18
  %70 = zext i32 %69 to i64
  %71 = icmp ult i64 %67, %70
  br i1 %71, label %22, label %72, !llvm.loop !31

72:                                               ; preds = %53, %22, %36, %47, %14, %8, %4
  %73 = phi i32 [ 0, %4 ], [ 0, %8 ], [ 1, %14 ], [ 1, %53 ], [ 0, %22 ], [ 0, %36 ], [ 0, %47 ]
  ret i32 %73
}

declare i32 @BrotliSharedDictionaryAttach(ptr noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliDecoderDecompress(i64 noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.BrotliDecoderStateStruct, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 5744, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #23
  store i64 0, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #23
  store i64 %0, ptr %7, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #23
  store ptr %1, ptr %8, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #23
  %11 = load i64, ptr %2, align 8, !tbaa !21
  store i64 %11, ptr %9, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #23
  store ptr %3, ptr %10, align 8, !tbaa !20
  %12 = call i32 @BrotliDecoderStateInit(ptr noundef nonnull %5, ptr noundef null, ptr noundef null, ptr noundef null) #23
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %4
  %15 = call i32 @BrotliDecoderDecompressStream(ptr noundef nonnull %5, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %6)
  %16 = load i64, ptr %6, align 8, !tbaa !21
  store i64 %16, ptr %2, align 8, !tbaa !21
  call void @BrotliDecoderStateCleanup(ptr noundef nonnull %5) #23
  %17 = icmp eq i32 %15, 1
  %18 = zext i1 %17 to i32
  br label %19

19:                                               ; preds = %4, %14
  %20 = phi i32 [ %18, %14 ], [ 0, %4 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 5744, ptr nonnull %5) #23
  ret i32 %20
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliDecoderDecompressStream(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #1 {
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %1, align 8, !tbaa !21
  %11 = icmp eq ptr %5, null
  br i1 %11, label %15, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 432
  %14 = load i64, ptr %13, align 8, !tbaa !33
  store i64 %14, ptr %5, align 8, !tbaa !21
  br label %15

15:                                               ; preds = %12, %6
  %16 = getelementptr inbounds i8, ptr %0, i64 128
  %17 = load i32, ptr %16, align 8, !tbaa !34
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %1087, label %19

19:                                               ; preds = %15
  %20 = load i64, ptr %3, align 8, !tbaa !21
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %31, label %22

22:                                               ; preds = %19
  %23 = icmp eq ptr %4, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %22
  %25 = load ptr, ptr %4, align 8, !tbaa !20
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %31

27:                                               ; preds = %24, %22
  %28 = load i64, ptr %1, align 8, !tbaa !21
  %29 = sub i64 %10, %28
  %30 = tail call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef -20, i64 noundef %29)
  br label %1087

31:                                               ; preds = %24, %19
  %32 = phi ptr [ %4, %24 ], [ null, %19 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 80
  %34 = load i64, ptr %33, align 8, !tbaa !35
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %31
  %37 = load ptr, ptr %2, align 8, !tbaa !20
  %38 = load i64, ptr %1, align 8, !tbaa !21
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %37, ptr %39, align 8, !tbaa !36
  %40 = getelementptr i8, ptr %37, i64 %38
  br label %45

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr %0, i64 72
  %43 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %42, ptr %43, align 8, !tbaa !36
  %44 = getelementptr i8, ptr %42, i64 %34
  br label %45

45:                                               ; preds = %41, %36
  %46 = phi ptr [ %44, %41 ], [ %40, %36 ]
  %47 = phi i64 [ %34, %41 ], [ %38, %36 ]
  %48 = phi ptr [ %42, %41 ], [ %37, %36 ]
  %49 = phi i32 [ 2, %41 ], [ 1, %36 ]
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %46, ptr %50, align 8, !tbaa !37
  %51 = add i64 %47, -28
  %52 = icmp ult i64 %51, -29
  %53 = getelementptr i8, ptr %46, i64 -27
  %54 = select i1 %52, ptr %53, ptr %48
  %55 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %54, ptr %55, align 8, !tbaa !38
  %56 = getelementptr inbounds i8, ptr %0, i64 136
  %57 = getelementptr inbounds i8, ptr %0, i64 24
  %58 = getelementptr inbounds i8, ptr %0, i64 40
  %59 = getelementptr inbounds i8, ptr %0, i64 72
  %60 = getelementptr inbounds i8, ptr %0, i64 32
  %61 = getelementptr inbounds i8, ptr %0, i64 132
  %62 = getelementptr inbounds i8, ptr %0, i64 772
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = getelementptr inbounds i8, ptr %0, i64 100
  %65 = getelementptr inbounds i8, ptr %0, i64 92
  %66 = getelementptr inbounds i8, ptr %0, i64 96
  %67 = getelementptr inbounds i8, ptr %0, i64 808
  %68 = getelementptr inbounds i8, ptr %0, i64 88
  %69 = getelementptr inbounds i8, ptr %0, i64 4
  %70 = getelementptr inbounds i8, ptr %0, i64 384
  %71 = getelementptr inbounds i8, ptr %0, i64 392
  %72 = getelementptr inbounds i8, ptr %0, i64 48
  %73 = getelementptr inbounds i8, ptr %0, i64 64
  %74 = getelementptr inbounds i8, ptr %0, i64 312
  %75 = getelementptr inbounds i8, ptr %0, i64 792
  %76 = getelementptr inbounds i8, ptr %0, i64 776
  %77 = getelementptr inbounds i8, ptr %0, i64 784
  %78 = getelementptr i8, ptr %0, i64 816
  %79 = getelementptr inbounds i8, ptr %0, i64 328
  %80 = getelementptr inbounds i8, ptr %0, i64 400
  %81 = getelementptr inbounds i8, ptr %0, i64 408
  %82 = getelementptr inbounds i8, ptr %0, i64 184
  %83 = getelementptr inbounds i8, ptr %0, i64 208
  %84 = getelementptr inbounds i8, ptr %0, i64 320
  %85 = getelementptr inbounds i8, ptr %0, i64 232
  %86 = getelementptr inbounds i8, ptr %0, i64 848
  %87 = getelementptr inbounds i8, ptr %0, i64 2672
  %88 = getelementptr inbounds i8, ptr %0, i64 2668
  %89 = getelementptr inbounds i8, ptr %0, i64 344
  %90 = getelementptr inbounds i8, ptr %0, i64 168
  %91 = getelementptr inbounds i8, ptr %0, i64 272
  %92 = getelementptr inbounds i8, ptr %0, i64 416
  %93 = getelementptr inbounds i8, ptr %0, i64 160
  %94 = getelementptr inbounds i8, ptr %0, i64 176
  %95 = getelementptr inbounds i8, ptr %0, i64 152
  %96 = getelementptr inbounds i8, ptr %0, i64 250
  %97 = getelementptr inbounds i8, ptr %0, i64 1392
  %98 = getelementptr inbounds i8, ptr %0, i64 256
  %99 = getelementptr inbounds i8, ptr %0, i64 264
  %100 = getelementptr inbounds i8, ptr %0, i64 720
  %101 = getelementptr inbounds i8, ptr %0, i64 736
  %102 = getelementptr inbounds i8, ptr %0, i64 864
  %103 = getelementptr inbounds i8, ptr %0, i64 1080
  %104 = getelementptr inbounds i8, ptr %0, i64 1040
  %105 = getelementptr inbounds i8, ptr %0, i64 856
  %106 = getelementptr inbounds i8, ptr %0, i64 852
  %107 = getelementptr inbounds i8, ptr %0, i64 280
  %108 = getelementptr inbounds i8, ptr %0, i64 764
  %109 = getelementptr inbounds i8, ptr %0, i64 304
  %110 = getelementptr i8, ptr %0, i64 864
  %111 = getelementptr i8, ptr %0, i64 864
  %112 = getelementptr i8, ptr %0, i64 1520
  %113 = getelementptr i8, ptr %0, i64 1520
  br label %114

114:                                              ; preds = %282, %45
  %115 = phi i32 [ %49, %45 ], [ %283, %282 ]
  switch i32 %115, label %174 [
    i32 1, label %199
    i32 2, label %116
  ]

116:                                              ; preds = %114
  %117 = load ptr, ptr %56, align 8, !tbaa !39
  %118 = icmp eq ptr %117, null
  br i1 %118, label %122, label %119

119:                                              ; preds = %116
  %120 = call fastcc i32 @WriteRingBuffer(ptr noundef nonnull %0, ptr noundef nonnull %3, ptr noundef %32, ptr noundef %5, i32 noundef 1)
  %121 = icmp slt i32 %120, 0
  br i1 %121, label %1082, label %122

122:                                              ; preds = %119, %116
  %123 = load i64, ptr %33, align 8, !tbaa !35
  %124 = icmp eq i64 %123, 0
  %125 = load ptr, ptr %57, align 8, !tbaa !36
  br i1 %124, label %156, label %126

126:                                              ; preds = %122
  %127 = load ptr, ptr %58, align 8, !tbaa !37
  %128 = icmp eq ptr %125, %127
  br i1 %128, label %129, label %138

129:                                              ; preds = %126
  store i64 0, ptr %33, align 8, !tbaa !35
  %130 = load ptr, ptr %2, align 8, !tbaa !20
  %131 = load i64, ptr %1, align 8, !tbaa !21
  store ptr %130, ptr %57, align 8, !tbaa !36
  %132 = getelementptr i8, ptr %130, i64 %131
  store ptr %132, ptr %58, align 8, !tbaa !37
  %133 = add i64 %131, -28
  %134 = icmp ult i64 %133, -29
  br i1 %134, label %135, label %137

135:                                              ; preds = %129
  %136 = getelementptr i8, ptr %132, i64 -27
  store ptr %136, ptr %60, align 8, !tbaa !38
  br label %282

137:                                              ; preds = %129
  store ptr %130, ptr %60, align 8, !tbaa !38
  br label %282

138:                                              ; preds = %126
  %139 = load i64, ptr %1, align 8, !tbaa !21
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %1082, label %141

141:                                              ; preds = %138
  %142 = load ptr, ptr %2, align 8, !tbaa !20
  %143 = load i8, ptr %142, align 1, !tbaa !40
  %144 = getelementptr inbounds [8 x i8], ptr %59, i64 0, i64 %123
  store i8 %143, ptr %144, align 1, !tbaa !40
  %145 = load i64, ptr %33, align 8, !tbaa !35
  %146 = add i64 %145, 1
  store i64 %146, ptr %33, align 8, !tbaa !35
  store ptr %59, ptr %57, align 8, !tbaa !36
  %147 = getelementptr i8, ptr %59, i64 %146
  store ptr %147, ptr %58, align 8, !tbaa !37
  %148 = add i64 %145, -27
  %149 = icmp ult i64 %148, -29
  %150 = getelementptr i8, ptr %147, i64 -27
  %151 = select i1 %149, ptr %150, ptr %59
  store ptr %151, ptr %60, align 8, !tbaa !38
  %152 = load ptr, ptr %2, align 8, !tbaa !20
  %153 = getelementptr inbounds i8, ptr %152, i64 1
  store ptr %153, ptr %2, align 8, !tbaa !20
  %154 = load i64, ptr %1, align 8, !tbaa !21
  %155 = add i64 %154, -1
  store i64 %155, ptr %1, align 8, !tbaa !21
  br label %282

156:                                              ; preds = %122
  store ptr %125, ptr %2, align 8, !tbaa !20
  %157 = load ptr, ptr %58, align 8, !tbaa !37
  %158 = ptrtoint ptr %157 to i64
  %159 = ptrtoint ptr %125 to i64
  %160 = sub i64 %158, %159
  store i64 %160, ptr %1, align 8, !tbaa !21
  %161 = icmp eq ptr %157, %125
  br i1 %161, label %1082, label %162

162:                                              ; preds = %156, %162
  %163 = phi ptr [ %170, %162 ], [ %125, %156 ]
  %164 = load i8, ptr %163, align 1, !tbaa !40
  %165 = load i64, ptr %33, align 8, !tbaa !35
  %166 = getelementptr inbounds [8 x i8], ptr %59, i64 0, i64 %165
  store i8 %164, ptr %166, align 1, !tbaa !40
  %167 = load i64, ptr %33, align 8, !tbaa !35
  %168 = add i64 %167, 1
  store i64 %168, ptr %33, align 8, !tbaa !35
  %169 = load ptr, ptr %2, align 8, !tbaa !20
  %170 = getelementptr inbounds i8, ptr %169, i64 1
  store ptr %170, ptr %2, align 8, !tbaa !20
  %171 = load i64, ptr %1, align 8, !tbaa !21
  %172 = add i64 %171, -1
  store i64 %172, ptr %1, align 8, !tbaa !21
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %1082, label %162, !llvm.loop !41

174:                                              ; preds = %114
  %175 = load i64, ptr %33, align 8, !tbaa !35
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %178, label %177

177:                                              ; preds = %174
  store i64 0, ptr %33, align 8, !tbaa !35
  br label %1082

178:                                              ; preds = %174
  %179 = load i64, ptr %63, align 8, !tbaa !42
  %180 = icmp ult i64 %179, 8
  br i1 %180, label %181, label %183

181:                                              ; preds = %178
  %182 = load ptr, ptr %57, align 8, !tbaa !36
  br label %188

183:                                              ; preds = %178
  %184 = lshr i64 %179, 3
  %185 = load ptr, ptr %57, align 8, !tbaa !36
  %186 = sub nsw i64 0, %184
  %187 = getelementptr inbounds i8, ptr %185, i64 %186
  br label %188

188:                                              ; preds = %181, %183
  %189 = phi ptr [ %182, %181 ], [ %187, %183 ]
  store ptr %189, ptr %57, align 8, !tbaa !36
  %190 = and i64 %179, 7
  store i64 %190, ptr %63, align 8, !tbaa !42
  %191 = shl nsw i64 -1, %190
  %192 = xor i64 %191, -1
  %193 = load i64, ptr %9, align 8, !tbaa !43
  %194 = and i64 %193, %192
  store i64 %194, ptr %9, align 8, !tbaa !43
  %195 = load ptr, ptr %58, align 8, !tbaa !37
  %196 = ptrtoint ptr %195 to i64
  %197 = ptrtoint ptr %189 to i64
  %198 = sub i64 %196, %197
  store i64 %198, ptr %1, align 8, !tbaa !21
  store ptr %189, ptr %2, align 8, !tbaa !20
  br label %1082

199:                                              ; preds = %114
  %200 = load i32, ptr %0, align 8, !tbaa !5
  switch i32 %200, label %282 [
    i32 0, label %230
    i32 1, label %221
    i32 2, label %206
    i32 3, label %319
    i32 4, label %320
    i32 17, label %368
    i32 18, label %369
    i32 19, label %201
    i32 20, label %400
    i32 21, label %409
    i32 11, label %530
    i32 12, label %534
    i32 5, label %212
    i32 6, label %210
    i32 22, label %208
    i32 23, label %658
    i32 24, label %731
    i32 25, label %787
    i32 7, label %921
    i32 8, label %921
    i32 9, label %921
    i32 10, label %921
    i32 13, label %926
    i32 15, label %926
    i32 16, label %926
    i32 14, label %1018
    i32 26, label %1072
  ]

201:                                              ; preds = %199
  %202 = load i32, ptr %69, align 4, !tbaa !44
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [3 x i64], ptr %74, i64 0, i64 %203
  %205 = load i64, ptr %204, align 8, !tbaa !21
  br label %389

206:                                              ; preds = %199
  %207 = load i32, ptr %62, align 4
  br label %307

208:                                              ; preds = %199
  %209 = load i64, ptr %74, align 8, !tbaa !21
  br label %604

210:                                              ; preds = %199
  %211 = load i32, ptr %69, align 4, !tbaa !44
  br label %561

212:                                              ; preds = %199
  %213 = load i64, ptr %63, align 8, !tbaa !42
  %214 = icmp ult i64 %213, 6
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = load i64, ptr %9, align 8, !tbaa !43
  br label %546

217:                                              ; preds = %212
  %218 = load ptr, ptr %58, align 8, !tbaa !37
  %219 = load ptr, ptr %57, align 8, !tbaa !36
  %220 = icmp eq ptr %219, %218
  br i1 %220, label %282, label %538

221:                                              ; preds = %199
  %222 = load i64, ptr %63, align 8, !tbaa !42
  %223 = icmp ult i64 %222, 6
  br i1 %223, label %226, label %224

224:                                              ; preds = %221
  %225 = load i64, ptr %9, align 8, !tbaa !43
  br label %293

226:                                              ; preds = %221
  %227 = load ptr, ptr %58, align 8, !tbaa !37
  %228 = load ptr, ptr %57, align 8, !tbaa !36
  %229 = icmp eq ptr %228, %227
  br i1 %229, label %282, label %285

230:                                              ; preds = %199
  %231 = call i32 @BrotliWarmupBitReader(ptr noundef nonnull %9) #23
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %282, label %233

233:                                              ; preds = %230
  %234 = load i32, ptr %62, align 4
  %235 = and i32 %234, -33
  store i32 %235, ptr %62, align 4
  %236 = load i64, ptr %9, align 8, !tbaa !43
  %237 = and i64 %236, 1
  %238 = load i64, ptr %63, align 8, !tbaa !42
  %239 = add i64 %238, -1
  store i64 %239, ptr %63, align 8, !tbaa !42
  %240 = lshr i64 %236, 1
  store i64 %240, ptr %9, align 8, !tbaa !43
  %241 = icmp eq i64 %237, 0
  br i1 %241, label %242, label %245

242:                                              ; preds = %233
  %243 = and i32 %234, -4065
  %244 = or disjoint i32 %243, 1024
  br label %277

245:                                              ; preds = %233
  %246 = and i64 %240, 7
  %247 = add i64 %238, -4
  store i64 %247, ptr %63, align 8, !tbaa !42
  %248 = lshr i64 %236, 4
  store i64 %248, ptr %9, align 8, !tbaa !43
  %249 = icmp eq i64 %246, 0
  br i1 %249, label %256, label %250

250:                                              ; preds = %245
  %251 = trunc nuw nsw i64 %246 to i32
  %252 = shl nuw nsw i32 %251, 6
  %253 = add nuw nsw i32 %252, 1088
  %254 = and i32 %234, -4065
  %255 = or disjoint i32 %253, %254
  br label %277

256:                                              ; preds = %245
  %257 = and i64 %248, 7
  %258 = add i64 %238, -7
  store i64 %258, ptr %63, align 8, !tbaa !42
  %259 = lshr i64 %236, 7
  store i64 %259, ptr %9, align 8, !tbaa !43
  switch i64 %257, label %268 [
    i64 1, label %260
    i64 0, label %274
  ]

260:                                              ; preds = %256
  %261 = and i32 %234, 32
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %282, label %263

263:                                              ; preds = %260
  %264 = add i64 %238, -8
  store i64 %264, ptr %63, align 8, !tbaa !42
  %265 = lshr i64 %236, 8
  store i64 %265, ptr %9, align 8, !tbaa !43
  %266 = and i64 %236, 128
  %267 = icmp eq i64 %266, 0
  br i1 %267, label %277, label %282

268:                                              ; preds = %256
  %269 = trunc nuw nsw i64 %257 to i32
  %270 = shl nuw nsw i32 %269, 6
  %271 = and i32 %234, -4065
  %272 = or disjoint i32 %270, %271
  %273 = or disjoint i32 %272, 512
  br label %277

274:                                              ; preds = %256
  %275 = and i32 %234, -4065
  %276 = or disjoint i32 %275, 1088
  br label %277

277:                                              ; preds = %263, %274, %268, %250, %242
  %278 = phi i32 [ %276, %274 ], [ %273, %268 ], [ %255, %250 ], [ %244, %242 ], [ %234, %263 ]
  store i32 %278, ptr %62, align 4
  %279 = and i32 %278, 32
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %284, label %281

281:                                              ; preds = %277
  store i32 1, ptr %0, align 8, !tbaa !5
  br label %282

282:                                              ; preds = %281, %284, %362, %367, %372, %386, %533, %537, %1025, %199, %320, %355, %352, %373, %530, %534, %604, %924, %921, %926, %1016, %1015, %1008, %1017, %1075, %230, %307, %349, %518, %787, %1018, %1046, %389, %400, %487, %517, %600, %708, %1004, %263, %260, %293, %546, %779, %782, %226, %217, %137, %135, %141, %997
  %283 = phi i32 [ 1, %141 ], [ 1, %997 ], [ 1, %135 ], [ 1, %137 ], [ 1, %199 ], [ %1076, %1075 ], [ -10, %1018 ], [ 1, %1025 ], [ -15, %1046 ], [ 1, %1015 ], [ 1, %1016 ], [ 1, %1017 ], [ 1, %1008 ], [ %927, %926 ], [ %925, %924 ], [ %922, %921 ], [ -27, %787 ], [ %607, %604 ], [ 2, %600 ], [ 1, %537 ], [ 2, %534 ], [ 1, %533 ], [ %531, %530 ], [ 1, %518 ], [ 1, %372 ], [ 1, %386 ], [ %377, %373 ], [ 1, %362 ], [ 1, %367 ], [ 1, %352 ], [ 1, %355 ], [ -14, %349 ], [ %321, %320 ], [ -30, %307 ], [ 2, %230 ], [ 1, %284 ], [ 1, %281 ], [ %397, %389 ], [ %406, %400 ], [ 2, %487 ], [ 2, %517 ], [ %713, %708 ], [ 1, %1004 ], [ -13, %263 ], [ -13, %260 ], [ -13, %293 ], [ -21, %546 ], [ %765, %779 ], [ 1, %782 ], [ 2, %226 ], [ 2, %217 ]
  br label %114

284:                                              ; preds = %277
  store i32 2, ptr %0, align 8, !tbaa !5
  br label %282

285:                                              ; preds = %226
  %286 = load i64, ptr %9, align 8, !tbaa !43
  %287 = load i8, ptr %228, align 1, !tbaa !40
  %288 = zext i8 %287 to i64
  %289 = shl nuw nsw i64 %288, %222
  %290 = or i64 %289, %286
  %291 = or disjoint i64 %222, 8
  %292 = getelementptr inbounds i8, ptr %228, i64 1
  store ptr %292, ptr %57, align 8, !tbaa !36
  br label %293

293:                                              ; preds = %224, %285
  %294 = phi i64 [ %290, %285 ], [ %225, %224 ]
  %295 = phi i64 [ %291, %285 ], [ %222, %224 ]
  %296 = and i64 %294, 63
  %297 = add i64 %295, -6
  store i64 %297, ptr %63, align 8, !tbaa !42
  %298 = lshr i64 %294, 6
  store i64 %298, ptr %9, align 8, !tbaa !43
  %299 = trunc nuw nsw i64 %296 to i32
  %300 = load i32, ptr %62, align 4
  %301 = shl nuw nsw i32 %299, 6
  %302 = and i32 %300, -4033
  %303 = or disjoint i32 %302, %301
  store i32 %303, ptr %62, align 4
  %304 = add nsw i64 %296, -31
  %305 = icmp ult i64 %304, -21
  br i1 %305, label %282, label %306

306:                                              ; preds = %293
  store i32 2, ptr %0, align 8, !tbaa !5
  br label %307

307:                                              ; preds = %206, %306
  %308 = phi i32 [ %207, %206 ], [ %303, %306 ]
  %309 = lshr i32 %308, 6
  %310 = and i32 %309, 63
  %311 = shl nuw i32 1, %310
  %312 = add nsw i32 %311, -16
  store i32 %312, ptr %65, align 4, !tbaa !45
  %313 = load ptr, ptr %72, align 8, !tbaa !23
  %314 = load ptr, ptr %73, align 8, !tbaa !16
  %315 = call ptr %313(ptr noundef %314, i64 noundef 12336) #23
  store ptr %315, ptr %98, align 8, !tbaa !46
  %316 = icmp eq ptr %315, null
  br i1 %316, label %282, label %317

317:                                              ; preds = %307
  %318 = getelementptr inbounds i8, ptr %315, i64 7584
  store ptr %318, ptr %99, align 8, !tbaa !47
  store i32 3, ptr %0, align 8, !tbaa !5
  br label %319

319:                                              ; preds = %199, %317
  call void @BrotliDecoderStateMetablockBegin(ptr noundef nonnull %0) #23
  store i32 4, ptr %0, align 8, !tbaa !5
  br label %320

320:                                              ; preds = %199, %319
  %321 = call fastcc i32 @DecodeMetaBlockLength(ptr noundef nonnull %0, ptr noundef nonnull %9)
  %322 = icmp eq i32 %321, 1
  br i1 %322, label %323, label %282

323:                                              ; preds = %320
  %324 = load i32, ptr %62, align 4
  %325 = and i32 %324, 4
  %326 = icmp eq i32 %325, 0
  %327 = and i32 %324, 6
  %328 = icmp eq i32 %327, 0
  br i1 %328, label %359, label %329

329:                                              ; preds = %323
  %330 = load i64, ptr %63, align 8, !tbaa !42
  %331 = and i64 %330, 7
  %332 = icmp eq i64 %331, 0
  br i1 %332, label %340, label %333

333:                                              ; preds = %329
  %334 = load i64, ptr %9, align 8, !tbaa !43
  %335 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %331
  %336 = load i64, ptr %335, align 8, !tbaa !21
  %337 = and i64 %336, %334
  %338 = and i64 %330, -8
  store i64 %338, ptr %63, align 8, !tbaa !42
  %339 = lshr i64 %334, %331
  store i64 %339, ptr %9, align 8, !tbaa !43
  br label %340

340:                                              ; preds = %329, %333
  %341 = phi i64 [ %330, %329 ], [ %338, %333 ]
  %342 = phi i64 [ 0, %329 ], [ %337, %333 ]
  %343 = icmp ult i64 %341, 64
  br i1 %343, label %344, label %349

344:                                              ; preds = %340
  %345 = shl nsw i64 -1, %341
  %346 = xor i64 %345, -1
  %347 = load i64, ptr %9, align 8, !tbaa !43
  %348 = and i64 %347, %346
  store i64 %348, ptr %9, align 8, !tbaa !43
  br label %349

349:                                              ; preds = %340, %344
  %350 = icmp eq i64 %342, 0
  br i1 %350, label %351, label %282

351:                                              ; preds = %349
  br i1 %326, label %359, label %352

352:                                              ; preds = %351
  store i32 12, ptr %0, align 8, !tbaa !5
  %353 = load ptr, ptr %100, align 8, !tbaa !48
  %354 = icmp eq ptr %353, null
  br i1 %354, label %282, label %355

355:                                              ; preds = %352
  %356 = load ptr, ptr %101, align 8, !tbaa !49
  %357 = load i32, ptr %61, align 4, !tbaa !50
  %358 = sext i32 %357 to i64
  call void %353(ptr noundef %356, i64 noundef %358) #23
  br label %282

359:                                              ; preds = %323, %351
  %360 = load i32, ptr %61, align 4, !tbaa !50
  %361 = icmp eq i32 %360, 0
  br i1 %361, label %362, label %363

362:                                              ; preds = %359
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %282

363:                                              ; preds = %359
  call fastcc void @BrotliCalculateRingBufferSize(ptr noundef nonnull %0)
  %364 = load i32, ptr %62, align 4
  %365 = and i32 %364, 2
  %366 = icmp eq i32 %365, 0
  br i1 %366, label %368, label %367

367:                                              ; preds = %363
  store i32 11, ptr %0, align 8, !tbaa !5
  br label %282

368:                                              ; preds = %363, %199
  store i32 0, ptr %69, align 4, !tbaa !44
  store i64 0, ptr %102, align 8, !tbaa !51
  store ptr %103, ptr %104, align 8, !tbaa !53
  store i32 0, ptr %105, align 8, !tbaa !54
  store i32 0, ptr %86, align 8, !tbaa !55
  store i32 0, ptr %106, align 4, !tbaa !56
  store i32 18, ptr %0, align 8, !tbaa !5
  br label %373

369:                                              ; preds = %199
  %370 = load i32, ptr %69, align 4, !tbaa !44
  %371 = icmp sgt i32 %370, 2
  br i1 %371, label %372, label %373

372:                                              ; preds = %369
  store i32 5, ptr %0, align 8, !tbaa !5
  br label %282

373:                                              ; preds = %368, %369
  %374 = phi i32 [ 0, %368 ], [ %370, %369 ]
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [3 x i64], ptr %74, i64 0, i64 %375
  %377 = call fastcc i32 @DecodeVarLenUint8(ptr noundef nonnull %0, ptr noundef nonnull %9, ptr noundef nonnull %376)
  %378 = icmp eq i32 %377, 1
  br i1 %378, label %379, label %282

379:                                              ; preds = %373
  %380 = load i32, ptr %69, align 4, !tbaa !44
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds [3 x i64], ptr %74, i64 0, i64 %381
  %383 = load i64, ptr %382, align 8, !tbaa !21
  %384 = add i64 %383, 1
  store i64 %384, ptr %382, align 8, !tbaa !21
  %385 = icmp ult i64 %384, 2
  br i1 %385, label %386, label %388

386:                                              ; preds = %379
  %387 = add nsw i32 %380, 1
  store i32 %387, ptr %69, align 4, !tbaa !44
  br label %282

388:                                              ; preds = %379
  store i32 19, ptr %0, align 8, !tbaa !5
  br label %389

389:                                              ; preds = %201, %388
  %390 = phi i64 [ %205, %201 ], [ %384, %388 ]
  %391 = phi i32 [ %202, %201 ], [ %380, %388 ]
  %392 = add i64 %390, 2
  %393 = mul nsw i32 %391, 632
  %394 = load ptr, ptr %98, align 8, !tbaa !46
  %395 = sext i32 %393 to i64
  %396 = getelementptr inbounds %struct.HuffmanCode, ptr %394, i64 %395
  %397 = call fastcc i32 @ReadHuffmanCode(i64 noundef %392, i64 noundef %392, ptr noundef %396, ptr noundef null, ptr noundef nonnull %0)
  %398 = icmp eq i32 %397, 1
  br i1 %398, label %399, label %282

399:                                              ; preds = %389
  store i32 20, ptr %0, align 8, !tbaa !5
  br label %400

400:                                              ; preds = %399, %199
  %401 = load i32, ptr %69, align 4, !tbaa !44
  %402 = mul nsw i32 %401, 396
  %403 = load ptr, ptr %99, align 8, !tbaa !47
  %404 = sext i32 %402 to i64
  %405 = getelementptr inbounds %struct.HuffmanCode, ptr %403, i64 %404
  %406 = call fastcc i32 @ReadHuffmanCode(i64 noundef 26, i64 noundef 26, ptr noundef %405, ptr noundef null, ptr noundef nonnull %0)
  %407 = icmp eq i32 %406, 1
  br i1 %407, label %408, label %282

408:                                              ; preds = %400
  store i32 21, ptr %0, align 8, !tbaa !5
  br label %409

409:                                              ; preds = %408, %199
  %410 = load i32, ptr %69, align 4, !tbaa !44
  %411 = mul nsw i32 %410, 396
  %412 = sext i32 %410 to i64
  %413 = getelementptr inbounds [3 x i64], ptr %107, i64 0, i64 %412
  %414 = load ptr, ptr %99, align 8, !tbaa !47
  %415 = sext i32 %411 to i64
  %416 = getelementptr inbounds %struct.HuffmanCode, ptr %414, i64 %415
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #23
  %417 = load i32, ptr %108, align 4, !tbaa !57
  %418 = icmp eq i32 %417, 0
  br i1 %418, label %419, label %488

419:                                              ; preds = %409
  %420 = load i64, ptr %63, align 8, !tbaa !42
  %421 = icmp ult i64 %420, 15
  br i1 %421, label %424, label %422

422:                                              ; preds = %419
  %423 = load i64, ptr %9, align 8, !tbaa !43
  br label %447

424:                                              ; preds = %419
  %425 = load ptr, ptr %58, align 8, !tbaa !37
  %426 = load ptr, ptr %57, align 8, !tbaa !36
  %427 = icmp eq ptr %426, %425
  br i1 %427, label %482, label %428

428:                                              ; preds = %424
  %429 = load i64, ptr %9, align 8, !tbaa !43
  %430 = load i8, ptr %426, align 1, !tbaa !40
  %431 = zext i8 %430 to i64
  %432 = shl nuw nsw i64 %431, %420
  %433 = or i64 %432, %429
  store i64 %433, ptr %9, align 8, !tbaa !43
  %434 = add nuw nsw i64 %420, 8
  store i64 %434, ptr %63, align 8, !tbaa !42
  %435 = getelementptr inbounds i8, ptr %426, i64 1
  store ptr %435, ptr %57, align 8, !tbaa !36
  %436 = icmp ult i64 %420, 7
  br i1 %436, label %437, label %447, !llvm.loop !58

437:                                              ; preds = %428
  %438 = icmp eq ptr %435, %425
  br i1 %438, label %482, label %439

439:                                              ; preds = %437
  %440 = load i64, ptr %9, align 8, !tbaa !43
  %441 = load i8, ptr %435, align 1, !tbaa !40
  %442 = zext i8 %441 to i64
  %443 = shl nuw nsw i64 %442, %434
  %444 = or i64 %443, %440
  store i64 %444, ptr %9, align 8, !tbaa !43
  %445 = or disjoint i64 %420, 16
  store i64 %445, ptr %63, align 8, !tbaa !42
  %446 = getelementptr inbounds i8, ptr %426, i64 2
  store ptr %446, ptr %57, align 8, !tbaa !36
  br label %447

447:                                              ; preds = %428, %439, %422
  %448 = phi i64 [ %420, %422 ], [ %434, %428 ], [ %445, %439 ]
  %449 = phi i64 [ %423, %422 ], [ %433, %428 ], [ %444, %439 ]
  %450 = and i64 %449, 255
  %451 = getelementptr inbounds %struct.HuffmanCode, ptr %416, i64 %450
  %452 = load i8, ptr %451, align 2, !tbaa !59
  %453 = icmp ugt i8 %452, 8
  br i1 %453, label %454, label %471

454:                                              ; preds = %447
  %455 = add i64 %448, -8
  %456 = lshr i64 %449, 8
  %457 = getelementptr inbounds i8, ptr %451, i64 2
  %458 = load i16, ptr %457, align 2, !tbaa !61
  %459 = zext i16 %458 to i64
  %460 = lshr i64 %449, 8
  %461 = and i64 %460, 127
  %462 = zext i8 %452 to i64
  %463 = add nuw nsw i64 %462, 4294967288
  %464 = and i64 %463, 4294967295
  %465 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %464
  %466 = load i64, ptr %465, align 8, !tbaa !21
  %467 = and i64 %466, %461
  %468 = getelementptr inbounds %struct.HuffmanCode, ptr %451, i64 %467
  %469 = getelementptr inbounds %struct.HuffmanCode, ptr %468, i64 %459
  %470 = load i8, ptr %469, align 2, !tbaa !59
  br label %471

471:                                              ; preds = %454, %447
  %472 = phi i64 [ %456, %454 ], [ %449, %447 ]
  %473 = phi i64 [ %455, %454 ], [ %448, %447 ]
  %474 = phi i8 [ %470, %454 ], [ %452, %447 ]
  %475 = phi ptr [ %469, %454 ], [ %451, %447 ]
  %476 = zext i8 %474 to i64
  %477 = sub i64 %473, %476
  store i64 %477, ptr %63, align 8, !tbaa !42
  %478 = lshr i64 %472, %476
  store i64 %478, ptr %9, align 8, !tbaa !43
  %479 = getelementptr inbounds i8, ptr %475, i64 2
  %480 = load i16, ptr %479, align 2, !tbaa !61
  %481 = zext i16 %480 to i64
  br label %490

482:                                              ; preds = %437, %424
  %483 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %416, ptr noundef nonnull %9, ptr noundef nonnull %8)
  %484 = icmp eq i32 %483, 0
  br i1 %484, label %487, label %485

485:                                              ; preds = %482
  %486 = load i64, ptr %8, align 8, !tbaa !21
  br label %490

487:                                              ; preds = %482
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  br label %282

488:                                              ; preds = %409
  %489 = load i64, ptr %109, align 8, !tbaa !62
  br label %490

490:                                              ; preds = %485, %471, %488
  %491 = phi i64 [ %486, %485 ], [ %489, %488 ], [ %481, %471 ]
  %492 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %491
  %493 = getelementptr inbounds i8, ptr %492, i64 2
  %494 = load i8, ptr %493, align 2, !tbaa !63
  %495 = zext i8 %494 to i64
  %496 = load i16, ptr %492, align 4, !tbaa !65
  %497 = load i64, ptr %63, align 8, !tbaa !42
  %498 = icmp ult i64 %497, %495
  br i1 %498, label %501, label %499

499:                                              ; preds = %490
  %500 = load i64, ptr %9, align 8, !tbaa !43
  br label %518

501:                                              ; preds = %490
  %502 = load ptr, ptr %58, align 8, !tbaa !37
  %503 = load ptr, ptr %57, align 8, !tbaa !36
  br label %504

504:                                              ; preds = %501, %508
  %505 = phi ptr [ %503, %501 ], [ %515, %508 ]
  %506 = phi i64 [ %497, %501 ], [ %514, %508 ]
  %507 = icmp eq ptr %505, %502
  br i1 %507, label %517, label %508

508:                                              ; preds = %504
  %509 = load i64, ptr %9, align 8, !tbaa !43
  %510 = load i8, ptr %505, align 1, !tbaa !40
  %511 = zext i8 %510 to i64
  %512 = shl i64 %511, %506
  %513 = or i64 %512, %509
  store i64 %513, ptr %9, align 8, !tbaa !43
  %514 = add nuw nsw i64 %506, 8
  store i64 %514, ptr %63, align 8, !tbaa !42
  %515 = getelementptr inbounds i8, ptr %505, i64 1
  store ptr %515, ptr %57, align 8, !tbaa !36
  %516 = icmp ult i64 %514, %495
  br i1 %516, label %504, label %518, !llvm.loop !66

517:                                              ; preds = %504
  store i64 %491, ptr %109, align 8, !tbaa !62
  store i32 1, ptr %108, align 4, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  br label %282

518:                                              ; preds = %508, %499
  %519 = phi i64 [ %500, %499 ], [ %513, %508 ]
  %520 = phi i64 [ %497, %499 ], [ %514, %508 ]
  %521 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %495
  %522 = load i64, ptr %521, align 8, !tbaa !21
  %523 = and i64 %522, %519
  %524 = sub i64 %520, %495
  store i64 %524, ptr %63, align 8, !tbaa !42
  %525 = lshr i64 %519, %495
  store i64 %525, ptr %9, align 8, !tbaa !43
  %526 = zext i16 %496 to i64
  %527 = add i64 %523, %526
  store i64 %527, ptr %413, align 8, !tbaa !21
  store i32 0, ptr %108, align 4, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  %528 = load i32, ptr %69, align 4, !tbaa !44
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr %69, align 4, !tbaa !44
  store i32 18, ptr %0, align 8, !tbaa !5
  br label %282

530:                                              ; preds = %199
  %531 = call fastcc i32 @CopyUncompressedBlockToOutput(ptr noundef nonnull %3, ptr noundef %32, ptr noundef %5, ptr noundef nonnull %0)
  %532 = icmp eq i32 %531, 1
  br i1 %532, label %533, label %282

533:                                              ; preds = %530
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %282

534:                                              ; preds = %199
  %535 = call fastcc i32 @SkipMetadataBlock(ptr noundef nonnull %0)
  %536 = icmp eq i32 %535, 1
  br i1 %536, label %537, label %282

537:                                              ; preds = %534
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %282

538:                                              ; preds = %217
  %539 = load i64, ptr %9, align 8, !tbaa !43
  %540 = load i8, ptr %219, align 1, !tbaa !40
  %541 = zext i8 %540 to i64
  %542 = shl nuw nsw i64 %541, %213
  %543 = or i64 %542, %539
  %544 = or disjoint i64 %213, 8
  %545 = getelementptr inbounds i8, ptr %219, i64 1
  store ptr %545, ptr %57, align 8, !tbaa !36
  br label %546

546:                                              ; preds = %215, %538
  %547 = phi i64 [ %543, %538 ], [ %216, %215 ]
  %548 = phi i64 [ %544, %538 ], [ %213, %215 ]
  %549 = add i64 %548, -6
  store i64 %549, ptr %63, align 8, !tbaa !42
  %550 = lshr i64 %547, 6
  store i64 %550, ptr %9, align 8, !tbaa !43
  %551 = and i64 %547, 3
  store i64 %551, ptr %70, align 8, !tbaa !67
  %552 = lshr i64 %547, 2
  %553 = and i64 %552, 15
  %554 = shl nuw nsw i64 %553, %551
  store i64 %554, ptr %71, align 8, !tbaa !68
  %555 = load ptr, ptr %72, align 8, !tbaa !23
  %556 = load ptr, ptr %73, align 8, !tbaa !16
  %557 = load i64, ptr %74, align 8, !tbaa !21
  %558 = call ptr %555(ptr noundef %556, i64 noundef %557) #23
  store ptr %558, ptr %75, align 8, !tbaa !69
  %559 = icmp eq ptr %558, null
  br i1 %559, label %282, label %560

560:                                              ; preds = %546
  store i32 0, ptr %69, align 4, !tbaa !44
  store i32 6, ptr %0, align 8, !tbaa !5
  br label %561

561:                                              ; preds = %210, %560
  %562 = phi i32 [ %211, %210 ], [ 0, %560 ]
  %563 = load i64, ptr %74, align 8, !tbaa !21
  %564 = trunc i64 %563 to i32
  %565 = icmp slt i32 %562, %564
  br i1 %565, label %566, label %602

566:                                              ; preds = %561
  %567 = sext i32 %562 to i64
  br label %568

568:                                              ; preds = %586, %566
  %569 = phi i64 [ %567, %566 ], [ %595, %586 ]
  %570 = load i64, ptr %63, align 8, !tbaa !42
  %571 = icmp ult i64 %570, 2
  br i1 %571, label %574, label %572

572:                                              ; preds = %568
  %573 = load i64, ptr %9, align 8, !tbaa !43
  br label %586

574:                                              ; preds = %568
  %575 = load ptr, ptr %58, align 8, !tbaa !37
  %576 = load ptr, ptr %57, align 8, !tbaa !36
  %577 = icmp eq ptr %576, %575
  br i1 %577, label %600, label %578

578:                                              ; preds = %574
  %579 = load i64, ptr %9, align 8, !tbaa !43
  %580 = load i8, ptr %576, align 1, !tbaa !40
  %581 = zext i8 %580 to i64
  %582 = shl nuw nsw i64 %581, %570
  %583 = or i64 %582, %579
  %584 = or disjoint i64 %570, 8
  %585 = getelementptr inbounds i8, ptr %576, i64 1
  store ptr %585, ptr %57, align 8, !tbaa !36
  br label %586

586:                                              ; preds = %578, %572
  %587 = phi i64 [ %583, %578 ], [ %573, %572 ]
  %588 = phi i64 [ %584, %578 ], [ %570, %572 ]
  %589 = add i64 %588, -2
  store i64 %589, ptr %63, align 8, !tbaa !42
  %590 = lshr i64 %587, 2
  store i64 %590, ptr %9, align 8, !tbaa !43
  %591 = trunc i64 %587 to i8
  %592 = and i8 %591, 3
  %593 = load ptr, ptr %75, align 8, !tbaa !69
  %594 = getelementptr inbounds i8, ptr %593, i64 %569
  store i8 %592, ptr %594, align 1, !tbaa !40
  %595 = add nsw i64 %569, 1
  %596 = load i64, ptr %74, align 8, !tbaa !21
  %597 = shl i64 %596, 32
  %598 = ashr exact i64 %597, 32
  %599 = icmp slt i64 %595, %598
  br i1 %599, label %568, label %602, !llvm.loop !70

600:                                              ; preds = %574
  %601 = trunc nsw i64 %569 to i32
  store i32 %601, ptr %69, align 4, !tbaa !44
  br label %282

602:                                              ; preds = %586, %561
  %603 = phi i64 [ %563, %561 ], [ %596, %586 ]
  store i32 22, ptr %0, align 8, !tbaa !5
  br label %604

604:                                              ; preds = %208, %602
  %605 = phi i64 [ %209, %208 ], [ %603, %602 ]
  %606 = shl i64 %605, 6
  %607 = call fastcc i32 @DecodeContextMap(i64 noundef %606, ptr noundef nonnull %76, ptr noundef nonnull %77, ptr noundef nonnull %0)
  %608 = icmp eq i32 %607, 1
  br i1 %608, label %609, label %282

609:                                              ; preds = %604
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %78, i8 0, i64 32, i1 false), !tbaa !30
  %610 = load i64, ptr %74, align 8, !tbaa !21
  %611 = icmp eq i64 %610, 0
  br i1 %611, label %657, label %612

612:                                              ; preds = %609
  %613 = load ptr, ptr %77, align 8, !tbaa !71
  br label %614

614:                                              ; preds = %612, %654
  %615 = phi i64 [ 0, %612 ], [ %655, %654 ]
  %616 = shl i64 %615, 6
  %617 = getelementptr inbounds i8, ptr %613, i64 %616
  %618 = load i8, ptr %617, align 1, !tbaa !40
  br label %619

619:                                              ; preds = %614, %619
  %620 = phi i64 [ 0, %614 ], [ %635, %619 ]
  %621 = phi i64 [ 0, %614 ], [ %642, %619 ]
  %622 = or i64 %620, %616
  %623 = getelementptr inbounds i8, ptr %613, i64 %622
  %624 = load i8, ptr %623, align 1, !tbaa !40
  %625 = xor i8 %624, %618
  %626 = getelementptr i8, ptr %617, i64 %620
  %627 = getelementptr i8, ptr %626, i64 1
  %628 = load i8, ptr %627, align 1, !tbaa !40
  %629 = xor i8 %628, %618
  %630 = or i8 %629, %625
  %631 = getelementptr i8, ptr %626, i64 2
  %632 = load i8, ptr %631, align 1, !tbaa !40
  %633 = xor i8 %632, %618
  %634 = or i8 %630, %633
  %635 = add nuw nsw i64 %620, 4
  %636 = or disjoint i64 %622, 3
  %637 = getelementptr inbounds i8, ptr %613, i64 %636
  %638 = load i8, ptr %637, align 1, !tbaa !40
  %639 = xor i8 %638, %618
  %640 = or i8 %634, %639
  %641 = zext i8 %640 to i64
  %642 = or i64 %621, %641
  %643 = icmp ult i64 %620, 60
  br i1 %643, label %619, label %644, !llvm.loop !72

644:                                              ; preds = %619
  %645 = icmp eq i64 %642, 0
  br i1 %645, label %646, label %654

646:                                              ; preds = %644
  %647 = trunc i64 %615 to i32
  %648 = and i32 %647, 31
  %649 = shl nuw i32 1, %648
  %650 = lshr i64 %615, 5
  %651 = getelementptr inbounds [8 x i32], ptr %78, i64 0, i64 %650
  %652 = load i32, ptr %651, align 4, !tbaa !30
  %653 = or i32 %652, %649
  store i32 %653, ptr %651, align 4, !tbaa !30
  br label %654

654:                                              ; preds = %646, %644
  %655 = add nuw i64 %615, 1
  %656 = icmp eq i64 %655, %610
  br i1 %656, label %657, label %614, !llvm.loop !73

657:                                              ; preds = %654, %609
  store i32 23, ptr %0, align 8, !tbaa !5
  br label %658

658:                                              ; preds = %199, %657
  %659 = load i64, ptr %70, align 8, !tbaa !67
  %660 = load i64, ptr %71, align 8, !tbaa !68
  %661 = add i64 %660, 16
  %662 = trunc i64 %659 to i32
  %663 = add i32 %662, 1
  %664 = shl i32 24, %663
  %665 = zext i32 %664 to i64
  %666 = add i64 %661, %665
  %667 = load i32, ptr %62, align 4
  %668 = and i32 %667, 32
  %669 = icmp eq i32 %668, 0
  br i1 %669, label %708, label %670

670:                                              ; preds = %658
  %671 = trunc i64 %660 to i32
  %672 = icmp ugt i32 %671, 2147483643
  br i1 %672, label %703, label %673

673:                                              ; preds = %670
  %674 = sub nuw nsw i32 2147483644, %671
  %675 = shl nsw i32 -1, %662
  %676 = lshr i32 %674, %662
  %677 = add nuw i32 %676, 4
  br label %678

678:                                              ; preds = %673, %678
  %679 = phi i32 [ 0, %673 ], [ %682, %678 ]
  %680 = phi i32 [ %677, %673 ], [ %681, %678 ]
  %681 = lshr i32 %680, 1
  %682 = add nuw nsw i32 %679, 1
  %683 = icmp ult i32 %680, 4
  br i1 %683, label %684, label %678, !llvm.loop !74

684:                                              ; preds = %678
  %685 = lshr i32 %677, %679
  %686 = and i32 %685, 1
  %687 = shl nuw i32 %682, 1
  %688 = add i32 %687, -4
  %689 = or disjoint i32 %686, %688
  %690 = icmp eq i32 %689, 0
  br i1 %690, label %691, label %693

691:                                              ; preds = %684
  %692 = add nuw i32 %671, 16
  br label %700

693:                                              ; preds = %684
  %694 = xor i32 %675, -1
  %695 = add i32 %689, -1
  %696 = shl i32 %695, %662
  %697 = or i32 %696, %694
  %698 = add nuw i32 %671, 17
  %699 = add i32 %698, %697
  br label %700

700:                                              ; preds = %693, %691
  %701 = phi i32 [ %692, %691 ], [ %699, %693 ]
  %702 = zext i32 %701 to i64
  br label %703

703:                                              ; preds = %670, %700
  %704 = phi i64 [ %702, %700 ], [ 2147483660, %670 ]
  %705 = shl i32 62, %663
  %706 = zext i32 %705 to i64
  %707 = add i64 %661, %706
  br label %708

708:                                              ; preds = %703, %658
  %709 = phi i64 [ %707, %703 ], [ %666, %658 ]
  %710 = phi i64 [ %704, %703 ], [ %666, %658 ]
  %711 = load i64, ptr %79, align 8, !tbaa !21
  %712 = shl i64 %711, 2
  %713 = call fastcc i32 @DecodeContextMap(i64 noundef %712, ptr noundef nonnull %80, ptr noundef nonnull %81, ptr noundef %0)
  %714 = icmp eq i32 %713, 1
  br i1 %714, label %715, label %282

715:                                              ; preds = %708
  %716 = load i64, ptr %76, align 8, !tbaa !75
  %717 = call i32 @BrotliDecoderHuffmanTreeGroupInit(ptr noundef nonnull %0, ptr noundef nonnull %82, i64 noundef 256, i64 noundef 256, i64 noundef %716) #23
  %718 = and i32 %717, 1
  %719 = load i64, ptr %84, align 8, !tbaa !21
  %720 = call i32 @BrotliDecoderHuffmanTreeGroupInit(ptr noundef nonnull %0, ptr noundef nonnull %83, i64 noundef 704, i64 noundef 704, i64 noundef %719) #23
  %721 = and i32 %718, %720
  %722 = load i64, ptr %80, align 8, !tbaa !76
  %723 = call i32 @BrotliDecoderHuffmanTreeGroupInit(ptr noundef nonnull %0, ptr noundef nonnull %85, i64 noundef %709, i64 noundef %710, i64 noundef %722) #23
  %724 = and i32 %721, %723
  %725 = icmp eq i32 %724, 0
  br i1 %725, label %726, label %730

726:                                              ; preds = %715
  %727 = load i64, ptr %1, align 8, !tbaa !21
  %728 = sub i64 %10, %727
  %729 = call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef -22, i64 noundef %728)
  br label %1087

730:                                              ; preds = %715
  store i32 0, ptr %69, align 4, !tbaa !44
  store i32 24, ptr %0, align 8, !tbaa !5
  br label %739

731:                                              ; preds = %199
  %732 = load i32, ptr %69, align 4, !tbaa !44
  switch i32 %732, label %735 [
    i32 0, label %739
    i32 1, label %733
    i32 2, label %734
  ]

733:                                              ; preds = %731
  br label %739

734:                                              ; preds = %731
  br label %739

735:                                              ; preds = %731
  %736 = load i64, ptr %1, align 8, !tbaa !21
  %737 = sub i64 %10, %736
  %738 = call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef -31, i64 noundef %737)
  br label %1087

739:                                              ; preds = %730, %731, %734, %733
  %740 = phi i32 [ %732, %734 ], [ %732, %733 ], [ %732, %731 ], [ 0, %730 ]
  %741 = phi ptr [ %85, %734 ], [ %83, %733 ], [ %82, %731 ], [ %82, %730 ]
  %742 = load i32, ptr %86, align 8, !tbaa !55
  %743 = icmp eq i32 %742, 1
  br i1 %743, label %744, label %746

744:                                              ; preds = %739
  %745 = load i32, ptr %88, align 4, !tbaa !77
  br label %749

746:                                              ; preds = %739
  %747 = getelementptr inbounds i8, ptr %741, i64 8
  %748 = load ptr, ptr %747, align 8, !tbaa !78
  store ptr %748, ptr %87, align 8, !tbaa !79
  store i32 0, ptr %88, align 4, !tbaa !77
  store i32 1, ptr %86, align 8, !tbaa !55
  br label %749

749:                                              ; preds = %746, %744
  %750 = phi i32 [ %745, %744 ], [ 0, %746 ]
  %751 = getelementptr inbounds i8, ptr %741, i64 20
  %752 = load i16, ptr %751, align 4, !tbaa !80
  %753 = zext i16 %752 to i32
  %754 = icmp slt i32 %750, %753
  br i1 %754, label %755, label %782

755:                                              ; preds = %749
  %756 = getelementptr inbounds i8, ptr %741, i64 16
  %757 = getelementptr inbounds i8, ptr %741, i64 18
  %758 = load ptr, ptr %87, align 8, !tbaa !79
  br label %759

759:                                              ; preds = %767, %755
  %760 = phi ptr [ %758, %755 ], [ %774, %767 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #23
  %761 = load i16, ptr %756, align 8, !tbaa !81
  %762 = zext i16 %761 to i64
  %763 = load i16, ptr %757, align 2, !tbaa !82
  %764 = zext i16 %763 to i64
  %765 = call fastcc i32 @ReadHuffmanCode(i64 noundef %762, i64 noundef %764, ptr noundef %760, ptr noundef nonnull %7, ptr noundef nonnull %0)
  %766 = icmp eq i32 %765, 1
  br i1 %766, label %767, label %779

767:                                              ; preds = %759
  %768 = load ptr, ptr %87, align 8, !tbaa !79
  %769 = load ptr, ptr %741, align 8, !tbaa !83
  %770 = load i32, ptr %88, align 4, !tbaa !77
  %771 = sext i32 %770 to i64
  %772 = getelementptr inbounds ptr, ptr %769, i64 %771
  store ptr %768, ptr %772, align 8, !tbaa !20
  %773 = load i64, ptr %7, align 8, !tbaa !21
  %774 = getelementptr inbounds %struct.HuffmanCode, ptr %768, i64 %773
  store ptr %774, ptr %87, align 8, !tbaa !79
  %775 = add nsw i32 %770, 1
  store i32 %775, ptr %88, align 4, !tbaa !77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #23
  %776 = load i16, ptr %751, align 4, !tbaa !80
  %777 = zext i16 %776 to i32
  %778 = icmp slt i32 %775, %777
  br i1 %778, label %759, label %780, !llvm.loop !84

779:                                              ; preds = %759
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #23
  br label %282

780:                                              ; preds = %767
  %781 = load i32, ptr %69, align 4, !tbaa !44
  br label %782

782:                                              ; preds = %780, %749
  %783 = phi i32 [ %781, %780 ], [ %740, %749 ]
  store i32 0, ptr %86, align 8, !tbaa !55
  %784 = add nsw i32 %783, 1
  store i32 %784, ptr %69, align 4, !tbaa !44
  %785 = icmp slt i32 %783, 2
  br i1 %785, label %282, label %786

786:                                              ; preds = %782
  store i32 25, ptr %0, align 8, !tbaa !5
  br label %787

787:                                              ; preds = %786, %199
  %788 = load i64, ptr %89, align 8, !tbaa !21
  %789 = shl i64 %788, 6
  %790 = load ptr, ptr %77, align 8, !tbaa !71
  %791 = getelementptr inbounds i8, ptr %790, i64 %789
  store ptr %791, ptr %90, align 8, !tbaa !85
  %792 = lshr i64 %788, 5
  %793 = getelementptr inbounds [8 x i32], ptr %78, i64 0, i64 %792
  %794 = load i32, ptr %793, align 4, !tbaa !30
  %795 = zext i32 %794 to i64
  %796 = and i64 %788, 31
  %797 = lshr i64 %795, %796
  %798 = trunc nuw i64 %797 to i32
  %799 = and i32 %798, 1
  store i32 %799, ptr %91, align 8, !tbaa !86
  %800 = load ptr, ptr %82, align 8, !tbaa !87
  %801 = load i8, ptr %791, align 1, !tbaa !40
  %802 = zext i8 %801 to i64
  %803 = getelementptr inbounds ptr, ptr %800, i64 %802
  %804 = load ptr, ptr %803, align 8, !tbaa !20
  store ptr %804, ptr %92, align 8, !tbaa !88
  %805 = load ptr, ptr %75, align 8, !tbaa !69
  %806 = getelementptr inbounds i8, ptr %805, i64 %788
  %807 = load i8, ptr %806, align 1, !tbaa !40
  %808 = and i8 %807, 3
  %809 = zext nneg i8 %808 to i64
  %810 = shl nuw nsw i64 %809, 9
  %811 = getelementptr inbounds [2048 x i8], ptr @_kBrotliContextLookupTable, i64 0, i64 %810
  store ptr %811, ptr %93, align 8, !tbaa !89
  %812 = load ptr, ptr %81, align 8, !tbaa !90
  store ptr %812, ptr %94, align 8, !tbaa !91
  %813 = load ptr, ptr %83, align 8, !tbaa !92
  %814 = load ptr, ptr %813, align 8, !tbaa !20
  store ptr %814, ptr %95, align 8, !tbaa !93
  %815 = call fastcc i32 @BrotliEnsureRingBuffer(ptr noundef nonnull %0)
  %816 = icmp eq i32 %815, 0
  br i1 %816, label %282, label %817

817:                                              ; preds = %787
  %818 = load i64, ptr %70, align 8, !tbaa !67
  %819 = load i64, ptr %71, align 8, !tbaa !68
  %820 = load i16, ptr %96, align 2, !tbaa !94
  %821 = zext i16 %820 to i64
  %822 = icmp eq i64 %819, 0
  br i1 %822, label %871, label %823

823:                                              ; preds = %817
  %824 = icmp ult i64 %819, 4
  br i1 %824, label %825, label %846

825:                                              ; preds = %869, %846, %823
  %826 = phi i64 [ 0, %846 ], [ 0, %823 ], [ %854, %869 ]
  %827 = phi i64 [ 16, %846 ], [ 16, %823 ], [ %855, %869 ]
  %828 = and i64 %819, 3
  %829 = icmp eq i64 %828, 0
  br i1 %829, label %840, label %830

830:                                              ; preds = %825, %830
  %831 = phi i64 [ %835, %830 ], [ %826, %825 ]
  %832 = phi i64 [ %837, %830 ], [ %827, %825 ]
  %833 = phi i64 [ %838, %830 ], [ 0, %825 ]
  %834 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %832
  store i8 0, ptr %834, align 1, !tbaa !40
  %835 = add nuw i64 %831, 1
  %836 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %832
  store i64 %835, ptr %836, align 8, !tbaa !21
  %837 = add i64 %832, 1
  %838 = add i64 %833, 1
  %839 = icmp eq i64 %838, %828
  br i1 %839, label %840, label %830, !llvm.loop !95

840:                                              ; preds = %830, %825
  %841 = phi i64 [ poison, %825 ], [ %837, %830 ]
  %842 = phi i64 [ %826, %825 ], [ %835, %830 ]
  %843 = phi i64 [ %827, %825 ], [ %837, %830 ]
  %844 = sub i64 %826, %819
  %845 = icmp ugt i64 %844, -4
  br i1 %845, label %871, label %876

846:                                              ; preds = %823
  %847 = getelementptr i8, ptr %111, i64 %819
  %848 = shl i64 %819, 3
  %849 = getelementptr i8, ptr %113, i64 %848
  %850 = icmp ult ptr %110, %849
  %851 = icmp ult ptr %112, %847
  %852 = and i1 %850, %851
  br i1 %852, label %825, label %853

853:                                              ; preds = %846
  %854 = and i64 %819, -4
  %855 = add i64 %854, 16
  br label %856

856:                                              ; preds = %856, %853
  %857 = phi i64 [ 0, %853 ], [ %866, %856 ]
  %858 = phi <2 x i64> [ <i64 0, i64 1>, %853 ], [ %867, %856 ]
  %859 = add i64 %857, 16
  %860 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %859
  %861 = getelementptr inbounds i8, ptr %860, i64 2
  store <2 x i8> zeroinitializer, ptr %860, align 1, !tbaa !40, !alias.scope !97, !noalias !100
  store <2 x i8> zeroinitializer, ptr %861, align 1, !tbaa !40, !alias.scope !97, !noalias !100
  %862 = add nuw <2 x i64> %858, <i64 1, i64 1>
  %863 = add <2 x i64> %858, <i64 3, i64 3>
  %864 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %859
  %865 = getelementptr inbounds i8, ptr %864, i64 16
  store <2 x i64> %862, ptr %864, align 8, !tbaa !21, !alias.scope !100
  store <2 x i64> %863, ptr %865, align 8, !tbaa !21, !alias.scope !100
  %866 = add nuw i64 %857, 4
  %867 = add <2 x i64> %858, <i64 4, i64 4>
  %868 = icmp eq i64 %866, %854
  br i1 %868, label %869, label %856, !llvm.loop !102

869:                                              ; preds = %856
  %870 = icmp eq i64 %819, %854
  br i1 %870, label %871, label %825

871:                                              ; preds = %840, %876, %869, %817
  %872 = phi i64 [ 16, %817 ], [ %855, %869 ], [ %841, %840 ], [ %894, %876 ]
  %873 = icmp ult i64 %872, %821
  br i1 %873, label %874, label %920

874:                                              ; preds = %871
  %875 = add i64 %819, 1
  br label %896

876:                                              ; preds = %840, %876
  %877 = phi i64 [ %892, %876 ], [ %842, %840 ]
  %878 = phi i64 [ %894, %876 ], [ %843, %840 ]
  %879 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %878
  store i8 0, ptr %879, align 1, !tbaa !40
  %880 = add nuw i64 %877, 1
  %881 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %878
  store i64 %880, ptr %881, align 8, !tbaa !21
  %882 = add i64 %878, 1
  %883 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %882
  store i8 0, ptr %883, align 1, !tbaa !40
  %884 = add nuw i64 %877, 2
  %885 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %882
  store i64 %884, ptr %885, align 8, !tbaa !21
  %886 = add i64 %878, 2
  %887 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %886
  store i8 0, ptr %887, align 1, !tbaa !40
  %888 = add nuw i64 %877, 3
  %889 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %886
  store i64 %888, ptr %889, align 8, !tbaa !21
  %890 = add i64 %878, 3
  %891 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %890
  store i8 0, ptr %891, align 1, !tbaa !40
  %892 = add nuw i64 %877, 4
  %893 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %890
  store i64 %892, ptr %893, align 8, !tbaa !21
  %894 = add i64 %878, 4
  %895 = icmp eq i64 %892, %819
  br i1 %895, label %871, label %876, !llvm.loop !105

896:                                              ; preds = %916, %874
  %897 = phi i64 [ %872, %874 ], [ %912, %916 ]
  %898 = phi i64 [ 0, %874 ], [ %918, %916 ]
  %899 = phi i64 [ 1, %874 ], [ %917, %916 ]
  %900 = add nuw nsw i64 %898, 2
  %901 = shl i64 %900, %899
  %902 = add i64 %901, -4
  %903 = shl i64 %902, %818
  %904 = trunc i64 %899 to i8
  %905 = add i64 %875, %903
  br label %906

906:                                              ; preds = %906, %896
  %907 = phi i64 [ 0, %896 ], [ %913, %906 ]
  %908 = phi i64 [ %897, %896 ], [ %912, %906 ]
  %909 = getelementptr inbounds [544 x i8], ptr %86, i64 0, i64 %908
  store i8 %904, ptr %909, align 1, !tbaa !40
  %910 = add i64 %905, %907
  %911 = getelementptr inbounds [544 x i64], ptr %97, i64 0, i64 %908
  store i64 %910, ptr %911, align 8, !tbaa !21
  %912 = add i64 %908, 1
  %913 = add i64 %907, 1
  %914 = lshr i64 %913, %818
  %915 = icmp eq i64 %914, 0
  br i1 %915, label %906, label %916, !llvm.loop !106

916:                                              ; preds = %906
  %917 = add i64 %899, %898
  %918 = xor i64 %898, 1
  %919 = icmp ult i64 %912, %821
  br i1 %919, label %896, label %920, !llvm.loop !107

920:                                              ; preds = %916, %871
  store i32 7, ptr %0, align 8, !tbaa !5
  br label %921

921:                                              ; preds = %199, %199, %199, %199, %920
  %922 = call fastcc i32 @ProcessCommands(ptr noundef nonnull %0)
  %923 = icmp eq i32 %922, 2
  br i1 %923, label %924, label %282

924:                                              ; preds = %921
  %925 = call fastcc i32 @SafeProcessCommands(ptr noundef nonnull %0)
  br label %282

926:                                              ; preds = %199, %199, %199
  %927 = call fastcc i32 @WriteRingBuffer(ptr noundef nonnull %0, ptr noundef nonnull %3, ptr noundef %32, ptr noundef %5, i32 noundef 0)
  %928 = icmp eq i32 %927, 1
  br i1 %928, label %929, label %282

929:                                              ; preds = %926
  call fastcc void @WrapRingBuffer(ptr noundef nonnull %0)
  %930 = load i32, ptr %64, align 4, !tbaa !108
  %931 = load i32, ptr %62, align 4
  %932 = lshr i32 %931, 6
  %933 = and i32 %932, 63
  %934 = shl nuw i32 1, %933
  %935 = icmp eq i32 %930, %934
  br i1 %935, label %936, label %938

936:                                              ; preds = %929
  %937 = load i32, ptr %65, align 4, !tbaa !45
  store i32 %937, ptr %66, align 8, !tbaa !109
  br label %938

938:                                              ; preds = %936, %929
  %939 = load i32, ptr %0, align 8, !tbaa !5
  switch i32 %939, label %1009 [
    i32 15, label %940
    i32 16, label %1008
  ]

940:                                              ; preds = %938
  %941 = load ptr, ptr %67, align 8, !tbaa !22
  %942 = icmp eq ptr %941, null
  br i1 %942, label %1004, label %943

943:                                              ; preds = %940
  %944 = getelementptr inbounds i8, ptr %941, i64 16
  %945 = load i32, ptr %944, align 8, !tbaa !27
  %946 = getelementptr inbounds i8, ptr %941, i64 20
  %947 = load i32, ptr %946, align 4, !tbaa !28
  %948 = icmp eq i32 %945, %947
  br i1 %948, label %1004, label %949

949:                                              ; preds = %943
  %950 = load i32, ptr %68, align 8, !tbaa !110
  %951 = getelementptr inbounds i8, ptr %941, i64 24
  %952 = getelementptr inbounds i8, ptr %941, i64 8
  %953 = getelementptr inbounds i8, ptr %941, i64 12
  %954 = getelementptr inbounds i8, ptr %941, i64 152
  br label %955

955:                                              ; preds = %994, %949
  %956 = phi i32 [ %930, %949 ], [ %995, %994 ]
  %957 = phi i32 [ %947, %949 ], [ %989, %994 ]
  %958 = phi i32 [ %950, %949 ], [ %985, %994 ]
  %959 = load i32, ptr %944, align 8, !tbaa !27
  %960 = icmp eq i32 %959, %957
  br i1 %960, label %997, label %961

961:                                              ; preds = %955
  %962 = load ptr, ptr %56, align 8, !tbaa !39
  %963 = sext i32 %958 to i64
  %964 = getelementptr inbounds i8, ptr %962, i64 %963
  %965 = load i32, ptr %952, align 8, !tbaa !111
  %966 = sext i32 %965 to i64
  %967 = getelementptr inbounds [16 x ptr], ptr %951, i64 0, i64 %966
  %968 = load ptr, ptr %967, align 8, !tbaa !20
  %969 = load i32, ptr %953, align 4, !tbaa !112
  %970 = sext i32 %969 to i64
  %971 = getelementptr inbounds i8, ptr %968, i64 %970
  %972 = sub nsw i32 %956, %958
  %973 = add nsw i32 %965, 1
  %974 = sext i32 %973 to i64
  %975 = getelementptr inbounds [16 x i32], ptr %954, i64 0, i64 %974
  %976 = load i32, ptr %975, align 4, !tbaa !30
  %977 = getelementptr inbounds [16 x i32], ptr %954, i64 0, i64 %966
  %978 = load i32, ptr %977, align 4, !tbaa !30
  %979 = add i32 %969, %978
  %980 = sub i32 %976, %979
  %981 = sub nsw i32 %959, %957
  %982 = call i32 @llvm.smin.i32(i32 %981, i32 %980)
  %983 = call i32 @llvm.smin.i32(i32 %982, i32 %972)
  %984 = sext i32 %983 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %964, ptr align 1 %971, i64 %984, i1 false)
  %985 = add nsw i32 %983, %958
  %986 = load i32, ptr %953, align 4, !tbaa !112
  %987 = add nsw i32 %983, %986
  store i32 %987, ptr %953, align 4, !tbaa !112
  %988 = load i32, ptr %946, align 4, !tbaa !28
  %989 = add nsw i32 %988, %983
  store i32 %989, ptr %946, align 4, !tbaa !28
  %990 = icmp eq i32 %983, %980
  br i1 %990, label %991, label %994

991:                                              ; preds = %961
  %992 = load i32, ptr %952, align 8, !tbaa !111
  %993 = add nsw i32 %992, 1
  store i32 %993, ptr %952, align 8, !tbaa !111
  store i32 0, ptr %953, align 4, !tbaa !112
  br label %994

994:                                              ; preds = %991, %961
  %995 = load i32, ptr %64, align 4, !tbaa !108
  %996 = icmp eq i32 %985, %995
  br i1 %996, label %997, label %955

997:                                              ; preds = %955, %994
  %998 = phi i32 [ %985, %994 ], [ %956, %955 ]
  %999 = phi i32 [ %985, %994 ], [ %958, %955 ]
  %1000 = sub nsw i32 %999, %950
  %1001 = load i32, ptr %68, align 8, !tbaa !110
  %1002 = add nsw i32 %1001, %1000
  store i32 %1002, ptr %68, align 8, !tbaa !110
  %1003 = icmp slt i32 %1002, %998
  br i1 %1003, label %1004, label %282

1004:                                             ; preds = %940, %943, %997
  %1005 = load i32, ptr %61, align 4, !tbaa !50
  %1006 = icmp eq i32 %1005, 0
  %1007 = select i1 %1006, i32 14, i32 7
  store i32 %1007, ptr %0, align 8, !tbaa !5
  br label %282

1008:                                             ; preds = %938
  store i32 10, ptr %0, align 8, !tbaa !5
  br label %282

1009:                                             ; preds = %938
  %1010 = load i32, ptr %69, align 4, !tbaa !44
  %1011 = icmp eq i32 %1010, 0
  br i1 %1011, label %1012, label %1017

1012:                                             ; preds = %1009
  %1013 = load i32, ptr %61, align 4, !tbaa !50
  %1014 = icmp eq i32 %1013, 0
  br i1 %1014, label %1015, label %1016

1015:                                             ; preds = %1012
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %282

1016:                                             ; preds = %1012
  store i32 9, ptr %0, align 8, !tbaa !5
  br label %282

1017:                                             ; preds = %1009
  store i32 8, ptr %0, align 8, !tbaa !5
  br label %282

1018:                                             ; preds = %199
  %1019 = load i32, ptr %61, align 4, !tbaa !50
  %1020 = icmp slt i32 %1019, 0
  br i1 %1020, label %282, label %1021

1021:                                             ; preds = %1018
  call void @BrotliDecoderStateCleanupAfterMetablock(ptr noundef nonnull %0) #23
  %1022 = load i32, ptr %62, align 4
  %1023 = and i32 %1022, 1
  %1024 = icmp eq i32 %1023, 0
  br i1 %1024, label %1025, label %1026

1025:                                             ; preds = %1021
  store i32 3, ptr %0, align 8, !tbaa !5
  br label %282

1026:                                             ; preds = %1021
  %1027 = load i64, ptr %63, align 8, !tbaa !42
  %1028 = and i64 %1027, 7
  %1029 = icmp eq i64 %1028, 0
  br i1 %1029, label %1037, label %1030

1030:                                             ; preds = %1026
  %1031 = load i64, ptr %9, align 8, !tbaa !43
  %1032 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %1028
  %1033 = load i64, ptr %1032, align 8, !tbaa !21
  %1034 = and i64 %1033, %1031
  %1035 = and i64 %1027, -8
  store i64 %1035, ptr %63, align 8, !tbaa !42
  %1036 = lshr i64 %1031, %1028
  store i64 %1036, ptr %9, align 8, !tbaa !43
  br label %1037

1037:                                             ; preds = %1026, %1030
  %1038 = phi i64 [ %1027, %1026 ], [ %1035, %1030 ]
  %1039 = phi i64 [ 0, %1026 ], [ %1034, %1030 ]
  %1040 = icmp ult i64 %1038, 64
  br i1 %1040, label %1041, label %1046

1041:                                             ; preds = %1037
  %1042 = shl nsw i64 -1, %1038
  %1043 = xor i64 %1042, -1
  %1044 = load i64, ptr %9, align 8, !tbaa !43
  %1045 = and i64 %1044, %1043
  store i64 %1045, ptr %9, align 8, !tbaa !43
  br label %1046

1046:                                             ; preds = %1037, %1041
  %1047 = icmp eq i64 %1039, 0
  br i1 %1047, label %1048, label %282

1048:                                             ; preds = %1046
  %1049 = load i64, ptr %33, align 8, !tbaa !35
  %1050 = icmp eq i64 %1049, 0
  br i1 %1050, label %1051, label %1071

1051:                                             ; preds = %1048
  %1052 = icmp ult i64 %1038, 8
  br i1 %1052, label %1053, label %1055

1053:                                             ; preds = %1051
  %1054 = load ptr, ptr %57, align 8, !tbaa !36
  br label %1060

1055:                                             ; preds = %1051
  %1056 = lshr i64 %1038, 3
  %1057 = load ptr, ptr %57, align 8, !tbaa !36
  %1058 = sub nsw i64 0, %1056
  %1059 = getelementptr inbounds i8, ptr %1057, i64 %1058
  br label %1060

1060:                                             ; preds = %1053, %1055
  %1061 = phi ptr [ %1054, %1053 ], [ %1059, %1055 ]
  store ptr %1061, ptr %57, align 8, !tbaa !36
  %1062 = and i64 %1038, 7
  store i64 %1062, ptr %63, align 8, !tbaa !42
  %1063 = shl nsw i64 -1, %1062
  %1064 = xor i64 %1063, -1
  %1065 = load i64, ptr %9, align 8, !tbaa !43
  %1066 = and i64 %1065, %1064
  store i64 %1066, ptr %9, align 8, !tbaa !43
  %1067 = load ptr, ptr %58, align 8, !tbaa !37
  %1068 = ptrtoint ptr %1067 to i64
  %1069 = ptrtoint ptr %1061 to i64
  %1070 = sub i64 %1068, %1069
  store i64 %1070, ptr %1, align 8, !tbaa !21
  store ptr %1061, ptr %2, align 8, !tbaa !20
  br label %1071

1071:                                             ; preds = %1060, %1048
  store i32 26, ptr %0, align 8, !tbaa !5
  br label %1072

1072:                                             ; preds = %199, %1071
  %1073 = load ptr, ptr %56, align 8, !tbaa !39
  %1074 = icmp eq ptr %1073, null
  br i1 %1074, label %1078, label %1075

1075:                                             ; preds = %1072
  %1076 = call fastcc i32 @WriteRingBuffer(ptr noundef nonnull %0, ptr noundef nonnull %3, ptr noundef %32, ptr noundef %5, i32 noundef 1)
  %1077 = icmp eq i32 %1076, 1
  br i1 %1077, label %1078, label %282

1078:                                             ; preds = %1075, %1072
  %1079 = load i64, ptr %1, align 8, !tbaa !21
  %1080 = sub i64 %10, %1079
  %1081 = call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef 1, i64 noundef %1080)
  br label %1087

1082:                                             ; preds = %119, %138, %162, %156, %177, %188
  %1083 = phi i32 [ %115, %177 ], [ %115, %188 ], [ 2, %156 ], [ 2, %162 ], [ 2, %138 ], [ %120, %119 ]
  %1084 = load i64, ptr %1, align 8, !tbaa !21
  %1085 = sub i64 %10, %1084
  %1086 = call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef %1083, i64 noundef %1085)
  br label %1087

1087:                                             ; preds = %735, %726, %15, %1082, %1078, %27
  %1088 = phi i32 [ %1086, %1082 ], [ %1081, %1078 ], [ %30, %27 ], [ 0, %15 ], [ %729, %726 ], [ %738, %735 ]
  ret i32 %1088
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 4) i32 @SaveErrorCode(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %0, i64 128
  store i32 %1, ptr %4, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 744
  %6 = load i64, ptr %5, align 8, !tbaa !113
  %7 = add i64 %6, %2
  store i64 %7, ptr %5, align 8, !tbaa !113
  %8 = getelementptr inbounds i8, ptr %0, i64 80
  %9 = load i64, ptr %8, align 8, !tbaa !35
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !114
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !115
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %11
  store i64 0, ptr %8, align 8, !tbaa !35
  br label %18

18:                                               ; preds = %17, %11, %3
  %19 = add i32 %1, -1
  %20 = icmp ult i32 %19, 3
  %21 = select i1 %20, i32 %1, i32 0
  ret i32 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -9, 4) i32 @WriteRingBuffer(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, ptr noundef writeonly %3, i32 noundef %4) unnamed_addr #7 {
  %6 = getelementptr inbounds i8, ptr %0, i64 136
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %0, i64 432
  %9 = load i64, ptr %8, align 8, !tbaa !33
  %10 = getelementptr inbounds i8, ptr %0, i64 104
  %11 = load i32, ptr %10, align 8, !tbaa !116
  %12 = sext i32 %11 to i64
  %13 = and i64 %9, %12
  %14 = getelementptr inbounds i8, ptr %7, i64 %13
  %15 = getelementptr inbounds i8, ptr %0, i64 88
  %16 = load i32, ptr %15, align 8, !tbaa !110
  %17 = getelementptr inbounds i8, ptr %0, i64 100
  %18 = load i32, ptr %17, align 4, !tbaa !108
  %19 = tail call i32 @llvm.smin.i32(i32 %16, i32 %18)
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %0, i64 424
  %22 = load i64, ptr %21, align 8, !tbaa !117
  %23 = sext i32 %18 to i64
  %24 = mul i64 %22, %23
  %25 = sub i64 %20, %9
  %26 = add i64 %25, %24
  %27 = load i64, ptr %1, align 8, !tbaa !21
  %28 = tail call i64 @llvm.umin.i64(i64 %27, i64 %26)
  %29 = getelementptr inbounds i8, ptr %0, i64 132
  %30 = load i32, ptr %29, align 4, !tbaa !50
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %74, label %32

32:                                               ; preds = %5
  %33 = icmp eq ptr %2, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %32
  %35 = load ptr, ptr %2, align 8, !tbaa !20
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  store ptr %14, ptr %2, align 8, !tbaa !20
  br label %42

38:                                               ; preds = %34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %35, ptr align 1 %14, i64 %28, i1 false)
  %39 = load ptr, ptr %2, align 8, !tbaa !20
  %40 = getelementptr inbounds i8, ptr %39, i64 %28
  store ptr %40, ptr %2, align 8, !tbaa !20
  %41 = load i64, ptr %1, align 8, !tbaa !21
  br label %42

42:                                               ; preds = %32, %38, %37
  %43 = phi i64 [ %27, %32 ], [ %41, %38 ], [ %27, %37 ]
  %44 = sub i64 %43, %28
  store i64 %44, ptr %1, align 8, !tbaa !21
  %45 = load i64, ptr %8, align 8, !tbaa !33
  %46 = add i64 %45, %28
  store i64 %46, ptr %8, align 8, !tbaa !33
  %47 = icmp eq ptr %3, null
  br i1 %47, label %49, label %48

48:                                               ; preds = %42
  store i64 %46, ptr %3, align 8, !tbaa !21
  br label %49

49:                                               ; preds = %48, %42
  %50 = icmp ult i64 %27, %26
  %51 = load i32, ptr %17, align 4, !tbaa !108
  %52 = getelementptr inbounds i8, ptr %0, i64 772
  %53 = load i32, ptr %52, align 4
  %54 = lshr i32 %53, 6
  %55 = and i32 %54, 63
  %56 = shl nuw i32 1, %55
  %57 = icmp eq i32 %51, %56
  br i1 %50, label %58, label %62

58:                                               ; preds = %49
  %59 = icmp ne i32 %4, 0
  %60 = or i1 %59, %57
  %61 = select i1 %60, i32 3, i32 1
  br label %74

62:                                               ; preds = %49
  br i1 %57, label %63, label %74

63:                                               ; preds = %62
  %64 = load i32, ptr %15, align 8, !tbaa !110
  %65 = icmp slt i32 %64, %51
  br i1 %65, label %74, label %66

66:                                               ; preds = %63
  %67 = sub nsw i32 %64, %51
  store i32 %67, ptr %15, align 8, !tbaa !110
  %68 = load i64, ptr %21, align 8, !tbaa !117
  %69 = add i64 %68, 1
  store i64 %69, ptr %21, align 8, !tbaa !117
  %70 = icmp eq i32 %64, %51
  %71 = select i1 %70, i32 0, i32 8
  %72 = and i32 %53, -9
  %73 = or disjoint i32 %71, %72
  store i32 %73, ptr %52, align 4
  br label %74

74:                                               ; preds = %62, %63, %66, %58, %5
  %75 = phi i32 [ -9, %5 ], [ %61, %58 ], [ 1, %66 ], [ 1, %63 ], [ 1, %62 ]
  ret i32 %75
}

declare hidden i32 @BrotliWarmupBitReader(ptr noundef) local_unnamed_addr #3

declare hidden void @BrotliDecoderStateMetablockBegin(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -31, 3) i32 @DecodeMetaBlockLength(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 752
  %4 = load i32, ptr %3, align 8, !tbaa !118
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 772
  %9 = getelementptr inbounds i8, ptr %0, i64 132
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  br label %11

11:                                               ; preds = %302, %2
  %12 = phi i32 [ %303, %302 ], [ %4, %2 ]
  switch i32 %12, label %304 [
    i32 0, label %15
    i32 1, label %52
    i32 2, label %13
    i32 3, label %109
    i32 4, label %164
    i32 5, label %24
    i32 6, label %212
    i32 7, label %245
  ]

13:                                               ; preds = %11
  %14 = load i64, ptr %5, align 8, !tbaa !42
  br label %76

15:                                               ; preds = %11
  %16 = load i64, ptr %5, align 8, !tbaa !42
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = load i64, ptr %1, align 8, !tbaa !43
  br label %40

20:                                               ; preds = %15
  %21 = load ptr, ptr %7, align 8, !tbaa !37
  %22 = load ptr, ptr %6, align 8, !tbaa !36
  %23 = icmp eq ptr %22, %21
  br i1 %23, label %304, label %34

24:                                               ; preds = %11
  %25 = load i64, ptr %5, align 8, !tbaa !42
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %24
  %28 = load i64, ptr %1, align 8, !tbaa !43
  %29 = add i64 %25, -1
  br label %205

30:                                               ; preds = %24
  %31 = load ptr, ptr %7, align 8, !tbaa !37
  %32 = load ptr, ptr %6, align 8, !tbaa !36
  %33 = icmp eq ptr %32, %31
  br i1 %33, label %304, label %199

34:                                               ; preds = %20
  %35 = load i64, ptr %1, align 8, !tbaa !43
  %36 = load i8, ptr %22, align 1, !tbaa !40
  %37 = zext i8 %36 to i64
  %38 = or i64 %35, %37
  %39 = getelementptr inbounds i8, ptr %22, i64 1
  store ptr %39, ptr %6, align 8, !tbaa !36
  br label %40

40:                                               ; preds = %18, %34
  %41 = phi i64 [ %38, %34 ], [ %19, %18 ]
  %42 = phi i64 [ 8, %34 ], [ %16, %18 ]
  %43 = and i64 %41, 1
  %44 = add i64 %42, -1
  store i64 %44, ptr %5, align 8, !tbaa !42
  %45 = lshr i64 %41, 1
  store i64 %45, ptr %1, align 8, !tbaa !43
  %46 = icmp eq i64 %43, 0
  %47 = trunc nuw nsw i64 %43 to i32
  %48 = load i32, ptr %8, align 4
  %49 = and i32 %48, -8
  %50 = or disjoint i32 %49, %47
  store i32 0, ptr %9, align 4, !tbaa !50
  store i32 %50, ptr %8, align 4
  br i1 %46, label %302, label %51

51:                                               ; preds = %40
  store i32 1, ptr %3, align 8, !tbaa !118
  br label %52

52:                                               ; preds = %11, %51
  %53 = load i64, ptr %5, align 8, !tbaa !42
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = load i64, ptr %1, align 8, !tbaa !43
  br label %67

57:                                               ; preds = %52
  %58 = load ptr, ptr %7, align 8, !tbaa !37
  %59 = load ptr, ptr %6, align 8, !tbaa !36
  %60 = icmp eq ptr %59, %58
  br i1 %60, label %304, label %61

61:                                               ; preds = %57
  %62 = load i64, ptr %1, align 8, !tbaa !43
  %63 = load i8, ptr %59, align 1, !tbaa !40
  %64 = zext i8 %63 to i64
  %65 = or i64 %62, %64
  %66 = getelementptr inbounds i8, ptr %59, i64 1
  store ptr %66, ptr %6, align 8, !tbaa !36
  br label %67

67:                                               ; preds = %55, %61
  %68 = phi i64 [ %65, %61 ], [ %56, %55 ]
  %69 = phi i64 [ 8, %61 ], [ %53, %55 ]
  %70 = and i64 %68, 1
  %71 = add i64 %69, -1
  store i64 %71, ptr %5, align 8, !tbaa !42
  %72 = lshr i64 %68, 1
  store i64 %72, ptr %1, align 8, !tbaa !43
  %73 = icmp eq i64 %70, 0
  br i1 %73, label %75, label %74

74:                                               ; preds = %67
  store i32 0, ptr %3, align 8, !tbaa !118
  br label %304

75:                                               ; preds = %67
  store i32 2, ptr %3, align 8, !tbaa !118
  br label %76

76:                                               ; preds = %13, %75
  %77 = phi i64 [ %14, %13 ], [ %71, %75 ]
  %78 = icmp ult i64 %77, 2
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = load i64, ptr %1, align 8, !tbaa !43
  br label %93

81:                                               ; preds = %76
  %82 = load ptr, ptr %7, align 8, !tbaa !37
  %83 = load ptr, ptr %6, align 8, !tbaa !36
  %84 = icmp eq ptr %83, %82
  br i1 %84, label %304, label %85

85:                                               ; preds = %81
  %86 = load i64, ptr %1, align 8, !tbaa !43
  %87 = load i8, ptr %83, align 1, !tbaa !40
  %88 = zext i8 %87 to i64
  %89 = shl nuw nsw i64 %88, %77
  %90 = or i64 %89, %86
  %91 = or disjoint i64 %77, 8
  %92 = getelementptr inbounds i8, ptr %83, i64 1
  store ptr %92, ptr %6, align 8, !tbaa !36
  br label %93

93:                                               ; preds = %79, %85
  %94 = phi i64 [ %90, %85 ], [ %80, %79 ]
  %95 = phi i64 [ %91, %85 ], [ %77, %79 ]
  %96 = and i64 %94, 3
  %97 = add i64 %95, -2
  store i64 %97, ptr %5, align 8, !tbaa !42
  %98 = lshr i64 %94, 2
  store i64 %98, ptr %1, align 8, !tbaa !43
  %99 = trunc nuw nsw i64 %96 to i32
  %100 = load i32, ptr %8, align 4
  %101 = shl nuw nsw i32 %99, 12
  %102 = or disjoint i32 %101, 16384
  %103 = and i32 %100, -1044481
  %104 = or disjoint i32 %103, %102
  store i32 %104, ptr %8, align 4
  store i32 0, ptr %10, align 4, !tbaa !44
  %105 = icmp eq i64 %96, 3
  br i1 %105, label %106, label %108

106:                                              ; preds = %93
  %107 = or i32 %104, 4
  store i32 %107, ptr %8, align 4
  br label %302

108:                                              ; preds = %93
  store i32 3, ptr %3, align 8, !tbaa !118
  br label %112

109:                                              ; preds = %11
  %110 = load i32, ptr %10, align 4, !tbaa !44
  %111 = load i32, ptr %8, align 4
  br label %112

112:                                              ; preds = %109, %108
  %113 = phi i32 [ %111, %109 ], [ %104, %108 ]
  %114 = phi i32 [ %110, %109 ], [ 0, %108 ]
  %115 = lshr i32 %113, 12
  %116 = and i32 %115, 255
  %117 = icmp slt i32 %114, %116
  br i1 %117, label %118, label %162

118:                                              ; preds = %112
  %119 = load i64, ptr %5, align 8, !tbaa !42
  br label %120

120:                                              ; preds = %118, %154
  %121 = phi i64 [ %119, %118 ], [ %143, %154 ]
  %122 = phi i32 [ %114, %118 ], [ %145, %154 ]
  %123 = icmp ult i64 %121, 4
  br i1 %123, label %126, label %124

124:                                              ; preds = %120
  %125 = load i64, ptr %1, align 8, !tbaa !43
  br label %139

126:                                              ; preds = %120
  %127 = load ptr, ptr %7, align 8, !tbaa !37
  %128 = load ptr, ptr %6, align 8, !tbaa !36
  %129 = icmp eq ptr %128, %127
  br i1 %129, label %138, label %130

130:                                              ; preds = %126
  %131 = load i64, ptr %1, align 8, !tbaa !43
  %132 = load i8, ptr %128, align 1, !tbaa !40
  %133 = zext i8 %132 to i64
  %134 = shl nuw nsw i64 %133, %121
  %135 = or i64 %134, %131
  %136 = or disjoint i64 %121, 8
  %137 = getelementptr inbounds i8, ptr %128, i64 1
  store ptr %137, ptr %6, align 8, !tbaa !36
  br label %139

138:                                              ; preds = %126
  store i32 %122, ptr %10, align 4, !tbaa !44
  br label %304

139:                                              ; preds = %124, %130
  %140 = phi i64 [ %135, %130 ], [ %125, %124 ]
  %141 = phi i64 [ %136, %130 ], [ %121, %124 ]
  %142 = and i64 %140, 15
  %143 = add i64 %141, -4
  store i64 %143, ptr %5, align 8, !tbaa !42
  %144 = lshr i64 %140, 4
  store i64 %144, ptr %1, align 8, !tbaa !43
  %145 = add nsw i32 %122, 1
  %146 = load i32, ptr %8, align 4
  %147 = lshr i32 %146, 12
  %148 = and i32 %147, 255
  %149 = icmp eq i32 %145, %148
  br i1 %149, label %150, label %154

150:                                              ; preds = %139
  %151 = icmp ugt i32 %145, 4
  %152 = icmp eq i64 %142, 0
  %153 = select i1 %151, i1 %152, i1 false
  br i1 %153, label %304, label %154

154:                                              ; preds = %150, %139
  %155 = shl nsw i32 %122, 2
  %156 = zext nneg i32 %155 to i64
  %157 = shl i64 %142, %156
  %158 = trunc i64 %157 to i32
  %159 = load i32, ptr %9, align 4, !tbaa !50
  %160 = or i32 %159, %158
  store i32 %160, ptr %9, align 4, !tbaa !50
  %161 = icmp slt i32 %145, %148
  br i1 %161, label %120, label %162, !llvm.loop !119

162:                                              ; preds = %154, %112
  %163 = phi i32 [ %113, %112 ], [ %146, %154 ]
  store i32 4, ptr %3, align 8, !tbaa !118
  br label %166

164:                                              ; preds = %11
  %165 = load i32, ptr %8, align 4
  br label %166

166:                                              ; preds = %164, %162
  %167 = phi i32 [ %165, %164 ], [ %163, %162 ]
  %168 = and i32 %167, 1
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %196

170:                                              ; preds = %166
  %171 = load i64, ptr %5, align 8, !tbaa !42
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %170
  %174 = load i64, ptr %1, align 8, !tbaa !43
  %175 = add i64 %171, -1
  br label %186

176:                                              ; preds = %170
  %177 = load ptr, ptr %7, align 8, !tbaa !37
  %178 = load ptr, ptr %6, align 8, !tbaa !36
  %179 = icmp eq ptr %178, %177
  br i1 %179, label %304, label %180

180:                                              ; preds = %176
  %181 = load i64, ptr %1, align 8, !tbaa !43
  %182 = load i8, ptr %178, align 1, !tbaa !40
  %183 = zext i8 %182 to i64
  %184 = or i64 %181, %183
  %185 = getelementptr inbounds i8, ptr %178, i64 1
  store ptr %185, ptr %6, align 8, !tbaa !36
  br label %186

186:                                              ; preds = %173, %180
  %187 = phi i64 [ %174, %173 ], [ %184, %180 ]
  %188 = phi i64 [ %175, %173 ], [ 7, %180 ]
  store i64 %188, ptr %5, align 8, !tbaa !42
  %189 = lshr i64 %187, 1
  store i64 %189, ptr %1, align 8, !tbaa !43
  %190 = load i32, ptr %8, align 4
  %191 = trunc i64 %187 to i32
  %192 = shl i32 %191, 1
  %193 = and i32 %192, 2
  %194 = and i32 %190, -3
  %195 = or disjoint i32 %194, %193
  store i32 %195, ptr %8, align 4
  br label %196

196:                                              ; preds = %186, %166
  %197 = load i32, ptr %9, align 4, !tbaa !50
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %9, align 4, !tbaa !50
  store i32 0, ptr %3, align 8, !tbaa !118
  br label %304

199:                                              ; preds = %30
  %200 = load i64, ptr %1, align 8, !tbaa !43
  %201 = load i8, ptr %32, align 1, !tbaa !40
  %202 = zext i8 %201 to i64
  %203 = or i64 %200, %202
  %204 = getelementptr inbounds i8, ptr %32, i64 1
  store ptr %204, ptr %6, align 8, !tbaa !36
  br label %205

205:                                              ; preds = %27, %199
  %206 = phi i64 [ %28, %27 ], [ %203, %199 ]
  %207 = phi i64 [ %29, %27 ], [ 7, %199 ]
  %208 = and i64 %206, 1
  store i64 %207, ptr %5, align 8, !tbaa !42
  %209 = lshr i64 %206, 1
  store i64 %209, ptr %1, align 8, !tbaa !43
  %210 = icmp eq i64 %208, 0
  br i1 %210, label %211, label %304

211:                                              ; preds = %205
  store i32 6, ptr %3, align 8, !tbaa !118
  br label %214

212:                                              ; preds = %11
  %213 = load i64, ptr %5, align 8, !tbaa !42
  br label %214

214:                                              ; preds = %212, %211
  %215 = phi i64 [ %213, %212 ], [ %207, %211 ]
  %216 = icmp ult i64 %215, 2
  br i1 %216, label %219, label %217

217:                                              ; preds = %214
  %218 = load i64, ptr %1, align 8, !tbaa !43
  br label %231

219:                                              ; preds = %214
  %220 = load ptr, ptr %7, align 8, !tbaa !37
  %221 = load ptr, ptr %6, align 8, !tbaa !36
  %222 = icmp eq ptr %221, %220
  br i1 %222, label %304, label %223

223:                                              ; preds = %219
  %224 = load i64, ptr %1, align 8, !tbaa !43
  %225 = load i8, ptr %221, align 1, !tbaa !40
  %226 = zext i8 %225 to i64
  %227 = shl nuw nsw i64 %226, %215
  %228 = or i64 %227, %224
  %229 = or disjoint i64 %215, 8
  %230 = getelementptr inbounds i8, ptr %221, i64 1
  store ptr %230, ptr %6, align 8, !tbaa !36
  br label %231

231:                                              ; preds = %217, %223
  %232 = phi i64 [ %218, %217 ], [ %228, %223 ]
  %233 = phi i64 [ %215, %217 ], [ %229, %223 ]
  %234 = and i64 %232, 3
  %235 = add i64 %233, -2
  store i64 %235, ptr %5, align 8, !tbaa !42
  %236 = lshr i64 %232, 2
  store i64 %236, ptr %1, align 8, !tbaa !43
  %237 = icmp eq i64 %234, 0
  br i1 %237, label %238, label %239

238:                                              ; preds = %231
  store i32 0, ptr %3, align 8, !tbaa !118
  br label %304

239:                                              ; preds = %231
  %240 = trunc nuw nsw i64 %234 to i32
  %241 = load i32, ptr %8, align 4
  %242 = shl nuw nsw i32 %240, 12
  %243 = and i32 %241, -1044481
  %244 = or disjoint i32 %243, %242
  store i32 %244, ptr %8, align 4
  store i32 7, ptr %3, align 8, !tbaa !118
  br label %247

245:                                              ; preds = %11
  %246 = load i32, ptr %8, align 4
  br label %247

247:                                              ; preds = %245, %239
  %248 = phi i32 [ %246, %245 ], [ %244, %239 ]
  %249 = load i32, ptr %10, align 4, !tbaa !44
  %250 = lshr i32 %248, 12
  %251 = and i32 %250, 255
  %252 = icmp slt i32 %249, %251
  br i1 %252, label %255, label %253

253:                                              ; preds = %247
  %254 = load i32, ptr %9, align 4, !tbaa !50
  br label %299

255:                                              ; preds = %247
  %256 = load i64, ptr %5, align 8, !tbaa !42
  br label %257

257:                                              ; preds = %255, %291
  %258 = phi i64 [ %256, %255 ], [ %280, %291 ]
  %259 = phi i32 [ %249, %255 ], [ %282, %291 ]
  %260 = icmp ult i64 %258, 8
  br i1 %260, label %263, label %261

261:                                              ; preds = %257
  %262 = load i64, ptr %1, align 8, !tbaa !43
  br label %276

263:                                              ; preds = %257
  %264 = load ptr, ptr %7, align 8, !tbaa !37
  %265 = load ptr, ptr %6, align 8, !tbaa !36
  %266 = icmp eq ptr %265, %264
  br i1 %266, label %275, label %267

267:                                              ; preds = %263
  %268 = load i64, ptr %1, align 8, !tbaa !43
  %269 = load i8, ptr %265, align 1, !tbaa !40
  %270 = zext i8 %269 to i64
  %271 = shl nuw nsw i64 %270, %258
  %272 = or i64 %271, %268
  %273 = or disjoint i64 %258, 8
  %274 = getelementptr inbounds i8, ptr %265, i64 1
  store ptr %274, ptr %6, align 8, !tbaa !36
  br label %276

275:                                              ; preds = %263
  store i32 %259, ptr %10, align 4, !tbaa !44
  br label %304

276:                                              ; preds = %261, %267
  %277 = phi i64 [ %272, %267 ], [ %262, %261 ]
  %278 = phi i64 [ %273, %267 ], [ %258, %261 ]
  %279 = and i64 %277, 255
  %280 = add i64 %278, -8
  store i64 %280, ptr %5, align 8, !tbaa !42
  %281 = lshr i64 %277, 8
  store i64 %281, ptr %1, align 8, !tbaa !43
  %282 = add nsw i32 %259, 1
  %283 = load i32, ptr %8, align 4
  %284 = lshr i32 %283, 12
  %285 = and i32 %284, 255
  %286 = icmp eq i32 %282, %285
  br i1 %286, label %287, label %291

287:                                              ; preds = %276
  %288 = icmp ugt i32 %282, 1
  %289 = icmp eq i64 %279, 0
  %290 = select i1 %288, i1 %289, i1 false
  br i1 %290, label %304, label %291

291:                                              ; preds = %287, %276
  %292 = shl nsw i32 %259, 3
  %293 = zext nneg i32 %292 to i64
  %294 = shl i64 %279, %293
  %295 = trunc i64 %294 to i32
  %296 = load i32, ptr %9, align 4, !tbaa !50
  %297 = or i32 %296, %295
  store i32 %297, ptr %9, align 4, !tbaa !50
  %298 = icmp slt i32 %282, %285
  br i1 %298, label %257, label %299, !llvm.loop !120

299:                                              ; preds = %291, %253
  %300 = phi i32 [ %254, %253 ], [ %297, %291 ]
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %9, align 4, !tbaa !50
  store i32 0, ptr %3, align 8, !tbaa !118
  br label %304

302:                                              ; preds = %40, %106
  %303 = phi i32 [ 5, %106 ], [ 2, %40 ]
  store i32 %303, ptr %3, align 8, !tbaa !118
  br label %11

304:                                              ; preds = %11, %20, %57, %81, %287, %150, %30, %219, %176, %205, %299, %275, %238, %196, %138, %74
  %305 = phi i32 [ 2, %275 ], [ 1, %299 ], [ 1, %238 ], [ 1, %196 ], [ 2, %138 ], [ 1, %74 ], [ -2, %205 ], [ 2, %176 ], [ 2, %219 ], [ 2, %30 ], [ -1, %150 ], [ -3, %287 ], [ 2, %81 ], [ 2, %57 ], [ 2, %20 ], [ -31, %11 ]
  ret i32 %305
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @BrotliCalculateRingBufferSize(ptr nocapture noundef %0) unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 772
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 6
  %5 = and i32 %4, 63
  %6 = shl nuw i32 1, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 100
  %8 = load i32, ptr %7, align 4, !tbaa !108
  %9 = icmp eq i32 %8, 0
  %10 = select i1 %9, i32 1024, i32 %8
  %11 = icmp ne i32 %8, %6
  %12 = and i32 %3, 4
  %13 = icmp eq i32 %12, 0
  %14 = and i1 %13, %11
  br i1 %14, label %15, label %37

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 136
  %17 = load ptr, ptr %16, align 8, !tbaa !39
  %18 = icmp eq ptr %17, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 88
  %21 = load i32, ptr %20, align 8, !tbaa !110
  br label %22

22:                                               ; preds = %15, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %15 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 132
  %25 = load i32, ptr %24, align 4, !tbaa !50
  %26 = add nsw i32 %25, %23
  %27 = tail call i32 @llvm.smax.i32(i32 %10, i32 %26)
  %28 = and i32 %3, 16
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %22, %30
  %31 = phi i32 [ %32, %30 ], [ %6, %22 ]
  %32 = ashr i32 %31, 1
  %33 = icmp slt i32 %32, %27
  br i1 %33, label %34, label %30, !llvm.loop !121

34:                                               ; preds = %30, %22
  %35 = phi i32 [ %6, %22 ], [ %31, %30 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 768
  store i32 %35, ptr %36, align 8, !tbaa !122
  br label %37

37:                                               ; preds = %1, %34
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -31, 3) i32 @DecodeVarLenUint8(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 760
  %5 = load i32, ptr %4, align 8, !tbaa !123
  switch i32 %5, label %104 [
    i32 0, label %11
    i32 1, label %8
    i32 2, label %6
  ]

6:                                                ; preds = %3
  %7 = load i64, ptr %2, align 8, !tbaa !21
  br label %67

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !42
  br label %37

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !42
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i64, ptr %1, align 8, !tbaa !43
  %17 = add i64 %13, -1
  br label %30

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %1, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %19, align 8, !tbaa !36
  %23 = icmp eq ptr %22, %21
  br i1 %23, label %104, label %24

24:                                               ; preds = %18
  %25 = load i64, ptr %1, align 8, !tbaa !43
  %26 = load i8, ptr %22, align 1, !tbaa !40
  %27 = zext i8 %26 to i64
  %28 = or i64 %25, %27
  %29 = getelementptr inbounds i8, ptr %22, i64 1
  store ptr %29, ptr %19, align 8, !tbaa !36
  br label %30

30:                                               ; preds = %15, %24
  %31 = phi i64 [ %16, %15 ], [ %28, %24 ]
  %32 = phi i64 [ %17, %15 ], [ 7, %24 ]
  %33 = and i64 %31, 1
  store i64 %32, ptr %12, align 8, !tbaa !42
  %34 = lshr i64 %31, 1
  store i64 %34, ptr %1, align 8, !tbaa !43
  %35 = icmp eq i64 %33, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %30
  store i64 0, ptr %2, align 8, !tbaa !21
  br label %104

37:                                               ; preds = %8, %30
  %38 = phi i64 [ %10, %8 ], [ %32, %30 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  %40 = icmp ult i64 %38, 3
  br i1 %40, label %43, label %41

41:                                               ; preds = %37
  %42 = load i64, ptr %1, align 8, !tbaa !43
  br label %58

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %1, i64 16
  %45 = getelementptr inbounds i8, ptr %1, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !37
  %47 = load ptr, ptr %44, align 8, !tbaa !36
  %48 = icmp eq ptr %47, %46
  br i1 %48, label %57, label %49

49:                                               ; preds = %43
  %50 = load i64, ptr %1, align 8, !tbaa !43
  %51 = load i8, ptr %47, align 1, !tbaa !40
  %52 = zext i8 %51 to i64
  %53 = shl nuw nsw i64 %52, %38
  %54 = or i64 %53, %50
  %55 = or disjoint i64 %38, 8
  %56 = getelementptr inbounds i8, ptr %47, i64 1
  store ptr %56, ptr %44, align 8, !tbaa !36
  br label %58

57:                                               ; preds = %43
  store i32 1, ptr %4, align 8, !tbaa !123
  br label %104

58:                                               ; preds = %41, %49
  %59 = phi i64 [ %42, %41 ], [ %54, %49 ]
  %60 = phi i64 [ %38, %41 ], [ %55, %49 ]
  %61 = and i64 %59, 7
  %62 = add i64 %60, -3
  store i64 %62, ptr %39, align 8, !tbaa !42
  %63 = lshr i64 %59, 3
  store i64 %63, ptr %1, align 8, !tbaa !43
  %64 = icmp eq i64 %61, 0
  br i1 %64, label %65, label %66

65:                                               ; preds = %58
  store i64 1, ptr %2, align 8, !tbaa !21
  store i32 0, ptr %4, align 8, !tbaa !123
  br label %104

66:                                               ; preds = %58
  store i64 %61, ptr %2, align 8, !tbaa !21
  br label %67

67:                                               ; preds = %6, %66
  %68 = phi i64 [ %7, %6 ], [ %61, %66 ]
  %69 = getelementptr inbounds i8, ptr %1, i64 8
  %70 = load i64, ptr %69, align 8, !tbaa !42
  %71 = icmp ult i64 %70, %68
  br i1 %71, label %74, label %72

72:                                               ; preds = %67
  %73 = load i64, ptr %1, align 8, !tbaa !43
  br label %93

74:                                               ; preds = %67
  %75 = getelementptr inbounds i8, ptr %1, i64 16
  %76 = getelementptr inbounds i8, ptr %1, i64 32
  %77 = load ptr, ptr %76, align 8, !tbaa !37
  %78 = load ptr, ptr %75, align 8, !tbaa !36
  br label %79

79:                                               ; preds = %74, %83
  %80 = phi ptr [ %78, %74 ], [ %90, %83 ]
  %81 = phi i64 [ %70, %74 ], [ %89, %83 ]
  %82 = icmp eq ptr %80, %77
  br i1 %82, label %92, label %83

83:                                               ; preds = %79
  %84 = load i64, ptr %1, align 8, !tbaa !43
  %85 = load i8, ptr %80, align 1, !tbaa !40
  %86 = zext i8 %85 to i64
  %87 = shl i64 %86, %81
  %88 = or i64 %87, %84
  store i64 %88, ptr %1, align 8, !tbaa !43
  %89 = add i64 %81, 8
  store i64 %89, ptr %69, align 8, !tbaa !42
  %90 = getelementptr inbounds i8, ptr %80, i64 1
  store ptr %90, ptr %75, align 8, !tbaa !36
  %91 = icmp ult i64 %89, %68
  br i1 %91, label %79, label %93, !llvm.loop !66

92:                                               ; preds = %79
  store i32 2, ptr %4, align 8, !tbaa !123
  br label %104

93:                                               ; preds = %83, %72
  %94 = phi i64 [ %73, %72 ], [ %88, %83 ]
  %95 = phi i64 [ %70, %72 ], [ %89, %83 ]
  %96 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %68
  %97 = load i64, ptr %96, align 8, !tbaa !21
  %98 = and i64 %97, %94
  %99 = sub i64 %95, %68
  store i64 %99, ptr %69, align 8, !tbaa !42
  %100 = lshr i64 %94, %68
  store i64 %100, ptr %1, align 8, !tbaa !43
  %101 = load i64, ptr %2, align 8, !tbaa !21
  %102 = shl nuw i64 1, %101
  %103 = add i64 %102, %98
  store i64 %103, ptr %2, align 8, !tbaa !21
  store i32 0, ptr %4, align 8, !tbaa !123
  br label %104

104:                                              ; preds = %18, %3, %93, %92, %65, %57, %36
  %105 = phi i32 [ 2, %92 ], [ 1, %93 ], [ 2, %57 ], [ 1, %65 ], [ 1, %36 ], [ -31, %3 ], [ 2, %18 ]
  ret i32 %105
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef i32 @ReadHuffmanCode(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef writeonly %3, ptr noundef %4) unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %4, i64 856
  %8 = load i32, ptr %7, align 8, !tbaa !54
  %9 = getelementptr inbounds i8, ptr %4, i64 864
  %10 = getelementptr inbounds i8, ptr %4, i64 16
  %11 = getelementptr inbounds i8, ptr %4, i64 24
  %12 = getelementptr inbounds i8, ptr %4, i64 40
  %13 = getelementptr inbounds i8, ptr %4, i64 904
  %14 = getelementptr inbounds i8, ptr %4, i64 896
  %15 = getelementptr inbounds i8, ptr %4, i64 2634
  %16 = getelementptr inbounds i8, ptr %4, i64 2616
  switch i32 %8, label %575 [
    i32 0, label %19
    i32 1, label %17
    i32 2, label %68
    i32 3, label %140
    i32 4, label %180
    i32 5, label %283
  ]

17:                                               ; preds = %5
  %18 = load i64, ptr %10, align 8, !tbaa !42
  br label %43

19:                                               ; preds = %5
  %20 = load i64, ptr %10, align 8, !tbaa !42
  %21 = icmp ult i64 %20, 2
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  %23 = load i64, ptr %6, align 8, !tbaa !43
  br label %36

24:                                               ; preds = %19
  %25 = load ptr, ptr %12, align 8, !tbaa !37
  %26 = load ptr, ptr %11, align 8, !tbaa !36
  %27 = icmp eq ptr %26, %25
  br i1 %27, label %575, label %28

28:                                               ; preds = %24
  %29 = load i64, ptr %6, align 8, !tbaa !43
  %30 = load i8, ptr %26, align 1, !tbaa !40
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, %20
  %33 = or i64 %32, %29
  %34 = or disjoint i64 %20, 8
  %35 = getelementptr inbounds i8, ptr %26, i64 1
  store ptr %35, ptr %11, align 8, !tbaa !36
  br label %36

36:                                               ; preds = %22, %28
  %37 = phi i64 [ %33, %28 ], [ %23, %22 ]
  %38 = phi i64 [ %34, %28 ], [ %20, %22 ]
  %39 = and i64 %37, 3
  store i64 %39, ptr %9, align 8, !tbaa !21
  %40 = add i64 %38, -2
  store i64 %40, ptr %10, align 8, !tbaa !42
  %41 = lshr i64 %37, 2
  store i64 %41, ptr %6, align 8, !tbaa !43
  %42 = icmp eq i64 %39, 1
  br i1 %42, label %43, label %179

43:                                               ; preds = %17, %36
  %44 = phi i64 [ %18, %17 ], [ %40, %36 ]
  %45 = getelementptr inbounds i8, ptr %4, i64 888
  %46 = icmp ult i64 %44, 2
  br i1 %46, label %49, label %47

47:                                               ; preds = %43
  %48 = load i64, ptr %6, align 8, !tbaa !43
  br label %62

49:                                               ; preds = %43
  %50 = load ptr, ptr %12, align 8, !tbaa !37
  %51 = load ptr, ptr %11, align 8, !tbaa !36
  %52 = icmp eq ptr %51, %50
  br i1 %52, label %61, label %53

53:                                               ; preds = %49
  %54 = load i64, ptr %6, align 8, !tbaa !43
  %55 = load i8, ptr %51, align 1, !tbaa !40
  %56 = zext i8 %55 to i64
  %57 = shl nuw nsw i64 %56, %44
  %58 = or i64 %57, %54
  %59 = or disjoint i64 %44, 8
  %60 = getelementptr inbounds i8, ptr %51, i64 1
  store ptr %60, ptr %11, align 8, !tbaa !36
  br label %62

61:                                               ; preds = %49
  store i32 1, ptr %7, align 8, !tbaa !54
  br label %575

62:                                               ; preds = %47, %53
  %63 = phi i64 [ %48, %47 ], [ %58, %53 ]
  %64 = phi i64 [ %44, %47 ], [ %59, %53 ]
  %65 = and i64 %63, 3
  store i64 %65, ptr %45, align 8, !tbaa !21
  %66 = add i64 %64, -2
  store i64 %66, ptr %10, align 8, !tbaa !42
  %67 = lshr i64 %63, 2
  store i64 %67, ptr %6, align 8, !tbaa !43
  store i64 0, ptr %9, align 8, !tbaa !51
  br label %72

68:                                               ; preds = %5
  %69 = load i64, ptr %9, align 8, !tbaa !51
  %70 = getelementptr inbounds i8, ptr %4, i64 888
  %71 = load i64, ptr %70, align 8, !tbaa !124
  br label %72

72:                                               ; preds = %68, %62
  %73 = phi i64 [ %71, %68 ], [ %65, %62 ]
  %74 = phi i64 [ %69, %68 ], [ 0, %62 ]
  %75 = add i64 %0, -1
  %76 = icmp eq i64 %75, 0
  %77 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %75, i1 true)
  %78 = sub nuw nsw i64 64, %77
  %79 = select i1 %76, i64 0, i64 %78
  %80 = icmp ugt i64 %74, %73
  br i1 %80, label %94, label %81

81:                                               ; preds = %72
  %82 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %79
  %83 = getelementptr inbounds i8, ptr %4, i64 1048
  %84 = load i64, ptr %10, align 8, !tbaa !42
  br label %85

85:                                               ; preds = %120, %81
  %86 = phi i64 [ %84, %81 ], [ %117, %120 ]
  %87 = phi i64 [ %74, %81 ], [ %123, %120 ]
  %88 = icmp ult i64 %86, %79
  br i1 %88, label %91, label %89

89:                                               ; preds = %85
  %90 = load i64, ptr %6, align 8, !tbaa !43
  br label %112

91:                                               ; preds = %85
  %92 = load ptr, ptr %12, align 8, !tbaa !37
  %93 = load ptr, ptr %11, align 8, !tbaa !36
  br label %98

94:                                               ; preds = %120, %72
  %95 = icmp eq i64 %73, 0
  br i1 %95, label %170, label %96

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %4, i64 1048
  br label %127

98:                                               ; preds = %102, %91
  %99 = phi ptr [ %93, %91 ], [ %109, %102 ]
  %100 = phi i64 [ %86, %91 ], [ %108, %102 ]
  %101 = icmp eq ptr %99, %92
  br i1 %101, label %111, label %102

102:                                              ; preds = %98
  %103 = load i64, ptr %6, align 8, !tbaa !43
  %104 = load i8, ptr %99, align 1, !tbaa !40
  %105 = zext i8 %104 to i64
  %106 = shl i64 %105, %100
  %107 = or i64 %106, %103
  store i64 %107, ptr %6, align 8, !tbaa !43
  %108 = add nuw nsw i64 %100, 8
  store i64 %108, ptr %10, align 8, !tbaa !42
  %109 = getelementptr inbounds i8, ptr %99, i64 1
  store ptr %109, ptr %11, align 8, !tbaa !36
  %110 = icmp ult i64 %108, %79
  br i1 %110, label %98, label %112, !llvm.loop !66

111:                                              ; preds = %98
  store i64 %87, ptr %9, align 8, !tbaa !51
  store i32 2, ptr %7, align 8, !tbaa !54
  br label %575

112:                                              ; preds = %102, %89
  %113 = phi i64 [ %90, %89 ], [ %107, %102 ]
  %114 = phi i64 [ %86, %89 ], [ %108, %102 ]
  %115 = load i64, ptr %82, align 8, !tbaa !21
  %116 = and i64 %115, %113
  %117 = sub i64 %114, %79
  store i64 %117, ptr %10, align 8, !tbaa !42
  %118 = lshr i64 %113, %79
  store i64 %118, ptr %6, align 8, !tbaa !43
  %119 = icmp ult i64 %116, %1
  br i1 %119, label %120, label %575

120:                                              ; preds = %112
  %121 = trunc i64 %116 to i16
  %122 = getelementptr inbounds [720 x i16], ptr %83, i64 0, i64 %87
  store i16 %121, ptr %122, align 2, !tbaa !125
  %123 = add i64 %87, 1
  %124 = icmp ugt i64 %123, %73
  br i1 %124, label %94, label %85, !llvm.loop !126

125:                                              ; preds = %132
  %126 = icmp eq i64 %129, %73
  br i1 %126, label %143, label %127

127:                                              ; preds = %125, %96
  %128 = phi i64 [ 0, %96 ], [ %129, %125 ]
  %129 = add nuw i64 %128, 1
  %130 = getelementptr inbounds [720 x i16], ptr %97, i64 0, i64 %128
  %131 = load i16, ptr %130, align 2, !tbaa !125
  br label %135

132:                                              ; preds = %135
  %133 = add i64 %136, 1
  %134 = icmp ugt i64 %133, %73
  br i1 %134, label %125, label %135, !llvm.loop !127

135:                                              ; preds = %132, %127
  %136 = phi i64 [ %129, %127 ], [ %133, %132 ]
  %137 = getelementptr inbounds [720 x i16], ptr %97, i64 0, i64 %136
  %138 = load i16, ptr %137, align 2, !tbaa !125
  %139 = icmp eq i16 %131, %138
  br i1 %139, label %575, label %132

140:                                              ; preds = %5
  %141 = getelementptr inbounds i8, ptr %4, i64 888
  %142 = load i64, ptr %141, align 8, !tbaa !124
  br label %143

143:                                              ; preds = %125, %140
  %144 = phi i64 [ %142, %140 ], [ %73, %125 ]
  %145 = getelementptr inbounds i8, ptr %4, i64 888
  %146 = icmp eq i64 %144, 3
  br i1 %146, label %147, label %170

147:                                              ; preds = %143
  %148 = load i64, ptr %10, align 8, !tbaa !42
  %149 = icmp eq i64 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %147
  %151 = load i64, ptr %6, align 8, !tbaa !43
  %152 = add i64 %148, -1
  br label %164

153:                                              ; preds = %147
  %154 = load ptr, ptr %12, align 8, !tbaa !37
  %155 = load ptr, ptr %11, align 8, !tbaa !36
  %156 = icmp eq ptr %155, %154
  br i1 %156, label %163, label %157

157:                                              ; preds = %153
  %158 = load i64, ptr %6, align 8, !tbaa !43
  %159 = load i8, ptr %155, align 1, !tbaa !40
  %160 = zext i8 %159 to i64
  %161 = or i64 %158, %160
  %162 = getelementptr inbounds i8, ptr %155, i64 1
  store ptr %162, ptr %11, align 8, !tbaa !36
  br label %164

163:                                              ; preds = %153
  store i32 3, ptr %7, align 8, !tbaa !54
  br label %575

164:                                              ; preds = %150, %157
  %165 = phi i64 [ %151, %150 ], [ %161, %157 ]
  %166 = phi i64 [ %152, %150 ], [ 7, %157 ]
  %167 = and i64 %165, 1
  store i64 %166, ptr %10, align 8, !tbaa !42
  %168 = lshr i64 %165, 1
  store i64 %168, ptr %6, align 8, !tbaa !43
  %169 = add nuw nsw i64 %167, 3
  store i64 %169, ptr %145, align 8, !tbaa !124
  br label %170

170:                                              ; preds = %94, %143, %164
  %171 = phi i64 [ %169, %164 ], [ %144, %143 ], [ 0, %94 ]
  %172 = getelementptr inbounds i8, ptr %4, i64 1048
  %173 = trunc i64 %171 to i32
  %174 = tail call i32 @BrotliBuildSimpleHuffmanTable(ptr noundef %2, i32 noundef 8, ptr noundef nonnull %172, i32 noundef %173) #23
  %175 = icmp eq ptr %3, null
  br i1 %175, label %178, label %176

176:                                              ; preds = %170
  %177 = zext i32 %174 to i64
  store i64 %177, ptr %3, align 8, !tbaa !21
  br label %178

178:                                              ; preds = %176, %170
  store i32 0, ptr %7, align 8, !tbaa !54
  br label %575

179:                                              ; preds = %36
  store i64 32, ptr %13, align 8, !tbaa !128
  store i64 0, ptr %14, align 8, !tbaa !129
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(30) %16, i8 0, i64 30, i1 false)
  store i32 4, ptr %7, align 8, !tbaa !54
  br label %185

180:                                              ; preds = %5
  %181 = load i64, ptr %14, align 8, !tbaa !129
  %182 = load i64, ptr %13, align 8, !tbaa !128
  %183 = load i64, ptr %9, align 8, !tbaa !51
  %184 = icmp ult i64 %183, 18
  br i1 %184, label %185, label %264

185:                                              ; preds = %179, %180
  %186 = phi i64 [ 0, %179 ], [ %181, %180 ]
  %187 = phi i64 [ 32, %179 ], [ %182, %180 ]
  %188 = phi i64 [ %39, %179 ], [ %183, %180 ]
  %189 = load i64, ptr %10, align 8, !tbaa !42
  br label %190

190:                                              ; preds = %259, %185
  %191 = phi i64 [ %189, %185 ], [ %240, %259 ]
  %192 = phi i64 [ %186, %185 ], [ %261, %259 ]
  %193 = phi i64 [ %187, %185 ], [ %260, %259 ]
  %194 = phi i64 [ %188, %185 ], [ %262, %259 ]
  %195 = getelementptr inbounds [18 x i8], ptr @kCodeLengthCodeOrder, i64 0, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !40
  %197 = icmp ult i64 %191, 4
  br i1 %197, label %200, label %198

198:                                              ; preds = %190
  %199 = load i64, ptr %6, align 8, !tbaa !43
  br label %212

200:                                              ; preds = %190
  %201 = load ptr, ptr %12, align 8, !tbaa !37
  %202 = load ptr, ptr %11, align 8, !tbaa !36
  %203 = icmp eq ptr %202, %201
  br i1 %203, label %219, label %204

204:                                              ; preds = %200
  %205 = load i64, ptr %6, align 8, !tbaa !43
  %206 = load i8, ptr %202, align 1, !tbaa !40
  %207 = zext i8 %206 to i64
  %208 = shl nuw nsw i64 %207, %191
  %209 = or i64 %208, %205
  %210 = or disjoint i64 %191, 8
  %211 = getelementptr inbounds i8, ptr %202, i64 1
  store ptr %211, ptr %11, align 8, !tbaa !36
  br label %212

212:                                              ; preds = %204, %198
  %213 = phi i64 [ %209, %204 ], [ %199, %198 ]
  %214 = phi i64 [ %210, %204 ], [ %191, %198 ]
  %215 = and i64 %213, 15
  %216 = getelementptr inbounds [16 x i8], ptr @kCodeLengthPrefixLength, i64 0, i64 %215
  %217 = load i8, ptr %216, align 1, !tbaa !40
  %218 = zext i8 %217 to i64
  br label %233

219:                                              ; preds = %200
  %220 = icmp eq i64 %191, 0
  br i1 %220, label %224, label %221

221:                                              ; preds = %219
  %222 = load i64, ptr %6, align 8, !tbaa !43
  %223 = and i64 %222, 15
  br label %224

224:                                              ; preds = %221, %219
  %225 = phi i64 [ %223, %221 ], [ 0, %219 ]
  %226 = getelementptr inbounds [16 x i8], ptr @kCodeLengthPrefixLength, i64 0, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !40
  %228 = zext i8 %227 to i64
  %229 = icmp ult i64 %191, %228
  br i1 %229, label %232, label %230

230:                                              ; preds = %224
  %231 = load i64, ptr %6, align 8, !tbaa !43
  br label %233

232:                                              ; preds = %224
  store i64 %194, ptr %9, align 8, !tbaa !51
  store i64 %192, ptr %14, align 8, !tbaa !129
  store i64 %193, ptr %13, align 8, !tbaa !128
  store i32 4, ptr %7, align 8, !tbaa !54
  br label %575

233:                                              ; preds = %230, %212
  %234 = phi i64 [ %228, %230 ], [ %218, %212 ]
  %235 = phi i64 [ %231, %230 ], [ %213, %212 ]
  %236 = phi i64 [ %191, %230 ], [ %214, %212 ]
  %237 = phi i64 [ %225, %230 ], [ %215, %212 ]
  %238 = getelementptr inbounds [16 x i8], ptr @kCodeLengthPrefixValue, i64 0, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !40
  %240 = sub i64 %236, %234
  store i64 %240, ptr %10, align 8, !tbaa !42
  %241 = lshr i64 %235, %234
  store i64 %241, ptr %6, align 8, !tbaa !43
  %242 = zext i8 %196 to i64
  %243 = getelementptr inbounds [18 x i8], ptr %16, i64 0, i64 %242
  store i8 %239, ptr %243, align 1, !tbaa !40
  %244 = lshr i64 4369, %237
  %245 = and i64 %244, 1
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %247, label %259

247:                                              ; preds = %233
  %248 = zext i8 %239 to i64
  %249 = zext nneg i8 %239 to i32
  %250 = lshr i32 32, %249
  %251 = zext nneg i32 %250 to i64
  %252 = sub i64 %193, %251
  %253 = add i64 %192, 1
  %254 = getelementptr inbounds [16 x i16], ptr %15, i64 0, i64 %248
  %255 = load i16, ptr %254, align 2, !tbaa !125
  %256 = add i16 %255, 1
  store i16 %256, ptr %254, align 2, !tbaa !125
  %257 = add i64 %252, -33
  %258 = icmp ult i64 %257, -32
  br i1 %258, label %264, label %259

259:                                              ; preds = %247, %233
  %260 = phi i64 [ %252, %247 ], [ %193, %233 ]
  %261 = phi i64 [ %253, %247 ], [ %192, %233 ]
  %262 = add i64 %194, 1
  %263 = icmp eq i64 %262, 18
  br i1 %263, label %264, label %190, !llvm.loop !130

264:                                              ; preds = %259, %247, %180
  %265 = phi i64 [ %182, %180 ], [ %260, %259 ], [ %252, %247 ]
  %266 = phi i64 [ %181, %180 ], [ %261, %259 ], [ %253, %247 ]
  %267 = icmp eq i64 %266, 1
  %268 = icmp eq i64 %265, 0
  %269 = select i1 %267, i1 true, i1 %268
  br i1 %269, label %270, label %575

270:                                              ; preds = %264
  %271 = getelementptr inbounds i8, ptr %4, i64 912
  tail call void @BrotliBuildCodeLengthsHuffmanTable(ptr noundef nonnull %271, ptr noundef nonnull %16, ptr noundef nonnull %15) #23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  %272 = getelementptr inbounds i8, ptr %4, i64 2488
  %273 = getelementptr inbounds i8, ptr %4, i64 1040
  %274 = load ptr, ptr %273, align 8, !tbaa !53
  %275 = getelementptr inbounds i8, ptr %274, i64 -32
  store <4 x i32> <i32 -16, i32 -15, i32 -14, i32 -13>, ptr %272, align 4, !tbaa !30
  %276 = getelementptr inbounds i8, ptr %4, i64 2504
  store <4 x i32> <i32 -12, i32 -11, i32 -10, i32 -9>, ptr %276, align 4, !tbaa !30
  store <8 x i16> <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, ptr %275, align 2, !tbaa !125
  %277 = getelementptr inbounds i8, ptr %4, i64 2520
  %278 = getelementptr inbounds i8, ptr %274, i64 -16
  store <4 x i32> <i32 -8, i32 -7, i32 -6, i32 -5>, ptr %277, align 4, !tbaa !30
  %279 = getelementptr inbounds i8, ptr %4, i64 2536
  store <4 x i32> <i32 -4, i32 -3, i32 -2, i32 -1>, ptr %279, align 4, !tbaa !30
  store <8 x i16> <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, ptr %278, align 2, !tbaa !125
  %280 = getelementptr inbounds i8, ptr %4, i64 888
  store i64 0, ptr %280, align 8, !tbaa !124
  %281 = getelementptr inbounds i8, ptr %4, i64 880
  store i64 8, ptr %281, align 8, !tbaa !131
  store i64 0, ptr %14, align 8, !tbaa !129
  %282 = getelementptr inbounds i8, ptr %4, i64 872
  store i64 0, ptr %282, align 8, !tbaa !132
  store i64 32768, ptr %13, align 8, !tbaa !128
  store i32 5, ptr %7, align 8, !tbaa !54
  br label %294

283:                                              ; preds = %5
  %284 = load i64, ptr %13, align 8, !tbaa !128
  %285 = load i64, ptr %14, align 8, !tbaa !129
  %286 = getelementptr inbounds i8, ptr %4, i64 888
  %287 = load i64, ptr %286, align 8, !tbaa !124
  %288 = getelementptr inbounds i8, ptr %4, i64 880
  %289 = load i64, ptr %288, align 8, !tbaa !131
  %290 = getelementptr inbounds i8, ptr %4, i64 872
  %291 = load i64, ptr %290, align 8, !tbaa !132
  %292 = getelementptr inbounds i8, ptr %4, i64 1040
  %293 = load ptr, ptr %292, align 8, !tbaa !53
  br label %294

294:                                              ; preds = %283, %270
  %295 = phi ptr [ %293, %283 ], [ %274, %270 ]
  %296 = phi i64 [ %291, %283 ], [ 0, %270 ]
  %297 = phi i64 [ %289, %283 ], [ 8, %270 ]
  %298 = phi i64 [ %284, %283 ], [ 32768, %270 ]
  %299 = phi i64 [ %285, %283 ], [ 0, %270 ]
  %300 = phi i64 [ %287, %283 ], [ 0, %270 ]
  %301 = getelementptr inbounds i8, ptr %4, i64 888
  %302 = getelementptr inbounds i8, ptr %4, i64 880
  %303 = getelementptr inbounds i8, ptr %4, i64 872
  %304 = getelementptr inbounds i8, ptr %4, i64 1040
  %305 = getelementptr inbounds i8, ptr %4, i64 2488
  %306 = tail call i32 @BrotliWarmupBitReader(ptr noundef nonnull %6) #23
  %307 = icmp eq i32 %306, 0
  br i1 %307, label %308, label %311

308:                                              ; preds = %294
  %309 = load i64, ptr %301, align 8, !tbaa !21
  %310 = load i64, ptr %13, align 8, !tbaa !21
  br label %431

311:                                              ; preds = %294
  %312 = icmp ult i64 %300, %1
  %313 = icmp ne i64 %298, 0
  %314 = select i1 %312, i1 %313, i1 false
  br i1 %314, label %315, label %428

315:                                              ; preds = %311
  %316 = getelementptr inbounds i8, ptr %4, i64 32
  %317 = load ptr, ptr %316, align 8, !tbaa !38
  %318 = getelementptr inbounds i8, ptr %4, i64 912
  %319 = load ptr, ptr %11, align 8, !tbaa !36
  br label %320

320:                                              ; preds = %419, %315
  %321 = phi ptr [ %319, %315 ], [ %342, %419 ]
  %322 = phi i64 [ %296, %315 ], [ %424, %419 ]
  %323 = phi i64 [ %297, %315 ], [ %423, %419 ]
  %324 = phi i64 [ %298, %315 ], [ %422, %419 ]
  %325 = phi i64 [ %299, %315 ], [ %421, %419 ]
  %326 = phi i64 [ %300, %315 ], [ %420, %419 ]
  %327 = icmp ult ptr %321, %317
  br i1 %327, label %328, label %430

328:                                              ; preds = %320
  %329 = load i64, ptr %10, align 8, !tbaa !42
  %330 = icmp ult i64 %329, 33
  %331 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %330, label %332, label %339

332:                                              ; preds = %328
  %333 = load i32, ptr %321, align 1
  %334 = zext i32 %333 to i64
  %335 = shl nuw i64 %334, %329
  %336 = or i64 %335, %331
  %337 = add nuw nsw i64 %329, 32
  %338 = getelementptr inbounds i8, ptr %321, i64 4
  store ptr %338, ptr %11, align 8, !tbaa !36
  br label %339

339:                                              ; preds = %332, %328
  %340 = phi i64 [ %329, %328 ], [ %337, %332 ]
  %341 = phi i64 [ %331, %328 ], [ %336, %332 ]
  %342 = phi ptr [ %321, %328 ], [ %338, %332 ]
  %343 = and i64 %341, 31
  %344 = getelementptr inbounds %struct.HuffmanCode, ptr %318, i64 %343
  %345 = load i8, ptr %344, align 2, !tbaa !59
  %346 = zext i8 %345 to i64
  %347 = sub i64 %340, %346
  store i64 %347, ptr %10, align 8, !tbaa !42
  %348 = lshr i64 %341, %346
  store i64 %348, ptr %6, align 8, !tbaa !43
  %349 = getelementptr inbounds i8, ptr %344, i64 2
  %350 = load i16, ptr %349, align 2, !tbaa !61
  %351 = zext i16 %350 to i64
  %352 = icmp ult i16 %350, 16
  br i1 %352, label %353, label %373

353:                                              ; preds = %339
  %354 = icmp eq i16 %350, 0
  br i1 %354, label %369, label %355

355:                                              ; preds = %353
  %356 = trunc i64 %326 to i16
  %357 = getelementptr inbounds i32, ptr %305, i64 %351
  %358 = load i32, ptr %357, align 4, !tbaa !30
  %359 = sext i32 %358 to i64
  %360 = getelementptr inbounds i16, ptr %295, i64 %359
  store i16 %356, ptr %360, align 2, !tbaa !125
  %361 = trunc i64 %326 to i32
  store i32 %361, ptr %357, align 4, !tbaa !30
  %362 = zext nneg i16 %350 to i32
  %363 = lshr exact i32 32768, %362
  %364 = zext nneg i32 %363 to i64
  %365 = sub i64 %324, %364
  %366 = getelementptr inbounds i16, ptr %15, i64 %351
  %367 = load i16, ptr %366, align 2, !tbaa !125
  %368 = add i16 %367, 1
  store i16 %368, ptr %366, align 2, !tbaa !125
  br label %369

369:                                              ; preds = %355, %353
  %370 = phi i64 [ %324, %353 ], [ %365, %355 ]
  %371 = phi i64 [ %323, %353 ], [ %351, %355 ]
  %372 = add nuw i64 %326, 1
  br label %419

373:                                              ; preds = %339
  %374 = icmp eq i16 %350, 16
  %375 = select i1 %374, i64 2, i64 3
  %376 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %375
  %377 = load i64, ptr %376, align 8, !tbaa !21
  %378 = and i64 %377, %348
  %379 = sub i64 %347, %375
  store i64 %379, ptr %10, align 8, !tbaa !42
  %380 = lshr i64 %348, %375
  store i64 %380, ptr %6, align 8, !tbaa !43
  %381 = select i1 %374, i64 %323, i64 0
  %382 = icmp eq i64 %322, %381
  br i1 %382, label %383, label %388

383:                                              ; preds = %373
  %384 = icmp eq i64 %325, 0
  br i1 %384, label %388, label %385

385:                                              ; preds = %383
  %386 = add i64 %325, -2
  %387 = shl i64 %386, %375
  br label %388

388:                                              ; preds = %385, %383, %373
  %389 = phi i64 [ %322, %383 ], [ %322, %385 ], [ %381, %373 ]
  %390 = phi i64 [ 0, %383 ], [ %325, %385 ], [ 0, %373 ]
  %391 = phi i64 [ 0, %383 ], [ %387, %385 ], [ 0, %373 ]
  %392 = add i64 %378, 3
  %393 = add i64 %392, %391
  %394 = sub i64 %393, %390
  %395 = add i64 %394, %326
  %396 = icmp ugt i64 %395, %1
  br i1 %396, label %428, label %397

397:                                              ; preds = %388
  %398 = icmp eq i64 %389, 0
  br i1 %398, label %419, label %399

399:                                              ; preds = %397
  %400 = getelementptr inbounds i32, ptr %305, i64 %389
  %401 = load i32, ptr %400, align 4, !tbaa !30
  br label %402

402:                                              ; preds = %402, %399
  %403 = phi i64 [ %326, %399 ], [ %409, %402 ]
  %404 = phi i32 [ %401, %399 ], [ %408, %402 ]
  %405 = trunc i64 %403 to i16
  %406 = sext i32 %404 to i64
  %407 = getelementptr inbounds i16, ptr %295, i64 %406
  store i16 %405, ptr %407, align 2, !tbaa !125
  %408 = trunc i64 %403 to i32
  %409 = add i64 %403, 1
  %410 = icmp eq i64 %409, %395
  br i1 %410, label %411, label %402, !llvm.loop !133

411:                                              ; preds = %402
  store i32 %408, ptr %400, align 4, !tbaa !30
  %412 = sub i64 15, %389
  %413 = shl i64 %394, %412
  %414 = sub i64 %324, %413
  %415 = getelementptr inbounds i16, ptr %15, i64 %389
  %416 = load i16, ptr %415, align 2, !tbaa !125
  %417 = trunc i64 %394 to i16
  %418 = add i16 %416, %417
  store i16 %418, ptr %415, align 2, !tbaa !125
  br label %419

419:                                              ; preds = %411, %397, %369
  %420 = phi i64 [ %372, %369 ], [ %395, %411 ], [ %395, %397 ]
  %421 = phi i64 [ 0, %369 ], [ %393, %411 ], [ %393, %397 ]
  %422 = phi i64 [ %370, %369 ], [ %414, %411 ], [ %324, %397 ]
  %423 = phi i64 [ %371, %369 ], [ %323, %411 ], [ %323, %397 ]
  %424 = phi i64 [ %322, %369 ], [ %389, %411 ], [ 0, %397 ]
  %425 = icmp ult i64 %420, %1
  %426 = icmp ne i64 %422, 0
  %427 = select i1 %425, i1 %426, i1 false
  br i1 %427, label %320, label %428

428:                                              ; preds = %388, %419, %311
  %429 = phi i64 [ %298, %311 ], [ 1048575, %388 ], [ %422, %419 ]
  store i64 %429, ptr %13, align 8, !tbaa !128
  br label %565

430:                                              ; preds = %320
  store i64 %326, ptr %301, align 8, !tbaa !124
  store i64 %325, ptr %14, align 8, !tbaa !129
  store i64 %323, ptr %302, align 8, !tbaa !131
  store i64 %322, ptr %303, align 8, !tbaa !132
  store i64 %324, ptr %13, align 8, !tbaa !128
  br label %431

431:                                              ; preds = %308, %430
  %432 = phi i64 [ %310, %308 ], [ %324, %430 ]
  %433 = phi i64 [ %309, %308 ], [ %326, %430 ]
  %434 = icmp ult i64 %433, %1
  br i1 %434, label %435, label %565

435:                                              ; preds = %431
  %436 = getelementptr inbounds i8, ptr %4, i64 912
  br label %437

437:                                              ; preds = %560, %435
  %438 = phi i64 [ %432, %435 ], [ %561, %560 ]
  %439 = phi i32 [ 0, %435 ], [ %563, %560 ]
  %440 = phi i64 [ %433, %435 ], [ %562, %560 ]
  %441 = icmp eq i64 %438, 0
  br i1 %441, label %568, label %442

442:                                              ; preds = %437
  %443 = icmp eq i32 %439, 0
  br i1 %443, label %444, label %446

444:                                              ; preds = %442
  %445 = load i64, ptr %10, align 8, !tbaa !42
  br label %459

446:                                              ; preds = %442
  %447 = load ptr, ptr %11, align 8, !tbaa !36
  %448 = load ptr, ptr %12, align 8, !tbaa !37
  %449 = icmp eq ptr %447, %448
  br i1 %449, label %575, label %450

450:                                              ; preds = %446
  %451 = load i64, ptr %6, align 8, !tbaa !43
  %452 = load i8, ptr %447, align 1, !tbaa !40
  %453 = zext i8 %452 to i64
  %454 = load i64, ptr %10, align 8, !tbaa !42
  %455 = shl i64 %453, %454
  %456 = or i64 %455, %451
  store i64 %456, ptr %6, align 8, !tbaa !43
  %457 = add i64 %454, 8
  store i64 %457, ptr %10, align 8, !tbaa !42
  %458 = getelementptr inbounds i8, ptr %447, i64 1
  store ptr %458, ptr %11, align 8, !tbaa !36
  br label %459

459:                                              ; preds = %450, %444
  %460 = phi i64 [ %445, %444 ], [ %457, %450 ]
  %461 = icmp eq i64 %460, 0
  br i1 %461, label %465, label %462

462:                                              ; preds = %459
  %463 = load i64, ptr %6, align 8, !tbaa !43
  %464 = and i64 %463, 4294967295
  br label %465

465:                                              ; preds = %462, %459
  %466 = phi i64 [ %464, %462 ], [ 0, %459 ]
  %467 = and i64 %466, 31
  %468 = getelementptr inbounds %struct.HuffmanCode, ptr %436, i64 %467
  %469 = load i8, ptr %468, align 2, !tbaa !59
  %470 = zext i8 %469 to i64
  %471 = icmp ult i64 %460, %470
  br i1 %471, label %560, label %472, !llvm.loop !134

472:                                              ; preds = %465
  %473 = getelementptr inbounds i8, ptr %468, i64 2
  %474 = load i16, ptr %473, align 2, !tbaa !61
  %475 = zext i16 %474 to i64
  %476 = icmp ult i16 %474, 16
  br i1 %476, label %477, label %500

477:                                              ; preds = %472
  %478 = sub i64 %460, %470
  store i64 %478, ptr %10, align 8, !tbaa !42
  %479 = load i64, ptr %6, align 8, !tbaa !43
  %480 = lshr i64 %479, %470
  store i64 %480, ptr %6, align 8, !tbaa !43
  %481 = load ptr, ptr %304, align 8, !tbaa !53
  store i64 0, ptr %14, align 8, !tbaa !21
  %482 = icmp eq i16 %474, 0
  br i1 %482, label %497, label %483

483:                                              ; preds = %477
  %484 = trunc i64 %440 to i16
  %485 = getelementptr inbounds i32, ptr %305, i64 %475
  %486 = load i32, ptr %485, align 4, !tbaa !30
  %487 = sext i32 %486 to i64
  %488 = getelementptr inbounds i16, ptr %481, i64 %487
  store i16 %484, ptr %488, align 2, !tbaa !125
  %489 = trunc i64 %440 to i32
  store i32 %489, ptr %485, align 4, !tbaa !30
  store i64 %475, ptr %302, align 8, !tbaa !21
  %490 = zext nneg i16 %474 to i32
  %491 = lshr exact i32 32768, %490
  %492 = zext nneg i32 %491 to i64
  %493 = sub i64 %438, %492
  store i64 %493, ptr %13, align 8, !tbaa !21
  %494 = getelementptr inbounds i16, ptr %15, i64 %475
  %495 = load i16, ptr %494, align 2, !tbaa !125
  %496 = add i16 %495, 1
  store i16 %496, ptr %494, align 2, !tbaa !125
  br label %497

497:                                              ; preds = %483, %477
  %498 = phi i64 [ %438, %477 ], [ %493, %483 ]
  %499 = add nuw i64 %440, 1
  store i64 %499, ptr %301, align 8, !tbaa !21
  br label %560

500:                                              ; preds = %472
  %501 = add nsw i64 %475, -14
  %502 = add nuw nsw i64 %501, %470
  %503 = icmp ult i64 %460, %502
  br i1 %503, label %560, label %504, !llvm.loop !134

504:                                              ; preds = %500
  %505 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %501
  %506 = load i64, ptr %505, align 8, !tbaa !21
  %507 = lshr i64 %466, %470
  %508 = and i64 %506, %507
  %509 = sub i64 %460, %502
  store i64 %509, ptr %10, align 8, !tbaa !42
  %510 = load i64, ptr %6, align 8, !tbaa !43
  %511 = lshr i64 %510, %502
  store i64 %511, ptr %6, align 8, !tbaa !43
  %512 = load ptr, ptr %304, align 8, !tbaa !53
  %513 = icmp eq i16 %474, 16
  br i1 %513, label %514, label %516

514:                                              ; preds = %504
  %515 = load i64, ptr %302, align 8, !tbaa !21
  br label %516

516:                                              ; preds = %514, %504
  %517 = phi i64 [ 2, %514 ], [ 3, %504 ]
  %518 = phi i64 [ %515, %514 ], [ 0, %504 ]
  %519 = load i64, ptr %303, align 8, !tbaa !21
  %520 = icmp eq i64 %519, %518
  br i1 %520, label %522, label %521

521:                                              ; preds = %516
  store i64 %518, ptr %303, align 8, !tbaa !21
  br label %528

522:                                              ; preds = %516
  %523 = load i64, ptr %14, align 8, !tbaa !21
  %524 = icmp eq i64 %523, 0
  br i1 %524, label %528, label %525

525:                                              ; preds = %522
  %526 = add i64 %523, -2
  %527 = shl i64 %526, %517
  br label %528

528:                                              ; preds = %525, %522, %521
  %529 = phi i64 [ 0, %521 ], [ %527, %525 ], [ 0, %522 ]
  %530 = phi i64 [ 0, %521 ], [ %523, %525 ], [ 0, %522 ]
  %531 = add nuw nsw i64 %508, 3
  %532 = add i64 %531, %529
  store i64 %532, ptr %14, align 8, !tbaa !21
  %533 = sub i64 %532, %530
  %534 = add i64 %533, %440
  %535 = icmp ugt i64 %534, %1
  br i1 %535, label %536, label %537

536:                                              ; preds = %528
  store i64 %1, ptr %301, align 8, !tbaa !21
  store i64 1048575, ptr %13, align 8, !tbaa !21
  br label %575

537:                                              ; preds = %528
  %538 = icmp eq i64 %518, 0
  br i1 %538, label %551, label %539

539:                                              ; preds = %537
  %540 = getelementptr inbounds i32, ptr %305, i64 %518
  %541 = load i32, ptr %540, align 4, !tbaa !30
  br label %542

542:                                              ; preds = %542, %539
  %543 = phi i64 [ %440, %539 ], [ %549, %542 ]
  %544 = phi i32 [ %541, %539 ], [ %548, %542 ]
  %545 = trunc i64 %543 to i16
  %546 = sext i32 %544 to i64
  %547 = getelementptr inbounds i16, ptr %512, i64 %546
  store i16 %545, ptr %547, align 2, !tbaa !125
  %548 = trunc i64 %543 to i32
  %549 = add i64 %543, 1
  %550 = icmp eq i64 %549, %534
  br i1 %550, label %552, label %542, !llvm.loop !133

551:                                              ; preds = %537
  store i64 %534, ptr %301, align 8, !tbaa !21
  br label %560

552:                                              ; preds = %542
  store i64 %534, ptr %301, align 8, !tbaa !21
  store i32 %548, ptr %540, align 4, !tbaa !30
  %553 = sub i64 15, %518
  %554 = shl i64 %533, %553
  %555 = sub i64 %438, %554
  store i64 %555, ptr %13, align 8, !tbaa !21
  %556 = getelementptr inbounds i16, ptr %15, i64 %518
  %557 = load i16, ptr %556, align 2, !tbaa !125
  %558 = trunc i64 %533 to i16
  %559 = add i16 %557, %558
  store i16 %559, ptr %556, align 2, !tbaa !125
  br label %560

560:                                              ; preds = %552, %551, %500, %497, %465
  %561 = phi i64 [ %438, %465 ], [ %498, %497 ], [ %555, %552 ], [ %438, %500 ], [ %438, %551 ]
  %562 = phi i64 [ %440, %465 ], [ %499, %497 ], [ %534, %552 ], [ %440, %500 ], [ %534, %551 ]
  %563 = phi i32 [ 1, %465 ], [ 0, %497 ], [ 0, %552 ], [ 1, %500 ], [ 0, %551 ]
  %564 = icmp ult i64 %562, %1
  br i1 %564, label %437, label %565

565:                                              ; preds = %560, %431, %428
  %566 = phi i64 [ %429, %428 ], [ %432, %431 ], [ %561, %560 ]
  %567 = icmp eq i64 %566, 0
  br i1 %567, label %568, label %575

568:                                              ; preds = %437, %565
  %569 = load ptr, ptr %304, align 8, !tbaa !53
  %570 = tail call i32 @BrotliBuildHuffmanTable(ptr noundef %2, i32 noundef 8, ptr noundef %569, ptr noundef nonnull %15) #23
  %571 = icmp eq ptr %3, null
  br i1 %571, label %574, label %572

572:                                              ; preds = %568
  %573 = zext i32 %570 to i64
  store i64 %573, ptr %3, align 8, !tbaa !21
  br label %574

574:                                              ; preds = %572, %568
  store i32 0, ptr %7, align 8, !tbaa !54
  br label %575

575:                                              ; preds = %446, %112, %135, %5, %24, %232, %264, %111, %536, %163, %574, %565, %178, %61
  %576 = phi i32 [ 2, %61 ], [ 1, %178 ], [ 1, %574 ], [ -7, %565 ], [ 2, %163 ], [ -7, %536 ], [ 2, %111 ], [ 2, %232 ], [ -6, %264 ], [ -31, %5 ], [ 2, %24 ], [ -5, %135 ], [ -4, %112 ], [ 2, %446 ]
  ret i32 %576
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @CopyUncompressedBlockToOutput(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3) unnamed_addr #10 {
  %5 = tail call fastcc i32 @BrotliEnsureRingBuffer(ptr noundef %3)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %110, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %3, i64 756
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  %10 = getelementptr inbounds i8, ptr %3, i64 40
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = getelementptr inbounds i8, ptr %3, i64 132
  %14 = getelementptr inbounds i8, ptr %3, i64 88
  %15 = getelementptr inbounds i8, ptr %3, i64 100
  %16 = getelementptr inbounds i8, ptr %3, i64 136
  %17 = getelementptr inbounds i8, ptr %3, i64 772
  %18 = getelementptr inbounds i8, ptr %3, i64 92
  %19 = getelementptr inbounds i8, ptr %3, i64 96
  %20 = load i32, ptr %8, align 4, !tbaa !135
  br label %21

21:                                               ; preds = %109, %7
  %22 = phi i32 [ 0, %109 ], [ %20, %7 ]
  br label %23

23:                                               ; preds = %21, %23
  switch i32 %22, label %23 [
    i32 0, label %24
    i32 1, label %97
  ]

24:                                               ; preds = %23
  %25 = load ptr, ptr %10, align 8, !tbaa !37
  %26 = load ptr, ptr %11, align 8, !tbaa !36
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp ugt i64 %29, 1073741824
  %31 = load i64, ptr %12, align 8, !tbaa !42
  %32 = lshr i64 %31, 3
  %33 = add nuw nsw i64 %32, %29
  %34 = trunc i64 %33 to i32
  %35 = select i1 %30, i32 1073741824, i32 %34
  %36 = load i32, ptr %13, align 4, !tbaa !50
  %37 = tail call i32 @llvm.smin.i32(i32 %36, i32 %35)
  %38 = load i32, ptr %14, align 8, !tbaa !110
  %39 = add nsw i32 %38, %37
  %40 = load i32, ptr %15, align 4, !tbaa !108
  %41 = icmp sgt i32 %39, %40
  %42 = sub nsw i32 %40, %38
  %43 = select i1 %41, i32 %42, i32 %37
  %44 = load ptr, ptr %16, align 8, !tbaa !39
  %45 = sext i32 %38 to i64
  %46 = getelementptr inbounds i8, ptr %44, i64 %45
  %47 = sext i32 %43 to i64
  %48 = icmp ugt i64 %31, 7
  %49 = icmp ne i32 %43, 0
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %51, label %67

51:                                               ; preds = %24
  %52 = load i64, ptr %9, align 8, !tbaa !43
  br label %53

53:                                               ; preds = %51, %53
  %54 = phi i64 [ %61, %53 ], [ %52, %51 ]
  %55 = phi i64 [ %63, %53 ], [ %47, %51 ]
  %56 = phi ptr [ %62, %53 ], [ %46, %51 ]
  %57 = trunc i64 %54 to i8
  store i8 %57, ptr %56, align 1, !tbaa !40
  %58 = load i64, ptr %12, align 8, !tbaa !42
  %59 = add i64 %58, -8
  store i64 %59, ptr %12, align 8, !tbaa !42
  %60 = load i64, ptr %9, align 8, !tbaa !43
  %61 = lshr i64 %60, 8
  store i64 %61, ptr %9, align 8, !tbaa !43
  %62 = getelementptr inbounds i8, ptr %56, i64 1
  %63 = add i64 %55, -1
  %64 = icmp ugt i64 %59, 7
  %65 = icmp ne i64 %63, 0
  %66 = select i1 %64, i1 %65, i1 false
  br i1 %66, label %53, label %67, !llvm.loop !136

67:                                               ; preds = %53, %24
  %68 = phi ptr [ %46, %24 ], [ %62, %53 ]
  %69 = phi i64 [ %47, %24 ], [ %63, %53 ]
  %70 = phi i64 [ %31, %24 ], [ %59, %53 ]
  %71 = phi i1 [ %49, %24 ], [ %65, %53 ]
  %72 = icmp ult i64 %70, 64
  br i1 %72, label %73, label %78

73:                                               ; preds = %67
  %74 = shl nsw i64 -1, %70
  %75 = xor i64 %74, -1
  %76 = load i64, ptr %9, align 8, !tbaa !43
  %77 = and i64 %76, %75
  store i64 %77, ptr %9, align 8, !tbaa !43
  br label %78

78:                                               ; preds = %73, %67
  br i1 %71, label %79, label %83

79:                                               ; preds = %78
  %80 = load ptr, ptr %11, align 8, !tbaa !36
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %68, ptr align 1 %80, i64 %69, i1 false)
  %81 = load ptr, ptr %11, align 8, !tbaa !36
  %82 = getelementptr inbounds i8, ptr %81, i64 %69
  store ptr %82, ptr %11, align 8, !tbaa !36
  br label %83

83:                                               ; preds = %78, %79
  %84 = load i32, ptr %14, align 8, !tbaa !110
  %85 = add nsw i32 %84, %43
  store i32 %85, ptr %14, align 8, !tbaa !110
  %86 = load i32, ptr %13, align 4, !tbaa !50
  %87 = sub nsw i32 %86, %43
  store i32 %87, ptr %13, align 4, !tbaa !50
  %88 = load i32, ptr %17, align 4
  %89 = lshr i32 %88, 6
  %90 = and i32 %89, 63
  %91 = shl nuw i32 1, %90
  %92 = icmp slt i32 %85, %91
  br i1 %92, label %94, label %93

93:                                               ; preds = %83
  store i32 1, ptr %8, align 4, !tbaa !135
  br label %97

94:                                               ; preds = %83
  %95 = icmp eq i32 %86, %43
  %96 = select i1 %95, i32 1, i32 2
  br label %110

97:                                               ; preds = %23, %93
  %98 = tail call fastcc i32 @WriteRingBuffer(ptr noundef nonnull %3, ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef 0)
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %110

100:                                              ; preds = %97
  %101 = load i32, ptr %15, align 4, !tbaa !108
  %102 = load i32, ptr %17, align 4
  %103 = lshr i32 %102, 6
  %104 = and i32 %103, 63
  %105 = shl nuw i32 1, %104
  %106 = icmp eq i32 %101, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %100
  %108 = load i32, ptr %18, align 4, !tbaa !45
  store i32 %108, ptr %19, align 8, !tbaa !109
  br label %109

109:                                              ; preds = %100, %107
  store i32 0, ptr %8, align 4, !tbaa !135
  br label %21

110:                                              ; preds = %97, %94, %4
  %111 = phi i32 [ %96, %94 ], [ -26, %4 ], [ %98, %97 ]
  ret i32 %111
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 1, 3) i32 @SkipMetadataBlock(ptr nocapture noundef %0) unnamed_addr #10 {
  %2 = alloca [8 x i8], align 1
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %0, i64 132
  %5 = load i32, ptr %4, align 4, !tbaa !50
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %100, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !42
  %10 = icmp ugt i64 %9, 7
  br i1 %10, label %11, label %61

11:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  %12 = trunc i64 %9 to i32
  %13 = ashr i32 %12, 3
  %14 = tail call i32 @llvm.smin.i32(i32 %13, i32 %5)
  %15 = sext i32 %14 to i64
  %16 = icmp eq i32 %14, 0
  br i1 %16, label %33, label %17

17:                                               ; preds = %11
  %18 = load i64, ptr %3, align 8, !tbaa !43
  br label %19

19:                                               ; preds = %17, %19
  %20 = phi i64 [ %18, %17 ], [ %26, %19 ]
  %21 = phi i64 [ %15, %17 ], [ %28, %19 ]
  %22 = phi ptr [ %2, %17 ], [ %27, %19 ]
  %23 = phi i64 [ %9, %17 ], [ %25, %19 ]
  %24 = trunc i64 %20 to i8
  store i8 %24, ptr %22, align 1, !tbaa !40
  %25 = add i64 %23, -8
  %26 = lshr i64 %20, 8
  %27 = getelementptr inbounds i8, ptr %22, i64 1
  %28 = add nsw i64 %21, -1
  %29 = icmp ugt i64 %25, 7
  %30 = icmp ne i64 %28, 0
  %31 = select i1 %29, i1 %30, i1 false
  br i1 %31, label %19, label %32, !llvm.loop !136

32:                                               ; preds = %19
  store i64 %26, ptr %3, align 8, !tbaa !43
  store i64 %25, ptr %8, align 8, !tbaa !42
  br label %33

33:                                               ; preds = %32, %11
  %34 = phi i64 [ %25, %32 ], [ %9, %11 ]
  %35 = phi ptr [ %27, %32 ], [ %2, %11 ]
  %36 = phi i64 [ %28, %32 ], [ 0, %11 ]
  %37 = phi i1 [ %30, %32 ], [ false, %11 ]
  %38 = icmp ult i64 %34, 64
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = shl nsw i64 -1, %34
  %41 = xor i64 %40, -1
  %42 = load i64, ptr %3, align 8, !tbaa !43
  %43 = and i64 %42, %41
  store i64 %43, ptr %3, align 8, !tbaa !43
  br label %44

44:                                               ; preds = %39, %33
  br i1 %37, label %45, label %49

45:                                               ; preds = %44
  %46 = getelementptr inbounds i8, ptr %0, i64 24
  %47 = load ptr, ptr %46, align 8, !tbaa !36
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %35, ptr align 1 %47, i64 %36, i1 false)
  %48 = getelementptr inbounds i8, ptr %47, i64 %36
  store ptr %48, ptr %46, align 8, !tbaa !36
  br label %49

49:                                               ; preds = %44, %45
  %50 = getelementptr inbounds i8, ptr %0, i64 728
  %51 = load ptr, ptr %50, align 8, !tbaa !137
  %52 = icmp eq ptr %51, null
  br i1 %52, label %57, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %0, i64 736
  %55 = load ptr, ptr %54, align 8, !tbaa !49
  call void %51(ptr noundef %55, ptr noundef nonnull %2, i64 noundef %15) #23
  %56 = load i32, ptr %4, align 4, !tbaa !50
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi i32 [ %56, %53 ], [ %5, %49 ]
  %59 = sub nsw i32 %58, %14
  store i32 %59, ptr %4, align 4, !tbaa !50
  %60 = icmp eq i32 %58, %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br i1 %60, label %100, label %61

61:                                               ; preds = %57, %7
  %62 = phi i32 [ %59, %57 ], [ %5, %7 ]
  %63 = getelementptr inbounds i8, ptr %0, i64 40
  %64 = load ptr, ptr %63, align 8, !tbaa !37
  %65 = getelementptr inbounds i8, ptr %0, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !36
  %67 = ptrtoint ptr %64 to i64
  %68 = ptrtoint ptr %66 to i64
  %69 = sub i64 %67, %68
  %70 = icmp ugt i64 %69, 1073741824
  br i1 %70, label %76, label %71

71:                                               ; preds = %61
  %72 = load i64, ptr %8, align 8, !tbaa !42
  %73 = lshr i64 %72, 3
  %74 = add nuw nsw i64 %73, %69
  %75 = trunc i64 %74 to i32
  br label %76

76:                                               ; preds = %61, %71
  %77 = phi i32 [ %75, %71 ], [ 1073741824, %61 ]
  %78 = call i32 @llvm.smin.i32(i32 %62, i32 %77)
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %99

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %0, i64 728
  %82 = load ptr, ptr %81, align 8, !tbaa !137
  %83 = icmp eq ptr %82, null
  br i1 %83, label %84, label %86

84:                                               ; preds = %80
  %85 = zext nneg i32 %78 to i64
  br label %92

86:                                               ; preds = %80
  %87 = getelementptr inbounds i8, ptr %0, i64 736
  %88 = load ptr, ptr %87, align 8, !tbaa !49
  %89 = zext nneg i32 %78 to i64
  call void %82(ptr noundef %88, ptr noundef %66, i64 noundef %89) #23
  %90 = load ptr, ptr %65, align 8, !tbaa !36
  %91 = load i32, ptr %4, align 4, !tbaa !50
  br label %92

92:                                               ; preds = %84, %86
  %93 = phi i64 [ %85, %84 ], [ %89, %86 ]
  %94 = phi i32 [ %62, %84 ], [ %91, %86 ]
  %95 = phi ptr [ %66, %84 ], [ %90, %86 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 %93
  store ptr %96, ptr %65, align 8, !tbaa !36
  %97 = sub nsw i32 %94, %78
  store i32 %97, ptr %4, align 4, !tbaa !50
  %98 = icmp eq i32 %94, %78
  br i1 %98, label %100, label %99

99:                                               ; preds = %92, %76
  br label %100

100:                                              ; preds = %92, %1, %57, %99
  %101 = phi i32 [ 2, %99 ], [ 1, %57 ], [ 1, %1 ], [ 1, %92 ]
  ret i32 %101
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @DecodeContextMap(i64 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr noundef %3) unnamed_addr #1 {
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 852
  %8 = load i32, ptr %7, align 4, !tbaa !56
  switch i32 %8, label %254 [
    i32 0, label %15
    i32 1, label %33
    i32 2, label %12
    i32 3, label %9
    i32 4, label %224
  ]

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %3, i64 2696
  %11 = load i64, ptr %10, align 8, !tbaa !138
  br label %76

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %3, i64 2688
  %14 = load i64, ptr %13, align 8, !tbaa !139
  br label %67

15:                                               ; preds = %4
  %16 = tail call fastcc i32 @DecodeVarLenUint8(ptr noundef nonnull %3, ptr noundef nonnull %6, ptr noundef %1)
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %254

18:                                               ; preds = %15
  %19 = load i64, ptr %1, align 8, !tbaa !21
  %20 = add i64 %19, 1
  store i64 %20, ptr %1, align 8, !tbaa !21
  %21 = getelementptr inbounds i8, ptr %3, i64 2680
  store i64 0, ptr %21, align 8, !tbaa !140
  %22 = getelementptr inbounds i8, ptr %3, i64 48
  %23 = load ptr, ptr %22, align 8, !tbaa !23
  %24 = getelementptr inbounds i8, ptr %3, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !16
  %26 = tail call ptr %23(ptr noundef %25, i64 noundef %0) #23
  store ptr %26, ptr %2, align 8, !tbaa !20
  %27 = icmp eq ptr %26, null
  br i1 %27, label %254, label %28

28:                                               ; preds = %18
  %29 = load i64, ptr %1, align 8, !tbaa !21
  %30 = icmp ult i64 %29, 2
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %26, i8 0, i64 %0, i1 false)
  br label %254

32:                                               ; preds = %28
  store i32 1, ptr %7, align 4, !tbaa !56
  br label %33

33:                                               ; preds = %4, %32
  %34 = getelementptr inbounds i8, ptr %3, i64 16
  %35 = load i64, ptr %34, align 8, !tbaa !42
  %36 = icmp ult i64 %35, 5
  br i1 %36, label %39, label %37

37:                                               ; preds = %33
  %38 = load i64, ptr %6, align 8, !tbaa !43
  br label %53

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %3, i64 24
  %41 = getelementptr inbounds i8, ptr %3, i64 40
  %42 = load ptr, ptr %41, align 8, !tbaa !37
  %43 = load ptr, ptr %40, align 8, !tbaa !36
  %44 = icmp eq ptr %43, %42
  br i1 %44, label %254, label %45

45:                                               ; preds = %39
  %46 = load i64, ptr %6, align 8, !tbaa !43
  %47 = load i8, ptr %43, align 1, !tbaa !40
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, %35
  %50 = or i64 %49, %46
  %51 = or disjoint i64 %35, 8
  %52 = getelementptr inbounds i8, ptr %43, i64 1
  store ptr %52, ptr %40, align 8, !tbaa !36
  br label %53

53:                                               ; preds = %37, %45
  %54 = phi i64 [ %35, %37 ], [ %51, %45 ]
  %55 = phi i64 [ %38, %37 ], [ %50, %45 ]
  %56 = and i64 %55, 1
  %57 = icmp eq i64 %56, 0
  %58 = lshr i64 %55, 1
  %59 = and i64 %58, 15
  %60 = add nuw nsw i64 %59, 1
  %61 = select i1 %57, i64 -1, i64 -5
  %62 = select i1 %57, i64 1, i64 5
  %63 = select i1 %57, i64 0, i64 %60
  %64 = add i64 %54, %61
  %65 = lshr i64 %55, %62
  %66 = getelementptr inbounds i8, ptr %3, i64 2688
  store i64 %63, ptr %66, align 8
  store i64 %64, ptr %34, align 8
  store i64 %65, ptr %6, align 8, !tbaa !43
  store i32 2, ptr %7, align 4, !tbaa !56
  br label %67

67:                                               ; preds = %12, %53
  %68 = phi i64 [ %14, %12 ], [ %63, %53 ]
  %69 = load i64, ptr %1, align 8, !tbaa !21
  %70 = add i64 %68, %69
  %71 = getelementptr inbounds i8, ptr %3, i64 2704
  %72 = tail call fastcc i32 @ReadHuffmanCode(i64 noundef %70, i64 noundef %70, ptr noundef nonnull %71, ptr noundef null, ptr noundef nonnull %3)
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %254

74:                                               ; preds = %67
  %75 = getelementptr inbounds i8, ptr %3, i64 2696
  store i64 65535, ptr %75, align 8, !tbaa !138
  store i32 3, ptr %7, align 4, !tbaa !56
  br label %76

76:                                               ; preds = %9, %74
  %77 = phi i64 [ %11, %9 ], [ 65535, %74 ]
  %78 = getelementptr inbounds i8, ptr %3, i64 2680
  %79 = load i64, ptr %78, align 8, !tbaa !140
  %80 = getelementptr inbounds i8, ptr %3, i64 2688
  %81 = load i64, ptr %80, align 8, !tbaa !139
  %82 = load ptr, ptr %2, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #23
  %83 = getelementptr inbounds i8, ptr %3, i64 2696
  store i64 %77, ptr %5, align 8, !tbaa !21
  %84 = icmp ne i64 %77, 65535
  %85 = icmp ult i64 %79, %0
  %86 = select i1 %85, i1 true, i1 %84
  br i1 %86, label %87, label %92

87:                                               ; preds = %76
  %88 = getelementptr inbounds i8, ptr %3, i64 2704
  %89 = getelementptr inbounds i8, ptr %3, i64 16
  %90 = getelementptr inbounds i8, ptr %3, i64 24
  %91 = getelementptr inbounds i8, ptr %3, i64 40
  br label %93

92:                                               ; preds = %171, %76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  br label %224

93:                                               ; preds = %87, %171
  %94 = phi i64 [ %77, %87 ], [ %172, %171 ]
  %95 = phi i1 [ %84, %87 ], [ false, %171 ]
  %96 = phi i64 [ %79, %87 ], [ %173, %171 ]
  %97 = load i64, ptr %89, align 8, !tbaa !42
  br i1 %95, label %184, label %98

98:                                               ; preds = %93
  %99 = icmp ult i64 %97, 15
  br i1 %99, label %102, label %100

100:                                              ; preds = %98
  %101 = load i64, ptr %6, align 8, !tbaa !43
  br label %125

102:                                              ; preds = %98
  %103 = load ptr, ptr %91, align 8, !tbaa !37
  %104 = load ptr, ptr %90, align 8, !tbaa !36
  %105 = icmp eq ptr %104, %103
  br i1 %105, label %160, label %106

106:                                              ; preds = %102
  %107 = load i64, ptr %6, align 8, !tbaa !43
  %108 = load i8, ptr %104, align 1, !tbaa !40
  %109 = zext i8 %108 to i64
  %110 = shl nuw nsw i64 %109, %97
  %111 = or i64 %110, %107
  store i64 %111, ptr %6, align 8, !tbaa !43
  %112 = add nuw nsw i64 %97, 8
  store i64 %112, ptr %89, align 8, !tbaa !42
  %113 = getelementptr inbounds i8, ptr %104, i64 1
  store ptr %113, ptr %90, align 8, !tbaa !36
  %114 = icmp ult i64 %97, 7
  br i1 %114, label %115, label %125, !llvm.loop !58

115:                                              ; preds = %106
  %116 = icmp eq ptr %113, %103
  br i1 %116, label %160, label %117

117:                                              ; preds = %115
  %118 = load i64, ptr %6, align 8, !tbaa !43
  %119 = load i8, ptr %113, align 1, !tbaa !40
  %120 = zext i8 %119 to i64
  %121 = shl nuw nsw i64 %120, %112
  %122 = or i64 %121, %118
  store i64 %122, ptr %6, align 8, !tbaa !43
  %123 = or disjoint i64 %97, 16
  store i64 %123, ptr %89, align 8, !tbaa !42
  %124 = getelementptr inbounds i8, ptr %104, i64 2
  store ptr %124, ptr %90, align 8, !tbaa !36
  br label %125

125:                                              ; preds = %106, %117, %100
  %126 = phi i64 [ %97, %100 ], [ %112, %106 ], [ %123, %117 ]
  %127 = phi i64 [ %101, %100 ], [ %111, %106 ], [ %122, %117 ]
  %128 = and i64 %127, 255
  %129 = getelementptr inbounds %struct.HuffmanCode, ptr %88, i64 %128
  %130 = load i8, ptr %129, align 2, !tbaa !59
  %131 = icmp ugt i8 %130, 8
  br i1 %131, label %132, label %149

132:                                              ; preds = %125
  %133 = add i64 %126, -8
  %134 = lshr i64 %127, 8
  %135 = getelementptr inbounds i8, ptr %129, i64 2
  %136 = load i16, ptr %135, align 2, !tbaa !61
  %137 = zext i16 %136 to i64
  %138 = lshr i64 %127, 8
  %139 = and i64 %138, 127
  %140 = zext i8 %130 to i64
  %141 = add nuw nsw i64 %140, 4294967288
  %142 = and i64 %141, 4294967295
  %143 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !21
  %145 = and i64 %144, %139
  %146 = getelementptr inbounds %struct.HuffmanCode, ptr %129, i64 %145
  %147 = getelementptr inbounds %struct.HuffmanCode, ptr %146, i64 %137
  %148 = load i8, ptr %147, align 2, !tbaa !59
  br label %149

149:                                              ; preds = %132, %125
  %150 = phi i64 [ %134, %132 ], [ %127, %125 ]
  %151 = phi i64 [ %133, %132 ], [ %126, %125 ]
  %152 = phi i8 [ %148, %132 ], [ %130, %125 ]
  %153 = phi ptr [ %147, %132 ], [ %129, %125 ]
  %154 = zext i8 %152 to i64
  %155 = sub i64 %151, %154
  store i64 %155, ptr %89, align 8, !tbaa !42
  %156 = lshr i64 %150, %154
  store i64 %156, ptr %6, align 8, !tbaa !43
  %157 = getelementptr inbounds i8, ptr %153, i64 2
  %158 = load i16, ptr %157, align 2, !tbaa !61
  %159 = zext i16 %158 to i64
  store i64 %159, ptr %5, align 8, !tbaa !21
  br label %165

160:                                              ; preds = %115, %102
  %161 = call fastcc i32 @SafeDecodeSymbol(ptr noundef nonnull %88, ptr noundef nonnull %6, ptr noundef nonnull %5)
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %220, label %163

163:                                              ; preds = %160
  %164 = load i64, ptr %5, align 8, !tbaa !21
  br label %165

165:                                              ; preds = %163, %149
  %166 = phi i64 [ %164, %163 ], [ %159, %149 ]
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %168, label %175

168:                                              ; preds = %165
  %169 = add i64 %96, 1
  %170 = getelementptr inbounds i8, ptr %82, i64 %96
  store i8 0, ptr %170, align 1, !tbaa !40
  br label %171

171:                                              ; preds = %218, %168, %179
  %172 = phi i64 [ 0, %168 ], [ %166, %179 ], [ %186, %218 ]
  %173 = phi i64 [ %169, %168 ], [ %182, %179 ], [ %216, %218 ]
  %174 = icmp ult i64 %173, %0
  br i1 %174, label %93, label %92, !llvm.loop !141

175:                                              ; preds = %165
  %176 = icmp ugt i64 %166, %81
  br i1 %176, label %179, label %177

177:                                              ; preds = %175
  %178 = load i64, ptr %89, align 8, !tbaa !42
  br label %184

179:                                              ; preds = %175
  %180 = sub i64 %166, %81
  %181 = trunc i64 %180 to i8
  %182 = add i64 %96, 1
  %183 = getelementptr inbounds i8, ptr %82, i64 %96
  store i8 %181, ptr %183, align 1, !tbaa !40
  br label %171

184:                                              ; preds = %177, %93
  %185 = phi i64 [ %97, %93 ], [ %178, %177 ]
  %186 = phi i64 [ %94, %93 ], [ %166, %177 ]
  %187 = icmp ult i64 %185, %186
  br i1 %187, label %190, label %188

188:                                              ; preds = %184
  %189 = load i64, ptr %6, align 8, !tbaa !43
  br label %206

190:                                              ; preds = %184
  %191 = load ptr, ptr %91, align 8, !tbaa !37
  %192 = load ptr, ptr %90, align 8, !tbaa !36
  br label %193

193:                                              ; preds = %190, %197
  %194 = phi ptr [ %192, %190 ], [ %204, %197 ]
  %195 = phi i64 [ %185, %190 ], [ %203, %197 ]
  %196 = icmp eq ptr %194, %191
  br i1 %196, label %220, label %197

197:                                              ; preds = %193
  %198 = load i64, ptr %6, align 8, !tbaa !43
  %199 = load i8, ptr %194, align 1, !tbaa !40
  %200 = zext i8 %199 to i64
  %201 = shl i64 %200, %195
  %202 = or i64 %201, %198
  store i64 %202, ptr %6, align 8, !tbaa !43
  %203 = add i64 %195, 8
  store i64 %203, ptr %89, align 8, !tbaa !42
  %204 = getelementptr inbounds i8, ptr %194, i64 1
  store ptr %204, ptr %90, align 8, !tbaa !36
  %205 = icmp ult i64 %203, %186
  br i1 %205, label %193, label %206, !llvm.loop !66

206:                                              ; preds = %197, %188
  %207 = phi i64 [ %189, %188 ], [ %202, %197 ]
  %208 = phi i64 [ %185, %188 ], [ %203, %197 ]
  %209 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %186
  %210 = load i64, ptr %209, align 8, !tbaa !21
  %211 = and i64 %210, %207
  %212 = sub i64 %208, %186
  store i64 %212, ptr %89, align 8, !tbaa !42
  %213 = lshr i64 %207, %186
  store i64 %213, ptr %6, align 8, !tbaa !43
  %214 = shl nuw i64 1, %186
  %215 = add i64 %211, %214
  %216 = add i64 %215, %96
  %217 = icmp ugt i64 %216, %0
  br i1 %217, label %222, label %218

218:                                              ; preds = %206
  %219 = getelementptr i8, ptr %82, i64 %96
  tail call void @llvm.memset.p0.i64(ptr align 1 %219, i8 0, i64 %215, i1 false), !tbaa !40
  br label %171

220:                                              ; preds = %160, %193
  %221 = phi i64 [ %186, %193 ], [ 65535, %160 ]
  store i64 %221, ptr %83, align 8, !tbaa !138
  store i64 %96, ptr %78, align 8, !tbaa !140
  br label %222

222:                                              ; preds = %206, %220
  %223 = phi i32 [ 2, %220 ], [ -8, %206 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  br label %254

224:                                              ; preds = %92, %4
  %225 = getelementptr inbounds i8, ptr %3, i64 16
  %226 = load i64, ptr %225, align 8, !tbaa !42
  %227 = icmp eq i64 %226, 0
  br i1 %227, label %231, label %228

228:                                              ; preds = %224
  %229 = load i64, ptr %6, align 8, !tbaa !43
  %230 = add i64 %226, -1
  br label %243

231:                                              ; preds = %224
  %232 = getelementptr inbounds i8, ptr %3, i64 24
  %233 = getelementptr inbounds i8, ptr %3, i64 40
  %234 = load ptr, ptr %233, align 8, !tbaa !37
  %235 = load ptr, ptr %232, align 8, !tbaa !36
  %236 = icmp eq ptr %235, %234
  br i1 %236, label %251, label %237

237:                                              ; preds = %231
  %238 = load i64, ptr %6, align 8, !tbaa !43
  %239 = load i8, ptr %235, align 1, !tbaa !40
  %240 = zext i8 %239 to i64
  %241 = or i64 %238, %240
  %242 = getelementptr inbounds i8, ptr %235, i64 1
  store ptr %242, ptr %232, align 8, !tbaa !36
  br label %243

243:                                              ; preds = %228, %237
  %244 = phi i64 [ %229, %228 ], [ %241, %237 ]
  %245 = phi i64 [ %230, %228 ], [ 7, %237 ]
  %246 = and i64 %244, 1
  store i64 %245, ptr %225, align 8, !tbaa !42
  %247 = lshr i64 %244, 1
  store i64 %247, ptr %6, align 8, !tbaa !43
  %248 = icmp eq i64 %246, 0
  br i1 %248, label %251, label %249

249:                                              ; preds = %243
  %250 = load ptr, ptr %2, align 8, !tbaa !20
  tail call fastcc void @InverseMoveToFrontTransform(ptr noundef %250, i64 noundef %0, ptr noundef nonnull %3)
  br label %251

251:                                              ; preds = %231, %243, %249
  %252 = phi i32 [ 0, %249 ], [ 0, %243 ], [ 4, %231 ]
  %253 = phi i32 [ 1, %249 ], [ 1, %243 ], [ 2, %231 ]
  store i32 %252, ptr %7, align 4, !tbaa !56
  br label %254

254:                                              ; preds = %39, %222, %67, %4, %18, %15, %251, %31
  %255 = phi i32 [ %253, %251 ], [ %223, %222 ], [ 1, %31 ], [ %16, %15 ], [ -25, %18 ], [ -31, %4 ], [ %72, %67 ], [ 2, %39 ]
  ret i32 %255
}

declare hidden i32 @BrotliDecoderHuffmanTreeGroupInit(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @BrotliEnsureRingBuffer(ptr nocapture noundef %0) unnamed_addr #10 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = load ptr, ptr %2, align 8, !tbaa !39
  %4 = getelementptr inbounds i8, ptr %0, i64 100
  %5 = load i32, ptr %4, align 4, !tbaa !108
  %6 = getelementptr inbounds i8, ptr %0, i64 768
  %7 = load i32, ptr %6, align 8, !tbaa !122
  %8 = icmp eq i32 %5, %7
  br i1 %8, label %46, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %0, i64 48
  %11 = load ptr, ptr %10, align 8, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load ptr, ptr %12, align 8, !tbaa !16
  %14 = sext i32 %7 to i64
  %15 = add nsw i64 %14, 542
  %16 = tail call ptr %11(ptr noundef %13, i64 noundef %15) #23
  store ptr %16, ptr %2, align 8, !tbaa !39
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  store ptr %3, ptr %2, align 8, !tbaa !39
  br label %46

19:                                               ; preds = %9
  %20 = load i32, ptr %6, align 8, !tbaa !122
  %21 = sext i32 %20 to i64
  %22 = getelementptr i8, ptr %16, i64 %21
  %23 = getelementptr i8, ptr %22, i64 -2
  store i8 0, ptr %23, align 1, !tbaa !40
  %24 = load ptr, ptr %2, align 8, !tbaa !39
  %25 = load i32, ptr %6, align 8, !tbaa !122
  %26 = sext i32 %25 to i64
  %27 = getelementptr i8, ptr %24, i64 %26
  %28 = getelementptr i8, ptr %27, i64 -1
  store i8 0, ptr %28, align 1, !tbaa !40
  %29 = icmp eq ptr %3, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %19
  %31 = load ptr, ptr %2, align 8, !tbaa !39
  %32 = getelementptr inbounds i8, ptr %0, i64 88
  %33 = load i32, ptr %32, align 8, !tbaa !110
  %34 = sext i32 %33 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %31, ptr nonnull align 1 %3, i64 %34, i1 false)
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  %37 = load ptr, ptr %12, align 8, !tbaa !16
  tail call void %36(ptr noundef %37, ptr noundef nonnull %3) #23
  br label %38

38:                                               ; preds = %30, %19
  %39 = load i32, ptr %6, align 8, !tbaa !122
  store i32 %39, ptr %4, align 4, !tbaa !108
  %40 = add nsw i32 %39, -1
  %41 = getelementptr inbounds i8, ptr %0, i64 104
  store i32 %40, ptr %41, align 8, !tbaa !116
  %42 = load ptr, ptr %2, align 8, !tbaa !39
  %43 = sext i32 %39 to i64
  %44 = getelementptr inbounds i8, ptr %42, i64 %43
  %45 = getelementptr inbounds i8, ptr %0, i64 144
  store ptr %44, ptr %45, align 8, !tbaa !142
  br label %46

46:                                               ; preds = %1, %38, %18
  %47 = phi i32 [ 0, %18 ], [ 1, %38 ], [ 1, %1 ]
  ret i32 %47
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @ProcessCommands(ptr noundef %0) unnamed_addr #10 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load i32, ptr %2, align 8, !tbaa !110
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !44
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 808
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %8, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !26
  br label %13

13:                                               ; preds = %1, %10
  %14 = phi i32 [ %12, %10 ], [ 0, %1 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !36
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load ptr, ptr %17, align 8, !tbaa !38
  %19 = icmp ult ptr %16, %18
  br i1 %19, label %20, label %1179

20:                                               ; preds = %13
  %21 = tail call i32 @BrotliWarmupBitReader(ptr noundef nonnull %6) #23
  %22 = load i32, ptr %0, align 8, !tbaa !5
  switch i32 %22, label %1183 [
    i32 7, label %25
    i32 8, label %164
    i32 9, label %693
    i32 10, label %23
  ]

23:                                               ; preds = %20
  %24 = sext i32 %3 to i64
  br label %1134

25:                                               ; preds = %20, %1128, %1166
  %26 = phi i32 [ %5, %20 ], [ %852, %1128 ], [ %1148, %1166 ]
  %27 = phi i32 [ %3, %20 ], [ %1129, %1128 ], [ %1167, %1166 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 288
  br label %29

29:                                               ; preds = %25, %37
  %30 = load ptr, ptr %15, align 8, !tbaa !36
  %31 = load ptr, ptr %17, align 8, !tbaa !38
  %32 = icmp ult ptr %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 7, ptr %0, align 8, !tbaa !5
  br label %1179

34:                                               ; preds = %29
  %35 = load i64, ptr %28, align 8, !tbaa !21
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %37, label %40, !prof !143

37:                                               ; preds = %34
  %38 = tail call fastcc i32 @DecodeCommandBlockSwitch(ptr noundef nonnull %0)
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %29, label %1179

40:                                               ; preds = %34
  %41 = getelementptr inbounds i8, ptr %0, i64 152
  %42 = load ptr, ptr %41, align 8, !tbaa !93
  %43 = getelementptr inbounds i8, ptr %0, i64 16
  %44 = load i64, ptr %43, align 8, !tbaa !42
  %45 = icmp ult i64 %44, 17
  %46 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %45, label %47, label %53

47:                                               ; preds = %40
  %48 = load i64, ptr %30, align 1
  %49 = shl i64 %48, %44
  %50 = or i64 %49, %46
  %51 = add nuw nsw i64 %44, 48
  %52 = getelementptr inbounds i8, ptr %30, i64 6
  store ptr %52, ptr %15, align 8, !tbaa !36
  br label %53

53:                                               ; preds = %40, %47
  %54 = phi ptr [ %30, %40 ], [ %52, %47 ]
  %55 = phi i64 [ %44, %40 ], [ %51, %47 ]
  %56 = phi i64 [ %46, %40 ], [ %50, %47 ]
  %57 = and i64 %56, 255
  %58 = getelementptr inbounds %struct.HuffmanCode, ptr %42, i64 %57
  %59 = load i8, ptr %58, align 2, !tbaa !59
  %60 = icmp ugt i8 %59, 8
  br i1 %60, label %61, label %76

61:                                               ; preds = %53
  %62 = add i64 %55, -8
  %63 = lshr i64 %56, 8
  %64 = getelementptr inbounds i8, ptr %58, i64 2
  %65 = load i16, ptr %64, align 2, !tbaa !61
  %66 = zext i16 %65 to i64
  %67 = zext i8 %59 to i64
  %68 = add nuw nsw i64 %67, 4294967288
  %69 = and i64 %68, 4294967295
  %70 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !21
  %72 = and i64 %71, %63
  %73 = getelementptr inbounds %struct.HuffmanCode, ptr %58, i64 %72
  %74 = getelementptr inbounds %struct.HuffmanCode, ptr %73, i64 %66
  %75 = load i8, ptr %74, align 2, !tbaa !59
  br label %76

76:                                               ; preds = %61, %53
  %77 = phi i64 [ %63, %61 ], [ %56, %53 ]
  %78 = phi i64 [ %62, %61 ], [ %55, %53 ]
  %79 = phi i8 [ %75, %61 ], [ %59, %53 ]
  %80 = phi ptr [ %74, %61 ], [ %58, %53 ]
  %81 = zext i8 %79 to i64
  %82 = sub i64 %78, %81
  store i64 %82, ptr %43, align 8, !tbaa !42
  %83 = lshr i64 %77, %81
  store i64 %83, ptr %6, align 8, !tbaa !43
  %84 = getelementptr inbounds i8, ptr %80, i64 2
  %85 = load i16, ptr %84, align 2, !tbaa !61
  %86 = zext i16 %85 to i64
  %87 = getelementptr inbounds [704 x %struct.CmdLutElement], ptr @kCmdLut, i64 0, i64 %86
  %88 = load i8, ptr %87, align 8, !tbaa !40
  %89 = getelementptr inbounds i8, ptr %87, i64 1
  %90 = load i8, ptr %89, align 1, !tbaa !40
  %91 = getelementptr inbounds i8, ptr %87, i64 2
  %92 = load i8, ptr %91, align 2, !tbaa !40
  %93 = getelementptr inbounds i8, ptr %87, i64 3
  %94 = load i8, ptr %93, align 1, !tbaa !40
  %95 = getelementptr inbounds i8, ptr %87, i64 4
  %96 = load i16, ptr %95, align 4, !tbaa !125
  %97 = getelementptr inbounds i8, ptr %87, i64 6
  %98 = load i16, ptr %97, align 2, !tbaa !125
  %99 = sext i8 %92 to i32
  %100 = getelementptr inbounds i8, ptr %0, i64 712
  store i32 %99, ptr %100, align 8, !tbaa !144
  %101 = zext i8 %94 to i32
  %102 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 %101, ptr %102, align 4, !tbaa !145
  %103 = getelementptr inbounds i8, ptr %0, i64 176
  %104 = load ptr, ptr %103, align 8, !tbaa !91
  %105 = zext i8 %94 to i64
  %106 = getelementptr inbounds i8, ptr %104, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !40
  %108 = getelementptr inbounds i8, ptr %0, i64 716
  store i8 %107, ptr %108, align 4, !tbaa !146
  %109 = zext i16 %96 to i32
  %110 = icmp eq i8 %88, 0
  br i1 %110, label %130, label %111, !prof !147

111:                                              ; preds = %76
  %112 = zext i8 %88 to i64
  %113 = icmp ult i64 %82, 33
  br i1 %113, label %114, label %121

114:                                              ; preds = %111
  %115 = load i32, ptr %54, align 1
  %116 = zext i32 %115 to i64
  %117 = shl i64 %116, %82
  %118 = or i64 %117, %83
  %119 = add nuw nsw i64 %82, 32
  %120 = getelementptr inbounds i8, ptr %54, i64 4
  store ptr %120, ptr %15, align 8, !tbaa !36
  br label %121

121:                                              ; preds = %114, %111
  %122 = phi ptr [ %54, %111 ], [ %120, %114 ]
  %123 = phi i64 [ %82, %111 ], [ %119, %114 ]
  %124 = phi i64 [ %83, %111 ], [ %118, %114 ]
  %125 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %112
  %126 = load i64, ptr %125, align 8, !tbaa !21
  %127 = and i64 %126, %124
  %128 = sub i64 %123, %112
  store i64 %128, ptr %43, align 8, !tbaa !42
  %129 = lshr i64 %124, %112
  store i64 %129, ptr %6, align 8, !tbaa !43
  br label %130

130:                                              ; preds = %121, %76
  %131 = phi ptr [ %54, %76 ], [ %122, %121 ]
  %132 = phi i64 [ %83, %76 ], [ %129, %121 ]
  %133 = phi i64 [ %82, %76 ], [ %128, %121 ]
  %134 = phi i64 [ 0, %76 ], [ %127, %121 ]
  %135 = zext i8 %90 to i64
  %136 = icmp ult i64 %133, 33
  br i1 %136, label %137, label %144

137:                                              ; preds = %130
  %138 = load i32, ptr %131, align 1
  %139 = zext i32 %138 to i64
  %140 = shl i64 %139, %133
  %141 = or i64 %140, %132
  %142 = add nuw nsw i64 %133, 32
  %143 = getelementptr inbounds i8, ptr %131, i64 4
  store ptr %143, ptr %15, align 8, !tbaa !36
  br label %144

144:                                              ; preds = %137, %130
  %145 = phi i64 [ %133, %130 ], [ %142, %137 ]
  %146 = phi i64 [ %132, %130 ], [ %141, %137 ]
  %147 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %135
  %148 = load i64, ptr %147, align 8, !tbaa !21
  %149 = and i64 %148, %146
  %150 = sub i64 %145, %135
  store i64 %150, ptr %43, align 8, !tbaa !42
  %151 = lshr i64 %146, %135
  store i64 %151, ptr %6, align 8, !tbaa !43
  %152 = trunc i64 %149 to i32
  %153 = zext i16 %98 to i32
  %154 = add nsw i32 %152, %153
  %155 = getelementptr inbounds i8, ptr %0, i64 708
  store i32 %154, ptr %155, align 4, !tbaa !148
  %156 = add i64 %35, -1
  store i64 %156, ptr %28, align 8, !tbaa !21
  %157 = trunc i64 %134 to i32
  %158 = add nsw i32 %157, %109
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %693, label %160

160:                                              ; preds = %144
  %161 = getelementptr inbounds i8, ptr %0, i64 132
  %162 = load i32, ptr %161, align 4, !tbaa !50
  %163 = sub nsw i32 %162, %158
  store i32 %163, ptr %161, align 4, !tbaa !50
  br label %164

164:                                              ; preds = %20, %160
  %165 = phi i32 [ %5, %20 ], [ %158, %160 ]
  %166 = phi i32 [ %3, %20 ], [ %27, %160 ]
  %167 = getelementptr inbounds i8, ptr %0, i64 272
  %168 = getelementptr inbounds i8, ptr %0, i64 416
  %169 = getelementptr inbounds i8, ptr %0, i64 16
  %170 = getelementptr inbounds i8, ptr %0, i64 280
  %171 = getelementptr inbounds i8, ptr %0, i64 100
  %172 = getelementptr inbounds i8, ptr %0, i64 136
  %173 = getelementptr inbounds i8, ptr %0, i64 104
  %174 = getelementptr inbounds i8, ptr %0, i64 160
  %175 = getelementptr inbounds i8, ptr %0, i64 184
  %176 = getelementptr inbounds i8, ptr %0, i64 168
  br label %177

177:                                              ; preds = %164, %1174
  %178 = phi i32 [ %1175, %1174 ], [ %165, %164 ]
  %179 = phi i32 [ %1176, %1174 ], [ %166, %164 ]
  %180 = load i32, ptr %167, align 8, !tbaa !86
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %587, label %182

182:                                              ; preds = %177
  %183 = load ptr, ptr %168, align 8, !tbaa !88
  %184 = load i64, ptr %169, align 8, !tbaa !42
  %185 = icmp ult i64 %184, 9
  %186 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %185, label %187, label %194

187:                                              ; preds = %182
  %188 = load ptr, ptr %15, align 8, !tbaa !36
  %189 = load i64, ptr %188, align 1
  %190 = shl i64 %189, %184
  %191 = or i64 %190, %186
  store i64 %191, ptr %6, align 8, !tbaa !43
  %192 = add nuw nsw i64 %184, 56
  store i64 %192, ptr %169, align 8, !tbaa !42
  %193 = getelementptr inbounds i8, ptr %188, i64 7
  store ptr %193, ptr %15, align 8, !tbaa !36
  br label %194

194:                                              ; preds = %182, %187
  %195 = phi i64 [ %186, %182 ], [ %191, %187 ]
  %196 = and i64 %195, 255
  %197 = getelementptr inbounds %struct.HuffmanCode, ptr %183, i64 %196
  %198 = load i8, ptr %197, align 2, !tbaa !59
  %199 = getelementptr inbounds i8, ptr %197, i64 2
  %200 = load i16, ptr %199, align 2, !tbaa !61
  %201 = add nsw i32 %178, -1
  %202 = icmp sgt i32 %178, 1
  br i1 %202, label %203, label %209

203:                                              ; preds = %194
  %204 = zext nneg i32 %201 to i64
  %205 = load i64, ptr %170, align 8, !tbaa !21
  %206 = icmp ult i64 %205, %204
  %207 = trunc nuw nsw i64 %205 to i32
  %208 = select i1 %206, i32 %207, i32 %201
  br label %209

209:                                              ; preds = %203, %194
  %210 = phi i32 [ %201, %194 ], [ %208, %203 ]
  %211 = load i32, ptr %171, align 4, !tbaa !108
  %212 = icmp slt i32 %211, %179
  %213 = sub nsw i32 %211, %179
  %214 = icmp sgt i32 %213, %210
  %215 = add nsw i32 %213, -1
  %216 = select i1 %212, i1 true, i1 %214
  %217 = select i1 %216, i32 %210, i32 %215
  %218 = tail call i32 @llvm.smax.i32(i32 %217, i32 0)
  %219 = load ptr, ptr %172, align 8, !tbaa !39
  %220 = load ptr, ptr %17, align 8, !tbaa !38
  %221 = load ptr, ptr %15, align 8, !tbaa !36
  %222 = ptrtoint ptr %220 to i64
  %223 = ptrtoint ptr %221 to i64
  %224 = sub i64 %222, %223
  %225 = shl nsw i64 %224, 3
  %226 = sdiv i64 %225, 15
  %227 = add nsw i64 %226, -4
  %228 = zext nneg i32 %218 to i64
  %229 = icmp sgt i64 %227, %228
  %230 = trunc i64 %227 to i32
  %231 = select i1 %229, i32 %218, i32 %230
  %232 = tail call i32 @llvm.smax.i32(i32 %231, i32 0)
  %233 = add i32 %232, %179
  %234 = zext i16 %200 to i64
  %235 = zext i8 %198 to i64
  %236 = icmp slt i32 %231, 1
  br i1 %236, label %244, label %237

237:                                              ; preds = %209
  %238 = sext i32 %179 to i64
  %239 = sext i32 %233 to i64
  br label %255

240:                                              ; preds = %308
  %241 = trunc nsw i64 %317 to i32
  %242 = load ptr, ptr %15, align 8, !tbaa !36
  %243 = load ptr, ptr %17, align 8, !tbaa !38
  br label %244

244:                                              ; preds = %240, %209
  %245 = phi ptr [ %220, %209 ], [ %243, %240 ]
  %246 = phi ptr [ %221, %209 ], [ %242, %240 ]
  %247 = phi i32 [ %179, %209 ], [ %241, %240 ]
  %248 = phi i64 [ %234, %209 ], [ %318, %240 ]
  %249 = phi i64 [ %235, %209 ], [ %319, %240 ]
  %250 = icmp ult ptr %246, %245
  %251 = icmp sgt i32 %217, %232
  %252 = and i1 %250, %251
  br i1 %252, label %253, label %395

253:                                              ; preds = %244
  %254 = sext i32 %247 to i64
  br label %321

255:                                              ; preds = %237, %308
  %256 = phi i64 [ %238, %237 ], [ %317, %308 ]
  %257 = phi i64 [ %235, %237 ], [ %319, %308 ]
  %258 = phi i64 [ %234, %237 ], [ %318, %308 ]
  %259 = phi i16 [ %200, %237 ], [ %314, %308 ]
  %260 = phi i8 [ %198, %237 ], [ %312, %308 ]
  %261 = icmp ugt i8 %260, 8
  %262 = load i64, ptr %169, align 8, !tbaa !42
  br i1 %261, label %263, label %292, !prof !143

263:                                              ; preds = %255
  %264 = icmp ult i64 %262, 17
  %265 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %264, label %266, label %273

266:                                              ; preds = %263
  %267 = load ptr, ptr %15, align 8, !tbaa !36
  %268 = load i64, ptr %267, align 1
  %269 = shl i64 %268, %262
  %270 = or i64 %269, %265
  %271 = add nuw nsw i64 %262, 48
  %272 = getelementptr inbounds i8, ptr %267, i64 6
  store ptr %272, ptr %15, align 8, !tbaa !36
  br label %273

273:                                              ; preds = %263, %266
  %274 = phi i64 [ %262, %263 ], [ %271, %266 ]
  %275 = phi i64 [ %265, %263 ], [ %270, %266 ]
  %276 = and i64 %275, 255
  %277 = getelementptr inbounds %struct.HuffmanCode, ptr %183, i64 %276
  %278 = getelementptr inbounds %struct.HuffmanCode, ptr %277, i64 %258
  %279 = add nsw i64 %257, -8
  %280 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %279
  %281 = load i64, ptr %280, align 8, !tbaa !21
  %282 = add i64 %274, -8
  %283 = lshr i64 %275, 8
  %284 = and i64 %281, %283
  %285 = getelementptr inbounds %struct.HuffmanCode, ptr %278, i64 %284
  %286 = load i8, ptr %285, align 2, !tbaa !59
  %287 = zext i8 %286 to i64
  %288 = sub i64 %282, %287
  store i64 %288, ptr %169, align 8, !tbaa !42
  %289 = lshr i64 %283, %287
  store i64 %289, ptr %6, align 8, !tbaa !43
  %290 = getelementptr inbounds i8, ptr %285, i64 2
  %291 = load i16, ptr %290, align 2, !tbaa !61
  br label %296

292:                                              ; preds = %255
  %293 = sub i64 %262, %257
  store i64 %293, ptr %169, align 8, !tbaa !42
  %294 = load i64, ptr %6, align 8, !tbaa !43
  %295 = lshr i64 %294, %257
  store i64 %295, ptr %6, align 8, !tbaa !43
  br label %296

296:                                              ; preds = %292, %273
  %297 = phi i64 [ %295, %292 ], [ %289, %273 ]
  %298 = phi i64 [ %293, %292 ], [ %288, %273 ]
  %299 = phi i16 [ %259, %292 ], [ %291, %273 ]
  %300 = icmp ult i64 %298, 9
  br i1 %300, label %301, label %308

301:                                              ; preds = %296
  %302 = load ptr, ptr %15, align 8, !tbaa !36
  %303 = load i64, ptr %302, align 1
  %304 = shl i64 %303, %298
  %305 = or i64 %304, %297
  store i64 %305, ptr %6, align 8, !tbaa !43
  %306 = add nuw nsw i64 %298, 56
  store i64 %306, ptr %169, align 8, !tbaa !42
  %307 = getelementptr inbounds i8, ptr %302, i64 7
  store ptr %307, ptr %15, align 8, !tbaa !36
  br label %308

308:                                              ; preds = %296, %301
  %309 = phi i64 [ %297, %296 ], [ %305, %301 ]
  %310 = and i64 %309, 255
  %311 = getelementptr inbounds %struct.HuffmanCode, ptr %183, i64 %310
  %312 = load i8, ptr %311, align 2, !tbaa !59
  %313 = getelementptr inbounds i8, ptr %311, i64 2
  %314 = load i16, ptr %313, align 2, !tbaa !61
  %315 = trunc i16 %299 to i8
  %316 = getelementptr inbounds i8, ptr %219, i64 %256
  store i8 %315, ptr %316, align 1, !tbaa !40
  %317 = add nsw i64 %256, 1
  %318 = zext i16 %314 to i64
  %319 = zext i8 %312 to i64
  %320 = icmp slt i64 %317, %239
  br i1 %320, label %255, label %240, !llvm.loop !149

321:                                              ; preds = %253, %375
  %322 = phi i64 [ %254, %253 ], [ %386, %375 ]
  %323 = phi ptr [ %246, %253 ], [ %388, %375 ]
  %324 = phi i32 [ %232, %253 ], [ %387, %375 ]
  %325 = phi i64 [ %248, %253 ], [ %383, %375 ]
  %326 = phi i64 [ %249, %253 ], [ %380, %375 ]
  %327 = icmp ugt i64 %326, 8
  %328 = load i64, ptr %169, align 8, !tbaa !42
  br i1 %327, label %329, label %359, !prof !143

329:                                              ; preds = %321
  %330 = icmp ult i64 %328, 17
  %331 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %330, label %332, label %338

332:                                              ; preds = %329
  %333 = load i64, ptr %323, align 1
  %334 = shl i64 %333, %328
  %335 = or i64 %334, %331
  %336 = add nuw nsw i64 %328, 48
  %337 = getelementptr inbounds i8, ptr %323, i64 6
  store ptr %337, ptr %15, align 8, !tbaa !36
  br label %338

338:                                              ; preds = %329, %332
  %339 = phi ptr [ %323, %329 ], [ %337, %332 ]
  %340 = phi i64 [ %328, %329 ], [ %336, %332 ]
  %341 = phi i64 [ %331, %329 ], [ %335, %332 ]
  %342 = and i64 %341, 255
  %343 = getelementptr inbounds %struct.HuffmanCode, ptr %183, i64 %342
  %344 = getelementptr inbounds %struct.HuffmanCode, ptr %343, i64 %325
  %345 = add nsw i64 %326, -8
  %346 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %345
  %347 = load i64, ptr %346, align 8, !tbaa !21
  %348 = add i64 %340, -8
  %349 = lshr i64 %341, 8
  %350 = and i64 %347, %349
  %351 = getelementptr inbounds %struct.HuffmanCode, ptr %344, i64 %350
  %352 = load i8, ptr %351, align 2, !tbaa !59
  %353 = zext i8 %352 to i64
  %354 = sub i64 %348, %353
  store i64 %354, ptr %169, align 8, !tbaa !42
  %355 = lshr i64 %349, %353
  store i64 %355, ptr %6, align 8, !tbaa !43
  %356 = getelementptr inbounds i8, ptr %351, i64 2
  %357 = load i16, ptr %356, align 2, !tbaa !61
  %358 = zext i16 %357 to i64
  br label %363

359:                                              ; preds = %321
  %360 = sub i64 %328, %326
  store i64 %360, ptr %169, align 8, !tbaa !42
  %361 = load i64, ptr %6, align 8, !tbaa !43
  %362 = lshr i64 %361, %326
  store i64 %362, ptr %6, align 8, !tbaa !43
  br label %363

363:                                              ; preds = %359, %338
  %364 = phi ptr [ %323, %359 ], [ %339, %338 ]
  %365 = phi i64 [ %362, %359 ], [ %355, %338 ]
  %366 = phi i64 [ %360, %359 ], [ %354, %338 ]
  %367 = phi i64 [ %325, %359 ], [ %358, %338 ]
  %368 = icmp ult i64 %366, 9
  br i1 %368, label %369, label %375

369:                                              ; preds = %363
  %370 = load i64, ptr %364, align 1
  %371 = shl i64 %370, %366
  %372 = or i64 %371, %365
  store i64 %372, ptr %6, align 8, !tbaa !43
  %373 = add nuw nsw i64 %366, 56
  store i64 %373, ptr %169, align 8, !tbaa !42
  %374 = getelementptr inbounds i8, ptr %364, i64 7
  store ptr %374, ptr %15, align 8, !tbaa !36
  br label %375

375:                                              ; preds = %363, %369
  %376 = phi i64 [ %365, %363 ], [ %372, %369 ]
  %377 = and i64 %376, 255
  %378 = getelementptr inbounds %struct.HuffmanCode, ptr %183, i64 %377
  %379 = load i8, ptr %378, align 2, !tbaa !59
  %380 = zext i8 %379 to i64
  %381 = getelementptr inbounds i8, ptr %378, i64 2
  %382 = load i16, ptr %381, align 2, !tbaa !61
  %383 = zext i16 %382 to i64
  %384 = trunc i64 %367 to i8
  %385 = getelementptr inbounds i8, ptr %219, i64 %322
  store i8 %384, ptr %385, align 1, !tbaa !40
  %386 = add nsw i64 %322, 1
  %387 = add nuw nsw i32 %324, 1
  %388 = load ptr, ptr %15, align 8, !tbaa !36
  %389 = load ptr, ptr %17, align 8, !tbaa !38
  %390 = icmp ult ptr %388, %389
  %391 = icmp sgt i32 %217, %387
  %392 = select i1 %390, i1 %391, i1 false
  br i1 %392, label %321, label %393, !llvm.loop !150

393:                                              ; preds = %375
  %394 = add i32 %387, %179
  br label %395

395:                                              ; preds = %393, %244
  %396 = phi i32 [ %394, %393 ], [ %233, %244 ]
  %397 = phi i64 [ %380, %393 ], [ %249, %244 ]
  %398 = phi i64 [ %383, %393 ], [ %248, %244 ]
  %399 = phi i32 [ %387, %393 ], [ %232, %244 ]
  %400 = zext nneg i32 %399 to i64
  %401 = load i64, ptr %170, align 8, !tbaa !21
  %402 = sub i64 %401, %400
  store i64 %402, ptr %170, align 8, !tbaa !21
  %403 = sub nsw i32 %178, %399
  %404 = sext i32 %396 to i64
  br label %405

405:                                              ; preds = %584, %395
  %406 = phi i64 [ %577, %584 ], [ %402, %395 ]
  %407 = phi i64 [ %578, %584 ], [ %404, %395 ]
  %408 = phi i32 [ %585, %584 ], [ %403, %395 ]
  %409 = phi i64 [ %574, %584 ], [ %397, %395 ]
  %410 = phi i64 [ %575, %584 ], [ %398, %395 ]
  %411 = trunc i64 %407 to i32
  %412 = load ptr, ptr %15, align 8, !tbaa !36
  %413 = load ptr, ptr %17, align 8, !tbaa !38
  %414 = icmp ult ptr %412, %413
  br i1 %414, label %416, label %415

415:                                              ; preds = %405
  store i32 8, ptr %0, align 8, !tbaa !5
  br label %1179

416:                                              ; preds = %405
  %417 = icmp eq i64 %406, 0
  br i1 %417, label %1174, label %418, !prof !143

418:                                              ; preds = %416
  %419 = load ptr, ptr %168, align 8, !tbaa !88
  %420 = load ptr, ptr %172, align 8, !tbaa !39
  %421 = ptrtoint ptr %413 to i64
  %422 = ptrtoint ptr %412 to i64
  %423 = sub i64 %421, %422
  %424 = shl nsw i64 %423, 3
  %425 = sdiv i64 %424, 15
  %426 = icmp sgt i64 %423, 11
  %427 = trunc i64 %425 to i32
  %428 = add i32 %427, -4
  %429 = tail call i32 @llvm.smax.i32(i32 %428, i32 0)
  %430 = select i1 %426, i32 1, i32 %429
  %431 = icmp eq i32 %430, 0
  br i1 %431, label %438, label %432

432:                                              ; preds = %418
  %433 = add nsw i32 %430, %411
  %434 = sext i32 %433 to i64
  br label %446

435:                                              ; preds = %498
  %436 = load ptr, ptr %15, align 8, !tbaa !36
  %437 = load ptr, ptr %17, align 8, !tbaa !38
  br label %438

438:                                              ; preds = %435, %418
  %439 = phi ptr [ %413, %418 ], [ %437, %435 ]
  %440 = phi ptr [ %412, %418 ], [ %436, %435 ]
  %441 = phi i64 [ %409, %418 ], [ %503, %435 ]
  %442 = phi i64 [ %410, %418 ], [ %506, %435 ]
  %443 = phi i64 [ %407, %418 ], [ %509, %435 ]
  %444 = icmp ult ptr %440, %439
  %445 = and i1 %444, %431
  br i1 %445, label %511, label %573

446:                                              ; preds = %432, %498
  %447 = phi i64 [ %407, %432 ], [ %509, %498 ]
  %448 = phi i64 [ %410, %432 ], [ %506, %498 ]
  %449 = phi i64 [ %409, %432 ], [ %503, %498 ]
  %450 = icmp ugt i64 %449, 8
  %451 = load i64, ptr %169, align 8, !tbaa !42
  br i1 %450, label %452, label %482, !prof !143

452:                                              ; preds = %446
  %453 = icmp ult i64 %451, 17
  %454 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %453, label %455, label %462

455:                                              ; preds = %452
  %456 = load ptr, ptr %15, align 8, !tbaa !36
  %457 = load i64, ptr %456, align 1
  %458 = shl i64 %457, %451
  %459 = or i64 %458, %454
  %460 = add nuw nsw i64 %451, 48
  %461 = getelementptr inbounds i8, ptr %456, i64 6
  store ptr %461, ptr %15, align 8, !tbaa !36
  br label %462

462:                                              ; preds = %452, %455
  %463 = phi i64 [ %451, %452 ], [ %460, %455 ]
  %464 = phi i64 [ %454, %452 ], [ %459, %455 ]
  %465 = and i64 %464, 255
  %466 = getelementptr inbounds %struct.HuffmanCode, ptr %419, i64 %465
  %467 = getelementptr inbounds %struct.HuffmanCode, ptr %466, i64 %448
  %468 = add nsw i64 %449, -8
  %469 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %468
  %470 = load i64, ptr %469, align 8, !tbaa !21
  %471 = add i64 %463, -8
  %472 = lshr i64 %464, 8
  %473 = and i64 %470, %472
  %474 = getelementptr inbounds %struct.HuffmanCode, ptr %467, i64 %473
  %475 = load i8, ptr %474, align 2, !tbaa !59
  %476 = zext i8 %475 to i64
  %477 = sub i64 %471, %476
  store i64 %477, ptr %169, align 8, !tbaa !42
  %478 = lshr i64 %472, %476
  store i64 %478, ptr %6, align 8, !tbaa !43
  %479 = getelementptr inbounds i8, ptr %474, i64 2
  %480 = load i16, ptr %479, align 2, !tbaa !61
  %481 = zext i16 %480 to i64
  br label %486

482:                                              ; preds = %446
  %483 = sub i64 %451, %449
  store i64 %483, ptr %169, align 8, !tbaa !42
  %484 = load i64, ptr %6, align 8, !tbaa !43
  %485 = lshr i64 %484, %449
  store i64 %485, ptr %6, align 8, !tbaa !43
  br label %486

486:                                              ; preds = %482, %462
  %487 = phi i64 [ %485, %482 ], [ %478, %462 ]
  %488 = phi i64 [ %483, %482 ], [ %477, %462 ]
  %489 = phi i64 [ %448, %482 ], [ %481, %462 ]
  %490 = icmp ult i64 %488, 9
  br i1 %490, label %491, label %498

491:                                              ; preds = %486
  %492 = load ptr, ptr %15, align 8, !tbaa !36
  %493 = load i64, ptr %492, align 1
  %494 = shl i64 %493, %488
  %495 = or i64 %494, %487
  store i64 %495, ptr %6, align 8, !tbaa !43
  %496 = add nuw nsw i64 %488, 56
  store i64 %496, ptr %169, align 8, !tbaa !42
  %497 = getelementptr inbounds i8, ptr %492, i64 7
  store ptr %497, ptr %15, align 8, !tbaa !36
  br label %498

498:                                              ; preds = %486, %491
  %499 = phi i64 [ %487, %486 ], [ %495, %491 ]
  %500 = and i64 %499, 255
  %501 = getelementptr inbounds %struct.HuffmanCode, ptr %419, i64 %500
  %502 = load i8, ptr %501, align 2, !tbaa !59
  %503 = zext i8 %502 to i64
  %504 = getelementptr inbounds i8, ptr %501, i64 2
  %505 = load i16, ptr %504, align 2, !tbaa !61
  %506 = zext i16 %505 to i64
  %507 = trunc i64 %489 to i8
  %508 = getelementptr inbounds i8, ptr %420, i64 %447
  store i8 %507, ptr %508, align 1, !tbaa !40
  %509 = add nsw i64 %447, 1
  %510 = icmp slt i64 %509, %434
  br i1 %510, label %446, label %435, !llvm.loop !149

511:                                              ; preds = %438
  %512 = icmp ugt i64 %441, 8
  %513 = load i64, ptr %169, align 8, !tbaa !42
  br i1 %512, label %514, label %544, !prof !143

514:                                              ; preds = %511
  %515 = icmp ult i64 %513, 17
  %516 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %515, label %517, label %523

517:                                              ; preds = %514
  %518 = load i64, ptr %440, align 1
  %519 = shl i64 %518, %513
  %520 = or i64 %519, %516
  %521 = add nuw nsw i64 %513, 48
  %522 = getelementptr inbounds i8, ptr %440, i64 6
  store ptr %522, ptr %15, align 8, !tbaa !36
  br label %523

523:                                              ; preds = %514, %517
  %524 = phi ptr [ %440, %514 ], [ %522, %517 ]
  %525 = phi i64 [ %513, %514 ], [ %521, %517 ]
  %526 = phi i64 [ %516, %514 ], [ %520, %517 ]
  %527 = and i64 %526, 255
  %528 = getelementptr inbounds %struct.HuffmanCode, ptr %419, i64 %527
  %529 = getelementptr inbounds %struct.HuffmanCode, ptr %528, i64 %442
  %530 = add nsw i64 %441, -8
  %531 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %530
  %532 = load i64, ptr %531, align 8, !tbaa !21
  %533 = add i64 %525, -8
  %534 = lshr i64 %526, 8
  %535 = and i64 %532, %534
  %536 = getelementptr inbounds %struct.HuffmanCode, ptr %529, i64 %535
  %537 = load i8, ptr %536, align 2, !tbaa !59
  %538 = zext i8 %537 to i64
  %539 = sub i64 %533, %538
  store i64 %539, ptr %169, align 8, !tbaa !42
  %540 = lshr i64 %534, %538
  store i64 %540, ptr %6, align 8, !tbaa !43
  %541 = getelementptr inbounds i8, ptr %536, i64 2
  %542 = load i16, ptr %541, align 2, !tbaa !61
  %543 = zext i16 %542 to i64
  br label %548

544:                                              ; preds = %511
  %545 = sub i64 %513, %441
  store i64 %545, ptr %169, align 8, !tbaa !42
  %546 = load i64, ptr %6, align 8, !tbaa !43
  %547 = lshr i64 %546, %441
  store i64 %547, ptr %6, align 8, !tbaa !43
  br label %548

548:                                              ; preds = %544, %523
  %549 = phi ptr [ %440, %544 ], [ %524, %523 ]
  %550 = phi i64 [ %547, %544 ], [ %540, %523 ]
  %551 = phi i64 [ %545, %544 ], [ %539, %523 ]
  %552 = phi i64 [ %442, %544 ], [ %543, %523 ]
  %553 = icmp ult i64 %551, 9
  br i1 %553, label %554, label %560

554:                                              ; preds = %548
  %555 = load i64, ptr %549, align 1
  %556 = shl i64 %555, %551
  %557 = or i64 %556, %550
  store i64 %557, ptr %6, align 8, !tbaa !43
  %558 = add nuw nsw i64 %551, 56
  store i64 %558, ptr %169, align 8, !tbaa !42
  %559 = getelementptr inbounds i8, ptr %549, i64 7
  store ptr %559, ptr %15, align 8, !tbaa !36
  br label %560

560:                                              ; preds = %548, %554
  %561 = phi i64 [ %550, %548 ], [ %557, %554 ]
  %562 = and i64 %561, 255
  %563 = getelementptr inbounds %struct.HuffmanCode, ptr %419, i64 %562
  %564 = load i8, ptr %563, align 2, !tbaa !59
  %565 = zext i8 %564 to i64
  %566 = getelementptr inbounds i8, ptr %563, i64 2
  %567 = load i16, ptr %566, align 2, !tbaa !61
  %568 = zext i16 %567 to i64
  %569 = trunc i64 %552 to i8
  %570 = shl i64 %443, 32
  %571 = ashr exact i64 %570, 32
  %572 = getelementptr inbounds i8, ptr %420, i64 %571
  store i8 %569, ptr %572, align 1, !tbaa !40
  br label %573

573:                                              ; preds = %560, %438
  %574 = phi i64 [ %565, %560 ], [ %441, %438 ]
  %575 = phi i64 [ %568, %560 ], [ %442, %438 ]
  %576 = load i64, ptr %170, align 8, !tbaa !21
  %577 = add i64 %576, -1
  store i64 %577, ptr %170, align 8, !tbaa !21
  %578 = add nsw i64 %407, 1
  %579 = trunc i64 %578 to i32
  %580 = load i32, ptr %171, align 4, !tbaa !108
  %581 = icmp eq i32 %580, %579
  br i1 %581, label %582, label %584, !prof !143

582:                                              ; preds = %573
  store i32 13, ptr %0, align 8, !tbaa !5
  %583 = add nsw i32 %408, -1
  br label %1179

584:                                              ; preds = %573
  %585 = add nsw i32 %408, -1
  %586 = icmp eq i32 %585, 0
  br i1 %586, label %687, label %405, !llvm.loop !151

587:                                              ; preds = %177
  %588 = load ptr, ptr %172, align 8, !tbaa !39
  %589 = add nsw i32 %179, -1
  %590 = load i32, ptr %173, align 8, !tbaa !116
  %591 = and i32 %590, %589
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds i8, ptr %588, i64 %592
  %594 = load i8, ptr %593, align 1, !tbaa !40
  %595 = add nsw i32 %179, -2
  %596 = and i32 %590, %595
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds i8, ptr %588, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !40
  %600 = sext i32 %179 to i64
  br label %601

601:                                              ; preds = %684, %587
  %602 = phi i64 [ %678, %684 ], [ %600, %587 ]
  %603 = phi i32 [ %685, %684 ], [ %178, %587 ]
  %604 = phi i8 [ %605, %684 ], [ %599, %587 ]
  %605 = phi i8 [ %673, %684 ], [ %594, %587 ]
  %606 = load ptr, ptr %15, align 8, !tbaa !36
  %607 = load ptr, ptr %17, align 8, !tbaa !38
  %608 = icmp ult ptr %606, %607
  br i1 %608, label %611, label %609

609:                                              ; preds = %601
  %610 = trunc nsw i64 %602 to i32
  store i32 8, ptr %0, align 8, !tbaa !5
  br label %1179

611:                                              ; preds = %601
  %612 = load i64, ptr %170, align 8, !tbaa !21
  %613 = icmp eq i64 %612, 0
  br i1 %613, label %1172, label %614, !prof !143

614:                                              ; preds = %611
  %615 = load ptr, ptr %174, align 8, !tbaa !89
  %616 = zext i8 %605 to i64
  %617 = getelementptr inbounds i8, ptr %615, i64 %616
  %618 = load i8, ptr %617, align 1, !tbaa !40
  %619 = getelementptr inbounds i8, ptr %615, i64 256
  %620 = zext i8 %604 to i64
  %621 = getelementptr inbounds i8, ptr %619, i64 %620
  %622 = load i8, ptr %621, align 1, !tbaa !40
  %623 = or i8 %622, %618
  %624 = load ptr, ptr %175, align 8, !tbaa !87
  %625 = load ptr, ptr %176, align 8, !tbaa !85
  %626 = zext i8 %623 to i64
  %627 = getelementptr inbounds i8, ptr %625, i64 %626
  %628 = load i8, ptr %627, align 1, !tbaa !40
  %629 = zext i8 %628 to i64
  %630 = getelementptr inbounds ptr, ptr %624, i64 %629
  %631 = load ptr, ptr %630, align 8, !tbaa !20
  %632 = load i64, ptr %169, align 8, !tbaa !42
  %633 = icmp ult i64 %632, 17
  %634 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %633, label %635, label %641

635:                                              ; preds = %614
  %636 = load i64, ptr %606, align 1
  %637 = shl i64 %636, %632
  %638 = or i64 %637, %634
  %639 = add nuw nsw i64 %632, 48
  %640 = getelementptr inbounds i8, ptr %606, i64 6
  store ptr %640, ptr %15, align 8, !tbaa !36
  br label %641

641:                                              ; preds = %614, %635
  %642 = phi i64 [ %632, %614 ], [ %639, %635 ]
  %643 = phi i64 [ %634, %614 ], [ %638, %635 ]
  %644 = and i64 %643, 255
  %645 = getelementptr inbounds %struct.HuffmanCode, ptr %631, i64 %644
  %646 = load i8, ptr %645, align 2, !tbaa !59
  %647 = icmp ugt i8 %646, 8
  br i1 %647, label %648, label %663

648:                                              ; preds = %641
  %649 = add i64 %642, -8
  %650 = lshr i64 %643, 8
  %651 = getelementptr inbounds i8, ptr %645, i64 2
  %652 = load i16, ptr %651, align 2, !tbaa !61
  %653 = zext i16 %652 to i64
  %654 = zext i8 %646 to i64
  %655 = add nuw nsw i64 %654, 4294967288
  %656 = and i64 %655, 4294967295
  %657 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %656
  %658 = load i64, ptr %657, align 8, !tbaa !21
  %659 = and i64 %658, %650
  %660 = getelementptr inbounds %struct.HuffmanCode, ptr %645, i64 %659
  %661 = getelementptr inbounds %struct.HuffmanCode, ptr %660, i64 %653
  %662 = load i8, ptr %661, align 2, !tbaa !59
  br label %663

663:                                              ; preds = %641, %648
  %664 = phi i64 [ %650, %648 ], [ %643, %641 ]
  %665 = phi i64 [ %649, %648 ], [ %642, %641 ]
  %666 = phi i8 [ %662, %648 ], [ %646, %641 ]
  %667 = phi ptr [ %661, %648 ], [ %645, %641 ]
  %668 = zext i8 %666 to i64
  %669 = sub i64 %665, %668
  store i64 %669, ptr %169, align 8, !tbaa !42
  %670 = lshr i64 %664, %668
  store i64 %670, ptr %6, align 8, !tbaa !43
  %671 = getelementptr inbounds i8, ptr %667, i64 2
  %672 = load i16, ptr %671, align 2, !tbaa !61
  %673 = trunc i16 %672 to i8
  %674 = load ptr, ptr %172, align 8, !tbaa !39
  %675 = getelementptr inbounds i8, ptr %674, i64 %602
  store i8 %673, ptr %675, align 1, !tbaa !40
  %676 = load i64, ptr %170, align 8, !tbaa !21
  %677 = add i64 %676, -1
  store i64 %677, ptr %170, align 8, !tbaa !21
  %678 = add nsw i64 %602, 1
  %679 = load i32, ptr %171, align 4, !tbaa !108
  %680 = trunc nsw i64 %678 to i32
  %681 = icmp eq i32 %679, %680
  br i1 %681, label %682, label %684, !prof !143

682:                                              ; preds = %663
  store i32 13, ptr %0, align 8, !tbaa !5
  %683 = add nsw i32 %603, -1
  br label %1179

684:                                              ; preds = %663
  %685 = add nsw i32 %603, -1
  %686 = icmp eq i32 %685, 0
  br i1 %686, label %687, label %601, !llvm.loop !152

687:                                              ; preds = %584, %684
  %688 = phi i32 [ %680, %684 ], [ %579, %584 ]
  %689 = getelementptr inbounds i8, ptr %0, i64 132
  %690 = load i32, ptr %689, align 4, !tbaa !50
  %691 = icmp slt i32 %690, 1
  br i1 %691, label %692, label %693, !prof !143

692:                                              ; preds = %687
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1179

693:                                              ; preds = %687, %144, %20
  %694 = phi i32 [ 0, %144 ], [ 0, %687 ], [ %5, %20 ]
  %695 = phi i32 [ %27, %144 ], [ %688, %687 ], [ %3, %20 ]
  %696 = getelementptr inbounds i8, ptr %0, i64 712
  %697 = load i32, ptr %696, align 8, !tbaa !144
  %698 = icmp sgt i32 %697, -1
  br i1 %698, label %699, label %711

699:                                              ; preds = %693
  %700 = icmp eq i32 %697, 0
  %701 = zext i1 %700 to i32
  %702 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 %701, ptr %702, align 4, !tbaa !145
  %703 = getelementptr inbounds i8, ptr %0, i64 108
  %704 = load i32, ptr %703, align 4, !tbaa !153
  %705 = add nsw i32 %704, -1
  store i32 %705, ptr %703, align 4, !tbaa !153
  %706 = getelementptr inbounds i8, ptr %0, i64 112
  %707 = and i32 %705, 3
  %708 = zext nneg i32 %707 to i64
  %709 = getelementptr inbounds [4 x i32], ptr %706, i64 0, i64 %708
  %710 = load i32, ptr %709, align 4, !tbaa !30
  store i32 %710, ptr %696, align 8, !tbaa !144
  br label %839

711:                                              ; preds = %693
  %712 = getelementptr inbounds i8, ptr %0, i64 296
  %713 = load i64, ptr %712, align 8, !tbaa !21
  %714 = icmp eq i64 %713, 0
  br i1 %714, label %715, label %718, !prof !143

715:                                              ; preds = %711
  %716 = tail call fastcc i32 @DecodeDistanceBlockSwitch(ptr noundef nonnull %0)
  %717 = icmp eq i32 %716, 1
  br i1 %717, label %718, label %1179

718:                                              ; preds = %715, %711
  %719 = getelementptr inbounds i8, ptr %0, i64 848
  %720 = getelementptr inbounds i8, ptr %0, i64 232
  %721 = load ptr, ptr %720, align 8, !tbaa !154
  %722 = getelementptr inbounds i8, ptr %0, i64 716
  %723 = load i8, ptr %722, align 4, !tbaa !146
  %724 = zext i8 %723 to i64
  %725 = getelementptr inbounds ptr, ptr %721, i64 %724
  %726 = load ptr, ptr %725, align 8, !tbaa !20
  %727 = getelementptr inbounds i8, ptr %0, i64 16
  %728 = load i64, ptr %727, align 8, !tbaa !42
  %729 = icmp ult i64 %728, 17
  %730 = load i64, ptr %6, align 8, !tbaa !43
  br i1 %729, label %731, label %738

731:                                              ; preds = %718
  %732 = load ptr, ptr %15, align 8, !tbaa !36
  %733 = load i64, ptr %732, align 1
  %734 = shl i64 %733, %728
  %735 = or i64 %734, %730
  %736 = add nuw nsw i64 %728, 48
  %737 = getelementptr inbounds i8, ptr %732, i64 6
  store ptr %737, ptr %15, align 8, !tbaa !36
  br label %738

738:                                              ; preds = %731, %718
  %739 = phi i64 [ %736, %731 ], [ %728, %718 ]
  %740 = phi i64 [ %735, %731 ], [ %730, %718 ]
  %741 = and i64 %740, 255
  %742 = getelementptr inbounds %struct.HuffmanCode, ptr %726, i64 %741
  %743 = load i8, ptr %742, align 2, !tbaa !59
  %744 = icmp ugt i8 %743, 8
  br i1 %744, label %745, label %760

745:                                              ; preds = %738
  %746 = add i64 %739, -8
  %747 = lshr i64 %740, 8
  %748 = getelementptr inbounds i8, ptr %742, i64 2
  %749 = load i16, ptr %748, align 2, !tbaa !61
  %750 = zext i16 %749 to i64
  %751 = zext i8 %743 to i64
  %752 = add nuw nsw i64 %751, 4294967288
  %753 = and i64 %752, 4294967295
  %754 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %753
  %755 = load i64, ptr %754, align 8, !tbaa !21
  %756 = and i64 %755, %747
  %757 = getelementptr inbounds %struct.HuffmanCode, ptr %742, i64 %756
  %758 = getelementptr inbounds %struct.HuffmanCode, ptr %757, i64 %750
  %759 = load i8, ptr %758, align 2, !tbaa !59
  br label %760

760:                                              ; preds = %745, %738
  %761 = phi i64 [ %747, %745 ], [ %740, %738 ]
  %762 = phi i64 [ %746, %745 ], [ %739, %738 ]
  %763 = phi i8 [ %759, %745 ], [ %743, %738 ]
  %764 = phi ptr [ %758, %745 ], [ %742, %738 ]
  %765 = zext i8 %763 to i64
  %766 = sub i64 %762, %765
  store i64 %766, ptr %727, align 8, !tbaa !42
  %767 = lshr i64 %761, %765
  store i64 %767, ptr %6, align 8, !tbaa !43
  %768 = getelementptr inbounds i8, ptr %764, i64 2
  %769 = load i16, ptr %768, align 2, !tbaa !61
  %770 = zext i16 %769 to i64
  %771 = load i64, ptr %712, align 8, !tbaa !21
  %772 = add i64 %771, -1
  store i64 %772, ptr %712, align 8, !tbaa !21
  %773 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 0, ptr %773, align 4, !tbaa !145
  %774 = icmp ult i16 %769, 16
  br i1 %774, label %775, label %810

775:                                              ; preds = %760
  %776 = zext nneg i16 %769 to i32
  store i32 %776, ptr %696, align 8, !tbaa !144
  %777 = icmp ult i16 %769, 4
  br i1 %777, label %778, label %790

778:                                              ; preds = %775
  %779 = xor i32 %776, -1
  %780 = lshr i32 1, %776
  store i32 %780, ptr %773, align 4, !tbaa !145
  %781 = getelementptr inbounds i8, ptr %0, i64 112
  %782 = getelementptr inbounds i8, ptr %0, i64 108
  %783 = load i32, ptr %782, align 4, !tbaa !153
  %784 = add i32 %783, %779
  %785 = and i32 %784, 3
  %786 = zext nneg i32 %785 to i64
  %787 = getelementptr inbounds [4 x i32], ptr %781, i64 0, i64 %786
  %788 = load i32, ptr %787, align 4, !tbaa !30
  store i32 %788, ptr %696, align 8, !tbaa !144
  %789 = sub nsw i32 %783, %780
  store i32 %789, ptr %782, align 4, !tbaa !153
  br label %839

790:                                              ; preds = %775
  %791 = icmp ult i16 %769, 10
  %792 = select i1 %791, i32 3, i32 2
  %793 = select i1 %791, i32 -4, i32 -10
  %794 = add nsw i32 %793, %776
  %795 = shl nsw i32 %794, 2
  %796 = lshr i32 6312258, %795
  %797 = and i32 %796, 7
  %798 = add nsw i32 %797, -3
  %799 = getelementptr inbounds i8, ptr %0, i64 112
  %800 = getelementptr inbounds i8, ptr %0, i64 108
  %801 = load i32, ptr %800, align 4, !tbaa !153
  %802 = add nsw i32 %801, %792
  %803 = and i32 %802, 3
  %804 = zext nneg i32 %803 to i64
  %805 = getelementptr inbounds [4 x i32], ptr %799, i64 0, i64 %804
  %806 = load i32, ptr %805, align 4, !tbaa !30
  %807 = add nsw i32 %798, %806
  %808 = icmp slt i32 %807, 1
  %809 = select i1 %808, i32 2147483647, i32 %807
  store i32 %809, ptr %696, align 8, !tbaa !144
  br label %839

810:                                              ; preds = %760
  %811 = getelementptr inbounds [544 x i8], ptr %719, i64 0, i64 %770
  %812 = load i8, ptr %811, align 1, !tbaa !40
  %813 = zext i8 %812 to i64
  %814 = icmp ult i64 %766, 33
  br i1 %814, label %815, label %823

815:                                              ; preds = %810
  %816 = load ptr, ptr %15, align 8, !tbaa !36
  %817 = getelementptr inbounds i8, ptr %816, i64 4
  %818 = add nuw nsw i64 %766, 32
  %819 = load i32, ptr %816, align 1
  %820 = zext i32 %819 to i64
  %821 = shl i64 %820, %766
  %822 = or i64 %821, %767
  store ptr %817, ptr %15, align 8, !tbaa !36
  br label %823

823:                                              ; preds = %815, %810
  %824 = phi i64 [ %766, %810 ], [ %818, %815 ]
  %825 = phi i64 [ %767, %810 ], [ %822, %815 ]
  %826 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %813
  %827 = load i64, ptr %826, align 8, !tbaa !21
  %828 = and i64 %827, %825
  %829 = sub i64 %824, %813
  store i64 %829, ptr %727, align 8, !tbaa !42
  %830 = lshr i64 %825, %813
  store i64 %830, ptr %6, align 8, !tbaa !43
  %831 = getelementptr inbounds i8, ptr %0, i64 1392
  %832 = getelementptr inbounds [544 x i64], ptr %831, i64 0, i64 %770
  %833 = load i64, ptr %832, align 8, !tbaa !21
  %834 = getelementptr inbounds i8, ptr %0, i64 384
  %835 = load i64, ptr %834, align 8, !tbaa !67
  %836 = shl i64 %828, %835
  %837 = add i64 %836, %833
  %838 = trunc i64 %837 to i32
  store i32 %838, ptr %696, align 8, !tbaa !144
  br label %839

839:                                              ; preds = %823, %778, %790, %699
  %840 = phi i32 [ 0, %823 ], [ %780, %778 ], [ 0, %790 ], [ %701, %699 ]
  %841 = phi i32 [ %838, %823 ], [ %788, %778 ], [ %809, %790 ], [ %710, %699 ]
  %842 = getelementptr inbounds i8, ptr %0, i64 96
  %843 = load i32, ptr %842, align 8, !tbaa !109
  %844 = getelementptr inbounds i8, ptr %0, i64 92
  %845 = load i32, ptr %844, align 4, !tbaa !45
  %846 = icmp eq i32 %843, %845
  br i1 %846, label %849, label %847

847:                                              ; preds = %839
  %848 = tail call i32 @llvm.smin.i32(i32 %695, i32 %845)
  store i32 %848, ptr %842, align 8, !tbaa !109
  br label %849

849:                                              ; preds = %847, %839
  %850 = phi i32 [ %848, %847 ], [ %843, %839 ]
  %851 = getelementptr inbounds i8, ptr %0, i64 708
  %852 = load i32, ptr %851, align 4, !tbaa !148
  %853 = icmp sgt i32 %841, %850
  br i1 %853, label %854, label %1086

854:                                              ; preds = %849
  %855 = icmp sgt i32 %841, 2147483644
  br i1 %855, label %1183, label %856

856:                                              ; preds = %854
  %857 = sub nsw i32 %841, %850
  %858 = icmp sgt i32 %857, %14
  br i1 %858, label %921, label %859

859:                                              ; preds = %856
  %860 = sub nsw i32 %14, %857
  %861 = tail call fastcc i32 @InitializeCompoundDictionaryCopy(ptr noundef nonnull %0, i32 noundef %860, i32 noundef %852)
  %862 = icmp eq i32 %861, 0
  br i1 %862, label %1183, label %863

863:                                              ; preds = %859
  %864 = load ptr, ptr %7, align 8, !tbaa !22
  %865 = getelementptr inbounds i8, ptr %864, i64 16
  %866 = getelementptr inbounds i8, ptr %864, i64 20
  %867 = getelementptr inbounds i8, ptr %0, i64 136
  %868 = getelementptr inbounds i8, ptr %864, i64 24
  %869 = getelementptr inbounds i8, ptr %864, i64 8
  %870 = getelementptr inbounds i8, ptr %864, i64 12
  %871 = getelementptr inbounds i8, ptr %0, i64 100
  %872 = getelementptr inbounds i8, ptr %864, i64 152
  %873 = load i32, ptr %866, align 4, !tbaa !28
  %874 = load i32, ptr %871, align 4, !tbaa !108
  br label %875

875:                                              ; preds = %914, %863
  %876 = phi i32 [ %874, %863 ], [ %915, %914 ]
  %877 = phi i32 [ %873, %863 ], [ %909, %914 ]
  %878 = phi i32 [ %695, %863 ], [ %905, %914 ]
  %879 = load i32, ptr %865, align 8, !tbaa !27
  %880 = icmp eq i32 %879, %877
  br i1 %880, label %917, label %881

881:                                              ; preds = %875
  %882 = load ptr, ptr %867, align 8, !tbaa !39
  %883 = sext i32 %878 to i64
  %884 = getelementptr inbounds i8, ptr %882, i64 %883
  %885 = load i32, ptr %869, align 8, !tbaa !111
  %886 = sext i32 %885 to i64
  %887 = getelementptr inbounds [16 x ptr], ptr %868, i64 0, i64 %886
  %888 = load ptr, ptr %887, align 8, !tbaa !20
  %889 = load i32, ptr %870, align 4, !tbaa !112
  %890 = sext i32 %889 to i64
  %891 = getelementptr inbounds i8, ptr %888, i64 %890
  %892 = sub nsw i32 %876, %878
  %893 = add nsw i32 %885, 1
  %894 = sext i32 %893 to i64
  %895 = getelementptr inbounds [16 x i32], ptr %872, i64 0, i64 %894
  %896 = load i32, ptr %895, align 4, !tbaa !30
  %897 = getelementptr inbounds [16 x i32], ptr %872, i64 0, i64 %886
  %898 = load i32, ptr %897, align 4, !tbaa !30
  %899 = add i32 %889, %898
  %900 = sub i32 %896, %899
  %901 = sub nsw i32 %879, %877
  %902 = tail call i32 @llvm.smin.i32(i32 %901, i32 %900)
  %903 = tail call i32 @llvm.smin.i32(i32 %902, i32 %892)
  %904 = sext i32 %903 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %884, ptr align 1 %891, i64 %904, i1 false)
  %905 = add nsw i32 %903, %878
  %906 = load i32, ptr %870, align 4, !tbaa !112
  %907 = add nsw i32 %903, %906
  store i32 %907, ptr %870, align 4, !tbaa !112
  %908 = load i32, ptr %866, align 4, !tbaa !28
  %909 = add nsw i32 %908, %903
  store i32 %909, ptr %866, align 4, !tbaa !28
  %910 = icmp eq i32 %903, %900
  br i1 %910, label %911, label %914

911:                                              ; preds = %881
  %912 = load i32, ptr %869, align 8, !tbaa !111
  %913 = add nsw i32 %912, 1
  store i32 %913, ptr %869, align 8, !tbaa !111
  store i32 0, ptr %870, align 4, !tbaa !112
  br label %914

914:                                              ; preds = %911, %881
  %915 = load i32, ptr %871, align 4, !tbaa !108
  %916 = icmp eq i32 %905, %915
  br i1 %916, label %919, label %875

917:                                              ; preds = %875
  %918 = icmp slt i32 %878, %876
  br i1 %918, label %1128, label %919

919:                                              ; preds = %914, %917
  %920 = phi i32 [ %878, %917 ], [ %905, %914 ]
  store i32 15, ptr %0, align 8, !tbaa !5
  br label %1179

921:                                              ; preds = %856
  %922 = add i32 %852, -4
  %923 = icmp ult i32 %922, 28
  br i1 %923, label %924, label %1183

924:                                              ; preds = %921
  %925 = getelementptr inbounds i8, ptr %0, i64 136
  %926 = getelementptr inbounds i8, ptr %0, i64 800
  %927 = load ptr, ptr %926, align 8, !tbaa !17
  %928 = getelementptr inbounds i8, ptr %927, i64 248
  %929 = load i32, ptr %928, align 8, !tbaa !155
  %930 = icmp eq i32 %929, 0
  br i1 %930, label %959, label %931

931:                                              ; preds = %924
  %932 = load ptr, ptr %925, align 8, !tbaa !39
  %933 = add nsw i32 %695, -2
  %934 = getelementptr inbounds i8, ptr %0, i64 104
  %935 = load i32, ptr %934, align 8, !tbaa !116
  %936 = and i32 %935, %933
  %937 = sext i32 %936 to i64
  %938 = getelementptr inbounds i8, ptr %932, i64 %937
  %939 = load i8, ptr %938, align 1, !tbaa !40
  %940 = add nsw i32 %695, -1
  %941 = and i32 %935, %940
  %942 = sext i32 %941 to i64
  %943 = getelementptr inbounds i8, ptr %932, i64 %942
  %944 = load i8, ptr %943, align 1, !tbaa !40
  %945 = getelementptr inbounds i8, ptr %927, i64 252
  %946 = getelementptr inbounds i8, ptr %0, i64 160
  %947 = load ptr, ptr %946, align 8, !tbaa !89
  %948 = zext i8 %944 to i64
  %949 = getelementptr inbounds i8, ptr %947, i64 %948
  %950 = load i8, ptr %949, align 1, !tbaa !40
  %951 = getelementptr inbounds i8, ptr %947, i64 256
  %952 = zext i8 %939 to i64
  %953 = getelementptr inbounds i8, ptr %951, i64 %952
  %954 = load i8, ptr %953, align 1, !tbaa !40
  %955 = or i8 %954, %950
  %956 = zext i8 %955 to i64
  %957 = getelementptr inbounds [64 x i8], ptr %945, i64 0, i64 %956
  %958 = load i8, ptr %957, align 1, !tbaa !40
  br label %959

959:                                              ; preds = %931, %924
  %960 = phi i8 [ %958, %931 ], [ 0, %924 ]
  %961 = getelementptr inbounds i8, ptr %927, i64 320
  %962 = zext i8 %960 to i64
  %963 = getelementptr inbounds [64 x ptr], ptr %961, i64 0, i64 %962
  %964 = load ptr, ptr %963, align 8, !tbaa !20
  %965 = getelementptr inbounds i8, ptr %927, i64 832
  %966 = getelementptr inbounds [64 x ptr], ptr %965, i64 0, i64 %962
  %967 = load ptr, ptr %966, align 8, !tbaa !20
  %968 = getelementptr inbounds i8, ptr %964, i64 32
  %969 = zext nneg i32 %852 to i64
  %970 = getelementptr inbounds [32 x i32], ptr %968, i64 0, i64 %969
  %971 = load i32, ptr %970, align 4, !tbaa !30
  %972 = getelementptr inbounds [32 x i8], ptr %964, i64 0, i64 %969
  %973 = load i8, ptr %972, align 1, !tbaa !40
  %974 = xor i32 %850, -1
  %975 = sub i32 %841, %14
  %976 = add i32 %975, %974
  %977 = zext i8 %973 to i64
  %978 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %977
  %979 = load i64, ptr %978, align 8, !tbaa !21
  %980 = trunc i64 %979 to i32
  %981 = and i32 %976, %980
  %982 = zext i8 %973 to i32
  %983 = ashr i32 %976, %982
  %984 = getelementptr inbounds i8, ptr %0, i64 108
  %985 = load i32, ptr %984, align 4, !tbaa !153
  %986 = add nsw i32 %985, %840
  store i32 %986, ptr %984, align 4, !tbaa !153
  %987 = mul nsw i32 %981, %852
  %988 = add nsw i32 %987, %971
  %989 = getelementptr inbounds i8, ptr %967, i64 24
  %990 = load i32, ptr %989, align 8, !tbaa !156
  %991 = icmp slt i32 %983, %990
  br i1 %991, label %992, label %995

992:                                              ; preds = %959
  %993 = load i8, ptr %972, align 1, !tbaa !40
  %994 = icmp eq i8 %993, 0
  br i1 %994, label %995, label %1043

995:                                              ; preds = %992, %959
  %996 = getelementptr inbounds i8, ptr %927, i64 316
  %997 = load i8, ptr %996, align 4, !tbaa !158
  %998 = icmp ugt i8 %997, 1
  br i1 %998, label %999, label %1043

999:                                              ; preds = %995
  %1000 = shl nuw i32 1, %982
  %1001 = and i32 %1000, -2
  %1002 = mul nsw i32 %990, %1001
  %1003 = sub nsw i32 %976, %1002
  %1004 = zext i8 %997 to i64
  br label %1005

1005:                                             ; preds = %999, %1039
  %1006 = phi i64 [ 0, %999 ], [ %1041, %1039 ]
  %1007 = phi i32 [ %1003, %999 ], [ %1040, %1039 ]
  %1008 = getelementptr inbounds [64 x ptr], ptr %961, i64 0, i64 %1006
  %1009 = load ptr, ptr %1008, align 8, !tbaa !20
  %1010 = icmp eq i64 %1006, %962
  br i1 %1010, label %1039, label %1011

1011:                                             ; preds = %1005
  %1012 = getelementptr inbounds [32 x i8], ptr %1009, i64 0, i64 %969
  %1013 = load i8, ptr %1012, align 1, !tbaa !40
  %1014 = icmp eq i8 %1013, 0
  br i1 %1014, label %1039, label %1015

1015:                                             ; preds = %1011
  %1016 = getelementptr inbounds [64 x ptr], ptr %965, i64 0, i64 %1006
  %1017 = load ptr, ptr %1016, align 8, !tbaa !20
  %1018 = zext i8 %1013 to i32
  %1019 = shl nuw i32 1, %1018
  %1020 = and i32 %1019, -2
  %1021 = getelementptr inbounds i8, ptr %1017, i64 24
  %1022 = load i32, ptr %1021, align 8, !tbaa !156
  %1023 = mul nsw i32 %1022, %1020
  %1024 = icmp slt i32 %1007, %1023
  br i1 %1024, label %1027, label %1025

1025:                                             ; preds = %1015
  %1026 = sub nsw i32 %1007, %1023
  br label %1039

1027:                                             ; preds = %1015
  %1028 = zext i8 %1013 to i64
  %1029 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %1028
  %1030 = load i64, ptr %1029, align 8, !tbaa !21
  %1031 = trunc i64 %1030 to i32
  %1032 = and i32 %1007, %1031
  %1033 = ashr i32 %1007, %1018
  %1034 = getelementptr inbounds i8, ptr %1009, i64 32
  %1035 = getelementptr inbounds [32 x i32], ptr %1034, i64 0, i64 %969
  %1036 = load i32, ptr %1035, align 4, !tbaa !30
  %1037 = mul nsw i32 %1032, %852
  %1038 = add nsw i32 %1037, %1036
  br label %1043

1039:                                             ; preds = %1025, %1005, %1011
  %1040 = phi i32 [ %1026, %1025 ], [ %1007, %1005 ], [ %1007, %1011 ]
  %1041 = add nuw nsw i64 %1006, 1
  %1042 = icmp eq i64 %1041, %1004
  br i1 %1042, label %1043, label %1005, !llvm.loop !159

1043:                                             ; preds = %1039, %1027, %995, %992
  %1044 = phi ptr [ %964, %995 ], [ %964, %992 ], [ %1009, %1027 ], [ %964, %1039 ]
  %1045 = phi ptr [ %967, %995 ], [ %967, %992 ], [ %1017, %1027 ], [ %967, %1039 ]
  %1046 = phi i32 [ %988, %995 ], [ %988, %992 ], [ %1038, %1027 ], [ %988, %1039 ]
  %1047 = phi i32 [ %983, %995 ], [ %983, %992 ], [ %1033, %1027 ], [ %983, %1039 ]
  %1048 = getelementptr inbounds [32 x i8], ptr %1044, i64 0, i64 %969
  %1049 = load i8, ptr %1048, align 1, !tbaa !40
  %1050 = icmp eq i8 %1049, 0
  br i1 %1050, label %1183, label %1051, !prof !143

1051:                                             ; preds = %1043
  %1052 = getelementptr inbounds i8, ptr %1044, i64 168
  %1053 = load ptr, ptr %1052, align 8, !tbaa !160
  %1054 = icmp eq ptr %1053, null
  br i1 %1054, label %1183, label %1055, !prof !143

1055:                                             ; preds = %1051
  %1056 = getelementptr inbounds i8, ptr %1045, i64 24
  %1057 = load i32, ptr %1056, align 8, !tbaa !156
  %1058 = icmp slt i32 %1047, %1057
  br i1 %1058, label %1059, label %1183

1059:                                             ; preds = %1055
  %1060 = sext i32 %1046 to i64
  %1061 = getelementptr inbounds i8, ptr %1053, i64 %1060
  %1062 = getelementptr inbounds i8, ptr %1045, i64 48
  %1063 = load i16, ptr %1062, align 8, !tbaa !125
  %1064 = sext i16 %1063 to i32
  %1065 = icmp eq i32 %1047, %1064
  %1066 = load ptr, ptr %925, align 8, !tbaa !39
  %1067 = sext i32 %695 to i64
  %1068 = getelementptr inbounds i8, ptr %1066, i64 %1067
  br i1 %1065, label %1069, label %1070

1069:                                             ; preds = %1059
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1068, ptr nonnull align 1 %1061, i64 %969, i1 false)
  br label %1076

1070:                                             ; preds = %1059
  %1071 = tail call i32 @BrotliTransformDictionaryWord(ptr noundef %1068, ptr noundef nonnull %1061, i32 noundef %852, ptr noundef nonnull %1045, i32 noundef %1047) #23
  %1072 = icmp eq i32 %1071, 0
  br i1 %1072, label %1073, label %1076

1073:                                             ; preds = %1070
  %1074 = load i32, ptr %696, align 8, !tbaa !144
  %1075 = icmp slt i32 %1074, 121
  br i1 %1075, label %1183, label %1076

1076:                                             ; preds = %1073, %1070, %1069
  %1077 = phi i32 [ %852, %1069 ], [ 0, %1073 ], [ %1071, %1070 ]
  %1078 = add nsw i32 %1077, %695
  %1079 = getelementptr inbounds i8, ptr %0, i64 132
  %1080 = load i32, ptr %1079, align 4, !tbaa !50
  %1081 = sub nsw i32 %1080, %1077
  store i32 %1081, ptr %1079, align 4, !tbaa !50
  %1082 = getelementptr inbounds i8, ptr %0, i64 100
  %1083 = load i32, ptr %1082, align 4, !tbaa !108
  %1084 = icmp slt i32 %1078, %1083
  br i1 %1084, label %1128, label %1085

1085:                                             ; preds = %1076
  store i32 15, ptr %0, align 8, !tbaa !5
  br label %1179

1086:                                             ; preds = %849
  %1087 = sub nsw i32 %695, %841
  %1088 = getelementptr inbounds i8, ptr %0, i64 104
  %1089 = load i32, ptr %1088, align 8, !tbaa !116
  %1090 = and i32 %1089, %1087
  %1091 = getelementptr inbounds i8, ptr %0, i64 136
  %1092 = load ptr, ptr %1091, align 8, !tbaa !39
  %1093 = sext i32 %695 to i64
  %1094 = getelementptr inbounds i8, ptr %1092, i64 %1093
  %1095 = sext i32 %1090 to i64
  %1096 = getelementptr inbounds i8, ptr %1092, i64 %1095
  %1097 = add nsw i32 %852, %695
  %1098 = add nsw i32 %1090, %852
  %1099 = getelementptr inbounds i8, ptr %0, i64 112
  %1100 = getelementptr inbounds i8, ptr %0, i64 108
  %1101 = load i32, ptr %1100, align 4, !tbaa !153
  %1102 = and i32 %1101, 3
  %1103 = zext nneg i32 %1102 to i64
  %1104 = getelementptr inbounds [4 x i32], ptr %1099, i64 0, i64 %1103
  store i32 %841, ptr %1104, align 4, !tbaa !30
  %1105 = add nsw i32 %1101, 1
  store i32 %1105, ptr %1100, align 4, !tbaa !153
  %1106 = getelementptr inbounds i8, ptr %0, i64 132
  %1107 = load i32, ptr %1106, align 4, !tbaa !50
  %1108 = sub nsw i32 %1107, %852
  store i32 %1108, ptr %1106, align 4, !tbaa !50
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %1094, ptr noundef nonnull align 1 dereferenceable(16) %1096, i64 16, i1 false)
  %1109 = icmp sgt i32 %1098, %695
  %1110 = icmp sgt i32 %1097, %1090
  %1111 = select i1 %1109, i1 %1110, i1 false
  br i1 %1111, label %1134, label %1112

1112:                                             ; preds = %1086
  %1113 = getelementptr inbounds i8, ptr %0, i64 100
  %1114 = load i32, ptr %1113, align 4, !tbaa !108
  %1115 = icmp slt i32 %1097, %1114
  %1116 = icmp slt i32 %1098, %1114
  %1117 = and i1 %1115, %1116
  br i1 %1117, label %1118, label %1134

1118:                                             ; preds = %1112
  %1119 = icmp sgt i32 %852, 16
  br i1 %1119, label %1120, label %1128

1120:                                             ; preds = %1118
  %1121 = icmp ugt i32 %852, 32
  %1122 = getelementptr inbounds i8, ptr %1094, i64 16
  %1123 = getelementptr inbounds i8, ptr %1096, i64 16
  br i1 %1121, label %1124, label %1127

1124:                                             ; preds = %1120
  %1125 = add nsw i32 %852, -16
  %1126 = zext nneg i32 %1125 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1122, ptr nonnull align 1 %1123, i64 %1126, i1 false)
  br label %1128

1127:                                             ; preds = %1120
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %1122, ptr noundef nonnull align 1 dereferenceable(16) %1123, i64 16, i1 false)
  br label %1128

1128:                                             ; preds = %1118, %1127, %1124, %1076, %917
  %1129 = phi i32 [ %878, %917 ], [ %1078, %1076 ], [ %1097, %1124 ], [ %1097, %1127 ], [ %1097, %1118 ]
  %1130 = getelementptr inbounds i8, ptr %0, i64 132
  %1131 = load i32, ptr %1130, align 4, !tbaa !50
  %1132 = icmp slt i32 %1131, 1
  br i1 %1132, label %1133, label %25

1133:                                             ; preds = %1128
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1179

1134:                                             ; preds = %23, %1086, %1112
  %1135 = phi i64 [ %24, %23 ], [ %1093, %1086 ], [ %1093, %1112 ]
  %1136 = phi i32 [ %5, %23 ], [ %852, %1086 ], [ %852, %1112 ]
  %1137 = phi i32 [ %3, %23 ], [ %695, %1086 ], [ %695, %1112 ]
  %1138 = getelementptr inbounds i8, ptr %0, i64 100
  %1139 = load i32, ptr %1138, align 4, !tbaa !108
  %1140 = sub nsw i32 %1139, %1137
  %1141 = getelementptr inbounds i8, ptr %0, i64 136
  %1142 = getelementptr inbounds i8, ptr %0, i64 712
  %1143 = getelementptr inbounds i8, ptr %0, i64 104
  br label %1144

1144:                                             ; preds = %1150, %1134
  %1145 = phi i64 [ %1161, %1150 ], [ %1135, %1134 ]
  %1146 = phi i32 [ %1148, %1150 ], [ %1136, %1134 ]
  %1147 = phi i32 [ %1162, %1150 ], [ %1140, %1134 ]
  %1148 = add nsw i32 %1146, -1
  %1149 = icmp sgt i32 %1146, 0
  br i1 %1149, label %1150, label %1166

1150:                                             ; preds = %1144
  %1151 = load ptr, ptr %1141, align 8, !tbaa !39
  %1152 = load i32, ptr %1142, align 8, !tbaa !144
  %1153 = trunc nsw i64 %1145 to i32
  %1154 = sub nsw i32 %1153, %1152
  %1155 = load i32, ptr %1143, align 8, !tbaa !116
  %1156 = and i32 %1154, %1155
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds i8, ptr %1151, i64 %1157
  %1159 = load i8, ptr %1158, align 1, !tbaa !40
  %1160 = getelementptr inbounds i8, ptr %1151, i64 %1145
  store i8 %1159, ptr %1160, align 1, !tbaa !40
  %1161 = add nsw i64 %1145, 1
  %1162 = add nsw i32 %1147, -1
  %1163 = icmp eq i32 %1162, 0
  br i1 %1163, label %1164, label %1144, !prof !143, !llvm.loop !162

1164:                                             ; preds = %1150
  %1165 = trunc nsw i64 %1161 to i32
  store i32 16, ptr %0, align 8, !tbaa !5
  br label %1179

1166:                                             ; preds = %1144
  %1167 = trunc nsw i64 %1145 to i32
  %1168 = getelementptr inbounds i8, ptr %0, i64 132
  %1169 = load i32, ptr %1168, align 4, !tbaa !50
  %1170 = icmp slt i32 %1169, 1
  br i1 %1170, label %1171, label %25

1171:                                             ; preds = %1166
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1179

1172:                                             ; preds = %611
  %1173 = trunc nsw i64 %602 to i32
  br label %1174

1174:                                             ; preds = %416, %1172
  %1175 = phi i32 [ %603, %1172 ], [ %408, %416 ]
  %1176 = phi i32 [ %1173, %1172 ], [ %411, %416 ]
  %1177 = tail call fastcc i32 @DecodeLiteralBlockSwitch(ptr noundef nonnull %0)
  %1178 = icmp eq i32 %1177, 1
  br i1 %1178, label %177, label %1179

1179:                                             ; preds = %37, %1174, %682, %609, %582, %415, %1164, %1085, %919, %1171, %1133, %715, %692, %33, %13
  %1180 = phi i32 [ %5, %13 ], [ %1148, %1171 ], [ %26, %33 ], [ %852, %1085 ], [ %852, %1133 ], [ %852, %919 ], [ %694, %715 ], [ 0, %692 ], [ %1148, %1164 ], [ %408, %415 ], [ %583, %582 ], [ %603, %609 ], [ %683, %682 ], [ %1175, %1174 ], [ %26, %37 ]
  %1181 = phi i32 [ 2, %13 ], [ 1, %1171 ], [ 2, %33 ], [ 1, %1085 ], [ 1, %1133 ], [ 1, %919 ], [ %716, %715 ], [ 1, %692 ], [ 1, %1164 ], [ 2, %415 ], [ 1, %582 ], [ 2, %609 ], [ 1, %682 ], [ %1177, %1174 ], [ %38, %37 ]
  %1182 = phi i32 [ %3, %13 ], [ %1167, %1171 ], [ %27, %33 ], [ %1078, %1085 ], [ %1129, %1133 ], [ %920, %919 ], [ %695, %715 ], [ %688, %692 ], [ %1165, %1164 ], [ %411, %415 ], [ %579, %582 ], [ %610, %609 ], [ %679, %682 ], [ %1176, %1174 ], [ %27, %37 ]
  store i32 %1182, ptr %2, align 8, !tbaa !110
  store i32 %1180, ptr %4, align 4, !tbaa !44
  br label %1183

1183:                                             ; preds = %1055, %1073, %1051, %1043, %859, %20, %854, %921, %1179
  %1184 = phi i32 [ %1181, %1179 ], [ -31, %20 ], [ -16, %854 ], [ -12, %921 ], [ -18, %859 ], [ -11, %1055 ], [ -11, %1073 ], [ -19, %1051 ], [ -12, %1043 ]
  ret i32 %1184
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @SafeProcessCommands(ptr noundef %0) unnamed_addr #10 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 88
  %7 = load i32, ptr %6, align 8, !tbaa !110
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !44
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 808
  %12 = load ptr, ptr %11, align 8, !tbaa !22
  %13 = icmp eq ptr %12, null
  br i1 %13, label %17, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !26
  br label %17

17:                                               ; preds = %14, %1
  %18 = phi i32 [ %16, %14 ], [ 0, %1 ]
  %19 = load i32, ptr %0, align 8, !tbaa !5
  switch i32 %19, label %1010 [
    i32 7, label %22
    i32 8, label %218
    i32 9, label %464
    i32 10, label %20
  ]

20:                                               ; preds = %17
  %21 = sext i32 %7 to i64
  br label %960

22:                                               ; preds = %992, %954, %17
  %23 = phi i32 [ %9, %17 ], [ %678, %954 ], [ %974, %992 ]
  %24 = phi i32 [ %7, %17 ], [ %955, %954 ], [ %993, %992 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 288
  br label %26

26:                                               ; preds = %22, %29
  store i32 7, ptr %0, align 8, !tbaa !5
  %27 = load i64, ptr %25, align 8, !tbaa !21
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %32, !prof !143

29:                                               ; preds = %26
  %30 = tail call fastcc i32 @SafeDecodeCommandBlockSwitch(ptr noundef nonnull %0)
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %26, label %1006

32:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %33 = load i64, ptr %10, align 8, !tbaa !43
  %34 = getelementptr inbounds i8, ptr %0, i64 16
  %35 = load i64, ptr %34, align 8, !tbaa !42
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !36
  %38 = getelementptr inbounds i8, ptr %0, i64 40
  %39 = load ptr, ptr %38, align 8, !tbaa !37
  %40 = ptrtoint ptr %39 to i64
  %41 = ptrtoint ptr %37 to i64
  %42 = sub i64 %40, %41
  %43 = getelementptr inbounds i8, ptr %0, i64 152
  %44 = load ptr, ptr %43, align 8, !tbaa !93
  %45 = icmp ult i64 %35, 15
  br i1 %45, label %46, label %65

46:                                               ; preds = %32
  %47 = icmp eq ptr %37, %39
  br i1 %47, label %100, label %48

48:                                               ; preds = %46
  %49 = load i8, ptr %37, align 1, !tbaa !40
  %50 = zext i8 %49 to i64
  %51 = shl nuw nsw i64 %50, %35
  %52 = or i64 %51, %33
  store i64 %52, ptr %10, align 8, !tbaa !43
  %53 = add nuw nsw i64 %35, 8
  store i64 %53, ptr %34, align 8, !tbaa !42
  %54 = getelementptr inbounds i8, ptr %37, i64 1
  store ptr %54, ptr %36, align 8, !tbaa !36
  %55 = icmp ult i64 %35, 7
  br i1 %55, label %56, label %65, !llvm.loop !58

56:                                               ; preds = %48
  %57 = icmp eq ptr %54, %39
  br i1 %57, label %100, label %58

58:                                               ; preds = %56
  %59 = load i8, ptr %54, align 1, !tbaa !40
  %60 = zext i8 %59 to i64
  %61 = shl nuw nsw i64 %60, %53
  %62 = or i64 %61, %52
  store i64 %62, ptr %10, align 8, !tbaa !43
  %63 = or disjoint i64 %35, 16
  store i64 %63, ptr %34, align 8, !tbaa !42
  %64 = getelementptr inbounds i8, ptr %37, i64 2
  store ptr %64, ptr %36, align 8, !tbaa !36
  br label %65

65:                                               ; preds = %48, %58, %32
  %66 = phi i64 [ %35, %32 ], [ %53, %48 ], [ %63, %58 ]
  %67 = phi i64 [ %33, %32 ], [ %52, %48 ], [ %62, %58 ]
  %68 = and i64 %67, 255
  %69 = getelementptr inbounds %struct.HuffmanCode, ptr %44, i64 %68
  %70 = load i8, ptr %69, align 2, !tbaa !59
  %71 = icmp ugt i8 %70, 8
  br i1 %71, label %72, label %89

72:                                               ; preds = %65
  %73 = add i64 %66, -8
  %74 = lshr i64 %67, 8
  %75 = getelementptr inbounds i8, ptr %69, i64 2
  %76 = load i16, ptr %75, align 2, !tbaa !61
  %77 = zext i16 %76 to i64
  %78 = lshr i64 %67, 8
  %79 = and i64 %78, 127
  %80 = zext i8 %70 to i64
  %81 = add nuw nsw i64 %80, 4294967288
  %82 = and i64 %81, 4294967295
  %83 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8, !tbaa !21
  %85 = and i64 %84, %79
  %86 = getelementptr inbounds %struct.HuffmanCode, ptr %69, i64 %85
  %87 = getelementptr inbounds %struct.HuffmanCode, ptr %86, i64 %77
  %88 = load i8, ptr %87, align 2, !tbaa !59
  br label %89

89:                                               ; preds = %65, %72
  %90 = phi i64 [ %74, %72 ], [ %67, %65 ]
  %91 = phi i64 [ %73, %72 ], [ %66, %65 ]
  %92 = phi i8 [ %88, %72 ], [ %70, %65 ]
  %93 = phi ptr [ %87, %72 ], [ %69, %65 ]
  %94 = zext i8 %92 to i64
  %95 = sub i64 %91, %94
  store i64 %95, ptr %34, align 8, !tbaa !42
  %96 = lshr i64 %90, %94
  store i64 %96, ptr %10, align 8, !tbaa !43
  %97 = getelementptr inbounds i8, ptr %93, i64 2
  %98 = load i16, ptr %97, align 2, !tbaa !61
  %99 = zext i16 %98 to i64
  store i64 %99, ptr %3, align 8, !tbaa !21
  br label %105

100:                                              ; preds = %56, %46
  %101 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %44, ptr noundef nonnull %10, ptr noundef nonnull %3)
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %201, label %103

103:                                              ; preds = %100
  %104 = load i64, ptr %3, align 8, !tbaa !21
  br label %105

105:                                              ; preds = %103, %89
  %106 = phi i64 [ %99, %89 ], [ %104, %103 ]
  %107 = getelementptr inbounds [704 x %struct.CmdLutElement], ptr @kCmdLut, i64 0, i64 %106
  %108 = load i8, ptr %107, align 8, !tbaa !40
  %109 = getelementptr inbounds i8, ptr %107, i64 1
  %110 = load i8, ptr %109, align 1, !tbaa !40
  %111 = getelementptr inbounds i8, ptr %107, i64 2
  %112 = load i8, ptr %111, align 2, !tbaa !40
  %113 = getelementptr inbounds i8, ptr %107, i64 3
  %114 = load i8, ptr %113, align 1, !tbaa !40
  %115 = getelementptr inbounds i8, ptr %107, i64 4
  %116 = load i16, ptr %115, align 4, !tbaa !125
  %117 = getelementptr inbounds i8, ptr %107, i64 6
  %118 = load i16, ptr %117, align 2, !tbaa !125
  %119 = sext i8 %112 to i32
  %120 = getelementptr inbounds i8, ptr %0, i64 712
  store i32 %119, ptr %120, align 8, !tbaa !144
  %121 = zext i8 %114 to i32
  %122 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 %121, ptr %122, align 4, !tbaa !145
  %123 = getelementptr inbounds i8, ptr %0, i64 176
  %124 = load ptr, ptr %123, align 8, !tbaa !91
  %125 = zext i8 %114 to i64
  %126 = getelementptr inbounds i8, ptr %124, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !40
  %128 = getelementptr inbounds i8, ptr %0, i64 716
  store i8 %127, ptr %128, align 4, !tbaa !146
  %129 = zext i16 %116 to i32
  %130 = zext i8 %108 to i64
  %131 = icmp eq i8 %108, 0
  br i1 %131, label %161, label %132

132:                                              ; preds = %105
  %133 = load i64, ptr %34, align 8, !tbaa !42
  %134 = icmp ult i64 %133, %130
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = load i64, ptr %10, align 8, !tbaa !43
  br label %153

137:                                              ; preds = %132
  %138 = load ptr, ptr %38, align 8, !tbaa !37
  %139 = load ptr, ptr %36, align 8, !tbaa !36
  br label %140

140:                                              ; preds = %137, %144
  %141 = phi ptr [ %139, %137 ], [ %151, %144 ]
  %142 = phi i64 [ %133, %137 ], [ %150, %144 ]
  %143 = icmp eq ptr %141, %138
  br i1 %143, label %194, label %144

144:                                              ; preds = %140
  %145 = load i64, ptr %10, align 8, !tbaa !43
  %146 = load i8, ptr %141, align 1, !tbaa !40
  %147 = zext i8 %146 to i64
  %148 = shl i64 %147, %142
  %149 = or i64 %148, %145
  store i64 %149, ptr %10, align 8, !tbaa !43
  %150 = add nuw nsw i64 %142, 8
  store i64 %150, ptr %34, align 8, !tbaa !42
  %151 = getelementptr inbounds i8, ptr %141, i64 1
  store ptr %151, ptr %36, align 8, !tbaa !36
  %152 = icmp ult i64 %150, %130
  br i1 %152, label %140, label %153, !llvm.loop !66

153:                                              ; preds = %144, %135
  %154 = phi i64 [ %136, %135 ], [ %149, %144 ]
  %155 = phi i64 [ %133, %135 ], [ %150, %144 ]
  %156 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %130
  %157 = load i64, ptr %156, align 8, !tbaa !21
  %158 = and i64 %157, %154
  %159 = sub i64 %155, %130
  store i64 %159, ptr %34, align 8, !tbaa !42
  %160 = lshr i64 %154, %130
  store i64 %160, ptr %10, align 8, !tbaa !43
  br label %161

161:                                              ; preds = %153, %105
  %162 = phi i64 [ 0, %105 ], [ %158, %153 ]
  %163 = zext i8 %110 to i64
  %164 = icmp eq i8 %110, 0
  br i1 %164, label %203, label %165

165:                                              ; preds = %161
  %166 = load i64, ptr %34, align 8, !tbaa !42
  %167 = icmp ult i64 %166, %163
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = load i64, ptr %10, align 8, !tbaa !43
  br label %186

170:                                              ; preds = %165
  %171 = load ptr, ptr %38, align 8, !tbaa !37
  %172 = load ptr, ptr %36, align 8, !tbaa !36
  br label %173

173:                                              ; preds = %170, %177
  %174 = phi ptr [ %172, %170 ], [ %184, %177 ]
  %175 = phi i64 [ %166, %170 ], [ %183, %177 ]
  %176 = icmp eq ptr %174, %171
  br i1 %176, label %194, label %177

177:                                              ; preds = %173
  %178 = load i64, ptr %10, align 8, !tbaa !43
  %179 = load i8, ptr %174, align 1, !tbaa !40
  %180 = zext i8 %179 to i64
  %181 = shl i64 %180, %175
  %182 = or i64 %181, %178
  store i64 %182, ptr %10, align 8, !tbaa !43
  %183 = add nuw nsw i64 %175, 8
  store i64 %183, ptr %34, align 8, !tbaa !42
  %184 = getelementptr inbounds i8, ptr %174, i64 1
  store ptr %184, ptr %36, align 8, !tbaa !36
  %185 = icmp ult i64 %183, %163
  br i1 %185, label %173, label %186, !llvm.loop !66

186:                                              ; preds = %177, %168
  %187 = phi i64 [ %169, %168 ], [ %182, %177 ]
  %188 = phi i64 [ %166, %168 ], [ %183, %177 ]
  %189 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %163
  %190 = load i64, ptr %189, align 8, !tbaa !21
  %191 = and i64 %190, %187
  %192 = sub i64 %188, %163
  store i64 %192, ptr %34, align 8, !tbaa !42
  %193 = lshr i64 %187, %163
  store i64 %193, ptr %10, align 8, !tbaa !43
  br label %203

194:                                              ; preds = %140, %173
  store i64 %33, ptr %10, align 8, !tbaa !43
  store i64 %35, ptr %34, align 8, !tbaa !42
  store ptr %37, ptr %36, align 8, !tbaa !36
  %195 = getelementptr i8, ptr %37, i64 %42
  store ptr %195, ptr %38, align 8, !tbaa !37
  %196 = add i64 %42, -28
  %197 = icmp ult i64 %196, -29
  %198 = getelementptr i8, ptr %195, i64 -27
  %199 = select i1 %197, ptr %198, ptr %37
  %200 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %199, ptr %200, align 8, !tbaa !38
  br label %201

201:                                              ; preds = %194, %100
  %202 = phi i32 [ %23, %100 ], [ %129, %194 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  br label %1006

203:                                              ; preds = %186, %161
  %204 = phi i64 [ 0, %161 ], [ %191, %186 ]
  %205 = trunc i64 %204 to i32
  %206 = zext i16 %118 to i32
  %207 = add nsw i32 %205, %206
  %208 = getelementptr inbounds i8, ptr %0, i64 708
  store i32 %207, ptr %208, align 4, !tbaa !148
  %209 = load i64, ptr %25, align 8, !tbaa !21
  %210 = add i64 %209, -1
  store i64 %210, ptr %25, align 8, !tbaa !21
  %211 = trunc i64 %162 to i32
  %212 = add nsw i32 %211, %129
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %464, label %214

214:                                              ; preds = %203
  %215 = getelementptr inbounds i8, ptr %0, i64 132
  %216 = load i32, ptr %215, align 4, !tbaa !50
  %217 = sub nsw i32 %216, %212
  store i32 %217, ptr %215, align 4, !tbaa !50
  br label %218

218:                                              ; preds = %17, %214
  %219 = phi i32 [ %9, %17 ], [ %212, %214 ]
  %220 = phi i32 [ %7, %17 ], [ %24, %214 ]
  %221 = getelementptr inbounds i8, ptr %0, i64 272
  %222 = getelementptr inbounds i8, ptr %0, i64 416
  %223 = getelementptr inbounds i8, ptr %0, i64 280
  %224 = getelementptr inbounds i8, ptr %0, i64 16
  %225 = getelementptr inbounds i8, ptr %0, i64 24
  %226 = getelementptr inbounds i8, ptr %0, i64 40
  %227 = getelementptr inbounds i8, ptr %0, i64 136
  %228 = getelementptr inbounds i8, ptr %0, i64 100
  %229 = getelementptr inbounds i8, ptr %0, i64 104
  %230 = getelementptr inbounds i8, ptr %0, i64 160
  %231 = getelementptr inbounds i8, ptr %0, i64 184
  %232 = getelementptr inbounds i8, ptr %0, i64 168
  br label %233

233:                                              ; preds = %218, %998
  %234 = phi i32 [ %999, %998 ], [ %219, %218 ]
  %235 = phi i32 [ %1001, %998 ], [ %220, %218 ]
  store i32 8, ptr %0, align 8, !tbaa !5
  %236 = load i32, ptr %221, align 8, !tbaa !86
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %336, label %238

238:                                              ; preds = %233
  %239 = sext i32 %235 to i64
  %240 = load i64, ptr %223, align 8, !tbaa !21
  br label %241

241:                                              ; preds = %238, %328
  %242 = phi i64 [ %240, %238 ], [ %321, %328 ]
  %243 = phi i64 [ %239, %238 ], [ %322, %328 ]
  %244 = phi i32 [ %234, %238 ], [ %326, %328 ]
  %245 = icmp eq i64 %242, 0
  br i1 %245, label %998, label %246, !prof !143

246:                                              ; preds = %241
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #23
  %247 = load ptr, ptr %222, align 8, !tbaa !88
  %248 = load i64, ptr %224, align 8, !tbaa !42
  %249 = icmp ult i64 %248, 15
  br i1 %249, label %252, label %250

250:                                              ; preds = %246
  %251 = load i64, ptr %10, align 8, !tbaa !43
  br label %275

252:                                              ; preds = %246
  %253 = load ptr, ptr %226, align 8, !tbaa !37
  %254 = load ptr, ptr %225, align 8, !tbaa !36
  %255 = icmp eq ptr %254, %253
  br i1 %255, label %310, label %256

256:                                              ; preds = %252
  %257 = load i64, ptr %10, align 8, !tbaa !43
  %258 = load i8, ptr %254, align 1, !tbaa !40
  %259 = zext i8 %258 to i64
  %260 = shl nuw nsw i64 %259, %248
  %261 = or i64 %260, %257
  store i64 %261, ptr %10, align 8, !tbaa !43
  %262 = add nuw nsw i64 %248, 8
  store i64 %262, ptr %224, align 8, !tbaa !42
  %263 = getelementptr inbounds i8, ptr %254, i64 1
  store ptr %263, ptr %225, align 8, !tbaa !36
  %264 = icmp ult i64 %248, 7
  br i1 %264, label %265, label %275, !llvm.loop !58

265:                                              ; preds = %256
  %266 = icmp eq ptr %263, %253
  br i1 %266, label %310, label %267

267:                                              ; preds = %265
  %268 = load i64, ptr %10, align 8, !tbaa !43
  %269 = load i8, ptr %263, align 1, !tbaa !40
  %270 = zext i8 %269 to i64
  %271 = shl nuw nsw i64 %270, %262
  %272 = or i64 %271, %268
  store i64 %272, ptr %10, align 8, !tbaa !43
  %273 = or disjoint i64 %248, 16
  store i64 %273, ptr %224, align 8, !tbaa !42
  %274 = getelementptr inbounds i8, ptr %254, i64 2
  store ptr %274, ptr %225, align 8, !tbaa !36
  br label %275

275:                                              ; preds = %256, %267, %250
  %276 = phi i64 [ %248, %250 ], [ %262, %256 ], [ %273, %267 ]
  %277 = phi i64 [ %251, %250 ], [ %261, %256 ], [ %272, %267 ]
  %278 = and i64 %277, 255
  %279 = getelementptr inbounds %struct.HuffmanCode, ptr %247, i64 %278
  %280 = load i8, ptr %279, align 2, !tbaa !59
  %281 = icmp ugt i8 %280, 8
  br i1 %281, label %282, label %299

282:                                              ; preds = %275
  %283 = add i64 %276, -8
  %284 = lshr i64 %277, 8
  %285 = getelementptr inbounds i8, ptr %279, i64 2
  %286 = load i16, ptr %285, align 2, !tbaa !61
  %287 = zext i16 %286 to i64
  %288 = lshr i64 %277, 8
  %289 = and i64 %288, 127
  %290 = zext i8 %280 to i64
  %291 = add nuw nsw i64 %290, 4294967288
  %292 = and i64 %291, 4294967295
  %293 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %292
  %294 = load i64, ptr %293, align 8, !tbaa !21
  %295 = and i64 %294, %289
  %296 = getelementptr inbounds %struct.HuffmanCode, ptr %279, i64 %295
  %297 = getelementptr inbounds %struct.HuffmanCode, ptr %296, i64 %287
  %298 = load i8, ptr %297, align 2, !tbaa !59
  br label %299

299:                                              ; preds = %275, %282
  %300 = phi i64 [ %284, %282 ], [ %277, %275 ]
  %301 = phi i64 [ %283, %282 ], [ %276, %275 ]
  %302 = phi i8 [ %298, %282 ], [ %280, %275 ]
  %303 = phi ptr [ %297, %282 ], [ %279, %275 ]
  %304 = zext i8 %302 to i64
  %305 = sub i64 %301, %304
  store i64 %305, ptr %224, align 8, !tbaa !42
  %306 = lshr i64 %300, %304
  store i64 %306, ptr %10, align 8, !tbaa !43
  %307 = getelementptr inbounds i8, ptr %303, i64 2
  %308 = load i16, ptr %307, align 2, !tbaa !61
  %309 = zext i16 %308 to i64
  br label %315

310:                                              ; preds = %265, %252
  %311 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %247, ptr noundef nonnull %10, ptr noundef nonnull %4)
  %312 = icmp eq i32 %311, 0
  br i1 %312, label %330, label %313

313:                                              ; preds = %310
  %314 = load i64, ptr %4, align 8, !tbaa !21
  br label %315

315:                                              ; preds = %313, %299
  %316 = phi i64 [ %309, %299 ], [ %314, %313 ]
  %317 = trunc i64 %316 to i8
  %318 = load ptr, ptr %227, align 8, !tbaa !39
  %319 = getelementptr inbounds i8, ptr %318, i64 %243
  store i8 %317, ptr %319, align 1, !tbaa !40
  %320 = load i64, ptr %223, align 8, !tbaa !21
  %321 = add i64 %320, -1
  store i64 %321, ptr %223, align 8, !tbaa !21
  %322 = add nsw i64 %243, 1
  %323 = load i32, ptr %228, align 4, !tbaa !108
  %324 = trunc nsw i64 %322 to i32
  %325 = icmp eq i32 %323, %324
  %326 = add nsw i32 %244, -1
  br i1 %325, label %327, label %328, !prof !143

327:                                              ; preds = %315
  store i32 13, ptr %0, align 8, !tbaa !5
  br label %332

328:                                              ; preds = %315
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #23
  %329 = icmp eq i32 %326, 0
  br i1 %329, label %458, label %241, !llvm.loop !163

330:                                              ; preds = %310
  %331 = trunc nsw i64 %243 to i32
  br label %332

332:                                              ; preds = %330, %327
  %333 = phi i32 [ %326, %327 ], [ %244, %330 ]
  %334 = phi i32 [ 1, %327 ], [ 2, %330 ]
  %335 = phi i32 [ %323, %327 ], [ %331, %330 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #23
  br label %1006

336:                                              ; preds = %233
  %337 = load ptr, ptr %227, align 8, !tbaa !39
  %338 = add nsw i32 %235, -1
  %339 = load i32, ptr %229, align 8, !tbaa !116
  %340 = and i32 %339, %338
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds i8, ptr %337, i64 %341
  %343 = load i8, ptr %342, align 1, !tbaa !40
  %344 = add nsw i32 %235, -2
  %345 = and i32 %339, %344
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds i8, ptr %337, i64 %346
  %348 = load i8, ptr %347, align 1, !tbaa !40
  %349 = sext i32 %235 to i64
  %350 = load i64, ptr %223, align 8, !tbaa !21
  br label %351

351:                                              ; preds = %336, %455
  %352 = phi i64 [ %350, %336 ], [ %448, %455 ]
  %353 = phi i64 [ %349, %336 ], [ %449, %455 ]
  %354 = phi i32 [ %234, %336 ], [ %456, %455 ]
  %355 = phi i8 [ %348, %336 ], [ %356, %455 ]
  %356 = phi i8 [ %343, %336 ], [ %444, %455 ]
  %357 = icmp eq i64 %352, 0
  br i1 %357, label %998, label %358, !prof !143

358:                                              ; preds = %351
  %359 = load ptr, ptr %230, align 8, !tbaa !89
  %360 = zext i8 %356 to i64
  %361 = getelementptr inbounds i8, ptr %359, i64 %360
  %362 = load i8, ptr %361, align 1, !tbaa !40
  %363 = getelementptr inbounds i8, ptr %359, i64 256
  %364 = zext i8 %355 to i64
  %365 = getelementptr inbounds i8, ptr %363, i64 %364
  %366 = load i8, ptr %365, align 1, !tbaa !40
  %367 = or i8 %366, %362
  %368 = load ptr, ptr %231, align 8, !tbaa !87
  %369 = load ptr, ptr %232, align 8, !tbaa !85
  %370 = zext i8 %367 to i64
  %371 = getelementptr inbounds i8, ptr %369, i64 %370
  %372 = load i8, ptr %371, align 1, !tbaa !40
  %373 = zext i8 %372 to i64
  %374 = getelementptr inbounds ptr, ptr %368, i64 %373
  %375 = load ptr, ptr %374, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #23
  %376 = load i64, ptr %224, align 8, !tbaa !42
  %377 = icmp ult i64 %376, 15
  br i1 %377, label %380, label %378

378:                                              ; preds = %358
  %379 = load i64, ptr %10, align 8, !tbaa !43
  br label %403

380:                                              ; preds = %358
  %381 = load ptr, ptr %226, align 8, !tbaa !37
  %382 = load ptr, ptr %225, align 8, !tbaa !36
  %383 = icmp eq ptr %382, %381
  br i1 %383, label %438, label %384

384:                                              ; preds = %380
  %385 = load i64, ptr %10, align 8, !tbaa !43
  %386 = load i8, ptr %382, align 1, !tbaa !40
  %387 = zext i8 %386 to i64
  %388 = shl nuw nsw i64 %387, %376
  %389 = or i64 %388, %385
  store i64 %389, ptr %10, align 8, !tbaa !43
  %390 = add nuw nsw i64 %376, 8
  store i64 %390, ptr %224, align 8, !tbaa !42
  %391 = getelementptr inbounds i8, ptr %382, i64 1
  store ptr %391, ptr %225, align 8, !tbaa !36
  %392 = icmp ult i64 %376, 7
  br i1 %392, label %393, label %403, !llvm.loop !58

393:                                              ; preds = %384
  %394 = icmp eq ptr %391, %381
  br i1 %394, label %438, label %395

395:                                              ; preds = %393
  %396 = load i64, ptr %10, align 8, !tbaa !43
  %397 = load i8, ptr %391, align 1, !tbaa !40
  %398 = zext i8 %397 to i64
  %399 = shl nuw nsw i64 %398, %390
  %400 = or i64 %399, %396
  store i64 %400, ptr %10, align 8, !tbaa !43
  %401 = or disjoint i64 %376, 16
  store i64 %401, ptr %224, align 8, !tbaa !42
  %402 = getelementptr inbounds i8, ptr %382, i64 2
  store ptr %402, ptr %225, align 8, !tbaa !36
  br label %403

403:                                              ; preds = %384, %395, %378
  %404 = phi i64 [ %376, %378 ], [ %390, %384 ], [ %401, %395 ]
  %405 = phi i64 [ %379, %378 ], [ %389, %384 ], [ %400, %395 ]
  %406 = and i64 %405, 255
  %407 = getelementptr inbounds %struct.HuffmanCode, ptr %375, i64 %406
  %408 = load i8, ptr %407, align 2, !tbaa !59
  %409 = icmp ugt i8 %408, 8
  br i1 %409, label %410, label %427

410:                                              ; preds = %403
  %411 = add i64 %404, -8
  %412 = lshr i64 %405, 8
  %413 = getelementptr inbounds i8, ptr %407, i64 2
  %414 = load i16, ptr %413, align 2, !tbaa !61
  %415 = zext i16 %414 to i64
  %416 = lshr i64 %405, 8
  %417 = and i64 %416, 127
  %418 = zext i8 %408 to i64
  %419 = add nuw nsw i64 %418, 4294967288
  %420 = and i64 %419, 4294967295
  %421 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %420
  %422 = load i64, ptr %421, align 8, !tbaa !21
  %423 = and i64 %422, %417
  %424 = getelementptr inbounds %struct.HuffmanCode, ptr %407, i64 %423
  %425 = getelementptr inbounds %struct.HuffmanCode, ptr %424, i64 %415
  %426 = load i8, ptr %425, align 2, !tbaa !59
  br label %427

427:                                              ; preds = %403, %410
  %428 = phi i64 [ %412, %410 ], [ %405, %403 ]
  %429 = phi i64 [ %411, %410 ], [ %404, %403 ]
  %430 = phi i8 [ %426, %410 ], [ %408, %403 ]
  %431 = phi ptr [ %425, %410 ], [ %407, %403 ]
  %432 = zext i8 %430 to i64
  %433 = sub i64 %429, %432
  store i64 %433, ptr %224, align 8, !tbaa !42
  %434 = lshr i64 %428, %432
  store i64 %434, ptr %10, align 8, !tbaa !43
  %435 = getelementptr inbounds i8, ptr %431, i64 2
  %436 = load i16, ptr %435, align 2, !tbaa !61
  %437 = trunc i16 %436 to i8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  br label %443

438:                                              ; preds = %393, %380
  %439 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %375, ptr noundef nonnull %10, ptr noundef nonnull %5)
  %440 = icmp eq i32 %439, 0
  %441 = load i64, ptr %5, align 8
  %442 = trunc i64 %441 to i8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #23
  br i1 %440, label %1004, label %443

443:                                              ; preds = %427, %438
  %444 = phi i8 [ %437, %427 ], [ %442, %438 ]
  %445 = load ptr, ptr %227, align 8, !tbaa !39
  %446 = getelementptr inbounds i8, ptr %445, i64 %353
  store i8 %444, ptr %446, align 1, !tbaa !40
  %447 = load i64, ptr %223, align 8, !tbaa !21
  %448 = add i64 %447, -1
  store i64 %448, ptr %223, align 8, !tbaa !21
  %449 = add nsw i64 %353, 1
  %450 = load i32, ptr %228, align 4, !tbaa !108
  %451 = trunc nsw i64 %449 to i32
  %452 = icmp eq i32 %450, %451
  br i1 %452, label %453, label %455, !prof !143

453:                                              ; preds = %443
  store i32 13, ptr %0, align 8, !tbaa !5
  %454 = add nsw i32 %354, -1
  br label %1006

455:                                              ; preds = %443
  %456 = add nsw i32 %354, -1
  %457 = icmp eq i32 %456, 0
  br i1 %457, label %458, label %351, !llvm.loop !152

458:                                              ; preds = %328, %455
  %459 = phi i32 [ %451, %455 ], [ %324, %328 ]
  %460 = getelementptr inbounds i8, ptr %0, i64 132
  %461 = load i32, ptr %460, align 4, !tbaa !50
  %462 = icmp slt i32 %461, 1
  br i1 %462, label %463, label %464, !prof !143

463:                                              ; preds = %458
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1006

464:                                              ; preds = %458, %203, %17
  %465 = phi i32 [ 0, %203 ], [ 0, %458 ], [ %9, %17 ]
  %466 = phi i32 [ %24, %203 ], [ %459, %458 ], [ %7, %17 ]
  store i32 9, ptr %0, align 8, !tbaa !5
  %467 = getelementptr inbounds i8, ptr %0, i64 712
  %468 = load i32, ptr %467, align 8, !tbaa !144
  %469 = icmp sgt i32 %468, -1
  br i1 %469, label %470, label %482

470:                                              ; preds = %464
  %471 = icmp eq i32 %468, 0
  %472 = zext i1 %471 to i32
  %473 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 %472, ptr %473, align 4, !tbaa !145
  %474 = getelementptr inbounds i8, ptr %0, i64 108
  %475 = load i32, ptr %474, align 4, !tbaa !153
  %476 = add nsw i32 %475, -1
  store i32 %476, ptr %474, align 4, !tbaa !153
  %477 = getelementptr inbounds i8, ptr %0, i64 112
  %478 = and i32 %476, 3
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr inbounds [4 x i32], ptr %477, i64 0, i64 %479
  %481 = load i32, ptr %480, align 4, !tbaa !30
  store i32 %481, ptr %467, align 8, !tbaa !144
  br label %665

482:                                              ; preds = %464
  %483 = getelementptr inbounds i8, ptr %0, i64 296
  %484 = load i64, ptr %483, align 8, !tbaa !21
  %485 = icmp eq i64 %484, 0
  br i1 %485, label %486, label %489, !prof !143

486:                                              ; preds = %482
  %487 = tail call fastcc i32 @SafeDecodeDistanceBlockSwitch(ptr noundef nonnull %0)
  %488 = icmp eq i32 %487, 1
  br i1 %488, label %489, label %1006

489:                                              ; preds = %486, %482
  %490 = getelementptr inbounds i8, ptr %0, i64 848
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  %491 = getelementptr inbounds i8, ptr %0, i64 232
  %492 = load ptr, ptr %491, align 8, !tbaa !154
  %493 = getelementptr inbounds i8, ptr %0, i64 716
  %494 = load i8, ptr %493, align 4, !tbaa !146
  %495 = zext i8 %494 to i64
  %496 = getelementptr inbounds ptr, ptr %492, i64 %495
  %497 = load ptr, ptr %496, align 8, !tbaa !20
  %498 = load i64, ptr %10, align 8, !tbaa !43
  %499 = getelementptr inbounds i8, ptr %0, i64 16
  %500 = load i64, ptr %499, align 8, !tbaa !42
  %501 = getelementptr inbounds i8, ptr %0, i64 24
  %502 = load ptr, ptr %501, align 8, !tbaa !36
  %503 = getelementptr inbounds i8, ptr %0, i64 40
  %504 = load ptr, ptr %503, align 8, !tbaa !37
  %505 = ptrtoint ptr %504 to i64
  %506 = ptrtoint ptr %502 to i64
  %507 = sub i64 %505, %506
  %508 = icmp ult i64 %500, 15
  br i1 %508, label %509, label %528

509:                                              ; preds = %489
  %510 = icmp eq ptr %502, %504
  br i1 %510, label %563, label %511

511:                                              ; preds = %509
  %512 = load i8, ptr %502, align 1, !tbaa !40
  %513 = zext i8 %512 to i64
  %514 = shl nuw nsw i64 %513, %500
  %515 = or i64 %514, %498
  store i64 %515, ptr %10, align 8, !tbaa !43
  %516 = add nuw nsw i64 %500, 8
  store i64 %516, ptr %499, align 8, !tbaa !42
  %517 = getelementptr inbounds i8, ptr %502, i64 1
  store ptr %517, ptr %501, align 8, !tbaa !36
  %518 = icmp ult i64 %500, 7
  br i1 %518, label %519, label %528, !llvm.loop !58

519:                                              ; preds = %511
  %520 = icmp eq ptr %517, %504
  br i1 %520, label %563, label %521

521:                                              ; preds = %519
  %522 = load i8, ptr %517, align 1, !tbaa !40
  %523 = zext i8 %522 to i64
  %524 = shl nuw nsw i64 %523, %516
  %525 = or i64 %524, %515
  store i64 %525, ptr %10, align 8, !tbaa !43
  %526 = or disjoint i64 %500, 16
  store i64 %526, ptr %499, align 8, !tbaa !42
  %527 = getelementptr inbounds i8, ptr %502, i64 2
  store ptr %527, ptr %501, align 8, !tbaa !36
  br label %528

528:                                              ; preds = %511, %521, %489
  %529 = phi i64 [ %500, %489 ], [ %516, %511 ], [ %526, %521 ]
  %530 = phi i64 [ %498, %489 ], [ %515, %511 ], [ %525, %521 ]
  %531 = and i64 %530, 255
  %532 = getelementptr inbounds %struct.HuffmanCode, ptr %497, i64 %531
  %533 = load i8, ptr %532, align 2, !tbaa !59
  %534 = icmp ugt i8 %533, 8
  br i1 %534, label %535, label %552

535:                                              ; preds = %528
  %536 = add i64 %529, -8
  %537 = lshr i64 %530, 8
  %538 = getelementptr inbounds i8, ptr %532, i64 2
  %539 = load i16, ptr %538, align 2, !tbaa !61
  %540 = zext i16 %539 to i64
  %541 = lshr i64 %530, 8
  %542 = and i64 %541, 127
  %543 = zext i8 %533 to i64
  %544 = add nuw nsw i64 %543, 4294967288
  %545 = and i64 %544, 4294967295
  %546 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %545
  %547 = load i64, ptr %546, align 8, !tbaa !21
  %548 = and i64 %547, %542
  %549 = getelementptr inbounds %struct.HuffmanCode, ptr %532, i64 %548
  %550 = getelementptr inbounds %struct.HuffmanCode, ptr %549, i64 %540
  %551 = load i8, ptr %550, align 2, !tbaa !59
  br label %552

552:                                              ; preds = %528, %535
  %553 = phi i64 [ %537, %535 ], [ %530, %528 ]
  %554 = phi i64 [ %536, %535 ], [ %529, %528 ]
  %555 = phi i8 [ %551, %535 ], [ %533, %528 ]
  %556 = phi ptr [ %550, %535 ], [ %532, %528 ]
  %557 = zext i8 %555 to i64
  %558 = sub i64 %554, %557
  store i64 %558, ptr %499, align 8, !tbaa !42
  %559 = lshr i64 %553, %557
  store i64 %559, ptr %10, align 8, !tbaa !43
  %560 = getelementptr inbounds i8, ptr %556, i64 2
  %561 = load i16, ptr %560, align 2, !tbaa !61
  %562 = zext i16 %561 to i64
  br label %568

563:                                              ; preds = %519, %509
  %564 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %497, ptr noundef nonnull %10, ptr noundef nonnull %2)
  %565 = icmp eq i32 %564, 0
  br i1 %565, label %661, label %566

566:                                              ; preds = %563
  %567 = load i64, ptr %2, align 8, !tbaa !21
  br label %568

568:                                              ; preds = %566, %552
  %569 = phi i64 [ %562, %552 ], [ %567, %566 ]
  %570 = load i64, ptr %483, align 8, !tbaa !21
  %571 = add i64 %570, -1
  store i64 %571, ptr %483, align 8, !tbaa !21
  %572 = getelementptr inbounds i8, ptr %0, i64 276
  store i32 0, ptr %572, align 4, !tbaa !145
  %573 = and i64 %569, 4294967280
  %574 = icmp eq i64 %573, 0
  br i1 %574, label %575, label %610

575:                                              ; preds = %568
  %576 = trunc i64 %569 to i32
  store i32 %576, ptr %467, align 8, !tbaa !144
  %577 = icmp slt i32 %576, 4
  br i1 %577, label %578, label %590

578:                                              ; preds = %575
  %579 = xor i32 %576, -1
  %580 = lshr i32 1, %576
  store i32 %580, ptr %572, align 4, !tbaa !145
  %581 = getelementptr inbounds i8, ptr %0, i64 112
  %582 = getelementptr inbounds i8, ptr %0, i64 108
  %583 = load i32, ptr %582, align 4, !tbaa !153
  %584 = add i32 %583, %579
  %585 = and i32 %584, 3
  %586 = zext nneg i32 %585 to i64
  %587 = getelementptr inbounds [4 x i32], ptr %581, i64 0, i64 %586
  %588 = load i32, ptr %587, align 4, !tbaa !30
  store i32 %588, ptr %467, align 8, !tbaa !144
  %589 = sub nsw i32 %583, %580
  store i32 %589, ptr %582, align 4, !tbaa !153
  br label %662

590:                                              ; preds = %575
  %591 = icmp ult i32 %576, 10
  %592 = select i1 %591, i32 3, i32 10
  %593 = select i1 %591, i32 -4, i32 -10
  %594 = add nsw i32 %593, %576
  %595 = shl nsw i32 %594, 2
  %596 = lshr i32 6312258, %595
  %597 = and i32 %596, 7
  %598 = add nsw i32 %597, -3
  %599 = getelementptr inbounds i8, ptr %0, i64 112
  %600 = getelementptr inbounds i8, ptr %0, i64 108
  %601 = load i32, ptr %600, align 4, !tbaa !153
  %602 = add i32 %601, %592
  %603 = and i32 %602, 3
  %604 = zext nneg i32 %603 to i64
  %605 = getelementptr inbounds [4 x i32], ptr %599, i64 0, i64 %604
  %606 = load i32, ptr %605, align 4, !tbaa !30
  %607 = add nsw i32 %598, %606
  %608 = icmp slt i32 %607, 1
  %609 = select i1 %608, i32 2147483647, i32 %607
  store i32 %609, ptr %467, align 8, !tbaa !144
  br label %662

610:                                              ; preds = %568
  %611 = getelementptr inbounds [544 x i8], ptr %490, i64 0, i64 %569
  %612 = load i8, ptr %611, align 1, !tbaa !40
  %613 = zext i8 %612 to i64
  %614 = icmp eq i8 %612, 0
  br i1 %614, label %651, label %615

615:                                              ; preds = %610
  %616 = load i64, ptr %499, align 8, !tbaa !42
  %617 = icmp ult i64 %616, %613
  br i1 %617, label %620, label %618

618:                                              ; preds = %615
  %619 = load i64, ptr %10, align 8, !tbaa !43
  br label %636

620:                                              ; preds = %615
  %621 = load ptr, ptr %503, align 8, !tbaa !37
  %622 = load ptr, ptr %501, align 8, !tbaa !36
  br label %623

623:                                              ; preds = %620, %627
  %624 = phi ptr [ %622, %620 ], [ %634, %627 ]
  %625 = phi i64 [ %616, %620 ], [ %633, %627 ]
  %626 = icmp eq ptr %624, %621
  br i1 %626, label %644, label %627

627:                                              ; preds = %623
  %628 = load i64, ptr %10, align 8, !tbaa !43
  %629 = load i8, ptr %624, align 1, !tbaa !40
  %630 = zext i8 %629 to i64
  %631 = shl i64 %630, %625
  %632 = or i64 %631, %628
  store i64 %632, ptr %10, align 8, !tbaa !43
  %633 = add nuw nsw i64 %625, 8
  store i64 %633, ptr %499, align 8, !tbaa !42
  %634 = getelementptr inbounds i8, ptr %624, i64 1
  store ptr %634, ptr %501, align 8, !tbaa !36
  %635 = icmp ult i64 %633, %613
  br i1 %635, label %623, label %636, !llvm.loop !164

636:                                              ; preds = %627, %618
  %637 = phi i64 [ %619, %618 ], [ %632, %627 ]
  %638 = phi i64 [ %616, %618 ], [ %633, %627 ]
  %639 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %613
  %640 = load i64, ptr %639, align 8, !tbaa !21
  %641 = and i64 %640, %637
  %642 = sub i64 %638, %613
  store i64 %642, ptr %499, align 8, !tbaa !42
  %643 = lshr i64 %637, %613
  store i64 %643, ptr %10, align 8, !tbaa !43
  br label %651

644:                                              ; preds = %623
  store i64 %570, ptr %483, align 8, !tbaa !21
  store i64 %498, ptr %10, align 8, !tbaa !43
  store i64 %500, ptr %499, align 8, !tbaa !42
  store ptr %502, ptr %501, align 8, !tbaa !36
  %645 = getelementptr i8, ptr %502, i64 %507
  store ptr %645, ptr %503, align 8, !tbaa !37
  %646 = add i64 %507, -28
  %647 = icmp ult i64 %646, -29
  %648 = getelementptr i8, ptr %645, i64 -27
  %649 = select i1 %647, ptr %648, ptr %502
  %650 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %649, ptr %650, align 8, !tbaa !38
  br label %661

651:                                              ; preds = %636, %610
  %652 = phi i64 [ 0, %610 ], [ %641, %636 ]
  %653 = getelementptr inbounds i8, ptr %0, i64 1392
  %654 = getelementptr inbounds [544 x i64], ptr %653, i64 0, i64 %569
  %655 = load i64, ptr %654, align 8, !tbaa !21
  %656 = getelementptr inbounds i8, ptr %0, i64 384
  %657 = load i64, ptr %656, align 8, !tbaa !67
  %658 = shl i64 %652, %657
  %659 = add i64 %658, %655
  %660 = trunc i64 %659 to i32
  store i32 %660, ptr %467, align 8, !tbaa !144
  br label %662

661:                                              ; preds = %644, %563
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %1006

662:                                              ; preds = %590, %578, %651
  %663 = phi i32 [ 0, %651 ], [ %580, %578 ], [ 0, %590 ]
  %664 = phi i32 [ %660, %651 ], [ %588, %578 ], [ %609, %590 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %665

665:                                              ; preds = %662, %470
  %666 = phi i32 [ %472, %470 ], [ %663, %662 ]
  %667 = phi i32 [ %481, %470 ], [ %664, %662 ]
  %668 = getelementptr inbounds i8, ptr %0, i64 96
  %669 = load i32, ptr %668, align 8, !tbaa !109
  %670 = getelementptr inbounds i8, ptr %0, i64 92
  %671 = load i32, ptr %670, align 4, !tbaa !45
  %672 = icmp eq i32 %669, %671
  br i1 %672, label %675, label %673

673:                                              ; preds = %665
  %674 = tail call i32 @llvm.smin.i32(i32 %466, i32 %671)
  store i32 %674, ptr %668, align 8, !tbaa !109
  br label %675

675:                                              ; preds = %673, %665
  %676 = phi i32 [ %674, %673 ], [ %669, %665 ]
  %677 = getelementptr inbounds i8, ptr %0, i64 708
  %678 = load i32, ptr %677, align 4, !tbaa !148
  %679 = icmp sgt i32 %667, %676
  br i1 %679, label %680, label %912

680:                                              ; preds = %675
  %681 = icmp sgt i32 %667, 2147483644
  br i1 %681, label %1010, label %682

682:                                              ; preds = %680
  %683 = sub nsw i32 %667, %676
  %684 = icmp sgt i32 %683, %18
  br i1 %684, label %747, label %685

685:                                              ; preds = %682
  %686 = sub nsw i32 %18, %683
  %687 = tail call fastcc i32 @InitializeCompoundDictionaryCopy(ptr noundef nonnull %0, i32 noundef %686, i32 noundef %678)
  %688 = icmp eq i32 %687, 0
  br i1 %688, label %1010, label %689

689:                                              ; preds = %685
  %690 = load ptr, ptr %11, align 8, !tbaa !22
  %691 = getelementptr inbounds i8, ptr %690, i64 16
  %692 = getelementptr inbounds i8, ptr %690, i64 20
  %693 = getelementptr inbounds i8, ptr %0, i64 136
  %694 = getelementptr inbounds i8, ptr %690, i64 24
  %695 = getelementptr inbounds i8, ptr %690, i64 8
  %696 = getelementptr inbounds i8, ptr %690, i64 12
  %697 = getelementptr inbounds i8, ptr %0, i64 100
  %698 = getelementptr inbounds i8, ptr %690, i64 152
  %699 = load i32, ptr %692, align 4, !tbaa !28
  %700 = load i32, ptr %697, align 4, !tbaa !108
  br label %701

701:                                              ; preds = %740, %689
  %702 = phi i32 [ %700, %689 ], [ %741, %740 ]
  %703 = phi i32 [ %699, %689 ], [ %735, %740 ]
  %704 = phi i32 [ %466, %689 ], [ %731, %740 ]
  %705 = load i32, ptr %691, align 8, !tbaa !27
  %706 = icmp eq i32 %705, %703
  br i1 %706, label %743, label %707

707:                                              ; preds = %701
  %708 = load ptr, ptr %693, align 8, !tbaa !39
  %709 = sext i32 %704 to i64
  %710 = getelementptr inbounds i8, ptr %708, i64 %709
  %711 = load i32, ptr %695, align 8, !tbaa !111
  %712 = sext i32 %711 to i64
  %713 = getelementptr inbounds [16 x ptr], ptr %694, i64 0, i64 %712
  %714 = load ptr, ptr %713, align 8, !tbaa !20
  %715 = load i32, ptr %696, align 4, !tbaa !112
  %716 = sext i32 %715 to i64
  %717 = getelementptr inbounds i8, ptr %714, i64 %716
  %718 = sub nsw i32 %702, %704
  %719 = add nsw i32 %711, 1
  %720 = sext i32 %719 to i64
  %721 = getelementptr inbounds [16 x i32], ptr %698, i64 0, i64 %720
  %722 = load i32, ptr %721, align 4, !tbaa !30
  %723 = getelementptr inbounds [16 x i32], ptr %698, i64 0, i64 %712
  %724 = load i32, ptr %723, align 4, !tbaa !30
  %725 = add i32 %715, %724
  %726 = sub i32 %722, %725
  %727 = sub nsw i32 %705, %703
  %728 = tail call i32 @llvm.smin.i32(i32 %727, i32 %726)
  %729 = tail call i32 @llvm.smin.i32(i32 %728, i32 %718)
  %730 = sext i32 %729 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %710, ptr align 1 %717, i64 %730, i1 false)
  %731 = add nsw i32 %729, %704
  %732 = load i32, ptr %696, align 4, !tbaa !112
  %733 = add nsw i32 %729, %732
  store i32 %733, ptr %696, align 4, !tbaa !112
  %734 = load i32, ptr %692, align 4, !tbaa !28
  %735 = add nsw i32 %734, %729
  store i32 %735, ptr %692, align 4, !tbaa !28
  %736 = icmp eq i32 %729, %726
  br i1 %736, label %737, label %740

737:                                              ; preds = %707
  %738 = load i32, ptr %695, align 8, !tbaa !111
  %739 = add nsw i32 %738, 1
  store i32 %739, ptr %695, align 8, !tbaa !111
  store i32 0, ptr %696, align 4, !tbaa !112
  br label %740

740:                                              ; preds = %737, %707
  %741 = load i32, ptr %697, align 4, !tbaa !108
  %742 = icmp eq i32 %731, %741
  br i1 %742, label %745, label %701

743:                                              ; preds = %701
  %744 = icmp slt i32 %704, %702
  br i1 %744, label %954, label %745

745:                                              ; preds = %740, %743
  %746 = phi i32 [ %704, %743 ], [ %731, %740 ]
  store i32 15, ptr %0, align 8, !tbaa !5
  br label %1006

747:                                              ; preds = %682
  %748 = add i32 %678, -4
  %749 = icmp ult i32 %748, 28
  br i1 %749, label %750, label %1010

750:                                              ; preds = %747
  %751 = getelementptr inbounds i8, ptr %0, i64 136
  %752 = getelementptr inbounds i8, ptr %0, i64 800
  %753 = load ptr, ptr %752, align 8, !tbaa !17
  %754 = getelementptr inbounds i8, ptr %753, i64 248
  %755 = load i32, ptr %754, align 8, !tbaa !155
  %756 = icmp eq i32 %755, 0
  br i1 %756, label %785, label %757

757:                                              ; preds = %750
  %758 = load ptr, ptr %751, align 8, !tbaa !39
  %759 = add nsw i32 %466, -2
  %760 = getelementptr inbounds i8, ptr %0, i64 104
  %761 = load i32, ptr %760, align 8, !tbaa !116
  %762 = and i32 %761, %759
  %763 = sext i32 %762 to i64
  %764 = getelementptr inbounds i8, ptr %758, i64 %763
  %765 = load i8, ptr %764, align 1, !tbaa !40
  %766 = add nsw i32 %466, -1
  %767 = and i32 %761, %766
  %768 = sext i32 %767 to i64
  %769 = getelementptr inbounds i8, ptr %758, i64 %768
  %770 = load i8, ptr %769, align 1, !tbaa !40
  %771 = getelementptr inbounds i8, ptr %753, i64 252
  %772 = getelementptr inbounds i8, ptr %0, i64 160
  %773 = load ptr, ptr %772, align 8, !tbaa !89
  %774 = zext i8 %770 to i64
  %775 = getelementptr inbounds i8, ptr %773, i64 %774
  %776 = load i8, ptr %775, align 1, !tbaa !40
  %777 = getelementptr inbounds i8, ptr %773, i64 256
  %778 = zext i8 %765 to i64
  %779 = getelementptr inbounds i8, ptr %777, i64 %778
  %780 = load i8, ptr %779, align 1, !tbaa !40
  %781 = or i8 %780, %776
  %782 = zext i8 %781 to i64
  %783 = getelementptr inbounds [64 x i8], ptr %771, i64 0, i64 %782
  %784 = load i8, ptr %783, align 1, !tbaa !40
  br label %785

785:                                              ; preds = %757, %750
  %786 = phi i8 [ %784, %757 ], [ 0, %750 ]
  %787 = getelementptr inbounds i8, ptr %753, i64 320
  %788 = zext i8 %786 to i64
  %789 = getelementptr inbounds [64 x ptr], ptr %787, i64 0, i64 %788
  %790 = load ptr, ptr %789, align 8, !tbaa !20
  %791 = getelementptr inbounds i8, ptr %753, i64 832
  %792 = getelementptr inbounds [64 x ptr], ptr %791, i64 0, i64 %788
  %793 = load ptr, ptr %792, align 8, !tbaa !20
  %794 = getelementptr inbounds i8, ptr %790, i64 32
  %795 = zext nneg i32 %678 to i64
  %796 = getelementptr inbounds [32 x i32], ptr %794, i64 0, i64 %795
  %797 = load i32, ptr %796, align 4, !tbaa !30
  %798 = getelementptr inbounds [32 x i8], ptr %790, i64 0, i64 %795
  %799 = load i8, ptr %798, align 1, !tbaa !40
  %800 = xor i32 %676, -1
  %801 = sub i32 %667, %18
  %802 = add i32 %801, %800
  %803 = zext i8 %799 to i64
  %804 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %803
  %805 = load i64, ptr %804, align 8, !tbaa !21
  %806 = trunc i64 %805 to i32
  %807 = and i32 %802, %806
  %808 = zext i8 %799 to i32
  %809 = ashr i32 %802, %808
  %810 = getelementptr inbounds i8, ptr %0, i64 108
  %811 = load i32, ptr %810, align 4, !tbaa !153
  %812 = add nsw i32 %811, %666
  store i32 %812, ptr %810, align 4, !tbaa !153
  %813 = mul nsw i32 %807, %678
  %814 = add nsw i32 %813, %797
  %815 = getelementptr inbounds i8, ptr %793, i64 24
  %816 = load i32, ptr %815, align 8, !tbaa !156
  %817 = icmp slt i32 %809, %816
  br i1 %817, label %818, label %821

818:                                              ; preds = %785
  %819 = load i8, ptr %798, align 1, !tbaa !40
  %820 = icmp eq i8 %819, 0
  br i1 %820, label %821, label %869

821:                                              ; preds = %818, %785
  %822 = getelementptr inbounds i8, ptr %753, i64 316
  %823 = load i8, ptr %822, align 4, !tbaa !158
  %824 = icmp ugt i8 %823, 1
  br i1 %824, label %825, label %869

825:                                              ; preds = %821
  %826 = shl nuw i32 1, %808
  %827 = and i32 %826, -2
  %828 = mul nsw i32 %816, %827
  %829 = sub nsw i32 %802, %828
  %830 = zext i8 %823 to i64
  br label %831

831:                                              ; preds = %825, %865
  %832 = phi i64 [ 0, %825 ], [ %867, %865 ]
  %833 = phi i32 [ %829, %825 ], [ %866, %865 ]
  %834 = getelementptr inbounds [64 x ptr], ptr %787, i64 0, i64 %832
  %835 = load ptr, ptr %834, align 8, !tbaa !20
  %836 = icmp eq i64 %832, %788
  br i1 %836, label %865, label %837

837:                                              ; preds = %831
  %838 = getelementptr inbounds [32 x i8], ptr %835, i64 0, i64 %795
  %839 = load i8, ptr %838, align 1, !tbaa !40
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %865, label %841

841:                                              ; preds = %837
  %842 = getelementptr inbounds [64 x ptr], ptr %791, i64 0, i64 %832
  %843 = load ptr, ptr %842, align 8, !tbaa !20
  %844 = zext i8 %839 to i32
  %845 = shl nuw i32 1, %844
  %846 = and i32 %845, -2
  %847 = getelementptr inbounds i8, ptr %843, i64 24
  %848 = load i32, ptr %847, align 8, !tbaa !156
  %849 = mul nsw i32 %848, %846
  %850 = icmp slt i32 %833, %849
  br i1 %850, label %853, label %851

851:                                              ; preds = %841
  %852 = sub nsw i32 %833, %849
  br label %865

853:                                              ; preds = %841
  %854 = zext i8 %839 to i64
  %855 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %854
  %856 = load i64, ptr %855, align 8, !tbaa !21
  %857 = trunc i64 %856 to i32
  %858 = and i32 %833, %857
  %859 = ashr i32 %833, %844
  %860 = getelementptr inbounds i8, ptr %835, i64 32
  %861 = getelementptr inbounds [32 x i32], ptr %860, i64 0, i64 %795
  %862 = load i32, ptr %861, align 4, !tbaa !30
  %863 = mul nsw i32 %858, %678
  %864 = add nsw i32 %863, %862
  br label %869

865:                                              ; preds = %851, %831, %837
  %866 = phi i32 [ %852, %851 ], [ %833, %831 ], [ %833, %837 ]
  %867 = add nuw nsw i64 %832, 1
  %868 = icmp eq i64 %867, %830
  br i1 %868, label %869, label %831, !llvm.loop !159

869:                                              ; preds = %865, %853, %821, %818
  %870 = phi ptr [ %790, %821 ], [ %790, %818 ], [ %835, %853 ], [ %790, %865 ]
  %871 = phi ptr [ %793, %821 ], [ %793, %818 ], [ %843, %853 ], [ %793, %865 ]
  %872 = phi i32 [ %814, %821 ], [ %814, %818 ], [ %864, %853 ], [ %814, %865 ]
  %873 = phi i32 [ %809, %821 ], [ %809, %818 ], [ %859, %853 ], [ %809, %865 ]
  %874 = getelementptr inbounds [32 x i8], ptr %870, i64 0, i64 %795
  %875 = load i8, ptr %874, align 1, !tbaa !40
  %876 = icmp eq i8 %875, 0
  br i1 %876, label %1010, label %877, !prof !143

877:                                              ; preds = %869
  %878 = getelementptr inbounds i8, ptr %870, i64 168
  %879 = load ptr, ptr %878, align 8, !tbaa !160
  %880 = icmp eq ptr %879, null
  br i1 %880, label %1010, label %881, !prof !143

881:                                              ; preds = %877
  %882 = getelementptr inbounds i8, ptr %871, i64 24
  %883 = load i32, ptr %882, align 8, !tbaa !156
  %884 = icmp slt i32 %873, %883
  br i1 %884, label %885, label %1010

885:                                              ; preds = %881
  %886 = sext i32 %872 to i64
  %887 = getelementptr inbounds i8, ptr %879, i64 %886
  %888 = getelementptr inbounds i8, ptr %871, i64 48
  %889 = load i16, ptr %888, align 8, !tbaa !125
  %890 = sext i16 %889 to i32
  %891 = icmp eq i32 %873, %890
  %892 = load ptr, ptr %751, align 8, !tbaa !39
  %893 = sext i32 %466 to i64
  %894 = getelementptr inbounds i8, ptr %892, i64 %893
  br i1 %891, label %895, label %896

895:                                              ; preds = %885
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %894, ptr nonnull align 1 %887, i64 %795, i1 false)
  br label %902

896:                                              ; preds = %885
  %897 = tail call i32 @BrotliTransformDictionaryWord(ptr noundef %894, ptr noundef nonnull %887, i32 noundef %678, ptr noundef nonnull %871, i32 noundef %873) #23
  %898 = icmp eq i32 %897, 0
  br i1 %898, label %899, label %902

899:                                              ; preds = %896
  %900 = load i32, ptr %467, align 8, !tbaa !144
  %901 = icmp slt i32 %900, 121
  br i1 %901, label %1010, label %902

902:                                              ; preds = %899, %896, %895
  %903 = phi i32 [ %678, %895 ], [ 0, %899 ], [ %897, %896 ]
  %904 = add nsw i32 %903, %466
  %905 = getelementptr inbounds i8, ptr %0, i64 132
  %906 = load i32, ptr %905, align 4, !tbaa !50
  %907 = sub nsw i32 %906, %903
  store i32 %907, ptr %905, align 4, !tbaa !50
  %908 = getelementptr inbounds i8, ptr %0, i64 100
  %909 = load i32, ptr %908, align 4, !tbaa !108
  %910 = icmp slt i32 %904, %909
  br i1 %910, label %954, label %911

911:                                              ; preds = %902
  store i32 15, ptr %0, align 8, !tbaa !5
  br label %1006

912:                                              ; preds = %675
  %913 = sub nsw i32 %466, %667
  %914 = getelementptr inbounds i8, ptr %0, i64 104
  %915 = load i32, ptr %914, align 8, !tbaa !116
  %916 = and i32 %915, %913
  %917 = getelementptr inbounds i8, ptr %0, i64 136
  %918 = load ptr, ptr %917, align 8, !tbaa !39
  %919 = sext i32 %466 to i64
  %920 = getelementptr inbounds i8, ptr %918, i64 %919
  %921 = sext i32 %916 to i64
  %922 = getelementptr inbounds i8, ptr %918, i64 %921
  %923 = add nsw i32 %678, %466
  %924 = add nsw i32 %916, %678
  %925 = getelementptr inbounds i8, ptr %0, i64 112
  %926 = getelementptr inbounds i8, ptr %0, i64 108
  %927 = load i32, ptr %926, align 4, !tbaa !153
  %928 = and i32 %927, 3
  %929 = zext nneg i32 %928 to i64
  %930 = getelementptr inbounds [4 x i32], ptr %925, i64 0, i64 %929
  store i32 %667, ptr %930, align 4, !tbaa !30
  %931 = add nsw i32 %927, 1
  store i32 %931, ptr %926, align 4, !tbaa !153
  %932 = getelementptr inbounds i8, ptr %0, i64 132
  %933 = load i32, ptr %932, align 4, !tbaa !50
  %934 = sub nsw i32 %933, %678
  store i32 %934, ptr %932, align 4, !tbaa !50
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %920, ptr noundef nonnull align 1 dereferenceable(16) %922, i64 16, i1 false)
  %935 = icmp sgt i32 %924, %466
  %936 = icmp sgt i32 %923, %916
  %937 = select i1 %935, i1 %936, i1 false
  br i1 %937, label %960, label %938

938:                                              ; preds = %912
  %939 = getelementptr inbounds i8, ptr %0, i64 100
  %940 = load i32, ptr %939, align 4, !tbaa !108
  %941 = icmp slt i32 %923, %940
  %942 = icmp slt i32 %924, %940
  %943 = and i1 %941, %942
  br i1 %943, label %944, label %960

944:                                              ; preds = %938
  %945 = icmp sgt i32 %678, 16
  br i1 %945, label %946, label %954

946:                                              ; preds = %944
  %947 = icmp ugt i32 %678, 32
  %948 = getelementptr inbounds i8, ptr %920, i64 16
  %949 = getelementptr inbounds i8, ptr %922, i64 16
  br i1 %947, label %950, label %953

950:                                              ; preds = %946
  %951 = add nsw i32 %678, -16
  %952 = zext nneg i32 %951 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %948, ptr nonnull align 1 %949, i64 %952, i1 false)
  br label %954

953:                                              ; preds = %946
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %948, ptr noundef nonnull align 1 dereferenceable(16) %949, i64 16, i1 false)
  br label %954

954:                                              ; preds = %944, %953, %950, %902, %743
  %955 = phi i32 [ %704, %743 ], [ %904, %902 ], [ %923, %950 ], [ %923, %953 ], [ %923, %944 ]
  %956 = getelementptr inbounds i8, ptr %0, i64 132
  %957 = load i32, ptr %956, align 4, !tbaa !50
  %958 = icmp slt i32 %957, 1
  br i1 %958, label %959, label %22

959:                                              ; preds = %954
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1006

960:                                              ; preds = %20, %912, %938
  %961 = phi i64 [ %21, %20 ], [ %919, %912 ], [ %919, %938 ]
  %962 = phi i32 [ %9, %20 ], [ %678, %912 ], [ %678, %938 ]
  %963 = phi i32 [ %7, %20 ], [ %466, %912 ], [ %466, %938 ]
  %964 = getelementptr inbounds i8, ptr %0, i64 100
  %965 = load i32, ptr %964, align 4, !tbaa !108
  %966 = sub nsw i32 %965, %963
  %967 = getelementptr inbounds i8, ptr %0, i64 136
  %968 = getelementptr inbounds i8, ptr %0, i64 712
  %969 = getelementptr inbounds i8, ptr %0, i64 104
  br label %970

970:                                              ; preds = %976, %960
  %971 = phi i64 [ %987, %976 ], [ %961, %960 ]
  %972 = phi i32 [ %974, %976 ], [ %962, %960 ]
  %973 = phi i32 [ %988, %976 ], [ %966, %960 ]
  %974 = add nsw i32 %972, -1
  %975 = icmp sgt i32 %972, 0
  br i1 %975, label %976, label %992

976:                                              ; preds = %970
  %977 = load ptr, ptr %967, align 8, !tbaa !39
  %978 = load i32, ptr %968, align 8, !tbaa !144
  %979 = trunc nsw i64 %971 to i32
  %980 = sub nsw i32 %979, %978
  %981 = load i32, ptr %969, align 8, !tbaa !116
  %982 = and i32 %980, %981
  %983 = sext i32 %982 to i64
  %984 = getelementptr inbounds i8, ptr %977, i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !40
  %986 = getelementptr inbounds i8, ptr %977, i64 %971
  store i8 %985, ptr %986, align 1, !tbaa !40
  %987 = add nsw i64 %971, 1
  %988 = add nsw i32 %973, -1
  %989 = icmp eq i32 %988, 0
  br i1 %989, label %990, label %970, !prof !143, !llvm.loop !162

990:                                              ; preds = %976
  %991 = trunc nsw i64 %987 to i32
  store i32 16, ptr %0, align 8, !tbaa !5
  br label %1006

992:                                              ; preds = %970
  %993 = trunc nsw i64 %971 to i32
  %994 = getelementptr inbounds i8, ptr %0, i64 132
  %995 = load i32, ptr %994, align 4, !tbaa !50
  %996 = icmp slt i32 %995, 1
  br i1 %996, label %997, label %22

997:                                              ; preds = %992
  store i32 14, ptr %0, align 8, !tbaa !5
  br label %1006

998:                                              ; preds = %241, %351
  %999 = phi i32 [ %354, %351 ], [ %244, %241 ]
  %1000 = phi i64 [ %353, %351 ], [ %243, %241 ]
  %1001 = trunc i64 %1000 to i32
  %1002 = tail call fastcc i32 @SafeDecodeLiteralBlockSwitch(ptr noundef nonnull %0)
  %1003 = icmp eq i32 %1002, 1
  br i1 %1003, label %233, label %1006

1004:                                             ; preds = %438
  %1005 = trunc nsw i64 %353 to i32
  br label %1006

1006:                                             ; preds = %29, %998, %1004, %453, %990, %911, %745, %661, %332, %201, %997, %959, %486, %463
  %1007 = phi i32 [ %974, %997 ], [ %678, %911 ], [ %678, %959 ], [ %678, %745 ], [ %465, %486 ], [ 0, %463 ], [ %333, %332 ], [ %974, %990 ], [ %202, %201 ], [ %465, %661 ], [ %454, %453 ], [ %354, %1004 ], [ %999, %998 ], [ %23, %29 ]
  %1008 = phi i32 [ 1, %997 ], [ 1, %911 ], [ 1, %959 ], [ 1, %745 ], [ %487, %486 ], [ 1, %463 ], [ %334, %332 ], [ 1, %990 ], [ 2, %201 ], [ 2, %661 ], [ 1, %453 ], [ 2, %1004 ], [ %1002, %998 ], [ %30, %29 ]
  %1009 = phi i32 [ %993, %997 ], [ %904, %911 ], [ %955, %959 ], [ %746, %745 ], [ %466, %486 ], [ %459, %463 ], [ %335, %332 ], [ %991, %990 ], [ %24, %201 ], [ %466, %661 ], [ %450, %453 ], [ %1005, %1004 ], [ %1001, %998 ], [ %24, %29 ]
  store i32 %1009, ptr %6, align 8, !tbaa !110
  store i32 %1007, ptr %8, align 4, !tbaa !44
  br label %1010

1010:                                             ; preds = %881, %899, %877, %869, %685, %17, %680, %747, %1006
  %1011 = phi i32 [ %1008, %1006 ], [ -31, %17 ], [ -16, %680 ], [ -12, %747 ], [ -18, %685 ], [ -11, %881 ], [ -11, %899 ], [ -19, %877 ], [ -12, %869 ]
  ret i32 %1011
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @WrapRingBuffer(ptr nocapture noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 772
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 8
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 136
  %8 = load ptr, ptr %7, align 8, !tbaa !39
  %9 = getelementptr inbounds i8, ptr %0, i64 144
  %10 = load ptr, ptr %9, align 8, !tbaa !142
  %11 = getelementptr inbounds i8, ptr %0, i64 88
  %12 = load i32, ptr %11, align 8, !tbaa !110
  %13 = sext i32 %12 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %10, i64 %13, i1 false)
  %14 = load i32, ptr %2, align 4
  %15 = and i32 %14, -9
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

declare hidden void @BrotliDecoderStateCleanupAfterMetablock(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @BrotliDecoderHasMoreOutput(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = load i32, ptr %2, align 8, !tbaa !34
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %25, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 136
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  %8 = icmp eq ptr %7, null
  br i1 %8, label %25, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 88
  %11 = load i32, ptr %10, align 8, !tbaa !110
  %12 = getelementptr inbounds i8, ptr %0, i64 100
  %13 = load i32, ptr %12, align 4, !tbaa !108
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i8, ptr %0, i64 424
  %16 = load i64, ptr %15, align 8, !tbaa !117
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 432
  %19 = load i64, ptr %18, align 8, !tbaa !33
  %20 = sub i64 %14, %19
  %21 = mul i64 %16, %17
  %22 = sub i64 0, %21
  %23 = icmp ne i64 %20, %22
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %5, %9, %1
  %26 = phi i32 [ 0, %1 ], [ 0, %5 ], [ %24, %9 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @BrotliDecoderTakeOutput(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #12 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  store ptr null, ptr %3, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #23
  %5 = load i64, ptr %1, align 8, !tbaa !21
  %6 = icmp eq i64 %5, 0
  %7 = select i1 %6, i64 16777216, i64 %5
  store i64 %7, ptr %4, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  %9 = load ptr, ptr %8, align 8, !tbaa !39
  %10 = icmp eq ptr %9, null
  br i1 %10, label %15, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  %13 = load i32, ptr %12, align 8, !tbaa !34
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %2
  store i64 0, ptr %1, align 8, !tbaa !21
  br label %29

16:                                               ; preds = %11
  tail call fastcc void @WrapRingBuffer(ptr noundef nonnull %0)
  %17 = call fastcc i32 @WriteRingBuffer(ptr noundef nonnull %0, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef null, i32 noundef 1)
  %18 = and i32 %17, -3
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = load i64, ptr %4, align 8, !tbaa !21
  %22 = sub i64 %7, %21
  store i64 %22, ptr %1, align 8, !tbaa !21
  %23 = load ptr, ptr %3, align 8, !tbaa !20
  br label %29

24:                                               ; preds = %16
  %25 = icmp slt i32 %17, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = call fastcc i32 @SaveErrorCode(ptr noundef nonnull %0, i32 noundef %17, i64 noundef 0)
  br label %28

28:                                               ; preds = %26, %24
  store i64 0, ptr %1, align 8, !tbaa !21
  br label %29

29:                                               ; preds = %20, %28, %15
  %30 = phi ptr [ null, %15 ], [ null, %28 ], [ %23, %20 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  ret ptr %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @BrotliDecoderIsUsed(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = load i32, ptr %0, align 8, !tbaa !5
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !42
  %7 = icmp ne i64 %6, 0
  %8 = zext i1 %7 to i32
  br label %9

9:                                                ; preds = %4, %1
  %10 = phi i32 [ 1, %1 ], [ %8, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @BrotliDecoderIsFinished(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = load i32, ptr %0, align 8, !tbaa !5
  %3 = icmp eq i32 %2, 26
  br i1 %3, label %4, label %28

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 128
  %6 = load i32, ptr %5, align 8, !tbaa !34
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %28, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 136
  %10 = load ptr, ptr %9, align 8, !tbaa !39
  %11 = icmp eq ptr %10, null
  br i1 %11, label %28, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 88
  %14 = load i32, ptr %13, align 8, !tbaa !110
  %15 = getelementptr inbounds i8, ptr %0, i64 100
  %16 = load i32, ptr %15, align 4, !tbaa !108
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 424
  %19 = load i64, ptr %18, align 8, !tbaa !117
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds i8, ptr %0, i64 432
  %22 = load i64, ptr %21, align 8, !tbaa !33
  %23 = sub i64 %17, %22
  %24 = mul i64 %19, %20
  %25 = sub i64 0, %24
  %26 = icmp eq i64 %23, %25
  %27 = zext i1 %26 to i32
  br label %28

28:                                               ; preds = %12, %8, %4, %1
  %29 = phi i32 [ 0, %1 ], [ 1, %4 ], [ 1, %8 ], [ %27, %12 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @BrotliDecoderGetErrorCode(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = load i32, ptr %2, align 8, !tbaa !34
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @BrotliDecoderErrorString(i32 noundef %0) local_unnamed_addr #13 {
  %2 = add i32 %0, 31
  %3 = icmp ult i32 %2, 35
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = shl i64 %5, 2
  %7 = call ptr @llvm.load.relative.i64(ptr @switch.table.BrotliDecoderErrorString.rel, i64 %6)
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi ptr [ %7, %4 ], [ @.str.31, %1 ]
  ret ptr %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @BrotliDecoderVersion() local_unnamed_addr #13 {
  ret i32 16785409
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @BrotliDecoderSetMetadataCallbacks(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #14 {
  %5 = getelementptr inbounds i8, ptr %0, i64 720
  store ptr %1, ptr %5, align 8, !tbaa !48
  %6 = getelementptr inbounds i8, ptr %0, i64 728
  store ptr %2, ptr %6, align 8, !tbaa !137
  %7 = getelementptr inbounds i8, ptr %0, i64 736
  store ptr %3, ptr %7, align 8, !tbaa !49
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #16

declare hidden i32 @BrotliBuildSimpleHuffmanTable(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @BrotliBuildCodeLengthsHuffmanTable(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden i32 @BrotliBuildHuffmanTable(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @SafeDecodeSymbol(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #17 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !42
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = load i8, ptr %0, align 2, !tbaa !59
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %43, label %48

10:                                               ; preds = %3
  %11 = load i64, ptr %1, align 8, !tbaa !43
  %12 = and i64 %11, 255
  %13 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %12
  %14 = load i8, ptr %13, align 2, !tbaa !59
  %15 = icmp ult i8 %14, 9
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = zext nneg i8 %14 to i64
  %18 = icmp ult i64 %5, %17
  br i1 %18, label %48, label %38

19:                                               ; preds = %10
  %20 = icmp ult i64 %5, 9
  br i1 %20, label %48, label %21

21:                                               ; preds = %19
  %22 = zext i8 %14 to i64
  %23 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !21
  %25 = and i64 %24, %11
  %26 = lshr i64 %25, 8
  %27 = add i64 %5, -8
  %28 = getelementptr inbounds i8, ptr %13, i64 2
  %29 = load i16, ptr %28, align 2, !tbaa !61
  %30 = zext i16 %29 to i64
  %31 = getelementptr inbounds %struct.HuffmanCode, ptr %13, i64 %26
  %32 = getelementptr inbounds %struct.HuffmanCode, ptr %31, i64 %30
  %33 = load i8, ptr %32, align 2, !tbaa !59
  %34 = zext i8 %33 to i64
  %35 = icmp ult i64 %27, %34
  br i1 %35, label %48, label %36

36:                                               ; preds = %21
  %37 = add nuw nsw i64 %34, 8
  br label %38

38:                                               ; preds = %16, %36
  %39 = phi i64 [ %37, %36 ], [ %17, %16 ]
  %40 = phi ptr [ %32, %36 ], [ %13, %16 ]
  %41 = sub i64 %5, %39
  store i64 %41, ptr %4, align 8, !tbaa !42
  %42 = lshr i64 %11, %39
  store i64 %42, ptr %1, align 8, !tbaa !43
  br label %43

43:                                               ; preds = %38, %7
  %44 = phi ptr [ %0, %7 ], [ %40, %38 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 2
  %46 = load i16, ptr %45, align 2, !tbaa !61
  %47 = zext i16 %46 to i64
  store i64 %47, ptr %2, align 8, !tbaa !21
  br label %48

48:                                               ; preds = %43, %21, %19, %16, %7
  %49 = phi i32 [ 0, %7 ], [ 0, %16 ], [ 0, %19 ], [ 0, %21 ], [ 1, %43 ]
  ret i32 %49
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @InverseMoveToFrontTransform(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef %2) unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %2, i64 440
  %5 = load i64, ptr %4, align 8, !tbaa !165
  %6 = getelementptr inbounds i8, ptr %2, i64 452
  store i32 50462976, ptr %6, align 4, !tbaa !30
  %7 = add i64 %5, 1
  %8 = tail call i64 @llvm.umax.i64(i64 %7, i64 2)
  %9 = add i64 %8, -1
  %10 = icmp ult i64 %7, 9
  br i1 %10, label %30, label %11

11:                                               ; preds = %3
  %12 = and i64 %9, -8
  %13 = trunc i64 %12 to i32
  %14 = mul i32 %13, 67372036
  %15 = add i32 %14, 50462976
  %16 = or disjoint i64 %12, 1
  br label %17

17:                                               ; preds = %17, %11
  %18 = phi i64 [ 0, %11 ], [ %25, %17 ]
  %19 = phi <4 x i32> [ <i32 50462976, i32 117835012, i32 185207048, i32 252579084>, %11 ], [ %26, %17 ]
  %20 = or disjoint i64 %18, 1
  %21 = add <4 x i32> %19, <i32 67372036, i32 67372036, i32 67372036, i32 67372036>
  %22 = add <4 x i32> %19, <i32 336860180, i32 336860180, i32 336860180, i32 336860180>
  %23 = getelementptr inbounds i32, ptr %6, i64 %20
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  store <4 x i32> %21, ptr %23, align 4, !tbaa !30
  store <4 x i32> %22, ptr %24, align 4, !tbaa !30
  %25 = add nuw i64 %18, 8
  %26 = add <4 x i32> %19, <i32 538976288, i32 538976288, i32 538976288, i32 538976288>
  %27 = icmp eq i64 %25, %12
  br i1 %27, label %28, label %17, !llvm.loop !166

28:                                               ; preds = %17
  %29 = icmp eq i64 %9, %12
  br i1 %29, label %40, label %30

30:                                               ; preds = %28, %3
  %31 = phi i32 [ 50462976, %3 ], [ %15, %28 ]
  %32 = phi i64 [ 1, %3 ], [ %16, %28 ]
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %36, %33 ], [ %31, %30 ]
  %35 = phi i64 [ %38, %33 ], [ %32, %30 ]
  %36 = add i32 %34, 67372036
  %37 = getelementptr inbounds i32, ptr %6, i64 %35
  store i32 %36, ptr %37, align 4, !tbaa !30
  %38 = add nuw i64 %35, 1
  %39 = icmp eq i64 %38, %8
  br i1 %39, label %40, label %33, !llvm.loop !167

40:                                               ; preds = %33, %28
  %41 = icmp eq i64 %1, 0
  br i1 %41, label %86, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %2, i64 451
  %44 = and i64 %1, 1
  %45 = icmp eq i64 %1, 1
  br i1 %45, label %70, label %46

46:                                               ; preds = %42
  %47 = and i64 %1, -2
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %67, %48 ]
  %50 = phi i64 [ 0, %46 ], [ %66, %48 ]
  %51 = phi i64 [ 0, %46 ], [ %68, %48 ]
  %52 = getelementptr inbounds i8, ptr %0, i64 %49
  %53 = load i8, ptr %52, align 1, !tbaa !40
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds i8, ptr %6, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !40
  store i8 %56, ptr %52, align 1, !tbaa !40
  store i8 %56, ptr %43, align 1, !tbaa !40
  %57 = add nuw nsw i64 %54, 1
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 1 dereferenceable(1) %43, i64 %57, i1 false), !tbaa !40
  %58 = or i64 %50, %54
  %59 = or disjoint i64 %49, 1
  %60 = getelementptr inbounds i8, ptr %0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !40
  %62 = zext i8 %61 to i64
  %63 = getelementptr inbounds i8, ptr %6, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !40
  store i8 %64, ptr %60, align 1, !tbaa !40
  store i8 %64, ptr %43, align 1, !tbaa !40
  %65 = add nuw nsw i64 %62, 1
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 1 dereferenceable(1) %43, i64 %65, i1 false), !tbaa !40
  %66 = or i64 %58, %62
  %67 = add nuw i64 %49, 2
  %68 = add i64 %51, 2
  %69 = icmp eq i64 %68, %47
  br i1 %69, label %70, label %48, !llvm.loop !168

70:                                               ; preds = %48, %42
  %71 = phi i64 [ poison, %42 ], [ %66, %48 ]
  %72 = phi i64 [ 0, %42 ], [ %67, %48 ]
  %73 = phi i64 [ 0, %42 ], [ %66, %48 ]
  %74 = icmp eq i64 %44, 0
  br i1 %74, label %83, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %0, i64 %72
  %77 = load i8, ptr %76, align 1, !tbaa !40
  %78 = zext i8 %77 to i64
  %79 = getelementptr inbounds i8, ptr %6, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !40
  store i8 %80, ptr %76, align 1, !tbaa !40
  store i8 %80, ptr %43, align 1, !tbaa !40
  %81 = add nuw nsw i64 %78, 1
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 1 dereferenceable(1) %43, i64 %81, i1 false), !tbaa !40
  %82 = or i64 %73, %78
  br label %83

83:                                               ; preds = %70, %75
  %84 = phi i64 [ %71, %70 ], [ %82, %75 ]
  %85 = lshr i64 %84, 2
  br label %86

86:                                               ; preds = %83, %40
  %87 = phi i64 [ 0, %40 ], [ %85, %83 ]
  store i64 %87, ptr %4, align 8, !tbaa !165
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -17, 3) i32 @SafeDecodeCommandBlockSwitch(ptr nocapture noundef %0) unnamed_addr #18 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 320
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load ptr, ptr %6, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %7, i64 2528
  %9 = getelementptr inbounds i8, ptr %0, i64 264
  %10 = load ptr, ptr %9, align 8, !tbaa !47
  %11 = getelementptr inbounds i8, ptr %10, i64 1584
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %0, i64 352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %14 = icmp ult i64 %5, 2
  br i1 %14, label %226, label %15

15:                                               ; preds = %1
  %16 = load i64, ptr %12, align 8, !tbaa !43
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !42
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !36
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !37
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %20 to i64
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %18, 15
  br i1 %26, label %27, label %46

27:                                               ; preds = %15
  %28 = icmp eq ptr %20, %22
  br i1 %28, label %80, label %29

29:                                               ; preds = %27
  %30 = load i8, ptr %20, align 1, !tbaa !40
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, %18
  %33 = or i64 %32, %16
  store i64 %33, ptr %12, align 8, !tbaa !43
  %34 = add nuw nsw i64 %18, 8
  store i64 %34, ptr %17, align 8, !tbaa !42
  %35 = getelementptr inbounds i8, ptr %20, i64 1
  store ptr %35, ptr %19, align 8, !tbaa !36
  %36 = icmp ult i64 %18, 7
  br i1 %36, label %37, label %46, !llvm.loop !58

37:                                               ; preds = %29
  %38 = icmp eq ptr %35, %22
  br i1 %38, label %80, label %39

39:                                               ; preds = %37
  %40 = load i8, ptr %35, align 1, !tbaa !40
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, %34
  %43 = or i64 %42, %33
  store i64 %43, ptr %12, align 8, !tbaa !43
  %44 = or disjoint i64 %18, 16
  store i64 %44, ptr %17, align 8, !tbaa !42
  %45 = getelementptr inbounds i8, ptr %20, i64 2
  store ptr %45, ptr %19, align 8, !tbaa !36
  br label %46

46:                                               ; preds = %29, %39, %15
  %47 = phi i64 [ %18, %15 ], [ %34, %29 ], [ %44, %39 ]
  %48 = phi i64 [ %16, %15 ], [ %33, %29 ], [ %43, %39 ]
  %49 = and i64 %48, 255
  %50 = getelementptr inbounds %struct.HuffmanCode, ptr %8, i64 %49
  %51 = load i8, ptr %50, align 2, !tbaa !59
  %52 = icmp ugt i8 %51, 8
  br i1 %52, label %53, label %69

53:                                               ; preds = %46
  %54 = add i64 %47, -8
  %55 = lshr i64 %48, 8
  %56 = getelementptr inbounds i8, ptr %50, i64 2
  %57 = load i16, ptr %56, align 2, !tbaa !61
  %58 = zext i16 %57 to i64
  %59 = and i64 %55, 127
  %60 = zext i8 %51 to i64
  %61 = add nuw nsw i64 %60, 4294967288
  %62 = and i64 %61, 4294967295
  %63 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !21
  %65 = and i64 %59, %64
  %66 = getelementptr inbounds %struct.HuffmanCode, ptr %50, i64 %65
  %67 = getelementptr inbounds %struct.HuffmanCode, ptr %66, i64 %58
  %68 = load i8, ptr %67, align 2, !tbaa !59
  br label %69

69:                                               ; preds = %46, %53
  %70 = phi i64 [ %55, %53 ], [ %48, %46 ]
  %71 = phi i64 [ %54, %53 ], [ %47, %46 ]
  %72 = phi i8 [ %68, %53 ], [ %51, %46 ]
  %73 = phi ptr [ %67, %53 ], [ %50, %46 ]
  %74 = zext i8 %72 to i64
  %75 = sub i64 %71, %74
  store i64 %75, ptr %17, align 8, !tbaa !42
  %76 = lshr i64 %70, %74
  store i64 %76, ptr %12, align 8, !tbaa !43
  %77 = getelementptr inbounds i8, ptr %73, i64 2
  %78 = load i16, ptr %77, align 2, !tbaa !61
  %79 = zext i16 %78 to i64
  store i64 %79, ptr %3, align 8, !tbaa !21
  br label %83

80:                                               ; preds = %37, %27
  %81 = call fastcc i32 @SafeDecodeSymbol(ptr noundef nonnull %8, ptr noundef nonnull %12, ptr noundef nonnull %3)
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %226, label %83

83:                                               ; preds = %69, %80
  %84 = getelementptr inbounds i8, ptr %0, i64 288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  %85 = getelementptr inbounds i8, ptr %0, i64 764
  %86 = load i32, ptr %85, align 4, !tbaa !57
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %156

88:                                               ; preds = %83
  %89 = load i64, ptr %17, align 8, !tbaa !42
  %90 = icmp ult i64 %89, 15
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = load i64, ptr %12, align 8, !tbaa !43
  br label %116

93:                                               ; preds = %88
  %94 = load ptr, ptr %21, align 8, !tbaa !37
  %95 = load ptr, ptr %19, align 8, !tbaa !36
  %96 = icmp eq ptr %95, %94
  br i1 %96, label %150, label %97

97:                                               ; preds = %93
  %98 = load i64, ptr %12, align 8, !tbaa !43
  %99 = load i8, ptr %95, align 1, !tbaa !40
  %100 = zext i8 %99 to i64
  %101 = shl nuw nsw i64 %100, %89
  %102 = or i64 %101, %98
  store i64 %102, ptr %12, align 8, !tbaa !43
  %103 = add nuw nsw i64 %89, 8
  store i64 %103, ptr %17, align 8, !tbaa !42
  %104 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %104, ptr %19, align 8, !tbaa !36
  %105 = icmp ult i64 %89, 7
  br i1 %105, label %106, label %116, !llvm.loop !58

106:                                              ; preds = %97
  %107 = icmp eq ptr %104, %94
  br i1 %107, label %150, label %108

108:                                              ; preds = %106
  %109 = load i64, ptr %12, align 8, !tbaa !43
  %110 = load i8, ptr %104, align 1, !tbaa !40
  %111 = zext i8 %110 to i64
  %112 = shl nuw nsw i64 %111, %103
  %113 = or i64 %112, %109
  store i64 %113, ptr %12, align 8, !tbaa !43
  %114 = or disjoint i64 %89, 16
  store i64 %114, ptr %17, align 8, !tbaa !42
  %115 = getelementptr inbounds i8, ptr %95, i64 2
  store ptr %115, ptr %19, align 8, !tbaa !36
  br label %116

116:                                              ; preds = %97, %108, %91
  %117 = phi i64 [ %89, %91 ], [ %103, %97 ], [ %114, %108 ]
  %118 = phi i64 [ %92, %91 ], [ %102, %97 ], [ %113, %108 ]
  %119 = and i64 %118, 255
  %120 = getelementptr inbounds %struct.HuffmanCode, ptr %11, i64 %119
  %121 = load i8, ptr %120, align 2, !tbaa !59
  %122 = icmp ugt i8 %121, 8
  br i1 %122, label %123, label %139

123:                                              ; preds = %116
  %124 = add i64 %117, -8
  %125 = lshr i64 %118, 8
  %126 = getelementptr inbounds i8, ptr %120, i64 2
  %127 = load i16, ptr %126, align 2, !tbaa !61
  %128 = zext i16 %127 to i64
  %129 = and i64 %125, 127
  %130 = zext i8 %121 to i64
  %131 = add nuw nsw i64 %130, 4294967288
  %132 = and i64 %131, 4294967295
  %133 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !21
  %135 = and i64 %129, %134
  %136 = getelementptr inbounds %struct.HuffmanCode, ptr %120, i64 %135
  %137 = getelementptr inbounds %struct.HuffmanCode, ptr %136, i64 %128
  %138 = load i8, ptr %137, align 2, !tbaa !59
  br label %139

139:                                              ; preds = %116, %123
  %140 = phi i64 [ %125, %123 ], [ %118, %116 ]
  %141 = phi i64 [ %124, %123 ], [ %117, %116 ]
  %142 = phi i8 [ %138, %123 ], [ %121, %116 ]
  %143 = phi ptr [ %137, %123 ], [ %120, %116 ]
  %144 = zext i8 %142 to i64
  %145 = sub i64 %141, %144
  store i64 %145, ptr %17, align 8, !tbaa !42
  %146 = lshr i64 %140, %144
  store i64 %146, ptr %12, align 8, !tbaa !43
  %147 = getelementptr inbounds i8, ptr %143, i64 2
  %148 = load i16, ptr %147, align 2, !tbaa !61
  %149 = zext i16 %148 to i64
  br label %159

150:                                              ; preds = %106, %93
  %151 = call fastcc i32 @SafeDecodeSymbol(ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %2)
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = load i64, ptr %2, align 8, !tbaa !21
  br label %159

155:                                              ; preds = %150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %188

156:                                              ; preds = %83
  %157 = getelementptr inbounds i8, ptr %0, i64 304
  %158 = load i64, ptr %157, align 8, !tbaa !62
  br label %159

159:                                              ; preds = %153, %139, %156
  %160 = phi i64 [ %154, %153 ], [ %149, %139 ], [ %158, %156 ]
  %161 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 2
  %163 = load i8, ptr %162, align 2, !tbaa !63
  %164 = zext i8 %163 to i64
  %165 = load i16, ptr %161, align 4, !tbaa !65
  %166 = load i64, ptr %17, align 8, !tbaa !42
  %167 = icmp ult i64 %166, %164
  br i1 %167, label %170, label %168

168:                                              ; preds = %159
  %169 = load i64, ptr %12, align 8, !tbaa !43
  br label %195

170:                                              ; preds = %159
  %171 = load ptr, ptr %21, align 8, !tbaa !37
  %172 = load ptr, ptr %19, align 8, !tbaa !36
  br label %173

173:                                              ; preds = %170, %177
  %174 = phi ptr [ %172, %170 ], [ %184, %177 ]
  %175 = phi i64 [ %166, %170 ], [ %183, %177 ]
  %176 = icmp eq ptr %174, %171
  br i1 %176, label %186, label %177

177:                                              ; preds = %173
  %178 = load i64, ptr %12, align 8, !tbaa !43
  %179 = load i8, ptr %174, align 1, !tbaa !40
  %180 = zext i8 %179 to i64
  %181 = shl i64 %180, %175
  %182 = or i64 %181, %178
  store i64 %182, ptr %12, align 8, !tbaa !43
  %183 = add nuw nsw i64 %175, 8
  store i64 %183, ptr %17, align 8, !tbaa !42
  %184 = getelementptr inbounds i8, ptr %174, i64 1
  store ptr %184, ptr %19, align 8, !tbaa !36
  %185 = icmp ult i64 %183, %164
  br i1 %185, label %173, label %195, !llvm.loop !66

186:                                              ; preds = %173
  %187 = getelementptr inbounds i8, ptr %0, i64 304
  store i64 %160, ptr %187, align 8, !tbaa !62
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %188

188:                                              ; preds = %186, %155
  store i32 0, ptr %85, align 4, !tbaa !57
  store i64 %16, ptr %12, align 8, !tbaa !43
  store i64 %18, ptr %17, align 8, !tbaa !42
  store ptr %20, ptr %19, align 8, !tbaa !36
  %189 = getelementptr i8, ptr %20, i64 %25
  store ptr %189, ptr %21, align 8, !tbaa !37
  %190 = add i64 %25, -28
  %191 = icmp ult i64 %190, -29
  %192 = getelementptr i8, ptr %189, i64 -27
  %193 = select i1 %191, ptr %192, ptr %20
  %194 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %193, ptr %194, align 8, !tbaa !38
  br label %226

195:                                              ; preds = %177, %168
  %196 = phi i64 [ %169, %168 ], [ %182, %177 ]
  %197 = phi i64 [ %166, %168 ], [ %183, %177 ]
  %198 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %164
  %199 = load i64, ptr %198, align 8, !tbaa !21
  %200 = and i64 %199, %196
  %201 = sub i64 %197, %164
  store i64 %201, ptr %17, align 8, !tbaa !42
  %202 = lshr i64 %196, %164
  store i64 %202, ptr %12, align 8, !tbaa !43
  %203 = zext i16 %165 to i64
  %204 = add i64 %200, %203
  store i64 %204, ptr %84, align 8, !tbaa !21
  store i32 0, ptr %85, align 4, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  %205 = load i64, ptr %3, align 8, !tbaa !21
  switch i64 %205, label %212 [
    i64 1, label %206
    i64 0, label %210
  ]

206:                                              ; preds = %195
  %207 = getelementptr inbounds i8, ptr %0, i64 360
  %208 = load i64, ptr %207, align 8, !tbaa !21
  %209 = add i64 %208, 1
  br label %214

210:                                              ; preds = %195
  %211 = load i64, ptr %13, align 8, !tbaa !21
  br label %214

212:                                              ; preds = %195
  %213 = add i64 %205, -2
  br label %214

214:                                              ; preds = %212, %210, %206
  %215 = phi i64 [ %213, %212 ], [ %211, %210 ], [ %209, %206 ]
  %216 = icmp ult i64 %215, %5
  %217 = select i1 %216, i64 0, i64 %5
  %218 = sub i64 %215, %217
  %219 = getelementptr inbounds i8, ptr %0, i64 360
  %220 = load i64, ptr %219, align 8, !tbaa !21
  store i64 %220, ptr %13, align 8, !tbaa !21
  store i64 %218, ptr %219, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  %221 = getelementptr inbounds i8, ptr %0, i64 208
  %222 = load ptr, ptr %221, align 8, !tbaa !92
  %223 = getelementptr inbounds ptr, ptr %222, i64 %218
  %224 = load ptr, ptr %223, align 8, !tbaa !20
  %225 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr %224, ptr %225, align 8, !tbaa !93
  br label %228

226:                                              ; preds = %188, %1, %80
  %227 = phi i32 [ 2, %80 ], [ -17, %1 ], [ 2, %188 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  br label %228

228:                                              ; preds = %226, %214
  %229 = phi i32 [ 1, %214 ], [ %227, %226 ]
  ret i32 %229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -17, 3) i32 @DecodeCommandBlockSwitch(ptr nocapture noundef %0) unnamed_addr #17 {
  %2 = getelementptr inbounds i8, ptr %0, i64 320
  %3 = load i64, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 256
  %5 = load ptr, ptr %4, align 8, !tbaa !46
  %6 = getelementptr inbounds i8, ptr %5, i64 2528
  %7 = getelementptr inbounds i8, ptr %0, i64 264
  %8 = load ptr, ptr %7, align 8, !tbaa !47
  %9 = getelementptr inbounds i8, ptr %8, i64 1584
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 352
  %12 = icmp ult i64 %3, 2
  br i1 %12, label %147, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !42
  %16 = icmp ult i64 %15, 17
  %17 = load i64, ptr %10, align 8, !tbaa !43
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !36
  %21 = load i64, ptr %20, align 1
  %22 = shl i64 %21, %15
  %23 = or i64 %22, %17
  %24 = add nuw nsw i64 %15, 48
  %25 = getelementptr inbounds i8, ptr %20, i64 6
  store ptr %25, ptr %19, align 8, !tbaa !36
  br label %26

26:                                               ; preds = %13, %18
  %27 = phi i64 [ %15, %13 ], [ %24, %18 ]
  %28 = phi i64 [ %17, %13 ], [ %23, %18 ]
  %29 = and i64 %28, 255
  %30 = getelementptr inbounds %struct.HuffmanCode, ptr %6, i64 %29
  %31 = load i8, ptr %30, align 2, !tbaa !59
  %32 = icmp ugt i8 %31, 8
  br i1 %32, label %33, label %48

33:                                               ; preds = %26
  %34 = add i64 %27, -8
  %35 = lshr i64 %28, 8
  %36 = getelementptr inbounds i8, ptr %30, i64 2
  %37 = load i16, ptr %36, align 2, !tbaa !61
  %38 = zext i16 %37 to i64
  %39 = zext i8 %31 to i64
  %40 = add nuw nsw i64 %39, 4294967288
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8, !tbaa !21
  %44 = and i64 %43, %35
  %45 = getelementptr inbounds %struct.HuffmanCode, ptr %30, i64 %44
  %46 = getelementptr inbounds %struct.HuffmanCode, ptr %45, i64 %38
  %47 = load i8, ptr %46, align 2, !tbaa !59
  br label %48

48:                                               ; preds = %33, %26
  %49 = phi i64 [ %35, %33 ], [ %28, %26 ]
  %50 = phi i64 [ %34, %33 ], [ %27, %26 ]
  %51 = phi i8 [ %47, %33 ], [ %31, %26 ]
  %52 = phi ptr [ %46, %33 ], [ %30, %26 ]
  %53 = zext i8 %51 to i64
  %54 = sub i64 %50, %53
  store i64 %54, ptr %14, align 8, !tbaa !42
  %55 = lshr i64 %49, %53
  store i64 %55, ptr %10, align 8, !tbaa !43
  %56 = getelementptr inbounds i8, ptr %52, i64 2
  %57 = load i16, ptr %56, align 2, !tbaa !61
  %58 = zext i16 %57 to i64
  %59 = icmp ult i64 %54, 17
  br i1 %59, label %60, label %68

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !36
  %63 = load i64, ptr %62, align 1
  %64 = shl i64 %63, %54
  %65 = or i64 %64, %55
  %66 = add nuw nsw i64 %54, 48
  %67 = getelementptr inbounds i8, ptr %62, i64 6
  store ptr %67, ptr %61, align 8, !tbaa !36
  br label %68

68:                                               ; preds = %48, %60
  %69 = phi i64 [ %54, %48 ], [ %66, %60 ]
  %70 = phi i64 [ %55, %48 ], [ %65, %60 ]
  %71 = and i64 %70, 255
  %72 = getelementptr inbounds %struct.HuffmanCode, ptr %9, i64 %71
  %73 = load i8, ptr %72, align 2, !tbaa !59
  %74 = icmp ugt i8 %73, 8
  br i1 %74, label %75, label %90

75:                                               ; preds = %68
  %76 = add i64 %69, -8
  %77 = lshr i64 %70, 8
  %78 = getelementptr inbounds i8, ptr %72, i64 2
  %79 = load i16, ptr %78, align 2, !tbaa !61
  %80 = zext i16 %79 to i64
  %81 = zext i8 %73 to i64
  %82 = add nuw nsw i64 %81, 4294967288
  %83 = and i64 %82, 4294967295
  %84 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !21
  %86 = and i64 %85, %77
  %87 = getelementptr inbounds %struct.HuffmanCode, ptr %72, i64 %86
  %88 = getelementptr inbounds %struct.HuffmanCode, ptr %87, i64 %80
  %89 = load i8, ptr %88, align 2, !tbaa !59
  br label %90

90:                                               ; preds = %68, %75
  %91 = phi i64 [ %77, %75 ], [ %70, %68 ]
  %92 = phi i64 [ %76, %75 ], [ %69, %68 ]
  %93 = phi i8 [ %89, %75 ], [ %73, %68 ]
  %94 = phi ptr [ %88, %75 ], [ %72, %68 ]
  %95 = zext i8 %93 to i64
  %96 = sub i64 %92, %95
  store i64 %96, ptr %14, align 8, !tbaa !42
  %97 = lshr i64 %91, %95
  store i64 %97, ptr %10, align 8, !tbaa !43
  %98 = getelementptr inbounds i8, ptr %94, i64 2
  %99 = load i16, ptr %98, align 2, !tbaa !61
  %100 = zext i16 %99 to i64
  %101 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 2
  %103 = load i8, ptr %102, align 2, !tbaa !63
  %104 = zext i8 %103 to i64
  %105 = load i16, ptr %101, align 4, !tbaa !65
  %106 = zext i16 %105 to i64
  %107 = icmp ult i64 %96, 33
  br i1 %107, label %108, label %117

108:                                              ; preds = %90
  %109 = getelementptr inbounds i8, ptr %0, i64 24
  %110 = load ptr, ptr %109, align 8, !tbaa !36
  %111 = load i32, ptr %110, align 1
  %112 = zext i32 %111 to i64
  %113 = shl nuw i64 %112, %96
  %114 = or i64 %113, %97
  %115 = add nuw nsw i64 %96, 32
  %116 = getelementptr inbounds i8, ptr %110, i64 4
  store ptr %116, ptr %109, align 8, !tbaa !36
  br label %117

117:                                              ; preds = %108, %90
  %118 = phi i64 [ %115, %108 ], [ %96, %90 ]
  %119 = phi i64 [ %114, %108 ], [ %97, %90 ]
  %120 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %104
  %121 = load i64, ptr %120, align 8, !tbaa !21
  %122 = and i64 %121, %119
  %123 = sub i64 %118, %104
  store i64 %123, ptr %14, align 8, !tbaa !42
  %124 = lshr i64 %119, %104
  store i64 %124, ptr %10, align 8, !tbaa !43
  %125 = add i64 %122, %106
  %126 = getelementptr inbounds i8, ptr %0, i64 288
  store i64 %125, ptr %126, align 8, !tbaa !21
  switch i16 %57, label %133 [
    i16 1, label %127
    i16 0, label %131
  ]

127:                                              ; preds = %117
  %128 = getelementptr inbounds i8, ptr %0, i64 360
  %129 = load i64, ptr %128, align 8, !tbaa !21
  %130 = add i64 %129, 1
  br label %135

131:                                              ; preds = %117
  %132 = load i64, ptr %11, align 8, !tbaa !21
  br label %135

133:                                              ; preds = %117
  %134 = add nsw i64 %58, -2
  br label %135

135:                                              ; preds = %133, %131, %127
  %136 = phi i64 [ %134, %133 ], [ %132, %131 ], [ %130, %127 ]
  %137 = icmp ult i64 %136, %3
  %138 = select i1 %137, i64 0, i64 %3
  %139 = sub i64 %136, %138
  %140 = getelementptr inbounds i8, ptr %0, i64 360
  %141 = load i64, ptr %140, align 8, !tbaa !21
  store i64 %141, ptr %11, align 8, !tbaa !21
  store i64 %139, ptr %140, align 8, !tbaa !21
  %142 = getelementptr inbounds i8, ptr %0, i64 208
  %143 = load ptr, ptr %142, align 8, !tbaa !92
  %144 = getelementptr inbounds ptr, ptr %143, i64 %139
  %145 = load ptr, ptr %144, align 8, !tbaa !20
  %146 = getelementptr inbounds i8, ptr %0, i64 152
  store ptr %145, ptr %146, align 8, !tbaa !93
  br label %147

147:                                              ; preds = %1, %135
  %148 = phi i32 [ 1, %135 ], [ -17, %1 ]
  ret i32 %148
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @SafeDecodeDistanceBlockSwitch(ptr nocapture noundef %0) unnamed_addr #18 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 328
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load ptr, ptr %6, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %7, i64 5056
  %9 = getelementptr inbounds i8, ptr %0, i64 264
  %10 = load ptr, ptr %9, align 8, !tbaa !47
  %11 = getelementptr inbounds i8, ptr %10, i64 3168
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %0, i64 368
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %14 = icmp ult i64 %5, 2
  br i1 %14, label %232, label %15

15:                                               ; preds = %1
  %16 = load i64, ptr %12, align 8, !tbaa !43
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !42
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !36
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !37
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %20 to i64
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %18, 15
  br i1 %26, label %27, label %46

27:                                               ; preds = %15
  %28 = icmp eq ptr %20, %22
  br i1 %28, label %80, label %29

29:                                               ; preds = %27
  %30 = load i8, ptr %20, align 1, !tbaa !40
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, %18
  %33 = or i64 %32, %16
  store i64 %33, ptr %12, align 8, !tbaa !43
  %34 = add nuw nsw i64 %18, 8
  store i64 %34, ptr %17, align 8, !tbaa !42
  %35 = getelementptr inbounds i8, ptr %20, i64 1
  store ptr %35, ptr %19, align 8, !tbaa !36
  %36 = icmp ult i64 %18, 7
  br i1 %36, label %37, label %46, !llvm.loop !58

37:                                               ; preds = %29
  %38 = icmp eq ptr %35, %22
  br i1 %38, label %80, label %39

39:                                               ; preds = %37
  %40 = load i8, ptr %35, align 1, !tbaa !40
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, %34
  %43 = or i64 %42, %33
  store i64 %43, ptr %12, align 8, !tbaa !43
  %44 = or disjoint i64 %18, 16
  store i64 %44, ptr %17, align 8, !tbaa !42
  %45 = getelementptr inbounds i8, ptr %20, i64 2
  store ptr %45, ptr %19, align 8, !tbaa !36
  br label %46

46:                                               ; preds = %29, %39, %15
  %47 = phi i64 [ %18, %15 ], [ %34, %29 ], [ %44, %39 ]
  %48 = phi i64 [ %16, %15 ], [ %33, %29 ], [ %43, %39 ]
  %49 = and i64 %48, 255
  %50 = getelementptr inbounds %struct.HuffmanCode, ptr %8, i64 %49
  %51 = load i8, ptr %50, align 2, !tbaa !59
  %52 = icmp ugt i8 %51, 8
  br i1 %52, label %53, label %69

53:                                               ; preds = %46
  %54 = add i64 %47, -8
  %55 = lshr i64 %48, 8
  %56 = getelementptr inbounds i8, ptr %50, i64 2
  %57 = load i16, ptr %56, align 2, !tbaa !61
  %58 = zext i16 %57 to i64
  %59 = and i64 %55, 127
  %60 = zext i8 %51 to i64
  %61 = add nuw nsw i64 %60, 4294967288
  %62 = and i64 %61, 4294967295
  %63 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !21
  %65 = and i64 %59, %64
  %66 = getelementptr inbounds %struct.HuffmanCode, ptr %50, i64 %65
  %67 = getelementptr inbounds %struct.HuffmanCode, ptr %66, i64 %58
  %68 = load i8, ptr %67, align 2, !tbaa !59
  br label %69

69:                                               ; preds = %46, %53
  %70 = phi i64 [ %55, %53 ], [ %48, %46 ]
  %71 = phi i64 [ %54, %53 ], [ %47, %46 ]
  %72 = phi i8 [ %68, %53 ], [ %51, %46 ]
  %73 = phi ptr [ %67, %53 ], [ %50, %46 ]
  %74 = zext i8 %72 to i64
  %75 = sub i64 %71, %74
  store i64 %75, ptr %17, align 8, !tbaa !42
  %76 = lshr i64 %70, %74
  store i64 %76, ptr %12, align 8, !tbaa !43
  %77 = getelementptr inbounds i8, ptr %73, i64 2
  %78 = load i16, ptr %77, align 2, !tbaa !61
  %79 = zext i16 %78 to i64
  store i64 %79, ptr %3, align 8, !tbaa !21
  br label %83

80:                                               ; preds = %37, %27
  %81 = call fastcc i32 @SafeDecodeSymbol(ptr noundef nonnull %8, ptr noundef nonnull %12, ptr noundef nonnull %3)
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %232, label %83

83:                                               ; preds = %69, %80
  %84 = getelementptr inbounds i8, ptr %0, i64 296
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  %85 = getelementptr inbounds i8, ptr %0, i64 764
  %86 = load i32, ptr %85, align 4, !tbaa !57
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %156

88:                                               ; preds = %83
  %89 = load i64, ptr %17, align 8, !tbaa !42
  %90 = icmp ult i64 %89, 15
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = load i64, ptr %12, align 8, !tbaa !43
  br label %116

93:                                               ; preds = %88
  %94 = load ptr, ptr %21, align 8, !tbaa !37
  %95 = load ptr, ptr %19, align 8, !tbaa !36
  %96 = icmp eq ptr %95, %94
  br i1 %96, label %150, label %97

97:                                               ; preds = %93
  %98 = load i64, ptr %12, align 8, !tbaa !43
  %99 = load i8, ptr %95, align 1, !tbaa !40
  %100 = zext i8 %99 to i64
  %101 = shl nuw nsw i64 %100, %89
  %102 = or i64 %101, %98
  store i64 %102, ptr %12, align 8, !tbaa !43
  %103 = add nuw nsw i64 %89, 8
  store i64 %103, ptr %17, align 8, !tbaa !42
  %104 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %104, ptr %19, align 8, !tbaa !36
  %105 = icmp ult i64 %89, 7
  br i1 %105, label %106, label %116, !llvm.loop !58

106:                                              ; preds = %97
  %107 = icmp eq ptr %104, %94
  br i1 %107, label %150, label %108

108:                                              ; preds = %106
  %109 = load i64, ptr %12, align 8, !tbaa !43
  %110 = load i8, ptr %104, align 1, !tbaa !40
  %111 = zext i8 %110 to i64
  %112 = shl nuw nsw i64 %111, %103
  %113 = or i64 %112, %109
  store i64 %113, ptr %12, align 8, !tbaa !43
  %114 = or disjoint i64 %89, 16
  store i64 %114, ptr %17, align 8, !tbaa !42
  %115 = getelementptr inbounds i8, ptr %95, i64 2
  store ptr %115, ptr %19, align 8, !tbaa !36
  br label %116

116:                                              ; preds = %97, %108, %91
  %117 = phi i64 [ %89, %91 ], [ %103, %97 ], [ %114, %108 ]
  %118 = phi i64 [ %92, %91 ], [ %102, %97 ], [ %113, %108 ]
  %119 = and i64 %118, 255
  %120 = getelementptr inbounds %struct.HuffmanCode, ptr %11, i64 %119
  %121 = load i8, ptr %120, align 2, !tbaa !59
  %122 = icmp ugt i8 %121, 8
  br i1 %122, label %123, label %139

123:                                              ; preds = %116
  %124 = add i64 %117, -8
  %125 = lshr i64 %118, 8
  %126 = getelementptr inbounds i8, ptr %120, i64 2
  %127 = load i16, ptr %126, align 2, !tbaa !61
  %128 = zext i16 %127 to i64
  %129 = and i64 %125, 127
  %130 = zext i8 %121 to i64
  %131 = add nuw nsw i64 %130, 4294967288
  %132 = and i64 %131, 4294967295
  %133 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !21
  %135 = and i64 %129, %134
  %136 = getelementptr inbounds %struct.HuffmanCode, ptr %120, i64 %135
  %137 = getelementptr inbounds %struct.HuffmanCode, ptr %136, i64 %128
  %138 = load i8, ptr %137, align 2, !tbaa !59
  br label %139

139:                                              ; preds = %116, %123
  %140 = phi i64 [ %125, %123 ], [ %118, %116 ]
  %141 = phi i64 [ %124, %123 ], [ %117, %116 ]
  %142 = phi i8 [ %138, %123 ], [ %121, %116 ]
  %143 = phi ptr [ %137, %123 ], [ %120, %116 ]
  %144 = zext i8 %142 to i64
  %145 = sub i64 %141, %144
  store i64 %145, ptr %17, align 8, !tbaa !42
  %146 = lshr i64 %140, %144
  store i64 %146, ptr %12, align 8, !tbaa !43
  %147 = getelementptr inbounds i8, ptr %143, i64 2
  %148 = load i16, ptr %147, align 2, !tbaa !61
  %149 = zext i16 %148 to i64
  br label %159

150:                                              ; preds = %106, %93
  %151 = call fastcc i32 @SafeDecodeSymbol(ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %2)
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = load i64, ptr %2, align 8, !tbaa !21
  br label %159

155:                                              ; preds = %150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %188

156:                                              ; preds = %83
  %157 = getelementptr inbounds i8, ptr %0, i64 304
  %158 = load i64, ptr %157, align 8, !tbaa !62
  br label %159

159:                                              ; preds = %153, %139, %156
  %160 = phi i64 [ %154, %153 ], [ %149, %139 ], [ %158, %156 ]
  %161 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 2
  %163 = load i8, ptr %162, align 2, !tbaa !63
  %164 = zext i8 %163 to i64
  %165 = load i16, ptr %161, align 4, !tbaa !65
  %166 = load i64, ptr %17, align 8, !tbaa !42
  %167 = icmp ult i64 %166, %164
  br i1 %167, label %170, label %168

168:                                              ; preds = %159
  %169 = load i64, ptr %12, align 8, !tbaa !43
  br label %195

170:                                              ; preds = %159
  %171 = load ptr, ptr %21, align 8, !tbaa !37
  %172 = load ptr, ptr %19, align 8, !tbaa !36
  br label %173

173:                                              ; preds = %170, %177
  %174 = phi ptr [ %172, %170 ], [ %184, %177 ]
  %175 = phi i64 [ %166, %170 ], [ %183, %177 ]
  %176 = icmp eq ptr %174, %171
  br i1 %176, label %186, label %177

177:                                              ; preds = %173
  %178 = load i64, ptr %12, align 8, !tbaa !43
  %179 = load i8, ptr %174, align 1, !tbaa !40
  %180 = zext i8 %179 to i64
  %181 = shl i64 %180, %175
  %182 = or i64 %181, %178
  store i64 %182, ptr %12, align 8, !tbaa !43
  %183 = add nuw nsw i64 %175, 8
  store i64 %183, ptr %17, align 8, !tbaa !42
  %184 = getelementptr inbounds i8, ptr %174, i64 1
  store ptr %184, ptr %19, align 8, !tbaa !36
  %185 = icmp ult i64 %183, %164
  br i1 %185, label %173, label %195, !llvm.loop !66

186:                                              ; preds = %173
  %187 = getelementptr inbounds i8, ptr %0, i64 304
  store i64 %160, ptr %187, align 8, !tbaa !62
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %188

188:                                              ; preds = %186, %155
  store i32 0, ptr %85, align 4, !tbaa !57
  store i64 %16, ptr %12, align 8, !tbaa !43
  store i64 %18, ptr %17, align 8, !tbaa !42
  store ptr %20, ptr %19, align 8, !tbaa !36
  %189 = getelementptr i8, ptr %20, i64 %25
  store ptr %189, ptr %21, align 8, !tbaa !37
  %190 = add i64 %25, -28
  %191 = icmp ult i64 %190, -29
  %192 = getelementptr i8, ptr %189, i64 -27
  %193 = select i1 %191, ptr %192, ptr %20
  %194 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %193, ptr %194, align 8, !tbaa !38
  br label %232

195:                                              ; preds = %177, %168
  %196 = phi i64 [ %169, %168 ], [ %182, %177 ]
  %197 = phi i64 [ %166, %168 ], [ %183, %177 ]
  %198 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %164
  %199 = load i64, ptr %198, align 8, !tbaa !21
  %200 = and i64 %199, %196
  %201 = sub i64 %197, %164
  store i64 %201, ptr %17, align 8, !tbaa !42
  %202 = lshr i64 %196, %164
  store i64 %202, ptr %12, align 8, !tbaa !43
  %203 = zext i16 %165 to i64
  %204 = add i64 %200, %203
  store i64 %204, ptr %84, align 8, !tbaa !21
  store i32 0, ptr %85, align 4, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  %205 = load i64, ptr %3, align 8, !tbaa !21
  switch i64 %205, label %212 [
    i64 1, label %206
    i64 0, label %210
  ]

206:                                              ; preds = %195
  %207 = getelementptr inbounds i8, ptr %0, i64 376
  %208 = load i64, ptr %207, align 8, !tbaa !21
  %209 = add i64 %208, 1
  br label %214

210:                                              ; preds = %195
  %211 = load i64, ptr %13, align 8, !tbaa !21
  br label %214

212:                                              ; preds = %195
  %213 = add i64 %205, -2
  br label %214

214:                                              ; preds = %212, %210, %206
  %215 = phi i64 [ %213, %212 ], [ %211, %210 ], [ %209, %206 ]
  %216 = icmp ult i64 %215, %5
  %217 = select i1 %216, i64 0, i64 %5
  %218 = sub i64 %215, %217
  %219 = getelementptr inbounds i8, ptr %0, i64 376
  %220 = load i64, ptr %219, align 8, !tbaa !21
  store i64 %220, ptr %13, align 8, !tbaa !21
  store i64 %218, ptr %219, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  %221 = getelementptr inbounds i8, ptr %0, i64 408
  %222 = load ptr, ptr %221, align 8, !tbaa !90
  %223 = shl i64 %218, 2
  %224 = getelementptr inbounds i8, ptr %222, i64 %223
  %225 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr %224, ptr %225, align 8, !tbaa !91
  %226 = getelementptr inbounds i8, ptr %0, i64 276
  %227 = load i32, ptr %226, align 4, !tbaa !145
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i8, ptr %224, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !40
  %231 = getelementptr inbounds i8, ptr %0, i64 716
  store i8 %230, ptr %231, align 4, !tbaa !146
  br label %234

232:                                              ; preds = %188, %1, %80
  %233 = phi i32 [ 2, %80 ], [ -17, %1 ], [ 2, %188 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  br label %234

234:                                              ; preds = %232, %214
  %235 = phi i32 [ 1, %214 ], [ %233, %232 ]
  ret i32 %235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @DecodeDistanceBlockSwitch(ptr nocapture noundef %0) unnamed_addr #17 {
  %2 = getelementptr inbounds i8, ptr %0, i64 328
  %3 = load i64, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 256
  %5 = load ptr, ptr %4, align 8, !tbaa !46
  %6 = getelementptr inbounds i8, ptr %5, i64 5056
  %7 = getelementptr inbounds i8, ptr %0, i64 264
  %8 = load ptr, ptr %7, align 8, !tbaa !47
  %9 = getelementptr inbounds i8, ptr %8, i64 3168
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 368
  %12 = icmp ult i64 %3, 2
  br i1 %12, label %153, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !42
  %16 = icmp ult i64 %15, 17
  %17 = load i64, ptr %10, align 8, !tbaa !43
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !36
  %21 = load i64, ptr %20, align 1
  %22 = shl i64 %21, %15
  %23 = or i64 %22, %17
  %24 = add nuw nsw i64 %15, 48
  %25 = getelementptr inbounds i8, ptr %20, i64 6
  store ptr %25, ptr %19, align 8, !tbaa !36
  br label %26

26:                                               ; preds = %18, %13
  %27 = phi i64 [ %24, %18 ], [ %15, %13 ]
  %28 = phi i64 [ %23, %18 ], [ %17, %13 ]
  %29 = and i64 %28, 255
  %30 = getelementptr inbounds %struct.HuffmanCode, ptr %6, i64 %29
  %31 = load i8, ptr %30, align 2, !tbaa !59
  %32 = icmp ugt i8 %31, 8
  br i1 %32, label %33, label %48

33:                                               ; preds = %26
  %34 = add i64 %27, -8
  %35 = lshr i64 %28, 8
  %36 = getelementptr inbounds i8, ptr %30, i64 2
  %37 = load i16, ptr %36, align 2, !tbaa !61
  %38 = zext i16 %37 to i64
  %39 = zext i8 %31 to i64
  %40 = add nuw nsw i64 %39, 4294967288
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8, !tbaa !21
  %44 = and i64 %43, %35
  %45 = getelementptr inbounds %struct.HuffmanCode, ptr %30, i64 %44
  %46 = getelementptr inbounds %struct.HuffmanCode, ptr %45, i64 %38
  %47 = load i8, ptr %46, align 2, !tbaa !59
  br label %48

48:                                               ; preds = %33, %26
  %49 = phi i64 [ %35, %33 ], [ %28, %26 ]
  %50 = phi i64 [ %34, %33 ], [ %27, %26 ]
  %51 = phi i8 [ %47, %33 ], [ %31, %26 ]
  %52 = phi ptr [ %46, %33 ], [ %30, %26 ]
  %53 = zext i8 %51 to i64
  %54 = sub i64 %50, %53
  store i64 %54, ptr %14, align 8, !tbaa !42
  %55 = lshr i64 %49, %53
  store i64 %55, ptr %10, align 8, !tbaa !43
  %56 = getelementptr inbounds i8, ptr %52, i64 2
  %57 = load i16, ptr %56, align 2, !tbaa !61
  %58 = zext i16 %57 to i64
  %59 = icmp ult i64 %54, 17
  br i1 %59, label %60, label %68

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !36
  %63 = load i64, ptr %62, align 1
  %64 = shl i64 %63, %54
  %65 = or i64 %64, %55
  %66 = add nuw nsw i64 %54, 48
  %67 = getelementptr inbounds i8, ptr %62, i64 6
  store ptr %67, ptr %61, align 8, !tbaa !36
  br label %68

68:                                               ; preds = %60, %48
  %69 = phi i64 [ %66, %60 ], [ %54, %48 ]
  %70 = phi i64 [ %65, %60 ], [ %55, %48 ]
  %71 = and i64 %70, 255
  %72 = getelementptr inbounds %struct.HuffmanCode, ptr %9, i64 %71
  %73 = load i8, ptr %72, align 2, !tbaa !59
  %74 = icmp ugt i8 %73, 8
  br i1 %74, label %75, label %90

75:                                               ; preds = %68
  %76 = add i64 %69, -8
  %77 = lshr i64 %70, 8
  %78 = getelementptr inbounds i8, ptr %72, i64 2
  %79 = load i16, ptr %78, align 2, !tbaa !61
  %80 = zext i16 %79 to i64
  %81 = zext i8 %73 to i64
  %82 = add nuw nsw i64 %81, 4294967288
  %83 = and i64 %82, 4294967295
  %84 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !21
  %86 = and i64 %85, %77
  %87 = getelementptr inbounds %struct.HuffmanCode, ptr %72, i64 %86
  %88 = getelementptr inbounds %struct.HuffmanCode, ptr %87, i64 %80
  %89 = load i8, ptr %88, align 2, !tbaa !59
  br label %90

90:                                               ; preds = %75, %68
  %91 = phi i64 [ %77, %75 ], [ %70, %68 ]
  %92 = phi i64 [ %76, %75 ], [ %69, %68 ]
  %93 = phi i8 [ %89, %75 ], [ %73, %68 ]
  %94 = phi ptr [ %88, %75 ], [ %72, %68 ]
  %95 = zext i8 %93 to i64
  %96 = sub i64 %92, %95
  store i64 %96, ptr %14, align 8, !tbaa !42
  %97 = lshr i64 %91, %95
  store i64 %97, ptr %10, align 8, !tbaa !43
  %98 = getelementptr inbounds i8, ptr %94, i64 2
  %99 = load i16, ptr %98, align 2, !tbaa !61
  %100 = zext i16 %99 to i64
  %101 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 2
  %103 = load i8, ptr %102, align 2, !tbaa !63
  %104 = zext i8 %103 to i64
  %105 = load i16, ptr %101, align 4, !tbaa !65
  %106 = zext i16 %105 to i64
  %107 = icmp ult i64 %96, 33
  br i1 %107, label %108, label %117

108:                                              ; preds = %90
  %109 = getelementptr inbounds i8, ptr %0, i64 24
  %110 = load ptr, ptr %109, align 8, !tbaa !36
  %111 = load i32, ptr %110, align 1
  %112 = zext i32 %111 to i64
  %113 = shl nuw i64 %112, %96
  %114 = or i64 %113, %97
  %115 = add nuw nsw i64 %96, 32
  %116 = getelementptr inbounds i8, ptr %110, i64 4
  store ptr %116, ptr %109, align 8, !tbaa !36
  br label %117

117:                                              ; preds = %108, %90
  %118 = phi i64 [ %115, %108 ], [ %96, %90 ]
  %119 = phi i64 [ %114, %108 ], [ %97, %90 ]
  %120 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %104
  %121 = load i64, ptr %120, align 8, !tbaa !21
  %122 = and i64 %121, %119
  %123 = sub i64 %118, %104
  store i64 %123, ptr %14, align 8, !tbaa !42
  %124 = lshr i64 %119, %104
  store i64 %124, ptr %10, align 8, !tbaa !43
  %125 = add i64 %122, %106
  %126 = getelementptr inbounds i8, ptr %0, i64 296
  store i64 %125, ptr %126, align 8, !tbaa !21
  switch i16 %57, label %133 [
    i16 1, label %127
    i16 0, label %131
  ]

127:                                              ; preds = %117
  %128 = getelementptr inbounds i8, ptr %0, i64 376
  %129 = load i64, ptr %128, align 8, !tbaa !21
  %130 = add i64 %129, 1
  br label %135

131:                                              ; preds = %117
  %132 = load i64, ptr %11, align 8, !tbaa !21
  br label %135

133:                                              ; preds = %117
  %134 = add nsw i64 %58, -2
  br label %135

135:                                              ; preds = %133, %131, %127
  %136 = phi i64 [ %134, %133 ], [ %132, %131 ], [ %130, %127 ]
  %137 = icmp ult i64 %136, %3
  %138 = select i1 %137, i64 0, i64 %3
  %139 = sub i64 %136, %138
  %140 = getelementptr inbounds i8, ptr %0, i64 376
  %141 = load i64, ptr %140, align 8, !tbaa !21
  store i64 %141, ptr %11, align 8, !tbaa !21
  store i64 %139, ptr %140, align 8, !tbaa !21
  %142 = getelementptr inbounds i8, ptr %0, i64 408
  %143 = load ptr, ptr %142, align 8, !tbaa !90
  %144 = shl i64 %139, 2
  %145 = getelementptr inbounds i8, ptr %143, i64 %144
  %146 = getelementptr inbounds i8, ptr %0, i64 176
  store ptr %145, ptr %146, align 8, !tbaa !91
  %147 = getelementptr inbounds i8, ptr %0, i64 276
  %148 = load i32, ptr %147, align 4, !tbaa !145
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %145, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !40
  %152 = getelementptr inbounds i8, ptr %0, i64 716
  store i8 %151, ptr %152, align 4, !tbaa !146
  br label %153

153:                                              ; preds = %1, %135
  %154 = phi i32 [ 1, %135 ], [ -17, %1 ]
  ret i32 %154
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @InitializeCompoundDictionaryCopy(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #19 {
  %4 = getelementptr inbounds i8, ptr %0, i64 808
  %5 = load ptr, ptr %4, align 8, !tbaa !22
  %6 = getelementptr inbounds i8, ptr %5, i64 216
  %7 = load i32, ptr %6, align 8, !tbaa !29
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %9, label %46

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %5, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !26
  %12 = add nsw i32 %11, -1
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ %17, %13 ], [ 8, %9 ]
  %15 = ashr i32 %12, %14
  %16 = icmp eq i32 %15, 0
  %17 = add nuw nsw i32 %14, 1
  br i1 %16, label %18, label %13, !llvm.loop !169

18:                                               ; preds = %13
  %19 = add nsw i32 %14, -8
  store i32 %19, ptr %6, align 8, !tbaa !29
  %20 = icmp sgt i32 %11, 0
  br i1 %20, label %21, label %46

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %5, i64 152
  %23 = getelementptr inbounds i8, ptr %5, i64 220
  %24 = shl nuw i32 1, %19
  br label %25

25:                                               ; preds = %36, %21
  %26 = phi i64 [ 0, %21 ], [ %31, %36 ]
  %27 = phi i32 [ 0, %21 ], [ %41, %36 ]
  %28 = shl i64 %26, 32
  %29 = ashr exact i64 %28, 32
  br label %30

30:                                               ; preds = %30, %25
  %31 = phi i64 [ %29, %25 ], [ %32, %30 ]
  %32 = add nsw i64 %31, 1
  %33 = getelementptr inbounds [16 x i32], ptr %22, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !30
  %35 = icmp slt i32 %34, %27
  br i1 %35, label %30, label %36, !llvm.loop !170

36:                                               ; preds = %30
  %37 = trunc i64 %31 to i8
  %38 = ashr i32 %27, %19
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [256 x i8], ptr %23, i64 0, i64 %39
  store i8 %37, ptr %40, align 1, !tbaa !40
  %41 = add nsw i32 %27, %24
  %42 = load i32, ptr %10, align 4, !tbaa !26
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %25, label %44, !llvm.loop !171

44:                                               ; preds = %36
  %45 = load i32, ptr %6, align 8, !tbaa !29
  br label %46

46:                                               ; preds = %44, %3, %18
  %47 = phi i32 [ %45, %44 ], [ %7, %3 ], [ %19, %18 ]
  %48 = getelementptr inbounds i8, ptr %5, i64 220
  %49 = ashr i32 %1, %47
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x i8], ptr %48, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !40
  %53 = getelementptr inbounds i8, ptr %5, i64 152
  %54 = zext i8 %52 to i64
  br label %55

55:                                               ; preds = %55, %46
  %56 = phi i64 [ %57, %55 ], [ %54, %46 ]
  %57 = add nuw nsw i64 %56, 1
  %58 = getelementptr inbounds [16 x i32], ptr %53, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !30
  %60 = icmp sgt i32 %59, %1
  br i1 %60, label %61, label %55, !llvm.loop !172

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %5, i64 4
  %63 = load i32, ptr %62, align 4, !tbaa !26
  %64 = add nsw i32 %2, %1
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %88, label %66

66:                                               ; preds = %61
  %67 = trunc nuw nsw i64 %56 to i32
  %68 = getelementptr inbounds i8, ptr %0, i64 712
  %69 = load i32, ptr %68, align 8, !tbaa !144
  %70 = getelementptr inbounds i8, ptr %0, i64 112
  %71 = getelementptr inbounds i8, ptr %0, i64 108
  %72 = load i32, ptr %71, align 4, !tbaa !153
  %73 = and i32 %72, 3
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [4 x i32], ptr %70, i64 0, i64 %74
  store i32 %69, ptr %75, align 4, !tbaa !30
  %76 = add nsw i32 %72, 1
  store i32 %76, ptr %71, align 4, !tbaa !153
  %77 = getelementptr inbounds i8, ptr %0, i64 132
  %78 = load i32, ptr %77, align 4, !tbaa !50
  %79 = sub nsw i32 %78, %2
  store i32 %79, ptr %77, align 4, !tbaa !50
  %80 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %67, ptr %80, align 8, !tbaa !111
  %81 = and i64 %56, 4294967295
  %82 = getelementptr inbounds [16 x i32], ptr %53, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !30
  %84 = sub nsw i32 %1, %83
  %85 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %84, ptr %85, align 4, !tbaa !112
  %86 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 %2, ptr %86, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 0, ptr %87, align 4, !tbaa !28
  br label %88

88:                                               ; preds = %61, %66
  %89 = phi i32 [ 1, %66 ], [ 0, %61 ]
  ret i32 %89
}

declare i32 @BrotliTransformDictionaryWord(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -17, 3) i32 @SafeDecodeLiteralBlockSwitch(ptr nocapture noundef %0) unnamed_addr #18 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 312
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load ptr, ptr %6, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %0, i64 264
  %9 = load ptr, ptr %8, align 8, !tbaa !47
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 336
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %12 = icmp ult i64 %5, 2
  br i1 %12, label %250, label %13

13:                                               ; preds = %1
  %14 = load i64, ptr %10, align 8, !tbaa !43
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !36
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = load ptr, ptr %19, align 8, !tbaa !37
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %18 to i64
  %23 = sub i64 %21, %22
  %24 = icmp ult i64 %16, 15
  br i1 %24, label %25, label %44

25:                                               ; preds = %13
  %26 = icmp eq ptr %18, %20
  br i1 %26, label %78, label %27

27:                                               ; preds = %25
  %28 = load i8, ptr %18, align 1, !tbaa !40
  %29 = zext i8 %28 to i64
  %30 = shl nuw nsw i64 %29, %16
  %31 = or i64 %30, %14
  store i64 %31, ptr %10, align 8, !tbaa !43
  %32 = add nuw nsw i64 %16, 8
  store i64 %32, ptr %15, align 8, !tbaa !42
  %33 = getelementptr inbounds i8, ptr %18, i64 1
  store ptr %33, ptr %17, align 8, !tbaa !36
  %34 = icmp ult i64 %16, 7
  br i1 %34, label %35, label %44, !llvm.loop !58

35:                                               ; preds = %27
  %36 = icmp eq ptr %33, %20
  br i1 %36, label %78, label %37

37:                                               ; preds = %35
  %38 = load i8, ptr %33, align 1, !tbaa !40
  %39 = zext i8 %38 to i64
  %40 = shl nuw nsw i64 %39, %32
  %41 = or i64 %40, %31
  store i64 %41, ptr %10, align 8, !tbaa !43
  %42 = or disjoint i64 %16, 16
  store i64 %42, ptr %15, align 8, !tbaa !42
  %43 = getelementptr inbounds i8, ptr %18, i64 2
  store ptr %43, ptr %17, align 8, !tbaa !36
  br label %44

44:                                               ; preds = %27, %37, %13
  %45 = phi i64 [ %16, %13 ], [ %32, %27 ], [ %42, %37 ]
  %46 = phi i64 [ %14, %13 ], [ %31, %27 ], [ %41, %37 ]
  %47 = and i64 %46, 255
  %48 = getelementptr inbounds %struct.HuffmanCode, ptr %7, i64 %47
  %49 = load i8, ptr %48, align 2, !tbaa !59
  %50 = icmp ugt i8 %49, 8
  br i1 %50, label %51, label %67

51:                                               ; preds = %44
  %52 = add i64 %45, -8
  %53 = lshr i64 %46, 8
  %54 = getelementptr inbounds i8, ptr %48, i64 2
  %55 = load i16, ptr %54, align 2, !tbaa !61
  %56 = zext i16 %55 to i64
  %57 = and i64 %53, 127
  %58 = zext i8 %49 to i64
  %59 = add nuw nsw i64 %58, 4294967288
  %60 = and i64 %59, 4294967295
  %61 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !21
  %63 = and i64 %57, %62
  %64 = getelementptr inbounds %struct.HuffmanCode, ptr %48, i64 %63
  %65 = getelementptr inbounds %struct.HuffmanCode, ptr %64, i64 %56
  %66 = load i8, ptr %65, align 2, !tbaa !59
  br label %67

67:                                               ; preds = %44, %51
  %68 = phi i64 [ %53, %51 ], [ %46, %44 ]
  %69 = phi i64 [ %52, %51 ], [ %45, %44 ]
  %70 = phi i8 [ %66, %51 ], [ %49, %44 ]
  %71 = phi ptr [ %65, %51 ], [ %48, %44 ]
  %72 = zext i8 %70 to i64
  %73 = sub i64 %69, %72
  store i64 %73, ptr %15, align 8, !tbaa !42
  %74 = lshr i64 %68, %72
  store i64 %74, ptr %10, align 8, !tbaa !43
  %75 = getelementptr inbounds i8, ptr %71, i64 2
  %76 = load i16, ptr %75, align 2, !tbaa !61
  %77 = zext i16 %76 to i64
  store i64 %77, ptr %3, align 8, !tbaa !21
  br label %81

78:                                               ; preds = %35, %25
  %79 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %7, ptr noundef nonnull %10, ptr noundef nonnull %3)
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %250, label %81

81:                                               ; preds = %67, %78
  %82 = getelementptr inbounds i8, ptr %0, i64 280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  %83 = getelementptr inbounds i8, ptr %0, i64 764
  %84 = load i32, ptr %83, align 4, !tbaa !57
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %154

86:                                               ; preds = %81
  %87 = load i64, ptr %15, align 8, !tbaa !42
  %88 = icmp ult i64 %87, 15
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = load i64, ptr %10, align 8, !tbaa !43
  br label %114

91:                                               ; preds = %86
  %92 = load ptr, ptr %19, align 8, !tbaa !37
  %93 = load ptr, ptr %17, align 8, !tbaa !36
  %94 = icmp eq ptr %93, %92
  br i1 %94, label %148, label %95

95:                                               ; preds = %91
  %96 = load i64, ptr %10, align 8, !tbaa !43
  %97 = load i8, ptr %93, align 1, !tbaa !40
  %98 = zext i8 %97 to i64
  %99 = shl nuw nsw i64 %98, %87
  %100 = or i64 %99, %96
  store i64 %100, ptr %10, align 8, !tbaa !43
  %101 = add nuw nsw i64 %87, 8
  store i64 %101, ptr %15, align 8, !tbaa !42
  %102 = getelementptr inbounds i8, ptr %93, i64 1
  store ptr %102, ptr %17, align 8, !tbaa !36
  %103 = icmp ult i64 %87, 7
  br i1 %103, label %104, label %114, !llvm.loop !58

104:                                              ; preds = %95
  %105 = icmp eq ptr %102, %92
  br i1 %105, label %148, label %106

106:                                              ; preds = %104
  %107 = load i64, ptr %10, align 8, !tbaa !43
  %108 = load i8, ptr %102, align 1, !tbaa !40
  %109 = zext i8 %108 to i64
  %110 = shl nuw nsw i64 %109, %101
  %111 = or i64 %110, %107
  store i64 %111, ptr %10, align 8, !tbaa !43
  %112 = or disjoint i64 %87, 16
  store i64 %112, ptr %15, align 8, !tbaa !42
  %113 = getelementptr inbounds i8, ptr %93, i64 2
  store ptr %113, ptr %17, align 8, !tbaa !36
  br label %114

114:                                              ; preds = %95, %106, %89
  %115 = phi i64 [ %87, %89 ], [ %101, %95 ], [ %112, %106 ]
  %116 = phi i64 [ %90, %89 ], [ %100, %95 ], [ %111, %106 ]
  %117 = and i64 %116, 255
  %118 = getelementptr inbounds %struct.HuffmanCode, ptr %9, i64 %117
  %119 = load i8, ptr %118, align 2, !tbaa !59
  %120 = icmp ugt i8 %119, 8
  br i1 %120, label %121, label %137

121:                                              ; preds = %114
  %122 = add i64 %115, -8
  %123 = lshr i64 %116, 8
  %124 = getelementptr inbounds i8, ptr %118, i64 2
  %125 = load i16, ptr %124, align 2, !tbaa !61
  %126 = zext i16 %125 to i64
  %127 = and i64 %123, 127
  %128 = zext i8 %119 to i64
  %129 = add nuw nsw i64 %128, 4294967288
  %130 = and i64 %129, 4294967295
  %131 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !21
  %133 = and i64 %127, %132
  %134 = getelementptr inbounds %struct.HuffmanCode, ptr %118, i64 %133
  %135 = getelementptr inbounds %struct.HuffmanCode, ptr %134, i64 %126
  %136 = load i8, ptr %135, align 2, !tbaa !59
  br label %137

137:                                              ; preds = %114, %121
  %138 = phi i64 [ %123, %121 ], [ %116, %114 ]
  %139 = phi i64 [ %122, %121 ], [ %115, %114 ]
  %140 = phi i8 [ %136, %121 ], [ %119, %114 ]
  %141 = phi ptr [ %135, %121 ], [ %118, %114 ]
  %142 = zext i8 %140 to i64
  %143 = sub i64 %139, %142
  store i64 %143, ptr %15, align 8, !tbaa !42
  %144 = lshr i64 %138, %142
  store i64 %144, ptr %10, align 8, !tbaa !43
  %145 = getelementptr inbounds i8, ptr %141, i64 2
  %146 = load i16, ptr %145, align 2, !tbaa !61
  %147 = zext i16 %146 to i64
  br label %157

148:                                              ; preds = %104, %91
  %149 = call fastcc i32 @SafeDecodeSymbol(ptr noundef %9, ptr noundef nonnull %10, ptr noundef nonnull %2)
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %153, label %151

151:                                              ; preds = %148
  %152 = load i64, ptr %2, align 8, !tbaa !21
  br label %157

153:                                              ; preds = %148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %186

154:                                              ; preds = %81
  %155 = getelementptr inbounds i8, ptr %0, i64 304
  %156 = load i64, ptr %155, align 8, !tbaa !62
  br label %157

157:                                              ; preds = %151, %137, %154
  %158 = phi i64 [ %152, %151 ], [ %147, %137 ], [ %156, %154 ]
  %159 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 2
  %161 = load i8, ptr %160, align 2, !tbaa !63
  %162 = zext i8 %161 to i64
  %163 = load i16, ptr %159, align 4, !tbaa !65
  %164 = load i64, ptr %15, align 8, !tbaa !42
  %165 = icmp ult i64 %164, %162
  br i1 %165, label %168, label %166

166:                                              ; preds = %157
  %167 = load i64, ptr %10, align 8, !tbaa !43
  br label %193

168:                                              ; preds = %157
  %169 = load ptr, ptr %19, align 8, !tbaa !37
  %170 = load ptr, ptr %17, align 8, !tbaa !36
  br label %171

171:                                              ; preds = %168, %175
  %172 = phi ptr [ %170, %168 ], [ %182, %175 ]
  %173 = phi i64 [ %164, %168 ], [ %181, %175 ]
  %174 = icmp eq ptr %172, %169
  br i1 %174, label %184, label %175

175:                                              ; preds = %171
  %176 = load i64, ptr %10, align 8, !tbaa !43
  %177 = load i8, ptr %172, align 1, !tbaa !40
  %178 = zext i8 %177 to i64
  %179 = shl i64 %178, %173
  %180 = or i64 %179, %176
  store i64 %180, ptr %10, align 8, !tbaa !43
  %181 = add nuw nsw i64 %173, 8
  store i64 %181, ptr %15, align 8, !tbaa !42
  %182 = getelementptr inbounds i8, ptr %172, i64 1
  store ptr %182, ptr %17, align 8, !tbaa !36
  %183 = icmp ult i64 %181, %162
  br i1 %183, label %171, label %193, !llvm.loop !66

184:                                              ; preds = %171
  %185 = getelementptr inbounds i8, ptr %0, i64 304
  store i64 %158, ptr %185, align 8, !tbaa !62
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  br label %186

186:                                              ; preds = %184, %153
  store i32 0, ptr %83, align 4, !tbaa !57
  store i64 %14, ptr %10, align 8, !tbaa !43
  store i64 %16, ptr %15, align 8, !tbaa !42
  store ptr %18, ptr %17, align 8, !tbaa !36
  %187 = getelementptr i8, ptr %18, i64 %23
  store ptr %187, ptr %19, align 8, !tbaa !37
  %188 = add i64 %23, -28
  %189 = icmp ult i64 %188, -29
  %190 = getelementptr i8, ptr %187, i64 -27
  %191 = select i1 %189, ptr %190, ptr %18
  %192 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %191, ptr %192, align 8, !tbaa !38
  br label %250

193:                                              ; preds = %175, %166
  %194 = phi i64 [ %167, %166 ], [ %180, %175 ]
  %195 = phi i64 [ %164, %166 ], [ %181, %175 ]
  %196 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %162
  %197 = load i64, ptr %196, align 8, !tbaa !21
  %198 = and i64 %197, %194
  %199 = sub i64 %195, %162
  store i64 %199, ptr %15, align 8, !tbaa !42
  %200 = lshr i64 %194, %162
  store i64 %200, ptr %10, align 8, !tbaa !43
  %201 = zext i16 %163 to i64
  %202 = add i64 %198, %201
  store i64 %202, ptr %82, align 8, !tbaa !21
  store i32 0, ptr %83, align 4, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  %203 = load i64, ptr %3, align 8, !tbaa !21
  switch i64 %203, label %210 [
    i64 1, label %204
    i64 0, label %208
  ]

204:                                              ; preds = %193
  %205 = getelementptr inbounds i8, ptr %0, i64 344
  %206 = load i64, ptr %205, align 8, !tbaa !21
  %207 = add i64 %206, 1
  br label %212

208:                                              ; preds = %193
  %209 = load i64, ptr %11, align 8, !tbaa !21
  br label %212

210:                                              ; preds = %193
  %211 = add i64 %203, -2
  br label %212

212:                                              ; preds = %210, %208, %204
  %213 = phi i64 [ %211, %210 ], [ %209, %208 ], [ %207, %204 ]
  %214 = icmp ult i64 %213, %5
  %215 = select i1 %214, i64 0, i64 %5
  %216 = sub i64 %213, %215
  %217 = getelementptr inbounds i8, ptr %0, i64 344
  %218 = load i64, ptr %217, align 8, !tbaa !21
  store i64 %218, ptr %11, align 8, !tbaa !21
  store i64 %216, ptr %217, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  %219 = shl i64 %216, 6
  %220 = getelementptr inbounds i8, ptr %0, i64 784
  %221 = load ptr, ptr %220, align 8, !tbaa !71
  %222 = getelementptr inbounds i8, ptr %221, i64 %219
  %223 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr %222, ptr %223, align 8, !tbaa !85
  %224 = getelementptr inbounds i8, ptr %0, i64 816
  %225 = lshr i64 %216, 5
  %226 = getelementptr inbounds [8 x i32], ptr %224, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !30
  %228 = zext i32 %227 to i64
  %229 = and i64 %216, 31
  %230 = lshr i64 %228, %229
  %231 = trunc nuw i64 %230 to i32
  %232 = and i32 %231, 1
  %233 = getelementptr inbounds i8, ptr %0, i64 272
  store i32 %232, ptr %233, align 8, !tbaa !86
  %234 = getelementptr inbounds i8, ptr %0, i64 184
  %235 = load ptr, ptr %234, align 8, !tbaa !87
  %236 = load i8, ptr %222, align 1, !tbaa !40
  %237 = zext i8 %236 to i64
  %238 = getelementptr inbounds ptr, ptr %235, i64 %237
  %239 = load ptr, ptr %238, align 8, !tbaa !20
  %240 = getelementptr inbounds i8, ptr %0, i64 416
  store ptr %239, ptr %240, align 8, !tbaa !88
  %241 = getelementptr inbounds i8, ptr %0, i64 792
  %242 = load ptr, ptr %241, align 8, !tbaa !69
  %243 = getelementptr inbounds i8, ptr %242, i64 %216
  %244 = load i8, ptr %243, align 1, !tbaa !40
  %245 = and i8 %244, 3
  %246 = zext nneg i8 %245 to i64
  %247 = shl nuw nsw i64 %246, 9
  %248 = getelementptr inbounds [2048 x i8], ptr @_kBrotliContextLookupTable, i64 0, i64 %247
  %249 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr %248, ptr %249, align 8, !tbaa !89
  br label %252

250:                                              ; preds = %186, %1, %78
  %251 = phi i32 [ 2, %78 ], [ -17, %1 ], [ 2, %186 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  br label %252

252:                                              ; preds = %250, %212
  %253 = phi i32 [ 1, %212 ], [ %251, %250 ]
  ret i32 %253
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -17, 3) i32 @DecodeLiteralBlockSwitch(ptr nocapture noundef %0) unnamed_addr #17 {
  %2 = getelementptr inbounds i8, ptr %0, i64 312
  %3 = load i64, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 256
  %5 = load ptr, ptr %4, align 8, !tbaa !46
  %6 = getelementptr inbounds i8, ptr %0, i64 264
  %7 = load ptr, ptr %6, align 8, !tbaa !47
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 336
  %10 = icmp ult i64 %3, 2
  br i1 %10, label %171, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !42
  %14 = icmp ult i64 %13, 17
  %15 = load i64, ptr %8, align 8, !tbaa !43
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !36
  %19 = load i64, ptr %18, align 1
  %20 = shl i64 %19, %13
  %21 = or i64 %20, %15
  %22 = add nuw nsw i64 %13, 48
  %23 = getelementptr inbounds i8, ptr %18, i64 6
  store ptr %23, ptr %17, align 8, !tbaa !36
  br label %24

24:                                               ; preds = %16, %11
  %25 = phi i64 [ %22, %16 ], [ %13, %11 ]
  %26 = phi i64 [ %21, %16 ], [ %15, %11 ]
  %27 = and i64 %26, 255
  %28 = getelementptr inbounds %struct.HuffmanCode, ptr %5, i64 %27
  %29 = load i8, ptr %28, align 2, !tbaa !59
  %30 = icmp ugt i8 %29, 8
  br i1 %30, label %31, label %46

31:                                               ; preds = %24
  %32 = add i64 %25, -8
  %33 = lshr i64 %26, 8
  %34 = getelementptr inbounds i8, ptr %28, i64 2
  %35 = load i16, ptr %34, align 2, !tbaa !61
  %36 = zext i16 %35 to i64
  %37 = zext i8 %29 to i64
  %38 = add nuw nsw i64 %37, 4294967288
  %39 = and i64 %38, 4294967295
  %40 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !21
  %42 = and i64 %41, %33
  %43 = getelementptr inbounds %struct.HuffmanCode, ptr %28, i64 %42
  %44 = getelementptr inbounds %struct.HuffmanCode, ptr %43, i64 %36
  %45 = load i8, ptr %44, align 2, !tbaa !59
  br label %46

46:                                               ; preds = %31, %24
  %47 = phi i64 [ %33, %31 ], [ %26, %24 ]
  %48 = phi i64 [ %32, %31 ], [ %25, %24 ]
  %49 = phi i8 [ %45, %31 ], [ %29, %24 ]
  %50 = phi ptr [ %44, %31 ], [ %28, %24 ]
  %51 = zext i8 %49 to i64
  %52 = sub i64 %48, %51
  store i64 %52, ptr %12, align 8, !tbaa !42
  %53 = lshr i64 %47, %51
  store i64 %53, ptr %8, align 8, !tbaa !43
  %54 = getelementptr inbounds i8, ptr %50, i64 2
  %55 = load i16, ptr %54, align 2, !tbaa !61
  %56 = zext i16 %55 to i64
  %57 = icmp ult i64 %52, 17
  br i1 %57, label %58, label %66

58:                                               ; preds = %46
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !36
  %61 = load i64, ptr %60, align 1
  %62 = shl i64 %61, %52
  %63 = or i64 %62, %53
  %64 = add nuw nsw i64 %52, 48
  %65 = getelementptr inbounds i8, ptr %60, i64 6
  store ptr %65, ptr %59, align 8, !tbaa !36
  br label %66

66:                                               ; preds = %58, %46
  %67 = phi i64 [ %64, %58 ], [ %52, %46 ]
  %68 = phi i64 [ %63, %58 ], [ %53, %46 ]
  %69 = and i64 %68, 255
  %70 = getelementptr inbounds %struct.HuffmanCode, ptr %7, i64 %69
  %71 = load i8, ptr %70, align 2, !tbaa !59
  %72 = icmp ugt i8 %71, 8
  br i1 %72, label %73, label %88

73:                                               ; preds = %66
  %74 = add i64 %67, -8
  %75 = lshr i64 %68, 8
  %76 = getelementptr inbounds i8, ptr %70, i64 2
  %77 = load i16, ptr %76, align 2, !tbaa !61
  %78 = zext i16 %77 to i64
  %79 = zext i8 %71 to i64
  %80 = add nuw nsw i64 %79, 4294967288
  %81 = and i64 %80, 4294967295
  %82 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !21
  %84 = and i64 %83, %75
  %85 = getelementptr inbounds %struct.HuffmanCode, ptr %70, i64 %84
  %86 = getelementptr inbounds %struct.HuffmanCode, ptr %85, i64 %78
  %87 = load i8, ptr %86, align 2, !tbaa !59
  br label %88

88:                                               ; preds = %73, %66
  %89 = phi i64 [ %75, %73 ], [ %68, %66 ]
  %90 = phi i64 [ %74, %73 ], [ %67, %66 ]
  %91 = phi i8 [ %87, %73 ], [ %71, %66 ]
  %92 = phi ptr [ %86, %73 ], [ %70, %66 ]
  %93 = zext i8 %91 to i64
  %94 = sub i64 %90, %93
  store i64 %94, ptr %12, align 8, !tbaa !42
  %95 = lshr i64 %89, %93
  store i64 %95, ptr %8, align 8, !tbaa !43
  %96 = getelementptr inbounds i8, ptr %92, i64 2
  %97 = load i16, ptr %96, align 2, !tbaa !61
  %98 = zext i16 %97 to i64
  %99 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], ptr @_kBrotliPrefixCodeRanges, i64 0, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 2
  %101 = load i8, ptr %100, align 2, !tbaa !63
  %102 = zext i8 %101 to i64
  %103 = load i16, ptr %99, align 4, !tbaa !65
  %104 = zext i16 %103 to i64
  %105 = icmp ult i64 %94, 33
  br i1 %105, label %106, label %115

106:                                              ; preds = %88
  %107 = getelementptr inbounds i8, ptr %0, i64 24
  %108 = load ptr, ptr %107, align 8, !tbaa !36
  %109 = load i32, ptr %108, align 1
  %110 = zext i32 %109 to i64
  %111 = shl nuw i64 %110, %94
  %112 = or i64 %111, %95
  %113 = add nuw nsw i64 %94, 32
  %114 = getelementptr inbounds i8, ptr %108, i64 4
  store ptr %114, ptr %107, align 8, !tbaa !36
  br label %115

115:                                              ; preds = %106, %88
  %116 = phi i64 [ %113, %106 ], [ %94, %88 ]
  %117 = phi i64 [ %112, %106 ], [ %95, %88 ]
  %118 = getelementptr inbounds [33 x i64], ptr @kBrotliBitMask, i64 0, i64 %102
  %119 = load i64, ptr %118, align 8, !tbaa !21
  %120 = and i64 %119, %117
  %121 = sub i64 %116, %102
  store i64 %121, ptr %12, align 8, !tbaa !42
  %122 = lshr i64 %117, %102
  store i64 %122, ptr %8, align 8, !tbaa !43
  %123 = add i64 %120, %104
  %124 = getelementptr inbounds i8, ptr %0, i64 280
  store i64 %123, ptr %124, align 8, !tbaa !21
  switch i16 %55, label %131 [
    i16 1, label %125
    i16 0, label %129
  ]

125:                                              ; preds = %115
  %126 = getelementptr inbounds i8, ptr %0, i64 344
  %127 = load i64, ptr %126, align 8, !tbaa !21
  %128 = add i64 %127, 1
  br label %133

129:                                              ; preds = %115
  %130 = load i64, ptr %9, align 8, !tbaa !21
  br label %133

131:                                              ; preds = %115
  %132 = add nsw i64 %56, -2
  br label %133

133:                                              ; preds = %131, %129, %125
  %134 = phi i64 [ %132, %131 ], [ %130, %129 ], [ %128, %125 ]
  %135 = icmp ult i64 %134, %3
  %136 = select i1 %135, i64 0, i64 %3
  %137 = sub i64 %134, %136
  %138 = getelementptr inbounds i8, ptr %0, i64 344
  %139 = load i64, ptr %138, align 8, !tbaa !21
  store i64 %139, ptr %9, align 8, !tbaa !21
  store i64 %137, ptr %138, align 8, !tbaa !21
  %140 = shl i64 %137, 6
  %141 = getelementptr inbounds i8, ptr %0, i64 784
  %142 = load ptr, ptr %141, align 8, !tbaa !71
  %143 = getelementptr inbounds i8, ptr %142, i64 %140
  %144 = getelementptr inbounds i8, ptr %0, i64 168
  store ptr %143, ptr %144, align 8, !tbaa !85
  %145 = getelementptr inbounds i8, ptr %0, i64 816
  %146 = lshr i64 %137, 5
  %147 = getelementptr inbounds [8 x i32], ptr %145, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !30
  %149 = zext i32 %148 to i64
  %150 = and i64 %137, 31
  %151 = lshr i64 %149, %150
  %152 = trunc nuw i64 %151 to i32
  %153 = and i32 %152, 1
  %154 = getelementptr inbounds i8, ptr %0, i64 272
  store i32 %153, ptr %154, align 8, !tbaa !86
  %155 = getelementptr inbounds i8, ptr %0, i64 184
  %156 = load ptr, ptr %155, align 8, !tbaa !87
  %157 = load i8, ptr %143, align 1, !tbaa !40
  %158 = zext i8 %157 to i64
  %159 = getelementptr inbounds ptr, ptr %156, i64 %158
  %160 = load ptr, ptr %159, align 8, !tbaa !20
  %161 = getelementptr inbounds i8, ptr %0, i64 416
  store ptr %160, ptr %161, align 8, !tbaa !88
  %162 = getelementptr inbounds i8, ptr %0, i64 792
  %163 = load ptr, ptr %162, align 8, !tbaa !69
  %164 = getelementptr inbounds i8, ptr %163, i64 %137
  %165 = load i8, ptr %164, align 1, !tbaa !40
  %166 = and i8 %165, 3
  %167 = zext nneg i8 %166 to i64
  %168 = shl nuw nsw i64 %167, 9
  %169 = getelementptr inbounds [2048 x i8], ptr @_kBrotliContextLookupTable, i64 0, i64 %168
  %170 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr %169, ptr %170, align 8, !tbaa !89
  br label %171

171:                                              ; preds = %1, %133
  %172 = phi i32 [ 1, %133 ], [ -17, %1 ]
  ret i32 %172
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #22

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #23 = { nounwind }
attributes #24 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"BrotliDecoderStateStruct", !7, i64 0, !7, i64 4, !10, i64 8, !12, i64 48, !12, i64 56, !12, i64 64, !8, i64 72, !11, i64 80, !7, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 128, !7, i64 132, !12, i64 136, !12, i64 144, !12, i64 152, !12, i64 160, !12, i64 168, !12, i64 176, !13, i64 184, !13, i64 208, !13, i64 232, !12, i64 256, !12, i64 264, !7, i64 272, !7, i64 276, !8, i64 280, !11, i64 304, !8, i64 312, !8, i64 336, !11, i64 384, !11, i64 392, !11, i64 400, !12, i64 408, !12, i64 416, !11, i64 424, !11, i64 432, !11, i64 440, !8, i64 448, !7, i64 708, !7, i64 712, !8, i64 716, !12, i64 720, !12, i64 728, !12, i64 736, !11, i64 744, !7, i64 752, !7, i64 756, !7, i64 760, !7, i64 764, !7, i64 768, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 773, !11, i64 776, !12, i64 784, !12, i64 792, !12, i64 800, !12, i64 808, !8, i64 816, !8, i64 848}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"", !11, i64 0, !11, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!11 = !{!"long", !8, i64 0}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!"", !12, i64 0, !12, i64 8, !14, i64 16, !14, i64 18, !14, i64 20}
!14 = !{!"short", !8, i64 0}
!15 = !{!6, !12, i64 56}
!16 = !{!6, !12, i64 64}
!17 = !{!6, !12, i64 800}
!18 = !{!19, !7, i64 0}
!19 = !{!"BrotliSharedDictionaryStruct", !7, i64 0, !8, i64 8, !8, i64 128, !7, i64 248, !8, i64 252, !8, i64 316, !8, i64 320, !8, i64 832, !8, i64 1344, !12, i64 1352, !8, i64 1360, !12, i64 1368, !12, i64 1376, !12, i64 1384, !12, i64 1392, !12, i64 1400}
!20 = !{!12, !12, i64 0}
!21 = !{!11, !11, i64 0}
!22 = !{!6, !12, i64 808}
!23 = !{!6, !12, i64 48}
!24 = !{!25, !7, i64 0}
!25 = !{!"BrotliDecoderCompoundDictionary", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !8, i64 24, !8, i64 152, !7, i64 216, !8, i64 220}
!26 = !{!25, !7, i64 4}
!27 = !{!25, !7, i64 16}
!28 = !{!25, !7, i64 20}
!29 = !{!25, !7, i64 216}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!6, !11, i64 432}
!34 = !{!6, !7, i64 128}
!35 = !{!6, !11, i64 80}
!36 = !{!10, !12, i64 16}
!37 = !{!10, !12, i64 32}
!38 = !{!10, !12, i64 24}
!39 = !{!6, !12, i64 136}
!40 = !{!8, !8, i64 0}
!41 = distinct !{!41, !32}
!42 = !{!10, !11, i64 8}
!43 = !{!10, !11, i64 0}
!44 = !{!6, !7, i64 4}
!45 = !{!6, !7, i64 92}
!46 = !{!6, !12, i64 256}
!47 = !{!6, !12, i64 264}
!48 = !{!6, !12, i64 720}
!49 = !{!6, !12, i64 736}
!50 = !{!6, !7, i64 132}
!51 = !{!52, !11, i64 16}
!52 = !{!"BrotliMetablockHeaderArena", !7, i64 0, !7, i64 4, !7, i64 8, !11, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !11, i64 48, !11, i64 56, !8, i64 64, !12, i64 192, !8, i64 200, !8, i64 1640, !8, i64 1768, !8, i64 1786, !7, i64 1820, !12, i64 1824, !11, i64 1832, !11, i64 1840, !11, i64 1848, !8, i64 1856}
!53 = !{!52, !12, i64 192}
!54 = !{!52, !7, i64 8}
!55 = !{!52, !7, i64 0}
!56 = !{!52, !7, i64 4}
!57 = !{!6, !7, i64 764}
!58 = distinct !{!58, !32}
!59 = !{!60, !8, i64 0}
!60 = !{!"", !8, i64 0, !14, i64 2}
!61 = !{!60, !14, i64 2}
!62 = !{!6, !11, i64 304}
!63 = !{!64, !8, i64 2}
!64 = !{!"", !14, i64 0, !8, i64 2}
!65 = !{!64, !14, i64 0}
!66 = distinct !{!66, !32}
!67 = !{!6, !11, i64 384}
!68 = !{!6, !11, i64 392}
!69 = !{!6, !12, i64 792}
!70 = distinct !{!70, !32}
!71 = !{!6, !12, i64 784}
!72 = distinct !{!72, !32}
!73 = distinct !{!73, !32}
!74 = distinct !{!74, !32}
!75 = !{!6, !11, i64 776}
!76 = !{!6, !11, i64 400}
!77 = !{!52, !7, i64 1820}
!78 = !{!13, !12, i64 8}
!79 = !{!52, !12, i64 1824}
!80 = !{!13, !14, i64 20}
!81 = !{!13, !14, i64 16}
!82 = !{!13, !14, i64 18}
!83 = !{!13, !12, i64 0}
!84 = distinct !{!84, !32}
!85 = !{!6, !12, i64 168}
!86 = !{!6, !7, i64 272}
!87 = !{!6, !12, i64 184}
!88 = !{!6, !12, i64 416}
!89 = !{!6, !12, i64 160}
!90 = !{!6, !12, i64 408}
!91 = !{!6, !12, i64 176}
!92 = !{!6, !12, i64 208}
!93 = !{!6, !12, i64 152}
!94 = !{!6, !14, i64 250}
!95 = distinct !{!95, !96}
!96 = !{!"llvm.loop.unroll.disable"}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = distinct !{!102, !32, !103, !104}
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = !{!"llvm.loop.unroll.runtime.disable"}
!105 = distinct !{!105, !32, !103}
!106 = distinct !{!106, !32}
!107 = distinct !{!107, !32}
!108 = !{!6, !7, i64 100}
!109 = !{!6, !7, i64 96}
!110 = !{!6, !7, i64 88}
!111 = !{!25, !7, i64 8}
!112 = !{!25, !7, i64 12}
!113 = !{!6, !11, i64 744}
!114 = !{!6, !12, i64 24}
!115 = !{!6, !12, i64 40}
!116 = !{!6, !7, i64 104}
!117 = !{!6, !11, i64 424}
!118 = !{!6, !7, i64 752}
!119 = distinct !{!119, !32}
!120 = distinct !{!120, !32}
!121 = distinct !{!121, !32}
!122 = !{!6, !7, i64 768}
!123 = !{!6, !7, i64 760}
!124 = !{!52, !11, i64 40}
!125 = !{!14, !14, i64 0}
!126 = distinct !{!126, !32}
!127 = distinct !{!127, !32}
!128 = !{!52, !11, i64 56}
!129 = !{!52, !11, i64 48}
!130 = distinct !{!130, !32}
!131 = !{!52, !11, i64 32}
!132 = !{!52, !11, i64 24}
!133 = distinct !{!133, !32}
!134 = distinct !{!134, !32}
!135 = !{!6, !7, i64 756}
!136 = distinct !{!136, !32}
!137 = !{!6, !12, i64 728}
!138 = !{!52, !11, i64 1848}
!139 = !{!52, !11, i64 1840}
!140 = !{!52, !11, i64 1832}
!141 = distinct !{!141, !32}
!142 = !{!6, !12, i64 144}
!143 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!144 = !{!6, !7, i64 712}
!145 = !{!6, !7, i64 276}
!146 = !{!6, !8, i64 716}
!147 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!148 = !{!6, !7, i64 708}
!149 = distinct !{!149, !32}
!150 = distinct !{!150, !32}
!151 = distinct !{!151, !32}
!152 = distinct !{!152, !32}
!153 = !{!6, !7, i64 108}
!154 = !{!6, !12, i64 232}
!155 = !{!19, !7, i64 248}
!156 = !{!157, !7, i64 24}
!157 = !{!"BrotliTransforms", !14, i64 0, !12, i64 8, !12, i64 16, !7, i64 24, !12, i64 32, !12, i64 40, !8, i64 48}
!158 = !{!19, !8, i64 316}
!159 = distinct !{!159, !32}
!160 = !{!161, !12, i64 168}
!161 = !{!"BrotliDictionary", !8, i64 0, !8, i64 32, !11, i64 160, !12, i64 168}
!162 = distinct !{!162, !32}
!163 = distinct !{!163, !32}
!164 = distinct !{!164, !32}
!165 = !{!6, !11, i64 440}
!166 = distinct !{!166, !32, !103, !104}
!167 = distinct !{!167, !32, !104, !103}
!168 = distinct !{!168, !32}
!169 = distinct !{!169, !32}
!170 = distinct !{!170, !32}
!171 = distinct !{!171, !32}
!172 = distinct !{!172, !32}
