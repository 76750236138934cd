; ModuleID = 'src/raw_ctr.c'
source_filename = "src/raw_ctr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 393218) i32 @CTR_start_operation(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef writeonly %6) local_unnamed_addr #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = icmp eq ptr %0, null
  %11 = icmp eq ptr %1, null
  %12 = or i1 %10, %11
  %13 = icmp eq ptr %6, null
  %14 = or i1 %12, %13
  br i1 %14, label %125, label %15

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load i64, ptr %16, align 8, !tbaa !5
  %18 = add i64 %17, -1152921504606846976
  %19 = icmp ult i64 %18, -1152921504606846975
  br i1 %19, label %125, label %20

20:                                               ; preds = %15
  %21 = shl nuw i64 %17, 4
  %22 = icmp ne i64 %17, %2
  %23 = icmp eq i32 %4, 0
  %24 = or i1 %23, %22
  br i1 %24, label %125, label %25

25:                                               ; preds = %20
  %26 = zext i32 %4 to i64
  %27 = icmp ugt i64 %26, %2
  %28 = add i64 %26, %3
  %29 = icmp ugt i64 %28, %2
  %30 = or i1 %27, %29
  br i1 %30, label %125, label %31

31:                                               ; preds = %25
  %32 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #10
  %33 = icmp eq ptr %32, null
  br i1 %33, label %125, label %34

34:                                               ; preds = %31
  store ptr %0, ptr %32, align 8, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  store i64 %2, ptr %35, align 8, !tbaa !14
  %36 = getelementptr inbounds i8, ptr %32, i64 24
  store i64 %3, ptr %36, align 8, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %32, i64 32
  store i64 %26, ptr %37, align 8, !tbaa !16
  %38 = getelementptr inbounds i8, ptr %32, i64 40
  store i32 %5, ptr %38, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #11
  %39 = call i32 @posix_memalign(ptr noundef nonnull %9, i64 noundef 64, i64 noundef %21) #11
  %40 = icmp eq i32 %39, 0
  %41 = load ptr, ptr %9, align 8
  %42 = select i1 %40, ptr %41, ptr null
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #11
  %43 = getelementptr inbounds i8, ptr %32, i64 16
  store ptr %42, ptr %43, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #11
  %44 = call i32 @posix_memalign(ptr noundef nonnull %8, i64 noundef 64, i64 noundef %21) #11
  %45 = icmp eq i32 %44, 0
  %46 = load ptr, ptr %8, align 8
  %47 = select i1 %45, ptr %46, ptr null
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #11
  %48 = getelementptr inbounds i8, ptr %32, i64 48
  store ptr %47, ptr %48, align 8, !tbaa !19
  %49 = icmp eq ptr %42, null
  %50 = icmp eq ptr %47, null
  %51 = select i1 %49, i1 true, i1 %50
  br i1 %51, label %56, label %52

52:                                               ; preds = %34
  %53 = icmp eq i32 %5, 0
  %54 = icmp eq i32 %4, 1
  %55 = icmp eq i32 %4, 1
  br label %57

56:                                               ; preds = %34
  call void @free(ptr noundef %47) #11
  call void @free(ptr noundef %42) #11
  call void @free(ptr noundef nonnull %32) #11
  br label %125

57:                                               ; preds = %52, %108
  %58 = phi i64 [ 0, %52 ], [ %109, %108 ]
  %59 = mul nuw i64 %58, %2
  %60 = getelementptr inbounds i8, ptr %42, i64 %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr align 1 %1, i64 %2, i1 false)
  %61 = icmp eq i64 %58, 0
  br i1 %53, label %84, label %62

62:                                               ; preds = %57
  br i1 %61, label %108, label %63

63:                                               ; preds = %62
  %64 = getelementptr inbounds i8, ptr %60, i64 %3
  %65 = load i8, ptr %64, align 1, !tbaa !20
  %66 = zext i8 %65 to i32
  %67 = trunc nuw nsw i64 %58 to i32
  %68 = add nuw nsw i32 %67, %66
  %69 = trunc i32 %68 to i8
  store i8 %69, ptr %64, align 1, !tbaa !20
  br i1 %54, label %108, label %70

70:                                               ; preds = %63, %75
  %71 = phi ptr [ %77, %75 ], [ %64, %63 ]
  %72 = phi i32 [ %80, %75 ], [ %68, %63 ]
  %73 = phi i64 [ %82, %75 ], [ 1, %63 ]
  %74 = icmp ult i32 %72, 256
  br i1 %74, label %108, label %75

75:                                               ; preds = %70
  %76 = lshr i32 %72, 8
  %77 = getelementptr inbounds i8, ptr %71, i64 1
  %78 = load i8, ptr %77, align 1, !tbaa !20
  %79 = zext i8 %78 to i32
  %80 = add nuw nsw i32 %76, %79
  %81 = trunc i32 %80 to i8
  store i8 %81, ptr %77, align 1, !tbaa !20
  %82 = add nuw nsw i64 %73, 1
  %83 = icmp eq i64 %82, %26
  br i1 %83, label %108, label %70, !llvm.loop !21

84:                                               ; preds = %57
  br i1 %61, label %108, label %85

85:                                               ; preds = %84
  %86 = getelementptr inbounds i8, ptr %60, i64 %3
  %87 = getelementptr i8, ptr %86, i64 %26
  %88 = getelementptr i8, ptr %87, i64 -1
  %89 = load i8, ptr %88, align 1, !tbaa !20
  %90 = zext i8 %89 to i32
  %91 = trunc nuw nsw i64 %58 to i32
  %92 = add nuw nsw i32 %91, %90
  %93 = trunc i32 %92 to i8
  store i8 %93, ptr %88, align 1, !tbaa !20
  br i1 %55, label %108, label %94

94:                                               ; preds = %85, %99
  %95 = phi ptr [ %101, %99 ], [ %88, %85 ]
  %96 = phi i32 [ %104, %99 ], [ %92, %85 ]
  %97 = phi i64 [ %106, %99 ], [ 1, %85 ]
  %98 = icmp ult i32 %96, 256
  br i1 %98, label %108, label %99

99:                                               ; preds = %94
  %100 = lshr i32 %96, 8
  %101 = getelementptr i8, ptr %95, i64 -1
  %102 = load i8, ptr %101, align 1, !tbaa !20
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = trunc i32 %104 to i8
  store i8 %105, ptr %101, align 1, !tbaa !20
  %106 = add nuw nsw i64 %97, 1
  %107 = icmp eq i64 %106, %26
  br i1 %107, label %108, label %94, !llvm.loop !24

108:                                              ; preds = %75, %70, %99, %94, %62, %63, %84, %85
  %109 = add nuw nsw i64 %58, 1
  %110 = icmp eq i64 %109, 16
  br i1 %110, label %111, label %57, !llvm.loop !25

111:                                              ; preds = %108
  %112 = load ptr, ptr %48, align 8, !tbaa !19
  %113 = load ptr, ptr %32, align 8, !tbaa !11
  %114 = load ptr, ptr %113, align 8, !tbaa !26
  %115 = load i64, ptr %35, align 8, !tbaa !14
  %116 = shl i64 %115, 4
  %117 = call i32 %114(ptr noundef nonnull %113, ptr noundef %42, ptr noundef %112, i64 noundef %116) #11
  %118 = getelementptr inbounds i8, ptr %32, i64 56
  %119 = icmp ult i32 %4, 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %118, i8 0, i64 16, i1 false)
  %120 = shl nuw nsw i32 %4, 3
  %121 = zext nneg i32 %120 to i64
  %122 = shl nuw nsw i64 1, %121
  %123 = select i1 %119, i64 %122, i64 0
  %124 = getelementptr inbounds i8, ptr %32, i64 72
  store i64 %123, ptr %124, align 8
  store ptr %32, ptr %6, align 8, !tbaa !27
  br label %125

