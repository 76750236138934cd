; ModuleID = 'src/SHA512.c'
source_filename = "src/SHA512.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.t_hash_state = type { [8 x i64], [128 x i8], i32, [2 x i64], i64 }

@H_SHA_512 = internal unnamed_addr constant [3 x [8 x i64]] [[8 x i64] [i64 7640891576956012808, i64 -4942790177534073029, i64 4354685564936845355, i64 -6534734903238641935, i64 5840696475078001361, i64 -7276294671716946913, i64 2270897969802886507, i64 6620516959819538809], [8 x i64] [i64 -8341449602262348382, i64 8350123849800275158, i64 2160240930085379202, i64 7466358040605728719, i64 1111592415079452072, i64 8638871050018654530, i64 4583966954114332360, i64 1230299281376055969], [8 x i64] [i64 2463787394917988140, i64 -6965556091613846334, i64 2563595384472711505, i64 -7622211418569250115, i64 -7626776825740460061, i64 -4729309413028513390, i64 3098927326965381290, i64 1060366662362279074]], align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local range(i32 0, 3) i32 @SHA512_init(ptr noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %14, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(224) ptr @calloc(i64 noundef 1, i64 noundef 224) #12
  store ptr %5, ptr %0, align 8, !tbaa !5
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %5, i64 216
  store i64 %1, ptr %8, align 8, !tbaa !9
  %9 = icmp eq i64 %1, 32
  %10 = select i1 %9, i64 128, i64 0
  %11 = icmp eq i64 %1, 28
  %12 = select i1 %11, i64 64, i64 %10
  %13 = getelementptr i8, ptr @H_SHA_512, i64 %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 16 dereferenceable(64) %13, i64 64, i1 false), !tbaa !13
  br label %14

14:                                               ; preds = %4, %2, %7
  %15 = phi i32 [ 0, %7 ], [ 1, %2 ], [ 2, %4 ]
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @SHA512_destroy(ptr nocapture noundef %0) local_unnamed_addr #3 {
  tail call void @free(ptr noundef %0) #13
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @SHA512_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [16 x i64], align 16
  %5 = alloca [16 x i64], align 16
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  br i1 %8, label %153, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 192
  %11 = load i32, ptr %10, align 8, !tbaa !14
  %12 = icmp ugt i32 %11, 127
  br i1 %12, label %153, label %13

13:                                               ; preds = %9
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %150, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = getelementptr inbounds i8, ptr %0, i64 200
  %18 = getelementptr inbounds i8, ptr %0, i64 208
  br label %19

19:                                               ; preds = %15, %145
  %20 = phi ptr [ %1, %15 ], [ %148, %145 ]
  %21 = phi i32 [ %11, %15 ], [ %147, %145 ]
  %22 = phi i64 [ %2, %15 ], [ %146, %145 ]
  %23 = icmp eq i32 %21, 0
  %24 = icmp ugt i64 %22, 127
  %25 = and i1 %24, %23
  br i1 %25, label %26, label %81

26:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ 0, %26 ], [ %69, %27 ]
  %29 = shl nuw nsw i64 %28, 3
  %30 = getelementptr inbounds i8, ptr %20, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !15
  %32 = zext i8 %31 to i64
  %33 = shl nuw i64 %32, 56
  %34 = getelementptr inbounds i8, ptr %30, i64 1
  %35 = load i8, ptr %34, align 1, !tbaa !15
  %36 = zext i8 %35 to i64
  %37 = shl nuw nsw i64 %36, 48
  %38 = or disjoint i64 %37, %33
  %39 = getelementptr inbounds i8, ptr %30, i64 2
  %40 = load i8, ptr %39, align 1, !tbaa !15
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = or disjoint i64 %38, %42
  %44 = getelementptr inbounds i8, ptr %30, i64 3
  %45 = load i8, ptr %44, align 1, !tbaa !15
  %46 = zext i8 %45 to i64
  %47 = shl nuw nsw i64 %46, 32
  %48 = or disjoint i64 %43, %47
  %49 = getelementptr inbounds i8, ptr %30, i64 4
  %50 = load i8, ptr %49, align 1, !tbaa !15
  %51 = zext i8 %50 to i64
  %52 = shl nuw nsw i64 %51, 24
  %53 = or disjoint i64 %48, %52
  %54 = getelementptr inbounds i8, ptr %30, i64 5
  %55 = load i8, ptr %54, align 1, !tbaa !15
  %56 = zext i8 %55 to i64
  %57 = shl nuw nsw i64 %56, 16
  %58 = or disjoint i64 %53, %57
  %59 = getelementptr inbounds i8, ptr %30, i64 6
  %60 = load i8, ptr %59, align 1, !tbaa !15
  %61 = zext i8 %60 to i64
  %62 = shl nuw nsw i64 %61, 8
  %63 = or i64 %58, %62
  %64 = getelementptr inbounds i8, ptr %30, i64 7
  %65 = load i8, ptr %64, align 1, !tbaa !15
  %66 = zext i8 %65 to i64
  %67 = or i64 %63, %66
  %68 = getelementptr inbounds [16 x i64], ptr %5, i64 0, i64 %28
  store i64 %67, ptr %68, align 8, !tbaa !13
  %69 = add nuw nsw i64 %28, 1
  %70 = icmp eq i64 %69, 16
  br i1 %70, label %71, label %27, !llvm.loop !16

71:                                               ; preds = %27
  call fastcc void @sha_compress_words(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  %72 = getelementptr inbounds i8, ptr %20, i64 128
  %73 = add i64 %22, -128
  %74 = load i64, ptr %17, align 8, !tbaa !13
  %75 = add i64 %74, 1024
  store i64 %75, ptr %17, align 8, !tbaa !13
  %76 = icmp ugt i64 %74, -1025
  br i1 %76, label %77, label %145

77:                                               ; preds = %71
  %78 = load i64, ptr %18, align 8, !tbaa !13
  %79 = add i64 %78, 1
  store i64 %79, ptr %18, align 8, !tbaa !13
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %150, label %145

81:                                               ; preds = %19
  %82 = sub i32 128, %21
  %83 = zext i32 %82 to i64
  %84 = tail call i64 @llvm.umin.i64(i64 %22, i64 %83)
  %85 = trunc nuw i64 %84 to i32
  %86 = zext i32 %21 to i64
  %87 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 %86
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %87, ptr align 1 %20, i64 %84, i1 false)
  %88 = getelementptr inbounds i8, ptr %20, i64 %84
  %89 = add i32 %21, %85
  %90 = sub i64 %22, %84
  %91 = icmp eq i32 %89, 128
  br i1 %91, label %92, label %145

92:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #13
  br label %93

93:                                               ; preds = %93, %92
  %94 = phi i64 [ 0, %92 ], [ %135, %93 ]
  %95 = shl nuw nsw i64 %94, 3
  %96 = getelementptr inbounds i8, ptr %16, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !15
  %98 = zext i8 %97 to i64
  %99 = shl nuw i64 %98, 56
  %100 = getelementptr inbounds i8, ptr %96, i64 1
  %101 = load i8, ptr %100, align 1, !tbaa !15
  %102 = zext i8 %101 to i64
  %103 = shl nuw nsw i64 %102, 48
  %104 = or disjoint i64 %103, %99
  %105 = getelementptr inbounds i8, ptr %96, i64 2
  %106 = load i8, ptr %105, align 1, !tbaa !15
  %107 = zext i8 %106 to i64
  %108 = shl nuw nsw i64 %107, 40
  %109 = or disjoint i64 %104, %108
  %110 = getelementptr inbounds i8, ptr %96, i64 3
  %111 = load i8, ptr %110, align 1, !tbaa !15
  %112 = zext i8 %111 to i64
  %113 = shl nuw nsw i64 %112, 32
  %114 = or disjoint i64 %109, %113
  %115 = getelementptr inbounds i8, ptr %96, i64 4
  %116 = load i8, ptr %115, align 1, !tbaa !15
  %117 = zext i8 %116 to i64
  %118 = shl nuw nsw i64 %117, 24
  %119 = or disjoint i64 %114, %118
  %120 = getelementptr inbounds i8, ptr %96, i64 5
  %121 = load i8, ptr %120, align 1, !tbaa !15
  %122 = zext i8 %121 to i64
  %123 = shl nuw nsw i64 %122, 16
  %124 = or disjoint i64 %119, %123
  %125 = getelementptr inbounds i8, ptr %96, i64 6
  %126 = load i8, ptr %125, align 1, !tbaa !15
  %127 = zext i8 %126 to i64
  %128 = shl nuw nsw i64 %127, 8
  %129 = or i64 %124, %128
  %130 = getelementptr inbounds i8, ptr %96, i64 7
  %131 = load i8, ptr %130, align 1, !tbaa !15
  %132 = zext i8 %131 to i64
  %133 = or i64 %129, %132
  %134 = getelementptr inbounds [16 x i64], ptr %4, i64 0, i64 %94
  store i64 %133, ptr %134, align 8, !tbaa !13
  %135 = add nuw nsw i64 %94, 1
  %136 = icmp eq i64 %135, 16
  br i1 %136, label %137, label %93, !llvm.loop !16

137:                                              ; preds = %93
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #13
  %138 = load i64, ptr %17, align 8, !tbaa !13
  %139 = add i64 %138, 1024
  store i64 %139, ptr %17, align 8, !tbaa !13
  %140 = icmp ugt i64 %138, -1025
  br i1 %140, label %141, label %145

141:                                              ; preds = %137
  %142 = load i64, ptr %18, align 8, !tbaa !13
  %143 = add i64 %142, 1
  store i64 %143, ptr %18, align 8, !tbaa !13
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %150, label %145

145:                                              ; preds = %141, %137, %77, %71, %81
  %146 = phi i64 [ %90, %81 ], [ %73, %71 ], [ %73, %77 ], [ %90, %137 ], [ %90, %141 ]
  %147 = phi i32 [ %89, %81 ], [ 0, %71 ], [ 0, %77 ], [ 0, %137 ], [ 0, %141 ]
  %148 = phi ptr [ %88, %81 ], [ %72, %71 ], [ %72, %77 ], [ %88, %137 ], [ %88, %141 ]
  %149 = icmp eq i64 %146, 0
  br i1 %149, label %150, label %19

150:                                              ; preds = %145, %141, %77, %13
  %151 = phi i32 [ %11, %13 ], [ 0, %77 ], [ 0, %141 ], [ %147, %145 ]
  %152 = phi i32 [ 0, %13 ], [ 10, %77 ], [ 10, %141 ], [ 0, %145 ]
  store i32 %151, ptr %10, align 8, !tbaa !14
  br label %153

153:                                              ; preds = %150, %9, %3
  %154 = phi i32 [ 1, %3 ], [ 20, %9 ], [ %152, %150 ]
  ret i32 %154
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @SHA512_digest(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca %struct.t_hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #13
  %5 = icmp eq ptr %0, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 216
  %8 = load i64, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i64 %8, %2
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %4, ptr noundef nonnull align 8 dereferenceable(224) %0, i64 224, i1 false), !tbaa.struct !18
  %11 = call fastcc i32 @sha_finalize(ptr noundef nonnull %4, ptr noundef %1, i64 noundef %2)
  br label %12

12:                                               ; preds = %6, %3, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %3 ], [ 9, %6 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #13
  ret i32 %13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 21) i32 @sha_finalize(ptr noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2) unnamed_addr #7 {
  %4 = alloca [16 x i64], align 16
  %5 = alloca [16 x i64], align 16
  %6 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 216
  %8 = load i64, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i64 %8, %2
  br i1 %9, label %10, label %382

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 192
  %12 = load i32, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i32 %12, 127
  br i1 %13, label %382, label %14

14:                                               ; preds = %10
  %15 = shl nuw nsw i32 %12, 3
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 200
  %18 = load i64, ptr %17, align 8, !tbaa !13
  %19 = add i64 %18, %16
  store i64 %19, ptr %17, align 8, !tbaa !13
  %20 = icmp ult i64 %19, %16
  br i1 %20, label %21, label %26

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %0, i64 208
  %23 = load i64, ptr %22, align 8, !tbaa !13
  %24 = add i64 %23, 1
  store i64 %24, ptr %22, align 8, !tbaa !13
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %382, label %26

26:                                               ; preds = %14, %21
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = add nuw nsw i32 %12, 1
  store i32 %28, ptr %11, align 8, !tbaa !14
  %29 = zext nneg i32 %12 to i64
  %30 = getelementptr inbounds [128 x i8], ptr %27, i64 0, i64 %29
  store i8 -128, ptr %30, align 1, !tbaa !15
  %31 = load i32, ptr %11, align 8, !tbaa !14
  %32 = sub i32 128, %31
  %33 = icmp ult i32 %32, 16
  br i1 %33, label %34, label %83

34:                                               ; preds = %26
  %35 = zext i32 %31 to i64
  %36 = getelementptr inbounds [128 x i8], ptr %27, i64 0, i64 %35
  %37 = zext nneg i32 %32 to i64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %36, i8 0, i64 %37, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ 0, %34 ], [ %80, %38 ]
  %40 = shl nuw nsw i64 %39, 3
  %41 = getelementptr inbounds i8, ptr %27, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !15
  %43 = zext i8 %42 to i64
  %44 = shl nuw i64 %43, 56
  %45 = getelementptr inbounds i8, ptr %41, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !15
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 48
  %49 = or disjoint i64 %48, %44
  %50 = getelementptr inbounds i8, ptr %41, i64 2
  %51 = load i8, ptr %50, align 1, !tbaa !15
  %52 = zext i8 %51 to i64
  %53 = shl nuw nsw i64 %52, 40
  %54 = or disjoint i64 %49, %53
  %55 = getelementptr inbounds i8, ptr %41, i64 3
  %56 = load i8, ptr %55, align 1, !tbaa !15
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %57, 32
  %59 = or disjoint i64 %54, %58
  %60 = getelementptr inbounds i8, ptr %41, i64 4
  %61 = load i8, ptr %60, align 1, !tbaa !15
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 24
  %64 = or disjoint i64 %59, %63
  %65 = getelementptr inbounds i8, ptr %41, i64 5
  %66 = load i8, ptr %65, align 1, !tbaa !15
  %67 = zext i8 %66 to i64
  %68 = shl nuw nsw i64 %67, 16
  %69 = or disjoint i64 %64, %68
  %70 = getelementptr inbounds i8, ptr %41, i64 6
  %71 = load i8, ptr %70, align 1, !tbaa !15
  %72 = zext i8 %71 to i64
  %73 = shl nuw nsw i64 %72, 8
  %74 = or i64 %69, %73
  %75 = getelementptr inbounds i8, ptr %41, i64 7
  %76 = load i8, ptr %75, align 1, !tbaa !15
  %77 = zext i8 %76 to i64
  %78 = or i64 %74, %77
  %79 = getelementptr inbounds [16 x i64], ptr %5, i64 0, i64 %39
  store i64 %78, ptr %79, align 8, !tbaa !13
  %80 = add nuw nsw i64 %39, 1
  %81 = icmp eq i64 %80, 16
  br i1 %81, label %82, label %38, !llvm.loop !16

82:                                               ; preds = %38
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  store i32 0, ptr %11, align 8, !tbaa !14
  br label %83

83:                                               ; preds = %82, %26
  %84 = phi i32 [ 0, %82 ], [ %31, %26 ]
  %85 = sub i32 128, %84
  %86 = zext i32 %84 to i64
  %87 = getelementptr inbounds [128 x i8], ptr %27, i64 0, i64 %86
  %88 = zext i32 %85 to i64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %87, i8 0, i64 %88, i1 false)
  %89 = getelementptr inbounds i8, ptr %0, i64 176
  %90 = getelementptr inbounds i8, ptr %0, i64 208
  %91 = load i64, ptr %90, align 8, !tbaa !13
  %92 = lshr i64 %91, 56
  %93 = trunc nuw i64 %92 to i8
  store i8 %93, ptr %89, align 1, !tbaa !15
  %94 = lshr i64 %91, 48
  %95 = trunc i64 %94 to i8
  %96 = getelementptr inbounds i8, ptr %0, i64 177
  store i8 %95, ptr %96, align 1, !tbaa !15
  %97 = lshr i64 %91, 40
  %98 = trunc i64 %97 to i8
  %99 = getelementptr inbounds i8, ptr %0, i64 178
  store i8 %98, ptr %99, align 1, !tbaa !15
  %100 = lshr i64 %91, 32
  %101 = trunc i64 %100 to i8
  %102 = getelementptr inbounds i8, ptr %0, i64 179
  store i8 %101, ptr %102, align 1, !tbaa !15
  %103 = lshr i64 %91, 24
  %104 = trunc i64 %103 to i8
  %105 = getelementptr inbounds i8, ptr %0, i64 180
  store i8 %104, ptr %105, align 1, !tbaa !15
  %106 = lshr i64 %91, 16
  %107 = trunc i64 %106 to i8
  %108 = getelementptr inbounds i8, ptr %0, i64 181
  store i8 %107, ptr %108, align 1, !tbaa !15
  %109 = lshr i64 %91, 8
  %110 = trunc i64 %109 to i8
  %111 = getelementptr inbounds i8, ptr %0, i64 182
  store i8 %110, ptr %111, align 1, !tbaa !15
  %112 = trunc i64 %91 to i8
  %113 = getelementptr inbounds i8, ptr %0, i64 183
  store i8 %112, ptr %113, align 1, !tbaa !15
  %114 = getelementptr inbounds i8, ptr %0, i64 184
  %115 = load i64, ptr %17, align 8, !tbaa !13
  %116 = lshr i64 %115, 56
  %117 = trunc nuw i64 %116 to i8
  store i8 %117, ptr %114, align 1, !tbaa !15
  %118 = lshr i64 %115, 48
  %119 = trunc i64 %118 to i8
  %120 = getelementptr inbounds i8, ptr %0, i64 185
  store i8 %119, ptr %120, align 1, !tbaa !15
  %121 = lshr i64 %115, 40
  %122 = trunc i64 %121 to i8
  %123 = getelementptr inbounds i8, ptr %0, i64 186
  store i8 %122, ptr %123, align 1, !tbaa !15
  %124 = lshr i64 %115, 32
  %125 = trunc i64 %124 to i8
  %126 = getelementptr inbounds i8, ptr %0, i64 187
  store i8 %125, ptr %126, align 1, !tbaa !15
  %127 = lshr i64 %115, 24
  %128 = trunc i64 %127 to i8
  %129 = getelementptr inbounds i8, ptr %0, i64 188
  store i8 %128, ptr %129, align 1, !tbaa !15
  %130 = lshr i64 %115, 16
  %131 = trunc i64 %130 to i8
  %132 = getelementptr inbounds i8, ptr %0, i64 189
  store i8 %131, ptr %132, align 1, !tbaa !15
  %133 = lshr i64 %115, 8
  %134 = trunc i64 %133 to i8
  %135 = getelementptr inbounds i8, ptr %0, i64 190
  store i8 %134, ptr %135, align 1, !tbaa !15
  %136 = trunc i64 %115 to i8
  %137 = getelementptr inbounds i8, ptr %0, i64 191
  store i8 %136, ptr %137, align 1, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #13
  br label %138

138:                                              ; preds = %138, %83
  %139 = phi i64 [ 0, %83 ], [ %180, %138 ]
  %140 = shl nuw nsw i64 %139, 3
  %141 = getelementptr inbounds i8, ptr %27, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !15
  %143 = zext i8 %142 to i64
  %144 = shl nuw i64 %143, 56
  %145 = getelementptr inbounds i8, ptr %141, i64 1
  %146 = load i8, ptr %145, align 1, !tbaa !15
  %147 = zext i8 %146 to i64
  %148 = shl nuw nsw i64 %147, 48
  %149 = or disjoint i64 %148, %144
  %150 = getelementptr inbounds i8, ptr %141, i64 2
  %151 = load i8, ptr %150, align 1, !tbaa !15
  %152 = zext i8 %151 to i64
  %153 = shl nuw nsw i64 %152, 40
  %154 = or disjoint i64 %149, %153
  %155 = getelementptr inbounds i8, ptr %141, i64 3
  %156 = load i8, ptr %155, align 1, !tbaa !15
  %157 = zext i8 %156 to i64
  %158 = shl nuw nsw i64 %157, 32
  %159 = or disjoint i64 %154, %158
  %160 = getelementptr inbounds i8, ptr %141, i64 4
  %161 = load i8, ptr %160, align 1, !tbaa !15
  %162 = zext i8 %161 to i64
  %163 = shl nuw nsw i64 %162, 24
  %164 = or disjoint i64 %159, %163
  %165 = getelementptr inbounds i8, ptr %141, i64 5
  %166 = load i8, ptr %165, align 1, !tbaa !15
  %167 = zext i8 %166 to i64
  %168 = shl nuw nsw i64 %167, 16
  %169 = or disjoint i64 %164, %168
  %170 = getelementptr inbounds i8, ptr %141, i64 6
  %171 = load i8, ptr %170, align 1, !tbaa !15
  %172 = zext i8 %171 to i64
  %173 = shl nuw nsw i64 %172, 8
  %174 = or i64 %169, %173
  %175 = getelementptr inbounds i8, ptr %141, i64 7
  %176 = load i8, ptr %175, align 1, !tbaa !15
  %177 = zext i8 %176 to i64
  %178 = or i64 %174, %177
  %179 = getelementptr inbounds [16 x i64], ptr %4, i64 0, i64 %139
  store i64 %178, ptr %179, align 8, !tbaa !13
  %180 = add nuw nsw i64 %139, 1
  %181 = icmp eq i64 %180, 16
  br i1 %181, label %182, label %138, !llvm.loop !16

