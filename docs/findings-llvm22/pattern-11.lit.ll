; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 11 of llvm-22: i8 or(%0, 1)
; LazyValueInfo, signed-range, lost-precision, at %1:
;   best fact [129,128); LazyValueInfo claims [1,0).
; The fold the best fact allows: `icmp sgt i8 %"1", -128` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = or i8 [[TMP0]], 1
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP1]]
;
auditor.entry:
  %"1" = or i8 %"0", 1
  %auditor.use = icmp sgt i8 %"1", -128
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"1"
}
