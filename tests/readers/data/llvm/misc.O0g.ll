; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@computed.targets = internal global [3 x ptr] [ptr blockaddress(@computed, %9), ptr blockaddress(@computed, %12), ptr blockaddress(@computed, %15)], align 16, !dbg !0
@shared = dso_local global i32 0, align 4, !dbg !20
@flags = dso_local global [64 x i8] zeroinitializer, align 16, !dbg !22
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asm_goto(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  %4 = load i32, ptr %3, align 4, !dbg !42
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #5
          to label %5 [label %6], !dbg !43, !srcloc !44

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !45
  br label %7, !dbg !45

6:                                                ; preds = %1
    #dbg_label(!46, !47)
  store i32 1, ptr %2, align 4, !dbg !48
  br label %7, !dbg !48

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4, !dbg !49
  ret i32 %8, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @computed(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  %4 = load i32, ptr %3, align 4, !dbg !52
  %5 = and i32 %4, 1, !dbg !53
  %6 = sext i32 %5 to i64, !dbg !54
  %7 = getelementptr inbounds [3 x ptr], ptr @computed.targets, i64 0, i64 %6, !dbg !54
  %8 = load ptr, ptr %7, align 8, !dbg !54
  br label %20, !dbg !55

9:                                                ; preds = %20
    #dbg_label(!56, !57)
  %10 = load i32, ptr %3, align 4, !dbg !58
  %11 = add nsw i32 %10, 1, !dbg !59
  store i32 %11, ptr %2, align 4, !dbg !60
  br label %18, !dbg !60

12:                                               ; preds = %20
    #dbg_label(!61, !62)
  %13 = load i32, ptr %3, align 4, !dbg !63
  %14 = mul nsw i32 %13, 2, !dbg !64
  store i32 %14, ptr %2, align 4, !dbg !65
  br label %18, !dbg !65

15:                                               ; preds = %20
    #dbg_label(!66, !67)
  %16 = load i32, ptr %3, align 4, !dbg !68
  %17 = sub nsw i32 %16, 7, !dbg !69
  store i32 %17, ptr %2, align 4, !dbg !70
  br label %18, !dbg !70

18:                                               ; preds = %15, %12, %9
  %19 = load i32, ptr %2, align 4, !dbg !71
  ret i32 %19, !dbg !71

20:                                               ; preds = %1
  %21 = phi ptr [ %8, %1 ]
  indirectbr ptr %21, [label %9, label %12, label %15]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asm_rdtsc_low() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !75, !DIExpression(), !76)
    #dbg_declare(ptr %2, !77, !DIExpression(), !78)
  %3 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !79, !srcloc !80
  %4 = extractvalue { i32, i32 } %3, 0, !dbg !79
  %5 = extractvalue { i32, i32 } %3, 1, !dbg !79
  store i32 %4, ptr %1, align 4, !dbg !79
  store i32 %5, ptr %2, align 4, !dbg !79
  %6 = load i32, ptr %1, align 4, !dbg !81
  %7 = load i32, ptr %2, align 4, !dbg !82
  %8 = xor i32 %6, %7, !dbg !83
  ret i32 %8, !dbg !84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vec_ops(<4 x i32> noundef %0, <4 x i32> noundef %1, i32 noundef %2) #1 !dbg !85 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca i32, align 4
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %4, align 16
    #dbg_declare(ptr %4, !92, !DIExpression(), !93)
  store <4 x i32> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !94, !DIExpression(), !95)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !96, !DIExpression(), !97)
    #dbg_declare(ptr %7, !98, !DIExpression(), !99)
  %11 = load <4 x i32>, ptr %4, align 16, !dbg !100
  %12 = load <4 x i32>, ptr %5, align 16, !dbg !101
  %13 = add <4 x i32> %11, %12, !dbg !102
  %14 = mul <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>, !dbg !103
  store <4 x i32> %14, ptr %7, align 16, !dbg !99
  %15 = load <4 x i32>, ptr %7, align 16, !dbg !104
  %16 = ashr <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>, !dbg !105
  store <4 x i32> %16, ptr %7, align 16, !dbg !106
  %17 = load i32, ptr %6, align 4, !dbg !107
  %18 = load <4 x i32>, ptr %7, align 16, !dbg !108
  %19 = insertelement <4 x i32> %18, i32 %17, i32 2, !dbg !108
  store <4 x i32> %19, ptr %7, align 16, !dbg !108
    #dbg_declare(ptr %8, !109, !DIExpression(), !110)
  %20 = load <4 x i32>, ptr %4, align 16, !dbg !111
  %21 = load <4 x i32>, ptr %5, align 16, !dbg !112
  %22 = icmp slt <4 x i32> %20, %21, !dbg !113
  %23 = sext <4 x i1> %22 to <4 x i32>, !dbg !113
  store <4 x i32> %23, ptr %8, align 16, !dbg !110
    #dbg_declare(ptr %9, !114, !DIExpression(), !115)
  %24 = load <4 x i32>, ptr %4, align 16, !dbg !116
  %25 = load <4 x i32>, ptr %5, align 16, !dbg !117
  %26 = shufflevector <4 x i32> %24, <4 x i32> %25, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !118
  store <4 x i32> %26, ptr %9, align 16, !dbg !115
  %27 = load <4 x i32>, ptr %7, align 16, !dbg !119
  %28 = load <4 x i32>, ptr %8, align 16, !dbg !120
  %29 = and <4 x i32> %27, %28, !dbg !121
  %30 = load <4 x i32>, ptr %9, align 16, !dbg !122
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %10, align 16, !dbg !123
  %31 = load <4 x i32>, ptr %10, align 16, !dbg !123
  %32 = xor <4 x i32> %30, %31, !dbg !124
  %33 = or <4 x i32> %29, %32, !dbg !125
  ret <4 x i32> %33, !dbg !126
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vec_extract(<4 x i32> noundef %0, i32 noundef %1) #1 !dbg !127 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca i32, align 4
  store <4 x i32> %0, ptr %3, align 16
    #dbg_declare(ptr %3, !130, !DIExpression(), !131)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !132, !DIExpression(), !133)
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !134
  %6 = load i32, ptr %4, align 4, !dbg !135
  %7 = and i32 %6, 3, !dbg !136
  %8 = extractelement <4 x i32> %5, i32 %7, !dbg !134
  %9 = load <4 x i32>, ptr %3, align 16, !dbg !137
  %10 = extractelement <4 x i32> %9, i32 1, !dbg !137
  %11 = add nsw i32 %8, %10, !dbg !138
  ret i32 %11, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @atomics(ptr noundef %0, i32 noundef %1) #0 !dbg !140 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !144, !DIExpression(), !145)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !146, !DIExpression(), !147)
    #dbg_declare(ptr %5, !148, !DIExpression(), !149)
  %14 = load ptr, ptr %3, align 8, !dbg !150
  %15 = load i32, ptr %4, align 4, !dbg !151
  store i32 %15, ptr %6, align 4, !dbg !152
  %16 = load i32, ptr %6, align 4, !dbg !152
  %17 = atomicrmw add ptr %14, i32 %16 seq_cst, align 4, !dbg !152
  store i32 %17, ptr %7, align 4, !dbg !152
  %18 = load i32, ptr %7, align 4, !dbg !152
  store i32 %18, ptr %5, align 4, !dbg !149
    #dbg_declare(ptr %8, !153, !DIExpression(), !154)
  store i32 5, ptr %8, align 4, !dbg !154
  %19 = load ptr, ptr %3, align 8, !dbg !155
  %20 = load i32, ptr %4, align 4, !dbg !156
  store i32 %20, ptr %9, align 4, !dbg !157
  %21 = load i32, ptr %8, align 4, !dbg !157
  %22 = load i32, ptr %9, align 4, !dbg !157
  %23 = cmpxchg ptr %19, i32 %21, i32 %22 acq_rel acquire, align 4, !dbg !157
  %24 = extractvalue { i32, i1 } %23, 0, !dbg !157
  %25 = extractvalue { i32, i1 } %23, 1, !dbg !157
  br i1 %25, label %27, label %26, !dbg !157

