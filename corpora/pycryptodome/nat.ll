; ModuleID = 'src/nat.c'
source_filename = "src/nat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @nat_words_alloc(i64 noundef %0) local_unnamed_addr #0 {
  %2 = add i64 %0, -65537
  %3 = icmp ult i64 %2, -65536
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = tail call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #17
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi ptr [ %5, %4 ], [ null, %1 ]
  ret ptr %7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @nat_words_free(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %21, label %4

4:                                                ; preds = %2
  %5 = shl i64 %1, 3
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %4, %7
  %8 = phi ptr [ %18, %7 ], [ %0, %4 ]
  %9 = phi i64 [ %17, %7 ], [ %5, %4 ]
  %10 = getelementptr inbounds i8, ptr %8, i64 1
  store volatile i8 0, ptr %8, align 1, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %8, i64 2
  store volatile i8 0, ptr %10, align 1, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %8, i64 3
  store volatile i8 0, ptr %11, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %8, i64 4
  store volatile i8 0, ptr %12, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %8, i64 5
  store volatile i8 0, ptr %13, align 1, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %8, i64 6
  store volatile i8 0, ptr %14, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %8, i64 7
  store volatile i8 0, ptr %15, align 1, !tbaa !5
  %17 = add i64 %9, -8
  %18 = getelementptr inbounds i8, ptr %8, i64 8
  store volatile i8 0, ptr %16, align 1, !tbaa !5
  %19 = icmp eq i64 %17, 0
  br i1 %19, label %20, label %7, !llvm.loop !8

20:                                               ; preds = %7, %4
  tail call void @free(ptr noundef %0) #18
  br label %21

21:                                               ; preds = %2, %20
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @nat_alloc(i64 noundef %0) local_unnamed_addr #4 {
  %2 = add i64 %0, -65537
  %3 = icmp ult i64 %2, -65536
  br i1 %3, label %12, label %4

4:                                                ; preds = %1
  %5 = shl nuw nsw i64 %0, 3
  %6 = add nuw nsw i64 %5, 16
  %7 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %6) #17
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  store i64 %0, ptr %7, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  %11 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %10, ptr %11, align 8, !tbaa !14
  br label %12

12:                                               ; preds = %4, %1, %9
  %13 = phi ptr [ %7, %9 ], [ null, %1 ], [ null, %4 ]
  ret ptr %13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 15) i32 @nat_new(ptr noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %17, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -16385
  %6 = icmp ult i64 %5, -16384
  br i1 %6, label %17, label %7

7:                                                ; preds = %4
  %8 = shl nuw nsw i64 %1, 3
  %9 = add nuw nsw i64 %8, 16
  %10 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %9) #17
  %11 = icmp eq ptr %10, null
  br i1 %11, label %15, label %12

12:                                               ; preds = %7
  store i64 %1, ptr %10, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %10, i64 16
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %13, ptr %14, align 8, !tbaa !14
  br label %15

15:                                               ; preds = %7, %12
  %16 = phi i32 [ 2, %7 ], [ 0, %12 ]
  store ptr %10, ptr %0, align 8, !tbaa !15
  br label %17

17:                                               ; preds = %15, %4, %2
  %18 = phi i32 [ 1, %2 ], [ 14, %4 ], [ %16, %15 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local void @nat_free(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %24, label %3

3:                                                ; preds = %1
  %4 = load i64, ptr %0, align 8, !tbaa !10
  %5 = shl i64 %4, 3
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %23, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !14
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi ptr [ %9, %7 ], [ %21, %10 ]
  %12 = phi i64 [ %5, %7 ], [ %20, %10 ]
  %13 = getelementptr inbounds i8, ptr %11, i64 1
  store volatile i8 0, ptr %11, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %11, i64 2
  store volatile i8 0, ptr %13, align 1, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %11, i64 3
  store volatile i8 0, ptr %14, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %11, i64 4
  store volatile i8 0, ptr %15, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %11, i64 5
  store volatile i8 0, ptr %16, align 1, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %11, i64 6
  store volatile i8 0, ptr %17, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %11, i64 7
  store volatile i8 0, ptr %18, align 1, !tbaa !5
  %20 = add i64 %12, -8
  %21 = getelementptr inbounds i8, ptr %11, i64 8
  store volatile i8 0, ptr %19, align 1, !tbaa !5
  %22 = icmp eq i64 %20, 0
  br i1 %22, label %23, label %10, !llvm.loop !8

23:                                               ; preds = %10, %3
  tail call void @free(ptr noundef %0) #18
  br label %24

24:                                               ; preds = %1, %23
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_copy(ptr noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #6 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %51, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = load i64, ptr %0, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = load i64, ptr %1, align 8, !tbaa !10
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %51, label %14

14:                                               ; preds = %6
  %15 = and i64 %9, 1
  %16 = icmp eq i64 %9, 1
  br i1 %16, label %40, label %17

17:                                               ; preds = %14
  %18 = and i64 %9, -2
  br label %19

19:                                               ; preds = %34, %17
  %20 = phi i64 [ 0, %17 ], [ %37, %34 ]
  %21 = phi i64 [ 0, %17 ], [ %38, %34 ]
  %22 = icmp ult i64 %20, %12
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = getelementptr inbounds i64, ptr %11, i64 %20
  %25 = load i64, ptr %24, align 8, !tbaa !16
  br label %26

26:                                               ; preds = %23, %19
  %27 = phi i64 [ %25, %23 ], [ 0, %19 ]
  %28 = getelementptr inbounds i64, ptr %8, i64 %20
  store i64 %27, ptr %28, align 8, !tbaa !16
  %29 = or disjoint i64 %20, 1
  %30 = icmp ult i64 %29, %12
  br i1 %30, label %31, label %34

31:                                               ; preds = %26
  %32 = getelementptr inbounds i64, ptr %11, i64 %29
  %33 = load i64, ptr %32, align 8, !tbaa !16
  br label %34

34:                                               ; preds = %31, %26
  %35 = phi i64 [ %33, %31 ], [ 0, %26 ]
  %36 = getelementptr inbounds i64, ptr %8, i64 %29
  store i64 %35, ptr %36, align 8, !tbaa !16
  %37 = add nuw i64 %20, 2
  %38 = add i64 %21, 2
  %39 = icmp eq i64 %38, %18
  br i1 %39, label %40, label %19, !llvm.loop !17

40:                                               ; preds = %34, %14
  %41 = phi i64 [ 0, %14 ], [ %37, %34 ]
  %42 = icmp eq i64 %15, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %40
  %44 = icmp ult i64 %41, %12
  br i1 %44, label %45, label %48

45:                                               ; preds = %43
  %46 = getelementptr inbounds i64, ptr %11, i64 %41
  %47 = load i64, ptr %46, align 8, !tbaa !16
  br label %48

48:                                               ; preds = %45, %43
  %49 = phi i64 [ %47, %45 ], [ 0, %43 ]
  %50 = getelementptr inbounds i64, ptr %8, i64 %41
  store i64 %49, ptr %50, align 8, !tbaa !16
  br label %51

51:                                               ; preds = %48, %40, %6, %2
  %52 = phi i32 [ 1, %2 ], [ 0, %6 ], [ 0, %40 ], [ 0, %48 ]
  ret i32 %52
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_copy_resized(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %43, label %6

6:                                                ; preds = %4
  %7 = and i64 %1, 1
  %8 = icmp eq i64 %1, 1
  br i1 %8, label %32, label %9

9:                                                ; preds = %6
  %10 = and i64 %1, -2
  br label %11

11:                                               ; preds = %26, %9
  %12 = phi i64 [ 0, %9 ], [ %29, %26 ]
  %13 = phi i64 [ 0, %9 ], [ %30, %26 ]
  %14 = icmp ult i64 %12, %3
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = getelementptr inbounds i64, ptr %2, i64 %12
  %17 = load i64, ptr %16, align 8, !tbaa !16
  br label %18

18:                                               ; preds = %11, %15
  %19 = phi i64 [ %17, %15 ], [ 0, %11 ]
  %20 = getelementptr inbounds i64, ptr %0, i64 %12
  store i64 %19, ptr %20, align 8, !tbaa !16
  %21 = or disjoint i64 %12, 1
  %22 = icmp ult i64 %21, %3
  br i1 %22, label %23, label %26

23:                                               ; preds = %18
  %24 = getelementptr inbounds i64, ptr %2, i64 %21
  %25 = load i64, ptr %24, align 8, !tbaa !16
  br label %26

26:                                               ; preds = %23, %18
  %27 = phi i64 [ %25, %23 ], [ 0, %18 ]
  %28 = getelementptr inbounds i64, ptr %0, i64 %21
  store i64 %27, ptr %28, align 8, !tbaa !16
  %29 = add nuw i64 %12, 2
  %30 = add i64 %13, 2
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %32, label %11, !llvm.loop !17

32:                                               ; preds = %26, %6
  %33 = phi i64 [ 0, %6 ], [ %29, %26 ]
  %34 = icmp eq i64 %7, 0
  br i1 %34, label %43, label %35

35:                                               ; preds = %32
  %36 = icmp ult i64 %33, %3
  br i1 %36, label %37, label %40

37:                                               ; preds = %35
  %38 = getelementptr inbounds i64, ptr %2, i64 %33
  %39 = load i64, ptr %38, align 8, !tbaa !16
  br label %40

40:                                               ; preds = %37, %35
  %41 = phi i64 [ %39, %37 ], [ 0, %35 ]
  %42 = getelementptr inbounds i64, ptr %0, i64 %33
  store i64 %41, ptr %42, align 8, !tbaa !16
  br label %43

43:                                               ; preds = %40, %32, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 2) i64 @words_is_zero(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %39, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 4
  br i1 %5, label %24, label %6

6:                                                ; preds = %4
  %7 = and i64 %1, -4
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %18, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %6 ], [ %16, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %6 ], [ %17, %8 ]
  %12 = getelementptr inbounds i64, ptr %0, i64 %9
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x i64>, ptr %12, align 8, !tbaa !16
  %15 = load <2 x i64>, ptr %13, align 8, !tbaa !16
  %16 = or <2 x i64> %14, %10
  %17 = or <2 x i64> %15, %11
  %18 = add nuw i64 %9, 4
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %20, label %8, !llvm.loop !18

20:                                               ; preds = %8
  %21 = or <2 x i64> %17, %16
  %22 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %21)
  %23 = icmp eq i64 %7, %1
  br i1 %23, label %35, label %24

24:                                               ; preds = %20, %4
  %25 = phi i64 [ 0, %4 ], [ %7, %20 ]
  %26 = phi i64 [ 0, %4 ], [ %22, %20 ]
  br label %27

27:                                               ; preds = %24, %27
  %28 = phi i64 [ %33, %27 ], [ %25, %24 ]
  %29 = phi i64 [ %32, %27 ], [ %26, %24 ]
  %30 = getelementptr inbounds i64, ptr %0, i64 %28
  %31 = load i64, ptr %30, align 8, !tbaa !16
  %32 = or i64 %31, %29
  %33 = add nuw i64 %28, 1
  %34 = icmp eq i64 %33, %1
  br i1 %34, label %35, label %27, !llvm.loop !21

35:                                               ; preds = %27, %20
  %36 = phi i64 [ %22, %20 ], [ %32, %27 ]
  %37 = icmp eq i64 %36, 0
  %38 = zext i1 %37 to i64
  br label %39

39:                                               ; preds = %35, %2
  %40 = phi i64 [ 1, %2 ], [ %38, %35 ]
  ret i64 %40
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 2) i64 @words_eq(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %49, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %2, 4
  br i1 %6, label %31, label %7

7:                                                ; preds = %5
  %8 = and i64 %2, -4
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %25, %9 ]
  %11 = phi <2 x i64> [ zeroinitializer, %7 ], [ %23, %9 ]
  %12 = phi <2 x i64> [ zeroinitializer, %7 ], [ %24, %9 ]
  %13 = getelementptr inbounds i64, ptr %0, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <2 x i64>, ptr %13, align 8, !tbaa !16
  %16 = load <2 x i64>, ptr %14, align 8, !tbaa !16
  %17 = getelementptr inbounds i64, ptr %1, i64 %10
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <2 x i64>, ptr %17, align 8, !tbaa !16
  %20 = load <2 x i64>, ptr %18, align 8, !tbaa !16
  %21 = xor <2 x i64> %19, %15
  %22 = xor <2 x i64> %20, %16
  %23 = or <2 x i64> %21, %11
  %24 = or <2 x i64> %22, %12
  %25 = add nuw i64 %10, 4
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %9, !llvm.loop !22

27:                                               ; preds = %9
  %28 = or <2 x i64> %24, %23
  %29 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %28)
  %30 = icmp eq i64 %8, %2
  br i1 %30, label %45, label %31

31:                                               ; preds = %27, %5
  %32 = phi i64 [ 0, %5 ], [ %8, %27 ]
  %33 = phi i64 [ 0, %5 ], [ %29, %27 ]
  br label %34

