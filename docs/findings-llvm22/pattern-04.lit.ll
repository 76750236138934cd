; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 4 of llvm-22: i8 add(umax(%0, 1), %0)
; computeConstantRange, signed-range, lost-precision, at %2:
;   best fact [128,127); computeConstantRange claims full-set.
; The fold the best fact allows: `icmp slt i8 %"2", 127` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine keeps the use the best fact folds.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i8 @llvm.umax.i8(i8, i8)

define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = call i8 @llvm.umax.i8(i8 [[TMP0]], i8 1)
; CHECK-NEXT:    [[TMP2:%.*]] = add i8 [[TMP1]], [[TMP0]]
; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = icmp ne i8 [[TMP2]], 127
; CHECK-NEXT:    store volatile i1 [[AUDITOR_USE]], ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP2]]
;
auditor.entry:
  %"1" = call i8 @llvm.umax.i8(i8 %"0", i8 1)
  %"2" = add i8 %"1", %"0"
  %auditor.use = icmp slt i8 %"2", 127
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"2"
}
