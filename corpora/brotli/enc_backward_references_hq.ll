; ModuleID = 'c/enc/backward_references_hq.c'
source_filename = "c/enc/backward_references_hq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ZopfliNode = type { i32, i32, i32, %union.anon }
%union.anon = type { float }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.StartPosQueue = type { [8 x %struct.PosData], i64 }
%struct.PosData = type { i64, [4 x i32], float, float }
%struct.BackwardMatch = type { i32, i32 }

@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16
@kDistanceCacheIndex = internal unnamed_addr constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], align 16
@kDistanceCacheOffset = internal unnamed_addr constant [16 x i32] [i32 0, i32 0, i32 0, i32 0, i32 -1, i32 1, i32 -2, i32 2, i32 -3, i32 3, i32 -1, i32 1, i32 -2, i32 2, i32 -3, i32 3], align 16
@kBrotliInsExtra = external hidden local_unnamed_addr constant [24 x i32], align 16
@kBrotliCopyExtra = external hidden local_unnamed_addr constant [24 x i32], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define hidden void @BrotliInitZopfliNodes(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %32, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %24, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi i64 [ 0, %7 ], [ %22, %9 ]
  %12 = getelementptr inbounds %struct.ZopfliNode, ptr %0, i64 %10
  store i32 1, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i64 4
  store i32 0, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 0, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %12, i64 12
  store float 0x47DFF933C0000000, ptr %15, align 4, !tbaa !9
  %16 = or disjoint i64 %10, 1
  %17 = getelementptr inbounds %struct.ZopfliNode, ptr %0, i64 %16
  store i32 1, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %17, i64 4
  store i32 0, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 0, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %17, i64 12
  store float 0x47DFF933C0000000, ptr %20, align 4, !tbaa !9
  %21 = add nuw i64 %10, 2
  %22 = add i64 %11, 2
  %23 = icmp eq i64 %22, %8
  br i1 %23, label %24, label %9, !llvm.loop !10

24:                                               ; preds = %9, %4
  %25 = phi i64 [ 0, %4 ], [ %21, %9 ]
  %26 = icmp eq i64 %5, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.ZopfliNode, ptr %0, i64 %25
  store i32 1, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %28, i64 4
  store i32 0, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  store i32 0, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %28, i64 12
  store float 0x47DFF933C0000000, ptr %31, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %27, %24, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden void @BrotliZopfliCreateCommands(i64 noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef %7) local_unnamed_addr #3 {
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !12
  %11 = zext nneg i32 %10 to i64
  %12 = shl nuw i64 1, %11
  %13 = add i64 %12, -16
  %14 = getelementptr inbounds i8, ptr %2, i64 12
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %5, i64 96
  %17 = load i64, ptr %16, align 8, !tbaa !24
  %18 = icmp eq i32 %15, -1
  br i1 %18, label %216, label %19

19:                                               ; preds = %8
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !25
  %22 = add i64 %21, %1
  %23 = getelementptr inbounds i8, ptr %5, i64 60
  %24 = getelementptr inbounds i8, ptr %5, i64 56
  %25 = getelementptr inbounds i8, ptr %3, i64 8
  %26 = getelementptr inbounds i8, ptr %3, i64 12
  %27 = getelementptr inbounds i8, ptr %3, i64 4
  br label %28

28:                                               ; preds = %19, %210
  %29 = phi i64 [ 0, %19 ], [ %213, %210 ]
  %30 = phi i32 [ %15, %19 ], [ %44, %210 ]
  %31 = phi i64 [ 0, %19 ], [ %214, %210 ]
  %32 = zext i32 %30 to i64
  %33 = getelementptr %struct.ZopfliNode, ptr %2, i64 %29
  %34 = getelementptr %struct.ZopfliNode, ptr %33, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !26
  %36 = and i32 %35, 33554431
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %34, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !28
  %40 = and i32 %39, 134217727
  %41 = zext nneg i32 %40 to i64
  %42 = add i64 %29, %41
  %43 = getelementptr inbounds i8, ptr %34, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = icmp eq i64 %31, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %28
  %47 = load i64, ptr %4, align 8, !tbaa !29
  %48 = add i64 %47, %41
  store i64 0, ptr %4, align 8, !tbaa !29
  br label %49

49:                                               ; preds = %46, %28
  %50 = phi i64 [ %48, %46 ], [ %41, %28 ]
  %51 = getelementptr inbounds i8, ptr %34, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !30
  %53 = zext i32 %52 to i64
  %54 = lshr i32 %35, 25
  %55 = add nuw nsw i32 %36, 9
  %56 = sub nsw i32 %55, %54
  %57 = add i64 %22, %42
  %58 = tail call i64 @llvm.umin.i64(i64 %57, i64 %13)
  %59 = add i64 %58, %17
  %60 = icmp uge i64 %59, %53
  %61 = icmp ult i32 %39, 134217728
  %62 = add i32 %52, 15
  %63 = lshr i32 %39, 27
  %64 = add nsw i32 %63, -1
  %65 = select i1 %61, i32 %62, i32 %64
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds %struct.Command, ptr %6, i64 %31
  %68 = sub i32 %56, %35
  %69 = trunc i64 %50 to i32
  store i32 %69, ptr %67, align 4, !tbaa !31
  %70 = shl i32 %68, 25
  %71 = or disjoint i32 %70, %36
  %72 = getelementptr inbounds i8, ptr %67, i64 4
  store i32 %71, ptr %72, align 4, !tbaa !34
  %73 = load i32, ptr %23, align 4, !tbaa !35
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %67, i64 14
  %76 = getelementptr inbounds i8, ptr %67, i64 8
  %77 = add nuw nsw i64 %74, 16
  %78 = icmp ugt i64 %77, %66
  br i1 %78, label %79, label %81

79:                                               ; preds = %49
  %80 = trunc i32 %65 to i16
  br label %113

81:                                               ; preds = %49
  %82 = load i32, ptr %24, align 8, !tbaa !36
  %83 = zext i32 %82 to i64
  %84 = shl nuw i64 4, %83
  %85 = add nsw i64 %66, -16
  %86 = sub nsw i64 %85, %74
  %87 = add i64 %86, %84
  %88 = trunc i64 %87 to i32
  %89 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %88, i1 true)
  %90 = sub nsw i32 30, %89
  %91 = zext i32 %90 to i64
  %92 = shl nsw i32 -1, %82
  %93 = xor i32 %92, -1
  %94 = zext nneg i32 %93 to i64
  %95 = and i64 %87, %94
  %96 = lshr i64 %87, %91
  %97 = and i64 %96, 1
  %98 = or disjoint i64 %97, 2
  %99 = shl i64 %98, %91
  %100 = sub nsw i64 %91, %83
  %101 = shl nsw i64 %100, 10
  %102 = shl nsw i64 %100, 1
  %103 = add nsw i64 %102, 65534
  %104 = or disjoint i64 %103, %97
  %105 = shl i64 %104, %83
  %106 = add nuw nsw i64 %95, %77
  %107 = add i64 %106, %105
  %108 = or i64 %107, %101
  %109 = trunc i64 %108 to i16
  %110 = sub i64 %87, %99
  %111 = lshr i64 %110, %83
  %112 = trunc i64 %111 to i32
  br label %113

113:                                              ; preds = %79, %81
  %114 = phi i16 [ %80, %79 ], [ %109, %81 ]
  %115 = phi i32 [ 0, %79 ], [ %112, %81 ]
  store i16 %114, ptr %75, align 2
  store i32 %115, ptr %76, align 4, !tbaa !5
  %116 = and i16 %114, 1023
  %117 = icmp eq i16 %116, 0
  %118 = getelementptr inbounds i8, ptr %67, i64 12
  %119 = icmp ult i64 %50, 6
  br i1 %119, label %120, label %122

120:                                              ; preds = %113
  %121 = trunc nuw nsw i64 %50 to i16
  br label %148

122:                                              ; preds = %113
  %123 = icmp ult i64 %50, 130
  br i1 %123, label %124, label %136

124:                                              ; preds = %122
  %125 = add nsw i64 %50, -2
  %126 = trunc i64 %125 to i32
  %127 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %126, i1 true)
  %128 = sub nuw nsw i32 30, %127
  %129 = shl nuw nsw i32 %128, 1
  %130 = zext nneg i32 %129 to i64
  %131 = zext nneg i32 %128 to i64
  %132 = lshr i64 %125, %131
  %133 = add nuw nsw i64 %132, %130
  %134 = trunc i64 %133 to i16
  %135 = add nuw nsw i16 %134, 2
  br label %148

136:                                              ; preds = %122
  %137 = icmp ult i64 %50, 2114
  br i1 %137, label %138, label %143

138:                                              ; preds = %136
  %139 = add nsw i32 %69, -66
  %140 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %139, i1 true)
  %141 = trunc nuw nsw i32 %140 to i16
  %142 = sub nuw nsw i16 41, %141
  br label %148

143:                                              ; preds = %136
  %144 = icmp ult i64 %50, 6210
  br i1 %144, label %148, label %145

145:                                              ; preds = %143
  %146 = icmp ult i64 %50, 22594
  %147 = select i1 %146, i16 22, i16 23
  br label %148

148:                                              ; preds = %120, %124, %138, %143, %145
  %149 = phi i16 [ %121, %120 ], [ %135, %124 ], [ %142, %138 ], [ 21, %143 ], [ %147, %145 ]
  %150 = icmp ult i32 %56, 10
  br i1 %150, label %151, label %154

151:                                              ; preds = %148
  %152 = trunc nuw i32 %56 to i16
  %153 = add nsw i16 %152, -2
  br label %175

154:                                              ; preds = %148
  %155 = icmp ult i32 %56, 134
  br i1 %155, label %156, label %168

156:                                              ; preds = %154
  %157 = add nsw i32 %56, -6
  %158 = sext i32 %157 to i64
  %159 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %160 = sub nsw i32 30, %159
  %161 = shl nsw i32 %160, 1
  %162 = zext i32 %161 to i64
  %163 = zext nneg i32 %160 to i64
  %164 = lshr i64 %158, %163
  %165 = add i64 %164, %162
  %166 = trunc i64 %165 to i16
  %167 = add i16 %166, 4
  br label %175

168:                                              ; preds = %154
  %169 = icmp ult i32 %56, 2118
  br i1 %169, label %170, label %175

170:                                              ; preds = %168
  %171 = add nsw i32 %56, -70
  %172 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %171, i1 true)
  %173 = trunc nuw nsw i32 %172 to i16
  %174 = sub nuw nsw i16 43, %173
  br label %175

175:                                              ; preds = %151, %156, %168, %170
  %176 = phi i16 [ %153, %151 ], [ %167, %156 ], [ %174, %170 ], [ 23, %168 ]
  %177 = and i16 %176, 7
  %178 = shl nuw nsw i16 %149, 3
  %179 = and i16 %178, 56
  %180 = or disjoint i16 %177, %179
  %181 = icmp ult i16 %149, 8
  %182 = and i1 %117, %181
  %183 = icmp ult i16 %176, 16
  %184 = and i1 %182, %183
  br i1 %184, label %185, label %189

185:                                              ; preds = %175
  %186 = icmp ult i16 %176, 8
  %187 = or disjoint i16 %180, 64
  %188 = select i1 %186, i16 %180, i16 %187
  br label %203

189:                                              ; preds = %175
  %190 = lshr i16 %176, 3
  %191 = lshr i16 %149, 3
  %192 = mul nuw nsw i16 %191, 3
  %193 = add nuw nsw i16 %190, %192
  %194 = zext nneg i16 %193 to i32
  %195 = shl nuw nsw i32 %194, 1
  %196 = shl nuw nsw i32 %194, 6
  %197 = add nuw nsw i32 %196, 64
  %198 = lshr i32 5377344, %195
  %199 = and i32 %198, 192
  %200 = add nuw nsw i32 %197, %199
  %201 = trunc i32 %200 to i16
  %202 = or disjoint i16 %180, %201
  br label %203

203:                                              ; preds = %185, %189
  %204 = phi i16 [ %188, %185 ], [ %202, %189 ]
  store i16 %204, ptr %118, align 2, !tbaa !37
  %205 = icmp ne i32 %65, 0
  %206 = and i1 %60, %205
  br i1 %206, label %207, label %210

207:                                              ; preds = %203
  %208 = load i32, ptr %25, align 4, !tbaa !5
  store i32 %208, ptr %26, align 4, !tbaa !5
  %209 = load <2 x i32>, ptr %3, align 4, !tbaa !5
  store <2 x i32> %209, ptr %27, align 4, !tbaa !5
  store i32 %52, ptr %3, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %207, %203
  %211 = load i64, ptr %7, align 8, !tbaa !29
  %212 = add i64 %211, %50
  store i64 %212, ptr %7, align 8, !tbaa !29
  %213 = add i64 %42, %37
  %214 = add i64 %31, 1
  %215 = icmp eq i32 %44, -1
  br i1 %215, label %216, label %28, !llvm.loop !38

216:                                              ; preds = %210, %8
  %217 = phi i64 [ 0, %8 ], [ %213, %210 ]
  %218 = sub i64 %0, %217
  %219 = load i64, ptr %4, align 8, !tbaa !29
  %220 = add i64 %218, %219
  store i64 %220, ptr %4, align 8, !tbaa !29
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliZopfliComputeShortestPath(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef %9) local_unnamed_addr #4 {
  %11 = alloca [38 x i32], align 16
  %12 = alloca %struct.StartPosQueue, align 8
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !25
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !12
  %17 = zext nneg i32 %16 to i64
  %18 = shl nuw i64 1, %17
  %19 = add i64 %18, -16
  %20 = getelementptr inbounds i8, ptr %6, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !39
  %22 = icmp slt i32 %21, 11
  %23 = select i1 %22, i64 150, i64 325
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %12) #13
  %24 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 3072) #13
  %25 = tail call i64 @llvm.usub.sat.i64(i64 %1, i64 127)
  %26 = add i64 %25, %2
  %27 = getelementptr inbounds i8, ptr %6, i64 88
  %28 = getelementptr inbounds i8, ptr %6, i64 96
  %29 = load i64, ptr %28, align 8, !tbaa !40
  %30 = load i64, ptr %27, align 8, !tbaa !41
  %31 = icmp eq i64 %30, 0
  %32 = select i1 %31, i64 0, i64 256
  %33 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 9896) #13
  store i32 0, ptr %9, align 4, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %9, i64 12
  store float 0.000000e+00, ptr %34, align 4, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %33, i64 2848
  store i64 %1, ptr %35, align 8, !tbaa !42
  %36 = add i64 %1, 2
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %10
  %39 = shl i64 %36, 2
  %40 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %39) #13
  br label %41

41:                                               ; preds = %38, %10
  %42 = phi ptr [ %40, %38 ], [ null, %10 ]
  %43 = getelementptr inbounds i8, ptr %33, i64 2832
  store ptr %42, ptr %43, align 8, !tbaa !45
  %44 = getelementptr inbounds i8, ptr %6, i64 68
  %45 = load i32, ptr %44, align 4, !tbaa !46
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %41
  %48 = zext i32 %45 to i64
  %49 = shl nuw nsw i64 %48, 2
  %50 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %49) #13
  %51 = load i32, ptr %44, align 4, !tbaa !46
  br label %52

52:                                               ; preds = %41, %47
  %53 = phi i32 [ %51, %47 ], [ 0, %41 ]
  %54 = phi ptr [ %50, %47 ], [ null, %41 ]
  %55 = getelementptr inbounds i8, ptr %33, i64 2816
  store ptr %54, ptr %55, align 8, !tbaa !47
  %56 = getelementptr inbounds i8, ptr %33, i64 2824
  store i32 %53, ptr %56, align 8, !tbaa !48
  tail call fastcc void @ZopfliCostModelSetFromLiteralCosts(ptr noundef nonnull %33, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  %57 = getelementptr inbounds i8, ptr %12, i64 256
  store i64 0, ptr %57, align 8, !tbaa !49
  %58 = icmp ugt i64 %1, 3
  br i1 %58, label %59, label %1134

59:                                               ; preds = %52
  %60 = getelementptr inbounds i8, ptr %6, i64 624
  %61 = getelementptr inbounds i8, ptr %6, i64 629
  %62 = getelementptr inbounds i8, ptr %5, i64 256
  %63 = getelementptr inbounds i8, ptr %8, i64 80
  %64 = getelementptr inbounds i8, ptr %6, i64 696
  %65 = getelementptr %struct.BackwardMatch, ptr %24, i64 %32
  %66 = getelementptr inbounds i8, ptr %8, i64 88
  %67 = getelementptr inbounds i8, ptr %8, i64 104
  %68 = getelementptr inbounds i8, ptr %8, i64 96
  %69 = add i64 %29, 1
  %70 = getelementptr inbounds i8, ptr %6, i64 72
  %71 = ptrtoint ptr %65 to i64
  %72 = getelementptr i8, ptr %65, i64 -512
  %73 = getelementptr i8, ptr %65, i64 -516
  %74 = getelementptr inbounds i8, ptr %6, i64 104
  %75 = getelementptr inbounds i8, ptr %6, i64 360
  %76 = getelementptr inbounds i8, ptr %24, i64 4
  %77 = add i64 %14, %2
  %78 = getelementptr inbounds i8, ptr %11, i64 16
  %79 = getelementptr inbounds i8, ptr %11, i64 32
  %80 = getelementptr inbounds i8, ptr %11, i64 48
  %81 = getelementptr inbounds i8, ptr %11, i64 64
  %82 = getelementptr inbounds i8, ptr %11, i64 80
  %83 = getelementptr inbounds i8, ptr %11, i64 96
  %84 = getelementptr inbounds i8, ptr %11, i64 112
  %85 = getelementptr inbounds i8, ptr %11, i64 128
  %86 = getelementptr inbounds i8, ptr %11, i64 144
  %87 = getelementptr inbounds i8, ptr %11, i64 148
  br label %88

88:                                               ; preds = %59, %1129
  %89 = phi i64 [ 0, %59 ], [ %1131, %1129 ]
  %90 = add i64 %89, %2
  %91 = call i64 @llvm.umin.i64(i64 %90, i64 %19)
  %92 = add i64 %90, %14
  %93 = call i64 @llvm.umin.i64(i64 %92, i64 %19)
  %94 = load i32, ptr %60, align 8, !tbaa !51
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %123, label %96

96:                                               ; preds = %88
  %97 = icmp eq i64 %90, 0
  br i1 %97, label %109, label %98

98:                                               ; preds = %96
  %99 = add i64 %90, -1
  %100 = and i64 %99, %4
  %101 = getelementptr inbounds i8, ptr %3, i64 %100
  %102 = load i8, ptr %101, align 1, !tbaa !9
  %103 = icmp eq i64 %90, 1
  br i1 %103, label %109, label %104

104:                                              ; preds = %98
  %105 = add i64 %90, -2
  %106 = and i64 %105, %4
  %107 = getelementptr inbounds i8, ptr %3, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !9
  br label %109

109:                                              ; preds = %96, %98, %104
  %110 = phi i8 [ %102, %104 ], [ %102, %98 ], [ 0, %96 ]
  %111 = phi i8 [ %108, %104 ], [ 0, %98 ], [ 0, %96 ]
  %112 = zext i8 %110 to i64
  %113 = getelementptr inbounds i8, ptr %5, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !9
  %115 = zext i8 %111 to i64
  %116 = getelementptr inbounds i8, ptr %62, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !9
  %118 = or i8 %117, %114
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds [64 x i8], ptr %61, i64 0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !9
  %122 = zext i8 %121 to i64
  br label %123

123:                                              ; preds = %109, %88
  %124 = phi i64 [ %122, %109 ], [ 0, %88 ]
  %125 = getelementptr inbounds [64 x ptr], ptr %64, i64 0, i64 %124
  %126 = load ptr, ptr %125, align 8, !tbaa !52
  %127 = sub i64 %1, %89
  call void @llvm.experimental.noalias.scope.decl(metadata !53)
  %128 = and i64 %90, %4
  %129 = load i32, ptr %20, align 4, !tbaa !39, !noalias !56
  %130 = icmp eq i32 %129, 11
  %131 = select i1 %130, i64 64, i64 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %11) #13, !noalias !56
  %132 = call i64 @llvm.usub.sat.i64(i64 %90, i64 %131)
  %133 = add i64 %90, -1
  %134 = icmp ugt i64 %133, %132
  br i1 %134, label %135, label %217

135:                                              ; preds = %123
  %136 = getelementptr inbounds i8, ptr %3, i64 %128
  %137 = getelementptr i8, ptr %136, i64 1
  %138 = icmp ugt i64 %127, 7
  br label %139

139:                                              ; preds = %135, %210
  %140 = phi i64 [ %133, %135 ], [ %213, %210 ]
  %141 = phi ptr [ %65, %135 ], [ %212, %210 ]
  %142 = phi i64 [ 1, %135 ], [ %211, %210 ]
  %143 = sub i64 %90, %140
  %144 = icmp ugt i64 %143, %91
  br i1 %144, label %217, label %145, !prof !58

145:                                              ; preds = %139
  %146 = and i64 %140, %4
  %147 = load i8, ptr %136, align 1, !tbaa !9, !alias.scope !53, !noalias !59
  %148 = getelementptr inbounds i8, ptr %3, i64 %146
  %149 = load i8, ptr %148, align 1, !tbaa !9, !alias.scope !53, !noalias !59
  %150 = icmp eq i8 %147, %149
  br i1 %150, label %151, label %210

151:                                              ; preds = %145
  %152 = load i8, ptr %137, align 1, !tbaa !9, !alias.scope !53, !noalias !59
  %153 = getelementptr i8, ptr %148, i64 1
  %154 = load i8, ptr %153, align 1, !tbaa !9, !alias.scope !53, !noalias !59
  %155 = icmp eq i8 %152, %154
  br i1 %155, label %156, label %210

156:                                              ; preds = %151
  br i1 %138, label %164, label %157

157:                                              ; preds = %179, %156
  %158 = phi i64 [ %127, %156 ], [ %182, %179 ]
  %159 = phi ptr [ %136, %156 ], [ %180, %179 ]
  %160 = phi ptr [ %148, %156 ], [ %181, %179 ]
  %161 = icmp eq i64 %158, 0
  br i1 %161, label %196, label %162

162:                                              ; preds = %157
  %163 = getelementptr i8, ptr %160, i64 %158
  br label %184

164:                                              ; preds = %156, %179
  %165 = phi ptr [ %181, %179 ], [ %148, %156 ]
  %166 = phi ptr [ %180, %179 ], [ %136, %156 ]
  %167 = phi i64 [ %182, %179 ], [ %127, %156 ]
  %168 = load i64, ptr %166, align 1, !noalias !59
  %169 = load i64, ptr %165, align 1, !noalias !59
  %170 = icmp eq i64 %168, %169
  br i1 %170, label %179, label %171

171:                                              ; preds = %164
  %172 = xor i64 %169, %168
  %173 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %172, i1 true)
  %174 = ptrtoint ptr %165 to i64
  %175 = ptrtoint ptr %148 to i64
  %176 = sub i64 %174, %175
  %177 = lshr i64 %173, 3
  %178 = add i64 %176, %177
  br label %201

179:                                              ; preds = %164
  %180 = getelementptr inbounds i8, ptr %166, i64 8
  %181 = getelementptr inbounds i8, ptr %165, i64 8
  %182 = add i64 %167, -8
  %183 = icmp ugt i64 %182, 7
  br i1 %183, label %164, label %157, !llvm.loop !60

184:                                              ; preds = %162, %191
  %185 = phi ptr [ %194, %191 ], [ %160, %162 ]
  %186 = phi ptr [ %193, %191 ], [ %159, %162 ]
  %187 = phi i64 [ %192, %191 ], [ %158, %162 ]
  %188 = load i8, ptr %185, align 1, !tbaa !9, !noalias !59
  %189 = load i8, ptr %186, align 1, !tbaa !9, !noalias !59
  %190 = icmp eq i8 %188, %189
  br i1 %190, label %191, label %196

191:                                              ; preds = %184
  %192 = add nsw i64 %187, -1
  %193 = getelementptr inbounds i8, ptr %186, i64 1
  %194 = getelementptr inbounds i8, ptr %185, i64 1
  %195 = icmp eq i64 %192, 0
  br i1 %195, label %196, label %184, !llvm.loop !61

196:                                              ; preds = %191, %184, %157
  %197 = phi ptr [ %160, %157 ], [ %185, %184 ], [ %163, %191 ]
  %198 = ptrtoint ptr %197 to i64
  %199 = ptrtoint ptr %148 to i64
  %200 = sub i64 %198, %199
  br label %201

201:                                              ; preds = %171, %196
  %202 = phi i64 [ %178, %171 ], [ %200, %196 ]
  %203 = icmp ugt i64 %202, %142
  br i1 %203, label %204, label %210

204:                                              ; preds = %201
  %205 = getelementptr inbounds i8, ptr %141, i64 8
  %206 = trunc i64 %143 to i32
  store i32 %206, ptr %141, align 4, !tbaa !62, !noalias !59
  %207 = trunc i64 %202 to i32
  %208 = shl i32 %207, 5
  %209 = getelementptr inbounds i8, ptr %141, i64 4
  store i32 %208, ptr %209, align 4, !tbaa !64, !noalias !59
  br label %210

210:                                              ; preds = %204, %201, %151, %145
  %211 = phi i64 [ %202, %204 ], [ %142, %201 ], [ %142, %151 ], [ %142, %145 ]
  %212 = phi ptr [ %205, %204 ], [ %141, %201 ], [ %141, %151 ], [ %141, %145 ]
  %213 = add i64 %140, -1
  %214 = icmp ugt i64 %213, %132
  %215 = icmp ult i64 %211, 3
  %216 = select i1 %214, i1 %215, i1 false
  br i1 %216, label %139, label %217

217:                                              ; preds = %210, %139, %123
  %218 = phi i64 [ 1, %123 ], [ %142, %139 ], [ %211, %210 ]
  %219 = phi ptr [ %65, %123 ], [ %141, %139 ], [ %212, %210 ]
  %220 = icmp ult i64 %218, %127
  br i1 %220, label %221, label %378

221:                                              ; preds = %217
  call void @llvm.experimental.noalias.scope.decl(metadata !65)
  call void @llvm.experimental.noalias.scope.decl(metadata !68)
  call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %222 = call i64 @llvm.umin.i64(i64 %127, i64 128)
  %223 = icmp ugt i64 %127, 127
  %224 = getelementptr inbounds i8, ptr %3, i64 %128
  %225 = load i32, ptr %224, align 1, !alias.scope !72, !noalias !75
  %226 = mul i32 %225, 506832829
  %227 = lshr i32 %226, 15
  %228 = load ptr, ptr %66, align 8, !tbaa !77, !alias.scope !65, !noalias !79
  %229 = load ptr, ptr %67, align 8, !tbaa !80, !alias.scope !65, !noalias !79
  %230 = zext nneg i32 %227 to i64
  %231 = getelementptr inbounds i32, ptr %228, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !5, !noalias !75
  %233 = load i64, ptr %63, align 8, !tbaa !81, !noalias !82
  %234 = and i64 %233, %90
  %235 = shl i64 %234, 1
  %236 = or disjoint i64 %235, 1
  br i1 %223, label %237, label %239

237:                                              ; preds = %221
  %238 = trunc i64 %90 to i32
  store i32 %238, ptr %231, align 4, !tbaa !5, !noalias !82
  br label %239

239:                                              ; preds = %237, %221
  %240 = zext i32 %232 to i64
  %241 = icmp eq i64 %90, %240
  br i1 %241, label %256, label %242

242:                                              ; preds = %239, %361
  %243 = phi i64 [ %370, %361 ], [ %240, %239 ]
  %244 = phi ptr [ %330, %361 ], [ %219, %239 ]
  %245 = phi i32 [ %368, %361 ], [ %232, %239 ]
  %246 = phi i64 [ %365, %361 ], [ %235, %239 ]
  %247 = phi i64 [ %364, %361 ], [ %236, %239 ]
  %248 = phi i64 [ %369, %361 ], [ 64, %239 ]
  %249 = phi i64 [ %363, %361 ], [ 0, %239 ]
  %250 = phi i64 [ %362, %361 ], [ 0, %239 ]
  %251 = phi i64 [ %329, %361 ], [ %218, %239 ]
  %252 = sub i64 %90, %243
  %253 = icmp ugt i64 %252, %91
  %254 = icmp eq i64 %248, 0
  %255 = select i1 %253, i1 true, i1 %254
  br i1 %255, label %256, label %264

256:                                              ; preds = %361, %242, %239
  %257 = phi i64 [ %218, %239 ], [ %251, %242 ], [ %329, %361 ]
  %258 = phi i64 [ %236, %239 ], [ %247, %242 ], [ %364, %361 ]
  %259 = phi i64 [ %235, %239 ], [ %246, %242 ], [ %365, %361 ]
  %260 = phi ptr [ %219, %239 ], [ %244, %242 ], [ %330, %361 ]
  br i1 %223, label %261, label %378

261:                                              ; preds = %256
  %262 = load i32, ptr %68, align 8, !tbaa !83, !alias.scope !65, !noalias !79
  %263 = getelementptr inbounds i32, ptr %229, i64 %259
  store i32 %262, ptr %263, align 4, !tbaa !5, !noalias !82
  br label %372

264:                                              ; preds = %242
  %265 = and i64 %243, %4
  %266 = call i64 @llvm.umin.i64(i64 %250, i64 %249)
  %267 = getelementptr i8, ptr %224, i64 %266
  %268 = getelementptr i8, ptr %3, i64 %265
  %269 = getelementptr i8, ptr %268, i64 %266
  %270 = sub i64 %127, %266
  %271 = icmp ugt i64 %270, 7
  br i1 %271, label %279, label %272

272:                                              ; preds = %294, %264
  %273 = phi i64 [ %270, %264 ], [ %297, %294 ]
  %274 = phi ptr [ %269, %264 ], [ %295, %294 ]
  %275 = phi ptr [ %267, %264 ], [ %296, %294 ]
  %276 = icmp eq i64 %273, 0
  br i1 %276, label %311, label %277

277:                                              ; preds = %272
  %278 = getelementptr i8, ptr %275, i64 %273
  br label %299

279:                                              ; preds = %264, %294
  %280 = phi ptr [ %296, %294 ], [ %267, %264 ]
  %281 = phi ptr [ %295, %294 ], [ %269, %264 ]
  %282 = phi i64 [ %297, %294 ], [ %270, %264 ]
  %283 = load i64, ptr %281, align 1, !noalias !82
  %284 = load i64, ptr %280, align 1, !noalias !82
  %285 = icmp eq i64 %283, %284
  br i1 %285, label %294, label %286

286:                                              ; preds = %279
  %287 = xor i64 %284, %283
  %288 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %287, i1 true)
  %289 = ptrtoint ptr %280 to i64
  %290 = ptrtoint ptr %267 to i64
  %291 = sub i64 %289, %290
  %292 = lshr i64 %288, 3
  %293 = add i64 %291, %292
  br label %316

294:                                              ; preds = %279
  %295 = getelementptr inbounds i8, ptr %281, i64 8
  %296 = getelementptr inbounds i8, ptr %280, i64 8
  %297 = add i64 %282, -8
  %298 = icmp ugt i64 %297, 7
  br i1 %298, label %279, label %272, !llvm.loop !60

299:                                              ; preds = %277, %306
  %300 = phi ptr [ %309, %306 ], [ %275, %277 ]
  %301 = phi ptr [ %308, %306 ], [ %274, %277 ]
  %302 = phi i64 [ %307, %306 ], [ %273, %277 ]
  %303 = load i8, ptr %300, align 1, !tbaa !9, !alias.scope !68, !noalias !75
  %304 = load i8, ptr %301, align 1, !tbaa !9, !alias.scope !68, !noalias !75
  %305 = icmp eq i8 %303, %304
  br i1 %305, label %306, label %311

306:                                              ; preds = %299
  %307 = add nsw i64 %302, -1
  %308 = getelementptr inbounds i8, ptr %301, i64 1
  %309 = getelementptr inbounds i8, ptr %300, i64 1
  %310 = icmp eq i64 %307, 0
  br i1 %310, label %311, label %299, !llvm.loop !61

311:                                              ; preds = %306, %299, %272
  %312 = phi ptr [ %275, %272 ], [ %300, %299 ], [ %278, %306 ]
  %313 = ptrtoint ptr %312 to i64
  %314 = ptrtoint ptr %267 to i64
  %315 = sub i64 %313, %314
  br label %316

316:                                              ; preds = %286, %311
  %317 = phi i64 [ %293, %286 ], [ %315, %311 ]
  %318 = add i64 %317, %266
  %319 = icmp eq ptr %244, null
  br i1 %319, label %328, label %320

320:                                              ; preds = %316
  %321 = icmp ugt i64 %318, %251
  br i1 %321, label %322, label %328