34:                                               ; preds = %31, %34
  %35 = phi i64 [ %43, %34 ], [ %32, %31 ]
  %36 = phi i64 [ %42, %34 ], [ %33, %31 ]
  %37 = getelementptr inbounds i64, ptr %0, i64 %35
  %38 = load i64, ptr %37, align 8, !tbaa !16
  %39 = getelementptr inbounds i64, ptr %1, i64 %35
  %40 = load i64, ptr %39, align 8, !tbaa !16
  %41 = xor i64 %40, %38
  %42 = or i64 %41, %36
  %43 = add nuw i64 %35, 1
  %44 = icmp eq i64 %43, %2
  br i1 %44, label %45, label %34, !llvm.loop !23

45:                                               ; preds = %34, %27
  %46 = phi i64 [ %29, %27 ], [ %42, %34 ]
  %47 = icmp eq i64 %46, 0
  %48 = zext i1 %47 to i64
  br label %49

49:                                               ; preds = %45, %3
  %50 = phi i64 [ 1, %3 ], [ %48, %45 ]
  ret i64 %50
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @words_lt(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %58, label %5

5:                                                ; preds = %3
  %6 = and i64 %2, 1
  %7 = icmp eq i64 %2, 1
  br i1 %7, label %40, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, -2
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %37, %10 ]
  %12 = phi i64 [ 0, %8 ], [ %36, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %38, %10 ]
  %14 = getelementptr inbounds i64, ptr %0, i64 %11
  %15 = load i64, ptr %14, align 8, !tbaa !16
  %16 = getelementptr inbounds i64, ptr %1, i64 %11
  %17 = load i64, ptr %16, align 8, !tbaa !16
  %18 = zext i64 %15 to i128
  %19 = zext i64 %17 to i128
  %20 = zext nneg i64 %12 to i128
  %21 = add nuw nsw i128 %20, %19
  %22 = sub nsw i128 %18, %21
  %23 = lshr i128 %22, 64
  %24 = or disjoint i64 %11, 1
  %25 = getelementptr inbounds i64, ptr %0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !16
  %27 = getelementptr inbounds i64, ptr %1, i64 %24
  %28 = load i64, ptr %27, align 8, !tbaa !16
  %29 = zext i64 %26 to i128
  %30 = zext i64 %28 to i128
  %31 = and i128 %23, 1
  %32 = add nuw nsw i128 %31, %30
  %33 = sub nsw i128 %29, %32
  %34 = lshr i128 %33, 64
  %35 = trunc nuw i128 %34 to i64
  %36 = and i64 %35, 1
  %37 = add nuw i64 %11, 2
  %38 = add i64 %13, 2
  %39 = icmp eq i64 %38, %9
  br i1 %39, label %40, label %10, !llvm.loop !24

40:                                               ; preds = %10, %5
  %41 = phi i64 [ poison, %5 ], [ %36, %10 ]
  %42 = phi i64 [ 0, %5 ], [ %37, %10 ]
  %43 = phi i64 [ 0, %5 ], [ %36, %10 ]
  %44 = icmp eq i64 %6, 0
  br i1 %44, label %58, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds i64, ptr %0, i64 %42
  %47 = load i64, ptr %46, align 8, !tbaa !16
  %48 = getelementptr inbounds i64, ptr %1, i64 %42
  %49 = load i64, ptr %48, align 8, !tbaa !16
  %50 = zext i64 %47 to i128
  %51 = zext i64 %49 to i128
  %52 = zext nneg i64 %43 to i128
  %53 = add nuw nsw i128 %52, %51
  %54 = sub nsw i128 %50, %53
  %55 = lshr i128 %54, 64
  %56 = trunc nuw i128 %55 to i64
  %57 = and i64 %56, 1
  br label %58

58:                                               ; preds = %45, %40, %3
  %59 = phi i64 [ 0, %3 ], [ %41, %40 ], [ %57, %45 ]
  ret i64 %59
}

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_select(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #9 {
  %6 = ptrtoint ptr %3 to i64
  %7 = ptrtoint ptr %2 to i64
  %8 = ptrtoint ptr %0 to i64
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %84, label %10

10:                                               ; preds = %5
  %11 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %1) #19, !srcloc !25
  %12 = icmp ult i64 %4, 8
  br i1 %12, label %45, label %13

13:                                               ; preds = %10
  %14 = sub i64 %8, %7
  %15 = icmp ult i64 %14, 32
  %16 = sub i64 %8, %6
  %17 = icmp ult i64 %16, 32
  %18 = or i1 %15, %17
  br i1 %18, label %45, label %19

19:                                               ; preds = %13
  %20 = and i64 %4, -4
  %21 = insertelement <2 x i64> poison, i64 %11, i64 0
  %22 = shufflevector <2 x i64> %21, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %23

23:                                               ; preds = %23, %19
  %24 = phi i64 [ 0, %19 ], [ %41, %23 ]
  %25 = getelementptr inbounds i64, ptr %2, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x i64>, ptr %25, align 8, !tbaa !16
  %28 = load <2 x i64>, ptr %26, align 8, !tbaa !16
  %29 = getelementptr inbounds i64, ptr %3, i64 %24
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x i64>, ptr %29, align 8, !tbaa !16
  %32 = load <2 x i64>, ptr %30, align 8, !tbaa !16
  %33 = xor <2 x i64> %31, %27
  %34 = xor <2 x i64> %32, %28
  %35 = and <2 x i64> %22, %33
  %36 = and <2 x i64> %22, %34
  %37 = xor <2 x i64> %35, %31
  %38 = xor <2 x i64> %36, %32
  %39 = getelementptr inbounds i64, ptr %0, i64 %24
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  store <2 x i64> %37, ptr %39, align 8, !tbaa !16
  store <2 x i64> %38, ptr %40, align 8, !tbaa !16
  %41 = add nuw i64 %24, 4
  %42 = icmp eq i64 %41, %20
  br i1 %42, label %43, label %23, !llvm.loop !26

43:                                               ; preds = %23
  %44 = icmp eq i64 %20, %4
  br i1 %44, label %84, label %45

45:                                               ; preds = %43, %13, %10
  %46 = phi i64 [ 0, %13 ], [ 0, %10 ], [ %20, %43 ]
  %47 = and i64 %4, 1
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %59, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds i64, ptr %2, i64 %46
  %51 = load i64, ptr %50, align 8, !tbaa !16
  %52 = getelementptr inbounds i64, ptr %3, i64 %46
  %53 = load i64, ptr %52, align 8, !tbaa !16
  %54 = xor i64 %53, %51
  %55 = and i64 %11, %54
  %56 = xor i64 %55, %53
  %57 = getelementptr inbounds i64, ptr %0, i64 %46
  store i64 %56, ptr %57, align 8, !tbaa !16
  %58 = or disjoint i64 %46, 1
  br label %59

59:                                               ; preds = %49, %45
  %60 = phi i64 [ %46, %45 ], [ %58, %49 ]
  %61 = add i64 %4, -1
  %62 = icmp eq i64 %46, %61
  br i1 %62, label %84, label %63

63:                                               ; preds = %59, %63
  %64 = phi i64 [ %82, %63 ], [ %60, %59 ]
  %65 = getelementptr inbounds i64, ptr %2, i64 %64
  %66 = load i64, ptr %65, align 8, !tbaa !16
  %67 = getelementptr inbounds i64, ptr %3, i64 %64
  %68 = load i64, ptr %67, align 8, !tbaa !16
  %69 = xor i64 %68, %66
  %70 = and i64 %11, %69
  %71 = xor i64 %70, %68
  %72 = getelementptr inbounds i64, ptr %0, i64 %64
  store i64 %71, ptr %72, align 8, !tbaa !16
  %73 = add nuw i64 %64, 1
  %74 = getelementptr inbounds i64, ptr %2, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !16
  %76 = getelementptr inbounds i64, ptr %3, i64 %73
  %77 = load i64, ptr %76, align 8, !tbaa !16
  %78 = xor i64 %77, %75
  %79 = and i64 %11, %78
  %80 = xor i64 %79, %77
  %81 = getelementptr inbounds i64, ptr %0, i64 %73
  store i64 %80, ptr %81, align 8, !tbaa !16
  %82 = add nuw i64 %64, 2
  %83 = icmp eq i64 %82, %4
  br i1 %83, label %84, label %63, !llvm.loop !27

