; ModuleID = 'src/Salsa20.c'
source_filename = "src/Salsa20.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 8) i32 @Salsa20_stream_init(ptr noundef readonly %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr noundef writeonly %4) local_unnamed_addr #0 {
  %6 = icmp eq ptr %4, null
  %7 = icmp eq ptr %0, null
  %8 = or i1 %7, %6
  %9 = icmp eq ptr %2, null
  %10 = or i1 %9, %8
  br i1 %10, label %39, label %11

11:                                               ; preds = %5
  switch i64 %1, label %39 [
    i64 32, label %12
    i64 16, label %12
  ]

12:                                               ; preds = %11, %11
  %13 = icmp eq i64 %1, 32
  %14 = icmp eq i64 %3, 8
  br i1 %14, label %15, label %39

15:                                               ; preds = %12
  %16 = tail call noalias dereferenceable_or_null(132) ptr @calloc(i64 noundef 1, i64 noundef 132) #9
  store ptr %16, ptr %4, align 8, !tbaa !5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  store i32 1634760805, ptr %16, align 4, !tbaa !9
  %19 = getelementptr i8, ptr %16, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %19, ptr noundef nonnull align 1 dereferenceable(16) %0, i64 16, i1 false)
  %20 = select i1 %13, i32 857760878, i32 824206446
  %21 = getelementptr inbounds i8, ptr %16, i64 20
  store i32 %20, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %16, i64 24
  %23 = load <2 x i32>, ptr %2, align 1
  store <2 x i32> %23, ptr %22, align 4, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %16, i64 32
  %25 = getelementptr inbounds i8, ptr %16, i64 36
  %26 = select i1 %13, i32 2036477234, i32 2036477238
  %27 = getelementptr inbounds i8, ptr %16, i64 40
  store i32 %26, ptr %27, align 4, !tbaa !9
  %28 = select i1 %13, i64 16, i64 0
  %29 = getelementptr inbounds i8, ptr %0, i64 %28
  %30 = getelementptr inbounds i8, ptr %16, i64 44
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %30, ptr noundef nonnull align 1 dereferenceable(16) %29, i64 16, i1 false)
  %31 = getelementptr inbounds i8, ptr %16, i64 60
  store i32 1797285236, ptr %31, align 4, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %16, i64 68
  tail call fastcc void @salsa20_keystream(ptr noundef nonnull %16, ptr noundef nonnull %32)
  %33 = load i64, ptr %24, align 4
  %34 = add i64 %33, 1
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %24, align 4, !tbaa !9
  %36 = lshr i64 %34, 32
  %37 = trunc nuw i64 %36 to i32
  store i32 %37, ptr %25, align 4, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %16, i64 64
  store i32 0, ptr %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %15, %12, %11, %5, %18
  %40 = phi i32 [ 0, %18 ], [ 1, %5 ], [ 6, %11 ], [ 7, %12 ], [ 2, %15 ]
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @salsa20_keystream(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 {
  %3 = load i32, ptr %0, align 4
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 12
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds i8, ptr %0, i64 20
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds i8, ptr %0, i64 28
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds i8, ptr %0, i64 36
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds i8, ptr %0, i64 44
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds i8, ptr %0, i64 52
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %0, i64 56
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds i8, ptr %0, i64 60
  %33 = load i32, ptr %32, align 4
  br label %34

34:                                               ; preds = %34, %2
  %35 = phi i32 [ 0, %2 ], [ %148, %34 ]
  %36 = phi i32 [ %33, %2 ], [ %147, %34 ]
  %37 = phi i32 [ %31, %2 ], [ %144, %34 ]
  %38 = phi i32 [ %29, %2 ], [ %141, %34 ]
  %39 = phi i32 [ %27, %2 ], [ %138, %34 ]
  %40 = phi i32 [ %25, %2 ], [ %126, %34 ]
  %41 = phi i32 [ %23, %2 ], [ %135, %34 ]
  %42 = phi i32 [ %21, %2 ], [ %132, %34 ]
  %43 = phi i32 [ %19, %2 ], [ %129, %34 ]
  %44 = phi i32 [ %17, %2 ], [ %117, %34 ]
  %45 = phi i32 [ %15, %2 ], [ %114, %34 ]
  %46 = phi i32 [ %13, %2 ], [ %123, %34 ]
  %47 = phi i32 [ %11, %2 ], [ %120, %34 ]
  %48 = phi i32 [ %9, %2 ], [ %108, %34 ]
  %49 = phi i32 [ %7, %2 ], [ %105, %34 ]
  %50 = phi i32 [ %5, %2 ], [ %102, %34 ]
  %51 = phi i32 [ %3, %2 ], [ %111, %34 ]
  %52 = add i32 %51, %39
  %53 = tail call i32 @llvm.fshl.i32(i32 %52, i32 %52, i32 7)
  %54 = xor i32 %53, %47
  %55 = add i32 %54, %51
  %56 = tail call i32 @llvm.fshl.i32(i32 %55, i32 %55, i32 9)
  %57 = xor i32 %56, %43
  %58 = add i32 %57, %54
  %59 = tail call i32 @llvm.fshl.i32(i32 %58, i32 %58, i32 13)
  %60 = xor i32 %59, %39
  %61 = add i32 %60, %57
  %62 = tail call i32 @llvm.fshl.i32(i32 %61, i32 %61, i32 18)
  %63 = xor i32 %62, %51
  %64 = add i32 %50, %46
  %65 = tail call i32 @llvm.fshl.i32(i32 %64, i32 %64, i32 7)
  %66 = xor i32 %65, %42
  %67 = add i32 %66, %46
  %68 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %67, i32 9)
  %69 = xor i32 %68, %38
  %70 = add i32 %69, %66
  %71 = tail call i32 @llvm.fshl.i32(i32 %70, i32 %70, i32 13)
  %72 = xor i32 %71, %50
  %73 = add i32 %72, %69
  %74 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 18)
  %75 = xor i32 %74, %46
  %76 = add i32 %45, %41
  %77 = tail call i32 @llvm.fshl.i32(i32 %76, i32 %76, i32 7)
  %78 = xor i32 %77, %37
  %79 = add i32 %78, %41
  %80 = tail call i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 9)
  %81 = xor i32 %80, %49
  %82 = add i32 %81, %78
  %83 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 13)
  %84 = xor i32 %83, %45
  %85 = add i32 %84, %81
  %86 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 18)
  %87 = xor i32 %86, %41
  %88 = add i32 %40, %36
  %89 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 7)
  %90 = xor i32 %48, %89
  %91 = add i32 %90, %36
  %92 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 9)
  %93 = xor i32 %92, %44
  %94 = add i32 %93, %90
  %95 = tail call i32 @llvm.fshl.i32(i32 %94, i32 %94, i32 13)
  %96 = xor i32 %95, %40
  %97 = add i32 %96, %93
  %98 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 18)
  %99 = xor i32 %98, %36
  %100 = add i32 %63, %90
  %101 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 7)
  %102 = xor i32 %101, %72
  %103 = add i32 %102, %63
  %104 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %103, i32 9)
  %105 = xor i32 %104, %81
  %106 = add i32 %105, %102
  %107 = tail call i32 @llvm.fshl.i32(i32 %106, i32 %106, i32 13)
  %108 = xor i32 %107, %90
  %109 = add i32 %108, %105
  %110 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 18)
  %111 = xor i32 %110, %63
  %112 = add i32 %75, %54
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 7)
  %114 = xor i32 %113, %84
  %115 = add i32 %114, %75
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 9)
  %117 = xor i32 %116, %93
  %118 = add i32 %117, %114
  %119 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 13)
  %120 = xor i32 %119, %54
  %121 = add i32 %120, %117
  %122 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 18)
  %123 = xor i32 %122, %75
  %124 = add i32 %87, %66
  %125 = tail call i32 @llvm.fshl.i32(i32 %124, i32 %124, i32 7)
  %126 = xor i32 %125, %96
  %127 = add i32 %126, %87
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 9)
  %129 = xor i32 %128, %57
  %130 = add i32 %129, %126
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 13)
  %132 = xor i32 %131, %66
  %133 = add i32 %132, %129
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 18)
  %135 = xor i32 %134, %87
  %136 = add i32 %99, %78
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 7)
  %138 = xor i32 %137, %60
  %139 = add i32 %138, %99
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 9)
  %141 = xor i32 %140, %69
  %142 = add i32 %141, %138
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 13)
  %144 = xor i32 %143, %78
  %145 = add i32 %144, %141
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 18)
  %147 = xor i32 %146, %99
  %148 = add nuw nsw i32 %35, 2
  %149 = icmp ult i32 %35, 18
  br i1 %149, label %34, label %150, !llvm.loop !13

