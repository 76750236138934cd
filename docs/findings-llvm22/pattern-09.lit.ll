; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 9 of llvm-22: i1 eq(and(%0, C1), %0); %0:i8; at %0
; DemandedBits, demanded-bits, lost-precision, at %0:
;   best fact 00000001; DemandedBits claims 11111111.
; The fold the best fact allows: `or i8 %"0", -2` only sets bits no use demands (folded, the uses read %0 itself).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

define i1 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i1 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP02:%.*]] = and i8 [[TMP0]], 1
; CHECK-NEXT:    [[TMP2:%.*]] = icmp eq i8 [[TMP02]], 0
; CHECK-NEXT:    ret i1 [[TMP2]]
;
auditor.entry:
  %auditor.use = or i8 %"0", -2
  %"1" = and i8 %auditor.use, -2
  %"2" = icmp eq i8 %"1", %auditor.use
  ret i1 %"2"
}
