; ModuleID = 'src/SHA256.c'
source_filename = "src/SHA256.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.t_hash_state = type { [8 x i32], [64 x i8], i32, [2 x i32], i64 }

@H = internal unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local range(i32 0, 3) i32 @SHA256_init(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(120) ptr @calloc(i64 noundef 1, i64 noundef 120) #11
  store ptr %4, ptr %0, align 8, !tbaa !5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 112
  store i64 32, ptr %7, align 8, !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @H, i64 32, i1 false), !tbaa !13
  br label %8

8:                                                ; preds = %3, %1, %6
  %9 = phi i32 [ 0, %6 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @SHA256_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @SHA256_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [16 x i32], align 16
  %5 = alloca [16 x i32], align 16
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  br i1 %8, label %113, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 96
  %11 = load i32, ptr %10, align 8, !tbaa !14
  %12 = icmp ugt i32 %11, 63
  br i1 %12, label %113, label %13

13:                                               ; preds = %9
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %110, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = getelementptr inbounds i8, ptr %0, i64 100
  %18 = getelementptr inbounds i8, ptr %0, i64 104
  br label %19

19:                                               ; preds = %15, %105
  %20 = phi ptr [ %1, %15 ], [ %108, %105 ]
  %21 = phi i32 [ %11, %15 ], [ %107, %105 ]
  %22 = phi i64 [ %2, %15 ], [ %106, %105 ]
  %23 = icmp eq i32 %21, 0
  %24 = icmp ugt i64 %22, 63
  %25 = and i1 %24, %23
  br i1 %25, label %26, label %61

26:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ 0, %26 ], [ %49, %27 ]
  %29 = shl nuw nsw i64 %28, 2
  %30 = getelementptr inbounds i8, ptr %20, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 3
  %32 = load i8, ptr %31, align 1, !tbaa !15
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds i8, ptr %30, i64 2
  %35 = load i8, ptr %34, align 1, !tbaa !15
  %36 = zext i8 %35 to i32
  %37 = shl nuw nsw i32 %36, 8
  %38 = or disjoint i32 %37, %33
  %39 = getelementptr inbounds i8, ptr %30, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !15
  %41 = zext i8 %40 to i32
  %42 = shl nuw nsw i32 %41, 16
  %43 = or disjoint i32 %38, %42
  %44 = load i8, ptr %30, align 1, !tbaa !15
  %45 = zext i8 %44 to i32
  %46 = shl nuw i32 %45, 24
  %47 = or disjoint i32 %43, %46
  %48 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %28
  store i32 %47, ptr %48, align 4, !tbaa !13
  %49 = add nuw nsw i64 %28, 1
  %50 = icmp eq i64 %49, 16
  br i1 %50, label %51, label %27, !llvm.loop !16

51:                                               ; preds = %27
  call fastcc void @sha_compress_words(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  %52 = getelementptr inbounds i8, ptr %20, i64 64
  %53 = add i64 %22, -64
  %54 = load i32, ptr %17, align 4, !tbaa !13
  %55 = add i32 %54, 512
  store i32 %55, ptr %17, align 4, !tbaa !13
  %56 = icmp ugt i32 %54, -513
  br i1 %56, label %57, label %105

57:                                               ; preds = %51
  %58 = load i32, ptr %18, align 4, !tbaa !13
  %59 = add i32 %58, 1
  store i32 %59, ptr %18, align 4, !tbaa !13
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %110, label %105

61:                                               ; preds = %19
  %62 = sub i32 64, %21
  %63 = zext i32 %62 to i64
  %64 = tail call i64 @llvm.umin.i64(i64 %22, i64 %63)
  %65 = trunc nuw i64 %64 to i32
  %66 = zext i32 %21 to i64
  %67 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %67, ptr align 1 %20, i64 %64, i1 false)
  %68 = getelementptr inbounds i8, ptr %20, i64 %64
  %69 = add i32 %21, %65
  %70 = sub i64 %22, %64
  %71 = icmp eq i32 %69, 64
  br i1 %71, label %72, label %105

72:                                               ; preds = %61
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  br label %73

73:                                               ; preds = %73, %72
  %74 = phi i64 [ 0, %72 ], [ %95, %73 ]
  %75 = shl nuw nsw i64 %74, 2
  %76 = getelementptr inbounds i8, ptr %16, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 3
  %78 = load i8, ptr %77, align 1, !tbaa !15
  %79 = zext i8 %78 to i32
  %80 = getelementptr inbounds i8, ptr %76, i64 2
  %81 = load i8, ptr %80, align 1, !tbaa !15
  %82 = zext i8 %81 to i32
  %83 = shl nuw nsw i32 %82, 8
  %84 = or disjoint i32 %83, %79
  %85 = getelementptr inbounds i8, ptr %76, i64 1
  %86 = load i8, ptr %85, align 1, !tbaa !15
  %87 = zext i8 %86 to i32
  %88 = shl nuw nsw i32 %87, 16
  %89 = or disjoint i32 %84, %88
  %90 = load i8, ptr %76, align 1, !tbaa !15
  %91 = zext i8 %90 to i32
  %92 = shl nuw i32 %91, 24
  %93 = or disjoint i32 %89, %92
  %94 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %74
  store i32 %93, ptr %94, align 4, !tbaa !13
  %95 = add nuw nsw i64 %74, 1
  %96 = icmp eq i64 %95, 16
  br i1 %96, label %97, label %73, !llvm.loop !16

97:                                               ; preds = %73
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  %98 = load i32, ptr %17, align 4, !tbaa !13
  %99 = add i32 %98, 512
  store i32 %99, ptr %17, align 4, !tbaa !13
  %100 = icmp ugt i32 %98, -513
  br i1 %100, label %101, label %105

101:                                              ; preds = %97
  %102 = load i32, ptr %18, align 4, !tbaa !13
  %103 = add i32 %102, 1
  store i32 %103, ptr %18, align 4, !tbaa !13
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %110, label %105

105:                                              ; preds = %101, %97, %57, %51, %61
  %106 = phi i64 [ %70, %61 ], [ %53, %51 ], [ %53, %57 ], [ %70, %97 ], [ %70, %101 ]
  %107 = phi i32 [ %69, %61 ], [ 0, %51 ], [ 0, %57 ], [ 0, %97 ], [ 0, %101 ]
  %108 = phi ptr [ %68, %61 ], [ %52, %51 ], [ %52, %57 ], [ %68, %97 ], [ %68, %101 ]
  %109 = icmp eq i64 %106, 0
  br i1 %109, label %110, label %19

110:                                              ; preds = %105, %101, %57, %13
  %111 = phi i32 [ %11, %13 ], [ 0, %57 ], [ 0, %101 ], [ %107, %105 ]
  %112 = phi i32 [ 0, %13 ], [ 10, %57 ], [ 10, %101 ], [ 0, %105 ]
  store i32 %111, ptr %10, align 8, !tbaa !14
  br label %113

113:                                              ; preds = %110, %9, %3
  %114 = phi i32 [ 1, %3 ], [ 20, %9 ], [ %112, %110 ]
  ret i32 %114
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @SHA256_digest(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca %struct.t_hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %4) #12
  %5 = icmp eq ptr %0, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 112
  %8 = load i64, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i64 %8, %2
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %4, ptr noundef nonnull align 8 dereferenceable(120) %0, i64 120, i1 false), !tbaa.struct !18
  %11 = call fastcc i32 @sha_finalize(ptr noundef nonnull %4, ptr noundef %1, i64 noundef %2)
  br label %12

12:                                               ; preds = %6, %3, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %3 ], [ 9, %6 ]
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %4) #12
  ret i32 %13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 21) i32 @sha_finalize(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2) unnamed_addr #7 {
  %4 = alloca [16 x i32], align 16
  %5 = alloca [16 x i32], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 112
  %8 = load i64, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i64 %8, %2
  br i1 %9, label %10, label %221

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = load i32, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i32 %12, 63
  br i1 %13, label %221, label %14

14:                                               ; preds = %10
  %15 = shl nuw nsw i32 %12, 3
  %16 = getelementptr inbounds i8, ptr %0, i64 100
  %17 = load i32, ptr %16, align 4, !tbaa !13
  %18 = add i32 %17, %15
  store i32 %18, ptr %16, align 4, !tbaa !13
  %19 = icmp ult i32 %18, %15
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %0, i64 104
  %22 = load i32, ptr %21, align 4, !tbaa !13
  %23 = add i32 %22, 1
  store i32 %23, ptr %21, align 4, !tbaa !13
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %221, label %25

25:                                               ; preds = %14, %20
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = add nuw nsw i32 %12, 1
  store i32 %27, ptr %11, align 8, !tbaa !14
  %28 = zext nneg i32 %12 to i64
  %29 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %28
  store i8 -128, ptr %29, align 1, !tbaa !15
  %30 = load i32, ptr %11, align 8, !tbaa !14
  %31 = sub i32 64, %30
  %32 = icmp ult i32 %31, 8
  br i1 %32, label %33, label %62

33:                                               ; preds = %25
  %34 = zext i32 %30 to i64
  %35 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %34
  %36 = zext nneg i32 %31 to i64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %35, i8 0, i64 %36, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  br label %37

37:                                               ; preds = %37, %33
  %38 = phi i64 [ 0, %33 ], [ %59, %37 ]
  %39 = shl nuw nsw i64 %38, 2
  %40 = getelementptr inbounds i8, ptr %26, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 3
  %42 = load i8, ptr %41, align 1, !tbaa !15
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds i8, ptr %40, i64 2
  %45 = load i8, ptr %44, align 1, !tbaa !15
  %46 = zext i8 %45 to i32
  %47 = shl nuw nsw i32 %46, 8
  %48 = or disjoint i32 %47, %43
  %49 = getelementptr inbounds i8, ptr %40, i64 1
  %50 = load i8, ptr %49, align 1, !tbaa !15
  %51 = zext i8 %50 to i32
  %52 = shl nuw nsw i32 %51, 16
  %53 = or disjoint i32 %48, %52
  %54 = load i8, ptr %40, align 1, !tbaa !15
  %55 = zext i8 %54 to i32
  %56 = shl nuw i32 %55, 24
  %57 = or disjoint i32 %53, %56
  %58 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %38
  store i32 %57, ptr %58, align 4, !tbaa !13
  %59 = add nuw nsw i64 %38, 1
  %60 = icmp eq i64 %59, 16
  br i1 %60, label %61, label %37, !llvm.loop !16

61:                                               ; preds = %37
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  store i32 0, ptr %11, align 8, !tbaa !14
  br label %62

62:                                               ; preds = %61, %25
  %63 = phi i32 [ 0, %61 ], [ %30, %25 ]
  %64 = sub i32 64, %63
  %65 = zext i32 %63 to i64
  %66 = getelementptr inbounds [64 x i8], ptr %26, i64 0, i64 %65
  %67 = zext i32 %64 to i64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %66, i8 0, i64 %67, i1 false)
  %68 = getelementptr inbounds i8, ptr %0, i64 88
  %69 = getelementptr inbounds i8, ptr %0, i64 104
  %70 = load i32, ptr %69, align 4, !tbaa !13
  %71 = lshr i32 %70, 24
  %72 = trunc nuw i32 %71 to i8
  store i8 %72, ptr %68, align 1, !tbaa !15
  %73 = lshr i32 %70, 16
  %74 = trunc i32 %73 to i8
  %75 = getelementptr inbounds i8, ptr %0, i64 89
  store i8 %74, ptr %75, align 1, !tbaa !15
  %76 = lshr i32 %70, 8
  %77 = trunc i32 %76 to i8
  %78 = getelementptr inbounds i8, ptr %0, i64 90
  store i8 %77, ptr %78, align 1, !tbaa !15
  %79 = trunc i32 %70 to i8
  %80 = getelementptr inbounds i8, ptr %0, i64 91
  store i8 %79, ptr %80, align 1, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %0, i64 92
  %82 = load i32, ptr %16, align 4, !tbaa !13
  %83 = lshr i32 %82, 24
  %84 = trunc nuw i32 %83 to i8
  store i8 %84, ptr %81, align 1, !tbaa !15
  %85 = lshr i32 %82, 16
  %86 = trunc i32 %85 to i8
  %87 = getelementptr inbounds i8, ptr %0, i64 93
  store i8 %86, ptr %87, align 1, !tbaa !15
  %88 = lshr i32 %82, 8
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds i8, ptr %0, i64 94
  store i8 %89, ptr %90, align 1, !tbaa !15
  %91 = trunc i32 %82 to i8
  %92 = getelementptr inbounds i8, ptr %0, i64 95
  store i8 %91, ptr %92, align 1, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  br label %93

93:                                               ; preds = %93, %62
  %94 = phi i64 [ 0, %62 ], [ %115, %93 ]
  %95 = shl nuw nsw i64 %94, 2
  %96 = getelementptr inbounds i8, ptr %26, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 3
  %98 = load i8, ptr %97, align 1, !tbaa !15
  %99 = zext i8 %98 to i32
  %100 = getelementptr inbounds i8, ptr %96, i64 2
  %101 = load i8, ptr %100, align 1, !tbaa !15
  %102 = zext i8 %101 to i32
  %103 = shl nuw nsw i32 %102, 8
  %104 = or disjoint i32 %103, %99
  %105 = getelementptr inbounds i8, ptr %96, i64 1
  %106 = load i8, ptr %105, align 1, !tbaa !15
  %107 = zext i8 %106 to i32
  %108 = shl nuw nsw i32 %107, 16
  %109 = or disjoint i32 %104, %108
  %110 = load i8, ptr %96, align 1, !tbaa !15
  %111 = zext i8 %110 to i32
  %112 = shl nuw i32 %111, 24
  %113 = or disjoint i32 %109, %112
  %114 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %94
  store i32 %113, ptr %114, align 4, !tbaa !13
  %115 = add nuw nsw i64 %94, 1
  %116 = icmp eq i64 %115, 16
  br i1 %116, label %117, label %93, !llvm.loop !16

117:                                              ; preds = %93
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  %118 = load i32, ptr %0, align 4, !tbaa !13
  %119 = trunc i32 %118 to i8
  %120 = getelementptr inbounds i8, ptr %6, i64 3
  store i8 %119, ptr %120, align 1, !tbaa !15
  %121 = lshr i32 %118, 8
  %122 = trunc i32 %121 to i8
  %123 = getelementptr inbounds i8, ptr %6, i64 2
  store i8 %122, ptr %123, align 2, !tbaa !15
  %124 = lshr i32 %118, 16
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 %125, ptr %126, align 1, !tbaa !15
  %127 = lshr i32 %118, 24
  %128 = trunc nuw i32 %127 to i8
  store i8 %128, ptr %6, align 16, !tbaa !15
  %129 = getelementptr inbounds i8, ptr %0, i64 4
  %130 = load i32, ptr %129, align 4, !tbaa !13
  %131 = trunc i32 %130 to i8
  %132 = getelementptr inbounds i8, ptr %6, i64 7
  store i8 %131, ptr %132, align 1, !tbaa !15
  %133 = lshr i32 %130, 8
  %134 = trunc i32 %133 to i8
  %135 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 %134, ptr %135, align 2, !tbaa !15
  %136 = lshr i32 %130, 16
  %137 = trunc i32 %136 to i8
  %138 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 %137, ptr %138, align 1, !tbaa !15
  %139 = lshr i32 %130, 24
  %140 = trunc nuw i32 %139 to i8
  %141 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 %140, ptr %141, align 4, !tbaa !15
  %142 = getelementptr inbounds i8, ptr %0, i64 8
  %143 = load i32, ptr %142, align 4, !tbaa !13
  %144 = trunc i32 %143 to i8
  %145 = getelementptr inbounds i8, ptr %6, i64 11
  store i8 %144, ptr %145, align 1, !tbaa !15
  %146 = lshr i32 %143, 8
  %147 = trunc i32 %146 to i8
  %148 = getelementptr inbounds i8, ptr %6, i64 10
  store i8 %147, ptr %148, align 2, !tbaa !15
  %149 = lshr i32 %143, 16
  %150 = trunc i32 %149 to i8
  %151 = getelementptr inbounds i8, ptr %6, i64 9
  store i8 %150, ptr %151, align 1, !tbaa !15
  %152 = lshr i32 %143, 24
  %153 = trunc nuw i32 %152 to i8
  %154 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %153, ptr %154, align 8, !tbaa !15
  %155 = getelementptr inbounds i8, ptr %0, i64 12
  %156 = load i32, ptr %155, align 4, !tbaa !13
  %157 = trunc i32 %156 to i8
  %158 = getelementptr inbounds i8, ptr %6, i64 15
  store i8 %157, ptr %158, align 1, !tbaa !15
  %159 = lshr i32 %156, 8
  %160 = trunc i32 %159 to i8
  %161 = getelementptr inbounds i8, ptr %6, i64 14
  store i8 %160, ptr %161, align 2, !tbaa !15
  %162 = lshr i32 %156, 16
  %163 = trunc i32 %162 to i8
  %164 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 %163, ptr %164, align 1, !tbaa !15
  %165 = lshr i32 %156, 24
  %166 = trunc nuw i32 %165 to i8
  %167 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 %166, ptr %167, align 4, !tbaa !15
  %168 = getelementptr inbounds i8, ptr %0, i64 16
  %169 = load i32, ptr %168, align 4, !tbaa !13
  %170 = trunc i32 %169 to i8
  %171 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %170, ptr %171, align 1, !tbaa !15
  %172 = lshr i32 %169, 8
  %173 = trunc i32 %172 to i8
  %174 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 %173, ptr %174, align 2, !tbaa !15
  %175 = lshr i32 %169, 16
  %176 = trunc i32 %175 to i8
  %177 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 %176, ptr %177, align 1, !tbaa !15
  %178 = lshr i32 %169, 24
  %179 = trunc nuw i32 %178 to i8
  %180 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %179, ptr %180, align 16, !tbaa !15
  %181 = getelementptr inbounds i8, ptr %0, i64 20
  %182 = load i32, ptr %181, align 4, !tbaa !13
  %183 = trunc i32 %182 to i8
  %184 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 %183, ptr %184, align 1, !tbaa !15
  %185 = lshr i32 %182, 8
  %186 = trunc i32 %185 to i8
  %187 = getelementptr inbounds i8, ptr %6, i64 22
  store i8 %186, ptr %187, align 2, !tbaa !15
  %188 = lshr i32 %182, 16
  %189 = trunc i32 %188 to i8
  %190 = getelementptr inbounds i8, ptr %6, i64 21
  store i8 %189, ptr %190, align 1, !tbaa !15
  %191 = lshr i32 %182, 24
  %192 = trunc nuw i32 %191 to i8
  %193 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 %192, ptr %193, align 4, !tbaa !15
  %194 = getelementptr inbounds i8, ptr %0, i64 24
  %195 = load i32, ptr %194, align 4, !tbaa !13
  %196 = trunc i32 %195 to i8
  %197 = getelementptr inbounds i8, ptr %6, i64 27
  store i8 %196, ptr %197, align 1, !tbaa !15
  %198 = lshr i32 %195, 8
  %199 = trunc i32 %198 to i8
  %200 = getelementptr inbounds i8, ptr %6, i64 26
  store i8 %199, ptr %200, align 2, !tbaa !15
  %201 = lshr i32 %195, 16
  %202 = trunc i32 %201 to i8
  %203 = getelementptr inbounds i8, ptr %6, i64 25
  store i8 %202, ptr %203, align 1, !tbaa !15
  %204 = lshr i32 %195, 24
  %205 = trunc nuw i32 %204 to i8
  %206 = getelementptr inbounds i8, ptr %6, i64 24
  store i8 %205, ptr %206, align 8, !tbaa !15
  %207 = getelementptr inbounds i8, ptr %0, i64 28
  %208 = load i32, ptr %207, align 4, !tbaa !13
  %209 = trunc i32 %208 to i8
  %210 = getelementptr inbounds i8, ptr %6, i64 31
  store i8 %209, ptr %210, align 1, !tbaa !15
  %211 = lshr i32 %208, 8
  %212 = trunc i32 %211 to i8
  %213 = getelementptr inbounds i8, ptr %6, i64 30
  store i8 %212, ptr %213, align 2, !tbaa !15
  %214 = lshr i32 %208, 16
  %215 = trunc i32 %214 to i8
  %216 = getelementptr inbounds i8, ptr %6, i64 29
  store i8 %215, ptr %216, align 1, !tbaa !15
  %217 = lshr i32 %208, 24
  %218 = trunc nuw i32 %217 to i8
  %219 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 %218, ptr %219, align 4, !tbaa !15
  %220 = load i64, ptr %7, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 16 %6, i64 %220, i1 false)
  br label %221

