"""Successor blocks (`Instruction.successors`) and switch case values (`.cases`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.readers import llvm
from auditor.readers.llvm import parse_module, read_module
from auditor.readers.llvm_module import Function, Instruction, IntConst, LocalRef, Module

DATA = Path(__file__).parent / "data" / "llvm"
CORPUS = Path(__file__).parents[2] / "corpora" / "lz4" / "lz4.ll"


@pytest.fixture(params=[True, False], ids=["fast", "general"])
def fast_path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Every test runs with the whole-line patterns and with the general path alone."""
    monkeypatch.setattr(llvm, "FAST_PATH", request.param)
    return bool(request.param)


def _module(text: str) -> Module:
    module, diagnostics = parse_module(text, "t.ll")
    assert not [d for d in diagnostics if d.is_error], diagnostics
    return module


def _terminators(function: Function) -> dict[str, Instruction]:
    """The last instruction of each block, by block name."""
    return {block.name: block.instructions[-1] for block in function.blocks}


def _check_targets(function: Function) -> int:
    """Every br/switch has successors naming blocks of `function`; returns how many."""
    names = {block.name for block in function.blocks}
    count = 0
    for block in function.blocks:
        for inst in block.instructions:
            if inst.opcode == "br":
                assert len(inst.successors) == len(inst.operands) + 1, (function.name, inst)
            elif inst.opcode == "switch":
                assert inst.successors and len(inst.cases) == len(inst.successors) - 1, (function.name, inst)
            else:
                continue
            assert set(inst.successors) <= names, (function.name, block.name, inst.successors)
            count += 1
    return count


def test_unconditional_and_conditional_br(fast_path: bool) -> None:
    text = """define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join, !llvm.loop !5
join:
  ret void
}
"""
    function = _module(text).functions[0]
    ends = _terminators(function)
    assert ends["entry"].successors == ("then", "else")
    assert ends["entry"].cases == ()
    assert ends["then"].successors == ("join",)
    assert ends["else"].successors == ("join",)
    assert ends["else"].operands == ()
    assert ends["join"].successors == ()
    _check_targets(function)


def test_constant_condition_and_metadata(fast_path: bool) -> None:
    text = """define void @f() {
entry:
  br i1 true, label %a, label %b, !prof !1
a:
  br i1 false, label %b, label %a, !llvm.loop !5, !dbg !7
b:
  ret void
}
"""
    function = _module(text).functions[0]
    ends = _terminators(function)
    assert ends["entry"].successors == ("a", "b")
    assert ends["entry"].operands[0].value == IntConst(1)
    assert ends["a"].successors == ("b", "a")
    _check_targets(function)


def test_quoted_and_numbered_labels(fast_path: bool) -> None:
    text = """define i32 @f(i1 %0) {
  br i1 %0, label %"a b", label %3
"a b":
  br label %3
3:
  br label %"\\41x"
"Ax":
  ret i32 0
}
"""
    function = _module(text).functions[0]
    assert [block.name for block in function.blocks] == ["1", "a b", "3", "Ax"]
    ends = _terminators(function)
    assert ends["1"].successors == ("a b", "3")
    assert ends["a b"].successors == ("3",)
    assert ends["3"].successors == ("Ax",)
    _check_targets(function)


def test_switch_over_several_lines(fast_path: bool) -> None:
    text = """define void @f(i32 %v) {
entry:
  switch i32 %v, label %default [
    i32 0, label %zero ; a comment
    i32 -7, label %minus
    i32 4294967295, label %"q r"
  ], !prof !3
zero:
  br label %default
minus:
  br label %default
"q r":
  br label %default
default:
  ret void
}
"""
    function = _module(text).functions[0]
    switch = _terminators(function)["entry"]
    assert switch.opcode == "switch"
    assert switch.successors == ("default", "zero", "minus", "q r")
    assert switch.cases == (0, -7, 4294967295)
    assert [op.value for op in switch.operands] == [LocalRef("v")]
    _check_targets(function)


def test_switch_on_one_line_with_wide_and_negative_cases(fast_path: bool) -> None:
    big = (1 << 127) - 1
    text = f"""define void @f(i8 %a, i64 %b, i128 %c, i1 %d) {{
entry:
  switch i8 %a, label %x [ i8 -1, label %y i8 127, label %x ]
x:
  switch i64 %b, label %y [ i64 -9223372036854775808, label %x i64 18446744073709551615, label %z ]
y:
  switch i128 %c, label %z [ i128 {big}, label %x i128 -{big + 1}, label %y ]
z:
  switch i1 %d, label %w [ i1 true, label %x i1 false, label %y ]
w:
  switch i8 %a, label %x [
  ]
}}
"""
    function = _module(text).functions[0]
    ends = _terminators(function)
    assert ends["entry"].successors == ("x", "y", "x")
    assert ends["entry"].cases == (-1, 127)
    assert ends["x"].successors == ("y", "x", "z")
    assert ends["x"].cases == (-(1 << 63), (1 << 64) - 1)
    assert ends["y"].successors == ("z", "x", "y")
    assert ends["y"].cases == (big, -(big + 1))
    assert ends["z"].cases == (1, 0)
    assert ends["w"].successors == ("x",)
    assert ends["w"].cases == ()
    assert _check_targets(function) == 5


def test_other_terminators(fast_path: bool) -> None:
    text = """define void @f(ptr %p, i32 %i) personality ptr @pers {
entry:
  indirectbr ptr %p, [label %one, label %two]
one:
  invoke void @g()
          to label %two unwind label %pad
two:
  callbr void asm "", "r,!i"(i32 %i)
          to label %three [label %one]
three:
  %cs = catchswitch within none [label %h1, label %h2] unwind label %pad
four:
  %cs2 = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %cp = catchpad within %cs []
  catchret from %cp to label %one
h2:
  ret void
pad:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
}
"""
    ends = _terminators(_module(text).functions[0])
    assert ends["entry"].successors == ("one", "two")
    assert ends["one"].successors == ("two", "pad")
    assert ends["two"].successors == ("three", "one")
    assert ends["three"].successors == ("pad", "h1", "h2")  # LLVM: the unwind target first
    assert ends["four"].successors == ("h1", "h2")
    assert ends["h1"].successors == ("one",)
    assert ends["pad"].successors == ()
    assert ends["h2"].successors == ()


def test_other_instructions_have_no_targets(fast_path: bool) -> None:
    text = """define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = call i32 @g(i32 %a)
  ret i32 %b
}
"""
    for inst in _module(text).functions[0].blocks[0].instructions:
        assert inst.successors == () and inst.cases == ()


def test_unreadable_condition_keeps_targets() -> None:
    text = """define void @f() {
entry:
  br i1 bogus, label %a, label %b
a:
  ret void
b:
  ret void
}
"""
    br = _module(text).functions[0].blocks[0].instructions[-1]
    assert br.opcode == "br" and br.operands == ()
    assert br.successors == ("a", "b")


@pytest.mark.parametrize("path", sorted(DATA.glob("*.ll")), ids=lambda p: p.name)
def test_clang_output(path: Path, fast_path: bool) -> None:
    module, _ = read_module(path)
    assert module is not None
    for function in module.functions:
        _check_targets(function)


def test_bundled_corpus() -> None:
    if not CORPUS.exists():
        pytest.skip(f"{CORPUS} is not there")
    module, _ = read_module(CORPUS)
    assert module is not None
    branches = sum(_check_targets(function) for function in module.functions)
    switches = sum(
        inst.opcode == "switch"
        for function in module.functions
        for block in function.blocks
        for inst in block.instructions
    )
    assert branches > 1000 and switches > 0
