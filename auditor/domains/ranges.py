"""Integer ranges with LLVM ConstantRange semantics, and the three range domains.

A `ConstantRange` is a half-open interval [lo, hi) on the circle of `width`-bit values:
it may wrap past 2^w − 1 to 0. As in LLVM, lo == hi encodes the full set when both are
2^w − 1 and the empty set when both are 0; any other lo == hi is invalid.

Ranges on a circle have no unique smallest cover, so the domains differ in which
cover α picks:
- `range`: the smallest one (LLVM's PreferredRangeType::Smallest), ties broken by a
  fixed rule so that the oracle is deterministic;
- `unsigned-range`: [umin, umax] — what LLVM's getUnsignedMin/Max can state;
- `signed-range`: [smin, smax] — what getSignedMin/Max can state.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import z3

from auditor.domains.base import Domain, ForwardDomain, Values, check_term, check_width, normalise_values, same_width
from auditor.ir.fragment import mask, to_signed
from auditor.semantics.smt import BV, Bool, false, true


@dataclass(frozen=True, slots=True)
class ConstantRange:
    lo: int
    hi: int
    width: int

    def __post_init__(self) -> None:
        check_width(self.width)
        m = mask(self.width)
        if not (0 <= self.lo <= m and 0 <= self.hi <= m):
            raise ValueError(f"range bounds [{self.lo},{self.hi}) do not fit i{self.width}")
        if self.lo == self.hi and self.lo not in (0, m):
            # ConstantRange(APInt, APInt) asserts the same.
            raise ValueError(f"[{self.lo},{self.hi}) is neither the full nor the empty set")

    def __str__(self) -> str:
        """The text format (`RangeLattice.format`): `[1,5)`, `full-set`, `empty-set`."""
        if self.is_full:
            return "full-set"
        if self.is_empty:
            return "empty-set"
        return f"[{self.lo},{self.hi})"

    @classmethod
    def full(cls, width: int) -> ConstantRange:
        return cls(mask(width), mask(width), width)

    @classmethod
    def empty(cls, width: int) -> ConstantRange:
        return cls(0, 0, width)

    @classmethod
    def from_bounds(cls, lo: int, hi_inclusive: int, width: int) -> ConstantRange:
        """{lo, lo+1, …, hi_inclusive} going round the circle (bounds taken mod 2^w, so
        signed bounds work); the full set when that covers everything. Never empty."""
        return cls.non_empty(lo, hi_inclusive + 1, width)

    @classmethod
    def non_empty(cls, lo: int, hi: int, width: int) -> ConstantRange:
        """ConstantRange::getNonEmpty: [lo, hi) mod 2^w, reading lo == hi as full."""
        m = mask(width)
        lo, hi = lo & m, hi & m
        return cls.full(width) if lo == hi else cls(lo, hi, width)

    @property
    def is_full(self) -> bool:
        return self.lo == self.hi == mask(self.width)

    @property
    def is_empty(self) -> bool:
        return self.lo == self.hi == 0

    @property
    def size(self) -> int:
        """Number of values, 0 … 2^w."""
        if self.is_full:
            return 1 << self.width
        return (self.hi - self.lo) & mask(self.width)

    @property
    def is_wrapped(self) -> bool:
        """ConstantRange::isWrappedSet: contains both 2^w − 1 and 0 (so [x, 0) is not)."""
        return self.lo > self.hi and self.hi != 0

    @property
    def is_upper_wrapped(self) -> bool:
        """ConstantRange::isUpperWrapped: lo > hi, counting [x, 0) as wrapped."""
        return self.lo > self.hi

    @property
    def is_sign_wrapped(self) -> bool:
        """ConstantRange::isSignWrappedSet: contains both INT_MAX and INT_MIN."""
        s = 1 << (self.width - 1)
        return (self.lo ^ s) > (self.hi ^ s) and self.hi != s

    @property
    def is_upper_sign_wrapped(self) -> bool:
        s = 1 << (self.width - 1)
        return (self.lo ^ s) > (self.hi ^ s)

    def contains(self, value: int) -> bool:
        if self.is_full:
            return True
        return (value - self.lo) & mask(self.width) < self.size

    # getUnsignedMin/Max, getSignedMin/Max (undefined on the empty set, as in LLVM).
    @property
    def unsigned_min(self) -> int:
        return 0 if self.is_full or self.is_wrapped else self.lo

    @property
    def unsigned_max(self) -> int:
        return mask(self.width) if self.is_full or self.is_upper_wrapped else self.hi - 1

    @property
    def signed_min(self) -> int:
        """The least value read as signed (a negative Python int when negative)."""
        if self.is_full or self.is_sign_wrapped:
            return -(1 << (self.width - 1))
        return to_signed(self.lo, self.width)

    @property
    def signed_max(self) -> int:
        if self.is_full or self.is_upper_sign_wrapped:
            return (1 << (self.width - 1)) - 1
        return to_signed((self.hi - 1) & mask(self.width), self.width)

    def hull(self, signed: bool) -> ConstantRange:
        """[getUnsignedMin, getUnsignedMax] (or the signed bounds): all a range says
        about the bounds of its values in that order. Empty stays empty."""
        if self.is_empty:
            return self
        if signed:
            return ConstantRange.from_bounds(self.signed_min, self.signed_max, self.width)
        return ConstantRange.from_bounds(self.unsigned_min, self.unsigned_max, self.width)


def merged_intervals(intervals: Iterable[tuple[int, int]]) -> list[list[int]]:
    """Closed intervals [lo, hi], sorted, those that overlap or touch joined: the
    pieces whose gaps give a smallest cover."""
    merged: list[list[int]] = []
    for lo, hi in sorted(intervals):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return merged


def _smallest_key(r: ConstantRange) -> tuple[int, bool, bool, int]:
    """The order in which `range` prefers covers: smaller, then not wrapping unsigned,
    then not wrapping signed, then the smaller lo. The first component is LLVM's
    getPreferredRange(Smallest); the rest fix LLVM's tie (it keeps the second range)."""
    return (r.size, r.is_wrapped, r.is_sign_wrapped, r.lo)


