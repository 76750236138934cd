"""The lattice laws every forward domain must satisfy, checked exhaustively at small
widths and on random sets at larger ones. These are the proofs that the exhaustive
oracle (α of all reachable values) is sound and maximally precise."""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import FORWARD, Domain, ForwardDomain, forward_domain
from auditor.ir.fragment import mask
from tests.domains.facts import (
    BOOLEANS,
    RANGES,
    all_facts,
    array,
    gamma,
    members,
    naive_contains,
    own_facts,
    range_key,
    reference_alpha,
)
from tests.strategies import edge_values

SMALL = (1, 2, 3, 4)


@cache
def gammas(d: Domain, w: int) -> tuple[tuple[Any, int], ...]:
    """Every fact of the domain's own lattice with γ as a bitmask."""
    dom = forward_domain(d)
    return tuple((f, gamma(dom, f, w)) for f in own_facts(d, w))


@cache
def all_gammas(d: Domain, w: int) -> tuple[tuple[Any, int], ...]:
    dom = forward_domain(d)
    return tuple((f, gamma(dom, f, w)) for f in all_facts(d, w))


def check_alpha(d: Domain, s: int, w: int) -> None:
    """α soundness and optimality for the set with bitmask s (w ≤ 4)."""
    dom = forward_domain(d)
    values = members(s)
    best = dom.from_values(array(values, w), w)
    g_best = gamma(dom, best, w)
    assert s & ~g_best == 0, f"{d} α unsound for {values}: {dom.format(best)}"
    covers = [(f, g) for f, g in gammas(d, w) if s & ~g == 0]
    assert any(f == best for f, _ in covers), f"{d} α left its lattice: {best}"
    if d is Domain.RANGE:
        # No unique least cover: α is the smallest, ties broken by range_key.
        assert best == min((f for f, _ in covers), key=range_key), (values, best)
        assert not any(g & ~g_best == 0 and g != g_best for _, g in covers)
    else:
        # A least cover exists in the domain's own lattice and α is it.
        for f, g in covers:
            assert g_best & ~g == 0, f"{d}: {dom.format(f)} ⊇ {values} is more precise than α = {dom.format(best)}"


@pytest.mark.parametrize("d", FORWARD)
def test_contains_matches_definition(d: Domain) -> None:
    dom = forward_domain(d)
    for w in SMALL:
        for f in all_facts(d, w):
            for v in range(1 << w):
                assert dom.contains(f, v) == naive_contains(d, f, v, w), (w, f, v)


@pytest.mark.parametrize("d", FORWARD)
def test_alpha_exhaustive_over_all_subsets(d: Domain) -> None:
    for w in (1, 2, 3):
        for s in range(1, 1 << (1 << w)):
            check_alpha(d, s, w)


@pytest.mark.parametrize("d", FORWARD)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_alpha_optimal_on_random_sets_at_4_bits(d: Domain, data: st.DataObject) -> None:
    s = data.draw(st.integers(1, (1 << 16) - 1))
    check_alpha(d, s, 4)


def value_lists(w: int) -> st.SearchStrategy[list[int]]:
    value = st.one_of(st.sampled_from(edge_values(w)), st.integers(0, mask(w)))
    return st.lists(value, min_size=1, max_size=40)


@pytest.mark.parametrize("d", FORWARD)
@pytest.mark.parametrize("w", [4, 5, 8, 64, 100])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_alpha_sound_and_matches_reference(d: Domain, w: int, data: st.DataObject) -> None:
    dom = forward_domain(d)
    values = data.draw(value_lists(w))
    best = dom.from_values(array(values, w), w)
    assert all(dom.contains(best, v) for v in values)
    assert best == reference_alpha(d, values, w)
    # The object-dtype path (Python ints) gives the same answer.
    assert dom.from_values(np.array(values, dtype=object), w) == best


