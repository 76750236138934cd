; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 2 of llvm-22: i64 zext nneg(sub(1, ctlz(%0))); %0:i32
; ValueTracking, known-bits, lost-precision, at %3:
;   best fact 000000000000000000000000000000000000000000000000000000000000000x; ValueTracking claims 000000000000000000000000000000000xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.
; The fold the best fact allows: `icmp eq (and i64 %"3", 2147483646), 0` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine keeps the use the best fact folds.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i32 @llvm.ctlz.i32(i32, i1)

define i64 @f0(i32 noundef %"0") {
; CHECK-LABEL: define i64 @f0(
; CHECK-SAME: i32 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 [[TMP0]], i1 false)
; CHECK-NEXT:    [[TMP2:%.*]] = sub nsw i32 1, [[TMP1]]
; CHECK-NEXT:    [[TMP3:%.*]] = zext nneg i32 [[TMP2]] to i64
; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = icmp ult i32 [[TMP2]], 2
; CHECK-NEXT:    store volatile i1 [[AUDITOR_USE]], ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i64 [[TMP3]]
;
auditor.entry:
  %"1" = call i32 @llvm.ctlz.i32(i32 %"0", i1 false)
  %"2" = sub i32 1, %"1"
  %"3" = zext nneg i32 %"2" to i64
  %auditor.masked = and i64 %"3", 2147483646
  %auditor.use = icmp eq i64 %auditor.masked, 0
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i64 %"3"
}