221:                                              ; preds = %20, %10, %3, %117
  %222 = phi i32 [ 0, %117 ], [ 9, %3 ], [ 20, %10 ], [ 10, %20 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  ret i32 %222
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @SHA256_oneshot(ptr noundef %0, i64 noundef %1, ptr noundef writeonly %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = alloca %struct.t_hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %5) #12
  %6 = icmp eq ptr %0, null
  %7 = icmp ne i64 %1, 0
  %8 = and i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %23, label %11

11:                                               ; preds = %4
  %12 = icmp eq i64 %3, 32
  br i1 %12, label %13, label %23

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %5, i64 96
  store i32 0, ptr %14, align 8, !tbaa !14
  %15 = getelementptr inbounds i8, ptr %5, i64 100
  %16 = getelementptr inbounds i8, ptr %5, i64 104
  store i32 0, ptr %16, align 8, !tbaa !13
  store i32 0, ptr %15, align 4, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %5, i64 112
  store i64 32, ptr %17, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) @H, i64 32, i1 false), !tbaa !13
  br i1 %7, label %18, label %21

18:                                               ; preds = %13
  %19 = call i32 @SHA256_update(ptr noundef nonnull %5, ptr noundef %0, i64 noundef %1)
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %18, %13
  %22 = call fastcc i32 @sha_finalize(ptr noundef nonnull %5, ptr noundef nonnull %2, i64 noundef 32)
  br label %23

23:                                               ; preds = %18, %11, %4, %21
  %24 = phi i32 [ %22, %21 ], [ 1, %4 ], [ 9, %11 ], [ %19, %18 ]
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %5) #12
  ret i32 %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @SHA256_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %1, ptr noundef nonnull align 8 dereferenceable(120) %0, i64 120, i1 false), !tbaa.struct !18
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @SHA256_pbkdf2_hmac_assist(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef writeonly %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #7 {
  %7 = alloca [16 x i32], align 16
  %8 = alloca [8 x i32], align 16
  %9 = alloca [8 x i32], align 16
  %10 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  %11 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %12 = insertelement <4 x ptr> %11, ptr %1, i64 1
  %13 = insertelement <4 x ptr> %12, ptr %2, i64 2
  %14 = insertelement <4 x ptr> %13, ptr %3, i64 3
  %15 = icmp eq <4 x ptr> %14, zeroinitializer
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  br i1 %17, label %18, label %387

18:                                               ; preds = %6
  %19 = icmp eq i64 %4, 0
  br i1 %19, label %387, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 112
  %22 = load i64, ptr %21, align 8, !tbaa !9
  %23 = icmp eq i64 %22, %5
  br i1 %23, label %24, label %387

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %1, i64 112
  %26 = load i64, ptr %25, align 8, !tbaa !9
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %28, label %387

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 96
  %30 = load i32, ptr %29, align 8, !tbaa !14
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %387

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %1, i64 96
  %34 = load i32, ptr %33, align 8, !tbaa !14
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %387

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %0, i64 100
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = icmp eq i32 %38, 512
  br i1 %39, label %40, label %387

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 104
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %387

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %1, i64 100
  %46 = load i32, ptr %45, align 4, !tbaa !13
  %47 = icmp eq i32 %46, 512
  br i1 %47, label %48, label %387

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %1, i64 104
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %387

52:                                               ; preds = %48
  %53 = lshr i64 %5, 2
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %5 to i32
  %56 = and i32 %55, 3
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = add i32 %58, %54
  %60 = shl nuw nsw i32 %56, 3
  %61 = sub nuw nsw i32 32, %60
  %62 = xor i32 %60, 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 1 %2, i64 %5, i1 false)
  %63 = getelementptr inbounds i8, ptr %10, i64 3
  %64 = load i8, ptr %63, align 1, !tbaa !15
  %65 = zext i8 %64 to i32
  %66 = getelementptr inbounds i8, ptr %10, i64 2
  %67 = load i8, ptr %66, align 2, !tbaa !15
  %68 = zext i8 %67 to i32
  %69 = shl nuw nsw i32 %68, 8
  %70 = or disjoint i32 %69, %65
  %71 = getelementptr inbounds i8, ptr %10, i64 1
  %72 = load i8, ptr %71, align 1, !tbaa !15
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 16
  %75 = or disjoint i32 %70, %74
  %76 = load i8, ptr %10, align 16, !tbaa !15
  %77 = zext i8 %76 to i32
  %78 = shl nuw i32 %77, 24
  %79 = or disjoint i32 %75, %78
  store i32 %79, ptr %9, align 16, !tbaa !13
  %80 = getelementptr inbounds i8, ptr %10, i64 7
  %81 = load i8, ptr %80, align 1, !tbaa !15
  %82 = zext i8 %81 to i32
  %83 = getelementptr inbounds i8, ptr %10, i64 6
  %84 = load i8, ptr %83, align 2, !tbaa !15
  %85 = zext i8 %84 to i32
  %86 = shl nuw nsw i32 %85, 8
  %87 = or disjoint i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %10, i64 5
  %89 = load i8, ptr %88, align 1, !tbaa !15
  %90 = zext i8 %89 to i32
  %91 = shl nuw nsw i32 %90, 16
  %92 = or disjoint i32 %87, %91
  %93 = getelementptr inbounds i8, ptr %10, i64 4
  %94 = load i8, ptr %93, align 4, !tbaa !15
  %95 = zext i8 %94 to i32
  %96 = shl nuw i32 %95, 24
  %97 = or disjoint i32 %92, %96
  %98 = getelementptr inbounds i8, ptr %9, i64 4
  store i32 %97, ptr %98, align 4, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %10, i64 11
  %100 = load i8, ptr %99, align 1, !tbaa !15
  %101 = zext i8 %100 to i32
  %102 = getelementptr inbounds i8, ptr %10, i64 10
  %103 = load i8, ptr %102, align 2, !tbaa !15
  %104 = zext i8 %103 to i32
  %105 = shl nuw nsw i32 %104, 8
  %106 = or disjoint i32 %105, %101
  %107 = getelementptr inbounds i8, ptr %10, i64 9
  %108 = load i8, ptr %107, align 1, !tbaa !15
  %109 = zext i8 %108 to i32
  %110 = shl nuw nsw i32 %109, 16
  %111 = or disjoint i32 %106, %110
  %112 = getelementptr inbounds i8, ptr %10, i64 8
  %113 = load i8, ptr %112, align 8, !tbaa !15
  %114 = zext i8 %113 to i32
  %115 = shl nuw i32 %114, 24
  %116 = or disjoint i32 %111, %115
  %117 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %116, ptr %117, align 8, !tbaa !13
  %118 = getelementptr inbounds i8, ptr %10, i64 15
  %119 = load i8, ptr %118, align 1, !tbaa !15
  %120 = zext i8 %119 to i32
  %121 = getelementptr inbounds i8, ptr %10, i64 14
  %122 = load i8, ptr %121, align 2, !tbaa !15
  %123 = zext i8 %122 to i32
  %124 = shl nuw nsw i32 %123, 8
  %125 = or disjoint i32 %124, %120
  %126 = getelementptr inbounds i8, ptr %10, i64 13
  %127 = load i8, ptr %126, align 1, !tbaa !15
  %128 = zext i8 %127 to i32
  %129 = shl nuw nsw i32 %128, 16
  %130 = or disjoint i32 %125, %129
  %131 = getelementptr inbounds i8, ptr %10, i64 12
  %132 = load i8, ptr %131, align 4, !tbaa !15
  %133 = zext i8 %132 to i32
  %134 = shl nuw i32 %133, 24
  %135 = or disjoint i32 %130, %134
  %136 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 %135, ptr %136, align 4, !tbaa !13
  %137 = getelementptr inbounds i8, ptr %10, i64 19
  %138 = load i8, ptr %137, align 1, !tbaa !15
  %139 = zext i8 %138 to i32
  %140 = getelementptr inbounds i8, ptr %10, i64 18
  %141 = load i8, ptr %140, align 2, !tbaa !15
  %142 = zext i8 %141 to i32
  %143 = shl nuw nsw i32 %142, 8
  %144 = or disjoint i32 %143, %139
  %145 = getelementptr inbounds i8, ptr %10, i64 17
  %146 = load i8, ptr %145, align 1, !tbaa !15
  %147 = zext i8 %146 to i32
  %148 = shl nuw nsw i32 %147, 16
  %149 = or disjoint i32 %144, %148
  %150 = getelementptr inbounds i8, ptr %10, i64 16
  %151 = load i8, ptr %150, align 16, !tbaa !15
  %152 = zext i8 %151 to i32
  %153 = shl nuw i32 %152, 24
  %154 = or disjoint i32 %149, %153
  %155 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 %154, ptr %155, align 16, !tbaa !13
  %156 = getelementptr inbounds i8, ptr %10, i64 23
  %157 = load i8, ptr %156, align 1, !tbaa !15
  %158 = zext i8 %157 to i32
  %159 = getelementptr inbounds i8, ptr %10, i64 22
  %160 = load i8, ptr %159, align 2, !tbaa !15
  %161 = zext i8 %160 to i32
  %162 = shl nuw nsw i32 %161, 8
  %163 = or disjoint i32 %162, %158
  %164 = getelementptr inbounds i8, ptr %10, i64 21
  %165 = load i8, ptr %164, align 1, !tbaa !15
  %166 = zext i8 %165 to i32
  %167 = shl nuw nsw i32 %166, 16
  %168 = or disjoint i32 %163, %167
  %169 = getelementptr inbounds i8, ptr %10, i64 20
  %170 = load i8, ptr %169, align 4, !tbaa !15
  %171 = zext i8 %170 to i32
  %172 = shl nuw i32 %171, 24
  %173 = or disjoint i32 %168, %172
  %174 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 %173, ptr %174, align 4, !tbaa !13
  %175 = getelementptr inbounds i8, ptr %10, i64 27
  %176 = load i8, ptr %175, align 1, !tbaa !15
  %177 = zext i8 %176 to i32
  %178 = getelementptr inbounds i8, ptr %10, i64 26
  %179 = load i8, ptr %178, align 2, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = shl nuw nsw i32 %180, 8
  %182 = or disjoint i32 %181, %177
  %183 = getelementptr inbounds i8, ptr %10, i64 25
  %184 = load i8, ptr %183, align 1, !tbaa !15
  %185 = zext i8 %184 to i32
  %186 = shl nuw nsw i32 %185, 16
  %187 = or disjoint i32 %182, %186
  %188 = getelementptr inbounds i8, ptr %10, i64 24
  %189 = load i8, ptr %188, align 8, !tbaa !15
  %190 = zext i8 %189 to i32
  %191 = shl nuw i32 %190, 24
  %192 = or disjoint i32 %187, %191
  %193 = getelementptr inbounds i8, ptr %9, i64 24
  store i32 %192, ptr %193, align 8, !tbaa !13
  %194 = getelementptr inbounds i8, ptr %10, i64 31
  %195 = load i8, ptr %194, align 1, !tbaa !15
  %196 = zext i8 %195 to i32
  %197 = getelementptr inbounds i8, ptr %10, i64 30
  %198 = load i8, ptr %197, align 2, !tbaa !15
  %199 = zext i8 %198 to i32
  %200 = shl nuw nsw i32 %199, 8
  %201 = or disjoint i32 %200, %196
  %202 = getelementptr inbounds i8, ptr %10, i64 29
  %203 = load i8, ptr %202, align 1, !tbaa !15
  %204 = zext i8 %203 to i32
  %205 = shl nuw nsw i32 %204, 16
  %206 = or disjoint i32 %201, %205
  %207 = getelementptr inbounds i8, ptr %10, i64 28
  %208 = load i8, ptr %207, align 4, !tbaa !15
  %209 = zext i8 %208 to i32
  %210 = shl nuw i32 %209, 24
  %211 = or disjoint i32 %206, %210
  %212 = getelementptr inbounds i8, ptr %9, i64 28
  store i32 %211, ptr %212, align 4, !tbaa !13
  %213 = icmp eq i32 %56, 0
  %214 = shl nsw i32 -1, %61
  %215 = shl nuw i32 128, %62
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  %216 = icmp eq i32 %59, 0
  br i1 %216, label %222, label %217

217:                                              ; preds = %52
  %218 = add i32 %59, -1
  %219 = zext i32 %218 to i64
  %220 = shl nuw nsw i64 %219, 2
  %221 = add nuw nsw i64 %220, 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %7, ptr noundef nonnull align 16 dereferenceable(1) %9, i64 %221, i1 false), !tbaa !13
  br label %222

222:                                              ; preds = %217, %52
  %223 = and i64 %53, 4294967295
  %224 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !13
  %226 = or i32 %225, %215
  store i32 %226, ptr %224, align 4, !tbaa !13
  %227 = shl i32 %55, 3
  %228 = add i32 %227, 512
  %229 = getelementptr inbounds i8, ptr %7, i64 60
  store i32 %228, ptr %229, align 4, !tbaa !13
  %230 = icmp eq i64 %4, 1
  br i1 %230, label %245, label %231

231:                                              ; preds = %222
  %232 = icmp eq i32 %54, 0
  %233 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %223
  %234 = and i64 %5, 17179869180
  %235 = zext i32 %59 to i64
  %236 = icmp ult i32 %59, 8
  %237 = and i64 %235, 4294967288
  %238 = icmp eq i64 %237, %235
  br label %341

239:                                              ; preds = %384
  %240 = load i32, ptr %136, align 4, !tbaa !13
  %241 = load i32, ptr %155, align 16, !tbaa !13
  %242 = load i32, ptr %174, align 4, !tbaa !13
  %243 = load i32, ptr %193, align 8, !tbaa !13
  %244 = load i32, ptr %212, align 4, !tbaa !13
  br label %245

245:                                              ; preds = %239, %222
  %246 = phi i32 [ %244, %239 ], [ %211, %222 ]
  %247 = phi i32 [ %243, %239 ], [ %192, %222 ]
  %248 = phi i32 [ %242, %239 ], [ %173, %222 ]
  %249 = phi i32 [ %241, %239 ], [ %154, %222 ]
  %250 = phi i32 [ %240, %239 ], [ %135, %222 ]
  %251 = load i32, ptr %9, align 16, !tbaa !13
  %252 = trunc i32 %251 to i8
  %253 = getelementptr inbounds i8, ptr %10, i64 3
  store i8 %252, ptr %253, align 1, !tbaa !15
  %254 = lshr i32 %251, 8
  %255 = trunc i32 %254 to i8
  %256 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 %255, ptr %256, align 2, !tbaa !15
  %257 = lshr i32 %251, 16
  %258 = trunc i32 %257 to i8
  %259 = getelementptr inbounds i8, ptr %10, i64 1
  store i8 %258, ptr %259, align 1, !tbaa !15
  %260 = lshr i32 %251, 24
  %261 = trunc nuw i32 %260 to i8
  store i8 %261, ptr %10, align 16, !tbaa !15
  %262 = load i32, ptr %98, align 4, !tbaa !13
  %263 = trunc i32 %262 to i8
  %264 = getelementptr inbounds i8, ptr %10, i64 7
  store i8 %263, ptr %264, align 1, !tbaa !15
  %265 = lshr i32 %262, 8
  %266 = trunc i32 %265 to i8
  %267 = getelementptr inbounds i8, ptr %10, i64 6
  store i8 %266, ptr %267, align 2, !tbaa !15
  %268 = lshr i32 %262, 16
  %269 = trunc i32 %268 to i8
  %270 = getelementptr inbounds i8, ptr %10, i64 5
  store i8 %269, ptr %270, align 1, !tbaa !15
  %271 = lshr i32 %262, 24
  %272 = trunc nuw i32 %271 to i8
  %273 = getelementptr inbounds i8, ptr %10, i64 4
  store i8 %272, ptr %273, align 4, !tbaa !15
  %274 = load i32, ptr %117, align 8, !tbaa !13
  %275 = trunc i32 %274 to i8
  %276 = getelementptr inbounds i8, ptr %10, i64 11
  store i8 %275, ptr %276, align 1, !tbaa !15
  %277 = lshr i32 %274, 8
  %278 = trunc i32 %277 to i8
  %279 = getelementptr inbounds i8, ptr %10, i64 10
  store i8 %278, ptr %279, align 2, !tbaa !15
  %280 = lshr i32 %274, 16
  %281 = trunc i32 %280 to i8
  %282 = getelementptr inbounds i8, ptr %10, i64 9
  store i8 %281, ptr %282, align 1, !tbaa !15
  %283 = lshr i32 %274, 24
  %284 = trunc nuw i32 %283 to i8
  %285 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 %284, ptr %285, align 8, !tbaa !15
  %286 = trunc i32 %250 to i8
  %287 = getelementptr inbounds i8, ptr %10, i64 15
  store i8 %286, ptr %287, align 1, !tbaa !15
  %288 = lshr i32 %250, 8
  %289 = trunc i32 %288 to i8
  %290 = getelementptr inbounds i8, ptr %10, i64 14
  store i8 %289, ptr %290, align 2, !tbaa !15
  %291 = lshr i32 %250, 16
  %292 = trunc i32 %291 to i8
  %293 = getelementptr inbounds i8, ptr %10, i64 13
  store i8 %292, ptr %293, align 1, !tbaa !15
  %294 = lshr i32 %250, 24
  %295 = trunc nuw i32 %294 to i8
  %296 = getelementptr inbounds i8, ptr %10, i64 12
  store i8 %295, ptr %296, align 4, !tbaa !15
  %297 = trunc i32 %249 to i8
  %298 = getelementptr inbounds i8, ptr %10, i64 19
  store i8 %297, ptr %298, align 1, !tbaa !15
  %299 = lshr i32 %249, 8
  %300 = trunc i32 %299 to i8
  %301 = getelementptr inbounds i8, ptr %10, i64 18
  store i8 %300, ptr %301, align 2, !tbaa !15
  %302 = lshr i32 %249, 16
  %303 = trunc i32 %302 to i8
  %304 = getelementptr inbounds i8, ptr %10, i64 17
  store i8 %303, ptr %304, align 1, !tbaa !15
  %305 = lshr i32 %249, 24
  %306 = trunc nuw i32 %305 to i8
  %307 = getelementptr inbounds i8, ptr %10, i64 16
  store i8 %306, ptr %307, align 16, !tbaa !15
  %308 = trunc i32 %248 to i8
  %309 = getelementptr inbounds i8, ptr %10, i64 23
  store i8 %308, ptr %309, align 1, !tbaa !15
  %310 = lshr i32 %248, 8
  %311 = trunc i32 %310 to i8
  %312 = getelementptr inbounds i8, ptr %10, i64 22
  store i8 %311, ptr %312, align 2, !tbaa !15
  %313 = lshr i32 %248, 16
  %314 = trunc i32 %313 to i8
  %315 = getelementptr inbounds i8, ptr %10, i64 21
  store i8 %314, ptr %315, align 1, !tbaa !15
  %316 = lshr i32 %248, 24
  %317 = trunc nuw i32 %316 to i8
  %318 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 %317, ptr %318, align 4, !tbaa !15
  %319 = trunc i32 %247 to i8
  %320 = getelementptr inbounds i8, ptr %10, i64 27
  store i8 %319, ptr %320, align 1, !tbaa !15
  %321 = lshr i32 %247, 8
  %322 = trunc i32 %321 to i8
  %323 = getelementptr inbounds i8, ptr %10, i64 26
  store i8 %322, ptr %323, align 2, !tbaa !15
  %324 = lshr i32 %247, 16
  %325 = trunc i32 %324 to i8
  %326 = getelementptr inbounds i8, ptr %10, i64 25
  store i8 %325, ptr %326, align 1, !tbaa !15
  %327 = lshr i32 %247, 24
  %328 = trunc nuw i32 %327 to i8
  %329 = getelementptr inbounds i8, ptr %10, i64 24
  store i8 %328, ptr %329, align 8, !tbaa !15
  %330 = trunc i32 %246 to i8
  %331 = getelementptr inbounds i8, ptr %10, i64 31
  store i8 %330, ptr %331, align 1, !tbaa !15
  %332 = lshr i32 %246, 8
  %333 = trunc i32 %332 to i8
  %334 = getelementptr inbounds i8, ptr %10, i64 30
  store i8 %333, ptr %334, align 2, !tbaa !15
  %335 = lshr i32 %246, 16
  %336 = trunc i32 %335 to i8
  %337 = getelementptr inbounds i8, ptr %10, i64 29
  store i8 %336, ptr %337, align 1, !tbaa !15
  %338 = lshr i32 %246, 24
  %339 = trunc nuw i32 %338 to i8
  %340 = getelementptr inbounds i8, ptr %10, i64 28
  store i8 %339, ptr %340, align 4, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr nonnull align 16 %10, i64 %5, i1 false)
  br label %387

341:                                              ; preds = %231, %384
  %342 = phi i64 [ 1, %231 ], [ %385, %384 ]
  call fastcc void @sha_compress_words(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %7)
  br i1 %232, label %344, label %343

343:                                              ; preds = %341
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %8, i64 %234, i1 false), !tbaa !13
  br label %344

