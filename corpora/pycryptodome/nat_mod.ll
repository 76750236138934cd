; ModuleID = 'src/nat_mod.c'
source_filename = "src/nat_mod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Nat = type { i64, ptr }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @neg_inv64(i64 noundef %0) local_unnamed_addr #0 {
  %2 = mul i64 %0, %0
  %3 = sub i64 2, %2
  %4 = mul i64 %3, %0
  %5 = mul i64 %4, %0
  %6 = sub i64 2, %5
  %7 = mul i64 %6, %4
  %8 = mul i64 %7, %0
  %9 = sub i64 2, %8
  %10 = mul i64 %9, %7
  %11 = mul i64 %10, %0
  %12 = sub i64 2, %11
  %13 = mul i64 %12, %10
  %14 = mul i64 %13, %0
  %15 = add i64 %14, -2
  %16 = mul i64 %15, %13
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @mod_add(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i64 @words_add(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %4) #13
  %7 = tail call i64 @words_lt(ptr noundef %0, ptr noundef %3, i64 noundef %4) #13
  %8 = xor i64 %7, 1
  %9 = or i64 %8, %6
  %10 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %9) #14, !srcloc !5
  %11 = sub i64 0, %10
  %12 = tail call i64 @words_cond_sub(i64 noundef %11, ptr noundef %0, ptr noundef %3, i64 noundef %4) #13
  ret void
}

declare i64 @words_add(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare i64 @words_lt(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare i64 @words_cond_sub(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local void @mod_sub(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #4 {
  %6 = icmp eq i64 %4, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 0) #14, !srcloc !5
  br label %121

9:                                                ; preds = %5
  %10 = and i64 %4, 1
  %11 = icmp eq i64 %4, 1
  br i1 %11, label %50, label %12

12:                                               ; preds = %9
  %13 = and i64 %4, -2
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %45, %14 ]
  %16 = phi i64 [ 0, %12 ], [ %42, %14 ]
  %17 = phi i64 [ 0, %12 ], [ %46, %14 ]
  %18 = getelementptr inbounds i64, ptr %1, i64 %15
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds i64, ptr %2, i64 %15
  %21 = load i64, ptr %20, align 8, !tbaa !6
  %22 = zext i64 %19 to i128
  %23 = zext i64 %21 to i128
  %24 = zext nneg i64 %16 to i128
  %25 = add nuw nsw i128 %24, %23
  %26 = sub nsw i128 %22, %25
  %27 = lshr i128 %26, 64
  %28 = trunc i128 %26 to i64
  %29 = getelementptr inbounds i64, ptr %0, i64 %15
  store i64 %28, ptr %29, align 8, !tbaa !6
  %30 = or disjoint i64 %15, 1
  %31 = getelementptr inbounds i64, ptr %1, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds i64, ptr %2, i64 %30
  %34 = load i64, ptr %33, align 8, !tbaa !6
  %35 = zext i64 %32 to i128
  %36 = zext i64 %34 to i128
  %37 = and i128 %27, 1
  %38 = add nuw nsw i128 %37, %36
  %39 = sub nsw i128 %35, %38
  %40 = lshr i128 %39, 64
  %41 = trunc nuw i128 %40 to i64
  %42 = and i64 %41, 1
  %43 = trunc i128 %39 to i64
  %44 = getelementptr inbounds i64, ptr %0, i64 %30
  store i64 %43, ptr %44, align 8, !tbaa !6
  %45 = add nuw i64 %15, 2
  %46 = add i64 %17, 2
  %47 = icmp eq i64 %46, %13
  br i1 %47, label %48, label %14, !llvm.loop !10

48:                                               ; preds = %14
  %49 = icmp eq i64 %10, 0
  br i1 %49, label %68, label %50

50:                                               ; preds = %48, %9
  %51 = phi i64 [ %42, %48 ], [ 0, %9 ]
  %52 = phi i64 [ %45, %48 ], [ 0, %9 ]
  %53 = getelementptr inbounds i64, ptr %1, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !6
  %55 = getelementptr inbounds i64, ptr %2, i64 %52
  %56 = load i64, ptr %55, align 8, !tbaa !6
  %57 = zext i64 %54 to i128
  %58 = zext i64 %56 to i128
  %59 = zext nneg i64 %51 to i128
  %60 = add nuw nsw i128 %59, %58
  %61 = sub nsw i128 %57, %60
  %62 = lshr i128 %61, 64
  %63 = trunc nuw i128 %62 to i64
  %64 = and i64 %63, 1
  %65 = trunc i128 %61 to i64
  %66 = getelementptr inbounds i64, ptr %0, i64 %52
  store i64 %65, ptr %66, align 8, !tbaa !6
  %67 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %64) #14, !srcloc !5
  br label %70

68:                                               ; preds = %48
  %69 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %42) #14, !srcloc !5
  br i1 %6, label %121, label %70

70:                                               ; preds = %50, %68
  %71 = phi i64 [ %67, %50 ], [ %69, %68 ]
  %72 = sub i64 0, %71
  %73 = and i64 %4, 1
  %74 = icmp eq i64 %4, 1
  br i1 %74, label %111, label %75

75:                                               ; preds = %70
  %76 = and i64 %4, -2
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %106, %77 ]
  %79 = phi i64 [ 0, %75 ], [ %104, %77 ]
  %80 = phi i64 [ 0, %75 ], [ %107, %77 ]
  %81 = getelementptr inbounds i64, ptr %0, i64 %78
  %82 = load i64, ptr %81, align 8, !tbaa !6
  %83 = getelementptr inbounds i64, ptr %3, i64 %78
  %84 = load i64, ptr %83, align 8, !tbaa !6
  %85 = and i64 %84, %72
  %86 = zext i64 %82 to i128
  %87 = zext i64 %85 to i128
  %88 = zext nneg i64 %79 to i128
  %89 = add nuw nsw i128 %86, %88
  %90 = add nuw nsw i128 %89, %87
  %91 = lshr i128 %90, 64
  %92 = trunc i128 %90 to i64
  store i64 %92, ptr %81, align 8, !tbaa !6
  %93 = or disjoint i64 %78, 1
  %94 = getelementptr inbounds i64, ptr %0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !6
  %96 = getelementptr inbounds i64, ptr %3, i64 %93
  %97 = load i64, ptr %96, align 8, !tbaa !6
  %98 = and i64 %97, %72
  %99 = zext i64 %95 to i128
  %100 = zext i64 %98 to i128
  %101 = add nuw nsw i128 %91, %99
  %102 = add nuw nsw i128 %101, %100
  %103 = lshr i128 %102, 64
  %104 = trunc nuw nsw i128 %103 to i64
  %105 = trunc i128 %102 to i64
  store i64 %105, ptr %94, align 8, !tbaa !6
  %106 = add nuw i64 %78, 2
  %107 = add i64 %80, 2
  %108 = icmp eq i64 %107, %76
  br i1 %108, label %109, label %77, !llvm.loop !13

109:                                              ; preds = %77
  %110 = icmp eq i64 %73, 0
  br i1 %110, label %121, label %111

111:                                              ; preds = %70, %109
  %112 = phi i64 [ %104, %109 ], [ 0, %70 ]
  %113 = phi i64 [ %106, %109 ], [ 0, %70 ]
  %114 = getelementptr inbounds i64, ptr %0, i64 %113
  %115 = load i64, ptr %114, align 8, !tbaa !6
  %116 = getelementptr inbounds i64, ptr %3, i64 %113
  %117 = load i64, ptr %116, align 8, !tbaa !6
  %118 = and i64 %117, %72
  %119 = add i64 %115, %112
  %120 = add i64 %119, %118
  store i64 %120, ptr %114, align 8, !tbaa !6
  br label %121

121:                                              ; preds = %111, %109, %7, %68
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @mod_half(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = load i64, ptr %0, align 8, !tbaa !6
  %5 = and i64 %4, 1
  %6 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #14, !srcloc !5
  %7 = sub i64 0, %6
  %8 = tail call i64 @words_cond_add(i64 noundef %7, ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) #13
  tail call void @words_shr1(ptr noundef nonnull %0, i64 noundef %8, i64 noundef %2) #13
  ret void
}

declare i64 @words_cond_add(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare void @words_shr1(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @mont_ctx_new_private(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 1, i64 noundef 96) #15
  store ptr %3, ptr %0, align 8, !tbaa !14
  %4 = icmp eq ptr %3, null
  br i1 %4, label %27, label %5

5:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %3, ptr noundef nonnull align 8 dereferenceable(96) %1, i64 72, i1 false), !tbaa.struct !16
  %6 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr null, ptr %6, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %3, i64 72
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  %8 = load i64, ptr %3, align 8, !tbaa !21
  %9 = shl i64 %8, 1
  %10 = add i64 %9, 2
  %11 = tail call ptr @nat_words_alloc(i64 noundef %10) #13
  store ptr %11, ptr %6, align 8, !tbaa !19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %27

13:                                               ; preds = %5
  %14 = getelementptr inbounds i8, ptr %3, i64 80
  %15 = getelementptr inbounds i8, ptr %3, i64 88
  %16 = load i64, ptr %3, align 8, !tbaa !21
  %17 = shl i64 %16, 1
  %18 = add i64 %17, 2
  tail call void @nat_words_free(ptr noundef null, i64 noundef %18) #13
  %19 = load ptr, ptr %7, align 8, !tbaa !22
  %20 = load i64, ptr %3, align 8, !tbaa !21
  %21 = shl i64 %20, 1
  %22 = or disjoint i64 %21, 1
  tail call void @nat_words_free(ptr noundef %19, i64 noundef %22) #13
  %23 = load ptr, ptr %14, align 8, !tbaa !23
  %24 = load i64, ptr %3, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %23, i64 noundef %24) #13
  %25 = load ptr, ptr %15, align 8, !tbaa !24
  %26 = load i64, ptr %3, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %25, i64 noundef %26) #13
  tail call void @free(ptr noundef nonnull %3) #13
  store ptr null, ptr %0, align 8, !tbaa !14
  br label %27

27:                                               ; preds = %5, %2, %13
  %28 = phi i32 [ 2, %13 ], [ 2, %2 ], [ 0, %5 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local void @mont_ctx_free_private(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = load i64, ptr %0, align 8, !tbaa !21
  %7 = shl i64 %6, 1
  %8 = add i64 %7, 2
  tail call void @nat_words_free(ptr noundef %5, i64 noundef %8) #13
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  %11 = load i64, ptr %0, align 8, !tbaa !21
  %12 = shl i64 %11, 1
  %13 = or disjoint i64 %12, 1
  tail call void @nat_words_free(ptr noundef %10, i64 noundef %13) #13
  %14 = getelementptr inbounds i8, ptr %0, i64 80
  %15 = load ptr, ptr %14, align 8, !tbaa !23
  %16 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %15, i64 noundef %16) #13
  %17 = getelementptr inbounds i8, ptr %0, i64 88
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  %19 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %18, i64 noundef %19) #13
  tail call void @free(ptr noundef nonnull %0) #13
  br label %20

20:                                               ; preds = %1, %3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local void @mont_ctx_free(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %35, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !25
  %6 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %5, i64 noundef %6) #13
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !26
  %9 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %8, i64 noundef %9) #13
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !27
  %12 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %11, i64 noundef %12) #13
  %13 = getelementptr inbounds i8, ptr %0, i64 40
  %14 = load ptr, ptr %13, align 8, !tbaa !28
  %15 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %14, i64 noundef %15) #13
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !29
  %18 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %17, i64 noundef %18) #13
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = load i64, ptr %0, align 8, !tbaa !21
  %22 = shl i64 %21, 1
  %23 = add i64 %22, 2
  tail call void @nat_words_free(ptr noundef %20, i64 noundef %23) #13
  %24 = getelementptr inbounds i8, ptr %0, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !22
  %26 = load i64, ptr %0, align 8, !tbaa !21
  %27 = shl i64 %26, 1
  %28 = or disjoint i64 %27, 1
  tail call void @nat_words_free(ptr noundef %25, i64 noundef %28) #13
  %29 = getelementptr inbounds i8, ptr %0, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !23
  %31 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %30, i64 noundef %31) #13
  %32 = getelementptr inbounds i8, ptr %0, i64 88
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = load i64, ptr %0, align 8, !tbaa !21
  tail call void @nat_words_free(ptr noundef %33, i64 noundef %34) #13
  tail call void @free(ptr noundef nonnull %0) #13
  br label %35

35:                                               ; preds = %1, %3
  ret void
}

declare void @nat_words_free(ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @mont_ctx_new(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !30
  %5 = load i64, ptr %4, align 8, !tbaa !6
  %6 = and i64 %5, 1
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %87, label %8

8:                                                ; preds = %2
  %9 = load i64, ptr %1, align 8, !tbaa !32
  %10 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 1, i64 noundef 96) #15
  store ptr %10, ptr %0, align 8, !tbaa !14
  %11 = icmp eq ptr %10, null
  br i1 %11, label %87, label %12

12:                                               ; preds = %8
  store i64 %9, ptr %10, align 8, !tbaa !21
  %13 = tail call ptr @nat_words_alloc(i64 noundef %9) #13
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %13, ptr %14, align 8, !tbaa !25
  %15 = tail call ptr @nat_words_alloc(i64 noundef %9) #13
  %16 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %15, ptr %16, align 8, !tbaa !26
  %17 = tail call ptr @nat_words_alloc(i64 noundef %9) #13
  %18 = getelementptr inbounds i8, ptr %10, i64 32
  store ptr %17, ptr %18, align 8, !tbaa !27
  %19 = tail call ptr @nat_words_alloc(i64 noundef %9) #13
  %20 = getelementptr inbounds i8, ptr %10, i64 40
  store ptr %19, ptr %20, align 8, !tbaa !28
  %21 = load ptr, ptr %14, align 8, !tbaa !25
  %22 = icmp eq ptr %21, null
  br i1 %22, label %72, label %23

23:                                               ; preds = %12
  %24 = load ptr, ptr %16, align 8, !tbaa !26
  %25 = icmp eq ptr %24, null
  br i1 %25, label %72, label %26

26:                                               ; preds = %23
  %27 = load ptr, ptr %18, align 8, !tbaa !27
  %28 = icmp eq ptr %27, null
  %29 = icmp eq ptr %19, null
  %30 = select i1 %28, i1 true, i1 %29
  br i1 %30, label %72, label %31

31:                                               ; preds = %26
  %32 = load i64, ptr %10, align 8, !tbaa !21
  %33 = shl i64 %32, 1
  %34 = add i64 %33, 2
  %35 = tail call ptr @nat_words_alloc(i64 noundef %34) #13
  %36 = getelementptr inbounds i8, ptr %10, i64 48
  store ptr %35, ptr %36, align 8, !tbaa !19
  %37 = icmp eq ptr %35, null
  br i1 %37, label %72, label %38

38:                                               ; preds = %31
  %39 = load ptr, ptr %14, align 8, !tbaa !25
  %40 = load ptr, ptr %3, align 8, !tbaa !30
  %41 = shl i64 %9, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %40, i64 %41, i1 false)
  %42 = load ptr, ptr %20, align 8, !tbaa !28
  store i64 1, ptr %42, align 8, !tbaa !6
  %43 = load ptr, ptr %3, align 8, !tbaa !30
  %44 = load i64, ptr %43, align 8, !tbaa !6
  %45 = mul i64 %44, %44
  %46 = sub i64 2, %45
  %47 = mul i64 %46, %44
  %48 = mul i64 %47, %44
  %49 = sub i64 2, %48
  %50 = mul i64 %49, %47
  %51 = mul i64 %50, %44
  %52 = sub i64 2, %51
  %53 = mul i64 %52, %50
  %54 = mul i64 %53, %44
  %55 = sub i64 2, %54
  %56 = mul i64 %55, %53
  %57 = mul i64 %56, %44
  %58 = add i64 %57, -2
  %59 = mul i64 %58, %56
  %60 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 %59, ptr %60, align 8, !tbaa !33
  %61 = shl i64 %9, 1
  %62 = or disjoint i64 %61, 1
  %63 = tail call ptr @nat_alloc(i64 noundef %62) #13
  %64 = icmp eq ptr %63, null
  br i1 %64, label %72, label %65

65:                                               ; preds = %38
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !30
  %68 = getelementptr inbounds i64, ptr %67, i64 %61
  store i64 1, ptr %68, align 8, !tbaa !6
  %69 = load ptr, ptr %16, align 8, !tbaa !26
  %70 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef %69, ptr noundef nonnull %63, ptr noundef nonnull %1) #13
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %31, %38, %65, %26, %23, %12
  %73 = phi ptr [ null, %12 ], [ null, %23 ], [ null, %26 ], [ %63, %65 ], [ null, %38 ], [ null, %31 ]
  %74 = phi i32 [ 2, %12 ], [ 2, %23 ], [ 2, %26 ], [ %70, %65 ], [ 2, %38 ], [ 2, %31 ]
  tail call void @nat_free(ptr noundef %73) #13
  br label %85

75:                                               ; preds = %65
  %76 = load ptr, ptr %66, align 8, !tbaa !30
  %77 = load i64, ptr %63, align 8, !tbaa !32
  %78 = shl i64 %77, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %76, i8 0, i64 %78, i1 false)
  %79 = add i64 %9, 1
  store i64 %79, ptr %63, align 8, !tbaa !32
  %80 = load ptr, ptr %66, align 8, !tbaa !30
  %81 = getelementptr inbounds i64, ptr %80, i64 %9
  store i64 1, ptr %81, align 8, !tbaa !6
  %82 = load ptr, ptr %18, align 8, !tbaa !27
  %83 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef %82, ptr noundef nonnull %63, ptr noundef nonnull %1) #13
  store i64 %62, ptr %63, align 8, !tbaa !32
  tail call void @nat_free(ptr noundef nonnull %63) #13
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %72, %75
  %86 = phi i32 [ %74, %72 ], [ %83, %75 ]
  tail call void @mont_ctx_free(ptr noundef nonnull %10)
  store ptr null, ptr %0, align 8, !tbaa !14
  br label %87

87:                                               ; preds = %75, %85, %8, %2
  %88 = phi i32 [ 14, %2 ], [ 2, %8 ], [ %86, %85 ], [ 0, %75 ]
  ret i32 %88
}

declare ptr @nat_words_alloc(i64 noundef) local_unnamed_addr #3

declare ptr @nat_alloc(i64 noundef) local_unnamed_addr #3

