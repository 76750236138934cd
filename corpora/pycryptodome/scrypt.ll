; ModuleID = 'src/scrypt.c'
source_filename = "src/scrypt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 15) i32 @scryptROMix(ptr noundef readonly %0, ptr noundef writeonly %1, i64 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = ptrtoint ptr %0 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = alloca [16 x i32], align 16
  %11 = alloca [16 x i32], align 16
  %12 = alloca [16 x i32], align 16
  %13 = icmp eq ptr %0, null
  %14 = icmp eq ptr %1, null
  %15 = or i1 %13, %14
  br i1 %15, label %254, label %16

16:                                               ; preds = %7
  %17 = icmp ne i64 %2, 0
  %18 = and i64 %2, 127
  %19 = icmp eq i64 %18, 0
  %20 = and i1 %17, %19
  br i1 %20, label %21, label %254

21:                                               ; preds = %16
  %22 = lshr exact i64 %2, 7
  %23 = lshr exact i64 %2, 2
  %24 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3)
  %25 = icmp eq i32 %24, 1
  br i1 %25, label %26, label %254

26:                                               ; preds = %21
  %27 = udiv i64 %6, %2
  %28 = icmp ult i64 %27, %4
  %29 = sub i64 %27, %4
  %30 = icmp ult i64 %29, %5
  %31 = or i1 %28, %30
  br i1 %31, label %254, label %32

32:                                               ; preds = %26
  %33 = icmp eq i64 %5, 0
  br i1 %33, label %254, label %34

34:                                               ; preds = %32
  %35 = zext i32 %3 to i64
  %36 = udiv i64 -1, %2
  %37 = add i64 %36, -2
  %38 = icmp ult i64 %37, %35
  br i1 %38, label %254, label %39

39:                                               ; preds = %34
  %40 = add i32 %3, 2
  %41 = zext i32 %40 to i64
  %42 = mul i64 %41, %2
  %43 = tail call fastcc ptr @alloc_v(i64 noundef %42)
  %44 = ptrtoint ptr %43 to i64
  %45 = icmp eq ptr %43, null
  br i1 %45, label %254, label %46

46:                                               ; preds = %39
  %47 = add i64 %5, %4
  %48 = icmp ugt i64 %47, %4
  br i1 %48, label %49, label %253

49:                                               ; preds = %46
  %50 = mul i64 %23, %35
  %51 = getelementptr inbounds i32, ptr %43, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 %2
  %53 = add i32 %3, -1
  %54 = zext i32 %53 to i64
  %55 = icmp eq i32 %53, 0
  %56 = mul i64 %23, %54
  %57 = getelementptr inbounds i32, ptr %43, i64 %56
  %58 = add nsw i64 %23, -16
  %59 = getelementptr inbounds i32, ptr %57, i64 %58
  %60 = or disjoint i64 %58, 4
  %61 = getelementptr inbounds i8, ptr %10, i64 16
  %62 = or disjoint i64 %58, 8
  %63 = getelementptr inbounds i8, ptr %10, i64 32
  %64 = or disjoint i64 %58, 12
  %65 = getelementptr inbounds i8, ptr %10, i64 48
  %66 = mul i64 %4, %2
  %67 = add i64 %66, %9
  %68 = add i64 %66, %8
  %69 = icmp ult i64 %2, 32
  %70 = icmp ult i64 %2, 16
  %71 = icmp ult i64 %2, 32
  %72 = icmp ult i64 %2, 16
  br label %73

73:                                               ; preds = %49, %249
  %74 = phi i64 [ 0, %49 ], [ %252, %249 ]
  %75 = phi i64 [ %4, %49 ], [ %250, %249 ]
  %76 = mul i64 %74, %2
  %77 = add i64 %67, %76
  %78 = mul i64 %75, %2
  %79 = getelementptr inbounds i8, ptr %0, i64 %78
  br i1 %69, label %80, label %81

80:                                               ; preds = %81, %73
  br i1 %70, label %97, label %99

81:                                               ; preds = %73
  %82 = mul i64 %74, %2
  %83 = add i64 %68, %82
  %84 = sub i64 %44, %83
  %85 = icmp ult i64 %84, 32
  br i1 %85, label %80, label %86

