"""The multiples {x · k mod m : 0 ≤ x < n} of a constant k, in order, by number
theory: the values a product `mul x, K` can take when x is below n by construction
(a zext from fewer bits, an `and` with a mask, a right shift).

Why: xxHash and brotli hash a 32-bit word as `zext(x) * K` in 64 bits (then shift
the product right). Its 2^32 values are spread over the whole space, and asking the
solver whether any execution lies above a witness asks it to search the 2^32
multiples: it gives up. The largest multiple at most a bound is found here exactly,
with Euclid's algorithm on (k, m), in O(log m) steps (`first_multiple`); a solver
query then only asks whether the execution with that x is possible.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Const, Fragment, Ref
from auditor.ir.opcodes import Opcode
from auditor.oracles.session import SemanticsMismatch, Session

MULTIPLE_CANDIDATES = 16
"""Multiples tried at each end before the search is left to the solver: when x takes
every value below n the first is reached; when it does not, the general search is
most often as quick as a walk over unreached multiples."""


def first_multiple(k: int, m: int, lo: int, hi: int) -> int | None:
    """The least x ≥ 0 with lo ≤ x · k mod m ≤ hi (0 ≤ lo ≤ hi < m), or None when no x
    has one.

    Proof, by induction on k (Euclid): x = 0 gives 0, the answer when lo = 0. Else, if
    a multiple of k lies in [lo, hi] (no wrap), the least is x = ⌈lo / k⌉ — a smaller x
    has x · k < lo, and its residue is x · k itself, as x · k < lo < m. Otherwise no
    multiple of k lies in [lo, hi], so x · k > hi for the answer and it wraps: with
    y = ⌊x · k / m⌋ ≥ 1, lo ≤ x·k − y·m ≤ hi ⟺ y·m + lo ≤ x · k ≤ y·m + hi, and as no
    multiple of k lies in [lo, hi], (y · m) mod k must lie in [(−hi) mod k, (−lo) mod k],
    an interval that does not wrap (lo mod k ≤ hi mod k, both non-zero). x grows with
    y, so the least y of that smaller problem (m mod k, k) gives the least x,
    ⌈(y·m + lo) / k⌉; none there, none here."""
    k %= m
    if lo == 0:
        return 0
    if k == 0:
        return None
    x = -(-lo // k)
    if x * k <= hi:
        return x
    y = first_multiple(m % k, k, -hi % k, -lo % k)
    if y is None:
        return None
    return -(-(y * m + lo) // k)


@dataclass(frozen=True, slots=True)
class Multiples:
    """The set {x · k mod m : 0 ≤ x < n}, for n ≥ 1."""

    k: int
    m: int
    n: int

    def first_x(self, lo: int, hi: int) -> int | None:
        """The least x < n whose multiple lies in [lo, hi] (0 ≤ lo ≤ hi < m), or None."""
        x = first_multiple(self.k, self.m, lo, hi)
        return x if x is not None and x < self.n else None

    def largest_in(self, lo: int, hi: int) -> int | None:
        """The largest multiple in [lo, hi] (0 ≤ lo ≤ hi < m), or None: a binary search
        for the largest v with a multiple in [v, hi] — there is one in [v, hi] and none
        in [v + 1, hi], so v itself is one."""
        if lo > hi or self.first_x(lo, hi) is None:
            return None
        while lo < hi:  # invariant: a multiple in [lo, hi]; the answer is ≥ lo
            mid = (lo + hi + 1) // 2
            if self.first_x(mid, hi) is None:
                hi = mid - 1
            else:
                lo = mid
        return lo

    def smallest_in(self, lo: int, hi: int) -> int | None:
        """The smallest multiple in [lo, hi] (0 ≤ lo ≤ hi < m), or None (the same
        binary search from below)."""
        if lo > hi or self.first_x(lo, hi) is None:
            return None
        while lo < hi:  # invariant: a multiple in [lo, hi]; the answer is ≤ hi
            mid = (lo + hi) // 2
            if self.first_x(lo, mid) is None:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def smallest_in_run(self, start: int, count: int) -> int:
        """The smallest of the multiples of x = start, …, start + count − 1 (count ≥ 1):
        they are (c + t · k) mod m for t < count, c = start · k; those with t · k mod m
        at least m − c wrap below c, and the least of them is the answer when there
        is one."""
        m, run = self.m, Multiples(self.k, self.m, count)
        c = start * self.k % m
        wrapped = run.smallest_in(m - c, m - 1) if c else None
        if wrapped is not None:
            return wrapped + c - m
        lowest = run.smallest_in(0, m - 1 - c)
        assert lowest is not None  # t = 0
        return lowest + c

    def smallest_range(self) -> ConstantRange:
        """The smallest range holding every multiple, with `RANGE.from_values`'s choice
        among equally small ones; m a power of two and k odd (the multiples are then
        n distinct values).

        The three-gap theorem (Sós; Slater), in integers: with u the x ≥ 1 of the least
        multiple, g1 = u · k mod m, and v the x of the largest, g2 = m − v · k mod m,
        the multiple next above x's (round m) is x + u's when x + u < n (a gap of g1),
        else x − v's when x ≥ v (g2), else x + u − v's (g1 + g2). The gap round m, from
        v's multiple to 0, is one of g2; `from_values` keeps [0, v's multiple] when no
        other gap is longer, else it takes the first longest gap whose complement does
        not wrap signed — the one across 2^(w−1), when it is a longest — or else the
        longest gap ending at the least multiple."""
        m, n, k = self.m, self.n, self.k
        width = m.bit_length() - 1
        if m != 1 << width or k % 2 == 0 or n > m:
            raise ValueError(f"smallest_range needs m a power of two, k odd and n ≤ m: {self}")
        if n == 1:
            return ConstantRange(0, 1, width)
        if n == m:
            return ConstantRange.full(width)
        g1 = self.smallest_in(1, m - 1)
        top = self.largest_in(1, m - 1)
        assert g1 is not None and top is not None  # x = 1 is one
        u, v = self.first_x(g1, g1), self.first_x(top, top)
        assert u is not None and v is not None
        g2 = m - top
        longest = g1 + g2 if n - u < v else max(g1, g2)
        if g2 >= longest:
            return ConstantRange(0, top + 1, width)
        # The gap across 2^(w − 1), after the largest multiple below it.
        below = self.largest_in(0, (m >> 1) - 1)
        assert below is not None  # x = 0
        x = self.first_x(below, below)
        assert x is not None
        gap = g1 if x + u < n else g2 if x >= v else g1 + g2
        if gap == longest:
            return ConstantRange((below + gap) % m, below + 1, width)
        # The first longest gap: the least multiple that ends one (g1 + g2 after x in
        # [n − u, v), ending at x + u − v's; else g1 after x < n − u, ending at x + u's).
        start, count = (n - v, u + v - n) if n - u < v else (u, n - u)
        end = self.smallest_in_run(start, count)
        return ConstantRange(end, (end - longest + 1) % m, width)


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def bound_by_construction(fragment: Fragment, index: int) -> int | None:
    """An n with instruction `index` below n in every execution, by its opcode alone: a
    zext from b bits (2^b), an `and` with a constant c (c + 1), a right shift by a
    constant c (2^(w − c)); None for anything else."""
    inst = fragment.insts[index]
    if inst.op is Opcode.ZEXT:
        return 1 << fragment.width_of(inst.operands[0])
    if inst.op is Opcode.AND:
        return min((o.value + 1 for o in inst.operands if isinstance(o, Const)), default=None)
    if inst.op is Opcode.LSHR and isinstance(amount := inst.operands[1], Const) and amount.value < inst.width:
        return 1 << (inst.width - amount.value)
    return None


@dataclass(frozen=True, slots=True)
class ShiftedMultiple:
    """Instruction `index` is `mul x, k` (x is instruction `operand`, below `bound` by
    construction), shifted right by `shift` bits by constant `lshr`s. `multiples` stops
    at x = min(bound, m / gcd(k, m)): x and x + m / gcd have the same multiple."""

    index: int
    operand: int
    multiples: Multiples
    shift: int
    bound: int

    @property
    def one_x_each(self) -> bool:
        """Whether no two x below the bound have the same multiple."""
        return self.bound <= self.multiples.n


def shifted_multiple(fragment: Fragment, index: int) -> ShiftedMultiple | None:
    """Instruction `index` as a multiple of a constant shifted right (`lshr` by constants,
    each monotone), or None: when it is not one, or x is not bounded by construction."""
    shift = 0
    inst = fragment.insts[index]
    while inst.op is Opcode.LSHR and isinstance(inst.operands[0], Ref) and isinstance(inst.operands[1], Const):
        shift += inst.operands[1].value
        index = inst.operands[0].index
        inst = fragment.insts[index]
    if inst.op is not Opcode.MUL or len(inst.operands) != 2:
        return None
    refs = [o.index for o in inst.operands if isinstance(o, Ref)]
    constants = [o.value for o in inst.operands if isinstance(o, Const)]
    if len(refs) != 1 or len(constants) != 1:
        return None
    m = 1 << inst.width
    n = bound_by_construction(fragment, refs[0])
    if n is None:
        return None
    multiples = Multiples(constants[0] % m, m, min(n, m // _gcd(constants[0], m)))
    return ShiftedMultiple(index, refs[0], multiples, shift, n)


def every_multiple(fragment: Fragment, index: int) -> tuple[ShiftedMultiple, int] | None:
    """Instruction `index` as `mul x, k` with no flags and nothing shifted, where x is
    below n and takes every value below n whenever instruction `inner` takes every
    value — x a zext of it, an `and` of it with 2^b − 1, or a right shift of it (not
    `exact`) — as (the multiple, inner); None otherwise. Neither op makes poison, so the
    product and `inner` share their executions."""
    found = shifted_multiple(fragment, index)
    if found is None or found.shift or fragment.insts[found.index].flags or found.multiples.k == 0:
        return None
    x = fragment.insts[found.operand]
    if x.flags or not isinstance(first := x.operands[0], Ref):
        return None
    if x.op is Opcode.AND:
        n = found.bound  # not the multiples' n: `u & 6` is below 7, but never 1 or 3
        if n & (n - 1) or not isinstance(x.operands[1], Const):
            return None  # a mask with gaps: not every value below it
    return found, first.index


def multiple_hull(session: Session, index: int, shift: int, signed: bool) -> ConstantRange | None:
    """The proven unsigned or signed hull of instruction `index` shifted right by `shift`
    (the target of a range search) when it is a shifted multiple (`shifted_multiple`);
    None when it is not one, or an end is not settled within MULTIPLE_CANDIDATES
    multiples or the solver's budget (Unknown is raised through).

    Every execution's product is one of the multiples, so the first multiple an
    execution reaches, walking from one end in the target's order, is that end: the
    target is the product shifted right, monotone in it (in the signed order too when
    nothing is shifted out of the product but the target's own trailing bits: then the
    target's sign bit is the product's)."""
    fragment = session.fragment
    if (found := shifted_multiple(fragment, index)) is None:
        return None
    m = found.multiples.m
    half = m >> 1
    total = found.shift + shift
    width = fragment.insts[index].width - shift
    if signed and found.shift == 0:
        top, bottom = [(0, half - 1), (half, m - 1)], [(half, m - 1), (0, half - 1)]
    else:
        top = bottom = [(0, m - 1)]
    high = _first_reached(session, found, index, _walk(found.multiples, top, downward=True))
    low = _first_reached(session, found, index, _walk(found.multiples, bottom, downward=False))
    if high is None or low is None:
        return None
    return ConstantRange.from_bounds(low >> total, high >> total, width)


def _walk(multiples: Multiples, spans: list[tuple[int, int]], downward: bool) -> Iterator[int]:
    """The multiples in `spans`, span by span, each from its top (`downward`) or bottom."""
    for lo, hi in spans:
        while lo <= hi:
            value = multiples.largest_in(lo, hi) if downward else multiples.smallest_in(lo, hi)
            if value is None:
                break
            yield value
            if downward:
                hi = value - 1
            else:
                lo = value + 1


def _first_reached(session: Session, found: ShiftedMultiple, index: int, candidates: Iterator[int]) -> int | None:
    """The first candidate product some execution reaches (every one before it proven
    not reached), or None after MULTIPLE_CANDIDATES. One query per candidate: the x
    that gives it pinned when no other x below the bound does, else the product; its model
    is replayed: the target (instruction `index`) must be the product shifted."""
    enc = session.enc
    condition = enc.fact_condition(index)
    for _, value in zip(range(MULTIPLE_CANDIDATES), candidates, strict=False):
        # The x pinned only when it is the one x with this multiple; else the product.
        x = found.multiples.first_x(value, value)
        pin = enc.values[found.operand] == x if found.one_x_each else enc.values[found.index] == value
        model = session.check(condition, pin)
        if model is not None:
            reached = session.witness(model, index)
            if reached != value >> found.shift:
                raise SemanticsMismatch(
                    f"%{session.fragment.names[index]} should be {value >> found.shift} (the product {value} "
                    f"shifted), but the execution computes {reached}"
                )
            return value
    return None
