"""Range transfer functions of the builtin analysis: the ConstantRange of an
instruction's result from the facts of its operands.

Each operand is first reduced to what *all* its facts say about its values (`Operand`):
the range, the unsigned and signed hulls, the known bits, the sign bits and non-zero
are each an interval constraint, and their exact intersection is kept as pieces. The
operation is then computed (by `range_ops`) on three views of each operand — the
smallest cover, the unsigned hull, the signed hull — and the results are met: each is
sound on its own, and different views suit different operations (a wrapped range for
add, the unsigned hull for udiv, the signed hull for sdiv).

The contract is docs/semantics.md's: the claimed range holds in every defined execution
in which the result is not poison, so flags are assumed to hold and the instruction's
own UB not to happen. An operand whose facts contradict each other (no value satisfies
them all) is never observed, and neither is the result.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from auditor.analyses.builtin import range_ops as ro
from auditor.analyses.builtin.apint import bitreverse, bswap
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.range_ops import Pieces
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Inst, mask, to_signed
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Flag, Opcode


@dataclass(frozen=True, slots=True)
class Operand:
    """What the facts of one value say, together.

    `exact` is the exact set the interval-like facts allow (as sorted pieces); `best`,
    `unsigned` and `signed` are its smallest cover and its two hulls; `known` merges
    the claimed known bits with those the pieces imply."""

    exact: Pieces
    best: ConstantRange
    unsigned: ConstantRange
    signed: ConstantRange
    known: KnownBits

    @property
    def views(self) -> tuple[ConstantRange, ConstantRange, ConstantRange]:
        return self.best, self.unsigned, self.signed


@functools.lru_cache(maxsize=1 << 14)
def operand(facts: ValueFacts) -> Operand | None:
    """The facts of one operand intersected; None when no value satisfies them all.
    Memoized (facts are frozen, the result is never mutated): the same facts recur
    across a corpus's fragments (every constant, every unconstrained input), and
    the known-bits and range transfers of one instruction both ask for them."""
    w = facts.width
    m = mask(w)
    ps = ro.pieces(facts.range)
    for r in (
        facts.unsigned,
        facts.signed,
        ro.from_known_bits(facts.known, False),
        ro.from_known_bits(facts.known, True),
    ):
        ps = ro.meet_pieces(ps, ro.pieces(r))
    if facts.sign_bits > 1:
        # The top n bits are copies of the sign: −2^(w−n) ≤ x < 2^(w−n).
        bound = 1 << (w - min(facts.sign_bits, w))
        ps = ro.meet_pieces(ps, ro.signed_pieces(-bound, bound - 1, w))
    if facts.non_zero or facts.power_of_two:
        ps = ro.clip(ps, 1, m)
    if not ps:
        return None
    known = ro.merge_known(facts.known, ro.known_bits_of(ps, w))
    if known is None:
        return None
    ps = ro.clip_to_known(ps, known)
    if not ps:
        return None
    signed = [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in ro.halves(ps, w)]
    return Operand(
        ps,
        ro.cover(ps, w),
        ro.interval(ps[0][0], ps[-1][1], w),
        ro.interval(min(lo for lo, _ in signed), max(hi for _, hi in signed), w),
        known,
    )


def transfer(inst: Inst, ops: Sequence[ValueFacts]) -> ConstantRange:
    """The range of `inst`'s result given its operands' facts (`ops[i]` for operand i).

    var, phi and freeze are the caller's (their facts come from attributes, joins and
    the operand's poison-freedom), so they get the full range here."""
    op, w = inst.op, inst.width
    if op in (Opcode.VAR, Opcode.PHI, Opcode.FREEZE):
        return ConstantRange.full(w)
    if op is Opcode.SELECT:
        return _select(w, ops)
    operands: list[Operand] = []
    for facts in ops:
        v = operand(facts)
        if v is None:
            # LangRef: a poison operand makes the result poison (select aside), and an
            # operand with no possible value is never observed: neither is the result.
            return ConstantRange.empty(w)
        operands.append(v)
    return _RULES[op](inst, operands)


# --- helpers ---------------------------------------------------------------------------

Binary = Callable[[ConstantRange, ConstantRange], ConstantRange]
Unary = Callable[[ConstantRange], ConstantRange]


def _met(results: Sequence[ConstantRange]) -> ConstantRange:
    return ro.meet(results, results[0].width)


def _binary(fn: Binary, a: Operand, b: Operand) -> ConstantRange:
    """`fn` on the three views, pairwise (best with best, …), met."""
    pairs = dict.fromkeys(zip(a.views, b.views, strict=True))
    return _met([fn(x, y) for x, y in pairs])