86:                                               ; preds = %81, %86
  %87 = phi i64 [ %95, %86 ], [ 0, %81 ]
  %88 = shl nuw i64 %87, 2
  %89 = getelementptr inbounds i8, ptr %79, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load <4 x i32>, ptr %89, align 1
  %92 = load <4 x i32>, ptr %90, align 1
  %93 = getelementptr inbounds i32, ptr %43, i64 %87
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  store <4 x i32> %91, ptr %93, align 4, !tbaa !5
  store <4 x i32> %92, ptr %94, align 4, !tbaa !5
  %95 = add nuw i64 %87, 8
  %96 = icmp eq i64 %95, %23
  br i1 %96, label %97, label %86, !llvm.loop !9

97:                                               ; preds = %86, %99, %80
  %98 = getelementptr inbounds i8, ptr %1, i64 %78
  br i1 %55, label %148, label %124

99:                                               ; preds = %80, %99
  %100 = phi i64 [ %121, %99 ], [ 0, %80 ]
  %101 = phi i64 [ %122, %99 ], [ 0, %80 ]
  %102 = shl nuw i64 %100, 2
  %103 = getelementptr inbounds i8, ptr %79, i64 %102
  %104 = load i32, ptr %103, align 1
  %105 = getelementptr inbounds i32, ptr %43, i64 %100
  store i32 %104, ptr %105, align 4, !tbaa !5
  %106 = or disjoint i64 %100, 1
  %107 = shl nuw i64 %106, 2
  %108 = getelementptr inbounds i8, ptr %79, i64 %107
  %109 = load i32, ptr %108, align 1
  %110 = getelementptr inbounds i32, ptr %43, i64 %106
  store i32 %109, ptr %110, align 4, !tbaa !5
  %111 = or disjoint i64 %100, 2
  %112 = shl nuw i64 %111, 2
  %113 = getelementptr inbounds i8, ptr %79, i64 %112
  %114 = load i32, ptr %113, align 1
  %115 = getelementptr inbounds i32, ptr %43, i64 %111
  store i32 %114, ptr %115, align 4, !tbaa !5
  %116 = or disjoint i64 %100, 3
  %117 = shl nuw i64 %116, 2
  %118 = getelementptr inbounds i8, ptr %79, i64 %117
  %119 = load i32, ptr %118, align 1
  %120 = getelementptr inbounds i32, ptr %43, i64 %116
  store i32 %119, ptr %120, align 4, !tbaa !5
  %121 = add nuw nsw i64 %100, 4
  %122 = add nuw nsw i64 %101, 4
  %123 = icmp eq i64 %122, %23
  br i1 %123, label %97, label %99, !llvm.loop !13

124:                                              ; preds = %97, %146
  %125 = phi i64 [ %128, %146 ], [ 0, %97 ]
  %126 = mul i64 %125, %23
  %127 = getelementptr inbounds i32, ptr %43, i64 %126
  %128 = add nuw nsw i64 %125, 1
  %129 = mul i64 %128, %23
  %130 = getelementptr inbounds i32, ptr %43, i64 %129
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #8
  %131 = getelementptr i8, ptr %127, i64 %2
  %132 = getelementptr i8, ptr %131, i64 -64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %12, ptr noundef nonnull align 4 dereferenceable(64) %132, i64 64, i1 false)
  br label %133

133:                                              ; preds = %124, %133
  %134 = phi i64 [ %144, %133 ], [ 0, %124 ]
  %135 = shl nuw nsw i64 %134, 5
  %136 = getelementptr inbounds i32, ptr %127, i64 %135
  call fastcc void @salsa20_core(ptr noundef nonnull %12, ptr noundef nonnull %136, ptr noundef null)
  %137 = shl nsw i64 %134, 6
  %138 = getelementptr inbounds i8, ptr %130, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %138, ptr noundef nonnull align 16 dereferenceable(64) %12, i64 64, i1 false)
  %139 = or disjoint i64 %135, 16
  %140 = getelementptr inbounds i32, ptr %127, i64 %139
  call fastcc void @salsa20_core(ptr noundef nonnull %12, ptr noundef nonnull %140, ptr noundef null)
  %141 = add nuw nsw i64 %134, %22
  %142 = shl nsw i64 %141, 6
  %143 = getelementptr inbounds i8, ptr %130, i64 %142
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %143, ptr noundef nonnull align 16 dereferenceable(64) %12, i64 64, i1 false)
  %144 = add nuw nsw i64 %134, 1
  %145 = icmp eq i64 %144, %22
  br i1 %145, label %146, label %133, !llvm.loop !14