322:                                              ; preds = %320
  %323 = getelementptr inbounds i8, ptr %244, i64 8
  %324 = trunc i64 %252 to i32
  store i32 %324, ptr %244, align 4, !tbaa !62, !alias.scope !70, !noalias !84
  %325 = trunc i64 %318 to i32
  %326 = shl i32 %325, 5
  %327 = getelementptr inbounds i8, ptr %244, i64 4
  store i32 %326, ptr %327, align 4, !tbaa !64, !alias.scope !70, !noalias !84
  br label %328

328:                                              ; preds = %322, %320, %316
  %329 = phi i64 [ %251, %316 ], [ %318, %322 ], [ %251, %320 ]
  %330 = phi ptr [ null, %316 ], [ %323, %322 ], [ %244, %320 ]
  %331 = icmp ult i64 %318, %222
  br i1 %331, label %342, label %332

332:                                              ; preds = %328
  br i1 %223, label %333, label %378

333:                                              ; preds = %332
  %334 = and i64 %243, %233
  %335 = shl nuw nsw i64 %334, 1
  %336 = getelementptr inbounds i32, ptr %229, i64 %335
  %337 = load i32, ptr %336, align 4, !tbaa !5, !noalias !82
  %338 = getelementptr inbounds i32, ptr %229, i64 %246
  store i32 %337, ptr %338, align 4, !tbaa !5, !noalias !82
  %339 = or disjoint i64 %335, 1
  %340 = getelementptr inbounds i32, ptr %229, i64 %339
  %341 = load i32, ptr %340, align 4, !tbaa !5, !noalias !82
  br label %372

342:                                              ; preds = %328
  %343 = getelementptr i8, ptr %224, i64 %318
  %344 = load i8, ptr %343, align 1, !tbaa !9, !alias.scope !68, !noalias !75
  %345 = getelementptr i8, ptr %268, i64 %318
  %346 = load i8, ptr %345, align 1, !tbaa !9, !alias.scope !68, !noalias !75
  %347 = icmp ugt i8 %344, %346
  br i1 %347, label %348, label %355

348:                                              ; preds = %342
  br i1 %223, label %349, label %351

349:                                              ; preds = %348
  %350 = getelementptr inbounds i32, ptr %229, i64 %246
  store i32 %245, ptr %350, align 4, !tbaa !5, !noalias !82
  br label %351

351:                                              ; preds = %349, %348
  %352 = and i64 %243, %233
  %353 = shl nuw nsw i64 %352, 1
  %354 = or disjoint i64 %353, 1
  br label %361

355:                                              ; preds = %342
  br i1 %223, label %356, label %358

356:                                              ; preds = %355
  %357 = getelementptr inbounds i32, ptr %229, i64 %247
  store i32 %245, ptr %357, align 4, !tbaa !5, !noalias !82
  br label %358

358:                                              ; preds = %356, %355
  %359 = and i64 %243, %233
  %360 = shl nuw nsw i64 %359, 1
  br label %361

361:                                              ; preds = %358, %351
  %362 = phi i64 [ %318, %351 ], [ %250, %358 ]
  %363 = phi i64 [ %249, %351 ], [ %318, %358 ]
  %364 = phi i64 [ %247, %351 ], [ %360, %358 ]
  %365 = phi i64 [ %354, %351 ], [ %246, %358 ]
  %366 = phi i64 [ %354, %351 ], [ %360, %358 ]
  %367 = getelementptr inbounds i32, ptr %229, i64 %366
  %368 = load i32, ptr %367, align 4, !tbaa !5, !noalias !82
  %369 = add nsw i64 %248, -1
  %370 = zext i32 %368 to i64
  %371 = icmp eq i64 %90, %370
  br i1 %371, label %256, label %242

372:                                              ; preds = %261, %333
  %373 = phi i64 [ %247, %333 ], [ %258, %261 ]
  %374 = phi i32 [ %341, %333 ], [ %262, %261 ]
  %375 = phi i64 [ %329, %333 ], [ %257, %261 ]
  %376 = phi ptr [ %330, %333 ], [ %260, %261 ]
  %377 = getelementptr inbounds i32, ptr %229, i64 %373
  store i32 %374, ptr %377, align 4, !tbaa !5, !noalias !82
  br label %378

378:                                              ; preds = %372, %332, %256, %217
  %379 = phi i64 [ %218, %217 ], [ %329, %332 ], [ %257, %256 ], [ %375, %372 ]
  %380 = phi ptr [ %219, %217 ], [ %330, %332 ], [ %260, %256 ], [ %376, %372 ]
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %11, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %78, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %79, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %80, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %81, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %82, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %83, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %84, align 16, !tbaa !5, !noalias !56
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %85, align 16, !tbaa !5, !noalias !56
  store i32 268435455, ptr %86, align 16, !tbaa !5, !noalias !56
  store i32 268435455, ptr %87, align 4, !tbaa !5, !noalias !56
  %381 = add i64 %379, 1
  %382 = call i64 @llvm.umax.i64(i64 %381, i64 4)
  %383 = getelementptr inbounds i8, ptr %3, i64 %128
  %384 = call i32 @BrotliFindAllStaticDictionaryMatches(ptr noundef %126, ptr noundef %383, i64 noundef %382, i64 noundef %127, ptr noundef nonnull %11) #13
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %418, label %386

386:                                              ; preds = %378
  %387 = call i64 @llvm.umin.i64(i64 %127, i64 37)
  %388 = icmp ugt i64 %382, %387
  br i1 %388, label %418, label %389

389:                                              ; preds = %386
  %390 = add i64 %69, %93
  br label %391

391:                                              ; preds = %389, %414
  %392 = phi ptr [ %380, %389 ], [ %415, %414 ]
  %393 = phi i64 [ %382, %389 ], [ %416, %414 ]
  %394 = getelementptr inbounds [38 x i32], ptr %11, i64 0, i64 %393
  %395 = load i32, ptr %394, align 4, !tbaa !5, !noalias !56
  %396 = icmp ult i32 %395, 268435455
  br i1 %396, label %397, label %414

397:                                              ; preds = %391
  %398 = lshr i32 %395, 5
  %399 = zext nneg i32 %398 to i64
  %400 = add i64 %390, %399
  %401 = load i64, ptr %70, align 8, !tbaa !85, !noalias !56
  %402 = icmp ugt i64 %400, %401
  br i1 %402, label %414, label %403

403:                                              ; preds = %397
  %404 = getelementptr inbounds i8, ptr %392, i64 8
  %405 = and i32 %395, 31
  %406 = zext nneg i32 %405 to i64
  %407 = trunc i64 %400 to i32
  store i32 %407, ptr %392, align 4, !tbaa !62
  %408 = shl i64 %393, 5
  %409 = icmp eq i64 %393, %406
  %410 = select i1 %409, i64 0, i64 %406
  %411 = or disjoint i64 %410, %408
  %412 = trunc i64 %411 to i32
  %413 = getelementptr inbounds i8, ptr %392, i64 4
  store i32 %412, ptr %413, align 4, !tbaa !64
  br label %414

414:                                              ; preds = %403, %397, %391
  %415 = phi ptr [ %392, %391 ], [ %404, %403 ], [ %392, %397 ]
  %416 = add nuw nsw i64 %393, 1
  %417 = icmp eq i64 %393, %387
  br i1 %417, label %418, label %391, !llvm.loop !86

418:                                              ; preds = %414, %386, %378
  %419 = phi ptr [ %380, %378 ], [ %380, %386 ], [ %415, %414 ]
  %420 = ptrtoint ptr %419 to i64
  %421 = sub i64 %420, %71
  %422 = ashr exact i64 %421, 3
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %11) #13, !noalias !56
  %423 = load i64, ptr %27, align 8, !tbaa !41
  %424 = icmp eq i64 %423, 0
  br i1 %424, label %808, label %425

425:                                              ; preds = %418
  %426 = load i64, ptr %70, align 8, !tbaa !85
  %427 = load i64, ptr %28, align 8, !tbaa !40, !noalias !87
  %428 = load i64, ptr %383, align 1, !alias.scope !90
  %429 = add i64 %427, %93
  br label %430

430:                                              ; preds = %425, %589
  %431 = phi i64 [ 0, %425 ], [ %583, %589 ]
  %432 = phi i64 [ 0, %425 ], [ %591, %589 ]
  %433 = phi i64 [ 3, %425 ], [ %590, %589 ]
  %434 = getelementptr inbounds [16 x ptr], ptr %74, i64 0, i64 %432
  %435 = load ptr, ptr %434, align 8, !tbaa !52, !noalias !87
  %436 = getelementptr inbounds [16 x i64], ptr %75, i64 0, i64 %432
  %437 = load i64, ptr %436, align 8, !tbaa !29, !noalias !87
  %438 = getelementptr inbounds %struct.BackwardMatch, ptr %72, i64 %431
  %439 = sub i64 64, %431
  call void @llvm.experimental.noalias.scope.decl(metadata !90)
  %440 = getelementptr inbounds i8, ptr %435, i64 8
  %441 = load i32, ptr %440, align 4, !tbaa !93, !noalias !90
  %442 = getelementptr inbounds i8, ptr %435, i64 12
  %443 = load i32, ptr %442, align 4, !tbaa !95, !noalias !90
  %444 = getelementptr inbounds i8, ptr %435, i64 16
  %445 = load i32, ptr %444, align 4, !tbaa !96, !noalias !90
  %446 = getelementptr inbounds i8, ptr %435, i64 20
  %447 = load i32, ptr %446, align 4, !tbaa !97, !noalias !90
  %448 = sub i32 64, %445
  %449 = sub i32 32, %447
  %450 = lshr i32 -1, %449
  %451 = sub i32 64, %443
  %452 = zext nneg i32 %451 to i64
  %453 = lshr i64 -1, %452
  %454 = getelementptr inbounds i8, ptr %435, i64 24
  %455 = zext nneg i32 %447 to i64
  %456 = shl nuw i64 1, %455
  %457 = getelementptr inbounds i32, ptr %454, i64 %456
  %458 = zext nneg i32 %445 to i64
  %459 = shl nuw i64 1, %458
  %460 = getelementptr inbounds i16, ptr %457, i64 %459
  %461 = and i64 %428, %453
  %462 = mul i64 %461, 2297779722762296275
  %463 = zext nneg i32 %448 to i64
  %464 = lshr i64 %462, %463
  %465 = trunc i64 %464 to i32
  %466 = and i32 %450, %465
  %467 = and i64 %464, 4294967295
  %468 = getelementptr inbounds i16, ptr %457, i64 %467
  %469 = load i16, ptr %468, align 2, !tbaa !37, !noalias !90
  %470 = zext i16 %469 to i32
  %471 = zext i32 %466 to i64
  %472 = getelementptr inbounds i32, ptr %454, i64 %471
  %473 = load i32, ptr %472, align 4, !tbaa !5, !noalias !90
  %474 = add i32 %473, %470
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds i32, ptr %460, i64 %475
  %477 = icmp eq i16 %469, -1
  %478 = zext i1 %477 to i32
  %479 = getelementptr inbounds i8, ptr %435, i64 4
  %480 = load i32, ptr %479, align 4, !tbaa !98, !noalias !90
  %481 = zext i32 %480 to i64
  %482 = getelementptr inbounds i32, ptr %460, i64 %481
  %483 = load i32, ptr %435, align 4, !tbaa !99, !noalias !90
  %484 = icmp eq i32 %483, -558043680
  br i1 %484, label %487, label %485

485:                                              ; preds = %430
  %486 = load ptr, ptr %482, align 1, !noalias !90
  br label %487

487:                                              ; preds = %485, %430
  %488 = phi ptr [ %486, %485 ], [ %482, %430 ]
  %489 = zext i32 %441 to i64
  br label %490

490:                                              ; preds = %571, %487
  %491 = phi i32 [ %506, %571 ], [ %478, %487 ]
  %492 = phi i64 [ %577, %571 ], [ 0, %487 ]
  %493 = phi ptr [ %503, %571 ], [ %476, %487 ]
  %494 = phi i64 [ %569, %571 ], [ %433, %487 ]
  %495 = phi ptr [ %572, %571 ], [ %438, %487 ]
  %496 = add i64 %494, %128
  %497 = icmp ule i64 %496, %4
  %498 = getelementptr inbounds i8, ptr %3, i64 %496
  %499 = icmp eq i32 %491, 0
  br i1 %499, label %500, label %581

500:                                              ; preds = %490, %579
  %501 = phi ptr [ %503, %579 ], [ %493, %490 ]
  %502 = load i32, ptr %501, align 4, !tbaa !5, !noalias !90
  %503 = getelementptr inbounds i8, ptr %501, i64 4
  %504 = and i32 %502, 2147483647
  %505 = zext nneg i32 %504 to i64
  %506 = and i32 %502, -2147483648
  %507 = add i64 %437, %505
  %508 = sub i64 %429, %507
  %509 = sub nsw i64 %489, %505
  %510 = call i64 @llvm.umin.i64(i64 %509, i64 %127)
  %511 = icmp ule i64 %508, %426
  %512 = icmp ult i64 %494, %510
  %513 = select i1 %511, i1 %497, i1 false
  %514 = select i1 %513, i1 %512, i1 false
  br i1 %514, label %515, label %579, !llvm.loop !100

515:                                              ; preds = %500
  %516 = load i8, ptr %498, align 1, !tbaa !9, !alias.scope !90
  %517 = add i64 %494, %505
  %518 = getelementptr inbounds i8, ptr %488, i64 %517
  %519 = load i8, ptr %518, align 1, !tbaa !9, !noalias !90
  %520 = icmp eq i8 %516, %519
  br i1 %520, label %521, label %579, !llvm.loop !100

521:                                              ; preds = %515
  %522 = getelementptr inbounds i8, ptr %488, i64 %505
  %523 = icmp ugt i64 %510, 7
  br i1 %523, label %531, label %526

524:                                              ; preds = %546
  %525 = icmp eq i64 %549, 0
  br i1 %525, label %563, label %526

526:                                              ; preds = %521, %524
  %527 = phi ptr [ %548, %524 ], [ %522, %521 ]
  %528 = phi ptr [ %547, %524 ], [ %383, %521 ]
  %529 = phi i64 [ %549, %524 ], [ %510, %521 ]
  %530 = getelementptr i8, ptr %527, i64 %529
  br label %551

531:                                              ; preds = %521, %546
  %532 = phi ptr [ %548, %546 ], [ %522, %521 ]
  %533 = phi ptr [ %547, %546 ], [ %383, %521 ]
  %534 = phi i64 [ %549, %546 ], [ %510, %521 ]
  %535 = load i64, ptr %533, align 1, !alias.scope !90
  %536 = load i64, ptr %532, align 1, !noalias !90
  %537 = icmp eq i64 %535, %536
  br i1 %537, label %546, label %538

538:                                              ; preds = %531
  %539 = xor i64 %536, %535
  %540 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %539, i1 true)
  %541 = ptrtoint ptr %532 to i64
  %542 = ptrtoint ptr %522 to i64
  %543 = sub i64 %541, %542
  %544 = lshr i64 %540, 3
  %545 = add i64 %543, %544
  br label %568

546:                                              ; preds = %531
  %547 = getelementptr inbounds i8, ptr %533, i64 8
  %548 = getelementptr inbounds i8, ptr %532, i64 8
  %549 = add i64 %534, -8
  %550 = icmp ugt i64 %549, 7
  br i1 %550, label %531, label %524, !llvm.loop !60

551:                                              ; preds = %526, %558
  %552 = phi ptr [ %561, %558 ], [ %527, %526 ]
  %553 = phi ptr [ %560, %558 ], [ %528, %526 ]
  %554 = phi i64 [ %559, %558 ], [ %529, %526 ]
  %555 = load i8, ptr %552, align 1, !tbaa !9, !noalias !90
  %556 = load i8, ptr %553, align 1, !tbaa !9, !alias.scope !90
  %557 = icmp eq i8 %555, %556
  br i1 %557, label %558, label %563

558:                                              ; preds = %551
  %559 = add nsw i64 %554, -1
  %560 = getelementptr inbounds i8, ptr %553, i64 1
  %561 = getelementptr inbounds i8, ptr %552, i64 1
  %562 = icmp eq i64 %559, 0
  br i1 %562, label %563, label %551, !llvm.loop !61

563:                                              ; preds = %558, %551, %524
  %564 = phi ptr [ %548, %524 ], [ %552, %551 ], [ %530, %558 ]
  %565 = ptrtoint ptr %564 to i64
  %566 = ptrtoint ptr %522 to i64
  %567 = sub i64 %565, %566
  br label %568

568:                                              ; preds = %538, %563
  %569 = phi i64 [ %545, %538 ], [ %567, %563 ]
  %570 = icmp ugt i64 %569, %494
  br i1 %570, label %571, label %579

571:                                              ; preds = %568
  %572 = getelementptr inbounds i8, ptr %495, i64 8
  %573 = trunc i64 %508 to i32
  store i32 %573, ptr %495, align 4, !tbaa !62, !noalias !90
  %574 = trunc i64 %569 to i32
  %575 = shl i32 %574, 5
  %576 = getelementptr inbounds i8, ptr %495, i64 4
  store i32 %575, ptr %576, align 4, !tbaa !64, !noalias !90
  %577 = add i64 %492, 1
  %578 = icmp eq i64 %577, %439
  br i1 %578, label %581, label %490

579:                                              ; preds = %568, %515, %500
  %580 = icmp eq i32 %506, 0
  br i1 %580, label %500, label %581

581:                                              ; preds = %571, %490, %579
  %582 = phi i64 [ %492, %579 ], [ %577, %571 ], [ %492, %490 ]
  %583 = add i64 %582, %431
  switch i64 %583, label %584 [
    i64 64, label %593
    i64 0, label %589
  ]

584:                                              ; preds = %581
  %585 = getelementptr %struct.BackwardMatch, ptr %73, i64 %583
  %586 = load i32, ptr %585, align 4, !tbaa !64
  %587 = lshr i32 %586, 5
  %588 = zext nneg i32 %587 to i64
  br label %589

589:                                              ; preds = %584, %581
  %590 = phi i64 [ %588, %584 ], [ %433, %581 ]
  %591 = add nuw i64 %432, 1
  %592 = icmp eq i64 %591, %423
  br i1 %592, label %593, label %430, !llvm.loop !101

593:                                              ; preds = %589, %581
  %594 = icmp ne i64 %583, 0
  %595 = icmp ne ptr %419, %65
  %596 = and i1 %595, %594
  br i1 %596, label %657, label %597

597:                                              ; preds = %684, %593
  %598 = phi i64 [ %583, %593 ], [ %685, %684 ]
  %599 = phi ptr [ %65, %593 ], [ %686, %684 ]
  %600 = phi i64 [ %422, %593 ], [ %687, %684 ]
  %601 = phi ptr [ %72, %593 ], [ %688, %684 ]
  %602 = phi ptr [ %24, %593 ], [ %689, %684 ]
  %603 = ptrtoint ptr %599 to i64
  %604 = icmp eq i64 %598, 0
  br i1 %604, label %693, label %605

605:                                              ; preds = %597
  %606 = ptrtoint ptr %601 to i64
  %607 = ptrtoint ptr %602 to i64
  %608 = icmp ult i64 %598, 4
  %609 = sub i64 %607, %606
  %610 = icmp ult i64 %609, 32
  %611 = select i1 %608, i1 true, i1 %610
  br i1 %611, label %612, label %636

612:                                              ; preds = %655, %605
  %613 = phi ptr [ %602, %605 ], [ %639, %655 ]
  %614 = phi ptr [ %601, %605 ], [ %641, %655 ]
  %615 = phi i64 [ %598, %605 ], [ %642, %655 ]
  %616 = add i64 %615, -1
  %617 = and i64 %615, 7
  %618 = icmp eq i64 %617, 0
  br i1 %618, label %630, label %619

619:                                              ; preds = %612, %619
  %620 = phi ptr [ %625, %619 ], [ %613, %612 ]
  %621 = phi ptr [ %626, %619 ], [ %614, %612 ]
  %622 = phi i64 [ %624, %619 ], [ %615, %612 ]
  %623 = phi i64 [ %628, %619 ], [ 0, %612 ]
  %624 = add i64 %622, -1
  %625 = getelementptr inbounds i8, ptr %620, i64 8
  %626 = getelementptr inbounds i8, ptr %621, i64 8
  %627 = load i64, ptr %621, align 4
  store i64 %627, ptr %620, align 4
  %628 = add i64 %623, 1
  %629 = icmp eq i64 %628, %617
  br i1 %629, label %630, label %619, !llvm.loop !102

630:                                              ; preds = %619, %612
  %631 = phi ptr [ poison, %612 ], [ %625, %619 ]
  %632 = phi ptr [ %613, %612 ], [ %625, %619 ]
  %633 = phi ptr [ %614, %612 ], [ %626, %619 ]
  %634 = phi i64 [ %615, %612 ], [ %624, %619 ]
  %635 = icmp ult i64 %616, 7
  br i1 %635, label %693, label %746

636:                                              ; preds = %605
  %637 = and i64 %598, -4
  %638 = shl i64 %637, 3
  %639 = getelementptr i8, ptr %602, i64 %638
  %640 = shl i64 %637, 3
  %641 = getelementptr i8, ptr %601, i64 %640
  %642 = and i64 %598, 3
  br label %643

643:                                              ; preds = %643, %636
  %644 = phi i64 [ 0, %636 ], [ %653, %643 ]
  %645 = shl i64 %644, 3
  %646 = getelementptr i8, ptr %602, i64 %645
  %647 = shl i64 %644, 3
  %648 = getelementptr i8, ptr %601, i64 %647
  %649 = getelementptr i8, ptr %648, i64 16
  %650 = load <2 x i64>, ptr %648, align 4
  %651 = load <2 x i64>, ptr %649, align 4
  %652 = getelementptr i8, ptr %646, i64 16
  store <2 x i64> %650, ptr %646, align 4
  store <2 x i64> %651, ptr %652, align 4
  %653 = add nuw i64 %644, 4
  %654 = icmp eq i64 %653, %637
  br i1 %654, label %655, label %643, !llvm.loop !104

655:                                              ; preds = %643
  %656 = icmp eq i64 %598, %637
  br i1 %656, label %693, label %612

657:                                              ; preds = %593, %684
  %658 = phi ptr [ %689, %684 ], [ %24, %593 ]
  %659 = phi ptr [ %688, %684 ], [ %72, %593 ]
  %660 = phi i64 [ %687, %684 ], [ %422, %593 ]
  %661 = phi ptr [ %686, %684 ], [ %65, %593 ]
  %662 = phi i64 [ %685, %684 ], [ %583, %593 ]
  %663 = getelementptr inbounds i8, ptr %659, i64 4
  %664 = load i32, ptr %663, align 4, !tbaa !64
  %665 = lshr i32 %664, 5
  %666 = getelementptr inbounds i8, ptr %661, i64 4
  %667 = load i32, ptr %666, align 4, !tbaa !64
  %668 = lshr i32 %667, 5
  %669 = icmp ult i32 %665, %668
  br i1 %669, label %676, label %670

670:                                              ; preds = %657
  %671 = icmp eq i32 %665, %668
  br i1 %671, label %672, label %680

672:                                              ; preds = %670
  %673 = load i32, ptr %659, align 4, !tbaa !62
  %674 = load i32, ptr %661, align 4, !tbaa !62
  %675 = icmp ult i32 %673, %674
  br i1 %675, label %676, label %680

676:                                              ; preds = %672, %657
  %677 = getelementptr inbounds i8, ptr %659, i64 8
  %678 = load i64, ptr %659, align 4
  store i64 %678, ptr %658, align 4
  %679 = add i64 %662, -1
  br label %684

680:                                              ; preds = %672, %670
  %681 = getelementptr inbounds i8, ptr %661, i64 8
  %682 = load i64, ptr %661, align 4
  store i64 %682, ptr %658, align 4
  %683 = add i64 %660, -1
  br label %684

684:                                              ; preds = %680, %676
  %685 = phi i64 [ %679, %676 ], [ %662, %680 ]
  %686 = phi ptr [ %661, %676 ], [ %681, %680 ]
  %687 = phi i64 [ %660, %676 ], [ %683, %680 ]
  %688 = phi ptr [ %677, %676 ], [ %659, %680 ]
  %689 = getelementptr inbounds i8, ptr %658, i64 8
  %690 = icmp ne i64 %685, 0
  %691 = icmp ne i64 %687, 0
  %692 = select i1 %690, i1 %691, i1 false
  br i1 %692, label %657, label %597, !llvm.loop !107

693:                                              ; preds = %630, %746, %655, %597
  %694 = phi ptr [ %602, %597 ], [ %639, %655 ], [ %631, %630 ], [ %772, %746 ]
  %695 = icmp eq i64 %600, 0
  br i1 %695, label %806, label %696

696:                                              ; preds = %693
  %697 = ptrtoint ptr %694 to i64
  %698 = icmp ult i64 %600, 4
  %699 = sub i64 %697, %603
  %700 = icmp ult i64 %699, 32
  %701 = select i1 %698, i1 true, i1 %700
  br i1 %701, label %702, label %725

702:                                              ; preds = %744, %696
  %703 = phi ptr [ %694, %696 ], [ %728, %744 ]
  %704 = phi i64 [ %600, %696 ], [ %729, %744 ]
  %705 = phi ptr [ %599, %696 ], [ %731, %744 ]
  %706 = add i64 %704, -1
  %707 = and i64 %704, 7
  %708 = icmp eq i64 %707, 0
  br i1 %708, label %720, label %709

709:                                              ; preds = %702, %709
  %710 = phi ptr [ %715, %709 ], [ %703, %702 ]
  %711 = phi i64 [ %714, %709 ], [ %704, %702 ]
  %712 = phi ptr [ %716, %709 ], [ %705, %702 ]
  %713 = phi i64 [ %718, %709 ], [ 0, %702 ]
  %714 = add i64 %711, -1
  %715 = getelementptr inbounds i8, ptr %710, i64 8
  %716 = getelementptr inbounds i8, ptr %712, i64 8
  %717 = load i64, ptr %712, align 4
  store i64 %717, ptr %710, align 4
  %718 = add i64 %713, 1
  %719 = icmp eq i64 %718, %707
  br i1 %719, label %720, label %709, !llvm.loop !108

720:                                              ; preds = %709, %702
  %721 = phi ptr [ %703, %702 ], [ %715, %709 ]
  %722 = phi i64 [ %704, %702 ], [ %714, %709 ]
  %723 = phi ptr [ %705, %702 ], [ %716, %709 ]
  %724 = icmp ult i64 %706, 7
  br i1 %724, label %806, label %776

725:                                              ; preds = %696
  %726 = and i64 %600, -4
  %727 = shl i64 %726, 3
  %728 = getelementptr i8, ptr %694, i64 %727
  %729 = and i64 %600, 3
  %730 = shl i64 %726, 3
  %731 = getelementptr i8, ptr %599, i64 %730
  br label %732

732:                                              ; preds = %732, %725
  %733 = phi i64 [ 0, %725 ], [ %742, %732 ]
  %734 = shl i64 %733, 3
  %735 = getelementptr i8, ptr %694, i64 %734
  %736 = shl i64 %733, 3
  %737 = getelementptr i8, ptr %599, i64 %736
  %738 = getelementptr i8, ptr %737, i64 16
  %739 = load <2 x i64>, ptr %737, align 4
  %740 = load <2 x i64>, ptr %738, align 4
  %741 = getelementptr i8, ptr %735, i64 16
  store <2 x i64> %739, ptr %735, align 4
  store <2 x i64> %740, ptr %741, align 4
  %742 = add nuw i64 %733, 4
  %743 = icmp eq i64 %742, %726
  br i1 %743, label %744, label %732, !llvm.loop !109

744:                                              ; preds = %732
  %745 = icmp eq i64 %600, %726
  br i1 %745, label %806, label %702

746:                                              ; preds = %630, %746
  %747 = phi ptr [ %772, %746 ], [ %632, %630 ]
  %748 = phi ptr [ %773, %746 ], [ %633, %630 ]
  %749 = phi i64 [ %771, %746 ], [ %634, %630 ]
  %750 = getelementptr inbounds i8, ptr %747, i64 8
  %751 = getelementptr inbounds i8, ptr %748, i64 8
  %752 = load i64, ptr %748, align 4
  store i64 %752, ptr %747, align 4
  %753 = getelementptr inbounds i8, ptr %747, i64 16
  %754 = getelementptr inbounds i8, ptr %748, i64 16
  %755 = load i64, ptr %751, align 4
  store i64 %755, ptr %750, align 4
  %756 = getelementptr inbounds i8, ptr %747, i64 24
  %757 = getelementptr inbounds i8, ptr %748, i64 24
  %758 = load i64, ptr %754, align 4
  store i64 %758, ptr %753, align 4
  %759 = getelementptr inbounds i8, ptr %747, i64 32
  %760 = getelementptr inbounds i8, ptr %748, i64 32
  %761 = load i64, ptr %757, align 4
  store i64 %761, ptr %756, align 4
  %762 = getelementptr inbounds i8, ptr %747, i64 40
  %763 = getelementptr inbounds i8, ptr %748, i64 40
  %764 = load i64, ptr %760, align 4
  store i64 %764, ptr %759, align 4
  %765 = getelementptr inbounds i8, ptr %747, i64 48
  %766 = getelementptr inbounds i8, ptr %748, i64 48
  %767 = load i64, ptr %763, align 4
  store i64 %767, ptr %762, align 4
  %768 = getelementptr inbounds i8, ptr %747, i64 56
  %769 = getelementptr inbounds i8, ptr %748, i64 56
  %770 = load i64, ptr %766, align 4
  store i64 %770, ptr %765, align 4
  %771 = add i64 %749, -8
  %772 = getelementptr inbounds i8, ptr %747, i64 64
  %773 = getelementptr inbounds i8, ptr %748, i64 64
  %774 = load i64, ptr %769, align 4
  store i64 %774, ptr %768, align 4
  %775 = icmp eq i64 %771, 0
  br i1 %775, label %693, label %746, !llvm.loop !110

776:                                              ; preds = %720, %776
  %777 = phi ptr [ %802, %776 ], [ %721, %720 ]
  %778 = phi i64 [ %801, %776 ], [ %722, %720 ]
  %779 = phi ptr [ %803, %776 ], [ %723, %720 ]
  %780 = getelementptr inbounds i8, ptr %777, i64 8
  %781 = getelementptr inbounds i8, ptr %779, i64 8
  %782 = load i64, ptr %779, align 4
  store i64 %782, ptr %777, align 4
  %783 = getelementptr inbounds i8, ptr %777, i64 16
  %784 = getelementptr inbounds i8, ptr %779, i64 16
  %785 = load i64, ptr %781, align 4
  store i64 %785, ptr %780, align 4
  %786 = getelementptr inbounds i8, ptr %777, i64 24
  %787 = getelementptr inbounds i8, ptr %779, i64 24
  %788 = load i64, ptr %784, align 4
  store i64 %788, ptr %783, align 4
  %789 = getelementptr inbounds i8, ptr %777, i64 32
  %790 = getelementptr inbounds i8, ptr %779, i64 32
  %791 = load i64, ptr %787, align 4
  store i64 %791, ptr %786, align 4
  %792 = getelementptr inbounds i8, ptr %777, i64 40
  %793 = getelementptr inbounds i8, ptr %779, i64 40
  %794 = load i64, ptr %790, align 4
  store i64 %794, ptr %789, align 4
  %795 = getelementptr inbounds i8, ptr %777, i64 48
  %796 = getelementptr inbounds i8, ptr %779, i64 48
  %797 = load i64, ptr %793, align 4
  store i64 %797, ptr %792, align 4
  %798 = getelementptr inbounds i8, ptr %777, i64 56
  %799 = getelementptr inbounds i8, ptr %779, i64 56
  %800 = load i64, ptr %796, align 4
  store i64 %800, ptr %795, align 4
  %801 = add i64 %778, -8
  %802 = getelementptr inbounds i8, ptr %777, i64 64
  %803 = getelementptr inbounds i8, ptr %779, i64 64
  %804 = load i64, ptr %799, align 4
  store i64 %804, ptr %798, align 4
  %805 = icmp eq i64 %801, 0
  br i1 %805, label %806, label %776, !llvm.loop !111

806:                                              ; preds = %720, %776, %744, %693
  %807 = add i64 %583, %422
  br label %808

808:                                              ; preds = %806, %418
  %809 = phi i64 [ %807, %806 ], [ %422, %418 ]
  %810 = icmp eq i64 %809, 0
  br i1 %810, label %821, label %811

811:                                              ; preds = %808
  %812 = getelementptr %struct.BackwardMatch, ptr %24, i64 %809
  %813 = getelementptr i8, ptr %812, i64 -4
  %814 = load i32, ptr %813, align 4, !tbaa !64
  %815 = lshr i32 %814, 5
  %816 = zext nneg i32 %815 to i64
  %817 = icmp ult i64 %23, %816
  br i1 %817, label %818, label %821

818:                                              ; preds = %811
  %819 = getelementptr i8, ptr %812, i64 -8
  %820 = load i64, ptr %819, align 4
  store i64 %820, ptr %24, align 4
  br label %821

