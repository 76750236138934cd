; ModuleID = 'src/nat_gcd.c'
source_filename = "src/nat_gcd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @nat_gcd(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %139, label %9

9:                                                ; preds = %3
  %10 = load i64, ptr %1, align 8, !tbaa !5
  %11 = load i64, ptr %2, align 8, !tbaa !5
  %12 = tail call i64 @llvm.umax.i64(i64 %10, i64 %11)
  %13 = tail call ptr @nat_words_alloc(i64 noundef %12) #5
  %14 = ptrtoint ptr %13 to i64
  %15 = tail call ptr @nat_words_alloc(i64 noundef %12) #5
  %16 = ptrtoint ptr %15 to i64
  %17 = tail call ptr @nat_words_alloc(i64 noundef %12) #5
  %18 = ptrtoint ptr %17 to i64
  %19 = icmp eq ptr %13, null
  %20 = icmp eq ptr %15, null
  %21 = select i1 %19, i1 true, i1 %20
  %22 = icmp eq ptr %17, null
  %23 = select i1 %21, i1 true, i1 %22
  br i1 %23, label %137, label %24

24:                                               ; preds = %9
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !11
  %27 = load i64, ptr %1, align 8, !tbaa !5
  tail call void @words_copy_resized(ptr noundef nonnull %13, i64 noundef %12, ptr noundef %26, i64 noundef %27) #5
  %28 = getelementptr inbounds i8, ptr %2, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !11
  %30 = load i64, ptr %2, align 8, !tbaa !5
  tail call void @words_copy_resized(ptr noundef nonnull %15, i64 noundef %12, ptr noundef %29, i64 noundef %30) #5
  %31 = icmp eq i64 %12, 0
  br i1 %31, label %111, label %32

32:                                               ; preds = %24
  %33 = icmp ult i64 %12, 10
  br i1 %33, label %60, label %34

34:                                               ; preds = %32
  %35 = sub i64 %18, %14
  %36 = icmp ult i64 %35, 32
  %37 = sub i64 %18, %16
  %38 = icmp ult i64 %37, 32
  %39 = or i1 %36, %38
  br i1 %39, label %60, label %40

40:                                               ; preds = %34
  %41 = and i64 %12, -4
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %56, %42 ]
  %44 = getelementptr inbounds i64, ptr %13, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load <2 x i64>, ptr %44, align 8, !tbaa !12
  %47 = load <2 x i64>, ptr %45, align 8, !tbaa !12
  %48 = getelementptr inbounds i64, ptr %15, i64 %43
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <2 x i64>, ptr %48, align 8, !tbaa !12
  %51 = load <2 x i64>, ptr %49, align 8, !tbaa !12
  %52 = or <2 x i64> %50, %46
  %53 = or <2 x i64> %51, %47
  %54 = getelementptr inbounds i64, ptr %17, i64 %43
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  store <2 x i64> %52, ptr %54, align 8, !tbaa !12
  store <2 x i64> %53, ptr %55, align 8, !tbaa !12
  %56 = add nuw i64 %43, 4
  %57 = icmp eq i64 %56, %41
  br i1 %57, label %58, label %42, !llvm.loop !13

58:                                               ; preds = %42
  %59 = icmp eq i64 %12, %41
  br i1 %59, label %111, label %60

60:                                               ; preds = %58, %34, %32
  %61 = phi i64 [ 0, %34 ], [ 0, %32 ], [ %41, %58 ]
  %62 = and i64 %12, 3
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %76, label %64

64:                                               ; preds = %60, %64
  %65 = phi i64 [ %73, %64 ], [ %61, %60 ]
  %66 = phi i64 [ %74, %64 ], [ 0, %60 ]
  %67 = getelementptr inbounds i64, ptr %13, i64 %65
  %68 = load i64, ptr %67, align 8, !tbaa !12
  %69 = getelementptr inbounds i64, ptr %15, i64 %65
  %70 = load i64, ptr %69, align 8, !tbaa !12
  %71 = or i64 %70, %68
  %72 = getelementptr inbounds i64, ptr %17, i64 %65
  store i64 %71, ptr %72, align 8, !tbaa !12
  %73 = add nuw i64 %65, 1
  %74 = add i64 %66, 1
  %75 = icmp eq i64 %74, %62
  br i1 %75, label %76, label %64, !llvm.loop !17

76:                                               ; preds = %64, %60
  %77 = phi i64 [ %61, %60 ], [ %73, %64 ]
  %78 = sub i64 %61, %12
  %79 = icmp ugt i64 %78, -4
  br i1 %79, label %111, label %80

