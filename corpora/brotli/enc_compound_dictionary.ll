; ModuleID = 'c/enc/compound_dictionary.c'
source_filename = "c/enc/compound_dictionary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define hidden noundef ptr @CreatePreparedDictionary(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp ugt i64 %2, 2097152
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = icmp ugt i64 %2, 4194304
  br i1 %6, label %7, label %15, !llvm.loop !5

7:                                                ; preds = %5
  %8 = icmp ugt i64 %2, 8388608
  br i1 %8, label %9, label %15, !llvm.loop !5

9:                                                ; preds = %7
  %10 = icmp ugt i64 %2, 16777216
  br i1 %10, label %11, label %15, !llvm.loop !5

11:                                               ; preds = %9
  %12 = icmp ugt i64 %2, 33554432
  %13 = select i1 %12, i32 22, i32 21
  %14 = select i1 %12, i32 12, i32 11
  br label %15, !llvm.loop !5

15:                                               ; preds = %11, %5, %7, %9, %3
  %16 = phi i32 [ 7, %3 ], [ 8, %5 ], [ 9, %7 ], [ 10, %9 ], [ %14, %11 ]
  %17 = phi i32 [ 17, %3 ], [ 18, %5 ], [ 19, %7 ], [ 20, %9 ], [ %13, %11 ]
  %18 = shl nuw i32 1, %16
  %19 = shl nuw nsw i32 1, %17
  %20 = sub nuw nsw i32 64, %17
  %21 = add i32 %18, -1
  %22 = zext nneg i32 %16 to i64
  %23 = shl i64 4, %22
  %24 = shl i64 8, %22
  %25 = zext nneg i32 %17 to i64
  %26 = shl nuw nsw i64 2, %25
  %27 = shl nuw nsw i64 4, %25
  %28 = shl i64 %2, 2
  %29 = add i64 %24, %28
  %30 = add i64 %29, %26
  %31 = add i64 %30, %27
  %32 = icmp ugt i32 %16, %17
  %33 = sub nsw i32 %17, %16
  %34 = icmp ugt i32 %33, 15
  %35 = or i1 %32, %34
  br i1 %35, label %231, label %36

36:                                               ; preds = %15
  %37 = icmp eq i64 %31, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %36
  %39 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %31) #6
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi ptr [ %39, %38 ], [ null, %36 ]
  %42 = zext i32 %18 to i64
  %43 = getelementptr inbounds i32, ptr %41, i64 %42
  %44 = getelementptr inbounds i32, ptr %43, i64 %42
  %45 = zext nneg i32 %19 to i64
  %46 = getelementptr inbounds i16, ptr %44, i64 %45
  %47 = getelementptr inbounds i32, ptr %46, i64 %45
  %48 = shl nuw nsw i64 %45, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(1) %44, i8 0, i64 %48, i1 false)
  %49 = icmp ugt i64 %2, 7
  br i1 %49, label %50, label %77

50:                                               ; preds = %40
  %51 = zext nneg i32 %20 to i64
  br label %52

52:                                               ; preds = %67, %50
  %53 = phi i32 [ 0, %50 ], [ %73, %67 ]
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %1, i64 %54
  %56 = load i64, ptr %55, align 1
  %57 = and i64 %56, 1099511627775
  %58 = mul i64 %57, 2297779722762296275
  %59 = lshr i64 %58, %51
  %60 = and i64 %59, 4294967295
  %61 = getelementptr inbounds i16, ptr %44, i64 %60
  %62 = load i16, ptr %61, align 2, !tbaa !7
  %63 = icmp eq i16 %62, 0
  br i1 %63, label %67, label %64

64:                                               ; preds = %52
  %65 = getelementptr inbounds i32, ptr %46, i64 %60
  %66 = load i32, ptr %65, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %64, %52
  %68 = phi i32 [ %66, %64 ], [ -1, %52 ]
  %69 = getelementptr inbounds i32, ptr %47, i64 %54
  store i32 %68, ptr %69, align 4, !tbaa !11
  %70 = getelementptr inbounds i32, ptr %46, i64 %60
  store i32 %53, ptr %70, align 4, !tbaa !11
  %71 = add i16 %62, 1
  %72 = tail call i16 @llvm.umin.i16(i16 %71, i16 32)
  store i16 %72, ptr %61, align 2, !tbaa !7
  %73 = add i32 %53, 1
  %74 = add i32 %53, 8
  %75 = zext i32 %74 to i64
  %76 = icmp ult i64 %75, %2
  br i1 %76, label %52, label %77, !llvm.loop !13

77:                                               ; preds = %67, %40
  br label %78

