; ModuleID = 'c/enc/compress_fragment_two_pass.c'
source_filename = "c/enc/compress_fragment_two_pass.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@StoreCommands.kNumExtraBits = internal unnamed_addr constant [128 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 12, i32 14, i32 24, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 24, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13, i32 14, i32 14, i32 15, i32 15, i32 16, i32 16, i32 17, i32 17, i32 18, i32 18, i32 19, i32 19, i32 20, i32 20, i32 21, i32 21, i32 22, i32 22, i32 23, i32 23, i32 24, i32 24], align 16
@StoreCommands.kInsertOffset = internal unnamed_addr constant [24 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8, i32 10, i32 14, i32 18, i32 26, i32 34, i32 50, i32 66, i32 98, i32 130, i32 194, i32 322, i32 578, i32 1090, i32 2114, i32 6210, i32 22594], align 16

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompressFragmentTwoPass(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr nocapture noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #0 {
  %11 = load i64, ptr %8, align 8, !tbaa !5
  %12 = trunc i64 %7 to i32
  %13 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %12, i1 true)
  %14 = xor i32 %13, 31
  switch i32 %14, label %25 [
    i32 8, label %15
    i32 9, label %16
    i32 10, label %17
    i32 11, label %18
    i32 12, label %19
    i32 13, label %20
    i32 14, label %21
    i32 15, label %22
    i32 16, label %23
    i32 17, label %24
  ]

15:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl8(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

16:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl9(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

17:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl10(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

18:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl11(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

19:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl12(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

20:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl13(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

21:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl14(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

22:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl15(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

23:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl16(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

24:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl17(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef nonnull %8, ptr noundef %9)
  br label %25

25:                                               ; preds = %10, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15
  %26 = load i64, ptr %8, align 8, !tbaa !5
  %27 = sub i64 %26, %11
  %28 = shl i64 %2, 3
  %29 = add i64 %28, 31
  %30 = icmp ugt i64 %27, %29
  br i1 %30, label %31, label %81

31:                                               ; preds = %25
  %32 = trunc i64 %11 to i8
  %33 = and i8 %32, 7
  %34 = shl nsw i8 -1, %33
  %35 = xor i8 %34, -1
  %36 = lshr i64 %11, 3
  %37 = getelementptr inbounds i8, ptr %9, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !9
  %39 = and i8 %38, %35
  store i8 %39, ptr %37, align 1, !tbaa !9
  store i64 %11, ptr %8, align 8, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %40 = load i8, ptr %37, align 1, !tbaa !9, !alias.scope !13, !noalias !10
  %41 = zext i8 %40 to i64
  store i64 %41, ptr %37, align 1, !noalias !10
  %42 = add i64 %11, 1
  store i64 %42, ptr %8, align 8, !tbaa !5, !alias.scope !10, !noalias !13
  %43 = icmp ult i64 %2, 65537
  %44 = icmp ult i64 %2, 1048577
  %45 = select i1 %44, i64 5, i64 6
  %46 = select i1 %43, i64 4, i64 %45
  %47 = add nsw i64 %46, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %48 = lshr i64 %42, 3
  %49 = getelementptr inbounds i8, ptr %9, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !9, !alias.scope !18, !noalias !15
  %51 = zext i8 %50 to i64
  %52 = and i64 %42, 7
  %53 = shl nuw nsw i64 %47, %52
  %54 = or i64 %53, %51
  store i64 %54, ptr %49, align 1, !noalias !15
  %55 = add i64 %11, 3
  store i64 %55, ptr %8, align 8, !tbaa !5, !alias.scope !15, !noalias !18
  %56 = shl nuw nsw i64 %46, 2
  %57 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  %58 = lshr i64 %55, 3
  %59 = getelementptr inbounds i8, ptr %9, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !9, !alias.scope !23, !noalias !20
  %61 = zext i8 %60 to i64
  %62 = and i64 %55, 7
  %63 = shl i64 %57, %62
  %64 = or i64 %63, %61
  store i64 %64, ptr %59, align 1, !noalias !20
  %65 = add i64 %55, %56
  store i64 %65, ptr %8, align 8, !tbaa !5, !alias.scope !20, !noalias !23
  %66 = lshr i64 %65, 3
  %67 = getelementptr inbounds i8, ptr %9, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !9, !alias.scope !25, !noalias !28
  %69 = zext i8 %68 to i64
  %70 = and i64 %65, 7
  %71 = shl nuw nsw i64 1, %70
  %72 = or i64 %71, %69
  store i64 %72, ptr %67, align 1, !noalias !28
  %73 = add i64 %65, 8
  %74 = and i64 %73, 4294967288
  store i64 %74, ptr %8, align 8, !tbaa !5
  %75 = lshr exact i64 %74, 3
  %76 = getelementptr inbounds i8, ptr %9, i64 %75
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %76, ptr readonly align 1 %1, i64 %2, i1 false)
  %77 = load i64, ptr %8, align 8, !tbaa !5
  %78 = add i64 %77, %28
  store i64 %78, ptr %8, align 8, !tbaa !5
  %79 = lshr i64 %78, 3
  %80 = getelementptr inbounds i8, ptr %9, i64 %79
  store i8 0, ptr %80, align 1, !tbaa !9
  br label %81

81:                                               ; preds = %31, %25
  %82 = icmp eq i32 %3, 0
  br i1 %82, label %102, label %83

83:                                               ; preds = %81
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %84 = load i64, ptr %8, align 8, !tbaa !5, !alias.scope !30, !noalias !33
  %85 = lshr i64 %84, 3
  %86 = getelementptr inbounds i8, ptr %9, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9, !alias.scope !33, !noalias !30
  %88 = zext i8 %87 to i64
  %89 = and i64 %84, 7
  %90 = shl nuw nsw i64 1, %89
  %91 = or i64 %90, %88
  store i64 %91, ptr %86, align 1, !noalias !30
  %92 = add i64 %84, 1
  store i64 %92, ptr %8, align 8, !tbaa !5, !alias.scope !30, !noalias !33
  %93 = lshr i64 %92, 3
  %94 = getelementptr inbounds i8, ptr %9, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !9, !alias.scope !35, !noalias !38
  %96 = zext i8 %95 to i64
  %97 = and i64 %92, 7
  %98 = shl nuw nsw i64 1, %97
  %99 = or i64 %98, %96
  store i64 %99, ptr %94, align 1, !noalias !38
  %100 = add i64 %84, 9
  %101 = and i64 %100, 4294967288
  store i64 %101, ptr %8, align 8, !tbaa !5
  br label %102

102:                                              ; preds = %83, %81
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl8(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 56
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 56
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 56
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 56
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 56
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 56
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 56
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 56
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !50, !noalias !53
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !53, !noalias !50
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !50
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !50, !noalias !53
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !58, !noalias !55
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !55
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !55, !noalias !58
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !63, !noalias !60
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !60
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !60, !noalias !63
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !68, !noalias !65
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !65
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !65, !noalias !68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !73, !noalias !70
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !70
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !70, !noalias !73
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !75)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !75, !noalias !78
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !78, !noalias !75
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !75
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !75, !noalias !78
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !80)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !83)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !83, !noalias !80
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !80
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !80, !noalias !83
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !88, !noalias !85
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !85
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !85, !noalias !88
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !90, !noalias !93
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !93
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl9(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 55
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 55
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 55
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 55
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 55
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 55
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 55
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 55
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !96)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !99)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !96, !noalias !99
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !99, !noalias !96
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !96
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !96, !noalias !99
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !101)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !104)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !104, !noalias !101
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !101
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !101, !noalias !104
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !109, !noalias !106
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !106
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !106, !noalias !109
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !114)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !114, !noalias !111
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !111
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !111, !noalias !114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !116)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !119)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !119, !noalias !116
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !116
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !116, !noalias !119
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !121)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !121, !noalias !124
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !124, !noalias !121
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !121
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !121, !noalias !124
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !126)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !129, !noalias !126
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !126
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !126, !noalias !129
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !131)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !134)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !134, !noalias !131
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !131
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !131, !noalias !134
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !136, !noalias !139
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !139
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl10(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 54
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 54
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 54
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 54
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 54
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 54
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 54
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 54
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !141)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !144)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !141, !noalias !144
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !144, !noalias !141
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !141
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !141, !noalias !144
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !146)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !149)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !149, !noalias !146
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !146
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !146, !noalias !149
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !151)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !154, !noalias !151
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !151
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !151, !noalias !154
  tail call void @llvm.experimental.noalias.scope.decl(metadata !156)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !159)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !159, !noalias !156
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !156
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !156, !noalias !159
  tail call void @llvm.experimental.noalias.scope.decl(metadata !161)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !164, !noalias !161
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !161
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !161, !noalias !164
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !166)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !169)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !166, !noalias !169
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !169, !noalias !166
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !166
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !166, !noalias !169
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !171)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !174)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !174, !noalias !171
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !171
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !171, !noalias !174
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !176)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !179)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !179, !noalias !176
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !176
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !176, !noalias !179
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !181, !noalias !184
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !184
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl11(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 53
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 53
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 53
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 53
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 53
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 53
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 53
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 53
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !186, !noalias !189
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !189, !noalias !186
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !186
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !186, !noalias !189
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !191)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !194)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !194, !noalias !191
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !191
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !191, !noalias !194
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !196)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !199)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !199, !noalias !196
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !196
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !196, !noalias !199
  tail call void @llvm.experimental.noalias.scope.decl(metadata !201)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !204, !noalias !201
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !201
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !201, !noalias !204
  tail call void @llvm.experimental.noalias.scope.decl(metadata !206)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !209)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !209, !noalias !206
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !206
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !206, !noalias !209
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !211)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !214)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !211, !noalias !214
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !214, !noalias !211
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !211
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !211, !noalias !214
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !216)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !219)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !219, !noalias !216
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !216
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !216, !noalias !219
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !221)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !224, !noalias !221
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !221
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !221, !noalias !224
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !226, !noalias !229
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !229
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl12(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 52
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 52
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 52
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 52
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 52
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 52
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 52
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 52
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !231)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !234)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !231, !noalias !234
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !234, !noalias !231
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !231
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !231, !noalias !234
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !236)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !239, !noalias !236
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !236
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !236, !noalias !239
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !241)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !244)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !244, !noalias !241
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !241
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !241, !noalias !244
  tail call void @llvm.experimental.noalias.scope.decl(metadata !246)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !249, !noalias !246
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !246
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !246, !noalias !249
  tail call void @llvm.experimental.noalias.scope.decl(metadata !251)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !254)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !254, !noalias !251
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !251
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !251, !noalias !254
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !256, !noalias !259
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !259, !noalias !256
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !256
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !256, !noalias !259
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !261)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !264, !noalias !261
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !261
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !261, !noalias !264
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !266)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !269)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !269, !noalias !266
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !266
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !266, !noalias !269
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !271, !noalias !274
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !274
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl13(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 51
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 51
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 51
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 51
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 51
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 51
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 51
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 51
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !276)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !279)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !276, !noalias !279
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !279, !noalias !276
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !276
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !276, !noalias !279
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !281)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !284)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !284, !noalias !281
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !281
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !281, !noalias !284
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !286)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !289)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !289, !noalias !286
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !286
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !286, !noalias !289
  tail call void @llvm.experimental.noalias.scope.decl(metadata !291)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !294)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !294, !noalias !291
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !291
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !291, !noalias !294
  tail call void @llvm.experimental.noalias.scope.decl(metadata !296)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !299)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !299, !noalias !296
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !296
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !296, !noalias !299
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !304)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !301, !noalias !304
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !304, !noalias !301
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !301
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !301, !noalias !304
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !306)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !309)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !309, !noalias !306
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !306
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !306, !noalias !309
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !314, !noalias !311
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !311
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !311, !noalias !314
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !316, !noalias !319
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !319
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl14(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 50
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 50
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 50
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 50
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 50
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 50
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 50
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 50
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !321)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !324)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !321, !noalias !324
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !324, !noalias !321
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !321
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !321, !noalias !324
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !326)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !329)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !329, !noalias !326
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !326
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !326, !noalias !329
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !331)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !334)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !334, !noalias !331
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !331
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !331, !noalias !334
  tail call void @llvm.experimental.noalias.scope.decl(metadata !336)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !339, !noalias !336
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !336
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !336, !noalias !339
  tail call void @llvm.experimental.noalias.scope.decl(metadata !341)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !344)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !344, !noalias !341
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !341
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !341, !noalias !344
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !346)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !349)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !346, !noalias !349
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !349, !noalias !346
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !346
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !346, !noalias !349
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !351)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !354)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !354, !noalias !351
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !351
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !351, !noalias !354
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !356)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !359)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !359, !noalias !356
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !356
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !356, !noalias !359
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !361, !noalias !364
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !364
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl15(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %615, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  %14 = getelementptr i8, ptr %1, i64 4
  br label %15

15:                                               ; preds = %10, %612
  %16 = phi ptr [ %1, %10 ], [ %19, %612 ]
  %17 = phi i64 [ %2, %10 ], [ %613, %612 ]
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 131072)
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  %20 = icmp ugt i64 %17, 15
  br i1 %20, label %21, label %448, !prof !40

21:                                               ; preds = %15
  %22 = add nsw i64 %18, -4
  %23 = add i64 %17, -16
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23)
  %25 = getelementptr inbounds i8, ptr %16, i64 %24
  %26 = ptrtoint ptr %19 to i64
  %27 = add i64 %26, -4
  br label %28

28:                                               ; preds = %290, %21
  %29 = phi ptr [ %3, %21 ], [ %291, %290 ]
  %30 = phi ptr [ %4, %21 ], [ %182, %290 ]
  %31 = phi i32 [ -1, %21 ], [ %292, %290 ]
  %32 = phi ptr [ %16, %21 ], [ %293, %290 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = load i64, ptr %33, align 1
  %35 = sext i32 %31 to i64
  %36 = sub nsw i64 0, %35
  %37 = icmp sgt i32 %31, 0
  br label %38

38:                                               ; preds = %73, %28
  %39 = phi ptr [ %33, %28 ], [ %47, %73 ]
  %40 = phi i32 [ 32, %28 ], [ %44, %73 ]
  %41 = phi i64 [ %34, %28 ], [ %50, %73 ]
  %42 = mul i64 %41, 2176830425094160384
  %43 = lshr i64 %42, 49
  %44 = add i32 %40, 1
  %45 = lshr i32 %40, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %39, i64 %46
  %48 = icmp ugt ptr %47, %25
  br i1 %48, label %448, label %49, !prof !41

49:                                               ; preds = %38
  %50 = load i64, ptr %47, align 1
  %51 = getelementptr inbounds i8, ptr %39, i64 %36
  %52 = load i32, ptr %39, align 1
  %53 = load i32, ptr %51, align 1
  %54 = icmp eq i32 %52, %53
  %55 = select i1 %54, i1 %37, i1 false
  br i1 %55, label %56, label %62, !prof !42

56:                                               ; preds = %49
  %57 = getelementptr inbounds i8, ptr %39, i64 %36
  %58 = ptrtoint ptr %39 to i64
  %59 = sub i64 %58, %11
  %60 = trunc i64 %59 to i32
  %61 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %60, ptr %61, align 4, !tbaa !43
  br label %76

62:                                               ; preds = %49
  %63 = getelementptr inbounds i32, ptr %5, i64 %43
  %64 = load i32, ptr %63, align 4, !tbaa !43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %1, i64 %65
  %67 = ptrtoint ptr %39 to i64
  %68 = sub i64 %67, %11
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !43
  %70 = load i32, ptr %39, align 1
  %71 = load i32, ptr %66, align 1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %74, label %73

73:                                               ; preds = %62, %76
  br label %38, !llvm.loop !45

74:                                               ; preds = %62
  %75 = getelementptr inbounds i8, ptr %1, i64 %65
  br label %76

76:                                               ; preds = %74, %56
  %77 = phi i64 [ %58, %56 ], [ %67, %74 ]
  %78 = phi ptr [ %57, %56 ], [ %75, %74 ]
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %77, %79
  %81 = icmp sgt i64 %80, 262128
  br i1 %81, label %73, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %78, i64 4
  %84 = getelementptr inbounds i8, ptr %39, i64 4
  %85 = sub i64 %27, %77
  %86 = icmp ugt i64 %85, 7
  br i1 %86, label %94, label %87

87:                                               ; preds = %109, %82
  %88 = phi i64 [ %85, %82 ], [ %112, %109 ]
  %89 = phi ptr [ %84, %82 ], [ %110, %109 ]
  %90 = phi ptr [ %83, %82 ], [ %111, %109 ]
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %126, label %92

92:                                               ; preds = %87
  %93 = getelementptr i8, ptr %90, i64 %88
  br label %114

94:                                               ; preds = %82, %109
  %95 = phi ptr [ %111, %109 ], [ %83, %82 ]
  %96 = phi ptr [ %110, %109 ], [ %84, %82 ]
  %97 = phi i64 [ %112, %109 ], [ %85, %82 ]
  %98 = load i64, ptr %96, align 1
  %99 = load i64, ptr %95, align 1
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %109, label %101

101:                                              ; preds = %94
  %102 = xor i64 %99, %98
  %103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %102, i1 true)
  %104 = ptrtoint ptr %95 to i64
  %105 = ptrtoint ptr %83 to i64
  %106 = sub i64 %104, %105
  %107 = lshr i64 %103, 3
  %108 = add i64 %106, %107
  br label %131

109:                                              ; preds = %94
  %110 = getelementptr inbounds i8, ptr %96, i64 8
  %111 = getelementptr inbounds i8, ptr %95, i64 8
  %112 = add i64 %97, -8
  %113 = icmp ugt i64 %112, 7
  br i1 %113, label %94, label %87, !llvm.loop !47

114:                                              ; preds = %92, %121
  %115 = phi ptr [ %124, %121 ], [ %90, %92 ]
  %116 = phi ptr [ %123, %121 ], [ %89, %92 ]
  %117 = phi i64 [ %122, %121 ], [ %88, %92 ]
  %118 = load i8, ptr %115, align 1, !tbaa !9
  %119 = load i8, ptr %116, align 1, !tbaa !9
  %120 = icmp eq i8 %118, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %114
  %122 = add nsw i64 %117, -1
  %123 = getelementptr inbounds i8, ptr %116, i64 1
  %124 = getelementptr inbounds i8, ptr %115, i64 1
  %125 = icmp eq i64 %122, 0
  br i1 %125, label %126, label %114, !llvm.loop !48

126:                                              ; preds = %121, %114, %87
  %127 = phi ptr [ %90, %87 ], [ %115, %114 ], [ %93, %121 ]
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %83 to i64
  %130 = sub i64 %128, %129
  br label %131

131:                                              ; preds = %101, %126
  %132 = phi i64 [ %108, %101 ], [ %130, %126 ]
  %133 = add i64 %132, 4
  %134 = trunc i64 %80 to i32
  %135 = ptrtoint ptr %32 to i64
  %136 = sub i64 %77, %135
  %137 = trunc i64 %136 to i32
  %138 = getelementptr inbounds i8, ptr %39, i64 %133
  %139 = icmp ult i32 %137, 6
  br i1 %139, label %177, label %140

140:                                              ; preds = %131
  %141 = icmp ult i32 %137, 130
  br i1 %141, label %142, label %154

142:                                              ; preds = %140
  %143 = add nsw i32 %137, -2
  %144 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %143, i1 true)
  %145 = sub nuw nsw i32 30, %144
  %146 = lshr i32 %143, %145
  %147 = shl nuw nsw i32 %145, 1
  %148 = add nuw nsw i32 %146, 2
  %149 = add nuw nsw i32 %148, %147
  %150 = shl nuw nsw i32 %146, %145
  %151 = sub nsw i32 %143, %150
  %152 = shl nsw i32 %151, 8
  %153 = or i32 %152, %149
  br label %177

154:                                              ; preds = %140
  %155 = icmp ult i32 %137, 2114
  br i1 %155, label %156, label %165

156:                                              ; preds = %154
  %157 = add nsw i32 %137, -66
  %158 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %157, i1 true)
  %159 = xor i32 %158, 31
  %160 = shl nsw i32 -1, %159
  %161 = add nsw i32 %160, %157
  %162 = shl nsw i32 %161, 8
  %163 = sub i32 %162, %158
  %164 = add i32 %163, 41
  br label %177

165:                                              ; preds = %154
  %166 = icmp ult i32 %137, 6210
  br i1 %166, label %167, label %170

167:                                              ; preds = %165
  %168 = shl nuw nsw i32 %137, 8
  %169 = add nsw i32 %168, -541163
  br label %177

170:                                              ; preds = %165
  %171 = icmp ult i32 %137, 22594
  %172 = shl i32 %137, 8
  br i1 %171, label %173, label %175

173:                                              ; preds = %170
  %174 = add nsw i32 %172, -1589738
  br label %177

175:                                              ; preds = %170
  %176 = add i32 %172, -5784041
  br label %177

177:                                              ; preds = %131, %142, %156, %167, %173, %175
  %178 = phi i32 [ %153, %142 ], [ %164, %156 ], [ %169, %167 ], [ %174, %173 ], [ %176, %175 ], [ %137, %131 ]
  store i32 %178, ptr %29, align 4, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %29, i64 4
  %180 = shl i64 %136, 32
  %181 = ashr exact i64 %180, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %32, i64 %181, i1 false)
  %182 = getelementptr inbounds i8, ptr %30, i64 %181
  %183 = icmp eq i32 %31, %134
  br i1 %183, label %199, label %184

184:                                              ; preds = %177
  %185 = add i32 %134, 3
  %186 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %185, i1 true)
  %187 = sub nsw i32 30, %186
  %188 = lshr i32 %185, %187
  %189 = and i32 %188, 1
  %190 = or disjoint i32 %189, 2
  %191 = shl nuw i32 %190, %187
  %192 = shl nuw nsw i32 %186, 1
  %193 = xor i32 %192, 62
  %194 = add nuw nsw i32 %193, 76
  %195 = sub i32 %185, %191
  %196 = shl i32 %195, 8
  %197 = or disjoint i32 %194, %196
  %198 = or disjoint i32 %197, %189
  br label %199