80:                                               ; preds = %76, %80
  %81 = phi i64 [ %109, %80 ], [ %77, %76 ]
  %82 = getelementptr inbounds i64, ptr %13, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !12
  %84 = getelementptr inbounds i64, ptr %15, i64 %81
  %85 = load i64, ptr %84, align 8, !tbaa !12
  %86 = or i64 %85, %83
  %87 = getelementptr inbounds i64, ptr %17, i64 %81
  store i64 %86, ptr %87, align 8, !tbaa !12
  %88 = add nuw i64 %81, 1
  %89 = getelementptr inbounds i64, ptr %13, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !12
  %91 = getelementptr inbounds i64, ptr %15, i64 %88
  %92 = load i64, ptr %91, align 8, !tbaa !12
  %93 = or i64 %92, %90
  %94 = getelementptr inbounds i64, ptr %17, i64 %88
  store i64 %93, ptr %94, align 8, !tbaa !12
  %95 = add nuw i64 %81, 2
  %96 = getelementptr inbounds i64, ptr %13, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !12
  %98 = getelementptr inbounds i64, ptr %15, i64 %95
  %99 = load i64, ptr %98, align 8, !tbaa !12
  %100 = or i64 %99, %97
  %101 = getelementptr inbounds i64, ptr %17, i64 %95
  store i64 %100, ptr %101, align 8, !tbaa !12
  %102 = add nuw i64 %81, 3
  %103 = getelementptr inbounds i64, ptr %13, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !12
  %105 = getelementptr inbounds i64, ptr %15, i64 %102
  %106 = load i64, ptr %105, align 8, !tbaa !12
  %107 = or i64 %106, %104
  %108 = getelementptr inbounds i64, ptr %17, i64 %102
  store i64 %107, ptr %108, align 8, !tbaa !12
  %109 = add nuw i64 %81, 4
  %110 = icmp eq i64 %109, %12
  br i1 %110, label %111, label %80, !llvm.loop !19

111:                                              ; preds = %76, %80, %58, %24
  %112 = tail call i64 @words_ctz(ptr noundef nonnull %17, i64 noundef %12) #5
  tail call void @words_shr_secret(ptr noundef nonnull %13, i64 noundef %112, ptr noundef nonnull %17, i64 noundef %12) #5
  tail call void @words_shr_secret(ptr noundef nonnull %15, i64 noundef %112, ptr noundef nonnull %17, i64 noundef %12) #5
  %113 = load i64, ptr %15, align 8, !tbaa !12
  %114 = and i64 %113, 1
  %115 = xor i64 %114, 1
  %116 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %115) #6, !srcloc !20
  %117 = sub i64 0, %116
  tail call void @words_cswap(i64 noundef %117, ptr noundef nonnull %13, ptr noundef nonnull %15, i64 noundef %12) #5
  %118 = shl i64 %12, 7
  %119 = icmp eq i64 %118, 0
  br i1 %119, label %133, label %120

120:                                              ; preds = %111, %120
  %121 = phi i64 [ %131, %120 ], [ 0, %111 ]
  %122 = load i64, ptr %13, align 8, !tbaa !12
  %123 = and i64 %122, 1
  %124 = tail call i64 @words_lt(ptr noundef nonnull %13, ptr noundef nonnull %15, i64 noundef %12) #5
  %125 = and i64 %123, %124
  %126 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %125) #6, !srcloc !20
  %127 = sub i64 0, %126
  tail call void @words_cswap(i64 noundef %127, ptr noundef nonnull %13, ptr noundef nonnull %15, i64 noundef %12) #5
  %128 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %123) #6, !srcloc !20
  %129 = sub i64 0, %128
  %130 = tail call i64 @words_cond_sub(i64 noundef %129, ptr noundef nonnull %13, ptr noundef nonnull %15, i64 noundef %12) #5
  tail call void @words_shr1(ptr noundef nonnull %13, i64 noundef 0, i64 noundef %12) #5
  %131 = add nuw i64 %121, 1
  %132 = icmp eq i64 %131, %118
  br i1 %132, label %133, label %120, !llvm.loop !21

133:                                              ; preds = %120, %111
  tail call void @words_shl_secret(ptr noundef nonnull %15, i64 noundef %112, ptr noundef %17, i64 noundef %12) #5
  %134 = getelementptr inbounds i8, ptr %0, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !11
  %136 = load i64, ptr %0, align 8, !tbaa !5
  tail call void @words_copy_resized(ptr noundef %135, i64 noundef %136, ptr noundef nonnull %15, i64 noundef %12) #5
  br label %137

137:                                              ; preds = %9, %133
  %138 = phi i32 [ 2, %9 ], [ 0, %133 ]
  tail call void @nat_words_free(ptr noundef %13, i64 noundef %12) #5
  tail call void @nat_words_free(ptr noundef %15, i64 noundef %12) #5
  tail call void @nat_words_free(ptr noundef %17, i64 noundef %12) #5
  br label %139

