; ModuleID = 'lz4libs/lz4frame.c'
source_filename = "lz4libs/lz4frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.LZ4F_CustomMem = type { ptr, ptr, ptr, ptr }
%struct.LZ4F_compressOptions_t = type { i32, [3 x i32] }
%struct.LZ4F_preferences_t = type { %struct.LZ4F_frameInfo_t, i32, i32, i32, [3 x i32] }
%struct.LZ4F_frameInfo_t = type { i32, i32, i32, i32, i64, i32, i32 }
%struct.LZ4F_cctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_preferences_t, i32, i32, ptr, i64, i64, ptr, ptr, i64, i64, %struct.XXH32_state_s, ptr, i16, i16, i32 }
%struct.XXH32_state_s = type { i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32 }
%union.LZ4_stream_u = type { %struct.LZ4_stream_t_internal }
%struct.LZ4_stream_t_internal = type { [4096 x i32], ptr, ptr, i32, i32, i32 }

@.str = private unnamed_addr constant [23 x i8] c"Unspecified error code\00", align 1
@LZ4F_errorStrings.rel = internal unnamed_addr constant [23 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @LZ4F_errorStrings.rel to i64)) to i32)], align 4
@LZ4F_getBlockSize.blockSizes = internal unnamed_addr constant [4 x i64] [i64 65536, i64 262144, i64 1048576, i64 4194304], align 16
@LZ4F_defaultCMem = internal constant %struct.LZ4F_CustomMem zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"OK_NoError\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"ERROR_GENERIC\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"ERROR_maxBlockSize_invalid\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"ERROR_blockMode_invalid\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"ERROR_contentChecksumFlag_invalid\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"ERROR_compressionLevel_invalid\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"ERROR_headerVersion_wrong\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"ERROR_blockChecksum_invalid\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"ERROR_reservedFlag_set\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"ERROR_allocation_failed\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"ERROR_srcSize_tooLarge\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"ERROR_dstMaxSize_tooSmall\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"ERROR_frameHeader_incomplete\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"ERROR_frameType_unknown\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"ERROR_frameSize_wrong\00", align 1
@.str.16 = private unnamed_addr constant [19 x i8] c"ERROR_srcPtr_wrong\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"ERROR_decompressionFailed\00", align 1
@.str.18 = private unnamed_addr constant [29 x i8] c"ERROR_headerChecksum_invalid\00", align 1
@.str.19 = private unnamed_addr constant [30 x i8] c"ERROR_contentChecksum_invalid\00", align 1
@.str.20 = private unnamed_addr constant [35 x i8] c"ERROR_frameDecoding_alreadyStarted\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"ERROR_compressionState_uninitialized\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"ERROR_parameter_null\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"ERROR_maxCode\00", align 1
@k_cOptionsNull = internal unnamed_addr constant %struct.LZ4F_compressOptions_t zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @LZ4F_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -22
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @LZ4F_getErrorName(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i64 %0, -21
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = sub nsw i64 0, %0
  %5 = shl i64 %4, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @LZ4F_errorStrings.rel, i64 %5)
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str, %1 ]
  ret ptr %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4F_getErrorCode(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i64 %0, -21
  %3 = trunc i64 %0 to i32
  %4 = sub i32 0, %3
  %5 = select i1 %2, i32 0, i32 %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4F_getVersion() local_unnamed_addr #0 {
  ret i32 100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4F_compressionLevel_max() local_unnamed_addr #0 {
  ret i32 12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @LZ4F_getBlockSize(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 4, i32 %0
  %4 = and i32 %3, -4
  %5 = icmp eq i32 %4, 4
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = add nsw i32 %3, -4
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  br label %11

11:                                               ; preds = %1, %6
  %12 = phi i64 [ %10, %6 ], [ -2, %1 ]
  ret i64 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @LZ4F_compressFrameBound(i64 noundef %0, ptr noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %1, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 28
  %9 = load i32, ptr %8, align 4, !tbaa !9
  %10 = freeze i32 %5
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %15, label %12

12:                                               ; preds = %4
  %13 = and i32 %10, -4
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %15, label %23

15:                                               ; preds = %2, %12, %4
  %16 = phi i32 [ %9, %4 ], [ %9, %12 ], [ 0, %2 ]
  %17 = phi i32 [ %7, %4 ], [ %7, %12 ], [ 0, %2 ]
  %18 = phi i32 [ 4, %4 ], [ %10, %12 ], [ 4, %2 ]
  %19 = add nsw i32 %18, -4
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !5
  br label %23

23:                                               ; preds = %12, %15
  %24 = phi i32 [ %16, %15 ], [ %9, %12 ]
  %25 = phi i32 [ %17, %15 ], [ %7, %12 ]
  %26 = phi i64 [ %22, %15 ], [ -2, %12 ]
  %27 = zext i32 %24 to i64
  %28 = shl nuw nsw i64 %27, 2
  %29 = zext i32 %25 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add nuw nsw i64 %28, 4
  %32 = add i64 %26, -1
  %33 = udiv i64 %0, %26
  %34 = and i64 %32, %0
  %35 = icmp ne i64 %34, 0
  %36 = zext i1 %35 to i64
  %37 = add i64 %33, %36
  %38 = and i64 %37, 4294967295
  %39 = mul i64 %38, %31
  %40 = and i64 %33, 4294967295
  %41 = mul i64 %40, %26
  %42 = add nuw nsw i64 %30, 23
  %43 = add i64 %42, %34
  %44 = add i64 %43, %41
  %45 = add i64 %44, %39
  ret i64 %45
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressFrame_usingCDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef readonly %6) local_unnamed_addr #5 {
  %8 = alloca %struct.LZ4F_preferences_t, align 8
  %9 = alloca %struct.LZ4F_compressOptions_t, align 4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #14
  %10 = getelementptr inbounds i8, ptr %1, i64 %2
  %11 = icmp eq ptr %6, null
  br i1 %11, label %12, label %14

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %8, i64 36
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  store i32 1, ptr %13, align 4, !tbaa !11
  br label %39

14:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %8, ptr noundef nonnull align 8 dereferenceable(56) %6, i64 56, i1 false), !tbaa.struct !15
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !18
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %4, ptr %19, align 8, !tbaa !18
  br label %20

20:                                               ; preds = %18, %14
  %21 = load i32, ptr %8, align 8, !tbaa !19
  %22 = icmp ugt i32 %21, 4
  br i1 %22, label %23, label %31

23:                                               ; preds = %20, %27
  %24 = phi i64 [ %29, %27 ], [ 65536, %20 ]
  %25 = phi i32 [ %28, %27 ], [ 4, %20 ]
  %26 = icmp ult i64 %24, %4
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = add nuw i32 %25, 1
  %29 = shl i64 %24, 2
  %30 = icmp eq i32 %28, %21
  br i1 %30, label %31, label %23, !llvm.loop !20

31:                                               ; preds = %23, %27, %20
  %32 = phi i32 [ %21, %20 ], [ %25, %23 ], [ %21, %27 ]
  %33 = freeze i32 %32
  store i32 %33, ptr %8, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, ptr %8, i64 36
  store i32 1, ptr %34, align 4, !tbaa !11
  %35 = icmp eq i32 %33, 0
  %36 = select i1 %35, i32 4, i32 %33
  %37 = and i32 %36, -4
  %38 = icmp eq i32 %37, 4
  br i1 %38, label %39, label %47

39:                                               ; preds = %12, %31
  %40 = phi i32 [ 4, %12 ], [ %36, %31 ]
  %41 = phi i1 [ true, %12 ], [ %35, %31 ]
  %42 = phi i32 [ 0, %12 ], [ %33, %31 ]
  %43 = add nsw i32 %40, -4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !5
  br label %47

47:                                               ; preds = %31, %39
  %48 = phi i1 [ %41, %39 ], [ %35, %31 ]
  %49 = phi i32 [ %42, %39 ], [ %33, %31 ]
  %50 = phi i64 [ %46, %39 ], [ -2, %31 ]
  %51 = icmp ult i64 %50, %4
  br i1 %51, label %54, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 1, ptr %53, align 4, !tbaa !22
  br label %54

54:                                               ; preds = %52, %47
  %55 = getelementptr inbounds i8, ptr %9, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %55, i8 0, i64 12, i1 false)
  store i32 1, ptr %9, align 4, !tbaa !23
  %56 = getelementptr inbounds i8, ptr %8, i64 8
  %57 = load i32, ptr %56, align 8, !tbaa !9
  %58 = getelementptr inbounds i8, ptr %8, i64 28
  %59 = load i32, ptr %58, align 4, !tbaa !9
  br i1 %48, label %63, label %60

60:                                               ; preds = %54
  %61 = and i32 %49, -4
  %62 = icmp eq i32 %61, 4
  br i1 %62, label %63, label %69

63:                                               ; preds = %60, %54
  %64 = phi i32 [ 4, %54 ], [ %49, %60 ]
  %65 = add nsw i32 %64, -4
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !5
  br label %69

69:                                               ; preds = %60, %63
  %70 = phi i64 [ %68, %63 ], [ -2, %60 ]
  %71 = zext i32 %59 to i64
  %72 = shl nuw nsw i64 %71, 2
  %73 = zext i32 %57 to i64
  %74 = shl nuw nsw i64 %73, 2
  %75 = add nuw nsw i64 %72, 4
  %76 = add i64 %70, -1
  %77 = udiv i64 %4, %70
  %78 = and i64 %76, %4
  %79 = icmp ne i64 %78, 0
  %80 = zext i1 %79 to i64
  %81 = add i64 %77, %80
  %82 = and i64 %81, 4294967295
  %83 = mul i64 %82, %75
  %84 = and i64 %77, 4294967295
  %85 = mul i64 %84, %70
  %86 = add nuw nsw i64 %74, 23
  %87 = add i64 %86, %78
  %88 = add i64 %87, %85
  %89 = add i64 %88, %83
  %90 = icmp ugt i64 %89, %2
  br i1 %90, label %149, label %91

91:                                               ; preds = %69
  %92 = call i64 @LZ4F_compressBegin_usingCDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %5, ptr noundef nonnull %8)
  %93 = icmp ult i64 %92, -21
  br i1 %93, label %94, label %149

94:                                               ; preds = %91
  %95 = getelementptr inbounds i8, ptr %1, i64 %92
  %96 = sub nsw i64 %2, %92
  %97 = call fastcc i64 @LZ4F_compressUpdateImpl(ptr noundef %0, ptr noundef %95, i64 noundef %96, ptr noundef %3, i64 noundef %4, ptr noundef nonnull %9, i32 noundef 0)
  %98 = icmp ult i64 %97, -21
  %99 = getelementptr inbounds i8, ptr %95, i64 %97
  br i1 %98, label %100, label %149

100:                                              ; preds = %94
  %101 = ptrtoint ptr %10 to i64
  %102 = ptrtoint ptr %99 to i64
  %103 = sub i64 %101, %102
  %104 = call i64 @LZ4F_flush(ptr noundef %0, ptr noundef %99, i64 noundef %103, ptr nonnull readnone poison)
  %105 = icmp ult i64 %104, -21
  br i1 %105, label %106, label %149

106:                                              ; preds = %100
  %107 = sub i64 %103, %104
  %108 = icmp ult i64 %107, 4
  br i1 %108, label %149, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %99, i64 %104
  %111 = getelementptr inbounds i8, ptr %110, i64 4
  %112 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %110, align 1
  %113 = load i32, ptr %112, align 8, !tbaa !25
  %114 = icmp eq i32 %113, 1
  br i1 %114, label %115, label %131

115:                                              ; preds = %109
  %116 = getelementptr inbounds i8, ptr %0, i64 152
  %117 = call i32 @XXH32_digest(ptr noundef nonnull %116) #14
  %118 = icmp ugt i64 %107, 7
  br i1 %118, label %119, label %149

119:                                              ; preds = %115
  %120 = trunc i32 %117 to i8
  store i8 %120, ptr %111, align 1, !tbaa !17
  %121 = lshr i32 %117, 8
  %122 = trunc i32 %121 to i8
  %123 = getelementptr inbounds i8, ptr %110, i64 5
  store i8 %122, ptr %123, align 1, !tbaa !17
  %124 = lshr i32 %117, 16
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, ptr %110, i64 6
  store i8 %125, ptr %126, align 1, !tbaa !17
  %127 = lshr i32 %117, 24
  %128 = trunc nuw i32 %127 to i8
  %129 = getelementptr inbounds i8, ptr %110, i64 7
  store i8 %128, ptr %129, align 1, !tbaa !17
  %130 = getelementptr inbounds i8, ptr %110, i64 8
  br label %131

131:                                              ; preds = %119, %109
  %132 = phi ptr [ %111, %109 ], [ %130, %119 ]
  %133 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %133, align 4, !tbaa !31
  %134 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %134, align 8, !tbaa !32
  %135 = getelementptr inbounds i8, ptr %0, i64 48
  %136 = load i64, ptr %135, align 8, !tbaa !33
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %142, label %138

138:                                              ; preds = %131
  %139 = getelementptr inbounds i8, ptr %0, i64 144
  %140 = load i64, ptr %139, align 8, !tbaa !34
  %141 = icmp eq i64 %136, %140
  br i1 %141, label %142, label %149

142:                                              ; preds = %131, %138
  %143 = ptrtoint ptr %132 to i64
  %144 = sub i64 %143, %102
  %145 = icmp ult i64 %144, -21
  br i1 %145, label %146, label %149

146:                                              ; preds = %142
  %147 = ptrtoint ptr %1 to i64
  %148 = sub i64 %143, %147
  br label %149

149:                                              ; preds = %138, %115, %106, %100, %69, %142, %94, %91, %146
  %150 = phi i64 [ %148, %146 ], [ %144, %142 ], [ %97, %94 ], [ %92, %91 ], [ -11, %69 ], [ -14, %138 ], [ -11, %115 ], [ -11, %106 ], [ %104, %100 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #14
  ret i64 %150
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressBegin_usingCDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef readonly %4) local_unnamed_addr #5 {
  %6 = alloca %struct.LZ4F_preferences_t, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  %7 = icmp ult i64 %2, 19
  br i1 %7, label %284, label %8

8:                                                ; preds = %5
  %9 = icmp eq ptr %4, null
  %10 = select i1 %9, ptr %6, ptr %4
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(56) %10, i64 56, i1 false), !tbaa.struct !15
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load i32, ptr %12, align 8, !tbaa !35
  %14 = icmp slt i32 %13, 3
  %15 = select i1 %14, i16 1, i16 2
  br i1 %14, label %16, label %18

16:                                               ; preds = %8
  %17 = tail call i32 @LZ4_sizeofState() #14
  br label %20

18:                                               ; preds = %8
  %19 = tail call i32 @LZ4_sizeofStateHC() #14
  br label %20

20:                                               ; preds = %16, %18
  %21 = phi i32 [ %19, %18 ], [ %17, %16 ]
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load i16, ptr %22, align 8, !tbaa !36
  switch i16 %23, label %28 [
    i16 1, label %24
    i16 2, label %26
  ]

24:                                               ; preds = %20
  %25 = tail call i32 @LZ4_sizeofState() #14
  br label %28

26:                                               ; preds = %20
  %27 = tail call i32 @LZ4_sizeofStateHC() #14
  br label %28

28:                                               ; preds = %20, %24, %26
  %29 = phi i32 [ %27, %26 ], [ %25, %24 ], [ 0, %20 ]
  %30 = icmp slt i32 %29, %21
  br i1 %30, label %31, label %73

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 200
  %33 = load ptr, ptr %32, align 8, !tbaa !37
  %34 = getelementptr inbounds i8, ptr %0, i64 16
  %35 = load ptr, ptr %34, align 1
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = icmp eq ptr %35, null
  br i1 %37, label %40, label %38

38:                                               ; preds = %31
  %39 = load ptr, ptr %36, align 1
  tail call void %35(ptr noundef %39, ptr noundef %33) #14
  br label %41

40:                                               ; preds = %31
  tail call void @free(ptr noundef %33) #14
  br label %41

41:                                               ; preds = %38, %40
  %42 = load i32, ptr %12, align 8, !tbaa !35
  %43 = icmp slt i32 %42, 3
  %44 = load ptr, ptr %0, align 1
  %45 = icmp eq ptr %44, null
  br i1 %43, label %46, label %57

46:                                               ; preds = %41
  br i1 %45, label %50, label %47

47:                                               ; preds = %46
  %48 = load ptr, ptr %36, align 1
  %49 = tail call ptr %44(ptr noundef %48, i64 noundef 16416) #14
  br label %52

50:                                               ; preds = %46
  %51 = tail call noalias dereferenceable_or_null(16416) ptr @malloc(i64 noundef 16416) #15
  br label %52

52:                                               ; preds = %47, %50
  %53 = phi ptr [ %49, %47 ], [ %51, %50 ]
  store ptr %53, ptr %32, align 8, !tbaa !37
  %54 = icmp eq ptr %53, null
  br i1 %54, label %284, label %55

55:                                               ; preds = %52
  %56 = tail call ptr @LZ4_initStream(ptr noundef nonnull %53, i64 noundef 16416) #14
  br label %68

57:                                               ; preds = %41
  br i1 %45, label %61, label %58

58:                                               ; preds = %57
  %59 = load ptr, ptr %36, align 1
  %60 = tail call ptr %44(ptr noundef %59, i64 noundef 262200) #14
  br label %63

61:                                               ; preds = %57
  %62 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #15
  br label %63

63:                                               ; preds = %58, %61
  %64 = phi ptr [ %60, %58 ], [ %62, %61 ]
  store ptr %64, ptr %32, align 8, !tbaa !37
  %65 = icmp eq ptr %64, null
  br i1 %65, label %284, label %66

66:                                               ; preds = %63
  %67 = tail call ptr @LZ4_initStreamHC(ptr noundef nonnull %64, i64 noundef 262200) #14
  br label %68

68:                                               ; preds = %66, %55
  %69 = load ptr, ptr %32, align 8, !tbaa !37
  %70 = icmp eq ptr %69, null
  br i1 %70, label %284, label %71

71:                                               ; preds = %68
  store i16 %15, ptr %22, align 8, !tbaa !36
  %72 = getelementptr inbounds i8, ptr %0, i64 210
  br label %88

73:                                               ; preds = %28
  %74 = getelementptr inbounds i8, ptr %0, i64 210
  %75 = load i16, ptr %74, align 2, !tbaa !38
  %76 = icmp eq i16 %75, %15
  br i1 %76, label %90, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %12, align 8, !tbaa !35
  %79 = icmp slt i32 %78, 3
  %80 = getelementptr inbounds i8, ptr %0, i64 200
  %81 = load ptr, ptr %80, align 8, !tbaa !37
  br i1 %79, label %82, label %84

82:                                               ; preds = %77
  %83 = tail call ptr @LZ4_initStream(ptr noundef %81, i64 noundef 16416) #14
  br label %88

84:                                               ; preds = %77
  %85 = tail call ptr @LZ4_initStreamHC(ptr noundef %81, i64 noundef 262200) #14
  %86 = load ptr, ptr %80, align 8, !tbaa !37
  %87 = load i32, ptr %12, align 8, !tbaa !35
  tail call void @LZ4_setCompressionLevel(ptr noundef %86, i32 noundef %87) #14
  br label %88

88:                                               ; preds = %82, %84, %71
  %89 = phi ptr [ %72, %71 ], [ %74, %84 ], [ %74, %82 ]
  store i16 %15, ptr %89, align 2, !tbaa !38
  br label %90

90:                                               ; preds = %88, %73
  %91 = load i32, ptr %11, align 8, !tbaa !39
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %94

93:                                               ; preds = %90
  store i32 4, ptr %11, align 8, !tbaa !39
  br label %97

94:                                               ; preds = %90
  %95 = and i32 %91, -4
  %96 = icmp eq i32 %95, 4
  br i1 %96, label %97, label %103

97:                                               ; preds = %93, %94
  %98 = phi i32 [ 4, %93 ], [ %91, %94 ]
  %99 = add nsw i32 %98, -4
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8, !tbaa !5
  br label %103