150:                                              ; preds = %34
  %151 = add i32 %111, %3
  %152 = add i32 %102, %5
  %153 = add i32 %105, %7
  %154 = add i32 %108, %9
  %155 = add i32 %120, %11
  %156 = add i32 %123, %13
  %157 = add i32 %114, %15
  %158 = add i32 %117, %17
  %159 = add i32 %129, %19
  %160 = add i32 %132, %21
  %161 = add i32 %135, %23
  %162 = add i32 %126, %25
  %163 = add i32 %138, %27
  %164 = add i32 %141, %29
  %165 = add i32 %144, %31
  %166 = add i32 %147, %33
  store i32 %151, ptr %1, align 1
  %167 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 %152, ptr %167, align 1
  %168 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %153, ptr %168, align 1
  %169 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 %154, ptr %169, align 1
  %170 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %155, ptr %170, align 1
  %171 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 %156, ptr %171, align 1
  %172 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 %157, ptr %172, align 1
  %173 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %158, ptr %173, align 1
  %174 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 %159, ptr %174, align 1
  %175 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 %160, ptr %175, align 1
  %176 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 %161, ptr %176, align 1
  %177 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 %162, ptr %177, align 1
  %178 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %163, ptr %178, align 1
  %179 = getelementptr inbounds i8, ptr %1, i64 52
  store i32 %164, ptr %179, align 1
  %180 = getelementptr inbounds i8, ptr %1, i64 56
  store i32 %165, ptr %180, align 1
  %181 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 %166, ptr %181, align 1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 12) i32 @Salsa20_stream_seek(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  %6 = icmp eq ptr %0, null
  br i1 %6, label %26, label %7

7:                                                ; preds = %4
  %8 = icmp ugt i32 %3, 63
  %9 = or i64 %2, %1
  %10 = icmp ugt i64 %9, 4294967295
  %11 = or i1 %8, %10
  br i1 %11, label %26, label %12

12:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, ptr noundef nonnull align 4 dereferenceable(64) %0, i64 64, i1 false)
  %13 = trunc nuw i64 %2 to i32
  %14 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 %13, ptr %14, align 16, !tbaa !9
  %15 = trunc nuw i64 %1 to i32
  %16 = getelementptr inbounds i8, ptr %5, i64 36
  store i32 %15, ptr %16, align 4, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %0, i64 68
  call fastcc void @salsa20_keystream(ptr noundef nonnull %5, ptr noundef nonnull %17)
  %18 = add nuw nsw i64 %2, 1
  %19 = trunc i64 %18 to i32
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %19, ptr %20, align 4, !tbaa !9
  %21 = lshr i64 %18, 32
  %22 = add nuw nsw i64 %21, %1
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %23, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %3, ptr %25, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %7, %4, %12
  %27 = phi i32 [ 0, %12 ], [ 1, %4 ], [ 11, %7 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  ret i32 %27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @Salsa20_stream_destroy(ptr nocapture noundef %0) local_unnamed_addr #5 {
  tail call void @free(ptr noundef %0) #10
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i32 @Salsa20_stream_encrypt(ptr noundef %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) local_unnamed_addr #7 {
  %5 = ptrtoint ptr %0 to i64
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %235, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load i32, ptr %12, align 4, !tbaa !11
  %14 = icmp ugt i32 %13, 64
  br i1 %14, label %235, label %15

15:                                               ; preds = %11
  %16 = getelementptr i8, ptr %0, i64 32
  %17 = sub nuw nsw i32 64, %13
  %18 = zext nneg i32 %17 to i64
  %19 = icmp ult i64 %18, %3
  br i1 %19, label %20, label %28

20:                                               ; preds = %15
  %21 = load i64, ptr %16, align 4
  %22 = sub i64 0, %21
  %23 = icmp ugt i64 %22, 288230376151711743
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = sub i64 %3, %18
  %26 = shl nuw i64 %22, 6
  %27 = icmp ugt i64 %25, %26
  br i1 %27, label %235, label %30

28:                                               ; preds = %15
  %29 = icmp eq i64 %3, 0
  br i1 %29, label %233, label %30

30:                                               ; preds = %20, %24, %28
  %31 = getelementptr inbounds i8, ptr %0, i64 68
  %32 = getelementptr inbounds i8, ptr %0, i64 36
  br label %33

33:                                               ; preds = %30, %226
  %34 = phi ptr [ %1, %30 ], [ %227, %226 ]
  %35 = phi i32 [ %13, %30 ], [ %231, %226 ]
  %36 = phi i64 [ %3, %30 ], [ %229, %226 ]
  %37 = phi ptr [ %2, %30 ], [ %228, %226 ]
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %34 to i64
  %40 = icmp eq i32 %35, 64
  br i1 %40, label %41, label %47

41:                                               ; preds = %33
  tail call fastcc void @salsa20_keystream(ptr noundef %0, ptr noundef nonnull %31)
  %42 = load i64, ptr %16, align 4
  %43 = add i64 %42, 1
  %44 = trunc i64 %43 to i32
  store i32 %44, ptr %16, align 4, !tbaa !9
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  store i32 %46, ptr %32, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %41, %33
  %48 = phi i32 [ 0, %41 ], [ %35, %33 ]
  %49 = sub i32 64, %48
  %50 = zext i32 %49 to i64
  %51 = tail call i64 @llvm.umin.i64(i64 %36, i64 %50)
  %52 = zext i32 %48 to i64
  %53 = getelementptr inbounds i8, ptr %31, i64 %52
  %54 = icmp ult i64 %51, 8
  br i1 %54, label %82, label %55

55:                                               ; preds = %47
  %56 = tail call i64 @llvm.umax.i64(i64 %51, i64 15)
  %57 = add nsw i64 %56, -8
  %58 = lshr i64 %57, 3
  %59 = add nuw nsw i64 %58, 1
  %60 = and i64 %59, 3
  %61 = icmp ult i64 %57, 24
  br i1 %61, label %64, label %62

62:                                               ; preds = %55
  %63 = and i64 %59, 4611686018427387900
  br label %161

64:                                               ; preds = %161, %55
  %65 = phi i64 [ poison, %55 ], [ %185, %161 ]
  %66 = phi i64 [ 8, %55 ], [ %192, %161 ]
  %67 = phi i64 [ 0, %55 ], [ %185, %161 ]
  %68 = icmp eq i64 %60, 0
  br i1 %68, label %82, label %69

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %79, %69 ], [ %66, %64 ]
  %71 = phi i64 [ %70, %69 ], [ %67, %64 ]
  %72 = phi i64 [ %80, %69 ], [ 0, %64 ]
  %73 = getelementptr inbounds i8, ptr %34, i64 %71
  %74 = load i64, ptr %73, align 1
  %75 = getelementptr inbounds i8, ptr %53, i64 %71
  %76 = load i64, ptr %75, align 1
  %77 = xor i64 %76, %74
  %78 = getelementptr inbounds i8, ptr %37, i64 %71
  store i64 %77, ptr %78, align 1
  %79 = add nuw i64 %70, 8
  %80 = add nuw nsw i64 %72, 1
  %81 = icmp eq i64 %80, %60
  br i1 %81, label %82, label %69, !llvm.loop !15

