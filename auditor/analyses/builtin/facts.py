"""The builtin analysis's per-value state: one product of every forward domain.

Each transfer function (`known_bits.transfer`, `ranges.transfer`, `sign_bits.transfer`,
`booleans.transfer`) reads the operands' full `ValueFacts`, so one domain may use
another's knowledge (LLVM's computeKnownBits asks for ranges, ConstantRange asks for
known bits); `builtin.forward.analyze_forward` then *reduces* the product (each domain
refined by the others) before the next instruction sees it.

Soundness contract (docs/analysis-protocol.md): every field holds for every defined
execution in which the value is observable and not poison. A transfer function may
therefore assume its operands are not poison and satisfy their facts, and that its
own instruction has no immediate UB (it executed in a defined execution).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from auditor.domains.base import Domain, forward_domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits, num_sign_bits
from auditor.ir.fragment import mask


@dataclass(frozen=True, slots=True)
class ValueFacts:
    """What the builtin analysis claims about one value.

    `range` is an LLVM-style ConstantRange (may wrap); `unsigned`/`signed` are the
    hulls [umin, umax] / [smin, smax] stated as ConstantRanges; `sign_bits` ≥ 1;
    `non_zero` / `power_of_two` claim the value is ≠ 0 / exactly one bit set.
    `may_be_poison` is False only when the value is never poison (inputs, constants,
    flag-free arithmetic on such values): `freeze` keeps its operand's facts only then.
    """

    width: int
    known: KnownBits
    range: ConstantRange
    unsigned: ConstantRange
    signed: ConstantRange
    sign_bits: int = 1
    non_zero: bool = False
    power_of_two: bool = False
    may_be_poison: bool = True

    @classmethod
    def top(cls, width: int, may_be_poison: bool = True) -> ValueFacts:
        full = ConstantRange.full(width)
        return cls(width, KnownBits.unknown(width), full, full, full, 1, False, False, may_be_poison)

    @classmethod
    def constant(cls, value: int, width: int) -> ValueFacts:
        value &= mask(width)
        point = ConstantRange.from_bounds(value, value, width)
        return cls(
            width,
            KnownBits.constant(value, width),
            point,
            point,
            point,
            num_sign_bits(value, width),
            value != 0,
            value != 0 and value & (value - 1) == 0,
            False,
        )

    @classmethod
    def from_values(cls, values: Iterable[int], width: int, may_be_poison: bool = False) -> ValueFacts:
        """The exact product of a non-empty finite set: α of every domain (what a
        perfect analysis would claim). Tests of transfer functions feed these in."""
        column = np.array([v & mask(width) for v in values], dtype=np.uint64 if width <= 64 else object)
        if column.size == 0:
            raise ValueError("from_values needs at least one value")
        known: KnownBits = forward_domain(Domain.KNOWN_BITS).from_values(column, width)
        sign: SignBits = forward_domain(Domain.SIGN_BITS).from_values(column, width)
        return cls(
            width,
            known,
            forward_domain(Domain.RANGE).from_values(column, width),
            forward_domain(Domain.UNSIGNED_RANGE).from_values(column, width),
            forward_domain(Domain.SIGNED_RANGE).from_values(column, width),
            sign.count,
            forward_domain(Domain.NON_ZERO).from_values(column, width).holds,
            forward_domain(Domain.POWER_OF_TWO).from_values(column, width).holds,
            may_be_poison,
        )

    @property
    def negative(self) -> bool:
        """The sign bit is known one."""
        return bool(self.known.one >> (self.width - 1) & 1)

    @property
    def non_negative(self) -> bool:
        """The sign bit is known zero."""
        return bool(self.known.zero >> (self.width - 1) & 1)