199:                                              ; preds = %177, %184
  %200 = phi i32 [ %198, %184 ], [ 64, %177 ]
  %201 = phi i32 [ %134, %184 ], [ %31, %177 ]
  store i32 %200, ptr %179, align 4, !tbaa !43
  %202 = getelementptr inbounds i8, ptr %29, i64 8
  %203 = icmp ult i64 %133, 12
  br i1 %203, label %204, label %207

204:                                              ; preds = %199
  %205 = trunc nuw i64 %133 to i32
  %206 = add nuw nsw i32 %205, 20
  store i32 %206, ptr %202, align 4, !tbaa !43
  br label %255

207:                                              ; preds = %199
  %208 = icmp ult i64 %133, 72
  br i1 %208, label %209, label %224

209:                                              ; preds = %207
  %210 = add nsw i64 %132, -4
  %211 = trunc i64 %210 to i32
  %212 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %211, i1 true)
  %213 = sub nuw nsw i32 30, %212
  %214 = zext nneg i32 %213 to i64
  %215 = lshr i64 %210, %214
  %216 = shl nuw nsw i64 %214, 1
  %217 = add nuw nsw i64 %215, 28
  %218 = add nuw nsw i64 %217, %216
  %219 = shl nuw nsw i64 %215, %214
  %220 = sub nsw i64 %210, %219
  %221 = shl nsw i64 %220, 8
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  store i32 %223, ptr %202, align 4, !tbaa !43
  br label %255

224:                                              ; preds = %207
  %225 = icmp ult i64 %133, 136
  br i1 %225, label %226, label %235

226:                                              ; preds = %224
  %227 = add nsw i64 %132, -4
  %228 = lshr i64 %227, 5
  %229 = add nuw nsw i64 %228, 54
  %230 = shl nuw nsw i64 %227, 8
  %231 = and i64 %230, 7936
  %232 = or i64 %229, %231
  %233 = trunc nuw nsw i64 %232 to i32
  store i32 %233, ptr %202, align 4, !tbaa !43
  %234 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %234, align 4, !tbaa !43
  br label %255

235:                                              ; preds = %224
  %236 = icmp ult i64 %133, 2120
  br i1 %236, label %237, label %250

237:                                              ; preds = %235
  %238 = add nsw i64 %132, -68
  %239 = trunc i64 %238 to i32
  %240 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %239, i1 true)
  %241 = xor i32 %240, 31
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i64 %242, 52
  %244 = shl nsw i64 -1, %242
  %245 = add nsw i64 %244, %238
  %246 = shl nsw i64 %245, 8
  %247 = or disjoint i64 %246, %243
  %248 = trunc i64 %247 to i32
  store i32 %248, ptr %202, align 4, !tbaa !43
  %249 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %249, align 4, !tbaa !43
  br label %255

250:                                              ; preds = %235
  %251 = trunc i64 %133 to i32
  %252 = shl i32 %251, 8
  %253 = add i32 %252, -542657
  store i32 %253, ptr %202, align 4, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 64, ptr %254, align 4, !tbaa !43
  br label %255

255:                                              ; preds = %204, %209, %226, %237, %250
  %256 = phi i64 [ 12, %204 ], [ 12, %209 ], [ 16, %226 ], [ 16, %237 ], [ 16, %250 ]
  %257 = getelementptr inbounds i8, ptr %29, i64 %256
  %258 = icmp ult ptr %138, %25
  br i1 %258, label %259, label %448, !prof !40

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %138, i64 -3
  %261 = load i64, ptr %260, align 1
  %262 = shl i64 %261, 8
  %263 = and i64 %262, -4294967296
  %264 = mul i64 %263, 506832829
  %265 = lshr i64 %264, 49
  %266 = mul i64 %261, 2176830425094160384
  %267 = lshr i64 %266, 49
  %268 = ptrtoint ptr %138 to i64
  %269 = sub i64 %268, %11
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds i32, ptr %5, i64 %267
  %272 = shl i64 %261, 24
  %273 = and i64 %272, -4294967296
  %274 = mul i64 %273, 506832829
  %275 = lshr i64 %274, 49
  %276 = add i32 %270, -2
  %277 = getelementptr inbounds i32, ptr %5, i64 %275
  store i32 %276, ptr %277, align 4, !tbaa !43
  %278 = add i32 %270, -1
  store i32 %278, ptr %271, align 4, !tbaa !43
  %279 = getelementptr inbounds i32, ptr %5, i64 %265
  %280 = load i32, ptr %279, align 4, !tbaa !43
  store i32 %270, ptr %279, align 4, !tbaa !43
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  %283 = ptrtoint ptr %282 to i64
  %284 = sub i64 %268, %283
  %285 = icmp slt i64 %284, 262129
  br i1 %285, label %286, label %290

286:                                              ; preds = %259
  %287 = load i32, ptr %138, align 1
  %288 = load i32, ptr %282, align 1
  %289 = icmp eq i32 %287, %288
  br i1 %289, label %298, label %290

290:                                              ; preds = %415, %294, %286, %259
  %291 = phi ptr [ %257, %259 ], [ %257, %286 ], [ %413, %294 ], [ %413, %415 ]
  %292 = phi i32 [ %201, %259 ], [ %201, %286 ], [ %356, %294 ], [ %356, %415 ]
  %293 = phi ptr [ %138, %259 ], [ %138, %286 ], [ %355, %294 ], [ %355, %415 ]
  br label %28

294:                                              ; preds = %415
  %295 = load i32, ptr %355, align 1
  %296 = load i32, ptr %444, align 1
  %297 = icmp eq i32 %295, %296
  br i1 %297, label %298, label %290

298:                                              ; preds = %286, %294
  %299 = phi ptr [ %413, %294 ], [ %257, %286 ]
  %300 = phi ptr [ %355, %294 ], [ %138, %286 ]
  %301 = phi i64 [ %443, %294 ], [ %281, %286 ]
  %302 = phi i64 [ %424, %294 ], [ %268, %286 ]
  %303 = phi i64 [ %446, %294 ], [ %284, %286 ]
  %304 = getelementptr i8, ptr %14, i64 %301
  %305 = getelementptr inbounds i8, ptr %300, i64 4
  %306 = sub i64 %27, %302
  %307 = icmp ugt i64 %306, 7
  br i1 %307, label %315, label %308

308:                                              ; preds = %330, %298
  %309 = phi i64 [ %306, %298 ], [ %333, %330 ]
  %310 = phi ptr [ %305, %298 ], [ %331, %330 ]
  %311 = phi ptr [ %304, %298 ], [ %332, %330 ]
  %312 = icmp eq i64 %309, 0
  br i1 %312, label %347, label %313

313:                                              ; preds = %308
  %314 = getelementptr i8, ptr %311, i64 %309
  br label %335

315:                                              ; preds = %298, %330
  %316 = phi ptr [ %332, %330 ], [ %304, %298 ]
  %317 = phi ptr [ %331, %330 ], [ %305, %298 ]
  %318 = phi i64 [ %333, %330 ], [ %306, %298 ]
  %319 = load i64, ptr %317, align 1
  %320 = load i64, ptr %316, align 1
  %321 = icmp eq i64 %319, %320
  br i1 %321, label %330, label %322

322:                                              ; preds = %315
  %323 = xor i64 %320, %319
  %324 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %323, i1 true)
  %325 = ptrtoint ptr %316 to i64
  %326 = ptrtoint ptr %304 to i64
  %327 = sub i64 %325, %326
  %328 = lshr i64 %324, 3
  %329 = add i64 %327, %328
  br label %352

330:                                              ; preds = %315
  %331 = getelementptr inbounds i8, ptr %317, i64 8
  %332 = getelementptr inbounds i8, ptr %316, i64 8
  %333 = add i64 %318, -8
  %334 = icmp ugt i64 %333, 7
  br i1 %334, label %315, label %308, !llvm.loop !47

335:                                              ; preds = %313, %342
  %336 = phi ptr [ %345, %342 ], [ %311, %313 ]
  %337 = phi ptr [ %344, %342 ], [ %310, %313 ]
  %338 = phi i64 [ %343, %342 ], [ %309, %313 ]
  %339 = load i8, ptr %336, align 1, !tbaa !9
  %340 = load i8, ptr %337, align 1, !tbaa !9
  %341 = icmp eq i8 %339, %340
  br i1 %341, label %342, label %347

342:                                              ; preds = %335
  %343 = add nsw i64 %338, -1
  %344 = getelementptr inbounds i8, ptr %337, i64 1
  %345 = getelementptr inbounds i8, ptr %336, i64 1
  %346 = icmp eq i64 %343, 0
  br i1 %346, label %347, label %335, !llvm.loop !48

347:                                              ; preds = %342, %335, %308
  %348 = phi ptr [ %311, %308 ], [ %336, %335 ], [ %314, %342 ]
  %349 = ptrtoint ptr %348 to i64
  %350 = ptrtoint ptr %304 to i64
  %351 = sub i64 %349, %350
  br label %352

352:                                              ; preds = %322, %347
  %353 = phi i64 [ %329, %322 ], [ %351, %347 ]
  %354 = add i64 %353, 4
  %355 = getelementptr inbounds i8, ptr %300, i64 %354
  %356 = trunc i64 %303 to i32
  %357 = icmp ult i64 %354, 10
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw i64 %354 to i32
  %360 = add nuw nsw i32 %359, 38
  br label %396

361:                                              ; preds = %352
  %362 = icmp ult i64 %354, 134
  br i1 %362, label %363, label %378

363:                                              ; preds = %361
  %364 = add nsw i64 %353, -2
  %365 = trunc i64 %364 to i32
  %366 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %365, i1 true)
  %367 = sub nuw nsw i32 30, %366
  %368 = zext nneg i32 %367 to i64
  %369 = lshr i64 %364, %368
  %370 = shl nuw nsw i64 %368, 1
  %371 = add nuw nsw i64 %369, 44
  %372 = add nuw nsw i64 %371, %370
  %373 = shl nuw nsw i64 %369, %368
  %374 = sub nsw i64 %364, %373
  %375 = shl nsw i64 %374, 8
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  br label %396

378:                                              ; preds = %361
  %379 = icmp ult i64 %354, 2118
  br i1 %379, label %380, label %392

380:                                              ; preds = %378
  %381 = add nsw i64 %353, -66
  %382 = trunc i64 %381 to i32
  %383 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %382, i1 true)
  %384 = xor i32 %383, 31
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i64 %385, 52
  %387 = shl nsw i64 -1, %385
  %388 = add nsw i64 %387, %381
  %389 = shl nsw i64 %388, 8
  %390 = or disjoint i64 %389, %386
  %391 = trunc i64 %390 to i32
  br label %396

392:                                              ; preds = %378
  %393 = trunc i64 %354 to i32
  %394 = shl i32 %393, 8
  %395 = add i32 %394, -542145
  br label %396

396:                                              ; preds = %358, %363, %380, %392
  %397 = phi i32 [ %360, %358 ], [ %377, %363 ], [ %391, %380 ], [ %395, %392 ]
  store i32 %397, ptr %299, align 4, !tbaa !43
  %398 = getelementptr inbounds i8, ptr %299, i64 4
  %399 = add i32 %356, 3
  %400 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %399, i1 true)
  %401 = sub nsw i32 30, %400
  %402 = lshr i32 %399, %401
  %403 = and i32 %402, 1
  %404 = or disjoint i32 %403, 2
  %405 = shl nuw i32 %404, %401
  %406 = shl nuw nsw i32 %400, 1
  %407 = xor i32 %406, 62
  %408 = add nuw nsw i32 %407, 76
  %409 = sub i32 %399, %405
  %410 = shl i32 %409, 8
  %411 = or disjoint i32 %408, %410
  %412 = or disjoint i32 %411, %403
  store i32 %412, ptr %398, align 4, !tbaa !43
  %413 = getelementptr inbounds i8, ptr %299, i64 8
  %414 = icmp ult ptr %355, %25
  br i1 %414, label %415, label %448, !prof !40

415:                                              ; preds = %396
  %416 = getelementptr inbounds i8, ptr %355, i64 -3
  %417 = load i64, ptr %416, align 1
  %418 = shl i64 %417, 8
  %419 = and i64 %418, -4294967296
  %420 = mul i64 %419, 506832829
  %421 = lshr i64 %420, 49
  %422 = mul i64 %417, 2176830425094160384
  %423 = lshr i64 %422, 49
  %424 = ptrtoint ptr %355 to i64
  %425 = sub i64 %424, %11
  %426 = trunc i64 %425 to i32
  %427 = add i32 %426, -3
  %428 = getelementptr inbounds i32, ptr %5, i64 %423
  store i32 %427, ptr %428, align 4, !tbaa !43
  %429 = shl i64 %417, 24
  %430 = and i64 %429, -4294967296
  %431 = mul i64 %430, 506832829
  %432 = lshr i64 %431, 49
  %433 = add i32 %426, -2
  %434 = getelementptr inbounds i32, ptr %5, i64 %432
  store i32 %433, ptr %434, align 4, !tbaa !43
  %435 = shl i64 %417, 16
  %436 = and i64 %435, -4294967296
  %437 = mul i64 %436, 506832829
  %438 = lshr i64 %437, 49
  %439 = add i32 %426, -1
  %440 = getelementptr inbounds i32, ptr %5, i64 %438
  store i32 %439, ptr %440, align 4, !tbaa !43
  %441 = getelementptr inbounds i32, ptr %5, i64 %421
  %442 = load i32, ptr %441, align 4, !tbaa !43
  store i32 %426, ptr %441, align 4, !tbaa !43
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds i8, ptr %1, i64 %443
  %445 = ptrtoint ptr %444 to i64
  %446 = sub i64 %424, %445
  %447 = icmp slt i64 %446, 262129
  br i1 %447, label %294, label %290

448:                                              ; preds = %255, %38, %396, %15
  %449 = phi ptr [ %3, %15 ], [ %413, %396 ], [ %29, %38 ], [ %257, %255 ]
  %450 = phi ptr [ %4, %15 ], [ %182, %396 ], [ %30, %38 ], [ %182, %255 ]
  %451 = phi ptr [ %16, %15 ], [ %355, %396 ], [ %32, %38 ], [ %138, %255 ]
  %452 = icmp ult ptr %451, %19
  br i1 %452, label %453, label %501

453:                                              ; preds = %448
  %454 = ptrtoint ptr %19 to i64
  %455 = ptrtoint ptr %451 to i64
  %456 = sub i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = icmp ult i32 %457, 6
  br i1 %458, label %496, label %459

459:                                              ; preds = %453
  %460 = icmp ult i32 %457, 130
  br i1 %460, label %461, label %473

461:                                              ; preds = %459
  %462 = add nsw i32 %457, -2
  %463 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %462, i1 true)
  %464 = sub nuw nsw i32 30, %463
  %465 = lshr i32 %462, %464
  %466 = shl nuw nsw i32 %464, 1
  %467 = add nuw nsw i32 %465, 2
  %468 = add nuw nsw i32 %467, %466
  %469 = shl nuw nsw i32 %465, %464
  %470 = sub nsw i32 %462, %469
  %471 = shl nsw i32 %470, 8
  %472 = or i32 %471, %468
  br label %496

473:                                              ; preds = %459
  %474 = icmp ult i32 %457, 2114
  br i1 %474, label %475, label %484

475:                                              ; preds = %473
  %476 = add nsw i32 %457, -66
  %477 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %476, i1 true)
  %478 = xor i32 %477, 31
  %479 = shl nsw i32 -1, %478
  %480 = add nsw i32 %479, %476
  %481 = shl nsw i32 %480, 8
  %482 = sub i32 %481, %477
  %483 = add i32 %482, 41
  br label %496

484:                                              ; preds = %473
  %485 = icmp ult i32 %457, 6210
  br i1 %485, label %486, label %489

486:                                              ; preds = %484
  %487 = shl nuw nsw i32 %457, 8
  %488 = add nsw i32 %487, -541163
  br label %496

489:                                              ; preds = %484
  %490 = icmp ult i32 %457, 22594
  %491 = shl i32 %457, 8
  br i1 %490, label %492, label %494

492:                                              ; preds = %489
  %493 = add nsw i32 %491, -1589738
  br label %496

494:                                              ; preds = %489
  %495 = add i32 %491, -5784041
  br label %496

496:                                              ; preds = %453, %461, %475, %486, %492, %494
  %497 = phi i32 [ %472, %461 ], [ %483, %475 ], [ %488, %486 ], [ %493, %492 ], [ %495, %494 ], [ %457, %453 ]
  store i32 %497, ptr %449, align 4, !tbaa !43
  %498 = getelementptr inbounds i8, ptr %449, i64 4
  %499 = and i64 %456, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr align 1 %451, i64 %499, i1 false)
  %500 = getelementptr inbounds i8, ptr %450, i64 %499
  br label %501

501:                                              ; preds = %448, %496
  %502 = phi ptr [ %498, %496 ], [ %449, %448 ]
  %503 = phi ptr [ %500, %496 ], [ %450, %448 ]
  %504 = ptrtoint ptr %503 to i64
  %505 = sub i64 %504, %12
  %506 = uitofp nneg i64 %18 to double
  %507 = uitofp i64 %505 to double
  %508 = fmul double %506, 0x3FEF5C28F5C28F5C
  %509 = fcmp ogt double %508, %507
  br i1 %509, label %528, label %510

510:                                              ; preds = %501
  %511 = shl nuw nsw i64 %18, 3
  %512 = uitofp nneg i64 %511 to double
  %513 = fmul double %512, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %514

514:                                              ; preds = %510, %514
  %515 = phi i64 [ %522, %514 ], [ 0, %510 ]
  %516 = getelementptr inbounds i8, ptr %16, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !9
  %518 = zext i8 %517 to i64
  %519 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !43
  %521 = add i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !43
  %522 = add nuw nsw i64 %515, 43
  %523 = icmp ult i64 %522, %18
  br i1 %523, label %514, label %524, !llvm.loop !49

524:                                              ; preds = %514
  %525 = fdiv double %513, 4.300000e+01
  %526 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %527 = fcmp uge double %526, %525
  br i1 %527, label %569, label %528

528:                                              ; preds = %501, %524
  %529 = ptrtoint ptr %502 to i64
  %530 = sub i64 %529, %13
  %531 = ashr exact i64 %530, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !366)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !369)
  %532 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !366, !noalias !369
  %533 = lshr i64 %532, 3
  %534 = getelementptr inbounds i8, ptr %7, i64 %533
  %535 = load i8, ptr %534, align 1, !tbaa !9, !alias.scope !369, !noalias !366
  %536 = zext i8 %535 to i64
  store i64 %536, ptr %534, align 1, !noalias !366
  %537 = add i64 %532, 1
  store i64 %537, ptr %6, align 8, !tbaa !5, !alias.scope !366, !noalias !369
  %538 = icmp ult i64 %17, 65537
  %539 = select i1 %538, i64 4, i64 5
  %540 = add nsw i64 %539, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !371)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !374)
  %541 = lshr i64 %537, 3
  %542 = getelementptr inbounds i8, ptr %7, i64 %541
  %543 = load i8, ptr %542, align 1, !tbaa !9, !alias.scope !374, !noalias !371
  %544 = zext i8 %543 to i64
  %545 = and i64 %537, 7
  %546 = shl nuw nsw i64 %540, %545
  %547 = or i64 %546, %544
  store i64 %547, ptr %542, align 1, !noalias !371
  %548 = add i64 %532, 3
  store i64 %548, ptr %6, align 8, !tbaa !5, !alias.scope !371, !noalias !374
  %549 = shl nuw nsw i64 %539, 2
  %550 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !376)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !379)
  %551 = lshr i64 %548, 3
  %552 = getelementptr inbounds i8, ptr %7, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !9, !alias.scope !379, !noalias !376
  %554 = zext i8 %553 to i64
  %555 = and i64 %548, 7
  %556 = shl nsw i64 %550, %555
  %557 = or i64 %556, %554
  store i64 %557, ptr %552, align 1, !noalias !376
  %558 = add i64 %548, %549
  store i64 %558, ptr %6, align 8, !tbaa !5, !alias.scope !376, !noalias !379
  tail call void @llvm.experimental.noalias.scope.decl(metadata !381)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !384)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %7, i64 %559
  %561 = load i8, ptr %560, align 1, !tbaa !9, !alias.scope !384, !noalias !381
  %562 = zext i8 %561 to i64
  store i64 %562, ptr %560, align 1, !noalias !381
  %563 = add i64 %558, 1
  store i64 %563, ptr %6, align 8, !tbaa !5, !alias.scope !381, !noalias !384
  tail call void @llvm.experimental.noalias.scope.decl(metadata !386)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !389)
  %564 = lshr i64 %563, 3
  %565 = getelementptr inbounds i8, ptr %7, i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !9, !alias.scope !389, !noalias !386
  %567 = zext i8 %566 to i64
  store i64 %567, ptr %565, align 1, !noalias !386
  %568 = add i64 %558, 14
  store i64 %568, ptr %6, align 8, !tbaa !5, !alias.scope !386, !noalias !389
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %505, ptr noundef %3, i64 noundef %531, ptr noundef nonnull %6, ptr noundef %7)
  br label %612

