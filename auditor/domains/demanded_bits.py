"""Demanded bits (LLVM's DemandedBits analysis, Souper's demandedBits): which bits of a
value its uses can observe (docs/semantics.md, "Demanded bits").

This is a backward property of a value's uses, not of the values it takes, so it has
no α from a set of values and no γ: it is a `Lattice`, not a `ForwardDomain`. Fewer
demanded bits is more precise; a claim is sound when it demands every bit the oracle
proves demanded.
"""

from __future__ import annotations

from dataclasses import dataclass

from auditor.domains.base import Domain, Lattice, check_width, same_width
from auditor.ir import fragment


@dataclass(frozen=True, slots=True)
class DemandedBits:
    """`mask`: bit set = demanded."""

    mask: int
    width: int

    def __post_init__(self) -> None:
        check_width(self.width)
        if not 0 <= self.mask <= fragment.mask(self.width):
            raise ValueError(f"demanded-bits mask {self.mask:#x} does not fit i{self.width}")


def not_demanded(fact: DemandedBits) -> int:
    """The bits `fact` claims are not demanded. These are the oracle's candidates: one
    query with a symbolic one-hot flip over them proves or refutes them all."""
    return fragment.mask(fact.width) & ~fact.mask


class DemandedBitsDomain:
    name = Domain.DEMANDED_BITS

    def top(self, width: int) -> DemandedBits:
        """Everything demanded: claims nothing (what LLVM reports for a root)."""
        return DemandedBits(fragment.mask(width), width)

    def join(self, a: DemandedBits, b: DemandedBits) -> DemandedBits:
        return DemandedBits(a.mask | b.mask, same_width(a, b))

    def leq(self, a: DemandedBits, b: DemandedBits) -> bool:
        same_width(a, b)
        return a.mask & ~b.mask == 0

    def precision_gap(self, claimed: DemandedBits, best: DemandedBits) -> float:
        """Bits `best` proves not demanded that `claimed` still demands."""
        same_width(claimed, best)
        return float((claimed.mask & ~best.mask).bit_count())

    def parse(self, text: str, width: int) -> DemandedBits:
        check_width(width)
        s = text.strip()
        if len(s) != width or any(c not in "01" for c in s):
            raise ValueError(f"demanded bits of i{width} must be {width} characters of 1 or 0 (MSB first): {text!r}")
        return DemandedBits(int(s, 2), width)

    def format(self, fact: DemandedBits) -> str:
        return format(fact.mask, f"0{fact.width}b")


DEMANDED_BITS: Lattice[DemandedBits] = DemandedBitsDomain()
