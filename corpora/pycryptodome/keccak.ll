; ModuleID = 'src/keccak.c'
source_filename = "src/keccak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.keccak_state = type { [25 x i64], [200 x i8], i32, i32, i32, i8, i8 }

@roundconstants = internal unnamed_addr constant [24 x i64] [i64 1, i64 32898, i64 -9223372036854742902, i64 -9223372034707259392, i64 32907, i64 2147483649, i64 -9223372034707259263, i64 -9223372036854743031, i64 138, i64 136, i64 2147516425, i64 2147483658, i64 2147516555, i64 -9223372036854775669, i64 -9223372036854742903, i64 -9223372036854743037, i64 -9223372036854743038, i64 -9223372036854775680, i64 32778, i64 -9223372034707292150, i64 -9223372034707259263, i64 -9223372036854742912, i64 2147483649, i64 -9223372034707259384], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @keccak_reset(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 412
  store i8 0, ptr %4, align 4, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(404) %0, i8 0, i64 404, i1 false)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @keccak_init(ptr noundef writeonly %0, i64 noundef %1, i8 noundef zeroext %2) local_unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %1, 200
  %7 = and i64 %1, 7
  %8 = icmp eq i64 %7, 0
  %9 = and i1 %6, %8
  %10 = icmp eq i8 %2, 24
  %11 = icmp eq i8 %2, 12
  %12 = or i1 %10, %11
  %13 = select i1 %12, i32 0, i32 8
  %14 = select i1 %9, i32 %13, i32 9
  %15 = and i1 %9, %12
  br i1 %15, label %16, label %25

16:                                               ; preds = %5
  %17 = tail call noalias dereferenceable_or_null(416) ptr @calloc(i64 noundef 1, i64 noundef 416) #12
  store ptr %17, ptr %0, align 8, !tbaa !10
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = trunc nuw i64 %1 to i32
  %21 = getelementptr inbounds i8, ptr %17, i64 404
  store i32 %20, ptr %21, align 4, !tbaa !12
  %22 = sub nuw nsw i32 200, %20
  %23 = getelementptr inbounds i8, ptr %17, i64 408
  store i32 %22, ptr %23, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %17, i64 413
  store i8 %2, ptr %24, align 1, !tbaa !14
  br label %25

25:                                               ; preds = %16, %5, %3, %19
  %26 = phi i32 [ 0, %19 ], [ 1, %3 ], [ %14, %5 ], [ 2, %16 ]
  ret i32 %26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @keccak_destroy(ptr nocapture noundef %0) local_unnamed_addr #5 {
  tail call void @free(ptr noundef %0) #13
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 33) i32 @keccak_absorb(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %174, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 412
  %9 = load i8, ptr %8, align 4, !tbaa !5
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %174

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 400
  %13 = load i32, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %0, i64 408
  %15 = load i32, ptr %14, align 8, !tbaa !13
  %16 = icmp ult i32 %13, %15
  br i1 %16, label %17, label %174

17:                                               ; preds = %11
  %18 = icmp eq i64 %2, 0
  br i1 %18, label %172, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 413
  %21 = getelementptr inbounds i8, ptr %0, i64 200
  %22 = getelementptr i8, ptr %0, i64 8
  br label %23

23:                                               ; preds = %19, %166
  %24 = phi ptr [ %1, %19 ], [ %169, %166 ]
  %25 = phi i32 [ %13, %19 ], [ %168, %166 ]
  %26 = phi i64 [ %2, %19 ], [ %170, %166 ]
  %27 = icmp ne i32 %25, 0
  %28 = load i32, ptr %14, align 8, !tbaa !13
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %26, %29
  %31 = select i1 %27, i1 true, i1 %30
  br i1 %31, label %111, label %32

32:                                               ; preds = %23
  %33 = icmp eq i32 %28, 0
  br i1 %33, label %106, label %34

34:                                               ; preds = %32
  %35 = add i32 %28, -1
  %36 = lshr i32 %35, 3
  %37 = add nuw nsw i32 %36, 1
  %38 = zext nneg i32 %37 to i64
  %39 = icmp ult i32 %28, 25
  br i1 %39, label %69, label %40

40:                                               ; preds = %34
  %41 = and i32 %35, -8
  %42 = zext i32 %41 to i64
  %43 = getelementptr i8, ptr %22, i64 %42
  %44 = getelementptr i8, ptr %24, i64 8
  %45 = getelementptr i8, ptr %44, i64 %42
  %46 = icmp ugt ptr %45, %0
  %47 = icmp ult ptr %24, %43
  %48 = and i1 %46, %47
  br i1 %48, label %69, label %49

49:                                               ; preds = %40
  %50 = and i64 %38, 1073741820
  %51 = shl nuw nsw i64 %50, 3
  br label %52

52:                                               ; preds = %52, %49
  %53 = phi i64 [ 0, %49 ], [ %65, %52 ]
  %54 = shl i64 %53, 3
  %55 = getelementptr inbounds i8, ptr %24, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load <2 x i64>, ptr %55, align 1, !alias.scope !16
  %58 = load <2 x i64>, ptr %56, align 1, !alias.scope !16
  %59 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %53
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load <2 x i64>, ptr %59, align 8, !tbaa !19, !alias.scope !21, !noalias !16
  %62 = load <2 x i64>, ptr %60, align 8, !tbaa !19, !alias.scope !21, !noalias !16
  %63 = xor <2 x i64> %61, %57
  %64 = xor <2 x i64> %62, %58
  store <2 x i64> %63, ptr %59, align 8, !tbaa !19, !alias.scope !21, !noalias !16
  store <2 x i64> %64, ptr %60, align 8, !tbaa !19, !alias.scope !21, !noalias !16
  %65 = add nuw i64 %53, 4
  %66 = icmp eq i64 %65, %50
  br i1 %66, label %67, label %52, !llvm.loop !23

67:                                               ; preds = %52
  %68 = icmp eq i64 %50, %38
  br i1 %68, label %106, label %69

69:                                               ; preds = %67, %40, %34
  %70 = phi i64 [ 0, %40 ], [ 0, %34 ], [ %50, %67 ]
  %71 = phi i64 [ 0, %40 ], [ 0, %34 ], [ %51, %67 ]
  %72 = lshr i32 %35, 3
  %73 = zext nneg i32 %72 to i64
  %74 = and i64 %73, 1
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %76, label %84

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, ptr %24, i64 %71
  %78 = load i64, ptr %77, align 1
  %79 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %70
  %80 = load i64, ptr %79, align 8, !tbaa !19
  %81 = xor i64 %80, %78
  store i64 %81, ptr %79, align 8, !tbaa !19
  %82 = or disjoint i64 %70, 1
  %83 = add nuw nsw i64 %71, 8
  br label %84

84:                                               ; preds = %76, %69
  %85 = phi i64 [ %70, %69 ], [ %82, %76 ]
  %86 = phi i64 [ %71, %69 ], [ %83, %76 ]
  %87 = icmp eq i64 %70, %73
  br i1 %87, label %106, label %88

88:                                               ; preds = %84, %88
  %89 = phi i64 [ %103, %88 ], [ %85, %84 ]
  %90 = phi i64 [ %104, %88 ], [ %86, %84 ]
  %91 = getelementptr inbounds i8, ptr %24, i64 %90
  %92 = load i64, ptr %91, align 1
  %93 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %89
  %94 = load i64, ptr %93, align 8, !tbaa !19
  %95 = xor i64 %94, %92
  store i64 %95, ptr %93, align 8, !tbaa !19
  %96 = add nuw nsw i64 %89, 1
  %97 = add nuw nsw i64 %90, 8
  %98 = getelementptr inbounds i8, ptr %24, i64 %97
  %99 = load i64, ptr %98, align 1
  %100 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %96
  %101 = load i64, ptr %100, align 8, !tbaa !19
  %102 = xor i64 %101, %99
  store i64 %102, ptr %100, align 8, !tbaa !19
  %103 = add nuw nsw i64 %89, 2
  %104 = add nuw nsw i64 %90, 16
  %105 = icmp eq i64 %103, %38
  br i1 %105, label %106, label %88, !llvm.loop !27

106:                                              ; preds = %84, %88, %67, %32
  %107 = load i8, ptr %20, align 1, !tbaa !14
  %108 = zext i8 %107 to i32
  tail call fastcc void @keccak_function(ptr noundef nonnull %0, i32 noundef %108)
  %109 = load i32, ptr %14, align 8, !tbaa !13
  %110 = zext i32 %109 to i64
  br label %166

111:                                              ; preds = %23
  %112 = sub i32 %28, %25
  %113 = zext i32 %112 to i64
  %114 = tail call i64 @llvm.umin.i64(i64 %26, i64 %113)
  %115 = trunc nuw i64 %114 to i32
  %116 = zext i32 %25 to i64
  %117 = getelementptr inbounds i8, ptr %21, i64 %116
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %117, ptr align 1 %24, i64 %114, i1 false)
  %118 = add i32 %25, %115
  %119 = load i32, ptr %14, align 8, !tbaa !13
  %120 = icmp eq i32 %118, %119
  br i1 %120, label %121, label %166

