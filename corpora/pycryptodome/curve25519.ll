; ModuleID = 'src/curve25519.c'
source_filename = "src/curve25519.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Point = type { [10 x i32], [10 x i32] }
%struct.BlindPrf = type { i64, i64 }

@curve25519_ladder_step.a24 = internal constant <{ i32, [9 x i32] }> <{ i32 121666, [9 x i32] zeroinitializer }>, align 16

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 33) i32 @curve25519_new_point(ptr noundef writeonly %0, ptr noundef readonly %1, i64 noundef %2, ptr noundef readnone %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %212, label %6

6:                                                ; preds = %4
  %7 = icmp eq ptr %3, null
  br i1 %7, label %8, label %212

8:                                                ; preds = %6
  %9 = and i64 %2, -33
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %212

11:                                               ; preds = %8
  %12 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #12
  store ptr %12, ptr %0, align 8, !tbaa !5
  %13 = icmp eq ptr %12, null
  br i1 %13, label %212, label %14

14:                                               ; preds = %11
  %15 = icmp ne ptr %1, null
  %16 = icmp eq i64 %2, 32
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %210

18:                                               ; preds = %14
  %19 = load i8, ptr %1, align 1, !tbaa !9
  %20 = zext i8 %19 to i64
  %21 = shl nuw i64 %20, 56
  %22 = getelementptr inbounds i8, ptr %1, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = zext i8 %23 to i64
  %25 = shl nuw nsw i64 %24, 48
  %26 = or disjoint i64 %25, %21
  %27 = getelementptr inbounds i8, ptr %1, i64 2
  %28 = load i8, ptr %27, align 1, !tbaa !9
  %29 = zext i8 %28 to i64
  %30 = shl nuw nsw i64 %29, 40
  %31 = or disjoint i64 %26, %30
  %32 = getelementptr inbounds i8, ptr %1, i64 3
  %33 = load i8, ptr %32, align 1, !tbaa !9
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 32
  %36 = or disjoint i64 %31, %35
  %37 = getelementptr inbounds i8, ptr %1, i64 4
  %38 = load i8, ptr %37, align 1, !tbaa !9
  %39 = zext i8 %38 to i64
  %40 = shl nuw nsw i64 %39, 24
  %41 = getelementptr inbounds i8, ptr %1, i64 5
  %42 = load i8, ptr %41, align 1, !tbaa !9
  %43 = zext i8 %42 to i64
  %44 = shl nuw nsw i64 %43, 16
  %45 = getelementptr inbounds i8, ptr %1, i64 6
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 8
  %49 = or disjoint i64 %40, %44
  %50 = or disjoint i64 %49, %48
  %51 = or disjoint i64 %50, %36
  %52 = getelementptr inbounds i8, ptr %1, i64 7
  %53 = load i8, ptr %52, align 1, !tbaa !9
  %54 = zext i8 %53 to i64
  %55 = or disjoint i64 %51, %54
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = zext i8 %57 to i64
  %59 = shl nuw i64 %58, 56
  %60 = getelementptr inbounds i8, ptr %1, i64 9
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 48
  %64 = or disjoint i64 %63, %59
  %65 = getelementptr inbounds i8, ptr %1, i64 10
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i64
  %68 = shl nuw nsw i64 %67, 40
  %69 = getelementptr inbounds i8, ptr %1, i64 11
  %70 = load i8, ptr %69, align 1, !tbaa !9
  %71 = zext i8 %70 to i64
  %72 = shl nuw nsw i64 %71, 32
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = shl nuw nsw i64 %75, 24
  %77 = or disjoint i64 %68, %72
  %78 = or disjoint i64 %77, %76
  %79 = or disjoint i64 %78, %63
  %80 = getelementptr inbounds i8, ptr %1, i64 13
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i64
  %83 = shl nuw nsw i64 %82, 16
  %84 = getelementptr inbounds i8, ptr %1, i64 14
  %85 = load i8, ptr %84, align 1, !tbaa !9
  %86 = zext i8 %85 to i64
  %87 = shl nuw nsw i64 %86, 8
  %88 = getelementptr inbounds i8, ptr %1, i64 15
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = zext i8 %89 to i64
  %91 = or disjoint i64 %83, %90
  %92 = or disjoint i64 %91, %87
  %93 = or disjoint i64 %92, %76
  %94 = getelementptr inbounds i8, ptr %1, i64 16
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i64
  %97 = shl nuw i64 %96, 56
  %98 = getelementptr inbounds i8, ptr %1, i64 17
  %99 = load i8, ptr %98, align 1, !tbaa !9
  %100 = zext i8 %99 to i64
  %101 = shl nuw nsw i64 %100, 48
  %102 = or disjoint i64 %101, %97
  %103 = getelementptr inbounds i8, ptr %1, i64 18
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i64
  %106 = shl nuw nsw i64 %105, 40
  %107 = or disjoint i64 %102, %106
  %108 = getelementptr inbounds i8, ptr %1, i64 19
  %109 = load i8, ptr %108, align 1, !tbaa !9
  %110 = zext i8 %109 to i64
  %111 = shl nuw nsw i64 %110, 32
  %112 = or disjoint i64 %107, %111
  %113 = getelementptr inbounds i8, ptr %1, i64 20
  %114 = load i8, ptr %113, align 1, !tbaa !9
  %115 = zext i8 %114 to i64
  %116 = shl nuw nsw i64 %115, 24
  %117 = getelementptr inbounds i8, ptr %1, i64 21
  %118 = load i8, ptr %117, align 1, !tbaa !9
  %119 = zext i8 %118 to i64
  %120 = shl nuw nsw i64 %119, 16
  %121 = getelementptr inbounds i8, ptr %1, i64 22
  %122 = load i8, ptr %121, align 1, !tbaa !9
  %123 = zext i8 %122 to i64
  %124 = shl nuw nsw i64 %123, 8
  %125 = or disjoint i64 %116, %120
  %126 = or disjoint i64 %125, %124
  %127 = or disjoint i64 %126, %112
  %128 = getelementptr inbounds i8, ptr %1, i64 23
  %129 = load i8, ptr %128, align 1, !tbaa !9
  %130 = zext i8 %129 to i64
  %131 = or disjoint i64 %127, %130
  %132 = getelementptr inbounds i8, ptr %1, i64 24
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = zext i8 %133 to i64
  %135 = shl nuw i64 %134, 56
  %136 = getelementptr inbounds i8, ptr %1, i64 25
  %137 = load i8, ptr %136, align 1, !tbaa !9
  %138 = zext i8 %137 to i64
  %139 = shl nuw nsw i64 %138, 48
  %140 = or disjoint i64 %139, %135
  %141 = getelementptr inbounds i8, ptr %1, i64 26
  %142 = load i8, ptr %141, align 1, !tbaa !9
  %143 = zext i8 %142 to i64
  %144 = shl nuw nsw i64 %143, 40
  %145 = getelementptr inbounds i8, ptr %1, i64 27
  %146 = load i8, ptr %145, align 1, !tbaa !9
  %147 = zext i8 %146 to i64
  %148 = shl nuw nsw i64 %147, 32
  %149 = getelementptr inbounds i8, ptr %1, i64 28
  %150 = load i8, ptr %149, align 1, !tbaa !9
  %151 = zext i8 %150 to i64
  %152 = shl nuw nsw i64 %151, 24
  %153 = or disjoint i64 %144, %148
  %154 = or disjoint i64 %153, %152
  %155 = or disjoint i64 %154, %139
  %156 = getelementptr inbounds i8, ptr %1, i64 29
  %157 = load i8, ptr %156, align 1, !tbaa !9
  %158 = zext i8 %157 to i64
  %159 = shl nuw nsw i64 %158, 16
  %160 = getelementptr inbounds i8, ptr %1, i64 30
  %161 = load i8, ptr %160, align 1, !tbaa !9
  %162 = zext i8 %161 to i64
  %163 = shl nuw nsw i64 %162, 8
  %164 = getelementptr inbounds i8, ptr %1, i64 31
  %165 = load i8, ptr %164, align 1, !tbaa !9
  %166 = zext i8 %165 to i64
  %167 = or disjoint i64 %159, %166
  %168 = or disjoint i64 %167, %163
  %169 = or disjoint i64 %168, %152
  %170 = trunc nuw i64 %169 to i32
  %171 = and i32 %170, 67108863
  store i32 %171, ptr %12, align 4, !tbaa !10
  %172 = lshr i64 %155, 26
  %173 = trunc nuw nsw i64 %172 to i32
  %174 = and i32 %173, 33554431
  %175 = getelementptr inbounds i8, ptr %12, i64 4
  store i32 %174, ptr %175, align 4, !tbaa !10
  %176 = lshr i64 %140, 51
  %177 = shl i64 %131, 13
  %178 = and i64 %177, 67100672
  %179 = or disjoint i64 %176, %178
  %180 = trunc nuw nsw i64 %179 to i32
  %181 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 %180, ptr %181, align 4, !tbaa !10
  %182 = lshr i64 %127, 13
  %183 = trunc i64 %182 to i32
  %184 = and i32 %183, 33554431
  %185 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 %184, ptr %185, align 4, !tbaa !10
  %186 = lshr i64 %112, 38
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 %187, ptr %188, align 4, !tbaa !10
  %189 = trunc nuw i64 %93 to i32
  %190 = and i32 %189, 33554431
  %191 = getelementptr inbounds i8, ptr %12, i64 20
  store i32 %190, ptr %191, align 4, !tbaa !10
  %192 = lshr i64 %79, 25
  %193 = trunc nuw nsw i64 %192 to i32
  %194 = and i32 %193, 67108863
  %195 = getelementptr inbounds i8, ptr %12, i64 24
  store i32 %194, ptr %195, align 4, !tbaa !10
  %196 = lshr i64 %64, 51
  %197 = shl i64 %55, 13
  %198 = and i64 %197, 33546240
  %199 = or disjoint i64 %196, %198
  %200 = trunc nuw nsw i64 %199 to i32
  %201 = getelementptr inbounds i8, ptr %12, i64 28
  store i32 %200, ptr %201, align 4, !tbaa !10
  %202 = lshr i64 %51, 12
  %203 = trunc i64 %202 to i32
  %204 = and i32 %203, 67108863
  %205 = getelementptr inbounds i8, ptr %12, i64 32
  store i32 %204, ptr %205, align 4, !tbaa !10
  %206 = lshr i64 %36, 38
  %207 = trunc nuw nsw i64 %206 to i32
  %208 = getelementptr inbounds i8, ptr %12, i64 36
  store i32 %207, ptr %208, align 4, !tbaa !10
  %209 = getelementptr inbounds i8, ptr %12, i64 40
  br label %210

210:                                              ; preds = %14, %18
  %211 = phi ptr [ %209, %18 ], [ %12, %14 ]
  store i32 1, ptr %211, align 4, !tbaa !10
  br label %212

212:                                              ; preds = %210, %11, %8, %6, %4
  %213 = phi i32 [ 1, %4 ], [ 32, %6 ], [ 17, %8 ], [ 2, %11 ], [ 0, %210 ]
  ret i32 %213
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local range(i32 0, 3) i32 @curve25519_clone(ptr noundef writeonly %0, ptr noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  %4 = icmp eq ptr %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #12
  store ptr %7, ptr %0, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %6
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %7, ptr noundef nonnull align 4 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !12
  br label %10

10:                                               ; preds = %6, %2, %9
  %11 = phi i32 [ 0, %9 ], [ 1, %2 ], [ 2, %6 ]
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @curve25519_free_point(ptr noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #13
  br label %4

4:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 20) i32 @curve25519_get_x(ptr noundef writeonly %0, i64 noundef %1, ptr noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %352, label %7

7:                                                ; preds = %3
  %8 = icmp eq i64 %1, 32
  br i1 %8, label %9, label %352

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %2, i64 40
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i8, ptr %2, i64 44
  %14 = load i32, ptr %13, align 4, !tbaa !10
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 26
  %17 = or i64 %16, %12
  %18 = getelementptr inbounds i8, ptr %2, i64 48
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = and i32 %19, 8191
  %21 = zext nneg i32 %20 to i64
  %22 = shl nuw i64 %21, 51
  %23 = or i64 %17, %22
  %24 = lshr i32 %19, 13
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %2, i64 52
  %27 = load i32, ptr %26, align 4, !tbaa !10
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 13
  %30 = or i64 %29, %25
  %31 = getelementptr inbounds i8, ptr %2, i64 56
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = zext i32 %32 to i64
  %34 = shl i64 %33, 38
  %35 = or i64 %30, %34
  %36 = getelementptr inbounds i8, ptr %2, i64 60
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %2, i64 64
  %40 = load i32, ptr %39, align 4, !tbaa !10
  %41 = zext i32 %40 to i64
  %42 = shl nuw nsw i64 %41, 25
  %43 = or i64 %42, %38
  %44 = getelementptr inbounds i8, ptr %2, i64 68
  %45 = load i32, ptr %44, align 4, !tbaa !10
  %46 = and i32 %45, 8191
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw i64 %47, 51
  %49 = or i64 %43, %48
  %50 = lshr i32 %45, 13
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %2, i64 72
  %53 = load i32, ptr %52, align 4, !tbaa !10
  %54 = zext i32 %53 to i64
  %55 = shl nuw nsw i64 %54, 12
  %56 = or i64 %55, %51
  %57 = getelementptr inbounds i8, ptr %2, i64 76
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = zext i32 %58 to i64
  %60 = shl i64 %59, 38
  %61 = or i64 %56, %60
  %62 = zext i64 %23 to i128
  %63 = add nsw i128 %62, -18446744073709551597
  %64 = trunc i128 %63 to i64
  %65 = zext i64 %35 to i128
  %66 = ashr i128 %63, 64
  %67 = add nsw i128 %65, -18446744073709551615
  %68 = add nsw i128 %67, %66
  %69 = trunc i128 %68 to i64
  %70 = zext i64 %49 to i128
  %71 = ashr i128 %68, 64
  %72 = add nsw i128 %71, -18446744073709551615
  %73 = add nsw i128 %72, %70
  %74 = trunc i128 %73 to i64
  %75 = zext i64 %61 to i128
  %76 = ashr i128 %73, 64
  %77 = add nsw i128 %75, -9223372036854775807
  %78 = add nsw i128 %77, %76
  %79 = lshr i128 %78, 64
  %80 = trunc nuw i128 %79 to i64
  %81 = and i64 %80, 1
  %82 = trunc i128 %78 to i64
  %83 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %81) #14, !srcloc !13
  %84 = sub i64 0, %83
  %85 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %84) #14, !srcloc !13
  %86 = xor i64 %23, %64
  %87 = and i64 %85, %86
  %88 = xor i64 %87, %64
  %89 = xor i64 %35, %69
  %90 = and i64 %89, %85
  %91 = xor i64 %90, %69
  %92 = xor i64 %49, %74
  %93 = and i64 %92, %85
  %94 = xor i64 %93, %74
  %95 = xor i64 %61, %82
  %96 = and i64 %95, %85
  %97 = xor i64 %96, %82
  %98 = zext i64 %88 to i128
  %99 = add nsw i128 %98, -18446744073709551597
  %100 = trunc i128 %99 to i64
  %101 = zext i64 %91 to i128
  %102 = ashr i128 %99, 64
  %103 = add nsw i128 %101, -18446744073709551615
  %104 = add nsw i128 %103, %102
  %105 = trunc i128 %104 to i64
  %106 = zext i64 %94 to i128
  %107 = ashr i128 %104, 64
  %108 = add nsw i128 %106, -18446744073709551615
  %109 = add nsw i128 %108, %107
  %110 = trunc i128 %109 to i64
  %111 = zext i64 %97 to i128
  %112 = ashr i128 %109, 64
  %113 = add nsw i128 %111, -9223372036854775807
  %114 = add nsw i128 %113, %112
  %115 = lshr i128 %114, 64
  %116 = trunc nuw i128 %115 to i64
  %117 = and i64 %116, 1
  %118 = trunc i128 %114 to i64
  %119 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %117) #14, !srcloc !13
  %120 = sub i64 0, %119
  %121 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %120) #14, !srcloc !13
  %122 = xor i64 %88, %100
  %123 = and i64 %122, %121
  %124 = xor i64 %91, %105
  %125 = and i64 %124, %121
  %126 = xor i64 %94, %110
  %127 = and i64 %126, %121
  %128 = xor i64 %97, %118
  %129 = and i64 %128, %121
  %130 = icmp ne i64 %123, %100
  %131 = icmp ne i64 %125, %105
  %132 = or i1 %130, %131
  %133 = icmp ne i64 %127, %110
  %134 = or i1 %132, %133
  %135 = icmp ne i64 %129, %118
  %136 = or i1 %134, %135
  br i1 %136, label %137, label %352

