; ModuleID = 'src/RIPEMD160.c'
source_filename = "src/RIPEMD160.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hash_state = type { [5 x i32], i64, [64 x i8], i32 }

@ripemd160_init.initial_h = internal unnamed_addr constant [5 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878, i32 -1009589776], align 16
@RL = internal unnamed_addr constant [5 x [16 x i8]] [[16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", [16 x i8] c"\07\04\0D\01\0A\06\0F\03\0C\00\09\05\02\0E\0B\08", [16 x i8] c"\03\0A\0E\04\09\0F\08\01\02\07\00\06\0D\0B\05\0C", [16 x i8] c"\01\09\0B\0A\00\08\0C\04\0D\03\07\0F\0E\05\06\02", [16 x i8] c"\04\00\05\09\07\0C\02\0A\0E\01\03\08\0B\06\0F\0D"], align 16
@SL = internal unnamed_addr constant [5 x [16 x i8]] [[16 x i8] c"\0B\0E\0F\0C\05\08\07\09\0B\0D\0E\0F\06\07\09\08", [16 x i8] c"\07\06\08\0D\0B\09\07\0F\07\0C\0F\09\0B\07\0D\0C", [16 x i8] c"\0B\0D\06\07\0E\09\0D\0F\0E\08\0D\06\05\0C\07\05", [16 x i8] c"\0B\0C\0E\0F\0E\0F\09\08\09\0E\05\06\08\06\05\0C", [16 x i8] c"\09\0F\05\0B\06\08\0D\0C\05\0C\0D\0E\0B\08\05\06"], align 16
@RR = internal unnamed_addr constant [5 x [16 x i8]] [[16 x i8] c"\05\0E\07\00\09\02\0B\04\0D\06\0F\08\01\0A\03\0C", [16 x i8] c"\06\0B\03\07\00\0D\05\0A\0E\0F\08\0C\04\09\01\02", [16 x i8] c"\0F\05\01\03\07\0E\06\09\0B\08\0C\02\0A\00\04\0D", [16 x i8] c"\08\06\04\01\03\0B\0F\00\05\0C\02\0D\09\07\0A\0E", [16 x i8] c"\0C\0F\0A\04\01\05\08\07\06\02\0D\0E\00\03\09\0B"], align 16
@SR = internal unnamed_addr constant [5 x [16 x i8]] [[16 x i8] c"\08\09\09\0B\0D\0F\0F\05\07\07\08\0B\0E\0E\0C\06", [16 x i8] c"\09\0D\0F\07\0C\08\09\0B\07\07\0C\07\06\0F\0D\0B", [16 x i8] c"\09\07\0F\0B\08\06\06\0E\0C\0D\05\0E\0D\0D\07\05", [16 x i8] c"\0F\05\08\0B\0E\0E\06\0E\06\09\0C\09\0C\05\0F\08", [16 x i8] c"\08\05\0C\09\0C\05\0E\06\08\0D\06\05\0F\0D\0B\0B"], align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local range(i32 0, 3) i32 @ripemd160_init(ptr noundef writeonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(104) ptr @calloc(i64 noundef 1, i64 noundef 104) #11
  store ptr %4, ptr %0, align 8, !tbaa !5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %4, ptr noundef nonnull align 16 dereferenceable(20) @ripemd160_init.initial_h, i64 20, i1 false)
  br label %7

7:                                                ; preds = %3, %1, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %8
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
define dso_local noundef i32 @ripemd160_destroy(ptr nocapture noundef %0) local_unnamed_addr #4 {
  tail call void @free(ptr noundef %0) #12
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 21) i32 @ripemd160_update(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %54, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 96
  %9 = load i32, ptr %8, align 8, !tbaa !9
  %10 = icmp ugt i32 %9, 63
  br i1 %10, label %54, label %11

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %52, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = sub nuw nsw i32 64, %9
  %17 = zext nneg i32 %16 to i64
  %18 = icmp ugt i64 %17, %2
  br i1 %18, label %40, label %19

19:                                               ; preds = %13
  %20 = zext nneg i32 %9 to i64
  %21 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %21, ptr noundef nonnull align 1 dereferenceable(1) %1, i64 %17, i1 false)
  %22 = shl nuw nsw i32 %16, 3
  %23 = zext nneg i32 %22 to i64
  %24 = load i64, ptr %15, align 8, !tbaa !13
  %25 = add i64 %24, %23
  store i64 %25, ptr %15, align 8, !tbaa !13
  tail call fastcc void @ripemd160_compress(ptr noundef nonnull %0)
  %26 = sub i64 %2, %17
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %52, label %28

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %1, i64 %17
  br label %30

30:                                               ; preds = %28, %34
  %31 = phi i64 [ %26, %28 ], [ %38, %34 ]
  %32 = phi ptr [ %29, %28 ], [ %37, %34 ]
  %33 = icmp ult i64 %31, 64
  br i1 %33, label %40, label %34

34:                                               ; preds = %30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %14, ptr noundef nonnull align 1 dereferenceable(64) %32, i64 64, i1 false)
  %35 = load i64, ptr %15, align 8, !tbaa !13
  %36 = add i64 %35, 512
  store i64 %36, ptr %15, align 8, !tbaa !13
  %37 = getelementptr inbounds i8, ptr %32, i64 64
  tail call fastcc void @ripemd160_compress(ptr noundef nonnull %0)
  %38 = add i64 %31, -64
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %52, label %30, !llvm.loop !14

