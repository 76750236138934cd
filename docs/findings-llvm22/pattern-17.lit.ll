; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 17 of llvm-22: i64 shl(2, zext(select(%0, 0, 1))); %0:i1
; ValueTracking, power-of-two, lost-precision, at %3:
;   best fact true; ValueTracking claims false.
; The fold the best fact allows: `icmp eq (call i64 @llvm.ctpop.i64(i64 %"3")), 1` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine already folds the use: this test guards the fold.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
declare i64 @llvm.ctpop.i64(i64)
define i64 @f0(i1 noundef %"0") {
; CHECK-LABEL: define i64 @f0(
; CHECK-SAME: i1 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[NOT_0:%.*]] = xor i1 [[TMP0]], true
; CHECK-NEXT:    [[TMP2:%.*]] = zext i1 [[NOT_0]] to i64
; CHECK-NEXT:    [[TMP3:%.*]] = shl nuw nsw i64 2, [[TMP2]]
; CHECK-NEXT:    store volatile i1 true, ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i64 [[TMP3]]
;
auditor.entry:
  %"1" = select i1 %"0", i32 0, i32 1
  %"2" = zext i32 %"1" to i64
  %"3" = shl i64 2, %"2"
  %auditor.pop = call i64 @llvm.ctpop.i64(i64 %"3")
  %auditor.use = icmp eq i64 %auditor.pop, 1
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i64 %"3"
}