103:                                              ; preds = %94, %97
  %104 = phi i64 [ %102, %97 ], [ -2, %94 ]
  %105 = getelementptr inbounds i8, ptr %0, i64 104
  store i64 %104, ptr %105, align 8, !tbaa !40
  %106 = select i1 %9, ptr %6, ptr %4
  %107 = getelementptr inbounds i8, ptr %106, i64 36
  %108 = load i32, ptr %107, align 4, !tbaa !11
  %109 = icmp eq i32 %108, 0
  %110 = getelementptr inbounds i8, ptr %0, i64 36
  %111 = load i32, ptr %110, align 4, !tbaa !41
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i64 65536, i64 0
  %114 = select i1 %112, i64 131072, i64 0
  %115 = add i64 %114, %104
  %116 = select i1 %109, i64 %115, i64 %113
  %117 = getelementptr inbounds i8, ptr %0, i64 112
  %118 = load i64, ptr %117, align 8, !tbaa !32
  %119 = icmp ult i64 %118, %116
  br i1 %119, label %123, label %120

120:                                              ; preds = %103
  %121 = getelementptr inbounds i8, ptr %0, i64 120
  %122 = load ptr, ptr %121, align 8, !tbaa !42
  br label %155

123:                                              ; preds = %103
  store i64 0, ptr %117, align 8, !tbaa !32
  %124 = getelementptr inbounds i8, ptr %0, i64 120
  %125 = load ptr, ptr %124, align 8, !tbaa !42
  %126 = getelementptr inbounds i8, ptr %0, i64 16
  %127 = load ptr, ptr %126, align 1
  %128 = getelementptr inbounds i8, ptr %0, i64 24
  %129 = icmp eq ptr %127, null
  br i1 %129, label %132, label %130

130:                                              ; preds = %123
  %131 = load ptr, ptr %128, align 1
  tail call void %127(ptr noundef %131, ptr noundef %125) #14
  br label %133

132:                                              ; preds = %123
  tail call void @free(ptr noundef %125) #14
  br label %133

133:                                              ; preds = %130, %132
  %134 = load ptr, ptr %0, align 1
  %135 = getelementptr inbounds i8, ptr %0, i64 8
  %136 = load ptr, ptr %135, align 1
  %137 = load ptr, ptr %128, align 1
  %138 = icmp eq ptr %136, null
  br i1 %138, label %141, label %139

139:                                              ; preds = %133
  %140 = tail call ptr %136(ptr noundef %137, i64 noundef %116) #14
  br label %150

141:                                              ; preds = %133
  %142 = icmp eq ptr %134, null
  br i1 %142, label %143, label %145

143:                                              ; preds = %141
  %144 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %116) #16
  br label %150

145:                                              ; preds = %141
  %146 = tail call ptr %134(ptr noundef %137, i64 noundef %116) #14
  %147 = icmp eq ptr %146, null
  br i1 %147, label %148, label %149

148:                                              ; preds = %145
  store ptr null, ptr %124, align 8, !tbaa !42
  br label %284

149:                                              ; preds = %145
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %146, i8 0, i64 %116, i1 false)
  store ptr %146, ptr %124, align 8, !tbaa !42
  br label %153

150:                                              ; preds = %139, %143
  %151 = phi ptr [ %140, %139 ], [ %144, %143 ]
  store ptr %151, ptr %124, align 8, !tbaa !42
  %152 = icmp eq ptr %151, null
  br i1 %152, label %284, label %153

153:                                              ; preds = %149, %150
  %154 = phi ptr [ %146, %149 ], [ %151, %150 ]
  store i64 %116, ptr %117, align 8, !tbaa !32
  br label %155

155:                                              ; preds = %120, %153
  %156 = phi ptr [ %122, %120 ], [ %154, %153 ]
  %157 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %156, ptr %157, align 8, !tbaa !43
  %158 = getelementptr inbounds i8, ptr %0, i64 136
  store i64 0, ptr %158, align 8, !tbaa !44
  %159 = getelementptr inbounds i8, ptr %0, i64 152
  %160 = tail call i32 @XXH32_reset(ptr noundef nonnull %159, i32 noundef 0) #14
  %161 = getelementptr inbounds i8, ptr %0, i64 96
  store ptr %3, ptr %161, align 8, !tbaa !45
  %162 = getelementptr inbounds i8, ptr %0, i64 36
  %163 = load i32, ptr %162, align 4, !tbaa !41
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %184

165:                                              ; preds = %155
  %166 = getelementptr inbounds i8, ptr %0, i64 200
  %167 = load ptr, ptr %166, align 8, !tbaa !37
  %168 = load i32, ptr %12, align 8, !tbaa !35
  %169 = icmp slt i32 %168, 3
  br i1 %169, label %170, label %177

170:                                              ; preds = %165
  %171 = icmp eq ptr %3, null
  tail call void @LZ4_resetStream_fast(ptr noundef %167) #14
  br i1 %171, label %175, label %172

172:                                              ; preds = %170
  %173 = getelementptr inbounds i8, ptr %3, i64 40
  %174 = load ptr, ptr %173, align 8, !tbaa !46
  br label %175

175:                                              ; preds = %172, %170
  %176 = phi ptr [ %174, %172 ], [ null, %170 ]
  tail call void @LZ4_attach_dictionary(ptr noundef %167, ptr noundef %176) #14
  br label %184

177:                                              ; preds = %165
  tail call void @LZ4_resetStreamHC_fast(ptr noundef %167, i32 noundef %168) #14
  %178 = icmp eq ptr %3, null
  br i1 %178, label %182, label %179

179:                                              ; preds = %177
  %180 = getelementptr inbounds i8, ptr %3, i64 48
  %181 = load ptr, ptr %180, align 8, !tbaa !48
  br label %182

182:                                              ; preds = %179, %177
  %183 = phi ptr [ %181, %179 ], [ null, %177 ]
  tail call void @LZ4_attach_HC_dictionary(ptr noundef %167, ptr noundef %183) #14
  br label %184

184:                                              ; preds = %182, %175, %155
  %185 = select i1 %9, ptr %6, ptr %4
  %186 = getelementptr inbounds i8, ptr %185, i64 32
  %187 = load i32, ptr %186, align 8, !tbaa !49
  %188 = icmp sgt i32 %187, 2
  br i1 %188, label %189, label %195

189:                                              ; preds = %184
  %190 = getelementptr inbounds i8, ptr %0, i64 200
  %191 = load ptr, ptr %190, align 8, !tbaa !37
  %192 = select i1 %9, ptr %6, ptr %4
  %193 = getelementptr inbounds i8, ptr %192, i64 40
  %194 = load i32, ptr %193, align 8, !tbaa !50
  tail call void @LZ4_favorDecompressionSpeed(ptr noundef %191, i32 noundef %194) #14
  br label %195

195:                                              ; preds = %189, %184
  store <4 x i8> <i8 4, i8 34, i8 77, i8 24>, ptr %1, align 1, !tbaa !17
  %196 = getelementptr inbounds i8, ptr %1, i64 4
  %197 = load i32, ptr %162, align 4, !tbaa !41
  %198 = shl i32 %197, 5
  %199 = and i32 %198, 32
  %200 = getelementptr inbounds i8, ptr %0, i64 60
  %201 = load i32, ptr %200, align 4, !tbaa !51
  %202 = shl i32 %201, 4
  %203 = and i32 %202, 16
  %204 = or disjoint i32 %203, %199
  %205 = getelementptr inbounds i8, ptr %0, i64 48
  %206 = load i64, ptr %205, align 8, !tbaa !33
  %207 = icmp eq i64 %206, 0
  %208 = select i1 %207, i32 0, i32 8
  %209 = or disjoint i32 %204, %208
  %210 = getelementptr inbounds i8, ptr %0, i64 40
  %211 = load i32, ptr %210, align 8, !tbaa !25
  %212 = shl i32 %211, 2
  %213 = and i32 %212, 4
  %214 = or disjoint i32 %209, %213
  %215 = getelementptr inbounds i8, ptr %0, i64 56
  %216 = load i32, ptr %215, align 8, !tbaa !52
  %217 = icmp ne i32 %216, 0
  %218 = zext i1 %217 to i32
  %219 = or disjoint i32 %214, %218
  %220 = trunc nuw nsw i32 %219 to i8
  %221 = or i8 %220, 64
  %222 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 %221, ptr %196, align 1, !tbaa !17
  %223 = load i32, ptr %11, align 8, !tbaa !39
  %224 = trunc i32 %223 to i8
  %225 = shl i8 %224, 4
  %226 = and i8 %225, 112
  %227 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 %226, ptr %222, align 1, !tbaa !17
  %228 = load i64, ptr %205, align 8, !tbaa !33
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %255, label %230

230:                                              ; preds = %195
  %231 = trunc i64 %228 to i8
  store i8 %231, ptr %227, align 1, !tbaa !17
  %232 = lshr i64 %228, 8
  %233 = trunc i64 %232 to i8
  %234 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 %233, ptr %234, align 1, !tbaa !17
  %235 = lshr i64 %228, 16
  %236 = trunc i64 %235 to i8
  %237 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 %236, ptr %237, align 1, !tbaa !17
  %238 = lshr i64 %228, 24
  %239 = trunc i64 %238 to i8
  %240 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 %239, ptr %240, align 1, !tbaa !17
  %241 = lshr i64 %228, 32
  %242 = trunc i64 %241 to i8
  %243 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %242, ptr %243, align 1, !tbaa !17
  %244 = lshr i64 %228, 40
  %245 = trunc i64 %244 to i8
  %246 = getelementptr inbounds i8, ptr %1, i64 11
  store i8 %245, ptr %246, align 1, !tbaa !17
  %247 = lshr i64 %228, 48
  %248 = trunc i64 %247 to i8
  %249 = getelementptr inbounds i8, ptr %1, i64 12
  store i8 %248, ptr %249, align 1, !tbaa !17
  %250 = lshr i64 %228, 56
  %251 = trunc nuw i64 %250 to i8
  %252 = getelementptr inbounds i8, ptr %1, i64 13
  store i8 %251, ptr %252, align 1, !tbaa !17
  %253 = getelementptr inbounds i8, ptr %1, i64 14
  %254 = getelementptr inbounds i8, ptr %0, i64 144
  store i64 0, ptr %254, align 8, !tbaa !34
  br label %255

255:                                              ; preds = %230, %195
  %256 = phi ptr [ %253, %230 ], [ %227, %195 ]
  %257 = load i32, ptr %215, align 8, !tbaa !52
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %271, label %259

259:                                              ; preds = %255
  %260 = trunc i32 %257 to i8
  store i8 %260, ptr %256, align 1, !tbaa !17
  %261 = lshr i32 %257, 8
  %262 = trunc i32 %261 to i8
  %263 = getelementptr inbounds i8, ptr %256, i64 1
  store i8 %262, ptr %263, align 1, !tbaa !17
  %264 = lshr i32 %257, 16
  %265 = trunc i32 %264 to i8
  %266 = getelementptr inbounds i8, ptr %256, i64 2
  store i8 %265, ptr %266, align 1, !tbaa !17
  %267 = lshr i32 %257, 24
  %268 = trunc nuw i32 %267 to i8
  %269 = getelementptr inbounds i8, ptr %256, i64 3
  store i8 %268, ptr %269, align 1, !tbaa !17
  %270 = getelementptr inbounds i8, ptr %256, i64 4
  br label %271

271:                                              ; preds = %259, %255
  %272 = phi ptr [ %270, %259 ], [ %256, %255 ]
  %273 = ptrtoint ptr %272 to i64
  %274 = ptrtoint ptr %196 to i64
  %275 = sub i64 %273, %274
  %276 = tail call i32 @XXH32(ptr noundef nonnull %196, i64 noundef %275, i32 noundef 0) #14
  %277 = lshr i32 %276, 8
  %278 = trunc i32 %277 to i8
  store i8 %278, ptr %272, align 1, !tbaa !17
  %279 = getelementptr inbounds i8, ptr %272, i64 1
  %280 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 1, ptr %280, align 4, !tbaa !31
  %281 = ptrtoint ptr %279 to i64
  %282 = ptrtoint ptr %1 to i64
  %283 = sub i64 %281, %282
  br label %284

284:                                              ; preds = %52, %63, %148, %150, %68, %5, %271
  %285 = phi i64 [ %283, %271 ], [ -11, %5 ], [ -9, %68 ], [ -9, %150 ], [ -9, %148 ], [ -9, %63 ], [ -9, %52 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #14
  ret i64 %285
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressUpdate(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #5 {
  %7 = tail call fastcc i64 @LZ4F_compressUpdateImpl(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i32 noundef 0)
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressEnd(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readnone %3) local_unnamed_addr #5 {
  %5 = tail call i64 @LZ4F_flush(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr poison)
  %6 = icmp ult i64 %5, -21
  br i1 %6, label %7, label %47

7:                                                ; preds = %4
  %8 = sub i64 %2, %5
  %9 = icmp ult i64 %8, 4
  br i1 %9, label %47, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %1, i64 %5
  %12 = getelementptr inbounds i8, ptr %11, i64 4
  %13 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %11, align 1
  %14 = load i32, ptr %13, align 8, !tbaa !25
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %32

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %0, i64 152
  %18 = tail call i32 @XXH32_digest(ptr noundef nonnull %17) #14
  %19 = icmp ugt i64 %8, 7
  br i1 %19, label %20, label %47

20:                                               ; preds = %16
  %21 = trunc i32 %18 to i8
  store i8 %21, ptr %12, align 1, !tbaa !17
  %22 = lshr i32 %18, 8
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds i8, ptr %11, i64 5
  store i8 %23, ptr %24, align 1, !tbaa !17
  %25 = lshr i32 %18, 16
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds i8, ptr %11, i64 6
  store i8 %26, ptr %27, align 1, !tbaa !17
  %28 = lshr i32 %18, 24
  %29 = trunc nuw i32 %28 to i8
  %30 = getelementptr inbounds i8, ptr %11, i64 7
  store i8 %29, ptr %30, align 1, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %11, i64 8
  br label %32

32:                                               ; preds = %20, %10
  %33 = phi ptr [ %12, %10 ], [ %31, %20 ]
  %34 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %34, align 4, !tbaa !31
  %35 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %35, align 8, !tbaa !32
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = load i64, ptr %36, align 8, !tbaa !33
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %32
  %40 = getelementptr inbounds i8, ptr %0, i64 144
  %41 = load i64, ptr %40, align 8, !tbaa !34
  %42 = icmp eq i64 %37, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %39, %32
  %44 = ptrtoint ptr %33 to i64
  %45 = ptrtoint ptr %1 to i64
  %46 = sub i64 %44, %45
  br label %47

47:                                               ; preds = %39, %16, %7, %4, %43
  %48 = phi i64 [ %46, %43 ], [ %5, %4 ], [ -11, %7 ], [ -11, %16 ], [ -14, %39 ]
  ret i64 %48
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressFrame(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #5 {
  %6 = alloca %struct.LZ4F_cctx_s, align 8
  %7 = alloca %union.LZ4_stream_u, align 8
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 16416, ptr nonnull %7) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(216) %6, i8 0, i64 216, i1 false)
  %8 = getelementptr inbounds i8, ptr %6, i64 88
  store i32 100, ptr %8, align 8, !tbaa !53
  %9 = getelementptr inbounds i8, ptr %6, i64 112
  store i64 5242880, ptr %9, align 8, !tbaa !32
  %10 = icmp eq ptr %4, null
  br i1 %10, label %17, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  %13 = load i32, ptr %12, align 8, !tbaa !49
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = call i64 @LZ4F_compressFrame_usingCDict(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, ptr noundef nonnull %4)
  br label %23

17:                                               ; preds = %5, %11
  %18 = call ptr @LZ4_initStream(ptr noundef nonnull %7, i64 noundef 16416) #14
  %19 = getelementptr inbounds i8, ptr %6, i64 200
  store ptr %7, ptr %19, align 8, !tbaa !37
  %20 = getelementptr inbounds i8, ptr %6, i64 208
  store i16 1, ptr %20, align 8, !tbaa !36
  %21 = getelementptr inbounds i8, ptr %6, i64 210
  store i16 1, ptr %21, align 2, !tbaa !38
  %22 = call i64 @LZ4F_compressFrame_usingCDict(ptr noundef nonnull %6, ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef null, ptr noundef %4)
  br i1 %10, label %38, label %23

23:                                               ; preds = %15, %17
  %24 = phi i64 [ %16, %15 ], [ %22, %17 ]
  %25 = getelementptr inbounds i8, ptr %4, i64 32
  %26 = load i32, ptr %25, align 8, !tbaa !49
  %27 = icmp sgt i32 %26, 2
  br i1 %27, label %28, label %38

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %6, i64 200
  %30 = load ptr, ptr %29, align 8, !tbaa !37
  %31 = getelementptr inbounds i8, ptr %6, i64 16
  %32 = load ptr, ptr %31, align 8
  %33 = icmp eq ptr %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %28
  %35 = getelementptr inbounds i8, ptr %6, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %32(ptr noundef %36, ptr noundef %30) #14
  br label %38

37:                                               ; preds = %28
  call void @free(ptr noundef %30) #14
  br label %38

38:                                               ; preds = %37, %34, %23, %17
  %39 = phi i64 [ %24, %23 ], [ %22, %17 ], [ %24, %34 ], [ %24, %37 ]
  call void @llvm.lifetime.end.p0(i64 16416, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %6) #14
  ret i64 %39
}

declare ptr @LZ4_initStream(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local ptr @LZ4F_createCDict_advanced(ptr nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %4, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %3
  %9 = tail call ptr %4(ptr noundef %6, i64 noundef 56) #14
  br label %12

10:                                               ; preds = %3
  %11 = tail call noalias dereferenceable_or_null(56) ptr @malloc(i64 noundef 56) #15
  br label %12

12:                                               ; preds = %8, %10
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ]
  %14 = icmp eq ptr %13, null
  br i1 %14, label %64, label %15

15:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !54
  %16 = icmp ugt i64 %2, 65536
  %17 = getelementptr i8, ptr %1, i64 %2
  %18 = getelementptr i8, ptr %17, i64 -65536
  %19 = tail call i64 @llvm.umin.i64(i64 %2, i64 65536)
  %20 = select i1 %16, ptr %18, ptr %1
  %21 = getelementptr inbounds i8, ptr %13, i64 32
  br i1 %7, label %25, label %22

22:                                               ; preds = %15
  %23 = tail call ptr %4(ptr noundef %6, i64 noundef %19) #14
  store ptr %23, ptr %21, align 8, !tbaa !56
  %24 = tail call ptr %4(ptr noundef %6, i64 noundef 16416) #14
  br label %28

25:                                               ; preds = %15
  %26 = tail call noalias ptr @malloc(i64 noundef %19) #15
  store ptr %26, ptr %21, align 8, !tbaa !56
  %27 = tail call noalias dereferenceable_or_null(16416) ptr @malloc(i64 noundef 16416) #15
  br label %28

28:                                               ; preds = %22, %25
  %29 = phi ptr [ %24, %22 ], [ %27, %25 ]
  %30 = getelementptr inbounds i8, ptr %13, i64 40
  store ptr %29, ptr %30, align 8, !tbaa !46
  %31 = icmp eq ptr %29, null
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = tail call ptr @LZ4_initStream(ptr noundef nonnull %29, i64 noundef 16416) #14
  br label %34

34:                                               ; preds = %32, %28
  br i1 %7, label %37, label %35

35:                                               ; preds = %34
  %36 = tail call ptr %4(ptr noundef %6, i64 noundef 262200) #14
  br label %39

37:                                               ; preds = %34
  %38 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #15
  br label %39

39:                                               ; preds = %35, %37
  %40 = phi ptr [ %36, %35 ], [ %38, %37 ]
  %41 = getelementptr inbounds i8, ptr %13, i64 48
  store ptr %40, ptr %41, align 8, !tbaa !48
  %42 = icmp eq ptr %40, null
  br i1 %42, label %45, label %43

43:                                               ; preds = %39
  %44 = tail call ptr @LZ4_initStream(ptr noundef nonnull %40, i64 noundef 262200) #14
  br label %45

45:                                               ; preds = %43, %39
  %46 = load ptr, ptr %21, align 8, !tbaa !56
  %47 = icmp eq ptr %46, null
  br i1 %47, label %54, label %48

48:                                               ; preds = %45
  %49 = load ptr, ptr %30, align 8, !tbaa !46
  %50 = icmp eq ptr %49, null
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = load ptr, ptr %41, align 8, !tbaa !48
  %53 = icmp eq ptr %52, null
  br i1 %53, label %54, label %55

54:                                               ; preds = %51, %48, %45
  tail call void @LZ4F_freeCDict(ptr noundef nonnull %13)
  br label %64

55:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr align 1 %20, i64 %19, i1 false)
  %56 = load ptr, ptr %30, align 8, !tbaa !46
  %57 = load ptr, ptr %21, align 8, !tbaa !56
  %58 = trunc nuw nsw i64 %19 to i32
  %59 = tail call i32 @LZ4_loadDict(ptr noundef %56, ptr noundef %57, i32 noundef %58) #14
  %60 = load ptr, ptr %41, align 8, !tbaa !48
  tail call void @LZ4_setCompressionLevel(ptr noundef %60, i32 noundef 9) #14
  %61 = load ptr, ptr %41, align 8, !tbaa !48
  %62 = load ptr, ptr %21, align 8, !tbaa !56
  %63 = tail call i32 @LZ4_loadDictHC(ptr noundef %61, ptr noundef %62, i32 noundef %58) #14
  br label %64

