; ModuleID = 'c/enc/bit_cost.c'
source_filename = "c/enc/bit_cost.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define hidden double @BrotliBitsEntropy(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i32, ptr %0, i64 %1
  %4 = and i64 %1, 1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %2, %42
  %7 = phi i64 [ %34, %42 ], [ 0, %2 ]
  %8 = phi double [ %45, %42 ], [ 0.000000e+00, %2 ]
  %9 = phi ptr [ %31, %42 ], [ %0, %2 ]
  %10 = icmp ult ptr %9, %3
  br i1 %10, label %11, label %46

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 4
  %13 = load i32, ptr %9, align 4, !tbaa !5
  %14 = zext i32 %13 to i64
  %15 = add i64 %7, %14
  %16 = uitofp i32 %13 to double
  %17 = icmp ult i32 %13, 256
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  br label %23

21:                                               ; preds = %11
  %22 = tail call double @log2(double noundef %16) #7
  br label %23

23:                                               ; preds = %18, %21
  %24 = phi double [ %20, %18 ], [ %22, %21 ]
  %25 = fneg double %16
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %24, double %8)
  br label %27

27:                                               ; preds = %2, %23
  %28 = phi i64 [ 0, %2 ], [ %15, %23 ]
  %29 = phi double [ 0.000000e+00, %2 ], [ %26, %23 ]
  %30 = phi ptr [ %0, %2 ], [ %12, %23 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  %32 = load i32, ptr %30, align 4, !tbaa !5
  %33 = zext i32 %32 to i64
  %34 = add i64 %28, %33
  %35 = uitofp i32 %32 to double
  %36 = icmp ult i32 %32, 256
  br i1 %36, label %37, label %40

37:                                               ; preds = %27
  %38 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %33
  %39 = load double, ptr %38, align 8, !tbaa !9
  br label %42

40:                                               ; preds = %27
  %41 = tail call double @log2(double noundef %35) #7
  br label %42

42:                                               ; preds = %37, %40
  %43 = phi double [ %39, %37 ], [ %41, %40 ]
  %44 = fneg double %35
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %29)
  br label %6, !llvm.loop !11

46:                                               ; preds = %6
  %47 = icmp eq i64 %7, 0
  %48 = uitofp i64 %7 to double
  br i1 %47, label %59, label %49

49:                                               ; preds = %46
  %50 = icmp ult i64 %7, 256
  br i1 %50, label %51, label %54

51:                                               ; preds = %49
  %52 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %7
  %53 = load double, ptr %52, align 8, !tbaa !9
  br label %56

54:                                               ; preds = %49
  %55 = tail call double @log2(double noundef %48) #7
  br label %56

56:                                               ; preds = %51, %54
  %57 = phi double [ %53, %51 ], [ %55, %54 ]
  %58 = tail call double @llvm.fmuladd.f64(double %48, double %57, double %8)
  br label %59