137:                                              ; preds = %9
  %138 = load i32, ptr %2, align 4, !tbaa !10
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds i8, ptr %2, i64 4
  %141 = load i32, ptr %140, align 4, !tbaa !10
  %142 = zext i32 %141 to i64
  %143 = shl nuw nsw i64 %142, 26
  %144 = or i64 %143, %139
  %145 = getelementptr inbounds i8, ptr %2, i64 8
  %146 = load i32, ptr %145, align 4, !tbaa !10
  %147 = and i32 %146, 8191
  %148 = zext nneg i32 %147 to i64
  %149 = shl nuw i64 %148, 51
  %150 = or i64 %144, %149
  %151 = lshr i32 %146, 13
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds i8, ptr %2, i64 12
  %154 = load i32, ptr %153, align 4, !tbaa !10
  %155 = zext i32 %154 to i64
  %156 = shl nuw nsw i64 %155, 13
  %157 = or i64 %156, %152
  %158 = getelementptr inbounds i8, ptr %2, i64 16
  %159 = load i32, ptr %158, align 4, !tbaa !10
  %160 = zext i32 %159 to i64
  %161 = shl i64 %160, 38
  %162 = or i64 %157, %161
  %163 = getelementptr inbounds i8, ptr %2, i64 20
  %164 = load i32, ptr %163, align 4, !tbaa !10
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds i8, ptr %2, i64 24
  %167 = load i32, ptr %166, align 4, !tbaa !10
  %168 = zext i32 %167 to i64
  %169 = shl nuw nsw i64 %168, 25
  %170 = or i64 %169, %165
  %171 = getelementptr inbounds i8, ptr %2, i64 28
  %172 = load i32, ptr %171, align 4, !tbaa !10
  %173 = and i32 %172, 8191
  %174 = zext nneg i32 %173 to i64
  %175 = shl nuw i64 %174, 51
  %176 = or i64 %170, %175
  %177 = lshr i32 %172, 13
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds i8, ptr %2, i64 32
  %180 = load i32, ptr %179, align 4, !tbaa !10
  %181 = zext i32 %180 to i64
  %182 = shl nuw nsw i64 %181, 12
  %183 = or i64 %182, %178
  %184 = getelementptr inbounds i8, ptr %2, i64 36
  %185 = load i32, ptr %184, align 4, !tbaa !10
  %186 = zext i32 %185 to i64
  %187 = shl i64 %186, 38
  %188 = or i64 %183, %187
  %189 = zext i64 %150 to i128
  %190 = add nsw i128 %189, -18446744073709551597
  %191 = trunc i128 %190 to i64
  %192 = zext i64 %162 to i128
  %193 = ashr i128 %190, 64
  %194 = add nsw i128 %192, -18446744073709551615
  %195 = add nsw i128 %194, %193
  %196 = trunc i128 %195 to i64
  %197 = zext i64 %176 to i128
  %198 = ashr i128 %195, 64
  %199 = add nsw i128 %198, -18446744073709551615
  %200 = add nsw i128 %199, %197
  %201 = trunc i128 %200 to i64
  %202 = zext i64 %188 to i128
  %203 = ashr i128 %200, 64
  %204 = add nsw i128 %202, -9223372036854775807
  %205 = add nsw i128 %204, %203
  %206 = lshr i128 %205, 64
  %207 = trunc nuw i128 %206 to i64
  %208 = and i64 %207, 1
  %209 = trunc i128 %205 to i64
  %210 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %208) #14, !srcloc !13
  %211 = sub i64 0, %210
  %212 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %211) #14, !srcloc !13
  %213 = xor i64 %150, %191
  %214 = and i64 %212, %213
  %215 = xor i64 %214, %191
  %216 = xor i64 %162, %196
  %217 = and i64 %216, %212
  %218 = xor i64 %217, %196
  %219 = xor i64 %176, %201
  %220 = and i64 %219, %212
  %221 = xor i64 %220, %201
  %222 = xor i64 %188, %209
  %223 = and i64 %222, %212
  %224 = xor i64 %223, %209
  %225 = zext i64 %215 to i128
  %226 = add nsw i128 %225, -18446744073709551597
  %227 = trunc i128 %226 to i64
  %228 = zext i64 %218 to i128
  %229 = ashr i128 %226, 64
  %230 = add nsw i128 %228, -18446744073709551615
  %231 = add nsw i128 %230, %229
  %232 = trunc i128 %231 to i64
  %233 = zext i64 %221 to i128
  %234 = ashr i128 %231, 64
  %235 = add nsw i128 %233, -18446744073709551615
  %236 = add nsw i128 %235, %234
  %237 = trunc i128 %236 to i64
  %238 = zext i64 %224 to i128
  %239 = ashr i128 %236, 64
  %240 = add nsw i128 %238, -9223372036854775807
  %241 = add nsw i128 %240, %239
  %242 = lshr i128 %241, 64
  %243 = trunc nuw i128 %242 to i64
  %244 = and i64 %243, 1
  %245 = trunc i128 %241 to i64
  %246 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %244) #14, !srcloc !13
  %247 = sub i64 0, %246
  %248 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %247) #14, !srcloc !13
  %249 = xor i64 %215, %227
  %250 = and i64 %249, %248
  %251 = xor i64 %250, %227
  %252 = xor i64 %218, %232
  %253 = and i64 %252, %248
  %254 = xor i64 %253, %232
  %255 = xor i64 %221, %237
  %256 = and i64 %255, %248
  %257 = xor i64 %256, %237
  %258 = xor i64 %224, %245
  %259 = and i64 %258, %248
  %260 = xor i64 %259, %245
  %261 = lshr i64 %260, 56
  %262 = trunc nuw i64 %261 to i8
  store i8 %262, ptr %0, align 1, !tbaa !9
  %263 = lshr i64 %260, 48
  %264 = trunc i64 %263 to i8
  %265 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %264, ptr %265, align 1, !tbaa !9
  %266 = lshr i64 %260, 40
  %267 = trunc i64 %266 to i8
  %268 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %267, ptr %268, align 1, !tbaa !9
  %269 = lshr i64 %260, 32
  %270 = trunc i64 %269 to i8
  %271 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %270, ptr %271, align 1, !tbaa !9
  %272 = lshr i64 %260, 24
  %273 = trunc i64 %272 to i8
  %274 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %273, ptr %274, align 1, !tbaa !9
  %275 = lshr i64 %260, 16
  %276 = trunc i64 %275 to i8
  %277 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %276, ptr %277, align 1, !tbaa !9
  %278 = lshr i64 %260, 8
  %279 = trunc i64 %278 to i8
  %280 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %279, ptr %280, align 1, !tbaa !9
  %281 = trunc i64 %260 to i8
  %282 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %281, ptr %282, align 1, !tbaa !9
  %283 = getelementptr inbounds i8, ptr %0, i64 8
  %284 = lshr i64 %257, 56
  %285 = trunc nuw i64 %284 to i8
  store i8 %285, ptr %283, align 1, !tbaa !9
  %286 = lshr i64 %257, 48
  %287 = trunc i64 %286 to i8
  %288 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %287, ptr %288, align 1, !tbaa !9
  %289 = lshr i64 %257, 40
  %290 = trunc i64 %289 to i8
  %291 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %290, ptr %291, align 1, !tbaa !9
  %292 = lshr i64 %257, 32
  %293 = trunc i64 %292 to i8
  %294 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %293, ptr %294, align 1, !tbaa !9
  %295 = lshr i64 %257, 24
  %296 = trunc i64 %295 to i8
  %297 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %296, ptr %297, align 1, !tbaa !9
  %298 = lshr i64 %257, 16
  %299 = trunc i64 %298 to i8
  %300 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %299, ptr %300, align 1, !tbaa !9
  %301 = lshr i64 %257, 8
  %302 = trunc i64 %301 to i8
  %303 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %302, ptr %303, align 1, !tbaa !9
  %304 = trunc i64 %257 to i8
  %305 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %304, ptr %305, align 1, !tbaa !9
  %306 = getelementptr inbounds i8, ptr %0, i64 16
  %307 = lshr i64 %254, 56
  %308 = trunc nuw i64 %307 to i8
  store i8 %308, ptr %306, align 1, !tbaa !9
  %309 = lshr i64 %254, 48
  %310 = trunc i64 %309 to i8
  %311 = getelementptr inbounds i8, ptr %0, i64 17
  store i8 %310, ptr %311, align 1, !tbaa !9
  %312 = lshr i64 %254, 40
  %313 = trunc i64 %312 to i8
  %314 = getelementptr inbounds i8, ptr %0, i64 18
  store i8 %313, ptr %314, align 1, !tbaa !9
  %315 = lshr i64 %254, 32
  %316 = trunc i64 %315 to i8
  %317 = getelementptr inbounds i8, ptr %0, i64 19
  store i8 %316, ptr %317, align 1, !tbaa !9
  %318 = lshr i64 %254, 24
  %319 = trunc i64 %318 to i8
  %320 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 %319, ptr %320, align 1, !tbaa !9
  %321 = lshr i64 %254, 16
  %322 = trunc i64 %321 to i8
  %323 = getelementptr inbounds i8, ptr %0, i64 21
  store i8 %322, ptr %323, align 1, !tbaa !9
  %324 = lshr i64 %254, 8
  %325 = trunc i64 %324 to i8
  %326 = getelementptr inbounds i8, ptr %0, i64 22
  store i8 %325, ptr %326, align 1, !tbaa !9
  %327 = trunc i64 %254 to i8
  %328 = getelementptr inbounds i8, ptr %0, i64 23
  store i8 %327, ptr %328, align 1, !tbaa !9
  %329 = getelementptr inbounds i8, ptr %0, i64 24
  %330 = lshr i64 %251, 56
  %331 = trunc nuw i64 %330 to i8
  store i8 %331, ptr %329, align 1, !tbaa !9
  %332 = lshr i64 %251, 48
  %333 = trunc i64 %332 to i8
  %334 = getelementptr inbounds i8, ptr %0, i64 25
  store i8 %333, ptr %334, align 1, !tbaa !9
  %335 = lshr i64 %251, 40
  %336 = trunc i64 %335 to i8
  %337 = getelementptr inbounds i8, ptr %0, i64 26
  store i8 %336, ptr %337, align 1, !tbaa !9
  %338 = lshr i64 %251, 32
  %339 = trunc i64 %338 to i8
  %340 = getelementptr inbounds i8, ptr %0, i64 27
  store i8 %339, ptr %340, align 1, !tbaa !9
  %341 = lshr i64 %251, 24
  %342 = trunc i64 %341 to i8
  %343 = getelementptr inbounds i8, ptr %0, i64 28
  store i8 %342, ptr %343, align 1, !tbaa !9
  %344 = lshr i64 %251, 16
  %345 = trunc i64 %344 to i8
  %346 = getelementptr inbounds i8, ptr %0, i64 29
  store i8 %345, ptr %346, align 1, !tbaa !9
  %347 = lshr i64 %251, 8
  %348 = trunc i64 %347 to i8
  %349 = getelementptr inbounds i8, ptr %0, i64 30
  store i8 %348, ptr %349, align 1, !tbaa !9
  %350 = trunc i64 %251 to i8
  %351 = getelementptr inbounds i8, ptr %0, i64 31
  store i8 %350, ptr %351, align 1, !tbaa !9
  br label %352