146:                                              ; preds = %133
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #8
  %147 = icmp eq i64 %128, %54
  br i1 %147, label %148, label %124, !llvm.loop !15

148:                                              ; preds = %146, %97
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, ptr noundef nonnull align 4 dereferenceable(64) %59, i64 64, i1 false)
  br label %149

149:                                              ; preds = %148, %149
  %150 = phi i64 [ %160, %149 ], [ 0, %148 ]
  %151 = shl nuw nsw i64 %150, 5
  %152 = getelementptr inbounds i32, ptr %57, i64 %151
  call fastcc void @salsa20_core(ptr noundef nonnull %11, ptr noundef nonnull %152, ptr noundef null)
  %153 = shl nsw i64 %150, 6
  %154 = getelementptr inbounds i8, ptr %51, i64 %153
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %154, ptr noundef nonnull align 16 dereferenceable(64) %11, i64 64, i1 false)
  %155 = or disjoint i64 %151, 16
  %156 = getelementptr inbounds i32, ptr %57, i64 %155
  call fastcc void @salsa20_core(ptr noundef nonnull %11, ptr noundef nonnull %156, ptr noundef null)
  %157 = add nuw nsw i64 %150, %22
  %158 = shl nsw i64 %157, 6
  %159 = getelementptr inbounds i8, ptr %51, i64 %158
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %159, ptr noundef nonnull align 16 dereferenceable(64) %11, i64 64, i1 false)
  %160 = add nuw nsw i64 %150, 1
  %161 = icmp eq i64 %160, %22
  br i1 %161, label %162, label %149, !llvm.loop !14

162:                                              ; preds = %149
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #8
  br label %163

163:                                              ; preds = %204, %162
  %164 = phi ptr [ %51, %162 ], [ %166, %204 ]
  %165 = phi i64 [ 0, %162 ], [ %205, %204 ]
  %166 = phi ptr [ %52, %162 ], [ %164, %204 ]
  %167 = getelementptr inbounds i32, ptr %164, i64 %58
  %168 = load i32, ptr %167, align 4, !tbaa !5
  %169 = and i32 %168, %53
  %170 = zext i32 %169 to i64
  %171 = mul i64 %23, %170
  %172 = getelementptr inbounds i32, ptr %43, i64 %171
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 4 dereferenceable(64) %167, i64 64, i1 false)
  %173 = getelementptr inbounds i32, ptr %172, i64 %58
  %174 = load <4 x i32>, ptr %173, align 4, !tbaa !5
  %175 = load <4 x i32>, ptr %10, align 16, !tbaa !5
  %176 = xor <4 x i32> %175, %174
  store <4 x i32> %176, ptr %10, align 16, !tbaa !5
  %177 = getelementptr inbounds i32, ptr %172, i64 %60
  %178 = load <4 x i32>, ptr %177, align 4, !tbaa !5
  %179 = load <4 x i32>, ptr %61, align 16, !tbaa !5
  %180 = xor <4 x i32> %179, %178
  store <4 x i32> %180, ptr %61, align 16, !tbaa !5
  %181 = getelementptr inbounds i32, ptr %172, i64 %62
  %182 = load <4 x i32>, ptr %181, align 4, !tbaa !5
  %183 = load <4 x i32>, ptr %63, align 16, !tbaa !5
  %184 = xor <4 x i32> %183, %182
  store <4 x i32> %184, ptr %63, align 16, !tbaa !5
  %185 = getelementptr inbounds i32, ptr %172, i64 %64
  %186 = load <4 x i32>, ptr %185, align 4, !tbaa !5
  %187 = load <4 x i32>, ptr %65, align 16, !tbaa !5
  %188 = xor <4 x i32> %187, %186
  store <4 x i32> %188, ptr %65, align 16, !tbaa !5
  br label %189

