"""Sums of independent addends (`auditor.oracles.addends`): the sumset arithmetic
against brute force, the independence rules, the bounds by construction against the
evaluator, and the oracle on limb-product sums against enumeration."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import RANGE, ConstantRange
from auditor.ir.fragment import Fragment, mask
from auditor.oracles import addends
from auditor.oracles.addends import Addend, Sum, independent_addends, run_sum, sum_runs
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.runs import Run
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def _values(run: Run) -> set[int]:
    return {(run.start + run.step * j) & mask(run.width) for j in range(run.count)}


@st.composite
def _runs(draw: st.DrawFn, width: int) -> Run:
    step = draw(st.integers(1, (1 << width) - 1))
    count = draw(st.integers(1, ((1 << width) - 1) // step + 1))
    return Run(draw(st.integers(0, mask(width))), step, count, width)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from((4, 5, 6, 8)).flatmap(lambda w: st.tuples(_runs(w), _runs(w))))
def test_run_sum_holds_only_sums(pair: tuple[Run, Run]) -> None:
    """Every value of every run `run_sum` returns is a value of a plus one of b."""
    a, b = pair
    sums = {(x + y) & mask(a.width) for x in _values(a) for y in _values(b)}
    for run in run_sum(a, b):
        assert run.step * (run.count - 1) < 1 << run.width
        assert _values(run) <= sums


def test_run_sum_of_multiples_is_the_whole_sumset() -> None:
    """Steps 3 and 12 with four values of the finer run: the sums are every third
    value from the first to the last (k = j + 4·i fills [0, 4·(5 − 1) + 4 − 1])."""
    fine, coarse = Run(1, 3, 4, 8), Run(10, 12, 5, 8)
    sums = {(x + y) & 255 for x in _values(fine) for y in _values(coarse)}
    (whole, *_) = run_sum(fine, coarse)
    assert _values(whole) == sums
    assert whole == Run(11, 3, 4 * 4 + 4, 8)


def test_run_sum_of_coprime_steps_covers_the_middle() -> None:
    """Steps 5 and 7: every value between s·(t − 1) and s·(I − t) + t·(J − 1) from the
    first sum (the proof in `_progression_sum`), and nothing but sums."""
    fine, coarse = Run(0, 5, 30, 12), Run(0, 7, 40, 12)
    sums = {x + y for x in _values(fine) for y in _values(coarse)}
    (middle, *_) = run_sum(fine, coarse)
    assert middle.step == 1
    assert _values(middle) <= sums
    low, high = 7 * (5 - 1), 7 * (40 - 5) + 5 * (30 - 1)
    assert _values(middle) == set(range(low, high + 1))
    # Outside it the sumset has gaps (below: 1, 2, 3, 4, 6, … are missed).
    assert not set(range(0, low)) <= sums


def test_sum_runs_adds_one_run_of_each_addend() -> None:
    """A run of every value below 16 plus multiples of 16: every value; a one-value run
    shifts; two runs of one addend are never added to each other."""
    w = 8
    dense, coarse = Run(0, 1, 16, w), Run(0, 16, 16, w)
    assert any(_values(r) == set(range(256)) for r in sum_runs([[dense], [coarse]]))
    assert sum_runs([[dense], [Run(5, 1, 1, w)]]) == [Run(5, 1, 16, w)]
    assert sum_runs([[dense, coarse]]) == [dense, coarse]  # one addend: its runs as they are
    # Both runs of one addend, plus a one-value addend: never their sum.
    assert all(r.count == 16 for r in sum_runs([[dense, coarse], [Run(0, 1, 1, w)]]))


def test_independent_addends() -> None:
    """Leaves of add/sub trees that share nothing; not when they share an input, when a
    path condition ties them, or when a flag of the tree could fire."""
    products = (
        "%a:i32 = var\n%b:i32 = var\n%c:i32 = var\n%d:i32 = var\n"
        "%za:i64 = zext %a\n%zb:i64 = zext %b\n%zc:i64 = zext %c\n%zd:i64 = zext %d\n"
        "%p:i64 = mul %za, %zb\n%q:i64 = mul %zc, %zd\n"
    )
    fragment = _read(products + "%r:i64 = sub %p, %q\ninfer %r\n")
    assert independent_addends(fragment, fragment.root) == Sum((Addend(8, 1, (0, 1)), Addend(9, -1, (2, 3))), 0)
    offset = _read(products + "%s:i64 = sub %p, 5:i64\n%r:i64 = sub 2:i64, %s\n%u:i64 = add %r, %q\ninfer %u\n")
    assert independent_addends(offset, offset.root) == Sum((Addend(8, -1, (0, 1)), Addend(9, 1, (2, 3))), 7)
    shared = _read(products.replace("%zd:i64 = zext %d", "%zd:i64 = zext %a") + "%r:i64 = add %p, %q\ninfer %r\n")
    assert independent_addends(shared, shared.root) is None
    tied = _read(products + "%r:i64 = add %p, %q\npc %a %c\ninfer %r\n")
    assert independent_addends(tied, tied.root) is None
    # (2^32 − 1)^2 · 2 < 2^65 but not < 2^64: `nuw` could fire; at i66 it cannot.
    wraps = _read(products + "%r:i64 = addnuw %p, %q\ninfer %r\n")
    assert independent_addends(wraps, wraps.root) is None
    wide = _read(products.replace("i64", "i66") + "%r:i66 = addnuw %p, %q\ninfer %r\n")
    assert independent_addends(wide, wide.root) == Sum((Addend(8, 1, (0, 1)), Addend(9, 1, (2, 3))), 0)
    # 2·(2^32 − 1)^2 ≥ 2^64: `nsw` could fire at i65, not at i66.
    signed = _read(products.replace("i64", "i65") + "%r:i65 = addnsw %p, %q\ninfer %r\n")
    assert independent_addends(signed, signed.root) is None
    signed_wide = _read(products.replace("i64", "i66") + "%r:i66 = addnsw %p, %q\ninfer %r\n")
    assert independent_addends(signed_wide, signed_wide.root) is not None
    single = _read("%a:i8 = var\n%r:i8 = add %a, 3:i8\ninfer %r\n")
    assert independent_addends(single, single.root) is None


LIMBS = (
    "%a:i4 = var\n%b:i4 = var\n%c:i4 = var\n%d:i4 = var\n"
    "%za:i8 = zext %a\n%zb:i8 = zext %b\n%zc:i8 = zext %c\n%zd:i8 = zext %d\n"
    "%p:i8 = mul %za, %zb\n%q:i8 = mul %zc, %zd\n"
)


E = "%e:i4 = var\n%ze:i8 = zext %e\n"  # a third addend


def _exhaustive(fragment: Fragment) -> set[int]:
    inputs = list(fragment.inputs())
    grid = np.array(list(itertools.product(range(16), repeat=len(inputs))), dtype=np.uint64).T
    ev = evaluate(fragment, Inputs(vars={x: grid[k] for k, x in enumerate(inputs)}))
    return {int(v) for v in ev.values[fragment.root][ev.fact_mask(fragment.root)]}


@pytest.mark.parametrize(
    "tail",
    [
        E + "%t:i8 = mul %q, 3:i8\n%s:i8 = add %p, %t\n%r:i8 = add %s, %ze\ninfer %r\n",
        E + "%t:i8 = mul %q, 3:i8\n%s:i8 = sub %p, %t\n%r:i8 = sub %s, %ze\ninfer %r\n",  # negated addends
        "%r:i8 = add %p, %q\ninfer %r\n",
        "%s:i8 = add %p, 77:i8\n%r:i8 = sub %s, %q\ninfer %r\n",  # a constant in the sum
        "%s:i8 = add %za, 77:i8\n%r:i8 = sub %s, %zb\ninfer %r\n",  # [62, 92] only
    ],
)
def test_addend_runs_are_reached_and_the_oracle_agrees_with_enumeration(tail: str) -> None:
    """Limb products at i8 from i4 limbs, searched as the solver path searches them
    (no enumeration): every run of the sumsets holds reached values only, and the
    oracle's range is the enumerated one."""
    text = LIMBS + tail
    if "%p" not in tail:  # no products: the limbs alone
        text = "".join(
            line + "\n" for line in text.splitlines() if not line.startswith(("%p", "%q", "%c", "%d", "%zc", "%zd"))
        )
    fragment = _read(text)
    truth = _exhaustive(fragment)
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    runs = addends.addend_runs(session, fragment.root)
    assert runs
    for run in runs:
        assert _values(run) <= truth
    fact = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts[0]
    if fact.status is Status.PROVEN:
        assert fact.fact == RANGE.from_values(np.asarray(sorted(truth), dtype=object), 8)
    else:  # a partial answer still holds the truth
        assert fact.status is Status.PARTIAL
        assert all(fact.fact.contains(v) for v in truth)