84:                                               ; preds = %59, %63, %43, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_cswap(i64 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %75, label %6

6:                                                ; preds = %4
  %7 = icmp ult i64 %3, 4
  br i1 %7, label %33, label %8

8:                                                ; preds = %6
  %9 = shl i64 %3, 3
  %10 = getelementptr i8, ptr %1, i64 %9
  %11 = getelementptr i8, ptr %2, i64 %9
  %12 = icmp ugt ptr %11, %1
  %13 = icmp ugt ptr %10, %2
  %14 = and i1 %12, %13
  br i1 %14, label %33, label %15

15:                                               ; preds = %8
  %16 = and i64 %3, -2
  %17 = insertelement <2 x i64> poison, i64 %0, i64 0
  %18 = shufflevector <2 x i64> %17, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i64 [ 0, %15 ], [ %29, %19 ]
  %21 = getelementptr inbounds i64, ptr %1, i64 %20
  %22 = load <2 x i64>, ptr %21, align 8, !tbaa !16, !alias.scope !28, !noalias !31
  %23 = getelementptr inbounds i64, ptr %2, i64 %20
  %24 = load <2 x i64>, ptr %23, align 8, !tbaa !16, !alias.scope !31
  %25 = xor <2 x i64> %24, %22
  %26 = and <2 x i64> %25, %18
  %27 = xor <2 x i64> %26, %22
  store <2 x i64> %27, ptr %21, align 8, !tbaa !16, !alias.scope !28, !noalias !31
  %28 = xor <2 x i64> %24, %26
  store <2 x i64> %28, ptr %23, align 8, !tbaa !16, !alias.scope !31
  %29 = add nuw i64 %20, 2
  %30 = icmp eq i64 %29, %16
  br i1 %30, label %31, label %19, !llvm.loop !33

31:                                               ; preds = %19
  %32 = icmp eq i64 %16, %3
  br i1 %32, label %75, label %33

33:                                               ; preds = %31, %8, %6
  %34 = phi i64 [ 0, %8 ], [ 0, %6 ], [ %16, %31 ]
  %35 = and i64 %3, 1
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %48, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i64, ptr %1, i64 %34
  %39 = load i64, ptr %38, align 8, !tbaa !16
  %40 = getelementptr inbounds i64, ptr %2, i64 %34
  %41 = load i64, ptr %40, align 8, !tbaa !16
  %42 = xor i64 %41, %39
  %43 = and i64 %42, %0
  %44 = xor i64 %43, %39
  store i64 %44, ptr %38, align 8, !tbaa !16
  %45 = load i64, ptr %40, align 8, !tbaa !16
  %46 = xor i64 %45, %43
  store i64 %46, ptr %40, align 8, !tbaa !16
  %47 = or disjoint i64 %34, 1
  br label %48

48:                                               ; preds = %37, %33
  %49 = phi i64 [ %34, %33 ], [ %47, %37 ]
  %50 = add i64 %3, -1
  %51 = icmp eq i64 %34, %50
  br i1 %51, label %75, label %52

52:                                               ; preds = %48, %52
  %53 = phi i64 [ %73, %52 ], [ %49, %48 ]
  %54 = getelementptr inbounds i64, ptr %1, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !16
  %56 = getelementptr inbounds i64, ptr %2, i64 %53
  %57 = load i64, ptr %56, align 8, !tbaa !16
  %58 = xor i64 %57, %55
  %59 = and i64 %58, %0
  %60 = xor i64 %59, %55
  store i64 %60, ptr %54, align 8, !tbaa !16
  %61 = load i64, ptr %56, align 8, !tbaa !16
  %62 = xor i64 %61, %59
  store i64 %62, ptr %56, align 8, !tbaa !16
  %63 = add nuw i64 %53, 1
  %64 = getelementptr inbounds i64, ptr %1, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !16
  %66 = getelementptr inbounds i64, ptr %2, i64 %63
  %67 = load i64, ptr %66, align 8, !tbaa !16
  %68 = xor i64 %67, %65
  %69 = and i64 %68, %0
  %70 = xor i64 %69, %65
  store i64 %70, ptr %64, align 8, !tbaa !16
  %71 = load i64, ptr %66, align 8, !tbaa !16
  %72 = xor i64 %71, %69
  store i64 %72, ptr %66, align 8, !tbaa !16
  %73 = add nuw i64 %53, 2
  %74 = icmp eq i64 %73, %3
  br i1 %74, label %75, label %52, !llvm.loop !34

75:                                               ; preds = %48, %52, %31, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @words_add(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %62, label %6

6:                                                ; preds = %4
  %7 = and i64 %3, 1
  %8 = icmp eq i64 %3, 1
  br i1 %8, label %43, label %9

9:                                                ; preds = %6
  %10 = and i64 %3, -2
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %40, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %37, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %41, %11 ]
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !16
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !16
  %19 = zext i64 %16 to i128
  %20 = zext i64 %18 to i128
  %21 = zext nneg i64 %13 to i128
  %22 = add nuw nsw i128 %19, %21
  %23 = add nuw nsw i128 %22, %20
  %24 = lshr i128 %23, 64
  %25 = trunc i128 %23 to i64
  %26 = getelementptr inbounds i64, ptr %0, i64 %12
  store i64 %25, ptr %26, align 8, !tbaa !16
  %27 = or disjoint i64 %12, 1
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !16
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 8, !tbaa !16
  %32 = zext i64 %29 to i128
  %33 = zext i64 %31 to i128
  %34 = add nuw nsw i128 %24, %32
  %35 = add nuw nsw i128 %34, %33
  %36 = lshr i128 %35, 64
  %37 = trunc nuw nsw i128 %36 to i64
  %38 = trunc i128 %35 to i64
  %39 = getelementptr inbounds i64, ptr %0, i64 %27
  store i64 %38, ptr %39, align 8, !tbaa !16
  %40 = add nuw i64 %12, 2
  %41 = add i64 %14, 2
  %42 = icmp eq i64 %41, %10
  br i1 %42, label %43, label %11, !llvm.loop !35

43:                                               ; preds = %11, %6
  %44 = phi i64 [ poison, %6 ], [ %37, %11 ]
  %45 = phi i64 [ 0, %6 ], [ %40, %11 ]
  %46 = phi i64 [ 0, %6 ], [ %37, %11 ]
  %47 = icmp eq i64 %7, 0
  br i1 %47, label %62, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i64, ptr %1, i64 %45
  %50 = load i64, ptr %49, align 8, !tbaa !16
  %51 = getelementptr inbounds i64, ptr %2, i64 %45
  %52 = load i64, ptr %51, align 8, !tbaa !16
  %53 = zext i64 %50 to i128
  %54 = zext i64 %52 to i128
  %55 = zext nneg i64 %46 to i128
  %56 = add nuw nsw i128 %53, %55
  %57 = add nuw nsw i128 %56, %54
  %58 = lshr i128 %57, 64
  %59 = trunc nuw nsw i128 %58 to i64
  %60 = trunc i128 %57 to i64
  %61 = getelementptr inbounds i64, ptr %0, i64 %45
  store i64 %60, ptr %61, align 8, !tbaa !16
  br label %62

62:                                               ; preds = %48, %43, %4
  %63 = phi i64 [ 0, %4 ], [ %44, %43 ], [ %59, %48 ]
  ret i64 %63
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @words_sub(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %65, label %6

6:                                                ; preds = %4
  %7 = and i64 %3, 1
  %8 = icmp eq i64 %3, 1
  br i1 %8, label %45, label %9

9:                                                ; preds = %6
  %10 = and i64 %3, -2
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %42, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %39, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %43, %11 ]
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !16
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !16
  %19 = zext i64 %16 to i128
  %20 = zext i64 %18 to i128
  %21 = zext nneg i64 %13 to i128
  %22 = add nuw nsw i128 %21, %20
  %23 = sub nsw i128 %19, %22
  %24 = lshr i128 %23, 64
  %25 = trunc i128 %23 to i64
  %26 = getelementptr inbounds i64, ptr %0, i64 %12
  store i64 %25, ptr %26, align 8, !tbaa !16
  %27 = or disjoint i64 %12, 1
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !16
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 8, !tbaa !16
  %32 = zext i64 %29 to i128
  %33 = zext i64 %31 to i128
  %34 = and i128 %24, 1
  %35 = add nuw nsw i128 %34, %33
  %36 = sub nsw i128 %32, %35
  %37 = lshr i128 %36, 64
  %38 = trunc nuw i128 %37 to i64
  %39 = and i64 %38, 1
  %40 = trunc i128 %36 to i64
  %41 = getelementptr inbounds i64, ptr %0, i64 %27
  store i64 %40, ptr %41, align 8, !tbaa !16
  %42 = add nuw i64 %12, 2
  %43 = add i64 %14, 2
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %45, label %11, !llvm.loop !36

45:                                               ; preds = %11, %6
  %46 = phi i64 [ poison, %6 ], [ %39, %11 ]
  %47 = phi i64 [ 0, %6 ], [ %42, %11 ]
  %48 = phi i64 [ 0, %6 ], [ %39, %11 ]
  %49 = icmp eq i64 %7, 0
  br i1 %49, label %65, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i64, ptr %1, i64 %47
  %52 = load i64, ptr %51, align 8, !tbaa !16
  %53 = getelementptr inbounds i64, ptr %2, i64 %47
  %54 = load i64, ptr %53, align 8, !tbaa !16
  %55 = zext i64 %52 to i128
  %56 = zext i64 %54 to i128
  %57 = zext nneg i64 %48 to i128
  %58 = add nuw nsw i128 %57, %56
  %59 = sub nsw i128 %55, %58
  %60 = lshr i128 %59, 64
  %61 = trunc nuw i128 %60 to i64
  %62 = and i64 %61, 1
  %63 = trunc i128 %59 to i64
  %64 = getelementptr inbounds i64, ptr %0, i64 %47
  store i64 %63, ptr %64, align 8, !tbaa !16
  br label %65

65:                                               ; preds = %50, %45, %4
  %66 = phi i64 [ 0, %4 ], [ %46, %45 ], [ %62, %50 ]
  ret i64 %66
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @words_cond_sub(i64 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %65, label %6

6:                                                ; preds = %4
  %7 = and i64 %3, 1
  %8 = icmp eq i64 %3, 1
  br i1 %8, label %45, label %9

9:                                                ; preds = %6
  %10 = and i64 %3, -2
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %42, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %40, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %43, %11 ]
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !16
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !16
  %19 = and i64 %18, %0
  %20 = zext i64 %16 to i128
  %21 = zext i64 %19 to i128
  %22 = zext nneg i64 %13 to i128
  %23 = add nuw nsw i128 %22, %21
  %24 = sub nsw i128 %20, %23
  %25 = lshr i128 %24, 64
  %26 = trunc i128 %24 to i64
  store i64 %26, ptr %15, align 8, !tbaa !16
  %27 = or disjoint i64 %12, 1
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !16
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 8, !tbaa !16
  %32 = and i64 %31, %0
  %33 = zext i64 %29 to i128
  %34 = zext i64 %32 to i128
  %35 = and i128 %25, 1
  %36 = add nuw nsw i128 %35, %34
  %37 = sub nsw i128 %33, %36
  %38 = lshr i128 %37, 64
  %39 = trunc nuw i128 %38 to i64
  %40 = and i64 %39, 1
  %41 = trunc i128 %37 to i64
  store i64 %41, ptr %28, align 8, !tbaa !16
  %42 = add nuw i64 %12, 2
  %43 = add i64 %14, 2
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %45, label %11, !llvm.loop !37

45:                                               ; preds = %11, %6
  %46 = phi i64 [ poison, %6 ], [ %40, %11 ]
  %47 = phi i64 [ 0, %6 ], [ %42, %11 ]
  %48 = phi i64 [ 0, %6 ], [ %40, %11 ]
  %49 = icmp eq i64 %7, 0
  br i1 %49, label %65, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i64, ptr %1, i64 %47
  %52 = load i64, ptr %51, align 8, !tbaa !16
  %53 = getelementptr inbounds i64, ptr %2, i64 %47
  %54 = load i64, ptr %53, align 8, !tbaa !16
  %55 = and i64 %54, %0
  %56 = zext i64 %52 to i128
  %57 = zext i64 %55 to i128
  %58 = zext nneg i64 %48 to i128
  %59 = add nuw nsw i128 %58, %57
  %60 = sub nsw i128 %56, %59
  %61 = lshr i128 %60, 64
  %62 = trunc nuw i128 %61 to i64
  %63 = and i64 %62, 1
  %64 = trunc i128 %60 to i64
  store i64 %64, ptr %51, align 8, !tbaa !16
  br label %65

65:                                               ; preds = %50, %45, %4
  %66 = phi i64 [ 0, %4 ], [ %46, %45 ], [ %63, %50 ]
  ret i64 %66
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @words_cond_add(i64 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %62, label %6

6:                                                ; preds = %4
  %7 = and i64 %3, 1
  %8 = icmp eq i64 %3, 1
  br i1 %8, label %43, label %9

9:                                                ; preds = %6
  %10 = and i64 %3, -2
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %40, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %38, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %41, %11 ]
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !16
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !16
  %19 = and i64 %18, %0
  %20 = zext i64 %16 to i128
  %21 = zext i64 %19 to i128
  %22 = zext nneg i64 %13 to i128
  %23 = add nuw nsw i128 %20, %22
  %24 = add nuw nsw i128 %23, %21
  %25 = lshr i128 %24, 64
  %26 = trunc i128 %24 to i64
  store i64 %26, ptr %15, align 8, !tbaa !16
  %27 = or disjoint i64 %12, 1
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !16
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 8, !tbaa !16
  %32 = and i64 %31, %0
  %33 = zext i64 %29 to i128
  %34 = zext i64 %32 to i128
  %35 = add nuw nsw i128 %25, %33
  %36 = add nuw nsw i128 %35, %34
  %37 = lshr i128 %36, 64
  %38 = trunc nuw nsw i128 %37 to i64
  %39 = trunc i128 %36 to i64
  store i64 %39, ptr %28, align 8, !tbaa !16
  %40 = add nuw i64 %12, 2
  %41 = add i64 %14, 2
  %42 = icmp eq i64 %41, %10
  br i1 %42, label %43, label %11, !llvm.loop !38

43:                                               ; preds = %11, %6
  %44 = phi i64 [ poison, %6 ], [ %38, %11 ]
  %45 = phi i64 [ 0, %6 ], [ %40, %11 ]
  %46 = phi i64 [ 0, %6 ], [ %38, %11 ]
  %47 = icmp eq i64 %7, 0
  br i1 %47, label %62, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i64, ptr %1, i64 %45
  %50 = load i64, ptr %49, align 8, !tbaa !16
  %51 = getelementptr inbounds i64, ptr %2, i64 %45
  %52 = load i64, ptr %51, align 8, !tbaa !16
  %53 = and i64 %52, %0
  %54 = zext i64 %50 to i128
  %55 = zext i64 %53 to i128
  %56 = zext nneg i64 %46 to i128
  %57 = add nuw nsw i128 %54, %56
  %58 = add nuw nsw i128 %57, %55
  %59 = lshr i128 %58, 64
  %60 = trunc nuw nsw i128 %59 to i64
  %61 = trunc i128 %58 to i64
  store i64 %61, ptr %49, align 8, !tbaa !16
  br label %62

62:                                               ; preds = %48, %43, %4
  %63 = phi i64 [ 0, %4 ], [ %44, %43 ], [ %60, %48 ]
  ret i64 %63
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_shr1(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp ugt i64 %2, 1
  br i1 %4, label %5, label %57

5:                                                ; preds = %3
  %6 = load i64, ptr %0, align 8, !tbaa !16
  %7 = add i64 %2, -1
  %8 = add i64 %2, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %40, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ %6, %11 ], [ %35, %13 ]
  %15 = phi i64 [ 1, %11 ], [ %37, %13 ]
  %16 = phi i64 [ 0, %11 ], [ %32, %13 ]
  %17 = phi i64 [ 0, %11 ], [ %38, %13 ]
  %18 = getelementptr inbounds i64, ptr %0, i64 %16
  %19 = getelementptr inbounds i64, ptr %0, i64 %15
  %20 = load i64, ptr %19, align 8, !tbaa !16
  %21 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %14, i64 63)
  store i64 %21, ptr %18, align 8, !tbaa !16
  %22 = add nuw nsw i64 %15, 1
  %23 = getelementptr inbounds i64, ptr %0, i64 %15
  %24 = getelementptr inbounds i64, ptr %0, i64 %22
  %25 = load i64, ptr %24, align 8, !tbaa !16
  %26 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %20, i64 63)
  store i64 %26, ptr %23, align 8, !tbaa !16
  %27 = add nuw nsw i64 %15, 2
  %28 = getelementptr inbounds i64, ptr %0, i64 %22
  %29 = getelementptr inbounds i64, ptr %0, i64 %27
  %30 = load i64, ptr %29, align 8, !tbaa !16
  %31 = tail call i64 @llvm.fshl.i64(i64 %30, i64 %25, i64 63)
  store i64 %31, ptr %28, align 8, !tbaa !16
  %32 = add nuw i64 %15, 3
  %33 = getelementptr inbounds i64, ptr %0, i64 %27
  %34 = getelementptr inbounds i64, ptr %0, i64 %32
  %35 = load i64, ptr %34, align 8, !tbaa !16
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %30, i64 63)
  store i64 %36, ptr %33, align 8, !tbaa !16
  %37 = add nuw i64 %15, 4
  %38 = add i64 %17, 4
  %39 = icmp eq i64 %38, %12
  br i1 %39, label %40, label %13, !llvm.loop !39

