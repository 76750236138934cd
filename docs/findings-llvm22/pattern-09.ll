define i1 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = and i8 %"0", -2
  %"2" = icmp eq i8 %"1", %"0"
  ret i1 %"2"
}
