define i64 @f0(i1 noundef %"0") {
"auditor:entry":
  %"1" = select i1 %"0", i32 0, i32 1
  %"2" = zext i32 %"1" to i64
  %"3" = shl i64 2, %"2"
  ret i64 %"3"
}
