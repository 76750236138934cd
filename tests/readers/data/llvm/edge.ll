; Hand-written edge cases for auditor's LLVM reader. Valid LLVM 22 IR (opt-22 -S reads it).
source_filename = "edge.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%pair = type { i32, i64 }
$"comdat fn" = comdat any

@g = global i32 7, align 4
@"weird global" = global [4 x i8] c"a;b\00"
@table = constant [2 x ptr] [ptr blockaddress(@computed, %one), ptr blockaddress(@computed, %two)]

declare i32 @ext(i32 noundef) #0
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @__gxx_personality_v0(...)

; Quoted names, a quoted label, escapes.
define i32 @"weird name"(i32 %"a b", i32 %"x\22y") comdat($"comdat fn") {
"entry block":
  %"sum of" = add nsw i32 %"a b", %"x\22y"
  br label %"next one"

"next one":                                       ; preds = %"entry block"
  %r = phi i32 [ %"sum of", %"entry block" ]
  ret i32 %r
}

; Unnamed parameters, implicitly numbered values and blocks.
define i32 @numbered(i32, i32) {
  add i32 %0, %1
  icmp ult i32 %3, 10
  br i1 %4, label %5, label %7
  %6 = mul i32 %3, 3
  br label %7
  %8 = phi i32 [ %3, %2 ], [ %6, %5 ]
  ret i32 %8
}

; A switch with its case table over several lines, with comments inside.
define range(i32 0, 100) i32 @switcher(i32 noundef range(i32 -5, 5) %x, i8 noundef %y) {
entry:
  switch i32 %x, label %other [ ; the case table
    i32 -1, label %neg    ; minus one
    i32 0, label %zero
    i32 4, label %other
  ], !prof !2

neg:
  br label %other

zero:
  %c = call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %x, i1 false)
  br label %other

other:
  %p = phi i32 [ 1, %entry ], [ 2, %neg ], [ %c, %zero ], [ 1, %entry ]
  ret i32 %p
}

; !range metadata (negative bound, several pairs), flags, predicates.
define i64 @flags(ptr %q, i64 %a, i16 %h) {
  %l = load i8, ptr %q, align 1, !range !0, !noundef !3
  %w = load i32, ptr %q, align 4, !range !1
  %z = zext nneg i8 %l to i64
  %o = or disjoint i64 %z, 256
  %t = trunc nuw nsw i64 %o to i16
  %d = sdiv exact i64 %a, 8
  %s = shl nuw nsw i64 %d, 1
  %cmp = icmp samesign ult i64 %s, %a
  %sel = select i1 %cmp, i64 %s, i64 -1
  %f = freeze i64 %sel
  %n = sext i16 %t to i64
  %u = udiv exact i64 %f, %n
  %x = xor i64 %u, -9223372036854775808
  %b = icmp eq i1 true, false
  ret i64 %x
}

; Constant expressions, undef/poison/null operands, hex floats, fast-math.
define i64 @constants(ptr %p, double %f) {
  %a = add i64 ptrtoint (ptr @g to i64), 1
  %b = icmp eq ptr %p, getelementptr inbounds (i8, ptr @g, i64 4)
  %c = select i1 %b, i64 poison, i64 undef
  %d = icmp ne ptr %p, null
  %e = fadd fast double %f, 0x3FF0000000000000
  %g2 = fcmp nnan olt double %e, 1.000000e+00
  %h = zext i1 %g2 to i64
  %i = add i64 %h, %c
  %j = getelementptr inbounds nuw i8, ptr @"weird global", i64 %i
  %k = ptrtoint ptr %j to i64
  %l = add i64 %k, %a
  ret i64 %l
}

