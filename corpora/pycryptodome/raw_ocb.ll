; ModuleID = 'src/raw_ocb.c'
source_filename = "src/raw_ocb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_start_operation(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3, ptr noundef writeonly %4) local_unnamed_addr #0 {
  %6 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  %7 = icmp eq ptr %0, null
  %8 = icmp eq ptr %1, null
  %9 = or i1 %7, %8
  %10 = icmp eq ptr %4, null
  %11 = or i1 %9, %10
  br i1 %11, label %84, label %12

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i64, ptr %13, align 8, !tbaa !5
  %15 = icmp eq i64 %14, 16
  br i1 %15, label %16, label %84

16:                                               ; preds = %12
  %17 = add i64 %2, -16
  %18 = icmp ult i64 %17, -15
  br i1 %18, label %84, label %19

19:                                               ; preds = %16
  %20 = add i64 %3, -17
  %21 = icmp ult i64 %20, -16
  br i1 %21, label %84, label %22

22:                                               ; preds = %19
  %23 = tail call noalias dereferenceable_or_null(1160) ptr @calloc(i64 noundef 1, i64 noundef 1160) #10
  %24 = icmp eq ptr %23, null
  br i1 %24, label %84, label %25

25:                                               ; preds = %22
  store ptr %0, ptr %23, align 8, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  %26 = load ptr, ptr %0, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %23, i64 8
  %28 = call i32 %26(ptr noundef nonnull %0, ptr noundef nonnull %6, ptr noundef nonnull %27, i64 noundef 16) #9
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %82

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %23, i64 24
  call fastcc void @double_L(ptr noundef nonnull %31, ptr noundef nonnull %27)
  %32 = getelementptr inbounds i8, ptr %23, i64 40
  call fastcc void @double_L(ptr noundef nonnull %32, ptr noundef nonnull %31)
  %33 = getelementptr inbounds i8, ptr %23, i64 55
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %23, i64 54
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %23, i64 53
  %38 = load i8, ptr %37, align 1, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %23, i64 52
  %40 = load i8, ptr %39, align 1, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %23, i64 48
  %42 = load <4 x i8>, ptr %41, align 1, !tbaa !14
  %43 = load <8 x i8>, ptr %32, align 1, !tbaa !14
  br label %44

