; ModuleID = 'src/blake2b.c'
source_filename = "src/blake2b.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hash_state = type { [8 x i64], i64, i64, i32, [128 x i8] }

@iv = internal unnamed_addr constant [8 x i64] [i64 7640891576956012808, i64 -4942790177534073029, i64 4354685564936845355, i64 -6534734903238641935, i64 5840696475078001361, i64 -7276294671716946913, i64 2270897969802886507, i64 6620516959819538809], align 16
@blake2b_compress.sigma = internal unnamed_addr constant [12 x [16 x i8]] [[16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", [16 x i8] c"\0E\0A\04\08\09\0F\0D\06\01\0C\00\02\0B\07\05\03", [16 x i8] c"\0B\08\0C\00\05\02\0F\0D\0A\0E\03\06\07\01\09\04", [16 x i8] c"\07\09\03\01\0D\0C\0B\0E\02\06\05\0A\04\00\0F\08", [16 x i8] c"\09\00\05\07\02\04\0A\0F\0E\01\0B\0C\06\08\03\0D", [16 x i8] c"\02\0C\06\0A\00\0B\08\03\04\0D\07\05\0F\0E\01\09", [16 x i8] c"\0C\05\01\0F\0E\0D\04\0A\00\07\06\03\09\02\08\0B", [16 x i8] c"\0D\0B\07\0E\0C\01\03\09\05\00\0F\04\08\06\02\0A", [16 x i8] c"\06\0F\0E\09\0B\03\00\08\0C\02\0D\07\01\04\0A\05", [16 x i8] c"\0A\02\08\04\07\06\01\05\0F\0B\09\0E\03\0C\0D\00", [16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", [16 x i8] c"\0E\0A\04\08\09\0F\0D\06\01\0C\00\02\0B\07\05\03"], align 16

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 0, 10) i32 @blake2b_init(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %24, label %6

6:                                                ; preds = %4
  %7 = icmp eq ptr %1, null
  %8 = icmp ugt i64 %2, 64
  %9 = or i1 %7, %8
  br i1 %9, label %24, label %10

10:                                               ; preds = %6
  %11 = add i64 %3, -65
  %12 = icmp ult i64 %11, -64
  br i1 %12, label %24, label %13

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #11
  store ptr %14, ptr %0, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %14, ptr noundef nonnull align 16 dereferenceable(64) @iv, i64 64, i1 false), !tbaa !9
  %17 = shl nuw nsw i64 %2, 8
  %18 = or disjoint i64 %17, %3
  %19 = xor i64 %18, 7640891576939301128
  store i64 %19, ptr %14, align 8, !tbaa !9
  %20 = icmp eq i64 %2, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %14, i64 84
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr nonnull align 1 %1, i64 %2, i1 false)
  %23 = getelementptr inbounds i8, ptr %14, i64 80
  store i32 128, ptr %23, align 8, !tbaa !11
  br label %24

24:                                               ; preds = %16, %21, %13, %10, %6, %4
  %25 = phi i32 [ 1, %4 ], [ 6, %6 ], [ 9, %10 ], [ 2, %13 ], [ 0, %21 ], [ 0, %16 ]
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @blake2b_destroy(ptr nocapture noundef %0) local_unnamed_addr #4 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @blake2b_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #6 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 216, i1 false), !tbaa.struct !14
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @blake2b_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %41, label %5

5:                                                ; preds = %3
  %6 = icmp ne i64 %2, 0
  %7 = icmp eq ptr %1, null
  %8 = and i1 %7, %6
  br i1 %8, label %41, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 80
  %11 = load i32, ptr %10, align 8, !tbaa !11
  %12 = icmp ugt i32 %11, 128
  br i1 %12, label %41, label %13

13:                                               ; preds = %9
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %39, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 84
  br label %17

17:                                               ; preds = %15, %36
  %18 = phi ptr [ %1, %15 ], [ %28, %36 ]
  %19 = phi i64 [ %2, %15 ], [ %27, %36 ]
  %20 = phi i32 [ %11, %15 ], [ %37, %36 ]
  %21 = sub i32 128, %20
  %22 = zext i32 %21 to i64
  %23 = tail call i64 @llvm.umin.i64(i64 %19, i64 %22)
  %24 = trunc nuw i64 %23 to i32
  %25 = zext i32 %20 to i64
  %26 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr align 1 %18, i64 %23, i1 false)
  %27 = sub i64 %19, %23
  %28 = getelementptr inbounds i8, ptr %18, i64 %23
  %29 = add i32 %20, %24
  %30 = icmp eq i32 %29, 128
  %31 = icmp ne i64 %27, 0
  %32 = and i1 %31, %30
  br i1 %32, label %33, label %36

