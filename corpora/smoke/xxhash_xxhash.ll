; ModuleID = '<stdin>'
source_filename = "deps/xxhash/xxhash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @XXH32(ptr noundef readonly %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %59, label %5

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 15
  br i1 %6, label %7, label %55

7:                                                ; preds = %5
  %8 = add i32 %2, 606290984
  %9 = add i32 %2, -2048144777
  %10 = add i32 %2, 1640531535
  %11 = getelementptr inbounds i8, ptr %0, i64 %1
  %12 = getelementptr inbounds i8, ptr %11, i64 -15
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i32 [ %10, %7 ], [ %41, %13 ]
  %15 = phi i32 [ %2, %7 ], [ %35, %13 ]
  %16 = phi i32 [ %9, %7 ], [ %29, %13 ]
  %17 = phi i32 [ %8, %7 ], [ %23, %13 ]
  %18 = phi ptr [ %0, %7 ], [ %42, %13 ]
  %19 = load i32, ptr %18, align 1, !tbaa !5
  %20 = mul i32 %19, -2048144777
  %21 = add i32 %20, %17
  %22 = tail call i32 @llvm.fshl.i32(i32 %21, i32 %21, i32 13)
  %23 = mul i32 %22, -1640531535
  %24 = getelementptr inbounds i8, ptr %18, i64 4
  %25 = load i32, ptr %24, align 1, !tbaa !5
  %26 = mul i32 %25, -2048144777
  %27 = add i32 %26, %16
  %28 = tail call i32 @llvm.fshl.i32(i32 %27, i32 %27, i32 13)
  %29 = mul i32 %28, -1640531535
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  %31 = load i32, ptr %30, align 1, !tbaa !5
  %32 = mul i32 %31, -2048144777
  %33 = add i32 %32, %15
  %34 = tail call i32 @llvm.fshl.i32(i32 %33, i32 %33, i32 13)
  %35 = mul i32 %34, -1640531535
  %36 = getelementptr inbounds i8, ptr %18, i64 12
  %37 = load i32, ptr %36, align 1, !tbaa !5
  %38 = mul i32 %37, -2048144777
  %39 = add i32 %38, %14
  %40 = tail call i32 @llvm.fshl.i32(i32 %39, i32 %39, i32 13)
  %41 = mul i32 %40, -1640531535
  %42 = getelementptr inbounds i8, ptr %18, i64 16
  %43 = icmp ult ptr %42, %12
  br i1 %43, label %13, label %44, !llvm.loop !8

44:                                               ; preds = %13
  %45 = tail call i32 @llvm.fshl.i32(i32 %23, i32 %23, i32 1)
  %46 = tail call i32 @llvm.fshl.i32(i32 %29, i32 %29, i32 7)
  %47 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 12)
  %48 = tail call i32 @llvm.fshl.i32(i32 %41, i32 %41, i32 18)
  %49 = trunc i64 %1 to i32
  %50 = add i32 %45, %49
  %51 = add i32 %50, %46
  %52 = add i32 %51, %47
  %53 = add i32 %52, %48
  %54 = and i64 %1, 15
  br label %62

55:                                               ; preds = %5
  %56 = add i32 %2, 374761393
  %57 = trunc nuw i64 %1 to i32
  %58 = add i32 %56, %57
  br label %62

59:                                               ; preds = %3
  %60 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %60)
  %61 = add i32 %2, 374761393
  br label %188

62:                                               ; preds = %55, %44
  %63 = phi i64 [ %54, %44 ], [ %1, %55 ]
  %64 = phi i32 [ %53, %44 ], [ %58, %55 ]
  %65 = phi ptr [ %42, %44 ], [ %0, %55 ]
  %66 = icmp ugt i64 %63, 3
  br i1 %66, label %67, label %95

67:                                               ; preds = %62
  %68 = add nsw i64 %63, -4
  %69 = lshr i64 %68, 2
  %70 = add nuw nsw i64 %69, 1
  %71 = and i64 %70, 3
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %87, label %73

73:                                               ; preds = %73, %67
  %74 = phi i32 [ %83, %73 ], [ %64, %67 ]
  %75 = phi i64 [ %84, %73 ], [ %63, %67 ]
  %76 = phi ptr [ %81, %73 ], [ %65, %67 ]
  %77 = phi i64 [ %85, %73 ], [ 0, %67 ]
  %78 = load i32, ptr %76, align 1, !tbaa !5
  %79 = mul i32 %78, -1028477379
  %80 = add i32 %79, %74
  %81 = getelementptr inbounds i8, ptr %76, i64 4
  %82 = tail call i32 @llvm.fshl.i32(i32 %80, i32 %80, i32 17)
  %83 = mul i32 %82, 668265263
  %84 = add nsw i64 %75, -4
  %85 = add i64 %77, 1
  %86 = icmp eq i64 %85, %71
  br i1 %86, label %87, label %73, !llvm.loop !10

87:                                               ; preds = %73, %67
  %88 = phi i32 [ %64, %67 ], [ %83, %73 ]
  %89 = phi i64 [ %63, %67 ], [ %84, %73 ]
  %90 = phi ptr [ %65, %67 ], [ %81, %73 ]
  %91 = phi ptr [ poison, %67 ], [ %81, %73 ]
  %92 = phi i32 [ poison, %67 ], [ %83, %73 ]
  %93 = phi i64 [ poison, %67 ], [ %84, %73 ]
  %94 = icmp ult i64 %68, 12
  br i1 %94, label %95, label %124

