"""The signed hull of a double-width product `zext(a) * zext(b)` (64 × 64 → 128 bits,
32 × 32 → 64; or of operands masked or shifted below half the width), where the
solver's search is a factoring problem.

Why: the products are [0, (2^n − 1)^2], and the signed extremes are the largest
product below 2^(2n−1) and the smallest at or above it. Asking the solver whether any
execution lies between a witness and 2^(2n−1) asks it to factor every number in
between: it gives up (xxHash's 128-bit multiply-fold, pycryptodome's multi-precision
arithmetic). Here each candidate N, walking away from 2^(2n−1), is settled by number
theory (`auditor.oracles.primes`): a complete, proven factorisation lists every
(a, b) with a · b = N and a, b < 2^n. When there is none, no execution reaches N,
whatever a and b are. When there are some, one solver query per pair asks for an
execution with those operand values (easy: the product is then a constant), and its
model is replayed concretely; unsat for every pair means N is not reached either. The
first N reached is the extreme; anything that runs out of time or budget leaves the
search to `forward`'s general one.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, Ref
from auditor.ir.opcodes import Opcode
from auditor.oracles.linear_cone import LinearCone
from auditor.oracles.multiples import bound_by_construction
from auditor.oracles.primes import bounded_splits
from auditor.oracles.session import SemanticsMismatch, Session, Unknown

PRODUCT_CANDIDATES = 64
"""Values tried on each side of 2^(2n−1) before the search is left to the solver."""

PRODUCT_MS = 400
"""Time for the number theory of one side (the solver's queries have their own budget)."""

PAIRS_PER_VALUE = 16
"""Operand pairs asked about for one candidate (2^127 − 2 has 164): when none of them is
reached and there are more, the candidate is left unsettled."""


@dataclass(frozen=True, slots=True)
class Product:
    """Instruction `index` multiplies `left` and `right`, each below 2^half."""

    index: int
    left: int
    right: int
    half: int


def double_width_product(fragment: Fragment, index: int) -> Product | None:
    """The product when instruction `index` multiplies two values below 2^(w/2), each
    so by construction (`_below_half`), else None."""
    inst = fragment.insts[index]
    if inst.op is not Opcode.MUL or inst.width % 2 or len(inst.operands) != 2:
        return None
    half = inst.width // 2
    refs = [o.index for o in inst.operands if isinstance(o, Ref)]
    if len(refs) != 2 or not all(_below_half(fragment, r, half) for r in refs):
        return None
    return Product(index, refs[0], refs[1], half)


def _below_half(fragment: Fragment, index: int, half: int) -> bool:
    """Whether instruction `index` is below 2^half in every execution by construction
    (`bound_by_construction`: a zext from `half` bits, an `and` with 2^half − 1 —
    poly1305's limbs —, a right shift by `half` or more)."""
    bound = bound_by_construction(fragment, index)
    return bound is not None and bound <= 1 << half


def signed_product_hull(session: Session, product: Product, through: LinearCone | None = None) -> ConstantRange | None:
    """The proven signed hull of the product, or — `through` a GF(2)-affine bijection of
    it (xxHash's fold `(p >> 64) ^ p`, `auditor.oracles.linear_cone`) — of that map's
    value, whose every candidate has exactly one preimage to ask about; None when
    either end is not settled within PRODUCT_CANDIDATES values, PRODUCT_MS, or the
    solver's budget."""
    width = 2 * product.half
    middle = 1 << (width - 1)
    index = product.index if through is None else through.index

    def candidates(values: range) -> Iterator[tuple[int, int | None]]:
        for v in values:
            yield v, (v if through is None else through.preimage(v))

    try:
        high = _first_reached(
            session, product, index, candidates(range(middle - 1, middle - 1 - PRODUCT_CANDIDATES, -1))
        )
        low = _first_reached(session, product, index, candidates(range(middle, middle + PRODUCT_CANDIDATES)))
    except Unknown:
        return None
    if high is None or low is None:
        return None
    return ConstantRange.from_bounds(low, high, width)


def _first_reached(
    session: Session, product: Product, index: int, candidates: Iterator[tuple[int, int | None]]
) -> int | None:
    """The first candidate value of instruction `index` some execution reaches, every
    one before it proven not reached; None when a candidate is not settled or none is
    reached. Each candidate comes with the product value it needs (None: none does)."""
    deadline = time.perf_counter() + PRODUCT_MS / 1000
    bound = 1 << product.half
    enc = session.enc
    condition = enc.fact_condition(index)
    for value, needed in candidates:
        if needed is None:
            continue
        if needed == 0:
            return None  # 0 = 0 · b for every b: not a question of factors
        pairs = bounded_splits(needed, bound, deadline)
        if pairs is None:
            return None
        for a, b in pairs[:PAIRS_PER_VALUE]:
            model = session.check(condition, enc.values[product.left] == a, enc.values[product.right] == b)
            if model is not None:
                reached = session.witness(model, index)
                if reached != value:
                    raise SemanticsMismatch(f"{a} * {b} should give {value}, but the execution computes {reached}")
                return value
        if len(pairs) > PAIRS_PER_VALUE:
            return None  # the pairs not asked about might be reached
    return None