64:                                               ; preds = %12, %55, %54
  %65 = phi ptr [ %13, %55 ], [ null, %54 ], [ null, %12 ]
  ret ptr %65
}

; Function Attrs: nounwind uwtable
define dso_local void @LZ4F_freeCDict(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %35, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !56
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 1
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = icmp eq ptr %7, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %8, align 1
  tail call void %7(ptr noundef %11, ptr noundef %5) #14
  br label %13

12:                                               ; preds = %3
  tail call void @free(ptr noundef %5) #14
  br label %13

13:                                               ; preds = %10, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !46
  %16 = load ptr, ptr %6, align 1
  %17 = icmp eq ptr %16, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %8, align 1
  tail call void %16(ptr noundef %19, ptr noundef %15) #14
  br label %21

20:                                               ; preds = %13
  tail call void @free(ptr noundef %15) #14
  br label %21

21:                                               ; preds = %18, %20
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load ptr, ptr %22, align 8, !tbaa !48
  %24 = load ptr, ptr %6, align 1
  %25 = icmp eq ptr %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %21
  %27 = load ptr, ptr %8, align 1
  tail call void %24(ptr noundef %27, ptr noundef %23) #14
  br label %29

28:                                               ; preds = %21
  tail call void @free(ptr noundef %23) #14
  br label %29

29:                                               ; preds = %26, %28
  %30 = load ptr, ptr %6, align 1
  %31 = icmp eq ptr %30, null
  br i1 %31, label %34, label %32

32:                                               ; preds = %29
  %33 = load ptr, ptr %8, align 1
  tail call void %30(ptr noundef %33, ptr noundef nonnull %0) #14
  br label %35

34:                                               ; preds = %29
  tail call void @free(ptr noundef nonnull %0) #14
  br label %35

35:                                               ; preds = %34, %32, %1
  ret void
}