59:                                               ; preds = %46, %56
  %60 = phi double [ %58, %56 ], [ %8, %46 ]
  %61 = fcmp olt double %60, %48
  %62 = select i1 %61, double %48, double %60
  ret double %62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define hidden double @BrotliPopulationCostLiteral(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  %4 = getelementptr inbounds i8, ptr %0, i64 1024
  %5 = load i64, ptr %4, align 8, !tbaa !13
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %240, label %7

7:                                                ; preds = %1, %29
  %8 = phi i32 [ %30, %29 ], [ 0, %1 ]
  %9 = phi i64 [ %31, %29 ], [ 0, %1 ]
  %10 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %7
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %14
  store i64 %9, ptr %15, align 8, !tbaa !16
  %16 = add nsw i32 %8, 1
  %17 = icmp sgt i32 %8, 3
  br i1 %17, label %33, label %18

18:                                               ; preds = %7, %13
  %19 = phi i32 [ %16, %13 ], [ %8, %7 ]
  %20 = or disjoint i64 %9, 1
  %21 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %29, label %24

24:                                               ; preds = %18
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %25
  store i64 %20, ptr %26, align 8, !tbaa !16
  %27 = add nsw i32 %19, 1
  %28 = icmp sgt i32 %19, 3
  br i1 %28, label %33, label %29

29:                                               ; preds = %24, %18
  %30 = phi i32 [ %27, %24 ], [ %19, %18 ]
  %31 = add nuw nsw i64 %9, 2
  %32 = icmp eq i64 %31, 256
  br i1 %32, label %33, label %7, !llvm.loop !17

33:                                               ; preds = %29, %24, %13
  %34 = phi i32 [ %16, %13 ], [ %27, %24 ], [ %30, %29 ]
  switch i32 %34, label %96 [
    i32 1, label %240
    i32 2, label %35
    i32 3, label %38
    i32 4, label %59
  ]

35:                                               ; preds = %33
  %36 = uitofp i64 %5 to double
  %37 = fadd double %36, 2.000000e+01
  br label %240

38:                                               ; preds = %33
  %39 = load i64, ptr %2, align 16, !tbaa !16
  %40 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = load i64, ptr %42, align 8, !tbaa !16
  %44 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 16
  %47 = load i64, ptr %46, align 16, !tbaa !16
  %48 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call i32 @llvm.umax.i32(i32 %45, i32 %49)
  %51 = tail call i32 @llvm.umax.i32(i32 %41, i32 %50)
  %52 = add i32 %45, %41
  %53 = add i32 %52, %49
  %54 = shl i32 %53, 1
  %55 = uitofp i32 %54 to double
  %56 = fadd double %55, 2.800000e+01
  %57 = uitofp i32 %51 to double
  %58 = fsub double %56, %57
  br label %240

59:                                               ; preds = %33
  %60 = load i64, ptr %2, align 16, !tbaa !16
  %61 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !16
  %65 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %2, i64 16
  %68 = load i64, ptr %67, align 16, !tbaa !16
  %69 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %2, i64 24
  %72 = load i64, ptr %71, align 8, !tbaa !16
  %73 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = tail call i32 @llvm.umin.i32(i32 %66, i32 %62)
  %76 = tail call i32 @llvm.umax.i32(i32 %66, i32 %62)
  %77 = tail call i32 @llvm.umin.i32(i32 %70, i32 %76)
  %78 = tail call i32 @llvm.umax.i32(i32 %70, i32 %76)
  %79 = tail call i32 @llvm.umin.i32(i32 %74, i32 %78)
  %80 = tail call i32 @llvm.umax.i32(i32 %74, i32 %78)
  %81 = tail call i32 @llvm.umin.i32(i32 %77, i32 %75)
  %82 = tail call i32 @llvm.umax.i32(i32 %77, i32 %75)
  %83 = tail call i32 @llvm.umin.i32(i32 %79, i32 %82)
  %84 = tail call i32 @llvm.umax.i32(i32 %79, i32 %82)
  %85 = add i32 %81, %83
  %86 = tail call i32 @llvm.umax.i32(i32 %85, i32 %80)
  %87 = mul i32 %85, 3
  %88 = uitofp i32 %87 to double
  %89 = fadd double %88, 3.700000e+01
  %90 = add i32 %84, %80
  %91 = shl i32 %90, 1
  %92 = uitofp i32 %91 to double
  %93 = fadd double %89, %92
  %94 = uitofp i32 %86 to double
  %95 = fsub double %93, %94
  br label %240

96:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  %97 = icmp ult i64 %5, 256
  br i1 %97, label %98, label %101

98:                                               ; preds = %96
  %99 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %5
  %100 = load double, ptr %99, align 8, !tbaa !9
  br label %104

101:                                              ; preds = %96
  %102 = uitofp i64 %5 to double
  %103 = tail call double @log2(double noundef %102) #7
  br label %104

104:                                              ; preds = %98, %101
  %105 = phi double [ %100, %98 ], [ %103, %101 ]
  %106 = getelementptr inbounds i8, ptr %3, i64 68
  br label %107

107:                                              ; preds = %104, %171
  %108 = phi i32 [ 0, %104 ], [ %172, %171 ]
  %109 = phi i64 [ 1, %104 ], [ %175, %171 ]
  %110 = phi double [ 0.000000e+00, %104 ], [ %174, %171 ]
  %111 = phi i64 [ 0, %104 ], [ %173, %171 ]
  %112 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %117

115:                                              ; preds = %107
  %116 = icmp eq i64 %111, 255
  br i1 %116, label %177, label %141

117:                                              ; preds = %107
  %118 = icmp ult i32 %113, 256
  br i1 %118, label %119, label %123

119:                                              ; preds = %117
  %120 = zext nneg i32 %113 to i64
  %121 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  br label %127

123:                                              ; preds = %117
  %124 = uitofp i32 %113 to double
  %125 = tail call double @log2(double noundef %124) #7
  %126 = load i32, ptr %112, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %119, %123
  %128 = phi i32 [ %113, %119 ], [ %126, %123 ]
  %129 = phi double [ %122, %119 ], [ %125, %123 ]
  %130 = fsub double %105, %129
  %131 = fadd double %130, 5.000000e-01
  %132 = fptoui double %131 to i64
  %133 = uitofp i32 %128 to double
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %130, double %110)
  %135 = tail call i64 @llvm.umin.i64(i64 %132, i64 15)
  %136 = tail call i64 @llvm.umax.i64(i64 %135, i64 %109)
  %137 = getelementptr inbounds [18 x i32], ptr %3, i64 0, i64 %135
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %138, 1
  store i32 %139, ptr %137, align 4, !tbaa !5
  %140 = add nuw nsw i64 %111, 1
  br label %171

141:                                              ; preds = %115, %148
  %142 = phi i64 [ %144, %148 ], [ %111, %115 ]
  %143 = phi i32 [ %149, %148 ], [ 1, %115 ]
  %144 = add nuw nsw i64 %142, 1
  %145 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %151

148:                                              ; preds = %141
  %149 = add nuw nsw i32 %143, 1
  %150 = icmp ult i64 %142, 254
  br i1 %150, label %141, label %151, !llvm.loop !18

151:                                              ; preds = %141, %148
  %152 = phi i32 [ %143, %141 ], [ %149, %148 ]
  %153 = zext i32 %152 to i64
  %154 = add nuw nsw i64 %111, %153
  %155 = icmp eq i64 %154, 256
  br i1 %155, label %177, label %156

156:                                              ; preds = %151
  %157 = icmp ult i32 %152, 3
  br i1 %157, label %158, label %161

158:                                              ; preds = %156
  %159 = load i32, ptr %3, align 16, !tbaa !5
  %160 = add i32 %159, %152
  store i32 %160, ptr %3, align 16, !tbaa !5
  br label %171