121:                                              ; preds = %111
  %122 = icmp eq i32 %118, 0
  br i1 %122, label %163, label %123

123:                                              ; preds = %121
  %124 = add i32 %118, -1
  %125 = lshr i32 %124, 3
  %126 = add nuw nsw i32 %125, 1
  %127 = zext nneg i32 %126 to i64
  %128 = icmp ult i32 %118, 25
  br i1 %128, label %149, label %129

129:                                              ; preds = %123
  %130 = and i64 %127, 1073741820
  %131 = shl nuw nsw i64 %130, 3
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i64 [ 0, %129 ], [ %145, %132 ]
  %134 = shl i64 %133, 3
  %135 = getelementptr inbounds i8, ptr %21, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <2 x i64>, ptr %135, align 1
  %138 = load <2 x i64>, ptr %136, align 1
  %139 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %133
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load <2 x i64>, ptr %139, align 8, !tbaa !19
  %142 = load <2 x i64>, ptr %140, align 8, !tbaa !19
  %143 = xor <2 x i64> %141, %137
  %144 = xor <2 x i64> %142, %138
  store <2 x i64> %143, ptr %139, align 8, !tbaa !19
  store <2 x i64> %144, ptr %140, align 8, !tbaa !19
  %145 = add nuw i64 %133, 4
  %146 = icmp eq i64 %145, %130
  br i1 %146, label %147, label %132, !llvm.loop !28

147:                                              ; preds = %132
  %148 = icmp eq i64 %130, %127
  br i1 %148, label %163, label %149

149:                                              ; preds = %147, %123
  %150 = phi i64 [ 0, %123 ], [ %131, %147 ]
  %151 = phi i64 [ 0, %123 ], [ %130, %147 ]
  br label %152

152:                                              ; preds = %149, %152
  %153 = phi i64 [ %161, %152 ], [ %150, %149 ]
  %154 = phi i64 [ %160, %152 ], [ %151, %149 ]
  %155 = getelementptr inbounds i8, ptr %21, i64 %153
  %156 = load i64, ptr %155, align 1
  %157 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %154
  %158 = load i64, ptr %157, align 8, !tbaa !19
  %159 = xor i64 %158, %156
  store i64 %159, ptr %157, align 8, !tbaa !19
  %160 = add nuw nsw i64 %154, 1
  %161 = add nuw nsw i64 %153, 8
  %162 = icmp eq i64 %160, %127
  br i1 %162, label %163, label %152, !llvm.loop !29

163:                                              ; preds = %152, %147, %121
  %164 = load i8, ptr %20, align 1, !tbaa !14
  %165 = zext i8 %164 to i32
  tail call fastcc void @keccak_function(ptr noundef nonnull %0, i32 noundef %165)
  br label %166

166:                                              ; preds = %111, %163, %106
  %167 = phi i64 [ %110, %106 ], [ %114, %163 ], [ %114, %111 ]
  %168 = phi i32 [ 0, %106 ], [ 0, %163 ], [ %118, %111 ]
  %169 = getelementptr inbounds i8, ptr %24, i64 %167
  %170 = sub i64 %26, %167
  %171 = icmp eq i64 %170, 0
  br i1 %171, label %172, label %23

172:                                              ; preds = %166, %17
  %173 = phi i32 [ %13, %17 ], [ %168, %166 ]
  store i32 %173, ptr %12, align 8, !tbaa !15
  br label %174

