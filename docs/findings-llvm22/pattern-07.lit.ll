; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 7 of llvm-22: i8 phi(%b0, C1, C2)
; computeConstantRange, unsigned-range, lost-precision, at %0:
;   best fact [0,2); computeConstantRange claims full-set.
; The fold the best fact allows: `icmp ult i8 %"0", 2` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i8 @f0(i32 noundef %auditor.choice0) {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i32 noundef [[AUDITOR_CHOICE0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    switch i32 [[AUDITOR_CHOICE0]], label [[AUDITOR_B0_P0:%.*]] [
; CHECK-NEXT:      i32 1, label [[AUDITOR_B0_P1:%.*]]
; CHECK-NEXT:    ]
; CHECK-EMPTY:
; CHECK-NEXT:  auditor.b0.p0:
; CHECK-NEXT:    br label [[AUDITOR_B0:%.*]]
; CHECK-EMPTY:
; CHECK-NEXT:  auditor.b0.p1:
; CHECK-NEXT:    br label [[AUDITOR_B0]]
; CHECK-EMPTY:
; CHECK-NEXT:  auditor.b0:
; CHECK-NEXT:    [[TMP0:%.*]] = phi i8 [ 0, [[AUDITOR_B0_P0]] ], [ 1, [[AUDITOR_B0_P1]] ]
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP0]]
;
auditor.entry:
  switch i32 %auditor.choice0, label %auditor.b0.p0 [ i32 1, label %auditor.b0.p1 ]
auditor.b0.p0:
  br label %auditor.b0
auditor.b0.p1:
  br label %auditor.b0
auditor.b0:
  %"0" = phi i8 [ 0, %auditor.b0.p0 ], [ 1, %auditor.b0.p1 ]
  %auditor.use = icmp ult i8 %"0", 2
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"0"
}