def _prefer_smallest(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    return min(a, b, key=_smallest_key)


def union_with(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::unionWith(b, Smallest), case for case, with `_smallest_key`
    breaking the size ties. Always a smallest range containing γ(a) ∪ γ(b)."""
    w = same_width(a, b)
    if a.is_full or b.is_empty:
        return a
    if b.is_full or a.is_empty:
        return b
    if not a.is_upper_wrapped and b.is_upper_wrapped:
        return union_with(b, a)
    if not a.is_upper_wrapped and not b.is_upper_wrapped:
        # Disjoint and not touching: cover one of the two gaps.
        if b.hi < a.lo or a.hi < b.lo:
            return _prefer_smallest(ConstantRange(a.lo, b.hi, w), ConstantRange(b.lo, a.hi, w))
        # Overlapping or adjacent: the union is one interval (both hi ≥ 1 here, so
        # LLVM's (Upper - 1) comparison is a plain max).
        return ConstantRange.non_empty(min(a.lo, b.lo), max(a.hi, b.hi), w)
    if not b.is_upper_wrapped:
        # a wraps, b does not.
        if b.hi <= a.hi or b.lo >= a.lo:
            return a
        if b.lo <= a.hi and a.lo <= b.hi:
            return ConstantRange.full(w)
        if a.hi < b.lo and b.hi < a.lo:
            return _prefer_smallest(ConstantRange(a.lo, b.hi, w), ConstantRange(b.lo, a.hi, w))
        if a.hi < b.lo and a.lo <= b.hi:
            return ConstantRange(b.lo, a.hi, w)
        return ConstantRange(a.lo, b.hi, w)
    # Both wrap: they share 0, so the union is one interval or everything.
    if b.lo <= a.hi or a.lo <= b.hi:
        return ConstantRange.full(w)
    return ConstantRange(min(a.lo, b.lo), max(a.hi, b.hi), w)


_RANGE_TEXT = re.compile(r"\[\s*(-?[0-9]+)\s*,\s*(-?[0-9]+)\s*\)")


class _RangeDomain:
    """What the three range domains share: everything but α and join."""

    name: Domain

    def top(self, width: int) -> ConstantRange:
        return ConstantRange.full(width)

    def leq(self, a: ConstantRange, b: ConstantRange) -> bool:
        """ConstantRange::contains(const ConstantRange &): γ(a) ⊆ γ(b)."""
        same_width(a, b)
        if b.is_full or a.is_empty:
            return True
        if b.is_empty or a.is_full:
            return False
        if not b.is_upper_wrapped:
            return not a.is_upper_wrapped and b.lo <= a.lo and a.hi <= b.hi
        if not a.is_upper_wrapped:
            return a.hi <= b.hi or b.lo <= a.lo
        return a.hi <= b.hi and b.lo <= a.lo

    def contains(self, fact: ConstantRange, value: int) -> bool:
        return fact.contains(value)

    def to_smt(self, fact: ConstantRange, term: BV) -> Bool:
        check_term(term, fact.width)
        if fact.is_full:
            return true()
        if fact.is_empty:
            return false()
        # One comparison, wrapped or not: x ∈ [lo, hi) ⇔ (x − lo) mod 2^w <u size.
        w = fact.width
        return z3.ULT(term - z3.BitVecVal(fact.lo, w), z3.BitVecVal(fact.size, w))

    def precision_gap(self, claimed: ConstantRange, best: ConstantRange) -> float:
        """log2(size(claimed) / size(best)), 0 if `best` is not smaller. An empty `best`
        (only for a vacuous value, reported elsewhere) counts as one value."""
        same_width(claimed, best)
        if claimed.size <= best.size:
            return 0.0
        # math.log2 is exact enough on ints of any size; a float ratio would overflow.
        return math.log2(claimed.size) - math.log2(max(best.size, 1))

    def parse(self, text: str, width: int) -> ConstantRange:
        check_width(width)
        s = text.strip()
        if s == "full-set":
            return ConstantRange.full(width)
        if s == "empty-set":
            return ConstantRange.empty(width)
        match = _RANGE_TEXT.fullmatch(s)
        if match is None:
            raise ValueError(f"a range is [lo,hi), full-set or empty-set: {text!r}")
        lo, hi = int(match[1]), int(match[2])
        # LLVM prints APInt bounds signed, Souper unsigned: accept either reading.
        for bound in (lo, hi):
            if not -(1 << (width - 1)) <= bound <= mask(width):
                raise ValueError(f"range bound {bound} does not fit i{width}: {text!r}")
        lo, hi = lo & mask(width), hi & mask(width)
        if lo == hi:
            raise ValueError(f"[{lo},{hi}) is ambiguous; write full-set or empty-set: {text!r}")
        return ConstantRange(lo, hi, width)

    def format(self, fact: ConstantRange) -> str:
        return str(fact)


def _sorted_distinct(values: Values) -> Values:
    """np.unique by sort and compare: numpy 2.4's np.unique takes ~1.4 s on 10^6
    uint64 values where this takes ~10 ms."""
    s = np.sort(values)
    keep = np.empty(len(s), dtype=bool)
    keep[0] = True
    np.not_equal(s[1:], s[:-1], out=keep[1:])
    return s[keep]


class SmallestRangeDomain(_RangeDomain):
    """`range`: the smallest wrapped range, as LLVM's ConstantRange analyses aim for."""

    name = Domain.RANGE

    def join(self, a: ConstantRange, b: ConstantRange) -> ConstantRange:
        return union_with(a, b)

    def from_values(self, values: Values, width: int) -> ConstantRange:
        """The complement of the largest circular gap between the (sorted, distinct)
        values; among equally large gaps `_smallest_key` picks the cover."""
        u = _sorted_distinct(normalise_values(values, width))
        n = 1 << width
        if len(u) == n:
            return ConstantRange.full(width)
        first, last = int(u[0]), int(u[-1])
        wrap_gap = first + n - last - 1  # values outside [first, last]
        inner = np.diff(u)  # each ≥ 1; a gap of d − 1 values between neighbours
        inner_gap = int(inner.max()) - 1 if len(inner) else -1
        if wrap_gap >= inner_gap:
            # [first, last] is the only cover that does not wrap unsigned, so it wins
            # every tie.
            return ConstantRange.from_bounds(first, last, width)
        at = np.flatnonzero(inner == inner_gap + 1)
        los, his = u[at + 1], u[at] + 1  # covers [u[i+1], u[i] + 1): all wrap unsigned
        s = 1 << (width - 1)
        # isSignWrappedSet, vectorised: lo >s hi ⇔ (lo ^ s) >u (hi ^ s).
        sign_wrapped = ((los ^ s) > (his ^ s)) & (his != s)
        ok = np.flatnonzero(~sign_wrapped)
        j = int(ok[0]) if len(ok) else 0  # `at` is increasing, so lo is too
        return ConstantRange(int(los[j]), int(his[j]), width)


class _HullDomain(_RangeDomain):
    """A range domain whose facts are hulls in one order (unsigned or signed)."""

    signed: bool

    def join(self, a: ConstantRange, b: ConstantRange) -> ConstantRange:
        w = same_width(a, b)
        parts = [r for r in (a, b) if not r.is_empty]
        if not parts:
            return a
        low = [r.signed_min if self.signed else r.unsigned_min for r in parts]
        high = [r.signed_max if self.signed else r.unsigned_max for r in parts]
        # The hull even of one wrapped range, so that join is always α(γ(a) ∪ γ(b)).
        return ConstantRange.from_bounds(min(low), max(high), w)


class UnsignedRangeDomain(_HullDomain):
    """`unsigned-range`: [umin, umax]. Its facts never wrap unsigned, and among those
    ranges the lub is the unsigned hull."""

    name = Domain.UNSIGNED_RANGE
    signed = False

    def from_values(self, values: Values, width: int) -> ConstantRange:
        values = normalise_values(values, width)
        return ConstantRange.from_bounds(int(values.min()), int(values.max()), width)


class SignedRangeDomain(_HullDomain):
    """`signed-range`: [smin, smax], bounds written as unsigned numbers mod 2^w. Its facts
    never wrap signed, and among those ranges the lub is the signed hull."""

    name = Domain.SIGNED_RANGE
    signed = True

    def from_values(self, values: Values, width: int) -> ConstantRange:
        values = normalise_values(values, width)
        # Flipping the sign bit maps signed order onto unsigned order.
        s = 1 << (width - 1)
        flipped = values ^ s
        return ConstantRange.from_bounds(int(flipped.min()) ^ s, int(flipped.max()) ^ s, width)


RANGE: ForwardDomain[ConstantRange] = SmallestRangeDomain()
UNSIGNED_RANGE: ForwardDomain[ConstantRange] = UnsignedRangeDomain()
SIGNED_RANGE: ForwardDomain[ConstantRange] = SignedRangeDomain()


def smallest_cover(intervals: Iterable[tuple[int, int]], width: int) -> ConstantRange:
    """The smallest ConstantRange holding every value of the closed intervals [lo, hi]:
    the complement of the largest gap between them on the circle, among equally large
    ones the cover `_smallest_key` prefers — `RANGE.from_values` of the values they hold
    (the exact analogue of ConstantRange::unionWith(Smallest) for any number of
    intervals)."""
    m = mask(width)
    merged = merged_intervals(intervals)
    if not merged:
        return ConstantRange.empty(width)
    first, last = merged[0][0], merged[-1][1]
    gaps: list[tuple[int, ConstantRange | None]] = [(first + m - last, None)]  # the gap through 2^w − 1 → 0
    for (_, hi), (lo, _) in itertools.pairwise(merged):
        gaps.append((lo - hi - 1, ConstantRange(lo, hi + 1, width)))
    largest = max(g for g, _ in gaps)
    if largest == 0:
        return ConstantRange.full(width)
    candidates = [
        r if r is not None else ConstantRange.from_bounds(first, last, width) for g, r in gaps if g == largest
    ]
    return min(candidates, key=_smallest_key)


def smallest_range_without(missing: Iterable[int], width: int) -> ConstantRange:
    """`RANGE.from_values` of every value but `missing` (a few values, not all 2^w),
    without listing the others: the smallest cover of the intervals between the runs
    of consecutive missing values."""
    gone = sorted({v & mask(width) for v in missing})
    if len(gone) == 1 << width:
        raise ValueError("every value is missing")
    held: list[tuple[int, int]] = []
    start = 0
    for v in gone:
        if v > start:
            held.append((start, v - 1))
        start = v + 1
    if start < 1 << width:
        held.append((start, mask(width)))
    return smallest_cover(held, width)
