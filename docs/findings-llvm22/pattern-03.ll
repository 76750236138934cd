define i64 @f0(i64 noundef %"0") {
"auditor:entry":
  %"1" = udiv i64 %"0", 186
  %"2" = mul i64 %"1", -232
  %"3" = add i64 %"2", %"0"
  ret i64 %"3"
}
