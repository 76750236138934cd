; ModuleID = '<stdin>'
source_filename = "lz4libs/lz4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @LZ4_decompress_fast(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, ptr %1, i64 %4
  %6 = ptrtoint ptr %5 to i64
  %7 = ptrtoint ptr %1 to i64
  br label %8

8:                                                ; preds = %142, %3
  %9 = phi ptr [ %0, %3 ], [ %59, %142 ]
  %10 = phi ptr [ %1, %3 ], [ %143, %142 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 1
  %12 = load i8, ptr %9, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext nneg i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %17, %8
  %18 = phi ptr [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, ptr %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, ptr %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !8

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi ptr [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint ptr %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %152, label %33

33:                                               ; preds = %27
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %10, ptr nonnull align 1 %28, i64 %29, i1 false)
  %34 = getelementptr inbounds i8, ptr %10, i64 %29
  %35 = getelementptr inbounds i8, ptr %28, i64 %29
  %36 = ptrtoint ptr %34 to i64
  %37 = sub i64 %6, %36
  %38 = icmp ult i64 %37, 12
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = icmp eq ptr %34, %5
  br i1 %40, label %147, label %152

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext nneg i32 %42 to i64
  %44 = load i16, ptr %35, align 1, !tbaa !5
  %45 = zext i16 %44 to i64
  %46 = getelementptr inbounds i8, ptr %35, i64 2
  %47 = icmp eq i32 %42, 15
  br i1 %47, label %48, label %58

48:                                               ; preds = %48, %41
  %49 = phi ptr [ %53, %48 ], [ %46, %41 ]
  %50 = phi i64 [ %54, %48 ], [ 0, %41 ]
  %51 = load i8, ptr %49, align 1, !tbaa !5
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds i8, ptr %49, i64 1
  %54 = add i64 %50, %52
  %55 = icmp eq i8 %51, -1
  br i1 %55, label %48, label %56, !llvm.loop !8

56:                                               ; preds = %48
  %57 = add i64 %54, 15
  br label %58

58:                                               ; preds = %56, %41
  %59 = phi ptr [ %53, %56 ], [ %46, %41 ]
  %60 = phi i64 [ %57, %56 ], [ %43, %41 ]
  %61 = add i64 %60, 4
  %62 = icmp ult i64 %37, %61
  %63 = sub i64 %36, %7
  %64 = icmp ult i64 %63, %45
  %65 = select i1 %62, i1 true, i1 %64
  br i1 %65, label %152, label %66

66:                                               ; preds = %58
  %67 = sub nsw i64 0, %45
  %68 = getelementptr i8, ptr %34, i64 %67
  %69 = icmp eq i64 %61, 0
  br i1 %69, label %142, label %70

70:                                               ; preds = %66
  %71 = icmp ult i64 %61, 8
  %72 = icmp ult i16 %44, 32
  %73 = select i1 %71, i1 true, i1 %72
  br i1 %73, label %105, label %74

74:                                               ; preds = %70
  %75 = icmp ult i64 %61, 32
  br i1 %75, label %93, label %76

76:                                               ; preds = %74
  %77 = and i64 %61, -32
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %86, %78 ]
  %80 = getelementptr inbounds i8, ptr %68, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <16 x i8>, ptr %80, align 1, !tbaa !5
  %83 = load <16 x i8>, ptr %81, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %34, i64 %79
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  store <16 x i8> %82, ptr %84, align 1, !tbaa !5
  store <16 x i8> %83, ptr %85, align 1, !tbaa !5
  %86 = add nuw i64 %79, 32
  %87 = icmp eq i64 %86, %77
  br i1 %87, label %88, label %78, !llvm.loop !10

88:                                               ; preds = %78
  %89 = icmp eq i64 %61, %77
  br i1 %89, label %142, label %90

90:                                               ; preds = %88
  %91 = and i64 %61, 24
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %105, label %93

93:                                               ; preds = %90, %74
  %94 = phi i64 [ %77, %90 ], [ 0, %74 ]
  %95 = and i64 %61, -8
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %94, %93 ], [ %101, %96 ]
  %98 = getelementptr inbounds i8, ptr %68, i64 %97
  %99 = load <8 x i8>, ptr %98, align 1, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %34, i64 %97
  store <8 x i8> %99, ptr %100, align 1, !tbaa !5
  %101 = add nuw i64 %97, 8
  %102 = icmp eq i64 %101, %95
  br i1 %102, label %103, label %96, !llvm.loop !13

103:                                              ; preds = %96
  %104 = icmp eq i64 %61, %95
  br i1 %104, label %142, label %105

105:                                              ; preds = %103, %90, %70
  %106 = phi i64 [ 0, %70 ], [ %77, %90 ], [ %95, %103 ]
  %107 = add i64 %60, 3
  %108 = sub i64 %107, %106
  %109 = and i64 %60, 3
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %120, label %111

111:                                              ; preds = %111, %105
  %112 = phi i64 [ %117, %111 ], [ %106, %105 ]
  %113 = phi i64 [ %118, %111 ], [ 0, %105 ]
  %114 = getelementptr inbounds i8, ptr %68, i64 %112
  %115 = load i8, ptr %114, align 1, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %34, i64 %112
  store i8 %115, ptr %116, align 1, !tbaa !5
  %117 = add nuw i64 %112, 1
  %118 = add i64 %113, 1
  %119 = icmp eq i64 %118, %109
  br i1 %119, label %120, label %111, !llvm.loop !14

120:                                              ; preds = %111, %105
  %121 = phi i64 [ %106, %105 ], [ %117, %111 ]
  %122 = icmp ult i64 %108, 3
  br i1 %122, label %142, label %123

123:                                              ; preds = %123, %120
  %124 = phi i64 [ %140, %123 ], [ %121, %120 ]
  %125 = getelementptr inbounds i8, ptr %68, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %34, i64 %124
  store i8 %126, ptr %127, align 1, !tbaa !5
  %128 = add nuw i64 %124, 1
  %129 = getelementptr inbounds i8, ptr %68, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %34, i64 %128
  store i8 %130, ptr %131, align 1, !tbaa !5
  %132 = add nuw i64 %124, 2
  %133 = getelementptr inbounds i8, ptr %68, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %34, i64 %132
  store i8 %134, ptr %135, align 1, !tbaa !5
  %136 = add nuw i64 %124, 3
  %137 = getelementptr inbounds i8, ptr %68, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %34, i64 %136
  store i8 %138, ptr %139, align 1, !tbaa !5
  %140 = add nuw i64 %124, 4
  %141 = icmp eq i64 %124, %60
  br i1 %141, label %142, label %123, !llvm.loop !16

142:                                              ; preds = %123, %120, %103, %88, %66
  %143 = getelementptr inbounds i8, ptr %34, i64 %61
  %144 = ptrtoint ptr %143 to i64
  %145 = sub i64 %6, %144
  %146 = icmp ult i64 %145, 5
  br i1 %146, label %152, label %8

147:                                              ; preds = %39
  %148 = ptrtoint ptr %35 to i64
  %149 = ptrtoint ptr %0 to i64
  %150 = sub i64 %148, %149
  %151 = trunc i64 %150 to i32
  br label %152

152:                                              ; preds = %147, %142, %58, %39, %27
  %153 = phi i32 [ %151, %147 ], [ -1, %39 ], [ -1, %142 ], [ -1, %58 ], [ -1, %27 ]
  ret i32 %153
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !9, !11, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !9, !11}
