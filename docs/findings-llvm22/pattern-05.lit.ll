; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 5 of llvm-22: i8 lshr(%0, sub(0, %0))
; ValueTracking, non-negative, lost-precision, at %2:
;   best fact true; ValueTracking claims false.
; The fold the best fact allows: `icmp sgt i8 %"2", -1` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine keeps the use the best fact folds.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = sub i8 0, [[TMP0]]
; CHECK-NEXT:    [[TMP2:%.*]] = lshr i8 [[TMP0]], [[TMP1]]
; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = icmp sgt i8 [[TMP2]], -1
; CHECK-NEXT:    store volatile i1 [[AUDITOR_USE]], ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP2]]
;
auditor.entry:
  %"1" = sub i8 0, %"0"
  %"2" = lshr i8 %"0", %"1"
  %auditor.use = icmp sgt i8 %"2", -1
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"2"
}
