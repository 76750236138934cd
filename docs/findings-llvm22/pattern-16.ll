define i32 @f0(i16 noundef %"0") {
"auditor:entry":
  %"1" = sext i16 %"0" to i32
  %"2" = add i32 %"1", 65346
  ret i32 %"2"
}
