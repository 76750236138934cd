"""Sign bits (LLVM's ComputeNumSignBits, Souper's signBits): the top `count` bits of
every value are equal (all copies of the sign bit)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import z3

from auditor.domains.base import Domain, ForwardDomain, Values, check_term, check_width, normalise_values, same_width
from auditor.ir.fragment import mask
from auditor.semantics.smt import BV, Bool, true


def num_sign_bits(value: int, width: int) -> int:
    """How many top bits of `value` equal its sign bit (APInt::getNumSignBits): the
    width minus the bit length of the value with its sign folded away."""
    folded = value ^ mask(width) if value >> (width - 1) & 1 else value
    return width - folded.bit_length()


@dataclass(frozen=True, slots=True)
class SignBits:
    count: int
    width: int

    def __post_init__(self) -> None:
        check_width(self.width)
        if not 1 <= self.count <= self.width:
            raise ValueError(f"sign-bit count {self.count} is not in 1..{self.width}")


class SignBitsDomain:
    name = Domain.SIGN_BITS

    def top(self, width: int) -> SignBits:
        return SignBits(1, width)

    def join(self, a: SignBits, b: SignBits) -> SignBits:
        return SignBits(min(a.count, b.count), same_width(a, b))

    def leq(self, a: SignBits, b: SignBits) -> bool:
        same_width(a, b)
        return a.count >= b.count

    def contains(self, fact: SignBits, value: int) -> bool:
        return num_sign_bits(value, fact.width) >= fact.count

    def from_values(self, values: Values, width: int) -> SignBits:
        values = normalise_values(values, width)
        # The least count belongs to the longest folded value, and the longest bit
        # length of a set of numbers is the bit length of their bitwise or.
        negative = (values >> (width - 1)) != 0
        folded = np.where(negative, values ^ mask(width), values)
        return SignBits(width - int(np.bitwise_or.reduce(folded)).bit_length(), width)

    def to_smt(self, fact: SignBits, term: BV) -> Bool:
        check_term(term, fact.width)
        if fact.count == 1:
            return true()
        w, c = fact.width, fact.count
        top = z3.Extract(w - 1, w - c, term)
        return z3.Or(top == 0, top == mask(c))

    def precision_gap(self, claimed: SignBits, best: SignBits) -> float:
        same_width(claimed, best)
        return float(max(best.count - claimed.count, 0))

    def parse(self, text: str, width: int) -> SignBits:
        check_width(width)
        s = text.strip()
        if not (s.isascii() and s.isdigit()) or not 1 <= int(s) <= width:
            raise ValueError(f"sign bits of i{width} are a decimal count in 1..{width}: {text!r}")
        return SignBits(int(s), width)

    def format(self, fact: SignBits) -> str:
        return str(fact.count)


SIGN_BITS: ForwardDomain[SignBits] = SignBitsDomain()
