; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 21 of llvm-22: i64 sext(%0); %0:i32
; computeConstantRange, range, lost-precision, at %1:
;   best fact [18446744071562067968,2147483648); computeConstantRange claims full-set.
; The fold the best fact allows: `icmp slt i64 %"1", 2147483648` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i64 @f0(i32 noundef %"0") {
; CHECK-LABEL: define i64 @f0(
; CHECK-SAME: i32 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = sext i32 [[TMP0]] to i64
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i64 [[TMP1]]
;
auditor.entry:
  %"1" = sext i32 %"0" to i64
  %auditor.use = icmp slt i64 %"1", 2147483648
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i64 %"1"
}
