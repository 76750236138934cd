; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@computed.targets = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@computed, %6), ptr blockaddress(@computed, %8), ptr blockaddress(@computed, %10)], align 16
@shared = dso_local local_unnamed_addr global i32 0, align 4
@flags = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @asm_goto(i32 noundef %0) local_unnamed_addr #0 {
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #11
          to label %3 [label %2], !srcloc !5

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 1, %2 ], [ 0, %1 ]
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @computed(i32 noundef %0) #1 {
  %2 = and i32 %0, 1
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @computed.targets, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  indirectbr ptr %5, [label %6, label %8, label %10]

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  br label %12

8:                                                ; preds = %1
  %9 = shl nsw i32 %0, 1
  br label %12

10:                                               ; preds = %1
  %11 = add nsw i32 %0, -7
  br label %12

12:                                               ; preds = %10, %8, %6
  %13 = phi i32 [ %7, %6 ], [ %11, %10 ], [ %9, %8 ]
  ret i32 %13
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asm_rdtsc_low() local_unnamed_addr #0 {
  %1 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #11, !srcloc !10
  %2 = extractvalue { i32, i32 } %1, 0
  %3 = extractvalue { i32, i32 } %1, 1
  %4 = xor i32 %2, %3
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @vec_ops(<4 x i32> noundef %0, <4 x i32> noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = add <4 x i32> %1, %0
  %5 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %6 = ashr <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %7 = insertelement <4 x i32> %6, i32 %2, i64 2
  %8 = icmp slt <4 x i32> %0, %1
  %9 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %10 = select <4 x i1> %8, <4 x i32> %7, <4 x i32> zeroinitializer
  %11 = xor <4 x i32> %9, <i32 1, i32 2, i32 3, i32 4>
  %12 = or <4 x i32> %10, %11
  ret <4 x i32> %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vec_extract(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = and i32 %1, 3
  %4 = extractelement <4 x i32> %0, i32 %3
  %5 = extractelement <4 x i32> %0, i64 1
  %6 = add nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @atomics(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = atomicrmw add ptr %0, i32 %1 seq_cst, align 4
  %4 = cmpxchg ptr %0, i32 5, i32 %1 acq_rel acquire, align 4
  %5 = extractvalue { i32, i1 } %4, 0
  %6 = atomicrmw and ptr %0, i32 255 monotonic, align 4
  %7 = add nsw i32 %5, %3
  %8 = load atomic i32, ptr @shared acquire, align 4
  %9 = add nsw i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 7, 10) i32 @bools(i32 noundef %0) local_unnamed_addr #5 {
  %2 = and i32 %0, 63
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %3
  %5 = load i8, ptr %4, align 1, !tbaa !11, !range !13, !noundef !14
  %6 = trunc nuw i8 %5 to i1
  %7 = select i1 %6, i32 7, i32 9
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @wide_mul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = ashr i128 %6, 70
  %15 = add nsw i128 %13, %14
  %16 = trunc i128 %15 to i64
  %17 = lshr i128 %15, 64
  %18 = trunc nuw i128 %17 to i64
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1
  ret { i64, i64 } %20
}

; Function Attrs: nounwind uwtable
define dso_local i32 @expect(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 100
  br i1 %2, label %3, label %5, !prof !15

3:                                                ; preds = %1
  %4 = tail call i32 @ext_call(i32 noundef %0) #11
  br label %7

5:                                                ; preds = %1
  %6 = and i32 %0, 127
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi i32 [ %4, %3 ], [ %6, %5 ]
  ret i32 %8
}

declare i32 @ext_call(i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i32 @tail_caller(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 1
  %3 = icmp sgt i32 %0, 9
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = tail call i32 @ext_call(i32 noundef %2) #11
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi i32 [ %5, %4 ], [ %2, %1 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @tail_target(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 10
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = tail call i32 @ext_call(i32 noundef %0) #11
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i32 [ %4, %3 ], [ %0, %1 ]
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @sadd(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = select i1 %4, i32 0, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 128) i32 @bitfun(i32 noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0)
  %4 = or i32 %0, 256
  %5 = tail call range(i32 0, 9) i32 @llvm.cttz.i32(i32 %4, i1 true)
  %6 = add nuw nsw i32 %5, %3
  %7 = or i64 %1, 1
  %8 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %7, i1 true)
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = and i32 %3, 1
  %11 = add nuw nsw i32 %6, %10
  %12 = add nuw nsw i32 %11, %9
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @fp(double noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = fpext float %1 to double
  %5 = sitofp i32 %2 to double
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %4, double %5)
  %7 = fdiv double %6, 3.000000e+00
  %8 = uitofp i32 %2 to float
  %9 = fpext float %8 to double
  %10 = fsub double %7, %9
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #0 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %22

5:                                                ; preds = %1
  %6 = and i64 %2, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644
  br label %28

10:                                               ; preds = %28, %5
  %11 = phi i64 [ 0, %5 ], [ %46, %28 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
  %16 = mul nuw nsw i64 %14, %14
  %17 = getelementptr inbounds i32, ptr %3, i64 %14
  %18 = trunc nuw i64 %16 to i32
  store i32 %18, ptr %17, align 4, !tbaa !16
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %22, label %13, !llvm.loop !18

22:                                               ; preds = %10, %13, %1
  %23 = sdiv i32 %0, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !16
  tail call void (ptr, ...) @sink(ptr noundef nonnull @.str, i32 noundef %26) #11
  %27 = load i32, ptr %3, align 16, !tbaa !16
  ret i32 %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %46, %28 ]
  %30 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %31 = mul nuw nsw i64 %29, %29
  %32 = getelementptr inbounds i32, ptr %3, i64 %29
  %33 = trunc nuw i64 %31 to i32
  store i32 %33, ptr %32, align 16, !tbaa !16
  %34 = or disjoint i64 %29, 1
  %35 = mul nuw nsw i64 %34, %34
  %36 = getelementptr inbounds i32, ptr %3, i64 %34
  %37 = trunc nuw i64 %35 to i32
  store i32 %37, ptr %36, align 4, !tbaa !16
  %38 = or disjoint i64 %29, 2
  %39 = mul nuw nsw i64 %38, %38
  %40 = getelementptr inbounds i32, ptr %3, i64 %38
  %41 = trunc nuw i64 %39 to i32
  store i32 %41, ptr %40, align 8, !tbaa !16
  %42 = or disjoint i64 %29, 3
  %43 = mul nuw nsw i64 %42, %42
  %44 = getelementptr inbounds i32, ptr %3, i64 %42
  %45 = trunc nuw i64 %43 to i32
  store i32 %45, ptr %44, align 4, !tbaa !16
  %46 = add nuw nsw i64 %29, 4
  %47 = add i64 %30, 4
  %48 = icmp eq i64 %47, %9
  br i1 %48, label %10, label %28, !llvm.loop !20
}

declare void @sink(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @var_sum(i32 noundef %0, ...) local_unnamed_addr #8 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !16
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !16
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !16
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i8 @sat(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 255)
  %3 = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  %4 = trunc nuw i32 %3 to i8
  ret i8 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ll_ops(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = sdiv i64 %0, 7
  %4 = urem i64 %1, 13
  %5 = shl i64 %0, 3
  %6 = lshr i64 %1, 61
  %7 = add i64 %5, %3
  %8 = add i64 %7, %4
  %9 = sub i64 %8, %6
  ret i64 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 472}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 790}
!11 = !{!12, !12, i64 0}
!12 = !{!"_Bool", !8, i64 0}
!13 = !{i8 0, i8 2}
!14 = !{}
!15 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
