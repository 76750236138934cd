; ModuleID = 'src/nat_div.c'
source_filename = "src/nat_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @nat_divmod_words(ptr noundef writeonly %0, i64 noundef %1, ptr noundef writeonly %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = load i64, ptr %3, align 8, !tbaa !5
  %7 = load i64, ptr %4, align 8, !tbaa !5
  %8 = add i64 %7, %6
  %9 = tail call ptr @nat_words_alloc(i64 noundef %8) #5
  %10 = tail call ptr @nat_words_alloc(i64 noundef %7) #5
  %11 = tail call ptr @nat_words_alloc(i64 noundef %8) #5
  %12 = icmp eq ptr %9, null
  %13 = icmp eq ptr %10, null
  %14 = select i1 %12, i1 true, i1 %13
  %15 = icmp eq ptr %11, null
  %16 = select i1 %14, i1 true, i1 %15
  br i1 %16, label %200, label %17

17:                                               ; preds = %5
  %18 = shl i64 %7, 6
  %19 = tail call i32 @nat_bit_length(ptr noundef nonnull %4) #5
  %20 = sext i32 %19 to i64
  %21 = sub i64 %18, %20
  %22 = getelementptr inbounds i8, ptr %4, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !11
  %24 = shl i64 %7, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %10, ptr align 8 %23, i64 %24, i1 false)
  tail call void @words_shl_secret(ptr noundef nonnull %10, i64 noundef %21, ptr noundef nonnull %11, i64 noundef %7) #5
  %25 = getelementptr inbounds i8, ptr %3, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !11
  %27 = shl i64 %6, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr align 8 %26, i64 %27, i1 false)
  tail call void @words_shl_secret(ptr noundef nonnull %9, i64 noundef %21, ptr noundef nonnull %11, i64 noundef %8) #5
  %28 = icmp ne ptr %0, null
  br i1 %28, label %29, label %31

29:                                               ; preds = %17
  %30 = shl i64 %1, 3
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %0, i8 0, i64 %30, i1 false)
  br label %31

31:                                               ; preds = %29, %17
  %32 = add i64 %7, -1
  %33 = getelementptr inbounds i64, ptr %10, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !12
  %35 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 0) #6, !srcloc !13
  %36 = sub i64 0, %35
  %37 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %36) #6, !srcloc !13
  %38 = or i64 %37, %34
  %39 = xor i64 %38, -1
  br label %40

40:                                               ; preds = %40, %31
  %41 = phi i64 [ 63, %31 ], [ %63, %40 ]
  %42 = phi i64 [ %39, %31 ], [ %60, %40 ]
  %43 = phi i64 [ 0, %31 ], [ %62, %40 ]
  %44 = shl i64 %42, 1
  %45 = or disjoint i64 %44, 1
  %46 = sub i64 %45, %34
  %47 = xor i64 %44, -1
  %48 = and i64 %34, %47
  %49 = xor i64 %34, %44
  %50 = xor i64 %49, -1
  %51 = and i64 %46, %50
  %52 = or i64 %51, %48
  %53 = icmp sgt i64 %52, -1
  %54 = icmp slt i64 %42, 0
  %55 = or i1 %54, %53
  %56 = zext i1 %55 to i64
  %57 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %56) #6, !srcloc !13
  %58 = sub i64 0, %57
  %59 = and i64 %34, %58
  %60 = sub i64 %45, %59
  %61 = shl nuw i64 %56, %41
  %62 = or i64 %61, %43
  %63 = add nsw i64 %41, -1
  %64 = icmp eq i64 %41, 0
  br i1 %64, label %65, label %40, !llvm.loop !14

65:                                               ; preds = %40
  %66 = icmp eq i64 %6, 0
  br i1 %66, label %197, label %67

67:                                               ; preds = %65
  %68 = or i64 %62, %37
  %69 = zext i64 %68 to i128
  %70 = icmp eq i64 %7, 0
  br label %71

