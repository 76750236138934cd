; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 20 of llvm-22: i32 zext(%0); %0:i8
; computeConstantRange, range, lost-precision, at %1:
;   best fact [0,256); computeConstantRange claims full-set.
; The fold the best fact allows: `icmp ult i32 %"1", 256` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i32 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i32 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = zext i8 [[TMP0]] to i32
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i32 [[TMP1]]
;
auditor.entry:
  %"1" = zext i8 %"0" to i32
  %auditor.use = icmp ult i32 %"1", 256
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i32 %"1"
}