40:                                               ; preds = %30, %13
  %41 = phi i32 [ %9, %13 ], [ 0, %30 ]
  %42 = phi i64 [ %2, %13 ], [ %31, %30 ]
  %43 = phi ptr [ %1, %13 ], [ %32, %30 ]
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %45, ptr nonnull align 1 %43, i64 %42, i1 false)
  %46 = trunc nuw nsw i64 %42 to i32
  %47 = add nuw nsw i32 %41, %46
  %48 = shl nuw nsw i64 %42, 3
  %49 = and i64 %48, 4294967288
  %50 = load i64, ptr %15, align 8, !tbaa !13
  %51 = add i64 %50, %49
  store i64 %51, ptr %15, align 8, !tbaa !13
  br label %52

52:                                               ; preds = %34, %19, %11, %40
  %53 = phi i32 [ %47, %40 ], [ %9, %11 ], [ 0, %19 ], [ 0, %34 ]
  store i32 %53, ptr %8, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %7, %3, %52
  %55 = phi i32 [ 0, %52 ], [ 1, %3 ], [ 20, %7 ]
  ret i32 %55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ripemd160_compress(ptr nocapture noundef %0) unnamed_addr #7 {
  %2 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #12
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 1 dereferenceable(64) %3, i64 64, i1 false)
  %4 = load i32, ptr %0, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %0, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !17
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !17
  br label %13

13:                                               ; preds = %1, %13
  %14 = phi i64 [ 0, %1 ], [ %38, %13 ]
  %15 = phi i32 [ %12, %1 ], [ %16, %13 ]
  %16 = phi i32 [ %10, %1 ], [ %37, %13 ]
  %17 = phi i32 [ %8, %1 ], [ %18, %13 ]
  %18 = phi i32 [ %6, %1 ], [ %36, %13 ]
  %19 = phi i32 [ %4, %1 ], [ %15, %13 ]
  %20 = xor i32 %17, %18
  %21 = xor i32 %20, %16
  %22 = add i32 %21, %19
  %23 = getelementptr inbounds [16 x i8], ptr @RL, i64 0, i64 %14
  %24 = load i8, ptr %23, align 1, !tbaa !18
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !17
  %28 = add i32 %22, %27
  %29 = getelementptr inbounds [16 x i8], ptr @SL, i64 0, i64 %14
  %30 = load i8, ptr %29, align 1, !tbaa !18
  %31 = zext i8 %30 to i32
  %32 = shl i32 %28, %31
  %33 = sub nsw i32 32, %31
  %34 = lshr i32 %28, %33
  %35 = or i32 %34, %32
  %36 = add i32 %35, %15
  %37 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 10)
  %38 = add nuw nsw i64 %14, 1
  %39 = icmp eq i64 %38, 16
  br i1 %39, label %40, label %13, !llvm.loop !19