78:                                               ; preds = %77, %99
  %79 = phi i64 [ %104, %99 ], [ 0, %77 ]
  %80 = phi i32 [ %103, %99 ], [ 0, %77 ]
  %81 = getelementptr inbounds i32, ptr %43, i64 %79
  %82 = icmp ult i64 %79, %45
  br i1 %82, label %83, label %99

83:                                               ; preds = %78, %97
  %84 = phi i32 [ %98, %97 ], [ 32, %78 ]
  br label %85

85:                                               ; preds = %89, %83
  %86 = phi i32 [ 0, %83 ], [ %94, %89 ]
  %87 = phi i64 [ %79, %83 ], [ %95, %89 ]
  %88 = icmp ugt i32 %86, 65534
  br i1 %88, label %97, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds i16, ptr %44, i64 %87
  %91 = load i16, ptr %90, align 2, !tbaa !7
  %92 = zext i16 %91 to i32
  %93 = tail call i32 @llvm.umin.i32(i32 %84, i32 %92)
  %94 = add nuw nsw i32 %93, %86
  %95 = add nuw nsw i64 %87, %42
  %96 = icmp ult i64 %95, %45
  br i1 %96, label %85, label %99, !llvm.loop !14

97:                                               ; preds = %85
  %98 = add i32 %84, -1
  br label %83

99:                                               ; preds = %89, %78
  %100 = phi i32 [ 32, %78 ], [ %84, %89 ]
  %101 = phi i32 [ 0, %78 ], [ %94, %89 ]
  store i32 %100, ptr %81, align 4, !tbaa !11
  %102 = getelementptr inbounds i32, ptr %41, i64 %79
  store i32 %101, ptr %102, align 4, !tbaa !11
  %103 = add i32 %101, %80
  %104 = add nuw nsw i64 %79, 1
  %105 = icmp eq i64 %104, %42
  br i1 %105, label %106, label %78, !llvm.loop !15

106:                                              ; preds = %99
  %107 = zext i32 %103 to i64
  %108 = shl nuw nsw i64 %107, 2
  %109 = add nuw nsw i64 %23, 32
  %110 = add nuw i64 %109, %26
  %111 = add i64 %110, %108
  %112 = icmp ne i64 %111, 0
  tail call void @llvm.assume(i1 %112)
  %113 = tail call ptr @BrotliAllocate(ptr noundef %0, i64 noundef %111) #6
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = getelementptr inbounds i32, ptr %114, i64 %42
  %116 = getelementptr inbounds i16, ptr %115, i64 %45
  %117 = getelementptr inbounds i32, ptr %116, i64 %107
  store i32 -558043677, ptr %113, align 4, !tbaa !16
  %118 = getelementptr inbounds i8, ptr %113, i64 4
  store i32 %103, ptr %118, align 4, !tbaa !18
  %119 = trunc nuw i64 %2 to i32
  %120 = getelementptr inbounds i8, ptr %113, i64 8
  store i32 %119, ptr %120, align 4, !tbaa !19
  %121 = getelementptr inbounds i8, ptr %113, i64 12
  store i32 40, ptr %121, align 4, !tbaa !20
  %122 = getelementptr inbounds i8, ptr %113, i64 16
  store i32 %17, ptr %122, align 4, !tbaa !21
  %123 = getelementptr inbounds i8, ptr %113, i64 20
  store i32 %16, ptr %123, align 4, !tbaa !22
  store ptr %1, ptr %117, align 1
  %124 = and i64 %42, 1
  %125 = and i64 %42, 4294967294
  br label %126

126:                                              ; preds = %126, %106
  %127 = phi i64 [ 0, %106 ], [ %139, %126 ]
  %128 = phi i32 [ 0, %106 ], [ %138, %126 ]
  %129 = phi i64 [ 0, %106 ], [ %140, %126 ]
  %130 = getelementptr inbounds i32, ptr %114, i64 %127
  store i32 %128, ptr %130, align 4, !tbaa !11
  %131 = getelementptr inbounds i32, ptr %41, i64 %127
  %132 = load i32, ptr %131, align 4, !tbaa !11
  %133 = add i32 %132, %128
  store i32 0, ptr %131, align 4, !tbaa !11
  %134 = or disjoint i64 %127, 1
  %135 = getelementptr inbounds i32, ptr %114, i64 %134
  store i32 %133, ptr %135, align 4, !tbaa !11
  %136 = getelementptr inbounds i32, ptr %41, i64 %134
  %137 = load i32, ptr %136, align 4, !tbaa !11
  %138 = add i32 %137, %133
  store i32 0, ptr %136, align 4, !tbaa !11
  %139 = add nuw nsw i64 %127, 2
  %140 = add i64 %129, 2
  %141 = icmp eq i64 %140, %125
  br i1 %141, label %142, label %126, !llvm.loop !23

142:                                              ; preds = %126
  %143 = icmp eq i64 %124, 0
  br i1 %143, label %147, label %144