declare i32 @LZ4_loadDict(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @LZ4_setCompressionLevel(ptr noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_loadDictHC(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local ptr @LZ4F_createCDict(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = tail call ptr @LZ4F_createCDict_advanced(ptr noundef nonnull byval(%struct.LZ4F_CustomMem) align 8 @LZ4F_defaultCMem, ptr noundef %0, i64 noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @LZ4F_createCompressionContext_advanced(ptr nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8
  %8 = icmp eq ptr %5, null
  br i1 %8, label %11, label %9

9:                                                ; preds = %2
  %10 = tail call ptr %5(ptr noundef %7, i64 noundef 216) #14
  br label %19

11:                                               ; preds = %2
  %12 = icmp eq ptr %3, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = tail call noalias dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #16
  br label %19

15:                                               ; preds = %11
  %16 = tail call ptr %3(ptr noundef %7, i64 noundef 216) #14
  %17 = icmp eq ptr %16, null
  br i1 %17, label %26, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(216) %16, i8 0, i64 216, i1 false)
  br label %22

19:                                               ; preds = %9, %13
  %20 = phi ptr [ %10, %9 ], [ %14, %13 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %16, %18 ], [ %20, %19 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !54
  %24 = getelementptr inbounds i8, ptr %23, i64 88
  store i32 %1, ptr %24, align 8, !tbaa !53
  %25 = getelementptr inbounds i8, ptr %23, i64 92
  store i32 0, ptr %25, align 4, !tbaa !31
  br label %26

26:                                               ; preds = %15, %19, %22
  %27 = phi ptr [ %23, %22 ], [ null, %19 ], [ null, %15 ]
  ret ptr %27
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i64 -21, 1) i64 @LZ4F_createCompressionContext(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 88
  store i32 %1, ptr %8, align 8, !tbaa !53
  br label %9

9:                                                ; preds = %4, %7
  %10 = phi ptr [ %5, %7 ], [ null, %4 ]
  %11 = phi i64 [ 0, %7 ], [ -9, %4 ]
  store ptr %10, ptr %0, align 8, !tbaa !55
  br label %12

12:                                               ; preds = %9, %2
  %13 = phi i64 [ -21, %2 ], [ %11, %9 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @LZ4F_freeCompressionContext(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 200
  %5 = load ptr, ptr %4, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 1
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = icmp eq ptr %7, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %8, align 1
  tail call void %7(ptr noundef %11, ptr noundef %5) #14
  br label %13

12:                                               ; preds = %3
  tail call void @free(ptr noundef %5) #14
  br label %13

13:                                               ; preds = %10, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 120
  %15 = load ptr, ptr %14, align 8, !tbaa !42
  %16 = load ptr, ptr %6, align 1
  %17 = icmp eq ptr %16, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %8, align 1
  tail call void %16(ptr noundef %19, ptr noundef %15) #14
  br label %21

20:                                               ; preds = %13
  tail call void @free(ptr noundef %15) #14
  br label %21

21:                                               ; preds = %18, %20
  %22 = load ptr, ptr %6, align 1
  %23 = icmp eq ptr %22, null
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = load ptr, ptr %8, align 1
  tail call void %22(ptr noundef %25, ptr noundef nonnull %0) #14
  br label %27

26:                                               ; preds = %21
  tail call void @free(ptr noundef nonnull %0) #14
  br label %27

27:                                               ; preds = %26, %24, %1
  ret i64 0
}

declare ptr @LZ4_initStreamHC(ptr noundef, i64 noundef) local_unnamed_addr #6

declare i32 @XXH32_reset(ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @LZ4_favorDecompressionSpeed(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressBegin(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #5 {
  %5 = tail call i64 @LZ4F_compressBegin_usingCDict(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef null, ptr noundef %3)
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @LZ4F_compressBound(i64 noundef %0, ptr noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %68, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 36
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = icmp eq i32 %6, 0
  %8 = load i32, ptr %1, align 8, !tbaa !19
  %9 = freeze i32 %8
  %10 = icmp eq i32 %9, 0
  br i1 %7, label %46, label %11

11:                                               ; preds = %4
  br i1 %10, label %15, label %12

12:                                               ; preds = %11
  %13 = and i32 %9, -4
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %15, label %21

15:                                               ; preds = %12, %11
  %16 = phi i32 [ 4, %11 ], [ %9, %12 ]
  %17 = add nsw i32 %16, -4
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %18
  %20 = load i64, ptr %19, align 8, !tbaa !5
  br label %21

21:                                               ; preds = %12, %15
  %22 = phi i64 [ %20, %15 ], [ -2, %12 ]
  %23 = getelementptr inbounds i8, ptr %1, i64 28
  %24 = load i32, ptr %23, align 4, !tbaa !57
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !58
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add nuw nsw i64 %26, 4
  %32 = add i64 %22, -1
  %33 = udiv i64 %0, %22
  %34 = and i64 %32, %0
  %35 = icmp ne i64 %34, 0
  %36 = zext i1 %35 to i64
  %37 = add i64 %33, %36
  %38 = and i64 %37, 4294967295
  %39 = mul i64 %38, %31
  %40 = and i64 %33, 4294967295
  %41 = mul i64 %40, %22
  %42 = add i64 %34, 4
  %43 = add i64 %42, %30
  %44 = add i64 %43, %41
  %45 = add i64 %44, %39
  br label %87

46:                                               ; preds = %4
  br i1 %10, label %50, label %47

47:                                               ; preds = %46
  %48 = and i32 %9, -4
  %49 = icmp eq i32 %48, 4
  br i1 %49, label %50, label %56

50:                                               ; preds = %47, %46
  %51 = phi i32 [ 4, %46 ], [ %9, %47 ]
  %52 = add nsw i32 %51, -4
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !5
  br label %56

56:                                               ; preds = %50, %47
  %57 = phi i64 [ %55, %50 ], [ -2, %47 ]
  %58 = getelementptr inbounds i8, ptr %1, i64 28
  %59 = load i32, ptr %58, align 4, !tbaa !57
  %60 = zext i32 %59 to i64
  %61 = shl nuw nsw i64 %60, 2
  %62 = getelementptr inbounds i8, ptr %1, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !58
  %64 = zext i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 2
  %66 = add nuw nsw i64 %65, 4
  %67 = add nuw nsw i64 %61, 4
  br label %68

68:                                               ; preds = %2, %56
  %69 = phi i64 [ %57, %56 ], [ 65536, %2 ]
  %70 = phi i64 [ %67, %56 ], [ 8, %2 ]
  %71 = phi i64 [ %66, %56 ], [ 8, %2 ]
  %72 = icmp eq i64 %0, 0
  %73 = add i64 %69, -1
  %74 = add i64 %73, %0
  %75 = udiv i64 %74, %69
  %76 = select i1 %72, i64 %73, i64 0
  %77 = icmp ne i64 %76, 0
  %78 = zext i1 %77 to i64
  %79 = add i64 %75, %78
  %80 = and i64 %79, 4294967295
  %81 = mul i64 %80, %70
  %82 = and i64 %75, 4294967295
  %83 = mul i64 %82, %69
  %84 = add i64 %76, %71
  %85 = add i64 %84, %83
  %86 = add i64 %85, %81
  br label %87

87:                                               ; preds = %68, %21
  %88 = phi i64 [ %45, %21 ], [ %86, %68 ]
  ret i64 %88
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @LZ4F_compressUpdateImpl(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef readonly %5, i32 noundef %6) unnamed_addr #5 {
  %8 = getelementptr inbounds i8, ptr %0, i64 104
  %9 = load i64, ptr %8, align 8, !tbaa !40
  %10 = getelementptr inbounds i8, ptr %3, i64 %4
  %11 = getelementptr inbounds i8, ptr %0, i64 36
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = icmp eq i32 %6, 1
  br i1 %13, label %23, label %14

14:                                               ; preds = %7
  %15 = load i32, ptr %12, align 8, !tbaa !35
  %16 = load i32, ptr %11, align 4, !tbaa !41
  %17 = icmp slt i32 %15, 3
  %18 = icmp eq i32 %16, 1
  br i1 %17, label %19, label %21

19:                                               ; preds = %14
  %20 = select i1 %18, ptr @LZ4F_compressBlock, ptr @LZ4F_compressBlock_continue
  br label %23

21:                                               ; preds = %14
  %22 = select i1 %18, ptr @LZ4F_compressBlockHC, ptr @LZ4F_compressBlockHC_continue
  br label %23

23:                                               ; preds = %7, %19, %21
  %24 = phi ptr [ @LZ4F_doNotCompressBlock, %7 ], [ %20, %19 ], [ %22, %21 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 92
  %26 = load i32, ptr %25, align 4, !tbaa !31
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %398

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = getelementptr inbounds i8, ptr %0, i64 136
  %31 = load i64, ptr %30, align 8, !tbaa !44
  %32 = getelementptr inbounds i8, ptr %0, i64 68
  %33 = load i32, ptr %32, align 4, !tbaa !11
  %34 = icmp eq i64 %4, 0
  %35 = zext i1 %34 to i32
  %36 = or i32 %33, %35
  %37 = load i32, ptr %29, align 8, !tbaa !19
  %38 = freeze i32 %37
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %28
  %41 = and i32 %38, -4
  %42 = icmp eq i32 %41, 4
  br i1 %42, label %43, label %49

43:                                               ; preds = %40, %28
  %44 = phi i32 [ 4, %28 ], [ %38, %40 ]
  %45 = add nsw i32 %44, -4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !5
  br label %49

49:                                               ; preds = %40, %43
  %50 = phi i64 [ %48, %43 ], [ -2, %40 ]
  %51 = getelementptr inbounds i8, ptr %0, i64 60
  %52 = load i32, ptr %51, align 4, !tbaa !57
  %53 = zext i32 %52 to i64
  %54 = shl nuw nsw i64 %53, 2
  %55 = getelementptr inbounds i8, ptr %0, i64 40
  %56 = load i32, ptr %55, align 8, !tbaa !58
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i64 %57, 2
  %59 = add nuw nsw i64 %58, 4
  %60 = add nuw nsw i64 %54, 4
  %61 = add i64 %50, -1
  %62 = tail call i64 @llvm.umin.i64(i64 %61, i64 %31)
  %63 = add i64 %62, %4
  %64 = udiv i64 %63, %50
  %65 = icmp eq i32 %36, 0
  %66 = and i64 %63, %61
  %67 = select i1 %65, i64 0, i64 %66
  %68 = icmp ne i64 %67, 0
  %69 = zext i1 %68 to i64
  %70 = add i64 %64, %69
  %71 = and i64 %70, 4294967295
  %72 = mul i64 %71, %60
  %73 = and i64 %64, 4294967295
  %74 = mul i64 %73, %50
  %75 = add i64 %59, %67
  %76 = add i64 %75, %74
  %77 = add i64 %76, %72
  %78 = icmp ugt i64 %77, %2
  %79 = icmp ult i64 %2, %4
  %80 = and i1 %79, %13
  %81 = or i1 %80, %78
  br i1 %81, label %398, label %82

82:                                               ; preds = %49
  %83 = getelementptr inbounds i8, ptr %0, i64 212
  %84 = load i32, ptr %83, align 4, !tbaa !59
  %85 = icmp eq i32 %84, %6
  br i1 %85, label %90, label %86

86:                                               ; preds = %82
  %87 = tail call i64 @LZ4F_flush(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr poison)
  %88 = getelementptr inbounds i8, ptr %1, i64 %87
  store i32 %6, ptr %83, align 4, !tbaa !59
  %89 = load i64, ptr %30, align 8, !tbaa !44
  br label %90

90:                                               ; preds = %86, %82
  %91 = phi i64 [ %89, %86 ], [ %31, %82 ]
  %92 = phi ptr [ %88, %86 ], [ %1, %82 ]
  %93 = icmp eq ptr %5, null
  %94 = select i1 %93, ptr @k_cOptionsNull, ptr %5
  %95 = icmp eq i64 %91, 0
  br i1 %95, label %176, label %96

96:                                               ; preds = %90
  %97 = sub i64 %9, %91
  %98 = icmp ugt i64 %97, %4
  %99 = getelementptr inbounds i8, ptr %0, i64 128
  %100 = load ptr, ptr %99, align 8, !tbaa !43
  %101 = getelementptr inbounds i8, ptr %100, i64 %91
  br i1 %98, label %102, label %105

102:                                              ; preds = %96
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %101, ptr align 1 %3, i64 %4, i1 false)
  %103 = load i64, ptr %30, align 8, !tbaa !44
  %104 = add i64 %103, %4
  br label %171

105:                                              ; preds = %96
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %101, ptr align 1 %3, i64 %97, i1 false)
  %106 = getelementptr inbounds i8, ptr %3, i64 %97
  %107 = load ptr, ptr %99, align 8, !tbaa !43
  %108 = getelementptr inbounds i8, ptr %0, i64 200
  %109 = load ptr, ptr %108, align 8, !tbaa !37
  %110 = load i32, ptr %12, align 8, !tbaa !35
  %111 = getelementptr inbounds i8, ptr %0, i64 96
  %112 = load ptr, ptr %111, align 8, !tbaa !45
  %113 = load i32, ptr %51, align 4, !tbaa !51
  %114 = getelementptr inbounds i8, ptr %92, i64 4
  %115 = trunc i64 %9 to i32
  %116 = add i32 %115, -1
  %117 = tail call i32 %24(ptr noundef %109, ptr noundef %107, ptr noundef nonnull %114, i32 noundef %115, i32 noundef %116, i32 noundef %110, ptr noundef %112) #14
  %118 = icmp ne i32 %117, 0
  %119 = zext i32 %117 to i64
  %120 = icmp ugt i64 %9, %119
  %121 = and i1 %118, %120
  %122 = getelementptr inbounds i8, ptr %92, i64 1
  %123 = getelementptr inbounds i8, ptr %92, i64 2
  br i1 %121, label %135, label %124

124:                                              ; preds = %105
  %125 = trunc i64 %9 to i8
  store i8 %125, ptr %92, align 1, !tbaa !17
  %126 = lshr i64 %9, 8
  %127 = trunc i64 %126 to i8
  store i8 %127, ptr %122, align 1, !tbaa !17
  %128 = lshr i64 %9, 16
  %129 = trunc i64 %128 to i8
  store i8 %129, ptr %123, align 1, !tbaa !17
  %130 = lshr i64 %9, 24
  %131 = trunc i64 %130 to i8
  %132 = or i8 %131, -128
  %133 = getelementptr inbounds i8, ptr %92, i64 3
  store i8 %132, ptr %133, align 1, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %114, ptr align 1 %107, i64 %9, i1 false)
  %134 = and i64 %9, 4294967295
  br label %144

135:                                              ; preds = %105
  %136 = trunc i32 %117 to i8
  store i8 %136, ptr %92, align 1, !tbaa !17
  %137 = lshr i32 %117, 8
  %138 = trunc i32 %137 to i8
  store i8 %138, ptr %122, align 1, !tbaa !17
  %139 = lshr i32 %117, 16
  %140 = trunc i32 %139 to i8
  store i8 %140, ptr %123, align 1, !tbaa !17
  %141 = lshr i32 %117, 24
  %142 = trunc nuw i32 %141 to i8
  %143 = getelementptr inbounds i8, ptr %92, i64 3
  store i8 %142, ptr %143, align 1, !tbaa !17
  br label %144

144:                                              ; preds = %135, %124
  %145 = phi i64 [ %119, %135 ], [ %134, %124 ]
  %146 = icmp eq i32 %113, 0
  br i1 %146, label %160, label %147

147:                                              ; preds = %144
  %148 = tail call i32 @XXH32(ptr noundef nonnull %114, i64 noundef %145, i32 noundef 0) #14
  %149 = getelementptr inbounds i8, ptr %114, i64 %145
  %150 = trunc i32 %148 to i8
  store i8 %150, ptr %149, align 1, !tbaa !17
  %151 = lshr i32 %148, 8
  %152 = trunc i32 %151 to i8
  %153 = getelementptr inbounds i8, ptr %149, i64 1
  store i8 %152, ptr %153, align 1, !tbaa !17
  %154 = lshr i32 %148, 16
  %155 = trunc i32 %154 to i8
  %156 = getelementptr inbounds i8, ptr %149, i64 2
  store i8 %155, ptr %156, align 1, !tbaa !17
  %157 = lshr i32 %148, 24
  %158 = trunc nuw i32 %157 to i8
  %159 = getelementptr inbounds i8, ptr %149, i64 3
  store i8 %158, ptr %159, align 1, !tbaa !17
  br label %160

160:                                              ; preds = %144, %147
  %161 = zext i32 %113 to i64
  %162 = shl nuw nsw i64 %161, 2
  %163 = add nuw nsw i64 %162, 4
  %164 = add nuw nsw i64 %163, %145
  %165 = getelementptr inbounds i8, ptr %92, i64 %164
  %166 = load i32, ptr %11, align 4, !tbaa !41
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %168, label %171

168:                                              ; preds = %160
  %169 = load ptr, ptr %99, align 8, !tbaa !43
  %170 = getelementptr inbounds i8, ptr %169, i64 %9
  store ptr %170, ptr %99, align 8, !tbaa !43
  br label %171

171:                                              ; preds = %160, %168, %102
  %172 = phi i64 [ %104, %102 ], [ 0, %168 ], [ 0, %160 ]
  %173 = phi i32 [ 0, %102 ], [ 1, %168 ], [ 1, %160 ]
  %174 = phi ptr [ %92, %102 ], [ %165, %168 ], [ %165, %160 ]
  %175 = phi ptr [ %10, %102 ], [ %106, %168 ], [ %106, %160 ]
  store i64 %172, ptr %30, align 8, !tbaa !44
  br label %176

176:                                              ; preds = %171, %90
  %177 = phi i32 [ %173, %171 ], [ 0, %90 ]
  %178 = phi ptr [ %174, %171 ], [ %92, %90 ]
  %179 = phi ptr [ %175, %171 ], [ %3, %90 ]
  %180 = ptrtoint ptr %10 to i64
  %181 = ptrtoint ptr %179 to i64
  %182 = sub i64 %180, %181
  %183 = icmp ult i64 %182, %9
  br i1 %183, label %250, label %184

184:                                              ; preds = %176
  %185 = getelementptr inbounds i8, ptr %0, i64 200
  %186 = getelementptr inbounds i8, ptr %0, i64 96
  %187 = trunc i64 %9 to i32
  %188 = add i32 %187, -1
  %189 = trunc i64 %9 to i8
  %190 = lshr i64 %9, 8
  %191 = trunc i64 %190 to i8
  %192 = lshr i64 %9, 16
  %193 = trunc i64 %192 to i8
  %194 = lshr i64 %9, 24
  %195 = trunc i64 %194 to i8
  %196 = or i8 %195, -128
  %197 = and i64 %9, 4294967295
  br label %198

198:                                              ; preds = %184, %240
  %199 = phi ptr [ %179, %184 ], [ %246, %240 ]
  %200 = phi ptr [ %178, %184 ], [ %245, %240 ]
  %201 = load ptr, ptr %185, align 8, !tbaa !37
  %202 = load i32, ptr %12, align 8, !tbaa !35
  %203 = load ptr, ptr %186, align 8, !tbaa !45
  %204 = load i32, ptr %51, align 4, !tbaa !51
  %205 = getelementptr inbounds i8, ptr %200, i64 4
  %206 = tail call i32 %24(ptr noundef %201, ptr noundef %199, ptr noundef nonnull %205, i32 noundef %187, i32 noundef %188, i32 noundef %202, ptr noundef %203) #14
  %207 = icmp ne i32 %206, 0
  %208 = zext i32 %206 to i64
  %209 = icmp ugt i64 %9, %208
  %210 = and i1 %207, %209
  %211 = getelementptr inbounds i8, ptr %200, i64 1
  %212 = getelementptr inbounds i8, ptr %200, i64 2
  br i1 %210, label %215, label %213

213:                                              ; preds = %198
  store i8 %189, ptr %200, align 1, !tbaa !17
  store i8 %191, ptr %211, align 1, !tbaa !17
  store i8 %193, ptr %212, align 1, !tbaa !17
  %214 = getelementptr inbounds i8, ptr %200, i64 3
  store i8 %196, ptr %214, align 1, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %205, ptr align 1 %199, i64 %9, i1 false)
  br label %224

215:                                              ; preds = %198
  %216 = trunc i32 %206 to i8
  store i8 %216, ptr %200, align 1, !tbaa !17
  %217 = lshr i32 %206, 8
  %218 = trunc i32 %217 to i8
  store i8 %218, ptr %211, align 1, !tbaa !17
  %219 = lshr i32 %206, 16
  %220 = trunc i32 %219 to i8
  store i8 %220, ptr %212, align 1, !tbaa !17
  %221 = lshr i32 %206, 24
  %222 = trunc nuw i32 %221 to i8
  %223 = getelementptr inbounds i8, ptr %200, i64 3
  store i8 %222, ptr %223, align 1, !tbaa !17
  br label %224

224:                                              ; preds = %215, %213
  %225 = phi i64 [ %208, %215 ], [ %197, %213 ]
  %226 = icmp eq i32 %204, 0
  br i1 %226, label %240, label %227

227:                                              ; preds = %224
  %228 = tail call i32 @XXH32(ptr noundef nonnull %205, i64 noundef %225, i32 noundef 0) #14
  %229 = getelementptr inbounds i8, ptr %205, i64 %225
  %230 = trunc i32 %228 to i8
  store i8 %230, ptr %229, align 1, !tbaa !17
  %231 = lshr i32 %228, 8
  %232 = trunc i32 %231 to i8
  %233 = getelementptr inbounds i8, ptr %229, i64 1
  store i8 %232, ptr %233, align 1, !tbaa !17
  %234 = lshr i32 %228, 16
  %235 = trunc i32 %234 to i8
  %236 = getelementptr inbounds i8, ptr %229, i64 2
  store i8 %235, ptr %236, align 1, !tbaa !17
  %237 = lshr i32 %228, 24
  %238 = trunc nuw i32 %237 to i8
  %239 = getelementptr inbounds i8, ptr %229, i64 3
  store i8 %238, ptr %239, align 1, !tbaa !17
  br label %240

240:                                              ; preds = %224, %227
  %241 = zext i32 %204 to i64
  %242 = shl nuw nsw i64 %241, 2
  %243 = add nuw nsw i64 %242, 4
  %244 = add nuw nsw i64 %243, %225
  %245 = getelementptr inbounds i8, ptr %200, i64 %244
  %246 = getelementptr inbounds i8, ptr %199, i64 %9
  %247 = ptrtoint ptr %246 to i64
  %248 = sub i64 %180, %247
  %249 = icmp ult i64 %248, %9
  br i1 %249, label %250, label %198, !llvm.loop !60

250:                                              ; preds = %240, %176
  %251 = phi i32 [ %177, %176 ], [ 2, %240 ]
  %252 = phi ptr [ %178, %176 ], [ %245, %240 ]
  %253 = phi ptr [ %179, %176 ], [ %246, %240 ]
  %254 = phi i64 [ %182, %176 ], [ %248, %240 ]
  %255 = load i32, ptr %32, align 4, !tbaa !61
  %256 = icmp ne i32 %255, 0
  %257 = icmp ult ptr %253, %10
  %258 = select i1 %256, i1 %257, i1 false
  br i1 %258, label %259, label %318

259:                                              ; preds = %250
  %260 = getelementptr inbounds i8, ptr %0, i64 200
  %261 = load ptr, ptr %260, align 8, !tbaa !37
  %262 = load i32, ptr %12, align 8, !tbaa !35
  %263 = getelementptr inbounds i8, ptr %0, i64 96
  %264 = load ptr, ptr %263, align 8, !tbaa !45
  %265 = load i32, ptr %51, align 4, !tbaa !51
  %266 = getelementptr inbounds i8, ptr %252, i64 4
  %267 = trunc i64 %254 to i32
  %268 = add i32 %267, -1
  %269 = tail call i32 %24(ptr noundef %261, ptr noundef %253, ptr noundef nonnull %266, i32 noundef %267, i32 noundef %268, i32 noundef %262, ptr noundef %264) #14
  %270 = icmp ne i32 %269, 0
  %271 = zext i32 %269 to i64
  %272 = icmp ugt i64 %254, %271
  %273 = and i1 %270, %272
  %274 = getelementptr inbounds i8, ptr %252, i64 1
  %275 = getelementptr inbounds i8, ptr %252, i64 2
  br i1 %273, label %287, label %276

276:                                              ; preds = %259
  %277 = trunc i64 %254 to i8
  store i8 %277, ptr %252, align 1, !tbaa !17
  %278 = lshr i64 %254, 8
  %279 = trunc i64 %278 to i8
  store i8 %279, ptr %274, align 1, !tbaa !17
  %280 = lshr i64 %254, 16
  %281 = trunc i64 %280 to i8
  store i8 %281, ptr %275, align 1, !tbaa !17
  %282 = lshr i64 %254, 24
  %283 = trunc i64 %282 to i8
  %284 = or i8 %283, -128
  %285 = getelementptr inbounds i8, ptr %252, i64 3
  store i8 %284, ptr %285, align 1, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %266, ptr align 1 %253, i64 %254, i1 false)
  %286 = and i64 %254, 4294967295
  br label %296

287:                                              ; preds = %259
  %288 = trunc i32 %269 to i8
  store i8 %288, ptr %252, align 1, !tbaa !17
  %289 = lshr i32 %269, 8
  %290 = trunc i32 %289 to i8
  store i8 %290, ptr %274, align 1, !tbaa !17
  %291 = lshr i32 %269, 16
  %292 = trunc i32 %291 to i8
  store i8 %292, ptr %275, align 1, !tbaa !17
  %293 = lshr i32 %269, 24
  %294 = trunc nuw i32 %293 to i8
  %295 = getelementptr inbounds i8, ptr %252, i64 3
  store i8 %294, ptr %295, align 1, !tbaa !17
  br label %296

296:                                              ; preds = %287, %276
  %297 = phi i64 [ %271, %287 ], [ %286, %276 ]
  %298 = icmp eq i32 %265, 0
  br i1 %298, label %312, label %299

299:                                              ; preds = %296
  %300 = tail call i32 @XXH32(ptr noundef nonnull %266, i64 noundef %297, i32 noundef 0) #14
  %301 = getelementptr inbounds i8, ptr %266, i64 %297
  %302 = trunc i32 %300 to i8
  store i8 %302, ptr %301, align 1, !tbaa !17
  %303 = lshr i32 %300, 8
  %304 = trunc i32 %303 to i8
  %305 = getelementptr inbounds i8, ptr %301, i64 1
  store i8 %304, ptr %305, align 1, !tbaa !17
  %306 = lshr i32 %300, 16
  %307 = trunc i32 %306 to i8
  %308 = getelementptr inbounds i8, ptr %301, i64 2
  store i8 %307, ptr %308, align 1, !tbaa !17
  %309 = lshr i32 %300, 24
  %310 = trunc nuw i32 %309 to i8
  %311 = getelementptr inbounds i8, ptr %301, i64 3
  store i8 %310, ptr %311, align 1, !tbaa !17
  br label %312

312:                                              ; preds = %296, %299
  %313 = zext i32 %265 to i64
  %314 = shl nuw nsw i64 %313, 2
  %315 = add nuw nsw i64 %314, 4
  %316 = add nuw nsw i64 %315, %297
  %317 = getelementptr inbounds i8, ptr %252, i64 %316
  br label %318

318:                                              ; preds = %312, %250
  %319 = phi i32 [ 2, %312 ], [ %251, %250 ]
  %320 = phi ptr [ %317, %312 ], [ %252, %250 ]
  %321 = phi ptr [ %10, %312 ], [ %253, %250 ]
  %322 = load i32, ptr %11, align 4, !tbaa !41
  %323 = icmp eq i32 %322, 0
  %324 = icmp eq i32 %319, 2
  %325 = and i1 %324, %323
  br i1 %325, label %326, label %351

326:                                              ; preds = %318
  %327 = load i32, ptr %94, align 4, !tbaa !23
  %328 = icmp eq i32 %327, 0
  br i1 %328, label %332, label %329

329:                                              ; preds = %326
  %330 = getelementptr inbounds i8, ptr %0, i64 120
  %331 = load ptr, ptr %330, align 8, !tbaa !42
  br label %348

332:                                              ; preds = %326
  %333 = load i32, ptr %12, align 8, !tbaa !35
  %334 = icmp slt i32 %333, 3
  %335 = getelementptr inbounds i8, ptr %0, i64 200
  %336 = load ptr, ptr %335, align 8, !tbaa !37
  %337 = getelementptr inbounds i8, ptr %0, i64 120
  %338 = load ptr, ptr %337, align 8, !tbaa !42
  br i1 %334, label %339, label %341

339:                                              ; preds = %332
  %340 = tail call i32 @LZ4_saveDict(ptr noundef %336, ptr noundef %338, i32 noundef 65536) #14
  br label %343

341:                                              ; preds = %332
  %342 = tail call i32 @LZ4_saveDictHC(ptr noundef %336, ptr noundef %338, i32 noundef 65536) #14
  br label %343

343:                                              ; preds = %339, %341
  %344 = phi i32 [ %340, %339 ], [ %342, %341 ]
  %345 = load ptr, ptr %337, align 8, !tbaa !42
  %346 = sext i32 %344 to i64
  %347 = getelementptr inbounds i8, ptr %345, i64 %346
  br label %348

348:                                              ; preds = %343, %329
  %349 = phi ptr [ %331, %329 ], [ %347, %343 ]
  %350 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %349, ptr %350, align 8, !tbaa !43
  br label %351

351:                                              ; preds = %348, %318
  %352 = load i32, ptr %32, align 4, !tbaa !61
  %353 = icmp eq i32 %352, 0
  br i1 %353, label %354, label %378

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %0, i64 128
  %356 = load ptr, ptr %355, align 8, !tbaa !43
  %357 = getelementptr inbounds i8, ptr %356, i64 %9
  %358 = getelementptr inbounds i8, ptr %0, i64 120
  %359 = load ptr, ptr %358, align 8, !tbaa !42
  %360 = getelementptr inbounds i8, ptr %0, i64 112
  %361 = load i64, ptr %360, align 8, !tbaa !32
  %362 = getelementptr inbounds i8, ptr %359, i64 %361
  %363 = icmp ugt ptr %357, %362
  br i1 %363, label %364, label %378

364:                                              ; preds = %354
  %365 = load i32, ptr %12, align 8, !tbaa !35
  %366 = icmp slt i32 %365, 3
  %367 = getelementptr inbounds i8, ptr %0, i64 200
  %368 = load ptr, ptr %367, align 8, !tbaa !37
  br i1 %366, label %369, label %371

369:                                              ; preds = %364
  %370 = tail call i32 @LZ4_saveDict(ptr noundef %368, ptr noundef %359, i32 noundef 65536) #14
  br label %373

371:                                              ; preds = %364
  %372 = tail call i32 @LZ4_saveDictHC(ptr noundef %368, ptr noundef %359, i32 noundef 65536) #14
  br label %373

373:                                              ; preds = %369, %371
  %374 = phi i32 [ %370, %369 ], [ %372, %371 ]
  %375 = load ptr, ptr %358, align 8, !tbaa !42
  %376 = sext i32 %374 to i64
  %377 = getelementptr inbounds i8, ptr %375, i64 %376
  store ptr %377, ptr %355, align 8, !tbaa !43
  br label %378

378:                                              ; preds = %373, %354, %351
  %379 = icmp ult ptr %321, %10
  br i1 %379, label %380, label %385

380:                                              ; preds = %378
  %381 = ptrtoint ptr %321 to i64
  %382 = sub i64 %180, %381
  %383 = getelementptr inbounds i8, ptr %0, i64 128
  %384 = load ptr, ptr %383, align 8, !tbaa !43
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %384, ptr align 1 %321, i64 %382, i1 false)
  store i64 %382, ptr %30, align 8, !tbaa !44
  br label %385

385:                                              ; preds = %380, %378
  %386 = load i32, ptr %55, align 8, !tbaa !25
  %387 = icmp eq i32 %386, 1
  br i1 %387, label %388, label %391

388:                                              ; preds = %385
  %389 = getelementptr inbounds i8, ptr %0, i64 152
  %390 = tail call i32 @XXH32_update(ptr noundef nonnull %389, ptr noundef %3, i64 noundef %4) #14
  br label %391

391:                                              ; preds = %388, %385
  %392 = getelementptr inbounds i8, ptr %0, i64 144
  %393 = load i64, ptr %392, align 8, !tbaa !34
  %394 = add i64 %393, %4
  store i64 %394, ptr %392, align 8, !tbaa !34
  %395 = ptrtoint ptr %320 to i64
  %396 = ptrtoint ptr %1 to i64
  %397 = sub i64 %395, %396
  br label %398

398:                                              ; preds = %49, %23, %391
  %399 = phi i64 [ %397, %391 ], [ -20, %23 ], [ -11, %49 ]
  ret i64 %399
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_uncompressedUpdate(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #5 {
  %7 = getelementptr inbounds i8, ptr %0, i64 36
  %8 = load i32, ptr %7, align 4, !tbaa !41
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @LZ4F_compressUpdateImpl(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i32 noundef 1)
  br label %12

12:                                               ; preds = %6, %10
  %13 = phi i64 [ %11, %10 ], [ -3, %6 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_flush(ptr nocapture noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture readnone %3) local_unnamed_addr #5 {
  %5 = getelementptr inbounds i8, ptr %0, i64 136
  %6 = load i64, ptr %5, align 8, !tbaa !44
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %121, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !31
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %121

12:                                               ; preds = %8
  %13 = add i64 %6, 8
  %14 = icmp ugt i64 %13, %2
  br i1 %14, label %121, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %0, i64 36
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = load i32, ptr %17, align 8, !tbaa !35
  %19 = getelementptr inbounds i8, ptr %0, i64 212
  %20 = load i32, ptr %19, align 4, !tbaa !59
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %30, label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %16, align 4, !tbaa !41
  %24 = icmp slt i32 %18, 3
  %25 = icmp eq i32 %23, 1
  br i1 %24, label %26, label %28

26:                                               ; preds = %22
  %27 = select i1 %25, ptr @LZ4F_compressBlock, ptr @LZ4F_compressBlock_continue
  br label %30

28:                                               ; preds = %22
  %29 = select i1 %25, ptr @LZ4F_compressBlockHC, ptr @LZ4F_compressBlockHC_continue
  br label %30

30:                                               ; preds = %15, %26, %28
  %31 = phi ptr [ @LZ4F_doNotCompressBlock, %15 ], [ %27, %26 ], [ %29, %28 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 128
  %33 = load ptr, ptr %32, align 8, !tbaa !43
  %34 = getelementptr inbounds i8, ptr %0, i64 200
  %35 = load ptr, ptr %34, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %0, i64 96
  %37 = load ptr, ptr %36, align 8, !tbaa !45
  %38 = getelementptr inbounds i8, ptr %0, i64 60
  %39 = load i32, ptr %38, align 4, !tbaa !51
  %40 = getelementptr inbounds i8, ptr %1, i64 4
  %41 = trunc i64 %6 to i32
  %42 = add i32 %41, -1
  %43 = tail call i32 %31(ptr noundef %35, ptr noundef %33, ptr noundef nonnull %40, i32 noundef %41, i32 noundef %42, i32 noundef %18, ptr noundef %37) #14
  %44 = icmp ne i32 %43, 0
  %45 = zext i32 %43 to i64
  %46 = icmp ugt i64 %6, %45
  %47 = and i1 %44, %46
  %48 = getelementptr inbounds i8, ptr %1, i64 1
  %49 = getelementptr inbounds i8, ptr %1, i64 2
  br i1 %47, label %61, label %50

50:                                               ; preds = %30
  %51 = trunc i64 %6 to i8
  store i8 %51, ptr %1, align 1, !tbaa !17
  %52 = lshr i64 %6, 8
  %53 = trunc i64 %52 to i8
  store i8 %53, ptr %48, align 1, !tbaa !17
  %54 = lshr i64 %6, 16
  %55 = trunc i64 %54 to i8
  store i8 %55, ptr %49, align 1, !tbaa !17
  %56 = lshr i64 %6, 24
  %57 = trunc i64 %56 to i8
  %58 = or i8 %57, -128
  %59 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 %58, ptr %59, align 1, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %40, ptr align 1 %33, i64 %6, i1 false)
  %60 = and i64 %6, 4294967295
  br label %70

61:                                               ; preds = %30
  %62 = trunc i32 %43 to i8
  store i8 %62, ptr %1, align 1, !tbaa !17
  %63 = lshr i32 %43, 8
  %64 = trunc i32 %63 to i8
  store i8 %64, ptr %48, align 1, !tbaa !17
  %65 = lshr i32 %43, 16
  %66 = trunc i32 %65 to i8
  store i8 %66, ptr %49, align 1, !tbaa !17
  %67 = lshr i32 %43, 24
  %68 = trunc nuw i32 %67 to i8
  %69 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 %68, ptr %69, align 1, !tbaa !17
  br label %70

70:                                               ; preds = %61, %50
  %71 = phi i64 [ %45, %61 ], [ %60, %50 ]
  %72 = icmp eq i32 %39, 0
  br i1 %72, label %86, label %73

73:                                               ; preds = %70
  %74 = tail call i32 @XXH32(ptr noundef nonnull %40, i64 noundef %71, i32 noundef 0) #14
  %75 = getelementptr inbounds i8, ptr %40, i64 %71
  %76 = trunc i32 %74 to i8
  store i8 %76, ptr %75, align 1, !tbaa !17
  %77 = lshr i32 %74, 8
  %78 = trunc i32 %77 to i8
  %79 = getelementptr inbounds i8, ptr %75, i64 1
  store i8 %78, ptr %79, align 1, !tbaa !17
  %80 = lshr i32 %74, 16
  %81 = trunc i32 %80 to i8
  %82 = getelementptr inbounds i8, ptr %75, i64 2
  store i8 %81, ptr %82, align 1, !tbaa !17
  %83 = lshr i32 %74, 24
  %84 = trunc nuw i32 %83 to i8
  %85 = getelementptr inbounds i8, ptr %75, i64 3
  store i8 %84, ptr %85, align 1, !tbaa !17
  br label %86

86:                                               ; preds = %70, %73
  %87 = zext i32 %39 to i64
  %88 = shl nuw nsw i64 %87, 2
  %89 = add nuw nsw i64 %88, 4
  %90 = add nuw nsw i64 %89, %71
  %91 = load i32, ptr %16, align 4, !tbaa !41
  %92 = icmp eq i32 %91, 0
  %93 = load ptr, ptr %32, align 8, !tbaa !43
  br i1 %92, label %94, label %97

94:                                               ; preds = %86
  %95 = load i64, ptr %5, align 8, !tbaa !44
  %96 = getelementptr inbounds i8, ptr %93, i64 %95
  store ptr %96, ptr %32, align 8, !tbaa !43
  br label %97

97:                                               ; preds = %94, %86
  %98 = phi ptr [ %96, %94 ], [ %93, %86 ]
  store i64 0, ptr %5, align 8, !tbaa !44
  %99 = getelementptr inbounds i8, ptr %0, i64 104
  %100 = load i64, ptr %99, align 8, !tbaa !40
  %101 = getelementptr inbounds i8, ptr %98, i64 %100
  %102 = getelementptr inbounds i8, ptr %0, i64 120
  %103 = load ptr, ptr %102, align 8, !tbaa !42
  %104 = getelementptr inbounds i8, ptr %0, i64 112
  %105 = load i64, ptr %104, align 8, !tbaa !32
  %106 = getelementptr inbounds i8, ptr %103, i64 %105
  %107 = icmp ugt ptr %101, %106
  br i1 %107, label %108, label %121

108:                                              ; preds = %97
  %109 = load i32, ptr %17, align 8, !tbaa !35
  %110 = icmp slt i32 %109, 3
  %111 = load ptr, ptr %34, align 8, !tbaa !37
  br i1 %110, label %112, label %114

112:                                              ; preds = %108
  %113 = tail call i32 @LZ4_saveDict(ptr noundef %111, ptr noundef %103, i32 noundef 65536) #14
  br label %116

114:                                              ; preds = %108
  %115 = tail call i32 @LZ4_saveDictHC(ptr noundef %111, ptr noundef %103, i32 noundef 65536) #14
  br label %116

116:                                              ; preds = %112, %114
  %117 = phi i32 [ %113, %112 ], [ %115, %114 ]
  %118 = load ptr, ptr %102, align 8, !tbaa !42
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds i8, ptr %118, i64 %119
  store ptr %120, ptr %32, align 8, !tbaa !43
  br label %121

121:                                              ; preds = %12, %8, %97, %116, %4
  %122 = phi i64 [ 0, %4 ], [ %90, %116 ], [ %90, %97 ], [ -20, %8 ], [ -11, %12 ]
  ret i64 %122
}

declare i32 @XXH32_digest(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @LZ4F_createDecompressionContext_advanced(ptr nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8
  %8 = icmp eq ptr %5, null
  br i1 %8, label %11, label %9

9:                                                ; preds = %2
  %10 = tail call ptr %5(ptr noundef %7, i64 noundef 288) #14
  br label %19

11:                                               ; preds = %2
  %12 = icmp eq ptr %3, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = tail call noalias dereferenceable_or_null(288) ptr @calloc(i64 noundef 1, i64 noundef 288) #16
  br label %19

15:                                               ; preds = %11
  %16 = tail call ptr %3(ptr noundef %7, i64 noundef 288) #14
  %17 = icmp eq ptr %16, null
  br i1 %17, label %25, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(288) %16, i8 0, i64 288, i1 false)
  br label %22

19:                                               ; preds = %9, %13
  %20 = phi ptr [ %10, %9 ], [ %14, %13 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %16, %18 ], [ %20, %19 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !54
  %24 = getelementptr inbounds i8, ptr %23, i64 64
  store i32 %1, ptr %24, align 8, !tbaa !62
  br label %25

25:                                               ; preds = %15, %19, %22
  %26 = phi ptr [ %23, %22 ], [ null, %19 ], [ null, %15 ]
  ret ptr %26
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i64 -21, 1) i64 @LZ4F_createDecompressionContext(ptr noundef writeonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(288) ptr @calloc(i64 noundef 1, i64 noundef 288) #16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 64
  store i32 %1, ptr %8, align 8, !tbaa !62
  br label %9

9:                                                ; preds = %4, %7
  %10 = phi ptr [ %5, %7 ], [ null, %4 ]
  %11 = phi i64 [ 0, %7 ], [ -9, %4 ]
  store ptr %10, ptr %0, align 8, !tbaa !55
  br label %12

12:                                               ; preds = %9, %2
  %13 = phi i64 [ -21, %2 ], [ %11, %9 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 0, 4294967296) i64 @LZ4F_freeDecompressionContext(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %29, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 68
  %5 = load i32, ptr %4, align 4, !tbaa !64
  %6 = getelementptr inbounds i8, ptr %0, i64 96
  %7 = load ptr, ptr %6, align 8, !tbaa !65
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 1
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = icmp eq ptr %9, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %3
  %13 = load ptr, ptr %10, align 1
  tail call void %9(ptr noundef %13, ptr noundef %7) #14
  br label %15

14:                                               ; preds = %3
  tail call void @free(ptr noundef %7) #14
  br label %15

15:                                               ; preds = %12, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 120
  %17 = load ptr, ptr %16, align 8, !tbaa !66
  %18 = load ptr, ptr %8, align 1
  %19 = icmp eq ptr %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %10, align 1
  tail call void %18(ptr noundef %21, ptr noundef %17) #14
  br label %23

22:                                               ; preds = %15
  tail call void @free(ptr noundef %17) #14
  br label %23

23:                                               ; preds = %20, %22
  %24 = load ptr, ptr %8, align 1
  %25 = icmp eq ptr %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = load ptr, ptr %10, align 1
  tail call void %24(ptr noundef %27, ptr noundef nonnull %0) #14
  br label %29

28:                                               ; preds = %23
  tail call void @free(ptr noundef nonnull %0) #14
  br label %29

29:                                               ; preds = %28, %26, %1
  %30 = phi i32 [ 0, %1 ], [ %5, %26 ], [ %5, %28 ]
  %31 = zext i32 %30 to i64
  ret i64 %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4F_resetDecompressionContext(ptr nocapture noundef writeonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 0, ptr %2, align 4, !tbaa !64
  %3 = getelementptr inbounds i8, ptr %0, i64 128
  %4 = getelementptr inbounds i8, ptr %0, i64 264
  store i32 0, ptr %4, align 8, !tbaa !67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i64 -21, 20) i64 @LZ4F_headerSize(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %22, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 5
  br i1 %5, label %22, label %6

6:                                                ; preds = %4
  %7 = load i32, ptr %0, align 1
  %8 = and i32 %7, -16
  %9 = icmp eq i32 %8, 407710288
  br i1 %9, label %22, label %10

10:                                               ; preds = %6
  %11 = icmp eq i32 %7, 407708164
  br i1 %11, label %12, label %22

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %0, i64 4
  %14 = load i8, ptr %13, align 1, !tbaa !17
  %15 = zext i8 %14 to i32
  %16 = and i32 %15, 8
  %17 = or disjoint i32 %16, 7
  %18 = shl nuw nsw i32 %15, 2
  %19 = and i32 %18, 4
  %20 = add nuw nsw i32 %17, %19
  %21 = zext nneg i32 %20 to i64
  br label %22

22:                                               ; preds = %10, %4, %2, %6, %12
  %23 = phi i64 [ %21, %12 ], [ 8, %6 ], [ -15, %2 ], [ -12, %4 ], [ -13, %10 ]
  ret i64 %23
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_getFrameInfo(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr noundef %2, ptr nocapture noundef %3) local_unnamed_addr #5 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 68
  %8 = load i32, ptr %7, align 4, !tbaa !64
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i64 0, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  store i64 0, ptr %6, align 8, !tbaa !5
  store i64 0, ptr %3, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !tbaa.struct !68
  %12 = call i64 @LZ4F_decompress(ptr noundef nonnull %0, ptr noundef null, ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull %6, ptr noundef null)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  br label %49

13:                                               ; preds = %4
  %14 = icmp eq i32 %8, 1
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  store i64 0, ptr %3, align 8, !tbaa !5
  br label %49

16:                                               ; preds = %13
  %17 = load i64, ptr %3, align 8, !tbaa !5
  %18 = icmp eq ptr %2, null
  br i1 %18, label %37, label %19

19:                                               ; preds = %16
  %20 = icmp ult i64 %17, 5
  br i1 %20, label %37, label %21

21:                                               ; preds = %19
  %22 = load i32, ptr %2, align 1
  %23 = and i32 %22, -16
  %24 = icmp eq i32 %23, 407710288
  br i1 %24, label %39, label %25

25:                                               ; preds = %21
  %26 = icmp eq i32 %22, 407708164
  br i1 %26, label %27, label %37

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %2, i64 4
  %29 = load i8, ptr %28, align 1, !tbaa !17
  %30 = zext i8 %29 to i32
  %31 = and i32 %30, 8
  %32 = or disjoint i32 %31, 7
  %33 = shl nuw nsw i32 %30, 2
  %34 = and i32 %33, 4
  %35 = add nuw nsw i32 %32, %34
  %36 = zext nneg i32 %35 to i64
  br label %39

37:                                               ; preds = %16, %19, %25
  %38 = phi i64 [ -13, %25 ], [ -12, %19 ], [ -15, %16 ]
  store i64 0, ptr %3, align 8, !tbaa !5
  br label %49

39:                                               ; preds = %27, %21
  %40 = phi i64 [ %36, %27 ], [ 8, %21 ]
  %41 = icmp ult i64 %17, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %39
  store i64 0, ptr %3, align 8, !tbaa !5
  br label %49

43:                                               ; preds = %39
  %44 = tail call fastcc i64 @LZ4F_decodeHeader(ptr noundef nonnull %0, ptr noundef nonnull %2, i64 noundef %40)
  %45 = icmp ult i64 %44, -21
  %46 = select i1 %45, i64 %44, i64 0
  %47 = select i1 %45, i64 4, i64 %44
  store i64 %46, ptr %3, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %0, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %48, i64 32, i1 false), !tbaa.struct !68
  br label %49

49:                                               ; preds = %37, %42, %43, %15, %10
  %50 = phi i64 [ %12, %10 ], [ -19, %15 ], [ %38, %37 ], [ -12, %42 ], [ %47, %43 ]
  ret i64 %50
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_decompress(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, ptr nocapture noundef %4, ptr noundef readonly %5) local_unnamed_addr #5 {
  %7 = load i64, ptr %4, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 %7
  %9 = icmp eq ptr %1, null
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = load i64, ptr %2, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 %11
  br label %13

13:                                               ; preds = %6, %10
  %14 = phi ptr [ %12, %10 ], [ null, %6 ]
  %15 = icmp eq ptr %5, null
  store i64 0, ptr %4, align 8, !tbaa !5
  store i64 0, ptr %2, align 8, !tbaa !5
  br i1 %15, label %19, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %5, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !69
  br label %19

19:                                               ; preds = %13, %16
  %20 = phi i32 [ 0, %13 ], [ %18, %16 ]
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = getelementptr inbounds i8, ptr %0, i64 264
  %24 = load i32, ptr %23, align 8, !tbaa !67
  %25 = or i32 %24, %22
  store i32 %25, ptr %23, align 8, !tbaa !67
  %26 = getelementptr inbounds i8, ptr %0, i64 68
  %27 = getelementptr inbounds i8, ptr %0, i64 112
  %28 = ptrtoint ptr %8 to i64
  %29 = getelementptr inbounds i8, ptr %0, i64 128
  %30 = getelementptr inbounds i8, ptr %0, i64 104
  %31 = getelementptr inbounds i8, ptr %0, i64 268
  %32 = getelementptr inbounds i8, ptr %0, i64 272
  %33 = getelementptr inbounds i8, ptr %0, i64 48
  %34 = getelementptr inbounds i8, ptr %0, i64 72
  %35 = getelementptr inbounds i8, ptr %0, i64 40
  %36 = getelementptr inbounds i8, ptr %0, i64 96
  %37 = getelementptr inbounds i8, ptr %0, i64 168
  %38 = getelementptr inbounds i8, ptr %0, i64 60
  %39 = ptrtoint ptr %14 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  %41 = getelementptr inbounds i8, ptr %0, i64 136
  %42 = getelementptr inbounds i8, ptr %0, i64 144
  %43 = getelementptr inbounds i8, ptr %0, i64 36
  %44 = ptrtoint ptr %1 to i64
  %45 = getelementptr inbounds i8, ptr %0, i64 120
  %46 = getelementptr inbounds i8, ptr %0, i64 88
  %47 = getelementptr inbounds i8, ptr %0, i64 152
  %48 = getelementptr inbounds i8, ptr %0, i64 160
  %49 = getelementptr inbounds i8, ptr %0, i64 216
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  %51 = getelementptr inbounds i8, ptr %0, i64 24
  br label %52

52:                                               ; preds = %19, %679
  %53 = phi ptr [ %3, %19 ], [ %683, %679 ]
  %54 = phi ptr [ %1, %19 ], [ %682, %679 ]
  %55 = phi i64 [ 1, %19 ], [ %680, %679 ]
  %56 = load i32, ptr %26, align 4, !tbaa !64
  switch i32 %56, label %679 [
    i32 0, label %74
    i32 1, label %69
    i32 2, label %106
    i32 3, label %162
    i32 4, label %57
    i32 5, label %213
    i32 6, label %309
    i32 7, label %336
    i32 8, label %344
    i32 9, label %66
    i32 10, label %605
    i32 11, label %60
    i32 12, label %644
    i32 13, label %63
    i32 14, label %670
  ]

57:                                               ; preds = %52
  %58 = ptrtoint ptr %53 to i64
  %59 = sub i64 %28, %58
  br label %169

60:                                               ; preds = %52
  %61 = ptrtoint ptr %53 to i64
  %62 = sub i64 %28, %61
  br label %619

63:                                               ; preds = %52
  %64 = ptrtoint ptr %53 to i64
  %65 = sub i64 %28, %64
  br label %651

66:                                               ; preds = %52
  %67 = load i64, ptr %48, align 8, !tbaa !71
  %68 = load i64, ptr %47, align 8, !tbaa !72
  br label %537

69:                                               ; preds = %52
  %70 = load i64, ptr %27, align 8, !tbaa !73
  %71 = load i64, ptr %30, align 8, !tbaa !74
  %72 = ptrtoint ptr %53 to i64
  %73 = sub i64 %28, %72
  br label %85

74:                                               ; preds = %52
  %75 = ptrtoint ptr %53 to i64
  %76 = sub i64 %28, %75
  %77 = icmp ugt i64 %76, 18
  br i1 %77, label %78, label %82

78:                                               ; preds = %74
  %79 = tail call fastcc i64 @LZ4F_decodeHeader(ptr noundef nonnull %0, ptr noundef %53, i64 noundef %76)
  %80 = icmp ult i64 %79, -21
  %81 = getelementptr inbounds i8, ptr %53, i64 %79
  br i1 %80, label %679, label %741

82:                                               ; preds = %74
  store i64 0, ptr %30, align 8, !tbaa !74
  %83 = icmp eq ptr %8, %53
  br i1 %83, label %741, label %84

84:                                               ; preds = %82
  store i64 7, ptr %27, align 8, !tbaa !73
  store i32 1, ptr %26, align 4, !tbaa !64
  br label %85

85:                                               ; preds = %69, %84
  %86 = phi i64 [ %73, %69 ], [ %76, %84 ]
  %87 = phi i64 [ %71, %69 ], [ 0, %84 ]
  %88 = phi i64 [ %70, %69 ], [ 7, %84 ]
  %89 = sub i64 %88, %87
  %90 = tail call i64 @llvm.umin.i64(i64 %89, i64 %86)
  %91 = getelementptr inbounds i8, ptr %31, i64 %87
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %91, ptr align 1 %53, i64 %90, i1 false)
  %92 = load i64, ptr %30, align 8, !tbaa !74
  %93 = add i64 %92, %90
  store i64 %93, ptr %30, align 8, !tbaa !74
  %94 = getelementptr inbounds i8, ptr %53, i64 %90
  %95 = load i64, ptr %27, align 8, !tbaa !73
  %96 = icmp ult i64 %93, %95
  br i1 %96, label %97, label %100

97:                                               ; preds = %85
  %98 = sub i64 %95, %93
  %99 = add i64 %98, 4
  br label %685

100:                                              ; preds = %85
  %101 = tail call fastcc i64 @LZ4F_decodeHeader(ptr noundef nonnull %0, ptr noundef nonnull %31, i64 noundef %95)
  %102 = icmp ult i64 %101, -21
  br i1 %102, label %679, label %103

103:                                              ; preds = %100
  %104 = load i64, ptr %27, align 8, !tbaa !73
  %105 = tail call fastcc i64 @LZ4F_decodeHeader(ptr noundef nonnull %0, ptr noundef nonnull %31, i64 noundef %104)
  br label %741

106:                                              ; preds = %52
  %107 = load i32, ptr %35, align 8, !tbaa !75
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %111, label %109

109:                                              ; preds = %106
  %110 = tail call i32 @XXH32_reset(ptr noundef nonnull %37, i32 noundef 0) #14
  br label %111

111:                                              ; preds = %109, %106
  %112 = load i64, ptr %40, align 8, !tbaa !76
  %113 = load i32, ptr %43, align 4, !tbaa !77
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i64 131072, i64 0
  %116 = add i64 %115, %112
  %117 = load i64, ptr %46, align 8, !tbaa !78
  %118 = icmp ugt i64 %116, %117
  br i1 %118, label %121, label %119

119:                                              ; preds = %111
  %120 = load ptr, ptr %45, align 8, !tbaa !66
  br label %160

121:                                              ; preds = %111
  store i64 0, ptr %46, align 8, !tbaa !78
  %122 = load ptr, ptr %36, align 8, !tbaa !65
  %123 = load ptr, ptr %50, align 1
  %124 = icmp eq ptr %123, null
  br i1 %124, label %127, label %125

125:                                              ; preds = %121
  %126 = load ptr, ptr %51, align 1
  tail call void %123(ptr noundef %126, ptr noundef %122) #14
  br label %128

127:                                              ; preds = %121
  tail call void @free(ptr noundef %122) #14
  br label %128

128:                                              ; preds = %125, %127
  %129 = load i64, ptr %40, align 8, !tbaa !76
  %130 = add i64 %129, 4
  %131 = load ptr, ptr %0, align 1
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %128
  %134 = load ptr, ptr %51, align 1
  %135 = tail call ptr %131(ptr noundef %134, i64 noundef %130) #14
  br label %138

136:                                              ; preds = %128
  %137 = tail call noalias ptr @malloc(i64 noundef %130) #15
  br label %138

138:                                              ; preds = %133, %136
  %139 = phi ptr [ %135, %133 ], [ %137, %136 ]
  store ptr %139, ptr %36, align 8, !tbaa !65
  %140 = icmp eq ptr %139, null
  br i1 %140, label %741, label %141

141:                                              ; preds = %138
  %142 = load ptr, ptr %45, align 8, !tbaa !66
  %143 = load ptr, ptr %50, align 1
  %144 = icmp eq ptr %143, null
  br i1 %144, label %147, label %145

145:                                              ; preds = %141
  %146 = load ptr, ptr %51, align 1
  tail call void %143(ptr noundef %146, ptr noundef %142) #14
  br label %148

147:                                              ; preds = %141
  tail call void @free(ptr noundef %142) #14
  br label %148

148:                                              ; preds = %145, %147
  %149 = load ptr, ptr %0, align 1
  %150 = icmp eq ptr %149, null
  br i1 %150, label %154, label %151

151:                                              ; preds = %148
  %152 = load ptr, ptr %51, align 1
  %153 = tail call ptr %149(ptr noundef %152, i64 noundef %116) #14
  br label %156

154:                                              ; preds = %148
  %155 = tail call noalias ptr @malloc(i64 noundef %116) #15
  br label %156

156:                                              ; preds = %151, %154
  %157 = phi ptr [ %153, %151 ], [ %155, %154 ]
  store ptr %157, ptr %45, align 8, !tbaa !66
  %158 = icmp eq ptr %157, null
  br i1 %158, label %741, label %159

159:                                              ; preds = %156
  store i64 %116, ptr %46, align 8, !tbaa !78
  br label %160

160:                                              ; preds = %119, %159
  %161 = phi ptr [ %120, %119 ], [ %157, %159 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  store ptr %161, ptr %42, align 8, !tbaa !79
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %47, i8 0, i64 16, i1 false)
  store i32 3, ptr %26, align 4, !tbaa !64
  br label %162

162:                                              ; preds = %52, %160
  %163 = ptrtoint ptr %53 to i64
  %164 = sub i64 %28, %163
  %165 = icmp ugt i64 %164, 3
  br i1 %165, label %167, label %166

166:                                              ; preds = %162
  store i64 0, ptr %30, align 8, !tbaa !74
  store i32 4, ptr %26, align 4, !tbaa !64
  br label %169

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %53, i64 4
  br label %184

169:                                              ; preds = %57, %166
  %170 = phi i64 [ %59, %57 ], [ %164, %166 ]
  %171 = load i64, ptr %30, align 8, !tbaa !74
  %172 = sub i64 4, %171
  %173 = tail call i64 @llvm.umin.i64(i64 %172, i64 %170)
  %174 = load ptr, ptr %36, align 8, !tbaa !65
  %175 = getelementptr inbounds i8, ptr %174, i64 %171
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %175, ptr align 1 %53, i64 %173, i1 false)
  %176 = getelementptr inbounds i8, ptr %53, i64 %173
  %177 = load i64, ptr %30, align 8, !tbaa !74
  %178 = add i64 %177, %173
  store i64 %178, ptr %30, align 8, !tbaa !74
  %179 = icmp ult i64 %178, 4
  br i1 %179, label %182, label %180

180:                                              ; preds = %169
  %181 = load ptr, ptr %36, align 8, !tbaa !65
  br label %184

182:                                              ; preds = %169
  %183 = sub nuw nsw i64 4, %178
  br label %685

184:                                              ; preds = %167, %180
  %185 = phi ptr [ %53, %167 ], [ %181, %180 ]
  %186 = phi ptr [ %168, %167 ], [ %176, %180 ]
  %187 = load i32, ptr %185, align 1
  %188 = and i32 %187, 2147483647
  %189 = zext nneg i32 %188 to i64
  %190 = load i32, ptr %38, align 4, !tbaa !80
  %191 = zext i32 %190 to i64
  %192 = shl nuw nsw i64 %191, 2
  %193 = icmp eq i32 %187, 0
  br i1 %193, label %194, label %195

194:                                              ; preds = %184
  store i32 10, ptr %26, align 4, !tbaa !64
  br label %679

195:                                              ; preds = %184
  %196 = load i64, ptr %40, align 8, !tbaa !76
  %197 = icmp ult i64 %196, %189
  br i1 %197, label %741, label %198

198:                                              ; preds = %195
  %199 = icmp sgt i32 %187, -1
  br i1 %199, label %205, label %200

200:                                              ; preds = %198
  store i64 %189, ptr %27, align 8, !tbaa !73
  %201 = icmp eq i32 %190, 0
  br i1 %201, label %204, label %202

202:                                              ; preds = %200
  %203 = tail call i32 @XXH32_reset(ptr noundef nonnull %49, i32 noundef 0) #14
  br label %204

204:                                              ; preds = %202, %200
  store i32 5, ptr %26, align 4, !tbaa !64
  br label %679

205:                                              ; preds = %198
  %206 = add nuw nsw i64 %192, %189
  store i64 %206, ptr %27, align 8, !tbaa !73
  store i32 7, ptr %26, align 4, !tbaa !64
  %207 = icmp ne ptr %54, %14
  %208 = icmp ne ptr %186, %8
  %209 = select i1 %207, i1 %208, i1 false
  %210 = add nuw nsw i64 %206, 4
  %211 = select i1 %209, i64 %55, i64 %210
  %212 = zext i1 %209 to i32
  br label %679

213:                                              ; preds = %52
  %214 = icmp eq ptr %54, null
  br i1 %214, label %290, label %215

215:                                              ; preds = %213
  %216 = ptrtoint ptr %53 to i64
  %217 = sub i64 %28, %216
  %218 = ptrtoint ptr %54 to i64
  %219 = sub i64 %39, %218
  %220 = tail call i64 @llvm.umin.i64(i64 %217, i64 %219)
  %221 = load i64, ptr %27, align 8, !tbaa !73
  %222 = tail call i64 @llvm.umin.i64(i64 %221, i64 %220)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %54, ptr align 1 %53, i64 %222, i1 false)
  %223 = load i32, ptr %23, align 8, !tbaa !67
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %235

225:                                              ; preds = %215
  %226 = load i32, ptr %38, align 4, !tbaa !80
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = tail call i32 @XXH32_update(ptr noundef nonnull %49, ptr noundef %53, i64 noundef %222) #14
  br label %230

230:                                              ; preds = %228, %225
  %231 = load i32, ptr %35, align 8, !tbaa !75
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %235, label %233

233:                                              ; preds = %230
  %234 = tail call i32 @XXH32_update(ptr noundef nonnull %37, ptr noundef %53, i64 noundef %222) #14
  br label %235

235:                                              ; preds = %230, %233, %215
  %236 = load i64, ptr %33, align 8, !tbaa !81
  %237 = icmp eq i64 %236, 0
  br i1 %237, label %241, label %238

238:                                              ; preds = %235
  %239 = load i64, ptr %34, align 8, !tbaa !82
  %240 = sub i64 %239, %222
  store i64 %240, ptr %34, align 8, !tbaa !82
  br label %241

241:                                              ; preds = %238, %235
  %242 = load i32, ptr %43, align 4, !tbaa !77
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %244, label %290

244:                                              ; preds = %241
  %245 = load i64, ptr %41, align 8, !tbaa !83
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %244
  %248 = load ptr, ptr %29, align 8, !tbaa !84
  br label %250

249:                                              ; preds = %244
  store ptr %54, ptr %29, align 8, !tbaa !84
  br label %250

250:                                              ; preds = %249, %247
  %251 = phi ptr [ %248, %247 ], [ %54, %249 ]
  %252 = getelementptr inbounds i8, ptr %251, i64 %245
  %253 = icmp eq ptr %252, %54
  br i1 %253, label %254, label %256

254:                                              ; preds = %250
  %255 = add i64 %245, %222
  br label %288

256:                                              ; preds = %250
  %257 = sub i64 %218, %44
  %258 = add i64 %222, %257
  %259 = icmp ugt i64 %258, 65535
  br i1 %259, label %260, label %261

260:                                              ; preds = %256
  store ptr %1, ptr %29, align 8, !tbaa !84
  br label %288

261:                                              ; preds = %256
  %262 = load ptr, ptr %45, align 8, !tbaa !66
  %263 = icmp eq ptr %251, %262
  br i1 %263, label %264, label %279

264:                                              ; preds = %261
  %265 = add i64 %245, %222
  %266 = load i64, ptr %46, align 8, !tbaa !78
  %267 = icmp ugt i64 %265, %266
  br i1 %267, label %268, label %273

268:                                              ; preds = %264
  %269 = sub i64 65536, %222
  %270 = getelementptr i8, ptr %252, i64 %222
  %271 = getelementptr i8, ptr %270, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %262, ptr align 1 %271, i64 %269, i1 false)
  store i64 %269, ptr %41, align 8, !tbaa !83
  %272 = load ptr, ptr %45, align 8, !tbaa !66
  br label %273

273:                                              ; preds = %268, %264
  %274 = phi i64 [ %269, %268 ], [ %245, %264 ]
  %275 = phi ptr [ %272, %268 ], [ %262, %264 ]
  %276 = getelementptr inbounds i8, ptr %275, i64 %274
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %276, ptr nonnull align 1 %54, i64 %222, i1 false)
  %277 = load i64, ptr %41, align 8, !tbaa !83
  %278 = add i64 %277, %222
  br label %288

279:                                              ; preds = %261
  %280 = sub i64 65536, %222
  %281 = tail call i64 @llvm.umin.i64(i64 %280, i64 %245)
  %282 = sub i64 0, %281
  %283 = getelementptr inbounds i8, ptr %252, i64 %282
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %262, ptr align 1 %283, i64 %281, i1 false)
  %284 = load ptr, ptr %45, align 8, !tbaa !66
  %285 = getelementptr inbounds i8, ptr %284, i64 %281
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %285, ptr nonnull align 1 %54, i64 %222, i1 false)
  %286 = load ptr, ptr %45, align 8, !tbaa !66
  store ptr %286, ptr %29, align 8, !tbaa !84
  %287 = add i64 %281, %222
  br label %288

288:                                              ; preds = %254, %260, %273, %279
  %289 = phi i64 [ %287, %279 ], [ %278, %273 ], [ %258, %260 ], [ %255, %254 ]
  store i64 %289, ptr %41, align 8, !tbaa !83
  br label %290

290:                                              ; preds = %241, %288, %213
  %291 = phi i64 [ 0, %213 ], [ %222, %288 ], [ %222, %241 ]
  %292 = getelementptr inbounds i8, ptr %53, i64 %291
  %293 = getelementptr inbounds i8, ptr %54, i64 %291
  %294 = load i64, ptr %27, align 8, !tbaa !73
  %295 = icmp eq i64 %291, %294
  br i1 %295, label %296, label %302

296:                                              ; preds = %290
  %297 = load i32, ptr %38, align 4, !tbaa !80
  %298 = icmp eq i32 %297, 0
  br i1 %298, label %300, label %299

299:                                              ; preds = %296
  store i64 0, ptr %30, align 8, !tbaa !74
  br label %300

300:                                              ; preds = %299, %296
  %301 = phi i32 [ 6, %299 ], [ 3, %296 ]
  store i32 %301, ptr %26, align 4, !tbaa !64
  br label %679

302:                                              ; preds = %290
  %303 = sub i64 %294, %291
  store i64 %303, ptr %27, align 8, !tbaa !73
  %304 = load i32, ptr %38, align 4, !tbaa !80
  %305 = icmp eq i32 %304, 0
  %306 = select i1 %305, i64 0, i64 4
  %307 = add i64 %303, 4
  %308 = add i64 %307, %306
  br label %685

309:                                              ; preds = %52
  %310 = ptrtoint ptr %53 to i64
  %311 = sub i64 %28, %310
  %312 = icmp sgt i64 %311, 3
  %313 = load i64, ptr %30, align 8, !tbaa !74
  %314 = icmp eq i64 %313, 0
  %315 = select i1 %312, i1 %314, i1 false
  br i1 %315, label %316, label %318

316:                                              ; preds = %309
  %317 = getelementptr inbounds i8, ptr %53, i64 4
  br label %326

318:                                              ; preds = %309
  %319 = sub i64 4, %313
  %320 = tail call i64 @llvm.umin.i64(i64 %319, i64 %311)
  %321 = getelementptr inbounds i8, ptr %31, i64 %313
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %321, ptr align 1 %53, i64 %320, i1 false)
  %322 = load i64, ptr %30, align 8, !tbaa !74
  %323 = add i64 %322, %320
  store i64 %323, ptr %30, align 8, !tbaa !74
  %324 = getelementptr inbounds i8, ptr %53, i64 %320
  %325 = icmp ugt i64 %323, 3
  br i1 %325, label %326, label %685

326:                                              ; preds = %318, %316
  %327 = phi ptr [ %53, %316 ], [ %31, %318 ]
  %328 = phi ptr [ %317, %316 ], [ %324, %318 ]
  %329 = load i32, ptr %23, align 8, !tbaa !67
  %330 = icmp eq i32 %329, 0
  br i1 %330, label %331, label %335

331:                                              ; preds = %326
  %332 = load i32, ptr %327, align 1
  %333 = tail call i32 @XXH32_digest(ptr noundef nonnull %49) #14
  %334 = icmp eq i32 %332, %333
  br i1 %334, label %335, label %741

335:                                              ; preds = %331, %326
  store i32 3, ptr %26, align 4, !tbaa !64
  br label %679

336:                                              ; preds = %52
  %337 = ptrtoint ptr %53 to i64
  %338 = sub i64 %28, %337
  %339 = load i64, ptr %27, align 8, !tbaa !73
  %340 = icmp ult i64 %338, %339
  br i1 %340, label %341, label %342

341:                                              ; preds = %336
  store i64 0, ptr %30, align 8, !tbaa !74
  store i32 8, ptr %26, align 4, !tbaa !64
  br label %679

342:                                              ; preds = %336
  %343 = getelementptr inbounds i8, ptr %53, i64 %339
  br label %367

344:                                              ; preds = %52
  %345 = load i64, ptr %27, align 8, !tbaa !73
  %346 = load i64, ptr %30, align 8, !tbaa !74
  %347 = sub i64 %345, %346
  %348 = ptrtoint ptr %53 to i64
  %349 = sub i64 %28, %348
  %350 = tail call i64 @llvm.umin.i64(i64 %347, i64 %349)
  %351 = load ptr, ptr %36, align 8, !tbaa !65
  %352 = getelementptr inbounds i8, ptr %351, i64 %346
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %352, ptr align 1 %53, i64 %350, i1 false)
  %353 = load i64, ptr %30, align 8, !tbaa !74
  %354 = add i64 %353, %350
  store i64 %354, ptr %30, align 8, !tbaa !74
  %355 = getelementptr inbounds i8, ptr %53, i64 %350
  %356 = load i64, ptr %27, align 8, !tbaa !73
  %357 = icmp ult i64 %354, %356
  br i1 %357, label %360, label %358

358:                                              ; preds = %344
  %359 = load ptr, ptr %36, align 8, !tbaa !65
  br label %367

360:                                              ; preds = %344
  %361 = load i32, ptr %38, align 4, !tbaa !80
  %362 = icmp eq i32 %361, 0
  %363 = select i1 %362, i64 0, i64 4
  %364 = sub i64 %356, %354
  %365 = add i64 %364, 4
  %366 = add i64 %365, %363
  br label %685

367:                                              ; preds = %358, %342
  %368 = phi i64 [ %339, %342 ], [ %356, %358 ]
  %369 = phi ptr [ %53, %342 ], [ %359, %358 ]
  %370 = phi ptr [ %343, %342 ], [ %355, %358 ]
  %371 = load i32, ptr %38, align 4, !tbaa !80
  %372 = icmp eq i32 %371, 0
  br i1 %372, label %379, label %373

373:                                              ; preds = %367
  %374 = add i64 %368, -4
  store i64 %374, ptr %27, align 8, !tbaa !73
  %375 = getelementptr inbounds i8, ptr %369, i64 %374
  %376 = load i32, ptr %375, align 1
  %377 = tail call i32 @XXH32(ptr noundef %369, i64 noundef %374, i32 noundef 0) #14
  %378 = icmp eq i32 %376, %377
  br i1 %378, label %379, label %741

379:                                              ; preds = %373, %367
  %380 = ptrtoint ptr %54 to i64
  %381 = sub i64 %39, %380
  %382 = load i64, ptr %40, align 8, !tbaa !76
  %383 = icmp ult i64 %381, %382
  %384 = load ptr, ptr %29, align 8, !tbaa !84
  br i1 %383, label %474, label %385

385:                                              ; preds = %379
  %386 = icmp eq ptr %384, null
  %387 = load i64, ptr %41, align 8, !tbaa !83
  br i1 %386, label %392, label %388

388:                                              ; preds = %385
  %389 = getelementptr inbounds i8, ptr %384, i64 %387
  %390 = load ptr, ptr %42, align 8, !tbaa !79
  %391 = icmp eq ptr %389, %390
  br i1 %391, label %474, label %392

392:                                              ; preds = %388, %385
  %393 = icmp ne ptr %384, null
  %394 = icmp ugt i64 %387, 1073741824
  %395 = select i1 %393, i1 %394, i1 false
  %396 = getelementptr i8, ptr %384, i64 %387
  %397 = getelementptr i8, ptr %396, i64 -65536
  %398 = trunc i64 %387 to i32
  %399 = select i1 %395, ptr %397, ptr %384
  %400 = load i64, ptr %27, align 8, !tbaa !73
  %401 = trunc i64 %400 to i32
  %402 = trunc i64 %382 to i32
  %403 = select i1 %395, i32 65536, i32 %398
  %404 = tail call i32 @LZ4_decompress_safe_usingDict(ptr noundef %369, ptr noundef %54, i32 noundef %401, i32 noundef %402, ptr noundef %399, i32 noundef %403) #14
  %405 = icmp sgt i32 %404, -1
  br i1 %405, label %406, label %741

406:                                              ; preds = %392
  %407 = load i32, ptr %35, align 8, !tbaa !75
  %408 = icmp eq i32 %407, 0
  br i1 %408, label %415, label %409

409:                                              ; preds = %406
  %410 = load i32, ptr %23, align 8, !tbaa !67
  %411 = icmp eq i32 %410, 0
  br i1 %411, label %412, label %415

412:                                              ; preds = %409
  %413 = zext nneg i32 %404 to i64
  %414 = tail call i32 @XXH32_update(ptr noundef nonnull %37, ptr noundef %54, i64 noundef %413) #14
  br label %415

415:                                              ; preds = %412, %409, %406
  %416 = load i64, ptr %33, align 8, !tbaa !81
  %417 = icmp eq i64 %416, 0
  br i1 %417, label %422, label %418

418:                                              ; preds = %415
  %419 = zext nneg i32 %404 to i64
  %420 = load i64, ptr %34, align 8, !tbaa !82
  %421 = sub i64 %420, %419
  store i64 %421, ptr %34, align 8, !tbaa !82
  br label %422

422:                                              ; preds = %418, %415
  %423 = load i32, ptr %43, align 4, !tbaa !77
  %424 = icmp eq i32 %423, 0
  %425 = zext nneg i32 %404 to i64
  br i1 %424, label %426, label %472

426:                                              ; preds = %422
  %427 = load i64, ptr %41, align 8, !tbaa !83
  %428 = icmp eq i64 %427, 0
  br i1 %428, label %431, label %429

429:                                              ; preds = %426
  %430 = load ptr, ptr %29, align 8, !tbaa !84
  br label %432

431:                                              ; preds = %426
  store ptr %54, ptr %29, align 8, !tbaa !84
  br label %432

432:                                              ; preds = %431, %429
  %433 = phi ptr [ %430, %429 ], [ %54, %431 ]
  %434 = getelementptr inbounds i8, ptr %433, i64 %427
  %435 = icmp eq ptr %434, %54
  br i1 %435, label %436, label %438

436:                                              ; preds = %432
  %437 = add i64 %427, %425
  br label %470

438:                                              ; preds = %432
  %439 = sub i64 %380, %44
  %440 = add i64 %439, %425
  %441 = icmp ugt i64 %440, 65535
  br i1 %441, label %442, label %443

442:                                              ; preds = %438
  store ptr %1, ptr %29, align 8, !tbaa !84
  br label %470

443:                                              ; preds = %438
  %444 = load ptr, ptr %45, align 8, !tbaa !66
  %445 = icmp eq ptr %433, %444
  br i1 %445, label %446, label %461

446:                                              ; preds = %443
  %447 = add i64 %427, %425
  %448 = load i64, ptr %46, align 8, !tbaa !78
  %449 = icmp ugt i64 %447, %448
  br i1 %449, label %450, label %455

450:                                              ; preds = %446
  %451 = sub nsw i64 65536, %425
  %452 = getelementptr i8, ptr %434, i64 %425
  %453 = getelementptr i8, ptr %452, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %444, ptr align 1 %453, i64 %451, i1 false)
  store i64 %451, ptr %41, align 8, !tbaa !83
  %454 = load ptr, ptr %45, align 8, !tbaa !66
  br label %455

