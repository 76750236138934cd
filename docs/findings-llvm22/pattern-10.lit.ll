; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 10 of llvm-22: i1 ult(%0, 14); %0:i8; at %0
; DemandedBits, demanded-bits, lost-precision, at %0:
;   best fact 11111110; DemandedBits claims 11111111.
; The fold the best fact allows: `or i8 %"0", 1` only sets bits no use demands (folded, the uses read %0 itself).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

define i1 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i1 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = icmp ult i8 [[TMP0]], 14
; CHECK-NEXT:    ret i1 [[TMP1]]
;
auditor.entry:
  %auditor.use = or i8 %"0", 1
  %"1" = icmp ult i8 %auditor.use, 14
  ret i1 %"1"
}