144:                                              ; preds = %142
  %145 = getelementptr inbounds i32, ptr %114, i64 %139
  store i32 %138, ptr %145, align 4, !tbaa !11
  %146 = getelementptr inbounds i32, ptr %41, i64 %139
  store i32 0, ptr %146, align 4, !tbaa !11
  br label %147

147:                                              ; preds = %142, %144
  %148 = getelementptr i8, ptr %116, i64 4
  %149 = getelementptr i8, ptr %116, i64 8
  br label %150

150:                                              ; preds = %147, %227
  %151 = phi i64 [ %228, %227 ], [ 0, %147 ]
  %152 = trunc nuw i64 %151 to i32
  %153 = and i32 %21, %152
  %154 = getelementptr inbounds i16, ptr %44, i64 %151
  %155 = load i16, ptr %154, align 2, !tbaa !7
  %156 = zext i16 %155 to i32
  %157 = zext i32 %153 to i64
  %158 = getelementptr inbounds i32, ptr %43, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !11
  %160 = tail call i32 @llvm.umin.i32(i32 %159, i32 %156)
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %164

162:                                              ; preds = %150
  %163 = getelementptr inbounds i16, ptr %115, i64 %151
  store i16 -1, ptr %163, align 2, !tbaa !7
  br label %227

164:                                              ; preds = %150
  %165 = getelementptr inbounds i32, ptr %41, i64 %157
  %166 = load i32, ptr %165, align 4, !tbaa !11
  %167 = zext i32 %166 to i64
  %168 = trunc i32 %166 to i16
  %169 = getelementptr inbounds i16, ptr %115, i64 %151
  store i16 %168, ptr %169, align 2, !tbaa !7
  %170 = getelementptr inbounds i32, ptr %114, i64 %157
  %171 = load i32, ptr %170, align 4, !tbaa !11
  %172 = zext i32 %171 to i64
  %173 = add nuw nsw i64 %172, %167
  %174 = add i32 %166, %160
  store i32 %174, ptr %165, align 4, !tbaa !11
  %175 = getelementptr inbounds i32, ptr %46, i64 %151
  %176 = zext nneg i32 %160 to i64
  %177 = and i64 %176, 3
  %178 = icmp ult i32 %160, 4
  br i1 %178, label %205, label %179

179:                                              ; preds = %164
  %180 = and i64 %176, 65532
  br label %181

181:                                              ; preds = %181, %179
  %182 = phi i64 [ %173, %179 ], [ %199, %181 ]
  %183 = phi ptr [ %175, %179 ], [ %202, %181 ]
  %184 = phi i64 [ 0, %179 ], [ %203, %181 ]
  %185 = load i32, ptr %183, align 4, !tbaa !11
  %186 = getelementptr i32, ptr %116, i64 %182
  store i32 %185, ptr %186, align 4, !tbaa !11
  %187 = zext i32 %185 to i64
  %188 = getelementptr inbounds i32, ptr %47, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !11
  %190 = getelementptr i32, ptr %148, i64 %182
  store i32 %189, ptr %190, align 4, !tbaa !11
  %191 = zext i32 %189 to i64
  %192 = getelementptr inbounds i32, ptr %47, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !11
  %194 = add nuw nsw i64 %182, 3
  %195 = getelementptr i32, ptr %149, i64 %182
  store i32 %193, ptr %195, align 4, !tbaa !11
  %196 = zext i32 %193 to i64
  %197 = getelementptr inbounds i32, ptr %47, i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !11
  %199 = add nuw nsw i64 %182, 4
  %200 = getelementptr i32, ptr %116, i64 %194
  store i32 %198, ptr %200, align 4, !tbaa !11
  %201 = zext i32 %198 to i64
  %202 = getelementptr inbounds i32, ptr %47, i64 %201
  %203 = add i64 %184, 4
  %204 = icmp eq i64 %203, %180
  br i1 %204, label %205, label %181, !llvm.loop !24

205:                                              ; preds = %181, %164
  %206 = phi i64 [ poison, %164 ], [ %194, %181 ]
  %207 = phi i32 [ poison, %164 ], [ %198, %181 ]
  %208 = phi i64 [ %173, %164 ], [ %199, %181 ]
  %209 = phi ptr [ %175, %164 ], [ %202, %181 ]
  %210 = icmp eq i64 %177, 0
  br i1 %210, label %222, label %211

