; ModuleID = 'ints.c'
source_filename = "ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !19

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @fnv1a(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !37 {
  tail call void @llvm.dbg.value(metadata ptr %0, metadata !46, metadata !DIExpression()), !dbg !51
  tail call void @llvm.dbg.value(metadata i64 %1, metadata !47, metadata !DIExpression()), !dbg !51
  tail call void @llvm.dbg.value(metadata i32 -2128831035, metadata !48, metadata !DIExpression()), !dbg !51
  tail call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !52
  %3 = icmp eq i64 %1, 0, !dbg !53
  br i1 %3, label %4, label %6, !dbg !55

4:                                                ; preds = %6, %2
  %5 = phi i32 [ -2128831035, %2 ], [ %13, %6 ], !dbg !51
  ret i32 %5, !dbg !56

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %14, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %13, %6 ], [ -2128831035, %2 ]
  tail call void @llvm.dbg.value(metadata i64 %7, metadata !49, metadata !DIExpression()), !dbg !52
  tail call void @llvm.dbg.value(metadata i32 %8, metadata !48, metadata !DIExpression()), !dbg !51
  %9 = getelementptr inbounds i8, ptr %0, i64 %7, !dbg !57
  %10 = load i8, ptr %9, align 1, !dbg !57, !tbaa !59
  %11 = zext i8 %10 to i32, !dbg !57
  %12 = xor i32 %8, %11, !dbg !62
  tail call void @llvm.dbg.value(metadata i32 %12, metadata !48, metadata !DIExpression()), !dbg !51
  %13 = mul i32 %12, 16777619, !dbg !63
  tail call void @llvm.dbg.value(metadata i32 %13, metadata !48, metadata !DIExpression()), !dbg !51
  %14 = add nuw i64 %7, 1, !dbg !64
  tail call void @llvm.dbg.value(metadata i64 %14, metadata !49, metadata !DIExpression()), !dbg !52
  %15 = icmp eq i64 %14, %1, !dbg !53
  br i1 %15, label %4, label %6, !dbg !55, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @mix64(i64 noundef %0) local_unnamed_addr #1 !dbg !69 {
  tail call void @llvm.dbg.value(metadata i64 %0, metadata !75, metadata !DIExpression()), !dbg !76
  %2 = lshr i64 %0, 33, !dbg !77
  %3 = xor i64 %2, %0, !dbg !78
  tail call void @llvm.dbg.value(metadata i64 %3, metadata !75, metadata !DIExpression()), !dbg !76
  %4 = mul i64 %3, -49064778989728563, !dbg !79
  tail call void @llvm.dbg.value(metadata i64 %4, metadata !75, metadata !DIExpression()), !dbg !76
  %5 = lshr i64 %4, 33, !dbg !80
  %6 = xor i64 %5, %4, !dbg !81
  tail call void @llvm.dbg.value(metadata i64 %6, metadata !75, metadata !DIExpression()), !dbg !76
  %7 = mul i64 %6, -4265267296055464877, !dbg !82
  tail call void @llvm.dbg.value(metadata i64 %7, metadata !75, metadata !DIExpression()), !dbg !76
  %8 = lshr i64 %7, 33, !dbg !83
  %9 = xor i64 %8, %7, !dbg !84
  tail call void @llvm.dbg.value(metadata i64 %9, metadata !75, metadata !DIExpression()), !dbg !76
  ret i64 %9, !dbg !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @popcount_nibbles(i32 noundef %0) local_unnamed_addr #2 !dbg !86 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !90, metadata !DIExpression()), !dbg !92
  tail call void @llvm.dbg.value(metadata i32 0, metadata !91, metadata !DIExpression()), !dbg !92
  %2 = icmp eq i32 %0, 0, !dbg !93
  br i1 %2, label %14, label %3, !dbg !93

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %11, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ %0, %1 ]
  tail call void @llvm.dbg.value(metadata i32 %4, metadata !91, metadata !DIExpression()), !dbg !92
  tail call void @llvm.dbg.value(metadata i32 %5, metadata !90, metadata !DIExpression()), !dbg !92
  %6 = and i32 %5, 15, !dbg !94
  %7 = zext nneg i32 %6 to i64, !dbg !96
  %8 = getelementptr inbounds [16 x i8], ptr @table, i64 0, i64 %7, !dbg !96
  %9 = load i8, ptr %8, align 1, !dbg !96, !tbaa !59
  %10 = zext i8 %9 to i32, !dbg !96
  %11 = add i32 %4, %10, !dbg !97
  tail call void @llvm.dbg.value(metadata i32 %11, metadata !91, metadata !DIExpression()), !dbg !92
  %12 = lshr i32 %5, 4, !dbg !98
  tail call void @llvm.dbg.value(metadata i32 %12, metadata !90, metadata !DIExpression()), !dbg !92
  %13 = icmp ult i32 %5, 16, !dbg !93
  br i1 %13, label %14, label %3, !dbg !93, !llvm.loop !99

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %11, %3 ], !dbg !92
  ret i32 %15, !dbg !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 33) i32 @leading(i32 noundef %0) local_unnamed_addr #1 !dbg !102 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !106, metadata !DIExpression()), !dbg !107
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false), !dbg !108
  ret i32 %2, !dbg !109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i32 0, 64) i32 @trailing(i64 noundef %0) local_unnamed_addr #1 !dbg !110 {
  tail call void @llvm.dbg.value(metadata i64 %0, metadata !115, metadata !DIExpression()), !dbg !116
  ret i32 0, !dbg !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @swap(i32 noundef %0) local_unnamed_addr #1 !dbg !118 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !120, metadata !DIExpression()), !dbg !121
  %2 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !122
  ret i32 %2, !dbg !123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @rotl(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !124 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !128, metadata !DIExpression()), !dbg !130
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !129, metadata !DIExpression()), !dbg !130
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !131
  ret i32 %3, !dbg !132
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @imin(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !133 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !137, metadata !DIExpression()), !dbg !139
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !138, metadata !DIExpression()), !dbg !139
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !140
  ret i32 %3, !dbg !141
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @umax(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !142 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression()), !dbg !146
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !145, metadata !DIExpression()), !dbg !146
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1), !dbg !147
  ret i32 %3, !dbg !148
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @iabs(i32 noundef %0) local_unnamed_addr #1 !dbg !149 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !153, metadata !DIExpression()), !dbg !154
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !155
  ret i32 %2, !dbg !156
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !157 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !161, metadata !DIExpression()), !dbg !164
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !162, metadata !DIExpression()), !dbg !164
  tail call void @llvm.dbg.value(metadata i32 %2, metadata !163, metadata !DIExpression()), !dbg !164
  %4 = icmp slt i32 %0, %1, !dbg !165
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2), !dbg !166
  %6 = select i1 %4, i32 %1, i32 %5, !dbg !166
  ret i32 %6, !dbg !167
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @checked_add(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #4 !dbg !168 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !173, metadata !DIExpression()), !dbg !176
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !174, metadata !DIExpression()), !dbg !176
  tail call void @llvm.dbg.value(metadata ptr %2, metadata !175, metadata !DIExpression()), !dbg !176
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !177
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !177
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !177
  store i32 %6, ptr %2, align 4, !dbg !177
  %7 = zext i1 %5 to i32, !dbg !177
  ret i32 %7, !dbg !178
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @checked_mul(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !179 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !183, metadata !DIExpression()), !dbg !186
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !184, metadata !DIExpression()), !dbg !186
  %3 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1), !dbg !187
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !187
  tail call void @llvm.dbg.value(metadata i32 poison, metadata !185, metadata !DIExpression()), !dbg !186
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !189
  %6 = select i1 %4, i32 -1, i32 %5, !dbg !189
  ret i32 %6, !dbg !190
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @classify(i32 noundef %0) local_unnamed_addr #5 !dbg !191 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !193, metadata !DIExpression()), !dbg !194
  switch i32 %0, label %7 [
    i32 0, label %9
    i32 1, label %2
    i32 2, label %3
    i32 7, label %4
    i32 100, label %8
  ], !dbg !195

