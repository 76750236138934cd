; ModuleID = 'src/poly1305.c'
source_filename = "src/poly1305.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mac_state_t = type { [4 x i32], [4 x i32], [5 x i32], [5 x i32], [16 x i8], i32 }

@.str.1 = private unnamed_addr constant [15 x i8] c"src/poly1305.c\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"(tmp >> 32) == 0\00", align 1
@__PRETTY_FUNCTION__.poly1305_accumulate = private unnamed_addr constant [55 x i8] c"void poly1305_accumulate(uint32_t *, const uint32_t *)\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"h[4]<8\00", align 1
@__PRETTY_FUNCTION__.poly1305_reduce = private unnamed_addr constant [33 x i8] c"void poly1305_reduce(uint32_t *)\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 7) i32 @poly1305_init(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef readonly %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %3, null
  %10 = or i1 %8, %9
  br i1 %10, label %26, label %11

11:                                               ; preds = %5
  %12 = icmp ne i64 %2, 16
  %13 = icmp ne i64 %4, 16
  %14 = or i1 %12, %13
  br i1 %14, label %26, label %15

15:                                               ; preds = %11
  %16 = tail call noalias dereferenceable_or_null(92) ptr @calloc(i64 noundef 1, i64 noundef 92) #10
  store ptr %16, ptr %0, align 8, !tbaa !5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %26, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %16, i64 16
  %20 = load <4 x i32>, ptr %1, align 1
  %21 = and <4 x i32> %20, <i32 268435455, i32 268435452, i32 268435452, i32 268435452>
  store <4 x i32> %21, ptr %16, align 4, !tbaa !9
  %22 = lshr <4 x i32> %21, <i32 2, i32 2, i32 2, i32 2>
  %23 = mul nuw nsw <4 x i32> %22, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %23, ptr %19, align 4, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %16, i64 32
  %25 = load <4 x i32>, ptr %3, align 1
  store <4 x i32> %25, ptr %24, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %15, %11, %5, %18
  %27 = phi i32 [ 0, %18 ], [ 1, %5 ], [ 6, %11 ], [ 2, %15 ]
  ret i32 %27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @poly1305_destroy(ptr noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #11
  br label %4

4:                                                ; preds = %1, %3
  %5 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 21) i32 @poly1305_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %37, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 88
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = icmp ugt i32 %9, 15
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %35, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 72
  %15 = getelementptr inbounds i8, ptr %0, i64 52
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  br label %17

17:                                               ; preds = %13, %32
  %18 = phi i32 [ %9, %13 ], [ %33, %32 ]
  %19 = phi i64 [ %2, %13 ], [ %29, %32 ]
  %20 = phi ptr [ %1, %13 ], [ %28, %32 ]
  %21 = sub i32 16, %18
  %22 = zext i32 %21 to i64
  %23 = tail call i64 @llvm.umin.i64(i64 %19, i64 %22)
  %24 = trunc nuw i64 %23 to i32
  %25 = zext i32 %18 to i64
  %26 = getelementptr inbounds i8, ptr %14, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr align 1 %20, i64 %23, i1 false)
  %27 = add i32 %18, %24
  %28 = getelementptr inbounds i8, ptr %20, i64 %23
  %29 = sub i64 %19, %23
  %30 = icmp eq i32 %27, 16
  br i1 %30, label %31, label %32

31:                                               ; preds = %17
  tail call fastcc void @poly1305_process(ptr noundef nonnull %15, ptr noundef %0, ptr noundef nonnull %16, ptr noundef nonnull %14, i64 noundef 16)
  br label %32

32:                                               ; preds = %31, %17
  %33 = phi i32 [ 0, %31 ], [ %27, %17 ]
  %34 = icmp eq i64 %29, 0
  br i1 %34, label %35, label %17, !llvm.loop !13