declare i32 @nat_divmod_words(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare void @nat_free(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @mont_mul(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !25
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !33
  %9 = load i64, ptr %3, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = shl i64 %9, 1
  %13 = icmp eq i64 %12, -2
  br i1 %13, label %17, label %14

14:                                               ; preds = %4
  %15 = shl i64 %9, 4
  %16 = add i64 %15, 16
  tail call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 %16, i1 false), !tbaa !6
  br label %17

17:                                               ; preds = %14, %4
  %18 = getelementptr i64, ptr %11, i64 %9
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = getelementptr inbounds i64, ptr %11, i64 %12
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = or i64 %22, 1
  %24 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %23) #14, !srcloc !5
  br label %259

25:                                               ; preds = %17
  %26 = and i64 %9, 1
  %27 = icmp eq i64 %9, 1
  %28 = and i64 %9, -2
  %29 = icmp eq i64 %26, 0
  %30 = getelementptr inbounds i64, ptr %1, i64 %28
  %31 = getelementptr inbounds i64, ptr %6, i64 %28
  br label %32

32:                                               ; preds = %25, %142
  %33 = phi i64 [ 0, %25 ], [ %150, %142 ]
  %34 = getelementptr inbounds i64, ptr %11, i64 %33
  %35 = getelementptr inbounds i64, ptr %2, i64 %33
  %36 = load i64, ptr %35, align 8, !tbaa !6
  %37 = zext i64 %36 to i128
  br i1 %27, label %69, label %38

38:                                               ; preds = %32, %38
  %39 = phi i64 [ %66, %38 ], [ 0, %32 ]
  %40 = phi i64 [ %64, %38 ], [ 0, %32 ]
  %41 = getelementptr inbounds i64, ptr %1, i64 %39
  %42 = load i64, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds i64, ptr %34, i64 %39
  %44 = load i64, ptr %43, align 8, !tbaa !6
  %45 = zext i64 %42 to i128
  %46 = mul nuw i128 %45, %37
  %47 = zext i64 %44 to i128
  %48 = zext i64 %40 to i128
  %49 = add nuw nsw i128 %47, %48
  %50 = add nuw i128 %49, %46
  %51 = lshr i128 %50, 64
  %52 = trunc i128 %50 to i64
  store i64 %52, ptr %43, align 8, !tbaa !6
  %53 = or disjoint i64 %39, 1
  %54 = getelementptr inbounds i64, ptr %1, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !6
  %56 = getelementptr inbounds i64, ptr %34, i64 %53
  %57 = load i64, ptr %56, align 8, !tbaa !6
  %58 = zext i64 %55 to i128
  %59 = mul nuw i128 %58, %37
  %60 = zext i64 %57 to i128
  %61 = add nuw nsw i128 %51, %60
  %62 = add nuw i128 %61, %59
  %63 = lshr i128 %62, 64
  %64 = trunc nuw i128 %63 to i64
  %65 = trunc i128 %62 to i64
  store i64 %65, ptr %56, align 8, !tbaa !6
  %66 = add i64 %39, 2
  %67 = icmp eq i64 %66, %28
  br i1 %67, label %68, label %38, !llvm.loop !34

68:                                               ; preds = %38
  br i1 %29, label %83, label %69

69:                                               ; preds = %68, %32
  %70 = phi i64 [ %64, %68 ], [ 0, %32 ]
  %71 = load i64, ptr %30, align 8, !tbaa !6
  %72 = getelementptr inbounds i64, ptr %34, i64 %28
  %73 = load i64, ptr %72, align 8, !tbaa !6
  %74 = zext i64 %71 to i128
  %75 = mul nuw i128 %74, %37
  %76 = zext i64 %73 to i128
  %77 = zext i64 %70 to i128
  %78 = add nuw nsw i128 %76, %77
  %79 = add nuw i128 %78, %75
  %80 = lshr i128 %79, 64
  %81 = trunc nuw i128 %80 to i64
  %82 = trunc i128 %79 to i64
  store i64 %82, ptr %72, align 8, !tbaa !6
  br label %83

83:                                               ; preds = %69, %68
  %84 = phi i64 [ %64, %68 ], [ %81, %69 ]
  %85 = getelementptr i64, ptr %18, i64 %33
  %86 = load i64, ptr %85, align 8, !tbaa !6
  %87 = add i64 %86, %84
  %88 = icmp ult i64 %87, %84
  %89 = zext i1 %88 to i64
  store i64 %87, ptr %85, align 8, !tbaa !6
  %90 = getelementptr i8, ptr %85, i64 8
  store i64 %89, ptr %90, align 8, !tbaa !6
  %91 = load i64, ptr %34, align 8, !tbaa !6
  %92 = mul i64 %91, %8
  %93 = zext i64 %92 to i128
  br i1 %27, label %128, label %94

94:                                               ; preds = %83, %94
  %95 = phi i64 [ %122, %94 ], [ 0, %83 ]
  %96 = phi i64 [ %120, %94 ], [ 0, %83 ]
  %97 = getelementptr inbounds i64, ptr %6, i64 %95
  %98 = load i64, ptr %97, align 8, !tbaa !6
  %99 = getelementptr inbounds i64, ptr %34, i64 %95
  %100 = load i64, ptr %99, align 8, !tbaa !6
  %101 = zext i64 %98 to i128
  %102 = mul nuw i128 %101, %93
  %103 = zext i64 %100 to i128
  %104 = zext i64 %96 to i128
  %105 = add nuw nsw i128 %103, %104
  %106 = add nuw i128 %105, %102
  %107 = lshr i128 %106, 64
  %108 = trunc i128 %106 to i64
  store i64 %108, ptr %99, align 8, !tbaa !6
  %109 = or disjoint i64 %95, 1
  %110 = getelementptr inbounds i64, ptr %6, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !6
  %112 = getelementptr inbounds i64, ptr %34, i64 %109
  %113 = load i64, ptr %112, align 8, !tbaa !6
  %114 = zext i64 %111 to i128
  %115 = mul nuw i128 %114, %93
  %116 = zext i64 %113 to i128
  %117 = add nuw nsw i128 %107, %116
  %118 = add nuw i128 %117, %115
  %119 = lshr i128 %118, 64
  %120 = trunc nuw i128 %119 to i64
  %121 = trunc i128 %118 to i64
  store i64 %121, ptr %112, align 8, !tbaa !6
  %122 = add i64 %95, 2
  %123 = icmp eq i64 %122, %28
  br i1 %123, label %124, label %94, !llvm.loop !34

124:                                              ; preds = %94
  br i1 %29, label %142, label %125

125:                                              ; preds = %124
  %126 = getelementptr inbounds i64, ptr %34, i64 %28
  %127 = load i64, ptr %126, align 8, !tbaa !6
  br label %128

128:                                              ; preds = %125, %83
  %129 = phi i64 [ %127, %125 ], [ %91, %83 ]
  %130 = phi i64 [ %120, %125 ], [ 0, %83 ]
  %131 = load i64, ptr %31, align 8, !tbaa !6
  %132 = getelementptr inbounds i64, ptr %34, i64 %28
  %133 = zext i64 %131 to i128
  %134 = mul nuw i128 %133, %93
  %135 = zext i64 %129 to i128
  %136 = zext i64 %130 to i128
  %137 = add nuw nsw i128 %135, %136
  %138 = add nuw i128 %137, %134
  %139 = lshr i128 %138, 64
  %140 = trunc nuw i128 %139 to i64
  %141 = trunc i128 %138 to i64
  store i64 %141, ptr %132, align 8, !tbaa !6
  br label %142

142:                                              ; preds = %124, %128
  %143 = phi i64 [ %120, %124 ], [ %140, %128 ]
  %144 = load i64, ptr %85, align 8, !tbaa !6
  %145 = add i64 %144, %143
  %146 = icmp ult i64 %145, %143
  %147 = zext i1 %146 to i64
  store i64 %145, ptr %85, align 8, !tbaa !6
  %148 = load i64, ptr %90, align 8, !tbaa !6
  %149 = add i64 %148, %147
  store i64 %149, ptr %90, align 8, !tbaa !6
  %150 = add nuw i64 %33, 1
  %151 = icmp eq i64 %150, %9
  br i1 %151, label %152, label %32, !llvm.loop !35

152:                                              ; preds = %142
  %153 = getelementptr inbounds i64, ptr %11, i64 %12
  %154 = load i64, ptr %153, align 8, !tbaa !6
  %155 = and i64 %9, 1
  %156 = icmp eq i64 %9, 1
  br i1 %156, label %195, label %157

157:                                              ; preds = %152
  %158 = and i64 %9, -2
  br label %159

159:                                              ; preds = %159, %157
  %160 = phi i64 [ 0, %157 ], [ %190, %159 ]
  %161 = phi i64 [ 0, %157 ], [ %187, %159 ]
  %162 = phi i64 [ 0, %157 ], [ %191, %159 ]
  %163 = getelementptr inbounds i64, ptr %18, i64 %160
  %164 = load i64, ptr %163, align 8, !tbaa !6
  %165 = getelementptr inbounds i64, ptr %6, i64 %160
  %166 = load i64, ptr %165, align 8, !tbaa !6
  %167 = zext i64 %164 to i128
  %168 = zext i64 %166 to i128
  %169 = zext nneg i64 %161 to i128
  %170 = add nuw nsw i128 %169, %168
  %171 = sub nsw i128 %167, %170
  %172 = lshr i128 %171, 64
  %173 = trunc i128 %171 to i64
  %174 = getelementptr inbounds i64, ptr %0, i64 %160
  store i64 %173, ptr %174, align 8, !tbaa !6
  %175 = or disjoint i64 %160, 1
  %176 = getelementptr inbounds i64, ptr %18, i64 %175
  %177 = load i64, ptr %176, align 8, !tbaa !6
  %178 = getelementptr inbounds i64, ptr %6, i64 %175
  %179 = load i64, ptr %178, align 8, !tbaa !6
  %180 = zext i64 %177 to i128
  %181 = zext i64 %179 to i128
  %182 = and i128 %172, 1
  %183 = add nuw nsw i128 %182, %181
  %184 = sub nsw i128 %180, %183
  %185 = lshr i128 %184, 64
  %186 = trunc nuw i128 %185 to i64
  %187 = and i64 %186, 1
  %188 = trunc i128 %184 to i64
  %189 = getelementptr inbounds i64, ptr %0, i64 %175
  store i64 %188, ptr %189, align 8, !tbaa !6
  %190 = add nuw i64 %160, 2
  %191 = add i64 %162, 2
  %192 = icmp eq i64 %191, %158
  br i1 %192, label %193, label %159, !llvm.loop !37

193:                                              ; preds = %159
  %194 = icmp eq i64 %155, 0
  br i1 %194, label %215, label %195

195:                                              ; preds = %193, %152
  %196 = phi i64 [ %187, %193 ], [ 0, %152 ]
  %197 = phi i64 [ %190, %193 ], [ 0, %152 ]
  %198 = getelementptr inbounds i64, ptr %18, i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !6
  %200 = getelementptr inbounds i64, ptr %6, i64 %197
  %201 = load i64, ptr %200, align 8, !tbaa !6
  %202 = zext i64 %199 to i128
  %203 = zext i64 %201 to i128
  %204 = zext nneg i64 %196 to i128
  %205 = add nuw nsw i128 %204, %203
  %206 = sub nsw i128 %202, %205
  %207 = lshr i128 %206, 64
  %208 = trunc nuw i128 %207 to i64
  %209 = and i64 %208, 1
  %210 = trunc i128 %206 to i64
  %211 = getelementptr inbounds i64, ptr %0, i64 %197
  store i64 %210, ptr %211, align 8, !tbaa !6
  %212 = xor i64 %209, 1
  %213 = or i64 %212, %154
  %214 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %213) #14, !srcloc !5
  br label %219

215:                                              ; preds = %193
  %216 = xor i64 %187, 1
  %217 = or i64 %216, %154
  %218 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %217) #14, !srcloc !5
  br i1 %19, label %259, label %219

219:                                              ; preds = %195, %215
  %220 = phi i64 [ %214, %195 ], [ %218, %215 ]
  %221 = sub i64 0, %220
  %222 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %221) #14, !srcloc !5
  %223 = and i64 %9, 1
  %224 = icmp eq i64 %9, 1
  br i1 %224, label %250, label %225

225:                                              ; preds = %219
  %226 = and i64 %9, -2
  br label %227

227:                                              ; preds = %227, %225
  %228 = phi i64 [ 0, %225 ], [ %245, %227 ]
  %229 = phi i64 [ 0, %225 ], [ %246, %227 ]
  %230 = getelementptr inbounds i64, ptr %0, i64 %228
  %231 = load i64, ptr %230, align 8, !tbaa !6
  %232 = getelementptr inbounds i64, ptr %18, i64 %228
  %233 = load i64, ptr %232, align 8, !tbaa !6
  %234 = xor i64 %233, %231
  %235 = and i64 %222, %234
  %236 = xor i64 %235, %233
  store i64 %236, ptr %230, align 8, !tbaa !6
  %237 = or disjoint i64 %228, 1
  %238 = getelementptr inbounds i64, ptr %0, i64 %237
  %239 = load i64, ptr %238, align 8, !tbaa !6
  %240 = getelementptr inbounds i64, ptr %18, i64 %237
  %241 = load i64, ptr %240, align 8, !tbaa !6
  %242 = xor i64 %241, %239
  %243 = and i64 %222, %242
  %244 = xor i64 %243, %241
  store i64 %244, ptr %238, align 8, !tbaa !6
  %245 = add nuw i64 %228, 2
  %246 = add i64 %229, 2
  %247 = icmp eq i64 %246, %226
  br i1 %247, label %248, label %227, !llvm.loop !38

248:                                              ; preds = %227
  %249 = icmp eq i64 %223, 0
  br i1 %249, label %259, label %250

250:                                              ; preds = %219, %248
  %251 = phi i64 [ %245, %248 ], [ 0, %219 ]
  %252 = getelementptr inbounds i64, ptr %0, i64 %251
  %253 = load i64, ptr %252, align 8, !tbaa !6
  %254 = getelementptr inbounds i64, ptr %18, i64 %251
  %255 = load i64, ptr %254, align 8, !tbaa !6
  %256 = xor i64 %255, %253
  %257 = and i64 %222, %256
  %258 = xor i64 %257, %255
  store i64 %258, ptr %252, align 8, !tbaa !6
  br label %259

259:                                              ; preds = %250, %248, %20, %215
  ret void
}

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @mont_sqr(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !25
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = load i64, ptr %2, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %2, i64 48
  %10 = load ptr, ptr %9, align 8, !tbaa !19
  %11 = shl i64 %8, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %3
  %14 = shl i64 %8, 4
  tail call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 %14, i1 false), !tbaa !6
  br label %15

15:                                               ; preds = %13, %3
  %16 = getelementptr i8, ptr %10, i64 8
  %17 = getelementptr i64, ptr %10, i64 %8
  %18 = icmp ugt i64 %8, 1
  br i1 %18, label %20, label %19

19:                                               ; preds = %85, %15
  br i1 %12, label %90, label %94

20:                                               ; preds = %15, %85
  %21 = phi i64 [ %88, %85 ], [ 1, %15 ]
  %22 = phi i64 [ %21, %85 ], [ 0, %15 ]
  %23 = shl i64 %22, 4
  %24 = getelementptr i8, ptr %16, i64 %23
  %25 = getelementptr inbounds i64, ptr %1, i64 %22
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = xor i64 %22, -1
  %28 = add i64 %8, %27
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %85, label %30

30:                                               ; preds = %20
  %31 = load i64, ptr %25, align 8, !tbaa !6
  %32 = zext i64 %31 to i128
  %33 = and i64 %28, 1
  %34 = icmp eq i64 %28, 1
  br i1 %34, label %69, label %35

35:                                               ; preds = %30
  %36 = and i64 %28, -2
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %65, %37 ]
  %39 = phi i64 [ 0, %35 ], [ %63, %37 ]
  %40 = getelementptr inbounds i64, ptr %26, i64 %38
  %41 = load i64, ptr %40, align 8, !tbaa !6
  %42 = getelementptr inbounds i64, ptr %24, i64 %38
  %43 = load i64, ptr %42, align 8, !tbaa !6
  %44 = zext i64 %41 to i128
  %45 = mul nuw i128 %44, %32
  %46 = zext i64 %43 to i128
  %47 = zext i64 %39 to i128
  %48 = add nuw nsw i128 %46, %47
  %49 = add nuw i128 %48, %45
  %50 = lshr i128 %49, 64
  %51 = trunc i128 %49 to i64
  store i64 %51, ptr %42, align 8, !tbaa !6
  %52 = or disjoint i64 %38, 1
  %53 = getelementptr inbounds i64, ptr %26, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !6
  %55 = getelementptr inbounds i64, ptr %24, i64 %52
  %56 = load i64, ptr %55, align 8, !tbaa !6
  %57 = zext i64 %54 to i128
  %58 = mul nuw i128 %57, %32
  %59 = zext i64 %56 to i128
  %60 = add nuw nsw i128 %50, %59
  %61 = add nuw i128 %60, %58
  %62 = lshr i128 %61, 64
  %63 = trunc nuw i128 %62 to i64
  %64 = trunc i128 %61 to i64
  store i64 %64, ptr %55, align 8, !tbaa !6
  %65 = add i64 %38, 2
  %66 = icmp eq i64 %65, %36
  br i1 %66, label %67, label %37, !llvm.loop !34

67:                                               ; preds = %37
  %68 = icmp eq i64 %33, 0
  br i1 %68, label %85, label %69

69:                                               ; preds = %67, %30
  %70 = phi i64 [ %63, %67 ], [ 0, %30 ]
  %71 = phi i64 [ %36, %67 ], [ 0, %30 ]
  %72 = getelementptr inbounds i64, ptr %26, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !6
  %74 = getelementptr inbounds i64, ptr %24, i64 %71
  %75 = load i64, ptr %74, align 8, !tbaa !6
  %76 = zext i64 %73 to i128
  %77 = mul nuw i128 %76, %32
  %78 = zext i64 %75 to i128
  %79 = zext i64 %70 to i128
  %80 = add nuw nsw i128 %78, %79
  %81 = add nuw i128 %80, %77
  %82 = lshr i128 %81, 64
  %83 = trunc nuw i128 %82 to i64
  %84 = trunc i128 %81 to i64
  store i64 %84, ptr %74, align 8, !tbaa !6
  br label %85

85:                                               ; preds = %20, %67, %69
  %86 = phi i64 [ 0, %20 ], [ %63, %67 ], [ %83, %69 ]
  %87 = getelementptr i64, ptr %17, i64 %22
  store i64 %86, ptr %87, align 8, !tbaa !6
  %88 = add nuw i64 %21, 1
  %89 = icmp eq i64 %88, %8
  br i1 %89, label %19, label %20, !llvm.loop !39

90:                                               ; preds = %94, %19
  %91 = icmp eq i64 %8, 0
  br i1 %91, label %92, label %114

92:                                               ; preds = %90
  %93 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 1) #14, !srcloc !5
  br label %317

94:                                               ; preds = %19, %94
  %95 = phi i64 [ %104, %94 ], [ 0, %19 ]
  %96 = phi i64 [ %106, %94 ], [ 0, %19 ]
  %97 = getelementptr inbounds i64, ptr %10, i64 %96
  %98 = load i64, ptr %97, align 8, !tbaa !6
  %99 = shl i64 %98, 1
  %100 = or disjoint i64 %99, %95
  store i64 %100, ptr %97, align 8, !tbaa !6
  %101 = or disjoint i64 %96, 1
  %102 = getelementptr inbounds i64, ptr %10, i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !6
  %104 = lshr i64 %103, 63
  %105 = tail call i64 @llvm.fshl.i64(i64 %103, i64 %98, i64 1)
  store i64 %105, ptr %102, align 8, !tbaa !6
  %106 = add nuw i64 %96, 2
  %107 = icmp eq i64 %106, %11
  br i1 %107, label %90, label %94, !llvm.loop !40

108:                                              ; preds = %114
  %109 = and i64 %8, 1
  %110 = icmp eq i64 %8, 1
  %111 = and i64 %8, -2
  %112 = icmp eq i64 %109, 0
  %113 = getelementptr inbounds i64, ptr %5, i64 %111
  br label %143

114:                                              ; preds = %90, %114
  %115 = phi i64 [ %141, %114 ], [ 0, %90 ]
  %116 = phi i64 [ %139, %114 ], [ 0, %90 ]
  %117 = getelementptr inbounds i64, ptr %1, i64 %115
  %118 = load i64, ptr %117, align 8, !tbaa !6
  %119 = zext i64 %118 to i128
  %120 = mul nuw i128 %119, %119
  %121 = lshr i128 %120, 64
  %122 = shl i64 %115, 1
  %123 = getelementptr inbounds i64, ptr %10, i64 %122
  %124 = load i64, ptr %123, align 8, !tbaa !6
  %125 = zext i64 %124 to i128
  %126 = and i128 %120, 18446744073709551615
  %127 = zext nneg i64 %116 to i128
  %128 = add nuw nsw i128 %125, %127
  %129 = add nuw nsw i128 %128, %126
  %130 = lshr i128 %129, 64
  %131 = trunc i128 %129 to i64
  store i64 %131, ptr %123, align 8, !tbaa !6
  %132 = or disjoint i64 %122, 1
  %133 = getelementptr inbounds i64, ptr %10, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !6
  %135 = zext i64 %134 to i128
  %136 = add nuw nsw i128 %121, %135
  %137 = add nuw nsw i128 %136, %130
  %138 = lshr i128 %137, 64
  %139 = trunc nuw nsw i128 %138 to i64
  %140 = trunc i128 %137 to i64
  store i64 %140, ptr %133, align 8, !tbaa !6
  %141 = add nuw i64 %115, 1
  %142 = icmp eq i64 %141, %8
  br i1 %142, label %108, label %114, !llvm.loop !41

143:                                              ; preds = %108, %198
  %144 = phi i64 [ 0, %108 ], [ %210, %198 ]
  %145 = phi i64 [ 0, %108 ], [ %208, %198 ]
  %146 = getelementptr inbounds i64, ptr %10, i64 %144
  %147 = load i64, ptr %146, align 8, !tbaa !6
  %148 = mul i64 %147, %7
  %149 = zext i64 %148 to i128
  br i1 %110, label %184, label %150

150:                                              ; preds = %143, %150
  %151 = phi i64 [ %178, %150 ], [ 0, %143 ]
  %152 = phi i64 [ %176, %150 ], [ 0, %143 ]
  %153 = getelementptr inbounds i64, ptr %5, i64 %151
  %154 = load i64, ptr %153, align 8, !tbaa !6
  %155 = getelementptr inbounds i64, ptr %146, i64 %151
  %156 = load i64, ptr %155, align 8, !tbaa !6
  %157 = zext i64 %154 to i128
  %158 = mul nuw i128 %157, %149
  %159 = zext i64 %156 to i128
  %160 = zext i64 %152 to i128
  %161 = add nuw nsw i128 %159, %160
  %162 = add nuw i128 %161, %158
  %163 = lshr i128 %162, 64
  %164 = trunc i128 %162 to i64
  store i64 %164, ptr %155, align 8, !tbaa !6
  %165 = or disjoint i64 %151, 1
  %166 = getelementptr inbounds i64, ptr %5, i64 %165
  %167 = load i64, ptr %166, align 8, !tbaa !6
  %168 = getelementptr inbounds i64, ptr %146, i64 %165
  %169 = load i64, ptr %168, align 8, !tbaa !6
  %170 = zext i64 %167 to i128
  %171 = mul nuw i128 %170, %149
  %172 = zext i64 %169 to i128
  %173 = add nuw nsw i128 %163, %172
  %174 = add nuw i128 %173, %171
  %175 = lshr i128 %174, 64
  %176 = trunc nuw i128 %175 to i64
  %177 = trunc i128 %174 to i64
  store i64 %177, ptr %168, align 8, !tbaa !6
  %178 = add i64 %151, 2
  %179 = icmp eq i64 %178, %111
  br i1 %179, label %180, label %150, !llvm.loop !34

180:                                              ; preds = %150
  br i1 %112, label %198, label %181

181:                                              ; preds = %180
  %182 = getelementptr inbounds i64, ptr %146, i64 %111
  %183 = load i64, ptr %182, align 8, !tbaa !6
  br label %184

184:                                              ; preds = %181, %143
  %185 = phi i64 [ %183, %181 ], [ %147, %143 ]
  %186 = phi i64 [ %176, %181 ], [ 0, %143 ]
  %187 = load i64, ptr %113, align 8, !tbaa !6
  %188 = getelementptr inbounds i64, ptr %146, i64 %111
  %189 = zext i64 %187 to i128
  %190 = mul nuw i128 %189, %149
  %191 = zext i64 %185 to i128
  %192 = zext i64 %186 to i128
  %193 = add nuw nsw i128 %191, %192
  %194 = add nuw i128 %193, %190
  %195 = lshr i128 %194, 64
  %196 = trunc nuw i128 %195 to i64
  %197 = trunc i128 %194 to i64
  store i64 %197, ptr %188, align 8, !tbaa !6
  br label %198

198:                                              ; preds = %180, %184
  %199 = phi i64 [ %176, %180 ], [ %196, %184 ]
  %200 = getelementptr i64, ptr %146, i64 %8
  %201 = load i64, ptr %200, align 8, !tbaa !6
  %202 = zext i64 %201 to i128
  %203 = zext i64 %199 to i128
  %204 = zext nneg i64 %145 to i128
  %205 = add nuw nsw i128 %203, %204
  %206 = add nuw nsw i128 %205, %202
  %207 = lshr i128 %206, 64
  %208 = trunc nuw nsw i128 %207 to i64
  %209 = trunc i128 %206 to i64
  store i64 %209, ptr %200, align 8, !tbaa !6
  %210 = add nuw i64 %144, 1
  %211 = icmp eq i64 %210, %8
  br i1 %211, label %212, label %143, !llvm.loop !42

212:                                              ; preds = %198
  %213 = and i64 %8, 1
  %214 = icmp eq i64 %8, 1
  br i1 %214, label %253, label %215

215:                                              ; preds = %212
  %216 = and i64 %8, -2
  br label %217

217:                                              ; preds = %217, %215
  %218 = phi i64 [ 0, %215 ], [ %248, %217 ]
  %219 = phi i64 [ 0, %215 ], [ %245, %217 ]
  %220 = phi i64 [ 0, %215 ], [ %249, %217 ]
  %221 = getelementptr inbounds i64, ptr %17, i64 %218
  %222 = load i64, ptr %221, align 8, !tbaa !6
  %223 = getelementptr inbounds i64, ptr %5, i64 %218
  %224 = load i64, ptr %223, align 8, !tbaa !6
  %225 = zext i64 %222 to i128
  %226 = zext i64 %224 to i128
  %227 = zext nneg i64 %219 to i128
  %228 = add nuw nsw i128 %227, %226
  %229 = sub nsw i128 %225, %228
  %230 = lshr i128 %229, 64
  %231 = trunc i128 %229 to i64
  %232 = getelementptr inbounds i64, ptr %0, i64 %218
  store i64 %231, ptr %232, align 8, !tbaa !6
  %233 = or disjoint i64 %218, 1
  %234 = getelementptr inbounds i64, ptr %17, i64 %233
  %235 = load i64, ptr %234, align 8, !tbaa !6
  %236 = getelementptr inbounds i64, ptr %5, i64 %233
  %237 = load i64, ptr %236, align 8, !tbaa !6
  %238 = zext i64 %235 to i128
  %239 = zext i64 %237 to i128
  %240 = and i128 %230, 1
  %241 = add nuw nsw i128 %240, %239
  %242 = sub nsw i128 %238, %241
  %243 = lshr i128 %242, 64
  %244 = trunc nuw i128 %243 to i64
  %245 = and i64 %244, 1
  %246 = trunc i128 %242 to i64
  %247 = getelementptr inbounds i64, ptr %0, i64 %233
  store i64 %246, ptr %247, align 8, !tbaa !6
  %248 = add nuw i64 %218, 2
  %249 = add i64 %220, 2
  %250 = icmp eq i64 %249, %216
  br i1 %250, label %251, label %217, !llvm.loop !43