40:                                               ; preds = %13, %5
  %41 = phi i64 [ %6, %5 ], [ %35, %13 ]
  %42 = phi i64 [ 1, %5 ], [ %37, %13 ]
  %43 = phi i64 [ 0, %5 ], [ %32, %13 ]
  %44 = icmp eq i64 %9, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %52, %45 ], [ %41, %40 ]
  %47 = phi i64 [ %54, %45 ], [ %42, %40 ]
  %48 = phi i64 [ %47, %45 ], [ %43, %40 ]
  %49 = phi i64 [ %55, %45 ], [ 0, %40 ]
  %50 = getelementptr inbounds i64, ptr %0, i64 %48
  %51 = getelementptr inbounds i64, ptr %0, i64 %47
  %52 = load i64, ptr %51, align 8, !tbaa !16
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %46, i64 63)
  store i64 %53, ptr %50, align 8, !tbaa !16
  %54 = add nuw i64 %47, 1
  %55 = add i64 %49, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %57, label %45, !llvm.loop !40

57:                                               ; preds = %40, %45, %3
  %58 = getelementptr i64, ptr %0, i64 %2
  %59 = getelementptr i8, ptr %58, i64 -8
  %60 = load i64, ptr %59, align 8, !tbaa !16
  %61 = tail call i64 @llvm.fshl.i64(i64 %1, i64 %60, i64 63)
  store i64 %61, ptr %59, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_shr_secret(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #9 {
  %5 = shl i64 %3, 6
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %135, label %7

7:                                                ; preds = %4
  %8 = icmp eq i64 %3, 0
  %9 = shl i64 %3, 3
  %10 = getelementptr i8, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %2, i64 %9
  %12 = icmp ult i64 %3, 4
  %13 = icmp ugt ptr %11, %0
  %14 = icmp ugt ptr %10, %2
  %15 = and i1 %13, %14
  %16 = and i64 %3, -4
  %17 = icmp eq i64 %16, %3
  %18 = and i64 %3, 1
  %19 = icmp eq i64 %18, 0
  %20 = add i64 %3, -1
  br label %21

21:                                               ; preds = %7, %131
  %22 = phi i32 [ 0, %7 ], [ %132, %131 ]
  %23 = phi i64 [ 1, %7 ], [ %133, %131 ]
  %24 = lshr i64 %23, 6
  %25 = getelementptr i64, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %25, i64 8
  br i1 %8, label %27, label %32

27:                                               ; preds = %21
  %28 = zext nneg i32 %22 to i64
  %29 = lshr i64 %1, %28
  %30 = and i64 %29, 1
  %31 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %30) #19, !srcloc !25
  br label %131

32:                                               ; preds = %21
  %33 = trunc i64 %23 to i32
  %34 = and i32 %33, 63
  %35 = icmp ult i64 %24, %3
  %36 = sub i64 %3, %24
  %37 = add nuw nsw i64 %24, 1
  %38 = icmp ult i64 %37, %3
  %39 = xor i64 %24, -1
  %40 = add i64 %39, %3
  %41 = icmp eq i32 %34, 0
  %42 = and i64 %23, 63
  %43 = sub nuw nsw i32 64, %34
  %44 = zext nneg i32 %43 to i64
  br label %45

45:                                               ; preds = %59, %32
  %46 = phi i64 [ 0, %32 ], [ %66, %59 ]
  %47 = icmp ult i64 %46, %36
  %48 = and i1 %35, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %45
  %50 = getelementptr i64, ptr %25, i64 %46
  %51 = load i64, ptr %50, align 8, !tbaa !16
  br label %52

52:                                               ; preds = %49, %45
  %53 = phi i64 [ %51, %49 ], [ 0, %45 ]
  %54 = icmp ult i64 %46, %40
  %55 = and i1 %38, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %52
  %57 = getelementptr i64, ptr %26, i64 %46
  %58 = load i64, ptr %57, align 8, !tbaa !16
  br label %59

59:                                               ; preds = %56, %52
  %60 = phi i64 [ %58, %56 ], [ 0, %52 ]
  %61 = lshr i64 %53, %42
  %62 = shl i64 %60, %44
  %63 = or i64 %62, %61
  %64 = select i1 %41, i64 %53, i64 %63
  %65 = getelementptr inbounds i64, ptr %2, i64 %46
  store i64 %64, ptr %65, align 8, !tbaa !16
  %66 = add nuw i64 %46, 1
  %67 = icmp eq i64 %66, %3
  br i1 %67, label %68, label %45, !llvm.loop !42

68:                                               ; preds = %59
  %69 = zext nneg i32 %22 to i64
  %70 = lshr i64 %1, %69
  %71 = and i64 %70, 1
  %72 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %71) #19, !srcloc !25
  %73 = sub i64 0, %72
  %74 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %73) #19, !srcloc !25
  %75 = or i1 %12, %15
  br i1 %75, label %98, label %76

76:                                               ; preds = %68
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = shufflevector <2 x i64> %77, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %79

79:                                               ; preds = %79, %76
  %80 = phi i64 [ 0, %76 ], [ %95, %79 ]
  %81 = getelementptr inbounds i64, ptr %2, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <2 x i64>, ptr %81, align 8, !tbaa !16, !alias.scope !43
  %84 = load <2 x i64>, ptr %82, align 8, !tbaa !16, !alias.scope !43
  %85 = getelementptr inbounds i64, ptr %0, i64 %80
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load <2 x i64>, ptr %85, align 8, !tbaa !16, !alias.scope !46, !noalias !43
  %88 = load <2 x i64>, ptr %86, align 8, !tbaa !16, !alias.scope !46, !noalias !43
  %89 = xor <2 x i64> %87, %83
  %90 = xor <2 x i64> %88, %84
  %91 = and <2 x i64> %89, %78
  %92 = and <2 x i64> %90, %78
  %93 = xor <2 x i64> %91, %87
  %94 = xor <2 x i64> %92, %88
  store <2 x i64> %93, ptr %85, align 8, !tbaa !16, !alias.scope !46, !noalias !43
  store <2 x i64> %94, ptr %86, align 8, !tbaa !16, !alias.scope !46, !noalias !43
  %95 = add nuw i64 %80, 4
  %96 = icmp eq i64 %95, %16
  br i1 %96, label %97, label %79, !llvm.loop !48

97:                                               ; preds = %79
  br i1 %17, label %131, label %98

98:                                               ; preds = %68, %97
  %99 = phi i64 [ 0, %68 ], [ %16, %97 ]
  br i1 %19, label %109, label %100

100:                                              ; preds = %98
  %101 = getelementptr inbounds i64, ptr %2, i64 %99
  %102 = load i64, ptr %101, align 8, !tbaa !16
  %103 = getelementptr inbounds i64, ptr %0, i64 %99
  %104 = load i64, ptr %103, align 8, !tbaa !16
  %105 = xor i64 %104, %102
  %106 = and i64 %105, %74
  %107 = xor i64 %106, %104
  store i64 %107, ptr %103, align 8, !tbaa !16
  %108 = or disjoint i64 %99, 1
  br label %109

109:                                              ; preds = %100, %98
  %110 = phi i64 [ %99, %98 ], [ %108, %100 ]
  %111 = icmp eq i64 %99, %20
  br i1 %111, label %131, label %112

112:                                              ; preds = %109, %112
  %113 = phi i64 [ %129, %112 ], [ %110, %109 ]
  %114 = getelementptr inbounds i64, ptr %2, i64 %113
  %115 = load i64, ptr %114, align 8, !tbaa !16
  %116 = getelementptr inbounds i64, ptr %0, i64 %113
  %117 = load i64, ptr %116, align 8, !tbaa !16
  %118 = xor i64 %117, %115
  %119 = and i64 %118, %74
  %120 = xor i64 %119, %117
  store i64 %120, ptr %116, align 8, !tbaa !16
  %121 = add nuw i64 %113, 1
  %122 = getelementptr inbounds i64, ptr %2, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !16
  %124 = getelementptr inbounds i64, ptr %0, i64 %121
  %125 = load i64, ptr %124, align 8, !tbaa !16
  %126 = xor i64 %125, %123
  %127 = and i64 %126, %74
  %128 = xor i64 %127, %125
  store i64 %128, ptr %124, align 8, !tbaa !16
  %129 = add nuw i64 %113, 2
  %130 = icmp eq i64 %129, %3
  br i1 %130, label %131, label %112, !llvm.loop !49

131:                                              ; preds = %109, %112, %97, %27
  %132 = add i32 %22, 1
  %133 = shl i64 %23, 1
  %134 = icmp ugt i64 %133, %5
  br i1 %134, label %135, label %21, !llvm.loop !50

135:                                              ; preds = %131, %4
  ret void
}

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local void @words_shl_secret(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef %2, i64 noundef %3) local_unnamed_addr #9 {
  %5 = shl i64 %3, 6
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %132, label %7

7:                                                ; preds = %4
  %8 = icmp eq i64 %3, 0
  %9 = shl i64 %3, 3
  %10 = getelementptr i8, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %2, i64 %9
  %12 = icmp ult i64 %3, 4
  %13 = icmp ugt ptr %11, %0
  %14 = icmp ugt ptr %10, %2
  %15 = and i1 %13, %14
  %16 = and i64 %3, -4
  %17 = icmp eq i64 %16, %3
  %18 = and i64 %3, 1
  %19 = icmp eq i64 %18, 0
  %20 = add i64 %3, -1
  br label %21

21:                                               ; preds = %7, %128
  %22 = phi i32 [ 0, %7 ], [ %129, %128 ]
  %23 = phi i64 [ 1, %7 ], [ %130, %128 ]
  %24 = lshr i64 %23, 6
  br i1 %8, label %25, label %30

25:                                               ; preds = %21
  %26 = zext nneg i32 %22 to i64
  %27 = lshr i64 %1, %26
  %28 = and i64 %27, 1
  %29 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %28) #19, !srcloc !25
  br label %128

30:                                               ; preds = %21
  %31 = trunc i64 %23 to i32
  %32 = and i32 %31, 63
  %33 = xor i64 %24, -1
  %34 = icmp eq i32 %32, 0
  %35 = and i64 %23, 63
  %36 = sub nuw nsw i32 64, %32
  %37 = zext nneg i32 %36 to i64
  br label %38

38:                                               ; preds = %56, %30
  %39 = phi i64 [ 0, %30 ], [ %63, %56 ]
  %40 = icmp ult i64 %39, %24
  br i1 %40, label %47, label %41

41:                                               ; preds = %38
  %42 = sub i64 %39, %24
  %43 = icmp ult i64 %42, %3
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = getelementptr inbounds i64, ptr %0, i64 %42
  %46 = load i64, ptr %45, align 8, !tbaa !16
  br label %47

47:                                               ; preds = %44, %41, %38
  %48 = phi i64 [ %46, %44 ], [ 0, %41 ], [ 0, %38 ]
  %49 = icmp ugt i64 %39, %24
  br i1 %49, label %50, label %56

50:                                               ; preds = %47
  %51 = add i64 %39, %33
  %52 = icmp ult i64 %51, %3
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = getelementptr inbounds i64, ptr %0, i64 %51
  %55 = load i64, ptr %54, align 8, !tbaa !16
  br label %56

56:                                               ; preds = %53, %50, %47
  %57 = phi i64 [ %55, %53 ], [ 0, %50 ], [ 0, %47 ]
  %58 = shl i64 %48, %35
  %59 = lshr i64 %57, %37
  %60 = or i64 %59, %58
  %61 = select i1 %34, i64 %48, i64 %60
  %62 = getelementptr inbounds i64, ptr %2, i64 %39
  store i64 %61, ptr %62, align 8, !tbaa !16
  %63 = add nuw i64 %39, 1
  %64 = icmp eq i64 %63, %3
  br i1 %64, label %65, label %38, !llvm.loop !51

65:                                               ; preds = %56
  %66 = zext nneg i32 %22 to i64
  %67 = lshr i64 %1, %66
  %68 = and i64 %67, 1
  %69 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %68) #19, !srcloc !25
  %70 = sub i64 0, %69
  %71 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %70) #19, !srcloc !25
  %72 = or i1 %12, %15
  br i1 %72, label %95, label %73

73:                                               ; preds = %65
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = shufflevector <2 x i64> %74, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %76

76:                                               ; preds = %76, %73
  %77 = phi i64 [ 0, %73 ], [ %92, %76 ]
  %78 = getelementptr inbounds i64, ptr %2, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x i64>, ptr %78, align 8, !tbaa !16, !alias.scope !52
  %81 = load <2 x i64>, ptr %79, align 8, !tbaa !16, !alias.scope !52
  %82 = getelementptr inbounds i64, ptr %0, i64 %77
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load <2 x i64>, ptr %82, align 8, !tbaa !16, !alias.scope !55, !noalias !52
  %85 = load <2 x i64>, ptr %83, align 8, !tbaa !16, !alias.scope !55, !noalias !52
  %86 = xor <2 x i64> %84, %80
  %87 = xor <2 x i64> %85, %81
  %88 = and <2 x i64> %86, %75
  %89 = and <2 x i64> %87, %75
  %90 = xor <2 x i64> %88, %84
  %91 = xor <2 x i64> %89, %85
  store <2 x i64> %90, ptr %82, align 8, !tbaa !16, !alias.scope !55, !noalias !52
  store <2 x i64> %91, ptr %83, align 8, !tbaa !16, !alias.scope !55, !noalias !52
  %92 = add nuw i64 %77, 4
  %93 = icmp eq i64 %92, %16
  br i1 %93, label %94, label %76, !llvm.loop !57

