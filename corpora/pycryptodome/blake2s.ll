; ModuleID = 'src/blake2s.c'
source_filename = "src/blake2s.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hash_state = type { [8 x i32], i32, i32, i32, [64 x i8] }

@iv = internal unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16
@blake2b_compress.sigma = internal unnamed_addr constant [12 x [16 x i8]] [[16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", [16 x i8] c"\0E\0A\04\08\09\0F\0D\06\01\0C\00\02\0B\07\05\03", [16 x i8] c"\0B\08\0C\00\05\02\0F\0D\0A\0E\03\06\07\01\09\04", [16 x i8] c"\07\09\03\01\0D\0C\0B\0E\02\06\05\0A\04\00\0F\08", [16 x i8] c"\09\00\05\07\02\04\0A\0F\0E\01\0B\0C\06\08\03\0D", [16 x i8] c"\02\0C\06\0A\00\0B\08\03\04\0D\07\05\0F\0E\01\09", [16 x i8] c"\0C\05\01\0F\0E\0D\04\0A\00\07\06\03\09\02\08\0B", [16 x i8] c"\0D\0B\07\0E\0C\01\03\09\05\00\0F\04\08\06\02\0A", [16 x i8] c"\06\0F\0E\09\0B\03\00\08\0C\02\0D\07\01\04\0A\05", [16 x i8] c"\0A\02\08\04\07\06\01\05\0F\0B\09\0E\03\0C\0D\00", [16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", [16 x i8] c"\0E\0A\04\08\09\0F\0D\06\01\0C\00\02\0B\07\05\03"], align 16

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 0, 10) i32 @blake2s_init(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %25, label %6

6:                                                ; preds = %4
  %7 = icmp eq ptr %1, null
  %8 = icmp ugt i64 %2, 32
  %9 = or i1 %7, %8
  br i1 %9, label %25, label %10

10:                                               ; preds = %6
  %11 = add i64 %3, -33
  %12 = icmp ult i64 %11, -32
  br i1 %12, label %25, label %13

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 1, i64 noundef 108) #11
  store ptr %14, ptr %0, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) @iv, i64 32, i1 false), !tbaa !9
  %17 = shl nuw nsw i64 %2, 8
  %18 = or disjoint i64 %17, %3
  %19 = trunc nuw i64 %18 to i32
  %20 = xor i32 %19, 1795745383
  store i32 %20, ptr %14, align 4, !tbaa !9
  %21 = icmp eq i64 %2, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %14, i64 44
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %23, ptr nonnull align 1 %1, i64 %2, i1 false)
  %24 = getelementptr inbounds i8, ptr %14, i64 40
  store i32 64, ptr %24, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %16, %22, %13, %10, %6, %4
  %26 = phi i32 [ 1, %4 ], [ 6, %6 ], [ 9, %10 ], [ 2, %13 ], [ 0, %22 ], [ 0, %16 ]
  ret i32 %26
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
define dso_local noundef i32 @blake2s_destroy(ptr nocapture noundef %0) local_unnamed_addr #4 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @blake2s_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #6 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(108) %1, ptr noundef nonnull align 4 dereferenceable(108) %0, i64 108, i1 false), !tbaa.struct !13
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @blake2s_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %41, label %5

5:                                                ; preds = %3
  %6 = icmp ne i64 %2, 0
  %7 = icmp eq ptr %1, null
  %8 = and i1 %7, %6
  br i1 %8, label %41, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load i32, ptr %10, align 4, !tbaa !11
  %12 = icmp ugt i32 %11, 64
  br i1 %12, label %41, label %13

13:                                               ; preds = %9
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %39, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 44
  br label %17

17:                                               ; preds = %15, %36
  %18 = phi ptr [ %1, %15 ], [ %28, %36 ]
  %19 = phi i64 [ %2, %15 ], [ %27, %36 ]
  %20 = phi i32 [ %11, %15 ], [ %37, %36 ]
  %21 = sub i32 64, %20
  %22 = zext i32 %21 to i64
  %23 = tail call i64 @llvm.umin.i64(i64 %19, i64 %22)
  %24 = trunc nuw i64 %23 to i32
  %25 = zext i32 %20 to i64
  %26 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %26, ptr align 1 %18, i64 %23, i1 false)
  %27 = sub i64 %19, %23
  %28 = getelementptr inbounds i8, ptr %18, i64 %23
  %29 = add i32 %20, %24
  %30 = icmp eq i32 %29, 64
  %31 = icmp ne i64 %27, 0
  %32 = and i1 %31, %30
  br i1 %32, label %33, label %36

