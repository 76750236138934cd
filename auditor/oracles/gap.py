"""The gap of a value set around a proven hole: how far the unreached values go on each
side of an interval known to hold none.

A smallest wrapped range is the complement of the set's widest gap. When the ∃∀
question of the range search (`range_search.covers.cover_start`) names a cover smaller
than the hulls, the values it leaves out are a hole of the set — checked by one
quantifier-free query — but not yet a whole gap: the gap goes on to the nearest reached
value on each side. Those two are found here, each by a search like an extreme's
(`range_search.hulls.extreme_of`): after each reached value found, whether any lies strictly
closer (one unsat answer settles the side); else a bisection of what is left. The
cover left is the complement of the widened gap, proven whether or not both sides
settle.

When no ∃∀ answer names a hole, the widest gap is found from the witnesses instead
(`split`): the widest gap between reached values is asked about — first its middle
half, so that a value found there leaves no piece wider than three quarters of it,
then all of it — until one is proven empty. It is then the widest gap of the set: every
other gap lies between two reached values closer than its ends. Carry-less products
(ghash's `(x & 0x1111…) · (y & 0x2222…)`) leave gaps of 2^58 among values with no
structure the other searches see; each question about them takes the solver
milliseconds, and a few dozen settle the widest.

The searches ask only `Inside` questions, so they are tested against a concrete set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.oracles.session import Unknown

Inside = Callable[[int, int], int | None]
"""A reached value in the circular interval [p, q) of the space (p ≠ q), or None when
there is none (proven); raises Unknown when it cannot tell (the side's search then
ends with what it proved)."""


@dataclass(frozen=True)
class Widened:
    """`cover` holds every reached value (everything outside it is proven unreached);
    `settled` when both its ends are reached, so that its complement is a whole gap."""

    cover: ConstantRange
    settled: bool


def widen(inside: Inside, width: int, hole: ConstantRange, reached: list[int], steps: int) -> Widened:
    """The gap around `hole` (a non-empty, not full interval no value is in, proven),
    widened to the nearest reached values, `steps` questions at most per side.
    `reached` holds reached values (at least one), the starting points."""
    space = 1 << width
    start, stop = hole.lo, hole.hi  # the hole is [start, stop)
    # Distances t from the hole: below it the values start − t (t ≥ 1), above it
    # stop + t (t ≥ 0). On each side, [first, nearest) is the part of the distances
    # not yet known: those below `first` are proven unreached, `nearest` is reached.
    below = min((start - v) % space or space for v in reached)
    above = min((v - stop) % space for v in reached)

    def ask_below(first: int, last: int) -> int | None:
        found = inside((start - last) % space, (start - first + 1) % space)
        return None if found is None else (start - found) % space

    def ask_above(first: int, last: int) -> int | None:
        found = inside((stop + first) % space, (stop + last + 1) % space)
        return None if found is None else (found - stop) % space

    low = _side(ask_below, 1, below, steps)
    high = _side(ask_above, 0, above, steps)
    # From `start − (low.first − 1)` round the hole to `stop + high.first`, exclusive,
    # no value is reached.
    cover = ConstantRange.non_empty((stop + high.first) % space, (start - low.first + 1) % space, width)
    return Widened(cover, low.first == low.nearest and high.first == high.nearest)


@dataclass
class _Side:
    first: int  # the smallest distance not proven unreached
    nearest: int  # the distance of the nearest value known reached


def _side(ask: Callable[[int, int], int | None], first: int, nearest: int, steps: int) -> _Side:
    """One side's search: `ask(first, last)` is the distance of a reached value in
    [first, last], None when there is none (proven). Steps alternate between asking
    whether anything is nearer than the nearest found (where the solver names the
    boundary value itself, one unsat answer then settles the side) and bisecting what
    is left, so at most twice the bisection's steps are taken."""
    side = _Side(first, nearest)
    confirm = True
    while side.first < side.nearest and steps > 0:
        steps -= 1
        last = side.nearest - 1 if confirm else (side.first + side.nearest - 1) // 2
        try:
            found = ask(side.first, last)
        except Unknown:
            break
        if found is None:
            side.first = last + 1
        elif not side.first <= found <= last:
            raise AssertionError(f"a value at distance {found} is not in [{side.first}, {last}]")
        else:
            side.nearest = found
        confirm = not confirm
    return side


def split(
    inside: Inside,
    width: int,
    reached: Callable[[], Iterable[int]],
    more: Callable[[], bool],
    shrink: int | None = None,
) -> ConstantRange | None:
    """The smallest wrapped range of the set, proven, or None when `more()` turns false
    (or a question gives up) first: the widest gap between the reached values (at
    least one; `reached()` is read again before each question, and each value `inside`
    names is added to them) is asked about, its middle half first, until one is proven
    empty. Of equally wide gaps, the one the cover of ConstantRange's choice leaves out
    (`from_values`) is asked about. With `shrink`, None as well once the widest gap is
    narrower than 1/shrink of the first: the set is dense, each answer closing one of
    many gaps alike (ARC2's 16-bit rotates, mlkem's strides), where on the sets it
    settled the widest gap narrowed by 6 at most, most often by 2."""
    space = 1 << width
    found: set[int] = set()
    middles: set[tuple[int, int]] = set()  # gaps whose middle half is proven empty
    first = None
    while more():
        start, size = _widest_gap([*reached(), *found], width)
        if size == 0:
            return ConstantRange.full(width)
        first = size if first is None else first
        if shrink is not None and size * shrink < first:
            return None
        quarter = size // 4
        try:
            if quarter and (start, size) not in middles:
                value = inside((start + quarter) % space, (start + size - quarter) % space)
                if value is None:
                    middles.add((start, size))
                    continue
            else:
                value = inside(start, (start + size) % space)
                if value is None:
                    return ConstantRange.non_empty((start + size) % space, start, width)
        except Unknown:
            return None
        if not (value - start) % space < size:
            raise AssertionError(f"the value {value} is not in the gap [{start}, {start + size})")
        found.add(value)
    return None


def _widest_gap(values: list[int], width: int) -> tuple[int, int]:
    """(first value, size) of the widest circular run of unreached values between
    `values` (any order, repeats allowed: `from_values` sorts them) — the one the
    smallest cover of ConstantRange's choice leaves out — or (0, 0) when there is none."""
    cover = forward_domain(Domain.RANGE).from_values(np.asarray(values, dtype=object), width)
    if cover.is_full:
        return 0, 0
    return cover.hi, (cover.lo - cover.hi) % (1 << width)