94:                                               ; preds = %76
  br i1 %17, label %128, label %95

95:                                               ; preds = %65, %94
  %96 = phi i64 [ 0, %65 ], [ %16, %94 ]
  br i1 %19, label %106, label %97

97:                                               ; preds = %95
  %98 = getelementptr inbounds i64, ptr %2, i64 %96
  %99 = load i64, ptr %98, align 8, !tbaa !16
  %100 = getelementptr inbounds i64, ptr %0, i64 %96
  %101 = load i64, ptr %100, align 8, !tbaa !16
  %102 = xor i64 %101, %99
  %103 = and i64 %102, %71
  %104 = xor i64 %103, %101
  store i64 %104, ptr %100, align 8, !tbaa !16
  %105 = or disjoint i64 %96, 1
  br label %106

106:                                              ; preds = %97, %95
  %107 = phi i64 [ %96, %95 ], [ %105, %97 ]
  %108 = icmp eq i64 %96, %20
  br i1 %108, label %128, label %109

109:                                              ; preds = %106, %109
  %110 = phi i64 [ %126, %109 ], [ %107, %106 ]
  %111 = getelementptr inbounds i64, ptr %2, i64 %110
  %112 = load i64, ptr %111, align 8, !tbaa !16
  %113 = getelementptr inbounds i64, ptr %0, i64 %110
  %114 = load i64, ptr %113, align 8, !tbaa !16
  %115 = xor i64 %114, %112
  %116 = and i64 %115, %71
  %117 = xor i64 %116, %114
  store i64 %117, ptr %113, align 8, !tbaa !16
  %118 = add nuw i64 %110, 1
  %119 = getelementptr inbounds i64, ptr %2, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !16
  %121 = getelementptr inbounds i64, ptr %0, i64 %118
  %122 = load i64, ptr %121, align 8, !tbaa !16
  %123 = xor i64 %122, %120
  %124 = and i64 %123, %71
  %125 = xor i64 %124, %122
  store i64 %125, ptr %121, align 8, !tbaa !16
  %126 = add nuw i64 %110, 2
  %127 = icmp eq i64 %126, %3
  br i1 %127, label %128, label %109, !llvm.loop !58

128:                                              ; preds = %106, %109, %94, %25
  %129 = add i32 %22, 1
  %130 = shl i64 %23, 1
  %131 = icmp ugt i64 %130, %5
  br i1 %131, label %132, label %21, !llvm.loop !59

132:                                              ; preds = %128, %4
  ret void
}

; Function Attrs: nofree nounwind memory(argmem: read) uwtable
define dso_local i64 @words_ctz(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #10 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %98, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %96, %4 ], [ 0, %2 ]
  %6 = phi i64 [ %95, %4 ], [ 0, %2 ]
  %7 = phi i64 [ %92, %4 ], [ 0, %2 ]
  %8 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %6) #19, !srcloc !25
  %9 = sub i64 0, %8
  %10 = getelementptr inbounds i64, ptr %0, i64 %5
  %11 = load i64, ptr %10, align 8, !tbaa !16
  %12 = sub i64 0, %11
  %13 = and i64 %11, %12
  %14 = icmp eq i64 %11, 0
  %15 = zext i1 %14 to i64
  %16 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %15) #19, !srcloc !25
  %17 = sub i64 0, %16
  %18 = lshr i64 %13, 32
  %19 = icmp ugt i64 %13, 4294967295
  %20 = zext i1 %19 to i64
  %21 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %20) #19, !srcloc !25
  %22 = sub i64 0, %21
  %23 = and i64 %22, 32
  %24 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %22) #19, !srcloc !25
  %25 = xor i64 %18, %13
  %26 = and i64 %24, %25
  %27 = xor i64 %26, %13
  %28 = lshr i64 %27, 16
  %29 = icmp ugt i64 %27, 65535
  %30 = zext i1 %29 to i64
  %31 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %30) #19, !srcloc !25
  %32 = sub i64 0, %31
  %33 = and i64 %32, 16
  %34 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %32) #19, !srcloc !25
  %35 = xor i64 %28, %27
  %36 = and i64 %35, %34
  %37 = xor i64 %36, %27
  %38 = lshr i64 %37, 8
  %39 = icmp ugt i64 %37, 255
  %40 = zext i1 %39 to i64
  %41 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %40) #19, !srcloc !25
  %42 = sub i64 0, %41
  %43 = and i64 %42, 8
  %44 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %42) #19, !srcloc !25
  %45 = xor i64 %38, %37
  %46 = and i64 %45, %44
  %47 = xor i64 %46, %37
  %48 = lshr i64 %47, 4
  %49 = icmp ugt i64 %47, 15
  %50 = zext i1 %49 to i64
  %51 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %50) #19, !srcloc !25
  %52 = sub i64 0, %51
  %53 = and i64 %52, 4
  %54 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %52) #19, !srcloc !25
  %55 = xor i64 %48, %47
  %56 = and i64 %55, %54
  %57 = xor i64 %56, %47
  %58 = lshr i64 %57, 2
  %59 = icmp ugt i64 %57, 3
  %60 = zext i1 %59 to i64
  %61 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %60) #19, !srcloc !25
  %62 = sub i64 0, %61
  %63 = and i64 %62, 2
  %64 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %62) #19, !srcloc !25
  %65 = xor i64 %58, %57
  %66 = and i64 %65, %64
  %67 = xor i64 %66, %57
  %68 = lshr i64 %67, 1
  %69 = icmp ugt i64 %67, 1
  %70 = zext i1 %69 to i64
  %71 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %70) #19, !srcloc !25
  %72 = sub i64 0, %71
  %73 = and i64 %72, 1
  %74 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %72) #19, !srcloc !25
  %75 = xor i64 %68, %67
  %76 = and i64 %75, %74
  %77 = xor i64 %76, %67
  %78 = add nsw i64 %23, -1
  %79 = add nsw i64 %78, %33
  %80 = add nsw i64 %79, %43
  %81 = add nsw i64 %80, %53
  %82 = add nsw i64 %81, %63
  %83 = add nsw i64 %82, %73
  %84 = add i64 %83, %77
  %85 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %17) #19, !srcloc !25
  %86 = xor i64 %84, 64
  %87 = and i64 %86, %85
  %88 = xor i64 %87, %84
  %89 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %9) #19, !srcloc !25
  %90 = xor i64 %89, -1
  %91 = and i64 %88, %90
  %92 = add i64 %91, %7
  %93 = icmp ne i64 %11, 0
  %94 = zext i1 %93 to i64
  %95 = or i64 %6, %94
  %96 = add nuw i64 %5, 1
  %97 = icmp eq i64 %96, %1
  br i1 %97, label %98, label %4, !llvm.loop !60

98:                                               ; preds = %4, %2
  %99 = phi i64 [ 0, %2 ], [ %92, %4 ]
  ret i64 %99
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_from_bytes(ptr noundef readonly %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %48, label %6

6:                                                ; preds = %4
  %7 = icmp eq ptr %1, null
  %8 = icmp ne i64 %2, 0
  %9 = and i1 %7, %8
  br i1 %9, label %48, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = load i64, ptr %0, align 8, !tbaa !10
  %14 = shl i64 %13, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 %14, i1 false)
  %15 = getelementptr i8, ptr %1, i64 %2
  %16 = icmp eq i64 %2, 0
  br i1 %16, label %48, label %17

17:                                               ; preds = %10
  %18 = icmp eq i32 %3, 0
  br label %19

19:                                               ; preds = %17, %41
  %20 = phi i64 [ 0, %17 ], [ %42, %41 ]
  %21 = phi i64 [ 0, %17 ], [ %43, %41 ]
  %22 = lshr i64 %21, 3
  %23 = getelementptr inbounds i8, ptr %1, i64 %21
  %24 = xor i64 %21, -1
  %25 = getelementptr i8, ptr %15, i64 %24
  %26 = select i1 %18, ptr %25, ptr %23
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i64
  %29 = load i64, ptr %0, align 8, !tbaa !10
  %30 = icmp ult i64 %22, %29
  br i1 %30, label %31, label %39

31:                                               ; preds = %19
  %32 = shl i64 %21, 3
  %33 = and i64 %32, 56
  %34 = shl nuw i64 %28, %33
  %35 = load ptr, ptr %11, align 8, !tbaa !14
  %36 = getelementptr inbounds i64, ptr %35, i64 %22
  %37 = load i64, ptr %36, align 8, !tbaa !16
  %38 = or i64 %37, %34
  store i64 %38, ptr %36, align 8, !tbaa !16
  br label %41

39:                                               ; preds = %19
  %40 = or i64 %20, %28
  br label %41

41:                                               ; preds = %39, %31
  %42 = phi i64 [ %20, %31 ], [ %40, %39 ]
  %43 = add nuw i64 %21, 1
  %44 = icmp eq i64 %43, %2
  br i1 %44, label %45, label %19, !llvm.loop !61

45:                                               ; preds = %41
  %46 = icmp eq i64 %42, 0
  %47 = select i1 %46, i32 0, i32 14
  br label %48