821:                                              ; preds = %818, %811, %808
  %822 = phi i64 [ 1, %818 ], [ %809, %811 ], [ 0, %808 ]
  %823 = call fastcc i64 @UpdateNodes(i64 noundef %1, i64 noundef %2, i64 noundef %89, ptr noundef %3, i64 noundef %4, ptr noundef %6, i64 noundef %19, ptr noundef %7, i64 noundef %822, ptr noundef %24, ptr noundef %33, ptr noundef nonnull %12, ptr noundef nonnull %9)
  %824 = icmp ult i64 %823, 16384
  %825 = select i1 %824, i64 0, i64 %823
  %826 = icmp eq i64 %822, 1
  br i1 %826, label %827, label %834

827:                                              ; preds = %821
  %828 = load i32, ptr %76, align 4, !tbaa !64
  %829 = lshr i32 %828, 5
  %830 = zext nneg i32 %829 to i64
  %831 = icmp ult i64 %23, %830
  br i1 %831, label %832, label %834

832:                                              ; preds = %827
  %833 = call i64 @llvm.umax.i64(i64 %830, i64 %825)
  br label %834

834:                                              ; preds = %832, %827, %821
  %835 = phi i64 [ %833, %832 ], [ %825, %827 ], [ %825, %821 ]
  %836 = icmp ugt i64 %835, 1
  br i1 %836, label %837, label %1129

837:                                              ; preds = %834
  %838 = add i64 %90, 1
  %839 = add i64 %835, %90
  %840 = call i64 @llvm.umin.i64(i64 %839, i64 %26)
  %841 = add i64 %90, 64
  %842 = icmp ugt i64 %841, %840
  %843 = add i64 %840, -63
  %844 = select i1 %842, i64 %838, i64 %843
  %845 = add i64 %90, 513
  %846 = icmp ule i64 %845, %844
  %847 = icmp ult i64 %838, %844
  %848 = and i1 %846, %847
  br i1 %848, label %849, label %982

849:                                              ; preds = %837
  %850 = load i64, ptr %63, align 8, !tbaa !81, !alias.scope !112, !noalias !115
  %851 = add i64 %850, -15
  %852 = load ptr, ptr %66, align 8, !tbaa !77, !alias.scope !117, !noalias !120
  %853 = load ptr, ptr %67, align 8, !tbaa !80, !alias.scope !117, !noalias !120
  br label %854

854:                                              ; preds = %849, %976
  %855 = phi i64 [ %838, %849 ], [ %980, %976 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !112)
  call void @llvm.experimental.noalias.scope.decl(metadata !115)
  call void @llvm.experimental.noalias.scope.decl(metadata !124)
  call void @llvm.experimental.noalias.scope.decl(metadata !125)
  %856 = and i64 %855, %4
  %857 = getelementptr inbounds i8, ptr %3, i64 %856
  %858 = load i32, ptr %857, align 1, !alias.scope !126, !noalias !129
  %859 = mul i32 %858, 506832829
  %860 = lshr i32 %859, 15
  %861 = zext nneg i32 %860 to i64
  %862 = getelementptr inbounds i32, ptr %852, i64 %861
  %863 = load i32, ptr %862, align 4, !tbaa !5, !noalias !129
  %864 = and i64 %850, %855
  %865 = shl i64 %864, 1
  %866 = or disjoint i64 %865, 1
  %867 = trunc i64 %855 to i32
  store i32 %867, ptr %862, align 4, !tbaa !5, !noalias !130
  %868 = zext i32 %863 to i64
  %869 = icmp eq i64 %855, %868
  br i1 %869, label %882, label %870

870:                                              ; preds = %854, %965
  %871 = phi i64 [ %974, %965 ], [ %868, %854 ]
  %872 = phi i32 [ %972, %965 ], [ %863, %854 ]
  %873 = phi i64 [ %969, %965 ], [ %865, %854 ]
  %874 = phi i64 [ %968, %965 ], [ %866, %854 ]
  %875 = phi i64 [ %973, %965 ], [ 64, %854 ]
  %876 = phi i64 [ %967, %965 ], [ 0, %854 ]
  %877 = phi i64 [ %966, %965 ], [ 0, %854 ]
  %878 = sub i64 %855, %871
  %879 = icmp ugt i64 %878, %851
  %880 = icmp eq i64 %875, 0
  %881 = select i1 %879, i1 true, i1 %880
  br i1 %881, label %882, label %887

882:                                              ; preds = %965, %870, %854
  %883 = phi i64 [ %866, %854 ], [ %874, %870 ], [ %968, %965 ]
  %884 = phi i64 [ %865, %854 ], [ %873, %870 ], [ %969, %965 ]
  %885 = load i32, ptr %68, align 8, !tbaa !83, !alias.scope !117, !noalias !120
  %886 = getelementptr inbounds i32, ptr %853, i64 %884
  store i32 %885, ptr %886, align 4, !tbaa !5, !noalias !130
  br label %976

887:                                              ; preds = %870
  %888 = and i64 %871, %4
  %889 = call i64 @llvm.umin.i64(i64 %877, i64 %876)
  %890 = getelementptr i8, ptr %857, i64 %889
  %891 = getelementptr i8, ptr %3, i64 %888
  %892 = getelementptr i8, ptr %891, i64 %889
  %893 = sub i64 128, %889
  %894 = icmp ugt i64 %893, 7
  br i1 %894, label %902, label %895

895:                                              ; preds = %917, %887
  %896 = phi i64 [ %893, %887 ], [ %920, %917 ]
  %897 = phi ptr [ %892, %887 ], [ %918, %917 ]
  %898 = phi ptr [ %890, %887 ], [ %919, %917 ]
  %899 = icmp eq i64 %896, 0
  br i1 %899, label %934, label %900

900:                                              ; preds = %895
  %901 = getelementptr i8, ptr %898, i64 %896
  br label %922

902:                                              ; preds = %887, %917
  %903 = phi ptr [ %919, %917 ], [ %890, %887 ]
  %904 = phi ptr [ %918, %917 ], [ %892, %887 ]
  %905 = phi i64 [ %920, %917 ], [ %893, %887 ]
  %906 = load i64, ptr %904, align 1, !alias.scope !115, !noalias !130
  %907 = load i64, ptr %903, align 1, !alias.scope !115, !noalias !130
  %908 = icmp eq i64 %906, %907
  br i1 %908, label %917, label %909

909:                                              ; preds = %902
  %910 = xor i64 %907, %906
  %911 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %910, i1 true)
  %912 = ptrtoint ptr %903 to i64
  %913 = ptrtoint ptr %890 to i64
  %914 = sub i64 %912, %913
  %915 = lshr i64 %911, 3
  %916 = add i64 %914, %915
  br label %939

917:                                              ; preds = %902
  %918 = getelementptr inbounds i8, ptr %904, i64 8
  %919 = getelementptr inbounds i8, ptr %903, i64 8
  %920 = add i64 %905, -8
  %921 = icmp ugt i64 %920, 7
  br i1 %921, label %902, label %895, !llvm.loop !60

922:                                              ; preds = %900, %929
  %923 = phi ptr [ %932, %929 ], [ %898, %900 ]
  %924 = phi ptr [ %931, %929 ], [ %897, %900 ]
  %925 = phi i64 [ %930, %929 ], [ %896, %900 ]
  %926 = load i8, ptr %923, align 1, !tbaa !9, !alias.scope !131, !noalias !129
  %927 = load i8, ptr %924, align 1, !tbaa !9, !alias.scope !131, !noalias !129
  %928 = icmp eq i8 %926, %927
  br i1 %928, label %929, label %934

929:                                              ; preds = %922
  %930 = add nsw i64 %925, -1
  %931 = getelementptr inbounds i8, ptr %924, i64 1
  %932 = getelementptr inbounds i8, ptr %923, i64 1
  %933 = icmp eq i64 %930, 0
  br i1 %933, label %934, label %922, !llvm.loop !61

934:                                              ; preds = %929, %922, %895
  %935 = phi ptr [ %898, %895 ], [ %923, %922 ], [ %901, %929 ]
  %936 = ptrtoint ptr %935 to i64
  %937 = ptrtoint ptr %890 to i64
  %938 = sub i64 %936, %937
  br label %939

939:                                              ; preds = %909, %934
  %940 = phi i64 [ %916, %909 ], [ %938, %934 ]
  %941 = add i64 %940, %889
  %942 = icmp ult i64 %941, 128
  br i1 %942, label %952, label %943

943:                                              ; preds = %939
  %944 = and i64 %871, %850
  %945 = shl nuw nsw i64 %944, 1
  %946 = getelementptr inbounds i32, ptr %853, i64 %945
  %947 = load i32, ptr %946, align 4, !tbaa !5, !noalias !130
  %948 = getelementptr inbounds i32, ptr %853, i64 %873
  store i32 %947, ptr %948, align 4, !tbaa !5, !noalias !130
  %949 = or disjoint i64 %945, 1
  %950 = getelementptr inbounds i32, ptr %853, i64 %949
  %951 = load i32, ptr %950, align 4, !tbaa !5, !noalias !130
  br label %976

952:                                              ; preds = %939
  %953 = getelementptr i8, ptr %857, i64 %941
  %954 = load i8, ptr %953, align 1, !tbaa !9, !alias.scope !131, !noalias !129
  %955 = getelementptr i8, ptr %891, i64 %941
  %956 = load i8, ptr %955, align 1, !tbaa !9, !alias.scope !131, !noalias !129
  %957 = icmp ugt i8 %954, %956
  %958 = and i64 %871, %850
  %959 = shl nuw nsw i64 %958, 1
  br i1 %957, label %960, label %963

960:                                              ; preds = %952
  %961 = getelementptr inbounds i32, ptr %853, i64 %873
  store i32 %872, ptr %961, align 4, !tbaa !5, !noalias !130
  %962 = or disjoint i64 %959, 1
  br label %965

963:                                              ; preds = %952
  %964 = getelementptr inbounds i32, ptr %853, i64 %874
  store i32 %872, ptr %964, align 4, !tbaa !5, !noalias !130
  br label %965

965:                                              ; preds = %963, %960
  %966 = phi i64 [ %941, %960 ], [ %877, %963 ]
  %967 = phi i64 [ %876, %960 ], [ %941, %963 ]
  %968 = phi i64 [ %874, %960 ], [ %959, %963 ]
  %969 = phi i64 [ %962, %960 ], [ %873, %963 ]
  %970 = phi i64 [ %962, %960 ], [ %959, %963 ]
  %971 = getelementptr inbounds i32, ptr %853, i64 %970
  %972 = load i32, ptr %971, align 4, !tbaa !5, !noalias !130
  %973 = add nsw i64 %875, -1
  %974 = zext i32 %972 to i64
  %975 = icmp eq i64 %855, %974
  br i1 %975, label %882, label %870

976:                                              ; preds = %882, %943
  %977 = phi i64 [ %883, %882 ], [ %874, %943 ]
  %978 = phi i32 [ %885, %882 ], [ %951, %943 ]
  %979 = getelementptr inbounds i32, ptr %853, i64 %977
  store i32 %978, ptr %979, align 4, !tbaa !5, !noalias !130
  %980 = add i64 %855, 8
  %981 = icmp ult i64 %980, %844
  br i1 %981, label %854, label %982, !llvm.loop !132

982:                                              ; preds = %976, %837
  %983 = icmp ult i64 %844, %840
  br i1 %983, label %984, label %989

984:                                              ; preds = %982
  %985 = load i64, ptr %63, align 8, !tbaa !81, !alias.scope !133, !noalias !136
  %986 = add i64 %985, -15
  %987 = load ptr, ptr %66, align 8, !tbaa !77, !alias.scope !138, !noalias !141
  %988 = load ptr, ptr %67, align 8, !tbaa !80, !alias.scope !138, !noalias !141
  br label %992

989:                                              ; preds = %1114, %982
  %990 = add i64 %835, -1
  %991 = icmp eq i64 %990, 0
  br i1 %991, label %1129, label %1120

992:                                              ; preds = %984, %1114
  %993 = phi i64 [ %844, %984 ], [ %1118, %1114 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !133)
  call void @llvm.experimental.noalias.scope.decl(metadata !136)
  call void @llvm.experimental.noalias.scope.decl(metadata !145)
  call void @llvm.experimental.noalias.scope.decl(metadata !146)
  %994 = and i64 %993, %4
  %995 = getelementptr inbounds i8, ptr %3, i64 %994
  %996 = load i32, ptr %995, align 1, !alias.scope !147, !noalias !150
  %997 = mul i32 %996, 506832829
  %998 = lshr i32 %997, 15
  %999 = zext nneg i32 %998 to i64
  %1000 = getelementptr inbounds i32, ptr %987, i64 %999
  %1001 = load i32, ptr %1000, align 4, !tbaa !5, !noalias !150
  %1002 = and i64 %985, %993
  %1003 = shl i64 %1002, 1
  %1004 = or disjoint i64 %1003, 1
  %1005 = trunc i64 %993 to i32
  store i32 %1005, ptr %1000, align 4, !tbaa !5, !noalias !151
  %1006 = zext i32 %1001 to i64
  %1007 = icmp eq i64 %993, %1006
  br i1 %1007, label %1020, label %1008

1008:                                             ; preds = %992, %1103
  %1009 = phi i64 [ %1112, %1103 ], [ %1006, %992 ]
  %1010 = phi i32 [ %1110, %1103 ], [ %1001, %992 ]
  %1011 = phi i64 [ %1107, %1103 ], [ %1003, %992 ]
  %1012 = phi i64 [ %1106, %1103 ], [ %1004, %992 ]
  %1013 = phi i64 [ %1111, %1103 ], [ 64, %992 ]
  %1014 = phi i64 [ %1105, %1103 ], [ 0, %992 ]
  %1015 = phi i64 [ %1104, %1103 ], [ 0, %992 ]
  %1016 = sub i64 %993, %1009
  %1017 = icmp ugt i64 %1016, %986
  %1018 = icmp eq i64 %1013, 0
  %1019 = select i1 %1017, i1 true, i1 %1018
  br i1 %1019, label %1020, label %1025

1020:                                             ; preds = %1103, %1008, %992
  %1021 = phi i64 [ %1004, %992 ], [ %1012, %1008 ], [ %1106, %1103 ]
  %1022 = phi i64 [ %1003, %992 ], [ %1011, %1008 ], [ %1107, %1103 ]
  %1023 = load i32, ptr %68, align 8, !tbaa !83, !alias.scope !138, !noalias !141
  %1024 = getelementptr inbounds i32, ptr %988, i64 %1022
  store i32 %1023, ptr %1024, align 4, !tbaa !5, !noalias !151
  br label %1114

1025:                                             ; preds = %1008
  %1026 = and i64 %1009, %4
  %1027 = call i64 @llvm.umin.i64(i64 %1015, i64 %1014)
  %1028 = getelementptr i8, ptr %995, i64 %1027
  %1029 = getelementptr i8, ptr %3, i64 %1026
  %1030 = getelementptr i8, ptr %1029, i64 %1027
  %1031 = sub i64 128, %1027
  %1032 = icmp ugt i64 %1031, 7
  br i1 %1032, label %1040, label %1033

1033:                                             ; preds = %1055, %1025
  %1034 = phi i64 [ %1031, %1025 ], [ %1058, %1055 ]
  %1035 = phi ptr [ %1030, %1025 ], [ %1056, %1055 ]
  %1036 = phi ptr [ %1028, %1025 ], [ %1057, %1055 ]
  %1037 = icmp eq i64 %1034, 0
  br i1 %1037, label %1072, label %1038

1038:                                             ; preds = %1033
  %1039 = getelementptr i8, ptr %1036, i64 %1034
  br label %1060

1040:                                             ; preds = %1025, %1055
  %1041 = phi ptr [ %1057, %1055 ], [ %1028, %1025 ]
  %1042 = phi ptr [ %1056, %1055 ], [ %1030, %1025 ]
  %1043 = phi i64 [ %1058, %1055 ], [ %1031, %1025 ]
  %1044 = load i64, ptr %1042, align 1, !alias.scope !136, !noalias !151
  %1045 = load i64, ptr %1041, align 1, !alias.scope !136, !noalias !151
  %1046 = icmp eq i64 %1044, %1045
  br i1 %1046, label %1055, label %1047

1047:                                             ; preds = %1040
  %1048 = xor i64 %1045, %1044
  %1049 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1048, i1 true)
  %1050 = ptrtoint ptr %1041 to i64
  %1051 = ptrtoint ptr %1028 to i64
  %1052 = sub i64 %1050, %1051
  %1053 = lshr i64 %1049, 3
  %1054 = add i64 %1052, %1053
  br label %1077

1055:                                             ; preds = %1040
  %1056 = getelementptr inbounds i8, ptr %1042, i64 8
  %1057 = getelementptr inbounds i8, ptr %1041, i64 8
  %1058 = add i64 %1043, -8
  %1059 = icmp ugt i64 %1058, 7
  br i1 %1059, label %1040, label %1033, !llvm.loop !60

1060:                                             ; preds = %1038, %1067
  %1061 = phi ptr [ %1070, %1067 ], [ %1036, %1038 ]
  %1062 = phi ptr [ %1069, %1067 ], [ %1035, %1038 ]
  %1063 = phi i64 [ %1068, %1067 ], [ %1034, %1038 ]
  %1064 = load i8, ptr %1061, align 1, !tbaa !9, !alias.scope !152, !noalias !150
  %1065 = load i8, ptr %1062, align 1, !tbaa !9, !alias.scope !152, !noalias !150
  %1066 = icmp eq i8 %1064, %1065
  br i1 %1066, label %1067, label %1072

1067:                                             ; preds = %1060
  %1068 = add nsw i64 %1063, -1
  %1069 = getelementptr inbounds i8, ptr %1062, i64 1
  %1070 = getelementptr inbounds i8, ptr %1061, i64 1
  %1071 = icmp eq i64 %1068, 0
  br i1 %1071, label %1072, label %1060, !llvm.loop !61

1072:                                             ; preds = %1067, %1060, %1033
  %1073 = phi ptr [ %1036, %1033 ], [ %1061, %1060 ], [ %1039, %1067 ]
  %1074 = ptrtoint ptr %1073 to i64
  %1075 = ptrtoint ptr %1028 to i64
  %1076 = sub i64 %1074, %1075
  br label %1077

1077:                                             ; preds = %1047, %1072
  %1078 = phi i64 [ %1054, %1047 ], [ %1076, %1072 ]
  %1079 = add i64 %1078, %1027
  %1080 = icmp ult i64 %1079, 128
  br i1 %1080, label %1090, label %1081

1081:                                             ; preds = %1077
  %1082 = and i64 %1009, %985
  %1083 = shl nuw nsw i64 %1082, 1
  %1084 = getelementptr inbounds i32, ptr %988, i64 %1083
  %1085 = load i32, ptr %1084, align 4, !tbaa !5, !noalias !151
  %1086 = getelementptr inbounds i32, ptr %988, i64 %1011
  store i32 %1085, ptr %1086, align 4, !tbaa !5, !noalias !151
  %1087 = or disjoint i64 %1083, 1
  %1088 = getelementptr inbounds i32, ptr %988, i64 %1087
  %1089 = load i32, ptr %1088, align 4, !tbaa !5, !noalias !151
  br label %1114

1090:                                             ; preds = %1077
  %1091 = getelementptr i8, ptr %995, i64 %1079
  %1092 = load i8, ptr %1091, align 1, !tbaa !9, !alias.scope !152, !noalias !150
  %1093 = getelementptr i8, ptr %1029, i64 %1079
  %1094 = load i8, ptr %1093, align 1, !tbaa !9, !alias.scope !152, !noalias !150
  %1095 = icmp ugt i8 %1092, %1094
  %1096 = and i64 %1009, %985
  %1097 = shl nuw nsw i64 %1096, 1
  br i1 %1095, label %1098, label %1101

1098:                                             ; preds = %1090
  %1099 = getelementptr inbounds i32, ptr %988, i64 %1011
  store i32 %1010, ptr %1099, align 4, !tbaa !5, !noalias !151
  %1100 = or disjoint i64 %1097, 1
  br label %1103

1101:                                             ; preds = %1090
  %1102 = getelementptr inbounds i32, ptr %988, i64 %1012
  store i32 %1010, ptr %1102, align 4, !tbaa !5, !noalias !151
  br label %1103

1103:                                             ; preds = %1101, %1098
  %1104 = phi i64 [ %1079, %1098 ], [ %1015, %1101 ]
  %1105 = phi i64 [ %1014, %1098 ], [ %1079, %1101 ]
  %1106 = phi i64 [ %1012, %1098 ], [ %1097, %1101 ]
  %1107 = phi i64 [ %1100, %1098 ], [ %1011, %1101 ]
  %1108 = phi i64 [ %1100, %1098 ], [ %1097, %1101 ]
  %1109 = getelementptr inbounds i32, ptr %988, i64 %1108
  %1110 = load i32, ptr %1109, align 4, !tbaa !5, !noalias !151
  %1111 = add nsw i64 %1013, -1
  %1112 = zext i32 %1110 to i64
  %1113 = icmp eq i64 %993, %1112
  br i1 %1113, label %1020, label %1008

1114:                                             ; preds = %1020, %1081
  %1115 = phi i64 [ %1021, %1020 ], [ %1012, %1081 ]
  %1116 = phi i32 [ %1023, %1020 ], [ %1089, %1081 ]
  %1117 = getelementptr inbounds i32, ptr %988, i64 %1115
  store i32 %1116, ptr %1117, align 4, !tbaa !5, !noalias !151
  %1118 = add nuw i64 %993, 1
  %1119 = icmp ult i64 %1118, %840
  br i1 %1119, label %992, label %989, !llvm.loop !153

1120:                                             ; preds = %989, %1126
  %1121 = phi i64 [ %1127, %1126 ], [ %990, %989 ]
  %1122 = phi i64 [ %1123, %1126 ], [ %89, %989 ]
  %1123 = add i64 %1122, 1
  %1124 = add i64 %1122, 4
  %1125 = icmp ult i64 %1124, %1
  br i1 %1125, label %1126, label %1129

1126:                                             ; preds = %1120
  call fastcc void @EvaluateNode(i64 noundef %77, i64 noundef %1123, i64 noundef %19, i64 noundef %29, ptr noundef %7, ptr noundef %33, ptr noundef nonnull %12, ptr noundef nonnull %9)
  %1127 = add i64 %1121, -1
  %1128 = icmp eq i64 %1127, 0
  br i1 %1128, label %1129, label %1120, !llvm.loop !154

1129:                                             ; preds = %1120, %1126, %989, %834
  %1130 = phi i64 [ %89, %834 ], [ %89, %989 ], [ %1123, %1126 ], [ %1123, %1120 ]
  %1131 = add i64 %1130, 1
  %1132 = add i64 %1130, 4
  %1133 = icmp ult i64 %1132, %1
  br i1 %1133, label %88, label %1134, !llvm.loop !155

1134:                                             ; preds = %1129, %52
  %1135 = load ptr, ptr %43, align 8, !tbaa !45
  call void @BrotliFree(ptr noundef %0, ptr noundef %1135) #13
  store ptr null, ptr %43, align 8, !tbaa !45
  %1136 = load ptr, ptr %55, align 8, !tbaa !47
  call void @BrotliFree(ptr noundef %0, ptr noundef %1136) #13
  store ptr null, ptr %55, align 8, !tbaa !47
  call void @BrotliFree(ptr noundef %0, ptr noundef %33) #13
  call void @BrotliFree(ptr noundef %0, ptr noundef %24) #13
  %1137 = getelementptr inbounds %struct.ZopfliNode, ptr %9, i64 %1
  %1138 = getelementptr inbounds i8, ptr %1137, i64 8
  %1139 = load i32, ptr %1138, align 4, !tbaa !28
  %1140 = and i32 %1139, 134217727
  %1141 = icmp eq i32 %1140, 0
  br i1 %1141, label %1142, label %1154

1142:                                             ; preds = %1134, %1147
  %1143 = phi ptr [ %1149, %1147 ], [ %1137, %1134 ]
  %1144 = phi i64 [ %1148, %1147 ], [ %1, %1134 ]
  %1145 = load i32, ptr %1143, align 4, !tbaa !26
  %1146 = icmp eq i32 %1145, 1
  br i1 %1146, label %1147, label %1154

1147:                                             ; preds = %1142
  %1148 = add i64 %1144, -1
  %1149 = getelementptr inbounds %struct.ZopfliNode, ptr %9, i64 %1148
  %1150 = getelementptr inbounds i8, ptr %1149, i64 8
  %1151 = load i32, ptr %1150, align 4, !tbaa !28
  %1152 = and i32 %1151, 134217727
  %1153 = icmp eq i32 %1152, 0
  br i1 %1153, label %1142, label %1154, !llvm.loop !156

1154:                                             ; preds = %1147, %1142, %1134
  %1155 = phi i64 [ %1, %1134 ], [ %1144, %1142 ], [ %1148, %1147 ]
  %1156 = phi ptr [ %1137, %1134 ], [ %1143, %1142 ], [ %1149, %1147 ]
  %1157 = getelementptr inbounds i8, ptr %1156, i64 12
  store i32 -1, ptr %1157, align 4, !tbaa !9
  %1158 = icmp eq i64 %1155, 0
  br i1 %1158, label %1174, label %1159

1159:                                             ; preds = %1154, %1159
  %1160 = phi i64 [ %1170, %1159 ], [ %1155, %1154 ]
  %1161 = phi i64 [ %1172, %1159 ], [ 0, %1154 ]
  %1162 = getelementptr inbounds %struct.ZopfliNode, ptr %9, i64 %1160
  %1163 = load i32, ptr %1162, align 4, !tbaa !26
  %1164 = and i32 %1163, 33554431
  %1165 = getelementptr inbounds i8, ptr %1162, i64 8
  %1166 = load i32, ptr %1165, align 4, !tbaa !28
  %1167 = and i32 %1166, 134217727
  %1168 = add nuw nsw i32 %1167, %1164
  %1169 = zext nneg i32 %1168 to i64
  %1170 = sub i64 %1160, %1169
  %1171 = getelementptr inbounds %struct.ZopfliNode, ptr %9, i64 %1170, i32 3
  store i32 %1168, ptr %1171, align 4, !tbaa !9
  %1172 = add i64 %1161, 1
  %1173 = icmp eq i64 %1170, 0
  br i1 %1173, label %1174, label %1159, !llvm.loop !157

1174:                                             ; preds = %1159, %1154
  %1175 = phi i64 [ 0, %1154 ], [ %1172, %1159 ]
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %12) #13
  ret i64 %1175
}

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @ZopfliCostModelSetFromLiteralCosts(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) unnamed_addr #4 {
  %5 = getelementptr inbounds i8, ptr %0, i64 2832
  %6 = load ptr, ptr %5, align 8, !tbaa !45
  %7 = getelementptr inbounds i8, ptr %0, i64 2816
  %8 = load ptr, ptr %7, align 8, !tbaa !47
  %9 = getelementptr inbounds i8, ptr %0, i64 2848
  %10 = load i64, ptr %9, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %0, i64 2856
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  tail call void @BrotliEstimateBitCostsForLiterals(i64 noundef %1, i64 noundef %10, i64 noundef %3, ptr noundef %2, ptr noundef nonnull %11, ptr noundef nonnull %12) #13
  store float 0.000000e+00, ptr %6, align 4, !tbaa !158
  %13 = icmp eq i64 %10, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %4
  %15 = and i64 %10, 1
  %16 = icmp eq i64 %10, 1
  br i1 %16, label %21, label %17

17:                                               ; preds = %14
  %18 = and i64 %10, -2
  br label %32

19:                                               ; preds = %32
  %20 = add nuw i64 %34, 3
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi float [ 0.000000e+00, %14 ], [ %48, %19 ]
  %23 = phi i64 [ 1, %14 ], [ %20, %19 ]
  %24 = phi float [ 0.000000e+00, %14 ], [ %50, %19 ]
  %25 = icmp eq i64 %15, 0
  br i1 %25, label %31, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds float, ptr %6, i64 %23
  %28 = load float, ptr %27, align 4, !tbaa !158
  %29 = fadd float %24, %28
  %30 = fadd float %22, %29
  store float %30, ptr %27, align 4, !tbaa !158
  br label %31

31:                                               ; preds = %26, %21, %4
  br label %57

32:                                               ; preds = %32, %17
  %33 = phi float [ 0.000000e+00, %17 ], [ %48, %32 ]
  %34 = phi i64 [ 0, %17 ], [ %44, %32 ]
  %35 = phi float [ 0.000000e+00, %17 ], [ %50, %32 ]
  %36 = phi i64 [ 0, %17 ], [ %51, %32 ]
  %37 = or disjoint i64 %34, 1
  %38 = getelementptr inbounds float, ptr %6, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !158
  %40 = fadd float %35, %39
  %41 = fadd float %33, %40
  store float %41, ptr %38, align 4, !tbaa !158
  %42 = fsub float %41, %33
  %43 = fsub float %40, %42
  %44 = add nuw i64 %34, 2
  %45 = getelementptr inbounds float, ptr %6, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !158
  %47 = fadd float %43, %46
  %48 = fadd float %41, %47
  store float %48, ptr %45, align 4, !tbaa !158
  %49 = fsub float %48, %41
  %50 = fsub float %47, %49
  %51 = add i64 %36, 2
  %52 = icmp eq i64 %51, %18
  br i1 %52, label %19, label %32, !llvm.loop !159

53:                                               ; preds = %67
  %54 = getelementptr inbounds i8, ptr %0, i64 2824
  %55 = load i32, ptr %54, align 8, !tbaa !48
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %94, label %73

57:                                               ; preds = %31, %67
  %58 = phi i64 [ %71, %67 ], [ 0, %31 ]
  %59 = add nuw nsw i64 %58, 11
  %60 = icmp ult i64 %58, 245
  br i1 %60, label %61, label %64

61:                                               ; preds = %57
  %62 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !160
  br label %67

64:                                               ; preds = %57
  %65 = uitofp nneg i64 %59 to double
  %66 = tail call double @log2(double noundef %65) #13
  br label %67

67:                                               ; preds = %61, %64
  %68 = phi double [ %63, %61 ], [ %66, %64 ]
  %69 = fptrunc double %68 to float
  %70 = getelementptr inbounds float, ptr %0, i64 %58
  store float %69, ptr %70, align 4, !tbaa !158
  %71 = add nuw nsw i64 %58, 1
  %72 = icmp eq i64 %71, 704
  br i1 %72, label %53, label %57, !llvm.loop !162

73:                                               ; preds = %53, %86
  %74 = phi i32 [ %87, %86 ], [ %55, %53 ]
  %75 = phi i64 [ %91, %86 ], [ 0, %53 ]
  %76 = add nuw nsw i64 %75, 20
  %77 = and i64 %76, 4294967295
  %78 = icmp ult i64 %77, 256
  br i1 %78, label %79, label %82

79:                                               ; preds = %73
  %80 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !160
  br label %86

82:                                               ; preds = %73
  %83 = uitofp nneg i64 %77 to double
  %84 = tail call double @log2(double noundef %83) #13
  %85 = load i32, ptr %54, align 8, !tbaa !48
  br label %86

86:                                               ; preds = %79, %82
  %87 = phi i32 [ %74, %79 ], [ %85, %82 ]
  %88 = phi double [ %81, %79 ], [ %84, %82 ]
  %89 = fptrunc double %88 to float
  %90 = getelementptr inbounds float, ptr %8, i64 %75
  store float %89, ptr %90, align 4, !tbaa !158
  %91 = add nuw nsw i64 %75, 1
  %92 = zext i32 %87 to i64
  %93 = icmp ult i64 %91, %92
  br i1 %93, label %73, label %94, !llvm.loop !163

94:                                               ; preds = %86, %53
  %95 = load double, ptr getelementptr inbounds (i8, ptr @kBrotliLog2Table, i64 88), align 8, !tbaa !160
  %96 = fptrunc double %95 to float
  %97 = getelementptr inbounds i8, ptr %0, i64 2840
  store float %96, ptr %97, align 8, !tbaa !164
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @UpdateNodes(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef readonly %5, i64 noundef %6, ptr nocapture noundef readonly %7, i64 noundef %8, ptr nocapture noundef readonly %9, ptr nocapture noundef readonly %10, ptr nocapture noundef %11, ptr nocapture noundef %12) unnamed_addr #6 {
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !25
  %16 = add i64 %2, %1
  %17 = and i64 %16, %4
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 %6)
  %19 = add i64 %15, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %19, i64 %6)
  %21 = sub i64 %0, %2
  %22 = getelementptr inbounds i8, ptr %5, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !39
  %24 = icmp sgt i32 %23, 10
  %25 = select i1 %24, i64 325, i64 150
  %26 = getelementptr inbounds i8, ptr %5, i64 96
  %27 = load i64, ptr %26, align 8, !tbaa !40
  %28 = add i64 %15, %1
  tail call fastcc void @EvaluateNode(i64 noundef %28, i64 noundef %2, i64 noundef %6, i64 noundef %27, ptr noundef %7, ptr noundef %10, ptr noundef %11, ptr noundef %12)
  %29 = getelementptr inbounds i8, ptr %11, i64 256
  %30 = getelementptr inbounds i8, ptr %10, i64 2832
  %31 = add i64 %2, 2
  %32 = icmp ugt i64 %31, %0
  br i1 %32, label %71, label %33

