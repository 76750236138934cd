"""Context from real code (issue 65): the dominating branch conditions of a value
harvested as `pc`s, the oracle's answers under them, what LLVM is shown (verified by
opt-19 and opt-22), what LLVM answers under them, and lli agreeing with the
evaluator on fragments with context."""

from __future__ import annotations

import json
import random
import subprocess
import textwrap
from pathlib import Path

import pytest

from auditor.analyses.base import Claim
from auditor.analyses.llvm import LLVMAnalysis
from auditor.analyses.llvm.execute import Run, execute
from auditor.domains.base import Domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Const, Fragment, Ref
from auditor.ir.hashing import fragment_hash
from auditor.ir.llvm_printer import NotExpressible, to_llvm_function, to_llvm_module
from auditor.ir.opcodes import WITH_OVERFLOW
from auditor.oracles.engine import run_oracle
from auditor.oracles.session import Status
from auditor.readers.corpus import Context, ReadOptions
from auditor.readers.extract import extract_module, read_file
from auditor.readers.llvm import parse_module
from auditor.semantics.concrete import evaluate_point
from tests.llvm_versions import VERSIONS, require, toolchain

BRANCHES = ReadOptions(context=Context.BRANCHES)
CONTEXT_FILES = (
    "corpora/brotli/dec_bit_reader.ll",
    "corpora/brotli/enc_literal_cost.ll",
    "corpora/brotli/enc_histogram.ll",
)

FUNCTION = """
define i32 @f(i32 %x, i32 %y) {
entry:
  %c = icmp ult i32 %x, 256
  br i1 %c, label %small, label %large
small:
  %a = add i32 %x, 1
  %s = icmp eq i32 %y, 7
  br i1 %s, label %seven, label %join
seven:
  %b = mul i32 %a, %y
  br label %join
large:
  switch i32 %y, label %other [ i32 3, label %three
                                i32 5, label %five ]
three:
  %t = shl i32 %y, 2
  br label %join
five:
  %v = lshr i32 %x, 24
  br label %join
other:
  %o = and i32 %y, 1
  br label %join
join:
  %p = phi i32 [ %a, %small ], [ %b, %seven ], [ %t, %three ], [ %v, %five ], [ %o, %other ]
  %q = xor i32 %p, %x
  ret i32 %q
}
"""


def _fragments(text: str, options: ReadOptions = BRANCHES) -> dict[str, Fragment]:
    module, diagnostics = parse_module(textwrap.dedent(text), "t.ll")
    assert not [d for d in diagnostics if d.is_error]
    fragments, _ = extract_module(module, options)
    return {f.origin.value: f for f in fragments if f.origin is not None}


def _conditions(fragment: Fragment) -> list[tuple[str, int]]:
    """Each pc as (the LLVM name of its condition's value, what it equals)."""
    out = []
    for pc in fragment.pcs:
        assert isinstance(pc.lhs, Ref) and isinstance(pc.rhs, Const)
        out.append((fragment.names[pc.lhs.index], pc.rhs.value))
    return out


def _range(fragment: Fragment) -> tuple[ConstantRange | None, Status]:
    (fact,) = run_oracle(fragment, (Domain.RANGE,), values=[fragment.root]).facts
    return fact.fact, fact.status


# --- harvesting ------------------------------------------------------------------------


def test_a_value_under_a_dominating_compare_gets_its_condition() -> None:
    with_context, without = _fragments(FUNCTION), _fragments(FUNCTION, ReadOptions())
    assert _conditions(with_context["a"]) == [("c", 1)]
    assert without["a"].pcs == ()
    assert _range(with_context["a"]) == (ConstantRange(1, 257, 32), Status.PROVEN)
    assert _range(without["a"])[0] == ConstantRange.full(32)
    assert fragment_hash(with_context["a"]) != fragment_hash(without["a"])


def test_nearest_condition_first_and_the_false_edge_and_switch_cases() -> None:
    found = _fragments(FUNCTION)
    assert _conditions(found["b"]) == [("s", 1), ("c", 1)]  # nearest dominator first
    # Only conditions on the root's inputs are kept: x <u 256 says nothing about y << 2.
    assert _conditions(found["t"]) == [("y", 3)]
    assert _conditions(found["v"]) == [("c", 0)]  # x >= 256; the case on y is not about x >> 24
    assert _range(found["t"]) == (ConstantRange(12, 13, 32), Status.PROVEN)
    assert _range(found["v"])[0] == ConstantRange(0, 256, 32)