2:                                                ; preds = %1
  br label %9, !dbg !196

3:                                                ; preds = %1
  br label %9, !dbg !198

4:                                                ; preds = %1
  %5 = load i32, ptr @counter, align 4, !dbg !199, !tbaa !200
  %6 = add nsw i32 %5, 1, !dbg !199
  store i32 %6, ptr @counter, align 4, !dbg !199, !tbaa !200
  br label %9, !dbg !202

7:                                                ; preds = %1
  br label %9, !dbg !203

8:                                                ; preds = %1
  tail call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !204
  tail call void @llvm.dbg.value(metadata i32 -2128831035, metadata !48, metadata !DIExpression()), !dbg !206
  br label %9, !dbg !207

9:                                                ; preds = %8, %1, %7, %4, %3, %2
  %10 = phi i32 [ -1, %7 ], [ 40, %4 ], [ 35, %3 ], [ 20, %2 ], [ 10, %1 ], [ -49524601, %8 ], !dbg !208
  ret i32 %10, !dbg !207
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !209 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !211, metadata !DIExpression()), !dbg !213
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !212, metadata !DIExpression()), !dbg !213
  %3 = add nsw i32 %1, %0, !dbg !214
  ret i32 %3, !dbg !215
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !216 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !218, metadata !DIExpression()), !dbg !220
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !219, metadata !DIExpression()), !dbg !220
  %3 = sub nsw i32 %0, %1, !dbg !221
  ret i32 %3, !dbg !222
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !223 {
  tail call void @llvm.dbg.value(metadata ptr %0, metadata !229, metadata !DIExpression()), !dbg !232
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !230, metadata !DIExpression()), !dbg !232
  tail call void @llvm.dbg.value(metadata i32 %2, metadata !231, metadata !DIExpression()), !dbg !232
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #8, !dbg !233
  ret i32 %4, !dbg !234
}

