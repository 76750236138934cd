"""The value a range search is about (`Target`) and the one-query steps every stage uses:
is a value reached outside a cover, inside a gap, beyond a bound."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Ref, cone_of, mask, to_signed
from auditor.ir.opcodes import Opcode
from auditor.oracles.integer import INTEGER_MS, lifted_value, lifting
from auditor.oracles.linear_cone import LinearCone, linear_cone
from auditor.oracles.memo import Slot
from auditor.oracles.range_search.budgets import RangeBudgets
from auditor.oracles.session import Session, Unknown, left_ms
from auditor.semantics.constant_products import shifts_and_adds

LINEAR_CONES: Slot[tuple[()], LinearCone | None] = Slot("linear cones")
"""`root_cone`'s cone of the root, one per session."""

PROVEN_KNOWN_BITS: Slot[int, KnownBits] = Slot("proven known bits")
"""Known bits the known-bits search proved, per index: the range search starts from them."""

CUT_LOOSE_IN_VAIN: Slot[int, int] = Slot("cut loose in vain")
"""How often `none_even_cut_loose` showed nothing about a value, per index."""


def root_cone(session: Session, index: int) -> LinearCone | None:
    """The root's linear cone (`auditor.oracles.linear_cone`), once per session; None
    for other values or when the root is not one."""
    if index != session.fragment.root:
        return None
    return session.memo.once(LINEAR_CONES, (), lambda: linear_cone(session.fragment, index))


@dataclass(frozen=True)
class Target:
    """The value whose range is searched: instruction `index` shifted right by `shift`
    (the proven trailing known bits, see `answers.wrapped_range`). Example:
    `Target(session, 3, 2).width` is instruction 3's width less 2."""

    session: Session
    index: int
    shift: int = 0

    @property
    def width(self) -> int:
        return self.session.fragment.insts[self.index].width - self.shift

    @property
    def term(self) -> Any:
        return self.session.enc.shifted(self.index, self.shift)

    @property
    def condition(self) -> Any:
        return self.session.enc.fact_condition(self.index)

    @property
    def budgets(self) -> RangeBudgets:
        """What the searches of this session may spend (`OracleOptions.search`)."""
        return self.session.search.budgets

    def witness(self, model: z3.ModelRef) -> int:
        return self.session.witness(model, self.index) >> self.shift

    def reached(self) -> np.ndarray:
        values = self.session.samples.reachable(self.index)
        return np.asarray([int(v) >> self.shift for v in values], dtype=object) if self.shift else values


DEAR_QUERY_MS = 5.0
"""A session's mean query time from which a search climbs before its first query (a
climb costs a few milliseconds; most queries on simple fragments, one)."""


def is_dear(session: Session) -> bool:
    """Whether this session's queries have cost DEAR_QUERY_MS or more on average."""
    return session.queries > 0 and session.solver_seconds * 1000 >= DEAR_QUERY_MS * session.queries


def order_key(value: int, width: int, signed: bool) -> int:
    return to_signed(value, width) if signed else value


def integer_reach(target: Target, signed: bool, build: Any, cap_ms: int | None = None) -> int | None:
    """One integer query: a defined execution whose target value (read signed or
    unsigned) satisfies `build(term)`, replayed concretely, as the target's unsigned
    bit pattern; None when no input at all does (proven: the lifted value ranges over
    a superset of the defined executions; with parts per block choice, `lifted_value`,
    every part is asked at once, as a disjunction). Unknown when the fragment does
    not lift, the value is beyond nlsat (`Lifting.beyond_nlsat`: not asked), the
    solver gives up, or its model is not a defined execution where facts hold."""
    session = target.session
    parts = lifted_value(session, target.index, target.shift, signed)
    if parts is None:
        raise Unknown("not lifted to integers")
    if any(p.lifting.beyond_nlsat(target.index, target.shift, signed) for p in parts):
        raise Unknown("a wrapping product of too high a degree for nlsat")
    asked = [z3.And(*p.lifting.assumptions(target.index), build(p.node.term)) for p in parts]
    model = session.model_fresh(
        z3.Or(*asked) if len(asked) > 1 else asked[0],
        cap_ms=INTEGER_MS if cap_ms is None else min(cap_ms, INTEGER_MS),
        logic=None,
    )
    if model is None:
        return None
    part = next(
        (p for p, a in zip(parts, asked, strict=True) if z3.is_true(model.eval(a, model_completion=True))), None
    )
    if part is None:  # Z3 completes `div`/`mod` by 0 freely: a model may read as none
        raise Unknown("integer model satisfies no part")
    evaluation = session.add_point(part.lifting.point(model), part.choices, {})
    if evaluation is None or not bool(evaluation.fact_mask(target.index)[0]):
        raise Unknown("integer model is not a defined execution")
    return int(evaluation.values[target.index][0]) >> target.shift