95:                                               ; preds = %124, %87, %62
  %96 = phi ptr [ %65, %62 ], [ %91, %87 ], [ %149, %124 ]
  %97 = phi i64 [ %63, %62 ], [ %93, %87 ], [ %152, %124 ]
  %98 = phi i32 [ %64, %62 ], [ %92, %87 ], [ %151, %124 ]
  %99 = icmp eq i64 %97, 0
  br i1 %99, label %188, label %100

100:                                              ; preds = %95
  %101 = and i64 %97, 3
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %118, label %103

103:                                              ; preds = %103, %100
  %104 = phi i32 [ %114, %103 ], [ %98, %100 ]
  %105 = phi i64 [ %115, %103 ], [ %97, %100 ]
  %106 = phi ptr [ %108, %103 ], [ %96, %100 ]
  %107 = phi i64 [ %116, %103 ], [ 0, %100 ]
  %108 = getelementptr inbounds i8, ptr %106, i64 1
  %109 = load i8, ptr %106, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = mul i32 %110, 374761393
  %112 = add i32 %111, %104
  %113 = tail call i32 @llvm.fshl.i32(i32 %112, i32 %112, i32 11)
  %114 = mul i32 %113, -1640531535
  %115 = add nsw i64 %105, -1
  %116 = add i64 %107, 1
  %117 = icmp eq i64 %116, %101
  br i1 %117, label %118, label %103, !llvm.loop !12

118:                                              ; preds = %103, %100
  %119 = phi i32 [ poison, %100 ], [ %114, %103 ]
  %120 = phi i32 [ %98, %100 ], [ %114, %103 ]
  %121 = phi i64 [ %97, %100 ], [ %115, %103 ]
  %122 = phi ptr [ %96, %100 ], [ %108, %103 ]
  %123 = icmp ult i64 %97, 4
  br i1 %123, label %188, label %154

124:                                              ; preds = %124, %87
  %125 = phi i32 [ %151, %124 ], [ %88, %87 ]
  %126 = phi i64 [ %152, %124 ], [ %89, %87 ]
  %127 = phi ptr [ %149, %124 ], [ %90, %87 ]
  %128 = load i32, ptr %127, align 1, !tbaa !5
  %129 = mul i32 %128, -1028477379
  %130 = add i32 %129, %125
  %131 = getelementptr inbounds i8, ptr %127, i64 4
  %132 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 17)
  %133 = mul i32 %132, 668265263
  %134 = load i32, ptr %131, align 1, !tbaa !5
  %135 = mul i32 %134, -1028477379
  %136 = add i32 %135, %133
  %137 = getelementptr inbounds i8, ptr %127, i64 8
  %138 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 17)
  %139 = mul i32 %138, 668265263
  %140 = load i32, ptr %137, align 1, !tbaa !5
  %141 = mul i32 %140, -1028477379
  %142 = add i32 %141, %139
  %143 = getelementptr inbounds i8, ptr %127, i64 12
  %144 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 17)
  %145 = mul i32 %144, 668265263
  %146 = load i32, ptr %143, align 1, !tbaa !5
  %147 = mul i32 %146, -1028477379
  %148 = add i32 %147, %145
  %149 = getelementptr inbounds i8, ptr %127, i64 16
  %150 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 17)
  %151 = mul i32 %150, 668265263
  %152 = add nsw i64 %126, -16
  %153 = icmp ugt i64 %152, 3
  br i1 %153, label %124, label %95, !llvm.loop !13

154:                                              ; preds = %154, %118
  %155 = phi i32 [ %185, %154 ], [ %120, %118 ]
  %156 = phi i64 [ %186, %154 ], [ %121, %118 ]
  %157 = phi ptr [ %179, %154 ], [ %122, %118 ]
  %158 = getelementptr inbounds i8, ptr %157, i64 1
  %159 = load i8, ptr %157, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = mul i32 %160, 374761393
  %162 = add i32 %161, %155
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 11)
  %164 = mul i32 %163, -1640531535
  %165 = getelementptr inbounds i8, ptr %157, i64 2
  %166 = load i8, ptr %158, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = mul i32 %167, 374761393
  %169 = add i32 %168, %164
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 11)
  %171 = mul i32 %170, -1640531535
  %172 = getelementptr inbounds i8, ptr %157, i64 3
  %173 = load i8, ptr %165, align 1, !tbaa !5
  %174 = zext i8 %173 to i32
  %175 = mul i32 %174, 374761393
  %176 = add i32 %175, %171
  %177 = tail call i32 @llvm.fshl.i32(i32 %176, i32 %176, i32 11)
  %178 = mul i32 %177, -1640531535
  %179 = getelementptr inbounds i8, ptr %157, i64 4
  %180 = load i8, ptr %172, align 1, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = mul i32 %181, 374761393
  %183 = add i32 %182, %178
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 11)
  %185 = mul i32 %184, -1640531535
  %186 = add nsw i64 %156, -4
  %187 = icmp eq i64 %186, 0
  br i1 %187, label %188, label %154, !llvm.loop !14

188:                                              ; preds = %154, %118, %95, %59
  %189 = phi i32 [ %98, %95 ], [ %61, %59 ], [ %119, %118 ], [ %185, %154 ]
  %190 = lshr i32 %189, 15
  %191 = xor i32 %190, %189
  %192 = mul i32 %191, -2048144777
  %193 = lshr i32 %192, 13
  %194 = xor i32 %193, %192
  %195 = mul i32 %194, -1028477379
  %196 = lshr i32 %195, 16
  %197 = xor i32 %196, %195
  ret i32 %197
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
