"""The gap search around a hole (`auditor.oracles.gap`) against concrete value sets:
its cover always holds every value, and when it says it settled, the cover's
complement is exactly the set's gap around the hole."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from auditor.domains.ranges import ConstantRange
from auditor.oracles.gap import widen


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