def test_range_alpha_ties() -> None:
    dom = forward_domain(Domain.RANGE)
    cases = {
        # {0, 8} at i4: [0,9) and [8,1) both have 9 values; the non-wrapping one wins.
        (4, (0, 8)): "[0,9)",
        # {2, 6, 10, 14}: four gaps of 3; [2,15) is the only cover that does not wrap.
        (4, (2, 6, 10, 14)): "[2,15)",
        # {0, 4, 8, 12}: [0,13) does not wrap.
        (4, (0, 4, 8, 12)): "[0,13)",
        # {1, 5, 9, 13}: every gap is 3; [1,14) is the one cover that does not wrap.
        (4, (1, 5, 9, 13)): "[1,14)",
        # {3, 7, 11, 15}: [3,0) does not wrap unsigned (hi = 0 is LLVM's special case).
        (4, (3, 7, 11, 15)): "[3,0)",
        # {0, 15}: the smallest cover wraps, [15,1).
        (4, (0, 15)): "[15,1)",
        # {6, 10} at i4: gaps 3 (inner) and 11 (round): [6,11).
        (4, (6, 10)): "[6,11)",
        # {0, 5, 10} at i4: gaps 4, 4, 5 → leave out 11..15: [0,11).
        (4, (0, 5, 10)): "[0,11)",
        # {1, 7, 9, 15}: two gaps of 5 (2..6, 10..14); both covers wrap unsigned and
        # signed, so the smaller lo decides: [7,2).
        (4, (1, 7, 9, 15)): "[7,2)",
        # i5 {0, 2, 10, 12, 20, 26, 31}: two gaps of 7 (3..9, 13..19); both covers wrap
        # unsigned, [10,3) also wraps signed (15 → 16), [20,13) does not and wins
        # despite its larger lo.
        (5, (0, 2, 10, 12, 20, 26, 31)): "[20,13)",
    }
    for (w, values), text in cases.items():
        assert dom.format(dom.from_values(array(values, w), w)) == text, values


@pytest.mark.parametrize("d", FORWARD)
def test_leq_is_gamma_inclusion(d: Domain) -> None:
    dom = forward_domain(d)
    for w in SMALL:
        facts = all_gammas(d, w)
        for a, ga in facts:
            for b, gb in facts:
                assert dom.leq(a, b) == (ga & ~gb == 0), (w, a, b)


@pytest.mark.parametrize("d", FORWARD)
def test_top_is_everything(d: Domain) -> None:
    dom = forward_domain(d)
    for w in SMALL:
        assert gamma(dom, dom.top(w), w) == (1 << (1 << w)) - 1


def check_join(d: Domain, a: Any, ga: int, b: Any, gb: int, w: int) -> None:
    """join is an upper bound, and exactly α(γ(a) ∪ γ(b)): with α optimal (above) that
    makes it the least upper bound in the domain's lattice, and for `range` the same
    smallest cover α picks."""
    dom = forward_domain(d)
    j = dom.join(a, b)
    gj = gamma(dom, j, w)
    assert (ga | gb) & ~gj == 0, (w, a, b, j)
    if ga | gb:
        assert j == dom.from_values(array(members(ga | gb), w), w), (w, a, b, j)
    else:
        assert gj == 0


@pytest.mark.parametrize("d", FORWARD)
def test_join_exhaustive(d: Domain) -> None:
    for w in (1, 2, 3) if d in RANGES else SMALL:
        facts = all_gammas(d, w)
        for a, ga in facts:
            for b, gb in facts:
                check_join(d, a, ga, b, gb, w)


@pytest.mark.parametrize("d", RANGES)
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_range_join_at_4_bits(d: Domain, data: st.DataObject) -> None:
    facts = all_gammas(d, 4)
    (a, ga), (b, gb) = data.draw(st.sampled_from(facts)), data.draw(st.sampled_from(facts))
    check_join(d, a, ga, b, gb, 4)


@pytest.mark.parametrize("d", FORWARD)
def test_parse_format_round_trip(d: Domain) -> None:
    dom = forward_domain(d)
    for w in SMALL:
        for f in all_facts(d, w):
            assert dom.parse(dom.format(f), w) == f


@pytest.mark.parametrize("d", FORWARD)
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_parse_format_round_trip_at_64_bits(d: Domain, data: st.DataObject) -> None:
    dom = forward_domain(d)
    values = data.draw(value_lists(64))
    f = dom.from_values(array(values, 64), 64)
    assert dom.parse(dom.format(f), 64) == f


@pytest.mark.parametrize("d", FORWARD)
def test_gap_is_zero_between_equal_facts(d: Domain) -> None:
    dom = forward_domain(d)
    for w in (1, 3):
        for f in all_facts(d, w):
            assert dom.precision_gap(f, f) == 0.0


@pytest.mark.parametrize("d", FORWARD)
def test_gap_is_positive_exactly_when_strictly_less_precise(d: Domain) -> None:
    """On facts of the domain's own lattice (w ≤ 3): claimed sound and strictly weaker
    than best ⇔ a positive gap."""
    dom = forward_domain(d)
    for w in (1, 2, 3):
        for best, gb in gammas(d, w):
            if gb == 0:
                continue
            for claimed, gc in gammas(d, w):
                if gb & ~gc == 0:
                    assert (dom.precision_gap(claimed, best) > 0) == (gc != gb), (w, claimed, best)


def test_boolean_domains_listed() -> None:
    assert set(BOOLEANS) | set(RANGES) | {Domain.KNOWN_BITS, Domain.SIGN_BITS} == set(FORWARD)


def test_registry_objects_have_their_names() -> None:
    for d in FORWARD:
        dom: ForwardDomain[Any] = forward_domain(d)
        assert dom.name is d
