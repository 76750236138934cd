; ModuleID = 'c/enc/entropy_encode.c'
source_filename = "c/enc/entropy_encode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HuffmanTree = type { i32, i16, i16 }

@kBrotliShellGaps = hidden local_unnamed_addr constant [6 x i64] [i64 132, i64 57, i64 23, i64 10, i64 4, i64 1], align 16
@BrotliReverseBits.kLut = internal unnamed_addr constant [16 x i64] [i64 0, i64 8, i64 4, i64 12, i64 2, i64 10, i64 6, i64 14, i64 1, i64 9, i64 5, i64 13, i64 3, i64 11, i64 7, i64 15], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden range(i32 0, 2) i32 @BrotliSetDepth(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #4
  store i32 -1, ptr %5, align 16, !tbaa !5
  br label %6

6:                                                ; preds = %24, %4
  %7 = phi i32 [ 0, %4 ], [ %25, %24 ]
  %8 = phi i32 [ %0, %4 ], [ %26, %24 ]
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.HuffmanTree, ptr %1, i64 %9
  %11 = getelementptr inbounds i8, ptr %10, i64 4
  %12 = load i16, ptr %11, align 4, !tbaa !9
  %13 = icmp sgt i16 %12, -1
  br i1 %13, label %14, label %27

14:                                               ; preds = %6
  %15 = icmp slt i32 %7, %3
  br i1 %15, label %16, label %45

16:                                               ; preds = %14
  %17 = add nsw i32 %7, 1
  %18 = getelementptr inbounds i8, ptr %10, i64 6
  %19 = load i16, ptr %18, align 2, !tbaa !12
  %20 = sext i16 %19 to i32
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !5
  %23 = zext nneg i16 %12 to i32
  br label %24

24:                                               ; preds = %16, %43
  %25 = phi i32 [ %17, %16 ], [ %35, %43 ]
  %26 = phi i32 [ %23, %16 ], [ %38, %43 ]
  br label %6

27:                                               ; preds = %6
  %28 = trunc i32 %7 to i8
  %29 = getelementptr inbounds i8, ptr %10, i64 6
  %30 = load i16, ptr %29, align 2, !tbaa !12
  %31 = sext i16 %30 to i64
  %32 = getelementptr inbounds i8, ptr %2, i64 %31
  store i8 %28, ptr %32, align 1, !tbaa !13
  %33 = icmp sgt i32 %7, -1
  br i1 %33, label %34, label %45

34:                                               ; preds = %27, %40
  %35 = phi i32 [ %41, %40 ], [ %7, %27 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, -1
  br i1 %39, label %40, label %43

40:                                               ; preds = %34
  %41 = add nsw i32 %35, -1
  %42 = icmp sgt i32 %35, 0
  br i1 %42, label %34, label %45, !llvm.loop !14

43:                                               ; preds = %34
  %44 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %36
  store i32 -1, ptr %44, align 4, !tbaa !5
  br label %24

45:                                               ; preds = %14, %27, %40
  %46 = phi i32 [ 1, %40 ], [ 1, %27 ], [ 0, %14 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #4
  ret i32 %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliCreateHuffmanTree(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = alloca [16 x i32], align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = and i64 %1, 1
  %9 = icmp eq i64 %1, 1
  %10 = and i64 %1, -2
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %239, %5
  %13 = phi i32 [ 1, %5 ], [ %240, %239 ]
  switch i64 %1, label %14 [
    i64 0, label %142
    i64 1, label %46
  ]

14:                                               ; preds = %12, %42
  %15 = phi i64 [ %43, %42 ], [ 0, %12 ]
  %16 = phi i64 [ %31, %42 ], [ %1, %12 ]
  %17 = phi i64 [ %44, %42 ], [ 0, %12 ]
  %18 = add i64 %16, -1
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %29, label %22

22:                                               ; preds = %14
  %23 = tail call i32 @llvm.umax.i32(i32 %20, i32 %13)
  %24 = add i64 %15, 1
  %25 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %15
  %26 = trunc i64 %18 to i16
  store i32 %23, ptr %25, align 4, !tbaa !16
  %27 = getelementptr inbounds i8, ptr %25, i64 4
  store i16 -1, ptr %27, align 4, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %25, i64 6
  store i16 %26, ptr %28, align 2, !tbaa !12
  br label %29

29:                                               ; preds = %22, %14
  %30 = phi i64 [ %24, %22 ], [ %15, %14 ]
  %31 = add i64 %16, -2
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %42, label %35

35:                                               ; preds = %29
  %36 = tail call i32 @llvm.umax.i32(i32 %33, i32 %13)
  %37 = add i64 %30, 1
  %38 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %30
  %39 = trunc i64 %31 to i16
  store i32 %36, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds i8, ptr %38, i64 4
  store i16 -1, ptr %40, align 4, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %38, i64 6
  store i16 %39, ptr %41, align 2, !tbaa !12
  br label %42

42:                                               ; preds = %35, %29
  %43 = phi i64 [ %37, %35 ], [ %30, %29 ]
  %44 = add i64 %17, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %46, label %14, !llvm.loop !17

46:                                               ; preds = %42, %12
  %47 = phi i64 [ poison, %12 ], [ %43, %42 ]
  %48 = phi i64 [ 0, %12 ], [ %43, %42 ]
  %49 = phi i64 [ %1, %12 ], [ %31, %42 ]
  br i1 %11, label %62, label %50

50:                                               ; preds = %46
  %51 = add i64 %49, -1
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %62, label %55

55:                                               ; preds = %50
  %56 = tail call i32 @llvm.umax.i32(i32 %53, i32 %13)
  %57 = add i64 %48, 1
  %58 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %48
  %59 = trunc i64 %51 to i16
  store i32 %56, ptr %58, align 4, !tbaa !16
  %60 = getelementptr inbounds i8, ptr %58, i64 4
  store i16 -1, ptr %60, align 4, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %58, i64 6
  store i16 %59, ptr %61, align 2, !tbaa !12
  br label %62

62:                                               ; preds = %50, %55, %46
  %63 = phi i64 [ %47, %46 ], [ %57, %55 ], [ %48, %50 ]
  %64 = icmp eq i64 %63, 1
  br i1 %64, label %65, label %70

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %3, i64 6
  %67 = load i16, ptr %66, align 2, !tbaa !12
  %68 = sext i16 %67 to i64
  %69 = getelementptr inbounds i8, ptr %4, i64 %68
  store i8 1, ptr %69, align 1, !tbaa !13
  br label %241

70:                                               ; preds = %62
  %71 = icmp ult i64 %63, 13
  br i1 %71, label %72, label %102

72:                                               ; preds = %70
  %73 = icmp eq i64 %63, 0
  br i1 %73, label %142, label %74

74:                                               ; preds = %72, %97
  %75 = phi i64 [ %100, %97 ], [ 1, %72 ]
  %76 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %75
  %77 = load i64, ptr %76, align 4
  %78 = trunc i64 %77 to i32
  %79 = lshr i64 %77, 48
  %80 = trunc nuw i64 %79 to i16
  br label %81

81:                                               ; preds = %93, %74
  %82 = phi i64 [ %75, %74 ], [ %83, %93 ]
  %83 = add i64 %82, -1
  %84 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !16
  %86 = icmp eq i32 %85, %78
  br i1 %86, label %89, label %87

87:                                               ; preds = %81
  %88 = icmp ugt i32 %85, %78
  br i1 %88, label %93, label %97

89:                                               ; preds = %81
  %90 = getelementptr inbounds i8, ptr %84, i64 6
  %91 = load i16, ptr %90, align 2, !tbaa !12
  %92 = icmp slt i16 %91, %80
  br i1 %92, label %93, label %97

93:                                               ; preds = %87, %89
  %94 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %82
  %95 = load i64, ptr %84, align 4
  store i64 %95, ptr %94, align 4
  %96 = icmp eq i64 %83, 0
  br i1 %96, label %97, label %81, !llvm.loop !18

97:                                               ; preds = %87, %93, %89
  %98 = phi i64 [ 0, %93 ], [ %82, %89 ], [ %82, %87 ]
  %99 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %98
  store i64 %77, ptr %99, align 4
  %100 = add nuw i64 %75, 1
  %101 = icmp eq i64 %100, %63
  br i1 %101, label %143, label %74, !llvm.loop !19

102:                                              ; preds = %70
  %103 = icmp ult i64 %63, 57
  %104 = select i1 %103, i64 2, i64 0
  br label %105

105:                                              ; preds = %102, %139
  %106 = phi i64 [ %104, %102 ], [ %140, %139 ]
  %107 = getelementptr inbounds [6 x i64], ptr @kBrotliShellGaps, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8, !tbaa !20
  %109 = icmp ult i64 %108, %63
  br i1 %109, label %110, label %139

110:                                              ; preds = %105, %134
  %111 = phi i64 [ %137, %134 ], [ %108, %105 ]
  %112 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %111
  %113 = load i64, ptr %112, align 4
  %114 = trunc i64 %113 to i32
  %115 = lshr i64 %113, 48
  %116 = trunc nuw i64 %115 to i16
  %117 = icmp ult i64 %111, %108
  br i1 %117, label %134, label %118

118:                                              ; preds = %110, %130
  %119 = phi i64 [ %120, %130 ], [ %111, %110 ]
  %120 = sub i64 %119, %108
  %121 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !16
  %123 = icmp eq i32 %122, %114
  br i1 %123, label %126, label %124

124:                                              ; preds = %118
  %125 = icmp ugt i32 %122, %114
  br i1 %125, label %130, label %134

126:                                              ; preds = %118
  %127 = getelementptr inbounds i8, ptr %121, i64 6
  %128 = load i16, ptr %127, align 2, !tbaa !12
  %129 = icmp slt i16 %128, %116
  br i1 %129, label %130, label %134

130:                                              ; preds = %124, %126
  %131 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %119
  %132 = load i64, ptr %121, align 4
  store i64 %132, ptr %131, align 4
  %133 = icmp ult i64 %120, %108
  br i1 %133, label %134, label %118, !llvm.loop !22

134:                                              ; preds = %130, %126, %124, %110
  %135 = phi i64 [ %111, %110 ], [ %119, %124 ], [ %119, %126 ], [ %120, %130 ]
  %136 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %135
  store i64 %113, ptr %136, align 4
  %137 = add nuw i64 %111, 1
  %138 = icmp eq i64 %137, %63
  br i1 %138, label %139, label %110, !llvm.loop !23

139:                                              ; preds = %134, %105
  %140 = add nuw nsw i64 %106, 1
  %141 = icmp eq i64 %140, 6
  br i1 %141, label %143, label %105, !llvm.loop !24

142:                                              ; preds = %12, %72
  store i64 -1, ptr %3, align 4
  store i64 -1, ptr %7, align 4
  br label %149

143:                                              ; preds = %139, %97
  %144 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %63
  store i64 -1, ptr %144, align 4
  %145 = add i64 %63, 1
  %146 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %145
  store i64 -1, ptr %146, align 4
  %147 = add i64 %63, -1
  %148 = icmp eq i64 %147, 0
  br i1 %148, label %194, label %149

149:                                              ; preds = %142, %143
  %150 = phi i64 [ -1, %142 ], [ %147, %143 ]
  %151 = phi i64 [ 1, %142 ], [ %145, %143 ]
  %152 = phi i64 [ 0, %142 ], [ %63, %143 ]
  %153 = shl i64 %152, 1
  br label %154

154:                                              ; preds = %149, %154
  %155 = phi i64 [ %150, %149 ], [ %192, %154 ]
  %156 = phi i64 [ %151, %149 ], [ %178, %154 ]
  %157 = phi i64 [ 0, %149 ], [ %175, %154 ]
  %158 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !16
  %160 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %156
  %161 = load i32, ptr %160, align 4, !tbaa !16
  %162 = icmp ule i32 %159, %161
  %163 = zext i1 %162 to i64
  %164 = add i64 %157, %163
  %165 = xor i1 %162, true
  %166 = zext i1 %165 to i64
  %167 = add i64 %156, %166
  %168 = select i1 %162, i64 %157, i64 %156
  %169 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %164
  %170 = load i32, ptr %169, align 4, !tbaa !16
  %171 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %167
  %172 = load i32, ptr %171, align 4, !tbaa !16
  %173 = icmp ule i32 %170, %172
  %174 = zext i1 %173 to i64
  %175 = add i64 %164, %174
  %176 = xor i1 %173, true
  %177 = zext i1 %176 to i64
  %178 = add i64 %167, %177
  %179 = select i1 %173, i64 %164, i64 %167
  %180 = sub i64 %153, %155
  %181 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %168
  %182 = load i32, ptr %181, align 4, !tbaa !16
  %183 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %179
  %184 = load i32, ptr %183, align 4, !tbaa !16
  %185 = add i32 %184, %182
  %186 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %180
  store i32 %185, ptr %186, align 4, !tbaa !16
  %187 = trunc i64 %168 to i16
  %188 = getelementptr inbounds i8, ptr %186, i64 4
  store i16 %187, ptr %188, align 4, !tbaa !9
  %189 = trunc i64 %179 to i16
  %190 = getelementptr inbounds i8, ptr %186, i64 6
  store i16 %189, ptr %190, align 2, !tbaa !12
  %191 = getelementptr i8, ptr %186, i64 8
  store i64 -1, ptr %191, align 4
  %192 = add i64 %155, -1
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %194, label %154, !llvm.loop !25

194:                                              ; preds = %154, %143
  %195 = phi i64 [ 1, %143 ], [ %152, %154 ]
  %196 = trunc i64 %195 to i32
  %197 = shl i32 %196, 1
  %198 = add i32 %197, -1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #4
  store i32 -1, ptr %6, align 16, !tbaa !5
  br label %199

199:                                              ; preds = %235, %194
  %200 = phi i32 [ 0, %194 ], [ %236, %235 ]
  %201 = phi i32 [ %198, %194 ], [ %237, %235 ]
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds %struct.HuffmanTree, ptr %3, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 4
  %205 = load i16, ptr %204, align 4, !tbaa !9
  %206 = icmp sgt i16 %205, -1
  br i1 %206, label %207, label %217

207:                                              ; preds = %199
  %208 = icmp slt i32 %200, %2
  br i1 %208, label %209, label %239

209:                                              ; preds = %207
  %210 = add nsw i32 %200, 1
  %211 = getelementptr inbounds i8, ptr %203, i64 6
  %212 = load i16, ptr %211, align 2, !tbaa !12
  %213 = sext i16 %212 to i32
  %214 = sext i32 %210 to i64
  %215 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %214
  store i32 %213, ptr %215, align 4, !tbaa !5
  %216 = zext nneg i16 %205 to i32
  br label %235

217:                                              ; preds = %199
  %218 = trunc i32 %200 to i8
  %219 = getelementptr inbounds i8, ptr %203, i64 6
  %220 = load i16, ptr %219, align 2, !tbaa !12
  %221 = sext i16 %220 to i64
  %222 = getelementptr inbounds i8, ptr %4, i64 %221
  store i8 %218, ptr %222, align 1, !tbaa !13
  %223 = icmp sgt i32 %200, -1
  br i1 %223, label %224, label %238

224:                                              ; preds = %217, %230
  %225 = phi i32 [ %231, %230 ], [ %200, %217 ]
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = icmp eq i32 %228, -1
  br i1 %229, label %230, label %233

230:                                              ; preds = %224
  %231 = add nsw i32 %225, -1
  %232 = icmp sgt i32 %225, 0
  br i1 %232, label %224, label %238, !llvm.loop !14

233:                                              ; preds = %224
  %234 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %226
  store i32 -1, ptr %234, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %233, %209
  %236 = phi i32 [ %210, %209 ], [ %225, %233 ]
  %237 = phi i32 [ %216, %209 ], [ %228, %233 ]
  br label %199

238:                                              ; preds = %217, %230
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #4
  br label %241

239:                                              ; preds = %207
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #4
  %240 = shl i32 %13, 1
  br label %12

241:                                              ; preds = %65, %238
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliOptimizeHuffmanCountsForRle(i64 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %286, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %0, 4
  br i1 %6, label %29, label %7

7:                                                ; preds = %5
  %8 = and i64 %0, -4
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %23, %9 ]
  %11 = phi <2 x i64> [ zeroinitializer, %7 ], [ %21, %9 ]
  %12 = phi <2 x i64> [ zeroinitializer, %7 ], [ %22, %9 ]
  %13 = getelementptr inbounds i32, ptr %1, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load <2 x i32>, ptr %13, align 4, !tbaa !5
  %16 = load <2 x i32>, ptr %14, align 4, !tbaa !5
  %17 = icmp ne <2 x i32> %15, zeroinitializer
  %18 = icmp ne <2 x i32> %16, zeroinitializer
  %19 = zext <2 x i1> %17 to <2 x i64>
  %20 = zext <2 x i1> %18 to <2 x i64>
  %21 = add <2 x i64> %11, %19
  %22 = add <2 x i64> %12, %20
  %23 = add nuw i64 %10, 4
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %25, label %9, !llvm.loop !26

25:                                               ; preds = %9
  %26 = add <2 x i64> %22, %21
  %27 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %26)
  %28 = icmp eq i64 %8, %0
  br i1 %28, label %42, label %29

29:                                               ; preds = %25, %5
  %30 = phi i64 [ 0, %5 ], [ %8, %25 ]
  %31 = phi i64 [ 0, %5 ], [ %27, %25 ]
  br label %32

32:                                               ; preds = %29, %32
  %33 = phi i64 [ %40, %32 ], [ %30, %29 ]
  %34 = phi i64 [ %39, %32 ], [ %31, %29 ]
  %35 = getelementptr inbounds i32, ptr %1, i64 %33
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i64
  %39 = add i64 %34, %38
  %40 = add nuw i64 %33, 1
  %41 = icmp eq i64 %40, %0
  br i1 %41, label %42, label %32, !llvm.loop !29

42:                                               ; preds = %32, %25
  %43 = phi i64 [ %27, %25 ], [ %39, %32 ]
  %44 = icmp ult i64 %43, 16
  br i1 %44, label %286, label %45

45:                                               ; preds = %42
  %46 = getelementptr i8, ptr %1, i64 -4
  br label %47

47:                                               ; preds = %45, %58
  %48 = phi i64 [ %59, %58 ], [ %0, %45 ]
  %49 = getelementptr i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %58, label %52

52:                                               ; preds = %47
  %53 = tail call i64 @llvm.umax.i64(i64 %48, i64 1)
  %54 = and i64 %53, 1
  %55 = icmp ult i64 %48, 2
  br i1 %55, label %84, label %56

56:                                               ; preds = %52
  %57 = and i64 %53, -2
  br label %61

58:                                               ; preds = %47
  %59 = add i64 %48, -1
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %286, label %47, !llvm.loop !30

61:                                               ; preds = %61, %56
  %62 = phi i32 [ 1073741824, %56 ], [ %80, %61 ]
  %63 = phi i64 [ 0, %56 ], [ %79, %61 ]
  %64 = phi i64 [ 0, %56 ], [ %81, %61 ]
  %65 = phi i64 [ 0, %56 ], [ %82, %61 ]
  %66 = getelementptr inbounds i32, ptr %1, i64 %64
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = icmp ne i32 %67, 0
  %69 = tail call i32 @llvm.umin.i32(i32 %62, i32 %67)
  %70 = zext i1 %68 to i64
  %71 = add i64 %63, %70
  %72 = select i1 %68, i32 %69, i32 %62
  %73 = or disjoint i64 %64, 1
  %74 = getelementptr inbounds i32, ptr %1, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = icmp ne i32 %75, 0
  %77 = tail call i32 @llvm.umin.i32(i32 %72, i32 %75)
  %78 = zext i1 %76 to i64
  %79 = add i64 %71, %78
  %80 = select i1 %76, i32 %77, i32 %72
  %81 = add nuw i64 %64, 2
  %82 = add i64 %65, 2
  %83 = icmp eq i64 %82, %57
  br i1 %83, label %84, label %61, !llvm.loop !31

84:                                               ; preds = %61, %52
  %85 = phi i64 [ poison, %52 ], [ %79, %61 ]
  %86 = phi i32 [ poison, %52 ], [ %80, %61 ]
  %87 = phi i32 [ 1073741824, %52 ], [ %80, %61 ]
  %88 = phi i64 [ 0, %52 ], [ %79, %61 ]
  %89 = phi i64 [ 0, %52 ], [ %81, %61 ]
  %90 = icmp eq i64 %54, 0
  br i1 %90, label %99, label %91

91:                                               ; preds = %84
  %92 = getelementptr inbounds i32, ptr %1, i64 %89
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = icmp ne i32 %93, 0
  %95 = tail call i32 @llvm.umin.i32(i32 %87, i32 %93)
  %96 = zext i1 %94 to i64
  %97 = add i64 %88, %96
  %98 = select i1 %94, i32 %95, i32 %87
  br label %99

99:                                               ; preds = %84, %91
  %100 = phi i64 [ %85, %84 ], [ %97, %91 ]
  %101 = phi i32 [ %86, %84 ], [ %98, %91 ]
  %102 = icmp ult i64 %100, 5
  br i1 %102, label %286, label %103

103:                                              ; preds = %99
  %104 = icmp ult i32 %101, 4
  %105 = sub i64 %48, %100
  %106 = icmp ult i64 %105, 6
  %107 = and i1 %104, %106
  br i1 %107, label %108, label %128

108:                                              ; preds = %103
  %109 = add i64 %48, -1
  %110 = icmp ugt i64 %109, 1
  br i1 %110, label %111, label %128

111:                                              ; preds = %108, %125
  %112 = phi i64 [ %126, %125 ], [ 1, %108 ]
  %113 = getelementptr i32, ptr %1, i64 %112
  %114 = getelementptr i8, ptr %113, i64 -4
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %125, label %117

117:                                              ; preds = %111
  %118 = load i32, ptr %113, align 4, !tbaa !5
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %125

120:                                              ; preds = %117
  %121 = getelementptr i8, ptr %113, i64 4
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %125, label %124

124:                                              ; preds = %120
  store i32 1, ptr %113, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %111, %117, %120, %124
  %126 = add nuw i64 %112, 1
  %127 = icmp ult i64 %126, %109
  br i1 %127, label %111, label %128, !llvm.loop !32

128:                                              ; preds = %125, %108, %103
  %129 = icmp ugt i64 %100, 27
  br i1 %129, label %130, label %286

130:                                              ; preds = %128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %2, i8 0, i64 %48, i1 false)
  %131 = load i32, ptr %1, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %130, %159
  %133 = phi i64 [ 0, %130 ], [ %161, %159 ]
  %134 = phi i32 [ %131, %130 ], [ %160, %159 ]
  %135 = phi i64 [ 0, %130 ], [ %162, %159 ]
  %136 = getelementptr i8, ptr %2, i64 %135
  %137 = icmp eq i64 %135, %48
  br i1 %137, label %142, label %138

138:                                              ; preds = %132
  %139 = getelementptr inbounds i32, ptr %1, i64 %135
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = icmp eq i32 %140, %134
  br i1 %141, label %157, label %142

142:                                              ; preds = %138, %132
  %143 = icmp eq i32 %134, 0
  %144 = icmp ugt i64 %133, 4
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %150, label %146

146:                                              ; preds = %142
  %147 = icmp ne i32 %134, 0
  %148 = icmp ugt i64 %133, 6
  %149 = select i1 %147, i1 %148, i1 false
  br i1 %149, label %150, label %153

150:                                              ; preds = %142, %146
  %151 = sub i64 0, %133
  %152 = getelementptr i8, ptr %136, i64 %151
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %152, i8 1, i64 %133, i1 false), !tbaa !13
  br label %153

153:                                              ; preds = %150, %146
  br i1 %137, label %159, label %154

154:                                              ; preds = %153
  %155 = getelementptr inbounds i32, ptr %1, i64 %135
  %156 = load i32, ptr %155, align 4, !tbaa !5
  br label %159

157:                                              ; preds = %138
  %158 = add i64 %133, 1
  br label %159

159:                                              ; preds = %157, %154, %153
  %160 = phi i32 [ %156, %154 ], [ %134, %153 ], [ %134, %157 ]
  %161 = phi i64 [ 1, %154 ], [ 1, %153 ], [ %158, %157 ]
  %162 = add nuw i64 %135, 1
  %163 = icmp ult i64 %135, %48
  br i1 %163, label %132, label %164, !llvm.loop !33

164:                                              ; preds = %159
  %165 = load i32, ptr %1, align 4, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %1, i64 4
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = add i32 %167, %165
  %169 = getelementptr inbounds i8, ptr %1, i64 8
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = add i32 %168, %170
  %172 = shl i32 %171, 8
  %173 = udiv i32 %172, 3
  %174 = add nuw nsw i32 %173, 420
  %175 = zext nneg i32 %174 to i64
  %176 = add i64 %48, -2
  br label %177

177:                                              ; preds = %164, %280
  %178 = phi i64 [ 0, %164 ], [ %284, %280 ]
  %179 = phi i64 [ 0, %164 ], [ %283, %280 ]
  %180 = phi i64 [ %175, %164 ], [ %282, %280 ]
  %181 = phi i64 [ 0, %164 ], [ %281, %280 ]
  %182 = icmp eq i64 %178, %48
  br i1 %182, label %201, label %183

183:                                              ; preds = %177
  %184 = getelementptr inbounds i8, ptr %2, i64 %178
  %185 = load i8, ptr %184, align 1, !tbaa !13
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %187, label %201

187:                                              ; preds = %183
  %188 = icmp eq i64 %178, 0
  br i1 %188, label %193, label %189

189:                                              ; preds = %187
  %190 = getelementptr i8, ptr %184, i64 -1
  %191 = load i8, ptr %190, align 1, !tbaa !13
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %201

193:                                              ; preds = %189, %187
  %194 = getelementptr inbounds i32, ptr %1, i64 %178
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = shl i32 %195, 8
  %197 = zext i32 %196 to i64
  %198 = sub i64 %197, %180
  %199 = add i64 %198, -1240
  %200 = icmp ult i64 %199, -2480
  br i1 %200, label %201, label %267

201:                                              ; preds = %193, %189, %183, %177
  %202 = icmp ugt i64 %181, 3
  br i1 %202, label %207, label %203

203:                                              ; preds = %201
  %204 = icmp eq i64 %181, 3
  %205 = icmp eq i64 %179, 0
  %206 = select i1 %204, i1 %205, i1 false
  br i1 %206, label %207, label %240

207:                                              ; preds = %203, %201
  %208 = lshr i64 %181, 1
  %209 = add i64 %179, %208
  %210 = udiv i64 %209, %181
  %211 = icmp ugt i64 %181, %209
  %212 = trunc i64 %210 to i32
  %213 = icmp eq i64 %179, 0
  %214 = select i1 %211, i32 1, i32 %212
  %215 = select i1 %213, i32 0, i32 %214
  %216 = getelementptr i32, ptr %1, i64 %178
  %217 = icmp ult i64 %181, 8
  br i1 %217, label %232, label %218

218:                                              ; preds = %207
  %219 = and i64 %181, -8
  %220 = insertelement <4 x i32> poison, i32 %215, i64 0
  %221 = shufflevector <4 x i32> %220, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %222

222:                                              ; preds = %222, %218
  %223 = phi i64 [ 0, %218 ], [ %228, %222 ]
  %224 = xor i64 %223, -1
  %225 = getelementptr i32, ptr %216, i64 %224
  %226 = getelementptr i8, ptr %225, i64 -12
  %227 = getelementptr i8, ptr %225, i64 -28
  store <4 x i32> %221, ptr %226, align 4, !tbaa !5
  store <4 x i32> %221, ptr %227, align 4, !tbaa !5
  %228 = add nuw i64 %223, 8
  %229 = icmp eq i64 %228, %219
  br i1 %229, label %230, label %222, !llvm.loop !34

230:                                              ; preds = %222
  %231 = icmp eq i64 %181, %219
  br i1 %231, label %240, label %232

232:                                              ; preds = %230, %207
  %233 = phi i64 [ 0, %207 ], [ %219, %230 ]
  br label %234

234:                                              ; preds = %232, %234
  %235 = phi i64 [ %238, %234 ], [ %233, %232 ]
  %236 = xor i64 %235, -1
  %237 = getelementptr i32, ptr %216, i64 %236
  store i32 %215, ptr %237, align 4, !tbaa !5
  %238 = add nuw i64 %235, 1
  %239 = icmp eq i64 %238, %181
  br i1 %239, label %240, label %234, !llvm.loop !35

240:                                              ; preds = %234, %230, %203
  %241 = icmp ult i64 %178, %176
  br i1 %241, label %242, label %254

242:                                              ; preds = %240
  %243 = getelementptr inbounds i32, ptr %1, i64 %178
  %244 = load i32, ptr %243, align 4, !tbaa !5
  %245 = getelementptr i8, ptr %243, i64 4
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = add i32 %246, %244
  %248 = getelementptr i8, ptr %243, i64 8
  %249 = load i32, ptr %248, align 4, !tbaa !5
  %250 = add i32 %247, %249
  %251 = shl i32 %250, 8
  %252 = udiv i32 %251, 3
  %253 = add nuw nsw i32 %252, 420
  br label %260

254:                                              ; preds = %240
  %255 = icmp ult i64 %178, %48
  br i1 %255, label %256, label %260

256:                                              ; preds = %254
  %257 = getelementptr inbounds i32, ptr %1, i64 %178
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = shl i32 %258, 8
  br label %260

260:                                              ; preds = %254, %242, %256
  %261 = phi i32 [ %253, %242 ], [ %259, %256 ], [ 0, %254 ]
  %262 = zext i32 %261 to i64
  br i1 %182, label %280, label %263

263:                                              ; preds = %260
  %264 = getelementptr inbounds i32, ptr %1, i64 %178
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = zext i32 %265 to i64
  br label %280

267:                                              ; preds = %193
  %268 = add i64 %181, 1
  %269 = zext i32 %195 to i64
  %270 = add i64 %179, %269
  %271 = icmp ugt i64 %268, 3
  br i1 %271, label %272, label %280

272:                                              ; preds = %267
  %273 = shl i64 %270, 8
  %274 = lshr i64 %268, 1
  %275 = add i64 %273, %274
  %276 = udiv i64 %275, %268
  %277 = icmp eq i64 %268, 4
  %278 = add nuw nsw i64 %276, 120
  %279 = select i1 %277, i64 %278, i64 %276
  br label %280

280:                                              ; preds = %272, %263, %267, %260
  %281 = phi i64 [ 1, %260 ], [ 1, %263 ], [ %268, %267 ], [ %268, %272 ]
  %282 = phi i64 [ %262, %260 ], [ %262, %263 ], [ %180, %267 ], [ %279, %272 ]
  %283 = phi i64 [ 0, %260 ], [ %266, %263 ], [ %270, %267 ], [ %270, %272 ]
  %284 = add nuw i64 %178, 1
  %285 = icmp ult i64 %178, %48
  br i1 %285, label %177, label %286, !llvm.loop !36

286:                                              ; preds = %58, %280, %3, %99, %42, %128
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliWriteHuffmanTree(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr i8, ptr %0, i64 %1
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %316, label %8

8:                                                ; preds = %5, %15
  %9 = phi i64 [ %16, %15 ], [ %1, %5 ]
  %10 = phi i64 [ %17, %15 ], [ 0, %5 ]
  %11 = xor i64 %10, -1
  %12 = getelementptr i8, ptr %6, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !13
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %8
  %16 = add i64 %9, -1
  %17 = add nuw i64 %10, 1
  %18 = icmp eq i64 %17, %1
  br i1 %18, label %21, label %8, !llvm.loop !37

19:                                               ; preds = %8
  %20 = icmp ugt i64 %1, 50
  br i1 %20, label %23, label %79

21:                                               ; preds = %15
  %22 = icmp ugt i64 %1, 50
  br i1 %22, label %71, label %316

23:                                               ; preds = %19
  %24 = icmp eq i64 %9, 0
  br i1 %24, label %71, label %25

25:                                               ; preds = %23, %50
  %26 = phi i64 [ %59, %50 ], [ 0, %23 ]
  %27 = phi i64 [ %51, %50 ], [ 0, %23 ]
  %28 = phi i64 [ %66, %50 ], [ 1, %23 ]
  %29 = phi i64 [ %57, %50 ], [ 1, %23 ]
  %30 = phi i64 [ %64, %50 ], [ 0, %23 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 %27
  %32 = load i8, ptr %31, align 1, !tbaa !13
  %33 = add nuw i64 %27, 1
  %34 = icmp ult i64 %33, %9
  br i1 %34, label %35, label %50

35:                                               ; preds = %25
  %36 = sub i64 %9, %27
  br label %37

37:                                               ; preds = %43, %35
  %38 = phi i64 [ %45, %43 ], [ %33, %35 ]
  %39 = phi i64 [ %44, %43 ], [ 1, %35 ]
  %40 = getelementptr inbounds i8, ptr %0, i64 %38
  %41 = load i8, ptr %40, align 1, !tbaa !13
  %42 = icmp eq i8 %41, %32
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = add i64 %39, 1
  %45 = add nuw i64 %38, 1
  %46 = icmp eq i64 %45, %9
  br i1 %46, label %47, label %37, !llvm.loop !38

47:                                               ; preds = %43, %37
  %48 = phi i64 [ %39, %37 ], [ %36, %43 ]
  %49 = add i64 %48, %27
  br label %50

50:                                               ; preds = %47, %25
  %51 = phi i64 [ %49, %47 ], [ %33, %25 ]
  %52 = phi i64 [ %48, %47 ], [ 1, %25 ]
  %53 = icmp ugt i64 %52, 2
  %54 = icmp eq i8 %32, 0
  %55 = select i1 %53, i1 %54, i1 false
  %56 = zext i1 %55 to i64
  %57 = add i64 %29, %56
  %58 = select i1 %55, i64 %52, i64 0
  %59 = add i64 %58, %26
  %60 = icmp ugt i64 %52, 3
  %61 = icmp ne i8 %32, 0
  %62 = select i1 %60, i1 %61, i1 false
  %63 = select i1 %62, i64 %52, i64 0
  %64 = add i64 %63, %30
  %65 = zext i1 %62 to i64
  %66 = add i64 %28, %65
  %67 = icmp ult i64 %51, %9
  br i1 %67, label %25, label %68, !llvm.loop !39

68:                                               ; preds = %50
  %69 = shl i64 %66, 1
  %70 = shl i64 %57, 1
  br label %71

71:                                               ; preds = %21, %23, %68
  %72 = phi i64 [ 0, %23 ], [ %9, %68 ], [ 0, %21 ]
  %73 = phi i64 [ 0, %23 ], [ %64, %68 ], [ 0, %21 ]
  %74 = phi i64 [ 2, %23 ], [ %70, %68 ], [ 2, %21 ]
  %75 = phi i64 [ 2, %23 ], [ %69, %68 ], [ 2, %21 ]
  %76 = phi i64 [ 0, %23 ], [ %59, %68 ], [ 0, %21 ]
  %77 = icmp ugt i64 %73, %75
  %78 = icmp ugt i64 %76, %74
  br label %79

79:                                               ; preds = %71, %19
  %80 = phi i64 [ %72, %71 ], [ %9, %19 ]
  %81 = phi i1 [ %77, %71 ], [ false, %19 ]
  %82 = phi i1 [ %78, %71 ], [ false, %19 ]
  %83 = icmp eq i64 %80, 0
  br i1 %83, label %316, label %84

84:                                               ; preds = %79, %311
  %85 = phi i8 [ %313, %311 ], [ 8, %79 ]
  %86 = phi i64 [ %314, %311 ], [ 0, %79 ]
  %87 = getelementptr inbounds i8, ptr %0, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !13
  %89 = icmp ne i8 %88, 0
  %90 = select i1 %89, i1 %81, i1 false
  %91 = icmp eq i8 %88, 0
  %92 = select i1 %91, i1 %82, i1 false
  %93 = select i1 %90, i1 true, i1 %92
  br i1 %93, label %94, label %112

94:                                               ; preds = %84
  %95 = add nuw i64 %86, 1
  %96 = icmp ult i64 %95, %80
  br i1 %96, label %97, label %111

97:                                               ; preds = %94
  %98 = sub i64 %80, %86
  br label %99

99:                                               ; preds = %97, %105
  %100 = phi i64 [ %107, %105 ], [ %95, %97 ]
  %101 = phi i64 [ %106, %105 ], [ 1, %97 ]
  %102 = getelementptr inbounds i8, ptr %0, i64 %100
  %103 = load i8, ptr %102, align 1, !tbaa !13
  %104 = icmp eq i8 %103, %88
  br i1 %104, label %105, label %109

105:                                              ; preds = %99
  %106 = add i64 %101, 1
  %107 = add nuw i64 %100, 1
  %108 = icmp eq i64 %107, %80
  br i1 %108, label %109, label %99, !llvm.loop !40

109:                                              ; preds = %105, %99
  %110 = phi i64 [ %98, %105 ], [ %101, %99 ]
  br i1 %91, label %113, label %206

111:                                              ; preds = %94
  br i1 %91, label %129, label %206

112:                                              ; preds = %84
  br i1 %91, label %129, label %206

113:                                              ; preds = %109
  %114 = icmp eq i64 %110, 11
  br i1 %114, label %115, label %122

115:                                              ; preds = %113
  %116 = load i64, ptr %2, align 8, !tbaa !20
  %117 = getelementptr inbounds i8, ptr %3, i64 %116
  store i8 0, ptr %117, align 1, !tbaa !13
  %118 = load i64, ptr %2, align 8, !tbaa !20
  %119 = getelementptr inbounds i8, ptr %4, i64 %118
  store i8 0, ptr %119, align 1, !tbaa !13
  %120 = load i64, ptr %2, align 8, !tbaa !20
  %121 = add i64 %120, 1
  store i64 %121, ptr %2, align 8, !tbaa !20
  br label %151

122:                                              ; preds = %113
  %123 = icmp ult i64 %110, 3
  br i1 %123, label %127, label %124

124:                                              ; preds = %122
  %125 = load i64, ptr %2, align 8, !tbaa !20
  %126 = add i64 %110, -3
  br label %151

127:                                              ; preds = %122
  %128 = icmp eq i64 %110, 0
  br i1 %128, label %311, label %129

129:                                              ; preds = %111, %112, %127
  %130 = phi i64 [ %110, %127 ], [ 1, %112 ], [ 1, %111 ]
  %131 = load i64, ptr %2, align 8, !tbaa !20
  %132 = and i64 %130, 1
  %133 = icmp eq i64 %130, 1
  br i1 %133, label %302, label %134

134:                                              ; preds = %129
  %135 = and i64 %130, 2
  br label %136

136:                                              ; preds = %136, %134
  %137 = phi i64 [ %131, %134 ], [ %148, %136 ]
  %138 = phi i64 [ 0, %134 ], [ %149, %136 ]
  %139 = getelementptr inbounds i8, ptr %3, i64 %137
  store i8 0, ptr %139, align 1, !tbaa !13
  %140 = load i64, ptr %2, align 8, !tbaa !20
  %141 = getelementptr inbounds i8, ptr %4, i64 %140
  store i8 0, ptr %141, align 1, !tbaa !13
  %142 = load i64, ptr %2, align 8, !tbaa !20
  %143 = add i64 %142, 1
  store i64 %143, ptr %2, align 8, !tbaa !20
  %144 = getelementptr inbounds i8, ptr %3, i64 %143
  store i8 0, ptr %144, align 1, !tbaa !13
  %145 = load i64, ptr %2, align 8, !tbaa !20
  %146 = getelementptr inbounds i8, ptr %4, i64 %145
  store i8 0, ptr %146, align 1, !tbaa !13
  %147 = load i64, ptr %2, align 8, !tbaa !20
  %148 = add i64 %147, 1
  store i64 %148, ptr %2, align 8, !tbaa !20
  %149 = add i64 %138, 2
  %150 = icmp eq i64 %149, %135
  br i1 %150, label %302, label %136, !llvm.loop !41

151:                                              ; preds = %124, %115
  %152 = phi i64 [ 11, %115 ], [ %110, %124 ]
  %153 = phi i64 [ %121, %115 ], [ %125, %124 ]
  %154 = phi i64 [ 7, %115 ], [ %126, %124 ]
  %155 = getelementptr inbounds i8, ptr %3, i64 %153
  store i8 17, ptr %155, align 1, !tbaa !13
  %156 = trunc i64 %154 to i8
  %157 = and i8 %156, 7
  %158 = load i64, ptr %2, align 8, !tbaa !20
  %159 = getelementptr inbounds i8, ptr %4, i64 %158
  store i8 %157, ptr %159, align 1, !tbaa !13
  %160 = load i64, ptr %2, align 8, !tbaa !20
  %161 = add i64 %160, 1
  store i64 %161, ptr %2, align 8, !tbaa !20
  %162 = icmp ult i64 %154, 8
  br i1 %162, label %176, label %163

163:                                              ; preds = %151, %163
  %164 = phi i64 [ %174, %163 ], [ %161, %151 ]
  %165 = phi i64 [ %167, %163 ], [ %154, %151 ]
  %166 = lshr i64 %165, 3
  %167 = add nsw i64 %166, -1
  %168 = getelementptr inbounds i8, ptr %3, i64 %164
  store i8 17, ptr %168, align 1, !tbaa !13
  %169 = trunc i64 %167 to i8
  %170 = and i8 %169, 7
  %171 = load i64, ptr %2, align 8, !tbaa !20
  %172 = getelementptr inbounds i8, ptr %4, i64 %171
  store i8 %170, ptr %172, align 1, !tbaa !13
  %173 = load i64, ptr %2, align 8, !tbaa !20
  %174 = add i64 %173, 1
  store i64 %174, ptr %2, align 8, !tbaa !20
  %175 = icmp ult i64 %167, 8
  br i1 %175, label %176, label %163

176:                                              ; preds = %163, %151
  %177 = phi i64 [ %161, %151 ], [ %174, %163 ]
  %178 = phi i64 [ %160, %151 ], [ %173, %163 ]
  %179 = icmp ugt i64 %178, %153
  br i1 %179, label %180, label %192

180:                                              ; preds = %176, %180
  %181 = phi i64 [ %188, %180 ], [ %178, %176 ]
  %182 = phi i64 [ %187, %180 ], [ %153, %176 ]
  %183 = getelementptr inbounds i8, ptr %3, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !13
  %185 = getelementptr inbounds i8, ptr %3, i64 %181
  %186 = load i8, ptr %185, align 1, !tbaa !13
  store i8 %186, ptr %183, align 1, !tbaa !13
  store i8 %184, ptr %185, align 1, !tbaa !13
  %187 = add nuw i64 %182, 1
  %188 = add i64 %181, -1
  %189 = icmp ult i64 %187, %188
  br i1 %189, label %180, label %190, !llvm.loop !42

190:                                              ; preds = %180
  %191 = load i64, ptr %2, align 8, !tbaa !20
  br label %192

192:                                              ; preds = %190, %176
  %193 = phi i64 [ %191, %190 ], [ %177, %176 ]
  %194 = add i64 %193, -1
  %195 = icmp ugt i64 %194, %153
  br i1 %195, label %196, label %311

196:                                              ; preds = %192, %196
  %197 = phi i64 [ %204, %196 ], [ %194, %192 ]
  %198 = phi i64 [ %203, %196 ], [ %153, %192 ]
  %199 = getelementptr inbounds i8, ptr %4, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !13
  %201 = getelementptr inbounds i8, ptr %4, i64 %197
  %202 = load i8, ptr %201, align 1, !tbaa !13
  store i8 %202, ptr %199, align 1, !tbaa !13
  store i8 %200, ptr %201, align 1, !tbaa !13
  %203 = add nuw i64 %198, 1
  %204 = add i64 %197, -1
  %205 = icmp ult i64 %203, %204
  br i1 %205, label %196, label %311, !llvm.loop !42

206:                                              ; preds = %111, %112, %109
  %207 = phi i64 [ 1, %112 ], [ %110, %109 ], [ 1, %111 ]
  %208 = icmp eq i8 %85, %88
  br i1 %208, label %217, label %209

209:                                              ; preds = %206
  %210 = load i64, ptr %2, align 8, !tbaa !20
  %211 = getelementptr inbounds i8, ptr %3, i64 %210
  store i8 %88, ptr %211, align 1, !tbaa !13
  %212 = load i64, ptr %2, align 8, !tbaa !20
  %213 = getelementptr inbounds i8, ptr %4, i64 %212
  store i8 0, ptr %213, align 1, !tbaa !13
  %214 = load i64, ptr %2, align 8, !tbaa !20
  %215 = add i64 %214, 1
  store i64 %215, ptr %2, align 8, !tbaa !20
  %216 = add i64 %207, -1
  br label %217

217:                                              ; preds = %209, %206
  %218 = phi i64 [ %216, %209 ], [ %207, %206 ]
  %219 = icmp eq i64 %218, 7
  br i1 %219, label %220, label %227

220:                                              ; preds = %217
  %221 = load i64, ptr %2, align 8, !tbaa !20
  %222 = getelementptr inbounds i8, ptr %3, i64 %221
  store i8 %88, ptr %222, align 1, !tbaa !13
  %223 = load i64, ptr %2, align 8, !tbaa !20
  %224 = getelementptr inbounds i8, ptr %4, i64 %223
  store i8 0, ptr %224, align 1, !tbaa !13
  %225 = load i64, ptr %2, align 8, !tbaa !20
  %226 = add i64 %225, 1
  store i64 %226, ptr %2, align 8, !tbaa !20
  br label %248

227:                                              ; preds = %217
  %228 = icmp ult i64 %218, 3
  br i1 %228, label %232, label %229

229:                                              ; preds = %227
  %230 = load i64, ptr %2, align 8, !tbaa !20
  %231 = add i64 %218, -3
  br label %248

232:                                              ; preds = %227
  %233 = icmp eq i64 %218, 0
  br i1 %233, label %311, label %234

234:                                              ; preds = %232
  %235 = load i64, ptr %2, align 8, !tbaa !20
  %236 = getelementptr inbounds i8, ptr %3, i64 %235
  store i8 %88, ptr %236, align 1, !tbaa !13
  %237 = load i64, ptr %2, align 8, !tbaa !20
  %238 = getelementptr inbounds i8, ptr %4, i64 %237
  store i8 0, ptr %238, align 1, !tbaa !13
  %239 = load i64, ptr %2, align 8, !tbaa !20
  %240 = add i64 %239, 1
  store i64 %240, ptr %2, align 8, !tbaa !20
  %241 = icmp eq i64 %218, 1
  br i1 %241, label %311, label %242, !llvm.loop !43

242:                                              ; preds = %234
  %243 = getelementptr inbounds i8, ptr %3, i64 %240
  store i8 %88, ptr %243, align 1, !tbaa !13
  %244 = load i64, ptr %2, align 8, !tbaa !20
  %245 = getelementptr inbounds i8, ptr %4, i64 %244
  store i8 0, ptr %245, align 1, !tbaa !13
  %246 = load i64, ptr %2, align 8, !tbaa !20
  %247 = add i64 %246, 1
  store i64 %247, ptr %2, align 8, !tbaa !20
  br label %311

248:                                              ; preds = %229, %220
  %249 = phi i64 [ %226, %220 ], [ %230, %229 ]
  %250 = phi i64 [ 3, %220 ], [ %231, %229 ]
  %251 = getelementptr inbounds i8, ptr %3, i64 %249
  store i8 16, ptr %251, align 1, !tbaa !13
  %252 = trunc i64 %250 to i8
  %253 = and i8 %252, 3
  %254 = load i64, ptr %2, align 8, !tbaa !20
  %255 = getelementptr inbounds i8, ptr %4, i64 %254
  store i8 %253, ptr %255, align 1, !tbaa !13
  %256 = load i64, ptr %2, align 8, !tbaa !20
  %257 = add i64 %256, 1
  store i64 %257, ptr %2, align 8, !tbaa !20
  %258 = icmp ult i64 %250, 4
  br i1 %258, label %272, label %259

259:                                              ; preds = %248, %259
  %260 = phi i64 [ %270, %259 ], [ %257, %248 ]
  %261 = phi i64 [ %263, %259 ], [ %250, %248 ]
  %262 = lshr i64 %261, 2
  %263 = add nsw i64 %262, -1
  %264 = getelementptr inbounds i8, ptr %3, i64 %260
  store i8 16, ptr %264, align 1, !tbaa !13
  %265 = trunc i64 %263 to i8
  %266 = and i8 %265, 3
  %267 = load i64, ptr %2, align 8, !tbaa !20
  %268 = getelementptr inbounds i8, ptr %4, i64 %267
  store i8 %266, ptr %268, align 1, !tbaa !13
  %269 = load i64, ptr %2, align 8, !tbaa !20
  %270 = add i64 %269, 1
  store i64 %270, ptr %2, align 8, !tbaa !20
  %271 = icmp ult i64 %263, 4
  br i1 %271, label %272, label %259

272:                                              ; preds = %259, %248
  %273 = phi i64 [ %257, %248 ], [ %270, %259 ]
  %274 = phi i64 [ %256, %248 ], [ %269, %259 ]
  %275 = icmp ugt i64 %274, %249
  br i1 %275, label %276, label %288

276:                                              ; preds = %272, %276
  %277 = phi i64 [ %284, %276 ], [ %274, %272 ]
  %278 = phi i64 [ %283, %276 ], [ %249, %272 ]
  %279 = getelementptr inbounds i8, ptr %3, i64 %278
  %280 = load i8, ptr %279, align 1, !tbaa !13
  %281 = getelementptr inbounds i8, ptr %3, i64 %277
  %282 = load i8, ptr %281, align 1, !tbaa !13
  store i8 %282, ptr %279, align 1, !tbaa !13
  store i8 %280, ptr %281, align 1, !tbaa !13
  %283 = add nuw i64 %278, 1
  %284 = add i64 %277, -1
  %285 = icmp ult i64 %283, %284
  br i1 %285, label %276, label %286, !llvm.loop !42

286:                                              ; preds = %276
  %287 = load i64, ptr %2, align 8, !tbaa !20
  br label %288

288:                                              ; preds = %286, %272
  %289 = phi i64 [ %287, %286 ], [ %273, %272 ]
  %290 = add i64 %289, -1
  %291 = icmp ugt i64 %290, %249
  br i1 %291, label %292, label %311

292:                                              ; preds = %288, %292
  %293 = phi i64 [ %300, %292 ], [ %290, %288 ]
  %294 = phi i64 [ %299, %292 ], [ %249, %288 ]
  %295 = getelementptr inbounds i8, ptr %4, i64 %294
  %296 = load i8, ptr %295, align 1, !tbaa !13
  %297 = getelementptr inbounds i8, ptr %4, i64 %293
  %298 = load i8, ptr %297, align 1, !tbaa !13
  store i8 %298, ptr %295, align 1, !tbaa !13
  store i8 %296, ptr %297, align 1, !tbaa !13
  %299 = add nuw i64 %294, 1
  %300 = add i64 %293, -1
  %301 = icmp ult i64 %299, %300
  br i1 %301, label %292, label %311, !llvm.loop !42

302:                                              ; preds = %136, %129
  %303 = phi i64 [ %131, %129 ], [ %148, %136 ]
  %304 = icmp eq i64 %132, 0
  br i1 %304, label %311, label %305

305:                                              ; preds = %302
  %306 = getelementptr inbounds i8, ptr %3, i64 %303
  store i8 0, ptr %306, align 1, !tbaa !13
  %307 = load i64, ptr %2, align 8, !tbaa !20
  %308 = getelementptr inbounds i8, ptr %4, i64 %307
  store i8 0, ptr %308, align 1, !tbaa !13
  %309 = load i64, ptr %2, align 8, !tbaa !20
  %310 = add i64 %309, 1
  store i64 %310, ptr %2, align 8, !tbaa !20
  br label %311

311:                                              ; preds = %234, %242, %292, %305, %302, %196, %288, %232, %192, %127
  %312 = phi i64 [ 0, %127 ], [ %152, %192 ], [ %207, %232 ], [ %207, %288 ], [ %152, %196 ], [ %130, %302 ], [ %130, %305 ], [ %207, %292 ], [ %207, %242 ], [ %207, %234 ]
  %313 = phi i8 [ %85, %127 ], [ %85, %192 ], [ %88, %232 ], [ %88, %288 ], [ %85, %196 ], [ %85, %302 ], [ %85, %305 ], [ %88, %292 ], [ %88, %242 ], [ %88, %234 ]
  %314 = add i64 %312, %86
  %315 = icmp ult i64 %314, %80
  br i1 %315, label %84, label %316, !llvm.loop !44

316:                                              ; preds = %311, %5, %21, %79
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliConvertBitDepthsToSymbols(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = alloca [16 x i16], align 16
  %5 = alloca [16 x i16], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  %6 = icmp eq i64 %1, 0
  br i1 %6, label %90, label %7

7:                                                ; preds = %3
  %8 = and i64 %1, 3
  %9 = icmp ult i64 %1, 4
  br i1 %9, label %45, label %10

10:                                               ; preds = %7
  %11 = and i64 %1, -4
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %42, %12 ]
  %14 = phi i64 [ 0, %10 ], [ %43, %12 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %13
  %16 = load i8, ptr %15, align 1, !tbaa !13
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %17
  %19 = load i16, ptr %18, align 2, !tbaa !45
  %20 = add i16 %19, 1
  store i16 %20, ptr %18, align 2, !tbaa !45
  %21 = or disjoint i64 %13, 1
  %22 = getelementptr inbounds i8, ptr %0, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !13
  %24 = zext i8 %23 to i64
  %25 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %24
  %26 = load i16, ptr %25, align 2, !tbaa !45
  %27 = add i16 %26, 1
  store i16 %27, ptr %25, align 2, !tbaa !45
  %28 = or disjoint i64 %13, 2
  %29 = getelementptr inbounds i8, ptr %0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !13
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !45
  %34 = add i16 %33, 1
  store i16 %34, ptr %32, align 2, !tbaa !45
  %35 = or disjoint i64 %13, 3
  %36 = getelementptr inbounds i8, ptr %0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !13
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !45
  %41 = add i16 %40, 1
  store i16 %41, ptr %39, align 2, !tbaa !45
  %42 = add nuw i64 %13, 4
  %43 = add i64 %14, 4
  %44 = icmp eq i64 %43, %11
  br i1 %44, label %45, label %12, !llvm.loop !46

45:                                               ; preds = %12, %7
  %46 = phi i64 [ 0, %7 ], [ %42, %12 ]
  %47 = icmp eq i64 %8, 0
  br i1 %47, label %60, label %48

48:                                               ; preds = %45, %48
  %49 = phi i64 [ %57, %48 ], [ %46, %45 ]
  %50 = phi i64 [ %58, %48 ], [ 0, %45 ]
  %51 = getelementptr inbounds i8, ptr %0, i64 %49
  %52 = load i8, ptr %51, align 1, !tbaa !13
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %53
  %55 = load i16, ptr %54, align 2, !tbaa !45
  %56 = add i16 %55, 1
  store i16 %56, ptr %54, align 2, !tbaa !45
  %57 = add nuw i64 %49, 1
  %58 = add i64 %50, 1
  %59 = icmp eq i64 %58, %8
  br i1 %59, label %60, label %48, !llvm.loop !47

60:                                               ; preds = %48, %45
  %61 = getelementptr inbounds i8, ptr %4, i64 2
  %62 = load i16, ptr %61, align 2, !tbaa !45
  %63 = getelementptr inbounds i8, ptr %4, i64 4
  %64 = load i16, ptr %63, align 4, !tbaa !45
  %65 = getelementptr inbounds i8, ptr %4, i64 6
  %66 = load i16, ptr %65, align 2, !tbaa !45
  %67 = getelementptr inbounds i8, ptr %4, i64 8
  %68 = load i16, ptr %67, align 8, !tbaa !45
  %69 = getelementptr inbounds i8, ptr %4, i64 10
  %70 = load i16, ptr %69, align 2, !tbaa !45
  %71 = getelementptr inbounds i8, ptr %4, i64 12
  %72 = load i16, ptr %71, align 4, !tbaa !45
  %73 = getelementptr inbounds i8, ptr %4, i64 14
  %74 = load i16, ptr %73, align 2, !tbaa !45
  %75 = getelementptr inbounds i8, ptr %4, i64 16
  %76 = load i16, ptr %75, align 16, !tbaa !45
  %77 = getelementptr inbounds i8, ptr %4, i64 18
  %78 = load i16, ptr %77, align 2, !tbaa !45
  %79 = getelementptr inbounds i8, ptr %4, i64 20
  %80 = load i16, ptr %79, align 4, !tbaa !45
  %81 = getelementptr inbounds i8, ptr %4, i64 22
  %82 = load i16, ptr %81, align 2, !tbaa !45
  %83 = getelementptr inbounds i8, ptr %4, i64 24
  %84 = load i16, ptr %83, align 8, !tbaa !45
  %85 = getelementptr inbounds i8, ptr %4, i64 26
  %86 = load i16, ptr %85, align 2, !tbaa !45
  %87 = getelementptr inbounds i8, ptr %4, i64 28
  %88 = load i16, ptr %87, align 4, !tbaa !45
  %89 = shl i16 %62, 1
  br label %90

90:                                               ; preds = %60, %3
  %91 = phi i16 [ %88, %60 ], [ 0, %3 ]
  %92 = phi i16 [ %86, %60 ], [ 0, %3 ]
  %93 = phi i16 [ %84, %60 ], [ 0, %3 ]
  %94 = phi i16 [ %82, %60 ], [ 0, %3 ]
  %95 = phi i16 [ %80, %60 ], [ 0, %3 ]
  %96 = phi i16 [ %78, %60 ], [ 0, %3 ]
  %97 = phi i16 [ %76, %60 ], [ 0, %3 ]
  %98 = phi i16 [ %74, %60 ], [ 0, %3 ]
  %99 = phi i16 [ %72, %60 ], [ 0, %3 ]
  %100 = phi i16 [ %70, %60 ], [ 0, %3 ]
  %101 = phi i16 [ %68, %60 ], [ 0, %3 ]
  %102 = phi i16 [ %66, %60 ], [ 0, %3 ]
  %103 = phi i16 [ %64, %60 ], [ 0, %3 ]
  %104 = phi i16 [ %89, %60 ], [ 0, %3 ]
  %105 = getelementptr inbounds i8, ptr %5, i64 2
  store i16 0, ptr %105, align 2, !tbaa !45
  %106 = getelementptr inbounds i8, ptr %5, i64 4
  store i16 %104, ptr %106, align 4, !tbaa !45
  %107 = add i16 %103, %104
  %108 = shl i16 %107, 1
  %109 = getelementptr inbounds i8, ptr %5, i64 6
  store i16 %108, ptr %109, align 2, !tbaa !45
  %110 = add i16 %102, %108
  %111 = shl i16 %110, 1
  %112 = getelementptr inbounds i8, ptr %5, i64 8
  store i16 %111, ptr %112, align 8, !tbaa !45
  %113 = add i16 %101, %111
  %114 = shl i16 %113, 1
  %115 = getelementptr inbounds i8, ptr %5, i64 10
  store i16 %114, ptr %115, align 2, !tbaa !45
  %116 = add i16 %100, %114
  %117 = shl i16 %116, 1
  %118 = getelementptr inbounds i8, ptr %5, i64 12
  store i16 %117, ptr %118, align 4, !tbaa !45
  %119 = add i16 %99, %117
  %120 = shl i16 %119, 1
  %121 = getelementptr inbounds i8, ptr %5, i64 14
  store i16 %120, ptr %121, align 2, !tbaa !45
  %122 = add i16 %98, %120
  %123 = shl i16 %122, 1
  %124 = getelementptr inbounds i8, ptr %5, i64 16
  store i16 %123, ptr %124, align 16, !tbaa !45
  %125 = add i16 %97, %123
  %126 = shl i16 %125, 1
  %127 = getelementptr inbounds i8, ptr %5, i64 18
  store i16 %126, ptr %127, align 2, !tbaa !45
  %128 = add i16 %96, %126
  %129 = shl i16 %128, 1
  %130 = getelementptr inbounds i8, ptr %5, i64 20
  store i16 %129, ptr %130, align 4, !tbaa !45
  %131 = add i16 %95, %129
  %132 = shl i16 %131, 1
  %133 = getelementptr inbounds i8, ptr %5, i64 22
  store i16 %132, ptr %133, align 2, !tbaa !45
  %134 = add i16 %94, %132
  %135 = shl i16 %134, 1
  %136 = getelementptr inbounds i8, ptr %5, i64 24
  store i16 %135, ptr %136, align 8, !tbaa !45
  %137 = add i16 %93, %135
  %138 = shl i16 %137, 1
  %139 = getelementptr inbounds i8, ptr %5, i64 26
  store i16 %138, ptr %139, align 2, !tbaa !45
  %140 = add i16 %92, %138
  %141 = shl i16 %140, 1
  %142 = getelementptr inbounds i8, ptr %5, i64 28
  store i16 %141, ptr %142, align 4, !tbaa !45
  %143 = add i16 %91, %141
  %144 = shl i16 %143, 1
  %145 = getelementptr inbounds i8, ptr %5, i64 30
  store i16 %144, ptr %145, align 2, !tbaa !45
  br i1 %6, label %212, label %146

146:                                              ; preds = %90, %209
  %147 = phi i64 [ %210, %209 ], [ 0, %90 ]
  %148 = getelementptr inbounds i8, ptr %0, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !13
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %209, label %151

151:                                              ; preds = %146
  %152 = zext i8 %149 to i64
  %153 = getelementptr inbounds [16 x i16], ptr %5, i64 0, i64 %152
  %154 = load i16, ptr %153, align 2, !tbaa !45
  %155 = add i16 %154, 1
  store i16 %155, ptr %153, align 2, !tbaa !45
  %156 = and i16 %154, 15
  %157 = zext nneg i16 %156 to i64
  %158 = getelementptr inbounds [16 x i64], ptr @BrotliReverseBits.kLut, i64 0, i64 %157
  %159 = load i64, ptr %158, align 8, !tbaa !20
  %160 = icmp ugt i8 %149, 4
  br i1 %160, label %161, label %202

161:                                              ; preds = %151
  %162 = add nsw i64 %152, -5
  %163 = icmp ult i64 %162, 4
  br i1 %163, label %188, label %164

164:                                              ; preds = %161
  %165 = lshr i64 %162, 2
  %166 = add nuw nsw i64 %165, 1
  %167 = and i64 %166, 9223372036854775806
  br label %168

168:                                              ; preds = %168, %164
  %169 = phi i64 [ %159, %164 ], [ %185, %168 ]
  %170 = phi i16 [ %154, %164 ], [ %180, %168 ]
  %171 = phi i64 [ 0, %164 ], [ %186, %168 ]
  %172 = lshr i16 %170, 4
  %173 = and i16 %172, 15
  %174 = zext nneg i16 %173 to i64
  %175 = getelementptr inbounds [16 x i64], ptr @BrotliReverseBits.kLut, i64 0, i64 %174
  %176 = load i64, ptr %175, align 8, !tbaa !20
  %177 = shl i64 %169, 8
  %178 = shl i64 %176, 4
  %179 = or i64 %177, %178
  %180 = lshr i16 %170, 8
  %181 = and i16 %180, 15
  %182 = zext nneg i16 %181 to i64
  %183 = getelementptr inbounds [16 x i64], ptr @BrotliReverseBits.kLut, i64 0, i64 %182
  %184 = load i64, ptr %183, align 8, !tbaa !20
  %185 = or i64 %184, %179
  %186 = add i64 %171, 2
  %187 = icmp eq i64 %186, %167
  br i1 %187, label %188, label %168, !llvm.loop !49

188:                                              ; preds = %168, %161
  %189 = phi i64 [ poison, %161 ], [ %185, %168 ]
  %190 = phi i64 [ %159, %161 ], [ %185, %168 ]
  %191 = phi i16 [ %154, %161 ], [ %180, %168 ]
  %192 = and i64 %162, 4
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %194, label %202

194:                                              ; preds = %188
  %195 = shl i64 %190, 4
  %196 = lshr i16 %191, 4
  %197 = and i16 %196, 15
  %198 = zext nneg i16 %197 to i64
  %199 = getelementptr inbounds [16 x i64], ptr @BrotliReverseBits.kLut, i64 0, i64 %198
  %200 = load i64, ptr %199, align 8, !tbaa !20
  %201 = or i64 %200, %195
  br label %202

202:                                              ; preds = %194, %188, %151
  %203 = phi i64 [ %159, %151 ], [ %189, %188 ], [ %201, %194 ]
  %204 = sub nsw i64 0, %152
  %205 = and i64 %204, 3
  %206 = lshr i64 %203, %205
  %207 = trunc i64 %206 to i16
  %208 = getelementptr inbounds i16, ptr %2, i64 %147
  store i16 %207, ptr %208, align 2, !tbaa !45
  br label %209

209:                                              ; preds = %146, %202
  %210 = add nuw i64 %147, 1
  %211 = icmp eq i64 %210, %1
  br i1 %211, label %212, label %146, !llvm.loop !50

212:                                              ; preds = %209, %90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!9 = !{!10, !11, i64 4}
!10 = !{!"HuffmanTree", !6, i64 0, !11, i64 4, !11, i64 6}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !11, i64 6}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!10, !6, i64 0}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !15, !28, !27}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15, !27, !28}
!35 = distinct !{!35, !15, !28, !27}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
!45 = !{!11, !11, i64 0}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !15}
