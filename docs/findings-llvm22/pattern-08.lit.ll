; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 8 of llvm-22: i8 shlnuw(%0, C1); at %0
; DemandedBits, demanded-bits, lost-precision, at %0:
;   best fact 01111111; DemandedBits claims 11111111.
; The fold the best fact allows: `or i8 %"0", -128` only sets bits no use demands (folded, the uses read %0 itself).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    ret i8 0
;
auditor.entry:
  %auditor.use = or i8 %"0", -128
  %"1" = shl nuw i8 %auditor.use, 1
  ret i8 %"1"
}
