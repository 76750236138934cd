; ModuleID = 'c/enc/histogram.c'
source_filename = "c/enc/histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }

@_kBrotliContextLookupTable = external local_unnamed_addr constant [2048 x i8], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden void @BrotliBuildHistogramsWithContext(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, i64 noundef %6, i64 noundef %7, i8 noundef zeroext %8, i8 noundef zeroext %9, ptr noundef readonly %10, ptr nocapture noundef %11, ptr nocapture noundef %12, ptr nocapture noundef %13) local_unnamed_addr #0 {
  %15 = getelementptr inbounds i8, ptr %2, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %16, align 4, !tbaa !11
  %20 = zext i32 %19 to i64
  br label %21

21:                                               ; preds = %14, %18
  %22 = phi i64 [ %20, %18 ], [ 0, %14 ]
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !5
  %25 = icmp eq ptr %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %24, align 4, !tbaa !11
  %28 = zext i32 %27 to i64
  br label %29

29:                                               ; preds = %21, %26
  %30 = phi i64 [ %28, %26 ], [ 0, %21 ]
  %31 = getelementptr inbounds i8, ptr %4, i64 24
  %32 = load ptr, ptr %31, align 8, !tbaa !5
  %33 = icmp eq ptr %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = load i32, ptr %32, align 4, !tbaa !11
  %36 = zext i32 %35 to i64
  br label %37

37:                                               ; preds = %29, %34
  %38 = phi i64 [ %36, %34 ], [ 0, %29 ]
  %39 = icmp eq i64 %1, 0
  br i1 %39, label %217, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %3, i64 16
  %42 = getelementptr inbounds i8, ptr %2, i64 16
  %43 = icmp eq ptr %10, null
  %44 = getelementptr inbounds i8, ptr %4, i64 16
  br label %45

45:                                               ; preds = %40, %209
  %46 = phi i8 [ %8, %40 ], [ %214, %209 ]
  %47 = phi i8 [ %9, %40 ], [ %213, %209 ]
  %48 = phi i64 [ %6, %40 ], [ %157, %209 ]
  %49 = phi i64 [ 0, %40 ], [ %215, %209 ]
  %50 = phi i64 [ 0, %40 ], [ %149, %209 ]
  %51 = phi i64 [ 0, %40 ], [ %212, %209 ]
  %52 = phi i64 [ %38, %40 ], [ %211, %209 ]
  %53 = phi i64 [ 0, %40 ], [ %210, %209 ]
  %54 = phi i64 [ %22, %40 ], [ %148, %209 ]
  %55 = phi i64 [ 0, %40 ], [ %72, %209 ]
  %56 = phi i64 [ %30, %40 ], [ %74, %209 ]
  %57 = phi i64 [ 0, %40 ], [ %71, %209 ]
  %58 = phi i64 [ 0, %40 ], [ %147, %209 ]
  %59 = getelementptr inbounds %struct.Command, ptr %0, i64 %49
  %60 = icmp eq i64 %56, 0
  br i1 %60, label %61, label %70

61:                                               ; preds = %45
  %62 = add i64 %57, 1
  %63 = load ptr, ptr %41, align 8, !tbaa !13
  %64 = getelementptr inbounds i8, ptr %63, i64 %62
  %65 = load i8, ptr %64, align 1, !tbaa !14
  %66 = zext i8 %65 to i64
  %67 = getelementptr inbounds i32, ptr %24, i64 %62
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = zext i32 %68 to i64
  br label %70

70:                                               ; preds = %45, %61
  %71 = phi i64 [ %62, %61 ], [ %57, %45 ]
  %72 = phi i64 [ %66, %61 ], [ %55, %45 ]
  %73 = phi i64 [ %69, %61 ], [ %56, %45 ]
  %74 = add i64 %73, -1
  %75 = getelementptr inbounds %struct.HistogramCommand, ptr %12, i64 %72
  %76 = getelementptr inbounds i8, ptr %59, i64 12
  %77 = load i16, ptr %76, align 4, !tbaa !15
  %78 = zext i16 %77 to i64
  %79 = getelementptr inbounds [704 x i32], ptr %75, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !11
  %81 = add i32 %80, 1
  store i32 %81, ptr %79, align 4, !tbaa !11
  %82 = getelementptr inbounds i8, ptr %75, i64 2816
  %83 = load i64, ptr %82, align 8, !tbaa !18
  %84 = add i64 %83, 1
  store i64 %84, ptr %82, align 8, !tbaa !18
  %85 = load i32, ptr %59, align 4, !tbaa !21
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %146, label %87

