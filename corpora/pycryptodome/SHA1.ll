; ModuleID = 'src/SHA1.c'
source_filename = "src/SHA1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.t_hash_state = type { [5 x i32], [64 x i8], i32, i64 }

@SHA1_pbkdf1_assist.iv = internal constant [5 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878, i32 -1009589776], align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 3) i32 @SHA1_init(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 1, i64 noundef 96) #11
  store ptr %4, ptr %0, align 8, !tbaa !5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  store <4 x i32> <i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878>, ptr %4, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 -1009589776, ptr %7, align 8, !tbaa !9
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
define dso_local noundef i32 @SHA1_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @SHA1_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [16 x i32], align 16
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %66, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 84
  %10 = load i32, ptr %9, align 4, !tbaa !11
  %11 = icmp ugt i32 %10, 63
  br i1 %11, label %66, label %12

12:                                               ; preds = %8
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %63, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 20
  %16 = getelementptr inbounds i8, ptr %0, i64 88
  br label %17

17:                                               ; preds = %14, %60
  %18 = phi ptr [ %1, %14 ], [ %27, %60 ]
  %19 = phi i32 [ %10, %14 ], [ %61, %60 ]
  %20 = phi i64 [ %2, %14 ], [ %29, %60 ]
  %21 = sub i32 64, %19
  %22 = zext i32 %21 to i64
  %23 = tail call i64 @llvm.umin.i64(i64 %20, i64 %22)
  %24 = trunc nuw i64 %23 to i32
  %25 = zext i32 %19 to i64
  %26 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr align 1 %18, i64 %23, i1 false)
  %27 = getelementptr inbounds i8, ptr %18, i64 %23
  %28 = add i32 %19, %24
  %29 = sub i64 %20, %23
  %30 = icmp eq i32 %28, 64
  br i1 %30, label %31, label %60

31:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ 0, %31 ], [ %54, %32 ]
  %34 = shl nuw nsw i64 %33, 2
  %35 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 3
  %37 = load i8, ptr %36, align 1, !tbaa !14
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds i8, ptr %35, i64 2
  %40 = load i8, ptr %39, align 1, !tbaa !14
  %41 = zext i8 %40 to i32
  %42 = shl nuw nsw i32 %41, 8
  %43 = or disjoint i32 %42, %38
  %44 = getelementptr inbounds i8, ptr %35, i64 1
  %45 = load i8, ptr %44, align 1, !tbaa !14
  %46 = zext i8 %45 to i32
  %47 = shl nuw nsw i32 %46, 16
  %48 = or disjoint i32 %43, %47
  %49 = load i8, ptr %35, align 1, !tbaa !14
  %50 = zext i8 %49 to i32
  %51 = shl nuw i32 %50, 24
  %52 = or disjoint i32 %48, %51
  %53 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %33
  store i32 %52, ptr %53, align 4, !tbaa !9
  %54 = add nuw nsw i64 %33, 1
  %55 = icmp eq i64 %54, 16
  br i1 %55, label %56, label %32, !llvm.loop !15

56:                                               ; preds = %32
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  %57 = load i64, ptr %16, align 8, !tbaa !17
  %58 = add i64 %57, 512
  store i64 %58, ptr %16, align 8, !tbaa !17
  %59 = icmp ult i64 %57, -512
  br i1 %59, label %60, label %63

60:                                               ; preds = %17, %56
  %61 = phi i32 [ 0, %56 ], [ %28, %17 ]
  %62 = icmp eq i64 %29, 0
  br i1 %62, label %63, label %17, !llvm.loop !18

