"""Values that are, by construction, a polynomial with integer coefficients of one
input x — `add`, `sub`, `mul` and `shl` by a constant, without flags, over x and
constants — and their exact value sets, as unions of residue classes: number theory,
no query.

Why: pycryptodome's modular inverse runs Newton's iteration y ← y·(2 − x·y) on a
64-bit word, and each step is such a polynomial of x (degree up to 63). Its value set
is no interval and no run of an arithmetic progression — `x·(2 − x²)` reaches the odd
values and the multiples of 4, and no value ≡ 2 (mod 4) — and the solver, asked
whether a value lies in a gap, bit-blasts a chain of 64-bit multipliers.

How: x's values are split into classes x ≡ r (mod 2^m), m = 0 first. On a class,
f(r + 2^m·y) = Σ_j g_j·y^j (a Taylor shift of f's coefficients, exact over the
integers). With k the least 2-adic valuation of g_1, g_2, … (k ≥ m, as 2^(m·j) divides
g_j), f = g_0 + 2^k·h(y) (mod 2^w) with h(y) = Σ_{j≥1} (g_j / 2^k)·y^j taken mod
2^(w−k). When h permutes Z/2^(w−k), the class's values are the whole residue class
g_0 (mod 2^k): y runs over every residue mod 2^(w−k), as w − m ≥ w − k. Rivest
("Permutation polynomials modulo 2^w", 2001): for w − k ≥ 2, h permutes Z/2^(w−k)
exactly when h_1 is odd and h_2 + h_4 + … and h_3 + h_5 + … are even; for w − k = 1,
when h(0) ≠ h(1), i.e. h_1 + h_2 + … is odd. When h does not, the class is split in
two (r and r + 2^m, mod 2^(m+1)), up to SPLIT_DEPTH; when every g_j (j ≥ 1) is 0 the
class is the one value g_0. The value set is the union of the classes' residue
classes, exactly. Checked against enumeration at small widths
(tests/oracles/test_polynomial.py).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Const, Fragment, Operand, cone_of, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.runs import circular_gaps, gap_complement, gap_key

MAX_DEGREE = 64
"""Degree of the polynomials read (pycryptodome's Newton iteration reaches 63): the
classes' Taylor shifts cost O(degree²) each, MAX_CLASSES of them at most."""

SPLIT_DEPTH = 64
"""Bits of x by which classes are split at most: squares need w / 2 (x ≡ 0 mod 2^m
gives 4^m·y², split again until 4^m ≡ 0)."""

COARSE_BITS = 16
"""Classes with moduli up to 2^16 laid out exactly by `ResidueClasses.smallest_range`."""

FEW_VALUES = 1 << 16
"""Values a set of fine classes only may have to be listed (`smallest_range`)."""

FIRST_GAPS = 4096
"""Largest coarse gaps `ResidueClasses.smallest_range` tries, lowest first, for one that
no finer class splits."""

MAX_CLASSES = 256
"""Classes of x a value set is read from at most."""


@dataclass(frozen=True, slots=True)
class Polynomial:
    """Σ coefficients[j]·x^j (mod 2^width) (no trailing zero coefficient but a
    constant's)."""

    coefficients: tuple[int, ...]
    width: int

    @property
    def degree(self) -> int:
        return len(self.coefficients) - 1


def polynomial_of(fragment: Fragment, index: int, constants: Mapping[int, int] | None = None) -> Polynomial | None:
    """Instruction `index` as a polynomial of its one input, or None: when its cone
    has another operation, a flag (poison), another width, more than one input or one
    with attributes, or the fragment has path conditions (they would restrict x).
    `constants` gives instructions a value to be read as (the other inputs pinned:
    whatever computes them is not looked at)."""
    if fragment.pcs or fragment.blockpcs:
        return None
    width = fragment.insts[index].width
    m = mask(width)
    x: int | None = None
    polys: dict[int, list[int]] = {}

    def operand(o: Operand) -> list[int] | None:
        if isinstance(o, Const):
            return [o.value & m] if o.width == width else None
        return polys.get(o.index)

    for i in cone_of(fragment, index):
        inst = fragment.insts[i]
        if constants is not None and i in constants:
            # Read only by instructions of its own width, or by other pinned ones: an
            # instruction reading x has the polynomial's width and same-width operands.
            polys[i] = [constants[i] & mask(inst.width)] if inst.width == width else []
            continue
        if inst.width != width or inst.flags:
            return None
        if inst.op is Opcode.VAR:
            if x is not None or not inst.attrs.empty:
                return None
            x, polys[i] = i, [0, 1]
            continue
        if inst.op not in (Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.SHL) or len(inst.operands) != 2:
            return None
        a, b = (operand(o) for o in inst.operands)
        if not a or not b:  # None, or a pinned value of another width
            return None
        if inst.op is Opcode.SHL:
            amount = inst.operands[1]
            if not isinstance(amount, Const) or amount.value >= width:
                return None  # LangRef shl: an amount ≥ w is poison
            b = [1 << amount.value]
        if inst.op is Opcode.MUL or inst.op is Opcode.SHL:
            if len(a) + len(b) - 2 > MAX_DEGREE:
                return None
            product = [0] * (len(a) + len(b) - 1)
            for p, u in enumerate(a):
                for q, v in enumerate(b):
                    product[p + q] += u * v
            polys[i] = [c & m for c in product]
        else:
            sign = 1 if inst.op is Opcode.ADD else -1
            longer = max(len(a), len(b))
            a, b = a + [0] * (longer - len(a)), b + [0] * (longer - len(b))
            polys[i] = [(u + sign * v) & m for u, v in zip(a, b, strict=True)]
    if x is None or index not in polys:
        return None
    coefficients = polys[index]
    while len(coefficients) > 1 and coefficients[-1] == 0:
        coefficients.pop()
    return Polynomial(tuple(coefficients), width)


@dataclass(frozen=True, slots=True)
class ResidueClasses:
    """The values v (mod 2^width) with v ≡ c (mod 2^k) for some (c, k) of `classes`
    (c < 2^k; k = width: the one value c)."""

    width: int
    classes: tuple[tuple[int, int], ...]

    def __contains__(self, value: int) -> bool:
        return any((value - c) & mask(k) == 0 for c, k in self.classes)

    def unsigned_hull(self) -> ConstantRange:
        """Each class's least value is c, its largest c + 2^w − 2^k."""
        low = min(c for c, _ in self.classes)
        high = max(c + (1 << self.width) - (1 << k) for c, k in self.classes)
        return ConstantRange.from_bounds(low, high, self.width)

    def signed_hull(self) -> ConstantRange:
        """INT_MIN ≡ 0 (mod 2^k) for k < w: a class's least signed value is INT_MIN + c,
        its largest INT_MAX + 1 − 2^k + c; a single value is itself."""
        w, half = self.width, 1 << (self.width - 1)
        lows, highs = [], []
        for c, k in self.classes:
            if k == w:
                signed = c - (1 << w) if c >= half else c
                lows.append(signed)
                highs.append(signed)
            else:
                lows.append(-half + c)
                highs.append(half - (1 << k) + c)
        return ConstantRange.from_bounds(min(lows) & mask(w), max(highs) & mask(w), w)

    def smallest_range(self) -> ConstantRange | None:
        """The smallest range: the complement of the largest gap, the first of equals in
        the range domain's order (`runs.gap_key`); None when not decided.

        The classes with k ≤ COARSE_BITS, laid out over one period of the largest of
        their moduli, give the coarse gaps, repeated every period; finer classes
        (squares' 4^j·(8y + 1), j up to w / 2) only split some of their repetitions. So a
        coarse gap of the largest size L found clear of every class (a membership test
        of its L values) is a largest gap of the set. The candidates in `gap_key`'s
        order are the gaps holding 0, 2^w − 1, 2^(w−1) − 1 or 2^(w−1) — each found by
        walking out from that value — and the lowest clear one (up to FIRST_GAPS
        tried)."""
        w, n = self.width, 1 << self.width
        coarse = [(c, k) for c, k in self.classes if k <= COARSE_BITS]
        if not coarse:  # only fine classes: few values, or undecided
            if sum(1 << (w - k) for _, k in self.classes) > FEW_VALUES:
                return None
            values = [c + (t << k) for c, k in self.classes for t in range(1 << (w - k))]
            listed: ConstantRange = forward_domain(Domain.RANGE).from_values(
                np.array(values, dtype=np.uint64 if w <= 64 else object), w
            )
            return listed
        bits = max(k for _, k in coarse)
        period = 1 << bits
        positions = np.array(sorted({c + (t << k) for c, k in coarse for t in range(period >> k)}), dtype=np.uint64)
        patterns = [g for g in circular_gaps([], positions, bits) if g[1]]
        if not patterns:
            return ConstantRange.full(w)
        size = max(g for _, g in patterns)
        starts = sorted(o for o, g in patterns if g == size)
        candidates = []
        for point in (0, n - 1, (n >> 1) - 1, n >> 1):
            gap = self._gap_at(point, size)
            if gap is not None and gap[1] == size:
                candidates.append(gap)
        instances = (t * period + o for t in range(n // period) for o in starts)
        for first in itertools.islice(instances, FIRST_GAPS):
            if not any((first + i) % n in self for i in range(size)):
                candidates.append((first % n, size))
                break
        else:
            return None
        return gap_complement(min(candidates, key=lambda g: gap_key(g, w)), w)

    def _gap_at(self, point: int, limit: int) -> tuple[int, int] | None:
        """The gap holding `point` (its first value and size), or None when the point is
        in the set or the gap is larger than `limit` (not a largest gap then: the
        coarse gaps bound every gap)."""
        n = 1 << self.width
        if point in self:
            return None
        low = high = point
        while (low - 1) % n not in self:
            low -= 1
            if high - low + 1 > limit:
                return None
        while (high + 1) % n not in self:
            high += 1
            if high - low + 1 > limit:
                return None
        return low % n, high - low + 1


def value_set(polynomial: Polynomial) -> ResidueClasses | None:
    """The polynomial's values over every x, exactly, or None when the classes need
    more than SPLIT_DEPTH bits of x or there are more than MAX_CLASSES of them (the
    module's docstring)."""
    w = polynomial.width
    found: list[tuple[int, int]] = []  # (g_0 mod 2^k, k)
    pending = [(0, 0)]  # (r, m)
    while pending:
        r, m = pending.pop()
        g = _taylor_shift(polynomial.coefficients, r, m, w)
        k = min((_valuation(c, w) for c in g[1:]), default=w)
        if k >= w:
            found.append((g[0], w))
        elif _permutes([c >> k for c in g[1:]], w - k):
            found.append((g[0] & mask(k), k))
        elif m >= SPLIT_DEPTH or len(found) + len(pending) >= MAX_CLASSES:
            return None
        else:
            pending += [(r, m + 1), (r + (1 << m), m + 1)]
    return ResidueClasses(w, _disjoint(found, w))


def takes_every_value(classes: ResidueClasses) -> bool:
    """Whether the (disjoint) classes hold every value of their width."""
    return sum(1 << (classes.width - k) for _, k in classes.classes) == 1 << classes.width


def _disjoint(classes: list[tuple[int, int]], w: int) -> tuple[tuple[int, int], ...]:
    """The union of `classes` as disjoint classes: one held by another (c ≡ c' mod 2^k'
    with k ≥ k') dropped. Of two residue classes modulo powers of two, one holds the
    other or they share nothing, so those left are disjoint."""
    kept: list[tuple[int, int]] = []
    for c, k in sorted(set(classes), key=lambda ck: (ck[1], ck[0])):
        if not any((c - c2) & mask(k2) == 0 for c2, k2 in kept):
            kept.append((c, k))
    return tuple(sorted(kept))


def _taylor_shift(coefficients: tuple[int, ...], r: int, m: int, w: int) -> list[int]:
    """The coefficients g_j of f(r + 2^m·y) = Σ_j g_j·y^j, mod 2^w: f(r + z) by
    repeated synthetic division (Ruffini–Horner, O(n²) steps), then z = 2^m·y."""
    a = [c & mask(w) for c in coefficients]
    n = len(a)
    for i in range(n - 1):
        for j in range(n - 2, i - 1, -1):
            a[j] = (a[j] + r * a[j + 1]) & mask(w)
    return [(c << (m * j)) & mask(w) for j, c in enumerate(a)]


def _valuation(c: int, w: int) -> int:
    """The 2-adic valuation of c (mod 2^w): w for 0."""
    c &= mask(w)
    return (c & -c).bit_length() - 1 if c else w


def _permutes(h: list[int], n: int) -> bool:
    """Whether y ↦ Σ_{j≥1} h[j−1]·y^j permutes Z/2^n (Rivest's criterion)."""
    if n == 1:
        return sum(h) % 2 == 1
    even = sum(h[j - 1] for j in range(2, len(h) + 1, 2))
    odd = sum(h[j - 1] for j in range(3, len(h) + 1, 2))
    return h[0] % 2 == 1 and even % 2 == 0 and odd % 2 == 0