33:                                               ; preds = %17
  %34 = tail call fastcc i32 @blake2b_process_buffer(ptr noundef nonnull %0, i64 noundef 128, i32 noundef 0)
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %33, %17
  %37 = phi i32 [ 0, %33 ], [ %29, %17 ]
  %38 = icmp eq i64 %27, 0
  br i1 %38, label %39, label %17, !llvm.loop !17

39:                                               ; preds = %36, %13
  %40 = phi i32 [ %11, %13 ], [ %37, %36 ]
  store i32 %40, ptr %10, align 8, !tbaa !11
  br label %41

41:                                               ; preds = %33, %9, %5, %3, %39
  %42 = phi i32 [ 0, %39 ], [ 1, %3 ], [ 1, %5 ], [ 20, %9 ], [ %34, %33 ]
  ret i32 %42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 11) i32 @blake2b_process_buffer(ptr nocapture noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = alloca [16 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  %5 = getelementptr i8, ptr %0, i64 84
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %4, ptr noundef nonnull align 1 dereferenceable(128) %5, i64 128, i1 false)
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = add i64 %7, %1
  store i64 %8, ptr %6, align 8, !tbaa !19
  %9 = icmp ult i64 %8, %1
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load i64, ptr %10, align 8, !tbaa !20
  br i1 %9, label %12, label %15

12:                                               ; preds = %3
  %13 = add i64 %11, 1
  store i64 %13, ptr %10, align 8, !tbaa !20
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %266, label %15

15:                                               ; preds = %3, %12
  %16 = phi i64 [ %13, %12 ], [ %11, %3 ]
  %17 = load i64, ptr %0, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load i64, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = load i64, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  %27 = load i64, ptr %26, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = load i64, ptr %28, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %0, i64 56
  %31 = load i64, ptr %30, align 8, !tbaa !9
  %32 = xor i64 %8, 5840696475078001361
  %33 = xor i64 %16, -7276294671716946913
  %34 = icmp eq i32 %2, 1
  %35 = select i1 %34, i64 -2270897969802886508, i64 2270897969802886507
  br label %36

36:                                               ; preds = %36, %15
  %37 = phi i64 [ 0, %15 ], [ %246, %36 ]
  %38 = phi i64 [ %17, %15 ], [ %168, %36 ]
  %39 = phi i64 [ %25, %15 ], [ %245, %36 ]
  %40 = phi i64 [ %32, %15 ], [ %194, %36 ]
  %41 = phi i64 [ 7640891576956012808, %15 ], [ %219, %36 ]
  %42 = phi i64 [ %19, %15 ], [ %192, %36 ]
  %43 = phi i64 [ %27, %15 ], [ %173, %36 ]
  %44 = phi i64 [ %33, %15 ], [ %218, %36 ]
  %45 = phi i64 [ -4942790177534073029, %15 ], [ %243, %36 ]
  %46 = phi i64 [ %21, %15 ], [ %216, %36 ]
  %47 = phi i64 [ %29, %15 ], [ %197, %36 ]
  %48 = phi i64 [ %35, %15 ], [ %242, %36 ]
  %49 = phi i64 [ 4354685564936845355, %15 ], [ %171, %36 ]
  %50 = phi i64 [ %23, %15 ], [ %240, %36 ]
  %51 = phi i64 [ %31, %15 ], [ %221, %36 ]
  %52 = phi i64 [ 6620516959819538809, %15 ], [ %170, %36 ]
  %53 = phi i64 [ -6534734903238641935, %15 ], [ %195, %36 ]
  %54 = getelementptr inbounds [12 x [16 x i8]], ptr @blake2b_compress.sigma, i64 0, i64 %37
  %55 = add i64 %39, %38
  %56 = load i8, ptr %54, align 16, !tbaa !15
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds i64, ptr %4, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !9
  %60 = add i64 %55, %59
  %61 = xor i64 %60, %40
  %62 = tail call i64 @llvm.fshl.i64(i64 %61, i64 %61, i64 32)
  %63 = add i64 %62, %41
  %64 = xor i64 %63, %39
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 40)
  %66 = getelementptr inbounds i8, ptr %54, i64 1
  %67 = load i8, ptr %66, align 1, !tbaa !15
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds i64, ptr %4, i64 %68
  %70 = load i64, ptr %69, align 8, !tbaa !9
  %71 = add i64 %70, %60
  %72 = add i64 %71, %65
  %73 = xor i64 %72, %62
  %74 = tail call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 48)
  %75 = add i64 %74, %63
  %76 = xor i64 %75, %65
  %77 = tail call i64 @llvm.fshl.i64(i64 %76, i64 %76, i64 1)
  %78 = add i64 %43, %42
  %79 = getelementptr inbounds i8, ptr %54, i64 2
  %80 = load i8, ptr %79, align 2, !tbaa !15
  %81 = zext i8 %80 to i64
  %82 = getelementptr inbounds i64, ptr %4, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !9
  %84 = add i64 %78, %83
  %85 = xor i64 %84, %44
  %86 = tail call i64 @llvm.fshl.i64(i64 %85, i64 %85, i64 32)
  %87 = add i64 %86, %45
  %88 = xor i64 %87, %43
  %89 = tail call i64 @llvm.fshl.i64(i64 %88, i64 %88, i64 40)
  %90 = getelementptr inbounds i8, ptr %54, i64 3
  %91 = load i8, ptr %90, align 1, !tbaa !15
  %92 = zext i8 %91 to i64
  %93 = getelementptr inbounds i64, ptr %4, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !9
  %95 = add i64 %94, %84
  %96 = add i64 %95, %89
  %97 = xor i64 %96, %86
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 48)
  %99 = add i64 %98, %87
  %100 = xor i64 %99, %89
  %101 = tail call i64 @llvm.fshl.i64(i64 %100, i64 %100, i64 1)
  %102 = add i64 %47, %46
  %103 = getelementptr inbounds i8, ptr %54, i64 4
  %104 = load i8, ptr %103, align 4, !tbaa !15
  %105 = zext i8 %104 to i64
  %106 = getelementptr inbounds i64, ptr %4, i64 %105
  %107 = load i64, ptr %106, align 8, !tbaa !9
  %108 = add i64 %102, %107
  %109 = xor i64 %108, %48
  %110 = tail call i64 @llvm.fshl.i64(i64 %109, i64 %109, i64 32)
  %111 = add i64 %110, %49
  %112 = xor i64 %111, %47
  %113 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 40)
  %114 = getelementptr inbounds i8, ptr %54, i64 5
  %115 = load i8, ptr %114, align 1, !tbaa !15
  %116 = zext i8 %115 to i64
  %117 = getelementptr inbounds i64, ptr %4, i64 %116
  %118 = load i64, ptr %117, align 8, !tbaa !9
  %119 = add i64 %118, %108
  %120 = add i64 %119, %113
  %121 = xor i64 %120, %110
  %122 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 48)
  %123 = add i64 %122, %111
  %124 = xor i64 %123, %113
  %125 = tail call i64 @llvm.fshl.i64(i64 %124, i64 %124, i64 1)
  %126 = add i64 %51, %50
  %127 = getelementptr inbounds i8, ptr %54, i64 6
  %128 = load i8, ptr %127, align 2, !tbaa !15
  %129 = zext i8 %128 to i64
  %130 = getelementptr inbounds i64, ptr %4, i64 %129
  %131 = load i64, ptr %130, align 8, !tbaa !9
  %132 = add i64 %126, %131
  %133 = xor i64 %132, %52
  %134 = tail call i64 @llvm.fshl.i64(i64 %133, i64 %133, i64 32)
  %135 = add i64 %134, %53
  %136 = xor i64 %135, %51
  %137 = tail call i64 @llvm.fshl.i64(i64 %136, i64 %136, i64 40)
  %138 = getelementptr inbounds i8, ptr %54, i64 7
  %139 = load i8, ptr %138, align 1, !tbaa !15
  %140 = zext i8 %139 to i64
  %141 = getelementptr inbounds i64, ptr %4, i64 %140
  %142 = load i64, ptr %141, align 8, !tbaa !9
  %143 = add i64 %142, %132
  %144 = add i64 %143, %137
  %145 = xor i64 %144, %134
  %146 = tail call i64 @llvm.fshl.i64(i64 %145, i64 %145, i64 48)
  %147 = add i64 %146, %135
  %148 = xor i64 %147, %137
  %149 = tail call i64 @llvm.fshl.i64(i64 %148, i64 %148, i64 1)
  %150 = getelementptr inbounds i8, ptr %54, i64 8
  %151 = load i8, ptr %150, align 8, !tbaa !15
  %152 = zext i8 %151 to i64
  %153 = getelementptr inbounds i64, ptr %4, i64 %152
  %154 = load i64, ptr %153, align 8, !tbaa !9
  %155 = add i64 %154, %72
  %156 = add i64 %155, %101
  %157 = xor i64 %146, %156
  %158 = tail call i64 @llvm.fshl.i64(i64 %157, i64 %157, i64 32)
  %159 = add i64 %158, %123
  %160 = xor i64 %159, %101
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 40)
  %162 = getelementptr inbounds i8, ptr %54, i64 9
  %163 = load i8, ptr %162, align 1, !tbaa !15
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds i64, ptr %4, i64 %164
  %166 = load i64, ptr %165, align 8, !tbaa !9
  %167 = add i64 %156, %166
  %168 = add i64 %167, %161
  %169 = xor i64 %168, %158
  %170 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 48)
  %171 = add i64 %170, %159
  %172 = xor i64 %171, %161
  %173 = tail call i64 @llvm.fshl.i64(i64 %172, i64 %172, i64 1)
  %174 = getelementptr inbounds i8, ptr %54, i64 10
  %175 = load i8, ptr %174, align 2, !tbaa !15
  %176 = zext i8 %175 to i64
  %177 = getelementptr inbounds i64, ptr %4, i64 %176
  %178 = load i64, ptr %177, align 8, !tbaa !9
  %179 = add i64 %178, %96
  %180 = add i64 %179, %125
  %181 = xor i64 %180, %74
  %182 = tail call i64 @llvm.fshl.i64(i64 %181, i64 %181, i64 32)
  %183 = add i64 %182, %147
  %184 = xor i64 %183, %125
  %185 = tail call i64 @llvm.fshl.i64(i64 %184, i64 %184, i64 40)
  %186 = getelementptr inbounds i8, ptr %54, i64 11
  %187 = load i8, ptr %186, align 1, !tbaa !15
  %188 = zext i8 %187 to i64
  %189 = getelementptr inbounds i64, ptr %4, i64 %188
  %190 = load i64, ptr %189, align 8, !tbaa !9
  %191 = add i64 %180, %190
  %192 = add i64 %191, %185
  %193 = xor i64 %192, %182
  %194 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 48)
  %195 = add i64 %194, %183
  %196 = xor i64 %195, %185
  %197 = tail call i64 @llvm.fshl.i64(i64 %196, i64 %196, i64 1)
  %198 = getelementptr inbounds i8, ptr %54, i64 12
  %199 = load i8, ptr %198, align 4, !tbaa !15
  %200 = zext i8 %199 to i64
  %201 = getelementptr inbounds i64, ptr %4, i64 %200
  %202 = load i64, ptr %201, align 8, !tbaa !9
  %203 = add i64 %202, %120
  %204 = add i64 %203, %149
  %205 = xor i64 %204, %98
  %206 = tail call i64 @llvm.fshl.i64(i64 %205, i64 %205, i64 32)
  %207 = add i64 %206, %75
  %208 = xor i64 %207, %149
  %209 = tail call i64 @llvm.fshl.i64(i64 %208, i64 %208, i64 40)
  %210 = getelementptr inbounds i8, ptr %54, i64 13
  %211 = load i8, ptr %210, align 1, !tbaa !15
  %212 = zext i8 %211 to i64
  %213 = getelementptr inbounds i64, ptr %4, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !9
  %215 = add i64 %204, %214
  %216 = add i64 %215, %209
  %217 = xor i64 %216, %206
  %218 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 48)
  %219 = add i64 %218, %207
  %220 = xor i64 %219, %209
  %221 = tail call i64 @llvm.fshl.i64(i64 %220, i64 %220, i64 1)
  %222 = add i64 %144, %77
  %223 = getelementptr inbounds i8, ptr %54, i64 14
  %224 = load i8, ptr %223, align 2, !tbaa !15
  %225 = zext i8 %224 to i64
  %226 = getelementptr inbounds i64, ptr %4, i64 %225
  %227 = load i64, ptr %226, align 8, !tbaa !9
  %228 = add i64 %222, %227
  %229 = xor i64 %228, %122
  %230 = tail call i64 @llvm.fshl.i64(i64 %229, i64 %229, i64 32)
  %231 = add i64 %230, %99
  %232 = xor i64 %231, %77
  %233 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 40)
  %234 = getelementptr inbounds i8, ptr %54, i64 15
  %235 = load i8, ptr %234, align 1, !tbaa !15
  %236 = zext i8 %235 to i64
  %237 = getelementptr inbounds i64, ptr %4, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !9
  %239 = add i64 %238, %228
  %240 = add i64 %239, %233
  %241 = xor i64 %240, %230
  %242 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 48)
  %243 = add i64 %242, %231
  %244 = xor i64 %243, %233
  %245 = tail call i64 @llvm.fshl.i64(i64 %244, i64 %244, i64 1)
  %246 = add nuw nsw i64 %37, 1
  %247 = icmp eq i64 %246, 12
  br i1 %247, label %248, label %36, !llvm.loop !21

