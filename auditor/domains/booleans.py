"""The four Boolean domains: a property claimed of every value (LLVM's
isKnownNonZero, isKnownToBeAPowerOfTwo, isKnownNegative, isKnownNonNegative).

A fact either claims the property (`holds=True`) or claims nothing (`holds=False`, top);
"not claimed" is not "claimed false". Facts carry a width because whether a value is
negative depends on it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

import numpy as np
import z3

from auditor.domains.base import Domain, ForwardDomain, Values, check_term, check_width, normalise_values, same_width
from auditor.semantics.smt import BV, Bool, true


@dataclass(frozen=True, slots=True)
class BoolFact:
    holds: bool
    width: int

    def __post_init__(self) -> None:
        check_width(self.width)


class _BoolDomain(ABC):
    """The lattice {holds ⊑ not claimed}; subclasses give the property three ways."""

    name: Domain

    @abstractmethod
    def holds_for(self, value: int, width: int) -> bool: ...

    @abstractmethod
    def holds_for_all(self, values: Values, width: int) -> bool:
        """The property on every value of a normalised column, vectorised."""

    @abstractmethod
    def formula(self, term: BV) -> Bool: ...

    def top(self, width: int) -> BoolFact:
        return BoolFact(False, width)

    def join(self, a: BoolFact, b: BoolFact) -> BoolFact:
        return BoolFact(a.holds and b.holds, same_width(a, b))

    def leq(self, a: BoolFact, b: BoolFact) -> bool:
        same_width(a, b)
        return a.holds or not b.holds

    def contains(self, fact: BoolFact, value: int) -> bool:
        return not fact.holds or self.holds_for(value, fact.width)

    def from_values(self, values: Values, width: int) -> BoolFact:
        return BoolFact(self.holds_for_all(normalise_values(values, width), width), width)

    def to_smt(self, fact: BoolFact, term: BV) -> Bool:
        check_term(term, fact.width)
        return self.formula(term) if fact.holds else true()

    def precision_gap(self, claimed: BoolFact, best: BoolFact) -> float:
        same_width(claimed, best)
        return 1.0 if best.holds and not claimed.holds else 0.0

    def parse(self, text: str, width: int) -> BoolFact:
        check_width(width)
        s = text.strip().lower()
        if s not in ("true", "false"):
            raise ValueError(f"a {self.name} fact is true or false: {text!r}")
        return BoolFact(s == "true", width)

    def format(self, fact: BoolFact) -> str:
        return "true" if fact.holds else "false"


class NonZeroDomain(_BoolDomain):
    name = Domain.NON_ZERO

    def holds_for(self, value: int, width: int) -> bool:
        return value != 0

    def holds_for_all(self, values: Values, width: int) -> bool:
        return bool(np.all(values != 0))

    def formula(self, term: BV) -> Bool:
        return term != 0


class PowerOfTwoDomain(_BoolDomain):
    """Exactly one bit set (zero is not a power of two, unlike LLVM's OrZero variant)."""

    name = Domain.POWER_OF_TWO

    def holds_for(self, value: int, width: int) -> bool:
        return value != 0 and value & (value - 1) == 0

    def holds_for_all(self, values: Values, width: int) -> bool:
        if not np.all(values != 0):
            return False
        return bool(np.all(values & (values - 1) == 0))

    def formula(self, term: BV) -> Bool:
        return z3.And(term != 0, term & (term - 1) == 0)


class NegativeDomain(_BoolDomain):
    """Sign bit set."""

    name = Domain.NEGATIVE

    def holds_for(self, value: int, width: int) -> bool:
        return value >> (width - 1) & 1 == 1

    def holds_for_all(self, values: Values, width: int) -> bool:
        return int(np.bitwise_and.reduce(values)) >> (width - 1) & 1 == 1

    def formula(self, term: BV) -> Bool:
        w = term.size()
        return z3.Extract(w - 1, w - 1, term) == 1


class NonNegativeDomain(_BoolDomain):
    """Sign bit clear."""

    name = Domain.NON_NEGATIVE

    def holds_for(self, value: int, width: int) -> bool:
        return value >> (width - 1) & 1 == 0

    def holds_for_all(self, values: Values, width: int) -> bool:
        return int(np.bitwise_or.reduce(values)) >> (width - 1) & 1 == 0

    def formula(self, term: BV) -> Bool:
        w = term.size()
        return z3.Extract(w - 1, w - 1, term) == 0


NON_ZERO: ForwardDomain[BoolFact] = NonZeroDomain()
POWER_OF_TWO: ForwardDomain[BoolFact] = PowerOfTwoDomain()
NEGATIVE: ForwardDomain[BoolFact] = NegativeDomain()
NON_NEGATIVE: ForwardDomain[BoolFact] = NonNegativeDomain()
