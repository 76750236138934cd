; ModuleID = 'src/ARC2.c'
source_filename = "src/ARC2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@block_init.permute = internal unnamed_addr constant [256 x i8] c"\D9x\F9\C4\19\DD\B5\ED(\E9\FDyJ\A0\D8\9D\C6~7\83+vS\8EbLd\88D\8B\FB\A2\17\9AY\F5\87\B3O\13aEm\8D\09\81}2\BD\8F@\EB\86\B7{\0B\F0\95!\22\\kN\82T\D6e\93\CE`\B2\1CsV\C0\14\A7\8C\F1\DC\12u\CA\1F;\BE\E4\D1B=\D40\A3<\B6&o\BF\0E\DAFi\07W'\F2\1D\9B\BC\94C\03\F8\11\C7\F6\90\EF>\E7\06\C3\D5/\C8f\1E\D7\08\E8\EA\DE\80R\EE\F7\84\AAr\AC5Mj*\96\1A\D2qZ\15ItK\9F\D0^\04\18\A4\EC\C2\E0An\0FQ\CB\CC$\91\AFP\A1\F4p9\99|:\85#\B8\B4z\FC\026[%U\971-]\FA\98\E3\8A\92\AE\05\DF)\10gl\BA\C9\D3\00\E6\CF\E1\9E\A8,c\16\01?X\E2\89\A9\0D84\1B\AB3\FF\B0\BBH\0C_\B9\B1\CD.\C5\F3\DBG\E5\A5\9Cw\0A\A6 h\FE\7F\C1\AD", align 16

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @ARC2_stop_operation(ptr noundef %0) #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @free(ptr noundef nonnull %0) #7
  br label %4

4:                                                ; preds = %1, %3
  %5 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local noundef i32 @ARC2_start_operation(ptr noundef readonly %0, i64 noundef %1, i64 noundef %2, ptr noundef writeonly %3) local_unnamed_addr #2 {
  %5 = alloca [128 x i8], align 16
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %3, null
  %8 = or i1 %6, %7
  br i1 %8, label %112, label %9

9:                                                ; preds = %4
  %10 = tail call noalias dereferenceable_or_null(288) ptr @calloc(i64 noundef 1, i64 noundef 288) #8
  store ptr %10, ptr %3, align 8, !tbaa !5
  %11 = icmp eq ptr %10, null
  br i1 %11, label %112, label %12

12:                                               ; preds = %9
  store ptr @ARC2_encrypt, ptr %10, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @ARC2_decrypt, ptr %13, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr @ARC2_stop_operation, ptr %14, align 8, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 8, ptr %15, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #7
  %17 = add i64 %1, -129
  %18 = icmp ult i64 %17, -124
  %19 = add i64 %2, -1025
  %20 = icmp ult i64 %19, -985
  %21 = or i1 %18, %20
  br i1 %21, label %110, label %22

22:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull readonly align 1 %0, i64 %1, i1 false)
  %23 = trunc nuw i64 %2 to i32
  %24 = add nuw nsw i32 %23, 7
  %25 = lshr i32 %24, 3
  %26 = and i32 %24, 4088
  %27 = add nuw nsw i32 %23, 8
  %28 = sub nsw i32 %27, %26
  %29 = shl nsw i32 -1, %28
  %30 = icmp ult i64 %1, 128
  br i1 %30, label %31, label %49

31:                                               ; preds = %22
  %32 = getelementptr i8, ptr %5, i64 %1
  %33 = getelementptr i8, ptr %32, i64 -1
  %34 = load i8, ptr %33, align 1
  br label %35

35:                                               ; preds = %31, %35
  %36 = phi i8 [ %34, %31 ], [ %44, %35 ]
  %37 = phi i64 [ %1, %31 ], [ %46, %35 ]
  %38 = sub nuw nsw i64 %37, %1
  %39 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !15
  %41 = add i8 %40, %36
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds [256 x i8], ptr @block_init.permute, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !15
  %45 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %37
  store i8 %44, ptr %45, align 1, !tbaa !15
  %46 = add nuw nsw i64 %37, 1
  %47 = and i64 %46, 4294967295
  %48 = icmp eq i64 %47, 128
  br i1 %48, label %49, label %35, !llvm.loop !16

49:                                               ; preds = %35, %22
  %50 = sub nuw nsw i32 128, %25
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !15
  %54 = zext i8 %53 to i32
  %55 = xor i32 %29, -1
  %56 = and i32 %54, %55
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [256 x i8], ptr @block_init.permute, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !15
  store i8 %59, ptr %52, align 1, !tbaa !15
  %60 = icmp ult i64 %2, 1017
  br i1 %60, label %61, label %82

61:                                               ; preds = %49
  %62 = sub nsw i32 127, %25
  %63 = zext i32 %62 to i64
  %64 = zext nneg i32 %25 to i64
  %65 = getelementptr i8, ptr %5, i64 %63
  %66 = getelementptr i8, ptr %65, i64 1
  %67 = load i8, ptr %66, align 1
  br label %68

68:                                               ; preds = %68, %61
  %69 = phi i8 [ %67, %61 ], [ %77, %68 ]
  %70 = phi i64 [ %63, %61 ], [ %79, %68 ]
  %71 = add nuw nsw i64 %70, %64
  %72 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !15
  %74 = xor i8 %73, %69
  %75 = zext i8 %74 to i64
  %76 = getelementptr inbounds [256 x i8], ptr @block_init.permute, i64 0, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !15
  %78 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %70
  store i8 %77, ptr %78, align 1, !tbaa !15
  %79 = add nsw i64 %70, -1
  %80 = trunc nuw i64 %70 to i32
  %81 = icmp sgt i32 %80, 0
  br i1 %81, label %68, label %82, !llvm.loop !18

82:                                               ; preds = %68, %49
  br label %83

83:                                               ; preds = %83, %82
  %84 = phi i64 [ 0, %82 ], [ %108, %83 ]
  %85 = shl nuw nsw i64 %84, 1
  %86 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %85
  %87 = load i8, ptr %86, align 4, !tbaa !15
  %88 = zext i8 %87 to i32
  %89 = or disjoint i64 %85, 1
  %90 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !15
  %92 = zext i8 %91 to i32
  %93 = shl nuw nsw i32 %92, 8
  %94 = or disjoint i32 %93, %88
  %95 = getelementptr inbounds [64 x i32], ptr %16, i64 0, i64 %84
  store i32 %94, ptr %95, align 4, !tbaa !19
  %96 = or disjoint i64 %84, 1
  %97 = shl nuw nsw i64 %96, 1
  %98 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %97
  %99 = load i8, ptr %98, align 2, !tbaa !15
  %100 = zext i8 %99 to i32
  %101 = or disjoint i64 %97, 1
  %102 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !15
  %104 = zext i8 %103 to i32
  %105 = shl nuw nsw i32 %104, 8
  %106 = or disjoint i32 %105, %100
  %107 = getelementptr inbounds [64 x i32], ptr %16, i64 0, i64 %96
  store i32 %106, ptr %107, align 4, !tbaa !19
  %108 = add nuw nsw i64 %84, 2
  %109 = icmp eq i64 %108, 64
  br i1 %109, label %110, label %83, !llvm.loop !21

110:                                              ; preds = %83, %12
  %111 = phi i32 [ 6, %12 ], [ 0, %83 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #7
  br label %112

112:                                              ; preds = %9, %4, %110
  %113 = phi i32 [ %111, %110 ], [ 1, %4 ], [ 2, %9 ]
  ret i32 %113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal range(i32 0, 4) i32 @ARC2_encrypt(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) #5 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %275, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %271, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  br label %16

16:                                               ; preds = %14, %247
  %17 = phi i64 [ %3, %14 ], [ %269, %247 ]
  %18 = phi ptr [ %2, %14 ], [ %268, %247 ]
  %19 = phi ptr [ %1, %14 ], [ %267, %247 ]
  %20 = load i16, ptr %19, align 1
  %21 = zext i16 %20 to i32
  %22 = getelementptr inbounds i8, ptr %19, i64 2
  %23 = load i16, ptr %22, align 1
  %24 = zext i16 %23 to i32
  %25 = getelementptr inbounds i8, ptr %19, i64 4
  %26 = load i16, ptr %25, align 1
  %27 = zext i16 %26 to i32
  %28 = getelementptr inbounds i8, ptr %19, i64 6
  %29 = load i16, ptr %28, align 1
  %30 = zext i16 %29 to i32
  br label %31

31:                                               ; preds = %31, %16
  %32 = phi i64 [ 0, %16 ], [ %87, %31 ]
  %33 = phi i64 [ 0, %16 ], [ %74, %31 ]
  %34 = phi i32 [ %30, %16 ], [ %86, %31 ]
  %35 = phi i32 [ %27, %16 ], [ %73, %31 ]
  %36 = phi i32 [ %24, %16 ], [ %61, %31 ]
  %37 = phi i32 [ %21, %16 ], [ %49, %31 ]
  %38 = getelementptr inbounds i32, ptr %15, i64 %33
  %39 = load i32, ptr %38, align 4, !tbaa !19
  %40 = and i32 %35, %34
  %41 = xor i32 %34, -1
  %42 = and i32 %36, %41
  %43 = add i32 %42, %40
  %44 = add i32 %43, %37
  %45 = add i32 %44, %39
  %46 = shl i32 %45, 1
  %47 = lshr i32 %45, 15
  %48 = and i32 %47, 1
  %49 = or disjoint i32 %48, %46
  %50 = getelementptr i8, ptr %38, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !19
  %52 = and i32 %49, %34
  %53 = xor i32 %49, -1
  %54 = and i32 %35, %53
  %55 = add i32 %51, %36
  %56 = add i32 %55, %52
  %57 = add i32 %56, %54
  %58 = shl i32 %57, 2
  %59 = lshr i32 %57, 14
  %60 = and i32 %59, 3
  %61 = or disjoint i32 %60, %58
  %62 = getelementptr i8, ptr %38, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !19
  %64 = and i32 %61, %49
  %65 = xor i32 %61, -1
  %66 = and i32 %34, %65
  %67 = add i32 %63, %35
  %68 = add i32 %67, %64
  %69 = add i32 %68, %66
  %70 = shl i32 %69, 3
  %71 = lshr i32 %69, 13
  %72 = and i32 %71, 7
  %73 = or disjoint i32 %72, %70
  %74 = add nuw nsw i64 %33, 4
  %75 = getelementptr i8, ptr %38, i64 12
  %76 = load i32, ptr %75, align 4, !tbaa !19
  %77 = and i32 %73, %61
  %78 = xor i32 %73, -1
  %79 = and i32 %49, %78
  %80 = add i32 %76, %34
  %81 = add i32 %80, %77
  %82 = add i32 %81, %79
  %83 = shl i32 %82, 5
  %84 = lshr i32 %82, 11
  %85 = and i32 %84, 31
  %86 = or disjoint i32 %85, %83
  %87 = add nuw nsw i64 %32, 1
  %88 = icmp eq i64 %87, 5
  br i1 %88, label %89, label %31, !llvm.loop !22

89:                                               ; preds = %31
  %90 = and i32 %86, 63
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %15, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !19
  %94 = add i32 %93, %49
  %95 = and i32 %94, 63
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %15, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !19
  %99 = add i32 %98, %61
  %100 = and i32 %99, 63
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %15, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !19
  %104 = add i32 %103, %73
  %105 = and i32 %104, 63
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %15, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !19
  %109 = add i32 %108, %86
  br label %110

110:                                              ; preds = %110, %89
  %111 = phi i64 [ 0, %89 ], [ %166, %110 ]
  %112 = phi i64 [ 20, %89 ], [ %153, %110 ]
  %113 = phi i32 [ %109, %89 ], [ %165, %110 ]
  %114 = phi i32 [ %104, %89 ], [ %152, %110 ]
  %115 = phi i32 [ %99, %89 ], [ %140, %110 ]
  %116 = phi i32 [ %94, %89 ], [ %128, %110 ]
  %117 = getelementptr inbounds i32, ptr %15, i64 %112
  %118 = load i32, ptr %117, align 4, !tbaa !19
  %119 = and i32 %114, %113
  %120 = xor i32 %113, -1
  %121 = and i32 %115, %120
  %122 = add i32 %121, %119
  %123 = add i32 %122, %116
  %124 = add i32 %123, %118
  %125 = shl i32 %124, 1
  %126 = lshr i32 %124, 15
  %127 = and i32 %126, 1
  %128 = or disjoint i32 %127, %125
  %129 = getelementptr i8, ptr %117, i64 4
  %130 = load i32, ptr %129, align 4, !tbaa !19
  %131 = and i32 %128, %113
  %132 = xor i32 %128, -1
  %133 = and i32 %114, %132
  %134 = add i32 %130, %115
  %135 = add i32 %134, %131
  %136 = add i32 %135, %133
  %137 = shl i32 %136, 2
  %138 = lshr i32 %136, 14
  %139 = and i32 %138, 3
  %140 = or disjoint i32 %139, %137
  %141 = getelementptr i8, ptr %117, i64 8
  %142 = load i32, ptr %141, align 4, !tbaa !19
  %143 = and i32 %140, %128
  %144 = xor i32 %140, -1
  %145 = and i32 %113, %144
  %146 = add i32 %142, %114
  %147 = add i32 %146, %143
  %148 = add i32 %147, %145
  %149 = shl i32 %148, 3
  %150 = lshr i32 %148, 13
  %151 = and i32 %150, 7
  %152 = or disjoint i32 %151, %149
  %153 = add nuw nsw i64 %112, 4
  %154 = getelementptr i8, ptr %117, i64 12
  %155 = load i32, ptr %154, align 4, !tbaa !19
  %156 = and i32 %152, %140
  %157 = xor i32 %152, -1
  %158 = and i32 %128, %157
  %159 = add i32 %155, %113
  %160 = add i32 %159, %156
  %161 = add i32 %160, %158
  %162 = shl i32 %161, 5
  %163 = lshr i32 %161, 11
  %164 = and i32 %163, 31
  %165 = or disjoint i32 %164, %162
  %166 = add nuw nsw i64 %111, 1
  %167 = icmp eq i64 %166, 6
  br i1 %167, label %168, label %110, !llvm.loop !23

168:                                              ; preds = %110
  %169 = and i32 %165, 63
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds i32, ptr %15, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !19
  %173 = add i32 %172, %128
  %174 = and i32 %173, 63
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %15, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !19
  %178 = add i32 %177, %140
  %179 = and i32 %178, 63
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr %15, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !19
  %183 = add i32 %182, %152
  %184 = and i32 %183, 63
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %15, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !19
  %188 = add i32 %187, %165
  br label %189

189:                                              ; preds = %189, %168
  %190 = phi i64 [ 0, %168 ], [ %245, %189 ]
  %191 = phi i64 [ 44, %168 ], [ %232, %189 ]
  %192 = phi i32 [ %188, %168 ], [ %244, %189 ]
  %193 = phi i32 [ %183, %168 ], [ %231, %189 ]
  %194 = phi i32 [ %178, %168 ], [ %219, %189 ]
  %195 = phi i32 [ %173, %168 ], [ %207, %189 ]
  %196 = getelementptr inbounds i32, ptr %15, i64 %191
  %197 = load i32, ptr %196, align 4, !tbaa !19
  %198 = and i32 %193, %192
  %199 = xor i32 %192, -1
  %200 = and i32 %194, %199
  %201 = add i32 %200, %198
  %202 = add i32 %201, %195
  %203 = add i32 %202, %197
  %204 = shl i32 %203, 1
  %205 = lshr i32 %203, 15
  %206 = and i32 %205, 1
  %207 = or disjoint i32 %206, %204
  %208 = getelementptr i8, ptr %196, i64 4
  %209 = load i32, ptr %208, align 4, !tbaa !19
  %210 = and i32 %207, %192
  %211 = xor i32 %207, -1
  %212 = and i32 %193, %211
  %213 = add i32 %209, %194
  %214 = add i32 %213, %210
  %215 = add i32 %214, %212
  %216 = shl i32 %215, 2
  %217 = lshr i32 %215, 14
  %218 = and i32 %217, 3
  %219 = or disjoint i32 %218, %216
  %220 = getelementptr i8, ptr %196, i64 8
  %221 = load i32, ptr %220, align 4, !tbaa !19
  %222 = and i32 %219, %207
  %223 = xor i32 %219, -1
  %224 = and i32 %192, %223
  %225 = add i32 %221, %193
  %226 = add i32 %225, %222
  %227 = add i32 %226, %224
  %228 = shl i32 %227, 3
  %229 = lshr i32 %227, 13
  %230 = and i32 %229, 7
  %231 = or disjoint i32 %230, %228
  %232 = add nuw nsw i64 %191, 4
  %233 = getelementptr i8, ptr %196, i64 12
  %234 = load i32, ptr %233, align 4, !tbaa !19
  %235 = and i32 %231, %219
  %236 = xor i32 %231, -1
  %237 = and i32 %207, %236
  %238 = add i32 %234, %192
  %239 = add i32 %238, %235
  %240 = add i32 %239, %237
  %241 = shl i32 %240, 5
  %242 = lshr i32 %240, 11
  %243 = and i32 %242, 31
  %244 = or disjoint i32 %243, %241
  %245 = add nuw nsw i64 %190, 1
  %246 = icmp eq i64 %245, 5
  br i1 %246, label %247, label %189, !llvm.loop !24

247:                                              ; preds = %189
  %248 = trunc i32 %207 to i8
  store i8 %248, ptr %18, align 1, !tbaa !15
  %249 = lshr i32 %204, 8
  %250 = trunc i32 %249 to i8
  %251 = getelementptr inbounds i8, ptr %18, i64 1
  store i8 %250, ptr %251, align 1, !tbaa !15
  %252 = trunc i32 %219 to i8
  %253 = getelementptr inbounds i8, ptr %18, i64 2
  store i8 %252, ptr %253, align 1, !tbaa !15
  %254 = lshr i32 %216, 8
  %255 = trunc i32 %254 to i8
  %256 = getelementptr inbounds i8, ptr %18, i64 3
  store i8 %255, ptr %256, align 1, !tbaa !15
  %257 = trunc i32 %231 to i8
  %258 = getelementptr inbounds i8, ptr %18, i64 4
  store i8 %257, ptr %258, align 1, !tbaa !15
  %259 = lshr i32 %228, 8
  %260 = trunc i32 %259 to i8
  %261 = getelementptr inbounds i8, ptr %18, i64 5
  store i8 %260, ptr %261, align 1, !tbaa !15
  %262 = trunc i32 %244 to i8
  %263 = getelementptr inbounds i8, ptr %18, i64 6
  store i8 %262, ptr %263, align 1, !tbaa !15
  %264 = lshr i32 %241, 8
  %265 = trunc i32 %264 to i8
  %266 = getelementptr inbounds i8, ptr %18, i64 7
  store i8 %265, ptr %266, align 1, !tbaa !15
  %267 = getelementptr inbounds i8, ptr %19, i64 %12
  %268 = getelementptr inbounds i8, ptr %18, i64 %12
  %269 = sub i64 %17, %12
  %270 = icmp ult i64 %269, %12
  br i1 %270, label %271, label %16, !llvm.loop !25

271:                                              ; preds = %247, %10
  %272 = phi i64 [ %3, %10 ], [ %269, %247 ]
  %273 = icmp eq i64 %272, 0
  %274 = select i1 %273, i32 0, i32 3
  br label %275

275:                                              ; preds = %271, %4
  %276 = phi i32 [ 1, %4 ], [ %274, %271 ]
  ret i32 %276
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal range(i32 0, 4) i32 @ARC2_decrypt(ptr noundef readonly %0, ptr noundef readonly %1, ptr noundef writeonly %2, i64 noundef %3) #5 {
  %5 = icmp eq ptr %0, null
  %6 = icmp eq ptr %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq ptr %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %275, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %271, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  br label %16

16:                                               ; preds = %14, %247
  %17 = phi i64 [ %3, %14 ], [ %269, %247 ]
  %18 = phi ptr [ %2, %14 ], [ %268, %247 ]
  %19 = phi ptr [ %1, %14 ], [ %267, %247 ]
  %20 = load i16, ptr %19, align 1
  %21 = zext i16 %20 to i32
  %22 = getelementptr inbounds i8, ptr %19, i64 2
  %23 = load i16, ptr %22, align 1
  %24 = zext i16 %23 to i32
  %25 = getelementptr inbounds i8, ptr %19, i64 4
  %26 = load i16, ptr %25, align 1
  %27 = zext i16 %26 to i32
  %28 = getelementptr inbounds i8, ptr %19, i64 6
  %29 = load i16, ptr %28, align 1
  %30 = zext i16 %29 to i32
  br label %31

31:                                               ; preds = %31, %16
  %32 = phi i64 [ 0, %16 ], [ %87, %31 ]
  %33 = phi i64 [ 63, %16 ], [ %77, %31 ]
  %34 = phi i32 [ %30, %16 ], [ %49, %31 ]
  %35 = phi i32 [ %27, %16 ], [ %61, %31 ]
  %36 = phi i32 [ %24, %16 ], [ %73, %31 ]
  %37 = phi i32 [ %21, %16 ], [ %86, %31 ]
  %38 = lshr i32 %34, 5
  %39 = and i32 %38, 2047
  %40 = shl i32 %34, 11
  %41 = getelementptr inbounds i32, ptr %15, i64 %33
  %42 = load i32, ptr %41, align 4, !tbaa !19
  %43 = and i32 %36, %35
  %44 = xor i32 %35, -1
  %45 = and i32 %37, %44
  %46 = or disjoint i32 %39, %40
  %47 = add i32 %43, %42
  %48 = add i32 %47, %45
  %49 = sub i32 %46, %48
  %50 = lshr i32 %35, 3
  %51 = and i32 %50, 8191
  %52 = shl i32 %35, 13
  %53 = getelementptr i8, ptr %41, i64 -4
  %54 = load i32, ptr %53, align 4, !tbaa !19
  %55 = and i32 %37, %36
  %56 = xor i32 %36, -1
  %57 = and i32 %49, %56
  %58 = or disjoint i32 %51, %52
  %59 = add i32 %55, %54
  %60 = add i32 %59, %57
  %61 = sub i32 %58, %60
  %62 = lshr i32 %36, 2
  %63 = and i32 %62, 16383
  %64 = shl i32 %36, 14
  %65 = getelementptr i8, ptr %41, i64 -8
  %66 = load i32, ptr %65, align 4, !tbaa !19
  %67 = and i32 %49, %37
  %68 = xor i32 %37, -1
  %69 = and i32 %61, %68
  %70 = or disjoint i32 %63, %64
  %71 = add i32 %66, %67
  %72 = add i32 %71, %69
  %73 = sub i32 %70, %72
  %74 = lshr i32 %37, 1
  %75 = and i32 %74, 32767
  %76 = shl i32 %37, 15
  %77 = add nsw i64 %33, -4
  %78 = getelementptr i8, ptr %41, i64 -12
  %79 = load i32, ptr %78, align 4, !tbaa !19
  %80 = and i32 %61, %49
  %81 = xor i32 %49, -1
  %82 = and i32 %73, %81
  %83 = or disjoint i32 %75, %76
  %84 = add i32 %79, %80
  %85 = add i32 %84, %82
  %86 = sub i32 %83, %85
  %87 = add nuw nsw i64 %32, 1
  %88 = icmp eq i64 %87, 5
  br i1 %88, label %89, label %31, !llvm.loop !26

89:                                               ; preds = %31
  %90 = and i32 %61, 63
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %15, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !19
  %94 = sub i32 %49, %93
  %95 = and i32 %73, 63
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %15, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !19
  %99 = sub i32 %61, %98
  %100 = and i32 %86, 63
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %15, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !19
  %104 = sub i32 %73, %103
  %105 = and i32 %94, 63
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %15, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !19
  %109 = sub i32 %86, %108
  br label %110

110:                                              ; preds = %110, %89
  %111 = phi i64 [ 0, %89 ], [ %166, %110 ]
  %112 = phi i64 [ 43, %89 ], [ %156, %110 ]
  %113 = phi i32 [ %94, %89 ], [ %128, %110 ]
  %114 = phi i32 [ %99, %89 ], [ %140, %110 ]
  %115 = phi i32 [ %104, %89 ], [ %152, %110 ]
  %116 = phi i32 [ %109, %89 ], [ %165, %110 ]
  %117 = lshr i32 %113, 5
  %118 = and i32 %117, 2047
  %119 = shl i32 %113, 11
  %120 = getelementptr inbounds i32, ptr %15, i64 %112
  %121 = load i32, ptr %120, align 4, !tbaa !19
  %122 = and i32 %115, %114
  %123 = xor i32 %114, -1
  %124 = and i32 %116, %123
  %125 = or disjoint i32 %118, %119
  %126 = add i32 %122, %121
  %127 = add i32 %126, %124
  %128 = sub i32 %125, %127
  %129 = lshr i32 %114, 3
  %130 = and i32 %129, 8191
  %131 = shl i32 %114, 13
  %132 = getelementptr i8, ptr %120, i64 -4
  %133 = load i32, ptr %132, align 4, !tbaa !19
  %134 = and i32 %116, %115
  %135 = xor i32 %115, -1
  %136 = and i32 %128, %135
  %137 = or disjoint i32 %130, %131
  %138 = add i32 %134, %133
  %139 = add i32 %138, %136
  %140 = sub i32 %137, %139
  %141 = lshr i32 %115, 2
  %142 = and i32 %141, 16383
  %143 = shl i32 %115, 14
  %144 = getelementptr i8, ptr %120, i64 -8
  %145 = load i32, ptr %144, align 4, !tbaa !19
  %146 = and i32 %128, %116
  %147 = xor i32 %116, -1
  %148 = and i32 %140, %147
  %149 = or disjoint i32 %142, %143
  %150 = add i32 %145, %146
  %151 = add i32 %150, %148
  %152 = sub i32 %149, %151
  %153 = lshr i32 %116, 1
  %154 = and i32 %153, 32767
  %155 = shl i32 %116, 15
  %156 = add nsw i64 %112, -4
  %157 = getelementptr i8, ptr %120, i64 -12
  %158 = load i32, ptr %157, align 4, !tbaa !19
  %159 = and i32 %140, %128
  %160 = xor i32 %128, -1
  %161 = and i32 %152, %160
  %162 = or disjoint i32 %154, %155
  %163 = add i32 %158, %159
  %164 = add i32 %163, %161
  %165 = sub i32 %162, %164
  %166 = add nuw nsw i64 %111, 1
  %167 = icmp eq i64 %166, 6
  br i1 %167, label %168, label %110, !llvm.loop !27

168:                                              ; preds = %110
  %169 = and i32 %140, 63
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds i32, ptr %15, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !19
  %173 = sub i32 %128, %172
  %174 = and i32 %152, 63
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %15, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !19
  %178 = sub i32 %140, %177
  %179 = and i32 %165, 63
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr %15, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !19
  %183 = sub i32 %152, %182
  %184 = and i32 %173, 63
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %15, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !19
  %188 = sub i32 %165, %187
  br label %189

189:                                              ; preds = %189, %168
  %190 = phi i64 [ 0, %168 ], [ %245, %189 ]
  %191 = phi i64 [ 19, %168 ], [ %235, %189 ]
  %192 = phi i32 [ %173, %168 ], [ %207, %189 ]
  %193 = phi i32 [ %178, %168 ], [ %219, %189 ]
  %194 = phi i32 [ %183, %168 ], [ %231, %189 ]
  %195 = phi i32 [ %188, %168 ], [ %244, %189 ]
  %196 = lshr i32 %192, 5
  %197 = and i32 %196, 2047
  %198 = shl i32 %192, 11
  %199 = getelementptr inbounds i32, ptr %15, i64 %191
  %200 = load i32, ptr %199, align 4, !tbaa !19
  %201 = and i32 %194, %193
  %202 = xor i32 %193, -1
  %203 = and i32 %195, %202
  %204 = or disjoint i32 %197, %198
  %205 = add i32 %201, %200
  %206 = add i32 %205, %203
  %207 = sub i32 %204, %206
  %208 = lshr i32 %193, 3
  %209 = and i32 %208, 8191
  %210 = shl i32 %193, 13
  %211 = getelementptr i8, ptr %199, i64 -4
  %212 = load i32, ptr %211, align 4, !tbaa !19
  %213 = and i32 %195, %194
  %214 = xor i32 %194, -1
  %215 = and i32 %207, %214
  %216 = or disjoint i32 %209, %210
  %217 = add i32 %213, %212
  %218 = add i32 %217, %215
  %219 = sub i32 %216, %218
  %220 = lshr i32 %194, 2
  %221 = and i32 %220, 16383
  %222 = shl i32 %194, 14
  %223 = getelementptr i8, ptr %199, i64 -8
  %224 = load i32, ptr %223, align 4, !tbaa !19
  %225 = and i32 %207, %195
  %226 = xor i32 %195, -1
  %227 = and i32 %219, %226
  %228 = or disjoint i32 %221, %222
  %229 = add i32 %224, %225
  %230 = add i32 %229, %227
  %231 = sub i32 %228, %230
  %232 = lshr i32 %195, 1
  %233 = and i32 %232, 32767
  %234 = shl i32 %195, 15
  %235 = add nsw i64 %191, -4
  %236 = getelementptr i8, ptr %199, i64 -12
  %237 = load i32, ptr %236, align 4, !tbaa !19
  %238 = and i32 %219, %207
  %239 = xor i32 %207, -1
  %240 = and i32 %231, %239
  %241 = or disjoint i32 %233, %234
  %242 = add i32 %237, %238
  %243 = add i32 %242, %240
  %244 = sub i32 %241, %243
  %245 = add nuw nsw i64 %190, 1
  %246 = icmp eq i64 %245, 5
  br i1 %246, label %247, label %189, !llvm.loop !28

247:                                              ; preds = %189
  %248 = trunc i32 %244 to i8
  store i8 %248, ptr %18, align 1, !tbaa !15
  %249 = lshr i32 %244, 8
  %250 = trunc i32 %249 to i8
  %251 = getelementptr inbounds i8, ptr %18, i64 1
  store i8 %250, ptr %251, align 1, !tbaa !15
  %252 = trunc i32 %231 to i8
  %253 = getelementptr inbounds i8, ptr %18, i64 2
  store i8 %252, ptr %253, align 1, !tbaa !15
  %254 = lshr i32 %231, 8
  %255 = trunc i32 %254 to i8
  %256 = getelementptr inbounds i8, ptr %18, i64 3
  store i8 %255, ptr %256, align 1, !tbaa !15
  %257 = trunc i32 %219 to i8
  %258 = getelementptr inbounds i8, ptr %18, i64 4
  store i8 %257, ptr %258, align 1, !tbaa !15
  %259 = lshr i32 %219, 8
  %260 = trunc i32 %259 to i8
  %261 = getelementptr inbounds i8, ptr %18, i64 5
  store i8 %260, ptr %261, align 1, !tbaa !15
  %262 = trunc i32 %207 to i8
  %263 = getelementptr inbounds i8, ptr %18, i64 6
  store i8 %262, ptr %263, align 1, !tbaa !15
  %264 = lshr i32 %207, 8
  %265 = trunc i32 %264 to i8
  %266 = getelementptr inbounds i8, ptr %18, i64 7
  store i8 %265, ptr %266, align 1, !tbaa !15
  %267 = getelementptr inbounds i8, ptr %19, i64 %12
  %268 = getelementptr inbounds i8, ptr %18, i64 %12
  %269 = sub i64 %17, %12
  %270 = icmp ult i64 %269, %12
  br i1 %270, label %271, label %16, !llvm.loop !29

271:                                              ; preds = %247, %10
  %272 = phi i64 [ %3, %10 ], [ %269, %247 ]
  %273 = icmp eq i64 %272, 0
  %274 = select i1 %273, i32 0, i32 3
  br label %275

275:                                              ; preds = %271, %4
  %276 = phi i32 [ 1, %4 ], [ %274, %271 ]
  ret i32 %276
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_BlockBase", !6, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !6, i64 16}
!14 = !{!10, !11, i64 24}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !7, i64 0}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