71:                                               ; preds = %67, %195
  %72 = phi i64 [ %6, %67 ], [ %73, %195 ]
  %73 = add i64 %72, -1
  %74 = getelementptr inbounds i64, ptr %9, i64 %73
  %75 = getelementptr inbounds i64, ptr %74, i64 %7
  %76 = load i64, ptr %75, align 8, !tbaa !12
  %77 = getelementptr inbounds i64, ptr %74, i64 %32
  %78 = load i64, ptr %77, align 8, !tbaa !12
  %79 = load i64, ptr %33, align 8, !tbaa !12
  %80 = icmp eq i64 %76, %79
  %81 = zext i1 %80 to i64
  %82 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %81) #6, !srcloc !13
  %83 = sub i64 0, %82
  %84 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %83) #6, !srcloc !13
  %85 = xor i64 %84, -1
  %86 = and i64 %76, %85
  %87 = zext i64 %86 to i128
  %88 = mul nuw i128 %87, %69
  %89 = lshr i128 %88, 64
  %90 = trunc nuw i128 %89 to i64
  %91 = and i128 %88, 18446744073709551615
  %92 = zext i64 %78 to i128
  %93 = add nuw nsw i128 %91, %92
  %94 = lshr i128 %93, 64
  %95 = trunc nuw nsw i128 %94 to i64
  %96 = trunc i128 %93 to i64
  %97 = add i64 %86, 1
  %98 = add i64 %97, %90
  %99 = add i64 %98, %95
  %100 = mul i64 %99, %79
  %101 = sub i64 %78, %100
  %102 = sub i64 %96, %101
  %103 = xor i64 %96, -1
  %104 = and i64 %101, %103
  %105 = xor i64 %101, %96
  %106 = xor i64 %105, -1
  %107 = and i64 %102, %106
  %108 = or i64 %107, %104
  %109 = lshr i64 %108, 63
  %110 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %109) #6, !srcloc !13
  %111 = sub i64 0, %110
  %112 = and i64 %111, 1
  %113 = and i64 %79, %111
  %114 = add i64 %101, %113
  %115 = sub i64 %114, %79
  %116 = xor i64 %114, -1
  %117 = and i64 %79, %116
  %118 = xor i64 %114, %79
  %119 = xor i64 %118, -1
  %120 = and i64 %115, %119
  %121 = or i64 %120, %117
  %122 = icmp sgt i64 %121, -1
  %123 = zext i1 %122 to i64
  %124 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %123) #6, !srcloc !13
  %125 = and i64 %124, 1
  %126 = sub nsw i64 %125, %112
  %127 = add i64 %126, %99
  %128 = or i64 %127, %84
  br i1 %70, label %158, label %129

129:                                              ; preds = %71
  %130 = zext i64 %128 to i128
  br label %131

131:                                              ; preds = %129, %131
  %132 = phi i64 [ 0, %129 ], [ %154, %131 ]
  %133 = phi i64 [ 0, %129 ], [ %142, %131 ]
  %134 = phi i64 [ 0, %129 ], [ %152, %131 ]
  %135 = getelementptr inbounds i64, ptr %10, i64 %132
  %136 = load i64, ptr %135, align 8, !tbaa !12
  %137 = zext i64 %136 to i128
  %138 = mul nuw i128 %137, %130
  %139 = zext i64 %133 to i128
  %140 = add nuw i128 %138, %139
  %141 = lshr i128 %140, 64
  %142 = trunc nuw i128 %141 to i64
  %143 = getelementptr inbounds i64, ptr %74, i64 %132
  %144 = load i64, ptr %143, align 8, !tbaa !12
  %145 = zext i64 %144 to i128
  %146 = and i128 %140, 18446744073709551615
  %147 = zext nneg i64 %134 to i128
  %148 = add nuw nsw i128 %146, %147
  %149 = sub nsw i128 %145, %148
  %150 = lshr i128 %149, 64
  %151 = trunc nuw i128 %150 to i64
  %152 = and i64 %151, 1
  %153 = trunc i128 %149 to i64
  store i64 %153, ptr %143, align 8, !tbaa !12
  %154 = add nuw i64 %132, 1
  %155 = icmp eq i64 %154, %7
  br i1 %155, label %156, label %131, !llvm.loop !16

156:                                              ; preds = %131
  %157 = load i64, ptr %75, align 8, !tbaa !12
  br label %158