44:                                               ; preds = %30, %44
  %45 = phi i8 [ %40, %30 ], [ %59, %44 ]
  %46 = phi i8 [ %38, %30 ], [ %57, %44 ]
  %47 = phi i8 [ %36, %30 ], [ %55, %44 ]
  %48 = phi i8 [ %34, %30 ], [ %72, %44 ]
  %49 = phi i64 [ 1, %30 ], [ %73, %44 ]
  %50 = phi <8 x i8> [ %43, %30 ], [ %68, %44 ]
  %51 = phi <4 x i8> [ %42, %30 ], [ %63, %44 ]
  %52 = getelementptr inbounds [65 x [16 x i8]], ptr %32, i64 0, i64 %49
  %53 = shl i8 %48, 1
  %54 = getelementptr inbounds i8, ptr %52, i64 15
  %55 = call i8 @llvm.fshl.i8(i8 %47, i8 %48, i8 1)
  %56 = getelementptr inbounds i8, ptr %52, i64 14
  store i8 %55, ptr %56, align 1, !tbaa !14
  %57 = call i8 @llvm.fshl.i8(i8 %46, i8 %47, i8 1)
  %58 = getelementptr inbounds i8, ptr %52, i64 13
  store i8 %57, ptr %58, align 1, !tbaa !14
  %59 = call i8 @llvm.fshl.i8(i8 %45, i8 %46, i8 1)
  %60 = getelementptr inbounds i8, ptr %52, i64 12
  store i8 %59, ptr %60, align 1, !tbaa !14
  %61 = shufflevector <4 x i8> %51, <4 x i8> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 poison>
  %62 = insertelement <4 x i8> %61, i8 %45, i64 3
  %63 = call <4 x i8> @llvm.fshl.v4i8(<4 x i8> %51, <4 x i8> %62, <4 x i8> <i8 1, i8 1, i8 1, i8 1>)
  %64 = getelementptr inbounds i8, ptr %52, i64 8
  store <4 x i8> %63, ptr %64, align 1, !tbaa !14
  %65 = shufflevector <8 x i8> %50, <8 x i8> poison, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %66 = shufflevector <4 x i8> %51, <4 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %67 = shufflevector <8 x i8> %65, <8 x i8> %66, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>
  %68 = call <8 x i8> @llvm.fshl.v8i8(<8 x i8> %50, <8 x i8> %67, <8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  store <8 x i8> %68, ptr %52, align 1, !tbaa !14
  %69 = extractelement <8 x i8> %50, i64 0
  %70 = icmp slt i8 %69, 0
  %71 = select i1 %70, i8 -121, i8 0
  %72 = xor i8 %71, %53
  store i8 %72, ptr %54, align 1, !tbaa !14
  %73 = add nuw nsw i64 %49, 1
  %74 = icmp eq i64 %73, 65
  br i1 %74, label %75, label %44, !llvm.loop !15

75:                                               ; preds = %44
  %76 = getelementptr inbounds i8, ptr %23, i64 1128
  %77 = call fastcc i32 @compute_offset_0(ptr noundef nonnull %23, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef nonnull %76)
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %23, i64 1120
  store i64 1, ptr %80, align 8, !tbaa !17
  %81 = getelementptr inbounds i8, ptr %23, i64 1080
  store i64 1, ptr %81, align 8, !tbaa !18
  store ptr %23, ptr %4, align 8, !tbaa !19
  br label %84

82:                                               ; preds = %75, %25
  %83 = phi i32 [ %28, %25 ], [ %77, %75 ]
  call void @free(ptr noundef nonnull %23) #9
  br label %84

84:                                               ; preds = %22, %19, %16, %12, %5, %82, %79
  %85 = phi i32 [ %83, %82 ], [ 0, %79 ], [ 1, %5 ], [ 12, %12 ], [ 7, %16 ], [ 13, %19 ], [ 2, %22 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  ret i32 %85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @double_L(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 15
  %4 = load i8, ptr %3, align 1, !tbaa !14
  %5 = shl i8 %4, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %5, ptr %6, align 1, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %1, i64 14
  %8 = load i8, ptr %7, align 1, !tbaa !14
  %9 = tail call i8 @llvm.fshl.i8(i8 %8, i8 %4, i8 1)
  %10 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %9, ptr %10, align 1, !tbaa !14
  %11 = getelementptr inbounds i8, ptr %1, i64 13
  %12 = load i8, ptr %11, align 1, !tbaa !14
  %13 = tail call i8 @llvm.fshl.i8(i8 %12, i8 %8, i8 1)
  %14 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %13, ptr %14, align 1, !tbaa !14
  %15 = getelementptr inbounds i8, ptr %1, i64 12
  %16 = load i8, ptr %15, align 1, !tbaa !14
  %17 = tail call i8 @llvm.fshl.i8(i8 %16, i8 %12, i8 1)
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %17, ptr %18, align 1, !tbaa !14
  %19 = getelementptr inbounds i8, ptr %1, i64 11
  %20 = load i8, ptr %19, align 1, !tbaa !14
  %21 = tail call i8 @llvm.fshl.i8(i8 %20, i8 %16, i8 1)
  %22 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %21, ptr %22, align 1, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %1, i64 10
  %24 = load i8, ptr %23, align 1, !tbaa !14
  %25 = tail call i8 @llvm.fshl.i8(i8 %24, i8 %20, i8 1)
  %26 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %25, ptr %26, align 1, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %1, i64 9
  %28 = load i8, ptr %27, align 1, !tbaa !14
  %29 = tail call i8 @llvm.fshl.i8(i8 %28, i8 %24, i8 1)
  %30 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %29, ptr %30, align 1, !tbaa !14
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load i8, ptr %31, align 1, !tbaa !14
  %33 = tail call i8 @llvm.fshl.i8(i8 %32, i8 %28, i8 1)
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %33, ptr %34, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %1, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = tail call i8 @llvm.fshl.i8(i8 %36, i8 %32, i8 1)
  %38 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %37, ptr %38, align 1, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %1, i64 6
  %40 = load i8, ptr %39, align 1, !tbaa !14
  %41 = tail call i8 @llvm.fshl.i8(i8 %40, i8 %36, i8 1)
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %1, i64 5
  %44 = load i8, ptr %43, align 1, !tbaa !14
  %45 = tail call i8 @llvm.fshl.i8(i8 %44, i8 %40, i8 1)
  %46 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %45, ptr %46, align 1, !tbaa !14
  %47 = getelementptr inbounds i8, ptr %1, i64 4
  %48 = load i8, ptr %47, align 1, !tbaa !14
  %49 = tail call i8 @llvm.fshl.i8(i8 %48, i8 %44, i8 1)
  %50 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %49, ptr %50, align 1, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %1, i64 3
  %52 = load i8, ptr %51, align 1, !tbaa !14
  %53 = tail call i8 @llvm.fshl.i8(i8 %52, i8 %48, i8 1)
  %54 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %53, ptr %54, align 1, !tbaa !14
  %55 = getelementptr inbounds i8, ptr %1, i64 2
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = tail call i8 @llvm.fshl.i8(i8 %56, i8 %52, i8 1)
  %58 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %57, ptr %58, align 1, !tbaa !14
  %59 = getelementptr inbounds i8, ptr %1, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !14
  %61 = tail call i8 @llvm.fshl.i8(i8 %60, i8 %56, i8 1)
  %62 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %61, ptr %62, align 1, !tbaa !14
  %63 = load i8, ptr %1, align 1, !tbaa !14
  %64 = tail call i8 @llvm.fshl.i8(i8 %63, i8 %60, i8 1)
  %65 = lshr i8 %63, 7
  %66 = zext nneg i8 %65 to i32
  store i8 %64, ptr %0, align 1, !tbaa !14
  %67 = shl nuw nsw i32 %66, 1
  %68 = or disjoint i32 %67, %66
  %69 = shl nuw nsw i32 %68, 2
  %70 = or disjoint i32 %69, %68
  %71 = shl nuw nsw i32 %70, 4
  %72 = or i32 %71, %70
  %73 = load i8, ptr %6, align 1, !tbaa !14
  %74 = trunc i32 %72 to i8
  %75 = and i8 %74, -121
  %76 = xor i8 %73, %75
  store i8 %76, ptr %6, align 1, !tbaa !14
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @compute_offset_0(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #0 {
  %6 = alloca [16 x i8], align 16
  %7 = alloca [24 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  %8 = trunc i64 %3 to i8
  %9 = shl i8 %8, 4
  store i8 %9, ptr %6, align 16, !tbaa !14
  %10 = sub nuw nsw i64 15, %2
  %11 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !14
  %13 = or i8 %12, 1
  store i8 %13, ptr %11, align 1, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  %15 = sub nsw i64 0, %2
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr align 1 %1, i64 %2, i1 false)
  %17 = getelementptr inbounds i8, ptr %6, i64 15
  %18 = load i8, ptr %17, align 1, !tbaa !14
  %19 = and i8 %18, -64
  store i8 %19, ptr %17, align 1, !tbaa !14
  %20 = load ptr, ptr %0, align 8, !tbaa !11
  %21 = load ptr, ptr %20, align 8, !tbaa !13
  %22 = call i32 %21(ptr noundef nonnull %20, ptr noundef nonnull %6, ptr noundef nonnull %7, i64 noundef 16) #9
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %51

24:                                               ; preds = %5
  %25 = and i8 %18, 63
  %26 = zext nneg i8 %25 to i32
  %27 = load <16 x i8>, ptr %7, align 16
  %28 = shufflevector <16 x i8> %27, <16 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %29 = getelementptr inbounds i8, ptr %7, i64 1
  %30 = getelementptr inbounds i8, ptr %7, i64 16
  %31 = load <8 x i8>, ptr %29, align 1, !tbaa !14
  %32 = shufflevector <8 x i8> %28, <8 x i8> %31, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %33 = xor <8 x i8> %31, %32
  store <8 x i8> %33, ptr %30, align 16, !tbaa !14
  %34 = lshr i32 %26, 3
  %35 = zext nneg i32 %34 to i64
  %36 = and i32 %26, 7
  %37 = sub nuw nsw i32 8, %36
  %38 = insertelement <16 x i32> poison, i32 %37, i64 0
  %39 = shufflevector <16 x i32> %38, <16 x i32> poison, <16 x i32> zeroinitializer
  %40 = getelementptr inbounds [24 x i8], ptr %7, i64 0, i64 %35
  %41 = load <16 x i8>, ptr %40, align 1, !tbaa !14
  %42 = zext <16 x i8> %41 to <16 x i32>
  %43 = shl nuw nsw <16 x i32> %42, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %44 = add nuw nsw i64 %35, 1
  %45 = getelementptr inbounds [24 x i8], ptr %7, i64 0, i64 %44
  %46 = load <16 x i8>, ptr %45, align 1, !tbaa !14
  %47 = zext <16 x i8> %46 to <16 x i32>
  %48 = or disjoint <16 x i32> %43, %47
  %49 = lshr <16 x i32> %48, %39
  %50 = trunc <16 x i32> %49 to <16 x i8>
  store <16 x i8> %50, ptr %4, align 1, !tbaa !14
  br label %51

51:                                               ; preds = %24, %5
  %52 = phi i32 [ %22, %5 ], [ 0, %24 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  ret i32 %52
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_encrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = tail call fastcc i32 @transcrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i32 noundef 0)
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @transcrypt_at(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i32 noundef %6) unnamed_addr #0 {
  %8 = alloca [128 x i8], align 16
  %9 = alloca [128 x i8], align 16
  %10 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #9
  %11 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %12 = insertelement <4 x ptr> %11, ptr %1, i64 1
  %13 = insertelement <4 x ptr> %12, ptr %2, i64 2
  %14 = insertelement <4 x ptr> %13, ptr %5, i64 3
  %15 = icmp eq <4 x ptr> %14, zeroinitializer
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  br i1 %17, label %18, label %244

18:                                               ; preds = %7
  %19 = xor i64 %3, -1
  %20 = icmp ult i64 %19, %4
  br i1 %20, label %244, label %21

21:                                               ; preds = %18
  %22 = and i64 %3, 15
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %244

24:                                               ; preds = %21
  %25 = and i64 %4, 15
  %26 = and i64 %4, -16
  %27 = getelementptr inbounds i8, ptr %0, i64 1120
  %28 = load i64, ptr %27, align 8, !tbaa !17
  %29 = add i64 %4, %3
  %30 = lshr i64 %29, 4
  %31 = xor i64 %28, -1
  %32 = icmp ugt i64 %30, %31
  br i1 %32, label %244, label %33

33:                                               ; preds = %24
  %34 = lshr exact i64 %3, 4
  %35 = add i64 %28, %34
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %36 = getelementptr inbounds i8, ptr %0, i64 1128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %36, i64 16, i1 false)
  %37 = load i64, ptr %27, align 8, !tbaa !17
  %38 = add i64 %37, -1
  %39 = add i64 %35, -1
  call fastcc void @move_offset(ptr noundef nonnull %0, ptr noundef nonnull %10, i64 noundef %38, i64 noundef %39)
  %40 = getelementptr inbounds i8, ptr %1, i64 %3
  %41 = getelementptr inbounds i8, ptr %2, i64 %3
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #9
  %42 = icmp eq i32 %6, 0
  %43 = load ptr, ptr %0, align 8, !tbaa !11
  %44 = select i1 %42, i64 0, i64 8
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  %46 = load ptr, ptr %45, align 8, !tbaa !19
  %47 = load <2 x i64>, ptr %10, align 16
  %48 = getelementptr inbounds i8, ptr %5, i64 8
  %49 = icmp ult i64 %4, 16
  br i1 %49, label %235, label %50

50:                                               ; preds = %33
  %51 = lshr i64 %4, 4
  %52 = getelementptr inbounds i8, ptr %0, i64 40
  %53 = icmp eq i32 %6, 1
  %54 = getelementptr inbounds i8, ptr %9, i64 16
  %55 = getelementptr inbounds i8, ptr %9, i64 32
  %56 = getelementptr inbounds i8, ptr %9, i64 48
  %57 = getelementptr inbounds i8, ptr %9, i64 64
  %58 = getelementptr inbounds i8, ptr %9, i64 80
  %59 = getelementptr inbounds i8, ptr %9, i64 96
  %60 = getelementptr inbounds i8, ptr %9, i64 112
  br label %61

61:                                               ; preds = %226, %50
  %62 = phi ptr [ %40, %50 ], [ %231, %226 ]
  %63 = phi ptr [ %41, %50 ], [ %232, %226 ]
  %64 = phi i64 [ %51, %50 ], [ %230, %226 ]
  %65 = phi i64 [ %35, %50 ], [ %229, %226 ]
  %66 = phi i64 [ 0, %50 ], [ %228, %226 ]
  %67 = phi i64 [ 0, %50 ], [ %227, %226 ]
  %68 = phi <2 x i64> [ %47, %50 ], [ %114, %226 ]
  %69 = call i64 @llvm.umin.i64(i64 %64, i64 8)
  %70 = shl nuw nsw i64 %69, 4
  br label %71

71:                                               ; preds = %109, %61
  %72 = phi i64 [ 0, %61 ], [ %126, %109 ]
  %73 = phi i64 [ %66, %61 ], [ %125, %109 ]
  %74 = phi i64 [ %67, %61 ], [ %122, %109 ]
  %75 = phi <2 x i64> [ %68, %61 ], [ %114, %109 ]
  %76 = lshr exact i64 %72, 4
  %77 = add i64 %76, %65
  br label %78

78:                                               ; preds = %95, %71
  %79 = phi i32 [ 0, %71 ], [ %97, %95 ]
  %80 = phi i64 [ %77, %71 ], [ %96, %95 ]
  %81 = and i64 %80, 1
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %83, label %109

83:                                               ; preds = %78
  %84 = and i64 %80, 2
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %86, label %107

86:                                               ; preds = %83
  %87 = and i64 %80, 4
  %88 = icmp eq i64 %87, 0
  br i1 %88, label %89, label %105

89:                                               ; preds = %86
  %90 = and i64 %80, 8
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %92, label %103

92:                                               ; preds = %89
  %93 = and i64 %80, 16
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %95, label %101

95:                                               ; preds = %92
  %96 = lshr exact i64 %80, 5
  %97 = add nuw nsw i32 %79, 5
  %98 = icmp eq i32 %97, 65
  br i1 %98, label %99, label %78, !llvm.loop !20

99:                                               ; preds = %95
  %100 = add nuw nsw i32 %79, 4
  br label %109

101:                                              ; preds = %92
  %102 = add nuw nsw i32 %79, 4
  br label %109

103:                                              ; preds = %89
  %104 = add nuw nsw i32 %79, 3
  br label %109

105:                                              ; preds = %86
  %106 = add nuw nsw i32 %79, 2
  br label %109

107:                                              ; preds = %83
  %108 = add nuw nsw i32 %79, 1
  br label %109

109:                                              ; preds = %78, %107, %105, %103, %101, %99
  %110 = phi i32 [ %100, %99 ], [ %102, %101 ], [ %104, %103 ], [ %106, %105 ], [ %108, %107 ], [ %79, %78 ]
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds [65 x [16 x i8]], ptr %52, i64 0, i64 %111
  %113 = load <2 x i64>, ptr %112, align 1
  %114 = xor <2 x i64> %113, %75
  %115 = getelementptr inbounds i8, ptr %9, i64 %72
  store <2 x i64> %114, ptr %115, align 16
  %116 = getelementptr inbounds i8, ptr %62, i64 %72
  %117 = getelementptr inbounds i8, ptr %8, i64 %72
  %118 = load <2 x i64>, ptr %116, align 1
  %119 = xor <2 x i64> %118, %114
  store <2 x i64> %119, ptr %117, align 16
  %120 = extractelement <2 x i64> %118, i64 1
  %121 = select i1 %42, i64 %120, i64 0
  %122 = xor i64 %121, %74
  %123 = extractelement <2 x i64> %118, i64 0
  %124 = select i1 %42, i64 %123, i64 0
  %125 = xor i64 %124, %73
  %126 = add nuw nsw i64 %72, 16
  %127 = icmp ult i64 %126, %70
  br i1 %127, label %71, label %128, !llvm.loop !21

128:                                              ; preds = %109
  %129 = load ptr, ptr %0, align 8, !tbaa !11
  %130 = call i32 %46(ptr noundef %129, ptr noundef nonnull %8, ptr noundef %63, i64 noundef %70) #9
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %132, label %234

132:                                              ; preds = %128
  %133 = load <2 x i64>, ptr %63, align 1
  %134 = load <2 x i64>, ptr %9, align 16
  %135 = xor <2 x i64> %134, %133
  store <2 x i64> %135, ptr %63, align 1
  %136 = extractelement <2 x i64> %135, i64 1
  %137 = select i1 %53, i64 %136, i64 0
  %138 = xor i64 %137, %122
  %139 = extractelement <2 x i64> %135, i64 0
  %140 = select i1 %53, i64 %139, i64 0
  %141 = xor i64 %140, %125
  %142 = icmp ugt i64 %64, 1
  br i1 %142, label %143, label %226, !llvm.loop !22

143:                                              ; preds = %132
  %144 = getelementptr inbounds i8, ptr %63, i64 16
  %145 = load <2 x i64>, ptr %144, align 1
  %146 = load <2 x i64>, ptr %54, align 16
  %147 = xor <2 x i64> %146, %145
  store <2 x i64> %147, ptr %144, align 1
  %148 = extractelement <2 x i64> %147, i64 1
  %149 = select i1 %53, i64 %148, i64 0
  %150 = xor i64 %149, %138
  %151 = extractelement <2 x i64> %147, i64 0
  %152 = select i1 %53, i64 %151, i64 0
  %153 = xor i64 %152, %141
  %154 = icmp eq i64 %64, 2
  br i1 %154, label %226, label %155, !llvm.loop !22

155:                                              ; preds = %143
  %156 = getelementptr inbounds i8, ptr %63, i64 32
  %157 = load <2 x i64>, ptr %156, align 1
  %158 = load <2 x i64>, ptr %55, align 16
  %159 = xor <2 x i64> %158, %157
  store <2 x i64> %159, ptr %156, align 1
  %160 = extractelement <2 x i64> %159, i64 1
  %161 = select i1 %53, i64 %160, i64 0
  %162 = xor i64 %161, %150
  %163 = extractelement <2 x i64> %159, i64 0
  %164 = select i1 %53, i64 %163, i64 0
  %165 = xor i64 %164, %153
  %166 = icmp ugt i64 %64, 3
  br i1 %166, label %167, label %226, !llvm.loop !22

167:                                              ; preds = %155
  %168 = getelementptr inbounds i8, ptr %63, i64 48
  %169 = load <2 x i64>, ptr %168, align 1
  %170 = load <2 x i64>, ptr %56, align 16
  %171 = xor <2 x i64> %170, %169
  store <2 x i64> %171, ptr %168, align 1
  %172 = extractelement <2 x i64> %171, i64 1
  %173 = select i1 %53, i64 %172, i64 0
  %174 = xor i64 %173, %162
  %175 = extractelement <2 x i64> %171, i64 0
  %176 = select i1 %53, i64 %175, i64 0
  %177 = xor i64 %176, %165
  %178 = icmp eq i64 %64, 4
  br i1 %178, label %226, label %179, !llvm.loop !22

179:                                              ; preds = %167
  %180 = getelementptr inbounds i8, ptr %63, i64 64
  %181 = load <2 x i64>, ptr %180, align 1
  %182 = load <2 x i64>, ptr %57, align 16
  %183 = xor <2 x i64> %182, %181
  store <2 x i64> %183, ptr %180, align 1
  %184 = extractelement <2 x i64> %183, i64 1
  %185 = select i1 %53, i64 %184, i64 0
  %186 = xor i64 %185, %174
  %187 = extractelement <2 x i64> %183, i64 0
  %188 = select i1 %53, i64 %187, i64 0
  %189 = xor i64 %188, %177
  %190 = icmp ugt i64 %64, 5
  br i1 %190, label %191, label %226, !llvm.loop !22

191:                                              ; preds = %179
  %192 = getelementptr inbounds i8, ptr %63, i64 80
  %193 = load <2 x i64>, ptr %192, align 1
  %194 = load <2 x i64>, ptr %58, align 16
  %195 = xor <2 x i64> %194, %193
  store <2 x i64> %195, ptr %192, align 1
  %196 = extractelement <2 x i64> %195, i64 1
  %197 = select i1 %53, i64 %196, i64 0
  %198 = xor i64 %197, %186
  %199 = extractelement <2 x i64> %195, i64 0
  %200 = select i1 %53, i64 %199, i64 0
  %201 = xor i64 %200, %189
  %202 = icmp eq i64 %64, 6
  br i1 %202, label %226, label %203, !llvm.loop !22

203:                                              ; preds = %191
  %204 = getelementptr inbounds i8, ptr %63, i64 96
  %205 = load <2 x i64>, ptr %204, align 1
  %206 = load <2 x i64>, ptr %59, align 16
  %207 = xor <2 x i64> %206, %205
  store <2 x i64> %207, ptr %204, align 1
  %208 = extractelement <2 x i64> %207, i64 1
  %209 = select i1 %53, i64 %208, i64 0
  %210 = xor i64 %209, %198
  %211 = extractelement <2 x i64> %207, i64 0
  %212 = select i1 %53, i64 %211, i64 0
  %213 = xor i64 %212, %201
  %214 = icmp ugt i64 %64, 7
  br i1 %214, label %215, label %226, !llvm.loop !22

215:                                              ; preds = %203
  %216 = getelementptr inbounds i8, ptr %63, i64 112
  %217 = load <2 x i64>, ptr %216, align 1
  %218 = load <2 x i64>, ptr %60, align 16
  %219 = xor <2 x i64> %218, %217
  store <2 x i64> %219, ptr %216, align 1
  %220 = extractelement <2 x i64> %219, i64 1
  %221 = select i1 %53, i64 %220, i64 0
  %222 = xor i64 %221, %210
  %223 = extractelement <2 x i64> %219, i64 0
  %224 = select i1 %53, i64 %223, i64 0
  %225 = xor i64 %224, %213
  br label %226

226:                                              ; preds = %215, %203, %191, %179, %167, %155, %143, %132
  %227 = phi i64 [ %138, %132 ], [ %150, %143 ], [ %162, %155 ], [ %174, %167 ], [ %186, %179 ], [ %198, %191 ], [ %210, %203 ], [ %222, %215 ]
  %228 = phi i64 [ %141, %132 ], [ %153, %143 ], [ %165, %155 ], [ %177, %167 ], [ %189, %179 ], [ %201, %191 ], [ %213, %203 ], [ %225, %215 ]
  %229 = add i64 %69, %65
  %230 = sub i64 %64, %69
  %231 = getelementptr inbounds i8, ptr %62, i64 %70
  %232 = getelementptr inbounds i8, ptr %63, i64 %70
  %233 = icmp eq i64 %230, 0
  br i1 %233, label %235, label %61

234:                                              ; preds = %128
  store i64 %125, ptr %5, align 1
  store i64 %122, ptr %48, align 1
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #9
  br label %244

235:                                              ; preds = %226, %33
  %236 = phi i64 [ 0, %33 ], [ %227, %226 ]
  %237 = phi i64 [ 0, %33 ], [ %228, %226 ]
  %238 = phi <2 x i64> [ %47, %33 ], [ %114, %226 ]
  store <2 x i64> %238, ptr %10, align 16
  store i64 %237, ptr %5, align 1
  store i64 %236, ptr %48, align 1
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #9
  %239 = icmp eq i64 %26, %4
  br i1 %239, label %244, label %240

240:                                              ; preds = %235
  %241 = getelementptr inbounds i8, ptr %40, i64 %26
  %242 = getelementptr inbounds i8, ptr %41, i64 %26
  %243 = call fastcc i32 @transcrypt_tail(ptr noundef nonnull %0, i32 noundef %6, ptr noundef %241, ptr noundef %242, i64 noundef %25, ptr noundef nonnull %10, ptr noundef nonnull %5)
  br label %244

244:                                              ; preds = %234, %235, %24, %21, %18, %7, %240
  %245 = phi i32 [ %243, %240 ], [ 1, %7 ], [ 10, %18 ], [ 3, %21 ], [ 10, %24 ], [ %130, %234 ], [ 0, %235 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #9
  ret i32 %245
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_decrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = tail call fastcc i32 @transcrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i32 noundef 1)
  ret i32 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 11) i32 @OCB_skip(ptr noundef %0, i64 noundef %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %14, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 1120
  %9 = load i64, ptr %8, align 8, !tbaa !17
  %10 = lshr i64 %1, 4
  %11 = xor i64 %9, -1
  %12 = icmp ugt i64 %10, %11
  br i1 %12, label %14, label %13

13:                                               ; preds = %7
  tail call fastcc void @advance(ptr noundef nonnull %0, i64 noundef %1, ptr noundef nonnull %2)
  br label %14

14:                                               ; preds = %7, %3, %13
  %15 = phi i32 [ 0, %13 ], [ 1, %3 ], [ 10, %7 ]
  ret i32 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @advance(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %0, i64 1120
  %5 = load i64, ptr %4, align 8, !tbaa !17
  %6 = add i64 %5, -1
  %7 = lshr i64 %1, 4
  %8 = add i64 %5, %7
  store i64 %8, ptr %4, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %0, i64 1128
  %10 = add i64 %8, -1
  tail call fastcc void @move_offset(ptr noundef %0, ptr noundef nonnull %9, i64 noundef %6, i64 noundef %10)
  %11 = and i64 %1, 15
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load <16 x i8>, ptr %14, align 1, !tbaa !14
  %16 = load <16 x i8>, ptr %9, align 1, !tbaa !14
  %17 = xor <16 x i8> %16, %15
  store <16 x i8> %17, ptr %9, align 1, !tbaa !14
  br label %18

18:                                               ; preds = %13, %3
  %19 = getelementptr inbounds i8, ptr %0, i64 1144
  %20 = load i8, ptr %2, align 1, !tbaa !14
  %21 = load i8, ptr %19, align 1, !tbaa !14
  %22 = xor i8 %21, %20
  store i8 %22, ptr %19, align 1, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %2, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %0, i64 1145
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = xor i8 %26, %24
  store i8 %27, ptr %25, align 1, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %0, i64 1146
  %31 = load i8, ptr %30, align 1, !tbaa !14
  %32 = xor i8 %31, %29
  store i8 %32, ptr %30, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %2, i64 3
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %0, i64 1147
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = xor i8 %36, %34
  store i8 %37, ptr %35, align 1, !tbaa !14
  %38 = getelementptr inbounds i8, ptr %2, i64 4
  %39 = load i8, ptr %38, align 1, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %0, i64 1148
  %41 = load i8, ptr %40, align 1, !tbaa !14
  %42 = xor i8 %41, %39
  store i8 %42, ptr %40, align 1, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %2, i64 5
  %44 = load i8, ptr %43, align 1, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %0, i64 1149
  %46 = load i8, ptr %45, align 1, !tbaa !14
  %47 = xor i8 %46, %44
  store i8 %47, ptr %45, align 1, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %2, i64 6
  %49 = load i8, ptr %48, align 1, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %0, i64 1150
  %51 = load i8, ptr %50, align 1, !tbaa !14
  %52 = xor i8 %51, %49
  store i8 %52, ptr %50, align 1, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %2, i64 7
  %54 = load i8, ptr %53, align 1, !tbaa !14
  %55 = getelementptr inbounds i8, ptr %0, i64 1151
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = xor i8 %56, %54
  store i8 %57, ptr %55, align 1, !tbaa !14
  %58 = getelementptr inbounds i8, ptr %2, i64 8
  %59 = load i8, ptr %58, align 1, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %0, i64 1152
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = xor i8 %61, %59
  store i8 %62, ptr %60, align 1, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %2, i64 9
  %64 = load i8, ptr %63, align 1, !tbaa !14
  %65 = getelementptr inbounds i8, ptr %0, i64 1153
  %66 = load i8, ptr %65, align 1, !tbaa !14
  %67 = xor i8 %66, %64
  store i8 %67, ptr %65, align 1, !tbaa !14
  %68 = getelementptr inbounds i8, ptr %2, i64 10
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %0, i64 1154
  %71 = load i8, ptr %70, align 1, !tbaa !14
  %72 = xor i8 %71, %69
  store i8 %72, ptr %70, align 1, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %2, i64 11
  %74 = load i8, ptr %73, align 1, !tbaa !14
  %75 = getelementptr inbounds i8, ptr %0, i64 1155
  %76 = load i8, ptr %75, align 1, !tbaa !14
  %77 = xor i8 %76, %74
  store i8 %77, ptr %75, align 1, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %2, i64 12
  %79 = load i8, ptr %78, align 1, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %0, i64 1156
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = xor i8 %81, %79
  store i8 %82, ptr %80, align 1, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %2, i64 13
  %84 = load i8, ptr %83, align 1, !tbaa !14
  %85 = getelementptr inbounds i8, ptr %0, i64 1157
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = xor i8 %86, %84
  store i8 %87, ptr %85, align 1, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %2, i64 14
  %89 = load i8, ptr %88, align 1, !tbaa !14
  %90 = getelementptr inbounds i8, ptr %0, i64 1158
  %91 = load i8, ptr %90, align 1, !tbaa !14
  %92 = xor i8 %91, %89
  store i8 %92, ptr %90, align 1, !tbaa !14
  %93 = getelementptr inbounds i8, ptr %2, i64 15
  %94 = load i8, ptr %93, align 1, !tbaa !14
  %95 = getelementptr inbounds i8, ptr %0, i64 1159
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = xor i8 %96, %94
  store i8 %97, ptr %95, align 1, !tbaa !14
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_encrypt(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #9
  %6 = call fastcc i32 @transcrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef 0, i64 noundef %3, ptr noundef nonnull %5, i32 noundef 0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call fastcc void @advance(ptr noundef %0, i64 noundef %3, ptr noundef nonnull %5)
  br label %9

9:                                                ; preds = %4, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #9
  ret i32 %6
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_decrypt(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #9
  %6 = call fastcc i32 @transcrypt_at(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef 0, i64 noundef %3, ptr noundef nonnull %5, i32 noundef 1)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call fastcc void @advance(ptr noundef %0, i64 noundef %3, ptr noundef nonnull %5)
  br label %9

9:                                                ; preds = %4, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #9
  ret i32 %6
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [128 x i8], align 16
  %5 = alloca [128 x i8], align 16
  %6 = alloca [16 x i8], align 16
  %7 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #9
  %8 = icmp eq ptr %0, null
  %9 = icmp eq ptr %1, null
  %10 = or i1 %8, %9
  br i1 %10, label %197, label %11

11:                                               ; preds = %3
  %12 = lshr i64 %2, 4
  %13 = getelementptr inbounds i8, ptr %0, i64 1080
  %14 = load i64, ptr %13, align 8, !tbaa !18
  %15 = xor i64 %14, -1
  %16 = icmp ugt i64 %12, %15
  br i1 %16, label %197, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %0, i64 1088
  %19 = getelementptr inbounds i8, ptr %0, i64 1104
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9
  %20 = load <2 x i64>, ptr %18, align 1
  %21 = load <2 x i64>, ptr %19, align 1
  %22 = icmp ult i64 %2, 16
  br i1 %22, label %133, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 40
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  %26 = getelementptr inbounds i8, ptr %5, i64 32
  %27 = getelementptr inbounds i8, ptr %5, i64 48
  %28 = getelementptr inbounds i8, ptr %5, i64 64
  %29 = getelementptr inbounds i8, ptr %5, i64 80
  %30 = getelementptr inbounds i8, ptr %5, i64 96
  %31 = getelementptr inbounds i8, ptr %5, i64 112
  br label %32

32:                                               ; preds = %124, %23
  %33 = phi ptr [ %1, %23 ], [ %128, %124 ]
  %34 = phi i64 [ %12, %23 ], [ %127, %124 ]
  %35 = phi i64 [ %14, %23 ], [ %126, %124 ]
  %36 = phi <2 x i64> [ %20, %23 ], [ %81, %124 ]
  %37 = phi <2 x i64> [ %21, %23 ], [ %125, %124 ]
  %38 = call i64 @llvm.umin.i64(i64 %34, i64 8)
  %39 = shl nuw nsw i64 %38, 4
  br label %40

40:                                               ; preds = %76, %32
  %41 = phi i64 [ 0, %32 ], [ %86, %76 ]
  %42 = phi <2 x i64> [ %36, %32 ], [ %81, %76 ]
  %43 = lshr exact i64 %41, 4
  %44 = add i64 %43, %35
  br label %45

45:                                               ; preds = %62, %40
  %46 = phi i32 [ 0, %40 ], [ %64, %62 ]
  %47 = phi i64 [ %44, %40 ], [ %63, %62 ]
  %48 = and i64 %47, 1
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %50, label %76

50:                                               ; preds = %45
  %51 = and i64 %47, 2
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %53, label %74

53:                                               ; preds = %50
  %54 = and i64 %47, 4
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %56, label %72

56:                                               ; preds = %53
  %57 = and i64 %47, 8
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = and i64 %47, 16
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %62, label %68

62:                                               ; preds = %59
  %63 = lshr exact i64 %47, 5
  %64 = add nuw nsw i32 %46, 5
  %65 = icmp eq i32 %64, 65
  br i1 %65, label %66, label %45, !llvm.loop !20

66:                                               ; preds = %62
  %67 = add nuw nsw i32 %46, 4
  br label %76

68:                                               ; preds = %59
  %69 = add nuw nsw i32 %46, 4
  br label %76

70:                                               ; preds = %56
  %71 = add nuw nsw i32 %46, 3
  br label %76

72:                                               ; preds = %53
  %73 = add nuw nsw i32 %46, 2
  br label %76

74:                                               ; preds = %50
  %75 = add nuw nsw i32 %46, 1
  br label %76

76:                                               ; preds = %45, %74, %72, %70, %68, %66
  %77 = phi i32 [ %67, %66 ], [ %69, %68 ], [ %71, %70 ], [ %73, %72 ], [ %75, %74 ], [ %46, %45 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [65 x [16 x i8]], ptr %24, i64 0, i64 %78
  %80 = load <2 x i64>, ptr %79, align 1
  %81 = xor <2 x i64> %80, %42
  %82 = getelementptr inbounds i8, ptr %4, i64 %41
  %83 = getelementptr inbounds i8, ptr %33, i64 %41
  %84 = load <2 x i64>, ptr %83, align 1
  %85 = xor <2 x i64> %84, %81
  store <2 x i64> %85, ptr %82, align 16
  %86 = add nuw nsw i64 %41, 16
  %87 = icmp ult i64 %86, %39
  br i1 %87, label %40, label %88, !llvm.loop !23

88:                                               ; preds = %76
  %89 = load ptr, ptr %0, align 8, !tbaa !11
  %90 = load ptr, ptr %89, align 8, !tbaa !13
  %91 = call i32 %90(ptr noundef nonnull %89, ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef %39) #9
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %130

93:                                               ; preds = %88
  %94 = load <2 x i64>, ptr %5, align 16
  %95 = xor <2 x i64> %94, %37
  %96 = icmp ugt i64 %34, 1
  br i1 %96, label %97, label %124, !llvm.loop !24

97:                                               ; preds = %93
  %98 = load <2 x i64>, ptr %25, align 16
  %99 = xor <2 x i64> %98, %95
  %100 = icmp eq i64 %34, 2
  br i1 %100, label %124, label %101, !llvm.loop !24

101:                                              ; preds = %97
  %102 = load <2 x i64>, ptr %26, align 16
  %103 = xor <2 x i64> %102, %99
  %104 = icmp ugt i64 %34, 3
  br i1 %104, label %105, label %124, !llvm.loop !24

105:                                              ; preds = %101
  %106 = load <2 x i64>, ptr %27, align 16
  %107 = xor <2 x i64> %106, %103
  %108 = icmp eq i64 %34, 4
  br i1 %108, label %124, label %109, !llvm.loop !24

109:                                              ; preds = %105
  %110 = load <2 x i64>, ptr %28, align 16
  %111 = xor <2 x i64> %110, %107
  %112 = icmp ugt i64 %34, 5
  br i1 %112, label %113, label %124, !llvm.loop !24

113:                                              ; preds = %109
  %114 = load <2 x i64>, ptr %29, align 16
  %115 = xor <2 x i64> %114, %111
  %116 = icmp eq i64 %34, 6
  br i1 %116, label %124, label %117, !llvm.loop !24

117:                                              ; preds = %113
  %118 = load <2 x i64>, ptr %30, align 16
  %119 = xor <2 x i64> %118, %115
  %120 = icmp ugt i64 %34, 7
  br i1 %120, label %121, label %124, !llvm.loop !24

121:                                              ; preds = %117
  %122 = load <2 x i64>, ptr %31, align 16
  %123 = xor <2 x i64> %122, %119
  br label %124

124:                                              ; preds = %121, %117, %113, %109, %105, %101, %97, %93
  %125 = phi <2 x i64> [ %95, %93 ], [ %99, %97 ], [ %103, %101 ], [ %107, %105 ], [ %111, %109 ], [ %115, %113 ], [ %119, %117 ], [ %123, %121 ]
  %126 = add i64 %38, %35
  %127 = sub i64 %34, %38
  %128 = getelementptr inbounds i8, ptr %33, i64 %39
  %129 = icmp eq i64 %127, 0
  br i1 %129, label %131, label %32

130:                                              ; preds = %88
  store <2 x i64> %81, ptr %18, align 1
  store <2 x i64> %37, ptr %19, align 1
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  br label %197

131:                                              ; preds = %124
  %132 = load i64, ptr %13, align 8, !tbaa !18
  br label %133

133:                                              ; preds = %131, %17
  %134 = phi i64 [ %14, %17 ], [ %132, %131 ]
  %135 = phi <2 x i64> [ %20, %17 ], [ %81, %131 ]
  %136 = phi <2 x i64> [ %21, %17 ], [ %125, %131 ]
  store <2 x i64> %135, ptr %18, align 1
  store <2 x i64> %136, ptr %19, align 1
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  %137 = add i64 %134, %12
  store i64 %137, ptr %13, align 8, !tbaa !18
  %138 = and i64 %2, 15
  %139 = icmp eq i64 %138, 0
  br i1 %139, label %197, label %140

140:                                              ; preds = %133
  %141 = extractelement <2 x i64> %135, i64 1
  %142 = lshr i64 %141, 24
  %143 = trunc i64 %142 to i8
  %144 = lshr i64 %141, 16
  %145 = trunc i64 %144 to i8
  %146 = lshr i64 %141, 8
  %147 = trunc i64 %146 to i8
  %148 = trunc i64 %141 to i8
  %149 = extractelement <2 x i64> %135, i64 0
  %150 = lshr i64 %149, 56
  %151 = trunc nuw i64 %150 to i8
  %152 = lshr i64 %149, 48
  %153 = trunc i64 %152 to i8
  %154 = lshr i64 %149, 40
  %155 = trunc i64 %154 to i8
  %156 = lshr i64 %149, 32
  %157 = trunc i64 %156 to i8
  %158 = lshr i64 %149, 24
  %159 = lshr i64 %149, 16
  %160 = lshr i64 %149, 8
  %161 = shufflevector <2 x i64> %135, <2 x i64> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %162 = insertelement <4 x i64> %161, i64 %160, i64 1
  %163 = insertelement <4 x i64> %162, i64 %159, i64 2
  %164 = insertelement <4 x i64> %163, i64 %158, i64 3
  %165 = trunc <4 x i64> %164 to <4 x i8>
  %166 = and i64 %2, -16
  %167 = getelementptr inbounds i8, ptr %1, i64 %166
  %168 = sub nuw nsw i64 16, %138
  %169 = getelementptr i8, ptr %6, i64 %138
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %169, i8 0, i64 %168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr align 1 %167, i64 %138, i1 false)
  %170 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %138
  store i8 -128, ptr %170, align 1, !tbaa !14
  %171 = getelementptr inbounds i8, ptr %0, i64 8
  %172 = getelementptr inbounds i8, ptr %0, i64 1100
  %173 = load <4 x i8>, ptr %172, align 1, !tbaa !14
  %174 = load <16 x i8>, ptr %171, align 1, !tbaa !14
  %175 = shufflevector <4 x i8> %165, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %176 = insertelement <16 x i8> %175, i8 %157, i64 4
  %177 = insertelement <16 x i8> %176, i8 %155, i64 5
  %178 = insertelement <16 x i8> %177, i8 %153, i64 6
  %179 = insertelement <16 x i8> %178, i8 %151, i64 7
  %180 = insertelement <16 x i8> %179, i8 %148, i64 8
  %181 = insertelement <16 x i8> %180, i8 %147, i64 9
  %182 = insertelement <16 x i8> %181, i8 %145, i64 10
  %183 = insertelement <16 x i8> %182, i8 %143, i64 11
  %184 = shufflevector <4 x i8> %173, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %185 = shufflevector <16 x i8> %183, <16 x i8> %184, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %186 = xor <16 x i8> %174, %185
  %187 = load <16 x i8>, ptr %6, align 16, !tbaa !14
  %188 = xor <16 x i8> %186, %187
  store <16 x i8> %188, ptr %6, align 16, !tbaa !14
  %189 = load ptr, ptr %0, align 8, !tbaa !11
  %190 = load ptr, ptr %189, align 8, !tbaa !13
  %191 = call i32 %190(ptr noundef nonnull %189, ptr noundef nonnull %6, ptr noundef nonnull %7, i64 noundef 16) #9
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %193, label %197

193:                                              ; preds = %140
  %194 = load <16 x i8>, ptr %7, align 16, !tbaa !14
  %195 = load <16 x i8>, ptr %19, align 1, !tbaa !14
  %196 = xor <16 x i8> %195, %194
  store <16 x i8> %196, ptr %19, align 1, !tbaa !14
  br label %197

197:                                              ; preds = %193, %130, %133, %140, %11, %3
  %198 = phi i32 [ 1, %3 ], [ 10, %11 ], [ %91, %130 ], [ %191, %140 ], [ 0, %133 ], [ 0, %193 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  ret i32 %198
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_digest(ptr noundef readonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %103, label %8

8:                                                ; preds = %3
  %9 = icmp eq i64 %2, 16
  br i1 %9, label %10, label %103

10:                                               ; preds = %8
  %11 = getelementptr inbounds i8, ptr %0, i64 1144
  %12 = getelementptr inbounds i8, ptr %0, i64 1128
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load <16 x i8>, ptr %11, align 1, !tbaa !14
  %15 = load <16 x i8>, ptr %12, align 1, !tbaa !14
  %16 = xor <16 x i8> %15, %14
  %17 = load <16 x i8>, ptr %13, align 1, !tbaa !14
  %18 = xor <16 x i8> %16, %17
  store <16 x i8> %18, ptr %4, align 16, !tbaa !14
  %19 = load ptr, ptr %0, align 8, !tbaa !11
  %20 = load ptr, ptr %19, align 8, !tbaa !13
  %21 = call i32 %20(ptr noundef nonnull %19, ptr noundef nonnull %4, ptr noundef nonnull %1, i64 noundef 16) #9
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %103

23:                                               ; preds = %10
  %24 = getelementptr inbounds i8, ptr %0, i64 1104
  %25 = load i8, ptr %24, align 1, !tbaa !14
  %26 = load i8, ptr %1, align 1, !tbaa !14
  %27 = xor i8 %26, %25
  store i8 %27, ptr %1, align 1, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %0, i64 1105
  %29 = load i8, ptr %28, align 1, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %1, i64 1
  %31 = load i8, ptr %30, align 1, !tbaa !14
  %32 = xor i8 %31, %29
  store i8 %32, ptr %30, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %0, i64 1106
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %1, i64 2
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = xor i8 %36, %34
  store i8 %37, ptr %35, align 1, !tbaa !14
  %38 = getelementptr inbounds i8, ptr %0, i64 1107
  %39 = load i8, ptr %38, align 1, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %1, i64 3
  %41 = load i8, ptr %40, align 1, !tbaa !14
  %42 = xor i8 %41, %39
  store i8 %42, ptr %40, align 1, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %0, i64 1108
  %44 = load i8, ptr %43, align 1, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %1, i64 4
  %46 = load i8, ptr %45, align 1, !tbaa !14
  %47 = xor i8 %46, %44
  store i8 %47, ptr %45, align 1, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %0, i64 1109
  %49 = load i8, ptr %48, align 1, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %1, i64 5
  %51 = load i8, ptr %50, align 1, !tbaa !14
  %52 = xor i8 %51, %49
  store i8 %52, ptr %50, align 1, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %0, i64 1110
  %54 = load i8, ptr %53, align 1, !tbaa !14
  %55 = getelementptr inbounds i8, ptr %1, i64 6
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = xor i8 %56, %54
  store i8 %57, ptr %55, align 1, !tbaa !14
  %58 = getelementptr inbounds i8, ptr %0, i64 1111
  %59 = load i8, ptr %58, align 1, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %1, i64 7
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = xor i8 %61, %59
  store i8 %62, ptr %60, align 1, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %0, i64 1112
  %64 = load i8, ptr %63, align 1, !tbaa !14
  %65 = getelementptr inbounds i8, ptr %1, i64 8
  %66 = load i8, ptr %65, align 1, !tbaa !14
  %67 = xor i8 %66, %64
  store i8 %67, ptr %65, align 1, !tbaa !14
  %68 = getelementptr inbounds i8, ptr %0, i64 1113
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %1, i64 9
  %71 = load i8, ptr %70, align 1, !tbaa !14
  %72 = xor i8 %71, %69
  store i8 %72, ptr %70, align 1, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %0, i64 1114
  %74 = load i8, ptr %73, align 1, !tbaa !14
  %75 = getelementptr inbounds i8, ptr %1, i64 10
  %76 = load i8, ptr %75, align 1, !tbaa !14
  %77 = xor i8 %76, %74
  store i8 %77, ptr %75, align 1, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %0, i64 1115
  %79 = load i8, ptr %78, align 1, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %1, i64 11
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = xor i8 %81, %79
  store i8 %82, ptr %80, align 1, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %0, i64 1116
  %84 = load i8, ptr %83, align 1, !tbaa !14
  %85 = getelementptr inbounds i8, ptr %1, i64 12
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = xor i8 %86, %84
  store i8 %87, ptr %85, align 1, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %0, i64 1117
  %89 = load i8, ptr %88, align 1, !tbaa !14
  %90 = getelementptr inbounds i8, ptr %1, i64 13
  %91 = load i8, ptr %90, align 1, !tbaa !14
  %92 = xor i8 %91, %89
  store i8 %92, ptr %90, align 1, !tbaa !14
  %93 = getelementptr inbounds i8, ptr %0, i64 1118
  %94 = load i8, ptr %93, align 1, !tbaa !14
  %95 = getelementptr inbounds i8, ptr %1, i64 14
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = xor i8 %96, %94
  store i8 %97, ptr %95, align 1, !tbaa !14
  %98 = getelementptr inbounds i8, ptr %0, i64 1119
  %99 = load i8, ptr %98, align 1, !tbaa !14
  %100 = getelementptr inbounds i8, ptr %1, i64 15
  %101 = load i8, ptr %100, align 1, !tbaa !14
  %102 = xor i8 %101, %99
  store i8 %102, ptr %100, align 1, !tbaa !14
  br label %103

103:                                              ; preds = %23, %10, %8, %3
  %104 = phi i32 [ 1, %3 ], [ 13, %8 ], [ %21, %10 ], [ 0, %23 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  ret i32 %104
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @OCB_stop_operation(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !25
  %7 = tail call i32 %6(ptr noundef %4) #9
  tail call void @free(ptr noundef nonnull %0) #9
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @move_offset(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #6 {
  %5 = xor i64 %3, %2
  %6 = lshr i64 %5, 1
  %7 = xor i64 %6, %2
  %8 = icmp eq i64 %7, %3
  br i1 %8, label %101, label %9

9:                                                ; preds = %4
  %10 = xor i64 %7, %3
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = getelementptr inbounds i8, ptr %1, i64 1
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = getelementptr inbounds i8, ptr %1, i64 3
  %15 = getelementptr inbounds i8, ptr %1, i64 4
  %16 = getelementptr inbounds i8, ptr %1, i64 5
  %17 = getelementptr inbounds i8, ptr %1, i64 6
  %18 = getelementptr inbounds i8, ptr %1, i64 7
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = getelementptr inbounds i8, ptr %1, i64 9
  %21 = getelementptr inbounds i8, ptr %1, i64 10
  %22 = getelementptr inbounds i8, ptr %1, i64 11
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  %24 = getelementptr inbounds i8, ptr %1, i64 13
  %25 = getelementptr inbounds i8, ptr %1, i64 14
  %26 = getelementptr inbounds i8, ptr %1, i64 15
  br label %27

27:                                               ; preds = %9, %97
  %28 = phi i64 [ 0, %9 ], [ %98, %97 ]
  %29 = phi i64 [ %10, %9 ], [ %99, %97 ]
  %30 = and i64 %29, 1
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %97, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 0
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = load i8, ptr %1, align 1, !tbaa !14
  %36 = xor i8 %35, %34
  store i8 %36, ptr %1, align 1, !tbaa !14
  %37 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 1
  %38 = load i8, ptr %37, align 1, !tbaa !14
  %39 = load i8, ptr %12, align 1, !tbaa !14
  %40 = xor i8 %39, %38
  store i8 %40, ptr %12, align 1, !tbaa !14
  %41 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 2
  %42 = load i8, ptr %41, align 1, !tbaa !14
  %43 = load i8, ptr %13, align 1, !tbaa !14
  %44 = xor i8 %43, %42
  store i8 %44, ptr %13, align 1, !tbaa !14
  %45 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 3
  %46 = load i8, ptr %45, align 1, !tbaa !14
  %47 = load i8, ptr %14, align 1, !tbaa !14
  %48 = xor i8 %47, %46
  store i8 %48, ptr %14, align 1, !tbaa !14
  %49 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 4
  %50 = load i8, ptr %49, align 1, !tbaa !14
  %51 = load i8, ptr %15, align 1, !tbaa !14
  %52 = xor i8 %51, %50
  store i8 %52, ptr %15, align 1, !tbaa !14
  %53 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 5
  %54 = load i8, ptr %53, align 1, !tbaa !14
  %55 = load i8, ptr %16, align 1, !tbaa !14
  %56 = xor i8 %55, %54
  store i8 %56, ptr %16, align 1, !tbaa !14
  %57 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 6
  %58 = load i8, ptr %57, align 1, !tbaa !14
  %59 = load i8, ptr %17, align 1, !tbaa !14
  %60 = xor i8 %59, %58
  store i8 %60, ptr %17, align 1, !tbaa !14
  %61 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 7
  %62 = load i8, ptr %61, align 1, !tbaa !14
  %63 = load i8, ptr %18, align 1, !tbaa !14
  %64 = xor i8 %63, %62
  store i8 %64, ptr %18, align 1, !tbaa !14
  %65 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 8
  %66 = load i8, ptr %65, align 1, !tbaa !14
  %67 = load i8, ptr %19, align 1, !tbaa !14
  %68 = xor i8 %67, %66
  store i8 %68, ptr %19, align 1, !tbaa !14
  %69 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 9
  %70 = load i8, ptr %69, align 1, !tbaa !14
  %71 = load i8, ptr %20, align 1, !tbaa !14
  %72 = xor i8 %71, %70
  store i8 %72, ptr %20, align 1, !tbaa !14
  %73 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 10
  %74 = load i8, ptr %73, align 1, !tbaa !14
  %75 = load i8, ptr %21, align 1, !tbaa !14
  %76 = xor i8 %75, %74
  store i8 %76, ptr %21, align 1, !tbaa !14
  %77 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 11
  %78 = load i8, ptr %77, align 1, !tbaa !14
  %79 = load i8, ptr %22, align 1, !tbaa !14
  %80 = xor i8 %79, %78
  store i8 %80, ptr %22, align 1, !tbaa !14
  %81 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 12
  %82 = load i8, ptr %81, align 1, !tbaa !14
  %83 = load i8, ptr %23, align 1, !tbaa !14
  %84 = xor i8 %83, %82
  store i8 %84, ptr %23, align 1, !tbaa !14
  %85 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 13
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = load i8, ptr %24, align 1, !tbaa !14
  %88 = xor i8 %87, %86
  store i8 %88, ptr %24, align 1, !tbaa !14
  %89 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 14
  %90 = load i8, ptr %89, align 1, !tbaa !14
  %91 = load i8, ptr %25, align 1, !tbaa !14
  %92 = xor i8 %91, %90
  store i8 %92, ptr %25, align 1, !tbaa !14
  %93 = getelementptr inbounds [65 x [16 x i8]], ptr %11, i64 0, i64 %28, i64 15
  %94 = load i8, ptr %93, align 1, !tbaa !14
  %95 = load i8, ptr %26, align 1, !tbaa !14
  %96 = xor i8 %95, %94
  store i8 %96, ptr %26, align 1, !tbaa !14
  br label %97

97:                                               ; preds = %32, %27
  %98 = add nuw nsw i64 %28, 1
  %99 = lshr i64 %29, 1
  %100 = icmp ult i64 %29, 2
  br i1 %100, label %101, label %27, !llvm.loop !26

101:                                              ; preds = %97, %4
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @transcrypt_tail(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i64 noundef %4, ptr noundef %5, ptr nocapture noundef %6) unnamed_addr #0 {
  %8 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #9
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i8, ptr %9, align 1, !tbaa !14
  %11 = load i8, ptr %5, align 1, !tbaa !14
  %12 = xor i8 %11, %10
  store i8 %12, ptr %5, align 1, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %0, i64 9
  %14 = load i8, ptr %13, align 1, !tbaa !14
  %15 = getelementptr inbounds i8, ptr %5, i64 1
  %16 = load i8, ptr %15, align 1, !tbaa !14
  %17 = xor i8 %16, %14
  store i8 %17, ptr %15, align 1, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %0, i64 10
  %19 = load i8, ptr %18, align 1, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %5, i64 2
  %21 = load i8, ptr %20, align 1, !tbaa !14
  %22 = xor i8 %21, %19
  store i8 %22, ptr %20, align 1, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %0, i64 11
  %24 = load i8, ptr %23, align 1, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %5, i64 3
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = xor i8 %26, %24
  store i8 %27, ptr %25, align 1, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %0, i64 12
  %29 = load i8, ptr %28, align 1, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %5, i64 4
  %31 = load i8, ptr %30, align 1, !tbaa !14
  %32 = xor i8 %31, %29
  store i8 %32, ptr %30, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %0, i64 13
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %5, i64 5
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = xor i8 %36, %34
  store i8 %37, ptr %35, align 1, !tbaa !14
  %38 = getelementptr inbounds i8, ptr %0, i64 14
  %39 = load i8, ptr %38, align 1, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %5, i64 6
  %41 = load i8, ptr %40, align 1, !tbaa !14
  %42 = xor i8 %41, %39
  store i8 %42, ptr %40, align 1, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %0, i64 15
  %44 = load i8, ptr %43, align 1, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %5, i64 7
  %46 = load i8, ptr %45, align 1, !tbaa !14
  %47 = xor i8 %46, %44
  store i8 %47, ptr %45, align 1, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  %49 = load i8, ptr %48, align 1, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %5, i64 8
  %51 = load i8, ptr %50, align 1, !tbaa !14
  %52 = xor i8 %51, %49
  store i8 %52, ptr %50, align 1, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %0, i64 17
  %54 = load i8, ptr %53, align 1, !tbaa !14
  %55 = getelementptr inbounds i8, ptr %5, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = xor i8 %56, %54
  store i8 %57, ptr %55, align 1, !tbaa !14
  %58 = getelementptr inbounds i8, ptr %0, i64 18
  %59 = load i8, ptr %58, align 1, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %5, i64 10
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = xor i8 %61, %59
  store i8 %62, ptr %60, align 1, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %0, i64 19
  %64 = load i8, ptr %63, align 1, !tbaa !14
  %65 = getelementptr inbounds i8, ptr %5, i64 11
  %66 = load i8, ptr %65, align 1, !tbaa !14
  %67 = xor i8 %66, %64
  store i8 %67, ptr %65, align 1, !tbaa !14
  %68 = getelementptr inbounds i8, ptr %0, i64 20
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %5, i64 12
  %71 = load i8, ptr %70, align 1, !tbaa !14
  %72 = xor i8 %71, %69
  store i8 %72, ptr %70, align 1, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %0, i64 21
  %74 = load i8, ptr %73, align 1, !tbaa !14
  %75 = getelementptr inbounds i8, ptr %5, i64 13
  %76 = load i8, ptr %75, align 1, !tbaa !14
  %77 = xor i8 %76, %74
  store i8 %77, ptr %75, align 1, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %0, i64 22
  %79 = load i8, ptr %78, align 1, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %5, i64 14
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = xor i8 %81, %79
  store i8 %82, ptr %80, align 1, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %0, i64 23
  %84 = load i8, ptr %83, align 1, !tbaa !14
  %85 = getelementptr inbounds i8, ptr %5, i64 15
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = xor i8 %86, %84
  store i8 %87, ptr %85, align 1, !tbaa !14
  %88 = load ptr, ptr %0, align 8, !tbaa !11
  %89 = load ptr, ptr %88, align 8, !tbaa !13
  %90 = call i32 %89(ptr noundef nonnull %88, ptr noundef nonnull %5, ptr noundef nonnull %8, i64 noundef 16) #9
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %185

92:                                               ; preds = %7
  %93 = icmp eq i64 %4, 0
  br i1 %93, label %181, label %94

94:                                               ; preds = %92
  %95 = icmp eq i32 %1, 0
  %96 = icmp ult i64 %4, 8
  br i1 %96, label %162, label %97

97:                                               ; preds = %94
  %98 = add i64 %4, -1
  %99 = and i64 %98, 4294967295
  %100 = icmp eq i64 %99, 4294967295
  %101 = icmp ugt i64 %98, 4294967295
  %102 = or i1 %100, %101
  br i1 %102, label %162, label %103

103:                                              ; preds = %97
  %104 = getelementptr i8, ptr %3, i64 %4
  %105 = getelementptr i8, ptr %6, i64 %4
  %106 = getelementptr i8, ptr %2, i64 %4
  %107 = icmp ugt ptr %105, %3
  %108 = icmp ugt ptr %104, %6
  %109 = and i1 %107, %108
  %110 = icmp ugt ptr %106, %3
  %111 = icmp ugt ptr %104, %2
  %112 = and i1 %110, %111
  %113 = or i1 %109, %112
  %114 = icmp ugt ptr %106, %6
  %115 = icmp ugt ptr %105, %2
  %116 = and i1 %114, %115
  %117 = or i1 %113, %116
  br i1 %117, label %162, label %118

118:                                              ; preds = %103
  %119 = icmp ult i64 %4, 16
  br i1 %119, label %142, label %120

120:                                              ; preds = %118
  %121 = and i64 %4, 8589934576
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %134, %122 ]
  %124 = getelementptr inbounds i8, ptr %2, i64 %123
  %125 = load <16 x i8>, ptr %124, align 1, !tbaa !14, !alias.scope !27
  %126 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 %123
  %127 = load <16 x i8>, ptr %126, align 16, !tbaa !14
  %128 = xor <16 x i8> %127, %125
  %129 = getelementptr inbounds i8, ptr %3, i64 %123
  store <16 x i8> %128, ptr %129, align 1, !tbaa !14, !alias.scope !30, !noalias !32
  %130 = select i1 %95, <16 x i8> %125, <16 x i8> %128
  %131 = getelementptr inbounds i8, ptr %6, i64 %123
  %132 = load <16 x i8>, ptr %131, align 1, !tbaa !14, !alias.scope !34, !noalias !27
  %133 = xor <16 x i8> %132, %130
  store <16 x i8> %133, ptr %131, align 1, !tbaa !14, !alias.scope !34, !noalias !27
  %134 = add nuw i64 %123, 16
  %135 = icmp eq i64 %134, %121
  br i1 %135, label %136, label %122, !llvm.loop !35

136:                                              ; preds = %122
  %137 = icmp eq i64 %121, %4
  br i1 %137, label %181, label %138

138:                                              ; preds = %136
  %139 = trunc i64 %121 to i32
  %140 = and i64 %4, 8
  %141 = icmp eq i64 %140, 0
  br i1 %141, label %162, label %142

142:                                              ; preds = %118, %138
  %143 = phi i64 [ %121, %138 ], [ 0, %118 ]
  %144 = and i64 %4, 8589934584
  %145 = trunc i64 %144 to i32
  br label %146

146:                                              ; preds = %146, %142
  %147 = phi i64 [ %143, %142 ], [ %158, %146 ]
  %148 = getelementptr inbounds i8, ptr %2, i64 %147
  %149 = load <8 x i8>, ptr %148, align 1, !tbaa !14, !alias.scope !38
  %150 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 %147
  %151 = load <8 x i8>, ptr %150, align 8, !tbaa !14
  %152 = xor <8 x i8> %151, %149
  %153 = getelementptr inbounds i8, ptr %3, i64 %147
  store <8 x i8> %152, ptr %153, align 1, !tbaa !14, !alias.scope !41, !noalias !43
  %154 = select i1 %95, <8 x i8> %149, <8 x i8> %152
  %155 = getelementptr inbounds i8, ptr %6, i64 %147
  %156 = load <8 x i8>, ptr %155, align 1, !tbaa !14, !alias.scope !45, !noalias !38
  %157 = xor <8 x i8> %156, %154
  store <8 x i8> %157, ptr %155, align 1, !tbaa !14, !alias.scope !45, !noalias !38
  %158 = add nuw i64 %147, 8
  %159 = icmp eq i64 %158, %144
  br i1 %159, label %160, label %146, !llvm.loop !46

160:                                              ; preds = %146
  %161 = icmp eq i64 %144, %4
  br i1 %161, label %181, label %162

162:                                              ; preds = %160, %103, %97, %94, %138
  %163 = phi i64 [ 0, %94 ], [ 0, %103 ], [ 0, %97 ], [ %121, %138 ], [ %144, %160 ]
  %164 = phi i32 [ 0, %94 ], [ 0, %103 ], [ 0, %97 ], [ %139, %138 ], [ %145, %160 ]
  br label %165

165:                                              ; preds = %162, %165
  %166 = phi i64 [ %179, %165 ], [ %163, %162 ]
  %167 = phi i32 [ %178, %165 ], [ %164, %162 ]
  %168 = getelementptr inbounds i8, ptr %2, i64 %166
  %169 = load i8, ptr %168, align 1, !tbaa !14
  %170 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 %166
  %171 = load i8, ptr %170, align 1, !tbaa !14
  %172 = xor i8 %171, %169
  %173 = getelementptr inbounds i8, ptr %3, i64 %166
  store i8 %172, ptr %173, align 1, !tbaa !14
  %174 = select i1 %95, i8 %169, i8 %172
  %175 = getelementptr inbounds i8, ptr %6, i64 %166
  %176 = load i8, ptr %175, align 1, !tbaa !14
  %177 = xor i8 %176, %174
  store i8 %177, ptr %175, align 1, !tbaa !14
  %178 = add i32 %167, 1
  %179 = zext i32 %178 to i64
  %180 = icmp ult i64 %179, %4
  br i1 %180, label %165, label %181, !llvm.loop !47

181:                                              ; preds = %165, %136, %160, %92
  %182 = getelementptr inbounds i8, ptr %6, i64 %4
  %183 = load i8, ptr %182, align 1, !tbaa !14
  %184 = xor i8 %183, -128
  store i8 %184, ptr %182, align 1, !tbaa !14
  br label %185

185:                                              ; preds = %7, %181
  %186 = phi i32 [ 0, %181 ], [ %90, %7 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #9
  ret i32 %186
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.fshl.v8i8(<8 x i8>, <8 x i8>, <8 x i8>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.fshl.v4i8(<4 x i8>, <4 x i8>, <4 x i8>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"_BlockBase", !7, i64 0, !7, i64 8, !7, i64 16, !10, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"", !7, i64 0, !8, i64 8, !8, i64 24, !8, i64 40, !10, i64 1080, !8, i64 1088, !8, i64 1104, !10, i64 1120, !8, i64 1128, !8, i64 1144}
!13 = !{!6, !7, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!12, !10, i64 1120}
!18 = !{!12, !10, i64 1080}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{!6, !7, i64 16}
!26 = distinct !{!26, !16}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = !{!33, !28}
!33 = distinct !{!33, !29}
!34 = !{!33}
!35 = distinct !{!35, !16, !36, !37}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = !{!"llvm.loop.unroll.runtime.disable"}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !{!42}
!42 = distinct !{!42, !40}
!43 = !{!44, !39}
!44 = distinct !{!44, !40}
!45 = !{!44}
!46 = distinct !{!46, !16, !36, !37}
!47 = distinct !{!47, !16, !36}
