"""The gap search around a hole (`auditor.oracles.gap`) against concrete value sets:
its cover always holds every value, and when it says it settled, the cover's
complement is exactly the set's gap around the hole."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.oracles.gap import split, widen
from auditor.oracles.session import Unknown


def _inside(values: set[int], width: int, rng: random.Random, counter: list[int]) -> object:
    """A solver over a concrete set: any value in circular [p, q), chosen at random."""

    def inside(p: int, q: int) -> int | None:
        counter.append(1)
        size = (q - p) % (1 << width)
        found = [v for v in values if (v - p) % (1 << width) < size]
        return rng.choice(found) if found else None

    return inside


def _gap_around(values: set[int], width: int, point: int) -> ConstantRange:
    """The complement of the unreached run containing `point` (brute force)."""
    space = 1 << width
    up = point
    while up not in values:
        up = (up + 1) % space
    down = point
    while down not in values:
        down = (down - 1) % space
    return ConstantRange.non_empty(up, (down + 1) % space, width)


@st.composite
def _sets_and_holes(draw: st.DrawFn) -> tuple[int, set[int], ConstantRange]:
    width = draw(st.integers(2, 7))
    space = 1 << width
    values = draw(st.sets(st.integers(0, space - 1), min_size=1, max_size=space - 1))
    unreached = [v for v in range(space) if v not in values]
    point = draw(st.sampled_from(unreached))
    gap = _gap_around(values, width, point)  # the hole: part of that gap, around point
    below = draw(st.integers(0, (point - gap.hi) % space))
    above = draw(st.integers(0, (gap.lo - point - 1) % space))
    return width, values, ConstantRange.non_empty((point - below) % space, (point + above + 1) % space, width)


@given(_sets_and_holes(), st.integers(1, 16), st.integers(0, 2**32))
def test_the_widened_gap_is_the_sets_gap_around_the_hole(
    case: tuple[int, set[int], ConstantRange], steps: int, seed: int
) -> None:
    width, values, hole = case
    rng = random.Random(seed)
    known = rng.sample(sorted(values), k=rng.randint(1, len(values)))
    asked: list[int] = []
    widened = widen(_inside(values, width, rng, asked), width, hole, known, steps)  # type: ignore[arg-type]
    assert all(widened.cover.contains(v) for v in values)
    assert not any(hole.contains(v) for v in values)
    assert len(asked) <= 2 * steps
    exact = _gap_around(values, width, hole.lo)
    if widened.settled:
        assert widened.cover == exact
    else:  # the part of the gap proven so far: the cover holds the exact one
        assert all(widened.cover.contains(v) for v in range(1 << width) if exact.contains(v))


def test_a_side_settles_in_one_question_when_the_samples_hold_its_boundary() -> None:
    """The hole [10, 20) of {3, 25, 40} at i6, with 3 and 25 sampled: whether anything
    is nearer, once per side (both unsat), and the gap is (3, 25)."""
    asked: list[int] = []
    widened = widen(_inside({3, 25, 40}, 6, random.Random(0), asked), 6, ConstantRange(10, 20, 6), [3, 25, 40], 8)  # type: ignore[arg-type]
    assert widened.settled and (widened.cover.lo, widened.cover.hi) == (25, 4)
    assert len(asked) == 2


def test_bisection_finds_a_boundary_the_samples_missed() -> None:
    """{0, 1000} at i16 with only 1000 sampled round the hole [500, 501): below, the
    value 0 is found by bisection; the search settles within its steps."""
    widened = widen(_inside({0, 1000}, 16, random.Random(1), []), 16, ConstantRange(500, 501, 16), [1000], 40)  # type: ignore[arg-type]
    assert widened.settled and (widened.cover.lo, widened.cover.hi) == (1000, 1)


def _smallest(values: set[int], width: int) -> ConstantRange:
    return forward_domain(Domain.RANGE).from_values(np.array(sorted(values), dtype=object), width)


@given(st.integers(1, 8), st.data(), st.integers(0, 2**32))
def test_the_split_gap_is_the_sets_smallest_range(width: int, data: st.DataObject, seed: int) -> None:
    """Random sets, any witnesses: when `split` answers, it is the smallest range of
    the set (ties broken as ConstantRange's α), whatever values the solver names; it
    stops when told to."""
    space = 1 << width
    values = data.draw(st.sets(st.integers(0, space - 1), min_size=1, max_size=space))
    rng = random.Random(seed)
    known = rng.sample(sorted(values), k=rng.randint(1, len(values)))
    asked: list[int] = []
    assert split(_inside(values, width, rng, asked), width, lambda: known, lambda: True) == _smallest(values, width)  # type: ignore[arg-type]
    budget = data.draw(st.integers(0, 3))
    left = [budget]

    def more() -> bool:
        left[0] -= 1
        return left[0] >= 0

    answer = split(_inside(values, width, rng, []), width, lambda: known, more)  # type: ignore[arg-type]
    assert answer is None or answer == _smallest(values, width)


def test_a_middle_half_found_empty_is_not_asked_again() -> None:
    """{0, 100} at i8, both known: the widest gap (101 … 255, 155 values) has an empty
    middle half, asked once; then the whole gap, empty: two questions."""
    asked: list[int] = []
    found = split(_inside({0, 100}, 8, random.Random(0), asked), 8, lambda: [0, 100], lambda: True)  # type: ignore[arg-type]
    assert found == ConstantRange(0, 101, 8)
    assert len(asked) == 2


def test_a_question_that_gives_up_ends_the_split() -> None:
    def inside(p: int, q: int) -> int | None:
        raise Unknown("gave up")

    assert split(inside, 8, lambda: [0, 100], lambda: True) is None


def test_a_carry_less_products_widest_gap_in_few_questions() -> None:
    """ghash's (x & 0x11111111) · (y & 0x22222222) at i32 (4,672 distinct products of
    2^16 pairs, enumerated): from one known value the widest gap is found in under a
    hundred questions."""
    values = {(a * b) & 0xFFFFFFFF for a in _submasks(0x11111111) for b in _submasks(0x22222222)}
    asked: list[int] = []
    found = split(_inside(values, 32, random.Random(3), asked), 32, lambda: [0], lambda: True)  # type: ignore[arg-type]
    assert found == _smallest(values, 32)
    assert len(asked) < 100, len(asked)


def _submasks(m: int) -> list[int]:
    subs = [0]
    for bit in (1 << i for i in range(m.bit_length()) if m >> i & 1):
        subs += [s | bit for s in subs]
    return subs


def test_a_dense_set_is_given_up_once_its_widest_gap_shrinks() -> None:
    """Every multiple of 4 at i12 from one known value: each answer closes one of many
    gaps alike; with `shrink` 8 the split stops once the widest gap is an eighth of the
    first, long before the 1,024 questions the whole set would take."""
    values = set(range(0, 1 << 12, 4))
    asked: list[int] = []
    assert split(_inside(values, 12, random.Random(5), asked), 12, lambda: [0], lambda: True, shrink=8) is None
    assert len(asked) < 100, len(asked)
    assert split(_inside(values, 12, random.Random(5), []), 12, lambda: [0], lambda: True) == _smallest(values, 12)