; Function Attrs: nounwind uwtable
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !235 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !237, metadata !DIExpression()), !dbg !241
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !238, metadata !DIExpression()), !dbg !241
  tail call void @llvm.dbg.value(metadata i32 %2, metadata !239, metadata !DIExpression()), !dbg !241
  %4 = icmp eq i32 %0, 0, !dbg !242
  %5 = select i1 %4, ptr @sub, ptr @add, !dbg !242
  tail call void @llvm.dbg.value(metadata ptr %5, metadata !240, metadata !DIExpression()), !dbg !241
  tail call void @llvm.dbg.value(metadata ptr %5, metadata !229, metadata !DIExpression()), !dbg !243
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !230, metadata !DIExpression()), !dbg !243
  tail call void @llvm.dbg.value(metadata i32 %2, metadata !231, metadata !DIExpression()), !dbg !243
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef %2) #8, !dbg !245
  %7 = tail call i32 %5(i32 noundef %2, i32 noundef %1) #8, !dbg !246, !callees !247
  %8 = add nsw i32 %7, %6, !dbg !248
  ret i32 %8, !dbg !249
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_array(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !250 {
  tail call void @llvm.dbg.value(metadata ptr %0, metadata !256, metadata !DIExpression()), !dbg !261
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !257, metadata !DIExpression()), !dbg !261
  tail call void @llvm.dbg.value(metadata i32 0, metadata !258, metadata !DIExpression()), !dbg !261
  tail call void @llvm.dbg.value(metadata i32 0, metadata !259, metadata !DIExpression()), !dbg !262
  %3 = icmp sgt i32 %1, 0, !dbg !263
  br i1 %3, label %4, label %6, !dbg !265

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !263
  br label %8, !dbg !265

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %16, %8 ], !dbg !261
  ret i32 %7, !dbg !266

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %16, %8 ]
  tail call void @llvm.dbg.value(metadata i64 %9, metadata !259, metadata !DIExpression()), !dbg !262
  tail call void @llvm.dbg.value(metadata i32 %10, metadata !258, metadata !DIExpression()), !dbg !261
  %11 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !267
  %12 = load i32, ptr %11, align 4, !dbg !267, !tbaa !200
  %13 = mul i32 %12, 3, !dbg !268
  %14 = lshr i32 %12, 2, !dbg !269
  %15 = add i32 %14, %10, !dbg !270
  %16 = add i32 %15, %13, !dbg !271
  tail call void @llvm.dbg.value(metadata i32 %16, metadata !258, metadata !DIExpression()), !dbg !261
  %17 = add nuw nsw i64 %9, 1, !dbg !272
  tail call void @llvm.dbg.value(metadata i64 %17, metadata !259, metadata !DIExpression()), !dbg !262
  %18 = icmp eq i64 %17, %5, !dbg !263
  br i1 %18, label %6, label %8, !dbg !265, !llvm.loop !273
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i1 @is_pow2(i32 noundef %0) local_unnamed_addr #1 !dbg !275 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !280, metadata !DIExpression()), !dbg !281
  %2 = icmp eq i32 %0, 0, !dbg !282
  br i1 %2, label %6, label %3, !dbg !283

3:                                                ; preds = %1
  %4 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0), !dbg !284
  %5 = icmp ult i32 %4, 2, !dbg !284
  br label %6