158:                                              ; preds = %156, %71
  %159 = phi i64 [ %76, %71 ], [ %157, %156 ]
  %160 = phi i64 [ 0, %71 ], [ %152, %156 ]
  %161 = phi i64 [ 0, %71 ], [ %142, %156 ]
  %162 = zext i64 %159 to i128
  %163 = zext i64 %161 to i128
  %164 = zext nneg i64 %160 to i128
  %165 = add nuw nsw i128 %163, %164
  %166 = sub nsw i128 %162, %165
  %167 = lshr i128 %166, 64
  %168 = trunc nuw i128 %167 to i64
  %169 = and i64 %168, 1
  %170 = trunc i128 %166 to i64
  store i64 %170, ptr %75, align 8, !tbaa !12
  %171 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %169) #6, !srcloc !13
  %172 = sub i64 0, %171
  %173 = tail call i64 @words_cond_add(i64 noundef %172, ptr noundef nonnull %74, ptr noundef nonnull %10, i64 noundef %7) #5
  %174 = load i64, ptr %75, align 8, !tbaa !12
  %175 = add i64 %174, %173
  %176 = icmp ult i64 %175, %174
  %177 = zext i1 %176 to i64
  store i64 %175, ptr %75, align 8, !tbaa !12
  %178 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %177) #6, !srcloc !13
  %179 = xor i64 %178, -1
  %180 = and i64 %169, %179
  %181 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %180) #6, !srcloc !13
  %182 = sub i64 0, %181
  %183 = tail call i64 @words_cond_add(i64 noundef %182, ptr noundef nonnull %74, ptr noundef nonnull %10, i64 noundef %7) #5
  %184 = load i64, ptr %75, align 8, !tbaa !12
  %185 = add i64 %184, %183
  %186 = icmp ult i64 %185, %184
  %187 = zext i1 %186 to i64
  store i64 %185, ptr %75, align 8, !tbaa !12
  %188 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %187) #6, !srcloc !13
  %189 = icmp ult i64 %73, %1
  %190 = and i1 %28, %189
  br i1 %190, label %191, label %195

191:                                              ; preds = %158
  %192 = add nuw nsw i64 %169, %180
  %193 = sub i64 %128, %192
  %194 = getelementptr inbounds i64, ptr %0, i64 %73
  store i64 %193, ptr %194, align 8, !tbaa !12
  br label %195

195:                                              ; preds = %191, %158
  %196 = icmp eq i64 %73, 0
  br i1 %196, label %197, label %71, !llvm.loop !17

197:                                              ; preds = %195, %65
  %198 = icmp eq ptr %2, null
  br i1 %198, label %200, label %199

199:                                              ; preds = %197
  tail call void @words_shr_secret(ptr noundef %9, i64 noundef %21, ptr noundef %11, i64 noundef %7) #5
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr align 8 %9, i64 %24, i1 false)
  br label %200

200:                                              ; preds = %197, %199, %5
  %201 = phi i32 [ 2, %5 ], [ 0, %199 ], [ 0, %197 ]
  tail call void @nat_words_free(ptr noundef %9, i64 noundef %8) #5
  tail call void @nat_words_free(ptr noundef %10, i64 noundef %7) #5
  tail call void @nat_words_free(ptr noundef %11, i64 noundef %8) #5
  ret i32 %201
}

declare ptr @nat_words_alloc(i64 noundef) local_unnamed_addr #1