248:                                              ; preds = %36
  %249 = xor i64 %168, %17
  %250 = xor i64 %249, %219
  store i64 %250, ptr %0, align 8, !tbaa !9
  %251 = xor i64 %192, %19
  %252 = xor i64 %251, %243
  store i64 %252, ptr %18, align 8, !tbaa !9
  %253 = xor i64 %171, %21
  %254 = xor i64 %253, %216
  store i64 %254, ptr %20, align 8, !tbaa !9
  %255 = xor i64 %195, %23
  %256 = xor i64 %255, %240
  store i64 %256, ptr %22, align 8, !tbaa !9
  %257 = xor i64 %194, %25
  %258 = xor i64 %257, %245
  store i64 %258, ptr %24, align 8, !tbaa !9
  %259 = xor i64 %173, %27
  %260 = xor i64 %259, %218
  store i64 %260, ptr %26, align 8, !tbaa !9
  %261 = xor i64 %197, %29
  %262 = xor i64 %261, %242
  store i64 %262, ptr %28, align 8, !tbaa !9
  %263 = xor i64 %170, %31
  %264 = xor i64 %263, %221
  store i64 %264, ptr %30, align 8, !tbaa !9
  %265 = getelementptr inbounds i8, ptr %0, i64 80
  store i32 0, ptr %265, align 8, !tbaa !11
  br label %266