174:                                              ; preds = %11, %7, %3, %172
  %175 = phi i32 [ 0, %172 ], [ 1, %3 ], [ 32, %7 ], [ 20, %11 ]
  ret i32 %175
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @keccak_function(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #8 {
  %3 = load i64, ptr %0, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load i64, ptr %10, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load i64, ptr %12, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load i64, ptr %14, align 8, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load i64, ptr %16, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = load i64, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %0, i64 72
  %21 = load i64, ptr %20, align 8, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %0, i64 80
  %23 = load i64, ptr %22, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %0, i64 88
  %25 = load i64, ptr %24, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %0, i64 96
  %27 = load i64, ptr %26, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %0, i64 104
  %29 = load i64, ptr %28, align 8, !tbaa !19
  %30 = getelementptr inbounds i8, ptr %0, i64 112
  %31 = load i64, ptr %30, align 8, !tbaa !19
  %32 = getelementptr inbounds i8, ptr %0, i64 120
  %33 = load i64, ptr %32, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, ptr %0, i64 128
  %35 = load i64, ptr %34, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %0, i64 136
  %37 = load i64, ptr %36, align 8, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %0, i64 144
  %39 = load i64, ptr %38, align 8, !tbaa !19
  %40 = getelementptr inbounds i8, ptr %0, i64 152
  %41 = load i64, ptr %40, align 8, !tbaa !19
  %42 = getelementptr inbounds i8, ptr %0, i64 160
  %43 = load i64, ptr %42, align 8, !tbaa !19
  %44 = getelementptr inbounds i8, ptr %0, i64 168
  %45 = load i64, ptr %44, align 8, !tbaa !19
  %46 = getelementptr inbounds i8, ptr %0, i64 176
  %47 = load i64, ptr %46, align 8, !tbaa !19
  %48 = getelementptr inbounds i8, ptr %0, i64 184
  %49 = load i64, ptr %48, align 8, !tbaa !19
  %50 = getelementptr inbounds i8, ptr %0, i64 192
  %51 = load i64, ptr %50, align 8, !tbaa !19
  %52 = sub nsw i32 24, %1
  %53 = icmp ult i32 %52, 24
  br i1 %53, label %54, label %400

54:                                               ; preds = %2
  %55 = zext nneg i32 %52 to i64
  br label %56

56:                                               ; preds = %54, %56
  %57 = phi i64 [ %55, %54 ], [ %398, %56 ]
  %58 = phi i64 [ %3, %54 ], [ %285, %56 ]
  %59 = phi i64 [ %5, %54 ], [ %288, %56 ]
  %60 = phi i64 [ %7, %54 ], [ %291, %56 ]
  %61 = phi i64 [ %9, %54 ], [ %294, %56 ]
  %62 = phi i64 [ %11, %54 ], [ %297, %56 ]
  %63 = phi i64 [ %13, %54 ], [ %310, %56 ]
  %64 = phi i64 [ %15, %54 ], [ %313, %56 ]
  %65 = phi i64 [ %17, %54 ], [ %316, %56 ]
  %66 = phi i64 [ %19, %54 ], [ %319, %56 ]
  %67 = phi i64 [ %21, %54 ], [ %322, %56 ]
  %68 = phi i64 [ %23, %54 ], [ %335, %56 ]
  %69 = phi i64 [ %25, %54 ], [ %338, %56 ]
  %70 = phi i64 [ %27, %54 ], [ %341, %56 ]
  %71 = phi i64 [ %29, %54 ], [ %344, %56 ]
  %72 = phi i64 [ %31, %54 ], [ %347, %56 ]
  %73 = phi i64 [ %33, %54 ], [ %360, %56 ]
  %74 = phi i64 [ %35, %54 ], [ %363, %56 ]
  %75 = phi i64 [ %37, %54 ], [ %366, %56 ]
  %76 = phi i64 [ %39, %54 ], [ %369, %56 ]
  %77 = phi i64 [ %41, %54 ], [ %372, %56 ]
  %78 = phi i64 [ %43, %54 ], [ %385, %56 ]
  %79 = phi i64 [ %45, %54 ], [ %388, %56 ]
  %80 = phi i64 [ %47, %54 ], [ %391, %56 ]
  %81 = phi i64 [ %49, %54 ], [ %394, %56 ]
  %82 = phi i64 [ %51, %54 ], [ %397, %56 ]
  %83 = xor i64 %73, %78
  %84 = xor i64 %83, %68
  %85 = xor i64 %84, %63
  %86 = xor i64 %85, %58
  %87 = xor i64 %74, %79
  %88 = xor i64 %87, %69
  %89 = xor i64 %88, %64
  %90 = xor i64 %89, %59
  %91 = xor i64 %75, %80
  %92 = xor i64 %91, %70
  %93 = xor i64 %92, %65
  %94 = xor i64 %93, %60
  %95 = xor i64 %76, %81
  %96 = xor i64 %95, %71
  %97 = xor i64 %96, %66
  %98 = xor i64 %97, %61
  %99 = xor i64 %77, %82
  %100 = xor i64 %99, %72
  %101 = xor i64 %100, %67
  %102 = xor i64 %101, %62
  %103 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 1)
  %104 = xor i64 %103, %102
  %105 = tail call i64 @llvm.fshl.i64(i64 %94, i64 %94, i64 1)
  %106 = xor i64 %86, %105
  %107 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 1)
  %108 = xor i64 %90, %107
  %109 = tail call i64 @llvm.fshl.i64(i64 %102, i64 %102, i64 1)
  %110 = xor i64 %94, %109
  %111 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 1)
  %112 = xor i64 %111, %98
  %113 = xor i64 %104, %58
  %114 = xor i64 %106, %64
  %115 = tail call i64 @llvm.fshl.i64(i64 %114, i64 %114, i64 44)
  %116 = xor i64 %108, %70
  %117 = tail call i64 @llvm.fshl.i64(i64 %116, i64 %116, i64 43)
  %118 = xor i64 %110, %76
  %119 = tail call i64 @llvm.fshl.i64(i64 %118, i64 %118, i64 21)
  %120 = xor i64 %112, %82
  %121 = tail call i64 @llvm.fshl.i64(i64 %120, i64 %120, i64 14)
  %122 = xor i64 %115, -1
  %123 = and i64 %117, %122
  %124 = getelementptr inbounds [24 x i64], ptr @roundconstants, i64 0, i64 %57
  %125 = load i64, ptr %124, align 8, !tbaa !19
  %126 = xor i64 %123, %125
  %127 = xor i64 %126, %113
  %128 = xor i64 %117, -1
  %129 = and i64 %119, %128
  %130 = xor i64 %115, %129
  %131 = xor i64 %119, -1
  %132 = and i64 %121, %131
  %133 = xor i64 %132, %117
  %134 = xor i64 %121, -1
  %135 = and i64 %113, %134
  %136 = xor i64 %135, %119
  %137 = xor i64 %113, -1
  %138 = and i64 %115, %137
  %139 = xor i64 %121, %138
  %140 = xor i64 %110, %61
  %141 = tail call i64 @llvm.fshl.i64(i64 %140, i64 %140, i64 28)
  %142 = xor i64 %112, %67
  %143 = tail call i64 @llvm.fshl.i64(i64 %142, i64 %142, i64 20)
  %144 = xor i64 %104, %68
  %145 = tail call i64 @llvm.fshl.i64(i64 %144, i64 %144, i64 3)
  %146 = xor i64 %106, %74
  %147 = tail call i64 @llvm.fshl.i64(i64 %146, i64 %146, i64 45)
  %148 = xor i64 %108, %80
  %149 = tail call i64 @llvm.fshl.i64(i64 %148, i64 %148, i64 61)
  %150 = xor i64 %143, -1
  %151 = and i64 %145, %150
  %152 = xor i64 %151, %141
  %153 = xor i64 %145, -1
  %154 = and i64 %147, %153
  %155 = xor i64 %143, %154
  %156 = xor i64 %147, -1
  %157 = and i64 %149, %156
  %158 = xor i64 %157, %145
  %159 = xor i64 %149, -1
  %160 = and i64 %141, %159
  %161 = xor i64 %147, %160
  %162 = xor i64 %141, -1
  %163 = and i64 %143, %162
  %164 = xor i64 %163, %149
  %165 = xor i64 %106, %59
  %166 = tail call i64 @llvm.fshl.i64(i64 %165, i64 %165, i64 1)
  %167 = xor i64 %108, %65
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 6)
  %169 = xor i64 %110, %71
  %170 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 25)
  %171 = xor i64 %112, %77
  %172 = tail call i64 @llvm.fshl.i64(i64 %171, i64 %171, i64 8)
  %173 = xor i64 %104, %78
  %174 = tail call i64 @llvm.fshl.i64(i64 %173, i64 %173, i64 18)
  %175 = xor i64 %168, -1
  %176 = and i64 %170, %175
  %177 = xor i64 %166, %176
  %178 = xor i64 %170, -1
  %179 = and i64 %172, %178
  %180 = xor i64 %179, %168
  %181 = xor i64 %172, -1
  %182 = and i64 %174, %181
  %183 = xor i64 %182, %170
  %184 = xor i64 %174, -1
  %185 = and i64 %166, %184
  %186 = xor i64 %172, %185
  %187 = xor i64 %166, -1
  %188 = and i64 %168, %187
  %189 = xor i64 %188, %174
  %190 = xor i64 %112, %62
  %191 = tail call i64 @llvm.fshl.i64(i64 %190, i64 %190, i64 27)
  %192 = xor i64 %104, %63
  %193 = tail call i64 @llvm.fshl.i64(i64 %192, i64 %192, i64 36)
  %194 = xor i64 %106, %69
  %195 = tail call i64 @llvm.fshl.i64(i64 %194, i64 %194, i64 10)
  %196 = xor i64 %108, %75
  %197 = tail call i64 @llvm.fshl.i64(i64 %196, i64 %196, i64 15)
  %198 = xor i64 %110, %81
  %199 = tail call i64 @llvm.fshl.i64(i64 %198, i64 %198, i64 56)
  %200 = xor i64 %193, -1
  %201 = and i64 %195, %200
  %202 = xor i64 %191, %201
  %203 = xor i64 %195, -1
  %204 = and i64 %197, %203
  %205 = xor i64 %204, %193
  %206 = xor i64 %197, -1
  %207 = and i64 %199, %206
  %208 = xor i64 %195, %207
  %209 = xor i64 %199, -1
  %210 = and i64 %191, %209
  %211 = xor i64 %210, %197
  %212 = xor i64 %191, -1
  %213 = and i64 %193, %212
  %214 = xor i64 %213, %199
  %215 = xor i64 %108, %60
  %216 = tail call i64 @llvm.fshl.i64(i64 %215, i64 %215, i64 62)
  %217 = xor i64 %110, %66
  %218 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 55)
  %219 = xor i64 %112, %72
  %220 = tail call i64 @llvm.fshl.i64(i64 %219, i64 %219, i64 39)
  %221 = xor i64 %104, %73
  %222 = tail call i64 @llvm.fshl.i64(i64 %221, i64 %221, i64 41)
  %223 = xor i64 %106, %79
  %224 = tail call i64 @llvm.fshl.i64(i64 %223, i64 %223, i64 2)
  %225 = xor i64 %218, -1
  %226 = and i64 %220, %225
  %227 = xor i64 %226, %216
  %228 = xor i64 %220, -1
  %229 = and i64 %222, %228
  %230 = xor i64 %229, %218
  %231 = xor i64 %222, -1
  %232 = and i64 %224, %231
  %233 = xor i64 %220, %232
  %234 = xor i64 %224, -1
  %235 = and i64 %216, %234
  %236 = xor i64 %235, %222
  %237 = xor i64 %216, -1
  %238 = and i64 %218, %237
  %239 = xor i64 %224, %238
  %240 = xor i64 %202, %177
  %241 = xor i64 %240, %152
  %242 = xor i64 %241, %227
  %243 = xor i64 %242, %127
  %244 = xor i64 %155, %130
  %245 = xor i64 %244, %205
  %246 = xor i64 %245, %180
  %247 = xor i64 %246, %230
  %248 = xor i64 %158, %208
  %249 = xor i64 %248, %233
  %250 = xor i64 %249, %133
  %251 = xor i64 %250, %183
  %252 = xor i64 %186, %161
  %253 = xor i64 %252, %236
  %254 = xor i64 %253, %136
  %255 = xor i64 %254, %211
  %256 = xor i64 %139, %239
  %257 = xor i64 %256, %189
  %258 = xor i64 %257, %164
  %259 = xor i64 %258, %214
  %260 = tail call i64 @llvm.fshl.i64(i64 %247, i64 %247, i64 1)
  %261 = xor i64 %259, %260
  %262 = tail call i64 @llvm.fshl.i64(i64 %251, i64 %251, i64 1)
  %263 = xor i64 %243, %262
  %264 = tail call i64 @llvm.fshl.i64(i64 %255, i64 %255, i64 1)
  %265 = xor i64 %264, %247
  %266 = tail call i64 @llvm.fshl.i64(i64 %259, i64 %259, i64 1)
  %267 = xor i64 %266, %251
  %268 = tail call i64 @llvm.fshl.i64(i64 %243, i64 %243, i64 1)
  %269 = xor i64 %268, %255
  %270 = xor i64 %127, %261
  %271 = xor i64 %263, %155
  %272 = tail call i64 @llvm.fshl.i64(i64 %271, i64 %271, i64 44)
  %273 = xor i64 %265, %183
  %274 = tail call i64 @llvm.fshl.i64(i64 %273, i64 %273, i64 43)
  %275 = xor i64 %267, %211
  %276 = tail call i64 @llvm.fshl.i64(i64 %275, i64 %275, i64 21)
  %277 = xor i64 %269, %239
  %278 = tail call i64 @llvm.fshl.i64(i64 %277, i64 %277, i64 14)
  %279 = xor i64 %272, -1
  %280 = and i64 %274, %279
  %281 = add nuw nsw i64 %57, 1
  %282 = getelementptr inbounds [24 x i64], ptr @roundconstants, i64 0, i64 %281
  %283 = load i64, ptr %282, align 8, !tbaa !19
  %284 = xor i64 %283, %280
  %285 = xor i64 %284, %270
  %286 = xor i64 %274, -1
  %287 = and i64 %276, %286
  %288 = xor i64 %272, %287
  %289 = xor i64 %276, -1
  %290 = and i64 %278, %289
  %291 = xor i64 %290, %274
  %292 = xor i64 %278, -1
  %293 = and i64 %270, %292
  %294 = xor i64 %293, %276
  %295 = xor i64 %270, -1
  %296 = and i64 %272, %295
  %297 = xor i64 %278, %296
  %298 = xor i64 %267, %136
  %299 = tail call i64 @llvm.fshl.i64(i64 %298, i64 %298, i64 28)
  %300 = xor i64 %269, %164
  %301 = tail call i64 @llvm.fshl.i64(i64 %300, i64 %300, i64 20)
  %302 = xor i64 %261, %177
  %303 = tail call i64 @llvm.fshl.i64(i64 %302, i64 %302, i64 3)
  %304 = xor i64 %263, %205
  %305 = tail call i64 @llvm.fshl.i64(i64 %304, i64 %304, i64 45)
  %306 = xor i64 %265, %233
  %307 = tail call i64 @llvm.fshl.i64(i64 %306, i64 %306, i64 61)
  %308 = xor i64 %301, -1
  %309 = and i64 %303, %308
  %310 = xor i64 %309, %299
  %311 = xor i64 %303, -1
  %312 = and i64 %305, %311
  %313 = xor i64 %301, %312
  %314 = xor i64 %305, -1
  %315 = and i64 %307, %314
  %316 = xor i64 %315, %303
  %317 = xor i64 %307, -1
  %318 = and i64 %299, %317
  %319 = xor i64 %305, %318
  %320 = xor i64 %299, -1
  %321 = and i64 %301, %320
  %322 = xor i64 %321, %307
  %323 = xor i64 %263, %130
  %324 = tail call i64 @llvm.fshl.i64(i64 %323, i64 %323, i64 1)
  %325 = xor i64 %265, %158
  %326 = tail call i64 @llvm.fshl.i64(i64 %325, i64 %325, i64 6)
  %327 = xor i64 %267, %186
  %328 = tail call i64 @llvm.fshl.i64(i64 %327, i64 %327, i64 25)
  %329 = xor i64 %269, %214
  %330 = tail call i64 @llvm.fshl.i64(i64 %329, i64 %329, i64 8)
  %331 = xor i64 %261, %227
  %332 = tail call i64 @llvm.fshl.i64(i64 %331, i64 %331, i64 18)
  %333 = xor i64 %326, -1
  %334 = and i64 %328, %333
  %335 = xor i64 %324, %334
  %336 = xor i64 %328, -1
  %337 = and i64 %330, %336
  %338 = xor i64 %337, %326
  %339 = xor i64 %330, -1
  %340 = and i64 %332, %339
  %341 = xor i64 %340, %328
  %342 = xor i64 %332, -1
  %343 = and i64 %324, %342
  %344 = xor i64 %330, %343
  %345 = xor i64 %324, -1
  %346 = and i64 %326, %345
  %347 = xor i64 %346, %332
  %348 = xor i64 %269, %139
  %349 = tail call i64 @llvm.fshl.i64(i64 %348, i64 %348, i64 27)
  %350 = xor i64 %261, %152
  %351 = tail call i64 @llvm.fshl.i64(i64 %350, i64 %350, i64 36)
  %352 = xor i64 %263, %180
  %353 = tail call i64 @llvm.fshl.i64(i64 %352, i64 %352, i64 10)
  %354 = xor i64 %265, %208
  %355 = tail call i64 @llvm.fshl.i64(i64 %354, i64 %354, i64 15)
  %356 = xor i64 %267, %236
  %357 = tail call i64 @llvm.fshl.i64(i64 %356, i64 %356, i64 56)
  %358 = xor i64 %351, -1
  %359 = and i64 %353, %358
  %360 = xor i64 %349, %359
  %361 = xor i64 %353, -1
  %362 = and i64 %355, %361
  %363 = xor i64 %362, %351
  %364 = xor i64 %355, -1
  %365 = and i64 %357, %364
  %366 = xor i64 %353, %365
  %367 = xor i64 %357, -1
  %368 = and i64 %349, %367
  %369 = xor i64 %368, %355
  %370 = xor i64 %349, -1
  %371 = and i64 %351, %370
  %372 = xor i64 %371, %357
  %373 = xor i64 %265, %133
  %374 = tail call i64 @llvm.fshl.i64(i64 %373, i64 %373, i64 62)
  %375 = xor i64 %267, %161
  %376 = tail call i64 @llvm.fshl.i64(i64 %375, i64 %375, i64 55)
  %377 = xor i64 %269, %189
  %378 = tail call i64 @llvm.fshl.i64(i64 %377, i64 %377, i64 39)
  %379 = xor i64 %261, %202
  %380 = tail call i64 @llvm.fshl.i64(i64 %379, i64 %379, i64 41)
  %381 = xor i64 %263, %230
  %382 = tail call i64 @llvm.fshl.i64(i64 %381, i64 %381, i64 2)
  %383 = xor i64 %376, -1
  %384 = and i64 %378, %383
  %385 = xor i64 %384, %374
  %386 = xor i64 %378, -1
  %387 = and i64 %380, %386
  %388 = xor i64 %387, %376
  %389 = xor i64 %380, -1
  %390 = and i64 %382, %389
  %391 = xor i64 %378, %390
  %392 = xor i64 %382, -1
  %393 = and i64 %374, %392
  %394 = xor i64 %393, %380
  %395 = xor i64 %374, -1
  %396 = and i64 %376, %395
  %397 = xor i64 %382, %396
  %398 = add nuw nsw i64 %57, 2
  %399 = icmp ult i64 %57, 22
  br i1 %399, label %56, label %400, !llvm.loop !30