125:                                              ; preds = %31, %20, %25, %15, %7, %111, %56
  %126 = phi i32 [ 2, %56 ], [ 0, %111 ], [ 1, %7 ], [ 12, %15 ], [ 393217, %25 ], [ 393217, %20 ], [ 2, %31 ]
  ret i32 %126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @CTR_check(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %36, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = load i64, ptr %5, align 8, !tbaa !28
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !14
  %9 = shl i64 %8, 4
  %10 = icmp ugt i64 %6, %9
  br i1 %10, label %36, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load i64, ptr %12, align 8, !tbaa !29
  %14 = udiv i64 %1, %9
  %15 = add i64 %14, %13
  %16 = urem i64 %1, %9
  %17 = add i64 %16, %6
  %18 = udiv i64 %17, %9
  %19 = add i64 %15, %18
  %20 = urem i64 %17, %9
  %21 = icmp ult i64 %19, %13
  %22 = icmp ugt i64 %19, 1152921504606846974
  %23 = or i1 %21, %22
  br i1 %23, label %36, label %24

24:                                               ; preds = %11
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load i64, ptr %25, align 8, !tbaa !30
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = shl nuw i64 %19, 4
  %30 = add i64 %8, -1
  %31 = add i64 %30, %20
  %32 = udiv i64 %31, %8
  %33 = add i64 %32, %29
  %34 = icmp ugt i64 %33, %26
  br i1 %34, label %36, label %35

35:                                               ; preds = %28, %24
  br label %36

36:                                               ; preds = %35, %28, %11, %4, %2
  %37 = phi i32 [ 1, %2 ], [ 20, %4 ], [ 0, %35 ], [ 393218, %11 ], [ 393218, %28 ]
  ret i32 %37
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 393219) i32 @CTR_encrypt(ptr noundef %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %253, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = shl i64 %12, 4
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load i64, ptr %14, align 8, !tbaa !28
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = icmp ugt i64 %15, %13
  br i1 %17, label %253, label %18

18:                                               ; preds = %10
  %19 = load i64, ptr %16, align 8, !tbaa !29
  %20 = udiv i64 %3, %13
  %21 = add i64 %20, %19
  %22 = urem i64 %3, %13
  %23 = add i64 %22, %15
  %24 = udiv i64 %23, %13
  %25 = add i64 %21, %24
  %26 = urem i64 %23, %13
  %27 = icmp ult i64 %25, %19
  %28 = icmp ugt i64 %25, 1152921504606846974
  %29 = or i1 %27, %28
  br i1 %29, label %253, label %30

30:                                               ; preds = %18
  %31 = getelementptr inbounds i8, ptr %0, i64 72
  %32 = load i64, ptr %31, align 8, !tbaa !30
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %41, label %34

34:                                               ; preds = %30
  %35 = shl nuw i64 %25, 4
  %36 = add i64 %12, -1
  %37 = add i64 %36, %26
  %38 = udiv i64 %37, %12
  %39 = add i64 %38, %35
  %40 = icmp ugt i64 %39, %32
  br i1 %40, label %253, label %41

41:                                               ; preds = %30, %34
  %42 = icmp eq i64 %3, 0
  br i1 %42, label %250, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = getelementptr inbounds i8, ptr %0, i64 48
  br label %46

46:                                               ; preds = %43, %244
  %47 = phi ptr [ %1, %43 ], [ %245, %244 ]
  %48 = phi i64 [ %19, %43 ], [ %67, %244 ]
  %49 = phi i64 [ %15, %43 ], [ %248, %244 ]
  %50 = phi ptr [ %2, %43 ], [ %246, %244 ]
  %51 = phi i64 [ %3, %43 ], [ %247, %244 ]
  %52 = ptrtoint ptr %50 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = icmp eq i64 %49, %13
  br i1 %54, label %55, label %65

55:                                               ; preds = %46
  %56 = load ptr, ptr %44, align 8, !tbaa !18
  tail call fastcc void @advance_counters(ptr noundef %0, ptr noundef %56, i64 noundef 16)
  %57 = load ptr, ptr %44, align 8, !tbaa !18
  %58 = load ptr, ptr %45, align 8, !tbaa !19
  %59 = load ptr, ptr %0, align 8, !tbaa !11
  %60 = load ptr, ptr %59, align 8, !tbaa !26
  %61 = load i64, ptr %11, align 8, !tbaa !14
  %62 = shl i64 %61, 4
  %63 = tail call i32 %60(ptr noundef nonnull %59, ptr noundef %57, ptr noundef %58, i64 noundef %62) #11
  %64 = add i64 %48, 1
  br label %65

65:                                               ; preds = %55, %46
  %66 = phi i64 [ 0, %55 ], [ %49, %46 ]
  %67 = phi i64 [ %64, %55 ], [ %48, %46 ]
  %68 = sub i64 %13, %66
  %69 = tail call i64 @llvm.umin.i64(i64 %51, i64 %68)
  %70 = load ptr, ptr %45, align 8, !tbaa !19
  %71 = ptrtoint ptr %70 to i64
  %72 = getelementptr inbounds i8, ptr %70, i64 %66
  %73 = icmp ult i64 %69, 16
  br i1 %73, label %100, label %74

74:                                               ; preds = %65
  %75 = add i64 %69, -16
  %76 = lshr i64 %75, 4
  %77 = add nuw nsw i64 %76, 1
  %78 = and i64 %77, 3
  %79 = icmp ult i64 %75, 48
  br i1 %79, label %82, label %80

80:                                               ; preds = %74
  %81 = and i64 %77, 2305843009213693948
  br label %179

82:                                               ; preds = %179, %74
  %83 = phi i64 [ poison, %74 ], [ %203, %179 ]
  %84 = phi i64 [ 16, %74 ], [ %210, %179 ]
  %85 = phi i64 [ 0, %74 ], [ %203, %179 ]
  %86 = icmp eq i64 %78, 0
  br i1 %86, label %100, label %87

87:                                               ; preds = %82, %87
  %88 = phi i64 [ %97, %87 ], [ %84, %82 ]
  %89 = phi i64 [ %88, %87 ], [ %85, %82 ]
  %90 = phi i64 [ %98, %87 ], [ 0, %82 ]
  %91 = getelementptr inbounds i8, ptr %47, i64 %89
  %92 = getelementptr inbounds i8, ptr %72, i64 %89
  %93 = getelementptr inbounds i8, ptr %50, i64 %89
  %94 = load <2 x i64>, ptr %91, align 1
  %95 = load <2 x i64>, ptr %92, align 1
  %96 = xor <2 x i64> %95, %94
  store <2 x i64> %96, ptr %93, align 1
  %97 = add nuw i64 %88, 16
  %98 = add i64 %90, 1
  %99 = icmp eq i64 %98, %78
  br i1 %99, label %100, label %87, !llvm.loop !31

100:                                              ; preds = %82, %87, %65
  %101 = phi i64 [ 0, %65 ], [ %83, %82 ], [ %88, %87 ]
  %102 = icmp ult i64 %101, %69
  br i1 %102, label %103, label %244

103:                                              ; preds = %100
  %104 = sub i64 %69, %101
  %105 = icmp ult i64 %104, 8
  br i1 %105, label %140, label %106

106:                                              ; preds = %103
  %107 = sub i64 %52, %53
  %108 = icmp ult i64 %107, 32
  %109 = add i64 %66, %71
  %110 = sub i64 %52, %109
  %111 = icmp ult i64 %110, 32
  %112 = or i1 %108, %111
  br i1 %112, label %140, label %113

113:                                              ; preds = %106
  %114 = icmp ult i64 %104, 32
  br i1 %114, label %161, label %115

115:                                              ; preds = %113
  %116 = and i64 %104, -32
  br label %117

117:                                              ; preds = %117, %115
  %118 = phi i64 [ 0, %115 ], [ %132, %117 ]
  %119 = add i64 %101, %118
  %120 = getelementptr inbounds i8, ptr %47, i64 %119
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load <16 x i8>, ptr %120, align 1, !tbaa !20
  %123 = load <16 x i8>, ptr %121, align 1, !tbaa !20
  %124 = getelementptr inbounds i8, ptr %72, i64 %119
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <16 x i8>, ptr %124, align 1, !tbaa !20
  %127 = load <16 x i8>, ptr %125, align 1, !tbaa !20
  %128 = xor <16 x i8> %126, %122
  %129 = xor <16 x i8> %127, %123
  %130 = getelementptr inbounds i8, ptr %50, i64 %119
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  store <16 x i8> %128, ptr %130, align 1, !tbaa !20
  store <16 x i8> %129, ptr %131, align 1, !tbaa !20
  %132 = add nuw i64 %118, 32
  %133 = icmp eq i64 %132, %116
  br i1 %133, label %134, label %117, !llvm.loop !33

134:                                              ; preds = %117
  %135 = icmp eq i64 %104, %116
  br i1 %135, label %244, label %136

136:                                              ; preds = %134
  %137 = add i64 %101, %116
  %138 = and i64 %104, 24
  %139 = icmp eq i64 %138, 0
  br i1 %139, label %140, label %161

140:                                              ; preds = %177, %106, %103, %136
  %141 = phi i64 [ %101, %103 ], [ %101, %106 ], [ %137, %136 ], [ %165, %177 ]
  %142 = sub i64 %69, %141
  %143 = and i64 %142, 3
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %157, label %145

145:                                              ; preds = %140, %145
  %146 = phi i64 [ %154, %145 ], [ %141, %140 ]
  %147 = phi i64 [ %155, %145 ], [ 0, %140 ]
  %148 = getelementptr inbounds i8, ptr %47, i64 %146
  %149 = load i8, ptr %148, align 1, !tbaa !20
  %150 = getelementptr inbounds i8, ptr %72, i64 %146
  %151 = load i8, ptr %150, align 1, !tbaa !20
  %152 = xor i8 %151, %149
  %153 = getelementptr inbounds i8, ptr %50, i64 %146
  store i8 %152, ptr %153, align 1, !tbaa !20
  %154 = add nuw i64 %146, 1
  %155 = add i64 %147, 1
  %156 = icmp eq i64 %155, %143
  br i1 %156, label %157, label %145, !llvm.loop !36

157:                                              ; preds = %145, %140
  %158 = phi i64 [ %141, %140 ], [ %154, %145 ]
  %159 = sub i64 %141, %69
  %160 = icmp ugt i64 %159, -4
  br i1 %160, label %244, label %213

161:                                              ; preds = %113, %136
  %162 = phi i64 [ %116, %136 ], [ 0, %113 ]
  %163 = and i64 %69, 7
  %164 = sub i64 %104, %163
  %165 = add i64 %101, %164
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i64 [ %162, %161 ], [ %175, %166 ]
  %168 = add i64 %101, %167
  %169 = getelementptr inbounds i8, ptr %47, i64 %168
  %170 = load <8 x i8>, ptr %169, align 1, !tbaa !20
  %171 = getelementptr inbounds i8, ptr %72, i64 %168
  %172 = load <8 x i8>, ptr %171, align 1, !tbaa !20
  %173 = xor <8 x i8> %172, %170
  %174 = getelementptr inbounds i8, ptr %50, i64 %168
  store <8 x i8> %173, ptr %174, align 1, !tbaa !20
  %175 = add nuw i64 %167, 8
  %176 = icmp eq i64 %175, %164
  br i1 %176, label %177, label %166, !llvm.loop !37

177:                                              ; preds = %166
  %178 = icmp eq i64 %163, 0
  br i1 %178, label %244, label %140

179:                                              ; preds = %179, %80
  %180 = phi i64 [ 16, %80 ], [ %210, %179 ]
  %181 = phi i64 [ 0, %80 ], [ %203, %179 ]
  %182 = phi i64 [ 0, %80 ], [ %211, %179 ]
  %183 = getelementptr inbounds i8, ptr %47, i64 %181
  %184 = getelementptr inbounds i8, ptr %72, i64 %181
  %185 = getelementptr inbounds i8, ptr %50, i64 %181
  %186 = load <2 x i64>, ptr %183, align 1
  %187 = load <2 x i64>, ptr %184, align 1
  %188 = xor <2 x i64> %187, %186
  store <2 x i64> %188, ptr %185, align 1
  %189 = add nuw nsw i64 %180, 16
  %190 = getelementptr inbounds i8, ptr %47, i64 %180
  %191 = getelementptr inbounds i8, ptr %72, i64 %180
  %192 = getelementptr inbounds i8, ptr %50, i64 %180
  %193 = load <2 x i64>, ptr %190, align 1
  %194 = load <2 x i64>, ptr %191, align 1
  %195 = xor <2 x i64> %194, %193
  store <2 x i64> %195, ptr %192, align 1
  %196 = add nuw nsw i64 %180, 32
  %197 = getelementptr inbounds i8, ptr %47, i64 %189
  %198 = getelementptr inbounds i8, ptr %72, i64 %189
  %199 = getelementptr inbounds i8, ptr %50, i64 %189
  %200 = load <2 x i64>, ptr %197, align 1
  %201 = load <2 x i64>, ptr %198, align 1
  %202 = xor <2 x i64> %201, %200
  store <2 x i64> %202, ptr %199, align 1
  %203 = add nuw i64 %180, 48
  %204 = getelementptr inbounds i8, ptr %47, i64 %196
  %205 = getelementptr inbounds i8, ptr %72, i64 %196
  %206 = getelementptr inbounds i8, ptr %50, i64 %196
  %207 = load <2 x i64>, ptr %204, align 1
  %208 = load <2 x i64>, ptr %205, align 1
  %209 = xor <2 x i64> %208, %207
  store <2 x i64> %209, ptr %206, align 1
  %210 = add nuw i64 %180, 64
  %211 = add i64 %182, 4
  %212 = icmp eq i64 %211, %81
  br i1 %212, label %82, label %179, !llvm.loop !38

213:                                              ; preds = %157, %213
  %214 = phi i64 [ %242, %213 ], [ %158, %157 ]
  %215 = getelementptr inbounds i8, ptr %47, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !20
  %217 = getelementptr inbounds i8, ptr %72, i64 %214
  %218 = load i8, ptr %217, align 1, !tbaa !20
  %219 = xor i8 %218, %216
  %220 = getelementptr inbounds i8, ptr %50, i64 %214
  store i8 %219, ptr %220, align 1, !tbaa !20
  %221 = add nuw i64 %214, 1
  %222 = getelementptr inbounds i8, ptr %47, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !20
  %224 = getelementptr inbounds i8, ptr %72, i64 %221
  %225 = load i8, ptr %224, align 1, !tbaa !20
  %226 = xor i8 %225, %223
  %227 = getelementptr inbounds i8, ptr %50, i64 %221
  store i8 %226, ptr %227, align 1, !tbaa !20
  %228 = add nuw i64 %214, 2
  %229 = getelementptr inbounds i8, ptr %47, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !20
  %231 = getelementptr inbounds i8, ptr %72, i64 %228
  %232 = load i8, ptr %231, align 1, !tbaa !20
  %233 = xor i8 %232, %230
  %234 = getelementptr inbounds i8, ptr %50, i64 %228
  store i8 %233, ptr %234, align 1, !tbaa !20
  %235 = add nuw i64 %214, 3
  %236 = getelementptr inbounds i8, ptr %47, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !20
  %238 = getelementptr inbounds i8, ptr %72, i64 %235
  %239 = load i8, ptr %238, align 1, !tbaa !20
  %240 = xor i8 %239, %237
  %241 = getelementptr inbounds i8, ptr %50, i64 %235
  store i8 %240, ptr %241, align 1, !tbaa !20
  %242 = add nuw i64 %214, 4
  %243 = icmp eq i64 %242, %69
  br i1 %243, label %244, label %213, !llvm.loop !39

244:                                              ; preds = %157, %213, %134, %177, %100
  %245 = getelementptr inbounds i8, ptr %47, i64 %69
  %246 = getelementptr inbounds i8, ptr %50, i64 %69
  %247 = sub i64 %51, %69
  %248 = add i64 %69, %66
  %249 = icmp eq i64 %247, 0
  br i1 %249, label %250, label %46, !llvm.loop !40

250:                                              ; preds = %244, %41
  %251 = phi i64 [ %15, %41 ], [ %248, %244 ]
  %252 = phi i64 [ %19, %41 ], [ %67, %244 ]
  store i64 %251, ptr %14, align 8, !tbaa !28
  store i64 %252, ptr %16, align 8, !tbaa !29
  br label %253

253:                                              ; preds = %34, %18, %10, %4, %250
  %254 = phi i32 [ 0, %250 ], [ 1, %4 ], [ 20, %10 ], [ 393218, %18 ], [ 393218, %34 ]
  ret i32 %254
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @advance_counters(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i64 noundef %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %1, i64 %5
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i32, ptr %7, align 8, !tbaa !17
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load i64, ptr %11, align 8, !tbaa !16
  %13 = add i64 %12, -1
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi i64 [ %13, %10 ], [ 0, %3 ]
  %16 = icmp ult i64 %2, 256
  br i1 %16, label %17, label %206

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !14
  %20 = getelementptr i8, ptr %6, i64 %15
  %21 = load i8, ptr %20, align 1, !tbaa !20
  %22 = zext i8 %21 to i64
  %23 = add nuw nsw i64 %22, %2
  %24 = icmp ugt i64 %23, 255
  br i1 %24, label %206, label %25

25:                                               ; preds = %17
  %26 = getelementptr i8, ptr %20, i64 %19
  %27 = load i8, ptr %26, align 1, !tbaa !20
  %28 = zext i8 %27 to i64
  %29 = add nuw nsw i64 %28, %2
  %30 = icmp ugt i64 %29, 255
  br i1 %30, label %206, label %31

31:                                               ; preds = %25
  %32 = shl i64 %19, 1
  %33 = getelementptr i8, ptr %20, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !20
  %35 = zext i8 %34 to i64
  %36 = add nuw nsw i64 %35, %2
  %37 = icmp ugt i64 %36, 255
  br i1 %37, label %206, label %38

38:                                               ; preds = %31
  %39 = mul i64 %19, 3
  %40 = getelementptr i8, ptr %20, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !20
  %42 = zext i8 %41 to i64
  %43 = add nuw nsw i64 %42, %2
  %44 = icmp ugt i64 %43, 255
  br i1 %44, label %206, label %45

45:                                               ; preds = %38
  %46 = shl i64 %19, 2
  %47 = getelementptr i8, ptr %20, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !20
  %49 = zext i8 %48 to i64
  %50 = add nuw nsw i64 %49, %2
  %51 = icmp ugt i64 %50, 255
  br i1 %51, label %206, label %52

52:                                               ; preds = %45
  %53 = mul i64 %19, 5
  %54 = getelementptr i8, ptr %20, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !20
  %56 = zext i8 %55 to i64
  %57 = add nuw nsw i64 %56, %2
  %58 = icmp ugt i64 %57, 255
  br i1 %58, label %206, label %59

59:                                               ; preds = %52
  %60 = mul i64 %19, 6
  %61 = getelementptr i8, ptr %20, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !20
  %63 = zext i8 %62 to i64
  %64 = add nuw nsw i64 %63, %2
  %65 = icmp ugt i64 %64, 255
  br i1 %65, label %206, label %66

66:                                               ; preds = %59
  %67 = mul i64 %19, 7
  %68 = getelementptr i8, ptr %20, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !20
  %70 = zext i8 %69 to i64
  %71 = add nuw nsw i64 %70, %2
  %72 = icmp ugt i64 %71, 255
  br i1 %72, label %206, label %73

73:                                               ; preds = %66
  %74 = shl i64 %19, 3
  %75 = getelementptr i8, ptr %20, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !20
  %77 = zext i8 %76 to i64
  %78 = add nuw nsw i64 %77, %2
  %79 = icmp ugt i64 %78, 255
  br i1 %79, label %206, label %80

80:                                               ; preds = %73
  %81 = mul i64 %19, 9
  %82 = getelementptr i8, ptr %20, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !20
  %84 = zext i8 %83 to i64
  %85 = add nuw nsw i64 %84, %2
  %86 = icmp ugt i64 %85, 255
  br i1 %86, label %206, label %87

87:                                               ; preds = %80
  %88 = mul i64 %19, 10
  %89 = getelementptr i8, ptr %20, i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !20
  %91 = zext i8 %90 to i64
  %92 = add nuw nsw i64 %91, %2
  %93 = icmp ugt i64 %92, 255
  br i1 %93, label %206, label %94

94:                                               ; preds = %87
  %95 = mul i64 %19, 11
  %96 = getelementptr i8, ptr %20, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !20
  %98 = zext i8 %97 to i64
  %99 = add nuw nsw i64 %98, %2
  %100 = icmp ugt i64 %99, 255
  br i1 %100, label %206, label %101

101:                                              ; preds = %94
  %102 = mul i64 %19, 12
  %103 = getelementptr i8, ptr %20, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !20
  %105 = zext i8 %104 to i64
  %106 = add nuw nsw i64 %105, %2
  %107 = icmp ugt i64 %106, 255
  br i1 %107, label %206, label %108

108:                                              ; preds = %101
  %109 = mul i64 %19, 13
  %110 = getelementptr i8, ptr %20, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !20
  %112 = zext i8 %111 to i64
  %113 = add nuw nsw i64 %112, %2
  %114 = icmp ugt i64 %113, 255
  br i1 %114, label %206, label %115

115:                                              ; preds = %108
  %116 = mul i64 %19, 14
  %117 = getelementptr i8, ptr %20, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !20
  %119 = zext i8 %118 to i64
  %120 = add nuw nsw i64 %119, %2
  %121 = icmp ugt i64 %120, 255
  br i1 %121, label %206, label %122

122:                                              ; preds = %115
  %123 = mul i64 %19, 15
  %124 = getelementptr i8, ptr %20, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !20
  %126 = zext i8 %125 to i64
  %127 = add nuw nsw i64 %126, %2
  %128 = icmp ugt i64 %127, 255
  br i1 %128, label %206, label %129

129:                                              ; preds = %122
  %130 = trunc nuw i64 %2 to i8
  %131 = add i8 %21, %130
  store i8 %131, ptr %20, align 1, !tbaa !20
  %132 = load i64, ptr %18, align 8, !tbaa !14
  %133 = getelementptr i8, ptr %20, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !20
  %135 = add i8 %134, %130
  store i8 %135, ptr %133, align 1, !tbaa !20
  %136 = load i64, ptr %18, align 8, !tbaa !14
  %137 = shl i64 %136, 1
  %138 = getelementptr i8, ptr %20, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !20
  %140 = add i8 %139, %130
  store i8 %140, ptr %138, align 1, !tbaa !20
  %141 = load i64, ptr %18, align 8, !tbaa !14
  %142 = mul i64 %141, 3
  %143 = getelementptr i8, ptr %20, i64 %142
  %144 = load i8, ptr %143, align 1, !tbaa !20
  %145 = add i8 %144, %130
  store i8 %145, ptr %143, align 1, !tbaa !20
  %146 = load i64, ptr %18, align 8, !tbaa !14
  %147 = shl i64 %146, 2
  %148 = getelementptr i8, ptr %20, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !20
  %150 = add i8 %149, %130
  store i8 %150, ptr %148, align 1, !tbaa !20
  %151 = load i64, ptr %18, align 8, !tbaa !14
  %152 = mul i64 %151, 5
  %153 = getelementptr i8, ptr %20, i64 %152
  %154 = load i8, ptr %153, align 1, !tbaa !20
  %155 = add i8 %154, %130
  store i8 %155, ptr %153, align 1, !tbaa !20
  %156 = load i64, ptr %18, align 8, !tbaa !14
  %157 = mul i64 %156, 6
  %158 = getelementptr i8, ptr %20, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !20
  %160 = add i8 %159, %130
  store i8 %160, ptr %158, align 1, !tbaa !20
  %161 = load i64, ptr %18, align 8, !tbaa !14
  %162 = mul i64 %161, 7
  %163 = getelementptr i8, ptr %20, i64 %162
  %164 = load i8, ptr %163, align 1, !tbaa !20
  %165 = add i8 %164, %130
  store i8 %165, ptr %163, align 1, !tbaa !20
  %166 = load i64, ptr %18, align 8, !tbaa !14
  %167 = shl i64 %166, 3
  %168 = getelementptr i8, ptr %20, i64 %167
  %169 = load i8, ptr %168, align 1, !tbaa !20
  %170 = add i8 %169, %130
  store i8 %170, ptr %168, align 1, !tbaa !20
  %171 = load i64, ptr %18, align 8, !tbaa !14
  %172 = mul i64 %171, 9
  %173 = getelementptr i8, ptr %20, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !20
  %175 = add i8 %174, %130
  store i8 %175, ptr %173, align 1, !tbaa !20
  %176 = load i64, ptr %18, align 8, !tbaa !14
  %177 = mul i64 %176, 10
  %178 = getelementptr i8, ptr %20, i64 %177
  %179 = load i8, ptr %178, align 1, !tbaa !20
  %180 = add i8 %179, %130
  store i8 %180, ptr %178, align 1, !tbaa !20
  %181 = load i64, ptr %18, align 8, !tbaa !14
  %182 = mul i64 %181, 11
  %183 = getelementptr i8, ptr %20, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !20
  %185 = add i8 %184, %130
  store i8 %185, ptr %183, align 1, !tbaa !20
  %186 = load i64, ptr %18, align 8, !tbaa !14
  %187 = mul i64 %186, 12
  %188 = getelementptr i8, ptr %20, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !20
  %190 = add i8 %189, %130
  store i8 %190, ptr %188, align 1, !tbaa !20
  %191 = load i64, ptr %18, align 8, !tbaa !14
  %192 = mul i64 %191, 13
  %193 = getelementptr i8, ptr %20, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !20
  %195 = add i8 %194, %130
  store i8 %195, ptr %193, align 1, !tbaa !20
  %196 = load i64, ptr %18, align 8, !tbaa !14
  %197 = mul i64 %196, 14
  %198 = getelementptr i8, ptr %20, i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !20
  %200 = add i8 %199, %130
  store i8 %200, ptr %198, align 1, !tbaa !20
  %201 = load i64, ptr %18, align 8, !tbaa !14
  %202 = mul i64 %201, 15
  %203 = getelementptr i8, ptr %20, i64 %202
  %204 = load i8, ptr %203, align 1, !tbaa !20
  %205 = add i8 %204, %130
  store i8 %205, ptr %203, align 1, !tbaa !20
  br label %273

206:                                              ; preds = %17, %25, %31, %38, %45, %52, %59, %66, %73, %80, %87, %94, %101, %108, %115, %122, %14
  %207 = getelementptr inbounds i8, ptr %0, i64 32
  %208 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %9, label %240, label %209

209:                                              ; preds = %206, %235
  %210 = phi i32 [ %236, %235 ], [ 0, %206 ]
  %211 = phi ptr [ %238, %235 ], [ %6, %206 ]
  %212 = load i64, ptr %207, align 8, !tbaa !16
  %213 = icmp eq i64 %212, 0
  br i1 %213, label %235, label %214

214:                                              ; preds = %209, %222
  %215 = phi ptr [ %233, %222 ], [ %211, %209 ]
  %216 = phi i32 [ %230, %222 ], [ 0, %209 ]
  %217 = phi i64 [ %232, %222 ], [ 0, %209 ]
  %218 = phi i64 [ %231, %222 ], [ %2, %209 ]
  %219 = icmp ne i64 %218, 0
  %220 = icmp ne i32 %216, 0
  %221 = select i1 %219, i1 true, i1 %220
  br i1 %221, label %222, label %235

222:                                              ; preds = %214
  %223 = load i8, ptr %215, align 1, !tbaa !20
  %224 = zext i8 %223 to i32
  %225 = trunc i64 %218 to i32
  %226 = and i32 %225, 255
  %227 = add nuw nsw i32 %226, %216
  %228 = add nuw nsw i32 %227, %224
  %229 = trunc i32 %228 to i8
  store i8 %229, ptr %215, align 1, !tbaa !20
  %230 = lshr i32 %228, 8
  %231 = lshr i64 %218, 8
  %232 = add nuw i64 %217, 1
  %233 = getelementptr inbounds i8, ptr %215, i64 1
  %234 = icmp eq i64 %232, %212
  br i1 %234, label %235, label %214, !llvm.loop !41

235:                                              ; preds = %214, %222, %209
  %236 = add nuw nsw i32 %210, 1
  %237 = load i64, ptr %208, align 8, !tbaa !14
  %238 = getelementptr inbounds i8, ptr %211, i64 %237
  %239 = icmp eq i32 %236, 16
  br i1 %239, label %273, label %209, !llvm.loop !42

240:                                              ; preds = %206, %268
  %241 = phi i32 [ %269, %268 ], [ 0, %206 ]
  %242 = phi ptr [ %271, %268 ], [ %6, %206 ]
  %243 = load i64, ptr %207, align 8, !tbaa !16
  %244 = icmp eq i64 %243, 0
  br i1 %244, label %268, label %245

245:                                              ; preds = %240
  %246 = getelementptr i8, ptr %242, i64 %243
  br label %247

247:                                              ; preds = %255, %245
  %248 = phi ptr [ %256, %255 ], [ %246, %245 ]
  %249 = phi i32 [ %264, %255 ], [ 0, %245 ]
  %250 = phi i64 [ %266, %255 ], [ 0, %245 ]
  %251 = phi i64 [ %265, %255 ], [ %2, %245 ]
  %252 = icmp ne i64 %251, 0
  %253 = icmp ne i32 %249, 0
  %254 = select i1 %252, i1 true, i1 %253
  br i1 %254, label %255, label %268

255:                                              ; preds = %247
  %256 = getelementptr i8, ptr %248, i64 -1
  %257 = load i8, ptr %256, align 1, !tbaa !20
  %258 = zext i8 %257 to i32
  %259 = trunc i64 %251 to i32
  %260 = and i32 %259, 255
  %261 = add nuw nsw i32 %260, %249
  %262 = add nuw nsw i32 %261, %258
  %263 = trunc i32 %262 to i8
  store i8 %263, ptr %256, align 1, !tbaa !20
  %264 = lshr i32 %262, 8
  %265 = lshr i64 %251, 8
  %266 = add nuw i64 %250, 1
  %267 = icmp eq i64 %266, %243
  br i1 %267, label %268, label %247, !llvm.loop !43

268:                                              ; preds = %247, %255, %240
  %269 = add nuw nsw i32 %241, 1
  %270 = load i64, ptr %208, align 8, !tbaa !14
  %271 = getelementptr inbounds i8, ptr %242, i64 %270
  %272 = icmp eq i32 %269, 16
  br i1 %272, label %273, label %240, !llvm.loop !44

273:                                              ; preds = %235, %268, %129
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 393219) i32 @CTR_encrypt_at(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = icmp eq ptr %0, null
  %9 = icmp eq ptr %1, null
  %10 = or i1 %8, %9
  %11 = icmp eq ptr %2, null
  %12 = or i1 %10, %11
  br i1 %12, label %265, label %13

13:                                               ; preds = %5
  %14 = add i64 %4, %3
  %15 = icmp ult i64 %14, %3
  br i1 %15, label %265, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !14
  %19 = shl i64 %18, 4
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load i64, ptr %20, align 8, !tbaa !28
  %22 = icmp ugt i64 %21, %19
  br i1 %22, label %265, label %23

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load i64, ptr %24, align 8, !tbaa !29
  %26 = udiv i64 %14, %19
  %27 = add i64 %26, %25
  %28 = urem i64 %14, %19
  %29 = add i64 %28, %21
  %30 = udiv i64 %29, %19
  %31 = add i64 %27, %30
  %32 = urem i64 %29, %19
  %33 = icmp ult i64 %31, %25
  %34 = icmp ugt i64 %31, 1152921504606846974
  %35 = or i1 %33, %34
  br i1 %35, label %265, label %36

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %0, i64 72
  %38 = load i64, ptr %37, align 8, !tbaa !30
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = shl nuw i64 %31, 4
  %42 = add i64 %18, -1
  %43 = add i64 %42, %32
  %44 = udiv i64 %43, %18
  %45 = add i64 %44, %41
  %46 = icmp ugt i64 %45, %38
  br i1 %46, label %265, label %47

47:                                               ; preds = %36, %40
  %48 = icmp eq i64 %4, 0
  br i1 %48, label %265, label %49

49:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11
  %50 = call i32 @posix_memalign(ptr noundef nonnull %7, i64 noundef 64, i64 noundef %19) #11
  %51 = icmp eq i32 %50, 0
  %52 = load ptr, ptr %7, align 8
  %53 = select i1 %51, ptr %52, ptr null
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  %54 = call i32 @posix_memalign(ptr noundef nonnull %6, i64 noundef 64, i64 noundef %19) #11
  %55 = icmp eq i32 %54, 0
  %56 = load ptr, ptr %6, align 8
  %57 = select i1 %55, ptr %56, ptr null
  %58 = ptrtoint ptr %57 to i64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  %59 = icmp eq ptr %53, null
  %60 = icmp eq ptr %57, null
  %61 = select i1 %59, i1 true, i1 %60
  br i1 %61, label %263, label %62

62:                                               ; preds = %49
  %63 = add i64 %21, %3
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %53, ptr align 1 %65, i64 %19, i1 false)
  %66 = udiv i64 %63, %19
  %67 = shl i64 %66, 4
  call fastcc void @advance_counters(ptr noundef nonnull %0, ptr noundef nonnull %53, i64 noundef %67)
  %68 = urem i64 %63, %19
  %69 = getelementptr inbounds i8, ptr %1, i64 %3
  %70 = getelementptr inbounds i8, ptr %2, i64 %3
  br label %71

71:                                               ; preds = %260, %62
  %72 = phi ptr [ %69, %62 ], [ %262, %260 ]
  %73 = phi i64 [ %68, %62 ], [ 0, %260 ]
  %74 = phi ptr [ %70, %62 ], [ %261, %260 ]
  %75 = phi i64 [ %4, %62 ], [ %258, %260 ]
  %76 = ptrtoint ptr %74 to i64
  %77 = ptrtoint ptr %72 to i64
  %78 = load ptr, ptr %0, align 8, !tbaa !11
  %79 = load ptr, ptr %78, align 8, !tbaa !26
  %80 = load i64, ptr %17, align 8, !tbaa !14
  %81 = shl i64 %80, 4
  %82 = call i32 %79(ptr noundef nonnull %78, ptr noundef %53, ptr noundef %57, i64 noundef %81) #11
  %83 = sub i64 %19, %73
  %84 = call i64 @llvm.umin.i64(i64 %75, i64 %83)
  %85 = getelementptr inbounds i8, ptr %57, i64 %73
  %86 = icmp ult i64 %84, 16
  br i1 %86, label %113, label %87

87:                                               ; preds = %71
  %88 = add i64 %84, -16
  %89 = lshr i64 %88, 4
  %90 = add nuw nsw i64 %89, 1
  %91 = and i64 %90, 3
  %92 = icmp ult i64 %88, 48
  br i1 %92, label %95, label %93

93:                                               ; preds = %87
  %94 = and i64 %90, 2305843009213693948
  br label %192

95:                                               ; preds = %192, %87
  %96 = phi i64 [ poison, %87 ], [ %216, %192 ]
  %97 = phi i64 [ 16, %87 ], [ %223, %192 ]
  %98 = phi i64 [ 0, %87 ], [ %216, %192 ]
  %99 = icmp eq i64 %91, 0
  br i1 %99, label %113, label %100

100:                                              ; preds = %95, %100
  %101 = phi i64 [ %110, %100 ], [ %97, %95 ]
  %102 = phi i64 [ %101, %100 ], [ %98, %95 ]
  %103 = phi i64 [ %111, %100 ], [ 0, %95 ]
  %104 = getelementptr inbounds i8, ptr %72, i64 %102
  %105 = getelementptr inbounds i8, ptr %85, i64 %102
  %106 = getelementptr inbounds i8, ptr %74, i64 %102
  %107 = load <2 x i64>, ptr %104, align 1
  %108 = load <2 x i64>, ptr %105, align 1
  %109 = xor <2 x i64> %108, %107
  store <2 x i64> %109, ptr %106, align 1
  %110 = add nuw i64 %101, 16
  %111 = add i64 %103, 1
  %112 = icmp eq i64 %111, %91
  br i1 %112, label %113, label %100, !llvm.loop !45

113:                                              ; preds = %95, %100, %71
  %114 = phi i64 [ 0, %71 ], [ %96, %95 ], [ %101, %100 ]
  %115 = icmp ult i64 %114, %84
  br i1 %115, label %116, label %257

116:                                              ; preds = %113
  %117 = sub i64 %84, %114
  %118 = icmp ult i64 %117, 8
  br i1 %118, label %153, label %119

119:                                              ; preds = %116
  %120 = sub i64 %76, %77
  %121 = icmp ult i64 %120, 32
  %122 = add i64 %73, %58
  %123 = sub i64 %76, %122
  %124 = icmp ult i64 %123, 32
  %125 = or i1 %121, %124
  br i1 %125, label %153, label %126

126:                                              ; preds = %119
  %127 = icmp ult i64 %117, 32
  br i1 %127, label %174, label %128

128:                                              ; preds = %126
  %129 = and i64 %117, -32
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ 0, %128 ], [ %145, %130 ]
  %132 = add i64 %114, %131
  %133 = getelementptr inbounds i8, ptr %72, i64 %132
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  %135 = load <16 x i8>, ptr %133, align 1, !tbaa !20
  %136 = load <16 x i8>, ptr %134, align 1, !tbaa !20
  %137 = getelementptr inbounds i8, ptr %85, i64 %132
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load <16 x i8>, ptr %137, align 1, !tbaa !20
  %140 = load <16 x i8>, ptr %138, align 1, !tbaa !20
  %141 = xor <16 x i8> %139, %135
  %142 = xor <16 x i8> %140, %136
  %143 = getelementptr inbounds i8, ptr %74, i64 %132
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store <16 x i8> %141, ptr %143, align 1, !tbaa !20
  store <16 x i8> %142, ptr %144, align 1, !tbaa !20
  %145 = add nuw i64 %131, 32
  %146 = icmp eq i64 %145, %129
  br i1 %146, label %147, label %130, !llvm.loop !46