352:                                              ; preds = %9, %7, %3, %137
  %353 = phi i32 [ 0, %137 ], [ 1, %3 ], [ 17, %7 ], [ 19, %9 ]
  ret i32 %353
}

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @curve25519_scalar(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #6 {
  %5 = alloca [10 x i32], align 16
  %6 = alloca [10 x i32], align 16
  %7 = alloca [10 x i32], align 16
  %8 = alloca [10 x i32], align 16
  %9 = alloca [10 x i32], align 16
  %10 = alloca [10 x i32], align 16
  %11 = alloca [10 x i32], align 16
  %12 = alloca [10 x i32], align 16
  %13 = alloca [10 x i32], align 16
  %14 = alloca [10 x i32], align 16
  %15 = alloca [10 x i32], align 16
  %16 = alloca [10 x i32], align 16
  %17 = alloca %struct.Point, align 4
  %18 = alloca %struct.Point, align 8
  %19 = alloca [10 x i32], align 16
  %20 = alloca %struct.BlindPrf, align 8
  %21 = alloca [10 x i32], align 16
  %22 = icmp eq ptr %0, null
  %23 = icmp eq ptr %1, null
  %24 = or i1 %22, %23
  br i1 %24, label %638, label %25

25:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #13
  store i64 %3, ptr %20, align 8, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 0, ptr %26, align 8, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  call fastcc void @random_fe_25519(ptr noundef nonnull %17, ptr noundef nonnull %20)
  call fastcc void @random_fe_25519(ptr noundef nonnull %19, ptr noundef nonnull %20)
  call fastcc void @mul_25519(ptr noundef nonnull %18, ptr noundef nonnull readonly %0, ptr noundef nonnull %19)
  %27 = getelementptr inbounds i8, ptr %18, i64 40
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  call fastcc void @mul_25519(ptr noundef nonnull %27, ptr noundef nonnull readonly %28, ptr noundef nonnull %19)
  %29 = icmp eq i64 %2, 0
  br i1 %29, label %467, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %17, i64 40
  %32 = getelementptr inbounds i8, ptr %18, i64 4
  %33 = getelementptr inbounds i8, ptr %18, i64 44
  %34 = getelementptr inbounds i8, ptr %15, i64 4
  %35 = getelementptr inbounds i8, ptr %18, i64 8
  %36 = getelementptr inbounds i8, ptr %18, i64 48
  %37 = getelementptr inbounds i8, ptr %15, i64 8
  %38 = getelementptr inbounds i8, ptr %18, i64 12
  %39 = getelementptr inbounds i8, ptr %18, i64 52
  %40 = getelementptr inbounds i8, ptr %15, i64 12
  %41 = getelementptr inbounds i8, ptr %18, i64 16
  %42 = getelementptr inbounds i8, ptr %18, i64 56
  %43 = getelementptr inbounds i8, ptr %15, i64 16
  %44 = getelementptr inbounds i8, ptr %18, i64 20
  %45 = getelementptr inbounds i8, ptr %18, i64 60
  %46 = getelementptr inbounds i8, ptr %15, i64 20
  %47 = getelementptr inbounds i8, ptr %18, i64 24
  %48 = getelementptr inbounds i8, ptr %18, i64 64
  %49 = getelementptr inbounds i8, ptr %15, i64 24
  %50 = getelementptr inbounds i8, ptr %18, i64 28
  %51 = getelementptr inbounds i8, ptr %18, i64 68
  %52 = getelementptr inbounds i8, ptr %15, i64 28
  %53 = getelementptr inbounds i8, ptr %18, i64 32
  %54 = getelementptr inbounds i8, ptr %18, i64 72
  %55 = getelementptr inbounds i8, ptr %15, i64 32
  %56 = getelementptr inbounds i8, ptr %18, i64 36
  %57 = getelementptr inbounds i8, ptr %18, i64 76
  %58 = getelementptr inbounds i8, ptr %15, i64 36
  %59 = getelementptr inbounds i8, ptr %17, i64 4
  %60 = getelementptr inbounds i8, ptr %17, i64 44
  %61 = getelementptr inbounds i8, ptr %16, i64 4
  %62 = getelementptr inbounds i8, ptr %17, i64 8
  %63 = getelementptr inbounds i8, ptr %17, i64 48
  %64 = getelementptr inbounds i8, ptr %16, i64 8
  %65 = getelementptr inbounds i8, ptr %17, i64 12
  %66 = getelementptr inbounds i8, ptr %17, i64 52
  %67 = getelementptr inbounds i8, ptr %16, i64 12
  %68 = getelementptr inbounds i8, ptr %17, i64 16
  %69 = getelementptr inbounds i8, ptr %17, i64 56
  %70 = getelementptr inbounds i8, ptr %16, i64 16
  %71 = getelementptr inbounds i8, ptr %17, i64 20
  %72 = getelementptr inbounds i8, ptr %17, i64 60
  %73 = getelementptr inbounds i8, ptr %16, i64 20
  %74 = getelementptr inbounds i8, ptr %17, i64 24
  %75 = getelementptr inbounds i8, ptr %17, i64 64
  %76 = getelementptr inbounds i8, ptr %16, i64 24
  %77 = getelementptr inbounds i8, ptr %17, i64 28
  %78 = getelementptr inbounds i8, ptr %17, i64 68
  %79 = getelementptr inbounds i8, ptr %16, i64 28
  %80 = getelementptr inbounds i8, ptr %17, i64 32
  %81 = getelementptr inbounds i8, ptr %17, i64 72
  %82 = getelementptr inbounds i8, ptr %16, i64 32
  %83 = getelementptr inbounds i8, ptr %17, i64 36
  %84 = getelementptr inbounds i8, ptr %17, i64 76
  %85 = getelementptr inbounds i8, ptr %16, i64 36
  br label %86

86:                                               ; preds = %120, %30
  %87 = phi i32 [ 7, %30 ], [ %463, %120 ]
  %88 = phi i64 [ 0, %30 ], [ %462, %120 ]
  %89 = phi i32 [ 0, %30 ], [ %94, %120 ]
  %90 = getelementptr inbounds i8, ptr %1, i64 %88
  %91 = load i8, ptr %90, align 1, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = lshr i32 %92, %87
  %94 = and i32 %93, 1
  %95 = icmp ne i32 %89, %94
  %96 = zext i1 %95 to i64
  %97 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %96) #14, !srcloc !13
  %98 = trunc i64 %97 to i32
  %99 = sub i32 0, %98
  br label %100

100:                                              ; preds = %100, %86
  %101 = phi i64 [ 0, %86 ], [ %118, %100 ]
  %102 = getelementptr inbounds i32, ptr %17, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !10
  %104 = getelementptr inbounds i32, ptr %18, i64 %101
  %105 = load i32, ptr %104, align 4, !tbaa !10
  %106 = xor i32 %105, %103
  %107 = and i32 %106, %99
  %108 = xor i32 %107, %103
  store i32 %108, ptr %102, align 4, !tbaa !10
  %109 = xor i32 %107, %105
  store i32 %109, ptr %104, align 4, !tbaa !10
  %110 = getelementptr inbounds i32, ptr %31, i64 %101
  %111 = load i32, ptr %110, align 4, !tbaa !10
  %112 = getelementptr inbounds i32, ptr %27, i64 %101
  %113 = load i32, ptr %112, align 4, !tbaa !10
  %114 = xor i32 %113, %111
  %115 = and i32 %114, %99
  %116 = xor i32 %115, %111
  store i32 %116, ptr %110, align 4, !tbaa !10
  %117 = xor i32 %115, %113
  store i32 %117, ptr %112, align 4, !tbaa !10
  %118 = add nuw nsw i64 %101, 1
  %119 = icmp eq i64 %118, 10
  br i1 %119, label %120, label %100, !llvm.loop !18