400:                                              ; preds = %56, %2
  %401 = phi i64 [ %51, %2 ], [ %397, %56 ]
  %402 = phi i64 [ %49, %2 ], [ %394, %56 ]
  %403 = phi i64 [ %47, %2 ], [ %391, %56 ]
  %404 = phi i64 [ %45, %2 ], [ %388, %56 ]
  %405 = phi i64 [ %43, %2 ], [ %385, %56 ]
  %406 = phi i64 [ %41, %2 ], [ %372, %56 ]
  %407 = phi i64 [ %39, %2 ], [ %369, %56 ]
  %408 = phi i64 [ %37, %2 ], [ %366, %56 ]
  %409 = phi i64 [ %35, %2 ], [ %363, %56 ]
  %410 = phi i64 [ %33, %2 ], [ %360, %56 ]
  %411 = phi i64 [ %31, %2 ], [ %347, %56 ]
  %412 = phi i64 [ %29, %2 ], [ %344, %56 ]
  %413 = phi i64 [ %27, %2 ], [ %341, %56 ]
  %414 = phi i64 [ %25, %2 ], [ %338, %56 ]
  %415 = phi i64 [ %23, %2 ], [ %335, %56 ]
  %416 = phi i64 [ %21, %2 ], [ %322, %56 ]
  %417 = phi i64 [ %19, %2 ], [ %319, %56 ]
  %418 = phi i64 [ %17, %2 ], [ %316, %56 ]
  %419 = phi i64 [ %15, %2 ], [ %313, %56 ]
  %420 = phi i64 [ %13, %2 ], [ %310, %56 ]
  %421 = phi i64 [ %11, %2 ], [ %297, %56 ]
  %422 = phi i64 [ %9, %2 ], [ %294, %56 ]
  %423 = phi i64 [ %7, %2 ], [ %291, %56 ]
  %424 = phi i64 [ %5, %2 ], [ %288, %56 ]
  %425 = phi i64 [ %3, %2 ], [ %285, %56 ]
  store i64 %425, ptr %0, align 8, !tbaa !19
  store i64 %424, ptr %4, align 8, !tbaa !19
  store i64 %423, ptr %6, align 8, !tbaa !19
  store i64 %422, ptr %8, align 8, !tbaa !19
  store i64 %421, ptr %10, align 8, !tbaa !19
  store i64 %420, ptr %12, align 8, !tbaa !19
  store i64 %419, ptr %14, align 8, !tbaa !19
  store i64 %418, ptr %16, align 8, !tbaa !19
  store i64 %417, ptr %18, align 8, !tbaa !19
  store i64 %416, ptr %20, align 8, !tbaa !19
  store i64 %415, ptr %22, align 8, !tbaa !19
  store i64 %414, ptr %24, align 8, !tbaa !19
  store i64 %413, ptr %26, align 8, !tbaa !19
  store i64 %412, ptr %28, align 8, !tbaa !19
  store i64 %411, ptr %30, align 8, !tbaa !19
  store i64 %410, ptr %32, align 8, !tbaa !19
  store i64 %409, ptr %34, align 8, !tbaa !19
  store i64 %408, ptr %36, align 8, !tbaa !19
  store i64 %407, ptr %38, align 8, !tbaa !19
  store i64 %406, ptr %40, align 8, !tbaa !19
  store i64 %405, ptr %42, align 8, !tbaa !19
  store i64 %404, ptr %44, align 8, !tbaa !19
  store i64 %403, ptr %46, align 8, !tbaa !19
  store i64 %402, ptr %48, align 8, !tbaa !19
  store i64 %401, ptr %50, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @keccak_squeeze(ptr noundef %0, ptr noundef writeonly %1, i64 noundef %2, i8 noundef zeroext %3) local_unnamed_addr #7 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %142, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 412
  %10 = load i8, ptr %9, align 4, !tbaa !5
  %11 = icmp eq i8 %10, 0
  %12 = getelementptr inbounds i8, ptr %0, i64 400
  %13 = load i32, ptr %12, align 8, !tbaa !15
  br i1 %11, label %14, label %92

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %0, i64 408
  %16 = load i32, ptr %15, align 8, !tbaa !13
  %17 = icmp ult i32 %13, %16
  br i1 %17, label %18, label %142

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 200
  %20 = zext i32 %13 to i64
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  %22 = sub i32 %16, %13
  %23 = zext i32 %22 to i64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %21, i8 0, i64 %23, i1 false)
  store i8 %3, ptr %21, align 1, !tbaa !31
  %24 = load i32, ptr %15, align 8, !tbaa !13
  %25 = add i32 %24, -1
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [200 x i8], ptr %19, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !31
  %29 = or i8 %28, -128
  store i8 %29, ptr %27, align 1, !tbaa !31
  %30 = load i32, ptr %15, align 8, !tbaa !13
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %72, label %32

