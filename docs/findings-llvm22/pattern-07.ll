define i8 @f0(i32 noundef %"auditor:choice0") {
"auditor:entry":
  switch i32 %"auditor:choice0", label %"auditor:b0.p0" [ i32 1, label %"auditor:b0.p1" ]
"auditor:b0.p0":
  br label %"auditor:b0"
"auditor:b0.p1":
  br label %"auditor:b0"
"auditor:b0":
  %"0" = phi i8 [ 0, %"auditor:b0.p0" ], [ 1, %"auditor:b0.p1" ]
  ret i8 %"0"
}