189:                                              ; preds = %163, %189
  %190 = phi i64 [ %202, %189 ], [ 0, %163 ]
  %191 = shl nuw nsw i64 %190, 5
  %192 = getelementptr inbounds i32, ptr %164, i64 %191
  %193 = getelementptr inbounds i32, ptr %172, i64 %191
  call fastcc void @salsa20_core(ptr noundef nonnull %10, ptr noundef %192, ptr noundef nonnull %193)
  %194 = shl nsw i64 %190, 6
  %195 = getelementptr inbounds i8, ptr %166, i64 %194
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %195, ptr noundef nonnull align 16 dereferenceable(64) %10, i64 64, i1 false)
  %196 = or disjoint i64 %191, 16
  %197 = getelementptr inbounds i32, ptr %164, i64 %196
  %198 = getelementptr inbounds i32, ptr %172, i64 %196
  call fastcc void @salsa20_core(ptr noundef nonnull %10, ptr noundef nonnull %197, ptr noundef nonnull %198)
  %199 = add nuw nsw i64 %190, %22
  %200 = shl nsw i64 %199, 6
  %201 = getelementptr inbounds i8, ptr %166, i64 %200
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %201, ptr noundef nonnull align 16 dereferenceable(64) %10, i64 64, i1 false)
  %202 = add nuw nsw i64 %190, 1
  %203 = icmp eq i64 %202, %22
  br i1 %203, label %204, label %189, !llvm.loop !14

204:                                              ; preds = %189
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #8
  %205 = add nuw nsw i64 %165, 1
  %206 = icmp eq i64 %205, %35
  br i1 %206, label %207, label %163, !llvm.loop !16

207:                                              ; preds = %204
  %208 = ptrtoint ptr %166 to i64
  %209 = sub i64 %77, %208
  %210 = icmp ult i64 %209, 32
  %211 = select i1 %71, i1 true, i1 %210
  br i1 %211, label %212, label %213

212:                                              ; preds = %207
  br i1 %72, label %249, label %224

213:                                              ; preds = %207, %213
  %214 = phi i64 [ %222, %213 ], [ 0, %207 ]
  %215 = shl nuw i64 %214, 2
  %216 = getelementptr inbounds i8, ptr %98, i64 %215
  %217 = getelementptr inbounds i32, ptr %166, i64 %214
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = load <4 x i32>, ptr %217, align 4
  %220 = load <4 x i32>, ptr %218, align 4
  %221 = getelementptr inbounds i8, ptr %216, i64 16
  store <4 x i32> %219, ptr %216, align 1
  store <4 x i32> %220, ptr %221, align 1
  %222 = add nuw i64 %214, 8
  %223 = icmp eq i64 %222, %23
  br i1 %223, label %249, label %213, !llvm.loop !17

224:                                              ; preds = %212, %224
  %225 = phi i64 [ %246, %224 ], [ 0, %212 ]
  %226 = phi i64 [ %247, %224 ], [ 0, %212 ]
  %227 = shl nuw i64 %225, 2
  %228 = getelementptr inbounds i8, ptr %98, i64 %227
  %229 = getelementptr inbounds i32, ptr %166, i64 %225
  %230 = load i32, ptr %229, align 4
  store i32 %230, ptr %228, align 1
  %231 = or disjoint i64 %225, 1
  %232 = shl nuw i64 %231, 2
  %233 = getelementptr inbounds i8, ptr %98, i64 %232
  %234 = getelementptr inbounds i32, ptr %166, i64 %231
  %235 = load i32, ptr %234, align 4
  store i32 %235, ptr %233, align 1
  %236 = or disjoint i64 %225, 2
  %237 = shl nuw i64 %236, 2
  %238 = getelementptr inbounds i8, ptr %98, i64 %237
  %239 = getelementptr inbounds i32, ptr %166, i64 %236
  %240 = load i32, ptr %239, align 4
  store i32 %240, ptr %238, align 1
  %241 = or disjoint i64 %225, 3
  %242 = shl nuw i64 %241, 2
  %243 = getelementptr inbounds i8, ptr %98, i64 %242
  %244 = getelementptr inbounds i32, ptr %166, i64 %241
  %245 = load i32, ptr %244, align 4
  store i32 %245, ptr %243, align 1
  %246 = add nuw nsw i64 %225, 4
  %247 = add nuw nsw i64 %226, 4
  %248 = icmp eq i64 %247, %23
  br i1 %248, label %249, label %224, !llvm.loop !18

249:                                              ; preds = %213, %224, %212
  %250 = add nuw i64 %75, 1
  %251 = icmp eq i64 %250, %47
  %252 = add i64 %74, 1
  br i1 %251, label %253, label %73, !llvm.loop !19