32:                                               ; preds = %18
  %33 = add i32 %30, -1
  %34 = lshr i32 %33, 3
  %35 = add nuw nsw i32 %34, 1
  %36 = zext nneg i32 %35 to i64
  %37 = icmp ult i32 %30, 25
  br i1 %37, label %58, label %38

38:                                               ; preds = %32
  %39 = and i64 %36, 1073741820
  %40 = shl nuw nsw i64 %39, 3
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ 0, %38 ], [ %54, %41 ]
  %43 = shl i64 %42, 3
  %44 = getelementptr inbounds i8, ptr %19, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load <2 x i64>, ptr %44, align 1
  %47 = load <2 x i64>, ptr %45, align 1
  %48 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %42
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <2 x i64>, ptr %48, align 8, !tbaa !19
  %51 = load <2 x i64>, ptr %49, align 8, !tbaa !19
  %52 = xor <2 x i64> %50, %46
  %53 = xor <2 x i64> %51, %47
  store <2 x i64> %52, ptr %48, align 8, !tbaa !19
  store <2 x i64> %53, ptr %49, align 8, !tbaa !19
  %54 = add nuw i64 %42, 4
  %55 = icmp eq i64 %54, %39
  br i1 %55, label %56, label %41, !llvm.loop !32

56:                                               ; preds = %41
  %57 = icmp eq i64 %39, %36
  br i1 %57, label %72, label %58