INTEGER_FIRST: Slot[tuple[int, int, bool], bool] = Slot("integer first")
"""What `reached_where` learnt about which query to ask first, per (index, shift, signed)."""


def integer_goes_first(target: Target, signed: bool) -> bool:
    """Whether `reached_where` asks the integer query first for the target read signed or
    unsigned: what the last of them taught (memo), else whether it multiplies two
    variables (`Lifting.multiplies`)."""
    known = target.session.memo.get(INTEGER_FIRST, (target.index, target.shift, signed))
    if known is not None:
        return known
    # The plain lifting's reading, not `lifted_value`'s parts: a value that lifts only
    # in parts (selects, phis) asks bit-vectors first. Its integer queries (a division
    # of a select, times a constant, read modulo 2^64) answer where bit-blasting gives
    # up, and give up on some that bit-blasting proves (a signed hull, for one).
    return lifting(target.session).multiplies(target.index, target.shift, signed)


def reached_where(
    target: Target, bv: Any, build: Any, signed: bool, cap_ms: int | None = None, kind: str | None = None
) -> int | None:
    """A reached target value (unsigned bit pattern) where the bit-vector condition
    `bv` holds — `build(t)` is the same condition on the integer term t of the value
    read signed or unsigned — or None when no defined execution has one (proven).

    The integer query goes first when the target multiplies two variables
    (`Lifting.multiplies`); otherwise it is the fallback when the bit-vector query gives
    up (and gives up at once beyond nlsat: `Lifting.beyond_nlsat`). Which goes first
    then adapts, per value: after the integer query gives up, bit-vectors; after it
    answers where bit-vectors gave up, integers (a binary search of a 128-bit sum of
    products otherwise pays a bit-vector timeout per step). The
    bit-vector query is of `kind` (`Session.check`). `cap_ms` bounds both queries
    together, half of it for an integer query that goes first (else a capped probe of
    a product's extreme could spend a whole query budget before its own cap). Raises
    Unknown when neither settles it."""
    session = target.session
    key = (target.index, target.shift, signed)
    integer_first = integer_goes_first(target, signed)
    deadline = None if cap_ms is None else time.perf_counter() + cap_ms / 1000
    if integer_first:
        try:
            return integer_reach(target, signed, build, None if cap_ms is None else cap_ms // 2)
        except Unknown:
            session.memo.put(INTEGER_FIRST, key, False)  # bit-vectors first from now on for this value
    if deadline is not None:
        cap_ms = left_ms(deadline)
    try:
        model = session.check(target.condition, bv, cap_ms=cap_ms, kind=kind)
    except Unknown:
        if none_even_cut_loose(target, bv):
            return None
        if integer_first or cap_ms is not None:
            raise
        found = integer_reach(target, signed, build)
        session.memo.put(INTEGER_FIRST, key, True)  # integers answered where bit-blasting gave up: first from now on
        return found
    return None if model is None else target.witness(model)


CUT_DEPTHS = 3
"""Depths below the target at which `none_even_cut_loose` cuts its cone, at most."""


NONLINEAR = frozenset({Opcode.MUL, Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM})


def none_even_cut_loose(target: Target, bv: Any) -> bool:
    """Whether no execution at all — defined or not — satisfies the bit-vector
    condition `bv` on the target once some values of its cone are cut loose (a free
    value in each one's place): then no defined execution does. The executions facts
    hold on are among all executions, and each cut value among all values of its
    width, so the question covers more and its "no" is a proof; its "yes" proves
    nothing. No definedness condition: asked where the exact question gave up.

    Cut first every product, quotient and remainder of two variables; then, depth by
    depth (CUT_DEPTHS), every value that far below the target (the nearest values
    first: what lies above them is all the question keeps). mlkem's Montgomery
    reduction `−3329 · ((p · QINV) ashr 16)`, p a sum of `mul nsw` products, lies
    within ±3329 · 2^15 for any p · QINV (cut two below); with the products and
    their overflow conditions the exact question gives up."""
    session = target.session
    fragment, enc = session.fragment, session.enc
    in_vain = session.memo.get(CUT_LOOSE_IN_VAIN, target.index) or 0
    if in_vain >= target.budgets.cut_loose_tries:
        return False
    cone = cone_of(fragment, target.index)
    nonlinear = [
        i
        for i in cone
        if i != target.index
        and fragment.insts[i].op in NONLINEAR
        and all(isinstance(o, Ref) for o in fragment.insts[i].operands)
    ]
    attempts = [sorted(nonlinear)] if nonlinear else []
    frontier = {target.index}
    for _ in range(CUT_DEPTHS):
        frontier = {o.index for i in frontier for o in fragment.insts[i].operands if isinstance(o, Ref)}
        frontier = {i for i in frontier if fragment.insts[i].op is not Opcode.VAR}
        if not frontier:
            break
        attempts.append(sorted(frontier))
    for cuts in dict.fromkeys(tuple(a) for a in attempts):  # a product one below is both: asked once
        loose = [(enc.values[i], z3.BitVec(f"!loose{i}", fragment.insts[i].width)) for i in cuts]
        try:
            if session.probe_fresh(shifts_and_adds(z3.substitute(bv, *loose)), target.budgets.cut_loose_ms) is False:
                return True
        except Unknown:  # the fragment's budget is spent
            return False
    session.memo.put(CUT_LOOSE_IN_VAIN, target.index, in_vain + 1)
    return False


def outside_sign_bits(target: Target, fact: SignBits) -> int | None:
    """A reached value with fewer sign bits than `fact` claims, or None (proven):
    `count` sign bits means −2^(w−count) ≤ v < 2^(w−count), a range question, so the
    integer path helps on products (`sext a * sext b` reaches 2^126 only at a = b =
    INT_MIN)."""
    limit = 1 << (target.width - fact.count)
    dom = forward_domain(Domain.SIGN_BITS)
    return reached_where(
        target, z3.Not(dom.to_smt(fact, target.term)), lambda t: z3.Or(t < -limit, t >= limit), signed=True
    )


def value_outside(target: Target, cover: ConstantRange, cap_ms: int | None = None) -> int | None:
    """A reached target value outside `cover`, or None when there is none (proven);
    `cap_ms` as `reached_where`'s."""

    def build(t: Any) -> Any:
        if cover.is_full:
            return z3.BoolVal(False)
        inside = z3.And(t >= cover.lo, t < cover.hi) if cover.lo < cover.hi else z3.Or(t >= cover.lo, t < cover.hi)
        return z3.Not(inside)

    dom = forward_domain(Domain.RANGE)
    return reached_where(target, z3.Not(dom.to_smt(cover, target.term)), build, signed=False, cap_ms=cap_ms)


def value_inside(target: Target, p: int, q: int, cap_ms: int | None = None) -> int | None:
    """A reached target value in the circular interval [p, q) (p ≠ q), or None when
    there is none (proven): `gap.Inside`, asked as the values outside [q, p)."""
    return value_outside(target, ConstantRange.non_empty(q, p, target.width), cap_ms=cap_ms)


def proven_known_bits(session: Session, index: int) -> KnownBits | None:
    """The value's known bits, when the known-bits search has proven them in this
    session (`forward.best_forward` leaves them in PROVEN_KNOWN_BITS)."""
    return session.memo.get(PROVEN_KNOWN_BITS, index)


def known_extreme(target: Target, signed: bool, upward: bool) -> int | None:
    """The extreme the proven known bits allow (a key in the search's order), or None
    when known bits are not proven in this session: every value v satisfies
    one ⊆ v ⊆ ~zero, so the unsigned extremes are `one` and `~zero`, and the signed
    ones the same with the sign bit, when unknown, set the other way."""
    known = proven_known_bits(target.session, target.index)
    if known is None:
        return None
    width = target.width
    zero, one = known.zero >> target.shift, known.one >> target.shift
    high = mask(width) & ~zero
    if not signed:
        return high if upward else one
    sign = 1 << (width - 1)
    if upward:  # the sign bit clear unless known set
        return order_key(high if one & sign else high & ~sign, width, signed)
    return order_key(one if zero & sign else one | sign, width, signed)  # the sign bit set unless known clear