120:                                              ; preds = %100
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #13
  %121 = load <2 x i32>, ptr %18, align 8, !tbaa !10
  %122 = extractelement <2 x i32> %121, i64 0
  %123 = add i32 %122, 134217690
  %124 = extractelement <2 x i32> %121, i64 1
  %125 = add i32 %124, 67108862
  %126 = load <2 x i32>, ptr %27, align 8, !tbaa !10
  %127 = extractelement <2 x i32> %126, i64 0
  %128 = sub i32 %123, %127
  %129 = extractelement <2 x i32> %126, i64 1
  %130 = sub i32 %125, %129
  %131 = load i32, ptr %35, align 8, !tbaa !10
  %132 = add i32 %131, 134217726
  %133 = load i32, ptr %36, align 8, !tbaa !10
  %134 = sub i32 %132, %133
  %135 = load i32, ptr %38, align 4, !tbaa !10
  %136 = add i32 %135, 67108862
  %137 = load i32, ptr %39, align 4, !tbaa !10
  %138 = sub i32 %136, %137
  %139 = load i32, ptr %41, align 8, !tbaa !10
  %140 = add i32 %139, 134217726
  %141 = load i32, ptr %42, align 8, !tbaa !10
  %142 = sub i32 %140, %141
  %143 = load i32, ptr %44, align 4, !tbaa !10
  %144 = add i32 %143, 67108862
  %145 = load i32, ptr %45, align 4, !tbaa !10
  %146 = sub i32 %144, %145
  %147 = load i32, ptr %47, align 8, !tbaa !10
  %148 = add i32 %147, 134217726
  %149 = load i32, ptr %48, align 8, !tbaa !10
  %150 = sub i32 %148, %149
  %151 = load i32, ptr %50, align 4, !tbaa !10
  %152 = add i32 %151, 67108862
  %153 = load i32, ptr %51, align 4, !tbaa !10
  %154 = sub i32 %152, %153
  %155 = load i32, ptr %53, align 8, !tbaa !10
  %156 = add i32 %155, 134217726
  %157 = load i32, ptr %54, align 8, !tbaa !10
  %158 = sub i32 %156, %157
  %159 = load i32, ptr %56, align 4, !tbaa !10
  %160 = add i32 %159, 67108862
  %161 = load i32, ptr %57, align 4, !tbaa !10
  %162 = lshr i32 %158, 26
  %163 = and i32 %158, 67108863
  %164 = add i32 %160, %162
  %165 = sub i32 %164, %161
  %166 = lshr i32 %165, 25
  %167 = mul nuw nsw i32 %166, 19
  %168 = and i32 %165, 33554431
  %169 = add i32 %128, %167
  %170 = lshr i32 %169, 26
  %171 = and i32 %169, 67108863
  %172 = add i32 %130, %170
  %173 = lshr i32 %172, 25
  %174 = and i32 %172, 33554431
  %175 = add i32 %134, %173
  %176 = lshr i32 %175, 26
  %177 = and i32 %175, 67108863
  %178 = add i32 %138, %176
  %179 = lshr i32 %178, 25
  %180 = and i32 %178, 33554431
  %181 = add i32 %142, %179
  %182 = lshr i32 %181, 26
  %183 = and i32 %181, 67108863
  %184 = add i32 %146, %182
  %185 = lshr i32 %184, 25
  %186 = and i32 %184, 33554431
  %187 = add i32 %150, %185
  %188 = lshr i32 %187, 26
  %189 = and i32 %187, 67108863
  %190 = add i32 %154, %188
  %191 = lshr i32 %190, 25
  %192 = and i32 %190, 33554431
  %193 = add nuw nsw i32 %191, %163
  %194 = lshr i32 %193, 26
  %195 = and i32 %193, 67108863
  %196 = add nuw nsw i32 %194, %168
  store i32 %171, ptr %15, align 16, !tbaa !10
  store i32 %174, ptr %34, align 4, !tbaa !10
  store i32 %177, ptr %37, align 8, !tbaa !10
  store i32 %180, ptr %40, align 4, !tbaa !10
  store i32 %183, ptr %43, align 16, !tbaa !10
  store i32 %186, ptr %46, align 4, !tbaa !10
  store i32 %189, ptr %49, align 8, !tbaa !10
  store i32 %192, ptr %52, align 4, !tbaa !10
  store i32 %195, ptr %55, align 16, !tbaa !10
  store i32 %196, ptr %58, align 4, !tbaa !10
  %197 = load i32, ptr %17, align 4, !tbaa !10
  %198 = add i32 %197, 134217690
  %199 = load i32, ptr %31, align 4, !tbaa !10
  %200 = sub i32 %198, %199
  %201 = load i32, ptr %59, align 4, !tbaa !10
  %202 = add i32 %201, 67108862
  %203 = load i32, ptr %60, align 4, !tbaa !10
  %204 = sub i32 %202, %203
  %205 = load i32, ptr %62, align 4, !tbaa !10
  %206 = add i32 %205, 134217726
  %207 = load i32, ptr %63, align 4, !tbaa !10
  %208 = sub i32 %206, %207
  %209 = load i32, ptr %65, align 4, !tbaa !10
  %210 = add i32 %209, 67108862
  %211 = load i32, ptr %66, align 4, !tbaa !10
  %212 = sub i32 %210, %211
  %213 = load i32, ptr %68, align 4, !tbaa !10
  %214 = add i32 %213, 134217726
  %215 = load i32, ptr %69, align 4, !tbaa !10
  %216 = sub i32 %214, %215
  %217 = load i32, ptr %71, align 4, !tbaa !10
  %218 = add i32 %217, 67108862
  %219 = load i32, ptr %72, align 4, !tbaa !10
  %220 = sub i32 %218, %219
  %221 = load i32, ptr %74, align 4, !tbaa !10
  %222 = add i32 %221, 134217726
  %223 = load i32, ptr %75, align 4, !tbaa !10
  %224 = sub i32 %222, %223
  %225 = load i32, ptr %77, align 4, !tbaa !10
  %226 = add i32 %225, 67108862
  %227 = load i32, ptr %78, align 4, !tbaa !10
  %228 = sub i32 %226, %227
  %229 = load <2 x i32>, ptr %80, align 4, !tbaa !10
  %230 = extractelement <2 x i32> %229, i64 0
  %231 = add i32 %230, 134217726
  %232 = extractelement <2 x i32> %229, i64 1
  %233 = add i32 %232, 67108862
  %234 = load <2 x i32>, ptr %81, align 4, !tbaa !10
  %235 = extractelement <2 x i32> %234, i64 0
  %236 = sub i32 %231, %235
  %237 = lshr i32 %236, 26
  %238 = and i32 %236, 67108863
  %239 = add i32 %233, %237
  %240 = extractelement <2 x i32> %234, i64 1
  %241 = sub i32 %239, %240
  %242 = lshr i32 %241, 25
  %243 = mul nuw nsw i32 %242, 19
  %244 = and i32 %241, 33554431
  %245 = add i32 %200, %243
  %246 = lshr i32 %245, 26
  %247 = and i32 %245, 67108863
  %248 = add i32 %204, %246
  %249 = lshr i32 %248, 25
  %250 = and i32 %248, 33554431
  %251 = add i32 %208, %249
  %252 = lshr i32 %251, 26
  %253 = and i32 %251, 67108863
  %254 = add i32 %212, %252
  %255 = lshr i32 %254, 25
  %256 = and i32 %254, 33554431
  %257 = add i32 %216, %255
  %258 = lshr i32 %257, 26
  %259 = and i32 %257, 67108863
  %260 = add i32 %220, %258
  %261 = lshr i32 %260, 25
  %262 = and i32 %260, 33554431
  %263 = add i32 %224, %261
  %264 = lshr i32 %263, 26
  %265 = and i32 %263, 67108863
  %266 = add i32 %228, %264
  %267 = lshr i32 %266, 25
  %268 = and i32 %266, 33554431
  %269 = add nuw nsw i32 %267, %238
  %270 = lshr i32 %269, 26
  %271 = and i32 %269, 67108863
  %272 = add nuw nsw i32 %270, %244
  store i32 %247, ptr %16, align 16, !tbaa !10
  store i32 %250, ptr %61, align 4, !tbaa !10
  store i32 %253, ptr %64, align 8, !tbaa !10
  store i32 %256, ptr %67, align 4, !tbaa !10
  store i32 %259, ptr %70, align 16, !tbaa !10
  store i32 %262, ptr %73, align 4, !tbaa !10
  store i32 %265, ptr %76, align 8, !tbaa !10
  store i32 %268, ptr %79, align 4, !tbaa !10
  store i32 %271, ptr %82, align 16, !tbaa !10
  store i32 %272, ptr %85, align 4, !tbaa !10
  %273 = add i32 %199, %197
  store i32 %273, ptr %17, align 4, !tbaa !10
  %274 = add i32 %203, %201
  store i32 %274, ptr %59, align 4, !tbaa !10
  %275 = add i32 %207, %205
  store i32 %275, ptr %62, align 4, !tbaa !10
  %276 = add i32 %211, %209
  store i32 %276, ptr %65, align 4, !tbaa !10
  %277 = add i32 %215, %213
  store i32 %277, ptr %68, align 4, !tbaa !10
  %278 = add i32 %219, %217
  store i32 %278, ptr %71, align 4, !tbaa !10
  %279 = add i32 %223, %221
  store i32 %279, ptr %74, align 4, !tbaa !10
  %280 = add i32 %227, %225
  store i32 %280, ptr %77, align 4, !tbaa !10
  %281 = add <2 x i32> %234, %229
  %282 = add <2 x i32> %126, %121
  %283 = shufflevector <2 x i32> %281, <2 x i32> %282, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i32> %283, ptr %80, align 4, !tbaa !10
  %284 = add i32 %133, %131
  store i32 %284, ptr %63, align 4, !tbaa !10
  %285 = add i32 %137, %135
  store i32 %285, ptr %66, align 4, !tbaa !10
  %286 = add i32 %141, %139
  store i32 %286, ptr %69, align 4, !tbaa !10
  %287 = add i32 %145, %143
  store i32 %287, ptr %72, align 4, !tbaa !10
  %288 = add i32 %149, %147
  store i32 %288, ptr %75, align 4, !tbaa !10
  %289 = add i32 %153, %151
  store i32 %289, ptr %78, align 4, !tbaa !10
  %290 = add i32 %157, %155
  store i32 %290, ptr %81, align 4, !tbaa !10
  %291 = add i32 %161, %159
  store i32 %291, ptr %84, align 4, !tbaa !10
  call fastcc void @mul_25519(ptr noundef nonnull %27, ptr noundef nonnull %15, ptr noundef nonnull %17)
  call fastcc void @mul_25519(ptr noundef nonnull %31, ptr noundef nonnull %31, ptr noundef nonnull %16)
  %292 = load i32, ptr %27, align 8, !tbaa !10
  %293 = load i32, ptr %31, align 4, !tbaa !10
  %294 = add i32 %293, %292
  store i32 %294, ptr %18, align 8, !tbaa !10
  %295 = load i32, ptr %33, align 4, !tbaa !10
  %296 = load i32, ptr %60, align 4, !tbaa !10
  %297 = add i32 %296, %295
  store i32 %297, ptr %32, align 4, !tbaa !10
  %298 = load i32, ptr %36, align 8, !tbaa !10
  %299 = load i32, ptr %63, align 4, !tbaa !10
  %300 = add i32 %299, %298
  store i32 %300, ptr %35, align 8, !tbaa !10
  %301 = load i32, ptr %39, align 4, !tbaa !10
  %302 = load i32, ptr %66, align 4, !tbaa !10
  %303 = add i32 %302, %301
  store i32 %303, ptr %38, align 4, !tbaa !10
  %304 = load i32, ptr %42, align 8, !tbaa !10
  %305 = load i32, ptr %69, align 4, !tbaa !10
  %306 = add i32 %305, %304
  store i32 %306, ptr %41, align 8, !tbaa !10
  %307 = load i32, ptr %45, align 4, !tbaa !10
  %308 = load i32, ptr %72, align 4, !tbaa !10
  %309 = add i32 %308, %307
  store i32 %309, ptr %44, align 4, !tbaa !10
  %310 = load i32, ptr %48, align 8, !tbaa !10
  %311 = load i32, ptr %75, align 4, !tbaa !10
  %312 = add i32 %311, %310
  store i32 %312, ptr %47, align 8, !tbaa !10
  %313 = load i32, ptr %51, align 4, !tbaa !10
  %314 = load i32, ptr %78, align 4, !tbaa !10
  %315 = add i32 %314, %313
  store i32 %315, ptr %50, align 4, !tbaa !10
  %316 = load i32, ptr %54, align 8, !tbaa !10
  %317 = load i32, ptr %81, align 4, !tbaa !10
  %318 = add i32 %317, %316
  store i32 %318, ptr %53, align 8, !tbaa !10
  %319 = load i32, ptr %57, align 4, !tbaa !10
  %320 = load i32, ptr %84, align 4, !tbaa !10
  %321 = add i32 %320, %319
  store i32 %321, ptr %56, align 4, !tbaa !10
  %322 = add i32 %292, 134217690
  %323 = sub i32 %322, %293
  %324 = add i32 %295, 67108862
  %325 = sub i32 %324, %296
  %326 = add i32 %298, 134217726
  %327 = sub i32 %326, %299
  %328 = add i32 %301, 67108862
  %329 = sub i32 %328, %302
  %330 = add i32 %304, 134217726
  %331 = sub i32 %330, %305
  %332 = add i32 %307, 67108862
  %333 = sub i32 %332, %308
  %334 = add i32 %310, 134217726
  %335 = sub i32 %334, %311
  %336 = add i32 %313, 67108862
  %337 = sub i32 %336, %314
  %338 = add i32 %316, 134217726
  %339 = sub i32 %338, %317
  %340 = add i32 %319, 67108862
  %341 = lshr i32 %339, 26
  %342 = and i32 %339, 67108863
  %343 = add i32 %340, %341
  %344 = sub i32 %343, %320
  %345 = lshr i32 %344, 25
  %346 = mul nuw nsw i32 %345, 19
  %347 = and i32 %344, 33554431
  %348 = add i32 %323, %346
  %349 = lshr i32 %348, 26
  %350 = and i32 %348, 67108863
  %351 = add i32 %325, %349
  %352 = lshr i32 %351, 25
  %353 = and i32 %351, 33554431
  %354 = add i32 %327, %352
  %355 = lshr i32 %354, 26
  %356 = and i32 %354, 67108863
  %357 = add i32 %329, %355
  %358 = lshr i32 %357, 25
  %359 = and i32 %357, 33554431
  %360 = add i32 %331, %358
  %361 = lshr i32 %360, 26
  %362 = and i32 %360, 67108863
  %363 = add i32 %333, %361
  %364 = lshr i32 %363, 25
  %365 = and i32 %363, 33554431
  %366 = add i32 %335, %364
  %367 = lshr i32 %366, 26
  %368 = and i32 %366, 67108863
  %369 = add i32 %337, %367
  %370 = lshr i32 %369, 25
  %371 = and i32 %369, 33554431
  %372 = add nuw nsw i32 %370, %342
  %373 = lshr i32 %372, 26
  %374 = and i32 %372, 67108863
  %375 = add nuw nsw i32 %373, %347
  store i32 %350, ptr %31, align 4, !tbaa !10
  store i32 %353, ptr %60, align 4, !tbaa !10
  store i32 %356, ptr %63, align 4, !tbaa !10
  store i32 %359, ptr %66, align 4, !tbaa !10
  store i32 %362, ptr %69, align 4, !tbaa !10
  store i32 %365, ptr %72, align 4, !tbaa !10
  store i32 %368, ptr %75, align 4, !tbaa !10
  store i32 %371, ptr %78, align 4, !tbaa !10
  store i32 %374, ptr %81, align 4, !tbaa !10
  store i32 %375, ptr %84, align 4, !tbaa !10
  call fastcc void @mul_25519(ptr noundef nonnull %18, ptr noundef nonnull %18, ptr noundef nonnull %18)
  call fastcc void @mul_25519(ptr noundef nonnull %31, ptr noundef nonnull %31, ptr noundef nonnull %31)
  call fastcc void @mul_25519(ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %16)
  call fastcc void @mul_25519(ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %17)
  %376 = load i32, ptr %16, align 16, !tbaa !10
  %377 = add i32 %376, 134217690
  %378 = load i32, ptr %61, align 4, !tbaa !10
  %379 = add i32 %378, 67108862
  %380 = load i32, ptr %64, align 8, !tbaa !10
  %381 = add i32 %380, 134217726
  %382 = load i32, ptr %67, align 4, !tbaa !10
  %383 = add i32 %382, 67108862
  %384 = load i32, ptr %70, align 16, !tbaa !10
  %385 = add i32 %384, 134217726
  %386 = load i32, ptr %73, align 4, !tbaa !10
  %387 = add i32 %386, 67108862
  %388 = load i32, ptr %76, align 8, !tbaa !10
  %389 = add i32 %388, 134217726
  %390 = load i32, ptr %79, align 4, !tbaa !10
  %391 = add i32 %390, 67108862
  %392 = load i32, ptr %82, align 16, !tbaa !10
  %393 = add i32 %392, 134217726
  %394 = load i32, ptr %85, align 4, !tbaa !10
  %395 = add i32 %394, 67108862
  %396 = load <4 x i32>, ptr %15, align 16, !tbaa !10
  %397 = extractelement <4 x i32> %396, i64 0
  %398 = sub i32 %377, %397
  %399 = extractelement <4 x i32> %396, i64 1
  %400 = sub i32 %379, %399
  %401 = extractelement <4 x i32> %396, i64 2
  %402 = sub i32 %381, %401
  %403 = extractelement <4 x i32> %396, i64 3
  %404 = sub i32 %383, %403
  %405 = load <4 x i32>, ptr %43, align 16, !tbaa !10
  %406 = extractelement <4 x i32> %405, i64 0
  %407 = sub i32 %385, %406
  %408 = extractelement <4 x i32> %405, i64 1
  %409 = sub i32 %387, %408
  %410 = extractelement <4 x i32> %405, i64 2
  %411 = sub i32 %389, %410
  %412 = extractelement <4 x i32> %405, i64 3
  %413 = sub i32 %391, %412
  %414 = load <2 x i32>, ptr %55, align 16, !tbaa !10
  %415 = extractelement <2 x i32> %414, i64 0
  %416 = sub i32 %393, %415
  %417 = lshr i32 %416, 26
  %418 = and i32 %416, 67108863
  %419 = add i32 %395, %417
  %420 = extractelement <2 x i32> %414, i64 1
  %421 = sub i32 %419, %420
  %422 = lshr i32 %421, 25
  %423 = mul nuw nsw i32 %422, 19
  %424 = and i32 %421, 33554431
  %425 = add i32 %398, %423
  %426 = lshr i32 %425, 26
  %427 = and i32 %425, 67108863
  %428 = add i32 %400, %426
  %429 = lshr i32 %428, 25
  %430 = and i32 %428, 33554431
  %431 = add i32 %402, %429
  %432 = lshr i32 %431, 26
  %433 = and i32 %431, 67108863
  %434 = add i32 %404, %432
  %435 = lshr i32 %434, 25
  %436 = and i32 %434, 33554431
  store i32 %427, ptr %17, align 4, !tbaa !10
  store i32 %430, ptr %59, align 4, !tbaa !10
  store i32 %433, ptr %62, align 4, !tbaa !10
  store i32 %436, ptr %65, align 4, !tbaa !10
  %437 = add i32 %407, %435
  %438 = lshr i32 %437, 26
  %439 = and i32 %437, 67108863
  %440 = add i32 %409, %438
  %441 = lshr i32 %440, 25
  %442 = and i32 %440, 33554431
  %443 = add i32 %411, %441
  %444 = lshr i32 %443, 26
  %445 = and i32 %443, 67108863
  %446 = add i32 %413, %444
  %447 = lshr i32 %446, 25
  %448 = and i32 %446, 33554431
  %449 = add nuw nsw i32 %447, %418
  %450 = lshr i32 %449, 26
  %451 = and i32 %449, 67108863
  %452 = add nuw nsw i32 %450, %424
  store i32 %439, ptr %68, align 4, !tbaa !10
  store i32 %442, ptr %71, align 4, !tbaa !10
  store i32 %445, ptr %74, align 4, !tbaa !10
  store i32 %448, ptr %77, align 4, !tbaa !10
  store i32 %451, ptr %80, align 4, !tbaa !10
  store i32 %452, ptr %83, align 4, !tbaa !10
  call fastcc void @mul_25519(ptr noundef nonnull %27, ptr noundef readonly %0, ptr noundef nonnull %31)
  call fastcc void @mul_25519(ptr noundef nonnull %31, ptr noundef nonnull @curve25519_ladder_step.a24, ptr noundef nonnull %17)
  %453 = load <4 x i32>, ptr %31, align 4, !tbaa !10
  %454 = add <4 x i32> %453, %396
  store <4 x i32> %454, ptr %31, align 4, !tbaa !10
  %455 = load <4 x i32>, ptr %69, align 4, !tbaa !10
  %456 = add <4 x i32> %455, %405
  store <4 x i32> %456, ptr %69, align 4, !tbaa !10
  %457 = load <2 x i32>, ptr %81, align 4, !tbaa !10
  %458 = add <2 x i32> %457, %414
  store <2 x i32> %458, ptr %81, align 4, !tbaa !10
  call fastcc void @mul_25519(ptr noundef nonnull %31, ptr noundef nonnull %17, ptr noundef nonnull %31)
  call fastcc void @mul_25519(ptr noundef nonnull %17, ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #13
  %459 = add i32 %87, -1
  %460 = icmp eq i32 %87, 0
  %461 = zext i1 %460 to i64
  %462 = add i64 %88, %461
  %463 = select i1 %460, i32 7, i32 %459
  %464 = icmp ult i64 %462, %2
  br i1 %464, label %86, label %465, !llvm.loop !20

465:                                              ; preds = %120
  %466 = zext nneg i32 %94 to i64
  br label %467

467:                                              ; preds = %465, %25
  %468 = phi i64 [ 0, %25 ], [ %466, %465 ]
  %469 = getelementptr inbounds i8, ptr %17, i64 40
  %470 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %468) #14, !srcloc !13
  %471 = trunc i64 %470 to i32
  %472 = sub i32 0, %471
  br label %473