182:                                              ; preds = %138
  call fastcc void @sha_compress_words(ptr noundef nonnull %0, ptr noundef nonnull %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #13
  %183 = load i64, ptr %0, align 8, !tbaa !13
  %184 = trunc i64 %183 to i8
  %185 = getelementptr inbounds i8, ptr %6, i64 7
  store i8 %184, ptr %185, align 1, !tbaa !15
  %186 = lshr i64 %183, 8
  %187 = trunc i64 %186 to i8
  %188 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 %187, ptr %188, align 2, !tbaa !15
  %189 = lshr i64 %183, 16
  %190 = trunc i64 %189 to i8
  %191 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 %190, ptr %191, align 1, !tbaa !15
  %192 = lshr i64 %183, 24
  %193 = trunc i64 %192 to i8
  %194 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 %193, ptr %194, align 4, !tbaa !15
  %195 = lshr i64 %183, 32
  %196 = trunc i64 %195 to i8
  %197 = getelementptr inbounds i8, ptr %6, i64 3
  store i8 %196, ptr %197, align 1, !tbaa !15
  %198 = lshr i64 %183, 40
  %199 = trunc i64 %198 to i8
  %200 = getelementptr inbounds i8, ptr %6, i64 2
  store i8 %199, ptr %200, align 2, !tbaa !15
  %201 = lshr i64 %183, 48
  %202 = trunc i64 %201 to i8
  %203 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 %202, ptr %203, align 1, !tbaa !15
  %204 = lshr i64 %183, 56
  %205 = trunc nuw i64 %204 to i8
  store i8 %205, ptr %6, align 16, !tbaa !15
  %206 = getelementptr inbounds i8, ptr %0, i64 8
  %207 = load i64, ptr %206, align 8, !tbaa !13
  %208 = trunc i64 %207 to i8
  %209 = getelementptr inbounds i8, ptr %6, i64 15
  store i8 %208, ptr %209, align 1, !tbaa !15
  %210 = lshr i64 %207, 8
  %211 = trunc i64 %210 to i8
  %212 = getelementptr inbounds i8, ptr %6, i64 14
  store i8 %211, ptr %212, align 2, !tbaa !15
  %213 = lshr i64 %207, 16
  %214 = trunc i64 %213 to i8
  %215 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 %214, ptr %215, align 1, !tbaa !15
  %216 = lshr i64 %207, 24
  %217 = trunc i64 %216 to i8
  %218 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 %217, ptr %218, align 4, !tbaa !15
  %219 = lshr i64 %207, 32
  %220 = trunc i64 %219 to i8
  %221 = getelementptr inbounds i8, ptr %6, i64 11
  store i8 %220, ptr %221, align 1, !tbaa !15
  %222 = lshr i64 %207, 40
  %223 = trunc i64 %222 to i8
  %224 = getelementptr inbounds i8, ptr %6, i64 10
  store i8 %223, ptr %224, align 2, !tbaa !15
  %225 = lshr i64 %207, 48
  %226 = trunc i64 %225 to i8
  %227 = getelementptr inbounds i8, ptr %6, i64 9
  store i8 %226, ptr %227, align 1, !tbaa !15
  %228 = lshr i64 %207, 56
  %229 = trunc nuw i64 %228 to i8
  %230 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %229, ptr %230, align 8, !tbaa !15
  %231 = getelementptr inbounds i8, ptr %0, i64 16
  %232 = load i64, ptr %231, align 8, !tbaa !13
  %233 = trunc i64 %232 to i8
  %234 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 %233, ptr %234, align 1, !tbaa !15
  %235 = lshr i64 %232, 8
  %236 = trunc i64 %235 to i8
  %237 = getelementptr inbounds i8, ptr %6, i64 22
  store i8 %236, ptr %237, align 2, !tbaa !15
  %238 = lshr i64 %232, 16
  %239 = trunc i64 %238 to i8
  %240 = getelementptr inbounds i8, ptr %6, i64 21
  store i8 %239, ptr %240, align 1, !tbaa !15
  %241 = lshr i64 %232, 24
  %242 = trunc i64 %241 to i8
  %243 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 %242, ptr %243, align 4, !tbaa !15
  %244 = lshr i64 %232, 32
  %245 = trunc i64 %244 to i8
  %246 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %245, ptr %246, align 1, !tbaa !15
  %247 = lshr i64 %232, 40
  %248 = trunc i64 %247 to i8
  %249 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 %248, ptr %249, align 2, !tbaa !15
  %250 = lshr i64 %232, 48
  %251 = trunc i64 %250 to i8
  %252 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 %251, ptr %252, align 1, !tbaa !15
  %253 = lshr i64 %232, 56
  %254 = trunc nuw i64 %253 to i8
  %255 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %254, ptr %255, align 16, !tbaa !15
  %256 = getelementptr inbounds i8, ptr %0, i64 24
  %257 = load i64, ptr %256, align 8, !tbaa !13
  %258 = trunc i64 %257 to i8
  %259 = getelementptr inbounds i8, ptr %6, i64 31
  store i8 %258, ptr %259, align 1, !tbaa !15
  %260 = lshr i64 %257, 8
  %261 = trunc i64 %260 to i8
  %262 = getelementptr inbounds i8, ptr %6, i64 30
  store i8 %261, ptr %262, align 2, !tbaa !15
  %263 = lshr i64 %257, 16
  %264 = trunc i64 %263 to i8
  %265 = getelementptr inbounds i8, ptr %6, i64 29
  store i8 %264, ptr %265, align 1, !tbaa !15
  %266 = lshr i64 %257, 24
  %267 = trunc i64 %266 to i8
  %268 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 %267, ptr %268, align 4, !tbaa !15
  %269 = lshr i64 %257, 32
  %270 = trunc i64 %269 to i8
  %271 = getelementptr inbounds i8, ptr %6, i64 27
  store i8 %270, ptr %271, align 1, !tbaa !15
  %272 = lshr i64 %257, 40
  %273 = trunc i64 %272 to i8
  %274 = getelementptr inbounds i8, ptr %6, i64 26
  store i8 %273, ptr %274, align 2, !tbaa !15
  %275 = lshr i64 %257, 48
  %276 = trunc i64 %275 to i8
  %277 = getelementptr inbounds i8, ptr %6, i64 25
  store i8 %276, ptr %277, align 1, !tbaa !15
  %278 = lshr i64 %257, 56
  %279 = trunc nuw i64 %278 to i8
  %280 = getelementptr inbounds i8, ptr %6, i64 24
  store i8 %279, ptr %280, align 8, !tbaa !15
  %281 = getelementptr inbounds i8, ptr %0, i64 32
  %282 = load i64, ptr %281, align 8, !tbaa !13
  %283 = trunc i64 %282 to i8
  %284 = getelementptr inbounds i8, ptr %6, i64 39
  store i8 %283, ptr %284, align 1, !tbaa !15
  %285 = lshr i64 %282, 8
  %286 = trunc i64 %285 to i8
  %287 = getelementptr inbounds i8, ptr %6, i64 38
  store i8 %286, ptr %287, align 2, !tbaa !15
  %288 = lshr i64 %282, 16
  %289 = trunc i64 %288 to i8
  %290 = getelementptr inbounds i8, ptr %6, i64 37
  store i8 %289, ptr %290, align 1, !tbaa !15
  %291 = lshr i64 %282, 24
  %292 = trunc i64 %291 to i8
  %293 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 %292, ptr %293, align 4, !tbaa !15
  %294 = lshr i64 %282, 32
  %295 = trunc i64 %294 to i8
  %296 = getelementptr inbounds i8, ptr %6, i64 35
  store i8 %295, ptr %296, align 1, !tbaa !15
  %297 = lshr i64 %282, 40
  %298 = trunc i64 %297 to i8
  %299 = getelementptr inbounds i8, ptr %6, i64 34
  store i8 %298, ptr %299, align 2, !tbaa !15
  %300 = lshr i64 %282, 48
  %301 = trunc i64 %300 to i8
  %302 = getelementptr inbounds i8, ptr %6, i64 33
  store i8 %301, ptr %302, align 1, !tbaa !15
  %303 = lshr i64 %282, 56
  %304 = trunc nuw i64 %303 to i8
  %305 = getelementptr inbounds i8, ptr %6, i64 32
  store i8 %304, ptr %305, align 16, !tbaa !15
  %306 = getelementptr inbounds i8, ptr %0, i64 40
  %307 = load i64, ptr %306, align 8, !tbaa !13
  %308 = trunc i64 %307 to i8
  %309 = getelementptr inbounds i8, ptr %6, i64 47
  store i8 %308, ptr %309, align 1, !tbaa !15
  %310 = lshr i64 %307, 8
  %311 = trunc i64 %310 to i8
  %312 = getelementptr inbounds i8, ptr %6, i64 46
  store i8 %311, ptr %312, align 2, !tbaa !15
  %313 = lshr i64 %307, 16
  %314 = trunc i64 %313 to i8
  %315 = getelementptr inbounds i8, ptr %6, i64 45
  store i8 %314, ptr %315, align 1, !tbaa !15
  %316 = lshr i64 %307, 24
  %317 = trunc i64 %316 to i8
  %318 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 %317, ptr %318, align 4, !tbaa !15
  %319 = lshr i64 %307, 32
  %320 = trunc i64 %319 to i8
  %321 = getelementptr inbounds i8, ptr %6, i64 43
  store i8 %320, ptr %321, align 1, !tbaa !15
  %322 = lshr i64 %307, 40
  %323 = trunc i64 %322 to i8
  %324 = getelementptr inbounds i8, ptr %6, i64 42
  store i8 %323, ptr %324, align 2, !tbaa !15
  %325 = lshr i64 %307, 48
  %326 = trunc i64 %325 to i8
  %327 = getelementptr inbounds i8, ptr %6, i64 41
  store i8 %326, ptr %327, align 1, !tbaa !15
  %328 = lshr i64 %307, 56
  %329 = trunc nuw i64 %328 to i8
  %330 = getelementptr inbounds i8, ptr %6, i64 40
  store i8 %329, ptr %330, align 8, !tbaa !15
  %331 = getelementptr inbounds i8, ptr %0, i64 48
  %332 = load i64, ptr %331, align 8, !tbaa !13
  %333 = trunc i64 %332 to i8
  %334 = getelementptr inbounds i8, ptr %6, i64 55
  store i8 %333, ptr %334, align 1, !tbaa !15
  %335 = lshr i64 %332, 8
  %336 = trunc i64 %335 to i8
  %337 = getelementptr inbounds i8, ptr %6, i64 54
  store i8 %336, ptr %337, align 2, !tbaa !15
  %338 = lshr i64 %332, 16
  %339 = trunc i64 %338 to i8
  %340 = getelementptr inbounds i8, ptr %6, i64 53
  store i8 %339, ptr %340, align 1, !tbaa !15
  %341 = lshr i64 %332, 24
  %342 = trunc i64 %341 to i8
  %343 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 %342, ptr %343, align 4, !tbaa !15
  %344 = lshr i64 %332, 32
  %345 = trunc i64 %344 to i8
  %346 = getelementptr inbounds i8, ptr %6, i64 51
  store i8 %345, ptr %346, align 1, !tbaa !15
  %347 = lshr i64 %332, 40
  %348 = trunc i64 %347 to i8
  %349 = getelementptr inbounds i8, ptr %6, i64 50
  store i8 %348, ptr %349, align 2, !tbaa !15
  %350 = lshr i64 %332, 48
  %351 = trunc i64 %350 to i8
  %352 = getelementptr inbounds i8, ptr %6, i64 49
  store i8 %351, ptr %352, align 1, !tbaa !15
  %353 = lshr i64 %332, 56
  %354 = trunc nuw i64 %353 to i8
  %355 = getelementptr inbounds i8, ptr %6, i64 48
  store i8 %354, ptr %355, align 16, !tbaa !15
  %356 = getelementptr inbounds i8, ptr %0, i64 56
  %357 = load i64, ptr %356, align 8, !tbaa !13
  %358 = trunc i64 %357 to i8
  %359 = getelementptr inbounds i8, ptr %6, i64 63
  store i8 %358, ptr %359, align 1, !tbaa !15
  %360 = lshr i64 %357, 8
  %361 = trunc i64 %360 to i8
  %362 = getelementptr inbounds i8, ptr %6, i64 62
  store i8 %361, ptr %362, align 2, !tbaa !15
  %363 = lshr i64 %357, 16
  %364 = trunc i64 %363 to i8
  %365 = getelementptr inbounds i8, ptr %6, i64 61
  store i8 %364, ptr %365, align 1, !tbaa !15
  %366 = lshr i64 %357, 24
  %367 = trunc i64 %366 to i8
  %368 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 %367, ptr %368, align 4, !tbaa !15
  %369 = lshr i64 %357, 32
  %370 = trunc i64 %369 to i8
  %371 = getelementptr inbounds i8, ptr %6, i64 59
  store i8 %370, ptr %371, align 1, !tbaa !15
  %372 = lshr i64 %357, 40
  %373 = trunc i64 %372 to i8
  %374 = getelementptr inbounds i8, ptr %6, i64 58
  store i8 %373, ptr %374, align 2, !tbaa !15
  %375 = lshr i64 %357, 48
  %376 = trunc i64 %375 to i8
  %377 = getelementptr inbounds i8, ptr %6, i64 57
  store i8 %376, ptr %377, align 1, !tbaa !15
  %378 = lshr i64 %357, 56
  %379 = trunc nuw i64 %378 to i8
  %380 = getelementptr inbounds i8, ptr %6, i64 56
  store i8 %379, ptr %380, align 8, !tbaa !15
  %381 = load i64, ptr %7, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr nonnull align 16 %6, i64 %381, i1 false)
  br label %382

382:                                              ; preds = %21, %10, %3, %182
  %383 = phi i32 [ 0, %182 ], [ 9, %3 ], [ 20, %10 ], [ 10, %21 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  ret i32 %383
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @SHA512_oneshot(ptr noundef %0, i64 noundef %1, ptr noundef writeonly %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = alloca %struct.t_hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #13
  %6 = icmp eq ptr %0, null
  %7 = icmp ne i64 %1, 0
  %8 = and i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %26, label %11

11:                                               ; preds = %4
  switch i64 %3, label %26 [
    i64 64, label %12
    i64 32, label %12
    i64 28, label %12
  ]

12:                                               ; preds = %11, %11, %11
  %13 = getelementptr inbounds i8, ptr %5, i64 192
  store i32 0, ptr %13, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %5, i64 200
  %15 = getelementptr inbounds i8, ptr %5, i64 216
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  store i64 %3, ptr %15, align 8, !tbaa !9
  %16 = icmp eq i64 %3, 32
  %17 = select i1 %16, i64 128, i64 0
  %18 = icmp eq i64 %3, 28
  %19 = select i1 %18, i64 64, i64 %17
  %20 = getelementptr i8, ptr @H_SHA_512, i64 %19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !13
  br i1 %7, label %21, label %24

21:                                               ; preds = %12
  %22 = call i32 @SHA512_update(ptr noundef nonnull %5, ptr noundef %0, i64 noundef %1)
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %21, %12
  %25 = call fastcc i32 @sha_finalize(ptr noundef nonnull %5, ptr noundef nonnull %2, i64 noundef %3)
  br label %26

26:                                               ; preds = %21, %11, %4, %24
  %27 = phi i32 [ %25, %24 ], [ 1, %4 ], [ 9, %11 ], [ %22, %21 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #13
  ret i32 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @SHA512_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %1, ptr noundef nonnull align 8 dereferenceable(224) %0, i64 224, i1 false), !tbaa.struct !18
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @SHA512_pbkdf2_hmac_assist(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef writeonly %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #7 {
  %7 = alloca [16 x i64], align 16
  %8 = alloca [8 x i64], align 16
  %9 = alloca [8 x i64], align 16
  %10 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #13
  %11 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %12 = insertelement <4 x ptr> %11, ptr %1, i64 1
  %13 = insertelement <4 x ptr> %12, ptr %2, i64 2
  %14 = insertelement <4 x ptr> %13, ptr %3, i64 3
  %15 = icmp eq <4 x ptr> %14, zeroinitializer
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  br i1 %17, label %18, label %346

18:                                               ; preds = %6
  %19 = icmp eq i64 %4, 0
  br i1 %19, label %346, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 216
  %22 = load i64, ptr %21, align 8, !tbaa !9
  %23 = icmp eq i64 %22, %5
  br i1 %23, label %24, label %346

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %1, i64 216
  %26 = load i64, ptr %25, align 8, !tbaa !9
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %28, label %346

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 192
  %30 = load i32, ptr %29, align 8, !tbaa !14
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %346

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %1, i64 192
  %34 = load i32, ptr %33, align 8, !tbaa !14
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %346

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %0, i64 200
  %38 = load i64, ptr %37, align 8, !tbaa !13
  %39 = icmp eq i64 %38, 1024
  br i1 %39, label %40, label %346

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 208
  %42 = load i64, ptr %41, align 8, !tbaa !13
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %346

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %1, i64 200
  %46 = load i64, ptr %45, align 8, !tbaa !13
  %47 = icmp eq i64 %46, 1024
  br i1 %47, label %48, label %346

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %1, i64 208
  %50 = load i64, ptr %49, align 8, !tbaa !13
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %52, label %346

52:                                               ; preds = %48
  %53 = lshr i64 %5, 3
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %5 to i32
  %56 = and i32 %55, 7
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = add i32 %58, %54
  %60 = shl nuw nsw i32 %56, 3
  %61 = sub nuw nsw i32 64, %60
  %62 = zext nneg i32 %61 to i64
  %63 = xor i32 %60, 56
  %64 = zext nneg i32 %63 to i64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 1 %2, i64 %5, i1 false)
  br label %65

65:                                               ; preds = %52, %65
  %66 = phi i64 [ 0, %52 ], [ %71, %65 ]
  %67 = shl nuw nsw i64 %66, 3
  %68 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %67
  %69 = call fastcc i64 @load_u8to64_big(ptr noundef nonnull %68)
  %70 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %66
  store i64 %69, ptr %70, align 8, !tbaa !13
  %71 = add nuw nsw i64 %66, 1
  %72 = icmp eq i64 %71, 8
  br i1 %72, label %73, label %65, !llvm.loop !20

73:                                               ; preds = %65
  %74 = icmp eq i32 %56, 0
  %75 = shl nsw i64 -1, %62
  %76 = shl nuw i64 128, %64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %7, i8 0, i64 128, i1 false)
  %77 = icmp eq i32 %59, 0
  br i1 %77, label %83, label %78

78:                                               ; preds = %73
  %79 = add i32 %59, -1
  %80 = zext i32 %79 to i64
  %81 = shl nuw nsw i64 %80, 3
  %82 = add nuw nsw i64 %81, 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %7, ptr noundef nonnull align 16 dereferenceable(1) %9, i64 %82, i1 false), !tbaa !13
  br label %83

83:                                               ; preds = %78, %73
  %84 = and i64 %53, 4294967295
  %85 = getelementptr inbounds [16 x i64], ptr %7, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8, !tbaa !13
  %87 = or i64 %86, %76
  store i64 %87, ptr %85, align 8, !tbaa !13
  %88 = shl i64 %5, 3
  %89 = add i64 %88, 1024
  %90 = getelementptr inbounds i8, ptr %7, i64 120
  store i64 %89, ptr %90, align 8, !tbaa !13
  %91 = icmp eq i64 %4, 1
  br i1 %91, label %101, label %92

92:                                               ; preds = %83
  %93 = icmp eq i32 %54, 0
  %94 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %84
  %95 = and i64 %5, 34359738360
  %96 = tail call i64 @llvm.umax.i64(i64 %4, i64 2)
  %97 = zext i32 %59 to i64
  %98 = icmp ult i32 %59, 4
  %99 = and i64 %97, 4294967292
  %100 = icmp eq i64 %99, %97
  br label %300

101:                                              ; preds = %343, %83
  %102 = load i64, ptr %9, align 16, !tbaa !13
  %103 = trunc i64 %102 to i8
  %104 = getelementptr inbounds i8, ptr %10, i64 7
  store i8 %103, ptr %104, align 1, !tbaa !15
  %105 = lshr i64 %102, 8
  %106 = trunc i64 %105 to i8
  %107 = getelementptr inbounds i8, ptr %10, i64 6
  store i8 %106, ptr %107, align 2, !tbaa !15
  %108 = lshr i64 %102, 16
  %109 = trunc i64 %108 to i8
  %110 = getelementptr inbounds i8, ptr %10, i64 5
  store i8 %109, ptr %110, align 1, !tbaa !15
  %111 = lshr i64 %102, 24
  %112 = trunc i64 %111 to i8
  %113 = getelementptr inbounds i8, ptr %10, i64 4
  store i8 %112, ptr %113, align 4, !tbaa !15
  %114 = lshr i64 %102, 32
  %115 = trunc i64 %114 to i8
  %116 = getelementptr inbounds i8, ptr %10, i64 3
  store i8 %115, ptr %116, align 1, !tbaa !15
  %117 = lshr i64 %102, 40
  %118 = trunc i64 %117 to i8
  %119 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 %118, ptr %119, align 2, !tbaa !15
  %120 = lshr i64 %102, 48
  %121 = trunc i64 %120 to i8
  %122 = getelementptr inbounds i8, ptr %10, i64 1
  store i8 %121, ptr %122, align 1, !tbaa !15
  %123 = lshr i64 %102, 56
  %124 = trunc nuw i64 %123 to i8
  store i8 %124, ptr %10, align 16, !tbaa !15
  %125 = getelementptr inbounds i8, ptr %9, i64 8
  %126 = load i64, ptr %125, align 8, !tbaa !13
  %127 = getelementptr inbounds i8, ptr %10, i64 8
  %128 = trunc i64 %126 to i8
  %129 = getelementptr inbounds i8, ptr %10, i64 15
  store i8 %128, ptr %129, align 1, !tbaa !15
  %130 = lshr i64 %126, 8
  %131 = trunc i64 %130 to i8
  %132 = getelementptr inbounds i8, ptr %10, i64 14
  store i8 %131, ptr %132, align 2, !tbaa !15
  %133 = lshr i64 %126, 16
  %134 = trunc i64 %133 to i8
  %135 = getelementptr inbounds i8, ptr %10, i64 13
  store i8 %134, ptr %135, align 1, !tbaa !15
  %136 = lshr i64 %126, 24
  %137 = trunc i64 %136 to i8
  %138 = getelementptr inbounds i8, ptr %10, i64 12
  store i8 %137, ptr %138, align 4, !tbaa !15
  %139 = lshr i64 %126, 32
  %140 = trunc i64 %139 to i8
  %141 = getelementptr inbounds i8, ptr %10, i64 11
  store i8 %140, ptr %141, align 1, !tbaa !15
  %142 = lshr i64 %126, 40
  %143 = trunc i64 %142 to i8
  %144 = getelementptr inbounds i8, ptr %10, i64 10
  store i8 %143, ptr %144, align 2, !tbaa !15
  %145 = lshr i64 %126, 48
  %146 = trunc i64 %145 to i8
  %147 = getelementptr inbounds i8, ptr %10, i64 9
  store i8 %146, ptr %147, align 1, !tbaa !15
  %148 = lshr i64 %126, 56
  %149 = trunc nuw i64 %148 to i8
  store i8 %149, ptr %127, align 8, !tbaa !15
  %150 = getelementptr inbounds i8, ptr %9, i64 16
  %151 = load i64, ptr %150, align 16, !tbaa !13
  %152 = getelementptr inbounds i8, ptr %10, i64 16
  %153 = trunc i64 %151 to i8
  %154 = getelementptr inbounds i8, ptr %10, i64 23
  store i8 %153, ptr %154, align 1, !tbaa !15
  %155 = lshr i64 %151, 8
  %156 = trunc i64 %155 to i8
  %157 = getelementptr inbounds i8, ptr %10, i64 22
  store i8 %156, ptr %157, align 2, !tbaa !15
  %158 = lshr i64 %151, 16
  %159 = trunc i64 %158 to i8
  %160 = getelementptr inbounds i8, ptr %10, i64 21
  store i8 %159, ptr %160, align 1, !tbaa !15
  %161 = lshr i64 %151, 24
  %162 = trunc i64 %161 to i8
  %163 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 %162, ptr %163, align 4, !tbaa !15
  %164 = lshr i64 %151, 32
  %165 = trunc i64 %164 to i8
  %166 = getelementptr inbounds i8, ptr %10, i64 19
  store i8 %165, ptr %166, align 1, !tbaa !15
  %167 = lshr i64 %151, 40
  %168 = trunc i64 %167 to i8
  %169 = getelementptr inbounds i8, ptr %10, i64 18
  store i8 %168, ptr %169, align 2, !tbaa !15
  %170 = lshr i64 %151, 48
  %171 = trunc i64 %170 to i8
  %172 = getelementptr inbounds i8, ptr %10, i64 17
  store i8 %171, ptr %172, align 1, !tbaa !15
  %173 = lshr i64 %151, 56
  %174 = trunc nuw i64 %173 to i8
  store i8 %174, ptr %152, align 16, !tbaa !15
  %175 = getelementptr inbounds i8, ptr %9, i64 24
  %176 = load i64, ptr %175, align 8, !tbaa !13
  %177 = getelementptr inbounds i8, ptr %10, i64 24
  %178 = trunc i64 %176 to i8
  %179 = getelementptr inbounds i8, ptr %10, i64 31
  store i8 %178, ptr %179, align 1, !tbaa !15
  %180 = lshr i64 %176, 8
  %181 = trunc i64 %180 to i8
  %182 = getelementptr inbounds i8, ptr %10, i64 30
  store i8 %181, ptr %182, align 2, !tbaa !15
  %183 = lshr i64 %176, 16
  %184 = trunc i64 %183 to i8
  %185 = getelementptr inbounds i8, ptr %10, i64 29
  store i8 %184, ptr %185, align 1, !tbaa !15
  %186 = lshr i64 %176, 24
  %187 = trunc i64 %186 to i8
  %188 = getelementptr inbounds i8, ptr %10, i64 28
  store i8 %187, ptr %188, align 4, !tbaa !15
  %189 = lshr i64 %176, 32
  %190 = trunc i64 %189 to i8
  %191 = getelementptr inbounds i8, ptr %10, i64 27
  store i8 %190, ptr %191, align 1, !tbaa !15
  %192 = lshr i64 %176, 40
  %193 = trunc i64 %192 to i8
  %194 = getelementptr inbounds i8, ptr %10, i64 26
  store i8 %193, ptr %194, align 2, !tbaa !15
  %195 = lshr i64 %176, 48
  %196 = trunc i64 %195 to i8
  %197 = getelementptr inbounds i8, ptr %10, i64 25
  store i8 %196, ptr %197, align 1, !tbaa !15
  %198 = lshr i64 %176, 56
  %199 = trunc nuw i64 %198 to i8
  store i8 %199, ptr %177, align 8, !tbaa !15
  %200 = getelementptr inbounds i8, ptr %9, i64 32
  %201 = load i64, ptr %200, align 16, !tbaa !13
  %202 = getelementptr inbounds i8, ptr %10, i64 32
  %203 = trunc i64 %201 to i8
  %204 = getelementptr inbounds i8, ptr %10, i64 39
  store i8 %203, ptr %204, align 1, !tbaa !15
  %205 = lshr i64 %201, 8
  %206 = trunc i64 %205 to i8
  %207 = getelementptr inbounds i8, ptr %10, i64 38
  store i8 %206, ptr %207, align 2, !tbaa !15
  %208 = lshr i64 %201, 16
  %209 = trunc i64 %208 to i8
  %210 = getelementptr inbounds i8, ptr %10, i64 37
  store i8 %209, ptr %210, align 1, !tbaa !15
  %211 = lshr i64 %201, 24
  %212 = trunc i64 %211 to i8
  %213 = getelementptr inbounds i8, ptr %10, i64 36
  store i8 %212, ptr %213, align 4, !tbaa !15
  %214 = lshr i64 %201, 32
  %215 = trunc i64 %214 to i8
  %216 = getelementptr inbounds i8, ptr %10, i64 35
  store i8 %215, ptr %216, align 1, !tbaa !15
  %217 = lshr i64 %201, 40
  %218 = trunc i64 %217 to i8
  %219 = getelementptr inbounds i8, ptr %10, i64 34
  store i8 %218, ptr %219, align 2, !tbaa !15
  %220 = lshr i64 %201, 48
  %221 = trunc i64 %220 to i8
  %222 = getelementptr inbounds i8, ptr %10, i64 33
  store i8 %221, ptr %222, align 1, !tbaa !15
  %223 = lshr i64 %201, 56
  %224 = trunc nuw i64 %223 to i8
  store i8 %224, ptr %202, align 16, !tbaa !15
  %225 = getelementptr inbounds i8, ptr %9, i64 40
  %226 = load i64, ptr %225, align 8, !tbaa !13
  %227 = getelementptr inbounds i8, ptr %10, i64 40
  %228 = trunc i64 %226 to i8
  %229 = getelementptr inbounds i8, ptr %10, i64 47
  store i8 %228, ptr %229, align 1, !tbaa !15
  %230 = lshr i64 %226, 8
  %231 = trunc i64 %230 to i8
  %232 = getelementptr inbounds i8, ptr %10, i64 46
  store i8 %231, ptr %232, align 2, !tbaa !15
  %233 = lshr i64 %226, 16
  %234 = trunc i64 %233 to i8
  %235 = getelementptr inbounds i8, ptr %10, i64 45
  store i8 %234, ptr %235, align 1, !tbaa !15
  %236 = lshr i64 %226, 24
  %237 = trunc i64 %236 to i8
  %238 = getelementptr inbounds i8, ptr %10, i64 44
  store i8 %237, ptr %238, align 4, !tbaa !15
  %239 = lshr i64 %226, 32
  %240 = trunc i64 %239 to i8
  %241 = getelementptr inbounds i8, ptr %10, i64 43
  store i8 %240, ptr %241, align 1, !tbaa !15
  %242 = lshr i64 %226, 40
  %243 = trunc i64 %242 to i8
  %244 = getelementptr inbounds i8, ptr %10, i64 42
  store i8 %243, ptr %244, align 2, !tbaa !15
  %245 = lshr i64 %226, 48
  %246 = trunc i64 %245 to i8
  %247 = getelementptr inbounds i8, ptr %10, i64 41
  store i8 %246, ptr %247, align 1, !tbaa !15
  %248 = lshr i64 %226, 56
  %249 = trunc nuw i64 %248 to i8
  store i8 %249, ptr %227, align 8, !tbaa !15
  %250 = getelementptr inbounds i8, ptr %9, i64 48
  %251 = load i64, ptr %250, align 16, !tbaa !13
  %252 = getelementptr inbounds i8, ptr %10, i64 48
  %253 = trunc i64 %251 to i8
  %254 = getelementptr inbounds i8, ptr %10, i64 55
  store i8 %253, ptr %254, align 1, !tbaa !15
  %255 = lshr i64 %251, 8
  %256 = trunc i64 %255 to i8
  %257 = getelementptr inbounds i8, ptr %10, i64 54
  store i8 %256, ptr %257, align 2, !tbaa !15
  %258 = lshr i64 %251, 16
  %259 = trunc i64 %258 to i8
  %260 = getelementptr inbounds i8, ptr %10, i64 53
  store i8 %259, ptr %260, align 1, !tbaa !15
  %261 = lshr i64 %251, 24
  %262 = trunc i64 %261 to i8
  %263 = getelementptr inbounds i8, ptr %10, i64 52
  store i8 %262, ptr %263, align 4, !tbaa !15
  %264 = lshr i64 %251, 32
  %265 = trunc i64 %264 to i8
  %266 = getelementptr inbounds i8, ptr %10, i64 51
  store i8 %265, ptr %266, align 1, !tbaa !15
  %267 = lshr i64 %251, 40
  %268 = trunc i64 %267 to i8
  %269 = getelementptr inbounds i8, ptr %10, i64 50
  store i8 %268, ptr %269, align 2, !tbaa !15
  %270 = lshr i64 %251, 48
  %271 = trunc i64 %270 to i8
  %272 = getelementptr inbounds i8, ptr %10, i64 49
  store i8 %271, ptr %272, align 1, !tbaa !15
  %273 = lshr i64 %251, 56
  %274 = trunc nuw i64 %273 to i8
  store i8 %274, ptr %252, align 16, !tbaa !15
  %275 = getelementptr inbounds i8, ptr %9, i64 56
  %276 = load i64, ptr %275, align 8, !tbaa !13
  %277 = getelementptr inbounds i8, ptr %10, i64 56
  %278 = trunc i64 %276 to i8
  %279 = getelementptr inbounds i8, ptr %10, i64 63
  store i8 %278, ptr %279, align 1, !tbaa !15
  %280 = lshr i64 %276, 8
  %281 = trunc i64 %280 to i8
  %282 = getelementptr inbounds i8, ptr %10, i64 62
  store i8 %281, ptr %282, align 2, !tbaa !15
  %283 = lshr i64 %276, 16
  %284 = trunc i64 %283 to i8
  %285 = getelementptr inbounds i8, ptr %10, i64 61
  store i8 %284, ptr %285, align 1, !tbaa !15
  %286 = lshr i64 %276, 24
  %287 = trunc i64 %286 to i8
  %288 = getelementptr inbounds i8, ptr %10, i64 60
  store i8 %287, ptr %288, align 4, !tbaa !15
  %289 = lshr i64 %276, 32
  %290 = trunc i64 %289 to i8
  %291 = getelementptr inbounds i8, ptr %10, i64 59
  store i8 %290, ptr %291, align 1, !tbaa !15
  %292 = lshr i64 %276, 40
  %293 = trunc i64 %292 to i8
  %294 = getelementptr inbounds i8, ptr %10, i64 58
  store i8 %293, ptr %294, align 2, !tbaa !15
  %295 = lshr i64 %276, 48
  %296 = trunc i64 %295 to i8
  %297 = getelementptr inbounds i8, ptr %10, i64 57
  store i8 %296, ptr %297, align 1, !tbaa !15
  %298 = lshr i64 %276, 56
  %299 = trunc nuw i64 %298 to i8
  store i8 %299, ptr %277, align 8, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr nonnull align 16 %10, i64 %5, i1 false)
  br label %346

