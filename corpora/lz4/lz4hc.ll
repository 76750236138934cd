; ModuleID = 'lz4libs/lz4hc.c'
source_filename = "lz4libs/lz4hc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cParams_t = type { i32, i32, i32 }
%struct.LZ4HC_optimal_t = type { i32, i32, i32, i32 }

@LZ4HC_compress_generic_internal.clTable = internal unnamed_addr constant [13 x %struct.cParams_t] [%struct.cParams_t { i32 0, i32 2, i32 16 }, %struct.cParams_t { i32 0, i32 2, i32 16 }, %struct.cParams_t { i32 0, i32 2, i32 16 }, %struct.cParams_t { i32 0, i32 4, i32 16 }, %struct.cParams_t { i32 0, i32 8, i32 16 }, %struct.cParams_t { i32 0, i32 16, i32 16 }, %struct.cParams_t { i32 0, i32 32, i32 16 }, %struct.cParams_t { i32 0, i32 64, i32 16 }, %struct.cParams_t { i32 0, i32 128, i32 16 }, %struct.cParams_t { i32 0, i32 256, i32 16 }, %struct.cParams_t { i32 1, i32 96, i32 64 }, %struct.cParams_t { i32 1, i32 512, i32 128 }, %struct.cParams_t { i32 1, i32 16384, i32 4096 }], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4_sizeofStateHC() local_unnamed_addr #0 {
  ret i32 262200
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = alloca i32, align 4
  store i32 %3, ptr %7, align 4, !tbaa !5
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %61

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 262183
  %13 = load i8, ptr %12, align 1, !tbaa !9
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %16 = icmp slt i32 %5, 1
  %17 = tail call i32 @llvm.umin.i32(i32 %5, i32 12)
  %18 = trunc nuw nsw i32 %17 to i16
  %19 = select i1 %16, i16 9, i16 %18
  %20 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %19, ptr %20, align 4, !tbaa !9
  br label %47

21:                                               ; preds = %11
  %22 = getelementptr inbounds i8, ptr %0, i64 262144
  %23 = load ptr, ptr %22, align 8, !tbaa !9
  %24 = icmp eq ptr %23, null
  br i1 %24, label %32, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 262152
  %27 = load ptr, ptr %26, align 8, !tbaa !9
  %28 = ptrtoint ptr %27 to i64
  %29 = sub i64 0, %28
  %30 = getelementptr inbounds i8, ptr %23, i64 %29
  %31 = ptrtoint ptr %30 to i64
  br label %32

32:                                               ; preds = %21, %25
  %33 = phi i64 [ %31, %25 ], [ 0, %21 ]
  %34 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %34, align 8, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %0, i64 262168
  %36 = load i32, ptr %35, align 8, !tbaa !10
  %37 = zext i32 %36 to i64
  %38 = add i64 %33, %37
  %39 = icmp slt i32 %5, 1
  %40 = tail call i32 @llvm.umin.i32(i32 %5, i32 12)
  %41 = trunc nuw nsw i32 %40 to i16
  %42 = select i1 %39, i16 9, i16 %41
  %43 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %42, ptr %43, align 4, !tbaa !9
  %44 = icmp ugt i64 %38, 1073741824
  br i1 %44, label %45, label %47

45:                                               ; preds = %32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %0, i8 0, i64 131072, i1 false)
  %46 = getelementptr inbounds i8, ptr %0, i64 131072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %46, i8 -1, i64 131072, i1 false)
  br label %47

47:                                               ; preds = %15, %32, %45
  %48 = phi i64 [ 0, %45 ], [ %38, %32 ], [ 0, %15 ]
  %49 = getelementptr inbounds i8, ptr %0, i64 262144
  %50 = getelementptr inbounds i8, ptr %0, i64 262152
  %51 = getelementptr inbounds i8, ptr %0, i64 262168
  %52 = trunc nuw i64 %48 to i32
  %53 = add nuw nsw i32 %52, 65536
  %54 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 %53, ptr %54, align 8, !tbaa !14
  store ptr %1, ptr %50, align 8, !tbaa !15
  store ptr %1, ptr %49, align 8, !tbaa !16
  %55 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %55, align 8, !tbaa !17
  store i32 %53, ptr %51, align 8, !tbaa !10
  %56 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 %53, ptr %56, align 4, !tbaa !18
  %57 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %58 = icmp sgt i32 %57, %4
  %59 = zext i1 %58 to i32
  %60 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef %59)
  br label %61

61:                                               ; preds = %47, %6
  %62 = phi i32 [ 0, %6 ], [ %60, %47 ]
  ret i32 %62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @LZ4_resetStreamHC_fast(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 262183
  %4 = load i8, ptr %3, align 1, !tbaa !9
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = ptrtoint ptr %0 to i64
  %8 = and i64 %7, 7
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  br label %24

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 262144
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 262152
  %17 = load ptr, ptr %16, align 8, !tbaa !9
  %18 = ptrtoint ptr %17 to i64
  %19 = sub i64 0, %18
  %20 = getelementptr inbounds i8, ptr %13, i64 %19
  store ptr %20, ptr %12, align 8, !tbaa !9
  br label %21

21:                                               ; preds = %11, %15
  %22 = getelementptr inbounds i8, ptr %0, i64 262152
  store ptr null, ptr %22, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %23, align 8, !tbaa !9
  br label %24

24:                                               ; preds = %10, %6, %21
  %25 = icmp slt i32 %1, 1
  %26 = tail call i32 @llvm.umin.i32(i32 %1, i32 12)
  %27 = trunc nuw nsw i32 %26 to i16
  %28 = select i1 %25, i16 9, i16 %27
  %29 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %28, ptr %29, align 4, !tbaa !9
  ret void
}

declare i32 @LZ4_compressBound(i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc i32 @LZ4HC_compress_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #1 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = getelementptr inbounds i8, ptr %0, i64 262184
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %19

17:                                               ; preds = %7
  %18 = tail call fastcc i32 @LZ4HC_compress_generic_noDictCtx(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  br label %3953

19:                                               ; preds = %7
  %20 = getelementptr inbounds i8, ptr %0, i64 262144
  %21 = load ptr, ptr %20, align 8, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %0, i64 262152
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = ptrtoint ptr %21 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 262168
  %28 = load i32, ptr %27, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %0, i64 262172
  %30 = load i32, ptr %29, align 4, !tbaa !18
  %31 = sub i32 %28, %30
  %32 = zext i32 %31 to i64
  %33 = add i64 %26, %32
  %34 = icmp ugt i64 %33, 65535
  br i1 %34, label %35, label %37

35:                                               ; preds = %19
  store ptr null, ptr %14, align 8, !tbaa !19
  %36 = tail call fastcc i32 @LZ4HC_compress_generic_noDictCtx(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  br label %3953

37:                                               ; preds = %19
  %38 = icmp eq i64 %33, 0
  br i1 %38, label %39, label %132

39:                                               ; preds = %37
  %40 = load i32, ptr %3, align 4, !tbaa !5
  %41 = icmp sgt i32 %40, 4096
  br i1 %41, label %42, label %132

42:                                               ; preds = %39
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, ptr noundef nonnull align 8 dereferenceable(262192) %15, i64 262192, i1 false)
  %43 = load ptr, ptr %20, align 8, !tbaa !16
  %44 = load ptr, ptr %22, align 8, !tbaa !15
  %45 = getelementptr inbounds i8, ptr %44, i64 4
  %46 = icmp ult ptr %43, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %42
  %48 = load i32, ptr %27, align 8, !tbaa !10
  %49 = ptrtoint ptr %44 to i64
  br label %120

50:                                               ; preds = %42
  %51 = getelementptr inbounds i8, ptr %43, i64 -3
  %52 = getelementptr inbounds i8, ptr %0, i64 131072
  %53 = load i32, ptr %27, align 8, !tbaa !10
  %54 = ptrtoint ptr %51 to i64
  %55 = ptrtoint ptr %44 to i64
  %56 = sub i64 %54, %55
  %57 = trunc i64 %56 to i32
  %58 = add i32 %53, %57
  %59 = getelementptr inbounds i8, ptr %0, i64 262176
  %60 = load i32, ptr %59, align 8, !tbaa !14
  %61 = icmp ult i32 %60, %58
  br i1 %61, label %62, label %120

62:                                               ; preds = %50
  %63 = zext i32 %53 to i64
  %64 = sub nsw i64 0, %63
  %65 = getelementptr i8, ptr %44, i64 %64
  %66 = zext i32 %60 to i64
  %67 = zext i32 %58 to i64
  %68 = sub nsw i64 %67, %66
  %69 = and i64 %68, 1
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %85, label %71

71:                                               ; preds = %62
  %72 = getelementptr i8, ptr %65, i64 %66
  %73 = load i32, ptr %72, align 1, !tbaa !9
  %74 = mul i32 %73, -1640531535
  %75 = lshr i32 %74, 17
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = sub i32 %60, %78
  %80 = tail call i32 @llvm.umin.i32(i32 %79, i32 65535)
  %81 = trunc nuw i32 %80 to i16
  %82 = and i64 %66, 65535
  %83 = getelementptr inbounds i16, ptr %52, i64 %82
  store i16 %81, ptr %83, align 2, !tbaa !20
  store i32 %60, ptr %77, align 4, !tbaa !5
  %84 = add nuw nsw i64 %66, 1
  br label %85

85:                                               ; preds = %71, %62
  %86 = phi i64 [ %66, %62 ], [ %84, %71 ]
  %87 = add nsw i64 %67, -1
  %88 = icmp eq i64 %87, %66
  br i1 %88, label %120, label %89

89:                                               ; preds = %85, %89
  %90 = phi i64 [ %118, %89 ], [ %86, %85 ]
  %91 = getelementptr i8, ptr %65, i64 %90
  %92 = load i32, ptr %91, align 1, !tbaa !9
  %93 = mul i32 %92, -1640531535
  %94 = lshr i32 %93, 17
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = trunc nuw i64 %90 to i32
  %99 = sub i32 %98, %97
  %100 = tail call i32 @llvm.umin.i32(i32 %99, i32 65535)
  %101 = trunc nuw i32 %100 to i16
  %102 = and i64 %90, 65535
  %103 = getelementptr inbounds i16, ptr %52, i64 %102
  store i16 %101, ptr %103, align 2, !tbaa !20
  store i32 %98, ptr %96, align 4, !tbaa !5
  %104 = add nuw nsw i64 %90, 1
  %105 = getelementptr i8, ptr %65, i64 %104
  %106 = load i32, ptr %105, align 1, !tbaa !9
  %107 = mul i32 %106, -1640531535
  %108 = lshr i32 %107, 17
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = trunc nuw i64 %104 to i32
  %113 = sub i32 %112, %111
  %114 = tail call i32 @llvm.umin.i32(i32 %113, i32 65535)
  %115 = trunc nuw i32 %114 to i16
  %116 = and i64 %104, 65535
  %117 = getelementptr inbounds i16, ptr %52, i64 %116
  store i16 %115, ptr %117, align 2, !tbaa !20
  store i32 %112, ptr %110, align 4, !tbaa !5
  %118 = add nuw nsw i64 %90, 2
  %119 = icmp eq i64 %118, %67
  br i1 %119, label %120, label %89, !llvm.loop !21

120:                                              ; preds = %85, %89, %50, %47
  %121 = phi i64 [ %49, %47 ], [ %55, %50 ], [ %55, %89 ], [ %55, %85 ]
  %122 = phi i32 [ %48, %47 ], [ %53, %50 ], [ %53, %89 ], [ %53, %85 ]
  store i32 %122, ptr %29, align 4, !tbaa !18
  %123 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %44, ptr %123, align 8, !tbaa !17
  %124 = ptrtoint ptr %43 to i64
  %125 = sub i64 %124, %121
  %126 = trunc i64 %125 to i32
  %127 = add i32 %122, %126
  store i32 %127, ptr %27, align 8, !tbaa !10
  store ptr %1, ptr %22, align 8, !tbaa !15
  store ptr %1, ptr %20, align 8, !tbaa !16
  %128 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 %127, ptr %128, align 8, !tbaa !14
  store ptr null, ptr %14, align 8, !tbaa !19
  %129 = trunc i32 %5 to i16
  %130 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %129, ptr %130, align 4, !tbaa !23
  %131 = tail call fastcc i32 @LZ4HC_compress_generic_noDictCtx(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  br label %3953

132:                                              ; preds = %39, %37
  %133 = icmp eq i32 %6, 2
  %134 = icmp slt i32 %4, 1
  %135 = and i1 %134, %133
  br i1 %135, label %3953, label %136

136:                                              ; preds = %132
  %137 = load i32, ptr %3, align 4, !tbaa !5
  %138 = icmp ugt i32 %137, 2113929216
  br i1 %138, label %3953, label %139

139:                                              ; preds = %136
  %140 = zext nneg i32 %137 to i64
  %141 = getelementptr inbounds i8, ptr %21, i64 %140
  store ptr %141, ptr %20, align 8, !tbaa !16
  %142 = icmp slt i32 %5, 1
  %143 = tail call i32 @llvm.umin.i32(i32 %5, i32 12)
  %144 = select i1 %142, i32 9, i32 %143
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds [13 x %struct.cParams_t], ptr @LZ4HC_compress_generic_internal.clTable, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = getelementptr inbounds i8, ptr %146, i64 4
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = icmp eq i32 %147, 0
  br i1 %150, label %151, label %3936

151:                                              ; preds = %139
  %152 = icmp sgt i32 %149, 128
  %153 = getelementptr inbounds i8, ptr %1, i64 %140
  %154 = getelementptr inbounds i8, ptr %153, i64 -12
  %155 = getelementptr inbounds i8, ptr %153, i64 -5
  %156 = sext i32 %4 to i64
  %157 = getelementptr inbounds i8, ptr %2, i64 %156
  store i32 0, ptr %3, align 4, !tbaa !5
  %158 = select i1 %133, i64 -5, i64 0
  %159 = getelementptr inbounds i8, ptr %157, i64 %158
  %160 = icmp ult i32 %137, 13
  br i1 %160, label %3714, label %161

161:                                              ; preds = %151
  %162 = getelementptr inbounds i8, ptr %0, i64 131072
  %163 = getelementptr inbounds i8, ptr %0, i64 262160
  %164 = getelementptr inbounds i8, ptr %0, i64 262176
  %165 = icmp sgt i32 %149, 0
  %166 = getelementptr inbounds i8, ptr %153, i64 -8
  %167 = getelementptr inbounds i8, ptr %153, i64 -6
  %168 = ptrtoint ptr %155 to i64
  %169 = getelementptr inbounds i8, ptr %13, i64 3
  %170 = getelementptr inbounds i8, ptr %12, i64 3
  %171 = getelementptr inbounds i8, ptr %11, i64 3
  %172 = getelementptr inbounds i8, ptr %10, i64 3
  %173 = getelementptr inbounds i8, ptr %9, i64 3
  %174 = getelementptr inbounds i8, ptr %8, i64 3
  %175 = icmp ne i32 %6, 0
  br label %176

176:                                              ; preds = %2126, %161
  %177 = phi ptr [ null, %161 ], [ %2133, %2126 ]
  %178 = phi ptr [ null, %161 ], [ %2132, %2126 ]
  %179 = phi ptr [ null, %161 ], [ %2131, %2126 ]
  %180 = phi ptr [ null, %161 ], [ %2130, %2126 ]
  %181 = phi ptr [ null, %161 ], [ %2129, %2126 ]
  %182 = phi ptr [ %2, %161 ], [ %2128, %2126 ]
  %183 = phi ptr [ %1, %161 ], [ %2127, %2126 ]
  %184 = ptrtoint ptr %183 to i64
  %185 = load ptr, ptr %14, align 8, !tbaa !19
  %186 = load ptr, ptr %22, align 8, !tbaa !15
  %187 = load i32, ptr %27, align 8, !tbaa !10
  %188 = ptrtoint ptr %186 to i64
  %189 = load i32, ptr %29, align 4, !tbaa !18
  %190 = add i32 %189, 65536
  %191 = load ptr, ptr %163, align 8, !tbaa !17
  %192 = zext i32 %187 to i64
  %193 = zext i32 %189 to i64
  %194 = sub nsw i64 0, %193
  %195 = sub nsw i64 %192, %193
  %196 = getelementptr inbounds i8, ptr %191, i64 %195
  %197 = sub nsw i64 0, %192
  %198 = getelementptr i8, ptr %186, i64 %197
  %199 = add i32 %187, -4
  %200 = getelementptr inbounds i8, ptr %186, i64 8
  %201 = getelementptr inbounds i8, ptr %191, i64 %194
  %202 = icmp ugt ptr %154, %186
  %203 = icmp ult i32 %189, %187
  %204 = ptrtoint ptr %196 to i64
  %205 = getelementptr inbounds i8, ptr %185, i64 262144
  %206 = getelementptr inbounds i8, ptr %185, i64 262152
  %207 = getelementptr inbounds i8, ptr %185, i64 262168
  %208 = getelementptr inbounds i8, ptr %185, i64 131072
  %209 = load i32, ptr %164, align 8, !tbaa !14
  %210 = trunc i64 %184 to i32
  %211 = add i32 %187, %210
  %212 = trunc i64 %188 to i32
  %213 = sub i32 %211, %212
  br label %214

214:                                              ; preds = %1039, %176
  %215 = phi i32 [ %1042, %1039 ], [ %213, %176 ]
  %216 = phi i32 [ %223, %1039 ], [ %209, %176 ]
  %217 = phi ptr [ %1036, %1039 ], [ %181, %176 ]
  %218 = phi ptr [ %1040, %1039 ], [ %183, %176 ]
  %219 = zext i32 %215 to i64
  %220 = ptrtoint ptr %218 to i64
  %221 = sub i64 %220, %188
  %222 = trunc i64 %221 to i32
  %223 = add i32 %187, %222
  %224 = icmp ugt i32 %190, %223
  %225 = add i32 %223, -65535
  %226 = select i1 %224, i32 %189, i32 %225
  %227 = load i32, ptr %218, align 1, !tbaa !9
  %228 = icmp ult i32 %216, %223
  br i1 %228, label %229, label %284

229:                                              ; preds = %214
  %230 = zext i32 %215 to i64
  %231 = zext i32 %216 to i64
  %232 = sub nsw i64 %230, %231
  %233 = and i64 %232, 1
  %234 = icmp eq i64 %233, 0
  br i1 %234, label %249, label %235

235:                                              ; preds = %229
  %236 = getelementptr i8, ptr %198, i64 %231
  %237 = load i32, ptr %236, align 1, !tbaa !9
  %238 = mul i32 %237, -1640531535
  %239 = lshr i32 %238, 17
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds i32, ptr %0, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !5
  %243 = sub i32 %216, %242
  %244 = tail call i32 @llvm.umin.i32(i32 %243, i32 65535)
  %245 = trunc nuw i32 %244 to i16
  %246 = and i64 %231, 65535
  %247 = getelementptr inbounds i16, ptr %162, i64 %246
  store i16 %245, ptr %247, align 2, !tbaa !20
  store i32 %216, ptr %241, align 4, !tbaa !5
  %248 = add nuw nsw i64 %231, 1
  br label %249

249:                                              ; preds = %235, %229
  %250 = phi i64 [ %231, %229 ], [ %248, %235 ]
  %251 = add nsw i64 %230, -1
  %252 = icmp eq i64 %251, %231
  br i1 %252, label %284, label %253

253:                                              ; preds = %249, %253
  %254 = phi i64 [ %282, %253 ], [ %250, %249 ]
  %255 = getelementptr i8, ptr %198, i64 %254
  %256 = load i32, ptr %255, align 1, !tbaa !9
  %257 = mul i32 %256, -1640531535
  %258 = lshr i32 %257, 17
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds i32, ptr %0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !5
  %262 = trunc nuw i64 %254 to i32
  %263 = sub i32 %262, %261
  %264 = tail call i32 @llvm.umin.i32(i32 %263, i32 65535)
  %265 = trunc nuw i32 %264 to i16
  %266 = and i64 %254, 65535
  %267 = getelementptr inbounds i16, ptr %162, i64 %266
  store i16 %265, ptr %267, align 2, !tbaa !20
  store i32 %262, ptr %260, align 4, !tbaa !5
  %268 = add nuw nsw i64 %254, 1
  %269 = getelementptr i8, ptr %198, i64 %268
  %270 = load i32, ptr %269, align 1, !tbaa !9
  %271 = mul i32 %270, -1640531535
  %272 = lshr i32 %271, 17
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds i32, ptr %0, i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !5
  %276 = trunc nuw i64 %268 to i32
  %277 = sub i32 %276, %275
  %278 = tail call i32 @llvm.umin.i32(i32 %277, i32 65535)
  %279 = trunc nuw i32 %278 to i16
  %280 = and i64 %268, 65535
  %281 = getelementptr inbounds i16, ptr %162, i64 %280
  store i16 %279, ptr %281, align 2, !tbaa !20
  store i32 %276, ptr %274, align 4, !tbaa !5
  %282 = add nuw nsw i64 %254, 2
  %283 = icmp eq i64 %282, %219
  br i1 %283, label %284, label %253, !llvm.loop !21

284:                                              ; preds = %249, %253, %214
  store i32 %223, ptr %164, align 8, !tbaa !14
  %285 = load i32, ptr %218, align 1, !tbaa !9
  %286 = mul i32 %285, -1640531535
  %287 = lshr i32 %286, 17
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds i32, ptr %0, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !5
  %291 = add i64 %221, %192
  %292 = getelementptr i8, ptr %218, i64 -1
  %293 = icmp uge i32 %290, %226
  %294 = select i1 %293, i1 %165, i1 false
  br i1 %294, label %295, label %889

295:                                              ; preds = %284
  %296 = getelementptr inbounds i8, ptr %218, i64 4
  %297 = icmp ugt ptr %154, %296
  %298 = getelementptr inbounds i8, ptr %218, i64 12
  %299 = ptrtoint ptr %296 to i64
  %300 = and i32 %227, 65535
  %301 = lshr i32 %227, 16
  %302 = icmp eq i32 %300, %301
  %303 = and i32 %227, 255
  %304 = lshr i32 %227, 24
  %305 = icmp eq i32 %303, %304
  %306 = and i1 %302, %305
  %307 = zext i32 %227 to i64
  %308 = mul nuw i64 %307, 4294967297
  br label %309

309:                                              ; preds = %880, %295
  %310 = phi i32 [ 3, %295 ], [ %881, %880 ]
  %311 = phi i32 [ %149, %295 ], [ %316, %880 ]
  %312 = phi i32 [ %290, %295 ], [ %885, %880 ]
  %313 = phi i32 [ 0, %295 ], [ %882, %880 ]
  %314 = phi i64 [ 0, %295 ], [ %883, %880 ]
  %315 = phi ptr [ %217, %295 ], [ %884, %880 ]
  %316 = add nsw i32 %311, -1
  %317 = icmp ult i32 %312, %187
  br i1 %317, label %409, label %318

318:                                              ; preds = %309
  %319 = zext i32 %312 to i64
  %320 = getelementptr i8, ptr %198, i64 %319
  %321 = sext i32 %310 to i64
  %322 = getelementptr i8, ptr %292, i64 %321
  %323 = load i16, ptr %322, align 1, !tbaa !9
  %324 = getelementptr inbounds i8, ptr %320, i64 %321
  %325 = getelementptr inbounds i8, ptr %324, i64 -1
  %326 = load i16, ptr %325, align 1, !tbaa !9
  %327 = icmp eq i16 %323, %326
  br i1 %327, label %328, label %589

328:                                              ; preds = %318
  %329 = load i32, ptr %320, align 1, !tbaa !9
  %330 = icmp eq i32 %329, %227
  br i1 %330, label %331, label %589

331:                                              ; preds = %328
  %332 = getelementptr inbounds i8, ptr %320, i64 4
  br i1 %297, label %333, label %344, !prof !24

333:                                              ; preds = %331
  %334 = load i64, ptr %332, align 1, !tbaa !9
  %335 = load i64, ptr %296, align 1, !tbaa !9
  %336 = icmp eq i64 %334, %335
  br i1 %336, label %337, label %339

337:                                              ; preds = %333
  %338 = getelementptr inbounds i8, ptr %320, i64 12
  br label %344

339:                                              ; preds = %333
  %340 = xor i64 %335, %334
  %341 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %340, i1 true)
  %342 = trunc nuw nsw i64 %341 to i32
  %343 = lshr i32 %342, 3
  br label %403

344:                                              ; preds = %337, %331
  %345 = phi ptr [ %332, %331 ], [ %338, %337 ]
  %346 = phi ptr [ %296, %331 ], [ %298, %337 ]
  %347 = icmp ult ptr %346, %154
  br i1 %347, label %348, label %366, !prof !25

348:                                              ; preds = %344, %362
  %349 = phi ptr [ %363, %362 ], [ %346, %344 ]
  %350 = phi ptr [ %364, %362 ], [ %345, %344 ]
  %351 = load i64, ptr %350, align 1, !tbaa !9
  %352 = load i64, ptr %349, align 1, !tbaa !9
  %353 = icmp eq i64 %351, %352
  br i1 %353, label %362, label %354

354:                                              ; preds = %348
  %355 = xor i64 %352, %351
  %356 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %355, i1 true)
  %357 = lshr i64 %356, 3
  %358 = getelementptr inbounds i8, ptr %349, i64 %357
  %359 = ptrtoint ptr %358 to i64
  %360 = sub i64 %359, %299
  %361 = trunc i64 %360 to i32
  br label %403

362:                                              ; preds = %348
  %363 = getelementptr inbounds i8, ptr %349, i64 8
  %364 = getelementptr inbounds i8, ptr %350, i64 8
  %365 = icmp ult ptr %363, %154
  br i1 %365, label %348, label %366, !prof !26

366:                                              ; preds = %362, %344
  %367 = phi ptr [ %345, %344 ], [ %364, %362 ]
  %368 = phi ptr [ %346, %344 ], [ %363, %362 ]
  %369 = icmp ult ptr %368, %166
  br i1 %369, label %370, label %377

370:                                              ; preds = %366
  %371 = load i32, ptr %367, align 1, !tbaa !9
  %372 = load i32, ptr %368, align 1, !tbaa !9
  %373 = icmp eq i32 %371, %372
  br i1 %373, label %374, label %377

374:                                              ; preds = %370
  %375 = getelementptr inbounds i8, ptr %368, i64 4
  %376 = getelementptr inbounds i8, ptr %367, i64 4
  br label %377

377:                                              ; preds = %374, %370, %366
  %378 = phi ptr [ %376, %374 ], [ %367, %370 ], [ %367, %366 ]
  %379 = phi ptr [ %375, %374 ], [ %368, %370 ], [ %368, %366 ]
  %380 = icmp ult ptr %379, %167
  br i1 %380, label %381, label %388

381:                                              ; preds = %377
  %382 = load i16, ptr %378, align 1, !tbaa !9
  %383 = load i16, ptr %379, align 1, !tbaa !9
  %384 = icmp eq i16 %382, %383
  br i1 %384, label %385, label %388

385:                                              ; preds = %381
  %386 = getelementptr inbounds i8, ptr %379, i64 2
  %387 = getelementptr inbounds i8, ptr %378, i64 2
  br label %388

388:                                              ; preds = %385, %381, %377
  %389 = phi ptr [ %387, %385 ], [ %378, %381 ], [ %378, %377 ]
  %390 = phi ptr [ %386, %385 ], [ %379, %381 ], [ %379, %377 ]
  %391 = icmp ult ptr %390, %155
  br i1 %391, label %392, label %398

392:                                              ; preds = %388
  %393 = load i8, ptr %389, align 1, !tbaa !9
  %394 = load i8, ptr %390, align 1, !tbaa !9
  %395 = icmp eq i8 %393, %394
  %396 = zext i1 %395 to i64
  %397 = getelementptr inbounds i8, ptr %390, i64 %396
  br label %398

398:                                              ; preds = %392, %388
  %399 = phi ptr [ %390, %388 ], [ %397, %392 ]
  %400 = ptrtoint ptr %399 to i64
  %401 = sub i64 %400, %299
  %402 = trunc i64 %401 to i32
  br label %403

403:                                              ; preds = %398, %354, %339
  %404 = phi i32 [ %402, %398 ], [ %343, %339 ], [ %361, %354 ]
  %405 = add nsw i32 %404, 4
  %406 = icmp sgt i32 %405, %310
  %407 = select i1 %406, ptr %320, ptr %315
  %408 = tail call i32 @llvm.smax.i32(i32 %405, i32 %310)
  br label %589

409:                                              ; preds = %309
  %410 = sub i32 %312, %189
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds i8, ptr %191, i64 %411
  %413 = icmp ugt i32 %312, %199
  br i1 %413, label %589, label %414, !prof !27

414:                                              ; preds = %409
  %415 = load i32, ptr %412, align 1, !tbaa !9
  %416 = icmp eq i32 %415, %227
  br i1 %416, label %417, label %589

417:                                              ; preds = %414
  %418 = sub i32 %187, %312
  %419 = zext i32 %418 to i64
  %420 = getelementptr inbounds i8, ptr %218, i64 %419
  %421 = icmp ugt ptr %420, %155
  %422 = select i1 %421, ptr %155, ptr %420
  %423 = getelementptr inbounds i8, ptr %412, i64 4
  %424 = getelementptr inbounds i8, ptr %422, i64 -7
  %425 = icmp ugt ptr %424, %296
  br i1 %425, label %426, label %437, !prof !24

426:                                              ; preds = %417
  %427 = load i64, ptr %423, align 1, !tbaa !9
  %428 = load i64, ptr %296, align 1, !tbaa !9
  %429 = icmp eq i64 %427, %428
  br i1 %429, label %430, label %432

430:                                              ; preds = %426
  %431 = getelementptr inbounds i8, ptr %412, i64 12
  br label %437

432:                                              ; preds = %426
  %433 = xor i64 %428, %427
  %434 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %433, i1 true)
  %435 = trunc nuw nsw i64 %434 to i32
  %436 = lshr i32 %435, 3
  br label %498

437:                                              ; preds = %430, %417
  %438 = phi ptr [ %423, %417 ], [ %431, %430 ]
  %439 = phi ptr [ %296, %417 ], [ %298, %430 ]
  %440 = icmp ult ptr %439, %424
  br i1 %440, label %441, label %459, !prof !25

441:                                              ; preds = %437, %455
  %442 = phi ptr [ %456, %455 ], [ %439, %437 ]
  %443 = phi ptr [ %457, %455 ], [ %438, %437 ]
  %444 = load i64, ptr %443, align 1, !tbaa !9
  %445 = load i64, ptr %442, align 1, !tbaa !9
  %446 = icmp eq i64 %444, %445
  br i1 %446, label %455, label %447

447:                                              ; preds = %441
  %448 = xor i64 %445, %444
  %449 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %448, i1 true)
  %450 = lshr i64 %449, 3
  %451 = getelementptr inbounds i8, ptr %442, i64 %450
  %452 = ptrtoint ptr %451 to i64
  %453 = sub i64 %452, %299
  %454 = trunc i64 %453 to i32
  br label %498

455:                                              ; preds = %441
  %456 = getelementptr inbounds i8, ptr %442, i64 8
  %457 = getelementptr inbounds i8, ptr %443, i64 8
  %458 = icmp ult ptr %456, %424
  br i1 %458, label %441, label %459, !prof !26

459:                                              ; preds = %455, %437
  %460 = phi ptr [ %438, %437 ], [ %457, %455 ]
  %461 = phi ptr [ %439, %437 ], [ %456, %455 ]
  %462 = getelementptr inbounds i8, ptr %422, i64 -3
  %463 = icmp ult ptr %461, %462
  br i1 %463, label %464, label %471

464:                                              ; preds = %459
  %465 = load i32, ptr %460, align 1, !tbaa !9
  %466 = load i32, ptr %461, align 1, !tbaa !9
  %467 = icmp eq i32 %465, %466
  br i1 %467, label %468, label %471

468:                                              ; preds = %464
  %469 = getelementptr inbounds i8, ptr %461, i64 4
  %470 = getelementptr inbounds i8, ptr %460, i64 4
  br label %471

471:                                              ; preds = %468, %464, %459
  %472 = phi ptr [ %470, %468 ], [ %460, %464 ], [ %460, %459 ]
  %473 = phi ptr [ %469, %468 ], [ %461, %464 ], [ %461, %459 ]
  %474 = getelementptr inbounds i8, ptr %422, i64 -1
  %475 = icmp ult ptr %473, %474
  br i1 %475, label %476, label %483

476:                                              ; preds = %471
  %477 = load i16, ptr %472, align 1, !tbaa !9
  %478 = load i16, ptr %473, align 1, !tbaa !9
  %479 = icmp eq i16 %477, %478
  br i1 %479, label %480, label %483

480:                                              ; preds = %476
  %481 = getelementptr inbounds i8, ptr %473, i64 2
  %482 = getelementptr inbounds i8, ptr %472, i64 2
  br label %483

483:                                              ; preds = %480, %476, %471
  %484 = phi ptr [ %482, %480 ], [ %472, %476 ], [ %472, %471 ]
  %485 = phi ptr [ %481, %480 ], [ %473, %476 ], [ %473, %471 ]
  %486 = icmp ult ptr %485, %422
  br i1 %486, label %487, label %493

487:                                              ; preds = %483
  %488 = load i8, ptr %484, align 1, !tbaa !9
  %489 = load i8, ptr %485, align 1, !tbaa !9
  %490 = icmp eq i8 %488, %489
  %491 = zext i1 %490 to i64
  %492 = getelementptr inbounds i8, ptr %485, i64 %491
  br label %493

493:                                              ; preds = %487, %483
  %494 = phi ptr [ %485, %483 ], [ %492, %487 ]
  %495 = ptrtoint ptr %494 to i64
  %496 = sub i64 %495, %299
  %497 = trunc i64 %496 to i32
  br label %498

498:                                              ; preds = %493, %447, %432
  %499 = phi i32 [ %497, %493 ], [ %436, %432 ], [ %454, %447 ]
  %500 = add nsw i32 %499, 4
  %501 = sext i32 %500 to i64
  %502 = getelementptr inbounds i8, ptr %218, i64 %501
  %503 = icmp eq ptr %502, %422
  %504 = icmp ult ptr %422, %155
  %505 = and i1 %504, %503
  br i1 %505, label %506, label %583

506:                                              ; preds = %498
  %507 = icmp ugt ptr %154, %422
  br i1 %507, label %508, label %519, !prof !24

508:                                              ; preds = %506
  %509 = load i64, ptr %186, align 1, !tbaa !9
  %510 = load i64, ptr %502, align 1, !tbaa !9
  %511 = icmp eq i64 %509, %510
  br i1 %511, label %512, label %514

512:                                              ; preds = %508
  %513 = getelementptr inbounds i8, ptr %502, i64 8
  br label %519

514:                                              ; preds = %508
  %515 = xor i64 %510, %509
  %516 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %515, i1 true)
  %517 = trunc nuw nsw i64 %516 to i32
  %518 = lshr i32 %517, 3
  br label %580

519:                                              ; preds = %512, %506
  %520 = phi ptr [ %186, %506 ], [ %200, %512 ]
  %521 = phi ptr [ %502, %506 ], [ %513, %512 ]
  %522 = icmp ult ptr %521, %154
  br i1 %522, label %523, label %542, !prof !25

523:                                              ; preds = %519, %538
  %524 = phi ptr [ %539, %538 ], [ %521, %519 ]
  %525 = phi ptr [ %540, %538 ], [ %520, %519 ]
  %526 = load i64, ptr %525, align 1, !tbaa !9
  %527 = load i64, ptr %524, align 1, !tbaa !9
  %528 = icmp eq i64 %526, %527
  br i1 %528, label %538, label %529

529:                                              ; preds = %523
  %530 = xor i64 %527, %526
  %531 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %530, i1 true)
  %532 = lshr i64 %531, 3
  %533 = getelementptr inbounds i8, ptr %524, i64 %532
  %534 = ptrtoint ptr %533 to i64
  %535 = ptrtoint ptr %422 to i64
  %536 = sub i64 %534, %535
  %537 = trunc i64 %536 to i32
  br label %580

538:                                              ; preds = %523
  %539 = getelementptr inbounds i8, ptr %524, i64 8
  %540 = getelementptr inbounds i8, ptr %525, i64 8
  %541 = icmp ult ptr %539, %154
  br i1 %541, label %523, label %542, !prof !26

542:                                              ; preds = %538, %519
  %543 = phi ptr [ %520, %519 ], [ %540, %538 ]
  %544 = phi ptr [ %521, %519 ], [ %539, %538 ]
  %545 = icmp ult ptr %544, %166
  br i1 %545, label %546, label %553

546:                                              ; preds = %542
  %547 = load i32, ptr %543, align 1, !tbaa !9
  %548 = load i32, ptr %544, align 1, !tbaa !9
  %549 = icmp eq i32 %547, %548
  br i1 %549, label %550, label %553

550:                                              ; preds = %546
  %551 = getelementptr inbounds i8, ptr %544, i64 4
  %552 = getelementptr inbounds i8, ptr %543, i64 4
  br label %553

553:                                              ; preds = %550, %546, %542
  %554 = phi ptr [ %552, %550 ], [ %543, %546 ], [ %543, %542 ]
  %555 = phi ptr [ %551, %550 ], [ %544, %546 ], [ %544, %542 ]
  %556 = icmp ult ptr %555, %167
  br i1 %556, label %557, label %564

557:                                              ; preds = %553
  %558 = load i16, ptr %554, align 1, !tbaa !9
  %559 = load i16, ptr %555, align 1, !tbaa !9
  %560 = icmp eq i16 %558, %559
  br i1 %560, label %561, label %564

561:                                              ; preds = %557
  %562 = getelementptr inbounds i8, ptr %555, i64 2
  %563 = getelementptr inbounds i8, ptr %554, i64 2
  br label %564

564:                                              ; preds = %561, %557, %553
  %565 = phi ptr [ %563, %561 ], [ %554, %557 ], [ %554, %553 ]
  %566 = phi ptr [ %562, %561 ], [ %555, %557 ], [ %555, %553 ]
  %567 = icmp ult ptr %566, %155
  br i1 %567, label %568, label %574

568:                                              ; preds = %564
  %569 = load i8, ptr %565, align 1, !tbaa !9
  %570 = load i8, ptr %566, align 1, !tbaa !9
  %571 = icmp eq i8 %569, %570
  %572 = zext i1 %571 to i64
  %573 = getelementptr inbounds i8, ptr %566, i64 %572
  br label %574

574:                                              ; preds = %568, %564
  %575 = phi ptr [ %566, %564 ], [ %573, %568 ]
  %576 = ptrtoint ptr %575 to i64
  %577 = ptrtoint ptr %422 to i64
  %578 = sub i64 %576, %577
  %579 = trunc i64 %578 to i32
  br label %580

580:                                              ; preds = %574, %529, %514
  %581 = phi i32 [ %579, %574 ], [ %518, %514 ], [ %537, %529 ]
  %582 = add i32 %581, %500
  br label %583

583:                                              ; preds = %580, %498
  %584 = phi i32 [ %582, %580 ], [ %500, %498 ]
  %585 = icmp sgt i32 %584, %310
  br i1 %585, label %586, label %589

586:                                              ; preds = %583
  %587 = zext i32 %312 to i64
  %588 = getelementptr inbounds i8, ptr %198, i64 %587
  br label %589

589:                                              ; preds = %586, %583, %414, %409, %403, %328, %318
  %590 = phi ptr [ %315, %409 ], [ %588, %586 ], [ %315, %583 ], [ %315, %414 ], [ %315, %328 ], [ %315, %318 ], [ %407, %403 ]
  %591 = phi i32 [ %310, %409 ], [ %584, %586 ], [ %310, %583 ], [ %310, %414 ], [ %310, %328 ], [ %310, %318 ], [ %408, %403 ]
  %592 = and i32 %312, 65535
  %593 = zext nneg i32 %592 to i64
  %594 = getelementptr inbounds i16, ptr %162, i64 %593
  %595 = load i16, ptr %594, align 2, !tbaa !20
  %596 = icmp eq i16 %595, 1
  %597 = select i1 %152, i1 %596, i1 false
  br i1 %597, label %598, label %875

598:                                              ; preds = %589
  %599 = add i32 %312, -1
  %600 = icmp eq i32 %313, 0
  br i1 %600, label %601, label %643

601:                                              ; preds = %598
  br i1 %306, label %602, label %875

602:                                              ; preds = %601
  br i1 %297, label %612, label %605, !prof !25

603:                                              ; preds = %622
  %604 = ptrtoint ptr %623 to i64
  br label %605

605:                                              ; preds = %603, %602
  %606 = phi i64 [ %604, %603 ], [ %299, %602 ]
  %607 = phi ptr [ %623, %603 ], [ %296, %602 ]
  %608 = icmp ult ptr %607, %155
  br i1 %608, label %609, label %638

609:                                              ; preds = %605
  %610 = sub i64 %168, %606
  %611 = getelementptr i8, ptr %607, i64 %610
  br label %625

612:                                              ; preds = %602, %622
  %613 = phi ptr [ %623, %622 ], [ %296, %602 ]
  %614 = load i64, ptr %613, align 1, !tbaa !9
  %615 = icmp eq i64 %614, %308
  br i1 %615, label %622, label %616

616:                                              ; preds = %612
  %617 = xor i64 %614, %308
  %618 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %617, i1 true)
  %619 = lshr i64 %618, 3
  %620 = getelementptr inbounds i8, ptr %613, i64 %619
  %621 = ptrtoint ptr %620 to i64
  br label %638

622:                                              ; preds = %612
  %623 = getelementptr inbounds i8, ptr %613, i64 8
  %624 = icmp ult ptr %623, %154
  br i1 %624, label %612, label %603, !prof !26

625:                                              ; preds = %631, %609
  %626 = phi i64 [ %633, %631 ], [ %308, %609 ]
  %627 = phi ptr [ %632, %631 ], [ %607, %609 ]
  %628 = load i8, ptr %627, align 1, !tbaa !9
  %629 = trunc i64 %626 to i8
  %630 = icmp eq i8 %628, %629
  br i1 %630, label %631, label %635

631:                                              ; preds = %625
  %632 = getelementptr inbounds i8, ptr %627, i64 1
  %633 = lshr i64 %626, 8
  %634 = icmp eq ptr %632, %611
  br i1 %634, label %635, label %625, !llvm.loop !28

635:                                              ; preds = %631, %625
  %636 = phi ptr [ %611, %631 ], [ %627, %625 ]
  %637 = ptrtoint ptr %636 to i64
  br label %638

638:                                              ; preds = %635, %616, %605
  %639 = phi i64 [ %621, %616 ], [ %637, %635 ], [ %606, %605 ]
  %640 = sub i64 %639, %299
  %641 = and i64 %640, 4294967295
  %642 = add nuw nsw i64 %641, 4
  br label %643

643:                                              ; preds = %638, %598
  %644 = phi i64 [ %642, %638 ], [ %314, %598 ]
  %645 = phi i32 [ 2, %638 ], [ %313, %598 ]
  %646 = icmp ne i32 %645, 2
  %647 = icmp ult i32 %599, %226
  %648 = select i1 %646, i1 true, i1 %647
  br i1 %648, label %875, label %649

649:                                              ; preds = %643
  %650 = sub i32 %599, %187
  %651 = icmp ugt i32 %650, -4
  br i1 %651, label %875, label %652

652:                                              ; preds = %649
  %653 = icmp uge i32 %599, %187
  %654 = select i1 %653, ptr %198, ptr %201
  %655 = zext i32 %599 to i64
  %656 = getelementptr inbounds i8, ptr %654, i64 %655
  %657 = load i32, ptr %656, align 1, !tbaa !9
  %658 = icmp eq i32 %657, %227
  br i1 %658, label %659, label %875

659:                                              ; preds = %652
  %660 = select i1 %653, ptr %155, ptr %196
  %661 = getelementptr inbounds i8, ptr %656, i64 4
  %662 = ptrtoint ptr %660 to i64
  %663 = getelementptr inbounds i8, ptr %660, i64 -7
  %664 = icmp ugt ptr %663, %661
  br i1 %664, label %672, label %665, !prof !25

665:                                              ; preds = %682, %659
  %666 = phi ptr [ %661, %659 ], [ %683, %682 ]
  %667 = ptrtoint ptr %666 to i64
  %668 = icmp ult ptr %666, %660
  br i1 %668, label %669, label %698

669:                                              ; preds = %665
  %670 = sub i64 %662, %667
  %671 = getelementptr i8, ptr %666, i64 %670
  br label %685

672:                                              ; preds = %659, %682
  %673 = phi ptr [ %683, %682 ], [ %661, %659 ]
  %674 = load i64, ptr %673, align 1, !tbaa !9
  %675 = icmp eq i64 %674, %308
  br i1 %675, label %682, label %676

676:                                              ; preds = %672
  %677 = xor i64 %674, %308
  %678 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %677, i1 true)
  %679 = lshr i64 %678, 3
  %680 = getelementptr inbounds i8, ptr %673, i64 %679
  %681 = ptrtoint ptr %680 to i64
  br label %698

682:                                              ; preds = %672
  %683 = getelementptr inbounds i8, ptr %673, i64 8
  %684 = icmp ult ptr %683, %663
  br i1 %684, label %672, label %665, !prof !26

685:                                              ; preds = %691, %669
  %686 = phi i64 [ %693, %691 ], [ %308, %669 ]
  %687 = phi ptr [ %692, %691 ], [ %666, %669 ]
  %688 = load i8, ptr %687, align 1, !tbaa !9
  %689 = trunc i64 %686 to i8
  %690 = icmp eq i8 %688, %689
  br i1 %690, label %691, label %695

691:                                              ; preds = %685
  %692 = getelementptr inbounds i8, ptr %687, i64 1
  %693 = lshr i64 %686, 8
  %694 = icmp eq ptr %692, %671
  br i1 %694, label %695, label %685, !llvm.loop !28

695:                                              ; preds = %691, %685
  %696 = phi ptr [ %671, %691 ], [ %687, %685 ]
  %697 = ptrtoint ptr %696 to i64
  br label %698

698:                                              ; preds = %695, %676, %665
  %699 = phi i64 [ %681, %676 ], [ %697, %695 ], [ %667, %665 ]
  %700 = ptrtoint ptr %661 to i64
  %701 = sub i64 %699, %700
  %702 = and i64 %701, 4294967295
  %703 = add nuw nsw i64 %702, 4
  br i1 %653, label %756, label %704

704:                                              ; preds = %698
  %705 = getelementptr inbounds i8, ptr %656, i64 %703
  %706 = icmp eq ptr %705, %196
  br i1 %706, label %707, label %756

707:                                              ; preds = %704
  %708 = and i64 %701, 3
  %709 = icmp eq i64 %708, 0
  %710 = trunc i64 %701 to i32
  %711 = shl i32 %710, 3
  %712 = tail call i32 @llvm.fshl.i32(i32 %227, i32 %227, i32 %711)
  %713 = select i1 %709, i32 %227, i32 %712
  %714 = zext i32 %713 to i64
  %715 = mul nuw i64 %714, 4294967297
  br i1 %202, label %725, label %718, !prof !25

716:                                              ; preds = %735
  %717 = ptrtoint ptr %736 to i64
  br label %718

718:                                              ; preds = %716, %707
  %719 = phi i64 [ %717, %716 ], [ %188, %707 ]
  %720 = phi ptr [ %736, %716 ], [ %186, %707 ]
  %721 = icmp ult ptr %720, %155
  br i1 %721, label %722, label %751

722:                                              ; preds = %718
  %723 = sub i64 %168, %719
  %724 = getelementptr i8, ptr %720, i64 %723
  br label %738

725:                                              ; preds = %707, %735
  %726 = phi ptr [ %736, %735 ], [ %186, %707 ]
  %727 = load i64, ptr %726, align 1, !tbaa !9
  %728 = icmp eq i64 %727, %715
  br i1 %728, label %735, label %729

729:                                              ; preds = %725
  %730 = xor i64 %727, %715
  %731 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %730, i1 true)
  %732 = lshr i64 %731, 3
  %733 = getelementptr inbounds i8, ptr %726, i64 %732
  %734 = ptrtoint ptr %733 to i64
  br label %751

735:                                              ; preds = %725
  %736 = getelementptr inbounds i8, ptr %726, i64 8
  %737 = icmp ult ptr %736, %154
  br i1 %737, label %725, label %716, !prof !26

738:                                              ; preds = %744, %722
  %739 = phi i64 [ %746, %744 ], [ %715, %722 ]
  %740 = phi ptr [ %745, %744 ], [ %720, %722 ]
  %741 = load i8, ptr %740, align 1, !tbaa !9
  %742 = trunc i64 %739 to i8
  %743 = icmp eq i8 %741, %742
  br i1 %743, label %744, label %748

744:                                              ; preds = %738
  %745 = getelementptr inbounds i8, ptr %740, i64 1
  %746 = lshr i64 %739, 8
  %747 = icmp eq ptr %745, %724
  br i1 %747, label %748, label %738, !llvm.loop !28

748:                                              ; preds = %744, %738
  %749 = phi ptr [ %724, %744 ], [ %740, %738 ]
  %750 = ptrtoint ptr %749 to i64
  br label %751

751:                                              ; preds = %748, %729, %718
  %752 = phi i64 [ %734, %729 ], [ %750, %748 ], [ %719, %718 ]
  %753 = sub i64 %752, %188
  %754 = and i64 %753, 4294967295
  %755 = add nuw nsw i64 %754, %703
  br label %756

756:                                              ; preds = %751, %704, %698
  %757 = phi ptr [ %191, %751 ], [ %191, %704 ], [ %186, %698 ]
  %758 = phi i64 [ %755, %751 ], [ %703, %704 ], [ %703, %698 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %759 = ptrtoint ptr %656 to i64
  %760 = ptrtoint ptr %757 to i64
  store i32 %227, ptr %13, align 4, !tbaa !5
  %761 = getelementptr inbounds i8, ptr %757, i64 4
  br label %762

762:                                              ; preds = %765, %756
  %763 = phi ptr [ %656, %756 ], [ %766, %765 ]
  %764 = icmp ult ptr %763, %761
  br i1 %764, label %769, label %765, !prof !27

765:                                              ; preds = %762
  %766 = getelementptr inbounds i8, ptr %763, i64 -4
  %767 = load i32, ptr %766, align 1, !tbaa !9
  %768 = icmp eq i32 %767, %227
  br i1 %768, label %762, label %769, !llvm.loop !29

769:                                              ; preds = %765, %762
  %770 = icmp ugt ptr %763, %757
  br i1 %770, label %771, label %784, !prof !25

771:                                              ; preds = %769
  %772 = sub i64 %760, %759
  %773 = getelementptr i8, ptr %656, i64 %772
  br label %777

774:                                              ; preds = %777
  %775 = getelementptr inbounds i8, ptr %778, i64 -1
  %776 = icmp ugt ptr %780, %757
  br i1 %776, label %777, label %784, !prof !26, !llvm.loop !30

777:                                              ; preds = %774, %771
  %778 = phi ptr [ %775, %774 ], [ %169, %771 ]
  %779 = phi ptr [ %780, %774 ], [ %763, %771 ]
  %780 = getelementptr inbounds i8, ptr %779, i64 -1
  %781 = load i8, ptr %780, align 1, !tbaa !9
  %782 = load i8, ptr %778, align 1, !tbaa !9
  %783 = icmp eq i8 %781, %782
  br i1 %783, label %774, label %784

784:                                              ; preds = %777, %774, %769
  %785 = phi ptr [ %763, %769 ], [ %779, %777 ], [ %773, %774 ]
  %786 = ptrtoint ptr %785 to i64
  %787 = sub i64 %759, %786
  %788 = trunc i64 %787 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %789 = and i64 %787, 4294967295
  %790 = sub nsw i64 0, %789
  %791 = getelementptr inbounds i8, ptr %656, i64 %790
  %792 = icmp eq ptr %791, %186
  %793 = select i1 %653, i1 %792, i1 false
  %794 = select i1 %793, i1 %203, i1 false
  br i1 %794, label %795, label %833

795:                                              ; preds = %784
  %796 = sub nsw i32 0, %788
  %797 = and i32 %796, 3
  %798 = icmp eq i32 %797, 0
  %799 = shl i32 %796, 3
  %800 = tail call i32 @llvm.fshl.i32(i32 %227, i32 %227, i32 %799)
  %801 = select i1 %798, i32 %227, i32 %800
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  store i32 %801, ptr %12, align 4, !tbaa !5
  br label %802

802:                                              ; preds = %805, %795
  %803 = phi i64 [ %195, %795 ], [ %806, %805 ]
  %804 = icmp slt i64 %803, 4
  br i1 %804, label %812, label %805, !prof !27

805:                                              ; preds = %802
  %806 = add nsw i64 %803, -4
  %807 = getelementptr inbounds i8, ptr %191, i64 %806
  %808 = load i32, ptr %807, align 1, !tbaa !9
  %809 = icmp eq i32 %808, %801
  br i1 %809, label %802, label %810, !llvm.loop !29

810:                                              ; preds = %805
  %811 = getelementptr inbounds i8, ptr %191, i64 %803
  br label %815

812:                                              ; preds = %802
  %813 = getelementptr inbounds i8, ptr %191, i64 %803
  %814 = icmp sgt i64 %803, 0
  br i1 %814, label %815, label %827, !prof !31

815:                                              ; preds = %812, %810
  %816 = phi ptr [ %811, %810 ], [ %813, %812 ]
  br label %820

817:                                              ; preds = %820
  %818 = getelementptr inbounds i8, ptr %821, i64 -1
  %819 = icmp ugt ptr %823, %191
  br i1 %819, label %820, label %827, !prof !26, !llvm.loop !30

820:                                              ; preds = %815, %817
  %821 = phi ptr [ %818, %817 ], [ %170, %815 ]
  %822 = phi ptr [ %823, %817 ], [ %816, %815 ]
  %823 = getelementptr inbounds i8, ptr %822, i64 -1
  %824 = load i8, ptr %823, align 1, !tbaa !9
  %825 = load i8, ptr %821, align 1, !tbaa !9
  %826 = icmp eq i8 %824, %825
  br i1 %826, label %817, label %827

827:                                              ; preds = %820, %817, %812
  %828 = phi ptr [ %813, %812 ], [ %822, %820 ], [ %191, %817 ]
  %829 = ptrtoint ptr %828 to i64
  %830 = sub i64 %204, %829
  %831 = trunc i64 %830 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  %832 = add i32 %831, %788
  br label %833

833:                                              ; preds = %827, %784
  %834 = phi i32 [ %788, %784 ], [ %832, %827 ]
  %835 = sub i32 %599, %834
  %836 = tail call i32 @llvm.umax.i32(i32 %835, i32 %226)
  %837 = sub i32 %599, %836
  %838 = zext i32 %837 to i64
  %839 = add nuw nsw i64 %758, %838
  %840 = icmp ult i64 %839, %644
  %841 = icmp ugt i64 %758, %644
  %842 = or i1 %841, %840
  br i1 %842, label %851, label %843

843:                                              ; preds = %833
  %844 = trunc i64 %758 to i32
  %845 = trunc i64 %644 to i32
  %846 = sub i32 %599, %845
  %847 = add i32 %846, %844
  %848 = sub i32 %847, %187
  %849 = icmp ugt i32 %848, -4
  %850 = select i1 %849, i32 %187, i32 %847
  br label %880

851:                                              ; preds = %833
  %852 = sub i32 %836, %187
  %853 = icmp ugt i32 %852, -4
  br i1 %853, label %880, label %854

854:                                              ; preds = %851
  %855 = tail call i64 @llvm.umin.i64(i64 %839, i64 %644)
  %856 = sext i32 %591 to i64
  %857 = icmp ugt i64 %855, %856
  br i1 %857, label %858, label %865

858:                                              ; preds = %854
  %859 = zext i32 %836 to i64
  %860 = sub i64 %291, %859
  %861 = icmp ugt i64 %860, 65535
  br i1 %861, label %889, label %862

862:                                              ; preds = %858
  %863 = trunc i64 %855 to i32
  %864 = getelementptr inbounds i8, ptr %198, i64 %859
  br label %865

865:                                              ; preds = %862, %854
  %866 = phi ptr [ %864, %862 ], [ %590, %854 ]
  %867 = phi i32 [ %863, %862 ], [ %591, %854 ]
  %868 = and i32 %836, 65535
  %869 = zext nneg i32 %868 to i64
  %870 = getelementptr inbounds i16, ptr %162, i64 %869
  %871 = load i16, ptr %870, align 2, !tbaa !20
  %872 = zext i16 %871 to i32
  %873 = icmp ult i32 %836, %872
  %874 = sub i32 %836, %872
  br i1 %873, label %889, label %880

875:                                              ; preds = %652, %649, %643, %601, %589
  %876 = phi i64 [ %644, %652 ], [ %644, %649 ], [ %644, %643 ], [ %314, %589 ], [ %314, %601 ]
  %877 = phi i32 [ 2, %652 ], [ 2, %649 ], [ %645, %643 ], [ %313, %589 ], [ 1, %601 ]
  %878 = zext i16 %595 to i32
  %879 = sub i32 %312, %878
  br label %880

880:                                              ; preds = %875, %865, %851, %843
  %881 = phi i32 [ %591, %875 ], [ %867, %865 ], [ %591, %851 ], [ %591, %843 ]
  %882 = phi i32 [ %877, %875 ], [ 2, %865 ], [ 2, %851 ], [ 2, %843 ]
  %883 = phi i64 [ %876, %875 ], [ %644, %865 ], [ %644, %851 ], [ %644, %843 ]
  %884 = phi ptr [ %590, %875 ], [ %866, %865 ], [ %590, %851 ], [ %590, %843 ]
  %885 = phi i32 [ %879, %875 ], [ %874, %865 ], [ %187, %851 ], [ %850, %843 ]
  %886 = icmp uge i32 %885, %226
  %887 = icmp sgt i32 %311, 1
  %888 = select i1 %886, i1 %887, i1 false
  br i1 %888, label %309, label %889

889:                                              ; preds = %880, %865, %858, %284
  %890 = phi ptr [ %217, %284 ], [ %884, %880 ], [ %590, %858 ], [ %866, %865 ]
  %891 = phi i32 [ %149, %284 ], [ %316, %858 ], [ %316, %865 ], [ %316, %880 ]
  %892 = phi i32 [ 3, %284 ], [ %881, %880 ], [ %591, %858 ], [ %867, %865 ]
  %893 = icmp sgt i32 %891, 0
  %894 = sub i32 %223, %226
  %895 = icmp ult i32 %894, 65535
  %896 = select i1 %893, i1 %895, i1 false
  br i1 %896, label %897, label %1035

897:                                              ; preds = %889
  %898 = load ptr, ptr %205, align 8, !tbaa !16
  %899 = load ptr, ptr %206, align 8, !tbaa !15
  %900 = ptrtoint ptr %898 to i64
  %901 = ptrtoint ptr %899 to i64
  %902 = sub i64 %900, %901
  %903 = load i32, ptr %207, align 8, !tbaa !10
  %904 = zext i32 %903 to i64
  %905 = add i64 %902, %904
  %906 = load i32, ptr %218, align 1, !tbaa !9
  %907 = mul i32 %906, -1640531535
  %908 = lshr i32 %907, 17
  %909 = zext nneg i32 %908 to i64
  %910 = getelementptr inbounds [32768 x i32], ptr %185, i64 0, i64 %909
  %911 = load i32, ptr %910, align 4, !tbaa !5
  %912 = add i32 %911, %226
  %913 = trunc i64 %905 to i32
  %914 = sub i32 %912, %913
  %915 = sub i32 %223, %914
  %916 = icmp ult i32 %915, 65536
  br i1 %916, label %917, label %1035

917:                                              ; preds = %897
  %918 = sub nsw i64 0, %904
  %919 = getelementptr inbounds i8, ptr %899, i64 %918
  %920 = getelementptr inbounds i8, ptr %218, i64 4
  %921 = getelementptr inbounds i8, ptr %218, i64 12
  %922 = ptrtoint ptr %920 to i64
  br label %923

923:                                              ; preds = %1023, %917
  %924 = phi i32 [ %892, %917 ], [ %1025, %1023 ]
  %925 = phi i32 [ %891, %917 ], [ %929, %1023 ]
  %926 = phi i32 [ %911, %917 ], [ %1031, %1023 ]
  %927 = phi i32 [ %914, %917 ], [ %1032, %1023 ]
  %928 = phi ptr [ %890, %917 ], [ %1024, %1023 ]
  %929 = add nsw i32 %925, -1
  %930 = icmp eq i32 %925, 0
  br i1 %930, label %1035, label %931

931:                                              ; preds = %923
  %932 = zext i32 %926 to i64
  %933 = getelementptr inbounds i8, ptr %919, i64 %932
  %934 = load i32, ptr %933, align 1, !tbaa !9
  %935 = icmp eq i32 %934, %227
  br i1 %935, label %936, label %1023

936:                                              ; preds = %931
  %937 = sub i64 %905, %932
  %938 = getelementptr inbounds i8, ptr %218, i64 %937
  %939 = icmp ugt ptr %938, %155
  %940 = select i1 %939, ptr %155, ptr %938
  %941 = getelementptr inbounds i8, ptr %933, i64 4
  %942 = getelementptr inbounds i8, ptr %940, i64 -7
  %943 = icmp ugt ptr %942, %920
  br i1 %943, label %944, label %955, !prof !24

944:                                              ; preds = %936
  %945 = load i64, ptr %941, align 1, !tbaa !9
  %946 = load i64, ptr %920, align 1, !tbaa !9
  %947 = icmp eq i64 %945, %946
  br i1 %947, label %948, label %950

948:                                              ; preds = %944
  %949 = getelementptr inbounds i8, ptr %933, i64 12
  br label %955

950:                                              ; preds = %944
  %951 = xor i64 %946, %945
  %952 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %951, i1 true)
  %953 = trunc nuw nsw i64 %952 to i32
  %954 = lshr i32 %953, 3
  br label %1016

955:                                              ; preds = %948, %936
  %956 = phi ptr [ %941, %936 ], [ %949, %948 ]
  %957 = phi ptr [ %920, %936 ], [ %921, %948 ]
  %958 = icmp ult ptr %957, %942
  br i1 %958, label %959, label %977, !prof !25

959:                                              ; preds = %955, %973
  %960 = phi ptr [ %974, %973 ], [ %957, %955 ]
  %961 = phi ptr [ %975, %973 ], [ %956, %955 ]
  %962 = load i64, ptr %961, align 1, !tbaa !9
  %963 = load i64, ptr %960, align 1, !tbaa !9
  %964 = icmp eq i64 %962, %963
  br i1 %964, label %973, label %965

965:                                              ; preds = %959
  %966 = xor i64 %963, %962
  %967 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %966, i1 true)
  %968 = lshr i64 %967, 3
  %969 = getelementptr inbounds i8, ptr %960, i64 %968
  %970 = ptrtoint ptr %969 to i64
  %971 = sub i64 %970, %922
  %972 = trunc i64 %971 to i32
  br label %1016

973:                                              ; preds = %959
  %974 = getelementptr inbounds i8, ptr %960, i64 8
  %975 = getelementptr inbounds i8, ptr %961, i64 8
  %976 = icmp ult ptr %974, %942
  br i1 %976, label %959, label %977, !prof !26

977:                                              ; preds = %973, %955
  %978 = phi ptr [ %956, %955 ], [ %975, %973 ]
  %979 = phi ptr [ %957, %955 ], [ %974, %973 ]
  %980 = getelementptr inbounds i8, ptr %940, i64 -3
  %981 = icmp ult ptr %979, %980
  br i1 %981, label %982, label %989

982:                                              ; preds = %977
  %983 = load i32, ptr %978, align 1, !tbaa !9
  %984 = load i32, ptr %979, align 1, !tbaa !9
  %985 = icmp eq i32 %983, %984
  br i1 %985, label %986, label %989

986:                                              ; preds = %982
  %987 = getelementptr inbounds i8, ptr %979, i64 4
  %988 = getelementptr inbounds i8, ptr %978, i64 4
  br label %989

989:                                              ; preds = %986, %982, %977
  %990 = phi ptr [ %988, %986 ], [ %978, %982 ], [ %978, %977 ]
  %991 = phi ptr [ %987, %986 ], [ %979, %982 ], [ %979, %977 ]
  %992 = getelementptr inbounds i8, ptr %940, i64 -1
  %993 = icmp ult ptr %991, %992
  br i1 %993, label %994, label %1001

994:                                              ; preds = %989
  %995 = load i16, ptr %990, align 1, !tbaa !9
  %996 = load i16, ptr %991, align 1, !tbaa !9
  %997 = icmp eq i16 %995, %996
  br i1 %997, label %998, label %1001

998:                                              ; preds = %994
  %999 = getelementptr inbounds i8, ptr %991, i64 2
  %1000 = getelementptr inbounds i8, ptr %990, i64 2
  br label %1001

1001:                                             ; preds = %998, %994, %989
  %1002 = phi ptr [ %1000, %998 ], [ %990, %994 ], [ %990, %989 ]
  %1003 = phi ptr [ %999, %998 ], [ %991, %994 ], [ %991, %989 ]
  %1004 = icmp ult ptr %1003, %940
  br i1 %1004, label %1005, label %1011

1005:                                             ; preds = %1001
  %1006 = load i8, ptr %1002, align 1, !tbaa !9
  %1007 = load i8, ptr %1003, align 1, !tbaa !9
  %1008 = icmp eq i8 %1006, %1007
  %1009 = zext i1 %1008 to i64
  %1010 = getelementptr inbounds i8, ptr %1003, i64 %1009
  br label %1011

1011:                                             ; preds = %1005, %1001
  %1012 = phi ptr [ %1003, %1001 ], [ %1010, %1005 ]
  %1013 = ptrtoint ptr %1012 to i64
  %1014 = sub i64 %1013, %922
  %1015 = trunc i64 %1014 to i32
  br label %1016

1016:                                             ; preds = %1011, %965, %950
  %1017 = phi i32 [ %1015, %1011 ], [ %954, %950 ], [ %972, %965 ]
  %1018 = add nsw i32 %1017, 4
  %1019 = icmp sgt i32 %1018, %924
  br i1 %1019, label %1020, label %1023

1020:                                             ; preds = %1016
  %1021 = zext i32 %927 to i64
  %1022 = getelementptr inbounds i8, ptr %198, i64 %1021
  br label %1023

1023:                                             ; preds = %1020, %1016, %931
  %1024 = phi ptr [ %1022, %1020 ], [ %928, %1016 ], [ %928, %931 ]
  %1025 = phi i32 [ %1018, %1020 ], [ %924, %1016 ], [ %924, %931 ]
  %1026 = and i32 %926, 65535
  %1027 = zext nneg i32 %1026 to i64
  %1028 = getelementptr inbounds [65536 x i16], ptr %208, i64 0, i64 %1027
  %1029 = load i16, ptr %1028, align 2, !tbaa !20
  %1030 = zext i16 %1029 to i32
  %1031 = sub i32 %926, %1030
  %1032 = sub i32 %927, %1030
  %1033 = sub i32 %223, %1032
  %1034 = icmp ult i32 %1033, 65536
  br i1 %1034, label %923, label %1035, !llvm.loop !32

1035:                                             ; preds = %1023, %923, %897, %889
  %1036 = phi ptr [ %890, %889 ], [ %890, %897 ], [ %1024, %1023 ], [ %928, %923 ]
  %1037 = phi i32 [ %892, %889 ], [ %892, %897 ], [ %1025, %1023 ], [ %924, %923 ]
  %1038 = icmp slt i32 %1037, 4
  br i1 %1038, label %1039, label %3547

1039:                                             ; preds = %1035
  %1040 = getelementptr inbounds i8, ptr %218, i64 1
  %1041 = icmp ugt ptr %1040, %154
  %1042 = add i32 %215, 1
  br i1 %1041, label %3714, label %214, !llvm.loop !33

1043:                                             ; preds = %3547, %2135
  %1044 = phi ptr [ %1996, %2135 ], [ %3548, %3547 ]
  %1045 = phi ptr [ %1997, %2135 ], [ %3551, %3547 ]
  %1046 = phi ptr [ %1996, %2135 ], [ %3552, %3547 ]
  %1047 = phi ptr [ %1997, %2135 ], [ %3553, %3547 ]
  %1048 = phi i32 [ %1998, %2135 ], [ %3558, %3547 ]
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr inbounds i8, ptr %1044, i64 %1049
  %1051 = icmp ugt ptr %1050, %154
  br i1 %1051, label %1052, label %1054

1052:                                             ; preds = %1043
  %1053 = ptrtoint ptr %1044 to i64
  br label %2000

1054:                                             ; preds = %1043
  %1055 = getelementptr inbounds i8, ptr %1050, i64 -2
  %1056 = load ptr, ptr %14, align 8, !tbaa !19
  %1057 = load ptr, ptr %22, align 8, !tbaa !15
  %1058 = load i32, ptr %27, align 8, !tbaa !10
  %1059 = ptrtoint ptr %1055 to i64
  %1060 = ptrtoint ptr %1057 to i64
  %1061 = sub i64 %1059, %1060
  %1062 = trunc i64 %1061 to i32
  %1063 = add i32 %1058, %1062
  %1064 = load i32, ptr %29, align 4, !tbaa !18
  %1065 = add i32 %1064, 65536
  %1066 = icmp ugt i32 %1065, %1063
  %1067 = add i32 %1063, -65535
  %1068 = select i1 %1066, i32 %1064, i32 %1067
  %1069 = load ptr, ptr %163, align 8, !tbaa !17
  %1070 = zext i32 %1058 to i64
  %1071 = zext i32 %1064 to i64
  %1072 = sub nsw i64 0, %1071
  %1073 = sub nsw i64 %1070, %1071
  %1074 = getelementptr inbounds i8, ptr %1069, i64 %1073
  %1075 = ptrtoint ptr %1044 to i64
  %1076 = sub i64 %1059, %1075
  %1077 = trunc i64 %1076 to i32
  %1078 = load i32, ptr %1055, align 1, !tbaa !9
  %1079 = load i32, ptr %164, align 8, !tbaa !14
  %1080 = icmp ult i32 %1079, %1063
  br i1 %1080, label %1081, label %1138

1081:                                             ; preds = %1054
  %1082 = sub nsw i64 0, %1070
  %1083 = getelementptr i8, ptr %1057, i64 %1082
  %1084 = zext i32 %1079 to i64
  %1085 = zext i32 %1063 to i64
  %1086 = sub nsw i64 %1085, %1084
  %1087 = and i64 %1086, 1
  %1088 = icmp eq i64 %1087, 0
  br i1 %1088, label %1103, label %1089

1089:                                             ; preds = %1081
  %1090 = getelementptr i8, ptr %1083, i64 %1084
  %1091 = load i32, ptr %1090, align 1, !tbaa !9
  %1092 = mul i32 %1091, -1640531535
  %1093 = lshr i32 %1092, 17
  %1094 = zext nneg i32 %1093 to i64
  %1095 = getelementptr inbounds i32, ptr %0, i64 %1094
  %1096 = load i32, ptr %1095, align 4, !tbaa !5
  %1097 = sub i32 %1079, %1096
  %1098 = tail call i32 @llvm.umin.i32(i32 %1097, i32 65535)
  %1099 = trunc nuw i32 %1098 to i16
  %1100 = and i64 %1084, 65535
  %1101 = getelementptr inbounds i16, ptr %162, i64 %1100
  store i16 %1099, ptr %1101, align 2, !tbaa !20
  store i32 %1079, ptr %1095, align 4, !tbaa !5
  %1102 = add nuw nsw i64 %1084, 1
  br label %1103

1103:                                             ; preds = %1089, %1081
  %1104 = phi i64 [ %1084, %1081 ], [ %1102, %1089 ]
  %1105 = add nsw i64 %1085, -1
  %1106 = icmp eq i64 %1105, %1084
  br i1 %1106, label %1138, label %1107

1107:                                             ; preds = %1103, %1107
  %1108 = phi i64 [ %1136, %1107 ], [ %1104, %1103 ]
  %1109 = getelementptr i8, ptr %1083, i64 %1108
  %1110 = load i32, ptr %1109, align 1, !tbaa !9
  %1111 = mul i32 %1110, -1640531535
  %1112 = lshr i32 %1111, 17
  %1113 = zext nneg i32 %1112 to i64
  %1114 = getelementptr inbounds i32, ptr %0, i64 %1113
  %1115 = load i32, ptr %1114, align 4, !tbaa !5
  %1116 = trunc nuw i64 %1108 to i32
  %1117 = sub i32 %1116, %1115
  %1118 = tail call i32 @llvm.umin.i32(i32 %1117, i32 65535)
  %1119 = trunc nuw i32 %1118 to i16
  %1120 = and i64 %1108, 65535
  %1121 = getelementptr inbounds i16, ptr %162, i64 %1120
  store i16 %1119, ptr %1121, align 2, !tbaa !20
  store i32 %1116, ptr %1114, align 4, !tbaa !5
  %1122 = add nuw nsw i64 %1108, 1
  %1123 = getelementptr i8, ptr %1083, i64 %1122
  %1124 = load i32, ptr %1123, align 1, !tbaa !9
  %1125 = mul i32 %1124, -1640531535
  %1126 = lshr i32 %1125, 17
  %1127 = zext nneg i32 %1126 to i64
  %1128 = getelementptr inbounds i32, ptr %0, i64 %1127
  %1129 = load i32, ptr %1128, align 4, !tbaa !5
  %1130 = trunc nuw i64 %1122 to i32
  %1131 = sub i32 %1130, %1129
  %1132 = tail call i32 @llvm.umin.i32(i32 %1131, i32 65535)
  %1133 = trunc nuw i32 %1132 to i16
  %1134 = and i64 %1122, 65535
  %1135 = getelementptr inbounds i16, ptr %162, i64 %1134
  store i16 %1133, ptr %1135, align 2, !tbaa !20
  store i32 %1130, ptr %1128, align 4, !tbaa !5
  %1136 = add nuw nsw i64 %1108, 2
  %1137 = icmp eq i64 %1136, %1085
  br i1 %1137, label %1138, label %1107, !llvm.loop !21

1138:                                             ; preds = %1103, %1107, %1054
  store i32 %1063, ptr %164, align 8, !tbaa !14
  %1139 = load i32, ptr %1055, align 1, !tbaa !9
  %1140 = mul i32 %1139, -1640531535
  %1141 = lshr i32 %1140, 17
  %1142 = zext nneg i32 %1141 to i64
  %1143 = getelementptr inbounds i32, ptr %0, i64 %1142
  %1144 = load i32, ptr %1143, align 4, !tbaa !5
  %1145 = add i64 %1061, %1070
  %1146 = getelementptr i8, ptr %1044, i64 -1
  %1147 = icmp uge i32 %1144, %1068
  %1148 = select i1 %1147, i1 %165, i1 false
  br i1 %1148, label %1149, label %1812

1149:                                             ; preds = %1138
  %1150 = sub nsw i64 0, %1070
  %1151 = getelementptr i8, ptr %1057, i64 %1150
  %1152 = shl i64 %1076, 32
  %1153 = ashr exact i64 %1152, 32
  %1154 = sub nsw i64 0, %1153
  %1155 = icmp eq i32 %1077, 0
  %1156 = sub i64 %1075, %1059
  %1157 = getelementptr inbounds i8, ptr %1050, i64 2
  %1158 = icmp ugt ptr %154, %1157
  %1159 = getelementptr inbounds i8, ptr %1050, i64 10
  %1160 = ptrtoint ptr %1157 to i64
  %1161 = add i32 %1058, -4
  %1162 = getelementptr inbounds i8, ptr %1057, i64 8
  %1163 = and i32 %1078, 65535
  %1164 = lshr i32 %1078, 16
  %1165 = icmp eq i32 %1163, %1164
  %1166 = and i32 %1078, 255
  %1167 = lshr i32 %1078, 24
  %1168 = icmp eq i32 %1166, %1167
  %1169 = and i1 %1165, %1168
  %1170 = zext i32 %1078 to i64
  %1171 = mul nuw i64 %1170, 4294967297
  %1172 = getelementptr inbounds i8, ptr %1069, i64 %1072
  %1173 = icmp ult i32 %1064, %1058
  %1174 = ptrtoint ptr %1074 to i64
  %1175 = icmp ugt ptr %154, %1057
  br label %1176

1176:                                             ; preds = %1802, %1149
  %1177 = phi i32 [ %1048, %1149 ], [ %1803, %1802 ]
  %1178 = phi i32 [ %149, %1149 ], [ %1184, %1802 ]
  %1179 = phi i32 [ %1144, %1149 ], [ %1808, %1802 ]
  %1180 = phi i32 [ 0, %1149 ], [ %1804, %1802 ]
  %1181 = phi i64 [ 0, %1149 ], [ %1805, %1802 ]
  %1182 = phi ptr [ %1047, %1149 ], [ %1806, %1802 ]
  %1183 = phi ptr [ %1046, %1149 ], [ %1807, %1802 ]
  %1184 = add nsw i32 %1178, -1
  %1185 = icmp ult i32 %1179, %1058
  br i1 %1185, label %1303, label %1186

1186:                                             ; preds = %1176
  %1187 = zext i32 %1179 to i64
  %1188 = getelementptr i8, ptr %1151, i64 %1187
  %1189 = sext i32 %1177 to i64
  %1190 = getelementptr i8, ptr %1146, i64 %1189
  %1191 = load i16, ptr %1190, align 1, !tbaa !9
  %1192 = getelementptr inbounds i8, ptr %1188, i64 %1154
  %1193 = getelementptr inbounds i8, ptr %1192, i64 %1189
  %1194 = getelementptr inbounds i8, ptr %1193, i64 -1
  %1195 = load i16, ptr %1194, align 1, !tbaa !9
  %1196 = icmp eq i16 %1191, %1195
  br i1 %1196, label %1197, label %1508

1197:                                             ; preds = %1186
  %1198 = load i32, ptr %1188, align 1, !tbaa !9
  %1199 = icmp eq i32 %1198, %1078
  br i1 %1199, label %1200, label %1508

1200:                                             ; preds = %1197
  br i1 %1155, label %1221, label %1201

1201:                                             ; preds = %1200
  %1202 = ptrtoint ptr %1188 to i64
  %1203 = sub i64 %1060, %1202
  %1204 = tail call i64 @llvm.smax.i64(i64 %1156, i64 %1203)
  %1205 = trunc i64 %1204 to i32
  %1206 = shl i64 %1204, 32
  %1207 = ashr exact i64 %1206, 32
  %1208 = tail call i32 @llvm.smin.i32(i32 %1205, i32 0)
  br label %1209

1209:                                             ; preds = %1212, %1201
  %1210 = phi i64 [ %1213, %1212 ], [ 0, %1201 ]
  %1211 = icmp sgt i64 %1210, %1207
  br i1 %1211, label %1212, label %1221

1212:                                             ; preds = %1209
  %1213 = add nsw i64 %1210, -1
  %1214 = getelementptr inbounds i8, ptr %1055, i64 %1213
  %1215 = load i8, ptr %1214, align 1, !tbaa !9
  %1216 = getelementptr inbounds i8, ptr %1188, i64 %1213
  %1217 = load i8, ptr %1216, align 1, !tbaa !9
  %1218 = icmp eq i8 %1215, %1217
  br i1 %1218, label %1209, label %1219, !llvm.loop !34

1219:                                             ; preds = %1212
  %1220 = trunc nsw i64 %1210 to i32
  br label %1221

1221:                                             ; preds = %1209, %1219, %1200
  %1222 = phi i32 [ 0, %1200 ], [ %1220, %1219 ], [ %1208, %1209 ]
  %1223 = getelementptr inbounds i8, ptr %1188, i64 4
  br i1 %1158, label %1224, label %1235, !prof !24

1224:                                             ; preds = %1221
  %1225 = load i64, ptr %1223, align 1, !tbaa !9
  %1226 = load i64, ptr %1157, align 1, !tbaa !9
  %1227 = icmp eq i64 %1225, %1226
  br i1 %1227, label %1228, label %1230

1228:                                             ; preds = %1224
  %1229 = getelementptr inbounds i8, ptr %1188, i64 12
  br label %1235

1230:                                             ; preds = %1224
  %1231 = xor i64 %1226, %1225
  %1232 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1231, i1 true)
  %1233 = trunc nuw nsw i64 %1232 to i32
  %1234 = lshr i32 %1233, 3
  br label %1294

1235:                                             ; preds = %1228, %1221
  %1236 = phi ptr [ %1223, %1221 ], [ %1229, %1228 ]
  %1237 = phi ptr [ %1157, %1221 ], [ %1159, %1228 ]
  %1238 = icmp ult ptr %1237, %154
  br i1 %1238, label %1239, label %1257, !prof !25

1239:                                             ; preds = %1235, %1253
  %1240 = phi ptr [ %1254, %1253 ], [ %1237, %1235 ]
  %1241 = phi ptr [ %1255, %1253 ], [ %1236, %1235 ]
  %1242 = load i64, ptr %1241, align 1, !tbaa !9
  %1243 = load i64, ptr %1240, align 1, !tbaa !9
  %1244 = icmp eq i64 %1242, %1243
  br i1 %1244, label %1253, label %1245

1245:                                             ; preds = %1239
  %1246 = xor i64 %1243, %1242
  %1247 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1246, i1 true)
  %1248 = lshr i64 %1247, 3
  %1249 = getelementptr inbounds i8, ptr %1240, i64 %1248
  %1250 = ptrtoint ptr %1249 to i64
  %1251 = sub i64 %1250, %1160
  %1252 = trunc i64 %1251 to i32
  br label %1294

1253:                                             ; preds = %1239
  %1254 = getelementptr inbounds i8, ptr %1240, i64 8
  %1255 = getelementptr inbounds i8, ptr %1241, i64 8
  %1256 = icmp ult ptr %1254, %154
  br i1 %1256, label %1239, label %1257, !prof !26

1257:                                             ; preds = %1253, %1235
  %1258 = phi ptr [ %1236, %1235 ], [ %1255, %1253 ]
  %1259 = phi ptr [ %1237, %1235 ], [ %1254, %1253 ]
  %1260 = icmp ult ptr %1259, %166
  br i1 %1260, label %1261, label %1268

1261:                                             ; preds = %1257
  %1262 = load i32, ptr %1258, align 1, !tbaa !9
  %1263 = load i32, ptr %1259, align 1, !tbaa !9
  %1264 = icmp eq i32 %1262, %1263
  br i1 %1264, label %1265, label %1268

1265:                                             ; preds = %1261
  %1266 = getelementptr inbounds i8, ptr %1259, i64 4
  %1267 = getelementptr inbounds i8, ptr %1258, i64 4
  br label %1268

1268:                                             ; preds = %1265, %1261, %1257
  %1269 = phi ptr [ %1267, %1265 ], [ %1258, %1261 ], [ %1258, %1257 ]
  %1270 = phi ptr [ %1266, %1265 ], [ %1259, %1261 ], [ %1259, %1257 ]
  %1271 = icmp ult ptr %1270, %167
  br i1 %1271, label %1272, label %1279

1272:                                             ; preds = %1268
  %1273 = load i16, ptr %1269, align 1, !tbaa !9
  %1274 = load i16, ptr %1270, align 1, !tbaa !9
  %1275 = icmp eq i16 %1273, %1274
  br i1 %1275, label %1276, label %1279

1276:                                             ; preds = %1272
  %1277 = getelementptr inbounds i8, ptr %1270, i64 2
  %1278 = getelementptr inbounds i8, ptr %1269, i64 2
  br label %1279

1279:                                             ; preds = %1276, %1272, %1268
  %1280 = phi ptr [ %1278, %1276 ], [ %1269, %1272 ], [ %1269, %1268 ]
  %1281 = phi ptr [ %1277, %1276 ], [ %1270, %1272 ], [ %1270, %1268 ]
  %1282 = icmp ult ptr %1281, %155
  br i1 %1282, label %1283, label %1289

1283:                                             ; preds = %1279
  %1284 = load i8, ptr %1280, align 1, !tbaa !9
  %1285 = load i8, ptr %1281, align 1, !tbaa !9
  %1286 = icmp eq i8 %1284, %1285
  %1287 = zext i1 %1286 to i64
  %1288 = getelementptr inbounds i8, ptr %1281, i64 %1287
  br label %1289

1289:                                             ; preds = %1283, %1279
  %1290 = phi ptr [ %1281, %1279 ], [ %1288, %1283 ]
  %1291 = ptrtoint ptr %1290 to i64
  %1292 = sub i64 %1291, %1160
  %1293 = trunc i64 %1292 to i32
  br label %1294

1294:                                             ; preds = %1289, %1245, %1230
  %1295 = phi i32 [ %1293, %1289 ], [ %1234, %1230 ], [ %1252, %1245 ]
  %1296 = sub i32 %1295, %1222
  %1297 = add i32 %1296, 4
  %1298 = icmp sgt i32 %1297, %1177
  br i1 %1298, label %1299, label %1508

1299:                                             ; preds = %1294
  %1300 = sext i32 %1222 to i64
  %1301 = getelementptr inbounds i8, ptr %1188, i64 %1300
  %1302 = getelementptr inbounds i8, ptr %1055, i64 %1300
  br label %1508

1303:                                             ; preds = %1176
  %1304 = sub i32 %1179, %1064
  %1305 = zext i32 %1304 to i64
  %1306 = getelementptr inbounds i8, ptr %1069, i64 %1305
  %1307 = icmp ugt i32 %1179, %1161
  br i1 %1307, label %1508, label %1308, !prof !27

1308:                                             ; preds = %1303
  %1309 = load i32, ptr %1306, align 1, !tbaa !9
  %1310 = icmp eq i32 %1309, %1078
  br i1 %1310, label %1311, label %1508

1311:                                             ; preds = %1308
  %1312 = sub i32 %1058, %1179
  %1313 = zext i32 %1312 to i64
  %1314 = getelementptr inbounds i8, ptr %1055, i64 %1313
  %1315 = icmp ugt ptr %1314, %155
  %1316 = select i1 %1315, ptr %155, ptr %1314
  %1317 = getelementptr inbounds i8, ptr %1306, i64 4
  %1318 = getelementptr inbounds i8, ptr %1316, i64 -7
  %1319 = icmp ugt ptr %1318, %1157
  br i1 %1319, label %1320, label %1331, !prof !24

1320:                                             ; preds = %1311
  %1321 = load i64, ptr %1317, align 1, !tbaa !9
  %1322 = load i64, ptr %1157, align 1, !tbaa !9
  %1323 = icmp eq i64 %1321, %1322
  br i1 %1323, label %1324, label %1326

1324:                                             ; preds = %1320
  %1325 = getelementptr inbounds i8, ptr %1306, i64 12
  br label %1331

1326:                                             ; preds = %1320
  %1327 = xor i64 %1322, %1321
  %1328 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1327, i1 true)
  %1329 = trunc nuw nsw i64 %1328 to i32
  %1330 = lshr i32 %1329, 3
  br label %1392

1331:                                             ; preds = %1324, %1311
  %1332 = phi ptr [ %1317, %1311 ], [ %1325, %1324 ]
  %1333 = phi ptr [ %1157, %1311 ], [ %1159, %1324 ]
  %1334 = icmp ult ptr %1333, %1318
  br i1 %1334, label %1335, label %1353, !prof !25

1335:                                             ; preds = %1331, %1349
  %1336 = phi ptr [ %1350, %1349 ], [ %1333, %1331 ]
  %1337 = phi ptr [ %1351, %1349 ], [ %1332, %1331 ]
  %1338 = load i64, ptr %1337, align 1, !tbaa !9
  %1339 = load i64, ptr %1336, align 1, !tbaa !9
  %1340 = icmp eq i64 %1338, %1339
  br i1 %1340, label %1349, label %1341

1341:                                             ; preds = %1335
  %1342 = xor i64 %1339, %1338
  %1343 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1342, i1 true)
  %1344 = lshr i64 %1343, 3
  %1345 = getelementptr inbounds i8, ptr %1336, i64 %1344
  %1346 = ptrtoint ptr %1345 to i64
  %1347 = sub i64 %1346, %1160
  %1348 = trunc i64 %1347 to i32
  br label %1392

1349:                                             ; preds = %1335
  %1350 = getelementptr inbounds i8, ptr %1336, i64 8
  %1351 = getelementptr inbounds i8, ptr %1337, i64 8
  %1352 = icmp ult ptr %1350, %1318
  br i1 %1352, label %1335, label %1353, !prof !26

1353:                                             ; preds = %1349, %1331
  %1354 = phi ptr [ %1332, %1331 ], [ %1351, %1349 ]
  %1355 = phi ptr [ %1333, %1331 ], [ %1350, %1349 ]
  %1356 = getelementptr inbounds i8, ptr %1316, i64 -3
  %1357 = icmp ult ptr %1355, %1356
  br i1 %1357, label %1358, label %1365

1358:                                             ; preds = %1353
  %1359 = load i32, ptr %1354, align 1, !tbaa !9
  %1360 = load i32, ptr %1355, align 1, !tbaa !9
  %1361 = icmp eq i32 %1359, %1360
  br i1 %1361, label %1362, label %1365

1362:                                             ; preds = %1358
  %1363 = getelementptr inbounds i8, ptr %1355, i64 4
  %1364 = getelementptr inbounds i8, ptr %1354, i64 4
  br label %1365

1365:                                             ; preds = %1362, %1358, %1353
  %1366 = phi ptr [ %1364, %1362 ], [ %1354, %1358 ], [ %1354, %1353 ]
  %1367 = phi ptr [ %1363, %1362 ], [ %1355, %1358 ], [ %1355, %1353 ]
  %1368 = getelementptr inbounds i8, ptr %1316, i64 -1
  %1369 = icmp ult ptr %1367, %1368
  br i1 %1369, label %1370, label %1377

1370:                                             ; preds = %1365
  %1371 = load i16, ptr %1366, align 1, !tbaa !9
  %1372 = load i16, ptr %1367, align 1, !tbaa !9
  %1373 = icmp eq i16 %1371, %1372
  br i1 %1373, label %1374, label %1377

1374:                                             ; preds = %1370
  %1375 = getelementptr inbounds i8, ptr %1367, i64 2
  %1376 = getelementptr inbounds i8, ptr %1366, i64 2
  br label %1377

1377:                                             ; preds = %1374, %1370, %1365
  %1378 = phi ptr [ %1376, %1374 ], [ %1366, %1370 ], [ %1366, %1365 ]
  %1379 = phi ptr [ %1375, %1374 ], [ %1367, %1370 ], [ %1367, %1365 ]
  %1380 = icmp ult ptr %1379, %1316
  br i1 %1380, label %1381, label %1387

1381:                                             ; preds = %1377
  %1382 = load i8, ptr %1378, align 1, !tbaa !9
  %1383 = load i8, ptr %1379, align 1, !tbaa !9
  %1384 = icmp eq i8 %1382, %1383
  %1385 = zext i1 %1384 to i64
  %1386 = getelementptr inbounds i8, ptr %1379, i64 %1385
  br label %1387

1387:                                             ; preds = %1381, %1377
  %1388 = phi ptr [ %1379, %1377 ], [ %1386, %1381 ]
  %1389 = ptrtoint ptr %1388 to i64
  %1390 = sub i64 %1389, %1160
  %1391 = trunc i64 %1390 to i32
  br label %1392

1392:                                             ; preds = %1387, %1341, %1326
  %1393 = phi i32 [ %1391, %1387 ], [ %1330, %1326 ], [ %1348, %1341 ]
  %1394 = add nsw i32 %1393, 4
  %1395 = sext i32 %1394 to i64
  %1396 = getelementptr inbounds i8, ptr %1055, i64 %1395
  %1397 = icmp eq ptr %1396, %1316
  %1398 = icmp ult ptr %1316, %155
  %1399 = and i1 %1398, %1397
  br i1 %1399, label %1400, label %1477

1400:                                             ; preds = %1392
  %1401 = icmp ugt ptr %154, %1316
  br i1 %1401, label %1402, label %1413, !prof !24

1402:                                             ; preds = %1400
  %1403 = load i64, ptr %1057, align 1, !tbaa !9
  %1404 = load i64, ptr %1396, align 1, !tbaa !9
  %1405 = icmp eq i64 %1403, %1404
  br i1 %1405, label %1406, label %1408

1406:                                             ; preds = %1402
  %1407 = getelementptr inbounds i8, ptr %1396, i64 8
  br label %1413

1408:                                             ; preds = %1402
  %1409 = xor i64 %1404, %1403
  %1410 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1409, i1 true)
  %1411 = trunc nuw nsw i64 %1410 to i32
  %1412 = lshr i32 %1411, 3
  br label %1474

1413:                                             ; preds = %1406, %1400
  %1414 = phi ptr [ %1057, %1400 ], [ %1162, %1406 ]
  %1415 = phi ptr [ %1396, %1400 ], [ %1407, %1406 ]
  %1416 = icmp ult ptr %1415, %154
  br i1 %1416, label %1417, label %1436, !prof !25

1417:                                             ; preds = %1413, %1432
  %1418 = phi ptr [ %1433, %1432 ], [ %1415, %1413 ]
  %1419 = phi ptr [ %1434, %1432 ], [ %1414, %1413 ]
  %1420 = load i64, ptr %1419, align 1, !tbaa !9
  %1421 = load i64, ptr %1418, align 1, !tbaa !9
  %1422 = icmp eq i64 %1420, %1421
  br i1 %1422, label %1432, label %1423

1423:                                             ; preds = %1417
  %1424 = xor i64 %1421, %1420
  %1425 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1424, i1 true)
  %1426 = lshr i64 %1425, 3
  %1427 = getelementptr inbounds i8, ptr %1418, i64 %1426
  %1428 = ptrtoint ptr %1427 to i64
  %1429 = ptrtoint ptr %1316 to i64
  %1430 = sub i64 %1428, %1429
  %1431 = trunc i64 %1430 to i32
  br label %1474

1432:                                             ; preds = %1417
  %1433 = getelementptr inbounds i8, ptr %1418, i64 8
  %1434 = getelementptr inbounds i8, ptr %1419, i64 8
  %1435 = icmp ult ptr %1433, %154
  br i1 %1435, label %1417, label %1436, !prof !26

1436:                                             ; preds = %1432, %1413
  %1437 = phi ptr [ %1414, %1413 ], [ %1434, %1432 ]
  %1438 = phi ptr [ %1415, %1413 ], [ %1433, %1432 ]
  %1439 = icmp ult ptr %1438, %166
  br i1 %1439, label %1440, label %1447

1440:                                             ; preds = %1436
  %1441 = load i32, ptr %1437, align 1, !tbaa !9
  %1442 = load i32, ptr %1438, align 1, !tbaa !9
  %1443 = icmp eq i32 %1441, %1442
  br i1 %1443, label %1444, label %1447

1444:                                             ; preds = %1440
  %1445 = getelementptr inbounds i8, ptr %1438, i64 4
  %1446 = getelementptr inbounds i8, ptr %1437, i64 4
  br label %1447

1447:                                             ; preds = %1444, %1440, %1436
  %1448 = phi ptr [ %1446, %1444 ], [ %1437, %1440 ], [ %1437, %1436 ]
  %1449 = phi ptr [ %1445, %1444 ], [ %1438, %1440 ], [ %1438, %1436 ]
  %1450 = icmp ult ptr %1449, %167
  br i1 %1450, label %1451, label %1458

1451:                                             ; preds = %1447
  %1452 = load i16, ptr %1448, align 1, !tbaa !9
  %1453 = load i16, ptr %1449, align 1, !tbaa !9
  %1454 = icmp eq i16 %1452, %1453
  br i1 %1454, label %1455, label %1458

1455:                                             ; preds = %1451
  %1456 = getelementptr inbounds i8, ptr %1449, i64 2
  %1457 = getelementptr inbounds i8, ptr %1448, i64 2
  br label %1458

1458:                                             ; preds = %1455, %1451, %1447
  %1459 = phi ptr [ %1457, %1455 ], [ %1448, %1451 ], [ %1448, %1447 ]
  %1460 = phi ptr [ %1456, %1455 ], [ %1449, %1451 ], [ %1449, %1447 ]
  %1461 = icmp ult ptr %1460, %155
  br i1 %1461, label %1462, label %1468

1462:                                             ; preds = %1458
  %1463 = load i8, ptr %1459, align 1, !tbaa !9
  %1464 = load i8, ptr %1460, align 1, !tbaa !9
  %1465 = icmp eq i8 %1463, %1464
  %1466 = zext i1 %1465 to i64
  %1467 = getelementptr inbounds i8, ptr %1460, i64 %1466
  br label %1468

1468:                                             ; preds = %1462, %1458
  %1469 = phi ptr [ %1460, %1458 ], [ %1467, %1462 ]
  %1470 = ptrtoint ptr %1469 to i64
  %1471 = ptrtoint ptr %1316 to i64
  %1472 = sub i64 %1470, %1471
  %1473 = trunc i64 %1472 to i32
  br label %1474

1474:                                             ; preds = %1468, %1423, %1408
  %1475 = phi i32 [ %1473, %1468 ], [ %1412, %1408 ], [ %1431, %1423 ]
  %1476 = add i32 %1475, %1394
  br label %1477

1477:                                             ; preds = %1474, %1392
  %1478 = phi i32 [ %1476, %1474 ], [ %1394, %1392 ]
  br i1 %1155, label %1498, label %1479

1479:                                             ; preds = %1477
  %1480 = sub nsw i64 0, %1305
  %1481 = tail call i64 @llvm.smax.i64(i64 %1156, i64 %1480)
  %1482 = trunc i64 %1481 to i32
  %1483 = shl i64 %1481, 32
  %1484 = ashr exact i64 %1483, 32
  %1485 = tail call i32 @llvm.smin.i32(i32 %1482, i32 0)
  br label %1486

1486:                                             ; preds = %1489, %1479
  %1487 = phi i64 [ %1490, %1489 ], [ 0, %1479 ]
  %1488 = icmp sgt i64 %1487, %1484
  br i1 %1488, label %1489, label %1498

1489:                                             ; preds = %1486
  %1490 = add nsw i64 %1487, -1
  %1491 = getelementptr inbounds i8, ptr %1055, i64 %1490
  %1492 = load i8, ptr %1491, align 1, !tbaa !9
  %1493 = getelementptr inbounds i8, ptr %1306, i64 %1490
  %1494 = load i8, ptr %1493, align 1, !tbaa !9
  %1495 = icmp eq i8 %1492, %1494
  br i1 %1495, label %1486, label %1496, !llvm.loop !34

1496:                                             ; preds = %1489
  %1497 = trunc nsw i64 %1487 to i32
  br label %1498

1498:                                             ; preds = %1486, %1496, %1477
  %1499 = phi i32 [ 0, %1477 ], [ %1497, %1496 ], [ %1485, %1486 ]
  %1500 = sub nsw i32 %1478, %1499
  %1501 = icmp sgt i32 %1500, %1177
  br i1 %1501, label %1502, label %1508

1502:                                             ; preds = %1498
  %1503 = zext i32 %1179 to i64
  %1504 = getelementptr inbounds i8, ptr %1151, i64 %1503
  %1505 = sext i32 %1499 to i64
  %1506 = getelementptr inbounds i8, ptr %1504, i64 %1505
  %1507 = getelementptr inbounds i8, ptr %1055, i64 %1505
  br label %1508

1508:                                             ; preds = %1502, %1498, %1308, %1303, %1299, %1294, %1197, %1186
  %1509 = phi ptr [ %1183, %1303 ], [ %1507, %1502 ], [ %1183, %1498 ], [ %1183, %1308 ], [ %1302, %1299 ], [ %1183, %1294 ], [ %1183, %1197 ], [ %1183, %1186 ]
  %1510 = phi ptr [ %1182, %1303 ], [ %1506, %1502 ], [ %1182, %1498 ], [ %1182, %1308 ], [ %1301, %1299 ], [ %1182, %1294 ], [ %1182, %1197 ], [ %1182, %1186 ]
  %1511 = phi i32 [ %1177, %1303 ], [ %1500, %1502 ], [ %1177, %1498 ], [ %1177, %1308 ], [ %1297, %1299 ], [ %1177, %1294 ], [ %1177, %1197 ], [ %1177, %1186 ]
  %1512 = and i32 %1179, 65535
  %1513 = zext nneg i32 %1512 to i64
  %1514 = getelementptr inbounds i16, ptr %162, i64 %1513
  %1515 = load i16, ptr %1514, align 2, !tbaa !20
  %1516 = icmp eq i16 %1515, 1
  %1517 = select i1 %152, i1 %1516, i1 false
  br i1 %1517, label %1518, label %1797

1518:                                             ; preds = %1508
  %1519 = add i32 %1179, -1
  %1520 = icmp eq i32 %1180, 0
  br i1 %1520, label %1521, label %1563

1521:                                             ; preds = %1518
  br i1 %1169, label %1522, label %1797

1522:                                             ; preds = %1521
  br i1 %1158, label %1532, label %1525, !prof !25

1523:                                             ; preds = %1542
  %1524 = ptrtoint ptr %1543 to i64
  br label %1525

1525:                                             ; preds = %1523, %1522
  %1526 = phi i64 [ %1524, %1523 ], [ %1160, %1522 ]
  %1527 = phi ptr [ %1543, %1523 ], [ %1157, %1522 ]
  %1528 = icmp ult ptr %1527, %155
  br i1 %1528, label %1529, label %1558

1529:                                             ; preds = %1525
  %1530 = sub i64 %168, %1526
  %1531 = getelementptr i8, ptr %1527, i64 %1530
  br label %1545

1532:                                             ; preds = %1522, %1542
  %1533 = phi ptr [ %1543, %1542 ], [ %1157, %1522 ]
  %1534 = load i64, ptr %1533, align 1, !tbaa !9
  %1535 = icmp eq i64 %1534, %1171
  br i1 %1535, label %1542, label %1536

1536:                                             ; preds = %1532
  %1537 = xor i64 %1534, %1171
  %1538 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1537, i1 true)
  %1539 = lshr i64 %1538, 3
  %1540 = getelementptr inbounds i8, ptr %1533, i64 %1539
  %1541 = ptrtoint ptr %1540 to i64
  br label %1558

1542:                                             ; preds = %1532
  %1543 = getelementptr inbounds i8, ptr %1533, i64 8
  %1544 = icmp ult ptr %1543, %154
  br i1 %1544, label %1532, label %1523, !prof !26

1545:                                             ; preds = %1551, %1529
  %1546 = phi i64 [ %1553, %1551 ], [ %1171, %1529 ]
  %1547 = phi ptr [ %1552, %1551 ], [ %1527, %1529 ]
  %1548 = load i8, ptr %1547, align 1, !tbaa !9
  %1549 = trunc i64 %1546 to i8
  %1550 = icmp eq i8 %1548, %1549
  br i1 %1550, label %1551, label %1555

1551:                                             ; preds = %1545
  %1552 = getelementptr inbounds i8, ptr %1547, i64 1
  %1553 = lshr i64 %1546, 8
  %1554 = icmp eq ptr %1552, %1531
  br i1 %1554, label %1555, label %1545, !llvm.loop !28

1555:                                             ; preds = %1551, %1545
  %1556 = phi ptr [ %1531, %1551 ], [ %1547, %1545 ]
  %1557 = ptrtoint ptr %1556 to i64
  br label %1558

1558:                                             ; preds = %1555, %1536, %1525
  %1559 = phi i64 [ %1541, %1536 ], [ %1557, %1555 ], [ %1526, %1525 ]
  %1560 = sub i64 %1559, %1160
  %1561 = and i64 %1560, 4294967295
  %1562 = add nuw nsw i64 %1561, 4
  br label %1563

1563:                                             ; preds = %1558, %1518
  %1564 = phi i64 [ %1562, %1558 ], [ %1181, %1518 ]
  %1565 = phi i32 [ 2, %1558 ], [ %1180, %1518 ]
  %1566 = icmp ne i32 %1565, 2
  %1567 = icmp ult i32 %1519, %1068
  %1568 = select i1 %1566, i1 true, i1 %1567
  br i1 %1568, label %1797, label %1569

1569:                                             ; preds = %1563
  %1570 = sub i32 %1519, %1058
  %1571 = icmp ugt i32 %1570, -4
  br i1 %1571, label %1797, label %1572

1572:                                             ; preds = %1569
  %1573 = icmp uge i32 %1519, %1058
  %1574 = select i1 %1573, ptr %1151, ptr %1172
  %1575 = zext i32 %1519 to i64
  %1576 = getelementptr inbounds i8, ptr %1574, i64 %1575
  %1577 = load i32, ptr %1576, align 1, !tbaa !9
  %1578 = icmp eq i32 %1577, %1078
  br i1 %1578, label %1579, label %1797

1579:                                             ; preds = %1572
  %1580 = select i1 %1573, ptr %155, ptr %1074
  %1581 = getelementptr inbounds i8, ptr %1576, i64 4
  %1582 = ptrtoint ptr %1580 to i64
  %1583 = getelementptr inbounds i8, ptr %1580, i64 -7
  %1584 = icmp ugt ptr %1583, %1581
  br i1 %1584, label %1592, label %1585, !prof !25

1585:                                             ; preds = %1602, %1579
  %1586 = phi ptr [ %1581, %1579 ], [ %1603, %1602 ]
  %1587 = ptrtoint ptr %1586 to i64
  %1588 = icmp ult ptr %1586, %1580
  br i1 %1588, label %1589, label %1618

1589:                                             ; preds = %1585
  %1590 = sub i64 %1582, %1587
  %1591 = getelementptr i8, ptr %1586, i64 %1590
  br label %1605

1592:                                             ; preds = %1579, %1602
  %1593 = phi ptr [ %1603, %1602 ], [ %1581, %1579 ]
  %1594 = load i64, ptr %1593, align 1, !tbaa !9
  %1595 = icmp eq i64 %1594, %1171
  br i1 %1595, label %1602, label %1596

1596:                                             ; preds = %1592
  %1597 = xor i64 %1594, %1171
  %1598 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1597, i1 true)
  %1599 = lshr i64 %1598, 3
  %1600 = getelementptr inbounds i8, ptr %1593, i64 %1599
  %1601 = ptrtoint ptr %1600 to i64
  br label %1618

1602:                                             ; preds = %1592
  %1603 = getelementptr inbounds i8, ptr %1593, i64 8
  %1604 = icmp ult ptr %1603, %1583
  br i1 %1604, label %1592, label %1585, !prof !26

1605:                                             ; preds = %1611, %1589
  %1606 = phi i64 [ %1613, %1611 ], [ %1171, %1589 ]
  %1607 = phi ptr [ %1612, %1611 ], [ %1586, %1589 ]
  %1608 = load i8, ptr %1607, align 1, !tbaa !9
  %1609 = trunc i64 %1606 to i8
  %1610 = icmp eq i8 %1608, %1609
  br i1 %1610, label %1611, label %1615

1611:                                             ; preds = %1605
  %1612 = getelementptr inbounds i8, ptr %1607, i64 1
  %1613 = lshr i64 %1606, 8
  %1614 = icmp eq ptr %1612, %1591
  br i1 %1614, label %1615, label %1605, !llvm.loop !28

1615:                                             ; preds = %1611, %1605
  %1616 = phi ptr [ %1591, %1611 ], [ %1607, %1605 ]
  %1617 = ptrtoint ptr %1616 to i64
  br label %1618

1618:                                             ; preds = %1615, %1596, %1585
  %1619 = phi i64 [ %1601, %1596 ], [ %1617, %1615 ], [ %1587, %1585 ]
  %1620 = ptrtoint ptr %1581 to i64
  %1621 = sub i64 %1619, %1620
  %1622 = and i64 %1621, 4294967295
  %1623 = add nuw nsw i64 %1622, 4
  br i1 %1573, label %1676, label %1624

1624:                                             ; preds = %1618
  %1625 = getelementptr inbounds i8, ptr %1576, i64 %1623
  %1626 = icmp eq ptr %1625, %1074
  br i1 %1626, label %1627, label %1676

1627:                                             ; preds = %1624
  %1628 = and i64 %1621, 3
  %1629 = icmp eq i64 %1628, 0
  %1630 = trunc i64 %1621 to i32
  %1631 = shl i32 %1630, 3
  %1632 = tail call i32 @llvm.fshl.i32(i32 %1078, i32 %1078, i32 %1631)
  %1633 = select i1 %1629, i32 %1078, i32 %1632
  %1634 = zext i32 %1633 to i64
  %1635 = mul nuw i64 %1634, 4294967297
  br i1 %1175, label %1645, label %1638, !prof !25

1636:                                             ; preds = %1655
  %1637 = ptrtoint ptr %1656 to i64
  br label %1638

1638:                                             ; preds = %1636, %1627
  %1639 = phi i64 [ %1637, %1636 ], [ %1060, %1627 ]
  %1640 = phi ptr [ %1656, %1636 ], [ %1057, %1627 ]
  %1641 = icmp ult ptr %1640, %155
  br i1 %1641, label %1642, label %1671

1642:                                             ; preds = %1638
  %1643 = sub i64 %168, %1639
  %1644 = getelementptr i8, ptr %1640, i64 %1643
  br label %1658

1645:                                             ; preds = %1627, %1655
  %1646 = phi ptr [ %1656, %1655 ], [ %1057, %1627 ]
  %1647 = load i64, ptr %1646, align 1, !tbaa !9
  %1648 = icmp eq i64 %1647, %1635
  br i1 %1648, label %1655, label %1649

1649:                                             ; preds = %1645
  %1650 = xor i64 %1647, %1635
  %1651 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1650, i1 true)
  %1652 = lshr i64 %1651, 3
  %1653 = getelementptr inbounds i8, ptr %1646, i64 %1652
  %1654 = ptrtoint ptr %1653 to i64
  br label %1671

1655:                                             ; preds = %1645
  %1656 = getelementptr inbounds i8, ptr %1646, i64 8
  %1657 = icmp ult ptr %1656, %154
  br i1 %1657, label %1645, label %1636, !prof !26

1658:                                             ; preds = %1664, %1642
  %1659 = phi i64 [ %1666, %1664 ], [ %1635, %1642 ]
  %1660 = phi ptr [ %1665, %1664 ], [ %1640, %1642 ]
  %1661 = load i8, ptr %1660, align 1, !tbaa !9
  %1662 = trunc i64 %1659 to i8
  %1663 = icmp eq i8 %1661, %1662
  br i1 %1663, label %1664, label %1668

1664:                                             ; preds = %1658
  %1665 = getelementptr inbounds i8, ptr %1660, i64 1
  %1666 = lshr i64 %1659, 8
  %1667 = icmp eq ptr %1665, %1644
  br i1 %1667, label %1668, label %1658, !llvm.loop !28

1668:                                             ; preds = %1664, %1658
  %1669 = phi ptr [ %1644, %1664 ], [ %1660, %1658 ]
  %1670 = ptrtoint ptr %1669 to i64
  br label %1671

1671:                                             ; preds = %1638, %1649, %1668
  %1672 = phi i64 [ %1654, %1649 ], [ %1670, %1668 ], [ %1639, %1638 ]
  %1673 = sub i64 %1672, %1060
  %1674 = and i64 %1673, 4294967295
  %1675 = add nuw nsw i64 %1674, %1623
  br label %1676

1676:                                             ; preds = %1671, %1624, %1618
  %1677 = phi ptr [ %1069, %1671 ], [ %1069, %1624 ], [ %1057, %1618 ]
  %1678 = phi i64 [ %1675, %1671 ], [ %1623, %1624 ], [ %1623, %1618 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  %1679 = ptrtoint ptr %1576 to i64
  %1680 = ptrtoint ptr %1677 to i64
  store i32 %1078, ptr %11, align 4, !tbaa !5
  %1681 = getelementptr inbounds i8, ptr %1677, i64 4
  br label %1682

1682:                                             ; preds = %1685, %1676
  %1683 = phi ptr [ %1576, %1676 ], [ %1686, %1685 ]
  %1684 = icmp ult ptr %1683, %1681
  br i1 %1684, label %1689, label %1685, !prof !27

1685:                                             ; preds = %1682
  %1686 = getelementptr inbounds i8, ptr %1683, i64 -4
  %1687 = load i32, ptr %1686, align 1, !tbaa !9
  %1688 = icmp eq i32 %1687, %1078
  br i1 %1688, label %1682, label %1689, !llvm.loop !29

1689:                                             ; preds = %1685, %1682
  %1690 = icmp ugt ptr %1683, %1677
  br i1 %1690, label %1691, label %1704, !prof !25

1691:                                             ; preds = %1689
  %1692 = sub i64 %1680, %1679
  %1693 = getelementptr i8, ptr %1576, i64 %1692
  br label %1697

1694:                                             ; preds = %1697
  %1695 = getelementptr inbounds i8, ptr %1698, i64 -1
  %1696 = icmp ugt ptr %1700, %1677
  br i1 %1696, label %1697, label %1704, !prof !26, !llvm.loop !30

1697:                                             ; preds = %1694, %1691
  %1698 = phi ptr [ %1695, %1694 ], [ %171, %1691 ]
  %1699 = phi ptr [ %1700, %1694 ], [ %1683, %1691 ]
  %1700 = getelementptr inbounds i8, ptr %1699, i64 -1
  %1701 = load i8, ptr %1700, align 1, !tbaa !9
  %1702 = load i8, ptr %1698, align 1, !tbaa !9
  %1703 = icmp eq i8 %1701, %1702
  br i1 %1703, label %1694, label %1704

1704:                                             ; preds = %1697, %1694, %1689
  %1705 = phi ptr [ %1683, %1689 ], [ %1699, %1697 ], [ %1693, %1694 ]
  %1706 = ptrtoint ptr %1705 to i64
  %1707 = sub i64 %1679, %1706
  %1708 = trunc i64 %1707 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  %1709 = and i64 %1707, 4294967295
  %1710 = sub nsw i64 0, %1709
  %1711 = getelementptr inbounds i8, ptr %1576, i64 %1710
  %1712 = icmp eq ptr %1711, %1057
  %1713 = select i1 %1573, i1 %1712, i1 false
  %1714 = select i1 %1713, i1 %1173, i1 false
  br i1 %1714, label %1715, label %1753

1715:                                             ; preds = %1704
  %1716 = sub nsw i32 0, %1708
  %1717 = and i32 %1716, 3
  %1718 = icmp eq i32 %1717, 0
  %1719 = shl i32 %1716, 3
  %1720 = tail call i32 @llvm.fshl.i32(i32 %1078, i32 %1078, i32 %1719)
  %1721 = select i1 %1718, i32 %1078, i32 %1720
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store i32 %1721, ptr %10, align 4, !tbaa !5
  br label %1722

1722:                                             ; preds = %1725, %1715
  %1723 = phi i64 [ %1073, %1715 ], [ %1726, %1725 ]
  %1724 = icmp slt i64 %1723, 4
  br i1 %1724, label %1732, label %1725, !prof !27

1725:                                             ; preds = %1722
  %1726 = add nsw i64 %1723, -4
  %1727 = getelementptr inbounds i8, ptr %1069, i64 %1726
  %1728 = load i32, ptr %1727, align 1, !tbaa !9
  %1729 = icmp eq i32 %1728, %1721
  br i1 %1729, label %1722, label %1730, !llvm.loop !29

1730:                                             ; preds = %1725
  %1731 = getelementptr inbounds i8, ptr %1069, i64 %1723
  br label %1735

1732:                                             ; preds = %1722
  %1733 = getelementptr inbounds i8, ptr %1069, i64 %1723
  %1734 = icmp sgt i64 %1723, 0
  br i1 %1734, label %1735, label %1747, !prof !31

1735:                                             ; preds = %1732, %1730
  %1736 = phi ptr [ %1731, %1730 ], [ %1733, %1732 ]
  br label %1740

1737:                                             ; preds = %1740
  %1738 = getelementptr inbounds i8, ptr %1741, i64 -1
  %1739 = icmp ugt ptr %1743, %1069
  br i1 %1739, label %1740, label %1747, !prof !26, !llvm.loop !30

1740:                                             ; preds = %1735, %1737
  %1741 = phi ptr [ %1738, %1737 ], [ %172, %1735 ]
  %1742 = phi ptr [ %1743, %1737 ], [ %1736, %1735 ]
  %1743 = getelementptr inbounds i8, ptr %1742, i64 -1
  %1744 = load i8, ptr %1743, align 1, !tbaa !9
  %1745 = load i8, ptr %1741, align 1, !tbaa !9
  %1746 = icmp eq i8 %1744, %1745
  br i1 %1746, label %1737, label %1747

1747:                                             ; preds = %1740, %1737, %1732
  %1748 = phi ptr [ %1733, %1732 ], [ %1742, %1740 ], [ %1069, %1737 ]
  %1749 = ptrtoint ptr %1748 to i64
  %1750 = sub i64 %1174, %1749
  %1751 = trunc i64 %1750 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  %1752 = add i32 %1751, %1708
  br label %1753

1753:                                             ; preds = %1747, %1704
  %1754 = phi i32 [ %1708, %1704 ], [ %1752, %1747 ]
  %1755 = sub i32 %1519, %1754
  %1756 = tail call i32 @llvm.umax.i32(i32 %1755, i32 %1068)
  %1757 = sub i32 %1519, %1756
  %1758 = zext i32 %1757 to i64
  %1759 = add nuw nsw i64 %1678, %1758
  %1760 = icmp ult i64 %1759, %1564
  %1761 = icmp ugt i64 %1678, %1564
  %1762 = or i1 %1761, %1760
  br i1 %1762, label %1771, label %1763

1763:                                             ; preds = %1753
  %1764 = trunc i64 %1678 to i32
  %1765 = trunc i64 %1564 to i32
  %1766 = sub i32 %1519, %1765
  %1767 = add i32 %1766, %1764
  %1768 = sub i32 %1767, %1058
  %1769 = icmp ugt i32 %1768, -4
  %1770 = select i1 %1769, i32 %1058, i32 %1767
  br label %1802

1771:                                             ; preds = %1753
  %1772 = sub i32 %1756, %1058
  %1773 = icmp ugt i32 %1772, -4
  br i1 %1773, label %1802, label %1774

1774:                                             ; preds = %1771
  br i1 %1155, label %1775, label %1802

1775:                                             ; preds = %1774
  %1776 = tail call i64 @llvm.umin.i64(i64 %1759, i64 %1564)
  %1777 = sext i32 %1511 to i64
  %1778 = icmp ugt i64 %1776, %1777
  br i1 %1778, label %1779, label %1786

1779:                                             ; preds = %1775
  %1780 = zext i32 %1756 to i64
  %1781 = sub i64 %1145, %1780
  %1782 = icmp ugt i64 %1781, 65535
  br i1 %1782, label %1812, label %1783

1783:                                             ; preds = %1779
  %1784 = trunc i64 %1776 to i32
  %1785 = getelementptr inbounds i8, ptr %1151, i64 %1780
  br label %1786

1786:                                             ; preds = %1783, %1775
  %1787 = phi ptr [ %1055, %1783 ], [ %1509, %1775 ]
  %1788 = phi ptr [ %1785, %1783 ], [ %1510, %1775 ]
  %1789 = phi i32 [ %1784, %1783 ], [ %1511, %1775 ]
  %1790 = and i32 %1756, 65535
  %1791 = zext nneg i32 %1790 to i64
  %1792 = getelementptr inbounds i16, ptr %162, i64 %1791
  %1793 = load i16, ptr %1792, align 2, !tbaa !20
  %1794 = zext i16 %1793 to i32
  %1795 = icmp ult i32 %1756, %1794
  %1796 = sub i32 %1756, %1794
  br i1 %1795, label %1812, label %1802

1797:                                             ; preds = %1572, %1569, %1563, %1521, %1508
  %1798 = phi i64 [ %1181, %1508 ], [ %1564, %1563 ], [ %1564, %1569 ], [ %1564, %1572 ], [ %1181, %1521 ]
  %1799 = phi i32 [ %1180, %1508 ], [ %1565, %1563 ], [ 2, %1569 ], [ 2, %1572 ], [ 1, %1521 ]
  %1800 = zext i16 %1515 to i32
  %1801 = sub i32 %1179, %1800
  br label %1802

1802:                                             ; preds = %1797, %1786, %1774, %1771, %1763
  %1803 = phi i32 [ %1511, %1797 ], [ %1511, %1763 ], [ %1511, %1774 ], [ %1511, %1771 ], [ %1789, %1786 ]
  %1804 = phi i32 [ %1799, %1797 ], [ 2, %1763 ], [ 2, %1774 ], [ 2, %1771 ], [ 2, %1786 ]
  %1805 = phi i64 [ %1798, %1797 ], [ %1564, %1763 ], [ %1564, %1774 ], [ %1564, %1771 ], [ %1564, %1786 ]
  %1806 = phi ptr [ %1510, %1797 ], [ %1510, %1763 ], [ %1510, %1774 ], [ %1510, %1771 ], [ %1788, %1786 ]
  %1807 = phi ptr [ %1509, %1797 ], [ %1509, %1763 ], [ %1509, %1774 ], [ %1509, %1771 ], [ %1787, %1786 ]
  %1808 = phi i32 [ %1801, %1797 ], [ %1770, %1763 ], [ %1756, %1774 ], [ %1058, %1771 ], [ %1796, %1786 ]
  %1809 = icmp uge i32 %1808, %1068
  %1810 = icmp sgt i32 %1178, 1
  %1811 = select i1 %1809, i1 %1810, i1 false
  br i1 %1811, label %1176, label %1812

1812:                                             ; preds = %1802, %1786, %1779, %1138
  %1813 = phi ptr [ %1046, %1138 ], [ %1807, %1802 ], [ %1509, %1779 ], [ %1787, %1786 ]
  %1814 = phi ptr [ %1047, %1138 ], [ %1806, %1802 ], [ %1510, %1779 ], [ %1788, %1786 ]
  %1815 = phi i32 [ %149, %1138 ], [ %1184, %1779 ], [ %1184, %1786 ], [ %1184, %1802 ]
  %1816 = phi i32 [ %1048, %1138 ], [ %1803, %1802 ], [ %1511, %1779 ], [ %1789, %1786 ]
  %1817 = icmp sgt i32 %1815, 0
  %1818 = sub i32 %1063, %1068
  %1819 = icmp ult i32 %1818, 65535
  %1820 = select i1 %1817, i1 %1819, i1 false
  br i1 %1820, label %1821, label %1995

1821:                                             ; preds = %1812
  %1822 = getelementptr inbounds i8, ptr %1056, i64 262144
  %1823 = load ptr, ptr %1822, align 8, !tbaa !16
  %1824 = getelementptr inbounds i8, ptr %1056, i64 262152
  %1825 = load ptr, ptr %1824, align 8, !tbaa !15
  %1826 = ptrtoint ptr %1823 to i64
  %1827 = ptrtoint ptr %1825 to i64
  %1828 = sub i64 %1826, %1827
  %1829 = getelementptr inbounds i8, ptr %1056, i64 262168
  %1830 = load i32, ptr %1829, align 8, !tbaa !10
  %1831 = zext i32 %1830 to i64
  %1832 = add i64 %1828, %1831
  %1833 = load i32, ptr %1055, align 1, !tbaa !9
  %1834 = mul i32 %1833, -1640531535
  %1835 = lshr i32 %1834, 17
  %1836 = zext nneg i32 %1835 to i64
  %1837 = getelementptr inbounds [32768 x i32], ptr %1056, i64 0, i64 %1836
  %1838 = load i32, ptr %1837, align 4, !tbaa !5
  %1839 = add i32 %1838, %1068
  %1840 = trunc i64 %1832 to i32
  %1841 = sub i32 %1839, %1840
  %1842 = sub i32 %1063, %1841
  %1843 = icmp ult i32 %1842, 65536
  br i1 %1843, label %1844, label %1995

1844:                                             ; preds = %1821
  %1845 = sub nsw i64 0, %1831
  %1846 = getelementptr inbounds i8, ptr %1825, i64 %1845
  %1847 = getelementptr inbounds i8, ptr %1050, i64 2
  %1848 = getelementptr inbounds i8, ptr %1050, i64 10
  %1849 = ptrtoint ptr %1847 to i64
  %1850 = icmp eq i32 %1077, 0
  %1851 = sub i64 %1075, %1059
  %1852 = sub nsw i64 0, %1070
  %1853 = getelementptr inbounds i8, ptr %1057, i64 %1852
  %1854 = getelementptr inbounds i8, ptr %1056, i64 131072
  br label %1855

1855:                                             ; preds = %1982, %1844
  %1856 = phi i32 [ %1816, %1844 ], [ %1985, %1982 ]
  %1857 = phi i32 [ %1815, %1844 ], [ %1862, %1982 ]
  %1858 = phi i32 [ %1838, %1844 ], [ %1991, %1982 ]
  %1859 = phi i32 [ %1841, %1844 ], [ %1992, %1982 ]
  %1860 = phi ptr [ %1814, %1844 ], [ %1984, %1982 ]
  %1861 = phi ptr [ %1813, %1844 ], [ %1983, %1982 ]
  %1862 = add nsw i32 %1857, -1
  %1863 = icmp eq i32 %1857, 0
  br i1 %1863, label %1995, label %1864

1864:                                             ; preds = %1855
  %1865 = zext i32 %1858 to i64
  %1866 = getelementptr inbounds i8, ptr %1846, i64 %1865
  %1867 = load i32, ptr %1866, align 1, !tbaa !9
  %1868 = icmp eq i32 %1867, %1078
  br i1 %1868, label %1869, label %1982

1869:                                             ; preds = %1864
  %1870 = sub i64 %1832, %1865
  %1871 = getelementptr inbounds i8, ptr %1055, i64 %1870
  %1872 = icmp ugt ptr %1871, %155
  %1873 = select i1 %1872, ptr %155, ptr %1871
  %1874 = getelementptr inbounds i8, ptr %1866, i64 4
  %1875 = getelementptr inbounds i8, ptr %1873, i64 -7
  %1876 = icmp ugt ptr %1875, %1847
  br i1 %1876, label %1877, label %1888, !prof !24

1877:                                             ; preds = %1869
  %1878 = load i64, ptr %1874, align 1, !tbaa !9
  %1879 = load i64, ptr %1847, align 1, !tbaa !9
  %1880 = icmp eq i64 %1878, %1879
  br i1 %1880, label %1881, label %1883

1881:                                             ; preds = %1877
  %1882 = getelementptr inbounds i8, ptr %1866, i64 12
  br label %1888

1883:                                             ; preds = %1877
  %1884 = xor i64 %1879, %1878
  %1885 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1884, i1 true)
  %1886 = trunc nuw nsw i64 %1885 to i32
  %1887 = lshr i32 %1886, 3
  br label %1949

1888:                                             ; preds = %1881, %1869
  %1889 = phi ptr [ %1874, %1869 ], [ %1882, %1881 ]
  %1890 = phi ptr [ %1847, %1869 ], [ %1848, %1881 ]
  %1891 = icmp ult ptr %1890, %1875
  br i1 %1891, label %1892, label %1910, !prof !25

1892:                                             ; preds = %1888, %1906
  %1893 = phi ptr [ %1907, %1906 ], [ %1890, %1888 ]
  %1894 = phi ptr [ %1908, %1906 ], [ %1889, %1888 ]
  %1895 = load i64, ptr %1894, align 1, !tbaa !9
  %1896 = load i64, ptr %1893, align 1, !tbaa !9
  %1897 = icmp eq i64 %1895, %1896
  br i1 %1897, label %1906, label %1898

1898:                                             ; preds = %1892
  %1899 = xor i64 %1896, %1895
  %1900 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1899, i1 true)
  %1901 = lshr i64 %1900, 3
  %1902 = getelementptr inbounds i8, ptr %1893, i64 %1901
  %1903 = ptrtoint ptr %1902 to i64
  %1904 = sub i64 %1903, %1849
  %1905 = trunc i64 %1904 to i32
  br label %1949

1906:                                             ; preds = %1892
  %1907 = getelementptr inbounds i8, ptr %1893, i64 8
  %1908 = getelementptr inbounds i8, ptr %1894, i64 8
  %1909 = icmp ult ptr %1907, %1875
  br i1 %1909, label %1892, label %1910, !prof !26

1910:                                             ; preds = %1906, %1888
  %1911 = phi ptr [ %1889, %1888 ], [ %1908, %1906 ]
  %1912 = phi ptr [ %1890, %1888 ], [ %1907, %1906 ]
  %1913 = getelementptr inbounds i8, ptr %1873, i64 -3
  %1914 = icmp ult ptr %1912, %1913
  br i1 %1914, label %1915, label %1922

1915:                                             ; preds = %1910
  %1916 = load i32, ptr %1911, align 1, !tbaa !9
  %1917 = load i32, ptr %1912, align 1, !tbaa !9
  %1918 = icmp eq i32 %1916, %1917
  br i1 %1918, label %1919, label %1922

1919:                                             ; preds = %1915
  %1920 = getelementptr inbounds i8, ptr %1912, i64 4
  %1921 = getelementptr inbounds i8, ptr %1911, i64 4
  br label %1922

1922:                                             ; preds = %1919, %1915, %1910
  %1923 = phi ptr [ %1921, %1919 ], [ %1911, %1915 ], [ %1911, %1910 ]
  %1924 = phi ptr [ %1920, %1919 ], [ %1912, %1915 ], [ %1912, %1910 ]
  %1925 = getelementptr inbounds i8, ptr %1873, i64 -1
  %1926 = icmp ult ptr %1924, %1925
  br i1 %1926, label %1927, label %1934

1927:                                             ; preds = %1922
  %1928 = load i16, ptr %1923, align 1, !tbaa !9
  %1929 = load i16, ptr %1924, align 1, !tbaa !9
  %1930 = icmp eq i16 %1928, %1929
  br i1 %1930, label %1931, label %1934

1931:                                             ; preds = %1927
  %1932 = getelementptr inbounds i8, ptr %1924, i64 2
  %1933 = getelementptr inbounds i8, ptr %1923, i64 2
  br label %1934

1934:                                             ; preds = %1931, %1927, %1922
  %1935 = phi ptr [ %1933, %1931 ], [ %1923, %1927 ], [ %1923, %1922 ]
  %1936 = phi ptr [ %1932, %1931 ], [ %1924, %1927 ], [ %1924, %1922 ]
  %1937 = icmp ult ptr %1936, %1873
  br i1 %1937, label %1938, label %1944

1938:                                             ; preds = %1934
  %1939 = load i8, ptr %1935, align 1, !tbaa !9
  %1940 = load i8, ptr %1936, align 1, !tbaa !9
  %1941 = icmp eq i8 %1939, %1940
  %1942 = zext i1 %1941 to i64
  %1943 = getelementptr inbounds i8, ptr %1936, i64 %1942
  br label %1944

1944:                                             ; preds = %1938, %1934
  %1945 = phi ptr [ %1936, %1934 ], [ %1943, %1938 ]
  %1946 = ptrtoint ptr %1945 to i64
  %1947 = sub i64 %1946, %1849
  %1948 = trunc i64 %1947 to i32
  br label %1949

1949:                                             ; preds = %1944, %1898, %1883
  %1950 = phi i32 [ %1948, %1944 ], [ %1887, %1883 ], [ %1905, %1898 ]
  %1951 = add nsw i32 %1950, 4
  br i1 %1850, label %1972, label %1952

1952:                                             ; preds = %1949
  %1953 = ptrtoint ptr %1866 to i64
  %1954 = sub i64 %1827, %1953
  %1955 = tail call i64 @llvm.smax.i64(i64 %1851, i64 %1954)
  %1956 = trunc i64 %1955 to i32
  %1957 = shl i64 %1955, 32
  %1958 = ashr exact i64 %1957, 32
  %1959 = tail call i32 @llvm.smin.i32(i32 %1956, i32 0)
  br label %1960

1960:                                             ; preds = %1963, %1952
  %1961 = phi i64 [ %1964, %1963 ], [ 0, %1952 ]
  %1962 = icmp sgt i64 %1961, %1958
  br i1 %1962, label %1963, label %1972

1963:                                             ; preds = %1960
  %1964 = add nsw i64 %1961, -1
  %1965 = getelementptr inbounds i8, ptr %1055, i64 %1964
  %1966 = load i8, ptr %1965, align 1, !tbaa !9
  %1967 = getelementptr inbounds i8, ptr %1866, i64 %1964
  %1968 = load i8, ptr %1967, align 1, !tbaa !9
  %1969 = icmp eq i8 %1966, %1968
  br i1 %1969, label %1960, label %1970, !llvm.loop !34

1970:                                             ; preds = %1963
  %1971 = trunc nsw i64 %1961 to i32
  br label %1972

1972:                                             ; preds = %1960, %1970, %1949
  %1973 = phi i32 [ 0, %1949 ], [ %1971, %1970 ], [ %1959, %1960 ]
  %1974 = sub i32 %1951, %1973
  %1975 = icmp sgt i32 %1974, %1856
  br i1 %1975, label %1976, label %1982

1976:                                             ; preds = %1972
  %1977 = zext i32 %1859 to i64
  %1978 = getelementptr inbounds i8, ptr %1853, i64 %1977
  %1979 = sext i32 %1973 to i64
  %1980 = getelementptr inbounds i8, ptr %1978, i64 %1979
  %1981 = getelementptr inbounds i8, ptr %1055, i64 %1979
  br label %1982

1982:                                             ; preds = %1976, %1972, %1864
  %1983 = phi ptr [ %1981, %1976 ], [ %1861, %1972 ], [ %1861, %1864 ]
  %1984 = phi ptr [ %1980, %1976 ], [ %1860, %1972 ], [ %1860, %1864 ]
  %1985 = phi i32 [ %1974, %1976 ], [ %1856, %1972 ], [ %1856, %1864 ]
  %1986 = and i32 %1858, 65535
  %1987 = zext nneg i32 %1986 to i64
  %1988 = getelementptr inbounds [65536 x i16], ptr %1854, i64 0, i64 %1987
  %1989 = load i16, ptr %1988, align 2, !tbaa !20
  %1990 = zext i16 %1989 to i32
  %1991 = sub i32 %1858, %1990
  %1992 = sub i32 %1859, %1990
  %1993 = sub i32 %1063, %1992
  %1994 = icmp ult i32 %1993, 65536
  br i1 %1994, label %1855, label %1995, !llvm.loop !32

1995:                                             ; preds = %1982, %1855, %1821, %1812
  %1996 = phi ptr [ %1813, %1812 ], [ %1813, %1821 ], [ %1861, %1855 ], [ %1983, %1982 ]
  %1997 = phi ptr [ %1814, %1812 ], [ %1814, %1821 ], [ %1860, %1855 ], [ %1984, %1982 ]
  %1998 = phi i32 [ %1816, %1812 ], [ %1816, %1821 ], [ %1856, %1855 ], [ %1985, %1982 ]
  %1999 = icmp eq i32 %1998, %1048
  br i1 %1999, label %2000, label %2135

2000:                                             ; preds = %1995, %1052
  %2001 = phi i64 [ %1053, %1052 ], [ %1075, %1995 ]
  %2002 = phi ptr [ %1047, %1052 ], [ %1997, %1995 ]
  %2003 = phi ptr [ %1046, %1052 ], [ %1996, %1995 ]
  %2004 = getelementptr i8, ptr %3550, i64 1
  %2005 = ptrtoint ptr %3549 to i64
  %2006 = sub i64 %2001, %2005
  %2007 = udiv i64 %2006, 255
  %2008 = getelementptr inbounds i8, ptr %2004, i64 %2007
  %2009 = getelementptr inbounds i8, ptr %2008, i64 %2006
  %2010 = getelementptr inbounds i8, ptr %2009, i64 8
  %2011 = icmp ugt ptr %2010, %159
  %2012 = select i1 %175, i1 %2011, i1 false
  br i1 %2012, label %3791, label %2013

2013:                                             ; preds = %2000
  %2014 = icmp ugt i64 %2006, 14
  br i1 %2014, label %2015, label %2031

2015:                                             ; preds = %2013
  %2016 = add i64 %2006, -15
  store i8 -16, ptr %3550, align 1, !tbaa !9
  %2017 = icmp ugt i64 %2016, 254
  br i1 %2017, label %2018, label %2026

2018:                                             ; preds = %2015
  %2019 = add i64 %2006, -270
  %2020 = udiv i64 %2019, 255
  %2021 = add nuw nsw i64 %2020, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2004, i8 -1, i64 %2021, i1 false), !tbaa !9
  %2022 = getelementptr i8, ptr %3550, i64 2
  %2023 = mul i64 %2020, -255
  %2024 = getelementptr i8, ptr %2022, i64 %2020
  %2025 = add i64 %2023, %2019
  br label %2026

2026:                                             ; preds = %2018, %2015
  %2027 = phi ptr [ %2004, %2015 ], [ %2024, %2018 ]
  %2028 = phi i64 [ %2016, %2015 ], [ %2025, %2018 ]
  %2029 = trunc nuw i64 %2028 to i8
  %2030 = getelementptr inbounds i8, ptr %2027, i64 1
  store i8 %2029, ptr %2027, align 1, !tbaa !9
  br label %2034

2031:                                             ; preds = %2013
  %2032 = trunc nuw i64 %2006 to i8
  %2033 = shl nuw i8 %2032, 4
  store i8 %2033, ptr %3550, align 1, !tbaa !9
  br label %2034

2034:                                             ; preds = %2031, %2026
  %2035 = phi ptr [ %2030, %2026 ], [ %2004, %2031 ]
  %2036 = ptrtoint ptr %2035 to i64
  %2037 = getelementptr inbounds i8, ptr %2035, i64 %2006
  %2038 = add i64 %2001, %2036
  %2039 = sub i64 %2038, %2005
  %2040 = add nuw i64 %2036, 8
  %2041 = tail call i64 @llvm.umax.i64(i64 %2039, i64 %2040)
  %2042 = xor i64 %2036, -1
  %2043 = add i64 %2041, %2042
  %2044 = lshr i64 %2043, 3
  %2045 = add nuw nsw i64 %2044, 1
  %2046 = icmp ult i64 %2043, 24
  %2047 = sub i64 %2036, %2005
  %2048 = icmp ult i64 %2047, 32
  %2049 = select i1 %2046, i1 true, i1 %2048
  br i1 %2049, label %2070, label %2050

2050:                                             ; preds = %2034
  %2051 = and i64 %2045, 4611686018427387900
  %2052 = shl i64 %2051, 3
  %2053 = getelementptr i8, ptr %3549, i64 %2052
  %2054 = shl i64 %2051, 3
  %2055 = getelementptr i8, ptr %2035, i64 %2054
  br label %2056

2056:                                             ; preds = %2056, %2050
  %2057 = phi i64 [ 0, %2050 ], [ %2066, %2056 ]
  %2058 = shl i64 %2057, 3
  %2059 = getelementptr i8, ptr %3549, i64 %2058
  %2060 = shl i64 %2057, 3
  %2061 = getelementptr i8, ptr %2035, i64 %2060
  %2062 = getelementptr i8, ptr %2059, i64 16
  %2063 = load <2 x i64>, ptr %2059, align 1
  %2064 = load <2 x i64>, ptr %2062, align 1
  %2065 = getelementptr i8, ptr %2061, i64 16
  store <2 x i64> %2063, ptr %2061, align 1
  store <2 x i64> %2064, ptr %2065, align 1
  %2066 = add nuw i64 %2057, 4
  %2067 = icmp eq i64 %2066, %2051
  br i1 %2067, label %2068, label %2056, !llvm.loop !35

2068:                                             ; preds = %2056
  %2069 = icmp eq i64 %2045, %2051
  br i1 %2069, label %2080, label %2070

2070:                                             ; preds = %2068, %2034
  %2071 = phi ptr [ %3549, %2034 ], [ %2053, %2068 ]
  %2072 = phi ptr [ %2035, %2034 ], [ %2055, %2068 ]
  br label %2073

2073:                                             ; preds = %2070, %2073
  %2074 = phi ptr [ %2078, %2073 ], [ %2071, %2070 ]
  %2075 = phi ptr [ %2077, %2073 ], [ %2072, %2070 ]
  %2076 = load i64, ptr %2074, align 1
  store i64 %2076, ptr %2075, align 1
  %2077 = getelementptr inbounds i8, ptr %2075, i64 8
  %2078 = getelementptr inbounds i8, ptr %2074, i64 8
  %2079 = icmp ult ptr %2077, %2037
  br i1 %2079, label %2073, label %2080, !llvm.loop !38

2080:                                             ; preds = %2073, %2068
  %2081 = ptrtoint ptr %1045 to i64
  %2082 = sub i64 %2001, %2081
  %2083 = trunc i64 %2082 to i16
  store i16 %2083, ptr %2037, align 1, !tbaa !9
  %2084 = getelementptr i8, ptr %2037, i64 2
  %2085 = add nsw i64 %1049, -4
  %2086 = udiv i64 %2085, 255
  %2087 = getelementptr inbounds i8, ptr %2084, i64 %2086
  %2088 = getelementptr inbounds i8, ptr %2087, i64 6
  %2089 = icmp ugt ptr %2088, %159
  %2090 = select i1 %175, i1 %2089, i1 false
  br i1 %2090, label %3791, label %2091

2091:                                             ; preds = %2080
  %2092 = icmp ugt i64 %2085, 14
  br i1 %2092, label %2093, label %2122

2093:                                             ; preds = %2091
  %2094 = load i8, ptr %3550, align 1, !tbaa !9
  %2095 = add i8 %2094, 15
  store i8 %2095, ptr %3550, align 1, !tbaa !9
  %2096 = add nsw i64 %1049, -19
  %2097 = icmp ugt i64 %2096, 509
  br i1 %2097, label %2098, label %2110

2098:                                             ; preds = %2093
  %2099 = add nsw i64 %1049, -529
  %2100 = udiv i64 %2099, 510
  %2101 = shl nuw nsw i64 %2100, 1
  %2102 = add nuw nsw i64 %2101, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2084, i8 -1, i64 %2102, i1 false), !tbaa !9
  %2103 = getelementptr i8, ptr %2035, i64 4
  %2104 = sub i64 0, %2005
  %2105 = getelementptr i8, ptr %2103, i64 %2104
  %2106 = getelementptr i8, ptr %2105, i64 %2001
  %2107 = getelementptr i8, ptr %2106, i64 %2101
  %2108 = mul i64 %2100, -510
  %2109 = add i64 %2108, %2099
  br label %2110

2110:                                             ; preds = %2098, %2093
  %2111 = phi ptr [ %2084, %2093 ], [ %2107, %2098 ]
  %2112 = phi i64 [ %2096, %2093 ], [ %2109, %2098 ]
  %2113 = icmp ugt i64 %2112, 254
  br i1 %2113, label %2114, label %2117

2114:                                             ; preds = %2110
  %2115 = add nsw i64 %2112, -255
  %2116 = getelementptr inbounds i8, ptr %2111, i64 1
  store i8 -1, ptr %2111, align 1, !tbaa !9
  br label %2117

2117:                                             ; preds = %2114, %2110
  %2118 = phi ptr [ %2116, %2114 ], [ %2111, %2110 ]
  %2119 = phi i64 [ %2115, %2114 ], [ %2112, %2110 ]
  %2120 = trunc nuw i64 %2119 to i8
  %2121 = getelementptr inbounds i8, ptr %2118, i64 1
  store i8 %2120, ptr %2118, align 1, !tbaa !9
  br label %2126

2122:                                             ; preds = %2091
  %2123 = trunc nuw i64 %2085 to i8
  %2124 = load i8, ptr %3550, align 1, !tbaa !9
  %2125 = add i8 %2124, %2123
  store i8 %2125, ptr %3550, align 1, !tbaa !9
  br label %2126

2126:                                             ; preds = %3399, %3394, %2122, %2117
  %2127 = phi ptr [ %1050, %2117 ], [ %1050, %2122 ], [ %2198, %3394 ], [ %2198, %3399 ]
  %2128 = phi ptr [ %2121, %2117 ], [ %2084, %2122 ], [ %3398, %3394 ], [ %3361, %3399 ]
  %2129 = phi ptr [ %1045, %2117 ], [ %1045, %2122 ], [ %2152, %3394 ], [ %2152, %3399 ]
  %2130 = phi ptr [ %2003, %2117 ], [ %2003, %2122 ], [ %2194, %3394 ], [ %2194, %3399 ]
  %2131 = phi ptr [ %2002, %2117 ], [ %2002, %2122 ], [ %2195, %3394 ], [ %2195, %3399 ]
  %2132 = phi ptr [ %3554, %2117 ], [ %3554, %2122 ], [ %3151, %3394 ], [ %3151, %3399 ]
  %2133 = phi ptr [ %3555, %2117 ], [ %3555, %2122 ], [ %3150, %3394 ], [ %3150, %3399 ]
  %2134 = icmp ugt ptr %2127, %154
  br i1 %2134, label %3714, label %176, !llvm.loop !33

2135:                                             ; preds = %1995
  %2136 = icmp ult ptr %3557, %1044
  %2137 = getelementptr inbounds i8, ptr %1044, i64 %3560
  %2138 = icmp ult ptr %1996, %2137
  %2139 = select i1 %2136, i1 %2138, i1 false
  %2140 = select i1 %2139, ptr %3557, ptr %1044
  %2141 = ptrtoint ptr %1996 to i64
  %2142 = ptrtoint ptr %2140 to i64
  %2143 = sub i64 %2141, %2142
  %2144 = icmp slt i64 %2143, 3
  br i1 %2144, label %1043, label %2145

2145:                                             ; preds = %2135
  %2146 = select i1 %2139, ptr %3556, ptr %1045
  %2147 = select i1 %2139, i32 %3559, i32 %1048
  br label %2148

2148:                                             ; preds = %3711, %2145
  %2149 = phi ptr [ %2140, %2145 ], [ %3585, %3711 ]
  %2150 = phi ptr [ %3549, %2145 ], [ %3713, %3711 ]
  %2151 = phi ptr [ %3550, %2145 ], [ %3712, %3711 ]
  %2152 = phi ptr [ %2146, %2145 ], [ %3586, %3711 ]
  %2153 = phi ptr [ %1996, %2145 ], [ %3144, %3711 ]
  %2154 = phi ptr [ %1997, %2145 ], [ %3145, %3711 ]
  %2155 = phi ptr [ %3554, %2145 ], [ %3144, %3711 ]
  %2156 = phi ptr [ %3555, %2145 ], [ %3145, %3711 ]
  %2157 = phi i32 [ %1998, %2145 ], [ %3146, %3711 ]
  %2158 = phi i32 [ %2147, %2145 ], [ %3587, %3711 ]
  %2159 = ptrtoint ptr %2149 to i64
  %2160 = tail call i32 @llvm.smin.i32(i32 %2158, i32 18)
  %2161 = sext i32 %2160 to i64
  %2162 = getelementptr inbounds i8, ptr %2149, i64 %2161
  %2163 = sext i32 %2158 to i64
  %2164 = getelementptr inbounds i8, ptr %2149, i64 %2163
  %2165 = getelementptr inbounds i8, ptr %2164, i64 3
  br label %2166

2166:                                             ; preds = %3405, %2148
  %2167 = phi ptr [ %3144, %3405 ], [ %2153, %2148 ]
  %2168 = phi ptr [ %3145, %3405 ], [ %2154, %2148 ]
  %2169 = phi ptr [ %3144, %3405 ], [ %2155, %2148 ]
  %2170 = phi ptr [ %3145, %3405 ], [ %2156, %2148 ]
  %2171 = phi i32 [ %3146, %3405 ], [ %2157, %2148 ]
  %2172 = ptrtoint ptr %2167 to i64
  %2173 = sub i64 %2172, %2159
  %2174 = icmp slt i64 %2173, 18
  br i1 %2174, label %2175, label %2193

2175:                                             ; preds = %2166
  %2176 = sext i32 %2171 to i64
  %2177 = getelementptr inbounds i8, ptr %2167, i64 %2176
  %2178 = getelementptr inbounds i8, ptr %2177, i64 -4
  %2179 = icmp ugt ptr %2162, %2178
  %2180 = trunc i64 %2173 to i32
  %2181 = add i32 %2180, -4
  %2182 = add i32 %2181, %2171
  %2183 = select i1 %2179, i32 %2182, i32 %2160
  %2184 = sub i64 %2159, %2172
  %2185 = trunc i64 %2184 to i32
  %2186 = add i32 %2183, %2185
  %2187 = icmp sgt i32 %2186, 0
  br i1 %2187, label %2188, label %2193

2188:                                             ; preds = %2175
  %2189 = zext nneg i32 %2186 to i64
  %2190 = getelementptr inbounds i8, ptr %2167, i64 %2189
  %2191 = getelementptr inbounds i8, ptr %2168, i64 %2189
  %2192 = sub nsw i32 %2171, %2186
  br label %2193

2193:                                             ; preds = %2188, %2175, %2166
  %2194 = phi ptr [ %2190, %2188 ], [ %2167, %2175 ], [ %2167, %2166 ]
  %2195 = phi ptr [ %2191, %2188 ], [ %2168, %2175 ], [ %2168, %2166 ]
  %2196 = phi i32 [ %2192, %2188 ], [ %2171, %2175 ], [ %2171, %2166 ]
  %2197 = sext i32 %2196 to i64
  %2198 = getelementptr inbounds i8, ptr %2194, i64 %2197
  %2199 = icmp ugt ptr %2198, %154
  br i1 %2199, label %2200, label %2202

2200:                                             ; preds = %2193
  %2201 = ptrtoint ptr %2194 to i64
  br label %3148

2202:                                             ; preds = %2193
  %2203 = getelementptr inbounds i8, ptr %2198, i64 -3
  %2204 = load ptr, ptr %14, align 8, !tbaa !19
  %2205 = load ptr, ptr %22, align 8, !tbaa !15
  %2206 = load i32, ptr %27, align 8, !tbaa !10
  %2207 = ptrtoint ptr %2203 to i64
  %2208 = ptrtoint ptr %2205 to i64
  %2209 = sub i64 %2207, %2208
  %2210 = trunc i64 %2209 to i32
  %2211 = add i32 %2206, %2210
  %2212 = load i32, ptr %29, align 4, !tbaa !18
  %2213 = add i32 %2212, 65536
  %2214 = icmp ugt i32 %2213, %2211
  %2215 = add i32 %2211, -65535
  %2216 = select i1 %2214, i32 %2212, i32 %2215
  %2217 = load ptr, ptr %163, align 8, !tbaa !17
  %2218 = zext i32 %2206 to i64
  %2219 = zext i32 %2212 to i64
  %2220 = sub nsw i64 0, %2219
  %2221 = sub nsw i64 %2218, %2219
  %2222 = getelementptr inbounds i8, ptr %2217, i64 %2221
  %2223 = ptrtoint ptr %2194 to i64
  %2224 = sub i64 %2207, %2223
  %2225 = trunc i64 %2224 to i32
  %2226 = load i32, ptr %2203, align 1, !tbaa !9
  %2227 = load i32, ptr %164, align 8, !tbaa !14
  %2228 = icmp ult i32 %2227, %2211
  br i1 %2228, label %2229, label %2286

2229:                                             ; preds = %2202
  %2230 = sub nsw i64 0, %2218
  %2231 = getelementptr i8, ptr %2205, i64 %2230
  %2232 = zext i32 %2227 to i64
  %2233 = zext i32 %2211 to i64
  %2234 = sub nsw i64 %2233, %2232
  %2235 = and i64 %2234, 1
  %2236 = icmp eq i64 %2235, 0
  br i1 %2236, label %2251, label %2237

2237:                                             ; preds = %2229
  %2238 = getelementptr i8, ptr %2231, i64 %2232
  %2239 = load i32, ptr %2238, align 1, !tbaa !9
  %2240 = mul i32 %2239, -1640531535
  %2241 = lshr i32 %2240, 17
  %2242 = zext nneg i32 %2241 to i64
  %2243 = getelementptr inbounds i32, ptr %0, i64 %2242
  %2244 = load i32, ptr %2243, align 4, !tbaa !5
  %2245 = sub i32 %2227, %2244
  %2246 = tail call i32 @llvm.umin.i32(i32 %2245, i32 65535)
  %2247 = trunc nuw i32 %2246 to i16
  %2248 = and i64 %2232, 65535
  %2249 = getelementptr inbounds i16, ptr %162, i64 %2248
  store i16 %2247, ptr %2249, align 2, !tbaa !20
  store i32 %2227, ptr %2243, align 4, !tbaa !5
  %2250 = add nuw nsw i64 %2232, 1
  br label %2251

2251:                                             ; preds = %2237, %2229
  %2252 = phi i64 [ %2232, %2229 ], [ %2250, %2237 ]
  %2253 = add nsw i64 %2233, -1
  %2254 = icmp eq i64 %2253, %2232
  br i1 %2254, label %2286, label %2255

2255:                                             ; preds = %2251, %2255
  %2256 = phi i64 [ %2284, %2255 ], [ %2252, %2251 ]
  %2257 = getelementptr i8, ptr %2231, i64 %2256
  %2258 = load i32, ptr %2257, align 1, !tbaa !9
  %2259 = mul i32 %2258, -1640531535
  %2260 = lshr i32 %2259, 17
  %2261 = zext nneg i32 %2260 to i64
  %2262 = getelementptr inbounds i32, ptr %0, i64 %2261
  %2263 = load i32, ptr %2262, align 4, !tbaa !5
  %2264 = trunc nuw i64 %2256 to i32
  %2265 = sub i32 %2264, %2263
  %2266 = tail call i32 @llvm.umin.i32(i32 %2265, i32 65535)
  %2267 = trunc nuw i32 %2266 to i16
  %2268 = and i64 %2256, 65535
  %2269 = getelementptr inbounds i16, ptr %162, i64 %2268
  store i16 %2267, ptr %2269, align 2, !tbaa !20
  store i32 %2264, ptr %2262, align 4, !tbaa !5
  %2270 = add nuw nsw i64 %2256, 1
  %2271 = getelementptr i8, ptr %2231, i64 %2270
  %2272 = load i32, ptr %2271, align 1, !tbaa !9
  %2273 = mul i32 %2272, -1640531535
  %2274 = lshr i32 %2273, 17
  %2275 = zext nneg i32 %2274 to i64
  %2276 = getelementptr inbounds i32, ptr %0, i64 %2275
  %2277 = load i32, ptr %2276, align 4, !tbaa !5
  %2278 = trunc nuw i64 %2270 to i32
  %2279 = sub i32 %2278, %2277
  %2280 = tail call i32 @llvm.umin.i32(i32 %2279, i32 65535)
  %2281 = trunc nuw i32 %2280 to i16
  %2282 = and i64 %2270, 65535
  %2283 = getelementptr inbounds i16, ptr %162, i64 %2282
  store i16 %2281, ptr %2283, align 2, !tbaa !20
  store i32 %2278, ptr %2276, align 4, !tbaa !5
  %2284 = add nuw nsw i64 %2256, 2
  %2285 = icmp eq i64 %2284, %2233
  br i1 %2285, label %2286, label %2255, !llvm.loop !21

2286:                                             ; preds = %2251, %2255, %2202
  store i32 %2211, ptr %164, align 8, !tbaa !14
  %2287 = load i32, ptr %2203, align 1, !tbaa !9
  %2288 = mul i32 %2287, -1640531535
  %2289 = lshr i32 %2288, 17
  %2290 = zext nneg i32 %2289 to i64
  %2291 = getelementptr inbounds i32, ptr %0, i64 %2290
  %2292 = load i32, ptr %2291, align 4, !tbaa !5
  %2293 = add i64 %2209, %2218
  %2294 = getelementptr i8, ptr %2194, i64 -1
  %2295 = icmp uge i32 %2292, %2216
  %2296 = select i1 %2295, i1 %165, i1 false
  br i1 %2296, label %2297, label %2960

2297:                                             ; preds = %2286
  %2298 = sub nsw i64 0, %2218
  %2299 = getelementptr i8, ptr %2205, i64 %2298
  %2300 = shl i64 %2224, 32
  %2301 = ashr exact i64 %2300, 32
  %2302 = sub nsw i64 0, %2301
  %2303 = icmp eq i32 %2225, 0
  %2304 = sub i64 %2223, %2207
  %2305 = getelementptr inbounds i8, ptr %2198, i64 1
  %2306 = icmp ugt ptr %154, %2305
  %2307 = getelementptr inbounds i8, ptr %2198, i64 9
  %2308 = ptrtoint ptr %2305 to i64
  %2309 = add i32 %2206, -4
  %2310 = getelementptr inbounds i8, ptr %2205, i64 8
  %2311 = and i32 %2226, 65535
  %2312 = lshr i32 %2226, 16
  %2313 = icmp eq i32 %2311, %2312
  %2314 = and i32 %2226, 255
  %2315 = lshr i32 %2226, 24
  %2316 = icmp eq i32 %2314, %2315
  %2317 = and i1 %2313, %2316
  %2318 = zext i32 %2226 to i64
  %2319 = mul nuw i64 %2318, 4294967297
  %2320 = getelementptr inbounds i8, ptr %2217, i64 %2220
  %2321 = icmp ugt ptr %154, %2205
  %2322 = icmp ult i32 %2212, %2206
  %2323 = ptrtoint ptr %2222 to i64
  br label %2324

2324:                                             ; preds = %2950, %2297
  %2325 = phi i32 [ %2196, %2297 ], [ %2951, %2950 ]
  %2326 = phi i32 [ %149, %2297 ], [ %2332, %2950 ]
  %2327 = phi i32 [ %2292, %2297 ], [ %2956, %2950 ]
  %2328 = phi i32 [ 0, %2297 ], [ %2952, %2950 ]
  %2329 = phi i64 [ 0, %2297 ], [ %2953, %2950 ]
  %2330 = phi ptr [ %2170, %2297 ], [ %2954, %2950 ]
  %2331 = phi ptr [ %2169, %2297 ], [ %2955, %2950 ]
  %2332 = add nsw i32 %2326, -1
  %2333 = icmp ult i32 %2327, %2206
  br i1 %2333, label %2451, label %2334

2334:                                             ; preds = %2324
  %2335 = zext i32 %2327 to i64
  %2336 = getelementptr i8, ptr %2299, i64 %2335
  %2337 = sext i32 %2325 to i64
  %2338 = getelementptr i8, ptr %2294, i64 %2337
  %2339 = load i16, ptr %2338, align 1, !tbaa !9
  %2340 = getelementptr inbounds i8, ptr %2336, i64 %2302
  %2341 = getelementptr inbounds i8, ptr %2340, i64 %2337
  %2342 = getelementptr inbounds i8, ptr %2341, i64 -1
  %2343 = load i16, ptr %2342, align 1, !tbaa !9
  %2344 = icmp eq i16 %2339, %2343
  br i1 %2344, label %2345, label %2656

2345:                                             ; preds = %2334
  %2346 = load i32, ptr %2336, align 1, !tbaa !9
  %2347 = icmp eq i32 %2346, %2226
  br i1 %2347, label %2348, label %2656

2348:                                             ; preds = %2345
  br i1 %2303, label %2369, label %2349

2349:                                             ; preds = %2348
  %2350 = ptrtoint ptr %2336 to i64
  %2351 = sub i64 %2208, %2350
  %2352 = tail call i64 @llvm.smax.i64(i64 %2304, i64 %2351)
  %2353 = trunc i64 %2352 to i32
  %2354 = shl i64 %2352, 32
  %2355 = ashr exact i64 %2354, 32
  %2356 = tail call i32 @llvm.smin.i32(i32 %2353, i32 0)
  br label %2357

2357:                                             ; preds = %2360, %2349
  %2358 = phi i64 [ %2361, %2360 ], [ 0, %2349 ]
  %2359 = icmp sgt i64 %2358, %2355
  br i1 %2359, label %2360, label %2369

2360:                                             ; preds = %2357
  %2361 = add nsw i64 %2358, -1
  %2362 = getelementptr inbounds i8, ptr %2203, i64 %2361
  %2363 = load i8, ptr %2362, align 1, !tbaa !9
  %2364 = getelementptr inbounds i8, ptr %2336, i64 %2361
  %2365 = load i8, ptr %2364, align 1, !tbaa !9
  %2366 = icmp eq i8 %2363, %2365
  br i1 %2366, label %2357, label %2367, !llvm.loop !34

2367:                                             ; preds = %2360
  %2368 = trunc nsw i64 %2358 to i32
  br label %2369

2369:                                             ; preds = %2357, %2367, %2348
  %2370 = phi i32 [ 0, %2348 ], [ %2368, %2367 ], [ %2356, %2357 ]
  %2371 = getelementptr inbounds i8, ptr %2336, i64 4
  br i1 %2306, label %2372, label %2383, !prof !24

2372:                                             ; preds = %2369
  %2373 = load i64, ptr %2371, align 1, !tbaa !9
  %2374 = load i64, ptr %2305, align 1, !tbaa !9
  %2375 = icmp eq i64 %2373, %2374
  br i1 %2375, label %2376, label %2378

2376:                                             ; preds = %2372
  %2377 = getelementptr inbounds i8, ptr %2336, i64 12
  br label %2383

2378:                                             ; preds = %2372
  %2379 = xor i64 %2374, %2373
  %2380 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2379, i1 true)
  %2381 = trunc nuw nsw i64 %2380 to i32
  %2382 = lshr i32 %2381, 3
  br label %2442

2383:                                             ; preds = %2376, %2369
  %2384 = phi ptr [ %2371, %2369 ], [ %2377, %2376 ]
  %2385 = phi ptr [ %2305, %2369 ], [ %2307, %2376 ]
  %2386 = icmp ult ptr %2385, %154
  br i1 %2386, label %2387, label %2405, !prof !25

2387:                                             ; preds = %2383, %2401
  %2388 = phi ptr [ %2402, %2401 ], [ %2385, %2383 ]
  %2389 = phi ptr [ %2403, %2401 ], [ %2384, %2383 ]
  %2390 = load i64, ptr %2389, align 1, !tbaa !9
  %2391 = load i64, ptr %2388, align 1, !tbaa !9
  %2392 = icmp eq i64 %2390, %2391
  br i1 %2392, label %2401, label %2393

2393:                                             ; preds = %2387
  %2394 = xor i64 %2391, %2390
  %2395 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2394, i1 true)
  %2396 = lshr i64 %2395, 3
  %2397 = getelementptr inbounds i8, ptr %2388, i64 %2396
  %2398 = ptrtoint ptr %2397 to i64
  %2399 = sub i64 %2398, %2308
  %2400 = trunc i64 %2399 to i32
  br label %2442

2401:                                             ; preds = %2387
  %2402 = getelementptr inbounds i8, ptr %2388, i64 8
  %2403 = getelementptr inbounds i8, ptr %2389, i64 8
  %2404 = icmp ult ptr %2402, %154
  br i1 %2404, label %2387, label %2405, !prof !26

2405:                                             ; preds = %2401, %2383
  %2406 = phi ptr [ %2384, %2383 ], [ %2403, %2401 ]
  %2407 = phi ptr [ %2385, %2383 ], [ %2402, %2401 ]
  %2408 = icmp ult ptr %2407, %166
  br i1 %2408, label %2409, label %2416

2409:                                             ; preds = %2405
  %2410 = load i32, ptr %2406, align 1, !tbaa !9
  %2411 = load i32, ptr %2407, align 1, !tbaa !9
  %2412 = icmp eq i32 %2410, %2411
  br i1 %2412, label %2413, label %2416

2413:                                             ; preds = %2409
  %2414 = getelementptr inbounds i8, ptr %2407, i64 4
  %2415 = getelementptr inbounds i8, ptr %2406, i64 4
  br label %2416

2416:                                             ; preds = %2413, %2409, %2405
  %2417 = phi ptr [ %2415, %2413 ], [ %2406, %2409 ], [ %2406, %2405 ]
  %2418 = phi ptr [ %2414, %2413 ], [ %2407, %2409 ], [ %2407, %2405 ]
  %2419 = icmp ult ptr %2418, %167
  br i1 %2419, label %2420, label %2427

2420:                                             ; preds = %2416
  %2421 = load i16, ptr %2417, align 1, !tbaa !9
  %2422 = load i16, ptr %2418, align 1, !tbaa !9
  %2423 = icmp eq i16 %2421, %2422
  br i1 %2423, label %2424, label %2427

2424:                                             ; preds = %2420
  %2425 = getelementptr inbounds i8, ptr %2418, i64 2
  %2426 = getelementptr inbounds i8, ptr %2417, i64 2
  br label %2427

2427:                                             ; preds = %2424, %2420, %2416
  %2428 = phi ptr [ %2426, %2424 ], [ %2417, %2420 ], [ %2417, %2416 ]
  %2429 = phi ptr [ %2425, %2424 ], [ %2418, %2420 ], [ %2418, %2416 ]
  %2430 = icmp ult ptr %2429, %155
  br i1 %2430, label %2431, label %2437

2431:                                             ; preds = %2427
  %2432 = load i8, ptr %2428, align 1, !tbaa !9
  %2433 = load i8, ptr %2429, align 1, !tbaa !9
  %2434 = icmp eq i8 %2432, %2433
  %2435 = zext i1 %2434 to i64
  %2436 = getelementptr inbounds i8, ptr %2429, i64 %2435
  br label %2437

2437:                                             ; preds = %2431, %2427
  %2438 = phi ptr [ %2429, %2427 ], [ %2436, %2431 ]
  %2439 = ptrtoint ptr %2438 to i64
  %2440 = sub i64 %2439, %2308
  %2441 = trunc i64 %2440 to i32
  br label %2442

2442:                                             ; preds = %2437, %2393, %2378
  %2443 = phi i32 [ %2441, %2437 ], [ %2382, %2378 ], [ %2400, %2393 ]
  %2444 = sub i32 %2443, %2370
  %2445 = add i32 %2444, 4
  %2446 = icmp sgt i32 %2445, %2325
  br i1 %2446, label %2447, label %2656

2447:                                             ; preds = %2442
  %2448 = sext i32 %2370 to i64
  %2449 = getelementptr inbounds i8, ptr %2336, i64 %2448
  %2450 = getelementptr inbounds i8, ptr %2203, i64 %2448
  br label %2656

2451:                                             ; preds = %2324
  %2452 = sub i32 %2327, %2212
  %2453 = zext i32 %2452 to i64
  %2454 = getelementptr inbounds i8, ptr %2217, i64 %2453
  %2455 = icmp ugt i32 %2327, %2309
  br i1 %2455, label %2656, label %2456, !prof !27

2456:                                             ; preds = %2451
  %2457 = load i32, ptr %2454, align 1, !tbaa !9
  %2458 = icmp eq i32 %2457, %2226
  br i1 %2458, label %2459, label %2656

2459:                                             ; preds = %2456
  %2460 = sub i32 %2206, %2327
  %2461 = zext i32 %2460 to i64
  %2462 = getelementptr inbounds i8, ptr %2203, i64 %2461
  %2463 = icmp ugt ptr %2462, %155
  %2464 = select i1 %2463, ptr %155, ptr %2462
  %2465 = getelementptr inbounds i8, ptr %2454, i64 4
  %2466 = getelementptr inbounds i8, ptr %2464, i64 -7
  %2467 = icmp ugt ptr %2466, %2305
  br i1 %2467, label %2468, label %2479, !prof !24

2468:                                             ; preds = %2459
  %2469 = load i64, ptr %2465, align 1, !tbaa !9
  %2470 = load i64, ptr %2305, align 1, !tbaa !9
  %2471 = icmp eq i64 %2469, %2470
  br i1 %2471, label %2472, label %2474

2472:                                             ; preds = %2468
  %2473 = getelementptr inbounds i8, ptr %2454, i64 12
  br label %2479

2474:                                             ; preds = %2468
  %2475 = xor i64 %2470, %2469
  %2476 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2475, i1 true)
  %2477 = trunc nuw nsw i64 %2476 to i32
  %2478 = lshr i32 %2477, 3
  br label %2540

2479:                                             ; preds = %2472, %2459
  %2480 = phi ptr [ %2465, %2459 ], [ %2473, %2472 ]
  %2481 = phi ptr [ %2305, %2459 ], [ %2307, %2472 ]
  %2482 = icmp ult ptr %2481, %2466
  br i1 %2482, label %2483, label %2501, !prof !25

2483:                                             ; preds = %2479, %2497
  %2484 = phi ptr [ %2498, %2497 ], [ %2481, %2479 ]
  %2485 = phi ptr [ %2499, %2497 ], [ %2480, %2479 ]
  %2486 = load i64, ptr %2485, align 1, !tbaa !9
  %2487 = load i64, ptr %2484, align 1, !tbaa !9
  %2488 = icmp eq i64 %2486, %2487
  br i1 %2488, label %2497, label %2489

2489:                                             ; preds = %2483
  %2490 = xor i64 %2487, %2486
  %2491 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2490, i1 true)
  %2492 = lshr i64 %2491, 3
  %2493 = getelementptr inbounds i8, ptr %2484, i64 %2492
  %2494 = ptrtoint ptr %2493 to i64
  %2495 = sub i64 %2494, %2308
  %2496 = trunc i64 %2495 to i32
  br label %2540

2497:                                             ; preds = %2483
  %2498 = getelementptr inbounds i8, ptr %2484, i64 8
  %2499 = getelementptr inbounds i8, ptr %2485, i64 8
  %2500 = icmp ult ptr %2498, %2466
  br i1 %2500, label %2483, label %2501, !prof !26

2501:                                             ; preds = %2497, %2479
  %2502 = phi ptr [ %2480, %2479 ], [ %2499, %2497 ]
  %2503 = phi ptr [ %2481, %2479 ], [ %2498, %2497 ]
  %2504 = getelementptr inbounds i8, ptr %2464, i64 -3
  %2505 = icmp ult ptr %2503, %2504
  br i1 %2505, label %2506, label %2513

2506:                                             ; preds = %2501
  %2507 = load i32, ptr %2502, align 1, !tbaa !9
  %2508 = load i32, ptr %2503, align 1, !tbaa !9
  %2509 = icmp eq i32 %2507, %2508
  br i1 %2509, label %2510, label %2513

2510:                                             ; preds = %2506
  %2511 = getelementptr inbounds i8, ptr %2503, i64 4
  %2512 = getelementptr inbounds i8, ptr %2502, i64 4
  br label %2513

2513:                                             ; preds = %2510, %2506, %2501
  %2514 = phi ptr [ %2512, %2510 ], [ %2502, %2506 ], [ %2502, %2501 ]
  %2515 = phi ptr [ %2511, %2510 ], [ %2503, %2506 ], [ %2503, %2501 ]
  %2516 = getelementptr inbounds i8, ptr %2464, i64 -1
  %2517 = icmp ult ptr %2515, %2516
  br i1 %2517, label %2518, label %2525

2518:                                             ; preds = %2513
  %2519 = load i16, ptr %2514, align 1, !tbaa !9
  %2520 = load i16, ptr %2515, align 1, !tbaa !9
  %2521 = icmp eq i16 %2519, %2520
  br i1 %2521, label %2522, label %2525

2522:                                             ; preds = %2518
  %2523 = getelementptr inbounds i8, ptr %2515, i64 2
  %2524 = getelementptr inbounds i8, ptr %2514, i64 2
  br label %2525

2525:                                             ; preds = %2522, %2518, %2513
  %2526 = phi ptr [ %2524, %2522 ], [ %2514, %2518 ], [ %2514, %2513 ]
  %2527 = phi ptr [ %2523, %2522 ], [ %2515, %2518 ], [ %2515, %2513 ]
  %2528 = icmp ult ptr %2527, %2464
  br i1 %2528, label %2529, label %2535

2529:                                             ; preds = %2525
  %2530 = load i8, ptr %2526, align 1, !tbaa !9
  %2531 = load i8, ptr %2527, align 1, !tbaa !9
  %2532 = icmp eq i8 %2530, %2531
  %2533 = zext i1 %2532 to i64
  %2534 = getelementptr inbounds i8, ptr %2527, i64 %2533
  br label %2535

2535:                                             ; preds = %2529, %2525
  %2536 = phi ptr [ %2527, %2525 ], [ %2534, %2529 ]
  %2537 = ptrtoint ptr %2536 to i64
  %2538 = sub i64 %2537, %2308
  %2539 = trunc i64 %2538 to i32
  br label %2540

2540:                                             ; preds = %2535, %2489, %2474
  %2541 = phi i32 [ %2539, %2535 ], [ %2478, %2474 ], [ %2496, %2489 ]
  %2542 = add nsw i32 %2541, 4
  %2543 = sext i32 %2542 to i64
  %2544 = getelementptr inbounds i8, ptr %2203, i64 %2543
  %2545 = icmp eq ptr %2544, %2464
  %2546 = icmp ult ptr %2464, %155
  %2547 = and i1 %2546, %2545
  br i1 %2547, label %2548, label %2625

2548:                                             ; preds = %2540
  %2549 = icmp ugt ptr %154, %2464
  br i1 %2549, label %2550, label %2561, !prof !24

2550:                                             ; preds = %2548
  %2551 = load i64, ptr %2205, align 1, !tbaa !9
  %2552 = load i64, ptr %2544, align 1, !tbaa !9
  %2553 = icmp eq i64 %2551, %2552
  br i1 %2553, label %2554, label %2556

2554:                                             ; preds = %2550
  %2555 = getelementptr inbounds i8, ptr %2544, i64 8
  br label %2561

2556:                                             ; preds = %2550
  %2557 = xor i64 %2552, %2551
  %2558 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2557, i1 true)
  %2559 = trunc nuw nsw i64 %2558 to i32
  %2560 = lshr i32 %2559, 3
  br label %2622

2561:                                             ; preds = %2554, %2548
  %2562 = phi ptr [ %2205, %2548 ], [ %2310, %2554 ]
  %2563 = phi ptr [ %2544, %2548 ], [ %2555, %2554 ]
  %2564 = icmp ult ptr %2563, %154
  br i1 %2564, label %2565, label %2584, !prof !25

2565:                                             ; preds = %2561, %2580
  %2566 = phi ptr [ %2581, %2580 ], [ %2563, %2561 ]
  %2567 = phi ptr [ %2582, %2580 ], [ %2562, %2561 ]
  %2568 = load i64, ptr %2567, align 1, !tbaa !9
  %2569 = load i64, ptr %2566, align 1, !tbaa !9
  %2570 = icmp eq i64 %2568, %2569
  br i1 %2570, label %2580, label %2571

2571:                                             ; preds = %2565
  %2572 = xor i64 %2569, %2568
  %2573 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2572, i1 true)
  %2574 = lshr i64 %2573, 3
  %2575 = getelementptr inbounds i8, ptr %2566, i64 %2574
  %2576 = ptrtoint ptr %2575 to i64
  %2577 = ptrtoint ptr %2464 to i64
  %2578 = sub i64 %2576, %2577
  %2579 = trunc i64 %2578 to i32
  br label %2622

2580:                                             ; preds = %2565
  %2581 = getelementptr inbounds i8, ptr %2566, i64 8
  %2582 = getelementptr inbounds i8, ptr %2567, i64 8
  %2583 = icmp ult ptr %2581, %154
  br i1 %2583, label %2565, label %2584, !prof !26

2584:                                             ; preds = %2580, %2561
  %2585 = phi ptr [ %2562, %2561 ], [ %2582, %2580 ]
  %2586 = phi ptr [ %2563, %2561 ], [ %2581, %2580 ]
  %2587 = icmp ult ptr %2586, %166
  br i1 %2587, label %2588, label %2595

2588:                                             ; preds = %2584
  %2589 = load i32, ptr %2585, align 1, !tbaa !9
  %2590 = load i32, ptr %2586, align 1, !tbaa !9
  %2591 = icmp eq i32 %2589, %2590
  br i1 %2591, label %2592, label %2595

2592:                                             ; preds = %2588
  %2593 = getelementptr inbounds i8, ptr %2586, i64 4
  %2594 = getelementptr inbounds i8, ptr %2585, i64 4
  br label %2595

2595:                                             ; preds = %2592, %2588, %2584
  %2596 = phi ptr [ %2594, %2592 ], [ %2585, %2588 ], [ %2585, %2584 ]
  %2597 = phi ptr [ %2593, %2592 ], [ %2586, %2588 ], [ %2586, %2584 ]
  %2598 = icmp ult ptr %2597, %167
  br i1 %2598, label %2599, label %2606

2599:                                             ; preds = %2595
  %2600 = load i16, ptr %2596, align 1, !tbaa !9
  %2601 = load i16, ptr %2597, align 1, !tbaa !9
  %2602 = icmp eq i16 %2600, %2601
  br i1 %2602, label %2603, label %2606

2603:                                             ; preds = %2599
  %2604 = getelementptr inbounds i8, ptr %2597, i64 2
  %2605 = getelementptr inbounds i8, ptr %2596, i64 2
  br label %2606

2606:                                             ; preds = %2603, %2599, %2595
  %2607 = phi ptr [ %2605, %2603 ], [ %2596, %2599 ], [ %2596, %2595 ]
  %2608 = phi ptr [ %2604, %2603 ], [ %2597, %2599 ], [ %2597, %2595 ]
  %2609 = icmp ult ptr %2608, %155
  br i1 %2609, label %2610, label %2616

2610:                                             ; preds = %2606
  %2611 = load i8, ptr %2607, align 1, !tbaa !9
  %2612 = load i8, ptr %2608, align 1, !tbaa !9
  %2613 = icmp eq i8 %2611, %2612
  %2614 = zext i1 %2613 to i64
  %2615 = getelementptr inbounds i8, ptr %2608, i64 %2614
  br label %2616

2616:                                             ; preds = %2610, %2606
  %2617 = phi ptr [ %2608, %2606 ], [ %2615, %2610 ]
  %2618 = ptrtoint ptr %2617 to i64
  %2619 = ptrtoint ptr %2464 to i64
  %2620 = sub i64 %2618, %2619
  %2621 = trunc i64 %2620 to i32
  br label %2622

2622:                                             ; preds = %2616, %2571, %2556
  %2623 = phi i32 [ %2621, %2616 ], [ %2560, %2556 ], [ %2579, %2571 ]
  %2624 = add i32 %2623, %2542
  br label %2625

2625:                                             ; preds = %2622, %2540
  %2626 = phi i32 [ %2624, %2622 ], [ %2542, %2540 ]
  br i1 %2303, label %2646, label %2627

2627:                                             ; preds = %2625
  %2628 = sub nsw i64 0, %2453
  %2629 = tail call i64 @llvm.smax.i64(i64 %2304, i64 %2628)
  %2630 = trunc i64 %2629 to i32
  %2631 = shl i64 %2629, 32
  %2632 = ashr exact i64 %2631, 32
  %2633 = tail call i32 @llvm.smin.i32(i32 %2630, i32 0)
  br label %2634

2634:                                             ; preds = %2637, %2627
  %2635 = phi i64 [ %2638, %2637 ], [ 0, %2627 ]
  %2636 = icmp sgt i64 %2635, %2632
  br i1 %2636, label %2637, label %2646

2637:                                             ; preds = %2634
  %2638 = add nsw i64 %2635, -1
  %2639 = getelementptr inbounds i8, ptr %2203, i64 %2638
  %2640 = load i8, ptr %2639, align 1, !tbaa !9
  %2641 = getelementptr inbounds i8, ptr %2454, i64 %2638
  %2642 = load i8, ptr %2641, align 1, !tbaa !9
  %2643 = icmp eq i8 %2640, %2642
  br i1 %2643, label %2634, label %2644, !llvm.loop !34

2644:                                             ; preds = %2637
  %2645 = trunc nsw i64 %2635 to i32
  br label %2646

2646:                                             ; preds = %2634, %2644, %2625
  %2647 = phi i32 [ 0, %2625 ], [ %2645, %2644 ], [ %2633, %2634 ]
  %2648 = sub nsw i32 %2626, %2647
  %2649 = icmp sgt i32 %2648, %2325
  br i1 %2649, label %2650, label %2656

2650:                                             ; preds = %2646
  %2651 = zext i32 %2327 to i64
  %2652 = getelementptr inbounds i8, ptr %2299, i64 %2651
  %2653 = sext i32 %2647 to i64
  %2654 = getelementptr inbounds i8, ptr %2652, i64 %2653
  %2655 = getelementptr inbounds i8, ptr %2203, i64 %2653
  br label %2656

2656:                                             ; preds = %2650, %2646, %2456, %2451, %2447, %2442, %2345, %2334
  %2657 = phi ptr [ %2331, %2451 ], [ %2655, %2650 ], [ %2331, %2646 ], [ %2331, %2456 ], [ %2450, %2447 ], [ %2331, %2442 ], [ %2331, %2345 ], [ %2331, %2334 ]
  %2658 = phi ptr [ %2330, %2451 ], [ %2654, %2650 ], [ %2330, %2646 ], [ %2330, %2456 ], [ %2449, %2447 ], [ %2330, %2442 ], [ %2330, %2345 ], [ %2330, %2334 ]
  %2659 = phi i32 [ %2325, %2451 ], [ %2648, %2650 ], [ %2325, %2646 ], [ %2325, %2456 ], [ %2445, %2447 ], [ %2325, %2442 ], [ %2325, %2345 ], [ %2325, %2334 ]
  %2660 = and i32 %2327, 65535
  %2661 = zext nneg i32 %2660 to i64
  %2662 = getelementptr inbounds i16, ptr %162, i64 %2661
  %2663 = load i16, ptr %2662, align 2, !tbaa !20
  %2664 = icmp eq i16 %2663, 1
  %2665 = select i1 %152, i1 %2664, i1 false
  br i1 %2665, label %2666, label %2945

2666:                                             ; preds = %2656
  %2667 = add i32 %2327, -1
  %2668 = icmp eq i32 %2328, 0
  br i1 %2668, label %2669, label %2711

2669:                                             ; preds = %2666
  br i1 %2317, label %2670, label %2945

2670:                                             ; preds = %2669
  br i1 %2306, label %2680, label %2673, !prof !25

2671:                                             ; preds = %2690
  %2672 = ptrtoint ptr %2691 to i64
  br label %2673

2673:                                             ; preds = %2671, %2670
  %2674 = phi i64 [ %2672, %2671 ], [ %2308, %2670 ]
  %2675 = phi ptr [ %2691, %2671 ], [ %2305, %2670 ]
  %2676 = icmp ult ptr %2675, %155
  br i1 %2676, label %2677, label %2706

2677:                                             ; preds = %2673
  %2678 = sub i64 %168, %2674
  %2679 = getelementptr i8, ptr %2675, i64 %2678
  br label %2693

2680:                                             ; preds = %2670, %2690
  %2681 = phi ptr [ %2691, %2690 ], [ %2305, %2670 ]
  %2682 = load i64, ptr %2681, align 1, !tbaa !9
  %2683 = icmp eq i64 %2682, %2319
  br i1 %2683, label %2690, label %2684

2684:                                             ; preds = %2680
  %2685 = xor i64 %2682, %2319
  %2686 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2685, i1 true)
  %2687 = lshr i64 %2686, 3
  %2688 = getelementptr inbounds i8, ptr %2681, i64 %2687
  %2689 = ptrtoint ptr %2688 to i64
  br label %2706

2690:                                             ; preds = %2680
  %2691 = getelementptr inbounds i8, ptr %2681, i64 8
  %2692 = icmp ult ptr %2691, %154
  br i1 %2692, label %2680, label %2671, !prof !26

2693:                                             ; preds = %2699, %2677
  %2694 = phi i64 [ %2701, %2699 ], [ %2319, %2677 ]
  %2695 = phi ptr [ %2700, %2699 ], [ %2675, %2677 ]
  %2696 = load i8, ptr %2695, align 1, !tbaa !9
  %2697 = trunc i64 %2694 to i8
  %2698 = icmp eq i8 %2696, %2697
  br i1 %2698, label %2699, label %2703

2699:                                             ; preds = %2693
  %2700 = getelementptr inbounds i8, ptr %2695, i64 1
  %2701 = lshr i64 %2694, 8
  %2702 = icmp eq ptr %2700, %2679
  br i1 %2702, label %2703, label %2693, !llvm.loop !28

2703:                                             ; preds = %2699, %2693
  %2704 = phi ptr [ %2679, %2699 ], [ %2695, %2693 ]
  %2705 = ptrtoint ptr %2704 to i64
  br label %2706

2706:                                             ; preds = %2703, %2684, %2673
  %2707 = phi i64 [ %2689, %2684 ], [ %2705, %2703 ], [ %2674, %2673 ]
  %2708 = sub i64 %2707, %2308
  %2709 = and i64 %2708, 4294967295
  %2710 = add nuw nsw i64 %2709, 4
  br label %2711

2711:                                             ; preds = %2706, %2666
  %2712 = phi i64 [ %2710, %2706 ], [ %2329, %2666 ]
  %2713 = phi i32 [ 2, %2706 ], [ %2328, %2666 ]
  %2714 = icmp ne i32 %2713, 2
  %2715 = icmp ult i32 %2667, %2216
  %2716 = select i1 %2714, i1 true, i1 %2715
  br i1 %2716, label %2945, label %2717

2717:                                             ; preds = %2711
  %2718 = sub i32 %2667, %2206
  %2719 = icmp ugt i32 %2718, -4
  br i1 %2719, label %2945, label %2720

2720:                                             ; preds = %2717
  %2721 = icmp uge i32 %2667, %2206
  %2722 = select i1 %2721, ptr %2299, ptr %2320
  %2723 = zext i32 %2667 to i64
  %2724 = getelementptr inbounds i8, ptr %2722, i64 %2723
  %2725 = load i32, ptr %2724, align 1, !tbaa !9
  %2726 = icmp eq i32 %2725, %2226
  br i1 %2726, label %2727, label %2945

2727:                                             ; preds = %2720
  %2728 = select i1 %2721, ptr %155, ptr %2222
  %2729 = getelementptr inbounds i8, ptr %2724, i64 4
  %2730 = ptrtoint ptr %2728 to i64
  %2731 = getelementptr inbounds i8, ptr %2728, i64 -7
  %2732 = icmp ugt ptr %2731, %2729
  br i1 %2732, label %2740, label %2733, !prof !25

2733:                                             ; preds = %2750, %2727
  %2734 = phi ptr [ %2729, %2727 ], [ %2751, %2750 ]
  %2735 = ptrtoint ptr %2734 to i64
  %2736 = icmp ult ptr %2734, %2728
  br i1 %2736, label %2737, label %2766

2737:                                             ; preds = %2733
  %2738 = sub i64 %2730, %2735
  %2739 = getelementptr i8, ptr %2734, i64 %2738
  br label %2753

2740:                                             ; preds = %2727, %2750
  %2741 = phi ptr [ %2751, %2750 ], [ %2729, %2727 ]
  %2742 = load i64, ptr %2741, align 1, !tbaa !9
  %2743 = icmp eq i64 %2742, %2319
  br i1 %2743, label %2750, label %2744

2744:                                             ; preds = %2740
  %2745 = xor i64 %2742, %2319
  %2746 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2745, i1 true)
  %2747 = lshr i64 %2746, 3
  %2748 = getelementptr inbounds i8, ptr %2741, i64 %2747
  %2749 = ptrtoint ptr %2748 to i64
  br label %2766

2750:                                             ; preds = %2740
  %2751 = getelementptr inbounds i8, ptr %2741, i64 8
  %2752 = icmp ult ptr %2751, %2731
  br i1 %2752, label %2740, label %2733, !prof !26

2753:                                             ; preds = %2759, %2737
  %2754 = phi i64 [ %2761, %2759 ], [ %2319, %2737 ]
  %2755 = phi ptr [ %2760, %2759 ], [ %2734, %2737 ]
  %2756 = load i8, ptr %2755, align 1, !tbaa !9
  %2757 = trunc i64 %2754 to i8
  %2758 = icmp eq i8 %2756, %2757
  br i1 %2758, label %2759, label %2763

2759:                                             ; preds = %2753
  %2760 = getelementptr inbounds i8, ptr %2755, i64 1
  %2761 = lshr i64 %2754, 8
  %2762 = icmp eq ptr %2760, %2739
  br i1 %2762, label %2763, label %2753, !llvm.loop !28

2763:                                             ; preds = %2759, %2753
  %2764 = phi ptr [ %2739, %2759 ], [ %2755, %2753 ]
  %2765 = ptrtoint ptr %2764 to i64
  br label %2766

2766:                                             ; preds = %2763, %2744, %2733
  %2767 = phi i64 [ %2749, %2744 ], [ %2765, %2763 ], [ %2735, %2733 ]
  %2768 = ptrtoint ptr %2729 to i64
  %2769 = sub i64 %2767, %2768
  %2770 = and i64 %2769, 4294967295
  %2771 = add nuw nsw i64 %2770, 4
  br i1 %2721, label %2824, label %2772

2772:                                             ; preds = %2766
  %2773 = getelementptr inbounds i8, ptr %2724, i64 %2771
  %2774 = icmp eq ptr %2773, %2222
  br i1 %2774, label %2775, label %2824

2775:                                             ; preds = %2772
  %2776 = and i64 %2769, 3
  %2777 = icmp eq i64 %2776, 0
  %2778 = trunc i64 %2769 to i32
  %2779 = shl i32 %2778, 3
  %2780 = tail call i32 @llvm.fshl.i32(i32 %2226, i32 %2226, i32 %2779)
  %2781 = select i1 %2777, i32 %2226, i32 %2780
  %2782 = zext i32 %2781 to i64
  %2783 = mul nuw i64 %2782, 4294967297
  br i1 %2321, label %2793, label %2786, !prof !25

2784:                                             ; preds = %2803
  %2785 = ptrtoint ptr %2804 to i64
  br label %2786

2786:                                             ; preds = %2784, %2775
  %2787 = phi i64 [ %2785, %2784 ], [ %2208, %2775 ]
  %2788 = phi ptr [ %2804, %2784 ], [ %2205, %2775 ]
  %2789 = icmp ult ptr %2788, %155
  br i1 %2789, label %2790, label %2819

2790:                                             ; preds = %2786
  %2791 = sub i64 %168, %2787
  %2792 = getelementptr i8, ptr %2788, i64 %2791
  br label %2806

2793:                                             ; preds = %2775, %2803
  %2794 = phi ptr [ %2804, %2803 ], [ %2205, %2775 ]
  %2795 = load i64, ptr %2794, align 1, !tbaa !9
  %2796 = icmp eq i64 %2795, %2783
  br i1 %2796, label %2803, label %2797

2797:                                             ; preds = %2793
  %2798 = xor i64 %2795, %2783
  %2799 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2798, i1 true)
  %2800 = lshr i64 %2799, 3
  %2801 = getelementptr inbounds i8, ptr %2794, i64 %2800
  %2802 = ptrtoint ptr %2801 to i64
  br label %2819

2803:                                             ; preds = %2793
  %2804 = getelementptr inbounds i8, ptr %2794, i64 8
  %2805 = icmp ult ptr %2804, %154
  br i1 %2805, label %2793, label %2784, !prof !26

2806:                                             ; preds = %2812, %2790
  %2807 = phi i64 [ %2814, %2812 ], [ %2783, %2790 ]
  %2808 = phi ptr [ %2813, %2812 ], [ %2788, %2790 ]
  %2809 = load i8, ptr %2808, align 1, !tbaa !9
  %2810 = trunc i64 %2807 to i8
  %2811 = icmp eq i8 %2809, %2810
  br i1 %2811, label %2812, label %2816

2812:                                             ; preds = %2806
  %2813 = getelementptr inbounds i8, ptr %2808, i64 1
  %2814 = lshr i64 %2807, 8
  %2815 = icmp eq ptr %2813, %2792
  br i1 %2815, label %2816, label %2806, !llvm.loop !28

2816:                                             ; preds = %2812, %2806
  %2817 = phi ptr [ %2792, %2812 ], [ %2808, %2806 ]
  %2818 = ptrtoint ptr %2817 to i64
  br label %2819

2819:                                             ; preds = %2816, %2797, %2786
  %2820 = phi i64 [ %2802, %2797 ], [ %2818, %2816 ], [ %2787, %2786 ]
  %2821 = sub i64 %2820, %2208
  %2822 = and i64 %2821, 4294967295
  %2823 = add nuw nsw i64 %2822, %2771
  br label %2824

2824:                                             ; preds = %2819, %2772, %2766
  %2825 = phi ptr [ %2217, %2819 ], [ %2217, %2772 ], [ %2205, %2766 ]
  %2826 = phi i64 [ %2823, %2819 ], [ %2771, %2772 ], [ %2771, %2766 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  %2827 = ptrtoint ptr %2724 to i64
  %2828 = ptrtoint ptr %2825 to i64
  store i32 %2226, ptr %9, align 4, !tbaa !5
  %2829 = getelementptr inbounds i8, ptr %2825, i64 4
  br label %2830

2830:                                             ; preds = %2833, %2824
  %2831 = phi ptr [ %2724, %2824 ], [ %2834, %2833 ]
  %2832 = icmp ult ptr %2831, %2829
  br i1 %2832, label %2837, label %2833, !prof !27

2833:                                             ; preds = %2830
  %2834 = getelementptr inbounds i8, ptr %2831, i64 -4
  %2835 = load i32, ptr %2834, align 1, !tbaa !9
  %2836 = icmp eq i32 %2835, %2226
  br i1 %2836, label %2830, label %2837, !llvm.loop !29

2837:                                             ; preds = %2833, %2830
  %2838 = icmp ugt ptr %2831, %2825
  br i1 %2838, label %2839, label %2852, !prof !25

2839:                                             ; preds = %2837
  %2840 = sub i64 %2828, %2827
  %2841 = getelementptr i8, ptr %2724, i64 %2840
  br label %2845

2842:                                             ; preds = %2845
  %2843 = getelementptr inbounds i8, ptr %2846, i64 -1
  %2844 = icmp ugt ptr %2848, %2825
  br i1 %2844, label %2845, label %2852, !prof !26, !llvm.loop !30

2845:                                             ; preds = %2842, %2839
  %2846 = phi ptr [ %2843, %2842 ], [ %173, %2839 ]
  %2847 = phi ptr [ %2848, %2842 ], [ %2831, %2839 ]
  %2848 = getelementptr inbounds i8, ptr %2847, i64 -1
  %2849 = load i8, ptr %2848, align 1, !tbaa !9
  %2850 = load i8, ptr %2846, align 1, !tbaa !9
  %2851 = icmp eq i8 %2849, %2850
  br i1 %2851, label %2842, label %2852

2852:                                             ; preds = %2845, %2842, %2837
  %2853 = phi ptr [ %2831, %2837 ], [ %2847, %2845 ], [ %2841, %2842 ]
  %2854 = ptrtoint ptr %2853 to i64
  %2855 = sub i64 %2827, %2854
  %2856 = trunc i64 %2855 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  %2857 = and i64 %2855, 4294967295
  %2858 = sub nsw i64 0, %2857
  %2859 = getelementptr inbounds i8, ptr %2724, i64 %2858
  %2860 = icmp eq ptr %2859, %2205
  %2861 = select i1 %2721, i1 %2860, i1 false
  %2862 = select i1 %2861, i1 %2322, i1 false
  br i1 %2862, label %2863, label %2901

2863:                                             ; preds = %2852
  %2864 = sub nsw i32 0, %2856
  %2865 = and i32 %2864, 3
  %2866 = icmp eq i32 %2865, 0
  %2867 = shl i32 %2864, 3
  %2868 = tail call i32 @llvm.fshl.i32(i32 %2226, i32 %2226, i32 %2867)
  %2869 = select i1 %2866, i32 %2226, i32 %2868
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store i32 %2869, ptr %8, align 4, !tbaa !5
  br label %2870

2870:                                             ; preds = %2873, %2863
  %2871 = phi i64 [ %2221, %2863 ], [ %2874, %2873 ]
  %2872 = icmp slt i64 %2871, 4
  br i1 %2872, label %2880, label %2873, !prof !27

2873:                                             ; preds = %2870
  %2874 = add nsw i64 %2871, -4
  %2875 = getelementptr inbounds i8, ptr %2217, i64 %2874
  %2876 = load i32, ptr %2875, align 1, !tbaa !9
  %2877 = icmp eq i32 %2876, %2869
  br i1 %2877, label %2870, label %2878, !llvm.loop !29

2878:                                             ; preds = %2873
  %2879 = getelementptr inbounds i8, ptr %2217, i64 %2871
  br label %2883

2880:                                             ; preds = %2870
  %2881 = getelementptr inbounds i8, ptr %2217, i64 %2871
  %2882 = icmp sgt i64 %2871, 0
  br i1 %2882, label %2883, label %2895, !prof !39

2883:                                             ; preds = %2880, %2878
  %2884 = phi ptr [ %2879, %2878 ], [ %2881, %2880 ]
  br label %2888

2885:                                             ; preds = %2888
  %2886 = getelementptr inbounds i8, ptr %2889, i64 -1
  %2887 = icmp ugt ptr %2891, %2217
  br i1 %2887, label %2888, label %2895, !prof !26, !llvm.loop !30

2888:                                             ; preds = %2883, %2885
  %2889 = phi ptr [ %2886, %2885 ], [ %174, %2883 ]
  %2890 = phi ptr [ %2891, %2885 ], [ %2884, %2883 ]
  %2891 = getelementptr inbounds i8, ptr %2890, i64 -1
  %2892 = load i8, ptr %2891, align 1, !tbaa !9
  %2893 = load i8, ptr %2889, align 1, !tbaa !9
  %2894 = icmp eq i8 %2892, %2893
  br i1 %2894, label %2885, label %2895

2895:                                             ; preds = %2888, %2885, %2880
  %2896 = phi ptr [ %2881, %2880 ], [ %2890, %2888 ], [ %2217, %2885 ]
  %2897 = ptrtoint ptr %2896 to i64
  %2898 = sub i64 %2323, %2897
  %2899 = trunc i64 %2898 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  %2900 = add i32 %2899, %2856
  br label %2901

2901:                                             ; preds = %2895, %2852
  %2902 = phi i32 [ %2856, %2852 ], [ %2900, %2895 ]
  %2903 = sub i32 %2667, %2902
  %2904 = tail call i32 @llvm.umax.i32(i32 %2903, i32 %2216)
  %2905 = sub i32 %2667, %2904
  %2906 = zext i32 %2905 to i64
  %2907 = add nuw nsw i64 %2826, %2906
  %2908 = icmp ult i64 %2907, %2712
  %2909 = icmp ugt i64 %2826, %2712
  %2910 = or i1 %2909, %2908
  br i1 %2910, label %2919, label %2911

2911:                                             ; preds = %2901
  %2912 = trunc i64 %2826 to i32
  %2913 = trunc i64 %2712 to i32
  %2914 = sub i32 %2667, %2913
  %2915 = add i32 %2914, %2912
  %2916 = sub i32 %2915, %2206
  %2917 = icmp ugt i32 %2916, -4
  %2918 = select i1 %2917, i32 %2206, i32 %2915
  br label %2950

2919:                                             ; preds = %2901
  %2920 = sub i32 %2904, %2206
  %2921 = icmp ugt i32 %2920, -4
  br i1 %2921, label %2950, label %2922

2922:                                             ; preds = %2919
  br i1 %2303, label %2923, label %2950

2923:                                             ; preds = %2922
  %2924 = tail call i64 @llvm.umin.i64(i64 %2907, i64 %2712)
  %2925 = sext i32 %2659 to i64
  %2926 = icmp ugt i64 %2924, %2925
  br i1 %2926, label %2927, label %2934

2927:                                             ; preds = %2923
  %2928 = zext i32 %2904 to i64
  %2929 = sub i64 %2293, %2928
  %2930 = icmp ugt i64 %2929, 65535
  br i1 %2930, label %2960, label %2931

2931:                                             ; preds = %2927
  %2932 = trunc i64 %2924 to i32
  %2933 = getelementptr inbounds i8, ptr %2299, i64 %2928
  br label %2934

2934:                                             ; preds = %2931, %2923
  %2935 = phi ptr [ %2203, %2931 ], [ %2657, %2923 ]
  %2936 = phi ptr [ %2933, %2931 ], [ %2658, %2923 ]
  %2937 = phi i32 [ %2932, %2931 ], [ %2659, %2923 ]
  %2938 = and i32 %2904, 65535
  %2939 = zext nneg i32 %2938 to i64
  %2940 = getelementptr inbounds i16, ptr %162, i64 %2939
  %2941 = load i16, ptr %2940, align 2, !tbaa !20
  %2942 = zext i16 %2941 to i32
  %2943 = icmp ult i32 %2904, %2942
  %2944 = sub i32 %2904, %2942
  br i1 %2943, label %2960, label %2950

2945:                                             ; preds = %2720, %2717, %2711, %2669, %2656
  %2946 = phi i64 [ %2329, %2656 ], [ %2712, %2711 ], [ %2712, %2717 ], [ %2712, %2720 ], [ %2329, %2669 ]
  %2947 = phi i32 [ %2328, %2656 ], [ %2713, %2711 ], [ 2, %2717 ], [ 2, %2720 ], [ 1, %2669 ]
  %2948 = zext i16 %2663 to i32
  %2949 = sub i32 %2327, %2948
  br label %2950

2950:                                             ; preds = %2945, %2934, %2922, %2919, %2911
  %2951 = phi i32 [ %2659, %2945 ], [ %2659, %2911 ], [ %2659, %2922 ], [ %2659, %2919 ], [ %2937, %2934 ]
  %2952 = phi i32 [ %2947, %2945 ], [ 2, %2911 ], [ 2, %2922 ], [ 2, %2919 ], [ 2, %2934 ]
  %2953 = phi i64 [ %2946, %2945 ], [ %2712, %2911 ], [ %2712, %2922 ], [ %2712, %2919 ], [ %2712, %2934 ]
  %2954 = phi ptr [ %2658, %2945 ], [ %2658, %2911 ], [ %2658, %2922 ], [ %2658, %2919 ], [ %2936, %2934 ]
  %2955 = phi ptr [ %2657, %2945 ], [ %2657, %2911 ], [ %2657, %2922 ], [ %2657, %2919 ], [ %2935, %2934 ]
  %2956 = phi i32 [ %2949, %2945 ], [ %2918, %2911 ], [ %2904, %2922 ], [ %2206, %2919 ], [ %2944, %2934 ]
  %2957 = icmp uge i32 %2956, %2216
  %2958 = icmp sgt i32 %2326, 1
  %2959 = select i1 %2957, i1 %2958, i1 false
  br i1 %2959, label %2324, label %2960

2960:                                             ; preds = %2950, %2934, %2927, %2286
  %2961 = phi ptr [ %2169, %2286 ], [ %2955, %2950 ], [ %2657, %2927 ], [ %2935, %2934 ]
  %2962 = phi ptr [ %2170, %2286 ], [ %2954, %2950 ], [ %2658, %2927 ], [ %2936, %2934 ]
  %2963 = phi i32 [ %149, %2286 ], [ %2332, %2927 ], [ %2332, %2934 ], [ %2332, %2950 ]
  %2964 = phi i32 [ %2196, %2286 ], [ %2951, %2950 ], [ %2659, %2927 ], [ %2937, %2934 ]
  %2965 = icmp sgt i32 %2963, 0
  %2966 = sub i32 %2211, %2216
  %2967 = icmp ult i32 %2966, 65535
  %2968 = select i1 %2965, i1 %2967, i1 false
  br i1 %2968, label %2969, label %3143

2969:                                             ; preds = %2960
  %2970 = getelementptr inbounds i8, ptr %2204, i64 262144
  %2971 = load ptr, ptr %2970, align 8, !tbaa !16
  %2972 = getelementptr inbounds i8, ptr %2204, i64 262152
  %2973 = load ptr, ptr %2972, align 8, !tbaa !15
  %2974 = ptrtoint ptr %2971 to i64
  %2975 = ptrtoint ptr %2973 to i64
  %2976 = sub i64 %2974, %2975
  %2977 = getelementptr inbounds i8, ptr %2204, i64 262168
  %2978 = load i32, ptr %2977, align 8, !tbaa !10
  %2979 = zext i32 %2978 to i64
  %2980 = add i64 %2976, %2979
  %2981 = load i32, ptr %2203, align 1, !tbaa !9
  %2982 = mul i32 %2981, -1640531535
  %2983 = lshr i32 %2982, 17
  %2984 = zext nneg i32 %2983 to i64
  %2985 = getelementptr inbounds [32768 x i32], ptr %2204, i64 0, i64 %2984
  %2986 = load i32, ptr %2985, align 4, !tbaa !5
  %2987 = add i32 %2986, %2216
  %2988 = trunc i64 %2980 to i32
  %2989 = sub i32 %2987, %2988
  %2990 = sub i32 %2211, %2989
  %2991 = icmp ult i32 %2990, 65536
  br i1 %2991, label %2992, label %3143

2992:                                             ; preds = %2969
  %2993 = sub nsw i64 0, %2979
  %2994 = getelementptr inbounds i8, ptr %2973, i64 %2993
  %2995 = getelementptr inbounds i8, ptr %2198, i64 1
  %2996 = getelementptr inbounds i8, ptr %2198, i64 9
  %2997 = ptrtoint ptr %2995 to i64
  %2998 = icmp eq i32 %2225, 0
  %2999 = sub i64 %2223, %2207
  %3000 = sub nsw i64 0, %2218
  %3001 = getelementptr inbounds i8, ptr %2205, i64 %3000
  %3002 = getelementptr inbounds i8, ptr %2204, i64 131072
  br label %3003

3003:                                             ; preds = %3130, %2992
  %3004 = phi i32 [ %2964, %2992 ], [ %3133, %3130 ]
  %3005 = phi i32 [ %2963, %2992 ], [ %3010, %3130 ]
  %3006 = phi i32 [ %2986, %2992 ], [ %3139, %3130 ]
  %3007 = phi i32 [ %2989, %2992 ], [ %3140, %3130 ]
  %3008 = phi ptr [ %2962, %2992 ], [ %3132, %3130 ]
  %3009 = phi ptr [ %2961, %2992 ], [ %3131, %3130 ]
  %3010 = add nsw i32 %3005, -1
  %3011 = icmp eq i32 %3005, 0
  br i1 %3011, label %3143, label %3012

3012:                                             ; preds = %3003
  %3013 = zext i32 %3006 to i64
  %3014 = getelementptr inbounds i8, ptr %2994, i64 %3013
  %3015 = load i32, ptr %3014, align 1, !tbaa !9
  %3016 = icmp eq i32 %3015, %2226
  br i1 %3016, label %3017, label %3130

3017:                                             ; preds = %3012
  %3018 = sub i64 %2980, %3013
  %3019 = getelementptr inbounds i8, ptr %2203, i64 %3018
  %3020 = icmp ugt ptr %3019, %155
  %3021 = select i1 %3020, ptr %155, ptr %3019
  %3022 = getelementptr inbounds i8, ptr %3014, i64 4
  %3023 = getelementptr inbounds i8, ptr %3021, i64 -7
  %3024 = icmp ugt ptr %3023, %2995
  br i1 %3024, label %3025, label %3036, !prof !24

3025:                                             ; preds = %3017
  %3026 = load i64, ptr %3022, align 1, !tbaa !9
  %3027 = load i64, ptr %2995, align 1, !tbaa !9
  %3028 = icmp eq i64 %3026, %3027
  br i1 %3028, label %3029, label %3031

3029:                                             ; preds = %3025
  %3030 = getelementptr inbounds i8, ptr %3014, i64 12
  br label %3036

3031:                                             ; preds = %3025
  %3032 = xor i64 %3027, %3026
  %3033 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3032, i1 true)
  %3034 = trunc nuw nsw i64 %3033 to i32
  %3035 = lshr i32 %3034, 3
  br label %3097

3036:                                             ; preds = %3029, %3017
  %3037 = phi ptr [ %3022, %3017 ], [ %3030, %3029 ]
  %3038 = phi ptr [ %2995, %3017 ], [ %2996, %3029 ]
  %3039 = icmp ult ptr %3038, %3023
  br i1 %3039, label %3040, label %3058, !prof !25

3040:                                             ; preds = %3036, %3054
  %3041 = phi ptr [ %3055, %3054 ], [ %3038, %3036 ]
  %3042 = phi ptr [ %3056, %3054 ], [ %3037, %3036 ]
  %3043 = load i64, ptr %3042, align 1, !tbaa !9
  %3044 = load i64, ptr %3041, align 1, !tbaa !9
  %3045 = icmp eq i64 %3043, %3044
  br i1 %3045, label %3054, label %3046

3046:                                             ; preds = %3040
  %3047 = xor i64 %3044, %3043
  %3048 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3047, i1 true)
  %3049 = lshr i64 %3048, 3
  %3050 = getelementptr inbounds i8, ptr %3041, i64 %3049
  %3051 = ptrtoint ptr %3050 to i64
  %3052 = sub i64 %3051, %2997
  %3053 = trunc i64 %3052 to i32
  br label %3097

3054:                                             ; preds = %3040
  %3055 = getelementptr inbounds i8, ptr %3041, i64 8
  %3056 = getelementptr inbounds i8, ptr %3042, i64 8
  %3057 = icmp ult ptr %3055, %3023
  br i1 %3057, label %3040, label %3058, !prof !26

3058:                                             ; preds = %3054, %3036
  %3059 = phi ptr [ %3037, %3036 ], [ %3056, %3054 ]
  %3060 = phi ptr [ %3038, %3036 ], [ %3055, %3054 ]
  %3061 = getelementptr inbounds i8, ptr %3021, i64 -3
  %3062 = icmp ult ptr %3060, %3061
  br i1 %3062, label %3063, label %3070

3063:                                             ; preds = %3058
  %3064 = load i32, ptr %3059, align 1, !tbaa !9
  %3065 = load i32, ptr %3060, align 1, !tbaa !9
  %3066 = icmp eq i32 %3064, %3065
  br i1 %3066, label %3067, label %3070

3067:                                             ; preds = %3063
  %3068 = getelementptr inbounds i8, ptr %3060, i64 4
  %3069 = getelementptr inbounds i8, ptr %3059, i64 4
  br label %3070

3070:                                             ; preds = %3067, %3063, %3058
  %3071 = phi ptr [ %3069, %3067 ], [ %3059, %3063 ], [ %3059, %3058 ]
  %3072 = phi ptr [ %3068, %3067 ], [ %3060, %3063 ], [ %3060, %3058 ]
  %3073 = getelementptr inbounds i8, ptr %3021, i64 -1
  %3074 = icmp ult ptr %3072, %3073
  br i1 %3074, label %3075, label %3082

3075:                                             ; preds = %3070
  %3076 = load i16, ptr %3071, align 1, !tbaa !9
  %3077 = load i16, ptr %3072, align 1, !tbaa !9
  %3078 = icmp eq i16 %3076, %3077
  br i1 %3078, label %3079, label %3082

3079:                                             ; preds = %3075
  %3080 = getelementptr inbounds i8, ptr %3072, i64 2
  %3081 = getelementptr inbounds i8, ptr %3071, i64 2
  br label %3082

3082:                                             ; preds = %3079, %3075, %3070
  %3083 = phi ptr [ %3081, %3079 ], [ %3071, %3075 ], [ %3071, %3070 ]
  %3084 = phi ptr [ %3080, %3079 ], [ %3072, %3075 ], [ %3072, %3070 ]
  %3085 = icmp ult ptr %3084, %3021
  br i1 %3085, label %3086, label %3092

3086:                                             ; preds = %3082
  %3087 = load i8, ptr %3083, align 1, !tbaa !9
  %3088 = load i8, ptr %3084, align 1, !tbaa !9
  %3089 = icmp eq i8 %3087, %3088
  %3090 = zext i1 %3089 to i64
  %3091 = getelementptr inbounds i8, ptr %3084, i64 %3090
  br label %3092

3092:                                             ; preds = %3086, %3082
  %3093 = phi ptr [ %3084, %3082 ], [ %3091, %3086 ]
  %3094 = ptrtoint ptr %3093 to i64
  %3095 = sub i64 %3094, %2997
  %3096 = trunc i64 %3095 to i32
  br label %3097

3097:                                             ; preds = %3092, %3046, %3031
  %3098 = phi i32 [ %3096, %3092 ], [ %3035, %3031 ], [ %3053, %3046 ]
  %3099 = add nsw i32 %3098, 4
  br i1 %2998, label %3120, label %3100

3100:                                             ; preds = %3097
  %3101 = ptrtoint ptr %3014 to i64
  %3102 = sub i64 %2975, %3101
  %3103 = tail call i64 @llvm.smax.i64(i64 %2999, i64 %3102)
  %3104 = trunc i64 %3103 to i32
  %3105 = shl i64 %3103, 32
  %3106 = ashr exact i64 %3105, 32
  %3107 = tail call i32 @llvm.smin.i32(i32 %3104, i32 0)
  br label %3108

3108:                                             ; preds = %3111, %3100
  %3109 = phi i64 [ %3112, %3111 ], [ 0, %3100 ]
  %3110 = icmp sgt i64 %3109, %3106
  br i1 %3110, label %3111, label %3120

3111:                                             ; preds = %3108
  %3112 = add nsw i64 %3109, -1
  %3113 = getelementptr inbounds i8, ptr %2203, i64 %3112
  %3114 = load i8, ptr %3113, align 1, !tbaa !9
  %3115 = getelementptr inbounds i8, ptr %3014, i64 %3112
  %3116 = load i8, ptr %3115, align 1, !tbaa !9
  %3117 = icmp eq i8 %3114, %3116
  br i1 %3117, label %3108, label %3118, !llvm.loop !34

3118:                                             ; preds = %3111
  %3119 = trunc nsw i64 %3109 to i32
  br label %3120

3120:                                             ; preds = %3108, %3118, %3097
  %3121 = phi i32 [ 0, %3097 ], [ %3119, %3118 ], [ %3107, %3108 ]
  %3122 = sub i32 %3099, %3121
  %3123 = icmp sgt i32 %3122, %3004
  br i1 %3123, label %3124, label %3130

3124:                                             ; preds = %3120
  %3125 = zext i32 %3007 to i64
  %3126 = getelementptr inbounds i8, ptr %3001, i64 %3125
  %3127 = sext i32 %3121 to i64
  %3128 = getelementptr inbounds i8, ptr %3126, i64 %3127
  %3129 = getelementptr inbounds i8, ptr %2203, i64 %3127
  br label %3130

3130:                                             ; preds = %3124, %3120, %3012
  %3131 = phi ptr [ %3129, %3124 ], [ %3009, %3120 ], [ %3009, %3012 ]
  %3132 = phi ptr [ %3128, %3124 ], [ %3008, %3120 ], [ %3008, %3012 ]
  %3133 = phi i32 [ %3122, %3124 ], [ %3004, %3120 ], [ %3004, %3012 ]
  %3134 = and i32 %3006, 65535
  %3135 = zext nneg i32 %3134 to i64
  %3136 = getelementptr inbounds [65536 x i16], ptr %3002, i64 0, i64 %3135
  %3137 = load i16, ptr %3136, align 2, !tbaa !20
  %3138 = zext i16 %3137 to i32
  %3139 = sub i32 %3006, %3138
  %3140 = sub i32 %3007, %3138
  %3141 = sub i32 %2211, %3140
  %3142 = icmp ult i32 %3141, 65536
  br i1 %3142, label %3003, label %3143, !llvm.loop !32

3143:                                             ; preds = %3130, %3003, %2969, %2960
  %3144 = phi ptr [ %2961, %2960 ], [ %2961, %2969 ], [ %3009, %3003 ], [ %3131, %3130 ]
  %3145 = phi ptr [ %2962, %2960 ], [ %2962, %2969 ], [ %3008, %3003 ], [ %3132, %3130 ]
  %3146 = phi i32 [ %2964, %2960 ], [ %2964, %2969 ], [ %3004, %3003 ], [ %3133, %3130 ]
  %3147 = icmp eq i32 %3146, %2196
  br i1 %3147, label %3148, label %3403

3148:                                             ; preds = %3143, %2200
  %3149 = phi i64 [ %2201, %2200 ], [ %2223, %3143 ]
  %3150 = phi ptr [ %2170, %2200 ], [ %3145, %3143 ]
  %3151 = phi ptr [ %2169, %2200 ], [ %3144, %3143 ]
  %3152 = icmp ult ptr %2194, %2164
  %3153 = sub i64 %3149, %2159
  %3154 = trunc i64 %3153 to i32
  %3155 = select i1 %3152, i32 %3154, i32 %2158
  %3156 = getelementptr i8, ptr %2151, i64 1
  %3157 = ptrtoint ptr %2150 to i64
  %3158 = sub i64 %2159, %3157
  %3159 = udiv i64 %3158, 255
  %3160 = getelementptr inbounds i8, ptr %3156, i64 %3159
  %3161 = getelementptr inbounds i8, ptr %3160, i64 %3158
  %3162 = getelementptr inbounds i8, ptr %3161, i64 8
  %3163 = icmp ugt ptr %3162, %159
  %3164 = select i1 %175, i1 %3163, i1 false
  br i1 %3164, label %3791, label %3165

3165:                                             ; preds = %3148
  %3166 = icmp ugt i64 %3158, 14
  br i1 %3166, label %3167, label %3184

3167:                                             ; preds = %3165
  %3168 = add i64 %3158, -15
  store i8 -16, ptr %2151, align 1, !tbaa !9
  %3169 = icmp ugt i64 %3168, 254
  br i1 %3169, label %3170, label %3179

3170:                                             ; preds = %3167
  %3171 = add i64 %2159, -270
  %3172 = sub i64 %3171, %3157
  %3173 = udiv i64 %3172, 255
  %3174 = add nuw nsw i64 %3173, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3156, i8 -1, i64 %3174, i1 false), !tbaa !9
  %3175 = getelementptr i8, ptr %2151, i64 2
  %3176 = mul i64 %3173, -255
  %3177 = getelementptr i8, ptr %3175, i64 %3173
  %3178 = add i64 %3176, %3172
  br label %3179

3179:                                             ; preds = %3170, %3167
  %3180 = phi ptr [ %3156, %3167 ], [ %3177, %3170 ]
  %3181 = phi i64 [ %3168, %3167 ], [ %3178, %3170 ]
  %3182 = trunc nuw i64 %3181 to i8
  %3183 = getelementptr inbounds i8, ptr %3180, i64 1
  store i8 %3182, ptr %3180, align 1, !tbaa !9
  br label %3187

3184:                                             ; preds = %3165
  %3185 = trunc nuw i64 %3158 to i8
  %3186 = shl nuw i8 %3185, 4
  store i8 %3186, ptr %2151, align 1, !tbaa !9
  br label %3187

3187:                                             ; preds = %3184, %3179
  %3188 = phi ptr [ %3183, %3179 ], [ %3156, %3184 ]
  %3189 = ptrtoint ptr %3188 to i64
  %3190 = getelementptr inbounds i8, ptr %3188, i64 %3158
  %3191 = add i64 %2159, %3189
  %3192 = sub i64 %3191, %3157
  %3193 = add nuw i64 %3189, 8
  %3194 = tail call i64 @llvm.umax.i64(i64 %3192, i64 %3193)
  %3195 = xor i64 %3189, -1
  %3196 = add i64 %3194, %3195
  %3197 = lshr i64 %3196, 3
  %3198 = add nuw nsw i64 %3197, 1
  %3199 = icmp ult i64 %3196, 24
  %3200 = sub i64 %3189, %3157
  %3201 = icmp ult i64 %3200, 32
  %3202 = select i1 %3199, i1 true, i1 %3201
  br i1 %3202, label %3223, label %3203

3203:                                             ; preds = %3187
  %3204 = and i64 %3198, 4611686018427387900
  %3205 = shl i64 %3204, 3
  %3206 = getelementptr i8, ptr %2150, i64 %3205
  %3207 = shl i64 %3204, 3
  %3208 = getelementptr i8, ptr %3188, i64 %3207
  br label %3209

3209:                                             ; preds = %3209, %3203
  %3210 = phi i64 [ 0, %3203 ], [ %3219, %3209 ]
  %3211 = shl i64 %3210, 3
  %3212 = getelementptr i8, ptr %2150, i64 %3211
  %3213 = shl i64 %3210, 3
  %3214 = getelementptr i8, ptr %3188, i64 %3213
  %3215 = getelementptr i8, ptr %3212, i64 16
  %3216 = load <2 x i64>, ptr %3212, align 1
  %3217 = load <2 x i64>, ptr %3215, align 1
  %3218 = getelementptr i8, ptr %3214, i64 16
  store <2 x i64> %3216, ptr %3214, align 1
  store <2 x i64> %3217, ptr %3218, align 1
  %3219 = add nuw i64 %3210, 4
  %3220 = icmp eq i64 %3219, %3204
  br i1 %3220, label %3221, label %3209, !llvm.loop !40

3221:                                             ; preds = %3209
  %3222 = icmp eq i64 %3198, %3204
  br i1 %3222, label %3233, label %3223

3223:                                             ; preds = %3221, %3187
  %3224 = phi ptr [ %2150, %3187 ], [ %3206, %3221 ]
  %3225 = phi ptr [ %3188, %3187 ], [ %3208, %3221 ]
  br label %3226

3226:                                             ; preds = %3223, %3226
  %3227 = phi ptr [ %3231, %3226 ], [ %3224, %3223 ]
  %3228 = phi ptr [ %3230, %3226 ], [ %3225, %3223 ]
  %3229 = load i64, ptr %3227, align 1
  store i64 %3229, ptr %3228, align 1
  %3230 = getelementptr inbounds i8, ptr %3228, i64 8
  %3231 = getelementptr inbounds i8, ptr %3227, i64 8
  %3232 = icmp ult ptr %3230, %3190
  br i1 %3232, label %3226, label %3233, !llvm.loop !41

3233:                                             ; preds = %3226, %3221
  %3234 = ptrtoint ptr %2152 to i64
  %3235 = sub i64 %2159, %3234
  %3236 = trunc i64 %3235 to i16
  store i16 %3236, ptr %3190, align 1, !tbaa !9
  %3237 = getelementptr i8, ptr %3190, i64 2
  %3238 = sext i32 %3155 to i64
  %3239 = add nsw i64 %3238, -4
  %3240 = udiv i64 %3239, 255
  %3241 = getelementptr inbounds i8, ptr %3237, i64 %3240
  %3242 = getelementptr inbounds i8, ptr %3241, i64 6
  %3243 = icmp ugt ptr %3242, %159
  %3244 = select i1 %175, i1 %3243, i1 false
  br i1 %3244, label %3791, label %3245

3245:                                             ; preds = %3233
  %3246 = icmp ugt i64 %3239, 14
  br i1 %3246, label %3247, label %3274

3247:                                             ; preds = %3245
  %3248 = load i8, ptr %2151, align 1, !tbaa !9
  %3249 = add i8 %3248, 15
  store i8 %3249, ptr %2151, align 1, !tbaa !9
  %3250 = add nsw i64 %3238, -19
  %3251 = icmp ugt i64 %3250, 509
  br i1 %3251, label %3252, label %3262

3252:                                             ; preds = %3247
  %3253 = add nsw i64 %3238, -529
  %3254 = udiv i64 %3253, 510
  %3255 = shl nuw nsw i64 %3254, 1
  %3256 = add nuw nsw i64 %3255, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3237, i8 -1, i64 %3256, i1 false), !tbaa !9
  %3257 = getelementptr i8, ptr %3188, i64 4
  %3258 = getelementptr i8, ptr %3257, i64 %3255
  %3259 = getelementptr i8, ptr %3258, i64 %3158
  %3260 = mul i64 %3254, -510
  %3261 = add i64 %3260, %3253
  br label %3262

3262:                                             ; preds = %3252, %3247
  %3263 = phi ptr [ %3237, %3247 ], [ %3259, %3252 ]
  %3264 = phi i64 [ %3250, %3247 ], [ %3261, %3252 ]
  %3265 = icmp ugt i64 %3264, 254
  br i1 %3265, label %3266, label %3269

3266:                                             ; preds = %3262
  %3267 = add nsw i64 %3264, -255
  %3268 = getelementptr inbounds i8, ptr %3263, i64 1
  store i8 -1, ptr %3263, align 1, !tbaa !9
  br label %3269

3269:                                             ; preds = %3266, %3262
  %3270 = phi ptr [ %3268, %3266 ], [ %3263, %3262 ]
  %3271 = phi i64 [ %3267, %3266 ], [ %3264, %3262 ]
  %3272 = trunc nuw i64 %3271 to i8
  %3273 = getelementptr inbounds i8, ptr %3270, i64 1
  store i8 %3272, ptr %3270, align 1, !tbaa !9
  br label %3278

3274:                                             ; preds = %3245
  %3275 = trunc nuw i64 %3239 to i8
  %3276 = load i8, ptr %2151, align 1, !tbaa !9
  %3277 = add i8 %3276, %3275
  store i8 %3277, ptr %2151, align 1, !tbaa !9
  br label %3278

3278:                                             ; preds = %3274, %3269
  %3279 = phi ptr [ %3273, %3269 ], [ %3237, %3274 ]
  %3280 = getelementptr i8, ptr %2149, i64 %3238
  %3281 = getelementptr i8, ptr %3279, i64 1
  %3282 = ptrtoint ptr %3280 to i64
  %3283 = sub i64 %3149, %3282
  %3284 = udiv i64 %3283, 255
  %3285 = getelementptr inbounds i8, ptr %3281, i64 %3284
  %3286 = getelementptr inbounds i8, ptr %3285, i64 %3283
  %3287 = getelementptr inbounds i8, ptr %3286, i64 8
  %3288 = icmp ugt ptr %3287, %159
  %3289 = select i1 %175, i1 %3288, i1 false
  br i1 %3289, label %3791, label %3290

3290:                                             ; preds = %3278
  %3291 = icmp ugt i64 %3283, 14
  br i1 %3291, label %3292, label %3308

3292:                                             ; preds = %3290
  %3293 = add i64 %3283, -15
  store i8 -16, ptr %3279, align 1, !tbaa !9
  %3294 = icmp ugt i64 %3293, 254
  br i1 %3294, label %3295, label %3303

3295:                                             ; preds = %3292
  %3296 = add i64 %3283, -270
  %3297 = udiv i64 %3296, 255
  %3298 = add nuw nsw i64 %3297, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3281, i8 -1, i64 %3298, i1 false), !tbaa !9
  %3299 = getelementptr i8, ptr %3279, i64 2
  %3300 = mul i64 %3297, -255
  %3301 = getelementptr i8, ptr %3299, i64 %3297
  %3302 = add i64 %3300, %3296
  br label %3303

3303:                                             ; preds = %3295, %3292
  %3304 = phi ptr [ %3281, %3292 ], [ %3301, %3295 ]
  %3305 = phi i64 [ %3293, %3292 ], [ %3302, %3295 ]
  %3306 = trunc nuw i64 %3305 to i8
  %3307 = getelementptr inbounds i8, ptr %3304, i64 1
  store i8 %3306, ptr %3304, align 1, !tbaa !9
  br label %3311

3308:                                             ; preds = %3290
  %3309 = trunc nuw i64 %3283 to i8
  %3310 = shl nuw i8 %3309, 4
  store i8 %3310, ptr %3279, align 1, !tbaa !9
  br label %3311

3311:                                             ; preds = %3308, %3303
  %3312 = phi ptr [ %3307, %3303 ], [ %3281, %3308 ]
  %3313 = ptrtoint ptr %3312 to i64
  %3314 = getelementptr inbounds i8, ptr %3312, i64 %3283
  %3315 = add i64 %3149, %3313
  %3316 = sub i64 %3315, %3282
  %3317 = add nuw i64 %3313, 8
  %3318 = tail call i64 @llvm.umax.i64(i64 %3316, i64 %3317)
  %3319 = xor i64 %3313, -1
  %3320 = add i64 %3318, %3319
  %3321 = lshr i64 %3320, 3
  %3322 = add nuw nsw i64 %3321, 1
  %3323 = icmp ult i64 %3320, 24
  %3324 = sub i64 %3313, %3282
  %3325 = icmp ult i64 %3324, 32
  %3326 = select i1 %3323, i1 true, i1 %3325
  br i1 %3326, label %3347, label %3327

3327:                                             ; preds = %3311
  %3328 = and i64 %3322, 4611686018427387900
  %3329 = shl i64 %3328, 3
  %3330 = getelementptr i8, ptr %3280, i64 %3329
  %3331 = shl i64 %3328, 3
  %3332 = getelementptr i8, ptr %3312, i64 %3331
  br label %3333

3333:                                             ; preds = %3333, %3327
  %3334 = phi i64 [ 0, %3327 ], [ %3343, %3333 ]
  %3335 = shl i64 %3334, 3
  %3336 = getelementptr i8, ptr %3280, i64 %3335
  %3337 = shl i64 %3334, 3
  %3338 = getelementptr i8, ptr %3312, i64 %3337
  %3339 = getelementptr i8, ptr %3336, i64 16
  %3340 = load <2 x i64>, ptr %3336, align 1
  %3341 = load <2 x i64>, ptr %3339, align 1
  %3342 = getelementptr i8, ptr %3338, i64 16
  store <2 x i64> %3340, ptr %3338, align 1
  store <2 x i64> %3341, ptr %3342, align 1
  %3343 = add nuw i64 %3334, 4
  %3344 = icmp eq i64 %3343, %3328
  br i1 %3344, label %3345, label %3333, !llvm.loop !42

3345:                                             ; preds = %3333
  %3346 = icmp eq i64 %3322, %3328
  br i1 %3346, label %3357, label %3347

3347:                                             ; preds = %3345, %3311
  %3348 = phi ptr [ %3280, %3311 ], [ %3330, %3345 ]
  %3349 = phi ptr [ %3312, %3311 ], [ %3332, %3345 ]
  br label %3350

3350:                                             ; preds = %3347, %3350
  %3351 = phi ptr [ %3355, %3350 ], [ %3348, %3347 ]
  %3352 = phi ptr [ %3354, %3350 ], [ %3349, %3347 ]
  %3353 = load i64, ptr %3351, align 1
  store i64 %3353, ptr %3352, align 1
  %3354 = getelementptr inbounds i8, ptr %3352, i64 8
  %3355 = getelementptr inbounds i8, ptr %3351, i64 8
  %3356 = icmp ult ptr %3354, %3314
  br i1 %3356, label %3350, label %3357, !llvm.loop !43

3357:                                             ; preds = %3350, %3345
  %3358 = ptrtoint ptr %2195 to i64
  %3359 = sub i64 %3149, %3358
  %3360 = trunc i64 %3359 to i16
  store i16 %3360, ptr %3314, align 1, !tbaa !9
  %3361 = getelementptr i8, ptr %3314, i64 2
  %3362 = add nsw i64 %2197, -4
  %3363 = udiv i64 %3362, 255
  %3364 = getelementptr inbounds i8, ptr %3361, i64 %3363
  %3365 = getelementptr inbounds i8, ptr %3364, i64 6
  %3366 = icmp ugt ptr %3365, %159
  %3367 = select i1 %175, i1 %3366, i1 false
  br i1 %3367, label %3791, label %3368

3368:                                             ; preds = %3357
  %3369 = icmp ugt i64 %3362, 14
  br i1 %3369, label %3370, label %3399

3370:                                             ; preds = %3368
  %3371 = load i8, ptr %3279, align 1, !tbaa !9
  %3372 = add i8 %3371, 15
  store i8 %3372, ptr %3279, align 1, !tbaa !9
  %3373 = add nsw i64 %2197, -19
  %3374 = icmp ugt i64 %3373, 509
  br i1 %3374, label %3375, label %3387

3375:                                             ; preds = %3370
  %3376 = add nsw i64 %2197, -529
  %3377 = udiv i64 %3376, 510
  %3378 = shl nuw nsw i64 %3377, 1
  %3379 = add nuw nsw i64 %3378, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3361, i8 -1, i64 %3379, i1 false), !tbaa !9
  %3380 = getelementptr i8, ptr %3312, i64 4
  %3381 = sub i64 0, %3282
  %3382 = getelementptr i8, ptr %3380, i64 %3381
  %3383 = getelementptr i8, ptr %3382, i64 %3149
  %3384 = getelementptr i8, ptr %3383, i64 %3378
  %3385 = mul i64 %3377, -510
  %3386 = add i64 %3385, %3376
  br label %3387

3387:                                             ; preds = %3375, %3370
  %3388 = phi ptr [ %3361, %3370 ], [ %3384, %3375 ]
  %3389 = phi i64 [ %3373, %3370 ], [ %3386, %3375 ]
  %3390 = icmp ugt i64 %3389, 254
  br i1 %3390, label %3391, label %3394

3391:                                             ; preds = %3387
  %3392 = add nsw i64 %3389, -255
  %3393 = getelementptr inbounds i8, ptr %3388, i64 1
  store i8 -1, ptr %3388, align 1, !tbaa !9
  br label %3394

3394:                                             ; preds = %3391, %3387
  %3395 = phi ptr [ %3393, %3391 ], [ %3388, %3387 ]
  %3396 = phi i64 [ %3392, %3391 ], [ %3389, %3387 ]
  %3397 = trunc nuw i64 %3396 to i8
  %3398 = getelementptr inbounds i8, ptr %3395, i64 1
  store i8 %3397, ptr %3395, align 1, !tbaa !9
  br label %2126

3399:                                             ; preds = %3368
  %3400 = trunc nuw i64 %3362 to i8
  %3401 = load i8, ptr %3279, align 1, !tbaa !9
  %3402 = add i8 %3401, %3400
  store i8 %3402, ptr %3279, align 1, !tbaa !9
  br label %2126

3403:                                             ; preds = %3143
  %3404 = icmp ult ptr %3144, %2165
  br i1 %3404, label %3405, label %3561

3405:                                             ; preds = %3403
  %3406 = icmp ult ptr %3144, %2164
  br i1 %3406, label %2166, label %3407

3407:                                             ; preds = %3405
  %3408 = icmp ult ptr %2194, %2164
  br i1 %3408, label %3409, label %3420

3409:                                             ; preds = %3407
  %3410 = ptrtoint ptr %2164 to i64
  %3411 = sub i64 %3410, %2223
  %3412 = trunc i64 %3411 to i32
  %3413 = shl i64 %3411, 32
  %3414 = ashr exact i64 %3413, 32
  %3415 = getelementptr inbounds i8, ptr %2194, i64 %3414
  %3416 = getelementptr inbounds i8, ptr %2195, i64 %3414
  %3417 = sub nsw i32 %2196, %3412
  %3418 = icmp slt i32 %3417, 4
  br i1 %3418, label %3419, label %3420

3419:                                             ; preds = %3409
  br label %3420

3420:                                             ; preds = %3419, %3409, %3407
  %3421 = phi ptr [ %3144, %3419 ], [ %3415, %3409 ], [ %2194, %3407 ]
  %3422 = phi ptr [ %3145, %3419 ], [ %3416, %3409 ], [ %2195, %3407 ]
  %3423 = phi i32 [ %3146, %3419 ], [ %3417, %3409 ], [ %2196, %3407 ]
  %3424 = getelementptr i8, ptr %2151, i64 1
  %3425 = ptrtoint ptr %2150 to i64
  %3426 = sub i64 %2159, %3425
  %3427 = udiv i64 %3426, 255
  %3428 = getelementptr inbounds i8, ptr %3424, i64 %3427
  %3429 = getelementptr inbounds i8, ptr %3428, i64 %3426
  %3430 = getelementptr inbounds i8, ptr %3429, i64 8
  %3431 = icmp ugt ptr %3430, %159
  %3432 = select i1 %175, i1 %3431, i1 false
  br i1 %3432, label %3791, label %3433

3433:                                             ; preds = %3420
  %3434 = icmp ugt i64 %3426, 14
  br i1 %3434, label %3435, label %3452

3435:                                             ; preds = %3433
  %3436 = add i64 %3426, -15
  store i8 -16, ptr %2151, align 1, !tbaa !9
  %3437 = icmp ugt i64 %3436, 254
  br i1 %3437, label %3438, label %3447

3438:                                             ; preds = %3435
  %3439 = add i64 %2159, -270
  %3440 = sub i64 %3439, %3425
  %3441 = udiv i64 %3440, 255
  %3442 = add nuw nsw i64 %3441, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3424, i8 -1, i64 %3442, i1 false), !tbaa !9
  %3443 = getelementptr i8, ptr %2151, i64 2
  %3444 = mul i64 %3441, -255
  %3445 = getelementptr i8, ptr %3443, i64 %3441
  %3446 = add i64 %3444, %3440
  br label %3447

3447:                                             ; preds = %3438, %3435
  %3448 = phi ptr [ %3424, %3435 ], [ %3445, %3438 ]
  %3449 = phi i64 [ %3436, %3435 ], [ %3446, %3438 ]
  %3450 = trunc nuw i64 %3449 to i8
  %3451 = getelementptr inbounds i8, ptr %3448, i64 1
  store i8 %3450, ptr %3448, align 1, !tbaa !9
  br label %3455

3452:                                             ; preds = %3433
  %3453 = trunc nuw i64 %3426 to i8
  %3454 = shl nuw i8 %3453, 4
  store i8 %3454, ptr %2151, align 1, !tbaa !9
  br label %3455

3455:                                             ; preds = %3452, %3447
  %3456 = phi ptr [ %3451, %3447 ], [ %3424, %3452 ]
  %3457 = ptrtoint ptr %3456 to i64
  %3458 = getelementptr inbounds i8, ptr %3456, i64 %3426
  %3459 = xor i64 %3457, -1
  %3460 = add i64 %3457, %2159
  %3461 = sub i64 %3460, %3425
  %3462 = add nuw i64 %3457, 8
  %3463 = tail call i64 @llvm.umax.i64(i64 %3461, i64 %3462)
  %3464 = add i64 %3463, %3459
  %3465 = lshr i64 %3464, 3
  %3466 = add nuw nsw i64 %3465, 1
  %3467 = icmp ult i64 %3464, 24
  %3468 = sub i64 %3457, %3425
  %3469 = icmp ult i64 %3468, 32
  %3470 = select i1 %3467, i1 true, i1 %3469
  br i1 %3470, label %3491, label %3471

3471:                                             ; preds = %3455
  %3472 = and i64 %3466, 4611686018427387900
  %3473 = shl i64 %3472, 3
  %3474 = getelementptr i8, ptr %2150, i64 %3473
  %3475 = shl i64 %3472, 3
  %3476 = getelementptr i8, ptr %3456, i64 %3475
  br label %3477

3477:                                             ; preds = %3477, %3471
  %3478 = phi i64 [ 0, %3471 ], [ %3487, %3477 ]
  %3479 = shl i64 %3478, 3
  %3480 = getelementptr i8, ptr %2150, i64 %3479
  %3481 = shl i64 %3478, 3
  %3482 = getelementptr i8, ptr %3456, i64 %3481
  %3483 = getelementptr i8, ptr %3480, i64 16
  %3484 = load <2 x i64>, ptr %3480, align 1
  %3485 = load <2 x i64>, ptr %3483, align 1
  %3486 = getelementptr i8, ptr %3482, i64 16
  store <2 x i64> %3484, ptr %3482, align 1
  store <2 x i64> %3485, ptr %3486, align 1
  %3487 = add nuw i64 %3478, 4
  %3488 = icmp eq i64 %3487, %3472
  br i1 %3488, label %3489, label %3477, !llvm.loop !44

3489:                                             ; preds = %3477
  %3490 = icmp eq i64 %3466, %3472
  br i1 %3490, label %3501, label %3491

3491:                                             ; preds = %3489, %3455
  %3492 = phi ptr [ %2150, %3455 ], [ %3474, %3489 ]
  %3493 = phi ptr [ %3456, %3455 ], [ %3476, %3489 ]
  br label %3494

3494:                                             ; preds = %3491, %3494
  %3495 = phi ptr [ %3499, %3494 ], [ %3492, %3491 ]
  %3496 = phi ptr [ %3498, %3494 ], [ %3493, %3491 ]
  %3497 = load i64, ptr %3495, align 1
  store i64 %3497, ptr %3496, align 1
  %3498 = getelementptr inbounds i8, ptr %3496, i64 8
  %3499 = getelementptr inbounds i8, ptr %3495, i64 8
  %3500 = icmp ult ptr %3498, %3458
  br i1 %3500, label %3494, label %3501, !llvm.loop !45

3501:                                             ; preds = %3494, %3489
  %3502 = ptrtoint ptr %2152 to i64
  %3503 = sub i64 %2159, %3502
  %3504 = trunc i64 %3503 to i16
  store i16 %3504, ptr %3458, align 1, !tbaa !9
  %3505 = getelementptr i8, ptr %3458, i64 2
  %3506 = add nsw i64 %2163, -4
  %3507 = udiv i64 %3506, 255
  %3508 = getelementptr inbounds i8, ptr %3505, i64 %3507
  %3509 = getelementptr inbounds i8, ptr %3508, i64 6
  %3510 = icmp ugt ptr %3509, %159
  %3511 = select i1 %175, i1 %3510, i1 false
  br i1 %3511, label %3791, label %3512

3512:                                             ; preds = %3501
  %3513 = icmp ugt i64 %3506, 14
  br i1 %3513, label %3514, label %3541

3514:                                             ; preds = %3512
  %3515 = load i8, ptr %2151, align 1, !tbaa !9
  %3516 = add i8 %3515, 15
  store i8 %3516, ptr %2151, align 1, !tbaa !9
  %3517 = add nsw i64 %2163, -19
  %3518 = icmp ugt i64 %3517, 509
  br i1 %3518, label %3519, label %3529

3519:                                             ; preds = %3514
  %3520 = add nsw i64 %2163, -529
  %3521 = udiv i64 %3520, 510
  %3522 = shl nuw nsw i64 %3521, 1
  %3523 = add nuw nsw i64 %3522, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3505, i8 -1, i64 %3523, i1 false), !tbaa !9
  %3524 = getelementptr i8, ptr %3456, i64 4
  %3525 = getelementptr i8, ptr %3524, i64 %3426
  %3526 = getelementptr i8, ptr %3525, i64 %3522
  %3527 = mul i64 %3521, -510
  %3528 = add i64 %3527, %3520
  br label %3529

3529:                                             ; preds = %3519, %3514
  %3530 = phi ptr [ %3505, %3514 ], [ %3526, %3519 ]
  %3531 = phi i64 [ %3517, %3514 ], [ %3528, %3519 ]
  %3532 = icmp ugt i64 %3531, 254
  br i1 %3532, label %3533, label %3536

3533:                                             ; preds = %3529
  %3534 = add nsw i64 %3531, -255
  %3535 = getelementptr inbounds i8, ptr %3530, i64 1
  store i8 -1, ptr %3530, align 1, !tbaa !9
  br label %3536

3536:                                             ; preds = %3533, %3529
  %3537 = phi ptr [ %3535, %3533 ], [ %3530, %3529 ]
  %3538 = phi i64 [ %3534, %3533 ], [ %3531, %3529 ]
  %3539 = trunc nuw i64 %3538 to i8
  %3540 = getelementptr inbounds i8, ptr %3537, i64 1
  store i8 %3539, ptr %3537, align 1, !tbaa !9
  br label %3545

3541:                                             ; preds = %3512
  %3542 = trunc nuw i64 %3506 to i8
  %3543 = load i8, ptr %2151, align 1, !tbaa !9
  %3544 = add i8 %3543, %3542
  store i8 %3544, ptr %2151, align 1, !tbaa !9
  br label %3545

3545:                                             ; preds = %3541, %3536
  %3546 = phi ptr [ %3505, %3541 ], [ %3540, %3536 ]
  br label %3547

3547:                                             ; preds = %1035, %3545
  %3548 = phi ptr [ %3144, %3545 ], [ %218, %1035 ]
  %3549 = phi ptr [ %2164, %3545 ], [ %183, %1035 ]
  %3550 = phi ptr [ %3546, %3545 ], [ %182, %1035 ]
  %3551 = phi ptr [ %3145, %3545 ], [ %1036, %1035 ]
  %3552 = phi ptr [ %3421, %3545 ], [ %180, %1035 ]
  %3553 = phi ptr [ %3422, %3545 ], [ %179, %1035 ]
  %3554 = phi ptr [ %3144, %3545 ], [ %178, %1035 ]
  %3555 = phi ptr [ %3145, %3545 ], [ %177, %1035 ]
  %3556 = phi ptr [ %3422, %3545 ], [ %1036, %1035 ]
  %3557 = phi ptr [ %3421, %3545 ], [ %218, %1035 ]
  %3558 = phi i32 [ %3146, %3545 ], [ %1037, %1035 ]
  %3559 = phi i32 [ %3423, %3545 ], [ %1037, %1035 ]
  %3560 = sext i32 %3559 to i64
  br label %1043

3561:                                             ; preds = %3403
  %3562 = icmp ult ptr %2194, %2164
  br i1 %3562, label %3563, label %3584

3563:                                             ; preds = %3561
  %3564 = sub i64 %2223, %2159
  %3565 = icmp slt i64 %3564, 18
  br i1 %3565, label %3566, label %3582

3566:                                             ; preds = %3563
  %3567 = getelementptr inbounds i8, ptr %2198, i64 -4
  %3568 = icmp ugt ptr %2162, %3567
  %3569 = trunc i64 %3564 to i32
  %3570 = add i32 %2196, -4
  %3571 = add i32 %3570, %3569
  %3572 = select i1 %3568, i32 %3571, i32 %2160
  %3573 = sub i64 %2159, %2223
  %3574 = trunc i64 %3573 to i32
  %3575 = add i32 %3572, %3574
  %3576 = icmp sgt i32 %3575, 0
  br i1 %3576, label %3577, label %3584

3577:                                             ; preds = %3566
  %3578 = zext nneg i32 %3575 to i64
  %3579 = getelementptr inbounds i8, ptr %2194, i64 %3578
  %3580 = getelementptr inbounds i8, ptr %2195, i64 %3578
  %3581 = sub nsw i32 %2196, %3575
  br label %3584

3582:                                             ; preds = %3563
  %3583 = trunc i64 %3564 to i32
  br label %3584

3584:                                             ; preds = %3582, %3577, %3566, %3561
  %3585 = phi ptr [ %3579, %3577 ], [ %2194, %3566 ], [ %2194, %3582 ], [ %2194, %3561 ]
  %3586 = phi ptr [ %3580, %3577 ], [ %2195, %3566 ], [ %2195, %3582 ], [ %2195, %3561 ]
  %3587 = phi i32 [ %3581, %3577 ], [ %2196, %3566 ], [ %2196, %3582 ], [ %2196, %3561 ]
  %3588 = phi i32 [ %3572, %3577 ], [ %3572, %3566 ], [ %3583, %3582 ], [ %2158, %3561 ]
  %3589 = getelementptr i8, ptr %2151, i64 1
  %3590 = ptrtoint ptr %2150 to i64
  %3591 = sub i64 %2159, %3590
  %3592 = udiv i64 %3591, 255
  %3593 = getelementptr inbounds i8, ptr %3589, i64 %3592
  %3594 = getelementptr inbounds i8, ptr %3593, i64 %3591
  %3595 = getelementptr inbounds i8, ptr %3594, i64 8
  %3596 = icmp ugt ptr %3595, %159
  %3597 = select i1 %175, i1 %3596, i1 false
  br i1 %3597, label %3791, label %3598

3598:                                             ; preds = %3584
  %3599 = icmp ugt i64 %3591, 14
  br i1 %3599, label %3600, label %3617

3600:                                             ; preds = %3598
  %3601 = add i64 %3591, -15
  store i8 -16, ptr %2151, align 1, !tbaa !9
  %3602 = icmp ugt i64 %3601, 254
  br i1 %3602, label %3603, label %3612

3603:                                             ; preds = %3600
  %3604 = add i64 %2159, -270
  %3605 = sub i64 %3604, %3590
  %3606 = udiv i64 %3605, 255
  %3607 = add nuw nsw i64 %3606, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3589, i8 -1, i64 %3607, i1 false), !tbaa !9
  %3608 = getelementptr i8, ptr %2151, i64 2
  %3609 = mul i64 %3606, -255
  %3610 = getelementptr i8, ptr %3608, i64 %3606
  %3611 = add i64 %3609, %3605
  br label %3612

3612:                                             ; preds = %3603, %3600
  %3613 = phi ptr [ %3589, %3600 ], [ %3610, %3603 ]
  %3614 = phi i64 [ %3601, %3600 ], [ %3611, %3603 ]
  %3615 = trunc nuw i64 %3614 to i8
  %3616 = getelementptr inbounds i8, ptr %3613, i64 1
  store i8 %3615, ptr %3613, align 1, !tbaa !9
  br label %3620

3617:                                             ; preds = %3598
  %3618 = trunc nuw i64 %3591 to i8
  %3619 = shl nuw i8 %3618, 4
  store i8 %3619, ptr %2151, align 1, !tbaa !9
  br label %3620

3620:                                             ; preds = %3617, %3612
  %3621 = phi ptr [ %3616, %3612 ], [ %3589, %3617 ]
  %3622 = ptrtoint ptr %3621 to i64
  %3623 = getelementptr inbounds i8, ptr %3621, i64 %3591
  %3624 = add i64 %3622, %2159
  %3625 = sub i64 %3624, %3590
  %3626 = add nuw i64 %3622, 8
  %3627 = tail call i64 @llvm.umax.i64(i64 %3625, i64 %3626)
  %3628 = xor i64 %3622, -1
  %3629 = add i64 %3627, %3628
  %3630 = lshr i64 %3629, 3
  %3631 = add nuw nsw i64 %3630, 1
  %3632 = icmp ult i64 %3629, 24
  %3633 = sub i64 %3622, %3590
  %3634 = icmp ult i64 %3633, 32
  %3635 = select i1 %3632, i1 true, i1 %3634
  br i1 %3635, label %3656, label %3636

3636:                                             ; preds = %3620
  %3637 = and i64 %3631, 4611686018427387900
  %3638 = shl i64 %3637, 3
  %3639 = getelementptr i8, ptr %2150, i64 %3638
  %3640 = shl i64 %3637, 3
  %3641 = getelementptr i8, ptr %3621, i64 %3640
  br label %3642

3642:                                             ; preds = %3642, %3636
  %3643 = phi i64 [ 0, %3636 ], [ %3652, %3642 ]
  %3644 = shl i64 %3643, 3
  %3645 = getelementptr i8, ptr %2150, i64 %3644
  %3646 = shl i64 %3643, 3
  %3647 = getelementptr i8, ptr %3621, i64 %3646
  %3648 = getelementptr i8, ptr %3645, i64 16
  %3649 = load <2 x i64>, ptr %3645, align 1
  %3650 = load <2 x i64>, ptr %3648, align 1
  %3651 = getelementptr i8, ptr %3647, i64 16
  store <2 x i64> %3649, ptr %3647, align 1
  store <2 x i64> %3650, ptr %3651, align 1
  %3652 = add nuw i64 %3643, 4
  %3653 = icmp eq i64 %3652, %3637
  br i1 %3653, label %3654, label %3642, !llvm.loop !46

3654:                                             ; preds = %3642
  %3655 = icmp eq i64 %3631, %3637
  br i1 %3655, label %3666, label %3656

3656:                                             ; preds = %3654, %3620
  %3657 = phi ptr [ %2150, %3620 ], [ %3639, %3654 ]
  %3658 = phi ptr [ %3621, %3620 ], [ %3641, %3654 ]
  br label %3659

3659:                                             ; preds = %3656, %3659
  %3660 = phi ptr [ %3664, %3659 ], [ %3657, %3656 ]
  %3661 = phi ptr [ %3663, %3659 ], [ %3658, %3656 ]
  %3662 = load i64, ptr %3660, align 1
  store i64 %3662, ptr %3661, align 1
  %3663 = getelementptr inbounds i8, ptr %3661, i64 8
  %3664 = getelementptr inbounds i8, ptr %3660, i64 8
  %3665 = icmp ult ptr %3663, %3623
  br i1 %3665, label %3659, label %3666, !llvm.loop !47

3666:                                             ; preds = %3659, %3654
  %3667 = ptrtoint ptr %2152 to i64
  %3668 = sub i64 %2159, %3667
  %3669 = trunc i64 %3668 to i16
  store i16 %3669, ptr %3623, align 1, !tbaa !9
  %3670 = getelementptr i8, ptr %3623, i64 2
  %3671 = sext i32 %3588 to i64
  %3672 = add nsw i64 %3671, -4
  %3673 = udiv i64 %3672, 255
  %3674 = getelementptr inbounds i8, ptr %3670, i64 %3673
  %3675 = getelementptr inbounds i8, ptr %3674, i64 6
  %3676 = icmp ugt ptr %3675, %159
  %3677 = select i1 %175, i1 %3676, i1 false
  br i1 %3677, label %3791, label %3678

3678:                                             ; preds = %3666
  %3679 = icmp ugt i64 %3672, 14
  br i1 %3679, label %3680, label %3707

3680:                                             ; preds = %3678
  %3681 = load i8, ptr %2151, align 1, !tbaa !9
  %3682 = add i8 %3681, 15
  store i8 %3682, ptr %2151, align 1, !tbaa !9
  %3683 = add nsw i64 %3671, -19
  %3684 = icmp ugt i64 %3683, 509
  br i1 %3684, label %3685, label %3695

3685:                                             ; preds = %3680
  %3686 = add nsw i64 %3671, -529
  %3687 = udiv i64 %3686, 510
  %3688 = shl nuw nsw i64 %3687, 1
  %3689 = add nuw nsw i64 %3688, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3670, i8 -1, i64 %3689, i1 false), !tbaa !9
  %3690 = getelementptr i8, ptr %3621, i64 4
  %3691 = getelementptr i8, ptr %3690, i64 %3591
  %3692 = getelementptr i8, ptr %3691, i64 %3688
  %3693 = mul i64 %3687, -510
  %3694 = add i64 %3693, %3686
  br label %3695

3695:                                             ; preds = %3685, %3680
  %3696 = phi ptr [ %3670, %3680 ], [ %3692, %3685 ]
  %3697 = phi i64 [ %3683, %3680 ], [ %3694, %3685 ]
  %3698 = icmp ugt i64 %3697, 254
  br i1 %3698, label %3699, label %3702

3699:                                             ; preds = %3695
  %3700 = add nsw i64 %3697, -255
  %3701 = getelementptr inbounds i8, ptr %3696, i64 1
  store i8 -1, ptr %3696, align 1, !tbaa !9
  br label %3702

3702:                                             ; preds = %3699, %3695
  %3703 = phi ptr [ %3701, %3699 ], [ %3696, %3695 ]
  %3704 = phi i64 [ %3700, %3699 ], [ %3697, %3695 ]
  %3705 = trunc nuw i64 %3704 to i8
  %3706 = getelementptr inbounds i8, ptr %3703, i64 1
  store i8 %3705, ptr %3703, align 1, !tbaa !9
  br label %3711

3707:                                             ; preds = %3678
  %3708 = trunc nuw i64 %3672 to i8
  %3709 = load i8, ptr %2151, align 1, !tbaa !9
  %3710 = add i8 %3709, %3708
  store i8 %3710, ptr %2151, align 1, !tbaa !9
  br label %3711

3711:                                             ; preds = %3707, %3702
  %3712 = phi ptr [ %3706, %3702 ], [ %3670, %3707 ]
  %3713 = getelementptr inbounds i8, ptr %2149, i64 %3671
  br label %2148

3714:                                             ; preds = %2126, %1039, %3933, %151
  %3715 = phi ptr [ %1, %151 ], [ %3935, %3933 ], [ %183, %1039 ], [ %2127, %2126 ]
  %3716 = phi ptr [ %2, %151 ], [ %3934, %3933 ], [ %182, %1039 ], [ %2128, %2126 ]
  %3717 = ptrtoint ptr %153 to i64
  %3718 = ptrtoint ptr %3715 to i64
  %3719 = sub i64 %3717, %3718
  %3720 = add i64 %3719, 240
  %3721 = udiv i64 %3720, 255
  %3722 = select i1 %133, i64 5, i64 0
  %3723 = getelementptr inbounds i8, ptr %159, i64 %3722
  %3724 = icmp ne i32 %6, 0
  %3725 = getelementptr i8, ptr %3716, i64 %3721
  %3726 = getelementptr i8, ptr %3725, i64 1
  %3727 = getelementptr i8, ptr %3726, i64 %3719
  %3728 = icmp ugt ptr %3727, %3723
  %3729 = select i1 %3724, i1 %3728, i1 false
  br i1 %3729, label %3739, label %3752

3730:                                             ; preds = %3808, %3797
  %3731 = ptrtoint ptr %153 to i64
  %3732 = sub i64 %3731, %3799
  %3733 = add i64 %3732, 240
  %3734 = udiv i64 %3733, 255
  %3735 = getelementptr i8, ptr %3796, i64 %3734
  %3736 = getelementptr i8, ptr %3735, i64 1
  %3737 = getelementptr i8, ptr %3736, i64 %3732
  %3738 = icmp ugt ptr %3737, %157
  br i1 %3738, label %3741, label %3752

3739:                                             ; preds = %3714
  %3740 = icmp eq i32 %6, 1
  br i1 %3740, label %3950, label %3741

3741:                                             ; preds = %3739, %3730
  %3742 = phi ptr [ %3723, %3739 ], [ %157, %3730 ]
  %3743 = phi ptr [ %3716, %3739 ], [ %3796, %3730 ]
  %3744 = phi ptr [ %3715, %3739 ], [ %3793, %3730 ]
  %3745 = ptrtoint ptr %3742 to i64
  %3746 = ptrtoint ptr %3743 to i64
  %3747 = xor i64 %3746, -1
  %3748 = add i64 %3747, %3745
  %3749 = add i64 %3748, 241
  %3750 = lshr i64 %3749, 8
  %3751 = sub i64 %3748, %3750
  br label %3752

3752:                                             ; preds = %3741, %3730, %3714
  %3753 = phi ptr [ %3743, %3741 ], [ %3716, %3714 ], [ %3796, %3730 ]
  %3754 = phi ptr [ %3744, %3741 ], [ %3715, %3714 ], [ %3793, %3730 ]
  %3755 = phi i64 [ %3751, %3741 ], [ %3719, %3714 ], [ %3732, %3730 ]
  %3756 = getelementptr inbounds i8, ptr %3754, i64 %3755
  %3757 = icmp ugt i64 %3755, 14
  %3758 = getelementptr i8, ptr %3753, i64 1
  br i1 %3757, label %3759, label %3777

3759:                                             ; preds = %3752
  %3760 = add i64 %3755, -15
  store i8 -16, ptr %3753, align 1, !tbaa !9
  %3761 = icmp ugt i64 %3760, 254
  br i1 %3761, label %3762, label %3771

3762:                                             ; preds = %3759
  %3763 = add i64 %3755, -270
  %3764 = udiv i64 %3763, 255
  %3765 = add nuw nsw i64 %3764, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3758, i8 -1, i64 %3765, i1 false), !tbaa !9
  %3766 = mul i64 %3764, -255
  %3767 = add nuw nsw i64 %3764, 2
  %3768 = getelementptr i8, ptr %3753, i64 %3765
  %3769 = add i64 %3766, %3763
  %3770 = getelementptr i8, ptr %3753, i64 %3767
  br label %3771

3771:                                             ; preds = %3762, %3759
  %3772 = phi ptr [ %3753, %3759 ], [ %3768, %3762 ]
  %3773 = phi i64 [ %3760, %3759 ], [ %3769, %3762 ]
  %3774 = phi ptr [ %3758, %3759 ], [ %3770, %3762 ]
  %3775 = trunc nuw i64 %3773 to i8
  %3776 = getelementptr inbounds i8, ptr %3772, i64 2
  store i8 %3775, ptr %3774, align 1, !tbaa !9
  br label %3780

3777:                                             ; preds = %3752
  %3778 = trunc nuw i64 %3755 to i8
  %3779 = shl nuw i8 %3778, 4
  store i8 %3779, ptr %3753, align 1, !tbaa !9
  br label %3780

3780:                                             ; preds = %3777, %3771
  %3781 = phi ptr [ %3776, %3771 ], [ %3758, %3777 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3781, ptr align 1 %3754, i64 %3755, i1 false)
  %3782 = getelementptr inbounds i8, ptr %3781, i64 %3755
  %3783 = ptrtoint ptr %3756 to i64
  %3784 = ptrtoint ptr %1 to i64
  %3785 = sub i64 %3783, %3784
  %3786 = trunc i64 %3785 to i32
  store i32 %3786, ptr %3, align 4, !tbaa !5
  %3787 = ptrtoint ptr %3782 to i64
  %3788 = ptrtoint ptr %2 to i64
  %3789 = sub i64 %3787, %3788
  %3790 = trunc i64 %3789 to i32
  br label %3947

3791:                                             ; preds = %3357, %3278, %3233, %3148, %2080, %2000, %3501, %3420, %3666, %3584
  %3792 = phi ptr [ %2149, %3584 ], [ %2149, %3666 ], [ %2149, %3420 ], [ %2149, %3501 ], [ %2194, %3278 ], [ %2194, %3357 ], [ %1044, %2000 ], [ %1044, %2080 ], [ %2149, %3148 ], [ %2149, %3233 ]
  %3793 = phi ptr [ %2150, %3584 ], [ %2150, %3666 ], [ %2150, %3420 ], [ %2150, %3501 ], [ %3280, %3278 ], [ %3280, %3357 ], [ %3549, %2000 ], [ %3549, %2080 ], [ %2150, %3148 ], [ %2150, %3233 ]
  %3794 = phi ptr [ %2152, %3584 ], [ %2152, %3666 ], [ %2152, %3420 ], [ %2152, %3501 ], [ %2195, %3278 ], [ %2195, %3357 ], [ %1045, %2000 ], [ %1045, %2080 ], [ %2152, %3148 ], [ %2152, %3233 ]
  %3795 = phi i32 [ %3588, %3584 ], [ %3588, %3666 ], [ %2158, %3420 ], [ %2158, %3501 ], [ %2196, %3278 ], [ %2196, %3357 ], [ %1048, %2000 ], [ %1048, %2080 ], [ %3155, %3148 ], [ %3155, %3233 ]
  %3796 = phi ptr [ %2151, %3584 ], [ %2151, %3666 ], [ %2151, %3420 ], [ %2151, %3501 ], [ %3279, %3278 ], [ %3279, %3357 ], [ %3550, %2000 ], [ %3550, %2080 ], [ %2151, %3148 ], [ %2151, %3233 ]
  br i1 %133, label %3797, label %3950

3797:                                             ; preds = %3791
  %3798 = ptrtoint ptr %3792 to i64
  %3799 = ptrtoint ptr %3793 to i64
  %3800 = sub i64 %3798, %3799
  %3801 = add i64 %3800, 240
  %3802 = udiv i64 %3801, 255
  %3803 = add i64 %3800, 1
  %3804 = add i64 %3803, %3802
  %3805 = getelementptr inbounds i8, ptr %157, i64 -8
  %3806 = getelementptr inbounds i8, ptr %3796, i64 %3804
  %3807 = icmp ugt ptr %3806, %3805
  br i1 %3807, label %3730, label %3808

3808:                                             ; preds = %3797
  %3809 = ptrtoint ptr %3805 to i64
  %3810 = ptrtoint ptr %3806 to i64
  %3811 = sub i64 %3809, %3810
  %3812 = mul i64 %3811, 255
  %3813 = add i64 %3812, 18
  %3814 = sext i32 %3795 to i64
  %3815 = icmp ult i64 %3813, %3814
  %3816 = trunc i64 %3813 to i32
  %3817 = select i1 %3815, i32 %3816, i32 %3795
  %3818 = getelementptr inbounds i8, ptr %3806, i64 2
  %3819 = ptrtoint ptr %157 to i64
  %3820 = ptrtoint ptr %3818 to i64
  %3821 = sext i32 %3817 to i64
  %3822 = add i64 %3819, %3821
  %3823 = sub i64 %3820, %3822
  %3824 = icmp slt i64 %3823, -12
  br i1 %3824, label %3825, label %3730

3825:                                             ; preds = %3808
  %3826 = getelementptr i8, ptr %3796, i64 1
  %3827 = icmp ugt i64 %3800, 14
  br i1 %3827, label %3828, label %3845

3828:                                             ; preds = %3825
  %3829 = add i64 %3800, -15
  store i8 -16, ptr %3796, align 1, !tbaa !9
  %3830 = icmp ugt i64 %3829, 254
  br i1 %3830, label %3831, label %3840

3831:                                             ; preds = %3828
  %3832 = add i64 %3798, -270
  %3833 = sub i64 %3832, %3799
  %3834 = udiv i64 %3833, 255
  %3835 = add nuw nsw i64 %3834, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3826, i8 -1, i64 %3835, i1 false), !tbaa !9
  %3836 = add nuw nsw i64 %3834, 2
  %3837 = mul i64 %3834, -255
  %3838 = getelementptr i8, ptr %3796, i64 %3836
  %3839 = add i64 %3837, %3833
  br label %3840

3840:                                             ; preds = %3831, %3828
  %3841 = phi ptr [ %3826, %3828 ], [ %3838, %3831 ]
  %3842 = phi i64 [ %3829, %3828 ], [ %3839, %3831 ]
  %3843 = trunc nuw i64 %3842 to i8
  %3844 = getelementptr inbounds i8, ptr %3841, i64 1
  store i8 %3843, ptr %3841, align 1, !tbaa !9
  br label %3848

3845:                                             ; preds = %3825
  %3846 = trunc nuw i64 %3800 to i8
  %3847 = shl nuw i8 %3846, 4
  store i8 %3847, ptr %3796, align 1, !tbaa !9
  br label %3848

3848:                                             ; preds = %3845, %3840
  %3849 = phi ptr [ %3844, %3840 ], [ %3826, %3845 ]
  %3850 = ptrtoint ptr %3849 to i64
  %3851 = getelementptr inbounds i8, ptr %3849, i64 %3800
  %3852 = add i64 %3798, %3850
  %3853 = sub i64 %3852, %3799
  %3854 = add nuw i64 %3850, 8
  %3855 = tail call i64 @llvm.umax.i64(i64 %3853, i64 %3854)
  %3856 = xor i64 %3850, -1
  %3857 = add i64 %3855, %3856
  %3858 = lshr i64 %3857, 3
  %3859 = add nuw nsw i64 %3858, 1
  %3860 = icmp ult i64 %3857, 56
  %3861 = sub i64 %3850, %3799
  %3862 = icmp ult i64 %3861, 32
  %3863 = or i1 %3860, %3862
  br i1 %3863, label %3884, label %3864

3864:                                             ; preds = %3848
  %3865 = and i64 %3859, 4611686018427387900
  %3866 = shl i64 %3865, 3
  %3867 = getelementptr i8, ptr %3793, i64 %3866
  %3868 = shl i64 %3865, 3
  %3869 = getelementptr i8, ptr %3849, i64 %3868
  br label %3870

3870:                                             ; preds = %3870, %3864
  %3871 = phi i64 [ 0, %3864 ], [ %3880, %3870 ]
  %3872 = shl i64 %3871, 3
  %3873 = getelementptr i8, ptr %3793, i64 %3872
  %3874 = shl i64 %3871, 3
  %3875 = getelementptr i8, ptr %3849, i64 %3874
  %3876 = getelementptr i8, ptr %3873, i64 16
  %3877 = load <2 x i64>, ptr %3873, align 1
  %3878 = load <2 x i64>, ptr %3876, align 1
  %3879 = getelementptr i8, ptr %3875, i64 16
  store <2 x i64> %3877, ptr %3875, align 1
  store <2 x i64> %3878, ptr %3879, align 1
  %3880 = add nuw i64 %3871, 4
  %3881 = icmp eq i64 %3880, %3865
  br i1 %3881, label %3882, label %3870, !llvm.loop !48

3882:                                             ; preds = %3870
  %3883 = icmp eq i64 %3859, %3865
  br i1 %3883, label %3894, label %3884

3884:                                             ; preds = %3882, %3848
  %3885 = phi ptr [ %3793, %3848 ], [ %3867, %3882 ]
  %3886 = phi ptr [ %3849, %3848 ], [ %3869, %3882 ]
  br label %3887

3887:                                             ; preds = %3884, %3887
  %3888 = phi ptr [ %3892, %3887 ], [ %3885, %3884 ]
  %3889 = phi ptr [ %3891, %3887 ], [ %3886, %3884 ]
  %3890 = load i64, ptr %3888, align 1
  store i64 %3890, ptr %3889, align 1
  %3891 = getelementptr inbounds i8, ptr %3889, i64 8
  %3892 = getelementptr inbounds i8, ptr %3888, i64 8
  %3893 = icmp ult ptr %3891, %3851
  br i1 %3893, label %3887, label %3894, !llvm.loop !49

3894:                                             ; preds = %3887, %3882
  %3895 = ptrtoint ptr %3794 to i64
  %3896 = sub i64 %3798, %3895
  %3897 = trunc i64 %3896 to i16
  store i16 %3897, ptr %3851, align 1, !tbaa !9
  %3898 = getelementptr i8, ptr %3851, i64 2
  %3899 = add nsw i64 %3821, -4
  %3900 = icmp ugt i64 %3899, 14
  br i1 %3900, label %3901, label %3929

3901:                                             ; preds = %3894
  %3902 = load i8, ptr %3796, align 1, !tbaa !9
  %3903 = add i8 %3902, 15
  store i8 %3903, ptr %3796, align 1, !tbaa !9
  %3904 = add nsw i64 %3821, -19
  %3905 = icmp ugt i64 %3904, 509
  br i1 %3905, label %3906, label %3917

3906:                                             ; preds = %3901
  %3907 = add nsw i64 %3821, -529
  %3908 = udiv i64 %3907, 510
  %3909 = shl nuw nsw i64 %3908, 1
  %3910 = add nuw nsw i64 %3909, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3898, i8 -1, i64 %3910, i1 false), !tbaa !9
  %3911 = add i64 %3798, 4
  %3912 = sub i64 %3911, %3799
  %3913 = add i64 %3912, %3909
  %3914 = getelementptr i8, ptr %3849, i64 %3913
  %3915 = mul i64 %3908, -510
  %3916 = add i64 %3915, %3907
  br label %3917

3917:                                             ; preds = %3906, %3901
  %3918 = phi ptr [ %3898, %3901 ], [ %3914, %3906 ]
  %3919 = phi i64 [ %3904, %3901 ], [ %3916, %3906 ]
  %3920 = icmp ugt i64 %3919, 254
  br i1 %3920, label %3921, label %3924

3921:                                             ; preds = %3917
  %3922 = add nsw i64 %3919, -255
  %3923 = getelementptr inbounds i8, ptr %3918, i64 1
  store i8 -1, ptr %3918, align 1, !tbaa !9
  br label %3924

3924:                                             ; preds = %3921, %3917
  %3925 = phi ptr [ %3923, %3921 ], [ %3918, %3917 ]
  %3926 = phi i64 [ %3922, %3921 ], [ %3919, %3917 ]
  %3927 = trunc nuw i64 %3926 to i8
  %3928 = getelementptr inbounds i8, ptr %3925, i64 1
  store i8 %3927, ptr %3925, align 1, !tbaa !9
  br label %3933

3929:                                             ; preds = %3894
  %3930 = trunc nuw i64 %3899 to i8
  %3931 = load i8, ptr %3796, align 1, !tbaa !9
  %3932 = add i8 %3931, %3930
  store i8 %3932, ptr %3796, align 1, !tbaa !9
  br label %3933

3933:                                             ; preds = %3929, %3924
  %3934 = phi ptr [ %3928, %3924 ], [ %3898, %3929 ]
  %3935 = getelementptr inbounds i8, ptr %3792, i64 %3821
  br label %3714

3936:                                             ; preds = %139
  %3937 = getelementptr inbounds i8, ptr %0, i64 262182
  %3938 = load i8, ptr %3937, align 2, !tbaa !50
  %3939 = icmp ne i8 %3938, 0
  %3940 = zext i1 %3939 to i32
  %3941 = getelementptr inbounds i8, ptr %146, i64 8
  %3942 = load i32, ptr %3941, align 4, !tbaa !5
  %3943 = zext i32 %3942 to i64
  %3944 = icmp eq i32 %144, 12
  %3945 = zext i1 %3944 to i32
  %3946 = tail call fastcc i32 @LZ4HC_compress_optimal(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4, i32 noundef %149, i64 noundef %3943, i32 noundef %6, i32 noundef %3945, i32 noundef 1, i32 noundef %3940)
  br label %3947

3947:                                             ; preds = %3936, %3780
  %3948 = phi i32 [ %3946, %3936 ], [ %3790, %3780 ]
  %3949 = icmp slt i32 %3948, 1
  br i1 %3949, label %3950, label %3953

3950:                                             ; preds = %3947, %3791, %3739
  %3951 = phi i32 [ %3948, %3947 ], [ 0, %3739 ], [ 0, %3791 ]
  %3952 = getelementptr inbounds i8, ptr %0, i64 262183
  store i8 1, ptr %3952, align 1, !tbaa !51
  br label %3953

3953:                                             ; preds = %3950, %3947, %136, %132, %120, %35, %17
  %3954 = phi i32 [ %18, %17 ], [ %36, %35 ], [ %131, %120 ], [ 0, %132 ], [ 0, %136 ], [ %3951, %3950 ], [ %3948, %3947 ]
  ret i32 %3954
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_extStateHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  br label %15

15:                                               ; preds = %6, %12
  %16 = phi i32 [ %14, %12 ], [ 0, %6 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noundef ptr @LZ4_initStreamHC(ptr noundef %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne ptr %0, null
  %4 = icmp ugt i64 %1, 262199
  %5 = and i1 %3, %4
  %6 = ptrtoint ptr %0 to i64
  %7 = and i64 %6, 7
  %8 = icmp eq i64 %7, 0
  %9 = and i1 %5, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %11 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 9, ptr %11, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %2, %10
  %13 = phi ptr [ %0, %10 ], [ null, %2 ]
  ret ptr %13
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #18
  %7 = icmp eq ptr %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %5
  %9 = ptrtoint ptr %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %6, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  br label %15

15:                                               ; preds = %8, %12
  %16 = phi i32 [ %14, %12 ], [ 0, %8 ]
  tail call void @free(ptr noundef nonnull %6) #17
  br label %17

17:                                               ; preds = %5, %15
  %18 = phi i32 [ %16, %15 ], [ 0, %5 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_destSize(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  %14 = getelementptr inbounds i8, ptr %0, i64 262168
  %15 = getelementptr inbounds i8, ptr %0, i64 262152
  %16 = getelementptr inbounds i8, ptr %0, i64 262144
  %17 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 65536, ptr %17, align 8, !tbaa !14
  store ptr %1, ptr %15, align 8, !tbaa !15
  store ptr %1, ptr %16, align 8, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %18, align 8, !tbaa !17
  store i32 65536, ptr %14, align 8, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 65536, ptr %19, align 4, !tbaa !18
  %20 = icmp slt i32 %5, 1
  %21 = tail call i32 @llvm.umin.i32(i32 %5, i32 12)
  %22 = trunc nuw nsw i32 %21 to i16
  %23 = select i1 %20, i16 9, i16 %22
  store i16 %23, ptr %13, align 4, !tbaa !9
  %24 = tail call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 2)
  br label %25

25:                                               ; preds = %6, %12
  %26 = phi i32 [ %24, %12 ], [ 0, %6 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4_setCompressionLevel(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp slt i32 %1, 1
  %4 = tail call i32 @llvm.umin.i32(i32 %1, i32 12)
  %5 = trunc nuw nsw i32 %4 to i16
  %6 = select i1 %3, i16 9, i16 %5
  %7 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %6, ptr %7, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @LZ4_createStreamHC() local_unnamed_addr #8 {
  %1 = tail call noalias dereferenceable_or_null(262200) ptr @calloc(i64 noundef 1, i64 noundef 262200) #19
  %2 = icmp eq ptr %1, null
  br i1 %2, label %5, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 262180
  store i16 9, ptr %4, align 4, !tbaa !9
  br label %5

5:                                                ; preds = %0, %3
  ret ptr %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @LZ4_freeStreamHC(ptr noundef %0) local_unnamed_addr #10 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #17
  br label %4

4:                                                ; preds = %1, %3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4_resetStreamHC(ptr noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne ptr %0, null
  %4 = ptrtoint ptr %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  br label %9

9:                                                ; preds = %2, %8
  %10 = icmp slt i32 %1, 1
  %11 = tail call i32 @llvm.umin.i32(i32 %1, i32 12)
  %12 = trunc nuw nsw i32 %11 to i16
  %13 = select i1 %10, i16 9, i16 %12
  %14 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 %13, ptr %14, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4_favorDecompressionSpeed(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne i32 %1, 0
  %4 = zext i1 %3 to i8
  %5 = getelementptr inbounds i8, ptr %0, i64 262182
  store i8 %4, ptr %5, align 2, !tbaa !9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noundef range(i32 -2147483648, 65537) i32 @LZ4_loadDictHC(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %2, 65536
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr i8, ptr %1, i64 %5
  %7 = getelementptr i8, ptr %6, i64 -65536
  %8 = tail call i32 @llvm.smin.i32(i32 %2, i32 65536)
  %9 = select i1 %4, ptr %7, ptr %1
  %10 = getelementptr inbounds i8, ptr %0, i64 262180
  %11 = load i16, ptr %10, align 4, !tbaa !23
  %12 = icmp ne ptr %0, null
  %13 = ptrtoint ptr %0 to i64
  %14 = and i64 %13, 7
  %15 = icmp eq i64 %14, 0
  %16 = and i1 %12, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %18 = icmp slt i16 %11, 1
  %19 = tail call i16 @llvm.umin.i16(i16 %11, i16 12)
  %20 = select i1 %18, i16 9, i16 %19
  store i16 %20, ptr %10, align 4, !tbaa !9
  br label %39

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %0, i64 262144
  %23 = load ptr, ptr %22, align 8, !tbaa !16
  %24 = getelementptr inbounds i8, ptr %0, i64 262152
  %25 = load ptr, ptr %24, align 8, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %0, i64 262168
  %27 = load i32, ptr %26, align 8, !tbaa !10
  %28 = ptrtoint ptr %23 to i64
  %29 = ptrtoint ptr %25 to i64
  %30 = sub i64 %28, %29
  %31 = zext i32 %27 to i64
  %32 = add i64 %30, %31
  %33 = icmp slt i16 %11, 1
  %34 = tail call i16 @llvm.umin.i16(i16 %11, i16 12)
  %35 = select i1 %33, i16 9, i16 %34
  store i16 %35, ptr %10, align 4, !tbaa !9
  %36 = icmp ugt i64 %32, 1073741824
  br i1 %36, label %37, label %39

37:                                               ; preds = %21
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %0, i8 0, i64 131072, i1 false)
  %38 = getelementptr inbounds i8, ptr %0, i64 131072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %38, i8 -1, i64 131072, i1 false)
  br label %39

39:                                               ; preds = %17, %21, %37
  %40 = phi i64 [ 0, %37 ], [ %32, %21 ], [ 0, %17 ]
  %41 = getelementptr inbounds i8, ptr %0, i64 262144
  %42 = getelementptr inbounds i8, ptr %0, i64 262152
  %43 = getelementptr inbounds i8, ptr %0, i64 262168
  %44 = trunc nuw i64 %40 to i32
  %45 = add nuw nsw i32 %44, 65536
  %46 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 %45, ptr %46, align 8, !tbaa !14
  store ptr %9, ptr %42, align 8, !tbaa !15
  %47 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %9, ptr %47, align 8, !tbaa !17
  store i32 %45, ptr %43, align 8, !tbaa !10
  %48 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 %45, ptr %48, align 4, !tbaa !18
  %49 = sext i32 %8 to i64
  %50 = getelementptr inbounds i8, ptr %9, i64 %49
  store ptr %50, ptr %41, align 8, !tbaa !16
  %51 = icmp sgt i32 %2, 3
  br i1 %51, label %52, label %121

52:                                               ; preds = %39
  %53 = getelementptr inbounds i8, ptr %50, i64 -3
  %54 = getelementptr inbounds i8, ptr %0, i64 131072
  %55 = ptrtoint ptr %53 to i64
  %56 = ptrtoint ptr %9 to i64
  %57 = sub i64 %55, %56
  %58 = trunc i64 %57 to i32
  %59 = add i32 %45, %58
  %60 = icmp ult i32 %45, %59
  br i1 %60, label %61, label %120

61:                                               ; preds = %52
  %62 = zext nneg i32 %45 to i64
  %63 = sub nsw i64 0, %62
  %64 = getelementptr i8, ptr %9, i64 %63
  %65 = add nuw nsw i64 %40, 65536
  %66 = zext i32 %59 to i64
  %67 = sub nsw i64 %66, %40
  %68 = add nsw i64 %66, -65537
  %69 = and i64 %67, 1
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %86, label %71

71:                                               ; preds = %61
  %72 = getelementptr i8, ptr %64, i64 %65
  %73 = load i32, ptr %72, align 1, !tbaa !9
  %74 = mul i32 %73, -1640531535
  %75 = lshr i32 %74, 17
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = trunc nuw i64 %65 to i32
  %80 = sub i32 %79, %78
  %81 = tail call i32 @llvm.umin.i32(i32 %80, i32 65535)
  %82 = trunc nuw i32 %81 to i16
  %83 = and i64 %40, 65535
  %84 = getelementptr inbounds i16, ptr %54, i64 %83
  store i16 %82, ptr %84, align 2, !tbaa !20
  store i32 %79, ptr %77, align 4, !tbaa !5
  %85 = add nuw nsw i64 %40, 65537
  br label %86

86:                                               ; preds = %71, %61
  %87 = phi i64 [ %65, %61 ], [ %85, %71 ]
  %88 = icmp eq i64 %68, %40
  br i1 %88, label %120, label %89

89:                                               ; preds = %86, %89
  %90 = phi i64 [ %118, %89 ], [ %87, %86 ]
  %91 = getelementptr i8, ptr %64, i64 %90
  %92 = load i32, ptr %91, align 1, !tbaa !9
  %93 = mul i32 %92, -1640531535
  %94 = lshr i32 %93, 17
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = trunc nuw i64 %90 to i32
  %99 = sub i32 %98, %97
  %100 = tail call i32 @llvm.umin.i32(i32 %99, i32 65535)
  %101 = trunc nuw i32 %100 to i16
  %102 = and i64 %90, 65535
  %103 = getelementptr inbounds i16, ptr %54, i64 %102
  store i16 %101, ptr %103, align 2, !tbaa !20
  store i32 %98, ptr %96, align 4, !tbaa !5
  %104 = add nuw nsw i64 %90, 1
  %105 = getelementptr i8, ptr %64, i64 %104
  %106 = load i32, ptr %105, align 1, !tbaa !9
  %107 = mul i32 %106, -1640531535
  %108 = lshr i32 %107, 17
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = trunc nuw i64 %104 to i32
  %113 = sub i32 %112, %111
  %114 = tail call i32 @llvm.umin.i32(i32 %113, i32 65535)
  %115 = trunc nuw i32 %114 to i16
  %116 = and i64 %104, 65535
  %117 = getelementptr inbounds i16, ptr %54, i64 %116
  store i16 %115, ptr %117, align 2, !tbaa !20
  store i32 %112, ptr %110, align 4, !tbaa !5
  %118 = add nuw nsw i64 %90, 2
  %119 = icmp eq i64 %118, %66
  br i1 %119, label %120, label %89, !llvm.loop !21

120:                                              ; preds = %86, %89, %52
  store i32 %59, ptr %46, align 8, !tbaa !14
  br label %121

121:                                              ; preds = %120, %39
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @LZ4_attach_HC_dictionary(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr %1, ptr %3, align 8, !tbaa !9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca i32, align 4
  store i32 %3, ptr %6, align 4, !tbaa !5
  %7 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %8 = icmp sgt i32 %7, %4
  %9 = zext i1 %8 to i32
  %10 = call fastcc i32 @LZ4_compressHC_continue_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %6, i32 noundef %4, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @LZ4_compressHC_continue_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #1 {
  %7 = getelementptr inbounds i8, ptr %0, i64 262152
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = icmp eq ptr %8, null
  %10 = getelementptr inbounds i8, ptr %0, i64 262144
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  br i1 %9, label %15, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 262168
  %14 = load i32, ptr %13, align 8, !tbaa !10
  br label %31

15:                                               ; preds = %6
  %16 = ptrtoint ptr %11 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 262168
  %18 = load i32, ptr %17, align 8, !tbaa !10
  %19 = zext i32 %18 to i64
  %20 = add i64 %16, %19
  %21 = icmp ugt i64 %20, 1073741824
  br i1 %21, label %22, label %24

22:                                               ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %0, i8 0, i64 131072, i1 false)
  %23 = getelementptr inbounds i8, ptr %0, i64 131072
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(131072) %23, i8 -1, i64 131072, i1 false)
  br label %24

24:                                               ; preds = %15, %22
  %25 = phi i64 [ 0, %22 ], [ %20, %15 ]
  %26 = trunc nuw i64 %25 to i32
  %27 = add nuw nsw i32 %26, 65536
  %28 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 %27, ptr %28, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !15
  store ptr %1, ptr %10, align 8, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %29, align 8, !tbaa !17
  store i32 %27, ptr %17, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 %27, ptr %30, align 4, !tbaa !18
  br label %31

31:                                               ; preds = %12, %24
  %32 = phi i32 [ %14, %12 ], [ %27, %24 ]
  %33 = phi ptr [ %8, %12 ], [ %1, %24 ]
  %34 = phi ptr [ %11, %12 ], [ %1, %24 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 262144
  %36 = ptrtoint ptr %34 to i64
  %37 = ptrtoint ptr %33 to i64
  %38 = sub i64 %36, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 262168
  %40 = zext i32 %32 to i64
  %41 = add i64 %38, %40
  %42 = icmp ugt i64 %41, 2147483648
  br i1 %42, label %43, label %50

43:                                               ; preds = %31
  %44 = tail call i64 @llvm.umin.i64(i64 %38, i64 65536)
  %45 = sub nsw i64 0, %44
  %46 = getelementptr inbounds i8, ptr %34, i64 %45
  %47 = trunc nuw nsw i64 %44 to i32
  %48 = tail call i32 @LZ4_loadDictHC(ptr noundef nonnull %0, ptr noundef %46, i32 noundef %47)
  %49 = load ptr, ptr %35, align 8, !tbaa !16
  br label %50

50:                                               ; preds = %43, %31
  %51 = phi ptr [ %49, %43 ], [ %34, %31 ]
  %52 = icmp eq ptr %51, %1
  br i1 %52, label %53, label %59

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %0, i64 262160
  %55 = load ptr, ptr %54, align 8, !tbaa !17
  %56 = load i32, ptr %39, align 8, !tbaa !10
  %57 = getelementptr inbounds i8, ptr %0, i64 262172
  %58 = load i32, ptr %57, align 4, !tbaa !18
  br label %147

59:                                               ; preds = %50
  %60 = load ptr, ptr %7, align 8, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  %62 = icmp ult ptr %51, %61
  br i1 %62, label %63, label %66

63:                                               ; preds = %59
  %64 = load i32, ptr %39, align 8, !tbaa !10
  %65 = ptrtoint ptr %60 to i64
  br label %136

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %51, i64 -3
  %68 = getelementptr inbounds i8, ptr %0, i64 131072
  %69 = load i32, ptr %39, align 8, !tbaa !10
  %70 = ptrtoint ptr %67 to i64
  %71 = ptrtoint ptr %60 to i64
  %72 = sub i64 %70, %71
  %73 = trunc i64 %72 to i32
  %74 = add i32 %69, %73
  %75 = getelementptr inbounds i8, ptr %0, i64 262176
  %76 = load i32, ptr %75, align 8, !tbaa !14
  %77 = icmp ult i32 %76, %74
  br i1 %77, label %78, label %136

78:                                               ; preds = %66
  %79 = zext i32 %69 to i64
  %80 = sub nsw i64 0, %79
  %81 = getelementptr i8, ptr %60, i64 %80
  %82 = zext i32 %76 to i64
  %83 = zext i32 %74 to i64
  %84 = sub nsw i64 %83, %82
  %85 = and i64 %84, 1
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %101, label %87

87:                                               ; preds = %78
  %88 = getelementptr i8, ptr %81, i64 %82
  %89 = load i32, ptr %88, align 1, !tbaa !9
  %90 = mul i32 %89, -1640531535
  %91 = lshr i32 %90, 17
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = sub i32 %76, %94
  %96 = tail call i32 @llvm.umin.i32(i32 %95, i32 65535)
  %97 = trunc nuw i32 %96 to i16
  %98 = and i64 %82, 65535
  %99 = getelementptr inbounds i16, ptr %68, i64 %98
  store i16 %97, ptr %99, align 2, !tbaa !20
  store i32 %76, ptr %93, align 4, !tbaa !5
  %100 = add nuw nsw i64 %82, 1
  br label %101

101:                                              ; preds = %87, %78
  %102 = phi i64 [ %82, %78 ], [ %100, %87 ]
  %103 = add nsw i64 %83, -1
  %104 = icmp eq i64 %103, %82
  br i1 %104, label %136, label %105

105:                                              ; preds = %101, %105
  %106 = phi i64 [ %134, %105 ], [ %102, %101 ]
  %107 = getelementptr i8, ptr %81, i64 %106
  %108 = load i32, ptr %107, align 1, !tbaa !9
  %109 = mul i32 %108, -1640531535
  %110 = lshr i32 %109, 17
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = trunc nuw i64 %106 to i32
  %115 = sub i32 %114, %113
  %116 = tail call i32 @llvm.umin.i32(i32 %115, i32 65535)
  %117 = trunc nuw i32 %116 to i16
  %118 = and i64 %106, 65535
  %119 = getelementptr inbounds i16, ptr %68, i64 %118
  store i16 %117, ptr %119, align 2, !tbaa !20
  store i32 %114, ptr %112, align 4, !tbaa !5
  %120 = add nuw nsw i64 %106, 1
  %121 = getelementptr i8, ptr %81, i64 %120
  %122 = load i32, ptr %121, align 1, !tbaa !9
  %123 = mul i32 %122, -1640531535
  %124 = lshr i32 %123, 17
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr %0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = trunc nuw i64 %120 to i32
  %129 = sub i32 %128, %127
  %130 = tail call i32 @llvm.umin.i32(i32 %129, i32 65535)
  %131 = trunc nuw i32 %130 to i16
  %132 = and i64 %120, 65535
  %133 = getelementptr inbounds i16, ptr %68, i64 %132
  store i16 %131, ptr %133, align 2, !tbaa !20
  store i32 %128, ptr %126, align 4, !tbaa !5
  %134 = add nuw nsw i64 %106, 2
  %135 = icmp eq i64 %134, %83
  br i1 %135, label %136, label %105, !llvm.loop !21

136:                                              ; preds = %101, %105, %63, %66
  %137 = phi i64 [ %65, %63 ], [ %71, %66 ], [ %71, %105 ], [ %71, %101 ]
  %138 = phi i32 [ %64, %63 ], [ %69, %66 ], [ %69, %105 ], [ %69, %101 ]
  %139 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 %138, ptr %139, align 4, !tbaa !18
  %140 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %60, ptr %140, align 8, !tbaa !17
  %141 = ptrtoint ptr %51 to i64
  %142 = sub i64 %141, %137
  %143 = trunc i64 %142 to i32
  %144 = add i32 %138, %143
  store i32 %144, ptr %39, align 8, !tbaa !10
  store ptr %1, ptr %7, align 8, !tbaa !15
  store ptr %1, ptr %35, align 8, !tbaa !16
  %145 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 %144, ptr %145, align 8, !tbaa !14
  %146 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %146, align 8, !tbaa !19
  br label %147

147:                                              ; preds = %53, %136
  %148 = phi i32 [ %58, %53 ], [ %138, %136 ]
  %149 = phi i32 [ %56, %53 ], [ %144, %136 ]
  %150 = phi ptr [ %55, %53 ], [ %60, %136 ]
  %151 = load i32, ptr %3, align 4, !tbaa !5
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i8, ptr %1, i64 %152
  %154 = getelementptr inbounds i8, ptr %0, i64 262160
  %155 = getelementptr inbounds i8, ptr %0, i64 262172
  %156 = sub i32 %149, %148
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds i8, ptr %150, i64 %157
  %159 = icmp ugt ptr %153, %150
  %160 = icmp ugt ptr %158, %1
  %161 = select i1 %159, i1 %160, i1 false
  br i1 %161, label %162, label %176

162:                                              ; preds = %147
  %163 = icmp ugt ptr %153, %158
  %164 = select i1 %163, ptr %158, ptr %153
  %165 = ptrtoint ptr %164 to i64
  %166 = ptrtoint ptr %150 to i64
  %167 = sub i64 %165, %166
  %168 = trunc i64 %167 to i32
  %169 = add i32 %148, %168
  store i32 %169, ptr %155, align 4, !tbaa !18
  %170 = and i64 %167, 4294967295
  %171 = getelementptr inbounds i8, ptr %150, i64 %170
  store ptr %171, ptr %154, align 8, !tbaa !17
  %172 = sub i32 %149, %169
  %173 = icmp ult i32 %172, 4
  br i1 %173, label %174, label %176

174:                                              ; preds = %162
  store i32 %149, ptr %155, align 4, !tbaa !18
  %175 = load ptr, ptr %7, align 8, !tbaa !15
  store ptr %175, ptr %154, align 8, !tbaa !17
  br label %176

176:                                              ; preds = %162, %174, %147
  %177 = getelementptr inbounds i8, ptr %0, i64 262180
  %178 = load i16, ptr %177, align 4, !tbaa !23
  %179 = sext i16 %178 to i32
  %180 = tail call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4, i32 noundef %179, i32 noundef %5)
  ret i32 %180
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_continue_destSize(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call fastcc i32 @LZ4_compressHC_continue_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef 2)
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_saveDictHC(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #13 {
  %4 = getelementptr inbounds i8, ptr %0, i64 262144
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %0, i64 262152
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = trunc i64 %10 to i32
  %12 = tail call i32 @llvm.umin.i32(i32 %2, i32 65536)
  %13 = icmp slt i32 %2, 4
  %14 = select i1 %13, i32 0, i32 %12
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 %11)
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %27

17:                                               ; preds = %3
  %18 = zext nneg i32 %15 to i64
  %19 = sub nsw i64 0, %18
  %20 = getelementptr inbounds i8, ptr %5, i64 %19
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %1, ptr nonnull align 1 %20, i64 %18, i1 false)
  %21 = load ptr, ptr %4, align 8, !tbaa !16
  %22 = load ptr, ptr %6, align 8, !tbaa !15
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = trunc i64 %25 to i32
  br label %27

27:                                               ; preds = %17, %3
  %28 = phi i32 [ %26, %17 ], [ %11, %3 ]
  %29 = getelementptr inbounds i8, ptr %0, i64 262168
  %30 = load i32, ptr %29, align 8, !tbaa !10
  %31 = sext i32 %15 to i64
  %32 = getelementptr inbounds i8, ptr %1, i64 %31
  store ptr %32, ptr %4, align 8, !tbaa !16
  store ptr %1, ptr %6, align 8, !tbaa !15
  %33 = sub i32 %30, %15
  %34 = add i32 %33, %28
  store i32 %34, ptr %29, align 8, !tbaa !10
  %35 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 %34, ptr %35, align 4, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %36, align 8, !tbaa !17
  %37 = getelementptr inbounds i8, ptr %0, i64 262176
  %38 = load i32, ptr %37, align 8, !tbaa !14
  %39 = icmp ult i32 %38, %34
  br i1 %39, label %40, label %41

40:                                               ; preds = %27
  store i32 %34, ptr %37, align 8, !tbaa !14
  br label %41

41:                                               ; preds = %40, %27
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca i32, align 4
  %5 = tail call i32 @LZ4_compressBound(i32 noundef %2) #17
  %6 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #18
  %7 = icmp eq ptr %6, null
  br i1 %7, label %27, label %8

8:                                                ; preds = %3
  %9 = ptrtoint ptr %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262184, i1 false)
  %13 = getelementptr inbounds i8, ptr %6, i64 262180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 %2, ptr %4, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %6, i64 262184
  store ptr null, ptr %14, align 8, !tbaa !9
  store i16 9, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %6, i64 262144
  %16 = getelementptr inbounds i8, ptr %6, i64 262152
  %17 = getelementptr inbounds i8, ptr %6, i64 262168
  %18 = getelementptr inbounds i8, ptr %6, i64 262176
  store i32 65536, ptr %18, align 8, !tbaa !14
  store ptr %0, ptr %16, align 8, !tbaa !15
  store ptr %0, ptr %15, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %6, i64 262160
  store ptr %0, ptr %19, align 8, !tbaa !17
  store i32 65536, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %6, i64 262172
  store i32 65536, ptr %20, align 4, !tbaa !18
  %21 = tail call i32 @LZ4_compressBound(i32 noundef %2) #17
  %22 = icmp sgt i32 %21, %5
  %23 = zext i1 %22 to i32
  %24 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4, i32 noundef %5, i32 noundef 0, i32 noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  br label %25

25:                                               ; preds = %12, %8
  %26 = phi i32 [ %24, %12 ], [ 0, %8 ]
  tail call void @free(ptr noundef nonnull %6) #17
  br label %27

27:                                               ; preds = %3, %25
  %28 = phi i32 [ %26, %25 ], [ 0, %3 ]
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca i32, align 4
  %6 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #18
  %7 = icmp eq ptr %6, null
  br i1 %7, label %27, label %8

8:                                                ; preds = %4
  %9 = ptrtoint ptr %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262184, i1 false)
  %13 = getelementptr inbounds i8, ptr %6, i64 262180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 %2, ptr %5, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %6, i64 262184
  store ptr null, ptr %14, align 8, !tbaa !9
  store i16 9, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %6, i64 262144
  %16 = getelementptr inbounds i8, ptr %6, i64 262152
  %17 = getelementptr inbounds i8, ptr %6, i64 262168
  %18 = getelementptr inbounds i8, ptr %6, i64 262176
  store i32 65536, ptr %18, align 8, !tbaa !14
  store ptr %0, ptr %16, align 8, !tbaa !15
  store ptr %0, ptr %15, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %6, i64 262160
  store ptr %0, ptr %19, align 8, !tbaa !17
  store i32 65536, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %6, i64 262172
  store i32 65536, ptr %20, align 4, !tbaa !18
  %21 = tail call i32 @LZ4_compressBound(i32 noundef %2) #17
  %22 = icmp sgt i32 %21, %3
  %23 = zext i1 %22 to i32
  %24 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5, i32 noundef %3, i32 noundef 0, i32 noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %25

25:                                               ; preds = %12, %8
  %26 = phi i32 [ %24, %12 ], [ 0, %8 ]
  tail call void @free(ptr noundef nonnull %6) #17
  br label %27

27:                                               ; preds = %4, %25
  %28 = phi i32 [ %26, %25 ], [ 0, %4 ]
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @LZ4_compressBound(i32 noundef %2) #17
  %6 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #18
  %7 = icmp eq ptr %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %4
  %9 = ptrtoint ptr %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %6, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %5, i32 noundef %3)
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i32 [ %14, %12 ], [ 0, %8 ]
  tail call void @free(ptr noundef nonnull %6) #17
  br label %17

17:                                               ; preds = %4, %15
  %18 = phi i32 [ %16, %15 ], [ 0, %4 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noalias dereferenceable_or_null(262200) ptr @malloc(i64 noundef 262200) #18
  %7 = icmp eq ptr %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %5
  %9 = ptrtoint ptr %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %6, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %6, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i32 [ %14, %12 ], [ 0, %8 ]
  tail call void @free(ptr noundef nonnull %6) #17
  br label %17

17:                                               ; preds = %5, %15
  %18 = phi i32 [ %16, %15 ], [ 0, %5 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_withStateHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca i32, align 4
  %6 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262184, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 %3, ptr %5, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %14, align 8, !tbaa !9
  store i16 9, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 262144
  %16 = getelementptr inbounds i8, ptr %0, i64 262152
  %17 = getelementptr inbounds i8, ptr %0, i64 262168
  %18 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 65536, ptr %18, align 8, !tbaa !14
  store ptr %1, ptr %16, align 8, !tbaa !15
  store ptr %1, ptr %15, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %19, align 8, !tbaa !17
  store i32 65536, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 65536, ptr %20, align 4, !tbaa !18
  %21 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %22 = icmp sgt i32 %21, %6
  %23 = zext i1 %22 to i32
  %24 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5, i32 noundef %6, i32 noundef 0, i32 noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %25

25:                                               ; preds = %4, %12
  %26 = phi i32 [ %24, %12 ], [ 0, %4 ]
  ret i32 %26
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput_withStateHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca i32, align 4
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262184, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 %3, ptr %6, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %14, align 8, !tbaa !9
  store i16 9, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 262144
  %16 = getelementptr inbounds i8, ptr %0, i64 262152
  %17 = getelementptr inbounds i8, ptr %0, i64 262168
  %18 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 65536, ptr %18, align 8, !tbaa !14
  store ptr %1, ptr %16, align 8, !tbaa !15
  store ptr %1, ptr %15, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %19, align 8, !tbaa !17
  store i32 65536, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 65536, ptr %20, align 4, !tbaa !18
  %21 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %22 = icmp sgt i32 %21, %4
  %23 = zext i1 %22 to i32
  %24 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %6, i32 noundef %4, i32 noundef 0, i32 noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  br label %25

25:                                               ; preds = %5, %12
  %26 = phi i32 [ %24, %12 ], [ 0, %5 ]
  ret i32 %26
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_withStateHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %6, i32 noundef %4)
  br label %15

15:                                               ; preds = %5, %12
  %16 = phi i32 [ %14, %12 ], [ 0, %5 ]
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput_withStateHC(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp ne ptr %0, null
  %8 = ptrtoint ptr %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %13 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 9, ptr %13, align 4, !tbaa !9
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  br label %15

15:                                               ; preds = %6, %12
  %16 = phi i32 [ %14, %12 ], [ 0, %6 ]
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca i32, align 4
  %6 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 %3, ptr %5, align 4, !tbaa !5
  %7 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %8 = icmp sgt i32 %7, %6
  %9 = zext i1 %8 to i32
  %10 = call fastcc i32 @LZ4_compressHC_continue_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5, i32 noundef %6, i32 noundef %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 %3, ptr %6, align 4, !tbaa !5
  %7 = tail call i32 @LZ4_compressBound(i32 noundef %3) #17
  %8 = icmp sgt i32 %7, %4
  %9 = zext i1 %8 to i32
  %10 = call fastcc i32 @LZ4_compressHC_continue_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %6, i32 noundef %4, i32 noundef %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @LZ4_sizeofStreamStateHC() local_unnamed_addr #0 {
  ret i32 262200
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @LZ4_resetStreamStateHC(ptr noundef %0, ptr noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne ptr %0, null
  %4 = ptrtoint ptr %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %9 = getelementptr inbounds i8, ptr %0, i64 262180
  store i16 9, ptr %9, align 4, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 262168
  %11 = getelementptr inbounds i8, ptr %0, i64 262152
  %12 = getelementptr inbounds i8, ptr %0, i64 262144
  %13 = getelementptr inbounds i8, ptr %0, i64 262176
  store i32 65536, ptr %13, align 8, !tbaa !14
  store ptr %1, ptr %11, align 8, !tbaa !15
  store ptr %1, ptr %12, align 8, !tbaa !16
  %14 = getelementptr inbounds i8, ptr %0, i64 262160
  store ptr %1, ptr %14, align 8, !tbaa !17
  store i32 65536, ptr %10, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %0, i64 262172
  store i32 65536, ptr %15, align 4, !tbaa !18
  br label %16

16:                                               ; preds = %2, %8
  %17 = phi i32 [ 0, %8 ], [ 1, %2 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @LZ4_createHC(ptr noundef %0) local_unnamed_addr #8 {
  %2 = tail call noalias dereferenceable_or_null(262200) ptr @calloc(i64 noundef 1, i64 noundef 262200) #19
  %3 = icmp eq ptr %2, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 262180
  store i16 9, ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %2, i64 262168
  %7 = getelementptr inbounds i8, ptr %2, i64 262152
  %8 = getelementptr inbounds i8, ptr %2, i64 262144
  %9 = getelementptr inbounds i8, ptr %2, i64 262176
  store i32 65536, ptr %9, align 8, !tbaa !14
  store ptr %0, ptr %7, align 8, !tbaa !15
  store ptr %0, ptr %8, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %2, i64 262160
  store ptr %0, ptr %10, align 8, !tbaa !17
  store i32 65536, ptr %6, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %2, i64 262172
  store i32 65536, ptr %11, align 4, !tbaa !18
  br label %12

12:                                               ; preds = %1, %4
  ret ptr %2
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @LZ4_freeHC(ptr noundef %0) local_unnamed_addr #10 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #17
  br label %4

4:                                                ; preds = %1, %3
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca i32, align 4
  store i32 %3, ptr %6, align 4, !tbaa !5
  %7 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %6, i32 noundef 0, i32 noundef %4, i32 noundef 0)
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = alloca i32, align 4
  store i32 %3, ptr %7, align 4, !tbaa !5
  %8 = call fastcc i32 @LZ4HC_compress_generic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 1)
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @LZ4_slideInputBufferHC(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 262152
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 262168
  %5 = load i32, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 262172
  %7 = load i32, ptr %6, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 262180
  %9 = load i16, ptr %8, align 4, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 262183
  %11 = load i8, ptr %10, align 1, !tbaa !9
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %1
  %14 = ptrtoint ptr %0 to i64
  %15 = and i64 %14, 7
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %28

17:                                               ; preds = %13
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  br label %28

18:                                               ; preds = %1
  %19 = getelementptr inbounds i8, ptr %0, i64 262144
  %20 = load ptr, ptr %19, align 8, !tbaa !9
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = ptrtoint ptr %3 to i64
  %24 = sub i64 0, %23
  %25 = getelementptr inbounds i8, ptr %20, i64 %24
  store ptr %25, ptr %19, align 8, !tbaa !9
  br label %26

26:                                               ; preds = %22, %18
  store ptr null, ptr %2, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %0, i64 262184
  store ptr null, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %13, %17, %26
  %29 = zext i32 %5 to i64
  %30 = sub nsw i64 0, %29
  %31 = getelementptr inbounds i8, ptr %3, i64 %30
  %32 = zext i32 %7 to i64
  %33 = getelementptr inbounds i8, ptr %31, i64 %32
  %34 = icmp slt i16 %9, 1
  %35 = tail call i16 @llvm.umin.i16(i16 %9, i16 12)
  %36 = select i1 %34, i16 9, i16 %35
  store i16 %36, ptr %8, align 4, !tbaa !9
  ret ptr %33
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @LZ4HC_compress_generic_noDictCtx(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #1 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = icmp eq i32 %6, 2
  %15 = icmp slt i32 %4, 1
  %16 = and i1 %15, %14
  br i1 %16, label %3328, label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4, !tbaa !5
  %19 = icmp ugt i32 %18, 2113929216
  br i1 %19, label %3328, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 262144
  %22 = load ptr, ptr %21, align 8, !tbaa !16
  %23 = zext nneg i32 %18 to i64
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  store ptr %24, ptr %21, align 8, !tbaa !16
  %25 = icmp slt i32 %5, 1
  %26 = tail call i32 @llvm.umin.i32(i32 %5, i32 12)
  %27 = select i1 %25, i32 9, i32 %26
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [13 x %struct.cParams_t], ptr @LZ4HC_compress_generic_internal.clTable, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %29, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = icmp eq i32 %30, 0
  br i1 %33, label %34, label %3311

34:                                               ; preds = %20
  %35 = icmp sgt i32 %32, 128
  %36 = getelementptr inbounds i8, ptr %1, i64 %23
  %37 = getelementptr inbounds i8, ptr %36, i64 -12
  %38 = getelementptr inbounds i8, ptr %36, i64 -5
  %39 = sext i32 %4 to i64
  %40 = getelementptr inbounds i8, ptr %2, i64 %39
  store i32 0, ptr %3, align 4, !tbaa !5
  %41 = select i1 %14, i64 -5, i64 0
  %42 = getelementptr inbounds i8, ptr %40, i64 %41
  %43 = icmp ult i32 %18, 13
  %44 = icmp ult ptr %37, %1
  %45 = select i1 %43, i1 true, i1 %44
  br i1 %45, label %3089, label %46

46:                                               ; preds = %34
  %47 = getelementptr inbounds i8, ptr %0, i64 131072
  %48 = getelementptr inbounds i8, ptr %0, i64 262152
  %49 = getelementptr inbounds i8, ptr %0, i64 262168
  %50 = getelementptr inbounds i8, ptr %0, i64 262172
  %51 = getelementptr inbounds i8, ptr %0, i64 262160
  %52 = getelementptr inbounds i8, ptr %0, i64 262176
  %53 = icmp sgt i32 %32, 0
  %54 = getelementptr inbounds i8, ptr %36, i64 -8
  %55 = getelementptr inbounds i8, ptr %36, i64 -6
  %56 = ptrtoint ptr %38 to i64
  %57 = getelementptr inbounds i8, ptr %13, i64 3
  %58 = getelementptr inbounds i8, ptr %12, i64 3
  %59 = getelementptr inbounds i8, ptr %11, i64 3
  %60 = getelementptr inbounds i8, ptr %10, i64 3
  %61 = getelementptr inbounds i8, ptr %9, i64 3
  %62 = getelementptr inbounds i8, ptr %8, i64 3
  %63 = icmp ne i32 %6, 0
  br label %64

64:                                               ; preds = %46, %1682
  %65 = phi ptr [ null, %46 ], [ %1689, %1682 ]
  %66 = phi ptr [ null, %46 ], [ %1688, %1682 ]
  %67 = phi ptr [ null, %46 ], [ %1687, %1682 ]
  %68 = phi ptr [ null, %46 ], [ %1686, %1682 ]
  %69 = phi ptr [ null, %46 ], [ %1685, %1682 ]
  %70 = phi ptr [ %2, %46 ], [ %1684, %1682 ]
  %71 = phi ptr [ %1, %46 ], [ %1683, %1682 ]
  %72 = ptrtoint ptr %71 to i64
  %73 = load ptr, ptr %48, align 8, !tbaa !15
  %74 = load i32, ptr %49, align 8, !tbaa !10
  %75 = ptrtoint ptr %73 to i64
  %76 = load i32, ptr %50, align 4, !tbaa !18
  %77 = add i32 %76, 65536
  %78 = load ptr, ptr %51, align 8, !tbaa !17
  %79 = zext i32 %74 to i64
  %80 = zext i32 %76 to i64
  %81 = sub nsw i64 0, %80
  %82 = sub nsw i64 %79, %80
  %83 = getelementptr inbounds i8, ptr %78, i64 %82
  %84 = sub nsw i64 0, %79
  %85 = getelementptr i8, ptr %73, i64 %84
  %86 = add i32 %74, -4
  %87 = getelementptr inbounds i8, ptr %73, i64 8
  %88 = getelementptr inbounds i8, ptr %78, i64 %81
  %89 = icmp ugt ptr %37, %73
  %90 = icmp ult i32 %76, %74
  %91 = ptrtoint ptr %83 to i64
  %92 = load i32, ptr %52, align 8, !tbaa !14
  %93 = trunc i64 %72 to i32
  %94 = add i32 %74, %93
  %95 = trunc i64 %75 to i32
  %96 = sub i32 %94, %95
  br label %97

97:                                               ; preds = %64, %777
  %98 = phi i32 [ 0, %64 ], [ %781, %777 ]
  %99 = phi i32 [ %92, %64 ], [ %105, %777 ]
  %100 = phi ptr [ %69, %64 ], [ %778, %777 ]
  %101 = phi ptr [ %71, %64 ], [ %779, %777 ]
  %102 = ptrtoint ptr %101 to i64
  %103 = sub i64 %102, %75
  %104 = trunc i64 %103 to i32
  %105 = add i32 %74, %104
  %106 = icmp ugt i32 %77, %105
  %107 = add i32 %105, -65535
  %108 = select i1 %106, i32 %76, i32 %107
  %109 = load i32, ptr %101, align 1, !tbaa !9
  %110 = icmp ult i32 %99, %105
  br i1 %110, label %111, label %168

111:                                              ; preds = %97
  %112 = add i32 %96, %98
  %113 = zext i32 %112 to i64
  %114 = zext i32 %99 to i64
  %115 = zext i32 %105 to i64
  %116 = sub nsw i64 %113, %114
  %117 = and i64 %116, 1
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %133, label %119

119:                                              ; preds = %111
  %120 = getelementptr i8, ptr %85, i64 %114
  %121 = load i32, ptr %120, align 1, !tbaa !9
  %122 = mul i32 %121, -1640531535
  %123 = lshr i32 %122, 17
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = sub i32 %99, %126
  %128 = tail call i32 @llvm.umin.i32(i32 %127, i32 65535)
  %129 = trunc nuw i32 %128 to i16
  %130 = and i64 %114, 65535
  %131 = getelementptr inbounds i16, ptr %47, i64 %130
  store i16 %129, ptr %131, align 2, !tbaa !20
  store i32 %99, ptr %125, align 4, !tbaa !5
  %132 = add nuw nsw i64 %114, 1
  br label %133

133:                                              ; preds = %119, %111
  %134 = phi i64 [ %114, %111 ], [ %132, %119 ]
  %135 = add nsw i64 %113, -1
  %136 = icmp eq i64 %135, %114
  br i1 %136, label %168, label %137

137:                                              ; preds = %133, %137
  %138 = phi i64 [ %166, %137 ], [ %134, %133 ]
  %139 = getelementptr i8, ptr %85, i64 %138
  %140 = load i32, ptr %139, align 1, !tbaa !9
  %141 = mul i32 %140, -1640531535
  %142 = lshr i32 %141, 17
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %0, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = trunc nuw i64 %138 to i32
  %147 = sub i32 %146, %145
  %148 = tail call i32 @llvm.umin.i32(i32 %147, i32 65535)
  %149 = trunc nuw i32 %148 to i16
  %150 = and i64 %138, 65535
  %151 = getelementptr inbounds i16, ptr %47, i64 %150
  store i16 %149, ptr %151, align 2, !tbaa !20
  store i32 %146, ptr %144, align 4, !tbaa !5
  %152 = add nuw nsw i64 %138, 1
  %153 = getelementptr i8, ptr %85, i64 %152
  %154 = load i32, ptr %153, align 1, !tbaa !9
  %155 = mul i32 %154, -1640531535
  %156 = lshr i32 %155, 17
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = trunc nuw i64 %152 to i32
  %161 = sub i32 %160, %159
  %162 = tail call i32 @llvm.umin.i32(i32 %161, i32 65535)
  %163 = trunc nuw i32 %162 to i16
  %164 = and i64 %152, 65535
  %165 = getelementptr inbounds i16, ptr %47, i64 %164
  store i16 %163, ptr %165, align 2, !tbaa !20
  store i32 %160, ptr %158, align 4, !tbaa !5
  %166 = add nuw nsw i64 %138, 2
  %167 = icmp ult i64 %166, %115
  br i1 %167, label %137, label %168, !llvm.loop !21

168:                                              ; preds = %133, %137, %97
  store i32 %105, ptr %52, align 8, !tbaa !14
  %169 = load i32, ptr %101, align 1, !tbaa !9
  %170 = mul i32 %169, -1640531535
  %171 = lshr i32 %170, 17
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds i32, ptr %0, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = add i64 %103, %79
  %176 = getelementptr i8, ptr %101, i64 -1
  %177 = icmp uge i32 %174, %108
  %178 = select i1 %177, i1 %53, i1 false
  br i1 %178, label %179, label %777

179:                                              ; preds = %168
  %180 = getelementptr inbounds i8, ptr %101, i64 4
  %181 = icmp ugt ptr %37, %180
  %182 = getelementptr inbounds i8, ptr %101, i64 12
  %183 = ptrtoint ptr %180 to i64
  %184 = and i32 %109, 65535
  %185 = lshr i32 %109, 16
  %186 = icmp eq i32 %184, %185
  %187 = and i32 %109, 255
  %188 = lshr i32 %109, 24
  %189 = icmp eq i32 %187, %188
  %190 = and i1 %186, %189
  %191 = zext i32 %109 to i64
  %192 = mul nuw i64 %191, 4294967297
  br label %193

193:                                              ; preds = %179, %764
  %194 = phi i32 [ 3, %179 ], [ %765, %764 ]
  %195 = phi i32 [ %32, %179 ], [ %200, %764 ]
  %196 = phi i32 [ %174, %179 ], [ %769, %764 ]
  %197 = phi i32 [ 0, %179 ], [ %766, %764 ]
  %198 = phi i64 [ 0, %179 ], [ %767, %764 ]
  %199 = phi ptr [ %100, %179 ], [ %768, %764 ]
  %200 = add nsw i32 %195, -1
  %201 = icmp ult i32 %196, %74
  br i1 %201, label %293, label %202

202:                                              ; preds = %193
  %203 = zext i32 %196 to i64
  %204 = getelementptr i8, ptr %85, i64 %203
  %205 = sext i32 %194 to i64
  %206 = getelementptr i8, ptr %176, i64 %205
  %207 = load i16, ptr %206, align 1, !tbaa !9
  %208 = getelementptr inbounds i8, ptr %204, i64 %205
  %209 = getelementptr inbounds i8, ptr %208, i64 -1
  %210 = load i16, ptr %209, align 1, !tbaa !9
  %211 = icmp eq i16 %207, %210
  br i1 %211, label %212, label %473

212:                                              ; preds = %202
  %213 = load i32, ptr %204, align 1, !tbaa !9
  %214 = icmp eq i32 %213, %109
  br i1 %214, label %215, label %473

215:                                              ; preds = %212
  %216 = getelementptr inbounds i8, ptr %204, i64 4
  br i1 %181, label %217, label %228, !prof !24

217:                                              ; preds = %215
  %218 = load i64, ptr %216, align 1, !tbaa !9
  %219 = load i64, ptr %180, align 1, !tbaa !9
  %220 = icmp eq i64 %218, %219
  br i1 %220, label %221, label %223

221:                                              ; preds = %217
  %222 = getelementptr inbounds i8, ptr %204, i64 12
  br label %228

223:                                              ; preds = %217
  %224 = xor i64 %219, %218
  %225 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %224, i1 true)
  %226 = trunc nuw nsw i64 %225 to i32
  %227 = lshr i32 %226, 3
  br label %287

228:                                              ; preds = %221, %215
  %229 = phi ptr [ %216, %215 ], [ %222, %221 ]
  %230 = phi ptr [ %180, %215 ], [ %182, %221 ]
  %231 = icmp ult ptr %230, %37
  br i1 %231, label %232, label %250, !prof !25

232:                                              ; preds = %228, %246
  %233 = phi ptr [ %247, %246 ], [ %230, %228 ]
  %234 = phi ptr [ %248, %246 ], [ %229, %228 ]
  %235 = load i64, ptr %234, align 1, !tbaa !9
  %236 = load i64, ptr %233, align 1, !tbaa !9
  %237 = icmp eq i64 %235, %236
  br i1 %237, label %246, label %238

238:                                              ; preds = %232
  %239 = xor i64 %236, %235
  %240 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %239, i1 true)
  %241 = lshr i64 %240, 3
  %242 = getelementptr inbounds i8, ptr %233, i64 %241
  %243 = ptrtoint ptr %242 to i64
  %244 = sub i64 %243, %183
  %245 = trunc i64 %244 to i32
  br label %287

246:                                              ; preds = %232
  %247 = getelementptr inbounds i8, ptr %233, i64 8
  %248 = getelementptr inbounds i8, ptr %234, i64 8
  %249 = icmp ult ptr %247, %37
  br i1 %249, label %232, label %250, !prof !26

250:                                              ; preds = %246, %228
  %251 = phi ptr [ %229, %228 ], [ %248, %246 ]
  %252 = phi ptr [ %230, %228 ], [ %247, %246 ]
  %253 = icmp ult ptr %252, %54
  br i1 %253, label %254, label %261

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 1, !tbaa !9
  %256 = load i32, ptr %252, align 1, !tbaa !9
  %257 = icmp eq i32 %255, %256
  br i1 %257, label %258, label %261

258:                                              ; preds = %254
  %259 = getelementptr inbounds i8, ptr %252, i64 4
  %260 = getelementptr inbounds i8, ptr %251, i64 4
  br label %261

261:                                              ; preds = %258, %254, %250
  %262 = phi ptr [ %260, %258 ], [ %251, %254 ], [ %251, %250 ]
  %263 = phi ptr [ %259, %258 ], [ %252, %254 ], [ %252, %250 ]
  %264 = icmp ult ptr %263, %55
  br i1 %264, label %265, label %272

265:                                              ; preds = %261
  %266 = load i16, ptr %262, align 1, !tbaa !9
  %267 = load i16, ptr %263, align 1, !tbaa !9
  %268 = icmp eq i16 %266, %267
  br i1 %268, label %269, label %272

269:                                              ; preds = %265
  %270 = getelementptr inbounds i8, ptr %263, i64 2
  %271 = getelementptr inbounds i8, ptr %262, i64 2
  br label %272

272:                                              ; preds = %269, %265, %261
  %273 = phi ptr [ %271, %269 ], [ %262, %265 ], [ %262, %261 ]
  %274 = phi ptr [ %270, %269 ], [ %263, %265 ], [ %263, %261 ]
  %275 = icmp ult ptr %274, %38
  br i1 %275, label %276, label %282

276:                                              ; preds = %272
  %277 = load i8, ptr %273, align 1, !tbaa !9
  %278 = load i8, ptr %274, align 1, !tbaa !9
  %279 = icmp eq i8 %277, %278
  %280 = zext i1 %279 to i64
  %281 = getelementptr inbounds i8, ptr %274, i64 %280
  br label %282

282:                                              ; preds = %276, %272
  %283 = phi ptr [ %274, %272 ], [ %281, %276 ]
  %284 = ptrtoint ptr %283 to i64
  %285 = sub i64 %284, %183
  %286 = trunc i64 %285 to i32
  br label %287

287:                                              ; preds = %238, %223, %282
  %288 = phi i32 [ %286, %282 ], [ %227, %223 ], [ %245, %238 ]
  %289 = add nsw i32 %288, 4
  %290 = icmp sgt i32 %289, %194
  %291 = select i1 %290, ptr %204, ptr %199
  %292 = tail call i32 @llvm.smax.i32(i32 %289, i32 %194)
  br label %473

293:                                              ; preds = %193
  %294 = sub i32 %196, %76
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds i8, ptr %78, i64 %295
  %297 = icmp ugt i32 %196, %86
  br i1 %297, label %473, label %298, !prof !27

298:                                              ; preds = %293
  %299 = load i32, ptr %296, align 1, !tbaa !9
  %300 = icmp eq i32 %299, %109
  br i1 %300, label %301, label %473

301:                                              ; preds = %298
  %302 = sub i32 %74, %196
  %303 = zext i32 %302 to i64
  %304 = getelementptr inbounds i8, ptr %101, i64 %303
  %305 = icmp ugt ptr %304, %38
  %306 = select i1 %305, ptr %38, ptr %304
  %307 = getelementptr inbounds i8, ptr %296, i64 4
  %308 = getelementptr inbounds i8, ptr %306, i64 -7
  %309 = icmp ugt ptr %308, %180
  br i1 %309, label %310, label %321, !prof !24

310:                                              ; preds = %301
  %311 = load i64, ptr %307, align 1, !tbaa !9
  %312 = load i64, ptr %180, align 1, !tbaa !9
  %313 = icmp eq i64 %311, %312
  br i1 %313, label %314, label %316

314:                                              ; preds = %310
  %315 = getelementptr inbounds i8, ptr %296, i64 12
  br label %321

316:                                              ; preds = %310
  %317 = xor i64 %312, %311
  %318 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %317, i1 true)
  %319 = trunc nuw nsw i64 %318 to i32
  %320 = lshr i32 %319, 3
  br label %382

321:                                              ; preds = %314, %301
  %322 = phi ptr [ %307, %301 ], [ %315, %314 ]
  %323 = phi ptr [ %180, %301 ], [ %182, %314 ]
  %324 = icmp ult ptr %323, %308
  br i1 %324, label %325, label %343, !prof !25

325:                                              ; preds = %321, %339
  %326 = phi ptr [ %340, %339 ], [ %323, %321 ]
  %327 = phi ptr [ %341, %339 ], [ %322, %321 ]
  %328 = load i64, ptr %327, align 1, !tbaa !9
  %329 = load i64, ptr %326, align 1, !tbaa !9
  %330 = icmp eq i64 %328, %329
  br i1 %330, label %339, label %331

331:                                              ; preds = %325
  %332 = xor i64 %329, %328
  %333 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %332, i1 true)
  %334 = lshr i64 %333, 3
  %335 = getelementptr inbounds i8, ptr %326, i64 %334
  %336 = ptrtoint ptr %335 to i64
  %337 = sub i64 %336, %183
  %338 = trunc i64 %337 to i32
  br label %382

339:                                              ; preds = %325
  %340 = getelementptr inbounds i8, ptr %326, i64 8
  %341 = getelementptr inbounds i8, ptr %327, i64 8
  %342 = icmp ult ptr %340, %308
  br i1 %342, label %325, label %343, !prof !26

343:                                              ; preds = %339, %321
  %344 = phi ptr [ %322, %321 ], [ %341, %339 ]
  %345 = phi ptr [ %323, %321 ], [ %340, %339 ]
  %346 = getelementptr inbounds i8, ptr %306, i64 -3
  %347 = icmp ult ptr %345, %346
  br i1 %347, label %348, label %355

348:                                              ; preds = %343
  %349 = load i32, ptr %344, align 1, !tbaa !9
  %350 = load i32, ptr %345, align 1, !tbaa !9
  %351 = icmp eq i32 %349, %350
  br i1 %351, label %352, label %355

352:                                              ; preds = %348
  %353 = getelementptr inbounds i8, ptr %345, i64 4
  %354 = getelementptr inbounds i8, ptr %344, i64 4
  br label %355

355:                                              ; preds = %352, %348, %343
  %356 = phi ptr [ %354, %352 ], [ %344, %348 ], [ %344, %343 ]
  %357 = phi ptr [ %353, %352 ], [ %345, %348 ], [ %345, %343 ]
  %358 = getelementptr inbounds i8, ptr %306, i64 -1
  %359 = icmp ult ptr %357, %358
  br i1 %359, label %360, label %367

360:                                              ; preds = %355
  %361 = load i16, ptr %356, align 1, !tbaa !9
  %362 = load i16, ptr %357, align 1, !tbaa !9
  %363 = icmp eq i16 %361, %362
  br i1 %363, label %364, label %367

364:                                              ; preds = %360
  %365 = getelementptr inbounds i8, ptr %357, i64 2
  %366 = getelementptr inbounds i8, ptr %356, i64 2
  br label %367

367:                                              ; preds = %364, %360, %355
  %368 = phi ptr [ %366, %364 ], [ %356, %360 ], [ %356, %355 ]
  %369 = phi ptr [ %365, %364 ], [ %357, %360 ], [ %357, %355 ]
  %370 = icmp ult ptr %369, %306
  br i1 %370, label %371, label %377

371:                                              ; preds = %367
  %372 = load i8, ptr %368, align 1, !tbaa !9
  %373 = load i8, ptr %369, align 1, !tbaa !9
  %374 = icmp eq i8 %372, %373
  %375 = zext i1 %374 to i64
  %376 = getelementptr inbounds i8, ptr %369, i64 %375
  br label %377

377:                                              ; preds = %371, %367
  %378 = phi ptr [ %369, %367 ], [ %376, %371 ]
  %379 = ptrtoint ptr %378 to i64
  %380 = sub i64 %379, %183
  %381 = trunc i64 %380 to i32
  br label %382

382:                                              ; preds = %331, %316, %377
  %383 = phi i32 [ %381, %377 ], [ %320, %316 ], [ %338, %331 ]
  %384 = add nsw i32 %383, 4
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds i8, ptr %101, i64 %385
  %387 = icmp eq ptr %386, %306
  %388 = icmp ult ptr %306, %38
  %389 = and i1 %388, %387
  br i1 %389, label %390, label %467

390:                                              ; preds = %382
  %391 = icmp ugt ptr %37, %306
  br i1 %391, label %392, label %403, !prof !24

392:                                              ; preds = %390
  %393 = load i64, ptr %73, align 1, !tbaa !9
  %394 = load i64, ptr %386, align 1, !tbaa !9
  %395 = icmp eq i64 %393, %394
  br i1 %395, label %396, label %398

396:                                              ; preds = %392
  %397 = getelementptr inbounds i8, ptr %386, i64 8
  br label %403

398:                                              ; preds = %392
  %399 = xor i64 %394, %393
  %400 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %399, i1 true)
  %401 = trunc nuw nsw i64 %400 to i32
  %402 = lshr i32 %401, 3
  br label %464

403:                                              ; preds = %396, %390
  %404 = phi ptr [ %73, %390 ], [ %87, %396 ]
  %405 = phi ptr [ %386, %390 ], [ %397, %396 ]
  %406 = icmp ult ptr %405, %37
  br i1 %406, label %407, label %426, !prof !25

407:                                              ; preds = %403, %422
  %408 = phi ptr [ %423, %422 ], [ %405, %403 ]
  %409 = phi ptr [ %424, %422 ], [ %404, %403 ]
  %410 = load i64, ptr %409, align 1, !tbaa !9
  %411 = load i64, ptr %408, align 1, !tbaa !9
  %412 = icmp eq i64 %410, %411
  br i1 %412, label %422, label %413

413:                                              ; preds = %407
  %414 = xor i64 %411, %410
  %415 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %414, i1 true)
  %416 = lshr i64 %415, 3
  %417 = getelementptr inbounds i8, ptr %408, i64 %416
  %418 = ptrtoint ptr %417 to i64
  %419 = ptrtoint ptr %306 to i64
  %420 = sub i64 %418, %419
  %421 = trunc i64 %420 to i32
  br label %464

422:                                              ; preds = %407
  %423 = getelementptr inbounds i8, ptr %408, i64 8
  %424 = getelementptr inbounds i8, ptr %409, i64 8
  %425 = icmp ult ptr %423, %37
  br i1 %425, label %407, label %426, !prof !26

426:                                              ; preds = %422, %403
  %427 = phi ptr [ %404, %403 ], [ %424, %422 ]
  %428 = phi ptr [ %405, %403 ], [ %423, %422 ]
  %429 = icmp ult ptr %428, %54
  br i1 %429, label %430, label %437

430:                                              ; preds = %426
  %431 = load i32, ptr %427, align 1, !tbaa !9
  %432 = load i32, ptr %428, align 1, !tbaa !9
  %433 = icmp eq i32 %431, %432
  br i1 %433, label %434, label %437

434:                                              ; preds = %430
  %435 = getelementptr inbounds i8, ptr %428, i64 4
  %436 = getelementptr inbounds i8, ptr %427, i64 4
  br label %437

437:                                              ; preds = %434, %430, %426
  %438 = phi ptr [ %436, %434 ], [ %427, %430 ], [ %427, %426 ]
  %439 = phi ptr [ %435, %434 ], [ %428, %430 ], [ %428, %426 ]
  %440 = icmp ult ptr %439, %55
  br i1 %440, label %441, label %448

441:                                              ; preds = %437
  %442 = load i16, ptr %438, align 1, !tbaa !9
  %443 = load i16, ptr %439, align 1, !tbaa !9
  %444 = icmp eq i16 %442, %443
  br i1 %444, label %445, label %448

445:                                              ; preds = %441
  %446 = getelementptr inbounds i8, ptr %439, i64 2
  %447 = getelementptr inbounds i8, ptr %438, i64 2
  br label %448

448:                                              ; preds = %445, %441, %437
  %449 = phi ptr [ %447, %445 ], [ %438, %441 ], [ %438, %437 ]
  %450 = phi ptr [ %446, %445 ], [ %439, %441 ], [ %439, %437 ]
  %451 = icmp ult ptr %450, %38
  br i1 %451, label %452, label %458

452:                                              ; preds = %448
  %453 = load i8, ptr %449, align 1, !tbaa !9
  %454 = load i8, ptr %450, align 1, !tbaa !9
  %455 = icmp eq i8 %453, %454
  %456 = zext i1 %455 to i64
  %457 = getelementptr inbounds i8, ptr %450, i64 %456
  br label %458

458:                                              ; preds = %452, %448
  %459 = phi ptr [ %450, %448 ], [ %457, %452 ]
  %460 = ptrtoint ptr %459 to i64
  %461 = ptrtoint ptr %306 to i64
  %462 = sub i64 %460, %461
  %463 = trunc i64 %462 to i32
  br label %464

464:                                              ; preds = %413, %398, %458
  %465 = phi i32 [ %463, %458 ], [ %402, %398 ], [ %421, %413 ]
  %466 = add i32 %465, %384
  br label %467

467:                                              ; preds = %464, %382
  %468 = phi i32 [ %466, %464 ], [ %384, %382 ]
  %469 = icmp sgt i32 %468, %194
  br i1 %469, label %470, label %473

470:                                              ; preds = %467
  %471 = zext i32 %196 to i64
  %472 = getelementptr inbounds i8, ptr %85, i64 %471
  br label %473

473:                                              ; preds = %287, %470, %467, %298, %293, %212, %202
  %474 = phi ptr [ %199, %293 ], [ %472, %470 ], [ %199, %467 ], [ %199, %298 ], [ %199, %212 ], [ %199, %202 ], [ %291, %287 ]
  %475 = phi i32 [ %194, %293 ], [ %468, %470 ], [ %194, %467 ], [ %194, %298 ], [ %194, %212 ], [ %194, %202 ], [ %292, %287 ]
  %476 = and i32 %196, 65535
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds i16, ptr %47, i64 %477
  %479 = load i16, ptr %478, align 2, !tbaa !20
  %480 = icmp eq i16 %479, 1
  %481 = select i1 %35, i1 %480, i1 false
  br i1 %481, label %482, label %759

482:                                              ; preds = %473
  %483 = add i32 %196, -1
  %484 = icmp eq i32 %197, 0
  br i1 %484, label %485, label %527

485:                                              ; preds = %482
  br i1 %190, label %486, label %759

486:                                              ; preds = %485
  br i1 %181, label %496, label %489, !prof !25

487:                                              ; preds = %506
  %488 = ptrtoint ptr %507 to i64
  br label %489

489:                                              ; preds = %487, %486
  %490 = phi i64 [ %488, %487 ], [ %183, %486 ]
  %491 = phi ptr [ %507, %487 ], [ %180, %486 ]
  %492 = icmp ult ptr %491, %38
  br i1 %492, label %493, label %522

493:                                              ; preds = %489
  %494 = sub i64 %56, %490
  %495 = getelementptr i8, ptr %491, i64 %494
  br label %509

496:                                              ; preds = %486, %506
  %497 = phi ptr [ %507, %506 ], [ %180, %486 ]
  %498 = load i64, ptr %497, align 1, !tbaa !9
  %499 = icmp eq i64 %498, %192
  br i1 %499, label %506, label %500

500:                                              ; preds = %496
  %501 = xor i64 %498, %192
  %502 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %501, i1 true)
  %503 = lshr i64 %502, 3
  %504 = getelementptr inbounds i8, ptr %497, i64 %503
  %505 = ptrtoint ptr %504 to i64
  br label %522

506:                                              ; preds = %496
  %507 = getelementptr inbounds i8, ptr %497, i64 8
  %508 = icmp ult ptr %507, %37
  br i1 %508, label %496, label %487, !prof !26

509:                                              ; preds = %515, %493
  %510 = phi i64 [ %517, %515 ], [ %192, %493 ]
  %511 = phi ptr [ %516, %515 ], [ %491, %493 ]
  %512 = load i8, ptr %511, align 1, !tbaa !9
  %513 = trunc i64 %510 to i8
  %514 = icmp eq i8 %512, %513
  br i1 %514, label %515, label %519

515:                                              ; preds = %509
  %516 = getelementptr inbounds i8, ptr %511, i64 1
  %517 = lshr i64 %510, 8
  %518 = icmp eq ptr %516, %495
  br i1 %518, label %519, label %509, !llvm.loop !28

519:                                              ; preds = %515, %509
  %520 = phi ptr [ %495, %515 ], [ %511, %509 ]
  %521 = ptrtoint ptr %520 to i64
  br label %522

522:                                              ; preds = %489, %500, %519
  %523 = phi i64 [ %505, %500 ], [ %521, %519 ], [ %490, %489 ]
  %524 = sub i64 %523, %183
  %525 = and i64 %524, 4294967295
  %526 = add nuw nsw i64 %525, 4
  br label %527

527:                                              ; preds = %522, %482
  %528 = phi i64 [ %526, %522 ], [ %198, %482 ]
  %529 = phi i32 [ 2, %522 ], [ %197, %482 ]
  %530 = icmp ne i32 %529, 2
  %531 = icmp ult i32 %483, %108
  %532 = select i1 %530, i1 true, i1 %531
  br i1 %532, label %759, label %533

533:                                              ; preds = %527
  %534 = sub i32 %483, %74
  %535 = icmp ugt i32 %534, -4
  br i1 %535, label %759, label %536

536:                                              ; preds = %533
  %537 = icmp uge i32 %483, %74
  %538 = select i1 %537, ptr %85, ptr %88
  %539 = zext i32 %483 to i64
  %540 = getelementptr inbounds i8, ptr %538, i64 %539
  %541 = load i32, ptr %540, align 1, !tbaa !9
  %542 = icmp eq i32 %541, %109
  br i1 %542, label %543, label %759

543:                                              ; preds = %536
  %544 = select i1 %537, ptr %38, ptr %83
  %545 = getelementptr inbounds i8, ptr %540, i64 4
  %546 = ptrtoint ptr %544 to i64
  %547 = getelementptr inbounds i8, ptr %544, i64 -7
  %548 = icmp ugt ptr %547, %545
  br i1 %548, label %556, label %549, !prof !25

549:                                              ; preds = %566, %543
  %550 = phi ptr [ %545, %543 ], [ %567, %566 ]
  %551 = ptrtoint ptr %550 to i64
  %552 = icmp ult ptr %550, %544
  br i1 %552, label %553, label %582

553:                                              ; preds = %549
  %554 = sub i64 %546, %551
  %555 = getelementptr i8, ptr %550, i64 %554
  br label %569

556:                                              ; preds = %543, %566
  %557 = phi ptr [ %567, %566 ], [ %545, %543 ]
  %558 = load i64, ptr %557, align 1, !tbaa !9
  %559 = icmp eq i64 %558, %192
  br i1 %559, label %566, label %560

560:                                              ; preds = %556
  %561 = xor i64 %558, %192
  %562 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %561, i1 true)
  %563 = lshr i64 %562, 3
  %564 = getelementptr inbounds i8, ptr %557, i64 %563
  %565 = ptrtoint ptr %564 to i64
  br label %582

566:                                              ; preds = %556
  %567 = getelementptr inbounds i8, ptr %557, i64 8
  %568 = icmp ult ptr %567, %547
  br i1 %568, label %556, label %549, !prof !26

569:                                              ; preds = %575, %553
  %570 = phi i64 [ %577, %575 ], [ %192, %553 ]
  %571 = phi ptr [ %576, %575 ], [ %550, %553 ]
  %572 = load i8, ptr %571, align 1, !tbaa !9
  %573 = trunc i64 %570 to i8
  %574 = icmp eq i8 %572, %573
  br i1 %574, label %575, label %579

575:                                              ; preds = %569
  %576 = getelementptr inbounds i8, ptr %571, i64 1
  %577 = lshr i64 %570, 8
  %578 = icmp eq ptr %576, %555
  br i1 %578, label %579, label %569, !llvm.loop !28

579:                                              ; preds = %575, %569
  %580 = phi ptr [ %555, %575 ], [ %571, %569 ]
  %581 = ptrtoint ptr %580 to i64
  br label %582

582:                                              ; preds = %549, %560, %579
  %583 = phi i64 [ %565, %560 ], [ %581, %579 ], [ %551, %549 ]
  %584 = ptrtoint ptr %545 to i64
  %585 = sub i64 %583, %584
  %586 = and i64 %585, 4294967295
  %587 = add nuw nsw i64 %586, 4
  br i1 %537, label %640, label %588

588:                                              ; preds = %582
  %589 = getelementptr inbounds i8, ptr %540, i64 %587
  %590 = icmp eq ptr %589, %83
  br i1 %590, label %591, label %640

591:                                              ; preds = %588
  %592 = and i64 %585, 3
  %593 = icmp eq i64 %592, 0
  %594 = trunc i64 %585 to i32
  %595 = shl i32 %594, 3
  %596 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 %595)
  %597 = select i1 %593, i32 %109, i32 %596
  %598 = zext i32 %597 to i64
  %599 = mul nuw i64 %598, 4294967297
  br i1 %89, label %609, label %602, !prof !25

600:                                              ; preds = %619
  %601 = ptrtoint ptr %620 to i64
  br label %602

602:                                              ; preds = %600, %591
  %603 = phi i64 [ %601, %600 ], [ %75, %591 ]
  %604 = phi ptr [ %620, %600 ], [ %73, %591 ]
  %605 = icmp ult ptr %604, %38
  br i1 %605, label %606, label %635

606:                                              ; preds = %602
  %607 = sub i64 %56, %603
  %608 = getelementptr i8, ptr %604, i64 %607
  br label %622

609:                                              ; preds = %591, %619
  %610 = phi ptr [ %620, %619 ], [ %73, %591 ]
  %611 = load i64, ptr %610, align 1, !tbaa !9
  %612 = icmp eq i64 %611, %599
  br i1 %612, label %619, label %613

613:                                              ; preds = %609
  %614 = xor i64 %611, %599
  %615 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %614, i1 true)
  %616 = lshr i64 %615, 3
  %617 = getelementptr inbounds i8, ptr %610, i64 %616
  %618 = ptrtoint ptr %617 to i64
  br label %635

619:                                              ; preds = %609
  %620 = getelementptr inbounds i8, ptr %610, i64 8
  %621 = icmp ult ptr %620, %37
  br i1 %621, label %609, label %600, !prof !26

622:                                              ; preds = %628, %606
  %623 = phi i64 [ %630, %628 ], [ %599, %606 ]
  %624 = phi ptr [ %629, %628 ], [ %604, %606 ]
  %625 = load i8, ptr %624, align 1, !tbaa !9
  %626 = trunc i64 %623 to i8
  %627 = icmp eq i8 %625, %626
  br i1 %627, label %628, label %632

628:                                              ; preds = %622
  %629 = getelementptr inbounds i8, ptr %624, i64 1
  %630 = lshr i64 %623, 8
  %631 = icmp eq ptr %629, %608
  br i1 %631, label %632, label %622, !llvm.loop !28

632:                                              ; preds = %628, %622
  %633 = phi ptr [ %608, %628 ], [ %624, %622 ]
  %634 = ptrtoint ptr %633 to i64
  br label %635

635:                                              ; preds = %602, %613, %632
  %636 = phi i64 [ %618, %613 ], [ %634, %632 ], [ %603, %602 ]
  %637 = sub i64 %636, %75
  %638 = and i64 %637, 4294967295
  %639 = add nuw nsw i64 %638, %587
  br label %640

640:                                              ; preds = %635, %588, %582
  %641 = phi ptr [ %78, %635 ], [ %78, %588 ], [ %73, %582 ]
  %642 = phi i64 [ %639, %635 ], [ %587, %588 ], [ %587, %582 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %643 = ptrtoint ptr %540 to i64
  %644 = ptrtoint ptr %641 to i64
  store i32 %109, ptr %13, align 4, !tbaa !5
  %645 = getelementptr inbounds i8, ptr %641, i64 4
  br label %646

646:                                              ; preds = %649, %640
  %647 = phi ptr [ %540, %640 ], [ %650, %649 ]
  %648 = icmp ult ptr %647, %645
  br i1 %648, label %653, label %649, !prof !27

649:                                              ; preds = %646
  %650 = getelementptr inbounds i8, ptr %647, i64 -4
  %651 = load i32, ptr %650, align 1, !tbaa !9
  %652 = icmp eq i32 %651, %109
  br i1 %652, label %646, label %653, !llvm.loop !29

653:                                              ; preds = %649, %646
  %654 = icmp ugt ptr %647, %641
  br i1 %654, label %655, label %668, !prof !25

655:                                              ; preds = %653
  %656 = sub i64 %644, %643
  %657 = getelementptr i8, ptr %540, i64 %656
  br label %661

658:                                              ; preds = %661
  %659 = getelementptr inbounds i8, ptr %662, i64 -1
  %660 = icmp ugt ptr %664, %641
  br i1 %660, label %661, label %668, !prof !26, !llvm.loop !30

661:                                              ; preds = %658, %655
  %662 = phi ptr [ %659, %658 ], [ %57, %655 ]
  %663 = phi ptr [ %664, %658 ], [ %647, %655 ]
  %664 = getelementptr inbounds i8, ptr %663, i64 -1
  %665 = load i8, ptr %664, align 1, !tbaa !9
  %666 = load i8, ptr %662, align 1, !tbaa !9
  %667 = icmp eq i8 %665, %666
  br i1 %667, label %658, label %668

668:                                              ; preds = %658, %661, %653
  %669 = phi ptr [ %647, %653 ], [ %657, %658 ], [ %663, %661 ]
  %670 = ptrtoint ptr %669 to i64
  %671 = sub i64 %643, %670
  %672 = trunc i64 %671 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %673 = and i64 %671, 4294967295
  %674 = sub nsw i64 0, %673
  %675 = getelementptr inbounds i8, ptr %540, i64 %674
  %676 = icmp eq ptr %675, %73
  %677 = select i1 %537, i1 %676, i1 false
  %678 = select i1 %677, i1 %90, i1 false
  br i1 %678, label %679, label %717

679:                                              ; preds = %668
  %680 = sub nsw i32 0, %672
  %681 = and i32 %680, 3
  %682 = icmp eq i32 %681, 0
  %683 = shl i32 %680, 3
  %684 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 %683)
  %685 = select i1 %682, i32 %109, i32 %684
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  store i32 %685, ptr %12, align 4, !tbaa !5
  br label %686

686:                                              ; preds = %689, %679
  %687 = phi i64 [ %82, %679 ], [ %690, %689 ]
  %688 = icmp slt i64 %687, 4
  br i1 %688, label %696, label %689, !prof !27

689:                                              ; preds = %686
  %690 = add nsw i64 %687, -4
  %691 = getelementptr inbounds i8, ptr %78, i64 %690
  %692 = load i32, ptr %691, align 1, !tbaa !9
  %693 = icmp eq i32 %692, %685
  br i1 %693, label %686, label %694, !llvm.loop !29

694:                                              ; preds = %689
  %695 = getelementptr inbounds i8, ptr %78, i64 %687
  br label %699

696:                                              ; preds = %686
  %697 = getelementptr inbounds i8, ptr %78, i64 %687
  %698 = icmp sgt i64 %687, 0
  br i1 %698, label %699, label %711, !prof !31

699:                                              ; preds = %694, %696
  %700 = phi ptr [ %697, %696 ], [ %695, %694 ]
  br label %704

701:                                              ; preds = %704
  %702 = getelementptr inbounds i8, ptr %705, i64 -1
  %703 = icmp ugt ptr %707, %78
  br i1 %703, label %704, label %711, !prof !26, !llvm.loop !30

704:                                              ; preds = %699, %701
  %705 = phi ptr [ %702, %701 ], [ %58, %699 ]
  %706 = phi ptr [ %707, %701 ], [ %700, %699 ]
  %707 = getelementptr inbounds i8, ptr %706, i64 -1
  %708 = load i8, ptr %707, align 1, !tbaa !9
  %709 = load i8, ptr %705, align 1, !tbaa !9
  %710 = icmp eq i8 %708, %709
  br i1 %710, label %701, label %711

711:                                              ; preds = %701, %704, %696
  %712 = phi ptr [ %697, %696 ], [ %78, %701 ], [ %706, %704 ]
  %713 = ptrtoint ptr %712 to i64
  %714 = sub i64 %91, %713
  %715 = trunc i64 %714 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  %716 = add i32 %715, %672
  br label %717

717:                                              ; preds = %711, %668
  %718 = phi i32 [ %672, %668 ], [ %716, %711 ]
  %719 = sub i32 %483, %718
  %720 = tail call i32 @llvm.umax.i32(i32 %719, i32 %108)
  %721 = sub i32 %483, %720
  %722 = zext i32 %721 to i64
  %723 = add nuw nsw i64 %642, %722
  %724 = icmp ult i64 %723, %528
  %725 = icmp ugt i64 %642, %528
  %726 = or i1 %725, %724
  br i1 %726, label %735, label %727

727:                                              ; preds = %717
  %728 = trunc i64 %642 to i32
  %729 = trunc i64 %528 to i32
  %730 = sub i32 %483, %729
  %731 = add i32 %730, %728
  %732 = sub i32 %731, %74
  %733 = icmp ugt i32 %732, -4
  %734 = select i1 %733, i32 %74, i32 %731
  br label %764

735:                                              ; preds = %717
  %736 = sub i32 %720, %74
  %737 = icmp ugt i32 %736, -4
  br i1 %737, label %764, label %738

738:                                              ; preds = %735
  %739 = tail call i64 @llvm.umin.i64(i64 %723, i64 %528)
  %740 = sext i32 %475 to i64
  %741 = icmp ugt i64 %739, %740
  br i1 %741, label %742, label %749

742:                                              ; preds = %738
  %743 = zext i32 %720 to i64
  %744 = sub i64 %175, %743
  %745 = icmp ugt i64 %744, 65535
  br i1 %745, label %773, label %746

746:                                              ; preds = %742
  %747 = trunc i64 %739 to i32
  %748 = getelementptr inbounds i8, ptr %85, i64 %743
  br label %749

749:                                              ; preds = %746, %738
  %750 = phi ptr [ %748, %746 ], [ %474, %738 ]
  %751 = phi i32 [ %747, %746 ], [ %475, %738 ]
  %752 = and i32 %720, 65535
  %753 = zext nneg i32 %752 to i64
  %754 = getelementptr inbounds i16, ptr %47, i64 %753
  %755 = load i16, ptr %754, align 2, !tbaa !20
  %756 = zext i16 %755 to i32
  %757 = icmp ult i32 %720, %756
  %758 = sub i32 %720, %756
  br i1 %757, label %773, label %764

759:                                              ; preds = %485, %473, %533, %527, %536
  %760 = phi i64 [ %528, %536 ], [ %528, %533 ], [ %528, %527 ], [ %198, %473 ], [ %198, %485 ]
  %761 = phi i32 [ 2, %536 ], [ 2, %533 ], [ %529, %527 ], [ %197, %473 ], [ 1, %485 ]
  %762 = zext i16 %479 to i32
  %763 = sub i32 %196, %762
  br label %764

764:                                              ; preds = %749, %735, %727, %759
  %765 = phi i32 [ %475, %759 ], [ %751, %749 ], [ %475, %735 ], [ %475, %727 ]
  %766 = phi i32 [ %761, %759 ], [ 2, %749 ], [ 2, %735 ], [ 2, %727 ]
  %767 = phi i64 [ %760, %759 ], [ %528, %749 ], [ %528, %735 ], [ %528, %727 ]
  %768 = phi ptr [ %474, %759 ], [ %750, %749 ], [ %474, %735 ], [ %474, %727 ]
  %769 = phi i32 [ %763, %759 ], [ %758, %749 ], [ %74, %735 ], [ %734, %727 ]
  %770 = icmp uge i32 %769, %108
  %771 = icmp sgt i32 %195, 1
  %772 = select i1 %770, i1 %771, i1 false
  br i1 %772, label %193, label %773

773:                                              ; preds = %764, %742, %749
  %774 = phi ptr [ %768, %764 ], [ %474, %742 ], [ %750, %749 ]
  %775 = phi i32 [ %765, %764 ], [ %475, %742 ], [ %751, %749 ]
  %776 = icmp slt i32 %775, 4
  br i1 %776, label %777, label %2921

777:                                              ; preds = %168, %773
  %778 = phi ptr [ %774, %773 ], [ %100, %168 ]
  %779 = getelementptr inbounds i8, ptr %101, i64 1
  %780 = icmp ugt ptr %779, %37
  %781 = add i32 %98, 1
  br i1 %780, label %3089, label %97, !llvm.loop !33

782:                                              ; preds = %2921, %1691
  %783 = phi ptr [ %1551, %1691 ], [ %2922, %2921 ]
  %784 = phi ptr [ %1552, %1691 ], [ %2925, %2921 ]
  %785 = phi ptr [ %1551, %1691 ], [ %2926, %2921 ]
  %786 = phi ptr [ %1552, %1691 ], [ %2927, %2921 ]
  %787 = phi i32 [ %1553, %1691 ], [ %2932, %2921 ]
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds i8, ptr %783, i64 %788
  %790 = icmp ugt ptr %789, %37
  br i1 %790, label %791, label %793

791:                                              ; preds = %782
  %792 = ptrtoint ptr %783 to i64
  br label %1555

793:                                              ; preds = %782
  %794 = getelementptr inbounds i8, ptr %789, i64 -2
  %795 = load ptr, ptr %48, align 8, !tbaa !15
  %796 = load i32, ptr %49, align 8, !tbaa !10
  %797 = ptrtoint ptr %794 to i64
  %798 = ptrtoint ptr %795 to i64
  %799 = sub i64 %797, %798
  %800 = trunc i64 %799 to i32
  %801 = add i32 %796, %800
  %802 = load i32, ptr %50, align 4, !tbaa !18
  %803 = add i32 %802, 65536
  %804 = icmp ugt i32 %803, %801
  %805 = add i32 %801, -65535
  %806 = select i1 %804, i32 %802, i32 %805
  %807 = load ptr, ptr %51, align 8, !tbaa !17
  %808 = zext i32 %796 to i64
  %809 = zext i32 %802 to i64
  %810 = sub nsw i64 0, %809
  %811 = sub nsw i64 %808, %809
  %812 = getelementptr inbounds i8, ptr %807, i64 %811
  %813 = ptrtoint ptr %783 to i64
  %814 = sub i64 %797, %813
  %815 = load i32, ptr %794, align 1, !tbaa !9
  %816 = load i32, ptr %52, align 8, !tbaa !14
  %817 = icmp ult i32 %816, %801
  br i1 %817, label %818, label %875

818:                                              ; preds = %793
  %819 = sub nsw i64 0, %808
  %820 = getelementptr i8, ptr %795, i64 %819
  %821 = zext i32 %816 to i64
  %822 = zext i32 %801 to i64
  %823 = sub nsw i64 %822, %821
  %824 = and i64 %823, 1
  %825 = icmp eq i64 %824, 0
  br i1 %825, label %840, label %826

826:                                              ; preds = %818
  %827 = getelementptr i8, ptr %820, i64 %821
  %828 = load i32, ptr %827, align 1, !tbaa !9
  %829 = mul i32 %828, -1640531535
  %830 = lshr i32 %829, 17
  %831 = zext nneg i32 %830 to i64
  %832 = getelementptr inbounds i32, ptr %0, i64 %831
  %833 = load i32, ptr %832, align 4, !tbaa !5
  %834 = sub i32 %816, %833
  %835 = tail call i32 @llvm.umin.i32(i32 %834, i32 65535)
  %836 = trunc nuw i32 %835 to i16
  %837 = and i64 %821, 65535
  %838 = getelementptr inbounds i16, ptr %47, i64 %837
  store i16 %836, ptr %838, align 2, !tbaa !20
  store i32 %816, ptr %832, align 4, !tbaa !5
  %839 = add nuw nsw i64 %821, 1
  br label %840

840:                                              ; preds = %826, %818
  %841 = phi i64 [ %821, %818 ], [ %839, %826 ]
  %842 = add nsw i64 %822, -1
  %843 = icmp eq i64 %842, %821
  br i1 %843, label %875, label %844

844:                                              ; preds = %840, %844
  %845 = phi i64 [ %873, %844 ], [ %841, %840 ]
  %846 = getelementptr i8, ptr %820, i64 %845
  %847 = load i32, ptr %846, align 1, !tbaa !9
  %848 = mul i32 %847, -1640531535
  %849 = lshr i32 %848, 17
  %850 = zext nneg i32 %849 to i64
  %851 = getelementptr inbounds i32, ptr %0, i64 %850
  %852 = load i32, ptr %851, align 4, !tbaa !5
  %853 = trunc nuw i64 %845 to i32
  %854 = sub i32 %853, %852
  %855 = tail call i32 @llvm.umin.i32(i32 %854, i32 65535)
  %856 = trunc nuw i32 %855 to i16
  %857 = and i64 %845, 65535
  %858 = getelementptr inbounds i16, ptr %47, i64 %857
  store i16 %856, ptr %858, align 2, !tbaa !20
  store i32 %853, ptr %851, align 4, !tbaa !5
  %859 = add nuw nsw i64 %845, 1
  %860 = getelementptr i8, ptr %820, i64 %859
  %861 = load i32, ptr %860, align 1, !tbaa !9
  %862 = mul i32 %861, -1640531535
  %863 = lshr i32 %862, 17
  %864 = zext nneg i32 %863 to i64
  %865 = getelementptr inbounds i32, ptr %0, i64 %864
  %866 = load i32, ptr %865, align 4, !tbaa !5
  %867 = trunc nuw i64 %859 to i32
  %868 = sub i32 %867, %866
  %869 = tail call i32 @llvm.umin.i32(i32 %868, i32 65535)
  %870 = trunc nuw i32 %869 to i16
  %871 = and i64 %859, 65535
  %872 = getelementptr inbounds i16, ptr %47, i64 %871
  store i16 %870, ptr %872, align 2, !tbaa !20
  store i32 %867, ptr %865, align 4, !tbaa !5
  %873 = add nuw nsw i64 %845, 2
  %874 = icmp ult i64 %873, %822
  br i1 %874, label %844, label %875, !llvm.loop !21

875:                                              ; preds = %840, %844, %793
  store i32 %801, ptr %52, align 8, !tbaa !14
  %876 = load i32, ptr %794, align 1, !tbaa !9
  %877 = mul i32 %876, -1640531535
  %878 = lshr i32 %877, 17
  %879 = zext nneg i32 %878 to i64
  %880 = getelementptr inbounds i32, ptr %0, i64 %879
  %881 = load i32, ptr %880, align 4, !tbaa !5
  %882 = add i64 %799, %808
  %883 = getelementptr i8, ptr %783, i64 -1
  %884 = icmp uge i32 %881, %806
  %885 = select i1 %884, i1 %53, i1 false
  br i1 %885, label %886, label %1555

886:                                              ; preds = %875
  %887 = sub nsw i64 0, %808
  %888 = getelementptr i8, ptr %795, i64 %887
  %889 = shl i64 %814, 32
  %890 = ashr exact i64 %889, 32
  %891 = sub nsw i64 0, %890
  %892 = and i64 %814, 4294967295
  %893 = icmp eq i64 %892, 0
  %894 = sub i64 %813, %797
  %895 = getelementptr inbounds i8, ptr %789, i64 2
  %896 = icmp ugt ptr %37, %895
  %897 = getelementptr inbounds i8, ptr %789, i64 10
  %898 = ptrtoint ptr %895 to i64
  %899 = add i32 %796, -4
  %900 = getelementptr inbounds i8, ptr %795, i64 8
  %901 = and i32 %815, 65535
  %902 = lshr i32 %815, 16
  %903 = icmp eq i32 %901, %902
  %904 = and i32 %815, 255
  %905 = lshr i32 %815, 24
  %906 = icmp eq i32 %904, %905
  %907 = and i1 %903, %906
  %908 = zext i32 %815 to i64
  %909 = mul nuw i64 %908, 4294967297
  %910 = getelementptr inbounds i8, ptr %807, i64 %810
  %911 = icmp ugt ptr %37, %795
  %912 = icmp ult i32 %802, %796
  %913 = ptrtoint ptr %812 to i64
  br label %914

914:                                              ; preds = %886, %1540
  %915 = phi i32 [ %787, %886 ], [ %1541, %1540 ]
  %916 = phi i32 [ %32, %886 ], [ %922, %1540 ]
  %917 = phi i32 [ %881, %886 ], [ %1546, %1540 ]
  %918 = phi i32 [ 0, %886 ], [ %1542, %1540 ]
  %919 = phi i64 [ 0, %886 ], [ %1543, %1540 ]
  %920 = phi ptr [ %786, %886 ], [ %1544, %1540 ]
  %921 = phi ptr [ %785, %886 ], [ %1545, %1540 ]
  %922 = add nsw i32 %916, -1
  %923 = icmp ult i32 %917, %796
  br i1 %923, label %1041, label %924

924:                                              ; preds = %914
  %925 = zext i32 %917 to i64
  %926 = getelementptr i8, ptr %888, i64 %925
  %927 = sext i32 %915 to i64
  %928 = getelementptr i8, ptr %883, i64 %927
  %929 = load i16, ptr %928, align 1, !tbaa !9
  %930 = getelementptr inbounds i8, ptr %926, i64 %891
  %931 = getelementptr inbounds i8, ptr %930, i64 %927
  %932 = getelementptr inbounds i8, ptr %931, i64 -1
  %933 = load i16, ptr %932, align 1, !tbaa !9
  %934 = icmp eq i16 %929, %933
  br i1 %934, label %935, label %1246

935:                                              ; preds = %924
  %936 = load i32, ptr %926, align 1, !tbaa !9
  %937 = icmp eq i32 %936, %815
  br i1 %937, label %938, label %1246

938:                                              ; preds = %935
  br i1 %893, label %959, label %939

939:                                              ; preds = %938
  %940 = ptrtoint ptr %926 to i64
  %941 = sub i64 %798, %940
  %942 = tail call i64 @llvm.smax.i64(i64 %894, i64 %941)
  %943 = trunc i64 %942 to i32
  %944 = shl i64 %942, 32
  %945 = ashr exact i64 %944, 32
  %946 = tail call i32 @llvm.smin.i32(i32 %943, i32 0)
  br label %947

947:                                              ; preds = %950, %939
  %948 = phi i64 [ %951, %950 ], [ 0, %939 ]
  %949 = icmp sgt i64 %948, %945
  br i1 %949, label %950, label %959

950:                                              ; preds = %947
  %951 = add nsw i64 %948, -1
  %952 = getelementptr inbounds i8, ptr %794, i64 %951
  %953 = load i8, ptr %952, align 1, !tbaa !9
  %954 = getelementptr inbounds i8, ptr %926, i64 %951
  %955 = load i8, ptr %954, align 1, !tbaa !9
  %956 = icmp eq i8 %953, %955
  br i1 %956, label %947, label %957, !llvm.loop !34

957:                                              ; preds = %950
  %958 = trunc nsw i64 %948 to i32
  br label %959

959:                                              ; preds = %947, %957, %938
  %960 = phi i32 [ 0, %938 ], [ %958, %957 ], [ %946, %947 ]
  %961 = getelementptr inbounds i8, ptr %926, i64 4
  br i1 %896, label %962, label %973, !prof !24

962:                                              ; preds = %959
  %963 = load i64, ptr %961, align 1, !tbaa !9
  %964 = load i64, ptr %895, align 1, !tbaa !9
  %965 = icmp eq i64 %963, %964
  br i1 %965, label %966, label %968

966:                                              ; preds = %962
  %967 = getelementptr inbounds i8, ptr %926, i64 12
  br label %973

968:                                              ; preds = %962
  %969 = xor i64 %964, %963
  %970 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %969, i1 true)
  %971 = trunc nuw nsw i64 %970 to i32
  %972 = lshr i32 %971, 3
  br label %1032

973:                                              ; preds = %966, %959
  %974 = phi ptr [ %961, %959 ], [ %967, %966 ]
  %975 = phi ptr [ %895, %959 ], [ %897, %966 ]
  %976 = icmp ult ptr %975, %37
  br i1 %976, label %977, label %995, !prof !25

977:                                              ; preds = %973, %991
  %978 = phi ptr [ %992, %991 ], [ %975, %973 ]
  %979 = phi ptr [ %993, %991 ], [ %974, %973 ]
  %980 = load i64, ptr %979, align 1, !tbaa !9
  %981 = load i64, ptr %978, align 1, !tbaa !9
  %982 = icmp eq i64 %980, %981
  br i1 %982, label %991, label %983

983:                                              ; preds = %977
  %984 = xor i64 %981, %980
  %985 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %984, i1 true)
  %986 = lshr i64 %985, 3
  %987 = getelementptr inbounds i8, ptr %978, i64 %986
  %988 = ptrtoint ptr %987 to i64
  %989 = sub i64 %988, %898
  %990 = trunc i64 %989 to i32
  br label %1032

991:                                              ; preds = %977
  %992 = getelementptr inbounds i8, ptr %978, i64 8
  %993 = getelementptr inbounds i8, ptr %979, i64 8
  %994 = icmp ult ptr %992, %37
  br i1 %994, label %977, label %995, !prof !26

995:                                              ; preds = %991, %973
  %996 = phi ptr [ %974, %973 ], [ %993, %991 ]
  %997 = phi ptr [ %975, %973 ], [ %992, %991 ]
  %998 = icmp ult ptr %997, %54
  br i1 %998, label %999, label %1006

999:                                              ; preds = %995
  %1000 = load i32, ptr %996, align 1, !tbaa !9
  %1001 = load i32, ptr %997, align 1, !tbaa !9
  %1002 = icmp eq i32 %1000, %1001
  br i1 %1002, label %1003, label %1006

1003:                                             ; preds = %999
  %1004 = getelementptr inbounds i8, ptr %997, i64 4
  %1005 = getelementptr inbounds i8, ptr %996, i64 4
  br label %1006

1006:                                             ; preds = %1003, %999, %995
  %1007 = phi ptr [ %1005, %1003 ], [ %996, %999 ], [ %996, %995 ]
  %1008 = phi ptr [ %1004, %1003 ], [ %997, %999 ], [ %997, %995 ]
  %1009 = icmp ult ptr %1008, %55
  br i1 %1009, label %1010, label %1017

1010:                                             ; preds = %1006
  %1011 = load i16, ptr %1007, align 1, !tbaa !9
  %1012 = load i16, ptr %1008, align 1, !tbaa !9
  %1013 = icmp eq i16 %1011, %1012
  br i1 %1013, label %1014, label %1017

1014:                                             ; preds = %1010
  %1015 = getelementptr inbounds i8, ptr %1008, i64 2
  %1016 = getelementptr inbounds i8, ptr %1007, i64 2
  br label %1017

1017:                                             ; preds = %1014, %1010, %1006
  %1018 = phi ptr [ %1016, %1014 ], [ %1007, %1010 ], [ %1007, %1006 ]
  %1019 = phi ptr [ %1015, %1014 ], [ %1008, %1010 ], [ %1008, %1006 ]
  %1020 = icmp ult ptr %1019, %38
  br i1 %1020, label %1021, label %1027

1021:                                             ; preds = %1017
  %1022 = load i8, ptr %1018, align 1, !tbaa !9
  %1023 = load i8, ptr %1019, align 1, !tbaa !9
  %1024 = icmp eq i8 %1022, %1023
  %1025 = zext i1 %1024 to i64
  %1026 = getelementptr inbounds i8, ptr %1019, i64 %1025
  br label %1027

1027:                                             ; preds = %1021, %1017
  %1028 = phi ptr [ %1019, %1017 ], [ %1026, %1021 ]
  %1029 = ptrtoint ptr %1028 to i64
  %1030 = sub i64 %1029, %898
  %1031 = trunc i64 %1030 to i32
  br label %1032

1032:                                             ; preds = %983, %968, %1027
  %1033 = phi i32 [ %1031, %1027 ], [ %972, %968 ], [ %990, %983 ]
  %1034 = sub i32 %1033, %960
  %1035 = add i32 %1034, 4
  %1036 = icmp sgt i32 %1035, %915
  br i1 %1036, label %1037, label %1246

1037:                                             ; preds = %1032
  %1038 = sext i32 %960 to i64
  %1039 = getelementptr inbounds i8, ptr %926, i64 %1038
  %1040 = getelementptr inbounds i8, ptr %794, i64 %1038
  br label %1246

1041:                                             ; preds = %914
  %1042 = sub i32 %917, %802
  %1043 = zext i32 %1042 to i64
  %1044 = getelementptr inbounds i8, ptr %807, i64 %1043
  %1045 = icmp ugt i32 %917, %899
  br i1 %1045, label %1246, label %1046, !prof !27

1046:                                             ; preds = %1041
  %1047 = load i32, ptr %1044, align 1, !tbaa !9
  %1048 = icmp eq i32 %1047, %815
  br i1 %1048, label %1049, label %1246

1049:                                             ; preds = %1046
  %1050 = sub i32 %796, %917
  %1051 = zext i32 %1050 to i64
  %1052 = getelementptr inbounds i8, ptr %794, i64 %1051
  %1053 = icmp ugt ptr %1052, %38
  %1054 = select i1 %1053, ptr %38, ptr %1052
  %1055 = getelementptr inbounds i8, ptr %1044, i64 4
  %1056 = getelementptr inbounds i8, ptr %1054, i64 -7
  %1057 = icmp ugt ptr %1056, %895
  br i1 %1057, label %1058, label %1069, !prof !24

1058:                                             ; preds = %1049
  %1059 = load i64, ptr %1055, align 1, !tbaa !9
  %1060 = load i64, ptr %895, align 1, !tbaa !9
  %1061 = icmp eq i64 %1059, %1060
  br i1 %1061, label %1062, label %1064

1062:                                             ; preds = %1058
  %1063 = getelementptr inbounds i8, ptr %1044, i64 12
  br label %1069

1064:                                             ; preds = %1058
  %1065 = xor i64 %1060, %1059
  %1066 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1065, i1 true)
  %1067 = trunc nuw nsw i64 %1066 to i32
  %1068 = lshr i32 %1067, 3
  br label %1130

1069:                                             ; preds = %1062, %1049
  %1070 = phi ptr [ %1055, %1049 ], [ %1063, %1062 ]
  %1071 = phi ptr [ %895, %1049 ], [ %897, %1062 ]
  %1072 = icmp ult ptr %1071, %1056
  br i1 %1072, label %1073, label %1091, !prof !25

1073:                                             ; preds = %1069, %1087
  %1074 = phi ptr [ %1088, %1087 ], [ %1071, %1069 ]
  %1075 = phi ptr [ %1089, %1087 ], [ %1070, %1069 ]
  %1076 = load i64, ptr %1075, align 1, !tbaa !9
  %1077 = load i64, ptr %1074, align 1, !tbaa !9
  %1078 = icmp eq i64 %1076, %1077
  br i1 %1078, label %1087, label %1079

1079:                                             ; preds = %1073
  %1080 = xor i64 %1077, %1076
  %1081 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1080, i1 true)
  %1082 = lshr i64 %1081, 3
  %1083 = getelementptr inbounds i8, ptr %1074, i64 %1082
  %1084 = ptrtoint ptr %1083 to i64
  %1085 = sub i64 %1084, %898
  %1086 = trunc i64 %1085 to i32
  br label %1130

1087:                                             ; preds = %1073
  %1088 = getelementptr inbounds i8, ptr %1074, i64 8
  %1089 = getelementptr inbounds i8, ptr %1075, i64 8
  %1090 = icmp ult ptr %1088, %1056
  br i1 %1090, label %1073, label %1091, !prof !26

1091:                                             ; preds = %1087, %1069
  %1092 = phi ptr [ %1070, %1069 ], [ %1089, %1087 ]
  %1093 = phi ptr [ %1071, %1069 ], [ %1088, %1087 ]
  %1094 = getelementptr inbounds i8, ptr %1054, i64 -3
  %1095 = icmp ult ptr %1093, %1094
  br i1 %1095, label %1096, label %1103

1096:                                             ; preds = %1091
  %1097 = load i32, ptr %1092, align 1, !tbaa !9
  %1098 = load i32, ptr %1093, align 1, !tbaa !9
  %1099 = icmp eq i32 %1097, %1098
  br i1 %1099, label %1100, label %1103

1100:                                             ; preds = %1096
  %1101 = getelementptr inbounds i8, ptr %1093, i64 4
  %1102 = getelementptr inbounds i8, ptr %1092, i64 4
  br label %1103

1103:                                             ; preds = %1100, %1096, %1091
  %1104 = phi ptr [ %1102, %1100 ], [ %1092, %1096 ], [ %1092, %1091 ]
  %1105 = phi ptr [ %1101, %1100 ], [ %1093, %1096 ], [ %1093, %1091 ]
  %1106 = getelementptr inbounds i8, ptr %1054, i64 -1
  %1107 = icmp ult ptr %1105, %1106
  br i1 %1107, label %1108, label %1115

1108:                                             ; preds = %1103
  %1109 = load i16, ptr %1104, align 1, !tbaa !9
  %1110 = load i16, ptr %1105, align 1, !tbaa !9
  %1111 = icmp eq i16 %1109, %1110
  br i1 %1111, label %1112, label %1115

1112:                                             ; preds = %1108
  %1113 = getelementptr inbounds i8, ptr %1105, i64 2
  %1114 = getelementptr inbounds i8, ptr %1104, i64 2
  br label %1115

1115:                                             ; preds = %1112, %1108, %1103
  %1116 = phi ptr [ %1114, %1112 ], [ %1104, %1108 ], [ %1104, %1103 ]
  %1117 = phi ptr [ %1113, %1112 ], [ %1105, %1108 ], [ %1105, %1103 ]
  %1118 = icmp ult ptr %1117, %1054
  br i1 %1118, label %1119, label %1125

1119:                                             ; preds = %1115
  %1120 = load i8, ptr %1116, align 1, !tbaa !9
  %1121 = load i8, ptr %1117, align 1, !tbaa !9
  %1122 = icmp eq i8 %1120, %1121
  %1123 = zext i1 %1122 to i64
  %1124 = getelementptr inbounds i8, ptr %1117, i64 %1123
  br label %1125

1125:                                             ; preds = %1119, %1115
  %1126 = phi ptr [ %1117, %1115 ], [ %1124, %1119 ]
  %1127 = ptrtoint ptr %1126 to i64
  %1128 = sub i64 %1127, %898
  %1129 = trunc i64 %1128 to i32
  br label %1130

1130:                                             ; preds = %1079, %1064, %1125
  %1131 = phi i32 [ %1129, %1125 ], [ %1068, %1064 ], [ %1086, %1079 ]
  %1132 = add nsw i32 %1131, 4
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr inbounds i8, ptr %794, i64 %1133
  %1135 = icmp eq ptr %1134, %1054
  %1136 = icmp ult ptr %1054, %38
  %1137 = and i1 %1136, %1135
  br i1 %1137, label %1138, label %1215

1138:                                             ; preds = %1130
  %1139 = icmp ugt ptr %37, %1054
  br i1 %1139, label %1140, label %1151, !prof !24

1140:                                             ; preds = %1138
  %1141 = load i64, ptr %795, align 1, !tbaa !9
  %1142 = load i64, ptr %1134, align 1, !tbaa !9
  %1143 = icmp eq i64 %1141, %1142
  br i1 %1143, label %1144, label %1146

1144:                                             ; preds = %1140
  %1145 = getelementptr inbounds i8, ptr %1134, i64 8
  br label %1151

1146:                                             ; preds = %1140
  %1147 = xor i64 %1142, %1141
  %1148 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1147, i1 true)
  %1149 = trunc nuw nsw i64 %1148 to i32
  %1150 = lshr i32 %1149, 3
  br label %1212

1151:                                             ; preds = %1144, %1138
  %1152 = phi ptr [ %795, %1138 ], [ %900, %1144 ]
  %1153 = phi ptr [ %1134, %1138 ], [ %1145, %1144 ]
  %1154 = icmp ult ptr %1153, %37
  br i1 %1154, label %1155, label %1174, !prof !25

1155:                                             ; preds = %1151, %1170
  %1156 = phi ptr [ %1171, %1170 ], [ %1153, %1151 ]
  %1157 = phi ptr [ %1172, %1170 ], [ %1152, %1151 ]
  %1158 = load i64, ptr %1157, align 1, !tbaa !9
  %1159 = load i64, ptr %1156, align 1, !tbaa !9
  %1160 = icmp eq i64 %1158, %1159
  br i1 %1160, label %1170, label %1161

1161:                                             ; preds = %1155
  %1162 = xor i64 %1159, %1158
  %1163 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1162, i1 true)
  %1164 = lshr i64 %1163, 3
  %1165 = getelementptr inbounds i8, ptr %1156, i64 %1164
  %1166 = ptrtoint ptr %1165 to i64
  %1167 = ptrtoint ptr %1054 to i64
  %1168 = sub i64 %1166, %1167
  %1169 = trunc i64 %1168 to i32
  br label %1212

1170:                                             ; preds = %1155
  %1171 = getelementptr inbounds i8, ptr %1156, i64 8
  %1172 = getelementptr inbounds i8, ptr %1157, i64 8
  %1173 = icmp ult ptr %1171, %37
  br i1 %1173, label %1155, label %1174, !prof !26

1174:                                             ; preds = %1170, %1151
  %1175 = phi ptr [ %1152, %1151 ], [ %1172, %1170 ]
  %1176 = phi ptr [ %1153, %1151 ], [ %1171, %1170 ]
  %1177 = icmp ult ptr %1176, %54
  br i1 %1177, label %1178, label %1185

1178:                                             ; preds = %1174
  %1179 = load i32, ptr %1175, align 1, !tbaa !9
  %1180 = load i32, ptr %1176, align 1, !tbaa !9
  %1181 = icmp eq i32 %1179, %1180
  br i1 %1181, label %1182, label %1185

1182:                                             ; preds = %1178
  %1183 = getelementptr inbounds i8, ptr %1176, i64 4
  %1184 = getelementptr inbounds i8, ptr %1175, i64 4
  br label %1185

1185:                                             ; preds = %1182, %1178, %1174
  %1186 = phi ptr [ %1184, %1182 ], [ %1175, %1178 ], [ %1175, %1174 ]
  %1187 = phi ptr [ %1183, %1182 ], [ %1176, %1178 ], [ %1176, %1174 ]
  %1188 = icmp ult ptr %1187, %55
  br i1 %1188, label %1189, label %1196

1189:                                             ; preds = %1185
  %1190 = load i16, ptr %1186, align 1, !tbaa !9
  %1191 = load i16, ptr %1187, align 1, !tbaa !9
  %1192 = icmp eq i16 %1190, %1191
  br i1 %1192, label %1193, label %1196

1193:                                             ; preds = %1189
  %1194 = getelementptr inbounds i8, ptr %1187, i64 2
  %1195 = getelementptr inbounds i8, ptr %1186, i64 2
  br label %1196

1196:                                             ; preds = %1193, %1189, %1185
  %1197 = phi ptr [ %1195, %1193 ], [ %1186, %1189 ], [ %1186, %1185 ]
  %1198 = phi ptr [ %1194, %1193 ], [ %1187, %1189 ], [ %1187, %1185 ]
  %1199 = icmp ult ptr %1198, %38
  br i1 %1199, label %1200, label %1206

1200:                                             ; preds = %1196
  %1201 = load i8, ptr %1197, align 1, !tbaa !9
  %1202 = load i8, ptr %1198, align 1, !tbaa !9
  %1203 = icmp eq i8 %1201, %1202
  %1204 = zext i1 %1203 to i64
  %1205 = getelementptr inbounds i8, ptr %1198, i64 %1204
  br label %1206

1206:                                             ; preds = %1200, %1196
  %1207 = phi ptr [ %1198, %1196 ], [ %1205, %1200 ]
  %1208 = ptrtoint ptr %1207 to i64
  %1209 = ptrtoint ptr %1054 to i64
  %1210 = sub i64 %1208, %1209
  %1211 = trunc i64 %1210 to i32
  br label %1212

1212:                                             ; preds = %1161, %1146, %1206
  %1213 = phi i32 [ %1211, %1206 ], [ %1150, %1146 ], [ %1169, %1161 ]
  %1214 = add i32 %1213, %1132
  br label %1215

1215:                                             ; preds = %1212, %1130
  %1216 = phi i32 [ %1214, %1212 ], [ %1132, %1130 ]
  br i1 %893, label %1236, label %1217

1217:                                             ; preds = %1215
  %1218 = sub nsw i64 0, %1043
  %1219 = tail call i64 @llvm.smax.i64(i64 %894, i64 %1218)
  %1220 = trunc i64 %1219 to i32
  %1221 = shl i64 %1219, 32
  %1222 = ashr exact i64 %1221, 32
  %1223 = tail call i32 @llvm.smin.i32(i32 %1220, i32 0)
  br label %1224

1224:                                             ; preds = %1227, %1217
  %1225 = phi i64 [ %1228, %1227 ], [ 0, %1217 ]
  %1226 = icmp sgt i64 %1225, %1222
  br i1 %1226, label %1227, label %1236

1227:                                             ; preds = %1224
  %1228 = add nsw i64 %1225, -1
  %1229 = getelementptr inbounds i8, ptr %794, i64 %1228
  %1230 = load i8, ptr %1229, align 1, !tbaa !9
  %1231 = getelementptr inbounds i8, ptr %1044, i64 %1228
  %1232 = load i8, ptr %1231, align 1, !tbaa !9
  %1233 = icmp eq i8 %1230, %1232
  br i1 %1233, label %1224, label %1234, !llvm.loop !34

1234:                                             ; preds = %1227
  %1235 = trunc nsw i64 %1225 to i32
  br label %1236

1236:                                             ; preds = %1224, %1234, %1215
  %1237 = phi i32 [ 0, %1215 ], [ %1235, %1234 ], [ %1223, %1224 ]
  %1238 = sub nsw i32 %1216, %1237
  %1239 = icmp sgt i32 %1238, %915
  br i1 %1239, label %1240, label %1246

1240:                                             ; preds = %1236
  %1241 = zext i32 %917 to i64
  %1242 = getelementptr inbounds i8, ptr %888, i64 %1241
  %1243 = sext i32 %1237 to i64
  %1244 = getelementptr inbounds i8, ptr %1242, i64 %1243
  %1245 = getelementptr inbounds i8, ptr %794, i64 %1243
  br label %1246

1246:                                             ; preds = %1240, %1236, %1046, %1041, %1037, %1032, %935, %924
  %1247 = phi ptr [ %921, %1041 ], [ %1245, %1240 ], [ %921, %1236 ], [ %921, %1046 ], [ %1040, %1037 ], [ %921, %1032 ], [ %921, %935 ], [ %921, %924 ]
  %1248 = phi ptr [ %920, %1041 ], [ %1244, %1240 ], [ %920, %1236 ], [ %920, %1046 ], [ %1039, %1037 ], [ %920, %1032 ], [ %920, %935 ], [ %920, %924 ]
  %1249 = phi i32 [ %915, %1041 ], [ %1238, %1240 ], [ %915, %1236 ], [ %915, %1046 ], [ %1035, %1037 ], [ %915, %1032 ], [ %915, %935 ], [ %915, %924 ]
  %1250 = and i32 %917, 65535
  %1251 = zext nneg i32 %1250 to i64
  %1252 = getelementptr inbounds i16, ptr %47, i64 %1251
  %1253 = load i16, ptr %1252, align 2, !tbaa !20
  %1254 = icmp eq i16 %1253, 1
  %1255 = select i1 %35, i1 %1254, i1 false
  br i1 %1255, label %1256, label %1535

1256:                                             ; preds = %1246
  %1257 = add i32 %917, -1
  %1258 = icmp eq i32 %918, 0
  br i1 %1258, label %1259, label %1301

1259:                                             ; preds = %1256
  br i1 %907, label %1260, label %1535

1260:                                             ; preds = %1259
  br i1 %896, label %1270, label %1263, !prof !25

1261:                                             ; preds = %1280
  %1262 = ptrtoint ptr %1281 to i64
  br label %1263

1263:                                             ; preds = %1261, %1260
  %1264 = phi i64 [ %1262, %1261 ], [ %898, %1260 ]
  %1265 = phi ptr [ %1281, %1261 ], [ %895, %1260 ]
  %1266 = icmp ult ptr %1265, %38
  br i1 %1266, label %1267, label %1296

1267:                                             ; preds = %1263
  %1268 = sub i64 %56, %1264
  %1269 = getelementptr i8, ptr %1265, i64 %1268
  br label %1283

1270:                                             ; preds = %1260, %1280
  %1271 = phi ptr [ %1281, %1280 ], [ %895, %1260 ]
  %1272 = load i64, ptr %1271, align 1, !tbaa !9
  %1273 = icmp eq i64 %1272, %909
  br i1 %1273, label %1280, label %1274

1274:                                             ; preds = %1270
  %1275 = xor i64 %1272, %909
  %1276 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1275, i1 true)
  %1277 = lshr i64 %1276, 3
  %1278 = getelementptr inbounds i8, ptr %1271, i64 %1277
  %1279 = ptrtoint ptr %1278 to i64
  br label %1296

1280:                                             ; preds = %1270
  %1281 = getelementptr inbounds i8, ptr %1271, i64 8
  %1282 = icmp ult ptr %1281, %37
  br i1 %1282, label %1270, label %1261, !prof !26

1283:                                             ; preds = %1289, %1267
  %1284 = phi i64 [ %1291, %1289 ], [ %909, %1267 ]
  %1285 = phi ptr [ %1290, %1289 ], [ %1265, %1267 ]
  %1286 = load i8, ptr %1285, align 1, !tbaa !9
  %1287 = trunc i64 %1284 to i8
  %1288 = icmp eq i8 %1286, %1287
  br i1 %1288, label %1289, label %1293

1289:                                             ; preds = %1283
  %1290 = getelementptr inbounds i8, ptr %1285, i64 1
  %1291 = lshr i64 %1284, 8
  %1292 = icmp eq ptr %1290, %1269
  br i1 %1292, label %1293, label %1283, !llvm.loop !28

1293:                                             ; preds = %1289, %1283
  %1294 = phi ptr [ %1269, %1289 ], [ %1285, %1283 ]
  %1295 = ptrtoint ptr %1294 to i64
  br label %1296

1296:                                             ; preds = %1263, %1274, %1293
  %1297 = phi i64 [ %1279, %1274 ], [ %1295, %1293 ], [ %1264, %1263 ]
  %1298 = sub i64 %1297, %898
  %1299 = and i64 %1298, 4294967295
  %1300 = add nuw nsw i64 %1299, 4
  br label %1301

1301:                                             ; preds = %1296, %1256
  %1302 = phi i64 [ %1300, %1296 ], [ %919, %1256 ]
  %1303 = phi i32 [ 2, %1296 ], [ %918, %1256 ]
  %1304 = icmp ne i32 %1303, 2
  %1305 = icmp ult i32 %1257, %806
  %1306 = select i1 %1304, i1 true, i1 %1305
  br i1 %1306, label %1535, label %1307

1307:                                             ; preds = %1301
  %1308 = sub i32 %1257, %796
  %1309 = icmp ugt i32 %1308, -4
  br i1 %1309, label %1535, label %1310

1310:                                             ; preds = %1307
  %1311 = icmp uge i32 %1257, %796
  %1312 = select i1 %1311, ptr %888, ptr %910
  %1313 = zext i32 %1257 to i64
  %1314 = getelementptr inbounds i8, ptr %1312, i64 %1313
  %1315 = load i32, ptr %1314, align 1, !tbaa !9
  %1316 = icmp eq i32 %1315, %815
  br i1 %1316, label %1317, label %1535

1317:                                             ; preds = %1310
  %1318 = select i1 %1311, ptr %38, ptr %812
  %1319 = getelementptr inbounds i8, ptr %1314, i64 4
  %1320 = ptrtoint ptr %1318 to i64
  %1321 = getelementptr inbounds i8, ptr %1318, i64 -7
  %1322 = icmp ugt ptr %1321, %1319
  br i1 %1322, label %1330, label %1323, !prof !25

1323:                                             ; preds = %1340, %1317
  %1324 = phi ptr [ %1319, %1317 ], [ %1341, %1340 ]
  %1325 = ptrtoint ptr %1324 to i64
  %1326 = icmp ult ptr %1324, %1318
  br i1 %1326, label %1327, label %1356

1327:                                             ; preds = %1323
  %1328 = sub i64 %1320, %1325
  %1329 = getelementptr i8, ptr %1324, i64 %1328
  br label %1343

1330:                                             ; preds = %1317, %1340
  %1331 = phi ptr [ %1341, %1340 ], [ %1319, %1317 ]
  %1332 = load i64, ptr %1331, align 1, !tbaa !9
  %1333 = icmp eq i64 %1332, %909
  br i1 %1333, label %1340, label %1334

1334:                                             ; preds = %1330
  %1335 = xor i64 %1332, %909
  %1336 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1335, i1 true)
  %1337 = lshr i64 %1336, 3
  %1338 = getelementptr inbounds i8, ptr %1331, i64 %1337
  %1339 = ptrtoint ptr %1338 to i64
  br label %1356

1340:                                             ; preds = %1330
  %1341 = getelementptr inbounds i8, ptr %1331, i64 8
  %1342 = icmp ult ptr %1341, %1321
  br i1 %1342, label %1330, label %1323, !prof !26

1343:                                             ; preds = %1349, %1327
  %1344 = phi i64 [ %1351, %1349 ], [ %909, %1327 ]
  %1345 = phi ptr [ %1350, %1349 ], [ %1324, %1327 ]
  %1346 = load i8, ptr %1345, align 1, !tbaa !9
  %1347 = trunc i64 %1344 to i8
  %1348 = icmp eq i8 %1346, %1347
  br i1 %1348, label %1349, label %1353

1349:                                             ; preds = %1343
  %1350 = getelementptr inbounds i8, ptr %1345, i64 1
  %1351 = lshr i64 %1344, 8
  %1352 = icmp eq ptr %1350, %1329
  br i1 %1352, label %1353, label %1343, !llvm.loop !28

1353:                                             ; preds = %1349, %1343
  %1354 = phi ptr [ %1329, %1349 ], [ %1345, %1343 ]
  %1355 = ptrtoint ptr %1354 to i64
  br label %1356

1356:                                             ; preds = %1323, %1334, %1353
  %1357 = phi i64 [ %1339, %1334 ], [ %1355, %1353 ], [ %1325, %1323 ]
  %1358 = ptrtoint ptr %1319 to i64
  %1359 = sub i64 %1357, %1358
  %1360 = and i64 %1359, 4294967295
  %1361 = add nuw nsw i64 %1360, 4
  br i1 %1311, label %1414, label %1362

1362:                                             ; preds = %1356
  %1363 = getelementptr inbounds i8, ptr %1314, i64 %1361
  %1364 = icmp eq ptr %1363, %812
  br i1 %1364, label %1365, label %1414

1365:                                             ; preds = %1362
  %1366 = and i64 %1359, 3
  %1367 = icmp eq i64 %1366, 0
  %1368 = trunc i64 %1359 to i32
  %1369 = shl i32 %1368, 3
  %1370 = tail call i32 @llvm.fshl.i32(i32 %815, i32 %815, i32 %1369)
  %1371 = select i1 %1367, i32 %815, i32 %1370
  %1372 = zext i32 %1371 to i64
  %1373 = mul nuw i64 %1372, 4294967297
  br i1 %911, label %1383, label %1376, !prof !25

1374:                                             ; preds = %1393
  %1375 = ptrtoint ptr %1394 to i64
  br label %1376

1376:                                             ; preds = %1374, %1365
  %1377 = phi i64 [ %1375, %1374 ], [ %798, %1365 ]
  %1378 = phi ptr [ %1394, %1374 ], [ %795, %1365 ]
  %1379 = icmp ult ptr %1378, %38
  br i1 %1379, label %1380, label %1409

1380:                                             ; preds = %1376
  %1381 = sub i64 %56, %1377
  %1382 = getelementptr i8, ptr %1378, i64 %1381
  br label %1396

1383:                                             ; preds = %1365, %1393
  %1384 = phi ptr [ %1394, %1393 ], [ %795, %1365 ]
  %1385 = load i64, ptr %1384, align 1, !tbaa !9
  %1386 = icmp eq i64 %1385, %1373
  br i1 %1386, label %1393, label %1387

1387:                                             ; preds = %1383
  %1388 = xor i64 %1385, %1373
  %1389 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1388, i1 true)
  %1390 = lshr i64 %1389, 3
  %1391 = getelementptr inbounds i8, ptr %1384, i64 %1390
  %1392 = ptrtoint ptr %1391 to i64
  br label %1409

1393:                                             ; preds = %1383
  %1394 = getelementptr inbounds i8, ptr %1384, i64 8
  %1395 = icmp ult ptr %1394, %37
  br i1 %1395, label %1383, label %1374, !prof !26

1396:                                             ; preds = %1402, %1380
  %1397 = phi i64 [ %1404, %1402 ], [ %1373, %1380 ]
  %1398 = phi ptr [ %1403, %1402 ], [ %1378, %1380 ]
  %1399 = load i8, ptr %1398, align 1, !tbaa !9
  %1400 = trunc i64 %1397 to i8
  %1401 = icmp eq i8 %1399, %1400
  br i1 %1401, label %1402, label %1406

1402:                                             ; preds = %1396
  %1403 = getelementptr inbounds i8, ptr %1398, i64 1
  %1404 = lshr i64 %1397, 8
  %1405 = icmp eq ptr %1403, %1382
  br i1 %1405, label %1406, label %1396, !llvm.loop !28

1406:                                             ; preds = %1402, %1396
  %1407 = phi ptr [ %1382, %1402 ], [ %1398, %1396 ]
  %1408 = ptrtoint ptr %1407 to i64
  br label %1409

1409:                                             ; preds = %1376, %1387, %1406
  %1410 = phi i64 [ %1392, %1387 ], [ %1408, %1406 ], [ %1377, %1376 ]
  %1411 = sub i64 %1410, %798
  %1412 = and i64 %1411, 4294967295
  %1413 = add nuw nsw i64 %1412, %1361
  br label %1414

1414:                                             ; preds = %1409, %1362, %1356
  %1415 = phi ptr [ %807, %1409 ], [ %807, %1362 ], [ %795, %1356 ]
  %1416 = phi i64 [ %1413, %1409 ], [ %1361, %1362 ], [ %1361, %1356 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  %1417 = ptrtoint ptr %1314 to i64
  %1418 = ptrtoint ptr %1415 to i64
  store i32 %815, ptr %11, align 4, !tbaa !5
  %1419 = getelementptr inbounds i8, ptr %1415, i64 4
  br label %1420

1420:                                             ; preds = %1423, %1414
  %1421 = phi ptr [ %1314, %1414 ], [ %1424, %1423 ]
  %1422 = icmp ult ptr %1421, %1419
  br i1 %1422, label %1427, label %1423, !prof !27

1423:                                             ; preds = %1420
  %1424 = getelementptr inbounds i8, ptr %1421, i64 -4
  %1425 = load i32, ptr %1424, align 1, !tbaa !9
  %1426 = icmp eq i32 %1425, %815
  br i1 %1426, label %1420, label %1427, !llvm.loop !29

1427:                                             ; preds = %1423, %1420
  %1428 = icmp ugt ptr %1421, %1415
  br i1 %1428, label %1429, label %1442, !prof !25

1429:                                             ; preds = %1427
  %1430 = sub i64 %1418, %1417
  %1431 = getelementptr i8, ptr %1314, i64 %1430
  br label %1435

1432:                                             ; preds = %1435
  %1433 = getelementptr inbounds i8, ptr %1436, i64 -1
  %1434 = icmp ugt ptr %1438, %1415
  br i1 %1434, label %1435, label %1442, !prof !26, !llvm.loop !30

1435:                                             ; preds = %1432, %1429
  %1436 = phi ptr [ %1433, %1432 ], [ %59, %1429 ]
  %1437 = phi ptr [ %1438, %1432 ], [ %1421, %1429 ]
  %1438 = getelementptr inbounds i8, ptr %1437, i64 -1
  %1439 = load i8, ptr %1438, align 1, !tbaa !9
  %1440 = load i8, ptr %1436, align 1, !tbaa !9
  %1441 = icmp eq i8 %1439, %1440
  br i1 %1441, label %1432, label %1442

1442:                                             ; preds = %1432, %1435, %1427
  %1443 = phi ptr [ %1421, %1427 ], [ %1431, %1432 ], [ %1437, %1435 ]
  %1444 = ptrtoint ptr %1443 to i64
  %1445 = sub i64 %1417, %1444
  %1446 = trunc i64 %1445 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  %1447 = and i64 %1445, 4294967295
  %1448 = sub nsw i64 0, %1447
  %1449 = getelementptr inbounds i8, ptr %1314, i64 %1448
  %1450 = icmp eq ptr %1449, %795
  %1451 = select i1 %1311, i1 %1450, i1 false
  %1452 = select i1 %1451, i1 %912, i1 false
  br i1 %1452, label %1453, label %1491

1453:                                             ; preds = %1442
  %1454 = sub nsw i32 0, %1446
  %1455 = and i32 %1454, 3
  %1456 = icmp eq i32 %1455, 0
  %1457 = shl i32 %1454, 3
  %1458 = tail call i32 @llvm.fshl.i32(i32 %815, i32 %815, i32 %1457)
  %1459 = select i1 %1456, i32 %815, i32 %1458
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store i32 %1459, ptr %10, align 4, !tbaa !5
  br label %1460

1460:                                             ; preds = %1463, %1453
  %1461 = phi i64 [ %811, %1453 ], [ %1464, %1463 ]
  %1462 = icmp slt i64 %1461, 4
  br i1 %1462, label %1470, label %1463, !prof !27

1463:                                             ; preds = %1460
  %1464 = add nsw i64 %1461, -4
  %1465 = getelementptr inbounds i8, ptr %807, i64 %1464
  %1466 = load i32, ptr %1465, align 1, !tbaa !9
  %1467 = icmp eq i32 %1466, %1459
  br i1 %1467, label %1460, label %1468, !llvm.loop !29

1468:                                             ; preds = %1463
  %1469 = getelementptr inbounds i8, ptr %807, i64 %1461
  br label %1473

1470:                                             ; preds = %1460
  %1471 = getelementptr inbounds i8, ptr %807, i64 %1461
  %1472 = icmp sgt i64 %1461, 0
  br i1 %1472, label %1473, label %1485, !prof !31

1473:                                             ; preds = %1468, %1470
  %1474 = phi ptr [ %1471, %1470 ], [ %1469, %1468 ]
  br label %1478

1475:                                             ; preds = %1478
  %1476 = getelementptr inbounds i8, ptr %1479, i64 -1
  %1477 = icmp ugt ptr %1481, %807
  br i1 %1477, label %1478, label %1485, !prof !26, !llvm.loop !30

1478:                                             ; preds = %1473, %1475
  %1479 = phi ptr [ %1476, %1475 ], [ %60, %1473 ]
  %1480 = phi ptr [ %1481, %1475 ], [ %1474, %1473 ]
  %1481 = getelementptr inbounds i8, ptr %1480, i64 -1
  %1482 = load i8, ptr %1481, align 1, !tbaa !9
  %1483 = load i8, ptr %1479, align 1, !tbaa !9
  %1484 = icmp eq i8 %1482, %1483
  br i1 %1484, label %1475, label %1485

1485:                                             ; preds = %1475, %1478, %1470
  %1486 = phi ptr [ %1471, %1470 ], [ %807, %1475 ], [ %1480, %1478 ]
  %1487 = ptrtoint ptr %1486 to i64
  %1488 = sub i64 %913, %1487
  %1489 = trunc i64 %1488 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  %1490 = add i32 %1489, %1446
  br label %1491

1491:                                             ; preds = %1485, %1442
  %1492 = phi i32 [ %1446, %1442 ], [ %1490, %1485 ]
  %1493 = sub i32 %1257, %1492
  %1494 = tail call i32 @llvm.umax.i32(i32 %1493, i32 %806)
  %1495 = sub i32 %1257, %1494
  %1496 = zext i32 %1495 to i64
  %1497 = add nuw nsw i64 %1416, %1496
  %1498 = icmp ult i64 %1497, %1302
  %1499 = icmp ugt i64 %1416, %1302
  %1500 = or i1 %1499, %1498
  br i1 %1500, label %1509, label %1501

1501:                                             ; preds = %1491
  %1502 = trunc i64 %1416 to i32
  %1503 = trunc i64 %1302 to i32
  %1504 = sub i32 %1257, %1503
  %1505 = add i32 %1504, %1502
  %1506 = sub i32 %1505, %796
  %1507 = icmp ugt i32 %1506, -4
  %1508 = select i1 %1507, i32 %796, i32 %1505
  br label %1540

1509:                                             ; preds = %1491
  %1510 = sub i32 %1494, %796
  %1511 = icmp ugt i32 %1510, -4
  br i1 %1511, label %1540, label %1512

1512:                                             ; preds = %1509
  br i1 %893, label %1513, label %1540

1513:                                             ; preds = %1512
  %1514 = tail call i64 @llvm.umin.i64(i64 %1497, i64 %1302)
  %1515 = sext i32 %1249 to i64
  %1516 = icmp ugt i64 %1514, %1515
  br i1 %1516, label %1517, label %1524

1517:                                             ; preds = %1513
  %1518 = zext i32 %1494 to i64
  %1519 = sub i64 %882, %1518
  %1520 = icmp ugt i64 %1519, 65535
  br i1 %1520, label %1550, label %1521

1521:                                             ; preds = %1517
  %1522 = trunc i64 %1514 to i32
  %1523 = getelementptr inbounds i8, ptr %888, i64 %1518
  br label %1524

1524:                                             ; preds = %1521, %1513
  %1525 = phi ptr [ %794, %1521 ], [ %1247, %1513 ]
  %1526 = phi ptr [ %1523, %1521 ], [ %1248, %1513 ]
  %1527 = phi i32 [ %1522, %1521 ], [ %1249, %1513 ]
  %1528 = and i32 %1494, 65535
  %1529 = zext nneg i32 %1528 to i64
  %1530 = getelementptr inbounds i16, ptr %47, i64 %1529
  %1531 = load i16, ptr %1530, align 2, !tbaa !20
  %1532 = zext i16 %1531 to i32
  %1533 = icmp ult i32 %1494, %1532
  %1534 = sub i32 %1494, %1532
  br i1 %1533, label %1550, label %1540

1535:                                             ; preds = %1259, %1246, %1310, %1307, %1301
  %1536 = phi i64 [ %919, %1246 ], [ %1302, %1301 ], [ %1302, %1307 ], [ %1302, %1310 ], [ %919, %1259 ]
  %1537 = phi i32 [ %918, %1246 ], [ %1303, %1301 ], [ 2, %1307 ], [ 2, %1310 ], [ 1, %1259 ]
  %1538 = zext i16 %1253 to i32
  %1539 = sub i32 %917, %1538
  br label %1540

1540:                                             ; preds = %1524, %1512, %1509, %1501, %1535
  %1541 = phi i32 [ %1249, %1535 ], [ %1249, %1501 ], [ %1249, %1512 ], [ %1249, %1509 ], [ %1527, %1524 ]
  %1542 = phi i32 [ %1537, %1535 ], [ 2, %1501 ], [ 2, %1512 ], [ 2, %1509 ], [ 2, %1524 ]
  %1543 = phi i64 [ %1536, %1535 ], [ %1302, %1501 ], [ %1302, %1512 ], [ %1302, %1509 ], [ %1302, %1524 ]
  %1544 = phi ptr [ %1248, %1535 ], [ %1248, %1501 ], [ %1248, %1512 ], [ %1248, %1509 ], [ %1526, %1524 ]
  %1545 = phi ptr [ %1247, %1535 ], [ %1247, %1501 ], [ %1247, %1512 ], [ %1247, %1509 ], [ %1525, %1524 ]
  %1546 = phi i32 [ %1539, %1535 ], [ %1508, %1501 ], [ %1494, %1512 ], [ %796, %1509 ], [ %1534, %1524 ]
  %1547 = icmp uge i32 %1546, %806
  %1548 = icmp sgt i32 %916, 1
  %1549 = select i1 %1547, i1 %1548, i1 false
  br i1 %1549, label %914, label %1550

1550:                                             ; preds = %1540, %1517, %1524
  %1551 = phi ptr [ %1545, %1540 ], [ %1247, %1517 ], [ %1525, %1524 ]
  %1552 = phi ptr [ %1544, %1540 ], [ %1248, %1517 ], [ %1526, %1524 ]
  %1553 = phi i32 [ %1541, %1540 ], [ %1249, %1517 ], [ %1527, %1524 ]
  %1554 = icmp eq i32 %1553, %787
  br i1 %1554, label %1555, label %1691

1555:                                             ; preds = %875, %1550, %791
  %1556 = phi i64 [ %792, %791 ], [ %813, %1550 ], [ %813, %875 ]
  %1557 = phi ptr [ %786, %791 ], [ %786, %875 ], [ %1552, %1550 ]
  %1558 = phi ptr [ %785, %791 ], [ %785, %875 ], [ %1551, %1550 ]
  %1559 = getelementptr i8, ptr %2924, i64 1
  %1560 = ptrtoint ptr %2923 to i64
  %1561 = sub i64 %1556, %1560
  %1562 = udiv i64 %1561, 255
  %1563 = getelementptr inbounds i8, ptr %1559, i64 %1562
  %1564 = getelementptr inbounds i8, ptr %1563, i64 %1561
  %1565 = getelementptr inbounds i8, ptr %1564, i64 8
  %1566 = icmp ugt ptr %1565, %42
  %1567 = select i1 %63, i1 %1566, i1 false
  br i1 %1567, label %3166, label %1568

1568:                                             ; preds = %1555
  %1569 = icmp ugt i64 %1561, 14
  br i1 %1569, label %1570, label %1587

1570:                                             ; preds = %1568
  %1571 = add i64 %1561, -15
  store i8 -16, ptr %2924, align 1, !tbaa !9
  %1572 = icmp ugt i64 %1571, 254
  br i1 %1572, label %1573, label %1582

1573:                                             ; preds = %1570
  %1574 = sub i64 %1556, %1560
  %1575 = add i64 %1574, -270
  %1576 = udiv i64 %1575, 255
  %1577 = add nuw nsw i64 %1576, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1559, i8 -1, i64 %1577, i1 false), !tbaa !9
  %1578 = getelementptr i8, ptr %2924, i64 2
  %1579 = mul i64 %1576, -255
  %1580 = getelementptr i8, ptr %1578, i64 %1576
  %1581 = add i64 %1579, %1575
  br label %1582

1582:                                             ; preds = %1573, %1570
  %1583 = phi ptr [ %1559, %1570 ], [ %1580, %1573 ]
  %1584 = phi i64 [ %1571, %1570 ], [ %1581, %1573 ]
  %1585 = trunc nuw i64 %1584 to i8
  %1586 = getelementptr inbounds i8, ptr %1583, i64 1
  store i8 %1585, ptr %1583, align 1, !tbaa !9
  br label %1590

1587:                                             ; preds = %1568
  %1588 = trunc nuw i64 %1561 to i8
  %1589 = shl nuw i8 %1588, 4
  store i8 %1589, ptr %2924, align 1, !tbaa !9
  br label %1590

1590:                                             ; preds = %1587, %1582
  %1591 = phi ptr [ %1586, %1582 ], [ %1559, %1587 ]
  %1592 = ptrtoint ptr %1591 to i64
  %1593 = getelementptr inbounds i8, ptr %1591, i64 %1561
  %1594 = add i64 %1556, %1592
  %1595 = sub i64 %1594, %1560
  %1596 = add nuw i64 %1592, 8
  %1597 = tail call i64 @llvm.umax.i64(i64 %1595, i64 %1596)
  %1598 = xor i64 %1592, -1
  %1599 = add i64 %1597, %1598
  %1600 = lshr i64 %1599, 3
  %1601 = add nuw nsw i64 %1600, 1
  %1602 = icmp ult i64 %1599, 24
  %1603 = sub i64 %1592, %1560
  %1604 = icmp ult i64 %1603, 32
  %1605 = select i1 %1602, i1 true, i1 %1604
  br i1 %1605, label %1626, label %1606

1606:                                             ; preds = %1590
  %1607 = and i64 %1601, 4611686018427387900
  %1608 = shl i64 %1607, 3
  %1609 = getelementptr i8, ptr %2923, i64 %1608
  %1610 = shl i64 %1607, 3
  %1611 = getelementptr i8, ptr %1591, i64 %1610
  br label %1612

1612:                                             ; preds = %1612, %1606
  %1613 = phi i64 [ 0, %1606 ], [ %1622, %1612 ]
  %1614 = shl i64 %1613, 3
  %1615 = getelementptr i8, ptr %2923, i64 %1614
  %1616 = shl i64 %1613, 3
  %1617 = getelementptr i8, ptr %1591, i64 %1616
  %1618 = getelementptr i8, ptr %1615, i64 16
  %1619 = load <2 x i64>, ptr %1615, align 1
  %1620 = load <2 x i64>, ptr %1618, align 1
  %1621 = getelementptr i8, ptr %1617, i64 16
  store <2 x i64> %1619, ptr %1617, align 1
  store <2 x i64> %1620, ptr %1621, align 1
  %1622 = add nuw i64 %1613, 4
  %1623 = icmp eq i64 %1622, %1607
  br i1 %1623, label %1624, label %1612, !llvm.loop !52

1624:                                             ; preds = %1612
  %1625 = icmp eq i64 %1601, %1607
  br i1 %1625, label %1636, label %1626

1626:                                             ; preds = %1624, %1590
  %1627 = phi ptr [ %2923, %1590 ], [ %1609, %1624 ]
  %1628 = phi ptr [ %1591, %1590 ], [ %1611, %1624 ]
  br label %1629

1629:                                             ; preds = %1626, %1629
  %1630 = phi ptr [ %1634, %1629 ], [ %1627, %1626 ]
  %1631 = phi ptr [ %1633, %1629 ], [ %1628, %1626 ]
  %1632 = load i64, ptr %1630, align 1
  store i64 %1632, ptr %1631, align 1
  %1633 = getelementptr inbounds i8, ptr %1631, i64 8
  %1634 = getelementptr inbounds i8, ptr %1630, i64 8
  %1635 = icmp ult ptr %1633, %1593
  br i1 %1635, label %1629, label %1636, !llvm.loop !53

1636:                                             ; preds = %1629, %1624
  %1637 = ptrtoint ptr %784 to i64
  %1638 = sub i64 %1556, %1637
  %1639 = trunc i64 %1638 to i16
  store i16 %1639, ptr %1593, align 1, !tbaa !9
  %1640 = getelementptr i8, ptr %1593, i64 2
  %1641 = add nsw i64 %788, -4
  %1642 = udiv i64 %1641, 255
  %1643 = getelementptr inbounds i8, ptr %1640, i64 %1642
  %1644 = getelementptr inbounds i8, ptr %1643, i64 6
  %1645 = icmp ugt ptr %1644, %42
  %1646 = select i1 %63, i1 %1645, i1 false
  br i1 %1646, label %3166, label %1647

1647:                                             ; preds = %1636
  %1648 = icmp ugt i64 %1641, 14
  br i1 %1648, label %1649, label %1678

1649:                                             ; preds = %1647
  %1650 = load i8, ptr %2924, align 1, !tbaa !9
  %1651 = add i8 %1650, 15
  store i8 %1651, ptr %2924, align 1, !tbaa !9
  %1652 = add nsw i64 %788, -19
  %1653 = icmp ugt i64 %1652, 509
  br i1 %1653, label %1654, label %1666

1654:                                             ; preds = %1649
  %1655 = add nsw i64 %788, -529
  %1656 = udiv i64 %1655, 510
  %1657 = shl nuw nsw i64 %1656, 1
  %1658 = add nuw nsw i64 %1657, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1640, i8 -1, i64 %1658, i1 false), !tbaa !9
  %1659 = getelementptr i8, ptr %1591, i64 4
  %1660 = sub i64 0, %1560
  %1661 = getelementptr i8, ptr %1659, i64 %1660
  %1662 = getelementptr i8, ptr %1661, i64 %1556
  %1663 = getelementptr i8, ptr %1662, i64 %1657
  %1664 = mul i64 %1656, -510
  %1665 = add i64 %1664, %1655
  br label %1666

1666:                                             ; preds = %1654, %1649
  %1667 = phi ptr [ %1640, %1649 ], [ %1663, %1654 ]
  %1668 = phi i64 [ %1652, %1649 ], [ %1665, %1654 ]
  %1669 = icmp ugt i64 %1668, 254
  br i1 %1669, label %1670, label %1673

1670:                                             ; preds = %1666
  %1671 = add nsw i64 %1668, -255
  %1672 = getelementptr inbounds i8, ptr %1667, i64 1
  store i8 -1, ptr %1667, align 1, !tbaa !9
  br label %1673

1673:                                             ; preds = %1670, %1666
  %1674 = phi ptr [ %1672, %1670 ], [ %1667, %1666 ]
  %1675 = phi i64 [ %1671, %1670 ], [ %1668, %1666 ]
  %1676 = trunc nuw i64 %1675 to i8
  %1677 = getelementptr inbounds i8, ptr %1674, i64 1
  store i8 %1676, ptr %1674, align 1, !tbaa !9
  br label %1682

1678:                                             ; preds = %1647
  %1679 = trunc nuw i64 %1641 to i8
  %1680 = load i8, ptr %2924, align 1, !tbaa !9
  %1681 = add i8 %1680, %1679
  store i8 %1681, ptr %2924, align 1, !tbaa !9
  br label %1682

1682:                                             ; preds = %2772, %2767, %1678, %1673
  %1683 = phi ptr [ %789, %1673 ], [ %789, %1678 ], [ %1754, %2767 ], [ %1754, %2772 ]
  %1684 = phi ptr [ %1677, %1673 ], [ %1640, %1678 ], [ %2771, %2767 ], [ %2734, %2772 ]
  %1685 = phi ptr [ %784, %1673 ], [ %784, %1678 ], [ %1708, %2767 ], [ %1708, %2772 ]
  %1686 = phi ptr [ %1558, %1673 ], [ %1558, %1678 ], [ %1750, %2767 ], [ %1750, %2772 ]
  %1687 = phi ptr [ %1557, %1673 ], [ %1557, %1678 ], [ %1751, %2767 ], [ %1751, %2772 ]
  %1688 = phi ptr [ %2928, %1673 ], [ %2928, %1678 ], [ %2523, %2767 ], [ %2523, %2772 ]
  %1689 = phi ptr [ %2929, %1673 ], [ %2929, %1678 ], [ %2522, %2767 ], [ %2522, %2772 ]
  %1690 = icmp ugt ptr %1683, %37
  br i1 %1690, label %3089, label %64, !llvm.loop !33

1691:                                             ; preds = %1550
  %1692 = icmp ult ptr %2931, %783
  %1693 = getelementptr inbounds i8, ptr %783, i64 %2934
  %1694 = icmp ult ptr %1551, %1693
  %1695 = select i1 %1692, i1 %1694, i1 false
  %1696 = select i1 %1695, ptr %2931, ptr %783
  %1697 = ptrtoint ptr %1551 to i64
  %1698 = ptrtoint ptr %1696 to i64
  %1699 = sub i64 %1697, %1698
  %1700 = icmp slt i64 %1699, 3
  br i1 %1700, label %782, label %1701

1701:                                             ; preds = %1691
  %1702 = select i1 %1695, ptr %2930, ptr %784
  %1703 = select i1 %1695, i32 %2933, i32 %787
  br label %1704

1704:                                             ; preds = %1701, %3086
  %1705 = phi ptr [ %1696, %1701 ], [ %2959, %3086 ]
  %1706 = phi ptr [ %2923, %1701 ], [ %3088, %3086 ]
  %1707 = phi ptr [ %2924, %1701 ], [ %3087, %3086 ]
  %1708 = phi ptr [ %1702, %1701 ], [ %2960, %3086 ]
  %1709 = phi ptr [ %1551, %1701 ], [ %2516, %3086 ]
  %1710 = phi ptr [ %1552, %1701 ], [ %2517, %3086 ]
  %1711 = phi ptr [ %2928, %1701 ], [ %2516, %3086 ]
  %1712 = phi ptr [ %2929, %1701 ], [ %2517, %3086 ]
  %1713 = phi i32 [ %1553, %1701 ], [ %2518, %3086 ]
  %1714 = phi i32 [ %1703, %1701 ], [ %2961, %3086 ]
  %1715 = ptrtoint ptr %1705 to i64
  %1716 = tail call i32 @llvm.smin.i32(i32 %1714, i32 18)
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr inbounds i8, ptr %1705, i64 %1717
  %1719 = sext i32 %1714 to i64
  %1720 = getelementptr inbounds i8, ptr %1705, i64 %1719
  %1721 = getelementptr inbounds i8, ptr %1720, i64 3
  br label %1722

1722:                                             ; preds = %1704, %2778
  %1723 = phi ptr [ %2516, %2778 ], [ %1709, %1704 ]
  %1724 = phi ptr [ %2517, %2778 ], [ %1710, %1704 ]
  %1725 = phi ptr [ %2516, %2778 ], [ %1711, %1704 ]
  %1726 = phi ptr [ %2517, %2778 ], [ %1712, %1704 ]
  %1727 = phi i32 [ %2518, %2778 ], [ %1713, %1704 ]
  %1728 = ptrtoint ptr %1723 to i64
  %1729 = sub i64 %1728, %1715
  %1730 = icmp slt i64 %1729, 18
  br i1 %1730, label %1731, label %1749

1731:                                             ; preds = %1722
  %1732 = sext i32 %1727 to i64
  %1733 = getelementptr inbounds i8, ptr %1723, i64 %1732
  %1734 = getelementptr inbounds i8, ptr %1733, i64 -4
  %1735 = icmp ugt ptr %1718, %1734
  %1736 = trunc i64 %1729 to i32
  %1737 = add i32 %1736, -4
  %1738 = add i32 %1737, %1727
  %1739 = select i1 %1735, i32 %1738, i32 %1716
  %1740 = sub i64 %1715, %1728
  %1741 = trunc i64 %1740 to i32
  %1742 = add i32 %1739, %1741
  %1743 = icmp sgt i32 %1742, 0
  br i1 %1743, label %1744, label %1749

1744:                                             ; preds = %1731
  %1745 = zext nneg i32 %1742 to i64
  %1746 = getelementptr inbounds i8, ptr %1723, i64 %1745
  %1747 = getelementptr inbounds i8, ptr %1724, i64 %1745
  %1748 = sub nsw i32 %1727, %1742
  br label %1749

1749:                                             ; preds = %1744, %1731, %1722
  %1750 = phi ptr [ %1746, %1744 ], [ %1723, %1731 ], [ %1723, %1722 ]
  %1751 = phi ptr [ %1747, %1744 ], [ %1724, %1731 ], [ %1724, %1722 ]
  %1752 = phi i32 [ %1748, %1744 ], [ %1727, %1731 ], [ %1727, %1722 ]
  %1753 = sext i32 %1752 to i64
  %1754 = getelementptr inbounds i8, ptr %1750, i64 %1753
  %1755 = icmp ugt ptr %1754, %37
  br i1 %1755, label %1756, label %1758

1756:                                             ; preds = %1749
  %1757 = ptrtoint ptr %1750 to i64
  br label %2520

1758:                                             ; preds = %1749
  %1759 = getelementptr inbounds i8, ptr %1754, i64 -3
  %1760 = load ptr, ptr %48, align 8, !tbaa !15
  %1761 = load i32, ptr %49, align 8, !tbaa !10
  %1762 = ptrtoint ptr %1759 to i64
  %1763 = ptrtoint ptr %1760 to i64
  %1764 = sub i64 %1762, %1763
  %1765 = trunc i64 %1764 to i32
  %1766 = add i32 %1761, %1765
  %1767 = load i32, ptr %50, align 4, !tbaa !18
  %1768 = add i32 %1767, 65536
  %1769 = icmp ugt i32 %1768, %1766
  %1770 = add i32 %1766, -65535
  %1771 = select i1 %1769, i32 %1767, i32 %1770
  %1772 = load ptr, ptr %51, align 8, !tbaa !17
  %1773 = zext i32 %1761 to i64
  %1774 = zext i32 %1767 to i64
  %1775 = sub nsw i64 0, %1774
  %1776 = sub nsw i64 %1773, %1774
  %1777 = getelementptr inbounds i8, ptr %1772, i64 %1776
  %1778 = ptrtoint ptr %1750 to i64
  %1779 = sub i64 %1762, %1778
  %1780 = load i32, ptr %1759, align 1, !tbaa !9
  %1781 = load i32, ptr %52, align 8, !tbaa !14
  %1782 = icmp ult i32 %1781, %1766
  br i1 %1782, label %1783, label %1840

1783:                                             ; preds = %1758
  %1784 = sub nsw i64 0, %1773
  %1785 = getelementptr i8, ptr %1760, i64 %1784
  %1786 = zext i32 %1781 to i64
  %1787 = zext i32 %1766 to i64
  %1788 = sub nsw i64 %1787, %1786
  %1789 = and i64 %1788, 1
  %1790 = icmp eq i64 %1789, 0
  br i1 %1790, label %1805, label %1791

1791:                                             ; preds = %1783
  %1792 = getelementptr i8, ptr %1785, i64 %1786
  %1793 = load i32, ptr %1792, align 1, !tbaa !9
  %1794 = mul i32 %1793, -1640531535
  %1795 = lshr i32 %1794, 17
  %1796 = zext nneg i32 %1795 to i64
  %1797 = getelementptr inbounds i32, ptr %0, i64 %1796
  %1798 = load i32, ptr %1797, align 4, !tbaa !5
  %1799 = sub i32 %1781, %1798
  %1800 = tail call i32 @llvm.umin.i32(i32 %1799, i32 65535)
  %1801 = trunc nuw i32 %1800 to i16
  %1802 = and i64 %1786, 65535
  %1803 = getelementptr inbounds i16, ptr %47, i64 %1802
  store i16 %1801, ptr %1803, align 2, !tbaa !20
  store i32 %1781, ptr %1797, align 4, !tbaa !5
  %1804 = add nuw nsw i64 %1786, 1
  br label %1805

1805:                                             ; preds = %1791, %1783
  %1806 = phi i64 [ %1786, %1783 ], [ %1804, %1791 ]
  %1807 = add nsw i64 %1787, -1
  %1808 = icmp eq i64 %1807, %1786
  br i1 %1808, label %1840, label %1809

1809:                                             ; preds = %1805, %1809
  %1810 = phi i64 [ %1838, %1809 ], [ %1806, %1805 ]
  %1811 = getelementptr i8, ptr %1785, i64 %1810
  %1812 = load i32, ptr %1811, align 1, !tbaa !9
  %1813 = mul i32 %1812, -1640531535
  %1814 = lshr i32 %1813, 17
  %1815 = zext nneg i32 %1814 to i64
  %1816 = getelementptr inbounds i32, ptr %0, i64 %1815
  %1817 = load i32, ptr %1816, align 4, !tbaa !5
  %1818 = trunc nuw i64 %1810 to i32
  %1819 = sub i32 %1818, %1817
  %1820 = tail call i32 @llvm.umin.i32(i32 %1819, i32 65535)
  %1821 = trunc nuw i32 %1820 to i16
  %1822 = and i64 %1810, 65535
  %1823 = getelementptr inbounds i16, ptr %47, i64 %1822
  store i16 %1821, ptr %1823, align 2, !tbaa !20
  store i32 %1818, ptr %1816, align 4, !tbaa !5
  %1824 = add nuw nsw i64 %1810, 1
  %1825 = getelementptr i8, ptr %1785, i64 %1824
  %1826 = load i32, ptr %1825, align 1, !tbaa !9
  %1827 = mul i32 %1826, -1640531535
  %1828 = lshr i32 %1827, 17
  %1829 = zext nneg i32 %1828 to i64
  %1830 = getelementptr inbounds i32, ptr %0, i64 %1829
  %1831 = load i32, ptr %1830, align 4, !tbaa !5
  %1832 = trunc nuw i64 %1824 to i32
  %1833 = sub i32 %1832, %1831
  %1834 = tail call i32 @llvm.umin.i32(i32 %1833, i32 65535)
  %1835 = trunc nuw i32 %1834 to i16
  %1836 = and i64 %1824, 65535
  %1837 = getelementptr inbounds i16, ptr %47, i64 %1836
  store i16 %1835, ptr %1837, align 2, !tbaa !20
  store i32 %1832, ptr %1830, align 4, !tbaa !5
  %1838 = add nuw nsw i64 %1810, 2
  %1839 = icmp ult i64 %1838, %1787
  br i1 %1839, label %1809, label %1840, !llvm.loop !21

1840:                                             ; preds = %1805, %1809, %1758
  store i32 %1766, ptr %52, align 8, !tbaa !14
  %1841 = load i32, ptr %1759, align 1, !tbaa !9
  %1842 = mul i32 %1841, -1640531535
  %1843 = lshr i32 %1842, 17
  %1844 = zext nneg i32 %1843 to i64
  %1845 = getelementptr inbounds i32, ptr %0, i64 %1844
  %1846 = load i32, ptr %1845, align 4, !tbaa !5
  %1847 = add i64 %1764, %1773
  %1848 = getelementptr i8, ptr %1750, i64 -1
  %1849 = icmp uge i32 %1846, %1771
  %1850 = select i1 %1849, i1 %53, i1 false
  br i1 %1850, label %1851, label %2520

1851:                                             ; preds = %1840
  %1852 = sub nsw i64 0, %1773
  %1853 = getelementptr i8, ptr %1760, i64 %1852
  %1854 = shl i64 %1779, 32
  %1855 = ashr exact i64 %1854, 32
  %1856 = sub nsw i64 0, %1855
  %1857 = and i64 %1779, 4294967295
  %1858 = icmp eq i64 %1857, 0
  %1859 = sub i64 %1778, %1762
  %1860 = getelementptr inbounds i8, ptr %1754, i64 1
  %1861 = icmp ugt ptr %37, %1860
  %1862 = getelementptr inbounds i8, ptr %1754, i64 9
  %1863 = ptrtoint ptr %1860 to i64
  %1864 = add i32 %1761, -4
  %1865 = getelementptr inbounds i8, ptr %1760, i64 8
  %1866 = and i32 %1780, 65535
  %1867 = lshr i32 %1780, 16
  %1868 = icmp eq i32 %1866, %1867
  %1869 = and i32 %1780, 255
  %1870 = lshr i32 %1780, 24
  %1871 = icmp eq i32 %1869, %1870
  %1872 = and i1 %1868, %1871
  %1873 = zext i32 %1780 to i64
  %1874 = mul nuw i64 %1873, 4294967297
  %1875 = getelementptr inbounds i8, ptr %1772, i64 %1775
  %1876 = icmp ugt ptr %37, %1760
  %1877 = icmp ult i32 %1767, %1761
  %1878 = ptrtoint ptr %1777 to i64
  br label %1879

1879:                                             ; preds = %1851, %2505
  %1880 = phi i32 [ %1752, %1851 ], [ %2506, %2505 ]
  %1881 = phi i32 [ %32, %1851 ], [ %1887, %2505 ]
  %1882 = phi i32 [ %1846, %1851 ], [ %2511, %2505 ]
  %1883 = phi i32 [ 0, %1851 ], [ %2507, %2505 ]
  %1884 = phi i64 [ 0, %1851 ], [ %2508, %2505 ]
  %1885 = phi ptr [ %1726, %1851 ], [ %2509, %2505 ]
  %1886 = phi ptr [ %1725, %1851 ], [ %2510, %2505 ]
  %1887 = add nsw i32 %1881, -1
  %1888 = icmp ult i32 %1882, %1761
  br i1 %1888, label %2006, label %1889

1889:                                             ; preds = %1879
  %1890 = zext i32 %1882 to i64
  %1891 = getelementptr i8, ptr %1853, i64 %1890
  %1892 = sext i32 %1880 to i64
  %1893 = getelementptr i8, ptr %1848, i64 %1892
  %1894 = load i16, ptr %1893, align 1, !tbaa !9
  %1895 = getelementptr inbounds i8, ptr %1891, i64 %1856
  %1896 = getelementptr inbounds i8, ptr %1895, i64 %1892
  %1897 = getelementptr inbounds i8, ptr %1896, i64 -1
  %1898 = load i16, ptr %1897, align 1, !tbaa !9
  %1899 = icmp eq i16 %1894, %1898
  br i1 %1899, label %1900, label %2211

1900:                                             ; preds = %1889
  %1901 = load i32, ptr %1891, align 1, !tbaa !9
  %1902 = icmp eq i32 %1901, %1780
  br i1 %1902, label %1903, label %2211

1903:                                             ; preds = %1900
  br i1 %1858, label %1924, label %1904

1904:                                             ; preds = %1903
  %1905 = ptrtoint ptr %1891 to i64
  %1906 = sub i64 %1763, %1905
  %1907 = tail call i64 @llvm.smax.i64(i64 %1859, i64 %1906)
  %1908 = trunc i64 %1907 to i32
  %1909 = shl i64 %1907, 32
  %1910 = ashr exact i64 %1909, 32
  %1911 = tail call i32 @llvm.smin.i32(i32 %1908, i32 0)
  br label %1912

1912:                                             ; preds = %1915, %1904
  %1913 = phi i64 [ %1916, %1915 ], [ 0, %1904 ]
  %1914 = icmp sgt i64 %1913, %1910
  br i1 %1914, label %1915, label %1924

1915:                                             ; preds = %1912
  %1916 = add nsw i64 %1913, -1
  %1917 = getelementptr inbounds i8, ptr %1759, i64 %1916
  %1918 = load i8, ptr %1917, align 1, !tbaa !9
  %1919 = getelementptr inbounds i8, ptr %1891, i64 %1916
  %1920 = load i8, ptr %1919, align 1, !tbaa !9
  %1921 = icmp eq i8 %1918, %1920
  br i1 %1921, label %1912, label %1922, !llvm.loop !34

1922:                                             ; preds = %1915
  %1923 = trunc nsw i64 %1913 to i32
  br label %1924

1924:                                             ; preds = %1912, %1922, %1903
  %1925 = phi i32 [ 0, %1903 ], [ %1923, %1922 ], [ %1911, %1912 ]
  %1926 = getelementptr inbounds i8, ptr %1891, i64 4
  br i1 %1861, label %1927, label %1938, !prof !24

1927:                                             ; preds = %1924
  %1928 = load i64, ptr %1926, align 1, !tbaa !9
  %1929 = load i64, ptr %1860, align 1, !tbaa !9
  %1930 = icmp eq i64 %1928, %1929
  br i1 %1930, label %1931, label %1933

1931:                                             ; preds = %1927
  %1932 = getelementptr inbounds i8, ptr %1891, i64 12
  br label %1938

1933:                                             ; preds = %1927
  %1934 = xor i64 %1929, %1928
  %1935 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1934, i1 true)
  %1936 = trunc nuw nsw i64 %1935 to i32
  %1937 = lshr i32 %1936, 3
  br label %1997

1938:                                             ; preds = %1931, %1924
  %1939 = phi ptr [ %1926, %1924 ], [ %1932, %1931 ]
  %1940 = phi ptr [ %1860, %1924 ], [ %1862, %1931 ]
  %1941 = icmp ult ptr %1940, %37
  br i1 %1941, label %1942, label %1960, !prof !25

1942:                                             ; preds = %1938, %1956
  %1943 = phi ptr [ %1957, %1956 ], [ %1940, %1938 ]
  %1944 = phi ptr [ %1958, %1956 ], [ %1939, %1938 ]
  %1945 = load i64, ptr %1944, align 1, !tbaa !9
  %1946 = load i64, ptr %1943, align 1, !tbaa !9
  %1947 = icmp eq i64 %1945, %1946
  br i1 %1947, label %1956, label %1948

1948:                                             ; preds = %1942
  %1949 = xor i64 %1946, %1945
  %1950 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1949, i1 true)
  %1951 = lshr i64 %1950, 3
  %1952 = getelementptr inbounds i8, ptr %1943, i64 %1951
  %1953 = ptrtoint ptr %1952 to i64
  %1954 = sub i64 %1953, %1863
  %1955 = trunc i64 %1954 to i32
  br label %1997

1956:                                             ; preds = %1942
  %1957 = getelementptr inbounds i8, ptr %1943, i64 8
  %1958 = getelementptr inbounds i8, ptr %1944, i64 8
  %1959 = icmp ult ptr %1957, %37
  br i1 %1959, label %1942, label %1960, !prof !26

1960:                                             ; preds = %1956, %1938
  %1961 = phi ptr [ %1939, %1938 ], [ %1958, %1956 ]
  %1962 = phi ptr [ %1940, %1938 ], [ %1957, %1956 ]
  %1963 = icmp ult ptr %1962, %54
  br i1 %1963, label %1964, label %1971

1964:                                             ; preds = %1960
  %1965 = load i32, ptr %1961, align 1, !tbaa !9
  %1966 = load i32, ptr %1962, align 1, !tbaa !9
  %1967 = icmp eq i32 %1965, %1966
  br i1 %1967, label %1968, label %1971

1968:                                             ; preds = %1964
  %1969 = getelementptr inbounds i8, ptr %1962, i64 4
  %1970 = getelementptr inbounds i8, ptr %1961, i64 4
  br label %1971

1971:                                             ; preds = %1968, %1964, %1960
  %1972 = phi ptr [ %1970, %1968 ], [ %1961, %1964 ], [ %1961, %1960 ]
  %1973 = phi ptr [ %1969, %1968 ], [ %1962, %1964 ], [ %1962, %1960 ]
  %1974 = icmp ult ptr %1973, %55
  br i1 %1974, label %1975, label %1982

1975:                                             ; preds = %1971
  %1976 = load i16, ptr %1972, align 1, !tbaa !9
  %1977 = load i16, ptr %1973, align 1, !tbaa !9
  %1978 = icmp eq i16 %1976, %1977
  br i1 %1978, label %1979, label %1982

1979:                                             ; preds = %1975
  %1980 = getelementptr inbounds i8, ptr %1973, i64 2
  %1981 = getelementptr inbounds i8, ptr %1972, i64 2
  br label %1982

1982:                                             ; preds = %1979, %1975, %1971
  %1983 = phi ptr [ %1981, %1979 ], [ %1972, %1975 ], [ %1972, %1971 ]
  %1984 = phi ptr [ %1980, %1979 ], [ %1973, %1975 ], [ %1973, %1971 ]
  %1985 = icmp ult ptr %1984, %38
  br i1 %1985, label %1986, label %1992

1986:                                             ; preds = %1982
  %1987 = load i8, ptr %1983, align 1, !tbaa !9
  %1988 = load i8, ptr %1984, align 1, !tbaa !9
  %1989 = icmp eq i8 %1987, %1988
  %1990 = zext i1 %1989 to i64
  %1991 = getelementptr inbounds i8, ptr %1984, i64 %1990
  br label %1992

1992:                                             ; preds = %1986, %1982
  %1993 = phi ptr [ %1984, %1982 ], [ %1991, %1986 ]
  %1994 = ptrtoint ptr %1993 to i64
  %1995 = sub i64 %1994, %1863
  %1996 = trunc i64 %1995 to i32
  br label %1997

1997:                                             ; preds = %1948, %1933, %1992
  %1998 = phi i32 [ %1996, %1992 ], [ %1937, %1933 ], [ %1955, %1948 ]
  %1999 = sub i32 %1998, %1925
  %2000 = add i32 %1999, 4
  %2001 = icmp sgt i32 %2000, %1880
  br i1 %2001, label %2002, label %2211

2002:                                             ; preds = %1997
  %2003 = sext i32 %1925 to i64
  %2004 = getelementptr inbounds i8, ptr %1891, i64 %2003
  %2005 = getelementptr inbounds i8, ptr %1759, i64 %2003
  br label %2211

2006:                                             ; preds = %1879
  %2007 = sub i32 %1882, %1767
  %2008 = zext i32 %2007 to i64
  %2009 = getelementptr inbounds i8, ptr %1772, i64 %2008
  %2010 = icmp ugt i32 %1882, %1864
  br i1 %2010, label %2211, label %2011, !prof !27

2011:                                             ; preds = %2006
  %2012 = load i32, ptr %2009, align 1, !tbaa !9
  %2013 = icmp eq i32 %2012, %1780
  br i1 %2013, label %2014, label %2211

2014:                                             ; preds = %2011
  %2015 = sub i32 %1761, %1882
  %2016 = zext i32 %2015 to i64
  %2017 = getelementptr inbounds i8, ptr %1759, i64 %2016
  %2018 = icmp ugt ptr %2017, %38
  %2019 = select i1 %2018, ptr %38, ptr %2017
  %2020 = getelementptr inbounds i8, ptr %2009, i64 4
  %2021 = getelementptr inbounds i8, ptr %2019, i64 -7
  %2022 = icmp ugt ptr %2021, %1860
  br i1 %2022, label %2023, label %2034, !prof !24

2023:                                             ; preds = %2014
  %2024 = load i64, ptr %2020, align 1, !tbaa !9
  %2025 = load i64, ptr %1860, align 1, !tbaa !9
  %2026 = icmp eq i64 %2024, %2025
  br i1 %2026, label %2027, label %2029

2027:                                             ; preds = %2023
  %2028 = getelementptr inbounds i8, ptr %2009, i64 12
  br label %2034

2029:                                             ; preds = %2023
  %2030 = xor i64 %2025, %2024
  %2031 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2030, i1 true)
  %2032 = trunc nuw nsw i64 %2031 to i32
  %2033 = lshr i32 %2032, 3
  br label %2095

2034:                                             ; preds = %2027, %2014
  %2035 = phi ptr [ %2020, %2014 ], [ %2028, %2027 ]
  %2036 = phi ptr [ %1860, %2014 ], [ %1862, %2027 ]
  %2037 = icmp ult ptr %2036, %2021
  br i1 %2037, label %2038, label %2056, !prof !25

2038:                                             ; preds = %2034, %2052
  %2039 = phi ptr [ %2053, %2052 ], [ %2036, %2034 ]
  %2040 = phi ptr [ %2054, %2052 ], [ %2035, %2034 ]
  %2041 = load i64, ptr %2040, align 1, !tbaa !9
  %2042 = load i64, ptr %2039, align 1, !tbaa !9
  %2043 = icmp eq i64 %2041, %2042
  br i1 %2043, label %2052, label %2044

2044:                                             ; preds = %2038
  %2045 = xor i64 %2042, %2041
  %2046 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2045, i1 true)
  %2047 = lshr i64 %2046, 3
  %2048 = getelementptr inbounds i8, ptr %2039, i64 %2047
  %2049 = ptrtoint ptr %2048 to i64
  %2050 = sub i64 %2049, %1863
  %2051 = trunc i64 %2050 to i32
  br label %2095

2052:                                             ; preds = %2038
  %2053 = getelementptr inbounds i8, ptr %2039, i64 8
  %2054 = getelementptr inbounds i8, ptr %2040, i64 8
  %2055 = icmp ult ptr %2053, %2021
  br i1 %2055, label %2038, label %2056, !prof !26

2056:                                             ; preds = %2052, %2034
  %2057 = phi ptr [ %2035, %2034 ], [ %2054, %2052 ]
  %2058 = phi ptr [ %2036, %2034 ], [ %2053, %2052 ]
  %2059 = getelementptr inbounds i8, ptr %2019, i64 -3
  %2060 = icmp ult ptr %2058, %2059
  br i1 %2060, label %2061, label %2068

2061:                                             ; preds = %2056
  %2062 = load i32, ptr %2057, align 1, !tbaa !9
  %2063 = load i32, ptr %2058, align 1, !tbaa !9
  %2064 = icmp eq i32 %2062, %2063
  br i1 %2064, label %2065, label %2068

2065:                                             ; preds = %2061
  %2066 = getelementptr inbounds i8, ptr %2058, i64 4
  %2067 = getelementptr inbounds i8, ptr %2057, i64 4
  br label %2068

2068:                                             ; preds = %2065, %2061, %2056
  %2069 = phi ptr [ %2067, %2065 ], [ %2057, %2061 ], [ %2057, %2056 ]
  %2070 = phi ptr [ %2066, %2065 ], [ %2058, %2061 ], [ %2058, %2056 ]
  %2071 = getelementptr inbounds i8, ptr %2019, i64 -1
  %2072 = icmp ult ptr %2070, %2071
  br i1 %2072, label %2073, label %2080

2073:                                             ; preds = %2068
  %2074 = load i16, ptr %2069, align 1, !tbaa !9
  %2075 = load i16, ptr %2070, align 1, !tbaa !9
  %2076 = icmp eq i16 %2074, %2075
  br i1 %2076, label %2077, label %2080

2077:                                             ; preds = %2073
  %2078 = getelementptr inbounds i8, ptr %2070, i64 2
  %2079 = getelementptr inbounds i8, ptr %2069, i64 2
  br label %2080

2080:                                             ; preds = %2077, %2073, %2068
  %2081 = phi ptr [ %2079, %2077 ], [ %2069, %2073 ], [ %2069, %2068 ]
  %2082 = phi ptr [ %2078, %2077 ], [ %2070, %2073 ], [ %2070, %2068 ]
  %2083 = icmp ult ptr %2082, %2019
  br i1 %2083, label %2084, label %2090

2084:                                             ; preds = %2080
  %2085 = load i8, ptr %2081, align 1, !tbaa !9
  %2086 = load i8, ptr %2082, align 1, !tbaa !9
  %2087 = icmp eq i8 %2085, %2086
  %2088 = zext i1 %2087 to i64
  %2089 = getelementptr inbounds i8, ptr %2082, i64 %2088
  br label %2090

2090:                                             ; preds = %2084, %2080
  %2091 = phi ptr [ %2082, %2080 ], [ %2089, %2084 ]
  %2092 = ptrtoint ptr %2091 to i64
  %2093 = sub i64 %2092, %1863
  %2094 = trunc i64 %2093 to i32
  br label %2095

2095:                                             ; preds = %2044, %2029, %2090
  %2096 = phi i32 [ %2094, %2090 ], [ %2033, %2029 ], [ %2051, %2044 ]
  %2097 = add nsw i32 %2096, 4
  %2098 = sext i32 %2097 to i64
  %2099 = getelementptr inbounds i8, ptr %1759, i64 %2098
  %2100 = icmp eq ptr %2099, %2019
  %2101 = icmp ult ptr %2019, %38
  %2102 = and i1 %2101, %2100
  br i1 %2102, label %2103, label %2180

2103:                                             ; preds = %2095
  %2104 = icmp ugt ptr %37, %2019
  br i1 %2104, label %2105, label %2116, !prof !24

2105:                                             ; preds = %2103
  %2106 = load i64, ptr %1760, align 1, !tbaa !9
  %2107 = load i64, ptr %2099, align 1, !tbaa !9
  %2108 = icmp eq i64 %2106, %2107
  br i1 %2108, label %2109, label %2111

2109:                                             ; preds = %2105
  %2110 = getelementptr inbounds i8, ptr %2099, i64 8
  br label %2116

2111:                                             ; preds = %2105
  %2112 = xor i64 %2107, %2106
  %2113 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2112, i1 true)
  %2114 = trunc nuw nsw i64 %2113 to i32
  %2115 = lshr i32 %2114, 3
  br label %2177

2116:                                             ; preds = %2109, %2103
  %2117 = phi ptr [ %1760, %2103 ], [ %1865, %2109 ]
  %2118 = phi ptr [ %2099, %2103 ], [ %2110, %2109 ]
  %2119 = icmp ult ptr %2118, %37
  br i1 %2119, label %2120, label %2139, !prof !25

2120:                                             ; preds = %2116, %2135
  %2121 = phi ptr [ %2136, %2135 ], [ %2118, %2116 ]
  %2122 = phi ptr [ %2137, %2135 ], [ %2117, %2116 ]
  %2123 = load i64, ptr %2122, align 1, !tbaa !9
  %2124 = load i64, ptr %2121, align 1, !tbaa !9
  %2125 = icmp eq i64 %2123, %2124
  br i1 %2125, label %2135, label %2126

2126:                                             ; preds = %2120
  %2127 = xor i64 %2124, %2123
  %2128 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2127, i1 true)
  %2129 = lshr i64 %2128, 3
  %2130 = getelementptr inbounds i8, ptr %2121, i64 %2129
  %2131 = ptrtoint ptr %2130 to i64
  %2132 = ptrtoint ptr %2019 to i64
  %2133 = sub i64 %2131, %2132
  %2134 = trunc i64 %2133 to i32
  br label %2177

2135:                                             ; preds = %2120
  %2136 = getelementptr inbounds i8, ptr %2121, i64 8
  %2137 = getelementptr inbounds i8, ptr %2122, i64 8
  %2138 = icmp ult ptr %2136, %37
  br i1 %2138, label %2120, label %2139, !prof !26

2139:                                             ; preds = %2135, %2116
  %2140 = phi ptr [ %2117, %2116 ], [ %2137, %2135 ]
  %2141 = phi ptr [ %2118, %2116 ], [ %2136, %2135 ]
  %2142 = icmp ult ptr %2141, %54
  br i1 %2142, label %2143, label %2150

2143:                                             ; preds = %2139
  %2144 = load i32, ptr %2140, align 1, !tbaa !9
  %2145 = load i32, ptr %2141, align 1, !tbaa !9
  %2146 = icmp eq i32 %2144, %2145
  br i1 %2146, label %2147, label %2150

2147:                                             ; preds = %2143
  %2148 = getelementptr inbounds i8, ptr %2141, i64 4
  %2149 = getelementptr inbounds i8, ptr %2140, i64 4
  br label %2150

2150:                                             ; preds = %2147, %2143, %2139
  %2151 = phi ptr [ %2149, %2147 ], [ %2140, %2143 ], [ %2140, %2139 ]
  %2152 = phi ptr [ %2148, %2147 ], [ %2141, %2143 ], [ %2141, %2139 ]
  %2153 = icmp ult ptr %2152, %55
  br i1 %2153, label %2154, label %2161

2154:                                             ; preds = %2150
  %2155 = load i16, ptr %2151, align 1, !tbaa !9
  %2156 = load i16, ptr %2152, align 1, !tbaa !9
  %2157 = icmp eq i16 %2155, %2156
  br i1 %2157, label %2158, label %2161

2158:                                             ; preds = %2154
  %2159 = getelementptr inbounds i8, ptr %2152, i64 2
  %2160 = getelementptr inbounds i8, ptr %2151, i64 2
  br label %2161

2161:                                             ; preds = %2158, %2154, %2150
  %2162 = phi ptr [ %2160, %2158 ], [ %2151, %2154 ], [ %2151, %2150 ]
  %2163 = phi ptr [ %2159, %2158 ], [ %2152, %2154 ], [ %2152, %2150 ]
  %2164 = icmp ult ptr %2163, %38
  br i1 %2164, label %2165, label %2171

2165:                                             ; preds = %2161
  %2166 = load i8, ptr %2162, align 1, !tbaa !9
  %2167 = load i8, ptr %2163, align 1, !tbaa !9
  %2168 = icmp eq i8 %2166, %2167
  %2169 = zext i1 %2168 to i64
  %2170 = getelementptr inbounds i8, ptr %2163, i64 %2169
  br label %2171

2171:                                             ; preds = %2165, %2161
  %2172 = phi ptr [ %2163, %2161 ], [ %2170, %2165 ]
  %2173 = ptrtoint ptr %2172 to i64
  %2174 = ptrtoint ptr %2019 to i64
  %2175 = sub i64 %2173, %2174
  %2176 = trunc i64 %2175 to i32
  br label %2177

2177:                                             ; preds = %2126, %2111, %2171
  %2178 = phi i32 [ %2176, %2171 ], [ %2115, %2111 ], [ %2134, %2126 ]
  %2179 = add i32 %2178, %2097
  br label %2180

2180:                                             ; preds = %2177, %2095
  %2181 = phi i32 [ %2179, %2177 ], [ %2097, %2095 ]
  br i1 %1858, label %2201, label %2182

2182:                                             ; preds = %2180
  %2183 = sub nsw i64 0, %2008
  %2184 = tail call i64 @llvm.smax.i64(i64 %1859, i64 %2183)
  %2185 = trunc i64 %2184 to i32
  %2186 = shl i64 %2184, 32
  %2187 = ashr exact i64 %2186, 32
  %2188 = tail call i32 @llvm.smin.i32(i32 %2185, i32 0)
  br label %2189

2189:                                             ; preds = %2192, %2182
  %2190 = phi i64 [ %2193, %2192 ], [ 0, %2182 ]
  %2191 = icmp sgt i64 %2190, %2187
  br i1 %2191, label %2192, label %2201

2192:                                             ; preds = %2189
  %2193 = add nsw i64 %2190, -1
  %2194 = getelementptr inbounds i8, ptr %1759, i64 %2193
  %2195 = load i8, ptr %2194, align 1, !tbaa !9
  %2196 = getelementptr inbounds i8, ptr %2009, i64 %2193
  %2197 = load i8, ptr %2196, align 1, !tbaa !9
  %2198 = icmp eq i8 %2195, %2197
  br i1 %2198, label %2189, label %2199, !llvm.loop !34

2199:                                             ; preds = %2192
  %2200 = trunc nsw i64 %2190 to i32
  br label %2201

2201:                                             ; preds = %2189, %2199, %2180
  %2202 = phi i32 [ 0, %2180 ], [ %2200, %2199 ], [ %2188, %2189 ]
  %2203 = sub nsw i32 %2181, %2202
  %2204 = icmp sgt i32 %2203, %1880
  br i1 %2204, label %2205, label %2211

2205:                                             ; preds = %2201
  %2206 = zext i32 %1882 to i64
  %2207 = getelementptr inbounds i8, ptr %1853, i64 %2206
  %2208 = sext i32 %2202 to i64
  %2209 = getelementptr inbounds i8, ptr %2207, i64 %2208
  %2210 = getelementptr inbounds i8, ptr %1759, i64 %2208
  br label %2211

2211:                                             ; preds = %2205, %2201, %2011, %2006, %2002, %1997, %1900, %1889
  %2212 = phi ptr [ %1886, %2006 ], [ %2210, %2205 ], [ %1886, %2201 ], [ %1886, %2011 ], [ %2005, %2002 ], [ %1886, %1997 ], [ %1886, %1900 ], [ %1886, %1889 ]
  %2213 = phi ptr [ %1885, %2006 ], [ %2209, %2205 ], [ %1885, %2201 ], [ %1885, %2011 ], [ %2004, %2002 ], [ %1885, %1997 ], [ %1885, %1900 ], [ %1885, %1889 ]
  %2214 = phi i32 [ %1880, %2006 ], [ %2203, %2205 ], [ %1880, %2201 ], [ %1880, %2011 ], [ %2000, %2002 ], [ %1880, %1997 ], [ %1880, %1900 ], [ %1880, %1889 ]
  %2215 = and i32 %1882, 65535
  %2216 = zext nneg i32 %2215 to i64
  %2217 = getelementptr inbounds i16, ptr %47, i64 %2216
  %2218 = load i16, ptr %2217, align 2, !tbaa !20
  %2219 = icmp eq i16 %2218, 1
  %2220 = select i1 %35, i1 %2219, i1 false
  br i1 %2220, label %2221, label %2500

2221:                                             ; preds = %2211
  %2222 = add i32 %1882, -1
  %2223 = icmp eq i32 %1883, 0
  br i1 %2223, label %2224, label %2266

2224:                                             ; preds = %2221
  br i1 %1872, label %2225, label %2500

2225:                                             ; preds = %2224
  br i1 %1861, label %2235, label %2228, !prof !25

2226:                                             ; preds = %2245
  %2227 = ptrtoint ptr %2246 to i64
  br label %2228

2228:                                             ; preds = %2226, %2225
  %2229 = phi i64 [ %2227, %2226 ], [ %1863, %2225 ]
  %2230 = phi ptr [ %2246, %2226 ], [ %1860, %2225 ]
  %2231 = icmp ult ptr %2230, %38
  br i1 %2231, label %2232, label %2261

2232:                                             ; preds = %2228
  %2233 = sub i64 %56, %2229
  %2234 = getelementptr i8, ptr %2230, i64 %2233
  br label %2248

2235:                                             ; preds = %2225, %2245
  %2236 = phi ptr [ %2246, %2245 ], [ %1860, %2225 ]
  %2237 = load i64, ptr %2236, align 1, !tbaa !9
  %2238 = icmp eq i64 %2237, %1874
  br i1 %2238, label %2245, label %2239

2239:                                             ; preds = %2235
  %2240 = xor i64 %2237, %1874
  %2241 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2240, i1 true)
  %2242 = lshr i64 %2241, 3
  %2243 = getelementptr inbounds i8, ptr %2236, i64 %2242
  %2244 = ptrtoint ptr %2243 to i64
  br label %2261

2245:                                             ; preds = %2235
  %2246 = getelementptr inbounds i8, ptr %2236, i64 8
  %2247 = icmp ult ptr %2246, %37
  br i1 %2247, label %2235, label %2226, !prof !26

2248:                                             ; preds = %2254, %2232
  %2249 = phi i64 [ %2256, %2254 ], [ %1874, %2232 ]
  %2250 = phi ptr [ %2255, %2254 ], [ %2230, %2232 ]
  %2251 = load i8, ptr %2250, align 1, !tbaa !9
  %2252 = trunc i64 %2249 to i8
  %2253 = icmp eq i8 %2251, %2252
  br i1 %2253, label %2254, label %2258

2254:                                             ; preds = %2248
  %2255 = getelementptr inbounds i8, ptr %2250, i64 1
  %2256 = lshr i64 %2249, 8
  %2257 = icmp eq ptr %2255, %2234
  br i1 %2257, label %2258, label %2248, !llvm.loop !28

2258:                                             ; preds = %2254, %2248
  %2259 = phi ptr [ %2234, %2254 ], [ %2250, %2248 ]
  %2260 = ptrtoint ptr %2259 to i64
  br label %2261

2261:                                             ; preds = %2228, %2239, %2258
  %2262 = phi i64 [ %2244, %2239 ], [ %2260, %2258 ], [ %2229, %2228 ]
  %2263 = sub i64 %2262, %1863
  %2264 = and i64 %2263, 4294967295
  %2265 = add nuw nsw i64 %2264, 4
  br label %2266

2266:                                             ; preds = %2261, %2221
  %2267 = phi i64 [ %2265, %2261 ], [ %1884, %2221 ]
  %2268 = phi i32 [ 2, %2261 ], [ %1883, %2221 ]
  %2269 = icmp ne i32 %2268, 2
  %2270 = icmp ult i32 %2222, %1771
  %2271 = select i1 %2269, i1 true, i1 %2270
  br i1 %2271, label %2500, label %2272

2272:                                             ; preds = %2266
  %2273 = sub i32 %2222, %1761
  %2274 = icmp ugt i32 %2273, -4
  br i1 %2274, label %2500, label %2275

2275:                                             ; preds = %2272
  %2276 = icmp uge i32 %2222, %1761
  %2277 = select i1 %2276, ptr %1853, ptr %1875
  %2278 = zext i32 %2222 to i64
  %2279 = getelementptr inbounds i8, ptr %2277, i64 %2278
  %2280 = load i32, ptr %2279, align 1, !tbaa !9
  %2281 = icmp eq i32 %2280, %1780
  br i1 %2281, label %2282, label %2500

2282:                                             ; preds = %2275
  %2283 = select i1 %2276, ptr %38, ptr %1777
  %2284 = getelementptr inbounds i8, ptr %2279, i64 4
  %2285 = ptrtoint ptr %2283 to i64
  %2286 = getelementptr inbounds i8, ptr %2283, i64 -7
  %2287 = icmp ugt ptr %2286, %2284
  br i1 %2287, label %2295, label %2288, !prof !25

2288:                                             ; preds = %2305, %2282
  %2289 = phi ptr [ %2284, %2282 ], [ %2306, %2305 ]
  %2290 = ptrtoint ptr %2289 to i64
  %2291 = icmp ult ptr %2289, %2283
  br i1 %2291, label %2292, label %2321

2292:                                             ; preds = %2288
  %2293 = sub i64 %2285, %2290
  %2294 = getelementptr i8, ptr %2289, i64 %2293
  br label %2308

2295:                                             ; preds = %2282, %2305
  %2296 = phi ptr [ %2306, %2305 ], [ %2284, %2282 ]
  %2297 = load i64, ptr %2296, align 1, !tbaa !9
  %2298 = icmp eq i64 %2297, %1874
  br i1 %2298, label %2305, label %2299

2299:                                             ; preds = %2295
  %2300 = xor i64 %2297, %1874
  %2301 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2300, i1 true)
  %2302 = lshr i64 %2301, 3
  %2303 = getelementptr inbounds i8, ptr %2296, i64 %2302
  %2304 = ptrtoint ptr %2303 to i64
  br label %2321

2305:                                             ; preds = %2295
  %2306 = getelementptr inbounds i8, ptr %2296, i64 8
  %2307 = icmp ult ptr %2306, %2286
  br i1 %2307, label %2295, label %2288, !prof !26

2308:                                             ; preds = %2314, %2292
  %2309 = phi i64 [ %2316, %2314 ], [ %1874, %2292 ]
  %2310 = phi ptr [ %2315, %2314 ], [ %2289, %2292 ]
  %2311 = load i8, ptr %2310, align 1, !tbaa !9
  %2312 = trunc i64 %2309 to i8
  %2313 = icmp eq i8 %2311, %2312
  br i1 %2313, label %2314, label %2318

2314:                                             ; preds = %2308
  %2315 = getelementptr inbounds i8, ptr %2310, i64 1
  %2316 = lshr i64 %2309, 8
  %2317 = icmp eq ptr %2315, %2294
  br i1 %2317, label %2318, label %2308, !llvm.loop !28

2318:                                             ; preds = %2314, %2308
  %2319 = phi ptr [ %2294, %2314 ], [ %2310, %2308 ]
  %2320 = ptrtoint ptr %2319 to i64
  br label %2321

2321:                                             ; preds = %2288, %2299, %2318
  %2322 = phi i64 [ %2304, %2299 ], [ %2320, %2318 ], [ %2290, %2288 ]
  %2323 = ptrtoint ptr %2284 to i64
  %2324 = sub i64 %2322, %2323
  %2325 = and i64 %2324, 4294967295
  %2326 = add nuw nsw i64 %2325, 4
  br i1 %2276, label %2379, label %2327

2327:                                             ; preds = %2321
  %2328 = getelementptr inbounds i8, ptr %2279, i64 %2326
  %2329 = icmp eq ptr %2328, %1777
  br i1 %2329, label %2330, label %2379

2330:                                             ; preds = %2327
  %2331 = and i64 %2324, 3
  %2332 = icmp eq i64 %2331, 0
  %2333 = trunc i64 %2324 to i32
  %2334 = shl i32 %2333, 3
  %2335 = tail call i32 @llvm.fshl.i32(i32 %1780, i32 %1780, i32 %2334)
  %2336 = select i1 %2332, i32 %1780, i32 %2335
  %2337 = zext i32 %2336 to i64
  %2338 = mul nuw i64 %2337, 4294967297
  br i1 %1876, label %2348, label %2341, !prof !25

2339:                                             ; preds = %2358
  %2340 = ptrtoint ptr %2359 to i64
  br label %2341

2341:                                             ; preds = %2339, %2330
  %2342 = phi i64 [ %2340, %2339 ], [ %1763, %2330 ]
  %2343 = phi ptr [ %2359, %2339 ], [ %1760, %2330 ]
  %2344 = icmp ult ptr %2343, %38
  br i1 %2344, label %2345, label %2374

2345:                                             ; preds = %2341
  %2346 = sub i64 %56, %2342
  %2347 = getelementptr i8, ptr %2343, i64 %2346
  br label %2361

2348:                                             ; preds = %2330, %2358
  %2349 = phi ptr [ %2359, %2358 ], [ %1760, %2330 ]
  %2350 = load i64, ptr %2349, align 1, !tbaa !9
  %2351 = icmp eq i64 %2350, %2338
  br i1 %2351, label %2358, label %2352

2352:                                             ; preds = %2348
  %2353 = xor i64 %2350, %2338
  %2354 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2353, i1 true)
  %2355 = lshr i64 %2354, 3
  %2356 = getelementptr inbounds i8, ptr %2349, i64 %2355
  %2357 = ptrtoint ptr %2356 to i64
  br label %2374

2358:                                             ; preds = %2348
  %2359 = getelementptr inbounds i8, ptr %2349, i64 8
  %2360 = icmp ult ptr %2359, %37
  br i1 %2360, label %2348, label %2339, !prof !26

2361:                                             ; preds = %2367, %2345
  %2362 = phi i64 [ %2369, %2367 ], [ %2338, %2345 ]
  %2363 = phi ptr [ %2368, %2367 ], [ %2343, %2345 ]
  %2364 = load i8, ptr %2363, align 1, !tbaa !9
  %2365 = trunc i64 %2362 to i8
  %2366 = icmp eq i8 %2364, %2365
  br i1 %2366, label %2367, label %2371

2367:                                             ; preds = %2361
  %2368 = getelementptr inbounds i8, ptr %2363, i64 1
  %2369 = lshr i64 %2362, 8
  %2370 = icmp eq ptr %2368, %2347
  br i1 %2370, label %2371, label %2361, !llvm.loop !28

2371:                                             ; preds = %2367, %2361
  %2372 = phi ptr [ %2347, %2367 ], [ %2363, %2361 ]
  %2373 = ptrtoint ptr %2372 to i64
  br label %2374

2374:                                             ; preds = %2341, %2352, %2371
  %2375 = phi i64 [ %2357, %2352 ], [ %2373, %2371 ], [ %2342, %2341 ]
  %2376 = sub i64 %2375, %1763
  %2377 = and i64 %2376, 4294967295
  %2378 = add nuw nsw i64 %2377, %2326
  br label %2379

2379:                                             ; preds = %2374, %2327, %2321
  %2380 = phi ptr [ %1772, %2374 ], [ %1772, %2327 ], [ %1760, %2321 ]
  %2381 = phi i64 [ %2378, %2374 ], [ %2326, %2327 ], [ %2326, %2321 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  %2382 = ptrtoint ptr %2279 to i64
  %2383 = ptrtoint ptr %2380 to i64
  store i32 %1780, ptr %9, align 4, !tbaa !5
  %2384 = getelementptr inbounds i8, ptr %2380, i64 4
  br label %2385

2385:                                             ; preds = %2388, %2379
  %2386 = phi ptr [ %2279, %2379 ], [ %2389, %2388 ]
  %2387 = icmp ult ptr %2386, %2384
  br i1 %2387, label %2392, label %2388, !prof !27

2388:                                             ; preds = %2385
  %2389 = getelementptr inbounds i8, ptr %2386, i64 -4
  %2390 = load i32, ptr %2389, align 1, !tbaa !9
  %2391 = icmp eq i32 %2390, %1780
  br i1 %2391, label %2385, label %2392, !llvm.loop !29

2392:                                             ; preds = %2388, %2385
  %2393 = icmp ugt ptr %2386, %2380
  br i1 %2393, label %2394, label %2407, !prof !25

2394:                                             ; preds = %2392
  %2395 = sub i64 %2383, %2382
  %2396 = getelementptr i8, ptr %2279, i64 %2395
  br label %2400

2397:                                             ; preds = %2400
  %2398 = getelementptr inbounds i8, ptr %2401, i64 -1
  %2399 = icmp ugt ptr %2403, %2380
  br i1 %2399, label %2400, label %2407, !prof !26, !llvm.loop !30

2400:                                             ; preds = %2397, %2394
  %2401 = phi ptr [ %2398, %2397 ], [ %61, %2394 ]
  %2402 = phi ptr [ %2403, %2397 ], [ %2386, %2394 ]
  %2403 = getelementptr inbounds i8, ptr %2402, i64 -1
  %2404 = load i8, ptr %2403, align 1, !tbaa !9
  %2405 = load i8, ptr %2401, align 1, !tbaa !9
  %2406 = icmp eq i8 %2404, %2405
  br i1 %2406, label %2397, label %2407

2407:                                             ; preds = %2397, %2400, %2392
  %2408 = phi ptr [ %2386, %2392 ], [ %2396, %2397 ], [ %2402, %2400 ]
  %2409 = ptrtoint ptr %2408 to i64
  %2410 = sub i64 %2382, %2409
  %2411 = trunc i64 %2410 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  %2412 = and i64 %2410, 4294967295
  %2413 = sub nsw i64 0, %2412
  %2414 = getelementptr inbounds i8, ptr %2279, i64 %2413
  %2415 = icmp eq ptr %2414, %1760
  %2416 = select i1 %2276, i1 %2415, i1 false
  %2417 = select i1 %2416, i1 %1877, i1 false
  br i1 %2417, label %2418, label %2456

2418:                                             ; preds = %2407
  %2419 = sub nsw i32 0, %2411
  %2420 = and i32 %2419, 3
  %2421 = icmp eq i32 %2420, 0
  %2422 = shl i32 %2419, 3
  %2423 = tail call i32 @llvm.fshl.i32(i32 %1780, i32 %1780, i32 %2422)
  %2424 = select i1 %2421, i32 %1780, i32 %2423
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store i32 %2424, ptr %8, align 4, !tbaa !5
  br label %2425

2425:                                             ; preds = %2428, %2418
  %2426 = phi i64 [ %1776, %2418 ], [ %2429, %2428 ]
  %2427 = icmp slt i64 %2426, 4
  br i1 %2427, label %2435, label %2428, !prof !27

2428:                                             ; preds = %2425
  %2429 = add nsw i64 %2426, -4
  %2430 = getelementptr inbounds i8, ptr %1772, i64 %2429
  %2431 = load i32, ptr %2430, align 1, !tbaa !9
  %2432 = icmp eq i32 %2431, %2424
  br i1 %2432, label %2425, label %2433, !llvm.loop !29

2433:                                             ; preds = %2428
  %2434 = getelementptr inbounds i8, ptr %1772, i64 %2426
  br label %2438

2435:                                             ; preds = %2425
  %2436 = getelementptr inbounds i8, ptr %1772, i64 %2426
  %2437 = icmp sgt i64 %2426, 0
  br i1 %2437, label %2438, label %2450, !prof !39

2438:                                             ; preds = %2433, %2435
  %2439 = phi ptr [ %2436, %2435 ], [ %2434, %2433 ]
  br label %2443

2440:                                             ; preds = %2443
  %2441 = getelementptr inbounds i8, ptr %2444, i64 -1
  %2442 = icmp ugt ptr %2446, %1772
  br i1 %2442, label %2443, label %2450, !prof !26, !llvm.loop !30

2443:                                             ; preds = %2438, %2440
  %2444 = phi ptr [ %2441, %2440 ], [ %62, %2438 ]
  %2445 = phi ptr [ %2446, %2440 ], [ %2439, %2438 ]
  %2446 = getelementptr inbounds i8, ptr %2445, i64 -1
  %2447 = load i8, ptr %2446, align 1, !tbaa !9
  %2448 = load i8, ptr %2444, align 1, !tbaa !9
  %2449 = icmp eq i8 %2447, %2448
  br i1 %2449, label %2440, label %2450

2450:                                             ; preds = %2440, %2443, %2435
  %2451 = phi ptr [ %2436, %2435 ], [ %1772, %2440 ], [ %2445, %2443 ]
  %2452 = ptrtoint ptr %2451 to i64
  %2453 = sub i64 %1878, %2452
  %2454 = trunc i64 %2453 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  %2455 = add i32 %2454, %2411
  br label %2456

2456:                                             ; preds = %2450, %2407
  %2457 = phi i32 [ %2411, %2407 ], [ %2455, %2450 ]
  %2458 = sub i32 %2222, %2457
  %2459 = tail call i32 @llvm.umax.i32(i32 %2458, i32 %1771)
  %2460 = sub i32 %2222, %2459
  %2461 = zext i32 %2460 to i64
  %2462 = add nuw nsw i64 %2381, %2461
  %2463 = icmp ult i64 %2462, %2267
  %2464 = icmp ugt i64 %2381, %2267
  %2465 = or i1 %2464, %2463
  br i1 %2465, label %2474, label %2466

2466:                                             ; preds = %2456
  %2467 = trunc i64 %2381 to i32
  %2468 = trunc i64 %2267 to i32
  %2469 = sub i32 %2222, %2468
  %2470 = add i32 %2469, %2467
  %2471 = sub i32 %2470, %1761
  %2472 = icmp ugt i32 %2471, -4
  %2473 = select i1 %2472, i32 %1761, i32 %2470
  br label %2505

2474:                                             ; preds = %2456
  %2475 = sub i32 %2459, %1761
  %2476 = icmp ugt i32 %2475, -4
  br i1 %2476, label %2505, label %2477

2477:                                             ; preds = %2474
  br i1 %1858, label %2478, label %2505

2478:                                             ; preds = %2477
  %2479 = tail call i64 @llvm.umin.i64(i64 %2462, i64 %2267)
  %2480 = sext i32 %2214 to i64
  %2481 = icmp ugt i64 %2479, %2480
  br i1 %2481, label %2482, label %2489

2482:                                             ; preds = %2478
  %2483 = zext i32 %2459 to i64
  %2484 = sub i64 %1847, %2483
  %2485 = icmp ugt i64 %2484, 65535
  br i1 %2485, label %2515, label %2486

2486:                                             ; preds = %2482
  %2487 = trunc i64 %2479 to i32
  %2488 = getelementptr inbounds i8, ptr %1853, i64 %2483
  br label %2489

2489:                                             ; preds = %2486, %2478
  %2490 = phi ptr [ %1759, %2486 ], [ %2212, %2478 ]
  %2491 = phi ptr [ %2488, %2486 ], [ %2213, %2478 ]
  %2492 = phi i32 [ %2487, %2486 ], [ %2214, %2478 ]
  %2493 = and i32 %2459, 65535
  %2494 = zext nneg i32 %2493 to i64
  %2495 = getelementptr inbounds i16, ptr %47, i64 %2494
  %2496 = load i16, ptr %2495, align 2, !tbaa !20
  %2497 = zext i16 %2496 to i32
  %2498 = icmp ult i32 %2459, %2497
  %2499 = sub i32 %2459, %2497
  br i1 %2498, label %2515, label %2505

2500:                                             ; preds = %2224, %2211, %2275, %2272, %2266
  %2501 = phi i64 [ %1884, %2211 ], [ %2267, %2266 ], [ %2267, %2272 ], [ %2267, %2275 ], [ %1884, %2224 ]
  %2502 = phi i32 [ %1883, %2211 ], [ %2268, %2266 ], [ 2, %2272 ], [ 2, %2275 ], [ 1, %2224 ]
  %2503 = zext i16 %2218 to i32
  %2504 = sub i32 %1882, %2503
  br label %2505

2505:                                             ; preds = %2489, %2477, %2474, %2466, %2500
  %2506 = phi i32 [ %2214, %2500 ], [ %2214, %2466 ], [ %2214, %2477 ], [ %2214, %2474 ], [ %2492, %2489 ]
  %2507 = phi i32 [ %2502, %2500 ], [ 2, %2466 ], [ 2, %2477 ], [ 2, %2474 ], [ 2, %2489 ]
  %2508 = phi i64 [ %2501, %2500 ], [ %2267, %2466 ], [ %2267, %2477 ], [ %2267, %2474 ], [ %2267, %2489 ]
  %2509 = phi ptr [ %2213, %2500 ], [ %2213, %2466 ], [ %2213, %2477 ], [ %2213, %2474 ], [ %2491, %2489 ]
  %2510 = phi ptr [ %2212, %2500 ], [ %2212, %2466 ], [ %2212, %2477 ], [ %2212, %2474 ], [ %2490, %2489 ]
  %2511 = phi i32 [ %2504, %2500 ], [ %2473, %2466 ], [ %2459, %2477 ], [ %1761, %2474 ], [ %2499, %2489 ]
  %2512 = icmp uge i32 %2511, %1771
  %2513 = icmp sgt i32 %1881, 1
  %2514 = select i1 %2512, i1 %2513, i1 false
  br i1 %2514, label %1879, label %2515

2515:                                             ; preds = %2505, %2482, %2489
  %2516 = phi ptr [ %2510, %2505 ], [ %2212, %2482 ], [ %2490, %2489 ]
  %2517 = phi ptr [ %2509, %2505 ], [ %2213, %2482 ], [ %2491, %2489 ]
  %2518 = phi i32 [ %2506, %2505 ], [ %2214, %2482 ], [ %2492, %2489 ]
  %2519 = icmp eq i32 %2518, %1752
  br i1 %2519, label %2520, label %2776

2520:                                             ; preds = %1840, %2515, %1756
  %2521 = phi i64 [ %1757, %1756 ], [ %1778, %2515 ], [ %1778, %1840 ]
  %2522 = phi ptr [ %1726, %1756 ], [ %1726, %1840 ], [ %2517, %2515 ]
  %2523 = phi ptr [ %1725, %1756 ], [ %1725, %1840 ], [ %2516, %2515 ]
  %2524 = icmp ult ptr %1750, %1720
  %2525 = sub i64 %2521, %1715
  %2526 = trunc i64 %2525 to i32
  %2527 = select i1 %2524, i32 %2526, i32 %1714
  %2528 = getelementptr i8, ptr %1707, i64 1
  %2529 = ptrtoint ptr %1706 to i64
  %2530 = sub i64 %1715, %2529
  %2531 = udiv i64 %2530, 255
  %2532 = getelementptr inbounds i8, ptr %2528, i64 %2531
  %2533 = getelementptr inbounds i8, ptr %2532, i64 %2530
  %2534 = getelementptr inbounds i8, ptr %2533, i64 8
  %2535 = icmp ugt ptr %2534, %42
  %2536 = select i1 %63, i1 %2535, i1 false
  br i1 %2536, label %3166, label %2537

2537:                                             ; preds = %2520
  %2538 = icmp ugt i64 %2530, 14
  br i1 %2538, label %2539, label %2556

2539:                                             ; preds = %2537
  %2540 = add i64 %2530, -15
  store i8 -16, ptr %1707, align 1, !tbaa !9
  %2541 = icmp ugt i64 %2540, 254
  br i1 %2541, label %2542, label %2551

2542:                                             ; preds = %2539
  %2543 = add i64 %1715, -270
  %2544 = sub i64 %2543, %2529
  %2545 = udiv i64 %2544, 255
  %2546 = add nuw nsw i64 %2545, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2528, i8 -1, i64 %2546, i1 false), !tbaa !9
  %2547 = getelementptr i8, ptr %1707, i64 2
  %2548 = mul i64 %2545, -255
  %2549 = getelementptr i8, ptr %2547, i64 %2545
  %2550 = add i64 %2548, %2544
  br label %2551

2551:                                             ; preds = %2542, %2539
  %2552 = phi ptr [ %2528, %2539 ], [ %2549, %2542 ]
  %2553 = phi i64 [ %2540, %2539 ], [ %2550, %2542 ]
  %2554 = trunc nuw i64 %2553 to i8
  %2555 = getelementptr inbounds i8, ptr %2552, i64 1
  store i8 %2554, ptr %2552, align 1, !tbaa !9
  br label %2559

2556:                                             ; preds = %2537
  %2557 = trunc nuw i64 %2530 to i8
  %2558 = shl nuw i8 %2557, 4
  store i8 %2558, ptr %1707, align 1, !tbaa !9
  br label %2559

2559:                                             ; preds = %2556, %2551
  %2560 = phi ptr [ %2555, %2551 ], [ %2528, %2556 ]
  %2561 = ptrtoint ptr %2560 to i64
  %2562 = getelementptr inbounds i8, ptr %2560, i64 %2530
  %2563 = add i64 %1715, %2561
  %2564 = sub i64 %2563, %2529
  %2565 = add nuw i64 %2561, 8
  %2566 = tail call i64 @llvm.umax.i64(i64 %2564, i64 %2565)
  %2567 = xor i64 %2561, -1
  %2568 = add i64 %2566, %2567
  %2569 = lshr i64 %2568, 3
  %2570 = add nuw nsw i64 %2569, 1
  %2571 = icmp ult i64 %2568, 24
  %2572 = sub i64 %2561, %2529
  %2573 = icmp ult i64 %2572, 32
  %2574 = select i1 %2571, i1 true, i1 %2573
  br i1 %2574, label %2595, label %2575

2575:                                             ; preds = %2559
  %2576 = and i64 %2570, 4611686018427387900
  %2577 = shl i64 %2576, 3
  %2578 = getelementptr i8, ptr %1706, i64 %2577
  %2579 = shl i64 %2576, 3
  %2580 = getelementptr i8, ptr %2560, i64 %2579
  br label %2581

2581:                                             ; preds = %2581, %2575
  %2582 = phi i64 [ 0, %2575 ], [ %2591, %2581 ]
  %2583 = shl i64 %2582, 3
  %2584 = getelementptr i8, ptr %1706, i64 %2583
  %2585 = shl i64 %2582, 3
  %2586 = getelementptr i8, ptr %2560, i64 %2585
  %2587 = getelementptr i8, ptr %2584, i64 16
  %2588 = load <2 x i64>, ptr %2584, align 1
  %2589 = load <2 x i64>, ptr %2587, align 1
  %2590 = getelementptr i8, ptr %2586, i64 16
  store <2 x i64> %2588, ptr %2586, align 1
  store <2 x i64> %2589, ptr %2590, align 1
  %2591 = add nuw i64 %2582, 4
  %2592 = icmp eq i64 %2591, %2576
  br i1 %2592, label %2593, label %2581, !llvm.loop !54

2593:                                             ; preds = %2581
  %2594 = icmp eq i64 %2570, %2576
  br i1 %2594, label %2605, label %2595

2595:                                             ; preds = %2593, %2559
  %2596 = phi ptr [ %1706, %2559 ], [ %2578, %2593 ]
  %2597 = phi ptr [ %2560, %2559 ], [ %2580, %2593 ]
  br label %2598

2598:                                             ; preds = %2595, %2598
  %2599 = phi ptr [ %2603, %2598 ], [ %2596, %2595 ]
  %2600 = phi ptr [ %2602, %2598 ], [ %2597, %2595 ]
  %2601 = load i64, ptr %2599, align 1
  store i64 %2601, ptr %2600, align 1
  %2602 = getelementptr inbounds i8, ptr %2600, i64 8
  %2603 = getelementptr inbounds i8, ptr %2599, i64 8
  %2604 = icmp ult ptr %2602, %2562
  br i1 %2604, label %2598, label %2605, !llvm.loop !55

2605:                                             ; preds = %2598, %2593
  %2606 = ptrtoint ptr %1708 to i64
  %2607 = sub i64 %1715, %2606
  %2608 = trunc i64 %2607 to i16
  store i16 %2608, ptr %2562, align 1, !tbaa !9
  %2609 = getelementptr i8, ptr %2562, i64 2
  %2610 = sext i32 %2527 to i64
  %2611 = add nsw i64 %2610, -4
  %2612 = udiv i64 %2611, 255
  %2613 = getelementptr inbounds i8, ptr %2609, i64 %2612
  %2614 = getelementptr inbounds i8, ptr %2613, i64 6
  %2615 = icmp ugt ptr %2614, %42
  %2616 = select i1 %63, i1 %2615, i1 false
  br i1 %2616, label %3166, label %2617

2617:                                             ; preds = %2605
  %2618 = icmp ugt i64 %2611, 14
  br i1 %2618, label %2619, label %2646

2619:                                             ; preds = %2617
  %2620 = load i8, ptr %1707, align 1, !tbaa !9
  %2621 = add i8 %2620, 15
  store i8 %2621, ptr %1707, align 1, !tbaa !9
  %2622 = add nsw i64 %2610, -19
  %2623 = icmp ugt i64 %2622, 509
  br i1 %2623, label %2624, label %2634

2624:                                             ; preds = %2619
  %2625 = add nsw i64 %2610, -529
  %2626 = udiv i64 %2625, 510
  %2627 = shl nuw nsw i64 %2626, 1
  %2628 = add nuw nsw i64 %2627, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2609, i8 -1, i64 %2628, i1 false), !tbaa !9
  %2629 = getelementptr i8, ptr %2560, i64 4
  %2630 = getelementptr i8, ptr %2629, i64 %2627
  %2631 = getelementptr i8, ptr %2630, i64 %2530
  %2632 = mul i64 %2626, -510
  %2633 = add i64 %2632, %2625
  br label %2634

2634:                                             ; preds = %2624, %2619
  %2635 = phi ptr [ %2609, %2619 ], [ %2631, %2624 ]
  %2636 = phi i64 [ %2622, %2619 ], [ %2633, %2624 ]
  %2637 = icmp ugt i64 %2636, 254
  br i1 %2637, label %2638, label %2641

2638:                                             ; preds = %2634
  %2639 = add nsw i64 %2636, -255
  %2640 = getelementptr inbounds i8, ptr %2635, i64 1
  store i8 -1, ptr %2635, align 1, !tbaa !9
  br label %2641

2641:                                             ; preds = %2638, %2634
  %2642 = phi ptr [ %2640, %2638 ], [ %2635, %2634 ]
  %2643 = phi i64 [ %2639, %2638 ], [ %2636, %2634 ]
  %2644 = trunc nuw i64 %2643 to i8
  %2645 = getelementptr inbounds i8, ptr %2642, i64 1
  store i8 %2644, ptr %2642, align 1, !tbaa !9
  br label %2650

2646:                                             ; preds = %2617
  %2647 = trunc nuw i64 %2611 to i8
  %2648 = load i8, ptr %1707, align 1, !tbaa !9
  %2649 = add i8 %2648, %2647
  store i8 %2649, ptr %1707, align 1, !tbaa !9
  br label %2650

2650:                                             ; preds = %2646, %2641
  %2651 = phi ptr [ %2645, %2641 ], [ %2609, %2646 ]
  %2652 = getelementptr i8, ptr %1705, i64 %2610
  %2653 = getelementptr i8, ptr %2651, i64 1
  %2654 = ptrtoint ptr %2652 to i64
  %2655 = sub i64 %2521, %2654
  %2656 = udiv i64 %2655, 255
  %2657 = getelementptr inbounds i8, ptr %2653, i64 %2656
  %2658 = getelementptr inbounds i8, ptr %2657, i64 %2655
  %2659 = getelementptr inbounds i8, ptr %2658, i64 8
  %2660 = icmp ugt ptr %2659, %42
  %2661 = select i1 %63, i1 %2660, i1 false
  br i1 %2661, label %3166, label %2662

2662:                                             ; preds = %2650
  %2663 = icmp ugt i64 %2655, 14
  br i1 %2663, label %2664, label %2681

2664:                                             ; preds = %2662
  %2665 = add i64 %2655, -15
  store i8 -16, ptr %2651, align 1, !tbaa !9
  %2666 = icmp ugt i64 %2665, 254
  br i1 %2666, label %2667, label %2676

2667:                                             ; preds = %2664
  %2668 = sub i64 %2521, %2654
  %2669 = add i64 %2668, -270
  %2670 = udiv i64 %2669, 255
  %2671 = add nuw nsw i64 %2670, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2653, i8 -1, i64 %2671, i1 false), !tbaa !9
  %2672 = getelementptr i8, ptr %2651, i64 2
  %2673 = mul i64 %2670, -255
  %2674 = getelementptr i8, ptr %2672, i64 %2670
  %2675 = add i64 %2673, %2669
  br label %2676

2676:                                             ; preds = %2667, %2664
  %2677 = phi ptr [ %2653, %2664 ], [ %2674, %2667 ]
  %2678 = phi i64 [ %2665, %2664 ], [ %2675, %2667 ]
  %2679 = trunc nuw i64 %2678 to i8
  %2680 = getelementptr inbounds i8, ptr %2677, i64 1
  store i8 %2679, ptr %2677, align 1, !tbaa !9
  br label %2684

2681:                                             ; preds = %2662
  %2682 = trunc nuw i64 %2655 to i8
  %2683 = shl nuw i8 %2682, 4
  store i8 %2683, ptr %2651, align 1, !tbaa !9
  br label %2684

2684:                                             ; preds = %2681, %2676
  %2685 = phi ptr [ %2680, %2676 ], [ %2653, %2681 ]
  %2686 = ptrtoint ptr %2685 to i64
  %2687 = getelementptr inbounds i8, ptr %2685, i64 %2655
  %2688 = add i64 %2521, %2686
  %2689 = sub i64 %2688, %2654
  %2690 = add nuw i64 %2686, 8
  %2691 = tail call i64 @llvm.umax.i64(i64 %2689, i64 %2690)
  %2692 = xor i64 %2686, -1
  %2693 = add i64 %2691, %2692
  %2694 = lshr i64 %2693, 3
  %2695 = add nuw nsw i64 %2694, 1
  %2696 = icmp ult i64 %2693, 24
  %2697 = sub i64 %2686, %2654
  %2698 = icmp ult i64 %2697, 32
  %2699 = select i1 %2696, i1 true, i1 %2698
  br i1 %2699, label %2720, label %2700

2700:                                             ; preds = %2684
  %2701 = and i64 %2695, 4611686018427387900
  %2702 = shl i64 %2701, 3
  %2703 = getelementptr i8, ptr %2652, i64 %2702
  %2704 = shl i64 %2701, 3
  %2705 = getelementptr i8, ptr %2685, i64 %2704
  br label %2706

2706:                                             ; preds = %2706, %2700
  %2707 = phi i64 [ 0, %2700 ], [ %2716, %2706 ]
  %2708 = shl i64 %2707, 3
  %2709 = getelementptr i8, ptr %2652, i64 %2708
  %2710 = shl i64 %2707, 3
  %2711 = getelementptr i8, ptr %2685, i64 %2710
  %2712 = getelementptr i8, ptr %2709, i64 16
  %2713 = load <2 x i64>, ptr %2709, align 1
  %2714 = load <2 x i64>, ptr %2712, align 1
  %2715 = getelementptr i8, ptr %2711, i64 16
  store <2 x i64> %2713, ptr %2711, align 1
  store <2 x i64> %2714, ptr %2715, align 1
  %2716 = add nuw i64 %2707, 4
  %2717 = icmp eq i64 %2716, %2701
  br i1 %2717, label %2718, label %2706, !llvm.loop !56

2718:                                             ; preds = %2706
  %2719 = icmp eq i64 %2695, %2701
  br i1 %2719, label %2730, label %2720

2720:                                             ; preds = %2718, %2684
  %2721 = phi ptr [ %2652, %2684 ], [ %2703, %2718 ]
  %2722 = phi ptr [ %2685, %2684 ], [ %2705, %2718 ]
  br label %2723

2723:                                             ; preds = %2720, %2723
  %2724 = phi ptr [ %2728, %2723 ], [ %2721, %2720 ]
  %2725 = phi ptr [ %2727, %2723 ], [ %2722, %2720 ]
  %2726 = load i64, ptr %2724, align 1
  store i64 %2726, ptr %2725, align 1
  %2727 = getelementptr inbounds i8, ptr %2725, i64 8
  %2728 = getelementptr inbounds i8, ptr %2724, i64 8
  %2729 = icmp ult ptr %2727, %2687
  br i1 %2729, label %2723, label %2730, !llvm.loop !57

2730:                                             ; preds = %2723, %2718
  %2731 = ptrtoint ptr %1751 to i64
  %2732 = sub i64 %2521, %2731
  %2733 = trunc i64 %2732 to i16
  store i16 %2733, ptr %2687, align 1, !tbaa !9
  %2734 = getelementptr i8, ptr %2687, i64 2
  %2735 = add nsw i64 %1753, -4
  %2736 = udiv i64 %2735, 255
  %2737 = getelementptr inbounds i8, ptr %2734, i64 %2736
  %2738 = getelementptr inbounds i8, ptr %2737, i64 6
  %2739 = icmp ugt ptr %2738, %42
  %2740 = select i1 %63, i1 %2739, i1 false
  br i1 %2740, label %3166, label %2741

2741:                                             ; preds = %2730
  %2742 = icmp ugt i64 %2735, 14
  br i1 %2742, label %2743, label %2772

2743:                                             ; preds = %2741
  %2744 = load i8, ptr %2651, align 1, !tbaa !9
  %2745 = add i8 %2744, 15
  store i8 %2745, ptr %2651, align 1, !tbaa !9
  %2746 = add nsw i64 %1753, -19
  %2747 = icmp ugt i64 %2746, 509
  br i1 %2747, label %2748, label %2760

2748:                                             ; preds = %2743
  %2749 = add nsw i64 %1753, -529
  %2750 = udiv i64 %2749, 510
  %2751 = shl nuw nsw i64 %2750, 1
  %2752 = add nuw nsw i64 %2751, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2734, i8 -1, i64 %2752, i1 false), !tbaa !9
  %2753 = getelementptr i8, ptr %2685, i64 4
  %2754 = sub i64 0, %2654
  %2755 = getelementptr i8, ptr %2753, i64 %2754
  %2756 = getelementptr i8, ptr %2755, i64 %2521
  %2757 = getelementptr i8, ptr %2756, i64 %2751
  %2758 = mul i64 %2750, -510
  %2759 = add i64 %2758, %2749
  br label %2760

2760:                                             ; preds = %2748, %2743
  %2761 = phi ptr [ %2734, %2743 ], [ %2757, %2748 ]
  %2762 = phi i64 [ %2746, %2743 ], [ %2759, %2748 ]
  %2763 = icmp ugt i64 %2762, 254
  br i1 %2763, label %2764, label %2767

2764:                                             ; preds = %2760
  %2765 = add nsw i64 %2762, -255
  %2766 = getelementptr inbounds i8, ptr %2761, i64 1
  store i8 -1, ptr %2761, align 1, !tbaa !9
  br label %2767

2767:                                             ; preds = %2764, %2760
  %2768 = phi ptr [ %2766, %2764 ], [ %2761, %2760 ]
  %2769 = phi i64 [ %2765, %2764 ], [ %2762, %2760 ]
  %2770 = trunc nuw i64 %2769 to i8
  %2771 = getelementptr inbounds i8, ptr %2768, i64 1
  store i8 %2770, ptr %2768, align 1, !tbaa !9
  br label %1682

2772:                                             ; preds = %2741
  %2773 = trunc nuw i64 %2735 to i8
  %2774 = load i8, ptr %2651, align 1, !tbaa !9
  %2775 = add i8 %2774, %2773
  store i8 %2775, ptr %2651, align 1, !tbaa !9
  br label %1682

2776:                                             ; preds = %2515
  %2777 = icmp ult ptr %2516, %1721
  br i1 %2777, label %2778, label %2935

2778:                                             ; preds = %2776
  %2779 = icmp ult ptr %2516, %1720
  br i1 %2779, label %1722, label %2780

2780:                                             ; preds = %2778
  %2781 = icmp ult ptr %1750, %1720
  br i1 %2781, label %2782, label %2793

2782:                                             ; preds = %2780
  %2783 = ptrtoint ptr %1720 to i64
  %2784 = sub i64 %2783, %1778
  %2785 = trunc i64 %2784 to i32
  %2786 = shl i64 %2784, 32
  %2787 = ashr exact i64 %2786, 32
  %2788 = getelementptr inbounds i8, ptr %1750, i64 %2787
  %2789 = getelementptr inbounds i8, ptr %1751, i64 %2787
  %2790 = sub nsw i32 %1752, %2785
  %2791 = icmp slt i32 %2790, 4
  br i1 %2791, label %2792, label %2793

2792:                                             ; preds = %2782
  br label %2793

2793:                                             ; preds = %2792, %2782, %2780
  %2794 = phi ptr [ %2516, %2792 ], [ %2788, %2782 ], [ %1750, %2780 ]
  %2795 = phi ptr [ %2517, %2792 ], [ %2789, %2782 ], [ %1751, %2780 ]
  %2796 = phi i32 [ %2518, %2792 ], [ %2790, %2782 ], [ %1752, %2780 ]
  %2797 = getelementptr i8, ptr %1707, i64 1
  %2798 = ptrtoint ptr %1706 to i64
  %2799 = sub i64 %1715, %2798
  %2800 = udiv i64 %2799, 255
  %2801 = getelementptr inbounds i8, ptr %2797, i64 %2800
  %2802 = getelementptr inbounds i8, ptr %2801, i64 %2799
  %2803 = getelementptr inbounds i8, ptr %2802, i64 8
  %2804 = icmp ugt ptr %2803, %42
  %2805 = select i1 %63, i1 %2804, i1 false
  br i1 %2805, label %3166, label %2806

2806:                                             ; preds = %2793
  %2807 = icmp ugt i64 %2799, 14
  br i1 %2807, label %2808, label %2825

2808:                                             ; preds = %2806
  %2809 = add i64 %2799, -15
  store i8 -16, ptr %1707, align 1, !tbaa !9
  %2810 = icmp ugt i64 %2809, 254
  br i1 %2810, label %2811, label %2820

2811:                                             ; preds = %2808
  %2812 = add i64 %1715, -270
  %2813 = sub i64 %2812, %2798
  %2814 = udiv i64 %2813, 255
  %2815 = add nuw nsw i64 %2814, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2797, i8 -1, i64 %2815, i1 false), !tbaa !9
  %2816 = getelementptr i8, ptr %1707, i64 2
  %2817 = mul i64 %2814, -255
  %2818 = getelementptr i8, ptr %2816, i64 %2814
  %2819 = add i64 %2817, %2813
  br label %2820

2820:                                             ; preds = %2811, %2808
  %2821 = phi ptr [ %2797, %2808 ], [ %2818, %2811 ]
  %2822 = phi i64 [ %2809, %2808 ], [ %2819, %2811 ]
  %2823 = trunc nuw i64 %2822 to i8
  %2824 = getelementptr inbounds i8, ptr %2821, i64 1
  store i8 %2823, ptr %2821, align 1, !tbaa !9
  br label %2828

2825:                                             ; preds = %2806
  %2826 = trunc nuw i64 %2799 to i8
  %2827 = shl nuw i8 %2826, 4
  store i8 %2827, ptr %1707, align 1, !tbaa !9
  br label %2828

2828:                                             ; preds = %2825, %2820
  %2829 = phi ptr [ %2824, %2820 ], [ %2797, %2825 ]
  %2830 = ptrtoint ptr %2829 to i64
  %2831 = getelementptr inbounds i8, ptr %2829, i64 %2799
  %2832 = xor i64 %2830, -1
  %2833 = add i64 %2830, %1715
  %2834 = sub i64 %2833, %2798
  %2835 = add nuw i64 %2830, 8
  %2836 = tail call i64 @llvm.umax.i64(i64 %2834, i64 %2835)
  %2837 = add i64 %2836, %2832
  %2838 = lshr i64 %2837, 3
  %2839 = add nuw nsw i64 %2838, 1
  %2840 = icmp ult i64 %2837, 24
  %2841 = sub i64 %2830, %2798
  %2842 = icmp ult i64 %2841, 32
  %2843 = select i1 %2840, i1 true, i1 %2842
  br i1 %2843, label %2864, label %2844

2844:                                             ; preds = %2828
  %2845 = and i64 %2839, 4611686018427387900
  %2846 = shl i64 %2845, 3
  %2847 = getelementptr i8, ptr %1706, i64 %2846
  %2848 = shl i64 %2845, 3
  %2849 = getelementptr i8, ptr %2829, i64 %2848
  br label %2850

2850:                                             ; preds = %2850, %2844
  %2851 = phi i64 [ 0, %2844 ], [ %2860, %2850 ]
  %2852 = shl i64 %2851, 3
  %2853 = getelementptr i8, ptr %1706, i64 %2852
  %2854 = shl i64 %2851, 3
  %2855 = getelementptr i8, ptr %2829, i64 %2854
  %2856 = getelementptr i8, ptr %2853, i64 16
  %2857 = load <2 x i64>, ptr %2853, align 1
  %2858 = load <2 x i64>, ptr %2856, align 1
  %2859 = getelementptr i8, ptr %2855, i64 16
  store <2 x i64> %2857, ptr %2855, align 1
  store <2 x i64> %2858, ptr %2859, align 1
  %2860 = add nuw i64 %2851, 4
  %2861 = icmp eq i64 %2860, %2845
  br i1 %2861, label %2862, label %2850, !llvm.loop !58

2862:                                             ; preds = %2850
  %2863 = icmp eq i64 %2839, %2845
  br i1 %2863, label %2874, label %2864

2864:                                             ; preds = %2862, %2828
  %2865 = phi ptr [ %1706, %2828 ], [ %2847, %2862 ]
  %2866 = phi ptr [ %2829, %2828 ], [ %2849, %2862 ]
  br label %2867

2867:                                             ; preds = %2864, %2867
  %2868 = phi ptr [ %2872, %2867 ], [ %2865, %2864 ]
  %2869 = phi ptr [ %2871, %2867 ], [ %2866, %2864 ]
  %2870 = load i64, ptr %2868, align 1
  store i64 %2870, ptr %2869, align 1
  %2871 = getelementptr inbounds i8, ptr %2869, i64 8
  %2872 = getelementptr inbounds i8, ptr %2868, i64 8
  %2873 = icmp ult ptr %2871, %2831
  br i1 %2873, label %2867, label %2874, !llvm.loop !59

2874:                                             ; preds = %2867, %2862
  %2875 = ptrtoint ptr %1708 to i64
  %2876 = sub i64 %1715, %2875
  %2877 = trunc i64 %2876 to i16
  store i16 %2877, ptr %2831, align 1, !tbaa !9
  %2878 = getelementptr i8, ptr %2831, i64 2
  %2879 = add nsw i64 %1719, -4
  %2880 = udiv i64 %2879, 255
  %2881 = getelementptr inbounds i8, ptr %2878, i64 %2880
  %2882 = getelementptr inbounds i8, ptr %2881, i64 6
  %2883 = icmp ugt ptr %2882, %42
  %2884 = select i1 %63, i1 %2883, i1 false
  br i1 %2884, label %3166, label %2885

2885:                                             ; preds = %2874
  %2886 = icmp ugt i64 %2879, 14
  br i1 %2886, label %2887, label %2915

2887:                                             ; preds = %2885
  %2888 = load i8, ptr %1707, align 1, !tbaa !9
  %2889 = add i8 %2888, 15
  store i8 %2889, ptr %1707, align 1, !tbaa !9
  %2890 = add nsw i64 %1719, -19
  %2891 = icmp ugt i64 %2890, 509
  br i1 %2891, label %2892, label %2903

2892:                                             ; preds = %2887
  %2893 = add nsw i64 %1719, -529
  %2894 = udiv i64 %2893, 510
  %2895 = shl nuw nsw i64 %2894, 1
  %2896 = add nuw nsw i64 %2895, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2878, i8 -1, i64 %2896, i1 false), !tbaa !9
  %2897 = getelementptr i8, ptr %2829, i64 4
  %2898 = add i64 %2895, %1715
  %2899 = sub i64 %2898, %2798
  %2900 = getelementptr i8, ptr %2897, i64 %2899
  %2901 = mul i64 %2894, -510
  %2902 = add i64 %2901, %2893
  br label %2903

2903:                                             ; preds = %2892, %2887
  %2904 = phi ptr [ %2878, %2887 ], [ %2900, %2892 ]
  %2905 = phi i64 [ %2890, %2887 ], [ %2902, %2892 ]
  %2906 = icmp ugt i64 %2905, 254
  br i1 %2906, label %2907, label %2910

2907:                                             ; preds = %2903
  %2908 = add nsw i64 %2905, -255
  %2909 = getelementptr inbounds i8, ptr %2904, i64 1
  store i8 -1, ptr %2904, align 1, !tbaa !9
  br label %2910

2910:                                             ; preds = %2907, %2903
  %2911 = phi ptr [ %2909, %2907 ], [ %2904, %2903 ]
  %2912 = phi i64 [ %2908, %2907 ], [ %2905, %2903 ]
  %2913 = trunc nuw i64 %2912 to i8
  %2914 = getelementptr inbounds i8, ptr %2911, i64 1
  store i8 %2913, ptr %2911, align 1, !tbaa !9
  br label %2919

2915:                                             ; preds = %2885
  %2916 = trunc nuw i64 %2879 to i8
  %2917 = load i8, ptr %1707, align 1, !tbaa !9
  %2918 = add i8 %2917, %2916
  store i8 %2918, ptr %1707, align 1, !tbaa !9
  br label %2919

2919:                                             ; preds = %2915, %2910
  %2920 = phi ptr [ %2878, %2915 ], [ %2914, %2910 ]
  br label %2921

2921:                                             ; preds = %773, %2919
  %2922 = phi ptr [ %2516, %2919 ], [ %101, %773 ]
  %2923 = phi ptr [ %1720, %2919 ], [ %71, %773 ]
  %2924 = phi ptr [ %2920, %2919 ], [ %70, %773 ]
  %2925 = phi ptr [ %2517, %2919 ], [ %774, %773 ]
  %2926 = phi ptr [ %2794, %2919 ], [ %68, %773 ]
  %2927 = phi ptr [ %2795, %2919 ], [ %67, %773 ]
  %2928 = phi ptr [ %2516, %2919 ], [ %66, %773 ]
  %2929 = phi ptr [ %2517, %2919 ], [ %65, %773 ]
  %2930 = phi ptr [ %2795, %2919 ], [ %774, %773 ]
  %2931 = phi ptr [ %2794, %2919 ], [ %101, %773 ]
  %2932 = phi i32 [ %2518, %2919 ], [ %775, %773 ]
  %2933 = phi i32 [ %2796, %2919 ], [ %775, %773 ]
  %2934 = sext i32 %2933 to i64
  br label %782

2935:                                             ; preds = %2776
  %2936 = icmp ult ptr %1750, %1720
  br i1 %2936, label %2937, label %2958

2937:                                             ; preds = %2935
  %2938 = sub i64 %1778, %1715
  %2939 = icmp slt i64 %2938, 18
  br i1 %2939, label %2940, label %2956

2940:                                             ; preds = %2937
  %2941 = getelementptr inbounds i8, ptr %1754, i64 -4
  %2942 = icmp ugt ptr %1718, %2941
  %2943 = trunc i64 %2938 to i32
  %2944 = add i32 %1752, -4
  %2945 = add i32 %2944, %2943
  %2946 = select i1 %2942, i32 %2945, i32 %1716
  %2947 = sub i64 %1715, %1778
  %2948 = trunc i64 %2947 to i32
  %2949 = add i32 %2946, %2948
  %2950 = icmp sgt i32 %2949, 0
  br i1 %2950, label %2951, label %2958

2951:                                             ; preds = %2940
  %2952 = zext nneg i32 %2949 to i64
  %2953 = getelementptr inbounds i8, ptr %1750, i64 %2952
  %2954 = getelementptr inbounds i8, ptr %1751, i64 %2952
  %2955 = sub nsw i32 %1752, %2949
  br label %2958

2956:                                             ; preds = %2937
  %2957 = trunc i64 %2938 to i32
  br label %2958

2958:                                             ; preds = %2956, %2951, %2940, %2935
  %2959 = phi ptr [ %2953, %2951 ], [ %1750, %2940 ], [ %1750, %2956 ], [ %1750, %2935 ]
  %2960 = phi ptr [ %2954, %2951 ], [ %1751, %2940 ], [ %1751, %2956 ], [ %1751, %2935 ]
  %2961 = phi i32 [ %2955, %2951 ], [ %1752, %2940 ], [ %1752, %2956 ], [ %1752, %2935 ]
  %2962 = phi i32 [ %2946, %2951 ], [ %2946, %2940 ], [ %2957, %2956 ], [ %1714, %2935 ]
  %2963 = getelementptr i8, ptr %1707, i64 1
  %2964 = ptrtoint ptr %1706 to i64
  %2965 = sub i64 %1715, %2964
  %2966 = udiv i64 %2965, 255
  %2967 = getelementptr inbounds i8, ptr %2963, i64 %2966
  %2968 = getelementptr inbounds i8, ptr %2967, i64 %2965
  %2969 = getelementptr inbounds i8, ptr %2968, i64 8
  %2970 = icmp ugt ptr %2969, %42
  %2971 = select i1 %63, i1 %2970, i1 false
  br i1 %2971, label %3166, label %2972

2972:                                             ; preds = %2958
  %2973 = icmp ugt i64 %2965, 14
  br i1 %2973, label %2974, label %2991

2974:                                             ; preds = %2972
  %2975 = add i64 %2965, -15
  store i8 -16, ptr %1707, align 1, !tbaa !9
  %2976 = icmp ugt i64 %2975, 254
  br i1 %2976, label %2977, label %2986

2977:                                             ; preds = %2974
  %2978 = add i64 %1715, -270
  %2979 = sub i64 %2978, %2964
  %2980 = udiv i64 %2979, 255
  %2981 = add nuw nsw i64 %2980, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2963, i8 -1, i64 %2981, i1 false), !tbaa !9
  %2982 = getelementptr i8, ptr %1707, i64 2
  %2983 = mul i64 %2980, -255
  %2984 = getelementptr i8, ptr %2982, i64 %2980
  %2985 = add i64 %2983, %2979
  br label %2986

2986:                                             ; preds = %2977, %2974
  %2987 = phi ptr [ %2963, %2974 ], [ %2984, %2977 ]
  %2988 = phi i64 [ %2975, %2974 ], [ %2985, %2977 ]
  %2989 = trunc nuw i64 %2988 to i8
  %2990 = getelementptr inbounds i8, ptr %2987, i64 1
  store i8 %2989, ptr %2987, align 1, !tbaa !9
  br label %2994

2991:                                             ; preds = %2972
  %2992 = trunc nuw i64 %2965 to i8
  %2993 = shl nuw i8 %2992, 4
  store i8 %2993, ptr %1707, align 1, !tbaa !9
  br label %2994

2994:                                             ; preds = %2991, %2986
  %2995 = phi ptr [ %2990, %2986 ], [ %2963, %2991 ]
  %2996 = ptrtoint ptr %2995 to i64
  %2997 = getelementptr inbounds i8, ptr %2995, i64 %2965
  %2998 = add i64 %2996, %1715
  %2999 = sub i64 %2998, %2964
  %3000 = add nuw i64 %2996, 8
  %3001 = tail call i64 @llvm.umax.i64(i64 %2999, i64 %3000)
  %3002 = xor i64 %2996, -1
  %3003 = add i64 %3001, %3002
  %3004 = lshr i64 %3003, 3
  %3005 = add nuw nsw i64 %3004, 1
  %3006 = icmp ult i64 %3003, 24
  %3007 = sub i64 %2996, %2964
  %3008 = icmp ult i64 %3007, 32
  %3009 = select i1 %3006, i1 true, i1 %3008
  br i1 %3009, label %3030, label %3010

3010:                                             ; preds = %2994
  %3011 = and i64 %3005, 4611686018427387900
  %3012 = shl i64 %3011, 3
  %3013 = getelementptr i8, ptr %1706, i64 %3012
  %3014 = shl i64 %3011, 3
  %3015 = getelementptr i8, ptr %2995, i64 %3014
  br label %3016

3016:                                             ; preds = %3016, %3010
  %3017 = phi i64 [ 0, %3010 ], [ %3026, %3016 ]
  %3018 = shl i64 %3017, 3
  %3019 = getelementptr i8, ptr %1706, i64 %3018
  %3020 = shl i64 %3017, 3
  %3021 = getelementptr i8, ptr %2995, i64 %3020
  %3022 = getelementptr i8, ptr %3019, i64 16
  %3023 = load <2 x i64>, ptr %3019, align 1
  %3024 = load <2 x i64>, ptr %3022, align 1
  %3025 = getelementptr i8, ptr %3021, i64 16
  store <2 x i64> %3023, ptr %3021, align 1
  store <2 x i64> %3024, ptr %3025, align 1
  %3026 = add nuw i64 %3017, 4
  %3027 = icmp eq i64 %3026, %3011
  br i1 %3027, label %3028, label %3016, !llvm.loop !60

3028:                                             ; preds = %3016
  %3029 = icmp eq i64 %3005, %3011
  br i1 %3029, label %3040, label %3030

3030:                                             ; preds = %3028, %2994
  %3031 = phi ptr [ %1706, %2994 ], [ %3013, %3028 ]
  %3032 = phi ptr [ %2995, %2994 ], [ %3015, %3028 ]
  br label %3033

3033:                                             ; preds = %3030, %3033
  %3034 = phi ptr [ %3038, %3033 ], [ %3031, %3030 ]
  %3035 = phi ptr [ %3037, %3033 ], [ %3032, %3030 ]
  %3036 = load i64, ptr %3034, align 1
  store i64 %3036, ptr %3035, align 1
  %3037 = getelementptr inbounds i8, ptr %3035, i64 8
  %3038 = getelementptr inbounds i8, ptr %3034, i64 8
  %3039 = icmp ult ptr %3037, %2997
  br i1 %3039, label %3033, label %3040, !llvm.loop !61

3040:                                             ; preds = %3033, %3028
  %3041 = ptrtoint ptr %1708 to i64
  %3042 = sub i64 %1715, %3041
  %3043 = trunc i64 %3042 to i16
  store i16 %3043, ptr %2997, align 1, !tbaa !9
  %3044 = getelementptr i8, ptr %2997, i64 2
  %3045 = sext i32 %2962 to i64
  %3046 = add nsw i64 %3045, -4
  %3047 = udiv i64 %3046, 255
  %3048 = getelementptr inbounds i8, ptr %3044, i64 %3047
  %3049 = getelementptr inbounds i8, ptr %3048, i64 6
  %3050 = icmp ugt ptr %3049, %42
  %3051 = select i1 %63, i1 %3050, i1 false
  br i1 %3051, label %3166, label %3052

3052:                                             ; preds = %3040
  %3053 = icmp ugt i64 %3046, 14
  br i1 %3053, label %3054, label %3082

3054:                                             ; preds = %3052
  %3055 = load i8, ptr %1707, align 1, !tbaa !9
  %3056 = add i8 %3055, 15
  store i8 %3056, ptr %1707, align 1, !tbaa !9
  %3057 = add nsw i64 %3045, -19
  %3058 = icmp ugt i64 %3057, 509
  br i1 %3058, label %3059, label %3070

3059:                                             ; preds = %3054
  %3060 = add nsw i64 %3045, -529
  %3061 = udiv i64 %3060, 510
  %3062 = shl nuw nsw i64 %3061, 1
  %3063 = add nuw nsw i64 %3062, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3044, i8 -1, i64 %3063, i1 false), !tbaa !9
  %3064 = getelementptr i8, ptr %2995, i64 4
  %3065 = add i64 %3062, %1715
  %3066 = sub i64 %3065, %2964
  %3067 = getelementptr i8, ptr %3064, i64 %3066
  %3068 = mul i64 %3061, -510
  %3069 = add i64 %3068, %3060
  br label %3070

3070:                                             ; preds = %3059, %3054
  %3071 = phi ptr [ %3044, %3054 ], [ %3067, %3059 ]
  %3072 = phi i64 [ %3057, %3054 ], [ %3069, %3059 ]
  %3073 = icmp ugt i64 %3072, 254
  br i1 %3073, label %3074, label %3077

3074:                                             ; preds = %3070
  %3075 = add nsw i64 %3072, -255
  %3076 = getelementptr inbounds i8, ptr %3071, i64 1
  store i8 -1, ptr %3071, align 1, !tbaa !9
  br label %3077

3077:                                             ; preds = %3074, %3070
  %3078 = phi ptr [ %3076, %3074 ], [ %3071, %3070 ]
  %3079 = phi i64 [ %3075, %3074 ], [ %3072, %3070 ]
  %3080 = trunc nuw i64 %3079 to i8
  %3081 = getelementptr inbounds i8, ptr %3078, i64 1
  store i8 %3080, ptr %3078, align 1, !tbaa !9
  br label %3086

3082:                                             ; preds = %3052
  %3083 = trunc nuw i64 %3046 to i8
  %3084 = load i8, ptr %1707, align 1, !tbaa !9
  %3085 = add i8 %3084, %3083
  store i8 %3085, ptr %1707, align 1, !tbaa !9
  br label %3086

3086:                                             ; preds = %3082, %3077
  %3087 = phi ptr [ %3081, %3077 ], [ %3044, %3082 ]
  %3088 = getelementptr inbounds i8, ptr %1705, i64 %3045
  br label %1704

3089:                                             ; preds = %1682, %777, %3308, %34
  %3090 = phi ptr [ %1, %34 ], [ %3310, %3308 ], [ %71, %777 ], [ %1683, %1682 ]
  %3091 = phi ptr [ %2, %34 ], [ %3309, %3308 ], [ %70, %777 ], [ %1684, %1682 ]
  %3092 = ptrtoint ptr %36 to i64
  %3093 = ptrtoint ptr %3090 to i64
  %3094 = sub i64 %3092, %3093
  %3095 = add i64 %3094, 240
  %3096 = udiv i64 %3095, 255
  %3097 = select i1 %14, i64 5, i64 0
  %3098 = getelementptr inbounds i8, ptr %42, i64 %3097
  %3099 = icmp ne i32 %6, 0
  %3100 = getelementptr i8, ptr %3091, i64 %3096
  %3101 = getelementptr i8, ptr %3100, i64 1
  %3102 = getelementptr i8, ptr %3101, i64 %3094
  %3103 = icmp ugt ptr %3102, %3098
  %3104 = select i1 %3099, i1 %3103, i1 false
  br i1 %3104, label %3114, label %3127

3105:                                             ; preds = %3172, %3183
  %3106 = ptrtoint ptr %36 to i64
  %3107 = sub i64 %3106, %3174
  %3108 = add i64 %3107, 240
  %3109 = udiv i64 %3108, 255
  %3110 = getelementptr i8, ptr %3171, i64 %3109
  %3111 = getelementptr i8, ptr %3110, i64 1
  %3112 = getelementptr i8, ptr %3111, i64 %3107
  %3113 = icmp ugt ptr %3112, %40
  br i1 %3113, label %3116, label %3127

3114:                                             ; preds = %3089
  %3115 = icmp eq i32 %6, 1
  br i1 %3115, label %3325, label %3116

3116:                                             ; preds = %3105, %3114
  %3117 = phi ptr [ %3098, %3114 ], [ %40, %3105 ]
  %3118 = phi ptr [ %3091, %3114 ], [ %3171, %3105 ]
  %3119 = phi ptr [ %3090, %3114 ], [ %3168, %3105 ]
  %3120 = ptrtoint ptr %3117 to i64
  %3121 = ptrtoint ptr %3118 to i64
  %3122 = xor i64 %3121, -1
  %3123 = add i64 %3122, %3120
  %3124 = add i64 %3123, 241
  %3125 = lshr i64 %3124, 8
  %3126 = sub i64 %3123, %3125
  br label %3127

3127:                                             ; preds = %3105, %3116, %3089
  %3128 = phi ptr [ %3118, %3116 ], [ %3091, %3089 ], [ %3171, %3105 ]
  %3129 = phi ptr [ %3119, %3116 ], [ %3090, %3089 ], [ %3168, %3105 ]
  %3130 = phi i64 [ %3126, %3116 ], [ %3094, %3089 ], [ %3107, %3105 ]
  %3131 = getelementptr inbounds i8, ptr %3129, i64 %3130
  %3132 = icmp ugt i64 %3130, 14
  %3133 = getelementptr i8, ptr %3128, i64 1
  br i1 %3132, label %3134, label %3152

3134:                                             ; preds = %3127
  %3135 = add i64 %3130, -15
  store i8 -16, ptr %3128, align 1, !tbaa !9
  %3136 = icmp ugt i64 %3135, 254
  br i1 %3136, label %3137, label %3146

3137:                                             ; preds = %3134
  %3138 = add i64 %3130, -270
  %3139 = udiv i64 %3138, 255
  %3140 = add nuw nsw i64 %3139, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3133, i8 -1, i64 %3140, i1 false), !tbaa !9
  %3141 = mul i64 %3139, -255
  %3142 = add nuw nsw i64 %3139, 2
  %3143 = getelementptr i8, ptr %3128, i64 %3140
  %3144 = add i64 %3141, %3138
  %3145 = getelementptr i8, ptr %3128, i64 %3142
  br label %3146

3146:                                             ; preds = %3137, %3134
  %3147 = phi ptr [ %3128, %3134 ], [ %3143, %3137 ]
  %3148 = phi i64 [ %3135, %3134 ], [ %3144, %3137 ]
  %3149 = phi ptr [ %3133, %3134 ], [ %3145, %3137 ]
  %3150 = trunc nuw i64 %3148 to i8
  %3151 = getelementptr inbounds i8, ptr %3147, i64 2
  store i8 %3150, ptr %3149, align 1, !tbaa !9
  br label %3155

3152:                                             ; preds = %3127
  %3153 = trunc nuw i64 %3130 to i8
  %3154 = shl nuw i8 %3153, 4
  store i8 %3154, ptr %3128, align 1, !tbaa !9
  br label %3155

3155:                                             ; preds = %3152, %3146
  %3156 = phi ptr [ %3151, %3146 ], [ %3133, %3152 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3156, ptr align 1 %3129, i64 %3130, i1 false)
  %3157 = getelementptr inbounds i8, ptr %3156, i64 %3130
  %3158 = ptrtoint ptr %3131 to i64
  %3159 = ptrtoint ptr %1 to i64
  %3160 = sub i64 %3158, %3159
  %3161 = trunc i64 %3160 to i32
  store i32 %3161, ptr %3, align 4, !tbaa !5
  %3162 = ptrtoint ptr %3157 to i64
  %3163 = ptrtoint ptr %2 to i64
  %3164 = sub i64 %3162, %3163
  %3165 = trunc i64 %3164 to i32
  br label %3322

3166:                                             ; preds = %2605, %2520, %1636, %1555, %2730, %2650, %2874, %2793, %3040, %2958
  %3167 = phi ptr [ %1705, %2958 ], [ %1705, %3040 ], [ %1705, %2793 ], [ %1705, %2874 ], [ %1705, %2605 ], [ %1705, %2520 ], [ %783, %1636 ], [ %783, %1555 ], [ %1750, %2730 ], [ %1750, %2650 ]
  %3168 = phi ptr [ %1706, %2958 ], [ %1706, %3040 ], [ %1706, %2793 ], [ %1706, %2874 ], [ %1706, %2605 ], [ %1706, %2520 ], [ %2923, %1636 ], [ %2923, %1555 ], [ %2652, %2730 ], [ %2652, %2650 ]
  %3169 = phi ptr [ %1708, %2958 ], [ %1708, %3040 ], [ %1708, %2793 ], [ %1708, %2874 ], [ %1708, %2605 ], [ %1708, %2520 ], [ %784, %1636 ], [ %784, %1555 ], [ %1751, %2730 ], [ %1751, %2650 ]
  %3170 = phi i32 [ %2962, %2958 ], [ %2962, %3040 ], [ %1714, %2793 ], [ %1714, %2874 ], [ %2527, %2605 ], [ %2527, %2520 ], [ %787, %1636 ], [ %787, %1555 ], [ %1752, %2730 ], [ %1752, %2650 ]
  %3171 = phi ptr [ %1707, %2958 ], [ %1707, %3040 ], [ %1707, %2793 ], [ %1707, %2874 ], [ %1707, %2605 ], [ %1707, %2520 ], [ %2924, %1636 ], [ %2924, %1555 ], [ %2651, %2730 ], [ %2651, %2650 ]
  br i1 %14, label %3172, label %3325

3172:                                             ; preds = %3166
  %3173 = ptrtoint ptr %3167 to i64
  %3174 = ptrtoint ptr %3168 to i64
  %3175 = sub i64 %3173, %3174
  %3176 = add i64 %3175, 240
  %3177 = udiv i64 %3176, 255
  %3178 = add i64 %3175, 1
  %3179 = add i64 %3178, %3177
  %3180 = getelementptr inbounds i8, ptr %40, i64 -8
  %3181 = getelementptr inbounds i8, ptr %3171, i64 %3179
  %3182 = icmp ugt ptr %3181, %3180
  br i1 %3182, label %3105, label %3183

3183:                                             ; preds = %3172
  %3184 = ptrtoint ptr %3180 to i64
  %3185 = ptrtoint ptr %3181 to i64
  %3186 = sub i64 %3184, %3185
  %3187 = mul i64 %3186, 255
  %3188 = add i64 %3187, 18
  %3189 = sext i32 %3170 to i64
  %3190 = icmp ult i64 %3188, %3189
  %3191 = trunc i64 %3188 to i32
  %3192 = select i1 %3190, i32 %3191, i32 %3170
  %3193 = getelementptr inbounds i8, ptr %3181, i64 2
  %3194 = ptrtoint ptr %40 to i64
  %3195 = ptrtoint ptr %3193 to i64
  %3196 = sext i32 %3192 to i64
  %3197 = add i64 %3194, %3196
  %3198 = sub i64 %3195, %3197
  %3199 = icmp slt i64 %3198, -12
  br i1 %3199, label %3200, label %3105

3200:                                             ; preds = %3183
  %3201 = getelementptr i8, ptr %3171, i64 1
  %3202 = icmp ugt i64 %3175, 14
  br i1 %3202, label %3203, label %3220

3203:                                             ; preds = %3200
  %3204 = add i64 %3175, -15
  store i8 -16, ptr %3171, align 1, !tbaa !9
  %3205 = icmp ugt i64 %3204, 254
  br i1 %3205, label %3206, label %3215

3206:                                             ; preds = %3203
  %3207 = add i64 %3173, -270
  %3208 = sub i64 %3207, %3174
  %3209 = udiv i64 %3208, 255
  %3210 = add nuw nsw i64 %3209, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3201, i8 -1, i64 %3210, i1 false), !tbaa !9
  %3211 = add nuw nsw i64 %3209, 2
  %3212 = mul i64 %3209, -255
  %3213 = getelementptr i8, ptr %3171, i64 %3211
  %3214 = add i64 %3212, %3208
  br label %3215

3215:                                             ; preds = %3206, %3203
  %3216 = phi ptr [ %3201, %3203 ], [ %3213, %3206 ]
  %3217 = phi i64 [ %3204, %3203 ], [ %3214, %3206 ]
  %3218 = trunc nuw i64 %3217 to i8
  %3219 = getelementptr inbounds i8, ptr %3216, i64 1
  store i8 %3218, ptr %3216, align 1, !tbaa !9
  br label %3223

3220:                                             ; preds = %3200
  %3221 = trunc nuw i64 %3175 to i8
  %3222 = shl nuw i8 %3221, 4
  store i8 %3222, ptr %3171, align 1, !tbaa !9
  br label %3223

3223:                                             ; preds = %3220, %3215
  %3224 = phi ptr [ %3219, %3215 ], [ %3201, %3220 ]
  %3225 = ptrtoint ptr %3224 to i64
  %3226 = getelementptr inbounds i8, ptr %3224, i64 %3175
  %3227 = add i64 %3173, %3225
  %3228 = sub i64 %3227, %3174
  %3229 = add nuw i64 %3225, 8
  %3230 = tail call i64 @llvm.umax.i64(i64 %3228, i64 %3229)
  %3231 = xor i64 %3225, -1
  %3232 = add i64 %3230, %3231
  %3233 = lshr i64 %3232, 3
  %3234 = add nuw nsw i64 %3233, 1
  %3235 = icmp ult i64 %3232, 56
  %3236 = sub i64 %3225, %3174
  %3237 = icmp ult i64 %3236, 32
  %3238 = or i1 %3235, %3237
  br i1 %3238, label %3259, label %3239

3239:                                             ; preds = %3223
  %3240 = and i64 %3234, 4611686018427387900
  %3241 = shl i64 %3240, 3
  %3242 = getelementptr i8, ptr %3168, i64 %3241
  %3243 = shl i64 %3240, 3
  %3244 = getelementptr i8, ptr %3224, i64 %3243
  br label %3245

3245:                                             ; preds = %3245, %3239
  %3246 = phi i64 [ 0, %3239 ], [ %3255, %3245 ]
  %3247 = shl i64 %3246, 3
  %3248 = getelementptr i8, ptr %3168, i64 %3247
  %3249 = shl i64 %3246, 3
  %3250 = getelementptr i8, ptr %3224, i64 %3249
  %3251 = getelementptr i8, ptr %3248, i64 16
  %3252 = load <2 x i64>, ptr %3248, align 1
  %3253 = load <2 x i64>, ptr %3251, align 1
  %3254 = getelementptr i8, ptr %3250, i64 16
  store <2 x i64> %3252, ptr %3250, align 1
  store <2 x i64> %3253, ptr %3254, align 1
  %3255 = add nuw i64 %3246, 4
  %3256 = icmp eq i64 %3255, %3240
  br i1 %3256, label %3257, label %3245, !llvm.loop !62

3257:                                             ; preds = %3245
  %3258 = icmp eq i64 %3234, %3240
  br i1 %3258, label %3269, label %3259

3259:                                             ; preds = %3257, %3223
  %3260 = phi ptr [ %3168, %3223 ], [ %3242, %3257 ]
  %3261 = phi ptr [ %3224, %3223 ], [ %3244, %3257 ]
  br label %3262

3262:                                             ; preds = %3259, %3262
  %3263 = phi ptr [ %3267, %3262 ], [ %3260, %3259 ]
  %3264 = phi ptr [ %3266, %3262 ], [ %3261, %3259 ]
  %3265 = load i64, ptr %3263, align 1
  store i64 %3265, ptr %3264, align 1
  %3266 = getelementptr inbounds i8, ptr %3264, i64 8
  %3267 = getelementptr inbounds i8, ptr %3263, i64 8
  %3268 = icmp ult ptr %3266, %3226
  br i1 %3268, label %3262, label %3269, !llvm.loop !63

3269:                                             ; preds = %3262, %3257
  %3270 = ptrtoint ptr %3169 to i64
  %3271 = sub i64 %3173, %3270
  %3272 = trunc i64 %3271 to i16
  store i16 %3272, ptr %3226, align 1, !tbaa !9
  %3273 = getelementptr i8, ptr %3226, i64 2
  %3274 = add nsw i64 %3196, -4
  %3275 = icmp ugt i64 %3274, 14
  br i1 %3275, label %3276, label %3304

3276:                                             ; preds = %3269
  %3277 = load i8, ptr %3171, align 1, !tbaa !9
  %3278 = add i8 %3277, 15
  store i8 %3278, ptr %3171, align 1, !tbaa !9
  %3279 = add nsw i64 %3196, -19
  %3280 = icmp ugt i64 %3279, 509
  br i1 %3280, label %3281, label %3292

3281:                                             ; preds = %3276
  %3282 = add nsw i64 %3196, -529
  %3283 = udiv i64 %3282, 510
  %3284 = shl nuw nsw i64 %3283, 1
  %3285 = add nuw nsw i64 %3284, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3273, i8 -1, i64 %3285, i1 false), !tbaa !9
  %3286 = add i64 %3284, %3173
  %3287 = add i64 %3286, 4
  %3288 = sub i64 %3287, %3174
  %3289 = getelementptr i8, ptr %3224, i64 %3288
  %3290 = mul i64 %3283, -510
  %3291 = add i64 %3290, %3282
  br label %3292

3292:                                             ; preds = %3281, %3276
  %3293 = phi ptr [ %3273, %3276 ], [ %3289, %3281 ]
  %3294 = phi i64 [ %3279, %3276 ], [ %3291, %3281 ]
  %3295 = icmp ugt i64 %3294, 254
  br i1 %3295, label %3296, label %3299

3296:                                             ; preds = %3292
  %3297 = add nsw i64 %3294, -255
  %3298 = getelementptr inbounds i8, ptr %3293, i64 1
  store i8 -1, ptr %3293, align 1, !tbaa !9
  br label %3299

3299:                                             ; preds = %3296, %3292
  %3300 = phi ptr [ %3298, %3296 ], [ %3293, %3292 ]
  %3301 = phi i64 [ %3297, %3296 ], [ %3294, %3292 ]
  %3302 = trunc nuw i64 %3301 to i8
  %3303 = getelementptr inbounds i8, ptr %3300, i64 1
  store i8 %3302, ptr %3300, align 1, !tbaa !9
  br label %3308

3304:                                             ; preds = %3269
  %3305 = trunc nuw i64 %3274 to i8
  %3306 = load i8, ptr %3171, align 1, !tbaa !9
  %3307 = add i8 %3306, %3305
  store i8 %3307, ptr %3171, align 1, !tbaa !9
  br label %3308

3308:                                             ; preds = %3299, %3304
  %3309 = phi ptr [ %3303, %3299 ], [ %3273, %3304 ]
  %3310 = getelementptr inbounds i8, ptr %3167, i64 %3196
  br label %3089

3311:                                             ; preds = %20
  %3312 = getelementptr inbounds i8, ptr %0, i64 262182
  %3313 = load i8, ptr %3312, align 2, !tbaa !50
  %3314 = icmp ne i8 %3313, 0
  %3315 = zext i1 %3314 to i32
  %3316 = getelementptr inbounds i8, ptr %29, i64 8
  %3317 = load i32, ptr %3316, align 4, !tbaa !5
  %3318 = zext i32 %3317 to i64
  %3319 = icmp eq i32 %27, 12
  %3320 = zext i1 %3319 to i32
  %3321 = tail call fastcc i32 @LZ4HC_compress_optimal(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4, i32 noundef %32, i64 noundef %3318, i32 noundef %6, i32 noundef %3320, i32 noundef 0, i32 noundef %3315)
  br label %3322

3322:                                             ; preds = %3155, %3311
  %3323 = phi i32 [ %3321, %3311 ], [ %3165, %3155 ]
  %3324 = icmp slt i32 %3323, 1
  br i1 %3324, label %3325, label %3328

3325:                                             ; preds = %3166, %3114, %3322
  %3326 = phi i32 [ %3323, %3322 ], [ 0, %3114 ], [ 0, %3166 ]
  %3327 = getelementptr inbounds i8, ptr %0, i64 262183
  store i8 1, ptr %3327, align 1, !tbaa !51
  br label %3328

3328:                                             ; preds = %7, %17, %3322, %3325
  %3329 = phi i32 [ 0, %7 ], [ 0, %17 ], [ %3326, %3325 ], [ %3323, %3322 ]
  ret i32 %3329
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nounwind uwtable
define internal fastcc i32 @LZ4HC_compress_optimal(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #1 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = tail call noalias dereferenceable_or_null(65584) ptr @malloc(i64 noundef 65584) #18
  %19 = load i32, ptr %3, align 4, !tbaa !5
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 -12
  %23 = getelementptr inbounds i8, ptr %21, i64 -5
  %24 = icmp eq ptr %18, null
  br i1 %24, label %3607, label %25

25:                                               ; preds = %11
  %26 = sext i32 %4 to i64
  %27 = getelementptr inbounds i8, ptr %2, i64 %26
  store i32 0, ptr %3, align 4, !tbaa !5
  %28 = icmp eq i32 %7, 2
  %29 = select i1 %28, i64 -5, i64 0
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  %31 = tail call i64 @llvm.umin.i64(i64 %6, i64 4095)
  %32 = icmp ult ptr %22, %1
  br i1 %32, label %3384, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %0, i64 131072
  %35 = getelementptr inbounds i8, ptr %0, i64 262184
  %36 = getelementptr inbounds i8, ptr %0, i64 262152
  %37 = getelementptr inbounds i8, ptr %0, i64 262168
  %38 = getelementptr inbounds i8, ptr %0, i64 262172
  %39 = getelementptr inbounds i8, ptr %0, i64 262160
  %40 = getelementptr inbounds i8, ptr %0, i64 262176
  %41 = icmp ne i32 %10, 0
  %42 = getelementptr inbounds i8, ptr %21, i64 -8
  %43 = getelementptr inbounds i8, ptr %21, i64 -6
  %44 = ptrtoint ptr %23 to i64
  %45 = getelementptr inbounds i8, ptr %17, i64 3
  %46 = getelementptr inbounds i8, ptr %16, i64 3
  %47 = icmp eq i32 %9, 1
  %48 = icmp eq i32 %10, 0
  %49 = icmp eq i32 %8, 0
  %50 = getelementptr inbounds i8, ptr %15, i64 3
  %51 = getelementptr inbounds i8, ptr %14, i64 3
  %52 = getelementptr inbounds i8, ptr %13, i64 3
  %53 = getelementptr inbounds i8, ptr %12, i64 3
  %54 = icmp ne i32 %7, 0
  %55 = getelementptr inbounds i8, ptr %18, i64 8
  %56 = getelementptr inbounds i8, ptr %18, i64 4
  %57 = getelementptr inbounds i8, ptr %18, i64 12
  %58 = getelementptr inbounds i8, ptr %18, i64 16
  %59 = getelementptr inbounds i8, ptr %18, i64 24
  %60 = getelementptr inbounds i8, ptr %18, i64 20
  %61 = getelementptr inbounds i8, ptr %18, i64 28
  %62 = getelementptr inbounds i8, ptr %18, i64 32
  %63 = getelementptr inbounds i8, ptr %18, i64 40
  %64 = getelementptr inbounds i8, ptr %18, i64 36
  %65 = getelementptr inbounds i8, ptr %18, i64 44
  %66 = getelementptr inbounds i8, ptr %18, i64 8
  %67 = getelementptr inbounds i8, ptr %18, i64 4
  %68 = getelementptr inbounds i8, ptr %18, i64 12
  %69 = getelementptr inbounds i8, ptr %18, i64 16
  %70 = getelementptr inbounds i8, ptr %18, i64 24
  %71 = getelementptr inbounds i8, ptr %18, i64 20
  %72 = getelementptr inbounds i8, ptr %18, i64 28
  %73 = getelementptr inbounds i8, ptr %18, i64 32
  %74 = getelementptr inbounds i8, ptr %18, i64 40
  %75 = getelementptr inbounds i8, ptr %18, i64 36
  %76 = getelementptr inbounds i8, ptr %18, i64 44
  %77 = getelementptr inbounds i8, ptr %18, i64 48
  %78 = getelementptr inbounds i8, ptr %18, i64 56
  %79 = getelementptr inbounds i8, ptr %18, i64 52
  %80 = getelementptr inbounds i8, ptr %18, i64 60
  %81 = icmp sgt i32 %5, 0
  %82 = icmp sgt i32 %5, 0
  %83 = icmp sgt i32 %5, 0
  br label %84

84:                                               ; preds = %33, %3379
  %85 = phi ptr [ %2, %33 ], [ %3382, %3379 ]
  %86 = phi ptr [ %1, %33 ], [ %3381, %3379 ]
  %87 = phi ptr [ %1, %33 ], [ %3380, %3379 ]
  %88 = ptrtoint ptr %87 to i64
  %89 = ptrtoint ptr %86 to i64
  %90 = sub i64 %88, %89
  %91 = trunc i64 %90 to i32
  %92 = load ptr, ptr %35, align 8, !tbaa !19
  %93 = load ptr, ptr %36, align 8, !tbaa !15
  %94 = load i32, ptr %37, align 8, !tbaa !10
  %95 = ptrtoint ptr %93 to i64
  %96 = sub i64 %88, %95
  %97 = trunc i64 %96 to i32
  %98 = add i32 %94, %97
  %99 = load i32, ptr %38, align 4, !tbaa !18
  %100 = add i32 %99, 65536
  %101 = icmp ugt i32 %100, %98
  %102 = add i32 %98, -65535
  %103 = select i1 %101, i32 %99, i32 %102
  %104 = load ptr, ptr %39, align 8, !tbaa !17
  %105 = zext i32 %94 to i64
  %106 = zext i32 %99 to i64
  %107 = sub nsw i64 0, %106
  %108 = sub nsw i64 %105, %106
  %109 = getelementptr inbounds i8, ptr %104, i64 %108
  %110 = load i32, ptr %87, align 1, !tbaa !9
  %111 = load i32, ptr %40, align 8, !tbaa !14
  %112 = icmp ult i32 %111, %98
  %113 = sub nsw i64 0, %105
  br i1 %112, label %114, label %170

114:                                              ; preds = %84
  %115 = getelementptr i8, ptr %93, i64 %113
  %116 = zext i32 %111 to i64
  %117 = zext i32 %98 to i64
  %118 = sub nsw i64 %117, %116
  %119 = and i64 %118, 1
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %135, label %121

121:                                              ; preds = %114
  %122 = getelementptr i8, ptr %115, i64 %116
  %123 = load i32, ptr %122, align 1, !tbaa !9
  %124 = mul i32 %123, -1640531535
  %125 = lshr i32 %124, 17
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %0, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = sub i32 %111, %128
  %130 = tail call i32 @llvm.umin.i32(i32 %129, i32 65535)
  %131 = trunc nuw i32 %130 to i16
  %132 = and i64 %116, 65535
  %133 = getelementptr inbounds i16, ptr %34, i64 %132
  store i16 %131, ptr %133, align 2, !tbaa !20
  store i32 %111, ptr %127, align 4, !tbaa !5
  %134 = add nuw nsw i64 %116, 1
  br label %135

135:                                              ; preds = %121, %114
  %136 = phi i64 [ %116, %114 ], [ %134, %121 ]
  %137 = add nsw i64 %117, -1
  %138 = icmp eq i64 %137, %116
  br i1 %138, label %170, label %139

139:                                              ; preds = %135, %139
  %140 = phi i64 [ %168, %139 ], [ %136, %135 ]
  %141 = getelementptr i8, ptr %115, i64 %140
  %142 = load i32, ptr %141, align 1, !tbaa !9
  %143 = mul i32 %142, -1640531535
  %144 = lshr i32 %143, 17
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = trunc nuw i64 %140 to i32
  %149 = sub i32 %148, %147
  %150 = tail call i32 @llvm.umin.i32(i32 %149, i32 65535)
  %151 = trunc nuw i32 %150 to i16
  %152 = and i64 %140, 65535
  %153 = getelementptr inbounds i16, ptr %34, i64 %152
  store i16 %151, ptr %153, align 2, !tbaa !20
  store i32 %148, ptr %146, align 4, !tbaa !5
  %154 = add nuw nsw i64 %140, 1
  %155 = getelementptr i8, ptr %115, i64 %154
  %156 = load i32, ptr %155, align 1, !tbaa !9
  %157 = mul i32 %156, -1640531535
  %158 = lshr i32 %157, 17
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = trunc nuw i64 %154 to i32
  %163 = sub i32 %162, %161
  %164 = tail call i32 @llvm.umin.i32(i32 %163, i32 65535)
  %165 = trunc nuw i32 %164 to i16
  %166 = and i64 %154, 65535
  %167 = getelementptr inbounds i16, ptr %34, i64 %166
  store i16 %165, ptr %167, align 2, !tbaa !20
  store i32 %162, ptr %160, align 4, !tbaa !5
  %168 = add nuw nsw i64 %140, 2
  %169 = icmp ult i64 %168, %117
  br i1 %169, label %139, label %170, !llvm.loop !21

170:                                              ; preds = %135, %139, %84
  store i32 %98, ptr %40, align 8, !tbaa !14
  %171 = load i32, ptr %87, align 1, !tbaa !9
  %172 = mul i32 %171, -1640531535
  %173 = lshr i32 %172, 17
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds i32, ptr %0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = add i64 %96, %105
  %178 = getelementptr i8, ptr %87, i64 -1
  %179 = getelementptr i8, ptr %93, i64 %113
  %180 = getelementptr inbounds i8, ptr %87, i64 4
  %181 = icmp ugt ptr %22, %180
  %182 = getelementptr inbounds i8, ptr %87, i64 12
  %183 = ptrtoint ptr %180 to i64
  %184 = add i32 %94, -4
  %185 = getelementptr inbounds i8, ptr %93, i64 8
  %186 = and i32 %110, 65535
  %187 = lshr i32 %110, 16
  %188 = icmp eq i32 %186, %187
  %189 = and i32 %110, 255
  %190 = lshr i32 %110, 24
  %191 = icmp eq i32 %189, %190
  %192 = and i1 %188, %191
  %193 = zext i32 %110 to i64
  %194 = mul nuw i64 %193, 4294967297
  %195 = getelementptr inbounds i8, ptr %104, i64 %107
  %196 = icmp ugt ptr %22, %93
  %197 = icmp ult i32 %99, %94
  %198 = ptrtoint ptr %109 to i64
  %199 = icmp uge i32 %176, %103
  %200 = and i1 %199, %81
  br i1 %200, label %201, label %835

201:                                              ; preds = %170, %825
  %202 = phi i32 [ %831, %825 ], [ 3, %170 ]
  %203 = phi i32 [ %209, %825 ], [ %5, %170 ]
  %204 = phi i32 [ %830, %825 ], [ 0, %170 ]
  %205 = phi i32 [ %829, %825 ], [ %176, %170 ]
  %206 = phi i32 [ %828, %825 ], [ 0, %170 ]
  %207 = phi i64 [ %827, %825 ], [ 0, %170 ]
  %208 = phi ptr [ %826, %825 ], [ null, %170 ]
  %209 = add nsw i32 %203, -1
  %210 = sub i32 %98, %205
  %211 = icmp ult i32 %210, 8
  %212 = and i1 %41, %211
  br i1 %212, label %486, label %213

213:                                              ; preds = %201
  %214 = icmp ult i32 %205, %94
  br i1 %214, label %306, label %215

215:                                              ; preds = %213
  %216 = zext i32 %205 to i64
  %217 = getelementptr i8, ptr %179, i64 %216
  %218 = sext i32 %202 to i64
  %219 = getelementptr i8, ptr %178, i64 %218
  %220 = load i16, ptr %219, align 1, !tbaa !9
  %221 = getelementptr inbounds i8, ptr %217, i64 %218
  %222 = getelementptr inbounds i8, ptr %221, i64 -1
  %223 = load i16, ptr %222, align 1, !tbaa !9
  %224 = icmp eq i16 %220, %223
  br i1 %224, label %225, label %486

225:                                              ; preds = %215
  %226 = load i32, ptr %217, align 1, !tbaa !9
  %227 = icmp eq i32 %226, %110
  br i1 %227, label %228, label %486

228:                                              ; preds = %225
  %229 = getelementptr inbounds i8, ptr %217, i64 4
  br i1 %181, label %230, label %241, !prof !24

230:                                              ; preds = %228
  %231 = load i64, ptr %229, align 1, !tbaa !9
  %232 = load i64, ptr %180, align 1, !tbaa !9
  %233 = icmp eq i64 %231, %232
  br i1 %233, label %234, label %236

234:                                              ; preds = %230
  %235 = getelementptr inbounds i8, ptr %217, i64 12
  br label %241

236:                                              ; preds = %230
  %237 = xor i64 %232, %231
  %238 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %237, i1 true)
  %239 = trunc nuw nsw i64 %238 to i32
  %240 = lshr i32 %239, 3
  br label %300

241:                                              ; preds = %234, %228
  %242 = phi ptr [ %229, %228 ], [ %235, %234 ]
  %243 = phi ptr [ %180, %228 ], [ %182, %234 ]
  %244 = icmp ult ptr %243, %22
  br i1 %244, label %245, label %263, !prof !25

245:                                              ; preds = %241, %259
  %246 = phi ptr [ %260, %259 ], [ %243, %241 ]
  %247 = phi ptr [ %261, %259 ], [ %242, %241 ]
  %248 = load i64, ptr %247, align 1, !tbaa !9
  %249 = load i64, ptr %246, align 1, !tbaa !9
  %250 = icmp eq i64 %248, %249
  br i1 %250, label %259, label %251

251:                                              ; preds = %245
  %252 = xor i64 %249, %248
  %253 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %252, i1 true)
  %254 = lshr i64 %253, 3
  %255 = getelementptr inbounds i8, ptr %246, i64 %254
  %256 = ptrtoint ptr %255 to i64
  %257 = sub i64 %256, %183
  %258 = trunc i64 %257 to i32
  br label %300

259:                                              ; preds = %245
  %260 = getelementptr inbounds i8, ptr %246, i64 8
  %261 = getelementptr inbounds i8, ptr %247, i64 8
  %262 = icmp ult ptr %260, %22
  br i1 %262, label %245, label %263, !prof !26

263:                                              ; preds = %259, %241
  %264 = phi ptr [ %242, %241 ], [ %261, %259 ]
  %265 = phi ptr [ %243, %241 ], [ %260, %259 ]
  %266 = icmp ult ptr %265, %42
  br i1 %266, label %267, label %274

267:                                              ; preds = %263
  %268 = load i32, ptr %264, align 1, !tbaa !9
  %269 = load i32, ptr %265, align 1, !tbaa !9
  %270 = icmp eq i32 %268, %269
  br i1 %270, label %271, label %274

271:                                              ; preds = %267
  %272 = getelementptr inbounds i8, ptr %265, i64 4
  %273 = getelementptr inbounds i8, ptr %264, i64 4
  br label %274

274:                                              ; preds = %271, %267, %263
  %275 = phi ptr [ %273, %271 ], [ %264, %267 ], [ %264, %263 ]
  %276 = phi ptr [ %272, %271 ], [ %265, %267 ], [ %265, %263 ]
  %277 = icmp ult ptr %276, %43
  br i1 %277, label %278, label %285

278:                                              ; preds = %274
  %279 = load i16, ptr %275, align 1, !tbaa !9
  %280 = load i16, ptr %276, align 1, !tbaa !9
  %281 = icmp eq i16 %279, %280
  br i1 %281, label %282, label %285

282:                                              ; preds = %278
  %283 = getelementptr inbounds i8, ptr %276, i64 2
  %284 = getelementptr inbounds i8, ptr %275, i64 2
  br label %285

285:                                              ; preds = %282, %278, %274
  %286 = phi ptr [ %284, %282 ], [ %275, %278 ], [ %275, %274 ]
  %287 = phi ptr [ %283, %282 ], [ %276, %278 ], [ %276, %274 ]
  %288 = icmp ult ptr %287, %23
  br i1 %288, label %289, label %295

289:                                              ; preds = %285
  %290 = load i8, ptr %286, align 1, !tbaa !9
  %291 = load i8, ptr %287, align 1, !tbaa !9
  %292 = icmp eq i8 %290, %291
  %293 = zext i1 %292 to i64
  %294 = getelementptr inbounds i8, ptr %287, i64 %293
  br label %295

295:                                              ; preds = %289, %285
  %296 = phi ptr [ %287, %285 ], [ %294, %289 ]
  %297 = ptrtoint ptr %296 to i64
  %298 = sub i64 %297, %183
  %299 = trunc i64 %298 to i32
  br label %300

300:                                              ; preds = %251, %236, %295
  %301 = phi i32 [ %299, %295 ], [ %240, %236 ], [ %258, %251 ]
  %302 = add nsw i32 %301, 4
  %303 = icmp sgt i32 %302, %202
  %304 = select i1 %303, ptr %217, ptr %208
  %305 = tail call i32 @llvm.smax.i32(i32 %302, i32 %202)
  br label %486

306:                                              ; preds = %213
  %307 = sub i32 %205, %99
  %308 = zext i32 %307 to i64
  %309 = getelementptr inbounds i8, ptr %104, i64 %308
  %310 = icmp ugt i32 %205, %184
  br i1 %310, label %486, label %311, !prof !27

311:                                              ; preds = %306
  %312 = load i32, ptr %309, align 1, !tbaa !9
  %313 = icmp eq i32 %312, %110
  br i1 %313, label %314, label %486

314:                                              ; preds = %311
  %315 = sub i32 %94, %205
  %316 = zext i32 %315 to i64
  %317 = getelementptr inbounds i8, ptr %87, i64 %316
  %318 = icmp ugt ptr %317, %23
  %319 = select i1 %318, ptr %23, ptr %317
  %320 = getelementptr inbounds i8, ptr %309, i64 4
  %321 = getelementptr inbounds i8, ptr %319, i64 -7
  %322 = icmp ugt ptr %321, %180
  br i1 %322, label %323, label %334, !prof !24

323:                                              ; preds = %314
  %324 = load i64, ptr %320, align 1, !tbaa !9
  %325 = load i64, ptr %180, align 1, !tbaa !9
  %326 = icmp eq i64 %324, %325
  br i1 %326, label %327, label %329

327:                                              ; preds = %323
  %328 = getelementptr inbounds i8, ptr %309, i64 12
  br label %334

329:                                              ; preds = %323
  %330 = xor i64 %325, %324
  %331 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %330, i1 true)
  %332 = trunc nuw nsw i64 %331 to i32
  %333 = lshr i32 %332, 3
  br label %395

334:                                              ; preds = %327, %314
  %335 = phi ptr [ %320, %314 ], [ %328, %327 ]
  %336 = phi ptr [ %180, %314 ], [ %182, %327 ]
  %337 = icmp ult ptr %336, %321
  br i1 %337, label %338, label %356, !prof !25

338:                                              ; preds = %334, %352
  %339 = phi ptr [ %353, %352 ], [ %336, %334 ]
  %340 = phi ptr [ %354, %352 ], [ %335, %334 ]
  %341 = load i64, ptr %340, align 1, !tbaa !9
  %342 = load i64, ptr %339, align 1, !tbaa !9
  %343 = icmp eq i64 %341, %342
  br i1 %343, label %352, label %344

344:                                              ; preds = %338
  %345 = xor i64 %342, %341
  %346 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %345, i1 true)
  %347 = lshr i64 %346, 3
  %348 = getelementptr inbounds i8, ptr %339, i64 %347
  %349 = ptrtoint ptr %348 to i64
  %350 = sub i64 %349, %183
  %351 = trunc i64 %350 to i32
  br label %395

352:                                              ; preds = %338
  %353 = getelementptr inbounds i8, ptr %339, i64 8
  %354 = getelementptr inbounds i8, ptr %340, i64 8
  %355 = icmp ult ptr %353, %321
  br i1 %355, label %338, label %356, !prof !26

356:                                              ; preds = %352, %334
  %357 = phi ptr [ %335, %334 ], [ %354, %352 ]
  %358 = phi ptr [ %336, %334 ], [ %353, %352 ]
  %359 = getelementptr inbounds i8, ptr %319, i64 -3
  %360 = icmp ult ptr %358, %359
  br i1 %360, label %361, label %368

361:                                              ; preds = %356
  %362 = load i32, ptr %357, align 1, !tbaa !9
  %363 = load i32, ptr %358, align 1, !tbaa !9
  %364 = icmp eq i32 %362, %363
  br i1 %364, label %365, label %368

365:                                              ; preds = %361
  %366 = getelementptr inbounds i8, ptr %358, i64 4
  %367 = getelementptr inbounds i8, ptr %357, i64 4
  br label %368

368:                                              ; preds = %365, %361, %356
  %369 = phi ptr [ %367, %365 ], [ %357, %361 ], [ %357, %356 ]
  %370 = phi ptr [ %366, %365 ], [ %358, %361 ], [ %358, %356 ]
  %371 = getelementptr inbounds i8, ptr %319, i64 -1
  %372 = icmp ult ptr %370, %371
  br i1 %372, label %373, label %380

373:                                              ; preds = %368
  %374 = load i16, ptr %369, align 1, !tbaa !9
  %375 = load i16, ptr %370, align 1, !tbaa !9
  %376 = icmp eq i16 %374, %375
  br i1 %376, label %377, label %380

377:                                              ; preds = %373
  %378 = getelementptr inbounds i8, ptr %370, i64 2
  %379 = getelementptr inbounds i8, ptr %369, i64 2
  br label %380

380:                                              ; preds = %377, %373, %368
  %381 = phi ptr [ %379, %377 ], [ %369, %373 ], [ %369, %368 ]
  %382 = phi ptr [ %378, %377 ], [ %370, %373 ], [ %370, %368 ]
  %383 = icmp ult ptr %382, %319
  br i1 %383, label %384, label %390

384:                                              ; preds = %380
  %385 = load i8, ptr %381, align 1, !tbaa !9
  %386 = load i8, ptr %382, align 1, !tbaa !9
  %387 = icmp eq i8 %385, %386
  %388 = zext i1 %387 to i64
  %389 = getelementptr inbounds i8, ptr %382, i64 %388
  br label %390

390:                                              ; preds = %384, %380
  %391 = phi ptr [ %382, %380 ], [ %389, %384 ]
  %392 = ptrtoint ptr %391 to i64
  %393 = sub i64 %392, %183
  %394 = trunc i64 %393 to i32
  br label %395

395:                                              ; preds = %344, %329, %390
  %396 = phi i32 [ %394, %390 ], [ %333, %329 ], [ %351, %344 ]
  %397 = add nsw i32 %396, 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds i8, ptr %87, i64 %398
  %400 = icmp eq ptr %399, %319
  %401 = icmp ult ptr %319, %23
  %402 = and i1 %401, %400
  br i1 %402, label %403, label %480

403:                                              ; preds = %395
  %404 = icmp ugt ptr %22, %319
  br i1 %404, label %405, label %416, !prof !24

405:                                              ; preds = %403
  %406 = load i64, ptr %93, align 1, !tbaa !9
  %407 = load i64, ptr %319, align 1, !tbaa !9
  %408 = icmp eq i64 %406, %407
  br i1 %408, label %409, label %411

409:                                              ; preds = %405
  %410 = getelementptr inbounds i8, ptr %319, i64 8
  br label %416

411:                                              ; preds = %405
  %412 = xor i64 %407, %406
  %413 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %412, i1 true)
  %414 = trunc nuw nsw i64 %413 to i32
  %415 = lshr i32 %414, 3
  br label %477

416:                                              ; preds = %409, %403
  %417 = phi ptr [ %93, %403 ], [ %185, %409 ]
  %418 = phi ptr [ %319, %403 ], [ %410, %409 ]
  %419 = icmp ult ptr %418, %22
  br i1 %419, label %420, label %439, !prof !25

420:                                              ; preds = %416, %435
  %421 = phi ptr [ %436, %435 ], [ %418, %416 ]
  %422 = phi ptr [ %437, %435 ], [ %417, %416 ]
  %423 = load i64, ptr %422, align 1, !tbaa !9
  %424 = load i64, ptr %421, align 1, !tbaa !9
  %425 = icmp eq i64 %423, %424
  br i1 %425, label %435, label %426

426:                                              ; preds = %420
  %427 = xor i64 %424, %423
  %428 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %427, i1 true)
  %429 = lshr i64 %428, 3
  %430 = getelementptr inbounds i8, ptr %421, i64 %429
  %431 = ptrtoint ptr %430 to i64
  %432 = ptrtoint ptr %319 to i64
  %433 = sub i64 %431, %432
  %434 = trunc i64 %433 to i32
  br label %477

435:                                              ; preds = %420
  %436 = getelementptr inbounds i8, ptr %421, i64 8
  %437 = getelementptr inbounds i8, ptr %422, i64 8
  %438 = icmp ult ptr %436, %22
  br i1 %438, label %420, label %439, !prof !26

439:                                              ; preds = %435, %416
  %440 = phi ptr [ %417, %416 ], [ %437, %435 ]
  %441 = phi ptr [ %418, %416 ], [ %436, %435 ]
  %442 = icmp ult ptr %441, %42
  br i1 %442, label %443, label %450

443:                                              ; preds = %439
  %444 = load i32, ptr %440, align 1, !tbaa !9
  %445 = load i32, ptr %441, align 1, !tbaa !9
  %446 = icmp eq i32 %444, %445
  br i1 %446, label %447, label %450

447:                                              ; preds = %443
  %448 = getelementptr inbounds i8, ptr %441, i64 4
  %449 = getelementptr inbounds i8, ptr %440, i64 4
  br label %450

450:                                              ; preds = %447, %443, %439
  %451 = phi ptr [ %449, %447 ], [ %440, %443 ], [ %440, %439 ]
  %452 = phi ptr [ %448, %447 ], [ %441, %443 ], [ %441, %439 ]
  %453 = icmp ult ptr %452, %43
  br i1 %453, label %454, label %461

454:                                              ; preds = %450
  %455 = load i16, ptr %451, align 1, !tbaa !9
  %456 = load i16, ptr %452, align 1, !tbaa !9
  %457 = icmp eq i16 %455, %456
  br i1 %457, label %458, label %461

458:                                              ; preds = %454
  %459 = getelementptr inbounds i8, ptr %452, i64 2
  %460 = getelementptr inbounds i8, ptr %451, i64 2
  br label %461

461:                                              ; preds = %458, %454, %450
  %462 = phi ptr [ %460, %458 ], [ %451, %454 ], [ %451, %450 ]
  %463 = phi ptr [ %459, %458 ], [ %452, %454 ], [ %452, %450 ]
  %464 = icmp ult ptr %463, %23
  br i1 %464, label %465, label %471

465:                                              ; preds = %461
  %466 = load i8, ptr %462, align 1, !tbaa !9
  %467 = load i8, ptr %463, align 1, !tbaa !9
  %468 = icmp eq i8 %466, %467
  %469 = zext i1 %468 to i64
  %470 = getelementptr inbounds i8, ptr %463, i64 %469
  br label %471

471:                                              ; preds = %465, %461
  %472 = phi ptr [ %463, %461 ], [ %470, %465 ]
  %473 = ptrtoint ptr %472 to i64
  %474 = ptrtoint ptr %319 to i64
  %475 = sub i64 %473, %474
  %476 = trunc i64 %475 to i32
  br label %477

477:                                              ; preds = %426, %411, %471
  %478 = phi i32 [ %476, %471 ], [ %415, %411 ], [ %434, %426 ]
  %479 = add i32 %478, %397
  br label %480

480:                                              ; preds = %477, %395
  %481 = phi i32 [ %479, %477 ], [ %397, %395 ]
  %482 = icmp sgt i32 %481, %202
  br i1 %482, label %483, label %486

483:                                              ; preds = %480
  %484 = zext i32 %205 to i64
  %485 = getelementptr inbounds i8, ptr %179, i64 %484
  br label %486

486:                                              ; preds = %300, %483, %480, %311, %306, %225, %215, %201
  %487 = phi ptr [ %208, %201 ], [ %208, %306 ], [ %485, %483 ], [ %208, %480 ], [ %208, %311 ], [ %208, %225 ], [ %208, %215 ], [ %304, %300 ]
  %488 = phi i32 [ 0, %201 ], [ 0, %306 ], [ %481, %483 ], [ %481, %480 ], [ 0, %311 ], [ 0, %225 ], [ 0, %215 ], [ %302, %300 ]
  %489 = phi i32 [ %202, %201 ], [ %202, %306 ], [ %481, %483 ], [ %202, %480 ], [ %202, %311 ], [ %202, %225 ], [ %202, %215 ], [ %305, %300 ]
  %490 = icmp ne i32 %488, %489
  %491 = add i32 %489, %205
  %492 = icmp ugt i32 %491, %98
  %493 = or i1 %490, %492
  br i1 %493, label %521, label %494

494:                                              ; preds = %486
  %495 = add nsw i32 %488, -3
  %496 = icmp sgt i32 %488, 3
  br i1 %496, label %497, label %521

497:                                              ; preds = %494, %497
  %498 = phi i32 [ %513, %497 ], [ %204, %494 ]
  %499 = phi i32 [ %512, %497 ], [ 1, %494 ]
  %500 = phi i32 [ %511, %497 ], [ 16, %494 ]
  %501 = phi i32 [ %514, %497 ], [ 0, %494 ]
  %502 = add i32 %501, %205
  %503 = and i32 %502, 65535
  %504 = zext nneg i32 %503 to i64
  %505 = getelementptr inbounds i16, ptr %34, i64 %504
  %506 = load i16, ptr %505, align 2, !tbaa !20
  %507 = zext i16 %506 to i32
  %508 = add nsw i32 %500, 1
  %509 = ashr i32 %500, 4
  %510 = icmp ult i32 %499, %507
  %511 = select i1 %510, i32 16, i32 %508
  %512 = tail call i32 @llvm.umax.i32(i32 %499, i32 %507)
  %513 = select i1 %510, i32 %501, i32 %498
  %514 = add nsw i32 %509, %501
  %515 = icmp slt i32 %514, %495
  br i1 %515, label %497, label %516, !llvm.loop !64

516:                                              ; preds = %497
  %517 = icmp ult i32 %512, 2
  %518 = icmp ugt i32 %512, %205
  %519 = select i1 %518, i32 0, i32 %512
  %520 = sub i32 %205, %519
  br i1 %517, label %521, label %817

521:                                              ; preds = %494, %516, %486
  %522 = phi i32 [ %513, %516 ], [ %204, %486 ], [ %204, %494 ]
  %523 = and i32 %205, 65535
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr inbounds i16, ptr %34, i64 %524
  %526 = load i16, ptr %525, align 2, !tbaa !20
  %527 = icmp eq i16 %526, 1
  %528 = icmp eq i32 %522, 0
  %529 = select i1 %527, i1 %528, i1 false
  br i1 %529, label %530, label %807

530:                                              ; preds = %521
  %531 = add i32 %205, -1
  %532 = icmp eq i32 %206, 0
  br i1 %532, label %533, label %575

533:                                              ; preds = %530
  br i1 %192, label %534, label %807

534:                                              ; preds = %533
  br i1 %181, label %544, label %537, !prof !25

535:                                              ; preds = %554
  %536 = ptrtoint ptr %555 to i64
  br label %537

537:                                              ; preds = %535, %534
  %538 = phi i64 [ %536, %535 ], [ %183, %534 ]
  %539 = phi ptr [ %555, %535 ], [ %180, %534 ]
  %540 = icmp ult ptr %539, %23
  br i1 %540, label %541, label %570

541:                                              ; preds = %537
  %542 = sub i64 %44, %538
  %543 = getelementptr i8, ptr %539, i64 %542
  br label %557

544:                                              ; preds = %534, %554
  %545 = phi ptr [ %555, %554 ], [ %180, %534 ]
  %546 = load i64, ptr %545, align 1, !tbaa !9
  %547 = icmp eq i64 %546, %194
  br i1 %547, label %554, label %548

548:                                              ; preds = %544
  %549 = xor i64 %546, %194
  %550 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %549, i1 true)
  %551 = lshr i64 %550, 3
  %552 = getelementptr inbounds i8, ptr %545, i64 %551
  %553 = ptrtoint ptr %552 to i64
  br label %570

554:                                              ; preds = %544
  %555 = getelementptr inbounds i8, ptr %545, i64 8
  %556 = icmp ult ptr %555, %22
  br i1 %556, label %544, label %535, !prof !26

557:                                              ; preds = %563, %541
  %558 = phi i64 [ %565, %563 ], [ %194, %541 ]
  %559 = phi ptr [ %564, %563 ], [ %539, %541 ]
  %560 = load i8, ptr %559, align 1, !tbaa !9
  %561 = trunc i64 %558 to i8
  %562 = icmp eq i8 %560, %561
  br i1 %562, label %563, label %567

563:                                              ; preds = %557
  %564 = getelementptr inbounds i8, ptr %559, i64 1
  %565 = lshr i64 %558, 8
  %566 = icmp eq ptr %564, %543
  br i1 %566, label %567, label %557, !llvm.loop !28

567:                                              ; preds = %563, %557
  %568 = phi ptr [ %543, %563 ], [ %559, %557 ]
  %569 = ptrtoint ptr %568 to i64
  br label %570

570:                                              ; preds = %537, %548, %567
  %571 = phi i64 [ %553, %548 ], [ %569, %567 ], [ %538, %537 ]
  %572 = sub i64 %571, %183
  %573 = and i64 %572, 4294967295
  %574 = add nuw nsw i64 %573, 4
  br label %575

575:                                              ; preds = %570, %530
  %576 = phi i64 [ %574, %570 ], [ %207, %530 ]
  %577 = phi i32 [ 2, %570 ], [ %206, %530 ]
  %578 = icmp ne i32 %577, 2
  %579 = icmp ult i32 %531, %103
  %580 = select i1 %578, i1 true, i1 %579
  br i1 %580, label %807, label %581

581:                                              ; preds = %575
  %582 = sub i32 %531, %94
  %583 = icmp ugt i32 %582, -4
  br i1 %583, label %807, label %584

584:                                              ; preds = %581
  %585 = icmp uge i32 %531, %94
  %586 = select i1 %585, ptr %179, ptr %195
  %587 = zext i32 %531 to i64
  %588 = getelementptr inbounds i8, ptr %586, i64 %587
  %589 = load i32, ptr %588, align 1, !tbaa !9
  %590 = icmp eq i32 %589, %110
  br i1 %590, label %591, label %807

591:                                              ; preds = %584
  %592 = select i1 %585, ptr %23, ptr %109
  %593 = getelementptr inbounds i8, ptr %588, i64 4
  %594 = ptrtoint ptr %592 to i64
  %595 = getelementptr inbounds i8, ptr %592, i64 -7
  %596 = icmp ugt ptr %595, %593
  br i1 %596, label %604, label %597, !prof !25

597:                                              ; preds = %614, %591
  %598 = phi ptr [ %593, %591 ], [ %615, %614 ]
  %599 = ptrtoint ptr %598 to i64
  %600 = icmp ult ptr %598, %592
  br i1 %600, label %601, label %630

601:                                              ; preds = %597
  %602 = sub i64 %594, %599
  %603 = getelementptr i8, ptr %598, i64 %602
  br label %617

604:                                              ; preds = %591, %614
  %605 = phi ptr [ %615, %614 ], [ %593, %591 ]
  %606 = load i64, ptr %605, align 1, !tbaa !9
  %607 = icmp eq i64 %606, %194
  br i1 %607, label %614, label %608

608:                                              ; preds = %604
  %609 = xor i64 %606, %194
  %610 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %609, i1 true)
  %611 = lshr i64 %610, 3
  %612 = getelementptr inbounds i8, ptr %605, i64 %611
  %613 = ptrtoint ptr %612 to i64
  br label %630

614:                                              ; preds = %604
  %615 = getelementptr inbounds i8, ptr %605, i64 8
  %616 = icmp ult ptr %615, %595
  br i1 %616, label %604, label %597, !prof !26

617:                                              ; preds = %623, %601
  %618 = phi i64 [ %625, %623 ], [ %194, %601 ]
  %619 = phi ptr [ %624, %623 ], [ %598, %601 ]
  %620 = load i8, ptr %619, align 1, !tbaa !9
  %621 = trunc i64 %618 to i8
  %622 = icmp eq i8 %620, %621
  br i1 %622, label %623, label %627

623:                                              ; preds = %617
  %624 = getelementptr inbounds i8, ptr %619, i64 1
  %625 = lshr i64 %618, 8
  %626 = icmp eq ptr %624, %603
  br i1 %626, label %627, label %617, !llvm.loop !28

627:                                              ; preds = %623, %617
  %628 = phi ptr [ %603, %623 ], [ %619, %617 ]
  %629 = ptrtoint ptr %628 to i64
  br label %630

630:                                              ; preds = %597, %608, %627
  %631 = phi i64 [ %613, %608 ], [ %629, %627 ], [ %599, %597 ]
  %632 = ptrtoint ptr %593 to i64
  %633 = sub i64 %631, %632
  %634 = and i64 %633, 4294967295
  %635 = add nuw nsw i64 %634, 4
  br i1 %585, label %688, label %636

636:                                              ; preds = %630
  %637 = getelementptr inbounds i8, ptr %588, i64 %635
  %638 = icmp eq ptr %637, %109
  br i1 %638, label %639, label %688

639:                                              ; preds = %636
  %640 = and i64 %633, 3
  %641 = icmp eq i64 %640, 0
  %642 = trunc i64 %633 to i32
  %643 = shl i32 %642, 3
  %644 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 %643)
  %645 = select i1 %641, i32 %110, i32 %644
  %646 = zext i32 %645 to i64
  %647 = mul nuw i64 %646, 4294967297
  br i1 %196, label %657, label %650, !prof !25

648:                                              ; preds = %667
  %649 = ptrtoint ptr %668 to i64
  br label %650

650:                                              ; preds = %648, %639
  %651 = phi i64 [ %649, %648 ], [ %95, %639 ]
  %652 = phi ptr [ %668, %648 ], [ %93, %639 ]
  %653 = icmp ult ptr %652, %23
  br i1 %653, label %654, label %683

654:                                              ; preds = %650
  %655 = sub i64 %44, %651
  %656 = getelementptr i8, ptr %652, i64 %655
  br label %670

657:                                              ; preds = %639, %667
  %658 = phi ptr [ %668, %667 ], [ %93, %639 ]
  %659 = load i64, ptr %658, align 1, !tbaa !9
  %660 = icmp eq i64 %659, %647
  br i1 %660, label %667, label %661

661:                                              ; preds = %657
  %662 = xor i64 %659, %647
  %663 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %662, i1 true)
  %664 = lshr i64 %663, 3
  %665 = getelementptr inbounds i8, ptr %658, i64 %664
  %666 = ptrtoint ptr %665 to i64
  br label %683

667:                                              ; preds = %657
  %668 = getelementptr inbounds i8, ptr %658, i64 8
  %669 = icmp ult ptr %668, %22
  br i1 %669, label %657, label %648, !prof !26

670:                                              ; preds = %676, %654
  %671 = phi i64 [ %678, %676 ], [ %647, %654 ]
  %672 = phi ptr [ %677, %676 ], [ %652, %654 ]
  %673 = load i8, ptr %672, align 1, !tbaa !9
  %674 = trunc i64 %671 to i8
  %675 = icmp eq i8 %673, %674
  br i1 %675, label %676, label %680

676:                                              ; preds = %670
  %677 = getelementptr inbounds i8, ptr %672, i64 1
  %678 = lshr i64 %671, 8
  %679 = icmp eq ptr %677, %656
  br i1 %679, label %680, label %670, !llvm.loop !28

680:                                              ; preds = %676, %670
  %681 = phi ptr [ %656, %676 ], [ %672, %670 ]
  %682 = ptrtoint ptr %681 to i64
  br label %683

683:                                              ; preds = %650, %661, %680
  %684 = phi i64 [ %666, %661 ], [ %682, %680 ], [ %651, %650 ]
  %685 = sub i64 %684, %95
  %686 = and i64 %685, 4294967295
  %687 = add nuw nsw i64 %686, %635
  br label %688

688:                                              ; preds = %683, %636, %630
  %689 = phi ptr [ %104, %683 ], [ %104, %636 ], [ %93, %630 ]
  %690 = phi i64 [ %687, %683 ], [ %635, %636 ], [ %635, %630 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  %691 = ptrtoint ptr %588 to i64
  %692 = ptrtoint ptr %689 to i64
  store i32 %110, ptr %17, align 4, !tbaa !5
  %693 = getelementptr inbounds i8, ptr %689, i64 4
  br label %694

694:                                              ; preds = %697, %688
  %695 = phi ptr [ %588, %688 ], [ %698, %697 ]
  %696 = icmp ult ptr %695, %693
  br i1 %696, label %701, label %697, !prof !27

697:                                              ; preds = %694
  %698 = getelementptr inbounds i8, ptr %695, i64 -4
  %699 = load i32, ptr %698, align 1, !tbaa !9
  %700 = icmp eq i32 %699, %110
  br i1 %700, label %694, label %701, !llvm.loop !29

701:                                              ; preds = %697, %694
  %702 = icmp ugt ptr %695, %689
  br i1 %702, label %703, label %716, !prof !25

703:                                              ; preds = %701
  %704 = sub i64 %692, %691
  %705 = getelementptr i8, ptr %588, i64 %704
  br label %709

706:                                              ; preds = %709
  %707 = getelementptr inbounds i8, ptr %710, i64 -1
  %708 = icmp ugt ptr %712, %689
  br i1 %708, label %709, label %716, !prof !26, !llvm.loop !30

709:                                              ; preds = %706, %703
  %710 = phi ptr [ %707, %706 ], [ %45, %703 ]
  %711 = phi ptr [ %712, %706 ], [ %695, %703 ]
  %712 = getelementptr inbounds i8, ptr %711, i64 -1
  %713 = load i8, ptr %712, align 1, !tbaa !9
  %714 = load i8, ptr %710, align 1, !tbaa !9
  %715 = icmp eq i8 %713, %714
  br i1 %715, label %706, label %716

716:                                              ; preds = %706, %709, %701
  %717 = phi ptr [ %695, %701 ], [ %705, %706 ], [ %711, %709 ]
  %718 = ptrtoint ptr %717 to i64
  %719 = sub i64 %691, %718
  %720 = trunc i64 %719 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  %721 = and i64 %719, 4294967295
  %722 = sub nsw i64 0, %721
  %723 = getelementptr inbounds i8, ptr %588, i64 %722
  %724 = icmp eq ptr %723, %93
  %725 = select i1 %585, i1 %724, i1 false
  %726 = select i1 %725, i1 %197, i1 false
  br i1 %726, label %727, label %765

727:                                              ; preds = %716
  %728 = sub nsw i32 0, %720
  %729 = and i32 %728, 3
  %730 = icmp eq i32 %729, 0
  %731 = shl i32 %728, 3
  %732 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 %731)
  %733 = select i1 %730, i32 %110, i32 %732
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  store i32 %733, ptr %16, align 4, !tbaa !5
  br label %734

734:                                              ; preds = %737, %727
  %735 = phi i64 [ %108, %727 ], [ %738, %737 ]
  %736 = icmp slt i64 %735, 4
  br i1 %736, label %744, label %737, !prof !27

737:                                              ; preds = %734
  %738 = add nsw i64 %735, -4
  %739 = getelementptr inbounds i8, ptr %104, i64 %738
  %740 = load i32, ptr %739, align 1, !tbaa !9
  %741 = icmp eq i32 %740, %733
  br i1 %741, label %734, label %742, !llvm.loop !29

742:                                              ; preds = %737
  %743 = getelementptr inbounds i8, ptr %104, i64 %735
  br label %747

744:                                              ; preds = %734
  %745 = getelementptr inbounds i8, ptr %104, i64 %735
  %746 = icmp sgt i64 %735, 0
  br i1 %746, label %747, label %759, !prof !31

747:                                              ; preds = %742, %744
  %748 = phi ptr [ %745, %744 ], [ %743, %742 ]
  br label %752

749:                                              ; preds = %752
  %750 = getelementptr inbounds i8, ptr %753, i64 -1
  %751 = icmp ugt ptr %755, %104
  br i1 %751, label %752, label %759, !prof !26, !llvm.loop !30

752:                                              ; preds = %747, %749
  %753 = phi ptr [ %750, %749 ], [ %46, %747 ]
  %754 = phi ptr [ %755, %749 ], [ %748, %747 ]
  %755 = getelementptr inbounds i8, ptr %754, i64 -1
  %756 = load i8, ptr %755, align 1, !tbaa !9
  %757 = load i8, ptr %753, align 1, !tbaa !9
  %758 = icmp eq i8 %756, %757
  br i1 %758, label %749, label %759

759:                                              ; preds = %749, %752, %744
  %760 = phi ptr [ %745, %744 ], [ %104, %749 ], [ %754, %752 ]
  %761 = ptrtoint ptr %760 to i64
  %762 = sub i64 %198, %761
  %763 = trunc i64 %762 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  %764 = add i32 %763, %720
  br label %765

765:                                              ; preds = %759, %716
  %766 = phi i32 [ %720, %716 ], [ %764, %759 ]
  %767 = sub i32 %531, %766
  %768 = tail call i32 @llvm.umax.i32(i32 %767, i32 %103)
  %769 = sub i32 %531, %768
  %770 = zext i32 %769 to i64
  %771 = add nuw nsw i64 %690, %770
  %772 = icmp ult i64 %771, %576
  %773 = icmp ugt i64 %690, %576
  %774 = or i1 %773, %772
  br i1 %774, label %783, label %775

775:                                              ; preds = %765
  %776 = trunc i64 %690 to i32
  %777 = trunc i64 %576 to i32
  %778 = sub i32 %531, %777
  %779 = add i32 %778, %776
  %780 = sub i32 %779, %94
  %781 = icmp ugt i32 %780, -4
  %782 = select i1 %781, i32 %94, i32 %779
  br label %825

783:                                              ; preds = %765
  %784 = sub i32 %768, %94
  %785 = icmp ugt i32 %784, -4
  br i1 %785, label %817, label %786

786:                                              ; preds = %783
  %787 = tail call i64 @llvm.umin.i64(i64 %771, i64 %576)
  %788 = sext i32 %489 to i64
  %789 = icmp ugt i64 %787, %788
  br i1 %789, label %790, label %797

790:                                              ; preds = %786
  %791 = zext i32 %768 to i64
  %792 = sub i64 %177, %791
  %793 = icmp ugt i64 %792, 65535
  br i1 %793, label %835, label %794

794:                                              ; preds = %790
  %795 = trunc i64 %787 to i32
  %796 = getelementptr inbounds i8, ptr %179, i64 %791
  br label %797

797:                                              ; preds = %794, %786
  %798 = phi ptr [ %796, %794 ], [ %487, %786 ]
  %799 = phi i32 [ %795, %794 ], [ %489, %786 ]
  %800 = and i32 %768, 65535
  %801 = zext nneg i32 %800 to i64
  %802 = getelementptr inbounds i16, ptr %34, i64 %801
  %803 = load i16, ptr %802, align 2, !tbaa !20
  %804 = zext i16 %803 to i32
  %805 = icmp ult i32 %768, %804
  %806 = sub i32 %768, %804
  br i1 %805, label %835, label %817

807:                                              ; preds = %533, %521, %581, %575, %584
  %808 = phi i64 [ %576, %584 ], [ %576, %581 ], [ %576, %575 ], [ %207, %521 ], [ %207, %533 ]
  %809 = phi i32 [ 2, %584 ], [ 2, %581 ], [ %577, %575 ], [ %206, %521 ], [ 1, %533 ]
  %810 = add i32 %522, %205
  %811 = and i32 %810, 65535
  %812 = zext nneg i32 %811 to i64
  %813 = getelementptr inbounds i16, ptr %34, i64 %812
  %814 = load i16, ptr %813, align 2, !tbaa !20
  %815 = zext i16 %814 to i32
  %816 = sub i32 %205, %815
  br label %825

817:                                              ; preds = %797, %783, %516
  %818 = phi ptr [ %487, %516 ], [ %798, %797 ], [ %487, %783 ]
  %819 = phi i1 [ %518, %516 ], [ false, %797 ], [ false, %783 ]
  %820 = phi i64 [ %207, %516 ], [ %576, %797 ], [ %576, %783 ]
  %821 = phi i32 [ %206, %516 ], [ 2, %797 ], [ 2, %783 ]
  %822 = phi i32 [ %520, %516 ], [ %806, %797 ], [ %94, %783 ]
  %823 = phi i32 [ %513, %516 ], [ 0, %797 ], [ 0, %783 ]
  %824 = phi i32 [ %488, %516 ], [ %799, %797 ], [ %489, %783 ]
  br i1 %819, label %835, label %825

825:                                              ; preds = %817, %775, %807
  %826 = phi ptr [ %818, %817 ], [ %487, %807 ], [ %487, %775 ]
  %827 = phi i64 [ %820, %817 ], [ %808, %807 ], [ %576, %775 ]
  %828 = phi i32 [ %821, %817 ], [ %809, %807 ], [ 2, %775 ]
  %829 = phi i32 [ %822, %817 ], [ %816, %807 ], [ %782, %775 ]
  %830 = phi i32 [ %823, %817 ], [ %522, %807 ], [ 0, %775 ]
  %831 = phi i32 [ %824, %817 ], [ %489, %807 ], [ %489, %775 ]
  %832 = icmp uge i32 %829, %103
  %833 = icmp sgt i32 %203, 1
  %834 = select i1 %832, i1 %833, i1 false
  br i1 %834, label %201, label %835

835:                                              ; preds = %825, %817, %790, %797, %170
  %836 = phi ptr [ null, %170 ], [ %826, %825 ], [ %818, %817 ], [ %487, %790 ], [ %798, %797 ]
  %837 = phi i32 [ %5, %170 ], [ %209, %797 ], [ %209, %790 ], [ %209, %817 ], [ %209, %825 ]
  %838 = phi i32 [ 3, %170 ], [ %831, %825 ], [ %824, %817 ], [ %489, %790 ], [ %799, %797 ]
  %839 = icmp sgt i32 %837, 0
  %840 = select i1 %47, i1 %839, i1 false
  %841 = sub i32 %98, %103
  %842 = icmp ult i32 %841, 65535
  %843 = select i1 %840, i1 %842, i1 false
  br i1 %843, label %844, label %983

844:                                              ; preds = %835
  %845 = getelementptr inbounds i8, ptr %92, i64 262144
  %846 = load ptr, ptr %845, align 8, !tbaa !16
  %847 = getelementptr inbounds i8, ptr %92, i64 262152
  %848 = load ptr, ptr %847, align 8, !tbaa !15
  %849 = ptrtoint ptr %846 to i64
  %850 = ptrtoint ptr %848 to i64
  %851 = sub i64 %849, %850
  %852 = getelementptr inbounds i8, ptr %92, i64 262168
  %853 = load i32, ptr %852, align 8, !tbaa !10
  %854 = zext i32 %853 to i64
  %855 = add i64 %851, %854
  %856 = load i32, ptr %87, align 1, !tbaa !9
  %857 = mul i32 %856, -1640531535
  %858 = lshr i32 %857, 17
  %859 = zext nneg i32 %858 to i64
  %860 = getelementptr inbounds [32768 x i32], ptr %92, i64 0, i64 %859
  %861 = load i32, ptr %860, align 4, !tbaa !5
  %862 = add i32 %861, %103
  %863 = trunc i64 %855 to i32
  %864 = sub i32 %862, %863
  %865 = sub i32 %98, %864
  %866 = icmp ult i32 %865, 65536
  br i1 %866, label %867, label %983

867:                                              ; preds = %844
  %868 = sub nsw i64 0, %854
  %869 = getelementptr inbounds i8, ptr %848, i64 %868
  %870 = getelementptr inbounds i8, ptr %92, i64 131072
  br label %871

871:                                              ; preds = %867, %971
  %872 = phi i32 [ %838, %867 ], [ %973, %971 ]
  %873 = phi i32 [ %837, %867 ], [ %877, %971 ]
  %874 = phi i32 [ %861, %867 ], [ %979, %971 ]
  %875 = phi i32 [ %864, %867 ], [ %980, %971 ]
  %876 = phi ptr [ %836, %867 ], [ %972, %971 ]
  %877 = add nsw i32 %873, -1
  %878 = icmp eq i32 %873, 0
  br i1 %878, label %983, label %879

879:                                              ; preds = %871
  %880 = zext i32 %874 to i64
  %881 = getelementptr inbounds i8, ptr %869, i64 %880
  %882 = load i32, ptr %881, align 1, !tbaa !9
  %883 = icmp eq i32 %882, %110
  br i1 %883, label %884, label %971

884:                                              ; preds = %879
  %885 = sub i64 %855, %880
  %886 = getelementptr inbounds i8, ptr %87, i64 %885
  %887 = icmp ugt ptr %886, %23
  %888 = select i1 %887, ptr %23, ptr %886
  %889 = getelementptr inbounds i8, ptr %881, i64 4
  %890 = getelementptr inbounds i8, ptr %888, i64 -7
  %891 = icmp ugt ptr %890, %180
  br i1 %891, label %892, label %903, !prof !24

892:                                              ; preds = %884
  %893 = load i64, ptr %889, align 1, !tbaa !9
  %894 = load i64, ptr %180, align 1, !tbaa !9
  %895 = icmp eq i64 %893, %894
  br i1 %895, label %896, label %898

896:                                              ; preds = %892
  %897 = getelementptr inbounds i8, ptr %881, i64 12
  br label %903

898:                                              ; preds = %892
  %899 = xor i64 %894, %893
  %900 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %899, i1 true)
  %901 = trunc nuw nsw i64 %900 to i32
  %902 = lshr i32 %901, 3
  br label %964

903:                                              ; preds = %896, %884
  %904 = phi ptr [ %889, %884 ], [ %897, %896 ]
  %905 = phi ptr [ %180, %884 ], [ %182, %896 ]
  %906 = icmp ult ptr %905, %890
  br i1 %906, label %907, label %925, !prof !25

907:                                              ; preds = %903, %921
  %908 = phi ptr [ %922, %921 ], [ %905, %903 ]
  %909 = phi ptr [ %923, %921 ], [ %904, %903 ]
  %910 = load i64, ptr %909, align 1, !tbaa !9
  %911 = load i64, ptr %908, align 1, !tbaa !9
  %912 = icmp eq i64 %910, %911
  br i1 %912, label %921, label %913

913:                                              ; preds = %907
  %914 = xor i64 %911, %910
  %915 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %914, i1 true)
  %916 = lshr i64 %915, 3
  %917 = getelementptr inbounds i8, ptr %908, i64 %916
  %918 = ptrtoint ptr %917 to i64
  %919 = sub i64 %918, %183
  %920 = trunc i64 %919 to i32
  br label %964

921:                                              ; preds = %907
  %922 = getelementptr inbounds i8, ptr %908, i64 8
  %923 = getelementptr inbounds i8, ptr %909, i64 8
  %924 = icmp ult ptr %922, %890
  br i1 %924, label %907, label %925, !prof !26

925:                                              ; preds = %921, %903
  %926 = phi ptr [ %904, %903 ], [ %923, %921 ]
  %927 = phi ptr [ %905, %903 ], [ %922, %921 ]
  %928 = getelementptr inbounds i8, ptr %888, i64 -3
  %929 = icmp ult ptr %927, %928
  br i1 %929, label %930, label %937

930:                                              ; preds = %925
  %931 = load i32, ptr %926, align 1, !tbaa !9
  %932 = load i32, ptr %927, align 1, !tbaa !9
  %933 = icmp eq i32 %931, %932
  br i1 %933, label %934, label %937

934:                                              ; preds = %930
  %935 = getelementptr inbounds i8, ptr %927, i64 4
  %936 = getelementptr inbounds i8, ptr %926, i64 4
  br label %937

937:                                              ; preds = %934, %930, %925
  %938 = phi ptr [ %936, %934 ], [ %926, %930 ], [ %926, %925 ]
  %939 = phi ptr [ %935, %934 ], [ %927, %930 ], [ %927, %925 ]
  %940 = getelementptr inbounds i8, ptr %888, i64 -1
  %941 = icmp ult ptr %939, %940
  br i1 %941, label %942, label %949

942:                                              ; preds = %937
  %943 = load i16, ptr %938, align 1, !tbaa !9
  %944 = load i16, ptr %939, align 1, !tbaa !9
  %945 = icmp eq i16 %943, %944
  br i1 %945, label %946, label %949

946:                                              ; preds = %942
  %947 = getelementptr inbounds i8, ptr %939, i64 2
  %948 = getelementptr inbounds i8, ptr %938, i64 2
  br label %949

949:                                              ; preds = %946, %942, %937
  %950 = phi ptr [ %948, %946 ], [ %938, %942 ], [ %938, %937 ]
  %951 = phi ptr [ %947, %946 ], [ %939, %942 ], [ %939, %937 ]
  %952 = icmp ult ptr %951, %888
  br i1 %952, label %953, label %959

953:                                              ; preds = %949
  %954 = load i8, ptr %950, align 1, !tbaa !9
  %955 = load i8, ptr %951, align 1, !tbaa !9
  %956 = icmp eq i8 %954, %955
  %957 = zext i1 %956 to i64
  %958 = getelementptr inbounds i8, ptr %951, i64 %957
  br label %959

959:                                              ; preds = %953, %949
  %960 = phi ptr [ %951, %949 ], [ %958, %953 ]
  %961 = ptrtoint ptr %960 to i64
  %962 = sub i64 %961, %183
  %963 = trunc i64 %962 to i32
  br label %964

964:                                              ; preds = %913, %898, %959
  %965 = phi i32 [ %963, %959 ], [ %902, %898 ], [ %920, %913 ]
  %966 = add nsw i32 %965, 4
  %967 = icmp sgt i32 %966, %872
  br i1 %967, label %968, label %971

968:                                              ; preds = %964
  %969 = zext i32 %875 to i64
  %970 = getelementptr inbounds i8, ptr %179, i64 %969
  br label %971

971:                                              ; preds = %968, %964, %879
  %972 = phi ptr [ %970, %968 ], [ %876, %964 ], [ %876, %879 ]
  %973 = phi i32 [ %966, %968 ], [ %872, %964 ], [ %872, %879 ]
  %974 = and i32 %874, 65535
  %975 = zext nneg i32 %974 to i64
  %976 = getelementptr inbounds [65536 x i16], ptr %870, i64 0, i64 %975
  %977 = load i16, ptr %976, align 2, !tbaa !20
  %978 = zext i16 %977 to i32
  %979 = sub i32 %874, %978
  %980 = sub i32 %875, %978
  %981 = sub i32 %98, %980
  %982 = icmp ult i32 %981, 65536
  br i1 %982, label %871, label %983, !llvm.loop !32

983:                                              ; preds = %971, %871, %844, %835
  %984 = phi ptr [ %836, %835 ], [ %836, %844 ], [ %972, %971 ], [ %876, %871 ]
  %985 = phi i32 [ %838, %835 ], [ %838, %844 ], [ %973, %971 ], [ %872, %871 ]
  %986 = icmp sgt i32 %985, 3
  br i1 %986, label %987, label %1002

987:                                              ; preds = %983
  %988 = add nsw i32 %985, -19
  %989 = icmp ult i32 %988, 18
  %990 = select i1 %989, i32 18, i32 %985
  %991 = select i1 %48, i32 %985, i32 %990
  %992 = ptrtoint ptr %984 to i64
  %993 = sub i64 %88, %992
  %994 = zext nneg i32 %991 to i64
  %995 = trunc i64 %993 to i32
  %996 = icmp ult i64 %31, %994
  br i1 %996, label %1004, label %997

997:                                              ; preds = %987
  %998 = shl i64 %90, 32
  %999 = ashr exact i64 %998, 32
  %1000 = icmp sgt i64 %999, 14
  %1001 = trunc i64 %90 to i32
  br i1 %1000, label %1135, label %1141

1002:                                             ; preds = %983
  %1003 = getelementptr inbounds i8, ptr %87, i64 1
  br label %3379, !llvm.loop !65

1004:                                             ; preds = %987
  %1005 = getelementptr i8, ptr %85, i64 1
  %1006 = udiv i64 %90, 255
  %1007 = getelementptr inbounds i8, ptr %1005, i64 %1006
  %1008 = getelementptr inbounds i8, ptr %1007, i64 %90
  %1009 = getelementptr inbounds i8, ptr %1008, i64 8
  %1010 = icmp ugt ptr %1009, %30
  %1011 = select i1 %54, i1 %1010, i1 false
  br i1 %1011, label %3461, label %1012

1012:                                             ; preds = %1004
  %1013 = icmp ugt i64 %90, 14
  br i1 %1013, label %1014, label %1031

1014:                                             ; preds = %1012
  %1015 = add i64 %90, -15
  store i8 -16, ptr %85, align 1, !tbaa !9
  %1016 = icmp ugt i64 %1015, 254
  br i1 %1016, label %1017, label %1026

1017:                                             ; preds = %1014
  %1018 = add i64 %88, -270
  %1019 = sub i64 %1018, %89
  %1020 = udiv i64 %1019, 255
  %1021 = add nuw nsw i64 %1020, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1005, i8 -1, i64 %1021, i1 false), !tbaa !9
  %1022 = getelementptr i8, ptr %85, i64 2
  %1023 = mul i64 %1020, -255
  %1024 = getelementptr i8, ptr %1022, i64 %1020
  %1025 = add i64 %1023, %1019
  br label %1026

1026:                                             ; preds = %1017, %1014
  %1027 = phi ptr [ %1005, %1014 ], [ %1024, %1017 ]
  %1028 = phi i64 [ %1015, %1014 ], [ %1025, %1017 ]
  %1029 = trunc nuw i64 %1028 to i8
  %1030 = getelementptr inbounds i8, ptr %1027, i64 1
  store i8 %1029, ptr %1027, align 1, !tbaa !9
  br label %1034

1031:                                             ; preds = %1012
  %1032 = trunc nuw i64 %90 to i8
  %1033 = shl nuw i8 %1032, 4
  store i8 %1033, ptr %85, align 1, !tbaa !9
  br label %1034

1034:                                             ; preds = %1031, %1026
  %1035 = phi ptr [ %1030, %1026 ], [ %1005, %1031 ]
  %1036 = ptrtoint ptr %1035 to i64
  %1037 = getelementptr inbounds i8, ptr %1035, i64 %90
  %1038 = add i64 %1036, %88
  %1039 = sub i64 %1038, %89
  %1040 = add nuw i64 %1036, 8
  %1041 = tail call i64 @llvm.umax.i64(i64 %1039, i64 %1040)
  %1042 = xor i64 %1036, -1
  %1043 = add i64 %1041, %1042
  %1044 = lshr i64 %1043, 3
  %1045 = add nuw nsw i64 %1044, 1
  %1046 = icmp ult i64 %1043, 24
  %1047 = sub i64 %1036, %89
  %1048 = icmp ult i64 %1047, 32
  %1049 = select i1 %1046, i1 true, i1 %1048
  br i1 %1049, label %1070, label %1050

1050:                                             ; preds = %1034
  %1051 = and i64 %1045, 4611686018427387900
  %1052 = shl i64 %1051, 3
  %1053 = getelementptr i8, ptr %86, i64 %1052
  %1054 = shl i64 %1051, 3
  %1055 = getelementptr i8, ptr %1035, i64 %1054
  br label %1056

1056:                                             ; preds = %1056, %1050
  %1057 = phi i64 [ 0, %1050 ], [ %1066, %1056 ]
  %1058 = shl i64 %1057, 3
  %1059 = getelementptr i8, ptr %86, i64 %1058
  %1060 = shl i64 %1057, 3
  %1061 = getelementptr i8, ptr %1035, i64 %1060
  %1062 = getelementptr i8, ptr %1059, i64 16
  %1063 = load <2 x i64>, ptr %1059, align 1
  %1064 = load <2 x i64>, ptr %1062, align 1
  %1065 = getelementptr i8, ptr %1061, i64 16
  store <2 x i64> %1063, ptr %1061, align 1
  store <2 x i64> %1064, ptr %1065, align 1
  %1066 = add nuw i64 %1057, 4
  %1067 = icmp eq i64 %1066, %1051
  br i1 %1067, label %1068, label %1056, !llvm.loop !66

1068:                                             ; preds = %1056
  %1069 = icmp eq i64 %1045, %1051
  br i1 %1069, label %1080, label %1070

1070:                                             ; preds = %1068, %1034
  %1071 = phi ptr [ %86, %1034 ], [ %1053, %1068 ]
  %1072 = phi ptr [ %1035, %1034 ], [ %1055, %1068 ]
  br label %1073

1073:                                             ; preds = %1070, %1073
  %1074 = phi ptr [ %1078, %1073 ], [ %1071, %1070 ]
  %1075 = phi ptr [ %1077, %1073 ], [ %1072, %1070 ]
  %1076 = load i64, ptr %1074, align 1
  store i64 %1076, ptr %1075, align 1
  %1077 = getelementptr inbounds i8, ptr %1075, i64 8
  %1078 = getelementptr inbounds i8, ptr %1074, i64 8
  %1079 = icmp ult ptr %1077, %1037
  br i1 %1079, label %1073, label %1080, !llvm.loop !67

1080:                                             ; preds = %1073, %1068
  %1081 = trunc i64 %993 to i16
  store i16 %1081, ptr %1037, align 1, !tbaa !9
  %1082 = getelementptr i8, ptr %1037, i64 2
  %1083 = add nsw i64 %994, -4
  %1084 = udiv i64 %1083, 255
  %1085 = getelementptr inbounds i8, ptr %1082, i64 %1084
  %1086 = getelementptr inbounds i8, ptr %1085, i64 6
  %1087 = icmp ugt ptr %1086, %30
  %1088 = select i1 %54, i1 %1087, i1 false
  br i1 %1088, label %3461, label %1089

1089:                                             ; preds = %1080
  %1090 = icmp ugt i64 %1083, 14
  br i1 %1090, label %1091, label %1119

1091:                                             ; preds = %1089
  %1092 = load i8, ptr %85, align 1, !tbaa !9
  %1093 = add i8 %1092, 15
  store i8 %1093, ptr %85, align 1, !tbaa !9
  %1094 = add nsw i64 %994, -19
  %1095 = icmp ugt i64 %1094, 509
  br i1 %1095, label %1096, label %1107

1096:                                             ; preds = %1091
  %1097 = add nsw i64 %994, -529
  %1098 = udiv i64 %1097, 510
  %1099 = shl nuw nsw i64 %1098, 1
  %1100 = add nuw nsw i64 %1099, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %1082, i8 -1, i64 %1100, i1 false), !tbaa !9
  %1101 = getelementptr i8, ptr %1035, i64 4
  %1102 = add i64 %1099, %88
  %1103 = sub i64 %1102, %89
  %1104 = getelementptr i8, ptr %1101, i64 %1103
  %1105 = mul i64 %1098, -510
  %1106 = add i64 %1105, %1097
  br label %1107

1107:                                             ; preds = %1096, %1091
  %1108 = phi ptr [ %1082, %1091 ], [ %1104, %1096 ]
  %1109 = phi i64 [ %1094, %1091 ], [ %1106, %1096 ]
  %1110 = icmp ugt i64 %1109, 254
  br i1 %1110, label %1111, label %1114

1111:                                             ; preds = %1107
  %1112 = add nsw i64 %1109, -255
  %1113 = getelementptr inbounds i8, ptr %1108, i64 1
  store i8 -1, ptr %1108, align 1, !tbaa !9
  br label %1114

1114:                                             ; preds = %1111, %1107
  %1115 = phi ptr [ %1113, %1111 ], [ %1108, %1107 ]
  %1116 = phi i64 [ %1112, %1111 ], [ %1109, %1107 ]
  %1117 = trunc nuw i64 %1116 to i8
  %1118 = getelementptr inbounds i8, ptr %1115, i64 1
  store i8 %1117, ptr %1115, align 1, !tbaa !9
  br label %3376

1119:                                             ; preds = %1089
  %1120 = trunc nuw i64 %1083 to i8
  %1121 = load i8, ptr %85, align 1, !tbaa !9
  %1122 = add i8 %1121, %1120
  store i8 %1122, ptr %85, align 1, !tbaa !9
  br label %3376

1123:                                             ; preds = %1169, %1173
  %1124 = phi i32 [ %1174, %1173 ], [ %1172, %1169 ]
  %1125 = phi i32 [ %1180, %1173 ], [ %1172, %1169 ]
  store i32 1, ptr %78, align 4, !tbaa !68
  store i32 0, ptr %79, align 4, !tbaa !70
  store i32 %1124, ptr %80, align 4, !tbaa !71
  store i32 %1125, ptr %77, align 4, !tbaa !72
  %1126 = icmp sgt i32 %91, 14
  %1127 = add nsw i32 %91, -15
  %1128 = udiv i32 %1127, 255
  %1129 = add nuw nsw i32 %91, 1
  %1130 = add nuw nsw i32 %1129, %1128
  %1131 = add nuw i32 %991, 1
  %1132 = zext i32 %1131 to i64
  %1133 = select i1 %1126, i32 %1130, i32 %91
  %1134 = add nsw i32 %1133, 3
  br label %1205

1135:                                             ; preds = %997
  %1136 = add i32 %1001, -15
  %1137 = udiv i32 %1136, 255
  %1138 = add nuw nsw i64 %999, 1
  %1139 = trunc nsw i64 %1138 to i32
  %1140 = add nuw nsw i32 %1137, %1139
  store i32 1, ptr %66, align 4, !tbaa !68
  store i32 0, ptr %67, align 4, !tbaa !70
  store i32 %91, ptr %68, align 4, !tbaa !71
  store i32 %1140, ptr %18, align 4, !tbaa !72
  br label %1144

1141:                                             ; preds = %997
  %1142 = add i32 %1001, 1
  store i32 1, ptr %55, align 4, !tbaa !68
  store i32 0, ptr %56, align 4, !tbaa !70
  store i32 %91, ptr %57, align 4, !tbaa !71
  store i32 %91, ptr %18, align 4, !tbaa !72
  %1143 = icmp eq i64 %998, 60129542144
  br i1 %1143, label %1144, label %1155

1144:                                             ; preds = %1141, %1135
  %1145 = phi i64 [ %1138, %1135 ], [ 15, %1141 ]
  %1146 = phi i32 [ %1139, %1135 ], [ %1142, %1141 ]
  %1147 = trunc i64 %1145 to i32
  %1148 = add i32 %1147, -15
  %1149 = udiv i32 %1148, 255
  %1150 = trunc i64 %1145 to i32
  %1151 = add nuw i32 %1150, 1
  %1152 = add nuw nsw i32 %1151, %1149
  store i32 1, ptr %70, align 4, !tbaa !68
  store i32 0, ptr %71, align 4, !tbaa !70
  store i32 %1146, ptr %72, align 4, !tbaa !71
  store i32 %1152, ptr %69, align 4, !tbaa !72
  %1153 = trunc i64 %90 to i32
  %1154 = add i32 %1153, 2
  br label %1159

1155:                                             ; preds = %1141
  store i32 1, ptr %59, align 4, !tbaa !68
  store i32 0, ptr %60, align 4, !tbaa !70
  store i32 %1142, ptr %61, align 4, !tbaa !71
  store i32 %1142, ptr %58, align 4, !tbaa !72
  %1156 = icmp sgt i64 %999, 12
  %1157 = trunc i64 %90 to i32
  %1158 = add i32 %1157, 2
  br i1 %1156, label %1159, label %1169

1159:                                             ; preds = %1155, %1144
  %1160 = phi i32 [ %1154, %1144 ], [ %1158, %1155 ]
  %1161 = trunc i64 %90 to i32
  %1162 = add i32 %1161, -13
  %1163 = udiv i32 %1162, 255
  %1164 = trunc i64 %90 to i32
  %1165 = add i32 %1164, 3
  %1166 = add nuw nsw i32 %1165, %1163
  store i32 1, ptr %74, align 4, !tbaa !68
  store i32 0, ptr %75, align 4, !tbaa !70
  store i32 %1160, ptr %76, align 4, !tbaa !71
  store i32 %1166, ptr %73, align 4, !tbaa !72
  %1167 = trunc i64 %90 to i32
  %1168 = add i32 %1167, 3
  br label %1173

1169:                                             ; preds = %1155
  store i32 1, ptr %63, align 4, !tbaa !68
  store i32 0, ptr %64, align 4, !tbaa !70
  store i32 %1158, ptr %65, align 4, !tbaa !71
  store i32 %1158, ptr %62, align 4, !tbaa !72
  %1170 = icmp eq i64 %998, 51539607552
  %1171 = trunc i64 %90 to i32
  %1172 = add i32 %1171, 3
  br i1 %1170, label %1173, label %1123

1173:                                             ; preds = %1159, %1169
  %1174 = phi i32 [ %1168, %1159 ], [ %1172, %1169 ]
  %1175 = trunc i64 %90 to i32
  %1176 = add i32 %1175, -12
  %1177 = udiv i32 %1176, 255
  %1178 = trunc i64 %90 to i32
  %1179 = add i32 %1178, 4
  %1180 = add nuw nsw i32 %1179, %1177
  br label %1123

1181:                                             ; preds = %1214
  %1182 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %994
  %1183 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %994
  %1184 = getelementptr inbounds i8, ptr %1183, i64 16
  %1185 = getelementptr inbounds i8, ptr %1183, i64 24
  store i32 1, ptr %1185, align 4, !tbaa !68
  %1186 = getelementptr inbounds i8, ptr %1183, i64 20
  store i32 0, ptr %1186, align 4, !tbaa !70
  %1187 = getelementptr inbounds i8, ptr %1183, i64 28
  store i32 1, ptr %1187, align 4, !tbaa !71
  %1188 = load i32, ptr %1182, align 4, !tbaa !72
  %1189 = add nsw i32 %1188, 1
  store i32 %1189, ptr %1184, align 4, !tbaa !72
  %1190 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %994
  %1191 = getelementptr inbounds i8, ptr %1190, i64 32
  %1192 = getelementptr inbounds i8, ptr %1190, i64 40
  store i32 1, ptr %1192, align 4, !tbaa !68
  %1193 = getelementptr inbounds i8, ptr %1190, i64 36
  store i32 0, ptr %1193, align 4, !tbaa !70
  %1194 = getelementptr inbounds i8, ptr %1190, i64 44
  store i32 2, ptr %1194, align 4, !tbaa !71
  %1195 = load i32, ptr %1182, align 4, !tbaa !72
  %1196 = add nsw i32 %1195, 2
  store i32 %1196, ptr %1191, align 4, !tbaa !72
  %1197 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %994
  %1198 = getelementptr inbounds i8, ptr %1197, i64 48
  %1199 = getelementptr inbounds i8, ptr %1197, i64 56
  store i32 1, ptr %1199, align 4, !tbaa !68
  %1200 = getelementptr inbounds i8, ptr %1197, i64 52
  store i32 0, ptr %1200, align 4, !tbaa !70
  %1201 = getelementptr inbounds i8, ptr %1197, i64 60
  store i32 3, ptr %1201, align 4, !tbaa !71
  %1202 = load i32, ptr %1182, align 4, !tbaa !72
  %1203 = add nsw i32 %1202, 3
  store i32 %1203, ptr %1198, align 4, !tbaa !72
  %1204 = icmp sgt i32 %991, 1
  br i1 %1204, label %1223, label %3198

1205:                                             ; preds = %1123, %1214
  %1206 = phi i64 [ 4, %1123 ], [ %1221, %1214 ]
  %1207 = icmp ugt i64 %1206, 18
  br i1 %1207, label %1208, label %1214

1208:                                             ; preds = %1205
  %1209 = trunc i64 %1206 to i32
  %1210 = add i32 %1209, -19
  %1211 = udiv i32 %1210, 255
  %1212 = add nuw nsw i32 %1211, 1
  %1213 = add nsw i32 %1212, %1134
  br label %1214

1214:                                             ; preds = %1205, %1208
  %1215 = phi i32 [ %1213, %1208 ], [ %1134, %1205 ]
  %1216 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1206
  %1217 = getelementptr inbounds i8, ptr %1216, i64 8
  %1218 = trunc nuw nsw i64 %1206 to i32
  store i32 %1218, ptr %1217, align 4, !tbaa !68
  %1219 = getelementptr inbounds i8, ptr %1216, i64 4
  store i32 %995, ptr %1219, align 4, !tbaa !70
  %1220 = getelementptr inbounds i8, ptr %1216, i64 12
  store i32 %91, ptr %1220, align 4, !tbaa !71
  store i32 %1215, ptr %1216, align 4, !tbaa !72
  %1221 = add nuw nsw i64 %1206, 1
  %1222 = icmp eq i64 %1221, %1132
  br i1 %1222, label %1181, label %1205, !llvm.loop !73

1223:                                             ; preds = %1181
  %1224 = getelementptr inbounds i8, ptr %92, i64 262144
  %1225 = getelementptr inbounds i8, ptr %92, i64 262152
  %1226 = getelementptr inbounds i8, ptr %92, i64 262168
  %1227 = getelementptr inbounds i8, ptr %92, i64 131072
  %1228 = add i32 %94, 1
  %1229 = trunc i64 %88 to i32
  %1230 = add i32 %1228, %1229
  %1231 = trunc i64 %95 to i32
  %1232 = sub i32 %1230, %1231
  br label %1233

1233:                                             ; preds = %1223, %3192
  %1234 = phi i32 [ 0, %1223 ], [ %3197, %3192 ]
  %1235 = phi i64 [ 1, %1223 ], [ %3194, %3192 ]
  %1236 = phi i32 [ %991, %1223 ], [ %3193, %3192 ]
  %1237 = add i32 %1232, %1234
  %1238 = zext i32 %1237 to i64
  %1239 = add i32 %1232, %1234
  %1240 = zext i32 %1239 to i64
  %1241 = getelementptr inbounds i8, ptr %87, i64 %1235
  %1242 = icmp ugt ptr %1241, %22
  br i1 %1242, label %3198, label %1243

1243:                                             ; preds = %1233
  %1244 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1235
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load i32, ptr %1245, align 4, !tbaa !72
  %1247 = load i32, ptr %1244, align 4, !tbaa !72
  %1248 = icmp sgt i32 %1246, %1247
  br i1 %49, label %1255, label %1249

1249:                                             ; preds = %1243
  br i1 %1248, label %1256, label %1250

1250:                                             ; preds = %1249
  %1251 = getelementptr inbounds i8, ptr %1244, i64 64
  %1252 = load i32, ptr %1251, align 4, !tbaa !72
  %1253 = add nsw i32 %1247, 3
  %1254 = icmp slt i32 %1252, %1253
  br i1 %1254, label %3192, label %1256

1255:                                             ; preds = %1243
  br i1 %1248, label %2136, label %3192

1256:                                             ; preds = %1249, %1250
  %1257 = ptrtoint ptr %1241 to i64
  %1258 = sub i64 %1257, %95
  %1259 = trunc i64 %1258 to i32
  %1260 = add i32 %94, %1259
  %1261 = icmp ugt i32 %100, %1260
  %1262 = add i32 %1260, -65535
  %1263 = select i1 %1261, i32 %99, i32 %1262
  %1264 = load i32, ptr %1241, align 1, !tbaa !9
  %1265 = load i32, ptr %40, align 8, !tbaa !14
  %1266 = icmp ult i32 %1265, %1260
  br i1 %1266, label %1267, label %1322

1267:                                             ; preds = %1256
  %1268 = zext i32 %1265 to i64
  %1269 = zext i32 %1260 to i64
  %1270 = sub nsw i64 %1240, %1268
  %1271 = and i64 %1270, 1
  %1272 = icmp eq i64 %1271, 0
  br i1 %1272, label %1287, label %1273

1273:                                             ; preds = %1267
  %1274 = getelementptr i8, ptr %179, i64 %1268
  %1275 = load i32, ptr %1274, align 1, !tbaa !9
  %1276 = mul i32 %1275, -1640531535
  %1277 = lshr i32 %1276, 17
  %1278 = zext nneg i32 %1277 to i64
  %1279 = getelementptr inbounds i32, ptr %0, i64 %1278
  %1280 = load i32, ptr %1279, align 4, !tbaa !5
  %1281 = sub i32 %1265, %1280
  %1282 = tail call i32 @llvm.umin.i32(i32 %1281, i32 65535)
  %1283 = trunc nuw i32 %1282 to i16
  %1284 = and i64 %1268, 65535
  %1285 = getelementptr inbounds i16, ptr %34, i64 %1284
  store i16 %1283, ptr %1285, align 2, !tbaa !20
  store i32 %1265, ptr %1279, align 4, !tbaa !5
  %1286 = add nuw nsw i64 %1268, 1
  br label %1287

1287:                                             ; preds = %1273, %1267
  %1288 = phi i64 [ %1268, %1267 ], [ %1286, %1273 ]
  %1289 = add nsw i64 %1240, -1
  %1290 = icmp eq i64 %1289, %1268
  br i1 %1290, label %1322, label %1291

1291:                                             ; preds = %1287, %1291
  %1292 = phi i64 [ %1320, %1291 ], [ %1288, %1287 ]
  %1293 = getelementptr i8, ptr %179, i64 %1292
  %1294 = load i32, ptr %1293, align 1, !tbaa !9
  %1295 = mul i32 %1294, -1640531535
  %1296 = lshr i32 %1295, 17
  %1297 = zext nneg i32 %1296 to i64
  %1298 = getelementptr inbounds i32, ptr %0, i64 %1297
  %1299 = load i32, ptr %1298, align 4, !tbaa !5
  %1300 = trunc nuw i64 %1292 to i32
  %1301 = sub i32 %1300, %1299
  %1302 = tail call i32 @llvm.umin.i32(i32 %1301, i32 65535)
  %1303 = trunc nuw i32 %1302 to i16
  %1304 = and i64 %1292, 65535
  %1305 = getelementptr inbounds i16, ptr %34, i64 %1304
  store i16 %1303, ptr %1305, align 2, !tbaa !20
  store i32 %1300, ptr %1298, align 4, !tbaa !5
  %1306 = add nuw nsw i64 %1292, 1
  %1307 = getelementptr i8, ptr %179, i64 %1306
  %1308 = load i32, ptr %1307, align 1, !tbaa !9
  %1309 = mul i32 %1308, -1640531535
  %1310 = lshr i32 %1309, 17
  %1311 = zext nneg i32 %1310 to i64
  %1312 = getelementptr inbounds i32, ptr %0, i64 %1311
  %1313 = load i32, ptr %1312, align 4, !tbaa !5
  %1314 = trunc nuw i64 %1306 to i32
  %1315 = sub i32 %1314, %1313
  %1316 = tail call i32 @llvm.umin.i32(i32 %1315, i32 65535)
  %1317 = trunc nuw i32 %1316 to i16
  %1318 = and i64 %1306, 65535
  %1319 = getelementptr inbounds i16, ptr %34, i64 %1318
  store i16 %1317, ptr %1319, align 2, !tbaa !20
  store i32 %1314, ptr %1312, align 4, !tbaa !5
  %1320 = add nuw nsw i64 %1292, 2
  %1321 = icmp ult i64 %1320, %1269
  br i1 %1321, label %1291, label %1322, !llvm.loop !21

1322:                                             ; preds = %1287, %1291, %1256
  store i32 %1260, ptr %40, align 8, !tbaa !14
  %1323 = load i32, ptr %1241, align 1, !tbaa !9
  %1324 = mul i32 %1323, -1640531535
  %1325 = lshr i32 %1324, 17
  %1326 = zext nneg i32 %1325 to i64
  %1327 = getelementptr inbounds i32, ptr %0, i64 %1326
  %1328 = load i32, ptr %1327, align 4, !tbaa !5
  %1329 = add i64 %1258, %105
  %1330 = getelementptr i8, ptr %1241, i64 -1
  %1331 = getelementptr inbounds i8, ptr %1241, i64 4
  %1332 = icmp ugt ptr %22, %1331
  %1333 = getelementptr inbounds i8, ptr %1241, i64 12
  %1334 = ptrtoint ptr %1331 to i64
  %1335 = and i32 %1264, 65535
  %1336 = lshr i32 %1264, 16
  %1337 = icmp eq i32 %1335, %1336
  %1338 = and i32 %1264, 255
  %1339 = lshr i32 %1264, 24
  %1340 = icmp eq i32 %1338, %1339
  %1341 = and i1 %1337, %1340
  %1342 = zext i32 %1264 to i64
  %1343 = mul nuw i64 %1342, 4294967297
  %1344 = icmp uge i32 %1328, %1263
  %1345 = and i1 %1344, %82
  br i1 %1345, label %1346, label %1980

1346:                                             ; preds = %1322, %1970
  %1347 = phi i32 [ %1976, %1970 ], [ 3, %1322 ]
  %1348 = phi i32 [ %1354, %1970 ], [ %5, %1322 ]
  %1349 = phi i32 [ %1975, %1970 ], [ 0, %1322 ]
  %1350 = phi i32 [ %1974, %1970 ], [ %1328, %1322 ]
  %1351 = phi i32 [ %1973, %1970 ], [ 0, %1322 ]
  %1352 = phi i64 [ %1972, %1970 ], [ 0, %1322 ]
  %1353 = phi ptr [ %1971, %1970 ], [ null, %1322 ]
  %1354 = add nsw i32 %1348, -1
  %1355 = sub i32 %1260, %1350
  %1356 = icmp ult i32 %1355, 8
  %1357 = and i1 %41, %1356
  br i1 %1357, label %1631, label %1358

1358:                                             ; preds = %1346
  %1359 = icmp ult i32 %1350, %94
  br i1 %1359, label %1451, label %1360

1360:                                             ; preds = %1358
  %1361 = zext i32 %1350 to i64
  %1362 = getelementptr i8, ptr %179, i64 %1361
  %1363 = sext i32 %1347 to i64
  %1364 = getelementptr i8, ptr %1330, i64 %1363
  %1365 = load i16, ptr %1364, align 1, !tbaa !9
  %1366 = getelementptr inbounds i8, ptr %1362, i64 %1363
  %1367 = getelementptr inbounds i8, ptr %1366, i64 -1
  %1368 = load i16, ptr %1367, align 1, !tbaa !9
  %1369 = icmp eq i16 %1365, %1368
  br i1 %1369, label %1370, label %1631

1370:                                             ; preds = %1360
  %1371 = load i32, ptr %1362, align 1, !tbaa !9
  %1372 = icmp eq i32 %1371, %1264
  br i1 %1372, label %1373, label %1631

1373:                                             ; preds = %1370
  %1374 = getelementptr inbounds i8, ptr %1362, i64 4
  br i1 %1332, label %1375, label %1386, !prof !24

1375:                                             ; preds = %1373
  %1376 = load i64, ptr %1374, align 1, !tbaa !9
  %1377 = load i64, ptr %1331, align 1, !tbaa !9
  %1378 = icmp eq i64 %1376, %1377
  br i1 %1378, label %1379, label %1381

1379:                                             ; preds = %1375
  %1380 = getelementptr inbounds i8, ptr %1362, i64 12
  br label %1386

1381:                                             ; preds = %1375
  %1382 = xor i64 %1377, %1376
  %1383 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1382, i1 true)
  %1384 = trunc nuw nsw i64 %1383 to i32
  %1385 = lshr i32 %1384, 3
  br label %1445

1386:                                             ; preds = %1379, %1373
  %1387 = phi ptr [ %1374, %1373 ], [ %1380, %1379 ]
  %1388 = phi ptr [ %1331, %1373 ], [ %1333, %1379 ]
  %1389 = icmp ult ptr %1388, %22
  br i1 %1389, label %1390, label %1408, !prof !25

1390:                                             ; preds = %1386, %1404
  %1391 = phi ptr [ %1405, %1404 ], [ %1388, %1386 ]
  %1392 = phi ptr [ %1406, %1404 ], [ %1387, %1386 ]
  %1393 = load i64, ptr %1392, align 1, !tbaa !9
  %1394 = load i64, ptr %1391, align 1, !tbaa !9
  %1395 = icmp eq i64 %1393, %1394
  br i1 %1395, label %1404, label %1396

1396:                                             ; preds = %1390
  %1397 = xor i64 %1394, %1393
  %1398 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1397, i1 true)
  %1399 = lshr i64 %1398, 3
  %1400 = getelementptr inbounds i8, ptr %1391, i64 %1399
  %1401 = ptrtoint ptr %1400 to i64
  %1402 = sub i64 %1401, %1334
  %1403 = trunc i64 %1402 to i32
  br label %1445

1404:                                             ; preds = %1390
  %1405 = getelementptr inbounds i8, ptr %1391, i64 8
  %1406 = getelementptr inbounds i8, ptr %1392, i64 8
  %1407 = icmp ult ptr %1405, %22
  br i1 %1407, label %1390, label %1408, !prof !26

1408:                                             ; preds = %1404, %1386
  %1409 = phi ptr [ %1387, %1386 ], [ %1406, %1404 ]
  %1410 = phi ptr [ %1388, %1386 ], [ %1405, %1404 ]
  %1411 = icmp ult ptr %1410, %42
  br i1 %1411, label %1412, label %1419

1412:                                             ; preds = %1408
  %1413 = load i32, ptr %1409, align 1, !tbaa !9
  %1414 = load i32, ptr %1410, align 1, !tbaa !9
  %1415 = icmp eq i32 %1413, %1414
  br i1 %1415, label %1416, label %1419

1416:                                             ; preds = %1412
  %1417 = getelementptr inbounds i8, ptr %1410, i64 4
  %1418 = getelementptr inbounds i8, ptr %1409, i64 4
  br label %1419

1419:                                             ; preds = %1416, %1412, %1408
  %1420 = phi ptr [ %1418, %1416 ], [ %1409, %1412 ], [ %1409, %1408 ]
  %1421 = phi ptr [ %1417, %1416 ], [ %1410, %1412 ], [ %1410, %1408 ]
  %1422 = icmp ult ptr %1421, %43
  br i1 %1422, label %1423, label %1430

1423:                                             ; preds = %1419
  %1424 = load i16, ptr %1420, align 1, !tbaa !9
  %1425 = load i16, ptr %1421, align 1, !tbaa !9
  %1426 = icmp eq i16 %1424, %1425
  br i1 %1426, label %1427, label %1430

1427:                                             ; preds = %1423
  %1428 = getelementptr inbounds i8, ptr %1421, i64 2
  %1429 = getelementptr inbounds i8, ptr %1420, i64 2
  br label %1430

1430:                                             ; preds = %1427, %1423, %1419
  %1431 = phi ptr [ %1429, %1427 ], [ %1420, %1423 ], [ %1420, %1419 ]
  %1432 = phi ptr [ %1428, %1427 ], [ %1421, %1423 ], [ %1421, %1419 ]
  %1433 = icmp ult ptr %1432, %23
  br i1 %1433, label %1434, label %1440

1434:                                             ; preds = %1430
  %1435 = load i8, ptr %1431, align 1, !tbaa !9
  %1436 = load i8, ptr %1432, align 1, !tbaa !9
  %1437 = icmp eq i8 %1435, %1436
  %1438 = zext i1 %1437 to i64
  %1439 = getelementptr inbounds i8, ptr %1432, i64 %1438
  br label %1440

1440:                                             ; preds = %1434, %1430
  %1441 = phi ptr [ %1432, %1430 ], [ %1439, %1434 ]
  %1442 = ptrtoint ptr %1441 to i64
  %1443 = sub i64 %1442, %1334
  %1444 = trunc i64 %1443 to i32
  br label %1445

1445:                                             ; preds = %1396, %1381, %1440
  %1446 = phi i32 [ %1444, %1440 ], [ %1385, %1381 ], [ %1403, %1396 ]
  %1447 = add nsw i32 %1446, 4
  %1448 = icmp sgt i32 %1447, %1347
  %1449 = select i1 %1448, ptr %1362, ptr %1353
  %1450 = tail call i32 @llvm.smax.i32(i32 %1447, i32 %1347)
  br label %1631

1451:                                             ; preds = %1358
  %1452 = sub i32 %1350, %99
  %1453 = zext i32 %1452 to i64
  %1454 = getelementptr inbounds i8, ptr %104, i64 %1453
  %1455 = icmp ugt i32 %1350, %184
  br i1 %1455, label %1631, label %1456, !prof !27

1456:                                             ; preds = %1451
  %1457 = load i32, ptr %1454, align 1, !tbaa !9
  %1458 = icmp eq i32 %1457, %1264
  br i1 %1458, label %1459, label %1631

1459:                                             ; preds = %1456
  %1460 = sub i32 %94, %1350
  %1461 = zext i32 %1460 to i64
  %1462 = getelementptr inbounds i8, ptr %1241, i64 %1461
  %1463 = icmp ugt ptr %1462, %23
  %1464 = select i1 %1463, ptr %23, ptr %1462
  %1465 = getelementptr inbounds i8, ptr %1454, i64 4
  %1466 = getelementptr inbounds i8, ptr %1464, i64 -7
  %1467 = icmp ugt ptr %1466, %1331
  br i1 %1467, label %1468, label %1479, !prof !24

1468:                                             ; preds = %1459
  %1469 = load i64, ptr %1465, align 1, !tbaa !9
  %1470 = load i64, ptr %1331, align 1, !tbaa !9
  %1471 = icmp eq i64 %1469, %1470
  br i1 %1471, label %1472, label %1474

1472:                                             ; preds = %1468
  %1473 = getelementptr inbounds i8, ptr %1454, i64 12
  br label %1479

1474:                                             ; preds = %1468
  %1475 = xor i64 %1470, %1469
  %1476 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1475, i1 true)
  %1477 = trunc nuw nsw i64 %1476 to i32
  %1478 = lshr i32 %1477, 3
  br label %1540

1479:                                             ; preds = %1472, %1459
  %1480 = phi ptr [ %1465, %1459 ], [ %1473, %1472 ]
  %1481 = phi ptr [ %1331, %1459 ], [ %1333, %1472 ]
  %1482 = icmp ult ptr %1481, %1466
  br i1 %1482, label %1483, label %1501, !prof !25

1483:                                             ; preds = %1479, %1497
  %1484 = phi ptr [ %1498, %1497 ], [ %1481, %1479 ]
  %1485 = phi ptr [ %1499, %1497 ], [ %1480, %1479 ]
  %1486 = load i64, ptr %1485, align 1, !tbaa !9
  %1487 = load i64, ptr %1484, align 1, !tbaa !9
  %1488 = icmp eq i64 %1486, %1487
  br i1 %1488, label %1497, label %1489

1489:                                             ; preds = %1483
  %1490 = xor i64 %1487, %1486
  %1491 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1490, i1 true)
  %1492 = lshr i64 %1491, 3
  %1493 = getelementptr inbounds i8, ptr %1484, i64 %1492
  %1494 = ptrtoint ptr %1493 to i64
  %1495 = sub i64 %1494, %1334
  %1496 = trunc i64 %1495 to i32
  br label %1540

1497:                                             ; preds = %1483
  %1498 = getelementptr inbounds i8, ptr %1484, i64 8
  %1499 = getelementptr inbounds i8, ptr %1485, i64 8
  %1500 = icmp ult ptr %1498, %1466
  br i1 %1500, label %1483, label %1501, !prof !26

1501:                                             ; preds = %1497, %1479
  %1502 = phi ptr [ %1480, %1479 ], [ %1499, %1497 ]
  %1503 = phi ptr [ %1481, %1479 ], [ %1498, %1497 ]
  %1504 = getelementptr inbounds i8, ptr %1464, i64 -3
  %1505 = icmp ult ptr %1503, %1504
  br i1 %1505, label %1506, label %1513

1506:                                             ; preds = %1501
  %1507 = load i32, ptr %1502, align 1, !tbaa !9
  %1508 = load i32, ptr %1503, align 1, !tbaa !9
  %1509 = icmp eq i32 %1507, %1508
  br i1 %1509, label %1510, label %1513

1510:                                             ; preds = %1506
  %1511 = getelementptr inbounds i8, ptr %1503, i64 4
  %1512 = getelementptr inbounds i8, ptr %1502, i64 4
  br label %1513

1513:                                             ; preds = %1510, %1506, %1501
  %1514 = phi ptr [ %1512, %1510 ], [ %1502, %1506 ], [ %1502, %1501 ]
  %1515 = phi ptr [ %1511, %1510 ], [ %1503, %1506 ], [ %1503, %1501 ]
  %1516 = getelementptr inbounds i8, ptr %1464, i64 -1
  %1517 = icmp ult ptr %1515, %1516
  br i1 %1517, label %1518, label %1525

1518:                                             ; preds = %1513
  %1519 = load i16, ptr %1514, align 1, !tbaa !9
  %1520 = load i16, ptr %1515, align 1, !tbaa !9
  %1521 = icmp eq i16 %1519, %1520
  br i1 %1521, label %1522, label %1525

1522:                                             ; preds = %1518
  %1523 = getelementptr inbounds i8, ptr %1515, i64 2
  %1524 = getelementptr inbounds i8, ptr %1514, i64 2
  br label %1525

1525:                                             ; preds = %1522, %1518, %1513
  %1526 = phi ptr [ %1524, %1522 ], [ %1514, %1518 ], [ %1514, %1513 ]
  %1527 = phi ptr [ %1523, %1522 ], [ %1515, %1518 ], [ %1515, %1513 ]
  %1528 = icmp ult ptr %1527, %1464
  br i1 %1528, label %1529, label %1535

1529:                                             ; preds = %1525
  %1530 = load i8, ptr %1526, align 1, !tbaa !9
  %1531 = load i8, ptr %1527, align 1, !tbaa !9
  %1532 = icmp eq i8 %1530, %1531
  %1533 = zext i1 %1532 to i64
  %1534 = getelementptr inbounds i8, ptr %1527, i64 %1533
  br label %1535

1535:                                             ; preds = %1529, %1525
  %1536 = phi ptr [ %1527, %1525 ], [ %1534, %1529 ]
  %1537 = ptrtoint ptr %1536 to i64
  %1538 = sub i64 %1537, %1334
  %1539 = trunc i64 %1538 to i32
  br label %1540

1540:                                             ; preds = %1489, %1474, %1535
  %1541 = phi i32 [ %1539, %1535 ], [ %1478, %1474 ], [ %1496, %1489 ]
  %1542 = add nsw i32 %1541, 4
  %1543 = sext i32 %1542 to i64
  %1544 = getelementptr inbounds i8, ptr %1241, i64 %1543
  %1545 = icmp eq ptr %1544, %1464
  %1546 = icmp ult ptr %1464, %23
  %1547 = and i1 %1546, %1545
  br i1 %1547, label %1548, label %1625

1548:                                             ; preds = %1540
  %1549 = icmp ugt ptr %22, %1464
  br i1 %1549, label %1550, label %1561, !prof !24

1550:                                             ; preds = %1548
  %1551 = load i64, ptr %93, align 1, !tbaa !9
  %1552 = load i64, ptr %1464, align 1, !tbaa !9
  %1553 = icmp eq i64 %1551, %1552
  br i1 %1553, label %1554, label %1556

1554:                                             ; preds = %1550
  %1555 = getelementptr inbounds i8, ptr %1464, i64 8
  br label %1561

1556:                                             ; preds = %1550
  %1557 = xor i64 %1552, %1551
  %1558 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1557, i1 true)
  %1559 = trunc nuw nsw i64 %1558 to i32
  %1560 = lshr i32 %1559, 3
  br label %1622

1561:                                             ; preds = %1554, %1548
  %1562 = phi ptr [ %93, %1548 ], [ %185, %1554 ]
  %1563 = phi ptr [ %1464, %1548 ], [ %1555, %1554 ]
  %1564 = icmp ult ptr %1563, %22
  br i1 %1564, label %1565, label %1584, !prof !25

1565:                                             ; preds = %1561, %1580
  %1566 = phi ptr [ %1581, %1580 ], [ %1563, %1561 ]
  %1567 = phi ptr [ %1582, %1580 ], [ %1562, %1561 ]
  %1568 = load i64, ptr %1567, align 1, !tbaa !9
  %1569 = load i64, ptr %1566, align 1, !tbaa !9
  %1570 = icmp eq i64 %1568, %1569
  br i1 %1570, label %1580, label %1571

1571:                                             ; preds = %1565
  %1572 = xor i64 %1569, %1568
  %1573 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1572, i1 true)
  %1574 = lshr i64 %1573, 3
  %1575 = getelementptr inbounds i8, ptr %1566, i64 %1574
  %1576 = ptrtoint ptr %1575 to i64
  %1577 = ptrtoint ptr %1464 to i64
  %1578 = sub i64 %1576, %1577
  %1579 = trunc i64 %1578 to i32
  br label %1622

1580:                                             ; preds = %1565
  %1581 = getelementptr inbounds i8, ptr %1566, i64 8
  %1582 = getelementptr inbounds i8, ptr %1567, i64 8
  %1583 = icmp ult ptr %1581, %22
  br i1 %1583, label %1565, label %1584, !prof !26

1584:                                             ; preds = %1580, %1561
  %1585 = phi ptr [ %1562, %1561 ], [ %1582, %1580 ]
  %1586 = phi ptr [ %1563, %1561 ], [ %1581, %1580 ]
  %1587 = icmp ult ptr %1586, %42
  br i1 %1587, label %1588, label %1595

1588:                                             ; preds = %1584
  %1589 = load i32, ptr %1585, align 1, !tbaa !9
  %1590 = load i32, ptr %1586, align 1, !tbaa !9
  %1591 = icmp eq i32 %1589, %1590
  br i1 %1591, label %1592, label %1595

1592:                                             ; preds = %1588
  %1593 = getelementptr inbounds i8, ptr %1586, i64 4
  %1594 = getelementptr inbounds i8, ptr %1585, i64 4
  br label %1595

1595:                                             ; preds = %1592, %1588, %1584
  %1596 = phi ptr [ %1594, %1592 ], [ %1585, %1588 ], [ %1585, %1584 ]
  %1597 = phi ptr [ %1593, %1592 ], [ %1586, %1588 ], [ %1586, %1584 ]
  %1598 = icmp ult ptr %1597, %43
  br i1 %1598, label %1599, label %1606

1599:                                             ; preds = %1595
  %1600 = load i16, ptr %1596, align 1, !tbaa !9
  %1601 = load i16, ptr %1597, align 1, !tbaa !9
  %1602 = icmp eq i16 %1600, %1601
  br i1 %1602, label %1603, label %1606

1603:                                             ; preds = %1599
  %1604 = getelementptr inbounds i8, ptr %1597, i64 2
  %1605 = getelementptr inbounds i8, ptr %1596, i64 2
  br label %1606

1606:                                             ; preds = %1603, %1599, %1595
  %1607 = phi ptr [ %1605, %1603 ], [ %1596, %1599 ], [ %1596, %1595 ]
  %1608 = phi ptr [ %1604, %1603 ], [ %1597, %1599 ], [ %1597, %1595 ]
  %1609 = icmp ult ptr %1608, %23
  br i1 %1609, label %1610, label %1616

1610:                                             ; preds = %1606
  %1611 = load i8, ptr %1607, align 1, !tbaa !9
  %1612 = load i8, ptr %1608, align 1, !tbaa !9
  %1613 = icmp eq i8 %1611, %1612
  %1614 = zext i1 %1613 to i64
  %1615 = getelementptr inbounds i8, ptr %1608, i64 %1614
  br label %1616

1616:                                             ; preds = %1610, %1606
  %1617 = phi ptr [ %1608, %1606 ], [ %1615, %1610 ]
  %1618 = ptrtoint ptr %1617 to i64
  %1619 = ptrtoint ptr %1464 to i64
  %1620 = sub i64 %1618, %1619
  %1621 = trunc i64 %1620 to i32
  br label %1622

1622:                                             ; preds = %1571, %1556, %1616
  %1623 = phi i32 [ %1621, %1616 ], [ %1560, %1556 ], [ %1579, %1571 ]
  %1624 = add i32 %1623, %1542
  br label %1625

1625:                                             ; preds = %1622, %1540
  %1626 = phi i32 [ %1624, %1622 ], [ %1542, %1540 ]
  %1627 = icmp sgt i32 %1626, %1347
  br i1 %1627, label %1628, label %1631

1628:                                             ; preds = %1625
  %1629 = zext i32 %1350 to i64
  %1630 = getelementptr inbounds i8, ptr %179, i64 %1629
  br label %1631

1631:                                             ; preds = %1445, %1628, %1625, %1456, %1451, %1370, %1360, %1346
  %1632 = phi ptr [ %1353, %1346 ], [ %1353, %1451 ], [ %1630, %1628 ], [ %1353, %1625 ], [ %1353, %1456 ], [ %1353, %1370 ], [ %1353, %1360 ], [ %1449, %1445 ]
  %1633 = phi i32 [ 0, %1346 ], [ 0, %1451 ], [ %1626, %1628 ], [ %1626, %1625 ], [ 0, %1456 ], [ 0, %1370 ], [ 0, %1360 ], [ %1447, %1445 ]
  %1634 = phi i32 [ %1347, %1346 ], [ %1347, %1451 ], [ %1626, %1628 ], [ %1347, %1625 ], [ %1347, %1456 ], [ %1347, %1370 ], [ %1347, %1360 ], [ %1450, %1445 ]
  %1635 = icmp ne i32 %1633, %1634
  %1636 = add i32 %1634, %1350
  %1637 = icmp ugt i32 %1636, %1260
  %1638 = or i1 %1635, %1637
  br i1 %1638, label %1666, label %1639

1639:                                             ; preds = %1631
  %1640 = add nsw i32 %1633, -3
  %1641 = icmp sgt i32 %1633, 3
  br i1 %1641, label %1642, label %1666

1642:                                             ; preds = %1639, %1642
  %1643 = phi i32 [ %1658, %1642 ], [ %1349, %1639 ]
  %1644 = phi i32 [ %1657, %1642 ], [ 1, %1639 ]
  %1645 = phi i32 [ %1656, %1642 ], [ 16, %1639 ]
  %1646 = phi i32 [ %1659, %1642 ], [ 0, %1639 ]
  %1647 = add i32 %1646, %1350
  %1648 = and i32 %1647, 65535
  %1649 = zext nneg i32 %1648 to i64
  %1650 = getelementptr inbounds i16, ptr %34, i64 %1649
  %1651 = load i16, ptr %1650, align 2, !tbaa !20
  %1652 = zext i16 %1651 to i32
  %1653 = add nsw i32 %1645, 1
  %1654 = ashr i32 %1645, 4
  %1655 = icmp ult i32 %1644, %1652
  %1656 = select i1 %1655, i32 16, i32 %1653
  %1657 = tail call i32 @llvm.umax.i32(i32 %1644, i32 %1652)
  %1658 = select i1 %1655, i32 %1646, i32 %1643
  %1659 = add nsw i32 %1654, %1646
  %1660 = icmp slt i32 %1659, %1640
  br i1 %1660, label %1642, label %1661, !llvm.loop !64

1661:                                             ; preds = %1642
  %1662 = icmp ult i32 %1657, 2
  %1663 = icmp ugt i32 %1657, %1350
  %1664 = select i1 %1663, i32 0, i32 %1657
  %1665 = sub i32 %1350, %1664
  br i1 %1662, label %1666, label %1962

1666:                                             ; preds = %1639, %1661, %1631
  %1667 = phi i32 [ %1658, %1661 ], [ %1349, %1631 ], [ %1349, %1639 ]
  %1668 = and i32 %1350, 65535
  %1669 = zext nneg i32 %1668 to i64
  %1670 = getelementptr inbounds i16, ptr %34, i64 %1669
  %1671 = load i16, ptr %1670, align 2, !tbaa !20
  %1672 = icmp eq i16 %1671, 1
  %1673 = icmp eq i32 %1667, 0
  %1674 = select i1 %1672, i1 %1673, i1 false
  br i1 %1674, label %1675, label %1952

1675:                                             ; preds = %1666
  %1676 = add i32 %1350, -1
  %1677 = icmp eq i32 %1351, 0
  br i1 %1677, label %1678, label %1720

1678:                                             ; preds = %1675
  br i1 %1341, label %1679, label %1952

1679:                                             ; preds = %1678
  br i1 %1332, label %1689, label %1682, !prof !25

1680:                                             ; preds = %1699
  %1681 = ptrtoint ptr %1700 to i64
  br label %1682

1682:                                             ; preds = %1680, %1679
  %1683 = phi i64 [ %1681, %1680 ], [ %1334, %1679 ]
  %1684 = phi ptr [ %1700, %1680 ], [ %1331, %1679 ]
  %1685 = icmp ult ptr %1684, %23
  br i1 %1685, label %1686, label %1715

1686:                                             ; preds = %1682
  %1687 = sub i64 %44, %1683
  %1688 = getelementptr i8, ptr %1684, i64 %1687
  br label %1702

1689:                                             ; preds = %1679, %1699
  %1690 = phi ptr [ %1700, %1699 ], [ %1331, %1679 ]
  %1691 = load i64, ptr %1690, align 1, !tbaa !9
  %1692 = icmp eq i64 %1691, %1343
  br i1 %1692, label %1699, label %1693

1693:                                             ; preds = %1689
  %1694 = xor i64 %1691, %1343
  %1695 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1694, i1 true)
  %1696 = lshr i64 %1695, 3
  %1697 = getelementptr inbounds i8, ptr %1690, i64 %1696
  %1698 = ptrtoint ptr %1697 to i64
  br label %1715

1699:                                             ; preds = %1689
  %1700 = getelementptr inbounds i8, ptr %1690, i64 8
  %1701 = icmp ult ptr %1700, %22
  br i1 %1701, label %1689, label %1680, !prof !26

1702:                                             ; preds = %1708, %1686
  %1703 = phi i64 [ %1710, %1708 ], [ %1343, %1686 ]
  %1704 = phi ptr [ %1709, %1708 ], [ %1684, %1686 ]
  %1705 = load i8, ptr %1704, align 1, !tbaa !9
  %1706 = trunc i64 %1703 to i8
  %1707 = icmp eq i8 %1705, %1706
  br i1 %1707, label %1708, label %1712

1708:                                             ; preds = %1702
  %1709 = getelementptr inbounds i8, ptr %1704, i64 1
  %1710 = lshr i64 %1703, 8
  %1711 = icmp eq ptr %1709, %1688
  br i1 %1711, label %1712, label %1702, !llvm.loop !28

1712:                                             ; preds = %1708, %1702
  %1713 = phi ptr [ %1688, %1708 ], [ %1704, %1702 ]
  %1714 = ptrtoint ptr %1713 to i64
  br label %1715

1715:                                             ; preds = %1682, %1693, %1712
  %1716 = phi i64 [ %1698, %1693 ], [ %1714, %1712 ], [ %1683, %1682 ]
  %1717 = sub i64 %1716, %1334
  %1718 = and i64 %1717, 4294967295
  %1719 = add nuw nsw i64 %1718, 4
  br label %1720

1720:                                             ; preds = %1715, %1675
  %1721 = phi i64 [ %1719, %1715 ], [ %1352, %1675 ]
  %1722 = phi i32 [ 2, %1715 ], [ %1351, %1675 ]
  %1723 = icmp ne i32 %1722, 2
  %1724 = icmp ult i32 %1676, %1263
  %1725 = select i1 %1723, i1 true, i1 %1724
  br i1 %1725, label %1952, label %1726

1726:                                             ; preds = %1720
  %1727 = sub i32 %1676, %94
  %1728 = icmp ugt i32 %1727, -4
  br i1 %1728, label %1952, label %1729

1729:                                             ; preds = %1726
  %1730 = icmp uge i32 %1676, %94
  %1731 = select i1 %1730, ptr %179, ptr %195
  %1732 = zext i32 %1676 to i64
  %1733 = getelementptr inbounds i8, ptr %1731, i64 %1732
  %1734 = load i32, ptr %1733, align 1, !tbaa !9
  %1735 = icmp eq i32 %1734, %1264
  br i1 %1735, label %1736, label %1952

1736:                                             ; preds = %1729
  %1737 = select i1 %1730, ptr %23, ptr %109
  %1738 = getelementptr inbounds i8, ptr %1733, i64 4
  %1739 = ptrtoint ptr %1737 to i64
  %1740 = getelementptr inbounds i8, ptr %1737, i64 -7
  %1741 = icmp ugt ptr %1740, %1738
  br i1 %1741, label %1749, label %1742, !prof !25

1742:                                             ; preds = %1759, %1736
  %1743 = phi ptr [ %1738, %1736 ], [ %1760, %1759 ]
  %1744 = ptrtoint ptr %1743 to i64
  %1745 = icmp ult ptr %1743, %1737
  br i1 %1745, label %1746, label %1775

1746:                                             ; preds = %1742
  %1747 = sub i64 %1739, %1744
  %1748 = getelementptr i8, ptr %1743, i64 %1747
  br label %1762

1749:                                             ; preds = %1736, %1759
  %1750 = phi ptr [ %1760, %1759 ], [ %1738, %1736 ]
  %1751 = load i64, ptr %1750, align 1, !tbaa !9
  %1752 = icmp eq i64 %1751, %1343
  br i1 %1752, label %1759, label %1753

1753:                                             ; preds = %1749
  %1754 = xor i64 %1751, %1343
  %1755 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1754, i1 true)
  %1756 = lshr i64 %1755, 3
  %1757 = getelementptr inbounds i8, ptr %1750, i64 %1756
  %1758 = ptrtoint ptr %1757 to i64
  br label %1775

1759:                                             ; preds = %1749
  %1760 = getelementptr inbounds i8, ptr %1750, i64 8
  %1761 = icmp ult ptr %1760, %1740
  br i1 %1761, label %1749, label %1742, !prof !26

1762:                                             ; preds = %1768, %1746
  %1763 = phi i64 [ %1770, %1768 ], [ %1343, %1746 ]
  %1764 = phi ptr [ %1769, %1768 ], [ %1743, %1746 ]
  %1765 = load i8, ptr %1764, align 1, !tbaa !9
  %1766 = trunc i64 %1763 to i8
  %1767 = icmp eq i8 %1765, %1766
  br i1 %1767, label %1768, label %1772

1768:                                             ; preds = %1762
  %1769 = getelementptr inbounds i8, ptr %1764, i64 1
  %1770 = lshr i64 %1763, 8
  %1771 = icmp eq ptr %1769, %1748
  br i1 %1771, label %1772, label %1762, !llvm.loop !28

1772:                                             ; preds = %1768, %1762
  %1773 = phi ptr [ %1748, %1768 ], [ %1764, %1762 ]
  %1774 = ptrtoint ptr %1773 to i64
  br label %1775

1775:                                             ; preds = %1742, %1753, %1772
  %1776 = phi i64 [ %1758, %1753 ], [ %1774, %1772 ], [ %1744, %1742 ]
  %1777 = ptrtoint ptr %1738 to i64
  %1778 = sub i64 %1776, %1777
  %1779 = and i64 %1778, 4294967295
  %1780 = add nuw nsw i64 %1779, 4
  br i1 %1730, label %1833, label %1781

1781:                                             ; preds = %1775
  %1782 = getelementptr inbounds i8, ptr %1733, i64 %1780
  %1783 = icmp eq ptr %1782, %109
  br i1 %1783, label %1784, label %1833

1784:                                             ; preds = %1781
  %1785 = and i64 %1778, 3
  %1786 = icmp eq i64 %1785, 0
  %1787 = trunc i64 %1778 to i32
  %1788 = shl i32 %1787, 3
  %1789 = tail call i32 @llvm.fshl.i32(i32 %1264, i32 %1264, i32 %1788)
  %1790 = select i1 %1786, i32 %1264, i32 %1789
  %1791 = zext i32 %1790 to i64
  %1792 = mul nuw i64 %1791, 4294967297
  br i1 %196, label %1802, label %1795, !prof !25

1793:                                             ; preds = %1812
  %1794 = ptrtoint ptr %1813 to i64
  br label %1795

1795:                                             ; preds = %1793, %1784
  %1796 = phi i64 [ %1794, %1793 ], [ %95, %1784 ]
  %1797 = phi ptr [ %1813, %1793 ], [ %93, %1784 ]
  %1798 = icmp ult ptr %1797, %23
  br i1 %1798, label %1799, label %1828

1799:                                             ; preds = %1795
  %1800 = sub i64 %44, %1796
  %1801 = getelementptr i8, ptr %1797, i64 %1800
  br label %1815

1802:                                             ; preds = %1784, %1812
  %1803 = phi ptr [ %1813, %1812 ], [ %93, %1784 ]
  %1804 = load i64, ptr %1803, align 1, !tbaa !9
  %1805 = icmp eq i64 %1804, %1792
  br i1 %1805, label %1812, label %1806

1806:                                             ; preds = %1802
  %1807 = xor i64 %1804, %1792
  %1808 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1807, i1 true)
  %1809 = lshr i64 %1808, 3
  %1810 = getelementptr inbounds i8, ptr %1803, i64 %1809
  %1811 = ptrtoint ptr %1810 to i64
  br label %1828

1812:                                             ; preds = %1802
  %1813 = getelementptr inbounds i8, ptr %1803, i64 8
  %1814 = icmp ult ptr %1813, %22
  br i1 %1814, label %1802, label %1793, !prof !26

1815:                                             ; preds = %1821, %1799
  %1816 = phi i64 [ %1823, %1821 ], [ %1792, %1799 ]
  %1817 = phi ptr [ %1822, %1821 ], [ %1797, %1799 ]
  %1818 = load i8, ptr %1817, align 1, !tbaa !9
  %1819 = trunc i64 %1816 to i8
  %1820 = icmp eq i8 %1818, %1819
  br i1 %1820, label %1821, label %1825

1821:                                             ; preds = %1815
  %1822 = getelementptr inbounds i8, ptr %1817, i64 1
  %1823 = lshr i64 %1816, 8
  %1824 = icmp eq ptr %1822, %1801
  br i1 %1824, label %1825, label %1815, !llvm.loop !28

1825:                                             ; preds = %1821, %1815
  %1826 = phi ptr [ %1801, %1821 ], [ %1817, %1815 ]
  %1827 = ptrtoint ptr %1826 to i64
  br label %1828

1828:                                             ; preds = %1795, %1806, %1825
  %1829 = phi i64 [ %1811, %1806 ], [ %1827, %1825 ], [ %1796, %1795 ]
  %1830 = sub i64 %1829, %95
  %1831 = and i64 %1830, 4294967295
  %1832 = add nuw nsw i64 %1831, %1780
  br label %1833

1833:                                             ; preds = %1828, %1781, %1775
  %1834 = phi ptr [ %104, %1828 ], [ %104, %1781 ], [ %93, %1775 ]
  %1835 = phi i64 [ %1832, %1828 ], [ %1780, %1781 ], [ %1780, %1775 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  %1836 = ptrtoint ptr %1733 to i64
  %1837 = ptrtoint ptr %1834 to i64
  store i32 %1264, ptr %15, align 4, !tbaa !5
  %1838 = getelementptr inbounds i8, ptr %1834, i64 4
  br label %1839

1839:                                             ; preds = %1842, %1833
  %1840 = phi ptr [ %1733, %1833 ], [ %1843, %1842 ]
  %1841 = icmp ult ptr %1840, %1838
  br i1 %1841, label %1846, label %1842, !prof !27

1842:                                             ; preds = %1839
  %1843 = getelementptr inbounds i8, ptr %1840, i64 -4
  %1844 = load i32, ptr %1843, align 1, !tbaa !9
  %1845 = icmp eq i32 %1844, %1264
  br i1 %1845, label %1839, label %1846, !llvm.loop !29

1846:                                             ; preds = %1842, %1839
  %1847 = icmp ugt ptr %1840, %1834
  br i1 %1847, label %1848, label %1861, !prof !25

1848:                                             ; preds = %1846
  %1849 = sub i64 %1837, %1836
  %1850 = getelementptr i8, ptr %1733, i64 %1849
  br label %1854

1851:                                             ; preds = %1854
  %1852 = getelementptr inbounds i8, ptr %1855, i64 -1
  %1853 = icmp ugt ptr %1857, %1834
  br i1 %1853, label %1854, label %1861, !prof !26, !llvm.loop !30

1854:                                             ; preds = %1851, %1848
  %1855 = phi ptr [ %1852, %1851 ], [ %50, %1848 ]
  %1856 = phi ptr [ %1857, %1851 ], [ %1840, %1848 ]
  %1857 = getelementptr inbounds i8, ptr %1856, i64 -1
  %1858 = load i8, ptr %1857, align 1, !tbaa !9
  %1859 = load i8, ptr %1855, align 1, !tbaa !9
  %1860 = icmp eq i8 %1858, %1859
  br i1 %1860, label %1851, label %1861

1861:                                             ; preds = %1851, %1854, %1846
  %1862 = phi ptr [ %1840, %1846 ], [ %1850, %1851 ], [ %1856, %1854 ]
  %1863 = ptrtoint ptr %1862 to i64
  %1864 = sub i64 %1836, %1863
  %1865 = trunc i64 %1864 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  %1866 = and i64 %1864, 4294967295
  %1867 = sub nsw i64 0, %1866
  %1868 = getelementptr inbounds i8, ptr %1733, i64 %1867
  %1869 = icmp eq ptr %1868, %93
  %1870 = select i1 %1730, i1 %1869, i1 false
  %1871 = select i1 %1870, i1 %197, i1 false
  br i1 %1871, label %1872, label %1910

1872:                                             ; preds = %1861
  %1873 = sub nsw i32 0, %1865
  %1874 = and i32 %1873, 3
  %1875 = icmp eq i32 %1874, 0
  %1876 = shl i32 %1873, 3
  %1877 = tail call i32 @llvm.fshl.i32(i32 %1264, i32 %1264, i32 %1876)
  %1878 = select i1 %1875, i32 %1264, i32 %1877
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  store i32 %1878, ptr %14, align 4, !tbaa !5
  br label %1879

1879:                                             ; preds = %1882, %1872
  %1880 = phi i64 [ %108, %1872 ], [ %1883, %1882 ]
  %1881 = icmp slt i64 %1880, 4
  br i1 %1881, label %1889, label %1882, !prof !27

1882:                                             ; preds = %1879
  %1883 = add nsw i64 %1880, -4
  %1884 = getelementptr inbounds i8, ptr %104, i64 %1883
  %1885 = load i32, ptr %1884, align 1, !tbaa !9
  %1886 = icmp eq i32 %1885, %1878
  br i1 %1886, label %1879, label %1887, !llvm.loop !29

1887:                                             ; preds = %1882
  %1888 = getelementptr inbounds i8, ptr %104, i64 %1880
  br label %1892

1889:                                             ; preds = %1879
  %1890 = getelementptr inbounds i8, ptr %104, i64 %1880
  %1891 = icmp sgt i64 %1880, 0
  br i1 %1891, label %1892, label %1904, !prof !31

1892:                                             ; preds = %1887, %1889
  %1893 = phi ptr [ %1890, %1889 ], [ %1888, %1887 ]
  br label %1897

1894:                                             ; preds = %1897
  %1895 = getelementptr inbounds i8, ptr %1898, i64 -1
  %1896 = icmp ugt ptr %1900, %104
  br i1 %1896, label %1897, label %1904, !prof !26, !llvm.loop !30

1897:                                             ; preds = %1892, %1894
  %1898 = phi ptr [ %1895, %1894 ], [ %51, %1892 ]
  %1899 = phi ptr [ %1900, %1894 ], [ %1893, %1892 ]
  %1900 = getelementptr inbounds i8, ptr %1899, i64 -1
  %1901 = load i8, ptr %1900, align 1, !tbaa !9
  %1902 = load i8, ptr %1898, align 1, !tbaa !9
  %1903 = icmp eq i8 %1901, %1902
  br i1 %1903, label %1894, label %1904

1904:                                             ; preds = %1894, %1897, %1889
  %1905 = phi ptr [ %1890, %1889 ], [ %104, %1894 ], [ %1899, %1897 ]
  %1906 = ptrtoint ptr %1905 to i64
  %1907 = sub i64 %198, %1906
  %1908 = trunc i64 %1907 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  %1909 = add i32 %1908, %1865
  br label %1910

1910:                                             ; preds = %1904, %1861
  %1911 = phi i32 [ %1865, %1861 ], [ %1909, %1904 ]
  %1912 = sub i32 %1676, %1911
  %1913 = tail call i32 @llvm.umax.i32(i32 %1912, i32 %1263)
  %1914 = sub i32 %1676, %1913
  %1915 = zext i32 %1914 to i64
  %1916 = add nuw nsw i64 %1835, %1915
  %1917 = icmp ult i64 %1916, %1721
  %1918 = icmp ugt i64 %1835, %1721
  %1919 = or i1 %1918, %1917
  br i1 %1919, label %1928, label %1920

1920:                                             ; preds = %1910
  %1921 = trunc i64 %1835 to i32
  %1922 = trunc i64 %1721 to i32
  %1923 = sub i32 %1676, %1922
  %1924 = add i32 %1923, %1921
  %1925 = sub i32 %1924, %94
  %1926 = icmp ugt i32 %1925, -4
  %1927 = select i1 %1926, i32 %94, i32 %1924
  br label %1970

1928:                                             ; preds = %1910
  %1929 = sub i32 %1913, %94
  %1930 = icmp ugt i32 %1929, -4
  br i1 %1930, label %1962, label %1931

1931:                                             ; preds = %1928
  %1932 = tail call i64 @llvm.umin.i64(i64 %1916, i64 %1721)
  %1933 = sext i32 %1634 to i64
  %1934 = icmp ugt i64 %1932, %1933
  br i1 %1934, label %1935, label %1942

1935:                                             ; preds = %1931
  %1936 = zext i32 %1913 to i64
  %1937 = sub i64 %1329, %1936
  %1938 = icmp ugt i64 %1937, 65535
  br i1 %1938, label %1980, label %1939

1939:                                             ; preds = %1935
  %1940 = trunc i64 %1932 to i32
  %1941 = getelementptr inbounds i8, ptr %179, i64 %1936
  br label %1942

1942:                                             ; preds = %1939, %1931
  %1943 = phi ptr [ %1941, %1939 ], [ %1632, %1931 ]
  %1944 = phi i32 [ %1940, %1939 ], [ %1634, %1931 ]
  %1945 = and i32 %1913, 65535
  %1946 = zext nneg i32 %1945 to i64
  %1947 = getelementptr inbounds i16, ptr %34, i64 %1946
  %1948 = load i16, ptr %1947, align 2, !tbaa !20
  %1949 = zext i16 %1948 to i32
  %1950 = icmp ult i32 %1913, %1949
  %1951 = sub i32 %1913, %1949
  br i1 %1950, label %1980, label %1962

1952:                                             ; preds = %1678, %1666, %1726, %1720, %1729
  %1953 = phi i64 [ %1721, %1729 ], [ %1721, %1726 ], [ %1721, %1720 ], [ %1352, %1666 ], [ %1352, %1678 ]
  %1954 = phi i32 [ 2, %1729 ], [ 2, %1726 ], [ %1722, %1720 ], [ %1351, %1666 ], [ 1, %1678 ]
  %1955 = add i32 %1667, %1350
  %1956 = and i32 %1955, 65535
  %1957 = zext nneg i32 %1956 to i64
  %1958 = getelementptr inbounds i16, ptr %34, i64 %1957
  %1959 = load i16, ptr %1958, align 2, !tbaa !20
  %1960 = zext i16 %1959 to i32
  %1961 = sub i32 %1350, %1960
  br label %1970

1962:                                             ; preds = %1942, %1928, %1661
  %1963 = phi ptr [ %1632, %1661 ], [ %1943, %1942 ], [ %1632, %1928 ]
  %1964 = phi i1 [ %1663, %1661 ], [ false, %1942 ], [ false, %1928 ]
  %1965 = phi i64 [ %1352, %1661 ], [ %1721, %1942 ], [ %1721, %1928 ]
  %1966 = phi i32 [ %1351, %1661 ], [ 2, %1942 ], [ 2, %1928 ]
  %1967 = phi i32 [ %1665, %1661 ], [ %1951, %1942 ], [ %94, %1928 ]
  %1968 = phi i32 [ %1658, %1661 ], [ 0, %1942 ], [ 0, %1928 ]
  %1969 = phi i32 [ %1633, %1661 ], [ %1944, %1942 ], [ %1634, %1928 ]
  br i1 %1964, label %1980, label %1970

1970:                                             ; preds = %1962, %1920, %1952
  %1971 = phi ptr [ %1963, %1962 ], [ %1632, %1952 ], [ %1632, %1920 ]
  %1972 = phi i64 [ %1965, %1962 ], [ %1953, %1952 ], [ %1721, %1920 ]
  %1973 = phi i32 [ %1966, %1962 ], [ %1954, %1952 ], [ 2, %1920 ]
  %1974 = phi i32 [ %1967, %1962 ], [ %1961, %1952 ], [ %1927, %1920 ]
  %1975 = phi i32 [ %1968, %1962 ], [ %1667, %1952 ], [ 0, %1920 ]
  %1976 = phi i32 [ %1969, %1962 ], [ %1634, %1952 ], [ %1634, %1920 ]
  %1977 = icmp uge i32 %1974, %1263
  %1978 = icmp sgt i32 %1348, 1
  %1979 = select i1 %1977, i1 %1978, i1 false
  br i1 %1979, label %1346, label %1980

1980:                                             ; preds = %1970, %1962, %1935, %1942, %1322
  %1981 = phi ptr [ null, %1322 ], [ %1971, %1970 ], [ %1963, %1962 ], [ %1632, %1935 ], [ %1943, %1942 ]
  %1982 = phi i32 [ %5, %1322 ], [ %1354, %1942 ], [ %1354, %1935 ], [ %1354, %1962 ], [ %1354, %1970 ]
  %1983 = phi i32 [ 3, %1322 ], [ %1976, %1970 ], [ %1969, %1962 ], [ %1634, %1935 ], [ %1944, %1942 ]
  %1984 = icmp sgt i32 %1982, 0
  %1985 = select i1 %47, i1 %1984, i1 false
  %1986 = sub i32 %1260, %1263
  %1987 = icmp ult i32 %1986, 65535
  %1988 = select i1 %1985, i1 %1987, i1 false
  br i1 %1988, label %1989, label %2124

1989:                                             ; preds = %1980
  %1990 = load ptr, ptr %1224, align 8, !tbaa !16
  %1991 = load ptr, ptr %1225, align 8, !tbaa !15
  %1992 = ptrtoint ptr %1990 to i64
  %1993 = ptrtoint ptr %1991 to i64
  %1994 = sub i64 %1992, %1993
  %1995 = load i32, ptr %1226, align 8, !tbaa !10
  %1996 = zext i32 %1995 to i64
  %1997 = add i64 %1994, %1996
  %1998 = load i32, ptr %1241, align 1, !tbaa !9
  %1999 = mul i32 %1998, -1640531535
  %2000 = lshr i32 %1999, 17
  %2001 = zext nneg i32 %2000 to i64
  %2002 = getelementptr inbounds [32768 x i32], ptr %92, i64 0, i64 %2001
  %2003 = load i32, ptr %2002, align 4, !tbaa !5
  %2004 = add i32 %2003, %1263
  %2005 = trunc i64 %1997 to i32
  %2006 = sub i32 %2004, %2005
  %2007 = sub i32 %1260, %2006
  %2008 = icmp ult i32 %2007, 65536
  br i1 %2008, label %2009, label %2124

2009:                                             ; preds = %1989
  %2010 = sub nsw i64 0, %1996
  %2011 = getelementptr inbounds i8, ptr %1991, i64 %2010
  br label %2012

2012:                                             ; preds = %2009, %2112
  %2013 = phi i32 [ %1983, %2009 ], [ %2114, %2112 ]
  %2014 = phi i32 [ %1982, %2009 ], [ %2018, %2112 ]
  %2015 = phi i32 [ %2003, %2009 ], [ %2120, %2112 ]
  %2016 = phi i32 [ %2006, %2009 ], [ %2121, %2112 ]
  %2017 = phi ptr [ %1981, %2009 ], [ %2113, %2112 ]
  %2018 = add nsw i32 %2014, -1
  %2019 = icmp eq i32 %2014, 0
  br i1 %2019, label %2124, label %2020

2020:                                             ; preds = %2012
  %2021 = zext i32 %2015 to i64
  %2022 = getelementptr inbounds i8, ptr %2011, i64 %2021
  %2023 = load i32, ptr %2022, align 1, !tbaa !9
  %2024 = icmp eq i32 %2023, %1264
  br i1 %2024, label %2025, label %2112

2025:                                             ; preds = %2020
  %2026 = sub i64 %1997, %2021
  %2027 = getelementptr inbounds i8, ptr %1241, i64 %2026
  %2028 = icmp ugt ptr %2027, %23
  %2029 = select i1 %2028, ptr %23, ptr %2027
  %2030 = getelementptr inbounds i8, ptr %2022, i64 4
  %2031 = getelementptr inbounds i8, ptr %2029, i64 -7
  %2032 = icmp ugt ptr %2031, %1331
  br i1 %2032, label %2033, label %2044, !prof !24

2033:                                             ; preds = %2025
  %2034 = load i64, ptr %2030, align 1, !tbaa !9
  %2035 = load i64, ptr %1331, align 1, !tbaa !9
  %2036 = icmp eq i64 %2034, %2035
  br i1 %2036, label %2037, label %2039

2037:                                             ; preds = %2033
  %2038 = getelementptr inbounds i8, ptr %2022, i64 12
  br label %2044

2039:                                             ; preds = %2033
  %2040 = xor i64 %2035, %2034
  %2041 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2040, i1 true)
  %2042 = trunc nuw nsw i64 %2041 to i32
  %2043 = lshr i32 %2042, 3
  br label %2105

2044:                                             ; preds = %2037, %2025
  %2045 = phi ptr [ %2030, %2025 ], [ %2038, %2037 ]
  %2046 = phi ptr [ %1331, %2025 ], [ %1333, %2037 ]
  %2047 = icmp ult ptr %2046, %2031
  br i1 %2047, label %2048, label %2066, !prof !25

2048:                                             ; preds = %2044, %2062
  %2049 = phi ptr [ %2063, %2062 ], [ %2046, %2044 ]
  %2050 = phi ptr [ %2064, %2062 ], [ %2045, %2044 ]
  %2051 = load i64, ptr %2050, align 1, !tbaa !9
  %2052 = load i64, ptr %2049, align 1, !tbaa !9
  %2053 = icmp eq i64 %2051, %2052
  br i1 %2053, label %2062, label %2054

2054:                                             ; preds = %2048
  %2055 = xor i64 %2052, %2051
  %2056 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2055, i1 true)
  %2057 = lshr i64 %2056, 3
  %2058 = getelementptr inbounds i8, ptr %2049, i64 %2057
  %2059 = ptrtoint ptr %2058 to i64
  %2060 = sub i64 %2059, %1334
  %2061 = trunc i64 %2060 to i32
  br label %2105

2062:                                             ; preds = %2048
  %2063 = getelementptr inbounds i8, ptr %2049, i64 8
  %2064 = getelementptr inbounds i8, ptr %2050, i64 8
  %2065 = icmp ult ptr %2063, %2031
  br i1 %2065, label %2048, label %2066, !prof !26

2066:                                             ; preds = %2062, %2044
  %2067 = phi ptr [ %2045, %2044 ], [ %2064, %2062 ]
  %2068 = phi ptr [ %2046, %2044 ], [ %2063, %2062 ]
  %2069 = getelementptr inbounds i8, ptr %2029, i64 -3
  %2070 = icmp ult ptr %2068, %2069
  br i1 %2070, label %2071, label %2078

2071:                                             ; preds = %2066
  %2072 = load i32, ptr %2067, align 1, !tbaa !9
  %2073 = load i32, ptr %2068, align 1, !tbaa !9
  %2074 = icmp eq i32 %2072, %2073
  br i1 %2074, label %2075, label %2078

2075:                                             ; preds = %2071
  %2076 = getelementptr inbounds i8, ptr %2068, i64 4
  %2077 = getelementptr inbounds i8, ptr %2067, i64 4
  br label %2078

2078:                                             ; preds = %2075, %2071, %2066
  %2079 = phi ptr [ %2077, %2075 ], [ %2067, %2071 ], [ %2067, %2066 ]
  %2080 = phi ptr [ %2076, %2075 ], [ %2068, %2071 ], [ %2068, %2066 ]
  %2081 = getelementptr inbounds i8, ptr %2029, i64 -1
  %2082 = icmp ult ptr %2080, %2081
  br i1 %2082, label %2083, label %2090

2083:                                             ; preds = %2078
  %2084 = load i16, ptr %2079, align 1, !tbaa !9
  %2085 = load i16, ptr %2080, align 1, !tbaa !9
  %2086 = icmp eq i16 %2084, %2085
  br i1 %2086, label %2087, label %2090

2087:                                             ; preds = %2083
  %2088 = getelementptr inbounds i8, ptr %2080, i64 2
  %2089 = getelementptr inbounds i8, ptr %2079, i64 2
  br label %2090

2090:                                             ; preds = %2087, %2083, %2078
  %2091 = phi ptr [ %2089, %2087 ], [ %2079, %2083 ], [ %2079, %2078 ]
  %2092 = phi ptr [ %2088, %2087 ], [ %2080, %2083 ], [ %2080, %2078 ]
  %2093 = icmp ult ptr %2092, %2029
  br i1 %2093, label %2094, label %2100

2094:                                             ; preds = %2090
  %2095 = load i8, ptr %2091, align 1, !tbaa !9
  %2096 = load i8, ptr %2092, align 1, !tbaa !9
  %2097 = icmp eq i8 %2095, %2096
  %2098 = zext i1 %2097 to i64
  %2099 = getelementptr inbounds i8, ptr %2092, i64 %2098
  br label %2100

2100:                                             ; preds = %2094, %2090
  %2101 = phi ptr [ %2092, %2090 ], [ %2099, %2094 ]
  %2102 = ptrtoint ptr %2101 to i64
  %2103 = sub i64 %2102, %1334
  %2104 = trunc i64 %2103 to i32
  br label %2105

2105:                                             ; preds = %2054, %2039, %2100
  %2106 = phi i32 [ %2104, %2100 ], [ %2043, %2039 ], [ %2061, %2054 ]
  %2107 = add nsw i32 %2106, 4
  %2108 = icmp sgt i32 %2107, %2013
  br i1 %2108, label %2109, label %2112

2109:                                             ; preds = %2105
  %2110 = zext i32 %2016 to i64
  %2111 = getelementptr inbounds i8, ptr %179, i64 %2110
  br label %2112

2112:                                             ; preds = %2109, %2105, %2020
  %2113 = phi ptr [ %2111, %2109 ], [ %2017, %2105 ], [ %2017, %2020 ]
  %2114 = phi i32 [ %2107, %2109 ], [ %2013, %2105 ], [ %2013, %2020 ]
  %2115 = and i32 %2015, 65535
  %2116 = zext nneg i32 %2115 to i64
  %2117 = getelementptr inbounds [65536 x i16], ptr %1227, i64 0, i64 %2116
  %2118 = load i16, ptr %2117, align 2, !tbaa !20
  %2119 = zext i16 %2118 to i32
  %2120 = sub i32 %2015, %2119
  %2121 = sub i32 %2016, %2119
  %2122 = sub i32 %1260, %2121
  %2123 = icmp ult i32 %2122, 65536
  br i1 %2123, label %2012, label %2124, !llvm.loop !32

2124:                                             ; preds = %2112, %2012, %1989, %1980
  %2125 = phi ptr [ %1981, %1980 ], [ %1981, %1989 ], [ %2113, %2112 ], [ %2017, %2012 ]
  %2126 = phi i32 [ %1983, %1980 ], [ %1983, %1989 ], [ %2114, %2112 ], [ %2013, %2012 ]
  %2127 = icmp sgt i32 %2126, 3
  br i1 %2127, label %2128, label %3192

2128:                                             ; preds = %2124
  %2129 = add nsw i32 %2126, -19
  %2130 = icmp ult i32 %2129, 18
  %2131 = select i1 %2130, i32 18, i32 %2126
  %2132 = select i1 %48, i32 %2126, i32 %2131
  %2133 = ptrtoint ptr %2125 to i64
  %2134 = sub i64 %1257, %2133
  %2135 = trunc nuw nsw i64 %1235 to i32
  br label %3018

2136:                                             ; preds = %1255
  %2137 = trunc nuw nsw i64 %1235 to i32
  %2138 = sub nsw i32 %1236, %2137
  %2139 = ptrtoint ptr %1241 to i64
  %2140 = sub i64 %2139, %95
  %2141 = trunc i64 %2140 to i32
  %2142 = add i32 %94, %2141
  %2143 = icmp ugt i32 %100, %2142
  %2144 = add i32 %2142, -65535
  %2145 = select i1 %2143, i32 %99, i32 %2144
  %2146 = load i32, ptr %1241, align 1, !tbaa !9
  %2147 = load i32, ptr %40, align 8, !tbaa !14
  %2148 = icmp ult i32 %2147, %2142
  br i1 %2148, label %2149, label %2204

2149:                                             ; preds = %2136
  %2150 = zext i32 %2147 to i64
  %2151 = zext i32 %2142 to i64
  %2152 = sub nsw i64 %1238, %2150
  %2153 = and i64 %2152, 1
  %2154 = icmp eq i64 %2153, 0
  br i1 %2154, label %2169, label %2155

2155:                                             ; preds = %2149
  %2156 = getelementptr i8, ptr %179, i64 %2150
  %2157 = load i32, ptr %2156, align 1, !tbaa !9
  %2158 = mul i32 %2157, -1640531535
  %2159 = lshr i32 %2158, 17
  %2160 = zext nneg i32 %2159 to i64
  %2161 = getelementptr inbounds i32, ptr %0, i64 %2160
  %2162 = load i32, ptr %2161, align 4, !tbaa !5
  %2163 = sub i32 %2147, %2162
  %2164 = tail call i32 @llvm.umin.i32(i32 %2163, i32 65535)
  %2165 = trunc nuw i32 %2164 to i16
  %2166 = and i64 %2150, 65535
  %2167 = getelementptr inbounds i16, ptr %34, i64 %2166
  store i16 %2165, ptr %2167, align 2, !tbaa !20
  store i32 %2147, ptr %2161, align 4, !tbaa !5
  %2168 = add nuw nsw i64 %2150, 1
  br label %2169

2169:                                             ; preds = %2155, %2149
  %2170 = phi i64 [ %2150, %2149 ], [ %2168, %2155 ]
  %2171 = add nsw i64 %1238, -1
  %2172 = icmp eq i64 %2171, %2150
  br i1 %2172, label %2204, label %2173

2173:                                             ; preds = %2169, %2173
  %2174 = phi i64 [ %2202, %2173 ], [ %2170, %2169 ]
  %2175 = getelementptr i8, ptr %179, i64 %2174
  %2176 = load i32, ptr %2175, align 1, !tbaa !9
  %2177 = mul i32 %2176, -1640531535
  %2178 = lshr i32 %2177, 17
  %2179 = zext nneg i32 %2178 to i64
  %2180 = getelementptr inbounds i32, ptr %0, i64 %2179
  %2181 = load i32, ptr %2180, align 4, !tbaa !5
  %2182 = trunc nuw i64 %2174 to i32
  %2183 = sub i32 %2182, %2181
  %2184 = tail call i32 @llvm.umin.i32(i32 %2183, i32 65535)
  %2185 = trunc nuw i32 %2184 to i16
  %2186 = and i64 %2174, 65535
  %2187 = getelementptr inbounds i16, ptr %34, i64 %2186
  store i16 %2185, ptr %2187, align 2, !tbaa !20
  store i32 %2182, ptr %2180, align 4, !tbaa !5
  %2188 = add nuw nsw i64 %2174, 1
  %2189 = getelementptr i8, ptr %179, i64 %2188
  %2190 = load i32, ptr %2189, align 1, !tbaa !9
  %2191 = mul i32 %2190, -1640531535
  %2192 = lshr i32 %2191, 17
  %2193 = zext nneg i32 %2192 to i64
  %2194 = getelementptr inbounds i32, ptr %0, i64 %2193
  %2195 = load i32, ptr %2194, align 4, !tbaa !5
  %2196 = trunc nuw i64 %2188 to i32
  %2197 = sub i32 %2196, %2195
  %2198 = tail call i32 @llvm.umin.i32(i32 %2197, i32 65535)
  %2199 = trunc nuw i32 %2198 to i16
  %2200 = and i64 %2188, 65535
  %2201 = getelementptr inbounds i16, ptr %34, i64 %2200
  store i16 %2199, ptr %2201, align 2, !tbaa !20
  store i32 %2196, ptr %2194, align 4, !tbaa !5
  %2202 = add nuw nsw i64 %2174, 2
  %2203 = icmp ult i64 %2202, %2151
  br i1 %2203, label %2173, label %2204, !llvm.loop !21

2204:                                             ; preds = %2169, %2173, %2136
  store i32 %2142, ptr %40, align 8, !tbaa !14
  %2205 = load i32, ptr %1241, align 1, !tbaa !9
  %2206 = mul i32 %2205, -1640531535
  %2207 = lshr i32 %2206, 17
  %2208 = zext nneg i32 %2207 to i64
  %2209 = getelementptr inbounds i32, ptr %0, i64 %2208
  %2210 = load i32, ptr %2209, align 4, !tbaa !5
  %2211 = add i64 %2140, %105
  %2212 = getelementptr i8, ptr %1241, i64 -1
  %2213 = getelementptr inbounds i8, ptr %1241, i64 4
  %2214 = icmp ugt ptr %22, %2213
  %2215 = getelementptr inbounds i8, ptr %1241, i64 12
  %2216 = ptrtoint ptr %2213 to i64
  %2217 = and i32 %2146, 65535
  %2218 = lshr i32 %2146, 16
  %2219 = icmp eq i32 %2217, %2218
  %2220 = and i32 %2146, 255
  %2221 = lshr i32 %2146, 24
  %2222 = icmp eq i32 %2220, %2221
  %2223 = and i1 %2219, %2222
  %2224 = zext i32 %2146 to i64
  %2225 = mul nuw i64 %2224, 4294967297
  %2226 = icmp uge i32 %2210, %2145
  %2227 = and i1 %2226, %83
  br i1 %2227, label %2228, label %2862

2228:                                             ; preds = %2204, %2852
  %2229 = phi i32 [ %2858, %2852 ], [ %2138, %2204 ]
  %2230 = phi i32 [ %2236, %2852 ], [ %5, %2204 ]
  %2231 = phi i32 [ %2857, %2852 ], [ 0, %2204 ]
  %2232 = phi i32 [ %2856, %2852 ], [ %2210, %2204 ]
  %2233 = phi i32 [ %2855, %2852 ], [ 0, %2204 ]
  %2234 = phi i64 [ %2854, %2852 ], [ 0, %2204 ]
  %2235 = phi ptr [ %2853, %2852 ], [ null, %2204 ]
  %2236 = add nsw i32 %2230, -1
  %2237 = sub i32 %2142, %2232
  %2238 = icmp ult i32 %2237, 8
  %2239 = and i1 %41, %2238
  br i1 %2239, label %2513, label %2240

2240:                                             ; preds = %2228
  %2241 = icmp ult i32 %2232, %94
  br i1 %2241, label %2333, label %2242

2242:                                             ; preds = %2240
  %2243 = zext i32 %2232 to i64
  %2244 = getelementptr i8, ptr %179, i64 %2243
  %2245 = sext i32 %2229 to i64
  %2246 = getelementptr i8, ptr %2212, i64 %2245
  %2247 = load i16, ptr %2246, align 1, !tbaa !9
  %2248 = getelementptr inbounds i8, ptr %2244, i64 %2245
  %2249 = getelementptr inbounds i8, ptr %2248, i64 -1
  %2250 = load i16, ptr %2249, align 1, !tbaa !9
  %2251 = icmp eq i16 %2247, %2250
  br i1 %2251, label %2252, label %2513

2252:                                             ; preds = %2242
  %2253 = load i32, ptr %2244, align 1, !tbaa !9
  %2254 = icmp eq i32 %2253, %2146
  br i1 %2254, label %2255, label %2513

2255:                                             ; preds = %2252
  %2256 = getelementptr inbounds i8, ptr %2244, i64 4
  br i1 %2214, label %2257, label %2268, !prof !24

2257:                                             ; preds = %2255
  %2258 = load i64, ptr %2256, align 1, !tbaa !9
  %2259 = load i64, ptr %2213, align 1, !tbaa !9
  %2260 = icmp eq i64 %2258, %2259
  br i1 %2260, label %2261, label %2263

2261:                                             ; preds = %2257
  %2262 = getelementptr inbounds i8, ptr %2244, i64 12
  br label %2268

2263:                                             ; preds = %2257
  %2264 = xor i64 %2259, %2258
  %2265 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2264, i1 true)
  %2266 = trunc nuw nsw i64 %2265 to i32
  %2267 = lshr i32 %2266, 3
  br label %2327

2268:                                             ; preds = %2261, %2255
  %2269 = phi ptr [ %2256, %2255 ], [ %2262, %2261 ]
  %2270 = phi ptr [ %2213, %2255 ], [ %2215, %2261 ]
  %2271 = icmp ult ptr %2270, %22
  br i1 %2271, label %2272, label %2290, !prof !25

2272:                                             ; preds = %2268, %2286
  %2273 = phi ptr [ %2287, %2286 ], [ %2270, %2268 ]
  %2274 = phi ptr [ %2288, %2286 ], [ %2269, %2268 ]
  %2275 = load i64, ptr %2274, align 1, !tbaa !9
  %2276 = load i64, ptr %2273, align 1, !tbaa !9
  %2277 = icmp eq i64 %2275, %2276
  br i1 %2277, label %2286, label %2278

2278:                                             ; preds = %2272
  %2279 = xor i64 %2276, %2275
  %2280 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2279, i1 true)
  %2281 = lshr i64 %2280, 3
  %2282 = getelementptr inbounds i8, ptr %2273, i64 %2281
  %2283 = ptrtoint ptr %2282 to i64
  %2284 = sub i64 %2283, %2216
  %2285 = trunc i64 %2284 to i32
  br label %2327

2286:                                             ; preds = %2272
  %2287 = getelementptr inbounds i8, ptr %2273, i64 8
  %2288 = getelementptr inbounds i8, ptr %2274, i64 8
  %2289 = icmp ult ptr %2287, %22
  br i1 %2289, label %2272, label %2290, !prof !26

2290:                                             ; preds = %2286, %2268
  %2291 = phi ptr [ %2269, %2268 ], [ %2288, %2286 ]
  %2292 = phi ptr [ %2270, %2268 ], [ %2287, %2286 ]
  %2293 = icmp ult ptr %2292, %42
  br i1 %2293, label %2294, label %2301

2294:                                             ; preds = %2290
  %2295 = load i32, ptr %2291, align 1, !tbaa !9
  %2296 = load i32, ptr %2292, align 1, !tbaa !9
  %2297 = icmp eq i32 %2295, %2296
  br i1 %2297, label %2298, label %2301

2298:                                             ; preds = %2294
  %2299 = getelementptr inbounds i8, ptr %2292, i64 4
  %2300 = getelementptr inbounds i8, ptr %2291, i64 4
  br label %2301

2301:                                             ; preds = %2298, %2294, %2290
  %2302 = phi ptr [ %2300, %2298 ], [ %2291, %2294 ], [ %2291, %2290 ]
  %2303 = phi ptr [ %2299, %2298 ], [ %2292, %2294 ], [ %2292, %2290 ]
  %2304 = icmp ult ptr %2303, %43
  br i1 %2304, label %2305, label %2312

2305:                                             ; preds = %2301
  %2306 = load i16, ptr %2302, align 1, !tbaa !9
  %2307 = load i16, ptr %2303, align 1, !tbaa !9
  %2308 = icmp eq i16 %2306, %2307
  br i1 %2308, label %2309, label %2312

2309:                                             ; preds = %2305
  %2310 = getelementptr inbounds i8, ptr %2303, i64 2
  %2311 = getelementptr inbounds i8, ptr %2302, i64 2
  br label %2312

2312:                                             ; preds = %2309, %2305, %2301
  %2313 = phi ptr [ %2311, %2309 ], [ %2302, %2305 ], [ %2302, %2301 ]
  %2314 = phi ptr [ %2310, %2309 ], [ %2303, %2305 ], [ %2303, %2301 ]
  %2315 = icmp ult ptr %2314, %23
  br i1 %2315, label %2316, label %2322

2316:                                             ; preds = %2312
  %2317 = load i8, ptr %2313, align 1, !tbaa !9
  %2318 = load i8, ptr %2314, align 1, !tbaa !9
  %2319 = icmp eq i8 %2317, %2318
  %2320 = zext i1 %2319 to i64
  %2321 = getelementptr inbounds i8, ptr %2314, i64 %2320
  br label %2322

2322:                                             ; preds = %2316, %2312
  %2323 = phi ptr [ %2314, %2312 ], [ %2321, %2316 ]
  %2324 = ptrtoint ptr %2323 to i64
  %2325 = sub i64 %2324, %2216
  %2326 = trunc i64 %2325 to i32
  br label %2327

2327:                                             ; preds = %2278, %2263, %2322
  %2328 = phi i32 [ %2326, %2322 ], [ %2267, %2263 ], [ %2285, %2278 ]
  %2329 = add nsw i32 %2328, 4
  %2330 = icmp sgt i32 %2329, %2229
  %2331 = select i1 %2330, ptr %2244, ptr %2235
  %2332 = tail call i32 @llvm.smax.i32(i32 %2329, i32 %2229)
  br label %2513

2333:                                             ; preds = %2240
  %2334 = sub i32 %2232, %99
  %2335 = zext i32 %2334 to i64
  %2336 = getelementptr inbounds i8, ptr %104, i64 %2335
  %2337 = icmp ugt i32 %2232, %184
  br i1 %2337, label %2513, label %2338, !prof !27

2338:                                             ; preds = %2333
  %2339 = load i32, ptr %2336, align 1, !tbaa !9
  %2340 = icmp eq i32 %2339, %2146
  br i1 %2340, label %2341, label %2513

2341:                                             ; preds = %2338
  %2342 = sub i32 %94, %2232
  %2343 = zext i32 %2342 to i64
  %2344 = getelementptr inbounds i8, ptr %1241, i64 %2343
  %2345 = icmp ugt ptr %2344, %23
  %2346 = select i1 %2345, ptr %23, ptr %2344
  %2347 = getelementptr inbounds i8, ptr %2336, i64 4
  %2348 = getelementptr inbounds i8, ptr %2346, i64 -7
  %2349 = icmp ugt ptr %2348, %2213
  br i1 %2349, label %2350, label %2361, !prof !24

2350:                                             ; preds = %2341
  %2351 = load i64, ptr %2347, align 1, !tbaa !9
  %2352 = load i64, ptr %2213, align 1, !tbaa !9
  %2353 = icmp eq i64 %2351, %2352
  br i1 %2353, label %2354, label %2356

2354:                                             ; preds = %2350
  %2355 = getelementptr inbounds i8, ptr %2336, i64 12
  br label %2361

2356:                                             ; preds = %2350
  %2357 = xor i64 %2352, %2351
  %2358 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2357, i1 true)
  %2359 = trunc nuw nsw i64 %2358 to i32
  %2360 = lshr i32 %2359, 3
  br label %2422

2361:                                             ; preds = %2354, %2341
  %2362 = phi ptr [ %2347, %2341 ], [ %2355, %2354 ]
  %2363 = phi ptr [ %2213, %2341 ], [ %2215, %2354 ]
  %2364 = icmp ult ptr %2363, %2348
  br i1 %2364, label %2365, label %2383, !prof !25

2365:                                             ; preds = %2361, %2379
  %2366 = phi ptr [ %2380, %2379 ], [ %2363, %2361 ]
  %2367 = phi ptr [ %2381, %2379 ], [ %2362, %2361 ]
  %2368 = load i64, ptr %2367, align 1, !tbaa !9
  %2369 = load i64, ptr %2366, align 1, !tbaa !9
  %2370 = icmp eq i64 %2368, %2369
  br i1 %2370, label %2379, label %2371

2371:                                             ; preds = %2365
  %2372 = xor i64 %2369, %2368
  %2373 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2372, i1 true)
  %2374 = lshr i64 %2373, 3
  %2375 = getelementptr inbounds i8, ptr %2366, i64 %2374
  %2376 = ptrtoint ptr %2375 to i64
  %2377 = sub i64 %2376, %2216
  %2378 = trunc i64 %2377 to i32
  br label %2422

2379:                                             ; preds = %2365
  %2380 = getelementptr inbounds i8, ptr %2366, i64 8
  %2381 = getelementptr inbounds i8, ptr %2367, i64 8
  %2382 = icmp ult ptr %2380, %2348
  br i1 %2382, label %2365, label %2383, !prof !26

2383:                                             ; preds = %2379, %2361
  %2384 = phi ptr [ %2362, %2361 ], [ %2381, %2379 ]
  %2385 = phi ptr [ %2363, %2361 ], [ %2380, %2379 ]
  %2386 = getelementptr inbounds i8, ptr %2346, i64 -3
  %2387 = icmp ult ptr %2385, %2386
  br i1 %2387, label %2388, label %2395

2388:                                             ; preds = %2383
  %2389 = load i32, ptr %2384, align 1, !tbaa !9
  %2390 = load i32, ptr %2385, align 1, !tbaa !9
  %2391 = icmp eq i32 %2389, %2390
  br i1 %2391, label %2392, label %2395

2392:                                             ; preds = %2388
  %2393 = getelementptr inbounds i8, ptr %2385, i64 4
  %2394 = getelementptr inbounds i8, ptr %2384, i64 4
  br label %2395

2395:                                             ; preds = %2392, %2388, %2383
  %2396 = phi ptr [ %2394, %2392 ], [ %2384, %2388 ], [ %2384, %2383 ]
  %2397 = phi ptr [ %2393, %2392 ], [ %2385, %2388 ], [ %2385, %2383 ]
  %2398 = getelementptr inbounds i8, ptr %2346, i64 -1
  %2399 = icmp ult ptr %2397, %2398
  br i1 %2399, label %2400, label %2407

2400:                                             ; preds = %2395
  %2401 = load i16, ptr %2396, align 1, !tbaa !9
  %2402 = load i16, ptr %2397, align 1, !tbaa !9
  %2403 = icmp eq i16 %2401, %2402
  br i1 %2403, label %2404, label %2407

2404:                                             ; preds = %2400
  %2405 = getelementptr inbounds i8, ptr %2397, i64 2
  %2406 = getelementptr inbounds i8, ptr %2396, i64 2
  br label %2407

2407:                                             ; preds = %2404, %2400, %2395
  %2408 = phi ptr [ %2406, %2404 ], [ %2396, %2400 ], [ %2396, %2395 ]
  %2409 = phi ptr [ %2405, %2404 ], [ %2397, %2400 ], [ %2397, %2395 ]
  %2410 = icmp ult ptr %2409, %2346
  br i1 %2410, label %2411, label %2417

2411:                                             ; preds = %2407
  %2412 = load i8, ptr %2408, align 1, !tbaa !9
  %2413 = load i8, ptr %2409, align 1, !tbaa !9
  %2414 = icmp eq i8 %2412, %2413
  %2415 = zext i1 %2414 to i64
  %2416 = getelementptr inbounds i8, ptr %2409, i64 %2415
  br label %2417

2417:                                             ; preds = %2411, %2407
  %2418 = phi ptr [ %2409, %2407 ], [ %2416, %2411 ]
  %2419 = ptrtoint ptr %2418 to i64
  %2420 = sub i64 %2419, %2216
  %2421 = trunc i64 %2420 to i32
  br label %2422

2422:                                             ; preds = %2371, %2356, %2417
  %2423 = phi i32 [ %2421, %2417 ], [ %2360, %2356 ], [ %2378, %2371 ]
  %2424 = add nsw i32 %2423, 4
  %2425 = sext i32 %2424 to i64
  %2426 = getelementptr inbounds i8, ptr %1241, i64 %2425
  %2427 = icmp eq ptr %2426, %2346
  %2428 = icmp ult ptr %2346, %23
  %2429 = and i1 %2428, %2427
  br i1 %2429, label %2430, label %2507

2430:                                             ; preds = %2422
  %2431 = icmp ugt ptr %22, %2346
  br i1 %2431, label %2432, label %2443, !prof !24

2432:                                             ; preds = %2430
  %2433 = load i64, ptr %93, align 1, !tbaa !9
  %2434 = load i64, ptr %2346, align 1, !tbaa !9
  %2435 = icmp eq i64 %2433, %2434
  br i1 %2435, label %2436, label %2438

2436:                                             ; preds = %2432
  %2437 = getelementptr inbounds i8, ptr %2346, i64 8
  br label %2443

2438:                                             ; preds = %2432
  %2439 = xor i64 %2434, %2433
  %2440 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2439, i1 true)
  %2441 = trunc nuw nsw i64 %2440 to i32
  %2442 = lshr i32 %2441, 3
  br label %2504

2443:                                             ; preds = %2436, %2430
  %2444 = phi ptr [ %93, %2430 ], [ %185, %2436 ]
  %2445 = phi ptr [ %2346, %2430 ], [ %2437, %2436 ]
  %2446 = icmp ult ptr %2445, %22
  br i1 %2446, label %2447, label %2466, !prof !25

2447:                                             ; preds = %2443, %2462
  %2448 = phi ptr [ %2463, %2462 ], [ %2445, %2443 ]
  %2449 = phi ptr [ %2464, %2462 ], [ %2444, %2443 ]
  %2450 = load i64, ptr %2449, align 1, !tbaa !9
  %2451 = load i64, ptr %2448, align 1, !tbaa !9
  %2452 = icmp eq i64 %2450, %2451
  br i1 %2452, label %2462, label %2453

2453:                                             ; preds = %2447
  %2454 = xor i64 %2451, %2450
  %2455 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2454, i1 true)
  %2456 = lshr i64 %2455, 3
  %2457 = getelementptr inbounds i8, ptr %2448, i64 %2456
  %2458 = ptrtoint ptr %2457 to i64
  %2459 = ptrtoint ptr %2346 to i64
  %2460 = sub i64 %2458, %2459
  %2461 = trunc i64 %2460 to i32
  br label %2504

2462:                                             ; preds = %2447
  %2463 = getelementptr inbounds i8, ptr %2448, i64 8
  %2464 = getelementptr inbounds i8, ptr %2449, i64 8
  %2465 = icmp ult ptr %2463, %22
  br i1 %2465, label %2447, label %2466, !prof !26

2466:                                             ; preds = %2462, %2443
  %2467 = phi ptr [ %2444, %2443 ], [ %2464, %2462 ]
  %2468 = phi ptr [ %2445, %2443 ], [ %2463, %2462 ]
  %2469 = icmp ult ptr %2468, %42
  br i1 %2469, label %2470, label %2477

2470:                                             ; preds = %2466
  %2471 = load i32, ptr %2467, align 1, !tbaa !9
  %2472 = load i32, ptr %2468, align 1, !tbaa !9
  %2473 = icmp eq i32 %2471, %2472
  br i1 %2473, label %2474, label %2477

2474:                                             ; preds = %2470
  %2475 = getelementptr inbounds i8, ptr %2468, i64 4
  %2476 = getelementptr inbounds i8, ptr %2467, i64 4
  br label %2477

2477:                                             ; preds = %2474, %2470, %2466
  %2478 = phi ptr [ %2476, %2474 ], [ %2467, %2470 ], [ %2467, %2466 ]
  %2479 = phi ptr [ %2475, %2474 ], [ %2468, %2470 ], [ %2468, %2466 ]
  %2480 = icmp ult ptr %2479, %43
  br i1 %2480, label %2481, label %2488

2481:                                             ; preds = %2477
  %2482 = load i16, ptr %2478, align 1, !tbaa !9
  %2483 = load i16, ptr %2479, align 1, !tbaa !9
  %2484 = icmp eq i16 %2482, %2483
  br i1 %2484, label %2485, label %2488

2485:                                             ; preds = %2481
  %2486 = getelementptr inbounds i8, ptr %2479, i64 2
  %2487 = getelementptr inbounds i8, ptr %2478, i64 2
  br label %2488

2488:                                             ; preds = %2485, %2481, %2477
  %2489 = phi ptr [ %2487, %2485 ], [ %2478, %2481 ], [ %2478, %2477 ]
  %2490 = phi ptr [ %2486, %2485 ], [ %2479, %2481 ], [ %2479, %2477 ]
  %2491 = icmp ult ptr %2490, %23
  br i1 %2491, label %2492, label %2498

2492:                                             ; preds = %2488
  %2493 = load i8, ptr %2489, align 1, !tbaa !9
  %2494 = load i8, ptr %2490, align 1, !tbaa !9
  %2495 = icmp eq i8 %2493, %2494
  %2496 = zext i1 %2495 to i64
  %2497 = getelementptr inbounds i8, ptr %2490, i64 %2496
  br label %2498

2498:                                             ; preds = %2492, %2488
  %2499 = phi ptr [ %2490, %2488 ], [ %2497, %2492 ]
  %2500 = ptrtoint ptr %2499 to i64
  %2501 = ptrtoint ptr %2346 to i64
  %2502 = sub i64 %2500, %2501
  %2503 = trunc i64 %2502 to i32
  br label %2504

2504:                                             ; preds = %2453, %2438, %2498
  %2505 = phi i32 [ %2503, %2498 ], [ %2442, %2438 ], [ %2461, %2453 ]
  %2506 = add i32 %2505, %2424
  br label %2507

2507:                                             ; preds = %2504, %2422
  %2508 = phi i32 [ %2506, %2504 ], [ %2424, %2422 ]
  %2509 = icmp sgt i32 %2508, %2229
  br i1 %2509, label %2510, label %2513

2510:                                             ; preds = %2507
  %2511 = zext i32 %2232 to i64
  %2512 = getelementptr inbounds i8, ptr %179, i64 %2511
  br label %2513

2513:                                             ; preds = %2327, %2510, %2507, %2338, %2333, %2252, %2242, %2228
  %2514 = phi ptr [ %2235, %2228 ], [ %2235, %2333 ], [ %2512, %2510 ], [ %2235, %2507 ], [ %2235, %2338 ], [ %2235, %2252 ], [ %2235, %2242 ], [ %2331, %2327 ]
  %2515 = phi i32 [ 0, %2228 ], [ 0, %2333 ], [ %2508, %2510 ], [ %2508, %2507 ], [ 0, %2338 ], [ 0, %2252 ], [ 0, %2242 ], [ %2329, %2327 ]
  %2516 = phi i32 [ %2229, %2228 ], [ %2229, %2333 ], [ %2508, %2510 ], [ %2229, %2507 ], [ %2229, %2338 ], [ %2229, %2252 ], [ %2229, %2242 ], [ %2332, %2327 ]
  %2517 = icmp ne i32 %2515, %2516
  %2518 = add i32 %2516, %2232
  %2519 = icmp ugt i32 %2518, %2142
  %2520 = or i1 %2517, %2519
  br i1 %2520, label %2548, label %2521

2521:                                             ; preds = %2513
  %2522 = add nsw i32 %2515, -3
  %2523 = icmp sgt i32 %2515, 3
  br i1 %2523, label %2524, label %2548

2524:                                             ; preds = %2521, %2524
  %2525 = phi i32 [ %2540, %2524 ], [ %2231, %2521 ]
  %2526 = phi i32 [ %2539, %2524 ], [ 1, %2521 ]
  %2527 = phi i32 [ %2538, %2524 ], [ 16, %2521 ]
  %2528 = phi i32 [ %2541, %2524 ], [ 0, %2521 ]
  %2529 = add i32 %2528, %2232
  %2530 = and i32 %2529, 65535
  %2531 = zext nneg i32 %2530 to i64
  %2532 = getelementptr inbounds i16, ptr %34, i64 %2531
  %2533 = load i16, ptr %2532, align 2, !tbaa !20
  %2534 = zext i16 %2533 to i32
  %2535 = add nsw i32 %2527, 1
  %2536 = ashr i32 %2527, 4
  %2537 = icmp ult i32 %2526, %2534
  %2538 = select i1 %2537, i32 16, i32 %2535
  %2539 = tail call i32 @llvm.umax.i32(i32 %2526, i32 %2534)
  %2540 = select i1 %2537, i32 %2528, i32 %2525
  %2541 = add nsw i32 %2536, %2528
  %2542 = icmp slt i32 %2541, %2522
  br i1 %2542, label %2524, label %2543, !llvm.loop !64

2543:                                             ; preds = %2524
  %2544 = icmp ult i32 %2539, 2
  %2545 = icmp ugt i32 %2539, %2232
  %2546 = select i1 %2545, i32 0, i32 %2539
  %2547 = sub i32 %2232, %2546
  br i1 %2544, label %2548, label %2844

2548:                                             ; preds = %2521, %2543, %2513
  %2549 = phi i32 [ %2540, %2543 ], [ %2231, %2513 ], [ %2231, %2521 ]
  %2550 = and i32 %2232, 65535
  %2551 = zext nneg i32 %2550 to i64
  %2552 = getelementptr inbounds i16, ptr %34, i64 %2551
  %2553 = load i16, ptr %2552, align 2, !tbaa !20
  %2554 = icmp eq i16 %2553, 1
  %2555 = icmp eq i32 %2549, 0
  %2556 = select i1 %2554, i1 %2555, i1 false
  br i1 %2556, label %2557, label %2834

2557:                                             ; preds = %2548
  %2558 = add i32 %2232, -1
  %2559 = icmp eq i32 %2233, 0
  br i1 %2559, label %2560, label %2602

2560:                                             ; preds = %2557
  br i1 %2223, label %2561, label %2834

2561:                                             ; preds = %2560
  br i1 %2214, label %2571, label %2564, !prof !25

2562:                                             ; preds = %2581
  %2563 = ptrtoint ptr %2582 to i64
  br label %2564

2564:                                             ; preds = %2562, %2561
  %2565 = phi i64 [ %2563, %2562 ], [ %2216, %2561 ]
  %2566 = phi ptr [ %2582, %2562 ], [ %2213, %2561 ]
  %2567 = icmp ult ptr %2566, %23
  br i1 %2567, label %2568, label %2597

2568:                                             ; preds = %2564
  %2569 = sub i64 %44, %2565
  %2570 = getelementptr i8, ptr %2566, i64 %2569
  br label %2584

2571:                                             ; preds = %2561, %2581
  %2572 = phi ptr [ %2582, %2581 ], [ %2213, %2561 ]
  %2573 = load i64, ptr %2572, align 1, !tbaa !9
  %2574 = icmp eq i64 %2573, %2225
  br i1 %2574, label %2581, label %2575

2575:                                             ; preds = %2571
  %2576 = xor i64 %2573, %2225
  %2577 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2576, i1 true)
  %2578 = lshr i64 %2577, 3
  %2579 = getelementptr inbounds i8, ptr %2572, i64 %2578
  %2580 = ptrtoint ptr %2579 to i64
  br label %2597

2581:                                             ; preds = %2571
  %2582 = getelementptr inbounds i8, ptr %2572, i64 8
  %2583 = icmp ult ptr %2582, %22
  br i1 %2583, label %2571, label %2562, !prof !26

2584:                                             ; preds = %2590, %2568
  %2585 = phi i64 [ %2592, %2590 ], [ %2225, %2568 ]
  %2586 = phi ptr [ %2591, %2590 ], [ %2566, %2568 ]
  %2587 = load i8, ptr %2586, align 1, !tbaa !9
  %2588 = trunc i64 %2585 to i8
  %2589 = icmp eq i8 %2587, %2588
  br i1 %2589, label %2590, label %2594

2590:                                             ; preds = %2584
  %2591 = getelementptr inbounds i8, ptr %2586, i64 1
  %2592 = lshr i64 %2585, 8
  %2593 = icmp eq ptr %2591, %2570
  br i1 %2593, label %2594, label %2584, !llvm.loop !28

2594:                                             ; preds = %2590, %2584
  %2595 = phi ptr [ %2570, %2590 ], [ %2586, %2584 ]
  %2596 = ptrtoint ptr %2595 to i64
  br label %2597

2597:                                             ; preds = %2564, %2575, %2594
  %2598 = phi i64 [ %2580, %2575 ], [ %2596, %2594 ], [ %2565, %2564 ]
  %2599 = sub i64 %2598, %2216
  %2600 = and i64 %2599, 4294967295
  %2601 = add nuw nsw i64 %2600, 4
  br label %2602

2602:                                             ; preds = %2597, %2557
  %2603 = phi i64 [ %2601, %2597 ], [ %2234, %2557 ]
  %2604 = phi i32 [ 2, %2597 ], [ %2233, %2557 ]
  %2605 = icmp ne i32 %2604, 2
  %2606 = icmp ult i32 %2558, %2145
  %2607 = select i1 %2605, i1 true, i1 %2606
  br i1 %2607, label %2834, label %2608

2608:                                             ; preds = %2602
  %2609 = sub i32 %2558, %94
  %2610 = icmp ugt i32 %2609, -4
  br i1 %2610, label %2834, label %2611

2611:                                             ; preds = %2608
  %2612 = icmp uge i32 %2558, %94
  %2613 = select i1 %2612, ptr %179, ptr %195
  %2614 = zext i32 %2558 to i64
  %2615 = getelementptr inbounds i8, ptr %2613, i64 %2614
  %2616 = load i32, ptr %2615, align 1, !tbaa !9
  %2617 = icmp eq i32 %2616, %2146
  br i1 %2617, label %2618, label %2834

2618:                                             ; preds = %2611
  %2619 = select i1 %2612, ptr %23, ptr %109
  %2620 = getelementptr inbounds i8, ptr %2615, i64 4
  %2621 = ptrtoint ptr %2619 to i64
  %2622 = getelementptr inbounds i8, ptr %2619, i64 -7
  %2623 = icmp ugt ptr %2622, %2620
  br i1 %2623, label %2631, label %2624, !prof !25

2624:                                             ; preds = %2641, %2618
  %2625 = phi ptr [ %2620, %2618 ], [ %2642, %2641 ]
  %2626 = ptrtoint ptr %2625 to i64
  %2627 = icmp ult ptr %2625, %2619
  br i1 %2627, label %2628, label %2657

2628:                                             ; preds = %2624
  %2629 = sub i64 %2621, %2626
  %2630 = getelementptr i8, ptr %2625, i64 %2629
  br label %2644

2631:                                             ; preds = %2618, %2641
  %2632 = phi ptr [ %2642, %2641 ], [ %2620, %2618 ]
  %2633 = load i64, ptr %2632, align 1, !tbaa !9
  %2634 = icmp eq i64 %2633, %2225
  br i1 %2634, label %2641, label %2635

2635:                                             ; preds = %2631
  %2636 = xor i64 %2633, %2225
  %2637 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2636, i1 true)
  %2638 = lshr i64 %2637, 3
  %2639 = getelementptr inbounds i8, ptr %2632, i64 %2638
  %2640 = ptrtoint ptr %2639 to i64
  br label %2657

2641:                                             ; preds = %2631
  %2642 = getelementptr inbounds i8, ptr %2632, i64 8
  %2643 = icmp ult ptr %2642, %2622
  br i1 %2643, label %2631, label %2624, !prof !26

2644:                                             ; preds = %2650, %2628
  %2645 = phi i64 [ %2652, %2650 ], [ %2225, %2628 ]
  %2646 = phi ptr [ %2651, %2650 ], [ %2625, %2628 ]
  %2647 = load i8, ptr %2646, align 1, !tbaa !9
  %2648 = trunc i64 %2645 to i8
  %2649 = icmp eq i8 %2647, %2648
  br i1 %2649, label %2650, label %2654

2650:                                             ; preds = %2644
  %2651 = getelementptr inbounds i8, ptr %2646, i64 1
  %2652 = lshr i64 %2645, 8
  %2653 = icmp eq ptr %2651, %2630
  br i1 %2653, label %2654, label %2644, !llvm.loop !28

2654:                                             ; preds = %2650, %2644
  %2655 = phi ptr [ %2630, %2650 ], [ %2646, %2644 ]
  %2656 = ptrtoint ptr %2655 to i64
  br label %2657

2657:                                             ; preds = %2624, %2635, %2654
  %2658 = phi i64 [ %2640, %2635 ], [ %2656, %2654 ], [ %2626, %2624 ]
  %2659 = ptrtoint ptr %2620 to i64
  %2660 = sub i64 %2658, %2659
  %2661 = and i64 %2660, 4294967295
  %2662 = add nuw nsw i64 %2661, 4
  br i1 %2612, label %2715, label %2663

2663:                                             ; preds = %2657
  %2664 = getelementptr inbounds i8, ptr %2615, i64 %2662
  %2665 = icmp eq ptr %2664, %109
  br i1 %2665, label %2666, label %2715

2666:                                             ; preds = %2663
  %2667 = and i64 %2660, 3
  %2668 = icmp eq i64 %2667, 0
  %2669 = trunc i64 %2660 to i32
  %2670 = shl i32 %2669, 3
  %2671 = tail call i32 @llvm.fshl.i32(i32 %2146, i32 %2146, i32 %2670)
  %2672 = select i1 %2668, i32 %2146, i32 %2671
  %2673 = zext i32 %2672 to i64
  %2674 = mul nuw i64 %2673, 4294967297
  br i1 %196, label %2684, label %2677, !prof !25

2675:                                             ; preds = %2694
  %2676 = ptrtoint ptr %2695 to i64
  br label %2677

2677:                                             ; preds = %2675, %2666
  %2678 = phi i64 [ %2676, %2675 ], [ %95, %2666 ]
  %2679 = phi ptr [ %2695, %2675 ], [ %93, %2666 ]
  %2680 = icmp ult ptr %2679, %23
  br i1 %2680, label %2681, label %2710

2681:                                             ; preds = %2677
  %2682 = sub i64 %44, %2678
  %2683 = getelementptr i8, ptr %2679, i64 %2682
  br label %2697

2684:                                             ; preds = %2666, %2694
  %2685 = phi ptr [ %2695, %2694 ], [ %93, %2666 ]
  %2686 = load i64, ptr %2685, align 1, !tbaa !9
  %2687 = icmp eq i64 %2686, %2674
  br i1 %2687, label %2694, label %2688

2688:                                             ; preds = %2684
  %2689 = xor i64 %2686, %2674
  %2690 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2689, i1 true)
  %2691 = lshr i64 %2690, 3
  %2692 = getelementptr inbounds i8, ptr %2685, i64 %2691
  %2693 = ptrtoint ptr %2692 to i64
  br label %2710

2694:                                             ; preds = %2684
  %2695 = getelementptr inbounds i8, ptr %2685, i64 8
  %2696 = icmp ult ptr %2695, %22
  br i1 %2696, label %2684, label %2675, !prof !26

2697:                                             ; preds = %2703, %2681
  %2698 = phi i64 [ %2705, %2703 ], [ %2674, %2681 ]
  %2699 = phi ptr [ %2704, %2703 ], [ %2679, %2681 ]
  %2700 = load i8, ptr %2699, align 1, !tbaa !9
  %2701 = trunc i64 %2698 to i8
  %2702 = icmp eq i8 %2700, %2701
  br i1 %2702, label %2703, label %2707

2703:                                             ; preds = %2697
  %2704 = getelementptr inbounds i8, ptr %2699, i64 1
  %2705 = lshr i64 %2698, 8
  %2706 = icmp eq ptr %2704, %2683
  br i1 %2706, label %2707, label %2697, !llvm.loop !28

2707:                                             ; preds = %2703, %2697
  %2708 = phi ptr [ %2683, %2703 ], [ %2699, %2697 ]
  %2709 = ptrtoint ptr %2708 to i64
  br label %2710

2710:                                             ; preds = %2677, %2688, %2707
  %2711 = phi i64 [ %2693, %2688 ], [ %2709, %2707 ], [ %2678, %2677 ]
  %2712 = sub i64 %2711, %95
  %2713 = and i64 %2712, 4294967295
  %2714 = add nuw nsw i64 %2713, %2662
  br label %2715

2715:                                             ; preds = %2710, %2663, %2657
  %2716 = phi ptr [ %104, %2710 ], [ %104, %2663 ], [ %93, %2657 ]
  %2717 = phi i64 [ %2714, %2710 ], [ %2662, %2663 ], [ %2662, %2657 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %2718 = ptrtoint ptr %2615 to i64
  %2719 = ptrtoint ptr %2716 to i64
  store i32 %2146, ptr %13, align 4, !tbaa !5
  %2720 = getelementptr inbounds i8, ptr %2716, i64 4
  br label %2721

2721:                                             ; preds = %2724, %2715
  %2722 = phi ptr [ %2615, %2715 ], [ %2725, %2724 ]
  %2723 = icmp ult ptr %2722, %2720
  br i1 %2723, label %2728, label %2724, !prof !27

2724:                                             ; preds = %2721
  %2725 = getelementptr inbounds i8, ptr %2722, i64 -4
  %2726 = load i32, ptr %2725, align 1, !tbaa !9
  %2727 = icmp eq i32 %2726, %2146
  br i1 %2727, label %2721, label %2728, !llvm.loop !29

2728:                                             ; preds = %2724, %2721
  %2729 = icmp ugt ptr %2722, %2716
  br i1 %2729, label %2730, label %2743, !prof !25

2730:                                             ; preds = %2728
  %2731 = sub i64 %2719, %2718
  %2732 = getelementptr i8, ptr %2615, i64 %2731
  br label %2736

2733:                                             ; preds = %2736
  %2734 = getelementptr inbounds i8, ptr %2737, i64 -1
  %2735 = icmp ugt ptr %2739, %2716
  br i1 %2735, label %2736, label %2743, !prof !26, !llvm.loop !30

2736:                                             ; preds = %2733, %2730
  %2737 = phi ptr [ %2734, %2733 ], [ %52, %2730 ]
  %2738 = phi ptr [ %2739, %2733 ], [ %2722, %2730 ]
  %2739 = getelementptr inbounds i8, ptr %2738, i64 -1
  %2740 = load i8, ptr %2739, align 1, !tbaa !9
  %2741 = load i8, ptr %2737, align 1, !tbaa !9
  %2742 = icmp eq i8 %2740, %2741
  br i1 %2742, label %2733, label %2743

2743:                                             ; preds = %2733, %2736, %2728
  %2744 = phi ptr [ %2722, %2728 ], [ %2732, %2733 ], [ %2738, %2736 ]
  %2745 = ptrtoint ptr %2744 to i64
  %2746 = sub i64 %2718, %2745
  %2747 = trunc i64 %2746 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %2748 = and i64 %2746, 4294967295
  %2749 = sub nsw i64 0, %2748
  %2750 = getelementptr inbounds i8, ptr %2615, i64 %2749
  %2751 = icmp eq ptr %2750, %93
  %2752 = select i1 %2612, i1 %2751, i1 false
  %2753 = select i1 %2752, i1 %197, i1 false
  br i1 %2753, label %2754, label %2792

2754:                                             ; preds = %2743
  %2755 = sub nsw i32 0, %2747
  %2756 = and i32 %2755, 3
  %2757 = icmp eq i32 %2756, 0
  %2758 = shl i32 %2755, 3
  %2759 = tail call i32 @llvm.fshl.i32(i32 %2146, i32 %2146, i32 %2758)
  %2760 = select i1 %2757, i32 %2146, i32 %2759
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  store i32 %2760, ptr %12, align 4, !tbaa !5
  br label %2761

2761:                                             ; preds = %2764, %2754
  %2762 = phi i64 [ %108, %2754 ], [ %2765, %2764 ]
  %2763 = icmp slt i64 %2762, 4
  br i1 %2763, label %2771, label %2764, !prof !27

2764:                                             ; preds = %2761
  %2765 = add nsw i64 %2762, -4
  %2766 = getelementptr inbounds i8, ptr %104, i64 %2765
  %2767 = load i32, ptr %2766, align 1, !tbaa !9
  %2768 = icmp eq i32 %2767, %2760
  br i1 %2768, label %2761, label %2769, !llvm.loop !29

2769:                                             ; preds = %2764
  %2770 = getelementptr inbounds i8, ptr %104, i64 %2762
  br label %2774

2771:                                             ; preds = %2761
  %2772 = getelementptr inbounds i8, ptr %104, i64 %2762
  %2773 = icmp sgt i64 %2762, 0
  br i1 %2773, label %2774, label %2786, !prof !31

2774:                                             ; preds = %2769, %2771
  %2775 = phi ptr [ %2772, %2771 ], [ %2770, %2769 ]
  br label %2779

2776:                                             ; preds = %2779
  %2777 = getelementptr inbounds i8, ptr %2780, i64 -1
  %2778 = icmp ugt ptr %2782, %104
  br i1 %2778, label %2779, label %2786, !prof !26, !llvm.loop !30

2779:                                             ; preds = %2774, %2776
  %2780 = phi ptr [ %2777, %2776 ], [ %53, %2774 ]
  %2781 = phi ptr [ %2782, %2776 ], [ %2775, %2774 ]
  %2782 = getelementptr inbounds i8, ptr %2781, i64 -1
  %2783 = load i8, ptr %2782, align 1, !tbaa !9
  %2784 = load i8, ptr %2780, align 1, !tbaa !9
  %2785 = icmp eq i8 %2783, %2784
  br i1 %2785, label %2776, label %2786

2786:                                             ; preds = %2776, %2779, %2771
  %2787 = phi ptr [ %2772, %2771 ], [ %104, %2776 ], [ %2781, %2779 ]
  %2788 = ptrtoint ptr %2787 to i64
  %2789 = sub i64 %198, %2788
  %2790 = trunc i64 %2789 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  %2791 = add i32 %2790, %2747
  br label %2792

2792:                                             ; preds = %2786, %2743
  %2793 = phi i32 [ %2747, %2743 ], [ %2791, %2786 ]
  %2794 = sub i32 %2558, %2793
  %2795 = tail call i32 @llvm.umax.i32(i32 %2794, i32 %2145)
  %2796 = sub i32 %2558, %2795
  %2797 = zext i32 %2796 to i64
  %2798 = add nuw nsw i64 %2717, %2797
  %2799 = icmp ult i64 %2798, %2603
  %2800 = icmp ugt i64 %2717, %2603
  %2801 = or i1 %2800, %2799
  br i1 %2801, label %2810, label %2802

2802:                                             ; preds = %2792
  %2803 = trunc i64 %2717 to i32
  %2804 = trunc i64 %2603 to i32
  %2805 = sub i32 %2558, %2804
  %2806 = add i32 %2805, %2803
  %2807 = sub i32 %2806, %94
  %2808 = icmp ugt i32 %2807, -4
  %2809 = select i1 %2808, i32 %94, i32 %2806
  br label %2852

2810:                                             ; preds = %2792
  %2811 = sub i32 %2795, %94
  %2812 = icmp ugt i32 %2811, -4
  br i1 %2812, label %2844, label %2813

2813:                                             ; preds = %2810
  %2814 = tail call i64 @llvm.umin.i64(i64 %2798, i64 %2603)
  %2815 = sext i32 %2516 to i64
  %2816 = icmp ugt i64 %2814, %2815
  br i1 %2816, label %2817, label %2824

2817:                                             ; preds = %2813
  %2818 = zext i32 %2795 to i64
  %2819 = sub i64 %2211, %2818
  %2820 = icmp ugt i64 %2819, 65535
  br i1 %2820, label %2862, label %2821

2821:                                             ; preds = %2817
  %2822 = trunc i64 %2814 to i32
  %2823 = getelementptr inbounds i8, ptr %179, i64 %2818
  br label %2824

2824:                                             ; preds = %2821, %2813
  %2825 = phi ptr [ %2823, %2821 ], [ %2514, %2813 ]
  %2826 = phi i32 [ %2822, %2821 ], [ %2516, %2813 ]
  %2827 = and i32 %2795, 65535
  %2828 = zext nneg i32 %2827 to i64
  %2829 = getelementptr inbounds i16, ptr %34, i64 %2828
  %2830 = load i16, ptr %2829, align 2, !tbaa !20
  %2831 = zext i16 %2830 to i32
  %2832 = icmp ult i32 %2795, %2831
  %2833 = sub i32 %2795, %2831
  br i1 %2832, label %2862, label %2844

2834:                                             ; preds = %2560, %2548, %2608, %2602, %2611
  %2835 = phi i64 [ %2603, %2611 ], [ %2603, %2608 ], [ %2603, %2602 ], [ %2234, %2548 ], [ %2234, %2560 ]
  %2836 = phi i32 [ 2, %2611 ], [ 2, %2608 ], [ %2604, %2602 ], [ %2233, %2548 ], [ 1, %2560 ]
  %2837 = add i32 %2549, %2232
  %2838 = and i32 %2837, 65535
  %2839 = zext nneg i32 %2838 to i64
  %2840 = getelementptr inbounds i16, ptr %34, i64 %2839
  %2841 = load i16, ptr %2840, align 2, !tbaa !20
  %2842 = zext i16 %2841 to i32
  %2843 = sub i32 %2232, %2842
  br label %2852

2844:                                             ; preds = %2824, %2810, %2543
  %2845 = phi ptr [ %2514, %2543 ], [ %2825, %2824 ], [ %2514, %2810 ]
  %2846 = phi i1 [ %2545, %2543 ], [ false, %2824 ], [ false, %2810 ]
  %2847 = phi i64 [ %2234, %2543 ], [ %2603, %2824 ], [ %2603, %2810 ]
  %2848 = phi i32 [ %2233, %2543 ], [ 2, %2824 ], [ 2, %2810 ]
  %2849 = phi i32 [ %2547, %2543 ], [ %2833, %2824 ], [ %94, %2810 ]
  %2850 = phi i32 [ %2540, %2543 ], [ 0, %2824 ], [ 0, %2810 ]
  %2851 = phi i32 [ %2515, %2543 ], [ %2826, %2824 ], [ %2516, %2810 ]
  br i1 %2846, label %2862, label %2852

2852:                                             ; preds = %2844, %2802, %2834
  %2853 = phi ptr [ %2845, %2844 ], [ %2514, %2834 ], [ %2514, %2802 ]
  %2854 = phi i64 [ %2847, %2844 ], [ %2835, %2834 ], [ %2603, %2802 ]
  %2855 = phi i32 [ %2848, %2844 ], [ %2836, %2834 ], [ 2, %2802 ]
  %2856 = phi i32 [ %2849, %2844 ], [ %2843, %2834 ], [ %2809, %2802 ]
  %2857 = phi i32 [ %2850, %2844 ], [ %2549, %2834 ], [ 0, %2802 ]
  %2858 = phi i32 [ %2851, %2844 ], [ %2516, %2834 ], [ %2516, %2802 ]
  %2859 = icmp uge i32 %2856, %2145
  %2860 = icmp sgt i32 %2230, 1
  %2861 = select i1 %2859, i1 %2860, i1 false
  br i1 %2861, label %2228, label %2862

2862:                                             ; preds = %2852, %2844, %2817, %2824, %2204
  %2863 = phi ptr [ null, %2204 ], [ %2853, %2852 ], [ %2845, %2844 ], [ %2514, %2817 ], [ %2825, %2824 ]
  %2864 = phi i32 [ %5, %2204 ], [ %2236, %2824 ], [ %2236, %2817 ], [ %2236, %2844 ], [ %2236, %2852 ]
  %2865 = phi i32 [ %2138, %2204 ], [ %2858, %2852 ], [ %2851, %2844 ], [ %2516, %2817 ], [ %2826, %2824 ]
  %2866 = icmp sgt i32 %2864, 0
  %2867 = select i1 %47, i1 %2866, i1 false
  %2868 = sub i32 %2142, %2145
  %2869 = icmp ult i32 %2868, 65535
  %2870 = select i1 %2867, i1 %2869, i1 false
  br i1 %2870, label %2871, label %3006

2871:                                             ; preds = %2862
  %2872 = load ptr, ptr %1224, align 8, !tbaa !16
  %2873 = load ptr, ptr %1225, align 8, !tbaa !15
  %2874 = ptrtoint ptr %2872 to i64
  %2875 = ptrtoint ptr %2873 to i64
  %2876 = sub i64 %2874, %2875
  %2877 = load i32, ptr %1226, align 8, !tbaa !10
  %2878 = zext i32 %2877 to i64
  %2879 = add i64 %2876, %2878
  %2880 = load i32, ptr %1241, align 1, !tbaa !9
  %2881 = mul i32 %2880, -1640531535
  %2882 = lshr i32 %2881, 17
  %2883 = zext nneg i32 %2882 to i64
  %2884 = getelementptr inbounds [32768 x i32], ptr %92, i64 0, i64 %2883
  %2885 = load i32, ptr %2884, align 4, !tbaa !5
  %2886 = add i32 %2885, %2145
  %2887 = trunc i64 %2879 to i32
  %2888 = sub i32 %2886, %2887
  %2889 = sub i32 %2142, %2888
  %2890 = icmp ult i32 %2889, 65536
  br i1 %2890, label %2891, label %3006

2891:                                             ; preds = %2871
  %2892 = sub nsw i64 0, %2878
  %2893 = getelementptr inbounds i8, ptr %2873, i64 %2892
  br label %2894

2894:                                             ; preds = %2891, %2994
  %2895 = phi i32 [ %2865, %2891 ], [ %2996, %2994 ]
  %2896 = phi i32 [ %2864, %2891 ], [ %2900, %2994 ]
  %2897 = phi i32 [ %2885, %2891 ], [ %3002, %2994 ]
  %2898 = phi i32 [ %2888, %2891 ], [ %3003, %2994 ]
  %2899 = phi ptr [ %2863, %2891 ], [ %2995, %2994 ]
  %2900 = add nsw i32 %2896, -1
  %2901 = icmp eq i32 %2896, 0
  br i1 %2901, label %3006, label %2902

2902:                                             ; preds = %2894
  %2903 = zext i32 %2897 to i64
  %2904 = getelementptr inbounds i8, ptr %2893, i64 %2903
  %2905 = load i32, ptr %2904, align 1, !tbaa !9
  %2906 = icmp eq i32 %2905, %2146
  br i1 %2906, label %2907, label %2994

2907:                                             ; preds = %2902
  %2908 = sub i64 %2879, %2903
  %2909 = getelementptr inbounds i8, ptr %1241, i64 %2908
  %2910 = icmp ugt ptr %2909, %23
  %2911 = select i1 %2910, ptr %23, ptr %2909
  %2912 = getelementptr inbounds i8, ptr %2904, i64 4
  %2913 = getelementptr inbounds i8, ptr %2911, i64 -7
  %2914 = icmp ugt ptr %2913, %2213
  br i1 %2914, label %2915, label %2926, !prof !24

2915:                                             ; preds = %2907
  %2916 = load i64, ptr %2912, align 1, !tbaa !9
  %2917 = load i64, ptr %2213, align 1, !tbaa !9
  %2918 = icmp eq i64 %2916, %2917
  br i1 %2918, label %2919, label %2921

2919:                                             ; preds = %2915
  %2920 = getelementptr inbounds i8, ptr %2904, i64 12
  br label %2926

2921:                                             ; preds = %2915
  %2922 = xor i64 %2917, %2916
  %2923 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2922, i1 true)
  %2924 = trunc nuw nsw i64 %2923 to i32
  %2925 = lshr i32 %2924, 3
  br label %2987

2926:                                             ; preds = %2919, %2907
  %2927 = phi ptr [ %2912, %2907 ], [ %2920, %2919 ]
  %2928 = phi ptr [ %2213, %2907 ], [ %2215, %2919 ]
  %2929 = icmp ult ptr %2928, %2913
  br i1 %2929, label %2930, label %2948, !prof !25

2930:                                             ; preds = %2926, %2944
  %2931 = phi ptr [ %2945, %2944 ], [ %2928, %2926 ]
  %2932 = phi ptr [ %2946, %2944 ], [ %2927, %2926 ]
  %2933 = load i64, ptr %2932, align 1, !tbaa !9
  %2934 = load i64, ptr %2931, align 1, !tbaa !9
  %2935 = icmp eq i64 %2933, %2934
  br i1 %2935, label %2944, label %2936

2936:                                             ; preds = %2930
  %2937 = xor i64 %2934, %2933
  %2938 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2937, i1 true)
  %2939 = lshr i64 %2938, 3
  %2940 = getelementptr inbounds i8, ptr %2931, i64 %2939
  %2941 = ptrtoint ptr %2940 to i64
  %2942 = sub i64 %2941, %2216
  %2943 = trunc i64 %2942 to i32
  br label %2987

2944:                                             ; preds = %2930
  %2945 = getelementptr inbounds i8, ptr %2931, i64 8
  %2946 = getelementptr inbounds i8, ptr %2932, i64 8
  %2947 = icmp ult ptr %2945, %2913
  br i1 %2947, label %2930, label %2948, !prof !26

2948:                                             ; preds = %2944, %2926
  %2949 = phi ptr [ %2927, %2926 ], [ %2946, %2944 ]
  %2950 = phi ptr [ %2928, %2926 ], [ %2945, %2944 ]
  %2951 = getelementptr inbounds i8, ptr %2911, i64 -3
  %2952 = icmp ult ptr %2950, %2951
  br i1 %2952, label %2953, label %2960

2953:                                             ; preds = %2948
  %2954 = load i32, ptr %2949, align 1, !tbaa !9
  %2955 = load i32, ptr %2950, align 1, !tbaa !9
  %2956 = icmp eq i32 %2954, %2955
  br i1 %2956, label %2957, label %2960

2957:                                             ; preds = %2953
  %2958 = getelementptr inbounds i8, ptr %2950, i64 4
  %2959 = getelementptr inbounds i8, ptr %2949, i64 4
  br label %2960

2960:                                             ; preds = %2957, %2953, %2948
  %2961 = phi ptr [ %2959, %2957 ], [ %2949, %2953 ], [ %2949, %2948 ]
  %2962 = phi ptr [ %2958, %2957 ], [ %2950, %2953 ], [ %2950, %2948 ]
  %2963 = getelementptr inbounds i8, ptr %2911, i64 -1
  %2964 = icmp ult ptr %2962, %2963
  br i1 %2964, label %2965, label %2972

2965:                                             ; preds = %2960
  %2966 = load i16, ptr %2961, align 1, !tbaa !9
  %2967 = load i16, ptr %2962, align 1, !tbaa !9
  %2968 = icmp eq i16 %2966, %2967
  br i1 %2968, label %2969, label %2972

2969:                                             ; preds = %2965
  %2970 = getelementptr inbounds i8, ptr %2962, i64 2
  %2971 = getelementptr inbounds i8, ptr %2961, i64 2
  br label %2972

2972:                                             ; preds = %2969, %2965, %2960
  %2973 = phi ptr [ %2971, %2969 ], [ %2961, %2965 ], [ %2961, %2960 ]
  %2974 = phi ptr [ %2970, %2969 ], [ %2962, %2965 ], [ %2962, %2960 ]
  %2975 = icmp ult ptr %2974, %2911
  br i1 %2975, label %2976, label %2982

2976:                                             ; preds = %2972
  %2977 = load i8, ptr %2973, align 1, !tbaa !9
  %2978 = load i8, ptr %2974, align 1, !tbaa !9
  %2979 = icmp eq i8 %2977, %2978
  %2980 = zext i1 %2979 to i64
  %2981 = getelementptr inbounds i8, ptr %2974, i64 %2980
  br label %2982

2982:                                             ; preds = %2976, %2972
  %2983 = phi ptr [ %2974, %2972 ], [ %2981, %2976 ]
  %2984 = ptrtoint ptr %2983 to i64
  %2985 = sub i64 %2984, %2216
  %2986 = trunc i64 %2985 to i32
  br label %2987

2987:                                             ; preds = %2936, %2921, %2982
  %2988 = phi i32 [ %2986, %2982 ], [ %2925, %2921 ], [ %2943, %2936 ]
  %2989 = add nsw i32 %2988, 4
  %2990 = icmp sgt i32 %2989, %2895
  br i1 %2990, label %2991, label %2994

2991:                                             ; preds = %2987
  %2992 = zext i32 %2898 to i64
  %2993 = getelementptr inbounds i8, ptr %179, i64 %2992
  br label %2994

2994:                                             ; preds = %2991, %2987, %2902
  %2995 = phi ptr [ %2993, %2991 ], [ %2899, %2987 ], [ %2899, %2902 ]
  %2996 = phi i32 [ %2989, %2991 ], [ %2895, %2987 ], [ %2895, %2902 ]
  %2997 = and i32 %2897, 65535
  %2998 = zext nneg i32 %2997 to i64
  %2999 = getelementptr inbounds [65536 x i16], ptr %1227, i64 0, i64 %2998
  %3000 = load i16, ptr %2999, align 2, !tbaa !20
  %3001 = zext i16 %3000 to i32
  %3002 = sub i32 %2897, %3001
  %3003 = sub i32 %2898, %3001
  %3004 = sub i32 %2142, %3003
  %3005 = icmp ult i32 %3004, 65536
  br i1 %3005, label %2894, label %3006, !llvm.loop !32

3006:                                             ; preds = %2994, %2894, %2871, %2862
  %3007 = phi ptr [ %2863, %2862 ], [ %2863, %2871 ], [ %2995, %2994 ], [ %2899, %2894 ]
  %3008 = phi i32 [ %2865, %2862 ], [ %2865, %2871 ], [ %2996, %2994 ], [ %2895, %2894 ]
  %3009 = icmp sgt i32 %3008, %2138
  br i1 %3009, label %3010, label %3192

3010:                                             ; preds = %3006
  %3011 = add i32 %3008, -19
  %3012 = icmp ult i32 %3011, 18
  %3013 = select i1 %3012, i32 18, i32 %3008
  %3014 = select i1 %48, i32 %3008, i32 %3013
  %3015 = ptrtoint ptr %3007 to i64
  %3016 = sub i64 %2139, %3015
  %3017 = icmp eq i32 %3014, 0
  br i1 %3017, label %3192, label %3018

3018:                                             ; preds = %2128, %3010
  %3019 = phi i32 [ %2135, %2128 ], [ %2137, %3010 ]
  %3020 = phi i64 [ %2134, %2128 ], [ %3016, %3010 ]
  %3021 = phi i32 [ %2132, %2128 ], [ %3014, %3010 ]
  %3022 = trunc i64 %3020 to i32
  %3023 = sext i32 %3021 to i64
  %3024 = icmp ult i64 %31, %3023
  %3025 = add nsw i32 %3021, %3019
  %3026 = icmp sgt i32 %3025, 4095
  %3027 = select i1 %3024, i1 true, i1 %3026
  br i1 %3027, label %3190, label %3028

3028:                                             ; preds = %3018
  %3029 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1235
  %3030 = getelementptr inbounds i8, ptr %3029, i64 12
  %3031 = load i32, ptr %3030, align 4, !tbaa !71
  %3032 = icmp sgt i32 %3031, 14
  %3033 = add nsw i32 %3031, -15
  %3034 = udiv i32 %3033, 255
  %3035 = add nuw nsw i32 %3031, 1
  %3036 = add nuw nsw i32 %3035, %3034
  %3037 = sext i32 %3031 to i64
  %3038 = load i32, ptr %3029, align 4, !tbaa !72
  %3039 = select i1 %3032, i32 %3036, i32 %3031
  %3040 = sub nsw i32 %3038, %3039
  %3041 = add i32 %3031, 1
  %3042 = icmp sgt i32 %3031, 13
  br i1 %3042, label %3056, label %3061

3043:                                             ; preds = %3110
  %3044 = getelementptr inbounds i8, ptr %3029, i64 8
  %3045 = zext nneg i32 %3021 to i64
  %3046 = add nuw i32 %3021, 1
  %3047 = zext i32 %3046 to i64
  %3048 = load i32, ptr %3044, align 4, !tbaa !68
  %3049 = icmp eq i32 %3048, 1
  %3050 = icmp sgt i64 %1235, %3037
  %3051 = sub nsw i32 %3019, %3031
  %3052 = sext i32 %3051 to i64
  %3053 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3052
  %3054 = select i1 %3032, i32 %3036, i32 %3031
  %3055 = add nsw i32 %3054, 3
  br label %3137

3056:                                             ; preds = %3028
  %3057 = add nsw i32 %3031, -14
  %3058 = udiv i32 %3057, 255
  %3059 = add nuw i32 %3031, 2
  %3060 = add nuw nsw i32 %3059, %3058
  br label %3061

3061:                                             ; preds = %3028, %3056
  %3062 = phi i32 [ %3060, %3056 ], [ %3041, %3028 ]
  %3063 = add nsw i32 %3062, %3040
  %3064 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1235
  %3065 = getelementptr inbounds i8, ptr %3064, i64 16
  %3066 = load i32, ptr %3065, align 4, !tbaa !72
  %3067 = icmp slt i32 %3063, %3066
  br i1 %3067, label %3068, label %3072

3068:                                             ; preds = %3061
  %3069 = getelementptr inbounds i8, ptr %3064, i64 24
  store i32 1, ptr %3069, align 4, !tbaa !68
  %3070 = getelementptr inbounds i8, ptr %3064, i64 20
  store i32 0, ptr %3070, align 4, !tbaa !70
  %3071 = getelementptr inbounds i8, ptr %3064, i64 28
  store i32 %3041, ptr %3071, align 4, !tbaa !71
  store i32 %3063, ptr %3065, align 4, !tbaa !72
  br label %3072

3072:                                             ; preds = %3068, %3061
  %3073 = add i32 %3031, 2
  %3074 = icmp sgt i32 %3031, 12
  br i1 %3074, label %3075, label %3080

3075:                                             ; preds = %3072
  %3076 = add nsw i32 %3031, -13
  %3077 = udiv i32 %3076, 255
  %3078 = add nuw i32 %3031, 3
  %3079 = add nuw nsw i32 %3078, %3077
  br label %3080

3080:                                             ; preds = %3075, %3072
  %3081 = phi i32 [ %3079, %3075 ], [ %3073, %3072 ]
  %3082 = add nsw i32 %3081, %3040
  %3083 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1235
  %3084 = getelementptr inbounds i8, ptr %3083, i64 32
  %3085 = load i32, ptr %3084, align 4, !tbaa !72
  %3086 = icmp slt i32 %3082, %3085
  br i1 %3086, label %3087, label %3091

3087:                                             ; preds = %3080
  %3088 = getelementptr inbounds i8, ptr %3083, i64 40
  store i32 1, ptr %3088, align 4, !tbaa !68
  %3089 = getelementptr inbounds i8, ptr %3083, i64 36
  store i32 0, ptr %3089, align 4, !tbaa !70
  %3090 = getelementptr inbounds i8, ptr %3083, i64 44
  store i32 %3073, ptr %3090, align 4, !tbaa !71
  store i32 %3082, ptr %3084, align 4, !tbaa !72
  br label %3091

3091:                                             ; preds = %3087, %3080
  %3092 = add i32 %3031, 3
  %3093 = icmp sgt i32 %3031, 11
  br i1 %3093, label %3094, label %3099

3094:                                             ; preds = %3091
  %3095 = add nsw i32 %3031, -12
  %3096 = udiv i32 %3095, 255
  %3097 = add nuw i32 %3031, 4
  %3098 = add nuw nsw i32 %3097, %3096
  br label %3099

3099:                                             ; preds = %3094, %3091
  %3100 = phi i32 [ %3098, %3094 ], [ %3092, %3091 ]
  %3101 = add nsw i32 %3100, %3040
  %3102 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %1235
  %3103 = getelementptr inbounds i8, ptr %3102, i64 48
  %3104 = load i32, ptr %3103, align 4, !tbaa !72
  %3105 = icmp slt i32 %3101, %3104
  br i1 %3105, label %3106, label %3110

3106:                                             ; preds = %3099
  %3107 = getelementptr inbounds i8, ptr %3102, i64 56
  store i32 1, ptr %3107, align 4, !tbaa !68
  %3108 = getelementptr inbounds i8, ptr %3102, i64 52
  store i32 0, ptr %3108, align 4, !tbaa !70
  %3109 = getelementptr inbounds i8, ptr %3102, i64 60
  store i32 %3092, ptr %3109, align 4, !tbaa !71
  store i32 %3101, ptr %3103, align 4, !tbaa !72
  br label %3110

3110:                                             ; preds = %3106, %3099
  %3111 = icmp slt i32 %3021, 4
  br i1 %3111, label %3112, label %3043

3112:                                             ; preds = %3186, %3110
  %3113 = phi i32 [ %1236, %3110 ], [ %3187, %3186 ]
  %3114 = sext i32 %3113 to i64
  %3115 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3114
  %3116 = getelementptr %struct.LZ4HC_optimal_t, ptr %18, i64 %3114
  %3117 = getelementptr i8, ptr %3116, i64 16
  %3118 = getelementptr i8, ptr %3116, i64 24
  store i32 1, ptr %3118, align 4, !tbaa !68
  %3119 = getelementptr i8, ptr %3116, i64 20
  store i32 0, ptr %3119, align 4, !tbaa !70
  %3120 = getelementptr i8, ptr %3116, i64 28
  store i32 1, ptr %3120, align 4, !tbaa !71
  %3121 = load i32, ptr %3115, align 4, !tbaa !72
  %3122 = add nsw i32 %3121, 1
  store i32 %3122, ptr %3117, align 4, !tbaa !72
  %3123 = getelementptr %struct.LZ4HC_optimal_t, ptr %18, i64 %3114
  %3124 = getelementptr i8, ptr %3123, i64 32
  %3125 = getelementptr i8, ptr %3123, i64 40
  store i32 1, ptr %3125, align 4, !tbaa !68
  %3126 = getelementptr i8, ptr %3123, i64 36
  store i32 0, ptr %3126, align 4, !tbaa !70
  %3127 = getelementptr i8, ptr %3123, i64 44
  store i32 2, ptr %3127, align 4, !tbaa !71
  %3128 = load i32, ptr %3115, align 4, !tbaa !72
  %3129 = add nsw i32 %3128, 2
  store i32 %3129, ptr %3124, align 4, !tbaa !72
  %3130 = getelementptr %struct.LZ4HC_optimal_t, ptr %18, i64 %3114
  %3131 = getelementptr i8, ptr %3130, i64 48
  %3132 = getelementptr i8, ptr %3130, i64 56
  store i32 1, ptr %3132, align 4, !tbaa !68
  %3133 = getelementptr i8, ptr %3130, i64 52
  store i32 0, ptr %3133, align 4, !tbaa !70
  %3134 = getelementptr i8, ptr %3130, i64 60
  store i32 3, ptr %3134, align 4, !tbaa !71
  %3135 = load i32, ptr %3115, align 4, !tbaa !72
  %3136 = add nsw i32 %3135, 3
  store i32 %3136, ptr %3131, align 4, !tbaa !72
  br label %3192

3137:                                             ; preds = %3043, %3186
  %3138 = phi i64 [ 4, %3043 ], [ %3188, %3186 ]
  %3139 = phi i32 [ %1236, %3043 ], [ %3187, %3186 ]
  %3140 = add nuw nsw i64 %3138, %1235
  br i1 %3049, label %3141, label %3156

3141:                                             ; preds = %3137
  br i1 %3050, label %3142, label %3144

3142:                                             ; preds = %3141
  %3143 = load i32, ptr %3053, align 4, !tbaa !72
  br label %3144

3144:                                             ; preds = %3141, %3142
  %3145 = phi i32 [ %3143, %3142 ], [ 0, %3141 ]
  %3146 = icmp ugt i64 %3138, 18
  br i1 %3146, label %3147, label %3153

3147:                                             ; preds = %3144
  %3148 = trunc i64 %3138 to i32
  %3149 = add i32 %3148, -19
  %3150 = udiv i32 %3149, 255
  %3151 = add nuw nsw i32 %3150, 1
  %3152 = add nsw i32 %3151, %3055
  br label %3153

3153:                                             ; preds = %3144, %3147
  %3154 = phi i32 [ %3152, %3147 ], [ %3055, %3144 ]
  %3155 = add nsw i32 %3154, %3145
  br label %3166

3156:                                             ; preds = %3137
  %3157 = icmp ugt i64 %3138, 18
  br i1 %3157, label %3158, label %3163

3158:                                             ; preds = %3156
  %3159 = trunc i64 %3138 to i32
  %3160 = add i32 %3159, -19
  %3161 = udiv i32 %3160, 255
  %3162 = add nuw nsw i32 %3161, 4
  br label %3163

3163:                                             ; preds = %3156, %3158
  %3164 = phi i32 [ %3162, %3158 ], [ 3, %3156 ]
  %3165 = add nsw i32 %3164, %3038
  br label %3166

3166:                                             ; preds = %3163, %3153
  %3167 = phi i32 [ %3155, %3153 ], [ %3165, %3163 ]
  %3168 = phi i32 [ %3031, %3153 ], [ 0, %3163 ]
  %3169 = add nsw i32 %3139, 3
  %3170 = trunc nuw i64 %3140 to i32
  %3171 = icmp slt i32 %3169, %3170
  br i1 %3171, label %3177, label %3172

3172:                                             ; preds = %3166
  %3173 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3140
  %3174 = load i32, ptr %3173, align 4, !tbaa !72
  %3175 = sub nsw i32 %3174, %10
  %3176 = icmp sgt i32 %3167, %3175
  br i1 %3176, label %3186, label %3177

3177:                                             ; preds = %3172, %3166
  %3178 = icmp eq i64 %3138, %3045
  %3179 = tail call i32 @llvm.smax.i32(i32 %3139, i32 %3170)
  %3180 = select i1 %3178, i32 %3179, i32 %3139
  %3181 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3140
  %3182 = getelementptr inbounds i8, ptr %3181, i64 8
  %3183 = trunc nuw nsw i64 %3138 to i32
  store i32 %3183, ptr %3182, align 4, !tbaa !68
  %3184 = getelementptr inbounds i8, ptr %3181, i64 4
  store i32 %3022, ptr %3184, align 4, !tbaa !70
  %3185 = getelementptr inbounds i8, ptr %3181, i64 12
  store i32 %3168, ptr %3185, align 4, !tbaa !71
  store i32 %3167, ptr %3181, align 4, !tbaa !72
  br label %3186

3186:                                             ; preds = %3177, %3172
  %3187 = phi i32 [ %3180, %3177 ], [ %3139, %3172 ]
  %3188 = add nuw nsw i64 %3138, 1
  %3189 = icmp eq i64 %3188, %3047
  br i1 %3189, label %3112, label %3137, !llvm.loop !74

3190:                                             ; preds = %3018
  %3191 = add nuw nsw i32 %3019, 1
  br label %3207

3192:                                             ; preds = %3112, %3006, %2124, %1250, %1255, %3010
  %3193 = phi i32 [ %1236, %3010 ], [ %1236, %1255 ], [ %1236, %1250 ], [ %1236, %2124 ], [ %1236, %3006 ], [ %3113, %3112 ]
  %3194 = add nuw nsw i64 %1235, 1
  %3195 = sext i32 %3193 to i64
  %3196 = icmp slt i64 %3194, %3195
  %3197 = add i32 %1234, 1
  br i1 %3196, label %1233, label %3198, !llvm.loop !75

3198:                                             ; preds = %3192, %1233, %1181
  %3199 = phi i32 [ %991, %1181 ], [ %1236, %1233 ], [ %3193, %3192 ]
  %3200 = sext i32 %3199 to i64
  %3201 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3200
  %3202 = getelementptr inbounds i8, ptr %3201, i64 8
  %3203 = load i32, ptr %3202, align 4, !tbaa !68
  %3204 = getelementptr inbounds i8, ptr %3201, i64 4
  %3205 = load i32, ptr %3204, align 4, !tbaa !70
  %3206 = sub nsw i32 %3199, %3203
  br label %3207

3207:                                             ; preds = %3190, %3198
  %3208 = phi i32 [ %3191, %3190 ], [ %3199, %3198 ]
  %3209 = phi i32 [ %3019, %3190 ], [ %3206, %3198 ]
  %3210 = phi i32 [ %3022, %3190 ], [ %3205, %3198 ]
  %3211 = phi i32 [ %3021, %3190 ], [ %3203, %3198 ]
  br label %3212

3212:                                             ; preds = %3212, %3207
  %3213 = phi i32 [ %3209, %3207 ], [ %3223, %3212 ]
  %3214 = phi i32 [ %3211, %3207 ], [ %3219, %3212 ]
  %3215 = phi i32 [ %3210, %3207 ], [ %3221, %3212 ]
  %3216 = sext i32 %3213 to i64
  %3217 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3216
  %3218 = getelementptr inbounds i8, ptr %3217, i64 8
  %3219 = load i32, ptr %3218, align 4, !tbaa !68
  %3220 = getelementptr inbounds i8, ptr %3217, i64 4
  %3221 = load i32, ptr %3220, align 4, !tbaa !70
  store i32 %3214, ptr %3218, align 4, !tbaa !68
  store i32 %3215, ptr %3220, align 4, !tbaa !70
  %3222 = icmp sgt i32 %3219, %3213
  %3223 = sub nsw i32 %3213, %3219
  br i1 %3222, label %3224, label %3212

3224:                                             ; preds = %3212
  %3225 = icmp sgt i32 %3208, 0
  br i1 %3225, label %3226, label %3379

3226:                                             ; preds = %3224, %3370
  %3227 = phi i32 [ %3374, %3370 ], [ 0, %3224 ]
  %3228 = phi ptr [ %3373, %3370 ], [ %85, %3224 ]
  %3229 = phi ptr [ %3372, %3370 ], [ %86, %3224 ]
  %3230 = phi ptr [ %3371, %3370 ], [ %87, %3224 ]
  %3231 = sext i32 %3227 to i64
  %3232 = getelementptr inbounds %struct.LZ4HC_optimal_t, ptr %18, i64 %3231
  %3233 = getelementptr inbounds i8, ptr %3232, i64 8
  %3234 = load i32, ptr %3233, align 4, !tbaa !68
  %3235 = icmp eq i32 %3234, 1
  br i1 %3235, label %3236, label %3239

3236:                                             ; preds = %3226
  %3237 = getelementptr inbounds i8, ptr %3230, i64 1
  %3238 = add nsw i32 %3227, 1
  br label %3370, !llvm.loop !76

3239:                                             ; preds = %3226
  %3240 = getelementptr inbounds i8, ptr %3232, i64 4
  %3241 = load i32, ptr %3240, align 4, !tbaa !70
  %3242 = add nsw i32 %3234, %3227
  %3243 = getelementptr i8, ptr %3228, i64 1
  %3244 = ptrtoint ptr %3230 to i64
  %3245 = ptrtoint ptr %3229 to i64
  %3246 = sub i64 %3244, %3245
  %3247 = udiv i64 %3246, 255
  %3248 = getelementptr inbounds i8, ptr %3243, i64 %3247
  %3249 = getelementptr inbounds i8, ptr %3248, i64 %3246
  %3250 = getelementptr inbounds i8, ptr %3249, i64 8
  %3251 = icmp ugt ptr %3250, %30
  %3252 = select i1 %54, i1 %3251, i1 false
  br i1 %3252, label %3368, label %3253

3253:                                             ; preds = %3239
  %3254 = icmp ugt i64 %3246, 14
  br i1 %3254, label %3255, label %3272

3255:                                             ; preds = %3253
  %3256 = add i64 %3246, -15
  store i8 -16, ptr %3228, align 1, !tbaa !9
  %3257 = icmp ugt i64 %3256, 254
  br i1 %3257, label %3258, label %3267

3258:                                             ; preds = %3255
  %3259 = add i64 %3244, -270
  %3260 = sub i64 %3259, %3245
  %3261 = udiv i64 %3260, 255
  %3262 = add nuw nsw i64 %3261, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3243, i8 -1, i64 %3262, i1 false), !tbaa !9
  %3263 = getelementptr i8, ptr %3228, i64 2
  %3264 = mul i64 %3261, -255
  %3265 = getelementptr i8, ptr %3263, i64 %3261
  %3266 = add i64 %3264, %3260
  br label %3267

3267:                                             ; preds = %3258, %3255
  %3268 = phi ptr [ %3243, %3255 ], [ %3265, %3258 ]
  %3269 = phi i64 [ %3256, %3255 ], [ %3266, %3258 ]
  %3270 = trunc nuw i64 %3269 to i8
  %3271 = getelementptr inbounds i8, ptr %3268, i64 1
  store i8 %3270, ptr %3268, align 1, !tbaa !9
  br label %3275

3272:                                             ; preds = %3253
  %3273 = trunc nuw i64 %3246 to i8
  %3274 = shl nuw i8 %3273, 4
  store i8 %3274, ptr %3228, align 1, !tbaa !9
  br label %3275

3275:                                             ; preds = %3272, %3267
  %3276 = phi ptr [ %3271, %3267 ], [ %3243, %3272 ]
  %3277 = ptrtoint ptr %3276 to i64
  %3278 = getelementptr inbounds i8, ptr %3276, i64 %3246
  %3279 = add i64 %3277, %3244
  %3280 = sub i64 %3279, %3245
  %3281 = add nuw i64 %3277, 8
  %3282 = tail call i64 @llvm.umax.i64(i64 %3280, i64 %3281)
  %3283 = xor i64 %3277, -1
  %3284 = add i64 %3282, %3283
  %3285 = lshr i64 %3284, 3
  %3286 = add nuw nsw i64 %3285, 1
  %3287 = icmp ult i64 %3284, 24
  %3288 = sub i64 %3277, %3245
  %3289 = icmp ult i64 %3288, 32
  %3290 = select i1 %3287, i1 true, i1 %3289
  br i1 %3290, label %3311, label %3291

3291:                                             ; preds = %3275
  %3292 = and i64 %3286, 4611686018427387900
  %3293 = shl i64 %3292, 3
  %3294 = getelementptr i8, ptr %3229, i64 %3293
  %3295 = shl i64 %3292, 3
  %3296 = getelementptr i8, ptr %3276, i64 %3295
  br label %3297

3297:                                             ; preds = %3297, %3291
  %3298 = phi i64 [ 0, %3291 ], [ %3307, %3297 ]
  %3299 = shl i64 %3298, 3
  %3300 = getelementptr i8, ptr %3229, i64 %3299
  %3301 = shl i64 %3298, 3
  %3302 = getelementptr i8, ptr %3276, i64 %3301
  %3303 = getelementptr i8, ptr %3300, i64 16
  %3304 = load <2 x i64>, ptr %3300, align 1
  %3305 = load <2 x i64>, ptr %3303, align 1
  %3306 = getelementptr i8, ptr %3302, i64 16
  store <2 x i64> %3304, ptr %3302, align 1
  store <2 x i64> %3305, ptr %3306, align 1
  %3307 = add nuw i64 %3298, 4
  %3308 = icmp eq i64 %3307, %3292
  br i1 %3308, label %3309, label %3297, !llvm.loop !77

3309:                                             ; preds = %3297
  %3310 = icmp eq i64 %3286, %3292
  br i1 %3310, label %3321, label %3311

3311:                                             ; preds = %3309, %3275
  %3312 = phi ptr [ %3229, %3275 ], [ %3294, %3309 ]
  %3313 = phi ptr [ %3276, %3275 ], [ %3296, %3309 ]
  br label %3314

3314:                                             ; preds = %3311, %3314
  %3315 = phi ptr [ %3319, %3314 ], [ %3312, %3311 ]
  %3316 = phi ptr [ %3318, %3314 ], [ %3313, %3311 ]
  %3317 = load i64, ptr %3315, align 1
  store i64 %3317, ptr %3316, align 1
  %3318 = getelementptr inbounds i8, ptr %3316, i64 8
  %3319 = getelementptr inbounds i8, ptr %3315, i64 8
  %3320 = icmp ult ptr %3318, %3278
  br i1 %3320, label %3314, label %3321, !llvm.loop !78

3321:                                             ; preds = %3314, %3309
  %3322 = trunc i32 %3241 to i16
  store i16 %3322, ptr %3278, align 1, !tbaa !9
  %3323 = getelementptr i8, ptr %3278, i64 2
  %3324 = sext i32 %3234 to i64
  %3325 = add nsw i64 %3324, -4
  %3326 = udiv i64 %3325, 255
  %3327 = getelementptr inbounds i8, ptr %3323, i64 %3326
  %3328 = getelementptr inbounds i8, ptr %3327, i64 6
  %3329 = icmp ugt ptr %3328, %30
  %3330 = select i1 %54, i1 %3329, i1 false
  br i1 %3330, label %3368, label %3331

3331:                                             ; preds = %3321
  %3332 = icmp ugt i64 %3325, 14
  br i1 %3332, label %3333, label %3361

3333:                                             ; preds = %3331
  %3334 = load i8, ptr %3228, align 1, !tbaa !9
  %3335 = add i8 %3334, 15
  store i8 %3335, ptr %3228, align 1, !tbaa !9
  %3336 = add nsw i64 %3324, -19
  %3337 = icmp ugt i64 %3336, 509
  br i1 %3337, label %3338, label %3349

3338:                                             ; preds = %3333
  %3339 = add nsw i64 %3324, -529
  %3340 = udiv i64 %3339, 510
  %3341 = shl nuw nsw i64 %3340, 1
  %3342 = add nuw nsw i64 %3341, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3323, i8 -1, i64 %3342, i1 false), !tbaa !9
  %3343 = getelementptr i8, ptr %3276, i64 4
  %3344 = add i64 %3341, %3244
  %3345 = sub i64 %3344, %3245
  %3346 = getelementptr i8, ptr %3343, i64 %3345
  %3347 = mul i64 %3340, -510
  %3348 = add i64 %3347, %3339
  br label %3349

3349:                                             ; preds = %3338, %3333
  %3350 = phi ptr [ %3323, %3333 ], [ %3346, %3338 ]
  %3351 = phi i64 [ %3336, %3333 ], [ %3348, %3338 ]
  %3352 = icmp ugt i64 %3351, 254
  br i1 %3352, label %3353, label %3356

3353:                                             ; preds = %3349
  %3354 = add nsw i64 %3351, -255
  %3355 = getelementptr inbounds i8, ptr %3350, i64 1
  store i8 -1, ptr %3350, align 1, !tbaa !9
  br label %3356

3356:                                             ; preds = %3353, %3349
  %3357 = phi ptr [ %3355, %3353 ], [ %3350, %3349 ]
  %3358 = phi i64 [ %3354, %3353 ], [ %3351, %3349 ]
  %3359 = trunc nuw i64 %3358 to i8
  %3360 = getelementptr inbounds i8, ptr %3357, i64 1
  store i8 %3359, ptr %3357, align 1, !tbaa !9
  br label %3365

3361:                                             ; preds = %3331
  %3362 = trunc nuw i64 %3325 to i8
  %3363 = load i8, ptr %3228, align 1, !tbaa !9
  %3364 = add i8 %3363, %3362
  store i8 %3364, ptr %3228, align 1, !tbaa !9
  br label %3365

3365:                                             ; preds = %3356, %3361
  %3366 = phi ptr [ %3360, %3356 ], [ %3323, %3361 ]
  %3367 = getelementptr inbounds i8, ptr %3230, i64 %3324
  br label %3370

3368:                                             ; preds = %3321, %3239
  %3369 = sext i32 %3241 to i64
  br label %3464

3370:                                             ; preds = %3365, %3236
  %3371 = phi ptr [ %3237, %3236 ], [ %3367, %3365 ]
  %3372 = phi ptr [ %3229, %3236 ], [ %3367, %3365 ]
  %3373 = phi ptr [ %3228, %3236 ], [ %3366, %3365 ]
  %3374 = phi i32 [ %3238, %3236 ], [ %3242, %3365 ]
  %3375 = icmp slt i32 %3374, %3208
  br i1 %3375, label %3226, label %3379

3376:                                             ; preds = %1119, %1114
  %3377 = phi ptr [ %1118, %1114 ], [ %1082, %1119 ]
  %3378 = getelementptr inbounds i8, ptr %87, i64 %994
  br label %3379

3379:                                             ; preds = %3370, %3224, %3376, %1002
  %3380 = phi ptr [ %1003, %1002 ], [ %3378, %3376 ], [ %87, %3224 ], [ %3371, %3370 ]
  %3381 = phi ptr [ %86, %1002 ], [ %3378, %3376 ], [ %86, %3224 ], [ %3372, %3370 ]
  %3382 = phi ptr [ %85, %1002 ], [ %3377, %3376 ], [ %85, %3224 ], [ %3373, %3370 ]
  %3383 = icmp ugt ptr %3380, %22
  br i1 %3383, label %3384, label %84

3384:                                             ; preds = %3379, %25, %3604
  %3385 = phi ptr [ %3606, %3604 ], [ %1, %25 ], [ %3381, %3379 ]
  %3386 = phi ptr [ %3605, %3604 ], [ %2, %25 ], [ %3382, %3379 ]
  %3387 = ptrtoint ptr %21 to i64
  %3388 = ptrtoint ptr %3385 to i64
  %3389 = sub i64 %3387, %3388
  %3390 = add i64 %3389, 240
  %3391 = udiv i64 %3390, 255
  %3392 = select i1 %28, i64 5, i64 0
  %3393 = getelementptr inbounds i8, ptr %30, i64 %3392
  %3394 = icmp ne i32 %7, 0
  %3395 = getelementptr i8, ptr %3386, i64 %3391
  %3396 = getelementptr i8, ptr %3395, i64 1
  %3397 = getelementptr i8, ptr %3396, i64 %3389
  %3398 = icmp ugt ptr %3397, %3393
  %3399 = select i1 %3394, i1 %3398, i1 false
  br i1 %3399, label %3409, label %3422

3400:                                             ; preds = %3481, %3470
  %3401 = ptrtoint ptr %21 to i64
  %3402 = sub i64 %3401, %3472
  %3403 = add i64 %3402, 240
  %3404 = udiv i64 %3403, 255
  %3405 = getelementptr i8, ptr %3469, i64 %3404
  %3406 = getelementptr i8, ptr %3405, i64 1
  %3407 = getelementptr i8, ptr %3406, i64 %3402
  %3408 = icmp ugt ptr %3407, %27
  br i1 %3408, label %3411, label %3422

3409:                                             ; preds = %3384
  %3410 = icmp eq i32 %7, 1
  br i1 %3410, label %3607, label %3411

3411:                                             ; preds = %3400, %3409
  %3412 = phi ptr [ %3393, %3409 ], [ %27, %3400 ]
  %3413 = phi ptr [ %3386, %3409 ], [ %3469, %3400 ]
  %3414 = phi ptr [ %3385, %3409 ], [ %3467, %3400 ]
  %3415 = ptrtoint ptr %3412 to i64
  %3416 = ptrtoint ptr %3413 to i64
  %3417 = xor i64 %3416, -1
  %3418 = add i64 %3417, %3415
  %3419 = add i64 %3418, 241
  %3420 = lshr i64 %3419, 8
  %3421 = sub i64 %3418, %3420
  br label %3422

3422:                                             ; preds = %3400, %3411, %3384
  %3423 = phi ptr [ %3413, %3411 ], [ %3386, %3384 ], [ %3469, %3400 ]
  %3424 = phi ptr [ %3414, %3411 ], [ %3385, %3384 ], [ %3467, %3400 ]
  %3425 = phi i64 [ %3421, %3411 ], [ %3389, %3384 ], [ %3402, %3400 ]
  %3426 = getelementptr inbounds i8, ptr %3424, i64 %3425
  %3427 = icmp ugt i64 %3425, 14
  %3428 = getelementptr i8, ptr %3423, i64 1
  br i1 %3427, label %3429, label %3447

3429:                                             ; preds = %3422
  %3430 = add i64 %3425, -15
  store i8 -16, ptr %3423, align 1, !tbaa !9
  %3431 = icmp ugt i64 %3430, 254
  br i1 %3431, label %3432, label %3441

3432:                                             ; preds = %3429
  %3433 = add i64 %3425, -270
  %3434 = udiv i64 %3433, 255
  %3435 = add nuw nsw i64 %3434, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3428, i8 -1, i64 %3435, i1 false), !tbaa !9
  %3436 = mul i64 %3434, -255
  %3437 = add nuw nsw i64 %3434, 2
  %3438 = getelementptr i8, ptr %3423, i64 %3435
  %3439 = add i64 %3436, %3433
  %3440 = getelementptr i8, ptr %3423, i64 %3437
  br label %3441

3441:                                             ; preds = %3432, %3429
  %3442 = phi ptr [ %3423, %3429 ], [ %3438, %3432 ]
  %3443 = phi i64 [ %3430, %3429 ], [ %3439, %3432 ]
  %3444 = phi ptr [ %3428, %3429 ], [ %3440, %3432 ]
  %3445 = trunc nuw i64 %3443 to i8
  %3446 = getelementptr inbounds i8, ptr %3442, i64 2
  store i8 %3445, ptr %3444, align 1, !tbaa !9
  br label %3450

3447:                                             ; preds = %3422
  %3448 = trunc nuw i64 %3425 to i8
  %3449 = shl nuw i8 %3448, 4
  store i8 %3449, ptr %3423, align 1, !tbaa !9
  br label %3450

3450:                                             ; preds = %3441, %3447
  %3451 = phi ptr [ %3446, %3441 ], [ %3428, %3447 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3451, ptr align 1 %3424, i64 %3425, i1 false)
  %3452 = getelementptr inbounds i8, ptr %3451, i64 %3425
  %3453 = ptrtoint ptr %3426 to i64
  %3454 = ptrtoint ptr %1 to i64
  %3455 = sub i64 %3453, %3454
  %3456 = trunc i64 %3455 to i32
  store i32 %3456, ptr %3, align 4, !tbaa !5
  %3457 = ptrtoint ptr %3452 to i64
  %3458 = ptrtoint ptr %2 to i64
  %3459 = sub i64 %3457, %3458
  %3460 = trunc i64 %3459 to i32
  br label %3607

3461:                                             ; preds = %1004, %1080
  %3462 = shl i64 %993, 32
  %3463 = ashr exact i64 %3462, 32
  br label %3464

3464:                                             ; preds = %3461, %3368
  %3465 = phi i64 [ %3463, %3461 ], [ %3369, %3368 ]
  %3466 = phi ptr [ %87, %3461 ], [ %3230, %3368 ]
  %3467 = phi ptr [ %86, %3461 ], [ %3229, %3368 ]
  %3468 = phi i32 [ %991, %3461 ], [ %3234, %3368 ]
  %3469 = phi ptr [ %85, %3461 ], [ %3228, %3368 ]
  br i1 %28, label %3470, label %3607

3470:                                             ; preds = %3464
  %3471 = ptrtoint ptr %3466 to i64
  %3472 = ptrtoint ptr %3467 to i64
  %3473 = sub i64 %3471, %3472
  %3474 = add i64 %3473, 240
  %3475 = udiv i64 %3474, 255
  %3476 = add i64 %3473, 1
  %3477 = add i64 %3476, %3475
  %3478 = getelementptr inbounds i8, ptr %27, i64 -8
  %3479 = getelementptr inbounds i8, ptr %3469, i64 %3477
  %3480 = icmp ugt ptr %3479, %3478
  br i1 %3480, label %3400, label %3481

3481:                                             ; preds = %3470
  %3482 = ptrtoint ptr %3478 to i64
  %3483 = ptrtoint ptr %3479 to i64
  %3484 = sub i64 %3482, %3483
  %3485 = mul i64 %3484, 255
  %3486 = add i64 %3485, 18
  %3487 = sext i32 %3468 to i64
  %3488 = icmp ult i64 %3486, %3487
  %3489 = trunc i64 %3486 to i32
  %3490 = select i1 %3488, i32 %3489, i32 %3468
  %3491 = getelementptr inbounds i8, ptr %3479, i64 2
  %3492 = ptrtoint ptr %27 to i64
  %3493 = ptrtoint ptr %3491 to i64
  %3494 = sext i32 %3490 to i64
  %3495 = add i64 %3492, %3494
  %3496 = sub i64 %3493, %3495
  %3497 = icmp slt i64 %3496, -12
  br i1 %3497, label %3498, label %3400

3498:                                             ; preds = %3481
  %3499 = getelementptr i8, ptr %3469, i64 1
  %3500 = icmp ugt i64 %3473, 14
  br i1 %3500, label %3501, label %3518

3501:                                             ; preds = %3498
  %3502 = add i64 %3473, -15
  store i8 -16, ptr %3469, align 1, !tbaa !9
  %3503 = icmp ugt i64 %3502, 254
  br i1 %3503, label %3504, label %3513

3504:                                             ; preds = %3501
  %3505 = add i64 %3471, -270
  %3506 = sub i64 %3505, %3472
  %3507 = udiv i64 %3506, 255
  %3508 = add nuw nsw i64 %3507, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3499, i8 -1, i64 %3508, i1 false), !tbaa !9
  %3509 = add nuw nsw i64 %3507, 2
  %3510 = mul i64 %3507, -255
  %3511 = getelementptr i8, ptr %3469, i64 %3509
  %3512 = add i64 %3510, %3506
  br label %3513

3513:                                             ; preds = %3504, %3501
  %3514 = phi ptr [ %3499, %3501 ], [ %3511, %3504 ]
  %3515 = phi i64 [ %3502, %3501 ], [ %3512, %3504 ]
  %3516 = trunc nuw i64 %3515 to i8
  %3517 = getelementptr inbounds i8, ptr %3514, i64 1
  store i8 %3516, ptr %3514, align 1, !tbaa !9
  br label %3521

3518:                                             ; preds = %3498
  %3519 = trunc nuw i64 %3473 to i8
  %3520 = shl nuw i8 %3519, 4
  store i8 %3520, ptr %3469, align 1, !tbaa !9
  br label %3521

3521:                                             ; preds = %3518, %3513
  %3522 = phi ptr [ %3517, %3513 ], [ %3499, %3518 ]
  %3523 = ptrtoint ptr %3522 to i64
  %3524 = getelementptr inbounds i8, ptr %3522, i64 %3473
  %3525 = add i64 %3523, %3471
  %3526 = sub i64 %3525, %3472
  %3527 = add nuw i64 %3523, 8
  %3528 = tail call i64 @llvm.umax.i64(i64 %3526, i64 %3527)
  %3529 = xor i64 %3523, -1
  %3530 = add i64 %3528, %3529
  %3531 = lshr i64 %3530, 3
  %3532 = add nuw nsw i64 %3531, 1
  %3533 = icmp ult i64 %3530, 56
  %3534 = sub i64 %3523, %3472
  %3535 = icmp ult i64 %3534, 32
  %3536 = or i1 %3533, %3535
  br i1 %3536, label %3557, label %3537

3537:                                             ; preds = %3521
  %3538 = and i64 %3532, 4611686018427387900
  %3539 = shl i64 %3538, 3
  %3540 = getelementptr i8, ptr %3467, i64 %3539
  %3541 = shl i64 %3538, 3
  %3542 = getelementptr i8, ptr %3522, i64 %3541
  br label %3543

3543:                                             ; preds = %3543, %3537
  %3544 = phi i64 [ 0, %3537 ], [ %3553, %3543 ]
  %3545 = shl i64 %3544, 3
  %3546 = getelementptr i8, ptr %3467, i64 %3545
  %3547 = shl i64 %3544, 3
  %3548 = getelementptr i8, ptr %3522, i64 %3547
  %3549 = getelementptr i8, ptr %3546, i64 16
  %3550 = load <2 x i64>, ptr %3546, align 1
  %3551 = load <2 x i64>, ptr %3549, align 1
  %3552 = getelementptr i8, ptr %3548, i64 16
  store <2 x i64> %3550, ptr %3548, align 1
  store <2 x i64> %3551, ptr %3552, align 1
  %3553 = add nuw i64 %3544, 4
  %3554 = icmp eq i64 %3553, %3538
  br i1 %3554, label %3555, label %3543, !llvm.loop !79

3555:                                             ; preds = %3543
  %3556 = icmp eq i64 %3532, %3538
  br i1 %3556, label %3567, label %3557

3557:                                             ; preds = %3555, %3521
  %3558 = phi ptr [ %3467, %3521 ], [ %3540, %3555 ]
  %3559 = phi ptr [ %3522, %3521 ], [ %3542, %3555 ]
  br label %3560

3560:                                             ; preds = %3557, %3560
  %3561 = phi ptr [ %3565, %3560 ], [ %3558, %3557 ]
  %3562 = phi ptr [ %3564, %3560 ], [ %3559, %3557 ]
  %3563 = load i64, ptr %3561, align 1
  store i64 %3563, ptr %3562, align 1
  %3564 = getelementptr inbounds i8, ptr %3562, i64 8
  %3565 = getelementptr inbounds i8, ptr %3561, i64 8
  %3566 = icmp ult ptr %3564, %3524
  br i1 %3566, label %3560, label %3567, !llvm.loop !80

3567:                                             ; preds = %3560, %3555
  %3568 = trunc i64 %3465 to i16
  store i16 %3568, ptr %3524, align 1, !tbaa !9
  %3569 = getelementptr i8, ptr %3524, i64 2
  %3570 = add nsw i64 %3494, -4
  %3571 = icmp ugt i64 %3570, 14
  br i1 %3571, label %3572, label %3600

3572:                                             ; preds = %3567
  %3573 = load i8, ptr %3469, align 1, !tbaa !9
  %3574 = add i8 %3573, 15
  store i8 %3574, ptr %3469, align 1, !tbaa !9
  %3575 = add nsw i64 %3494, -19
  %3576 = icmp ugt i64 %3575, 509
  br i1 %3576, label %3577, label %3588

3577:                                             ; preds = %3572
  %3578 = add nsw i64 %3494, -529
  %3579 = udiv i64 %3578, 510
  %3580 = shl nuw nsw i64 %3579, 1
  %3581 = add nuw nsw i64 %3580, 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %3569, i8 -1, i64 %3581, i1 false), !tbaa !9
  %3582 = add i64 %3580, %3471
  %3583 = add i64 %3582, 4
  %3584 = sub i64 %3583, %3472
  %3585 = getelementptr i8, ptr %3522, i64 %3584
  %3586 = mul i64 %3579, -510
  %3587 = add i64 %3586, %3578
  br label %3588

3588:                                             ; preds = %3577, %3572
  %3589 = phi ptr [ %3569, %3572 ], [ %3585, %3577 ]
  %3590 = phi i64 [ %3575, %3572 ], [ %3587, %3577 ]
  %3591 = icmp ugt i64 %3590, 254
  br i1 %3591, label %3592, label %3595

3592:                                             ; preds = %3588
  %3593 = add nsw i64 %3590, -255
  %3594 = getelementptr inbounds i8, ptr %3589, i64 1
  store i8 -1, ptr %3589, align 1, !tbaa !9
  br label %3595

3595:                                             ; preds = %3592, %3588
  %3596 = phi ptr [ %3594, %3592 ], [ %3589, %3588 ]
  %3597 = phi i64 [ %3593, %3592 ], [ %3590, %3588 ]
  %3598 = trunc nuw i64 %3597 to i8
  %3599 = getelementptr inbounds i8, ptr %3596, i64 1
  store i8 %3598, ptr %3596, align 1, !tbaa !9
  br label %3604

3600:                                             ; preds = %3567
  %3601 = trunc nuw i64 %3570 to i8
  %3602 = load i8, ptr %3469, align 1, !tbaa !9
  %3603 = add i8 %3602, %3601
  store i8 %3603, ptr %3469, align 1, !tbaa !9
  br label %3604

3604:                                             ; preds = %3595, %3600
  %3605 = phi ptr [ %3599, %3595 ], [ %3569, %3600 ]
  %3606 = getelementptr inbounds i8, ptr %3466, i64 %3494
  br label %3384

3607:                                             ; preds = %3450, %11, %3464, %3409
  %3608 = phi i32 [ 0, %11 ], [ %3460, %3450 ], [ 0, %3464 ], [ 0, %3409 ]
  tail call void @free(ptr noundef %18) #17
  ret i32 %3608
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !6, i64 262168}
!11 = !{!"LZ4HC_CCtx_internal", !7, i64 0, !7, i64 131072, !12, i64 262144, !12, i64 262152, !12, i64 262160, !6, i64 262168, !6, i64 262172, !6, i64 262176, !13, i64 262180, !7, i64 262182, !7, i64 262183, !12, i64 262184}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!11, !6, i64 262176}
!15 = !{!11, !12, i64 262152}
!16 = !{!11, !12, i64 262144}
!17 = !{!11, !12, i64 262160}
!18 = !{!11, !6, i64 262172}
!19 = !{!11, !12, i64 262184}
!20 = !{!13, !13, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!11, !13, i64 262180}
!24 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!25 = !{!"branch_weights", i32 127, i32 1}
!26 = !{!"branch_weights", i32 255873, i32 127}
!27 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!28 = distinct !{!28, !22}
!29 = distinct !{!29, !22}
!30 = distinct !{!30, !22}
!31 = !{!"branch_weights", i32 1082130216, i32 1065353432}
!32 = distinct !{!32, !22}
!33 = distinct !{!33, !22}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22, !36, !37}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = !{!"llvm.loop.unroll.runtime.disable"}
!38 = distinct !{!38, !22, !36}
!39 = !{!"branch_weights", i32 1082130215, i32 1065353433}
!40 = distinct !{!40, !22, !36, !37}
!41 = distinct !{!41, !22, !36}
!42 = distinct !{!42, !22, !36, !37}
!43 = distinct !{!43, !22, !36}
!44 = distinct !{!44, !22, !36, !37}
!45 = distinct !{!45, !22, !36}
!46 = distinct !{!46, !22, !36, !37}
!47 = distinct !{!47, !22, !36}
!48 = distinct !{!48, !22, !36, !37}
!49 = distinct !{!49, !22, !36}
!50 = !{!11, !7, i64 262182}
!51 = !{!11, !7, i64 262183}
!52 = distinct !{!52, !22, !36, !37}
!53 = distinct !{!53, !22, !36}
!54 = distinct !{!54, !22, !36, !37}
!55 = distinct !{!55, !22, !36}
!56 = distinct !{!56, !22, !36, !37}
!57 = distinct !{!57, !22, !36}
!58 = distinct !{!58, !22, !36, !37}
!59 = distinct !{!59, !22, !36}
!60 = distinct !{!60, !22, !36, !37}
!61 = distinct !{!61, !22, !36}
!62 = distinct !{!62, !22, !36, !37}
!63 = distinct !{!63, !22, !36}
!64 = distinct !{!64, !22}
!65 = distinct !{!65, !22}
!66 = distinct !{!66, !22, !36, !37}
!67 = distinct !{!67, !22, !36}
!68 = !{!69, !6, i64 8}
!69 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!70 = !{!69, !6, i64 4}
!71 = !{!69, !6, i64 12}
!72 = !{!69, !6, i64 0}
!73 = distinct !{!73, !22}
!74 = distinct !{!74, !22}
!75 = distinct !{!75, !22}
!76 = distinct !{!76, !22}
!77 = distinct !{!77, !22, !36, !37}
!78 = distinct !{!78, !22, !36}
!79 = distinct !{!79, !22, !36, !37}
!80 = distinct !{!80, !22, !36}
