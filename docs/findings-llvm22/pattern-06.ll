define i64 @f0(i32 noundef %"0") {
"auditor:entry":
  %"1" = zext nneg i32 %"0" to i64
  ret i64 %"1"
}