63:                                               ; preds = %60, %56, %12
  %64 = phi i32 [ %10, %12 ], [ 0, %56 ], [ %61, %60 ]
  %65 = phi i32 [ 0, %12 ], [ 10, %56 ], [ 0, %60 ]
  store i32 %64, ptr %9, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %63, %8, %3
  %67 = phi i32 [ 1, %3 ], [ 20, %8 ], [ %65, %63 ]
  ret i32 %67
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local noundef i32 @SHA1_digest(ptr noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #7 {
  %3 = alloca [16 x i32], align 16
  %4 = alloca [16 x i32], align 16
  %5 = alloca %struct.t_hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #12
  %6 = icmp eq ptr %0, null
  br i1 %6, label %173, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %5, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !19
  %8 = getelementptr inbounds i8, ptr %5, i64 84
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = icmp ugt i32 %9, 63
  br i1 %10, label %173, label %11

11:                                               ; preds = %7
  %12 = shl nuw nsw i32 %9, 3
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %5, i64 88
  %15 = load i64, ptr %14, align 8, !tbaa !17
  %16 = add i64 %15, %13
  store i64 %16, ptr %14, align 8, !tbaa !17
  %17 = icmp ult i64 %16, %13
  br i1 %17, label %173, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %5, i64 20
  %20 = add nuw nsw i32 %9, 1
  store i32 %20, ptr %8, align 4, !tbaa !11
  %21 = zext nneg i32 %9 to i64
  %22 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %21
  store i8 -128, ptr %22, align 1, !tbaa !14
  %23 = load i32, ptr %8, align 4, !tbaa !11
  %24 = sub i32 64, %23
  %25 = icmp ult i32 %24, 8
  br i1 %25, label %26, label %55

26:                                               ; preds = %18
  %27 = zext i32 %23 to i64
  %28 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %27
  %29 = zext nneg i32 %24 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %28, i8 0, i64 %29, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  br label %30

30:                                               ; preds = %30, %26
  %31 = phi i64 [ 0, %26 ], [ %52, %30 ]
  %32 = shl nuw nsw i64 %31, 2
  %33 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 3
  %35 = load i8, ptr %34, align 1, !tbaa !14
  %36 = zext i8 %35 to i32
  %37 = getelementptr inbounds i8, ptr %33, i64 2
  %38 = load i8, ptr %37, align 2, !tbaa !14
  %39 = zext i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 8
  %41 = or disjoint i32 %40, %36
  %42 = getelementptr inbounds i8, ptr %33, i64 1
  %43 = load i8, ptr %42, align 1, !tbaa !14
  %44 = zext i8 %43 to i32
  %45 = shl nuw nsw i32 %44, 16
  %46 = or disjoint i32 %41, %45
  %47 = load i8, ptr %33, align 4, !tbaa !14
  %48 = zext i8 %47 to i32
  %49 = shl nuw i32 %48, 24
  %50 = or disjoint i32 %46, %49
  %51 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %31
  store i32 %50, ptr %51, align 4, !tbaa !9
  %52 = add nuw nsw i64 %31, 1
  %53 = icmp eq i64 %52, 16
  br i1 %53, label %54, label %30, !llvm.loop !15

54:                                               ; preds = %30
  call fastcc void @sha_compress_words(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  store i32 0, ptr %8, align 4, !tbaa !11
  br label %55

55:                                               ; preds = %54, %18
  %56 = phi i32 [ 0, %54 ], [ %23, %18 ]
  %57 = sub i32 64, %56
  %58 = zext i32 %56 to i64
  %59 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %58
  %60 = zext i32 %57 to i64
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %59, i8 0, i64 %60, i1 false)
  %61 = load i64, ptr %14, align 8, !tbaa !17
  %62 = lshr i64 %61, 32
  %63 = getelementptr inbounds i8, ptr %5, i64 76
  %64 = lshr i64 %61, 56
  %65 = trunc nuw i64 %64 to i8
  store i8 %65, ptr %63, align 4, !tbaa !14
  %66 = lshr i64 %61, 48
  %67 = trunc i64 %66 to i8
  %68 = getelementptr inbounds i8, ptr %5, i64 77
  store i8 %67, ptr %68, align 1, !tbaa !14
  %69 = lshr i64 %61, 40
  %70 = trunc i64 %69 to i8
  %71 = getelementptr inbounds i8, ptr %5, i64 78
  store i8 %70, ptr %71, align 2, !tbaa !14
  %72 = trunc i64 %62 to i8
  %73 = getelementptr inbounds i8, ptr %5, i64 79
  store i8 %72, ptr %73, align 1, !tbaa !14
  %74 = getelementptr inbounds i8, ptr %5, i64 80
  %75 = lshr i64 %61, 24
  %76 = trunc i64 %75 to i8
  store i8 %76, ptr %74, align 8, !tbaa !14
  %77 = lshr i64 %61, 16
  %78 = trunc i64 %77 to i8
  %79 = getelementptr inbounds i8, ptr %5, i64 81
  store i8 %78, ptr %79, align 1, !tbaa !14
  %80 = lshr i64 %61, 8
  %81 = trunc i64 %80 to i8
  %82 = getelementptr inbounds i8, ptr %5, i64 82
  store i8 %81, ptr %82, align 2, !tbaa !14
  %83 = trunc i64 %61 to i8
  %84 = getelementptr inbounds i8, ptr %5, i64 83
  store i8 %83, ptr %84, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  br label %85

85:                                               ; preds = %85, %55
  %86 = phi i64 [ 0, %55 ], [ %107, %85 ]
  %87 = shl nuw nsw i64 %86, 2
  %88 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %87
  %89 = getelementptr inbounds i8, ptr %88, i64 3
  %90 = load i8, ptr %89, align 1, !tbaa !14
  %91 = zext i8 %90 to i32
  %92 = getelementptr inbounds i8, ptr %88, i64 2
  %93 = load i8, ptr %92, align 2, !tbaa !14
  %94 = zext i8 %93 to i32
  %95 = shl nuw nsw i32 %94, 8
  %96 = or disjoint i32 %95, %91
  %97 = getelementptr inbounds i8, ptr %88, i64 1
  %98 = load i8, ptr %97, align 1, !tbaa !14
  %99 = zext i8 %98 to i32
  %100 = shl nuw nsw i32 %99, 16
  %101 = or disjoint i32 %96, %100
  %102 = load i8, ptr %88, align 4, !tbaa !14
  %103 = zext i8 %102 to i32
  %104 = shl nuw i32 %103, 24
  %105 = or disjoint i32 %101, %104
  %106 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %86
  store i32 %105, ptr %106, align 4, !tbaa !9
  %107 = add nuw nsw i64 %86, 1
  %108 = icmp eq i64 %107, 16
  br i1 %108, label %109, label %85, !llvm.loop !15

109:                                              ; preds = %85
  call fastcc void @sha_compress_words(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  %110 = load i32, ptr %5, align 8, !tbaa !9
  %111 = lshr i32 %110, 24
  %112 = trunc nuw i32 %111 to i8
  store i8 %112, ptr %1, align 1, !tbaa !14
  %113 = lshr i32 %110, 16
  %114 = trunc i32 %113 to i8
  %115 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 %114, ptr %115, align 1, !tbaa !14
  %116 = lshr i32 %110, 8
  %117 = trunc i32 %116 to i8
  %118 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 %117, ptr %118, align 1, !tbaa !14
  %119 = trunc i32 %110 to i8
  %120 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 %119, ptr %120, align 1, !tbaa !14
  %121 = getelementptr inbounds i8, ptr %1, i64 4
  %122 = getelementptr inbounds i8, ptr %5, i64 4
  %123 = load i32, ptr %122, align 4, !tbaa !9
  %124 = lshr i32 %123, 24
  %125 = trunc nuw i32 %124 to i8
  store i8 %125, ptr %121, align 1, !tbaa !14
  %126 = lshr i32 %123, 16
  %127 = trunc i32 %126 to i8
  %128 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 %127, ptr %128, align 1, !tbaa !14
  %129 = lshr i32 %123, 8
  %130 = trunc i32 %129 to i8
  %131 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 %130, ptr %131, align 1, !tbaa !14
  %132 = trunc i32 %123 to i8
  %133 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 %132, ptr %133, align 1, !tbaa !14
  %134 = getelementptr inbounds i8, ptr %1, i64 8
  %135 = getelementptr inbounds i8, ptr %5, i64 8
  %136 = load i32, ptr %135, align 8, !tbaa !9
  %137 = lshr i32 %136, 24
  %138 = trunc nuw i32 %137 to i8
  store i8 %138, ptr %134, align 1, !tbaa !14
  %139 = lshr i32 %136, 16
  %140 = trunc i32 %139 to i8
  %141 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 %140, ptr %141, align 1, !tbaa !14
  %142 = lshr i32 %136, 8
  %143 = trunc i32 %142 to i8
  %144 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %143, ptr %144, align 1, !tbaa !14
  %145 = trunc i32 %136 to i8
  %146 = getelementptr inbounds i8, ptr %1, i64 11
  store i8 %145, ptr %146, align 1, !tbaa !14
  %147 = getelementptr inbounds i8, ptr %1, i64 12
  %148 = getelementptr inbounds i8, ptr %5, i64 12
  %149 = load i32, ptr %148, align 4, !tbaa !9
  %150 = lshr i32 %149, 24
  %151 = trunc nuw i32 %150 to i8
  store i8 %151, ptr %147, align 1, !tbaa !14
  %152 = lshr i32 %149, 16
  %153 = trunc i32 %152 to i8
  %154 = getelementptr inbounds i8, ptr %1, i64 13
  store i8 %153, ptr %154, align 1, !tbaa !14
  %155 = lshr i32 %149, 8
  %156 = trunc i32 %155 to i8
  %157 = getelementptr inbounds i8, ptr %1, i64 14
  store i8 %156, ptr %157, align 1, !tbaa !14
  %158 = trunc i32 %149 to i8
  %159 = getelementptr inbounds i8, ptr %1, i64 15
  store i8 %158, ptr %159, align 1, !tbaa !14
  %160 = getelementptr inbounds i8, ptr %1, i64 16
  %161 = getelementptr inbounds i8, ptr %5, i64 16
  %162 = load i32, ptr %161, align 8, !tbaa !9
  %163 = lshr i32 %162, 24
  %164 = trunc nuw i32 %163 to i8
  store i8 %164, ptr %160, align 1, !tbaa !14
  %165 = lshr i32 %162, 16
  %166 = trunc i32 %165 to i8
  %167 = getelementptr inbounds i8, ptr %1, i64 17
  store i8 %166, ptr %167, align 1, !tbaa !14
  %168 = lshr i32 %162, 8
  %169 = trunc i32 %168 to i8
  %170 = getelementptr inbounds i8, ptr %1, i64 18
  store i8 %169, ptr %170, align 1, !tbaa !14
  %171 = trunc i32 %162 to i8
  %172 = getelementptr inbounds i8, ptr %1, i64 19
  store i8 %171, ptr %172, align 1, !tbaa !14
  br label %173

173:                                              ; preds = %109, %11, %7, %2
  %174 = phi i32 [ 1, %2 ], [ 20, %7 ], [ 10, %11 ], [ 0, %109 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #12
  ret i32 %174
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @SHA1_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %1, ptr noundef nonnull align 8 dereferenceable(96) %0, i64 96, i1 false), !tbaa.struct !19
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @SHA1_pbkdf2_hmac_assist(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef writeonly %3, i64 noundef %4) local_unnamed_addr #7 {
  %6 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  %7 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %8 = insertelement <4 x ptr> %7, ptr %1, i64 1
  %9 = insertelement <4 x ptr> %8, ptr %2, i64 2
  %10 = insertelement <4 x ptr> %9, ptr %3, i64 3
  %11 = icmp eq <4 x ptr> %10, zeroinitializer
  %12 = bitcast <4 x i1> %11 to i4
  %13 = icmp eq i4 %12, 0
  br i1 %13, label %14, label %209

14:                                               ; preds = %5
  %15 = icmp eq i64 %4, 0
  br i1 %15, label %209, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %0, i64 84
  %18 = load i32, ptr %17, align 4, !tbaa !11
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %209

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %1, i64 84
  %22 = load i32, ptr %21, align 4, !tbaa !11
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %209

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 88
  %26 = load i64, ptr %25, align 8, !tbaa !17
  %27 = icmp eq i64 %26, 512
  br i1 %27, label %28, label %209

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 88
  %30 = load i64, ptr %29, align 8, !tbaa !17
  %31 = icmp eq i64 %30, 512
  br i1 %31, label %32, label %209

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %2, i64 3
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = zext i8 %34 to i32
  %36 = getelementptr inbounds i8, ptr %2, i64 2
  %37 = load i8, ptr %36, align 1, !tbaa !14
  %38 = zext i8 %37 to i32
  %39 = shl nuw nsw i32 %38, 8
  %40 = or disjoint i32 %39, %35
  %41 = getelementptr inbounds i8, ptr %2, i64 1
  %42 = load i8, ptr %41, align 1, !tbaa !14
  %43 = zext i8 %42 to i32
  %44 = shl nuw nsw i32 %43, 16
  %45 = or disjoint i32 %40, %44
  %46 = load i8, ptr %2, align 1, !tbaa !14
  %47 = zext i8 %46 to i32
  %48 = shl nuw i32 %47, 24
  %49 = or disjoint i32 %45, %48
  %50 = getelementptr inbounds i8, ptr %2, i64 4
  %51 = getelementptr inbounds i8, ptr %2, i64 7
  %52 = load i8, ptr %51, align 1, !tbaa !14
  %53 = zext i8 %52 to i32
  %54 = getelementptr inbounds i8, ptr %2, i64 6
  %55 = load i8, ptr %54, align 1, !tbaa !14
  %56 = zext i8 %55 to i32
  %57 = shl nuw nsw i32 %56, 8
  %58 = or disjoint i32 %57, %53
  %59 = getelementptr inbounds i8, ptr %2, i64 5
  %60 = load i8, ptr %59, align 1, !tbaa !14
  %61 = zext i8 %60 to i32
  %62 = shl nuw nsw i32 %61, 16
  %63 = or disjoint i32 %58, %62
  %64 = load i8, ptr %50, align 1, !tbaa !14
  %65 = zext i8 %64 to i32
  %66 = shl nuw i32 %65, 24
  %67 = or disjoint i32 %63, %66
  %68 = getelementptr inbounds i8, ptr %2, i64 8
  %69 = getelementptr inbounds i8, ptr %2, i64 11
  %70 = load i8, ptr %69, align 1, !tbaa !14
  %71 = zext i8 %70 to i32
  %72 = getelementptr inbounds i8, ptr %2, i64 10
  %73 = load i8, ptr %72, align 1, !tbaa !14
  %74 = zext i8 %73 to i32
  %75 = shl nuw nsw i32 %74, 8
  %76 = or disjoint i32 %75, %71
  %77 = getelementptr inbounds i8, ptr %2, i64 9
  %78 = load i8, ptr %77, align 1, !tbaa !14
  %79 = zext i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 16
  %81 = or disjoint i32 %76, %80
  %82 = load i8, ptr %68, align 1, !tbaa !14
  %83 = zext i8 %82 to i32
  %84 = shl nuw i32 %83, 24
  %85 = or disjoint i32 %81, %84
  %86 = getelementptr inbounds i8, ptr %2, i64 12
  %87 = getelementptr inbounds i8, ptr %2, i64 15
  %88 = load i8, ptr %87, align 1, !tbaa !14
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds i8, ptr %2, i64 14
  %91 = load i8, ptr %90, align 1, !tbaa !14
  %92 = zext i8 %91 to i32
  %93 = shl nuw nsw i32 %92, 8
  %94 = or disjoint i32 %93, %89
  %95 = getelementptr inbounds i8, ptr %2, i64 13
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = zext i8 %96 to i32
  %98 = shl nuw nsw i32 %97, 16
  %99 = or disjoint i32 %94, %98
  %100 = load i8, ptr %86, align 1, !tbaa !14
  %101 = zext i8 %100 to i32
  %102 = shl nuw i32 %101, 24
  %103 = or disjoint i32 %99, %102
  %104 = getelementptr inbounds i8, ptr %2, i64 16
  %105 = getelementptr inbounds i8, ptr %2, i64 19
  %106 = load i8, ptr %105, align 1, !tbaa !14
  %107 = zext i8 %106 to i32
  %108 = getelementptr inbounds i8, ptr %2, i64 18
  %109 = load i8, ptr %108, align 1, !tbaa !14
  %110 = zext i8 %109 to i32
  %111 = shl nuw nsw i32 %110, 8
  %112 = or disjoint i32 %111, %107
  %113 = getelementptr inbounds i8, ptr %2, i64 17
  %114 = load i8, ptr %113, align 1, !tbaa !14
  %115 = zext i8 %114 to i32
  %116 = shl nuw nsw i32 %115, 16
  %117 = or disjoint i32 %112, %116
  %118 = load i8, ptr %104, align 1, !tbaa !14
  %119 = zext i8 %118 to i32
  %120 = shl nuw i32 %119, 24
  %121 = or disjoint i32 %117, %120
  %122 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %122, i8 0, i64 48, i1 false)
  store i32 %49, ptr %6, align 16
  %123 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 %67, ptr %123, align 4
  %124 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %85, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %103, ptr %125, align 4
  %126 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 %121, ptr %126, align 16
  %127 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 -2147483648, ptr %127, align 4, !tbaa !9
  %128 = getelementptr inbounds i8, ptr %6, i64 60
  store i32 672, ptr %128, align 4, !tbaa !9
  %129 = icmp eq i64 %4, 1
  br i1 %129, label %130, label %190

130:                                              ; preds = %190, %32
  %131 = phi i32 [ %121, %32 ], [ %206, %190 ]
  %132 = phi i32 [ %103, %32 ], [ %204, %190 ]
  %133 = phi i32 [ %85, %32 ], [ %202, %190 ]
  %134 = phi i32 [ %67, %32 ], [ %200, %190 ]
  %135 = phi i32 [ %49, %32 ], [ %198, %190 ]
  %136 = lshr i32 %135, 24
  %137 = trunc nuw i32 %136 to i8
  store i8 %137, ptr %3, align 1, !tbaa !14
  %138 = lshr i32 %135, 16
  %139 = trunc i32 %138 to i8
  %140 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 %139, ptr %140, align 1, !tbaa !14
  %141 = lshr i32 %135, 8
  %142 = trunc i32 %141 to i8
  %143 = getelementptr inbounds i8, ptr %3, i64 2
  store i8 %142, ptr %143, align 1, !tbaa !14
  %144 = trunc i32 %135 to i8
  %145 = getelementptr inbounds i8, ptr %3, i64 3
  store i8 %144, ptr %145, align 1, !tbaa !14
  %146 = getelementptr inbounds i8, ptr %3, i64 4
  %147 = lshr i32 %134, 24
  %148 = trunc nuw i32 %147 to i8
  store i8 %148, ptr %146, align 1, !tbaa !14
  %149 = lshr i32 %134, 16
  %150 = trunc i32 %149 to i8
  %151 = getelementptr inbounds i8, ptr %3, i64 5
  store i8 %150, ptr %151, align 1, !tbaa !14
  %152 = lshr i32 %134, 8
  %153 = trunc i32 %152 to i8
  %154 = getelementptr inbounds i8, ptr %3, i64 6
  store i8 %153, ptr %154, align 1, !tbaa !14
  %155 = trunc i32 %134 to i8
  %156 = getelementptr inbounds i8, ptr %3, i64 7
  store i8 %155, ptr %156, align 1, !tbaa !14
  %157 = getelementptr inbounds i8, ptr %3, i64 8
  %158 = lshr i32 %133, 24
  %159 = trunc nuw i32 %158 to i8
  store i8 %159, ptr %157, align 1, !tbaa !14
  %160 = lshr i32 %133, 16
  %161 = trunc i32 %160 to i8
  %162 = getelementptr inbounds i8, ptr %3, i64 9
  store i8 %161, ptr %162, align 1, !tbaa !14
  %163 = lshr i32 %133, 8
  %164 = trunc i32 %163 to i8
  %165 = getelementptr inbounds i8, ptr %3, i64 10
  store i8 %164, ptr %165, align 1, !tbaa !14
  %166 = trunc i32 %133 to i8
  %167 = getelementptr inbounds i8, ptr %3, i64 11
  store i8 %166, ptr %167, align 1, !tbaa !14
  %168 = getelementptr inbounds i8, ptr %3, i64 12
  %169 = lshr i32 %132, 24
  %170 = trunc nuw i32 %169 to i8
  store i8 %170, ptr %168, align 1, !tbaa !14
  %171 = lshr i32 %132, 16
  %172 = trunc i32 %171 to i8
  %173 = getelementptr inbounds i8, ptr %3, i64 13
  store i8 %172, ptr %173, align 1, !tbaa !14
  %174 = lshr i32 %132, 8
  %175 = trunc i32 %174 to i8
  %176 = getelementptr inbounds i8, ptr %3, i64 14
  store i8 %175, ptr %176, align 1, !tbaa !14
  %177 = trunc i32 %132 to i8
  %178 = getelementptr inbounds i8, ptr %3, i64 15
  store i8 %177, ptr %178, align 1, !tbaa !14
  %179 = getelementptr inbounds i8, ptr %3, i64 16
  %180 = lshr i32 %131, 24
  %181 = trunc nuw i32 %180 to i8
  store i8 %181, ptr %179, align 1, !tbaa !14
  %182 = lshr i32 %131, 16
  %183 = trunc i32 %182 to i8
  %184 = getelementptr inbounds i8, ptr %3, i64 17
  store i8 %183, ptr %184, align 1, !tbaa !14
  %185 = lshr i32 %131, 8
  %186 = trunc i32 %185 to i8
  %187 = getelementptr inbounds i8, ptr %3, i64 18
  store i8 %186, ptr %187, align 1, !tbaa !14
  %188 = trunc i32 %131 to i8
  %189 = getelementptr inbounds i8, ptr %3, i64 19
  store i8 %188, ptr %189, align 1, !tbaa !14
  br label %209

190:                                              ; preds = %32, %190
  %191 = phi i32 [ %206, %190 ], [ %121, %32 ]
  %192 = phi i32 [ %204, %190 ], [ %103, %32 ]
  %193 = phi i32 [ %202, %190 ], [ %85, %32 ]
  %194 = phi i32 [ %200, %190 ], [ %67, %32 ]
  %195 = phi i32 [ %198, %190 ], [ %49, %32 ]
  %196 = phi i64 [ %207, %190 ], [ 1, %32 ]
  call fastcc void @sha_compress_words(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @sha_compress_words(ptr noundef %1, ptr noundef nonnull %6, ptr noundef nonnull %6)
  %197 = load i32, ptr %6, align 16, !tbaa !9
  %198 = xor i32 %195, %197
  %199 = load i32, ptr %123, align 4, !tbaa !9
  %200 = xor i32 %194, %199
  %201 = load i32, ptr %124, align 8, !tbaa !9
  %202 = xor i32 %193, %201
  %203 = load i32, ptr %125, align 4, !tbaa !9
  %204 = xor i32 %192, %203
  %205 = load i32, ptr %126, align 16, !tbaa !9
  %206 = xor i32 %191, %205
  %207 = add nuw i64 %196, 1
  %208 = icmp eq i64 %207, %4
  br i1 %208, label %130, label %190, !llvm.loop !21

209:                                              ; preds = %130, %16, %20, %24, %28, %14, %5
  %210 = phi i32 [ 1, %5 ], [ 8, %14 ], [ 20, %28 ], [ 20, %24 ], [ 20, %20 ], [ 20, %16 ], [ 0, %130 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  ret i32 %210
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
  %35 = load i32, ptr %0, align 4, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %0, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %0, i64 16
  %43 = load i32, ptr %42, align 4, !tbaa !9
  %44 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 5)
  %45 = and i32 %39, %37
  %46 = xor i32 %37, -1
  %47 = and i32 %41, %46
  %48 = or i32 %47, %45
  %49 = add i32 %4, 1518500249
  %50 = add i32 %49, %44
  %51 = add i32 %50, %43
  %52 = add i32 %51, %48
  %53 = tail call i32 @llvm.fshl.i32(i32 %37, i32 %37, i32 30)
  %54 = tail call i32 @llvm.fshl.i32(i32 %52, i32 %52, i32 5)
  %55 = and i32 %53, %35
  %56 = xor i32 %35, -1
  %57 = and i32 %39, %56
  %58 = or i32 %55, %57
  %59 = add i32 %6, 1518500249
  %60 = add i32 %59, %41
  %61 = add i32 %60, %58
  %62 = add i32 %61, %54
  %63 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 30)
  %64 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 5)
  %65 = and i32 %52, %63
  %66 = xor i32 %52, -1
  %67 = and i32 %53, %66
  %68 = or i32 %65, %67
  %69 = add i32 %8, 1518500249
  %70 = add i32 %69, %39
  %71 = add i32 %70, %68
  %72 = add i32 %71, %64
  %73 = tail call i32 @llvm.fshl.i32(i32 %52, i32 %52, i32 30)
  %74 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %72, i32 5)
  %75 = and i32 %62, %73
  %76 = xor i32 %62, -1
  %77 = and i32 %63, %76
  %78 = or i32 %75, %77
  %79 = add i32 %10, 1518500249
  %80 = add i32 %79, %53
  %81 = add i32 %80, %78
  %82 = add i32 %81, %74
  %83 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 30)
  %84 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 5)
  %85 = and i32 %72, %83
  %86 = xor i32 %72, -1
  %87 = and i32 %73, %86
  %88 = or i32 %85, %87
  %89 = add i32 %12, 1518500249
  %90 = add i32 %89, %63
  %91 = add i32 %90, %88
  %92 = add i32 %91, %84
  %93 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %72, i32 30)
  %94 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 5)
  %95 = and i32 %82, %93
  %96 = xor i32 %82, -1
  %97 = and i32 %83, %96
  %98 = or i32 %95, %97
  %99 = add i32 %14, 1518500249
  %100 = add i32 %99, %73
  %101 = add i32 %100, %98
  %102 = add i32 %101, %94
  %103 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 30)
  %104 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 5)
  %105 = and i32 %92, %103
  %106 = xor i32 %92, -1
  %107 = and i32 %93, %106
  %108 = or i32 %105, %107
  %109 = add i32 %16, 1518500249
  %110 = add i32 %109, %83
  %111 = add i32 %110, %108
  %112 = add i32 %111, %104
  %113 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 30)
  %114 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 5)
  %115 = and i32 %102, %113
  %116 = xor i32 %102, -1
  %117 = and i32 %103, %116
  %118 = or i32 %115, %117
  %119 = add i32 %18, 1518500249
  %120 = add i32 %119, %93
  %121 = add i32 %120, %118
  %122 = add i32 %121, %114
  %123 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 30)
  %124 = tail call i32 @llvm.fshl.i32(i32 %122, i32 %122, i32 5)
  %125 = and i32 %112, %123
  %126 = xor i32 %112, -1
  %127 = and i32 %113, %126
  %128 = or i32 %125, %127
  %129 = add i32 %20, 1518500249
  %130 = add i32 %129, %103
  %131 = add i32 %130, %128
  %132 = add i32 %131, %124
  %133 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 30)
  %134 = tail call i32 @llvm.fshl.i32(i32 %132, i32 %132, i32 5)
  %135 = and i32 %122, %133
  %136 = xor i32 %122, -1
  %137 = and i32 %123, %136
  %138 = or i32 %135, %137
  %139 = add i32 %22, 1518500249
  %140 = add i32 %139, %113
  %141 = add i32 %140, %138
  %142 = add i32 %141, %134
  %143 = tail call i32 @llvm.fshl.i32(i32 %122, i32 %122, i32 30)
  %144 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 5)
  %145 = and i32 %132, %143
  %146 = xor i32 %132, -1
  %147 = and i32 %133, %146
  %148 = or i32 %145, %147
  %149 = add i32 %24, 1518500249
  %150 = add i32 %149, %123
  %151 = add i32 %150, %148
  %152 = add i32 %151, %144
  %153 = tail call i32 @llvm.fshl.i32(i32 %132, i32 %132, i32 30)
  %154 = tail call i32 @llvm.fshl.i32(i32 %152, i32 %152, i32 5)
  %155 = and i32 %142, %153
  %156 = xor i32 %142, -1
  %157 = and i32 %143, %156
  %158 = or i32 %155, %157
  %159 = add i32 %26, 1518500249
  %160 = add i32 %159, %133
  %161 = add i32 %160, %158
  %162 = add i32 %161, %154
  %163 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 30)
  %164 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 5)
  %165 = and i32 %152, %163
  %166 = xor i32 %152, -1
  %167 = and i32 %153, %166
  %168 = or i32 %165, %167
  %169 = add i32 %28, 1518500249
  %170 = add i32 %169, %143
  %171 = add i32 %170, %168
  %172 = add i32 %171, %164
  %173 = tail call i32 @llvm.fshl.i32(i32 %152, i32 %152, i32 30)
  %174 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 5)
  %175 = and i32 %162, %173
  %176 = xor i32 %162, -1
  %177 = and i32 %163, %176
  %178 = or i32 %175, %177
  %179 = add i32 %30, 1518500249
  %180 = add i32 %179, %153
  %181 = add i32 %180, %178
  %182 = add i32 %181, %174
  %183 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 30)
  %184 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 5)
  %185 = and i32 %172, %183
  %186 = xor i32 %172, -1
  %187 = and i32 %173, %186
  %188 = or i32 %185, %187
  %189 = add i32 %32, 1518500249
  %190 = add i32 %189, %163
  %191 = add i32 %190, %188
  %192 = add i32 %191, %184
  %193 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 30)
  %194 = tail call i32 @llvm.fshl.i32(i32 %192, i32 %192, i32 5)
  %195 = and i32 %182, %193
  %196 = xor i32 %182, -1
  %197 = and i32 %183, %196
  %198 = or i32 %195, %197
  %199 = add i32 %34, 1518500249
  %200 = add i32 %199, %173
  %201 = add i32 %200, %198
  %202 = add i32 %201, %194
  %203 = tail call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 30)
  %204 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 5)
  %205 = and i32 %192, %203
  %206 = xor i32 %192, -1
  %207 = and i32 %193, %206
  %208 = or i32 %205, %207
  %209 = xor i32 %8, %4
  %210 = xor i32 %209, %20
  %211 = xor i32 %210, %30
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 1)
  %213 = add i32 %212, 1518500249
  %214 = add i32 %213, %183
  %215 = add i32 %214, %208
  %216 = add i32 %215, %204
  %217 = tail call i32 @llvm.fshl.i32(i32 %192, i32 %192, i32 30)
  %218 = tail call i32 @llvm.fshl.i32(i32 %216, i32 %216, i32 5)
  %219 = and i32 %202, %217
  %220 = xor i32 %202, -1
  %221 = and i32 %203, %220
  %222 = or i32 %219, %221
  %223 = xor i32 %10, %6
  %224 = xor i32 %223, %22
  %225 = xor i32 %224, %32
  %226 = tail call i32 @llvm.fshl.i32(i32 %225, i32 %225, i32 1)
  %227 = add i32 %226, 1518500249
  %228 = add i32 %227, %193
  %229 = add i32 %228, %222
  %230 = add i32 %229, %218
  %231 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 30)
  %232 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 5)
  %233 = and i32 %216, %231
  %234 = xor i32 %216, -1
  %235 = and i32 %217, %234
  %236 = or i32 %233, %235
  %237 = xor i32 %12, %8
  %238 = xor i32 %237, %24
  %239 = xor i32 %238, %34
  %240 = tail call i32 @llvm.fshl.i32(i32 %239, i32 %239, i32 1)
  %241 = add i32 %240, 1518500249
  %242 = add i32 %241, %203
  %243 = add i32 %242, %236
  %244 = add i32 %243, %232
  %245 = tail call i32 @llvm.fshl.i32(i32 %216, i32 %216, i32 30)
  %246 = tail call i32 @llvm.fshl.i32(i32 %244, i32 %244, i32 5)
  %247 = and i32 %230, %245
  %248 = xor i32 %230, -1
  %249 = and i32 %231, %248
  %250 = or i32 %247, %249
  %251 = xor i32 %14, %10
  %252 = xor i32 %251, %26
  %253 = xor i32 %252, %212
  %254 = tail call i32 @llvm.fshl.i32(i32 %253, i32 %253, i32 1)
  %255 = add i32 %254, 1518500249
  %256 = add i32 %255, %217
  %257 = add i32 %256, %250
  %258 = add i32 %257, %246
  %259 = tail call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 30)
  %260 = tail call i32 @llvm.fshl.i32(i32 %258, i32 %258, i32 5)
  %261 = xor i32 %259, %245
  %262 = xor i32 %261, %244
  %263 = xor i32 %16, %12
  %264 = xor i32 %263, %28
  %265 = xor i32 %264, %226
  %266 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 1)
  %267 = add i32 %266, 1859775393
  %268 = add i32 %267, %231
  %269 = add i32 %268, %262
  %270 = add i32 %269, %260
  %271 = tail call i32 @llvm.fshl.i32(i32 %244, i32 %244, i32 30)
  %272 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 5)
  %273 = xor i32 %271, %259
  %274 = xor i32 %273, %258
  %275 = xor i32 %18, %14
  %276 = xor i32 %275, %30
  %277 = xor i32 %276, %240
  %278 = tail call i32 @llvm.fshl.i32(i32 %277, i32 %277, i32 1)
  %279 = add i32 %278, 1859775393
  %280 = add i32 %279, %245
  %281 = add i32 %280, %274
  %282 = add i32 %281, %272
  %283 = tail call i32 @llvm.fshl.i32(i32 %258, i32 %258, i32 30)
  %284 = tail call i32 @llvm.fshl.i32(i32 %282, i32 %282, i32 5)
  %285 = xor i32 %283, %271
  %286 = xor i32 %285, %270
  %287 = xor i32 %20, %16
  %288 = xor i32 %287, %32
  %289 = xor i32 %288, %254
  %290 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 1)
  %291 = add i32 %290, 1859775393
  %292 = add i32 %291, %259
  %293 = add i32 %292, %286
  %294 = add i32 %293, %284
  %295 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 30)
  %296 = tail call i32 @llvm.fshl.i32(i32 %294, i32 %294, i32 5)
  %297 = xor i32 %295, %283
  %298 = xor i32 %297, %282
  %299 = xor i32 %22, %18
  %300 = xor i32 %299, %34
  %301 = xor i32 %300, %266
  %302 = tail call i32 @llvm.fshl.i32(i32 %301, i32 %301, i32 1)
  %303 = add i32 %302, 1859775393
  %304 = add i32 %303, %271
  %305 = add i32 %304, %298
  %306 = add i32 %305, %296
  %307 = tail call i32 @llvm.fshl.i32(i32 %282, i32 %282, i32 30)
  %308 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 5)
  %309 = xor i32 %307, %295
  %310 = xor i32 %309, %294
  %311 = xor i32 %24, %20
  %312 = xor i32 %311, %212
  %313 = xor i32 %312, %278
  %314 = tail call i32 @llvm.fshl.i32(i32 %313, i32 %313, i32 1)
  %315 = add i32 %314, 1859775393
  %316 = add i32 %315, %283
  %317 = add i32 %316, %310
  %318 = add i32 %317, %308
  %319 = tail call i32 @llvm.fshl.i32(i32 %294, i32 %294, i32 30)
  %320 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 5)
  %321 = xor i32 %319, %307
  %322 = xor i32 %321, %306
  %323 = xor i32 %26, %22
  %324 = xor i32 %323, %226
  %325 = xor i32 %324, %290
  %326 = tail call i32 @llvm.fshl.i32(i32 %325, i32 %325, i32 1)
  %327 = add i32 %326, 1859775393
  %328 = add i32 %327, %295
  %329 = add i32 %328, %322
  %330 = add i32 %329, %320
  %331 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 30)
  %332 = tail call i32 @llvm.fshl.i32(i32 %330, i32 %330, i32 5)
  %333 = xor i32 %331, %319
  %334 = xor i32 %333, %318
  %335 = xor i32 %28, %24
  %336 = xor i32 %335, %240
  %337 = xor i32 %336, %302
  %338 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %337, i32 1)
  %339 = add i32 %338, 1859775393
  %340 = add i32 %339, %307
  %341 = add i32 %340, %334
  %342 = add i32 %341, %332
  %343 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 30)
  %344 = tail call i32 @llvm.fshl.i32(i32 %342, i32 %342, i32 5)
  %345 = xor i32 %343, %331
  %346 = xor i32 %345, %330
  %347 = xor i32 %30, %26
  %348 = xor i32 %347, %254
  %349 = xor i32 %348, %314
  %350 = tail call i32 @llvm.fshl.i32(i32 %349, i32 %349, i32 1)
  %351 = add i32 %350, 1859775393
  %352 = add i32 %351, %319
  %353 = add i32 %352, %346
  %354 = add i32 %353, %344
  %355 = tail call i32 @llvm.fshl.i32(i32 %330, i32 %330, i32 30)
  %356 = tail call i32 @llvm.fshl.i32(i32 %354, i32 %354, i32 5)
  %357 = xor i32 %355, %343
  %358 = xor i32 %357, %342
  %359 = xor i32 %32, %28
  %360 = xor i32 %359, %266
  %361 = xor i32 %360, %326
  %362 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 1)
  %363 = add i32 %362, 1859775393
  %364 = add i32 %363, %331
  %365 = add i32 %364, %358
  %366 = add i32 %365, %356
  %367 = tail call i32 @llvm.fshl.i32(i32 %342, i32 %342, i32 30)
  %368 = tail call i32 @llvm.fshl.i32(i32 %366, i32 %366, i32 5)
  %369 = xor i32 %367, %355
  %370 = xor i32 %369, %354
  %371 = xor i32 %34, %30
  %372 = xor i32 %371, %278
  %373 = xor i32 %372, %338
  %374 = tail call i32 @llvm.fshl.i32(i32 %373, i32 %373, i32 1)
  %375 = add i32 %374, 1859775393
  %376 = add i32 %375, %343
  %377 = add i32 %376, %370
  %378 = add i32 %377, %368
  %379 = tail call i32 @llvm.fshl.i32(i32 %354, i32 %354, i32 30)
  %380 = tail call i32 @llvm.fshl.i32(i32 %378, i32 %378, i32 5)
  %381 = xor i32 %379, %367
  %382 = xor i32 %381, %366
  %383 = xor i32 %212, %32
  %384 = xor i32 %383, %290
  %385 = xor i32 %384, %350
  %386 = tail call i32 @llvm.fshl.i32(i32 %385, i32 %385, i32 1)
  %387 = add i32 %386, 1859775393
  %388 = add i32 %387, %355
  %389 = add i32 %388, %382
  %390 = add i32 %389, %380
  %391 = tail call i32 @llvm.fshl.i32(i32 %366, i32 %366, i32 30)
  %392 = tail call i32 @llvm.fshl.i32(i32 %390, i32 %390, i32 5)
  %393 = xor i32 %391, %379
  %394 = xor i32 %393, %378
  %395 = xor i32 %226, %34
  %396 = xor i32 %395, %302
  %397 = xor i32 %396, %362
  %398 = tail call i32 @llvm.fshl.i32(i32 %397, i32 %397, i32 1)
  %399 = add i32 %398, 1859775393
  %400 = add i32 %399, %367
  %401 = add i32 %400, %394
  %402 = add i32 %401, %392
  %403 = tail call i32 @llvm.fshl.i32(i32 %378, i32 %378, i32 30)
  %404 = tail call i32 @llvm.fshl.i32(i32 %402, i32 %402, i32 5)
  %405 = xor i32 %403, %391
  %406 = xor i32 %405, %390
  %407 = xor i32 %240, %212
  %408 = xor i32 %407, %314
  %409 = xor i32 %408, %374
  %410 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 1)
  %411 = add i32 %410, 1859775393
  %412 = add i32 %411, %379
  %413 = add i32 %412, %406
  %414 = add i32 %413, %404
  %415 = tail call i32 @llvm.fshl.i32(i32 %390, i32 %390, i32 30)
  %416 = tail call i32 @llvm.fshl.i32(i32 %414, i32 %414, i32 5)
  %417 = xor i32 %415, %403
  %418 = xor i32 %417, %402
  %419 = xor i32 %254, %226
  %420 = xor i32 %419, %326
  %421 = xor i32 %420, %386
  %422 = tail call i32 @llvm.fshl.i32(i32 %421, i32 %421, i32 1)
  %423 = add i32 %422, 1859775393
  %424 = add i32 %423, %391
  %425 = add i32 %424, %418
  %426 = add i32 %425, %416
  %427 = tail call i32 @llvm.fshl.i32(i32 %402, i32 %402, i32 30)
  %428 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 5)
  %429 = xor i32 %427, %415
  %430 = xor i32 %429, %414
  %431 = xor i32 %266, %240
  %432 = xor i32 %431, %338
  %433 = xor i32 %432, %398
  %434 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 1)
  %435 = add i32 %434, 1859775393
  %436 = add i32 %435, %403
  %437 = add i32 %436, %430
  %438 = add i32 %437, %428
  %439 = tail call i32 @llvm.fshl.i32(i32 %414, i32 %414, i32 30)
  %440 = tail call i32 @llvm.fshl.i32(i32 %438, i32 %438, i32 5)
  %441 = xor i32 %439, %427
  %442 = xor i32 %441, %426
  %443 = xor i32 %278, %254
  %444 = xor i32 %443, %350
  %445 = xor i32 %444, %410
  %446 = tail call i32 @llvm.fshl.i32(i32 %445, i32 %445, i32 1)
  %447 = add i32 %446, 1859775393
  %448 = add i32 %447, %415
  %449 = add i32 %448, %442
  %450 = add i32 %449, %440
  %451 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 30)
  %452 = tail call i32 @llvm.fshl.i32(i32 %450, i32 %450, i32 5)
  %453 = xor i32 %451, %439
  %454 = xor i32 %453, %438
  %455 = xor i32 %290, %266
  %456 = xor i32 %455, %362
  %457 = xor i32 %456, %422
  %458 = tail call i32 @llvm.fshl.i32(i32 %457, i32 %457, i32 1)
  %459 = add i32 %458, 1859775393
  %460 = add i32 %459, %427
  %461 = add i32 %460, %454
  %462 = add i32 %461, %452
  %463 = tail call i32 @llvm.fshl.i32(i32 %438, i32 %438, i32 30)
  %464 = tail call i32 @llvm.fshl.i32(i32 %462, i32 %462, i32 5)
  %465 = xor i32 %463, %451
  %466 = xor i32 %465, %450
  %467 = xor i32 %302, %278
  %468 = xor i32 %467, %374
  %469 = xor i32 %468, %434
  %470 = tail call i32 @llvm.fshl.i32(i32 %469, i32 %469, i32 1)
  %471 = add i32 %470, 1859775393
  %472 = add i32 %471, %439
  %473 = add i32 %472, %466
  %474 = add i32 %473, %464
  %475 = tail call i32 @llvm.fshl.i32(i32 %450, i32 %450, i32 30)
  %476 = tail call i32 @llvm.fshl.i32(i32 %474, i32 %474, i32 5)
  %477 = xor i32 %475, %463
  %478 = xor i32 %477, %462
  %479 = xor i32 %314, %290
  %480 = xor i32 %479, %386
  %481 = xor i32 %480, %446
  %482 = tail call i32 @llvm.fshl.i32(i32 %481, i32 %481, i32 1)
  %483 = add i32 %482, 1859775393
  %484 = add i32 %483, %451
  %485 = add i32 %484, %478
  %486 = add i32 %485, %476
  %487 = tail call i32 @llvm.fshl.i32(i32 %462, i32 %462, i32 30)
  %488 = tail call i32 @llvm.fshl.i32(i32 %486, i32 %486, i32 5)
  %489 = xor i32 %487, %475
  %490 = xor i32 %489, %474
  %491 = xor i32 %326, %302
  %492 = xor i32 %491, %398
  %493 = xor i32 %492, %458
  %494 = tail call i32 @llvm.fshl.i32(i32 %493, i32 %493, i32 1)
  %495 = add i32 %494, 1859775393
  %496 = add i32 %495, %463
  %497 = add i32 %496, %490
  %498 = add i32 %497, %488
  %499 = tail call i32 @llvm.fshl.i32(i32 %474, i32 %474, i32 30)
  %500 = tail call i32 @llvm.fshl.i32(i32 %498, i32 %498, i32 5)
  %501 = xor i32 %499, %487
  %502 = and i32 %486, %501
  %503 = and i32 %499, %487
  %504 = xor i32 %502, %503
  %505 = xor i32 %338, %314
  %506 = xor i32 %505, %410
  %507 = xor i32 %506, %470
  %508 = tail call i32 @llvm.fshl.i32(i32 %507, i32 %507, i32 1)
  %509 = add i32 %508, -1894007588
  %510 = add i32 %509, %475
  %511 = add i32 %510, %504
  %512 = add i32 %511, %500
  %513 = tail call i32 @llvm.fshl.i32(i32 %486, i32 %486, i32 30)
  %514 = tail call i32 @llvm.fshl.i32(i32 %512, i32 %512, i32 5)
  %515 = xor i32 %513, %499
  %516 = and i32 %498, %515
  %517 = and i32 %513, %499
  %518 = xor i32 %516, %517
  %519 = xor i32 %350, %326
  %520 = xor i32 %519, %422
  %521 = xor i32 %520, %482
  %522 = tail call i32 @llvm.fshl.i32(i32 %521, i32 %521, i32 1)
  %523 = add i32 %522, -1894007588
  %524 = add i32 %523, %487
  %525 = add i32 %524, %518
  %526 = add i32 %525, %514
  %527 = tail call i32 @llvm.fshl.i32(i32 %498, i32 %498, i32 30)
  %528 = tail call i32 @llvm.fshl.i32(i32 %526, i32 %526, i32 5)
  %529 = xor i32 %527, %513
  %530 = and i32 %512, %529
  %531 = and i32 %527, %513
  %532 = xor i32 %530, %531
  %533 = xor i32 %362, %338
  %534 = xor i32 %533, %434
  %535 = xor i32 %534, %494
  %536 = tail call i32 @llvm.fshl.i32(i32 %535, i32 %535, i32 1)
  %537 = add i32 %536, -1894007588
  %538 = add i32 %537, %499
  %539 = add i32 %538, %532
  %540 = add i32 %539, %528
  %541 = tail call i32 @llvm.fshl.i32(i32 %512, i32 %512, i32 30)
  %542 = tail call i32 @llvm.fshl.i32(i32 %540, i32 %540, i32 5)
  %543 = xor i32 %541, %527
  %544 = and i32 %526, %543
  %545 = and i32 %541, %527
  %546 = xor i32 %544, %545
  %547 = xor i32 %374, %350
  %548 = xor i32 %547, %446
  %549 = xor i32 %548, %508
  %550 = tail call i32 @llvm.fshl.i32(i32 %549, i32 %549, i32 1)
  %551 = add i32 %550, -1894007588
  %552 = add i32 %551, %513
  %553 = add i32 %552, %546
  %554 = add i32 %553, %542
  %555 = tail call i32 @llvm.fshl.i32(i32 %526, i32 %526, i32 30)
  %556 = tail call i32 @llvm.fshl.i32(i32 %554, i32 %554, i32 5)
  %557 = xor i32 %555, %541
  %558 = and i32 %540, %557
  %559 = and i32 %555, %541
  %560 = xor i32 %558, %559
  %561 = xor i32 %386, %362
  %562 = xor i32 %561, %458
  %563 = xor i32 %562, %522
  %564 = tail call i32 @llvm.fshl.i32(i32 %563, i32 %563, i32 1)
  %565 = add i32 %564, -1894007588
  %566 = add i32 %565, %527
  %567 = add i32 %566, %560
  %568 = add i32 %567, %556
  %569 = tail call i32 @llvm.fshl.i32(i32 %540, i32 %540, i32 30)
  %570 = tail call i32 @llvm.fshl.i32(i32 %568, i32 %568, i32 5)
  %571 = xor i32 %569, %555
  %572 = and i32 %554, %571
  %573 = and i32 %569, %555
  %574 = xor i32 %572, %573
  %575 = xor i32 %398, %374
  %576 = xor i32 %575, %470
  %577 = xor i32 %576, %536
  %578 = tail call i32 @llvm.fshl.i32(i32 %577, i32 %577, i32 1)
  %579 = add i32 %578, -1894007588
  %580 = add i32 %579, %541
  %581 = add i32 %580, %574
  %582 = add i32 %581, %570
  %583 = tail call i32 @llvm.fshl.i32(i32 %554, i32 %554, i32 30)
  %584 = tail call i32 @llvm.fshl.i32(i32 %582, i32 %582, i32 5)
  %585 = xor i32 %583, %569
  %586 = and i32 %568, %585
  %587 = and i32 %583, %569
  %588 = xor i32 %586, %587
  %589 = xor i32 %410, %386
  %590 = xor i32 %589, %482
  %591 = xor i32 %590, %550
  %592 = tail call i32 @llvm.fshl.i32(i32 %591, i32 %591, i32 1)
  %593 = add i32 %592, -1894007588
  %594 = add i32 %593, %555
  %595 = add i32 %594, %588
  %596 = add i32 %595, %584
  %597 = tail call i32 @llvm.fshl.i32(i32 %568, i32 %568, i32 30)
  %598 = tail call i32 @llvm.fshl.i32(i32 %596, i32 %596, i32 5)
  %599 = xor i32 %597, %583
  %600 = and i32 %582, %599
  %601 = and i32 %597, %583
  %602 = xor i32 %600, %601
  %603 = xor i32 %422, %398
  %604 = xor i32 %603, %494
  %605 = xor i32 %604, %564
  %606 = tail call i32 @llvm.fshl.i32(i32 %605, i32 %605, i32 1)
  %607 = add i32 %606, -1894007588
  %608 = add i32 %607, %569
  %609 = add i32 %608, %602
  %610 = add i32 %609, %598
  %611 = tail call i32 @llvm.fshl.i32(i32 %582, i32 %582, i32 30)
  %612 = tail call i32 @llvm.fshl.i32(i32 %610, i32 %610, i32 5)
  %613 = xor i32 %611, %597
  %614 = and i32 %596, %613
  %615 = and i32 %611, %597
  %616 = xor i32 %614, %615
  %617 = xor i32 %434, %410
  %618 = xor i32 %617, %508
  %619 = xor i32 %618, %578
  %620 = tail call i32 @llvm.fshl.i32(i32 %619, i32 %619, i32 1)
  %621 = add i32 %620, -1894007588
  %622 = add i32 %621, %583
  %623 = add i32 %622, %616
  %624 = add i32 %623, %612
  %625 = tail call i32 @llvm.fshl.i32(i32 %596, i32 %596, i32 30)
  %626 = tail call i32 @llvm.fshl.i32(i32 %624, i32 %624, i32 5)
  %627 = xor i32 %625, %611
  %628 = and i32 %610, %627
  %629 = and i32 %625, %611
  %630 = xor i32 %628, %629
  %631 = xor i32 %446, %422
  %632 = xor i32 %631, %522
  %633 = xor i32 %632, %592
  %634 = tail call i32 @llvm.fshl.i32(i32 %633, i32 %633, i32 1)
  %635 = add i32 %634, -1894007588
  %636 = add i32 %635, %597
  %637 = add i32 %636, %630
  %638 = add i32 %637, %626
  %639 = tail call i32 @llvm.fshl.i32(i32 %610, i32 %610, i32 30)
  %640 = tail call i32 @llvm.fshl.i32(i32 %638, i32 %638, i32 5)
  %641 = xor i32 %639, %625
  %642 = and i32 %624, %641
  %643 = and i32 %639, %625
  %644 = xor i32 %642, %643
  %645 = xor i32 %458, %434
  %646 = xor i32 %645, %536
  %647 = xor i32 %646, %606
  %648 = tail call i32 @llvm.fshl.i32(i32 %647, i32 %647, i32 1)
  %649 = add i32 %648, -1894007588
  %650 = add i32 %649, %611
  %651 = add i32 %650, %644
  %652 = add i32 %651, %640
  %653 = tail call i32 @llvm.fshl.i32(i32 %624, i32 %624, i32 30)
  %654 = tail call i32 @llvm.fshl.i32(i32 %652, i32 %652, i32 5)
  %655 = xor i32 %653, %639
  %656 = and i32 %638, %655
  %657 = and i32 %653, %639
  %658 = xor i32 %656, %657
  %659 = xor i32 %470, %446
  %660 = xor i32 %659, %550
  %661 = xor i32 %660, %620
  %662 = tail call i32 @llvm.fshl.i32(i32 %661, i32 %661, i32 1)
  %663 = add i32 %662, -1894007588
  %664 = add i32 %663, %625
  %665 = add i32 %664, %658
  %666 = add i32 %665, %654
  %667 = tail call i32 @llvm.fshl.i32(i32 %638, i32 %638, i32 30)
  %668 = tail call i32 @llvm.fshl.i32(i32 %666, i32 %666, i32 5)
  %669 = xor i32 %667, %653
  %670 = and i32 %652, %669
  %671 = and i32 %667, %653
  %672 = xor i32 %670, %671
  %673 = xor i32 %482, %458
  %674 = xor i32 %673, %564
  %675 = xor i32 %674, %634
  %676 = tail call i32 @llvm.fshl.i32(i32 %675, i32 %675, i32 1)
  %677 = add i32 %676, -1894007588
  %678 = add i32 %677, %639
  %679 = add i32 %678, %672
  %680 = add i32 %679, %668
  %681 = tail call i32 @llvm.fshl.i32(i32 %652, i32 %652, i32 30)
  %682 = tail call i32 @llvm.fshl.i32(i32 %680, i32 %680, i32 5)
  %683 = xor i32 %681, %667
  %684 = and i32 %666, %683
  %685 = and i32 %681, %667
  %686 = xor i32 %684, %685
  %687 = xor i32 %494, %470
  %688 = xor i32 %687, %578
  %689 = xor i32 %688, %648
  %690 = tail call i32 @llvm.fshl.i32(i32 %689, i32 %689, i32 1)
  %691 = add i32 %690, -1894007588
  %692 = add i32 %691, %653
  %693 = add i32 %692, %686
  %694 = add i32 %693, %682
  %695 = tail call i32 @llvm.fshl.i32(i32 %666, i32 %666, i32 30)
  %696 = tail call i32 @llvm.fshl.i32(i32 %694, i32 %694, i32 5)
  %697 = xor i32 %695, %681
  %698 = and i32 %680, %697
  %699 = and i32 %695, %681
  %700 = xor i32 %698, %699
  %701 = xor i32 %508, %482
  %702 = xor i32 %701, %592
  %703 = xor i32 %702, %662
  %704 = tail call i32 @llvm.fshl.i32(i32 %703, i32 %703, i32 1)
  %705 = add i32 %704, -1894007588
  %706 = add i32 %705, %667
  %707 = add i32 %706, %700
  %708 = add i32 %707, %696
  %709 = tail call i32 @llvm.fshl.i32(i32 %680, i32 %680, i32 30)
  %710 = tail call i32 @llvm.fshl.i32(i32 %708, i32 %708, i32 5)
  %711 = xor i32 %709, %695
  %712 = and i32 %694, %711
  %713 = and i32 %709, %695
  %714 = xor i32 %712, %713
  %715 = xor i32 %522, %494
  %716 = xor i32 %715, %606
  %717 = xor i32 %716, %676
  %718 = tail call i32 @llvm.fshl.i32(i32 %717, i32 %717, i32 1)
  %719 = add i32 %718, -1894007588
  %720 = add i32 %719, %681
  %721 = add i32 %720, %714
  %722 = add i32 %721, %710
  %723 = tail call i32 @llvm.fshl.i32(i32 %694, i32 %694, i32 30)
  %724 = tail call i32 @llvm.fshl.i32(i32 %722, i32 %722, i32 5)
  %725 = xor i32 %723, %709
  %726 = and i32 %708, %725
  %727 = and i32 %723, %709
  %728 = xor i32 %726, %727
  %729 = xor i32 %536, %508
  %730 = xor i32 %729, %620
  %731 = xor i32 %730, %690
  %732 = tail call i32 @llvm.fshl.i32(i32 %731, i32 %731, i32 1)
  %733 = add i32 %732, -1894007588
  %734 = add i32 %733, %695
  %735 = add i32 %734, %728
  %736 = add i32 %735, %724
  %737 = tail call i32 @llvm.fshl.i32(i32 %708, i32 %708, i32 30)
  %738 = tail call i32 @llvm.fshl.i32(i32 %736, i32 %736, i32 5)
  %739 = xor i32 %737, %723
  %740 = and i32 %722, %739
  %741 = and i32 %737, %723
  %742 = xor i32 %740, %741
  %743 = xor i32 %550, %522
  %744 = xor i32 %743, %634
  %745 = xor i32 %744, %704
  %746 = tail call i32 @llvm.fshl.i32(i32 %745, i32 %745, i32 1)
  %747 = add i32 %746, -1894007588
  %748 = add i32 %747, %709
  %749 = add i32 %748, %742
  %750 = add i32 %749, %738
  %751 = tail call i32 @llvm.fshl.i32(i32 %722, i32 %722, i32 30)
  %752 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 5)
  %753 = xor i32 %751, %737
  %754 = and i32 %736, %753
  %755 = and i32 %751, %737
  %756 = xor i32 %754, %755
  %757 = xor i32 %564, %536
  %758 = xor i32 %757, %648
  %759 = xor i32 %758, %718
  %760 = tail call i32 @llvm.fshl.i32(i32 %759, i32 %759, i32 1)
  %761 = add i32 %760, -1894007588
  %762 = add i32 %761, %723
  %763 = add i32 %762, %756
  %764 = add i32 %763, %752
  %765 = tail call i32 @llvm.fshl.i32(i32 %736, i32 %736, i32 30)
  %766 = tail call i32 @llvm.fshl.i32(i32 %764, i32 %764, i32 5)
  %767 = xor i32 %765, %751
  %768 = and i32 %750, %767
  %769 = and i32 %765, %751
  %770 = xor i32 %768, %769
  %771 = xor i32 %578, %550
  %772 = xor i32 %771, %662
  %773 = xor i32 %772, %732
  %774 = tail call i32 @llvm.fshl.i32(i32 %773, i32 %773, i32 1)
  %775 = add i32 %774, -1894007588
  %776 = add i32 %775, %737
  %777 = add i32 %776, %770
  %778 = add i32 %777, %766
  %779 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 30)
  %780 = tail call i32 @llvm.fshl.i32(i32 %778, i32 %778, i32 5)
  %781 = xor i32 %779, %765
  %782 = xor i32 %781, %764
  %783 = xor i32 %592, %564
  %784 = xor i32 %783, %676
  %785 = xor i32 %784, %746
  %786 = tail call i32 @llvm.fshl.i32(i32 %785, i32 %785, i32 1)
  %787 = add i32 %786, -899497514
  %788 = add i32 %787, %751
  %789 = add i32 %788, %782
  %790 = add i32 %789, %780
  %791 = tail call i32 @llvm.fshl.i32(i32 %764, i32 %764, i32 30)
  %792 = tail call i32 @llvm.fshl.i32(i32 %790, i32 %790, i32 5)
  %793 = xor i32 %791, %779
  %794 = xor i32 %793, %778
  %795 = xor i32 %606, %578
  %796 = xor i32 %795, %690
  %797 = xor i32 %796, %760
  %798 = tail call i32 @llvm.fshl.i32(i32 %797, i32 %797, i32 1)
  %799 = add i32 %798, -899497514
  %800 = add i32 %799, %765
  %801 = add i32 %800, %794
  %802 = add i32 %801, %792
  %803 = tail call i32 @llvm.fshl.i32(i32 %778, i32 %778, i32 30)
  %804 = tail call i32 @llvm.fshl.i32(i32 %802, i32 %802, i32 5)
  %805 = xor i32 %803, %791
  %806 = xor i32 %805, %790
  %807 = xor i32 %620, %592
  %808 = xor i32 %807, %704
  %809 = xor i32 %808, %774
  %810 = tail call i32 @llvm.fshl.i32(i32 %809, i32 %809, i32 1)
  %811 = add i32 %810, -899497514
  %812 = add i32 %811, %779
  %813 = add i32 %812, %806
  %814 = add i32 %813, %804
  %815 = tail call i32 @llvm.fshl.i32(i32 %790, i32 %790, i32 30)
  %816 = tail call i32 @llvm.fshl.i32(i32 %814, i32 %814, i32 5)
  %817 = xor i32 %815, %803
  %818 = xor i32 %817, %802
  %819 = xor i32 %634, %606
  %820 = xor i32 %819, %718
  %821 = xor i32 %820, %786
  %822 = tail call i32 @llvm.fshl.i32(i32 %821, i32 %821, i32 1)
  %823 = add i32 %822, -899497514
  %824 = add i32 %823, %791
  %825 = add i32 %824, %818
  %826 = add i32 %825, %816
  %827 = tail call i32 @llvm.fshl.i32(i32 %802, i32 %802, i32 30)
  %828 = tail call i32 @llvm.fshl.i32(i32 %826, i32 %826, i32 5)
  %829 = xor i32 %827, %815
  %830 = xor i32 %829, %814
  %831 = xor i32 %648, %620
  %832 = xor i32 %831, %732
  %833 = xor i32 %832, %798
  %834 = tail call i32 @llvm.fshl.i32(i32 %833, i32 %833, i32 1)
  %835 = add i32 %834, -899497514
  %836 = add i32 %835, %803
  %837 = add i32 %836, %830
  %838 = add i32 %837, %828
  %839 = tail call i32 @llvm.fshl.i32(i32 %814, i32 %814, i32 30)
  %840 = tail call i32 @llvm.fshl.i32(i32 %838, i32 %838, i32 5)
  %841 = xor i32 %839, %827
  %842 = xor i32 %841, %826
  %843 = xor i32 %662, %634
  %844 = xor i32 %843, %746
  %845 = xor i32 %844, %810
  %846 = tail call i32 @llvm.fshl.i32(i32 %845, i32 %845, i32 1)
  %847 = add i32 %846, -899497514
  %848 = add i32 %847, %815
  %849 = add i32 %848, %842
  %850 = add i32 %849, %840
  %851 = tail call i32 @llvm.fshl.i32(i32 %826, i32 %826, i32 30)
  %852 = tail call i32 @llvm.fshl.i32(i32 %850, i32 %850, i32 5)
  %853 = xor i32 %851, %839
  %854 = xor i32 %853, %838
  %855 = xor i32 %676, %648
  %856 = xor i32 %855, %760
  %857 = xor i32 %856, %822
  %858 = tail call i32 @llvm.fshl.i32(i32 %857, i32 %857, i32 1)
  %859 = add i32 %858, -899497514
  %860 = add i32 %859, %827
  %861 = add i32 %860, %854
  %862 = add i32 %861, %852
  %863 = tail call i32 @llvm.fshl.i32(i32 %838, i32 %838, i32 30)
  %864 = tail call i32 @llvm.fshl.i32(i32 %862, i32 %862, i32 5)
  %865 = xor i32 %863, %851
  %866 = xor i32 %865, %850
  %867 = xor i32 %690, %662
  %868 = xor i32 %867, %774
  %869 = xor i32 %868, %834
  %870 = tail call i32 @llvm.fshl.i32(i32 %869, i32 %869, i32 1)
  %871 = add i32 %870, -899497514
  %872 = add i32 %871, %839
  %873 = add i32 %872, %866
  %874 = add i32 %873, %864
  %875 = tail call i32 @llvm.fshl.i32(i32 %850, i32 %850, i32 30)
  %876 = tail call i32 @llvm.fshl.i32(i32 %874, i32 %874, i32 5)
  %877 = xor i32 %875, %863
  %878 = xor i32 %877, %862
  %879 = xor i32 %704, %676
  %880 = xor i32 %879, %786
  %881 = xor i32 %880, %846
  %882 = tail call i32 @llvm.fshl.i32(i32 %881, i32 %881, i32 1)
  %883 = add i32 %882, -899497514
  %884 = add i32 %883, %851
  %885 = add i32 %884, %878
  %886 = add i32 %885, %876
  %887 = tail call i32 @llvm.fshl.i32(i32 %862, i32 %862, i32 30)
  %888 = tail call i32 @llvm.fshl.i32(i32 %886, i32 %886, i32 5)
  %889 = xor i32 %887, %875
  %890 = xor i32 %889, %874
  %891 = xor i32 %718, %690
  %892 = xor i32 %891, %798
  %893 = xor i32 %892, %858
  %894 = tail call i32 @llvm.fshl.i32(i32 %893, i32 %893, i32 1)
  %895 = add i32 %894, -899497514
  %896 = add i32 %895, %863
  %897 = add i32 %896, %890
  %898 = add i32 %897, %888
  %899 = tail call i32 @llvm.fshl.i32(i32 %874, i32 %874, i32 30)
  %900 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 5)
  %901 = xor i32 %899, %887
  %902 = xor i32 %901, %886
  %903 = xor i32 %732, %704
  %904 = xor i32 %903, %810
  %905 = xor i32 %904, %870
  %906 = tail call i32 @llvm.fshl.i32(i32 %905, i32 %905, i32 1)
  %907 = add i32 %906, -899497514
  %908 = add i32 %907, %875
  %909 = add i32 %908, %902
  %910 = add i32 %909, %900
  %911 = tail call i32 @llvm.fshl.i32(i32 %886, i32 %886, i32 30)
  %912 = tail call i32 @llvm.fshl.i32(i32 %910, i32 %910, i32 5)
  %913 = xor i32 %911, %899
  %914 = xor i32 %913, %898
  %915 = xor i32 %746, %718
  %916 = xor i32 %915, %822
  %917 = xor i32 %916, %882
  %918 = tail call i32 @llvm.fshl.i32(i32 %917, i32 %917, i32 1)
  %919 = add i32 %918, -899497514
  %920 = add i32 %919, %887
  %921 = add i32 %920, %914
  %922 = add i32 %921, %912
  %923 = tail call i32 @llvm.fshl.i32(i32 %898, i32 %898, i32 30)
  %924 = tail call i32 @llvm.fshl.i32(i32 %922, i32 %922, i32 5)
  %925 = xor i32 %923, %911
  %926 = xor i32 %925, %910
  %927 = xor i32 %760, %732
  %928 = xor i32 %927, %834
  %929 = xor i32 %928, %894
  %930 = tail call i32 @llvm.fshl.i32(i32 %929, i32 %929, i32 1)
  %931 = add i32 %930, -899497514
  %932 = add i32 %931, %899
  %933 = add i32 %932, %926
  %934 = add i32 %933, %924
  %935 = tail call i32 @llvm.fshl.i32(i32 %910, i32 %910, i32 30)
  %936 = tail call i32 @llvm.fshl.i32(i32 %934, i32 %934, i32 5)
  %937 = xor i32 %935, %923
  %938 = xor i32 %937, %922
  %939 = xor i32 %774, %746
  %940 = xor i32 %939, %846
  %941 = xor i32 %940, %906
  %942 = tail call i32 @llvm.fshl.i32(i32 %941, i32 %941, i32 1)
  %943 = add i32 %942, -899497514
  %944 = add i32 %943, %911
  %945 = add i32 %944, %938
  %946 = add i32 %945, %936
  %947 = tail call i32 @llvm.fshl.i32(i32 %922, i32 %922, i32 30)
  %948 = tail call i32 @llvm.fshl.i32(i32 %946, i32 %946, i32 5)
  %949 = xor i32 %947, %935
  %950 = xor i32 %949, %934
  %951 = xor i32 %786, %760
  %952 = xor i32 %951, %858
  %953 = xor i32 %952, %918
  %954 = tail call i32 @llvm.fshl.i32(i32 %953, i32 %953, i32 1)
  %955 = add i32 %954, -899497514
  %956 = add i32 %955, %923
  %957 = add i32 %956, %950
  %958 = add i32 %957, %948
  %959 = tail call i32 @llvm.fshl.i32(i32 %934, i32 %934, i32 30)
  %960 = tail call i32 @llvm.fshl.i32(i32 %958, i32 %958, i32 5)
  %961 = xor i32 %959, %947
  %962 = xor i32 %961, %946
  %963 = xor i32 %798, %774
  %964 = xor i32 %963, %870
  %965 = xor i32 %964, %930
  %966 = tail call i32 @llvm.fshl.i32(i32 %965, i32 %965, i32 1)
  %967 = add i32 %966, -899497514
  %968 = add i32 %967, %935
  %969 = add i32 %968, %962
  %970 = add i32 %969, %960
  %971 = tail call i32 @llvm.fshl.i32(i32 %946, i32 %946, i32 30)
  %972 = tail call i32 @llvm.fshl.i32(i32 %970, i32 %970, i32 5)
  %973 = xor i32 %971, %959
  %974 = xor i32 %973, %958
  %975 = xor i32 %810, %786
  %976 = xor i32 %975, %882
  %977 = xor i32 %976, %942
  %978 = tail call i32 @llvm.fshl.i32(i32 %977, i32 %977, i32 1)
  %979 = add i32 %978, -899497514
  %980 = add i32 %979, %947
  %981 = add i32 %980, %974
  %982 = add i32 %981, %972
  %983 = tail call i32 @llvm.fshl.i32(i32 %958, i32 %958, i32 30)
  %984 = tail call i32 @llvm.fshl.i32(i32 %982, i32 %982, i32 5)
  %985 = xor i32 %983, %971
  %986 = xor i32 %985, %970
  %987 = xor i32 %822, %798
  %988 = xor i32 %987, %894
  %989 = xor i32 %988, %954
  %990 = tail call i32 @llvm.fshl.i32(i32 %989, i32 %989, i32 1)
  %991 = add i32 %990, -899497514
  %992 = add i32 %991, %959
  %993 = add i32 %992, %986
  %994 = add i32 %993, %984
  %995 = tail call i32 @llvm.fshl.i32(i32 %970, i32 %970, i32 30)
  %996 = tail call i32 @llvm.fshl.i32(i32 %994, i32 %994, i32 5)
  %997 = xor i32 %995, %983
  %998 = xor i32 %997, %982
  %999 = xor i32 %834, %810
  %1000 = xor i32 %999, %906
  %1001 = xor i32 %1000, %966
  %1002 = tail call i32 @llvm.fshl.i32(i32 %1001, i32 %1001, i32 1)
  %1003 = add i32 %1002, -899497514
  %1004 = add i32 %1003, %971
  %1005 = add i32 %1004, %998
  %1006 = add i32 %1005, %996
  %1007 = tail call i32 @llvm.fshl.i32(i32 %982, i32 %982, i32 30)
  %1008 = tail call i32 @llvm.fshl.i32(i32 %1006, i32 %1006, i32 5)
  %1009 = xor i32 %1007, %995
  %1010 = xor i32 %1009, %994
  %1011 = xor i32 %846, %822
  %1012 = xor i32 %1011, %918
  %1013 = xor i32 %1012, %978
  %1014 = tail call i32 @llvm.fshl.i32(i32 %1013, i32 %1013, i32 1)
  %1015 = tail call i32 @llvm.fshl.i32(i32 %994, i32 %994, i32 30)
  %1016 = add i32 %35, -899497514
  %1017 = add i32 %1016, %1014
  %1018 = add i32 %1017, %983
  %1019 = add i32 %1018, %1010
  %1020 = add i32 %1019, %1008
  store i32 %1020, ptr %1, align 4, !tbaa !9
  %1021 = load i32, ptr %36, align 4, !tbaa !9
  %1022 = add i32 %1006, %1021
  %1023 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 %1022, ptr %1023, align 4, !tbaa !9
  %1024 = load i32, ptr %38, align 4, !tbaa !9
  %1025 = add i32 %1015, %1024
  %1026 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %1025, ptr %1026, align 4, !tbaa !9
  %1027 = load i32, ptr %40, align 4, !tbaa !9
  %1028 = add i32 %1007, %1027
  %1029 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 %1028, ptr %1029, align 4, !tbaa !9
  %1030 = load i32, ptr %42, align 4, !tbaa !9
  %1031 = add i32 %995, %1030
  %1032 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %1031, ptr %1032, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 9) i32 @SHA1_pbkdf1_assist(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %178, label %8

8:                                                ; preds = %3
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %178, label %10

10:                                               ; preds = %8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 48, i1 false)
  %12 = getelementptr inbounds i8, ptr %0, i64 3
  %13 = load i8, ptr %12, align 1, !tbaa !14
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds i8, ptr %0, i64 2
  %16 = load i8, ptr %15, align 1, !tbaa !14
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = or disjoint i32 %18, %14
  %20 = getelementptr inbounds i8, ptr %0, i64 1
  %21 = load i8, ptr %20, align 1, !tbaa !14
  %22 = zext i8 %21 to i32
  %23 = shl nuw nsw i32 %22, 16
  %24 = or disjoint i32 %19, %23
  %25 = load i8, ptr %0, align 1, !tbaa !14
  %26 = zext i8 %25 to i32
  %27 = shl nuw i32 %26, 24
  %28 = or disjoint i32 %24, %27
  store i32 %28, ptr %4, align 16, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %0, i64 4
  %30 = getelementptr inbounds i8, ptr %0, i64 7
  %31 = load i8, ptr %30, align 1, !tbaa !14
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds i8, ptr %0, i64 6
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = zext i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 8
  %37 = or disjoint i32 %36, %32
  %38 = getelementptr inbounds i8, ptr %0, i64 5
  %39 = load i8, ptr %38, align 1, !tbaa !14
  %40 = zext i8 %39 to i32
  %41 = shl nuw nsw i32 %40, 16
  %42 = or disjoint i32 %37, %41
  %43 = load i8, ptr %29, align 1, !tbaa !14
  %44 = zext i8 %43 to i32
  %45 = shl nuw i32 %44, 24
  %46 = or disjoint i32 %42, %45
  %47 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %46, ptr %47, align 4, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %0, i64 8
  %49 = getelementptr inbounds i8, ptr %0, i64 11
  %50 = load i8, ptr %49, align 1, !tbaa !14
  %51 = zext i8 %50 to i32
  %52 = getelementptr inbounds i8, ptr %0, i64 10
  %53 = load i8, ptr %52, align 1, !tbaa !14
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 8
  %56 = or disjoint i32 %55, %51
  %57 = getelementptr inbounds i8, ptr %0, i64 9
  %58 = load i8, ptr %57, align 1, !tbaa !14
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 16
  %61 = or disjoint i32 %56, %60
  %62 = load i8, ptr %48, align 1, !tbaa !14
  %63 = zext i8 %62 to i32
  %64 = shl nuw i32 %63, 24
  %65 = or disjoint i32 %61, %64
  %66 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %65, ptr %66, align 8, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %0, i64 12
  %68 = getelementptr inbounds i8, ptr %0, i64 15
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = zext i8 %69 to i32
  %71 = getelementptr inbounds i8, ptr %0, i64 14
  %72 = load i8, ptr %71, align 1, !tbaa !14
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or disjoint i32 %74, %70
  %76 = getelementptr inbounds i8, ptr %0, i64 13
  %77 = load i8, ptr %76, align 1, !tbaa !14
  %78 = zext i8 %77 to i32
  %79 = shl nuw nsw i32 %78, 16
  %80 = or disjoint i32 %75, %79
  %81 = load i8, ptr %67, align 1, !tbaa !14
  %82 = zext i8 %81 to i32
  %83 = shl nuw i32 %82, 24
  %84 = or disjoint i32 %80, %83
  %85 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %84, ptr %85, align 4, !tbaa !9
  %86 = getelementptr inbounds i8, ptr %0, i64 16
  %87 = getelementptr inbounds i8, ptr %0, i64 19
  %88 = load i8, ptr %87, align 1, !tbaa !14
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !14
  %92 = zext i8 %91 to i32
  %93 = shl nuw nsw i32 %92, 8
  %94 = or disjoint i32 %93, %89
  %95 = getelementptr inbounds i8, ptr %0, i64 17
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = zext i8 %96 to i32
  %98 = shl nuw nsw i32 %97, 16
  %99 = or disjoint i32 %94, %98
  %100 = load i8, ptr %86, align 1, !tbaa !14
  %101 = zext i8 %100 to i32
  %102 = shl nuw i32 %101, 24
  %103 = or disjoint i32 %99, %102
  %104 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 %103, ptr %104, align 16, !tbaa !9
  %105 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 -2147483648, ptr %105, align 4, !tbaa !9
  %106 = getelementptr inbounds i8, ptr %4, i64 60
  store i32 160, ptr %106, align 4, !tbaa !9
  %107 = icmp eq i64 %2, 1
  br i1 %107, label %114, label %174