def test_a_switch_default_and_a_join_take_no_condition_of_their_own() -> None:
    found = _fragments(FUNCTION)
    # y & 1 on the default edge of the switch on y: the default is no equality, and x >= 256 is not about y.
    assert found["o"].pcs == ()
    assert found["p"].pcs == () and found["q"].pcs == ()  # no branch dominates the join's edges
    assert found["c"].pcs == ()  # the entry block
    assert found["s"].pcs == ()  # y == 7 under x <u 256: not about y


def test_a_condition_on_other_inputs_is_left_out() -> None:
    """A condition that reads none of the root's inputs (nor, through another kept
    condition, anything related) only decides whether the path is taken."""
    found = _fragments(FUNCTION)
    assert _conditions(found["a"]) == [("c", 1)]  # x + 1 under x <u 256: kept
    assert _conditions(found["t"]) == [("y", 3)]  # y << 2 under y == 3 and x >= 256: only the first


def test_the_cap_keeps_the_nearest_conditions() -> None:
    found = _fragments(FUNCTION, ReadOptions(context=Context.BRANCHES, max_conditions=1))
    assert _conditions(found["b"]) == [("s", 1)]
    assert _fragments(FUNCTION, ReadOptions(context=Context.BRANCHES, max_conditions=0))["b"].pcs == ()


def test_contradicting_conditions_make_the_fragment_vacuous() -> None:
    found = _fragments(
        """
        define i8 @g(i8 %x) {
        entry:
          %c = icmp ult i8 %x, 10
          br i1 %c, label %next, label %out
        next:
          %d = icmp ugt i8 %x, 20
          br i1 %d, label %dead, label %out
        dead:
          %r = add i8 %x, 1
          ret i8 %r
        out:
          ret i8 0
        }
        """
    )
    assert _conditions(found["r"]) == [("d", 1), ("c", 1)]
    assert _range(found["r"]) == (None, Status.VACUOUS)


def test_a_guard_before_a_loop_holds_in_its_body_and_the_headers_edge_too() -> None:
    found = _fragments(
        """
        define i32 @h(i32 %n) {
        entry:
          %ok = icmp ult i32 %n, 100
          br i1 %ok, label %loop, label %exit
        loop:
          %i = phi i32 [ 0, %entry ], [ %next, %body ]
          %more = icmp ult i32 %i, %n
          br i1 %more, label %body, label %exit
        body:
          %m = mul i32 %n, 3
          %next = add i32 %i, 1
          br label %loop
        exit:
          ret i32 0
        }
        """
    )
    # In the body: the loop header's edge (i < n) and the guard before the loop (n < 100).
    assert _conditions(found["m"]) == [("more", 1), ("ok", 1)]
    assert _range(found["m"])[0] == ConstantRange(3, 298, 32)  # n in [1, 100): i < n needs n >= 1
    # The header's phi is loop-carried (an input of its own): n < 100 is not about it.
    assert found["i"].pcs == ()


def test_a_condition_is_sliced_within_the_same_bounds() -> None:
    text = """
        define i32 @k(i32 %x, i32 %y) {
        entry:
          %s = add i32 %x, %y
          %c = icmp ult i32 %s, 1000
          br i1 %c, label %then, label %out
        then:
          %r = and i32 %x, 7
          ret i32 %r
        out:
          ret i32 0
        }
        """
    # The root takes one instruction, the condition and its operand the two left.
    r = _fragments(text, ReadOptions(context=Context.BRANCHES, max_insts=3))["r"]
    assert sorted(r.names[i] for i, inst in enumerate(r.insts) if inst.op.value != "var") == ["c", "r", "s"]
    assert _conditions(r) == [("c", 1)]
    # One fewer: %s is an input, so the condition reads nothing of the root's: left out.
    assert _fragments(text, ReadOptions(context=Context.BRANCHES, max_insts=2))["r"].pcs == ()


# --- what LLVM is shown, and what it answers ------------------------------------------


def _verify(major: int, text: str) -> subprocess.CompletedProcess[str]:
    opt = require(f"opt-{major}")
    return subprocess.run([opt, "-passes=verify", "-disable-output"], input=text, capture_output=True, text=True)