569:                                              ; preds = %524
  tail call void @llvm.experimental.noalias.scope.decl(metadata !391)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !394)
  %570 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !391, !noalias !394
  %571 = lshr i64 %570, 3
  %572 = getelementptr inbounds i8, ptr %7, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9, !alias.scope !394, !noalias !391
  %574 = zext i8 %573 to i64
  store i64 %574, ptr %572, align 1, !noalias !391
  %575 = add i64 %570, 1
  store i64 %575, ptr %6, align 8, !tbaa !5, !alias.scope !391, !noalias !394
  %576 = icmp ult i64 %17, 65537
  %577 = select i1 %576, i64 4, i64 5
  %578 = add nsw i64 %577, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !396)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !399)
  %579 = lshr i64 %575, 3
  %580 = getelementptr inbounds i8, ptr %7, i64 %579
  %581 = load i8, ptr %580, align 1, !tbaa !9, !alias.scope !399, !noalias !396
  %582 = zext i8 %581 to i64
  %583 = and i64 %575, 7
  %584 = shl nuw nsw i64 %578, %583
  %585 = or i64 %584, %582
  store i64 %585, ptr %580, align 1, !noalias !396
  %586 = add i64 %570, 3
  store i64 %586, ptr %6, align 8, !tbaa !5, !alias.scope !396, !noalias !399
  %587 = shl nuw nsw i64 %577, 2
  %588 = add nsw i64 %18, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !401)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !404)
  %589 = lshr i64 %586, 3
  %590 = getelementptr inbounds i8, ptr %7, i64 %589
  %591 = load i8, ptr %590, align 1, !tbaa !9, !alias.scope !404, !noalias !401
  %592 = zext i8 %591 to i64
  %593 = and i64 %586, 7
  %594 = shl nsw i64 %588, %593
  %595 = or i64 %594, %592
  store i64 %595, ptr %590, align 1, !noalias !401
  %596 = add i64 %586, %587
  store i64 %596, ptr %6, align 8, !tbaa !5, !alias.scope !401, !noalias !404
  %597 = lshr i64 %596, 3
  %598 = getelementptr inbounds i8, ptr %7, i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !9, !alias.scope !406, !noalias !409
  %600 = zext i8 %599 to i64
  %601 = and i64 %596, 7
  %602 = shl nuw nsw i64 1, %601
  %603 = or i64 %602, %600
  store i64 %603, ptr %598, align 1, !noalias !409
  %604 = add i64 %596, 8
  %605 = and i64 %604, 4294967288
  store i64 %605, ptr %6, align 8, !tbaa !5
  %606 = lshr exact i64 %605, 3
  %607 = getelementptr inbounds i8, ptr %7, i64 %606
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %607, ptr nonnull readonly align 1 %16, i64 %18, i1 false)
  %608 = load i64, ptr %6, align 8, !tbaa !5
  %609 = add i64 %608, %511
  store i64 %609, ptr %6, align 8, !tbaa !5
  %610 = lshr i64 %609, 3
  %611 = getelementptr inbounds i8, ptr %7, i64 %610
  store i8 0, ptr %611, align 1, !tbaa !9
  br label %612

612:                                              ; preds = %569, %528
  %613 = sub i64 %17, %18
  %614 = icmp eq i64 %613, 0
  br i1 %614, label %615, label %15, !llvm.loop !95

615:                                              ; preds = %612, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl16(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %677, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  br label %14

14:                                               ; preds = %10, %674
  %15 = phi ptr [ %1, %10 ], [ %18, %674 ]
  %16 = phi i64 [ %2, %10 ], [ %675, %674 ]
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 131072)
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = icmp ugt i64 %16, 15
  br i1 %19, label %20, label %510, !prof !40

20:                                               ; preds = %14
  %21 = add nsw i64 %17, -6
  %22 = add i64 %16, -16
  %23 = tail call i64 @llvm.umin.i64(i64 %21, i64 %22)
  %24 = getelementptr inbounds i8, ptr %15, i64 %23
  %25 = ptrtoint ptr %18 to i64
  %26 = add i64 %25, -6
  br label %27

27:                                               ; preds = %330, %20
  %28 = phi ptr [ %3, %20 ], [ %331, %330 ]
  %29 = phi ptr [ %4, %20 ], [ %206, %330 ]
  %30 = phi i32 [ -1, %20 ], [ %332, %330 ]
  %31 = phi ptr [ %15, %20 ], [ %333, %330 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i64, ptr %32, align 1
  %34 = sext i32 %30 to i64
  %35 = sub nsw i64 0, %34
  %36 = icmp sgt i32 %30, 0
  br label %37

37:                                               ; preds = %99, %27
  %38 = phi ptr [ %32, %27 ], [ %46, %99 ]
  %39 = phi i32 [ 32, %27 ], [ %43, %99 ]
  %40 = phi i64 [ %33, %27 ], [ %49, %99 ]
  %41 = mul i64 %40, 33215796281344
  %42 = lshr i64 %41, 48
  %43 = add i32 %39, 1
  %44 = lshr i32 %39, 5
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %38, i64 %45
  %47 = icmp ugt ptr %46, %24
  br i1 %47, label %510, label %48, !prof !41

48:                                               ; preds = %37
  %49 = load i64, ptr %46, align 1
  %50 = getelementptr inbounds i8, ptr %38, i64 %35
  %51 = load i32, ptr %38, align 1
  %52 = load i32, ptr %50, align 1
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %72

54:                                               ; preds = %48
  %55 = getelementptr inbounds i8, ptr %38, i64 4
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %50, i64 4
  %58 = load i8, ptr %57, align 1, !tbaa !9
  %59 = icmp eq i8 %56, %58
  br i1 %59, label %60, label %72

60:                                               ; preds = %54
  %61 = getelementptr inbounds i8, ptr %38, i64 5
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %50, i64 5
  %64 = load i8, ptr %63, align 1, !tbaa !9
  %65 = icmp eq i8 %62, %64
  %66 = select i1 %65, i1 %36, i1 false
  br i1 %66, label %67, label %72, !prof !411

67:                                               ; preds = %60
  %68 = ptrtoint ptr %38 to i64
  %69 = sub i64 %68, %11
  %70 = trunc i64 %69 to i32
  %71 = getelementptr inbounds i32, ptr %5, i64 %42
  store i32 %70, ptr %71, align 4, !tbaa !43
  br label %100

72:                                               ; preds = %48, %54, %60
  %73 = getelementptr inbounds i32, ptr %5, i64 %42
  %74 = load i32, ptr %73, align 4, !tbaa !43
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %1, i64 %75
  %77 = ptrtoint ptr %38 to i64
  %78 = sub i64 %77, %11
  %79 = trunc i64 %78 to i32
  store i32 %79, ptr %73, align 4, !tbaa !43
  %80 = load i32, ptr %38, align 1
  %81 = load i32, ptr %76, align 1
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %96

83:                                               ; preds = %72
  %84 = getelementptr inbounds i8, ptr %38, i64 4
  %85 = load i8, ptr %84, align 1, !tbaa !9
  %86 = getelementptr inbounds i8, ptr %76, i64 4
  %87 = load i8, ptr %86, align 1, !tbaa !9
  %88 = icmp eq i8 %85, %87
  br i1 %88, label %89, label %96

89:                                               ; preds = %83
  %90 = getelementptr inbounds i8, ptr %38, i64 5
  %91 = load i8, ptr %90, align 1, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %76, i64 5
  %93 = load i8, ptr %92, align 1, !tbaa !9
  %94 = icmp eq i8 %91, %93
  %95 = zext i1 %94 to i32
  br label %96

96:                                               ; preds = %72, %83, %89
  %97 = phi i32 [ 0, %83 ], [ %95, %89 ], [ 0, %72 ]
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %100, !prof !40

99:                                               ; preds = %96, %100
  br label %37, !llvm.loop !45

100:                                              ; preds = %96, %67
  %101 = phi i64 [ %68, %67 ], [ %77, %96 ]
  %102 = phi ptr [ %50, %67 ], [ %76, %96 ]
  %103 = ptrtoint ptr %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp sgt i64 %104, 262128
  br i1 %105, label %99, label %106

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %102, i64 6
  %108 = getelementptr inbounds i8, ptr %38, i64 6
  %109 = sub i64 %26, %101
  %110 = icmp ugt i64 %109, 7
  br i1 %110, label %118, label %111

111:                                              ; preds = %133, %106
  %112 = phi i64 [ %109, %106 ], [ %136, %133 ]
  %113 = phi ptr [ %108, %106 ], [ %134, %133 ]
  %114 = phi ptr [ %107, %106 ], [ %135, %133 ]
  %115 = icmp eq i64 %112, 0
  br i1 %115, label %150, label %116

116:                                              ; preds = %111
  %117 = getelementptr i8, ptr %114, i64 %112
  br label %138

118:                                              ; preds = %106, %133
  %119 = phi ptr [ %135, %133 ], [ %107, %106 ]
  %120 = phi ptr [ %134, %133 ], [ %108, %106 ]
  %121 = phi i64 [ %136, %133 ], [ %109, %106 ]
  %122 = load i64, ptr %120, align 1
  %123 = load i64, ptr %119, align 1
  %124 = icmp eq i64 %122, %123
  br i1 %124, label %133, label %125

125:                                              ; preds = %118
  %126 = xor i64 %123, %122
  %127 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %126, i1 true)
  %128 = ptrtoint ptr %119 to i64
  %129 = ptrtoint ptr %107 to i64
  %130 = sub i64 %128, %129
  %131 = lshr i64 %127, 3
  %132 = add i64 %130, %131
  br label %155

133:                                              ; preds = %118
  %134 = getelementptr inbounds i8, ptr %120, i64 8
  %135 = getelementptr inbounds i8, ptr %119, i64 8
  %136 = add i64 %121, -8
  %137 = icmp ugt i64 %136, 7
  br i1 %137, label %118, label %111, !llvm.loop !47

138:                                              ; preds = %116, %145
  %139 = phi ptr [ %148, %145 ], [ %114, %116 ]
  %140 = phi ptr [ %147, %145 ], [ %113, %116 ]
  %141 = phi i64 [ %146, %145 ], [ %112, %116 ]
  %142 = load i8, ptr %139, align 1, !tbaa !9
  %143 = load i8, ptr %140, align 1, !tbaa !9
  %144 = icmp eq i8 %142, %143
  br i1 %144, label %145, label %150

145:                                              ; preds = %138
  %146 = add nsw i64 %141, -1
  %147 = getelementptr inbounds i8, ptr %140, i64 1
  %148 = getelementptr inbounds i8, ptr %139, i64 1
  %149 = icmp eq i64 %146, 0
  br i1 %149, label %150, label %138, !llvm.loop !48

150:                                              ; preds = %145, %138, %111
  %151 = phi ptr [ %114, %111 ], [ %139, %138 ], [ %117, %145 ]
  %152 = ptrtoint ptr %151 to i64
  %153 = ptrtoint ptr %107 to i64
  %154 = sub i64 %152, %153
  br label %155

155:                                              ; preds = %125, %150
  %156 = phi i64 [ %132, %125 ], [ %154, %150 ]
  %157 = add i64 %156, 6
  %158 = trunc i64 %104 to i32
  %159 = ptrtoint ptr %31 to i64
  %160 = sub i64 %101, %159
  %161 = trunc i64 %160 to i32
  %162 = getelementptr inbounds i8, ptr %38, i64 %157
  %163 = icmp ult i32 %161, 6
  br i1 %163, label %201, label %164

164:                                              ; preds = %155
  %165 = icmp ult i32 %161, 130
  br i1 %165, label %166, label %178

166:                                              ; preds = %164
  %167 = add nsw i32 %161, -2
  %168 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %167, i1 true)
  %169 = sub nuw nsw i32 30, %168
  %170 = lshr i32 %167, %169
  %171 = shl nuw nsw i32 %169, 1
  %172 = add nuw nsw i32 %170, 2
  %173 = add nuw nsw i32 %172, %171
  %174 = shl nuw nsw i32 %170, %169
  %175 = sub nsw i32 %167, %174
  %176 = shl nsw i32 %175, 8
  %177 = or i32 %176, %173
  br label %201

178:                                              ; preds = %164
  %179 = icmp ult i32 %161, 2114
  br i1 %179, label %180, label %189

180:                                              ; preds = %178
  %181 = add nsw i32 %161, -66
  %182 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %181, i1 true)
  %183 = xor i32 %182, 31
  %184 = shl nsw i32 -1, %183
  %185 = add nsw i32 %184, %181
  %186 = shl nsw i32 %185, 8
  %187 = sub i32 %186, %182
  %188 = add i32 %187, 41
  br label %201

189:                                              ; preds = %178
  %190 = icmp ult i32 %161, 6210
  br i1 %190, label %191, label %194

191:                                              ; preds = %189
  %192 = shl nuw nsw i32 %161, 8
  %193 = add nsw i32 %192, -541163
  br label %201

194:                                              ; preds = %189
  %195 = icmp ult i32 %161, 22594
  %196 = shl i32 %161, 8
  br i1 %195, label %197, label %199

197:                                              ; preds = %194
  %198 = add nsw i32 %196, -1589738
  br label %201

199:                                              ; preds = %194
  %200 = add i32 %196, -5784041
  br label %201

201:                                              ; preds = %155, %166, %180, %191, %197, %199
  %202 = phi i32 [ %177, %166 ], [ %188, %180 ], [ %193, %191 ], [ %198, %197 ], [ %200, %199 ], [ %161, %155 ]
  store i32 %202, ptr %28, align 4, !tbaa !43
  %203 = getelementptr inbounds i8, ptr %28, i64 4
  %204 = shl i64 %160, 32
  %205 = ashr exact i64 %204, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %29, ptr align 1 %31, i64 %205, i1 false)
  %206 = getelementptr inbounds i8, ptr %29, i64 %205
  %207 = icmp eq i32 %30, %158
  br i1 %207, label %223, label %208

208:                                              ; preds = %201
  %209 = add i32 %158, 3
  %210 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %209, i1 true)
  %211 = sub nsw i32 30, %210
  %212 = lshr i32 %209, %211
  %213 = and i32 %212, 1
  %214 = or disjoint i32 %213, 2
  %215 = shl nuw i32 %214, %211
  %216 = shl nuw nsw i32 %210, 1
  %217 = xor i32 %216, 62
  %218 = add nuw nsw i32 %217, 76
  %219 = sub i32 %209, %215
  %220 = shl i32 %219, 8
  %221 = or disjoint i32 %218, %220
  %222 = or disjoint i32 %221, %213
  br label %223

223:                                              ; preds = %201, %208
  %224 = phi i32 [ %222, %208 ], [ 64, %201 ]
  %225 = phi i32 [ %158, %208 ], [ %30, %201 ]
  store i32 %224, ptr %203, align 4, !tbaa !43
  %226 = getelementptr inbounds i8, ptr %28, i64 8
  %227 = icmp ult i64 %157, 12
  br i1 %227, label %228, label %231

228:                                              ; preds = %223
  %229 = trunc nuw i64 %157 to i32
  %230 = add nuw nsw i32 %229, 20
  store i32 %230, ptr %226, align 4, !tbaa !43
  br label %279

231:                                              ; preds = %223
  %232 = icmp ult i64 %157, 72
  br i1 %232, label %233, label %248

233:                                              ; preds = %231
  %234 = add nsw i64 %156, -2
  %235 = trunc i64 %234 to i32
  %236 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %235, i1 true)
  %237 = sub nuw nsw i32 30, %236
  %238 = zext nneg i32 %237 to i64
  %239 = lshr i64 %234, %238
  %240 = shl nuw nsw i64 %238, 1
  %241 = add nuw nsw i64 %239, 28
  %242 = add nuw nsw i64 %241, %240
  %243 = shl nuw nsw i64 %239, %238
  %244 = sub nsw i64 %234, %243
  %245 = shl nsw i64 %244, 8
  %246 = or i64 %245, %242
  %247 = trunc i64 %246 to i32
  store i32 %247, ptr %226, align 4, !tbaa !43
  br label %279

248:                                              ; preds = %231
  %249 = icmp ult i64 %157, 136
  br i1 %249, label %250, label %259

250:                                              ; preds = %248
  %251 = add nsw i64 %156, -2
  %252 = lshr i64 %251, 5
  %253 = add nuw nsw i64 %252, 54
  %254 = shl nuw nsw i64 %251, 8
  %255 = and i64 %254, 7936
  %256 = or i64 %253, %255
  %257 = trunc nuw nsw i64 %256 to i32
  store i32 %257, ptr %226, align 4, !tbaa !43
  %258 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %258, align 4, !tbaa !43
  br label %279

259:                                              ; preds = %248
  %260 = icmp ult i64 %157, 2120
  br i1 %260, label %261, label %274

261:                                              ; preds = %259
  %262 = add nsw i64 %156, -66
  %263 = trunc i64 %262 to i32
  %264 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %263, i1 true)
  %265 = xor i32 %264, 31
  %266 = zext nneg i32 %265 to i64
  %267 = add nuw nsw i64 %266, 52
  %268 = shl nsw i64 -1, %266
  %269 = add nsw i64 %268, %262
  %270 = shl nsw i64 %269, 8
  %271 = or disjoint i64 %270, %267
  %272 = trunc i64 %271 to i32
  store i32 %272, ptr %226, align 4, !tbaa !43
  %273 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %273, align 4, !tbaa !43
  br label %279

274:                                              ; preds = %259
  %275 = trunc i64 %157 to i32
  %276 = shl i32 %275, 8
  %277 = add i32 %276, -542657
  store i32 %277, ptr %226, align 4, !tbaa !43
  %278 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %278, align 4, !tbaa !43
  br label %279

279:                                              ; preds = %228, %233, %250, %261, %274
  %280 = phi i64 [ 12, %228 ], [ 12, %233 ], [ 16, %250 ], [ 16, %261 ], [ 16, %274 ]
  %281 = getelementptr inbounds i8, ptr %28, i64 %280
  %282 = icmp ult ptr %162, %24
  br i1 %282, label %283, label %510, !prof !40

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %162, i64 -5
  %285 = load i64, ptr %284, align 1
  %286 = mul i64 %285, 33215796281344
  %287 = lshr i64 %286, 48
  %288 = ptrtoint ptr %162 to i64
  %289 = sub i64 %288, %11
  %290 = trunc i64 %289 to i32
  %291 = add i32 %290, -5
  %292 = getelementptr inbounds i32, ptr %5, i64 %287
  store i32 %291, ptr %292, align 4, !tbaa !43
  %293 = shl i64 %285, 8
  %294 = and i64 %293, -65536
  %295 = mul i64 %294, 506832829
  %296 = lshr i64 %295, 48
  %297 = add i32 %290, -4
  %298 = getelementptr inbounds i32, ptr %5, i64 %296
  store i32 %297, ptr %298, align 4, !tbaa !43
  %299 = and i64 %285, -65536
  %300 = mul i64 %299, 506832829
  %301 = lshr i64 %300, 48
  %302 = add i32 %290, -3
  %303 = getelementptr inbounds i32, ptr %5, i64 %301
  store i32 %302, ptr %303, align 4, !tbaa !43
  %304 = getelementptr inbounds i8, ptr %162, i64 -2
  %305 = load i64, ptr %304, align 1
  %306 = and i64 %305, -65536
  %307 = mul i64 %306, 506832829
  %308 = lshr i64 %307, 48
  %309 = mul i64 %305, 33215796281344
  %310 = lshr i64 %309, 48
  %311 = add i32 %290, -2
  %312 = getelementptr inbounds i32, ptr %5, i64 %310
  store i32 %311, ptr %312, align 4, !tbaa !43
  %313 = shl i64 %305, 8
  %314 = and i64 %313, -65536
  %315 = mul i64 %314, 506832829
  %316 = lshr i64 %315, 48
  %317 = add i32 %290, -1
  %318 = getelementptr inbounds i32, ptr %5, i64 %316
  store i32 %317, ptr %318, align 4, !tbaa !43
  %319 = getelementptr inbounds i32, ptr %5, i64 %308
  %320 = load i32, ptr %319, align 4, !tbaa !43
  store i32 %290, ptr %319, align 4, !tbaa !43
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds i8, ptr %1, i64 %321
  %323 = ptrtoint ptr %322 to i64
  %324 = sub i64 %288, %323
  %325 = icmp slt i64 %324, 262129
  br i1 %325, label %326, label %330

326:                                              ; preds = %283
  %327 = load i32, ptr %162, align 1
  %328 = load i32, ptr %322, align 1
  %329 = icmp eq i32 %327, %328
  br i1 %329, label %338, label %330

330:                                              ; preds = %350, %467, %338, %334, %326, %283
  %331 = phi ptr [ %281, %283 ], [ %281, %326 ], [ %339, %350 ], [ %465, %467 ], [ %339, %338 ], [ %465, %334 ]
  %332 = phi i32 [ %225, %283 ], [ %225, %326 ], [ %340, %350 ], [ %409, %467 ], [ %340, %338 ], [ %409, %334 ]
  %333 = phi ptr [ %162, %283 ], [ %162, %326 ], [ %341, %350 ], [ %408, %467 ], [ %341, %338 ], [ %408, %334 ]
  br label %27

334:                                              ; preds = %467
  %335 = load i32, ptr %408, align 1
  %336 = load i32, ptr %506, align 1
  %337 = icmp eq i32 %335, %336
  br i1 %337, label %338, label %330

338:                                              ; preds = %326, %334
  %339 = phi ptr [ %465, %334 ], [ %281, %326 ]
  %340 = phi i32 [ %409, %334 ], [ %225, %326 ]
  %341 = phi ptr [ %408, %334 ], [ %162, %326 ]
  %342 = phi ptr [ %506, %334 ], [ %322, %326 ]
  %343 = phi i64 [ %472, %334 ], [ %288, %326 ]
  %344 = phi i64 [ %508, %334 ], [ %324, %326 ]
  %345 = getelementptr inbounds i8, ptr %341, i64 4
  %346 = load i8, ptr %345, align 1, !tbaa !9
  %347 = getelementptr inbounds i8, ptr %342, i64 4
  %348 = load i8, ptr %347, align 1, !tbaa !9
  %349 = icmp eq i8 %346, %348
  br i1 %349, label %350, label %330

350:                                              ; preds = %338
  %351 = getelementptr inbounds i8, ptr %341, i64 5
  %352 = load i8, ptr %351, align 1, !tbaa !9
  %353 = getelementptr inbounds i8, ptr %342, i64 5
  %354 = load i8, ptr %353, align 1, !tbaa !9
  %355 = icmp eq i8 %352, %354
  br i1 %355, label %356, label %330

356:                                              ; preds = %350
  %357 = getelementptr inbounds i8, ptr %342, i64 6
  %358 = getelementptr inbounds i8, ptr %341, i64 6
  %359 = sub i64 %26, %343
  %360 = icmp ugt i64 %359, 7
  br i1 %360, label %368, label %361