161:                                              ; preds = %156
  %162 = add i32 %152, -2
  br label %163

163:                                              ; preds = %161, %163
  %164 = phi i32 [ %167, %163 ], [ %108, %161 ]
  %165 = phi i32 [ %169, %163 ], [ %162, %161 ]
  %166 = phi double [ %168, %163 ], [ %110, %161 ]
  %167 = add i32 %164, 1
  %168 = fadd double %166, 3.000000e+00
  %169 = lshr i32 %165, 3
  %170 = icmp ult i32 %165, 8
  br i1 %170, label %171, label %163, !llvm.loop !19

171:                                              ; preds = %163, %158, %127
  %172 = phi i32 [ %108, %127 ], [ %108, %158 ], [ %167, %163 ]
  %173 = phi i64 [ %140, %127 ], [ %154, %158 ], [ %154, %163 ]
  %174 = phi double [ %134, %127 ], [ %110, %158 ], [ %168, %163 ]
  %175 = phi i64 [ %136, %127 ], [ %109, %158 ], [ %109, %163 ]
  %176 = icmp ult i64 %173, 256
  br i1 %176, label %107, label %177, !llvm.loop !20

177:                                              ; preds = %151, %171, %115
  %178 = phi i32 [ %108, %115 ], [ %172, %171 ], [ %108, %151 ]
  %179 = phi double [ %110, %115 ], [ %174, %171 ], [ %110, %151 ]
  %180 = phi i64 [ %109, %115 ], [ %175, %171 ], [ %109, %151 ]
  store i32 %178, ptr %106, align 4, !tbaa !5
  %181 = shl nuw nsw i64 %180, 1
  %182 = add nuw nsw i64 %181, 18
  %183 = uitofp nneg i64 %182 to double
  br label %184

184:                                              ; preds = %177, %216
  %185 = phi i64 [ 0, %177 ], [ %205, %216 ]
  %186 = phi double [ 0.000000e+00, %177 ], [ %219, %216 ]
  %187 = phi i64 [ 0, %177 ], [ %208, %216 ]
  %188 = getelementptr inbounds i8, ptr %3, i64 %185
  %189 = or disjoint i64 %185, 4
  %190 = getelementptr inbounds i8, ptr %3, i64 %189
  %191 = load i32, ptr %188, align 8, !tbaa !5
  %192 = zext i32 %191 to i64
  %193 = add i64 %187, %192
  %194 = uitofp i32 %191 to double
  %195 = icmp ult i32 %191, 256
  br i1 %195, label %196, label %199

196:                                              ; preds = %184
  %197 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %192
  %198 = load double, ptr %197, align 8, !tbaa !9
  br label %201

199:                                              ; preds = %184
  %200 = tail call double @log2(double noundef %194) #7
  br label %201

201:                                              ; preds = %199, %196
  %202 = phi double [ %198, %196 ], [ %200, %199 ]
  %203 = fneg double %194
  %204 = tail call double @llvm.fmuladd.f64(double %203, double %202, double %186)
  %205 = add nuw nsw i64 %185, 8
  %206 = load i32, ptr %190, align 4, !tbaa !5
  %207 = zext i32 %206 to i64
  %208 = add i64 %193, %207
  %209 = uitofp i32 %206 to double
  %210 = icmp ult i32 %206, 256
  br i1 %210, label %211, label %214

211:                                              ; preds = %201
  %212 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %207
  %213 = load double, ptr %212, align 8, !tbaa !9
  br label %216

214:                                              ; preds = %201
  %215 = tail call double @log2(double noundef %209) #7
  br label %216

216:                                              ; preds = %214, %211
  %217 = phi double [ %213, %211 ], [ %215, %214 ]
  %218 = fneg double %209
  %219 = tail call double @llvm.fmuladd.f64(double %218, double %217, double %204)
  %220 = icmp ult i64 %185, 64
  br i1 %220, label %184, label %221, !llvm.loop !11

221:                                              ; preds = %216
  %222 = fadd double %179, %183
  %223 = icmp eq i64 %208, 0
  %224 = uitofp i64 %208 to double
  br i1 %223, label %235, label %225

225:                                              ; preds = %221
  %226 = icmp ult i64 %208, 256
  br i1 %226, label %227, label %230

227:                                              ; preds = %225
  %228 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %208
  %229 = load double, ptr %228, align 8, !tbaa !9
  br label %232

230:                                              ; preds = %225
  %231 = tail call double @log2(double noundef %224) #7
  br label %232

232:                                              ; preds = %230, %227
  %233 = phi double [ %229, %227 ], [ %231, %230 ]
  %234 = tail call double @llvm.fmuladd.f64(double %224, double %233, double %219)
  br label %235

235:                                              ; preds = %221, %232
  %236 = phi double [ %234, %232 ], [ %219, %221 ]
  %237 = fcmp olt double %236, %224
  %238 = select i1 %237, double %224, double %236
  %239 = fadd double %222, %238
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #7
  br label %240

