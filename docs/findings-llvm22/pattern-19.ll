define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = and i8 %"0", 1
  %"2" = add i8 %"1", 1
  ret i8 %"2"
}
