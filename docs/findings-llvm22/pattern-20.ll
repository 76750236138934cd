define i32 @f0(i8 noundef %"0") {
"auditor:entry":
  %"1" = zext i8 %"0" to i32
  ret i32 %"1"
}
