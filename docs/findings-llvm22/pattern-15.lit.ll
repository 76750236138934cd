; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 15 of llvm-22: i8 add(%0, %0)
; ValueTracking, known-bits, lost-precision, at %1:
;   best fact xxxxxxx0; ValueTracking claims xxxxxxxx.
; The fold the best fact allows: `icmp eq (and i8 %"1", 1), 0` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = shl i8 [[TMP0]], 1
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP1]]
;
auditor.entry:
  %"1" = add i8 %"0", %"0"
  %auditor.masked = and i8 %"1", 1
  %auditor.use = icmp eq i8 %auditor.masked, 0
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"1"
}