def _unary(fn: Unary, a: Operand) -> ConstantRange:
    return _met([fn(x) for x in dict.fromkeys(a.views)])


def _select(w: int, facts: Sequence[ValueFacts]) -> ConstantRange:
    """LangRef select: the chosen arm; the other arm's poison does not matter, so an
    arm with no possible value just drops out of the union."""
    cond = operand(facts[0])
    if cond is None:
        return ConstantRange.empty(w)  # a poison condition makes the result poison
    arms = []
    if any(lo <= 1 <= hi for lo, hi in cond.exact):
        arms.append(facts[1])
    if any(lo == 0 for lo, _ in cond.exact):
        arms.append(facts[2])
    ps: Pieces = []
    for arm in arms:
        v = operand(arm)
        if v is not None:
            ps += v.exact
    return ro.cover(ps, w)


# --- rules -----------------------------------------------------------------------------

Rule = Callable[[Inst, list[Operand]], ConstantRange]


def _arith(fn: Callable[[ConstantRange, ConstantRange, bool, bool], ConstantRange]) -> Rule:
    def rule(inst: Inst, v: list[Operand]) -> ConstantRange:
        nuw, nsw = Flag.NUW in inst.flags, Flag.NSW in inst.flags
        return _binary(lambda x, y: fn(x, y, nuw, nsw), v[0], v[1])

    return rule


def _exact(fn: Callable[[ConstantRange, ConstantRange, bool], ConstantRange]) -> Rule:
    def rule(inst: Inst, v: list[Operand]) -> ConstantRange:
        exact = Flag.EXACT in inst.flags
        return _binary(lambda x, y: fn(x, y, exact), v[0], v[1])

    return rule


def _plain(fn: Binary) -> Rule:
    def rule(inst: Inst, v: list[Operand]) -> ConstantRange:
        return _binary(fn, v[0], v[1])

    return rule