35:                                               ; preds = %32, %11
  %36 = phi i32 [ %9, %11 ], [ %33, %32 ]
  store i32 %36, ptr %8, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %7, %3, %35
  %38 = phi i32 [ 0, %35 ], [ 1, %3 ], [ 20, %7 ]
  ret i32 %38
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal fastcc void @poly1305_process(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i64 noundef %4) unnamed_addr #5 {
  %6 = alloca [20 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %6, i8 0, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr readonly align 1 %3, i64 %4, i1 false)
  %7 = getelementptr inbounds [20 x i8], ptr %6, i64 0, i64 %4
  store i8 1, ptr %7, align 1, !tbaa !15
  %8 = load i32, ptr %6, align 16
  %9 = getelementptr inbounds i8, ptr %6, i64 4
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load i32, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %6, i64 12
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  %16 = load i32, ptr %15, align 16
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %6) #11
  %17 = load i32, ptr %0, align 4, !tbaa !9
  %18 = add i32 %17, %8
  store i32 %18, ptr %0, align 4, !tbaa !9
  %19 = icmp ult i32 %18, %8
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = zext i32 %21 to i64
  %23 = zext i32 %10 to i64
  %24 = zext i1 %19 to i64
  %25 = add nuw nsw i64 %22, %23
  %26 = add nuw nsw i64 %25, %24
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %20, align 4, !tbaa !9
  %28 = lshr i64 %26, 32
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  %30 = load i32, ptr %29, align 4, !tbaa !9
  %31 = zext i32 %30 to i64
  %32 = zext i32 %12 to i64
  %33 = add nuw nsw i64 %31, %32
  %34 = add nuw nsw i64 %33, %28
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %29, align 4, !tbaa !9
  %36 = lshr i64 %34, 32
  %37 = getelementptr inbounds i8, ptr %0, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !9
  %39 = zext i32 %38 to i64
  %40 = zext i32 %14 to i64
  %41 = add nuw nsw i64 %39, %40
  %42 = add nuw nsw i64 %41, %36
  %43 = trunc i64 %42 to i32
  store i32 %43, ptr %37, align 4, !tbaa !9
  %44 = lshr i64 %42, 32
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !9
  %47 = zext i32 %46 to i64
  %48 = zext i32 %16 to i64
  %49 = add nuw nsw i64 %47, %48
  %50 = add nuw nsw i64 %49, %44
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %45, align 4, !tbaa !9
  %52 = icmp ult i64 %50, 4294967296
  br i1 %52, label %54, label %53

53:                                               ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 250, ptr noundef nonnull @__PRETTY_FUNCTION__.poly1305_accumulate) #12
  unreachable

54:                                               ; preds = %5
  %55 = load i32, ptr %1, align 4, !tbaa !9
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %1, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %1, i64 8
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %1, i64 12
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = zext i32 %64 to i64
  %66 = load i32, ptr %2, align 4, !tbaa !9
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %2, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !9
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %2, i64 8
  %72 = load i32, ptr %71, align 4, !tbaa !9
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %2, i64 12
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = zext i32 %75 to i64
  %77 = zext i32 %18 to i64
  %78 = mul nuw i64 %56, %77
  %79 = mul nuw i64 %50, %67
  %80 = add i64 %79, %78
  %81 = and i64 %42, 4294967295
  %82 = mul nuw i64 %81, %70
  %83 = add i64 %80, %82
  %84 = and i64 %34, 4294967295
  %85 = mul nuw i64 %84, %73
  %86 = add i64 %83, %85
  %87 = and i64 %26, 4294967295
  %88 = mul nuw i64 %87, %76
  %89 = add i64 %86, %88
  %90 = mul nuw i64 %87, %56
  %91 = mul nuw i64 %59, %77
  %92 = mul nuw i64 %50, %70
  %93 = mul nuw i64 %81, %73
  %94 = mul nuw i64 %84, %76
  %95 = mul nuw i64 %84, %56
  %96 = mul nuw i64 %87, %59
  %97 = mul nuw i64 %62, %77
  %98 = mul nuw i64 %50, %73
  %99 = mul nuw i64 %81, %76
  %100 = mul nuw i64 %81, %56
  %101 = mul nuw i64 %84, %59
  %102 = mul nuw i64 %87, %62
  %103 = mul nuw i64 %65, %77
  %104 = mul nuw i64 %50, %76
  %105 = add i64 %101, %100
  %106 = add i64 %105, %102
  %107 = add i64 %106, %103
  %108 = add i64 %107, %104
  %109 = and i64 %56, 3
  %110 = mul nuw nsw i64 %109, %50
  %111 = lshr i64 %108, 32
  %112 = add nuw nsw i64 %111, %110
  %113 = and i64 %108, 4294967295
  %114 = lshr i64 %112, 2
  %115 = mul nuw nsw i64 %114, 5
  %116 = add i64 %89, %115
  %117 = trunc i64 %116 to i32
  store i32 %117, ptr %0, align 4, !tbaa !9
  %118 = lshr i64 %116, 32
  %119 = add i64 %91, %90
  %120 = add i64 %119, %92
  %121 = add i64 %120, %93
  %122 = add i64 %121, %94
  %123 = add i64 %122, %118
  %124 = trunc i64 %123 to i32
  store i32 %124, ptr %20, align 4, !tbaa !9
  %125 = lshr i64 %123, 32
  %126 = add i64 %96, %95
  %127 = add i64 %126, %97
  %128 = add i64 %127, %98
  %129 = add i64 %128, %99
  %130 = add i64 %129, %125
  %131 = trunc i64 %130 to i32
  store i32 %131, ptr %29, align 4, !tbaa !9
  %132 = lshr i64 %130, 32
  %133 = add nuw nsw i64 %132, %113
  %134 = trunc i64 %133 to i32
  store i32 %134, ptr %37, align 4, !tbaa !9
  %135 = and i64 %112, 3
  %136 = lshr i64 %133, 32
  %137 = add nuw nsw i64 %136, %135
  %138 = trunc nuw nsw i64 %137 to i32
  store i32 %138, ptr %45, align 4, !tbaa !9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 21) i32 @poly1305_digest(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.mac_state_t, align 4
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %4) #11
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %137, label %8