473:                                              ; preds = %473, %467
  %474 = phi i64 [ 0, %467 ], [ %491, %473 ]
  %475 = getelementptr inbounds i32, ptr %17, i64 %474
  %476 = load i32, ptr %475, align 4, !tbaa !10
  %477 = getelementptr inbounds i32, ptr %18, i64 %474
  %478 = load i32, ptr %477, align 4, !tbaa !10
  %479 = xor i32 %478, %476
  %480 = and i32 %479, %472
  %481 = xor i32 %480, %476
  store i32 %481, ptr %475, align 4, !tbaa !10
  %482 = xor i32 %480, %478
  store i32 %482, ptr %477, align 4, !tbaa !10
  %483 = getelementptr inbounds i32, ptr %469, i64 %474
  %484 = load i32, ptr %483, align 4, !tbaa !10
  %485 = getelementptr inbounds i32, ptr %27, i64 %474
  %486 = load i32, ptr %485, align 4, !tbaa !10
  %487 = xor i32 %486, %484
  %488 = and i32 %487, %472
  %489 = xor i32 %488, %484
  store i32 %489, ptr %483, align 4, !tbaa !10
  %490 = xor i32 %488, %486
  store i32 %490, ptr %485, align 4, !tbaa !10
  %491 = add nuw nsw i64 %474, 1
  %492 = icmp eq i64 %491, 10
  br i1 %492, label %493, label %473, !llvm.loop !18

