; ModuleID = '<stdin>'
source_filename = "c/dec/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HuffmanCode = type { i8, i16 }

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden i32 @BrotliBuildSimpleHuffmanTable(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = shl nuw i32 1, %1
  switch i32 %3, label %174 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %32
    i32 3, label %108
    i32 4, label %126
  ]

6:                                                ; preds = %4
  %7 = load i16, ptr %2, align 2, !tbaa !5
  %8 = zext i16 %7 to i32
  %9 = shl nuw i32 %8, 16
  store i32 %9, ptr %0, align 2
  br label %174

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %2, i64 2
  %12 = load i16, ptr %11, align 2, !tbaa !5
  %13 = load i16, ptr %2, align 2, !tbaa !5
  %14 = icmp ugt i16 %12, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  br i1 %14, label %16, label %24

16:                                               ; preds = %10
  %17 = zext i16 %13 to i32
  %18 = shl nuw i32 %17, 16
  %19 = or disjoint i32 %18, 1
  store i32 %19, ptr %0, align 2
  %20 = load i16, ptr %11, align 2, !tbaa !5
  %21 = zext i16 %20 to i32
  %22 = shl nuw i32 %21, 16
  %23 = or disjoint i32 %22, 1
  store i32 %23, ptr %15, align 2
  br label %174

24:                                               ; preds = %10
  %25 = zext i16 %12 to i32
  %26 = shl nuw i32 %25, 16
  %27 = or disjoint i32 %26, 1
  store i32 %27, ptr %0, align 2
  %28 = load i16, ptr %2, align 2, !tbaa !5
  %29 = zext i16 %28 to i32
  %30 = shl nuw i32 %29, 16
  %31 = or disjoint i32 %30, 1
  store i32 %31, ptr %15, align 2
  br label %174

32:                                               ; preds = %4
  %33 = load i16, ptr %2, align 2, !tbaa !5
  %34 = zext i16 %33 to i32
  %35 = shl nuw i32 %34, 16
  %36 = or disjoint i32 %35, 1
  store i32 %36, ptr %0, align 2
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i16, ptr %2, align 2, !tbaa !5
  %39 = zext i16 %38 to i32
  %40 = shl nuw i32 %39, 16
  %41 = or disjoint i32 %40, 1
  store i32 %41, ptr %37, align 2
  %42 = getelementptr inbounds i8, ptr %2, i64 4
  %43 = load i16, ptr %42, align 2, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %2, i64 2
  %45 = load i16, ptr %44, align 2, !tbaa !5
  %46 = icmp ugt i16 %43, %45
  %47 = getelementptr inbounds i8, ptr %0, i64 4
  %48 = getelementptr inbounds i8, ptr %0, i64 12
  br i1 %46, label %49, label %57

49:                                               ; preds = %32
  %50 = zext i16 %45 to i32
  %51 = shl nuw i32 %50, 16
  %52 = or disjoint i32 %51, 2
  store i32 %52, ptr %47, align 2
  %53 = load i16, ptr %42, align 2, !tbaa !5
  %54 = zext i16 %53 to i32
  %55 = shl nuw i32 %54, 16
  %56 = or disjoint i32 %55, 2
  store i32 %56, ptr %48, align 2
  br label %174

57:                                               ; preds = %32
  %58 = zext i16 %43 to i32
  %59 = shl nuw i32 %58, 16
  %60 = or disjoint i32 %59, 2
  store i32 %60, ptr %47, align 2
  %61 = load i16, ptr %44, align 2, !tbaa !5
  %62 = zext i16 %61 to i32
  %63 = shl nuw i32 %62, 16
  %64 = or disjoint i32 %63, 2
  store i32 %64, ptr %48, align 2
  br label %174

65:                                               ; preds = %125, %120
  %66 = getelementptr inbounds i8, ptr %2, i64 2
  %67 = getelementptr inbounds i8, ptr %2, i64 4
  %68 = load i16, ptr %67, align 2, !tbaa !5
  %69 = load i16, ptr %66, align 2, !tbaa !5
  %70 = icmp ult i16 %68, %69
  br i1 %70, label %71, label %72