; Vectors.
define i32 @vectors(<4 x i32> %v, <4 x i32> %w) {
  %a = add <4 x i32> %v, splat (i32 3)
  %b = mul nsw <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>
  %c = icmp slt <4 x i32> %b, zeroinitializer
  %d = select <4 x i1> %c, <4 x i32> %v, <4 x i32> %w
  %e = shufflevector <4 x i32> %d, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  %f = extractelement <2 x i32> %e, i64 1
  %g = insertelement <4 x i32> %w, i32 %f, i64 0
  %h = extractelement <4 x i32> %g, i32 2
  %i = zext <4 x i1> %c to <4 x i32>
  %j = extractelement <4 x i32> %i, i64 3
  %k = add i32 %h, %j
  ret i32 %k
}

; Calls: attributes before and after the callee, tail kinds, indirect calls,
; intrinsics, struct returns and extractvalue, calls in constant expressions.
define i32 @calls(i32 %a, i32 %b, ptr %fp) personality ptr @__gxx_personality_v0 {
  %m = tail call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %m, i32 1)
  %v = extractvalue { i32, i1 } %s, 0
  %o = extractvalue { i32, i1 } %s, 1
  %n = notail call noundef i32 @ext(i32 noundef zeroext %v) #0
  %i = call i32 %fp(i32 %n, i32 poison)
  %x = call i32 (ptr, ...) @printf(ptr @g, i32 %i)
  %asm = call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag}"(i32 %x)
  %pr = insertvalue %pair poison, i32 %asm, 0
  %pv = extractvalue %pair %pr, 1
  %t0 = trunc i64 %pv to i32
  %sw = call i32 @switcher(i32 %t0, i8 0)
  %t = add i32 %t0, %sw
  %r = invoke i32 @ext(i32 %t)
          to label %ok unwind label %bad

ok:
  %z = zext i1 %o to i32
  %sum = add i32 %r, %z
  ret i32 %sum

bad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  %sel = extractvalue { ptr, i32 } %lp, 1
  resume { ptr, i32 } %lp
}

define i32 @musttail_caller(i32 %a) {
  %r = musttail call i32 @ext(i32 %a)
  ret i32 %r
}

declare i32 @printf(ptr, ...)

; Aggregates, vector GEPs, address spaces, LLVM 22's ptrtoaddr, blockaddress operands.
define i64 @aggregates(ptr %p, i32 %x, { i32, { i8, i16 } } %nested) {
  %arr = insertvalue [2 x i32] poison, i32 %x, 1
  %ae = extractvalue [2 x i32] %arr, 1
  %deep = extractvalue { i32, { i8, i16 } } %nested, 1, 1
  %vg = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %local = alloca i32, align 4, addrspace(5)
  %pa = ptrtoaddr ptr %p to i64
  %ba = ptrtoint ptr blockaddress(@computed, %two) to i64
  %w = zext i16 %deep to i64
  %s = add i64 %pa, %w
  ret i64 %s
}

; Windows exception handling pads.
declare i32 @__CxxFrameHandler3(...)
declare void @may_throw()

define void @wineh() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %done unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done

done:
  ret void
}

; Computed goto, callbr, atomics.
define i32 @computed(i32 %i, ptr %p) {
entry:
  %slot = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i32 %i
  %dest = load ptr, ptr %slot, align 8
  indirectbr ptr %dest, [label %one, label %two]

one:
  callbr void asm "", "r,!i"(i32 %i)
          to label %two [label %three]

two:
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %pair = cmpxchg ptr %p, i32 %old, i32 5 acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %val = extractvalue { i32, i1 } %pair, 0
  %r = select i1 %ok, i32 %val, i32 0
  ret i32 %r

three:
  ret i32 0

  uselistorder ptr %p, { 1, 0 }
}

uselistorder ptr @g, { 1, 2, 0 }

attributes #0 = { nounwind "frame-pointer"="all" }

!0 = !{i8 0, i8 2}
!1 = !{i32 -10, i32 -1, i32 5, i32 7}
!2 = !{!"branch_weights", i32 1, i32 2, i32 3, i32 4}
!3 = !{}