@pytest.mark.parametrize("major", VERSIONS)
def test_every_context_fragment_of_a_bundled_file_is_valid_llvm(major: int) -> None:
    with_pcs = [f for path in CONTEXT_FILES for f in read_file(path, BRANCHES).fragments if f.pcs or f.blockpcs]
    assert len(with_pcs) > 50
    text, functions = to_llvm_module(with_pcs, major)
    assert not [f for f in functions if isinstance(f, NotExpressible)]
    done = _verify(major, text)
    assert done.returncode == 0, done.stderr[:2000]


def _claims(major: int, fragment: Fragment) -> dict[tuple[str, Domain, str], object]:
    analysis = LLVMAnalysis(toolchain(major))
    outcomes = analysis.analyze([fragment], [Domain.KNOWN_BITS, Domain.RANGE, Domain.NON_ZERO])
    return {(fragment.names[c.value], c.domain, c.provider): c.fact for c in outcomes if isinstance(c, Claim)}


@pytest.mark.parametrize("major", VERSIONS)
def test_llvm_sees_a_dominating_compare_through_lvi_and_the_dom_condition_cache(major: int) -> None:
    claims = _claims(major, _fragments(FUNCTION)["a"])
    assert claims["a", Domain.RANGE, "LazyValueInfo"] == ConstantRange(1, 257, 32)
    known = claims["a", Domain.KNOWN_BITS, "ValueTracking"]
    assert isinstance(known, KnownBits) and bin(known.zero).count("1") == 23  # x + 1 <= 256
    # computeConstantRange takes no branch condition (docs/llvm.md)
    assert claims["a", Domain.RANGE, "computeConstantRange"] == ConstantRange.full(32)


@pytest.mark.parametrize("major", VERSIONS)
def test_llvm_sees_a_switch_case_as_an_equality(major: int) -> None:
    claims = _claims(major, _fragments(FUNCTION)["t"])
    assert claims["t", Domain.RANGE, "LazyValueInfo"] == ConstantRange(12, 13, 32)
    known = claims["t", Domain.KNOWN_BITS, "ValueTracking"]
    assert isinstance(known, KnownBits) and (known.zero, known.one) == (0xFFFFFFFF ^ 12, 12)


@pytest.mark.parametrize("major", VERSIONS)
def test_without_context_llvm_answers_as_before(major: int) -> None:
    claims = _claims(major, _fragments(FUNCTION, ReadOptions())["a"])
    assert claims["a", Domain.RANGE, "LazyValueInfo"] == ConstantRange.full(32)  # x + 1 wraps


# --- lli agrees with the evaluator ---------------------------------------------------


def _runs(fragment: Fragment, rng: random.Random, count: int) -> list[Run]:
    """Executions where every condition holds, the fragment is defined and the root
    not poison (drawn mostly near the conditions' edges: small and extreme inputs)."""
    runs = []
    for _ in range(count * 20):
        values = {
            i: rng.choice([0, 1, 2, 3, 7, (1 << w) - 1, rng.getrandbits(w), rng.getrandbits(min(w, 8))])
            for i, w in ((i, fragment.insts[i].width) for i in fragment.inputs())
        }
        choices = {b: rng.randrange(block.preds) for b, block in enumerate(fragment.blocks)}
        point = evaluate_point(fragment, values, choices)
        if point.defined and not point.poison[fragment.root] and not list(fragment.freezes()):
            runs.append(Run(values, choices))
            if len(runs) == count:
                break
    return runs


@pytest.mark.parametrize("major", VERSIONS)
def test_lli_computes_what_the_evaluator_does_on_fragments_with_context(major: int) -> None:
    tc = toolchain(major)
    rng = random.Random(major)
    cases = []
    for path in CONTEXT_FILES:
        for fragment in read_file(path, BRANCHES).fragments:
            if not (fragment.pcs or fragment.blockpcs) or any(
                i.width > 64 for i in fragment.insts if i.op not in WITH_OVERFLOW
            ):
                continue
            try:
                to_llvm_function(fragment, 0, major)
            except NotExpressible:
                continue
            runs = _runs(fragment, rng, 8)
            if runs:
                cases.append((fragment, runs))
    assert len(cases) > 50 and sum(len(r) for _, r in cases) > 300
    for (fragment, runs), got in zip(cases, execute(tc, cases), strict=True):
        for run, value in zip(runs, got, strict=True):
            root = evaluate_point(fragment, run.vars, run.choices).values[fragment.root]
            assert value == root & fragment.root_demanded_mask, (fragment, run)


# --- the incoming edges of phis (blockpc) ---------------------------------------------