361:                                              ; preds = %383, %356
  %362 = phi i64 [ %359, %356 ], [ %386, %383 ]
  %363 = phi ptr [ %358, %356 ], [ %384, %383 ]
  %364 = phi ptr [ %357, %356 ], [ %385, %383 ]
  %365 = icmp eq i64 %362, 0
  br i1 %365, label %400, label %366

366:                                              ; preds = %361
  %367 = getelementptr i8, ptr %364, i64 %362
  br label %388

368:                                              ; preds = %356, %383
  %369 = phi ptr [ %385, %383 ], [ %357, %356 ]
  %370 = phi ptr [ %384, %383 ], [ %358, %356 ]
  %371 = phi i64 [ %386, %383 ], [ %359, %356 ]
  %372 = load i64, ptr %370, align 1
  %373 = load i64, ptr %369, align 1
  %374 = icmp eq i64 %372, %373
  br i1 %374, label %383, label %375

375:                                              ; preds = %368
  %376 = xor i64 %373, %372
  %377 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %376, i1 true)
  %378 = ptrtoint ptr %369 to i64
  %379 = ptrtoint ptr %357 to i64
  %380 = sub i64 %378, %379
  %381 = lshr i64 %377, 3
  %382 = add i64 %380, %381
  br label %405

383:                                              ; preds = %368
  %384 = getelementptr inbounds i8, ptr %370, i64 8
  %385 = getelementptr inbounds i8, ptr %369, i64 8
  %386 = add i64 %371, -8
  %387 = icmp ugt i64 %386, 7
  br i1 %387, label %368, label %361, !llvm.loop !47

388:                                              ; preds = %366, %395
  %389 = phi ptr [ %398, %395 ], [ %364, %366 ]
  %390 = phi ptr [ %397, %395 ], [ %363, %366 ]
  %391 = phi i64 [ %396, %395 ], [ %362, %366 ]
  %392 = load i8, ptr %389, align 1, !tbaa !9
  %393 = load i8, ptr %390, align 1, !tbaa !9
  %394 = icmp eq i8 %392, %393
  br i1 %394, label %395, label %400

395:                                              ; preds = %388
  %396 = add nsw i64 %391, -1
  %397 = getelementptr inbounds i8, ptr %390, i64 1
  %398 = getelementptr inbounds i8, ptr %389, i64 1
  %399 = icmp eq i64 %396, 0
  br i1 %399, label %400, label %388, !llvm.loop !48

400:                                              ; preds = %395, %388, %361
  %401 = phi ptr [ %364, %361 ], [ %389, %388 ], [ %367, %395 ]
  %402 = ptrtoint ptr %401 to i64
  %403 = ptrtoint ptr %357 to i64
  %404 = sub i64 %402, %403
  br label %405

405:                                              ; preds = %375, %400
  %406 = phi i64 [ %382, %375 ], [ %404, %400 ]
  %407 = add i64 %406, 6
  %408 = getelementptr inbounds i8, ptr %341, i64 %407
  %409 = trunc i64 %344 to i32
  %410 = icmp ult i64 %407, 10
  br i1 %410, label %411, label %414

411:                                              ; preds = %405
  %412 = trunc nuw i64 %407 to i32
  %413 = add nuw nsw i32 %412, 38
  br label %448

414:                                              ; preds = %405
  %415 = icmp ult i64 %407, 134
  br i1 %415, label %416, label %430

416:                                              ; preds = %414
  %417 = trunc i64 %406 to i32
  %418 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %417, i1 true)
  %419 = sub nuw nsw i32 30, %418
  %420 = zext nneg i32 %419 to i64
  %421 = lshr i64 %406, %420
  %422 = shl nuw nsw i64 %420, 1
  %423 = add nuw nsw i64 %421, 44
  %424 = add nuw nsw i64 %423, %422
  %425 = shl nuw nsw i64 %421, %420
  %426 = sub nsw i64 %406, %425
  %427 = shl nsw i64 %426, 8
  %428 = or i64 %427, %424
  %429 = trunc i64 %428 to i32
  br label %448

430:                                              ; preds = %414
  %431 = icmp ult i64 %407, 2118
  br i1 %431, label %432, label %444

432:                                              ; preds = %430
  %433 = add nsw i64 %406, -64
  %434 = trunc i64 %433 to i32
  %435 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %434, i1 true)
  %436 = xor i32 %435, 31
  %437 = zext nneg i32 %436 to i64
  %438 = add nuw nsw i64 %437, 52
  %439 = shl nsw i64 -1, %437
  %440 = add nsw i64 %439, %433
  %441 = shl nsw i64 %440, 8
  %442 = or disjoint i64 %441, %438
  %443 = trunc i64 %442 to i32
  br label %448

444:                                              ; preds = %430
  %445 = trunc i64 %407 to i32
  %446 = shl i32 %445, 8
  %447 = add i32 %446, -542145
  br label %448

448:                                              ; preds = %411, %416, %432, %444
  %449 = phi i32 [ %413, %411 ], [ %429, %416 ], [ %443, %432 ], [ %447, %444 ]
  store i32 %449, ptr %339, align 4, !tbaa !43
  %450 = getelementptr inbounds i8, ptr %339, i64 4
  %451 = add i32 %409, 3
  %452 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %451, i1 true)
  %453 = sub nsw i32 30, %452
  %454 = lshr i32 %451, %453
  %455 = and i32 %454, 1
  %456 = or disjoint i32 %455, 2
  %457 = shl nuw i32 %456, %453
  %458 = shl nuw nsw i32 %452, 1
  %459 = xor i32 %458, 62
  %460 = add nuw nsw i32 %459, 76
  %461 = sub i32 %451, %457
  %462 = shl i32 %461, 8
  %463 = or disjoint i32 %460, %462
  %464 = or disjoint i32 %463, %455
  store i32 %464, ptr %450, align 4, !tbaa !43
  %465 = getelementptr inbounds i8, ptr %339, i64 8
  %466 = icmp ult ptr %408, %24
  br i1 %466, label %467, label %510, !prof !40

467:                                              ; preds = %448
  %468 = getelementptr inbounds i8, ptr %408, i64 -5
  %469 = load i64, ptr %468, align 1
  %470 = mul i64 %469, 33215796281344
  %471 = lshr i64 %470, 48
  %472 = ptrtoint ptr %408 to i64
  %473 = sub i64 %472, %11
  %474 = trunc i64 %473 to i32
  %475 = add i32 %474, -5
  %476 = getelementptr inbounds i32, ptr %5, i64 %471
  store i32 %475, ptr %476, align 4, !tbaa !43
  %477 = shl i64 %469, 8
  %478 = and i64 %477, -65536
  %479 = mul i64 %478, 506832829
  %480 = lshr i64 %479, 48
  %481 = add i32 %474, -4
  %482 = getelementptr inbounds i32, ptr %5, i64 %480
  store i32 %481, ptr %482, align 4, !tbaa !43
  %483 = and i64 %469, -65536
  %484 = mul i64 %483, 506832829
  %485 = lshr i64 %484, 48
  %486 = add i32 %474, -3
  %487 = getelementptr inbounds i32, ptr %5, i64 %485
  store i32 %486, ptr %487, align 4, !tbaa !43
  %488 = getelementptr inbounds i8, ptr %408, i64 -2
  %489 = load i64, ptr %488, align 1
  %490 = and i64 %489, -65536
  %491 = mul i64 %490, 506832829
  %492 = lshr i64 %491, 48
  %493 = mul i64 %489, 33215796281344
  %494 = lshr i64 %493, 48
  %495 = add i32 %474, -2
  %496 = getelementptr inbounds i32, ptr %5, i64 %494
  store i32 %495, ptr %496, align 4, !tbaa !43
  %497 = shl i64 %489, 8
  %498 = and i64 %497, -65536
  %499 = mul i64 %498, 506832829
  %500 = lshr i64 %499, 48
  %501 = add i32 %474, -1
  %502 = getelementptr inbounds i32, ptr %5, i64 %500
  store i32 %501, ptr %502, align 4, !tbaa !43
  %503 = getelementptr inbounds i32, ptr %5, i64 %492
  %504 = load i32, ptr %503, align 4, !tbaa !43
  store i32 %474, ptr %503, align 4, !tbaa !43
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds i8, ptr %1, i64 %505
  %507 = ptrtoint ptr %506 to i64
  %508 = sub i64 %472, %507
  %509 = icmp slt i64 %508, 262129
  br i1 %509, label %334, label %330

510:                                              ; preds = %279, %37, %448, %14
  %511 = phi ptr [ %3, %14 ], [ %465, %448 ], [ %28, %37 ], [ %281, %279 ]
  %512 = phi ptr [ %4, %14 ], [ %206, %448 ], [ %29, %37 ], [ %206, %279 ]
  %513 = phi ptr [ %15, %14 ], [ %408, %448 ], [ %31, %37 ], [ %162, %279 ]
  %514 = icmp ult ptr %513, %18
  br i1 %514, label %515, label %563

515:                                              ; preds = %510
  %516 = ptrtoint ptr %18 to i64
  %517 = ptrtoint ptr %513 to i64
  %518 = sub i64 %516, %517
  %519 = trunc i64 %518 to i32
  %520 = icmp ult i32 %519, 6
  br i1 %520, label %558, label %521

521:                                              ; preds = %515
  %522 = icmp ult i32 %519, 130
  br i1 %522, label %523, label %535

523:                                              ; preds = %521
  %524 = add nsw i32 %519, -2
  %525 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %524, i1 true)
  %526 = sub nuw nsw i32 30, %525
  %527 = lshr i32 %524, %526
  %528 = shl nuw nsw i32 %526, 1
  %529 = add nuw nsw i32 %527, 2
  %530 = add nuw nsw i32 %529, %528
  %531 = shl nuw nsw i32 %527, %526
  %532 = sub nsw i32 %524, %531
  %533 = shl nsw i32 %532, 8
  %534 = or i32 %533, %530
  br label %558

535:                                              ; preds = %521
  %536 = icmp ult i32 %519, 2114
  br i1 %536, label %537, label %546

537:                                              ; preds = %535
  %538 = add nsw i32 %519, -66
  %539 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %538, i1 true)
  %540 = xor i32 %539, 31
  %541 = shl nsw i32 -1, %540
  %542 = add nsw i32 %541, %538
  %543 = shl nsw i32 %542, 8
  %544 = sub i32 %543, %539
  %545 = add i32 %544, 41
  br label %558

546:                                              ; preds = %535
  %547 = icmp ult i32 %519, 6210
  br i1 %547, label %548, label %551

548:                                              ; preds = %546
  %549 = shl nuw nsw i32 %519, 8
  %550 = add nsw i32 %549, -541163
  br label %558

551:                                              ; preds = %546
  %552 = icmp ult i32 %519, 22594
  %553 = shl i32 %519, 8
  br i1 %552, label %554, label %556

554:                                              ; preds = %551
  %555 = add nsw i32 %553, -1589738
  br label %558

556:                                              ; preds = %551
  %557 = add i32 %553, -5784041
  br label %558

558:                                              ; preds = %515, %523, %537, %548, %554, %556
  %559 = phi i32 [ %534, %523 ], [ %545, %537 ], [ %550, %548 ], [ %555, %554 ], [ %557, %556 ], [ %519, %515 ]
  store i32 %559, ptr %511, align 4, !tbaa !43
  %560 = getelementptr inbounds i8, ptr %511, i64 4
  %561 = and i64 %518, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %512, ptr align 1 %513, i64 %561, i1 false)
  %562 = getelementptr inbounds i8, ptr %512, i64 %561
  br label %563

563:                                              ; preds = %510, %558
  %564 = phi ptr [ %560, %558 ], [ %511, %510 ]
  %565 = phi ptr [ %562, %558 ], [ %512, %510 ]
  %566 = ptrtoint ptr %565 to i64
  %567 = sub i64 %566, %12
  %568 = uitofp nneg i64 %17 to double
  %569 = uitofp i64 %567 to double
  %570 = fmul double %568, 0x3FEF5C28F5C28F5C
  %571 = fcmp ogt double %570, %569
  br i1 %571, label %590, label %572

572:                                              ; preds = %563
  %573 = shl nuw nsw i64 %17, 3
  %574 = uitofp nneg i64 %573 to double
  %575 = fmul double %574, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %576

576:                                              ; preds = %572, %576
  %577 = phi i64 [ %584, %576 ], [ 0, %572 ]
  %578 = getelementptr inbounds i8, ptr %15, i64 %577
  %579 = load i8, ptr %578, align 1, !tbaa !9
  %580 = zext i8 %579 to i64
  %581 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %580
  %582 = load i32, ptr %581, align 4, !tbaa !43
  %583 = add i32 %582, 1
  store i32 %583, ptr %581, align 4, !tbaa !43
  %584 = add nuw nsw i64 %577, 43
  %585 = icmp ult i64 %584, %17
  br i1 %585, label %576, label %586, !llvm.loop !49

586:                                              ; preds = %576
  %587 = fdiv double %575, 4.300000e+01
  %588 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %589 = fcmp uge double %588, %587
  br i1 %589, label %631, label %590

590:                                              ; preds = %563, %586
  %591 = ptrtoint ptr %564 to i64
  %592 = sub i64 %591, %13
  %593 = ashr exact i64 %592, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !412)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !415)
  %594 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !412, !noalias !415
  %595 = lshr i64 %594, 3
  %596 = getelementptr inbounds i8, ptr %7, i64 %595
  %597 = load i8, ptr %596, align 1, !tbaa !9, !alias.scope !415, !noalias !412
  %598 = zext i8 %597 to i64
  store i64 %598, ptr %596, align 1, !noalias !412
  %599 = add i64 %594, 1
  store i64 %599, ptr %6, align 8, !tbaa !5, !alias.scope !412, !noalias !415
  %600 = icmp ult i64 %16, 65537
  %601 = select i1 %600, i64 4, i64 5
  %602 = add nsw i64 %601, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !417)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !420)
  %603 = lshr i64 %599, 3
  %604 = getelementptr inbounds i8, ptr %7, i64 %603
  %605 = load i8, ptr %604, align 1, !tbaa !9, !alias.scope !420, !noalias !417
  %606 = zext i8 %605 to i64
  %607 = and i64 %599, 7
  %608 = shl nuw nsw i64 %602, %607
  %609 = or i64 %608, %606
  store i64 %609, ptr %604, align 1, !noalias !417
  %610 = add i64 %594, 3
  store i64 %610, ptr %6, align 8, !tbaa !5, !alias.scope !417, !noalias !420
  %611 = shl nuw nsw i64 %601, 2
  %612 = add nsw i64 %17, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !422)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !425)
  %613 = lshr i64 %610, 3
  %614 = getelementptr inbounds i8, ptr %7, i64 %613
  %615 = load i8, ptr %614, align 1, !tbaa !9, !alias.scope !425, !noalias !422
  %616 = zext i8 %615 to i64
  %617 = and i64 %610, 7
  %618 = shl nsw i64 %612, %617
  %619 = or i64 %618, %616
  store i64 %619, ptr %614, align 1, !noalias !422
  %620 = add i64 %610, %611
  store i64 %620, ptr %6, align 8, !tbaa !5, !alias.scope !422, !noalias !425
  tail call void @llvm.experimental.noalias.scope.decl(metadata !427)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !430)
  %621 = lshr i64 %620, 3
  %622 = getelementptr inbounds i8, ptr %7, i64 %621
  %623 = load i8, ptr %622, align 1, !tbaa !9, !alias.scope !430, !noalias !427
  %624 = zext i8 %623 to i64
  store i64 %624, ptr %622, align 1, !noalias !427
  %625 = add i64 %620, 1
  store i64 %625, ptr %6, align 8, !tbaa !5, !alias.scope !427, !noalias !430
  tail call void @llvm.experimental.noalias.scope.decl(metadata !432)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !435)
  %626 = lshr i64 %625, 3
  %627 = getelementptr inbounds i8, ptr %7, i64 %626
  %628 = load i8, ptr %627, align 1, !tbaa !9, !alias.scope !435, !noalias !432
  %629 = zext i8 %628 to i64
  store i64 %629, ptr %627, align 1, !noalias !432
  %630 = add i64 %620, 14
  store i64 %630, ptr %6, align 8, !tbaa !5, !alias.scope !432, !noalias !435
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %567, ptr noundef %3, i64 noundef %593, ptr noundef nonnull %6, ptr noundef %7)
  br label %674

631:                                              ; preds = %586
  tail call void @llvm.experimental.noalias.scope.decl(metadata !437)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !440)
  %632 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !437, !noalias !440
  %633 = lshr i64 %632, 3
  %634 = getelementptr inbounds i8, ptr %7, i64 %633
  %635 = load i8, ptr %634, align 1, !tbaa !9, !alias.scope !440, !noalias !437
  %636 = zext i8 %635 to i64
  store i64 %636, ptr %634, align 1, !noalias !437
  %637 = add i64 %632, 1
  store i64 %637, ptr %6, align 8, !tbaa !5, !alias.scope !437, !noalias !440
  %638 = icmp ult i64 %16, 65537
  %639 = select i1 %638, i64 4, i64 5
  %640 = add nsw i64 %639, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !445)
  %641 = lshr i64 %637, 3
  %642 = getelementptr inbounds i8, ptr %7, i64 %641
  %643 = load i8, ptr %642, align 1, !tbaa !9, !alias.scope !445, !noalias !442
  %644 = zext i8 %643 to i64
  %645 = and i64 %637, 7
  %646 = shl nuw nsw i64 %640, %645
  %647 = or i64 %646, %644
  store i64 %647, ptr %642, align 1, !noalias !442
  %648 = add i64 %632, 3
  store i64 %648, ptr %6, align 8, !tbaa !5, !alias.scope !442, !noalias !445
  %649 = shl nuw nsw i64 %639, 2
  %650 = add nsw i64 %17, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !447)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !450)
  %651 = lshr i64 %648, 3
  %652 = getelementptr inbounds i8, ptr %7, i64 %651
  %653 = load i8, ptr %652, align 1, !tbaa !9, !alias.scope !450, !noalias !447
  %654 = zext i8 %653 to i64
  %655 = and i64 %648, 7
  %656 = shl nsw i64 %650, %655
  %657 = or i64 %656, %654
  store i64 %657, ptr %652, align 1, !noalias !447
  %658 = add i64 %648, %649
  store i64 %658, ptr %6, align 8, !tbaa !5, !alias.scope !447, !noalias !450
  %659 = lshr i64 %658, 3
  %660 = getelementptr inbounds i8, ptr %7, i64 %659
  %661 = load i8, ptr %660, align 1, !tbaa !9, !alias.scope !452, !noalias !455
  %662 = zext i8 %661 to i64
  %663 = and i64 %658, 7
  %664 = shl nuw nsw i64 1, %663
  %665 = or i64 %664, %662
  store i64 %665, ptr %660, align 1, !noalias !455
  %666 = add i64 %658, 8
  %667 = and i64 %666, 4294967288
  store i64 %667, ptr %6, align 8, !tbaa !5
  %668 = lshr exact i64 %667, 3
  %669 = getelementptr inbounds i8, ptr %7, i64 %668
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %669, ptr nonnull readonly align 1 %15, i64 %17, i1 false)
  %670 = load i64, ptr %6, align 8, !tbaa !5
  %671 = add i64 %670, %573
  store i64 %671, ptr %6, align 8, !tbaa !5
  %672 = lshr i64 %671, 3
  %673 = getelementptr inbounds i8, ptr %7, i64 %672
  store i8 0, ptr %673, align 1, !tbaa !9
  br label %674

674:                                              ; preds = %631, %590
  %675 = sub i64 %16, %17
  %676 = icmp eq i64 %675, 0
  br i1 %676, label %677, label %14, !llvm.loop !95

677:                                              ; preds = %674, %8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @BrotliCompressFragmentTwoPassImpl17(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %677, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %1 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %3 to i64
  br label %14

14:                                               ; preds = %10, %674
  %15 = phi ptr [ %1, %10 ], [ %18, %674 ]
  %16 = phi i64 [ %2, %10 ], [ %675, %674 ]
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 131072)
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = icmp ugt i64 %16, 15
  br i1 %19, label %20, label %510, !prof !40

20:                                               ; preds = %14
  %21 = add nsw i64 %17, -6
  %22 = add i64 %16, -16
  %23 = tail call i64 @llvm.umin.i64(i64 %21, i64 %22)
  %24 = getelementptr inbounds i8, ptr %15, i64 %23
  %25 = ptrtoint ptr %18 to i64
  %26 = add i64 %25, -6
  br label %27