8:                                                ; preds = %3
  %9 = icmp eq i64 %2, 16
  br i1 %9, label %10, label %137

10:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %4, ptr noundef nonnull align 4 dereferenceable(92) %0, i64 92, i1 false), !tbaa.struct !16
  %11 = getelementptr inbounds i8, ptr %4, i64 88
  %12 = load i32, ptr %11, align 4, !tbaa !11
  %13 = icmp ugt i32 %12, 15
  br i1 %13, label %137, label %14

14:                                               ; preds = %10
  %15 = icmp eq i32 %12, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %4, i64 52
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  %19 = getelementptr inbounds i8, ptr %4, i64 72
  %20 = zext nneg i32 %12 to i64
  call fastcc void @poly1305_process(ptr noundef nonnull %17, ptr noundef nonnull %4, ptr noundef nonnull %18, ptr noundef nonnull %19, i64 noundef %20)
  br label %21

21:                                               ; preds = %16, %14
  %22 = getelementptr inbounds i8, ptr %4, i64 52
  %23 = getelementptr inbounds i8, ptr %4, i64 68
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = icmp ult i32 %24, 8
  br i1 %25, label %27, label %26

26:                                               ; preds = %21
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 186, ptr noundef nonnull @__PRETTY_FUNCTION__.poly1305_reduce) #12
  unreachable

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %4, i64 32
  %29 = getelementptr inbounds i8, ptr %4, i64 56
  %30 = getelementptr inbounds i8, ptr %4, i64 60
  %31 = getelementptr inbounds i8, ptr %4, i64 64
  %32 = load i32, ptr %22, align 4, !tbaa !9
  %33 = load i32, ptr %29, align 4, !tbaa !9
  %34 = load i32, ptr %30, align 4, !tbaa !9
  %35 = load i32, ptr %31, align 4, !tbaa !9
  %36 = add i32 %32, 5
  %37 = icmp ugt i32 %32, -6
  %38 = zext i1 %37 to i32
  %39 = add i32 %33, %38
  %40 = icmp ult i32 %39, %33
  %41 = zext i1 %40 to i32
  %42 = add i32 %34, %41
  %43 = icmp ult i32 %42, %34
  %44 = zext i1 %43 to i32
  %45 = add i32 %35, %44
  %46 = icmp ult i32 %45, %35
  %47 = zext i1 %46 to i32
  %48 = add nsw i32 %24, -4
  %49 = add nsw i32 %48, %47
  %50 = ashr i32 %49, 31
  %51 = lshr i32 %49, 31
  %52 = add nsw i32 %51, -1
  %53 = and i32 %50, %32
  %54 = and i32 %52, %36
  %55 = xor i32 %54, %53
  %56 = and i32 %50, %33
  %57 = and i32 %52, %39
  %58 = xor i32 %57, %56
  %59 = and i32 %50, %34
  %60 = and i32 %52, %42
  %61 = xor i32 %60, %59
  %62 = and i32 %50, %35
  %63 = and i32 %52, %45
  %64 = xor i32 %63, %62
  %65 = and i32 %50, %24
  %66 = and i32 %52, %49
  %67 = xor i32 %66, %65
  %68 = add i32 %55, 5
  %69 = icmp ugt i32 %55, -6
  %70 = zext i1 %69 to i32
  %71 = add i32 %58, %70
  %72 = icmp ult i32 %71, %58
  %73 = zext i1 %72 to i32
  %74 = add i32 %61, %73
  %75 = icmp ult i32 %74, %61
  %76 = zext i1 %75 to i32
  %77 = add i32 %64, %76
  %78 = icmp ult i32 %77, %64
  %79 = zext i1 %78 to i32
  %80 = add nsw i32 %67, -4
  %81 = add nsw i32 %80, %79
  %82 = ashr i32 %81, 31
  %83 = lshr i32 %81, 31
  %84 = add nsw i32 %83, -1
  %85 = and i32 %82, %55
  %86 = and i32 %84, %68
  %87 = xor i32 %86, %85
  %88 = and i32 %82, %58
  %89 = and i32 %84, %71
  %90 = xor i32 %89, %88
  %91 = and i32 %82, %61
  %92 = and i32 %84, %74
  %93 = xor i32 %92, %91
  %94 = and i32 %82, %64
  %95 = and i32 %84, %77
  %96 = xor i32 %95, %94
  %97 = and i32 %82, %67
  %98 = and i32 %84, %81
  %99 = xor i32 %98, %97
  %100 = load i32, ptr %28, align 4, !tbaa !9
  %101 = add i32 %87, %100
  store i32 %101, ptr %22, align 4, !tbaa !9
  %102 = icmp ult i32 %101, %100
  %103 = zext i32 %90 to i64
  %104 = getelementptr inbounds i8, ptr %4, i64 36
  %105 = load i32, ptr %104, align 4, !tbaa !9
  %106 = zext i32 %105 to i64
  %107 = zext i1 %102 to i64
  %108 = add nuw nsw i64 %103, %106
  %109 = add nuw nsw i64 %108, %107
  %110 = trunc i64 %109 to i32
  store i32 %110, ptr %29, align 4, !tbaa !9
  %111 = lshr i64 %109, 32
  %112 = zext i32 %93 to i64
  %113 = getelementptr inbounds i8, ptr %4, i64 40
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = zext i32 %114 to i64
  %116 = add nuw nsw i64 %112, %115
  %117 = add nuw nsw i64 %116, %111
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %30, align 4, !tbaa !9
  %119 = lshr i64 %117, 32
  %120 = zext i32 %96 to i64
  %121 = getelementptr inbounds i8, ptr %4, i64 44
  %122 = load i32, ptr %121, align 4, !tbaa !9
  %123 = zext i32 %122 to i64
  %124 = add nuw nsw i64 %120, %123
  %125 = add nuw nsw i64 %124, %119
  %126 = trunc i64 %125 to i32
  store i32 %126, ptr %31, align 4, !tbaa !9
  %127 = lshr i64 %125, 32
  %128 = zext i32 %99 to i64
  %129 = getelementptr inbounds i8, ptr %4, i64 48
  %130 = load i32, ptr %129, align 4, !tbaa !9
  %131 = zext i32 %130 to i64
  %132 = add nuw nsw i64 %128, %131
  %133 = add nuw nsw i64 %132, %127
  %134 = icmp ult i64 %133, 4294967296
  br i1 %134, label %136, label %135

135:                                              ; preds = %27
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 250, ptr noundef nonnull @__PRETTY_FUNCTION__.poly1305_accumulate) #12
  unreachable

136:                                              ; preds = %27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %1, ptr noundef nonnull align 4 dereferenceable(16) %22, i64 16, i1 false)
  br label %137

137:                                              ; preds = %136, %10, %8, %3
  %138 = phi i32 [ 1, %3 ], [ 9, %8 ], [ 20, %10 ], [ 0, %136 ]
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %4) #11
  ret i32 %138
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

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
!11 = !{!12, !10, i64 88}
!12 = !{!"mac_state_t", !7, i64 0, !7, i64 16, !7, i64 32, !7, i64 52, !7, i64 72, !10, i64 88}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
!16 = !{i64 0, i64 16, !15, i64 16, i64 16, !15, i64 32, i64 20, !15, i64 52, i64 20, !15, i64 72, i64 16, !15, i64 88, i64 4, !9}
