"""Known bits (LLVM's KnownBits, Souper's knownBits): for each bit, whether it is known
to be 0, known to be 1, or unknown in every value."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import z3

from auditor.domains.base import Domain, ForwardDomain, Values, check_term, check_width, normalise_values, same_width
from auditor.ir.fragment import mask
from auditor.semantics.smt import BV, Bool, true


@dataclass(frozen=True, slots=True)
class KnownBits:
    """`zero`: bits known 0; `one`: bits known 1 (LLVM's KnownBits::Zero / One)."""

    zero: int
    one: int
    width: int

    def __post_init__(self) -> None:
        check_width(self.width)
        m = mask(self.width)
        if not (0 <= self.zero <= m and 0 <= self.one <= m):
            raise ValueError(f"known-bits masks do not fit i{self.width}")
        if self.zero & self.one:
            raise ValueError(f"bits {self.zero & self.one:#x} claimed known both 0 and 1")

    @classmethod
    def unknown(cls, width: int) -> KnownBits:
        return cls(0, 0, width)

    @classmethod
    def constant(cls, value: int, width: int) -> KnownBits:
        return cls(mask(width) & ~value, value, width)

    @property
    def known(self) -> int:
        return self.zero | self.one


def candidate_mask(fact: KnownBits) -> int:
    """The bits `fact` claims known. The oracle proves every candidate bit with one
    query: "is there a defined execution where `value & candidate_mask != fact.one`?";
    unsat proves all of them, a model drops those it refutes."""
    return fact.zero | fact.one


class KnownBitsDomain:
    name = Domain.KNOWN_BITS

    def top(self, width: int) -> KnownBits:
        return KnownBits.unknown(width)

    def join(self, a: KnownBits, b: KnownBits) -> KnownBits:
        # KnownBits::intersectWith: a bit stays known only if both agree on it.
        w = same_width(a, b)
        return KnownBits(a.zero & b.zero, a.one & b.one, w)

    def leq(self, a: KnownBits, b: KnownBits) -> bool:
        same_width(a, b)
        return (b.zero & ~a.zero) == 0 and (b.one & ~a.one) == 0

    def contains(self, fact: KnownBits, value: int) -> bool:
        return (value & fact.zero) == 0 and (value & fact.one) == fact.one

    def from_values(self, values: Values, width: int) -> KnownBits:
        values = normalise_values(values, width)
        ones = int(np.bitwise_and.reduce(values))
        any_one = int(np.bitwise_or.reduce(values))
        return KnownBits(mask(width) & ~any_one, ones, width)

    def to_smt(self, fact: KnownBits, term: BV) -> Bool:
        check_term(term, fact.width)
        known = fact.zero | fact.one
        if known == 0:
            return true()
        return term & z3.BitVecVal(known, fact.width) == z3.BitVecVal(fact.one, fact.width)

    def precision_gap(self, claimed: KnownBits, best: KnownBits) -> float:
        """Bits `best` knows that `claimed` leaves unknown."""
        same_width(claimed, best)
        return float((best.known & ~claimed.known).bit_count())

    def parse(self, text: str, width: int) -> KnownBits:
        check_width(width)
        s = text.strip()
        if len(s) != width or any(c not in "01xX" for c in s):
            raise ValueError(f"known bits of i{width} must be {width} characters of 0, 1 or x (MSB first): {text!r}")
        zero = one = 0
        for c in s:
            zero, one = zero << 1 | (c == "0"), one << 1 | (c == "1")
        return KnownBits(zero, one, width)

    def format(self, fact: KnownBits) -> str:
        return "".join(
            "1" if fact.one >> i & 1 else "0" if fact.zero >> i & 1 else "x" for i in reversed(range(fact.width))
        )


KNOWN_BITS: ForwardDomain[KnownBits] = KnownBitsDomain()
