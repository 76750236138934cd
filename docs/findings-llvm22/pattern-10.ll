define i1 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = icmp ult i8 %"0", 14
  ret i1 %"1"
}