344:                                              ; preds = %343, %341
  br i1 %213, label %349, label %345

345:                                              ; preds = %344
  %346 = load i32, ptr %233, align 4, !tbaa !13
  %347 = and i32 %346, %214
  %348 = or i32 %347, %215
  store i32 %348, ptr %224, align 4, !tbaa !13
  br label %349

349:                                              ; preds = %345, %344
  call fastcc void @sha_compress_words(ptr noundef %1, ptr noundef nonnull %8, ptr noundef nonnull %7)
  br i1 %232, label %351, label %350

350:                                              ; preds = %349
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %8, i64 %234, i1 false), !tbaa !13
  br label %351

351:                                              ; preds = %350, %349
  br i1 %213, label %356, label %352

352:                                              ; preds = %351
  %353 = load i32, ptr %233, align 4, !tbaa !13
  %354 = and i32 %353, %214
  %355 = or i32 %354, %215
  store i32 %355, ptr %224, align 4, !tbaa !13
  br label %356

356:                                              ; preds = %352, %351
  br i1 %216, label %384, label %357

357:                                              ; preds = %356
  br i1 %236, label %373, label %358

358:                                              ; preds = %357, %358
  %359 = phi i64 [ %370, %358 ], [ 0, %357 ]
  %360 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %359
  %361 = getelementptr inbounds i8, ptr %360, i64 16
  %362 = load <4 x i32>, ptr %360, align 16, !tbaa !13
  %363 = load <4 x i32>, ptr %361, align 16, !tbaa !13
  %364 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %359
  %365 = getelementptr inbounds i8, ptr %364, i64 16
  %366 = load <4 x i32>, ptr %364, align 16, !tbaa !13
  %367 = load <4 x i32>, ptr %365, align 16, !tbaa !13
  %368 = xor <4 x i32> %366, %362
  %369 = xor <4 x i32> %367, %363
  store <4 x i32> %368, ptr %364, align 16, !tbaa !13
  store <4 x i32> %369, ptr %365, align 16, !tbaa !13
  %370 = add nuw i64 %359, 8
  %371 = icmp eq i64 %370, %237
  br i1 %371, label %372, label %358, !llvm.loop !20

372:                                              ; preds = %358
  br i1 %238, label %384, label %373

373:                                              ; preds = %372, %357
  %374 = phi i64 [ 0, %357 ], [ %237, %372 ]
  br label %375

375:                                              ; preds = %373, %375
  %376 = phi i64 [ %382, %375 ], [ %374, %373 ]
  %377 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !13
  %379 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %376
  %380 = load i32, ptr %379, align 4, !tbaa !13
  %381 = xor i32 %380, %378
  store i32 %381, ptr %379, align 4, !tbaa !13
  %382 = add nuw nsw i64 %376, 1
  %383 = icmp eq i64 %382, %235
  br i1 %383, label %384, label %375, !llvm.loop !23

384:                                              ; preds = %375, %372, %356
  %385 = add nuw i64 %342, 1
  %386 = icmp eq i64 %385, %4
  br i1 %386, label %239, label %341, !llvm.loop !24