253:                                              ; preds = %249, %46
  tail call void @free(ptr noundef %43) #8
  br label %254

254:                                              ; preds = %39, %34, %32, %26, %21, %16, %7, %253
  %255 = phi i32 [ 0, %253 ], [ 1, %7 ], [ 12, %16 ], [ 14, %21 ], [ 14, %26 ], [ 0, %32 ], [ 2, %34 ], [ 2, %39 ]
  ret i32 %255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc ptr @alloc_v(i64 noundef %0) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = icmp ugt i64 %0, 2097151
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  %6 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 2097152, i64 noundef %0) #8
  %7 = icmp ne i32 %6, 0
  %8 = load ptr, ptr %3, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  %9 = icmp eq ptr %8, null
  %10 = select i1 %7, i1 true, i1 %9
  br i1 %10, label %18, label %11

11:                                               ; preds = %5
  %12 = call i32 @madvise(ptr noundef nonnull %8, i64 noundef %0, i32 noundef 14) #8
  br label %18

13:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  %14 = call i32 @posix_memalign(ptr noundef nonnull %2, i64 noundef 64, i64 noundef %0) #8
  %15 = icmp eq i32 %14, 0
  %16 = load ptr, ptr %2, align 8
  %17 = select i1 %15, ptr %16, ptr null
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  br label %18