33:                                               ; preds = %13
  %34 = load i64, ptr %29, align 8, !tbaa !49
  %35 = sub i64 0, %34
  %36 = and i64 %35, 7
  %37 = getelementptr inbounds [8 x %struct.PosData], ptr %11, i64 0, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 28
  %39 = load float, ptr %38, align 4, !tbaa !165
  %40 = getelementptr inbounds i8, ptr %10, i64 2840
  %41 = load float, ptr %40, align 8, !tbaa !164
  %42 = fadd float %39, %41
  %43 = load ptr, ptr %30, align 8, !tbaa !45
  %44 = getelementptr inbounds float, ptr %43, i64 %2
  %45 = load float, ptr %44, align 4, !tbaa !158
  %46 = load i64, ptr %37, align 8, !tbaa !167
  %47 = getelementptr inbounds float, ptr %43, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !158
  %49 = fsub float %45, %48
  %50 = fadd float %42, %49
  br label %51

51:                                               ; preds = %33, %60
  %52 = phi i64 [ %69, %60 ], [ %31, %33 ]
  %53 = phi i64 [ %68, %60 ], [ 10, %33 ]
  %54 = phi i64 [ %66, %60 ], [ 4, %33 ]
  %55 = phi i64 [ %61, %60 ], [ 2, %33 ]
  %56 = phi float [ %64, %60 ], [ %50, %33 ]
  %57 = getelementptr inbounds %struct.ZopfliNode, ptr %12, i64 %52, i32 3
  %58 = load float, ptr %57, align 4, !tbaa !9
  %59 = fcmp ugt float %58, %56
  br i1 %59, label %71, label %60

60:                                               ; preds = %51
  %61 = add i64 %55, 1
  %62 = icmp eq i64 %61, %53
  %63 = fadd float %56, 1.000000e+00
  %64 = select i1 %62, float %63, float %56
  %65 = zext i1 %62 to i64
  %66 = shl i64 %54, %65
  %67 = select i1 %62, i64 %54, i64 0
  %68 = add i64 %67, %53
  %69 = add i64 %61, %2
  %70 = icmp ugt i64 %69, %0
  br i1 %70, label %71, label %51, !llvm.loop !168

71:                                               ; preds = %51, %60, %13
  %72 = phi i64 [ 2, %13 ], [ %55, %51 ], [ %61, %60 ]
  %73 = add i64 %72, -1
  %74 = icmp ult i64 %73, %21
  %75 = add i64 %20, %27
  %76 = getelementptr inbounds i8, ptr %3, i64 %17
  %77 = icmp ugt i64 %21, 7
  %78 = getelementptr inbounds i8, ptr %5, i64 360
  %79 = getelementptr inbounds i8, ptr %5, i64 232
  %80 = getelementptr inbounds i8, ptr %10, i64 2816
  %81 = getelementptr %struct.ZopfliNode, ptr %12, i64 %2, i32 3
  %82 = getelementptr %struct.ZopfliNode, ptr %12, i64 %2
  %83 = icmp eq i64 %8, 0
  %84 = getelementptr inbounds i8, ptr %5, i64 60
  %85 = getelementptr inbounds i8, ptr %5, i64 56
  br label %86

86:                                               ; preds = %71, %561
  %87 = phi i64 [ 0, %71 ], [ %562, %561 ]
  %88 = phi i64 [ 0, %71 ], [ %563, %561 ]
  %89 = load i64, ptr %29, align 8, !tbaa !49
  %90 = tail call i64 @llvm.umin.i64(i64 %89, i64 8)
  %91 = icmp ult i64 %88, %90
  br i1 %91, label %92, label %566

92:                                               ; preds = %86
  %93 = sub i64 %88, %89
  %94 = and i64 %93, 7
  %95 = getelementptr inbounds [8 x %struct.PosData], ptr %11, i64 0, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !167
  %97 = sub i64 %2, %96
  %98 = icmp ult i64 %97, 6
  br i1 %98, label %99, label %101

99:                                               ; preds = %92
  %100 = trunc nuw nsw i64 %97 to i16
  br label %128

101:                                              ; preds = %92
  %102 = icmp ult i64 %97, 130
  br i1 %102, label %103, label %115

103:                                              ; preds = %101
  %104 = add nsw i64 %97, -2
  %105 = trunc i64 %104 to i32
  %106 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %105, i1 true)
  %107 = sub nuw nsw i32 30, %106
  %108 = shl nuw nsw i32 %107, 1
  %109 = zext nneg i32 %108 to i64
  %110 = zext nneg i32 %107 to i64
  %111 = lshr i64 %104, %110
  %112 = add nuw nsw i64 %111, %109
  %113 = trunc i64 %112 to i16
  %114 = add nuw nsw i16 %113, 2
  br label %128

115:                                              ; preds = %101
  %116 = icmp ult i64 %97, 2114
  br i1 %116, label %117, label %123

117:                                              ; preds = %115
  %118 = trunc nuw i64 %97 to i32
  %119 = add nsw i32 %118, -66
  %120 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %119, i1 true)
  %121 = trunc nuw nsw i32 %120 to i16
  %122 = sub nuw nsw i16 41, %121
  br label %128

123:                                              ; preds = %115
  %124 = icmp ult i64 %97, 6210
  br i1 %124, label %128, label %125

125:                                              ; preds = %123
  %126 = icmp ult i64 %97, 22594
  %127 = select i1 %126, i16 22, i16 23
  br label %128

128:                                              ; preds = %99, %103, %117, %123, %125
  %129 = phi i16 [ %100, %99 ], [ %114, %103 ], [ %122, %117 ], [ 21, %123 ], [ %127, %125 ]
  %130 = getelementptr inbounds i8, ptr %95, i64 24
  %131 = load float, ptr %130, align 8, !tbaa !169
  %132 = zext nneg i16 %129 to i64
  %133 = getelementptr inbounds [24 x i32], ptr @kBrotliInsExtra, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = uitofp i32 %134 to float
  %136 = fadd float %131, %135
  %137 = load ptr, ptr %30, align 8, !tbaa !45
  %138 = getelementptr inbounds float, ptr %137, i64 %2
  %139 = load float, ptr %138, align 4, !tbaa !158
  %140 = load float, ptr %137, align 4, !tbaa !158
  %141 = fsub float %139, %140
  %142 = fadd float %136, %141
  br i1 %74, label %143, label %408

143:                                              ; preds = %128
  %144 = getelementptr inbounds i8, ptr %95, i64 8
  %145 = shl nuw nsw i16 %129, 3
  %146 = and i16 %145, 56
  %147 = icmp ult i16 %129, 8
  %148 = lshr i16 %129, 3
  %149 = mul nuw nsw i16 %148, 3
  %150 = or disjoint i16 %146, 7
  br label %151

151:                                              ; preds = %143, %401
  %152 = phi i64 [ %87, %143 ], [ %403, %401 ]
  %153 = phi i64 [ %73, %143 ], [ %402, %401 ]
  %154 = phi i64 [ 0, %143 ], [ %404, %401 ]
  %155 = getelementptr inbounds [16 x i32], ptr @kDistanceCacheIndex, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds [4 x i32], ptr %144, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = getelementptr inbounds [16 x i32], ptr @kDistanceCacheOffset, i64 0, i64 %154
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = add nsw i32 %161, %159
  %163 = sext i32 %162 to i64
  %164 = sub i64 %16, %163
  %165 = add i64 %153, %17
  %166 = getelementptr inbounds i8, ptr %3, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !9
  %168 = icmp ugt i64 %165, %4
  br i1 %168, label %408, label %169

169:                                              ; preds = %151
  %170 = icmp ult i64 %75, %163
  br i1 %170, label %401, label %171, !prof !58

171:                                              ; preds = %169
  %172 = icmp ult i64 %18, %163
  br i1 %172, label %229, label %173

173:                                              ; preds = %171
  %174 = icmp ult i64 %164, %16
  br i1 %174, label %175, label %401

175:                                              ; preds = %173
  %176 = and i64 %164, %4
  %177 = add i64 %176, %153
  %178 = icmp ugt i64 %177, %4
  br i1 %178, label %401, label %179

179:                                              ; preds = %175
  %180 = getelementptr inbounds i8, ptr %3, i64 %177
  %181 = load i8, ptr %180, align 1, !tbaa !9
  %182 = icmp eq i8 %167, %181
  br i1 %182, label %183, label %401

183:                                              ; preds = %179
  %184 = getelementptr inbounds i8, ptr %3, i64 %176
  br i1 %77, label %192, label %187

185:                                              ; preds = %207
  %186 = icmp eq i64 %210, 0
  br i1 %186, label %224, label %187

187:                                              ; preds = %183, %185
  %188 = phi ptr [ %209, %185 ], [ %184, %183 ]
  %189 = phi ptr [ %208, %185 ], [ %76, %183 ]
  %190 = phi i64 [ %210, %185 ], [ %21, %183 ]
  %191 = getelementptr i8, ptr %188, i64 %190
  br label %212

192:                                              ; preds = %183, %207
  %193 = phi ptr [ %209, %207 ], [ %184, %183 ]
  %194 = phi ptr [ %208, %207 ], [ %76, %183 ]
  %195 = phi i64 [ %210, %207 ], [ %21, %183 ]
  %196 = load i64, ptr %194, align 1
  %197 = load i64, ptr %193, align 1
  %198 = icmp eq i64 %196, %197
  br i1 %198, label %207, label %199

199:                                              ; preds = %192
  %200 = xor i64 %197, %196
  %201 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %200, i1 true)
  %202 = ptrtoint ptr %193 to i64
  %203 = ptrtoint ptr %184 to i64
  %204 = sub i64 %202, %203
  %205 = lshr i64 %201, 3
  %206 = add i64 %204, %205
  br label %303

207:                                              ; preds = %192
  %208 = getelementptr inbounds i8, ptr %194, i64 8
  %209 = getelementptr inbounds i8, ptr %193, i64 8
  %210 = add i64 %195, -8
  %211 = icmp ugt i64 %210, 7
  br i1 %211, label %192, label %185, !llvm.loop !60

212:                                              ; preds = %187, %219
  %213 = phi ptr [ %222, %219 ], [ %188, %187 ]
  %214 = phi ptr [ %221, %219 ], [ %189, %187 ]
  %215 = phi i64 [ %220, %219 ], [ %190, %187 ]
  %216 = load i8, ptr %213, align 1, !tbaa !9
  %217 = load i8, ptr %214, align 1, !tbaa !9
  %218 = icmp eq i8 %216, %217
  br i1 %218, label %219, label %224

219:                                              ; preds = %212
  %220 = add nsw i64 %215, -1
  %221 = getelementptr inbounds i8, ptr %214, i64 1
  %222 = getelementptr inbounds i8, ptr %213, i64 1
  %223 = icmp eq i64 %220, 0
  br i1 %223, label %224, label %212, !llvm.loop !61

224:                                              ; preds = %219, %212, %185
  %225 = phi ptr [ %209, %185 ], [ %213, %212 ], [ %191, %219 ]
  %226 = ptrtoint ptr %225 to i64
  %227 = ptrtoint ptr %184 to i64
  %228 = sub i64 %226, %227
  br label %303

229:                                              ; preds = %171
  %230 = icmp ult i64 %20, %163
  br i1 %230, label %231, label %401

231:                                              ; preds = %229
  %232 = load i64, ptr %26, align 8, !tbaa !40
  %233 = add i64 %232, %20
  br label %234

234:                                              ; preds = %234, %231
  %235 = phi i64 [ 0, %231 ], [ %236, %234 ]
  %236 = add i64 %235, 1
  %237 = getelementptr inbounds [16 x i64], ptr %78, i64 0, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !29
  %239 = add i64 %238, %163
  %240 = icmp ult i64 %233, %239
  br i1 %240, label %241, label %234, !llvm.loop !170

241:                                              ; preds = %234
  %242 = getelementptr inbounds [16 x i64], ptr %78, i64 0, i64 %235
  %243 = load i64, ptr %242, align 8, !tbaa !29
  %244 = add i64 %243, %163
  %245 = sub i64 %233, %244
  %246 = add i64 %243, %245
  %247 = sub i64 %238, %246
  %248 = tail call i64 @llvm.umin.i64(i64 %247, i64 %21)
  %249 = icmp ult i64 %153, %248
  br i1 %249, label %250, label %401

250:                                              ; preds = %241
  %251 = getelementptr inbounds [16 x ptr], ptr %79, i64 0, i64 %235
  %252 = load ptr, ptr %251, align 8, !tbaa !52
  %253 = getelementptr i8, ptr %252, i64 %245
  %254 = getelementptr i8, ptr %253, i64 %153
  %255 = load i8, ptr %254, align 1, !tbaa !9
  %256 = icmp eq i8 %167, %255
  br i1 %256, label %257, label %401

257:                                              ; preds = %250
  %258 = icmp ugt i64 %248, 7
  br i1 %258, label %266, label %261

259:                                              ; preds = %281
  %260 = icmp eq i64 %284, 0
  br i1 %260, label %298, label %261

261:                                              ; preds = %257, %259
  %262 = phi ptr [ %283, %259 ], [ %253, %257 ]
  %263 = phi ptr [ %282, %259 ], [ %76, %257 ]
  %264 = phi i64 [ %284, %259 ], [ %248, %257 ]
  %265 = getelementptr i8, ptr %262, i64 %264
  br label %286

266:                                              ; preds = %257, %281
  %267 = phi ptr [ %283, %281 ], [ %253, %257 ]
  %268 = phi ptr [ %282, %281 ], [ %76, %257 ]
  %269 = phi i64 [ %284, %281 ], [ %248, %257 ]
  %270 = load i64, ptr %268, align 1
  %271 = load i64, ptr %267, align 1
  %272 = icmp eq i64 %270, %271
  br i1 %272, label %281, label %273

273:                                              ; preds = %266
  %274 = xor i64 %271, %270
  %275 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %274, i1 true)
  %276 = ptrtoint ptr %267 to i64
  %277 = ptrtoint ptr %253 to i64
  %278 = sub i64 %276, %277
  %279 = lshr i64 %275, 3
  %280 = add i64 %278, %279
  br label %303

281:                                              ; preds = %266
  %282 = getelementptr inbounds i8, ptr %268, i64 8
  %283 = getelementptr inbounds i8, ptr %267, i64 8
  %284 = add i64 %269, -8
  %285 = icmp ugt i64 %284, 7
  br i1 %285, label %266, label %259, !llvm.loop !60

286:                                              ; preds = %261, %293
  %287 = phi ptr [ %296, %293 ], [ %262, %261 ]
  %288 = phi ptr [ %295, %293 ], [ %263, %261 ]
  %289 = phi i64 [ %294, %293 ], [ %264, %261 ]
  %290 = load i8, ptr %287, align 1, !tbaa !9
  %291 = load i8, ptr %288, align 1, !tbaa !9
  %292 = icmp eq i8 %290, %291
  br i1 %292, label %293, label %298

293:                                              ; preds = %286
  %294 = add nsw i64 %289, -1
  %295 = getelementptr inbounds i8, ptr %288, i64 1
  %296 = getelementptr inbounds i8, ptr %287, i64 1
  %297 = icmp eq i64 %294, 0
  br i1 %297, label %298, label %286, !llvm.loop !61

298:                                              ; preds = %293, %286, %259
  %299 = phi ptr [ %283, %259 ], [ %287, %286 ], [ %265, %293 ]
  %300 = ptrtoint ptr %299 to i64
  %301 = ptrtoint ptr %253 to i64
  %302 = sub i64 %300, %301
  br label %303

303:                                              ; preds = %298, %273, %224, %199
  %304 = phi i64 [ %206, %199 ], [ %228, %224 ], [ %302, %298 ], [ %280, %273 ]
  %305 = load ptr, ptr %80, align 8, !tbaa !47
  %306 = getelementptr inbounds float, ptr %305, i64 %154
  %307 = load float, ptr %306, align 4, !tbaa !158
  %308 = fadd float %142, %307
  %309 = add i64 %153, 1
  %310 = icmp ugt i64 %309, %304
  br i1 %310, label %401, label %311

311:                                              ; preds = %303
  %312 = icmp eq i64 %154, 0
  %313 = and i1 %147, %312
  %314 = shl nuw nsw i64 %154, 27
  %315 = add nuw nsw i64 %314, 134217728
  %316 = or i64 %315, %97
  %317 = trunc i64 %316 to i32
  br label %318

318:                                              ; preds = %311, %397
  %319 = phi i64 [ %309, %311 ], [ %399, %397 ]
  %320 = phi i64 [ %152, %311 ], [ %398, %397 ]
  %321 = phi i64 [ %153, %311 ], [ %319, %397 ]
  %322 = icmp ult i64 %319, 10
  br i1 %322, label %323, label %326

323:                                              ; preds = %318
  %324 = trunc nuw i64 %319 to i16
  %325 = add nsw i16 %324, -2
  br label %348

326:                                              ; preds = %318
  %327 = icmp ult i64 %319, 134
  br i1 %327, label %328, label %340

328:                                              ; preds = %326
  %329 = add nsw i64 %321, -5
  %330 = trunc i64 %329 to i32
  %331 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %330, i1 true)
  %332 = sub nsw i32 30, %331
  %333 = shl nuw nsw i32 %332, 1
  %334 = zext nneg i32 %333 to i64
  %335 = zext nneg i32 %332 to i64
  %336 = lshr i64 %329, %335
  %337 = add nuw nsw i64 %336, %334
  %338 = trunc i64 %337 to i16
  %339 = add nuw nsw i16 %338, 4
  br label %348

340:                                              ; preds = %326
  %341 = icmp ult i64 %319, 2118
  br i1 %341, label %342, label %358

342:                                              ; preds = %340
  %343 = trunc i64 %321 to i32
  %344 = add i32 %343, -69
  %345 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %344, i1 true)
  %346 = trunc nuw nsw i32 %345 to i16
  %347 = sub nuw nsw i16 43, %346
  br label %348

348:                                              ; preds = %323, %328, %342
  %349 = phi i16 [ %325, %323 ], [ %339, %328 ], [ %347, %342 ]
  %350 = and i16 %349, 7
  %351 = or disjoint i16 %350, %146
  %352 = icmp ult i16 %349, 16
  %353 = and i1 %313, %352
  br i1 %353, label %354, label %358

354:                                              ; preds = %348
  %355 = icmp ult i16 %349, 8
  %356 = or disjoint i16 %351, 64
  %357 = select i1 %355, i16 %351, i16 %356
  br label %372

358:                                              ; preds = %340, %348
  %359 = phi i16 [ %351, %348 ], [ %150, %340 ]
  %360 = phi i16 [ %349, %348 ], [ 23, %340 ]
  %361 = lshr i16 %360, 3
  %362 = add nuw nsw i16 %361, %149
  %363 = zext nneg i16 %362 to i32
  %364 = shl nuw nsw i32 %363, 1
  %365 = shl nuw nsw i32 %363, 6
  %366 = add nuw nsw i32 %365, 64
  %367 = lshr i32 5377344, %364
  %368 = and i32 %367, 192
  %369 = add nuw nsw i32 %366, %368
  %370 = trunc i32 %369 to i16
  %371 = or disjoint i16 %359, %370
  br label %372

372:                                              ; preds = %354, %358
  %373 = phi i16 [ %349, %354 ], [ %360, %358 ]
  %374 = phi i16 [ %357, %354 ], [ %371, %358 ]
  %375 = icmp ult i16 %374, 128
  %376 = select i1 %375, float %142, float %308
  %377 = zext i16 %373 to i64
  %378 = getelementptr inbounds [24 x i32], ptr @kBrotliCopyExtra, i64 0, i64 %377
  %379 = load i32, ptr %378, align 4, !tbaa !5
  %380 = uitofp i32 %379 to float
  %381 = fadd float %376, %380
  %382 = zext i16 %374 to i64
  %383 = getelementptr inbounds [704 x float], ptr %10, i64 0, i64 %382
  %384 = load float, ptr %383, align 4, !tbaa !158
  %385 = fadd float %384, %381
  %386 = getelementptr %struct.ZopfliNode, ptr %81, i64 %319
  %387 = load float, ptr %386, align 4, !tbaa !9
  %388 = fcmp olt float %385, %387
  br i1 %388, label %389, label %397

389:                                              ; preds = %372
  %390 = getelementptr %struct.ZopfliNode, ptr %82, i64 %319
  %391 = trunc i64 %319 to i32
  %392 = or i32 %391, 301989888
  store i32 %392, ptr %390, align 4, !tbaa !26
  %393 = getelementptr inbounds i8, ptr %390, i64 4
  store i32 %162, ptr %393, align 4, !tbaa !30
  %394 = getelementptr inbounds i8, ptr %390, i64 8
  store i32 %317, ptr %394, align 4, !tbaa !28
  %395 = getelementptr inbounds i8, ptr %390, i64 12
  store float %385, ptr %395, align 4, !tbaa !9
  %396 = tail call i64 @llvm.umax.i64(i64 %320, i64 %319)
  br label %397

397:                                              ; preds = %389, %372
  %398 = phi i64 [ %396, %389 ], [ %320, %372 ]
  %399 = add i64 %319, 1
  %400 = icmp ugt i64 %399, %304
  br i1 %400, label %401, label %318, !llvm.loop !171

401:                                              ; preds = %397, %303, %169, %173, %179, %175, %229, %250, %241
  %402 = phi i64 [ %153, %250 ], [ %153, %241 ], [ %153, %229 ], [ %153, %175 ], [ %153, %179 ], [ %153, %173 ], [ %153, %169 ], [ %153, %303 ], [ %319, %397 ]
  %403 = phi i64 [ %152, %250 ], [ %152, %241 ], [ %152, %229 ], [ %152, %175 ], [ %152, %179 ], [ %152, %173 ], [ %152, %169 ], [ %152, %303 ], [ %398, %397 ]
  %404 = add nuw nsw i64 %154, 1
  %405 = icmp ult i64 %154, 15
  %406 = icmp ult i64 %402, %21
  %407 = and i1 %405, %406
  br i1 %407, label %151, label %408, !llvm.loop !172

408:                                              ; preds = %401, %151, %128
  %409 = phi i64 [ %87, %128 ], [ %152, %151 ], [ %403, %401 ]
  %410 = icmp ugt i64 %88, 1
  %411 = or i1 %410, %83
  br i1 %411, label %561, label %412

412:                                              ; preds = %408
  %413 = shl i16 %129, 3
  %414 = and i16 %413, 56
  %415 = lshr i16 %129, 3
  %416 = mul nuw nsw i16 %415, 3
  %417 = trunc i64 %97 to i32
  br label %418

418:                                              ; preds = %412, %556
  %419 = phi i64 [ %409, %412 ], [ %558, %556 ]
  %420 = phi i64 [ 0, %412 ], [ %559, %556 ]
  %421 = phi i64 [ %72, %412 ], [ %557, %556 ]
  %422 = getelementptr inbounds %struct.BackwardMatch, ptr %9, i64 %420
  %423 = load i64, ptr %422, align 4
  %424 = trunc i64 %423 to i32
  %425 = lshr i64 %423, 32
  %426 = and i64 %423, 4294967295
  %427 = icmp ult i64 %75, %426
  %428 = add nuw nsw i64 %426, 15
  %429 = load i32, ptr %84, align 4, !tbaa !173
  %430 = zext i32 %429 to i64
  %431 = add nuw nsw i64 %430, 16
  %432 = icmp ugt i64 %431, %428
  br i1 %432, label %459, label %433

433:                                              ; preds = %418
  %434 = load i32, ptr %85, align 8, !tbaa !174
  %435 = zext i32 %434 to i64
  %436 = shl nuw i64 4, %435
  %437 = xor i64 %430, -1
  %438 = add nsw i64 %426, %437
  %439 = add i64 %438, %436
  %440 = trunc i64 %439 to i32
  %441 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %440, i1 true)
  %442 = sub nsw i32 30, %441
  %443 = zext i32 %442 to i64
  %444 = shl nsw i32 -1, %434
  %445 = xor i32 %444, -1
  %446 = zext nneg i32 %445 to i64
  %447 = and i64 %439, %446
  %448 = lshr i64 %439, %443
  %449 = and i64 %448, 1
  %450 = sub nsw i64 %443, %435
  %451 = shl nsw i64 %450, 10
  %452 = shl nsw i64 %450, 1
  %453 = add nsw i64 %452, -2
  %454 = or disjoint i64 %453, %449
  %455 = shl i64 %454, %435
  %456 = add nuw nsw i64 %447, %431
  %457 = add i64 %456, %455
  %458 = or i64 %457, %451
  br label %459

459:                                              ; preds = %418, %433
  %460 = phi i64 [ %458, %433 ], [ %428, %418 ]
  %461 = trunc i64 %460 to i32
  %462 = lshr i32 %461, 10
  %463 = and i32 %462, 63
  %464 = uitofp nneg i32 %463 to float
  %465 = fadd float %142, %464
  %466 = and i64 %460, 1023
  %467 = load ptr, ptr %80, align 8, !tbaa !47
  %468 = getelementptr inbounds float, ptr %467, i64 %466
  %469 = load float, ptr %468, align 4, !tbaa !158
  %470 = fadd float %469, %465
  %471 = lshr i64 %423, 37
  %472 = icmp ult i64 %421, %471
  %473 = icmp ugt i64 %471, %25
  %474 = select i1 %427, i1 true, i1 %473
  %475 = select i1 %472, i1 %474, i1 false
  %476 = select i1 %475, i64 %471, i64 %421
  %477 = icmp ugt i64 %476, %471
  br i1 %477, label %556, label %478

478:                                              ; preds = %459
  %479 = and i64 %423, 133143986176
  %480 = icmp eq i64 %479, 0
  %481 = and i64 %425, 31
  %482 = select i1 %480, i64 %471, i64 %481
  %483 = add nuw nsw i64 %471, 1
  br label %484

484:                                              ; preds = %478, %552
  %485 = phi i64 [ %419, %478 ], [ %553, %552 ]
  %486 = phi i64 [ %476, %478 ], [ %554, %552 ]
  %487 = select i1 %427, i64 %482, i64 %486
  %488 = icmp ult i64 %487, 10
  br i1 %488, label %489, label %492

489:                                              ; preds = %484
  %490 = trunc nuw i64 %487 to i16
  %491 = add nsw i16 %490, -2
  br label %514

492:                                              ; preds = %484
  %493 = icmp ult i64 %487, 134
  br i1 %493, label %494, label %506

494:                                              ; preds = %492
  %495 = add nsw i64 %487, -6
  %496 = trunc i64 %495 to i32
  %497 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %496, i1 true)
  %498 = sub nuw nsw i32 30, %497
  %499 = shl nuw nsw i32 %498, 1
  %500 = zext nneg i32 %499 to i64
  %501 = zext nneg i32 %498 to i64
  %502 = lshr i64 %495, %501
  %503 = add nuw nsw i64 %502, %500
  %504 = trunc i64 %503 to i16
  %505 = add nuw nsw i16 %504, 4
  br label %514

506:                                              ; preds = %492
  %507 = icmp ult i64 %487, 2118
  br i1 %507, label %508, label %514

508:                                              ; preds = %506
  %509 = trunc nuw i64 %487 to i32
  %510 = add nsw i32 %509, -70
  %511 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %510, i1 true)
  %512 = trunc nuw nsw i32 %511 to i16
  %513 = sub nuw nsw i16 43, %512
  br label %514

514:                                              ; preds = %489, %494, %506, %508
  %515 = phi i16 [ %491, %489 ], [ %505, %494 ], [ %513, %508 ], [ 23, %506 ]
  %516 = and i16 %515, 7
  %517 = or disjoint i16 %516, %414
  %518 = lshr i16 %515, 3
  %519 = add nuw nsw i16 %518, %416
  %520 = zext nneg i16 %519 to i32
  %521 = shl nuw nsw i32 %520, 1
  %522 = shl nuw nsw i32 %520, 6
  %523 = add nuw nsw i32 %522, 64
  %524 = lshr i32 5377344, %521
  %525 = and i32 %524, 192
  %526 = add nuw nsw i32 %523, %525
  %527 = trunc i32 %526 to i16
  %528 = or disjoint i16 %517, %527
  %529 = zext i16 %515 to i64
  %530 = getelementptr inbounds [24 x i32], ptr @kBrotliCopyExtra, i64 0, i64 %529
  %531 = load i32, ptr %530, align 4, !tbaa !5
  %532 = uitofp i32 %531 to float
  %533 = fadd float %470, %532
  %534 = zext i16 %528 to i64
  %535 = getelementptr inbounds [704 x float], ptr %10, i64 0, i64 %534
  %536 = load float, ptr %535, align 4, !tbaa !158
  %537 = fadd float %536, %533
  %538 = getelementptr %struct.ZopfliNode, ptr %81, i64 %486
  %539 = load float, ptr %538, align 4, !tbaa !9
  %540 = fcmp olt float %537, %539
  br i1 %540, label %541, label %552

541:                                              ; preds = %514
  %542 = getelementptr %struct.ZopfliNode, ptr %82, i64 %486
  %543 = add i64 %486, 9
  %544 = sub i64 %543, %487
  %545 = shl i64 %544, 25
  %546 = or i64 %545, %486
  %547 = trunc i64 %546 to i32
  store i32 %547, ptr %542, align 4, !tbaa !26
  %548 = getelementptr inbounds i8, ptr %542, i64 4
  store i32 %424, ptr %548, align 4, !tbaa !30
  %549 = getelementptr inbounds i8, ptr %542, i64 8
  store i32 %417, ptr %549, align 4, !tbaa !28
  %550 = getelementptr inbounds i8, ptr %542, i64 12
  store float %537, ptr %550, align 4, !tbaa !9
  %551 = tail call i64 @llvm.umax.i64(i64 %485, i64 %486)
  br label %552

552:                                              ; preds = %541, %514
  %553 = phi i64 [ %551, %541 ], [ %485, %514 ]
  %554 = add i64 %486, 1
  %555 = icmp eq i64 %486, %471
  br i1 %555, label %556, label %484, !llvm.loop !175

556:                                              ; preds = %552, %459
  %557 = phi i64 [ %476, %459 ], [ %483, %552 ]
  %558 = phi i64 [ %419, %459 ], [ %553, %552 ]
  %559 = add nuw i64 %420, 1
  %560 = icmp eq i64 %559, %8
  br i1 %560, label %561, label %418, !llvm.loop !176

561:                                              ; preds = %556, %408
  %562 = phi i64 [ %409, %408 ], [ %558, %556 ]
  %563 = add nuw nsw i64 %88, 1
  %564 = icmp ult i64 %88, 4
  %565 = and i1 %24, %564
  br i1 %565, label %86, label %566, !llvm.loop !177

566:                                              ; preds = %561, %86
  %567 = phi i64 [ %562, %561 ], [ %87, %86 ]
  ret i64 %567
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @EvaluateNode(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef %6, ptr nocapture noundef %7) unnamed_addr #6 {
  %9 = alloca %struct.PosData, align 8
  %10 = alloca %struct.PosData, align 8
  %11 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %1, i32 3
  %12 = load float, ptr %11, align 4, !tbaa !9
  %13 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %1
  %14 = load i32, ptr %13, align 4, !tbaa !26
  %15 = and i32 %14, 33554431
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !28
  %18 = and i32 %17, 134217727
  %19 = getelementptr inbounds i8, ptr %13, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !30
  %21 = icmp eq i64 %1, 0
  br i1 %21, label %47, label %22

22:                                               ; preds = %8
  %23 = zext i32 %20 to i64
  %24 = zext nneg i32 %15 to i64
  %25 = add nuw nsw i64 %23, %24
  %26 = add i64 %1, %0
  %27 = add i64 %26, %3
  %28 = icmp ugt i64 %25, %27
  %29 = add i64 %3, %2
  %30 = icmp ult i64 %29, %23
  %31 = or i1 %30, %28
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = icmp ult i32 %17, 134217728
  %34 = add i32 %20, 15
  %35 = lshr i32 %17, 27
  %36 = add nsw i32 %35, -1
  %37 = select i1 %33, i32 %34, i32 %36
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %32
  %40 = trunc i64 %1 to i32
  br label %47

41:                                               ; preds = %32, %22
  %42 = add nuw nsw i32 %18, %15
  %43 = zext nneg i32 %42 to i64
  %44 = sub i64 %1, %43
  %45 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %44, i32 3
  %46 = load i32, ptr %45, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %8, %39, %41
  %48 = phi i32 [ %40, %39 ], [ %46, %41 ], [ 0, %8 ]
  store i32 %48, ptr %11, align 4, !tbaa !9
  %49 = getelementptr inbounds i8, ptr %5, i64 2832
  %50 = load ptr, ptr %49, align 8, !tbaa !45
  %51 = getelementptr inbounds float, ptr %50, i64 %1
  %52 = load float, ptr %51, align 4, !tbaa !158
  %53 = load float, ptr %50, align 4, !tbaa !158
  %54 = fsub float %52, %53
  %55 = fcmp ugt float %12, %54
  br i1 %55, label %152, label %56

56:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  store i64 %1, ptr %10, align 8, !tbaa !167
  %57 = getelementptr inbounds i8, ptr %10, i64 28
  store float %12, ptr %57, align 4, !tbaa !165
  %58 = fsub float %12, %54
  %59 = getelementptr inbounds i8, ptr %10, i64 24
  store float %58, ptr %59, align 8, !tbaa !169
  %60 = getelementptr inbounds i8, ptr %10, i64 8
  %61 = icmp eq i32 %48, 0
  br i1 %61, label %65, label %70

62:                                               ; preds = %120, %103, %86, %70
  %63 = phi i64 [ 4, %70 ], [ 8, %86 ], [ 12, %103 ], [ 16, %120 ]
  %64 = phi i1 [ true, %70 ], [ true, %86 ], [ true, %103 ], [ false, %120 ]
  br i1 %64, label %65, label %125

65:                                               ; preds = %62, %56
  %66 = phi i64 [ %63, %62 ], [ 0, %56 ]
  %67 = getelementptr i8, ptr %10, i64 %66
  %68 = getelementptr i8, ptr %67, i64 8
  %69 = sub nuw nsw i64 16, %66
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %68, ptr align 4 %4, i64 %69, i1 false), !tbaa !5
  br label %125

70:                                               ; preds = %56
  %71 = zext i32 %48 to i64
  %72 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %71
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load i32, ptr %73, align 4, !tbaa !28
  %75 = and i32 %74, 134217727
  %76 = load i32, ptr %72, align 4, !tbaa !26
  %77 = and i32 %76, 33554431
  %78 = getelementptr inbounds i8, ptr %72, i64 4
  %79 = load i32, ptr %78, align 4, !tbaa !30
  store i32 %79, ptr %60, align 8, !tbaa !5
  %80 = add nuw nsw i32 %77, %75
  %81 = zext nneg i32 %80 to i64
  %82 = sub nsw i64 %71, %81
  %83 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %82, i32 3
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %62, label %86, !llvm.loop !178

86:                                               ; preds = %70
  %87 = zext i32 %84 to i64
  %88 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %87
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = load i32, ptr %89, align 4, !tbaa !28
  %91 = and i32 %90, 134217727
  %92 = load i32, ptr %88, align 4, !tbaa !26
  %93 = and i32 %92, 33554431
  %94 = getelementptr inbounds i8, ptr %88, i64 4
  %95 = load i32, ptr %94, align 4, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 %95, ptr %96, align 4, !tbaa !5
  %97 = add nuw nsw i32 %93, %91
  %98 = zext nneg i32 %97 to i64
  %99 = sub nsw i64 %87, %98
  %100 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %99, i32 3
  %101 = load i32, ptr %100, align 4, !tbaa !9
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %62, label %103, !llvm.loop !178

103:                                              ; preds = %86
  %104 = zext i32 %101 to i64
  %105 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %104
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load i32, ptr %106, align 4, !tbaa !28
  %108 = and i32 %107, 134217727
  %109 = load i32, ptr %105, align 4, !tbaa !26
  %110 = and i32 %109, 33554431
  %111 = getelementptr inbounds i8, ptr %105, i64 4
  %112 = load i32, ptr %111, align 4, !tbaa !30
  %113 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 %112, ptr %113, align 8, !tbaa !5
  %114 = add nuw nsw i32 %110, %108
  %115 = zext nneg i32 %114 to i64
  %116 = sub nsw i64 %104, %115
  %117 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %116, i32 3
  %118 = load i32, ptr %117, align 4, !tbaa !9
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %62, label %120, !llvm.loop !178

120:                                              ; preds = %103
  %121 = zext i32 %118 to i64
  %122 = getelementptr inbounds %struct.ZopfliNode, ptr %7, i64 %121, i32 1
  %123 = load i32, ptr %122, align 4, !tbaa !30
  %124 = getelementptr inbounds i8, ptr %10, i64 20
  store i32 %123, ptr %124, align 4, !tbaa !5
  br label %62

125:                                              ; preds = %65, %62
  %126 = getelementptr inbounds i8, ptr %6, i64 256
  %127 = load i64, ptr %126, align 8, !tbaa !49
  %128 = add i64 %127, 1
  store i64 %128, ptr %126, align 8, !tbaa !49
  %129 = and i64 %127, 7
  %130 = xor i64 %129, 7
  %131 = tail call i64 @llvm.umin.i64(i64 %128, i64 8)
  %132 = getelementptr inbounds %struct.PosData, ptr %6, i64 %130
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %132, ptr noundef nonnull readonly align 8 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !179
  %133 = icmp ugt i64 %128, 1
  br i1 %133, label %134, label %151

134:                                              ; preds = %125, %148
  %135 = phi i64 [ %141, %148 ], [ %130, %125 ]
  %136 = phi i64 [ %149, %148 ], [ 1, %125 ]
  %137 = and i64 %135, 7
  %138 = getelementptr inbounds %struct.PosData, ptr %6, i64 %137
  %139 = getelementptr inbounds i8, ptr %138, i64 24
  %140 = load float, ptr %139, align 8, !tbaa !169
  %141 = add nuw nsw i64 %135, 1
  %142 = and i64 %141, 7
  %143 = getelementptr inbounds %struct.PosData, ptr %6, i64 %142
  %144 = getelementptr inbounds i8, ptr %143, i64 24
  %145 = load float, ptr %144, align 8, !tbaa !169
  %146 = fcmp ogt float %140, %145
  br i1 %146, label %147, label %148

147:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %138, i64 32, i1 false), !tbaa.struct !179
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %138, ptr noundef nonnull align 8 dereferenceable(32) %143, i64 32, i1 false), !tbaa.struct !179
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %143, ptr noundef nonnull align 8 dereferenceable(32) %9, i64 32, i1 false), !tbaa.struct !179
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  br label %148

148:                                              ; preds = %147, %134
  %149 = add nuw nsw i64 %136, 1
  %150 = icmp eq i64 %149, %131
  br i1 %150, label %151, label %134, !llvm.loop !180

151:                                              ; preds = %148, %125
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  br label %152

152:                                              ; preds = %151, %47
  ret void
}

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @BrotliCreateZopfliBackwardReferences(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef %8, ptr nocapture noundef %9, ptr nocapture noundef writeonly %10, ptr nocapture noundef %11, ptr nocapture noundef %12) local_unnamed_addr #4 {
  %14 = add i64 %1, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %46, label %16

16:                                               ; preds = %13
  %17 = shl i64 %14, 4
  %18 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %17) #13
  %19 = icmp eq i64 %1, 0
  br i1 %19, label %37, label %20

20:                                               ; preds = %16
  %21 = and i64 %14, -2
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %34, %22 ]
  %24 = phi i64 [ 0, %20 ], [ %35, %22 ]
  %25 = getelementptr inbounds %struct.ZopfliNode, ptr %18, i64 %23
  store i32 1, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %25, i64 4
  store i32 0, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 0, ptr %27, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %25, i64 12
  store float 0x47DFF933C0000000, ptr %28, align 4, !tbaa !9
  %29 = or disjoint i64 %23, 1
  %30 = getelementptr inbounds %struct.ZopfliNode, ptr %18, i64 %29
  store i32 1, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  store i32 0, ptr %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store i32 0, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store float 0x47DFF933C0000000, ptr %33, align 4, !tbaa !9
  %34 = add nuw i64 %23, 2
  %35 = add i64 %24, 2
  %36 = icmp eq i64 %35, %21
  br i1 %36, label %37, label %22, !llvm.loop !10

37:                                               ; preds = %22, %16
  %38 = phi i64 [ 0, %16 ], [ %34, %22 ]
  %39 = and i64 %1, 1
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %37
  %42 = getelementptr inbounds %struct.ZopfliNode, ptr %18, i64 %38
  store i32 1, ptr %42, align 4, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  store i32 0, ptr %43, align 4, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %42, i64 8
  store i32 0, ptr %44, align 4, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %42, i64 12
  store float 0x47DFF933C0000000, ptr %45, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %41, %37, %13
  %47 = phi ptr [ null, %13 ], [ %18, %37 ], [ %18, %41 ]
  %48 = tail call i64 @BrotliZopfliComputeShortestPath(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %7, ptr noundef %47)
  %49 = load i64, ptr %11, align 8, !tbaa !29
  %50 = add i64 %49, %48
  store i64 %50, ptr %11, align 8, !tbaa !29
  tail call void @BrotliZopfliCreateCommands(i64 noundef %1, i64 noundef %2, ptr noundef %47, ptr noundef %8, ptr noundef %9, ptr noundef %6, ptr noundef %10, ptr noundef %12)
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %47) #13
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCreateHqZopfliBackwardReferences(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef %8, ptr nocapture noundef %9, ptr nocapture noundef %10, ptr nocapture noundef %11, ptr nocapture noundef %12) local_unnamed_addr #4 {
  %14 = alloca %struct.StartPosQueue, align 8
  %15 = alloca [38 x i32], align 16
  %16 = alloca [4 x i32], align 16
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !25
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !12
  %21 = zext nneg i32 %20 to i64
  %22 = shl nuw i64 1, %21
  %23 = add i64 %22, -16
  %24 = icmp eq i64 %1, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  %26 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 9896) #13
  %27 = getelementptr inbounds i8, ptr %6, i64 96
  %28 = load i64, ptr %27, align 8, !tbaa !40
  br label %1130

29:                                               ; preds = %13
  %30 = shl i64 %1, 2
  %31 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %30) #13
  %32 = tail call i64 @llvm.usub.sat.i64(i64 %1, i64 127)
  %33 = add i64 %32, %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  %34 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef 9896) #13
  %35 = icmp eq i64 %30, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %29
  %37 = shl i64 %1, 5
  %38 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %37) #13
  br label %39

39:                                               ; preds = %29, %36
  %40 = phi ptr [ %38, %36 ], [ null, %29 ]
  %41 = getelementptr inbounds i8, ptr %6, i64 88
  %42 = getelementptr inbounds i8, ptr %6, i64 96
  %43 = load i64, ptr %42, align 8, !tbaa !40
  %44 = load i64, ptr %41, align 8, !tbaa !41
  %45 = icmp eq i64 %44, 0
  %46 = select i1 %45, i64 0, i64 256
  %47 = icmp ugt i64 %1, 3
  br i1 %47, label %48, label %1130

48:                                               ; preds = %39
  %49 = getelementptr inbounds i8, ptr %6, i64 624
  %50 = getelementptr inbounds i8, ptr %6, i64 629
  %51 = getelementptr inbounds i8, ptr %5, i64 256
  %52 = or disjoint i64 %46, 128
  %53 = getelementptr inbounds i8, ptr %7, i64 80
  %54 = getelementptr inbounds i8, ptr %6, i64 696
  %55 = getelementptr inbounds i8, ptr %6, i64 4
  %56 = getelementptr inbounds i8, ptr %7, i64 88
  %57 = getelementptr inbounds i8, ptr %7, i64 104
  %58 = getelementptr inbounds i8, ptr %7, i64 96
  %59 = add i64 %43, 1
  %60 = getelementptr inbounds i8, ptr %6, i64 72
  %61 = getelementptr inbounds i8, ptr %6, i64 104
  %62 = getelementptr inbounds i8, ptr %6, i64 360
  %63 = getelementptr inbounds i8, ptr %15, i64 16
  %64 = getelementptr inbounds i8, ptr %15, i64 32
  %65 = getelementptr inbounds i8, ptr %15, i64 48
  %66 = getelementptr inbounds i8, ptr %15, i64 64
  %67 = getelementptr inbounds i8, ptr %15, i64 80
  %68 = getelementptr inbounds i8, ptr %15, i64 96
  %69 = getelementptr inbounds i8, ptr %15, i64 112
  %70 = getelementptr inbounds i8, ptr %15, i64 128
  %71 = getelementptr inbounds i8, ptr %15, i64 144
  %72 = getelementptr inbounds i8, ptr %15, i64 148
  %73 = getelementptr i8, ptr %31, i64 4
  br label %74

74:                                               ; preds = %48, %1124
  %75 = phi i64 [ %30, %48 ], [ %132, %1124 ]
  %76 = phi i64 [ 0, %48 ], [ %1126, %1124 ]
  %77 = phi i64 [ 0, %48 ], [ %1127, %1124 ]
  %78 = phi ptr [ %40, %48 ], [ %131, %1124 ]
  %79 = add i64 %77, %2
  %80 = call i64 @llvm.umin.i64(i64 %79, i64 %23)
  %81 = add i64 %79, %18
  %82 = call i64 @llvm.umin.i64(i64 %81, i64 %23)
  %83 = sub i64 %1, %77
  %84 = load i32, ptr %49, align 8, !tbaa !51
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %113, label %86

86:                                               ; preds = %74
  %87 = icmp eq i64 %79, 0
  br i1 %87, label %99, label %88

88:                                               ; preds = %86
  %89 = add i64 %79, -1
  %90 = and i64 %89, %4
  %91 = getelementptr inbounds i8, ptr %3, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !9
  %93 = icmp eq i64 %79, 1
  br i1 %93, label %99, label %94

94:                                               ; preds = %88
  %95 = add i64 %79, -2
  %96 = and i64 %95, %4
  %97 = getelementptr inbounds i8, ptr %3, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !9
  br label %99

99:                                               ; preds = %86, %88, %94
  %100 = phi i8 [ %92, %94 ], [ %92, %88 ], [ 0, %86 ]
  %101 = phi i8 [ %98, %94 ], [ 0, %88 ], [ 0, %86 ]
  %102 = zext i8 %100 to i64
  %103 = getelementptr inbounds i8, ptr %5, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %101 to i64
  %106 = getelementptr inbounds i8, ptr %51, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = or i8 %107, %104
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds [64 x i8], ptr %50, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = zext i8 %111 to i64
  br label %113

113:                                              ; preds = %99, %74
  %114 = phi i64 [ %112, %99 ], [ 0, %74 ]
  %115 = add i64 %52, %76
  %116 = icmp ult i64 %75, %115
  br i1 %116, label %117, label %130

117:                                              ; preds = %113
  %118 = icmp eq i64 %75, 0
  %119 = select i1 %118, i64 %115, i64 %75
  br label %120

120:                                              ; preds = %120, %117
  %121 = phi i64 [ %119, %117 ], [ %123, %120 ]
  %122 = icmp ult i64 %121, %115
  %123 = shl i64 %121, 1
  br i1 %122, label %120, label %124, !llvm.loop !181

124:                                              ; preds = %120
  %125 = shl i64 %121, 3
  %126 = call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %125) #13
  br i1 %118, label %129, label %127

127:                                              ; preds = %124
  %128 = shl i64 %75, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %126, ptr align 4 %78, i64 %128, i1 false)
  br label %129

129:                                              ; preds = %127, %124
  call void @BrotliFree(ptr noundef %0, ptr noundef %78) #13
  br label %130

130:                                              ; preds = %129, %113
  %131 = phi ptr [ %126, %129 ], [ %78, %113 ]
  %132 = phi i64 [ %121, %129 ], [ %75, %113 ]
  %133 = getelementptr inbounds [64 x ptr], ptr %54, i64 0, i64 %114
  %134 = load ptr, ptr %133, align 8, !tbaa !52
  %135 = add i64 %76, %46
  %136 = getelementptr inbounds %struct.BackwardMatch, ptr %131, i64 %135
  call void @llvm.experimental.noalias.scope.decl(metadata !182)
  %137 = and i64 %79, %4
  %138 = load i32, ptr %55, align 4, !tbaa !39, !noalias !185
  %139 = icmp eq i32 %138, 11
  %140 = select i1 %139, i64 64, i64 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %15) #13, !noalias !185
  %141 = call i64 @llvm.usub.sat.i64(i64 %79, i64 %140)
  %142 = add i64 %79, -1
  %143 = icmp ugt i64 %142, %141
  br i1 %143, label %144, label %226

144:                                              ; preds = %130
  %145 = getelementptr inbounds i8, ptr %3, i64 %137
  %146 = getelementptr i8, ptr %145, i64 1
  %147 = icmp ugt i64 %83, 7
  br label %148

148:                                              ; preds = %144, %219
  %149 = phi i64 [ %142, %144 ], [ %222, %219 ]
  %150 = phi ptr [ %136, %144 ], [ %221, %219 ]
  %151 = phi i64 [ 1, %144 ], [ %220, %219 ]
  %152 = sub i64 %79, %149
  %153 = icmp ugt i64 %152, %80
  br i1 %153, label %226, label %154, !prof !58

154:                                              ; preds = %148
  %155 = and i64 %149, %4
  %156 = load i8, ptr %145, align 1, !tbaa !9, !alias.scope !182, !noalias !187
  %157 = getelementptr inbounds i8, ptr %3, i64 %155
  %158 = load i8, ptr %157, align 1, !tbaa !9, !alias.scope !182, !noalias !187
  %159 = icmp eq i8 %156, %158
  br i1 %159, label %160, label %219

160:                                              ; preds = %154
  %161 = load i8, ptr %146, align 1, !tbaa !9, !alias.scope !182, !noalias !187
  %162 = getelementptr i8, ptr %157, i64 1
  %163 = load i8, ptr %162, align 1, !tbaa !9, !alias.scope !182, !noalias !187
  %164 = icmp eq i8 %161, %163
  br i1 %164, label %165, label %219

165:                                              ; preds = %160
  br i1 %147, label %173, label %166

166:                                              ; preds = %188, %165
  %167 = phi i64 [ %83, %165 ], [ %191, %188 ]
  %168 = phi ptr [ %145, %165 ], [ %189, %188 ]
  %169 = phi ptr [ %157, %165 ], [ %190, %188 ]
  %170 = icmp eq i64 %167, 0
  br i1 %170, label %205, label %171

171:                                              ; preds = %166
  %172 = getelementptr i8, ptr %169, i64 %167
  br label %193

173:                                              ; preds = %165, %188
  %174 = phi ptr [ %190, %188 ], [ %157, %165 ]
  %175 = phi ptr [ %189, %188 ], [ %145, %165 ]
  %176 = phi i64 [ %191, %188 ], [ %83, %165 ]
  %177 = load i64, ptr %175, align 1, !noalias !187
  %178 = load i64, ptr %174, align 1, !noalias !187
  %179 = icmp eq i64 %177, %178
  br i1 %179, label %188, label %180

180:                                              ; preds = %173
  %181 = xor i64 %178, %177
  %182 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %181, i1 true)
  %183 = ptrtoint ptr %174 to i64
  %184 = ptrtoint ptr %157 to i64
  %185 = sub i64 %183, %184
  %186 = lshr i64 %182, 3
  %187 = add i64 %185, %186
  br label %210

188:                                              ; preds = %173
  %189 = getelementptr inbounds i8, ptr %175, i64 8
  %190 = getelementptr inbounds i8, ptr %174, i64 8
  %191 = add i64 %176, -8
  %192 = icmp ugt i64 %191, 7
  br i1 %192, label %173, label %166, !llvm.loop !60

193:                                              ; preds = %171, %200
  %194 = phi ptr [ %203, %200 ], [ %169, %171 ]
  %195 = phi ptr [ %202, %200 ], [ %168, %171 ]
  %196 = phi i64 [ %201, %200 ], [ %167, %171 ]
  %197 = load i8, ptr %194, align 1, !tbaa !9, !noalias !187
  %198 = load i8, ptr %195, align 1, !tbaa !9, !noalias !187
  %199 = icmp eq i8 %197, %198
  br i1 %199, label %200, label %205

200:                                              ; preds = %193
  %201 = add nsw i64 %196, -1
  %202 = getelementptr inbounds i8, ptr %195, i64 1
  %203 = getelementptr inbounds i8, ptr %194, i64 1
  %204 = icmp eq i64 %201, 0
  br i1 %204, label %205, label %193, !llvm.loop !61

205:                                              ; preds = %200, %193, %166
  %206 = phi ptr [ %169, %166 ], [ %194, %193 ], [ %172, %200 ]
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %157 to i64
  %209 = sub i64 %207, %208
  br label %210

210:                                              ; preds = %180, %205
  %211 = phi i64 [ %187, %180 ], [ %209, %205 ]
  %212 = icmp ugt i64 %211, %151
  br i1 %212, label %213, label %219

213:                                              ; preds = %210
  %214 = getelementptr inbounds i8, ptr %150, i64 8
  %215 = trunc i64 %152 to i32
  store i32 %215, ptr %150, align 4, !tbaa !62, !noalias !187
  %216 = trunc i64 %211 to i32
  %217 = shl i32 %216, 5
  %218 = getelementptr inbounds i8, ptr %150, i64 4
  store i32 %217, ptr %218, align 4, !tbaa !64, !noalias !187
  br label %219

219:                                              ; preds = %213, %210, %160, %154
  %220 = phi i64 [ %211, %213 ], [ %151, %210 ], [ %151, %160 ], [ %151, %154 ]
  %221 = phi ptr [ %214, %213 ], [ %150, %210 ], [ %150, %160 ], [ %150, %154 ]
  %222 = add i64 %149, -1
  %223 = icmp ugt i64 %222, %141
  %224 = icmp ult i64 %220, 3
  %225 = select i1 %223, i1 %224, i1 false
  br i1 %225, label %148, label %226

226:                                              ; preds = %219, %148, %130
  %227 = phi i64 [ 1, %130 ], [ %151, %148 ], [ %220, %219 ]
  %228 = phi ptr [ %136, %130 ], [ %150, %148 ], [ %221, %219 ]
  %229 = icmp ult i64 %227, %83
  br i1 %229, label %230, label %387

230:                                              ; preds = %226
  call void @llvm.experimental.noalias.scope.decl(metadata !188)
  call void @llvm.experimental.noalias.scope.decl(metadata !191)
  call void @llvm.experimental.noalias.scope.decl(metadata !193)
  %231 = call i64 @llvm.umin.i64(i64 %83, i64 128)
  %232 = icmp ugt i64 %83, 127
  %233 = getelementptr inbounds i8, ptr %3, i64 %137
  %234 = load i32, ptr %233, align 1, !alias.scope !195, !noalias !198
  %235 = mul i32 %234, 506832829
  %236 = lshr i32 %235, 15
  %237 = load ptr, ptr %56, align 8, !tbaa !77, !alias.scope !188, !noalias !200
  %238 = load ptr, ptr %57, align 8, !tbaa !80, !alias.scope !188, !noalias !200
  %239 = zext nneg i32 %236 to i64
  %240 = getelementptr inbounds i32, ptr %237, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !5, !noalias !198
  %242 = load i64, ptr %53, align 8, !tbaa !81, !noalias !201
  %243 = and i64 %242, %79
  %244 = shl i64 %243, 1
  %245 = or disjoint i64 %244, 1
  br i1 %232, label %246, label %248

246:                                              ; preds = %230
  %247 = trunc i64 %79 to i32
  store i32 %247, ptr %240, align 4, !tbaa !5, !noalias !201
  br label %248

248:                                              ; preds = %246, %230
  %249 = zext i32 %241 to i64
  %250 = icmp eq i64 %79, %249
  br i1 %250, label %265, label %251

251:                                              ; preds = %248, %370
  %252 = phi i64 [ %379, %370 ], [ %249, %248 ]
  %253 = phi ptr [ %339, %370 ], [ %228, %248 ]
  %254 = phi i32 [ %377, %370 ], [ %241, %248 ]
  %255 = phi i64 [ %374, %370 ], [ %244, %248 ]
  %256 = phi i64 [ %373, %370 ], [ %245, %248 ]
  %257 = phi i64 [ %378, %370 ], [ 64, %248 ]
  %258 = phi i64 [ %372, %370 ], [ 0, %248 ]
  %259 = phi i64 [ %371, %370 ], [ 0, %248 ]
  %260 = phi i64 [ %338, %370 ], [ %227, %248 ]
  %261 = sub i64 %79, %252
  %262 = icmp ugt i64 %261, %80
  %263 = icmp eq i64 %257, 0
  %264 = select i1 %262, i1 true, i1 %263
  br i1 %264, label %265, label %273

265:                                              ; preds = %370, %251, %248
  %266 = phi i64 [ %227, %248 ], [ %260, %251 ], [ %338, %370 ]
  %267 = phi i64 [ %245, %248 ], [ %256, %251 ], [ %373, %370 ]
  %268 = phi i64 [ %244, %248 ], [ %255, %251 ], [ %374, %370 ]
  %269 = phi ptr [ %228, %248 ], [ %253, %251 ], [ %339, %370 ]
  br i1 %232, label %270, label %387

270:                                              ; preds = %265
  %271 = load i32, ptr %58, align 8, !tbaa !83, !alias.scope !188, !noalias !200
  %272 = getelementptr inbounds i32, ptr %238, i64 %268
  store i32 %271, ptr %272, align 4, !tbaa !5, !noalias !201
  br label %381

273:                                              ; preds = %251
  %274 = and i64 %252, %4
  %275 = call i64 @llvm.umin.i64(i64 %259, i64 %258)
  %276 = getelementptr i8, ptr %233, i64 %275
  %277 = getelementptr i8, ptr %3, i64 %274
  %278 = getelementptr i8, ptr %277, i64 %275
  %279 = sub i64 %83, %275
  %280 = icmp ugt i64 %279, 7
  br i1 %280, label %288, label %281

281:                                              ; preds = %303, %273
  %282 = phi i64 [ %279, %273 ], [ %306, %303 ]
  %283 = phi ptr [ %278, %273 ], [ %304, %303 ]
  %284 = phi ptr [ %276, %273 ], [ %305, %303 ]
  %285 = icmp eq i64 %282, 0
  br i1 %285, label %320, label %286

286:                                              ; preds = %281
  %287 = getelementptr i8, ptr %284, i64 %282
  br label %308

288:                                              ; preds = %273, %303
  %289 = phi ptr [ %305, %303 ], [ %276, %273 ]
  %290 = phi ptr [ %304, %303 ], [ %278, %273 ]
  %291 = phi i64 [ %306, %303 ], [ %279, %273 ]
  %292 = load i64, ptr %290, align 1, !noalias !201
  %293 = load i64, ptr %289, align 1, !noalias !201
  %294 = icmp eq i64 %292, %293
  br i1 %294, label %303, label %295

295:                                              ; preds = %288
  %296 = xor i64 %293, %292
  %297 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %296, i1 true)
  %298 = ptrtoint ptr %289 to i64
  %299 = ptrtoint ptr %276 to i64
  %300 = sub i64 %298, %299
  %301 = lshr i64 %297, 3
  %302 = add i64 %300, %301
  br label %325

303:                                              ; preds = %288
  %304 = getelementptr inbounds i8, ptr %290, i64 8
  %305 = getelementptr inbounds i8, ptr %289, i64 8
  %306 = add i64 %291, -8
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %288, label %281, !llvm.loop !60

308:                                              ; preds = %286, %315
  %309 = phi ptr [ %318, %315 ], [ %284, %286 ]
  %310 = phi ptr [ %317, %315 ], [ %283, %286 ]
  %311 = phi i64 [ %316, %315 ], [ %282, %286 ]
  %312 = load i8, ptr %309, align 1, !tbaa !9, !alias.scope !191, !noalias !198
  %313 = load i8, ptr %310, align 1, !tbaa !9, !alias.scope !191, !noalias !198
  %314 = icmp eq i8 %312, %313
  br i1 %314, label %315, label %320

315:                                              ; preds = %308
  %316 = add nsw i64 %311, -1
  %317 = getelementptr inbounds i8, ptr %310, i64 1
  %318 = getelementptr inbounds i8, ptr %309, i64 1
  %319 = icmp eq i64 %316, 0
  br i1 %319, label %320, label %308, !llvm.loop !61

320:                                              ; preds = %315, %308, %281
  %321 = phi ptr [ %284, %281 ], [ %309, %308 ], [ %287, %315 ]
  %322 = ptrtoint ptr %321 to i64
  %323 = ptrtoint ptr %276 to i64
  %324 = sub i64 %322, %323
  br label %325

325:                                              ; preds = %295, %320
  %326 = phi i64 [ %302, %295 ], [ %324, %320 ]
  %327 = add i64 %326, %275
  %328 = icmp eq ptr %253, null
  br i1 %328, label %337, label %329

329:                                              ; preds = %325
  %330 = icmp ugt i64 %327, %260
  br i1 %330, label %331, label %337

331:                                              ; preds = %329
  %332 = getelementptr inbounds i8, ptr %253, i64 8
  %333 = trunc i64 %261 to i32
  store i32 %333, ptr %253, align 4, !tbaa !62, !alias.scope !193, !noalias !202
  %334 = trunc i64 %327 to i32
  %335 = shl i32 %334, 5
  %336 = getelementptr inbounds i8, ptr %253, i64 4
  store i32 %335, ptr %336, align 4, !tbaa !64, !alias.scope !193, !noalias !202
  br label %337

337:                                              ; preds = %331, %329, %325
  %338 = phi i64 [ %260, %325 ], [ %327, %331 ], [ %260, %329 ]
  %339 = phi ptr [ null, %325 ], [ %332, %331 ], [ %253, %329 ]
  %340 = icmp ult i64 %327, %231
  br i1 %340, label %351, label %341

341:                                              ; preds = %337
  br i1 %232, label %342, label %387

342:                                              ; preds = %341
  %343 = and i64 %252, %242
  %344 = shl nuw nsw i64 %343, 1
  %345 = getelementptr inbounds i32, ptr %238, i64 %344
  %346 = load i32, ptr %345, align 4, !tbaa !5, !noalias !201
  %347 = getelementptr inbounds i32, ptr %238, i64 %255
  store i32 %346, ptr %347, align 4, !tbaa !5, !noalias !201
  %348 = or disjoint i64 %344, 1
  %349 = getelementptr inbounds i32, ptr %238, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !5, !noalias !201
  br label %381

351:                                              ; preds = %337
  %352 = getelementptr i8, ptr %233, i64 %327
  %353 = load i8, ptr %352, align 1, !tbaa !9, !alias.scope !191, !noalias !198
  %354 = getelementptr i8, ptr %277, i64 %327
  %355 = load i8, ptr %354, align 1, !tbaa !9, !alias.scope !191, !noalias !198
  %356 = icmp ugt i8 %353, %355
  br i1 %356, label %357, label %364

357:                                              ; preds = %351
  br i1 %232, label %358, label %360

358:                                              ; preds = %357
  %359 = getelementptr inbounds i32, ptr %238, i64 %255
  store i32 %254, ptr %359, align 4, !tbaa !5, !noalias !201
  br label %360

360:                                              ; preds = %358, %357
  %361 = and i64 %252, %242
  %362 = shl nuw nsw i64 %361, 1
  %363 = or disjoint i64 %362, 1
  br label %370

364:                                              ; preds = %351
  br i1 %232, label %365, label %367

365:                                              ; preds = %364
  %366 = getelementptr inbounds i32, ptr %238, i64 %256
  store i32 %254, ptr %366, align 4, !tbaa !5, !noalias !201
  br label %367

367:                                              ; preds = %365, %364
  %368 = and i64 %252, %242
  %369 = shl nuw nsw i64 %368, 1
  br label %370

370:                                              ; preds = %367, %360
  %371 = phi i64 [ %327, %360 ], [ %259, %367 ]
  %372 = phi i64 [ %258, %360 ], [ %327, %367 ]
  %373 = phi i64 [ %256, %360 ], [ %369, %367 ]
  %374 = phi i64 [ %363, %360 ], [ %255, %367 ]
  %375 = phi i64 [ %363, %360 ], [ %369, %367 ]
  %376 = getelementptr inbounds i32, ptr %238, i64 %375
  %377 = load i32, ptr %376, align 4, !tbaa !5, !noalias !201
  %378 = add nsw i64 %257, -1
  %379 = zext i32 %377 to i64
  %380 = icmp eq i64 %79, %379
  br i1 %380, label %265, label %251

381:                                              ; preds = %270, %342
  %382 = phi i64 [ %256, %342 ], [ %267, %270 ]
  %383 = phi i32 [ %350, %342 ], [ %271, %270 ]
  %384 = phi i64 [ %338, %342 ], [ %266, %270 ]
  %385 = phi ptr [ %339, %342 ], [ %269, %270 ]
  %386 = getelementptr inbounds i32, ptr %238, i64 %382
  store i32 %383, ptr %386, align 4, !tbaa !5, !noalias !201
  br label %387

387:                                              ; preds = %381, %341, %265, %226
  %388 = phi i64 [ %227, %226 ], [ %338, %341 ], [ %266, %265 ], [ %384, %381 ]
  %389 = phi ptr [ %228, %226 ], [ %339, %341 ], [ %269, %265 ], [ %385, %381 ]
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %15, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %63, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %64, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %65, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %66, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %67, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %68, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %69, align 16, !tbaa !5, !noalias !185
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, ptr %70, align 16, !tbaa !5, !noalias !185
  store i32 268435455, ptr %71, align 16, !tbaa !5, !noalias !185
  store i32 268435455, ptr %72, align 4, !tbaa !5, !noalias !185
  %390 = add i64 %388, 1
  %391 = call i64 @llvm.umax.i64(i64 %390, i64 4)
  %392 = getelementptr inbounds i8, ptr %3, i64 %137
  %393 = call i32 @BrotliFindAllStaticDictionaryMatches(ptr noundef %134, ptr noundef %392, i64 noundef %391, i64 noundef %83, ptr noundef nonnull %15) #13
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %427, label %395

