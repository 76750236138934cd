; RUN: opt -passes=instcombine -S < %s | FileCheck %s
; auditor pattern 16 of llvm-22: i32 add(sext(%0), C1); %0:i16
; ValueTracking, non-zero, lost-precision, at %2:
;   best fact true; ValueTracking claims false.
; The fold the best fact allows: `icmp ne i32 %"2", 0` is always true (stored to @auditor.sink, folded the store stores true).
; Consumer: @f0 below, the reproducer with that use; instcombine keeps the use the best fact folds.
; Pipeline: instcombine.
; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;
; NOTE: that script regenerates them.

@auditor.sink = global i1 false
define i32 @f0(i16 noundef %"0") {
; CHECK-LABEL: define i32 @f0(
; CHECK-SAME: i16 noundef [[TMP0:%.*]]) {
; CHECK-NEXT:  auditor.entry:
; CHECK-NEXT:    [[TMP1:%.*]] = sext i16 [[TMP0]] to i32
; CHECK-NEXT:    [[TMP2:%.*]] = add nsw i32 [[TMP1]], 65346
; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = icmp ne i32 [[TMP2]], 0
; CHECK-NEXT:    store volatile i1 [[AUDITOR_USE]], ptr @auditor.sink, align 1
; CHECK-NEXT:    ret i32 [[TMP2]]
;
auditor.entry:
  %"1" = sext i16 %"0" to i32
  %"2" = add i32 %"1", 65346
  %auditor.use = icmp ne i32 %"2", 0
  store volatile i1 %auditor.use, ptr @auditor.sink
  ret i32 %"2"
}