300:                                              ; preds = %92, %343
  %301 = phi i64 [ 1, %92 ], [ %344, %343 ]
  call fastcc void @sha_compress_words(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %7)
  br i1 %93, label %303, label %302

302:                                              ; preds = %300
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %8, i64 %95, i1 false), !tbaa !13
  br label %303

303:                                              ; preds = %302, %300
  br i1 %74, label %308, label %304

304:                                              ; preds = %303
  %305 = load i64, ptr %94, align 8, !tbaa !13
  %306 = and i64 %305, %75
  %307 = or i64 %306, %76
  store i64 %307, ptr %85, align 8, !tbaa !13
  br label %308

308:                                              ; preds = %304, %303
  call fastcc void @sha_compress_words(ptr noundef %1, ptr noundef nonnull %8, ptr noundef nonnull %7)
  br i1 %93, label %310, label %309

309:                                              ; preds = %308
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 16 %8, i64 %95, i1 false), !tbaa !13
  br label %310

310:                                              ; preds = %309, %308
  br i1 %74, label %315, label %311

311:                                              ; preds = %310
  %312 = load i64, ptr %94, align 8, !tbaa !13
  %313 = and i64 %312, %75
  %314 = or i64 %313, %76
  store i64 %314, ptr %85, align 8, !tbaa !13
  br label %315

315:                                              ; preds = %311, %310
  br i1 %77, label %343, label %316

316:                                              ; preds = %315
  br i1 %98, label %332, label %317

317:                                              ; preds = %316, %317
  %318 = phi i64 [ %329, %317 ], [ 0, %316 ]
  %319 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %318
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load <2 x i64>, ptr %319, align 16, !tbaa !13
  %322 = load <2 x i64>, ptr %320, align 16, !tbaa !13
  %323 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %318
  %324 = getelementptr inbounds i8, ptr %323, i64 16
  %325 = load <2 x i64>, ptr %323, align 16, !tbaa !13
  %326 = load <2 x i64>, ptr %324, align 16, !tbaa !13
  %327 = xor <2 x i64> %325, %321
  %328 = xor <2 x i64> %326, %322
  store <2 x i64> %327, ptr %323, align 16, !tbaa !13
  store <2 x i64> %328, ptr %324, align 16, !tbaa !13
  %329 = add nuw i64 %318, 4
  %330 = icmp eq i64 %329, %99
  br i1 %330, label %331, label %317, !llvm.loop !21

331:                                              ; preds = %317
  br i1 %100, label %343, label %332

332:                                              ; preds = %331, %316
  %333 = phi i64 [ 0, %316 ], [ %99, %331 ]
  br label %334

334:                                              ; preds = %332, %334
  %335 = phi i64 [ %341, %334 ], [ %333, %332 ]
  %336 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %335
  %337 = load i64, ptr %336, align 8, !tbaa !13
  %338 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %335
  %339 = load i64, ptr %338, align 8, !tbaa !13
  %340 = xor i64 %339, %337
  store i64 %340, ptr %338, align 8, !tbaa !13
  %341 = add nuw nsw i64 %335, 1
  %342 = icmp eq i64 %341, %97
  br i1 %342, label %343, label %334, !llvm.loop !24

343:                                              ; preds = %334, %331, %315
  %344 = add nuw i64 %301, 1
  %345 = icmp eq i64 %344, %96
  br i1 %345, label %101, label %300, !llvm.loop !25

