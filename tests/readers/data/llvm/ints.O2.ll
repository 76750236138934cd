; ModuleID = 'ints.c'
source_filename = "ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16
@counter = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @fnv1a(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 3
  %6 = icmp ult i64 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -4
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi i32 [ poison, %4 ], [ %54, %28 ]
  %11 = phi i64 [ 0, %4 ], [ %55, %28 ]
  %12 = phi i32 [ -2128831035, %4 ], [ %54, %28 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %23, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %22, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %24, %14 ], [ 0, %9 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 %15
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = zext i8 %19 to i32
  %21 = xor i32 %16, %20
  %22 = mul i32 %21, 16777619
  %23 = add nuw i64 %15, 1
  %24 = add i64 %17, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !8

26:                                               ; preds = %9, %14, %2
  %27 = phi i32 [ -2128831035, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret i32 %27

28:                                               ; preds = %28, %7
  %29 = phi i64 [ 0, %7 ], [ %55, %28 ]
  %30 = phi i32 [ -2128831035, %7 ], [ %54, %28 ]
  %31 = phi i64 [ 0, %7 ], [ %56, %28 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 %29
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = xor i32 %30, %34
  %36 = mul i32 %35, 16777619
  %37 = or disjoint i64 %29, 1
  %38 = getelementptr inbounds i8, ptr %0, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = xor i32 %36, %40
  %42 = mul i32 %41, 16777619
  %43 = or disjoint i64 %29, 2
  %44 = getelementptr inbounds i8, ptr %0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = zext i8 %45 to i32
  %47 = xor i32 %42, %46
  %48 = mul i32 %47, 16777619
  %49 = or disjoint i64 %29, 3
  %50 = getelementptr inbounds i8, ptr %0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = xor i32 %48, %52
  %54 = mul i32 %53, 16777619
  %55 = add nuw i64 %29, 4
  %56 = add i64 %31, 4
  %57 = icmp eq i64 %56, %8
  br i1 %57, label %9, label %28, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @mix64(i64 noundef %0) local_unnamed_addr #1 {
  %2 = lshr i64 %0, 33
  %3 = xor i64 %2, %0
  %4 = mul i64 %3, -49064778989728563
  %5 = lshr i64 %4, 33
  %6 = xor i64 %5, %4
  %7 = mul i64 %6, -4265267296055464877
  %8 = lshr i64 %7, 33
  %9 = xor i64 %8, %7
  ret i64 %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @popcount_nibbles(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %11, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 15
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [16 x i8], ptr @table, i64 0, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !5
  %10 = zext i8 %9 to i32
  %11 = add i32 %4, %10
  %12 = lshr i32 %5, 4
  %13 = icmp ult i32 %5, 16
  br i1 %13, label %14, label %3, !llvm.loop !12

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %11, %3 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 33) i32 @leading(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i32 0, 64) i32 @trailing(i64 noundef %0) local_unnamed_addr #1 {
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @swap(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @rotl(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @imin(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @umax(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @iabs(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp slt i32 %0, %1
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2)
  %6 = select i1 %4, i32 %1, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @checked_add(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #4 {
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @checked_mul(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = select i1 %4, i32 -1, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @classify(i32 noundef %0) local_unnamed_addr #5 {
  switch i32 %0, label %8 [
    i32 0, label %9
    i32 1, label %3
    i32 2, label %4
    i32 7, label %5
    i32 100, label %2
  ]

2:                                                ; preds = %1
  br label %9

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  br label %9

5:                                                ; preds = %1
  %6 = load i32, ptr @counter, align 4, !tbaa !13
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @counter, align 4, !tbaa !13
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %2, %1, %8, %5, %4, %3
  %10 = phi i32 [ -1, %8 ], [ 40, %5 ], [ 35, %4 ], [ 20, %3 ], [ 10, %1 ], [ -49524601, %2 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #8
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, ptr @sub, ptr @add
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef %2) #8
  %7 = tail call i32 %5(i32 noundef %2, i32 noundef %1) #8, !callees !15
  %8 = add nsw i32 %7, %6
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_array(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %30, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %30 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %30 ]
  br label %36

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %28, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %26, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %27, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !13
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !13
  %20 = mul <4 x i32> %18, <i32 3, i32 3, i32 3, i32 3>
  %21 = mul <4 x i32> %19, <i32 3, i32 3, i32 3, i32 3>
  %22 = lshr <4 x i32> %18, <i32 2, i32 2, i32 2, i32 2>
  %23 = lshr <4 x i32> %19, <i32 2, i32 2, i32 2, i32 2>
  %24 = add <4 x i32> %22, %14
  %25 = add <4 x i32> %23, %15
  %26 = add <4 x i32> %24, %20
  %27 = add <4 x i32> %25, %21
  %28 = add nuw i64 %13, 8
  %29 = icmp eq i64 %28, %11
  br i1 %29, label %30, label %12, !llvm.loop !16

30:                                               ; preds = %12
  %31 = add <4 x i32> %27, %26
  %32 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %31)
  %33 = icmp eq i64 %11, %5
  br i1 %33, label %34, label %7

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ 0, %2 ], [ %32, %30 ], [ %44, %36 ]
  ret i32 %35

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %45, %36 ], [ %8, %7 ]
  %38 = phi i32 [ %44, %36 ], [ %9, %7 ]
  %39 = getelementptr inbounds i32, ptr %0, i64 %37
  %40 = load i32, ptr %39, align 4, !tbaa !13
  %41 = mul i32 %40, 3
  %42 = lshr i32 %40, 2
  %43 = add i32 %42, %38
  %44 = add i32 %43, %41
  %45 = add nuw nsw i64 %37, 1
  %46 = icmp eq i64 %45, %5
  br i1 %46, label %34, label %36, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i1 @is_pow2(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0)
  %5 = icmp ult i32 %4, 2
  br label %6

6:                                                ; preds = %3, %1
  %7 = phi i1 [ false, %1 ], [ %5, %3 ]
  ret i1 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i8 @sat_add8(i8 noundef zeroext %0, i8 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = zext i8 %0 to i32
  %4 = zext i8 %1 to i32
  %5 = add nuw nsw i32 %4, %3
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 255)
  %7 = trunc nuw i32 %6 to i8
  ret i8 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @sdiv_exact(i32 noundef returned %0) local_unnamed_addr #1 {
  ret i32 %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef signext i16 @narrow(i64 noundef %0) local_unnamed_addr #1 {
  %2 = lshr i64 %0, 3
  %3 = trunc i64 %2 to i16
  ret i16 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -2147483648, 6442450943) i64 @widen(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = add nsw i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 4096) i32 @bits(i32 noundef %0) local_unnamed_addr #1 {
  %2 = and i32 %0, 240
  %3 = lshr i32 %0, 8
  %4 = and i32 %3, 15
  %5 = or disjoint i32 %4, %2
  %6 = shl i32 %0, 4
  %7 = and i32 %6, 3840
  %8 = or disjoint i32 %5, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @byte_less(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = and i32 %0, 255
  %4 = and i32 %1, 255
  %5 = icmp ult i32 %3, %4
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -268435455, 268435456) i32 @masked_ge(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = lshr i32 %0, 4
  %4 = lshr i32 %1, 4
  %5 = icmp ult i32 %3, %4
  %6 = sub nsw i32 %3, %4
  %7 = sub nsw i32 %4, %3
  %8 = select i1 %5, i32 %7, i32 %6
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @loop_sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 999)
  %7 = add nuw nsw i32 %6, 1
  %8 = zext nneg i32 %7 to i64
  %9 = icmp ult i32 %1, 8
  br i1 %9, label %10, label %13

10:                                               ; preds = %31, %4
  %11 = phi i64 [ 0, %4 ], [ %14, %31 ]
  %12 = phi i32 [ 0, %4 ], [ %33, %31 ]
  br label %37

13:                                               ; preds = %4
  %14 = and i64 %8, 2040
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %29, %15 ]
  %17 = phi <4 x i32> [ zeroinitializer, %13 ], [ %27, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %13 ], [ %28, %15 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  %21 = load <4 x i8>, ptr %19, align 1, !tbaa !5
  %22 = load <4 x i8>, ptr %20, align 1, !tbaa !5
  %23 = icmp ugt <4 x i8> %21, <i8 100, i8 100, i8 100, i8 100>
  %24 = icmp ugt <4 x i8> %22, <i8 100, i8 100, i8 100, i8 100>
  %25 = zext <4 x i1> %23 to <4 x i32>
  %26 = zext <4 x i1> %24 to <4 x i32>
  %27 = add <4 x i32> %17, %25
  %28 = add <4 x i32> %18, %26
  %29 = add nuw i64 %16, 8
  %30 = icmp eq i64 %29, %14
  br i1 %30, label %31, label %15, !llvm.loop !20

31:                                               ; preds = %15
  %32 = add <4 x i32> %28, %27
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = icmp eq i64 %14, %8
  br i1 %34, label %35, label %10

35:                                               ; preds = %37, %31, %2
  %36 = phi i32 [ 0, %2 ], [ %33, %31 ], [ %44, %37 ]
  ret i32 %36

37:                                               ; preds = %10, %37
  %38 = phi i64 [ %45, %37 ], [ %11, %10 ]
  %39 = phi i32 [ %44, %37 ], [ %12, %10 ]
  %40 = getelementptr inbounds i8, ptr %0, i64 %38
  %41 = load i8, ptr %40, align 1, !tbaa !5
  %42 = icmp ugt i8 %41, 100
  %43 = zext i1 %42 to i32
  %44 = add nuw nsw i32 %39, %43
  %45 = add nuw nsw i64 %38, 1
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %35, label %37, !llvm.loop !21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = !{ptr @add, ptr @sub}
!16 = distinct !{!16, !11, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !11, !18, !17}
!20 = distinct !{!20, !11, !17, !18}
!21 = distinct !{!21, !11, !18, !17}
