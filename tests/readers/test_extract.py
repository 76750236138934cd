"""Fragment extraction from LLVM functions: slices, cut points, assumptions, phis, and
the real-code corpora (≥ 95% of integer SSA values become fragments, every one of
them valid in the fragment IR and, as LLVM functions, valid for opt)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from auditor.ir.fragment import Fragment, verify
from auditor.ir.llvm_printer import NotExpressible, to_llvm_module
from auditor.readers.corpus import ExtractionStats, ReadOptions, read_corpus
from auditor.readers.extract import ReadResult, read_file
from auditor.readers.souper import write_fragments
from tests.llvm_versions import VERSIONS, require

ROOT = Path(__file__).resolve().parents[2]
REAL_CODE = [ROOT / "corpora" / name for name in ("lz4", "brotli", "pycryptodome", "xxhash")]

MODULE = """\
; ModuleID = 'example.c'
source_filename = "example.c"
target triple = "x86_64-pc-linux-gnu"

@table = global [4 x i32] zeroinitializer

define i32 @straight(i32 noundef range(i32 0, 100) %a, i8 noundef %b, ptr %p) {
entry:
  %w = zext i8 %b to i32
  %s = add nuw nsw i32 %a, %w
  %l = load i32, ptr %p, align 4, !range !0
  %m = call i32 @llvm.umin.i32(i32 %s, i32 %l)
  %z = call i32 @llvm.ctlz.i32(i32 %m, i1 true)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %z, i32 7)
  %v = extractvalue { i32, i1 } %o, 0
  %f = extractvalue { i32, i1 } %o, 1
  %c = icmp samesign ult i32 %v, %a
  %q = ptrtoint ptr %p to i64
  %t = trunc i64 %q to i32
  %x = call i32 @external(i32 %t)
  %u = or disjoint i32 %x, undef
  %r = select i1 %c, i32 %u, i32 %v
  ret i32 %r
}

define i32 @loop(i32 noundef %n) {
entry:
  %e = icmp eq i32 %n, 0
  br i1 %e, label %done, label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 1, %entry ], [ %mul, %body ]
  %mul = mul i32 %acc, 3
  %next = add nuw i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %body, label %done

done:
  %res = phi i32 [ 0, %entry ], [ %mul, %body ]
  %k = phi i32 [ 5, %entry ], [ %next, %body ]
  %sum = add i32 %res, %k
  ret i32 %sum
}

