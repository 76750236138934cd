define i8 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = mul i8 %"0", -10
  ret i8 %"1"
}