58:                                               ; preds = %56, %32
  %59 = phi i64 [ 0, %32 ], [ %40, %56 ]
  %60 = phi i64 [ 0, %32 ], [ %39, %56 ]
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i64 [ %70, %61 ], [ %59, %58 ]
  %63 = phi i64 [ %69, %61 ], [ %60, %58 ]
  %64 = getelementptr inbounds i8, ptr %19, i64 %62
  %65 = load i64, ptr %64, align 1
  %66 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %63
  %67 = load i64, ptr %66, align 8, !tbaa !19
  %68 = xor i64 %67, %65
  store i64 %68, ptr %66, align 8, !tbaa !19
  %69 = add nuw nsw i64 %63, 1
  %70 = add nuw nsw i64 %62, 8
  %71 = icmp eq i64 %69, %36
  br i1 %71, label %72, label %61, !llvm.loop !33

72:                                               ; preds = %61, %56, %18
  %73 = getelementptr inbounds i8, ptr %0, i64 413
  %74 = load i8, ptr %73, align 1, !tbaa !14
  %75 = zext i8 %74 to i32
  tail call fastcc void @keccak_function(ptr noundef nonnull %0, i32 noundef %75)
  store i8 1, ptr %9, align 4, !tbaa !5
  %76 = load i32, ptr %15, align 8, !tbaa !13
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %90, label %78

78:                                               ; preds = %72, %78
  %79 = phi i32 [ %87, %78 ], [ 0, %72 ]
  %80 = phi i32 [ %86, %78 ], [ 0, %72 ]
  %81 = zext i32 %79 to i64
  %82 = getelementptr inbounds i8, ptr %19, i64 %81
  %83 = zext i32 %80 to i64
  %84 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  store i64 %85, ptr %82, align 1
  %86 = add i32 %80, 1
  %87 = add i32 %79, 8
  %88 = load i32, ptr %15, align 8, !tbaa !13
  %89 = icmp ult i32 %87, %88
  br i1 %89, label %78, label %90, !llvm.loop !34

90:                                               ; preds = %78, %72
  %91 = phi i32 [ 0, %72 ], [ %88, %78 ]
  store i32 %91, ptr %12, align 8, !tbaa !15
  br label %92

92:                                               ; preds = %8, %90
  %93 = phi i32 [ %91, %90 ], [ %13, %8 ]
  %94 = getelementptr inbounds i8, ptr %0, i64 400
  %95 = icmp eq i32 %93, 0
  br i1 %95, label %142, label %96

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %0, i64 408
  %98 = load i32, ptr %97, align 8, !tbaa !13
  %99 = icmp ugt i32 %93, %98
  br i1 %99, label %142, label %100

100:                                              ; preds = %96
  %101 = icmp eq i64 %2, 0
  br i1 %101, label %140, label %102

102:                                              ; preds = %100
  %103 = getelementptr inbounds i8, ptr %0, i64 200
  %104 = getelementptr inbounds i8, ptr %0, i64 413
  br label %105

105:                                              ; preds = %102, %137
  %106 = phi ptr [ %1, %102 ], [ %117, %137 ]
  %107 = phi i32 [ %93, %102 ], [ %138, %137 ]
  %108 = phi i64 [ %2, %102 ], [ %118, %137 ]
  %109 = zext i32 %107 to i64
  %110 = tail call i64 @llvm.umin.i64(i64 %108, i64 %109)
  %111 = trunc nuw i64 %110 to i32
  %112 = load i32, ptr %97, align 8, !tbaa !13
  %113 = sub i32 %112, %107
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i8, ptr %103, i64 %114
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr nonnull align 1 %115, i64 %110, i1 false)
  %116 = sub i32 %107, %111
  %117 = getelementptr inbounds i8, ptr %106, i64 %110
  %118 = sub i64 %108, %110
  %119 = icmp eq i32 %116, 0
  br i1 %119, label %120, label %137

120:                                              ; preds = %105
  %121 = load i8, ptr %104, align 1, !tbaa !14
  %122 = zext i8 %121 to i32
  tail call fastcc void @keccak_function(ptr noundef nonnull %0, i32 noundef %122)
  %123 = load i32, ptr %97, align 8, !tbaa !13
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %137, label %125

125:                                              ; preds = %120, %125
  %126 = phi i32 [ %134, %125 ], [ 0, %120 ]
  %127 = phi i32 [ %133, %125 ], [ 0, %120 ]
  %128 = zext i32 %126 to i64
  %129 = getelementptr inbounds i8, ptr %103, i64 %128
  %130 = zext i32 %127 to i64
  %131 = getelementptr inbounds [25 x i64], ptr %0, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  store i64 %132, ptr %129, align 1
  %133 = add i32 %127, 1
  %134 = add i32 %126, 8
  %135 = load i32, ptr %97, align 8, !tbaa !13
  %136 = icmp ult i32 %134, %135
  br i1 %136, label %125, label %137, !llvm.loop !34

137:                                              ; preds = %125, %120, %105
  %138 = phi i32 [ %116, %105 ], [ 0, %120 ], [ %135, %125 ]
  %139 = icmp eq i64 %118, 0
  br i1 %139, label %140, label %105, !llvm.loop !35

140:                                              ; preds = %137, %100
  %141 = phi i32 [ %93, %100 ], [ %138, %137 ]
  store i32 %141, ptr %94, align 8, !tbaa !15
  br label %142

142:                                              ; preds = %14, %92, %96, %4, %140
  %143 = phi i32 [ 0, %140 ], [ 1, %4 ], [ 20, %96 ], [ 20, %92 ], [ 20, %14 ]
  ret i32 %143
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 33) i32 @keccak_digest(ptr noundef readonly %0, ptr noundef %1, i64 noundef %2, i8 noundef zeroext %3) local_unnamed_addr #7 {
  %5 = alloca %struct.keccak_state, align 8
  call void @llvm.lifetime.start.p0(i64 416, ptr nonnull %5) #13
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  br i1 %8, label %17, label %9

9:                                                ; preds = %4
  %10 = shl i64 %2, 1
  %11 = getelementptr inbounds i8, ptr %0, i64 404
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = zext i32 %12 to i64
  %14 = icmp eq i64 %10, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(416) %5, ptr noundef nonnull align 8 dereferenceable(416) %0, i64 416, i1 false), !tbaa.struct !36
  %16 = call i32 @keccak_squeeze(ptr noundef nonnull %5, ptr noundef nonnull %1, i64 noundef %2, i8 noundef zeroext %3)
  br label %17