82:                                               ; preds = %69, %64, %47
  %83 = phi i64 [ 0, %47 ], [ %65, %64 ], [ %70, %69 ]
  %84 = icmp ult i64 %83, %51
  br i1 %84, label %85, label %226

85:                                               ; preds = %82
  %86 = sub i64 %51, %83
  %87 = icmp ult i64 %86, 8
  br i1 %87, label %123, label %88

88:                                               ; preds = %85
  %89 = sub i64 %38, %39
  %90 = icmp ult i64 %89, 32
  %91 = add i64 %38, -68
  %92 = add i64 %5, %52
  %93 = sub i64 %91, %92
  %94 = icmp ult i64 %93, 32
  %95 = or i1 %90, %94
  br i1 %95, label %123, label %96

96:                                               ; preds = %88
  %97 = icmp ult i64 %86, 32
  br i1 %97, label %144, label %98

98:                                               ; preds = %96
  %99 = and i64 %86, -32
  br label %100

100:                                              ; preds = %100, %98
  %101 = phi i64 [ 0, %98 ], [ %115, %100 ]
  %102 = add i64 %83, %101
  %103 = getelementptr inbounds i8, ptr %34, i64 %102
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <16 x i8>, ptr %103, align 1, !tbaa !17
  %106 = load <16 x i8>, ptr %104, align 1, !tbaa !17
  %107 = getelementptr inbounds i8, ptr %53, i64 %102
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <16 x i8>, ptr %107, align 1, !tbaa !17
  %110 = load <16 x i8>, ptr %108, align 1, !tbaa !17
  %111 = xor <16 x i8> %109, %105
  %112 = xor <16 x i8> %110, %106
  %113 = getelementptr inbounds i8, ptr %37, i64 %102
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  store <16 x i8> %111, ptr %113, align 1, !tbaa !17
  store <16 x i8> %112, ptr %114, align 1, !tbaa !17
  %115 = add nuw i64 %101, 32
  %116 = icmp eq i64 %115, %99
  br i1 %116, label %117, label %100, !llvm.loop !18

