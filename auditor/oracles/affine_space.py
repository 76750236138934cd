"""Affine subspaces of GF(2)^w — the value sets of GF(2)-linear maps of an input that
takes every value — and their exact hulls and smallest range, with no enumeration.

Why this is exact where sampling and the run search are not: `rotl(y, 50) ^ rotl(y, 46)`
(SHA-512's Σ functions over a sum of free inputs) reaches 2^60 of the 2^64 words, in a
pattern no run of an arithmetic progression shows. Its set is {c ⊕ Σ_{i∈P} b_i}, and in
reduced row echelon form (each b_i has a leading bit p_i, and 0 at every other
leading bit) the leading bits alone order the elements: two elements differ first at
the highest leading bit of the b_i that tell them apart. So the element with leading-bit
pattern q (read as a binary number) is the q-th smallest, and the gap after it is a
formula in q (`_gap_at`). Every answer here is checked against enumeration at small
widths (tests/oracles/test_affine_space.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import mask


def _reduce(value: int, basis: tuple[int, ...]) -> int:
    """`value` with every leading bit of `basis` (reduced echelon form, leading bits
    descending) cleared: the least element of value ⊕ span(basis) — each step clears
    the highest bit it can and touches none above it."""
    for b in basis:
        if value >> (b.bit_length() - 1) & 1:
            value ^= b
    return value


def echelon(vectors: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """A reduced row echelon basis of the span of `vectors`, leading bits descending."""
    rows: list[int] = []
    for v in vectors:
        v = _reduce(v, tuple(rows))
        if not v:
            continue
        lead = 1 << (v.bit_length() - 1)
        rows = [r ^ v if r & lead else r for r in rows]
        rows.append(v)
        rows.sort(reverse=True)
    return tuple(rows)


Rows = tuple[tuple[int, int], ...]
"""(vector, combination): distinct leading bits, descending; `combination` has bit i set
for each input vector i XORed into `vector`."""


def tagged_echelon(vectors: list[int] | tuple[int, ...]) -> tuple[Rows, list[int]]:
    """Gaussian elimination that keeps which inputs make up each row: the rows, and a
    basis of the combinations that give 0 (the kernel)."""
    rows: list[tuple[int, int]] = []
    kernel: list[int] = []
    for i, v in enumerate(vectors):
        combination = 1 << i
        for row, row_combination in rows:
            if v >> (row.bit_length() - 1) & 1:
                v ^= row
                combination ^= row_combination
        if v:
            rows.append((v, combination))
            rows.sort(reverse=True)
        else:
            kernel.append(combination)
    return tuple(rows), kernel


def solve(rows: Rows, goal: int) -> tuple[int, int]:
    """(what is left of `goal` after reduction by `rows`, the combination of inputs
    taken): a residue of 0 means that combination of the inputs XORs to `goal`."""
    combination = 0
    for row, row_combination in rows:
        if goal >> (row.bit_length() - 1) & 1:
            goal ^= row
            combination ^= row_combination
    return goal, combination


@dataclass(frozen=True, slots=True)
class AffineSpace:
    """{base ⊕ Σ_{i∈P} basis[i] : P}: `basis` in reduced echelon form, leading bits
    descending; `base` is 0 at every leading bit (the least element)."""

    width: int
    base: int
    basis: tuple[int, ...]

    @staticmethod
    def spanned(offset: int, vectors: list[int] | tuple[int, ...], width: int) -> AffineSpace:
        basis = echelon([v & mask(width) for v in vectors])
        return AffineSpace(width, _reduce(offset & mask(width), basis), basis)

    @property
    def dimension(self) -> int:
        return len(self.basis)

    def __contains__(self, value: int) -> bool:
        return _reduce(value & mask(self.width), self.basis) == self.base

    def element(self, q: int) -> int:
        """The q-th smallest element (0 ≤ q < 2^dimension)."""
        d = self.dimension
        out = self.base
        for i, b in enumerate(self.basis):  # basis[i] has the (d − 1 − i)-th lowest leading bit
            if q >> (d - 1 - i) & 1:
                out ^= b
        return out

    def translated(self, by: int) -> AffineSpace:
        """The space ⊕ `by`."""
        return AffineSpace(self.width, _reduce(self.base ^ by, self.basis), self.basis)

    def unsigned_hull(self) -> ConstantRange:
        return ConstantRange.from_bounds(self.element(0), self.element((1 << self.dimension) - 1), self.width)

    def signed_hull(self) -> ConstantRange:
        # Flipping the sign bit maps signed order onto unsigned order (and the space
        # onto another affine space).
        s = 1 << (self.width - 1)
        flipped = self.translated(s)
        low, high = flipped.element(0), flipped.element((1 << self.dimension) - 1)
        return ConstantRange.from_bounds(low ^ s, high ^ s, self.width)

    def smallest_range(self) -> ConstantRange:
        """`RANGE.from_values` of the whole set: the complement of the largest circular
        gap, the unsigned hull winning a tie with the wrapping gap, and among equal
        inner gaps the one whose cover does not wrap signed, else the lowest."""
        w, d = self.width, self.dimension
        if d == w:
            return ConstantRange.full(w)
        first, last = self.element(0), self.element((1 << d) - 1)
        wrap_gap = first + (1 << w) - last - 1
        if d == 0:
            return ConstantRange.from_bounds(first, last, w)
        # The largest inner gap, and the least q after which it lies, for each k: the
        # gap after q = H·2^(k+1) + 2^k − 1 (k trailing ones) sets the k-th lowest
        # leading bit and clears those below it.
        best = -1
        at = 0
        for k in range(d):
            diff, q = self._largest_gap_after(k)
            if diff > best or (diff == best and q < at):
                best, at = diff, q
        inner_gap = best - 1
        if wrap_gap >= inner_gap:
            return ConstantRange.from_bounds(first, last, w)
        # A cover [lo, hi) of an inner gap wraps unsigned; it does not wrap signed only
        # when the gap holds the step from 2^(w−1) − 1 to 2^(w−1): the gap after the
        # last element below 2^(w−1), there only when the sign bit leads (`from_values`
        # picks it among the largest, else the lowest).
        if self.basis[0] >> (w - 1):
            q = (1 << (d - 1)) - 1
            if self.element(q + 1) - self.element(q) == best:
                at = q
        return ConstantRange(self.element(at + 1), self.element(at) + 1, w)

    def _largest_gap_after(self, k: int) -> tuple[int, int]:
        """The largest e(q + 1) − e(q) over q with exactly k trailing ones, and the least
        such q that has it.

        With H the higher leading bits of q and h the part below p_k of the basis
        vectors H selects (p_k: the k-th lowest leading bit), e(q + 1) − e(q) =
        (A ⊕ h) − (C ⊕ h) on the bits up to p_k, where A = base ⊕ b_k and C = base ⊕
        b_0 ⊕ … ⊕ b_(k−1) (indexing from the lowest leading bit). Bits where A and C
        agree cancel; every other bit j adds 2^j when h_j ≠ A_j and subtracts it when
        not. Each such bit outweighs all below it, so the best h agrees with ¬A on the
        highest of them it can: it minimises z = (h ⊕ ¬A) on those bits D, the least
        element of an affine space (`_reduce`), and the gap is D − 2z."""
        d = self.dimension
        low = self.basis[::-1]  # low[i]: the i-th lowest leading bit
        lead = low[k].bit_length() - 1
        below = mask(lead + 1)
        a = (self.base ^ low[k]) & below
        c = self.base
        for b in low[:k]:
            c ^= b
        c &= below
        differ = a ^ c
        higher = [b & differ for b in low[k + 1 :]]  # what H can change on those bits
        z = _reduce(~a & differ, echelon(higher))
        diff = differ - 2 * z
        # The least H whose selection has h ⊕ ¬A = z on D: solve Σ_{i∈H} higher[i] =
        # goal over GF(2), then reduce the solution by the kernel (leading bits of H
        # are its high bits, so the least element of the solution space is the least H).
        goal = (z ^ ~a) & differ
        rows, kernel = tagged_echelon(higher)
        rest, h0 = solve(rows, goal)
        assert rest == 0, "the optimum is reached by some selection"
        least = _reduce(h0, echelon(kernel))
        q = least << (k + 1) | mask(k)
        assert q < 1 << d
        return diff, q