139:                                              ; preds = %3, %137
  %140 = phi i32 [ %138, %137 ], [ 1, %3 ]
  ret i32 %140
}

declare ptr @nat_words_alloc(i64 noundef) local_unnamed_addr #1

declare void @words_copy_resized(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @words_ctz(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @words_shr_secret(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @words_cswap(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @words_lt(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @words_cond_sub(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @words_shr1(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

declare void @words_shl_secret(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @nat_words_free(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_jacobi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %81, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = load i64, ptr %12, align 8, !tbaa !12
  %14 = and i64 %13, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %81, label %16

16:                                               ; preds = %10
  %17 = load i64, ptr %2, align 8, !tbaa !5
  %18 = tail call ptr @nat_words_alloc(i64 noundef %17) #5
  %19 = tail call ptr @nat_words_alloc(i64 noundef %17) #5
  %20 = tail call ptr @nat_words_alloc(i64 noundef %17) #5
  %21 = icmp eq ptr %18, null
  %22 = icmp eq ptr %19, null
  %23 = select i1 %21, i1 true, i1 %22
  %24 = icmp eq ptr %20, null
  %25 = select i1 %23, i1 true, i1 %24
  br i1 %25, label %79, label %26

26:                                               ; preds = %16
  %27 = tail call i32 @nat_divmod_words(ptr noundef null, i64 noundef 0, ptr noundef nonnull %18, ptr noundef nonnull %1, ptr noundef nonnull %2) #5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %79

29:                                               ; preds = %26
  %30 = load ptr, ptr %11, align 8, !tbaa !11
  %31 = shl i64 %17, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr align 8 %30, i64 %31, i1 false)
  store i64 1, ptr %20, align 8, !tbaa !12
  %32 = icmp eq i32 %3, 0
  br i1 %32, label %38, label %33

33:                                               ; preds = %29
  %34 = load ptr, ptr %11, align 8, !tbaa !11
  %35 = load i64, ptr %34, align 8, !tbaa !12
  %36 = lshr i64 %35, 1
  %37 = and i64 %36, 1
  br label %38

38:                                               ; preds = %29, %33
  %39 = phi i64 [ %37, %33 ], [ 0, %29 ]
  %40 = shl i64 %17, 7
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %71, label %42

42:                                               ; preds = %38, %42
  %43 = phi i64 [ %68, %42 ], [ %39, %38 ]
  %44 = phi i64 [ %69, %42 ], [ 0, %38 ]
  %45 = load i64, ptr %18, align 8, !tbaa !12
  %46 = and i64 %45, 1
  %47 = tail call i64 @words_lt(ptr noundef nonnull %18, ptr noundef nonnull %19, i64 noundef %17) #5
  %48 = and i64 %46, %47
  %49 = load i64, ptr %18, align 8, !tbaa !12
  %50 = load i64, ptr %19, align 8, !tbaa !12
  %51 = and i64 %50, %49
  %52 = lshr i64 %51, 1
  %53 = and i64 %52, %48
  %54 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %48) #6, !srcloc !20
  %55 = sub i64 0, %54
  tail call void @words_cswap(i64 noundef %55, ptr noundef nonnull %18, ptr noundef nonnull %19, i64 noundef %17) #5
  %56 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %46) #6, !srcloc !20
  %57 = sub i64 0, %56
  %58 = tail call i64 @words_cond_sub(i64 noundef %57, ptr noundef nonnull %18, ptr noundef nonnull %19, i64 noundef %17) #5
  %59 = tail call i64 @words_is_zero(ptr noundef nonnull %18, i64 noundef %17) #5
  %60 = load i64, ptr %19, align 8, !tbaa !12
  %61 = lshr i64 %60, 1
  %62 = lshr i64 %60, 2
  %63 = xor i64 %61, %62
  %64 = and i64 %59, 1
  %65 = xor i64 %64, 1
  %66 = and i64 %65, %63
  %67 = xor i64 %53, %43
  %68 = xor i64 %67, %66
  tail call void @words_shr1(ptr noundef nonnull %18, i64 noundef 0, i64 noundef %17) #5
  %69 = add nuw i64 %44, 1
  %70 = icmp eq i64 %69, %40
  br i1 %70, label %71, label %42, !llvm.loop !22

71:                                               ; preds = %42, %38
  %72 = phi i64 [ %39, %38 ], [ %68, %42 ]
  %73 = tail call i64 @words_eq(ptr noundef nonnull %19, ptr noundef nonnull %20, i64 noundef %17) #5
  %74 = shl nuw nsw i64 %72, 1
  %75 = sub nsw i64 1, %74
  %76 = mul i64 %73, %75
  %77 = add i64 %76, 1
  %78 = tail call i32 @nat_from_uint64(ptr noundef %0, i64 noundef %77) #5
  br label %79

79:                                               ; preds = %26, %16, %71
  %80 = phi i32 [ 2, %16 ], [ %27, %26 ], [ %78, %71 ]
  tail call void @nat_words_free(ptr noundef %18, i64 noundef %17) #5
  tail call void @nat_words_free(ptr noundef %19, i64 noundef %17) #5
  tail call void @nat_words_free(ptr noundef %20, i64 noundef %17) #5
  br label %81

81:                                               ; preds = %10, %4, %79
  %82 = phi i32 [ %80, %79 ], [ 1, %4 ], [ 14, %10 ]
  ret i32 %82
}

declare i32 @nat_divmod_words(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i64 @words_is_zero(ptr noundef, i64 noundef) local_unnamed_addr #1

declare i32 @nat_from_uint64(ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @words_eq(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @nat_isqrt(ptr noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %48, label %6

6:                                                ; preds = %2
  %7 = load i64, ptr %1, align 8, !tbaa !5
  %8 = tail call ptr @nat_words_alloc(i64 noundef %7) #5
  %9 = tail call ptr @nat_words_alloc(i64 noundef %7) #5
  %10 = tail call ptr @nat_words_alloc(i64 noundef %7) #5
  %11 = tail call ptr @nat_words_alloc(i64 noundef %7) #5
  %12 = insertelement <4 x ptr> poison, ptr %8, i64 0
  %13 = insertelement <4 x ptr> %12, ptr %9, i64 1
  %14 = insertelement <4 x ptr> %13, ptr %10, i64 2
  %15 = insertelement <4 x ptr> %14, ptr %11, i64 3
  %16 = freeze <4 x ptr> %15
  %17 = icmp eq <4 x ptr> %16, zeroinitializer
  %18 = bitcast <4 x i1> %17 to i4
  %19 = icmp eq i4 %18, 0
  br i1 %19, label %20, label %46

20:                                               ; preds = %6
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !11
  %23 = shl i64 %7, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr align 8 %22, i64 %23, i1 false)
  %24 = shl i64 %7, 5
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %42, label %26

26:                                               ; preds = %20, %26
  %27 = phi i64 [ %28, %26 ], [ %24, %20 ]
  %28 = add i64 %27, -1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %10, i8 0, i64 %23, i1 false)
  %29 = shl i64 %28, 1
  %30 = and i64 %29, 62
  %31 = shl nuw nsw i64 1, %30
  %32 = lshr i64 %29, 6
  %33 = getelementptr inbounds i64, ptr %10, i64 %32
  store i64 %31, ptr %33, align 8, !tbaa !12
  %34 = tail call i64 @words_add(ptr noundef %11, ptr noundef %9, ptr noundef nonnull %10, i64 noundef %7) #5
  %35 = tail call i64 @words_lt(ptr noundef %8, ptr noundef %11, i64 noundef %7) #5
  %36 = xor i64 %35, 1
  %37 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %36) #6, !srcloc !20
  %38 = sub i64 0, %37
  %39 = tail call i64 @words_cond_sub(i64 noundef %38, ptr noundef %8, ptr noundef %11, i64 noundef %7) #5
  tail call void @words_shr1(ptr noundef %9, i64 noundef 0, i64 noundef %7) #5
  %40 = tail call i64 @words_cond_add(i64 noundef %38, ptr noundef %9, ptr noundef nonnull %10, i64 noundef %7) #5
  %41 = icmp eq i64 %28, 0
  br i1 %41, label %42, label %26, !llvm.loop !23

42:                                               ; preds = %26, %20
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !11
  %45 = load i64, ptr %0, align 8, !tbaa !5
  tail call void @words_copy_resized(ptr noundef %44, i64 noundef %45, ptr noundef %9, i64 noundef %7) #5
  br label %46

46:                                               ; preds = %6, %42
  %47 = phi i32 [ 2, %6 ], [ 0, %42 ]
  tail call void @nat_words_free(ptr noundef %8, i64 noundef %7) #5
  tail call void @nat_words_free(ptr noundef %9, i64 noundef %7) #5
  tail call void @nat_words_free(ptr noundef %10, i64 noundef %7) #5
  tail call void @nat_words_free(ptr noundef %11, i64 noundef %7) #5
  br label %48

48:                                               ; preds = %2, %46
  %49 = phi i32 [ %47, %46 ], [ 1, %2 ]
  ret i32 %49
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare i64 @words_add(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @words_cond_add(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !14, !15}
!20 = !{i64 416171}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