117:                                              ; preds = %100
  %118 = icmp eq i64 %86, %99
  br i1 %118, label %226, label %119

119:                                              ; preds = %117
  %120 = add i64 %83, %99
  %121 = and i64 %86, 24
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %123, label %144

123:                                              ; preds = %159, %88, %85, %119
  %124 = phi i64 [ %83, %85 ], [ %83, %88 ], [ %120, %119 ], [ %147, %159 ]
  %125 = sub i64 %51, %124
  %126 = and i64 %125, 3
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %140, label %128

128:                                              ; preds = %123, %128
  %129 = phi i64 [ %137, %128 ], [ %124, %123 ]
  %130 = phi i64 [ %138, %128 ], [ 0, %123 ]
  %131 = getelementptr inbounds i8, ptr %34, i64 %129
  %132 = load i8, ptr %131, align 1, !tbaa !17
  %133 = getelementptr inbounds i8, ptr %53, i64 %129
  %134 = load i8, ptr %133, align 1, !tbaa !17
  %135 = xor i8 %134, %132
  %136 = getelementptr inbounds i8, ptr %37, i64 %129
  store i8 %135, ptr %136, align 1, !tbaa !17
  %137 = add nuw i64 %129, 1
  %138 = add i64 %130, 1
  %139 = icmp eq i64 %138, %126
  br i1 %139, label %140, label %128, !llvm.loop !21