395:                                              ; preds = %387
  %396 = call i64 @llvm.umin.i64(i64 %83, i64 37)
  %397 = icmp ugt i64 %391, %396
  br i1 %397, label %427, label %398

398:                                              ; preds = %395
  %399 = add i64 %59, %82
  br label %400

400:                                              ; preds = %398, %423
  %401 = phi ptr [ %389, %398 ], [ %424, %423 ]
  %402 = phi i64 [ %391, %398 ], [ %425, %423 ]
  %403 = getelementptr inbounds [38 x i32], ptr %15, i64 0, i64 %402
  %404 = load i32, ptr %403, align 4, !tbaa !5, !noalias !185
  %405 = icmp ult i32 %404, 268435455
  br i1 %405, label %406, label %423

406:                                              ; preds = %400
  %407 = lshr i32 %404, 5
  %408 = zext nneg i32 %407 to i64
  %409 = add i64 %399, %408
  %410 = load i64, ptr %60, align 8, !tbaa !85, !noalias !185
  %411 = icmp ugt i64 %409, %410
  br i1 %411, label %423, label %412

412:                                              ; preds = %406
  %413 = getelementptr inbounds i8, ptr %401, i64 8
  %414 = and i32 %404, 31
  %415 = zext nneg i32 %414 to i64
  %416 = trunc i64 %409 to i32
  store i32 %416, ptr %401, align 4, !tbaa !62
  %417 = shl i64 %402, 5
  %418 = icmp eq i64 %402, %415
  %419 = select i1 %418, i64 0, i64 %415
  %420 = or disjoint i64 %419, %417
  %421 = trunc i64 %420 to i32
  %422 = getelementptr inbounds i8, ptr %401, i64 4
  store i32 %421, ptr %422, align 4, !tbaa !64
  br label %423

423:                                              ; preds = %412, %406, %400
  %424 = phi ptr [ %401, %400 ], [ %413, %412 ], [ %401, %406 ]
  %425 = add nuw nsw i64 %402, 1
  %426 = icmp eq i64 %402, %396
  br i1 %426, label %427, label %400, !llvm.loop !86

427:                                              ; preds = %423, %395, %387
  %428 = phi ptr [ %389, %387 ], [ %389, %395 ], [ %424, %423 ]
  %429 = ptrtoint ptr %428 to i64
  %430 = ptrtoint ptr %136 to i64
  %431 = sub i64 %429, %430
  %432 = ashr exact i64 %431, 3
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %15) #13, !noalias !185
  %433 = load i64, ptr %41, align 8, !tbaa !41
  %434 = icmp eq i64 %433, 0
  br i1 %434, label %822, label %435

435:                                              ; preds = %427
  %436 = load i64, ptr %60, align 8, !tbaa !85
  %437 = add i64 %135, -64
  %438 = getelementptr inbounds %struct.BackwardMatch, ptr %131, i64 %437
  %439 = load i64, ptr %42, align 8, !tbaa !40, !noalias !203
  %440 = getelementptr i8, ptr %438, i64 -4
  %441 = load i64, ptr %392, align 1, !alias.scope !206
  %442 = add i64 %439, %82
  br label %443

443:                                              ; preds = %435, %602
  %444 = phi i64 [ 0, %435 ], [ %596, %602 ]
  %445 = phi i64 [ 0, %435 ], [ %604, %602 ]
  %446 = phi i64 [ 3, %435 ], [ %603, %602 ]
  %447 = getelementptr inbounds [16 x ptr], ptr %61, i64 0, i64 %445
  %448 = load ptr, ptr %447, align 8, !tbaa !52, !noalias !203
  %449 = getelementptr inbounds [16 x i64], ptr %62, i64 0, i64 %445
  %450 = load i64, ptr %449, align 8, !tbaa !29, !noalias !203
  %451 = getelementptr inbounds %struct.BackwardMatch, ptr %438, i64 %444
  %452 = sub i64 64, %444
  call void @llvm.experimental.noalias.scope.decl(metadata !206)
  %453 = getelementptr inbounds i8, ptr %448, i64 8
  %454 = load i32, ptr %453, align 4, !tbaa !93, !noalias !206
  %455 = getelementptr inbounds i8, ptr %448, i64 12
  %456 = load i32, ptr %455, align 4, !tbaa !95, !noalias !206
  %457 = getelementptr inbounds i8, ptr %448, i64 16
  %458 = load i32, ptr %457, align 4, !tbaa !96, !noalias !206
  %459 = getelementptr inbounds i8, ptr %448, i64 20
  %460 = load i32, ptr %459, align 4, !tbaa !97, !noalias !206
  %461 = sub i32 64, %458
  %462 = sub i32 32, %460
  %463 = lshr i32 -1, %462
  %464 = sub i32 64, %456
  %465 = zext nneg i32 %464 to i64
  %466 = lshr i64 -1, %465
  %467 = getelementptr inbounds i8, ptr %448, i64 24
  %468 = zext nneg i32 %460 to i64
  %469 = shl nuw i64 1, %468
  %470 = getelementptr inbounds i32, ptr %467, i64 %469
  %471 = zext nneg i32 %458 to i64
  %472 = shl nuw i64 1, %471
  %473 = getelementptr inbounds i16, ptr %470, i64 %472
  %474 = and i64 %441, %466
  %475 = mul i64 %474, 2297779722762296275
  %476 = zext nneg i32 %461 to i64
  %477 = lshr i64 %475, %476
  %478 = trunc i64 %477 to i32
  %479 = and i32 %463, %478
  %480 = and i64 %477, 4294967295
  %481 = getelementptr inbounds i16, ptr %470, i64 %480
  %482 = load i16, ptr %481, align 2, !tbaa !37, !noalias !206
  %483 = zext i16 %482 to i32
  %484 = zext i32 %479 to i64
  %485 = getelementptr inbounds i32, ptr %467, i64 %484
  %486 = load i32, ptr %485, align 4, !tbaa !5, !noalias !206
  %487 = add i32 %486, %483
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds i32, ptr %473, i64 %488
  %490 = icmp eq i16 %482, -1
  %491 = zext i1 %490 to i32
  %492 = getelementptr inbounds i8, ptr %448, i64 4
  %493 = load i32, ptr %492, align 4, !tbaa !98, !noalias !206
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds i32, ptr %473, i64 %494
  %496 = load i32, ptr %448, align 4, !tbaa !99, !noalias !206
  %497 = icmp eq i32 %496, -558043680
  br i1 %497, label %500, label %498

498:                                              ; preds = %443
  %499 = load ptr, ptr %495, align 1, !noalias !206
  br label %500

500:                                              ; preds = %498, %443
  %501 = phi ptr [ %499, %498 ], [ %495, %443 ]
  %502 = zext i32 %454 to i64
  br label %503

503:                                              ; preds = %584, %500
  %504 = phi i32 [ %519, %584 ], [ %491, %500 ]
  %505 = phi i64 [ %590, %584 ], [ 0, %500 ]
  %506 = phi ptr [ %516, %584 ], [ %489, %500 ]
  %507 = phi i64 [ %582, %584 ], [ %446, %500 ]
  %508 = phi ptr [ %585, %584 ], [ %451, %500 ]
  %509 = add i64 %507, %137
  %510 = icmp ule i64 %509, %4
  %511 = getelementptr inbounds i8, ptr %3, i64 %509
  %512 = icmp eq i32 %504, 0
  br i1 %512, label %513, label %594

513:                                              ; preds = %503, %592
  %514 = phi ptr [ %516, %592 ], [ %506, %503 ]
  %515 = load i32, ptr %514, align 4, !tbaa !5, !noalias !206
  %516 = getelementptr inbounds i8, ptr %514, i64 4
  %517 = and i32 %515, 2147483647
  %518 = zext nneg i32 %517 to i64
  %519 = and i32 %515, -2147483648
  %520 = add i64 %450, %518
  %521 = sub i64 %442, %520
  %522 = sub nsw i64 %502, %518
  %523 = call i64 @llvm.umin.i64(i64 %522, i64 %83)
  %524 = icmp ule i64 %521, %436
  %525 = icmp ult i64 %507, %523
  %526 = select i1 %524, i1 %510, i1 false
  %527 = select i1 %526, i1 %525, i1 false
  br i1 %527, label %528, label %592, !llvm.loop !100

528:                                              ; preds = %513
  %529 = load i8, ptr %511, align 1, !tbaa !9, !alias.scope !206
  %530 = add i64 %507, %518
  %531 = getelementptr inbounds i8, ptr %501, i64 %530
  %532 = load i8, ptr %531, align 1, !tbaa !9, !noalias !206
  %533 = icmp eq i8 %529, %532
  br i1 %533, label %534, label %592, !llvm.loop !100

534:                                              ; preds = %528
  %535 = getelementptr inbounds i8, ptr %501, i64 %518
  %536 = icmp ugt i64 %523, 7
  br i1 %536, label %544, label %539

537:                                              ; preds = %559
  %538 = icmp eq i64 %562, 0
  br i1 %538, label %576, label %539

539:                                              ; preds = %534, %537
  %540 = phi ptr [ %561, %537 ], [ %535, %534 ]
  %541 = phi ptr [ %560, %537 ], [ %392, %534 ]
  %542 = phi i64 [ %562, %537 ], [ %523, %534 ]
  %543 = getelementptr i8, ptr %540, i64 %542
  br label %564

544:                                              ; preds = %534, %559
  %545 = phi ptr [ %561, %559 ], [ %535, %534 ]
  %546 = phi ptr [ %560, %559 ], [ %392, %534 ]
  %547 = phi i64 [ %562, %559 ], [ %523, %534 ]
  %548 = load i64, ptr %546, align 1, !alias.scope !206
  %549 = load i64, ptr %545, align 1, !noalias !206
  %550 = icmp eq i64 %548, %549
  br i1 %550, label %559, label %551

551:                                              ; preds = %544
  %552 = xor i64 %549, %548
  %553 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %552, i1 true)
  %554 = ptrtoint ptr %545 to i64
  %555 = ptrtoint ptr %535 to i64
  %556 = sub i64 %554, %555
  %557 = lshr i64 %553, 3
  %558 = add i64 %556, %557
  br label %581

559:                                              ; preds = %544
  %560 = getelementptr inbounds i8, ptr %546, i64 8
  %561 = getelementptr inbounds i8, ptr %545, i64 8
  %562 = add i64 %547, -8
  %563 = icmp ugt i64 %562, 7
  br i1 %563, label %544, label %537, !llvm.loop !60

564:                                              ; preds = %539, %571
  %565 = phi ptr [ %574, %571 ], [ %540, %539 ]
  %566 = phi ptr [ %573, %571 ], [ %541, %539 ]
  %567 = phi i64 [ %572, %571 ], [ %542, %539 ]
  %568 = load i8, ptr %565, align 1, !tbaa !9, !noalias !206
  %569 = load i8, ptr %566, align 1, !tbaa !9, !alias.scope !206
  %570 = icmp eq i8 %568, %569
  br i1 %570, label %571, label %576

571:                                              ; preds = %564
  %572 = add nsw i64 %567, -1
  %573 = getelementptr inbounds i8, ptr %566, i64 1
  %574 = getelementptr inbounds i8, ptr %565, i64 1
  %575 = icmp eq i64 %572, 0
  br i1 %575, label %576, label %564, !llvm.loop !61

576:                                              ; preds = %571, %564, %537
  %577 = phi ptr [ %561, %537 ], [ %565, %564 ], [ %543, %571 ]
  %578 = ptrtoint ptr %577 to i64
  %579 = ptrtoint ptr %535 to i64
  %580 = sub i64 %578, %579
  br label %581

581:                                              ; preds = %551, %576
  %582 = phi i64 [ %558, %551 ], [ %580, %576 ]
  %583 = icmp ugt i64 %582, %507
  br i1 %583, label %584, label %592

584:                                              ; preds = %581
  %585 = getelementptr inbounds i8, ptr %508, i64 8
  %586 = trunc i64 %521 to i32
  store i32 %586, ptr %508, align 4, !tbaa !62, !noalias !206
  %587 = trunc i64 %582 to i32
  %588 = shl i32 %587, 5
  %589 = getelementptr inbounds i8, ptr %508, i64 4
  store i32 %588, ptr %589, align 4, !tbaa !64, !noalias !206
  %590 = add i64 %505, 1
  %591 = icmp eq i64 %590, %452
  br i1 %591, label %594, label %503

592:                                              ; preds = %581, %528, %513
  %593 = icmp eq i32 %519, 0
  br i1 %593, label %513, label %594

594:                                              ; preds = %584, %503, %592
  %595 = phi i64 [ %505, %592 ], [ %590, %584 ], [ %505, %503 ]
  %596 = add i64 %595, %444
  switch i64 %596, label %597 [
    i64 64, label %606
    i64 0, label %602
  ]

597:                                              ; preds = %594
  %598 = getelementptr %struct.BackwardMatch, ptr %440, i64 %596
  %599 = load i32, ptr %598, align 4, !tbaa !64
  %600 = lshr i32 %599, 5
  %601 = zext nneg i32 %600 to i64
  br label %602

602:                                              ; preds = %597, %594
  %603 = phi i64 [ %601, %597 ], [ %446, %594 ]
  %604 = add nuw i64 %445, 1
  %605 = icmp eq i64 %604, %433
  br i1 %605, label %606, label %443, !llvm.loop !101

606:                                              ; preds = %602, %594
  %607 = getelementptr inbounds %struct.BackwardMatch, ptr %131, i64 %76
  %608 = icmp ne i64 %596, 0
  %609 = icmp ne ptr %428, %136
  %610 = and i1 %609, %608
  br i1 %610, label %671, label %611

611:                                              ; preds = %698, %606
  %612 = phi i64 [ %596, %606 ], [ %699, %698 ]
  %613 = phi ptr [ %136, %606 ], [ %700, %698 ]
  %614 = phi i64 [ %432, %606 ], [ %701, %698 ]
  %615 = phi ptr [ %438, %606 ], [ %702, %698 ]
  %616 = phi ptr [ %607, %606 ], [ %703, %698 ]
  %617 = ptrtoint ptr %613 to i64
  %618 = icmp eq i64 %612, 0
  br i1 %618, label %707, label %619

619:                                              ; preds = %611
  %620 = ptrtoint ptr %615 to i64
  %621 = ptrtoint ptr %616 to i64
  %622 = icmp ult i64 %612, 4
  %623 = sub i64 %621, %620
  %624 = icmp ult i64 %623, 32
  %625 = select i1 %622, i1 true, i1 %624
  br i1 %625, label %626, label %650

626:                                              ; preds = %669, %619
  %627 = phi ptr [ %616, %619 ], [ %653, %669 ]
  %628 = phi ptr [ %615, %619 ], [ %655, %669 ]
  %629 = phi i64 [ %612, %619 ], [ %656, %669 ]
  %630 = add i64 %629, -1
  %631 = and i64 %629, 7
  %632 = icmp eq i64 %631, 0
  br i1 %632, label %644, label %633

633:                                              ; preds = %626, %633
  %634 = phi ptr [ %639, %633 ], [ %627, %626 ]
  %635 = phi ptr [ %640, %633 ], [ %628, %626 ]
  %636 = phi i64 [ %638, %633 ], [ %629, %626 ]
  %637 = phi i64 [ %642, %633 ], [ 0, %626 ]
  %638 = add i64 %636, -1
  %639 = getelementptr inbounds i8, ptr %634, i64 8
  %640 = getelementptr inbounds i8, ptr %635, i64 8
  %641 = load i64, ptr %635, align 4
  store i64 %641, ptr %634, align 4
  %642 = add i64 %637, 1
  %643 = icmp eq i64 %642, %631
  br i1 %643, label %644, label %633, !llvm.loop !209

644:                                              ; preds = %633, %626
  %645 = phi ptr [ poison, %626 ], [ %639, %633 ]
  %646 = phi ptr [ %627, %626 ], [ %639, %633 ]
  %647 = phi ptr [ %628, %626 ], [ %640, %633 ]
  %648 = phi i64 [ %629, %626 ], [ %638, %633 ]
  %649 = icmp ult i64 %630, 7
  br i1 %649, label %707, label %760

650:                                              ; preds = %619
  %651 = and i64 %612, -4
  %652 = shl i64 %651, 3
  %653 = getelementptr i8, ptr %616, i64 %652
  %654 = shl i64 %651, 3
  %655 = getelementptr i8, ptr %615, i64 %654
  %656 = and i64 %612, 3
  br label %657

657:                                              ; preds = %657, %650
  %658 = phi i64 [ 0, %650 ], [ %667, %657 ]
  %659 = shl i64 %658, 3
  %660 = getelementptr i8, ptr %616, i64 %659
  %661 = shl i64 %658, 3
  %662 = getelementptr i8, ptr %615, i64 %661
  %663 = getelementptr i8, ptr %662, i64 16
  %664 = load <2 x i64>, ptr %662, align 4
  %665 = load <2 x i64>, ptr %663, align 4
  %666 = getelementptr i8, ptr %660, i64 16
  store <2 x i64> %664, ptr %660, align 4
  store <2 x i64> %665, ptr %666, align 4
  %667 = add nuw i64 %658, 4
  %668 = icmp eq i64 %667, %651
  br i1 %668, label %669, label %657, !llvm.loop !210

669:                                              ; preds = %657
  %670 = icmp eq i64 %612, %651
  br i1 %670, label %707, label %626

671:                                              ; preds = %606, %698
  %672 = phi ptr [ %703, %698 ], [ %607, %606 ]
  %673 = phi ptr [ %702, %698 ], [ %438, %606 ]
  %674 = phi i64 [ %701, %698 ], [ %432, %606 ]
  %675 = phi ptr [ %700, %698 ], [ %136, %606 ]
  %676 = phi i64 [ %699, %698 ], [ %596, %606 ]
  %677 = getelementptr inbounds i8, ptr %673, i64 4
  %678 = load i32, ptr %677, align 4, !tbaa !64
  %679 = lshr i32 %678, 5
  %680 = getelementptr inbounds i8, ptr %675, i64 4
  %681 = load i32, ptr %680, align 4, !tbaa !64
  %682 = lshr i32 %681, 5
  %683 = icmp ult i32 %679, %682
  br i1 %683, label %690, label %684

684:                                              ; preds = %671
  %685 = icmp eq i32 %679, %682
  br i1 %685, label %686, label %694

686:                                              ; preds = %684
  %687 = load i32, ptr %673, align 4, !tbaa !62
  %688 = load i32, ptr %675, align 4, !tbaa !62
  %689 = icmp ult i32 %687, %688
  br i1 %689, label %690, label %694

690:                                              ; preds = %686, %671
  %691 = getelementptr inbounds i8, ptr %673, i64 8
  %692 = load i64, ptr %673, align 4
  store i64 %692, ptr %672, align 4
  %693 = add i64 %676, -1
  br label %698

694:                                              ; preds = %686, %684
  %695 = getelementptr inbounds i8, ptr %675, i64 8
  %696 = load i64, ptr %675, align 4
  store i64 %696, ptr %672, align 4
  %697 = add i64 %674, -1
  br label %698

698:                                              ; preds = %694, %690
  %699 = phi i64 [ %693, %690 ], [ %676, %694 ]
  %700 = phi ptr [ %675, %690 ], [ %695, %694 ]
  %701 = phi i64 [ %674, %690 ], [ %697, %694 ]
  %702 = phi ptr [ %691, %690 ], [ %673, %694 ]
  %703 = getelementptr inbounds i8, ptr %672, i64 8
  %704 = icmp ne i64 %699, 0
  %705 = icmp ne i64 %701, 0
  %706 = select i1 %704, i1 %705, i1 false
  br i1 %706, label %671, label %611, !llvm.loop !107

707:                                              ; preds = %644, %760, %669, %611
  %708 = phi ptr [ %616, %611 ], [ %653, %669 ], [ %645, %644 ], [ %786, %760 ]
  %709 = icmp eq i64 %614, 0
  br i1 %709, label %820, label %710

710:                                              ; preds = %707
  %711 = ptrtoint ptr %708 to i64
  %712 = icmp ult i64 %614, 4
  %713 = sub i64 %711, %617
  %714 = icmp ult i64 %713, 32
  %715 = select i1 %712, i1 true, i1 %714
  br i1 %715, label %716, label %739

716:                                              ; preds = %758, %710
  %717 = phi ptr [ %708, %710 ], [ %742, %758 ]
  %718 = phi i64 [ %614, %710 ], [ %743, %758 ]
  %719 = phi ptr [ %613, %710 ], [ %745, %758 ]
  %720 = add i64 %718, -1
  %721 = and i64 %718, 7
  %722 = icmp eq i64 %721, 0
  br i1 %722, label %734, label %723

723:                                              ; preds = %716, %723
  %724 = phi ptr [ %729, %723 ], [ %717, %716 ]
  %725 = phi i64 [ %728, %723 ], [ %718, %716 ]
  %726 = phi ptr [ %730, %723 ], [ %719, %716 ]
  %727 = phi i64 [ %732, %723 ], [ 0, %716 ]
  %728 = add i64 %725, -1
  %729 = getelementptr inbounds i8, ptr %724, i64 8
  %730 = getelementptr inbounds i8, ptr %726, i64 8
  %731 = load i64, ptr %726, align 4
  store i64 %731, ptr %724, align 4
  %732 = add i64 %727, 1
  %733 = icmp eq i64 %732, %721
  br i1 %733, label %734, label %723, !llvm.loop !211

734:                                              ; preds = %723, %716
  %735 = phi ptr [ %717, %716 ], [ %729, %723 ]
  %736 = phi i64 [ %718, %716 ], [ %728, %723 ]
  %737 = phi ptr [ %719, %716 ], [ %730, %723 ]
  %738 = icmp ult i64 %720, 7
  br i1 %738, label %820, label %790

739:                                              ; preds = %710
  %740 = and i64 %614, -4
  %741 = shl i64 %740, 3
  %742 = getelementptr i8, ptr %708, i64 %741
  %743 = and i64 %614, 3
  %744 = shl i64 %740, 3
  %745 = getelementptr i8, ptr %613, i64 %744
  br label %746

746:                                              ; preds = %746, %739
  %747 = phi i64 [ 0, %739 ], [ %756, %746 ]
  %748 = shl i64 %747, 3
  %749 = getelementptr i8, ptr %708, i64 %748
  %750 = shl i64 %747, 3
  %751 = getelementptr i8, ptr %613, i64 %750
  %752 = getelementptr i8, ptr %751, i64 16
  %753 = load <2 x i64>, ptr %751, align 4
  %754 = load <2 x i64>, ptr %752, align 4
  %755 = getelementptr i8, ptr %749, i64 16
  store <2 x i64> %753, ptr %749, align 4
  store <2 x i64> %754, ptr %755, align 4
  %756 = add nuw i64 %747, 4
  %757 = icmp eq i64 %756, %740
  br i1 %757, label %758, label %746, !llvm.loop !212

758:                                              ; preds = %746
  %759 = icmp eq i64 %614, %740
  br i1 %759, label %820, label %716

760:                                              ; preds = %644, %760
  %761 = phi ptr [ %786, %760 ], [ %646, %644 ]
  %762 = phi ptr [ %787, %760 ], [ %647, %644 ]
  %763 = phi i64 [ %785, %760 ], [ %648, %644 ]
  %764 = getelementptr inbounds i8, ptr %761, i64 8
  %765 = getelementptr inbounds i8, ptr %762, i64 8
  %766 = load i64, ptr %762, align 4
  store i64 %766, ptr %761, align 4
  %767 = getelementptr inbounds i8, ptr %761, i64 16
  %768 = getelementptr inbounds i8, ptr %762, i64 16
  %769 = load i64, ptr %765, align 4
  store i64 %769, ptr %764, align 4
  %770 = getelementptr inbounds i8, ptr %761, i64 24
  %771 = getelementptr inbounds i8, ptr %762, i64 24
  %772 = load i64, ptr %768, align 4
  store i64 %772, ptr %767, align 4
  %773 = getelementptr inbounds i8, ptr %761, i64 32
  %774 = getelementptr inbounds i8, ptr %762, i64 32
  %775 = load i64, ptr %771, align 4
  store i64 %775, ptr %770, align 4
  %776 = getelementptr inbounds i8, ptr %761, i64 40
  %777 = getelementptr inbounds i8, ptr %762, i64 40
  %778 = load i64, ptr %774, align 4
  store i64 %778, ptr %773, align 4
  %779 = getelementptr inbounds i8, ptr %761, i64 48
  %780 = getelementptr inbounds i8, ptr %762, i64 48
  %781 = load i64, ptr %777, align 4
  store i64 %781, ptr %776, align 4
  %782 = getelementptr inbounds i8, ptr %761, i64 56
  %783 = getelementptr inbounds i8, ptr %762, i64 56
  %784 = load i64, ptr %780, align 4
  store i64 %784, ptr %779, align 4
  %785 = add i64 %763, -8
  %786 = getelementptr inbounds i8, ptr %761, i64 64
  %787 = getelementptr inbounds i8, ptr %762, i64 64
  %788 = load i64, ptr %783, align 4
  store i64 %788, ptr %782, align 4
  %789 = icmp eq i64 %785, 0
  br i1 %789, label %707, label %760, !llvm.loop !213

790:                                              ; preds = %734, %790
  %791 = phi ptr [ %816, %790 ], [ %735, %734 ]
  %792 = phi i64 [ %815, %790 ], [ %736, %734 ]
  %793 = phi ptr [ %817, %790 ], [ %737, %734 ]
  %794 = getelementptr inbounds i8, ptr %791, i64 8
  %795 = getelementptr inbounds i8, ptr %793, i64 8
  %796 = load i64, ptr %793, align 4
  store i64 %796, ptr %791, align 4
  %797 = getelementptr inbounds i8, ptr %791, i64 16
  %798 = getelementptr inbounds i8, ptr %793, i64 16
  %799 = load i64, ptr %795, align 4
  store i64 %799, ptr %794, align 4
  %800 = getelementptr inbounds i8, ptr %791, i64 24
  %801 = getelementptr inbounds i8, ptr %793, i64 24
  %802 = load i64, ptr %798, align 4
  store i64 %802, ptr %797, align 4
  %803 = getelementptr inbounds i8, ptr %791, i64 32
  %804 = getelementptr inbounds i8, ptr %793, i64 32
  %805 = load i64, ptr %801, align 4
  store i64 %805, ptr %800, align 4
  %806 = getelementptr inbounds i8, ptr %791, i64 40
  %807 = getelementptr inbounds i8, ptr %793, i64 40
  %808 = load i64, ptr %804, align 4
  store i64 %808, ptr %803, align 4
  %809 = getelementptr inbounds i8, ptr %791, i64 48
  %810 = getelementptr inbounds i8, ptr %793, i64 48
  %811 = load i64, ptr %807, align 4
  store i64 %811, ptr %806, align 4
  %812 = getelementptr inbounds i8, ptr %791, i64 56
  %813 = getelementptr inbounds i8, ptr %793, i64 56
  %814 = load i64, ptr %810, align 4
  store i64 %814, ptr %809, align 4
  %815 = add i64 %792, -8
  %816 = getelementptr inbounds i8, ptr %791, i64 64
  %817 = getelementptr inbounds i8, ptr %793, i64 64
  %818 = load i64, ptr %813, align 4
  store i64 %818, ptr %812, align 4
  %819 = icmp eq i64 %815, 0
  br i1 %819, label %820, label %790, !llvm.loop !214

820:                                              ; preds = %734, %790, %758, %707
  %821 = add i64 %596, %432
  br label %822

822:                                              ; preds = %820, %427
  %823 = phi i64 [ %821, %820 ], [ %432, %427 ]
  %824 = trunc i64 %823 to i32
  %825 = getelementptr inbounds i32, ptr %31, i64 %77
  store i32 %824, ptr %825, align 4, !tbaa !5
  %826 = icmp eq i64 %823, 0
  br i1 %826, label %1124, label %827

827:                                              ; preds = %822
  %828 = add i64 %823, %76
  %829 = add i64 %828, -1
  %830 = getelementptr inbounds %struct.BackwardMatch, ptr %131, i64 %829
  %831 = getelementptr inbounds i8, ptr %830, i64 4
  %832 = load i32, ptr %831, align 4, !tbaa !64
  %833 = icmp ugt i32 %832, 10431
  br i1 %833, label %834, label %1124

834:                                              ; preds = %827
  %835 = lshr i32 %832, 5
  %836 = zext nneg i32 %835 to i64
  %837 = add nsw i64 %836, -1
  %838 = add i64 %76, 1
  %839 = getelementptr inbounds %struct.BackwardMatch, ptr %131, i64 %76
  %840 = load i64, ptr %830, align 4
  store i64 %840, ptr %839, align 4
  store i32 1, ptr %825, align 4, !tbaa !5
  %841 = add i64 %79, 1
  %842 = add i64 %79, %836
  %843 = call i64 @llvm.umin.i64(i64 %842, i64 %33)
  %844 = add i64 %79, 64
  %845 = icmp ugt i64 %844, %843
  %846 = add i64 %843, -63
  %847 = select i1 %845, i64 %841, i64 %846
  %848 = add i64 %79, 513
  %849 = icmp ule i64 %848, %847
  %850 = icmp ult i64 %841, %847
  %851 = and i1 %849, %850
  br i1 %851, label %852, label %985

852:                                              ; preds = %834
  %853 = load i64, ptr %53, align 8, !tbaa !81, !alias.scope !215, !noalias !218
  %854 = add i64 %853, -15
  %855 = load ptr, ptr %56, align 8, !tbaa !77, !alias.scope !220, !noalias !223
  %856 = load ptr, ptr %57, align 8, !tbaa !80, !alias.scope !220, !noalias !223
  br label %857

857:                                              ; preds = %852, %979
  %858 = phi i64 [ %841, %852 ], [ %983, %979 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !215)
  call void @llvm.experimental.noalias.scope.decl(metadata !218)
  call void @llvm.experimental.noalias.scope.decl(metadata !227)
  call void @llvm.experimental.noalias.scope.decl(metadata !228)
  %859 = and i64 %858, %4
  %860 = getelementptr inbounds i8, ptr %3, i64 %859
  %861 = load i32, ptr %860, align 1, !alias.scope !229, !noalias !232
  %862 = mul i32 %861, 506832829
  %863 = lshr i32 %862, 15
  %864 = zext nneg i32 %863 to i64
  %865 = getelementptr inbounds i32, ptr %855, i64 %864
  %866 = load i32, ptr %865, align 4, !tbaa !5, !noalias !232
  %867 = and i64 %853, %858
  %868 = shl i64 %867, 1
  %869 = or disjoint i64 %868, 1
  %870 = trunc i64 %858 to i32
  store i32 %870, ptr %865, align 4, !tbaa !5, !noalias !233
  %871 = zext i32 %866 to i64
  %872 = icmp eq i64 %858, %871
  br i1 %872, label %885, label %873

873:                                              ; preds = %857, %968
  %874 = phi i64 [ %977, %968 ], [ %871, %857 ]
  %875 = phi i32 [ %975, %968 ], [ %866, %857 ]
  %876 = phi i64 [ %972, %968 ], [ %868, %857 ]
  %877 = phi i64 [ %971, %968 ], [ %869, %857 ]
  %878 = phi i64 [ %976, %968 ], [ 64, %857 ]
  %879 = phi i64 [ %970, %968 ], [ 0, %857 ]
  %880 = phi i64 [ %969, %968 ], [ 0, %857 ]
  %881 = sub i64 %858, %874
  %882 = icmp ugt i64 %881, %854
  %883 = icmp eq i64 %878, 0
  %884 = select i1 %882, i1 true, i1 %883
  br i1 %884, label %885, label %890

885:                                              ; preds = %968, %873, %857
  %886 = phi i64 [ %869, %857 ], [ %877, %873 ], [ %971, %968 ]
  %887 = phi i64 [ %868, %857 ], [ %876, %873 ], [ %972, %968 ]
  %888 = load i32, ptr %58, align 8, !tbaa !83, !alias.scope !220, !noalias !223
  %889 = getelementptr inbounds i32, ptr %856, i64 %887
  store i32 %888, ptr %889, align 4, !tbaa !5, !noalias !233
  br label %979

890:                                              ; preds = %873
  %891 = and i64 %874, %4
  %892 = call i64 @llvm.umin.i64(i64 %880, i64 %879)
  %893 = getelementptr i8, ptr %860, i64 %892
  %894 = getelementptr i8, ptr %3, i64 %891
  %895 = getelementptr i8, ptr %894, i64 %892
  %896 = sub i64 128, %892
  %897 = icmp ugt i64 %896, 7
  br i1 %897, label %905, label %898

898:                                              ; preds = %920, %890
  %899 = phi i64 [ %896, %890 ], [ %923, %920 ]
  %900 = phi ptr [ %895, %890 ], [ %921, %920 ]
  %901 = phi ptr [ %893, %890 ], [ %922, %920 ]
  %902 = icmp eq i64 %899, 0
  br i1 %902, label %937, label %903