40:                                               ; preds = %13, %40
  %41 = phi i64 [ %67, %40 ], [ 0, %13 ]
  %42 = phi i32 [ %43, %40 ], [ %12, %13 ]
  %43 = phi i32 [ %66, %40 ], [ %10, %13 ]
  %44 = phi i32 [ %45, %40 ], [ %8, %13 ]
  %45 = phi i32 [ %65, %40 ], [ %6, %13 ]
  %46 = phi i32 [ %42, %40 ], [ %4, %13 ]
  %47 = xor i32 %43, -1
  %48 = or i32 %44, %47
  %49 = xor i32 %48, %45
  %50 = getelementptr inbounds [16 x i8], ptr @RR, i64 0, i64 %41
  %51 = load i8, ptr %50, align 1, !tbaa !18
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !17
  %55 = add i32 %46, 1352829926
  %56 = add i32 %55, %49
  %57 = add i32 %56, %54
  %58 = getelementptr inbounds [16 x i8], ptr @SR, i64 0, i64 %41
  %59 = load i8, ptr %58, align 1, !tbaa !18
  %60 = zext i8 %59 to i32
  %61 = shl i32 %57, %60
  %62 = sub nsw i32 32, %60
  %63 = lshr i32 %57, %62
  %64 = or i32 %63, %61
  %65 = add i32 %64, %42
  %66 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %44, i32 10)
  %67 = add nuw nsw i64 %41, 1
  %68 = icmp eq i64 %67, 16
  br i1 %68, label %69, label %40, !llvm.loop !20

69:                                               ; preds = %40, %69
  %70 = phi i64 [ %97, %69 ], [ 0, %40 ]
  %71 = phi i32 [ %72, %69 ], [ %16, %40 ]
  %72 = phi i32 [ %96, %69 ], [ %37, %40 ]
  %73 = phi i32 [ %74, %69 ], [ %18, %40 ]
  %74 = phi i32 [ %95, %69 ], [ %36, %40 ]
  %75 = phi i32 [ %71, %69 ], [ %15, %40 ]
  %76 = and i32 %73, %74
  %77 = xor i32 %74, -1
  %78 = and i32 %72, %77
  %79 = or i32 %78, %76
  %80 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RL, i64 16), i64 0, i64 %70
  %81 = load i8, ptr %80, align 1, !tbaa !18
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !17
  %85 = add i32 %75, 1518500249
  %86 = add i32 %85, %79
  %87 = add i32 %86, %84
  %88 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SL, i64 16), i64 0, i64 %70
  %89 = load i8, ptr %88, align 1, !tbaa !18
  %90 = zext i8 %89 to i32
  %91 = shl i32 %87, %90
  %92 = sub nsw i32 32, %90
  %93 = lshr i32 %87, %92
  %94 = or i32 %93, %91
  %95 = add i32 %94, %71
  %96 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %73, i32 10)
  %97 = add nuw nsw i64 %70, 1
  %98 = icmp eq i64 %97, 16
  br i1 %98, label %99, label %69, !llvm.loop !21

99:                                               ; preds = %69, %99
  %100 = phi i64 [ %127, %99 ], [ 0, %69 ]
  %101 = phi i32 [ %102, %99 ], [ %43, %69 ]
  %102 = phi i32 [ %126, %99 ], [ %66, %69 ]
  %103 = phi i32 [ %104, %99 ], [ %45, %69 ]
  %104 = phi i32 [ %125, %99 ], [ %65, %69 ]
  %105 = phi i32 [ %101, %99 ], [ %42, %69 ]
  %106 = and i32 %102, %104
  %107 = xor i32 %102, -1
  %108 = and i32 %103, %107
  %109 = or i32 %106, %108
  %110 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RR, i64 16), i64 0, i64 %100
  %111 = load i8, ptr %110, align 1, !tbaa !18
  %112 = zext i8 %111 to i64
  %113 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !17
  %115 = add i32 %105, 1548603684
  %116 = add i32 %115, %109
  %117 = add i32 %116, %114
  %118 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SR, i64 16), i64 0, i64 %100
  %119 = load i8, ptr %118, align 1, !tbaa !18
  %120 = zext i8 %119 to i32
  %121 = shl i32 %117, %120
  %122 = sub nsw i32 32, %120
  %123 = lshr i32 %117, %122
  %124 = or i32 %123, %121
  %125 = add i32 %124, %101
  %126 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %103, i32 10)
  %127 = add nuw nsw i64 %100, 1
  %128 = icmp eq i64 %127, 16
  br i1 %128, label %129, label %99, !llvm.loop !22