108:                                              ; preds = %174
  %109 = load i32, ptr %4, align 16, !tbaa !9
  %110 = load i32, ptr %47, align 4, !tbaa !9
  %111 = load i32, ptr %66, align 8, !tbaa !9
  %112 = load i32, ptr %85, align 4, !tbaa !9
  %113 = load i32, ptr %104, align 16, !tbaa !9
  br label %114

114:                                              ; preds = %108, %10
  %115 = phi i32 [ %113, %108 ], [ %103, %10 ]
  %116 = phi i32 [ %112, %108 ], [ %84, %10 ]
  %117 = phi i32 [ %111, %108 ], [ %65, %10 ]
  %118 = phi i32 [ %110, %108 ], [ %46, %10 ]
  %119 = phi i32 [ %109, %108 ], [ %28, %10 ]
  %120 = lshr i32 %119, 24
  %121 = trunc nuw i32 %120 to i8
  store i8 %121, ptr %1, align 1, !tbaa !14
  %122 = lshr i32 %119, 16
  %123 = trunc i32 %122 to i8
  %124 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 %123, ptr %124, align 1, !tbaa !14
  %125 = lshr i32 %119, 8
  %126 = trunc i32 %125 to i8
  %127 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 %126, ptr %127, align 1, !tbaa !14
  %128 = trunc i32 %119 to i8
  %129 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 %128, ptr %129, align 1, !tbaa !14
  %130 = getelementptr inbounds i8, ptr %1, i64 4
  %131 = lshr i32 %118, 24
  %132 = trunc nuw i32 %131 to i8
  store i8 %132, ptr %130, align 1, !tbaa !14
  %133 = lshr i32 %118, 16
  %134 = trunc i32 %133 to i8
  %135 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 %134, ptr %135, align 1, !tbaa !14
  %136 = lshr i32 %118, 8
  %137 = trunc i32 %136 to i8
  %138 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 %137, ptr %138, align 1, !tbaa !14
  %139 = trunc i32 %118 to i8
  %140 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 %139, ptr %140, align 1, !tbaa !14
  %141 = getelementptr inbounds i8, ptr %1, i64 8
  %142 = lshr i32 %117, 24
  %143 = trunc nuw i32 %142 to i8
  store i8 %143, ptr %141, align 1, !tbaa !14
  %144 = lshr i32 %117, 16
  %145 = trunc i32 %144 to i8
  %146 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 %145, ptr %146, align 1, !tbaa !14
  %147 = lshr i32 %117, 8
  %148 = trunc i32 %147 to i8
  %149 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %148, ptr %149, align 1, !tbaa !14
  %150 = trunc i32 %117 to i8
  %151 = getelementptr inbounds i8, ptr %1, i64 11
  store i8 %150, ptr %151, align 1, !tbaa !14
  %152 = getelementptr inbounds i8, ptr %1, i64 12
  %153 = lshr i32 %116, 24
  %154 = trunc nuw i32 %153 to i8
  store i8 %154, ptr %152, align 1, !tbaa !14
  %155 = lshr i32 %116, 16
  %156 = trunc i32 %155 to i8
  %157 = getelementptr inbounds i8, ptr %1, i64 13
  store i8 %156, ptr %157, align 1, !tbaa !14
  %158 = lshr i32 %116, 8
  %159 = trunc i32 %158 to i8
  %160 = getelementptr inbounds i8, ptr %1, i64 14
  store i8 %159, ptr %160, align 1, !tbaa !14
  %161 = trunc i32 %116 to i8
  %162 = getelementptr inbounds i8, ptr %1, i64 15
  store i8 %161, ptr %162, align 1, !tbaa !14
  %163 = getelementptr inbounds i8, ptr %1, i64 16
  %164 = lshr i32 %115, 24
  %165 = trunc nuw i32 %164 to i8
  store i8 %165, ptr %163, align 1, !tbaa !14
  %166 = lshr i32 %115, 16
  %167 = trunc i32 %166 to i8
  %168 = getelementptr inbounds i8, ptr %1, i64 17
  store i8 %167, ptr %168, align 1, !tbaa !14
  %169 = lshr i32 %115, 8
  %170 = trunc i32 %169 to i8
  %171 = getelementptr inbounds i8, ptr %1, i64 18
  store i8 %170, ptr %171, align 1, !tbaa !14
  %172 = trunc i32 %115 to i8
  %173 = getelementptr inbounds i8, ptr %1, i64 19
  store i8 %172, ptr %173, align 1, !tbaa !14
  br label %178

174:                                              ; preds = %10, %174
  %175 = phi i64 [ %176, %174 ], [ 1, %10 ]
  call fastcc void @sha_compress_words(ptr noundef nonnull @SHA1_pbkdf1_assist.iv, ptr noundef nonnull %4, ptr noundef nonnull %4)
  %176 = add nuw i64 %175, 1
  %177 = icmp eq i64 %176, %2
  br i1 %177, label %108, label %174, !llvm.loop !22

178:                                              ; preds = %114, %8, %3
  %179 = phi i32 [ 1, %3 ], [ 8, %8 ], [ 0, %114 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  ret i32 %179
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 84}
!12 = !{!"t_hash_state", !7, i64 0, !7, i64 20, !10, i64 84, !13, i64 88}
!13 = !{!"long", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!12, !13, i64 88}
!18 = distinct !{!18, !16}
!19 = !{i64 0, i64 20, !14, i64 20, i64 64, !14, i64 84, i64 4, !9, i64 88, i64 8, !20}
!20 = !{!13, !13, i64 0}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