87:                                               ; preds = %70
  %88 = zext i32 %85 to i64
  br label %89

89:                                               ; preds = %87, %129
  %90 = phi i8 [ %142, %129 ], [ %46, %87 ]
  %91 = phi i8 [ %90, %129 ], [ %47, %87 ]
  %92 = phi i64 [ %144, %129 ], [ %88, %87 ]
  %93 = phi i64 [ %143, %129 ], [ %48, %87 ]
  %94 = phi i64 [ %109, %129 ], [ %50, %87 ]
  %95 = phi i64 [ %111, %129 ], [ %54, %87 ]
  %96 = phi i64 [ %108, %129 ], [ %58, %87 ]
  %97 = icmp eq i64 %95, 0
  br i1 %97, label %98, label %107

98:                                               ; preds = %89
  %99 = add i64 %94, 1
  %100 = load ptr, ptr %42, align 8, !tbaa !13
  %101 = getelementptr inbounds i8, ptr %100, i64 %99
  %102 = load i8, ptr %101, align 1, !tbaa !14
  %103 = zext i8 %102 to i64
  %104 = getelementptr inbounds i32, ptr %16, i64 %99
  %105 = load i32, ptr %104, align 4, !tbaa !11
  %106 = zext i32 %105 to i64
  br label %107

107:                                              ; preds = %89, %98
  %108 = phi i64 [ %103, %98 ], [ %96, %89 ]
  %109 = phi i64 [ %99, %98 ], [ %94, %89 ]
  %110 = phi i64 [ %106, %98 ], [ %95, %89 ]
  %111 = add i64 %110, -1
  br i1 %43, label %129, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds i32, ptr %10, i64 %108
  %114 = load i32, ptr %113, align 4, !tbaa !11
  %115 = shl i32 %114, 9
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [2048 x i8], ptr @_kBrotliContextLookupTable, i64 0, i64 %116
  %118 = shl nuw nsw i64 %108, 6
  %119 = zext i8 %90 to i64
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !14
  %122 = getelementptr inbounds i8, ptr %117, i64 256
  %123 = zext i8 %91 to i64
  %124 = getelementptr inbounds i8, ptr %122, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !14
  %126 = or i8 %125, %121
  %127 = zext i8 %126 to i64
  %128 = add nuw nsw i64 %118, %127
  br label %129

129:                                              ; preds = %112, %107
  %130 = phi i64 [ %128, %112 ], [ %108, %107 ]
  %131 = getelementptr inbounds %struct.HistogramLiteral, ptr %11, i64 %130
  %132 = and i64 %93, %7
  %133 = getelementptr inbounds i8, ptr %5, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !14
  %135 = zext i8 %134 to i64
  %136 = getelementptr inbounds [256 x i32], ptr %131, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !11
  %138 = add i32 %137, 1
  store i32 %138, ptr %136, align 4, !tbaa !11
  %139 = getelementptr inbounds i8, ptr %131, i64 1024
  %140 = load i64, ptr %139, align 8, !tbaa !22
  %141 = add i64 %140, 1
  store i64 %141, ptr %139, align 8, !tbaa !22
  %142 = load i8, ptr %133, align 1, !tbaa !14
  %143 = add i64 %93, 1
  %144 = add nsw i64 %92, -1
  %145 = icmp eq i64 %144, 0
  br i1 %145, label %146, label %89, !llvm.loop !24

146:                                              ; preds = %129, %70
  %147 = phi i64 [ %58, %70 ], [ %108, %129 ]
  %148 = phi i64 [ %54, %70 ], [ %111, %129 ]
  %149 = phi i64 [ %50, %70 ], [ %109, %129 ]
  %150 = phi i64 [ %48, %70 ], [ %143, %129 ]
  %151 = phi i8 [ %47, %70 ], [ %90, %129 ]
  %152 = phi i8 [ %46, %70 ], [ %142, %129 ]
  %153 = getelementptr inbounds i8, ptr %59, i64 4
  %154 = load i32, ptr %153, align 4, !tbaa !26
  %155 = and i32 %154, 33554431
  %156 = zext nneg i32 %155 to i64
  %157 = add i64 %150, %156
  %158 = icmp eq i32 %155, 0
  br i1 %158, label %209, label %159