71:                                               ; preds = %65
  store i16 %69, ptr %67, align 2, !tbaa !5
  store i16 %68, ptr %66, align 2, !tbaa !5
  br label %72

72:                                               ; preds = %71, %65
  %73 = phi i16 [ %68, %71 ], [ %69, %65 ]
  %74 = getelementptr inbounds i8, ptr %2, i64 6
  %75 = load i16, ptr %74, align 2, !tbaa !5
  %76 = icmp ult i16 %75, %73
  br i1 %76, label %77, label %78

77:                                               ; preds = %72
  store i16 %73, ptr %74, align 2, !tbaa !5
  store i16 %75, ptr %66, align 2, !tbaa !5
  br label %78

78:                                               ; preds = %77, %72
  %79 = getelementptr inbounds i8, ptr %2, i64 4
  %80 = getelementptr inbounds i8, ptr %2, i64 6
  %81 = load i16, ptr %80, align 2, !tbaa !5
  %82 = load i16, ptr %79, align 2, !tbaa !5
  %83 = icmp ult i16 %81, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %78
  store i16 %82, ptr %80, align 2, !tbaa !5
  store i16 %81, ptr %79, align 2, !tbaa !5
  br label %85

85:                                               ; preds = %84, %78
  %86 = load i16, ptr %2, align 2, !tbaa !5
  %87 = zext i16 %86 to i32
  %88 = shl nuw i32 %87, 16
  %89 = or disjoint i32 %88, 2
  store i32 %89, ptr %0, align 2
  %90 = getelementptr inbounds i8, ptr %0, i64 8
  %91 = getelementptr inbounds i8, ptr %2, i64 2
  %92 = load i16, ptr %91, align 2, !tbaa !5
  %93 = zext i16 %92 to i32
  %94 = shl nuw i32 %93, 16
  %95 = or disjoint i32 %94, 2
  store i32 %95, ptr %90, align 2
  %96 = getelementptr inbounds i8, ptr %0, i64 4
  %97 = getelementptr inbounds i8, ptr %2, i64 4
  %98 = load i16, ptr %97, align 2, !tbaa !5
  %99 = zext i16 %98 to i32
  %100 = shl nuw i32 %99, 16
  %101 = or disjoint i32 %100, 2
  store i32 %101, ptr %96, align 2
  %102 = getelementptr inbounds i8, ptr %0, i64 12
  %103 = getelementptr inbounds i8, ptr %2, i64 6
  %104 = load i16, ptr %103, align 2, !tbaa !5
  %105 = zext i16 %104 to i32
  %106 = shl nuw i32 %105, 16
  %107 = or disjoint i32 %106, 2
  store i32 %107, ptr %102, align 2
  br label %174

108:                                              ; preds = %4
  %109 = getelementptr inbounds i8, ptr %2, i64 2
  %110 = load i16, ptr %109, align 2, !tbaa !5
  %111 = load i16, ptr %2, align 2, !tbaa !5
  %112 = icmp ult i16 %110, %111
  br i1 %112, label %113, label %114

113:                                              ; preds = %108
  store i16 %111, ptr %109, align 2, !tbaa !5
  store i16 %110, ptr %2, align 2, !tbaa !5
  br label %114

114:                                              ; preds = %113, %108
  %115 = phi i16 [ %111, %108 ], [ %110, %113 ]
  %116 = getelementptr inbounds i8, ptr %2, i64 4
  %117 = load i16, ptr %116, align 2, !tbaa !5
  %118 = icmp ult i16 %117, %115
  br i1 %118, label %119, label %120

119:                                              ; preds = %114
  store i16 %115, ptr %116, align 2, !tbaa !5
  store i16 %117, ptr %2, align 2, !tbaa !5
  br label %120

120:                                              ; preds = %119, %114
  %121 = phi i16 [ %117, %119 ], [ %115, %114 ]
  %122 = getelementptr inbounds i8, ptr %2, i64 6
  %123 = load i16, ptr %122, align 2, !tbaa !5
  %124 = icmp ult i16 %123, %121
  br i1 %124, label %125, label %65

