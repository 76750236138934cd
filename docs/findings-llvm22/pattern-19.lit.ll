; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 19 of llvm-22: i8 add(and(%0, 1), 1)
; ValueTracking, power-of-two, lost-precision, at %2:
;   best fact true; ValueTracking claims false.
; The fold the best fact allows: `icmp eq (call i8 @llvm.ctpop.i8(i8 %"2")), 1` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i8 @llvm.ctpop.i8(i8)
define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = and i8 [[TMP0]], 1
; CHECK-NEXT:    [[TMP2:%.*]] = add nuw nsw i8 [[TMP1]], 1
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP2]]
;
auditor.entry:
  %"1" = and i8 %"0", 1
  %"2" = add i8 %"1", 1
  %auditor.pop = call i8 @llvm.ctpop.i8(i8 %"2")
  %auditor.use = icmp eq i8 %auditor.pop, 1
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"2"
}
