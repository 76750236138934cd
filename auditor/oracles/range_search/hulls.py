"""The unsigned and signed hulls: proven extremes, searched once per session."""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import mask
from auditor.oracles.climb import climb
from auditor.oracles.integer import lifted_value
from auditor.oracles.memo import Slot
from auditor.oracles.multiples import multiple_hull
from auditor.oracles.products import double_width_product, signed_product_hull
from auditor.oracles.range_search.surjective import is_surjective, sums_to_every_value
from auditor.oracles.range_search.target import Target, is_dear, known_extreme, order_key, reached_where, root_cone
from auditor.oracles.session import SemanticsMismatch, Unknown
from auditor.oracles.trace import Outcome
from auditor.semantics.concrete import scalar


class PartialHull(Unknown):
    """A hull search ran out of budget: `sound` is a proven cover of the values (the
    bounds each extreme search proved), `reached` the hull of values reached — the
    best hull lies between them."""

    def __init__(self, sound: ConstantRange, reached: ConstantRange) -> None:
        super().__init__(f"hull between {reached} and {sound}")
        self.sound = sound
        self.reached = reached


def extreme_of(target: Target, start: int, signed: bool, upward: bool, search: bool = True) -> tuple[int, int]:
    """The largest (upward) or smallest value the target reaches, in the signed or
    unsigned order, found by a solver-guided binary search from a reachable `start`:
    (a value reached, a bound proven), unsigned bit patterns, equal when the search
    settled it. One query when `start` is it, none when it is the bound proven
    beforehand; without `search`, none at all. A query that gives up ends the search
    with what it had."""
    width, term = target.width, target.term
    lo_key = -(1 << (width - 1)) if signed else 0
    hi_key = (1 << (width - 1)) - 1 if signed else mask(width)

    def beyond(key: int, strict: bool) -> Any:
        c = z3.BitVecVal(key & mask(width), width)
        if signed:
            return (term > c if strict else term >= c) if upward else (term < c if strict else term <= c)
        if upward:
            return z3.UGT(term, c) if strict else z3.UGE(term, c)
        return z3.ULT(term, c) if strict else z3.ULE(term, c)

    def build(key: int, strict: bool) -> Any:
        def condition(t: Any) -> Any:
            if upward:
                return t > key if strict else t >= key
            return t < key if strict else t <= key

        return condition

    # The steps of one search differ only in the bound: each goes to the solver the last
    # one needed (`Session.check`'s kinds).
    kind = f"extreme:{target.index}:{target.shift}:{signed}:{upward}"

    def reach(key: int, strict: bool, cap_ms: int | None = None) -> int | None:
        """A reached key beyond `key`, or None when none is (proven)."""
        found = reached_where(target, beyond(key, strict), build(key, strict), signed, cap_ms, kind)
        return None if found is None else order_key(found, width, signed)

    def climbed(best: int) -> int:
        """`best`, or a more extreme value reached by climbing (`auditor.oracles.climb`):
        asked after each model, and before the first query only where queries are
        dear (`is_dear`): elsewhere that query most often proves the sampled extreme at
        once, for less than a climb costs."""
        found = climb(target.session, target.index, target.shift, signed, upward)
        if found is None:
            return best
        key = order_key(found, width, signed)
        return max(best, key) if upward else min(best, key)

    best = order_key(start, width, signed)
    bound = known_extreme(target, signed, upward)
    if bound is None:
        bound = hi_key if upward else lo_key
    # The interval bounds of the integer lifting hold in every defined execution: a
    # tighter bound to probe (`srem x, 1000` reaches ±999, `sext a * sext b` 2^62).
    if (parts := lifted_value(target.session, target.index, target.shift, signed)) is not None:
        hi, lo = max(p.node.hi for p in parts), min(p.node.lo for p in parts)
        bound = min(bound, hi) if upward else max(bound, lo)
    if search and best != bound and is_dear(target.session):
        best = climbed(best)
    if (best > bound) if upward else (best < bound):  # `best` is reached: a bound below it is wrong
        raise SemanticsMismatch(f"%{target.session.fragment.names[target.index]} reaches {best}, beyond {bound}")
    if best == bound or not search:  # settled (reached and proven), or not to be searched: no query
        return best & mask(width), bound & mask(width)
    # `best` is reached and no value lies beyond `bound` (proven) at every step: when a
    # query gives up, both are kept.
    try:
        found = reach(best, strict=True)
        if found is None:
            return best & mask(width), best & mask(width)
        best = climbed(found)
        if best != bound:
            # Dense sets (sums, ors, hashes) reach their bound: one query settles them
            # where the binary search would take one per bit. Capped: a value that is
            # hard to reach exactly goes on to the search.
            try:
                found = reach(bound, strict=False, cap_ms=target.budgets.probe_ms)
                if found is None:
                    bound = bound - 1 if upward else bound + 1
                else:
                    best = found
            except Unknown:
                pass
        # After a step that found a value, the next asks whether anything lies beyond
        # it: a model that climbing carried to the extreme is then proven by one unsat
        # answer, where bisection from a loose bound (a 128-bit product's lifted 2^128)
        # pays one unsat answer per bit (60 to 128 unsat steps after a single model).
        # Asked once of each value found, and never twice in a row (a bisection step
        # comes between), so a search takes at most twice its bisection steps.
        confirmed = None  # the last value asked about so
        confirm = True  # the first query found a value
        while best != bound:
            if confirm:
                confirmed = best
                found = reach(best, strict=True)
            else:
                mid = (best + bound + 1) // 2 if upward else (best + bound) // 2
                found = reach(mid, strict=False)
            if found is None:
                bound = best if confirm else mid - 1 if upward else mid + 1
            else:
                best = climbed(found)
            confirm = not confirm and best != confirmed
    except Unknown:
        pass
    return best & mask(width), bound & mask(width)