251:                                              ; preds = %217
  %252 = icmp eq i64 %213, 0
  br i1 %252, label %273, label %253

253:                                              ; preds = %251, %212
  %254 = phi i64 [ %245, %251 ], [ 0, %212 ]
  %255 = phi i64 [ %248, %251 ], [ 0, %212 ]
  %256 = getelementptr inbounds i64, ptr %17, i64 %255
  %257 = load i64, ptr %256, align 8, !tbaa !6
  %258 = getelementptr inbounds i64, ptr %5, i64 %255
  %259 = load i64, ptr %258, align 8, !tbaa !6
  %260 = zext i64 %257 to i128
  %261 = zext i64 %259 to i128
  %262 = zext nneg i64 %254 to i128
  %263 = add nuw nsw i128 %262, %261
  %264 = sub nsw i128 %260, %263
  %265 = lshr i128 %264, 64
  %266 = trunc nuw i128 %265 to i64
  %267 = and i64 %266, 1
  %268 = trunc i128 %264 to i64
  %269 = getelementptr inbounds i64, ptr %0, i64 %255
  store i64 %268, ptr %269, align 8, !tbaa !6
  %270 = xor i64 %267, 1
  %271 = or i64 %270, %208
  %272 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %271) #14, !srcloc !5
  br label %277

273:                                              ; preds = %251
  %274 = xor i64 %245, 1
  %275 = or i64 %274, %208
  %276 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %275) #14, !srcloc !5
  br i1 %91, label %317, label %277

277:                                              ; preds = %253, %273
  %278 = phi i64 [ %272, %253 ], [ %276, %273 ]
  %279 = sub i64 0, %278
  %280 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %279) #14, !srcloc !5
  %281 = and i64 %8, 1
  %282 = icmp eq i64 %8, 1
  br i1 %282, label %308, label %283

283:                                              ; preds = %277
  %284 = and i64 %8, -2
  br label %285

285:                                              ; preds = %285, %283
  %286 = phi i64 [ 0, %283 ], [ %303, %285 ]
  %287 = phi i64 [ 0, %283 ], [ %304, %285 ]
  %288 = getelementptr inbounds i64, ptr %0, i64 %286
  %289 = load i64, ptr %288, align 8, !tbaa !6
  %290 = getelementptr inbounds i64, ptr %17, i64 %286
  %291 = load i64, ptr %290, align 8, !tbaa !6
  %292 = xor i64 %291, %289
  %293 = and i64 %280, %292
  %294 = xor i64 %293, %291
  store i64 %294, ptr %288, align 8, !tbaa !6
  %295 = or disjoint i64 %286, 1
  %296 = getelementptr inbounds i64, ptr %0, i64 %295
  %297 = load i64, ptr %296, align 8, !tbaa !6
  %298 = getelementptr inbounds i64, ptr %17, i64 %295
  %299 = load i64, ptr %298, align 8, !tbaa !6
  %300 = xor i64 %299, %297
  %301 = and i64 %280, %300
  %302 = xor i64 %301, %299
  store i64 %302, ptr %296, align 8, !tbaa !6
  %303 = add nuw i64 %286, 2
  %304 = add i64 %287, 2
  %305 = icmp eq i64 %304, %284
  br i1 %305, label %306, label %285, !llvm.loop !44

306:                                              ; preds = %285
  %307 = icmp eq i64 %281, 0
  br i1 %307, label %317, label %308

308:                                              ; preds = %277, %306
  %309 = phi i64 [ %303, %306 ], [ 0, %277 ]
  %310 = getelementptr inbounds i64, ptr %0, i64 %309
  %311 = load i64, ptr %310, align 8, !tbaa !6
  %312 = getelementptr inbounds i64, ptr %17, i64 %309
  %313 = load i64, ptr %312, align 8, !tbaa !6
  %314 = xor i64 %313, %311
  %315 = and i64 %280, %314
  %316 = xor i64 %315, %313
  store i64 %316, ptr %310, align 8, !tbaa !6
  br label %317

317:                                              ; preds = %308, %306, %92, %273
  ret void
}

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @mont_to(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !26
  tail call void @mont_mul(ptr noundef %0, ptr noundef %1, ptr noundef %5, ptr noundef %2)
  ret void
}

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @mont_from(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %2, i64 40
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  tail call void @mont_mul(ptr noundef %0, ptr noundef %1, ptr noundef %5, ptr noundef %2)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mul_wide(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #10 {
  %5 = load i64, ptr %3, align 8, !tbaa !21
  %6 = and i64 %5, 9223372036854775807
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = shl i64 %5, 4
  tail call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 %9, i1 false), !tbaa !6
  br label %12

10:                                               ; preds = %4
  %11 = icmp eq i64 %5, 0
  br i1 %11, label %74, label %12

12:                                               ; preds = %10, %8
  %13 = and i64 %5, 1
  %14 = icmp eq i64 %5, 1
  %15 = and i64 %5, -2
  %16 = icmp eq i64 %13, 0
  %17 = getelementptr inbounds i64, ptr %1, i64 %15
  br label %18

18:                                               ; preds = %69, %12
  %19 = phi i64 [ 0, %12 ], [ %72, %69 ]
  %20 = getelementptr i64, ptr %0, i64 %19
  %21 = getelementptr inbounds i64, ptr %2, i64 %19
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = zext i64 %22 to i128
  br i1 %14, label %55, label %24

24:                                               ; preds = %18, %24
  %25 = phi i64 [ %52, %24 ], [ 0, %18 ]
  %26 = phi i64 [ %50, %24 ], [ 0, %18 ]
  %27 = getelementptr inbounds i64, ptr %1, i64 %25
  %28 = load i64, ptr %27, align 8, !tbaa !6
  %29 = getelementptr inbounds i64, ptr %20, i64 %25
  %30 = load i64, ptr %29, align 8, !tbaa !6
  %31 = zext i64 %28 to i128
  %32 = mul nuw i128 %31, %23
  %33 = zext i64 %30 to i128
  %34 = zext i64 %26 to i128
  %35 = add nuw nsw i128 %33, %34
  %36 = add nuw i128 %35, %32
  %37 = lshr i128 %36, 64
  %38 = trunc i128 %36 to i64
  store i64 %38, ptr %29, align 8, !tbaa !6
  %39 = or disjoint i64 %25, 1
  %40 = getelementptr inbounds i64, ptr %1, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !6
  %42 = getelementptr inbounds i64, ptr %20, i64 %39
  %43 = load i64, ptr %42, align 8, !tbaa !6
  %44 = zext i64 %41 to i128
  %45 = mul nuw i128 %44, %23
  %46 = zext i64 %43 to i128
  %47 = add nuw nsw i128 %37, %46
  %48 = add nuw i128 %47, %45
  %49 = lshr i128 %48, 64
  %50 = trunc nuw i128 %49 to i64
  %51 = trunc i128 %48 to i64
  store i64 %51, ptr %42, align 8, !tbaa !6
  %52 = add i64 %25, 2
  %53 = icmp eq i64 %52, %15
  br i1 %53, label %54, label %24, !llvm.loop !34

54:                                               ; preds = %24
  br i1 %16, label %69, label %55

55:                                               ; preds = %54, %18
  %56 = phi i64 [ %50, %54 ], [ 0, %18 ]
  %57 = load i64, ptr %17, align 8, !tbaa !6
  %58 = getelementptr inbounds i64, ptr %20, i64 %15
  %59 = load i64, ptr %58, align 8, !tbaa !6
  %60 = zext i64 %57 to i128
  %61 = mul nuw i128 %60, %23
  %62 = zext i64 %59 to i128
  %63 = zext i64 %56 to i128
  %64 = add nuw nsw i128 %62, %63
  %65 = add nuw i128 %64, %61
  %66 = lshr i128 %65, 64
  %67 = trunc nuw i128 %66 to i64
  %68 = trunc i128 %65 to i64
  store i64 %68, ptr %58, align 8, !tbaa !6
  br label %69

69:                                               ; preds = %55, %54
  %70 = phi i64 [ %50, %54 ], [ %67, %55 ]
  %71 = getelementptr i64, ptr %20, i64 %5
  store i64 %70, ptr %71, align 8, !tbaa !6
  %72 = add nuw i64 %19, 1
  %73 = icmp eq i64 %72, %5
  br i1 %73, label %74, label %18, !llvm.loop !45

74:                                               ; preds = %69, %10
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sqr_wide(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #10 {
  %4 = load i64, ptr %2, align 8, !tbaa !21
  %5 = shl i64 %4, 1
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = shl i64 %4, 4
  tail call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 %8, i1 false), !tbaa !6
  br label %9

9:                                                ; preds = %7, %3
  %10 = getelementptr i8, ptr %0, i64 8
  %11 = getelementptr i64, ptr %0, i64 %4
  %12 = icmp ugt i64 %4, 1
  br i1 %12, label %14, label %13

13:                                               ; preds = %79, %9
  br i1 %6, label %84, label %86

14:                                               ; preds = %9, %79
  %15 = phi i64 [ %82, %79 ], [ 1, %9 ]
  %16 = phi i64 [ %15, %79 ], [ 0, %9 ]
  %17 = shl i64 %16, 4
  %18 = getelementptr i8, ptr %10, i64 %17
  %19 = getelementptr inbounds i64, ptr %1, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = xor i64 %16, -1
  %22 = add i64 %4, %21
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %79, label %24

24:                                               ; preds = %14
  %25 = load i64, ptr %19, align 8, !tbaa !6
  %26 = zext i64 %25 to i128
  %27 = and i64 %22, 1
  %28 = icmp eq i64 %22, 1
  br i1 %28, label %63, label %29

29:                                               ; preds = %24
  %30 = and i64 %22, -2
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %59, %31 ]
  %33 = phi i64 [ 0, %29 ], [ %57, %31 ]
  %34 = getelementptr inbounds i64, ptr %20, i64 %32
  %35 = load i64, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds i64, ptr %18, i64 %32
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = zext i64 %35 to i128
  %39 = mul nuw i128 %38, %26
  %40 = zext i64 %37 to i128
  %41 = zext i64 %33 to i128
  %42 = add nuw nsw i128 %40, %41
  %43 = add nuw i128 %42, %39
  %44 = lshr i128 %43, 64
  %45 = trunc i128 %43 to i64
  store i64 %45, ptr %36, align 8, !tbaa !6
  %46 = or disjoint i64 %32, 1
  %47 = getelementptr inbounds i64, ptr %20, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !6
  %49 = getelementptr inbounds i64, ptr %18, i64 %46
  %50 = load i64, ptr %49, align 8, !tbaa !6
  %51 = zext i64 %48 to i128
  %52 = mul nuw i128 %51, %26
  %53 = zext i64 %50 to i128
  %54 = add nuw nsw i128 %44, %53
  %55 = add nuw i128 %54, %52
  %56 = lshr i128 %55, 64
  %57 = trunc nuw i128 %56 to i64
  %58 = trunc i128 %55 to i64
  store i64 %58, ptr %49, align 8, !tbaa !6
  %59 = add i64 %32, 2
  %60 = icmp eq i64 %59, %30
  br i1 %60, label %61, label %31, !llvm.loop !34

61:                                               ; preds = %31
  %62 = icmp eq i64 %27, 0
  br i1 %62, label %79, label %63

63:                                               ; preds = %61, %24
  %64 = phi i64 [ %57, %61 ], [ 0, %24 ]
  %65 = phi i64 [ %30, %61 ], [ 0, %24 ]
  %66 = getelementptr inbounds i64, ptr %20, i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !6
  %68 = getelementptr inbounds i64, ptr %18, i64 %65
  %69 = load i64, ptr %68, align 8, !tbaa !6
  %70 = zext i64 %67 to i128
  %71 = mul nuw i128 %70, %26
  %72 = zext i64 %69 to i128
  %73 = zext i64 %64 to i128
  %74 = add nuw nsw i128 %72, %73
  %75 = add nuw i128 %74, %71
  %76 = lshr i128 %75, 64
  %77 = trunc nuw i128 %76 to i64
  %78 = trunc i128 %75 to i64
  store i64 %78, ptr %68, align 8, !tbaa !6
  br label %79

79:                                               ; preds = %63, %61, %14
  %80 = phi i64 [ 0, %14 ], [ %57, %61 ], [ %77, %63 ]
  %81 = getelementptr i64, ptr %11, i64 %16
  store i64 %80, ptr %81, align 8, !tbaa !6
  %82 = add nuw i64 %15, 1
  %83 = icmp eq i64 %82, %4
  br i1 %83, label %13, label %14, !llvm.loop !39

84:                                               ; preds = %86, %13
  %85 = icmp eq i64 %4, 0
  br i1 %85, label %129, label %100

86:                                               ; preds = %13, %86
  %87 = phi i64 [ %96, %86 ], [ 0, %13 ]
  %88 = phi i64 [ %98, %86 ], [ 0, %13 ]
  %89 = getelementptr inbounds i64, ptr %0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !6
  %91 = shl i64 %90, 1
  %92 = or disjoint i64 %91, %87
  store i64 %92, ptr %89, align 8, !tbaa !6
  %93 = or disjoint i64 %88, 1
  %94 = getelementptr inbounds i64, ptr %0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !6
  %96 = lshr i64 %95, 63
  %97 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %90, i64 1)
  store i64 %97, ptr %94, align 8, !tbaa !6
  %98 = add nuw i64 %88, 2
  %99 = icmp eq i64 %98, %5
  br i1 %99, label %84, label %86, !llvm.loop !46

100:                                              ; preds = %84, %100
  %101 = phi i64 [ %127, %100 ], [ 0, %84 ]
  %102 = phi i64 [ %125, %100 ], [ 0, %84 ]
  %103 = getelementptr inbounds i64, ptr %1, i64 %101
  %104 = load i64, ptr %103, align 8, !tbaa !6
  %105 = zext i64 %104 to i128
  %106 = mul nuw i128 %105, %105
  %107 = lshr i128 %106, 64
  %108 = shl i64 %101, 1
  %109 = getelementptr inbounds i64, ptr %0, i64 %108
  %110 = load i64, ptr %109, align 8, !tbaa !6
  %111 = zext i64 %110 to i128
  %112 = and i128 %106, 18446744073709551615
  %113 = zext nneg i64 %102 to i128
  %114 = add nuw nsw i128 %111, %113
  %115 = add nuw nsw i128 %114, %112
  %116 = lshr i128 %115, 64
  %117 = trunc i128 %115 to i64
  store i64 %117, ptr %109, align 8, !tbaa !6
  %118 = or disjoint i64 %108, 1
  %119 = getelementptr inbounds i64, ptr %0, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !6
  %121 = zext i64 %120 to i128
  %122 = add nuw nsw i128 %107, %121
  %123 = add nuw nsw i128 %122, %116
  %124 = lshr i128 %123, 64
  %125 = trunc nuw nsw i128 %124 to i64
  %126 = trunc i128 %123 to i64
  store i64 %126, ptr %119, align 8, !tbaa !6
  %127 = add nuw i64 %101, 1
  %128 = icmp eq i64 %127, %4
  br i1 %128, label %129, label %100, !llvm.loop !41

129:                                              ; preds = %100, %84
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @mont_pow(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #2 {
  %6 = load i64, ptr %4, align 8, !tbaa !21
  %7 = shl i64 %6, 4
  %8 = tail call ptr @nat_words_alloc(i64 noundef %7) #13
  %9 = ptrtoint ptr %8 to i64
  %10 = tail call ptr @nat_words_alloc(i64 noundef %6) #13
  %11 = tail call ptr @nat_words_alloc(i64 noundef %6) #13
  %12 = ptrtoint ptr %11 to i64
  %13 = icmp eq ptr %8, null
  %14 = icmp eq ptr %10, null
  %15 = select i1 %13, i1 true, i1 %14
  %16 = icmp eq ptr %11, null
  %17 = select i1 %15, i1 true, i1 %16
  br i1 %17, label %380, label %18

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %4, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !27
  %21 = shl i64 %6, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr align 8 %20, i64 %21, i1 false)
  %22 = getelementptr inbounds i64, ptr %8, i64 %6
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %1, i64 %21, i1 false)
  %23 = shl i64 %6, 1
  %24 = getelementptr inbounds i64, ptr %8, i64 %23
  tail call void @mont_mul(ptr noundef %24, ptr noundef %22, ptr noundef %1, ptr noundef nonnull %4)
  %25 = mul i64 %6, 3
  %26 = getelementptr inbounds i64, ptr %8, i64 %25
  tail call void @mont_mul(ptr noundef %26, ptr noundef %24, ptr noundef %1, ptr noundef nonnull %4)
  %27 = shl i64 %6, 2
  %28 = getelementptr inbounds i64, ptr %8, i64 %27
  tail call void @mont_mul(ptr noundef %28, ptr noundef %26, ptr noundef %1, ptr noundef nonnull %4)
  %29 = mul i64 %6, 5
  %30 = getelementptr inbounds i64, ptr %8, i64 %29
  tail call void @mont_mul(ptr noundef %30, ptr noundef %28, ptr noundef %1, ptr noundef nonnull %4)
  %31 = mul i64 %6, 6
  %32 = getelementptr inbounds i64, ptr %8, i64 %31
  tail call void @mont_mul(ptr noundef %32, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %4)
  %33 = mul i64 %6, 7
  %34 = getelementptr inbounds i64, ptr %8, i64 %33
  tail call void @mont_mul(ptr noundef %34, ptr noundef %32, ptr noundef %1, ptr noundef nonnull %4)
  %35 = shl i64 %6, 3
  %36 = getelementptr inbounds i64, ptr %8, i64 %35
  tail call void @mont_mul(ptr noundef %36, ptr noundef %34, ptr noundef %1, ptr noundef nonnull %4)
  %37 = mul i64 %6, 9
  %38 = getelementptr inbounds i64, ptr %8, i64 %37
  tail call void @mont_mul(ptr noundef %38, ptr noundef %36, ptr noundef %1, ptr noundef nonnull %4)
  %39 = mul i64 %6, 10
  %40 = getelementptr inbounds i64, ptr %8, i64 %39
  tail call void @mont_mul(ptr noundef %40, ptr noundef %38, ptr noundef %1, ptr noundef nonnull %4)
  %41 = mul i64 %6, 11
  %42 = getelementptr inbounds i64, ptr %8, i64 %41
  tail call void @mont_mul(ptr noundef %42, ptr noundef %40, ptr noundef %1, ptr noundef nonnull %4)
  %43 = mul i64 %6, 12
  %44 = getelementptr inbounds i64, ptr %8, i64 %43
  tail call void @mont_mul(ptr noundef %44, ptr noundef %42, ptr noundef %1, ptr noundef nonnull %4)
  %45 = mul i64 %6, 13
  %46 = getelementptr inbounds i64, ptr %8, i64 %45
  tail call void @mont_mul(ptr noundef %46, ptr noundef %44, ptr noundef %1, ptr noundef nonnull %4)
  %47 = mul i64 %6, 14
  %48 = getelementptr inbounds i64, ptr %8, i64 %47
  tail call void @mont_mul(ptr noundef %48, ptr noundef %46, ptr noundef %1, ptr noundef nonnull %4)
  %49 = mul i64 %6, 15
  %50 = getelementptr inbounds i64, ptr %8, i64 %49
  tail call void @mont_mul(ptr noundef %50, ptr noundef %48, ptr noundef %1, ptr noundef nonnull %4)
  %51 = load i64, ptr %2, align 8, !tbaa !32
  %52 = shl i64 %51, 6
  %53 = tail call i64 @llvm.umin.i64(i64 %52, i64 %3)
  %54 = add nuw i64 %53, 3
  %55 = and i64 %54, -4
  %56 = load ptr, ptr %19, align 8, !tbaa !27
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %10, ptr align 8 %56, i64 %21, i1 false)
  %57 = icmp eq i64 %55, 0
  br i1 %57, label %379, label %58

58:                                               ; preds = %18
  %59 = getelementptr inbounds i8, ptr %2, i64 8
  %60 = icmp eq i64 %6, 0
  %61 = sub i64 %12, %9
  %62 = mul i64 %6, -120
  %63 = add i64 %62, %61
  %64 = mul i64 %6, -112
  %65 = add i64 %64, %61
  %66 = mul i64 %6, -104
  %67 = add i64 %66, %61
  %68 = sub i64 %12, %9
  %69 = mul i64 %6, -96
  %70 = add i64 %69, %68
  %71 = mul i64 %6, -88
  %72 = add i64 %71, %68
  %73 = mul i64 %6, -80
  %74 = add i64 %73, %68
  %75 = sub i64 %12, %9
  %76 = mul i64 %6, -72
  %77 = add i64 %76, %75
  %78 = shl i64 %6, 6
  %79 = sub i64 %75, %78
  %80 = mul i64 %6, -56
  %81 = add i64 %80, %75
  %82 = sub i64 %12, %9
  %83 = mul i64 %6, -48
  %84 = add i64 %83, %82
  %85 = mul i64 %6, -40
  %86 = add i64 %85, %82
  %87 = shl i64 %6, 5
  %88 = sub i64 %82, %87
  %89 = sub i64 %12, %9
  %90 = mul i64 %6, -24
  %91 = add i64 %90, %89
  %92 = shl i64 %6, 4
  %93 = sub i64 %89, %92
  %94 = sub i64 %89, %35
  %95 = icmp ult i64 %6, 4
  %96 = icmp ult i64 %63, 16
  %97 = icmp ult i64 %65, 16
  %98 = or i1 %96, %97
  %99 = icmp ult i64 %67, 16
  %100 = or i1 %98, %99
  %101 = icmp ult i64 %70, 16
  %102 = or i1 %100, %101
  %103 = icmp ult i64 %72, 16
  %104 = or i1 %102, %103
  %105 = icmp ult i64 %74, 16
  %106 = or i1 %104, %105
  %107 = icmp ult i64 %77, 16
  %108 = or i1 %106, %107
  %109 = icmp ult i64 %79, 16
  %110 = or i1 %108, %109
  %111 = icmp ult i64 %81, 16
  %112 = or i1 %110, %111
  %113 = icmp ult i64 %84, 16
  %114 = or i1 %112, %113
  %115 = icmp ult i64 %86, 16
  %116 = or i1 %114, %115
  %117 = icmp ult i64 %88, 16
  %118 = or i1 %116, %117
  %119 = icmp ult i64 %91, 16
  %120 = or i1 %118, %119
  %121 = icmp ult i64 %93, 16
  %122 = or i1 %120, %121
  %123 = icmp ult i64 %94, 16
  %124 = or i1 %122, %123
  %125 = icmp ult i64 %89, 16
  %126 = or i1 %124, %125
  %127 = and i64 %6, -2
  %128 = icmp eq i64 %6, %127
  br label %129

