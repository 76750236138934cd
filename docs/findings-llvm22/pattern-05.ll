define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = sub i8 0, %"0"
  %"2" = lshr i8 %"0", %"1"
  ret i8 %"2"
}
