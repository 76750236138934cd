"""Test helpers: every fact of a domain at a small width, γ by brute force, and naive
reference abstractions written independently of the vectorised code under test."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import product
from typing import Any

import numpy as np

from auditor.domains.base import Domain, ForwardDomain
from auditor.domains.booleans import BoolFact
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import mask, to_signed

RANGES = (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE)
BOOLEANS = (Domain.NON_ZERO, Domain.POWER_OF_TWO, Domain.NEGATIVE, Domain.NON_NEGATIVE)


def all_known_bits(w: int) -> list[KnownBits]:
    facts = []
    for digits in product("01x", repeat=w):
        zero = sum(1 << (w - 1 - i) for i, c in enumerate(digits) if c == "0")
        one = sum(1 << (w - 1 - i) for i, c in enumerate(digits) if c == "1")
        facts.append(KnownBits(zero, one, w))
    return facts


def all_ranges(w: int) -> list[ConstantRange]:
    n = 1 << w
    return [ConstantRange.full(w), ConstantRange.empty(w)] + [
        ConstantRange(lo, hi, w) for lo in range(n) for hi in range(n) if lo != hi
    ]


def all_facts(d: Domain, w: int) -> list[Any]:
    """Every fact of the domain's type at width w."""
    if d is Domain.KNOWN_BITS:
        return all_known_bits(w)
    if d in RANGES:
        return all_ranges(w)
    if d is Domain.SIGN_BITS:
        return [SignBits(c, w) for c in range(1, w + 1)]
    return [BoolFact(True, w), BoolFact(False, w)]


def own_facts(d: Domain, w: int) -> list[Any]:
    """The facts α of this domain can produce (its own lattice). Only the range domains
    narrow: unsigned-range never wraps unsigned, signed-range never wraps signed."""
    facts = all_facts(d, w)
    if d is Domain.UNSIGNED_RANGE:
        return [r for r in facts if not r.is_wrapped]
    if d is Domain.SIGNED_RANGE:
        return [r for r in facts if not r.is_sign_wrapped]
    return facts


def naive_sign_bits(v: int, w: int) -> int:
    bits = [v >> i & 1 for i in reversed(range(w))]
    n = 1
    while n < w and bits[n] == bits[0]:
        n += 1
    return n


def naive_contains(d: Domain, fact: Any, v: int, w: int) -> bool:
    """γ membership from the definitions, sharing no code with the domains."""
    if d is Domain.KNOWN_BITS:
        return all(
            not (fact.zero >> i & 1 and v >> i & 1) and not (fact.one >> i & 1 and not v >> i & 1) for i in range(w)
        )
    if d in RANGES:
        if fact.lo == fact.hi:
            return fact.lo != 0
        x, n = fact.lo, 1 << w
        while x != fact.hi:
            if x == v:
                return True
            x = (x + 1) % n
        return False
    if d is Domain.SIGN_BITS:
        return naive_sign_bits(v, w) >= fact.count
    if not fact.holds:
        return True
    return {
        Domain.NON_ZERO: v != 0,
        Domain.POWER_OF_TWO: bin(v).count("1") == 1,
        Domain.NEGATIVE: v >= 1 << (w - 1),
        Domain.NON_NEGATIVE: v < 1 << (w - 1),
    }[d]


def gamma(dom: ForwardDomain[Any], fact: Any, w: int) -> int:
    """γ(fact) as a bitmask over the 2^w values (bit v set ⇔ v ∈ γ)."""
    return sum(1 << v for v in range(1 << w) if dom.contains(fact, v))


def as_mask(values: Iterable[int]) -> int:
    return sum(1 << v for v in set(values))


def members(m: int) -> list[int]:
    return [v for v in range(m.bit_length()) if m >> v & 1]


def array(values: Iterable[int], w: int) -> np.ndarray:
    return np.array(list(values), dtype=np.uint64 if w <= 64 else object)


def range_key(r: ConstantRange) -> tuple[int, bool, bool, int]:
    """The documented preference of `range` among equally small covers."""
    return (r.size, r.is_wrapped, r.is_sign_wrapped, r.lo)


def reference_alpha(d: Domain, values: Iterable[int], w: int) -> Any:
    """α by the simplest loop that is obviously right."""
    vs = sorted(set(values))
    if d is Domain.KNOWN_BITS:
        one, zero = mask(w), mask(w)
        for v in vs:
            one &= v
            zero &= ~v
        return KnownBits(zero, one, w)
    if d is Domain.RANGE:
        if len(vs) == 1 << w:
            return ConstantRange.full(w)
        # The cover that leaves out the gap after vs[i] runs from vs[i + 1] round to vs[i].
        covers = [ConstantRange.from_bounds(vs[(i + 1) % len(vs)], vs[i], w) for i in range(len(vs))]
        return min(covers, key=range_key)
    if d is Domain.UNSIGNED_RANGE:
        return ConstantRange.from_bounds(vs[0], vs[-1], w)
    if d is Domain.SIGNED_RANGE:
        signed = [to_signed(v, w) for v in vs]
        return ConstantRange.from_bounds(min(signed), max(signed), w)
    if d is Domain.SIGN_BITS:
        return SignBits(min(naive_sign_bits(v, w) for v in vs), w)
    return BoolFact(all(naive_contains(d, BoolFact(True, w), v, w) for v in vs), w)