455:                                              ; preds = %450, %446
  %456 = phi i64 [ %451, %450 ], [ %427, %446 ]
  %457 = phi ptr [ %454, %450 ], [ %444, %446 ]
  %458 = getelementptr inbounds i8, ptr %457, i64 %456
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %458, ptr align 1 %54, i64 %425, i1 false)
  %459 = load i64, ptr %41, align 8, !tbaa !83
  %460 = add i64 %459, %425
  br label %470

461:                                              ; preds = %443
  %462 = sub nsw i64 65536, %425
  %463 = tail call i64 @llvm.umin.i64(i64 %462, i64 %427)
  %464 = sub i64 0, %463
  %465 = getelementptr inbounds i8, ptr %434, i64 %464
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %444, ptr align 1 %465, i64 %463, i1 false)
  %466 = load ptr, ptr %45, align 8, !tbaa !66
  %467 = getelementptr inbounds i8, ptr %466, i64 %463
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %467, ptr align 1 %54, i64 %425, i1 false)
  %468 = load ptr, ptr %45, align 8, !tbaa !66
  store ptr %468, ptr %29, align 8, !tbaa !84
  %469 = add i64 %463, %425
  br label %470

470:                                              ; preds = %436, %442, %455, %461
  %471 = phi i64 [ %469, %461 ], [ %460, %455 ], [ %440, %442 ], [ %437, %436 ]
  store i64 %471, ptr %41, align 8, !tbaa !83
  br label %472

