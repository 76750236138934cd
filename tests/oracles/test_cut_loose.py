"""Refutation with the cone cut loose (`range_search.target.none_even_cut_loose`) against
enumeration: when it says no execution satisfies a condition, no defined one does."""

from __future__ import annotations

import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.ir.fragment import Fragment
from auditor.ir.opcodes import Opcode
from auditor.oracles.engine import OracleOptions, open_session
from auditor.oracles.range_search.target import Target, none_even_cut_loose
from auditor.readers.souper import parse_text
from tests.oracles.test_few_missed import reached_values
from tests.strategies import fragments


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


MONTGOMERY = """
%a:i16 = var
%b:i16 = var
%c:i32 = var
%d:i32 = var
%sa:i32 = sext %a
%sb:i32 = sext %b
%p:i32 = mulnsw %sa, %sb
%q:i32 = mulnsw %c, %d
%s:i32 = addnsw %p, %q
%m:i32 = mul %s, 4076929024:i32
%t:i32 = ashrexact %m, 16:i32
%r:i32 = mulnsw %t, 4294963967:i32
infer %r
"""


def test_a_montgomery_reduction_is_bounded_once_cut_loose() -> None:
    """mlkem's −3329 · ((p · QINV) ashr 16): within [−3329 · 32767, 3329 · 32768] for
    any p · QINV, shown with the value two below cut loose; a bound one less is not
    shown (−3329 · −32768 is reached by the relaxed question)."""
    fragment = _parse(MONTGOMERY)
    session = open_session(fragment, OracleOptions.solver_only())
    target = Target(session, fragment.root)
    assert none_even_cut_loose(target, target.term > 3329 * 32768)
    assert none_even_cut_loose(target, target.term < -3329 * 32767)
    assert not none_even_cut_loose(target, target.term > 3329 * 32768 - 1)


def test_a_probe_that_gives_up_is_not_counted() -> None:
    """`Session.probe_fresh` answers None when it gives up, and leaves `give_ups` as it
    was (the later queries keep their full budget)."""
    fragment = _parse(MONTGOMERY)
    session = open_session(fragment, OracleOptions.solver_only())
    x, y = z3.BitVecs("x y", 64)
    hard = z3.And(x * y == 0xDEADBEEFDEADBEEF, x != 1, y != 1, z3.UGT(x, 3), z3.UGT(y, 3))
    assert session.probe_fresh(hard, 1) is None
    assert session.give_ups == 0
    assert session.probe_fresh(x != x, 50) is False


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    fragments(widths=(3, 4), max_insts=6, max_vars=3, path_conditions=False),
    st.integers(min_value=0, max_value=15),
    st.booleans(),
)
def test_what_cut_loose_refutes_no_defined_execution_reaches(fragment: Fragment, bound: int, above: bool) -> None:
    """Random fragments and bounds: where "the value is above (below) the bound" is
    refuted with the cone cut loose, enumeration finds no such value."""
    _check(fragment, bound, above)


def test_the_random_fragments_are_refuted_cut_loose() -> None:
    """Not vacuous: some random conditions are refuted only once cut loose, among
    them ones the cut makes a difference to (a value of the cone is cut)."""
    refuted = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(
        fragments(widths=(3, 4), max_insts=6, max_vars=3, path_conditions=False),
        st.integers(min_value=0, max_value=15),
        st.booleans(),
    )
    def collect(fragment: Fragment, bound: int, above: bool) -> None:
        nonlocal refuted
        refuted += _check(fragment, bound, above)

    collect()
    assert refuted >= 10, refuted


def _check(fragment: Fragment, bound: int, above: bool) -> bool:
    """The check above; whether the condition was refuted cut loose."""
    if any(True for _ in fragment.freezes()) or fragment.root_inst.op is Opcode.VAR:
        return False
    width = fragment.root_inst.width
    bound &= (1 << width) - 1
    session = open_session(fragment, OracleOptions.solver_only())
    target = Target(session, fragment.root)
    term = target.term
    condition = z3.UGT(term, bound) if above else z3.ULT(term, bound)
    if not none_even_cut_loose(target, condition):
        return False
    reached = reached_values(fragment)
    assert all(v <= bound for v in reached) if above else all(v >= bound for v in reached), (fragment, bound, above)
    return True