493:                                              ; preds = %473
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, i8 0, i64 80, i1 false)
  %494 = load i32, ptr %469, align 4, !tbaa !10
  %495 = zext i32 %494 to i64
  %496 = getelementptr inbounds i8, ptr %17, i64 44
  %497 = load i32, ptr %496, align 4, !tbaa !10
  %498 = zext i32 %497 to i64
  %499 = shl nuw nsw i64 %498, 26
  %500 = or i64 %499, %495
  %501 = getelementptr inbounds i8, ptr %17, i64 48
  %502 = load i32, ptr %501, align 4, !tbaa !10
  %503 = and i32 %502, 8191
  %504 = zext nneg i32 %503 to i64
  %505 = shl nuw i64 %504, 51
  %506 = or i64 %500, %505
  %507 = lshr i32 %502, 13
  %508 = zext nneg i32 %507 to i64
  %509 = getelementptr inbounds i8, ptr %17, i64 52
  %510 = load i32, ptr %509, align 4, !tbaa !10
  %511 = zext i32 %510 to i64
  %512 = shl nuw nsw i64 %511, 13
  %513 = or i64 %512, %508
  %514 = getelementptr inbounds i8, ptr %17, i64 56
  %515 = load i32, ptr %514, align 4, !tbaa !10
  %516 = zext i32 %515 to i64
  %517 = shl i64 %516, 38
  %518 = or i64 %513, %517
  %519 = getelementptr inbounds i8, ptr %17, i64 60
  %520 = load i32, ptr %519, align 4, !tbaa !10
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %17, i64 64
  %523 = load i32, ptr %522, align 4, !tbaa !10
  %524 = zext i32 %523 to i64
  %525 = shl nuw nsw i64 %524, 25
  %526 = or i64 %525, %521
  %527 = getelementptr inbounds i8, ptr %17, i64 68
  %528 = load i32, ptr %527, align 4, !tbaa !10
  %529 = and i32 %528, 8191
  %530 = zext nneg i32 %529 to i64
  %531 = shl nuw i64 %530, 51
  %532 = or i64 %526, %531
  %533 = lshr i32 %528, 13
  %534 = zext nneg i32 %533 to i64
  %535 = getelementptr inbounds i8, ptr %17, i64 72
  %536 = load i32, ptr %535, align 4, !tbaa !10
  %537 = zext i32 %536 to i64
  %538 = shl nuw nsw i64 %537, 12
  %539 = or i64 %538, %534
  %540 = getelementptr inbounds i8, ptr %17, i64 76
  %541 = load i32, ptr %540, align 4, !tbaa !10
  %542 = zext i32 %541 to i64
  %543 = shl i64 %542, 38
  %544 = or i64 %539, %543
  %545 = zext i64 %506 to i128
  %546 = add nsw i128 %545, -18446744073709551597
  %547 = trunc i128 %546 to i64
  %548 = zext i64 %518 to i128
  %549 = ashr i128 %546, 64
  %550 = add nsw i128 %548, -18446744073709551615
  %551 = add nsw i128 %550, %549
  %552 = trunc i128 %551 to i64
  %553 = zext i64 %532 to i128
  %554 = ashr i128 %551, 64
  %555 = add nsw i128 %554, -18446744073709551615
  %556 = add nsw i128 %555, %553
  %557 = trunc i128 %556 to i64
  %558 = zext i64 %544 to i128
  %559 = ashr i128 %556, 64
  %560 = add nsw i128 %558, -9223372036854775807
  %561 = add nsw i128 %560, %559
  %562 = lshr i128 %561, 64
  %563 = trunc nuw i128 %562 to i64
  %564 = and i64 %563, 1
  %565 = trunc i128 %561 to i64
  %566 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %564) #14, !srcloc !13
  %567 = sub i64 0, %566
  %568 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %567) #14, !srcloc !13
  %569 = xor i64 %506, %547
  %570 = and i64 %568, %569
  %571 = xor i64 %570, %547
  %572 = xor i64 %518, %552
  %573 = and i64 %572, %568
  %574 = xor i64 %573, %552
  %575 = xor i64 %532, %557
  %576 = and i64 %575, %568
  %577 = xor i64 %576, %557
  %578 = xor i64 %544, %565
  %579 = and i64 %578, %568
  %580 = xor i64 %579, %565
  %581 = zext i64 %571 to i128
  %582 = add nsw i128 %581, -18446744073709551597
  %583 = trunc i128 %582 to i64
  %584 = zext i64 %574 to i128
  %585 = ashr i128 %582, 64
  %586 = add nsw i128 %584, -18446744073709551615
  %587 = add nsw i128 %586, %585
  %588 = trunc i128 %587 to i64
  %589 = zext i64 %577 to i128
  %590 = ashr i128 %587, 64
  %591 = add nsw i128 %589, -18446744073709551615
  %592 = add nsw i128 %591, %590
  %593 = trunc i128 %592 to i64
  %594 = zext i64 %580 to i128
  %595 = ashr i128 %592, 64
  %596 = add nsw i128 %594, -9223372036854775807
  %597 = add nsw i128 %596, %595
  %598 = lshr i128 %597, 64
  %599 = trunc nuw i128 %598 to i64
  %600 = and i64 %599, 1
  %601 = trunc i128 %597 to i64
  %602 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %600) #14, !srcloc !13
  %603 = sub i64 0, %602
  %604 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %603) #14, !srcloc !13
  %605 = xor i64 %571, %583
  %606 = and i64 %605, %604
  %607 = xor i64 %574, %588
  %608 = and i64 %607, %604
  %609 = xor i64 %577, %593
  %610 = and i64 %609, %604
  %611 = xor i64 %580, %601
  %612 = and i64 %611, %604
  %613 = icmp ne i64 %606, %583
  %614 = icmp ne i64 %608, %588
  %615 = or i1 %613, %614
  %616 = icmp ne i64 %610, %593
  %617 = or i1 %615, %616
  %618 = icmp ne i64 %612, %601
  %619 = or i1 %617, %618
  br i1 %619, label %621, label %620

620:                                              ; preds = %493
  store i32 1, ptr %0, align 4, !tbaa !10
  br label %637

621:                                              ; preds = %493
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #13
  call fastcc void @mul_25519(ptr noundef nonnull %6, ptr noundef nonnull readonly %469, ptr noundef nonnull readonly %469)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %7, ptr noundef nonnull %5, ptr noundef nonnull readonly %469)
  call fastcc void @mul_25519(ptr noundef nonnull %14, ptr noundef nonnull %7, ptr noundef nonnull %6)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %14, ptr noundef nonnull %14)
  call fastcc void @mul_25519(ptr noundef nonnull %8, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %8, ptr noundef nonnull %8)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %8)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull align 16 dereferenceable(40) %5, i64 40, i1 false)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %10, ptr noundef nonnull align 16 dereferenceable(40) %5, i64 40, i1 false)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %10)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %11, ptr noundef nonnull align 16 dereferenceable(40) %5, i64 40, i1 false)
  br label %622

622:                                              ; preds = %622, %621
  %623 = phi i32 [ 0, %621 ], [ %624, %622 ]
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  %624 = add nuw nsw i32 %623, 1
  %625 = icmp eq i32 %624, 50
  br i1 %625, label %626, label %622, !llvm.loop !21

626:                                              ; preds = %622
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %12, ptr noundef nonnull align 16 dereferenceable(40) %5, i64 40, i1 false)
  br label %627

627:                                              ; preds = %627, %626
  %628 = phi i32 [ 0, %626 ], [ %629, %627 ]
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  %629 = add nuw nsw i32 %628, 1
  %630 = icmp eq i32 %629, 100
  br i1 %630, label %631, label %627, !llvm.loop !22

631:                                              ; preds = %627
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %12)
  br label %632

632:                                              ; preds = %632, %631
  %633 = phi i32 [ 0, %631 ], [ %634, %632 ]
  call fastcc void @mul_25519(ptr noundef nonnull %5, ptr noundef nonnull %5, ptr noundef nonnull %5)
  %634 = add nuw nsw i32 %633, 1
  %635 = icmp eq i32 %634, 50
  br i1 %635, label %636, label %632, !llvm.loop !23

636:                                              ; preds = %632
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %5, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #13
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %13, ptr noundef nonnull %13)
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %13, ptr noundef nonnull %13)
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %13, ptr noundef nonnull %13)
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %13, ptr noundef nonnull %13)
  call fastcc void @mul_25519(ptr noundef nonnull %13, ptr noundef nonnull %13, ptr noundef nonnull %13)
  call fastcc void @mul_25519(ptr noundef nonnull %21, ptr noundef nonnull %13, ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #13
  call fastcc void @mul_25519(ptr noundef %0, ptr noundef nonnull %17, ptr noundef nonnull %21)
  store i32 1, ptr %28, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #13
  br label %637

637:                                              ; preds = %620, %636
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #13
  br label %638

638:                                              ; preds = %4, %637
  %639 = phi i32 [ 0, %637 ], [ 1, %4 ]
  ret i32 %639
}