6:                                                ; preds = %3, %1
  %7 = phi i1 [ false, %1 ], [ %5, %3 ], !dbg !281
  ret i1 %7, !dbg !285
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local zeroext i8 @sat_add8(i8 noundef zeroext %0, i8 noundef zeroext %1) local_unnamed_addr #1 !dbg !286 {
  tail call void @llvm.dbg.value(metadata i8 %0, metadata !290, metadata !DIExpression()), !dbg !293
  tail call void @llvm.dbg.value(metadata i8 %1, metadata !291, metadata !DIExpression()), !dbg !293
  %3 = zext i8 %0 to i32, !dbg !294
  %4 = zext i8 %1 to i32, !dbg !295
  %5 = add nuw nsw i32 %4, %3, !dbg !296
  tail call void @llvm.dbg.value(metadata i32 %5, metadata !292, metadata !DIExpression()), !dbg !293
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 255), !dbg !297
  %7 = trunc nuw i32 %6 to i8, !dbg !297
  ret i8 %7, !dbg !298
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @sdiv_exact(i32 noundef returned %0) local_unnamed_addr #1 !dbg !299 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !301, metadata !DIExpression()), !dbg !302
  ret i32 %0, !dbg !303
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef signext i16 @narrow(i64 noundef %0) local_unnamed_addr #1 !dbg !304 {
  tail call void @llvm.dbg.value(metadata i64 %0, metadata !308, metadata !DIExpression()), !dbg !309
  %2 = lshr i64 %0, 3, !dbg !310
  %3 = trunc i64 %2 to i16, !dbg !311
  ret i16 %3, !dbg !312
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -2147483648, 6442450943) i64 @widen(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !313 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !317, metadata !DIExpression()), !dbg !319
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !318, metadata !DIExpression()), !dbg !319
  %3 = sext i32 %0 to i64, !dbg !320
  %4 = zext i32 %1 to i64, !dbg !321
  %5 = add nsw i64 %4, %3, !dbg !322
  ret i64 %5, !dbg !323
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 4096) i32 @bits(i32 noundef %0) local_unnamed_addr #1 !dbg !324 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !326, metadata !DIExpression()), !dbg !327
  %2 = and i32 %0, 240, !dbg !328
  %3 = lshr i32 %0, 8, !dbg !329
  %4 = and i32 %3, 15, !dbg !330
  %5 = or disjoint i32 %4, %2, !dbg !331
  %6 = shl i32 %0, 4, !dbg !332
  %7 = and i32 %6, 3840, !dbg !333
  %8 = or disjoint i32 %5, %7, !dbg !334
  ret i32 %8, !dbg !335
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @byte_less(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !336 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !338, metadata !DIExpression()), !dbg !342
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !339, metadata !DIExpression()), !dbg !342
  %3 = and i32 %0, 255, !dbg !343
  tail call void @llvm.dbg.value(metadata i32 %3, metadata !340, metadata !DIExpression()), !dbg !342
  %4 = and i32 %1, 255, !dbg !344
  tail call void @llvm.dbg.value(metadata i32 %4, metadata !341, metadata !DIExpression()), !dbg !342
  %5 = icmp ult i32 %3, %4, !dbg !345
  %6 = zext i1 %5 to i32, !dbg !345
  ret i32 %6, !dbg !346
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -268435455, 268435456) i32 @masked_ge(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !347 {
  tail call void @llvm.dbg.value(metadata i32 %0, metadata !349, metadata !DIExpression()), !dbg !353
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !350, metadata !DIExpression()), !dbg !353
  %3 = lshr i32 %0, 4, !dbg !354
  tail call void @llvm.dbg.value(metadata i32 %3, metadata !351, metadata !DIExpression()), !dbg !353
  %4 = lshr i32 %1, 4, !dbg !355
  tail call void @llvm.dbg.value(metadata i32 %4, metadata !352, metadata !DIExpression()), !dbg !353
  %5 = icmp ult i32 %3, %4, !dbg !356
  %6 = sub nsw i32 %3, %4, !dbg !357
  %7 = sub nsw i32 %4, %3, !dbg !357
  %8 = select i1 %5, i32 %7, i32 %6, !dbg !357
  ret i32 %8, !dbg !358
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @loop_sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !359 {
  tail call void @llvm.dbg.value(metadata ptr %0, metadata !364, metadata !DIExpression()), !dbg !369
  tail call void @llvm.dbg.value(metadata i32 %1, metadata !365, metadata !DIExpression()), !dbg !369
  tail call void @llvm.dbg.value(metadata i32 0, metadata !366, metadata !DIExpression()), !dbg !369
  tail call void @llvm.dbg.value(metadata i32 0, metadata !367, metadata !DIExpression()), !dbg !370
  %3 = icmp sgt i32 %1, 0, !dbg !371
  br i1 %3, label %4, label %9, !dbg !373

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1, !dbg !373
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 999), !dbg !373
  %7 = add nuw nsw i32 %6, 1, !dbg !373
  %8 = zext nneg i32 %7 to i64, !dbg !374
  br label %11, !dbg !373

9:                                                ; preds = %11, %2
  %10 = phi i32 [ 0, %2 ], [ %18, %11 ], !dbg !375
  ret i32 %10, !dbg !376

11:                                               ; preds = %4, %11
  %12 = phi i64 [ 0, %4 ], [ %19, %11 ]
  %13 = phi i32 [ 0, %4 ], [ %18, %11 ]
  tail call void @llvm.dbg.value(metadata i64 %12, metadata !367, metadata !DIExpression()), !dbg !370
  tail call void @llvm.dbg.value(metadata i32 %13, metadata !366, metadata !DIExpression()), !dbg !369
  %14 = getelementptr inbounds i8, ptr %0, i64 %12, !dbg !377
  %15 = load i8, ptr %14, align 1, !dbg !377, !tbaa !59
  %16 = icmp ugt i8 %15, 100, !dbg !378
  %17 = zext i1 %16 to i32, !dbg !378
  %18 = add nuw nsw i32 %13, %17, !dbg !379
  tail call void @llvm.dbg.value(metadata i32 %18, metadata !366, metadata !DIExpression()), !dbg !369
  %19 = add nuw nsw i64 %12, 1, !dbg !380
  tail call void @llvm.dbg.value(metadata i64 %19, metadata !367, metadata !DIExpression()), !dbg !370
  %20 = icmp eq i64 %19, %8, !dbg !374
  br i1 %20, label %9, label %11, !dbg !373, !llvm.loop !381
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
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

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
!56 = !DILocation(line: 18, column: 5, scope: !37)
!57 = !DILocation(line: 15, column: 14, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 36)
!59 = !{!60, !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 15, column: 11, scope: !58)
!63 = !DILocation(line: 16, column: 11, scope: !58)
!64 = !DILocation(line: 14, column: 32, scope: !54)
!65 = distinct !{!65, !55, !66, !67, !68}
!66 = !DILocation(line: 17, column: 5, scope: !50)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.unroll.disable"}
!69 = distinct !DISubprogram(name: "mix64", scope: !3, file: !3, line: 21, type: !70, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !72}
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !24, line: 27, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !26, line: 45, baseType: !44)
!74 = !{!75}
!75 = !DILocalVariable(name: "x", arg: 1, scope: !69, file: !3, line: 21, type: !72)
!76 = !DILocation(line: 0, scope: !69)
!77 = !DILocation(line: 22, column: 12, scope: !69)
!78 = !DILocation(line: 22, column: 7, scope: !69)
!79 = !DILocation(line: 23, column: 7, scope: !69)
!80 = !DILocation(line: 24, column: 12, scope: !69)
!81 = !DILocation(line: 24, column: 7, scope: !69)
!82 = !DILocation(line: 25, column: 7, scope: !69)
!83 = !DILocation(line: 26, column: 12, scope: !69)
!84 = !DILocation(line: 26, column: 7, scope: !69)
!85 = !DILocation(line: 27, column: 5, scope: !69)
!86 = distinct !DISubprogram(name: "popcount_nibbles", scope: !3, file: !3, line: 30, type: !87, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!9, !9}
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !3, line: 30, type: !9)
!91 = !DILocalVariable(name: "c", scope: !86, file: !3, line: 31, type: !9)
!92 = !DILocation(line: 0, scope: !86)
!93 = !DILocation(line: 32, column: 5, scope: !86)
!94 = !DILocation(line: 33, column: 22, scope: !95)
!95 = distinct !DILexicalBlock(scope: !86, file: !3, line: 32, column: 15)
!96 = !DILocation(line: 33, column: 14, scope: !95)
!97 = !DILocation(line: 33, column: 11, scope: !95)
!98 = !DILocation(line: 34, column: 11, scope: !95)
!99 = distinct !{!99, !93, !100, !67, !68}
!100 = !DILocation(line: 35, column: 5, scope: !86)
!101 = !DILocation(line: 36, column: 5, scope: !86)
!102 = distinct !DISubprogram(name: "leading", scope: !3, file: !3, line: 39, type: !103, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!5, !9}
!105 = !{!106}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !102, file: !3, line: 39, type: !9)
!107 = !DILocation(line: 0, scope: !102)
!108 = !DILocation(line: 39, column: 34, scope: !102)
!109 = !DILocation(line: 39, column: 27, scope: !102)
!110 = distinct !DISubprogram(name: "trailing", scope: !3, file: !3, line: 40, type: !111, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!5, !113}
!113 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!114 = !{!115}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 40, type: !113)
!116 = !DILocation(line: 0, scope: !110)
!117 = !DILocation(line: 40, column: 38, scope: !110)
!118 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 41, type: !87, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{!120}
!120 = !DILocalVariable(name: "x", arg: 1, scope: !118, file: !3, line: 41, type: !9)
!121 = !DILocation(line: 0, scope: !118)
!122 = !DILocation(line: 41, column: 36, scope: !118)
!123 = !DILocation(line: 41, column: 29, scope: !118)
!124 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 42, type: !125, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!9, !9, !9}
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "x", arg: 1, scope: !124, file: !3, line: 42, type: !9)
!129 = !DILocalVariable(name: "r", arg: 2, scope: !124, file: !3, line: 42, type: !9)
!130 = !DILocation(line: 0, scope: !124)
!131 = !DILocation(line: 42, column: 64, scope: !124)
!132 = !DILocation(line: 42, column: 41, scope: !124)
!133 = distinct !DISubprogram(name: "imin", scope: !3, file: !3, line: 44, type: !134, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!5, !5, !5}
!136 = !{!137, !138}
!137 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !3, line: 44, type: !5)
!138 = !DILocalVariable(name: "b", arg: 2, scope: !133, file: !3, line: 44, type: !5)
!139 = !DILocation(line: 0, scope: !133)
!140 = !DILocation(line: 44, column: 33, scope: !133)
!141 = !DILocation(line: 44, column: 26, scope: !133)
!142 = distinct !DISubprogram(name: "umax", scope: !3, file: !3, line: 45, type: !125, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!143 = !{!144, !145}
!144 = !DILocalVariable(name: "a", arg: 1, scope: !142, file: !3, line: 45, type: !9)
!145 = !DILocalVariable(name: "b", arg: 2, scope: !142, file: !3, line: 45, type: !9)
!146 = !DILocation(line: 0, scope: !142)
!147 = !DILocation(line: 45, column: 48, scope: !142)
!148 = !DILocation(line: 45, column: 41, scope: !142)
!149 = distinct !DISubprogram(name: "iabs", scope: !3, file: !3, line: 46, type: !150, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!5, !5}
!152 = !{!153}
!153 = !DILocalVariable(name: "a", arg: 1, scope: !149, file: !3, line: 46, type: !5)
!154 = !DILocation(line: 0, scope: !149)
!155 = !DILocation(line: 46, column: 26, scope: !149)
!156 = !DILocation(line: 46, column: 19, scope: !149)
!157 = distinct !DISubprogram(name: "clamp", scope: !3, file: !3, line: 47, type: !158, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!5, !5, !5, !5}
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "v", arg: 1, scope: !157, file: !3, line: 47, type: !5)
!162 = !DILocalVariable(name: "lo", arg: 2, scope: !157, file: !3, line: 47, type: !5)
!163 = !DILocalVariable(name: "hi", arg: 3, scope: !157, file: !3, line: 47, type: !5)
!164 = !DILocation(line: 0, scope: !157)
!165 = !DILocation(line: 47, column: 45, scope: !157)
!166 = !DILocation(line: 47, column: 43, scope: !157)
!167 = !DILocation(line: 47, column: 36, scope: !157)
!168 = distinct !DISubprogram(name: "checked_add", scope: !3, file: !3, line: 49, type: !169, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!169 = !DISubroutineType(types: !170)
!170 = !{!5, !5, !5, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!172 = !{!173, !174, !175}
!173 = !DILocalVariable(name: "a", arg: 1, scope: !168, file: !3, line: 49, type: !5)
!174 = !DILocalVariable(name: "b", arg: 2, scope: !168, file: !3, line: 49, type: !5)
!175 = !DILocalVariable(name: "out", arg: 3, scope: !168, file: !3, line: 49, type: !171)
!176 = !DILocation(line: 0, scope: !168)
!177 = !DILocation(line: 49, column: 50, scope: !168)
!178 = !DILocation(line: 49, column: 43, scope: !168)
!179 = distinct !DISubprogram(name: "checked_mul", scope: !3, file: !3, line: 50, type: !180, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!5, !9, !9}
!182 = !{!183, !184, !185}
!183 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !3, line: 50, type: !9)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !179, file: !3, line: 50, type: !9)
!185 = !DILocalVariable(name: "r", scope: !179, file: !3, line: 51, type: !9)
!186 = !DILocation(line: 0, scope: !179)
!187 = !DILocation(line: 52, column: 9, scope: !188)
!188 = distinct !DILexicalBlock(scope: !179, file: !3, line: 52, column: 9)
!189 = !DILocation(line: 52, column: 9, scope: !179)
!190 = !DILocation(line: 54, column: 1, scope: !179)
!191 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 56, type: !150, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193}
!193 = !DILocalVariable(name: "c", arg: 1, scope: !191, file: !3, line: 56, type: !5)
!194 = !DILocation(line: 0, scope: !191)
!195 = !DILocation(line: 57, column: 5, scope: !191)
!196 = !DILocation(line: 59, column: 13, scope: !197)
!197 = distinct !DILexicalBlock(scope: !191, file: !3, line: 57, column: 16)
!198 = !DILocation(line: 60, column: 13, scope: !197)
!199 = !DILocation(line: 61, column: 20, scope: !197)
!200 = !{!201, !201, i64 0}
!201 = !{!"int", !60, i64 0}
!202 = !DILocation(line: 61, column: 24, scope: !197)
!203 = !DILocation(line: 63, column: 14, scope: !197)
!204 = !DILocation(line: 0, scope: !50, inlinedAt: !205)
!205 = distinct !DILocation(line: 62, column: 22, scope: !197)
!206 = !DILocation(line: 0, scope: !37, inlinedAt: !205)
!207 = !DILocation(line: 65, column: 1, scope: !191)
!208 = !DILocation(line: 0, scope: !197)
!209 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 67, type: !134, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!210 = !{!211, !212}
!211 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !3, line: 67, type: !5)
!212 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !3, line: 67, type: !5)
!213 = !DILocation(line: 0, scope: !209)
!214 = !DILocation(line: 67, column: 34, scope: !209)
!215 = !DILocation(line: 67, column: 25, scope: !209)
!216 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 68, type: !134, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!217 = !{!218, !219}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !216, file: !3, line: 68, type: !5)
!219 = !DILocalVariable(name: "b", arg: 2, scope: !216, file: !3, line: 68, type: !5)
!220 = !DILocation(line: 0, scope: !216)
!221 = !DILocation(line: 68, column: 34, scope: !216)
!222 = !DILocation(line: 68, column: 25, scope: !216)
!223 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 70, type: !224, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!224 = !DISubroutineType(types: !225)
!225 = !{!5, !226, !5, !5}
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 7, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!228 = !{!229, !230, !231}
!229 = !DILocalVariable(name: "f", arg: 1, scope: !223, file: !3, line: 70, type: !226)
!230 = !DILocalVariable(name: "a", arg: 2, scope: !223, file: !3, line: 70, type: !5)
!231 = !DILocalVariable(name: "b", arg: 3, scope: !223, file: !3, line: 70, type: !5)
!232 = !DILocation(line: 0, scope: !223)
!233 = !DILocation(line: 70, column: 43, scope: !223)
!234 = !DILocation(line: 70, column: 36, scope: !223)
!235 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 71, type: !158, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!236 = !{!237, !238, !239, !240}
!237 = !DILocalVariable(name: "which", arg: 1, scope: !235, file: !3, line: 71, type: !5)
!238 = !DILocalVariable(name: "a", arg: 2, scope: !235, file: !3, line: 71, type: !5)
!239 = !DILocalVariable(name: "b", arg: 3, scope: !235, file: !3, line: 71, type: !5)
!240 = !DILocalVariable(name: "f", scope: !235, file: !3, line: 72, type: !226)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 72, column: 15, scope: !235)
!243 = !DILocation(line: 0, scope: !223, inlinedAt: !244)
!244 = distinct !DILocation(line: 73, column: 12, scope: !235)
!245 = !DILocation(line: 70, column: 43, scope: !223, inlinedAt: !244)
!246 = !DILocation(line: 73, column: 29, scope: !235)
!247 = !{ptr @add, ptr @sub}
!248 = !DILocation(line: 73, column: 27, scope: !235)
!249 = !DILocation(line: 73, column: 5, scope: !235)
!250 = distinct !DISubprogram(name: "sum_array", scope: !3, file: !3, line: 76, type: !251, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!251 = !DISubroutineType(types: !252)
!252 = !{!9, !253, !5}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!255 = !{!256, !257, !258, !259}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !250, file: !3, line: 76, type: !253)
!257 = !DILocalVariable(name: "n", arg: 2, scope: !250, file: !3, line: 76, type: !5)
!258 = !DILocalVariable(name: "s", scope: !250, file: !3, line: 77, type: !9)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 78, type: !5)
!260 = distinct !DILexicalBlock(scope: !250, file: !3, line: 78, column: 5)
!261 = !DILocation(line: 0, scope: !250)
!262 = !DILocation(line: 0, scope: !260)
!263 = !DILocation(line: 78, column: 23, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 78, column: 5)
!265 = !DILocation(line: 78, column: 5, scope: !260)
!266 = !DILocation(line: 79, column: 5, scope: !250)
!267 = !DILocation(line: 78, column: 38, scope: !264)
!268 = !DILocation(line: 78, column: 43, scope: !264)
!269 = !DILocation(line: 78, column: 56, scope: !264)
!270 = !DILocation(line: 78, column: 48, scope: !264)
!271 = !DILocation(line: 78, column: 35, scope: !264)
!272 = !DILocation(line: 78, column: 29, scope: !264)
!273 = distinct !{!273, !265, !274, !67, !68}
!274 = !DILocation(line: 78, column: 60, scope: !260)
!275 = distinct !DISubprogram(name: "is_pow2", scope: !3, file: !3, line: 82, type: !276, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !279)
!276 = !DISubroutineType(types: !277)
!277 = !{!278, !9}
!278 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!279 = !{!280}
!280 = !DILocalVariable(name: "x", arg: 1, scope: !275, file: !3, line: 82, type: !9)
!281 = !DILocation(line: 0, scope: !275)
!282 = !DILocation(line: 82, column: 36, scope: !275)
!283 = !DILocation(line: 82, column: 38, scope: !275)
!284 = !DILocation(line: 82, column: 41, scope: !275)
!285 = !DILocation(line: 82, column: 29, scope: !275)
!286 = distinct !DISubprogram(name: "sat_add8", scope: !3, file: !3, line: 83, type: !287, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!8, !8, !8}
!289 = !{!290, !291, !292}
!290 = !DILocalVariable(name: "a", arg: 1, scope: !286, file: !3, line: 83, type: !8)
!291 = !DILocalVariable(name: "b", arg: 2, scope: !286, file: !3, line: 83, type: !8)
!292 = !DILocalVariable(name: "s", scope: !286, file: !3, line: 84, type: !9)
!293 = !DILocation(line: 0, scope: !286)
!294 = !DILocation(line: 84, column: 18, scope: !286)
!295 = !DILocation(line: 84, column: 32, scope: !286)
!296 = !DILocation(line: 84, column: 30, scope: !286)
!297 = !DILocation(line: 85, column: 12, scope: !286)
!298 = !DILocation(line: 85, column: 5, scope: !286)
!299 = distinct !DISubprogram(name: "sdiv_exact", scope: !3, file: !3, line: 87, type: !150, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !300)
!300 = !{!301}
!301 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !3, line: 87, type: !5)
!302 = !DILocation(line: 0, scope: !299)
!303 = !DILocation(line: 87, column: 25, scope: !299)
!304 = distinct !DISubprogram(name: "narrow", scope: !3, file: !3, line: 88, type: !305, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!10, !11}
!307 = !{!308}
!308 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !3, line: 88, type: !11)
!309 = !DILocation(line: 0, scope: !304)
!310 = !DILocation(line: 88, column: 46, scope: !304)
!311 = !DILocation(line: 88, column: 36, scope: !304)
!312 = !DILocation(line: 88, column: 29, scope: !304)
!313 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 89, type: !314, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !316)
!314 = !DISubroutineType(types: !315)
!315 = !{!11, !5, !9}
!316 = !{!317, !318}
!317 = !DILocalVariable(name: "x", arg: 1, scope: !313, file: !3, line: 89, type: !5)
!318 = !DILocalVariable(name: "y", arg: 2, scope: !313, file: !3, line: 89, type: !9)
!319 = !DILocation(line: 0, scope: !313)
!320 = !DILocation(line: 89, column: 45, scope: !313)
!321 = !DILocation(line: 89, column: 60, scope: !313)
!322 = !DILocation(line: 89, column: 58, scope: !313)
!323 = !DILocation(line: 89, column: 38, scope: !313)
!324 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 90, type: !103, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!325 = !{!326}
!326 = !DILocalVariable(name: "x", arg: 1, scope: !324, file: !3, line: 90, type: !9)
!327 = !DILocation(line: 0, scope: !324)
!328 = !DILocation(line: 90, column: 34, scope: !324)
!329 = !DILocation(line: 90, column: 48, scope: !324)
!330 = !DILocation(line: 90, column: 54, scope: !324)
!331 = !DILocation(line: 90, column: 42, scope: !324)
!332 = !DILocation(line: 90, column: 67, scope: !324)
!333 = !DILocation(line: 90, column: 72, scope: !324)
!334 = !DILocation(line: 90, column: 62, scope: !324)
!335 = !DILocation(line: 90, column: 24, scope: !324)
!336 = distinct !DISubprogram(name: "byte_less", scope: !3, file: !3, line: 91, type: !180, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !337)
!337 = !{!338, !339, !340, !341}
!338 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !3, line: 91, type: !9)
!339 = !DILocalVariable(name: "b", arg: 2, scope: !336, file: !3, line: 91, type: !9)
!340 = !DILocalVariable(name: "x", scope: !336, file: !3, line: 91, type: !5)
!341 = !DILocalVariable(name: "y", scope: !336, file: !3, line: 91, type: !5)
!342 = !DILocation(line: 0, scope: !336)
!343 = !DILocation(line: 91, column: 51, scope: !336)
!344 = !DILocation(line: 91, column: 65, scope: !336)
!345 = !DILocation(line: 91, column: 82, scope: !336)
!346 = !DILocation(line: 91, column: 73, scope: !336)
!347 = distinct !DISubprogram(name: "masked_ge", scope: !3, file: !3, line: 92, type: !180, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !348)
!348 = !{!349, !350, !351, !352}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !3, line: 92, type: !9)
!350 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !3, line: 92, type: !9)
!351 = !DILocalVariable(name: "x", scope: !347, file: !3, line: 92, type: !5)
!352 = !DILocalVariable(name: "y", scope: !347, file: !3, line: 92, type: !5)
!353 = !DILocation(line: 0, scope: !347)
!354 = !DILocation(line: 92, column: 51, scope: !347)
!355 = !DILocation(line: 92, column: 63, scope: !347)
!356 = !DILocation(line: 92, column: 78, scope: !347)
!357 = !DILocation(line: 92, column: 76, scope: !347)
!358 = !DILocation(line: 92, column: 69, scope: !347)
!359 = distinct !DISubprogram(name: "loop_sum", scope: !3, file: !3, line: 93, type: !360, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!360 = !DISubroutineType(types: !361)
!361 = !{!5, !362, !5}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!363 = !{!364, !365, !366, !367}
!364 = !DILocalVariable(name: "p", arg: 1, scope: !359, file: !3, line: 93, type: !362)
!365 = !DILocalVariable(name: "n", arg: 2, scope: !359, file: !3, line: 93, type: !5)
!366 = !DILocalVariable(name: "s", scope: !359, file: !3, line: 93, type: !5)
!367 = !DILocalVariable(name: "i", scope: !368, file: !3, line: 93, type: !5)
!368 = distinct !DILexicalBlock(scope: !359, file: !3, line: 93, column: 52)
!369 = !DILocation(line: 0, scope: !359)
!370 = !DILocation(line: 0, scope: !368)
!371 = !DILocation(line: 93, column: 70, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !3, line: 93, column: 52)
!373 = !DILocation(line: 93, column: 52, scope: !368)
!374 = !DILocation(line: 93, column: 74, scope: !372)
!375 = !DILocation(line: 93, scope: !359)
!376 = !DILocation(line: 93, column: 109, scope: !359)
!377 = !DILocation(line: 93, column: 97, scope: !372)
!378 = !DILocation(line: 93, column: 102, scope: !372)
!379 = !DILocation(line: 93, column: 94, scope: !372)
!380 = !DILocation(line: 93, column: 88, scope: !372)
!381 = distinct !{!381, !373, !382, !67, !68}
!382 = !DILocation(line: 93, column: 104, scope: !368)
