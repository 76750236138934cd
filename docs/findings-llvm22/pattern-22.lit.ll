; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 22 of llvm-22: i8 lshr(cttz zeropoison(%0), 1)
; computeConstantRange, range, lost-precision, at %2:
;   best fact [0,4); computeConstantRange claims [0,128).
; The fold the best fact allows: `icmp ult i8 %"2", 4` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i8 @llvm.cttz.i8(i8, i1)

define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = call range(i8 0, 9) i8 @llvm.cttz.i8(i8 [[TMP0]], i1 true)
; CHECK-NEXT:    [[TMP2:%.*]] = lshr i8 [[TMP1]], 1
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP2]]
;
auditor.entry:
  %"1" = call i8 @llvm.cttz.i8(i8 %"0", i1 true)
  %"2" = lshr i8 %"1", 1
  %auditor.use = icmp ult i8 %"2", 4
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"2"
}