declare i32 @nat_bit_length(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare void @words_shl_secret(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare i64 @words_cond_add(i64 noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @words_shr_secret(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @nat_words_free(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 15) i32 @nat_divmod(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %2, null
  %6 = icmp eq ptr %3, null
  %7 = or i1 %5, %6
  br i1 %7, label %52, label %8

8:                                                ; preds = %4
  %9 = icmp eq ptr %0, null
  %10 = icmp eq ptr %1, null
  %11 = and i1 %9, %10
  br i1 %11, label %52, label %12

12:                                               ; preds = %8
  %13 = icmp ne ptr %2, %0
  %14 = icmp ne ptr %2, %1
  %15 = and i1 %13, %14
  %16 = icmp ne ptr %3, %0
  %17 = and i1 %15, %16
  %18 = icmp ne ptr %3, %1
  %19 = and i1 %18, %17
  %20 = icmp ne ptr %0, %1
  %21 = or i1 %9, %20
  %22 = and i1 %21, %19
  br i1 %22, label %23, label %52

23:                                               ; preds = %12
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !11
  %26 = load i64, ptr %3, align 8, !tbaa !5
  %27 = tail call i64 @words_is_zero(ptr noundef %25, i64 noundef %26) #5
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %52

29:                                               ; preds = %23
  %30 = load i64, ptr %3, align 8, !tbaa !5
  %31 = tail call ptr @nat_words_alloc(i64 noundef %30) #5
  %32 = icmp eq ptr %31, null
  br i1 %32, label %52, label %33

33:                                               ; preds = %29
  br i1 %9, label %38, label %34

34:                                               ; preds = %33
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !11
  %37 = load i64, ptr %0, align 8, !tbaa !5
  br label %38

38:                                               ; preds = %33, %34
  %39 = phi ptr [ %36, %34 ], [ null, %33 ]
  %40 = phi i64 [ %37, %34 ], [ 0, %33 ]
  %41 = tail call i32 @nat_divmod_words(ptr noundef %39, i64 noundef %40, ptr noundef nonnull %31, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %42 = icmp eq i32 %41, 0
  %43 = icmp ne ptr %1, null
  %44 = and i1 %43, %42
  br i1 %44, label %45, label %50

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %1, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !11
  %48 = load i64, ptr %1, align 8, !tbaa !5
  %49 = load i64, ptr %3, align 8, !tbaa !5
  tail call void @words_copy_resized(ptr noundef %47, i64 noundef %48, ptr noundef nonnull %31, i64 noundef %49) #5
  br label %50

50:                                               ; preds = %45, %38
  %51 = load i64, ptr %3, align 8, !tbaa !5
  tail call void @nat_words_free(ptr noundef nonnull %31, i64 noundef %51) #5
  br label %52

52:                                               ; preds = %29, %23, %12, %4, %8, %50
  %53 = phi i32 [ %41, %50 ], [ 1, %8 ], [ 1, %4 ], [ 14, %12 ], [ 14, %23 ], [ 2, %29 ]
  ret i32 %53
}

declare i64 @words_is_zero(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @words_copy_resized(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @nat_mod_small(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %76, label %7

7:                                                ; preds = %3
  %8 = add i64 %2, -1
  %9 = icmp ult i64 %8, 4294967295
  br i1 %9, label %10, label %76

10:                                               ; preds = %7
  %11 = load i64, ptr %1, align 8, !tbaa !5
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %73, label %13

13:                                               ; preds = %10
  %14 = udiv i64 -1, %2
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !11
  %17 = zext i64 %14 to i128
  br label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %11, %13 ], [ %21, %18 ]
  %20 = phi i64 [ 0, %13 ], [ %71, %18 ]
  %21 = add i64 %19, -1
  %22 = getelementptr inbounds i64, ptr %16, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !12
  %24 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %23, i64 32)
  %25 = zext i64 %24 to i128
  %26 = mul nuw i128 %25, %17
  %27 = lshr i128 %26, 64
  %28 = trunc nuw i128 %27 to i64
  %29 = mul i64 %28, %2
  %30 = sub i64 %24, %29
  %31 = xor i64 %30, -1
  %32 = add i64 %31, %2
  %33 = or i64 %32, %30
  %34 = lshr i64 %33, 63
  %35 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %34) #6, !srcloc !13
  %36 = sub i64 0, %35
  %37 = and i64 %36, %2
  %38 = sub i64 %30, %37
  %39 = xor i64 %38, -1
  %40 = add i64 %39, %2
  %41 = or i64 %40, %38
  %42 = lshr i64 %41, 63
  %43 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %42) #6, !srcloc !13
  %44 = sub i64 0, %43
  %45 = and i64 %44, %2
  %46 = sub i64 %38, %45
  %47 = shl i64 %46, 32
  %48 = and i64 %23, 4294967295
  %49 = or disjoint i64 %48, %47
  %50 = zext i64 %49 to i128
  %51 = mul nuw i128 %50, %17
  %52 = lshr i128 %51, 64
  %53 = trunc nuw i128 %52 to i64
  %54 = mul i64 %53, %2
  %55 = sub i64 %49, %54
  %56 = xor i64 %55, -1
  %57 = add i64 %56, %2
  %58 = or i64 %57, %55
  %59 = lshr i64 %58, 63
  %60 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %59) #6, !srcloc !13
  %61 = sub i64 0, %60
  %62 = and i64 %61, %2
  %63 = sub i64 %55, %62
  %64 = xor i64 %63, -1
  %65 = add i64 %64, %2
  %66 = or i64 %65, %63
  %67 = lshr i64 %66, 63
  %68 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %67) #6, !srcloc !13
  %69 = sub i64 0, %68
  %70 = and i64 %69, %2
  %71 = sub i64 %63, %70
  %72 = icmp eq i64 %21, 0
  br i1 %72, label %73, label %18, !llvm.loop !18

73:                                               ; preds = %18, %10
  %74 = phi i64 [ 0, %10 ], [ %71, %18 ]
  %75 = tail call i32 @nat_from_uint64(ptr noundef %0, i64 noundef %74) #5
  br label %76

76:                                               ; preds = %7, %3, %73
  %77 = phi i32 [ %75, %73 ], [ 1, %3 ], [ 14, %7 ]
  ret i32 %77
}

declare i32 @nat_from_uint64(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!7, !7, i64 0}
!13 = !{i64 418652}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