140:                                              ; preds = %128, %123
  %141 = phi i64 [ %124, %123 ], [ %137, %128 ]
  %142 = sub i64 %124, %51
  %143 = icmp ugt i64 %142, -4
  br i1 %143, label %226, label %195

144:                                              ; preds = %96, %119
  %145 = phi i64 [ %99, %119 ], [ 0, %96 ]
  %146 = and i64 %86, -8
  %147 = add i64 %83, %146
  br label %148

148:                                              ; preds = %148, %144
  %149 = phi i64 [ %145, %144 ], [ %157, %148 ]
  %150 = add i64 %83, %149
  %151 = getelementptr inbounds i8, ptr %34, i64 %150
  %152 = load <8 x i8>, ptr %151, align 1, !tbaa !17
  %153 = getelementptr inbounds i8, ptr %53, i64 %150
  %154 = load <8 x i8>, ptr %153, align 1, !tbaa !17
  %155 = xor <8 x i8> %154, %152
  %156 = getelementptr inbounds i8, ptr %37, i64 %150
  store <8 x i8> %155, ptr %156, align 1, !tbaa !17
  %157 = add nuw i64 %149, 8
  %158 = icmp eq i64 %157, %146
  br i1 %158, label %159, label %148, !llvm.loop !22

159:                                              ; preds = %148
  %160 = icmp eq i64 %86, %146
  br i1 %160, label %226, label %123