129:                                              ; preds = %58, %377
  %130 = phi i64 [ %55, %58 ], [ %131, %377 ]
  tail call void @mont_sqr(ptr noundef %10, ptr noundef %10, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef %10, ptr noundef %10, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef %10, ptr noundef %10, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef %10, ptr noundef %10, ptr noundef nonnull %4)
  %131 = add i64 %130, -4
  %132 = load ptr, ptr %59, align 8, !tbaa !30
  %133 = lshr i64 %131, 6
  %134 = getelementptr inbounds i64, ptr %132, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !6
  %136 = and i64 %131, 60
  %137 = lshr i64 %135, %136
  %138 = and i64 %137, 15
  %139 = icmp eq i64 %138, 0
  %140 = zext i1 %139 to i64
  %141 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %140) #14, !srcloc !5
  %142 = sub i64 0, %141
  %143 = icmp eq i64 %138, 1
  %144 = zext i1 %143 to i64
  %145 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %144) #14, !srcloc !5
  %146 = sub i64 0, %145
  %147 = icmp eq i64 %138, 2
  %148 = zext i1 %147 to i64
  %149 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %148) #14, !srcloc !5
  %150 = sub i64 0, %149
  %151 = icmp eq i64 %138, 3
  %152 = zext i1 %151 to i64
  %153 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %152) #14, !srcloc !5
  %154 = sub i64 0, %153
  %155 = icmp eq i64 %138, 4
  %156 = zext i1 %155 to i64
  %157 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %156) #14, !srcloc !5
  %158 = sub i64 0, %157
  %159 = icmp eq i64 %138, 5
  %160 = zext i1 %159 to i64
  %161 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %160) #14, !srcloc !5
  %162 = sub i64 0, %161
  %163 = icmp eq i64 %138, 6
  %164 = zext i1 %163 to i64
  %165 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %164) #14, !srcloc !5
  %166 = sub i64 0, %165
  %167 = icmp eq i64 %138, 7
  %168 = zext i1 %167 to i64
  %169 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %168) #14, !srcloc !5
  %170 = sub i64 0, %169
  %171 = icmp eq i64 %138, 8
  %172 = zext i1 %171 to i64
  %173 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %172) #14, !srcloc !5
  %174 = sub i64 0, %173
  %175 = icmp eq i64 %138, 9
  %176 = zext i1 %175 to i64
  %177 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %176) #14, !srcloc !5
  %178 = sub i64 0, %177
  %179 = icmp eq i64 %138, 10
  %180 = zext i1 %179 to i64
  %181 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %180) #14, !srcloc !5
  %182 = sub i64 0, %181
  %183 = icmp eq i64 %138, 11
  %184 = zext i1 %183 to i64
  %185 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %184) #14, !srcloc !5
  %186 = sub i64 0, %185
  %187 = icmp eq i64 %138, 12
  %188 = zext i1 %187 to i64
  %189 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %188) #14, !srcloc !5
  %190 = sub i64 0, %189
  %191 = icmp eq i64 %138, 13
  %192 = zext i1 %191 to i64
  %193 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %192) #14, !srcloc !5
  %194 = sub i64 0, %193
  %195 = icmp eq i64 %138, 14
  %196 = zext i1 %195 to i64
  %197 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %196) #14, !srcloc !5
  %198 = sub i64 0, %197
  %199 = icmp eq i64 %138, 15
  %200 = zext i1 %199 to i64
  %201 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %200) #14, !srcloc !5
  %202 = sub i64 0, %201
  br i1 %60, label %377, label %203

203:                                              ; preds = %129
  %204 = select i1 %95, i1 true, i1 %126
  br i1 %204, label %307, label %205

205:                                              ; preds = %203
  %206 = insertelement <2 x i64> poison, i64 %142, i64 0
  %207 = shufflevector <2 x i64> %206, <2 x i64> poison, <2 x i32> zeroinitializer
  %208 = insertelement <2 x i64> poison, i64 %146, i64 0
  %209 = shufflevector <2 x i64> %208, <2 x i64> poison, <2 x i32> zeroinitializer
  %210 = insertelement <2 x i64> poison, i64 %150, i64 0
  %211 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> zeroinitializer
  %212 = insertelement <2 x i64> poison, i64 %154, i64 0
  %213 = shufflevector <2 x i64> %212, <2 x i64> poison, <2 x i32> zeroinitializer
  %214 = insertelement <2 x i64> poison, i64 %158, i64 0
  %215 = shufflevector <2 x i64> %214, <2 x i64> poison, <2 x i32> zeroinitializer
  %216 = insertelement <2 x i64> poison, i64 %162, i64 0
  %217 = shufflevector <2 x i64> %216, <2 x i64> poison, <2 x i32> zeroinitializer
  %218 = insertelement <2 x i64> poison, i64 %166, i64 0
  %219 = shufflevector <2 x i64> %218, <2 x i64> poison, <2 x i32> zeroinitializer
  %220 = insertelement <2 x i64> poison, i64 %170, i64 0
  %221 = shufflevector <2 x i64> %220, <2 x i64> poison, <2 x i32> zeroinitializer
  %222 = insertelement <2 x i64> poison, i64 %174, i64 0
  %223 = shufflevector <2 x i64> %222, <2 x i64> poison, <2 x i32> zeroinitializer
  %224 = insertelement <2 x i64> poison, i64 %178, i64 0
  %225 = shufflevector <2 x i64> %224, <2 x i64> poison, <2 x i32> zeroinitializer
  %226 = insertelement <2 x i64> poison, i64 %182, i64 0
  %227 = shufflevector <2 x i64> %226, <2 x i64> poison, <2 x i32> zeroinitializer
  %228 = insertelement <2 x i64> poison, i64 %186, i64 0
  %229 = shufflevector <2 x i64> %228, <2 x i64> poison, <2 x i32> zeroinitializer
  %230 = insertelement <2 x i64> poison, i64 %190, i64 0
  %231 = shufflevector <2 x i64> %230, <2 x i64> poison, <2 x i32> zeroinitializer
  %232 = insertelement <2 x i64> poison, i64 %194, i64 0
  %233 = shufflevector <2 x i64> %232, <2 x i64> poison, <2 x i32> zeroinitializer
  %234 = insertelement <2 x i64> poison, i64 %198, i64 0
  %235 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> zeroinitializer
  %236 = insertelement <2 x i64> poison, i64 %202, i64 0
  %237 = shufflevector <2 x i64> %236, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %238

238:                                              ; preds = %238, %205
  %239 = phi i64 [ 0, %205 ], [ %304, %238 ]
  %240 = getelementptr i64, ptr %8, i64 %239
  %241 = load <2 x i64>, ptr %240, align 8, !tbaa !6
  %242 = and <2 x i64> %241, %207
  %243 = getelementptr i64, ptr %240, i64 %6
  %244 = load <2 x i64>, ptr %243, align 8, !tbaa !6
  %245 = and <2 x i64> %244, %209
  %246 = or <2 x i64> %245, %242
  %247 = getelementptr i64, ptr %240, i64 %23
  %248 = load <2 x i64>, ptr %247, align 8, !tbaa !6
  %249 = and <2 x i64> %248, %211
  %250 = or <2 x i64> %249, %246
  %251 = getelementptr i64, ptr %240, i64 %25
  %252 = load <2 x i64>, ptr %251, align 8, !tbaa !6
  %253 = and <2 x i64> %252, %213
  %254 = or <2 x i64> %253, %250
  %255 = getelementptr i64, ptr %240, i64 %27
  %256 = load <2 x i64>, ptr %255, align 8, !tbaa !6
  %257 = and <2 x i64> %256, %215
  %258 = or <2 x i64> %257, %254
  %259 = getelementptr i64, ptr %240, i64 %29
  %260 = load <2 x i64>, ptr %259, align 8, !tbaa !6
  %261 = and <2 x i64> %260, %217
  %262 = or <2 x i64> %261, %258
  %263 = getelementptr i64, ptr %240, i64 %31
  %264 = load <2 x i64>, ptr %263, align 8, !tbaa !6
  %265 = and <2 x i64> %264, %219
  %266 = or <2 x i64> %265, %262
  %267 = getelementptr i64, ptr %240, i64 %33
  %268 = load <2 x i64>, ptr %267, align 8, !tbaa !6
  %269 = and <2 x i64> %268, %221
  %270 = or <2 x i64> %269, %266
  %271 = getelementptr i64, ptr %240, i64 %35
  %272 = load <2 x i64>, ptr %271, align 8, !tbaa !6
  %273 = and <2 x i64> %272, %223
  %274 = or <2 x i64> %273, %270
  %275 = getelementptr i64, ptr %240, i64 %37
  %276 = load <2 x i64>, ptr %275, align 8, !tbaa !6
  %277 = and <2 x i64> %276, %225
  %278 = or <2 x i64> %277, %274
  %279 = getelementptr i64, ptr %240, i64 %39
  %280 = load <2 x i64>, ptr %279, align 8, !tbaa !6
  %281 = and <2 x i64> %280, %227
  %282 = or <2 x i64> %281, %278
  %283 = getelementptr i64, ptr %240, i64 %41
  %284 = load <2 x i64>, ptr %283, align 8, !tbaa !6
  %285 = and <2 x i64> %284, %229
  %286 = or <2 x i64> %285, %282
  %287 = getelementptr i64, ptr %240, i64 %43
  %288 = load <2 x i64>, ptr %287, align 8, !tbaa !6
  %289 = and <2 x i64> %288, %231
  %290 = or <2 x i64> %289, %286
  %291 = getelementptr i64, ptr %240, i64 %45
  %292 = load <2 x i64>, ptr %291, align 8, !tbaa !6
  %293 = and <2 x i64> %292, %233
  %294 = or <2 x i64> %293, %290
  %295 = getelementptr i64, ptr %240, i64 %47
  %296 = load <2 x i64>, ptr %295, align 8, !tbaa !6
  %297 = and <2 x i64> %296, %235
  %298 = or <2 x i64> %297, %294
  %299 = getelementptr i64, ptr %240, i64 %49
  %300 = load <2 x i64>, ptr %299, align 8, !tbaa !6
  %301 = and <2 x i64> %300, %237
  %302 = or <2 x i64> %301, %298
  %303 = getelementptr inbounds i64, ptr %11, i64 %239
  store <2 x i64> %302, ptr %303, align 8, !tbaa !6
  %304 = add nuw i64 %239, 2
  %305 = icmp eq i64 %304, %127
  br i1 %305, label %306, label %238, !llvm.loop !47

306:                                              ; preds = %238
  br i1 %128, label %377, label %307

307:                                              ; preds = %203, %306
  %308 = phi i64 [ 0, %203 ], [ %127, %306 ]
  br label %309

309:                                              ; preds = %307, %309
  %310 = phi i64 [ %375, %309 ], [ %308, %307 ]
  %311 = getelementptr i64, ptr %8, i64 %310
  %312 = load i64, ptr %311, align 8, !tbaa !6
  %313 = and i64 %312, %142
  %314 = getelementptr i64, ptr %311, i64 %6
  %315 = load i64, ptr %314, align 8, !tbaa !6
  %316 = and i64 %315, %146
  %317 = or i64 %316, %313
  %318 = getelementptr i64, ptr %311, i64 %23
  %319 = load i64, ptr %318, align 8, !tbaa !6
  %320 = and i64 %319, %150
  %321 = or i64 %320, %317
  %322 = getelementptr i64, ptr %311, i64 %25
  %323 = load i64, ptr %322, align 8, !tbaa !6
  %324 = and i64 %323, %154
  %325 = or i64 %324, %321
  %326 = getelementptr i64, ptr %311, i64 %27
  %327 = load i64, ptr %326, align 8, !tbaa !6
  %328 = and i64 %327, %158
  %329 = or i64 %328, %325
  %330 = getelementptr i64, ptr %311, i64 %29
  %331 = load i64, ptr %330, align 8, !tbaa !6
  %332 = and i64 %331, %162
  %333 = or i64 %332, %329
  %334 = getelementptr i64, ptr %311, i64 %31
  %335 = load i64, ptr %334, align 8, !tbaa !6
  %336 = and i64 %335, %166
  %337 = or i64 %336, %333
  %338 = getelementptr i64, ptr %311, i64 %33
  %339 = load i64, ptr %338, align 8, !tbaa !6
  %340 = and i64 %339, %170
  %341 = or i64 %340, %337
  %342 = getelementptr i64, ptr %311, i64 %35
  %343 = load i64, ptr %342, align 8, !tbaa !6
  %344 = and i64 %343, %174
  %345 = or i64 %344, %341
  %346 = getelementptr i64, ptr %311, i64 %37
  %347 = load i64, ptr %346, align 8, !tbaa !6
  %348 = and i64 %347, %178
  %349 = or i64 %348, %345
  %350 = getelementptr i64, ptr %311, i64 %39
  %351 = load i64, ptr %350, align 8, !tbaa !6
  %352 = and i64 %351, %182
  %353 = or i64 %352, %349
  %354 = getelementptr i64, ptr %311, i64 %41
  %355 = load i64, ptr %354, align 8, !tbaa !6
  %356 = and i64 %355, %186
  %357 = or i64 %356, %353
  %358 = getelementptr i64, ptr %311, i64 %43
  %359 = load i64, ptr %358, align 8, !tbaa !6
  %360 = and i64 %359, %190
  %361 = or i64 %360, %357
  %362 = getelementptr i64, ptr %311, i64 %45
  %363 = load i64, ptr %362, align 8, !tbaa !6
  %364 = and i64 %363, %194
  %365 = or i64 %364, %361
  %366 = getelementptr i64, ptr %311, i64 %47
  %367 = load i64, ptr %366, align 8, !tbaa !6
  %368 = and i64 %367, %198
  %369 = or i64 %368, %365
  %370 = getelementptr i64, ptr %311, i64 %49
  %371 = load i64, ptr %370, align 8, !tbaa !6
  %372 = and i64 %371, %202
  %373 = or i64 %372, %369
  %374 = getelementptr inbounds i64, ptr %11, i64 %310
  store i64 %373, ptr %374, align 8, !tbaa !6
  %375 = add nuw i64 %310, 1
  %376 = icmp eq i64 %375, %6
  br i1 %376, label %377, label %309, !llvm.loop !50

377:                                              ; preds = %309, %306, %129
  tail call void @mont_mul(ptr noundef %10, ptr noundef %10, ptr noundef %11, ptr noundef nonnull %4)
  %378 = icmp eq i64 %131, 0
  br i1 %378, label %379, label %129, !llvm.loop !51

379:                                              ; preds = %377, %18
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %10, i64 %21, i1 false)
  br label %380

380:                                              ; preds = %5, %379
  %381 = phi i32 [ 2, %5 ], [ 0, %379 ]
  tail call void @nat_words_free(ptr noundef %8, i64 noundef %7) #13
  tail call void @nat_words_free(ptr noundef %10, i64 noundef %6) #13
  tail call void @nat_words_free(ptr noundef %11, i64 noundef %6) #13
  ret i32 %381
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_mulmod(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #2 {
  %5 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %6 = insertelement <4 x ptr> %5, ptr %1, i64 1
  %7 = insertelement <4 x ptr> %6, ptr %2, i64 2
  %8 = insertelement <4 x ptr> %7, ptr %3, i64 3
  %9 = icmp eq <4 x ptr> %8, zeroinitializer
  %10 = bitcast <4 x i1> %9 to i4
  %11 = icmp eq i4 %10, 0
  br i1 %11, label %12, label %27

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !30
  %15 = load i64, ptr %3, align 8, !tbaa !32
  %16 = tail call i64 @words_is_zero(ptr noundef %14, i64 noundef %15) #13
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %12
  %19 = load i64, ptr %1, align 8, !tbaa !32
  %20 = load i64, ptr %2, align 8, !tbaa !32
  %21 = add i64 %20, %19
  %22 = tail call ptr @nat_alloc(i64 noundef %21) #13
  %23 = icmp eq ptr %22, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = tail call i32 @nat_mul(ptr noundef nonnull %22, ptr noundef nonnull %1, ptr noundef nonnull %2) #13
  %26 = tail call i32 @nat_divmod(ptr noundef null, ptr noundef nonnull %0, ptr noundef nonnull %22, ptr noundef nonnull %3) #13
  tail call void @nat_free(ptr noundef nonnull %22) #13
  br label %27

27:                                               ; preds = %18, %12, %4, %24
  %28 = phi i32 [ %26, %24 ], [ 1, %4 ], [ 14, %12 ], [ 2, %18 ]
  ret i32 %28
}

