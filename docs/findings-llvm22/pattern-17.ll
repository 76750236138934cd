declare i8 @llvm.ctlz.i8(i8, i1)

define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = call i8 @llvm.ctlz.i8(i8 %"0", i1 false)
  %"2" = sub i8 0, %"1"
  ret i8 %"2"
}