472:                                              ; preds = %422, %470
  %473 = getelementptr inbounds i8, ptr %54, i64 %425
  store i32 3, ptr %26, align 4, !tbaa !64
  br label %679

474:                                              ; preds = %388, %379
  %475 = load i32, ptr %43, align 4, !tbaa !77
  %476 = icmp eq i32 %475, 0
  br i1 %476, label %480, label %477

477:                                              ; preds = %474
  %478 = load i64, ptr %41, align 8, !tbaa !83
  %479 = load ptr, ptr %42, align 8, !tbaa !79
  br label %501

480:                                              ; preds = %474
  %481 = load ptr, ptr %45, align 8, !tbaa !66
  %482 = icmp eq ptr %384, %481
  %483 = load i64, ptr %41, align 8, !tbaa !83
  br i1 %482, label %484, label %498

484:                                              ; preds = %480
  %485 = icmp ugt i64 %483, 131072
  br i1 %485, label %486, label %492

486:                                              ; preds = %484
  %487 = getelementptr inbounds i8, ptr %384, i64 %483
  %488 = getelementptr inbounds i8, ptr %487, i64 -65536
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(65536) %481, ptr noundef nonnull align 1 dereferenceable(65536) %488, i64 65536, i1 false)
  store i64 65536, ptr %41, align 8, !tbaa !83
  %489 = load ptr, ptr %45, align 8, !tbaa !66
  %490 = load ptr, ptr %29, align 8, !tbaa !84
  %491 = load i64, ptr %40, align 8, !tbaa !76
  br label %492