33:                                               ; preds = %17
  %34 = tail call fastcc i32 @blake2b_process_buffer(ptr noundef nonnull %0, i64 noundef 64, i32 noundef 0)
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %33, %17
  %37 = phi i32 [ 0, %33 ], [ %29, %17 ]
  %38 = icmp eq i64 %27, 0
  br i1 %38, label %39, label %17, !llvm.loop !15

39:                                               ; preds = %36, %13
  %40 = phi i32 [ %11, %13 ], [ %37, %36 ]
  store i32 %40, ptr %10, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %33, %9, %5, %3, %39
  %42 = phi i32 [ 0, %39 ], [ 1, %3 ], [ 1, %5 ], [ 20, %9 ], [ %34, %33 ]
  ret i32 %42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 11) i32 @blake2b_process_buffer(ptr nocapture noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  %5 = getelementptr i8, ptr %0, i64 44
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, ptr noundef nonnull align 1 dereferenceable(64) %5, i64 64, i1 false)
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load i32, ptr %6, align 4, !tbaa !17
  %8 = trunc i64 %1 to i32
  %9 = add i32 %7, %8
  store i32 %9, ptr %6, align 4, !tbaa !17
  %10 = zext i32 %9 to i64
  %11 = icmp ult i64 %10, %1
  %12 = getelementptr inbounds i8, ptr %0, i64 36
  %13 = load i32, ptr %12, align 4, !tbaa !18
  br i1 %11, label %14, label %17

14:                                               ; preds = %3
  %15 = add i32 %13, 1
  store i32 %15, ptr %12, align 4, !tbaa !18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %268, label %17

17:                                               ; preds = %3, %14
  %18 = phi i32 [ %15, %14 ], [ %13, %3 ]
  %19 = load i32, ptr %0, align 4, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load i32, ptr %30, align 4, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %0, i64 28
  %33 = load i32, ptr %32, align 4, !tbaa !9
  %34 = xor i32 %9, 1359893119
  %35 = xor i32 %18, -1694144372
  %36 = icmp eq i32 %2, 1
  %37 = select i1 %36, i32 -528734636, i32 528734635
  br label %38

