; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 12 of llvm-22: i8 or(add(umin(%0, C1), -1), C2)
; LazyValueInfo, range, lost-precision, at %3:
;   best fact [255,2); LazyValueInfo claims [1,0).
; The fold the best fact allows: `icmp slt i8 %"3", 2` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i8 @llvm.umin.i8(i8, i8)

define i8 @f0(i8 noundef %"0") {
; CHECK-LABEL: define i8 @f0(
; CHECK-SAME: i8 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[_NOT:%.*]] = icmp eq i8 [[TMP0]], 0
; CHECK-NEXT:    [[TMP3:%.*]] = select i1 [[_NOT]], i8 -1, i8 1
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i8 [[TMP3]]
;
auditor.entry:
  %"1" = call i8 @llvm.umin.i8(i8 %"0", i8 1)
  %"2" = add i8 %"1", -1
  %"3" = or i8 %"2", 1
  %auditor.use = icmp slt i8 %"3", 2
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i8 %"3"
}
