; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 18 of llvm-22: i1 ne(add(shl(2, %0), 2), 0); %0:i8
; ValueTracking, negative, lost-precision, at %3:
;   best fact true; ValueTracking claims false.
; The fold the best fact allows: `icmp slt i1 %"3", 0` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i1 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i1 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i1 true
;
auditor.entry:
  %"1" = shl i8 2, %"0"
  %"2" = add i8 %"1", 2
  %"3" = icmp ne i8 %"2", 0
  %auditor.use = icmp slt i1 %"3", 0
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i1 %"3"
}