211:                                              ; preds = %205, %211
  %212 = phi i64 [ %216, %211 ], [ %208, %205 ]
  %213 = phi ptr [ %219, %211 ], [ %209, %205 ]
  %214 = phi i64 [ %220, %211 ], [ 0, %205 ]
  %215 = load i32, ptr %213, align 4, !tbaa !11
  %216 = add nuw nsw i64 %212, 1
  %217 = getelementptr i32, ptr %116, i64 %212
  store i32 %215, ptr %217, align 4, !tbaa !11
  %218 = zext i32 %215 to i64
  %219 = getelementptr inbounds i32, ptr %47, i64 %218
  %220 = add i64 %214, 1
  %221 = icmp eq i64 %220, %177
  br i1 %221, label %222, label %211, !llvm.loop !25

222:                                              ; preds = %211, %205
  %223 = phi i64 [ %206, %205 ], [ %212, %211 ]
  %224 = phi i32 [ %207, %205 ], [ %215, %211 ]
  %225 = getelementptr i32, ptr %116, i64 %223
  %226 = or i32 %224, -2147483648
  store i32 %226, ptr %225, align 4, !tbaa !11
  br label %227

227:                                              ; preds = %222, %162
  %228 = add nuw nsw i64 %151, 1
  %229 = icmp eq i64 %228, %45
  br i1 %229, label %230, label %150, !llvm.loop !27

230:                                              ; preds = %227
  tail call void @BrotliFree(ptr noundef %0, ptr noundef %41) #6
  br label %231

231:                                              ; preds = %15, %230
  %232 = phi ptr [ %113, %230 ], [ null, %15 ]
  ret ptr %232
}

; Function Attrs: nounwind uwtable
define hidden void @DestroyPreparedDictionary(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @BrotliFree(ptr noundef %0, ptr noundef nonnull %1) #6
  br label %5

5:                                                ; preds = %2, %4
  ret void
}

declare hidden void @BrotliFree(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden range(i32 0, 2) i32 @AttachPreparedDictionary(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = load i64, ptr %0, align 8, !tbaa !28
  %4 = icmp eq i64 %3, 15
  %5 = icmp eq ptr %1, null
  %6 = or i1 %5, %4
  br i1 %6, label %44, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i32, ptr %8, align 4, !tbaa !19
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !31
  %13 = add i64 %12, %10
  store i64 %13, ptr %11, align 8, !tbaa !31
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds [16 x ptr], ptr %14, i64 0, i64 %3
  store ptr %1, ptr %15, align 8, !tbaa !32
  %16 = getelementptr inbounds i8, ptr %0, i64 272
  %17 = add i64 %3, 1
  %18 = getelementptr inbounds [16 x i64], ptr %16, i64 0, i64 %17
  store i64 %13, ptr %18, align 8, !tbaa !34
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = getelementptr inbounds i8, ptr %1, i64 20
  %21 = load i32, ptr %20, align 4, !tbaa !22
  %22 = zext nneg i32 %21 to i64
  %23 = shl nuw i64 1, %22
  %24 = getelementptr inbounds i32, ptr %19, i64 %23
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = load i32, ptr %25, align 4, !tbaa !21
  %27 = zext nneg i32 %26 to i64
  %28 = shl nuw i64 1, %27
  %29 = getelementptr inbounds i16, ptr %24, i64 %28
  %30 = getelementptr inbounds i8, ptr %1, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !18
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %29, i64 %32
  %34 = load i32, ptr %1, align 4, !tbaa !16
  %35 = icmp eq i32 %34, -558043680
  br i1 %35, label %38, label %36

36:                                               ; preds = %7
  %37 = load ptr, ptr %33, align 1
  br label %38

38:                                               ; preds = %7, %36
  %39 = phi ptr [ %37, %36 ], [ %33, %7 ]
  %40 = getelementptr inbounds i8, ptr %0, i64 144
  %41 = getelementptr inbounds [16 x ptr], ptr %40, i64 0, i64 %3
  store ptr %39, ptr %41, align 8, !tbaa !32
  %42 = load i64, ptr %0, align 8, !tbaa !28
  %43 = add i64 %42, 1
  store i64 %43, ptr %0, align 8, !tbaa !28
  br label %44

44:                                               ; preds = %2, %38
  %45 = phi i32 [ 1, %38 ], [ 0, %2 ]
  ret i32 %45
}

declare hidden ptr @BrotliAllocate(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = !{!17, !12, i64 0}
!17 = !{!"PreparedDictionary", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!18 = !{!17, !12, i64 4}
!19 = !{!17, !12, i64 8}
!20 = !{!17, !12, i64 12}
!21 = !{!17, !12, i64 16}
!22 = !{!17, !12, i64 20}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !6}
!28 = !{!29, !30, i64 0}
!29 = !{!"CompoundDictionary", !30, i64 0, !30, i64 8, !9, i64 16, !9, i64 144, !9, i64 272, !30, i64 400, !9, i64 408}
!30 = !{!"long", !9, i64 0}
!31 = !{!29, !30, i64 8}
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !9, i64 0}
!34 = !{!30, !30, i64 0}
