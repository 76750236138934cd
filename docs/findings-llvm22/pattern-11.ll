define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = or i8 %"0", 1
  ret i8 %"1"
}