declare i64 @words_is_zero(ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @nat_mul(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare i32 @nat_divmod(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @nat_submod(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readonly %3) local_unnamed_addr #2 {
  %5 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %6 = insertelement <4 x ptr> %5, ptr %1, i64 1
  %7 = insertelement <4 x ptr> %6, ptr %2, i64 2
  %8 = insertelement <4 x ptr> %7, ptr %3, i64 3
  %9 = icmp eq <4 x ptr> %8, zeroinitializer
  %10 = bitcast <4 x i1> %9 to i4
  %11 = icmp eq i4 %10, 0
  br i1 %11, label %12, label %36

12:                                               ; preds = %4
  %13 = load i64, ptr %3, align 8, !tbaa !32
  %14 = tail call ptr @nat_words_alloc(i64 noundef %13) #13
  %15 = tail call ptr @nat_words_alloc(i64 noundef %13) #13
  %16 = tail call ptr @nat_words_alloc(i64 noundef %13) #13
  %17 = icmp eq ptr %14, null
  %18 = icmp eq ptr %15, null
  %19 = select i1 %17, i1 true, i1 %18
  %20 = icmp eq ptr %16, null
  %21 = select i1 %19, i1 true, i1 %20
  br i1 %21, label %34, label %22

22:                                               ; preds = %12
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !30
  %25 = load i64, ptr %1, align 8, !tbaa !32
  tail call void @words_copy_resized(ptr noundef nonnull %14, i64 noundef %13, ptr noundef %24, i64 noundef %25) #13
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !30
  %28 = load i64, ptr %2, align 8, !tbaa !32
  tail call void @words_copy_resized(ptr noundef nonnull %15, i64 noundef %13, ptr noundef %27, i64 noundef %28) #13
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !30
  tail call void @mod_sub(ptr noundef nonnull %16, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef %30, i64 noundef %13)
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !30
  %33 = load i64, ptr %0, align 8, !tbaa !32
  tail call void @words_copy_resized(ptr noundef %32, i64 noundef %33, ptr noundef nonnull %16, i64 noundef %13) #13
  br label %34

34:                                               ; preds = %12, %22
  %35 = phi i32 [ 2, %12 ], [ 0, %22 ]
  tail call void @nat_words_free(ptr noundef %14, i64 noundef %13) #13
  tail call void @nat_words_free(ptr noundef %15, i64 noundef %13) #13
  tail call void @nat_words_free(ptr noundef %16, i64 noundef %13) #13
  br label %36

36:                                               ; preds = %4, %34
  %37 = phi i32 [ %35, %34 ], [ 1, %4 ]
  ret i32 %37
}

declare void @words_copy_resized(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_mont_new(ptr noundef writeonly %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  store ptr null, ptr %0, align 8, !tbaa !14
  %7 = tail call i32 @mont_ctx_new(ptr noundef nonnull %0, ptr noundef nonnull %1)
  br label %8

8:                                                ; preds = %2, %6
  %9 = phi i32 [ %7, %6 ], [ 1, %2 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define dso_local void @nat_mont_free(ptr noundef %0) local_unnamed_addr #2 {
  tail call void @mont_ctx_free(ptr noundef %0)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_powmod_ctx(ptr noundef readonly %0, ptr noundef %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef readonly %6) local_unnamed_addr #2 {
  %8 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #13
  store ptr null, ptr %8, align 8, !tbaa !14
  %9 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %10 = insertelement <4 x ptr> %9, ptr %1, i64 1
  %11 = insertelement <4 x ptr> %10, ptr %2, i64 2
  %12 = insertelement <4 x ptr> %11, ptr %5, i64 3
  %13 = icmp eq <4 x ptr> %12, zeroinitializer
  %14 = icmp eq ptr %6, null
  %15 = bitcast <4 x i1> %13 to i4
  %16 = icmp ne i4 %15, 0
  %17 = or i1 %16, %14
  br i1 %17, label %66, label %18

18:                                               ; preds = %7
  %19 = load i64, ptr %6, align 8, !tbaa !21
  %20 = load i64, ptr %5, align 8, !tbaa !32
  %21 = icmp eq i64 %20, %19
  br i1 %21, label %22, label %66

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %5, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %6, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  %27 = tail call i64 @words_eq(ptr noundef %24, ptr noundef %26, i64 noundef %19) #13
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %66, label %29

29:                                               ; preds = %22
  %30 = tail call ptr @nat_words_alloc(i64 noundef %19) #13
  %31 = icmp eq ptr %30, null
  br i1 %31, label %66, label %32

32:                                               ; preds = %29
  %33 = call i32 @mont_ctx_new_private(ptr noundef nonnull %8, ptr noundef nonnull %6)
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %63

35:                                               ; preds = %32
  %36 = load i64, ptr %1, align 8, !tbaa !32
  %37 = load i64, ptr %5, align 8, !tbaa !32
  %38 = icmp ugt i64 %36, %37
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %1, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !30
  tail call void @words_copy_resized(ptr noundef nonnull %30, i64 noundef %37, ptr noundef %41, i64 noundef %36) #13
  br label %45

42:                                               ; preds = %35
  %43 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %30, ptr noundef nonnull %1, ptr noundef nonnull %5) #13
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %63

45:                                               ; preds = %39, %42
  %46 = load ptr, ptr %8, align 8, !tbaa !14
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8, !tbaa !26
  tail call void @mont_mul(ptr noundef nonnull %30, ptr noundef nonnull readonly %30, ptr noundef %48, ptr noundef readonly %46)
  %49 = icmp eq i32 %4, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %45
  %51 = tail call fastcc i32 @mont_pow_public(ptr noundef nonnull %30, ptr noundef nonnull %30, ptr noundef nonnull %2, i64 noundef %3, ptr noundef nonnull %46)
  br label %54

52:                                               ; preds = %45
  %53 = tail call i32 @mont_pow(ptr noundef nonnull %30, ptr noundef nonnull %30, ptr noundef nonnull %2, i64 noundef %3, ptr noundef nonnull %46)
  br label %54

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %51, %50 ], [ %53, %52 ]
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %46, i64 40
  %59 = load ptr, ptr %58, align 8, !tbaa !28
  tail call void @mont_mul(ptr noundef nonnull %30, ptr noundef nonnull readonly %30, ptr noundef %59, ptr noundef nonnull readonly %46)
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !30
  %62 = load i64, ptr %0, align 8, !tbaa !32
  tail call void @words_copy_resized(ptr noundef %61, i64 noundef %62, ptr noundef nonnull %30, i64 noundef %19) #13
  br label %63

63:                                               ; preds = %54, %42, %32, %57
  %64 = phi i32 [ %33, %32 ], [ %43, %42 ], [ %55, %54 ], [ 0, %57 ]
  %65 = load ptr, ptr %8, align 8, !tbaa !14
  tail call void @mont_ctx_free_private(ptr noundef %65)
  tail call void @nat_words_free(ptr noundef nonnull %30, i64 noundef %19) #13
  br label %66

66:                                               ; preds = %22, %18, %29, %7, %63
  %67 = phi i32 [ %64, %63 ], [ 1, %7 ], [ 2, %29 ], [ 17, %18 ], [ 17, %22 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #13
  ret i32 %67
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc i32 @mont_operand(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #11 {
  %4 = load i64, ptr %1, align 8, !tbaa !32
  %5 = load i64, ptr %2, align 8, !tbaa !32
  %6 = icmp ugt i64 %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !30
  tail call void @words_copy_resized(ptr noundef %0, i64 noundef %5, ptr noundef %9, i64 noundef %4) #13
  br label %12

10:                                               ; preds = %3
  %11 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %2) #13
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i32 [ 0, %7 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc range(i32 0, 3) i32 @mont_pow_public(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #11 {
  %6 = load i64, ptr %4, align 8, !tbaa !21
  %7 = load i64, ptr %2, align 8, !tbaa !32
  %8 = shl i64 %7, 6
  %9 = tail call i64 @llvm.umin.i64(i64 %8, i64 %3)
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  br label %11

11:                                               ; preds = %14, %5
  %12 = phi i64 [ %9, %5 ], [ %16, %14 ]
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %11
  %15 = load ptr, ptr %10, align 8, !tbaa !30
  %16 = add i64 %12, -1
  %17 = lshr i64 %16, 6
  %18 = getelementptr inbounds i64, ptr %15, i64 %17
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = and i64 %16, 63
  %21 = shl nuw i64 1, %20
  %22 = and i64 %19, %21
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %11, label %27, !llvm.loop !52

24:                                               ; preds = %11
  %25 = tail call ptr @nat_words_alloc(i64 noundef %6) #13
  %26 = icmp eq ptr %25, null
  br i1 %26, label %118, label %30

27:                                               ; preds = %14
  %28 = tail call ptr @nat_words_alloc(i64 noundef %6) #13
  %29 = icmp eq ptr %28, null
  br i1 %29, label %118, label %34

30:                                               ; preds = %24
  %31 = getelementptr inbounds i8, ptr %4, i64 32
  %32 = load ptr, ptr %31, align 8, !tbaa !27
  %33 = shl i64 %6, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %25, ptr align 8 %32, i64 %33, i1 false)
  br label %114

34:                                               ; preds = %27
  %35 = icmp ult i64 %12, 65
  br i1 %35, label %36, label %55

36:                                               ; preds = %34
  %37 = shl i64 %6, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %28, ptr align 8 %1, i64 %37, i1 false)
  %38 = icmp eq i64 %12, 1
  br i1 %38, label %114, label %39

39:                                               ; preds = %36
  %40 = add nsw i64 %12, -2
  br label %41

41:                                               ; preds = %39, %52
  %42 = phi i64 [ %40, %39 ], [ %53, %52 ]
  tail call void @mont_sqr(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %4)
  %43 = load ptr, ptr %10, align 8, !tbaa !30
  %44 = lshr i64 %42, 6
  %45 = getelementptr inbounds i64, ptr %43, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !6
  %47 = and i64 %42, 63
  %48 = shl nuw i64 1, %47
  %49 = and i64 %46, %48
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %52, label %51

51:                                               ; preds = %41
  tail call void @mont_mul(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef %1, ptr noundef nonnull %4)
  br label %52

52:                                               ; preds = %51, %41
  %53 = add i64 %42, -1
  %54 = icmp eq i64 %42, 0
  br i1 %54, label %114, label %41, !llvm.loop !53

55:                                               ; preds = %34
  %56 = shl i64 %6, 4
  %57 = tail call ptr @nat_words_alloc(i64 noundef %56) #13
  %58 = icmp eq ptr %57, null
  br i1 %58, label %118, label %59

59:                                               ; preds = %55
  %60 = getelementptr inbounds i64, ptr %57, i64 %6
  %61 = shl i64 %6, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %60, ptr align 8 %1, i64 %61, i1 false)
  %62 = shl i64 %6, 4
  %63 = getelementptr inbounds i8, ptr %57, i64 %62
  tail call void @mont_mul(ptr noundef nonnull %63, ptr noundef nonnull %60, ptr noundef %1, ptr noundef nonnull %4)
  %64 = mul i64 %6, 24
  %65 = getelementptr inbounds i8, ptr %57, i64 %64
  tail call void @mont_mul(ptr noundef nonnull %65, ptr noundef nonnull %63, ptr noundef %1, ptr noundef nonnull %4)
  %66 = shl i64 %6, 5
  %67 = getelementptr inbounds i8, ptr %57, i64 %66
  tail call void @mont_mul(ptr noundef nonnull %67, ptr noundef nonnull %65, ptr noundef %1, ptr noundef nonnull %4)
  %68 = mul i64 %6, 40
  %69 = getelementptr inbounds i8, ptr %57, i64 %68
  tail call void @mont_mul(ptr noundef nonnull %69, ptr noundef nonnull %67, ptr noundef %1, ptr noundef nonnull %4)
  %70 = mul i64 %6, 48
  %71 = getelementptr inbounds i8, ptr %57, i64 %70
  tail call void @mont_mul(ptr noundef nonnull %71, ptr noundef nonnull %69, ptr noundef %1, ptr noundef nonnull %4)
  %72 = mul i64 %6, 56
  %73 = getelementptr inbounds i8, ptr %57, i64 %72
  tail call void @mont_mul(ptr noundef nonnull %73, ptr noundef nonnull %71, ptr noundef %1, ptr noundef nonnull %4)
  %74 = shl i64 %6, 6
  %75 = getelementptr inbounds i8, ptr %57, i64 %74
  tail call void @mont_mul(ptr noundef nonnull %75, ptr noundef nonnull %73, ptr noundef %1, ptr noundef nonnull %4)
  %76 = mul i64 %6, 72
  %77 = getelementptr inbounds i8, ptr %57, i64 %76
  tail call void @mont_mul(ptr noundef nonnull %77, ptr noundef nonnull %75, ptr noundef %1, ptr noundef nonnull %4)
  %78 = mul i64 %6, 80
  %79 = getelementptr inbounds i8, ptr %57, i64 %78
  tail call void @mont_mul(ptr noundef nonnull %79, ptr noundef nonnull %77, ptr noundef %1, ptr noundef nonnull %4)
  %80 = mul i64 %6, 88
  %81 = getelementptr inbounds i8, ptr %57, i64 %80
  tail call void @mont_mul(ptr noundef nonnull %81, ptr noundef nonnull %79, ptr noundef %1, ptr noundef nonnull %4)
  %82 = mul i64 %6, 96
  %83 = getelementptr inbounds i8, ptr %57, i64 %82
  tail call void @mont_mul(ptr noundef nonnull %83, ptr noundef nonnull %81, ptr noundef %1, ptr noundef nonnull %4)
  %84 = mul i64 %6, 104
  %85 = getelementptr inbounds i8, ptr %57, i64 %84
  tail call void @mont_mul(ptr noundef nonnull %85, ptr noundef nonnull %83, ptr noundef %1, ptr noundef nonnull %4)
  %86 = mul i64 %6, 112
  %87 = getelementptr inbounds i8, ptr %57, i64 %86
  tail call void @mont_mul(ptr noundef nonnull %87, ptr noundef nonnull %85, ptr noundef %1, ptr noundef nonnull %4)
  %88 = mul i64 %6, 120
  %89 = getelementptr inbounds i8, ptr %57, i64 %88
  tail call void @mont_mul(ptr noundef nonnull %89, ptr noundef nonnull %87, ptr noundef %1, ptr noundef nonnull %4)
  %90 = add i64 %12, 3
  %91 = and i64 %90, -4
  %92 = getelementptr inbounds i8, ptr %4, i64 32
  %93 = load ptr, ptr %92, align 8, !tbaa !27
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %28, ptr align 8 %93, i64 %61, i1 false)
  %94 = icmp eq i64 %91, 0
  br i1 %94, label %114, label %95

95:                                               ; preds = %59, %112
  %96 = phi i64 [ %97, %112 ], [ %91, %59 ]
  %97 = add i64 %96, -4
  %98 = icmp eq i64 %96, %91
  br i1 %98, label %100, label %99

99:                                               ; preds = %95
  tail call void @mont_sqr(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %4)
  tail call void @mont_sqr(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %4)
  br label %100

100:                                              ; preds = %99, %95
  %101 = load ptr, ptr %10, align 8, !tbaa !30
  %102 = lshr i64 %97, 6
  %103 = getelementptr inbounds i64, ptr %101, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !6
  %105 = and i64 %97, 60
  %106 = lshr i64 %104, %105
  %107 = and i64 %106, 15
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %112, label %109

109:                                              ; preds = %100
  %110 = mul i64 %107, %6
  %111 = getelementptr inbounds i64, ptr %57, i64 %110
  tail call void @mont_mul(ptr noundef nonnull %28, ptr noundef nonnull %28, ptr noundef nonnull %111, ptr noundef nonnull %4)
  br label %112

112:                                              ; preds = %109, %100
  %113 = icmp eq i64 %97, 0
  br i1 %113, label %114, label %95, !llvm.loop !54

114:                                              ; preds = %112, %52, %59, %36, %30
  %115 = phi i64 [ %61, %59 ], [ %37, %36 ], [ %33, %30 ], [ %37, %52 ], [ %61, %112 ]
  %116 = phi ptr [ %28, %59 ], [ %28, %36 ], [ %25, %30 ], [ %28, %52 ], [ %28, %112 ]
  %117 = phi ptr [ %57, %59 ], [ null, %36 ], [ null, %30 ], [ null, %52 ], [ %57, %112 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %116, i64 %115, i1 false)
  br label %118

118:                                              ; preds = %27, %55, %24, %114
  %119 = phi ptr [ null, %24 ], [ %116, %114 ], [ %28, %55 ], [ null, %27 ]
  %120 = phi i32 [ 2, %24 ], [ 0, %114 ], [ 2, %55 ], [ 2, %27 ]
  %121 = phi ptr [ null, %24 ], [ %117, %114 ], [ null, %55 ], [ null, %27 ]
  %122 = shl i64 %6, 4
  tail call void @nat_words_free(ptr noundef %121, i64 noundef %122) #13
  tail call void @nat_words_free(ptr noundef %119, i64 noundef %6) #13
  ret i32 %120
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_mulmod_ctx(ptr noundef readonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef readonly %4) local_unnamed_addr #2 {
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13
  store ptr null, ptr %6, align 8, !tbaa !14
  %7 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %8 = insertelement <4 x ptr> %7, ptr %1, i64 1
  %9 = insertelement <4 x ptr> %8, ptr %2, i64 2
  %10 = insertelement <4 x ptr> %9, ptr %3, i64 3
  %11 = icmp eq <4 x ptr> %10, zeroinitializer
  %12 = icmp eq ptr %4, null
  %13 = bitcast <4 x i1> %11 to i4
  %14 = icmp ne i4 %13, 0
  %15 = or i1 %14, %12
  br i1 %15, label %60, label %16

16:                                               ; preds = %5
  %17 = load i64, ptr %3, align 8, !tbaa !32
  %18 = load i64, ptr %4, align 8, !tbaa !21
  %19 = icmp eq i64 %17, %18
  br i1 %19, label %20, label %60

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !25
  %25 = tail call i64 @words_eq(ptr noundef %22, ptr noundef %24, i64 noundef %17) #13
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %60, label %27

27:                                               ; preds = %20
  %28 = load i64, ptr %4, align 8, !tbaa !21
  %29 = tail call ptr @nat_words_alloc(i64 noundef %28) #13
  %30 = tail call ptr @nat_words_alloc(i64 noundef %28) #13
  %31 = icmp eq ptr %29, null
  %32 = icmp eq ptr %30, null
  %33 = select i1 %31, i1 true, i1 %32
  br i1 %33, label %57, label %34

34:                                               ; preds = %27
  %35 = call i32 @mont_ctx_new_private(ptr noundef nonnull %6, ptr noundef nonnull %4)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %57

37:                                               ; preds = %34
  %38 = load i64, ptr %1, align 8, !tbaa !32
  %39 = load i64, ptr %3, align 8, !tbaa !32
  %40 = icmp ugt i64 %38, %39
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !30
  tail call void @words_copy_resized(ptr noundef nonnull %29, i64 noundef %39, ptr noundef %43, i64 noundef %38) #13
  br label %47

44:                                               ; preds = %37
  %45 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %29, ptr noundef nonnull %1, ptr noundef nonnull %3) #13
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %44, %41
  %48 = tail call fastcc i32 @mont_operand(ptr noundef nonnull %30, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = load ptr, ptr %6, align 8, !tbaa !14
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !26
  tail call void @mont_mul(ptr noundef nonnull %29, ptr noundef nonnull readonly %29, ptr noundef %53, ptr noundef readonly %51)
  tail call void @mont_mul(ptr noundef nonnull %29, ptr noundef nonnull %29, ptr noundef nonnull %30, ptr noundef %51)
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !30
  %56 = load i64, ptr %0, align 8, !tbaa !32
  tail call void @words_copy_resized(ptr noundef %55, i64 noundef %56, ptr noundef nonnull %29, i64 noundef %28) #13
  br label %57

57:                                               ; preds = %44, %47, %34, %27, %50
  %58 = phi i32 [ 2, %27 ], [ %35, %34 ], [ %48, %47 ], [ 0, %50 ], [ %45, %44 ]
  %59 = load ptr, ptr %6, align 8, !tbaa !14
  tail call void @mont_ctx_free_private(ptr noundef %59)
  tail call void @nat_words_free(ptr noundef %29, i64 noundef %28) #13
  tail call void @nat_words_free(ptr noundef %30, i64 noundef %28) #13
  br label %60

60:                                               ; preds = %20, %16, %5, %57
  %61 = phi i32 [ %58, %57 ], [ 1, %5 ], [ 17, %16 ], [ 17, %20 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13
  ret i32 %61
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_powmod(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.Nat, align 8
  %7 = alloca %struct.Nat, align 8
  %8 = alloca %struct.Nat, align 8
  %9 = alloca %struct.Nat, align 8
  %10 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #13
  store ptr null, ptr %10, align 8, !tbaa !14
  %11 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %12 = insertelement <4 x ptr> %11, ptr %1, i64 1
  %13 = insertelement <4 x ptr> %12, ptr %2, i64 2
  %14 = insertelement <4 x ptr> %13, ptr %4, i64 3
  %15 = icmp eq <4 x ptr> %14, zeroinitializer
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  br i1 %17, label %18, label %95

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !30
  %21 = load i64, ptr %4, align 8, !tbaa !32
  %22 = tail call i64 @words_is_zero(ptr noundef %20, i64 noundef %21) #13
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %95

24:                                               ; preds = %18
  %25 = load ptr, ptr %19, align 8, !tbaa !30
  %26 = load i64, ptr %25, align 8, !tbaa !6
  %27 = and i64 %26, 1
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %24
  %30 = call i32 @mont_ctx_new(ptr noundef nonnull %10, ptr noundef nonnull %4)
  %31 = icmp eq i32 %30, 0
  %32 = load ptr, ptr %10, align 8, !tbaa !14
  br i1 %31, label %33, label %35

33:                                               ; preds = %29
  %34 = tail call i32 @nat_powmod_ctx(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %4, ptr noundef %32)
  br label %35

35:                                               ; preds = %33, %29
  %36 = phi i32 [ %34, %33 ], [ %30, %29 ]
  tail call void @mont_ctx_free(ptr noundef %32)
  br label %95

37:                                               ; preds = %24
  %38 = load i64, ptr %4, align 8, !tbaa !32
  %39 = tail call ptr @nat_words_alloc(i64 noundef %38) #13
  %40 = tail call ptr @nat_words_alloc(i64 noundef %38) #13
  %41 = tail call ptr @nat_words_alloc(i64 noundef %38) #13
  %42 = shl i64 %38, 1
  %43 = tail call ptr @nat_alloc(i64 noundef %42) #13
  %44 = insertelement <4 x ptr> poison, ptr %39, i64 0
  %45 = insertelement <4 x ptr> %44, ptr %40, i64 1
  %46 = insertelement <4 x ptr> %45, ptr %41, i64 2
  %47 = insertelement <4 x ptr> %46, ptr %43, i64 3
  %48 = freeze <4 x ptr> %47
  %49 = icmp eq <4 x ptr> %48, zeroinitializer
  %50 = bitcast <4 x i1> %49 to i4
  %51 = icmp eq i4 %50, 0
  br i1 %51, label %52, label %93

52:                                               ; preds = %37
  %53 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %39, ptr noundef nonnull %1, ptr noundef nonnull %4) #13
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %93

55:                                               ; preds = %52
  store i64 1, ptr %40, align 8, !tbaa !6
  %56 = load i64, ptr %2, align 8, !tbaa !32
  %57 = shl i64 %56, 6
  %58 = tail call i64 @llvm.umin.i64(i64 %57, i64 %3)
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %89, label %60

60:                                               ; preds = %55
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  %62 = getelementptr inbounds i8, ptr %8, i64 8
  %63 = getelementptr inbounds i8, ptr %9, i64 8
  %64 = getelementptr inbounds i8, ptr %6, i64 8
  %65 = getelementptr inbounds i8, ptr %7, i64 8
  br label %66

66:                                               ; preds = %60, %85
  %67 = phi i64 [ %58, %60 ], [ %68, %85 ]
  %68 = add i64 %67, -1
  %69 = load ptr, ptr %61, align 8, !tbaa !30
  %70 = lshr i64 %68, 6
  %71 = getelementptr inbounds i64, ptr %69, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !6
  %73 = and i64 %68, 63
  %74 = lshr i64 %72, %73
  %75 = and i64 %74, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13
  %76 = load i64, ptr %4, align 8, !tbaa !32
  store i64 %76, ptr %9, align 8, !tbaa !32
  store i64 %76, ptr %8, align 8, !tbaa !32
  store ptr %40, ptr %62, align 8, !tbaa !30
  store ptr %40, ptr %63, align 8, !tbaa !30
  %77 = call i32 @nat_mul(ptr noundef %43, ptr noundef nonnull %8, ptr noundef nonnull %9) #13
  %78 = call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %40, ptr noundef %43, ptr noundef nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %93

80:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  %81 = load i64, ptr %4, align 8, !tbaa !32
  store i64 %81, ptr %7, align 8, !tbaa !32
  store i64 %81, ptr %6, align 8, !tbaa !32
  store ptr %40, ptr %64, align 8, !tbaa !30
  store ptr %39, ptr %65, align 8, !tbaa !30
  %82 = call i32 @nat_mul(ptr noundef %43, ptr noundef nonnull %6, ptr noundef nonnull %7) #13
  %83 = call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef %41, ptr noundef %43, ptr noundef nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %93

85:                                               ; preds = %80
  %86 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %75) #14, !srcloc !5
  %87 = sub i64 0, %86
  call void @words_select(ptr noundef nonnull %40, i64 noundef %87, ptr noundef %41, ptr noundef nonnull %40, i64 noundef %38) #13
  %88 = icmp eq i64 %68, 0
  br i1 %88, label %89, label %66

89:                                               ; preds = %85, %55
  %90 = getelementptr inbounds i8, ptr %0, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !30
  %92 = load i64, ptr %0, align 8, !tbaa !32
  call void @words_copy_resized(ptr noundef %91, i64 noundef %92, ptr noundef nonnull %40, i64 noundef %38) #13
  br label %93

93:                                               ; preds = %80, %66, %52, %37, %89
  %94 = phi i32 [ 2, %37 ], [ %53, %52 ], [ 0, %89 ], [ %78, %66 ], [ %83, %80 ]
  call void @nat_free(ptr noundef %43) #13
  call void @nat_words_free(ptr noundef %39, i64 noundef %38) #13
  call void @nat_words_free(ptr noundef %40, i64 noundef %38) #13
  call void @nat_words_free(ptr noundef %41, i64 noundef %38) #13
  br label %95

95:                                               ; preds = %18, %5, %93, %35
  %96 = phi i32 [ %36, %35 ], [ %94, %93 ], [ 1, %5 ], [ 14, %18 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #13
  ret i32 %96
}

declare void @words_select(ptr noundef, i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 15) i32 @inv_odd(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %6 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %7 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %8 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %9 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %10 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %11 = add i64 %3, 2
  %12 = tail call ptr @nat_words_alloc(i64 noundef %11) #13
  %13 = tail call ptr @nat_words_alloc(i64 noundef %11) #13
  %14 = add i64 %3, 1
  %15 = tail call ptr @nat_words_alloc(i64 noundef %14) #13
  %16 = freeze ptr %15
  %17 = tail call ptr @nat_words_alloc(i64 noundef %3) #13
  %18 = insertelement <8 x ptr> poison, ptr %5, i64 0
  %19 = insertelement <8 x ptr> %18, ptr %6, i64 1
  %20 = insertelement <8 x ptr> %19, ptr %7, i64 2
  %21 = insertelement <8 x ptr> %20, ptr %8, i64 3
  %22 = insertelement <8 x ptr> %21, ptr %9, i64 4
  %23 = insertelement <8 x ptr> %22, ptr %10, i64 5
  %24 = insertelement <8 x ptr> %23, ptr %12, i64 6
  %25 = insertelement <8 x ptr> %24, ptr %13, i64 7
  %26 = freeze <8 x ptr> %25
  %27 = icmp ne ptr %16, null
  %28 = icmp ne ptr %17, null
  %29 = icmp eq <8 x ptr> %26, zeroinitializer
  %30 = bitcast <8 x i1> %29 to i8
  %31 = icmp eq i8 %30, 0
  %32 = and i1 %31, %27
  %33 = select i1 %32, i1 %28, i1 false
  br i1 %33, label %34, label %810

34:                                               ; preds = %4
  %35 = shl i64 %3, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr align 8 %1, i64 %35, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr align 8 %2, i64 %35, i1 false)
  store i64 1, ptr %17, align 8, !tbaa !6
  %36 = tail call i64 @words_eq(ptr noundef %2, ptr noundef nonnull %17, i64 noundef %3) #13
  %37 = xor i64 %36, 1
  store i64 %37, ptr %7, align 8, !tbaa !6
  %38 = load i64, ptr %2, align 8, !tbaa !6
  %39 = mul i64 %38, %38
  %40 = sub i64 2, %39
  %41 = mul i64 %40, %38
  %42 = mul i64 %41, %38
  %43 = sub i64 2, %42
  %44 = mul i64 %43, %41
  %45 = mul i64 %44, %38
  %46 = sub i64 2, %45
  %47 = mul i64 %46, %44
  %48 = mul i64 %47, %38
  %49 = sub i64 2, %48
  %50 = mul i64 %49, %47
  %51 = mul i64 %50, %38
  %52 = add i64 %51, -2
  %53 = mul i64 %52, %50
  %54 = shl i64 %3, 7
  %55 = or disjoint i64 %54, 29
  %56 = icmp ult i64 %55, 31
  br i1 %56, label %806, label %57

57:                                               ; preds = %34
  %58 = udiv i64 %55, 31
  %59 = icmp ugt i64 %3, 1
  %60 = icmp eq i64 %3, 0
  %61 = getelementptr inbounds i64, ptr %12, i64 %3
  %62 = getelementptr inbounds i64, ptr %13, i64 %3
  %63 = tail call i64 @llvm.umax.i64(i64 %14, i64 1)
  %64 = add i64 %3, -1
  %65 = add i64 %63, -1
  %66 = and i64 %3, 1
  %67 = icmp eq i64 %64, 0
  %68 = and i64 %3, -2
  %69 = icmp eq i64 %66, 0
  %70 = getelementptr i8, ptr %12, i64 8
  %71 = and i64 %3, 1
  %72 = icmp eq i64 %64, 0
  %73 = and i64 %3, -2
  %74 = icmp eq i64 %71, 0
  %75 = getelementptr i8, ptr %12, i64 8
  %76 = and i64 %3, 1
  %77 = icmp eq i64 %64, 0
  %78 = and i64 %3, -2
  %79 = icmp eq i64 %76, 0
  %80 = getelementptr i8, ptr %13, i64 8
  %81 = and i64 %3, 1
  %82 = icmp eq i64 %64, 0
  %83 = and i64 %3, -2
  %84 = icmp eq i64 %81, 0
  %85 = getelementptr i8, ptr %13, i64 8
  %86 = and i64 %3, 3
  %87 = icmp ult i64 %3, 4
  %88 = and i64 %3, -4
  %89 = icmp eq i64 %86, 0
  %90 = and i64 %3, 3
  %91 = icmp ult i64 %3, 4
  %92 = and i64 %3, -4
  %93 = icmp eq i64 %90, 0
  %94 = and i64 %63, 1
  %95 = icmp eq i64 %65, 0
  %96 = and i64 %63, -2
  %97 = icmp eq i64 %94, 0
  %98 = and i64 %63, 1
  %99 = icmp eq i64 %65, 0
  %100 = and i64 %63, -2
  %101 = icmp eq i64 %98, 0
  br label %102

102:                                              ; preds = %57, %795
  %103 = phi i64 [ 0, %57 ], [ %804, %795 ]
  %104 = load i64, ptr %5, align 8, !tbaa !6
  %105 = load i64, ptr %6, align 8, !tbaa !6
  %106 = or i64 %105, %104
  br i1 %59, label %107, label %148

107:                                              ; preds = %102, %107
  %108 = phi i64 [ %120, %107 ], [ %105, %102 ]
  %109 = phi i64 [ %118, %107 ], [ %104, %102 ]
  %110 = phi i64 [ %141, %107 ], [ %106, %102 ]
  %111 = phi i64 [ %143, %107 ], [ 1, %102 ]
  %112 = phi i64 [ %142, %107 ], [ 0, %102 ]
  %113 = phi i64 [ %138, %107 ], [ 0, %102 ]
  %114 = phi i64 [ %135, %107 ], [ %105, %102 ]
  %115 = phi i64 [ %132, %107 ], [ 0, %102 ]
  %116 = phi i64 [ %129, %107 ], [ %104, %102 ]
  %117 = getelementptr inbounds i64, ptr %5, i64 %111
  %118 = load i64, ptr %117, align 8, !tbaa !6
  %119 = getelementptr inbounds i64, ptr %6, i64 %111
  %120 = load i64, ptr %119, align 8, !tbaa !6
  %121 = or i64 %120, %118
  %122 = icmp ne i64 %121, 0
  %123 = zext i1 %122 to i64
  %124 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %123) #14, !srcloc !5
  %125 = sub i64 0, %124
  %126 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %125) #14, !srcloc !5
  %127 = xor i64 %118, %116
  %128 = and i64 %126, %127
  %129 = xor i64 %128, %116
  %130 = xor i64 %115, %109
  %131 = and i64 %126, %130
  %132 = xor i64 %131, %115
  %133 = xor i64 %120, %114
  %134 = and i64 %126, %133
  %135 = xor i64 %134, %114
  %136 = xor i64 %113, %108
  %137 = and i64 %126, %136
  %138 = xor i64 %137, %113
  %139 = xor i64 %121, %110
  %140 = and i64 %126, %139
  %141 = xor i64 %140, %110
  %142 = or i64 %112, %125
  %143 = add nuw i64 %111, 1
  %144 = icmp eq i64 %143, %3
  br i1 %144, label %145, label %107, !llvm.loop !55

