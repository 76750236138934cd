; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 3 of llvm-22: i64 add(mul(udiv(%0, 186), -232), %0)
; ValueTracking, sign-bits, lost-precision, at %3:
;   best fact 2; ValueTracking claims 1.
; The fold the best fact allows: `icmp slt i64 %"3", 4611686018427387904` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine keeps the use the best fact folds.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i64 @f0(i64 noundef %"0") {
; CHECK-LABEL: define i64 @f0(
; CHECK-SAME: i64 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = udiv i64 [[TMP0]], 186
; CHECK-NEXT:    [[TMP2:%.*]] = mul i64 [[TMP1]], -232
; CHECK-NEXT:    [[TMP3:%.*]] = add i64 [[TMP2]], [[TMP0]]
; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = icmp slt i64 [[TMP3]], 4611686018427387904
; CHECK-NEXT:    store volatile i1 [[AUDITOR_USE]], ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i64 [[TMP3]]
;
auditor.entry:
  %"1" = udiv i64 %"0", 186
  %"2" = mul i64 %"1", -232
  %"3" = add i64 %"2", %"0"
  %auditor.use = icmp slt i64 %"3", 4611686018427387904
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i64 %"3"
}