HULLS: Slot[tuple[int, int, bool], ConstantRange | PartialHull] = Slot("hulls")
"""Each target's hull, or what its search cut short proved, per (index, shift, signed)."""


def hull_key(target: Target, signed: bool) -> tuple[int, int, bool]:
    """The target's key in HULLS."""
    return (target.index, target.shift, signed)


def proven_hull(target: Target, values: np.ndarray, signed: bool) -> ConstantRange:
    """The proven unsigned or signed hull; searched once per session (the `range`
    fallback and the `unsigned-range` / `signed-range` domains share it), and so is a
    search cut short: its `PartialHull` is raised again."""
    key = hull_key(target, signed)
    cached = target.session.memo.get(HULLS, key)
    if isinstance(cached, ConstantRange):
        return cached
    if isinstance(cached, PartialHull):  # searched, and cut short: not searched again
        raise cached
    with target.session.traced("signed hull" if signed else "unsigned hull") as record:
        if (derived := derived_hull(target, signed)) is not None:
            target.session.memo.put(HULLS, key, derived)
            record.outcome, record.detail = Outcome.PROVED, "from the other hull"
            return derived
        try:
            result = search_hull(target, values, signed)
        except PartialHull as partial:
            target.session.memo.put(HULLS, key, partial)
            record.outcome, record.detail = Outcome.PARTIAL, str(partial)
            raise
        target.session.memo.put(HULLS, key, result)
        record.outcome, record.detail = Outcome.PROVED, str(result)
        return result


def derived_hull(target: Target, signed: bool) -> ConstantRange | None:
    """The hull without a search, or None: the hull in the other order, proven before
    in this session (its ends reached), when it does not wrap in this order — its two
    ends then have the same sign bit, and on one half of the space the signed and
    unsigned orders agree, so the same values are the extremes in both."""
    other = target.session.memo.get(HULLS, hull_key(target, not signed))
    return hull_from_ends(other, signed) if isinstance(other, ConstantRange) else None


def hull_of_smallest(smallest: ConstantRange, signed: bool) -> ConstantRange | None:
    """The exact unsigned or signed hull of a set whose smallest covering range is
    proven to be `smallest`, or None when that range does not say it.

    Proof: the ends of a smallest range are reached (were `lo` not, [lo + 1, hi) would
    cover the set and be smaller; likewise hi − 1), so `hull_from_ends` applies; and
    a full smallest range means every value is reached (a set missing v fits in
    [v + 1, v))."""
    return smallest if smallest.is_full else hull_from_ends(smallest, signed)