903:                                              ; preds = %898
  %904 = getelementptr i8, ptr %901, i64 %899
  br label %925

905:                                              ; preds = %890, %920
  %906 = phi ptr [ %922, %920 ], [ %893, %890 ]
  %907 = phi ptr [ %921, %920 ], [ %895, %890 ]
  %908 = phi i64 [ %923, %920 ], [ %896, %890 ]
  %909 = load i64, ptr %907, align 1, !alias.scope !218, !noalias !233
  %910 = load i64, ptr %906, align 1, !alias.scope !218, !noalias !233
  %911 = icmp eq i64 %909, %910
  br i1 %911, label %920, label %912

912:                                              ; preds = %905
  %913 = xor i64 %910, %909
  %914 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %913, i1 true)
  %915 = ptrtoint ptr %906 to i64
  %916 = ptrtoint ptr %893 to i64
  %917 = sub i64 %915, %916
  %918 = lshr i64 %914, 3
  %919 = add i64 %917, %918
  br label %942

920:                                              ; preds = %905
  %921 = getelementptr inbounds i8, ptr %907, i64 8
  %922 = getelementptr inbounds i8, ptr %906, i64 8
  %923 = add i64 %908, -8
  %924 = icmp ugt i64 %923, 7
  br i1 %924, label %905, label %898, !llvm.loop !60

925:                                              ; preds = %903, %932
  %926 = phi ptr [ %935, %932 ], [ %901, %903 ]
  %927 = phi ptr [ %934, %932 ], [ %900, %903 ]
  %928 = phi i64 [ %933, %932 ], [ %899, %903 ]
  %929 = load i8, ptr %926, align 1, !tbaa !9, !alias.scope !234, !noalias !232
  %930 = load i8, ptr %927, align 1, !tbaa !9, !alias.scope !234, !noalias !232
  %931 = icmp eq i8 %929, %930
  br i1 %931, label %932, label %937

932:                                              ; preds = %925
  %933 = add nsw i64 %928, -1
  %934 = getelementptr inbounds i8, ptr %927, i64 1
  %935 = getelementptr inbounds i8, ptr %926, i64 1
  %936 = icmp eq i64 %933, 0
  br i1 %936, label %937, label %925, !llvm.loop !61

937:                                              ; preds = %932, %925, %898
  %938 = phi ptr [ %901, %898 ], [ %926, %925 ], [ %904, %932 ]
  %939 = ptrtoint ptr %938 to i64
  %940 = ptrtoint ptr %893 to i64
  %941 = sub i64 %939, %940
  br label %942

942:                                              ; preds = %912, %937
  %943 = phi i64 [ %919, %912 ], [ %941, %937 ]
  %944 = add i64 %943, %892
  %945 = icmp ult i64 %944, 128
  br i1 %945, label %955, label %946

946:                                              ; preds = %942
  %947 = and i64 %874, %853
  %948 = shl nuw nsw i64 %947, 1
  %949 = getelementptr inbounds i32, ptr %856, i64 %948
  %950 = load i32, ptr %949, align 4, !tbaa !5, !noalias !233
  %951 = getelementptr inbounds i32, ptr %856, i64 %876
  store i32 %950, ptr %951, align 4, !tbaa !5, !noalias !233
  %952 = or disjoint i64 %948, 1
  %953 = getelementptr inbounds i32, ptr %856, i64 %952
  %954 = load i32, ptr %953, align 4, !tbaa !5, !noalias !233
  br label %979

955:                                              ; preds = %942
  %956 = getelementptr i8, ptr %860, i64 %944
  %957 = load i8, ptr %956, align 1, !tbaa !9, !alias.scope !234, !noalias !232
  %958 = getelementptr i8, ptr %894, i64 %944
  %959 = load i8, ptr %958, align 1, !tbaa !9, !alias.scope !234, !noalias !232
  %960 = icmp ugt i8 %957, %959
  %961 = and i64 %874, %853
  %962 = shl nuw nsw i64 %961, 1
  br i1 %960, label %963, label %966

963:                                              ; preds = %955
  %964 = getelementptr inbounds i32, ptr %856, i64 %876
  store i32 %875, ptr %964, align 4, !tbaa !5, !noalias !233
  %965 = or disjoint i64 %962, 1
  br label %968

966:                                              ; preds = %955
  %967 = getelementptr inbounds i32, ptr %856, i64 %877
  store i32 %875, ptr %967, align 4, !tbaa !5, !noalias !233
  br label %968

968:                                              ; preds = %966, %963
  %969 = phi i64 [ %944, %963 ], [ %880, %966 ]
  %970 = phi i64 [ %879, %963 ], [ %944, %966 ]
  %971 = phi i64 [ %877, %963 ], [ %962, %966 ]
  %972 = phi i64 [ %965, %963 ], [ %876, %966 ]
  %973 = phi i64 [ %965, %963 ], [ %962, %966 ]
  %974 = getelementptr inbounds i32, ptr %856, i64 %973
  %975 = load i32, ptr %974, align 4, !tbaa !5, !noalias !233
  %976 = add nsw i64 %878, -1
  %977 = zext i32 %975 to i64
  %978 = icmp eq i64 %858, %977
  br i1 %978, label %885, label %873

979:                                              ; preds = %885, %946
  %980 = phi i64 [ %886, %885 ], [ %877, %946 ]
  %981 = phi i32 [ %888, %885 ], [ %954, %946 ]
  %982 = getelementptr inbounds i32, ptr %856, i64 %980
  store i32 %981, ptr %982, align 4, !tbaa !5, !noalias !233
  %983 = add i64 %858, 8
  %984 = icmp ult i64 %983, %847
  br i1 %984, label %857, label %985, !llvm.loop !132

985:                                              ; preds = %979, %834
  %986 = icmp ult i64 %847, %843
  br i1 %986, label %987, label %1120

987:                                              ; preds = %985
  %988 = load i64, ptr %53, align 8, !tbaa !81, !alias.scope !235, !noalias !238
  %989 = add i64 %988, -15
  %990 = load ptr, ptr %56, align 8, !tbaa !77, !alias.scope !240, !noalias !243
  %991 = load ptr, ptr %57, align 8, !tbaa !80, !alias.scope !240, !noalias !243
  br label %992

992:                                              ; preds = %987, %1114
  %993 = phi i64 [ %847, %987 ], [ %1118, %1114 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !235)
  call void @llvm.experimental.noalias.scope.decl(metadata !238)
  call void @llvm.experimental.noalias.scope.decl(metadata !247)
  call void @llvm.experimental.noalias.scope.decl(metadata !248)
  %994 = and i64 %993, %4
  %995 = getelementptr inbounds i8, ptr %3, i64 %994
  %996 = load i32, ptr %995, align 1, !alias.scope !249, !noalias !252
  %997 = mul i32 %996, 506832829
  %998 = lshr i32 %997, 15
  %999 = zext nneg i32 %998 to i64
  %1000 = getelementptr inbounds i32, ptr %990, i64 %999
  %1001 = load i32, ptr %1000, align 4, !tbaa !5, !noalias !252
  %1002 = and i64 %988, %993
  %1003 = shl i64 %1002, 1
  %1004 = or disjoint i64 %1003, 1
  %1005 = trunc i64 %993 to i32
  store i32 %1005, ptr %1000, align 4, !tbaa !5, !noalias !253
  %1006 = zext i32 %1001 to i64
  %1007 = icmp eq i64 %993, %1006
  br i1 %1007, label %1020, label %1008

1008:                                             ; preds = %992, %1103
  %1009 = phi i64 [ %1112, %1103 ], [ %1006, %992 ]
  %1010 = phi i32 [ %1110, %1103 ], [ %1001, %992 ]
  %1011 = phi i64 [ %1107, %1103 ], [ %1003, %992 ]
  %1012 = phi i64 [ %1106, %1103 ], [ %1004, %992 ]
  %1013 = phi i64 [ %1111, %1103 ], [ 64, %992 ]
  %1014 = phi i64 [ %1105, %1103 ], [ 0, %992 ]
  %1015 = phi i64 [ %1104, %1103 ], [ 0, %992 ]
  %1016 = sub i64 %993, %1009
  %1017 = icmp ugt i64 %1016, %989
  %1018 = icmp eq i64 %1013, 0
  %1019 = select i1 %1017, i1 true, i1 %1018
  br i1 %1019, label %1020, label %1025

1020:                                             ; preds = %1103, %1008, %992
  %1021 = phi i64 [ %1004, %992 ], [ %1012, %1008 ], [ %1106, %1103 ]
  %1022 = phi i64 [ %1003, %992 ], [ %1011, %1008 ], [ %1107, %1103 ]
  %1023 = load i32, ptr %58, align 8, !tbaa !83, !alias.scope !240, !noalias !243
  %1024 = getelementptr inbounds i32, ptr %991, i64 %1022
  store i32 %1023, ptr %1024, align 4, !tbaa !5, !noalias !253
  br label %1114

1025:                                             ; preds = %1008
  %1026 = and i64 %1009, %4
  %1027 = call i64 @llvm.umin.i64(i64 %1015, i64 %1014)
  %1028 = getelementptr i8, ptr %995, i64 %1027
  %1029 = getelementptr i8, ptr %3, i64 %1026
  %1030 = getelementptr i8, ptr %1029, i64 %1027
  %1031 = sub i64 128, %1027
  %1032 = icmp ugt i64 %1031, 7
  br i1 %1032, label %1040, label %1033

1033:                                             ; preds = %1055, %1025
  %1034 = phi i64 [ %1031, %1025 ], [ %1058, %1055 ]
  %1035 = phi ptr [ %1030, %1025 ], [ %1056, %1055 ]
  %1036 = phi ptr [ %1028, %1025 ], [ %1057, %1055 ]
  %1037 = icmp eq i64 %1034, 0
  br i1 %1037, label %1072, label %1038

1038:                                             ; preds = %1033
  %1039 = getelementptr i8, ptr %1036, i64 %1034
  br label %1060

1040:                                             ; preds = %1025, %1055
  %1041 = phi ptr [ %1057, %1055 ], [ %1028, %1025 ]
  %1042 = phi ptr [ %1056, %1055 ], [ %1030, %1025 ]
  %1043 = phi i64 [ %1058, %1055 ], [ %1031, %1025 ]
  %1044 = load i64, ptr %1042, align 1, !alias.scope !238, !noalias !253
  %1045 = load i64, ptr %1041, align 1, !alias.scope !238, !noalias !253
  %1046 = icmp eq i64 %1044, %1045
  br i1 %1046, label %1055, label %1047

1047:                                             ; preds = %1040
  %1048 = xor i64 %1045, %1044
  %1049 = call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1048, i1 true)
  %1050 = ptrtoint ptr %1041 to i64
  %1051 = ptrtoint ptr %1028 to i64
  %1052 = sub i64 %1050, %1051
  %1053 = lshr i64 %1049, 3
  %1054 = add i64 %1052, %1053
  br label %1077

1055:                                             ; preds = %1040
  %1056 = getelementptr inbounds i8, ptr %1042, i64 8
  %1057 = getelementptr inbounds i8, ptr %1041, i64 8
  %1058 = add i64 %1043, -8
  %1059 = icmp ugt i64 %1058, 7
  br i1 %1059, label %1040, label %1033, !llvm.loop !60

1060:                                             ; preds = %1038, %1067
  %1061 = phi ptr [ %1070, %1067 ], [ %1036, %1038 ]
  %1062 = phi ptr [ %1069, %1067 ], [ %1035, %1038 ]
  %1063 = phi i64 [ %1068, %1067 ], [ %1034, %1038 ]
  %1064 = load i8, ptr %1061, align 1, !tbaa !9, !alias.scope !254, !noalias !252
  %1065 = load i8, ptr %1062, align 1, !tbaa !9, !alias.scope !254, !noalias !252
  %1066 = icmp eq i8 %1064, %1065
  br i1 %1066, label %1067, label %1072

1067:                                             ; preds = %1060
  %1068 = add nsw i64 %1063, -1
  %1069 = getelementptr inbounds i8, ptr %1062, i64 1
  %1070 = getelementptr inbounds i8, ptr %1061, i64 1
  %1071 = icmp eq i64 %1068, 0
  br i1 %1071, label %1072, label %1060, !llvm.loop !61

1072:                                             ; preds = %1067, %1060, %1033
  %1073 = phi ptr [ %1036, %1033 ], [ %1061, %1060 ], [ %1039, %1067 ]
  %1074 = ptrtoint ptr %1073 to i64
  %1075 = ptrtoint ptr %1028 to i64
  %1076 = sub i64 %1074, %1075
  br label %1077

1077:                                             ; preds = %1047, %1072
  %1078 = phi i64 [ %1054, %1047 ], [ %1076, %1072 ]
  %1079 = add i64 %1078, %1027
  %1080 = icmp ult i64 %1079, 128
  br i1 %1080, label %1090, label %1081

1081:                                             ; preds = %1077
  %1082 = and i64 %1009, %988
  %1083 = shl nuw nsw i64 %1082, 1
  %1084 = getelementptr inbounds i32, ptr %991, i64 %1083
  %1085 = load i32, ptr %1084, align 4, !tbaa !5, !noalias !253
  %1086 = getelementptr inbounds i32, ptr %991, i64 %1011
  store i32 %1085, ptr %1086, align 4, !tbaa !5, !noalias !253
  %1087 = or disjoint i64 %1083, 1
  %1088 = getelementptr inbounds i32, ptr %991, i64 %1087
  %1089 = load i32, ptr %1088, align 4, !tbaa !5, !noalias !253
  br label %1114

1090:                                             ; preds = %1077
  %1091 = getelementptr i8, ptr %995, i64 %1079
  %1092 = load i8, ptr %1091, align 1, !tbaa !9, !alias.scope !254, !noalias !252
  %1093 = getelementptr i8, ptr %1029, i64 %1079
  %1094 = load i8, ptr %1093, align 1, !tbaa !9, !alias.scope !254, !noalias !252
  %1095 = icmp ugt i8 %1092, %1094
  %1096 = and i64 %1009, %988
  %1097 = shl nuw nsw i64 %1096, 1
  br i1 %1095, label %1098, label %1101

1098:                                             ; preds = %1090
  %1099 = getelementptr inbounds i32, ptr %991, i64 %1011
  store i32 %1010, ptr %1099, align 4, !tbaa !5, !noalias !253
  %1100 = or disjoint i64 %1097, 1
  br label %1103

1101:                                             ; preds = %1090
  %1102 = getelementptr inbounds i32, ptr %991, i64 %1012
  store i32 %1010, ptr %1102, align 4, !tbaa !5, !noalias !253
  br label %1103

1103:                                             ; preds = %1101, %1098
  %1104 = phi i64 [ %1079, %1098 ], [ %1015, %1101 ]
  %1105 = phi i64 [ %1014, %1098 ], [ %1079, %1101 ]
  %1106 = phi i64 [ %1012, %1098 ], [ %1097, %1101 ]
  %1107 = phi i64 [ %1100, %1098 ], [ %1011, %1101 ]
  %1108 = phi i64 [ %1100, %1098 ], [ %1097, %1101 ]
  %1109 = getelementptr inbounds i32, ptr %991, i64 %1108
  %1110 = load i32, ptr %1109, align 4, !tbaa !5, !noalias !253
  %1111 = add nsw i64 %1013, -1
  %1112 = zext i32 %1110 to i64
  %1113 = icmp eq i64 %993, %1112
  br i1 %1113, label %1020, label %1008

1114:                                             ; preds = %1020, %1081
  %1115 = phi i64 [ %1021, %1020 ], [ %1012, %1081 ]
  %1116 = phi i32 [ %1023, %1020 ], [ %1089, %1081 ]
  %1117 = getelementptr inbounds i32, ptr %991, i64 %1115
  store i32 %1116, ptr %1117, align 4, !tbaa !5, !noalias !253
  %1118 = add nuw i64 %993, 1
  %1119 = icmp ult i64 %1118, %843
  br i1 %1119, label %992, label %1120, !llvm.loop !153

1120:                                             ; preds = %1114, %985
  %1121 = getelementptr i32, ptr %73, i64 %77
  %1122 = shl nuw nsw i64 %837, 2
  call void @llvm.memset.p0.i64(ptr align 4 %1121, i8 0, i64 %1122, i1 false)
  %1123 = add i64 %837, %77
  br label %1124

1124:                                             ; preds = %1120, %827, %822
  %1125 = phi i64 [ %77, %822 ], [ %1123, %1120 ], [ %77, %827 ]
  %1126 = phi i64 [ %76, %822 ], [ %838, %1120 ], [ %828, %827 ]
  %1127 = add i64 %1125, 1
  %1128 = add i64 %1125, 4
  %1129 = icmp ult i64 %1128, %1
  br i1 %1129, label %74, label %1130, !llvm.loop !255

1130:                                             ; preds = %1124, %25, %39
  %1131 = phi i1 [ false, %39 ], [ false, %25 ], [ %47, %1124 ]
  %1132 = phi i64 [ %43, %39 ], [ %28, %25 ], [ %43, %1124 ]
  %1133 = phi ptr [ %31, %39 ], [ null, %25 ], [ %31, %1124 ]
  %1134 = phi ptr [ %34, %39 ], [ %26, %25 ], [ %34, %1124 ]
  %1135 = phi ptr [ %40, %39 ], [ null, %25 ], [ %131, %1124 ]
  %1136 = load i64, ptr %12, align 8, !tbaa !29
  %1137 = load i64, ptr %9, align 8, !tbaa !29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %16, ptr noundef nonnull align 4 dereferenceable(16) %8, i64 16, i1 false)
  %1138 = load i64, ptr %11, align 8, !tbaa !29
  %1139 = add i64 %1, 1
  %1140 = icmp eq i64 %1139, 0
  br i1 %1140, label %1141, label %1144

1141:                                             ; preds = %1130
  %1142 = getelementptr inbounds i8, ptr %6, i64 56
  %1143 = getelementptr inbounds i8, ptr %1134, i64 2848
  store i64 %1, ptr %1143, align 8, !tbaa !42
  br label %1151

1144:                                             ; preds = %1130
  %1145 = shl i64 %1139, 4
  %1146 = call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1145) #13
  %1147 = getelementptr inbounds i8, ptr %6, i64 56
  %1148 = getelementptr inbounds i8, ptr %1134, i64 2848
  store i64 %1, ptr %1148, align 8, !tbaa !42
  %1149 = add i64 %1, 2
  %1150 = icmp eq i64 %1149, 0
  br i1 %1150, label %1158, label %1151

1151:                                             ; preds = %1141, %1144
  %1152 = phi i64 [ 1, %1141 ], [ %1149, %1144 ]
  %1153 = phi ptr [ %1143, %1141 ], [ %1148, %1144 ]
  %1154 = phi ptr [ %1142, %1141 ], [ %1147, %1144 ]
  %1155 = phi ptr [ null, %1141 ], [ %1146, %1144 ]
  %1156 = shl i64 %1152, 2
  %1157 = call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1156) #13
  br label %1158

1158:                                             ; preds = %1151, %1144
  %1159 = phi ptr [ %1153, %1151 ], [ %1148, %1144 ]
  %1160 = phi ptr [ %1154, %1151 ], [ %1147, %1144 ]
  %1161 = phi ptr [ %1155, %1151 ], [ %1146, %1144 ]
  %1162 = phi ptr [ %1157, %1151 ], [ null, %1144 ]
  %1163 = getelementptr inbounds i8, ptr %1134, i64 2832
  store ptr %1162, ptr %1163, align 8, !tbaa !45
  %1164 = getelementptr inbounds i8, ptr %1160, i64 12
  %1165 = load i32, ptr %1164, align 4, !tbaa !46
  %1166 = icmp eq i32 %1165, 0
  br i1 %1166, label %1172, label %1167

1167:                                             ; preds = %1158
  %1168 = zext i32 %1165 to i64
  %1169 = shl nuw nsw i64 %1168, 2
  %1170 = call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %1169) #13
  %1171 = load i32, ptr %1164, align 4, !tbaa !46
  br label %1172

1172:                                             ; preds = %1158, %1167
  %1173 = phi i32 [ %1171, %1167 ], [ 0, %1158 ]
  %1174 = phi ptr [ %1170, %1167 ], [ null, %1158 ]
  %1175 = getelementptr inbounds i8, ptr %1134, i64 2816
  store ptr %1174, ptr %1175, align 8, !tbaa !47
  %1176 = getelementptr inbounds i8, ptr %1134, i64 2824
  store i32 %1173, ptr %1176, align 8, !tbaa !48
  %1177 = getelementptr inbounds i8, ptr %1134, i64 2856
  %1178 = getelementptr inbounds i8, ptr %1134, i64 3880
  %1179 = getelementptr inbounds i8, ptr %1134, i64 6696
  %1180 = sub i64 %2, %1137
  %1181 = getelementptr inbounds i8, ptr %1134, i64 8872
  %1182 = getelementptr inbounds i8, ptr %1134, i64 2840
  %1183 = getelementptr inbounds i8, ptr %6, i64 4
  %1184 = getelementptr inbounds i8, ptr %1161, i64 12
  %1185 = getelementptr inbounds i8, ptr %14, i64 256
  %1186 = getelementptr i8, ptr %1135, i64 -4
  %1187 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1
  %1188 = getelementptr inbounds i8, ptr %1187, i64 8
  %1189 = icmp eq i64 %1, 0
  %1190 = and i64 %1139, -2
  %1191 = and i64 %1, 1
  %1192 = icmp eq i64 %1191, 0
  br label %1193

1193:                                             ; preds = %1172, %1477
  %1194 = phi i1 [ true, %1172 ], [ false, %1477 ]
  br i1 %1140, label %1218, label %1195

1195:                                             ; preds = %1193
  br i1 %1189, label %1211, label %1196

1196:                                             ; preds = %1195, %1196
  %1197 = phi i64 [ %1208, %1196 ], [ 0, %1195 ]
  %1198 = phi i64 [ %1209, %1196 ], [ 0, %1195 ]
  %1199 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1197
  store i32 1, ptr %1199, align 4, !tbaa !5
  %1200 = getelementptr inbounds i8, ptr %1199, i64 4
  store i32 0, ptr %1200, align 4, !tbaa !5
  %1201 = getelementptr inbounds i8, ptr %1199, i64 8
  store i32 0, ptr %1201, align 4, !tbaa !5
  %1202 = getelementptr inbounds i8, ptr %1199, i64 12
  store float 0x47DFF933C0000000, ptr %1202, align 4, !tbaa !9
  %1203 = or disjoint i64 %1197, 1
  %1204 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1203
  store i32 1, ptr %1204, align 4, !tbaa !5
  %1205 = getelementptr inbounds i8, ptr %1204, i64 4
  store i32 0, ptr %1205, align 4, !tbaa !5
  %1206 = getelementptr inbounds i8, ptr %1204, i64 8
  store i32 0, ptr %1206, align 4, !tbaa !5
  %1207 = getelementptr inbounds i8, ptr %1204, i64 12
  store float 0x47DFF933C0000000, ptr %1207, align 4, !tbaa !9
  %1208 = add nuw i64 %1197, 2
  %1209 = add i64 %1198, 2
  %1210 = icmp eq i64 %1209, %1190
  br i1 %1210, label %1211, label %1196, !llvm.loop !10

1211:                                             ; preds = %1196, %1195
  %1212 = phi i64 [ 0, %1195 ], [ %1208, %1196 ]
  br i1 %1192, label %1213, label %1218

1213:                                             ; preds = %1211
  %1214 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1212
  store i32 1, ptr %1214, align 4, !tbaa !5
  %1215 = getelementptr inbounds i8, ptr %1214, i64 4
  store i32 0, ptr %1215, align 4, !tbaa !5
  %1216 = getelementptr inbounds i8, ptr %1214, i64 8
  store i32 0, ptr %1216, align 4, !tbaa !5
  %1217 = getelementptr inbounds i8, ptr %1214, i64 12
  store float 0x47DFF933C0000000, ptr %1217, align 4, !tbaa !9
  br label %1218

1218:                                             ; preds = %1213, %1211, %1193
  br i1 %1194, label %1219, label %1220

1219:                                             ; preds = %1218
  call fastcc void @ZopfliCostModelSetFromLiteralCosts(ptr noundef %1134, i64 noundef %2, ptr noundef %3, i64 noundef %4)
  br label %1383

1220:                                             ; preds = %1218
  %1221 = load i64, ptr %11, align 8, !tbaa !29
  %1222 = sub i64 %1221, %1138
  %1223 = icmp eq i64 %1221, %1138
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(6016) %1177, i8 0, i64 6016, i1 false)
  br i1 %1223, label %1296, label %1224

1224:                                             ; preds = %1220, %1291
  %1225 = phi i64 [ %1293, %1291 ], [ %1180, %1220 ]
  %1226 = phi i64 [ %1294, %1291 ], [ 0, %1220 ]
  %1227 = getelementptr inbounds %struct.Command, ptr %10, i64 %1226
  %1228 = load i32, ptr %1227, align 4, !tbaa !31
  %1229 = zext i32 %1228 to i64
  %1230 = getelementptr inbounds i8, ptr %1227, i64 4
  %1231 = load i32, ptr %1230, align 4, !tbaa !34
  %1232 = and i32 %1231, 33554431
  %1233 = zext nneg i32 %1232 to i64
  %1234 = getelementptr inbounds i8, ptr %1227, i64 14
  %1235 = load i16, ptr %1234, align 2, !tbaa !256
  %1236 = getelementptr inbounds i8, ptr %1227, i64 12
  %1237 = load i16, ptr %1236, align 4, !tbaa !257
  %1238 = zext i16 %1237 to i64
  %1239 = getelementptr inbounds [704 x i32], ptr %1178, i64 0, i64 %1238
  %1240 = load i32, ptr %1239, align 4, !tbaa !5
  %1241 = add i32 %1240, 1
  store i32 %1241, ptr %1239, align 4, !tbaa !5
  %1242 = icmp ugt i16 %1237, 127
  br i1 %1242, label %1243, label %1249

1243:                                             ; preds = %1224
  %1244 = and i16 %1235, 1023
  %1245 = zext nneg i16 %1244 to i64
  %1246 = getelementptr inbounds [544 x i32], ptr %1179, i64 0, i64 %1245
  %1247 = load i32, ptr %1246, align 4, !tbaa !5
  %1248 = add i32 %1247, 1
  store i32 %1248, ptr %1246, align 4, !tbaa !5
  br label %1249

1249:                                             ; preds = %1243, %1224
  %1250 = icmp eq i32 %1228, 0
  br i1 %1250, label %1291, label %1251

1251:                                             ; preds = %1249
  %1252 = and i64 %1229, 1
  %1253 = icmp eq i32 %1228, 1
  br i1 %1253, label %1279, label %1254

1254:                                             ; preds = %1251
  %1255 = and i64 %1229, 4294967294
  br label %1256

1256:                                             ; preds = %1256, %1254
  %1257 = phi i64 [ 0, %1254 ], [ %1276, %1256 ]
  %1258 = phi i64 [ 0, %1254 ], [ %1277, %1256 ]
  %1259 = add i64 %1257, %1225
  %1260 = and i64 %1259, %4
  %1261 = getelementptr inbounds i8, ptr %3, i64 %1260
  %1262 = load i8, ptr %1261, align 1, !tbaa !9
  %1263 = zext i8 %1262 to i64
  %1264 = getelementptr inbounds [256 x i32], ptr %1177, i64 0, i64 %1263
  %1265 = load i32, ptr %1264, align 4, !tbaa !5
  %1266 = add i32 %1265, 1
  store i32 %1266, ptr %1264, align 4, !tbaa !5
  %1267 = or disjoint i64 %1257, 1
  %1268 = add i64 %1267, %1225
  %1269 = and i64 %1268, %4
  %1270 = getelementptr inbounds i8, ptr %3, i64 %1269
  %1271 = load i8, ptr %1270, align 1, !tbaa !9
  %1272 = zext i8 %1271 to i64
  %1273 = getelementptr inbounds [256 x i32], ptr %1177, i64 0, i64 %1272
  %1274 = load i32, ptr %1273, align 4, !tbaa !5
  %1275 = add i32 %1274, 1
  store i32 %1275, ptr %1273, align 4, !tbaa !5
  %1276 = add nuw nsw i64 %1257, 2
  %1277 = add i64 %1258, 2
  %1278 = icmp eq i64 %1277, %1255
  br i1 %1278, label %1279, label %1256, !llvm.loop !258

1279:                                             ; preds = %1256, %1251
  %1280 = phi i64 [ 0, %1251 ], [ %1276, %1256 ]
  %1281 = icmp eq i64 %1252, 0
  br i1 %1281, label %1291, label %1282

1282:                                             ; preds = %1279
  %1283 = add i64 %1280, %1225
  %1284 = and i64 %1283, %4
  %1285 = getelementptr inbounds i8, ptr %3, i64 %1284
  %1286 = load i8, ptr %1285, align 1, !tbaa !9
  %1287 = zext i8 %1286 to i64
  %1288 = getelementptr inbounds [256 x i32], ptr %1177, i64 0, i64 %1287
  %1289 = load i32, ptr %1288, align 4, !tbaa !5
  %1290 = add i32 %1289, 1
  store i32 %1290, ptr %1288, align 4, !tbaa !5
  br label %1291

1291:                                             ; preds = %1282, %1279, %1249
  %1292 = add i64 %1225, %1229
  %1293 = add i64 %1292, %1233
  %1294 = add nuw i64 %1226, 1
  %1295 = icmp eq i64 %1294, %1222
  br i1 %1295, label %1296, label %1224, !llvm.loop !259

1296:                                             ; preds = %1291, %1220
  call fastcc void @SetCost(ptr noundef nonnull %1177, i64 noundef 256, i32 noundef 1, ptr noundef nonnull %1181)
  call fastcc void @SetCost(ptr noundef nonnull %1178, i64 noundef 704, i32 noundef 0, ptr noundef nonnull %1134)
  %1297 = load i32, ptr %1176, align 8, !tbaa !48
  %1298 = zext i32 %1297 to i64
  %1299 = load ptr, ptr %1175, align 8, !tbaa !47
  call fastcc void @SetCost(ptr noundef nonnull %1179, i64 noundef %1298, i32 noundef 0, ptr noundef %1299)
  br label %1300

1300:                                             ; preds = %1300, %1296
  %1301 = phi float [ 0x47DFF933C0000000, %1296 ], [ %1321, %1300 ]
  %1302 = phi i64 [ 0, %1296 ], [ %1322, %1300 ]
  %1303 = getelementptr inbounds float, ptr %1134, i64 %1302
  %1304 = load float, ptr %1303, align 4, !tbaa !158
  %1305 = fcmp olt float %1301, %1304
  %1306 = select i1 %1305, float %1301, float %1304
  %1307 = or disjoint i64 %1302, 1
  %1308 = getelementptr inbounds float, ptr %1134, i64 %1307
  %1309 = load float, ptr %1308, align 4, !tbaa !158
  %1310 = fcmp olt float %1306, %1309
  %1311 = select i1 %1310, float %1306, float %1309
  %1312 = or disjoint i64 %1302, 2
  %1313 = getelementptr inbounds float, ptr %1134, i64 %1312
  %1314 = load float, ptr %1313, align 4, !tbaa !158
  %1315 = fcmp olt float %1311, %1314
  %1316 = select i1 %1315, float %1311, float %1314
  %1317 = or disjoint i64 %1302, 3
  %1318 = getelementptr inbounds float, ptr %1134, i64 %1317
  %1319 = load float, ptr %1318, align 4, !tbaa !158
  %1320 = fcmp olt float %1316, %1319
  %1321 = select i1 %1320, float %1316, float %1319
  %1322 = add nuw nsw i64 %1302, 4
  %1323 = icmp eq i64 %1322, 704
  br i1 %1323, label %1324, label %1300, !llvm.loop !260

1324:                                             ; preds = %1300
  store float %1321, ptr %1182, align 8, !tbaa !164
  %1325 = load ptr, ptr %1163, align 8, !tbaa !45
  %1326 = load i64, ptr %1159, align 8, !tbaa !42
  store float 0.000000e+00, ptr %1325, align 4, !tbaa !158
  %1327 = icmp eq i64 %1326, 0
  br i1 %1327, label %1383, label %1328

1328:                                             ; preds = %1324
  %1329 = and i64 %1326, 1
  %1330 = icmp eq i64 %1326, 1
  br i1 %1330, label %1366, label %1331

1331:                                             ; preds = %1328
  %1332 = and i64 %1326, -2
  br label %1333