27:                                               ; preds = %330, %20
  %28 = phi ptr [ %3, %20 ], [ %331, %330 ]
  %29 = phi ptr [ %4, %20 ], [ %206, %330 ]
  %30 = phi i32 [ -1, %20 ], [ %332, %330 ]
  %31 = phi ptr [ %15, %20 ], [ %333, %330 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i64, ptr %32, align 1
  %34 = sext i32 %30 to i64
  %35 = sub nsw i64 0, %34
  %36 = icmp sgt i32 %30, 0
  br label %37

37:                                               ; preds = %99, %27
  %38 = phi ptr [ %32, %27 ], [ %46, %99 ]
  %39 = phi i32 [ 32, %27 ], [ %43, %99 ]
  %40 = phi i64 [ %33, %27 ], [ %49, %99 ]
  %41 = mul i64 %40, 33215796281344
  %42 = lshr i64 %41, 47
  %43 = add i32 %39, 1
  %44 = lshr i32 %39, 5
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %38, i64 %45
  %47 = icmp ugt ptr %46, %24
  br i1 %47, label %510, label %48, !prof !41

48:                                               ; preds = %37
  %49 = load i64, ptr %46, align 1
  %50 = getelementptr inbounds i8, ptr %38, i64 %35
  %51 = load i32, ptr %38, align 1
  %52 = load i32, ptr %50, align 1
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %72

54:                                               ; preds = %48
  %55 = getelementptr inbounds i8, ptr %38, i64 4
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %50, i64 4
  %58 = load i8, ptr %57, align 1, !tbaa !9
  %59 = icmp eq i8 %56, %58
  br i1 %59, label %60, label %72

60:                                               ; preds = %54
  %61 = getelementptr inbounds i8, ptr %38, i64 5
  %62 = load i8, ptr %61, align 1, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %50, i64 5
  %64 = load i8, ptr %63, align 1, !tbaa !9
  %65 = icmp eq i8 %62, %64
  %66 = select i1 %65, i1 %36, i1 false
  br i1 %66, label %67, label %72, !prof !411

67:                                               ; preds = %60
  %68 = ptrtoint ptr %38 to i64
  %69 = sub i64 %68, %11
  %70 = trunc i64 %69 to i32
  %71 = getelementptr inbounds i32, ptr %5, i64 %42
  store i32 %70, ptr %71, align 4, !tbaa !43
  br label %100

72:                                               ; preds = %48, %54, %60
  %73 = getelementptr inbounds i32, ptr %5, i64 %42
  %74 = load i32, ptr %73, align 4, !tbaa !43
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %1, i64 %75
  %77 = ptrtoint ptr %38 to i64
  %78 = sub i64 %77, %11
  %79 = trunc i64 %78 to i32
  store i32 %79, ptr %73, align 4, !tbaa !43
  %80 = load i32, ptr %38, align 1
  %81 = load i32, ptr %76, align 1
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %96

83:                                               ; preds = %72
  %84 = getelementptr inbounds i8, ptr %38, i64 4
  %85 = load i8, ptr %84, align 1, !tbaa !9
  %86 = getelementptr inbounds i8, ptr %76, i64 4
  %87 = load i8, ptr %86, align 1, !tbaa !9
  %88 = icmp eq i8 %85, %87
  br i1 %88, label %89, label %96

89:                                               ; preds = %83
  %90 = getelementptr inbounds i8, ptr %38, i64 5
  %91 = load i8, ptr %90, align 1, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %76, i64 5
  %93 = load i8, ptr %92, align 1, !tbaa !9
  %94 = icmp eq i8 %91, %93
  %95 = zext i1 %94 to i32
  br label %96

96:                                               ; preds = %72, %83, %89
  %97 = phi i32 [ 0, %83 ], [ %95, %89 ], [ 0, %72 ]
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %100, !prof !40

99:                                               ; preds = %96, %100
  br label %37, !llvm.loop !45

100:                                              ; preds = %96, %67
  %101 = phi i64 [ %68, %67 ], [ %77, %96 ]
  %102 = phi ptr [ %50, %67 ], [ %76, %96 ]
  %103 = ptrtoint ptr %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp sgt i64 %104, 262128
  br i1 %105, label %99, label %106

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %102, i64 6
  %108 = getelementptr inbounds i8, ptr %38, i64 6
  %109 = sub i64 %26, %101
  %110 = icmp ugt i64 %109, 7
  br i1 %110, label %118, label %111

111:                                              ; preds = %133, %106
  %112 = phi i64 [ %109, %106 ], [ %136, %133 ]
  %113 = phi ptr [ %108, %106 ], [ %134, %133 ]
  %114 = phi ptr [ %107, %106 ], [ %135, %133 ]
  %115 = icmp eq i64 %112, 0
  br i1 %115, label %150, label %116

116:                                              ; preds = %111
  %117 = getelementptr i8, ptr %114, i64 %112
  br label %138

118:                                              ; preds = %106, %133
  %119 = phi ptr [ %135, %133 ], [ %107, %106 ]
  %120 = phi ptr [ %134, %133 ], [ %108, %106 ]
  %121 = phi i64 [ %136, %133 ], [ %109, %106 ]
  %122 = load i64, ptr %120, align 1
  %123 = load i64, ptr %119, align 1
  %124 = icmp eq i64 %122, %123
  br i1 %124, label %133, label %125

125:                                              ; preds = %118
  %126 = xor i64 %123, %122
  %127 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %126, i1 true)
  %128 = ptrtoint ptr %119 to i64
  %129 = ptrtoint ptr %107 to i64
  %130 = sub i64 %128, %129
  %131 = lshr i64 %127, 3
  %132 = add i64 %130, %131
  br label %155

133:                                              ; preds = %118
  %134 = getelementptr inbounds i8, ptr %120, i64 8
  %135 = getelementptr inbounds i8, ptr %119, i64 8
  %136 = add i64 %121, -8
  %137 = icmp ugt i64 %136, 7
  br i1 %137, label %118, label %111, !llvm.loop !47

138:                                              ; preds = %116, %145
  %139 = phi ptr [ %148, %145 ], [ %114, %116 ]
  %140 = phi ptr [ %147, %145 ], [ %113, %116 ]
  %141 = phi i64 [ %146, %145 ], [ %112, %116 ]
  %142 = load i8, ptr %139, align 1, !tbaa !9
  %143 = load i8, ptr %140, align 1, !tbaa !9
  %144 = icmp eq i8 %142, %143
  br i1 %144, label %145, label %150

145:                                              ; preds = %138
  %146 = add nsw i64 %141, -1
  %147 = getelementptr inbounds i8, ptr %140, i64 1
  %148 = getelementptr inbounds i8, ptr %139, i64 1
  %149 = icmp eq i64 %146, 0
  br i1 %149, label %150, label %138, !llvm.loop !48

150:                                              ; preds = %145, %138, %111
  %151 = phi ptr [ %114, %111 ], [ %139, %138 ], [ %117, %145 ]
  %152 = ptrtoint ptr %151 to i64
  %153 = ptrtoint ptr %107 to i64
  %154 = sub i64 %152, %153
  br label %155

155:                                              ; preds = %125, %150
  %156 = phi i64 [ %132, %125 ], [ %154, %150 ]
  %157 = add i64 %156, 6
  %158 = trunc i64 %104 to i32
  %159 = ptrtoint ptr %31 to i64
  %160 = sub i64 %101, %159
  %161 = trunc i64 %160 to i32
  %162 = getelementptr inbounds i8, ptr %38, i64 %157
  %163 = icmp ult i32 %161, 6
  br i1 %163, label %201, label %164

164:                                              ; preds = %155
  %165 = icmp ult i32 %161, 130
  br i1 %165, label %166, label %178

166:                                              ; preds = %164
  %167 = add nsw i32 %161, -2
  %168 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %167, i1 true)
  %169 = sub nuw nsw i32 30, %168
  %170 = lshr i32 %167, %169
  %171 = shl nuw nsw i32 %169, 1
  %172 = add nuw nsw i32 %170, 2
  %173 = add nuw nsw i32 %172, %171
  %174 = shl nuw nsw i32 %170, %169
  %175 = sub nsw i32 %167, %174
  %176 = shl nsw i32 %175, 8
  %177 = or i32 %176, %173
  br label %201

178:                                              ; preds = %164
  %179 = icmp ult i32 %161, 2114
  br i1 %179, label %180, label %189

180:                                              ; preds = %178
  %181 = add nsw i32 %161, -66
  %182 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %181, i1 true)
  %183 = xor i32 %182, 31
  %184 = shl nsw i32 -1, %183
  %185 = add nsw i32 %184, %181
  %186 = shl nsw i32 %185, 8
  %187 = sub i32 %186, %182
  %188 = add i32 %187, 41
  br label %201

189:                                              ; preds = %178
  %190 = icmp ult i32 %161, 6210
  br i1 %190, label %191, label %194

191:                                              ; preds = %189
  %192 = shl nuw nsw i32 %161, 8
  %193 = add nsw i32 %192, -541163
  br label %201

194:                                              ; preds = %189
  %195 = icmp ult i32 %161, 22594
  %196 = shl i32 %161, 8
  br i1 %195, label %197, label %199

197:                                              ; preds = %194
  %198 = add nsw i32 %196, -1589738
  br label %201

199:                                              ; preds = %194
  %200 = add i32 %196, -5784041
  br label %201

201:                                              ; preds = %155, %166, %180, %191, %197, %199
  %202 = phi i32 [ %177, %166 ], [ %188, %180 ], [ %193, %191 ], [ %198, %197 ], [ %200, %199 ], [ %161, %155 ]
  store i32 %202, ptr %28, align 4, !tbaa !43
  %203 = getelementptr inbounds i8, ptr %28, i64 4
  %204 = shl i64 %160, 32
  %205 = ashr exact i64 %204, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %29, ptr align 1 %31, i64 %205, i1 false)
  %206 = getelementptr inbounds i8, ptr %29, i64 %205
  %207 = icmp eq i32 %30, %158
  br i1 %207, label %223, label %208

208:                                              ; preds = %201
  %209 = add i32 %158, 3
  %210 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %209, i1 true)
  %211 = sub nsw i32 30, %210
  %212 = lshr i32 %209, %211
  %213 = and i32 %212, 1
  %214 = or disjoint i32 %213, 2
  %215 = shl nuw i32 %214, %211
  %216 = shl nuw nsw i32 %210, 1
  %217 = xor i32 %216, 62
  %218 = add nuw nsw i32 %217, 76
  %219 = sub i32 %209, %215
  %220 = shl i32 %219, 8
  %221 = or disjoint i32 %218, %220
  %222 = or disjoint i32 %221, %213
  br label %223

223:                                              ; preds = %201, %208
  %224 = phi i32 [ %222, %208 ], [ 64, %201 ]
  %225 = phi i32 [ %158, %208 ], [ %30, %201 ]
  store i32 %224, ptr %203, align 4, !tbaa !43
  %226 = getelementptr inbounds i8, ptr %28, i64 8
  %227 = icmp ult i64 %157, 12
  br i1 %227, label %228, label %231

228:                                              ; preds = %223
  %229 = trunc nuw i64 %157 to i32
  %230 = add nuw nsw i32 %229, 20
  store i32 %230, ptr %226, align 4, !tbaa !43
  br label %279

231:                                              ; preds = %223
  %232 = icmp ult i64 %157, 72
  br i1 %232, label %233, label %248

233:                                              ; preds = %231
  %234 = add nsw i64 %156, -2
  %235 = trunc i64 %234 to i32
  %236 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %235, i1 true)
  %237 = sub nuw nsw i32 30, %236
  %238 = zext nneg i32 %237 to i64
  %239 = lshr i64 %234, %238
  %240 = shl nuw nsw i64 %238, 1
  %241 = add nuw nsw i64 %239, 28
  %242 = add nuw nsw i64 %241, %240
  %243 = shl nuw nsw i64 %239, %238
  %244 = sub nsw i64 %234, %243
  %245 = shl nsw i64 %244, 8
  %246 = or i64 %245, %242
  %247 = trunc i64 %246 to i32
  store i32 %247, ptr %226, align 4, !tbaa !43
  br label %279

248:                                              ; preds = %231
  %249 = icmp ult i64 %157, 136
  br i1 %249, label %250, label %259

250:                                              ; preds = %248
  %251 = add nsw i64 %156, -2
  %252 = lshr i64 %251, 5
  %253 = add nuw nsw i64 %252, 54
  %254 = shl nuw nsw i64 %251, 8
  %255 = and i64 %254, 7936
  %256 = or i64 %253, %255
  %257 = trunc nuw nsw i64 %256 to i32
  store i32 %257, ptr %226, align 4, !tbaa !43
  %258 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %258, align 4, !tbaa !43
  br label %279

259:                                              ; preds = %248
  %260 = icmp ult i64 %157, 2120
  br i1 %260, label %261, label %274

261:                                              ; preds = %259
  %262 = add nsw i64 %156, -66
  %263 = trunc i64 %262 to i32
  %264 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %263, i1 true)
  %265 = xor i32 %264, 31
  %266 = zext nneg i32 %265 to i64
  %267 = add nuw nsw i64 %266, 52
  %268 = shl nsw i64 -1, %266
  %269 = add nsw i64 %268, %262
  %270 = shl nsw i64 %269, 8
  %271 = or disjoint i64 %270, %267
  %272 = trunc i64 %271 to i32
  store i32 %272, ptr %226, align 4, !tbaa !43
  %273 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %273, align 4, !tbaa !43
  br label %279

274:                                              ; preds = %259
  %275 = trunc i64 %157 to i32
  %276 = shl i32 %275, 8
  %277 = add i32 %276, -542657
  store i32 %277, ptr %226, align 4, !tbaa !43
  %278 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 64, ptr %278, align 4, !tbaa !43
  br label %279

279:                                              ; preds = %228, %233, %250, %261, %274
  %280 = phi i64 [ 12, %228 ], [ 12, %233 ], [ 16, %250 ], [ 16, %261 ], [ 16, %274 ]
  %281 = getelementptr inbounds i8, ptr %28, i64 %280
  %282 = icmp ult ptr %162, %24
  br i1 %282, label %283, label %510, !prof !40

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %162, i64 -5
  %285 = load i64, ptr %284, align 1
  %286 = mul i64 %285, 33215796281344
  %287 = lshr i64 %286, 47
  %288 = ptrtoint ptr %162 to i64
  %289 = sub i64 %288, %11
  %290 = trunc i64 %289 to i32
  %291 = add i32 %290, -5
  %292 = getelementptr inbounds i32, ptr %5, i64 %287
  store i32 %291, ptr %292, align 4, !tbaa !43
  %293 = shl i64 %285, 8
  %294 = and i64 %293, -65536
  %295 = mul i64 %294, 506832829
  %296 = lshr i64 %295, 47
  %297 = add i32 %290, -4
  %298 = getelementptr inbounds i32, ptr %5, i64 %296
  store i32 %297, ptr %298, align 4, !tbaa !43
  %299 = and i64 %285, -65536
  %300 = mul i64 %299, 506832829
  %301 = lshr i64 %300, 47
  %302 = add i32 %290, -3
  %303 = getelementptr inbounds i32, ptr %5, i64 %301
  store i32 %302, ptr %303, align 4, !tbaa !43
  %304 = getelementptr inbounds i8, ptr %162, i64 -2
  %305 = load i64, ptr %304, align 1
  %306 = and i64 %305, -65536
  %307 = mul i64 %306, 506832829
  %308 = lshr i64 %307, 47
  %309 = mul i64 %305, 33215796281344
  %310 = lshr i64 %309, 47
  %311 = add i32 %290, -2
  %312 = getelementptr inbounds i32, ptr %5, i64 %310
  store i32 %311, ptr %312, align 4, !tbaa !43
  %313 = shl i64 %305, 8
  %314 = and i64 %313, -65536
  %315 = mul i64 %314, 506832829
  %316 = lshr i64 %315, 47
  %317 = add i32 %290, -1
  %318 = getelementptr inbounds i32, ptr %5, i64 %316
  store i32 %317, ptr %318, align 4, !tbaa !43
  %319 = getelementptr inbounds i32, ptr %5, i64 %308
  %320 = load i32, ptr %319, align 4, !tbaa !43
  store i32 %290, ptr %319, align 4, !tbaa !43
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds i8, ptr %1, i64 %321
  %323 = ptrtoint ptr %322 to i64
  %324 = sub i64 %288, %323
  %325 = icmp slt i64 %324, 262129
  br i1 %325, label %326, label %330

326:                                              ; preds = %283
  %327 = load i32, ptr %162, align 1
  %328 = load i32, ptr %322, align 1
  %329 = icmp eq i32 %327, %328
  br i1 %329, label %338, label %330

330:                                              ; preds = %350, %467, %338, %334, %326, %283
  %331 = phi ptr [ %281, %283 ], [ %281, %326 ], [ %339, %350 ], [ %465, %467 ], [ %339, %338 ], [ %465, %334 ]
  %332 = phi i32 [ %225, %283 ], [ %225, %326 ], [ %340, %350 ], [ %409, %467 ], [ %340, %338 ], [ %409, %334 ]
  %333 = phi ptr [ %162, %283 ], [ %162, %326 ], [ %341, %350 ], [ %408, %467 ], [ %341, %338 ], [ %408, %334 ]
  br label %27

334:                                              ; preds = %467
  %335 = load i32, ptr %408, align 1
  %336 = load i32, ptr %506, align 1
  %337 = icmp eq i32 %335, %336
  br i1 %337, label %338, label %330

338:                                              ; preds = %326, %334
  %339 = phi ptr [ %465, %334 ], [ %281, %326 ]
  %340 = phi i32 [ %409, %334 ], [ %225, %326 ]
  %341 = phi ptr [ %408, %334 ], [ %162, %326 ]
  %342 = phi ptr [ %506, %334 ], [ %322, %326 ]
  %343 = phi i64 [ %472, %334 ], [ %288, %326 ]
  %344 = phi i64 [ %508, %334 ], [ %324, %326 ]
  %345 = getelementptr inbounds i8, ptr %341, i64 4
  %346 = load i8, ptr %345, align 1, !tbaa !9
  %347 = getelementptr inbounds i8, ptr %342, i64 4
  %348 = load i8, ptr %347, align 1, !tbaa !9
  %349 = icmp eq i8 %346, %348
  br i1 %349, label %350, label %330

350:                                              ; preds = %338
  %351 = getelementptr inbounds i8, ptr %341, i64 5
  %352 = load i8, ptr %351, align 1, !tbaa !9
  %353 = getelementptr inbounds i8, ptr %342, i64 5
  %354 = load i8, ptr %353, align 1, !tbaa !9
  %355 = icmp eq i8 %352, %354
  br i1 %355, label %356, label %330

356:                                              ; preds = %350
  %357 = getelementptr inbounds i8, ptr %342, i64 6
  %358 = getelementptr inbounds i8, ptr %341, i64 6
  %359 = sub i64 %26, %343
  %360 = icmp ugt i64 %359, 7
  br i1 %360, label %368, label %361

361:                                              ; preds = %383, %356
  %362 = phi i64 [ %359, %356 ], [ %386, %383 ]
  %363 = phi ptr [ %358, %356 ], [ %384, %383 ]
  %364 = phi ptr [ %357, %356 ], [ %385, %383 ]
  %365 = icmp eq i64 %362, 0
  br i1 %365, label %400, label %366

366:                                              ; preds = %361
  %367 = getelementptr i8, ptr %364, i64 %362
  br label %388

368:                                              ; preds = %356, %383
  %369 = phi ptr [ %385, %383 ], [ %357, %356 ]
  %370 = phi ptr [ %384, %383 ], [ %358, %356 ]
  %371 = phi i64 [ %386, %383 ], [ %359, %356 ]
  %372 = load i64, ptr %370, align 1
  %373 = load i64, ptr %369, align 1
  %374 = icmp eq i64 %372, %373
  br i1 %374, label %383, label %375

375:                                              ; preds = %368
  %376 = xor i64 %373, %372
  %377 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %376, i1 true)
  %378 = ptrtoint ptr %369 to i64
  %379 = ptrtoint ptr %357 to i64
  %380 = sub i64 %378, %379
  %381 = lshr i64 %377, 3
  %382 = add i64 %380, %381
  br label %405

383:                                              ; preds = %368
  %384 = getelementptr inbounds i8, ptr %370, i64 8
  %385 = getelementptr inbounds i8, ptr %369, i64 8
  %386 = add i64 %371, -8
  %387 = icmp ugt i64 %386, 7
  br i1 %387, label %368, label %361, !llvm.loop !47

388:                                              ; preds = %366, %395
  %389 = phi ptr [ %398, %395 ], [ %364, %366 ]
  %390 = phi ptr [ %397, %395 ], [ %363, %366 ]
  %391 = phi i64 [ %396, %395 ], [ %362, %366 ]
  %392 = load i8, ptr %389, align 1, !tbaa !9
  %393 = load i8, ptr %390, align 1, !tbaa !9
  %394 = icmp eq i8 %392, %393
  br i1 %394, label %395, label %400

395:                                              ; preds = %388
  %396 = add nsw i64 %391, -1
  %397 = getelementptr inbounds i8, ptr %390, i64 1
  %398 = getelementptr inbounds i8, ptr %389, i64 1
  %399 = icmp eq i64 %396, 0
  br i1 %399, label %400, label %388, !llvm.loop !48

400:                                              ; preds = %395, %388, %361
  %401 = phi ptr [ %364, %361 ], [ %389, %388 ], [ %367, %395 ]
  %402 = ptrtoint ptr %401 to i64
  %403 = ptrtoint ptr %357 to i64
  %404 = sub i64 %402, %403
  br label %405

405:                                              ; preds = %375, %400
  %406 = phi i64 [ %382, %375 ], [ %404, %400 ]
  %407 = add i64 %406, 6
  %408 = getelementptr inbounds i8, ptr %341, i64 %407
  %409 = trunc i64 %344 to i32
  %410 = icmp ult i64 %407, 10
  br i1 %410, label %411, label %414

411:                                              ; preds = %405
  %412 = trunc nuw i64 %407 to i32
  %413 = add nuw nsw i32 %412, 38
  br label %448

414:                                              ; preds = %405
  %415 = icmp ult i64 %407, 134
  br i1 %415, label %416, label %430

416:                                              ; preds = %414
  %417 = trunc i64 %406 to i32
  %418 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %417, i1 true)
  %419 = sub nuw nsw i32 30, %418
  %420 = zext nneg i32 %419 to i64
  %421 = lshr i64 %406, %420
  %422 = shl nuw nsw i64 %420, 1
  %423 = add nuw nsw i64 %421, 44
  %424 = add nuw nsw i64 %423, %422
  %425 = shl nuw nsw i64 %421, %420
  %426 = sub nsw i64 %406, %425
  %427 = shl nsw i64 %426, 8
  %428 = or i64 %427, %424
  %429 = trunc i64 %428 to i32
  br label %448

430:                                              ; preds = %414
  %431 = icmp ult i64 %407, 2118
  br i1 %431, label %432, label %444

432:                                              ; preds = %430
  %433 = add nsw i64 %406, -64
  %434 = trunc i64 %433 to i32
  %435 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %434, i1 true)
  %436 = xor i32 %435, 31
  %437 = zext nneg i32 %436 to i64
  %438 = add nuw nsw i64 %437, 52
  %439 = shl nsw i64 -1, %437
  %440 = add nsw i64 %439, %433
  %441 = shl nsw i64 %440, 8
  %442 = or disjoint i64 %441, %438
  %443 = trunc i64 %442 to i32
  br label %448

