declare i8 @llvm.umax.i8(i8, i8)

define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = call i8 @llvm.umax.i8(i8 %"0", i8 1)
  %"2" = add i8 %"1", %"0"
  ret i8 %"2"
}