17:                                               ; preds = %9, %4, %15
  %18 = phi i32 [ %16, %15 ], [ 1, %4 ], [ 32, %9 ]
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %5) #13
  ret i32 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 33) i32 @keccak_oneshot(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4, i8 noundef zeroext %5, i8 noundef zeroext %6) local_unnamed_addr #7 {
  %8 = alloca %struct.keccak_state, align 8
  call void @llvm.lifetime.start.p0(i64 416, ptr nonnull %8) #13
  %9 = icmp eq ptr %0, null
  %10 = icmp ne i64 %1, 0
  %11 = and i1 %9, %10
  %12 = icmp eq ptr %2, null
  %13 = or i1 %11, %12
  br i1 %13, label %36, label %14

14:                                               ; preds = %7
  %15 = icmp ult i64 %4, 200
  %16 = and i64 %4, 7
  %17 = icmp eq i64 %16, 0
  %18 = and i1 %15, %17
  %19 = icmp eq i8 %5, 24
  %20 = icmp eq i8 %5, 12
  %21 = or i1 %19, %20
  %22 = select i1 %21, i32 0, i32 8
  %23 = select i1 %18, i32 %22, i32 9
  %24 = and i1 %18, %21
  br i1 %24, label %25, label %36

25:                                               ; preds = %14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(416) %8, i8 0, i64 416, i1 false)
  %26 = trunc nuw i64 %4 to i32
  %27 = getelementptr inbounds i8, ptr %8, i64 404
  store i32 %26, ptr %27, align 4, !tbaa !12
  %28 = sub nuw nsw i32 200, %26
  %29 = getelementptr inbounds i8, ptr %8, i64 408
  store i32 %28, ptr %29, align 8, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %8, i64 413
  store i8 %5, ptr %30, align 1, !tbaa !14
  br i1 %10, label %31, label %34

31:                                               ; preds = %25
  %32 = call i32 @keccak_absorb(ptr noundef nonnull %8, ptr noundef %0, i64 noundef %1)
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %31, %25
  %35 = call i32 @keccak_squeeze(ptr noundef nonnull %8, ptr noundef nonnull %2, i64 noundef %3, i8 noundef zeroext %6)
  br label %36

36:                                               ; preds = %31, %14, %7, %34
  %37 = phi i32 [ %35, %34 ], [ 1, %7 ], [ %23, %14 ], [ %32, %31 ]
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %8) #13
  ret i32 %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @keccak_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(416) %1, ptr noundef nonnull align 8 dereferenceable(416) %0, i64 416, i1 false), !tbaa.struct !36
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @keccak_pbkdf2_hmac_assist(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef writeonly %3, i64 noundef %4, i64 noundef %5, i8 noundef zeroext %6) local_unnamed_addr #8 {
  %8 = alloca [25 x i64], align 16
  %9 = alloca [200 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %9) #13
  %10 = insertelement <4 x ptr> poison, ptr %0, i64 0
  %11 = insertelement <4 x ptr> %10, ptr %1, i64 1
  %12 = insertelement <4 x ptr> %11, ptr %2, i64 2
  %13 = insertelement <4 x ptr> %12, ptr %3, i64 3
  %14 = icmp eq <4 x ptr> %13, zeroinitializer
  %15 = bitcast <4 x i1> %14 to i4
  %16 = icmp eq i4 %15, 0
  br i1 %16, label %17, label %175

17:                                               ; preds = %7
  %18 = icmp eq i64 %4, 0
  br i1 %18, label %175, label %19

19:                                               ; preds = %17
  %20 = add i64 %5, -65
  %21 = icmp ult i64 %20, -64
  br i1 %21, label %175, label %22

22:                                               ; preds = %19
  %23 = shl nuw nsw i64 %5, 1
  %24 = getelementptr inbounds i8, ptr %0, i64 404
  %25 = load i32, ptr %24, align 4, !tbaa !12
  %26 = zext i32 %25 to i64
  %27 = icmp eq i64 %23, %26
  br i1 %27, label %28, label %175

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %1, i64 404
  %30 = load i32, ptr %29, align 4, !tbaa !12
  %31 = icmp eq i32 %25, %30
  br i1 %31, label %32, label %175

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 413
  %34 = load i8, ptr %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %1, i64 413
  %36 = load i8, ptr %35, align 1, !tbaa !14
  %37 = icmp eq i8 %34, %36
  br i1 %37, label %38, label %175

38:                                               ; preds = %32
  %39 = getelementptr inbounds i8, ptr %0, i64 400
  %40 = load i32, ptr %39, align 8, !tbaa !15
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %175

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %1, i64 400
  %44 = load i32, ptr %43, align 8, !tbaa !15
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %175

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %0, i64 412
  %48 = load i8, ptr %47, align 4, !tbaa !5
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %175

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %1, i64 412
  %52 = load i8, ptr %51, align 4, !tbaa !5
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %175

54:                                               ; preds = %50
  %55 = getelementptr inbounds i8, ptr %0, i64 408
  %56 = load i32, ptr %55, align 8, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(200) %9, i8 0, i64 200, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 1 %2, i64 %5, i1 false)
  %57 = load <2 x i64>, ptr %9, align 16
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  %59 = load <2 x i64>, ptr %58, align 16
  %60 = getelementptr inbounds i8, ptr %9, i64 32
  %61 = load <2 x i64>, ptr %60, align 16
  %62 = getelementptr inbounds i8, ptr %9, i64 48
  %63 = load <2 x i64>, ptr %62, align 16
  %64 = icmp eq i64 %4, 1
  br i1 %64, label %92, label %65

65:                                               ; preds = %54
  %66 = trunc nuw i64 %5 to i32
  %67 = add nuw nsw i32 %66, 8
  %68 = lshr i32 %67, 3
  %69 = lshr i32 %56, 3
  %70 = add nsw i32 %69, -1
  %71 = getelementptr inbounds [200 x i8], ptr %9, i64 0, i64 %5
  %72 = zext i32 %70 to i64
  %73 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %72
  %74 = zext i8 %34 to i32
  %75 = and i32 %67, 248
  %76 = zext nneg i32 %75 to i64
  %77 = sub nsw i64 %76, %5
  %78 = add nsw i32 %68, -1
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw nsw i64 %79, 3
  %81 = add nuw nsw i64 %80, 8
  %82 = zext nneg i32 %68 to i64
  %83 = add nsw i64 %82, -1
  %84 = and i64 %82, 1
  %85 = icmp eq i64 %83, 0
  %86 = and i64 %82, 30
  %87 = icmp eq i64 %84, 0
  %88 = and i64 %82, 1
  %89 = icmp eq i64 %83, 0
  %90 = and i64 %82, 30
  %91 = icmp eq i64 %88, 0
  br label %97

92:                                               ; preds = %162, %54
  %93 = phi <2 x i64> [ %57, %54 ], [ %166, %162 ]
  %94 = phi <2 x i64> [ %59, %54 ], [ %168, %162 ]
  %95 = phi <2 x i64> [ %61, %54 ], [ %170, %162 ]
  %96 = phi <2 x i64> [ %63, %54 ], [ %172, %162 ]
  store <2 x i64> %93, ptr %9, align 16
  store <2 x i64> %94, ptr %58, align 16
  store <2 x i64> %95, ptr %60, align 16
  store <2 x i64> %96, ptr %62, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr nonnull align 16 %9, i64 %5, i1 false)
  br label %175