444:                                              ; preds = %430
  %445 = trunc i64 %407 to i32
  %446 = shl i32 %445, 8
  %447 = add i32 %446, -542145
  br label %448

448:                                              ; preds = %411, %416, %432, %444
  %449 = phi i32 [ %413, %411 ], [ %429, %416 ], [ %443, %432 ], [ %447, %444 ]
  store i32 %449, ptr %339, align 4, !tbaa !43
  %450 = getelementptr inbounds i8, ptr %339, i64 4
  %451 = add i32 %409, 3
  %452 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %451, i1 true)
  %453 = sub nsw i32 30, %452
  %454 = lshr i32 %451, %453
  %455 = and i32 %454, 1
  %456 = or disjoint i32 %455, 2
  %457 = shl nuw i32 %456, %453
  %458 = shl nuw nsw i32 %452, 1
  %459 = xor i32 %458, 62
  %460 = add nuw nsw i32 %459, 76
  %461 = sub i32 %451, %457
  %462 = shl i32 %461, 8
  %463 = or disjoint i32 %460, %462
  %464 = or disjoint i32 %463, %455
  store i32 %464, ptr %450, align 4, !tbaa !43
  %465 = getelementptr inbounds i8, ptr %339, i64 8
  %466 = icmp ult ptr %408, %24
  br i1 %466, label %467, label %510, !prof !40

467:                                              ; preds = %448
  %468 = getelementptr inbounds i8, ptr %408, i64 -5
  %469 = load i64, ptr %468, align 1
  %470 = mul i64 %469, 33215796281344
  %471 = lshr i64 %470, 47
  %472 = ptrtoint ptr %408 to i64
  %473 = sub i64 %472, %11
  %474 = trunc i64 %473 to i32
  %475 = add i32 %474, -5
  %476 = getelementptr inbounds i32, ptr %5, i64 %471
  store i32 %475, ptr %476, align 4, !tbaa !43
  %477 = shl i64 %469, 8
  %478 = and i64 %477, -65536
  %479 = mul i64 %478, 506832829
  %480 = lshr i64 %479, 47
  %481 = add i32 %474, -4
  %482 = getelementptr inbounds i32, ptr %5, i64 %480
  store i32 %481, ptr %482, align 4, !tbaa !43
  %483 = and i64 %469, -65536
  %484 = mul i64 %483, 506832829
  %485 = lshr i64 %484, 47
  %486 = add i32 %474, -3
  %487 = getelementptr inbounds i32, ptr %5, i64 %485
  store i32 %486, ptr %487, align 4, !tbaa !43
  %488 = getelementptr inbounds i8, ptr %408, i64 -2
  %489 = load i64, ptr %488, align 1
  %490 = and i64 %489, -65536
  %491 = mul i64 %490, 506832829
  %492 = lshr i64 %491, 47
  %493 = mul i64 %489, 33215796281344
  %494 = lshr i64 %493, 47
  %495 = add i32 %474, -2
  %496 = getelementptr inbounds i32, ptr %5, i64 %494
  store i32 %495, ptr %496, align 4, !tbaa !43
  %497 = shl i64 %489, 8
  %498 = and i64 %497, -65536
  %499 = mul i64 %498, 506832829
  %500 = lshr i64 %499, 47
  %501 = add i32 %474, -1
  %502 = getelementptr inbounds i32, ptr %5, i64 %500
  store i32 %501, ptr %502, align 4, !tbaa !43
  %503 = getelementptr inbounds i32, ptr %5, i64 %492
  %504 = load i32, ptr %503, align 4, !tbaa !43
  store i32 %474, ptr %503, align 4, !tbaa !43
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds i8, ptr %1, i64 %505
  %507 = ptrtoint ptr %506 to i64
  %508 = sub i64 %472, %507
  %509 = icmp slt i64 %508, 262129
  br i1 %509, label %334, label %330

510:                                              ; preds = %279, %37, %448, %14
  %511 = phi ptr [ %3, %14 ], [ %465, %448 ], [ %28, %37 ], [ %281, %279 ]
  %512 = phi ptr [ %4, %14 ], [ %206, %448 ], [ %29, %37 ], [ %206, %279 ]
  %513 = phi ptr [ %15, %14 ], [ %408, %448 ], [ %31, %37 ], [ %162, %279 ]
  %514 = icmp ult ptr %513, %18
  br i1 %514, label %515, label %563

515:                                              ; preds = %510
  %516 = ptrtoint ptr %18 to i64
  %517 = ptrtoint ptr %513 to i64
  %518 = sub i64 %516, %517
  %519 = trunc i64 %518 to i32
  %520 = icmp ult i32 %519, 6
  br i1 %520, label %558, label %521

521:                                              ; preds = %515
  %522 = icmp ult i32 %519, 130
  br i1 %522, label %523, label %535

523:                                              ; preds = %521
  %524 = add nsw i32 %519, -2
  %525 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %524, i1 true)
  %526 = sub nuw nsw i32 30, %525
  %527 = lshr i32 %524, %526
  %528 = shl nuw nsw i32 %526, 1
  %529 = add nuw nsw i32 %527, 2
  %530 = add nuw nsw i32 %529, %528
  %531 = shl nuw nsw i32 %527, %526
  %532 = sub nsw i32 %524, %531
  %533 = shl nsw i32 %532, 8
  %534 = or i32 %533, %530
  br label %558

535:                                              ; preds = %521
  %536 = icmp ult i32 %519, 2114
  br i1 %536, label %537, label %546

537:                                              ; preds = %535
  %538 = add nsw i32 %519, -66
  %539 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %538, i1 true)
  %540 = xor i32 %539, 31
  %541 = shl nsw i32 -1, %540
  %542 = add nsw i32 %541, %538
  %543 = shl nsw i32 %542, 8
  %544 = sub i32 %543, %539
  %545 = add i32 %544, 41
  br label %558

546:                                              ; preds = %535
  %547 = icmp ult i32 %519, 6210
  br i1 %547, label %548, label %551

548:                                              ; preds = %546
  %549 = shl nuw nsw i32 %519, 8
  %550 = add nsw i32 %549, -541163
  br label %558

551:                                              ; preds = %546
  %552 = icmp ult i32 %519, 22594
  %553 = shl i32 %519, 8
  br i1 %552, label %554, label %556

554:                                              ; preds = %551
  %555 = add nsw i32 %553, -1589738
  br label %558

556:                                              ; preds = %551
  %557 = add i32 %553, -5784041
  br label %558

558:                                              ; preds = %515, %523, %537, %548, %554, %556
  %559 = phi i32 [ %534, %523 ], [ %545, %537 ], [ %550, %548 ], [ %555, %554 ], [ %557, %556 ], [ %519, %515 ]
  store i32 %559, ptr %511, align 4, !tbaa !43
  %560 = getelementptr inbounds i8, ptr %511, i64 4
  %561 = and i64 %518, 4294967295
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %512, ptr align 1 %513, i64 %561, i1 false)
  %562 = getelementptr inbounds i8, ptr %512, i64 %561
  br label %563

563:                                              ; preds = %510, %558
  %564 = phi ptr [ %560, %558 ], [ %511, %510 ]
  %565 = phi ptr [ %562, %558 ], [ %512, %510 ]
  %566 = ptrtoint ptr %565 to i64
  %567 = sub i64 %566, %12
  %568 = uitofp nneg i64 %17 to double
  %569 = uitofp i64 %567 to double
  %570 = fmul double %568, 0x3FEF5C28F5C28F5C
  %571 = fcmp ogt double %570, %569
  br i1 %571, label %590, label %572

572:                                              ; preds = %563
  %573 = shl nuw nsw i64 %17, 3
  %574 = uitofp nneg i64 %573 to double
  %575 = fmul double %574, 0x3FEF5C28F5C28F5C
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %576

576:                                              ; preds = %572, %576
  %577 = phi i64 [ %584, %576 ], [ 0, %572 ]
  %578 = getelementptr inbounds i8, ptr %15, i64 %577
  %579 = load i8, ptr %578, align 1, !tbaa !9
  %580 = zext i8 %579 to i64
  %581 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %580
  %582 = load i32, ptr %581, align 4, !tbaa !43
  %583 = add i32 %582, 1
  store i32 %583, ptr %581, align 4, !tbaa !43
  %584 = add nuw nsw i64 %577, 43
  %585 = icmp ult i64 %584, %17
  br i1 %585, label %576, label %586, !llvm.loop !49

586:                                              ; preds = %576
  %587 = fdiv double %575, 4.300000e+01
  %588 = tail call double @BrotliBitsEntropy(ptr noundef nonnull %0, i64 noundef 256) #8
  %589 = fcmp uge double %588, %587
  br i1 %589, label %631, label %590

590:                                              ; preds = %563, %586
  %591 = ptrtoint ptr %564 to i64
  %592 = sub i64 %591, %13
  %593 = ashr exact i64 %592, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !457)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !460)
  %594 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !457, !noalias !460
  %595 = lshr i64 %594, 3
  %596 = getelementptr inbounds i8, ptr %7, i64 %595
  %597 = load i8, ptr %596, align 1, !tbaa !9, !alias.scope !460, !noalias !457
  %598 = zext i8 %597 to i64
  store i64 %598, ptr %596, align 1, !noalias !457
  %599 = add i64 %594, 1
  store i64 %599, ptr %6, align 8, !tbaa !5, !alias.scope !457, !noalias !460
  %600 = icmp ult i64 %16, 65537
  %601 = select i1 %600, i64 4, i64 5
  %602 = add nsw i64 %601, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !462)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !465)
  %603 = lshr i64 %599, 3
  %604 = getelementptr inbounds i8, ptr %7, i64 %603
  %605 = load i8, ptr %604, align 1, !tbaa !9, !alias.scope !465, !noalias !462
  %606 = zext i8 %605 to i64
  %607 = and i64 %599, 7
  %608 = shl nuw nsw i64 %602, %607
  %609 = or i64 %608, %606
  store i64 %609, ptr %604, align 1, !noalias !462
  %610 = add i64 %594, 3
  store i64 %610, ptr %6, align 8, !tbaa !5, !alias.scope !462, !noalias !465
  %611 = shl nuw nsw i64 %601, 2
  %612 = add nsw i64 %17, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !467)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !470)
  %613 = lshr i64 %610, 3
  %614 = getelementptr inbounds i8, ptr %7, i64 %613
  %615 = load i8, ptr %614, align 1, !tbaa !9, !alias.scope !470, !noalias !467
  %616 = zext i8 %615 to i64
  %617 = and i64 %610, 7
  %618 = shl nsw i64 %612, %617
  %619 = or i64 %618, %616
  store i64 %619, ptr %614, align 1, !noalias !467
  %620 = add i64 %610, %611
  store i64 %620, ptr %6, align 8, !tbaa !5, !alias.scope !467, !noalias !470
  tail call void @llvm.experimental.noalias.scope.decl(metadata !472)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !475)
  %621 = lshr i64 %620, 3
  %622 = getelementptr inbounds i8, ptr %7, i64 %621
  %623 = load i8, ptr %622, align 1, !tbaa !9, !alias.scope !475, !noalias !472
  %624 = zext i8 %623 to i64
  store i64 %624, ptr %622, align 1, !noalias !472
  %625 = add i64 %620, 1
  store i64 %625, ptr %6, align 8, !tbaa !5, !alias.scope !472, !noalias !475
  tail call void @llvm.experimental.noalias.scope.decl(metadata !477)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !480)
  %626 = lshr i64 %625, 3
  %627 = getelementptr inbounds i8, ptr %7, i64 %626
  %628 = load i8, ptr %627, align 1, !tbaa !9, !alias.scope !480, !noalias !477
  %629 = zext i8 %628 to i64
  store i64 %629, ptr %627, align 1, !noalias !477
  %630 = add i64 %620, 14
  store i64 %630, ptr %6, align 8, !tbaa !5, !alias.scope !477, !noalias !480
  tail call fastcc void @StoreCommands(ptr noundef %0, ptr noundef %4, i64 noundef %567, ptr noundef %3, i64 noundef %593, ptr noundef nonnull %6, ptr noundef %7)
  br label %674

631:                                              ; preds = %586
  tail call void @llvm.experimental.noalias.scope.decl(metadata !482)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !485)
  %632 = load i64, ptr %6, align 8, !tbaa !5, !alias.scope !482, !noalias !485
  %633 = lshr i64 %632, 3
  %634 = getelementptr inbounds i8, ptr %7, i64 %633
  %635 = load i8, ptr %634, align 1, !tbaa !9, !alias.scope !485, !noalias !482
  %636 = zext i8 %635 to i64
  store i64 %636, ptr %634, align 1, !noalias !482
  %637 = add i64 %632, 1
  store i64 %637, ptr %6, align 8, !tbaa !5, !alias.scope !482, !noalias !485
  %638 = icmp ult i64 %16, 65537
  %639 = select i1 %638, i64 4, i64 5
  %640 = add nsw i64 %639, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !487)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !490)
  %641 = lshr i64 %637, 3
  %642 = getelementptr inbounds i8, ptr %7, i64 %641
  %643 = load i8, ptr %642, align 1, !tbaa !9, !alias.scope !490, !noalias !487
  %644 = zext i8 %643 to i64
  %645 = and i64 %637, 7
  %646 = shl nuw nsw i64 %640, %645
  %647 = or i64 %646, %644
  store i64 %647, ptr %642, align 1, !noalias !487
  %648 = add i64 %632, 3
  store i64 %648, ptr %6, align 8, !tbaa !5, !alias.scope !487, !noalias !490
  %649 = shl nuw nsw i64 %639, 2
  %650 = add nsw i64 %17, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !492)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !495)
  %651 = lshr i64 %648, 3
  %652 = getelementptr inbounds i8, ptr %7, i64 %651
  %653 = load i8, ptr %652, align 1, !tbaa !9, !alias.scope !495, !noalias !492
  %654 = zext i8 %653 to i64
  %655 = and i64 %648, 7
  %656 = shl nsw i64 %650, %655
  %657 = or i64 %656, %654
  store i64 %657, ptr %652, align 1, !noalias !492
  %658 = add i64 %648, %649
  store i64 %658, ptr %6, align 8, !tbaa !5, !alias.scope !492, !noalias !495
  %659 = lshr i64 %658, 3
  %660 = getelementptr inbounds i8, ptr %7, i64 %659
  %661 = load i8, ptr %660, align 1, !tbaa !9, !alias.scope !497, !noalias !500
  %662 = zext i8 %661 to i64
  %663 = and i64 %658, 7
  %664 = shl nuw nsw i64 1, %663
  %665 = or i64 %664, %662
  store i64 %665, ptr %660, align 1, !noalias !500
  %666 = add i64 %658, 8
  %667 = and i64 %666, 4294967288
  store i64 %667, ptr %6, align 8, !tbaa !5
  %668 = lshr exact i64 %667, 3
  %669 = getelementptr inbounds i8, ptr %7, i64 %668
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %669, ptr nonnull readonly align 1 %15, i64 %17, i1 false)
  %670 = load i64, ptr %6, align 8, !tbaa !5
  %671 = add i64 %670, %573
  store i64 %671, ptr %6, align 8, !tbaa !5
  %672 = lshr i64 %671, 3
  %673 = getelementptr inbounds i8, ptr %7, i64 %672
  store i8 0, ptr %673, align 1, !tbaa !9
  br label %674

674:                                              ; preds = %631, %590
  %675 = sub i64 %16, %17
  %676 = icmp eq i64 %675, 0
  br i1 %676, label %677, label %14, !llvm.loop !95

677:                                              ; preds = %674, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nounwind uwtable
define internal fastcc void @StoreCommands(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef readonly %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %8 = getelementptr inbounds i8, ptr %0, i64 2304
  %9 = getelementptr inbounds i8, ptr %0, i64 2432
  %10 = getelementptr inbounds i8, ptr %0, i64 1792
  %11 = icmp eq i64 %2, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(896) %10, i8 0, i64 896, i1 false)
  br i1 %11, label %65, label %12

12:                                               ; preds = %7
  %13 = and i64 %2, 3
  %14 = icmp ult i64 %2, 4
  br i1 %14, label %50, label %15

15:                                               ; preds = %12
  %16 = and i64 %2, -4
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %47, %17 ]
  %19 = phi i64 [ 0, %15 ], [ %48, %17 ]
  %20 = getelementptr inbounds i8, ptr %1, i64 %18
  %21 = load i8, ptr %20, align 1, !tbaa !9
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !43
  %25 = add i32 %24, 1
  store i32 %25, ptr %23, align 4, !tbaa !43
  %26 = or disjoint i64 %18, 1
  %27 = getelementptr inbounds i8, ptr %1, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !9
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !43
  %32 = add i32 %31, 1
  store i32 %32, ptr %30, align 4, !tbaa !43
  %33 = or disjoint i64 %18, 2
  %34 = getelementptr inbounds i8, ptr %1, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !9
  %36 = zext i8 %35 to i64
  %37 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !43
  %39 = add i32 %38, 1
  store i32 %39, ptr %37, align 4, !tbaa !43
  %40 = or disjoint i64 %18, 3
  %41 = getelementptr inbounds i8, ptr %1, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !43
  %46 = add i32 %45, 1
  store i32 %46, ptr %44, align 4, !tbaa !43
  %47 = add nuw i64 %18, 4
  %48 = add i64 %19, 4
  %49 = icmp eq i64 %48, %16
  br i1 %49, label %50, label %17, !llvm.loop !502

50:                                               ; preds = %17, %12
  %51 = phi i64 [ 0, %12 ], [ %47, %17 ]
  %52 = icmp eq i64 %13, 0
  br i1 %52, label %65, label %53

53:                                               ; preds = %50, %53
  %54 = phi i64 [ %62, %53 ], [ %51, %50 ]
  %55 = phi i64 [ %63, %53 ], [ 0, %50 ]
  %56 = getelementptr inbounds i8, ptr %1, i64 %54
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = zext i8 %57 to i64
  %59 = getelementptr inbounds [256 x i32], ptr %0, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !43
  %61 = add i32 %60, 1
  store i32 %61, ptr %59, align 4, !tbaa !43
  %62 = add nuw i64 %54, 1
  %63 = add i64 %55, 1
  %64 = icmp eq i64 %63, %13
  br i1 %64, label %65, label %53, !llvm.loop !503

65:                                               ; preds = %50, %53, %7
  %66 = getelementptr inbounds i8, ptr %0, i64 2688
  %67 = getelementptr inbounds i8, ptr %0, i64 1024
  %68 = getelementptr inbounds i8, ptr %0, i64 1280
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(ptr noundef nonnull %66, ptr noundef nonnull %0, i64 noundef %2, i64 noundef 8, ptr noundef nonnull %67, ptr noundef nonnull %68, ptr noundef %5, ptr noundef %6) #8
  %69 = icmp eq i64 %4, 0
  br i1 %69, label %107, label %70

70:                                               ; preds = %65
  %71 = and i64 %4, 1
  %72 = icmp eq i64 %4, 1
  br i1 %72, label %96, label %73

73:                                               ; preds = %70
  %74 = and i64 %4, -2
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %93, %75 ]
  %77 = phi i64 [ 0, %73 ], [ %94, %75 ]
  %78 = getelementptr inbounds i32, ptr %3, i64 %76
  %79 = load i32, ptr %78, align 4, !tbaa !43
  %80 = and i32 %79, 255
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [128 x i32], ptr %10, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !43
  %84 = add i32 %83, 1
  store i32 %84, ptr %82, align 4, !tbaa !43
  %85 = or disjoint i64 %76, 1
  %86 = getelementptr inbounds i32, ptr %3, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !43
  %88 = and i32 %87, 255
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [128 x i32], ptr %10, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !43
  %92 = add i32 %91, 1
  store i32 %92, ptr %90, align 4, !tbaa !43
  %93 = add nuw i64 %76, 2
  %94 = add i64 %77, 2
  %95 = icmp eq i64 %94, %74
  br i1 %95, label %96, label %75, !llvm.loop !505

96:                                               ; preds = %75, %70
  %97 = phi i64 [ 0, %70 ], [ %93, %75 ]
  %98 = icmp eq i64 %71, 0
  br i1 %98, label %107, label %99

99:                                               ; preds = %96
  %100 = getelementptr inbounds i32, ptr %3, i64 %97
  %101 = load i32, ptr %100, align 4, !tbaa !43
  %102 = and i32 %101, 255
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds [128 x i32], ptr %10, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !43
  %106 = add i32 %105, 1
  store i32 %106, ptr %104, align 4, !tbaa !43
  br label %107