38:                                               ; preds = %38, %17
  %39 = phi i64 [ 0, %17 ], [ %248, %38 ]
  %40 = phi i32 [ %19, %17 ], [ %170, %38 ]
  %41 = phi i32 [ %27, %17 ], [ %247, %38 ]
  %42 = phi i32 [ %34, %17 ], [ %196, %38 ]
  %43 = phi i32 [ 1779033703, %17 ], [ %221, %38 ]
  %44 = phi i32 [ %21, %17 ], [ %194, %38 ]
  %45 = phi i32 [ %29, %17 ], [ %175, %38 ]
  %46 = phi i32 [ %35, %17 ], [ %220, %38 ]
  %47 = phi i32 [ -1150833019, %17 ], [ %245, %38 ]
  %48 = phi i32 [ %23, %17 ], [ %218, %38 ]
  %49 = phi i32 [ %31, %17 ], [ %199, %38 ]
  %50 = phi i32 [ %37, %17 ], [ %244, %38 ]
  %51 = phi i32 [ 1013904242, %17 ], [ %173, %38 ]
  %52 = phi i32 [ %25, %17 ], [ %242, %38 ]
  %53 = phi i32 [ %33, %17 ], [ %223, %38 ]
  %54 = phi i32 [ 1541459225, %17 ], [ %172, %38 ]
  %55 = phi i32 [ -1521486534, %17 ], [ %197, %38 ]
  %56 = getelementptr inbounds [12 x [16 x i8]], ptr @blake2b_compress.sigma, i64 0, i64 %39
  %57 = add i32 %41, %40
  %58 = load i8, ptr %56, align 16, !tbaa !14
  %59 = zext i8 %58 to i64
  %60 = getelementptr inbounds i32, ptr %4, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = add i32 %57, %61
  %63 = xor i32 %62, %42
  %64 = tail call i32 @llvm.fshl.i32(i32 %63, i32 %63, i32 16)
  %65 = add i32 %64, %43
  %66 = xor i32 %65, %41
  %67 = tail call i32 @llvm.fshl.i32(i32 %66, i32 %66, i32 20)
  %68 = getelementptr inbounds i8, ptr %56, i64 1
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = zext i8 %69 to i64
  %71 = getelementptr inbounds i32, ptr %4, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !9
  %73 = add i32 %72, %62
  %74 = add i32 %73, %67
  %75 = xor i32 %74, %64
  %76 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 24)
  %77 = add i32 %76, %65
  %78 = xor i32 %77, %67
  %79 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %78, i32 25)
  %80 = add i32 %45, %44
  %81 = getelementptr inbounds i8, ptr %56, i64 2
  %82 = load i8, ptr %81, align 2, !tbaa !14
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds i32, ptr %4, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !9
  %86 = add i32 %80, %85
  %87 = xor i32 %86, %46
  %88 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 16)
  %89 = add i32 %88, %47
  %90 = xor i32 %89, %45
  %91 = tail call i32 @llvm.fshl.i32(i32 %90, i32 %90, i32 20)
  %92 = getelementptr inbounds i8, ptr %56, i64 3
  %93 = load i8, ptr %92, align 1, !tbaa !14
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds i32, ptr %4, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !9
  %97 = add i32 %96, %86
  %98 = add i32 %97, %91
  %99 = xor i32 %98, %88
  %100 = tail call i32 @llvm.fshl.i32(i32 %99, i32 %99, i32 24)
  %101 = add i32 %100, %89
  %102 = xor i32 %101, %91
  %103 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 25)
  %104 = add i32 %49, %48
  %105 = getelementptr inbounds i8, ptr %56, i64 4
  %106 = load i8, ptr %105, align 4, !tbaa !14
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds i32, ptr %4, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !9
  %110 = add i32 %104, %109
  %111 = xor i32 %110, %50
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 16)
  %113 = add i32 %112, %51
  %114 = xor i32 %113, %49
  %115 = tail call i32 @llvm.fshl.i32(i32 %114, i32 %114, i32 20)
  %116 = getelementptr inbounds i8, ptr %56, i64 5
  %117 = load i8, ptr %116, align 1, !tbaa !14
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds i32, ptr %4, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !9
  %121 = add i32 %120, %110
  %122 = add i32 %121, %115
  %123 = xor i32 %122, %112
  %124 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 24)
  %125 = add i32 %124, %113
  %126 = xor i32 %125, %115
  %127 = tail call i32 @llvm.fshl.i32(i32 %126, i32 %126, i32 25)
  %128 = add i32 %53, %52
  %129 = getelementptr inbounds i8, ptr %56, i64 6
  %130 = load i8, ptr %129, align 2, !tbaa !14
  %131 = zext i8 %130 to i64
  %132 = getelementptr inbounds i32, ptr %4, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !9
  %134 = add i32 %128, %133
  %135 = xor i32 %134, %54
  %136 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %135, i32 16)
  %137 = add i32 %136, %55
  %138 = xor i32 %137, %53
  %139 = tail call i32 @llvm.fshl.i32(i32 %138, i32 %138, i32 20)
  %140 = getelementptr inbounds i8, ptr %56, i64 7
  %141 = load i8, ptr %140, align 1, !tbaa !14
  %142 = zext i8 %141 to i64
  %143 = getelementptr inbounds i32, ptr %4, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = add i32 %144, %134
  %146 = add i32 %145, %139
  %147 = xor i32 %146, %136
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %147, i32 24)
  %149 = add i32 %148, %137
  %150 = xor i32 %149, %139
  %151 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 25)
  %152 = getelementptr inbounds i8, ptr %56, i64 8
  %153 = load i8, ptr %152, align 8, !tbaa !14
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds i32, ptr %4, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !9
  %157 = add i32 %156, %74
  %158 = add i32 %157, %103
  %159 = xor i32 %148, %158
  %160 = tail call i32 @llvm.fshl.i32(i32 %159, i32 %159, i32 16)
  %161 = add i32 %160, %125
  %162 = xor i32 %161, %103
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 20)
  %164 = getelementptr inbounds i8, ptr %56, i64 9
  %165 = load i8, ptr %164, align 1, !tbaa !14
  %166 = zext i8 %165 to i64
  %167 = getelementptr inbounds i32, ptr %4, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !9
  %169 = add i32 %158, %168
  %170 = add i32 %169, %163
  %171 = xor i32 %170, %160
  %172 = tail call i32 @llvm.fshl.i32(i32 %171, i32 %171, i32 24)
  %173 = add i32 %172, %161
  %174 = xor i32 %173, %163
  %175 = tail call i32 @llvm.fshl.i32(i32 %174, i32 %174, i32 25)
  %176 = getelementptr inbounds i8, ptr %56, i64 10
  %177 = load i8, ptr %176, align 2, !tbaa !14
  %178 = zext i8 %177 to i64
  %179 = getelementptr inbounds i32, ptr %4, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !9
  %181 = add i32 %180, %98
  %182 = add i32 %181, %127
  %183 = xor i32 %182, %76
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 16)
  %185 = add i32 %184, %149
  %186 = xor i32 %185, %127
  %187 = tail call i32 @llvm.fshl.i32(i32 %186, i32 %186, i32 20)
  %188 = getelementptr inbounds i8, ptr %56, i64 11
  %189 = load i8, ptr %188, align 1, !tbaa !14
  %190 = zext i8 %189 to i64
  %191 = getelementptr inbounds i32, ptr %4, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !9
  %193 = add i32 %182, %192
  %194 = add i32 %193, %187
  %195 = xor i32 %194, %184
  %196 = tail call i32 @llvm.fshl.i32(i32 %195, i32 %195, i32 24)
  %197 = add i32 %196, %185
  %198 = xor i32 %197, %187
  %199 = tail call i32 @llvm.fshl.i32(i32 %198, i32 %198, i32 25)
  %200 = getelementptr inbounds i8, ptr %56, i64 12
  %201 = load i8, ptr %200, align 4, !tbaa !14
  %202 = zext i8 %201 to i64
  %203 = getelementptr inbounds i32, ptr %4, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !9
  %205 = add i32 %204, %122
  %206 = add i32 %205, %151
  %207 = xor i32 %206, %100
  %208 = tail call i32 @llvm.fshl.i32(i32 %207, i32 %207, i32 16)
  %209 = add i32 %208, %77
  %210 = xor i32 %209, %151
  %211 = tail call i32 @llvm.fshl.i32(i32 %210, i32 %210, i32 20)
  %212 = getelementptr inbounds i8, ptr %56, i64 13
  %213 = load i8, ptr %212, align 1, !tbaa !14
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds i32, ptr %4, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !9
  %217 = add i32 %206, %216
  %218 = add i32 %217, %211
  %219 = xor i32 %218, %208
  %220 = tail call i32 @llvm.fshl.i32(i32 %219, i32 %219, i32 24)
  %221 = add i32 %220, %209
  %222 = xor i32 %221, %211
  %223 = tail call i32 @llvm.fshl.i32(i32 %222, i32 %222, i32 25)
  %224 = add i32 %146, %79
  %225 = getelementptr inbounds i8, ptr %56, i64 14
  %226 = load i8, ptr %225, align 2, !tbaa !14
  %227 = zext i8 %226 to i64
  %228 = getelementptr inbounds i32, ptr %4, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !9
  %230 = add i32 %224, %229
  %231 = xor i32 %230, %124
  %232 = tail call i32 @llvm.fshl.i32(i32 %231, i32 %231, i32 16)
  %233 = add i32 %232, %101
  %234 = xor i32 %233, %79
  %235 = tail call i32 @llvm.fshl.i32(i32 %234, i32 %234, i32 20)
  %236 = getelementptr inbounds i8, ptr %56, i64 15
  %237 = load i8, ptr %236, align 1, !tbaa !14
  %238 = zext i8 %237 to i64
  %239 = getelementptr inbounds i32, ptr %4, i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !9
  %241 = add i32 %240, %230
  %242 = add i32 %241, %235
  %243 = xor i32 %242, %232
  %244 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 24)
  %245 = add i32 %244, %233
  %246 = xor i32 %245, %235
  %247 = tail call i32 @llvm.fshl.i32(i32 %246, i32 %246, i32 25)
  %248 = add nuw nsw i64 %39, 1
  %249 = icmp eq i64 %248, 10
  br i1 %249, label %250, label %38, !llvm.loop !19