147:                                              ; preds = %130
  %148 = icmp eq i64 %117, %129
  br i1 %148, label %257, label %149

149:                                              ; preds = %147
  %150 = add i64 %114, %129
  %151 = and i64 %117, 24
  %152 = icmp eq i64 %151, 0
  br i1 %152, label %153, label %174

153:                                              ; preds = %190, %119, %116, %149
  %154 = phi i64 [ %114, %116 ], [ %114, %119 ], [ %150, %149 ], [ %178, %190 ]
  %155 = sub i64 %84, %154
  %156 = and i64 %155, 3
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %170, label %158

158:                                              ; preds = %153, %158
  %159 = phi i64 [ %167, %158 ], [ %154, %153 ]
  %160 = phi i64 [ %168, %158 ], [ 0, %153 ]
  %161 = getelementptr inbounds i8, ptr %72, i64 %159
  %162 = load i8, ptr %161, align 1, !tbaa !20
  %163 = getelementptr inbounds i8, ptr %85, i64 %159
  %164 = load i8, ptr %163, align 1, !tbaa !20
  %165 = xor i8 %164, %162
  %166 = getelementptr inbounds i8, ptr %74, i64 %159
  store i8 %165, ptr %166, align 1, !tbaa !20
  %167 = add nuw i64 %159, 1
  %168 = add i64 %160, 1
  %169 = icmp eq i64 %168, %156
  br i1 %169, label %170, label %158, !llvm.loop !47

