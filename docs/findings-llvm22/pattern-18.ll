define i1 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = shl i8 2, %"0"
  %"2" = add i8 %"1", 2
  %"3" = icmp ne i8 %"2", 0
  ret i1 %"3"
}