145:                                              ; preds = %107
  %146 = lshr i64 %132, 32
  %147 = lshr i64 %138, 32
  br label %148

148:                                              ; preds = %102, %145
  %149 = phi i64 [ %104, %102 ], [ %129, %145 ]
  %150 = phi i64 [ 0, %102 ], [ %146, %145 ]
  %151 = phi i64 [ %105, %102 ], [ %135, %145 ]
  %152 = phi i64 [ 0, %102 ], [ %147, %145 ]
  %153 = phi i64 [ 0, %102 ], [ %142, %145 ]
  %154 = phi i64 [ %106, %102 ], [ %141, %145 ]
  %155 = lshr i64 %154, 32
  %156 = icmp ugt i64 %154, 4294967295
  %157 = zext i1 %156 to i64
  %158 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %157) #14, !srcloc !5
  %159 = sub i64 0, %158
  %160 = and i64 %159, 32
  %161 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %159) #14, !srcloc !5
  %162 = xor i64 %155, %154
  %163 = and i64 %161, %162
  %164 = xor i64 %163, %154
  %165 = lshr i64 %164, 16
  %166 = icmp ugt i64 %164, 65535
  %167 = zext i1 %166 to i64
  %168 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %167) #14, !srcloc !5
  %169 = sub i64 0, %168
  %170 = and i64 %169, 16
  %171 = or disjoint i64 %170, %160
  %172 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %169) #14, !srcloc !5
  %173 = xor i64 %165, %164
  %174 = and i64 %173, %172
  %175 = xor i64 %174, %164
  %176 = lshr i64 %175, 8
  %177 = icmp ugt i64 %175, 255
  %178 = zext i1 %177 to i64
  %179 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %178) #14, !srcloc !5
  %180 = sub i64 0, %179
  %181 = and i64 %180, 8
  %182 = or disjoint i64 %171, %181
  %183 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %180) #14, !srcloc !5
  %184 = xor i64 %176, %175
  %185 = and i64 %184, %183
  %186 = xor i64 %185, %175
  %187 = lshr i64 %186, 4
  %188 = icmp ugt i64 %186, 15
  %189 = zext i1 %188 to i64
  %190 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %189) #14, !srcloc !5
  %191 = sub i64 0, %190
  %192 = and i64 %191, 4
  %193 = or disjoint i64 %182, %192
  %194 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %191) #14, !srcloc !5
  %195 = xor i64 %187, %186
  %196 = and i64 %195, %194
  %197 = xor i64 %196, %186
  %198 = lshr i64 %197, 2
  %199 = icmp ugt i64 %197, 3
  %200 = zext i1 %199 to i64
  %201 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %200) #14, !srcloc !5
  %202 = sub i64 0, %201
  %203 = and i64 %202, 2
  %204 = or disjoint i64 %193, %203
  %205 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %202) #14, !srcloc !5
  %206 = xor i64 %198, %197
  %207 = and i64 %206, %205
  %208 = xor i64 %207, %197
  %209 = lshr i64 %208, 1
  %210 = icmp ugt i64 %208, 1
  %211 = zext i1 %210 to i64
  %212 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %211) #14, !srcloc !5
  %213 = sub i64 0, %212
  %214 = and i64 %213, 1
  %215 = or disjoint i64 %204, %214
  %216 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %213) #14, !srcloc !5
  %217 = xor i64 %209, %208
  %218 = and i64 %217, %216
  %219 = xor i64 %218, %208
  %220 = add i64 %219, %215
  %221 = sub i64 64, %220
  %222 = icmp eq i64 %220, 0
  %223 = zext i1 %222 to i64
  %224 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %223) #14, !srcloc !5
  %225 = sub i64 0, %224
  %226 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %225) #14, !srcloc !5
  %227 = xor i64 %226, -1
  %228 = and i64 %221, %227
  %229 = lshr i64 %228, 5
  %230 = and i64 %229, 1
  %231 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %230) #14
  %232 = sub i64 0, %231
  %233 = shl i64 %149, 32
  %234 = or disjoint i64 %150, %233
  %235 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %232) #14
  %236 = xor i64 %234, %149
  %237 = and i64 %235, %236
  %238 = xor i64 %237, %149
  %239 = lshr i64 %228, 4
  %240 = and i64 %239, 1
  %241 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %240) #14
  %242 = sub i64 0, %241
  %243 = shl i64 %238, 16
  %244 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %242) #14
  %245 = xor i64 %243, %238
  %246 = and i64 %245, %244
  %247 = xor i64 %246, %238
  %248 = lshr i64 %228, 3
  %249 = and i64 %248, 1
  %250 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %249) #14
  %251 = sub i64 0, %250
  %252 = shl i64 %247, 8
  %253 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %251) #14
  %254 = xor i64 %252, %247
  %255 = and i64 %254, %253
  %256 = xor i64 %255, %247
  %257 = lshr i64 %228, 2
  %258 = and i64 %257, 1
  %259 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %258) #14
  %260 = sub i64 0, %259
  %261 = shl i64 %256, 4
  %262 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %260) #14
  %263 = xor i64 %261, %256
  %264 = and i64 %263, %262
  %265 = xor i64 %264, %256
  %266 = lshr i64 %228, 1
  %267 = and i64 %266, 1
  %268 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %267) #14
  %269 = sub i64 0, %268
  %270 = shl i64 %265, 2
  %271 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %269) #14
  %272 = xor i64 %270, %265
  %273 = and i64 %272, %271
  %274 = xor i64 %273, %265
  %275 = and i64 %228, 1
  %276 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %275) #14
  %277 = sub i64 0, %276
  %278 = shl i64 %274, 1
  %279 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %277) #14
  %280 = xor i64 %278, %274
  %281 = and i64 %280, %279
  %282 = shl i64 %151, 32
  %283 = or disjoint i64 %152, %282
  %284 = xor i64 %283, %151
  %285 = and i64 %235, %284
  %286 = xor i64 %285, %151
  %287 = shl i64 %286, 16
  %288 = xor i64 %287, %286
  %289 = and i64 %288, %244
  %290 = xor i64 %289, %286
  %291 = shl i64 %290, 8
  %292 = xor i64 %291, %290
  %293 = and i64 %292, %253
  %294 = xor i64 %293, %290
  %295 = shl i64 %294, 4
  %296 = xor i64 %295, %294
  %297 = and i64 %296, %262
  %298 = xor i64 %297, %294
  %299 = shl i64 %298, 2
  %300 = xor i64 %299, %298
  %301 = and i64 %300, %271
  %302 = xor i64 %301, %298
  %303 = shl i64 %302, 1
  %304 = xor i64 %303, %302
  %305 = and i64 %304, %279
  %306 = xor i64 %305, %302
  %307 = xor i64 %281, %274
  %308 = and i64 %104, 2147483647
  %309 = and i64 %307, -2147483648
  %310 = or disjoint i64 %309, %308
  %311 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %153) #14, !srcloc !5
  %312 = xor i64 %310, %104
  %313 = and i64 %312, %311
  %314 = xor i64 %313, %104
  %315 = and i64 %105, 2147483647
  %316 = and i64 %306, -2147483648
  %317 = or disjoint i64 %316, %315
  %318 = xor i64 %317, %105
  %319 = and i64 %318, %311
  %320 = xor i64 %319, %105
  br label %321

321:                                              ; preds = %148, %321
  %322 = phi i64 [ 1, %148 ], [ %357, %321 ]
  %323 = phi i64 [ 0, %148 ], [ %359, %321 ]
  %324 = phi i32 [ 0, %148 ], [ %363, %321 ]
  %325 = phi i64 [ 1, %148 ], [ %362, %321 ]
  %326 = phi i64 [ 0, %148 ], [ %361, %321 ]
  %327 = phi i64 [ %320, %148 ], [ %343, %321 ]
  %328 = phi i64 [ %314, %148 ], [ %360, %321 ]
  %329 = and i64 %328, 1
  %330 = sub i64 %328, %327
  %331 = xor i64 %328, -1
  %332 = and i64 %327, %331
  %333 = xor i64 %327, %328
  %334 = xor i64 %333, -1
  %335 = and i64 %330, %334
  %336 = or i64 %335, %332
  %337 = lshr i64 %336, 63
  %338 = and i64 %337, %328
  %339 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %338) #14, !srcloc !5
  %340 = sub i64 0, %339
  %341 = and i64 %333, %340
  %342 = xor i64 %341, %328
  %343 = xor i64 %341, %327
  %344 = xor i64 %322, %326
  %345 = and i64 %344, %340
  %346 = xor i64 %345, %322
  %347 = xor i64 %345, %326
  %348 = xor i64 %323, %325
  %349 = and i64 %348, %340
  %350 = xor i64 %349, %323
  %351 = xor i64 %349, %325
  %352 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %329) #14, !srcloc !5
  %353 = sub i64 0, %352
  %354 = and i64 %343, %353
  %355 = sub i64 %342, %354
  %356 = and i64 %347, %353
  %357 = sub i64 %346, %356
  %358 = and i64 %351, %353
  %359 = sub i64 %350, %358
  %360 = lshr i64 %355, 1
  %361 = shl i64 %347, 1
  %362 = shl i64 %351, 1
  %363 = add nuw nsw i32 %324, 1
  %364 = icmp eq i32 %363, 31
  br i1 %364, label %365, label %321, !llvm.loop !56

365:                                              ; preds = %321
  %366 = lshr i64 %357, 63
  %367 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %366) #14, !srcloc !5
  %368 = sub i64 0, %367
  %369 = lshr i64 %359, 63
  %370 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %369) #14, !srcloc !5
  %371 = sub i64 0, %370
  br i1 %60, label %372, label %373

372:                                              ; preds = %365
  store i64 0, ptr %61, align 8, !tbaa !6
  br label %495

373:                                              ; preds = %365
  %374 = zext i64 %357 to i128
  %375 = zext i64 %359 to i128
  br label %376

376:                                              ; preds = %376, %373
  %377 = phi i64 [ 0, %373 ], [ %400, %376 ]
  %378 = phi i64 [ 0, %373 ], [ %397, %376 ]
  %379 = phi i64 [ 0, %373 ], [ %387, %376 ]
  %380 = getelementptr inbounds i64, ptr %5, i64 %377
  %381 = load i64, ptr %380, align 8, !tbaa !6
  %382 = zext i64 %381 to i128
  %383 = mul nuw i128 %382, %374
  %384 = zext i64 %379 to i128
  %385 = add nuw i128 %383, %384
  %386 = lshr i128 %385, 64
  %387 = trunc nuw i128 %386 to i64
  %388 = getelementptr inbounds i64, ptr %6, i64 %377
  %389 = load i64, ptr %388, align 8, !tbaa !6
  %390 = zext i64 %389 to i128
  %391 = mul nuw i128 %390, %375
  %392 = and i128 %385, 18446744073709551615
  %393 = zext i64 %378 to i128
  %394 = add nuw i128 %391, %393
  %395 = add nuw i128 %394, %392
  %396 = lshr i128 %395, 64
  %397 = trunc nuw i128 %396 to i64
  %398 = trunc i128 %395 to i64
  %399 = getelementptr inbounds i64, ptr %12, i64 %377
  store i64 %398, ptr %399, align 8, !tbaa !6
  %400 = add nuw i64 %377, 1
  %401 = icmp eq i64 %400, %3
  br i1 %401, label %402, label %376, !llvm.loop !57

402:                                              ; preds = %376
  %403 = add i64 %397, %387
  store i64 %403, ptr %61, align 8, !tbaa !6
  br i1 %67, label %438, label %404

404:                                              ; preds = %402, %404
  %405 = phi i64 [ %421, %404 ], [ 0, %402 ]
  %406 = phi i64 [ %434, %404 ], [ 0, %402 ]
  %407 = phi i64 [ %436, %404 ], [ 0, %402 ]
  %408 = or disjoint i64 %405, 1
  %409 = getelementptr inbounds i64, ptr %12, i64 %408
  %410 = load i64, ptr %409, align 8, !tbaa !6
  %411 = getelementptr inbounds i64, ptr %5, i64 %405
  %412 = load i64, ptr %411, align 8, !tbaa !6
  %413 = and i64 %412, %368
  %414 = zext i64 %410 to i128
  %415 = zext i64 %413 to i128
  %416 = zext nneg i64 %406 to i128
  %417 = add nuw nsw i128 %416, %415
  %418 = sub nsw i128 %414, %417
  %419 = lshr i128 %418, 64
  %420 = trunc i128 %418 to i64
  store i64 %420, ptr %409, align 8, !tbaa !6
  %421 = add nuw i64 %405, 2
  %422 = getelementptr inbounds i64, ptr %12, i64 %421
  %423 = load i64, ptr %422, align 8, !tbaa !6
  %424 = getelementptr inbounds i64, ptr %5, i64 %408
  %425 = load i64, ptr %424, align 8, !tbaa !6
  %426 = and i64 %425, %368
  %427 = zext i64 %423 to i128
  %428 = zext i64 %426 to i128
  %429 = and i128 %419, 1
  %430 = add nuw nsw i128 %429, %428
  %431 = sub nsw i128 %427, %430
  %432 = lshr i128 %431, 64
  %433 = trunc nuw i128 %432 to i64
  %434 = and i64 %433, 1
  %435 = trunc i128 %431 to i64
  store i64 %435, ptr %422, align 8, !tbaa !6
  %436 = add i64 %407, 2
  %437 = icmp eq i64 %436, %68
  br i1 %437, label %438, label %404, !llvm.loop !58

438:                                              ; preds = %404, %402
  %439 = phi i64 [ 0, %402 ], [ %421, %404 ]
  %440 = phi i64 [ 0, %402 ], [ %434, %404 ]
  br i1 %69, label %449, label %441

441:                                              ; preds = %438
  %442 = getelementptr i64, ptr %70, i64 %439
  %443 = load i64, ptr %442, align 8, !tbaa !6
  %444 = getelementptr inbounds i64, ptr %5, i64 %439
  %445 = load i64, ptr %444, align 8, !tbaa !6
  %446 = and i64 %445, %368
  %447 = add i64 %440, %446
  %448 = sub i64 %443, %447
  store i64 %448, ptr %442, align 8, !tbaa !6
  br label %449

449:                                              ; preds = %438, %441
  br i1 %72, label %484, label %450

450:                                              ; preds = %449, %450
  %451 = phi i64 [ %467, %450 ], [ 0, %449 ]
  %452 = phi i64 [ %480, %450 ], [ 0, %449 ]
  %453 = phi i64 [ %482, %450 ], [ 0, %449 ]
  %454 = or disjoint i64 %451, 1
  %455 = getelementptr inbounds i64, ptr %12, i64 %454
  %456 = load i64, ptr %455, align 8, !tbaa !6
  %457 = getelementptr inbounds i64, ptr %6, i64 %451
  %458 = load i64, ptr %457, align 8, !tbaa !6
  %459 = and i64 %458, %371
  %460 = zext i64 %456 to i128
  %461 = zext i64 %459 to i128
  %462 = zext nneg i64 %452 to i128
  %463 = add nuw nsw i128 %462, %461
  %464 = sub nsw i128 %460, %463
  %465 = lshr i128 %464, 64
  %466 = trunc i128 %464 to i64
  store i64 %466, ptr %455, align 8, !tbaa !6
  %467 = add nuw i64 %451, 2
  %468 = getelementptr inbounds i64, ptr %12, i64 %467
  %469 = load i64, ptr %468, align 8, !tbaa !6
  %470 = getelementptr inbounds i64, ptr %6, i64 %454
  %471 = load i64, ptr %470, align 8, !tbaa !6
  %472 = and i64 %471, %371
  %473 = zext i64 %469 to i128
  %474 = zext i64 %472 to i128
  %475 = and i128 %465, 1
  %476 = add nuw nsw i128 %475, %474
  %477 = sub nsw i128 %473, %476
  %478 = lshr i128 %477, 64
  %479 = trunc nuw i128 %478 to i64
  %480 = and i64 %479, 1
  %481 = trunc i128 %477 to i64
  store i64 %481, ptr %468, align 8, !tbaa !6
  %482 = add i64 %453, 2
  %483 = icmp eq i64 %482, %73
  br i1 %483, label %484, label %450, !llvm.loop !59

484:                                              ; preds = %450, %449
  %485 = phi i64 [ 0, %449 ], [ %467, %450 ]
  %486 = phi i64 [ 0, %449 ], [ %480, %450 ]
  br i1 %74, label %495, label %487

487:                                              ; preds = %484
  %488 = getelementptr i64, ptr %75, i64 %485
  %489 = load i64, ptr %488, align 8, !tbaa !6
  %490 = getelementptr inbounds i64, ptr %6, i64 %485
  %491 = load i64, ptr %490, align 8, !tbaa !6
  %492 = and i64 %491, %371
  %493 = add i64 %486, %492
  %494 = sub i64 %489, %493
  store i64 %494, ptr %488, align 8, !tbaa !6
  br label %495

495:                                              ; preds = %487, %484, %372
  %496 = lshr i64 %361, 63
  %497 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %496) #14, !srcloc !5
  %498 = sub i64 0, %497
  %499 = lshr i64 %362, 63
  %500 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %499) #14, !srcloc !5
  %501 = sub i64 0, %500
  br i1 %60, label %502, label %504

502:                                              ; preds = %495
  store i64 0, ptr %62, align 8, !tbaa !6
  %503 = load i64, ptr %61, align 8, !tbaa !6
  br label %671

504:                                              ; preds = %495
  %505 = zext i64 %361 to i128
  %506 = zext i64 %362 to i128
  br label %507