129:                                              ; preds = %99, %129
  %130 = phi i64 [ %156, %129 ], [ 0, %99 ]
  %131 = phi i32 [ %132, %129 ], [ %72, %99 ]
  %132 = phi i32 [ %155, %129 ], [ %96, %99 ]
  %133 = phi i32 [ %134, %129 ], [ %74, %99 ]
  %134 = phi i32 [ %154, %129 ], [ %95, %99 ]
  %135 = phi i32 [ %131, %129 ], [ %71, %99 ]
  %136 = xor i32 %133, -1
  %137 = or i32 %134, %136
  %138 = xor i32 %137, %132
  %139 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RL, i64 32), i64 0, i64 %130
  %140 = load i8, ptr %139, align 1, !tbaa !18
  %141 = zext i8 %140 to i64
  %142 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !17
  %144 = add i32 %135, 1859775393
  %145 = add i32 %144, %138
  %146 = add i32 %145, %143
  %147 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SL, i64 32), i64 0, i64 %130
  %148 = load i8, ptr %147, align 1, !tbaa !18
  %149 = zext i8 %148 to i32
  %150 = shl i32 %146, %149
  %151 = sub nsw i32 32, %149
  %152 = lshr i32 %146, %151
  %153 = or i32 %152, %150
  %154 = add i32 %153, %131
  %155 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 10)
  %156 = add nuw nsw i64 %130, 1
  %157 = icmp eq i64 %156, 16
  br i1 %157, label %158, label %129, !llvm.loop !23

158:                                              ; preds = %129, %158
  %159 = phi i64 [ %185, %158 ], [ 0, %129 ]
  %160 = phi i32 [ %161, %158 ], [ %102, %129 ]
  %161 = phi i32 [ %184, %158 ], [ %126, %129 ]
  %162 = phi i32 [ %163, %158 ], [ %104, %129 ]
  %163 = phi i32 [ %183, %158 ], [ %125, %129 ]
  %164 = phi i32 [ %160, %158 ], [ %101, %129 ]
  %165 = xor i32 %162, -1
  %166 = or i32 %163, %165
  %167 = xor i32 %166, %161
  %168 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RR, i64 32), i64 0, i64 %159
  %169 = load i8, ptr %168, align 1, !tbaa !18
  %170 = zext i8 %169 to i64
  %171 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !17
  %173 = add i32 %164, 1836072691
  %174 = add i32 %173, %167
  %175 = add i32 %174, %172
  %176 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SR, i64 32), i64 0, i64 %159
  %177 = load i8, ptr %176, align 1, !tbaa !18
  %178 = zext i8 %177 to i32
  %179 = shl i32 %175, %178
  %180 = sub nsw i32 32, %178
  %181 = lshr i32 %175, %180
  %182 = or i32 %181, %179
  %183 = add i32 %182, %160
  %184 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 10)
  %185 = add nuw nsw i64 %159, 1
  %186 = icmp eq i64 %185, 16
  br i1 %186, label %187, label %158, !llvm.loop !24

187:                                              ; preds = %158, %187
  %188 = phi i64 [ %215, %187 ], [ 0, %158 ]
  %189 = phi i32 [ %190, %187 ], [ %132, %158 ]
  %190 = phi i32 [ %214, %187 ], [ %155, %158 ]
  %191 = phi i32 [ %192, %187 ], [ %134, %158 ]
  %192 = phi i32 [ %213, %187 ], [ %154, %158 ]
  %193 = phi i32 [ %189, %187 ], [ %131, %158 ]
  %194 = and i32 %190, %192
  %195 = xor i32 %190, -1
  %196 = and i32 %191, %195
  %197 = or i32 %194, %196
  %198 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RL, i64 48), i64 0, i64 %188
  %199 = load i8, ptr %198, align 1, !tbaa !18
  %200 = zext i8 %199 to i64
  %201 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4, !tbaa !17
  %203 = add i32 %193, -1894007588
  %204 = add i32 %203, %197
  %205 = add i32 %204, %202
  %206 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SL, i64 48), i64 0, i64 %188
  %207 = load i8, ptr %206, align 1, !tbaa !18
  %208 = zext i8 %207 to i32
  %209 = shl i32 %205, %208
  %210 = sub nsw i32 32, %208
  %211 = lshr i32 %205, %210
  %212 = or i32 %211, %209
  %213 = add i32 %212, %189
  %214 = tail call i32 @llvm.fshl.i32(i32 %191, i32 %191, i32 10)
  %215 = add nuw nsw i64 %188, 1
  %216 = icmp eq i64 %215, 16
  br i1 %216, label %217, label %187, !llvm.loop !25