97:                                               ; preds = %162, %65
  %98 = phi i64 [ 1, %65 ], [ %173, %162 ]
  %99 = phi <2 x i64> [ %57, %65 ], [ %166, %162 ]
  %100 = phi <2 x i64> [ %59, %65 ], [ %168, %162 ]
  %101 = phi <2 x i64> [ %61, %65 ], [ %170, %162 ]
  %102 = phi <2 x i64> [ %63, %65 ], [ %172, %162 ]
  store i8 %6, ptr %71, align 1, !tbaa !31
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(200) %8, ptr noundef nonnull align 8 dereferenceable(200) %0, i64 200, i1 false)
  br i1 %85, label %122, label %103

103:                                              ; preds = %97, %103
  %104 = phi i64 [ %119, %103 ], [ 0, %97 ]
  %105 = phi i64 [ %120, %103 ], [ 0, %97 ]
  %106 = shl nuw nsw i64 %104, 3
  %107 = getelementptr inbounds i8, ptr %9, i64 %106
  %108 = load i64, ptr %107, align 16
  %109 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %104
  %110 = load i64, ptr %109, align 16, !tbaa !19
  %111 = xor i64 %110, %108
  store i64 %111, ptr %109, align 16, !tbaa !19
  %112 = or disjoint i64 %104, 1
  %113 = shl nuw nsw i64 %112, 3
  %114 = getelementptr inbounds i8, ptr %9, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %112
  %117 = load i64, ptr %116, align 8, !tbaa !19
  %118 = xor i64 %117, %115
  store i64 %118, ptr %116, align 8, !tbaa !19
  %119 = add nuw nsw i64 %104, 2
  %120 = add i64 %105, 2
  %121 = icmp eq i64 %120, %86
  br i1 %121, label %122, label %103, !llvm.loop !38

122:                                              ; preds = %103, %97
  %123 = phi i64 [ 0, %97 ], [ %119, %103 ]
  br i1 %87, label %131, label %124

124:                                              ; preds = %122
  %125 = shl nuw nsw i64 %123, 3
  %126 = getelementptr inbounds i8, ptr %9, i64 %125
  %127 = load i64, ptr %126, align 8
  %128 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %123
  %129 = load i64, ptr %128, align 8, !tbaa !19
  %130 = xor i64 %129, %127
  store i64 %130, ptr %128, align 8, !tbaa !19
  br label %131

131:                                              ; preds = %122, %124
  %132 = load i64, ptr %73, align 8, !tbaa !19
  %133 = xor i64 %132, -9223372036854775808
  store i64 %133, ptr %73, align 8, !tbaa !19
  call fastcc void @keccak_function(ptr noundef nonnull %8, i32 noundef %74)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %9, ptr noundef nonnull align 16 dereferenceable(1) %8, i64 %81, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %71, i8 0, i64 %77, i1 false)
  store i8 %6, ptr %71, align 1, !tbaa !31
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(200) %8, ptr noundef nonnull align 8 dereferenceable(200) %1, i64 200, i1 false)
  br i1 %89, label %153, label %134

134:                                              ; preds = %131, %134
  %135 = phi i64 [ %150, %134 ], [ 0, %131 ]
  %136 = phi i64 [ %151, %134 ], [ 0, %131 ]
  %137 = shl nuw nsw i64 %135, 3
  %138 = getelementptr inbounds i8, ptr %9, i64 %137
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %135
  %141 = load i64, ptr %140, align 16, !tbaa !19
  %142 = xor i64 %141, %139
  store i64 %142, ptr %140, align 16, !tbaa !19
  %143 = or disjoint i64 %135, 1
  %144 = shl nuw nsw i64 %143, 3
  %145 = getelementptr inbounds i8, ptr %9, i64 %144
  %146 = load i64, ptr %145, align 8
  %147 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %143
  %148 = load i64, ptr %147, align 8, !tbaa !19
  %149 = xor i64 %148, %146
  store i64 %149, ptr %147, align 8, !tbaa !19
  %150 = add nuw nsw i64 %135, 2
  %151 = add i64 %136, 2
  %152 = icmp eq i64 %151, %90
  br i1 %152, label %153, label %134, !llvm.loop !39

153:                                              ; preds = %134, %131
  %154 = phi i64 [ 0, %131 ], [ %150, %134 ]
  br i1 %91, label %162, label %155

155:                                              ; preds = %153
  %156 = shl nuw nsw i64 %154, 3
  %157 = getelementptr inbounds i8, ptr %9, i64 %156
  %158 = load i64, ptr %157, align 8
  %159 = getelementptr inbounds [25 x i64], ptr %8, i64 0, i64 %154
  %160 = load i64, ptr %159, align 8, !tbaa !19
  %161 = xor i64 %160, %158
  store i64 %161, ptr %159, align 8, !tbaa !19
  br label %162

162:                                              ; preds = %153, %155
  %163 = load i64, ptr %73, align 8, !tbaa !19
  %164 = xor i64 %163, -9223372036854775808
  store i64 %164, ptr %73, align 8, !tbaa !19
  call fastcc void @keccak_function(ptr noundef nonnull %8, i32 noundef %74)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %9, ptr noundef nonnull align 16 dereferenceable(1) %8, i64 %81, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %71, i8 0, i64 %77, i1 false)
  %165 = load <2 x i64>, ptr %9, align 16
  %166 = xor <2 x i64> %99, %165
  %167 = load <2 x i64>, ptr %58, align 16
  %168 = xor <2 x i64> %100, %167
  %169 = load <2 x i64>, ptr %60, align 16
  %170 = xor <2 x i64> %101, %169
  %171 = load <2 x i64>, ptr %62, align 16
  %172 = xor <2 x i64> %102, %171
  %173 = add nuw i64 %98, 1
  %174 = icmp eq i64 %173, %4
  br i1 %174, label %92, label %97, !llvm.loop !40

175:                                              ; preds = %38, %42, %46, %50, %19, %22, %28, %32, %17, %7, %92
  %176 = phi i32 [ 0, %92 ], [ 1, %7 ], [ 8, %17 ], [ 9, %32 ], [ 9, %28 ], [ 9, %22 ], [ 9, %19 ], [ 20, %50 ], [ 20, %46 ], [ 20, %42 ], [ 20, %38 ]
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %8) #13
  ret i32 %176
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 412}
!6 = !{!"", !7, i64 0, !7, i64 200, !9, i64 400, !9, i64 404, !9, i64 408, !7, i64 412, !7, i64 413}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!6, !9, i64 404}
!13 = !{!6, !9, i64 408}
!14 = !{!6, !7, i64 413}
!15 = !{!6, !9, i64 400}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !24, !25, !26}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !24, !25}
!28 = distinct !{!28, !24, !25, !26}
!29 = distinct !{!29, !24, !26, !25}
!30 = distinct !{!30, !24}
!31 = !{!7, !7, i64 0}
!32 = distinct !{!32, !24, !25, !26}
!33 = distinct !{!33, !24, !26, !25}
!34 = distinct !{!34, !24}
!35 = distinct !{!35, !24}
!36 = !{i64 0, i64 200, !31, i64 200, i64 200, !31, i64 400, i64 4, !37, i64 404, i64 4, !37, i64 408, i64 4, !37, i64 412, i64 1, !31, i64 413, i64 1, !31}
!37 = !{!9, !9, i64 0}
!38 = distinct !{!38, !24}
!39 = distinct !{!39, !24}
!40 = distinct !{!40, !24}