507:                                              ; preds = %507, %504
  %508 = phi i64 [ 0, %504 ], [ %531, %507 ]
  %509 = phi i64 [ 0, %504 ], [ %528, %507 ]
  %510 = phi i64 [ 0, %504 ], [ %518, %507 ]
  %511 = getelementptr inbounds i64, ptr %5, i64 %508
  %512 = load i64, ptr %511, align 8, !tbaa !6
  %513 = zext i64 %512 to i128
  %514 = mul nuw i128 %513, %505
  %515 = zext i64 %510 to i128
  %516 = add nuw i128 %514, %515
  %517 = lshr i128 %516, 64
  %518 = trunc nuw i128 %517 to i64
  %519 = getelementptr inbounds i64, ptr %6, i64 %508
  %520 = load i64, ptr %519, align 8, !tbaa !6
  %521 = zext i64 %520 to i128
  %522 = mul nuw i128 %521, %506
  %523 = and i128 %516, 18446744073709551615
  %524 = zext i64 %509 to i128
  %525 = add nuw i128 %522, %524
  %526 = add nuw i128 %525, %523
  %527 = lshr i128 %526, 64
  %528 = trunc nuw i128 %527 to i64
  %529 = trunc i128 %526 to i64
  %530 = getelementptr inbounds i64, ptr %13, i64 %508
  store i64 %529, ptr %530, align 8, !tbaa !6
  %531 = add nuw i64 %508, 1
  %532 = icmp eq i64 %531, %3
  br i1 %532, label %533, label %507, !llvm.loop !57

533:                                              ; preds = %507
  %534 = add i64 %528, %518
  store i64 %534, ptr %62, align 8, !tbaa !6
  br i1 %77, label %569, label %535

535:                                              ; preds = %533, %535
  %536 = phi i64 [ %552, %535 ], [ 0, %533 ]
  %537 = phi i64 [ %565, %535 ], [ 0, %533 ]
  %538 = phi i64 [ %567, %535 ], [ 0, %533 ]
  %539 = or disjoint i64 %536, 1
  %540 = getelementptr inbounds i64, ptr %13, i64 %539
  %541 = load i64, ptr %540, align 8, !tbaa !6
  %542 = getelementptr inbounds i64, ptr %5, i64 %536
  %543 = load i64, ptr %542, align 8, !tbaa !6
  %544 = and i64 %543, %498
  %545 = zext i64 %541 to i128
  %546 = zext i64 %544 to i128
  %547 = zext nneg i64 %537 to i128
  %548 = add nuw nsw i128 %547, %546
  %549 = sub nsw i128 %545, %548
  %550 = lshr i128 %549, 64
  %551 = trunc i128 %549 to i64
  store i64 %551, ptr %540, align 8, !tbaa !6
  %552 = add nuw i64 %536, 2
  %553 = getelementptr inbounds i64, ptr %13, i64 %552
  %554 = load i64, ptr %553, align 8, !tbaa !6
  %555 = getelementptr inbounds i64, ptr %5, i64 %539
  %556 = load i64, ptr %555, align 8, !tbaa !6
  %557 = and i64 %556, %498
  %558 = zext i64 %554 to i128
  %559 = zext i64 %557 to i128
  %560 = and i128 %550, 1
  %561 = add nuw nsw i128 %560, %559
  %562 = sub nsw i128 %558, %561
  %563 = lshr i128 %562, 64
  %564 = trunc nuw i128 %563 to i64
  %565 = and i64 %564, 1
  %566 = trunc i128 %562 to i64
  store i64 %566, ptr %553, align 8, !tbaa !6
  %567 = add i64 %538, 2
  %568 = icmp eq i64 %567, %78
  br i1 %568, label %569, label %535, !llvm.loop !58

569:                                              ; preds = %535, %533
  %570 = phi i64 [ 0, %533 ], [ %552, %535 ]
  %571 = phi i64 [ 0, %533 ], [ %565, %535 ]
  br i1 %79, label %580, label %572

572:                                              ; preds = %569
  %573 = getelementptr i64, ptr %80, i64 %570
  %574 = load i64, ptr %573, align 8, !tbaa !6
  %575 = getelementptr inbounds i64, ptr %5, i64 %570
  %576 = load i64, ptr %575, align 8, !tbaa !6
  %577 = and i64 %576, %498
  %578 = add i64 %571, %577
  %579 = sub i64 %574, %578
  store i64 %579, ptr %573, align 8, !tbaa !6
  br label %580

580:                                              ; preds = %569, %572
  br i1 %82, label %615, label %581

581:                                              ; preds = %580, %581
  %582 = phi i64 [ %598, %581 ], [ 0, %580 ]
  %583 = phi i64 [ %611, %581 ], [ 0, %580 ]
  %584 = phi i64 [ %613, %581 ], [ 0, %580 ]
  %585 = or disjoint i64 %582, 1
  %586 = getelementptr inbounds i64, ptr %13, i64 %585
  %587 = load i64, ptr %586, align 8, !tbaa !6
  %588 = getelementptr inbounds i64, ptr %6, i64 %582
  %589 = load i64, ptr %588, align 8, !tbaa !6
  %590 = and i64 %589, %501
  %591 = zext i64 %587 to i128
  %592 = zext i64 %590 to i128
  %593 = zext nneg i64 %583 to i128
  %594 = add nuw nsw i128 %593, %592
  %595 = sub nsw i128 %591, %594
  %596 = lshr i128 %595, 64
  %597 = trunc i128 %595 to i64
  store i64 %597, ptr %586, align 8, !tbaa !6
  %598 = add nuw i64 %582, 2
  %599 = getelementptr inbounds i64, ptr %13, i64 %598
  %600 = load i64, ptr %599, align 8, !tbaa !6
  %601 = getelementptr inbounds i64, ptr %6, i64 %585
  %602 = load i64, ptr %601, align 8, !tbaa !6
  %603 = and i64 %602, %501
  %604 = zext i64 %600 to i128
  %605 = zext i64 %603 to i128
  %606 = and i128 %596, 1
  %607 = add nuw nsw i128 %606, %605
  %608 = sub nsw i128 %604, %607
  %609 = lshr i128 %608, 64
  %610 = trunc nuw i128 %609 to i64
  %611 = and i64 %610, 1
  %612 = trunc i128 %608 to i64
  store i64 %612, ptr %599, align 8, !tbaa !6
  %613 = add i64 %584, 2
  %614 = icmp eq i64 %613, %83
  br i1 %614, label %615, label %581, !llvm.loop !59

615:                                              ; preds = %581, %580
  %616 = phi i64 [ 0, %580 ], [ %598, %581 ]
  %617 = phi i64 [ 0, %580 ], [ %611, %581 ]
  br i1 %84, label %626, label %618

618:                                              ; preds = %615
  %619 = getelementptr i64, ptr %85, i64 %616
  %620 = load i64, ptr %619, align 8, !tbaa !6
  %621 = getelementptr inbounds i64, ptr %6, i64 %616
  %622 = load i64, ptr %621, align 8, !tbaa !6
  %623 = and i64 %622, %501
  %624 = add i64 %617, %623
  %625 = sub i64 %620, %624
  store i64 %625, ptr %619, align 8, !tbaa !6
  br label %626

626:                                              ; preds = %615, %618
  %627 = load i64, ptr %61, align 8, !tbaa !6
  %628 = load i64, ptr %12, align 8, !tbaa !6
  br i1 %87, label %655, label %629

629:                                              ; preds = %626, %629
  %630 = phi i64 [ %651, %629 ], [ %628, %626 ]
  %631 = phi i64 [ %649, %629 ], [ 0, %626 ]
  %632 = phi i64 [ %653, %629 ], [ 0, %626 ]
  %633 = getelementptr inbounds i64, ptr %12, i64 %631
  %634 = or disjoint i64 %631, 1
  %635 = getelementptr inbounds i64, ptr %12, i64 %634
  %636 = load i64, ptr %635, align 8, !tbaa !6
  %637 = tail call i64 @llvm.fshl.i64(i64 %636, i64 %630, i64 33)
  store i64 %637, ptr %633, align 8, !tbaa !6
  %638 = getelementptr inbounds i64, ptr %12, i64 %634
  %639 = or disjoint i64 %631, 2
  %640 = getelementptr inbounds i64, ptr %12, i64 %639
  %641 = load i64, ptr %640, align 8, !tbaa !6
  %642 = tail call i64 @llvm.fshl.i64(i64 %641, i64 %636, i64 33)
  store i64 %642, ptr %638, align 8, !tbaa !6
  %643 = getelementptr inbounds i64, ptr %12, i64 %639
  %644 = or disjoint i64 %631, 3
  %645 = getelementptr inbounds i64, ptr %12, i64 %644
  %646 = load i64, ptr %645, align 8, !tbaa !6
  %647 = tail call i64 @llvm.fshl.i64(i64 %646, i64 %641, i64 33)
  store i64 %647, ptr %643, align 8, !tbaa !6
  %648 = getelementptr inbounds i64, ptr %12, i64 %644
  %649 = add nuw i64 %631, 4
  %650 = getelementptr inbounds i64, ptr %12, i64 %649
  %651 = load i64, ptr %650, align 8, !tbaa !6
  %652 = tail call i64 @llvm.fshl.i64(i64 %651, i64 %646, i64 33)
  store i64 %652, ptr %648, align 8, !tbaa !6
  %653 = add i64 %632, 4
  %654 = icmp eq i64 %653, %88
  br i1 %654, label %655, label %629, !llvm.loop !60

655:                                              ; preds = %629, %626
  %656 = phi i64 [ %628, %626 ], [ %651, %629 ]
  %657 = phi i64 [ 0, %626 ], [ %649, %629 ]
  br i1 %89, label %669, label %658

658:                                              ; preds = %655, %658
  %659 = phi i64 [ %665, %658 ], [ %656, %655 ]
  %660 = phi i64 [ %663, %658 ], [ %657, %655 ]
  %661 = phi i64 [ %667, %658 ], [ 0, %655 ]
  %662 = getelementptr inbounds i64, ptr %12, i64 %660
  %663 = add nuw i64 %660, 1
  %664 = getelementptr inbounds i64, ptr %12, i64 %663
  %665 = load i64, ptr %664, align 8, !tbaa !6
  %666 = tail call i64 @llvm.fshl.i64(i64 %665, i64 %659, i64 33)
  store i64 %666, ptr %662, align 8, !tbaa !6
  %667 = add i64 %661, 1
  %668 = icmp eq i64 %667, %86
  br i1 %668, label %669, label %658, !llvm.loop !61

669:                                              ; preds = %658, %655
  %670 = load i64, ptr %61, align 8, !tbaa !6
  br label %671

671:                                              ; preds = %502, %669
  %672 = phi i64 [ %627, %669 ], [ %503, %502 ]
  %673 = phi i64 [ %670, %669 ], [ %503, %502 ]
  %674 = lshr i64 %672, 63
  %675 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %674) #14, !srcloc !5
  %676 = sub i64 0, %675
  %677 = tail call i64 @llvm.fshl.i64(i64 %676, i64 %673, i64 33)
  store i64 %677, ptr %61, align 8, !tbaa !6
  %678 = load i64, ptr %62, align 8, !tbaa !6
  br i1 %60, label %723, label %679

679:                                              ; preds = %671
  %680 = load i64, ptr %13, align 8, !tbaa !6
  br i1 %91, label %707, label %681

681:                                              ; preds = %679, %681
  %682 = phi i64 [ %703, %681 ], [ %680, %679 ]
  %683 = phi i64 [ %701, %681 ], [ 0, %679 ]
  %684 = phi i64 [ %705, %681 ], [ 0, %679 ]
  %685 = getelementptr inbounds i64, ptr %13, i64 %683
  %686 = or disjoint i64 %683, 1
  %687 = getelementptr inbounds i64, ptr %13, i64 %686
  %688 = load i64, ptr %687, align 8, !tbaa !6
  %689 = tail call i64 @llvm.fshl.i64(i64 %688, i64 %682, i64 33)
  store i64 %689, ptr %685, align 8, !tbaa !6
  %690 = getelementptr inbounds i64, ptr %13, i64 %686
  %691 = or disjoint i64 %683, 2
  %692 = getelementptr inbounds i64, ptr %13, i64 %691
  %693 = load i64, ptr %692, align 8, !tbaa !6
  %694 = tail call i64 @llvm.fshl.i64(i64 %693, i64 %688, i64 33)
  store i64 %694, ptr %690, align 8, !tbaa !6
  %695 = getelementptr inbounds i64, ptr %13, i64 %691
  %696 = or disjoint i64 %683, 3
  %697 = getelementptr inbounds i64, ptr %13, i64 %696
  %698 = load i64, ptr %697, align 8, !tbaa !6
  %699 = tail call i64 @llvm.fshl.i64(i64 %698, i64 %693, i64 33)
  store i64 %699, ptr %695, align 8, !tbaa !6
  %700 = getelementptr inbounds i64, ptr %13, i64 %696
  %701 = add nuw i64 %683, 4
  %702 = getelementptr inbounds i64, ptr %13, i64 %701
  %703 = load i64, ptr %702, align 8, !tbaa !6
  %704 = tail call i64 @llvm.fshl.i64(i64 %703, i64 %698, i64 33)
  store i64 %704, ptr %700, align 8, !tbaa !6
  %705 = add i64 %684, 4
  %706 = icmp eq i64 %705, %92
  br i1 %706, label %707, label %681, !llvm.loop !60

707:                                              ; preds = %681, %679
  %708 = phi i64 [ %680, %679 ], [ %703, %681 ]
  %709 = phi i64 [ 0, %679 ], [ %701, %681 ]
  br i1 %93, label %721, label %710

710:                                              ; preds = %707, %710
  %711 = phi i64 [ %717, %710 ], [ %708, %707 ]
  %712 = phi i64 [ %715, %710 ], [ %709, %707 ]
  %713 = phi i64 [ %719, %710 ], [ 0, %707 ]
  %714 = getelementptr inbounds i64, ptr %13, i64 %712
  %715 = add nuw i64 %712, 1
  %716 = getelementptr inbounds i64, ptr %13, i64 %715
  %717 = load i64, ptr %716, align 8, !tbaa !6
  %718 = tail call i64 @llvm.fshl.i64(i64 %717, i64 %711, i64 33)
  store i64 %718, ptr %714, align 8, !tbaa !6
  %719 = add i64 %713, 1
  %720 = icmp eq i64 %719, %90
  br i1 %720, label %721, label %710, !llvm.loop !62

721:                                              ; preds = %710, %707
  %722 = load i64, ptr %62, align 8, !tbaa !6
  br label %723

723:                                              ; preds = %671, %721
  %724 = phi i64 [ %722, %721 ], [ %678, %671 ]
  %725 = lshr i64 %678, 63
  %726 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %725) #14, !srcloc !5
  %727 = sub i64 0, %726
  %728 = tail call i64 @llvm.fshl.i64(i64 %727, i64 %724, i64 33)
  store i64 %728, ptr %62, align 8, !tbaa !6
  %729 = load i64, ptr %61, align 8, !tbaa !6
  %730 = lshr i64 %729, 63
  %731 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %730) #14, !srcloc !5
  %732 = sub i64 0, %731
  %733 = lshr i64 %728, 63
  %734 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %733) #14, !srcloc !5
  %735 = and i64 %732, 1
  br i1 %95, label %756, label %736

736:                                              ; preds = %723, %736
  %737 = phi i64 [ %753, %736 ], [ 0, %723 ]
  %738 = phi i64 [ %752, %736 ], [ %735, %723 ]
  %739 = phi i64 [ %754, %736 ], [ 0, %723 ]
  %740 = getelementptr inbounds i64, ptr %12, i64 %737
  %741 = load i64, ptr %740, align 8, !tbaa !6
  %742 = xor i64 %741, %732
  %743 = add i64 %742, %738
  %744 = icmp ult i64 %743, %742
  %745 = zext i1 %744 to i64
  store i64 %743, ptr %740, align 8, !tbaa !6
  %746 = or disjoint i64 %737, 1
  %747 = getelementptr inbounds i64, ptr %12, i64 %746
  %748 = load i64, ptr %747, align 8, !tbaa !6
  %749 = xor i64 %748, %732
  %750 = add i64 %749, %745
  %751 = icmp ult i64 %750, %749
  %752 = zext i1 %751 to i64
  store i64 %750, ptr %747, align 8, !tbaa !6
  %753 = add nuw i64 %737, 2
  %754 = add i64 %739, 2
  %755 = icmp eq i64 %754, %96
  br i1 %755, label %756, label %736, !llvm.loop !63

756:                                              ; preds = %736, %723
  %757 = phi i64 [ 0, %723 ], [ %753, %736 ]
  %758 = phi i64 [ %735, %723 ], [ %752, %736 ]
  br i1 %97, label %764, label %759

759:                                              ; preds = %756
  %760 = getelementptr inbounds i64, ptr %12, i64 %757
  %761 = load i64, ptr %760, align 8, !tbaa !6
  %762 = xor i64 %761, %732
  %763 = add i64 %762, %758
  store i64 %763, ptr %760, align 8, !tbaa !6
  br label %764

764:                                              ; preds = %756, %759
  %765 = sub i64 0, %734
  %766 = and i64 %765, 1
  br i1 %99, label %787, label %767

767:                                              ; preds = %764, %767
  %768 = phi i64 [ %784, %767 ], [ 0, %764 ]
  %769 = phi i64 [ %783, %767 ], [ %766, %764 ]
  %770 = phi i64 [ %785, %767 ], [ 0, %764 ]
  %771 = getelementptr inbounds i64, ptr %13, i64 %768
  %772 = load i64, ptr %771, align 8, !tbaa !6
  %773 = xor i64 %772, %765
  %774 = add i64 %773, %769
  %775 = icmp ult i64 %774, %773
  %776 = zext i1 %775 to i64
  store i64 %774, ptr %771, align 8, !tbaa !6
  %777 = or disjoint i64 %768, 1
  %778 = getelementptr inbounds i64, ptr %13, i64 %777
  %779 = load i64, ptr %778, align 8, !tbaa !6
  %780 = xor i64 %779, %765
  %781 = add i64 %780, %776
  %782 = icmp ult i64 %781, %780
  %783 = zext i1 %782 to i64
  store i64 %781, ptr %778, align 8, !tbaa !6
  %784 = add nuw i64 %768, 2
  %785 = add i64 %770, 2
  %786 = icmp eq i64 %785, %100
  br i1 %786, label %787, label %767, !llvm.loop !63

787:                                              ; preds = %767, %764
  %788 = phi i64 [ 0, %764 ], [ %784, %767 ]
  %789 = phi i64 [ %766, %764 ], [ %783, %767 ]
  br i1 %101, label %795, label %790

790:                                              ; preds = %787
  %791 = getelementptr inbounds i64, ptr %13, i64 %788
  %792 = load i64, ptr %791, align 8, !tbaa !6
  %793 = xor i64 %792, %765
  %794 = add i64 %793, %789
  store i64 %794, ptr %791, align 8, !tbaa !6
  br label %795

795:                                              ; preds = %787, %790
  %796 = xor i64 %357, %732
  %797 = add i64 %796, %731
  %798 = xor i64 %359, %732
  %799 = add i64 %798, %731
  %800 = xor i64 %361, %765
  %801 = add i64 %800, %734
  %802 = xor i64 %362, %765
  %803 = add i64 %802, %734
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %12, i64 %35, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %13, i64 %35, i1 false)
  tail call fastcc void @mod_lin_comb(ptr noundef nonnull %9, ptr noundef nonnull %7, ptr noundef nonnull %8, i64 noundef %797, i64 noundef %799, ptr noundef nonnull %2, i64 noundef %53, ptr noundef nonnull %12, ptr noundef nonnull %16, i64 noundef %3)
  tail call fastcc void @mod_lin_comb(ptr noundef nonnull %10, ptr noundef nonnull %7, ptr noundef nonnull %8, i64 noundef %801, i64 noundef %803, ptr noundef nonnull %2, i64 noundef %53, ptr noundef nonnull %12, ptr noundef nonnull %16, i64 noundef %3)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr nonnull align 8 %9, i64 %35, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr nonnull align 8 %10, i64 %35, i1 false)
  %804 = add nuw nsw i64 %103, 1
  %805 = icmp eq i64 %804, %58
  br i1 %805, label %806, label %102, !llvm.loop !64

806:                                              ; preds = %795, %34
  %807 = tail call i64 @words_eq(ptr noundef nonnull %6, ptr noundef nonnull %17, i64 noundef %3) #13
  %808 = icmp eq i64 %807, 0
  br i1 %808, label %810, label %809

809:                                              ; preds = %806
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %8, i64 %35, i1 false)
  br label %810

810:                                              ; preds = %806, %4, %809
  %811 = phi i32 [ 0, %809 ], [ 2, %4 ], [ 14, %806 ]
  tail call void @nat_words_free(ptr noundef %5, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %6, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %7, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %8, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %9, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %10, i64 noundef %3) #13
  tail call void @nat_words_free(ptr noundef %12, i64 noundef %11) #13
  tail call void @nat_words_free(ptr noundef %13, i64 noundef %11) #13
  tail call void @nat_words_free(ptr noundef %16, i64 noundef %14) #13
  tail call void @nat_words_free(ptr noundef %17, i64 noundef %3) #13
  ret i32 %811
}

declare i64 @words_eq(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @mod_lin_comb(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, ptr noundef %8, i64 noundef %9) unnamed_addr #11 {
  %11 = lshr i64 %3, 63
  %12 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %11) #14, !srcloc !5
  %13 = sub i64 0, %12
  %14 = lshr i64 %4, 63
  %15 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %14) #14, !srcloc !5
  %16 = sub i64 0, %15
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %10
  store i64 0, ptr %7, align 8, !tbaa !6
  br label %206

19:                                               ; preds = %10
  %20 = zext i64 %3 to i128
  %21 = zext i64 %4 to i128
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %46, %22 ]
  %24 = phi i64 [ 0, %19 ], [ %43, %22 ]
  %25 = phi i64 [ 0, %19 ], [ %33, %22 ]
  %26 = getelementptr inbounds i64, ptr %1, i64 %23
  %27 = load i64, ptr %26, align 8, !tbaa !6
  %28 = zext i64 %27 to i128
  %29 = mul nuw i128 %28, %20
  %30 = zext i64 %25 to i128
  %31 = add nuw i128 %29, %30
  %32 = lshr i128 %31, 64
  %33 = trunc nuw i128 %32 to i64
  %34 = getelementptr inbounds i64, ptr %2, i64 %23
  %35 = load i64, ptr %34, align 8, !tbaa !6
  %36 = zext i64 %35 to i128
  %37 = mul nuw i128 %36, %21
  %38 = and i128 %31, 18446744073709551615
  %39 = zext i64 %24 to i128
  %40 = add nuw i128 %37, %39
  %41 = add nuw i128 %40, %38
  %42 = lshr i128 %41, 64
  %43 = trunc nuw i128 %42 to i64
  %44 = trunc i128 %41 to i64
  %45 = getelementptr inbounds i64, ptr %7, i64 %23
  store i64 %44, ptr %45, align 8, !tbaa !6
  %46 = add nuw i64 %23, 1
  %47 = icmp eq i64 %46, %9
  br i1 %47, label %48, label %22, !llvm.loop !57

48:                                               ; preds = %22
  %49 = add i64 %43, %33
  %50 = getelementptr inbounds i64, ptr %7, i64 %9
  store i64 %49, ptr %50, align 8, !tbaa !6
  %51 = add i64 %9, -1
  %52 = and i64 %9, 1
  %53 = icmp eq i64 %51, 0
  br i1 %53, label %90, label %54