declare i32 @external(i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

!0 = !{i32 0, i32 1000}
"""


def _read(tmp_path: Path, text: str = MODULE, options: ReadOptions | None = None) -> ReadResult:
    path = tmp_path / "example.ll"
    path.write_text(text)
    return read_file(path, options)


def _by_value(result: ReadResult) -> dict[tuple[str, str], Fragment]:
    out = {}
    for f in result.fragments:
        assert f.origin is not None
        out[(f.origin.function, f.origin.value)] = f
    return out


def _souper(fragment: Fragment) -> str:
    return write_fragments([fragment])


def test_every_integer_value_is_a_root(tmp_path: Path) -> None:
    result = _read(tmp_path)
    assert not result.diagnostics
    roots = _by_value(result)
    straight = {v for f, v in roots if f == "straight"}
    assert straight == {"w", "s", "l", "m", "z", "v", "f", "c", "q", "t", "x", "u", "r"}
    assert {v for f, v in roots if f == "loop"} == {"e", "i", "acc", "mul", "next", "more", "res", "k", "sum"}
    assert result.extraction.values == result.extraction.fragments == len(result.fragments) == 22
    for fragment in result.fragments:
        verify(fragment)


def test_slices_keep_integer_semantics_and_assumptions(tmp_path: Path) -> None:
    roots = _by_value(_read(tmp_path))
    text = _souper(roots[("straight", "c")])
    # Parameters and a load are inputs, with their range attribute / !range metadata.
    assert "%a:i32 = var (range=[0,100))" in text
    assert "%l:i32 = var (range=[0,1000))" in text
    assert "add nuw nsw" in text or "addnw" in text
    assert "umin" in text and "ctlz" in text and "zeropoison" in text.replace(" ", "")
    assert "sadd.with.overflow" in text and "extractvalue" in text
    assert "ult samesign" in text or "samesign" in text
    u = _souper(roots[("straight", "u")])
    # A call is an input; `undef` becomes a fresh input of its own.
    assert u.count("= var") == 2 and "or disjoint" in u.replace("ordisjoint", "or disjoint")
    assert roots[("straight", "f")].root_inst.width == 1


def test_loop_carried_phis_are_cut_and_merge_phis_share_a_block(tmp_path: Path) -> None:
    roots = _by_value(_read(tmp_path))
    mul = roots[("loop", "mul")]
    assert mul.insts[0].op.value == "var" and not mul.blocks  # %acc is loop-carried: an input
    total = roots[("loop", "sum")]
    assert len(total.blocks) == 1 and total.blocks[0].preds == 2
    phis = [i for i in total.insts if i.op.value == "phi"]
    assert len(phis) == 2 and all(p.block == 0 for p in phis)


def test_depth_and_size_bounds(tmp_path: Path) -> None:
    chain = "\n".join(f"  %v{i + 1} = add i32 %v{i}, {i + 1}" for i in range(40))
    text = f"define i32 @chain(i32 noundef %v0) {{\n{chain}\n  ret i32 %v40\n}}\n"
    deep = _by_value(_read(tmp_path, text, ReadOptions(max_depth=3, max_insts=100)))[("chain", "v40")]
    assert sum(1 for i in deep.insts if i.op.value != "var") == 4
    small = _by_value(_read(tmp_path, text, ReadOptions(max_depth=100, max_insts=5)))[("chain", "v40")]
    assert sum(1 for i in small.insts if i.op.value != "var") == 5
    stats = _read(tmp_path, text, ReadOptions(max_depth=3)).extraction
    assert stats.cut["depth bound"] > 0


@pytest.fixture(scope="module")
def real_code() -> tuple[list[Fragment], ExtractionStats]:
    corpus = read_corpus(REAL_CODE)
    assert not corpus.diagnostics, corpus.diagnostics[:3]
    return list(corpus.fragments), corpus.extraction


def test_real_code_extraction(real_code: tuple[list[Fragment], ExtractionStats]) -> None:
    fragments, stats = real_code
    assert stats.values >= 50_000
    scalars = stats.values - stats.skipped.get("vector of integers", 0)  # vectors are counted, not audited
    assert stats.skipped.get("vector of integers", 0) > 0
    assert stats.fragments / scalars >= 0.95
    for fragment in fragments[::50]:
        verify(fragment)


@pytest.mark.parametrize("major", VERSIONS)
def test_real_code_fragments_are_valid_llvm(major: int, real_code: tuple[list[Fragment], ExtractionStats]) -> None:
    opt = require(f"opt-{major}")
    fragments, _ = real_code
    sample = fragments[::10]
    text, functions = to_llvm_module(sample, major)
    assert not [f for f in functions if isinstance(f, NotExpressible)]
    done = subprocess.run([opt, "-passes=verify", "-disable-output"], input=text, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[:2000]


NESTED_DIVISION = """\
define i32 @nested(i32 noundef %x, i32 noundef %y, i1 %c1, i1 %c2) {
entry:
  br i1 %c1, label %div, label %inner
div:
  %d = udiv i32 %x, %y
  br label %inner
inner:
  %p = phi i32 [ %d, %div ], [ 0, %entry ]
  br i1 %c2, label %outer, label %other
other:
  br label %outer
outer:
  %q = phi i32 [ %p, %inner ], [ 1, %other ]
  ret i32 %q
}
"""


def test_a_division_with_no_matching_llvm_placement_becomes_an_input(tmp_path: Path) -> None:
    # %d runs when both %c1 and %c2 hold; no single block of an emitted function runs
    # exactly then, so %q's slice takes %d as an input (llvm_printer.unplaceable).
    result = _read(tmp_path, NESTED_DIVISION)
    q = _by_value(result)[("nested", "q")]
    assert "udiv" not in _souper(q) and "%d:i32 = var" in _souper(q)
    assert result.extraction.cut["division on some paths"] == 1
    assert "udiv" in _souper(_by_value(result)[("nested", "p")])  # on one edge: kept
