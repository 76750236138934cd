declare i8 @llvm.umin.i8(i8, i8)

define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = call i8 @llvm.umin.i8(i8 %"0", i8 1)
  %"2" = add i8 %"1", -1
  %"3" = or i8 %"2", 1
  ret i8 %"3"
}
