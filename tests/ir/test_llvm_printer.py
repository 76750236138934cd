"""Fragments back to LLVM IR: every emitted module is valid for opt-19 and opt-22, and
LLVM's own execution of the emitted function (lli) computes what our evaluator does."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.analyses.llvm.execute import Run, execute
from auditor.ir.fragment import Fragment
from auditor.ir.llvm_printer import (
    NotExpressible,
    block_order,
    execution_sites,
    llvm_name,
    to_llvm_function,
    to_llvm_module,
    unplaceable,
)
from auditor.ir.opcodes import WITH_OVERFLOW
from auditor.readers.corpus import read_corpus
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate_point
from tests.llvm_versions import VERSIONS, require, toolchain
from tests.strategies import fragments

ROOT = Path(__file__).resolve().parents[2]


def _souper(text: str) -> Fragment:
    result = parse_text(text)
    assert not result.diagnostics, result.diagnostics
    (fragment,) = result.fragments
    return fragment


def _bundled() -> list[Fragment]:
    corpus = read_corpus([ROOT / "corpora" / "souper", ROOT / "tests" / "readers" / "data"])
    return list(corpus.fragments)


def _verify(major: int, text: str) -> subprocess.CompletedProcess[str]:
    opt = require(f"opt-{major}")
    return subprocess.run([opt, "-passes=verify", "-disable-output"], input=text, capture_output=True, text=True)


@pytest.mark.parametrize("major", VERSIONS)
def test_every_bundled_fragment_is_valid_llvm(major: int) -> None:
    fragments_ = _bundled()
    text, functions = to_llvm_module(fragments_, major)
    done = _verify(major, text)
    assert done.returncode == 0, done.stderr
    failed = [f for f in functions if isinstance(f, NotExpressible)]
    # tests/readers/data/valid_control.opt has one phi that reads a phi of its own block.
    assert len(failed) <= 1, failed


@pytest.mark.parametrize("major", VERSIONS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batch=st.lists(fragments(widths=(1, 2, 8, 16, 33, 64)), min_size=10, max_size=10))
def test_random_fragments_are_valid_llvm(major: int, batch: list[Fragment]) -> None:
    text, _ = to_llvm_module(batch, major)
    done = _verify(major, text)
    assert done.returncode == 0, done.stderr + text


def test_samesign_only_where_llvm_has_it() -> None:
    f = _souper("%x:i8 = var\n%y:i8 = var\n%c = ult samesign %x, %y\ninfer %c\n")
    assert "icmp samesign ult" in to_llvm_function(f, 0, 22).text
    assert "icmp ult" in to_llvm_function(f, 0, 19).text
    assert "samesign" not in to_llvm_function(f, 0, 19).text


def test_names_and_assumptions() -> None:
    f = _souper("%0:i8 = var (range=[3,200))\n%a.b:i8 = var (knownBits=1xxxxxx0)\n%2:i8 = add nsw %0, %a.b\ninfer %2\n")
    fn = to_llvm_function(f, 7, 22)
    assert fn.name == "f7"
    assert 'i8 noundef range(i8 3, -56) %"0"' in fn.text
    assert "%a.b" in fn.text and "llvm.assume" in fn.text
    assert fn.values == {"0": 0, "a.b": 1, "2": 2}
    assert fn.assumed == frozenset({1})  # the known-bits assume reads %a.b only
    assert llvm_name("x y") == '%"x y"' and llvm_name("7") == '%"7"' and llvm_name("a.b") == "%a.b"


def test_a_phi_that_reads_its_own_block_has_no_llvm_form() -> None:
    f = _souper(
        "%x:i8 = var\n%b = block 2\n%p:i8 = phi %b, %x, 1:i8\n%y:i8 = add %p, 1:i8\n%q:i8 = phi %b, %y, 0:i8\ninfer %q\n"
    )
    with pytest.raises(NotExpressible):
        block_order(f)


def _expressible(fragment: Fragment, major: int) -> bool:
    try:
        to_llvm_function(fragment, 0, major)
    except NotExpressible:
        return False
    return True


def _returned(fragment: Fragment, run: Run) -> int:
    """What the emitted function returns: the root, masked by its demanded bits (the
    printer's `and` is the root's only user, which is how LLVM's DemandedBits learns
    the mask)."""
    return evaluate_point(fragment, run.vars, run.choices).values[fragment.root] & fragment.root_demanded_mask


def _defined_runs(fragment: Fragment, rng: random.Random, count: int) -> list[Run]:
    """Random executions our evaluator calls defined, with no freeze of poison (whose
    value LLVM picks freely)."""
    runs = []
    freezes = [i for i in fragment.freezes()]
    for _ in range(count):
        values = {i: rng.getrandbits(fragment.insts[i].width) for i in fragment.inputs()}
        edge = rng.random() < 0.3
        if edge:
            values = {i: rng.choice([0, 1, (1 << w) - 1, 1 << (w - 1)]) for i, w in _widths(fragment)}
        choices = {b: rng.randrange(block.preds) for b, block in enumerate(fragment.blocks)}
        point = evaluate_point(fragment, values, choices)
        if not point.defined or point.poison[fragment.root]:
            continue
        if any(point.poison[fragment.insts[i].operands[0].index] for i in freezes if _is_ref(fragment, i)):
            continue
        runs.append(Run(values, choices))
    return runs


def _widths(fragment: Fragment) -> list[tuple[int, int]]:
    return [(i, fragment.insts[i].width) for i in fragment.inputs()]


def _is_ref(fragment: Fragment, i: int) -> bool:
    from auditor.ir.fragment import Ref

    return isinstance(fragment.insts[i].operands[0], Ref)


@pytest.mark.parametrize("major", VERSIONS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    batch=st.lists(fragments(widths=(1, 3, 8, 16, 64), max_insts=8), min_size=15, max_size=15),
    seed=st.integers(0, 2**32 - 1),
)
def test_lli_computes_what_our_evaluator_computes(major: int, batch: list[Fragment], seed: int) -> None:
    tc = toolchain(major)
    rng = random.Random(seed)
    cases = []
    for fragment in batch:
        if _expressible(fragment, major):
            cases.append((fragment, _defined_runs(fragment, rng, 8)))
    results = execute(tc, cases)
    for (fragment, runs), got in zip(cases, results, strict=True):
        for run, value in zip(runs, got, strict=True):
            assert value == _returned(fragment, run), (to_llvm_function(fragment, 0, major).text, run)


@pytest.mark.parametrize("major", VERSIONS)
def test_lli_agrees_on_the_bundled_fragments(major: int) -> None:
    tc = toolchain(major)
    rng = random.Random(major)
    cases = []
    for fragment in _bundled():
        if _expressible(fragment, major) and all(i.width <= 64 for i in fragment.insts if i.op not in WITH_OVERFLOW):
            cases.append((fragment, _defined_runs(fragment, rng, 32)))
    assert sum(len(runs) for _, runs in cases) > 500
    for (fragment, runs), got in zip(cases, execute(tc, cases), strict=True):
        for run, value in zip(runs, got, strict=True):
            assert value == _returned(fragment, run), fragment


EDGE_DIVISION = """\
%x:i8 = var
%y:i8 = var
%b = block 2
%d:i8 = udiv %x, %y
%p:i8 = phi %b, %d, 7:i8
infer %p
"""


def test_what_runs_on_one_edge_sits_in_that_predecessor() -> None:
    f = _souper(EDGE_DIVISION)
    assert execution_sites(f)[2] == (0, 0)
    text = to_llvm_function(f, 0, 22).text
    entry, rest = text.split("switch", 1)
    assert "udiv" not in entry and "udiv" in rest


@pytest.mark.parametrize("major", VERSIONS)
def test_a_division_by_zero_on_the_edge_not_taken_does_not_trap(major: int) -> None:
    f = _souper(EDGE_DIVISION)
    runs = [Run({0: 9, 1: 0}, {0: 1}), Run({0: 9, 1: 2}, {0: 0})]
    assert execute(toolchain(major), [(f, runs)]) == [[7, 4]]


def test_running_on_every_edge_of_a_block_is_running_always() -> None:
    f = _souper(
        "%x:i8 = var\n%y:i8 = var\n%b = block 2\n%d:i8 = udiv %x, %y\n"
        "%e:i8 = add %d, 1:i8\n%p:i8 = phi %b, %d, %e\ninfer %p\n"
    )
    assert execution_sites(f)[2] == "always"
    assert not unplaceable(f)


def test_a_division_on_a_conjunction_of_edges_has_no_llvm_form() -> None:
    f = _souper(
        "%x:i8 = var\n%y:i8 = var\n%b = block 2\n%c = block 2\n%d:i8 = udiv %x, %y\n"
        "%p:i8 = phi %b, %d, 0:i8\n%q:i8 = phi %c, %p, 1:i8\ninfer %q\n"
    )
    assert unplaceable(f) == [2]
    with pytest.raises(NotExpressible, match="division"):
        to_llvm_function(f, 0, 22)
    # Dividing by a constant that is neither 0 nor -1 cannot trap: it can go anywhere.
    g = _souper(
        "%x:i8 = var\n%b = block 2\n%c = block 2\n%d:i8 = sdiv %x, 3:i8\n"
        "%p:i8 = phi %b, %d, 0:i8\n%q:i8 = phi %c, %p, 1:i8\ninfer %q\n"
    )
    assert not unplaceable(g)
    to_llvm_function(g, 0, 22)


BLOCKPC_READS_A_LATER_BLOCK = """\
%b1 = block 2
%b2 = block 2
%x:i8 = var
%y:i8 = var
%q:i8 = phi %b1, %x, %y
%p:i8 = phi %b2, %y, %x
%c:i1 = eq %p, 0:i8
blockpc %b1 0 %c 1:i1
%r:i8 = add %q, %p
infer %r
"""


@pytest.mark.parametrize("major", VERSIONS)
def test_a_blockpc_orders_the_blocks_it_reads_first(major: int) -> None:
    """%b1's blockpc reads %b2's phi: %b2's switch must come first (by the phis
    alone, %b1 would)."""
    fragment = _souper(BLOCKPC_READS_A_LATER_BLOCK)
    assert block_order(fragment) == [1, 0]
    text = to_llvm_function(fragment, 0, major).text
    done = _verify(major, text)
    assert done.returncode == 0, done.stderr