18:                                               ; preds = %5, %11, %13
  %19 = phi ptr [ %17, %13 ], [ %8, %11 ], [ null, %5 ]
  ret ptr %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @madvise(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @salsa20_core(ptr nocapture noundef %0, ptr noundef readonly %1, ptr noundef readonly %2) unnamed_addr #5 {
  %4 = icmp eq ptr %1, null
  %5 = load i32, ptr %0, align 4, !tbaa !5
  br i1 %4, label %84, label %6

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = xor i32 %5, %7
  store i32 %8, ptr %0, align 4, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = xor i32 %12, %10
  store i32 %13, ptr %11, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = xor i32 %17, %15
  store i32 %18, ptr %16, align 4, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = xor i32 %22, %20
  store i32 %23, ptr %21, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = xor i32 %27, %25
  store i32 %28, ptr %26, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 20
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %0, i64 20
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = xor i32 %32, %30
  store i32 %33, ptr %31, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = xor i32 %37, %35
  store i32 %38, ptr %36, align 4, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %1, i64 28
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %0, i64 28
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = xor i32 %42, %40
  store i32 %43, ptr %41, align 4, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %1, i64 32
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = xor i32 %47, %45
  store i32 %48, ptr %46, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 36
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %0, i64 36
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = xor i32 %52, %50
  store i32 %53, ptr %51, align 4, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %1, i64 40
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %0, i64 40
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = xor i32 %57, %55
  store i32 %58, ptr %56, align 4, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %1, i64 44
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %0, i64 44
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = xor i32 %62, %60
  store i32 %63, ptr %61, align 4, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %1, i64 48
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 48
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = xor i32 %67, %65
  store i32 %68, ptr %66, align 4, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %1, i64 52
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %0, i64 52
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = xor i32 %72, %70
  store i32 %73, ptr %71, align 4, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %1, i64 56
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %0, i64 56
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = xor i32 %77, %75
  store i32 %78, ptr %76, align 4, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 60
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %0, i64 60
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = xor i32 %82, %80
  store i32 %83, ptr %81, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %6, %3
  %85 = phi i32 [ %8, %6 ], [ %5, %3 ]
  %86 = icmp eq ptr %2, null
  br i1 %86, label %87, label %118

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %0, i64 4
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %0, i64 8
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %0, i64 12
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %0, i64 16
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %0, i64 20
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %0, i64 24
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %0, i64 28
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %0, i64 32
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %0, i64 36
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %0, i64 40
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %0, i64 44
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %0, i64 48
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %0, i64 52
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %0, i64 56
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %0, i64 60
  %117 = load i32, ptr %116, align 4, !tbaa !5
  br label %196

118:                                              ; preds = %84
  %119 = load i32, ptr %2, align 4, !tbaa !5
  %120 = xor i32 %85, %119
  store i32 %120, ptr %0, align 4, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %2, i64 4
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %0, i64 4
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = xor i32 %124, %122
  store i32 %125, ptr %123, align 4, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %2, i64 8
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %0, i64 8
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = xor i32 %129, %127
  store i32 %130, ptr %128, align 4, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %2, i64 12
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %0, i64 12
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = xor i32 %134, %132
  store i32 %135, ptr %133, align 4, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %2, i64 16
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %0, i64 16
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = xor i32 %139, %137
  store i32 %140, ptr %138, align 4, !tbaa !5
  %141 = getelementptr inbounds i8, ptr %2, i64 20
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %0, i64 20
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = xor i32 %144, %142
  store i32 %145, ptr %143, align 4, !tbaa !5
  %146 = getelementptr inbounds i8, ptr %2, i64 24
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = getelementptr inbounds i8, ptr %0, i64 24
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = xor i32 %149, %147
  store i32 %150, ptr %148, align 4, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %2, i64 28
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %0, i64 28
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = xor i32 %154, %152
  store i32 %155, ptr %153, align 4, !tbaa !5
  %156 = getelementptr inbounds i8, ptr %2, i64 32
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds i8, ptr %0, i64 32
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = xor i32 %159, %157
  store i32 %160, ptr %158, align 4, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %2, i64 36
  %162 = load i32, ptr %161, align 4, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %0, i64 36
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = xor i32 %164, %162
  store i32 %165, ptr %163, align 4, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %2, i64 40
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %0, i64 40
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = xor i32 %169, %167
  store i32 %170, ptr %168, align 4, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %2, i64 44
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %0, i64 44
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = xor i32 %174, %172
  store i32 %175, ptr %173, align 4, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %2, i64 48
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %0, i64 48
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = xor i32 %179, %177
  store i32 %180, ptr %178, align 4, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %2, i64 52
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = getelementptr inbounds i8, ptr %0, i64 52
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = xor i32 %184, %182
  store i32 %185, ptr %183, align 4, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %2, i64 56
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %0, i64 56
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = xor i32 %189, %187
  store i32 %190, ptr %188, align 4, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %2, i64 60
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %0, i64 60
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = xor i32 %194, %192
  br label %196

196:                                              ; preds = %87, %118
  %197 = phi i32 [ %195, %118 ], [ %117, %87 ]
  %198 = phi i32 [ %190, %118 ], [ %115, %87 ]
  %199 = phi i32 [ %185, %118 ], [ %113, %87 ]
  %200 = phi i32 [ %180, %118 ], [ %111, %87 ]
  %201 = phi i32 [ %175, %118 ], [ %109, %87 ]
  %202 = phi i32 [ %170, %118 ], [ %107, %87 ]
  %203 = phi i32 [ %165, %118 ], [ %105, %87 ]
  %204 = phi i32 [ %160, %118 ], [ %103, %87 ]
  %205 = phi i32 [ %155, %118 ], [ %101, %87 ]
  %206 = phi i32 [ %150, %118 ], [ %99, %87 ]
  %207 = phi i32 [ %145, %118 ], [ %97, %87 ]
  %208 = phi i32 [ %140, %118 ], [ %95, %87 ]
  %209 = phi i32 [ %135, %118 ], [ %93, %87 ]
  %210 = phi i32 [ %130, %118 ], [ %91, %87 ]
  %211 = phi i32 [ %125, %118 ], [ %89, %87 ]
  %212 = phi i32 [ %120, %118 ], [ %85, %87 ]
  br label %213

213:                                              ; preds = %196, %213
  %214 = phi i32 [ 0, %196 ], [ %327, %213 ]
  %215 = phi i32 [ %197, %196 ], [ %326, %213 ]
  %216 = phi i32 [ %198, %196 ], [ %323, %213 ]
  %217 = phi i32 [ %199, %196 ], [ %320, %213 ]
  %218 = phi i32 [ %200, %196 ], [ %317, %213 ]
  %219 = phi i32 [ %201, %196 ], [ %305, %213 ]
  %220 = phi i32 [ %202, %196 ], [ %314, %213 ]
  %221 = phi i32 [ %203, %196 ], [ %311, %213 ]
  %222 = phi i32 [ %204, %196 ], [ %308, %213 ]
  %223 = phi i32 [ %205, %196 ], [ %296, %213 ]
  %224 = phi i32 [ %206, %196 ], [ %293, %213 ]
  %225 = phi i32 [ %207, %196 ], [ %302, %213 ]
  %226 = phi i32 [ %208, %196 ], [ %299, %213 ]
  %227 = phi i32 [ %209, %196 ], [ %287, %213 ]
  %228 = phi i32 [ %210, %196 ], [ %284, %213 ]
  %229 = phi i32 [ %211, %196 ], [ %281, %213 ]
  %230 = phi i32 [ %212, %196 ], [ %290, %213 ]
  %231 = add i32 %218, %230
  %232 = tail call i32 @llvm.fshl.i32(i32 %231, i32 %231, i32 7)
  %233 = xor i32 %232, %226
  %234 = add i32 %233, %230
  %235 = tail call i32 @llvm.fshl.i32(i32 %234, i32 %234, i32 9)
  %236 = xor i32 %235, %222
  %237 = add i32 %236, %233
  %238 = tail call i32 @llvm.fshl.i32(i32 %237, i32 %237, i32 13)
  %239 = xor i32 %238, %218
  %240 = add i32 %239, %236
  %241 = tail call i32 @llvm.fshl.i32(i32 %240, i32 %240, i32 18)
  %242 = xor i32 %241, %230
  %243 = add i32 %225, %229
  %244 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 7)
  %245 = xor i32 %221, %244
  %246 = add i32 %245, %225
  %247 = tail call i32 @llvm.fshl.i32(i32 %246, i32 %246, i32 9)
  %248 = xor i32 %217, %247
  %249 = add i32 %248, %245
  %250 = tail call i32 @llvm.fshl.i32(i32 %249, i32 %249, i32 13)
  %251 = xor i32 %250, %229
  %252 = add i32 %251, %248
  %253 = tail call i32 @llvm.fshl.i32(i32 %252, i32 %252, i32 18)
  %254 = xor i32 %253, %225
  %255 = add i32 %220, %224
  %256 = tail call i32 @llvm.fshl.i32(i32 %255, i32 %255, i32 7)
  %257 = xor i32 %216, %256
  %258 = add i32 %257, %220
  %259 = tail call i32 @llvm.fshl.i32(i32 %258, i32 %258, i32 9)
  %260 = xor i32 %259, %228
  %261 = add i32 %260, %257
  %262 = tail call i32 @llvm.fshl.i32(i32 %261, i32 %261, i32 13)
  %263 = xor i32 %262, %224
  %264 = add i32 %263, %260
  %265 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %264, i32 18)
  %266 = xor i32 %265, %220
  %267 = add i32 %215, %219
  %268 = tail call i32 @llvm.fshl.i32(i32 %267, i32 %267, i32 7)
  %269 = xor i32 %268, %227
  %270 = add i32 %269, %215
  %271 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 9)
  %272 = xor i32 %271, %223
  %273 = add i32 %272, %269
  %274 = tail call i32 @llvm.fshl.i32(i32 %273, i32 %273, i32 13)
  %275 = xor i32 %274, %219
  %276 = add i32 %275, %272
  %277 = tail call i32 @llvm.fshl.i32(i32 %276, i32 %276, i32 18)
  %278 = xor i32 %277, %215
  %279 = add i32 %242, %269
  %280 = tail call i32 @llvm.fshl.i32(i32 %279, i32 %279, i32 7)
  %281 = xor i32 %280, %251
  %282 = add i32 %281, %242
  %283 = tail call i32 @llvm.fshl.i32(i32 %282, i32 %282, i32 9)
  %284 = xor i32 %283, %260
  %285 = add i32 %284, %281
  %286 = tail call i32 @llvm.fshl.i32(i32 %285, i32 %285, i32 13)
  %287 = xor i32 %286, %269
  %288 = add i32 %287, %284
  %289 = tail call i32 @llvm.fshl.i32(i32 %288, i32 %288, i32 18)
  %290 = xor i32 %289, %242
  %291 = add i32 %254, %233
  %292 = tail call i32 @llvm.fshl.i32(i32 %291, i32 %291, i32 7)
  %293 = xor i32 %292, %263
  %294 = add i32 %293, %254
  %295 = tail call i32 @llvm.fshl.i32(i32 %294, i32 %294, i32 9)
  %296 = xor i32 %295, %272
  %297 = add i32 %296, %293
  %298 = tail call i32 @llvm.fshl.i32(i32 %297, i32 %297, i32 13)
  %299 = xor i32 %298, %233
  %300 = add i32 %299, %296
  %301 = tail call i32 @llvm.fshl.i32(i32 %300, i32 %300, i32 18)
  %302 = xor i32 %301, %254
  %303 = add i32 %266, %245
  %304 = tail call i32 @llvm.fshl.i32(i32 %303, i32 %303, i32 7)
  %305 = xor i32 %304, %275
  %306 = add i32 %305, %266
  %307 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 9)
  %308 = xor i32 %307, %236
  %309 = add i32 %308, %305
  %310 = tail call i32 @llvm.fshl.i32(i32 %309, i32 %309, i32 13)
  %311 = xor i32 %310, %245
  %312 = add i32 %311, %308
  %313 = tail call i32 @llvm.fshl.i32(i32 %312, i32 %312, i32 18)
  %314 = xor i32 %313, %266
  %315 = add i32 %278, %257
  %316 = tail call i32 @llvm.fshl.i32(i32 %315, i32 %315, i32 7)
  %317 = xor i32 %316, %239
  %318 = add i32 %317, %278
  %319 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 9)
  %320 = xor i32 %319, %248
  %321 = add i32 %320, %317
  %322 = tail call i32 @llvm.fshl.i32(i32 %321, i32 %321, i32 13)
  %323 = xor i32 %322, %257
  %324 = add i32 %323, %320
  %325 = tail call i32 @llvm.fshl.i32(i32 %324, i32 %324, i32 18)
  %326 = xor i32 %325, %278
  %327 = add nuw nsw i32 %214, 2
  %328 = icmp ult i32 %214, 6
  br i1 %328, label %213, label %329, !llvm.loop !20