217:                                              ; preds = %187, %217
  %218 = phi i64 [ %245, %217 ], [ 0, %187 ]
  %219 = phi i32 [ %220, %217 ], [ %161, %187 ]
  %220 = phi i32 [ %244, %217 ], [ %184, %187 ]
  %221 = phi i32 [ %222, %217 ], [ %163, %187 ]
  %222 = phi i32 [ %243, %217 ], [ %183, %187 ]
  %223 = phi i32 [ %219, %217 ], [ %160, %187 ]
  %224 = and i32 %221, %222
  %225 = xor i32 %222, -1
  %226 = and i32 %220, %225
  %227 = or i32 %226, %224
  %228 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RR, i64 48), i64 0, i64 %218
  %229 = load i8, ptr %228, align 1, !tbaa !18
  %230 = zext i8 %229 to i64
  %231 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !17
  %233 = add i32 %223, 2053994217
  %234 = add i32 %233, %227
  %235 = add i32 %234, %232
  %236 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SR, i64 48), i64 0, i64 %218
  %237 = load i8, ptr %236, align 1, !tbaa !18
  %238 = zext i8 %237 to i32
  %239 = shl i32 %235, %238
  %240 = sub nsw i32 32, %238
  %241 = lshr i32 %235, %240
  %242 = or i32 %241, %239
  %243 = add i32 %242, %219
  %244 = tail call i32 @llvm.fshl.i32(i32 %221, i32 %221, i32 10)
  %245 = add nuw nsw i64 %218, 1
  %246 = icmp eq i64 %245, 16
  br i1 %246, label %247, label %217, !llvm.loop !26

247:                                              ; preds = %217, %247
  %248 = phi i64 [ %274, %247 ], [ 0, %217 ]
  %249 = phi i32 [ %250, %247 ], [ %190, %217 ]
  %250 = phi i32 [ %273, %247 ], [ %214, %217 ]
  %251 = phi i32 [ %252, %247 ], [ %192, %217 ]
  %252 = phi i32 [ %272, %247 ], [ %213, %217 ]
  %253 = phi i32 [ %249, %247 ], [ %189, %217 ]
  %254 = xor i32 %250, -1
  %255 = or i32 %251, %254
  %256 = xor i32 %255, %252
  %257 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RL, i64 64), i64 0, i64 %248
  %258 = load i8, ptr %257, align 1, !tbaa !18
  %259 = zext i8 %258 to i64
  %260 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !17
  %262 = add i32 %253, -1454113458
  %263 = add i32 %262, %256
  %264 = add i32 %263, %261
  %265 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SL, i64 64), i64 0, i64 %248
  %266 = load i8, ptr %265, align 1, !tbaa !18
  %267 = zext i8 %266 to i32
  %268 = shl i32 %264, %267
  %269 = sub nsw i32 32, %267
  %270 = lshr i32 %264, %269
  %271 = or i32 %270, %268
  %272 = add i32 %271, %249
  %273 = tail call i32 @llvm.fshl.i32(i32 %251, i32 %251, i32 10)
  %274 = add nuw nsw i64 %248, 1
  %275 = icmp eq i64 %274, 16
  br i1 %275, label %276, label %247, !llvm.loop !27

