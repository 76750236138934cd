declare i8 @llvm.cttz.i8(i8, i1)

define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = call i8 @llvm.cttz.i8(i8 %"0", i1 true)
  %"2" = lshr i8 %"1", 1
  ret i8 %"2"
}