170:                                              ; preds = %158, %153
  %171 = phi i64 [ %154, %153 ], [ %167, %158 ]
  %172 = sub i64 %154, %84
  %173 = icmp ugt i64 %172, -4
  br i1 %173, label %257, label %226

174:                                              ; preds = %126, %149
  %175 = phi i64 [ %129, %149 ], [ 0, %126 ]
  %176 = and i64 %84, 7
  %177 = sub i64 %117, %176
  %178 = add i64 %114, %177
  br label %179

179:                                              ; preds = %179, %174
  %180 = phi i64 [ %175, %174 ], [ %188, %179 ]
  %181 = add i64 %114, %180
  %182 = getelementptr inbounds i8, ptr %72, i64 %181
  %183 = load <8 x i8>, ptr %182, align 1, !tbaa !20
  %184 = getelementptr inbounds i8, ptr %85, i64 %181
  %185 = load <8 x i8>, ptr %184, align 1, !tbaa !20
  %186 = xor <8 x i8> %185, %183
  %187 = getelementptr inbounds i8, ptr %74, i64 %181
  store <8 x i8> %186, ptr %187, align 1, !tbaa !20
  %188 = add nuw i64 %180, 8
  %189 = icmp eq i64 %188, %177
  br i1 %189, label %190, label %179, !llvm.loop !48