276:                                              ; preds = %247, %276
  %277 = phi i64 [ %301, %276 ], [ 0, %247 ]
  %278 = phi i32 [ %279, %276 ], [ %220, %247 ]
  %279 = phi i32 [ %300, %276 ], [ %244, %247 ]
  %280 = phi i32 [ %281, %276 ], [ %222, %247 ]
  %281 = phi i32 [ %299, %276 ], [ %243, %247 ]
  %282 = phi i32 [ %278, %276 ], [ %219, %247 ]
  %283 = xor i32 %280, %281
  %284 = xor i32 %283, %279
  %285 = add i32 %284, %282
  %286 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @RR, i64 64), i64 0, i64 %277
  %287 = load i8, ptr %286, align 1, !tbaa !18
  %288 = zext i8 %287 to i64
  %289 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !17
  %291 = add i32 %285, %290
  %292 = getelementptr inbounds [16 x i8], ptr getelementptr inbounds (i8, ptr @SR, i64 64), i64 0, i64 %277
  %293 = load i8, ptr %292, align 1, !tbaa !18
  %294 = zext i8 %293 to i32
  %295 = shl i32 %291, %294
  %296 = sub nsw i32 32, %294
  %297 = lshr i32 %291, %296
  %298 = or i32 %297, %295
  %299 = add i32 %298, %278
  %300 = tail call i32 @llvm.fshl.i32(i32 %280, i32 %280, i32 10)
  %301 = add nuw nsw i64 %277, 1
  %302 = icmp eq i64 %301, 16
  br i1 %302, label %303, label %276, !llvm.loop !28

303:                                              ; preds = %276
  %304 = add i32 %252, %6
  %305 = add i32 %304, %300
  %306 = add i32 %273, %8
  %307 = add i32 %306, %279
  store i32 %307, ptr %5, align 4, !tbaa !17
  %308 = add i32 %250, %10
  %309 = add i32 %308, %278
  store i32 %309, ptr %7, align 8, !tbaa !17
  %310 = add i32 %249, %12
  %311 = add i32 %310, %299
  store i32 %311, ptr %9, align 4, !tbaa !17
  %312 = add i32 %272, %4
  %313 = add i32 %312, %281
  store i32 %313, ptr %11, align 8, !tbaa !17
  store i32 %305, ptr %0, align 8, !tbaa !17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(68) %3, i8 0, i64 68, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @ripemd160_copy(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %1, ptr noundef nonnull align 8 dereferenceable(104) %0, i64 104, i1 false), !tbaa.struct !29
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 21) i32 @ripemd160_digest(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #7 {
  %3 = alloca %struct.hash_state, align 8
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #12
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %23, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %3, ptr noundef nonnull align 8 dereferenceable(104) %0, i64 104, i1 false), !tbaa.struct !29
  %8 = getelementptr inbounds i8, ptr %3, i64 96
  %9 = load i32, ptr %8, align 8, !tbaa !9
  %10 = icmp ugt i32 %9, 63
  br i1 %10, label %23, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  %13 = add nuw nsw i32 %9, 1
  store i32 %13, ptr %8, align 8, !tbaa !9
  %14 = zext nneg i32 %9 to i64
  %15 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 %14
  store i8 -128, ptr %15, align 1, !tbaa !18
  %16 = load i32, ptr %8, align 8, !tbaa !9
  %17 = icmp ugt i32 %16, 56
  br i1 %17, label %18, label %19

18:                                               ; preds = %11
  store i32 64, ptr %8, align 8, !tbaa !9
  call fastcc void @ripemd160_compress(ptr noundef nonnull %3)
  br label %19

19:                                               ; preds = %18, %11
  %20 = getelementptr inbounds i8, ptr %3, i64 88
  %21 = getelementptr inbounds i8, ptr %3, i64 24
  %22 = load i64, ptr %21, align 8
  store i64 %22, ptr %20, align 8
  store i32 64, ptr %8, align 8, !tbaa !9
  call fastcc void @ripemd160_compress(ptr noundef nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %1, ptr noundef nonnull align 8 dereferenceable(20) %3, i64 20, i1 false)
  br label %23

23:                                               ; preds = %19, %7, %2
  %24 = phi i32 [ 1, %2 ], [ 20, %7 ], [ 0, %19 ]
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #12
  ret i32 %24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!10, !12, i64 96}
!10 = !{!"", !7, i64 0, !11, i64 24, !7, i64 32, !12, i64 96}
!11 = !{!"long", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!10, !11, i64 24}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = !{!12, !12, i64 0}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = !{i64 0, i64 20, !18, i64 24, i64 8, !30, i64 32, i64 64, !18, i64 96, i64 4, !17}
!30 = !{!11, !11, i64 0}