107:                                              ; preds = %99, %96, %65
  %108 = getelementptr inbounds i8, ptr %0, i64 1796
  %109 = load <2 x i32>, ptr %108, align 4, !tbaa !43
  %110 = add <2 x i32> %109, <i32 1, i32 1>
  store <2 x i32> %110, ptr %108, align 4, !tbaa !43
  %111 = getelementptr inbounds i8, ptr %0, i64 2048
  %112 = load i32, ptr %111, align 4, !tbaa !43
  %113 = add i32 %112, 1
  store i32 %113, ptr %111, align 4, !tbaa !43
  %114 = getelementptr inbounds i8, ptr %0, i64 2128
  %115 = load i32, ptr %114, align 4, !tbaa !43
  %116 = add i32 %115, 1
  store i32 %116, ptr %114, align 4, !tbaa !43
  %117 = getelementptr inbounds i8, ptr %0, i64 6792
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(704) %117, i8 0, i64 704, i1 false)
  tail call void @BrotliCreateHuffmanTree(ptr noundef nonnull %10, i64 noundef 64, i32 noundef 15, ptr noundef nonnull %66, ptr noundef nonnull %8) #8
  %118 = getelementptr inbounds i8, ptr %0, i64 2368
  tail call void @BrotliCreateHuffmanTree(ptr noundef nonnull %111, i64 noundef 64, i32 noundef 14, ptr noundef nonnull %66, ptr noundef nonnull %118) #8
  %119 = getelementptr inbounds i8, ptr %0, i64 2328
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %117, ptr noundef nonnull align 1 dereferenceable(24) %119, i64 24, i1 false)
  %120 = getelementptr inbounds i8, ptr %0, i64 6816
  %121 = load i64, ptr %8, align 4
  store i64 %121, ptr %120, align 1
  %122 = getelementptr inbounds i8, ptr %0, i64 6824
  %123 = getelementptr inbounds i8, ptr %0, i64 2352
  %124 = load i64, ptr %123, align 1
  store i64 %124, ptr %122, align 1
  %125 = getelementptr inbounds i8, ptr %0, i64 6832
  %126 = getelementptr inbounds i8, ptr %0, i64 2312
  %127 = load i64, ptr %126, align 1
  store i64 %127, ptr %125, align 1
  %128 = getelementptr inbounds i8, ptr %0, i64 6840
  %129 = getelementptr inbounds i8, ptr %0, i64 2360
  %130 = load i64, ptr %129, align 1
  store i64 %130, ptr %128, align 1
  %131 = getelementptr inbounds i8, ptr %0, i64 6848
  %132 = getelementptr inbounds i8, ptr %0, i64 2320
  %133 = load i64, ptr %132, align 1
  store i64 %133, ptr %131, align 1
  %134 = getelementptr inbounds i8, ptr %0, i64 7496
  tail call void @BrotliConvertBitDepthsToSymbols(ptr noundef nonnull %117, i64 noundef 64, ptr noundef nonnull %134) #8
  %135 = getelementptr inbounds i8, ptr %0, i64 7544
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %9, ptr noundef nonnull align 2 dereferenceable(16) %135, i64 16, i1 false)
  %136 = getelementptr inbounds i8, ptr %0, i64 2448
  %137 = getelementptr inbounds i8, ptr %0, i64 7576
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %136, ptr noundef nonnull align 2 dereferenceable(16) %137, i64 16, i1 false)
  %138 = getelementptr inbounds i8, ptr %0, i64 2464
  %139 = getelementptr inbounds i8, ptr %0, i64 7608
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %138, ptr noundef nonnull align 2 dereferenceable(16) %139, i64 16, i1 false)
  %140 = getelementptr inbounds i8, ptr %0, i64 2480
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(48) %140, ptr noundef nonnull align 4 dereferenceable(48) %134, i64 48, i1 false)
  %141 = getelementptr inbounds i8, ptr %0, i64 2528
  %142 = getelementptr inbounds i8, ptr %0, i64 7560
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %141, ptr noundef nonnull align 2 dereferenceable(16) %142, i64 16, i1 false)
  %143 = getelementptr inbounds i8, ptr %0, i64 2544
  %144 = getelementptr inbounds i8, ptr %0, i64 7592
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %143, ptr noundef nonnull align 2 dereferenceable(16) %144, i64 16, i1 false)
  %145 = getelementptr inbounds i8, ptr %0, i64 2560
  tail call void @BrotliConvertBitDepthsToSymbols(ptr noundef nonnull %118, i64 noundef 64, ptr noundef nonnull %145) #8
  %146 = getelementptr inbounds i8, ptr %0, i64 6800
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %146, i8 0, i64 56, i1 false)
  %147 = load i64, ptr %119, align 1
  store i64 %147, ptr %117, align 4
  %148 = getelementptr inbounds i8, ptr %0, i64 6856
  %149 = getelementptr inbounds i8, ptr %0, i64 2336
  %150 = load i64, ptr %149, align 1
  store i64 %150, ptr %148, align 1
  %151 = getelementptr inbounds i8, ptr %0, i64 6920
  %152 = getelementptr inbounds i8, ptr %0, i64 2344
  %153 = load i64, ptr %152, align 1
  store i64 %153, ptr %151, align 1
  %154 = getelementptr inbounds i8, ptr %0, i64 6984
  %155 = load i64, ptr %123, align 1
  store i64 %155, ptr %154, align 1
  %156 = getelementptr inbounds i8, ptr %0, i64 7176
  %157 = load i64, ptr %129, align 1
  store i64 %157, ptr %156, align 1
  %158 = load i8, ptr %8, align 1, !tbaa !9
  store i8 %158, ptr %151, align 1, !tbaa !9
  %159 = load i8, ptr %126, align 1, !tbaa !9
  %160 = getelementptr inbounds i8, ptr %0, i64 7048
  store i8 %159, ptr %160, align 1, !tbaa !9
  %161 = load i8, ptr %132, align 1, !tbaa !9
  %162 = getelementptr inbounds i8, ptr %0, i64 7240
  store i8 %161, ptr %162, align 1, !tbaa !9
  %163 = getelementptr inbounds i8, ptr %0, i64 2305
  %164 = load i8, ptr %163, align 1, !tbaa !9
  %165 = getelementptr inbounds i8, ptr %0, i64 6928
  store i8 %164, ptr %165, align 1, !tbaa !9
  %166 = getelementptr inbounds i8, ptr %0, i64 2313
  %167 = load i8, ptr %166, align 1, !tbaa !9
  %168 = getelementptr inbounds i8, ptr %0, i64 7056
  store i8 %167, ptr %168, align 1, !tbaa !9
  %169 = getelementptr inbounds i8, ptr %0, i64 2321
  %170 = load i8, ptr %169, align 1, !tbaa !9
  %171 = getelementptr inbounds i8, ptr %0, i64 7248
  store i8 %170, ptr %171, align 1, !tbaa !9
  %172 = getelementptr inbounds i8, ptr %0, i64 2306
  %173 = load i8, ptr %172, align 1, !tbaa !9
  %174 = getelementptr inbounds i8, ptr %0, i64 6936
  store i8 %173, ptr %174, align 1, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %0, i64 2314
  %176 = load i8, ptr %175, align 1, !tbaa !9
  %177 = getelementptr inbounds i8, ptr %0, i64 7064
  store i8 %176, ptr %177, align 1, !tbaa !9
  %178 = getelementptr inbounds i8, ptr %0, i64 2322
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %0, i64 7256
  store i8 %179, ptr %180, align 1, !tbaa !9
  %181 = getelementptr inbounds i8, ptr %0, i64 2307
  %182 = load i8, ptr %181, align 1, !tbaa !9
  %183 = getelementptr inbounds i8, ptr %0, i64 6944
  store i8 %182, ptr %183, align 1, !tbaa !9
  %184 = getelementptr inbounds i8, ptr %0, i64 2315
  %185 = load i8, ptr %184, align 1, !tbaa !9
  %186 = getelementptr inbounds i8, ptr %0, i64 7072
  store i8 %185, ptr %186, align 1, !tbaa !9
  %187 = getelementptr inbounds i8, ptr %0, i64 2323
  %188 = load i8, ptr %187, align 1, !tbaa !9
  %189 = getelementptr inbounds i8, ptr %0, i64 7264
  store i8 %188, ptr %189, align 1, !tbaa !9
  %190 = getelementptr inbounds i8, ptr %0, i64 2308
  %191 = load i8, ptr %190, align 1, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %0, i64 6952
  store i8 %191, ptr %192, align 1, !tbaa !9
  %193 = getelementptr inbounds i8, ptr %0, i64 2316
  %194 = load i8, ptr %193, align 1, !tbaa !9
  %195 = getelementptr inbounds i8, ptr %0, i64 7080
  store i8 %194, ptr %195, align 1, !tbaa !9
  %196 = getelementptr inbounds i8, ptr %0, i64 2324
  %197 = load i8, ptr %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %0, i64 7272
  store i8 %197, ptr %198, align 1, !tbaa !9
  %199 = getelementptr inbounds i8, ptr %0, i64 2309
  %200 = load i8, ptr %199, align 1, !tbaa !9
  %201 = getelementptr inbounds i8, ptr %0, i64 6960
  store i8 %200, ptr %201, align 1, !tbaa !9
  %202 = getelementptr inbounds i8, ptr %0, i64 2317
  %203 = load i8, ptr %202, align 1, !tbaa !9
  %204 = getelementptr inbounds i8, ptr %0, i64 7088
  store i8 %203, ptr %204, align 1, !tbaa !9
  %205 = getelementptr inbounds i8, ptr %0, i64 2325
  %206 = load i8, ptr %205, align 1, !tbaa !9
  %207 = getelementptr inbounds i8, ptr %0, i64 7280
  store i8 %206, ptr %207, align 1, !tbaa !9
  %208 = getelementptr inbounds i8, ptr %0, i64 2310
  %209 = load i8, ptr %208, align 1, !tbaa !9
  %210 = getelementptr inbounds i8, ptr %0, i64 6968
  store i8 %209, ptr %210, align 1, !tbaa !9
  %211 = getelementptr inbounds i8, ptr %0, i64 2318
  %212 = load i8, ptr %211, align 1, !tbaa !9
  %213 = getelementptr inbounds i8, ptr %0, i64 7096
  store i8 %212, ptr %213, align 1, !tbaa !9
  %214 = getelementptr inbounds i8, ptr %0, i64 2326
  %215 = load i8, ptr %214, align 1, !tbaa !9
  %216 = getelementptr inbounds i8, ptr %0, i64 7288
  store i8 %215, ptr %216, align 1, !tbaa !9
  %217 = getelementptr inbounds i8, ptr %0, i64 2311
  %218 = load i8, ptr %217, align 1, !tbaa !9
  %219 = getelementptr inbounds i8, ptr %0, i64 6976
  store i8 %218, ptr %219, align 1, !tbaa !9
  %220 = getelementptr inbounds i8, ptr %0, i64 2319
  %221 = load i8, ptr %220, align 1, !tbaa !9
  %222 = getelementptr inbounds i8, ptr %0, i64 7104
  store i8 %221, ptr %222, align 1, !tbaa !9
  %223 = getelementptr inbounds i8, ptr %0, i64 2327
  %224 = load i8, ptr %223, align 1, !tbaa !9
  %225 = getelementptr inbounds i8, ptr %0, i64 7296
  store i8 %224, ptr %225, align 1, !tbaa !9
  tail call void @BrotliStoreHuffmanTree(ptr noundef nonnull %117, i64 noundef 704, ptr noundef nonnull %66, ptr noundef %5, ptr noundef %6) #8
  tail call void @BrotliStoreHuffmanTree(ptr noundef nonnull %118, i64 noundef 64, ptr noundef nonnull %66, ptr noundef %5, ptr noundef %6) #8
  br i1 %69, label %345, label %226

226:                                              ; preds = %107
  %227 = load i64, ptr %5, align 8, !tbaa !5, !alias.scope !506, !noalias !509
  br label %228

228:                                              ; preds = %226, %340
  %229 = phi i64 [ %341, %340 ], [ %227, %226 ]
  %230 = phi ptr [ %342, %340 ], [ %1, %226 ]
  %231 = phi i64 [ %343, %340 ], [ 0, %226 ]
  %232 = getelementptr inbounds i32, ptr %3, i64 %231
  %233 = load i32, ptr %232, align 4, !tbaa !43
  %234 = and i32 %233, 255
  %235 = lshr i32 %233, 8
  %236 = zext nneg i32 %234 to i64
  %237 = getelementptr inbounds [128 x i8], ptr %8, i64 0, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !9
  %239 = zext i8 %238 to i64
  %240 = getelementptr inbounds [128 x i16], ptr %9, i64 0, i64 %236
  %241 = load i16, ptr %240, align 2, !tbaa !511
  %242 = zext i16 %241 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !506)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !509)
  %243 = lshr i64 %229, 3
  %244 = getelementptr inbounds i8, ptr %6, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !9, !alias.scope !509, !noalias !506
  %246 = zext i8 %245 to i64
  %247 = and i64 %229, 7
  %248 = shl nuw nsw i64 %242, %247
  %249 = or i64 %248, %246
  store i64 %249, ptr %244, align 1, !noalias !506
  %250 = add i64 %229, %239
  store i64 %250, ptr %5, align 8, !tbaa !5, !alias.scope !506, !noalias !509
  %251 = getelementptr inbounds [128 x i32], ptr @StoreCommands.kNumExtraBits, i64 0, i64 %236
  %252 = load i32, ptr %251, align 4, !tbaa !43
  %253 = zext i32 %252 to i64
  %254 = zext nneg i32 %235 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !513)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !516)
  %255 = lshr i64 %250, 3
  %256 = getelementptr inbounds i8, ptr %6, i64 %255
  %257 = load i8, ptr %256, align 1, !tbaa !9, !alias.scope !516, !noalias !513
  %258 = zext i8 %257 to i64
  %259 = and i64 %250, 7
  %260 = shl nuw nsw i64 %254, %259
  %261 = or i64 %260, %258
  store i64 %261, ptr %256, align 1, !noalias !513
  %262 = add i64 %250, %253
  store i64 %262, ptr %5, align 8, !tbaa !5, !alias.scope !513, !noalias !516
  %263 = icmp ult i32 %234, 24
  br i1 %263, label %264, label %340

264:                                              ; preds = %228
  %265 = getelementptr inbounds [24 x i32], ptr @StoreCommands.kInsertOffset, i64 0, i64 %236
  %266 = load i32, ptr %265, align 4, !tbaa !43
  %267 = add i32 %266, %235
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %340, label %269

269:                                              ; preds = %264
  %270 = add i32 %266, -1
  %271 = and i32 %267, 1
  %272 = sub nsw i32 0, %235
  %273 = icmp eq i32 %270, %272
  br i1 %273, label %316, label %274

274:                                              ; preds = %269
  %275 = and i32 %267, -2
  br label %276

276:                                              ; preds = %276, %274
  %277 = phi i64 [ %262, %274 ], [ %312, %276 ]
  %278 = phi ptr [ %230, %274 ], [ %313, %276 ]
  %279 = phi i32 [ 0, %274 ], [ %314, %276 ]
  %280 = load i8, ptr %278, align 1, !tbaa !9
  %281 = zext i8 %280 to i64
  %282 = getelementptr inbounds [256 x i8], ptr %67, i64 0, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !9
  %284 = zext i8 %283 to i64
  %285 = getelementptr inbounds [256 x i16], ptr %68, i64 0, i64 %281
  %286 = load i16, ptr %285, align 2, !tbaa !511
  %287 = zext i16 %286 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !518)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !521)
  %288 = lshr i64 %277, 3
  %289 = getelementptr inbounds i8, ptr %6, i64 %288
  %290 = load i8, ptr %289, align 1, !tbaa !9, !alias.scope !521, !noalias !518
  %291 = zext i8 %290 to i64
  %292 = and i64 %277, 7
  %293 = shl nuw nsw i64 %287, %292
  %294 = or i64 %293, %291
  store i64 %294, ptr %289, align 1, !noalias !518
  %295 = add i64 %277, %284
  store i64 %295, ptr %5, align 8, !tbaa !5, !alias.scope !518, !noalias !521
  %296 = getelementptr inbounds i8, ptr %278, i64 1
  %297 = load i8, ptr %296, align 1, !tbaa !9
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds [256 x i8], ptr %67, i64 0, i64 %298
  %300 = load i8, ptr %299, align 1, !tbaa !9
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds [256 x i16], ptr %68, i64 0, i64 %298
  %303 = load i16, ptr %302, align 2, !tbaa !511
  %304 = zext i16 %303 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !523)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !525)
  %305 = lshr i64 %295, 3
  %306 = getelementptr inbounds i8, ptr %6, i64 %305
  %307 = load i8, ptr %306, align 1, !tbaa !9, !alias.scope !525, !noalias !523
  %308 = zext i8 %307 to i64
  %309 = and i64 %295, 7
  %310 = shl nuw nsw i64 %304, %309
  %311 = or i64 %310, %308
  store i64 %311, ptr %306, align 1, !noalias !523
  %312 = add i64 %295, %301
  store i64 %312, ptr %5, align 8, !tbaa !5, !alias.scope !523, !noalias !525
  %313 = getelementptr inbounds i8, ptr %278, i64 2
  %314 = add i32 %279, 2
  %315 = icmp eq i32 %314, %275
  br i1 %315, label %316, label %276, !llvm.loop !527

316:                                              ; preds = %276, %269
  %317 = phi i64 [ poison, %269 ], [ %312, %276 ]
  %318 = phi ptr [ poison, %269 ], [ %313, %276 ]
  %319 = phi i64 [ %262, %269 ], [ %312, %276 ]
  %320 = phi ptr [ %230, %269 ], [ %313, %276 ]
  %321 = icmp eq i32 %271, 0
  br i1 %321, label %340, label %322

322:                                              ; preds = %316
  %323 = load i8, ptr %320, align 1, !tbaa !9
  %324 = zext i8 %323 to i64
  %325 = getelementptr inbounds [256 x i8], ptr %67, i64 0, i64 %324
  %326 = load i8, ptr %325, align 1, !tbaa !9
  %327 = zext i8 %326 to i64
  %328 = getelementptr inbounds [256 x i16], ptr %68, i64 0, i64 %324
  %329 = load i16, ptr %328, align 2, !tbaa !511
  %330 = zext i16 %329 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !518)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !521)
  %331 = lshr i64 %319, 3
  %332 = getelementptr inbounds i8, ptr %6, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !9, !alias.scope !521, !noalias !518
  %334 = zext i8 %333 to i64
  %335 = and i64 %319, 7
  %336 = shl nuw nsw i64 %330, %335
  %337 = or i64 %336, %334
  store i64 %337, ptr %332, align 1, !noalias !518
  %338 = add i64 %319, %327
  store i64 %338, ptr %5, align 8, !tbaa !5, !alias.scope !518, !noalias !521
  %339 = getelementptr inbounds i8, ptr %320, i64 1
  br label %340

340:                                              ; preds = %322, %316, %264, %228
  %341 = phi i64 [ %262, %228 ], [ %262, %264 ], [ %317, %316 ], [ %338, %322 ]
  %342 = phi ptr [ %230, %228 ], [ %230, %264 ], [ %318, %316 ], [ %339, %322 ]
  %343 = add nuw i64 %231, 1
  %344 = icmp eq i64 %343, %4
  br i1 %344, label %345, label %228, !llvm.loop !528

345:                                              ; preds = %340, %107
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare hidden double @BrotliBitsEntropy(ptr noundef, i64 noundef) local_unnamed_addr #5