26:                                               ; preds = %2
  store i32 %24, ptr %8, align 4, !dbg !157
  br label %27, !dbg !157

27:                                               ; preds = %26, %2
  %28 = zext i1 %25 to i8, !dbg !157
  store i8 %28, ptr %10, align 1, !dbg !157
  %29 = load i8, ptr %10, align 1, !dbg !157
  %30 = trunc i8 %29 to i1, !dbg !157
  %31 = load ptr, ptr %3, align 8, !dbg !158
  store i32 255, ptr %11, align 4, !dbg !159
  %32 = load i32, ptr %11, align 4, !dbg !159
  %33 = atomicrmw and ptr %31, i32 %32 monotonic, align 4, !dbg !159
  store i32 %33, ptr %12, align 4, !dbg !159
  %34 = load i32, ptr %12, align 4, !dbg !159
  %35 = load i32, ptr %5, align 4, !dbg !160
  %36 = load i32, ptr %8, align 4, !dbg !161
  %37 = add nsw i32 %35, %36, !dbg !162
  %38 = load atomic i32, ptr @shared acquire, align 4, !dbg !163
  store i32 %38, ptr %13, align 4, !dbg !163
  %39 = load i32, ptr %13, align 4, !dbg !163
  %40 = add nsw i32 %37, %39, !dbg !164
  ret i32 %40, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bools(i32 noundef %0) #0 !dbg !166 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !167, !DIExpression(), !168)
  %3 = load i32, ptr %2, align 4, !dbg !169
  %4 = and i32 %3, 63, !dbg !170
  %5 = sext i32 %4 to i64, !dbg !171
  %6 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %5, !dbg !171
  %7 = load i8, ptr %6, align 1, !dbg !171
  %8 = trunc i8 %7 to i1, !dbg !171
  %9 = zext i1 %8 to i64, !dbg !171
  %10 = select i1 %8, i32 7, i32 9, !dbg !171
  ret i32 %10, !dbg !172
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @wide_mul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !173 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
    #dbg_declare(ptr %8, !177, !DIExpression(), !178)
  store i128 %15, ptr %9, align 16
    #dbg_declare(ptr %9, !179, !DIExpression(), !180)
  %16 = load i128, ptr %8, align 16, !dbg !181
  %17 = load i128, ptr %9, align 16, !dbg !182
  %18 = mul nsw i128 %16, %17, !dbg !183
  %19 = load i128, ptr %8, align 16, !dbg !184
  %20 = ashr i128 %19, 70, !dbg !185
  %21 = add nsw i128 %18, %20, !dbg !186
  store i128 %21, ptr %5, align 16, !dbg !187
  %22 = load { i64, i64 }, ptr %5, align 16, !dbg !187
  ret { i64, i64 } %22, !dbg !187
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @expect(i32 noundef %0) #0 !dbg !188 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !189, !DIExpression(), !190)
  %4 = load i32, ptr %3, align 4, !dbg !191
  %5 = icmp sgt i32 %4, 100, !dbg !193
  %6 = zext i1 %5 to i32, !dbg !193
  %7 = sext i32 %6 to i64, !dbg !191
  %8 = icmp ne i64 %7, 0, !dbg !194
  br i1 %8, label %9, label %12, !dbg !195

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4, !dbg !196
  %11 = call i32 @ext_call(i32 noundef %10), !dbg !197
  store i32 %11, ptr %2, align 4, !dbg !198
  br label %15, !dbg !198

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4, !dbg !199
  %14 = and i32 %13, 127, !dbg !200
  store i32 %14, ptr %2, align 4, !dbg !201
  br label %15, !dbg !201