387:                                              ; preds = %28, %32, %36, %40, %44, %48, %20, %24, %18, %6, %245
  %388 = phi i32 [ 0, %245 ], [ 1, %6 ], [ 8, %18 ], [ 9, %24 ], [ 9, %20 ], [ 20, %48 ], [ 20, %44 ], [ 20, %40 ], [ 20, %36 ], [ 20, %32 ], [ 20, %28 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #12
  ret i32 %388
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sha_compress_words(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) unnamed_addr #8 {
  %4 = load i32, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %2, i64 12
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %2, i64 20
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds i8, ptr %2, i64 24
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds i8, ptr %2, i64 28
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds i8, ptr %2, i64 32
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds i8, ptr %2, i64 36
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds i8, ptr %2, i64 40
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr inbounds i8, ptr %2, i64 44
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds i8, ptr %2, i64 52
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds i8, ptr %2, i64 56
  %32 = load i32, ptr %31, align 4
  %33 = getelementptr inbounds i8, ptr %2, i64 60
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr %0, align 4, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %0, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = getelementptr inbounds i8, ptr %0, i64 16
  %43 = load i32, ptr %42, align 4, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %0, i64 20
  %45 = load i32, ptr %44, align 4, !tbaa !13
  %46 = getelementptr inbounds i8, ptr %0, i64 24
  %47 = load i32, ptr %46, align 4, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %0, i64 28
  %49 = load i32, ptr %48, align 4, !tbaa !13
  %50 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 26)
  %51 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 21)
  %52 = xor i32 %50, %51
  %53 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 7)
  %54 = xor i32 %52, %53
  %55 = xor i32 %47, %45
  %56 = and i32 %55, %43
  %57 = xor i32 %56, %47
  %58 = add i32 %4, 1116352408
  %59 = add i32 %58, %54
  %60 = add i32 %59, %49
  %61 = add i32 %60, %57
  %62 = add i32 %61, %41
  %63 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 30)
  %64 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 19)
  %65 = xor i32 %63, %64
  %66 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 10)
  %67 = xor i32 %65, %66
  %68 = and i32 %37, %35
  %69 = or i32 %37, %35
  %70 = and i32 %39, %69
  %71 = or i32 %70, %68
  %72 = add i32 %71, %67
  %73 = add i32 %72, %61
  %74 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 26)
  %75 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 21)
  %76 = xor i32 %74, %75
  %77 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 7)
  %78 = xor i32 %76, %77
  %79 = xor i32 %45, %43
  %80 = and i32 %62, %79
  %81 = xor i32 %80, %45
  %82 = add i32 %6, 1899447441
  %83 = add i32 %82, %47
  %84 = add i32 %83, %81
  %85 = add i32 %84, %78
  %86 = add i32 %85, %39
  %87 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 30)
  %88 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 19)
  %89 = xor i32 %87, %88
  %90 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 10)
  %91 = xor i32 %89, %90
  %92 = and i32 %73, %35
  %93 = or i32 %73, %35
  %94 = and i32 %93, %37
  %95 = or i32 %94, %92
  %96 = add i32 %91, %95
  %97 = add i32 %96, %85
  %98 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 26)
  %99 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 21)
  %100 = xor i32 %98, %99
  %101 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 7)
  %102 = xor i32 %100, %101
  %103 = xor i32 %62, %43
  %104 = and i32 %86, %103
  %105 = xor i32 %104, %43
  %106 = add i32 %8, -1245643825
  %107 = add i32 %106, %45
  %108 = add i32 %107, %105
  %109 = add i32 %108, %102
  %110 = add i32 %109, %37
  %111 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 30)
  %112 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 19)
  %113 = xor i32 %111, %112
  %114 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 10)
  %115 = xor i32 %113, %114
  %116 = and i32 %97, %73
  %117 = or i32 %97, %73
  %118 = and i32 %117, %35
  %119 = or i32 %118, %116
  %120 = add i32 %115, %119
  %121 = add i32 %120, %109
  %122 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 26)
  %123 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 21)
  %124 = xor i32 %122, %123
  %125 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 7)
  %126 = xor i32 %124, %125
  %127 = xor i32 %86, %62
  %128 = and i32 %110, %127
  %129 = xor i32 %128, %62
  %130 = add i32 %10, -373957723
  %131 = add i32 %130, %43
  %132 = add i32 %131, %129
  %133 = add i32 %132, %126
  %134 = add i32 %133, %35
  %135 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 30)
  %136 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 19)
  %137 = xor i32 %135, %136
  %138 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 10)
  %139 = xor i32 %137, %138
  %140 = and i32 %121, %97
  %141 = or i32 %121, %97
  %142 = and i32 %141, %73
  %143 = or i32 %142, %140
  %144 = add i32 %139, %143
  %145 = add i32 %144, %133
  %146 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %134, i32 26)
  %147 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %134, i32 21)
  %148 = xor i32 %146, %147
  %149 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %134, i32 7)
  %150 = xor i32 %148, %149
  %151 = xor i32 %110, %86
  %152 = and i32 %134, %151
  %153 = xor i32 %152, %86
  %154 = add i32 %12, 961987163
  %155 = add i32 %154, %62
  %156 = add i32 %155, %153
  %157 = add i32 %156, %150
  %158 = add i32 %157, %73
  %159 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 30)
  %160 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 19)
  %161 = xor i32 %159, %160
  %162 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 10)
  %163 = xor i32 %161, %162
  %164 = and i32 %145, %121
  %165 = or i32 %145, %121
  %166 = and i32 %165, %97
  %167 = or i32 %166, %164
  %168 = add i32 %163, %167
  %169 = add i32 %168, %157
  %170 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 26)
  %171 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 21)
  %172 = xor i32 %170, %171
  %173 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 7)
  %174 = xor i32 %172, %173
  %175 = xor i32 %134, %110
  %176 = and i32 %158, %175
  %177 = xor i32 %176, %110
  %178 = add i32 %14, 1508970993
  %179 = add i32 %178, %86
  %180 = add i32 %179, %177
  %181 = add i32 %180, %174
  %182 = add i32 %181, %97
  %183 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 30)
  %184 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 19)
  %185 = xor i32 %183, %184
  %186 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 10)
  %187 = xor i32 %185, %186
  %188 = and i32 %169, %145
  %189 = or i32 %169, %145
  %190 = and i32 %189, %121
  %191 = or i32 %190, %188
  %192 = add i32 %187, %191
  %193 = add i32 %192, %181
  %194 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 26)
  %195 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 21)
  %196 = xor i32 %194, %195
  %197 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 7)
  %198 = xor i32 %196, %197
  %199 = xor i32 %158, %134
  %200 = and i32 %182, %199
  %201 = xor i32 %200, %134
  %202 = add i32 %16, -1841331548
  %203 = add i32 %202, %110
  %204 = add i32 %203, %201
  %205 = add i32 %204, %198
  %206 = add i32 %205, %121
  %207 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 30)
  %208 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 19)
  %209 = xor i32 %207, %208
  %210 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 10)
  %211 = xor i32 %209, %210
  %212 = and i32 %193, %169
  %213 = or i32 %193, %169
  %214 = and i32 %213, %145
  %215 = or i32 %214, %212
  %216 = add i32 %211, %215
  %217 = add i32 %216, %205
  %218 = tail call i32 @llvm.fshl.i32(i32 %206, i32 %206, i32 26)
  %219 = tail call i32 @llvm.fshl.i32(i32 %206, i32 %206, i32 21)
  %220 = xor i32 %218, %219
  %221 = tail call i32 @llvm.fshl.i32(i32 %206, i32 %206, i32 7)
  %222 = xor i32 %220, %221
  %223 = xor i32 %182, %158
  %224 = and i32 %206, %223
  %225 = xor i32 %224, %158
  %226 = add i32 %18, -1424204075
  %227 = add i32 %226, %134
  %228 = add i32 %227, %225
  %229 = add i32 %228, %222
  %230 = add i32 %229, %145
  %231 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 30)
  %232 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 19)
  %233 = xor i32 %231, %232
  %234 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 10)
  %235 = xor i32 %233, %234
  %236 = and i32 %217, %193
  %237 = or i32 %217, %193
  %238 = and i32 %237, %169
  %239 = or i32 %238, %236
  %240 = add i32 %235, %239
  %241 = add i32 %240, %229
  %242 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 26)
  %243 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 21)
  %244 = xor i32 %242, %243
  %245 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 7)
  %246 = xor i32 %244, %245
  %247 = xor i32 %206, %182
  %248 = and i32 %230, %247
  %249 = xor i32 %248, %182
  %250 = add i32 %20, -670586216
  %251 = add i32 %250, %158
  %252 = add i32 %251, %249
  %253 = add i32 %252, %246
  %254 = add i32 %253, %169
  %255 = tail call i32 @llvm.fshl.i32(i32 %241, i32 %241, i32 30)
  %256 = tail call i32 @llvm.fshl.i32(i32 %241, i32 %241, i32 19)
  %257 = xor i32 %255, %256
  %258 = tail call i32 @llvm.fshl.i32(i32 %241, i32 %241, i32 10)
  %259 = xor i32 %257, %258
  %260 = and i32 %241, %217
  %261 = or i32 %241, %217
  %262 = and i32 %261, %193
  %263 = or i32 %262, %260
  %264 = add i32 %259, %263
  %265 = add i32 %264, %253
  %266 = tail call i32 @llvm.fshl.i32(i32 %254, i32 %254, i32 26)
  %267 = tail call i32 @llvm.fshl.i32(i32 %254, i32 %254, i32 21)
  %268 = xor i32 %266, %267
  %269 = tail call i32 @llvm.fshl.i32(i32 %254, i32 %254, i32 7)
  %270 = xor i32 %268, %269
  %271 = xor i32 %230, %206
  %272 = and i32 %254, %271
  %273 = xor i32 %272, %206
  %274 = add i32 %22, 310598401
  %275 = add i32 %274, %182
  %276 = add i32 %275, %273
  %277 = add i32 %276, %270
  %278 = add i32 %277, %193
  %279 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 30)
  %280 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 19)
  %281 = xor i32 %279, %280
  %282 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 10)
  %283 = xor i32 %281, %282
  %284 = and i32 %265, %241
  %285 = or i32 %265, %241
  %286 = and i32 %285, %217
  %287 = or i32 %286, %284
  %288 = add i32 %283, %287
  %289 = add i32 %288, %277
  %290 = tail call i32 @llvm.fshl.i32(i32 %278, i32 %278, i32 26)
  %291 = tail call i32 @llvm.fshl.i32(i32 %278, i32 %278, i32 21)
  %292 = xor i32 %290, %291
  %293 = tail call i32 @llvm.fshl.i32(i32 %278, i32 %278, i32 7)
  %294 = xor i32 %292, %293
  %295 = xor i32 %254, %230
  %296 = and i32 %278, %295
  %297 = xor i32 %296, %230
  %298 = add i32 %24, 607225278
  %299 = add i32 %298, %206
  %300 = add i32 %299, %297
  %301 = add i32 %300, %294
  %302 = add i32 %301, %217
  %303 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 30)
  %304 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 19)
  %305 = xor i32 %303, %304
  %306 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 10)
  %307 = xor i32 %305, %306
  %308 = and i32 %289, %265
  %309 = or i32 %289, %265
  %310 = and i32 %309, %241
  %311 = or i32 %310, %308
  %312 = add i32 %307, %311
  %313 = add i32 %312, %301
  %314 = tail call i32 @llvm.fshl.i32(i32 %302, i32 %302, i32 26)
  %315 = tail call i32 @llvm.fshl.i32(i32 %302, i32 %302, i32 21)
  %316 = xor i32 %314, %315
  %317 = tail call i32 @llvm.fshl.i32(i32 %302, i32 %302, i32 7)
  %318 = xor i32 %316, %317
  %319 = xor i32 %278, %254
  %320 = and i32 %302, %319
  %321 = xor i32 %320, %254
  %322 = add i32 %26, 1426881987
  %323 = add i32 %322, %230
  %324 = add i32 %323, %321
  %325 = add i32 %324, %318
  %326 = add i32 %325, %241
  %327 = tail call i32 @llvm.fshl.i32(i32 %313, i32 %313, i32 30)
  %328 = tail call i32 @llvm.fshl.i32(i32 %313, i32 %313, i32 19)
  %329 = xor i32 %327, %328
  %330 = tail call i32 @llvm.fshl.i32(i32 %313, i32 %313, i32 10)
  %331 = xor i32 %329, %330
  %332 = and i32 %313, %289
  %333 = or i32 %313, %289
  %334 = and i32 %333, %265
  %335 = or i32 %334, %332
  %336 = add i32 %331, %335
  %337 = add i32 %336, %325
  %338 = tail call i32 @llvm.fshl.i32(i32 %326, i32 %326, i32 26)
  %339 = tail call i32 @llvm.fshl.i32(i32 %326, i32 %326, i32 21)
  %340 = xor i32 %338, %339
  %341 = tail call i32 @llvm.fshl.i32(i32 %326, i32 %326, i32 7)
  %342 = xor i32 %340, %341
  %343 = xor i32 %302, %278
  %344 = and i32 %326, %343
  %345 = xor i32 %344, %278
  %346 = add i32 %28, 1925078388
  %347 = add i32 %346, %254
  %348 = add i32 %347, %345
  %349 = add i32 %348, %342
  %350 = add i32 %349, %265
  %351 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %337, i32 30)
  %352 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %337, i32 19)
  %353 = xor i32 %351, %352
  %354 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %337, i32 10)
  %355 = xor i32 %353, %354
  %356 = and i32 %337, %313
  %357 = or i32 %337, %313
  %358 = and i32 %357, %289
  %359 = or i32 %358, %356
  %360 = add i32 %355, %359
  %361 = add i32 %360, %349
  %362 = tail call i32 @llvm.fshl.i32(i32 %350, i32 %350, i32 26)
  %363 = tail call i32 @llvm.fshl.i32(i32 %350, i32 %350, i32 21)
  %364 = xor i32 %362, %363
  %365 = tail call i32 @llvm.fshl.i32(i32 %350, i32 %350, i32 7)
  %366 = xor i32 %364, %365
  %367 = xor i32 %326, %302
  %368 = and i32 %350, %367
  %369 = xor i32 %368, %302
  %370 = add i32 %30, -2132889090
  %371 = add i32 %370, %278
  %372 = add i32 %371, %369
  %373 = add i32 %372, %366
  %374 = add i32 %373, %289
  %375 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 30)
  %376 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 19)
  %377 = xor i32 %375, %376
  %378 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 10)
  %379 = xor i32 %377, %378
  %380 = and i32 %361, %337
  %381 = or i32 %361, %337
  %382 = and i32 %381, %313
  %383 = or i32 %382, %380
  %384 = add i32 %379, %383
  %385 = add i32 %384, %373
  %386 = tail call i32 @llvm.fshl.i32(i32 %374, i32 %374, i32 26)
  %387 = tail call i32 @llvm.fshl.i32(i32 %374, i32 %374, i32 21)
  %388 = xor i32 %386, %387
  %389 = tail call i32 @llvm.fshl.i32(i32 %374, i32 %374, i32 7)
  %390 = xor i32 %388, %389
  %391 = xor i32 %350, %326
  %392 = and i32 %374, %391
  %393 = xor i32 %392, %326
  %394 = add i32 %32, -1680079193
  %395 = add i32 %394, %302
  %396 = add i32 %395, %393
  %397 = add i32 %396, %390
  %398 = add i32 %397, %313
  %399 = tail call i32 @llvm.fshl.i32(i32 %385, i32 %385, i32 30)
  %400 = tail call i32 @llvm.fshl.i32(i32 %385, i32 %385, i32 19)
  %401 = xor i32 %399, %400
  %402 = tail call i32 @llvm.fshl.i32(i32 %385, i32 %385, i32 10)
  %403 = xor i32 %401, %402
  %404 = and i32 %385, %361
  %405 = or i32 %385, %361
  %406 = and i32 %405, %337
  %407 = or i32 %406, %404
  %408 = add i32 %403, %407
  %409 = add i32 %408, %397
  %410 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 26)
  %411 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 21)
  %412 = xor i32 %410, %411
  %413 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 7)
  %414 = xor i32 %412, %413
  %415 = xor i32 %374, %350
  %416 = and i32 %398, %415
  %417 = xor i32 %416, %350
  %418 = add i32 %34, -1046744716
  %419 = add i32 %418, %326
  %420 = add i32 %419, %417
  %421 = add i32 %420, %414
  %422 = add i32 %421, %337
  %423 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 30)
  %424 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 19)
  %425 = xor i32 %423, %424
  %426 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 10)
  %427 = xor i32 %425, %426
  %428 = and i32 %409, %385
  %429 = or i32 %409, %385
  %430 = and i32 %429, %361
  %431 = or i32 %430, %428
  %432 = add i32 %427, %431
  %433 = add i32 %432, %421
  %434 = tail call i32 @llvm.fshl.i32(i32 %422, i32 %422, i32 26)
  %435 = tail call i32 @llvm.fshl.i32(i32 %422, i32 %422, i32 21)
  %436 = xor i32 %434, %435
  %437 = tail call i32 @llvm.fshl.i32(i32 %422, i32 %422, i32 7)
  %438 = xor i32 %436, %437
  %439 = xor i32 %398, %374
  %440 = and i32 %422, %439
  %441 = xor i32 %440, %374
  %442 = tail call i32 @llvm.fshl.i32(i32 %32, i32 %32, i32 15)
  %443 = tail call i32 @llvm.fshl.i32(i32 %32, i32 %32, i32 13)
  %444 = xor i32 %442, %443
  %445 = lshr i32 %32, 10
  %446 = xor i32 %444, %445
  %447 = tail call i32 @llvm.fshl.i32(i32 %6, i32 %6, i32 25)
  %448 = tail call i32 @llvm.fshl.i32(i32 %6, i32 %6, i32 14)
  %449 = xor i32 %447, %448
  %450 = lshr i32 %6, 3
  %451 = xor i32 %449, %450
  %452 = add i32 %451, %4
  %453 = add i32 %452, %22
  %454 = add i32 %453, %446
  %455 = add i32 %454, -459576895
  %456 = add i32 %455, %350
  %457 = add i32 %456, %441
  %458 = add i32 %457, %438
  %459 = add i32 %458, %361
  %460 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 30)
  %461 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 19)
  %462 = xor i32 %460, %461
  %463 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 10)
  %464 = xor i32 %462, %463
  %465 = and i32 %433, %409
  %466 = or i32 %433, %409
  %467 = and i32 %466, %385
  %468 = or i32 %467, %465
  %469 = add i32 %464, %468
  %470 = add i32 %469, %458
  %471 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 26)
  %472 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 21)
  %473 = xor i32 %471, %472
  %474 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 7)
  %475 = xor i32 %473, %474
  %476 = xor i32 %422, %398
  %477 = and i32 %459, %476
  %478 = xor i32 %477, %398
  %479 = tail call i32 @llvm.fshl.i32(i32 %34, i32 %34, i32 15)
  %480 = tail call i32 @llvm.fshl.i32(i32 %34, i32 %34, i32 13)
  %481 = xor i32 %479, %480
  %482 = lshr i32 %34, 10
  %483 = xor i32 %481, %482
  %484 = tail call i32 @llvm.fshl.i32(i32 %8, i32 %8, i32 25)
  %485 = tail call i32 @llvm.fshl.i32(i32 %8, i32 %8, i32 14)
  %486 = xor i32 %484, %485
  %487 = lshr i32 %8, 3
  %488 = xor i32 %486, %487
  %489 = add i32 %488, %6
  %490 = add i32 %489, %24
  %491 = add i32 %490, %483
  %492 = add i32 %491, -272742522
  %493 = add i32 %492, %374
  %494 = add i32 %493, %478
  %495 = add i32 %494, %475
  %496 = add i32 %495, %385
  %497 = tail call i32 @llvm.fshl.i32(i32 %470, i32 %470, i32 30)
  %498 = tail call i32 @llvm.fshl.i32(i32 %470, i32 %470, i32 19)
  %499 = xor i32 %497, %498
  %500 = tail call i32 @llvm.fshl.i32(i32 %470, i32 %470, i32 10)
  %501 = xor i32 %499, %500
  %502 = and i32 %470, %433
  %503 = or i32 %470, %433
  %504 = and i32 %503, %409
  %505 = or i32 %504, %502
  %506 = add i32 %501, %505
  %507 = add i32 %506, %495
  %508 = tail call i32 @llvm.fshl.i32(i32 %496, i32 %496, i32 26)
  %509 = tail call i32 @llvm.fshl.i32(i32 %496, i32 %496, i32 21)
  %510 = xor i32 %508, %509
  %511 = tail call i32 @llvm.fshl.i32(i32 %496, i32 %496, i32 7)
  %512 = xor i32 %510, %511
  %513 = xor i32 %459, %422
  %514 = and i32 %496, %513
  %515 = xor i32 %514, %422
  %516 = tail call i32 @llvm.fshl.i32(i32 %454, i32 %454, i32 15)
  %517 = tail call i32 @llvm.fshl.i32(i32 %454, i32 %454, i32 13)
  %518 = xor i32 %516, %517
  %519 = lshr i32 %454, 10
  %520 = xor i32 %518, %519
  %521 = tail call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 25)
  %522 = tail call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 14)
  %523 = xor i32 %521, %522
  %524 = lshr i32 %10, 3
  %525 = xor i32 %523, %524
  %526 = add i32 %525, %8
  %527 = add i32 %526, %26
  %528 = add i32 %527, %520
  %529 = add i32 %528, 264347078
  %530 = add i32 %529, %398
  %531 = add i32 %530, %515
  %532 = add i32 %531, %512
  %533 = add i32 %532, %409
  %534 = tail call i32 @llvm.fshl.i32(i32 %507, i32 %507, i32 30)
  %535 = tail call i32 @llvm.fshl.i32(i32 %507, i32 %507, i32 19)
  %536 = xor i32 %534, %535
  %537 = tail call i32 @llvm.fshl.i32(i32 %507, i32 %507, i32 10)
  %538 = xor i32 %536, %537
  %539 = and i32 %507, %470
  %540 = or i32 %507, %470
  %541 = and i32 %540, %433
  %542 = or i32 %541, %539
  %543 = add i32 %538, %542
  %544 = add i32 %543, %532
  %545 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 26)
  %546 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 21)
  %547 = xor i32 %545, %546
  %548 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 7)
  %549 = xor i32 %547, %548
  %550 = xor i32 %496, %459
  %551 = and i32 %533, %550
  %552 = xor i32 %551, %459
  %553 = tail call i32 @llvm.fshl.i32(i32 %491, i32 %491, i32 15)
  %554 = tail call i32 @llvm.fshl.i32(i32 %491, i32 %491, i32 13)
  %555 = xor i32 %553, %554
  %556 = lshr i32 %491, 10
  %557 = xor i32 %555, %556
  %558 = tail call i32 @llvm.fshl.i32(i32 %12, i32 %12, i32 25)
  %559 = tail call i32 @llvm.fshl.i32(i32 %12, i32 %12, i32 14)
  %560 = xor i32 %558, %559
  %561 = lshr i32 %12, 3
  %562 = xor i32 %560, %561
  %563 = add i32 %562, %10
  %564 = add i32 %563, %28
  %565 = add i32 %564, %557
  %566 = add i32 %565, 604807628
  %567 = add i32 %566, %422
  %568 = add i32 %567, %552
  %569 = add i32 %568, %549
  %570 = add i32 %569, %433
  %571 = tail call i32 @llvm.fshl.i32(i32 %544, i32 %544, i32 30)
  %572 = tail call i32 @llvm.fshl.i32(i32 %544, i32 %544, i32 19)
  %573 = xor i32 %571, %572
  %574 = tail call i32 @llvm.fshl.i32(i32 %544, i32 %544, i32 10)
  %575 = xor i32 %573, %574
  %576 = and i32 %544, %507
  %577 = or i32 %544, %507
  %578 = and i32 %577, %470
  %579 = or i32 %578, %576
  %580 = add i32 %575, %579
  %581 = add i32 %580, %569
  %582 = tail call i32 @llvm.fshl.i32(i32 %570, i32 %570, i32 26)
  %583 = tail call i32 @llvm.fshl.i32(i32 %570, i32 %570, i32 21)
  %584 = xor i32 %582, %583
  %585 = tail call i32 @llvm.fshl.i32(i32 %570, i32 %570, i32 7)
  %586 = xor i32 %584, %585
  %587 = xor i32 %533, %496
  %588 = and i32 %570, %587
  %589 = xor i32 %588, %496
  %590 = tail call i32 @llvm.fshl.i32(i32 %528, i32 %528, i32 15)
  %591 = tail call i32 @llvm.fshl.i32(i32 %528, i32 %528, i32 13)
  %592 = xor i32 %590, %591
  %593 = lshr i32 %528, 10
  %594 = xor i32 %592, %593
  %595 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 25)
  %596 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 14)
  %597 = xor i32 %595, %596
  %598 = lshr i32 %14, 3
  %599 = xor i32 %597, %598
  %600 = add i32 %599, %12
  %601 = add i32 %600, %30
  %602 = add i32 %601, %594
  %603 = add i32 %602, 770255983
  %604 = add i32 %603, %459
  %605 = add i32 %604, %589
  %606 = add i32 %605, %586
  %607 = add i32 %606, %470
  %608 = tail call i32 @llvm.fshl.i32(i32 %581, i32 %581, i32 30)
  %609 = tail call i32 @llvm.fshl.i32(i32 %581, i32 %581, i32 19)
  %610 = xor i32 %608, %609
  %611 = tail call i32 @llvm.fshl.i32(i32 %581, i32 %581, i32 10)
  %612 = xor i32 %610, %611
  %613 = and i32 %581, %544
  %614 = or i32 %581, %544
  %615 = and i32 %614, %507
  %616 = or i32 %615, %613
  %617 = add i32 %612, %616
  %618 = add i32 %617, %606
  %619 = tail call i32 @llvm.fshl.i32(i32 %607, i32 %607, i32 26)
  %620 = tail call i32 @llvm.fshl.i32(i32 %607, i32 %607, i32 21)
  %621 = xor i32 %619, %620
  %622 = tail call i32 @llvm.fshl.i32(i32 %607, i32 %607, i32 7)
  %623 = xor i32 %621, %622
  %624 = xor i32 %570, %533
  %625 = and i32 %607, %624
  %626 = xor i32 %625, %533
  %627 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 15)
  %628 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 13)
  %629 = xor i32 %627, %628
  %630 = lshr i32 %565, 10
  %631 = xor i32 %629, %630
  %632 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %16, i32 25)
  %633 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %16, i32 14)
  %634 = xor i32 %632, %633
  %635 = lshr i32 %16, 3
  %636 = xor i32 %634, %635
  %637 = add i32 %636, %14
  %638 = add i32 %637, %32
  %639 = add i32 %638, %631
  %640 = add i32 %639, 1249150122
  %641 = add i32 %640, %496
  %642 = add i32 %641, %626
  %643 = add i32 %642, %623
  %644 = add i32 %643, %507
  %645 = tail call i32 @llvm.fshl.i32(i32 %618, i32 %618, i32 30)
  %646 = tail call i32 @llvm.fshl.i32(i32 %618, i32 %618, i32 19)
  %647 = xor i32 %645, %646
  %648 = tail call i32 @llvm.fshl.i32(i32 %618, i32 %618, i32 10)
  %649 = xor i32 %647, %648
  %650 = and i32 %618, %581
  %651 = or i32 %618, %581
  %652 = and i32 %651, %544
  %653 = or i32 %652, %650
  %654 = add i32 %649, %653
  %655 = add i32 %654, %643
  %656 = tail call i32 @llvm.fshl.i32(i32 %644, i32 %644, i32 26)
  %657 = tail call i32 @llvm.fshl.i32(i32 %644, i32 %644, i32 21)
  %658 = xor i32 %656, %657
  %659 = tail call i32 @llvm.fshl.i32(i32 %644, i32 %644, i32 7)
  %660 = xor i32 %658, %659
  %661 = xor i32 %607, %570
  %662 = and i32 %644, %661
  %663 = xor i32 %662, %570
  %664 = tail call i32 @llvm.fshl.i32(i32 %602, i32 %602, i32 15)
  %665 = tail call i32 @llvm.fshl.i32(i32 %602, i32 %602, i32 13)
  %666 = xor i32 %664, %665
  %667 = lshr i32 %602, 10
  %668 = xor i32 %666, %667
  %669 = tail call i32 @llvm.fshl.i32(i32 %18, i32 %18, i32 25)
  %670 = tail call i32 @llvm.fshl.i32(i32 %18, i32 %18, i32 14)
  %671 = xor i32 %669, %670
  %672 = lshr i32 %18, 3
  %673 = xor i32 %671, %672
  %674 = add i32 %673, %16
  %675 = add i32 %674, %34
  %676 = add i32 %675, %668
  %677 = add i32 %676, 1555081692
  %678 = add i32 %677, %533
  %679 = add i32 %678, %663
  %680 = add i32 %679, %660
  %681 = add i32 %680, %544
  %682 = tail call i32 @llvm.fshl.i32(i32 %655, i32 %655, i32 30)
  %683 = tail call i32 @llvm.fshl.i32(i32 %655, i32 %655, i32 19)
  %684 = xor i32 %682, %683
  %685 = tail call i32 @llvm.fshl.i32(i32 %655, i32 %655, i32 10)
  %686 = xor i32 %684, %685
  %687 = and i32 %655, %618
  %688 = or i32 %655, %618
  %689 = and i32 %688, %581
  %690 = or i32 %689, %687
  %691 = add i32 %686, %690
  %692 = add i32 %691, %680
  %693 = tail call i32 @llvm.fshl.i32(i32 %681, i32 %681, i32 26)
  %694 = tail call i32 @llvm.fshl.i32(i32 %681, i32 %681, i32 21)
  %695 = xor i32 %693, %694
  %696 = tail call i32 @llvm.fshl.i32(i32 %681, i32 %681, i32 7)
  %697 = xor i32 %695, %696
  %698 = xor i32 %644, %607
  %699 = and i32 %681, %698
  %700 = xor i32 %699, %607
  %701 = tail call i32 @llvm.fshl.i32(i32 %639, i32 %639, i32 15)
  %702 = tail call i32 @llvm.fshl.i32(i32 %639, i32 %639, i32 13)
  %703 = xor i32 %701, %702
  %704 = lshr i32 %639, 10
  %705 = xor i32 %703, %704
  %706 = tail call i32 @llvm.fshl.i32(i32 %20, i32 %20, i32 25)
  %707 = tail call i32 @llvm.fshl.i32(i32 %20, i32 %20, i32 14)
  %708 = xor i32 %706, %707
  %709 = lshr i32 %20, 3
  %710 = xor i32 %708, %709
  %711 = add i32 %710, %18
  %712 = add i32 %711, %454
  %713 = add i32 %712, %705
  %714 = add i32 %713, 1996064986
  %715 = add i32 %714, %570
  %716 = add i32 %715, %700
  %717 = add i32 %716, %697
  %718 = add i32 %717, %581
  %719 = tail call i32 @llvm.fshl.i32(i32 %692, i32 %692, i32 30)
  %720 = tail call i32 @llvm.fshl.i32(i32 %692, i32 %692, i32 19)
  %721 = xor i32 %719, %720
  %722 = tail call i32 @llvm.fshl.i32(i32 %692, i32 %692, i32 10)
  %723 = xor i32 %721, %722
  %724 = and i32 %692, %655
  %725 = or i32 %692, %655
  %726 = and i32 %725, %618
  %727 = or i32 %726, %724
  %728 = add i32 %723, %727
  %729 = add i32 %728, %717
  %730 = tail call i32 @llvm.fshl.i32(i32 %718, i32 %718, i32 26)
  %731 = tail call i32 @llvm.fshl.i32(i32 %718, i32 %718, i32 21)
  %732 = xor i32 %730, %731
  %733 = tail call i32 @llvm.fshl.i32(i32 %718, i32 %718, i32 7)
  %734 = xor i32 %732, %733
  %735 = xor i32 %681, %644
  %736 = and i32 %718, %735
  %737 = xor i32 %736, %644
  %738 = tail call i32 @llvm.fshl.i32(i32 %676, i32 %676, i32 15)
  %739 = tail call i32 @llvm.fshl.i32(i32 %676, i32 %676, i32 13)
  %740 = xor i32 %738, %739
  %741 = lshr i32 %676, 10
  %742 = xor i32 %740, %741
  %743 = tail call i32 @llvm.fshl.i32(i32 %22, i32 %22, i32 25)
  %744 = tail call i32 @llvm.fshl.i32(i32 %22, i32 %22, i32 14)
  %745 = xor i32 %743, %744
  %746 = lshr i32 %22, 3
  %747 = xor i32 %745, %746
  %748 = add i32 %747, %20
  %749 = add i32 %748, %491
  %750 = add i32 %749, %742
  %751 = add i32 %750, -1740746414
  %752 = add i32 %751, %607
  %753 = add i32 %752, %737
  %754 = add i32 %753, %734
  %755 = add i32 %754, %618
  %756 = tail call i32 @llvm.fshl.i32(i32 %729, i32 %729, i32 30)
  %757 = tail call i32 @llvm.fshl.i32(i32 %729, i32 %729, i32 19)
  %758 = xor i32 %756, %757
  %759 = tail call i32 @llvm.fshl.i32(i32 %729, i32 %729, i32 10)
  %760 = xor i32 %758, %759
  %761 = and i32 %729, %692
  %762 = or i32 %729, %692
  %763 = and i32 %762, %655
  %764 = or i32 %763, %761
  %765 = add i32 %760, %764
  %766 = add i32 %765, %754
  %767 = tail call i32 @llvm.fshl.i32(i32 %755, i32 %755, i32 26)
  %768 = tail call i32 @llvm.fshl.i32(i32 %755, i32 %755, i32 21)
  %769 = xor i32 %767, %768
  %770 = tail call i32 @llvm.fshl.i32(i32 %755, i32 %755, i32 7)
  %771 = xor i32 %769, %770
  %772 = xor i32 %718, %681
  %773 = and i32 %755, %772
  %774 = xor i32 %773, %681
  %775 = tail call i32 @llvm.fshl.i32(i32 %713, i32 %713, i32 15)
  %776 = tail call i32 @llvm.fshl.i32(i32 %713, i32 %713, i32 13)
  %777 = xor i32 %775, %776
  %778 = lshr i32 %713, 10
  %779 = xor i32 %777, %778
  %780 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 25)
  %781 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 14)
  %782 = xor i32 %780, %781
  %783 = lshr i32 %24, 3
  %784 = xor i32 %782, %783
  %785 = add i32 %784, %22
  %786 = add i32 %785, %528
  %787 = add i32 %786, %779
  %788 = add i32 %787, -1473132947
  %789 = add i32 %788, %644
  %790 = add i32 %789, %774
  %791 = add i32 %790, %771
  %792 = add i32 %791, %655
  %793 = tail call i32 @llvm.fshl.i32(i32 %766, i32 %766, i32 30)
  %794 = tail call i32 @llvm.fshl.i32(i32 %766, i32 %766, i32 19)
  %795 = xor i32 %793, %794
  %796 = tail call i32 @llvm.fshl.i32(i32 %766, i32 %766, i32 10)
  %797 = xor i32 %795, %796
  %798 = and i32 %766, %729
  %799 = or i32 %766, %729
  %800 = and i32 %799, %692
  %801 = or i32 %800, %798
  %802 = add i32 %797, %801
  %803 = add i32 %802, %791
  %804 = tail call i32 @llvm.fshl.i32(i32 %792, i32 %792, i32 26)
  %805 = tail call i32 @llvm.fshl.i32(i32 %792, i32 %792, i32 21)
  %806 = xor i32 %804, %805
  %807 = tail call i32 @llvm.fshl.i32(i32 %792, i32 %792, i32 7)
  %808 = xor i32 %806, %807
  %809 = xor i32 %755, %718
  %810 = and i32 %792, %809
  %811 = xor i32 %810, %718
  %812 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 15)
  %813 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 13)
  %814 = xor i32 %812, %813
  %815 = lshr i32 %750, 10
  %816 = xor i32 %814, %815
  %817 = tail call i32 @llvm.fshl.i32(i32 %26, i32 %26, i32 25)
  %818 = tail call i32 @llvm.fshl.i32(i32 %26, i32 %26, i32 14)
  %819 = xor i32 %817, %818
  %820 = lshr i32 %26, 3
  %821 = xor i32 %819, %820
  %822 = add i32 %821, %24
  %823 = add i32 %822, %565
  %824 = add i32 %823, %816
  %825 = add i32 %824, -1341970488
  %826 = add i32 %825, %681
  %827 = add i32 %826, %811
  %828 = add i32 %827, %808
  %829 = add i32 %828, %692
  %830 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 30)
  %831 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 19)
  %832 = xor i32 %830, %831
  %833 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 10)
  %834 = xor i32 %832, %833
  %835 = and i32 %803, %766
  %836 = or i32 %803, %766
  %837 = and i32 %836, %729
  %838 = or i32 %837, %835
  %839 = add i32 %834, %838
  %840 = add i32 %839, %828
  %841 = tail call i32 @llvm.fshl.i32(i32 %829, i32 %829, i32 26)
  %842 = tail call i32 @llvm.fshl.i32(i32 %829, i32 %829, i32 21)
  %843 = xor i32 %841, %842
  %844 = tail call i32 @llvm.fshl.i32(i32 %829, i32 %829, i32 7)
  %845 = xor i32 %843, %844
  %846 = xor i32 %792, %755
  %847 = and i32 %829, %846
  %848 = xor i32 %847, %755
  %849 = tail call i32 @llvm.fshl.i32(i32 %787, i32 %787, i32 15)
  %850 = tail call i32 @llvm.fshl.i32(i32 %787, i32 %787, i32 13)
  %851 = xor i32 %849, %850
  %852 = lshr i32 %787, 10
  %853 = xor i32 %851, %852
  %854 = tail call i32 @llvm.fshl.i32(i32 %28, i32 %28, i32 25)
  %855 = tail call i32 @llvm.fshl.i32(i32 %28, i32 %28, i32 14)
  %856 = xor i32 %854, %855
  %857 = lshr i32 %28, 3
  %858 = xor i32 %856, %857
  %859 = add i32 %858, %26
  %860 = add i32 %859, %602
  %861 = add i32 %860, %853
  %862 = add i32 %861, -1084653625
  %863 = add i32 %862, %718
  %864 = add i32 %863, %848
  %865 = add i32 %864, %845
  %866 = add i32 %865, %729
  %867 = tail call i32 @llvm.fshl.i32(i32 %840, i32 %840, i32 30)
  %868 = tail call i32 @llvm.fshl.i32(i32 %840, i32 %840, i32 19)
  %869 = xor i32 %867, %868
  %870 = tail call i32 @llvm.fshl.i32(i32 %840, i32 %840, i32 10)
  %871 = xor i32 %869, %870
  %872 = and i32 %840, %803
  %873 = or i32 %840, %803
  %874 = and i32 %873, %766
  %875 = or i32 %874, %872
  %876 = add i32 %871, %875
  %877 = add i32 %876, %865
  %878 = tail call i32 @llvm.fshl.i32(i32 %866, i32 %866, i32 26)
  %879 = tail call i32 @llvm.fshl.i32(i32 %866, i32 %866, i32 21)
  %880 = xor i32 %878, %879
  %881 = tail call i32 @llvm.fshl.i32(i32 %866, i32 %866, i32 7)
  %882 = xor i32 %880, %881
  %883 = xor i32 %829, %792
  %884 = and i32 %866, %883
  %885 = xor i32 %884, %792
  %886 = tail call i32 @llvm.fshl.i32(i32 %824, i32 %824, i32 15)
  %887 = tail call i32 @llvm.fshl.i32(i32 %824, i32 %824, i32 13)
  %888 = xor i32 %886, %887
  %889 = lshr i32 %824, 10
  %890 = xor i32 %888, %889
  %891 = tail call i32 @llvm.fshl.i32(i32 %30, i32 %30, i32 25)
  %892 = tail call i32 @llvm.fshl.i32(i32 %30, i32 %30, i32 14)
  %893 = xor i32 %891, %892
  %894 = lshr i32 %30, 3
  %895 = xor i32 %893, %894
  %896 = add i32 %895, %28
  %897 = add i32 %896, %639
  %898 = add i32 %897, %890
  %899 = add i32 %898, -958395405
  %900 = add i32 %899, %755
  %901 = add i32 %900, %885
  %902 = add i32 %901, %882
  %903 = add i32 %902, %766
  %904 = tail call i32 @llvm.fshl.i32(i32 %877, i32 %877, i32 30)
  %905 = tail call i32 @llvm.fshl.i32(i32 %877, i32 %877, i32 19)
  %906 = xor i32 %904, %905
  %907 = tail call i32 @llvm.fshl.i32(i32 %877, i32 %877, i32 10)
  %908 = xor i32 %906, %907
  %909 = and i32 %877, %840
  %910 = or i32 %877, %840
  %911 = and i32 %910, %803
  %912 = or i32 %911, %909
  %913 = add i32 %908, %912
  %914 = add i32 %913, %902
  %915 = tail call i32 @llvm.fshl.i32(i32 %903, i32 %903, i32 26)
  %916 = tail call i32 @llvm.fshl.i32(i32 %903, i32 %903, i32 21)
  %917 = xor i32 %915, %916
  %918 = tail call i32 @llvm.fshl.i32(i32 %903, i32 %903, i32 7)
  %919 = xor i32 %917, %918
  %920 = xor i32 %866, %829
  %921 = and i32 %903, %920
  %922 = xor i32 %921, %829
  %923 = tail call i32 @llvm.fshl.i32(i32 %861, i32 %861, i32 15)
  %924 = tail call i32 @llvm.fshl.i32(i32 %861, i32 %861, i32 13)
  %925 = xor i32 %923, %924
  %926 = lshr i32 %861, 10
  %927 = xor i32 %925, %926
  %928 = tail call i32 @llvm.fshl.i32(i32 %32, i32 %32, i32 25)
  %929 = tail call i32 @llvm.fshl.i32(i32 %32, i32 %32, i32 14)
  %930 = xor i32 %928, %929
  %931 = lshr i32 %32, 3
  %932 = xor i32 %930, %931
  %933 = add i32 %932, %30
  %934 = add i32 %933, %676
  %935 = add i32 %934, %927
  %936 = add i32 %935, -710438585
  %937 = add i32 %936, %792
  %938 = add i32 %937, %922
  %939 = add i32 %938, %919
  %940 = add i32 %939, %803
  %941 = tail call i32 @llvm.fshl.i32(i32 %914, i32 %914, i32 30)
  %942 = tail call i32 @llvm.fshl.i32(i32 %914, i32 %914, i32 19)
  %943 = xor i32 %941, %942
  %944 = tail call i32 @llvm.fshl.i32(i32 %914, i32 %914, i32 10)
  %945 = xor i32 %943, %944
  %946 = and i32 %914, %877
  %947 = or i32 %914, %877
  %948 = and i32 %947, %840
  %949 = or i32 %948, %946
  %950 = add i32 %945, %949
  %951 = add i32 %950, %939
  %952 = tail call i32 @llvm.fshl.i32(i32 %940, i32 %940, i32 26)
  %953 = tail call i32 @llvm.fshl.i32(i32 %940, i32 %940, i32 21)
  %954 = xor i32 %952, %953
  %955 = tail call i32 @llvm.fshl.i32(i32 %940, i32 %940, i32 7)
  %956 = xor i32 %954, %955
  %957 = xor i32 %903, %866
  %958 = and i32 %940, %957
  %959 = xor i32 %958, %866
  %960 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 15)
  %961 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 13)
  %962 = xor i32 %960, %961
  %963 = lshr i32 %898, 10
  %964 = xor i32 %962, %963
  %965 = tail call i32 @llvm.fshl.i32(i32 %34, i32 %34, i32 25)
  %966 = tail call i32 @llvm.fshl.i32(i32 %34, i32 %34, i32 14)
  %967 = xor i32 %965, %966
  %968 = lshr i32 %34, 3
  %969 = xor i32 %967, %968
  %970 = add i32 %969, %32
  %971 = add i32 %970, %713
  %972 = add i32 %971, %964
  %973 = add i32 %972, 113926993
  %974 = add i32 %973, %829
  %975 = add i32 %974, %959
  %976 = add i32 %975, %956
  %977 = add i32 %976, %840
  %978 = tail call i32 @llvm.fshl.i32(i32 %951, i32 %951, i32 30)
  %979 = tail call i32 @llvm.fshl.i32(i32 %951, i32 %951, i32 19)
  %980 = xor i32 %978, %979
  %981 = tail call i32 @llvm.fshl.i32(i32 %951, i32 %951, i32 10)
  %982 = xor i32 %980, %981
  %983 = and i32 %951, %914
  %984 = or i32 %951, %914
  %985 = and i32 %984, %877
  %986 = or i32 %985, %983
  %987 = add i32 %982, %986
  %988 = add i32 %987, %976
  %989 = tail call i32 @llvm.fshl.i32(i32 %977, i32 %977, i32 26)
  %990 = tail call i32 @llvm.fshl.i32(i32 %977, i32 %977, i32 21)
  %991 = xor i32 %989, %990
  %992 = tail call i32 @llvm.fshl.i32(i32 %977, i32 %977, i32 7)
  %993 = xor i32 %991, %992
  %994 = xor i32 %940, %903
  %995 = and i32 %977, %994
  %996 = xor i32 %995, %903
  %997 = tail call i32 @llvm.fshl.i32(i32 %935, i32 %935, i32 15)
  %998 = tail call i32 @llvm.fshl.i32(i32 %935, i32 %935, i32 13)
  %999 = xor i32 %997, %998
  %1000 = lshr i32 %935, 10
  %1001 = xor i32 %999, %1000
  %1002 = tail call i32 @llvm.fshl.i32(i32 %454, i32 %454, i32 25)
  %1003 = tail call i32 @llvm.fshl.i32(i32 %454, i32 %454, i32 14)
  %1004 = xor i32 %1002, %1003
  %1005 = lshr i32 %454, 3
  %1006 = xor i32 %1004, %1005
  %1007 = add i32 %1006, %34
  %1008 = add i32 %1007, %750
  %1009 = add i32 %1008, %1001
  %1010 = add i32 %1009, 338241895
  %1011 = add i32 %1010, %866
  %1012 = add i32 %1011, %996
  %1013 = add i32 %1012, %993
  %1014 = add i32 %1013, %877
  %1015 = tail call i32 @llvm.fshl.i32(i32 %988, i32 %988, i32 30)
  %1016 = tail call i32 @llvm.fshl.i32(i32 %988, i32 %988, i32 19)
  %1017 = xor i32 %1015, %1016
  %1018 = tail call i32 @llvm.fshl.i32(i32 %988, i32 %988, i32 10)
  %1019 = xor i32 %1017, %1018
  %1020 = and i32 %988, %951
  %1021 = or i32 %988, %951
  %1022 = and i32 %1021, %914
  %1023 = or i32 %1022, %1020
  %1024 = add i32 %1019, %1023
  %1025 = add i32 %1024, %1013
  %1026 = tail call i32 @llvm.fshl.i32(i32 %1014, i32 %1014, i32 26)
  %1027 = tail call i32 @llvm.fshl.i32(i32 %1014, i32 %1014, i32 21)
  %1028 = xor i32 %1026, %1027
  %1029 = tail call i32 @llvm.fshl.i32(i32 %1014, i32 %1014, i32 7)
  %1030 = xor i32 %1028, %1029
  %1031 = xor i32 %977, %940
  %1032 = and i32 %1014, %1031
  %1033 = xor i32 %1032, %940
  %1034 = tail call i32 @llvm.fshl.i32(i32 %972, i32 %972, i32 15)
  %1035 = tail call i32 @llvm.fshl.i32(i32 %972, i32 %972, i32 13)
  %1036 = xor i32 %1034, %1035
  %1037 = lshr i32 %972, 10
  %1038 = xor i32 %1036, %1037
  %1039 = tail call i32 @llvm.fshl.i32(i32 %491, i32 %491, i32 25)
  %1040 = tail call i32 @llvm.fshl.i32(i32 %491, i32 %491, i32 14)
  %1041 = xor i32 %1039, %1040
  %1042 = lshr i32 %491, 3
  %1043 = xor i32 %1041, %1042
  %1044 = add i32 %1043, %454
  %1045 = add i32 %1044, %787
  %1046 = add i32 %1045, %1038
  %1047 = add i32 %1046, 666307205
  %1048 = add i32 %1047, %903
  %1049 = add i32 %1048, %1033
  %1050 = add i32 %1049, %1030
  %1051 = add i32 %1050, %914
  %1052 = tail call i32 @llvm.fshl.i32(i32 %1025, i32 %1025, i32 30)
  %1053 = tail call i32 @llvm.fshl.i32(i32 %1025, i32 %1025, i32 19)
  %1054 = xor i32 %1052, %1053
  %1055 = tail call i32 @llvm.fshl.i32(i32 %1025, i32 %1025, i32 10)
  %1056 = xor i32 %1054, %1055
  %1057 = and i32 %1025, %988
  %1058 = or i32 %1025, %988
  %1059 = and i32 %1058, %951
  %1060 = or i32 %1059, %1057
  %1061 = add i32 %1056, %1060
  %1062 = add i32 %1061, %1050
  %1063 = tail call i32 @llvm.fshl.i32(i32 %1051, i32 %1051, i32 26)
  %1064 = tail call i32 @llvm.fshl.i32(i32 %1051, i32 %1051, i32 21)
  %1065 = xor i32 %1063, %1064
  %1066 = tail call i32 @llvm.fshl.i32(i32 %1051, i32 %1051, i32 7)
  %1067 = xor i32 %1065, %1066
  %1068 = xor i32 %1014, %977
  %1069 = and i32 %1051, %1068
  %1070 = xor i32 %1069, %977
  %1071 = tail call i32 @llvm.fshl.i32(i32 %1009, i32 %1009, i32 15)
  %1072 = tail call i32 @llvm.fshl.i32(i32 %1009, i32 %1009, i32 13)
  %1073 = xor i32 %1071, %1072
  %1074 = lshr i32 %1009, 10
  %1075 = xor i32 %1073, %1074
  %1076 = tail call i32 @llvm.fshl.i32(i32 %528, i32 %528, i32 25)
  %1077 = tail call i32 @llvm.fshl.i32(i32 %528, i32 %528, i32 14)
  %1078 = xor i32 %1076, %1077
  %1079 = lshr i32 %528, 3
  %1080 = xor i32 %1078, %1079
  %1081 = add i32 %1080, %491
  %1082 = add i32 %1081, %824
  %1083 = add i32 %1082, %1075
  %1084 = add i32 %1083, 773529912
  %1085 = add i32 %1084, %940
  %1086 = add i32 %1085, %1070
  %1087 = add i32 %1086, %1067
  %1088 = add i32 %1087, %951
  %1089 = tail call i32 @llvm.fshl.i32(i32 %1062, i32 %1062, i32 30)
  %1090 = tail call i32 @llvm.fshl.i32(i32 %1062, i32 %1062, i32 19)
  %1091 = xor i32 %1089, %1090
  %1092 = tail call i32 @llvm.fshl.i32(i32 %1062, i32 %1062, i32 10)
  %1093 = xor i32 %1091, %1092
  %1094 = and i32 %1062, %1025
  %1095 = or i32 %1062, %1025
  %1096 = and i32 %1095, %988
  %1097 = or i32 %1096, %1094
  %1098 = add i32 %1093, %1097
  %1099 = add i32 %1098, %1087
  %1100 = tail call i32 @llvm.fshl.i32(i32 %1088, i32 %1088, i32 26)
  %1101 = tail call i32 @llvm.fshl.i32(i32 %1088, i32 %1088, i32 21)
  %1102 = xor i32 %1100, %1101
  %1103 = tail call i32 @llvm.fshl.i32(i32 %1088, i32 %1088, i32 7)
  %1104 = xor i32 %1102, %1103
  %1105 = xor i32 %1051, %1014
  %1106 = and i32 %1088, %1105
  %1107 = xor i32 %1106, %1014
  %1108 = tail call i32 @llvm.fshl.i32(i32 %1046, i32 %1046, i32 15)
  %1109 = tail call i32 @llvm.fshl.i32(i32 %1046, i32 %1046, i32 13)
  %1110 = xor i32 %1108, %1109
  %1111 = lshr i32 %1046, 10
  %1112 = xor i32 %1110, %1111
  %1113 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 25)
  %1114 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 14)
  %1115 = xor i32 %1113, %1114
  %1116 = lshr i32 %565, 3
  %1117 = xor i32 %1115, %1116
  %1118 = add i32 %1117, %528
  %1119 = add i32 %1118, %861
  %1120 = add i32 %1119, %1112
  %1121 = add i32 %1120, 1294757372
  %1122 = add i32 %1121, %977
  %1123 = add i32 %1122, %1107
  %1124 = add i32 %1123, %1104
  %1125 = add i32 %1124, %988
  %1126 = tail call i32 @llvm.fshl.i32(i32 %1099, i32 %1099, i32 30)
  %1127 = tail call i32 @llvm.fshl.i32(i32 %1099, i32 %1099, i32 19)
  %1128 = xor i32 %1126, %1127
  %1129 = tail call i32 @llvm.fshl.i32(i32 %1099, i32 %1099, i32 10)
  %1130 = xor i32 %1128, %1129
  %1131 = and i32 %1099, %1062
  %1132 = or i32 %1099, %1062
  %1133 = and i32 %1132, %1025
  %1134 = or i32 %1133, %1131
  %1135 = add i32 %1130, %1134
  %1136 = add i32 %1135, %1124
  %1137 = tail call i32 @llvm.fshl.i32(i32 %1125, i32 %1125, i32 26)
  %1138 = tail call i32 @llvm.fshl.i32(i32 %1125, i32 %1125, i32 21)
  %1139 = xor i32 %1137, %1138
  %1140 = tail call i32 @llvm.fshl.i32(i32 %1125, i32 %1125, i32 7)
  %1141 = xor i32 %1139, %1140
  %1142 = xor i32 %1088, %1051
  %1143 = and i32 %1125, %1142
  %1144 = xor i32 %1143, %1051
  %1145 = tail call i32 @llvm.fshl.i32(i32 %1083, i32 %1083, i32 15)
  %1146 = tail call i32 @llvm.fshl.i32(i32 %1083, i32 %1083, i32 13)
  %1147 = xor i32 %1145, %1146
  %1148 = lshr i32 %1083, 10
  %1149 = xor i32 %1147, %1148
  %1150 = tail call i32 @llvm.fshl.i32(i32 %602, i32 %602, i32 25)
  %1151 = tail call i32 @llvm.fshl.i32(i32 %602, i32 %602, i32 14)
  %1152 = xor i32 %1150, %1151
  %1153 = lshr i32 %602, 3
  %1154 = xor i32 %1152, %1153
  %1155 = add i32 %1154, %565
  %1156 = add i32 %1155, %898
  %1157 = add i32 %1156, %1149
  %1158 = add i32 %1157, 1396182291
  %1159 = add i32 %1158, %1014
  %1160 = add i32 %1159, %1144
  %1161 = add i32 %1160, %1141
  %1162 = add i32 %1161, %1025
  %1163 = tail call i32 @llvm.fshl.i32(i32 %1136, i32 %1136, i32 30)
  %1164 = tail call i32 @llvm.fshl.i32(i32 %1136, i32 %1136, i32 19)
  %1165 = xor i32 %1163, %1164
  %1166 = tail call i32 @llvm.fshl.i32(i32 %1136, i32 %1136, i32 10)
  %1167 = xor i32 %1165, %1166
  %1168 = and i32 %1136, %1099
  %1169 = or i32 %1136, %1099
  %1170 = and i32 %1169, %1062
  %1171 = or i32 %1170, %1168
  %1172 = add i32 %1167, %1171
  %1173 = add i32 %1172, %1161
  %1174 = tail call i32 @llvm.fshl.i32(i32 %1162, i32 %1162, i32 26)
  %1175 = tail call i32 @llvm.fshl.i32(i32 %1162, i32 %1162, i32 21)
  %1176 = xor i32 %1174, %1175
  %1177 = tail call i32 @llvm.fshl.i32(i32 %1162, i32 %1162, i32 7)
  %1178 = xor i32 %1176, %1177
  %1179 = xor i32 %1125, %1088
  %1180 = and i32 %1162, %1179
  %1181 = xor i32 %1180, %1088
  %1182 = tail call i32 @llvm.fshl.i32(i32 %1120, i32 %1120, i32 15)
  %1183 = tail call i32 @llvm.fshl.i32(i32 %1120, i32 %1120, i32 13)
  %1184 = xor i32 %1182, %1183
  %1185 = lshr i32 %1120, 10
  %1186 = xor i32 %1184, %1185
  %1187 = tail call i32 @llvm.fshl.i32(i32 %639, i32 %639, i32 25)
  %1188 = tail call i32 @llvm.fshl.i32(i32 %639, i32 %639, i32 14)
  %1189 = xor i32 %1187, %1188
  %1190 = lshr i32 %639, 3
  %1191 = xor i32 %1189, %1190
  %1192 = add i32 %1191, %602
  %1193 = add i32 %1192, %935
  %1194 = add i32 %1193, %1186
  %1195 = add i32 %1194, 1695183700
  %1196 = add i32 %1195, %1051
  %1197 = add i32 %1196, %1181
  %1198 = add i32 %1197, %1178
  %1199 = add i32 %1198, %1062
  %1200 = tail call i32 @llvm.fshl.i32(i32 %1173, i32 %1173, i32 30)
  %1201 = tail call i32 @llvm.fshl.i32(i32 %1173, i32 %1173, i32 19)
  %1202 = xor i32 %1200, %1201
  %1203 = tail call i32 @llvm.fshl.i32(i32 %1173, i32 %1173, i32 10)
  %1204 = xor i32 %1202, %1203
  %1205 = and i32 %1173, %1136
  %1206 = or i32 %1173, %1136
  %1207 = and i32 %1206, %1099
  %1208 = or i32 %1207, %1205
  %1209 = add i32 %1204, %1208
  %1210 = add i32 %1209, %1198
  %1211 = tail call i32 @llvm.fshl.i32(i32 %1199, i32 %1199, i32 26)
  %1212 = tail call i32 @llvm.fshl.i32(i32 %1199, i32 %1199, i32 21)
  %1213 = xor i32 %1211, %1212
  %1214 = tail call i32 @llvm.fshl.i32(i32 %1199, i32 %1199, i32 7)
  %1215 = xor i32 %1213, %1214
  %1216 = xor i32 %1162, %1125
  %1217 = and i32 %1199, %1216
  %1218 = xor i32 %1217, %1125
  %1219 = tail call i32 @llvm.fshl.i32(i32 %1157, i32 %1157, i32 15)
  %1220 = tail call i32 @llvm.fshl.i32(i32 %1157, i32 %1157, i32 13)
  %1221 = xor i32 %1219, %1220
  %1222 = lshr i32 %1157, 10
  %1223 = xor i32 %1221, %1222
  %1224 = tail call i32 @llvm.fshl.i32(i32 %676, i32 %676, i32 25)
  %1225 = tail call i32 @llvm.fshl.i32(i32 %676, i32 %676, i32 14)
  %1226 = xor i32 %1224, %1225
  %1227 = lshr i32 %676, 3
  %1228 = xor i32 %1226, %1227
  %1229 = add i32 %1228, %639
  %1230 = add i32 %1229, %972
  %1231 = add i32 %1230, %1223
  %1232 = add i32 %1231, 1986661051
  %1233 = add i32 %1232, %1088
  %1234 = add i32 %1233, %1218
  %1235 = add i32 %1234, %1215
  %1236 = add i32 %1235, %1099
  %1237 = tail call i32 @llvm.fshl.i32(i32 %1210, i32 %1210, i32 30)
  %1238 = tail call i32 @llvm.fshl.i32(i32 %1210, i32 %1210, i32 19)
  %1239 = xor i32 %1237, %1238
  %1240 = tail call i32 @llvm.fshl.i32(i32 %1210, i32 %1210, i32 10)
  %1241 = xor i32 %1239, %1240
  %1242 = and i32 %1210, %1173
  %1243 = or i32 %1210, %1173
  %1244 = and i32 %1243, %1136
  %1245 = or i32 %1244, %1242
  %1246 = add i32 %1241, %1245
  %1247 = add i32 %1246, %1235
  %1248 = tail call i32 @llvm.fshl.i32(i32 %1236, i32 %1236, i32 26)
  %1249 = tail call i32 @llvm.fshl.i32(i32 %1236, i32 %1236, i32 21)
  %1250 = xor i32 %1248, %1249
  %1251 = tail call i32 @llvm.fshl.i32(i32 %1236, i32 %1236, i32 7)
  %1252 = xor i32 %1250, %1251
  %1253 = xor i32 %1199, %1162
  %1254 = and i32 %1236, %1253
  %1255 = xor i32 %1254, %1162
  %1256 = tail call i32 @llvm.fshl.i32(i32 %1194, i32 %1194, i32 15)
  %1257 = tail call i32 @llvm.fshl.i32(i32 %1194, i32 %1194, i32 13)
  %1258 = xor i32 %1256, %1257
  %1259 = lshr i32 %1194, 10
  %1260 = xor i32 %1258, %1259
  %1261 = tail call i32 @llvm.fshl.i32(i32 %713, i32 %713, i32 25)
  %1262 = tail call i32 @llvm.fshl.i32(i32 %713, i32 %713, i32 14)
  %1263 = xor i32 %1261, %1262
  %1264 = lshr i32 %713, 3
  %1265 = xor i32 %1263, %1264
  %1266 = add i32 %1265, %676
  %1267 = add i32 %1266, %1009
  %1268 = add i32 %1267, %1260
  %1269 = add i32 %1268, -2117940946
  %1270 = add i32 %1269, %1125
  %1271 = add i32 %1270, %1255
  %1272 = add i32 %1271, %1252
  %1273 = add i32 %1272, %1136
  %1274 = tail call i32 @llvm.fshl.i32(i32 %1247, i32 %1247, i32 30)
  %1275 = tail call i32 @llvm.fshl.i32(i32 %1247, i32 %1247, i32 19)
  %1276 = xor i32 %1274, %1275
  %1277 = tail call i32 @llvm.fshl.i32(i32 %1247, i32 %1247, i32 10)
  %1278 = xor i32 %1276, %1277
  %1279 = and i32 %1247, %1210
  %1280 = or i32 %1247, %1210
  %1281 = and i32 %1280, %1173
  %1282 = or i32 %1281, %1279
  %1283 = add i32 %1278, %1282
  %1284 = add i32 %1283, %1272
  %1285 = tail call i32 @llvm.fshl.i32(i32 %1273, i32 %1273, i32 26)
  %1286 = tail call i32 @llvm.fshl.i32(i32 %1273, i32 %1273, i32 21)
  %1287 = xor i32 %1285, %1286
  %1288 = tail call i32 @llvm.fshl.i32(i32 %1273, i32 %1273, i32 7)
  %1289 = xor i32 %1287, %1288
  %1290 = xor i32 %1236, %1199
  %1291 = and i32 %1273, %1290
  %1292 = xor i32 %1291, %1199
  %1293 = tail call i32 @llvm.fshl.i32(i32 %1231, i32 %1231, i32 15)
  %1294 = tail call i32 @llvm.fshl.i32(i32 %1231, i32 %1231, i32 13)
  %1295 = xor i32 %1293, %1294
  %1296 = lshr i32 %1231, 10
  %1297 = xor i32 %1295, %1296
  %1298 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 25)
  %1299 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 14)
  %1300 = xor i32 %1298, %1299
  %1301 = lshr i32 %750, 3
  %1302 = xor i32 %1300, %1301
  %1303 = add i32 %1302, %713
  %1304 = add i32 %1303, %1046
  %1305 = add i32 %1304, %1297
  %1306 = add i32 %1305, -1838011259
  %1307 = add i32 %1306, %1162
  %1308 = add i32 %1307, %1292
  %1309 = add i32 %1308, %1289
  %1310 = add i32 %1309, %1173
  %1311 = tail call i32 @llvm.fshl.i32(i32 %1284, i32 %1284, i32 30)
  %1312 = tail call i32 @llvm.fshl.i32(i32 %1284, i32 %1284, i32 19)
  %1313 = xor i32 %1311, %1312
  %1314 = tail call i32 @llvm.fshl.i32(i32 %1284, i32 %1284, i32 10)
  %1315 = xor i32 %1313, %1314
  %1316 = and i32 %1284, %1247
  %1317 = or i32 %1284, %1247
  %1318 = and i32 %1317, %1210
  %1319 = or i32 %1318, %1316
  %1320 = add i32 %1315, %1319
  %1321 = add i32 %1320, %1309
  %1322 = tail call i32 @llvm.fshl.i32(i32 %1310, i32 %1310, i32 26)
  %1323 = tail call i32 @llvm.fshl.i32(i32 %1310, i32 %1310, i32 21)
  %1324 = xor i32 %1322, %1323
  %1325 = tail call i32 @llvm.fshl.i32(i32 %1310, i32 %1310, i32 7)
  %1326 = xor i32 %1324, %1325
  %1327 = xor i32 %1273, %1236
  %1328 = and i32 %1310, %1327
  %1329 = xor i32 %1328, %1236
  %1330 = tail call i32 @llvm.fshl.i32(i32 %1268, i32 %1268, i32 15)
  %1331 = tail call i32 @llvm.fshl.i32(i32 %1268, i32 %1268, i32 13)
  %1332 = xor i32 %1330, %1331
  %1333 = lshr i32 %1268, 10
  %1334 = xor i32 %1332, %1333
  %1335 = tail call i32 @llvm.fshl.i32(i32 %787, i32 %787, i32 25)
  %1336 = tail call i32 @llvm.fshl.i32(i32 %787, i32 %787, i32 14)
  %1337 = xor i32 %1335, %1336
  %1338 = lshr i32 %787, 3
  %1339 = xor i32 %1337, %1338
  %1340 = add i32 %1339, %750
  %1341 = add i32 %1340, %1083
  %1342 = add i32 %1341, %1334
  %1343 = add i32 %1342, -1564481375
  %1344 = add i32 %1343, %1199
  %1345 = add i32 %1344, %1329
  %1346 = add i32 %1345, %1326
  %1347 = add i32 %1346, %1210
  %1348 = tail call i32 @llvm.fshl.i32(i32 %1321, i32 %1321, i32 30)
  %1349 = tail call i32 @llvm.fshl.i32(i32 %1321, i32 %1321, i32 19)
  %1350 = xor i32 %1348, %1349
  %1351 = tail call i32 @llvm.fshl.i32(i32 %1321, i32 %1321, i32 10)
  %1352 = xor i32 %1350, %1351
  %1353 = and i32 %1321, %1284
  %1354 = or i32 %1321, %1284
  %1355 = and i32 %1354, %1247
  %1356 = or i32 %1355, %1353
  %1357 = add i32 %1352, %1356
  %1358 = add i32 %1357, %1346
  %1359 = tail call i32 @llvm.fshl.i32(i32 %1347, i32 %1347, i32 26)
  %1360 = tail call i32 @llvm.fshl.i32(i32 %1347, i32 %1347, i32 21)
  %1361 = xor i32 %1359, %1360
  %1362 = tail call i32 @llvm.fshl.i32(i32 %1347, i32 %1347, i32 7)
  %1363 = xor i32 %1361, %1362
  %1364 = xor i32 %1310, %1273
  %1365 = and i32 %1347, %1364
  %1366 = xor i32 %1365, %1273
  %1367 = tail call i32 @llvm.fshl.i32(i32 %1305, i32 %1305, i32 15)
  %1368 = tail call i32 @llvm.fshl.i32(i32 %1305, i32 %1305, i32 13)
  %1369 = xor i32 %1367, %1368
  %1370 = lshr i32 %1305, 10
  %1371 = xor i32 %1369, %1370
  %1372 = tail call i32 @llvm.fshl.i32(i32 %824, i32 %824, i32 25)
  %1373 = tail call i32 @llvm.fshl.i32(i32 %824, i32 %824, i32 14)
  %1374 = xor i32 %1372, %1373
  %1375 = lshr i32 %824, 3
  %1376 = xor i32 %1374, %1375
  %1377 = add i32 %1376, %787
  %1378 = add i32 %1377, %1120
  %1379 = add i32 %1378, %1371
  %1380 = add i32 %1379, -1474664885
  %1381 = add i32 %1380, %1236
  %1382 = add i32 %1381, %1366
  %1383 = add i32 %1382, %1363
  %1384 = add i32 %1383, %1247
  %1385 = tail call i32 @llvm.fshl.i32(i32 %1358, i32 %1358, i32 30)
  %1386 = tail call i32 @llvm.fshl.i32(i32 %1358, i32 %1358, i32 19)
  %1387 = xor i32 %1385, %1386
  %1388 = tail call i32 @llvm.fshl.i32(i32 %1358, i32 %1358, i32 10)
  %1389 = xor i32 %1387, %1388
  %1390 = and i32 %1358, %1321
  %1391 = or i32 %1358, %1321
  %1392 = and i32 %1391, %1284
  %1393 = or i32 %1392, %1390
  %1394 = add i32 %1389, %1393
  %1395 = add i32 %1394, %1383
  %1396 = tail call i32 @llvm.fshl.i32(i32 %1384, i32 %1384, i32 26)
  %1397 = tail call i32 @llvm.fshl.i32(i32 %1384, i32 %1384, i32 21)
  %1398 = xor i32 %1396, %1397
  %1399 = tail call i32 @llvm.fshl.i32(i32 %1384, i32 %1384, i32 7)
  %1400 = xor i32 %1398, %1399
  %1401 = xor i32 %1347, %1310
  %1402 = and i32 %1384, %1401
  %1403 = xor i32 %1402, %1310
  %1404 = tail call i32 @llvm.fshl.i32(i32 %1342, i32 %1342, i32 15)
  %1405 = tail call i32 @llvm.fshl.i32(i32 %1342, i32 %1342, i32 13)
  %1406 = xor i32 %1404, %1405
  %1407 = lshr i32 %1342, 10
  %1408 = xor i32 %1406, %1407
  %1409 = tail call i32 @llvm.fshl.i32(i32 %861, i32 %861, i32 25)
  %1410 = tail call i32 @llvm.fshl.i32(i32 %861, i32 %861, i32 14)
  %1411 = xor i32 %1409, %1410
  %1412 = lshr i32 %861, 3
  %1413 = xor i32 %1411, %1412
  %1414 = add i32 %1413, %824
  %1415 = add i32 %1414, %1157
  %1416 = add i32 %1415, %1408
  %1417 = add i32 %1416, -1035236496
  %1418 = add i32 %1417, %1273
  %1419 = add i32 %1418, %1403
  %1420 = add i32 %1419, %1400
  %1421 = add i32 %1420, %1284
  %1422 = tail call i32 @llvm.fshl.i32(i32 %1395, i32 %1395, i32 30)
  %1423 = tail call i32 @llvm.fshl.i32(i32 %1395, i32 %1395, i32 19)
  %1424 = xor i32 %1422, %1423
  %1425 = tail call i32 @llvm.fshl.i32(i32 %1395, i32 %1395, i32 10)
  %1426 = xor i32 %1424, %1425
  %1427 = and i32 %1395, %1358
  %1428 = or i32 %1395, %1358
  %1429 = and i32 %1428, %1321
  %1430 = or i32 %1429, %1427
  %1431 = add i32 %1426, %1430
  %1432 = add i32 %1431, %1420
  %1433 = tail call i32 @llvm.fshl.i32(i32 %1421, i32 %1421, i32 26)
  %1434 = tail call i32 @llvm.fshl.i32(i32 %1421, i32 %1421, i32 21)
  %1435 = xor i32 %1433, %1434
  %1436 = tail call i32 @llvm.fshl.i32(i32 %1421, i32 %1421, i32 7)
  %1437 = xor i32 %1435, %1436
  %1438 = xor i32 %1384, %1347
  %1439 = and i32 %1421, %1438
  %1440 = xor i32 %1439, %1347
  %1441 = tail call i32 @llvm.fshl.i32(i32 %1379, i32 %1379, i32 15)
  %1442 = tail call i32 @llvm.fshl.i32(i32 %1379, i32 %1379, i32 13)
  %1443 = xor i32 %1441, %1442
  %1444 = lshr i32 %1379, 10
  %1445 = xor i32 %1443, %1444
  %1446 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 25)
  %1447 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 14)
  %1448 = xor i32 %1446, %1447
  %1449 = lshr i32 %898, 3
  %1450 = xor i32 %1448, %1449
  %1451 = add i32 %1450, %861
  %1452 = add i32 %1451, %1194
  %1453 = add i32 %1452, %1445
  %1454 = add i32 %1453, -949202525
  %1455 = add i32 %1454, %1310
  %1456 = add i32 %1455, %1440
  %1457 = add i32 %1456, %1437
  %1458 = add i32 %1457, %1321
  %1459 = tail call i32 @llvm.fshl.i32(i32 %1432, i32 %1432, i32 30)
  %1460 = tail call i32 @llvm.fshl.i32(i32 %1432, i32 %1432, i32 19)
  %1461 = xor i32 %1459, %1460
  %1462 = tail call i32 @llvm.fshl.i32(i32 %1432, i32 %1432, i32 10)
  %1463 = xor i32 %1461, %1462
  %1464 = and i32 %1432, %1395
  %1465 = or i32 %1432, %1395
  %1466 = and i32 %1465, %1358
  %1467 = or i32 %1466, %1464
  %1468 = add i32 %1463, %1467
  %1469 = add i32 %1468, %1457
  %1470 = tail call i32 @llvm.fshl.i32(i32 %1458, i32 %1458, i32 26)
  %1471 = tail call i32 @llvm.fshl.i32(i32 %1458, i32 %1458, i32 21)
  %1472 = xor i32 %1470, %1471
  %1473 = tail call i32 @llvm.fshl.i32(i32 %1458, i32 %1458, i32 7)
  %1474 = xor i32 %1472, %1473
  %1475 = xor i32 %1421, %1384
  %1476 = and i32 %1458, %1475
  %1477 = xor i32 %1476, %1384
  %1478 = tail call i32 @llvm.fshl.i32(i32 %1416, i32 %1416, i32 15)
  %1479 = tail call i32 @llvm.fshl.i32(i32 %1416, i32 %1416, i32 13)
  %1480 = xor i32 %1478, %1479
  %1481 = lshr i32 %1416, 10
  %1482 = xor i32 %1480, %1481
  %1483 = tail call i32 @llvm.fshl.i32(i32 %935, i32 %935, i32 25)
  %1484 = tail call i32 @llvm.fshl.i32(i32 %935, i32 %935, i32 14)
  %1485 = xor i32 %1483, %1484
  %1486 = lshr i32 %935, 3
  %1487 = xor i32 %1485, %1486
  %1488 = add i32 %1487, %898
  %1489 = add i32 %1488, %1231
  %1490 = add i32 %1489, %1482
  %1491 = add i32 %1490, -778901479
  %1492 = add i32 %1491, %1347
  %1493 = add i32 %1492, %1477
  %1494 = add i32 %1493, %1474
  %1495 = add i32 %1494, %1358
  %1496 = tail call i32 @llvm.fshl.i32(i32 %1469, i32 %1469, i32 30)
  %1497 = tail call i32 @llvm.fshl.i32(i32 %1469, i32 %1469, i32 19)
  %1498 = xor i32 %1496, %1497
  %1499 = tail call i32 @llvm.fshl.i32(i32 %1469, i32 %1469, i32 10)
  %1500 = xor i32 %1498, %1499
  %1501 = and i32 %1469, %1432
  %1502 = or i32 %1469, %1432
  %1503 = and i32 %1502, %1395
  %1504 = or i32 %1503, %1501
  %1505 = add i32 %1500, %1504
  %1506 = add i32 %1505, %1494
  %1507 = tail call i32 @llvm.fshl.i32(i32 %1495, i32 %1495, i32 26)
  %1508 = tail call i32 @llvm.fshl.i32(i32 %1495, i32 %1495, i32 21)
  %1509 = xor i32 %1507, %1508
  %1510 = tail call i32 @llvm.fshl.i32(i32 %1495, i32 %1495, i32 7)
  %1511 = xor i32 %1509, %1510
  %1512 = xor i32 %1458, %1421
  %1513 = and i32 %1495, %1512
  %1514 = xor i32 %1513, %1421
  %1515 = tail call i32 @llvm.fshl.i32(i32 %1453, i32 %1453, i32 15)
  %1516 = tail call i32 @llvm.fshl.i32(i32 %1453, i32 %1453, i32 13)
  %1517 = xor i32 %1515, %1516
  %1518 = lshr i32 %1453, 10
  %1519 = xor i32 %1517, %1518
  %1520 = tail call i32 @llvm.fshl.i32(i32 %972, i32 %972, i32 25)
  %1521 = tail call i32 @llvm.fshl.i32(i32 %972, i32 %972, i32 14)
  %1522 = xor i32 %1520, %1521
  %1523 = lshr i32 %972, 3
  %1524 = xor i32 %1522, %1523
  %1525 = add i32 %1524, %935
  %1526 = add i32 %1525, %1268
  %1527 = add i32 %1526, %1519
  %1528 = add i32 %1527, -694614492
  %1529 = add i32 %1528, %1384
  %1530 = add i32 %1529, %1514
  %1531 = add i32 %1530, %1511
  %1532 = add i32 %1531, %1395
  %1533 = tail call i32 @llvm.fshl.i32(i32 %1506, i32 %1506, i32 30)
  %1534 = tail call i32 @llvm.fshl.i32(i32 %1506, i32 %1506, i32 19)
  %1535 = xor i32 %1533, %1534
  %1536 = tail call i32 @llvm.fshl.i32(i32 %1506, i32 %1506, i32 10)
  %1537 = xor i32 %1535, %1536
  %1538 = and i32 %1506, %1469
  %1539 = or i32 %1506, %1469
  %1540 = and i32 %1539, %1432
  %1541 = or i32 %1540, %1538
  %1542 = add i32 %1537, %1541
  %1543 = add i32 %1542, %1531
  %1544 = tail call i32 @llvm.fshl.i32(i32 %1532, i32 %1532, i32 26)
  %1545 = tail call i32 @llvm.fshl.i32(i32 %1532, i32 %1532, i32 21)
  %1546 = xor i32 %1544, %1545
  %1547 = tail call i32 @llvm.fshl.i32(i32 %1532, i32 %1532, i32 7)
  %1548 = xor i32 %1546, %1547
  %1549 = xor i32 %1495, %1458
  %1550 = and i32 %1532, %1549
  %1551 = xor i32 %1550, %1458
  %1552 = tail call i32 @llvm.fshl.i32(i32 %1490, i32 %1490, i32 15)
  %1553 = tail call i32 @llvm.fshl.i32(i32 %1490, i32 %1490, i32 13)
  %1554 = xor i32 %1552, %1553
  %1555 = lshr i32 %1490, 10
  %1556 = xor i32 %1554, %1555
  %1557 = tail call i32 @llvm.fshl.i32(i32 %1009, i32 %1009, i32 25)
  %1558 = tail call i32 @llvm.fshl.i32(i32 %1009, i32 %1009, i32 14)
  %1559 = xor i32 %1557, %1558
  %1560 = lshr i32 %1009, 3
  %1561 = xor i32 %1559, %1560
  %1562 = add i32 %1561, %972
  %1563 = add i32 %1562, %1305
  %1564 = add i32 %1563, %1556
  %1565 = add i32 %1564, -200395387
  %1566 = add i32 %1565, %1421
  %1567 = add i32 %1566, %1551
  %1568 = add i32 %1567, %1548
  %1569 = add i32 %1568, %1432
  %1570 = tail call i32 @llvm.fshl.i32(i32 %1543, i32 %1543, i32 30)
  %1571 = tail call i32 @llvm.fshl.i32(i32 %1543, i32 %1543, i32 19)
  %1572 = xor i32 %1570, %1571
  %1573 = tail call i32 @llvm.fshl.i32(i32 %1543, i32 %1543, i32 10)
  %1574 = xor i32 %1572, %1573
  %1575 = and i32 %1543, %1506
  %1576 = or i32 %1543, %1506
  %1577 = and i32 %1576, %1469
  %1578 = or i32 %1577, %1575
  %1579 = add i32 %1574, %1578
  %1580 = add i32 %1579, %1568
  %1581 = tail call i32 @llvm.fshl.i32(i32 %1569, i32 %1569, i32 26)
  %1582 = tail call i32 @llvm.fshl.i32(i32 %1569, i32 %1569, i32 21)
  %1583 = xor i32 %1581, %1582
  %1584 = tail call i32 @llvm.fshl.i32(i32 %1569, i32 %1569, i32 7)
  %1585 = xor i32 %1583, %1584
  %1586 = xor i32 %1532, %1495
  %1587 = and i32 %1569, %1586
  %1588 = xor i32 %1587, %1495
  %1589 = tail call i32 @llvm.fshl.i32(i32 %1527, i32 %1527, i32 15)
  %1590 = tail call i32 @llvm.fshl.i32(i32 %1527, i32 %1527, i32 13)
  %1591 = xor i32 %1589, %1590
  %1592 = lshr i32 %1527, 10
  %1593 = xor i32 %1591, %1592
  %1594 = tail call i32 @llvm.fshl.i32(i32 %1046, i32 %1046, i32 25)
  %1595 = tail call i32 @llvm.fshl.i32(i32 %1046, i32 %1046, i32 14)
  %1596 = xor i32 %1594, %1595
  %1597 = lshr i32 %1046, 3
  %1598 = xor i32 %1596, %1597
  %1599 = add i32 %1598, %1009
  %1600 = add i32 %1599, %1342
  %1601 = add i32 %1600, %1593
  %1602 = add i32 %1601, 275423344
  %1603 = add i32 %1602, %1458
  %1604 = add i32 %1603, %1588
  %1605 = add i32 %1604, %1585
  %1606 = add i32 %1605, %1469
  %1607 = tail call i32 @llvm.fshl.i32(i32 %1580, i32 %1580, i32 30)
  %1608 = tail call i32 @llvm.fshl.i32(i32 %1580, i32 %1580, i32 19)
  %1609 = xor i32 %1607, %1608
  %1610 = tail call i32 @llvm.fshl.i32(i32 %1580, i32 %1580, i32 10)
  %1611 = xor i32 %1609, %1610
  %1612 = and i32 %1580, %1543
  %1613 = or i32 %1580, %1543
  %1614 = and i32 %1613, %1506
  %1615 = or i32 %1614, %1612
  %1616 = add i32 %1611, %1615
  %1617 = add i32 %1616, %1605
  %1618 = tail call i32 @llvm.fshl.i32(i32 %1606, i32 %1606, i32 26)
  %1619 = tail call i32 @llvm.fshl.i32(i32 %1606, i32 %1606, i32 21)
  %1620 = xor i32 %1618, %1619
  %1621 = tail call i32 @llvm.fshl.i32(i32 %1606, i32 %1606, i32 7)
  %1622 = xor i32 %1620, %1621
  %1623 = xor i32 %1569, %1532
  %1624 = and i32 %1606, %1623
  %1625 = xor i32 %1624, %1532
  %1626 = tail call i32 @llvm.fshl.i32(i32 %1564, i32 %1564, i32 15)
  %1627 = tail call i32 @llvm.fshl.i32(i32 %1564, i32 %1564, i32 13)
  %1628 = xor i32 %1626, %1627
  %1629 = lshr i32 %1564, 10
  %1630 = xor i32 %1628, %1629
  %1631 = tail call i32 @llvm.fshl.i32(i32 %1083, i32 %1083, i32 25)
  %1632 = tail call i32 @llvm.fshl.i32(i32 %1083, i32 %1083, i32 14)
  %1633 = xor i32 %1631, %1632
  %1634 = lshr i32 %1083, 3
  %1635 = xor i32 %1633, %1634
  %1636 = add i32 %1635, %1046
  %1637 = add i32 %1636, %1379
  %1638 = add i32 %1637, %1630
  %1639 = add i32 %1638, 430227734
  %1640 = add i32 %1639, %1495
  %1641 = add i32 %1640, %1625
  %1642 = add i32 %1641, %1622
  %1643 = add i32 %1642, %1506
  %1644 = tail call i32 @llvm.fshl.i32(i32 %1617, i32 %1617, i32 30)
  %1645 = tail call i32 @llvm.fshl.i32(i32 %1617, i32 %1617, i32 19)
  %1646 = xor i32 %1644, %1645
  %1647 = tail call i32 @llvm.fshl.i32(i32 %1617, i32 %1617, i32 10)
  %1648 = xor i32 %1646, %1647
  %1649 = and i32 %1617, %1580
  %1650 = or i32 %1617, %1580
  %1651 = and i32 %1650, %1543
  %1652 = or i32 %1651, %1649
  %1653 = add i32 %1648, %1652
  %1654 = add i32 %1653, %1642
  %1655 = tail call i32 @llvm.fshl.i32(i32 %1643, i32 %1643, i32 26)
  %1656 = tail call i32 @llvm.fshl.i32(i32 %1643, i32 %1643, i32 21)
  %1657 = xor i32 %1655, %1656
  %1658 = tail call i32 @llvm.fshl.i32(i32 %1643, i32 %1643, i32 7)
  %1659 = xor i32 %1657, %1658
  %1660 = xor i32 %1606, %1569
  %1661 = and i32 %1643, %1660
  %1662 = xor i32 %1661, %1569
  %1663 = tail call i32 @llvm.fshl.i32(i32 %1601, i32 %1601, i32 15)
  %1664 = tail call i32 @llvm.fshl.i32(i32 %1601, i32 %1601, i32 13)
  %1665 = xor i32 %1663, %1664
  %1666 = lshr i32 %1601, 10
  %1667 = xor i32 %1665, %1666
  %1668 = tail call i32 @llvm.fshl.i32(i32 %1120, i32 %1120, i32 25)
  %1669 = tail call i32 @llvm.fshl.i32(i32 %1120, i32 %1120, i32 14)
  %1670 = xor i32 %1668, %1669
  %1671 = lshr i32 %1120, 3
  %1672 = xor i32 %1670, %1671
  %1673 = add i32 %1672, %1083
  %1674 = add i32 %1673, %1416
  %1675 = add i32 %1674, %1667
  %1676 = add i32 %1675, 506948616
  %1677 = add i32 %1676, %1532
  %1678 = add i32 %1677, %1662
  %1679 = add i32 %1678, %1659
  %1680 = add i32 %1679, %1543
  %1681 = tail call i32 @llvm.fshl.i32(i32 %1654, i32 %1654, i32 30)
  %1682 = tail call i32 @llvm.fshl.i32(i32 %1654, i32 %1654, i32 19)
  %1683 = xor i32 %1681, %1682
  %1684 = tail call i32 @llvm.fshl.i32(i32 %1654, i32 %1654, i32 10)
  %1685 = xor i32 %1683, %1684
  %1686 = and i32 %1654, %1617
  %1687 = or i32 %1654, %1617
  %1688 = and i32 %1687, %1580
  %1689 = or i32 %1688, %1686
  %1690 = add i32 %1685, %1689
  %1691 = add i32 %1690, %1679
  %1692 = tail call i32 @llvm.fshl.i32(i32 %1680, i32 %1680, i32 26)
  %1693 = tail call i32 @llvm.fshl.i32(i32 %1680, i32 %1680, i32 21)
  %1694 = xor i32 %1692, %1693
  %1695 = tail call i32 @llvm.fshl.i32(i32 %1680, i32 %1680, i32 7)
  %1696 = xor i32 %1694, %1695
  %1697 = xor i32 %1643, %1606
  %1698 = and i32 %1680, %1697
  %1699 = xor i32 %1698, %1606
  %1700 = tail call i32 @llvm.fshl.i32(i32 %1638, i32 %1638, i32 15)
  %1701 = tail call i32 @llvm.fshl.i32(i32 %1638, i32 %1638, i32 13)
  %1702 = xor i32 %1700, %1701
  %1703 = lshr i32 %1638, 10
  %1704 = xor i32 %1702, %1703
  %1705 = tail call i32 @llvm.fshl.i32(i32 %1157, i32 %1157, i32 25)
  %1706 = tail call i32 @llvm.fshl.i32(i32 %1157, i32 %1157, i32 14)
  %1707 = xor i32 %1705, %1706
  %1708 = lshr i32 %1157, 3
  %1709 = xor i32 %1707, %1708
  %1710 = add i32 %1709, %1120
  %1711 = add i32 %1710, %1453
  %1712 = add i32 %1711, %1704
  %1713 = add i32 %1712, 659060556
  %1714 = add i32 %1713, %1569
  %1715 = add i32 %1714, %1699
  %1716 = add i32 %1715, %1696
  %1717 = add i32 %1716, %1580
  %1718 = tail call i32 @llvm.fshl.i32(i32 %1691, i32 %1691, i32 30)
  %1719 = tail call i32 @llvm.fshl.i32(i32 %1691, i32 %1691, i32 19)
  %1720 = xor i32 %1718, %1719
  %1721 = tail call i32 @llvm.fshl.i32(i32 %1691, i32 %1691, i32 10)
  %1722 = xor i32 %1720, %1721
  %1723 = and i32 %1691, %1654
  %1724 = or i32 %1691, %1654
  %1725 = and i32 %1724, %1617
  %1726 = or i32 %1725, %1723
  %1727 = add i32 %1722, %1726
  %1728 = add i32 %1727, %1716
  %1729 = tail call i32 @llvm.fshl.i32(i32 %1717, i32 %1717, i32 26)
  %1730 = tail call i32 @llvm.fshl.i32(i32 %1717, i32 %1717, i32 21)
  %1731 = xor i32 %1729, %1730
  %1732 = tail call i32 @llvm.fshl.i32(i32 %1717, i32 %1717, i32 7)
  %1733 = xor i32 %1731, %1732
  %1734 = xor i32 %1680, %1643
  %1735 = and i32 %1717, %1734
  %1736 = xor i32 %1735, %1643
  %1737 = tail call i32 @llvm.fshl.i32(i32 %1675, i32 %1675, i32 15)
  %1738 = tail call i32 @llvm.fshl.i32(i32 %1675, i32 %1675, i32 13)
  %1739 = xor i32 %1737, %1738
  %1740 = lshr i32 %1675, 10
  %1741 = xor i32 %1739, %1740
  %1742 = tail call i32 @llvm.fshl.i32(i32 %1194, i32 %1194, i32 25)
  %1743 = tail call i32 @llvm.fshl.i32(i32 %1194, i32 %1194, i32 14)
  %1744 = xor i32 %1742, %1743
  %1745 = lshr i32 %1194, 3
  %1746 = xor i32 %1744, %1745
  %1747 = add i32 %1746, %1157
  %1748 = add i32 %1747, %1490
  %1749 = add i32 %1748, %1741
  %1750 = add i32 %1749, 883997877
  %1751 = add i32 %1750, %1606
  %1752 = add i32 %1751, %1736
  %1753 = add i32 %1752, %1733
  %1754 = add i32 %1753, %1617
  %1755 = tail call i32 @llvm.fshl.i32(i32 %1728, i32 %1728, i32 30)
  %1756 = tail call i32 @llvm.fshl.i32(i32 %1728, i32 %1728, i32 19)
  %1757 = xor i32 %1755, %1756
  %1758 = tail call i32 @llvm.fshl.i32(i32 %1728, i32 %1728, i32 10)
  %1759 = xor i32 %1757, %1758
  %1760 = and i32 %1728, %1691
  %1761 = or i32 %1728, %1691
  %1762 = and i32 %1761, %1654
  %1763 = or i32 %1762, %1760
  %1764 = add i32 %1759, %1763
  %1765 = add i32 %1764, %1753
  %1766 = tail call i32 @llvm.fshl.i32(i32 %1754, i32 %1754, i32 26)
  %1767 = tail call i32 @llvm.fshl.i32(i32 %1754, i32 %1754, i32 21)
  %1768 = xor i32 %1766, %1767
  %1769 = tail call i32 @llvm.fshl.i32(i32 %1754, i32 %1754, i32 7)
  %1770 = xor i32 %1768, %1769
  %1771 = xor i32 %1717, %1680
  %1772 = and i32 %1754, %1771
  %1773 = xor i32 %1772, %1680
  %1774 = tail call i32 @llvm.fshl.i32(i32 %1712, i32 %1712, i32 15)
  %1775 = tail call i32 @llvm.fshl.i32(i32 %1712, i32 %1712, i32 13)
  %1776 = xor i32 %1774, %1775
  %1777 = lshr i32 %1712, 10
  %1778 = xor i32 %1776, %1777
  %1779 = tail call i32 @llvm.fshl.i32(i32 %1231, i32 %1231, i32 25)
  %1780 = tail call i32 @llvm.fshl.i32(i32 %1231, i32 %1231, i32 14)
  %1781 = xor i32 %1779, %1780
  %1782 = lshr i32 %1231, 3
  %1783 = xor i32 %1781, %1782
  %1784 = add i32 %1783, %1194
  %1785 = add i32 %1784, %1527
  %1786 = add i32 %1785, %1778
  %1787 = add i32 %1786, 958139571
  %1788 = add i32 %1787, %1643
  %1789 = add i32 %1788, %1773
  %1790 = add i32 %1789, %1770
  %1791 = add i32 %1790, %1654
  %1792 = tail call i32 @llvm.fshl.i32(i32 %1765, i32 %1765, i32 30)
  %1793 = tail call i32 @llvm.fshl.i32(i32 %1765, i32 %1765, i32 19)
  %1794 = xor i32 %1792, %1793
  %1795 = tail call i32 @llvm.fshl.i32(i32 %1765, i32 %1765, i32 10)
  %1796 = xor i32 %1794, %1795
  %1797 = and i32 %1765, %1728
  %1798 = or i32 %1765, %1728
  %1799 = and i32 %1798, %1691
  %1800 = or i32 %1799, %1797
  %1801 = add i32 %1796, %1800
  %1802 = add i32 %1801, %1790
  %1803 = tail call i32 @llvm.fshl.i32(i32 %1791, i32 %1791, i32 26)
  %1804 = tail call i32 @llvm.fshl.i32(i32 %1791, i32 %1791, i32 21)
  %1805 = xor i32 %1803, %1804
  %1806 = tail call i32 @llvm.fshl.i32(i32 %1791, i32 %1791, i32 7)
  %1807 = xor i32 %1805, %1806
  %1808 = xor i32 %1754, %1717
  %1809 = and i32 %1791, %1808
  %1810 = xor i32 %1809, %1717
  %1811 = tail call i32 @llvm.fshl.i32(i32 %1749, i32 %1749, i32 15)
  %1812 = tail call i32 @llvm.fshl.i32(i32 %1749, i32 %1749, i32 13)
  %1813 = xor i32 %1811, %1812
  %1814 = lshr i32 %1749, 10
  %1815 = xor i32 %1813, %1814
  %1816 = tail call i32 @llvm.fshl.i32(i32 %1268, i32 %1268, i32 25)
  %1817 = tail call i32 @llvm.fshl.i32(i32 %1268, i32 %1268, i32 14)
  %1818 = xor i32 %1816, %1817
  %1819 = lshr i32 %1268, 3
  %1820 = xor i32 %1818, %1819
  %1821 = add i32 %1820, %1231
  %1822 = add i32 %1821, %1564
  %1823 = add i32 %1822, %1815
  %1824 = add i32 %1823, 1322822218
  %1825 = add i32 %1824, %1680
  %1826 = add i32 %1825, %1810
  %1827 = add i32 %1826, %1807
  %1828 = add i32 %1827, %1691
  %1829 = tail call i32 @llvm.fshl.i32(i32 %1802, i32 %1802, i32 30)
  %1830 = tail call i32 @llvm.fshl.i32(i32 %1802, i32 %1802, i32 19)
  %1831 = xor i32 %1829, %1830
  %1832 = tail call i32 @llvm.fshl.i32(i32 %1802, i32 %1802, i32 10)
  %1833 = xor i32 %1831, %1832
  %1834 = and i32 %1802, %1765
  %1835 = or i32 %1802, %1765
  %1836 = and i32 %1835, %1728
  %1837 = or i32 %1836, %1834
  %1838 = add i32 %1833, %1837
  %1839 = add i32 %1838, %1827
  %1840 = tail call i32 @llvm.fshl.i32(i32 %1828, i32 %1828, i32 26)
  %1841 = tail call i32 @llvm.fshl.i32(i32 %1828, i32 %1828, i32 21)
  %1842 = xor i32 %1840, %1841
  %1843 = tail call i32 @llvm.fshl.i32(i32 %1828, i32 %1828, i32 7)
  %1844 = xor i32 %1842, %1843
  %1845 = xor i32 %1791, %1754
  %1846 = and i32 %1828, %1845
  %1847 = xor i32 %1846, %1754
  %1848 = tail call i32 @llvm.fshl.i32(i32 %1786, i32 %1786, i32 15)
  %1849 = tail call i32 @llvm.fshl.i32(i32 %1786, i32 %1786, i32 13)
  %1850 = xor i32 %1848, %1849
  %1851 = lshr i32 %1786, 10
  %1852 = xor i32 %1850, %1851
  %1853 = tail call i32 @llvm.fshl.i32(i32 %1305, i32 %1305, i32 25)
  %1854 = tail call i32 @llvm.fshl.i32(i32 %1305, i32 %1305, i32 14)
  %1855 = xor i32 %1853, %1854
  %1856 = lshr i32 %1305, 3
  %1857 = xor i32 %1855, %1856
  %1858 = add i32 %1857, %1268
  %1859 = add i32 %1858, %1601
  %1860 = add i32 %1859, %1852
  %1861 = add i32 %1860, 1537002063
  %1862 = add i32 %1861, %1717
  %1863 = add i32 %1862, %1847
  %1864 = add i32 %1863, %1844
  %1865 = add i32 %1864, %1728
  %1866 = tail call i32 @llvm.fshl.i32(i32 %1839, i32 %1839, i32 30)
  %1867 = tail call i32 @llvm.fshl.i32(i32 %1839, i32 %1839, i32 19)
  %1868 = xor i32 %1866, %1867
  %1869 = tail call i32 @llvm.fshl.i32(i32 %1839, i32 %1839, i32 10)
  %1870 = xor i32 %1868, %1869
  %1871 = and i32 %1839, %1802
  %1872 = or i32 %1839, %1802
  %1873 = and i32 %1872, %1765
  %1874 = or i32 %1873, %1871
  %1875 = add i32 %1870, %1874
  %1876 = add i32 %1875, %1864
  %1877 = tail call i32 @llvm.fshl.i32(i32 %1865, i32 %1865, i32 26)
  %1878 = tail call i32 @llvm.fshl.i32(i32 %1865, i32 %1865, i32 21)
  %1879 = xor i32 %1877, %1878
  %1880 = tail call i32 @llvm.fshl.i32(i32 %1865, i32 %1865, i32 7)
  %1881 = xor i32 %1879, %1880
  %1882 = xor i32 %1828, %1791
  %1883 = and i32 %1865, %1882
  %1884 = xor i32 %1883, %1791
  %1885 = tail call i32 @llvm.fshl.i32(i32 %1823, i32 %1823, i32 15)
  %1886 = tail call i32 @llvm.fshl.i32(i32 %1823, i32 %1823, i32 13)
  %1887 = xor i32 %1885, %1886
  %1888 = lshr i32 %1823, 10
  %1889 = xor i32 %1887, %1888
  %1890 = tail call i32 @llvm.fshl.i32(i32 %1342, i32 %1342, i32 25)
  %1891 = tail call i32 @llvm.fshl.i32(i32 %1342, i32 %1342, i32 14)
  %1892 = xor i32 %1890, %1891
  %1893 = lshr i32 %1342, 3
  %1894 = xor i32 %1892, %1893
  %1895 = add i32 %1894, %1305
  %1896 = add i32 %1895, %1638
  %1897 = add i32 %1896, %1889
  %1898 = add i32 %1897, 1747873779
  %1899 = add i32 %1898, %1754
  %1900 = add i32 %1899, %1884
  %1901 = add i32 %1900, %1881
  %1902 = add i32 %1901, %1765
  %1903 = tail call i32 @llvm.fshl.i32(i32 %1876, i32 %1876, i32 30)
  %1904 = tail call i32 @llvm.fshl.i32(i32 %1876, i32 %1876, i32 19)
  %1905 = xor i32 %1903, %1904
  %1906 = tail call i32 @llvm.fshl.i32(i32 %1876, i32 %1876, i32 10)
  %1907 = xor i32 %1905, %1906
  %1908 = and i32 %1876, %1839
  %1909 = or i32 %1876, %1839
  %1910 = and i32 %1909, %1802
  %1911 = or i32 %1910, %1908
  %1912 = add i32 %1907, %1911
  %1913 = add i32 %1912, %1901
  %1914 = tail call i32 @llvm.fshl.i32(i32 %1902, i32 %1902, i32 26)
  %1915 = tail call i32 @llvm.fshl.i32(i32 %1902, i32 %1902, i32 21)
  %1916 = xor i32 %1914, %1915
  %1917 = tail call i32 @llvm.fshl.i32(i32 %1902, i32 %1902, i32 7)
  %1918 = xor i32 %1916, %1917
  %1919 = xor i32 %1865, %1828
  %1920 = and i32 %1902, %1919
  %1921 = xor i32 %1920, %1828
  %1922 = tail call i32 @llvm.fshl.i32(i32 %1860, i32 %1860, i32 15)
  %1923 = tail call i32 @llvm.fshl.i32(i32 %1860, i32 %1860, i32 13)
  %1924 = xor i32 %1922, %1923
  %1925 = lshr i32 %1860, 10
  %1926 = xor i32 %1924, %1925
  %1927 = tail call i32 @llvm.fshl.i32(i32 %1379, i32 %1379, i32 25)
  %1928 = tail call i32 @llvm.fshl.i32(i32 %1379, i32 %1379, i32 14)
  %1929 = xor i32 %1927, %1928
  %1930 = lshr i32 %1379, 3
  %1931 = xor i32 %1929, %1930
  %1932 = add i32 %1931, %1342
  %1933 = add i32 %1932, %1675
  %1934 = add i32 %1933, %1926
  %1935 = add i32 %1934, 1955562222
  %1936 = add i32 %1935, %1791
  %1937 = add i32 %1936, %1921
  %1938 = add i32 %1937, %1918
  %1939 = add i32 %1938, %1802
  %1940 = tail call i32 @llvm.fshl.i32(i32 %1913, i32 %1913, i32 30)
  %1941 = tail call i32 @llvm.fshl.i32(i32 %1913, i32 %1913, i32 19)
  %1942 = xor i32 %1940, %1941
  %1943 = tail call i32 @llvm.fshl.i32(i32 %1913, i32 %1913, i32 10)
  %1944 = xor i32 %1942, %1943
  %1945 = and i32 %1913, %1876
  %1946 = or i32 %1913, %1876
  %1947 = and i32 %1946, %1839
  %1948 = or i32 %1947, %1945
  %1949 = add i32 %1944, %1948
  %1950 = add i32 %1949, %1938
  %1951 = tail call i32 @llvm.fshl.i32(i32 %1939, i32 %1939, i32 26)
  %1952 = tail call i32 @llvm.fshl.i32(i32 %1939, i32 %1939, i32 21)
  %1953 = xor i32 %1951, %1952
  %1954 = tail call i32 @llvm.fshl.i32(i32 %1939, i32 %1939, i32 7)
  %1955 = xor i32 %1953, %1954
  %1956 = xor i32 %1902, %1865
  %1957 = and i32 %1939, %1956
  %1958 = xor i32 %1957, %1865
  %1959 = tail call i32 @llvm.fshl.i32(i32 %1897, i32 %1897, i32 15)
  %1960 = tail call i32 @llvm.fshl.i32(i32 %1897, i32 %1897, i32 13)
  %1961 = xor i32 %1959, %1960
  %1962 = lshr i32 %1897, 10
  %1963 = xor i32 %1961, %1962
  %1964 = tail call i32 @llvm.fshl.i32(i32 %1416, i32 %1416, i32 25)
  %1965 = tail call i32 @llvm.fshl.i32(i32 %1416, i32 %1416, i32 14)
  %1966 = xor i32 %1964, %1965
  %1967 = lshr i32 %1416, 3
  %1968 = xor i32 %1966, %1967
  %1969 = add i32 %1968, %1379
  %1970 = add i32 %1969, %1712
  %1971 = add i32 %1970, %1963
  %1972 = add i32 %1971, 2024104815
  %1973 = add i32 %1972, %1828
  %1974 = add i32 %1973, %1958
  %1975 = add i32 %1974, %1955
  %1976 = add i32 %1975, %1839
  %1977 = tail call i32 @llvm.fshl.i32(i32 %1950, i32 %1950, i32 30)
  %1978 = tail call i32 @llvm.fshl.i32(i32 %1950, i32 %1950, i32 19)
  %1979 = xor i32 %1977, %1978
  %1980 = tail call i32 @llvm.fshl.i32(i32 %1950, i32 %1950, i32 10)
  %1981 = xor i32 %1979, %1980
  %1982 = and i32 %1950, %1913
  %1983 = or i32 %1950, %1913
  %1984 = and i32 %1983, %1876
  %1985 = or i32 %1984, %1982
  %1986 = add i32 %1981, %1985
  %1987 = add i32 %1986, %1975
  %1988 = tail call i32 @llvm.fshl.i32(i32 %1976, i32 %1976, i32 26)
  %1989 = tail call i32 @llvm.fshl.i32(i32 %1976, i32 %1976, i32 21)
  %1990 = xor i32 %1988, %1989
  %1991 = tail call i32 @llvm.fshl.i32(i32 %1976, i32 %1976, i32 7)
  %1992 = xor i32 %1990, %1991
  %1993 = xor i32 %1939, %1902
  %1994 = and i32 %1976, %1993
  %1995 = xor i32 %1994, %1902
  %1996 = tail call i32 @llvm.fshl.i32(i32 %1934, i32 %1934, i32 15)
  %1997 = tail call i32 @llvm.fshl.i32(i32 %1934, i32 %1934, i32 13)
  %1998 = xor i32 %1996, %1997
  %1999 = lshr i32 %1934, 10
  %2000 = xor i32 %1998, %1999
  %2001 = tail call i32 @llvm.fshl.i32(i32 %1453, i32 %1453, i32 25)
  %2002 = tail call i32 @llvm.fshl.i32(i32 %1453, i32 %1453, i32 14)
  %2003 = xor i32 %2001, %2002
  %2004 = lshr i32 %1453, 3
  %2005 = xor i32 %2003, %2004
  %2006 = add i32 %2005, %1416
  %2007 = add i32 %2006, %1749
  %2008 = add i32 %2007, %2000
  %2009 = add i32 %2008, -2067236844
  %2010 = add i32 %2009, %1865
  %2011 = add i32 %2010, %1995
  %2012 = add i32 %2011, %1992
  %2013 = add i32 %2012, %1876
  %2014 = tail call i32 @llvm.fshl.i32(i32 %1987, i32 %1987, i32 30)
  %2015 = tail call i32 @llvm.fshl.i32(i32 %1987, i32 %1987, i32 19)
  %2016 = xor i32 %2014, %2015
  %2017 = tail call i32 @llvm.fshl.i32(i32 %1987, i32 %1987, i32 10)
  %2018 = xor i32 %2016, %2017
  %2019 = and i32 %1987, %1950
  %2020 = or i32 %1987, %1950
  %2021 = and i32 %2020, %1913
  %2022 = or i32 %2021, %2019
  %2023 = add i32 %2018, %2022
  %2024 = add i32 %2023, %2012
  %2025 = tail call i32 @llvm.fshl.i32(i32 %2013, i32 %2013, i32 26)
  %2026 = tail call i32 @llvm.fshl.i32(i32 %2013, i32 %2013, i32 21)
  %2027 = xor i32 %2025, %2026
  %2028 = tail call i32 @llvm.fshl.i32(i32 %2013, i32 %2013, i32 7)
  %2029 = xor i32 %2027, %2028
  %2030 = xor i32 %1976, %1939
  %2031 = and i32 %2013, %2030
  %2032 = xor i32 %2031, %1939
  %2033 = tail call i32 @llvm.fshl.i32(i32 %1971, i32 %1971, i32 15)
  %2034 = tail call i32 @llvm.fshl.i32(i32 %1971, i32 %1971, i32 13)
  %2035 = xor i32 %2033, %2034
  %2036 = lshr i32 %1971, 10
  %2037 = xor i32 %2035, %2036
  %2038 = tail call i32 @llvm.fshl.i32(i32 %1490, i32 %1490, i32 25)
  %2039 = tail call i32 @llvm.fshl.i32(i32 %1490, i32 %1490, i32 14)
  %2040 = xor i32 %2038, %2039
  %2041 = lshr i32 %1490, 3
  %2042 = xor i32 %2040, %2041
  %2043 = add i32 %2042, %1453
  %2044 = add i32 %2043, %1786
  %2045 = add i32 %2044, %2037
  %2046 = add i32 %2045, -1933114872
  %2047 = add i32 %2046, %1902
  %2048 = add i32 %2047, %2032
  %2049 = add i32 %2048, %2029
  %2050 = add i32 %2049, %1913
  %2051 = tail call i32 @llvm.fshl.i32(i32 %2024, i32 %2024, i32 30)
  %2052 = tail call i32 @llvm.fshl.i32(i32 %2024, i32 %2024, i32 19)
  %2053 = xor i32 %2051, %2052
  %2054 = tail call i32 @llvm.fshl.i32(i32 %2024, i32 %2024, i32 10)
  %2055 = xor i32 %2053, %2054
  %2056 = and i32 %2024, %1987
  %2057 = or i32 %2024, %1987
  %2058 = and i32 %2057, %1950
  %2059 = or i32 %2058, %2056
  %2060 = add i32 %2055, %2059
  %2061 = add i32 %2060, %2049
  %2062 = tail call i32 @llvm.fshl.i32(i32 %2050, i32 %2050, i32 26)
  %2063 = tail call i32 @llvm.fshl.i32(i32 %2050, i32 %2050, i32 21)
  %2064 = xor i32 %2062, %2063
  %2065 = tail call i32 @llvm.fshl.i32(i32 %2050, i32 %2050, i32 7)
  %2066 = xor i32 %2064, %2065
  %2067 = xor i32 %2013, %1976
  %2068 = and i32 %2050, %2067
  %2069 = xor i32 %2068, %1976
  %2070 = tail call i32 @llvm.fshl.i32(i32 %2008, i32 %2008, i32 15)
  %2071 = tail call i32 @llvm.fshl.i32(i32 %2008, i32 %2008, i32 13)
  %2072 = xor i32 %2070, %2071
  %2073 = lshr i32 %2008, 10
  %2074 = xor i32 %2072, %2073
  %2075 = tail call i32 @llvm.fshl.i32(i32 %1527, i32 %1527, i32 25)
  %2076 = tail call i32 @llvm.fshl.i32(i32 %1527, i32 %1527, i32 14)
  %2077 = xor i32 %2075, %2076
  %2078 = lshr i32 %1527, 3
  %2079 = xor i32 %2077, %2078
  %2080 = add i32 %2079, %1490
  %2081 = add i32 %2080, %1823
  %2082 = add i32 %2081, %2074
  %2083 = add i32 %2082, -1866530822
  %2084 = add i32 %2083, %1939
  %2085 = add i32 %2084, %2069
  %2086 = add i32 %2085, %2066
  %2087 = add i32 %2086, %1950
  %2088 = tail call i32 @llvm.fshl.i32(i32 %2061, i32 %2061, i32 30)
  %2089 = tail call i32 @llvm.fshl.i32(i32 %2061, i32 %2061, i32 19)
  %2090 = xor i32 %2088, %2089
  %2091 = tail call i32 @llvm.fshl.i32(i32 %2061, i32 %2061, i32 10)
  %2092 = xor i32 %2090, %2091
  %2093 = and i32 %2061, %2024
  %2094 = or i32 %2061, %2024
  %2095 = and i32 %2094, %1987
  %2096 = or i32 %2095, %2093
  %2097 = add i32 %2092, %2096
  %2098 = add i32 %2097, %2086
  %2099 = tail call i32 @llvm.fshl.i32(i32 %2087, i32 %2087, i32 26)
  %2100 = tail call i32 @llvm.fshl.i32(i32 %2087, i32 %2087, i32 21)
  %2101 = xor i32 %2099, %2100
  %2102 = tail call i32 @llvm.fshl.i32(i32 %2087, i32 %2087, i32 7)
  %2103 = xor i32 %2101, %2102
  %2104 = xor i32 %2050, %2013
  %2105 = and i32 %2087, %2104
  %2106 = xor i32 %2105, %2013
  %2107 = tail call i32 @llvm.fshl.i32(i32 %2045, i32 %2045, i32 15)
  %2108 = tail call i32 @llvm.fshl.i32(i32 %2045, i32 %2045, i32 13)
  %2109 = xor i32 %2107, %2108
  %2110 = lshr i32 %2045, 10
  %2111 = xor i32 %2109, %2110
  %2112 = tail call i32 @llvm.fshl.i32(i32 %1564, i32 %1564, i32 25)
  %2113 = tail call i32 @llvm.fshl.i32(i32 %1564, i32 %1564, i32 14)
  %2114 = xor i32 %2112, %2113
  %2115 = lshr i32 %1564, 3
  %2116 = xor i32 %2114, %2115
  %2117 = add i32 %2116, %1527
  %2118 = add i32 %2117, %1860
  %2119 = add i32 %2118, %2111
  %2120 = add i32 %2119, -1538233109
  %2121 = add i32 %2120, %1976
  %2122 = add i32 %2121, %2106
  %2123 = add i32 %2122, %2103
  %2124 = add i32 %2123, %1987
  %2125 = tail call i32 @llvm.fshl.i32(i32 %2098, i32 %2098, i32 30)
  %2126 = tail call i32 @llvm.fshl.i32(i32 %2098, i32 %2098, i32 19)
  %2127 = xor i32 %2125, %2126
  %2128 = tail call i32 @llvm.fshl.i32(i32 %2098, i32 %2098, i32 10)
  %2129 = xor i32 %2127, %2128
  %2130 = and i32 %2098, %2061
  %2131 = or i32 %2098, %2061
  %2132 = and i32 %2131, %2024
  %2133 = or i32 %2132, %2130
  %2134 = add i32 %2129, %2133
  %2135 = add i32 %2134, %2123
  %2136 = tail call i32 @llvm.fshl.i32(i32 %2124, i32 %2124, i32 26)
  %2137 = tail call i32 @llvm.fshl.i32(i32 %2124, i32 %2124, i32 21)
  %2138 = xor i32 %2136, %2137
  %2139 = tail call i32 @llvm.fshl.i32(i32 %2124, i32 %2124, i32 7)
  %2140 = xor i32 %2138, %2139
  %2141 = xor i32 %2087, %2050
  %2142 = and i32 %2124, %2141
  %2143 = xor i32 %2142, %2050
  %2144 = tail call i32 @llvm.fshl.i32(i32 %2082, i32 %2082, i32 15)
  %2145 = tail call i32 @llvm.fshl.i32(i32 %2082, i32 %2082, i32 13)
  %2146 = xor i32 %2144, %2145
  %2147 = lshr i32 %2082, 10
  %2148 = xor i32 %2146, %2147
  %2149 = tail call i32 @llvm.fshl.i32(i32 %1601, i32 %1601, i32 25)
  %2150 = tail call i32 @llvm.fshl.i32(i32 %1601, i32 %1601, i32 14)
  %2151 = xor i32 %2149, %2150
  %2152 = lshr i32 %1601, 3
  %2153 = xor i32 %2151, %2152
  %2154 = add i32 %1564, -1090935817
  %2155 = add i32 %2154, %2153
  %2156 = add i32 %2155, %1897
  %2157 = add i32 %2156, %2148
  %2158 = add i32 %2157, %2013
  %2159 = add i32 %2158, %2143
  %2160 = add i32 %2159, %2140
  %2161 = add i32 %2160, %2024
  %2162 = tail call i32 @llvm.fshl.i32(i32 %2135, i32 %2135, i32 30)
  %2163 = tail call i32 @llvm.fshl.i32(i32 %2135, i32 %2135, i32 19)
  %2164 = xor i32 %2162, %2163
  %2165 = tail call i32 @llvm.fshl.i32(i32 %2135, i32 %2135, i32 10)
  %2166 = xor i32 %2164, %2165
  %2167 = and i32 %2135, %2098
  %2168 = or i32 %2135, %2098
  %2169 = and i32 %2168, %2061
  %2170 = or i32 %2169, %2167
  %2171 = add i32 %2166, %2170
  %2172 = add i32 %2171, %2160
  %2173 = tail call i32 @llvm.fshl.i32(i32 %2161, i32 %2161, i32 26)
  %2174 = tail call i32 @llvm.fshl.i32(i32 %2161, i32 %2161, i32 21)
  %2175 = xor i32 %2173, %2174
  %2176 = tail call i32 @llvm.fshl.i32(i32 %2161, i32 %2161, i32 7)
  %2177 = xor i32 %2175, %2176
  %2178 = xor i32 %2124, %2087
  %2179 = and i32 %2161, %2178
  %2180 = xor i32 %2179, %2087
  %2181 = tail call i32 @llvm.fshl.i32(i32 %2119, i32 %2119, i32 15)
  %2182 = tail call i32 @llvm.fshl.i32(i32 %2119, i32 %2119, i32 13)
  %2183 = xor i32 %2181, %2182
  %2184 = lshr i32 %2119, 10
  %2185 = xor i32 %2183, %2184
  %2186 = tail call i32 @llvm.fshl.i32(i32 %1638, i32 %1638, i32 25)
  %2187 = tail call i32 @llvm.fshl.i32(i32 %1638, i32 %1638, i32 14)
  %2188 = xor i32 %2186, %2187
  %2189 = lshr i32 %1638, 3
  %2190 = xor i32 %2188, %2189
  %2191 = add i32 %1601, -965641998
  %2192 = add i32 %2191, %2190
  %2193 = add i32 %2192, %1934
  %2194 = add i32 %2193, %2185
  %2195 = add i32 %2194, %2050
  %2196 = add i32 %2195, %2180
  %2197 = add i32 %2196, %2177
  %2198 = tail call i32 @llvm.fshl.i32(i32 %2172, i32 %2172, i32 30)
  %2199 = tail call i32 @llvm.fshl.i32(i32 %2172, i32 %2172, i32 19)
  %2200 = xor i32 %2198, %2199
  %2201 = tail call i32 @llvm.fshl.i32(i32 %2172, i32 %2172, i32 10)
  %2202 = xor i32 %2200, %2201
  %2203 = and i32 %2172, %2135
  %2204 = or i32 %2172, %2135
  %2205 = and i32 %2204, %2098
  %2206 = or i32 %2205, %2203
  %2207 = add i32 %2206, %35
  %2208 = add i32 %2207, %2202
  %2209 = add i32 %2208, %2197
  store i32 %2209, ptr %1, align 4, !tbaa !13
  %2210 = load i32, ptr %36, align 4, !tbaa !13
  %2211 = add i32 %2172, %2210
  %2212 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 %2211, ptr %2212, align 4, !tbaa !13
  %2213 = load i32, ptr %38, align 4, !tbaa !13
  %2214 = add i32 %2135, %2213
  %2215 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %2214, ptr %2215, align 4, !tbaa !13
  %2216 = load i32, ptr %40, align 4, !tbaa !13
  %2217 = add i32 %2098, %2216
  %2218 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 %2217, ptr %2218, align 4, !tbaa !13
  %2219 = load i32, ptr %42, align 4, !tbaa !13
  %2220 = add i32 %2061, %2219
  %2221 = add i32 %2220, %2197
  %2222 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %2221, ptr %2222, align 4, !tbaa !13
  %2223 = load i32, ptr %44, align 4, !tbaa !13
  %2224 = add i32 %2161, %2223
  %2225 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 %2224, ptr %2225, align 4, !tbaa !13
  %2226 = load i32, ptr %46, align 4, !tbaa !13
  %2227 = add i32 %2124, %2226
  %2228 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 %2227, ptr %2228, align 4, !tbaa !13
  %2229 = load i32, ptr %48, align 4, !tbaa !13
  %2230 = add i32 %2087, %2229
  %2231 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %2230, ptr %2231, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !12, i64 112}
!10 = !{!"t_hash_state", !7, i64 0, !7, i64 32, !11, i64 96, !7, i64 100, !12, i64 112}
!11 = !{!"int", !7, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!10, !11, i64 96}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 0, i64 32, !15, i64 32, i64 64, !15, i64 96, i64 4, !13, i64 100, i64 8, !15, i64 112, i64 8, !19}
!19 = !{!12, !12, i64 0}
!20 = distinct !{!20, !17, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !17, !22, !21}
!24 = distinct !{!24, !17}
