define i1 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = icmp ugt i8 %"0", 1
  ret i1 %"1"
}