346:                                              ; preds = %28, %32, %36, %40, %44, %48, %20, %24, %18, %6, %101
  %347 = phi i32 [ 0, %101 ], [ 1, %6 ], [ 8, %18 ], [ 9, %24 ], [ 9, %20 ], [ 20, %48 ], [ 20, %44 ], [ 20, %40 ], [ 20, %36 ], [ 20, %32 ], [ 20, %28 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  ret i32 %347
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @load_u8to64_big(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  %2 = load i8, ptr %0, align 1, !tbaa !15
  %3 = zext i8 %2 to i64
  %4 = shl nuw i64 %3, 56
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = zext i8 %6 to i64
  %8 = shl nuw nsw i64 %7, 48
  %9 = or disjoint i64 %8, %4
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !15
  %12 = zext i8 %11 to i64
  %13 = shl nuw nsw i64 %12, 40
  %14 = or disjoint i64 %9, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !15
  %17 = zext i8 %16 to i64
  %18 = shl nuw nsw i64 %17, 32
  %19 = or disjoint i64 %14, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !15
  %22 = zext i8 %21 to i64
  %23 = shl nuw nsw i64 %22, 24
  %24 = or disjoint i64 %19, %23
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !15
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 16
  %29 = or disjoint i64 %24, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !15
  %32 = zext i8 %31 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = or i64 %29, %33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !15
  %37 = zext i8 %36 to i64
  %38 = or i64 %34, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sha_compress_words(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) unnamed_addr #8 {
  %4 = load i64, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %2, i64 32
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %2, i64 40
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %2, i64 48
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 56
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 64
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %2, i64 72
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %2, i64 80
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %2, i64 88
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %2, i64 96
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %2, i64 104
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %2, i64 112
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds i8, ptr %2, i64 120
  %34 = load i64, ptr %33, align 8
  %35 = load i64, ptr %0, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %0, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  %41 = load i64, ptr %40, align 8, !tbaa !13
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = load i64, ptr %42, align 8, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %0, i64 40
  %45 = load i64, ptr %44, align 8, !tbaa !13
  %46 = getelementptr inbounds i8, ptr %0, i64 48
  %47 = load i64, ptr %46, align 8, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %0, i64 56
  %49 = load i64, ptr %48, align 8, !tbaa !13
  %50 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 50)
  %51 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 46)
  %52 = xor i64 %50, %51
  %53 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 23)
  %54 = xor i64 %52, %53
  %55 = xor i64 %47, %45
  %56 = and i64 %55, %43
  %57 = xor i64 %56, %47
  %58 = add i64 %4, 4794697086780616226
  %59 = add i64 %58, %54
  %60 = add i64 %59, %49
  %61 = add i64 %60, %57
  %62 = add i64 %61, %41
  %63 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 36)
  %64 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 30)
  %65 = xor i64 %63, %64
  %66 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 25)
  %67 = xor i64 %65, %66
  %68 = and i64 %37, %35
  %69 = or i64 %37, %35
  %70 = and i64 %39, %69
  %71 = or i64 %70, %68
  %72 = add i64 %71, %67
  %73 = add i64 %72, %61
  %74 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 50)
  %75 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 46)
  %76 = xor i64 %74, %75
  %77 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 23)
  %78 = xor i64 %76, %77
  %79 = xor i64 %45, %43
  %80 = and i64 %62, %79
  %81 = xor i64 %80, %45
  %82 = add i64 %6, 8158064640168781261
  %83 = add i64 %82, %47
  %84 = add i64 %83, %81
  %85 = add i64 %84, %78
  %86 = add i64 %85, %39
  %87 = tail call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 36)
  %88 = tail call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 30)
  %89 = xor i64 %87, %88
  %90 = tail call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 25)
  %91 = xor i64 %89, %90
  %92 = and i64 %73, %35
  %93 = or i64 %73, %35
  %94 = and i64 %93, %37
  %95 = or i64 %94, %92
  %96 = add i64 %91, %95
  %97 = add i64 %96, %85
  %98 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 50)
  %99 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 46)
  %100 = xor i64 %98, %99
  %101 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 23)
  %102 = xor i64 %100, %101
  %103 = xor i64 %62, %43
  %104 = and i64 %86, %103
  %105 = xor i64 %104, %43
  %106 = add i64 %8, -5349999486874862801
  %107 = add i64 %106, %45
  %108 = add i64 %107, %105
  %109 = add i64 %108, %102
  %110 = add i64 %109, %37
  %111 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 36)
  %112 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 30)
  %113 = xor i64 %111, %112
  %114 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 25)
  %115 = xor i64 %113, %114
  %116 = and i64 %97, %73
  %117 = or i64 %97, %73
  %118 = and i64 %117, %35
  %119 = or i64 %118, %116
  %120 = add i64 %115, %119
  %121 = add i64 %120, %109
  %122 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 50)
  %123 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 46)
  %124 = xor i64 %122, %123
  %125 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 23)
  %126 = xor i64 %124, %125
  %127 = xor i64 %86, %62
  %128 = and i64 %110, %127
  %129 = xor i64 %128, %62
  %130 = add i64 %10, -1606136188198331460
  %131 = add i64 %130, %43
  %132 = add i64 %131, %129
  %133 = add i64 %132, %126
  %134 = add i64 %133, %35
  %135 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 36)
  %136 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 30)
  %137 = xor i64 %135, %136
  %138 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 25)
  %139 = xor i64 %137, %138
  %140 = and i64 %121, %97
  %141 = or i64 %121, %97
  %142 = and i64 %141, %73
  %143 = or i64 %142, %140
  %144 = add i64 %139, %143
  %145 = add i64 %144, %133
  %146 = tail call i64 @llvm.fshl.i64(i64 %134, i64 %134, i64 50)
  %147 = tail call i64 @llvm.fshl.i64(i64 %134, i64 %134, i64 46)
  %148 = xor i64 %146, %147
  %149 = tail call i64 @llvm.fshl.i64(i64 %134, i64 %134, i64 23)
  %150 = xor i64 %148, %149
  %151 = xor i64 %110, %86
  %152 = and i64 %134, %151
  %153 = xor i64 %152, %86
  %154 = add i64 %12, 4131703408338449720
  %155 = add i64 %154, %62
  %156 = add i64 %155, %153
  %157 = add i64 %156, %150
  %158 = add i64 %157, %73
  %159 = tail call i64 @llvm.fshl.i64(i64 %145, i64 %145, i64 36)
  %160 = tail call i64 @llvm.fshl.i64(i64 %145, i64 %145, i64 30)
  %161 = xor i64 %159, %160
  %162 = tail call i64 @llvm.fshl.i64(i64 %145, i64 %145, i64 25)
  %163 = xor i64 %161, %162
  %164 = and i64 %145, %121
  %165 = or i64 %145, %121
  %166 = and i64 %165, %97
  %167 = or i64 %166, %164
  %168 = add i64 %163, %167
  %169 = add i64 %168, %157
  %170 = tail call i64 @llvm.fshl.i64(i64 %158, i64 %158, i64 50)
  %171 = tail call i64 @llvm.fshl.i64(i64 %158, i64 %158, i64 46)
  %172 = xor i64 %170, %171
  %173 = tail call i64 @llvm.fshl.i64(i64 %158, i64 %158, i64 23)
  %174 = xor i64 %172, %173
  %175 = xor i64 %134, %110
  %176 = and i64 %158, %175
  %177 = xor i64 %176, %110
  %178 = add i64 %14, 6480981068601479193
  %179 = add i64 %178, %86
  %180 = add i64 %179, %177
  %181 = add i64 %180, %174
  %182 = add i64 %181, %97
  %183 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 36)
  %184 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 30)
  %185 = xor i64 %183, %184
  %186 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 25)
  %187 = xor i64 %185, %186
  %188 = and i64 %169, %145
  %189 = or i64 %169, %145
  %190 = and i64 %189, %121
  %191 = or i64 %190, %188
  %192 = add i64 %187, %191
  %193 = add i64 %192, %181
  %194 = tail call i64 @llvm.fshl.i64(i64 %182, i64 %182, i64 50)
  %195 = tail call i64 @llvm.fshl.i64(i64 %182, i64 %182, i64 46)
  %196 = xor i64 %194, %195
  %197 = tail call i64 @llvm.fshl.i64(i64 %182, i64 %182, i64 23)
  %198 = xor i64 %196, %197
  %199 = xor i64 %158, %134
  %200 = and i64 %182, %199
  %201 = xor i64 %200, %134
  %202 = add i64 %16, -7908458776815382629
  %203 = add i64 %202, %110
  %204 = add i64 %203, %201
  %205 = add i64 %204, %198
  %206 = add i64 %205, %121
  %207 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 36)
  %208 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 30)
  %209 = xor i64 %207, %208
  %210 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 25)
  %211 = xor i64 %209, %210
  %212 = and i64 %193, %169
  %213 = or i64 %193, %169
  %214 = and i64 %213, %145
  %215 = or i64 %214, %212
  %216 = add i64 %211, %215
  %217 = add i64 %216, %205
  %218 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %206, i64 50)
  %219 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %206, i64 46)
  %220 = xor i64 %218, %219
  %221 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %206, i64 23)
  %222 = xor i64 %220, %221
  %223 = xor i64 %182, %158
  %224 = and i64 %206, %223
  %225 = xor i64 %224, %158
  %226 = add i64 %18, -6116909921290321640
  %227 = add i64 %226, %134
  %228 = add i64 %227, %225
  %229 = add i64 %228, %222
  %230 = add i64 %229, %145
  %231 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 36)
  %232 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 30)
  %233 = xor i64 %231, %232
  %234 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 25)
  %235 = xor i64 %233, %234
  %236 = and i64 %217, %193
  %237 = or i64 %217, %193
  %238 = and i64 %237, %169
  %239 = or i64 %238, %236
  %240 = add i64 %235, %239
  %241 = add i64 %240, %229
  %242 = tail call i64 @llvm.fshl.i64(i64 %230, i64 %230, i64 50)
  %243 = tail call i64 @llvm.fshl.i64(i64 %230, i64 %230, i64 46)
  %244 = xor i64 %242, %243
  %245 = tail call i64 @llvm.fshl.i64(i64 %230, i64 %230, i64 23)
  %246 = xor i64 %244, %245
  %247 = xor i64 %206, %182
  %248 = and i64 %230, %247
  %249 = xor i64 %248, %182
  %250 = add i64 %20, -2880145864133508542
  %251 = add i64 %250, %158
  %252 = add i64 %251, %249
  %253 = add i64 %252, %246
  %254 = add i64 %253, %169
  %255 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 36)
  %256 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 30)
  %257 = xor i64 %255, %256
  %258 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 25)
  %259 = xor i64 %257, %258
  %260 = and i64 %241, %217
  %261 = or i64 %241, %217
  %262 = and i64 %261, %193
  %263 = or i64 %262, %260
  %264 = add i64 %259, %263
  %265 = add i64 %264, %253
  %266 = tail call i64 @llvm.fshl.i64(i64 %254, i64 %254, i64 50)
  %267 = tail call i64 @llvm.fshl.i64(i64 %254, i64 %254, i64 46)
  %268 = xor i64 %266, %267
  %269 = tail call i64 @llvm.fshl.i64(i64 %254, i64 %254, i64 23)
  %270 = xor i64 %268, %269
  %271 = xor i64 %230, %206
  %272 = and i64 %254, %271
  %273 = xor i64 %272, %206
  %274 = add i64 %22, 1334009975649890238
  %275 = add i64 %274, %182
  %276 = add i64 %275, %273
  %277 = add i64 %276, %270
  %278 = add i64 %277, %193
  %279 = tail call i64 @llvm.fshl.i64(i64 %265, i64 %265, i64 36)
  %280 = tail call i64 @llvm.fshl.i64(i64 %265, i64 %265, i64 30)
  %281 = xor i64 %279, %280
  %282 = tail call i64 @llvm.fshl.i64(i64 %265, i64 %265, i64 25)
  %283 = xor i64 %281, %282
  %284 = and i64 %265, %241
  %285 = or i64 %265, %241
  %286 = and i64 %285, %217
  %287 = or i64 %286, %284
  %288 = add i64 %283, %287
  %289 = add i64 %288, %277
  %290 = tail call i64 @llvm.fshl.i64(i64 %278, i64 %278, i64 50)
  %291 = tail call i64 @llvm.fshl.i64(i64 %278, i64 %278, i64 46)
  %292 = xor i64 %290, %291
  %293 = tail call i64 @llvm.fshl.i64(i64 %278, i64 %278, i64 23)
  %294 = xor i64 %292, %293
  %295 = xor i64 %254, %230
  %296 = and i64 %278, %295
  %297 = xor i64 %296, %230
  %298 = add i64 %24, 2608012711638119052
  %299 = add i64 %298, %206
  %300 = add i64 %299, %297
  %301 = add i64 %300, %294
  %302 = add i64 %301, %217
  %303 = tail call i64 @llvm.fshl.i64(i64 %289, i64 %289, i64 36)
  %304 = tail call i64 @llvm.fshl.i64(i64 %289, i64 %289, i64 30)
  %305 = xor i64 %303, %304
  %306 = tail call i64 @llvm.fshl.i64(i64 %289, i64 %289, i64 25)
  %307 = xor i64 %305, %306
  %308 = and i64 %289, %265
  %309 = or i64 %289, %265
  %310 = and i64 %309, %241
  %311 = or i64 %310, %308
  %312 = add i64 %307, %311
  %313 = add i64 %312, %301
  %314 = tail call i64 @llvm.fshl.i64(i64 %302, i64 %302, i64 50)
  %315 = tail call i64 @llvm.fshl.i64(i64 %302, i64 %302, i64 46)
  %316 = xor i64 %314, %315
  %317 = tail call i64 @llvm.fshl.i64(i64 %302, i64 %302, i64 23)
  %318 = xor i64 %316, %317
  %319 = xor i64 %278, %254
  %320 = and i64 %302, %319
  %321 = xor i64 %320, %254
  %322 = add i64 %26, 6128411473006802146
  %323 = add i64 %322, %230
  %324 = add i64 %323, %321
  %325 = add i64 %324, %318
  %326 = add i64 %325, %241
  %327 = tail call i64 @llvm.fshl.i64(i64 %313, i64 %313, i64 36)
  %328 = tail call i64 @llvm.fshl.i64(i64 %313, i64 %313, i64 30)
  %329 = xor i64 %327, %328
  %330 = tail call i64 @llvm.fshl.i64(i64 %313, i64 %313, i64 25)
  %331 = xor i64 %329, %330
  %332 = and i64 %313, %289
  %333 = or i64 %313, %289
  %334 = and i64 %333, %265
  %335 = or i64 %334, %332
  %336 = add i64 %331, %335
  %337 = add i64 %336, %325
  %338 = tail call i64 @llvm.fshl.i64(i64 %326, i64 %326, i64 50)
  %339 = tail call i64 @llvm.fshl.i64(i64 %326, i64 %326, i64 46)
  %340 = xor i64 %338, %339
  %341 = tail call i64 @llvm.fshl.i64(i64 %326, i64 %326, i64 23)
  %342 = xor i64 %340, %341
  %343 = xor i64 %302, %278
  %344 = and i64 %326, %343
  %345 = xor i64 %344, %278
  %346 = add i64 %28, 8268148722764581231
  %347 = add i64 %346, %254
  %348 = add i64 %347, %345
  %349 = add i64 %348, %342
  %350 = add i64 %349, %265
  %351 = tail call i64 @llvm.fshl.i64(i64 %337, i64 %337, i64 36)
  %352 = tail call i64 @llvm.fshl.i64(i64 %337, i64 %337, i64 30)
  %353 = xor i64 %351, %352
  %354 = tail call i64 @llvm.fshl.i64(i64 %337, i64 %337, i64 25)
  %355 = xor i64 %353, %354
  %356 = and i64 %337, %313
  %357 = or i64 %337, %313
  %358 = and i64 %357, %289
  %359 = or i64 %358, %356
  %360 = add i64 %355, %359
  %361 = add i64 %360, %349
  %362 = tail call i64 @llvm.fshl.i64(i64 %350, i64 %350, i64 50)
  %363 = tail call i64 @llvm.fshl.i64(i64 %350, i64 %350, i64 46)
  %364 = xor i64 %362, %363
  %365 = tail call i64 @llvm.fshl.i64(i64 %350, i64 %350, i64 23)
  %366 = xor i64 %364, %365
  %367 = xor i64 %326, %302
  %368 = and i64 %350, %367
  %369 = xor i64 %368, %302
  %370 = add i64 %30, -9160688886553864527
  %371 = add i64 %370, %278
  %372 = add i64 %371, %369
  %373 = add i64 %372, %366
  %374 = add i64 %373, %289
  %375 = tail call i64 @llvm.fshl.i64(i64 %361, i64 %361, i64 36)
  %376 = tail call i64 @llvm.fshl.i64(i64 %361, i64 %361, i64 30)
  %377 = xor i64 %375, %376
  %378 = tail call i64 @llvm.fshl.i64(i64 %361, i64 %361, i64 25)
  %379 = xor i64 %377, %378
  %380 = and i64 %361, %337
  %381 = or i64 %361, %337
  %382 = and i64 %381, %313
  %383 = or i64 %382, %380
  %384 = add i64 %379, %383
  %385 = add i64 %384, %373
  %386 = tail call i64 @llvm.fshl.i64(i64 %374, i64 %374, i64 50)
  %387 = tail call i64 @llvm.fshl.i64(i64 %374, i64 %374, i64 46)
  %388 = xor i64 %386, %387
  %389 = tail call i64 @llvm.fshl.i64(i64 %374, i64 %374, i64 23)
  %390 = xor i64 %388, %389
  %391 = xor i64 %350, %326
  %392 = and i64 %374, %391
  %393 = xor i64 %392, %326
  %394 = add i64 %32, -7215885187991268811
  %395 = add i64 %394, %302
  %396 = add i64 %395, %393
  %397 = add i64 %396, %390
  %398 = add i64 %397, %313
  %399 = tail call i64 @llvm.fshl.i64(i64 %385, i64 %385, i64 36)
  %400 = tail call i64 @llvm.fshl.i64(i64 %385, i64 %385, i64 30)
  %401 = xor i64 %399, %400
  %402 = tail call i64 @llvm.fshl.i64(i64 %385, i64 %385, i64 25)
  %403 = xor i64 %401, %402
  %404 = and i64 %385, %361
  %405 = or i64 %385, %361
  %406 = and i64 %405, %337
  %407 = or i64 %406, %404
  %408 = add i64 %403, %407
  %409 = add i64 %408, %397
  %410 = tail call i64 @llvm.fshl.i64(i64 %398, i64 %398, i64 50)
  %411 = tail call i64 @llvm.fshl.i64(i64 %398, i64 %398, i64 46)
  %412 = xor i64 %410, %411
  %413 = tail call i64 @llvm.fshl.i64(i64 %398, i64 %398, i64 23)
  %414 = xor i64 %412, %413
  %415 = xor i64 %374, %350
  %416 = and i64 %398, %415
  %417 = xor i64 %416, %350
  %418 = add i64 %34, -4495734319001033068
  %419 = add i64 %418, %326
  %420 = add i64 %419, %417
  %421 = add i64 %420, %414
  %422 = add i64 %421, %337
  %423 = tail call i64 @llvm.fshl.i64(i64 %409, i64 %409, i64 36)
  %424 = tail call i64 @llvm.fshl.i64(i64 %409, i64 %409, i64 30)
  %425 = xor i64 %423, %424
  %426 = tail call i64 @llvm.fshl.i64(i64 %409, i64 %409, i64 25)
  %427 = xor i64 %425, %426
  %428 = and i64 %409, %385
  %429 = or i64 %409, %385
  %430 = and i64 %429, %361
  %431 = or i64 %430, %428
  %432 = add i64 %427, %431
  %433 = add i64 %432, %421
  %434 = tail call i64 @llvm.fshl.i64(i64 %422, i64 %422, i64 50)
  %435 = tail call i64 @llvm.fshl.i64(i64 %422, i64 %422, i64 46)
  %436 = xor i64 %434, %435
  %437 = tail call i64 @llvm.fshl.i64(i64 %422, i64 %422, i64 23)
  %438 = xor i64 %436, %437
  %439 = xor i64 %398, %374
  %440 = and i64 %422, %439
  %441 = xor i64 %440, %374
  %442 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 45)
  %443 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 3)
  %444 = xor i64 %442, %443
  %445 = lshr i64 %32, 6
  %446 = xor i64 %444, %445
  %447 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 63)
  %448 = tail call i64 @llvm.fshl.i64(i64 %6, i64 %6, i64 56)
  %449 = xor i64 %447, %448
  %450 = lshr i64 %6, 7
  %451 = xor i64 %449, %450
  %452 = add i64 %451, %4
  %453 = add i64 %452, %22
  %454 = add i64 %453, %446
  %455 = add i64 %454, -1973867731355612462
  %456 = add i64 %455, %350
  %457 = add i64 %456, %441
  %458 = add i64 %457, %438
  %459 = add i64 %458, %361
  %460 = tail call i64 @llvm.fshl.i64(i64 %433, i64 %433, i64 36)
  %461 = tail call i64 @llvm.fshl.i64(i64 %433, i64 %433, i64 30)
  %462 = xor i64 %460, %461
  %463 = tail call i64 @llvm.fshl.i64(i64 %433, i64 %433, i64 25)
  %464 = xor i64 %462, %463
  %465 = and i64 %433, %409
  %466 = or i64 %433, %409
  %467 = and i64 %466, %385
  %468 = or i64 %467, %465
  %469 = add i64 %464, %468
  %470 = add i64 %469, %458
  %471 = tail call i64 @llvm.fshl.i64(i64 %459, i64 %459, i64 50)
  %472 = tail call i64 @llvm.fshl.i64(i64 %459, i64 %459, i64 46)
  %473 = xor i64 %471, %472
  %474 = tail call i64 @llvm.fshl.i64(i64 %459, i64 %459, i64 23)
  %475 = xor i64 %473, %474
  %476 = xor i64 %422, %398
  %477 = and i64 %459, %476
  %478 = xor i64 %477, %398
  %479 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 45)
  %480 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 3)
  %481 = xor i64 %479, %480
  %482 = lshr i64 %34, 6
  %483 = xor i64 %481, %482
  %484 = tail call i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 63)
  %485 = tail call i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 56)
  %486 = xor i64 %484, %485
  %487 = lshr i64 %8, 7
  %488 = xor i64 %486, %487
  %489 = add i64 %488, %6
  %490 = add i64 %489, %24
  %491 = add i64 %490, %483
  %492 = add i64 %491, -1171420211273849373
  %493 = add i64 %492, %374
  %494 = add i64 %493, %478
  %495 = add i64 %494, %475
  %496 = add i64 %495, %385
  %497 = tail call i64 @llvm.fshl.i64(i64 %470, i64 %470, i64 36)
  %498 = tail call i64 @llvm.fshl.i64(i64 %470, i64 %470, i64 30)
  %499 = xor i64 %497, %498
  %500 = tail call i64 @llvm.fshl.i64(i64 %470, i64 %470, i64 25)
  %501 = xor i64 %499, %500
  %502 = and i64 %470, %433
  %503 = or i64 %470, %433
  %504 = and i64 %503, %409
  %505 = or i64 %504, %502
  %506 = add i64 %501, %505
  %507 = add i64 %506, %495
  %508 = tail call i64 @llvm.fshl.i64(i64 %496, i64 %496, i64 50)
  %509 = tail call i64 @llvm.fshl.i64(i64 %496, i64 %496, i64 46)
  %510 = xor i64 %508, %509
  %511 = tail call i64 @llvm.fshl.i64(i64 %496, i64 %496, i64 23)
  %512 = xor i64 %510, %511
  %513 = xor i64 %459, %422
  %514 = and i64 %496, %513
  %515 = xor i64 %514, %422
  %516 = tail call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 45)
  %517 = tail call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 3)
  %518 = xor i64 %516, %517
  %519 = lshr i64 %454, 6
  %520 = xor i64 %518, %519
  %521 = tail call i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 63)
  %522 = tail call i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 56)
  %523 = xor i64 %521, %522
  %524 = lshr i64 %10, 7
  %525 = xor i64 %523, %524
  %526 = add i64 %525, %8
  %527 = add i64 %526, %26
  %528 = add i64 %527, %520
  %529 = add i64 %528, 1135362057144423861
  %530 = add i64 %529, %398
  %531 = add i64 %530, %515
  %532 = add i64 %531, %512
  %533 = add i64 %532, %409
  %534 = tail call i64 @llvm.fshl.i64(i64 %507, i64 %507, i64 36)
  %535 = tail call i64 @llvm.fshl.i64(i64 %507, i64 %507, i64 30)
  %536 = xor i64 %534, %535
  %537 = tail call i64 @llvm.fshl.i64(i64 %507, i64 %507, i64 25)
  %538 = xor i64 %536, %537
  %539 = and i64 %507, %470
  %540 = or i64 %507, %470
  %541 = and i64 %540, %433
  %542 = or i64 %541, %539
  %543 = add i64 %538, %542
  %544 = add i64 %543, %532
  %545 = tail call i64 @llvm.fshl.i64(i64 %533, i64 %533, i64 50)
  %546 = tail call i64 @llvm.fshl.i64(i64 %533, i64 %533, i64 46)
  %547 = xor i64 %545, %546
  %548 = tail call i64 @llvm.fshl.i64(i64 %533, i64 %533, i64 23)
  %549 = xor i64 %547, %548
  %550 = xor i64 %496, %459
  %551 = and i64 %533, %550
  %552 = xor i64 %551, %459
  %553 = tail call i64 @llvm.fshl.i64(i64 %491, i64 %491, i64 45)
  %554 = tail call i64 @llvm.fshl.i64(i64 %491, i64 %491, i64 3)
  %555 = xor i64 %553, %554
  %556 = lshr i64 %491, 6
  %557 = xor i64 %555, %556
  %558 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 63)
  %559 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 56)
  %560 = xor i64 %558, %559
  %561 = lshr i64 %12, 7
  %562 = xor i64 %560, %561
  %563 = add i64 %562, %10
  %564 = add i64 %563, %28
  %565 = add i64 %564, %557
  %566 = add i64 %565, 2597628984639134821
  %567 = add i64 %566, %422
  %568 = add i64 %567, %552
  %569 = add i64 %568, %549
  %570 = add i64 %569, %433
  %571 = tail call i64 @llvm.fshl.i64(i64 %544, i64 %544, i64 36)
  %572 = tail call i64 @llvm.fshl.i64(i64 %544, i64 %544, i64 30)
  %573 = xor i64 %571, %572
  %574 = tail call i64 @llvm.fshl.i64(i64 %544, i64 %544, i64 25)
  %575 = xor i64 %573, %574
  %576 = and i64 %544, %507
  %577 = or i64 %544, %507
  %578 = and i64 %577, %470
  %579 = or i64 %578, %576
  %580 = add i64 %575, %579
  %581 = add i64 %580, %569
  %582 = tail call i64 @llvm.fshl.i64(i64 %570, i64 %570, i64 50)
  %583 = tail call i64 @llvm.fshl.i64(i64 %570, i64 %570, i64 46)
  %584 = xor i64 %582, %583
  %585 = tail call i64 @llvm.fshl.i64(i64 %570, i64 %570, i64 23)
  %586 = xor i64 %584, %585
  %587 = xor i64 %533, %496
  %588 = and i64 %570, %587
  %589 = xor i64 %588, %496
  %590 = tail call i64 @llvm.fshl.i64(i64 %528, i64 %528, i64 45)
  %591 = tail call i64 @llvm.fshl.i64(i64 %528, i64 %528, i64 3)
  %592 = xor i64 %590, %591
  %593 = lshr i64 %528, 6
  %594 = xor i64 %592, %593
  %595 = tail call i64 @llvm.fshl.i64(i64 %14, i64 %14, i64 63)
  %596 = tail call i64 @llvm.fshl.i64(i64 %14, i64 %14, i64 56)
  %597 = xor i64 %595, %596
  %598 = lshr i64 %14, 7
  %599 = xor i64 %597, %598
  %600 = add i64 %599, %12
  %601 = add i64 %600, %30
  %602 = add i64 %601, %594
  %603 = add i64 %602, 3308224258029322869
  %604 = add i64 %603, %459
  %605 = add i64 %604, %589
  %606 = add i64 %605, %586
  %607 = add i64 %606, %470
  %608 = tail call i64 @llvm.fshl.i64(i64 %581, i64 %581, i64 36)
  %609 = tail call i64 @llvm.fshl.i64(i64 %581, i64 %581, i64 30)
  %610 = xor i64 %608, %609
  %611 = tail call i64 @llvm.fshl.i64(i64 %581, i64 %581, i64 25)
  %612 = xor i64 %610, %611
  %613 = and i64 %581, %544
  %614 = or i64 %581, %544
  %615 = and i64 %614, %507
  %616 = or i64 %615, %613
  %617 = add i64 %612, %616
  %618 = add i64 %617, %606
  %619 = tail call i64 @llvm.fshl.i64(i64 %607, i64 %607, i64 50)
  %620 = tail call i64 @llvm.fshl.i64(i64 %607, i64 %607, i64 46)
  %621 = xor i64 %619, %620
  %622 = tail call i64 @llvm.fshl.i64(i64 %607, i64 %607, i64 23)
  %623 = xor i64 %621, %622
  %624 = xor i64 %570, %533
  %625 = and i64 %607, %624
  %626 = xor i64 %625, %533
  %627 = tail call i64 @llvm.fshl.i64(i64 %565, i64 %565, i64 45)
  %628 = tail call i64 @llvm.fshl.i64(i64 %565, i64 %565, i64 3)
  %629 = xor i64 %627, %628
  %630 = lshr i64 %565, 6
  %631 = xor i64 %629, %630
  %632 = tail call i64 @llvm.fshl.i64(i64 %16, i64 %16, i64 63)
  %633 = tail call i64 @llvm.fshl.i64(i64 %16, i64 %16, i64 56)
  %634 = xor i64 %632, %633
  %635 = lshr i64 %16, 7
  %636 = xor i64 %634, %635
  %637 = add i64 %636, %14
  %638 = add i64 %637, %32
  %639 = add i64 %638, %631
  %640 = add i64 %639, 5365058923640841347
  %641 = add i64 %640, %496
  %642 = add i64 %641, %626
  %643 = add i64 %642, %623
  %644 = add i64 %643, %507
  %645 = tail call i64 @llvm.fshl.i64(i64 %618, i64 %618, i64 36)
  %646 = tail call i64 @llvm.fshl.i64(i64 %618, i64 %618, i64 30)
  %647 = xor i64 %645, %646
  %648 = tail call i64 @llvm.fshl.i64(i64 %618, i64 %618, i64 25)
  %649 = xor i64 %647, %648
  %650 = and i64 %618, %581
  %651 = or i64 %618, %581
  %652 = and i64 %651, %544
  %653 = or i64 %652, %650
  %654 = add i64 %649, %653
  %655 = add i64 %654, %643
  %656 = tail call i64 @llvm.fshl.i64(i64 %644, i64 %644, i64 50)
  %657 = tail call i64 @llvm.fshl.i64(i64 %644, i64 %644, i64 46)
  %658 = xor i64 %656, %657
  %659 = tail call i64 @llvm.fshl.i64(i64 %644, i64 %644, i64 23)
  %660 = xor i64 %658, %659
  %661 = xor i64 %607, %570
  %662 = and i64 %644, %661
  %663 = xor i64 %662, %570
  %664 = tail call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 45)
  %665 = tail call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 3)
  %666 = xor i64 %664, %665
  %667 = lshr i64 %602, 6
  %668 = xor i64 %666, %667
  %669 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 63)
  %670 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 56)
  %671 = xor i64 %669, %670
  %672 = lshr i64 %18, 7
  %673 = xor i64 %671, %672
  %674 = add i64 %673, %16
  %675 = add i64 %674, %34
  %676 = add i64 %675, %668
  %677 = add i64 %676, 6679025012923562964
  %678 = add i64 %677, %533
  %679 = add i64 %678, %663
  %680 = add i64 %679, %660
  %681 = add i64 %680, %544
  %682 = tail call i64 @llvm.fshl.i64(i64 %655, i64 %655, i64 36)
  %683 = tail call i64 @llvm.fshl.i64(i64 %655, i64 %655, i64 30)
  %684 = xor i64 %682, %683
  %685 = tail call i64 @llvm.fshl.i64(i64 %655, i64 %655, i64 25)
  %686 = xor i64 %684, %685
  %687 = and i64 %655, %618
  %688 = or i64 %655, %618
  %689 = and i64 %688, %581
  %690 = or i64 %689, %687
  %691 = add i64 %686, %690
  %692 = add i64 %691, %680
  %693 = tail call i64 @llvm.fshl.i64(i64 %681, i64 %681, i64 50)
  %694 = tail call i64 @llvm.fshl.i64(i64 %681, i64 %681, i64 46)
  %695 = xor i64 %693, %694
  %696 = tail call i64 @llvm.fshl.i64(i64 %681, i64 %681, i64 23)
  %697 = xor i64 %695, %696
  %698 = xor i64 %644, %607
  %699 = and i64 %681, %698
  %700 = xor i64 %699, %607
  %701 = tail call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 45)
  %702 = tail call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 3)
  %703 = xor i64 %701, %702
  %704 = lshr i64 %639, 6
  %705 = xor i64 %703, %704
  %706 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 63)
  %707 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 56)
  %708 = xor i64 %706, %707
  %709 = lshr i64 %20, 7
  %710 = xor i64 %708, %709
  %711 = add i64 %710, %18
  %712 = add i64 %711, %454
  %713 = add i64 %712, %705
  %714 = add i64 %713, 8573033837759648693
  %715 = add i64 %714, %570
  %716 = add i64 %715, %700
  %717 = add i64 %716, %697
  %718 = add i64 %717, %581
  %719 = tail call i64 @llvm.fshl.i64(i64 %692, i64 %692, i64 36)
  %720 = tail call i64 @llvm.fshl.i64(i64 %692, i64 %692, i64 30)
  %721 = xor i64 %719, %720
  %722 = tail call i64 @llvm.fshl.i64(i64 %692, i64 %692, i64 25)
  %723 = xor i64 %721, %722
  %724 = and i64 %692, %655
  %725 = or i64 %692, %655
  %726 = and i64 %725, %618
  %727 = or i64 %726, %724
  %728 = add i64 %723, %727
  %729 = add i64 %728, %717
  %730 = tail call i64 @llvm.fshl.i64(i64 %718, i64 %718, i64 50)
  %731 = tail call i64 @llvm.fshl.i64(i64 %718, i64 %718, i64 46)
  %732 = xor i64 %730, %731
  %733 = tail call i64 @llvm.fshl.i64(i64 %718, i64 %718, i64 23)
  %734 = xor i64 %732, %733
  %735 = xor i64 %681, %644
  %736 = and i64 %718, %735
  %737 = xor i64 %736, %644
  %738 = tail call i64 @llvm.fshl.i64(i64 %676, i64 %676, i64 45)
  %739 = tail call i64 @llvm.fshl.i64(i64 %676, i64 %676, i64 3)
  %740 = xor i64 %738, %739
  %741 = lshr i64 %676, 6
  %742 = xor i64 %740, %741
  %743 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 63)
  %744 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 56)
  %745 = xor i64 %743, %744
  %746 = lshr i64 %22, 7
  %747 = xor i64 %745, %746
  %748 = add i64 %747, %20
  %749 = add i64 %748, %491
  %750 = add i64 %749, %742
  %751 = add i64 %750, -7476448914759557205
  %752 = add i64 %751, %607
  %753 = add i64 %752, %737
  %754 = add i64 %753, %734
  %755 = add i64 %754, %618
  %756 = tail call i64 @llvm.fshl.i64(i64 %729, i64 %729, i64 36)
  %757 = tail call i64 @llvm.fshl.i64(i64 %729, i64 %729, i64 30)
  %758 = xor i64 %756, %757
  %759 = tail call i64 @llvm.fshl.i64(i64 %729, i64 %729, i64 25)
  %760 = xor i64 %758, %759
  %761 = and i64 %729, %692
  %762 = or i64 %729, %692
  %763 = and i64 %762, %655
  %764 = or i64 %763, %761
  %765 = add i64 %760, %764
  %766 = add i64 %765, %754
  %767 = tail call i64 @llvm.fshl.i64(i64 %755, i64 %755, i64 50)
  %768 = tail call i64 @llvm.fshl.i64(i64 %755, i64 %755, i64 46)
  %769 = xor i64 %767, %768
  %770 = tail call i64 @llvm.fshl.i64(i64 %755, i64 %755, i64 23)
  %771 = xor i64 %769, %770
  %772 = xor i64 %718, %681
  %773 = and i64 %755, %772
  %774 = xor i64 %773, %681
  %775 = tail call i64 @llvm.fshl.i64(i64 %713, i64 %713, i64 45)
  %776 = tail call i64 @llvm.fshl.i64(i64 %713, i64 %713, i64 3)
  %777 = xor i64 %775, %776
  %778 = lshr i64 %713, 6
  %779 = xor i64 %777, %778
  %780 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 63)
  %781 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 56)
  %782 = xor i64 %780, %781
  %783 = lshr i64 %24, 7
  %784 = xor i64 %782, %783
  %785 = add i64 %784, %22
  %786 = add i64 %785, %528
  %787 = add i64 %786, %779
  %788 = add i64 %787, -6327057829258317296
  %789 = add i64 %788, %644
  %790 = add i64 %789, %774
  %791 = add i64 %790, %771
  %792 = add i64 %791, %655
  %793 = tail call i64 @llvm.fshl.i64(i64 %766, i64 %766, i64 36)
  %794 = tail call i64 @llvm.fshl.i64(i64 %766, i64 %766, i64 30)
  %795 = xor i64 %793, %794
  %796 = tail call i64 @llvm.fshl.i64(i64 %766, i64 %766, i64 25)
  %797 = xor i64 %795, %796
  %798 = and i64 %766, %729
  %799 = or i64 %766, %729
  %800 = and i64 %799, %692
  %801 = or i64 %800, %798
  %802 = add i64 %797, %801
  %803 = add i64 %802, %791
  %804 = tail call i64 @llvm.fshl.i64(i64 %792, i64 %792, i64 50)
  %805 = tail call i64 @llvm.fshl.i64(i64 %792, i64 %792, i64 46)
  %806 = xor i64 %804, %805
  %807 = tail call i64 @llvm.fshl.i64(i64 %792, i64 %792, i64 23)
  %808 = xor i64 %806, %807
  %809 = xor i64 %755, %718
  %810 = and i64 %792, %809
  %811 = xor i64 %810, %718
  %812 = tail call i64 @llvm.fshl.i64(i64 %750, i64 %750, i64 45)
  %813 = tail call i64 @llvm.fshl.i64(i64 %750, i64 %750, i64 3)
  %814 = xor i64 %812, %813
  %815 = lshr i64 %750, 6
  %816 = xor i64 %814, %815
  %817 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 63)
  %818 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 56)
  %819 = xor i64 %817, %818
  %820 = lshr i64 %26, 7
  %821 = xor i64 %819, %820
  %822 = add i64 %821, %24
  %823 = add i64 %822, %565
  %824 = add i64 %823, %816
  %825 = add i64 %824, -5763719355590565569
  %826 = add i64 %825, %681
  %827 = add i64 %826, %811
  %828 = add i64 %827, %808
  %829 = add i64 %828, %692
  %830 = tail call i64 @llvm.fshl.i64(i64 %803, i64 %803, i64 36)
  %831 = tail call i64 @llvm.fshl.i64(i64 %803, i64 %803, i64 30)
  %832 = xor i64 %830, %831
  %833 = tail call i64 @llvm.fshl.i64(i64 %803, i64 %803, i64 25)
  %834 = xor i64 %832, %833
  %835 = and i64 %803, %766
  %836 = or i64 %803, %766
  %837 = and i64 %836, %729
  %838 = or i64 %837, %835
  %839 = add i64 %834, %838
  %840 = add i64 %839, %828
  %841 = tail call i64 @llvm.fshl.i64(i64 %829, i64 %829, i64 50)
  %842 = tail call i64 @llvm.fshl.i64(i64 %829, i64 %829, i64 46)
  %843 = xor i64 %841, %842
  %844 = tail call i64 @llvm.fshl.i64(i64 %829, i64 %829, i64 23)
  %845 = xor i64 %843, %844
  %846 = xor i64 %792, %755
  %847 = and i64 %829, %846
  %848 = xor i64 %847, %755
  %849 = tail call i64 @llvm.fshl.i64(i64 %787, i64 %787, i64 45)
  %850 = tail call i64 @llvm.fshl.i64(i64 %787, i64 %787, i64 3)
  %851 = xor i64 %849, %850
  %852 = lshr i64 %787, 6
  %853 = xor i64 %851, %852
  %854 = tail call i64 @llvm.fshl.i64(i64 %28, i64 %28, i64 63)
  %855 = tail call i64 @llvm.fshl.i64(i64 %28, i64 %28, i64 56)
  %856 = xor i64 %854, %855
  %857 = lshr i64 %28, 7
  %858 = xor i64 %856, %857
  %859 = add i64 %858, %26
  %860 = add i64 %859, %602
  %861 = add i64 %860, %853
  %862 = add i64 %861, -4658551843659510044
  %863 = add i64 %862, %718
  %864 = add i64 %863, %848
  %865 = add i64 %864, %845
  %866 = add i64 %865, %729
  %867 = tail call i64 @llvm.fshl.i64(i64 %840, i64 %840, i64 36)
  %868 = tail call i64 @llvm.fshl.i64(i64 %840, i64 %840, i64 30)
  %869 = xor i64 %867, %868
  %870 = tail call i64 @llvm.fshl.i64(i64 %840, i64 %840, i64 25)
  %871 = xor i64 %869, %870
  %872 = and i64 %840, %803
  %873 = or i64 %840, %803
  %874 = and i64 %873, %766
  %875 = or i64 %874, %872
  %876 = add i64 %871, %875
  %877 = add i64 %876, %865
  %878 = tail call i64 @llvm.fshl.i64(i64 %866, i64 %866, i64 50)
  %879 = tail call i64 @llvm.fshl.i64(i64 %866, i64 %866, i64 46)
  %880 = xor i64 %878, %879
  %881 = tail call i64 @llvm.fshl.i64(i64 %866, i64 %866, i64 23)
  %882 = xor i64 %880, %881
  %883 = xor i64 %829, %792
  %884 = and i64 %866, %883
  %885 = xor i64 %884, %792
  %886 = tail call i64 @llvm.fshl.i64(i64 %824, i64 %824, i64 45)
  %887 = tail call i64 @llvm.fshl.i64(i64 %824, i64 %824, i64 3)
  %888 = xor i64 %886, %887
  %889 = lshr i64 %824, 6
  %890 = xor i64 %888, %889
  %891 = tail call i64 @llvm.fshl.i64(i64 %30, i64 %30, i64 63)
  %892 = tail call i64 @llvm.fshl.i64(i64 %30, i64 %30, i64 56)
  %893 = xor i64 %891, %892
  %894 = lshr i64 %30, 7
  %895 = xor i64 %893, %894
  %896 = add i64 %895, %28
  %897 = add i64 %896, %639
  %898 = add i64 %897, %890
  %899 = add i64 %898, -4116276920077217854
  %900 = add i64 %899, %755
  %901 = add i64 %900, %885
  %902 = add i64 %901, %882
  %903 = add i64 %902, %766
  %904 = tail call i64 @llvm.fshl.i64(i64 %877, i64 %877, i64 36)
  %905 = tail call i64 @llvm.fshl.i64(i64 %877, i64 %877, i64 30)
  %906 = xor i64 %904, %905
  %907 = tail call i64 @llvm.fshl.i64(i64 %877, i64 %877, i64 25)
  %908 = xor i64 %906, %907
  %909 = and i64 %877, %840
  %910 = or i64 %877, %840
  %911 = and i64 %910, %803
  %912 = or i64 %911, %909
  %913 = add i64 %908, %912
  %914 = add i64 %913, %902
  %915 = tail call i64 @llvm.fshl.i64(i64 %903, i64 %903, i64 50)
  %916 = tail call i64 @llvm.fshl.i64(i64 %903, i64 %903, i64 46)
  %917 = xor i64 %915, %916
  %918 = tail call i64 @llvm.fshl.i64(i64 %903, i64 %903, i64 23)
  %919 = xor i64 %917, %918
  %920 = xor i64 %866, %829
  %921 = and i64 %903, %920
  %922 = xor i64 %921, %829
  %923 = tail call i64 @llvm.fshl.i64(i64 %861, i64 %861, i64 45)
  %924 = tail call i64 @llvm.fshl.i64(i64 %861, i64 %861, i64 3)
  %925 = xor i64 %923, %924
  %926 = lshr i64 %861, 6
  %927 = xor i64 %925, %926
  %928 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 63)
  %929 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 56)
  %930 = xor i64 %928, %929
  %931 = lshr i64 %32, 7
  %932 = xor i64 %930, %931
  %933 = add i64 %932, %30
  %934 = add i64 %933, %676
  %935 = add i64 %934, %927
  %936 = add i64 %935, -3051310485924567259
  %937 = add i64 %936, %792
  %938 = add i64 %937, %922
  %939 = add i64 %938, %919
  %940 = add i64 %939, %803
  %941 = tail call i64 @llvm.fshl.i64(i64 %914, i64 %914, i64 36)
  %942 = tail call i64 @llvm.fshl.i64(i64 %914, i64 %914, i64 30)
  %943 = xor i64 %941, %942
  %944 = tail call i64 @llvm.fshl.i64(i64 %914, i64 %914, i64 25)
  %945 = xor i64 %943, %944
  %946 = and i64 %914, %877
  %947 = or i64 %914, %877
  %948 = and i64 %947, %840
  %949 = or i64 %948, %946
  %950 = add i64 %945, %949
  %951 = add i64 %950, %939
  %952 = tail call i64 @llvm.fshl.i64(i64 %940, i64 %940, i64 50)
  %953 = tail call i64 @llvm.fshl.i64(i64 %940, i64 %940, i64 46)
  %954 = xor i64 %952, %953
  %955 = tail call i64 @llvm.fshl.i64(i64 %940, i64 %940, i64 23)
  %956 = xor i64 %954, %955
  %957 = xor i64 %903, %866
  %958 = and i64 %940, %957
  %959 = xor i64 %958, %866
  %960 = tail call i64 @llvm.fshl.i64(i64 %898, i64 %898, i64 45)
  %961 = tail call i64 @llvm.fshl.i64(i64 %898, i64 %898, i64 3)
  %962 = xor i64 %960, %961
  %963 = lshr i64 %898, 6
  %964 = xor i64 %962, %963
  %965 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 63)
  %966 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 56)
  %967 = xor i64 %965, %966
  %968 = lshr i64 %34, 7
  %969 = xor i64 %967, %968
  %970 = add i64 %969, %32
  %971 = add i64 %970, %713
  %972 = add i64 %971, %964
  %973 = add i64 %972, 489312712824947311
  %974 = add i64 %973, %829
  %975 = add i64 %974, %959
  %976 = add i64 %975, %956
  %977 = add i64 %976, %840
  %978 = tail call i64 @llvm.fshl.i64(i64 %951, i64 %951, i64 36)
  %979 = tail call i64 @llvm.fshl.i64(i64 %951, i64 %951, i64 30)
  %980 = xor i64 %978, %979
  %981 = tail call i64 @llvm.fshl.i64(i64 %951, i64 %951, i64 25)
  %982 = xor i64 %980, %981
  %983 = and i64 %951, %914
  %984 = or i64 %951, %914
  %985 = and i64 %984, %877
  %986 = or i64 %985, %983
  %987 = add i64 %982, %986
  %988 = add i64 %987, %976
  %989 = tail call i64 @llvm.fshl.i64(i64 %977, i64 %977, i64 50)
  %990 = tail call i64 @llvm.fshl.i64(i64 %977, i64 %977, i64 46)
  %991 = xor i64 %989, %990
  %992 = tail call i64 @llvm.fshl.i64(i64 %977, i64 %977, i64 23)
  %993 = xor i64 %991, %992
  %994 = xor i64 %940, %903
  %995 = and i64 %977, %994
  %996 = xor i64 %995, %903
  %997 = tail call i64 @llvm.fshl.i64(i64 %935, i64 %935, i64 45)
  %998 = tail call i64 @llvm.fshl.i64(i64 %935, i64 %935, i64 3)
  %999 = xor i64 %997, %998
  %1000 = lshr i64 %935, 6
  %1001 = xor i64 %999, %1000
  %1002 = tail call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 63)
  %1003 = tail call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 56)
  %1004 = xor i64 %1002, %1003
  %1005 = lshr i64 %454, 7
  %1006 = xor i64 %1004, %1005
  %1007 = add i64 %1006, %34
  %1008 = add i64 %1007, %750
  %1009 = add i64 %1008, %1001
  %1010 = add i64 %1009, 1452737877330783856
  %1011 = add i64 %1010, %866
  %1012 = add i64 %1011, %996
  %1013 = add i64 %1012, %993
  %1014 = add i64 %1013, %877
  %1015 = tail call i64 @llvm.fshl.i64(i64 %988, i64 %988, i64 36)
  %1016 = tail call i64 @llvm.fshl.i64(i64 %988, i64 %988, i64 30)
  %1017 = xor i64 %1015, %1016
  %1018 = tail call i64 @llvm.fshl.i64(i64 %988, i64 %988, i64 25)
  %1019 = xor i64 %1017, %1018
  %1020 = and i64 %988, %951
  %1021 = or i64 %988, %951
  %1022 = and i64 %1021, %914
  %1023 = or i64 %1022, %1020
  %1024 = add i64 %1019, %1023
  %1025 = add i64 %1024, %1013
  %1026 = tail call i64 @llvm.fshl.i64(i64 %1014, i64 %1014, i64 50)
  %1027 = tail call i64 @llvm.fshl.i64(i64 %1014, i64 %1014, i64 46)
  %1028 = xor i64 %1026, %1027
  %1029 = tail call i64 @llvm.fshl.i64(i64 %1014, i64 %1014, i64 23)
  %1030 = xor i64 %1028, %1029
  %1031 = xor i64 %977, %940
  %1032 = and i64 %1014, %1031
  %1033 = xor i64 %1032, %940
  %1034 = tail call i64 @llvm.fshl.i64(i64 %972, i64 %972, i64 45)
  %1035 = tail call i64 @llvm.fshl.i64(i64 %972, i64 %972, i64 3)
  %1036 = xor i64 %1034, %1035
  %1037 = lshr i64 %972, 6
  %1038 = xor i64 %1036, %1037
  %1039 = tail call i64 @llvm.fshl.i64(i64 %491, i64 %491, i64 63)
  %1040 = tail call i64 @llvm.fshl.i64(i64 %491, i64 %491, i64 56)
  %1041 = xor i64 %1039, %1040
  %1042 = lshr i64 %491, 7
  %1043 = xor i64 %1041, %1042
  %1044 = add i64 %1043, %454
  %1045 = add i64 %1044, %787
  %1046 = add i64 %1045, %1038
  %1047 = add i64 %1046, 2861767655752347644
  %1048 = add i64 %1047, %903
  %1049 = add i64 %1048, %1033
  %1050 = add i64 %1049, %1030
  %1051 = add i64 %1050, %914
  %1052 = tail call i64 @llvm.fshl.i64(i64 %1025, i64 %1025, i64 36)
  %1053 = tail call i64 @llvm.fshl.i64(i64 %1025, i64 %1025, i64 30)
  %1054 = xor i64 %1052, %1053
  %1055 = tail call i64 @llvm.fshl.i64(i64 %1025, i64 %1025, i64 25)
  %1056 = xor i64 %1054, %1055
  %1057 = and i64 %1025, %988
  %1058 = or i64 %1025, %988
  %1059 = and i64 %1058, %951
  %1060 = or i64 %1059, %1057
  %1061 = add i64 %1056, %1060
  %1062 = add i64 %1061, %1050
  %1063 = tail call i64 @llvm.fshl.i64(i64 %1051, i64 %1051, i64 50)
  %1064 = tail call i64 @llvm.fshl.i64(i64 %1051, i64 %1051, i64 46)
  %1065 = xor i64 %1063, %1064
  %1066 = tail call i64 @llvm.fshl.i64(i64 %1051, i64 %1051, i64 23)
  %1067 = xor i64 %1065, %1066
  %1068 = xor i64 %1014, %977
  %1069 = and i64 %1051, %1068
  %1070 = xor i64 %1069, %977
  %1071 = tail call i64 @llvm.fshl.i64(i64 %1009, i64 %1009, i64 45)
  %1072 = tail call i64 @llvm.fshl.i64(i64 %1009, i64 %1009, i64 3)
  %1073 = xor i64 %1071, %1072
  %1074 = lshr i64 %1009, 6
  %1075 = xor i64 %1073, %1074
  %1076 = tail call i64 @llvm.fshl.i64(i64 %528, i64 %528, i64 63)
  %1077 = tail call i64 @llvm.fshl.i64(i64 %528, i64 %528, i64 56)
  %1078 = xor i64 %1076, %1077
  %1079 = lshr i64 %528, 7
  %1080 = xor i64 %1078, %1079
  %1081 = add i64 %1080, %491
  %1082 = add i64 %1081, %824
  %1083 = add i64 %1082, %1075
  %1084 = add i64 %1083, 3322285676063803686
  %1085 = add i64 %1084, %940
  %1086 = add i64 %1085, %1070
  %1087 = add i64 %1086, %1067
  %1088 = add i64 %1087, %951
  %1089 = tail call i64 @llvm.fshl.i64(i64 %1062, i64 %1062, i64 36)
  %1090 = tail call i64 @llvm.fshl.i64(i64 %1062, i64 %1062, i64 30)
  %1091 = xor i64 %1089, %1090
  %1092 = tail call i64 @llvm.fshl.i64(i64 %1062, i64 %1062, i64 25)
  %1093 = xor i64 %1091, %1092
  %1094 = and i64 %1062, %1025
  %1095 = or i64 %1062, %1025
  %1096 = and i64 %1095, %988
  %1097 = or i64 %1096, %1094
  %1098 = add i64 %1093, %1097
  %1099 = add i64 %1098, %1087
  %1100 = tail call i64 @llvm.fshl.i64(i64 %1088, i64 %1088, i64 50)
  %1101 = tail call i64 @llvm.fshl.i64(i64 %1088, i64 %1088, i64 46)
  %1102 = xor i64 %1100, %1101
  %1103 = tail call i64 @llvm.fshl.i64(i64 %1088, i64 %1088, i64 23)
  %1104 = xor i64 %1102, %1103
  %1105 = xor i64 %1051, %1014
  %1106 = and i64 %1088, %1105
  %1107 = xor i64 %1106, %1014
  %1108 = tail call i64 @llvm.fshl.i64(i64 %1046, i64 %1046, i64 45)
  %1109 = tail call i64 @llvm.fshl.i64(i64 %1046, i64 %1046, i64 3)
  %1110 = xor i64 %1108, %1109
  %1111 = lshr i64 %1046, 6
  %1112 = xor i64 %1110, %1111
  %1113 = tail call i64 @llvm.fshl.i64(i64 %565, i64 %565, i64 63)
  %1114 = tail call i64 @llvm.fshl.i64(i64 %565, i64 %565, i64 56)
  %1115 = xor i64 %1113, %1114
  %1116 = lshr i64 %565, 7
  %1117 = xor i64 %1115, %1116
  %1118 = add i64 %1117, %528
  %1119 = add i64 %1118, %861
  %1120 = add i64 %1119, %1112
  %1121 = add i64 %1120, 5560940570517711597
  %1122 = add i64 %1121, %977
  %1123 = add i64 %1122, %1107
  %1124 = add i64 %1123, %1104
  %1125 = add i64 %1124, %988
  %1126 = tail call i64 @llvm.fshl.i64(i64 %1099, i64 %1099, i64 36)
  %1127 = tail call i64 @llvm.fshl.i64(i64 %1099, i64 %1099, i64 30)
  %1128 = xor i64 %1126, %1127
  %1129 = tail call i64 @llvm.fshl.i64(i64 %1099, i64 %1099, i64 25)
  %1130 = xor i64 %1128, %1129
  %1131 = and i64 %1099, %1062
  %1132 = or i64 %1099, %1062
  %1133 = and i64 %1132, %1025
  %1134 = or i64 %1133, %1131
  %1135 = add i64 %1130, %1134
  %1136 = add i64 %1135, %1124
  %1137 = tail call i64 @llvm.fshl.i64(i64 %1125, i64 %1125, i64 50)
  %1138 = tail call i64 @llvm.fshl.i64(i64 %1125, i64 %1125, i64 46)
  %1139 = xor i64 %1137, %1138
  %1140 = tail call i64 @llvm.fshl.i64(i64 %1125, i64 %1125, i64 23)
  %1141 = xor i64 %1139, %1140
  %1142 = xor i64 %1088, %1051
  %1143 = and i64 %1125, %1142
  %1144 = xor i64 %1143, %1051
  %1145 = tail call i64 @llvm.fshl.i64(i64 %1083, i64 %1083, i64 45)
  %1146 = tail call i64 @llvm.fshl.i64(i64 %1083, i64 %1083, i64 3)
  %1147 = xor i64 %1145, %1146
  %1148 = lshr i64 %1083, 6
  %1149 = xor i64 %1147, %1148
  %1150 = tail call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 63)
  %1151 = tail call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 56)
  %1152 = xor i64 %1150, %1151
  %1153 = lshr i64 %602, 7
  %1154 = xor i64 %1152, %1153
  %1155 = add i64 %1154, %565
  %1156 = add i64 %1155, %898
  %1157 = add i64 %1156, %1149
  %1158 = add i64 %1157, 5996557281743188959
  %1159 = add i64 %1158, %1014
  %1160 = add i64 %1159, %1144
  %1161 = add i64 %1160, %1141
  %1162 = add i64 %1161, %1025
  %1163 = tail call i64 @llvm.fshl.i64(i64 %1136, i64 %1136, i64 36)
  %1164 = tail call i64 @llvm.fshl.i64(i64 %1136, i64 %1136, i64 30)
  %1165 = xor i64 %1163, %1164
  %1166 = tail call i64 @llvm.fshl.i64(i64 %1136, i64 %1136, i64 25)
  %1167 = xor i64 %1165, %1166
  %1168 = and i64 %1136, %1099
  %1169 = or i64 %1136, %1099
  %1170 = and i64 %1169, %1062
  %1171 = or i64 %1170, %1168
  %1172 = add i64 %1167, %1171
  %1173 = add i64 %1172, %1161
  %1174 = tail call i64 @llvm.fshl.i64(i64 %1162, i64 %1162, i64 50)
  %1175 = tail call i64 @llvm.fshl.i64(i64 %1162, i64 %1162, i64 46)
  %1176 = xor i64 %1174, %1175
  %1177 = tail call i64 @llvm.fshl.i64(i64 %1162, i64 %1162, i64 23)
  %1178 = xor i64 %1176, %1177
  %1179 = xor i64 %1125, %1088
  %1180 = and i64 %1162, %1179
  %1181 = xor i64 %1180, %1088
  %1182 = tail call i64 @llvm.fshl.i64(i64 %1120, i64 %1120, i64 45)
  %1183 = tail call i64 @llvm.fshl.i64(i64 %1120, i64 %1120, i64 3)
  %1184 = xor i64 %1182, %1183
  %1185 = lshr i64 %1120, 6
  %1186 = xor i64 %1184, %1185
  %1187 = tail call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 63)
  %1188 = tail call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 56)
  %1189 = xor i64 %1187, %1188
  %1190 = lshr i64 %639, 7
  %1191 = xor i64 %1189, %1190
  %1192 = add i64 %1191, %602
  %1193 = add i64 %1192, %935
  %1194 = add i64 %1193, %1186
  %1195 = add i64 %1194, 7280758554555802590
  %1196 = add i64 %1195, %1051
  %1197 = add i64 %1196, %1181
  %1198 = add i64 %1197, %1178
  %1199 = add i64 %1198, %1062
  %1200 = tail call i64 @llvm.fshl.i64(i64 %1173, i64 %1173, i64 36)
  %1201 = tail call i64 @llvm.fshl.i64(i64 %1173, i64 %1173, i64 30)
  %1202 = xor i64 %1200, %1201
  %1203 = tail call i64 @llvm.fshl.i64(i64 %1173, i64 %1173, i64 25)
  %1204 = xor i64 %1202, %1203
  %1205 = and i64 %1173, %1136
  %1206 = or i64 %1173, %1136
  %1207 = and i64 %1206, %1099
  %1208 = or i64 %1207, %1205
  %1209 = add i64 %1204, %1208
  %1210 = add i64 %1209, %1198
  %1211 = tail call i64 @llvm.fshl.i64(i64 %1199, i64 %1199, i64 50)
  %1212 = tail call i64 @llvm.fshl.i64(i64 %1199, i64 %1199, i64 46)
  %1213 = xor i64 %1211, %1212
  %1214 = tail call i64 @llvm.fshl.i64(i64 %1199, i64 %1199, i64 23)
  %1215 = xor i64 %1213, %1214
  %1216 = xor i64 %1162, %1125
  %1217 = and i64 %1199, %1216
  %1218 = xor i64 %1217, %1125
  %1219 = tail call i64 @llvm.fshl.i64(i64 %1157, i64 %1157, i64 45)
  %1220 = tail call i64 @llvm.fshl.i64(i64 %1157, i64 %1157, i64 3)
  %1221 = xor i64 %1219, %1220
  %1222 = lshr i64 %1157, 6
  %1223 = xor i64 %1221, %1222
  %1224 = tail call i64 @llvm.fshl.i64(i64 %676, i64 %676, i64 63)
  %1225 = tail call i64 @llvm.fshl.i64(i64 %676, i64 %676, i64 56)
  %1226 = xor i64 %1224, %1225
  %1227 = lshr i64 %676, 7
  %1228 = xor i64 %1226, %1227
  %1229 = add i64 %1228, %639
  %1230 = add i64 %1229, %972
  %1231 = add i64 %1230, %1223
  %1232 = add i64 %1231, 8532644243296465576
  %1233 = add i64 %1232, %1088
  %1234 = add i64 %1233, %1218
  %1235 = add i64 %1234, %1215
  %1236 = add i64 %1235, %1099
  %1237 = tail call i64 @llvm.fshl.i64(i64 %1210, i64 %1210, i64 36)
  %1238 = tail call i64 @llvm.fshl.i64(i64 %1210, i64 %1210, i64 30)
  %1239 = xor i64 %1237, %1238
  %1240 = tail call i64 @llvm.fshl.i64(i64 %1210, i64 %1210, i64 25)
  %1241 = xor i64 %1239, %1240
  %1242 = and i64 %1210, %1173
  %1243 = or i64 %1210, %1173
  %1244 = and i64 %1243, %1136
  %1245 = or i64 %1244, %1242
  %1246 = add i64 %1241, %1245
  %1247 = add i64 %1246, %1235
  %1248 = tail call i64 @llvm.fshl.i64(i64 %1236, i64 %1236, i64 50)
  %1249 = tail call i64 @llvm.fshl.i64(i64 %1236, i64 %1236, i64 46)
  %1250 = xor i64 %1248, %1249
  %1251 = tail call i64 @llvm.fshl.i64(i64 %1236, i64 %1236, i64 23)
  %1252 = xor i64 %1250, %1251
  %1253 = xor i64 %1199, %1162
  %1254 = and i64 %1236, %1253
  %1255 = xor i64 %1254, %1162
  %1256 = tail call i64 @llvm.fshl.i64(i64 %1194, i64 %1194, i64 45)
  %1257 = tail call i64 @llvm.fshl.i64(i64 %1194, i64 %1194, i64 3)
  %1258 = xor i64 %1256, %1257
  %1259 = lshr i64 %1194, 6
  %1260 = xor i64 %1258, %1259
  %1261 = tail call i64 @llvm.fshl.i64(i64 %713, i64 %713, i64 63)
  %1262 = tail call i64 @llvm.fshl.i64(i64 %713, i64 %713, i64 56)
  %1263 = xor i64 %1261, %1262
  %1264 = lshr i64 %713, 7
  %1265 = xor i64 %1263, %1264
  %1266 = add i64 %1265, %676
  %1267 = add i64 %1266, %1009
  %1268 = add i64 %1267, %1260
  %1269 = add i64 %1268, -9096487096722542874
  %1270 = add i64 %1269, %1125
  %1271 = add i64 %1270, %1255
  %1272 = add i64 %1271, %1252
  %1273 = add i64 %1272, %1136
  %1274 = tail call i64 @llvm.fshl.i64(i64 %1247, i64 %1247, i64 36)
  %1275 = tail call i64 @llvm.fshl.i64(i64 %1247, i64 %1247, i64 30)
  %1276 = xor i64 %1274, %1275
  %1277 = tail call i64 @llvm.fshl.i64(i64 %1247, i64 %1247, i64 25)
  %1278 = xor i64 %1276, %1277
  %1279 = and i64 %1247, %1210
  %1280 = or i64 %1247, %1210
  %1281 = and i64 %1280, %1173
  %1282 = or i64 %1281, %1279
  %1283 = add i64 %1278, %1282
  %1284 = add i64 %1283, %1272
  %1285 = tail call i64 @llvm.fshl.i64(i64 %1273, i64 %1273, i64 50)
  %1286 = tail call i64 @llvm.fshl.i64(i64 %1273, i64 %1273, i64 46)
  %1287 = xor i64 %1285, %1286
  %1288 = tail call i64 @llvm.fshl.i64(i64 %1273, i64 %1273, i64 23)
  %1289 = xor i64 %1287, %1288
  %1290 = xor i64 %1236, %1199
  %1291 = and i64 %1273, %1290
  %1292 = xor i64 %1291, %1199
  %1293 = tail call i64 @llvm.fshl.i64(i64 %1231, i64 %1231, i64 45)
  %1294 = tail call i64 @llvm.fshl.i64(i64 %1231, i64 %1231, i64 3)
  %1295 = xor i64 %1293, %1294
  %1296 = lshr i64 %1231, 6
  %1297 = xor i64 %1295, %1296
  %1298 = tail call i64 @llvm.fshl.i64(i64 %750, i64 %750, i64 63)
  %1299 = tail call i64 @llvm.fshl.i64(i64 %750, i64 %750, i64 56)
  %1300 = xor i64 %1298, %1299
  %1301 = lshr i64 %750, 7
  %1302 = xor i64 %1300, %1301
  %1303 = add i64 %1302, %713
  %1304 = add i64 %1303, %1046
  %1305 = add i64 %1304, %1297
  %1306 = add i64 %1305, -7894198246740708037
  %1307 = add i64 %1306, %1162
  %1308 = add i64 %1307, %1292
  %1309 = add i64 %1308, %1289
  %1310 = add i64 %1309, %1173
  %1311 = tail call i64 @llvm.fshl.i64(i64 %1284, i64 %1284, i64 36)
  %1312 = tail call i64 @llvm.fshl.i64(i64 %1284, i64 %1284, i64 30)
  %1313 = xor i64 %1311, %1312
  %1314 = tail call i64 @llvm.fshl.i64(i64 %1284, i64 %1284, i64 25)
  %1315 = xor i64 %1313, %1314
  %1316 = and i64 %1284, %1247
  %1317 = or i64 %1284, %1247
  %1318 = and i64 %1317, %1210
  %1319 = or i64 %1318, %1316
  %1320 = add i64 %1315, %1319
  %1321 = add i64 %1320, %1309
  %1322 = tail call i64 @llvm.fshl.i64(i64 %1310, i64 %1310, i64 50)
  %1323 = tail call i64 @llvm.fshl.i64(i64 %1310, i64 %1310, i64 46)
  %1324 = xor i64 %1322, %1323
  %1325 = tail call i64 @llvm.fshl.i64(i64 %1310, i64 %1310, i64 23)
  %1326 = xor i64 %1324, %1325
  %1327 = xor i64 %1273, %1236
  %1328 = and i64 %1310, %1327
  %1329 = xor i64 %1328, %1236
  %1330 = tail call i64 @llvm.fshl.i64(i64 %1268, i64 %1268, i64 45)
  %1331 = tail call i64 @llvm.fshl.i64(i64 %1268, i64 %1268, i64 3)
  %1332 = xor i64 %1330, %1331
  %1333 = lshr i64 %1268, 6
  %1334 = xor i64 %1332, %1333
  %1335 = tail call i64 @llvm.fshl.i64(i64 %787, i64 %787, i64 63)
  %1336 = tail call i64 @llvm.fshl.i64(i64 %787, i64 %787, i64 56)
  %1337 = xor i64 %1335, %1336
  %1338 = lshr i64 %787, 7
  %1339 = xor i64 %1337, %1338
  %1340 = add i64 %1339, %750
  %1341 = add i64 %1340, %1083
  %1342 = add i64 %1341, %1334
  %1343 = add i64 %1342, -6719396339535248540
  %1344 = add i64 %1343, %1199
  %1345 = add i64 %1344, %1329
  %1346 = add i64 %1345, %1326
  %1347 = add i64 %1346, %1210
  %1348 = tail call i64 @llvm.fshl.i64(i64 %1321, i64 %1321, i64 36)
  %1349 = tail call i64 @llvm.fshl.i64(i64 %1321, i64 %1321, i64 30)
  %1350 = xor i64 %1348, %1349
  %1351 = tail call i64 @llvm.fshl.i64(i64 %1321, i64 %1321, i64 25)
  %1352 = xor i64 %1350, %1351
  %1353 = and i64 %1321, %1284
  %1354 = or i64 %1321, %1284
  %1355 = and i64 %1354, %1247
  %1356 = or i64 %1355, %1353
  %1357 = add i64 %1352, %1356
  %1358 = add i64 %1357, %1346
  %1359 = tail call i64 @llvm.fshl.i64(i64 %1347, i64 %1347, i64 50)
  %1360 = tail call i64 @llvm.fshl.i64(i64 %1347, i64 %1347, i64 46)
  %1361 = xor i64 %1359, %1360
  %1362 = tail call i64 @llvm.fshl.i64(i64 %1347, i64 %1347, i64 23)
  %1363 = xor i64 %1361, %1362
  %1364 = xor i64 %1310, %1273
  %1365 = and i64 %1347, %1364
  %1366 = xor i64 %1365, %1273
  %1367 = tail call i64 @llvm.fshl.i64(i64 %1305, i64 %1305, i64 45)
  %1368 = tail call i64 @llvm.fshl.i64(i64 %1305, i64 %1305, i64 3)
  %1369 = xor i64 %1367, %1368
  %1370 = lshr i64 %1305, 6
  %1371 = xor i64 %1369, %1370
  %1372 = tail call i64 @llvm.fshl.i64(i64 %824, i64 %824, i64 63)
  %1373 = tail call i64 @llvm.fshl.i64(i64 %824, i64 %824, i64 56)
  %1374 = xor i64 %1372, %1373
  %1375 = lshr i64 %824, 7
  %1376 = xor i64 %1374, %1375
  %1377 = add i64 %1376, %787
  %1378 = add i64 %1377, %1120
  %1379 = add i64 %1378, %1371
  %1380 = add i64 %1379, -6333637450476146687
  %1381 = add i64 %1380, %1236
  %1382 = add i64 %1381, %1366
  %1383 = add i64 %1382, %1363
  %1384 = add i64 %1383, %1247
  %1385 = tail call i64 @llvm.fshl.i64(i64 %1358, i64 %1358, i64 36)
  %1386 = tail call i64 @llvm.fshl.i64(i64 %1358, i64 %1358, i64 30)
  %1387 = xor i64 %1385, %1386
  %1388 = tail call i64 @llvm.fshl.i64(i64 %1358, i64 %1358, i64 25)
  %1389 = xor i64 %1387, %1388
  %1390 = and i64 %1358, %1321
  %1391 = or i64 %1358, %1321
  %1392 = and i64 %1391, %1284
  %1393 = or i64 %1392, %1390
  %1394 = add i64 %1389, %1393
  %1395 = add i64 %1394, %1383
  %1396 = tail call i64 @llvm.fshl.i64(i64 %1384, i64 %1384, i64 50)
  %1397 = tail call i64 @llvm.fshl.i64(i64 %1384, i64 %1384, i64 46)
  %1398 = xor i64 %1396, %1397
  %1399 = tail call i64 @llvm.fshl.i64(i64 %1384, i64 %1384, i64 23)
  %1400 = xor i64 %1398, %1399
  %1401 = xor i64 %1347, %1310
  %1402 = and i64 %1384, %1401
  %1403 = xor i64 %1402, %1310
  %1404 = tail call i64 @llvm.fshl.i64(i64 %1342, i64 %1342, i64 45)
  %1405 = tail call i64 @llvm.fshl.i64(i64 %1342, i64 %1342, i64 3)
  %1406 = xor i64 %1404, %1405
  %1407 = lshr i64 %1342, 6
  %1408 = xor i64 %1406, %1407
  %1409 = tail call i64 @llvm.fshl.i64(i64 %861, i64 %861, i64 63)
  %1410 = tail call i64 @llvm.fshl.i64(i64 %861, i64 %861, i64 56)
  %1411 = xor i64 %1409, %1410
  %1412 = lshr i64 %861, 7
  %1413 = xor i64 %1411, %1412
  %1414 = add i64 %1413, %824
  %1415 = add i64 %1414, %1157
  %1416 = add i64 %1415, %1408
  %1417 = add i64 %1416, -4446306890439682159
  %1418 = add i64 %1417, %1273
  %1419 = add i64 %1418, %1403
  %1420 = add i64 %1419, %1400
  %1421 = add i64 %1420, %1284
  %1422 = tail call i64 @llvm.fshl.i64(i64 %1395, i64 %1395, i64 36)
  %1423 = tail call i64 @llvm.fshl.i64(i64 %1395, i64 %1395, i64 30)
  %1424 = xor i64 %1422, %1423
  %1425 = tail call i64 @llvm.fshl.i64(i64 %1395, i64 %1395, i64 25)
  %1426 = xor i64 %1424, %1425
  %1427 = and i64 %1395, %1358
  %1428 = or i64 %1395, %1358
  %1429 = and i64 %1428, %1321
  %1430 = or i64 %1429, %1427
  %1431 = add i64 %1426, %1430
  %1432 = add i64 %1431, %1420
  %1433 = tail call i64 @llvm.fshl.i64(i64 %1421, i64 %1421, i64 50)
  %1434 = tail call i64 @llvm.fshl.i64(i64 %1421, i64 %1421, i64 46)
  %1435 = xor i64 %1433, %1434
  %1436 = tail call i64 @llvm.fshl.i64(i64 %1421, i64 %1421, i64 23)
  %1437 = xor i64 %1435, %1436
  %1438 = xor i64 %1384, %1347
  %1439 = and i64 %1421, %1438
  %1440 = xor i64 %1439, %1347
  %1441 = tail call i64 @llvm.fshl.i64(i64 %1379, i64 %1379, i64 45)
  %1442 = tail call i64 @llvm.fshl.i64(i64 %1379, i64 %1379, i64 3)
  %1443 = xor i64 %1441, %1442
  %1444 = lshr i64 %1379, 6
  %1445 = xor i64 %1443, %1444
  %1446 = tail call i64 @llvm.fshl.i64(i64 %898, i64 %898, i64 63)
  %1447 = tail call i64 @llvm.fshl.i64(i64 %898, i64 %898, i64 56)
  %1448 = xor i64 %1446, %1447
  %1449 = lshr i64 %898, 7
  %1450 = xor i64 %1448, %1449
  %1451 = add i64 %1450, %861
  %1452 = add i64 %1451, %1194
  %1453 = add i64 %1452, %1445
  %1454 = add i64 %1453, -4076793802049405392
  %1455 = add i64 %1454, %1310
  %1456 = add i64 %1455, %1440
  %1457 = add i64 %1456, %1437
  %1458 = add i64 %1457, %1321
  %1459 = tail call i64 @llvm.fshl.i64(i64 %1432, i64 %1432, i64 36)
  %1460 = tail call i64 @llvm.fshl.i64(i64 %1432, i64 %1432, i64 30)
  %1461 = xor i64 %1459, %1460
  %1462 = tail call i64 @llvm.fshl.i64(i64 %1432, i64 %1432, i64 25)
  %1463 = xor i64 %1461, %1462
  %1464 = and i64 %1432, %1395
  %1465 = or i64 %1432, %1395
  %1466 = and i64 %1465, %1358
  %1467 = or i64 %1466, %1464
  %1468 = add i64 %1463, %1467
  %1469 = add i64 %1468, %1457
  %1470 = tail call i64 @llvm.fshl.i64(i64 %1458, i64 %1458, i64 50)
  %1471 = tail call i64 @llvm.fshl.i64(i64 %1458, i64 %1458, i64 46)
  %1472 = xor i64 %1470, %1471
  %1473 = tail call i64 @llvm.fshl.i64(i64 %1458, i64 %1458, i64 23)
  %1474 = xor i64 %1472, %1473
  %1475 = xor i64 %1421, %1384
  %1476 = and i64 %1458, %1475
  %1477 = xor i64 %1476, %1384
  %1478 = tail call i64 @llvm.fshl.i64(i64 %1416, i64 %1416, i64 45)
  %1479 = tail call i64 @llvm.fshl.i64(i64 %1416, i64 %1416, i64 3)
  %1480 = xor i64 %1478, %1479
  %1481 = lshr i64 %1416, 6
  %1482 = xor i64 %1480, %1481
  %1483 = tail call i64 @llvm.fshl.i64(i64 %935, i64 %935, i64 63)
  %1484 = tail call i64 @llvm.fshl.i64(i64 %935, i64 %935, i64 56)
  %1485 = xor i64 %1483, %1484
  %1486 = lshr i64 %935, 7
  %1487 = xor i64 %1485, %1486
  %1488 = add i64 %1487, %898
  %1489 = add i64 %1488, %1231
  %1490 = add i64 %1489, %1482
  %1491 = add i64 %1490, -3345356375505022440
  %1492 = add i64 %1491, %1347
  %1493 = add i64 %1492, %1477
  %1494 = add i64 %1493, %1474
  %1495 = add i64 %1494, %1358
  %1496 = tail call i64 @llvm.fshl.i64(i64 %1469, i64 %1469, i64 36)
  %1497 = tail call i64 @llvm.fshl.i64(i64 %1469, i64 %1469, i64 30)
  %1498 = xor i64 %1496, %1497
  %1499 = tail call i64 @llvm.fshl.i64(i64 %1469, i64 %1469, i64 25)
  %1500 = xor i64 %1498, %1499
  %1501 = and i64 %1469, %1432
  %1502 = or i64 %1469, %1432
  %1503 = and i64 %1502, %1395
  %1504 = or i64 %1503, %1501
  %1505 = add i64 %1500, %1504
  %1506 = add i64 %1505, %1494
  %1507 = tail call i64 @llvm.fshl.i64(i64 %1495, i64 %1495, i64 50)
  %1508 = tail call i64 @llvm.fshl.i64(i64 %1495, i64 %1495, i64 46)
  %1509 = xor i64 %1507, %1508
  %1510 = tail call i64 @llvm.fshl.i64(i64 %1495, i64 %1495, i64 23)
  %1511 = xor i64 %1509, %1510
  %1512 = xor i64 %1458, %1421
  %1513 = and i64 %1495, %1512
  %1514 = xor i64 %1513, %1421
  %1515 = tail call i64 @llvm.fshl.i64(i64 %1453, i64 %1453, i64 45)
  %1516 = tail call i64 @llvm.fshl.i64(i64 %1453, i64 %1453, i64 3)
  %1517 = xor i64 %1515, %1516
  %1518 = lshr i64 %1453, 6
  %1519 = xor i64 %1517, %1518
  %1520 = tail call i64 @llvm.fshl.i64(i64 %972, i64 %972, i64 63)
  %1521 = tail call i64 @llvm.fshl.i64(i64 %972, i64 %972, i64 56)
  %1522 = xor i64 %1520, %1521
  %1523 = lshr i64 %972, 7
  %1524 = xor i64 %1522, %1523
  %1525 = add i64 %1524, %935
  %1526 = add i64 %1525, %1268
  %1527 = add i64 %1526, %1519
  %1528 = add i64 %1527, -2983346525034927856
  %1529 = add i64 %1528, %1384
  %1530 = add i64 %1529, %1514
  %1531 = add i64 %1530, %1511
  %1532 = add i64 %1531, %1395
  %1533 = tail call i64 @llvm.fshl.i64(i64 %1506, i64 %1506, i64 36)
  %1534 = tail call i64 @llvm.fshl.i64(i64 %1506, i64 %1506, i64 30)
  %1535 = xor i64 %1533, %1534
  %1536 = tail call i64 @llvm.fshl.i64(i64 %1506, i64 %1506, i64 25)
  %1537 = xor i64 %1535, %1536
  %1538 = and i64 %1506, %1469
  %1539 = or i64 %1506, %1469
  %1540 = and i64 %1539, %1432
  %1541 = or i64 %1540, %1538
  %1542 = add i64 %1537, %1541
  %1543 = add i64 %1542, %1531
  %1544 = tail call i64 @llvm.fshl.i64(i64 %1532, i64 %1532, i64 50)
  %1545 = tail call i64 @llvm.fshl.i64(i64 %1532, i64 %1532, i64 46)
  %1546 = xor i64 %1544, %1545
  %1547 = tail call i64 @llvm.fshl.i64(i64 %1532, i64 %1532, i64 23)
  %1548 = xor i64 %1546, %1547
  %1549 = xor i64 %1495, %1458
  %1550 = and i64 %1532, %1549
  %1551 = xor i64 %1550, %1458
  %1552 = tail call i64 @llvm.fshl.i64(i64 %1490, i64 %1490, i64 45)
  %1553 = tail call i64 @llvm.fshl.i64(i64 %1490, i64 %1490, i64 3)
  %1554 = xor i64 %1552, %1553
  %1555 = lshr i64 %1490, 6
  %1556 = xor i64 %1554, %1555
  %1557 = tail call i64 @llvm.fshl.i64(i64 %1009, i64 %1009, i64 63)
  %1558 = tail call i64 @llvm.fshl.i64(i64 %1009, i64 %1009, i64 56)
  %1559 = xor i64 %1557, %1558
  %1560 = lshr i64 %1009, 7
  %1561 = xor i64 %1559, %1560
  %1562 = add i64 %1561, %972
  %1563 = add i64 %1562, %1305
  %1564 = add i64 %1563, %1556
  %1565 = add i64 %1564, -860691631967231958
  %1566 = add i64 %1565, %1421
  %1567 = add i64 %1566, %1551
  %1568 = add i64 %1567, %1548
  %1569 = add i64 %1568, %1432
  %1570 = tail call i64 @llvm.fshl.i64(i64 %1543, i64 %1543, i64 36)
  %1571 = tail call i64 @llvm.fshl.i64(i64 %1543, i64 %1543, i64 30)
  %1572 = xor i64 %1570, %1571
  %1573 = tail call i64 @llvm.fshl.i64(i64 %1543, i64 %1543, i64 25)
  %1574 = xor i64 %1572, %1573
  %1575 = and i64 %1543, %1506
  %1576 = or i64 %1543, %1506
  %1577 = and i64 %1576, %1469
  %1578 = or i64 %1577, %1575
  %1579 = add i64 %1574, %1578
  %1580 = add i64 %1579, %1568
  %1581 = tail call i64 @llvm.fshl.i64(i64 %1569, i64 %1569, i64 50)
  %1582 = tail call i64 @llvm.fshl.i64(i64 %1569, i64 %1569, i64 46)
  %1583 = xor i64 %1581, %1582
  %1584 = tail call i64 @llvm.fshl.i64(i64 %1569, i64 %1569, i64 23)
  %1585 = xor i64 %1583, %1584
  %1586 = xor i64 %1532, %1495
  %1587 = and i64 %1569, %1586
  %1588 = xor i64 %1587, %1495
  %1589 = tail call i64 @llvm.fshl.i64(i64 %1527, i64 %1527, i64 45)
  %1590 = tail call i64 @llvm.fshl.i64(i64 %1527, i64 %1527, i64 3)
  %1591 = xor i64 %1589, %1590
  %1592 = lshr i64 %1527, 6
  %1593 = xor i64 %1591, %1592
  %1594 = tail call i64 @llvm.fshl.i64(i64 %1046, i64 %1046, i64 63)
  %1595 = tail call i64 @llvm.fshl.i64(i64 %1046, i64 %1046, i64 56)
  %1596 = xor i64 %1594, %1595
  %1597 = lshr i64 %1046, 7
  %1598 = xor i64 %1596, %1597
  %1599 = add i64 %1598, %1009
  %1600 = add i64 %1599, %1342
  %1601 = add i64 %1600, %1593
  %1602 = add i64 %1601, 1182934255886127544
  %1603 = add i64 %1602, %1458
  %1604 = add i64 %1603, %1588
  %1605 = add i64 %1604, %1585
  %1606 = add i64 %1605, %1469
  %1607 = tail call i64 @llvm.fshl.i64(i64 %1580, i64 %1580, i64 36)
  %1608 = tail call i64 @llvm.fshl.i64(i64 %1580, i64 %1580, i64 30)
  %1609 = xor i64 %1607, %1608
  %1610 = tail call i64 @llvm.fshl.i64(i64 %1580, i64 %1580, i64 25)
  %1611 = xor i64 %1609, %1610
  %1612 = and i64 %1580, %1543
  %1613 = or i64 %1580, %1543
  %1614 = and i64 %1613, %1506
  %1615 = or i64 %1614, %1612
  %1616 = add i64 %1611, %1615
  %1617 = add i64 %1616, %1605
  %1618 = tail call i64 @llvm.fshl.i64(i64 %1606, i64 %1606, i64 50)
  %1619 = tail call i64 @llvm.fshl.i64(i64 %1606, i64 %1606, i64 46)
  %1620 = xor i64 %1618, %1619
  %1621 = tail call i64 @llvm.fshl.i64(i64 %1606, i64 %1606, i64 23)
  %1622 = xor i64 %1620, %1621
  %1623 = xor i64 %1569, %1532
  %1624 = and i64 %1606, %1623
  %1625 = xor i64 %1624, %1532
  %1626 = tail call i64 @llvm.fshl.i64(i64 %1564, i64 %1564, i64 45)
  %1627 = tail call i64 @llvm.fshl.i64(i64 %1564, i64 %1564, i64 3)
  %1628 = xor i64 %1626, %1627
  %1629 = lshr i64 %1564, 6
  %1630 = xor i64 %1628, %1629
  %1631 = tail call i64 @llvm.fshl.i64(i64 %1083, i64 %1083, i64 63)
  %1632 = tail call i64 @llvm.fshl.i64(i64 %1083, i64 %1083, i64 56)
  %1633 = xor i64 %1631, %1632
  %1634 = lshr i64 %1083, 7
  %1635 = xor i64 %1633, %1634
  %1636 = add i64 %1635, %1046
  %1637 = add i64 %1636, %1379
  %1638 = add i64 %1637, %1630
  %1639 = add i64 %1638, 1847814050463011016
  %1640 = add i64 %1639, %1495
  %1641 = add i64 %1640, %1625
  %1642 = add i64 %1641, %1622
  %1643 = add i64 %1642, %1506
  %1644 = tail call i64 @llvm.fshl.i64(i64 %1617, i64 %1617, i64 36)
  %1645 = tail call i64 @llvm.fshl.i64(i64 %1617, i64 %1617, i64 30)
  %1646 = xor i64 %1644, %1645
  %1647 = tail call i64 @llvm.fshl.i64(i64 %1617, i64 %1617, i64 25)
  %1648 = xor i64 %1646, %1647
  %1649 = and i64 %1617, %1580
  %1650 = or i64 %1617, %1580
  %1651 = and i64 %1650, %1543
  %1652 = or i64 %1651, %1649
  %1653 = add i64 %1648, %1652
  %1654 = add i64 %1653, %1642
  %1655 = tail call i64 @llvm.fshl.i64(i64 %1643, i64 %1643, i64 50)
  %1656 = tail call i64 @llvm.fshl.i64(i64 %1643, i64 %1643, i64 46)
  %1657 = xor i64 %1655, %1656
  %1658 = tail call i64 @llvm.fshl.i64(i64 %1643, i64 %1643, i64 23)
  %1659 = xor i64 %1657, %1658
  %1660 = xor i64 %1606, %1569
  %1661 = and i64 %1643, %1660
  %1662 = xor i64 %1661, %1569
  %1663 = tail call i64 @llvm.fshl.i64(i64 %1601, i64 %1601, i64 45)
  %1664 = tail call i64 @llvm.fshl.i64(i64 %1601, i64 %1601, i64 3)
  %1665 = xor i64 %1663, %1664
  %1666 = lshr i64 %1601, 6
  %1667 = xor i64 %1665, %1666
  %1668 = tail call i64 @llvm.fshl.i64(i64 %1120, i64 %1120, i64 63)
  %1669 = tail call i64 @llvm.fshl.i64(i64 %1120, i64 %1120, i64 56)
  %1670 = xor i64 %1668, %1669
  %1671 = lshr i64 %1120, 7
  %1672 = xor i64 %1670, %1671
  %1673 = add i64 %1672, %1083
  %1674 = add i64 %1673, %1416
  %1675 = add i64 %1674, %1667
  %1676 = add i64 %1675, 2177327727835720531
  %1677 = add i64 %1676, %1532
  %1678 = add i64 %1677, %1662
  %1679 = add i64 %1678, %1659
  %1680 = add i64 %1679, %1543
  %1681 = tail call i64 @llvm.fshl.i64(i64 %1654, i64 %1654, i64 36)
  %1682 = tail call i64 @llvm.fshl.i64(i64 %1654, i64 %1654, i64 30)
  %1683 = xor i64 %1681, %1682
  %1684 = tail call i64 @llvm.fshl.i64(i64 %1654, i64 %1654, i64 25)
  %1685 = xor i64 %1683, %1684
  %1686 = and i64 %1654, %1617
  %1687 = or i64 %1654, %1617
  %1688 = and i64 %1687, %1580
  %1689 = or i64 %1688, %1686
  %1690 = add i64 %1685, %1689
  %1691 = add i64 %1690, %1679
  %1692 = tail call i64 @llvm.fshl.i64(i64 %1680, i64 %1680, i64 50)
  %1693 = tail call i64 @llvm.fshl.i64(i64 %1680, i64 %1680, i64 46)
  %1694 = xor i64 %1692, %1693
  %1695 = tail call i64 @llvm.fshl.i64(i64 %1680, i64 %1680, i64 23)
  %1696 = xor i64 %1694, %1695
  %1697 = xor i64 %1643, %1606
  %1698 = and i64 %1680, %1697
  %1699 = xor i64 %1698, %1606
  %1700 = tail call i64 @llvm.fshl.i64(i64 %1638, i64 %1638, i64 45)
  %1701 = tail call i64 @llvm.fshl.i64(i64 %1638, i64 %1638, i64 3)
  %1702 = xor i64 %1700, %1701
  %1703 = lshr i64 %1638, 6
  %1704 = xor i64 %1702, %1703
  %1705 = tail call i64 @llvm.fshl.i64(i64 %1157, i64 %1157, i64 63)
  %1706 = tail call i64 @llvm.fshl.i64(i64 %1157, i64 %1157, i64 56)
  %1707 = xor i64 %1705, %1706
  %1708 = lshr i64 %1157, 7
  %1709 = xor i64 %1707, %1708
  %1710 = add i64 %1709, %1120
  %1711 = add i64 %1710, %1453
  %1712 = add i64 %1711, %1704
  %1713 = add i64 %1712, 2830643537854262169
  %1714 = add i64 %1713, %1569
  %1715 = add i64 %1714, %1699
  %1716 = add i64 %1715, %1696
  %1717 = add i64 %1716, %1580
  %1718 = tail call i64 @llvm.fshl.i64(i64 %1691, i64 %1691, i64 36)
  %1719 = tail call i64 @llvm.fshl.i64(i64 %1691, i64 %1691, i64 30)
  %1720 = xor i64 %1718, %1719
  %1721 = tail call i64 @llvm.fshl.i64(i64 %1691, i64 %1691, i64 25)
  %1722 = xor i64 %1720, %1721
  %1723 = and i64 %1691, %1654
  %1724 = or i64 %1691, %1654
  %1725 = and i64 %1724, %1617
  %1726 = or i64 %1725, %1723
  %1727 = add i64 %1722, %1726
  %1728 = add i64 %1727, %1716
  %1729 = tail call i64 @llvm.fshl.i64(i64 %1717, i64 %1717, i64 50)
  %1730 = tail call i64 @llvm.fshl.i64(i64 %1717, i64 %1717, i64 46)
  %1731 = xor i64 %1729, %1730
  %1732 = tail call i64 @llvm.fshl.i64(i64 %1717, i64 %1717, i64 23)
  %1733 = xor i64 %1731, %1732
  %1734 = xor i64 %1680, %1643
  %1735 = and i64 %1717, %1734
  %1736 = xor i64 %1735, %1643
  %1737 = tail call i64 @llvm.fshl.i64(i64 %1675, i64 %1675, i64 45)
  %1738 = tail call i64 @llvm.fshl.i64(i64 %1675, i64 %1675, i64 3)
  %1739 = xor i64 %1737, %1738
  %1740 = lshr i64 %1675, 6
  %1741 = xor i64 %1739, %1740
  %1742 = tail call i64 @llvm.fshl.i64(i64 %1194, i64 %1194, i64 63)
  %1743 = tail call i64 @llvm.fshl.i64(i64 %1194, i64 %1194, i64 56)
  %1744 = xor i64 %1742, %1743
  %1745 = lshr i64 %1194, 7
  %1746 = xor i64 %1744, %1745
  %1747 = add i64 %1746, %1157
  %1748 = add i64 %1747, %1490
  %1749 = add i64 %1748, %1741
  %1750 = add i64 %1749, 3796741975233480872
  %1751 = add i64 %1750, %1606
  %1752 = add i64 %1751, %1736
  %1753 = add i64 %1752, %1733
  %1754 = add i64 %1753, %1617
  %1755 = tail call i64 @llvm.fshl.i64(i64 %1728, i64 %1728, i64 36)
  %1756 = tail call i64 @llvm.fshl.i64(i64 %1728, i64 %1728, i64 30)
  %1757 = xor i64 %1755, %1756
  %1758 = tail call i64 @llvm.fshl.i64(i64 %1728, i64 %1728, i64 25)
  %1759 = xor i64 %1757, %1758
  %1760 = and i64 %1728, %1691
  %1761 = or i64 %1728, %1691
  %1762 = and i64 %1761, %1654
  %1763 = or i64 %1762, %1760
  %1764 = add i64 %1759, %1763
  %1765 = add i64 %1764, %1753
  %1766 = tail call i64 @llvm.fshl.i64(i64 %1754, i64 %1754, i64 50)
  %1767 = tail call i64 @llvm.fshl.i64(i64 %1754, i64 %1754, i64 46)
  %1768 = xor i64 %1766, %1767
  %1769 = tail call i64 @llvm.fshl.i64(i64 %1754, i64 %1754, i64 23)
  %1770 = xor i64 %1768, %1769
  %1771 = xor i64 %1717, %1680
  %1772 = and i64 %1754, %1771
  %1773 = xor i64 %1772, %1680
  %1774 = tail call i64 @llvm.fshl.i64(i64 %1712, i64 %1712, i64 45)
  %1775 = tail call i64 @llvm.fshl.i64(i64 %1712, i64 %1712, i64 3)
  %1776 = xor i64 %1774, %1775
  %1777 = lshr i64 %1712, 6
  %1778 = xor i64 %1776, %1777
  %1779 = tail call i64 @llvm.fshl.i64(i64 %1231, i64 %1231, i64 63)
  %1780 = tail call i64 @llvm.fshl.i64(i64 %1231, i64 %1231, i64 56)
  %1781 = xor i64 %1779, %1780
  %1782 = lshr i64 %1231, 7
  %1783 = xor i64 %1781, %1782
  %1784 = add i64 %1783, %1194
  %1785 = add i64 %1784, %1527
  %1786 = add i64 %1785, %1778
  %1787 = add i64 %1786, 4115178125766777443
  %1788 = add i64 %1787, %1643
  %1789 = add i64 %1788, %1773
  %1790 = add i64 %1789, %1770
  %1791 = add i64 %1790, %1654
  %1792 = tail call i64 @llvm.fshl.i64(i64 %1765, i64 %1765, i64 36)
  %1793 = tail call i64 @llvm.fshl.i64(i64 %1765, i64 %1765, i64 30)
  %1794 = xor i64 %1792, %1793
  %1795 = tail call i64 @llvm.fshl.i64(i64 %1765, i64 %1765, i64 25)
  %1796 = xor i64 %1794, %1795
  %1797 = and i64 %1765, %1728
  %1798 = or i64 %1765, %1728
  %1799 = and i64 %1798, %1691
  %1800 = or i64 %1799, %1797
  %1801 = add i64 %1796, %1800
  %1802 = add i64 %1801, %1790
  %1803 = tail call i64 @llvm.fshl.i64(i64 %1791, i64 %1791, i64 50)
  %1804 = tail call i64 @llvm.fshl.i64(i64 %1791, i64 %1791, i64 46)
  %1805 = xor i64 %1803, %1804
  %1806 = tail call i64 @llvm.fshl.i64(i64 %1791, i64 %1791, i64 23)
  %1807 = xor i64 %1805, %1806
  %1808 = xor i64 %1754, %1717
  %1809 = and i64 %1791, %1808
  %1810 = xor i64 %1809, %1717
  %1811 = tail call i64 @llvm.fshl.i64(i64 %1749, i64 %1749, i64 45)
  %1812 = tail call i64 @llvm.fshl.i64(i64 %1749, i64 %1749, i64 3)
  %1813 = xor i64 %1811, %1812
  %1814 = lshr i64 %1749, 6
  %1815 = xor i64 %1813, %1814
  %1816 = tail call i64 @llvm.fshl.i64(i64 %1268, i64 %1268, i64 63)
  %1817 = tail call i64 @llvm.fshl.i64(i64 %1268, i64 %1268, i64 56)
  %1818 = xor i64 %1816, %1817
  %1819 = lshr i64 %1268, 7
  %1820 = xor i64 %1818, %1819
  %1821 = add i64 %1820, %1231
  %1822 = add i64 %1821, %1564
  %1823 = add i64 %1822, %1815
  %1824 = add i64 %1823, 5681478168544905931
  %1825 = add i64 %1824, %1680
  %1826 = add i64 %1825, %1810
  %1827 = add i64 %1826, %1807
  %1828 = add i64 %1827, %1691
  %1829 = tail call i64 @llvm.fshl.i64(i64 %1802, i64 %1802, i64 36)
  %1830 = tail call i64 @llvm.fshl.i64(i64 %1802, i64 %1802, i64 30)
  %1831 = xor i64 %1829, %1830
  %1832 = tail call i64 @llvm.fshl.i64(i64 %1802, i64 %1802, i64 25)
  %1833 = xor i64 %1831, %1832
  %1834 = and i64 %1802, %1765
  %1835 = or i64 %1802, %1765
  %1836 = and i64 %1835, %1728
  %1837 = or i64 %1836, %1834
  %1838 = add i64 %1833, %1837
  %1839 = add i64 %1838, %1827
  %1840 = tail call i64 @llvm.fshl.i64(i64 %1828, i64 %1828, i64 50)
  %1841 = tail call i64 @llvm.fshl.i64(i64 %1828, i64 %1828, i64 46)
  %1842 = xor i64 %1840, %1841
  %1843 = tail call i64 @llvm.fshl.i64(i64 %1828, i64 %1828, i64 23)
  %1844 = xor i64 %1842, %1843
  %1845 = xor i64 %1791, %1754
  %1846 = and i64 %1828, %1845
  %1847 = xor i64 %1846, %1754
  %1848 = tail call i64 @llvm.fshl.i64(i64 %1786, i64 %1786, i64 45)
  %1849 = tail call i64 @llvm.fshl.i64(i64 %1786, i64 %1786, i64 3)
  %1850 = xor i64 %1848, %1849
  %1851 = lshr i64 %1786, 6
  %1852 = xor i64 %1850, %1851
  %1853 = tail call i64 @llvm.fshl.i64(i64 %1305, i64 %1305, i64 63)
  %1854 = tail call i64 @llvm.fshl.i64(i64 %1305, i64 %1305, i64 56)
  %1855 = xor i64 %1853, %1854
  %1856 = lshr i64 %1305, 7
  %1857 = xor i64 %1855, %1856
  %1858 = add i64 %1857, %1268
  %1859 = add i64 %1858, %1601
  %1860 = add i64 %1859, %1852
  %1861 = add i64 %1860, 6601373596472566643
  %1862 = add i64 %1861, %1717
  %1863 = add i64 %1862, %1847
  %1864 = add i64 %1863, %1844
  %1865 = add i64 %1864, %1728
  %1866 = tail call i64 @llvm.fshl.i64(i64 %1839, i64 %1839, i64 36)
  %1867 = tail call i64 @llvm.fshl.i64(i64 %1839, i64 %1839, i64 30)
  %1868 = xor i64 %1866, %1867
  %1869 = tail call i64 @llvm.fshl.i64(i64 %1839, i64 %1839, i64 25)
  %1870 = xor i64 %1868, %1869
  %1871 = and i64 %1839, %1802
  %1872 = or i64 %1839, %1802
  %1873 = and i64 %1872, %1765
  %1874 = or i64 %1873, %1871
  %1875 = add i64 %1870, %1874
  %1876 = add i64 %1875, %1864
  %1877 = tail call i64 @llvm.fshl.i64(i64 %1865, i64 %1865, i64 50)
  %1878 = tail call i64 @llvm.fshl.i64(i64 %1865, i64 %1865, i64 46)
  %1879 = xor i64 %1877, %1878
  %1880 = tail call i64 @llvm.fshl.i64(i64 %1865, i64 %1865, i64 23)
  %1881 = xor i64 %1879, %1880
  %1882 = xor i64 %1828, %1791
  %1883 = and i64 %1865, %1882
  %1884 = xor i64 %1883, %1791
  %1885 = tail call i64 @llvm.fshl.i64(i64 %1823, i64 %1823, i64 45)
  %1886 = tail call i64 @llvm.fshl.i64(i64 %1823, i64 %1823, i64 3)
  %1887 = xor i64 %1885, %1886
  %1888 = lshr i64 %1823, 6
  %1889 = xor i64 %1887, %1888
  %1890 = tail call i64 @llvm.fshl.i64(i64 %1342, i64 %1342, i64 63)
  %1891 = tail call i64 @llvm.fshl.i64(i64 %1342, i64 %1342, i64 56)
  %1892 = xor i64 %1890, %1891
  %1893 = lshr i64 %1342, 7
  %1894 = xor i64 %1892, %1893
  %1895 = add i64 %1894, %1305
  %1896 = add i64 %1895, %1638
  %1897 = add i64 %1896, %1889
  %1898 = add i64 %1897, 7507060721942968483
  %1899 = add i64 %1898, %1754
  %1900 = add i64 %1899, %1884
  %1901 = add i64 %1900, %1881
  %1902 = add i64 %1901, %1765
  %1903 = tail call i64 @llvm.fshl.i64(i64 %1876, i64 %1876, i64 36)
  %1904 = tail call i64 @llvm.fshl.i64(i64 %1876, i64 %1876, i64 30)
  %1905 = xor i64 %1903, %1904
  %1906 = tail call i64 @llvm.fshl.i64(i64 %1876, i64 %1876, i64 25)
  %1907 = xor i64 %1905, %1906
  %1908 = and i64 %1876, %1839
  %1909 = or i64 %1876, %1839
  %1910 = and i64 %1909, %1802
  %1911 = or i64 %1910, %1908
  %1912 = add i64 %1907, %1911
  %1913 = add i64 %1912, %1901
  %1914 = tail call i64 @llvm.fshl.i64(i64 %1902, i64 %1902, i64 50)
  %1915 = tail call i64 @llvm.fshl.i64(i64 %1902, i64 %1902, i64 46)
  %1916 = xor i64 %1914, %1915
  %1917 = tail call i64 @llvm.fshl.i64(i64 %1902, i64 %1902, i64 23)
  %1918 = xor i64 %1916, %1917
  %1919 = xor i64 %1865, %1828
  %1920 = and i64 %1902, %1919
  %1921 = xor i64 %1920, %1828
  %1922 = tail call i64 @llvm.fshl.i64(i64 %1860, i64 %1860, i64 45)
  %1923 = tail call i64 @llvm.fshl.i64(i64 %1860, i64 %1860, i64 3)
  %1924 = xor i64 %1922, %1923
  %1925 = lshr i64 %1860, 6
  %1926 = xor i64 %1924, %1925
  %1927 = tail call i64 @llvm.fshl.i64(i64 %1379, i64 %1379, i64 63)
  %1928 = tail call i64 @llvm.fshl.i64(i64 %1379, i64 %1379, i64 56)
  %1929 = xor i64 %1927, %1928
  %1930 = lshr i64 %1379, 7
  %1931 = xor i64 %1929, %1930
  %1932 = add i64 %1931, %1342
  %1933 = add i64 %1932, %1675
  %1934 = add i64 %1933, %1926
  %1935 = add i64 %1934, 8399075790359081724
  %1936 = add i64 %1935, %1791
  %1937 = add i64 %1936, %1921
  %1938 = add i64 %1937, %1918
  %1939 = add i64 %1938, %1802
  %1940 = tail call i64 @llvm.fshl.i64(i64 %1913, i64 %1913, i64 36)
  %1941 = tail call i64 @llvm.fshl.i64(i64 %1913, i64 %1913, i64 30)
  %1942 = xor i64 %1940, %1941
  %1943 = tail call i64 @llvm.fshl.i64(i64 %1913, i64 %1913, i64 25)
  %1944 = xor i64 %1942, %1943
  %1945 = and i64 %1913, %1876
  %1946 = or i64 %1913, %1876
  %1947 = and i64 %1946, %1839
  %1948 = or i64 %1947, %1945
  %1949 = add i64 %1944, %1948
  %1950 = add i64 %1949, %1938
  %1951 = tail call i64 @llvm.fshl.i64(i64 %1939, i64 %1939, i64 50)
  %1952 = tail call i64 @llvm.fshl.i64(i64 %1939, i64 %1939, i64 46)
  %1953 = xor i64 %1951, %1952
  %1954 = tail call i64 @llvm.fshl.i64(i64 %1939, i64 %1939, i64 23)
  %1955 = xor i64 %1953, %1954
  %1956 = xor i64 %1902, %1865
  %1957 = and i64 %1939, %1956
  %1958 = xor i64 %1957, %1865
  %1959 = tail call i64 @llvm.fshl.i64(i64 %1897, i64 %1897, i64 45)
  %1960 = tail call i64 @llvm.fshl.i64(i64 %1897, i64 %1897, i64 3)
  %1961 = xor i64 %1959, %1960
  %1962 = lshr i64 %1897, 6
  %1963 = xor i64 %1961, %1962
  %1964 = tail call i64 @llvm.fshl.i64(i64 %1416, i64 %1416, i64 63)
  %1965 = tail call i64 @llvm.fshl.i64(i64 %1416, i64 %1416, i64 56)
  %1966 = xor i64 %1964, %1965
  %1967 = lshr i64 %1416, 7
  %1968 = xor i64 %1966, %1967
  %1969 = add i64 %1968, %1379
  %1970 = add i64 %1969, %1712
  %1971 = add i64 %1970, %1963
  %1972 = add i64 %1971, 8693463985226723168
  %1973 = add i64 %1972, %1828
  %1974 = add i64 %1973, %1958
  %1975 = add i64 %1974, %1955
  %1976 = add i64 %1975, %1839
  %1977 = tail call i64 @llvm.fshl.i64(i64 %1950, i64 %1950, i64 36)
  %1978 = tail call i64 @llvm.fshl.i64(i64 %1950, i64 %1950, i64 30)
  %1979 = xor i64 %1977, %1978
  %1980 = tail call i64 @llvm.fshl.i64(i64 %1950, i64 %1950, i64 25)
  %1981 = xor i64 %1979, %1980
  %1982 = and i64 %1950, %1913
  %1983 = or i64 %1950, %1913
  %1984 = and i64 %1983, %1876
  %1985 = or i64 %1984, %1982
  %1986 = add i64 %1981, %1985
  %1987 = add i64 %1986, %1975
  %1988 = tail call i64 @llvm.fshl.i64(i64 %1976, i64 %1976, i64 50)
  %1989 = tail call i64 @llvm.fshl.i64(i64 %1976, i64 %1976, i64 46)
  %1990 = xor i64 %1988, %1989
  %1991 = tail call i64 @llvm.fshl.i64(i64 %1976, i64 %1976, i64 23)
  %1992 = xor i64 %1990, %1991
  %1993 = xor i64 %1939, %1902
  %1994 = and i64 %1976, %1993
  %1995 = xor i64 %1994, %1902
  %1996 = tail call i64 @llvm.fshl.i64(i64 %1934, i64 %1934, i64 45)
  %1997 = tail call i64 @llvm.fshl.i64(i64 %1934, i64 %1934, i64 3)
  %1998 = xor i64 %1996, %1997
  %1999 = lshr i64 %1934, 6
  %2000 = xor i64 %1998, %1999
  %2001 = tail call i64 @llvm.fshl.i64(i64 %1453, i64 %1453, i64 63)
  %2002 = tail call i64 @llvm.fshl.i64(i64 %1453, i64 %1453, i64 56)
  %2003 = xor i64 %2001, %2002
  %2004 = lshr i64 %1453, 7
  %2005 = xor i64 %2003, %2004
  %2006 = add i64 %2005, %1416
  %2007 = add i64 %2006, %1749
  %2008 = add i64 %2007, %2000
  %2009 = add i64 %2008, -8878714635349349518
  %2010 = add i64 %2009, %1865
  %2011 = add i64 %2010, %1995
  %2012 = add i64 %2011, %1992
  %2013 = add i64 %2012, %1876
  %2014 = tail call i64 @llvm.fshl.i64(i64 %1987, i64 %1987, i64 36)
  %2015 = tail call i64 @llvm.fshl.i64(i64 %1987, i64 %1987, i64 30)
  %2016 = xor i64 %2014, %2015
  %2017 = tail call i64 @llvm.fshl.i64(i64 %1987, i64 %1987, i64 25)
  %2018 = xor i64 %2016, %2017
  %2019 = and i64 %1987, %1950
  %2020 = or i64 %1987, %1950
  %2021 = and i64 %2020, %1913
  %2022 = or i64 %2021, %2019
  %2023 = add i64 %2018, %2022
  %2024 = add i64 %2023, %2012
  %2025 = tail call i64 @llvm.fshl.i64(i64 %2013, i64 %2013, i64 50)
  %2026 = tail call i64 @llvm.fshl.i64(i64 %2013, i64 %2013, i64 46)
  %2027 = xor i64 %2025, %2026
  %2028 = tail call i64 @llvm.fshl.i64(i64 %2013, i64 %2013, i64 23)
  %2029 = xor i64 %2027, %2028
  %2030 = xor i64 %1976, %1939
  %2031 = and i64 %2013, %2030
  %2032 = xor i64 %2031, %1939
  %2033 = tail call i64 @llvm.fshl.i64(i64 %1971, i64 %1971, i64 45)
  %2034 = tail call i64 @llvm.fshl.i64(i64 %1971, i64 %1971, i64 3)
  %2035 = xor i64 %2033, %2034
  %2036 = lshr i64 %1971, 6
  %2037 = xor i64 %2035, %2036
  %2038 = tail call i64 @llvm.fshl.i64(i64 %1490, i64 %1490, i64 63)
  %2039 = tail call i64 @llvm.fshl.i64(i64 %1490, i64 %1490, i64 56)
  %2040 = xor i64 %2038, %2039
  %2041 = lshr i64 %1490, 7
  %2042 = xor i64 %2040, %2041
  %2043 = add i64 %2042, %1453
  %2044 = add i64 %2043, %1786
  %2045 = add i64 %2044, %2037
  %2046 = add i64 %2045, -8302665154208450068
  %2047 = add i64 %2046, %1902
  %2048 = add i64 %2047, %2032
  %2049 = add i64 %2048, %2029
  %2050 = add i64 %2049, %1913
  %2051 = tail call i64 @llvm.fshl.i64(i64 %2024, i64 %2024, i64 36)
  %2052 = tail call i64 @llvm.fshl.i64(i64 %2024, i64 %2024, i64 30)
  %2053 = xor i64 %2051, %2052
  %2054 = tail call i64 @llvm.fshl.i64(i64 %2024, i64 %2024, i64 25)
  %2055 = xor i64 %2053, %2054
  %2056 = and i64 %2024, %1987
  %2057 = or i64 %2024, %1987
  %2058 = and i64 %2057, %1950
  %2059 = or i64 %2058, %2056
  %2060 = add i64 %2055, %2059
  %2061 = add i64 %2060, %2049
  %2062 = tail call i64 @llvm.fshl.i64(i64 %2050, i64 %2050, i64 50)
  %2063 = tail call i64 @llvm.fshl.i64(i64 %2050, i64 %2050, i64 46)
  %2064 = xor i64 %2062, %2063
  %2065 = tail call i64 @llvm.fshl.i64(i64 %2050, i64 %2050, i64 23)
  %2066 = xor i64 %2064, %2065
  %2067 = xor i64 %2013, %1976
  %2068 = and i64 %2050, %2067
  %2069 = xor i64 %2068, %1976
  %2070 = tail call i64 @llvm.fshl.i64(i64 %2008, i64 %2008, i64 45)
  %2071 = tail call i64 @llvm.fshl.i64(i64 %2008, i64 %2008, i64 3)
  %2072 = xor i64 %2070, %2071
  %2073 = lshr i64 %2008, 6
  %2074 = xor i64 %2072, %2073
  %2075 = tail call i64 @llvm.fshl.i64(i64 %1527, i64 %1527, i64 63)
  %2076 = tail call i64 @llvm.fshl.i64(i64 %1527, i64 %1527, i64 56)
  %2077 = xor i64 %2075, %2076
  %2078 = lshr i64 %1527, 7
  %2079 = xor i64 %2077, %2078
  %2080 = add i64 %2079, %1490
  %2081 = add i64 %2080, %1823
  %2082 = add i64 %2081, %2074
  %2083 = add i64 %2082, -8016688836872298968
  %2084 = add i64 %2083, %1939
  %2085 = add i64 %2084, %2069
  %2086 = add i64 %2085, %2066
  %2087 = add i64 %2086, %1950
  %2088 = tail call i64 @llvm.fshl.i64(i64 %2061, i64 %2061, i64 36)
  %2089 = tail call i64 @llvm.fshl.i64(i64 %2061, i64 %2061, i64 30)
  %2090 = xor i64 %2088, %2089
  %2091 = tail call i64 @llvm.fshl.i64(i64 %2061, i64 %2061, i64 25)
  %2092 = xor i64 %2090, %2091
  %2093 = and i64 %2061, %2024
  %2094 = or i64 %2061, %2024
  %2095 = and i64 %2094, %1987
  %2096 = or i64 %2095, %2093
  %2097 = add i64 %2092, %2096
  %2098 = add i64 %2097, %2086
  %2099 = tail call i64 @llvm.fshl.i64(i64 %2087, i64 %2087, i64 50)
  %2100 = tail call i64 @llvm.fshl.i64(i64 %2087, i64 %2087, i64 46)
  %2101 = xor i64 %2099, %2100
  %2102 = tail call i64 @llvm.fshl.i64(i64 %2087, i64 %2087, i64 23)
  %2103 = xor i64 %2101, %2102
  %2104 = xor i64 %2050, %2013
  %2105 = and i64 %2087, %2104
  %2106 = xor i64 %2105, %2013
  %2107 = tail call i64 @llvm.fshl.i64(i64 %2045, i64 %2045, i64 45)
  %2108 = tail call i64 @llvm.fshl.i64(i64 %2045, i64 %2045, i64 3)
  %2109 = xor i64 %2107, %2108
  %2110 = lshr i64 %2045, 6
  %2111 = xor i64 %2109, %2110
  %2112 = tail call i64 @llvm.fshl.i64(i64 %1564, i64 %1564, i64 63)
  %2113 = tail call i64 @llvm.fshl.i64(i64 %1564, i64 %1564, i64 56)
  %2114 = xor i64 %2112, %2113
  %2115 = lshr i64 %1564, 7
  %2116 = xor i64 %2114, %2115
  %2117 = add i64 %2116, %1527
  %2118 = add i64 %2117, %1860
  %2119 = add i64 %2118, %2111
  %2120 = add i64 %2119, -6606660893046293015
  %2121 = add i64 %2120, %1976
  %2122 = add i64 %2121, %2106
  %2123 = add i64 %2122, %2103
  %2124 = add i64 %2123, %1987
  %2125 = tail call i64 @llvm.fshl.i64(i64 %2098, i64 %2098, i64 36)
  %2126 = tail call i64 @llvm.fshl.i64(i64 %2098, i64 %2098, i64 30)
  %2127 = xor i64 %2125, %2126
  %2128 = tail call i64 @llvm.fshl.i64(i64 %2098, i64 %2098, i64 25)
  %2129 = xor i64 %2127, %2128
  %2130 = and i64 %2098, %2061
  %2131 = or i64 %2098, %2061
  %2132 = and i64 %2131, %2024
  %2133 = or i64 %2132, %2130
  %2134 = add i64 %2129, %2133
  %2135 = add i64 %2134, %2123
  %2136 = tail call i64 @llvm.fshl.i64(i64 %2124, i64 %2124, i64 50)
  %2137 = tail call i64 @llvm.fshl.i64(i64 %2124, i64 %2124, i64 46)
  %2138 = xor i64 %2136, %2137
  %2139 = tail call i64 @llvm.fshl.i64(i64 %2124, i64 %2124, i64 23)
  %2140 = xor i64 %2138, %2139
  %2141 = xor i64 %2087, %2050
  %2142 = and i64 %2124, %2141
  %2143 = xor i64 %2142, %2050
  %2144 = tail call i64 @llvm.fshl.i64(i64 %2082, i64 %2082, i64 45)
  %2145 = tail call i64 @llvm.fshl.i64(i64 %2082, i64 %2082, i64 3)
  %2146 = xor i64 %2144, %2145
  %2147 = lshr i64 %2082, 6
  %2148 = xor i64 %2146, %2147
  %2149 = tail call i64 @llvm.fshl.i64(i64 %1601, i64 %1601, i64 63)
  %2150 = tail call i64 @llvm.fshl.i64(i64 %1601, i64 %1601, i64 56)
  %2151 = xor i64 %2149, %2150
  %2152 = lshr i64 %1601, 7
  %2153 = xor i64 %2151, %2152
  %2154 = add i64 %2153, %1564
  %2155 = add i64 %2154, %1897
  %2156 = add i64 %2155, %2148
  %2157 = add i64 %2156, -4685533653050689259
  %2158 = add i64 %2157, %2013
  %2159 = add i64 %2158, %2143
  %2160 = add i64 %2159, %2140
  %2161 = add i64 %2160, %2024
  %2162 = tail call i64 @llvm.fshl.i64(i64 %2135, i64 %2135, i64 36)
  %2163 = tail call i64 @llvm.fshl.i64(i64 %2135, i64 %2135, i64 30)
  %2164 = xor i64 %2162, %2163
  %2165 = tail call i64 @llvm.fshl.i64(i64 %2135, i64 %2135, i64 25)
  %2166 = xor i64 %2164, %2165
  %2167 = and i64 %2135, %2098
  %2168 = or i64 %2135, %2098
  %2169 = and i64 %2168, %2061
  %2170 = or i64 %2169, %2167
  %2171 = add i64 %2166, %2170
  %2172 = add i64 %2171, %2160
  %2173 = tail call i64 @llvm.fshl.i64(i64 %2161, i64 %2161, i64 50)
  %2174 = tail call i64 @llvm.fshl.i64(i64 %2161, i64 %2161, i64 46)
  %2175 = xor i64 %2173, %2174
  %2176 = tail call i64 @llvm.fshl.i64(i64 %2161, i64 %2161, i64 23)
  %2177 = xor i64 %2175, %2176
  %2178 = xor i64 %2124, %2087
  %2179 = and i64 %2161, %2178
  %2180 = xor i64 %2179, %2087
  %2181 = tail call i64 @llvm.fshl.i64(i64 %2119, i64 %2119, i64 45)
  %2182 = tail call i64 @llvm.fshl.i64(i64 %2119, i64 %2119, i64 3)
  %2183 = xor i64 %2181, %2182
  %2184 = lshr i64 %2119, 6
  %2185 = xor i64 %2183, %2184
  %2186 = tail call i64 @llvm.fshl.i64(i64 %1638, i64 %1638, i64 63)
  %2187 = tail call i64 @llvm.fshl.i64(i64 %1638, i64 %1638, i64 56)
  %2188 = xor i64 %2186, %2187
  %2189 = lshr i64 %1638, 7
  %2190 = xor i64 %2188, %2189
  %2191 = add i64 %2190, %1601
  %2192 = add i64 %2191, %1934
  %2193 = add i64 %2192, %2185
  %2194 = add i64 %2193, -4147400797238176981
  %2195 = add i64 %2194, %2050
  %2196 = add i64 %2195, %2180
  %2197 = add i64 %2196, %2177
  %2198 = add i64 %2197, %2061
  %2199 = tail call i64 @llvm.fshl.i64(i64 %2172, i64 %2172, i64 36)
  %2200 = tail call i64 @llvm.fshl.i64(i64 %2172, i64 %2172, i64 30)
  %2201 = xor i64 %2199, %2200
  %2202 = tail call i64 @llvm.fshl.i64(i64 %2172, i64 %2172, i64 25)
  %2203 = xor i64 %2201, %2202
  %2204 = and i64 %2172, %2135
  %2205 = or i64 %2172, %2135
  %2206 = and i64 %2205, %2098
  %2207 = or i64 %2206, %2204
  %2208 = add i64 %2203, %2207
  %2209 = add i64 %2208, %2197
  %2210 = tail call i64 @llvm.fshl.i64(i64 %2198, i64 %2198, i64 50)
  %2211 = tail call i64 @llvm.fshl.i64(i64 %2198, i64 %2198, i64 46)
  %2212 = xor i64 %2210, %2211
  %2213 = tail call i64 @llvm.fshl.i64(i64 %2198, i64 %2198, i64 23)
  %2214 = xor i64 %2212, %2213
  %2215 = xor i64 %2161, %2124
  %2216 = and i64 %2198, %2215
  %2217 = xor i64 %2216, %2124
  %2218 = tail call i64 @llvm.fshl.i64(i64 %2156, i64 %2156, i64 45)
  %2219 = tail call i64 @llvm.fshl.i64(i64 %2156, i64 %2156, i64 3)
  %2220 = xor i64 %2218, %2219
  %2221 = lshr i64 %2156, 6
  %2222 = xor i64 %2220, %2221
  %2223 = tail call i64 @llvm.fshl.i64(i64 %1675, i64 %1675, i64 63)
  %2224 = tail call i64 @llvm.fshl.i64(i64 %1675, i64 %1675, i64 56)
  %2225 = xor i64 %2223, %2224
  %2226 = lshr i64 %1675, 7
  %2227 = xor i64 %2225, %2226
  %2228 = add i64 %2227, %1638
  %2229 = add i64 %2228, %1971
  %2230 = add i64 %2229, %2222
  %2231 = add i64 %2230, -3880063495543823972
  %2232 = add i64 %2231, %2087
  %2233 = add i64 %2232, %2217
  %2234 = add i64 %2233, %2214
  %2235 = add i64 %2234, %2098
  %2236 = tail call i64 @llvm.fshl.i64(i64 %2209, i64 %2209, i64 36)
  %2237 = tail call i64 @llvm.fshl.i64(i64 %2209, i64 %2209, i64 30)
  %2238 = xor i64 %2236, %2237
  %2239 = tail call i64 @llvm.fshl.i64(i64 %2209, i64 %2209, i64 25)
  %2240 = xor i64 %2238, %2239
  %2241 = and i64 %2209, %2172
  %2242 = or i64 %2209, %2172
  %2243 = and i64 %2242, %2135
  %2244 = or i64 %2243, %2241
  %2245 = add i64 %2240, %2244
  %2246 = add i64 %2245, %2234
  %2247 = tail call i64 @llvm.fshl.i64(i64 %2235, i64 %2235, i64 50)
  %2248 = tail call i64 @llvm.fshl.i64(i64 %2235, i64 %2235, i64 46)
  %2249 = xor i64 %2247, %2248
  %2250 = tail call i64 @llvm.fshl.i64(i64 %2235, i64 %2235, i64 23)
  %2251 = xor i64 %2249, %2250
  %2252 = xor i64 %2198, %2161
  %2253 = and i64 %2235, %2252
  %2254 = xor i64 %2253, %2161
  %2255 = tail call i64 @llvm.fshl.i64(i64 %2193, i64 %2193, i64 45)
  %2256 = tail call i64 @llvm.fshl.i64(i64 %2193, i64 %2193, i64 3)
  %2257 = xor i64 %2255, %2256
  %2258 = lshr i64 %2193, 6
  %2259 = xor i64 %2257, %2258
  %2260 = tail call i64 @llvm.fshl.i64(i64 %1712, i64 %1712, i64 63)
  %2261 = tail call i64 @llvm.fshl.i64(i64 %1712, i64 %1712, i64 56)
  %2262 = xor i64 %2260, %2261
  %2263 = lshr i64 %1712, 7
  %2264 = xor i64 %2262, %2263
  %2265 = add i64 %2264, %1675
  %2266 = add i64 %2265, %2008
  %2267 = add i64 %2266, %2259
  %2268 = add i64 %2267, -3348786107499101689
  %2269 = add i64 %2268, %2124
  %2270 = add i64 %2269, %2254
  %2271 = add i64 %2270, %2251
  %2272 = add i64 %2271, %2135
  %2273 = tail call i64 @llvm.fshl.i64(i64 %2246, i64 %2246, i64 36)
  %2274 = tail call i64 @llvm.fshl.i64(i64 %2246, i64 %2246, i64 30)
  %2275 = xor i64 %2273, %2274
  %2276 = tail call i64 @llvm.fshl.i64(i64 %2246, i64 %2246, i64 25)
  %2277 = xor i64 %2275, %2276
  %2278 = and i64 %2246, %2209
  %2279 = or i64 %2246, %2209
  %2280 = and i64 %2279, %2172
  %2281 = or i64 %2280, %2278
  %2282 = add i64 %2277, %2281
  %2283 = add i64 %2282, %2271
  %2284 = tail call i64 @llvm.fshl.i64(i64 %2272, i64 %2272, i64 50)
  %2285 = tail call i64 @llvm.fshl.i64(i64 %2272, i64 %2272, i64 46)
  %2286 = xor i64 %2284, %2285
  %2287 = tail call i64 @llvm.fshl.i64(i64 %2272, i64 %2272, i64 23)
  %2288 = xor i64 %2286, %2287
  %2289 = xor i64 %2235, %2198
  %2290 = and i64 %2272, %2289
  %2291 = xor i64 %2290, %2198
  %2292 = tail call i64 @llvm.fshl.i64(i64 %2230, i64 %2230, i64 45)
  %2293 = tail call i64 @llvm.fshl.i64(i64 %2230, i64 %2230, i64 3)
  %2294 = xor i64 %2292, %2293
  %2295 = lshr i64 %2230, 6
  %2296 = xor i64 %2294, %2295
  %2297 = tail call i64 @llvm.fshl.i64(i64 %1749, i64 %1749, i64 63)
  %2298 = tail call i64 @llvm.fshl.i64(i64 %1749, i64 %1749, i64 56)
  %2299 = xor i64 %2297, %2298
  %2300 = lshr i64 %1749, 7
  %2301 = xor i64 %2299, %2300
  %2302 = add i64 %2301, %1712
  %2303 = add i64 %2302, %2045
  %2304 = add i64 %2303, %2296
  %2305 = add i64 %2304, -1523767162380948706
  %2306 = add i64 %2305, %2161
  %2307 = add i64 %2306, %2291
  %2308 = add i64 %2307, %2288
  %2309 = add i64 %2308, %2172
  %2310 = tail call i64 @llvm.fshl.i64(i64 %2283, i64 %2283, i64 36)
  %2311 = tail call i64 @llvm.fshl.i64(i64 %2283, i64 %2283, i64 30)
  %2312 = xor i64 %2310, %2311
  %2313 = tail call i64 @llvm.fshl.i64(i64 %2283, i64 %2283, i64 25)
  %2314 = xor i64 %2312, %2313
  %2315 = and i64 %2283, %2246
  %2316 = or i64 %2283, %2246
  %2317 = and i64 %2316, %2209
  %2318 = or i64 %2317, %2315
  %2319 = add i64 %2314, %2318
  %2320 = add i64 %2319, %2308
  %2321 = tail call i64 @llvm.fshl.i64(i64 %2309, i64 %2309, i64 50)
  %2322 = tail call i64 @llvm.fshl.i64(i64 %2309, i64 %2309, i64 46)
  %2323 = xor i64 %2321, %2322
  %2324 = tail call i64 @llvm.fshl.i64(i64 %2309, i64 %2309, i64 23)
  %2325 = xor i64 %2323, %2324
  %2326 = xor i64 %2272, %2235
  %2327 = and i64 %2309, %2326
  %2328 = xor i64 %2327, %2235
  %2329 = tail call i64 @llvm.fshl.i64(i64 %2267, i64 %2267, i64 45)
  %2330 = tail call i64 @llvm.fshl.i64(i64 %2267, i64 %2267, i64 3)
  %2331 = xor i64 %2329, %2330
  %2332 = lshr i64 %2267, 6
  %2333 = xor i64 %2331, %2332
  %2334 = tail call i64 @llvm.fshl.i64(i64 %1786, i64 %1786, i64 63)
  %2335 = tail call i64 @llvm.fshl.i64(i64 %1786, i64 %1786, i64 56)
  %2336 = xor i64 %2334, %2335
  %2337 = lshr i64 %1786, 7
  %2338 = xor i64 %2336, %2337
  %2339 = add i64 %2338, %1749
  %2340 = add i64 %2339, %2082
  %2341 = add i64 %2340, %2333
  %2342 = add i64 %2341, -757361751448694408
  %2343 = add i64 %2342, %2198
  %2344 = add i64 %2343, %2328
  %2345 = add i64 %2344, %2325
  %2346 = add i64 %2345, %2209
  %2347 = tail call i64 @llvm.fshl.i64(i64 %2320, i64 %2320, i64 36)
  %2348 = tail call i64 @llvm.fshl.i64(i64 %2320, i64 %2320, i64 30)
  %2349 = xor i64 %2347, %2348
  %2350 = tail call i64 @llvm.fshl.i64(i64 %2320, i64 %2320, i64 25)
  %2351 = xor i64 %2349, %2350
  %2352 = and i64 %2320, %2283
  %2353 = or i64 %2320, %2283
  %2354 = and i64 %2353, %2246
  %2355 = or i64 %2354, %2352
  %2356 = add i64 %2351, %2355
  %2357 = add i64 %2356, %2345
  %2358 = tail call i64 @llvm.fshl.i64(i64 %2346, i64 %2346, i64 50)
  %2359 = tail call i64 @llvm.fshl.i64(i64 %2346, i64 %2346, i64 46)
  %2360 = xor i64 %2358, %2359
  %2361 = tail call i64 @llvm.fshl.i64(i64 %2346, i64 %2346, i64 23)
  %2362 = xor i64 %2360, %2361
  %2363 = xor i64 %2309, %2272
  %2364 = and i64 %2346, %2363
  %2365 = xor i64 %2364, %2272
  %2366 = tail call i64 @llvm.fshl.i64(i64 %2304, i64 %2304, i64 45)
  %2367 = tail call i64 @llvm.fshl.i64(i64 %2304, i64 %2304, i64 3)
  %2368 = xor i64 %2366, %2367
  %2369 = lshr i64 %2304, 6
  %2370 = xor i64 %2368, %2369
  %2371 = tail call i64 @llvm.fshl.i64(i64 %1823, i64 %1823, i64 63)
  %2372 = tail call i64 @llvm.fshl.i64(i64 %1823, i64 %1823, i64 56)
  %2373 = xor i64 %2371, %2372
  %2374 = lshr i64 %1823, 7
  %2375 = xor i64 %2373, %2374
  %2376 = add i64 %2375, %1786
  %2377 = add i64 %2376, %2119
  %2378 = add i64 %2377, %2370
  %2379 = add i64 %2378, 500013540394364858
  %2380 = add i64 %2379, %2235
  %2381 = add i64 %2380, %2365
  %2382 = add i64 %2381, %2362
  %2383 = add i64 %2382, %2246
  %2384 = tail call i64 @llvm.fshl.i64(i64 %2357, i64 %2357, i64 36)
  %2385 = tail call i64 @llvm.fshl.i64(i64 %2357, i64 %2357, i64 30)
  %2386 = xor i64 %2384, %2385
  %2387 = tail call i64 @llvm.fshl.i64(i64 %2357, i64 %2357, i64 25)
  %2388 = xor i64 %2386, %2387
  %2389 = and i64 %2357, %2320
  %2390 = or i64 %2357, %2320
  %2391 = and i64 %2390, %2283
  %2392 = or i64 %2391, %2389
  %2393 = add i64 %2388, %2392
  %2394 = add i64 %2393, %2382
  %2395 = tail call i64 @llvm.fshl.i64(i64 %2383, i64 %2383, i64 50)
  %2396 = tail call i64 @llvm.fshl.i64(i64 %2383, i64 %2383, i64 46)
  %2397 = xor i64 %2395, %2396
  %2398 = tail call i64 @llvm.fshl.i64(i64 %2383, i64 %2383, i64 23)
  %2399 = xor i64 %2397, %2398
  %2400 = xor i64 %2346, %2309
  %2401 = and i64 %2383, %2400
  %2402 = xor i64 %2401, %2309
  %2403 = tail call i64 @llvm.fshl.i64(i64 %2341, i64 %2341, i64 45)
  %2404 = tail call i64 @llvm.fshl.i64(i64 %2341, i64 %2341, i64 3)
  %2405 = xor i64 %2403, %2404
  %2406 = lshr i64 %2341, 6
  %2407 = xor i64 %2405, %2406
  %2408 = tail call i64 @llvm.fshl.i64(i64 %1860, i64 %1860, i64 63)
  %2409 = tail call i64 @llvm.fshl.i64(i64 %1860, i64 %1860, i64 56)
  %2410 = xor i64 %2408, %2409
  %2411 = lshr i64 %1860, 7
  %2412 = xor i64 %2410, %2411
  %2413 = add i64 %2412, %1823
  %2414 = add i64 %2413, %2156
  %2415 = add i64 %2414, %2407
  %2416 = add i64 %2415, 748580250866718886
  %2417 = add i64 %2416, %2272
  %2418 = add i64 %2417, %2402
  %2419 = add i64 %2418, %2399
  %2420 = add i64 %2419, %2283
  %2421 = tail call i64 @llvm.fshl.i64(i64 %2394, i64 %2394, i64 36)
  %2422 = tail call i64 @llvm.fshl.i64(i64 %2394, i64 %2394, i64 30)
  %2423 = xor i64 %2421, %2422
  %2424 = tail call i64 @llvm.fshl.i64(i64 %2394, i64 %2394, i64 25)
  %2425 = xor i64 %2423, %2424
  %2426 = and i64 %2394, %2357
  %2427 = or i64 %2394, %2357
  %2428 = and i64 %2427, %2320
  %2429 = or i64 %2428, %2426
  %2430 = add i64 %2425, %2429
  %2431 = add i64 %2430, %2419
  %2432 = tail call i64 @llvm.fshl.i64(i64 %2420, i64 %2420, i64 50)
  %2433 = tail call i64 @llvm.fshl.i64(i64 %2420, i64 %2420, i64 46)
  %2434 = xor i64 %2432, %2433
  %2435 = tail call i64 @llvm.fshl.i64(i64 %2420, i64 %2420, i64 23)
  %2436 = xor i64 %2434, %2435
  %2437 = xor i64 %2383, %2346
  %2438 = and i64 %2420, %2437
  %2439 = xor i64 %2438, %2346
  %2440 = tail call i64 @llvm.fshl.i64(i64 %2378, i64 %2378, i64 45)
  %2441 = tail call i64 @llvm.fshl.i64(i64 %2378, i64 %2378, i64 3)
  %2442 = xor i64 %2440, %2441
  %2443 = lshr i64 %2378, 6
  %2444 = xor i64 %2442, %2443
  %2445 = tail call i64 @llvm.fshl.i64(i64 %1897, i64 %1897, i64 63)
  %2446 = tail call i64 @llvm.fshl.i64(i64 %1897, i64 %1897, i64 56)
  %2447 = xor i64 %2445, %2446
  %2448 = lshr i64 %1897, 7
  %2449 = xor i64 %2447, %2448
  %2450 = add i64 %2449, %1860
  %2451 = add i64 %2450, %2193
  %2452 = add i64 %2451, %2444
  %2453 = add i64 %2452, 1242879168328830382
  %2454 = add i64 %2453, %2309
  %2455 = add i64 %2454, %2439
  %2456 = add i64 %2455, %2436
  %2457 = add i64 %2456, %2320
  %2458 = tail call i64 @llvm.fshl.i64(i64 %2431, i64 %2431, i64 36)
  %2459 = tail call i64 @llvm.fshl.i64(i64 %2431, i64 %2431, i64 30)
  %2460 = xor i64 %2458, %2459
  %2461 = tail call i64 @llvm.fshl.i64(i64 %2431, i64 %2431, i64 25)
  %2462 = xor i64 %2460, %2461
  %2463 = and i64 %2431, %2394
  %2464 = or i64 %2431, %2394
  %2465 = and i64 %2464, %2357
  %2466 = or i64 %2465, %2463
  %2467 = add i64 %2462, %2466
  %2468 = add i64 %2467, %2456
  %2469 = tail call i64 @llvm.fshl.i64(i64 %2457, i64 %2457, i64 50)
  %2470 = tail call i64 @llvm.fshl.i64(i64 %2457, i64 %2457, i64 46)
  %2471 = xor i64 %2469, %2470
  %2472 = tail call i64 @llvm.fshl.i64(i64 %2457, i64 %2457, i64 23)
  %2473 = xor i64 %2471, %2472
  %2474 = xor i64 %2420, %2383
  %2475 = and i64 %2457, %2474
  %2476 = xor i64 %2475, %2383
  %2477 = tail call i64 @llvm.fshl.i64(i64 %2415, i64 %2415, i64 45)
  %2478 = tail call i64 @llvm.fshl.i64(i64 %2415, i64 %2415, i64 3)
  %2479 = xor i64 %2477, %2478
  %2480 = lshr i64 %2415, 6
  %2481 = xor i64 %2479, %2480
  %2482 = tail call i64 @llvm.fshl.i64(i64 %1934, i64 %1934, i64 63)
  %2483 = tail call i64 @llvm.fshl.i64(i64 %1934, i64 %1934, i64 56)
  %2484 = xor i64 %2482, %2483
  %2485 = lshr i64 %1934, 7
  %2486 = xor i64 %2484, %2485
  %2487 = add i64 %2486, %1897
  %2488 = add i64 %2487, %2230
  %2489 = add i64 %2488, %2481
  %2490 = add i64 %2489, 1977374033974150939
  %2491 = add i64 %2490, %2346
  %2492 = add i64 %2491, %2476
  %2493 = add i64 %2492, %2473
  %2494 = add i64 %2493, %2357
  %2495 = tail call i64 @llvm.fshl.i64(i64 %2468, i64 %2468, i64 36)
  %2496 = tail call i64 @llvm.fshl.i64(i64 %2468, i64 %2468, i64 30)
  %2497 = xor i64 %2495, %2496
  %2498 = tail call i64 @llvm.fshl.i64(i64 %2468, i64 %2468, i64 25)
  %2499 = xor i64 %2497, %2498
  %2500 = and i64 %2468, %2431
  %2501 = or i64 %2468, %2431
  %2502 = and i64 %2501, %2394
  %2503 = or i64 %2502, %2500
  %2504 = add i64 %2499, %2503
  %2505 = add i64 %2504, %2493
  %2506 = tail call i64 @llvm.fshl.i64(i64 %2494, i64 %2494, i64 50)
  %2507 = tail call i64 @llvm.fshl.i64(i64 %2494, i64 %2494, i64 46)
  %2508 = xor i64 %2506, %2507
  %2509 = tail call i64 @llvm.fshl.i64(i64 %2494, i64 %2494, i64 23)
  %2510 = xor i64 %2508, %2509
  %2511 = xor i64 %2457, %2420
  %2512 = and i64 %2494, %2511
  %2513 = xor i64 %2512, %2420
  %2514 = tail call i64 @llvm.fshl.i64(i64 %2452, i64 %2452, i64 45)
  %2515 = tail call i64 @llvm.fshl.i64(i64 %2452, i64 %2452, i64 3)
  %2516 = xor i64 %2514, %2515
  %2517 = lshr i64 %2452, 6
  %2518 = xor i64 %2516, %2517
  %2519 = tail call i64 @llvm.fshl.i64(i64 %1971, i64 %1971, i64 63)
  %2520 = tail call i64 @llvm.fshl.i64(i64 %1971, i64 %1971, i64 56)
  %2521 = xor i64 %2519, %2520
  %2522 = lshr i64 %1971, 7
  %2523 = xor i64 %2521, %2522
  %2524 = add i64 %2523, %1934
  %2525 = add i64 %2524, %2267
  %2526 = add i64 %2525, %2518
  %2527 = add i64 %2526, 2944078676154940804
  %2528 = add i64 %2527, %2383
  %2529 = add i64 %2528, %2513
  %2530 = add i64 %2529, %2510
  %2531 = add i64 %2530, %2394
  %2532 = tail call i64 @llvm.fshl.i64(i64 %2505, i64 %2505, i64 36)
  %2533 = tail call i64 @llvm.fshl.i64(i64 %2505, i64 %2505, i64 30)
  %2534 = xor i64 %2532, %2533
  %2535 = tail call i64 @llvm.fshl.i64(i64 %2505, i64 %2505, i64 25)
  %2536 = xor i64 %2534, %2535
  %2537 = and i64 %2505, %2468
  %2538 = or i64 %2505, %2468
  %2539 = and i64 %2538, %2431
  %2540 = or i64 %2539, %2537
  %2541 = add i64 %2536, %2540
  %2542 = add i64 %2541, %2530
  %2543 = tail call i64 @llvm.fshl.i64(i64 %2531, i64 %2531, i64 50)
  %2544 = tail call i64 @llvm.fshl.i64(i64 %2531, i64 %2531, i64 46)
  %2545 = xor i64 %2543, %2544
  %2546 = tail call i64 @llvm.fshl.i64(i64 %2531, i64 %2531, i64 23)
  %2547 = xor i64 %2545, %2546
  %2548 = xor i64 %2494, %2457
  %2549 = and i64 %2531, %2548
  %2550 = xor i64 %2549, %2457
  %2551 = tail call i64 @llvm.fshl.i64(i64 %2489, i64 %2489, i64 45)
  %2552 = tail call i64 @llvm.fshl.i64(i64 %2489, i64 %2489, i64 3)
  %2553 = xor i64 %2551, %2552
  %2554 = lshr i64 %2489, 6
  %2555 = xor i64 %2553, %2554
  %2556 = tail call i64 @llvm.fshl.i64(i64 %2008, i64 %2008, i64 63)
  %2557 = tail call i64 @llvm.fshl.i64(i64 %2008, i64 %2008, i64 56)
  %2558 = xor i64 %2556, %2557
  %2559 = lshr i64 %2008, 7
  %2560 = xor i64 %2558, %2559
  %2561 = add i64 %2560, %1971
  %2562 = add i64 %2561, %2304
  %2563 = add i64 %2562, %2555
  %2564 = add i64 %2563, 3659926193048069267
  %2565 = add i64 %2564, %2420
  %2566 = add i64 %2565, %2550
  %2567 = add i64 %2566, %2547
  %2568 = add i64 %2567, %2431
  %2569 = tail call i64 @llvm.fshl.i64(i64 %2542, i64 %2542, i64 36)
  %2570 = tail call i64 @llvm.fshl.i64(i64 %2542, i64 %2542, i64 30)
  %2571 = xor i64 %2569, %2570
  %2572 = tail call i64 @llvm.fshl.i64(i64 %2542, i64 %2542, i64 25)
  %2573 = xor i64 %2571, %2572
  %2574 = and i64 %2542, %2505
  %2575 = or i64 %2542, %2505
  %2576 = and i64 %2575, %2468
  %2577 = or i64 %2576, %2574
  %2578 = add i64 %2573, %2577
  %2579 = add i64 %2578, %2567
  %2580 = tail call i64 @llvm.fshl.i64(i64 %2568, i64 %2568, i64 50)
  %2581 = tail call i64 @llvm.fshl.i64(i64 %2568, i64 %2568, i64 46)
  %2582 = xor i64 %2580, %2581
  %2583 = tail call i64 @llvm.fshl.i64(i64 %2568, i64 %2568, i64 23)
  %2584 = xor i64 %2582, %2583
  %2585 = xor i64 %2531, %2494
  %2586 = and i64 %2568, %2585
  %2587 = xor i64 %2586, %2494
  %2588 = tail call i64 @llvm.fshl.i64(i64 %2526, i64 %2526, i64 45)
  %2589 = tail call i64 @llvm.fshl.i64(i64 %2526, i64 %2526, i64 3)
  %2590 = xor i64 %2588, %2589
  %2591 = lshr i64 %2526, 6
  %2592 = xor i64 %2590, %2591
  %2593 = tail call i64 @llvm.fshl.i64(i64 %2045, i64 %2045, i64 63)
  %2594 = tail call i64 @llvm.fshl.i64(i64 %2045, i64 %2045, i64 56)
  %2595 = xor i64 %2593, %2594
  %2596 = lshr i64 %2045, 7
  %2597 = xor i64 %2595, %2596
  %2598 = add i64 %2597, %2008
  %2599 = add i64 %2598, %2341
  %2600 = add i64 %2599, %2592
  %2601 = add i64 %2600, 4368137639120453308
  %2602 = add i64 %2601, %2457
  %2603 = add i64 %2602, %2587
  %2604 = add i64 %2603, %2584
  %2605 = add i64 %2604, %2468
  %2606 = tail call i64 @llvm.fshl.i64(i64 %2579, i64 %2579, i64 36)
  %2607 = tail call i64 @llvm.fshl.i64(i64 %2579, i64 %2579, i64 30)
  %2608 = xor i64 %2606, %2607
  %2609 = tail call i64 @llvm.fshl.i64(i64 %2579, i64 %2579, i64 25)
  %2610 = xor i64 %2608, %2609
  %2611 = and i64 %2579, %2542
  %2612 = or i64 %2579, %2542
  %2613 = and i64 %2612, %2505
  %2614 = or i64 %2613, %2611
  %2615 = add i64 %2610, %2614
  %2616 = add i64 %2615, %2604
  %2617 = tail call i64 @llvm.fshl.i64(i64 %2605, i64 %2605, i64 50)
  %2618 = tail call i64 @llvm.fshl.i64(i64 %2605, i64 %2605, i64 46)
  %2619 = xor i64 %2617, %2618
  %2620 = tail call i64 @llvm.fshl.i64(i64 %2605, i64 %2605, i64 23)
  %2621 = xor i64 %2619, %2620
  %2622 = xor i64 %2568, %2531
  %2623 = and i64 %2605, %2622
  %2624 = xor i64 %2623, %2531
  %2625 = tail call i64 @llvm.fshl.i64(i64 %2563, i64 %2563, i64 45)
  %2626 = tail call i64 @llvm.fshl.i64(i64 %2563, i64 %2563, i64 3)
  %2627 = xor i64 %2625, %2626
  %2628 = lshr i64 %2563, 6
  %2629 = xor i64 %2627, %2628
  %2630 = tail call i64 @llvm.fshl.i64(i64 %2082, i64 %2082, i64 63)
  %2631 = tail call i64 @llvm.fshl.i64(i64 %2082, i64 %2082, i64 56)
  %2632 = xor i64 %2630, %2631
  %2633 = lshr i64 %2082, 7
  %2634 = xor i64 %2632, %2633
  %2635 = add i64 %2634, %2045
  %2636 = add i64 %2635, %2378
  %2637 = add i64 %2636, %2629
  %2638 = add i64 %2637, 4836135668995329356
  %2639 = add i64 %2638, %2494
  %2640 = add i64 %2639, %2624
  %2641 = add i64 %2640, %2621
  %2642 = add i64 %2641, %2505
  %2643 = tail call i64 @llvm.fshl.i64(i64 %2616, i64 %2616, i64 36)
  %2644 = tail call i64 @llvm.fshl.i64(i64 %2616, i64 %2616, i64 30)
  %2645 = xor i64 %2643, %2644
  %2646 = tail call i64 @llvm.fshl.i64(i64 %2616, i64 %2616, i64 25)
  %2647 = xor i64 %2645, %2646
  %2648 = and i64 %2616, %2579
  %2649 = or i64 %2616, %2579
  %2650 = and i64 %2649, %2542
  %2651 = or i64 %2650, %2648
  %2652 = add i64 %2647, %2651
  %2653 = add i64 %2652, %2641
  %2654 = tail call i64 @llvm.fshl.i64(i64 %2642, i64 %2642, i64 50)
  %2655 = tail call i64 @llvm.fshl.i64(i64 %2642, i64 %2642, i64 46)
  %2656 = xor i64 %2654, %2655
  %2657 = tail call i64 @llvm.fshl.i64(i64 %2642, i64 %2642, i64 23)
  %2658 = xor i64 %2656, %2657
  %2659 = xor i64 %2605, %2568
  %2660 = and i64 %2642, %2659
  %2661 = xor i64 %2660, %2568
  %2662 = tail call i64 @llvm.fshl.i64(i64 %2600, i64 %2600, i64 45)
  %2663 = tail call i64 @llvm.fshl.i64(i64 %2600, i64 %2600, i64 3)
  %2664 = xor i64 %2662, %2663
  %2665 = lshr i64 %2600, 6
  %2666 = xor i64 %2664, %2665
  %2667 = tail call i64 @llvm.fshl.i64(i64 %2119, i64 %2119, i64 63)
  %2668 = tail call i64 @llvm.fshl.i64(i64 %2119, i64 %2119, i64 56)
  %2669 = xor i64 %2667, %2668
  %2670 = lshr i64 %2119, 7
  %2671 = xor i64 %2669, %2670
  %2672 = add i64 %2671, %2082
  %2673 = add i64 %2672, %2415
  %2674 = add i64 %2673, %2666
  %2675 = add i64 %2674, 5532061633213252278
  %2676 = add i64 %2675, %2531
  %2677 = add i64 %2676, %2661
  %2678 = add i64 %2677, %2658
  %2679 = add i64 %2678, %2542
  %2680 = tail call i64 @llvm.fshl.i64(i64 %2653, i64 %2653, i64 36)
  %2681 = tail call i64 @llvm.fshl.i64(i64 %2653, i64 %2653, i64 30)
  %2682 = xor i64 %2680, %2681
  %2683 = tail call i64 @llvm.fshl.i64(i64 %2653, i64 %2653, i64 25)
  %2684 = xor i64 %2682, %2683
  %2685 = and i64 %2653, %2616
  %2686 = or i64 %2653, %2616
  %2687 = and i64 %2686, %2579
  %2688 = or i64 %2687, %2685
  %2689 = add i64 %2684, %2688
  %2690 = add i64 %2689, %2678
  %2691 = tail call i64 @llvm.fshl.i64(i64 %2679, i64 %2679, i64 50)
  %2692 = tail call i64 @llvm.fshl.i64(i64 %2679, i64 %2679, i64 46)
  %2693 = xor i64 %2691, %2692
  %2694 = tail call i64 @llvm.fshl.i64(i64 %2679, i64 %2679, i64 23)
  %2695 = xor i64 %2693, %2694
  %2696 = xor i64 %2642, %2605
  %2697 = and i64 %2679, %2696
  %2698 = xor i64 %2697, %2605
  %2699 = tail call i64 @llvm.fshl.i64(i64 %2637, i64 %2637, i64 45)
  %2700 = tail call i64 @llvm.fshl.i64(i64 %2637, i64 %2637, i64 3)
  %2701 = xor i64 %2699, %2700
  %2702 = lshr i64 %2637, 6
  %2703 = xor i64 %2701, %2702
  %2704 = tail call i64 @llvm.fshl.i64(i64 %2156, i64 %2156, i64 63)
  %2705 = tail call i64 @llvm.fshl.i64(i64 %2156, i64 %2156, i64 56)
  %2706 = xor i64 %2704, %2705
  %2707 = lshr i64 %2156, 7
  %2708 = xor i64 %2706, %2707
  %2709 = add i64 %2708, %2119
  %2710 = add i64 %2709, %2452
  %2711 = add i64 %2710, %2703
  %2712 = add i64 %2711, 6448918945643986474
  %2713 = add i64 %2712, %2568
  %2714 = add i64 %2713, %2698
  %2715 = add i64 %2714, %2695
  %2716 = add i64 %2715, %2579
  %2717 = tail call i64 @llvm.fshl.i64(i64 %2690, i64 %2690, i64 36)
  %2718 = tail call i64 @llvm.fshl.i64(i64 %2690, i64 %2690, i64 30)
  %2719 = xor i64 %2717, %2718
  %2720 = tail call i64 @llvm.fshl.i64(i64 %2690, i64 %2690, i64 25)
  %2721 = xor i64 %2719, %2720
  %2722 = and i64 %2690, %2653
  %2723 = or i64 %2690, %2653
  %2724 = and i64 %2723, %2616
  %2725 = or i64 %2724, %2722
  %2726 = add i64 %2721, %2725
  %2727 = add i64 %2726, %2715
  %2728 = tail call i64 @llvm.fshl.i64(i64 %2716, i64 %2716, i64 50)
  %2729 = tail call i64 @llvm.fshl.i64(i64 %2716, i64 %2716, i64 46)
  %2730 = xor i64 %2728, %2729
  %2731 = tail call i64 @llvm.fshl.i64(i64 %2716, i64 %2716, i64 23)
  %2732 = xor i64 %2730, %2731
  %2733 = xor i64 %2679, %2642
  %2734 = and i64 %2716, %2733
  %2735 = xor i64 %2734, %2642
  %2736 = tail call i64 @llvm.fshl.i64(i64 %2674, i64 %2674, i64 45)
  %2737 = tail call i64 @llvm.fshl.i64(i64 %2674, i64 %2674, i64 3)
  %2738 = xor i64 %2736, %2737
  %2739 = lshr i64 %2674, 6
  %2740 = xor i64 %2738, %2739
  %2741 = tail call i64 @llvm.fshl.i64(i64 %2193, i64 %2193, i64 63)
  %2742 = tail call i64 @llvm.fshl.i64(i64 %2193, i64 %2193, i64 56)
  %2743 = xor i64 %2741, %2742
  %2744 = lshr i64 %2193, 7
  %2745 = xor i64 %2743, %2744
  %2746 = add i64 %2156, 6902733635092675308
  %2747 = add i64 %2746, %2745
  %2748 = add i64 %2747, %2489
  %2749 = add i64 %2748, %2740
  %2750 = add i64 %2749, %2605
  %2751 = add i64 %2750, %2735
  %2752 = add i64 %2751, %2732
  %2753 = add i64 %2752, %2616
  %2754 = tail call i64 @llvm.fshl.i64(i64 %2727, i64 %2727, i64 36)
  %2755 = tail call i64 @llvm.fshl.i64(i64 %2727, i64 %2727, i64 30)
  %2756 = xor i64 %2754, %2755
  %2757 = tail call i64 @llvm.fshl.i64(i64 %2727, i64 %2727, i64 25)
  %2758 = xor i64 %2756, %2757
  %2759 = and i64 %2727, %2690
  %2760 = or i64 %2727, %2690
  %2761 = and i64 %2760, %2653
  %2762 = or i64 %2761, %2759
  %2763 = add i64 %2758, %2762
  %2764 = add i64 %2763, %2752
  %2765 = tail call i64 @llvm.fshl.i64(i64 %2753, i64 %2753, i64 50)
  %2766 = tail call i64 @llvm.fshl.i64(i64 %2753, i64 %2753, i64 46)
  %2767 = xor i64 %2765, %2766
  %2768 = tail call i64 @llvm.fshl.i64(i64 %2753, i64 %2753, i64 23)
  %2769 = xor i64 %2767, %2768
  %2770 = xor i64 %2716, %2679
  %2771 = and i64 %2753, %2770
  %2772 = xor i64 %2771, %2679
  %2773 = tail call i64 @llvm.fshl.i64(i64 %2711, i64 %2711, i64 45)
  %2774 = tail call i64 @llvm.fshl.i64(i64 %2711, i64 %2711, i64 3)
  %2775 = xor i64 %2773, %2774
  %2776 = lshr i64 %2711, 6
  %2777 = xor i64 %2775, %2776
  %2778 = tail call i64 @llvm.fshl.i64(i64 %2230, i64 %2230, i64 63)
  %2779 = tail call i64 @llvm.fshl.i64(i64 %2230, i64 %2230, i64 56)
  %2780 = xor i64 %2778, %2779
  %2781 = lshr i64 %2230, 7
  %2782 = xor i64 %2780, %2781
  %2783 = add i64 %2193, 7801388544844847127
  %2784 = add i64 %2783, %2782
  %2785 = add i64 %2784, %2526
  %2786 = add i64 %2785, %2777
  %2787 = add i64 %2786, %2642
  %2788 = add i64 %2787, %2772
  %2789 = add i64 %2788, %2769
  %2790 = tail call i64 @llvm.fshl.i64(i64 %2764, i64 %2764, i64 36)
  %2791 = tail call i64 @llvm.fshl.i64(i64 %2764, i64 %2764, i64 30)
  %2792 = xor i64 %2790, %2791
  %2793 = tail call i64 @llvm.fshl.i64(i64 %2764, i64 %2764, i64 25)
  %2794 = xor i64 %2792, %2793
  %2795 = and i64 %2764, %2727
  %2796 = or i64 %2764, %2727
  %2797 = and i64 %2796, %2690
  %2798 = or i64 %2797, %2795
  %2799 = add i64 %2798, %35
  %2800 = add i64 %2799, %2794
  %2801 = add i64 %2800, %2789
  store i64 %2801, ptr %1, align 8, !tbaa !13
  %2802 = load i64, ptr %36, align 8, !tbaa !13
  %2803 = add i64 %2764, %2802
  %2804 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 %2803, ptr %2804, align 8, !tbaa !13
  %2805 = load i64, ptr %38, align 8, !tbaa !13
  %2806 = add i64 %2727, %2805
  %2807 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 %2806, ptr %2807, align 8, !tbaa !13
  %2808 = load i64, ptr %40, align 8, !tbaa !13
  %2809 = add i64 %2690, %2808
  %2810 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 %2809, ptr %2810, align 8, !tbaa !13
  %2811 = load i64, ptr %42, align 8, !tbaa !13
  %2812 = add i64 %2653, %2811
  %2813 = add i64 %2812, %2789
  %2814 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 %2813, ptr %2814, align 8, !tbaa !13
  %2815 = load i64, ptr %44, align 8, !tbaa !13
  %2816 = add i64 %2753, %2815
  %2817 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 %2816, ptr %2817, align 8, !tbaa !13
  %2818 = load i64, ptr %46, align 8, !tbaa !13
  %2819 = add i64 %2716, %2818
  %2820 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 %2819, ptr %2820, align 8, !tbaa !13
  %2821 = load i64, ptr %48, align 8, !tbaa !13
  %2822 = add i64 %2679, %2821
  %2823 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 %2822, ptr %2823, align 8, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #11

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
attributes #10 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind }

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
!9 = !{!10, !12, i64 216}
!10 = !{!"t_hash_state", !7, i64 0, !7, i64 64, !11, i64 192, !7, i64 200, !12, i64 216}
!11 = !{!"int", !7, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!12, !12, i64 0}
!14 = !{!10, !11, i64 192}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 0, i64 64, !15, i64 64, i64 128, !15, i64 192, i64 4, !19, i64 200, i64 16, !15, i64 216, i64 8, !13}
!19 = !{!11, !11, i64 0}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !17, !23, !22}
!25 = distinct !{!25, !17}