declare hidden void @BrotliBuildAndStoreHuffmanTreeFast(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @BrotliCreateHuffmanTree(ptr noundef, i64 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @BrotliConvertBitDepthsToSymbols(ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @BrotliStoreHuffmanTree(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"BrotliWriteBits: argument 0"}
!12 = distinct !{!12, !"BrotliWriteBits"}
!13 = !{!14}
!14 = distinct !{!14, !12, !"BrotliWriteBits: argument 1"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"BrotliWriteBits: argument 0"}
!17 = distinct !{!17, !"BrotliWriteBits"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"BrotliWriteBits: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"BrotliWriteBits: argument 0"}
!22 = distinct !{!22, !"BrotliWriteBits"}
!23 = !{!24}
!24 = distinct !{!24, !22, !"BrotliWriteBits: argument 1"}
!25 = !{!26}
!26 = distinct !{!26, !27, !"BrotliWriteBits: argument 1"}
!27 = distinct !{!27, !"BrotliWriteBits"}
!28 = !{!29}
!29 = distinct !{!29, !27, !"BrotliWriteBits: argument 0"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"BrotliWriteBits: argument 0"}
!32 = distinct !{!32, !"BrotliWriteBits"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"BrotliWriteBits: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"BrotliWriteBits: argument 1"}
!37 = distinct !{!37, !"BrotliWriteBits"}
!38 = !{!39}
!39 = distinct !{!39, !37, !"BrotliWriteBits: argument 0"}
!40 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!41 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!42 = !{!"branch_weights", i32 2146410443, i32 -2146410443}
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !7, i64 0}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.mustprogress"}
!47 = distinct !{!47, !46}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !46}
!50 = !{!51}
!51 = distinct !{!51, !52, !"BrotliWriteBits: argument 0"}
!52 = distinct !{!52, !"BrotliWriteBits"}
!53 = !{!54}
!54 = distinct !{!54, !52, !"BrotliWriteBits: argument 1"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"BrotliWriteBits: argument 0"}
!57 = distinct !{!57, !"BrotliWriteBits"}
!58 = !{!59}
!59 = distinct !{!59, !57, !"BrotliWriteBits: argument 1"}
!60 = !{!61}
!61 = distinct !{!61, !62, !"BrotliWriteBits: argument 0"}
!62 = distinct !{!62, !"BrotliWriteBits"}
!63 = !{!64}
!64 = distinct !{!64, !62, !"BrotliWriteBits: argument 1"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"BrotliWriteBits: argument 0"}
!67 = distinct !{!67, !"BrotliWriteBits"}
!68 = !{!69}
!69 = distinct !{!69, !67, !"BrotliWriteBits: argument 1"}
!70 = !{!71}
!71 = distinct !{!71, !72, !"BrotliWriteBits: argument 0"}
!72 = distinct !{!72, !"BrotliWriteBits"}
!73 = !{!74}
!74 = distinct !{!74, !72, !"BrotliWriteBits: argument 1"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"BrotliWriteBits: argument 0"}
!77 = distinct !{!77, !"BrotliWriteBits"}
!78 = !{!79}
!79 = distinct !{!79, !77, !"BrotliWriteBits: argument 1"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"BrotliWriteBits: argument 0"}
!82 = distinct !{!82, !"BrotliWriteBits"}
!83 = !{!84}
!84 = distinct !{!84, !82, !"BrotliWriteBits: argument 1"}
!85 = !{!86}
!86 = distinct !{!86, !87, !"BrotliWriteBits: argument 0"}
!87 = distinct !{!87, !"BrotliWriteBits"}
!88 = !{!89}
!89 = distinct !{!89, !87, !"BrotliWriteBits: argument 1"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"BrotliWriteBits: argument 1"}
!92 = distinct !{!92, !"BrotliWriteBits"}
!93 = !{!94}
!94 = distinct !{!94, !92, !"BrotliWriteBits: argument 0"}
!95 = distinct !{!95, !46}
!96 = !{!97}
!97 = distinct !{!97, !98, !"BrotliWriteBits: argument 0"}
!98 = distinct !{!98, !"BrotliWriteBits"}
!99 = !{!100}
!100 = distinct !{!100, !98, !"BrotliWriteBits: argument 1"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"BrotliWriteBits: argument 0"}
!103 = distinct !{!103, !"BrotliWriteBits"}
!104 = !{!105}
!105 = distinct !{!105, !103, !"BrotliWriteBits: argument 1"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"BrotliWriteBits: argument 0"}
!108 = distinct !{!108, !"BrotliWriteBits"}
!109 = !{!110}
!110 = distinct !{!110, !108, !"BrotliWriteBits: argument 1"}
!111 = !{!112}
!112 = distinct !{!112, !113, !"BrotliWriteBits: argument 0"}
!113 = distinct !{!113, !"BrotliWriteBits"}
!114 = !{!115}
!115 = distinct !{!115, !113, !"BrotliWriteBits: argument 1"}
!116 = !{!117}
!117 = distinct !{!117, !118, !"BrotliWriteBits: argument 0"}
!118 = distinct !{!118, !"BrotliWriteBits"}
!119 = !{!120}
!120 = distinct !{!120, !118, !"BrotliWriteBits: argument 1"}
!121 = !{!122}
!122 = distinct !{!122, !123, !"BrotliWriteBits: argument 0"}
!123 = distinct !{!123, !"BrotliWriteBits"}
!124 = !{!125}
!125 = distinct !{!125, !123, !"BrotliWriteBits: argument 1"}
!126 = !{!127}
!127 = distinct !{!127, !128, !"BrotliWriteBits: argument 0"}
!128 = distinct !{!128, !"BrotliWriteBits"}
!129 = !{!130}
!130 = distinct !{!130, !128, !"BrotliWriteBits: argument 1"}
!131 = !{!132}
!132 = distinct !{!132, !133, !"BrotliWriteBits: argument 0"}
!133 = distinct !{!133, !"BrotliWriteBits"}
!134 = !{!135}
!135 = distinct !{!135, !133, !"BrotliWriteBits: argument 1"}
!136 = !{!137}
!137 = distinct !{!137, !138, !"BrotliWriteBits: argument 1"}
!138 = distinct !{!138, !"BrotliWriteBits"}
!139 = !{!140}
!140 = distinct !{!140, !138, !"BrotliWriteBits: argument 0"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"BrotliWriteBits: argument 0"}
!143 = distinct !{!143, !"BrotliWriteBits"}
!144 = !{!145}
!145 = distinct !{!145, !143, !"BrotliWriteBits: argument 1"}
!146 = !{!147}
!147 = distinct !{!147, !148, !"BrotliWriteBits: argument 0"}
!148 = distinct !{!148, !"BrotliWriteBits"}
!149 = !{!150}
!150 = distinct !{!150, !148, !"BrotliWriteBits: argument 1"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"BrotliWriteBits: argument 0"}
!153 = distinct !{!153, !"BrotliWriteBits"}
!154 = !{!155}
!155 = distinct !{!155, !153, !"BrotliWriteBits: argument 1"}
!156 = !{!157}
!157 = distinct !{!157, !158, !"BrotliWriteBits: argument 0"}
!158 = distinct !{!158, !"BrotliWriteBits"}
!159 = !{!160}
!160 = distinct !{!160, !158, !"BrotliWriteBits: argument 1"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"BrotliWriteBits: argument 0"}
!163 = distinct !{!163, !"BrotliWriteBits"}
!164 = !{!165}
!165 = distinct !{!165, !163, !"BrotliWriteBits: argument 1"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"BrotliWriteBits: argument 0"}
!168 = distinct !{!168, !"BrotliWriteBits"}
!169 = !{!170}
!170 = distinct !{!170, !168, !"BrotliWriteBits: argument 1"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"BrotliWriteBits: argument 0"}
!173 = distinct !{!173, !"BrotliWriteBits"}
!174 = !{!175}
!175 = distinct !{!175, !173, !"BrotliWriteBits: argument 1"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"BrotliWriteBits: argument 0"}
!178 = distinct !{!178, !"BrotliWriteBits"}
!179 = !{!180}
!180 = distinct !{!180, !178, !"BrotliWriteBits: argument 1"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"BrotliWriteBits: argument 1"}
!183 = distinct !{!183, !"BrotliWriteBits"}
!184 = !{!185}
!185 = distinct !{!185, !183, !"BrotliWriteBits: argument 0"}
!186 = !{!187}
!187 = distinct !{!187, !188, !"BrotliWriteBits: argument 0"}
!188 = distinct !{!188, !"BrotliWriteBits"}
!189 = !{!190}
!190 = distinct !{!190, !188, !"BrotliWriteBits: argument 1"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"BrotliWriteBits: argument 0"}
!193 = distinct !{!193, !"BrotliWriteBits"}
!194 = !{!195}
!195 = distinct !{!195, !193, !"BrotliWriteBits: argument 1"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"BrotliWriteBits: argument 0"}
!198 = distinct !{!198, !"BrotliWriteBits"}
!199 = !{!200}
!200 = distinct !{!200, !198, !"BrotliWriteBits: argument 1"}
!201 = !{!202}
!202 = distinct !{!202, !203, !"BrotliWriteBits: argument 0"}
!203 = distinct !{!203, !"BrotliWriteBits"}
!204 = !{!205}
!205 = distinct !{!205, !203, !"BrotliWriteBits: argument 1"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"BrotliWriteBits: argument 0"}
!208 = distinct !{!208, !"BrotliWriteBits"}
!209 = !{!210}
!210 = distinct !{!210, !208, !"BrotliWriteBits: argument 1"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"BrotliWriteBits: argument 0"}
!213 = distinct !{!213, !"BrotliWriteBits"}
!214 = !{!215}
!215 = distinct !{!215, !213, !"BrotliWriteBits: argument 1"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"BrotliWriteBits: argument 0"}
!218 = distinct !{!218, !"BrotliWriteBits"}
!219 = !{!220}
!220 = distinct !{!220, !218, !"BrotliWriteBits: argument 1"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"BrotliWriteBits: argument 0"}
!223 = distinct !{!223, !"BrotliWriteBits"}
!224 = !{!225}
!225 = distinct !{!225, !223, !"BrotliWriteBits: argument 1"}
!226 = !{!227}
!227 = distinct !{!227, !228, !"BrotliWriteBits: argument 1"}
!228 = distinct !{!228, !"BrotliWriteBits"}
!229 = !{!230}
!230 = distinct !{!230, !228, !"BrotliWriteBits: argument 0"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"BrotliWriteBits: argument 0"}
!233 = distinct !{!233, !"BrotliWriteBits"}
!234 = !{!235}
!235 = distinct !{!235, !233, !"BrotliWriteBits: argument 1"}
!236 = !{!237}
!237 = distinct !{!237, !238, !"BrotliWriteBits: argument 0"}
!238 = distinct !{!238, !"BrotliWriteBits"}
!239 = !{!240}
!240 = distinct !{!240, !238, !"BrotliWriteBits: argument 1"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"BrotliWriteBits: argument 0"}
!243 = distinct !{!243, !"BrotliWriteBits"}
!244 = !{!245}
!245 = distinct !{!245, !243, !"BrotliWriteBits: argument 1"}
!246 = !{!247}
!247 = distinct !{!247, !248, !"BrotliWriteBits: argument 0"}
!248 = distinct !{!248, !"BrotliWriteBits"}
!249 = !{!250}
!250 = distinct !{!250, !248, !"BrotliWriteBits: argument 1"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"BrotliWriteBits: argument 0"}
!253 = distinct !{!253, !"BrotliWriteBits"}
!254 = !{!255}
!255 = distinct !{!255, !253, !"BrotliWriteBits: argument 1"}
!256 = !{!257}
!257 = distinct !{!257, !258, !"BrotliWriteBits: argument 0"}
!258 = distinct !{!258, !"BrotliWriteBits"}
!259 = !{!260}
!260 = distinct !{!260, !258, !"BrotliWriteBits: argument 1"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"BrotliWriteBits: argument 0"}
!263 = distinct !{!263, !"BrotliWriteBits"}
!264 = !{!265}
!265 = distinct !{!265, !263, !"BrotliWriteBits: argument 1"}
!266 = !{!267}
!267 = distinct !{!267, !268, !"BrotliWriteBits: argument 0"}
!268 = distinct !{!268, !"BrotliWriteBits"}
!269 = !{!270}
!270 = distinct !{!270, !268, !"BrotliWriteBits: argument 1"}
!271 = !{!272}
!272 = distinct !{!272, !273, !"BrotliWriteBits: argument 1"}
!273 = distinct !{!273, !"BrotliWriteBits"}
!274 = !{!275}
!275 = distinct !{!275, !273, !"BrotliWriteBits: argument 0"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"BrotliWriteBits: argument 0"}
!278 = distinct !{!278, !"BrotliWriteBits"}
!279 = !{!280}
!280 = distinct !{!280, !278, !"BrotliWriteBits: argument 1"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"BrotliWriteBits: argument 0"}
!283 = distinct !{!283, !"BrotliWriteBits"}
!284 = !{!285}
!285 = distinct !{!285, !283, !"BrotliWriteBits: argument 1"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"BrotliWriteBits: argument 0"}
!288 = distinct !{!288, !"BrotliWriteBits"}
!289 = !{!290}
!290 = distinct !{!290, !288, !"BrotliWriteBits: argument 1"}
!291 = !{!292}
!292 = distinct !{!292, !293, !"BrotliWriteBits: argument 0"}
!293 = distinct !{!293, !"BrotliWriteBits"}
!294 = !{!295}
!295 = distinct !{!295, !293, !"BrotliWriteBits: argument 1"}
!296 = !{!297}
!297 = distinct !{!297, !298, !"BrotliWriteBits: argument 0"}
!298 = distinct !{!298, !"BrotliWriteBits"}
!299 = !{!300}
!300 = distinct !{!300, !298, !"BrotliWriteBits: argument 1"}
!301 = !{!302}
!302 = distinct !{!302, !303, !"BrotliWriteBits: argument 0"}
!303 = distinct !{!303, !"BrotliWriteBits"}
!304 = !{!305}
!305 = distinct !{!305, !303, !"BrotliWriteBits: argument 1"}
!306 = !{!307}
!307 = distinct !{!307, !308, !"BrotliWriteBits: argument 0"}
!308 = distinct !{!308, !"BrotliWriteBits"}
!309 = !{!310}
!310 = distinct !{!310, !308, !"BrotliWriteBits: argument 1"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"BrotliWriteBits: argument 0"}
!313 = distinct !{!313, !"BrotliWriteBits"}
!314 = !{!315}
!315 = distinct !{!315, !313, !"BrotliWriteBits: argument 1"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"BrotliWriteBits: argument 1"}
!318 = distinct !{!318, !"BrotliWriteBits"}
!319 = !{!320}
!320 = distinct !{!320, !318, !"BrotliWriteBits: argument 0"}
!321 = !{!322}
!322 = distinct !{!322, !323, !"BrotliWriteBits: argument 0"}
!323 = distinct !{!323, !"BrotliWriteBits"}
!324 = !{!325}
!325 = distinct !{!325, !323, !"BrotliWriteBits: argument 1"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"BrotliWriteBits: argument 0"}
!328 = distinct !{!328, !"BrotliWriteBits"}
!329 = !{!330}
!330 = distinct !{!330, !328, !"BrotliWriteBits: argument 1"}
!331 = !{!332}
!332 = distinct !{!332, !333, !"BrotliWriteBits: argument 0"}
!333 = distinct !{!333, !"BrotliWriteBits"}
!334 = !{!335}
!335 = distinct !{!335, !333, !"BrotliWriteBits: argument 1"}
!336 = !{!337}
!337 = distinct !{!337, !338, !"BrotliWriteBits: argument 0"}
!338 = distinct !{!338, !"BrotliWriteBits"}
!339 = !{!340}
!340 = distinct !{!340, !338, !"BrotliWriteBits: argument 1"}
!341 = !{!342}
!342 = distinct !{!342, !343, !"BrotliWriteBits: argument 0"}
!343 = distinct !{!343, !"BrotliWriteBits"}
!344 = !{!345}
!345 = distinct !{!345, !343, !"BrotliWriteBits: argument 1"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"BrotliWriteBits: argument 0"}
!348 = distinct !{!348, !"BrotliWriteBits"}
!349 = !{!350}
!350 = distinct !{!350, !348, !"BrotliWriteBits: argument 1"}
!351 = !{!352}
!352 = distinct !{!352, !353, !"BrotliWriteBits: argument 0"}
!353 = distinct !{!353, !"BrotliWriteBits"}
!354 = !{!355}
!355 = distinct !{!355, !353, !"BrotliWriteBits: argument 1"}
!356 = !{!357}
!357 = distinct !{!357, !358, !"BrotliWriteBits: argument 0"}
!358 = distinct !{!358, !"BrotliWriteBits"}
!359 = !{!360}
!360 = distinct !{!360, !358, !"BrotliWriteBits: argument 1"}
!361 = !{!362}
!362 = distinct !{!362, !363, !"BrotliWriteBits: argument 1"}
!363 = distinct !{!363, !"BrotliWriteBits"}
!364 = !{!365}
!365 = distinct !{!365, !363, !"BrotliWriteBits: argument 0"}
!366 = !{!367}
!367 = distinct !{!367, !368, !"BrotliWriteBits: argument 0"}
!368 = distinct !{!368, !"BrotliWriteBits"}
!369 = !{!370}
!370 = distinct !{!370, !368, !"BrotliWriteBits: argument 1"}
!371 = !{!372}
!372 = distinct !{!372, !373, !"BrotliWriteBits: argument 0"}
!373 = distinct !{!373, !"BrotliWriteBits"}
!374 = !{!375}
!375 = distinct !{!375, !373, !"BrotliWriteBits: argument 1"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"BrotliWriteBits: argument 0"}
!378 = distinct !{!378, !"BrotliWriteBits"}
!379 = !{!380}
!380 = distinct !{!380, !378, !"BrotliWriteBits: argument 1"}
!381 = !{!382}
!382 = distinct !{!382, !383, !"BrotliWriteBits: argument 0"}
!383 = distinct !{!383, !"BrotliWriteBits"}
!384 = !{!385}
!385 = distinct !{!385, !383, !"BrotliWriteBits: argument 1"}
!386 = !{!387}
!387 = distinct !{!387, !388, !"BrotliWriteBits: argument 0"}
!388 = distinct !{!388, !"BrotliWriteBits"}
!389 = !{!390}
!390 = distinct !{!390, !388, !"BrotliWriteBits: argument 1"}
!391 = !{!392}
!392 = distinct !{!392, !393, !"BrotliWriteBits: argument 0"}
!393 = distinct !{!393, !"BrotliWriteBits"}
!394 = !{!395}
!395 = distinct !{!395, !393, !"BrotliWriteBits: argument 1"}
!396 = !{!397}
!397 = distinct !{!397, !398, !"BrotliWriteBits: argument 0"}
!398 = distinct !{!398, !"BrotliWriteBits"}
!399 = !{!400}
!400 = distinct !{!400, !398, !"BrotliWriteBits: argument 1"}
!401 = !{!402}
!402 = distinct !{!402, !403, !"BrotliWriteBits: argument 0"}
!403 = distinct !{!403, !"BrotliWriteBits"}
!404 = !{!405}
!405 = distinct !{!405, !403, !"BrotliWriteBits: argument 1"}
!406 = !{!407}
!407 = distinct !{!407, !408, !"BrotliWriteBits: argument 1"}
!408 = distinct !{!408, !"BrotliWriteBits"}
!409 = !{!410}
!410 = distinct !{!410, !408, !"BrotliWriteBits: argument 0"}
!411 = !{!"branch_weights", i32 -2147483648, i32 0}
!412 = !{!413}
!413 = distinct !{!413, !414, !"BrotliWriteBits: argument 0"}
!414 = distinct !{!414, !"BrotliWriteBits"}
!415 = !{!416}
!416 = distinct !{!416, !414, !"BrotliWriteBits: argument 1"}
!417 = !{!418}
!418 = distinct !{!418, !419, !"BrotliWriteBits: argument 0"}
!419 = distinct !{!419, !"BrotliWriteBits"}
!420 = !{!421}
!421 = distinct !{!421, !419, !"BrotliWriteBits: argument 1"}
!422 = !{!423}
!423 = distinct !{!423, !424, !"BrotliWriteBits: argument 0"}
!424 = distinct !{!424, !"BrotliWriteBits"}
!425 = !{!426}
!426 = distinct !{!426, !424, !"BrotliWriteBits: argument 1"}
!427 = !{!428}
!428 = distinct !{!428, !429, !"BrotliWriteBits: argument 0"}
!429 = distinct !{!429, !"BrotliWriteBits"}
!430 = !{!431}
!431 = distinct !{!431, !429, !"BrotliWriteBits: argument 1"}
!432 = !{!433}
!433 = distinct !{!433, !434, !"BrotliWriteBits: argument 0"}
!434 = distinct !{!434, !"BrotliWriteBits"}
!435 = !{!436}
!436 = distinct !{!436, !434, !"BrotliWriteBits: argument 1"}
!437 = !{!438}
!438 = distinct !{!438, !439, !"BrotliWriteBits: argument 0"}
!439 = distinct !{!439, !"BrotliWriteBits"}
!440 = !{!441}
!441 = distinct !{!441, !439, !"BrotliWriteBits: argument 1"}
!442 = !{!443}
!443 = distinct !{!443, !444, !"BrotliWriteBits: argument 0"}
!444 = distinct !{!444, !"BrotliWriteBits"}
!445 = !{!446}
!446 = distinct !{!446, !444, !"BrotliWriteBits: argument 1"}
!447 = !{!448}
!448 = distinct !{!448, !449, !"BrotliWriteBits: argument 0"}
!449 = distinct !{!449, !"BrotliWriteBits"}
!450 = !{!451}
!451 = distinct !{!451, !449, !"BrotliWriteBits: argument 1"}
!452 = !{!453}
!453 = distinct !{!453, !454, !"BrotliWriteBits: argument 1"}
!454 = distinct !{!454, !"BrotliWriteBits"}
!455 = !{!456}
!456 = distinct !{!456, !454, !"BrotliWriteBits: argument 0"}
!457 = !{!458}
!458 = distinct !{!458, !459, !"BrotliWriteBits: argument 0"}
!459 = distinct !{!459, !"BrotliWriteBits"}
!460 = !{!461}
!461 = distinct !{!461, !459, !"BrotliWriteBits: argument 1"}
!462 = !{!463}
!463 = distinct !{!463, !464, !"BrotliWriteBits: argument 0"}
!464 = distinct !{!464, !"BrotliWriteBits"}
!465 = !{!466}
!466 = distinct !{!466, !464, !"BrotliWriteBits: argument 1"}
!467 = !{!468}
!468 = distinct !{!468, !469, !"BrotliWriteBits: argument 0"}
!469 = distinct !{!469, !"BrotliWriteBits"}
!470 = !{!471}
!471 = distinct !{!471, !469, !"BrotliWriteBits: argument 1"}
!472 = !{!473}
!473 = distinct !{!473, !474, !"BrotliWriteBits: argument 0"}
!474 = distinct !{!474, !"BrotliWriteBits"}
!475 = !{!476}
!476 = distinct !{!476, !474, !"BrotliWriteBits: argument 1"}
!477 = !{!478}
!478 = distinct !{!478, !479, !"BrotliWriteBits: argument 0"}
!479 = distinct !{!479, !"BrotliWriteBits"}
!480 = !{!481}
!481 = distinct !{!481, !479, !"BrotliWriteBits: argument 1"}
!482 = !{!483}
!483 = distinct !{!483, !484, !"BrotliWriteBits: argument 0"}
!484 = distinct !{!484, !"BrotliWriteBits"}
!485 = !{!486}
!486 = distinct !{!486, !484, !"BrotliWriteBits: argument 1"}
!487 = !{!488}
!488 = distinct !{!488, !489, !"BrotliWriteBits: argument 0"}
!489 = distinct !{!489, !"BrotliWriteBits"}
!490 = !{!491}
!491 = distinct !{!491, !489, !"BrotliWriteBits: argument 1"}
!492 = !{!493}
!493 = distinct !{!493, !494, !"BrotliWriteBits: argument 0"}
!494 = distinct !{!494, !"BrotliWriteBits"}
!495 = !{!496}
!496 = distinct !{!496, !494, !"BrotliWriteBits: argument 1"}
!497 = !{!498}
!498 = distinct !{!498, !499, !"BrotliWriteBits: argument 1"}
!499 = distinct !{!499, !"BrotliWriteBits"}
!500 = !{!501}
!501 = distinct !{!501, !499, !"BrotliWriteBits: argument 0"}
!502 = distinct !{!502, !46}
!503 = distinct !{!503, !504}
!504 = !{!"llvm.loop.unroll.disable"}
!505 = distinct !{!505, !46}
!506 = !{!507}
!507 = distinct !{!507, !508, !"BrotliWriteBits: argument 0"}
!508 = distinct !{!508, !"BrotliWriteBits"}
!509 = !{!510}
!510 = distinct !{!510, !508, !"BrotliWriteBits: argument 1"}
!511 = !{!512, !512, i64 0}
!512 = !{!"short", !7, i64 0}
!513 = !{!514}
!514 = distinct !{!514, !515, !"BrotliWriteBits: argument 0"}
!515 = distinct !{!515, !"BrotliWriteBits"}
!516 = !{!517}
!517 = distinct !{!517, !515, !"BrotliWriteBits: argument 1"}
!518 = !{!519}
!519 = distinct !{!519, !520, !"BrotliWriteBits: argument 0"}
!520 = distinct !{!520, !"BrotliWriteBits"}
!521 = !{!522}
!522 = distinct !{!522, !520, !"BrotliWriteBits: argument 1"}
!523 = !{!524}
!524 = distinct !{!524, !520, !"BrotliWriteBits: argument 0:It1"}
!525 = !{!526}
!526 = distinct !{!526, !520, !"BrotliWriteBits: argument 1:It1"}
!527 = distinct !{!527, !46}
!528 = distinct !{!528, !46}