190:                                              ; preds = %179
  %191 = icmp eq i64 %176, 0
  br i1 %191, label %257, label %153

192:                                              ; preds = %192, %93
  %193 = phi i64 [ 16, %93 ], [ %223, %192 ]
  %194 = phi i64 [ 0, %93 ], [ %216, %192 ]
  %195 = phi i64 [ 0, %93 ], [ %224, %192 ]
  %196 = getelementptr inbounds i8, ptr %72, i64 %194
  %197 = getelementptr inbounds i8, ptr %85, i64 %194
  %198 = getelementptr inbounds i8, ptr %74, i64 %194
  %199 = load <2 x i64>, ptr %196, align 1
  %200 = load <2 x i64>, ptr %197, align 1
  %201 = xor <2 x i64> %200, %199
  store <2 x i64> %201, ptr %198, align 1
  %202 = add nuw nsw i64 %193, 16
  %203 = getelementptr inbounds i8, ptr %72, i64 %193
  %204 = getelementptr inbounds i8, ptr %85, i64 %193
  %205 = getelementptr inbounds i8, ptr %74, i64 %193
  %206 = load <2 x i64>, ptr %203, align 1
  %207 = load <2 x i64>, ptr %204, align 1
  %208 = xor <2 x i64> %207, %206
  store <2 x i64> %208, ptr %205, align 1
  %209 = add nuw nsw i64 %193, 32
  %210 = getelementptr inbounds i8, ptr %72, i64 %202
  %211 = getelementptr inbounds i8, ptr %85, i64 %202
  %212 = getelementptr inbounds i8, ptr %74, i64 %202
  %213 = load <2 x i64>, ptr %210, align 1
  %214 = load <2 x i64>, ptr %211, align 1
  %215 = xor <2 x i64> %214, %213
  store <2 x i64> %215, ptr %212, align 1
  %216 = add nuw i64 %193, 48
  %217 = getelementptr inbounds i8, ptr %72, i64 %209
  %218 = getelementptr inbounds i8, ptr %85, i64 %209
  %219 = getelementptr inbounds i8, ptr %74, i64 %209
  %220 = load <2 x i64>, ptr %217, align 1
  %221 = load <2 x i64>, ptr %218, align 1
  %222 = xor <2 x i64> %221, %220
  store <2 x i64> %222, ptr %219, align 1
  %223 = add nuw i64 %193, 64
  %224 = add i64 %195, 4
  %225 = icmp eq i64 %224, %94
  br i1 %225, label %95, label %192, !llvm.loop !38