; Function Attrs: nounwind memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @curve25519_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #6 {
  %3 = alloca [10 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #13
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  call fastcc void @mul_25519(ptr noundef nonnull %3, ptr noundef %0, ptr noundef nonnull %4)
  %5 = load i32, ptr %3, align 16, !tbaa !10
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i8, ptr %3, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !10
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 26
  %11 = or i64 %10, %6
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !10
  %14 = and i32 %13, 8191
  %15 = zext nneg i32 %14 to i64
  %16 = shl nuw i64 %15, 51
  %17 = or i64 %11, %16
  %18 = lshr i32 %13, 13
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %3, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = zext i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 13
  %24 = or i64 %23, %19
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = load i32, ptr %25, align 16, !tbaa !10
  %27 = zext i32 %26 to i64
  %28 = shl i64 %27, 38
  %29 = or i64 %24, %28
  %30 = getelementptr inbounds i8, ptr %3, i64 20
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %3, i64 24
  %34 = load i32, ptr %33, align 8, !tbaa !10
  %35 = zext i32 %34 to i64
  %36 = shl nuw nsw i64 %35, 25
  %37 = or i64 %36, %32
  %38 = getelementptr inbounds i8, ptr %3, i64 28
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = and i32 %39, 8191
  %41 = zext nneg i32 %40 to i64
  %42 = shl nuw i64 %41, 51
  %43 = or i64 %37, %42
  %44 = lshr i32 %39, 13
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %3, i64 32
  %47 = load i32, ptr %46, align 16, !tbaa !10
  %48 = zext i32 %47 to i64
  %49 = shl nuw nsw i64 %48, 12
  %50 = or i64 %49, %45
  %51 = getelementptr inbounds i8, ptr %3, i64 36
  %52 = load i32, ptr %51, align 4, !tbaa !10
  %53 = zext i32 %52 to i64
  %54 = shl i64 %53, 38
  %55 = or i64 %50, %54
  %56 = zext i64 %17 to i128
  %57 = add nsw i128 %56, -18446744073709551597
  %58 = trunc i128 %57 to i64
  %59 = zext i64 %29 to i128
  %60 = ashr i128 %57, 64
  %61 = add nsw i128 %59, -18446744073709551615
  %62 = add nsw i128 %61, %60
  %63 = trunc i128 %62 to i64
  %64 = zext i64 %43 to i128
  %65 = ashr i128 %62, 64
  %66 = add nsw i128 %65, -18446744073709551615
  %67 = add nsw i128 %66, %64
  %68 = trunc i128 %67 to i64
  %69 = zext i64 %55 to i128
  %70 = ashr i128 %67, 64
  %71 = add nsw i128 %69, -9223372036854775807
  %72 = add nsw i128 %71, %70
  %73 = lshr i128 %72, 64
  %74 = trunc nuw i128 %73 to i64
  %75 = and i64 %74, 1
  %76 = trunc i128 %72 to i64
  %77 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %75) #14, !srcloc !13
  %78 = sub i64 0, %77
  %79 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %78) #14, !srcloc !13
  %80 = xor i64 %17, %58
  %81 = and i64 %79, %80
  %82 = xor i64 %81, %58
  %83 = xor i64 %29, %63
  %84 = and i64 %83, %79
  %85 = xor i64 %84, %63
  %86 = xor i64 %43, %68
  %87 = and i64 %86, %79
  %88 = xor i64 %87, %68
  %89 = xor i64 %55, %76
  %90 = and i64 %89, %79
  %91 = xor i64 %90, %76
  %92 = zext i64 %82 to i128
  %93 = add nsw i128 %92, -18446744073709551597
  %94 = trunc i128 %93 to i64
  %95 = zext i64 %85 to i128
  %96 = ashr i128 %93, 64
  %97 = add nsw i128 %95, -18446744073709551615
  %98 = add nsw i128 %97, %96
  %99 = trunc i128 %98 to i64
  %100 = zext i64 %88 to i128
  %101 = ashr i128 %98, 64
  %102 = add nsw i128 %100, -18446744073709551615
  %103 = add nsw i128 %102, %101
  %104 = trunc i128 %103 to i64
  %105 = zext i64 %91 to i128
  %106 = ashr i128 %103, 64
  %107 = add nsw i128 %105, -9223372036854775807
  %108 = add nsw i128 %107, %106
  %109 = lshr i128 %108, 64
  %110 = trunc nuw i128 %109 to i64
  %111 = and i64 %110, 1
  %112 = trunc i128 %108 to i64
  %113 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %111) #14, !srcloc !13
  %114 = sub i64 0, %113
  %115 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %114) #14, !srcloc !13
  %116 = xor i64 %82, %94
  %117 = and i64 %116, %115
  %118 = xor i64 %117, %94
  %119 = xor i64 %85, %99
  %120 = and i64 %119, %115
  %121 = xor i64 %120, %99
  %122 = xor i64 %88, %104
  %123 = and i64 %122, %115
  %124 = xor i64 %123, %104
  %125 = xor i64 %91, %112
  %126 = and i64 %125, %115
  %127 = xor i64 %126, %112
  %128 = insertelement <2 x i64> poison, i64 %118, i64 0
  %129 = insertelement <2 x i64> %128, i64 %121, i64 1
  %130 = insertelement <2 x i64> poison, i64 %124, i64 0
  %131 = insertelement <2 x i64> %130, i64 %127, i64 1
  %132 = getelementptr inbounds i8, ptr %0, i64 40
  call fastcc void @mul_25519(ptr noundef nonnull %3, ptr noundef %1, ptr noundef nonnull %132)
  %133 = load i32, ptr %3, align 16, !tbaa !10
  %134 = zext i32 %133 to i64
  %135 = load i32, ptr %7, align 4, !tbaa !10
  %136 = zext i32 %135 to i64
  %137 = shl nuw nsw i64 %136, 26
  %138 = or i64 %137, %134
  %139 = load i32, ptr %12, align 8, !tbaa !10
  %140 = and i32 %139, 8191
  %141 = zext nneg i32 %140 to i64
  %142 = shl nuw i64 %141, 51
  %143 = or i64 %138, %142
  %144 = lshr i32 %139, 13
  %145 = zext nneg i32 %144 to i64
  %146 = load i32, ptr %20, align 4, !tbaa !10
  %147 = zext i32 %146 to i64
  %148 = shl nuw nsw i64 %147, 13
  %149 = or i64 %148, %145
  %150 = load i32, ptr %25, align 16, !tbaa !10
  %151 = zext i32 %150 to i64
  %152 = shl i64 %151, 38
  %153 = or i64 %149, %152
  %154 = load i32, ptr %30, align 4, !tbaa !10
  %155 = zext i32 %154 to i64
  %156 = load i32, ptr %33, align 8, !tbaa !10
  %157 = zext i32 %156 to i64
  %158 = shl nuw nsw i64 %157, 25
  %159 = or i64 %158, %155
  %160 = load i32, ptr %38, align 4, !tbaa !10
  %161 = and i32 %160, 8191
  %162 = zext nneg i32 %161 to i64
  %163 = shl nuw i64 %162, 51
  %164 = or i64 %159, %163
  %165 = lshr i32 %160, 13
  %166 = zext nneg i32 %165 to i64
  %167 = load i32, ptr %46, align 16, !tbaa !10
  %168 = zext i32 %167 to i64
  %169 = shl nuw nsw i64 %168, 12
  %170 = or i64 %169, %166
  %171 = load i32, ptr %51, align 4, !tbaa !10
  %172 = zext i32 %171 to i64
  %173 = shl i64 %172, 38
  %174 = or i64 %170, %173
  %175 = zext i64 %143 to i128
  %176 = add nsw i128 %175, -18446744073709551597
  %177 = trunc i128 %176 to i64
  %178 = zext i64 %153 to i128
  %179 = ashr i128 %176, 64
  %180 = add nsw i128 %178, -18446744073709551615
  %181 = add nsw i128 %180, %179
  %182 = trunc i128 %181 to i64
  %183 = zext i64 %164 to i128
  %184 = ashr i128 %181, 64
  %185 = add nsw i128 %184, -18446744073709551615
  %186 = add nsw i128 %185, %183
  %187 = trunc i128 %186 to i64
  %188 = zext i64 %174 to i128
  %189 = ashr i128 %186, 64
  %190 = add nsw i128 %188, -9223372036854775807
  %191 = add nsw i128 %190, %189
  %192 = lshr i128 %191, 64
  %193 = trunc nuw i128 %192 to i64
  %194 = and i64 %193, 1
  %195 = trunc i128 %191 to i64
  %196 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %194) #14, !srcloc !13
  %197 = sub i64 0, %196
  %198 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %197) #14, !srcloc !13
  %199 = xor i64 %143, %177
  %200 = and i64 %198, %199
  %201 = xor i64 %200, %177
  %202 = xor i64 %153, %182
  %203 = and i64 %202, %198
  %204 = xor i64 %203, %182
  %205 = xor i64 %164, %187
  %206 = and i64 %205, %198
  %207 = xor i64 %206, %187
  %208 = xor i64 %174, %195
  %209 = and i64 %208, %198
  %210 = xor i64 %209, %195
  %211 = zext i64 %201 to i128
  %212 = add nsw i128 %211, -18446744073709551597
  %213 = trunc i128 %212 to i64
  %214 = zext i64 %204 to i128
  %215 = ashr i128 %212, 64
  %216 = add nsw i128 %214, -18446744073709551615
  %217 = add nsw i128 %216, %215
  %218 = trunc i128 %217 to i64
  %219 = zext i64 %207 to i128
  %220 = ashr i128 %217, 64
  %221 = add nsw i128 %219, -18446744073709551615
  %222 = add nsw i128 %221, %220
  %223 = trunc i128 %222 to i64
  %224 = zext i64 %210 to i128
  %225 = ashr i128 %222, 64
  %226 = add nsw i128 %224, -9223372036854775807
  %227 = add nsw i128 %226, %225
  %228 = lshr i128 %227, 64
  %229 = trunc nuw i128 %228 to i64
  %230 = and i64 %229, 1
  %231 = trunc i128 %227 to i64
  %232 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %230) #14, !srcloc !13
  %233 = sub i64 0, %232
  %234 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %233) #14, !srcloc !13
  %235 = xor i64 %201, %213
  %236 = and i64 %235, %234
  %237 = xor i64 %236, %213
  %238 = xor i64 %204, %218
  %239 = and i64 %238, %234
  %240 = xor i64 %239, %218
  %241 = xor i64 %207, %223
  %242 = and i64 %241, %234
  %243 = xor i64 %242, %223
  %244 = xor i64 %210, %231
  %245 = and i64 %244, %234
  %246 = xor i64 %245, %231
  %247 = insertelement <2 x i64> poison, i64 %237, i64 0
  %248 = insertelement <2 x i64> %247, i64 %240, i64 1
  %249 = insertelement <2 x i64> poison, i64 %243, i64 0
  %250 = insertelement <2 x i64> %249, i64 %246, i64 1
  %251 = xor <2 x i64> %250, %131
  %252 = xor <2 x i64> %248, %129
  %253 = or <2 x i64> %251, %252
  %254 = bitcast <2 x i64> %253 to <16 x i8>
  %255 = tail call i8 @llvm.vector.reduce.or.v16i8(<16 x i8> %254)
  %256 = icmp ne i8 %255, 0
  %257 = zext i1 %256 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #13
  ret i32 %257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul_25519(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #8 {
  %4 = load i32, ptr %1, align 4, !tbaa !10
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %1, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !10
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %1, i64 12
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load i32, ptr %15, align 4, !tbaa !10
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %1, i64 20
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  %22 = load i32, ptr %21, align 4, !tbaa !10
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %1, i64 28
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %1, i64 36
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = zext i32 %31 to i64
  %33 = load i32, ptr %2, align 4, !tbaa !10
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %2, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !10
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %2, i64 12
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %2, i64 16
  %45 = load i32, ptr %44, align 4, !tbaa !10
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 20
  %48 = load i32, ptr %47, align 4, !tbaa !10
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %2, i64 24
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %2, i64 28
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %2, i64 32
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %2, i64 36
  %60 = load i32, ptr %59, align 4, !tbaa !10
  %61 = zext i32 %60 to i64
  %62 = mul nuw nsw i64 %8, 38
  %63 = mul nuw nsw i64 %11, 19
  %64 = mul nuw nsw i64 %14, 19
  %65 = mul nuw nsw i64 %17, 19
  %66 = mul nuw nsw i64 %20, 19
  %67 = mul nuw nsw i64 %23, 19
  %68 = mul nuw nsw i64 %26, 19
  %69 = mul nuw nsw i64 %29, 19
  %70 = mul nuw nsw i64 %32, 19
  %71 = mul nuw i64 %34, %5
  %72 = mul i64 %62, %61
  %73 = mul i64 %63, %58
  %74 = mul nuw nsw i64 %14, 38
  %75 = mul i64 %74, %55
  %76 = mul i64 %65, %52
  %77 = mul nuw nsw i64 %20, 38
  %78 = mul i64 %77, %49
  %79 = mul i64 %67, %46
  %80 = mul nuw nsw i64 %26, 38
  %81 = mul i64 %80, %43
  %82 = mul i64 %69, %40
  %83 = mul nuw nsw i64 %32, 38
  %84 = mul i64 %83, %37
  %85 = mul nuw i64 %37, %5
  %86 = mul nuw i64 %34, %8
  %87 = add i64 %85, %86
  %88 = mul i64 %63, %61
  %89 = mul i64 %64, %58
  %90 = mul i64 %65, %55
  %91 = mul i64 %66, %52
  %92 = mul i64 %67, %49
  %93 = mul i64 %68, %46
  %94 = mul i64 %69, %43
  %95 = mul i64 %70, %40
  %96 = mul nuw i64 %40, %5
  %97 = shl nuw nsw i64 %8, 1
  %98 = mul i64 %97, %37
  %99 = mul nuw i64 %34, %11
  %100 = mul i64 %74, %61
  %101 = mul i64 %65, %58
  %102 = mul i64 %77, %55
  %103 = mul i64 %67, %52
  %104 = mul i64 %80, %49
  %105 = mul i64 %69, %46
  %106 = mul i64 %83, %43
  %107 = mul nuw i64 %43, %5
  %108 = mul nuw i64 %40, %8
  %109 = mul nuw i64 %37, %11
  %110 = mul nuw i64 %34, %14
  %111 = mul i64 %65, %61
  %112 = mul i64 %66, %58
  %113 = mul i64 %67, %55
  %114 = mul i64 %68, %52
  %115 = mul i64 %69, %49
  %116 = mul i64 %70, %46
  %117 = mul nuw i64 %46, %5
  %118 = mul i64 %97, %43
  %119 = mul nuw i64 %40, %11
  %120 = shl nuw nsw i64 %14, 1
  %121 = mul i64 %120, %37
  %122 = mul nuw i64 %34, %17
  %123 = mul i64 %77, %61
  %124 = mul i64 %67, %58
  %125 = mul i64 %80, %55
  %126 = mul i64 %69, %52
  %127 = mul i64 %83, %49
  %128 = mul nuw i64 %49, %5
  %129 = mul nuw i64 %46, %8
  %130 = mul nuw i64 %43, %11
  %131 = mul nuw i64 %40, %14
  %132 = mul nuw i64 %37, %17
  %133 = mul nuw i64 %34, %20
  %134 = mul i64 %67, %61
  %135 = mul i64 %68, %58
  %136 = mul i64 %69, %55
  %137 = mul i64 %70, %52
  %138 = mul nuw i64 %52, %5
  %139 = mul i64 %97, %49
  %140 = mul nuw i64 %46, %11
  %141 = mul i64 %120, %43
  %142 = mul nuw i64 %40, %17
  %143 = shl nuw nsw i64 %20, 1
  %144 = mul i64 %143, %37
  %145 = mul nuw i64 %34, %23
  %146 = mul i64 %80, %61
  %147 = mul i64 %69, %58
  %148 = mul i64 %83, %55
  %149 = mul nuw i64 %55, %5
  %150 = mul nuw i64 %52, %8
  %151 = mul nuw i64 %49, %11
  %152 = mul nuw i64 %46, %14
  %153 = mul nuw i64 %43, %17
  %154 = mul nuw i64 %40, %20
  %155 = mul nuw i64 %37, %23
  %156 = mul nuw i64 %34, %26
  %157 = mul i64 %69, %61
  %158 = mul i64 %70, %58
  %159 = mul nuw i64 %58, %5
  %160 = mul i64 %97, %55
  %161 = mul nuw i64 %52, %11
  %162 = mul i64 %120, %49
  %163 = mul nuw i64 %46, %17
  %164 = mul i64 %143, %43
  %165 = mul nuw i64 %40, %23
  %166 = shl nuw nsw i64 %26, 1
  %167 = mul i64 %166, %37
  %168 = mul nuw i64 %34, %29
  %169 = mul i64 %83, %61
  %170 = add i64 %167, %168
  %171 = add i64 %170, %165
  %172 = add i64 %171, %164
  %173 = add i64 %172, %163
  %174 = add i64 %173, %162
  %175 = add i64 %174, %161
  %176 = add i64 %175, %160
  %177 = add i64 %176, %159
  %178 = add i64 %177, %169
  %179 = mul nuw i64 %61, %5
  %180 = mul nuw i64 %58, %8
  %181 = mul nuw i64 %55, %11
  %182 = mul nuw i64 %52, %14
  %183 = mul nuw i64 %49, %17
  %184 = mul nuw i64 %46, %20
  %185 = mul nuw i64 %43, %23
  %186 = mul nuw i64 %40, %26
  %187 = mul nuw i64 %37, %29
  %188 = mul nuw i64 %34, %32
  %189 = lshr i64 %178, 26
  %190 = and i64 %178, 67108863
  %191 = add i64 %187, %188
  %192 = add i64 %191, %186
  %193 = add i64 %192, %185
  %194 = add i64 %193, %184
  %195 = add i64 %194, %183
  %196 = add i64 %195, %182
  %197 = add i64 %196, %181
  %198 = add i64 %197, %180
  %199 = add i64 %198, %179
  %200 = add i64 %199, %189
  %201 = lshr i64 %200, 25
  %202 = mul nuw nsw i64 %201, 19
  %203 = and i64 %200, 33554431
  %204 = add i64 %84, %71
  %205 = add i64 %204, %82
  %206 = add i64 %205, %81
  %207 = add i64 %206, %79
  %208 = add i64 %207, %78
  %209 = add i64 %208, %76
  %210 = add i64 %209, %75
  %211 = add i64 %210, %73
  %212 = add i64 %211, %72
  %213 = add i64 %212, %202
  %214 = lshr i64 %213, 26
  %215 = add i64 %87, %95
  %216 = add i64 %215, %94
  %217 = add i64 %216, %93
  %218 = add i64 %217, %92
  %219 = add i64 %218, %91
  %220 = add i64 %219, %90
  %221 = add i64 %220, %89
  %222 = add i64 %221, %88
  %223 = add i64 %222, %214
  %224 = lshr i64 %223, 25
  %225 = add i64 %98, %99
  %226 = add i64 %225, %96
  %227 = add i64 %226, %106
  %228 = add i64 %227, %105
  %229 = add i64 %228, %104
  %230 = add i64 %229, %103
  %231 = add i64 %230, %102
  %232 = add i64 %231, %101
  %233 = add i64 %232, %100
  %234 = add i64 %233, %224
  %235 = lshr i64 %234, 26
  %236 = add i64 %109, %110
  %237 = add i64 %236, %108
  %238 = add i64 %237, %107
  %239 = add i64 %238, %116
  %240 = add i64 %239, %115
  %241 = add i64 %240, %114
  %242 = add i64 %241, %113
  %243 = add i64 %242, %112
  %244 = add i64 %243, %111
  %245 = add i64 %244, %235
  %246 = lshr i64 %245, 25
  %247 = add i64 %121, %122
  %248 = add i64 %247, %119
  %249 = add i64 %248, %118
  %250 = add i64 %249, %117
  %251 = add i64 %250, %127
  %252 = add i64 %251, %126
  %253 = add i64 %252, %125
  %254 = add i64 %253, %124
  %255 = add i64 %254, %123
  %256 = add i64 %255, %246
  %257 = lshr i64 %256, 26
  %258 = add i64 %132, %133
  %259 = add i64 %258, %131
  %260 = add i64 %259, %130
  %261 = add i64 %260, %129
  %262 = add i64 %261, %128
  %263 = add i64 %262, %137
  %264 = add i64 %263, %136
  %265 = add i64 %264, %135
  %266 = add i64 %265, %134
  %267 = add i64 %266, %257
  %268 = lshr i64 %267, 25
  %269 = add i64 %144, %145
  %270 = add i64 %269, %142
  %271 = add i64 %270, %141
  %272 = add i64 %271, %140
  %273 = add i64 %272, %139
  %274 = add i64 %273, %138
  %275 = add i64 %274, %148
  %276 = add i64 %275, %147
  %277 = add i64 %276, %146
  %278 = add i64 %277, %268
  %279 = lshr i64 %278, 26
  %280 = add i64 %155, %156
  %281 = add i64 %280, %154
  %282 = add i64 %281, %153
  %283 = add i64 %282, %152
  %284 = add i64 %283, %151
  %285 = add i64 %284, %150
  %286 = add i64 %285, %149
  %287 = add i64 %286, %158
  %288 = add i64 %287, %157
  %289 = add i64 %288, %279
  %290 = lshr i64 %289, 25
  %291 = add nuw nsw i64 %290, %190
  %292 = lshr i64 %291, 26
  %293 = add nuw nsw i64 %292, %203
  %294 = trunc i64 %213 to i32
  %295 = and i32 %294, 67108863
  store i32 %295, ptr %0, align 4, !tbaa !10
  %296 = trunc i64 %223 to i32
  %297 = and i32 %296, 33554431
  %298 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %297, ptr %298, align 4, !tbaa !10
  %299 = trunc i64 %234 to i32
  %300 = and i32 %299, 67108863
  %301 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %300, ptr %301, align 4, !tbaa !10
  %302 = trunc i64 %245 to i32
  %303 = and i32 %302, 33554431
  %304 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %303, ptr %304, align 4, !tbaa !10
  %305 = trunc i64 %256 to i32
  %306 = and i32 %305, 67108863
  %307 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %306, ptr %307, align 4, !tbaa !10
  %308 = trunc i64 %267 to i32
  %309 = and i32 %308, 33554431
  %310 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %309, ptr %310, align 4, !tbaa !10
  %311 = trunc i64 %278 to i32
  %312 = and i32 %311, 67108863
  %313 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %312, ptr %313, align 4, !tbaa !10
  %314 = trunc i64 %289 to i32
  %315 = and i32 %314, 33554431
  %316 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %315, ptr %316, align 4, !tbaa !10
  %317 = trunc i64 %291 to i32
  %318 = and i32 %317, 67108863
  %319 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %318, ptr %319, align 4, !tbaa !10
  %320 = trunc nuw nsw i64 %293 to i32
  %321 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %320, ptr %321, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @random_fe_25519(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #10 {
  %3 = load i64, ptr %1, align 8, !tbaa !14
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = xor i64 %3, 8317987319222330741
  %6 = xor i64 %3, 7816392313619706465
  %7 = add i64 %5, 7237128888997146477
  %8 = xor i64 %7, -1275594237874951027
  %9 = tail call i64 @llvm.fshl.i64(i64 %7, i64 %7, i64 32)
  %10 = tail call i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 17)
  %11 = load i64, ptr %4, align 8, !tbaa !17
  br label %12

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %133, %12 ]
  %14 = phi i64 [ %11, %2 ], [ %15, %12 ]
  %15 = add i64 %14, 1
  %16 = xor i64 %14, 8387220255154660723
  %17 = add i64 %16, %6
  %18 = tail call i64 @llvm.fshl.i64(i64 %16, i64 %16, i64 16)
  %19 = xor i64 %18, %17
  %20 = add i64 %19, %9
  %21 = tail call i64 @llvm.fshl.i64(i64 %19, i64 %19, i64 21)
  %22 = xor i64 %21, %20
  %23 = add i64 %17, %8
  %24 = xor i64 %23, %10
  %25 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 32)
  %26 = add i64 %20, %24
  %27 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 13)
  %28 = xor i64 %27, %26
  %29 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 32)
  %30 = add i64 %22, %25
  %31 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 16)
  %32 = xor i64 %31, %30
  %33 = add i64 %32, %29
  %34 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 21)
  %35 = add i64 %30, %28
  %36 = tail call i64 @llvm.fshl.i64(i64 %28, i64 %28, i64 17)
  %37 = xor i64 %36, %35
  %38 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 32)
  %39 = xor i64 %33, %14
  %40 = xor i64 %33, %34
  %41 = xor i64 %40, 576460752303423488
  %42 = add i64 %39, %37
  %43 = tail call i64 @llvm.fshl.i64(i64 %37, i64 %37, i64 13)
  %44 = xor i64 %42, %43
  %45 = tail call i64 @llvm.fshl.i64(i64 %42, i64 %42, i64 32)
  %46 = add i64 %41, %38
  %47 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 16)
  %48 = xor i64 %47, %46
  %49 = add i64 %48, %45
  %50 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %48, i64 21)
  %51 = xor i64 %50, %49
  %52 = add i64 %46, %44
  %53 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 17)
  %54 = xor i64 %53, %52
  %55 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 32)
  %56 = add i64 %49, %54
  %57 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 13)
  %58 = xor i64 %57, %56
  %59 = tail call i64 @llvm.fshl.i64(i64 %56, i64 %56, i64 32)
  %60 = add i64 %51, %55
  %61 = tail call i64 @llvm.fshl.i64(i64 %51, i64 %51, i64 16)
  %62 = xor i64 %61, %60
  %63 = add i64 %62, %59
  %64 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 21)
  %65 = xor i64 %64, %63
  %66 = add i64 %60, %58
  %67 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 17)
  %68 = xor i64 %67, %66
  %69 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 32)
  %70 = xor i64 %63, 576460752303423488
  %71 = xor i64 %69, 255
  %72 = add i64 %70, %68
  %73 = tail call i64 @llvm.fshl.i64(i64 %68, i64 %68, i64 13)
  %74 = xor i64 %72, %73
  %75 = tail call i64 @llvm.fshl.i64(i64 %72, i64 %72, i64 32)
  %76 = add i64 %71, %65
  %77 = tail call i64 @llvm.fshl.i64(i64 %65, i64 %65, i64 16)
  %78 = xor i64 %77, %76
  %79 = add i64 %75, %78
  %80 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 21)
  %81 = xor i64 %80, %79
  %82 = add i64 %74, %76
  %83 = tail call i64 @llvm.fshl.i64(i64 %74, i64 %74, i64 17)
  %84 = xor i64 %83, %82
  %85 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 32)
  %86 = add i64 %84, %79
  %87 = tail call i64 @llvm.fshl.i64(i64 %84, i64 %84, i64 13)
  %88 = xor i64 %87, %86
  %89 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 32)
  %90 = add i64 %85, %81
  %91 = tail call i64 @llvm.fshl.i64(i64 %81, i64 %81, i64 16)
  %92 = xor i64 %91, %90
  %93 = add i64 %89, %92
  %94 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 21)
  %95 = xor i64 %94, %93
  %96 = add i64 %88, %90
  %97 = tail call i64 @llvm.fshl.i64(i64 %88, i64 %88, i64 17)
  %98 = xor i64 %97, %96
  %99 = tail call i64 @llvm.fshl.i64(i64 %96, i64 %96, i64 32)
  %100 = add i64 %98, %93
  %101 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 13)
  %102 = xor i64 %101, %100
  %103 = tail call i64 @llvm.fshl.i64(i64 %100, i64 %100, i64 32)
  %104 = add i64 %99, %95
  %105 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 16)
  %106 = xor i64 %105, %104
  %107 = add i64 %103, %106
  %108 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 21)
  %109 = xor i64 %108, %107
  %110 = add i64 %102, %104
  %111 = tail call i64 @llvm.fshl.i64(i64 %102, i64 %102, i64 17)
  %112 = xor i64 %111, %110
  %113 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 32)
  %114 = add i64 %112, %107
  %115 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 13)
  %116 = xor i64 %115, %114
  %117 = add i64 %113, %109
  %118 = tail call i64 @llvm.fshl.i64(i64 %109, i64 %109, i64 16)
  %119 = xor i64 %118, %117
  %120 = tail call i64 @llvm.fshl.i64(i64 %119, i64 %119, i64 21)
  %121 = add i64 %116, %117
  %122 = tail call i64 @llvm.fshl.i64(i64 %116, i64 %116, i64 17)
  %123 = lshr i64 %121, 32
  %124 = xor i64 %120, %122
  %125 = xor i64 %124, %123
  %126 = xor i64 %125, %121
  %127 = and i64 %13, 1
  %128 = icmp eq i64 %127, 0
  %129 = select i1 %128, i64 67108863, i64 33554431
  %130 = and i64 %126, %129
  %131 = trunc nuw nsw i64 %130 to i32
  %132 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %131, ptr %132, align 4, !tbaa !10
  %133 = add nuw nsw i64 %13, 1
  %134 = icmp eq i64 %133, 10
  br i1 %134, label %135, label %12, !llvm.loop !24

135:                                              ; preds = %12
  store i64 %15, ptr %4, align 8, !tbaa !17
  %136 = getelementptr inbounds i8, ptr %0, i64 36
  %137 = load i32, ptr %136, align 4, !tbaa !10
  %138 = and i32 %137, 16777215
  store i32 %138, ptr %136, align 4, !tbaa !10
  %139 = load i32, ptr %0, align 4, !tbaa !10
  %140 = or i32 %139, 1
  store i32 %140, ptr %0, align 4, !tbaa !10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v16i8(<16 x i8>) #11

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind }
attributes #14 = { nounwind memory(none) }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{i64 0, i64 40, !9, i64 40, i64 40, !9}
!13 = !{i64 434474}
!14 = !{!15, !16, i64 0}
!15 = !{!"", !16, i64 0, !16, i64 8}
!16 = !{!"long", !7, i64 0}
!17 = !{!15, !16, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
