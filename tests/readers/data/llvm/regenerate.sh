#!/bin/sh
# Regenerates the inputs of tests/readers/test_llvm_reader.py from ints.c, misc.c and
# eh.cpp, and with dump_llvm.cpp (linked against LLVM itself) the *.llvm.tsv files that
# say what LLVM reads in each .ll. edge.ll is hand-written. Needs clang-19, opt-22,
# llvm-as-19 and LLVM 19 and 22's development files; run from this directory.
set -eu
cc="clang-19 -S -emit-llvm -fdebug-prefix-map=$PWD=."
$cc -O2 ints.c -o ints.O2.ll
$cc -O2 -g ints.c -o ints.O2g.ll
$cc -O1 -g -mllvm --write-experimental-debuginfo=false ints.c -o ints.O1g-dbg-calls.ll
$cc -O0 ints.c -o ints.O0.ll
$cc -O0 -Xclang -disable-O0-optnone ints.c -o /tmp/ints.O0n.ll
opt-22 -O2 -S /tmp/ints.O0n.ll -o ints.opt22.ll
$cc -O2 misc.c -o misc.O2.ll
$cc -O0 -g misc.c -o misc.O0g.ll
clang++-19 -S -emit-llvm -O2 eh.cpp -o eh.O2.ll
llvm-as-19 ints.O2.ll -o ints.O2.bc
for v in 19 22; do
    clang++-19 -O1 dump_llvm.cpp $(llvm-config-$v --cxxflags --ldflags --libs core irreader support) -o /tmp/dump_llvm$v
done
for f in *.ll; do
    # LLVM 22 would upgrade LLVM 19's lifetime intrinsics; samesign needs 20 or later.
    { /tmp/dump_llvm19 "$f" 2>/dev/null || /tmp/dump_llvm22 "$f"; } > "${f%.ll}.llvm.tsv"
done