492:                                              ; preds = %486, %484
  %493 = phi i64 [ %491, %486 ], [ %382, %484 ]
  %494 = phi ptr [ %490, %486 ], [ %384, %484 ]
  %495 = phi i64 [ 65536, %486 ], [ %483, %484 ]
  %496 = phi ptr [ %489, %486 ], [ %481, %484 ]
  %497 = getelementptr inbounds i8, ptr %496, i64 %495
  store ptr %497, ptr %42, align 8, !tbaa !79
  br label %501

498:                                              ; preds = %480
  %499 = tail call i64 @llvm.umin.i64(i64 %483, i64 65536)
  %500 = getelementptr inbounds i8, ptr %481, i64 %499
  store ptr %500, ptr %42, align 8, !tbaa !79
  br label %501

501:                                              ; preds = %477, %492, %498
  %502 = phi i64 [ %493, %492 ], [ %382, %498 ], [ %382, %477 ]
  %503 = phi ptr [ %497, %492 ], [ %500, %498 ], [ %479, %477 ]
  %504 = phi i64 [ %495, %492 ], [ %483, %498 ], [ %478, %477 ]
  %505 = phi ptr [ %494, %492 ], [ %384, %498 ], [ %384, %477 ]
  %506 = icmp ne ptr %505, null
  %507 = icmp ugt i64 %504, 1073741824
  %508 = select i1 %506, i1 %507, i1 false
  %509 = getelementptr i8, ptr %505, i64 %504
  %510 = getelementptr i8, ptr %509, i64 -65536
  %511 = trunc i64 %504 to i32
  %512 = select i1 %508, ptr %510, ptr %505
  %513 = load i64, ptr %27, align 8, !tbaa !73
  %514 = trunc i64 %513 to i32
  %515 = trunc i64 %502 to i32
  %516 = select i1 %508, i32 65536, i32 %511
  %517 = tail call i32 @LZ4_decompress_safe_usingDict(ptr noundef %369, ptr noundef %503, i32 noundef %514, i32 noundef %515, ptr noundef %512, i32 noundef %516) #14
  %518 = icmp sgt i32 %517, -1
  br i1 %518, label %519, label %741

519:                                              ; preds = %501
  %520 = load i32, ptr %35, align 8, !tbaa !75
  %521 = icmp eq i32 %520, 0
  br i1 %521, label %529, label %522

522:                                              ; preds = %519
  %523 = load i32, ptr %23, align 8, !tbaa !67
  %524 = icmp eq i32 %523, 0
  br i1 %524, label %525, label %529

525:                                              ; preds = %522
  %526 = load ptr, ptr %42, align 8, !tbaa !79
  %527 = zext nneg i32 %517 to i64
  %528 = tail call i32 @XXH32_update(ptr noundef nonnull %37, ptr noundef %526, i64 noundef %527) #14
  br label %529

529:                                              ; preds = %525, %522, %519
  %530 = load i64, ptr %33, align 8, !tbaa !81
  %531 = icmp eq i64 %530, 0
  %532 = zext nneg i32 %517 to i64
  br i1 %531, label %536, label %533

533:                                              ; preds = %529
  %534 = load i64, ptr %34, align 8, !tbaa !82
  %535 = sub i64 %534, %532
  store i64 %535, ptr %34, align 8, !tbaa !82
  br label %536

536:                                              ; preds = %529, %533
  store i64 %532, ptr %47, align 8, !tbaa !72
  store i64 0, ptr %48, align 8, !tbaa !71
  store i32 9, ptr %26, align 4, !tbaa !64
  br label %537

537:                                              ; preds = %66, %536
  %538 = phi i64 [ %68, %66 ], [ %532, %536 ]
  %539 = phi i64 [ %67, %66 ], [ 0, %536 ]
  %540 = phi ptr [ %53, %66 ], [ %370, %536 ]
  %541 = icmp eq ptr %54, null
  br i1 %541, label %599, label %542

542:                                              ; preds = %537
  %543 = sub i64 %538, %539
  %544 = ptrtoint ptr %54 to i64
  %545 = sub i64 %39, %544
  %546 = tail call i64 @llvm.umin.i64(i64 %543, i64 %545)
  %547 = load ptr, ptr %42, align 8, !tbaa !79
  %548 = getelementptr inbounds i8, ptr %547, i64 %539
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %54, ptr align 1 %548, i64 %546, i1 false)
  %549 = load i32, ptr %43, align 4, !tbaa !77
  %550 = icmp eq i32 %549, 0
  br i1 %550, label %551, label %594

551:                                              ; preds = %542
  %552 = load i64, ptr %41, align 8, !tbaa !83
  %553 = icmp eq i64 %552, 0
  br i1 %553, label %556, label %554

554:                                              ; preds = %551
  %555 = load ptr, ptr %29, align 8, !tbaa !84
  br label %557

556:                                              ; preds = %551
  store ptr %54, ptr %29, align 8, !tbaa !84
  br label %557

557:                                              ; preds = %556, %554
  %558 = phi ptr [ %555, %554 ], [ %54, %556 ]
  %559 = getelementptr inbounds i8, ptr %558, i64 %552
  %560 = icmp eq ptr %559, %54
  br i1 %560, label %561, label %563

561:                                              ; preds = %557
  %562 = add i64 %552, %546
  br label %592

563:                                              ; preds = %557
  %564 = sub i64 %544, %44
  %565 = add i64 %546, %564
  %566 = icmp ugt i64 %565, 65535
  br i1 %566, label %567, label %568

567:                                              ; preds = %563
  store ptr %1, ptr %29, align 8, !tbaa !84
  br label %592

568:                                              ; preds = %563
  %569 = load ptr, ptr %45, align 8, !tbaa !66
  %570 = icmp eq ptr %558, %569
  br i1 %570, label %571, label %573

571:                                              ; preds = %568
  %572 = add i64 %552, %546
  br label %592

573:                                              ; preds = %568
  %574 = load ptr, ptr %42, align 8, !tbaa !79
  %575 = ptrtoint ptr %574 to i64
  %576 = ptrtoint ptr %569 to i64
  %577 = sub i64 %575, %576
  %578 = load i64, ptr %47, align 8, !tbaa !72
  %579 = load i64, ptr %48, align 8, !tbaa !71
  %580 = sub i64 0, %579
  %581 = getelementptr inbounds i8, ptr %559, i64 %580
  %582 = tail call i64 @llvm.usub.sat.i64(i64 65536, i64 %578)
  %583 = tail call i64 @llvm.umin.i64(i64 %582, i64 %577)
  %584 = getelementptr inbounds i8, ptr %569, i64 %577
  %585 = sub nsw i64 0, %583
  %586 = getelementptr inbounds i8, ptr %584, i64 %585
  %587 = getelementptr inbounds i8, ptr %581, i64 %585
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %586, ptr align 1 %587, i64 %583, i1 false)
  %588 = load ptr, ptr %45, align 8, !tbaa !66
  store ptr %588, ptr %29, align 8, !tbaa !84
  %589 = load i64, ptr %48, align 8, !tbaa !71
  %590 = add i64 %577, %546
  %591 = add i64 %590, %589
  br label %592

592:                                              ; preds = %561, %567, %571, %573
  %593 = phi i64 [ %591, %573 ], [ %572, %571 ], [ %565, %567 ], [ %562, %561 ]
  store i64 %593, ptr %41, align 8, !tbaa !83
  br label %594

594:                                              ; preds = %592, %542
  %595 = load i64, ptr %48, align 8, !tbaa !71
  %596 = add i64 %595, %546
  store i64 %596, ptr %48, align 8, !tbaa !71
  %597 = getelementptr inbounds i8, ptr %54, i64 %546
  %598 = load i64, ptr %47, align 8, !tbaa !72
  br label %599

599:                                              ; preds = %594, %537
  %600 = phi i64 [ %598, %594 ], [ %538, %537 ]
  %601 = phi i64 [ %596, %594 ], [ %539, %537 ]
  %602 = phi ptr [ %597, %594 ], [ null, %537 ]
  %603 = icmp eq i64 %601, %600
  br i1 %603, label %604, label %685

604:                                              ; preds = %599
  store i32 3, ptr %26, align 4, !tbaa !64
  br label %679

605:                                              ; preds = %52
  %606 = load i64, ptr %34, align 8, !tbaa !82
  %607 = icmp eq i64 %606, 0
  br i1 %607, label %608, label %741

608:                                              ; preds = %605
  %609 = load i32, ptr %35, align 8, !tbaa !75
  %610 = icmp eq i32 %609, 0
  br i1 %610, label %611, label %612

611:                                              ; preds = %608
  store i32 0, ptr %26, align 4, !tbaa !64
  store i32 0, ptr %23, align 8, !tbaa !67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, i8 0, i64 16, i1 false)
  br label %685

612:                                              ; preds = %608
  %613 = ptrtoint ptr %53 to i64
  %614 = sub i64 %28, %613
  %615 = icmp slt i64 %614, 4
  br i1 %615, label %616, label %617

616:                                              ; preds = %612
  store i64 0, ptr %30, align 8, !tbaa !74
  store i32 11, ptr %26, align 4, !tbaa !64
  br label %619

617:                                              ; preds = %612
  %618 = getelementptr inbounds i8, ptr %53, i64 4
  br label %634

619:                                              ; preds = %60, %616
  %620 = phi i64 [ %62, %60 ], [ %614, %616 ]
  %621 = load i64, ptr %30, align 8, !tbaa !74
  %622 = sub i64 4, %621
  %623 = tail call i64 @llvm.umin.i64(i64 %622, i64 %620)
  %624 = load ptr, ptr %36, align 8, !tbaa !65
  %625 = getelementptr inbounds i8, ptr %624, i64 %621
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %625, ptr align 1 %53, i64 %623, i1 false)
  %626 = getelementptr inbounds i8, ptr %53, i64 %623
  %627 = load i64, ptr %30, align 8, !tbaa !74
  %628 = add i64 %627, %623
  store i64 %628, ptr %30, align 8, !tbaa !74
  %629 = icmp ult i64 %628, 4
  br i1 %629, label %632, label %630

630:                                              ; preds = %619
  %631 = load ptr, ptr %36, align 8, !tbaa !65
  br label %634

632:                                              ; preds = %619
  %633 = sub nuw nsw i64 4, %628
  br label %685

634:                                              ; preds = %617, %630
  %635 = phi ptr [ %53, %617 ], [ %631, %630 ]
  %636 = phi ptr [ %618, %617 ], [ %626, %630 ]
  %637 = load i32, ptr %23, align 8, !tbaa !67
  %638 = icmp eq i32 %637, 0
  br i1 %638, label %639, label %643

639:                                              ; preds = %634
  %640 = load i32, ptr %635, align 1
  %641 = tail call i32 @XXH32_digest(ptr noundef nonnull %37) #14
  %642 = icmp eq i32 %640, %641
  br i1 %642, label %643, label %741

643:                                              ; preds = %639, %634
  store i32 0, ptr %26, align 4, !tbaa !64
  store i32 0, ptr %23, align 8, !tbaa !67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, i8 0, i64 16, i1 false)
  br label %685

644:                                              ; preds = %52
  %645 = ptrtoint ptr %53 to i64
  %646 = sub i64 %28, %645
  %647 = icmp sgt i64 %646, 3
  br i1 %647, label %649, label %648

648:                                              ; preds = %644
  store i64 4, ptr %30, align 8, !tbaa !74
  store i64 8, ptr %27, align 8, !tbaa !73
  store i32 13, ptr %26, align 4, !tbaa !64
  br label %651

649:                                              ; preds = %644
  %650 = getelementptr inbounds i8, ptr %53, i64 4
  br label %665

651:                                              ; preds = %63, %648
  %652 = phi i64 [ %65, %63 ], [ %646, %648 ]
  %653 = load i64, ptr %27, align 8, !tbaa !73
  %654 = load i64, ptr %30, align 8, !tbaa !74
  %655 = sub i64 %653, %654
  %656 = tail call i64 @llvm.umin.i64(i64 %655, i64 %652)
  %657 = getelementptr inbounds i8, ptr %31, i64 %654
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %657, ptr align 1 %53, i64 %656, i1 false)
  %658 = getelementptr inbounds i8, ptr %53, i64 %656
  %659 = load i64, ptr %30, align 8, !tbaa !74
  %660 = add i64 %659, %656
  store i64 %660, ptr %30, align 8, !tbaa !74
  %661 = load i64, ptr %27, align 8, !tbaa !73
  %662 = icmp ult i64 %660, %661
  br i1 %662, label %663, label %665

663:                                              ; preds = %651
  %664 = sub i64 %661, %660
  br label %685

665:                                              ; preds = %649, %651
  %666 = phi ptr [ %53, %649 ], [ %32, %651 ]
  %667 = phi ptr [ %650, %649 ], [ %658, %651 ]
  %668 = load i32, ptr %666, align 1
  %669 = zext i32 %668 to i64
  store i64 %669, ptr %33, align 8, !tbaa !81
  store i64 %669, ptr %27, align 8, !tbaa !73
  store i32 14, ptr %26, align 4, !tbaa !64
  br label %679

670:                                              ; preds = %52
  %671 = load i64, ptr %27, align 8, !tbaa !73
  %672 = ptrtoint ptr %53 to i64
  %673 = sub i64 %28, %672
  %674 = tail call i64 @llvm.umin.i64(i64 %671, i64 %673)
  %675 = getelementptr inbounds i8, ptr %53, i64 %674
  %676 = sub i64 %671, %674
  store i64 %676, ptr %27, align 8, !tbaa !73
  %677 = icmp eq i64 %676, 0
  br i1 %677, label %678, label %685

678:                                              ; preds = %670
  store i32 0, ptr %26, align 4, !tbaa !64
  store i32 0, ptr %23, align 8, !tbaa !67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, i8 0, i64 16, i1 false)
  br label %685

679:                                              ; preds = %205, %204, %194, %472, %300, %100, %78, %52, %665, %604, %341, %335
  %680 = phi i64 [ %55, %52 ], [ %55, %665 ], [ %55, %604 ], [ %55, %341 ], [ %55, %335 ], [ %55, %300 ], [ %55, %100 ], [ %55, %78 ], [ %55, %472 ], [ %55, %194 ], [ %55, %204 ], [ %211, %205 ]
  %681 = phi i32 [ 1, %52 ], [ 1, %665 ], [ 1, %604 ], [ 1, %341 ], [ 1, %335 ], [ 1, %300 ], [ 1, %100 ], [ 1, %78 ], [ 1, %472 ], [ 1, %194 ], [ 1, %204 ], [ %212, %205 ]
  %682 = phi ptr [ %54, %52 ], [ %54, %665 ], [ %602, %604 ], [ %54, %341 ], [ %54, %335 ], [ %293, %300 ], [ %54, %100 ], [ %54, %78 ], [ %473, %472 ], [ %54, %194 ], [ %54, %204 ], [ %54, %205 ]
  %683 = phi ptr [ %53, %52 ], [ %667, %665 ], [ %540, %604 ], [ %53, %341 ], [ %328, %335 ], [ %292, %300 ], [ %94, %100 ], [ %81, %78 ], [ %370, %472 ], [ %186, %194 ], [ %186, %204 ], [ %186, %205 ]
  %684 = icmp eq i32 %681, 0
  br i1 %684, label %685, label %52, !llvm.loop !85

685:                                              ; preds = %318, %599, %679, %678, %670, %97, %182, %302, %360, %611, %643, %632, %663
  %686 = phi ptr [ %675, %678 ], [ %675, %670 ], [ %94, %97 ], [ %176, %182 ], [ %292, %302 ], [ %355, %360 ], [ %53, %611 ], [ %636, %643 ], [ %626, %632 ], [ %658, %663 ], [ %540, %599 ], [ %324, %318 ], [ %683, %679 ]
  %687 = phi ptr [ %54, %678 ], [ %54, %670 ], [ %54, %97 ], [ %54, %182 ], [ %293, %302 ], [ %54, %360 ], [ %54, %611 ], [ %54, %643 ], [ %54, %632 ], [ %54, %663 ], [ %602, %599 ], [ %54, %318 ], [ %682, %679 ]
  %688 = phi i64 [ 0, %678 ], [ %676, %670 ], [ %99, %97 ], [ %183, %182 ], [ %308, %302 ], [ %366, %360 ], [ 0, %611 ], [ 0, %643 ], [ %633, %632 ], [ %664, %663 ], [ 4, %599 ], [ %55, %318 ], [ %680, %679 ]
  %689 = load i32, ptr %43, align 4, !tbaa !77
  %690 = icmp eq i32 %689, 0
  br i1 %690, label %691, label %735