226:                                              ; preds = %170, %226
  %227 = phi i64 [ %255, %226 ], [ %171, %170 ]
  %228 = getelementptr inbounds i8, ptr %72, i64 %227
  %229 = load i8, ptr %228, align 1, !tbaa !20
  %230 = getelementptr inbounds i8, ptr %85, i64 %227
  %231 = load i8, ptr %230, align 1, !tbaa !20
  %232 = xor i8 %231, %229
  %233 = getelementptr inbounds i8, ptr %74, i64 %227
  store i8 %232, ptr %233, align 1, !tbaa !20
  %234 = add nuw i64 %227, 1
  %235 = getelementptr inbounds i8, ptr %72, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !20
  %237 = getelementptr inbounds i8, ptr %85, i64 %234
  %238 = load i8, ptr %237, align 1, !tbaa !20
  %239 = xor i8 %238, %236
  %240 = getelementptr inbounds i8, ptr %74, i64 %234
  store i8 %239, ptr %240, align 1, !tbaa !20
  %241 = add nuw i64 %227, 2
  %242 = getelementptr inbounds i8, ptr %72, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !20
  %244 = getelementptr inbounds i8, ptr %85, i64 %241
  %245 = load i8, ptr %244, align 1, !tbaa !20
  %246 = xor i8 %245, %243
  %247 = getelementptr inbounds i8, ptr %74, i64 %241
  store i8 %246, ptr %247, align 1, !tbaa !20
  %248 = add nuw i64 %227, 3
  %249 = getelementptr inbounds i8, ptr %72, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !20
  %251 = getelementptr inbounds i8, ptr %85, i64 %248
  %252 = load i8, ptr %251, align 1, !tbaa !20
  %253 = xor i8 %252, %250
  %254 = getelementptr inbounds i8, ptr %74, i64 %248
  store i8 %253, ptr %254, align 1, !tbaa !20
  %255 = add nuw i64 %227, 4
  %256 = icmp eq i64 %255, %84
  br i1 %256, label %257, label %226, !llvm.loop !49