250:                                              ; preds = %38
  %251 = xor i32 %170, %19
  %252 = xor i32 %251, %221
  store i32 %252, ptr %0, align 4, !tbaa !9
  %253 = xor i32 %194, %21
  %254 = xor i32 %253, %245
  store i32 %254, ptr %20, align 4, !tbaa !9
  %255 = xor i32 %173, %23
  %256 = xor i32 %255, %218
  store i32 %256, ptr %22, align 4, !tbaa !9
  %257 = xor i32 %197, %25
  %258 = xor i32 %257, %242
  store i32 %258, ptr %24, align 4, !tbaa !9
  %259 = xor i32 %196, %27
  %260 = xor i32 %259, %247
  store i32 %260, ptr %26, align 4, !tbaa !9
  %261 = xor i32 %175, %29
  %262 = xor i32 %261, %220
  store i32 %262, ptr %28, align 4, !tbaa !9
  %263 = xor i32 %199, %31
  %264 = xor i32 %263, %244
  store i32 %264, ptr %30, align 4, !tbaa !9
  %265 = xor i32 %172, %33
  %266 = xor i32 %265, %223
  store i32 %266, ptr %32, align 4, !tbaa !9
  %267 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %267, align 4, !tbaa !11
  br label %268

268:                                              ; preds = %14, %250
  %269 = phi i32 [ 0, %250 ], [ 10, %14 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  ret i32 %269
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @blake2s_digest(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = alloca %struct.hash_state, align 4
  call void @llvm.lifetime.start.p0(i64 108, ptr nonnull %3) #12
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %24, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(108) %3, ptr noundef nonnull align 4 dereferenceable(108) %0, i64 108, i1 false), !tbaa.struct !13
  %8 = getelementptr inbounds i8, ptr %3, i64 40
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = icmp ugt i32 %9, 64
  br i1 %10, label %24, label %11

11:                                               ; preds = %7
  %12 = icmp eq i32 %9, 64
  br i1 %12, label %19, label %13

13:                                               ; preds = %11
  %14 = zext nneg i32 %9 to i64
  %15 = getelementptr i8, ptr %3, i64 %14
  %16 = getelementptr i8, ptr %15, i64 44
  %17 = sub nsw i32 64, %9
  %18 = zext nneg i32 %17 to i64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %16, i8 0, i64 %18, i1 false), !tbaa !14
  br label %19

19:                                               ; preds = %11, %13
  %20 = phi i64 [ %14, %13 ], [ 64, %11 ]
  %21 = call fastcc i32 @blake2b_process_buffer(ptr noundef nonnull %3, i64 noundef %20, i32 noundef 1)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %1, ptr noundef nonnull align 4 dereferenceable(32) %3, i64 32, i1 false)
  br label %24

24:                                               ; preds = %23, %19, %7, %2
  %25 = phi i32 [ 1, %2 ], [ 20, %7 ], [ %21, %19 ], [ 0, %23 ]
  call void @llvm.lifetime.end.p0(i64 108, ptr nonnull %3) #12
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #9

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
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 40}
!12 = !{!"", !7, i64 0, !10, i64 32, !10, i64 36, !10, i64 40, !7, i64 44}
!13 = !{i64 0, i64 32, !14, i64 32, i64 4, !9, i64 36, i64 4, !9, i64 40, i64 4, !9, i64 44, i64 64, !14}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!12, !10, i64 32}
!18 = !{!12, !10, i64 36}
!19 = distinct !{!19, !16}