48:                                               ; preds = %10, %45, %4, %6
  %49 = phi i32 [ 1, %6 ], [ 1, %4 ], [ 0, %10 ], [ %47, %45 ]
  ret i32 %49
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_to_bytes(ptr noundef writeonly %0, i64 noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = icmp eq ptr %2, null
  br i1 %5, label %91, label %6

6:                                                ; preds = %4
  %7 = icmp eq ptr %0, null
  %8 = icmp ne i64 %1, 0
  %9 = and i1 %7, %8
  br i1 %9, label %91, label %10

10:                                               ; preds = %6
  %11 = getelementptr i8, ptr %0, i64 %1
  %12 = icmp eq i64 %1, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = icmp eq i32 %3, 0
  br label %29

16:                                               ; preds = %38, %10
  %17 = load i64, ptr %2, align 8, !tbaa !10
  %18 = shl i64 %17, 3
  %19 = icmp ugt i64 %18, %1
  br i1 %19, label %20, label %91

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = sub i64 %18, %1
  %24 = add i64 %1, 1
  %25 = and i64 %23, 1
  %26 = icmp eq i64 %18, %24
  br i1 %26, label %73, label %27

27:                                               ; preds = %20
  %28 = and i64 %23, -2
  br label %50

29:                                               ; preds = %13, %38
  %30 = phi i64 [ 0, %13 ], [ %48, %38 ]
  %31 = lshr i64 %30, 3
  %32 = load i64, ptr %2, align 8, !tbaa !10
  %33 = icmp ugt i64 %32, %31
  br i1 %33, label %34, label %38

34:                                               ; preds = %29
  %35 = load ptr, ptr %14, align 8, !tbaa !14
  %36 = getelementptr inbounds i64, ptr %35, i64 %31
  %37 = load i64, ptr %36, align 8, !tbaa !16
  br label %38

38:                                               ; preds = %29, %34
  %39 = phi i64 [ %37, %34 ], [ 0, %29 ]
  %40 = shl i64 %30, 3
  %41 = and i64 %40, 56
  %42 = lshr i64 %39, %41
  %43 = trunc i64 %42 to i8
  %44 = xor i64 %30, -1
  %45 = getelementptr i8, ptr %11, i64 %44
  %46 = getelementptr inbounds i8, ptr %0, i64 %30
  %47 = select i1 %15, ptr %45, ptr %46
  store i8 %43, ptr %47, align 1, !tbaa !5
  %48 = add nuw i64 %30, 1
  %49 = icmp eq i64 %48, %1
  br i1 %49, label %16, label %29, !llvm.loop !62

50:                                               ; preds = %50, %27
  %51 = phi i64 [ %1, %27 ], [ %70, %50 ]
  %52 = phi i64 [ 0, %27 ], [ %69, %50 ]
  %53 = phi i64 [ 0, %27 ], [ %71, %50 ]
  %54 = lshr i64 %51, 3
  %55 = getelementptr inbounds i64, ptr %22, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !16
  %57 = shl i64 %51, 3
  %58 = and i64 %57, 56
  %59 = lshr i64 %56, %58
  %60 = add nuw i64 %51, 1
  %61 = lshr i64 %60, 3
  %62 = getelementptr inbounds i64, ptr %22, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !16
  %64 = shl i64 %60, 3
  %65 = and i64 %64, 56
  %66 = lshr i64 %63, %65
  %67 = or i64 %59, %66
  %68 = and i64 %67, 255
  %69 = or i64 %68, %52
  %70 = add nuw i64 %51, 2
  %71 = add i64 %53, 2
  %72 = icmp eq i64 %71, %28
  br i1 %72, label %73, label %50, !llvm.loop !63

73:                                               ; preds = %50, %20
  %74 = phi i64 [ poison, %20 ], [ %69, %50 ]
  %75 = phi i64 [ %1, %20 ], [ %70, %50 ]
  %76 = phi i64 [ 0, %20 ], [ %69, %50 ]
  %77 = icmp eq i64 %25, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %73
  %79 = lshr i64 %75, 3
  %80 = getelementptr inbounds i64, ptr %22, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !16
  %82 = shl i64 %75, 3
  %83 = and i64 %82, 56
  %84 = lshr i64 %81, %83
  %85 = and i64 %84, 255
  %86 = or i64 %85, %76
  br label %87

87:                                               ; preds = %73, %78
  %88 = phi i64 [ %74, %73 ], [ %86, %78 ]
  %89 = icmp eq i64 %88, 0
  %90 = select i1 %89, i32 0, i32 14
  br label %91

91:                                               ; preds = %16, %87, %4, %6
  %92 = phi i32 [ 1, %6 ], [ 1, %4 ], [ 0, %16 ], [ %90, %87 ]
  ret i32 %92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_from_uint64(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #12 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = load i64, ptr %0, align 8, !tbaa !10
  %8 = shl i64 %7, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 %8, i1 false)
  %9 = load ptr, ptr %5, align 8, !tbaa !14
  store i64 %1, ptr %9, align 8, !tbaa !16
  br label %10

10:                                               ; preds = %2, %4
  %11 = phi i32 [ 0, %4 ], [ 1, %2 ]
  ret i32 %11
}

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @nat_bit_length(ptr nocapture noundef readonly %0) local_unnamed_addr #13 {
  %2 = load i64, ptr %0, align 8, !tbaa !10
  %3 = icmp eq i64 %2, 0
  br i1 %3, label %92, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %87, %7 ]
  %9 = phi i64 [ 0, %4 ], [ %88, %7 ]
  %10 = getelementptr inbounds i64, ptr %6, i64 %9
  %11 = load i64, ptr %10, align 8, !tbaa !16
  %12 = icmp ne i64 %11, 0
  %13 = zext i1 %12 to i64
  %14 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %13) #19, !srcloc !25
  %15 = sub i64 0, %14
  %16 = shl i64 %9, 6
  %17 = lshr i64 %11, 32
  %18 = icmp ugt i64 %11, 4294967295
  %19 = zext i1 %18 to i64
  %20 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %19) #19, !srcloc !25
  %21 = sub i64 0, %20
  %22 = and i64 %21, 32
  %23 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %21) #19, !srcloc !25
  %24 = xor i64 %17, %11
  %25 = and i64 %23, %24
  %26 = xor i64 %25, %11
  %27 = lshr i64 %26, 16
  %28 = icmp ugt i64 %26, 65535
  %29 = zext i1 %28 to i64
  %30 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %29) #19, !srcloc !25
  %31 = sub i64 0, %30
  %32 = and i64 %31, 16
  %33 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %31) #19, !srcloc !25
  %34 = xor i64 %27, %26
  %35 = and i64 %34, %33
  %36 = xor i64 %35, %26
  %37 = lshr i64 %36, 8
  %38 = icmp ugt i64 %36, 255
  %39 = zext i1 %38 to i64
  %40 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %39) #19, !srcloc !25
  %41 = sub i64 0, %40
  %42 = and i64 %41, 8
  %43 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %41) #19, !srcloc !25
  %44 = xor i64 %37, %36
  %45 = and i64 %44, %43
  %46 = xor i64 %45, %36
  %47 = lshr i64 %46, 4
  %48 = icmp ugt i64 %46, 15
  %49 = zext i1 %48 to i64
  %50 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %49) #19, !srcloc !25
  %51 = sub i64 0, %50
  %52 = and i64 %51, 4
  %53 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %51) #19, !srcloc !25
  %54 = xor i64 %47, %46
  %55 = and i64 %54, %53
  %56 = xor i64 %55, %46
  %57 = lshr i64 %56, 2
  %58 = icmp ugt i64 %56, 3
  %59 = zext i1 %58 to i64
  %60 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %59) #19, !srcloc !25
  %61 = sub i64 0, %60
  %62 = and i64 %61, 2
  %63 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %61) #19, !srcloc !25
  %64 = xor i64 %57, %56
  %65 = and i64 %64, %63
  %66 = xor i64 %65, %56
  %67 = lshr i64 %66, 1
  %68 = icmp ugt i64 %66, 1
  %69 = zext i1 %68 to i64
  %70 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %69) #19, !srcloc !25
  %71 = sub i64 0, %70
  %72 = and i64 %71, 1
  %73 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %71) #19, !srcloc !25
  %74 = xor i64 %67, %66
  %75 = and i64 %74, %73
  %76 = xor i64 %75, %66
  %77 = or disjoint i64 %22, %16
  %78 = or disjoint i64 %77, %32
  %79 = or disjoint i64 %78, %42
  %80 = or disjoint i64 %79, %52
  %81 = or disjoint i64 %80, %62
  %82 = or disjoint i64 %81, %72
  %83 = add i64 %82, %76
  %84 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %15) #19, !srcloc !25
  %85 = xor i64 %83, %8
  %86 = and i64 %85, %84
  %87 = xor i64 %86, %8
  %88 = add nuw i64 %9, 1
  %89 = icmp eq i64 %88, %2
  br i1 %89, label %90, label %7, !llvm.loop !64

90:                                               ; preds = %7
  %91 = trunc i64 %87 to i32
  br label %92

92:                                               ; preds = %90, %1
  %93 = phi i32 [ 0, %1 ], [ %91, %90 ]
  ret i32 %93
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_is_zero(ptr nocapture noundef readonly %0) local_unnamed_addr #14 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  %4 = load i64, ptr %0, align 8, !tbaa !10
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %41, label %6

6:                                                ; preds = %1
  %7 = icmp ult i64 %4, 4
  br i1 %7, label %26, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, -4
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %20, %10 ]
  %12 = phi <2 x i64> [ zeroinitializer, %8 ], [ %18, %10 ]
  %13 = phi <2 x i64> [ zeroinitializer, %8 ], [ %19, %10 ]
  %14 = getelementptr inbounds i64, ptr %3, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <2 x i64>, ptr %14, align 8, !tbaa !16
  %17 = load <2 x i64>, ptr %15, align 8, !tbaa !16
  %18 = or <2 x i64> %16, %12
  %19 = or <2 x i64> %17, %13
  %20 = add nuw i64 %11, 4
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %22, label %10, !llvm.loop !65

22:                                               ; preds = %10
  %23 = or <2 x i64> %19, %18
  %24 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %23)
  %25 = icmp eq i64 %4, %9
  br i1 %25, label %37, label %26

26:                                               ; preds = %22, %6
  %27 = phi i64 [ 0, %6 ], [ %9, %22 ]
  %28 = phi i64 [ 0, %6 ], [ %24, %22 ]
  br label %29

29:                                               ; preds = %26, %29
  %30 = phi i64 [ %35, %29 ], [ %27, %26 ]
  %31 = phi i64 [ %34, %29 ], [ %28, %26 ]
  %32 = getelementptr inbounds i64, ptr %3, i64 %30
  %33 = load i64, ptr %32, align 8, !tbaa !16
  %34 = or i64 %33, %31
  %35 = add nuw i64 %30, 1
  %36 = icmp eq i64 %35, %4
  br i1 %36, label %37, label %29, !llvm.loop !66

37:                                               ; preds = %29, %22
  %38 = phi i64 [ %24, %22 ], [ %34, %29 ]
  %39 = icmp eq i64 %38, 0
  %40 = zext i1 %39 to i32
  br label %41

41:                                               ; preds = %1, %37
  %42 = phi i32 [ 1, %1 ], [ %40, %37 ]
  ret i32 %42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_is_odd(ptr nocapture noundef readonly %0) local_unnamed_addr #15 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  %4 = load i64, ptr %3, align 8, !tbaa !16
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 1
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @nat_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #14 {
  %3 = load i64, ptr %0, align 8, !tbaa !10
  %4 = load i64, ptr %1, align 8, !tbaa !10
  %5 = tail call i64 @llvm.umax.i64(i64 %3, i64 %4)
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %48, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  br label %10

10:                                               ; preds = %7, %26
  %11 = phi i64 [ 0, %7 ], [ %42, %26 ]
  %12 = phi i64 [ 0, %7 ], [ %41, %26 ]
  %13 = phi i64 [ 0, %7 ], [ %35, %26 ]
  %14 = icmp ugt i64 %3, %11
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = load ptr, ptr %8, align 8, !tbaa !14
  %17 = getelementptr inbounds i64, ptr %16, i64 %11
  %18 = load i64, ptr %17, align 8, !tbaa !16
  br label %19

19:                                               ; preds = %10, %15
  %20 = phi i64 [ %18, %15 ], [ 0, %10 ]
  %21 = icmp ugt i64 %4, %11
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = load ptr, ptr %9, align 8, !tbaa !14
  %24 = getelementptr inbounds i64, ptr %23, i64 %11
  %25 = load i64, ptr %24, align 8, !tbaa !16
  br label %26

26:                                               ; preds = %19, %22
  %27 = phi i64 [ %25, %22 ], [ 0, %19 ]
  %28 = zext i64 %20 to i128
  %29 = zext i64 %27 to i128
  %30 = zext nneg i64 %13 to i128
  %31 = add nuw nsw i128 %30, %29
  %32 = sub nsw i128 %28, %31
  %33 = lshr i128 %32, 64
  %34 = trunc nuw i128 %33 to i64
  %35 = and i64 %34, 1
  %36 = zext nneg i64 %12 to i128
  %37 = add nuw nsw i128 %28, %36
  %38 = sub nsw i128 %29, %37
  %39 = lshr i128 %38, 64
  %40 = trunc nuw i128 %39 to i64
  %41 = and i64 %40, 1
  %42 = add nuw i64 %11, 1
  %43 = icmp eq i64 %42, %5
  br i1 %43, label %44, label %10, !llvm.loop !67

44:                                               ; preds = %26
  %45 = trunc nuw nsw i64 %41 to i32
  %46 = trunc nuw nsw i64 %35 to i32
  %47 = sub nsw i32 %45, %46
  br label %48