15:                                               ; preds = %12, %9
  %16 = load i32, ptr %2, align 4, !dbg !202
  ret i32 %16, !dbg !202
}

declare i32 @ext_call(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @tail_caller(i32 noundef %0) #0 !dbg !203 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !204, !DIExpression(), !205)
  %3 = load i32, ptr %2, align 4, !dbg !206
  %4 = add nsw i32 %3, 1, !dbg !207
  %5 = musttail call i32 @tail_target(i32 noundef %4), !dbg !208
  ret i32 %5, !dbg !208

6:                                                ; No predecessors!
  ret i32 undef, !dbg !209
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @tail_target(i32 noundef %0) #0 !dbg !210 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !211, !DIExpression(), !212)
  %3 = load i32, ptr %2, align 4, !dbg !213
  %4 = icmp sgt i32 %3, 10, !dbg !214
  br i1 %4, label %5, label %7, !dbg !213

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !215
  br label %10, !dbg !213

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !216
  %9 = call i32 @ext_call(i32 noundef %8), !dbg !217
  br label %10, !dbg !213

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ], !dbg !213
  ret i32 %11, !dbg !218
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sadd(i32 noundef %0, i32 noundef %1) #0 !dbg !219 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !222, !DIExpression(), !223)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !224, !DIExpression(), !225)
    #dbg_declare(ptr %6, !226, !DIExpression(), !227)
  %7 = load i32, ptr %4, align 4, !dbg !228
  %8 = load i32, ptr %5, align 4, !dbg !230
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !231
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !231
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !231
  store i32 %11, ptr %6, align 4, !dbg !231
  br i1 %10, label %12, label %13, !dbg !232

12:                                               ; preds = %2
  store i32 0, ptr %3, align 4, !dbg !233
  br label %15, !dbg !233

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4, !dbg !234
  store i32 %14, ptr %3, align 4, !dbg !235
  br label %15, !dbg !235

15:                                               ; preds = %13, %12
  %16 = load i32, ptr %3, align 4, !dbg !236
  ret i32 %16, !dbg !236
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bitfun(i32 noundef %0, i64 noundef %1) #0 !dbg !237 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !241, !DIExpression(), !242)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !243, !DIExpression(), !244)
  %5 = load i32, ptr %3, align 4, !dbg !245
  %6 = call i32 @llvm.ctpop.i32(i32 %5), !dbg !246
  %7 = load i32, ptr %3, align 4, !dbg !247
  %8 = or i32 %7, 256, !dbg !248
  %9 = call i32 @llvm.cttz.i32(i32 %8, i1 true), !dbg !249
  %10 = add nsw i32 %6, %9, !dbg !250
  %11 = load i64, ptr %4, align 8, !dbg !251
  %12 = or i64 %11, 1, !dbg !252
  %13 = call i64 @llvm.ctlz.i64(i64 %12, i1 true), !dbg !253
  %14 = trunc i64 %13 to i32, !dbg !253
  %15 = add nsw i32 %10, %14, !dbg !254
  %16 = load i32, ptr %3, align 4, !dbg !255
  %17 = call i32 @llvm.ctpop.i32(i32 %16), !dbg !256
  %18 = and i32 %17, 1, !dbg !256
  %19 = add nsw i32 %15, %18, !dbg !257
  ret i32 %19, !dbg !258
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fp(double noundef %0, float noundef %1, i32 noundef %2) #0 !dbg !259 {
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !262, !DIExpression(), !263)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !264, !DIExpression(), !265)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !266, !DIExpression(), !267)
    #dbg_declare(ptr %7, !268, !DIExpression(), !269)
  %8 = load double, ptr %4, align 8, !dbg !270
  %9 = load float, ptr %5, align 4, !dbg !271
  %10 = fpext float %9 to double, !dbg !271
  %11 = load i32, ptr %6, align 4, !dbg !272
  %12 = sitofp i32 %11 to double, !dbg !273
  %13 = call double @llvm.fmuladd.f64(double %8, double %10, double %12), !dbg !274
  store double %13, ptr %7, align 8, !dbg !269
  %14 = load double, ptr %7, align 8, !dbg !275
  %15 = fdiv double %14, 3.000000e+00, !dbg !276
  %16 = load i32, ptr %6, align 4, !dbg !277
  %17 = uitofp i32 %16 to float, !dbg !278
  %18 = fpext float %17 to double, !dbg !278
  %19 = fsub double %15, %18, !dbg !279
  ret double %19, !dbg !280
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !281 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !282, !DIExpression(), !283)
  %6 = load i32, ptr %2, align 4, !dbg !284
  %7 = zext i32 %6 to i64, !dbg !285
  %8 = call ptr @llvm.stacksave.p0(), !dbg !285
  store ptr %8, ptr %3, align 8, !dbg !285
  %9 = alloca i32, i64 %7, align 16, !dbg !285
  store i64 %7, ptr %4, align 8, !dbg !285
    #dbg_declare(ptr %4, !286, !DIExpression(), !288)
    #dbg_declare(ptr %9, !289, !DIExpression(), !293)
    #dbg_declare(ptr %5, !294, !DIExpression(), !296)
  store i32 0, ptr %5, align 4, !dbg !296
  br label %10, !dbg !297

10:                                               ; preds = %21, %1
  %11 = load i32, ptr %5, align 4, !dbg !298
  %12 = load i32, ptr %2, align 4, !dbg !300
  %13 = icmp slt i32 %11, %12, !dbg !301
  br i1 %13, label %14, label %24, !dbg !302

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !303
  %16 = load i32, ptr %5, align 4, !dbg !304
  %17 = mul nsw i32 %15, %16, !dbg !305
  %18 = load i32, ptr %5, align 4, !dbg !306
  %19 = sext i32 %18 to i64, !dbg !307
  %20 = getelementptr inbounds i32, ptr %9, i64 %19, !dbg !307
  store i32 %17, ptr %20, align 4, !dbg !308
  br label %21, !dbg !307