GUARDED_PHI = """
define i8 @p(i8 %x) {
entry:
  %cmp = icmp ult i8 %x, 16
  br i1 %cmp, label %join, label %other
other:
  %y = and i8 %x, 3
  br label %join
join:
  %phi = phi i8 [ %x, %entry ], [ %y, %other ]
  ret i8 %phi
}
"""


def test_a_phi_gets_what_holds_on_each_incoming_edge() -> None:
    """ValueTracking's phi-known-bits.ll case: the high bits of a phi known from the
    branch its incoming edge is taken on."""
    phi = _fragments(GUARDED_PHI)["phi"]
    edges = [(b.pred, phi.names[b.lhs.index], b.rhs.value) for b in phi.blockpcs if isinstance(b.lhs, Ref)]
    assert edges == [(0, "cmp", 1), (1, "cmp", 0)]  # the edge's own condition; the other arm's guard
    assert _range(phi)[0] == ConstantRange(0, 16, 8)
    assert _range(_fragments(GUARDED_PHI, ReadOptions())["phi"])[0] == ConstantRange.full(8)


@pytest.mark.parametrize("major", VERSIONS)
def test_llvm_sees_the_branch_on_a_phis_incoming_edge(major: int) -> None:
    phi = _fragments(GUARDED_PHI)["phi"]
    text, _ = to_llvm_module([phi], major)
    assert _verify(major, text).returncode == 0
    claims = _claims(major, phi)
    assert claims["phi", Domain.RANGE, "LazyValueInfo"] == ConstantRange(0, 16, 8)
    known = claims["phi", Domain.KNOWN_BITS, "ValueTracking"]
    assert isinstance(known, KnownBits) and known.zero == 0xF0


def test_a_back_edge_gives_its_phi_no_condition() -> None:
    """What a latch's branch tested was computed in the previous iteration; the
    header's phis the fragment reads are this one's (brotli's SafeProcessCommands
    gave a blockpc reading the phi of its own block): a back edge says nothing, and
    a condition that reads a phi's back-edge value is left out (brotli's
    decode: 35 fragments without an LLVM form, 1,656 error rows per LLVM)."""
    found = _fragments(
        """
        define i64 @loop(ptr %p, i64 %start) {
        entry:
          br label %head
        head:
          %n = phi i64 [ %start, %entry ], [ %m, %latch ]
          %done = icmp eq i64 %n, 0
          br i1 %done, label %exit, label %latch
        latch:
          %v = load i64, ptr %p
          %m = add i64 %v, -1
          br label %head
        exit:
          ret i64 %n
        }
        """
    )
    n = found["n"]
    assert n.blockpcs == () and n.pcs == ()
    # The latch is entered when n != 0, but n's back-edge value is the previous
    # iteration's m, which the fragment would read as this one's: left out too.
    assert found["m"].pcs == ()


def test_the_demanded_bits_of_what_a_condition_reads_are_not_audited() -> None:
    """Demanded bits count the root's computation; a branch on a condition uses its
    inputs in a way the root's computation does not (LLVM's DemandedBits demands them
    all for the branch), so they are not audited — for any analysis."""
    from auditor.scan import targets

    fragment = _fragments(FUNCTION)["b"]  # b = (x + 1) * y under y == 7 and x <u 256
    audited = {fragment.names[v] for v, d in targets(fragment, [Domain.DEMANDED_BITS], all_values=False)}
    assert audited == set()  # x and y are both read by a condition
    plain = _fragments(FUNCTION, ReadOptions())["b"]
    assert {plain.names[v] for v, d in targets(plain, [Domain.DEMANDED_BITS], all_values=False)} == {"x", "y"}


def test_the_command_line_takes_the_context(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from auditor.cli import app

    path = tmp_path / "f.ll"
    path.write_text(textwrap.dedent(FUNCTION))
    runner = CliRunner()
    parsed = runner.invoke(app, ["parse", str(path), "--context", "branches", "--keep-names"])
    assert parsed.exit_code == 0, parsed.output
    assert "pc %c 1:i1" in parsed.output
    plain = runner.invoke(app, ["parse", str(path), "--keep-names"])
    assert "pc " not in plain.output
    shown = runner.invoke(app, ["oracle", str(path), "-d", "range", "--context", "branches", "-f", "json"])
    rows = json.loads(shown.output)
    assert {"value": "%a", "fact": "[1,257)", "status": "proven"}.items() <= next(
        r for r in rows if r["value"] == "%a"
    ).items()