125:                                              ; preds = %120
  store i16 %121, ptr %122, align 2, !tbaa !5
  store i16 %123, ptr %2, align 2, !tbaa !5
  br label %65

126:                                              ; preds = %4
  %127 = getelementptr inbounds i8, ptr %2, i64 6
  %128 = load i16, ptr %127, align 2, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %2, i64 4
  %130 = load i16, ptr %129, align 2, !tbaa !5
  %131 = icmp ult i16 %128, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %126
  store i16 %130, ptr %127, align 2, !tbaa !5
  store i16 %128, ptr %129, align 2, !tbaa !5
  br label %133

133:                                              ; preds = %132, %126
  %134 = load i16, ptr %2, align 2, !tbaa !5
  %135 = zext i16 %134 to i32
  %136 = shl nuw i32 %135, 16
  %137 = or disjoint i32 %136, 1
  store i32 %137, ptr %0, align 2
  %138 = getelementptr inbounds i8, ptr %0, i64 4
  %139 = getelementptr inbounds i8, ptr %2, i64 2
  %140 = load i16, ptr %139, align 2, !tbaa !5
  %141 = zext i16 %140 to i32
  %142 = shl nuw i32 %141, 16
  %143 = or disjoint i32 %142, 2
  store i32 %143, ptr %138, align 2
  %144 = getelementptr inbounds i8, ptr %0, i64 8
  %145 = load i16, ptr %2, align 2, !tbaa !5
  %146 = zext i16 %145 to i32
  %147 = shl nuw i32 %146, 16
  %148 = or disjoint i32 %147, 1
  store i32 %148, ptr %144, align 2
  %149 = getelementptr inbounds i8, ptr %0, i64 12
  %150 = load i16, ptr %129, align 2, !tbaa !5
  %151 = zext i16 %150 to i32
  %152 = shl nuw i32 %151, 16
  %153 = or disjoint i32 %152, 3
  store i32 %153, ptr %149, align 2
  %154 = getelementptr inbounds i8, ptr %0, i64 16
  %155 = load i16, ptr %2, align 2, !tbaa !5
  %156 = zext i16 %155 to i32
  %157 = shl nuw i32 %156, 16
  %158 = or disjoint i32 %157, 1
  store i32 %158, ptr %154, align 2
  %159 = getelementptr inbounds i8, ptr %0, i64 20
  %160 = load i16, ptr %139, align 2, !tbaa !5
  %161 = zext i16 %160 to i32
  %162 = shl nuw i32 %161, 16
  %163 = or disjoint i32 %162, 2
  store i32 %163, ptr %159, align 2
  %164 = getelementptr inbounds i8, ptr %0, i64 24
  %165 = load i16, ptr %2, align 2, !tbaa !5
  %166 = zext i16 %165 to i32
  %167 = shl nuw i32 %166, 16
  %168 = or disjoint i32 %167, 1
  store i32 %168, ptr %164, align 2
  %169 = getelementptr inbounds i8, ptr %0, i64 28
  %170 = load i16, ptr %127, align 2, !tbaa !5
  %171 = zext i16 %170 to i32
  %172 = shl nuw i32 %171, 16
  %173 = or disjoint i32 %172, 3
  store i32 %173, ptr %169, align 2
  br label %174

174:                                              ; preds = %133, %85, %57, %49, %24, %16, %6, %4
  %175 = phi i32 [ 1, %4 ], [ 8, %133 ], [ 4, %85 ], [ 1, %6 ], [ 2, %24 ], [ 2, %16 ], [ 4, %57 ], [ 4, %49 ]
  %176 = icmp eq i32 %175, %5
  br i1 %176, label %184, label %177

177:                                              ; preds = %177, %174
  %178 = phi i32 [ %182, %177 ], [ %175, %174 ]
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds %struct.HuffmanCode, ptr %0, i64 %179
  %181 = shl nuw nsw i64 %179, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %180, ptr align 2 %0, i64 %181, i1 false)
  %182 = shl i32 %178, 1
  %183 = icmp eq i32 %182, %5
  br i1 %183, label %184, label %177, !llvm.loop !9

184:                                              ; preds = %177, %174
  ret i32 %5
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