161:                                              ; preds = %161, %62
  %162 = phi i64 [ 8, %62 ], [ %192, %161 ]
  %163 = phi i64 [ 0, %62 ], [ %185, %161 ]
  %164 = phi i64 [ 0, %62 ], [ %193, %161 ]
  %165 = getelementptr inbounds i8, ptr %34, i64 %163
  %166 = load i64, ptr %165, align 1
  %167 = getelementptr inbounds i8, ptr %53, i64 %163
  %168 = load i64, ptr %167, align 1
  %169 = xor i64 %168, %166
  %170 = getelementptr inbounds i8, ptr %37, i64 %163
  store i64 %169, ptr %170, align 1
  %171 = add nuw nsw i64 %162, 8
  %172 = getelementptr inbounds i8, ptr %34, i64 %162
  %173 = load i64, ptr %172, align 1
  %174 = getelementptr inbounds i8, ptr %53, i64 %162
  %175 = load i64, ptr %174, align 1
  %176 = xor i64 %175, %173
  %177 = getelementptr inbounds i8, ptr %37, i64 %162
  store i64 %176, ptr %177, align 1
  %178 = add nuw nsw i64 %162, 16
  %179 = getelementptr inbounds i8, ptr %34, i64 %171
  %180 = load i64, ptr %179, align 1
  %181 = getelementptr inbounds i8, ptr %53, i64 %171
  %182 = load i64, ptr %181, align 1
  %183 = xor i64 %182, %180
  %184 = getelementptr inbounds i8, ptr %37, i64 %171
  store i64 %183, ptr %184, align 1
  %185 = add nuw i64 %162, 24
  %186 = getelementptr inbounds i8, ptr %34, i64 %178
  %187 = load i64, ptr %186, align 1
  %188 = getelementptr inbounds i8, ptr %53, i64 %178
  %189 = load i64, ptr %188, align 1
  %190 = xor i64 %189, %187
  %191 = getelementptr inbounds i8, ptr %37, i64 %178
  store i64 %190, ptr %191, align 1
  %192 = add nuw i64 %162, 32
  %193 = add i64 %164, 4
  %194 = icmp eq i64 %193, %63
  br i1 %194, label %64, label %161, !llvm.loop !23

195:                                              ; preds = %140, %195
  %196 = phi i64 [ %224, %195 ], [ %141, %140 ]
  %197 = getelementptr inbounds i8, ptr %34, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !17
  %199 = getelementptr inbounds i8, ptr %53, i64 %196
  %200 = load i8, ptr %199, align 1, !tbaa !17
  %201 = xor i8 %200, %198
  %202 = getelementptr inbounds i8, ptr %37, i64 %196
  store i8 %201, ptr %202, align 1, !tbaa !17
  %203 = add nuw i64 %196, 1
  %204 = getelementptr inbounds i8, ptr %34, i64 %203
  %205 = load i8, ptr %204, align 1, !tbaa !17
  %206 = getelementptr inbounds i8, ptr %53, i64 %203
  %207 = load i8, ptr %206, align 1, !tbaa !17
  %208 = xor i8 %207, %205
  %209 = getelementptr inbounds i8, ptr %37, i64 %203
  store i8 %208, ptr %209, align 1, !tbaa !17
  %210 = add nuw i64 %196, 2
  %211 = getelementptr inbounds i8, ptr %34, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !17
  %213 = getelementptr inbounds i8, ptr %53, i64 %210
  %214 = load i8, ptr %213, align 1, !tbaa !17
  %215 = xor i8 %214, %212
  %216 = getelementptr inbounds i8, ptr %37, i64 %210
  store i8 %215, ptr %216, align 1, !tbaa !17
  %217 = add nuw i64 %196, 3
  %218 = getelementptr inbounds i8, ptr %34, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !17
  %220 = getelementptr inbounds i8, ptr %53, i64 %217
  %221 = load i8, ptr %220, align 1, !tbaa !17
  %222 = xor i8 %221, %219
  %223 = getelementptr inbounds i8, ptr %37, i64 %217
  store i8 %222, ptr %223, align 1, !tbaa !17
  %224 = add nuw i64 %196, 4
  %225 = icmp eq i64 %224, %51
  br i1 %225, label %226, label %195, !llvm.loop !24

226:                                              ; preds = %140, %195, %117, %159, %82
  %227 = getelementptr inbounds i8, ptr %34, i64 %51
  %228 = getelementptr inbounds i8, ptr %37, i64 %51
  %229 = sub i64 %36, %51
  %230 = trunc nuw i64 %51 to i32
  %231 = add i32 %48, %230
  %232 = icmp eq i64 %229, 0
  br i1 %232, label %233, label %33, !llvm.loop !25

233:                                              ; preds = %226, %28
  %234 = phi i32 [ %13, %28 ], [ %231, %226 ]
  store i32 %234, ptr %12, align 4, !tbaa !11
  br label %235

235:                                              ; preds = %24, %11, %4, %233
  %236 = phi i32 [ 0, %233 ], [ 1, %4 ], [ 20, %11 ], [ 10, %24 ]
  ret i32 %236
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }

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
!11 = !{!12, !10, i64 64}
!12 = !{!"", !7, i64 0, !10, i64 64, !7, i64 68}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !14, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !14, !19, !20}
!23 = distinct !{!23, !14, !16}
!24 = distinct !{!24, !14, !19}
!25 = distinct !{!25, !14}