240:                                              ; preds = %33, %1, %235, %59, %38, %35
  %241 = phi double [ %37, %35 ], [ %58, %38 ], [ %95, %59 ], [ %239, %235 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %33 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  ret double %241
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define hidden double @BrotliPopulationCostCommand(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  %4 = getelementptr inbounds i8, ptr %0, i64 2816
  %5 = load i64, ptr %4, align 8, !tbaa !21
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %248, label %7

7:                                                ; preds = %1, %29
  %8 = phi i32 [ %30, %29 ], [ 0, %1 ]
  %9 = phi i64 [ %31, %29 ], [ 0, %1 ]
  %10 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %7
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %14
  store i64 %9, ptr %15, align 8, !tbaa !16
  %16 = add nsw i32 %8, 1
  %17 = icmp sgt i32 %8, 3
  br i1 %17, label %33, label %18

18:                                               ; preds = %7, %13
  %19 = phi i32 [ %16, %13 ], [ %8, %7 ]
  %20 = or disjoint i64 %9, 1
  %21 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %29, label %24

24:                                               ; preds = %18
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %25
  store i64 %20, ptr %26, align 8, !tbaa !16
  %27 = add nsw i32 %19, 1
  %28 = icmp sgt i32 %19, 3
  br i1 %28, label %33, label %29

29:                                               ; preds = %24, %18
  %30 = phi i32 [ %27, %24 ], [ %19, %18 ]
  %31 = add nuw nsw i64 %9, 2
  %32 = icmp eq i64 %31, 704
  br i1 %32, label %33, label %7, !llvm.loop !23

33:                                               ; preds = %29, %24, %13
  %34 = phi i32 [ %16, %13 ], [ %27, %24 ], [ %30, %29 ]
  switch i32 %34, label %96 [
    i32 1, label %248
    i32 2, label %35
    i32 3, label %38
    i32 4, label %59
  ]

35:                                               ; preds = %33
  %36 = uitofp i64 %5 to double
  %37 = fadd double %36, 2.000000e+01
  br label %248

38:                                               ; preds = %33
  %39 = load i64, ptr %2, align 16, !tbaa !16
  %40 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = load i64, ptr %42, align 8, !tbaa !16
  %44 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 16
  %47 = load i64, ptr %46, align 16, !tbaa !16
  %48 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call i32 @llvm.umax.i32(i32 %45, i32 %49)
  %51 = tail call i32 @llvm.umax.i32(i32 %41, i32 %50)
  %52 = add i32 %45, %41
  %53 = add i32 %52, %49
  %54 = shl i32 %53, 1
  %55 = uitofp i32 %54 to double
  %56 = fadd double %55, 2.800000e+01
  %57 = uitofp i32 %51 to double
  %58 = fsub double %56, %57
  br label %248

59:                                               ; preds = %33
  %60 = load i64, ptr %2, align 16, !tbaa !16
  %61 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !16
  %65 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %2, i64 16
  %68 = load i64, ptr %67, align 16, !tbaa !16
  %69 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %2, i64 24
  %72 = load i64, ptr %71, align 8, !tbaa !16
  %73 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = tail call i32 @llvm.umin.i32(i32 %66, i32 %62)
  %76 = tail call i32 @llvm.umax.i32(i32 %66, i32 %62)
  %77 = tail call i32 @llvm.umin.i32(i32 %70, i32 %76)
  %78 = tail call i32 @llvm.umax.i32(i32 %70, i32 %76)
  %79 = tail call i32 @llvm.umin.i32(i32 %74, i32 %78)
  %80 = tail call i32 @llvm.umax.i32(i32 %74, i32 %78)
  %81 = tail call i32 @llvm.umin.i32(i32 %77, i32 %75)
  %82 = tail call i32 @llvm.umax.i32(i32 %77, i32 %75)
  %83 = tail call i32 @llvm.umin.i32(i32 %79, i32 %82)
  %84 = tail call i32 @llvm.umax.i32(i32 %79, i32 %82)
  %85 = add i32 %81, %83
  %86 = tail call i32 @llvm.umax.i32(i32 %85, i32 %80)
  %87 = mul i32 %85, 3
  %88 = uitofp i32 %87 to double
  %89 = fadd double %88, 3.700000e+01
  %90 = add i32 %84, %80
  %91 = shl i32 %90, 1
  %92 = uitofp i32 %91 to double
  %93 = fadd double %89, %92
  %94 = uitofp i32 %86 to double
  %95 = fsub double %93, %94
  br label %248

96:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  %97 = icmp ult i64 %5, 256
  br i1 %97, label %98, label %101

98:                                               ; preds = %96
  %99 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %5
  %100 = load double, ptr %99, align 8, !tbaa !9
  br label %104

101:                                              ; preds = %96
  %102 = uitofp i64 %5 to double
  %103 = tail call double @log2(double noundef %102) #7
  br label %104

104:                                              ; preds = %98, %101
  %105 = phi double [ %100, %98 ], [ %103, %101 ]
  %106 = getelementptr inbounds i8, ptr %3, i64 68
  br label %107

107:                                              ; preds = %104, %179
  %108 = phi i32 [ 0, %104 ], [ %180, %179 ]
  %109 = phi i64 [ 1, %104 ], [ %183, %179 ]
  %110 = phi double [ 0.000000e+00, %104 ], [ %182, %179 ]
  %111 = phi i64 [ 0, %104 ], [ %181, %179 ]
  %112 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %107
  %116 = icmp ult i64 %111, 703
  br i1 %116, label %117, label %159

117:                                              ; preds = %115
  %118 = trunc nuw i64 %111 to i32
  %119 = sub nuw nsw i32 704, %118
  br label %144

120:                                              ; preds = %107
  %121 = icmp ult i32 %113, 256
  br i1 %121, label %122, label %126

122:                                              ; preds = %120
  %123 = zext nneg i32 %113 to i64
  %124 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  br label %130

126:                                              ; preds = %120
  %127 = uitofp i32 %113 to double
  %128 = tail call double @log2(double noundef %127) #7
  %129 = load i32, ptr %112, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %122, %126
  %131 = phi i32 [ %113, %122 ], [ %129, %126 ]
  %132 = phi double [ %125, %122 ], [ %128, %126 ]
  %133 = fsub double %105, %132
  %134 = fadd double %133, 5.000000e-01
  %135 = fptoui double %134 to i64
  %136 = uitofp i32 %131 to double
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %133, double %110)
  %138 = tail call i64 @llvm.umin.i64(i64 %135, i64 15)
  %139 = tail call i64 @llvm.umax.i64(i64 %138, i64 %109)
  %140 = getelementptr inbounds [18 x i32], ptr %3, i64 0, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = add i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !5
  %143 = add nuw nsw i64 %111, 1
  br label %179

144:                                              ; preds = %117, %151
  %145 = phi i64 [ %147, %151 ], [ %111, %117 ]
  %146 = phi i32 [ %152, %151 ], [ 1, %117 ]
  %147 = add nuw nsw i64 %145, 1
  %148 = getelementptr inbounds [704 x i32], ptr %0, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %151, label %154

151:                                              ; preds = %144
  %152 = add nuw nsw i32 %146, 1
  %153 = icmp eq i64 %147, 703
  br i1 %153, label %154, label %144, !llvm.loop !24

154:                                              ; preds = %144, %151
  %155 = phi i32 [ %146, %144 ], [ %119, %151 ]
  %156 = zext nneg i32 %155 to i64
  %157 = add nuw nsw i64 %111, %156
  %158 = icmp eq i64 %157, 704
  br i1 %158, label %185, label %162

159:                                              ; preds = %115
  %160 = add nuw nsw i64 %111, 1
  %161 = icmp eq i64 %160, 704
  br i1 %161, label %185, label %164

162:                                              ; preds = %154
  %163 = icmp ult i32 %155, 3
  br i1 %163, label %164, label %169

164:                                              ; preds = %159, %162
  %165 = phi i32 [ %155, %162 ], [ 1, %159 ]
  %166 = phi i64 [ %157, %162 ], [ %160, %159 ]
  %167 = load i32, ptr %3, align 16, !tbaa !5
  %168 = add i32 %167, %165
  store i32 %168, ptr %3, align 16, !tbaa !5
  br label %179

169:                                              ; preds = %162
  %170 = add nsw i32 %155, -2
  br label %171

171:                                              ; preds = %169, %171
  %172 = phi i32 [ %175, %171 ], [ %108, %169 ]
  %173 = phi i32 [ %177, %171 ], [ %170, %169 ]
  %174 = phi double [ %176, %171 ], [ %110, %169 ]
  %175 = add i32 %172, 1
  %176 = fadd double %174, 3.000000e+00
  %177 = lshr i32 %173, 3
  %178 = icmp ult i32 %173, 8
  br i1 %178, label %179, label %171, !llvm.loop !25

179:                                              ; preds = %171, %164, %130
  %180 = phi i32 [ %108, %130 ], [ %108, %164 ], [ %175, %171 ]
  %181 = phi i64 [ %143, %130 ], [ %166, %164 ], [ %157, %171 ]
  %182 = phi double [ %137, %130 ], [ %110, %164 ], [ %176, %171 ]
  %183 = phi i64 [ %139, %130 ], [ %109, %164 ], [ %109, %171 ]
  %184 = icmp ult i64 %181, 704
  br i1 %184, label %107, label %185, !llvm.loop !26

185:                                              ; preds = %159, %154, %179
  %186 = phi i32 [ %108, %154 ], [ %180, %179 ], [ %108, %159 ]
  %187 = phi double [ %110, %154 ], [ %182, %179 ], [ %110, %159 ]
  %188 = phi i64 [ %109, %154 ], [ %183, %179 ], [ %109, %159 ]
  store i32 %186, ptr %106, align 4, !tbaa !5
  %189 = shl nuw nsw i64 %188, 1
  %190 = add nuw nsw i64 %189, 18
  %191 = uitofp nneg i64 %190 to double
  br label %192

192:                                              ; preds = %185, %224
  %193 = phi i64 [ 0, %185 ], [ %213, %224 ]
  %194 = phi double [ 0.000000e+00, %185 ], [ %227, %224 ]
  %195 = phi i64 [ 0, %185 ], [ %216, %224 ]
  %196 = getelementptr inbounds i8, ptr %3, i64 %193
  %197 = or disjoint i64 %193, 4
  %198 = getelementptr inbounds i8, ptr %3, i64 %197
  %199 = load i32, ptr %196, align 8, !tbaa !5
  %200 = zext i32 %199 to i64
  %201 = add i64 %195, %200
  %202 = uitofp i32 %199 to double
  %203 = icmp ult i32 %199, 256
  br i1 %203, label %204, label %207

204:                                              ; preds = %192
  %205 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %200
  %206 = load double, ptr %205, align 8, !tbaa !9
  br label %209

207:                                              ; preds = %192
  %208 = tail call double @log2(double noundef %202) #7
  br label %209

209:                                              ; preds = %207, %204
  %210 = phi double [ %206, %204 ], [ %208, %207 ]
  %211 = fneg double %202
  %212 = tail call double @llvm.fmuladd.f64(double %211, double %210, double %194)
  %213 = add nuw nsw i64 %193, 8
  %214 = load i32, ptr %198, align 4, !tbaa !5
  %215 = zext i32 %214 to i64
  %216 = add i64 %201, %215
  %217 = uitofp i32 %214 to double
  %218 = icmp ult i32 %214, 256
  br i1 %218, label %219, label %222

219:                                              ; preds = %209
  %220 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %215
  %221 = load double, ptr %220, align 8, !tbaa !9
  br label %224

222:                                              ; preds = %209
  %223 = tail call double @log2(double noundef %217) #7
  br label %224

224:                                              ; preds = %222, %219
  %225 = phi double [ %221, %219 ], [ %223, %222 ]
  %226 = fneg double %217
  %227 = tail call double @llvm.fmuladd.f64(double %226, double %225, double %212)
  %228 = icmp ult i64 %193, 64
  br i1 %228, label %192, label %229, !llvm.loop !11

229:                                              ; preds = %224
  %230 = fadd double %187, %191
  %231 = icmp eq i64 %216, 0
  %232 = uitofp i64 %216 to double
  br i1 %231, label %243, label %233

233:                                              ; preds = %229
  %234 = icmp ult i64 %216, 256
  br i1 %234, label %235, label %238

235:                                              ; preds = %233
  %236 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %216
  %237 = load double, ptr %236, align 8, !tbaa !9
  br label %240

238:                                              ; preds = %233
  %239 = tail call double @log2(double noundef %232) #7
  br label %240

240:                                              ; preds = %238, %235
  %241 = phi double [ %237, %235 ], [ %239, %238 ]
  %242 = tail call double @llvm.fmuladd.f64(double %232, double %241, double %227)
  br label %243

243:                                              ; preds = %229, %240
  %244 = phi double [ %242, %240 ], [ %227, %229 ]
  %245 = fcmp olt double %244, %232
  %246 = select i1 %245, double %232, double %244
  %247 = fadd double %230, %246
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #7
  br label %248

248:                                              ; preds = %33, %1, %243, %59, %38, %35
  %249 = phi double [ %37, %35 ], [ %58, %38 ], [ %95, %59 ], [ %247, %243 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %33 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  ret double %249
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define hidden double @BrotliPopulationCostDistance(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  %4 = getelementptr inbounds i8, ptr %0, i64 2176
  %5 = load i64, ptr %4, align 8, !tbaa !27
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %248, label %7

7:                                                ; preds = %1, %29
  %8 = phi i32 [ %30, %29 ], [ 0, %1 ]
  %9 = phi i64 [ %31, %29 ], [ 0, %1 ]
  %10 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %7
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %14
  store i64 %9, ptr %15, align 8, !tbaa !16
  %16 = add nsw i32 %8, 1
  %17 = icmp sgt i32 %8, 3
  br i1 %17, label %33, label %18

18:                                               ; preds = %7, %13
  %19 = phi i32 [ %16, %13 ], [ %8, %7 ]
  %20 = or disjoint i64 %9, 1
  %21 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %29, label %24

24:                                               ; preds = %18
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %25
  store i64 %20, ptr %26, align 8, !tbaa !16
  %27 = add nsw i32 %19, 1
  %28 = icmp sgt i32 %19, 3
  br i1 %28, label %33, label %29

29:                                               ; preds = %24, %18
  %30 = phi i32 [ %27, %24 ], [ %19, %18 ]
  %31 = add nuw nsw i64 %9, 2
  %32 = icmp eq i64 %31, 544
  br i1 %32, label %33, label %7, !llvm.loop !29

33:                                               ; preds = %29, %24, %13
  %34 = phi i32 [ %16, %13 ], [ %27, %24 ], [ %30, %29 ]
  switch i32 %34, label %96 [
    i32 1, label %248
    i32 2, label %35
    i32 3, label %38
    i32 4, label %59
  ]

35:                                               ; preds = %33
  %36 = uitofp i64 %5 to double
  %37 = fadd double %36, 2.000000e+01
  br label %248

38:                                               ; preds = %33
  %39 = load i64, ptr %2, align 16, !tbaa !16
  %40 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = load i64, ptr %42, align 8, !tbaa !16
  %44 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 16
  %47 = load i64, ptr %46, align 16, !tbaa !16
  %48 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call i32 @llvm.umax.i32(i32 %45, i32 %49)
  %51 = tail call i32 @llvm.umax.i32(i32 %41, i32 %50)
  %52 = add i32 %45, %41
  %53 = add i32 %52, %49
  %54 = shl i32 %53, 1
  %55 = uitofp i32 %54 to double
  %56 = fadd double %55, 2.800000e+01
  %57 = uitofp i32 %51 to double
  %58 = fsub double %56, %57
  br label %248

59:                                               ; preds = %33
  %60 = load i64, ptr %2, align 16, !tbaa !16
  %61 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !16
  %65 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %2, i64 16
  %68 = load i64, ptr %67, align 16, !tbaa !16
  %69 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %2, i64 24
  %72 = load i64, ptr %71, align 8, !tbaa !16
  %73 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = tail call i32 @llvm.umin.i32(i32 %66, i32 %62)
  %76 = tail call i32 @llvm.umax.i32(i32 %66, i32 %62)
  %77 = tail call i32 @llvm.umin.i32(i32 %70, i32 %76)
  %78 = tail call i32 @llvm.umax.i32(i32 %70, i32 %76)
  %79 = tail call i32 @llvm.umin.i32(i32 %74, i32 %78)
  %80 = tail call i32 @llvm.umax.i32(i32 %74, i32 %78)
  %81 = tail call i32 @llvm.umin.i32(i32 %77, i32 %75)
  %82 = tail call i32 @llvm.umax.i32(i32 %77, i32 %75)
  %83 = tail call i32 @llvm.umin.i32(i32 %79, i32 %82)
  %84 = tail call i32 @llvm.umax.i32(i32 %79, i32 %82)
  %85 = add i32 %81, %83
  %86 = tail call i32 @llvm.umax.i32(i32 %85, i32 %80)
  %87 = mul i32 %85, 3
  %88 = uitofp i32 %87 to double
  %89 = fadd double %88, 3.700000e+01
  %90 = add i32 %84, %80
  %91 = shl i32 %90, 1
  %92 = uitofp i32 %91 to double
  %93 = fadd double %89, %92
  %94 = uitofp i32 %86 to double
  %95 = fsub double %93, %94
  br label %248

96:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  %97 = icmp ult i64 %5, 256
  br i1 %97, label %98, label %101

98:                                               ; preds = %96
  %99 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %5
  %100 = load double, ptr %99, align 8, !tbaa !9
  br label %104

101:                                              ; preds = %96
  %102 = uitofp i64 %5 to double
  %103 = tail call double @log2(double noundef %102) #7
  br label %104

104:                                              ; preds = %98, %101
  %105 = phi double [ %100, %98 ], [ %103, %101 ]
  %106 = getelementptr inbounds i8, ptr %3, i64 68
  br label %107

107:                                              ; preds = %104, %179
  %108 = phi i32 [ 0, %104 ], [ %180, %179 ]
  %109 = phi i64 [ 1, %104 ], [ %183, %179 ]
  %110 = phi double [ 0.000000e+00, %104 ], [ %182, %179 ]
  %111 = phi i64 [ 0, %104 ], [ %181, %179 ]
  %112 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %107
  %116 = icmp ult i64 %111, 543
  br i1 %116, label %117, label %159

117:                                              ; preds = %115
  %118 = trunc nuw i64 %111 to i32
  %119 = sub nuw nsw i32 544, %118
  br label %144

120:                                              ; preds = %107
  %121 = icmp ult i32 %113, 256
  br i1 %121, label %122, label %126

122:                                              ; preds = %120
  %123 = zext nneg i32 %113 to i64
  %124 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  br label %130

126:                                              ; preds = %120
  %127 = uitofp i32 %113 to double
  %128 = tail call double @log2(double noundef %127) #7
  %129 = load i32, ptr %112, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %122, %126
  %131 = phi i32 [ %113, %122 ], [ %129, %126 ]
  %132 = phi double [ %125, %122 ], [ %128, %126 ]
  %133 = fsub double %105, %132
  %134 = fadd double %133, 5.000000e-01
  %135 = fptoui double %134 to i64
  %136 = uitofp i32 %131 to double
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %133, double %110)
  %138 = tail call i64 @llvm.umin.i64(i64 %135, i64 15)
  %139 = tail call i64 @llvm.umax.i64(i64 %138, i64 %109)
  %140 = getelementptr inbounds [18 x i32], ptr %3, i64 0, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = add i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !5
  %143 = add nuw nsw i64 %111, 1
  br label %179

144:                                              ; preds = %117, %151
  %145 = phi i64 [ %147, %151 ], [ %111, %117 ]
  %146 = phi i32 [ %152, %151 ], [ 1, %117 ]
  %147 = add nuw nsw i64 %145, 1
  %148 = getelementptr inbounds [544 x i32], ptr %0, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %151, label %154

151:                                              ; preds = %144
  %152 = add nuw nsw i32 %146, 1
  %153 = icmp eq i64 %147, 543
  br i1 %153, label %154, label %144, !llvm.loop !30

154:                                              ; preds = %144, %151
  %155 = phi i32 [ %146, %144 ], [ %119, %151 ]
  %156 = zext nneg i32 %155 to i64
  %157 = add nuw nsw i64 %111, %156
  %158 = icmp eq i64 %157, 544
  br i1 %158, label %185, label %162

159:                                              ; preds = %115
  %160 = add nuw nsw i64 %111, 1
  %161 = icmp eq i64 %160, 544
  br i1 %161, label %185, label %164

162:                                              ; preds = %154
  %163 = icmp ult i32 %155, 3
  br i1 %163, label %164, label %169

164:                                              ; preds = %159, %162
  %165 = phi i32 [ %155, %162 ], [ 1, %159 ]
  %166 = phi i64 [ %157, %162 ], [ %160, %159 ]
  %167 = load i32, ptr %3, align 16, !tbaa !5
  %168 = add i32 %167, %165
  store i32 %168, ptr %3, align 16, !tbaa !5
  br label %179

169:                                              ; preds = %162
  %170 = add nsw i32 %155, -2
  br label %171

171:                                              ; preds = %169, %171
  %172 = phi i32 [ %175, %171 ], [ %108, %169 ]
  %173 = phi i32 [ %177, %171 ], [ %170, %169 ]
  %174 = phi double [ %176, %171 ], [ %110, %169 ]
  %175 = add i32 %172, 1
  %176 = fadd double %174, 3.000000e+00
  %177 = lshr i32 %173, 3
  %178 = icmp ult i32 %173, 8
  br i1 %178, label %179, label %171, !llvm.loop !31

179:                                              ; preds = %171, %164, %130
  %180 = phi i32 [ %108, %130 ], [ %108, %164 ], [ %175, %171 ]
  %181 = phi i64 [ %143, %130 ], [ %166, %164 ], [ %157, %171 ]
  %182 = phi double [ %137, %130 ], [ %110, %164 ], [ %176, %171 ]
  %183 = phi i64 [ %139, %130 ], [ %109, %164 ], [ %109, %171 ]
  %184 = icmp ult i64 %181, 544
  br i1 %184, label %107, label %185, !llvm.loop !32

185:                                              ; preds = %159, %154, %179
  %186 = phi i32 [ %108, %154 ], [ %180, %179 ], [ %108, %159 ]
  %187 = phi double [ %110, %154 ], [ %182, %179 ], [ %110, %159 ]
  %188 = phi i64 [ %109, %154 ], [ %183, %179 ], [ %109, %159 ]
  store i32 %186, ptr %106, align 4, !tbaa !5
  %189 = shl nuw nsw i64 %188, 1
  %190 = add nuw nsw i64 %189, 18
  %191 = uitofp nneg i64 %190 to double
  br label %192

192:                                              ; preds = %185, %224
  %193 = phi i64 [ 0, %185 ], [ %213, %224 ]
  %194 = phi double [ 0.000000e+00, %185 ], [ %227, %224 ]
  %195 = phi i64 [ 0, %185 ], [ %216, %224 ]
  %196 = getelementptr inbounds i8, ptr %3, i64 %193
  %197 = or disjoint i64 %193, 4
  %198 = getelementptr inbounds i8, ptr %3, i64 %197
  %199 = load i32, ptr %196, align 8, !tbaa !5
  %200 = zext i32 %199 to i64
  %201 = add i64 %195, %200
  %202 = uitofp i32 %199 to double
  %203 = icmp ult i32 %199, 256
  br i1 %203, label %204, label %207

204:                                              ; preds = %192
  %205 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %200
  %206 = load double, ptr %205, align 8, !tbaa !9
  br label %209

207:                                              ; preds = %192
  %208 = tail call double @log2(double noundef %202) #7
  br label %209

209:                                              ; preds = %207, %204
  %210 = phi double [ %206, %204 ], [ %208, %207 ]
  %211 = fneg double %202
  %212 = tail call double @llvm.fmuladd.f64(double %211, double %210, double %194)
  %213 = add nuw nsw i64 %193, 8
  %214 = load i32, ptr %198, align 4, !tbaa !5
  %215 = zext i32 %214 to i64
  %216 = add i64 %201, %215
  %217 = uitofp i32 %214 to double
  %218 = icmp ult i32 %214, 256
  br i1 %218, label %219, label %222

219:                                              ; preds = %209
  %220 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %215
  %221 = load double, ptr %220, align 8, !tbaa !9
  br label %224

222:                                              ; preds = %209
  %223 = tail call double @log2(double noundef %217) #7
  br label %224

224:                                              ; preds = %222, %219
  %225 = phi double [ %221, %219 ], [ %223, %222 ]
  %226 = fneg double %217
  %227 = tail call double @llvm.fmuladd.f64(double %226, double %225, double %212)
  %228 = icmp ult i64 %193, 64
  br i1 %228, label %192, label %229, !llvm.loop !11

229:                                              ; preds = %224
  %230 = fadd double %187, %191
  %231 = icmp eq i64 %216, 0
  %232 = uitofp i64 %216 to double
  br i1 %231, label %243, label %233

233:                                              ; preds = %229
  %234 = icmp ult i64 %216, 256
  br i1 %234, label %235, label %238

235:                                              ; preds = %233
  %236 = getelementptr inbounds [256 x double], ptr @kBrotliLog2Table, i64 0, i64 %216
  %237 = load double, ptr %236, align 8, !tbaa !9
  br label %240

238:                                              ; preds = %233
  %239 = tail call double @log2(double noundef %232) #7
  br label %240

240:                                              ; preds = %238, %235
  %241 = phi double [ %237, %235 ], [ %239, %238 ]
  %242 = tail call double @llvm.fmuladd.f64(double %232, double %241, double %227)
  br label %243

243:                                              ; preds = %229, %240
  %244 = phi double [ %242, %240 ], [ %227, %229 ]
  %245 = fcmp olt double %244, %232
  %246 = select i1 %245, double %232, double %244
  %247 = fadd double %230, %246
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #7
  br label %248

248:                                              ; preds = %33, %1, %243, %59, %38, %35
  %249 = phi double [ %37, %35 ], [ %58, %38 ], [ %95, %59 ], [ %247, %243 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %33 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  ret double %249
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !15, i64 1024}
!14 = !{!"HistogramLiteral", !7, i64 0, !15, i64 1024, !10, i64 1032}
!15 = !{!"long", !7, i64 0}
!16 = !{!15, !15, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{!22, !15, i64 2816}
!22 = !{!"HistogramCommand", !7, i64 0, !15, i64 2816, !10, i64 2824}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = !{!28, !15, i64 2176}
!28 = !{!"HistogramDistance", !7, i64 0, !15, i64 2176, !10, i64 2184}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
