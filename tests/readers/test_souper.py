"""The Souper-text reader and writer (auditor/readers/souper.py).

Valid inputs live in tests/readers/data/valid_*.opt and together use every opcode,
flag, attribute and syntax form of docs/fragment-syntax.md; bad_*.opt and the table
below cover the errors. Every valid input must survive read → write → read with equal
fragments and hashes, and no input at all (random text, random bytes, mutated valid
files) may raise or produce a malformed diagnostic.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.errors import Severity
from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    FragmentError,
    Inst,
    PathCondition,
    Ref,
    VarAttrs,
    verify,
)
from auditor.ir.hashing import fragment_hash
from auditor.ir.opcodes import Flag, Opcode
from auditor.ir.printer import UNFUSED, format_fragments
from auditor.readers import souper
from auditor.readers.souper import MAX_ERRORS, ReadResult, parse_text, read_file, write_fragments
from tests.strategies import fragments as random_fragments

DATA = Path(__file__).parent / "data"
VALID = sorted(DATA.glob("valid_*.opt"))
CORPORA = sorted((Path(__file__).parents[2] / "corpora").rglob("*.opt"))


def read(name: str) -> ReadResult:
    return read_file(DATA / name)


def one(text: str) -> Fragment:
    result = parse_text(text)
    assert not result.has_errors, [str(d) for d in result.diagnostics]
    assert len(result.fragments) == 1
    return result.fragments[0]


def check_well_formed(result: ReadResult, filename: str) -> None:
    """What must hold of any result, whatever the input."""
    for d in result.diagnostics:
        line = str(d)
        assert line.startswith(filename + ":"), line
        assert len(line.splitlines()) == 1 and "\n" not in line, line
        assert "internal error" not in d.message, line
        assert d.line >= 0 and d.col >= 0
    assert sum(d.is_error for d in result.diagnostics) <= MAX_ERRORS + 1
    for fragment in result.fragments:
        verify(fragment)
    again = parse_text(write_fragments(result.fragments))
    assert again.diagnostics == ()
    assert again.fragments == result.fragments


# --------------------------------------------------------------------------- valid files


def test_there_are_valid_files() -> None:
    assert len(VALID) >= 5


@pytest.mark.parametrize("path", VALID + CORPORA, ids=lambda p: p.name)
def test_valid_file_reads_without_errors(path: Path) -> None:
    result = read_file(path)
    assert not result.has_errors, [str(d) for d in result.diagnostics]
    assert result.fragments
    assert all(d.severity is Severity.NOTE for d in result.diagnostics)


@pytest.mark.parametrize("path", VALID + CORPORA, ids=lambda p: p.name)
def test_round_trip(path: Path) -> None:
    first = read_file(path)
    text = write_fragments(first.fragments)
    second = parse_text(text)
    assert second.diagnostics == ()
    assert second.fragments == first.fragments
    assert [fragment_hash(f) for f in second.fragments] == [fragment_hash(f) for f in first.fragments]
    assert write_fragments(second.fragments) == text  # the writer's output is a fixed point


def test_valid_files_cover_the_whole_syntax() -> None:
    texts = "\n".join(p.read_text() for p in VALID)
    frags = [f for p in VALID for f in read_file(p).fragments]
    insts = [i for f in frags for i in f.insts]
    assert {i.op for i in insts} == set(Opcode)
    assert {flag for i in insts for flag in i.flags} == set(Flag)
    for fused in UNFUSED:
        assert re.search(rf"= {re.escape(fused)} ", texts), fused
    attrs = [i.attrs for i in insts if i.op is Opcode.VAR]
    assert any(a.known_zero for a in attrs) and any(a.known_one for a in attrs)
    assert any(a.range and a.range[0] > a.range[1] for a in attrs)  # a wrapping range
    assert any(a.non_zero for a in attrs) and any(a.non_negative for a in attrs)
    assert any(a.negative for a in attrs) and any(a.power_of_two for a in attrs)
    assert any(a.sign_bits > 1 for a in attrs)
    assert any(f.root_demanded is not None for f in frags)
    assert any(f.pcs for f in frags) and any(f.blockpcs for f in frags)
    for form in ("(hasExternalUses)", "extractvalue %2, 1:i32", "result ", "cand ", "\t", "%0:i32 = var ; 0"):
        assert form in texts, form


# --------------------------------------------------------------------------- meaning


def test_doc_example_reads_to_the_expected_ir() -> None:
    (fragment,) = read("valid_doc_example.opt").fragments
    expected = Fragment(
        insts=(
            Inst(Opcode.VAR, 8, attrs=VarAttrs(known_zero=0x0F, range=(0, 100), non_zero=True)),
            Inst(Opcode.VAR, 8),
            Inst(Opcode.ADD, 8, (Ref(0), Ref(1)), frozenset({Flag.NSW})),
            Inst(Opcode.OR, 8, (Ref(2), Const(1, 8)), frozenset({Flag.DISJOINT})),
            Inst(Opcode.ULT, 1, (Ref(3), Const(255, 8)), frozenset({Flag.SAMESIGN})),
            Inst(Opcode.PHI, 8, (Ref(3), Const(3, 8)), block=0),
            Inst(Opcode.SADD_WO, 9, (Ref(0), Ref(1))),
            Inst(Opcode.EXTRACTVALUE, 1, (Ref(6),), index=1),
        ),
        names=("x", "y", "s", "t", "c", "p", "o", "v"),
        root=5,
        root_demanded=0b11110000,
        blocks=(Block(2),),
        block_names=("b",),
        pcs=(PathCondition(Ref(4), Const(1, 1)),),
        blockpcs=(BlockPathCondition(0, 0, Ref(4), Const(0, 1)),),
    )
    assert fragment == expected
    assert fragment.origin is not None and fragment.origin.line == 2
    assert fragment.origin.file == str(DATA / "valid_doc_example.opt")


def test_origin_is_the_first_line_of_each_fragment() -> None:
    path = DATA / "valid_control.opt"
    lines = path.read_text().split("\n")
    frags = read_file(path).fragments
    assert [f.origin.line if f.origin else 0 for f in frags] == [
        lines.index("%x:i8 = var") + 1,
        lines.index("%a:i1 = var") + 1,
    ]


@pytest.mark.parametrize(
    ("line", "operands"),
    [
        ("%r = add %a, 1", (Ref(0), Const(1, 8))),  # the other operand's width
        ("%r:i8 = add 1, -1", (Const(1, 8), Const(255, 8))),  # the instruction's width
        ("%r = select 1, %a, -128", (Const(1, 1), Ref(0), Const(128, 8))),  # select's i1 condition
        ("%r = ult 200, %a", (Const(200, 8), Ref(0))),  # icmp: the other side
        ("%r:i16 = sadd.with.overflow 1, -1", (Const(1, 15), Const(0x7FFF, 15))),  # W - 1
        ("%r = fshl %a, 1, 255", (Ref(0), Const(1, 8), Const(255, 8))),
    ],
)
def test_untyped_constants_take_their_width_from_context(line: str, operands: tuple[object, ...]) -> None:
    fragment = one(f"%a:i8 = var\n{line}\n%z:i1 = var\ninfer %z\n")
    assert fragment.insts[1].operands == operands


def test_path_condition_constants_take_the_other_sides_width() -> None:
    fragment = one("%b = block 2\n%a:i4 = var\npc %a -1\npc 3 %a\nblockpc %b 1 %a 15\ninfer %a\n")
    assert fragment.pcs == (PathCondition(Ref(0), Const(15, 4)), PathCondition(Const(3, 4), Ref(0)))
    assert fragment.blockpcs == (BlockPathCondition(0, 1, Ref(0), Const(15, 4)),)


@pytest.mark.parametrize(("text", "value"), [("-1:i1", 1), ("1:i1", 1), ("-128:i8", 128), ("255:i8", 255)])
def test_constants_are_read_modulo_two_to_the_width(text: str, value: int) -> None:
    width = int(text.split(":i")[1])
    fragment = one(f"%a:i{width} = var\n%r = xor %a, {text}\ninfer %r\n")
    assert fragment.insts[1].operands[1] == Const(value, width)


def test_names_are_stored_without_percent_and_in_file_order() -> None:
    fragment = one("%z.1:i8 = var\n%$y-2:i8 = var\n%0 = add %$y-2, %z.1\ninfer %0\n")
    assert fragment.names == ("z.1", "$y-2", "0")
    assert fragment.insts[2].operands == (Ref(1), Ref(0))


def test_var_attributes() -> None:
    frags = read("valid_attributes.opt").fragments
    x, y, z, w, v = (frags[0].insts[i].attrs for i in range(5))
    assert x == VarAttrs(known_zero=0xF0, range=(248, 0), non_zero=True, non_negative=True)
    assert y == VarAttrs(negative=True, power_of_two=True, sign_bits=3)
    assert z == VarAttrs(known_zero=0b00010001, known_one=0b01000100, range=(250, 5))
    assert w == VarAttrs()  # [-1,-1) is the full set
    assert v == VarAttrs()
    assert frags[0].root_demanded == 0b00001111
    assert frags[2].insts[1].attrs.range == (0, 1 << 63)
    assert frags[2].insts[2].attrs.range == (1 << 63, (1 << 64) - 1)
    assert frags[2].insts[4].operands[1] == Const((1 << 64) - 1, 64)


def test_fused_and_word_flags_mean_the_same() -> None:
    fused = one("%a:i8 = var\n%b = addnw %a, 1\ninfer %b\n")
    words = one("%a:i8 = var\n%b = add nuw nsw %a, 1\ninfer %b\n")
    mixed = one("%a:i8 = var\n%b = addnuw nsw %a, 1\ninfer %b\n")
    assert fused == words == mixed
    assert fused.insts[1].flags == frozenset({Flag.NSW, Flag.NUW})


def test_crlf_line_endings() -> None:
    result = parse_text("%a:i8 = var\r\n%b = add %a, 1\r\ninfer %b\r\n")
    assert not result.diagnostics and len(result.fragments) == 1
    assert str(parse_text("%a:i8 = var\r\n%b = add %a, 1 x\r\n").diagnostics[0]).startswith("<string>:2:16:")


def test_result_and_cand_lines_are_skipped_with_a_note() -> None:
    result = read("valid_souper_style.opt")
    notes = [(d.line, d.severity) for d in result.diagnostics]
    assert notes == [(10, Severity.NOTE), (19, Severity.NOTE), (24, Severity.NOTE)]
    assert not result.has_errors
    assert [f.insts[f.root].op for f in result.fragments] == [Opcode.EXTRACTVALUE, Opcode.PHI, Opcode.LSHR]
    assert "1 line before it" in result.diagnostics[1].message  # the right-hand side of the replacement


def test_write_fragments_is_the_printer() -> None:
    frags = read("valid_opcodes.opt").fragments
    assert write_fragments(iter(frags)) == format_fragments(list(frags))
    assert write_fragments([]) == ""


# --------------------------------------------------------------------------- hashes

BASE = """%a:i8 = var
%b:i8 = var
%x = add %a, 1
%y = mul %b, 3
%z = xor %x, %y
infer %z
"""


def test_hash_ignores_names() -> None:
    renamed = BASE.replace("%a", "%in0").replace("%b", "%in1").replace("%z", "%out")
    assert one(renamed) != one(BASE)
    assert fragment_hash(one(renamed)) == fragment_hash(one(BASE))


def test_hash_ignores_the_order_of_independent_instructions() -> None:
    lines = BASE.splitlines()
    reordered = "\n".join([lines[1], lines[0], lines[3], lines[2], *lines[4:]]) + "\n"
    assert one(reordered) != one(BASE)
    assert fragment_hash(one(reordered)) == fragment_hash(one(BASE))


@pytest.mark.parametrize(
    ("old", "new"),
    [("add", "sub"), ("add", "addnsw"), ("mul %b, 3", "mul %b, 4"), ("%a:i8 = var", "%a:i8 = var (nonZero)")],
)
def test_hash_changes_with_the_computation(old: str, new: str) -> None:
    assert fragment_hash(one(BASE.replace(old, new, 1))) != fragment_hash(one(BASE))


@settings(max_examples=200, deadline=None)
@given(random_fragments())
def test_random_fragments_round_trip(fragment: Fragment) -> None:
    result = parse_text(write_fragments([fragment]))
    assert result.diagnostics == ()
    assert result.fragments == (fragment,)
    assert fragment_hash(result.fragments[0]) == fragment_hash(fragment)


# --------------------------------------------------------------------------- errors

PRELUDE = "%a:i8 = var\n%b:i16 = var\n%k = block 2\n%o = sadd.with.overflow %a, 1\n"
ERRORS = [
    # (line 5 of PRELUDE + line, column, message)
    ("%r = frob %a", 6, "unknown opcode 'frob'"),
    ("%r = add nsw wrap %a, 1", 14, "unknown flag 'wrap'"),
    ("%r = add exact %a, 1", 10, "flag 'exact' is not allowed on 'add'"),
    ("%r = add nsw nsw %a, 1", 14, "flag 'nsw' is given twice"),
    ("%r = add %a, %b", 14, "operand 2 of 'add' is i16, expected i8"),
    ("%r = select %a, %a, %a", 13, "operand 1 of 'select' is i8, expected i1"),
    ("%r = eq %a, %b", 13, "comparison of i8 with i16"),
    ("%r:i16 = add %a, 1", 4, "'add' of these operands has width i8, not i16"),
    ("%r:i8 = eq %a, 1", 4, "'eq' of these operands has width i1, not i8"),
    ("%r:i8 = sadd.with.overflow %a, 1", 4, "has width i9, not i8"),
    ("%r:i8 = zext %a", 9, "'zext' from i8 to i8 does not widen"),
    ("%r:i8 = bswap %a", 9, "'bswap' needs a width that is a multiple of 16"),
    ("%r:i0 = add %a, 1", 4, "width i0 is outside the supported i1..i1024"),
    ("%r:i100000 = add %a, 1", 4, "width i100000 is outside the supported"),
    ("%r:i99999999999999999999 = add %a, 1", 4, "is outside the supported"),
    ("%r = add %a, 1:i0", 16, "width i0 is outside"),
    ("%r = var", 1, "'var' needs a width, as in %r:i8"),
    ("%r = zext %a", 6, "'zext' needs an explicit width"),
    ("%r = trunc %b", 6, "'trunc' needs an explicit width"),
    ("%r = add 1, 2", 10, "cannot infer the width of constant 1"),
    ("%r = eq 1, 2", 9, "cannot infer the width of constant 1"),
    ("%r:i16 = zext 5", 15, "cannot infer the width of constant 5"),
    ("pc 1 2", 4, "cannot infer the width of constant 1"),
    ("%r = add %a, %nope", 14, "'%nope' is not defined"),
    ("%a:i8 = var", 1, "'%a' is already defined on line 1"),
    ("%k:i8 = var", 1, "'%k' is already defined on line 3"),
    ("%r = add %a, %k", 14, "'%k' is a block, not a value"),
    ("%r = phi %a, 1, 2", 10, "'%a' is a value, not a block"),
    ("%r = phi %nope, 1, 2", 10, "block '%nope' is not defined"),
    ("blockpc %a 0 %a 1", 9, "'%a' is a value, not a block"),
    ("infer %k", 7, "'%k' is a block, not a value"),
    ("%r = phi %k, %a", 10, "phi has 1 incoming value, but its block has 2 predecessors"),
    ("%r = phi %k, %a, 1, 2", 10, "phi has 3 incoming values, but its block has 2 predecessors"),
    ("%r = add %a, 256", 14, "constant 256 does not fit i8"),
    ("%r = add %a, -129", 14, "constant -129 does not fit i8"),
    ("%r = add %a, 2:i1", 14, "constant 2 does not fit i1"),
    ("%r = add %a, " + "9" * 400, 14, "is too large for any supported width"),
    ("%r:i8 = var (knownBits=0000xxx)", 24, "knownBits has 7 bits, the value has 8"),
    ("%r:i8 = var (knownBits=0000xxx2)", 24, "expected a knownBits pattern"),
    ("%r:i8 = var (knownBits)", 23, "expected '=' after 'knownBits'"),
    ("%r:i8 = var (range=[0,5)", 25, "expected ')' to close the attribute"),
    ("%r:i8 = var (range=[0,256))", 23, "range bound 256 does not fit i8"),
    ("%r:i8 = var (range=[3,3))", 23, "with lo == hi is empty"),
    ("%r:i8 = var (range=0,5)", 20, "expected '[' to open the range"),
    ("%r:i8 = var (signBits=9)", 23, "signBits must be in 1..8"),
    ("%r:i8 = var (signBits=0)", 23, "signBits must be in 1..8"),
    ("%r:i8 = var (bogus)", 14, "unknown attribute 'bogus'"),
    ("%r:i8 = var (nonZero) (nonZero)", 24, "attribute 'nonZero' is given twice"),
    ("%r:i8 = var (nonZero", 21, "expected ')' to close the attribute, found end of line"),
    ("%r:i8 = var ()", 14, "expected an attribute name"),
    ("%r:i8 = var nsw", 13, "expected an attribute '(...)' or the end of the line"),
    ("%r = add %a, 1 (hasInternalUses)", 17, "expected 'hasExternalUses'"),
    ("%r = add %a,", 13, "expected an operand (%name or a number), found end of line"),
    ("%r = add %a", 12, "'add' takes 2 operands, got 1"),
    ("%r = add %a, 1, 2", 17, "'add' takes 2 operands, got 3"),
    ("%r = add", 9, "expected an operand"),
    ("%r = add %a 1", 13, "expected ',' or the end of the line, found '1'"),
    ("%r = add %a, 1 junk", 16, "expected ',' or the end of the line, found 'junk'"),
    ("%r", 3, "expected '='"),
    ("%r =", 5, "expected an opcode after '='"),
    ("%r = add %a:i8, 1", 12, "a use of '%a' takes no width"),
    ("%r = add %o, 1", 10, "'%o' is a with.overflow result; only 'extractvalue' can use it"),
    ("%r = extractvalue %a, 0", 19, "'extractvalue' needs a with.overflow result"),
    ("%r = extractvalue %o, 2", 23, "'extractvalue' index must be 0 or 1"),
    ("%r = extractvalue %o, %a", 23, "the index of 'extractvalue' must be a number"),
    ("%r = extractvalue %o", 21, "'extractvalue' takes a with.overflow result and an index"),
    ("%r:i8 = extractvalue %o, 1", 4, "has width i1, not i8"),
    ("%k2:i8 = block 2", 5, "a block has no width"),
    ("%k2 = block 0", 13, "a block needs at least 1 predecessor"),
    ("%k2 = block", 12, "expected the number of predecessors"),
    ("%k2 = block 2 3", 15, "expected the end of the line, found '3'"),
    ("pc %a %b", 7, "'pc' compares i8 with i16"),
    ("pc %a", 6, "expected an operand"),
    ("pc %a, 1", 6, "expected an operand"),
    ("pc %o 1", 4, "'%o' is a with.overflow result"),
    ("blockpc %k 2 %a 1", 12, "block '%k' has predecessors 0..1, not 2"),
    ("blockpc %k -1 %a 1", 12, "block '%k' has predecessors 0..1, not -1"),
    ("blockpc %k %a 1", 12, "expected the number of a predecessor"),
    ("blockpc %k 0 %a %b", 17, "'blockpc' compares i8 with i16"),
    ("%r:i8 = reservedconst", 9, "'reservedconst' is not supported"),
    ("%r:i8 = reservedinst", 9, "'reservedinst' is not supported"),
    ("%r:i8 = hole", 9, "'hole' is not supported"),
    ("frob %a", 1, "expected an instruction, 'pc', 'blockpc' or 'infer', found 'frob'"),
    ("42", 1, "expected an instruction"),
    ("%", 2, "expected a name after '%'"),
    ("%r = add %a, - 1", 14, "expected digits after '-'"),
    ("%r = add %a, 1 @", 16, "unexpected character '@'"),
    ("%r = add %a, 1\x00", 15, "unexpected character '\\x00'"),
    ("%r = add %a, 1\u2028", 15, "unexpected character '\\u2028'"),
    ("\x7fELF\x02\x01", 1, "unexpected character '\\x7f'"),
    ("infer %a (demandedBits=0101010)", 24, "demandedBits has 7 bits, the value has 8"),
    ("infer %a (demandedBits=0101010x)", 24, "expected a demandedBits pattern of 0/1"),
    ("infer %a (knownBits=01010101)", 11, "expected 'demandedBits'"),
    ("infer %a extra", 10, "expected '(demandedBits=...)' or the end of the line, found 'extra'"),
    ("infer %o", 7, "'%o' is a with.overflow result"),
    ("infer", 6, "expected a name after 'infer'"),
]


@pytest.mark.parametrize(("line", "col", "message"), ERRORS, ids=[e[0][:40] for e in ERRORS])
def test_error(line: str, col: int, message: str) -> None:
    text = PRELUDE + line + "\n%z:i8 = var\ninfer %z\n%a:i8 = var\ninfer %a\n"
    result = parse_text(text, "t.opt")
    errors = [d for d in result.diagnostics if d.is_error]
    assert len(errors) == 1, [str(d) for d in result.diagnostics]
    (d,) = errors
    assert (d.line, d.col) == (5, col), str(d)
    assert message in d.message, str(d)
    assert str(d).startswith(f"t.opt:5:{col}: error: ")
    # The bad fragment is skipped up to its infer line (which an error on an infer line
    # is), and the fragments after it are still read.
    origins = [f.origin.line if f.origin else 0 for f in result.fragments]
    assert origins == ([6, 8] if line.startswith("infer") else [8])
    check_well_formed(result, "t.opt")


def test_error_on_the_infer_line_ends_the_fragment_there() -> None:
    result = parse_text("%a:i8 = var\ninfer %nope\n%b:i8 = var\ninfer %b\n")
    assert [str(d) for d in result.diagnostics] == ["<string>:2:7: error: '%nope' is not defined"]
    assert [f.names for f in result.fragments] == [("b",)]


def test_recovery_reads_the_good_fragments_between_bad_ones() -> None:
    result = read("bad_recovery.opt")
    assert [(d.line, d.col) for d in result.diagnostics] == [(7, 6), (12, 4), (16, 14), (20, 13), (25, 10)]
    assert [f.origin.line if f.origin else 0 for f in result.fragments] == [2, 27]
    assert [f.root_inst.op for f in result.fragments] == [Opcode.ADD, Opcode.SUB]


def test_fragment_without_infer_at_end_of_file() -> None:
    result = read("bad_missing_infer.opt")
    assert len(result.fragments) == 1
    (d,) = result.diagnostics
    assert (d.line, d.col) == (7, 1)  # end of file: the file ends with a newline
    assert "the fragment starting on line 5 has no 'infer' line" in d.message
    (d,) = parse_text("%a:i8 = var\n%b = add %a, 1").diagnostics
    assert (d.line, d.col) == (2, 15)


def test_synthesis_forms_are_not_supported() -> None:
    result = read("bad_synthesis.opt")
    assert [(d.line, d.col) for d in result.diagnostics] == [(3, 9), (8, 9), (12, 9)]
    assert all("not supported" in d.message for d in result.diagnostics)
    assert len(result.fragments) == 1


def test_error_cap() -> None:
    bad = "%a:i8 = var\n%b = frob %a\ninfer %b\n"
    result = parse_text(bad * (MAX_ERRORS + 10) + "%a:i8 = var\ninfer %a\n")
    errors = [d for d in result.diagnostics if d.is_error]
    assert len(errors) == MAX_ERRORS + 1
    assert errors[-1].message == "too many errors; rest of file skipped"
    assert errors[-1].line == 3 * MAX_ERRORS + 2
    assert result.fragments == ()
    exactly = parse_text(bad * MAX_ERRORS + "%a:i8 = var\ninfer %a\n")
    assert sum(d.is_error for d in exactly.diagnostics) == MAX_ERRORS
    assert len(exactly.fragments) == 1


def test_verifier_failure_becomes_a_diagnostic(monkeypatch: pytest.MonkeyPatch) -> None:
    def reject(fragment: Fragment) -> None:
        if fragment.names == ("a",):
            raise FragmentError("boom")

    monkeypatch.setattr(souper, "verify", reject)
    result = parse_text("%a:i8 = var\ninfer %a\n%b:i8 = var\ninfer %b\n")
    assert [str(d) for d in result.diagnostics] == ["<string>:2:1: error: fragment rejected by the IR verifier: boom"]
    assert [f.names for f in result.fragments] == [("b",)]


def test_reader_bug_costs_one_fragment_not_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(text: object) -> Inst:
        raise RuntimeError("bug")

    monkeypatch.setattr(souper, "_typed_inst", crash)
    result = parse_text("%a:i8 = var\n%b = add %a, 1\ninfer %b\n%c:i8 = var\ninfer %c\n")
    (d,) = result.diagnostics
    assert (d.line, d.col) == (2, 1) and "internal error" in d.message
    assert [f.names for f in result.fragments] == [("c",)]


# --------------------------------------------------------------------------- files


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "missing.opt"
    (d,) = read_file(missing).diagnostics
    assert (d.file, d.line, d.col) == (str(missing), 0, 0)
    assert d.message.startswith("cannot read file")


def test_directory(tmp_path: Path) -> None:
    (d,) = read_file(tmp_path).diagnostics
    assert (d.line, d.col) == (0, 0) and d.message.startswith("cannot read file")


def test_binary_file() -> None:
    result = read("bad_binary.opt")
    assert result.fragments == ()
    (d,) = result.diagnostics
    assert (d.line, d.col, d.message) == (0, 0, "binary file, skipped")


def test_invalid_utf8_is_reported_per_line_and_skips_only_its_fragment() -> None:
    result = read("bad_utf8.opt")
    assert [(d.line, d.col, d.message) for d in result.diagnostics] == [
        (5, 21, "invalid UTF-8 byte 0xff"),
        (6, 14, "invalid UTF-8 byte 0xfe"),
    ]
    assert [f.origin.line if f.origin else 0 for f in result.fragments] == [1, 9]


def test_invalid_utf8_in_a_comment_between_fragments(tmp_path: Path) -> None:
    path = tmp_path / "x.opt"
    path.write_bytes(b"; \xe9t\xe9\n%a:i8 = var\ninfer %a\n")
    result = read_file(path)
    assert [(d.line, d.col) for d in result.diagnostics] == [(1, 3)]
    assert len(result.fragments) == 1


def test_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.opt"
    path.write_bytes(b"\xef\xbb\xbf%a:i8 = var\ninfer %a\n")
    result = read_file(path)
    assert result.diagnostics == () and len(result.fragments) == 1


# --------------------------------------------------------------------------- robustness

PIECES = [
    "%", "%a", "%b", "%0", ":", ":i8", ":i1", ",", "=", "(", ")", "[", "-", "1", "-1", "0", "255", " ",
    "\n", "\t", ";", "add", "nsw", "phi", "block", "var", "infer", "pc", "blockpc", "select", "zext",
    "extractvalue", "sadd.with.overflow", "(knownBits=", "(range=[", "(demandedBits=", "x", "result",
    "cand", "\x00", "\udcff", "é",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_random_text_never_raises(text: str) -> None:
    check_well_formed(parse_text(text, "fuzz.opt"), "fuzz.opt")


@settings(max_examples=300, deadline=None)
@given(st.binary())
def test_random_bytes_never_raise(data: bytes) -> None:
    text = data.decode("utf-8", errors="surrogateescape")
    check_well_formed(parse_text(text, "fuzz.opt"), "fuzz.opt")


@st.composite
def mutated_valid_text(draw: st.DrawFn) -> str:
    """A valid file with a few random cuts and insertions of syntax pieces: unlike random
    text, this reaches deep into the parser."""
    text = draw(st.sampled_from([p.read_text() for p in VALID]))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 6))
        insert = "".join(draw(st.lists(st.sampled_from(PIECES), max_size=3)))
        text = text[:at] + insert + text[at + cut :]
    return text


@settings(max_examples=400, deadline=None)
@given(mutated_valid_text())
def test_mutated_valid_files_never_raise(text: str) -> None:
    check_well_formed(parse_text(text, "fuzz.opt"), "fuzz.opt")
