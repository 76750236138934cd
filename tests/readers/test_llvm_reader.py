"""The LLVM IR reader (auditor/readers/llvm.py).

Inputs live in tests/readers/data/llvm: clang-19 output of ints.c, misc.c and eh.cpp at
-O0 to -O2, with and without -g (new `#dbg_value` records, and old `llvm.dbg.value`
calls), opt-22 output with `samesign`, a .bc made by llvm-as-19, and the hand-written
edge.ll; regenerate.sh makes them. For each .ll, a *.llvm.tsv says what LLVM itself reads
in it (dump_llvm.cpp, linked against LLVM): the reader must agree with it on every
instruction, field by field, and on the number of integer-typed values. A few
instructions are also checked by hand, malformed inputs must give diagnostics at the
right line and column while the good functions around them are still read, and no input
at all (random text, random bytes, mutated files) may raise.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.errors import Diagnostic, Severity
from auditor.readers import llvm
from auditor.readers.llvm import MAX_ERRORS, parse_module, read_module
from auditor.readers.llvm_module import (
    Function,
    Instruction,
    IntConst,
    LocalRef,
    Module,
    Operand,
    OtherValue,
    Position,
    Type,
)

DATA = Path(__file__).parent / "data" / "llvm"
LL_FILES = sorted(DATA.glob("*.ll"))
I32 = Type("i32", 32)
I64 = Type("i64", 64)
I1 = Type("i1", 1)


def read(name: str) -> Module:
    module, diagnostics = read_module(DATA / name)
    assert module is not None
    assert diagnostics == [], [str(d) for d in diagnostics]
    return module


def function(module: Module, name: str) -> Function:
    (found,) = [f for f in module.functions if f.name == name]
    return found


def instructions(f: Function) -> list[Instruction]:
    return [inst for block in f.blocks for inst in block.instructions]


def named(f: Function, name: str) -> Instruction:
    (found,) = [inst for inst in instructions(f) if inst.name == name]
    return found


def at_line(module: Module, line: int) -> Instruction:
    (found,) = [i for f in module.functions for b in f.blocks for i in b.instructions if i.pos.line == line]
    return found


def check_well_formed(diagnostics: list[Diagnostic], file: str, text: str) -> None:
    """What must hold of any diagnostic, whatever the input."""
    last_line = text.count("\n") + 1
    for d in diagnostics:
        shown = str(d)
        assert shown.startswith(file + ":"), shown
        assert "\n" not in shown, shown
        assert 0 <= d.line <= last_line, shown
        assert d.col >= 0, shown


# --------------------------------------------------------------------------- LLVM's own view


@dataclass
class LLVMFunction:
    return_type: str
    parameters: list[str]  # `name|type [noundef] [lo:hi]`
    rows: list[list[str]]


def unquote(name: str) -> str:
    if name.startswith('"'):
        return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), name[1:-1])
    return name


def load_llvm_view(path: Path) -> dict[str, LLVMFunction]:
    functions: dict[str, LLVMFunction] = {}
    current: LLVMFunction | None = None
    for line in path.read_text().splitlines()[1:]:
        fields = line.split("\t")
        if fields[0].startswith("@"):
            current = functions[unquote(fields[0][1:])] = LLVMFunction(fields[1], fields[2:], [])
        else:
            assert current is not None
            current.rows.append(fields)
    return functions


def operand_text(operand: Operand) -> str:
    value = operand.value
    if isinstance(value, LocalRef):
        return value.name
    if isinstance(value, IntConst):
        return f"#{value.value}"
    return "?"


def split(field: str) -> list[str]:
    return [unquote(x) for x in field.split(",") if x]


@pytest.mark.parametrize("path", LL_FILES, ids=lambda p: p.name)
def test_agrees_with_llvm(path: Path) -> None:
    """Every function, parameter and instruction as LLVM reads it. LLVM 19 and later
    turn `call @llvm.dbg.*` into debug records as they read, so those calls are not in
    its view; everything else is, in order."""
    module = read(path.name)
    view = load_llvm_view(path.with_suffix(".llvm.tsv"))
    assert [f.name for f in module.functions] == list(view)
    compared = 0
    for f in module.functions:
        expected = view[f.name]
        assert f.return_type.text == expected.return_type
        parameters = [
            f"{p.name}|{p.type.text}"
            + (" noundef" if p.noundef else "")
            + (f" {p.range[0]}:{p.range[1]}" if p.range else "")
            for p in f.parameters
        ]
        assert parameters == [unquote(p.split("|")[0]) + "|" + p.split("|", 1)[1] for p in expected.parameters]
        mine = [
            (block.name, inst)
            for block in f.blocks
            for inst in block.instructions
            if not (inst.callee or "").startswith("llvm.dbg.")
        ]
        assert len(mine) == len(expected.rows), f.name
        for (block, inst), row in zip(mine, expected.rows, strict=True):
            where = f"{path.name}:{inst.pos.line}"
            b, name, opcode, ty, flags, predicate, callee, operands, incoming, indices, span = row
            assert block == unquote(b), where
            assert inst.name == (unquote(name) or None), where
            assert inst.opcode == opcode, where
            assert inst.type.text == ty, where
            assert inst.flags == set(split(flags)), where
            assert inst.predicate == (predicate or None), where
            assert inst.callee == (unquote(callee) or None), where
            if operands:  # LLVM's view has them for integer instructions and calls
                assert [operand_text(o) for o in inst.operands] == split(operands), where
            assert list(inst.incoming) == split(incoming), where
            assert list(inst.indices) == [int(x) for x in split(indices)], where
            assert inst.range == (tuple(int(x) for x in span.split(":")) if span else None), where
            compared += 1
    assert compared > 30


@pytest.mark.parametrize("path", LL_FILES, ids=lambda p: p.name)
def test_integer_values_counted_as_llvm_counts(path: Path) -> None:
    """The values extraction roots fragments at: named instructions of type iN."""
    module = read(path.name)
    mine = sum(
        1
        for f in module.functions
        for i in instructions(f)
        if i.type.is_integer and not (i.callee or "").startswith("llvm.dbg.")
    )
    llvm_count = sum(
        1
        for f in load_llvm_view(path.with_suffix(".llvm.tsv")).values()
        for row in f.rows
        if re.fullmatch(r"i[0-9]+", row[3])
    )
    assert mine == llvm_count > 10


@pytest.mark.parametrize("path", LL_FILES, ids=lambda p: p.name)
def test_fast_path_agrees_with_general_path(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = path.read_text()
    fast = parse_module(text, path.name)
    monkeypatch.setattr(llvm, "FAST_PATH", False)
    assert parse_module(text, path.name) == fast


def test_debug_info_changes_nothing_but_positions() -> None:
    def shape(module: Module) -> list[tuple[str, list[tuple[str | None, str, str, tuple[Operand, ...]]]]]:
        return [
            (f.name, [(i.name, i.opcode, i.type.text, i.operands) for i in instructions(f)]) for f in module.functions
        ]

    assert shape(read("ints.O2.ll")) == shape(read("ints.O2g.ll"))


def test_old_debug_intrinsics_are_calls() -> None:
    module = read("ints.O1g-dbg-calls.ll")
    calls = [i for f in module.functions for i in instructions(f) if i.callee == "llvm.dbg.value"]
    assert len(calls) > 20
    first = calls[0]
    assert (first.name, first.opcode, first.type.text, len(first.operands)) == (None, "call", "void", 3)
    assert all(o.type.text == "metadata" and isinstance(o.value, OtherValue) for o in first.operands)


# --------------------------------------------------------------------------- by hand


def test_clang_o2_instructions() -> None:
    module = read("ints.O2.ll")
    fnv = function(module, "fnv1a")
    assert [p.name for p in fnv.parameters] == ["0", "1"]
    assert [p.noundef for p in fnv.parameters] == [True, True]
    assert fnv.pos == Position(10, 1)
    # Unnamed parameters %0 and %1: the unnamed entry block is %2, as its `preds` say.
    assert [b.name for b in fnv.blocks] == ["2", "4", "7", "9", "14", "26", "28"]
    assert fnv.blocks[0].pos == Position(11, 3) and fnv.blocks[1].pos == Position(14, 1)
    cmp = fnv.blocks[0].instructions[0]
    assert cmp == Instruction(
        "3", "icmp", I1, (Operand(I64, LocalRef("1")), Operand(I64, IntConst(0))), Position(11, 3), predicate="eq"
    )
    phi = named(fnv, "27")
    assert phi.opcode == "phi" and phi.type == I32
    assert phi.incoming == ("2", "9", "14")
    assert [o.value for o in phi.operands] == [IntConst(-2128831035), LocalRef("10"), LocalRef("22")]
    assert named(fnv, "10").operands[0].value == OtherValue("poison")
    disjoint = at_line(module, 57)
    assert (disjoint.name, disjoint.opcode, disjoint.flags) == ("37", "or", frozenset({"disjoint"}))
    assert disjoint.operands == (Operand(I64, LocalRef("29")), Operand(I64, IntConst(1)))
    assert named(fnv, "23").flags == {"nuw"}
    assert named(function(module, "popcount_nibbles"), "7").flags == {"nneg"}
    assert named(function(module, "sat_add8"), "7").flags == {"nuw"}  # trunc nuw

    ctlz = at_line(module, 119)
    assert (ctlz.name, ctlz.opcode, ctlz.type, ctlz.callee, ctlz.range) == ("2", "call", I32, "llvm.ctlz.i32", (0, 33))
    assert ctlz.operands == (Operand(I32, LocalRef("0")), Operand(I1, IntConst(0)))
    assert function(module, "leading").parameters[0].range is None

    overflow = at_line(module, 174)
    assert overflow.type == Type("{ i32, i1 }", None, (I32, I1)) and overflow.callee == "llvm.sadd.with.overflow.i32"
    flag, value = at_line(module, 175), at_line(module, 176)
    assert (flag.type, flag.indices, flag.operands[0].value) == (I1, (1,), LocalRef("4"))
    assert (value.type, value.indices) == (I32, (0,))

    classify = function(module, "classify")
    switch = classify.blocks[0].instructions[0]
    assert (switch.opcode, switch.type.text, switch.pos) == ("switch", "void", Position(199, 3))
    assert switch.operands == (Operand(I32, LocalRef("0")),)
    assert [b.name for b in classify.blocks] == ["1", "2", "3", "4", "5", "8", "9"]
    assert classify.blocks[1].pos.line == 207  # the case table's lines were joined

    pick = function(module, "pick")
    indirect = named(pick, "7")
    assert (indirect.callee, [o.value for o in indirect.operands]) == (None, [LocalRef("2"), LocalRef("1")])
    assert named(pick, "5").operands[1].value == OtherValue("@sub")
    assert named(function(module, "sat_add8"), "6").callee == "llvm.umin.i32"


def test_opt22_samesign_and_named_values() -> None:
    module = read("ints.opt22.ll")
    samesign = [i for f in module.functions for i in instructions(f) if "samesign" in i.flags]
    assert len(samesign) == 3
    assert all(i.opcode == "icmp" and i.type == I1 and i.predicate == "ult" for i in samesign)
    fnv = function(module, "fnv1a")
    assert fnv.blocks[0].name == "2" and fnv.blocks[1].name == ".lr.ph.preheader"
    assert named(fnv, "niter.next.3").operands[0].value == LocalRef("niter")


def test_misc_instructions() -> None:
    module = read("misc.O2.ll")
    vec = function(module, "vec_ops")
    assert vec.return_type.text == "<4 x i32>" and vec.return_type.width is None
    compare = next(i for i in instructions(vec) if i.opcode == "icmp")
    assert compare.type.text == "<4 x i1>" and compare.type.width is None
    extract = named(function(module, "vec_extract"), "4")
    assert (extract.opcode, extract.type) == ("extractelement", I32)
    atomics = function(module, "atomics")
    rmw = named(atomics, "3")
    assert (rmw.opcode, rmw.type) == ("atomicrmw", I32)
    cmpxchg = named(atomics, "4")
    assert cmpxchg.type == Type("{ i32, i1 }", None, (I32, I1))
    bools = function(module, "bools")
    load = next(i for i in instructions(bools) if i.opcode == "load")
    assert (load.type, load.range) == (Type("i8", 8), (0, 2))  # !range !13 = !{i8 0, i8 2}
    musttail = named(function(read("misc.O0g.ll"), "tail_caller"), "5")  # inlined at -O2
    assert (musttail.opcode, musttail.callee, musttail.pos) == ("call", "tail_target", Position(315, 3))
    asm = function(module, "asm_goto").blocks[0].instructions[0]
    assert (asm.opcode, asm.callee, asm.operands) == ("callbr", None, (Operand(I32, LocalRef("0")),))
    wide = function(module, "wide_mul")
    assert wide.return_type == Type("{ i64, i64 }", None, (I64, I64))
    assert any(i.type == Type("i128", 128) for i in instructions(wide))
    computed = function(module, "computed")
    assert [i.opcode for i in computed.blocks[0].instructions][-1] == "indirectbr"


def test_invoke_and_landingpad() -> None:
    module = read("eh.O2.ll")
    f = function(module, "_Z1fi")
    invoke = f.blocks[0].instructions[0]
    assert (invoke.name, invoke.opcode, invoke.callee) == (None, "invoke", "_Z9may_throwi")
    assert invoke.operands == (Operand(I32, LocalRef("0")),)
    landingpad = named(f, "3")
    assert landingpad.type == Type("{ ptr, i32 }", None, (Type("ptr"), I32))
    assert named(f, "5").type == I32  # extractvalue { ptr, i32 } %3, 1
    g = function(module, "_Z1gi")
    result = named(g, "4")  # %4 = invoke noundef i32 @_Z3getv() to label %5 unwind label %7
    assert (result.opcode, result.type, result.callee) == ("invoke", I32, "_Z3getv")
    assert [b.name for b in g.blocks] == ["1", "3", "5", "7"]


def test_edge_cases() -> None:
    module = read("edge.ll")
    weird = function(module, "weird name")
    assert [p.name for p in weird.parameters] == ["a b", 'x"y']
    assert [b.name for b in weird.blocks] == ["entry block", "next one"]
    assert named(weird, "sum of").operands == (Operand(I32, LocalRef("a b")), Operand(I32, LocalRef('x"y')))
    assert named(weird, "r").incoming == ("entry block",)

    numbered = function(module, "numbered")
    assert [p.name for p in numbered.parameters] == ["0", "1"]
    assert [b.name for b in numbered.blocks] == ["2", "5", "7"]
    assert [i.name for i in instructions(numbered)] == ["3", "4", None, "6", None, "8", None]

    switcher = function(module, "switcher")
    assert switcher.parameters[0].range == ((-5) % 2**32, 5) and switcher.parameters[0].noundef
    assert switcher.parameters[1].range is None
    assert [b.name for b in switcher.blocks] == ["entry", "neg", "zero", "other"]
    assert named(switcher, "c").range == (0, 33)
    assert named(switcher, "p").incoming == ("entry", "neg", "zero", "entry")

    flags = function(module, "flags")
    assert named(flags, "l").range == (0, 2)
    assert named(flags, "w").range == (2**32 - 10, 2**32 - 1)  # the first pair of two, modulo 2^32
    assert named(flags, "t").flags == {"nuw", "nsw"} and named(flags, "t").type == Type("i16", 16)
    assert named(flags, "d").flags == {"exact"}
    assert named(flags, "cmp").flags == {"samesign"} and named(flags, "cmp").predicate == "ult"
    assert named(flags, "x").operands[1].value == IntConst(-(2**63))
    assert named(flags, "b").operands == (Operand(I1, IntConst(1)), Operand(I1, IntConst(0)))
    assert named(flags, "f").operands == (Operand(I64, LocalRef("sel")),)

    constants = function(module, "constants")
    assert named(constants, "a").operands[0].value == OtherValue("ptrtoint (ptr @g to i64)")
    assert named(constants, "b").operands[1].value == OtherValue("getelementptr inbounds (i8, ptr @g, i64 4)")
    assert [o.value for o in named(constants, "c").operands[1:]] == [OtherValue("poison"), OtherValue("undef")]
    assert named(constants, "d").operands[1].value == OtherValue("null")
    assert named(constants, "e").operands[1].value == OtherValue("0x3FF0000000000000")  # a hex float
    assert named(constants, "g2").predicate is None and named(constants, "g2").type == I1
    assert named(constants, "j").flags == {"nuw"}

    vectors = function(module, "vectors")
    assert named(vectors, "a").operands[1].value == OtherValue("splat (i32 3)")
    assert named(vectors, "c").type.text == "<4 x i1>"
    assert named(vectors, "e").type.text == "<2 x i32>"
    assert named(vectors, "f").type == I32 and named(vectors, "h").type == I32

    calls = function(module, "calls")
    assert named(calls, "n").callee == "ext" and named(calls, "n").operands == (Operand(I32, LocalRef("v")),)
    assert named(calls, "i").callee is None
    assert named(calls, "x").type == I32 and named(calls, "x").callee == "printf"
    assert named(calls, "asm").callee is None and named(calls, "asm").operands == (Operand(I32, LocalRef("x")),)
    assert named(calls, "pv").type == I64  # extractvalue of the named struct %pair
    # A call without a range attribute of its own has its callee's declared one.
    assert (named(calls, "sw").callee, named(calls, "sw").range) == ("switcher", (0, 100))
    assert named(calls, "r").opcode == "invoke"
    computed = function(module, "computed")
    assert named(computed, "pair").type.fields == (I32, I1)
    assert named(computed, "old").type == I32

    aggregates = function(module, "aggregates")
    assert (named(aggregates, "ae").type, named(aggregates, "ae").indices) == (I32, (1,))
    assert (named(aggregates, "deep").type, named(aggregates, "deep").indices) == (Type("i16", 16), (1, 1))
    assert named(aggregates, "vg").type.text == "<2 x ptr>"
    assert named(aggregates, "local").type.text == "ptr addrspace(5)"
    assert named(aggregates, "pa").opcode == "ptrtoaddr" and named(aggregates, "pa").type == I64
    assert named(aggregates, "ba").operands[0].value == OtherValue("blockaddress(@computed, %two)")
    wineh = function(module, "wineh")
    assert [(i.opcode, i.type.text) for i in instructions(wineh)] == [
        ("invoke", "void"),
        ("catchswitch", "token"),
        ("catchpad", "token"),
        ("catchret", "void"),
        ("ret", "void"),
    ]


def test_line_endings_tabs_and_bom() -> None:
    """CRLF line ends and a byte-order mark change nothing; tab indentation changes
    only columns."""
    text = (DATA / "ints.O2.ll").read_text()
    module, diagnostics = parse_module(text, "x.ll")
    assert parse_module("\ufeff" + text.replace("\n", "\r\n"), "x.ll") == (module, diagnostics)
    tabbed, tab_diagnostics = parse_module(re.sub(r"(?m)^  ", "\t", text), "x.ll")
    assert tab_diagnostics == diagnostics == []

    def without_columns(m: Module) -> list[tuple[str | None, str, Type, tuple[Operand, ...], int]]:
        return [(i.name, i.opcode, i.type, i.operands, i.pos.line) for f in m.functions for i in instructions(f)]

    assert without_columns(tabbed) == without_columns(module)
    assert {i.pos.col for f in tabbed.functions for i in instructions(f)} == {2}


def test_every_opcode_has_a_result_type() -> None:
    for path in LL_FILES:
        for f in read(path.name).functions:
            for inst in instructions(f):
                assert inst.type.text != "?", (path.name, inst)
                assert (inst.name is None) == (inst.type.text == "void"), (path.name, inst)


# --------------------------------------------------------------------------- bitcode


def test_bitcode_through_llvm_dis() -> None:
    if not any(shutil.which(tool) for tool in llvm.LLVM_DIS):
        pytest.skip(f"no LLVM disassembler ({', '.join(llvm.LLVM_DIS)}) on PATH")
    module, diagnostics = read_module(DATA / "ints.O2.bc")
    assert module is not None and diagnostics == []
    text = read("ints.O2.ll")
    assert [f.name for f in module.functions] == [f.name for f in text.functions]
    for a, b in zip(module.functions, text.functions, strict=True):
        # LLVM 22 prints some constants differently (`splat (i32 3)`): compare the rest.
        assert [(i.name, i.opcode, i.type, [operand_text(o) for o in i.operands]) for i in instructions(a)] == [
            (i.name, i.opcode, i.type, [operand_text(o) for o in i.operands]) for i in instructions(b)
        ]


def test_bitcode_without_disassembler(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(llvm, "LLVM_DIS", ("no-such-llvm-dis-1", "no-such-llvm-dis-2"))
    module, diagnostics = read_module(DATA / "ints.O2.bc")
    assert module is None
    assert [(d.line, d.col) for d in diagnostics] == [(0, 0)]
    assert "no LLVM disassembler" in diagnostics[0].message


def test_corrupt_bitcode(tmp_path: Path) -> None:
    if not any(shutil.which(tool) for tool in llvm.LLVM_DIS):
        pytest.skip(f"no LLVM disassembler ({', '.join(llvm.LLVM_DIS)}) on PATH")
    path = tmp_path / "corrupt.bc"
    path.write_bytes(b"BC\xc0\xde\x00\x01 no bitcode here")
    module, diagnostics = read_module(path)
    assert module is None and len(diagnostics) == 1
    assert "cannot read it" in diagnostics[0].message and "\n" not in str(diagnostics[0])


def test_unreadable_file(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.ll", tmp_path):
        module, diagnostics = read_module(path)
        assert module is None
        assert len(diagnostics) == 1 and diagnostics[0].message.startswith("cannot read file")


# --------------------------------------------------------------------------- malformed input

GOOD1 = "define i32 @good1(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"  # lines 1-4
GOOD2 = "define i32 @good2(i32 %a) {\n  %b = mul i32 %a, 3\n  ret i32 %b\n}\n"


def problems(text: str) -> tuple[list[str], list[tuple[int, int, str, str]]]:
    module, diagnostics = parse_module(text, "t.ll")
    check_well_formed(diagnostics, "t.ll", text)
    return [f.name for f in module.functions], [(d.line, d.col, d.severity.value, d.message) for d in diagnostics]


@pytest.mark.parametrize(
    ("bad", "line", "col", "message"),
    [
        ("define i32 @bad(i32 %a) {\n  %r = call { i32, i1 @f(i32 %a)\n  ret i32 %a\n}\n", 7, 13, "unclosed bracket"),
        ("define i32 @bad(i32 %a) {\n  %r = add i32 %a, 1)\n  ret i32 %r\n}\n", 7, 21, "unbalanced ')'"),
        ("define i32 @bad(i32 %a) {\n  this is not llvm\n  ret i32 %a\n}\n", 7, 3, "unknown instruction 'this'"),
        ('define i32 @bad(i32 %a) {\n  %r = call i32 @"oops(i32 %a)\n  ret i32 %r\n}\n', 7, 17, "unterminated string"),
        ("define i32 @bad(i32 %a) {\n  %r = add i32 %a, 1 & 2\n  ret i32 %r\n}\n", 7, 22, "unexpected character '&'"),
        ("define i32 @bad(i32 %a) {\n  %r add i32 %a, 1\n  ret i32 %r\n}\n", 7, 6, "expected '=' after '%r'"),
        (
            "define i32 @bad(i32 %a) {\n  switch i32 %a, label %x [\n    i32 0, label %y\n  ret i32 %a\n}\n",
            7,
            27,
            "unclosed bracket",
        ),
        ("define i32 @bad(i32 %a) {\n  ret i32 %a\n} extra\n", 8, 3, "unexpected 'extra' after '}'"),
        ("define i32 @bad(i32 %a) {\n}\n", 7, 1, "the body of @bad has no instructions"),
    ],
)
def test_malformed_function_is_skipped(bad: str, line: int, col: int, message: str) -> None:
    """The problem at its exact position (GOOD1 and a blank line come first); the
    function is skipped and the ones around it are read."""
    names, found = problems(GOOD1 + "\n" + bad + GOOD2)
    assert names == ["good1", "good2"]
    errors = [f for f in found if f[2] == "error"]
    assert len(errors) == 1, found
    assert errors[0][:2] == (line, col), found
    assert errors[0][3].startswith(message) and errors[0][3].endswith("skipped)"), found


@pytest.mark.parametrize(
    ("bad", "line", "col", "message"),
    [
        ("define i32 @bad(i32 %a {\n  ret i32 %a\n}\n", 6, 24, "expected ',' or ')' after a parameter, found '{'"),
        ("define @bad() {\n  ret void\n}\n", 6, 8, "expected the return type of the function, found '@bad'"),
        ("define i32 @bad(i32 %a)\n", 6, 24, "expected '{' to open the body of @bad"),
    ],
)
def test_malformed_header(bad: str, line: int, col: int, message: str) -> None:
    names, found = problems(GOOD1 + "\n" + bad + "\n" + GOOD2)
    assert names == ["good1", "good2"]
    assert [f[:3] for f in found] == [(line, col, "error")], found
    assert found[0][3].startswith(message), found


def test_truncated_file() -> None:
    names, found = problems(GOOD1 + "\ndefine i32 @cut(i32 %a) {\n  %b = add i32 %a,")
    assert names == ["good1"]
    # Only the error: a warning about the cut instruction of a skipped function would be noise.
    assert found == [(7, 19, "error", "expected '}' to close the body of @cut, found the end of the file")]


def test_body_without_end_before_next_define() -> None:
    names, found = problems(GOOD1 + "define i32 @open(i32 %a) {\n  ret i32 %a\n\n" + GOOD2)
    assert names == ["good1", "good2"]
    assert found == [(8, 1, "error", "expected '}' to close the body of @open before the next define")]


def test_top_level_garbage() -> None:
    names, found = problems(GOOD1 + "hello world\n}\n" + GOOD2)
    assert names == ["good1", "good2"]
    assert [f[:3] for f in found] == [(5, 1, "error"), (6, 1, "error")]
    assert "found 'hello'" in found[0][3] and "'}' outside a function body" in found[1][3]


def test_unreadable_operands_are_a_warning() -> None:
    """Valid-looking syntax the reader does not model keeps the instruction."""
    names, found = problems("define i32 @f(i32 %a) {\n  %r = add i32 %a, $c\n  ret i32 %r\n}\n")
    assert names == ["f"]
    assert found == [
        (2, 20, "warning", "cannot read the operands of 'add' (expected a value, found '$c'); kept without operands")
    ]
    module, _ = parse_module("define i32 @f(i32 %a) {\n  %r = add i32 %a, $c\n  ret i32 %r\n}\n", "t.ll")
    assert module.functions[0].blocks[0].instructions[0] == Instruction("r", "add", I32, (), Position(2, 3))


def test_empty_files() -> None:
    for text in ("", "\n\n  \n"):
        assert problems(text) == ([], [(1, 1, "warning", "empty file: no LLVM IR")])
    assert problems("; only a comment\n") == ([], [])


def test_binary_junk(tmp_path: Path) -> None:
    path = tmp_path / "junk.ll"
    path.write_bytes(GOOD1.encode() + bytes(range(256)) + b"\n" + GOOD2.encode())
    module, diagnostics = read_module(path)
    assert module is not None
    assert [f.name for f in module.functions] == ["good1", "good2"]
    assert all(d.is_error for d in diagnostics) and len(diagnostics) == 2  # two lines of junk
    assert (diagnostics[0].line, diagnostics[0].col) == (5, 1)
    assert "U+0000" in diagnostics[0].message


def test_non_utf8_bytes(tmp_path: Path) -> None:
    path = tmp_path / "latin1.ll"
    path.write_bytes(
        GOOD1.encode()
        + b"define i32 @comment(i32 %a) {\n  %r = add i32 %a, 1 ; caf\xe9\n  ret i32 %r\n}\n"
        + b"define i32 @code(i32 %a) {\n  %r = add i32 %a, 1\xe9\n  ret i32 %r\n}\n"
        + b'@s = global [4 x i8] c"caf\xe9"\n'
        + GOOD2.encode()
    )
    module, diagnostics = read_module(path)
    assert module is not None
    assert [f.name for f in module.functions] == ["good1", "comment", "good2"]
    assert [(d.line, d.col, d.severity) for d in diagnostics] == [
        (6, 27, Severity.WARNING),
        (10, 21, Severity.ERROR),
        (13, 27, Severity.WARNING),
    ]
    assert diagnostics[1].message == "invalid UTF-8 byte 0xE9 (function @code skipped)"
    assert diagnostics[0].message.endswith("in a comment") and diagnostics[2].message.endswith("in a string")


def test_error_cap(tmp_path: Path) -> None:
    text = GOOD1 + "junk\n" * (MAX_ERRORS + 20) + GOOD2
    names, found = problems(text)
    assert names == ["good1"]
    assert len(found) == MAX_ERRORS + 1
    assert found[-1][3] == "too many errors; rest of file skipped"


# --------------------------------------------------------------------------- never raises

VALID_TEXTS = [p.read_text() for p in LL_FILES]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A window of a valid file with a few characters or lines deleted, inserted or
    duplicated: near-valid text reaches far deeper into the parser than noise."""
    lines = draw(st.sampled_from(VALID_TEXTS)).split("\n")
    start = draw(st.integers(0, len(lines) - 1))
    text = list("\n".join(lines[start : start + draw(st.integers(1, 40))]))
    pieces = st.sampled_from([*'%@!#$"{}[]()<>,=:; \n\tcxi019-.*', "\x00", "\udcff", "define ", "}\n", "[\n", "i32 "])
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["delete", "insert", "duplicate"]))
        if kind == "delete":
            del text[at : at + draw(st.integers(1, 5))]
        elif kind == "insert":
            text[at:at] = draw(pieces)
        else:
            text[at:at] = text[at : at + draw(st.integers(1, 30))]
    prefix = draw(st.sampled_from(["", "define i32 @f(i32 %a) {\n"]))
    return prefix + "".join(text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_files_never_raise(text: str) -> None:
    module, diagnostics = parse_module(text, "m.ll")
    check_well_formed(diagnostics, "m.ll", text)
    llvm.FAST_PATH = False
    try:
        assert parse_module(text, "m.ll") == (module, diagnostics)  # both paths agree
    finally:
        llvm.FAST_PATH = True


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(list("%@!{}[]()<>,=\n"))))
def test_random_text_never_raises(text: str) -> None:
    _, diagnostics = parse_module(text, "r.ll")
    check_well_formed(diagnostics, "r.ll", text)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_never_raise(data: bytes) -> None:
    text = data.decode("utf-8", errors="surrogateescape")
    _, diagnostics = parse_module(text, "b.ll")
    check_well_formed(diagnostics, "b.ll", text)