CURVE25519 = (
    "%a:i32 = var\n%b:i32 = var\n%c:i32 = var\n%d:i32 = var\n%e:i32 = var\n%f:i32 = var\n"
    "%za:i64 = zext %a\n%zb:i64 = zext %b\n%zc:i64 = zext %c\n%zd:i64 = zext %d\n"
    "%ze:i64 = zext %e\n%zf:i64 = zext %f\n%p:i64 = mulnuw %za, %zb\n%q:i64 = mulnuw %zc, %zd\n"
    "%e19:i64 = mulnw %ze, 19:i64\n%g:i64 = mul %e19, %zf\n%s:i64 = add %p, %q\n%r:i64 = add %s, %g\ninfer %r\n"
)


@pytest.mark.parametrize("with_addends", [True, False])
def test_limb_product_sums_take_every_value(with_addends: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """curve25519's shape at full size — `a·b + c·d + 19·e·f` of 32-bit limbs in 64
    bits — is proven to take every value through its addends' runs: `a·b` at a = 2^32 − 1
    runs over 2^32 multiples of 2^32 − 1, `c·d` at d = 1 over every value below 2^32,
    and 19·e·f's seed values shift their sum (2^64 − 2^32 + 1 values) to cover the rest.
    With the addends' runs switched off, no other stage proves it: the range is left
    partial (so the proof is this module's)."""
    if not with_addends:
        monkeypatch.setattr(addends, "independent_addends", lambda fragment, index: None)
    fragment = _read(CURVE25519)
    fact = run_oracle(fragment, [Domain.RANGE], [fragment.root]).facts[0]
    if with_addends:
        assert (fact.status, fact.fact) == (Status.PROVEN, ConstantRange.full(64))
    else:
        assert fact.status is Status.PARTIAL


def test_disjoint_fields_are_sums() -> None:
    """brotli's `(select a == b, 0, 8) | (c & ~8)`: the possible ones of its operands
    share no bit, so it is their sum; the select's two values and c's 2^7 fields give
    every value, proven on the solver's path and equal to enumeration. An or whose
    operands can share a bit is no sum."""
    text = (
        "%a:i2 = var\n%b:i2 = var\n%e:i1 = eq %a, %b\n%s:i8 = select %e, 0:i8, 8:i8\n"
        "%c:i8 = var\n%m:i8 = and %c, 247:i8\n%r:i8 = or disjoint %s, %m\ninfer %r\n"
    )
    fragment = _read(text)
    found = independent_addends(fragment, fragment.root)
    assert found is not None and [a.index for a in found.addends] == [3, 5]
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    assert addends.addend_runs(session, fragment.root)
    fact = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts[0]
    assert (fact.status, fact.fact) == (Status.PROVEN, ConstantRange.full(8))
    overlapping = _read(text.replace("247:i8", "255:i8").replace("or disjoint", "or"))
    assert independent_addends(overlapping, overlapping.root) is None