159:                                              ; preds = %146
  %160 = add i64 %157, -2
  %161 = and i64 %160, %7
  %162 = getelementptr inbounds i8, ptr %5, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !14
  %164 = add i64 %157, -1
  %165 = and i64 %164, %7
  %166 = getelementptr inbounds i8, ptr %5, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !14
  %168 = icmp ugt i16 %77, 127
  br i1 %168, label %169, label %209

169:                                              ; preds = %159
  %170 = icmp eq i64 %52, 0
  br i1 %170, label %171, label %180

171:                                              ; preds = %169
  %172 = add i64 %53, 1
  %173 = load ptr, ptr %44, align 8, !tbaa !13
  %174 = getelementptr inbounds i8, ptr %173, i64 %172
  %175 = load i8, ptr %174, align 1, !tbaa !14
  %176 = zext i8 %175 to i64
  %177 = getelementptr inbounds i32, ptr %32, i64 %172
  %178 = load i32, ptr %177, align 4, !tbaa !11
  %179 = zext i32 %178 to i64
  br label %180

180:                                              ; preds = %169, %171
  %181 = phi i64 [ %172, %171 ], [ %53, %169 ]
  %182 = phi i64 [ %176, %171 ], [ %51, %169 ]
  %183 = phi i64 [ %179, %171 ], [ %52, %169 ]
  %184 = add i64 %183, -1
  %185 = shl nuw nsw i64 %182, 2
  %186 = zext i16 %77 to i32
  %187 = lshr i32 %186, 6
  %188 = and i32 %186, 7
  %189 = icmp eq i32 %187, 2
  %190 = icmp eq i32 %187, 4
  %191 = or i1 %189, %190
  %192 = icmp eq i32 %187, 7
  %193 = or i1 %192, %191
  %194 = tail call i32 @llvm.umin.i32(i32 %188, i32 3)
  %195 = zext nneg i32 %194 to i64
  %196 = select i1 %193, i64 %195, i64 3
  %197 = or disjoint i64 %185, %196
  %198 = getelementptr inbounds %struct.HistogramDistance, ptr %13, i64 %197
  %199 = getelementptr inbounds i8, ptr %59, i64 14
  %200 = load i16, ptr %199, align 2, !tbaa !27
  %201 = and i16 %200, 1023
  %202 = zext nneg i16 %201 to i64
  %203 = getelementptr inbounds [544 x i32], ptr %198, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !11
  %205 = add i32 %204, 1
  store i32 %205, ptr %203, align 4, !tbaa !11
  %206 = getelementptr inbounds i8, ptr %198, i64 2176
  %207 = load i64, ptr %206, align 8, !tbaa !28
  %208 = add i64 %207, 1
  store i64 %208, ptr %206, align 8, !tbaa !28
  br label %209

209:                                              ; preds = %159, %180, %146
  %210 = phi i64 [ %53, %146 ], [ %181, %180 ], [ %53, %159 ]
  %211 = phi i64 [ %52, %146 ], [ %184, %180 ], [ %52, %159 ]
  %212 = phi i64 [ %51, %146 ], [ %182, %180 ], [ %51, %159 ]
  %213 = phi i8 [ %151, %146 ], [ %163, %180 ], [ %163, %159 ]
  %214 = phi i8 [ %152, %146 ], [ %167, %180 ], [ %167, %159 ]
  %215 = add nuw i64 %49, 1
  %216 = icmp eq i64 %215, %1
  br i1 %216, label %217, label %45, !llvm.loop !30

217:                                              ; preds = %209, %37
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"BlockSplit", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 24, !7, i64 32, !7, i64 40}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!6, !10, i64 16}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !17, i64 12}
!16 = !{!"Command", !12, i64 0, !12, i64 4, !12, i64 8, !17, i64 12, !17, i64 14}
!17 = !{!"short", !8, i64 0}
!18 = !{!19, !7, i64 2816}
!19 = !{!"HistogramCommand", !8, i64 0, !7, i64 2816, !20, i64 2824}
!20 = !{!"double", !8, i64 0}
!21 = !{!16, !12, i64 0}
!22 = !{!23, !7, i64 1024}
!23 = !{!"HistogramLiteral", !8, i64 0, !7, i64 1024, !20, i64 1032}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!16, !12, i64 4}
!27 = !{!16, !17, i64 14}
!28 = !{!29, !7, i64 2176}
!29 = !{!"HistogramDistance", !8, i64 0, !7, i64 2176, !20, i64 2184}
!30 = distinct !{!30, !25}
