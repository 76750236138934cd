declare i32 @llvm.ctlz.i32(i32, i1)

define i64 @f0(i32 noundef %"0") {
"auditor:entry":
  %"1" = call i32 @llvm.ctlz.i32(i32 %"0", i1 false)
  %"2" = sub i32 1, %"1"
  %"3" = zext nneg i32 %"2" to i64
  ret i64 %"3"
}