48:                                               ; preds = %44, %2
  %49 = phi i32 [ 0, %2 ], [ %47, %44 ]
  ret i32 %49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_get_bit(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #15 {
  %3 = lshr i64 %1, 6
  %4 = load i64, ptr %0, align 8, !tbaa !10
  %5 = icmp ult i64 %3, %4
  br i1 %5, label %6, label %15

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = getelementptr inbounds i64, ptr %8, i64 %3
  %10 = load i64, ptr %9, align 8, !tbaa !16
  %11 = and i64 %1, 63
  %12 = lshr i64 %10, %11
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 1
  br label %15

15:                                               ; preds = %2, %6
  %16 = phi i32 [ %14, %6 ], [ 0, %2 ]
  ret i32 %16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_add(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %48, label %9

9:                                                ; preds = %3
  %10 = load i64, ptr %0, align 8, !tbaa !10
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %48, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !14
  br label %17

17:                                               ; preds = %12, %34
  %18 = phi i64 [ 0, %12 ], [ %45, %34 ]
  %19 = phi i64 [ 0, %12 ], [ %42, %34 ]
  %20 = load i64, ptr %1, align 8, !tbaa !10
  %21 = icmp ugt i64 %20, %18
  br i1 %21, label %22, label %26

22:                                               ; preds = %17
  %23 = load ptr, ptr %13, align 8, !tbaa !14
  %24 = getelementptr inbounds i64, ptr %23, i64 %18
  %25 = load i64, ptr %24, align 8, !tbaa !16
  br label %26

26:                                               ; preds = %17, %22
  %27 = phi i64 [ %25, %22 ], [ 0, %17 ]
  %28 = load i64, ptr %2, align 8, !tbaa !10
  %29 = icmp ugt i64 %28, %18
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = load ptr, ptr %14, align 8, !tbaa !14
  %32 = getelementptr inbounds i64, ptr %31, i64 %18
  %33 = load i64, ptr %32, align 8, !tbaa !16
  br label %34

34:                                               ; preds = %26, %30
  %35 = phi i64 [ %33, %30 ], [ 0, %26 ]
  %36 = zext i64 %27 to i128
  %37 = zext i64 %35 to i128
  %38 = zext nneg i64 %19 to i128
  %39 = add nuw nsw i128 %36, %38
  %40 = add nuw nsw i128 %39, %37
  %41 = lshr i128 %40, 64
  %42 = trunc nuw nsw i128 %41 to i64
  %43 = trunc i128 %40 to i64
  %44 = getelementptr inbounds i64, ptr %16, i64 %18
  store i64 %43, ptr %44, align 8, !tbaa !16
  %45 = add nuw i64 %18, 1
  %46 = load i64, ptr %0, align 8, !tbaa !10
  %47 = icmp ult i64 %45, %46
  br i1 %47, label %17, label %48, !llvm.loop !68

48:                                               ; preds = %34, %9, %3
  %49 = phi i32 [ 1, %3 ], [ 0, %9 ], [ 0, %34 ]
  ret i32 %49
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_sub(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %59, label %9

9:                                                ; preds = %3
  %10 = load i64, ptr %1, align 8, !tbaa !10
  %11 = load i64, ptr %2, align 8, !tbaa !10
  %12 = tail call i64 @llvm.umax.i64(i64 %10, i64 %11)
  %13 = load i64, ptr %0, align 8, !tbaa !10
  %14 = tail call i64 @llvm.umax.i64(i64 %12, i64 %13)
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %59, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  br label %20

20:                                               ; preds = %16, %53
  %21 = phi i64 [ 0, %16 ], [ %54, %53 ]
  %22 = phi i64 [ 0, %16 ], [ %46, %53 ]
  %23 = load i64, ptr %1, align 8, !tbaa !10
  %24 = icmp ugt i64 %23, %21
  br i1 %24, label %25, label %29

25:                                               ; preds = %20
  %26 = load ptr, ptr %17, align 8, !tbaa !14
  %27 = getelementptr inbounds i64, ptr %26, i64 %21
  %28 = load i64, ptr %27, align 8, !tbaa !16
  br label %29

29:                                               ; preds = %20, %25
  %30 = phi i64 [ %28, %25 ], [ 0, %20 ]
  %31 = load i64, ptr %2, align 8, !tbaa !10
  %32 = icmp ugt i64 %31, %21
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load ptr, ptr %18, align 8, !tbaa !14
  %35 = getelementptr inbounds i64, ptr %34, i64 %21
  %36 = load i64, ptr %35, align 8, !tbaa !16
  br label %37

37:                                               ; preds = %29, %33
  %38 = phi i64 [ %36, %33 ], [ 0, %29 ]
  %39 = zext i64 %30 to i128
  %40 = zext i64 %38 to i128
  %41 = zext nneg i64 %22 to i128
  %42 = add nuw nsw i128 %41, %40
  %43 = sub nsw i128 %39, %42
  %44 = lshr i128 %43, 64
  %45 = trunc nuw i128 %44 to i64
  %46 = and i64 %45, 1
  %47 = load i64, ptr %0, align 8, !tbaa !10
  %48 = icmp ult i64 %21, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %37
  %50 = trunc i128 %43 to i64
  %51 = load ptr, ptr %19, align 8, !tbaa !14
  %52 = getelementptr inbounds i64, ptr %51, i64 %21
  store i64 %50, ptr %52, align 8, !tbaa !16
  br label %53

53:                                               ; preds = %49, %37
  %54 = add nuw i64 %21, 1
  %55 = icmp eq i64 %54, %14
  br i1 %55, label %56, label %20, !llvm.loop !69

56:                                               ; preds = %53
  %57 = icmp eq i64 %46, 0
  %58 = select i1 %57, i32 0, i32 14
  br label %59

59:                                               ; preds = %9, %56, %3
  %60 = phi i32 [ 1, %3 ], [ 0, %9 ], [ %58, %56 ]
  ret i32 %60
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_mul(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %79, label %9

9:                                                ; preds = %3
  %10 = icmp eq ptr %0, %1
  %11 = icmp eq ptr %0, %2
  %12 = or i1 %10, %11
  br i1 %12, label %79, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = load i64, ptr %0, align 8, !tbaa !10
  %17 = shl i64 %16, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 %17, i1 false)
  %18 = load i64, ptr %1, align 8, !tbaa !10
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %79, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  br label %23

23:                                               ; preds = %20, %75
  %24 = phi i64 [ 0, %20 ], [ %76, %75 ]
  %25 = load i64, ptr %0, align 8, !tbaa !10
  %26 = icmp ult i64 %24, %25
  br i1 %26, label %27, label %79

27:                                               ; preds = %23
  %28 = load i64, ptr %2, align 8, !tbaa !10
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %66, label %30

30:                                               ; preds = %27
  %31 = load i64, ptr %0, align 8, !tbaa !10
  %32 = icmp ult i64 %24, %31
  br i1 %32, label %33, label %66

33:                                               ; preds = %30
  %34 = load ptr, ptr %21, align 8, !tbaa !14
  %35 = getelementptr inbounds i64, ptr %34, i64 %24
  %36 = load ptr, ptr %22, align 8, !tbaa !14
  %37 = load ptr, ptr %14, align 8, !tbaa !14
  %38 = getelementptr i64, ptr %37, i64 %24
  br label %43

39:                                               ; preds = %43
  %40 = add nuw i64 %61, %24
  %41 = load i64, ptr %0, align 8, !tbaa !10
  %42 = icmp ult i64 %40, %41
  br i1 %42, label %43, label %66, !llvm.loop !70

43:                                               ; preds = %33, %39
  %44 = phi i64 [ %59, %39 ], [ 0, %33 ]
  %45 = phi i64 [ %61, %39 ], [ 0, %33 ]
  %46 = load i64, ptr %35, align 8, !tbaa !16
  %47 = getelementptr inbounds i64, ptr %36, i64 %45
  %48 = load i64, ptr %47, align 8, !tbaa !16
  %49 = getelementptr i64, ptr %38, i64 %45
  %50 = load i64, ptr %49, align 8, !tbaa !16
  %51 = zext i64 %46 to i128
  %52 = zext i64 %48 to i128
  %53 = mul nuw i128 %52, %51
  %54 = zext i64 %50 to i128
  %55 = zext i64 %44 to i128
  %56 = add nuw i128 %53, %55
  %57 = add nuw i128 %56, %54
  %58 = lshr i128 %57, 64
  %59 = trunc nuw i128 %58 to i64
  %60 = trunc i128 %57 to i64
  store i64 %60, ptr %49, align 8, !tbaa !16
  %61 = add nuw i64 %45, 1
  %62 = load i64, ptr %2, align 8, !tbaa !10
  %63 = icmp ult i64 %61, %62
  br i1 %63, label %39, label %64, !llvm.loop !70

64:                                               ; preds = %43
  %65 = load i64, ptr %0, align 8, !tbaa !10
  br label %66

66:                                               ; preds = %39, %30, %64, %27
  %67 = phi i64 [ %25, %27 ], [ %65, %64 ], [ %31, %30 ], [ %41, %39 ]
  %68 = phi i64 [ 0, %27 ], [ %59, %64 ], [ 0, %30 ], [ %59, %39 ]
  %69 = phi i64 [ 0, %27 ], [ %62, %64 ], [ %28, %30 ], [ %62, %39 ]
  %70 = add i64 %69, %24
  %71 = icmp ult i64 %70, %67
  br i1 %71, label %72, label %75

72:                                               ; preds = %66
  %73 = load ptr, ptr %14, align 8, !tbaa !14
  %74 = getelementptr inbounds i64, ptr %73, i64 %70
  store i64 %68, ptr %74, align 8, !tbaa !16
  br label %75

75:                                               ; preds = %72, %66
  %76 = add nuw i64 %24, 1
  %77 = load i64, ptr %1, align 8, !tbaa !10
  %78 = icmp ult i64 %76, %77
  br i1 %78, label %23, label %79, !llvm.loop !71

79:                                               ; preds = %75, %23, %13, %9, %3
  %80 = phi i32 [ 1, %3 ], [ 14, %9 ], [ 0, %13 ], [ 0, %23 ], [ 0, %75 ]
  ret i32 %80
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_muladd(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readonly %3) local_unnamed_addr #6 {
  %5 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %6 = insertelement <4 x ptr> %5, ptr %2, i64 1
  %7 = insertelement <4 x ptr> %6, ptr %3, i64 2
  %8 = insertelement <4 x ptr> %7, ptr %1, i64 3
  %9 = icmp eq <4 x ptr> %8, zeroinitializer
  %10 = bitcast <4 x i1> %9 to i4
  %11 = icmp eq i4 %10, 0
  br i1 %11, label %12, label %132

12:                                               ; preds = %4
  %13 = icmp eq ptr %0, %2
  %14 = icmp eq ptr %0, %3
  %15 = or i1 %13, %14
  br i1 %15, label %132, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !14
  %19 = load i64, ptr %0, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !14
  %22 = load i64, ptr %1, align 8, !tbaa !10
  %23 = icmp eq i64 %19, 0
  br i1 %23, label %61, label %24

24:                                               ; preds = %16
  %25 = and i64 %19, 1
  %26 = icmp eq i64 %19, 1
  br i1 %26, label %50, label %27

27:                                               ; preds = %24
  %28 = and i64 %19, -2
  br label %29

29:                                               ; preds = %44, %27
  %30 = phi i64 [ 0, %27 ], [ %47, %44 ]
  %31 = phi i64 [ 0, %27 ], [ %48, %44 ]
  %32 = icmp ult i64 %30, %22
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = getelementptr inbounds i64, ptr %21, i64 %30
  %35 = load i64, ptr %34, align 8, !tbaa !16
  br label %36

36:                                               ; preds = %33, %29
  %37 = phi i64 [ %35, %33 ], [ 0, %29 ]
  %38 = getelementptr inbounds i64, ptr %18, i64 %30
  store i64 %37, ptr %38, align 8, !tbaa !16
  %39 = or disjoint i64 %30, 1
  %40 = icmp ult i64 %39, %22
  br i1 %40, label %41, label %44

41:                                               ; preds = %36
  %42 = getelementptr inbounds i64, ptr %21, i64 %39
  %43 = load i64, ptr %42, align 8, !tbaa !16
  br label %44

44:                                               ; preds = %41, %36
  %45 = phi i64 [ %43, %41 ], [ 0, %36 ]
  %46 = getelementptr inbounds i64, ptr %18, i64 %39
  store i64 %45, ptr %46, align 8, !tbaa !16
  %47 = add nuw i64 %30, 2
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %28
  br i1 %49, label %50, label %29, !llvm.loop !17

50:                                               ; preds = %44, %24
  %51 = phi i64 [ 0, %24 ], [ %47, %44 ]
  %52 = icmp eq i64 %25, 0
  br i1 %52, label %61, label %53

53:                                               ; preds = %50
  %54 = icmp ult i64 %51, %22
  br i1 %54, label %55, label %58

55:                                               ; preds = %53
  %56 = getelementptr inbounds i64, ptr %21, i64 %51
  %57 = load i64, ptr %56, align 8, !tbaa !16
  br label %58

58:                                               ; preds = %55, %53
  %59 = phi i64 [ %57, %55 ], [ 0, %53 ]
  %60 = getelementptr inbounds i64, ptr %18, i64 %51
  store i64 %59, ptr %60, align 8, !tbaa !16
  br label %61

61:                                               ; preds = %58, %50, %16
  %62 = load i64, ptr %2, align 8, !tbaa !10
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %132, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %2, i64 8
  %66 = getelementptr inbounds i8, ptr %3, i64 8
  %67 = load i64, ptr %0, align 8, !tbaa !10
  br label %68

68:                                               ; preds = %64, %127
  %69 = phi i64 [ %67, %64 ], [ %128, %127 ]
  %70 = phi i64 [ 0, %64 ], [ %129, %127 ]
  %71 = icmp ult i64 %70, %69
  br i1 %71, label %72, label %132

72:                                               ; preds = %68
  %73 = load i64, ptr %3, align 8, !tbaa !10
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %110, label %75

75:                                               ; preds = %72
  %76 = load i64, ptr %0, align 8, !tbaa !10
  %77 = icmp ult i64 %70, %76
  br i1 %77, label %78, label %110

78:                                               ; preds = %75
  %79 = load ptr, ptr %65, align 8, !tbaa !14
  %80 = getelementptr inbounds i64, ptr %79, i64 %70
  %81 = load ptr, ptr %66, align 8, !tbaa !14
  %82 = getelementptr i64, ptr %18, i64 %70
  br label %87

83:                                               ; preds = %87
  %84 = add nuw i64 %105, %70
  %85 = load i64, ptr %0, align 8, !tbaa !10
  %86 = icmp ult i64 %84, %85
  br i1 %86, label %87, label %110, !llvm.loop !72

87:                                               ; preds = %78, %83
  %88 = phi i64 [ %103, %83 ], [ 0, %78 ]
  %89 = phi i64 [ %105, %83 ], [ 0, %78 ]
  %90 = load i64, ptr %80, align 8, !tbaa !16
  %91 = getelementptr inbounds i64, ptr %81, i64 %89
  %92 = load i64, ptr %91, align 8, !tbaa !16
  %93 = getelementptr i64, ptr %82, i64 %89
  %94 = load i64, ptr %93, align 8, !tbaa !16
  %95 = zext i64 %90 to i128
  %96 = zext i64 %92 to i128
  %97 = mul nuw i128 %96, %95
  %98 = zext i64 %94 to i128
  %99 = zext i64 %88 to i128
  %100 = add nuw i128 %97, %99
  %101 = add nuw i128 %100, %98
  %102 = lshr i128 %101, 64
  %103 = trunc nuw i128 %102 to i64
  %104 = trunc i128 %101 to i64
  store i64 %104, ptr %93, align 8, !tbaa !16
  %105 = add nuw i64 %89, 1
  %106 = load i64, ptr %3, align 8, !tbaa !10
  %107 = icmp ult i64 %105, %106
  br i1 %107, label %83, label %108, !llvm.loop !72

108:                                              ; preds = %87
  %109 = load i64, ptr %0, align 8, !tbaa !10
  br label %110

110:                                              ; preds = %83, %75, %108, %72
  %111 = phi i64 [ %69, %72 ], [ %109, %108 ], [ %76, %75 ], [ %85, %83 ]
  %112 = phi i64 [ 0, %72 ], [ %103, %108 ], [ 0, %75 ], [ %103, %83 ]
  %113 = phi i64 [ 0, %72 ], [ %106, %108 ], [ %73, %75 ], [ %106, %83 ]
  %114 = add i64 %113, %70
  %115 = icmp ult i64 %114, %111
  br i1 %115, label %116, label %127

116:                                              ; preds = %110, %116
  %117 = phi i64 [ %124, %116 ], [ %114, %110 ]
  %118 = phi i64 [ %123, %116 ], [ %112, %110 ]
  %119 = getelementptr inbounds i64, ptr %18, i64 %117
  %120 = load i64, ptr %119, align 8, !tbaa !16
  %121 = add i64 %120, %118
  %122 = icmp ult i64 %121, %120
  %123 = zext i1 %122 to i64
  store i64 %121, ptr %119, align 8, !tbaa !16
  %124 = add nuw i64 %117, 1
  %125 = load i64, ptr %0, align 8, !tbaa !10
  %126 = icmp ult i64 %124, %125
  br i1 %126, label %116, label %127, !llvm.loop !73

127:                                              ; preds = %116, %110
  %128 = phi i64 [ %111, %110 ], [ %125, %116 ]
  %129 = add nuw i64 %70, 1
  %130 = load i64, ptr %2, align 8, !tbaa !10
  %131 = icmp ult i64 %129, %130
  br i1 %131, label %68, label %132, !llvm.loop !74

132:                                              ; preds = %127, %68, %61, %12, %4
  %133 = phi i32 [ 1, %4 ], [ 14, %12 ], [ 0, %61 ], [ 0, %68 ], [ 0, %127 ]
  ret i32 %133
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_and(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %40, label %9

9:                                                ; preds = %3
  %10 = load i64, ptr %0, align 8, !tbaa !10
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %40, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !14
  br label %17

17:                                               ; preds = %12, %33
  %18 = phi i64 [ 0, %12 ], [ %37, %33 ]
  %19 = load i64, ptr %1, align 8, !tbaa !10
  %20 = icmp ugt i64 %19, %18
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load ptr, ptr %13, align 8, !tbaa !14
  %23 = getelementptr inbounds i64, ptr %22, i64 %18
  %24 = load i64, ptr %23, align 8, !tbaa !16
  br label %25

25:                                               ; preds = %17, %21
  %26 = phi i64 [ %24, %21 ], [ 0, %17 ]
  %27 = load i64, ptr %2, align 8, !tbaa !10
  %28 = icmp ugt i64 %27, %18
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = load ptr, ptr %14, align 8, !tbaa !14
  %31 = getelementptr inbounds i64, ptr %30, i64 %18
  %32 = load i64, ptr %31, align 8, !tbaa !16
  br label %33

33:                                               ; preds = %25, %29
  %34 = phi i64 [ %32, %29 ], [ 0, %25 ]
  %35 = and i64 %34, %26
  %36 = getelementptr inbounds i64, ptr %16, i64 %18
  store i64 %35, ptr %36, align 8, !tbaa !16
  %37 = add nuw i64 %18, 1
  %38 = load i64, ptr %0, align 8, !tbaa !10
  %39 = icmp ult i64 %37, %38
  br i1 %39, label %17, label %40, !llvm.loop !75

40:                                               ; preds = %33, %9, %3
  %41 = phi i32 [ 1, %3 ], [ 0, %9 ], [ 0, %33 ]
  ret i32 %41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @nat_or(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp eq ptr %2, null
  %8 = or i1 %6, %7
  br i1 %8, label %40, label %9

9:                                                ; preds = %3
  %10 = load i64, ptr %0, align 8, !tbaa !10
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %40, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !14
  br label %17

17:                                               ; preds = %12, %33
  %18 = phi i64 [ 0, %12 ], [ %37, %33 ]
  %19 = load i64, ptr %1, align 8, !tbaa !10
  %20 = icmp ugt i64 %19, %18
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load ptr, ptr %13, align 8, !tbaa !14
  %23 = getelementptr inbounds i64, ptr %22, i64 %18
  %24 = load i64, ptr %23, align 8, !tbaa !16
  br label %25

25:                                               ; preds = %17, %21
  %26 = phi i64 [ %24, %21 ], [ 0, %17 ]
  %27 = load i64, ptr %2, align 8, !tbaa !10
  %28 = icmp ugt i64 %27, %18
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = load ptr, ptr %14, align 8, !tbaa !14
  %31 = getelementptr inbounds i64, ptr %30, i64 %18
  %32 = load i64, ptr %31, align 8, !tbaa !16
  br label %33

33:                                               ; preds = %25, %29
  %34 = phi i64 [ %32, %29 ], [ 0, %25 ]
  %35 = or i64 %34, %26
  %36 = getelementptr inbounds i64, ptr %16, i64 %18
  store i64 %35, ptr %36, align 8, !tbaa !16
  %37 = add nuw i64 %18, 1
  %38 = load i64, ptr %0, align 8, !tbaa !10
  %39 = icmp ult i64 %37, %38
  br i1 %39, label %17, label %40, !llvm.loop !76

40:                                               ; preds = %33, %9, %3
  %41 = phi i32 [ 1, %3 ], [ 0, %9 ], [ 0, %33 ]
  ret i32 %41
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_shl(ptr noundef readonly %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %53, label %7

7:                                                ; preds = %3
  %8 = icmp eq ptr %0, %1
  br i1 %8, label %53, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = load i64, ptr %0, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = load i64, ptr %1, align 8, !tbaa !10
  %16 = lshr i64 %2, 6
  %17 = icmp eq i64 %12, 0
  br i1 %17, label %53, label %18

18:                                               ; preds = %9
  %19 = trunc i64 %2 to i32
  %20 = and i32 %19, 63
  %21 = xor i64 %16, -1
  %22 = icmp eq i32 %20, 0
  %23 = and i64 %2, 63
  %24 = sub nuw nsw i32 64, %20
  %25 = zext nneg i32 %24 to i64
  br label %26

26:                                               ; preds = %44, %18
  %27 = phi i64 [ 0, %18 ], [ %51, %44 ]
  %28 = icmp ult i64 %27, %16
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  %30 = sub i64 %27, %16
  %31 = icmp ult i64 %30, %15
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = getelementptr inbounds i64, ptr %14, i64 %30
  %34 = load i64, ptr %33, align 8, !tbaa !16
  br label %35

35:                                               ; preds = %32, %29, %26
  %36 = phi i64 [ %34, %32 ], [ 0, %29 ], [ 0, %26 ]
  %37 = icmp ugt i64 %27, %16
  br i1 %37, label %38, label %44

38:                                               ; preds = %35
  %39 = add i64 %27, %21
  %40 = icmp ult i64 %39, %15
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = getelementptr inbounds i64, ptr %14, i64 %39
  %43 = load i64, ptr %42, align 8, !tbaa !16
  br label %44

44:                                               ; preds = %41, %38, %35
  %45 = phi i64 [ %43, %41 ], [ 0, %38 ], [ 0, %35 ]
  %46 = shl i64 %36, %23
  %47 = lshr i64 %45, %25
  %48 = or i64 %47, %46
  %49 = select i1 %22, i64 %36, i64 %48
  %50 = getelementptr inbounds i64, ptr %11, i64 %27
  store i64 %49, ptr %50, align 8, !tbaa !16
  %51 = add nuw i64 %27, 1
  %52 = icmp eq i64 %51, %12
  br i1 %52, label %53, label %26, !llvm.loop !51

53:                                               ; preds = %44, %9, %7, %3
  %54 = phi i32 [ 1, %3 ], [ 14, %7 ], [ 0, %9 ], [ 0, %44 ]
  ret i32 %54
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 15) i32 @nat_shr(ptr noundef readonly %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %56, label %7

7:                                                ; preds = %3
  %8 = icmp eq ptr %0, %1
  br i1 %8, label %56, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = load i64, ptr %0, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = lshr i64 %2, 6
  %16 = getelementptr i64, ptr %14, i64 %15
  %17 = getelementptr i8, ptr %16, i64 8
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %56, label %19

19:                                               ; preds = %9
  %20 = load i64, ptr %1, align 8, !tbaa !10
  %21 = trunc i64 %2 to i32
  %22 = and i32 %21, 63
  %23 = icmp ult i64 %15, %20
  %24 = sub i64 %20, %15
  %25 = add nuw nsw i64 %15, 1
  %26 = icmp ult i64 %25, %20
  %27 = xor i64 %15, -1
  %28 = add i64 %20, %27
  %29 = icmp eq i32 %22, 0
  %30 = and i64 %2, 63
  %31 = sub nuw nsw i32 64, %22
  %32 = zext nneg i32 %31 to i64
  br label %33

33:                                               ; preds = %47, %19
  %34 = phi i64 [ 0, %19 ], [ %54, %47 ]
  %35 = icmp ult i64 %34, %24
  %36 = and i1 %23, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  %38 = getelementptr i64, ptr %16, i64 %34
  %39 = load i64, ptr %38, align 8, !tbaa !16
  br label %40

40:                                               ; preds = %37, %33
  %41 = phi i64 [ %39, %37 ], [ 0, %33 ]
  %42 = icmp ult i64 %34, %28
  %43 = and i1 %26, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %40
  %45 = getelementptr i64, ptr %17, i64 %34
  %46 = load i64, ptr %45, align 8, !tbaa !16
  br label %47

47:                                               ; preds = %44, %40
  %48 = phi i64 [ %46, %44 ], [ 0, %40 ]
  %49 = lshr i64 %41, %30
  %50 = shl i64 %48, %32
  %51 = or i64 %50, %49
  %52 = select i1 %29, i64 %41, i64 %51
  %53 = getelementptr inbounds i64, ptr %11, i64 %34
  store i64 %52, ptr %53, align 8, !tbaa !16
  %54 = add nuw i64 %34, 1
  %55 = icmp eq i64 %54, %12
  br i1 %55, label %56, label %33, !llvm.loop !42

56:                                               ; preds = %47, %9, %7, %3
  %57 = phi i32 [ 1, %3 ], [ 14, %7 ], [ 0, %9 ], [ 0, %47 ]
  ret i32 %57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>) #16

attributes #0 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind allocsize(0,1) }
attributes #18 = { nounwind }
attributes #19 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0, !13, i64 8}
!12 = !{!"long", !6, i64 0}
!13 = !{!"any pointer", !6, i64 0}
!14 = !{!11, !13, i64 8}
!15 = !{!13, !13, i64 0}
!16 = !{!12, !12, i64 0}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !9, !20, !19}
!22 = distinct !{!22, !9, !19, !20}
!23 = distinct !{!23, !9, !20, !19}
!24 = distinct !{!24, !9}
!25 = !{i64 423899}
!26 = distinct !{!26, !9, !19, !20}
!27 = distinct !{!27, !9, !19}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !9, !19, !20}
!34 = distinct !{!34, !9, !19}
!35 = distinct !{!35, !9}
!36 = distinct !{!36, !9}
!37 = distinct !{!37, !9}
!38 = distinct !{!38, !9}
!39 = distinct !{!39, !9}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = distinct !{!42, !9}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !9, !19, !20}
!49 = distinct !{!49, !9, !19}
!50 = distinct !{!50, !9}
!51 = distinct !{!51, !9}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = distinct !{!57, !9, !19, !20}
!58 = distinct !{!58, !9, !19}
!59 = distinct !{!59, !9}
!60 = distinct !{!60, !9}
!61 = distinct !{!61, !9}
!62 = distinct !{!62, !9}
!63 = distinct !{!63, !9}
!64 = distinct !{!64, !9}
!65 = distinct !{!65, !9, !19, !20}
!66 = distinct !{!66, !9, !20, !19}
!67 = distinct !{!67, !9}
!68 = distinct !{!68, !9}
!69 = distinct !{!69, !9}
!70 = distinct !{!70, !9}
!71 = distinct !{!71, !9}
!72 = distinct !{!72, !9}
!73 = distinct !{!73, !9}
!74 = distinct !{!74, !9}
!75 = distinct !{!75, !9}
!76 = distinct !{!76, !9}
