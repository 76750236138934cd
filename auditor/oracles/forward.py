"""Maximally precise forward facts of one value: known bits, sign bits, the four
booleans, and the three range flavours.

The shape of every search is the same (docs/oracles.md): start from α of the values
the samples reached — the most precise fact they allow, so no answer can be more
precise — and ask the solver once whether any defined execution breaks it. Unsat
proves it. A model is a new reachable value (replayed concretely), which weakens the
candidate; repeat. Known bits, sign bits and the booleans typically need one or two
queries in all, where a per-bit search needs two per bit.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import mask, to_signed
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Session, Status, Unknown

RANGE_REFINEMENTS = 16
"""Solver models tried on the smallest wrapped range before falling back to the
unsigned/signed extremes (stride patterns such as `shl x, 2` reach a value in every
gap: witnesses alone never close them)."""


def best_forward(session: Session, index: int, domain: Domain, force_solver: bool = False) -> OracleFact:
    started = session.queries
    width = session.fragment.insts[index].width
    dom = forward_domain(domain)
    values = session.samples.reachable(index)
    if session.samples.exhaustive and not force_solver:
        if len(values) == 0:
            return OracleFact(index, domain, None, Status.VACUOUS)
        return OracleFact(index, domain, dom.from_values(values, width), Status.EXHAUSTIVE)
    try:
        if len(values) == 0:
            model = session.check(session.enc.fact_condition(index))
            if model is None:
                return OracleFact(index, domain, None, Status.VACUOUS, queries=session.queries - started)
            values = np.asarray([session.witness(model, index)], dtype=object)
        if domain is Domain.UNSIGNED_RANGE or domain is Domain.SIGNED_RANGE:
            fact: Any = _extremes_range(session, index, values, signed=domain is Domain.SIGNED_RANGE)
            return OracleFact(index, domain, fact, Status.PROVEN, queries=session.queries - started)
        if domain is Domain.RANGE:
            fact, status, bound = _wrapped_range(session, index, values)
            return OracleFact(index, domain, fact, status, bound=bound, queries=session.queries - started)
        candidate = dom.from_values(values, width)
    except Unknown:
        return OracleFact(index, domain, dom.top(width), Status.PARTIAL, queries=session.queries - started)
    return _refine(session, index, domain, candidate, started)


def _refine(session: Session, index: int, domain: Domain, candidate: Any, started: int) -> OracleFact:
    dom = forward_domain(domain)
    width = session.fragment.insts[index].width
    term = session.enc.values[index]
    condition = session.enc.fact_condition(index)
    while True:
        try:
            model = session.check(condition, z3.Not(dom.to_smt(candidate, term)))
        except Unknown:
            return OracleFact(
                index, domain, dom.top(width), Status.PARTIAL, bound=candidate, queries=session.queries - started
            )
        if model is None:
            return OracleFact(index, domain, candidate, Status.PROVEN, queries=session.queries - started)
        value = session.witness(model, index)
        if dom.contains(candidate, value):
            raise AssertionError(f"solver value {value} is inside {dom.format(candidate)}")
        candidate = dom.join(candidate, dom.from_values(np.asarray([value], dtype=object), width))


# --- ranges --------------------------------------------------------------------------


def _key(value: int, width: int, signed: bool) -> int:
    return to_signed(value, width) if signed else value


def _extreme(session: Session, index: int, start: int, signed: bool, upward: bool) -> int:
    """The largest (upward) or smallest value instruction `index` reaches, in the
    signed or unsigned order, found by a solver-guided binary search from a reachable
    `start`; returned as an unsigned bit pattern. One query when `start` is it."""
    width = session.fragment.insts[index].width
    term = session.enc.values[index]
    condition = session.enc.fact_condition(index)
    lo_key = -(1 << (width - 1)) if signed else 0
    hi_key = (1 << (width - 1)) - 1 if signed else mask(width)

    def beyond(key: int, strict: bool) -> Any:
        c = z3.BitVecVal(key & mask(width), width)
        if signed:
            return (term > c if strict else term >= c) if upward else (term < c if strict else term <= c)
        if upward:
            return z3.UGT(term, c) if strict else z3.UGE(term, c)
        return z3.ULT(term, c) if strict else z3.ULE(term, c)

    best = _key(start, width, signed)
    bound = hi_key if upward else lo_key
    model = session.check(condition, beyond(best, strict=True))
    if model is None:
        return best & mask(width)
    best = _key(session.witness(model, index), width, signed)
    while best != bound:
        mid = (best + bound + 1) // 2 if upward else (best + bound) // 2
        model = session.check(condition, beyond(mid, strict=False))
        if model is None:
            bound = mid - 1 if upward else mid + 1
        else:
            best = _key(session.witness(model, index), width, signed)
    return best & mask(width)


def _extremes_range(session: Session, index: int, values: np.ndarray, signed: bool) -> ConstantRange:
    width = session.fragment.insts[index].width
    keys = [_key(int(v), width, signed) for v in values]
    low = min(keys) & mask(width)
    high = max(keys) & mask(width)
    low = _extreme(session, index, low, signed, upward=False)
    high = _extreme(session, index, high, signed, upward=True)
    return ConstantRange.from_bounds(low, high, width)


def _wrapped_range(
    session: Session, index: int, values: np.ndarray
) -> tuple[ConstantRange, Status, ConstantRange | None]:
    """The smallest wrapped range (LLVM ConstantRange preference on ties).

    α of the reached values is a lower bound on its size; if the solver cannot find a
    value outside it, it is the answer. Otherwise the unsigned and signed ranges (each
    proven) are valid; one of them is optimal when it is as small as α of the witnesses
    (and then it is also the preferred one: the unique smallest range that does not
    wrap unsigned, resp. signed). Else the answer is partial."""
    dom = forward_domain(Domain.RANGE)
    width = session.fragment.insts[index].width
    term = session.enc.values[index]
    condition = session.enc.fact_condition(index)
    # Every witness is replayed into the samples, so they hold all values reached so far.
    candidate: ConstantRange = dom.from_values(values, width)
    for _ in range(RANGE_REFINEMENTS):
        model = session.check(condition, z3.Not(dom.to_smt(candidate, term)))
        if model is None:
            return candidate, Status.PROVEN, None
        session.witness(model, index)
        candidate = dom.from_values(session.samples.reachable(index), width)
    reached = session.samples.reachable(index)
    unsigned = _extremes_range(session, index, reached, signed=False)
    signed = _extremes_range(session, index, reached, signed=True)
    lower = dom.from_values(session.samples.reachable(index), width)
    best = unsigned if unsigned.size <= signed.size else signed
    if best.size == lower.size or not _smaller_range_exists(session, index, best.size - 1):
        return best, Status.PROVEN, None
    return best, Status.PARTIAL, lower


def _smaller_range_exists(session: Session, index: int, size: int) -> bool:
    """One ∃∀ query: is there an lo with every reachable value in [lo, lo + size)?
    Z3 decides it in milliseconds for dense value sets (e.g. "every non-zero value"),
    where witnesses would be needed for every value; for stride patterns it usually
    runs out of budget, and the answer stays partial (True here = not disproven)."""
    enc = session.enc
    width = session.fragment.insts[index].width
    lo = z3.BitVec("!lo", width)
    inputs = [*enc.vars.values(), *enc.choices.values(), *enc.freezes.values()]
    inside = z3.ULT(enc.values[index] - lo, z3.BitVecVal(size, width))
    claim = z3.Implies(enc.fact_condition(index), inside)
    try:
        return session.check_fresh(z3.ForAll(inputs, claim) if inputs else claim) is not False
    except Unknown:
        return True