691:                                              ; preds = %685
  %692 = load ptr, ptr %29, align 8, !tbaa !84
  %693 = load ptr, ptr %45, align 8, !tbaa !66
  %694 = icmp eq ptr %692, %693
  %695 = icmp eq ptr %692, null
  %696 = or i1 %695, %694
  br i1 %696, label %735, label %697

697:                                              ; preds = %691
  br i1 %15, label %701, label %698

698:                                              ; preds = %697
  %699 = load i32, ptr %5, align 4, !tbaa !86
  %700 = icmp eq i32 %699, 0
  br i1 %700, label %701, label %735

701:                                              ; preds = %697, %698
  %702 = load i32, ptr %26, align 4, !tbaa !64
  %703 = add i32 %702, -2
  %704 = icmp ult i32 %703, 8
  br i1 %704, label %705, label %735

705:                                              ; preds = %701
  %706 = icmp eq i32 %702, 9
  br i1 %706, label %707, label %727

707:                                              ; preds = %705
  %708 = load ptr, ptr %42, align 8, !tbaa !79
  %709 = ptrtoint ptr %708 to i64
  %710 = ptrtoint ptr %693 to i64
  %711 = sub i64 %709, %710
  %712 = load i64, ptr %47, align 8, !tbaa !72
  %713 = load i64, ptr %41, align 8, !tbaa !83
  %714 = getelementptr inbounds i8, ptr %692, i64 %713
  %715 = load i64, ptr %48, align 8, !tbaa !71
  %716 = sub i64 0, %715
  %717 = getelementptr inbounds i8, ptr %714, i64 %716
  %718 = tail call i64 @llvm.usub.sat.i64(i64 65536, i64 %712)
  %719 = tail call i64 @llvm.umin.i64(i64 %718, i64 %711)
  %720 = getelementptr inbounds i8, ptr %693, i64 %711
  %721 = sub nsw i64 0, %719
  %722 = getelementptr inbounds i8, ptr %720, i64 %721
  %723 = getelementptr inbounds i8, ptr %717, i64 %721
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %722, ptr nonnull align 1 %723, i64 %719, i1 false)
  %724 = load ptr, ptr %45, align 8, !tbaa !66
  store ptr %724, ptr %29, align 8, !tbaa !84
  %725 = load i64, ptr %48, align 8, !tbaa !71
  %726 = add i64 %725, %711
  store i64 %726, ptr %41, align 8, !tbaa !83
  br label %735

727:                                              ; preds = %705
  %728 = load i64, ptr %41, align 8, !tbaa !83
  %729 = getelementptr inbounds i8, ptr %692, i64 %728
  %730 = tail call i64 @llvm.umin.i64(i64 %728, i64 65536)
  %731 = sub nsw i64 0, %730
  %732 = getelementptr inbounds i8, ptr %729, i64 %731
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %693, ptr nonnull align 1 %732, i64 %730, i1 false)
  %733 = load ptr, ptr %45, align 8, !tbaa !66
  store ptr %733, ptr %29, align 8, !tbaa !84
  store i64 %730, ptr %41, align 8, !tbaa !83
  %734 = getelementptr inbounds i8, ptr %733, i64 %730
  store ptr %734, ptr %42, align 8, !tbaa !79
  br label %735

735:                                              ; preds = %707, %727, %701, %698, %691, %685
  %736 = ptrtoint ptr %686 to i64
  %737 = ptrtoint ptr %3 to i64
  %738 = sub i64 %736, %737
  store i64 %738, ptr %4, align 8, !tbaa !5
  %739 = ptrtoint ptr %687 to i64
  %740 = sub i64 %739, %44
  store i64 %740, ptr %2, align 8, !tbaa !5
  br label %741

741:                                              ; preds = %331, %501, %392, %373, %195, %138, %156, %82, %78, %639, %605, %735, %103
  %742 = phi i64 [ %105, %103 ], [ %688, %735 ], [ -14, %605 ], [ -18, %639 ], [ -7, %331 ], [ -16, %501 ], [ -16, %392 ], [ -7, %373 ], [ -2, %195 ], [ -9, %156 ], [ -9, %138 ], [ 7, %82 ], [ %79, %78 ]
  ret i64 %742
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @LZ4F_decodeHeader(ptr noundef writeonly %0, ptr noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = icmp ult i64 %2, 7
  br i1 %4, label %116, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %7 = load i32, ptr %1, align 1
  %8 = and i32 %7, -16
  %9 = icmp eq i32 %8, 407710288
  br i1 %9, label %10, label %17

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 1, ptr %11, align 4, !tbaa !87
  %12 = getelementptr inbounds i8, ptr %0, i64 268
  %13 = icmp eq ptr %12, %1
  br i1 %13, label %14, label %112

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 104
  store i64 %2, ptr %15, align 8, !tbaa !74
  %16 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 8, ptr %16, align 8, !tbaa !73
  br label %112

17:                                               ; preds = %5
  %18 = icmp eq i32 %7, 407708164
  br i1 %18, label %19, label %116

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %1, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !17
  %22 = zext i8 %21 to i32
  %23 = lshr i32 %22, 4
  %24 = and i32 %23, 1
  %25 = lshr i32 %22, 5
  %26 = and i32 %25, 1
  %27 = lshr i32 %22, 2
  %28 = and i32 %27, 1
  %29 = and i32 %22, 1
  %30 = and i32 %22, 2
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %116

32:                                               ; preds = %19
  %33 = and i32 %22, 192
  %34 = icmp eq i32 %33, 64
  br i1 %34, label %35, label %116

35:                                               ; preds = %32
  %36 = and i32 %22, 8
  %37 = icmp eq i32 %36, 0
  %38 = or disjoint i32 %36, 7
  %39 = icmp eq i32 %29, 0
  %40 = shl nuw nsw i32 %29, 2
  %41 = add nuw nsw i32 %38, %40
  %42 = zext nneg i32 %41 to i64
  %43 = icmp ugt i64 %42, %2
  br i1 %43, label %44, label %51

44:                                               ; preds = %35
  %45 = getelementptr inbounds i8, ptr %0, i64 268
  %46 = icmp eq ptr %45, %1
  br i1 %46, label %48, label %47

47:                                               ; preds = %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %45, ptr nonnull align 1 %1, i64 %2, i1 false)
  br label %48

48:                                               ; preds = %47, %44
  %49 = getelementptr inbounds i8, ptr %0, i64 104
  store i64 %2, ptr %49, align 8, !tbaa !74
  %50 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 %42, ptr %50, align 8, !tbaa !73
  br label %112

51:                                               ; preds = %35
  %52 = getelementptr inbounds i8, ptr %1, i64 5
  %53 = load i8, ptr %52, align 1, !tbaa !17
  %54 = zext i8 %53 to i32
  %55 = lshr i32 %54, 4
  %56 = and i32 %55, 7
  %57 = icmp sgt i8 %53, -1
  br i1 %57, label %58, label %116

58:                                               ; preds = %51
  %59 = icmp ult i32 %56, 4
  br i1 %59, label %116, label %60

60:                                               ; preds = %58
  %61 = and i32 %54, 15
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %116

63:                                               ; preds = %60
  %64 = add nsw i64 %42, -5
  %65 = tail call i32 @XXH32(ptr noundef nonnull %20, i64 noundef %64, i32 noundef 0) #14
  %66 = lshr i32 %65, 8
  %67 = trunc i32 %66 to i8
  %68 = getelementptr i8, ptr %1, i64 %42
  %69 = getelementptr i8, ptr %68, i64 -1
  %70 = load i8, ptr %69, align 1, !tbaa !17
  %71 = icmp eq i8 %70, %67
  br i1 %71, label %72, label %116

72:                                               ; preds = %63
  %73 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %26, ptr %73, align 4, !tbaa !77
  %74 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %24, ptr %74, align 4, !tbaa !80
  %75 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %28, ptr %75, align 8, !tbaa !75
  store i32 %56, ptr %6, align 8, !tbaa !88
  %76 = add nsw i32 %56, -4
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [4 x i64], ptr @LZ4F_getBlockSize.blockSizes, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 %79, ptr %80, align 8, !tbaa !76
  br i1 %37, label %107, label %81

81:                                               ; preds = %72
  %82 = getelementptr inbounds i8, ptr %1, i64 6
  %83 = load i32, ptr %82, align 1
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %1, i64 10
  %86 = load i8, ptr %85, align 1, !tbaa !17
  %87 = zext i8 %86 to i64
  %88 = shl nuw nsw i64 %87, 32
  %89 = or disjoint i64 %88, %84
  %90 = getelementptr inbounds i8, ptr %1, i64 11
  %91 = load i8, ptr %90, align 1, !tbaa !17
  %92 = zext i8 %91 to i64
  %93 = shl nuw nsw i64 %92, 40
  %94 = or disjoint i64 %89, %93
  %95 = getelementptr inbounds i8, ptr %1, i64 12
  %96 = load i8, ptr %95, align 1, !tbaa !17
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 48
  %99 = or disjoint i64 %94, %98
  %100 = getelementptr inbounds i8, ptr %1, i64 13
  %101 = load i8, ptr %100, align 1, !tbaa !17
  %102 = zext i8 %101 to i64
  %103 = shl nuw i64 %102, 56
  %104 = or disjoint i64 %99, %103
  %105 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 %104, ptr %105, align 8, !tbaa !81
  %106 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 %104, ptr %106, align 8, !tbaa !82
  br label %107

107:                                              ; preds = %81, %72
  br i1 %39, label %112, label %108

108:                                              ; preds = %107
  %109 = getelementptr inbounds i8, ptr %68, i64 -5
  %110 = load i32, ptr %109, align 1
  %111 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 %110, ptr %111, align 8, !tbaa !89
  br label %112

112:                                              ; preds = %107, %108, %10, %14, %48
  %113 = phi i32 [ 1, %48 ], [ 13, %14 ], [ 12, %10 ], [ 2, %108 ], [ 2, %107 ]
  %114 = phi i64 [ %2, %48 ], [ %2, %14 ], [ 4, %10 ], [ %42, %108 ], [ %42, %107 ]
  %115 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 %113, ptr %115, align 4, !tbaa !64
  br label %116

116:                                              ; preds = %112, %60, %58, %51, %32, %19, %63, %17, %3
  %117 = phi i64 [ -12, %3 ], [ -13, %17 ], [ -17, %63 ], [ -8, %19 ], [ -6, %32 ], [ -2, %58 ], [ -8, %51 ], [ -8, %60 ], [ %114, %112 ]
  ret i64 %117
}

declare i32 @XXH32_update(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #6

declare i32 @XXH32(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_decompress_safe_usingDict(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_decompress_usingDict(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, ptr nocapture noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = getelementptr inbounds i8, ptr %0, i64 68
  %10 = load i32, ptr %9, align 4, !tbaa !64
  %11 = icmp ult i32 %10, 3
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr %5, ptr %13, align 8, !tbaa !84
  %14 = getelementptr inbounds i8, ptr %0, i64 136
  store i64 %6, ptr %14, align 8, !tbaa !83
  br label %15

15:                                               ; preds = %12, %8
  %16 = tail call i64 @LZ4F_decompress(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %7)
  ret i64 %16
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

declare i32 @LZ4_sizeofState() local_unnamed_addr #6

declare i32 @LZ4_sizeofStateHC() local_unnamed_addr #6

declare void @LZ4_resetStream_fast(ptr noundef) local_unnamed_addr #6

declare void @LZ4_attach_dictionary(ptr noundef, ptr noundef) local_unnamed_addr #6

declare void @LZ4_resetStreamHC_fast(ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @LZ4_attach_HC_dictionary(ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @LZ4F_doNotCompressBlock(ptr nocapture readnone %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i32 %4, i32 %5, ptr nocapture readnone %6) unnamed_addr #0 {
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @LZ4F_compressBlock(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly %6) unnamed_addr #5 {
  %8 = icmp slt i32 %5, 0
  %9 = sub i32 1, %5
  %10 = select i1 %8, i32 %9, i32 1
  %11 = icmp slt i32 %5, 3
  br i1 %11, label %12, label %19

12:                                               ; preds = %7
  %13 = icmp eq ptr %6, null
  br i1 %13, label %17, label %14

14:                                               ; preds = %12
  tail call void @LZ4_resetStream_fast(ptr noundef %0) #14
  %15 = getelementptr inbounds i8, ptr %6, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !46
  br label %17

17:                                               ; preds = %14, %12
  %18 = phi ptr [ %16, %14 ], [ null, %12 ]
  tail call void @LZ4_attach_dictionary(ptr noundef %0, ptr noundef %18) #14
  br label %26

19:                                               ; preds = %7
  tail call void @LZ4_resetStreamHC_fast(ptr noundef %0, i32 noundef %5) #14
  %20 = icmp eq ptr %6, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %6, i64 48
  %23 = load ptr, ptr %22, align 8, !tbaa !48
  br label %24

24:                                               ; preds = %21, %19
  %25 = phi ptr [ %23, %21 ], [ null, %19 ]
  tail call void @LZ4_attach_HC_dictionary(ptr noundef %0, ptr noundef %25) #14
  br label %26

26:                                               ; preds = %17, %24
  %27 = icmp eq ptr %6, null
  br i1 %27, label %30, label %28

28:                                               ; preds = %26
  %29 = tail call i32 @LZ4_compress_fast_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %10) #14
  br label %32

30:                                               ; preds = %26
  %31 = tail call i32 @LZ4_compress_fast_extState_fastReset(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %10) #14
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %29, %28 ], [ %31, %30 ]
  ret i32 %33
}

; Function Attrs: nounwind uwtable
define internal i32 @LZ4F_compressBlock_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr nocapture readnone %6) unnamed_addr #5 {
  %8 = icmp slt i32 %5, 0
  %9 = sub i32 1, %5
  %10 = select i1 %8, i32 %9, i32 1
  %11 = tail call i32 @LZ4_compress_fast_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %10) #14
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @LZ4F_compressBlockHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly %6) unnamed_addr #5 {
  %8 = icmp slt i32 %5, 3
  br i1 %8, label %9, label %16

9:                                                ; preds = %7
  %10 = icmp eq ptr %6, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %9
  tail call void @LZ4_resetStream_fast(ptr noundef %0) #14
  %12 = getelementptr inbounds i8, ptr %6, i64 40
  %13 = load ptr, ptr %12, align 8, !tbaa !46
  br label %14

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %13, %11 ], [ null, %9 ]
  tail call void @LZ4_attach_dictionary(ptr noundef %0, ptr noundef %15) #14
  br label %23

16:                                               ; preds = %7
  tail call void @LZ4_resetStreamHC_fast(ptr noundef %0, i32 noundef %5) #14
  %17 = icmp eq ptr %6, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %6, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !48
  br label %21

21:                                               ; preds = %18, %16
  %22 = phi ptr [ %20, %18 ], [ null, %16 ]
  tail call void @LZ4_attach_HC_dictionary(ptr noundef %0, ptr noundef %22) #14
  br label %23

23:                                               ; preds = %14, %21
  %24 = icmp eq ptr %6, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %23
  %26 = tail call i32 @LZ4_compress_HC_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #14
  br label %29

27:                                               ; preds = %23
  %28 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #14
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define internal i32 @LZ4F_compressBlockHC_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 %5, ptr nocapture readnone %6) unnamed_addr #5 {
  %8 = tail call i32 @LZ4_compress_HC_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #14
  ret i32 %8
}

declare i32 @LZ4_compress_fast_continue(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_compress_fast_extState_fastReset(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_compress_HC_continue(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_saveDict(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #6

declare i32 @LZ4_saveDictHC(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 36}
!12 = !{!"", !13, i64 0, !10, i64 32, !10, i64 36, !10, i64 40, !7, i64 44}
!13 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !14, i64 16, !10, i64 24, !10, i64 28}
!14 = !{!"long long", !7, i64 0}
!15 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9, i64 16, i64 8, !16, i64 24, i64 4, !9, i64 28, i64 4, !9, i64 32, i64 4, !9, i64 36, i64 4, !9, i64 40, i64 4, !9, i64 44, i64 12, !17}
!16 = !{!14, !14, i64 0}
!17 = !{!7, !7, i64 0}
!18 = !{!12, !14, i64 16}
!19 = !{!12, !10, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!12, !10, i64 4}
!23 = !{!24, !10, i64 0}
!24 = !{!"", !10, i64 0, !7, i64 4}
!25 = !{!26, !10, i64 40}
!26 = !{!"LZ4F_cctx_s", !27, i64 0, !12, i64 32, !10, i64 88, !10, i64 92, !28, i64 96, !6, i64 104, !6, i64 112, !28, i64 120, !28, i64 128, !6, i64 136, !6, i64 144, !29, i64 152, !28, i64 200, !30, i64 208, !30, i64 210, !10, i64 212}
!27 = !{!"", !28, i64 0, !28, i64 8, !28, i64 16, !28, i64 24}
!28 = !{!"any pointer", !7, i64 0}
!29 = !{!"XXH32_state_s", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !7, i64 24, !10, i64 40, !10, i64 44}
!30 = !{!"short", !7, i64 0}
!31 = !{!26, !10, i64 92}
!32 = !{!26, !6, i64 112}
!33 = !{!26, !14, i64 48}
!34 = !{!26, !6, i64 144}
!35 = !{!26, !10, i64 64}
!36 = !{!26, !30, i64 208}
!37 = !{!26, !28, i64 200}
!38 = !{!26, !30, i64 210}
!39 = !{!26, !10, i64 32}
!40 = !{!26, !6, i64 104}
!41 = !{!26, !10, i64 36}
!42 = !{!26, !28, i64 120}
!43 = !{!26, !28, i64 128}
!44 = !{!26, !6, i64 136}
!45 = !{!26, !28, i64 96}
!46 = !{!47, !28, i64 40}
!47 = !{!"LZ4F_CDict_s", !27, i64 0, !28, i64 32, !28, i64 40, !28, i64 48}
!48 = !{!47, !28, i64 48}
!49 = !{!12, !10, i64 32}
!50 = !{!12, !10, i64 40}
!51 = !{!26, !10, i64 60}
!52 = !{!26, !10, i64 56}
!53 = !{!26, !10, i64 88}
!54 = !{i64 0, i64 8, !55, i64 8, i64 8, !55, i64 16, i64 8, !55, i64 24, i64 8, !55}
!55 = !{!28, !28, i64 0}
!56 = !{!47, !28, i64 32}
!57 = !{!12, !10, i64 28}
!58 = !{!12, !10, i64 8}
!59 = !{!26, !10, i64 212}
!60 = distinct !{!60, !21}
!61 = !{!26, !10, i64 68}
!62 = !{!63, !10, i64 64}
!63 = !{!"LZ4F_dctx_s", !27, i64 0, !13, i64 32, !10, i64 64, !10, i64 68, !6, i64 72, !6, i64 80, !6, i64 88, !28, i64 96, !6, i64 104, !6, i64 112, !28, i64 120, !28, i64 128, !6, i64 136, !28, i64 144, !6, i64 152, !6, i64 160, !29, i64 168, !29, i64 216, !10, i64 264, !7, i64 268}
!64 = !{!63, !10, i64 68}
!65 = !{!63, !28, i64 96}
!66 = !{!63, !28, i64 120}
!67 = !{!63, !10, i64 264}
!68 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9, i64 16, i64 8, !16, i64 24, i64 4, !9, i64 28, i64 4, !9}
!69 = !{!70, !10, i64 4}
!70 = !{!"", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!71 = !{!63, !6, i64 160}
!72 = !{!63, !6, i64 152}
!73 = !{!63, !6, i64 112}
!74 = !{!63, !6, i64 104}
!75 = !{!63, !10, i64 40}
!76 = !{!63, !6, i64 80}
!77 = !{!63, !10, i64 36}
!78 = !{!63, !6, i64 88}
!79 = !{!63, !28, i64 144}
!80 = !{!63, !10, i64 60}
!81 = !{!63, !14, i64 48}
!82 = !{!63, !6, i64 72}
!83 = !{!63, !6, i64 136}
!84 = !{!63, !28, i64 128}
!85 = distinct !{!85, !21}
!86 = !{!70, !10, i64 0}
!87 = !{!63, !10, i64 44}
!88 = !{!63, !10, i64 32}
!89 = !{!63, !10, i64 56}