def _and(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _binary(lambda x, y: ro.binary_and(x, y, v[0].known, v[1].known), v[0], v[1])


def _or(inst: Inst, v: list[Operand]) -> ConstantRange:
    disjoint = Flag.DISJOINT in inst.flags
    return _binary(lambda x, y: ro.binary_or(x, y, v[0].known, v[1].known, disjoint), v[0], v[1])


def _xor(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _binary(lambda x, y: ro.binary_xor(x, y, v[0].known, v[1].known), v[0], v[1])


def _icmp(inst: Inst, v: list[Operand]) -> ConstantRange:
    samesign = Flag.SAMESIGN in inst.flags
    r = _binary(lambda x, y: ro.icmp_result(inst.op, x, y, samesign), v[0], v[1])
    ka, kb = v[0].known, v[1].known
    if inst.op in (Opcode.EQ, Opcode.NE) and (ka.one & kb.zero) | (ka.zero & kb.one):
        # A bit known to differ: never equal (computeKnownBits of icmp eq).
        r = ro.intersect(r, ro.point(int(inst.op is Opcode.NE), 1))
    return r


def _zext(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(lambda x: ro.zext(x, inst.width, Flag.NNEG in inst.flags), v[0])


def _sext(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(lambda x: ro.sext(x, inst.width), v[0])


def _trunc(inst: Inst, v: list[Operand]) -> ConstantRange:
    nuw, nsw = Flag.NUW in inst.flags, Flag.NSW in inst.flags
    low = KnownBits(v[0].known.zero & mask(inst.width), v[0].known.one & mask(inst.width), inst.width)
    return ro.meet([_unary(lambda x: ro.trunc(x, inst.width, nuw, nsw), v[0]), ro.known_range(low)], inst.width)


def _ctpop(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(ro.ctpop, v[0])


def _ctlz(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(lambda x: ro.ctlz(x, Flag.ZERO_POISON in inst.flags), v[0])


def _cttz(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(lambda x: ro.cttz(x, Flag.ZERO_POISON in inst.flags), v[0])


def _abs(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _unary(lambda x: ro.abs_(x, Flag.INT_MIN_POISON in inst.flags), v[0])


def _permutation(permute: Callable[[int, int], int]) -> Rule:
    """bswap / bitreverse move bits, so known bits move with them; ranges follow only
    through the known bits (a constant stays exact)."""

    def rule(inst: Inst, v: list[Operand]) -> ConstantRange:
        k, w = v[0].known, inst.width
        return ro.known_range(KnownBits(permute(k.zero, w), permute(k.one, w), w))

    return rule


def _funnel(inst: Inst, v: list[Operand]) -> ConstantRange:
    """llvm.fshl / llvm.fshr, amount by amount (mod w) when there are few: for s ≠ 0,
    fshl a, b, s = (a << s) | (b >> (w − s)), two bit-disjoint parts, so also their
    sum without wrap; fshr a, b, s = fshl a, b, w − s; a zero amount returns a (fshl)
    or b (fshr) unchanged."""
    a, b, c = v
    w = inst.width
    m = mask(w)
    count = sum(hi - lo + 1 for lo, hi in c.exact)
    if count <= ro.ENUMERATION_LIMIT:
        residues = sorted({x % w for lo, hi in c.exact for x in range(lo, hi + 1)})
    elif w <= ro.ENUMERATION_LIMIT:
        residues = list(range(w))
    else:
        return ConstantRange.full(w)
    results: list[ConstantRange] = []
    for s in residues:
        if s == 0:
            results.append((a if inst.op is Opcode.FSHL else b).best)
            continue
        left = s if inst.op is Opcode.FSHL else w - s
        ka, kb = a.known, b.known
        known = KnownBits(
            ((ka.zero << left) & m) | (kb.zero >> (w - left)),
            ((ka.one << left) & m) | (kb.one >> (w - left)),
            w,
        )
        parts = ro.add(ro.shl(a.best, ro.point(left, w)), ro.lshr(b.best, ro.point(w - left, w)), nuw=True)
        results.append(ro.meet((ro.known_range(known), parts), w))
    return ro.union_all(results, w)


def _with_overflow(inst: Inst, v: list[Operand]) -> ConstantRange:
    return _binary(lambda x, y: ro.with_overflow(inst.op, x, y), v[0], v[1])


def _extractvalue(inst: Inst, v: list[Operand]) -> ConstantRange:
    """The aggregate's facts are all there is (Souper's packing: result in the low w
    bits, the overflow flag in bit w)."""
    agg = v[0]
    big = agg.best.width
    w = big - 1
    if inst.index == 0:
        low = KnownBits(agg.known.zero & mask(w), agg.known.one & mask(w), w)
        return ro.meet([_unary(lambda x: ro.trunc(x, w), agg), ro.known_range(low)], w)
    if agg.known.one >> w & 1:
        return ro.point(1, 1)
    if agg.known.zero >> w & 1:
        return ro.point(0, 1)
    return _unary(lambda x: ro.trunc(ro.lshr(x, ro.point(w, big)), 1), agg)


_RULES: dict[Opcode, Rule] = {
    Opcode.ADD: _arith(ro.add),
    Opcode.SUB: _arith(ro.sub),
    Opcode.MUL: _arith(ro.mul),
    Opcode.SHL: _arith(ro.shl),
    Opcode.UDIV: _exact(ro.udiv),
    Opcode.SDIV: _exact(ro.sdiv),
    Opcode.UREM: _plain(ro.urem),
    Opcode.SREM: _plain(ro.srem),
    Opcode.LSHR: _exact(ro.lshr),
    Opcode.ASHR: _exact(ro.ashr),
    Opcode.AND: _and,
    Opcode.OR: _or,
    Opcode.XOR: _xor,
    **dict.fromkeys(ICMPS, _icmp),
    Opcode.ZEXT: _zext,
    Opcode.SEXT: _sext,
    Opcode.TRUNC: _trunc,
    Opcode.CTPOP: _ctpop,
    Opcode.CTLZ: _ctlz,
    Opcode.CTTZ: _cttz,
    Opcode.BSWAP: _permutation(bswap),
    Opcode.BITREVERSE: _permutation(bitreverse),
    Opcode.FSHL: _funnel,
    Opcode.FSHR: _funnel,
    Opcode.UMIN: _plain(ro.umin),
    Opcode.UMAX: _plain(ro.umax),
    Opcode.SMIN: _plain(ro.smin),
    Opcode.SMAX: _plain(ro.smax),
    Opcode.ABS: _abs,
    Opcode.UADD_SAT: _plain(ro.uadd_sat),
    Opcode.SADD_SAT: _plain(ro.sadd_sat),
    Opcode.USUB_SAT: _plain(ro.usub_sat),
    Opcode.SSUB_SAT: _plain(ro.ssub_sat),
    Opcode.USHL_SAT: _plain(ro.ushl_sat),
    Opcode.SSHL_SAT: _plain(ro.sshl_sat),
    **dict.fromkeys(WITH_OVERFLOW, _with_overflow),
    Opcode.EXTRACTVALUE: _extractvalue,
}