257:                                              ; preds = %170, %226, %147, %190, %113
  %258 = sub i64 %75, %84
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %263, label %260

260:                                              ; preds = %257
  %261 = getelementptr inbounds i8, ptr %74, i64 %84
  %262 = getelementptr inbounds i8, ptr %72, i64 %84
  call fastcc void @advance_counters(ptr noundef nonnull %0, ptr noundef %53, i64 noundef 16)
  br label %71

263:                                              ; preds = %257, %49
  %264 = phi i32 [ 2, %49 ], [ 0, %257 ]
  call void @free(ptr noundef %57) #11
  call void @free(ptr noundef %53) #11
  br label %265

265:                                              ; preds = %40, %23, %47, %16, %13, %5, %263
  %266 = phi i32 [ %264, %263 ], [ 1, %5 ], [ 10, %13 ], [ 20, %16 ], [ 0, %47 ], [ 393218, %23 ], [ 393218, %40 ]
  ret i32 %266
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 393219) i32 @CTR_skip(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %58, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !14
  %7 = shl i64 %6, 4
  %8 = getelementptr inbounds i8, ptr %0, i64 56
  %9 = load i64, ptr %8, align 8, !tbaa !28
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = load i64, ptr %10, align 8, !tbaa !29
  %12 = icmp ugt i64 %9, %7
  br i1 %12, label %58, label %13

13:                                               ; preds = %4
  %14 = udiv i64 %1, %7
  %15 = add i64 %14, %11
  %16 = urem i64 %1, %7
  %17 = add i64 %16, %9
  %18 = udiv i64 %17, %7
  %19 = add i64 %15, %18
  %20 = urem i64 %17, %7
  %21 = icmp ult i64 %19, %11
  %22 = icmp ugt i64 %19, 1152921504606846974
  %23 = or i1 %21, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %13
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load i64, ptr %25, align 8, !tbaa !30
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = shl nuw i64 %19, 4
  %30 = add i64 %6, -1
  %31 = add i64 %30, %20
  %32 = udiv i64 %31, %6
  %33 = add i64 %32, %29
  %34 = icmp ugt i64 %33, %26
  br i1 %34, label %58, label %35

35:                                               ; preds = %28, %24
  %36 = add i64 %9, %1
  %37 = icmp ugt i64 %36, %7
  br i1 %37, label %38, label %55

38:                                               ; preds = %35
  %39 = add i64 %36, -1
  %40 = udiv i64 %39, %7
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !18
  %43 = shl i64 %40, 4
  tail call fastcc void @advance_counters(ptr noundef nonnull %0, ptr noundef %42, i64 noundef %43)
  %44 = load ptr, ptr %41, align 8, !tbaa !18
  %45 = getelementptr inbounds i8, ptr %0, i64 48
  %46 = load ptr, ptr %45, align 8, !tbaa !19
  %47 = load ptr, ptr %0, align 8, !tbaa !11
  %48 = load ptr, ptr %47, align 8, !tbaa !26
  %49 = load i64, ptr %5, align 8, !tbaa !14
  %50 = shl i64 %49, 4
  %51 = tail call i32 %48(ptr noundef nonnull %47, ptr noundef %44, ptr noundef %46, i64 noundef %50) #11
  %52 = mul i64 %40, %7
  %53 = sub i64 %36, %52
  %54 = add i64 %40, %11
  br label %55

55:                                               ; preds = %38, %35
  %56 = phi i64 [ %53, %38 ], [ %36, %35 ]
  %57 = phi i64 [ %54, %38 ], [ %11, %35 ]
  store i64 %56, ptr %8, align 8, !tbaa !28
  store i64 %57, ptr %10, align 8, !tbaa !29
  br label %58

58:                                               ; preds = %28, %13, %4, %2, %55
  %59 = phi i32 [ 0, %55 ], [ 1, %2 ], [ 20, %4 ], [ 393218, %13 ], [ 393218, %28 ]
  ret i32 %59
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 393219) i32 @CTR_decrypt(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @CTR_encrypt(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3)
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @CTR_stop_operation(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %12, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = tail call i32 %6(ptr noundef %4) #11
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load ptr, ptr %8, align 8, !tbaa !19
  tail call void @free(ptr noundef %9) #11
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  tail call void @free(ptr noundef %11) #11
  tail call void @free(ptr noundef nonnull %0) #11
  br label %12

12:                                               ; preds = %1, %3
  %13 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %13
}

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"_BlockBase", !7, i64 0, !7, i64 8, !7, i64 16, !10, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"", !7, i64 0, !10, i64 8, !7, i64 16, !10, i64 24, !10, i64 32, !13, i64 40, !7, i64 48, !10, i64 56, !10, i64 64, !10, i64 72}
!13 = !{!"int", !8, i64 0}
!14 = !{!12, !10, i64 8}
!15 = !{!12, !10, i64 24}
!16 = !{!12, !10, i64 32}
!17 = !{!12, !13, i64 40}
!18 = !{!12, !7, i64 16}
!19 = !{!12, !7, i64 48}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = distinct !{!24, !22, !23}
!25 = distinct !{!25, !22}
!26 = !{!6, !7, i64 0}
!27 = !{!7, !7, i64 0}
!28 = !{!12, !10, i64 56}
!29 = !{!12, !10, i64 64}
!30 = !{!12, !10, i64 72}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33, !22, !34, !35}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = !{!"llvm.loop.unroll.runtime.disable"}
!36 = distinct !{!36, !32}
!37 = distinct !{!37, !22, !34, !35}
!38 = distinct !{!38, !22}
!39 = distinct !{!39, !22, !34}
!40 = distinct !{!40, !22}
!41 = distinct !{!41, !22}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !22}
!44 = distinct !{!44, !22}
!45 = distinct !{!45, !32}
!46 = distinct !{!46, !22, !34, !35}
!47 = distinct !{!47, !32}
!48 = distinct !{!48, !22, !34, !35}
!49 = distinct !{!49, !22, !34}
!50 = !{!6, !7, i64 16}