329:                                              ; preds = %213
  %330 = getelementptr inbounds i8, ptr %0, i64 60
  %331 = getelementptr inbounds i8, ptr %0, i64 56
  %332 = getelementptr inbounds i8, ptr %0, i64 52
  %333 = getelementptr inbounds i8, ptr %0, i64 48
  %334 = getelementptr inbounds i8, ptr %0, i64 44
  %335 = getelementptr inbounds i8, ptr %0, i64 40
  %336 = getelementptr inbounds i8, ptr %0, i64 36
  %337 = getelementptr inbounds i8, ptr %0, i64 32
  %338 = getelementptr inbounds i8, ptr %0, i64 28
  %339 = getelementptr inbounds i8, ptr %0, i64 24
  %340 = getelementptr inbounds i8, ptr %0, i64 20
  %341 = getelementptr inbounds i8, ptr %0, i64 16
  %342 = getelementptr inbounds i8, ptr %0, i64 12
  %343 = getelementptr inbounds i8, ptr %0, i64 8
  %344 = getelementptr inbounds i8, ptr %0, i64 4
  %345 = add i32 %290, %212
  store i32 %345, ptr %0, align 4, !tbaa !5
  %346 = add i32 %281, %211
  store i32 %346, ptr %344, align 4, !tbaa !5
  %347 = add i32 %284, %210
  store i32 %347, ptr %343, align 4, !tbaa !5
  %348 = add i32 %287, %209
  store i32 %348, ptr %342, align 4, !tbaa !5
  %349 = add i32 %299, %208
  store i32 %349, ptr %341, align 4, !tbaa !5
  %350 = add i32 %302, %207
  store i32 %350, ptr %340, align 4, !tbaa !5
  %351 = add i32 %293, %206
  store i32 %351, ptr %339, align 4, !tbaa !5
  %352 = add i32 %296, %205
  store i32 %352, ptr %338, align 4, !tbaa !5
  %353 = add i32 %308, %204
  store i32 %353, ptr %337, align 4, !tbaa !5
  %354 = add i32 %311, %203
  store i32 %354, ptr %336, align 4, !tbaa !5
  %355 = add i32 %314, %202
  store i32 %355, ptr %335, align 4, !tbaa !5
  %356 = add i32 %305, %201
  store i32 %356, ptr %334, align 4, !tbaa !5
  %357 = add i32 %317, %200
  store i32 %357, ptr %333, align 4, !tbaa !5
  %358 = add i32 %320, %199
  store i32 %358, ptr %332, align 4, !tbaa !5
  %359 = add i32 %323, %198
  store i32 %359, ptr %331, align 4, !tbaa !5
  %360 = add i32 %326, %197
  store i32 %360, ptr %330, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
