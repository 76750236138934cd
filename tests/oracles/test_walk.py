"""Walks (`auditor.oracles.walk`) against enumeration: when a walk says no gap of the
value set is wider than g, none is."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.range_search import stages
from auditor.oracles.session import Session, Status
from auditor.oracles.walk import gaps_at_most
from auditor.readers.souper import parse_text
from tests.oracles.test_few_missed import reached_values
from tests.strategies import fragments


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def widest_gap(values: set[int], width: int) -> int:
    """The most consecutive values (round the circle) none of `values` is."""
    ordered = sorted(values)
    space = 1 << width
    gaps = [b - a - 1 for a, b in itertools.pairwise(ordered)] + [ordered[0] + space - ordered[-1] - 1]
    return max(gaps)


BLOCK_SIZE = """
%x:i8 = var
%s6:i8 = add %x, 6:i8
%h:i8 = lshr %x, 2:i8
%m:i8 = and %h, 60:i8
%s:i8 = add %s6, %m
%o:i1 = ult %s, %x
%z:i8 = select %o, 0:i8, %s
%v:i8 = add %z, 255:i8
infer %v
"""


def test_block_sizes_leave_no_gap_wider_than_the_walk_steps() -> None:
    """enc_encode.ll:424 at i8 (`x + 6 + ((x >> 2) & 60)`, 0 where the sum wraps, less
    one): it skips 4 values each time x crosses a multiple of 16 and the 5 below 5
    (from 255, where it wraps, to f(0) = 5), so no gap is wider than 5 — the walk along
    x shows it, and [5, 0) is the smallest range — and one is 5 wide: the walk does
    not claim 4."""
    fragment = _parse(BLOCK_SIZE)
    assert widest_gap(reached_values(fragment), 8) == 5
    session = open_session(fragment, OracleOptions.solver_only())
    assert gaps_at_most(session, fragment.root, 0, 5)
    assert not gaps_at_most(session, fragment.root, 0, 4)


def test_a_walk_bound_holds() -> None:
    """Random fragments: where a walk bounds every gap by g, enumeration agrees; and
    some do (not vacuous)."""
    shown = 0

    @settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4), max_insts=5, max_vars=3, path_conditions=False))
    def collect(fragment: Fragment) -> None:
        nonlocal shown
        if any(True for _ in fragment.freezes()):
            return
        width = fragment.root_inst.width
        reached = reached_values(fragment)
        for gap in (0, 1, 2):
            session = open_session(fragment, OracleOptions.solver_only())
            if gaps_at_most(session, fragment.root, 0, gap):
                assert reached and widest_gap(reached, width) <= gap, fragment
                shown += 1

    collect()
    assert shown >= 10, shown


SHA256_PADDING = """
%346:i32 = var
%5:i64 = var
%55:i32 = trunc %5
%56:i32 = and %55, 3:i32
%60:i32 = shlnw %56, 3:i32
%61:i32 = subnw 32:i32, %60
%214:i32 = shlnsw 4294967295:i32, %61
%347:i32 = and %346, %214
%62:i32 = xor %60, 24:i32
%215:i32 = shlnuw 128:i32, %62
%348:i32 = or %347, %215
infer %348
"""


def test_the_range_search_takes_a_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    """SHA256.ll:1035, the padding byte 0x80 or-ed under a mask of the message word:
    values 128 to 2^32 − 128 whose low 7 bits are 0 (shifted out by the search), and
    above them (x >> 8)·2 + 1 along x at one shift amount — steps of 0 or 2, so no gap
    is wider than the one value the hull leaves out: the hull is proven by the walk
    (on the whole corpora no other stage proved it: the ∃∀ question gives up)."""
    (fragment,) = parse_text(SHA256_PADDING).fragments
    shown: list[tuple[int, bool]] = []

    def spy(session: Session, index: int, shift: int, gap: int, cover: ConstantRange | None = None) -> bool:
        answer = gaps_at_most(session, index, shift, gap, cover)
        shown.append((gap, answer))
        return answer

    monkeypatch.setattr(stages, "gaps_at_most", spy)  # the `walk` stage's call; the trace has no gap
    result = run_oracle(fragment, [Domain.RANGE], values=[fragment.root], options=OracleOptions.solver_only())
    (fact,) = [f for f in result.facts if f.value == fragment.root]
    assert (fact.status, fact.fact) == (Status.PROVEN, ConstantRange(128, (1 << 32) - 127, 32))
    assert shown == [(1, True)]  # one value left out, in the space without the 7 zero bits


def unsigned_hull(values: set[int], width: int) -> ConstantRange:
    return ConstantRange.from_bounds(min(values), max(values), width)


def test_a_walk_between_a_covers_ends_bound_holds() -> None:
    """Random fragments, each given its unsigned hull (enumerated) as the cover: where
    a walk between the hull's ends bounds every gap by the one the hull leaves out,
    enumeration agrees; and some are shown that no walk round the circle shows."""
    shown = 0
    only_between = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4), max_insts=5, max_vars=3, path_conditions=False))
    def collect(fragment: Fragment) -> None:
        nonlocal shown, only_between
        if any(True for _ in fragment.freezes()):
            return
        width = fragment.root_inst.width
        reached = reached_values(fragment)
        if len(reached) < 2:
            return
        hull = unsigned_hull(reached, width)
        if hull.is_full:
            return
        gap = (1 << width) - hull.size
        session = open_session(fragment, OracleOptions.solver_only())
        if gaps_at_most(session, fragment.root, 0, gap, hull):
            assert widest_gap(reached, width) <= gap, fragment
            shown += 1
            if not gaps_at_most(open_session(fragment, OracleOptions.solver_only()), fragment.root, 0, gap):
                only_between += 1

    collect()
    assert shown >= 10 and only_between >= 3, (shown, only_between)


SHA512_PADDING = """
%86:i8 = var
%5:i8 = var
%56:i8 = and %5, 1:i8
%60:i8 = shlnw %56, 2:i8
%63:i8 = xor %60, 4:i8
%76:i8 = shlnuw 2:i8, %63
%87:i8 = or %86, %76
infer %87
"""


def test_a_walk_between_the_hulls_ends_proves_the_padding_range(monkeypatch: pytest.MonkeyPatch) -> None:
    """SHA512.ll:972 (SHA256.ll:862 alike) at i8: the padding bit or-ed into the
    message word, `x | (2 << 4k)`, takes every value with bit 1 or bit 5 set: from 2
    up, with holes of 2 — none wider than the 2 values below 2, so [2, 0) is the
    smallest range (enumerated). At k = 1, x | 2 steps by +1, −1 and +3 as x counts
    up, from 2 to 255: a walk between the hull's ends, not round the circle (which
    no walk along x or k makes)."""
    fragment = _parse(SHA512_PADDING)
    reached = reached_values(fragment)
    assert min(reached) == 2 and widest_gap(reached, 8) == 2
    shown: list[tuple[int, bool, bool]] = []

    def spy(session: Session, index: int, shift: int, gap: int, cover: ConstantRange | None = None) -> bool:
        answer = gaps_at_most(session, index, shift, gap, cover)
        shown.append((gap, answer, gaps_at_most(session, index, shift, gap)))
        return answer

    monkeypatch.setattr(stages, "gaps_at_most", spy)  # the `walk` stage's call; the trace has no gap
    result = run_oracle(fragment, [Domain.RANGE], values=[fragment.root], options=OracleOptions.solver_only())
    (fact,) = [f for f in result.facts if f.value == fragment.root]
    assert (fact.status, fact.fact) == (Status.PROVEN, ConstantRange(2, 0, 8))
    assert (2, True, False) in shown


def test_a_walk_between_ends_claims_no_narrower_bound() -> None:
    """The same value: no walk bounds the gaps by 1 (one is 2 wide), whatever cover
    is given — a cover that leaves out more than the bound is not used, and one whose
    ends the walk does not reach shows nothing."""
    fragment = _parse(SHA512_PADDING)
    session = open_session(fragment, OracleOptions.solver_only())
    assert not gaps_at_most(session, fragment.root, 0, 1, ConstantRange(2, 0, 8))
    assert not gaps_at_most(session, fragment.root, 0, 1, ConstantRange(1, 0, 8))
    assert not gaps_at_most(session, fragment.root, 0, 2, ConstantRange(1, 255, 8))
    assert gaps_at_most(session, fragment.root, 0, 2, ConstantRange(2, 0, 8))
