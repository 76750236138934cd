; ModuleID = 'ints.c'
source_filename = "ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !19

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @fnv1a(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !37 {
    #dbg_value(ptr %0, !46, !DIExpression(), !51)
    #dbg_value(i64 %1, !47, !DIExpression(), !51)
    #dbg_value(i32 -2128831035, !48, !DIExpression(), !51)
    #dbg_value(i64 0, !49, !DIExpression(), !52)
  %3 = icmp eq i64 %1, 0, !dbg !53
  br i1 %3, label %26, label %4, !dbg !55

4:                                                ; preds = %2
  %5 = and i64 %1, 3, !dbg !55
  %6 = icmp ult i64 %1, 4, !dbg !55
  br i1 %6, label %9, label %7, !dbg !55

7:                                                ; preds = %4
  %8 = and i64 %1, -4, !dbg !55
  br label %28, !dbg !55

9:                                                ; preds = %28, %4
  %10 = phi i32 [ poison, %4 ], [ %54, %28 ]
  %11 = phi i64 [ 0, %4 ], [ %55, %28 ]
  %12 = phi i32 [ -2128831035, %4 ], [ %54, %28 ]
  %13 = icmp eq i64 %5, 0, !dbg !55
  br i1 %13, label %26, label %14, !dbg !55

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %23, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %22, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %24, %14 ], [ 0, %9 ]
    #dbg_value(i64 %15, !49, !DIExpression(), !52)
    #dbg_value(i32 %16, !48, !DIExpression(), !51)
  %18 = getelementptr inbounds i8, ptr %0, i64 %15, !dbg !56
  %19 = load i8, ptr %18, align 1, !dbg !56, !tbaa !58
  %20 = zext i8 %19 to i32, !dbg !56
  %21 = xor i32 %16, %20, !dbg !61
    #dbg_value(i32 %21, !48, !DIExpression(), !51)
  %22 = mul i32 %21, 16777619, !dbg !62
    #dbg_value(i32 %22, !48, !DIExpression(), !51)
  %23 = add nuw i64 %15, 1, !dbg !63
    #dbg_value(i64 %23, !49, !DIExpression(), !52)
  %24 = add i64 %17, 1, !dbg !55
  %25 = icmp eq i64 %24, %5, !dbg !55
  br i1 %25, label %26, label %14, !dbg !55, !llvm.loop !64

26:                                               ; preds = %9, %14, %2
  %27 = phi i32 [ -2128831035, %2 ], [ %10, %9 ], [ %22, %14 ], !dbg !51
  ret i32 %27, !dbg !66

28:                                               ; preds = %28, %7
  %29 = phi i64 [ 0, %7 ], [ %55, %28 ]
  %30 = phi i32 [ -2128831035, %7 ], [ %54, %28 ]
  %31 = phi i64 [ 0, %7 ], [ %56, %28 ]
    #dbg_value(i64 %29, !49, !DIExpression(), !52)
    #dbg_value(i32 %30, !48, !DIExpression(), !51)
  %32 = getelementptr inbounds i8, ptr %0, i64 %29, !dbg !56
  %33 = load i8, ptr %32, align 1, !dbg !56, !tbaa !58
  %34 = zext i8 %33 to i32, !dbg !56
  %35 = xor i32 %30, %34, !dbg !61
    #dbg_value(i32 %35, !48, !DIExpression(), !51)
  %36 = mul i32 %35, 16777619, !dbg !62
    #dbg_value(i32 %36, !48, !DIExpression(), !51)
  %37 = or disjoint i64 %29, 1, !dbg !63
    #dbg_value(i64 %37, !49, !DIExpression(), !52)
  %38 = getelementptr inbounds i8, ptr %0, i64 %37, !dbg !56
  %39 = load i8, ptr %38, align 1, !dbg !56, !tbaa !58
  %40 = zext i8 %39 to i32, !dbg !56
  %41 = xor i32 %36, %40, !dbg !61
    #dbg_value(i32 %41, !48, !DIExpression(), !51)
  %42 = mul i32 %41, 16777619, !dbg !62
    #dbg_value(i32 %42, !48, !DIExpression(), !51)
  %43 = or disjoint i64 %29, 2, !dbg !63
    #dbg_value(i64 %43, !49, !DIExpression(), !52)
  %44 = getelementptr inbounds i8, ptr %0, i64 %43, !dbg !56
  %45 = load i8, ptr %44, align 1, !dbg !56, !tbaa !58
  %46 = zext i8 %45 to i32, !dbg !56
  %47 = xor i32 %42, %46, !dbg !61
    #dbg_value(i32 %47, !48, !DIExpression(), !51)
  %48 = mul i32 %47, 16777619, !dbg !62
    #dbg_value(i32 %48, !48, !DIExpression(), !51)
  %49 = or disjoint i64 %29, 3, !dbg !63
    #dbg_value(i64 %49, !49, !DIExpression(), !52)
  %50 = getelementptr inbounds i8, ptr %0, i64 %49, !dbg !56
  %51 = load i8, ptr %50, align 1, !dbg !56, !tbaa !58
  %52 = zext i8 %51 to i32, !dbg !56
  %53 = xor i32 %48, %52, !dbg !61
    #dbg_value(i32 %53, !48, !DIExpression(), !51)
  %54 = mul i32 %53, 16777619, !dbg !62
    #dbg_value(i32 %54, !48, !DIExpression(), !51)
  %55 = add nuw i64 %29, 4, !dbg !63
    #dbg_value(i64 %55, !49, !DIExpression(), !52)
  %56 = add i64 %31, 4, !dbg !55
  %57 = icmp eq i64 %56, %8, !dbg !55
  br i1 %57, label %9, label %28, !dbg !55, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @mix64(i64 noundef %0) local_unnamed_addr #1 !dbg !70 {
    #dbg_value(i64 %0, !76, !DIExpression(), !77)
  %2 = lshr i64 %0, 33, !dbg !78
  %3 = xor i64 %2, %0, !dbg !79
    #dbg_value(i64 %3, !76, !DIExpression(), !77)
  %4 = mul i64 %3, -49064778989728563, !dbg !80
    #dbg_value(i64 %4, !76, !DIExpression(), !77)
  %5 = lshr i64 %4, 33, !dbg !81
  %6 = xor i64 %5, %4, !dbg !82
    #dbg_value(i64 %6, !76, !DIExpression(), !77)
  %7 = mul i64 %6, -4265267296055464877, !dbg !83
    #dbg_value(i64 %7, !76, !DIExpression(), !77)
  %8 = lshr i64 %7, 33, !dbg !84
  %9 = xor i64 %8, %7, !dbg !85
    #dbg_value(i64 %9, !76, !DIExpression(), !77)
  ret i64 %9, !dbg !86
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @popcount_nibbles(i32 noundef %0) local_unnamed_addr #2 !dbg !87 {
    #dbg_value(i32 %0, !91, !DIExpression(), !93)
    #dbg_value(i32 0, !92, !DIExpression(), !93)
  %2 = icmp eq i32 %0, 0, !dbg !94
  br i1 %2, label %14, label %3, !dbg !94

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %11, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !92, !DIExpression(), !93)
    #dbg_value(i32 %5, !91, !DIExpression(), !93)
  %6 = and i32 %5, 15, !dbg !95
  %7 = zext nneg i32 %6 to i64, !dbg !97
  %8 = getelementptr inbounds [16 x i8], ptr @table, i64 0, i64 %7, !dbg !97
  %9 = load i8, ptr %8, align 1, !dbg !97, !tbaa !58
  %10 = zext i8 %9 to i32, !dbg !97
  %11 = add i32 %4, %10, !dbg !98
    #dbg_value(i32 %11, !92, !DIExpression(), !93)
  %12 = lshr i32 %5, 4, !dbg !99
    #dbg_value(i32 %12, !91, !DIExpression(), !93)
  %13 = icmp ult i32 %5, 16, !dbg !94
  br i1 %13, label %14, label %3, !dbg !94, !llvm.loop !100

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %11, %3 ], !dbg !93
  ret i32 %15, !dbg !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 33) i32 @leading(i32 noundef %0) local_unnamed_addr #1 !dbg !103 {
    #dbg_value(i32 %0, !107, !DIExpression(), !108)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false), !dbg !109
  ret i32 %2, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i32 0, 64) i32 @trailing(i64 noundef %0) local_unnamed_addr #1 !dbg !111 {
    #dbg_value(i64 %0, !116, !DIExpression(), !117)
  ret i32 0, !dbg !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @swap(i32 noundef %0) local_unnamed_addr #1 !dbg !119 {
    #dbg_value(i32 %0, !121, !DIExpression(), !122)
  %2 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !123
  ret i32 %2, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @rotl(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !125 {
    #dbg_value(i32 %0, !129, !DIExpression(), !131)
    #dbg_value(i32 %1, !130, !DIExpression(), !131)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !132
  ret i32 %3, !dbg !133
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @imin(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !134 {
    #dbg_value(i32 %0, !138, !DIExpression(), !140)
    #dbg_value(i32 %1, !139, !DIExpression(), !140)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !141
  ret i32 %3, !dbg !142
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @umax(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !143 {
    #dbg_value(i32 %0, !145, !DIExpression(), !147)
    #dbg_value(i32 %1, !146, !DIExpression(), !147)
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1), !dbg !148
  ret i32 %3, !dbg !149
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @iabs(i32 noundef %0) local_unnamed_addr #1 !dbg !150 {
    #dbg_value(i32 %0, !154, !DIExpression(), !155)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !156
  ret i32 %2, !dbg !157
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !158 {
    #dbg_value(i32 %0, !162, !DIExpression(), !165)
    #dbg_value(i32 %1, !163, !DIExpression(), !165)
    #dbg_value(i32 %2, !164, !DIExpression(), !165)
  %4 = icmp slt i32 %0, %1, !dbg !166
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2), !dbg !167
  %6 = select i1 %4, i32 %1, i32 %5, !dbg !167
  ret i32 %6, !dbg !168
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @checked_add(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #4 !dbg !169 {
    #dbg_value(i32 %0, !174, !DIExpression(), !177)
    #dbg_value(i32 %1, !175, !DIExpression(), !177)
    #dbg_value(ptr %2, !176, !DIExpression(), !177)
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !178
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !178
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !178
  store i32 %6, ptr %2, align 4, !dbg !178
  %7 = zext i1 %5 to i32, !dbg !178
  ret i32 %7, !dbg !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @checked_mul(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !180 {
    #dbg_value(i32 %0, !184, !DIExpression(), !187)
    #dbg_value(i32 %1, !185, !DIExpression(), !187)
  %3 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1), !dbg !188
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !188
    #dbg_value(i32 poison, !186, !DIExpression(), !187)
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !190
  %6 = select i1 %4, i32 -1, i32 %5, !dbg !190
  ret i32 %6, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @classify(i32 noundef %0) local_unnamed_addr #5 !dbg !192 {
    #dbg_value(i32 %0, !194, !DIExpression(), !195)
  switch i32 %0, label %8 [
    i32 0, label %9
    i32 1, label %3
    i32 2, label %4
    i32 7, label %5
    i32 100, label %2
  ], !dbg !196

2:                                                ; preds = %1
  br label %9, !dbg !197

3:                                                ; preds = %1
  br label %9, !dbg !198

4:                                                ; preds = %1
  br label %9, !dbg !200

5:                                                ; preds = %1
  %6 = load i32, ptr @counter, align 4, !dbg !201, !tbaa !202
  %7 = add nsw i32 %6, 1, !dbg !201
  store i32 %7, ptr @counter, align 4, !dbg !201, !tbaa !202
  br label %9, !dbg !204

8:                                                ; preds = %1
  br label %9, !dbg !205

9:                                                ; preds = %2, %1, %8, %5, %4, %3
  %10 = phi i32 [ -1, %8 ], [ 40, %5 ], [ 35, %4 ], [ 20, %3 ], [ 10, %1 ], [ -49524601, %2 ], !dbg !206
  ret i32 %10, !dbg !197
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !207 {
    #dbg_value(i32 %0, !209, !DIExpression(), !211)
    #dbg_value(i32 %1, !210, !DIExpression(), !211)
  %3 = add nsw i32 %1, %0, !dbg !212
  ret i32 %3, !dbg !213
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !214 {
    #dbg_value(i32 %0, !216, !DIExpression(), !218)
    #dbg_value(i32 %1, !217, !DIExpression(), !218)
  %3 = sub nsw i32 %0, %1, !dbg !219
  ret i32 %3, !dbg !220
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !221 {
    #dbg_value(ptr %0, !227, !DIExpression(), !230)
    #dbg_value(i32 %1, !228, !DIExpression(), !230)
    #dbg_value(i32 %2, !229, !DIExpression(), !230)
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #8, !dbg !231
  ret i32 %4, !dbg !232
}

; Function Attrs: nounwind uwtable
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !233 {
    #dbg_value(i32 %0, !235, !DIExpression(), !239)
    #dbg_value(i32 %1, !236, !DIExpression(), !239)
    #dbg_value(i32 %2, !237, !DIExpression(), !239)
  %4 = icmp eq i32 %0, 0, !dbg !240
  %5 = select i1 %4, ptr @sub, ptr @add, !dbg !240
    #dbg_value(ptr %5, !238, !DIExpression(), !239)
    #dbg_value(ptr %5, !227, !DIExpression(), !241)
    #dbg_value(i32 %1, !228, !DIExpression(), !241)
    #dbg_value(i32 %2, !229, !DIExpression(), !241)
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef %2) #8, !dbg !243
  %7 = tail call i32 %5(i32 noundef %2, i32 noundef %1) #8, !dbg !244, !callees !245
  %8 = add nsw i32 %7, %6, !dbg !246
  ret i32 %8, !dbg !247
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_array(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !248 {
    #dbg_value(ptr %0, !254, !DIExpression(), !259)
    #dbg_value(i32 %1, !255, !DIExpression(), !259)
    #dbg_value(i32 0, !256, !DIExpression(), !259)
    #dbg_value(i32 0, !257, !DIExpression(), !260)
  %3 = icmp sgt i32 %1, 0, !dbg !261
  br i1 %3, label %4, label %34, !dbg !263

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !261
  %6 = icmp ult i32 %1, 8, !dbg !263
  br i1 %6, label %7, label %10, !dbg !263

7:                                                ; preds = %30, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %30 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %30 ]
  br label %36, !dbg !263

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640, !dbg !263
  br label %12, !dbg !263

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %28, %12 ], !dbg !264
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %26, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %27, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !265
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !265
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !265, !tbaa !202
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !265, !tbaa !202
  %20 = mul <4 x i32> %18, <i32 3, i32 3, i32 3, i32 3>, !dbg !266
  %21 = mul <4 x i32> %19, <i32 3, i32 3, i32 3, i32 3>, !dbg !266
  %22 = lshr <4 x i32> %18, <i32 2, i32 2, i32 2, i32 2>, !dbg !267
  %23 = lshr <4 x i32> %19, <i32 2, i32 2, i32 2, i32 2>, !dbg !267
  %24 = add <4 x i32> %22, %14, !dbg !268
  %25 = add <4 x i32> %23, %15, !dbg !268
  %26 = add <4 x i32> %24, %20, !dbg !269
  %27 = add <4 x i32> %25, %21, !dbg !269
  %28 = add nuw i64 %13, 8, !dbg !264
  %29 = icmp eq i64 %28, %11, !dbg !264
  br i1 %29, label %30, label %12, !dbg !264, !llvm.loop !270

30:                                               ; preds = %12
  %31 = add <4 x i32> %27, %26, !dbg !263
  %32 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %31), !dbg !263
  %33 = icmp eq i64 %11, %5, !dbg !263
  br i1 %33, label %34, label %7, !dbg !263

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ 0, %2 ], [ %32, %30 ], [ %44, %36 ], !dbg !259
  ret i32 %35, !dbg !274

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %45, %36 ], [ %8, %7 ]
  %38 = phi i32 [ %44, %36 ], [ %9, %7 ]
    #dbg_value(i64 %37, !257, !DIExpression(), !260)
    #dbg_value(i32 %38, !256, !DIExpression(), !259)
  %39 = getelementptr inbounds i32, ptr %0, i64 %37, !dbg !265
  %40 = load i32, ptr %39, align 4, !dbg !265, !tbaa !202
  %41 = mul i32 %40, 3, !dbg !266
  %42 = lshr i32 %40, 2, !dbg !267
  %43 = add i32 %42, %38, !dbg !268
  %44 = add i32 %43, %41, !dbg !269
    #dbg_value(i32 %44, !256, !DIExpression(), !259)
  %45 = add nuw nsw i64 %37, 1, !dbg !264
    #dbg_value(i64 %45, !257, !DIExpression(), !260)
  %46 = icmp eq i64 %45, %5, !dbg !261
  br i1 %46, label %34, label %36, !dbg !263, !llvm.loop !275
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i1 @is_pow2(i32 noundef %0) local_unnamed_addr #1 !dbg !276 {
    #dbg_value(i32 %0, !281, !DIExpression(), !282)
  %2 = icmp eq i32 %0, 0, !dbg !283
  br i1 %2, label %6, label %3, !dbg !284

3:                                                ; preds = %1
  %4 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0), !dbg !285
  %5 = icmp ult i32 %4, 2, !dbg !285
  br label %6

6:                                                ; preds = %3, %1
  %7 = phi i1 [ false, %1 ], [ %5, %3 ], !dbg !282
  ret i1 %7, !dbg !286
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i8 @sat_add8(i8 noundef zeroext %0, i8 noundef zeroext %1) local_unnamed_addr #1 !dbg !287 {
    #dbg_value(i8 %0, !291, !DIExpression(), !294)
    #dbg_value(i8 %1, !292, !DIExpression(), !294)
  %3 = zext i8 %0 to i32, !dbg !295
  %4 = zext i8 %1 to i32, !dbg !296
  %5 = add nuw nsw i32 %4, %3, !dbg !297
    #dbg_value(i32 %5, !293, !DIExpression(), !294)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 255), !dbg !298
  %7 = trunc nuw i32 %6 to i8, !dbg !298
  ret i8 %7, !dbg !299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @sdiv_exact(i32 noundef returned %0) local_unnamed_addr #1 !dbg !300 {
    #dbg_value(i32 %0, !302, !DIExpression(), !303)
  ret i32 %0, !dbg !304
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef signext i16 @narrow(i64 noundef %0) local_unnamed_addr #1 !dbg !305 {
    #dbg_value(i64 %0, !309, !DIExpression(), !310)
  %2 = lshr i64 %0, 3, !dbg !311
  %3 = trunc i64 %2 to i16, !dbg !312
  ret i16 %3, !dbg !313
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -2147483648, 6442450943) i64 @widen(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !314 {
    #dbg_value(i32 %0, !318, !DIExpression(), !320)
    #dbg_value(i32 %1, !319, !DIExpression(), !320)
  %3 = sext i32 %0 to i64, !dbg !321
  %4 = zext i32 %1 to i64, !dbg !322
  %5 = add nsw i64 %4, %3, !dbg !323
  ret i64 %5, !dbg !324
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 4096) i32 @bits(i32 noundef %0) local_unnamed_addr #1 !dbg !325 {
    #dbg_value(i32 %0, !327, !DIExpression(), !328)
  %2 = and i32 %0, 240, !dbg !329
  %3 = lshr i32 %0, 8, !dbg !330
  %4 = and i32 %3, 15, !dbg !331
  %5 = or disjoint i32 %4, %2, !dbg !332
  %6 = shl i32 %0, 4, !dbg !333
  %7 = and i32 %6, 3840, !dbg !334
  %8 = or disjoint i32 %5, %7, !dbg !335
  ret i32 %8, !dbg !336
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @byte_less(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !337 {
    #dbg_value(i32 %0, !339, !DIExpression(), !343)
    #dbg_value(i32 %1, !340, !DIExpression(), !343)
  %3 = and i32 %0, 255, !dbg !344
    #dbg_value(i32 %3, !341, !DIExpression(), !343)
  %4 = and i32 %1, 255, !dbg !345
    #dbg_value(i32 %4, !342, !DIExpression(), !343)
  %5 = icmp ult i32 %3, %4, !dbg !346
  %6 = zext i1 %5 to i32, !dbg !346
  ret i32 %6, !dbg !347
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -268435455, 268435456) i32 @masked_ge(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !348 {
    #dbg_value(i32 %0, !350, !DIExpression(), !354)
    #dbg_value(i32 %1, !351, !DIExpression(), !354)
  %3 = lshr i32 %0, 4, !dbg !355
    #dbg_value(i32 %3, !352, !DIExpression(), !354)
  %4 = lshr i32 %1, 4, !dbg !356
    #dbg_value(i32 %4, !353, !DIExpression(), !354)
  %5 = icmp ult i32 %3, %4, !dbg !357
  %6 = sub nsw i32 %3, %4, !dbg !358
  %7 = sub nsw i32 %4, %3, !dbg !358
  %8 = select i1 %5, i32 %7, i32 %6, !dbg !358
  ret i32 %8, !dbg !359
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @loop_sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !360 {
    #dbg_value(ptr %0, !365, !DIExpression(), !370)
    #dbg_value(i32 %1, !366, !DIExpression(), !370)
    #dbg_value(i32 0, !367, !DIExpression(), !370)
    #dbg_value(i32 0, !368, !DIExpression(), !371)
  %3 = icmp sgt i32 %1, 0, !dbg !372
  br i1 %3, label %4, label %35, !dbg !374

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1, !dbg !374
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 999), !dbg !374
  %7 = add nuw nsw i32 %6, 1, !dbg !374
  %8 = zext nneg i32 %7 to i64, !dbg !375
  %9 = icmp ult i32 %1, 8, !dbg !374
  br i1 %9, label %10, label %13, !dbg !374

10:                                               ; preds = %31, %4
  %11 = phi i64 [ 0, %4 ], [ %14, %31 ]
  %12 = phi i32 [ 0, %4 ], [ %33, %31 ]
  br label %37, !dbg !374

13:                                               ; preds = %4
  %14 = and i64 %8, 2040, !dbg !374
  br label %15, !dbg !374

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %29, %15 ], !dbg !376
  %17 = phi <4 x i32> [ zeroinitializer, %13 ], [ %27, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %13 ], [ %28, %15 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 %16, !dbg !377
  %20 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !377
  %21 = load <4 x i8>, ptr %19, align 1, !dbg !377, !tbaa !58
  %22 = load <4 x i8>, ptr %20, align 1, !dbg !377, !tbaa !58
  %23 = icmp ugt <4 x i8> %21, <i8 100, i8 100, i8 100, i8 100>, !dbg !378
  %24 = icmp ugt <4 x i8> %22, <i8 100, i8 100, i8 100, i8 100>, !dbg !378
  %25 = zext <4 x i1> %23 to <4 x i32>, !dbg !378
  %26 = zext <4 x i1> %24 to <4 x i32>, !dbg !378
  %27 = add <4 x i32> %17, %25, !dbg !379
  %28 = add <4 x i32> %18, %26, !dbg !379
  %29 = add nuw i64 %16, 8, !dbg !376
  %30 = icmp eq i64 %29, %14, !dbg !376
  br i1 %30, label %31, label %15, !dbg !376, !llvm.loop !380

31:                                               ; preds = %15
  %32 = add <4 x i32> %28, %27, !dbg !374
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32), !dbg !374
  %34 = icmp eq i64 %14, %8, !dbg !374
  br i1 %34, label %35, label %10, !dbg !374

35:                                               ; preds = %37, %31, %2
  %36 = phi i32 [ 0, %2 ], [ %33, %31 ], [ %44, %37 ], !dbg !382
  ret i32 %36, !dbg !383

37:                                               ; preds = %10, %37
  %38 = phi i64 [ %45, %37 ], [ %11, %10 ]
  %39 = phi i32 [ %44, %37 ], [ %12, %10 ]
    #dbg_value(i64 %38, !368, !DIExpression(), !371)
    #dbg_value(i32 %39, !367, !DIExpression(), !370)
  %40 = getelementptr inbounds i8, ptr %0, i64 %38, !dbg !377
  %41 = load i8, ptr %40, align 1, !dbg !377, !tbaa !58
  %42 = icmp ugt i8 %41, 100, !dbg !378
  %43 = zext i1 %42 to i32, !dbg !378
  %44 = add nuw nsw i32 %39, %43, !dbg !379
    #dbg_value(i32 %44, !367, !DIExpression(), !370)
  %45 = add nuw nsw i64 %38, 1, !dbg !376
    #dbg_value(i64 %45, !368, !DIExpression(), !371)
  %46 = icmp eq i64 %45, %8, !dbg !375
  br i1 %46, label %35, label %37, !dbg !374, !llvm.loop !384
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "a5f76930ac7ba8f1b9a4815053b047ed")
!4 = !{!5, !6, !9, !8, !10, !11}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !{!13, !19, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 16, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !27)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !24, line: 24, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !26, line: 38, baseType: !8)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "fnv1a", scope: !3, file: !3, line: 12, type: !38, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !6, !42}
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !24, line: 26, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !26, line: 42, baseType: !9)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !43, line: 18, baseType: !44)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !{!46, !47, !48, !49}
!46 = !DILocalVariable(name: "data", arg: 1, scope: !37, file: !3, line: 12, type: !6)
!47 = !DILocalVariable(name: "n", arg: 2, scope: !37, file: !3, line: 12, type: !42)
!48 = !DILocalVariable(name: "h", scope: !37, file: !3, line: 13, type: !40)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 14, type: !42)
!50 = distinct !DILexicalBlock(scope: !37, file: !3, line: 14, column: 5)
!51 = !DILocation(line: 0, scope: !37)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocation(line: 14, column: 26, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 14, column: 5)
!55 = !DILocation(line: 14, column: 5, scope: !50)
!56 = !DILocation(line: 15, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 36)
!58 = !{!59, !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 15, column: 11, scope: !57)
!62 = !DILocation(line: 16, column: 11, scope: !57)
!63 = !DILocation(line: 14, column: 32, scope: !54)
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 18, column: 5, scope: !37)
!67 = distinct !{!67, !55, !68, !69}
!68 = !DILocation(line: 17, column: 5, scope: !50)
!69 = !{!"llvm.loop.mustprogress"}
!70 = distinct !DISubprogram(name: "mix64", scope: !3, file: !3, line: 21, type: !71, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !73}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !24, line: 27, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !26, line: 45, baseType: !44)
!75 = !{!76}
!76 = !DILocalVariable(name: "x", arg: 1, scope: !70, file: !3, line: 21, type: !73)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 22, column: 12, scope: !70)
!79 = !DILocation(line: 22, column: 7, scope: !70)
!80 = !DILocation(line: 23, column: 7, scope: !70)
!81 = !DILocation(line: 24, column: 12, scope: !70)
!82 = !DILocation(line: 24, column: 7, scope: !70)
!83 = !DILocation(line: 25, column: 7, scope: !70)
!84 = !DILocation(line: 26, column: 12, scope: !70)
!85 = !DILocation(line: 26, column: 7, scope: !70)
!86 = !DILocation(line: 27, column: 5, scope: !70)
!87 = distinct !DISubprogram(name: "popcount_nibbles", scope: !3, file: !3, line: 30, type: !88, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!9, !9}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "x", arg: 1, scope: !87, file: !3, line: 30, type: !9)
!92 = !DILocalVariable(name: "c", scope: !87, file: !3, line: 31, type: !9)
!93 = !DILocation(line: 0, scope: !87)
!94 = !DILocation(line: 32, column: 5, scope: !87)
!95 = !DILocation(line: 33, column: 22, scope: !96)
!96 = distinct !DILexicalBlock(scope: !87, file: !3, line: 32, column: 15)
!97 = !DILocation(line: 33, column: 14, scope: !96)
!98 = !DILocation(line: 33, column: 11, scope: !96)
!99 = !DILocation(line: 34, column: 11, scope: !96)
!100 = distinct !{!100, !94, !101, !69}
!101 = !DILocation(line: 35, column: 5, scope: !87)
!102 = !DILocation(line: 36, column: 5, scope: !87)
!103 = distinct !DISubprogram(name: "leading", scope: !3, file: !3, line: 39, type: !104, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!5, !9}
!106 = !{!107}
!107 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !3, line: 39, type: !9)
!108 = !DILocation(line: 0, scope: !103)
!109 = !DILocation(line: 39, column: 34, scope: !103)
!110 = !DILocation(line: 39, column: 27, scope: !103)
!111 = distinct !DISubprogram(name: "trailing", scope: !3, file: !3, line: 40, type: !112, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!5, !114}
!114 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!115 = !{!116}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !3, line: 40, type: !114)
!117 = !DILocation(line: 0, scope: !111)
!118 = !DILocation(line: 40, column: 38, scope: !111)
!119 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 41, type: !88, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!121}
!121 = !DILocalVariable(name: "x", arg: 1, scope: !119, file: !3, line: 41, type: !9)
!122 = !DILocation(line: 0, scope: !119)
!123 = !DILocation(line: 41, column: 36, scope: !119)
!124 = !DILocation(line: 41, column: 29, scope: !119)
!125 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 42, type: !126, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!9, !9, !9}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "x", arg: 1, scope: !125, file: !3, line: 42, type: !9)
!130 = !DILocalVariable(name: "r", arg: 2, scope: !125, file: !3, line: 42, type: !9)
!131 = !DILocation(line: 0, scope: !125)
!132 = !DILocation(line: 42, column: 64, scope: !125)
!133 = !DILocation(line: 42, column: 41, scope: !125)
!134 = distinct !DISubprogram(name: "imin", scope: !3, file: !3, line: 44, type: !135, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!5, !5, !5}
!137 = !{!138, !139}
!138 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !3, line: 44, type: !5)
!139 = !DILocalVariable(name: "b", arg: 2, scope: !134, file: !3, line: 44, type: !5)
!140 = !DILocation(line: 0, scope: !134)
!141 = !DILocation(line: 44, column: 33, scope: !134)
!142 = !DILocation(line: 44, column: 26, scope: !134)
!143 = distinct !DISubprogram(name: "umax", scope: !3, file: !3, line: 45, type: !126, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "a", arg: 1, scope: !143, file: !3, line: 45, type: !9)
!146 = !DILocalVariable(name: "b", arg: 2, scope: !143, file: !3, line: 45, type: !9)
!147 = !DILocation(line: 0, scope: !143)
!148 = !DILocation(line: 45, column: 48, scope: !143)
!149 = !DILocation(line: 45, column: 41, scope: !143)
!150 = distinct !DISubprogram(name: "iabs", scope: !3, file: !3, line: 46, type: !151, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!5, !5}
!153 = !{!154}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !150, file: !3, line: 46, type: !5)
!155 = !DILocation(line: 0, scope: !150)
!156 = !DILocation(line: 46, column: 26, scope: !150)
!157 = !DILocation(line: 46, column: 19, scope: !150)
!158 = distinct !DISubprogram(name: "clamp", scope: !3, file: !3, line: 47, type: !159, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!5, !5, !5, !5}
!161 = !{!162, !163, !164}
!162 = !DILocalVariable(name: "v", arg: 1, scope: !158, file: !3, line: 47, type: !5)
!163 = !DILocalVariable(name: "lo", arg: 2, scope: !158, file: !3, line: 47, type: !5)
!164 = !DILocalVariable(name: "hi", arg: 3, scope: !158, file: !3, line: 47, type: !5)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 47, column: 45, scope: !158)
!167 = !DILocation(line: 47, column: 43, scope: !158)
!168 = !DILocation(line: 47, column: 36, scope: !158)
!169 = distinct !DISubprogram(name: "checked_add", scope: !3, file: !3, line: 49, type: !170, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{!5, !5, !5, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!173 = !{!174, !175, !176}
!174 = !DILocalVariable(name: "a", arg: 1, scope: !169, file: !3, line: 49, type: !5)
!175 = !DILocalVariable(name: "b", arg: 2, scope: !169, file: !3, line: 49, type: !5)
!176 = !DILocalVariable(name: "out", arg: 3, scope: !169, file: !3, line: 49, type: !172)
!177 = !DILocation(line: 0, scope: !169)
!178 = !DILocation(line: 49, column: 50, scope: !169)
!179 = !DILocation(line: 49, column: 43, scope: !169)
!180 = distinct !DISubprogram(name: "checked_mul", scope: !3, file: !3, line: 50, type: !181, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!5, !9, !9}
!183 = !{!184, !185, !186}
!184 = !DILocalVariable(name: "a", arg: 1, scope: !180, file: !3, line: 50, type: !9)
!185 = !DILocalVariable(name: "b", arg: 2, scope: !180, file: !3, line: 50, type: !9)
!186 = !DILocalVariable(name: "r", scope: !180, file: !3, line: 51, type: !9)
!187 = !DILocation(line: 0, scope: !180)
!188 = !DILocation(line: 52, column: 9, scope: !189)
!189 = distinct !DILexicalBlock(scope: !180, file: !3, line: 52, column: 9)
!190 = !DILocation(line: 52, column: 9, scope: !180)
!191 = !DILocation(line: 54, column: 1, scope: !180)
!192 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 56, type: !151, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!193 = !{!194}
!194 = !DILocalVariable(name: "c", arg: 1, scope: !192, file: !3, line: 56, type: !5)
!195 = !DILocation(line: 0, scope: !192)
!196 = !DILocation(line: 57, column: 5, scope: !192)
!197 = !DILocation(line: 65, column: 1, scope: !192)
!198 = !DILocation(line: 59, column: 13, scope: !199)
!199 = distinct !DILexicalBlock(scope: !192, file: !3, line: 57, column: 16)
!200 = !DILocation(line: 60, column: 13, scope: !199)
!201 = !DILocation(line: 61, column: 20, scope: !199)
!202 = !{!203, !203, i64 0}
!203 = !{!"int", !59, i64 0}
!204 = !DILocation(line: 61, column: 24, scope: !199)
!205 = !DILocation(line: 63, column: 14, scope: !199)
!206 = !DILocation(line: 0, scope: !199)
!207 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 67, type: !135, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!208 = !{!209, !210}
!209 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !3, line: 67, type: !5)
!210 = !DILocalVariable(name: "b", arg: 2, scope: !207, file: !3, line: 67, type: !5)
!211 = !DILocation(line: 0, scope: !207)
!212 = !DILocation(line: 67, column: 34, scope: !207)
!213 = !DILocation(line: 67, column: 25, scope: !207)
!214 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 68, type: !135, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 68, type: !5)
!217 = !DILocalVariable(name: "b", arg: 2, scope: !214, file: !3, line: 68, type: !5)
!218 = !DILocation(line: 0, scope: !214)
!219 = !DILocation(line: 68, column: 34, scope: !214)
!220 = !DILocation(line: 68, column: 25, scope: !214)
!221 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 70, type: !222, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!222 = !DISubroutineType(types: !223)
!223 = !{!5, !224, !5, !5}
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 7, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!226 = !{!227, !228, !229}
!227 = !DILocalVariable(name: "f", arg: 1, scope: !221, file: !3, line: 70, type: !224)
!228 = !DILocalVariable(name: "a", arg: 2, scope: !221, file: !3, line: 70, type: !5)
!229 = !DILocalVariable(name: "b", arg: 3, scope: !221, file: !3, line: 70, type: !5)
!230 = !DILocation(line: 0, scope: !221)
!231 = !DILocation(line: 70, column: 43, scope: !221)
!232 = !DILocation(line: 70, column: 36, scope: !221)
!233 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 71, type: !159, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!234 = !{!235, !236, !237, !238}
!235 = !DILocalVariable(name: "which", arg: 1, scope: !233, file: !3, line: 71, type: !5)
!236 = !DILocalVariable(name: "a", arg: 2, scope: !233, file: !3, line: 71, type: !5)
!237 = !DILocalVariable(name: "b", arg: 3, scope: !233, file: !3, line: 71, type: !5)
!238 = !DILocalVariable(name: "f", scope: !233, file: !3, line: 72, type: !224)
!239 = !DILocation(line: 0, scope: !233)
!240 = !DILocation(line: 72, column: 15, scope: !233)
!241 = !DILocation(line: 0, scope: !221, inlinedAt: !242)
!242 = distinct !DILocation(line: 73, column: 12, scope: !233)
!243 = !DILocation(line: 70, column: 43, scope: !221, inlinedAt: !242)
!244 = !DILocation(line: 73, column: 29, scope: !233)
!245 = !{ptr @add, ptr @sub}
!246 = !DILocation(line: 73, column: 27, scope: !233)
!247 = !DILocation(line: 73, column: 5, scope: !233)
!248 = distinct !DISubprogram(name: "sum_array", scope: !3, file: !3, line: 76, type: !249, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!249 = !DISubroutineType(types: !250)
!250 = !{!9, !251, !5}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!253 = !{!254, !255, !256, !257}
!254 = !DILocalVariable(name: "a", arg: 1, scope: !248, file: !3, line: 76, type: !251)
!255 = !DILocalVariable(name: "n", arg: 2, scope: !248, file: !3, line: 76, type: !5)
!256 = !DILocalVariable(name: "s", scope: !248, file: !3, line: 77, type: !9)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 78, type: !5)
!258 = distinct !DILexicalBlock(scope: !248, file: !3, line: 78, column: 5)
!259 = !DILocation(line: 0, scope: !248)
!260 = !DILocation(line: 0, scope: !258)
!261 = !DILocation(line: 78, column: 23, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !3, line: 78, column: 5)
!263 = !DILocation(line: 78, column: 5, scope: !258)
!264 = !DILocation(line: 78, column: 29, scope: !262)
!265 = !DILocation(line: 78, column: 38, scope: !262)
!266 = !DILocation(line: 78, column: 43, scope: !262)
!267 = !DILocation(line: 78, column: 56, scope: !262)
!268 = !DILocation(line: 78, column: 48, scope: !262)
!269 = !DILocation(line: 78, column: 35, scope: !262)
!270 = distinct !{!270, !263, !271, !69, !272, !273}
!271 = !DILocation(line: 78, column: 60, scope: !258)
!272 = !{!"llvm.loop.isvectorized", i32 1}
!273 = !{!"llvm.loop.unroll.runtime.disable"}
!274 = !DILocation(line: 79, column: 5, scope: !248)
!275 = distinct !{!275, !263, !271, !69, !273, !272}
!276 = distinct !DISubprogram(name: "is_pow2", scope: !3, file: !3, line: 82, type: !277, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!277 = !DISubroutineType(types: !278)
!278 = !{!279, !9}
!279 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!280 = !{!281}
!281 = !DILocalVariable(name: "x", arg: 1, scope: !276, file: !3, line: 82, type: !9)
!282 = !DILocation(line: 0, scope: !276)
!283 = !DILocation(line: 82, column: 36, scope: !276)
!284 = !DILocation(line: 82, column: 38, scope: !276)
!285 = !DILocation(line: 82, column: 41, scope: !276)
!286 = !DILocation(line: 82, column: 29, scope: !276)
!287 = distinct !DISubprogram(name: "sat_add8", scope: !3, file: !3, line: 83, type: !288, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!8, !8, !8}
!290 = !{!291, !292, !293}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 83, type: !8)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 83, type: !8)
!293 = !DILocalVariable(name: "s", scope: !287, file: !3, line: 84, type: !9)
!294 = !DILocation(line: 0, scope: !287)
!295 = !DILocation(line: 84, column: 18, scope: !287)
!296 = !DILocation(line: 84, column: 32, scope: !287)
!297 = !DILocation(line: 84, column: 30, scope: !287)
!298 = !DILocation(line: 85, column: 12, scope: !287)
!299 = !DILocation(line: 85, column: 5, scope: !287)
!300 = distinct !DISubprogram(name: "sdiv_exact", scope: !3, file: !3, line: 87, type: !151, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!301 = !{!302}
!302 = !DILocalVariable(name: "x", arg: 1, scope: !300, file: !3, line: 87, type: !5)
!303 = !DILocation(line: 0, scope: !300)
!304 = !DILocation(line: 87, column: 25, scope: !300)
!305 = distinct !DISubprogram(name: "narrow", scope: !3, file: !3, line: 88, type: !306, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!10, !11}
!308 = !{!309}
!309 = !DILocalVariable(name: "x", arg: 1, scope: !305, file: !3, line: 88, type: !11)
!310 = !DILocation(line: 0, scope: !305)
!311 = !DILocation(line: 88, column: 46, scope: !305)
!312 = !DILocation(line: 88, column: 36, scope: !305)
!313 = !DILocation(line: 88, column: 29, scope: !305)
!314 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 89, type: !315, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!11, !5, !9}
!317 = !{!318, !319}
!318 = !DILocalVariable(name: "x", arg: 1, scope: !314, file: !3, line: 89, type: !5)
!319 = !DILocalVariable(name: "y", arg: 2, scope: !314, file: !3, line: 89, type: !9)
!320 = !DILocation(line: 0, scope: !314)
!321 = !DILocation(line: 89, column: 45, scope: !314)
!322 = !DILocation(line: 89, column: 60, scope: !314)
!323 = !DILocation(line: 89, column: 58, scope: !314)
!324 = !DILocation(line: 89, column: 38, scope: !314)
!325 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 90, type: !104, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!327}
!327 = !DILocalVariable(name: "x", arg: 1, scope: !325, file: !3, line: 90, type: !9)
!328 = !DILocation(line: 0, scope: !325)
!329 = !DILocation(line: 90, column: 34, scope: !325)
!330 = !DILocation(line: 90, column: 48, scope: !325)
!331 = !DILocation(line: 90, column: 54, scope: !325)
!332 = !DILocation(line: 90, column: 42, scope: !325)
!333 = !DILocation(line: 90, column: 67, scope: !325)
!334 = !DILocation(line: 90, column: 72, scope: !325)
!335 = !DILocation(line: 90, column: 62, scope: !325)
!336 = !DILocation(line: 90, column: 24, scope: !325)
!337 = distinct !DISubprogram(name: "byte_less", scope: !3, file: !3, line: 91, type: !181, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !338)
!338 = !{!339, !340, !341, !342}
!339 = !DILocalVariable(name: "a", arg: 1, scope: !337, file: !3, line: 91, type: !9)
!340 = !DILocalVariable(name: "b", arg: 2, scope: !337, file: !3, line: 91, type: !9)
!341 = !DILocalVariable(name: "x", scope: !337, file: !3, line: 91, type: !5)
!342 = !DILocalVariable(name: "y", scope: !337, file: !3, line: 91, type: !5)
!343 = !DILocation(line: 0, scope: !337)
!344 = !DILocation(line: 91, column: 51, scope: !337)
!345 = !DILocation(line: 91, column: 65, scope: !337)
!346 = !DILocation(line: 91, column: 82, scope: !337)
!347 = !DILocation(line: 91, column: 73, scope: !337)
!348 = distinct !DISubprogram(name: "masked_ge", scope: !3, file: !3, line: 92, type: !181, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!349 = !{!350, !351, !352, !353}
!350 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !3, line: 92, type: !9)
!351 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !3, line: 92, type: !9)
!352 = !DILocalVariable(name: "x", scope: !348, file: !3, line: 92, type: !5)
!353 = !DILocalVariable(name: "y", scope: !348, file: !3, line: 92, type: !5)
!354 = !DILocation(line: 0, scope: !348)
!355 = !DILocation(line: 92, column: 51, scope: !348)
!356 = !DILocation(line: 92, column: 63, scope: !348)
!357 = !DILocation(line: 92, column: 78, scope: !348)
!358 = !DILocation(line: 92, column: 76, scope: !348)
!359 = !DILocation(line: 92, column: 69, scope: !348)
!360 = distinct !DISubprogram(name: "loop_sum", scope: !3, file: !3, line: 93, type: !361, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!361 = !DISubroutineType(types: !362)
!362 = !{!5, !363, !5}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!364 = !{!365, !366, !367, !368}
!365 = !DILocalVariable(name: "p", arg: 1, scope: !360, file: !3, line: 93, type: !363)
!366 = !DILocalVariable(name: "n", arg: 2, scope: !360, file: !3, line: 93, type: !5)
!367 = !DILocalVariable(name: "s", scope: !360, file: !3, line: 93, type: !5)
!368 = !DILocalVariable(name: "i", scope: !369, file: !3, line: 93, type: !5)
!369 = distinct !DILexicalBlock(scope: !360, file: !3, line: 93, column: 52)
!370 = !DILocation(line: 0, scope: !360)
!371 = !DILocation(line: 0, scope: !369)
!372 = !DILocation(line: 93, column: 70, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !3, line: 93, column: 52)
!374 = !DILocation(line: 93, column: 52, scope: !369)
!375 = !DILocation(line: 93, column: 74, scope: !373)
!376 = !DILocation(line: 93, column: 88, scope: !373)
!377 = !DILocation(line: 93, column: 97, scope: !373)
!378 = !DILocation(line: 93, column: 102, scope: !373)
!379 = !DILocation(line: 93, column: 94, scope: !373)
!380 = distinct !{!380, !374, !381, !69, !272, !273}
!381 = !DILocation(line: 93, column: 104, scope: !369)
!382 = !DILocation(line: 93, scope: !360)
!383 = !DILocation(line: 93, column: 109, scope: !360)
!384 = distinct !{!384, !374, !381, !69, !273, !272}