1333:                                             ; preds = %1333, %1331
  %1334 = phi float [ 0.000000e+00, %1331 ], [ %1359, %1333 ]
  %1335 = phi float [ 0.000000e+00, %1331 ], [ %1363, %1333 ]
  %1336 = phi i64 [ 0, %1331 ], [ %1360, %1333 ]
  %1337 = phi i64 [ 0, %1331 ], [ %1364, %1333 ]
  %1338 = add i64 %1336, %2
  %1339 = and i64 %1338, %4
  %1340 = getelementptr inbounds i8, ptr %3, i64 %1339
  %1341 = load i8, ptr %1340, align 1, !tbaa !9
  %1342 = zext i8 %1341 to i64
  %1343 = getelementptr inbounds [256 x float], ptr %1181, i64 0, i64 %1342
  %1344 = load float, ptr %1343, align 4, !tbaa !158
  %1345 = fadd float %1335, %1344
  %1346 = fadd float %1334, %1345
  %1347 = or disjoint i64 %1336, 1
  %1348 = getelementptr inbounds float, ptr %1325, i64 %1347
  store float %1346, ptr %1348, align 4, !tbaa !158
  %1349 = fsub float %1346, %1334
  %1350 = fsub float %1345, %1349
  %1351 = add i64 %1347, %2
  %1352 = and i64 %1351, %4
  %1353 = getelementptr inbounds i8, ptr %3, i64 %1352
  %1354 = load i8, ptr %1353, align 1, !tbaa !9
  %1355 = zext i8 %1354 to i64
  %1356 = getelementptr inbounds [256 x float], ptr %1181, i64 0, i64 %1355
  %1357 = load float, ptr %1356, align 4, !tbaa !158
  %1358 = fadd float %1350, %1357
  %1359 = fadd float %1346, %1358
  %1360 = add nuw i64 %1336, 2
  %1361 = getelementptr inbounds float, ptr %1325, i64 %1360
  store float %1359, ptr %1361, align 4, !tbaa !158
  %1362 = fsub float %1359, %1346
  %1363 = fsub float %1358, %1362
  %1364 = add nuw i64 %1337, 2
  %1365 = icmp eq i64 %1364, %1332
  br i1 %1365, label %1366, label %1333, !llvm.loop !261

1366:                                             ; preds = %1333, %1328
  %1367 = phi float [ 0.000000e+00, %1328 ], [ %1359, %1333 ]
  %1368 = phi float [ 0.000000e+00, %1328 ], [ %1363, %1333 ]
  %1369 = phi i64 [ 0, %1328 ], [ %1360, %1333 ]
  %1370 = icmp eq i64 %1329, 0
  br i1 %1370, label %1383, label %1371

1371:                                             ; preds = %1366
  %1372 = add i64 %1369, %2
  %1373 = and i64 %1372, %4
  %1374 = getelementptr inbounds i8, ptr %3, i64 %1373
  %1375 = load i8, ptr %1374, align 1, !tbaa !9
  %1376 = zext i8 %1375 to i64
  %1377 = getelementptr inbounds [256 x float], ptr %1181, i64 0, i64 %1376
  %1378 = load float, ptr %1377, align 4, !tbaa !158
  %1379 = fadd float %1368, %1378
  %1380 = fadd float %1367, %1379
  %1381 = getelementptr float, ptr %1325, i64 %1369
  %1382 = getelementptr i8, ptr %1381, i64 4
  store float %1380, ptr %1382, align 4, !tbaa !158
  br label %1383

1383:                                             ; preds = %1371, %1366, %1324, %1219
  store i64 %1138, ptr %11, align 8, !tbaa !29
  store i64 %1136, ptr %12, align 8, !tbaa !29
  store i64 %1137, ptr %9, align 8, !tbaa !29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %8, ptr noundef nonnull align 16 dereferenceable(16) %16, i64 16, i1 false)
  %1384 = load i64, ptr %17, align 8, !tbaa !25
  %1385 = load i32, ptr %19, align 8, !tbaa !12
  %1386 = zext nneg i32 %1385 to i64
  %1387 = shl nuw i64 1, %1386
  %1388 = add i64 %1387, -16
  %1389 = load i32, ptr %1183, align 4, !tbaa !39
  %1390 = icmp slt i32 %1389, 11
  %1391 = select i1 %1390, i64 150, i64 325
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %14) #13
  store i32 0, ptr %1161, align 4, !tbaa !26
  store float 0.000000e+00, ptr %1184, align 4, !tbaa !9
  store i64 0, ptr %1185, align 8, !tbaa !49
  br i1 %1131, label %1392, label %1441

1392:                                             ; preds = %1383
  %1393 = add i64 %1384, %2
  br label %1394

1394:                                             ; preds = %1435, %1392
  %1395 = phi i64 [ 0, %1392 ], [ %1438, %1435 ]
  %1396 = phi i64 [ 0, %1392 ], [ %1436, %1435 ]
  %1397 = getelementptr inbounds i32, ptr %1133, i64 %1395
  %1398 = load i32, ptr %1397, align 4, !tbaa !5
  %1399 = zext i32 %1398 to i64
  %1400 = getelementptr inbounds %struct.BackwardMatch, ptr %1135, i64 %1396
  %1401 = call fastcc i64 @UpdateNodes(i64 noundef %1, i64 noundef %2, i64 noundef %1395, ptr noundef %3, i64 noundef %4, ptr noundef readonly %6, i64 noundef %1388, ptr noundef readonly %8, i64 noundef %1399, ptr noundef readonly %1400, ptr noundef readonly %1134, ptr noundef nonnull %14, ptr noundef nonnull %1161)
  %1402 = icmp ult i64 %1401, 16384
  %1403 = select i1 %1402, i64 0, i64 %1401
  %1404 = load i32, ptr %1397, align 4, !tbaa !5
  %1405 = zext i32 %1404 to i64
  %1406 = add i64 %1396, %1405
  %1407 = icmp eq i32 %1404, 1
  br i1 %1407, label %1408, label %1416

1408:                                             ; preds = %1394
  %1409 = getelementptr %struct.BackwardMatch, ptr %1186, i64 %1406
  %1410 = load i32, ptr %1409, align 4, !tbaa !64
  %1411 = lshr i32 %1410, 5
  %1412 = zext nneg i32 %1411 to i64
  %1413 = icmp ult i64 %1391, %1412
  br i1 %1413, label %1414, label %1416

1414:                                             ; preds = %1408
  %1415 = call i64 @llvm.umax.i64(i64 %1412, i64 %1403)
  br label %1416

1416:                                             ; preds = %1414, %1408, %1394
  %1417 = phi i64 [ %1415, %1414 ], [ %1403, %1408 ], [ %1403, %1394 ]
  %1418 = icmp ult i64 %1417, 2
  br i1 %1418, label %1435, label %1419

1419:                                             ; preds = %1416
  %1420 = add i64 %1417, -1
  br label %1421

1421:                                             ; preds = %1428, %1419
  %1422 = phi i64 [ %1433, %1428 ], [ %1420, %1419 ]
  %1423 = phi i64 [ %1425, %1428 ], [ %1395, %1419 ]
  %1424 = phi i64 [ %1432, %1428 ], [ %1406, %1419 ]
  %1425 = add i64 %1423, 1
  %1426 = add i64 %1423, 4
  %1427 = icmp ult i64 %1426, %1
  br i1 %1427, label %1428, label %1435

1428:                                             ; preds = %1421
  call fastcc void @EvaluateNode(i64 noundef %1393, i64 noundef %1425, i64 noundef %1388, i64 noundef %1132, ptr noundef readonly %8, ptr noundef readonly %1134, ptr noundef nonnull %14, ptr noundef nonnull %1161)
  %1429 = getelementptr inbounds i32, ptr %1133, i64 %1425
  %1430 = load i32, ptr %1429, align 4, !tbaa !5
  %1431 = zext i32 %1430 to i64
  %1432 = add i64 %1424, %1431
  %1433 = add i64 %1422, -1
  %1434 = icmp eq i64 %1433, 0
  br i1 %1434, label %1435, label %1421, !llvm.loop !262

1435:                                             ; preds = %1428, %1421, %1416
  %1436 = phi i64 [ %1406, %1416 ], [ %1432, %1428 ], [ %1424, %1421 ]
  %1437 = phi i64 [ %1395, %1416 ], [ %1425, %1421 ], [ %1425, %1428 ]
  %1438 = add i64 %1437, 1
  %1439 = add i64 %1437, 4
  %1440 = icmp ult i64 %1439, %1
  br i1 %1440, label %1394, label %1441, !llvm.loop !263

1441:                                             ; preds = %1435, %1383
  %1442 = load i32, ptr %1188, align 4, !tbaa !28
  %1443 = and i32 %1442, 134217727
  %1444 = icmp eq i32 %1443, 0
  br i1 %1444, label %1445, label %1457

1445:                                             ; preds = %1441, %1450
  %1446 = phi ptr [ %1452, %1450 ], [ %1187, %1441 ]
  %1447 = phi i64 [ %1451, %1450 ], [ %1, %1441 ]
  %1448 = load i32, ptr %1446, align 4, !tbaa !26
  %1449 = icmp eq i32 %1448, 1
  br i1 %1449, label %1450, label %1457

1450:                                             ; preds = %1445
  %1451 = add i64 %1447, -1
  %1452 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1451
  %1453 = getelementptr inbounds i8, ptr %1452, i64 8
  %1454 = load i32, ptr %1453, align 4, !tbaa !28
  %1455 = and i32 %1454, 134217727
  %1456 = icmp eq i32 %1455, 0
  br i1 %1456, label %1445, label %1457, !llvm.loop !156

1457:                                             ; preds = %1450, %1445, %1441
  %1458 = phi i64 [ %1, %1441 ], [ %1451, %1450 ], [ %1447, %1445 ]
  %1459 = phi ptr [ %1187, %1441 ], [ %1452, %1450 ], [ %1446, %1445 ]
  %1460 = getelementptr inbounds i8, ptr %1459, i64 12
  store i32 -1, ptr %1460, align 4, !tbaa !9
  %1461 = icmp eq i64 %1458, 0
  br i1 %1461, label %1477, label %1462

1462:                                             ; preds = %1457, %1462
  %1463 = phi i64 [ %1473, %1462 ], [ %1458, %1457 ]
  %1464 = phi i64 [ %1475, %1462 ], [ 0, %1457 ]
  %1465 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1463
  %1466 = load i32, ptr %1465, align 4, !tbaa !26
  %1467 = and i32 %1466, 33554431
  %1468 = getelementptr inbounds i8, ptr %1465, i64 8
  %1469 = load i32, ptr %1468, align 4, !tbaa !28
  %1470 = and i32 %1469, 134217727
  %1471 = add nuw nsw i32 %1470, %1467
  %1472 = zext nneg i32 %1471 to i64
  %1473 = sub i64 %1463, %1472
  %1474 = getelementptr inbounds %struct.ZopfliNode, ptr %1161, i64 %1473, i32 3
  store i32 %1471, ptr %1474, align 4, !tbaa !9
  %1475 = add i64 %1464, 1
  %1476 = icmp eq i64 %1473, 0
  br i1 %1476, label %1477, label %1462, !llvm.loop !157

1477:                                             ; preds = %1462, %1457
  %1478 = phi i64 [ 0, %1457 ], [ %1475, %1462 ]
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %14) #13
  %1479 = load i64, ptr %11, align 8, !tbaa !29
  %1480 = add i64 %1479, %1478
  store i64 %1480, ptr %11, align 8, !tbaa !29
  call void @BrotliZopfliCreateCommands(i64 noundef %1, i64 noundef %2, ptr noundef nonnull %1161, ptr noundef %8, ptr noundef nonnull %9, ptr noundef %6, ptr noundef %10, ptr noundef nonnull %12)
  br i1 %1194, label %1193, label %1481, !llvm.loop !264

1481:                                             ; preds = %1477
  %1482 = load ptr, ptr %1163, align 8, !tbaa !45
  call void @BrotliFree(ptr noundef %0, ptr noundef %1482) #13
  store ptr null, ptr %1163, align 8, !tbaa !45
  %1483 = load ptr, ptr %1175, align 8, !tbaa !47
  call void @BrotliFree(ptr noundef %0, ptr noundef %1483) #13
  store ptr null, ptr %1175, align 8, !tbaa !47
  call void @BrotliFree(ptr noundef %0, ptr noundef %1134) #13
  call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %1161) #13
  call void @BrotliFree(ptr noundef %0, ptr noundef %1135) #13
  call void @BrotliFree(ptr noundef %0, ptr noundef %1133) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #8

declare hidden void @BrotliEstimateBitCostsForLiterals(i64 noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #9

declare hidden i32 @BrotliFindAllStaticDictionaryMatches(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #8

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc void @SetCost(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #10 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %43, label %6

6:                                                ; preds = %4
  %7 = icmp ult i64 %1, 4
  br i1 %7, label %28, label %8

8:                                                ; preds = %6
  %9 = and i64 %1, -4
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = phi <2 x i64> [ zeroinitializer, %8 ], [ %20, %10 ]
  %13 = phi <2 x i64> [ zeroinitializer, %8 ], [ %21, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load <2 x i32>, ptr %14, align 4, !tbaa !5
  %17 = load <2 x i32>, ptr %15, align 4, !tbaa !5
  %18 = zext <2 x i32> %16 to <2 x i64>
  %19 = zext <2 x i32> %17 to <2 x i64>
  %20 = add <2 x i64> %12, %18
  %21 = add <2 x i64> %13, %19
  %22 = add nuw i64 %11, 4
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !265

24:                                               ; preds = %10
  %25 = add <2 x i64> %21, %20
  %26 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = icmp eq i64 %9, %1
  br i1 %27, label %40, label %28

28:                                               ; preds = %24, %6
  %29 = phi i64 [ 0, %6 ], [ %9, %24 ]
  %30 = phi i64 [ 0, %6 ], [ %26, %24 ]
  br label %31

31:                                               ; preds = %28, %31
  %32 = phi i64 [ %38, %31 ], [ %29, %28 ]
  %33 = phi i64 [ %37, %31 ], [ %30, %28 ]
  %34 = getelementptr inbounds i32, ptr %0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = zext i32 %35 to i64
  %37 = add i64 %33, %36
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %1
  br i1 %39, label %40, label %31, !llvm.loop !266

40:                                               ; preds = %31, %24
  %41 = phi i64 [ %26, %24 ], [ %37, %31 ]
  %42 = icmp ult i64 %41, 256
  br i1 %42, label %43, label %47

43:                                               ; preds = %4, %40
  %44 = phi i64 [ %41, %40 ], [ 0, %4 ]
  %45 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !160
  br label %50

47:                                               ; preds = %40
  %48 = uitofp i64 %41 to double
  %49 = tail call double @log2(double noundef %48) #13
  br label %50

50:                                               ; preds = %43, %47
  %51 = phi i64 [ %44, %43 ], [ %41, %47 ]
  %52 = phi double [ %46, %43 ], [ %49, %47 ]
  %53 = fptrunc double %52 to float
  %54 = icmp eq i32 %2, 0
  %55 = icmp ne i64 %1, 0
  %56 = and i1 %54, %55
  br i1 %56, label %57, label %95

57:                                               ; preds = %50
  %58 = icmp ult i64 %1, 4
  br i1 %58, label %82, label %59

59:                                               ; preds = %57
  %60 = and i64 %1, -4
  %61 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %51, i64 0
  br label %62

62:                                               ; preds = %62, %59
  %63 = phi i64 [ 0, %59 ], [ %76, %62 ]
  %64 = phi <2 x i64> [ %61, %59 ], [ %74, %62 ]
  %65 = phi <2 x i64> [ zeroinitializer, %59 ], [ %75, %62 ]
  %66 = getelementptr inbounds i32, ptr %0, i64 %63
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load <2 x i32>, ptr %66, align 4, !tbaa !5
  %69 = load <2 x i32>, ptr %67, align 4, !tbaa !5
  %70 = icmp eq <2 x i32> %68, zeroinitializer
  %71 = icmp eq <2 x i32> %69, zeroinitializer
  %72 = zext <2 x i1> %70 to <2 x i64>
  %73 = zext <2 x i1> %71 to <2 x i64>
  %74 = add <2 x i64> %64, %72
  %75 = add <2 x i64> %65, %73
  %76 = add nuw i64 %63, 4
  %77 = icmp eq i64 %76, %60
  br i1 %77, label %78, label %62, !llvm.loop !267

78:                                               ; preds = %62
  %79 = add <2 x i64> %75, %74
  %80 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %79)
  %81 = icmp eq i64 %60, %1
  br i1 %81, label %95, label %82

82:                                               ; preds = %78, %57
  %83 = phi i64 [ 0, %57 ], [ %60, %78 ]
  %84 = phi i64 [ %51, %57 ], [ %80, %78 ]
  br label %85

85:                                               ; preds = %82, %85
  %86 = phi i64 [ %93, %85 ], [ %83, %82 ]
  %87 = phi i64 [ %92, %85 ], [ %84, %82 ]
  %88 = getelementptr inbounds i32, ptr %0, i64 %86
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp eq i32 %89, 0
  %91 = zext i1 %90 to i64
  %92 = add i64 %87, %91
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, %1
  br i1 %94, label %95, label %85, !llvm.loop !268

95:                                               ; preds = %85, %78, %50
  %96 = phi i64 [ %51, %50 ], [ %80, %78 ], [ %92, %85 ]
  %97 = icmp ult i64 %96, 256
  br i1 %97, label %98, label %101

98:                                               ; preds = %95
  %99 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !160
  br label %104

101:                                              ; preds = %95
  %102 = uitofp i64 %96 to double
  %103 = tail call double @log2(double noundef %102) #13
  br label %104

104:                                              ; preds = %98, %101
  %105 = phi double [ %100, %98 ], [ %103, %101 ]
  %106 = fptrunc double %105 to float
  %107 = fadd float %106, 2.000000e+00
  br i1 %5, label %134, label %108

108:                                              ; preds = %104, %131
  %109 = phi i64 [ %132, %131 ], [ 0, %104 ]
  %110 = getelementptr inbounds i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %115

113:                                              ; preds = %108
  %114 = getelementptr inbounds float, ptr %3, i64 %109
  store float %107, ptr %114, align 4, !tbaa !158
  br label %131

115:                                              ; preds = %108
  %116 = icmp ult i32 %111, 256
  br i1 %116, label %117, label %121

117:                                              ; preds = %115
  %118 = zext nneg i32 %111 to i64
  %119 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !160
  br label %124

121:                                              ; preds = %115
  %122 = uitofp i32 %111 to double
  %123 = tail call double @log2(double noundef %122) #13
  br label %124

124:                                              ; preds = %117, %121
  %125 = phi double [ %120, %117 ], [ %123, %121 ]
  %126 = fptrunc double %125 to float
  %127 = fsub float %53, %126
  %128 = getelementptr inbounds float, ptr %3, i64 %109
  store float %127, ptr %128, align 4, !tbaa !158
  %129 = fcmp olt float %127, 1.000000e+00
  br i1 %129, label %130, label %131

130:                                              ; preds = %124
  store float 1.000000e+00, ptr %128, align 4, !tbaa !158
  br label %131

131:                                              ; preds = %124, %130, %113
  %132 = add nuw nsw i64 %109, 1
  %133 = icmp eq i64 %132, %1
  br i1 %133, label %134, label %108, !llvm.loop !269

134:                                              ; preds = %131, %104
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #13 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !6, i64 8}
!13 = !{!"BrotliEncoderParams", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !14, i64 16, !14, i64 24, !6, i64 32, !6, i64 36, !15, i64 40, !16, i64 56, !17, i64 80}
!14 = !{!"long", !7, i64 0}
!15 = !{!"BrotliHasherParams", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!16 = !{!"BrotliDistanceParams", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !14, i64 16}
!17 = !{!"SharedEncoderDictionary", !6, i64 0, !18, i64 8, !19, i64 544, !6, i64 1312}
!18 = !{!"CompoundDictionary", !14, i64 0, !14, i64 8, !7, i64 16, !7, i64 144, !7, i64 272, !14, i64 400, !7, i64 408}
!19 = !{!"ContextualEncoderDictionary", !6, i64 0, !7, i64 4, !7, i64 5, !7, i64 72, !14, i64 584, !20, i64 592, !21, i64 760}
!20 = !{!"BrotliEncoderDictionary", !21, i64 0, !6, i64 8, !6, i64 12, !14, i64 16, !21, i64 24, !21, i64 32, !21, i64 40, !21, i64 48, !22, i64 56, !6, i64 96, !21, i64 104, !21, i64 112, !21, i64 120, !14, i64 128, !21, i64 136, !14, i64 144, !21, i64 152, !21, i64 160}
!21 = !{!"any pointer", !7, i64 0}
!22 = !{!"BrotliTrie", !21, i64 0, !14, i64 8, !14, i64 16, !23, i64 24}
!23 = !{!"BrotliTrieNode", !7, i64 0, !7, i64 1, !7, i64 2, !6, i64 4, !6, i64 8}
!24 = !{!13, !14, i64 96}
!25 = !{!13, !14, i64 16}
!26 = !{!27, !6, i64 0}
!27 = !{!"ZopfliNode", !6, i64 0, !6, i64 4, !6, i64 8, !7, i64 12}
!28 = !{!27, !6, i64 8}
!29 = !{!14, !14, i64 0}
!30 = !{!27, !6, i64 4}
!31 = !{!32, !6, i64 0}
!32 = !{!"Command", !6, i64 0, !6, i64 4, !6, i64 8, !33, i64 12, !33, i64 14}
!33 = !{!"short", !7, i64 0}
!34 = !{!32, !6, i64 4}
!35 = !{!16, !6, i64 4}
!36 = !{!16, !6, i64 0}
!37 = !{!33, !33, i64 0}
!38 = distinct !{!38, !11}
!39 = !{!13, !6, i64 4}
!40 = !{!18, !14, i64 8}
!41 = !{!18, !14, i64 0}
!42 = !{!43, !14, i64 2848}
!43 = !{!"ZopfliCostModel", !7, i64 0, !21, i64 2816, !6, i64 2824, !21, i64 2832, !44, i64 2840, !14, i64 2848, !7, i64 2856}
!44 = !{!"float", !7, i64 0}
!45 = !{!43, !21, i64 2832}
!46 = !{!16, !6, i64 12}
!47 = !{!43, !21, i64 2816}
!48 = !{!43, !6, i64 2824}
!49 = !{!50, !14, i64 256}
!50 = !{!"StartPosQueue", !7, i64 0, !14, i64 256}
!51 = !{!13, !6, i64 624}
!52 = !{!21, !21, i64 0}
!53 = !{!54}
!54 = distinct !{!54, !55, !"FindAllMatchesH10: argument 1"}
!55 = distinct !{!55, !"FindAllMatchesH10"}
!56 = !{!57, !54}
!57 = distinct !{!57, !55, !"FindAllMatchesH10: argument 0"}
!58 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!59 = !{!57}
!60 = distinct !{!60, !11}
!61 = distinct !{!61, !11}
!62 = !{!63, !6, i64 0}
!63 = !{!"BackwardMatch", !6, i64 0, !6, i64 4}
!64 = !{!63, !6, i64 4}
!65 = !{!66}
!66 = distinct !{!66, !67, !"StoreAndFindMatchesH10: argument 0"}
!67 = distinct !{!67, !"StoreAndFindMatchesH10"}
!68 = !{!69}
!69 = distinct !{!69, !67, !"StoreAndFindMatchesH10: argument 1"}
!70 = !{!71}
!71 = distinct !{!71, !67, !"StoreAndFindMatchesH10: argument 3"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"HashBytesH10: argument 0"}
!74 = distinct !{!74, !"HashBytesH10"}
!75 = !{!66, !76, !71}
!76 = distinct !{!76, !67, !"StoreAndFindMatchesH10: argument 2"}
!77 = !{!78, !21, i64 8}
!78 = !{!"H10", !14, i64 0, !21, i64 8, !6, i64 16, !21, i64 24}
!79 = !{!69, !76, !71}
!80 = !{!78, !21, i64 24}
!81 = !{!78, !14, i64 0}
!82 = !{!76}
!83 = !{!78, !6, i64 16}
!84 = !{!66, !69, !76}
!85 = !{!13, !14, i64 72}
!86 = distinct !{!86, !11}
!87 = !{!88}
!88 = distinct !{!88, !89, !"LookupAllCompoundDictionaryMatches: argument 0"}
!89 = distinct !{!89, !"LookupAllCompoundDictionaryMatches"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"FindAllCompoundDictionaryMatches: argument 0"}
!92 = distinct !{!92, !"FindAllCompoundDictionaryMatches"}
!93 = !{!94, !6, i64 8}
!94 = !{!"PreparedDictionary", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20}
!95 = !{!94, !6, i64 12}
!96 = !{!94, !6, i64 16}
!97 = !{!94, !6, i64 20}
!98 = !{!94, !6, i64 4}
!99 = !{!94, !6, i64 0}
!100 = distinct !{!100, !11}
!101 = distinct !{!101, !11}
!102 = distinct !{!102, !103}
!103 = !{!"llvm.loop.unroll.disable"}
!104 = distinct !{!104, !11, !105, !106}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = !{!"llvm.loop.unroll.runtime.disable"}
!107 = distinct !{!107, !11}
!108 = distinct !{!108, !103}
!109 = distinct !{!109, !11, !105, !106}
!110 = distinct !{!110, !11, !105}
!111 = distinct !{!111, !11, !105}
!112 = !{!113}
!113 = distinct !{!113, !114, !"StoreH10: argument 0"}
!114 = distinct !{!114, !"StoreH10"}
!115 = !{!116}
!116 = distinct !{!116, !114, !"StoreH10: argument 1"}
!117 = !{!118, !113}
!118 = distinct !{!118, !119, !"StoreAndFindMatchesH10: argument 0"}
!119 = distinct !{!119, !"StoreAndFindMatchesH10"}
!120 = !{!121, !122, !123, !116}
!121 = distinct !{!121, !119, !"StoreAndFindMatchesH10: argument 1"}
!122 = distinct !{!122, !119, !"StoreAndFindMatchesH10: argument 2"}
!123 = distinct !{!123, !119, !"StoreAndFindMatchesH10: argument 3"}
!124 = !{!118}
!125 = !{!121}
!126 = !{!127}
!127 = distinct !{!127, !128, !"HashBytesH10: argument 0"}
!128 = distinct !{!128, !"HashBytesH10"}
!129 = !{!118, !122, !123, !113}
!130 = !{!122, !113}
!131 = !{!121, !116}
!132 = distinct !{!132, !11}
!133 = !{!134}
!134 = distinct !{!134, !135, !"StoreH10: argument 0"}
!135 = distinct !{!135, !"StoreH10"}
!136 = !{!137}
!137 = distinct !{!137, !135, !"StoreH10: argument 1"}
!138 = !{!139, !134}
!139 = distinct !{!139, !140, !"StoreAndFindMatchesH10: argument 0"}
!140 = distinct !{!140, !"StoreAndFindMatchesH10"}
!141 = !{!142, !143, !144, !137}
!142 = distinct !{!142, !140, !"StoreAndFindMatchesH10: argument 1"}
!143 = distinct !{!143, !140, !"StoreAndFindMatchesH10: argument 2"}
!144 = distinct !{!144, !140, !"StoreAndFindMatchesH10: argument 3"}
!145 = !{!139}
!146 = !{!142}
!147 = !{!148}
!148 = distinct !{!148, !149, !"HashBytesH10: argument 0"}
!149 = distinct !{!149, !"HashBytesH10"}
!150 = !{!139, !143, !144, !134}
!151 = !{!143, !134}
!152 = !{!142, !137}
!153 = distinct !{!153, !11}
!154 = distinct !{!154, !11}
!155 = distinct !{!155, !11}
!156 = distinct !{!156, !11}
!157 = distinct !{!157, !11}
!158 = !{!44, !44, i64 0}
!159 = distinct !{!159, !11}
!160 = !{!161, !161, i64 0}
!161 = !{!"double", !7, i64 0}
!162 = distinct !{!162, !11}
!163 = distinct !{!163, !11}
!164 = !{!43, !44, i64 2840}
!165 = !{!166, !44, i64 28}
!166 = !{!"PosData", !14, i64 0, !7, i64 8, !44, i64 24, !44, i64 28}
!167 = !{!166, !14, i64 0}
!168 = distinct !{!168, !11}
!169 = !{!166, !44, i64 24}
!170 = distinct !{!170, !11}
!171 = distinct !{!171, !11}
!172 = distinct !{!172, !11}
!173 = !{!13, !6, i64 60}
!174 = !{!13, !6, i64 56}
!175 = distinct !{!175, !11}
!176 = distinct !{!176, !11}
!177 = distinct !{!177, !11}
!178 = distinct !{!178, !11}
!179 = !{i64 0, i64 8, !29, i64 8, i64 16, !9, i64 24, i64 4, !158, i64 28, i64 4, !158}
!180 = distinct !{!180, !11}
!181 = distinct !{!181, !11}
!182 = !{!183}
!183 = distinct !{!183, !184, !"FindAllMatchesH10: argument 1"}
!184 = distinct !{!184, !"FindAllMatchesH10"}
!185 = !{!186, !183}
!186 = distinct !{!186, !184, !"FindAllMatchesH10: argument 0"}
!187 = !{!186}
!188 = !{!189}
!189 = distinct !{!189, !190, !"StoreAndFindMatchesH10: argument 0"}
!190 = distinct !{!190, !"StoreAndFindMatchesH10"}
!191 = !{!192}
!192 = distinct !{!192, !190, !"StoreAndFindMatchesH10: argument 1"}
!193 = !{!194}
!194 = distinct !{!194, !190, !"StoreAndFindMatchesH10: argument 3"}
!195 = !{!196}
!196 = distinct !{!196, !197, !"HashBytesH10: argument 0"}
!197 = distinct !{!197, !"HashBytesH10"}
!198 = !{!189, !199, !194}
!199 = distinct !{!199, !190, !"StoreAndFindMatchesH10: argument 2"}
!200 = !{!192, !199, !194}
!201 = !{!199}
!202 = !{!189, !192, !199}
!203 = !{!204}
!204 = distinct !{!204, !205, !"LookupAllCompoundDictionaryMatches: argument 0"}
!205 = distinct !{!205, !"LookupAllCompoundDictionaryMatches"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"FindAllCompoundDictionaryMatches: argument 0"}
!208 = distinct !{!208, !"FindAllCompoundDictionaryMatches"}
!209 = distinct !{!209, !103}
!210 = distinct !{!210, !11, !105, !106}
!211 = distinct !{!211, !103}
!212 = distinct !{!212, !11, !105, !106}
!213 = distinct !{!213, !11, !105}
!214 = distinct !{!214, !11, !105}
!215 = !{!216}
!216 = distinct !{!216, !217, !"StoreH10: argument 0"}
!217 = distinct !{!217, !"StoreH10"}
!218 = !{!219}
!219 = distinct !{!219, !217, !"StoreH10: argument 1"}
!220 = !{!221, !216}
!221 = distinct !{!221, !222, !"StoreAndFindMatchesH10: argument 0"}
!222 = distinct !{!222, !"StoreAndFindMatchesH10"}
!223 = !{!224, !225, !226, !219}
!224 = distinct !{!224, !222, !"StoreAndFindMatchesH10: argument 1"}
!225 = distinct !{!225, !222, !"StoreAndFindMatchesH10: argument 2"}
!226 = distinct !{!226, !222, !"StoreAndFindMatchesH10: argument 3"}
!227 = !{!221}
!228 = !{!224}
!229 = !{!230}
!230 = distinct !{!230, !231, !"HashBytesH10: argument 0"}
!231 = distinct !{!231, !"HashBytesH10"}
!232 = !{!221, !225, !226, !216}
!233 = !{!225, !216}
!234 = !{!224, !219}
!235 = !{!236}
!236 = distinct !{!236, !237, !"StoreH10: argument 0"}
!237 = distinct !{!237, !"StoreH10"}
!238 = !{!239}
!239 = distinct !{!239, !237, !"StoreH10: argument 1"}
!240 = !{!241, !236}
!241 = distinct !{!241, !242, !"StoreAndFindMatchesH10: argument 0"}
!242 = distinct !{!242, !"StoreAndFindMatchesH10"}
!243 = !{!244, !245, !246, !239}
!244 = distinct !{!244, !242, !"StoreAndFindMatchesH10: argument 1"}
!245 = distinct !{!245, !242, !"StoreAndFindMatchesH10: argument 2"}
!246 = distinct !{!246, !242, !"StoreAndFindMatchesH10: argument 3"}
!247 = !{!241}
!248 = !{!244}
!249 = !{!250}
!250 = distinct !{!250, !251, !"HashBytesH10: argument 0"}
!251 = distinct !{!251, !"HashBytesH10"}
!252 = !{!241, !245, !246, !236}
!253 = !{!245, !236}
!254 = !{!244, !239}
!255 = distinct !{!255, !11}
!256 = !{!32, !33, i64 14}
!257 = !{!32, !33, i64 12}
!258 = distinct !{!258, !11}
!259 = distinct !{!259, !11}
!260 = distinct !{!260, !11}
!261 = distinct !{!261, !11}
!262 = distinct !{!262, !11}
!263 = distinct !{!263, !11}
!264 = distinct !{!264, !11}
!265 = distinct !{!265, !11, !105, !106}
!266 = distinct !{!266, !11, !106, !105}
!267 = distinct !{!267, !11, !105, !106}
!268 = distinct !{!268, !11, !106, !105}
!269 = distinct !{!269, !11}