def hull_from_ends(cover: ConstantRange, signed: bool) -> ConstantRange | None:
    """The unsigned or signed hull of a set that `cover` holds and whose first and last
    values (lo and hi − 1) are reached, or None: when `cover` does not wrap in the
    hull's order, those two are the set's least and greatest in it. A wrapping cover
    says nothing about the values at the wrap (0 for unsigned, INT_MIN for signed)
    that lie inside it, and a full one has no ends."""
    if cover.is_empty or cover.is_full or (cover.is_sign_wrapped if signed else cover.is_wrapped):
        return None
    return cover.hull(signed)


def searched_hull(target: Target, signed: bool) -> ConstantRange | PartialHull | None:
    """The proven hull; what a search cut short proved; None when it proved nothing."""
    try:
        return proven_hull(target, target.reached(), signed)
    except PartialHull as partial:
        return partial
    except Unknown:
        return None


def search_hull(target: Target, values: np.ndarray, signed: bool) -> ConstantRange:
    width = target.width
    if is_surjective(target, structural_only=True):  # every value: no extremes to search
        return ConstantRange.full(width)
    if sums_to_every_value(target, lambda: forward_domain(Domain.RANGE).from_values(values, width)):
        return ConstantRange.full(width)
    # The signed order on patterns is the unsigned order on patterns with the sign bit
    # flipped: the sampled extremes without a Python loop over the samples.
    sign = 1 << (width - 1) if signed else 0
    keys = values ^ scalar(values, sign)
    lowest, highest = int(keys.min()) ^ sign, int(keys.max()) ^ sign
    if (hull := number_theory_hull(target, signed)) is not None:
        # Factoring or Euclid, not search (`auditor.oracles.products`, `.multiples`);
        # the sampled extremes lie inside (a hull holds every value between them).
        if not (hull.contains(lowest) and hull.contains(highest)):
            raise SemanticsMismatch(
                f"a sampled value of %{target.session.fragment.names[target.index]} is outside {hull}"
            )
        return hull
    low, low_bound = extreme_of(target, lowest, signed, upward=False)
    # Once one end is cut short, the other keeps the bound known beforehand: its
    # search would most often run out of budget too (products, factoring).
    high, high_bound = extreme_of(target, highest, signed, upward=True, search=low == low_bound)
    if (low, high) != (low_bound, high_bound):
        raise PartialHull(
            ConstantRange.from_bounds(low_bound, high_bound, width), ConstantRange.from_bounds(low, high, width)
        )
    return ConstantRange.from_bounds(low, high, width)


def number_theory_hull(target: Target, signed: bool) -> ConstantRange | None:
    """The hull from number theory where the search would be factoring
    (`product_hull`) or a search of a multiple's 2^n values (`multiple_hull`); None
    when neither applies or settles it."""
    if signed and not target.shift and (hull := product_hull(target)) is not None:
        return hull
    try:
        return multiple_hull(target.session, target.index, target.shift, signed)
    except Unknown:
        return None


def product_hull(target: Target) -> ConstantRange | None:
    """The signed hull of a double-width product, or of a GF(2)-affine bijection of one
    at the root, from `auditor.oracles.products`; None when it does not apply or does
    not settle both ends."""
    fragment = target.session.fragment
    if (product := double_width_product(fragment, target.index)) is not None:
        return signed_product_hull(target.session, product)
    if (cone := root_cone(target.session, target.index)) is None:
        return None
    product = double_width_product(fragment, cone.base)
    if product is None or not cone.image.dimension == target.width == fragment.insts[cone.base].width:
        return None  # not a bijection of the product: a candidate may have other preimages
    return signed_product_hull(target.session, product, through=cone)


def narrowest_cover(target: Target) -> ConstantRange | None:
    """The narrowest of the ranges this session has proven to hold every value of the
    target — each hull, or what a hull search cut short proved, and the unsigned and
    signed hulls of the proven known bits (`known_extreme`) — or None when there is
    none: a `range` answer left partial takes it, not the full set, when a search of
    another domain got further."""
    session, width = target.session, target.width
    covers: list[ConstantRange] = []
    for signed in (False, True):
        searched = session.memo.get(HULLS, hull_key(target, signed))
        if isinstance(searched, ConstantRange):
            covers.append(searched)
        elif isinstance(searched, PartialHull):
            covers.append(searched.sound)
        low = known_extreme(target, signed, upward=False)
        high = known_extreme(target, signed, upward=True)
        if low is not None and high is not None:
            covers.append(ConstantRange.from_bounds(low & mask(width), high & mask(width), width))
    return min(covers, key=lambda c: c.size, default=None)