266:                                              ; preds = %12, %248
  %267 = phi i32 [ 0, %248 ], [ 10, %12 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  ret i32 %267
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @blake2b_digest(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = alloca %struct.hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %3) #12
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %24, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(216) %3, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 216, i1 false), !tbaa.struct !14
  %8 = getelementptr inbounds i8, ptr %3, i64 80
  %9 = load i32, ptr %8, align 8, !tbaa !11
  %10 = icmp ugt i32 %9, 128
  br i1 %10, label %24, label %11

11:                                               ; preds = %7
  %12 = icmp eq i32 %9, 128
  br i1 %12, label %19, label %13

13:                                               ; preds = %11
  %14 = zext nneg i32 %9 to i64
  %15 = getelementptr i8, ptr %3, i64 %14
  %16 = getelementptr i8, ptr %15, i64 84
  %17 = sub nsw i32 128, %9
  %18 = zext nneg i32 %17 to i64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %16, i8 0, i64 %18, i1 false), !tbaa !15
  br label %19

19:                                               ; preds = %11, %13
  %20 = phi i64 [ %14, %13 ], [ 128, %11 ]
  %21 = call fastcc i32 @blake2b_process_buffer(ptr noundef nonnull %3, i64 noundef %20, i32 noundef 1)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  br label %24

24:                                               ; preds = %23, %19, %7, %2
  %25 = phi i32 [ 1, %2 ], [ 20, %7 ], [ %21, %19 ], [ 0, %23 ]
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %3) #12
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !13, i64 80}
!12 = !{!"", !7, i64 0, !10, i64 64, !10, i64 72, !13, i64 80, !7, i64 84}
!13 = !{!"int", !7, i64 0}
!14 = !{i64 0, i64 64, !15, i64 64, i64 8, !9, i64 72, i64 8, !9, i64 80, i64 4, !16, i64 84, i64 128, !15}
!15 = !{!7, !7, i64 0}
!16 = !{!13, !13, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!12, !10, i64 64}
!20 = !{!12, !10, i64 72}
!21 = distinct !{!21, !18}