54:                                               ; preds = %48
  %55 = and i64 %9, -2
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ 0, %54 ], [ %73, %56 ]
  %58 = phi i64 [ 0, %54 ], [ %86, %56 ]
  %59 = phi i64 [ 0, %54 ], [ %88, %56 ]
  %60 = or disjoint i64 %57, 1
  %61 = getelementptr inbounds i64, ptr %7, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !6
  %63 = getelementptr inbounds i64, ptr %1, i64 %57
  %64 = load i64, ptr %63, align 8, !tbaa !6
  %65 = and i64 %64, %13
  %66 = zext i64 %62 to i128
  %67 = zext i64 %65 to i128
  %68 = zext nneg i64 %58 to i128
  %69 = add nuw nsw i128 %68, %67
  %70 = sub nsw i128 %66, %69
  %71 = lshr i128 %70, 64
  %72 = trunc i128 %70 to i64
  store i64 %72, ptr %61, align 8, !tbaa !6
  %73 = add nuw i64 %57, 2
  %74 = getelementptr inbounds i64, ptr %7, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !6
  %76 = getelementptr inbounds i64, ptr %1, i64 %60
  %77 = load i64, ptr %76, align 8, !tbaa !6
  %78 = and i64 %77, %13
  %79 = zext i64 %75 to i128
  %80 = zext i64 %78 to i128
  %81 = and i128 %71, 1
  %82 = add nuw nsw i128 %81, %80
  %83 = sub nsw i128 %79, %82
  %84 = lshr i128 %83, 64
  %85 = trunc nuw i128 %84 to i64
  %86 = and i64 %85, 1
  %87 = trunc i128 %83 to i64
  store i64 %87, ptr %74, align 8, !tbaa !6
  %88 = add i64 %59, 2
  %89 = icmp eq i64 %88, %55
  br i1 %89, label %90, label %56, !llvm.loop !58

90:                                               ; preds = %56, %48
  %91 = phi i64 [ 0, %48 ], [ %73, %56 ]
  %92 = phi i64 [ 0, %48 ], [ %86, %56 ]
  %93 = icmp eq i64 %52, 0
  br i1 %93, label %103, label %94

94:                                               ; preds = %90
  %95 = getelementptr i64, ptr %7, i64 %91
  %96 = getelementptr i8, ptr %95, i64 8
  %97 = load i64, ptr %96, align 8, !tbaa !6
  %98 = getelementptr inbounds i64, ptr %1, i64 %91
  %99 = load i64, ptr %98, align 8, !tbaa !6
  %100 = and i64 %99, %13
  %101 = add i64 %92, %100
  %102 = sub i64 %97, %101
  store i64 %102, ptr %96, align 8, !tbaa !6
  br label %103

103:                                              ; preds = %90, %94
  %104 = and i64 %9, 1
  %105 = icmp eq i64 %51, 0
  br i1 %105, label %142, label %106

106:                                              ; preds = %103
  %107 = and i64 %9, -2
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %125, %108 ]
  %110 = phi i64 [ 0, %106 ], [ %138, %108 ]
  %111 = phi i64 [ 0, %106 ], [ %140, %108 ]
  %112 = or disjoint i64 %109, 1
  %113 = getelementptr inbounds i64, ptr %7, i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !6
  %115 = getelementptr inbounds i64, ptr %2, i64 %109
  %116 = load i64, ptr %115, align 8, !tbaa !6
  %117 = and i64 %116, %16
  %118 = zext i64 %114 to i128
  %119 = zext i64 %117 to i128
  %120 = zext nneg i64 %110 to i128
  %121 = add nuw nsw i128 %120, %119
  %122 = sub nsw i128 %118, %121
  %123 = lshr i128 %122, 64
  %124 = trunc i128 %122 to i64
  store i64 %124, ptr %113, align 8, !tbaa !6
  %125 = add nuw i64 %109, 2
  %126 = getelementptr inbounds i64, ptr %7, i64 %125
  %127 = load i64, ptr %126, align 8, !tbaa !6
  %128 = getelementptr inbounds i64, ptr %2, i64 %112
  %129 = load i64, ptr %128, align 8, !tbaa !6
  %130 = and i64 %129, %16
  %131 = zext i64 %127 to i128
  %132 = zext i64 %130 to i128
  %133 = and i128 %123, 1
  %134 = add nuw nsw i128 %133, %132
  %135 = sub nsw i128 %131, %134
  %136 = lshr i128 %135, 64
  %137 = trunc nuw i128 %136 to i64
  %138 = and i64 %137, 1
  %139 = trunc i128 %135 to i64
  store i64 %139, ptr %126, align 8, !tbaa !6
  %140 = add i64 %111, 2
  %141 = icmp eq i64 %140, %107
  br i1 %141, label %142, label %108, !llvm.loop !59

142:                                              ; preds = %108, %103
  %143 = phi i64 [ 0, %103 ], [ %125, %108 ]
  %144 = phi i64 [ 0, %103 ], [ %138, %108 ]
  %145 = icmp eq i64 %104, 0
  br i1 %145, label %155, label %146

146:                                              ; preds = %142
  %147 = getelementptr i64, ptr %7, i64 %143
  %148 = getelementptr i8, ptr %147, i64 8
  %149 = load i64, ptr %148, align 8, !tbaa !6
  %150 = getelementptr inbounds i64, ptr %2, i64 %143
  %151 = load i64, ptr %150, align 8, !tbaa !6
  %152 = and i64 %151, %16
  %153 = add i64 %144, %152
  %154 = sub i64 %149, %153
  store i64 %154, ptr %148, align 8, !tbaa !6
  br label %155

155:                                              ; preds = %142, %146
  %156 = load i64, ptr %7, align 8, !tbaa !6
  %157 = mul i64 %156, %6
  %158 = and i64 %157, 2147483647
  %159 = zext nneg i64 %158 to i128
  %160 = and i64 %9, 1
  %161 = icmp eq i64 %51, 0
  br i1 %161, label %190, label %162

162:                                              ; preds = %155
  %163 = and i64 %9, -2
  br label %164

164:                                              ; preds = %164, %162
  %165 = phi i64 [ 0, %162 ], [ %187, %164 ]
  %166 = phi i64 [ 0, %162 ], [ %184, %164 ]
  %167 = phi i64 [ 0, %162 ], [ %188, %164 ]
  %168 = getelementptr inbounds i64, ptr %5, i64 %165
  %169 = load i64, ptr %168, align 8, !tbaa !6
  %170 = zext i64 %169 to i128
  %171 = mul nuw nsw i128 %170, %159
  %172 = zext nneg i64 %166 to i128
  %173 = add nuw nsw i128 %171, %172
  %174 = lshr i128 %173, 64
  %175 = trunc i128 %173 to i64
  %176 = getelementptr inbounds i64, ptr %8, i64 %165
  store i64 %175, ptr %176, align 8, !tbaa !6
  %177 = or disjoint i64 %165, 1
  %178 = getelementptr inbounds i64, ptr %5, i64 %177
  %179 = load i64, ptr %178, align 8, !tbaa !6
  %180 = zext i64 %179 to i128
  %181 = mul nuw nsw i128 %180, %159
  %182 = add nuw nsw i128 %181, %174
  %183 = lshr i128 %182, 64
  %184 = trunc nuw nsw i128 %183 to i64
  %185 = trunc i128 %182 to i64
  %186 = getelementptr inbounds i64, ptr %8, i64 %177
  store i64 %185, ptr %186, align 8, !tbaa !6
  %187 = add nuw i64 %165, 2
  %188 = add i64 %167, 2
  %189 = icmp eq i64 %188, %163
  br i1 %189, label %190, label %164, !llvm.loop !65

190:                                              ; preds = %164, %155
  %191 = phi i64 [ poison, %155 ], [ %184, %164 ]
  %192 = phi i64 [ 0, %155 ], [ %187, %164 ]
  %193 = phi i64 [ 0, %155 ], [ %184, %164 ]
  %194 = icmp eq i64 %160, 0
  br i1 %194, label %206, label %195

195:                                              ; preds = %190
  %196 = getelementptr inbounds i64, ptr %5, i64 %192
  %197 = load i64, ptr %196, align 8, !tbaa !6
  %198 = zext i64 %197 to i128
  %199 = mul nuw nsw i128 %198, %159
  %200 = zext nneg i64 %193 to i128
  %201 = add nuw nsw i128 %199, %200
  %202 = lshr i128 %201, 64
  %203 = trunc nuw nsw i128 %202 to i64
  %204 = trunc i128 %201 to i64
  %205 = getelementptr inbounds i64, ptr %8, i64 %192
  store i64 %204, ptr %205, align 8, !tbaa !6
  br label %206

206:                                              ; preds = %195, %190, %18
  %207 = phi i64 [ 0, %18 ], [ %191, %190 ], [ %203, %195 ]
  %208 = getelementptr inbounds i64, ptr %8, i64 %9
  store i64 %207, ptr %208, align 8, !tbaa !6
  %209 = add i64 %9, 1
  %210 = tail call i64 @words_add(ptr noundef nonnull %7, ptr noundef nonnull %7, ptr noundef %8, i64 noundef %209) #13
  %211 = getelementptr inbounds i64, ptr %7, i64 %9
  %212 = load i64, ptr %211, align 8, !tbaa !6
  br i1 %17, label %262, label %213

213:                                              ; preds = %206
  %214 = load i64, ptr %7, align 8, !tbaa !6
  %215 = and i64 %9, 3
  %216 = icmp ult i64 %9, 4
  br i1 %216, label %245, label %217

217:                                              ; preds = %213
  %218 = and i64 %9, -4
  br label %219

219:                                              ; preds = %219, %217
  %220 = phi i64 [ %214, %217 ], [ %241, %219 ]
  %221 = phi i64 [ 0, %217 ], [ %239, %219 ]
  %222 = phi i64 [ 0, %217 ], [ %243, %219 ]
  %223 = getelementptr inbounds i64, ptr %7, i64 %221
  %224 = or disjoint i64 %221, 1
  %225 = getelementptr inbounds i64, ptr %7, i64 %224
  %226 = load i64, ptr %225, align 8, !tbaa !6
  %227 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %220, i64 33)
  store i64 %227, ptr %223, align 8, !tbaa !6
  %228 = getelementptr inbounds i64, ptr %7, i64 %224
  %229 = or disjoint i64 %221, 2
  %230 = getelementptr inbounds i64, ptr %7, i64 %229
  %231 = load i64, ptr %230, align 8, !tbaa !6
  %232 = tail call i64 @llvm.fshl.i64(i64 %231, i64 %226, i64 33)
  store i64 %232, ptr %228, align 8, !tbaa !6
  %233 = getelementptr inbounds i64, ptr %7, i64 %229
  %234 = or disjoint i64 %221, 3
  %235 = getelementptr inbounds i64, ptr %7, i64 %234
  %236 = load i64, ptr %235, align 8, !tbaa !6
  %237 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %231, i64 33)
  store i64 %237, ptr %233, align 8, !tbaa !6
  %238 = getelementptr inbounds i64, ptr %7, i64 %234
  %239 = add nuw i64 %221, 4
  %240 = getelementptr inbounds i64, ptr %7, i64 %239
  %241 = load i64, ptr %240, align 8, !tbaa !6
  %242 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %236, i64 33)
  store i64 %242, ptr %238, align 8, !tbaa !6
  %243 = add i64 %222, 4
  %244 = icmp eq i64 %243, %218
  br i1 %244, label %245, label %219, !llvm.loop !60

245:                                              ; preds = %219, %213
  %246 = phi i64 [ %214, %213 ], [ %241, %219 ]
  %247 = phi i64 [ 0, %213 ], [ %239, %219 ]
  %248 = icmp eq i64 %215, 0
  br i1 %248, label %260, label %249

249:                                              ; preds = %245, %249
  %250 = phi i64 [ %256, %249 ], [ %246, %245 ]
  %251 = phi i64 [ %254, %249 ], [ %247, %245 ]
  %252 = phi i64 [ %258, %249 ], [ 0, %245 ]
  %253 = getelementptr inbounds i64, ptr %7, i64 %251
  %254 = add nuw i64 %251, 1
  %255 = getelementptr inbounds i64, ptr %7, i64 %254
  %256 = load i64, ptr %255, align 8, !tbaa !6
  %257 = tail call i64 @llvm.fshl.i64(i64 %256, i64 %250, i64 33)
  store i64 %257, ptr %253, align 8, !tbaa !6
  %258 = add i64 %252, 1
  %259 = icmp eq i64 %258, %215
  br i1 %259, label %260, label %249, !llvm.loop !66

260:                                              ; preds = %249, %245
  %261 = load i64, ptr %211, align 8, !tbaa !6
  br label %262

262:                                              ; preds = %206, %260
  %263 = phi i64 [ %261, %260 ], [ %212, %206 ]
  %264 = lshr i64 %212, 63
  %265 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %264) #14, !srcloc !5
  %266 = sub i64 0, %265
  %267 = tail call i64 @llvm.fshl.i64(i64 %266, i64 %263, i64 33)
  store i64 %267, ptr %211, align 8, !tbaa !6
  %268 = lshr i64 %267, 63
  %269 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %268) #14, !srcloc !5
  %270 = sub i64 0, %269
  %271 = tail call i64 @words_cond_add(i64 noundef %270, ptr noundef nonnull %7, ptr noundef %5, i64 noundef %9) #13
  %272 = load i64, ptr %211, align 8, !tbaa !6
  %273 = add i64 %272, %271
  store i64 %273, ptr %211, align 8, !tbaa !6
  %274 = tail call i64 @words_lt(ptr noundef nonnull %7, ptr noundef %5, i64 noundef %9) #13
  %275 = xor i64 %274, 1
  %276 = load i64, ptr %211, align 8, !tbaa !6
  %277 = icmp ne i64 %276, 0
  %278 = zext i1 %277 to i64
  %279 = or i64 %275, %278
  %280 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %279) #14, !srcloc !5
  %281 = sub i64 0, %280
  %282 = tail call i64 @words_cond_sub(i64 noundef %281, ptr noundef nonnull %7, ptr noundef %5, i64 noundef %9) #13
  %283 = shl i64 %9, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %283, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_invmod(ptr noundef readonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.Nat, align 8
  %5 = alloca %struct.Nat, align 8
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %101, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !30
  %14 = load i64, ptr %2, align 8, !tbaa !32
  %15 = tail call i64 @words_is_zero(ptr noundef %13, i64 noundef %14) #13
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %101

17:                                               ; preds = %11
  %18 = load i64, ptr %2, align 8, !tbaa !32
  %19 = tail call ptr @nat_words_alloc(i64 noundef %18) #13
  %20 = tail call ptr @nat_words_alloc(i64 noundef %18) #13
  %21 = tail call ptr @nat_words_alloc(i64 noundef %18) #13
  %22 = icmp eq ptr %19, null
  %23 = icmp eq ptr %20, null
  %24 = select i1 %22, i1 true, i1 %23
  %25 = icmp eq ptr %21, null
  %26 = select i1 %24, i1 true, i1 %25
  br i1 %26, label %97, label %27

27:                                               ; preds = %17
  %28 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %19, ptr noundef nonnull %1, ptr noundef nonnull %2) #13
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %97

30:                                               ; preds = %27
  %31 = load ptr, ptr %12, align 8, !tbaa !30
  %32 = load i64, ptr %31, align 8, !tbaa !6
  %33 = and i64 %32, 1
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = tail call i32 @inv_odd(ptr noundef nonnull %20, ptr noundef nonnull %19, ptr noundef nonnull %31, i64 noundef %18)
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %91, label %97

38:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #13
  %39 = load i64, ptr %19, align 8, !tbaa !6
  %40 = and i64 %39, 1
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %86, label %42

42:                                               ; preds = %38
  store i64 %18, ptr %4, align 8, !tbaa !32
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %19, ptr %43, align 8, !tbaa !30
  %44 = call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %21, ptr noundef nonnull %2, ptr noundef nonnull %4) #13
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %86

46:                                               ; preds = %42
  %47 = call i32 @inv_odd(ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %19, i64 noundef %18)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %86

49:                                               ; preds = %46
  %50 = call i64 @words_sub(ptr noundef nonnull %21, ptr noundef nonnull %19, ptr noundef nonnull %20, i64 noundef %18) #13
  store i64 %18, ptr %5, align 8, !tbaa !32
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %21, ptr %51, align 8, !tbaa !30
  %52 = shl i64 %18, 1
  %53 = or disjoint i64 %52, 1
  %54 = call ptr @nat_alloc(i64 noundef %53) #13
  %55 = call ptr @nat_alloc(i64 noundef %53) #13
  %56 = icmp eq ptr %54, null
  %57 = icmp eq ptr %55, null
  %58 = select i1 %56, i1 true, i1 %57
  br i1 %58, label %86, label %59

59:                                               ; preds = %49
  %60 = call i32 @nat_mul(ptr noundef nonnull %54, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  %61 = load i64, ptr %54, align 8, !tbaa !32
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %77, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %54, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !30
  br label %66

66:                                               ; preds = %63, %66
  %67 = phi i64 [ 0, %63 ], [ %74, %66 ]
  %68 = phi i64 [ 1, %63 ], [ %73, %66 ]
  %69 = getelementptr inbounds i64, ptr %65, i64 %67
  %70 = load i64, ptr %69, align 8, !tbaa !6
  %71 = add i64 %70, %68
  %72 = icmp ult i64 %71, %70
  %73 = zext i1 %72 to i64
  store i64 %71, ptr %69, align 8, !tbaa !6
  %74 = add nuw i64 %67, 1
  %75 = load i64, ptr %54, align 8, !tbaa !32
  %76 = icmp ult i64 %74, %75
  br i1 %76, label %66, label %77, !llvm.loop !67

77:                                               ; preds = %66, %59
  %78 = getelementptr inbounds i8, ptr %55, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !30
  %80 = load i64, ptr %55, align 8, !tbaa !32
  %81 = call i32 @nat_divmod_words(ptr noundef %79, i64 noundef %80, ptr noundef null, ptr noundef nonnull %54, ptr noundef nonnull %4) #13
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %86

83:                                               ; preds = %77
  %84 = call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef %20, ptr noundef nonnull %55, ptr noundef nonnull %2) #13
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %90, label %86

86:                                               ; preds = %38, %42, %46, %49, %77, %83
  %87 = phi ptr [ %54, %83 ], [ %54, %77 ], [ %54, %49 ], [ null, %46 ], [ null, %42 ], [ null, %38 ]
  %88 = phi ptr [ %55, %83 ], [ %55, %77 ], [ %55, %49 ], [ null, %46 ], [ null, %42 ], [ null, %38 ]
  %89 = phi i32 [ %84, %83 ], [ %81, %77 ], [ 2, %49 ], [ %47, %46 ], [ %44, %42 ], [ 14, %38 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %97

90:                                               ; preds = %83
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %91

91:                                               ; preds = %90, %35
  %92 = phi ptr [ null, %35 ], [ %54, %90 ]
  %93 = phi ptr [ null, %35 ], [ %55, %90 ]
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !30
  %96 = load i64, ptr %0, align 8, !tbaa !32
  call void @words_copy_resized(ptr noundef %95, i64 noundef %96, ptr noundef %20, i64 noundef %18) #13
  br label %97

97:                                               ; preds = %86, %35, %27, %17, %91
  %98 = phi ptr [ null, %17 ], [ null, %27 ], [ null, %35 ], [ %92, %91 ], [ %87, %86 ]
  %99 = phi ptr [ null, %17 ], [ null, %27 ], [ null, %35 ], [ %93, %91 ], [ %88, %86 ]
  %100 = phi i32 [ 2, %17 ], [ %28, %27 ], [ %36, %35 ], [ 0, %91 ], [ %89, %86 ]
  call void @nat_words_free(ptr noundef %19, i64 noundef %18) #13
  call void @nat_words_free(ptr noundef %20, i64 noundef %18) #13
  call void @nat_words_free(ptr noundef %21, i64 noundef %18) #13
  call void @nat_free(ptr noundef %98) #13
  call void @nat_free(ptr noundef %99) #13
  br label %101

101:                                              ; preds = %11, %3, %97
  %102 = phi i32 [ %100, %97 ], [ 1, %3 ], [ 14, %11 ]
  ret i32 %102
}

declare i64 @words_sub(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind memory(none) }
attributes #15 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 457109}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{i64 0, i64 8, !6, i64 8, i64 8, !14, i64 16, i64 8, !6, i64 24, i64 8, !14, i64 32, i64 8, !14, i64 40, i64 8, !14, i64 48, i64 8, !14, i64 56, i64 8, !14, i64 64, i64 4, !17, i64 72, i64 8, !14, i64 80, i64 8, !14, i64 88, i64 8, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !8, i64 0}
!19 = !{!20, !15, i64 48}
!20 = !{!"", !7, i64 0, !15, i64 8, !7, i64 16, !15, i64 24, !15, i64 32, !15, i64 40, !15, i64 48, !15, i64 56, !18, i64 64, !15, i64 72, !15, i64 80, !15, i64 88}
!21 = !{!20, !7, i64 0}
!22 = !{!20, !15, i64 72}
!23 = !{!20, !15, i64 80}
!24 = !{!20, !15, i64 88}
!25 = !{!20, !15, i64 8}
!26 = !{!20, !15, i64 24}
!27 = !{!20, !15, i64 32}
!28 = !{!20, !15, i64 40}
!29 = !{!20, !15, i64 56}
!30 = !{!31, !15, i64 8}
!31 = !{!"", !7, i64 0, !15, i64 8}
!32 = !{!31, !7, i64 0}
!33 = !{!20, !7, i64 16}
!34 = distinct !{!34, !11, !12}
!35 = distinct !{!35, !11, !36}
!36 = !{!"llvm.loop.unroll.enable"}
!37 = distinct !{!37, !11, !12}
!38 = distinct !{!38, !11, !12}
!39 = distinct !{!39, !11, !36}
!40 = distinct !{!40, !11, !12}
!41 = distinct !{!41, !11, !36}
!42 = distinct !{!42, !11, !36}
!43 = distinct !{!43, !11, !12}
!44 = distinct !{!44, !11, !12}
!45 = distinct !{!45, !11, !36}
!46 = distinct !{!46, !11, !12}
!47 = distinct !{!47, !11, !48, !49}
!48 = !{!"llvm.loop.isvectorized", i32 1}
!49 = !{!"llvm.loop.unroll.runtime.disable"}
!50 = distinct !{!50, !11, !48}
!51 = distinct !{!51, !11}
!52 = distinct !{!52, !11}
!53 = distinct !{!53, !11}
!54 = distinct !{!54, !11}
!55 = distinct !{!55, !11}
!56 = distinct !{!56, !11}
!57 = distinct !{!57, !11}
!58 = distinct !{!58, !11}
!59 = distinct !{!59, !11}
!60 = distinct !{!60, !11}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !11}
!64 = distinct !{!64, !11}
!65 = distinct !{!65, !11}
!66 = distinct !{!66, !12}
!67 = distinct !{!67, !11}