21:                                               ; preds = %14
  %22 = load i32, ptr %5, align 4, !dbg !309
  %23 = add nsw i32 %22, 1, !dbg !309
  store i32 %23, ptr %5, align 4, !dbg !309
  br label %10, !dbg !310, !llvm.loop !311

24:                                               ; preds = %10
  %25 = load i32, ptr %2, align 4, !dbg !314
  %26 = sdiv i32 %25, 2, !dbg !315
  %27 = sext i32 %26 to i64, !dbg !316
  %28 = getelementptr inbounds i32, ptr %9, i64 %27, !dbg !316
  %29 = load i32, ptr %28, align 4, !dbg !316
  call void (ptr, ...) @sink(ptr noundef @.str, i32 noundef %29), !dbg !317
  %30 = getelementptr inbounds i32, ptr %9, i64 0, !dbg !318
  %31 = load i32, ptr %30, align 16, !dbg !318
  %32 = load ptr, ptr %3, align 8, !dbg !319
  call void @llvm.stackrestore.p0(ptr %32), !dbg !319
  ret i32 %31, !dbg !319
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

declare void @sink(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @var_sum(i32 noundef %0, ...) #0 !dbg !320 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !323, !DIExpression(), !324)
    #dbg_declare(ptr %3, !325, !DIExpression(), !338)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !339
  call void @llvm.va_start.p0(ptr %6), !dbg !339
    #dbg_declare(ptr %4, !340, !DIExpression(), !341)
  store i32 0, ptr %4, align 4, !dbg !341
    #dbg_declare(ptr %5, !342, !DIExpression(), !344)
  store i32 0, ptr %5, align 4, !dbg !344
  br label %7, !dbg !345

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !346
  %9 = load i32, ptr %2, align 4, !dbg !348
  %10 = icmp slt i32 %8, %9, !dbg !349
  br i1 %10, label %11, label %33, !dbg !350

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !351
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !351
  %14 = load i32, ptr %13, align 16, !dbg !351
  %15 = icmp ule i32 %14, 40, !dbg !351
  br i1 %15, label %16, label %21, !dbg !351

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !351
  %18 = load ptr, ptr %17, align 16, !dbg !351
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !351
  %20 = add i32 %14, 8, !dbg !351
  store i32 %20, ptr %13, align 16, !dbg !351
  br label %25, !dbg !351

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !351
  %23 = load ptr, ptr %22, align 8, !dbg !351
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !351
  store ptr %24, ptr %22, align 8, !dbg !351
  br label %25, !dbg !351

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !351
  %27 = load i32, ptr %26, align 4, !dbg !351
  %28 = load i32, ptr %4, align 4, !dbg !352
  %29 = add nsw i32 %28, %27, !dbg !352
  store i32 %29, ptr %4, align 4, !dbg !352
  br label %30, !dbg !353

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !354
  %32 = add nsw i32 %31, 1, !dbg !354
  store i32 %32, ptr %5, align 4, !dbg !354
  br label %7, !dbg !355, !llvm.loop !356

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !358
  call void @llvm.va_end.p0(ptr %34), !dbg !358
  %35 = load i32, ptr %4, align 4, !dbg !359
  ret i32 %35, !dbg !360
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local zeroext i8 @sat(i32 noundef %0) #0 !dbg !361 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !365, !DIExpression(), !366)
  %3 = load i32, ptr %2, align 4, !dbg !367
  %4 = icmp slt i32 %3, 0, !dbg !368
  br i1 %4, label %5, label %6, !dbg !367

5:                                                ; preds = %1
  br label %14, !dbg !367

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !369
  %8 = icmp sgt i32 %7, 255, !dbg !370
  br i1 %8, label %9, label %10, !dbg !369

9:                                                ; preds = %6
  br label %12, !dbg !369

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4, !dbg !371
  br label %12, !dbg !369

12:                                               ; preds = %10, %9
  %13 = phi i32 [ 255, %9 ], [ %11, %10 ], !dbg !369
  br label %14, !dbg !367

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 0, %5 ], [ %13, %12 ], !dbg !367
  %16 = trunc i32 %15 to i8, !dbg !367
  ret i8 %16, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ll_ops(i64 noundef %0, i64 noundef %1) #0 !dbg !373 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !376, !DIExpression(), !377)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !378, !DIExpression(), !379)
  %5 = load i64, ptr %3, align 8, !dbg !380
  %6 = sdiv i64 %5, 7, !dbg !381
  %7 = load i64, ptr %4, align 8, !dbg !382
  %8 = urem i64 %7, 13, !dbg !383
  %9 = add nsw i64 %6, %8, !dbg !384
  %10 = load i64, ptr %3, align 8, !dbg !385
  %11 = shl i64 %10, 3, !dbg !386
  %12 = add nsw i64 %9, %11, !dbg !387
  %13 = load i64, ptr %4, align 8, !dbg !388
  %14 = lshr i64 %13, 61, !dbg !389
  %15 = sub nsw i64 %12, %14, !dbg !390
  ret i64 %15, !dbg !391
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "targets", scope: !2, file: !3, line: 22, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "computed", scope: !3, file: !3, line: 21, type: !4, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!3 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "0fb48287b94816068fa297823aaf61ed")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !12}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !20, !22}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 24, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 3)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "shared", scope: !7, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "flags", scope: !7, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !26)
!25 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!26 = !{!27}
!27 = !DISubrange(count: 64)
!28 = !{}
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 192, elements: !18)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "asm_goto", scope: !3, file: !3, line: 14, type: !4, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!40 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 14, type: !6)
!41 = !DILocation(line: 14, column: 18, scope: !39)
!42 = !DILocation(line: 15, column: 46, scope: !39)
!43 = !DILocation(line: 15, column: 5, scope: !39)
!44 = !{i64 472}
!45 = !DILocation(line: 16, column: 5, scope: !39)
!46 = !DILabel(scope: !39, name: "nonzero", file: !3, line: 17)
!47 = !DILocation(line: 17, column: 1, scope: !39)
!48 = !DILocation(line: 18, column: 5, scope: !39)
!49 = !DILocation(line: 19, column: 1, scope: !39)
!50 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 21, type: !6)
!51 = !DILocation(line: 21, column: 18, scope: !2)
!52 = !DILocation(line: 23, column: 19, scope: !2)
!53 = !DILocation(line: 23, column: 21, scope: !2)
!54 = !DILocation(line: 23, column: 11, scope: !2)
!55 = !DILocation(line: 23, column: 5, scope: !2)
!56 = !DILabel(scope: !2, name: "a", file: !3, line: 24)
!57 = !DILocation(line: 24, column: 1, scope: !2)
!58 = !DILocation(line: 24, column: 12, scope: !2)
!59 = !DILocation(line: 24, column: 14, scope: !2)
!60 = !DILocation(line: 24, column: 5, scope: !2)
!61 = !DILabel(scope: !2, name: "b", file: !3, line: 25)
!62 = !DILocation(line: 25, column: 1, scope: !2)
!63 = !DILocation(line: 25, column: 12, scope: !2)
!64 = !DILocation(line: 25, column: 14, scope: !2)
!65 = !DILocation(line: 25, column: 5, scope: !2)
!66 = !DILabel(scope: !2, name: "c", file: !3, line: 26)
!67 = !DILocation(line: 26, column: 1, scope: !2)
!68 = !DILocation(line: 26, column: 12, scope: !2)
!69 = !DILocation(line: 26, column: 14, scope: !2)
!70 = !DILocation(line: 26, column: 5, scope: !2)
!71 = !DILocation(line: 27, column: 1, scope: !2)
!72 = distinct !DISubprogram(name: "asm_rdtsc_low", scope: !3, file: !3, line: 29, type: !73, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!73 = !DISubroutineType(types: !74)
!74 = !{!11}
!75 = !DILocalVariable(name: "lo", scope: !72, file: !3, line: 30, type: !11)
!76 = !DILocation(line: 30, column: 14, scope: !72)
!77 = !DILocalVariable(name: "hi", scope: !72, file: !3, line: 30, type: !11)
!78 = !DILocation(line: 30, column: 18, scope: !72)
!79 = !DILocation(line: 31, column: 5, scope: !72)
!80 = !{i64 790}
!81 = !DILocation(line: 32, column: 12, scope: !72)
!82 = !DILocation(line: 32, column: 17, scope: !72)
!83 = !DILocation(line: 32, column: 15, scope: !72)
!84 = !DILocation(line: 32, column: 5, scope: !72)
!85 = distinct !DISubprogram(name: "vec_ops", scope: !3, file: !3, line: 35, type: !86, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !88, !88, !6}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 6, baseType: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 4)
!92 = !DILocalVariable(name: "a", arg: 1, scope: !85, file: !3, line: 35, type: !88)
!93 = !DILocation(line: 35, column: 19, scope: !85)
!94 = !DILocalVariable(name: "b", arg: 2, scope: !85, file: !3, line: 35, type: !88)
!95 = !DILocation(line: 35, column: 27, scope: !85)
!96 = !DILocalVariable(name: "k", arg: 3, scope: !85, file: !3, line: 35, type: !6)
!97 = !DILocation(line: 35, column: 34, scope: !85)
!98 = !DILocalVariable(name: "c", scope: !85, file: !3, line: 36, type: !88)
!99 = !DILocation(line: 36, column: 10, scope: !85)
!100 = !DILocation(line: 36, column: 15, scope: !85)
!101 = !DILocation(line: 36, column: 19, scope: !85)
!102 = !DILocation(line: 36, column: 17, scope: !85)
!103 = !DILocation(line: 36, column: 22, scope: !85)
!104 = !DILocation(line: 37, column: 9, scope: !85)
!105 = !DILocation(line: 37, column: 11, scope: !85)
!106 = !DILocation(line: 37, column: 7, scope: !85)
!107 = !DILocation(line: 38, column: 12, scope: !85)
!108 = !DILocation(line: 38, column: 10, scope: !85)
!109 = !DILocalVariable(name: "m", scope: !85, file: !3, line: 39, type: !88)
!110 = !DILocation(line: 39, column: 10, scope: !85)
!111 = !DILocation(line: 39, column: 14, scope: !85)
!112 = !DILocation(line: 39, column: 18, scope: !85)
!113 = !DILocation(line: 39, column: 16, scope: !85)
!114 = !DILocalVariable(name: "sh", scope: !85, file: !3, line: 40, type: !88)
!115 = !DILocation(line: 40, column: 10, scope: !85)
!116 = !DILocation(line: 40, column: 39, scope: !85)
!117 = !DILocation(line: 40, column: 42, scope: !85)
!118 = !DILocation(line: 40, column: 15, scope: !85)
!119 = !DILocation(line: 41, column: 13, scope: !85)
!120 = !DILocation(line: 41, column: 17, scope: !85)
!121 = !DILocation(line: 41, column: 15, scope: !85)
!122 = !DILocation(line: 41, column: 23, scope: !85)
!123 = !DILocation(line: 41, column: 28, scope: !85)
!124 = !DILocation(line: 41, column: 26, scope: !85)
!125 = !DILocation(line: 41, column: 20, scope: !85)
!126 = !DILocation(line: 41, column: 5, scope: !85)
!127 = distinct !DISubprogram(name: "vec_extract", scope: !3, file: !3, line: 44, type: !128, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!128 = !DISubroutineType(types: !129)
!129 = !{!6, !88, !6}
!130 = !DILocalVariable(name: "a", arg: 1, scope: !127, file: !3, line: 44, type: !88)
!131 = !DILocation(line: 44, column: 22, scope: !127)
!132 = !DILocalVariable(name: "i", arg: 2, scope: !127, file: !3, line: 44, type: !6)
!133 = !DILocation(line: 44, column: 29, scope: !127)
!134 = !DILocation(line: 44, column: 41, scope: !127)
!135 = !DILocation(line: 44, column: 43, scope: !127)
!136 = !DILocation(line: 44, column: 45, scope: !127)
!137 = !DILocation(line: 44, column: 52, scope: !127)
!138 = !DILocation(line: 44, column: 50, scope: !127)
!139 = !DILocation(line: 44, column: 34, scope: !127)
!140 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 46, type: !141, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!141 = !DISubroutineType(types: !142)
!142 = !{!6, !143, !6}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!144 = !DILocalVariable(name: "p", arg: 1, scope: !140, file: !3, line: 46, type: !143)
!145 = !DILocation(line: 46, column: 18, scope: !140)
!146 = !DILocalVariable(name: "v", arg: 2, scope: !140, file: !3, line: 46, type: !6)
!147 = !DILocation(line: 46, column: 25, scope: !140)
!148 = !DILocalVariable(name: "old", scope: !140, file: !3, line: 47, type: !6)
!149 = !DILocation(line: 47, column: 9, scope: !140)
!150 = !DILocation(line: 47, column: 34, scope: !140)
!151 = !DILocation(line: 47, column: 37, scope: !140)
!152 = !DILocation(line: 47, column: 15, scope: !140)
!153 = !DILocalVariable(name: "expected", scope: !140, file: !3, line: 48, type: !6)
!154 = !DILocation(line: 48, column: 9, scope: !140)
!155 = !DILocation(line: 49, column: 33, scope: !140)
!156 = !DILocation(line: 49, column: 47, scope: !140)
!157 = !DILocation(line: 49, column: 5, scope: !140)
!158 = !DILocation(line: 50, column: 24, scope: !140)
!159 = !DILocation(line: 50, column: 5, scope: !140)
!160 = !DILocation(line: 51, column: 12, scope: !140)
!161 = !DILocation(line: 51, column: 18, scope: !140)
!162 = !DILocation(line: 51, column: 16, scope: !140)
!163 = !DILocation(line: 51, column: 29, scope: !140)
!164 = !DILocation(line: 51, column: 27, scope: !140)
!165 = !DILocation(line: 51, column: 5, scope: !140)
!166 = distinct !DISubprogram(name: "bools", scope: !3, file: !3, line: 54, type: !4, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!167 = !DILocalVariable(name: "i", arg: 1, scope: !166, file: !3, line: 54, type: !6)
!168 = !DILocation(line: 54, column: 15, scope: !166)
!169 = !DILocation(line: 54, column: 33, scope: !166)
!170 = !DILocation(line: 54, column: 35, scope: !166)
!171 = !DILocation(line: 54, column: 27, scope: !166)
!172 = !DILocation(line: 54, column: 20, scope: !166)
!173 = distinct !DISubprogram(name: "wide_mul", scope: !3, file: !3, line: 56, type: !174, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !176, !176}
!176 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!177 = !DILocalVariable(name: "a", arg: 1, scope: !173, file: !3, line: 56, type: !176)
!178 = !DILocation(line: 56, column: 28, scope: !173)
!179 = !DILocalVariable(name: "b", arg: 2, scope: !173, file: !3, line: 56, type: !176)
!180 = !DILocation(line: 56, column: 40, scope: !173)
!181 = !DILocation(line: 56, column: 52, scope: !173)
!182 = !DILocation(line: 56, column: 56, scope: !173)
!183 = !DILocation(line: 56, column: 54, scope: !173)
!184 = !DILocation(line: 56, column: 61, scope: !173)
!185 = !DILocation(line: 56, column: 63, scope: !173)
!186 = !DILocation(line: 56, column: 58, scope: !173)
!187 = !DILocation(line: 56, column: 45, scope: !173)
!188 = distinct !DISubprogram(name: "expect", scope: !3, file: !3, line: 58, type: !4, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!189 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !3, line: 58, type: !6)
!190 = !DILocation(line: 58, column: 16, scope: !188)
!191 = !DILocation(line: 59, column: 26, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 59, column: 9)
!193 = !DILocation(line: 59, column: 28, scope: !192)
!194 = !DILocation(line: 59, column: 9, scope: !192)
!195 = !DILocation(line: 59, column: 9, scope: !188)
!196 = !DILocation(line: 59, column: 55, scope: !192)
!197 = !DILocation(line: 59, column: 46, scope: !192)
!198 = !DILocation(line: 59, column: 39, scope: !192)
!199 = !DILocation(line: 60, column: 12, scope: !188)
!200 = !DILocation(line: 60, column: 14, scope: !188)
!201 = !DILocation(line: 60, column: 5, scope: !188)
!202 = !DILocation(line: 61, column: 1, scope: !188)
!203 = distinct !DISubprogram(name: "tail_caller", scope: !3, file: !3, line: 64, type: !4, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!204 = !DILocalVariable(name: "x", arg: 1, scope: !203, file: !3, line: 64, type: !6)
!205 = !DILocation(line: 64, column: 21, scope: !203)
!206 = !DILocation(line: 64, column: 71, scope: !203)
!207 = !DILocation(line: 64, column: 73, scope: !203)
!208 = !DILocation(line: 64, column: 59, scope: !203)
!209 = !DILocation(line: 64, column: 52, scope: !203)
!210 = distinct !DISubprogram(name: "tail_target", scope: !3, file: !3, line: 65, type: !4, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!211 = !DILocalVariable(name: "x", arg: 1, scope: !210, file: !3, line: 65, type: !6)
!212 = !DILocation(line: 65, column: 21, scope: !210)
!213 = !DILocation(line: 65, column: 33, scope: !210)
!214 = !DILocation(line: 65, column: 35, scope: !210)
!215 = !DILocation(line: 65, column: 42, scope: !210)
!216 = !DILocation(line: 65, column: 55, scope: !210)
!217 = !DILocation(line: 65, column: 46, scope: !210)
!218 = !DILocation(line: 65, column: 26, scope: !210)
!219 = distinct !DISubprogram(name: "sadd", scope: !3, file: !3, line: 67, type: !220, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!220 = !DISubroutineType(types: !221)
!221 = !{!6, !6, !6}
!222 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !3, line: 67, type: !6)
!223 = !DILocation(line: 67, column: 14, scope: !219)
!224 = !DILocalVariable(name: "b", arg: 2, scope: !219, file: !3, line: 67, type: !6)
!225 = !DILocation(line: 67, column: 21, scope: !219)
!226 = !DILocalVariable(name: "r", scope: !219, file: !3, line: 68, type: !6)
!227 = !DILocation(line: 68, column: 9, scope: !219)
!228 = !DILocation(line: 69, column: 33, scope: !229)
!229 = distinct !DILexicalBlock(scope: !219, file: !3, line: 69, column: 9)
!230 = !DILocation(line: 69, column: 36, scope: !229)
!231 = !DILocation(line: 69, column: 9, scope: !229)
!232 = !DILocation(line: 69, column: 9, scope: !219)
!233 = !DILocation(line: 69, column: 44, scope: !229)
!234 = !DILocation(line: 70, column: 12, scope: !219)
!235 = !DILocation(line: 70, column: 5, scope: !219)
!236 = !DILocation(line: 71, column: 1, scope: !219)
!237 = distinct !DISubprogram(name: "bitfun", scope: !3, file: !3, line: 73, type: !238, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!238 = !DISubroutineType(types: !239)
!239 = !{!6, !11, !240}
!240 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!241 = !DILocalVariable(name: "x", arg: 1, scope: !237, file: !3, line: 73, type: !11)
!242 = !DILocation(line: 73, column: 21, scope: !237)
!243 = !DILocalVariable(name: "y", arg: 2, scope: !237, file: !3, line: 73, type: !240)
!244 = !DILocation(line: 73, column: 43, scope: !237)
!245 = !DILocation(line: 74, column: 31, scope: !237)
!246 = !DILocation(line: 74, column: 12, scope: !237)
!247 = !DILocation(line: 74, column: 50, scope: !237)
!248 = !DILocation(line: 74, column: 52, scope: !237)
!249 = !DILocation(line: 74, column: 36, scope: !237)
!250 = !DILocation(line: 74, column: 34, scope: !237)
!251 = !DILocation(line: 74, column: 79, scope: !237)
!252 = !DILocation(line: 74, column: 81, scope: !237)
!253 = !DILocation(line: 74, column: 63, scope: !237)
!254 = !DILocation(line: 74, column: 61, scope: !237)
!255 = !DILocation(line: 74, column: 105, scope: !237)
!256 = !DILocation(line: 74, column: 88, scope: !237)
!257 = !DILocation(line: 74, column: 86, scope: !237)
!258 = !DILocation(line: 74, column: 5, scope: !237)
!259 = distinct !DISubprogram(name: "fp", scope: !3, file: !3, line: 77, type: !260, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!260 = !DISubroutineType(types: !261)
!261 = !{!9, !9, !10, !6}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !3, line: 77, type: !9)
!263 = !DILocation(line: 77, column: 18, scope: !259)
!264 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !3, line: 77, type: !10)
!265 = !DILocation(line: 77, column: 27, scope: !259)
!266 = !DILocalVariable(name: "i", arg: 3, scope: !259, file: !3, line: 77, type: !6)
!267 = !DILocation(line: 77, column: 34, scope: !259)
!268 = !DILocalVariable(name: "d", scope: !259, file: !3, line: 78, type: !9)
!269 = !DILocation(line: 78, column: 12, scope: !259)
!270 = !DILocation(line: 78, column: 16, scope: !259)
!271 = !DILocation(line: 78, column: 20, scope: !259)
!272 = !DILocation(line: 78, column: 32, scope: !259)
!273 = !DILocation(line: 78, column: 24, scope: !259)
!274 = !DILocation(line: 78, column: 22, scope: !259)
!275 = !DILocation(line: 79, column: 12, scope: !259)
!276 = !DILocation(line: 79, column: 14, scope: !259)
!277 = !DILocation(line: 79, column: 39, scope: !259)
!278 = !DILocation(line: 79, column: 22, scope: !259)
!279 = !DILocation(line: 79, column: 20, scope: !259)
!280 = !DILocation(line: 79, column: 5, scope: !259)
!281 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 82, type: !4, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!282 = !DILocalVariable(name: "n", arg: 1, scope: !281, file: !3, line: 82, type: !6)
!283 = !DILocation(line: 82, column: 13, scope: !281)
!284 = !DILocation(line: 83, column: 13, scope: !281)
!285 = !DILocation(line: 83, column: 5, scope: !281)
!286 = !DILocalVariable(name: "__vla_expr0", scope: !281, type: !287, flags: DIFlagArtificial)
!287 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!288 = !DILocation(line: 0, scope: !281)
!289 = !DILocalVariable(name: "buf", scope: !281, file: !3, line: 83, type: !290)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !291)
!291 = !{!292}
!292 = !DISubrange(count: !286)
!293 = !DILocation(line: 83, column: 9, scope: !281)
!294 = !DILocalVariable(name: "i", scope: !295, file: !3, line: 84, type: !6)
!295 = distinct !DILexicalBlock(scope: !281, file: !3, line: 84, column: 5)
!296 = !DILocation(line: 84, column: 14, scope: !295)
!297 = !DILocation(line: 84, column: 10, scope: !295)
!298 = !DILocation(line: 84, column: 21, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !3, line: 84, column: 5)
!300 = !DILocation(line: 84, column: 25, scope: !299)
!301 = !DILocation(line: 84, column: 23, scope: !299)
!302 = !DILocation(line: 84, column: 5, scope: !295)
!303 = !DILocation(line: 84, column: 42, scope: !299)
!304 = !DILocation(line: 84, column: 46, scope: !299)
!305 = !DILocation(line: 84, column: 44, scope: !299)
!306 = !DILocation(line: 84, column: 37, scope: !299)
!307 = !DILocation(line: 84, column: 33, scope: !299)
!308 = !DILocation(line: 84, column: 40, scope: !299)
!309 = !DILocation(line: 84, column: 29, scope: !299)
!310 = !DILocation(line: 84, column: 5, scope: !299)
!311 = distinct !{!311, !302, !312, !313}
!312 = !DILocation(line: 84, column: 46, scope: !295)
!313 = !{!"llvm.loop.mustprogress"}
!314 = !DILocation(line: 85, column: 20, scope: !281)
!315 = !DILocation(line: 85, column: 22, scope: !281)
!316 = !DILocation(line: 85, column: 16, scope: !281)
!317 = !DILocation(line: 85, column: 5, scope: !281)
!318 = !DILocation(line: 86, column: 12, scope: !281)
!319 = !DILocation(line: 87, column: 1, scope: !281)
!320 = distinct !DISubprogram(name: "var_sum", scope: !3, file: !3, line: 89, type: !321, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!321 = !DISubroutineType(types: !322)
!322 = !{!6, !6, null}
!323 = !DILocalVariable(name: "n", arg: 1, scope: !320, file: !3, line: 89, type: !6)
!324 = !DILocation(line: 89, column: 17, scope: !320)
!325 = !DILocalVariable(name: "ap", scope: !320, file: !3, line: 90, type: !326)
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !327, line: 12, baseType: !328)
!327 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !329)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !330, size: 192, elements: !336)
!330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !331)
!331 = !{!332, !333, !334, !335}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !330, file: !3, line: 90, baseType: !11, size: 32)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !330, file: !3, line: 90, baseType: !11, size: 32, offset: 32)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !330, file: !3, line: 90, baseType: !30, size: 64, offset: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !330, file: !3, line: 90, baseType: !30, size: 64, offset: 128)
!336 = !{!337}
!337 = !DISubrange(count: 1)
!338 = !DILocation(line: 90, column: 13, scope: !320)
!339 = !DILocation(line: 91, column: 5, scope: !320)
!340 = !DILocalVariable(name: "s", scope: !320, file: !3, line: 92, type: !6)
!341 = !DILocation(line: 92, column: 9, scope: !320)
!342 = !DILocalVariable(name: "i", scope: !343, file: !3, line: 93, type: !6)
!343 = distinct !DILexicalBlock(scope: !320, file: !3, line: 93, column: 5)
!344 = !DILocation(line: 93, column: 14, scope: !343)
!345 = !DILocation(line: 93, column: 10, scope: !343)
!346 = !DILocation(line: 93, column: 21, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 93, column: 5)
!348 = !DILocation(line: 93, column: 25, scope: !347)
!349 = !DILocation(line: 93, column: 23, scope: !347)
!350 = !DILocation(line: 93, column: 5, scope: !343)
!351 = !DILocation(line: 93, column: 38, scope: !347)
!352 = !DILocation(line: 93, column: 35, scope: !347)
!353 = !DILocation(line: 93, column: 33, scope: !347)
!354 = !DILocation(line: 93, column: 29, scope: !347)
!355 = !DILocation(line: 93, column: 5, scope: !347)
!356 = distinct !{!356, !350, !357, !313}
!357 = !DILocation(line: 93, column: 38, scope: !343)
!358 = !DILocation(line: 94, column: 5, scope: !320)
!359 = !DILocation(line: 95, column: 12, scope: !320)
!360 = !DILocation(line: 95, column: 5, scope: !320)
!361 = distinct !DISubprogram(name: "sat", scope: !3, file: !3, line: 98, type: !362, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !6}
!364 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!365 = !DILocalVariable(name: "x", arg: 1, scope: !361, file: !3, line: 98, type: !6)
!366 = !DILocation(line: 98, column: 23, scope: !361)
!367 = !DILocation(line: 98, column: 35, scope: !361)
!368 = !DILocation(line: 98, column: 37, scope: !361)
!369 = !DILocation(line: 98, column: 47, scope: !361)
!370 = !DILocation(line: 98, column: 49, scope: !361)
!371 = !DILocation(line: 98, column: 63, scope: !361)
!372 = !DILocation(line: 98, column: 28, scope: !361)
!373 = distinct !DISubprogram(name: "ll_ops", scope: !3, file: !3, line: 99, type: !374, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!374 = !DISubroutineType(types: !375)
!375 = !{!12, !12, !240}
!376 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !3, line: 99, type: !12)
!377 = !DILocation(line: 99, column: 28, scope: !373)
!378 = !DILocalVariable(name: "b", arg: 2, scope: !373, file: !3, line: 99, type: !240)
!379 = !DILocation(line: 99, column: 50, scope: !373)
!380 = !DILocation(line: 99, column: 63, scope: !373)
!381 = !DILocation(line: 99, column: 65, scope: !373)
!382 = !DILocation(line: 99, column: 84, scope: !373)
!383 = !DILocation(line: 99, column: 86, scope: !373)
!384 = !DILocation(line: 99, column: 70, scope: !373)
!385 = !DILocation(line: 99, column: 95, scope: !373)
!386 = !DILocation(line: 99, column: 97, scope: !373)
!387 = !DILocation(line: 99, column: 92, scope: !373)
!388 = !DILocation(line: 99, column: 117, scope: !373)
!389 = !DILocation(line: 99, column: 119, scope: !373)
!390 = !DILocation(line: 99, column: 103, scope: !373)
!391 = !DILocation(line: 99, column: 55, scope: !373)
