"""Non-zero and power-of-two transfer functions of the builtin analysis: LLVM's
isKnownNonZero and isKnownToBeAPowerOfTwo (ValueTracking.cpp) over `ValueFacts`.

The reducer (`forward.reduce_facts`) already claims non-zero from a known one bit or a
range without 0, and power-of-two for a constant; the rules here carry the operands'
own claims through an operation (`or` with a non-zero operand, `shl nuw` of a
non-zero value, a power of two shifted without losing its bit, …), which the
result's known bits and range often cannot state.

Soundness contract (docs/semantics.md): flags are assumed to hold, the instruction's
own UB not to happen, shift amounts ≥ width are poison; an operand whose facts
contradict each other is never observed, and neither is the result (we claim
nothing, to stay unsurprising).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from auditor.analyses.builtin import range_ops as ro
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.known_bits import (
    Operand,
    decide_icmp,
    funnel_residues,
    negate,
    same_operands,
    shift_amounts,
    summarize,
    summarize_all,
)
from auditor.ir.fragment import Inst, mask
from auditor.ir.opcodes import ICMPS, Flag, Opcode

Claims = tuple[bool, bool]
"""(non_zero, power_of_two)."""

NOTHING: Claims = (False, False)


def transfer(inst: Inst, ops: Sequence[ValueFacts]) -> Claims:
    """(non_zero, power_of_two) claims about `inst`'s result. var, phi and freeze are
    the caller's: nothing here."""
    op = inst.op
    if op in (Opcode.VAR, Opcode.PHI, Opcode.FREEZE):
        return NOTHING
    if op is Opcode.SELECT:
        return _select(ops)
    v = summarize_all(ops)
    if v is None:
        return NOTHING
    rule = _RULES.get(op)
    if rule is None:
        return NOTHING
    non_zero, power_of_two = rule(inst, v)
    return non_zero or power_of_two, power_of_two


def _select(ops: Sequence[ValueFacts]) -> Claims:
    """Both claims of every arm that can be chosen (LangRef select); an arm with no
    possible value is poison when chosen, so it drops out."""
    cond = summarize(ops[0])
    if cond is None:
        return NOTHING
    arms = ([ops[1]] if cond.umax == 1 else []) + ([ops[2]] if cond.umin == 0 else [])
    live = [s for s in map(summarize, arms) if s is not None]
    if not live:
        return NOTHING
    return all(s.non_zero for s in live), all(s.power_of_two for s in live)


Rule = Callable[[Inst, list[Operand]], Claims]


# --- helpers -----------------------------------------------------------------------------


def never_equal(a: Operand, b: Operand) -> bool:
    """No value is allowed for both: the pieces are disjoint or a bit is known to
    differ."""
    return not ro.meet_pieces(a.exact, b.exact) or bool((a.one & b.zero) | (a.zero & b.one))


def never_sum_to_zero(a: Operand, b: Operand) -> bool:
    """a + b ≠ 0 (mod 2^w): b is never −a (isNonZeroAdd's sign and power-of-two cases
    are instances: −a's pieces, or its known bits, miss b's)."""
    n = 1 << a.width
    negated = []
    for lo, hi in a.exact:
        if lo == 0:
            negated.append((0, 0))
            lo = 1
        if lo <= hi:
            negated.append((n - hi, n - lo))
    if not ro.meet_pieces(negated, b.exact):
        return True
    k = negate(a.known)
    return bool((k.one & b.zero) | (k.zero & b.one))


def _highest_bit(x: Operand) -> int:
    """The highest position a one of x can have (−1 for x = 0)."""
    return x.umax.bit_length() - 1


def _lowest_known_one(x: Operand) -> int:
    """The highest position the lowest set bit of x can have: x's lowest known one,
    else its highest possible bit when x ≠ 0; w when x may be 0."""
    return x.max_trailing_zeros


# --- rules -------------------------------------------------------------------------------


def _add(inst: Inst, v: list[Operand]) -> Claims:
    a, b = v
    w = inst.width
    nuw, nsw = Flag.NUW in inst.flags, Flag.NSW in inst.flags
    if same_operands(inst):
        # x + x = 2x is 0 only for x = 0 or INT_MIN, and INT_MIN + INT_MIN wraps.
        return a.non_zero and (nuw or nsw or not a.may_be(1 << (w - 1))), False
    # isNonZeroAdd: with nuw the sum is at least either operand.
    return (nuw and (a.non_zero or b.non_zero)) or never_sum_to_zero(a, b), False


def _sub(inst: Inst, v: list[Operand]) -> Claims:
    if same_operands(inst):
        return NOTHING
    return never_equal(v[0], v[1]), False


def _mul(inst: Inst, v: list[Operand]) -> Claims:
    """isKnownNonZero, mul: no wrap and both non-zero; or the lowest set bits of both
    operands add up to a position inside the width. A product of powers of two that is
    not 0 is a power of two."""
    a, b = v
    w = inst.width
    no_wrap = Flag.NUW in inst.flags or Flag.NSW in inst.flags
    non_zero = (no_wrap and a.non_zero and b.non_zero) or _lowest_known_one(a) + _lowest_known_one(b) < w
    return non_zero, non_zero and a.power_of_two and b.power_of_two


def _shl(inst: Inst, v: list[Operand]) -> Claims:
    """shl nuw/nsw cannot remove every set bit; nor can a shift that keeps x's lowest
    set bit inside the width. A power of two that stays non-zero stays one."""
    x, amount = v
    w = inst.width
    amounts = shift_amounts(amount, w)
    if not amounts:
        return NOTHING
    no_wrap = Flag.NUW in inst.flags or Flag.NSW in inst.flags
    non_zero = (no_wrap and x.non_zero) or _lowest_known_one(x) + amounts[-1] < w
    return non_zero, non_zero and x.power_of_two


def _right_shift(inst: Inst, v: list[Operand]) -> Claims:
    """lshr/ashr exact of a non-zero value is non-zero; so is any shift of a value at
    least 2^s, or with a known one at s or above; ashr of a negative value stays
    negative. A power of two shifted right is one or 0 (ashr: unless it is INT_MIN)."""
    x, amount = v
    w = inst.width
    amounts = shift_amounts(amount, w)
    if not amounts:
        return NOTHING
    top = amounts[-1]
    non_zero = (
        (Flag.EXACT in inst.flags and x.non_zero)
        or (x.umin >> top) > 0
        or x.one.bit_length() - 1 >= top
        or (inst.op is Opcode.ASHR and x.negative)
    )
    power = x.power_of_two and (inst.op is Opcode.LSHR or x.non_negative or top == 0)
    return non_zero, non_zero and power


def _division(inst: Inst, v: list[Operand]) -> Claims:
    a, b = v
    op, exact = inst.op, Flag.EXACT in inst.flags
    if same_operands(inst):
        return (True, True) if op in (Opcode.UDIV, Opcode.SDIV) else NOTHING  # x / x = 1, x rem x = 0
    if op is Opcode.UDIV:
        # udiv exact of a non-zero value is non-zero (x = q · y); x ≥ y gives q ≥ 1.
        # A quotient of powers of two is one or 0; an exact one is one (q · y = 2^k).
        non_zero = (exact and a.non_zero) or a.umin >= b.umax
        power = a.power_of_two and (exact or b.power_of_two)
        return non_zero, non_zero and power
    if op is Opcode.SDIV:
        return (exact and a.non_zero) or a.magnitude[0] >= b.magnitude[1], False
    # x rem y = x when x is smaller than y (in magnitude, for srem).
    smaller = a.umax < b.umin if op is Opcode.UREM else a.magnitude[1] < b.magnitude[0]
    return smaller and a.non_zero, smaller and a.power_of_two


def _and(inst: Inst, v: list[Operand]) -> Claims:
    """Known ones in common make it non-zero. isKnownToBeAPowerOfTwo, and: with a
    power-of-two operand the result is that power or 0; it is that power when every
    bit the power can have is known one in the other operand."""
    a, b = v
    if same_operands(inst):
        return a.non_zero, a.power_of_two
    non_zero = bool(a.one & b.one)
    power = False
    for x, y in ((a, b), (b, a)):
        if x.power_of_two:
            possible = ~x.zero & mask(x.width)
            if possible & ~y.one == 0:
                non_zero = power = True
            elif non_zero:
                power = True
    return non_zero, power


def _or(inst: Inst, v: list[Operand]) -> Claims:
    a, b = v
    if same_operands(inst):
        return a.non_zero, a.power_of_two
    return a.non_zero or b.non_zero, False


def _xor(inst: Inst, v: list[Operand]) -> Claims:
    if same_operands(inst):
        return NOTHING
    return never_equal(v[0], v[1]), False


def _icmp(inst: Inst, v: list[Operand]) -> Claims:
    true = decide_icmp(inst, v[0], v[1]) is True
    return true, true


def _cast(inst: Inst, v: list[Operand]) -> Claims:
    x = v[0]
    if inst.op is Opcode.ZEXT:
        return x.non_zero, x.power_of_two
    if inst.op is Opcode.SEXT:
        return x.non_zero, x.power_of_two and x.non_negative
    # trunc: the value is unchanged when nothing is dropped (x < 2^dst, or the nuw /
    # nsw flag: then trunc x = 0 would mean x = 0).
    kept = x.umax >> inst.width == 0 or Flag.NUW in inst.flags or Flag.NSW in inst.flags
    non_zero = (kept and x.non_zero) or bool(x.one & mask(inst.width))
    return non_zero, kept and x.power_of_two


def _count(inst: Inst, v: list[Operand]) -> Claims:
    """ctpop of a non-zero value is at least 1 (exactly 1 for a power of two);
    ctlz of a non-negative value and cttz of an even one are at least 1 (w for 0)."""
    x = v[0]
    if inst.op is Opcode.CTPOP:
        return x.non_zero, x.power_of_two
    if inst.op is Opcode.CTLZ:
        return x.non_negative, False
    return bool(x.zero & 1), False


def _permute(inst: Inst, v: list[Operand]) -> Claims:
    """bswap and bitreverse move bits: 0 and the bit count are kept."""
    return v[0].non_zero, v[0].power_of_two


def _funnel(inst: Inst, v: list[Operand]) -> Claims:
    """A rotation (both halves the same value) moves bits only; an amount that is
    always 0 mod w returns the first (fshl) or second (fshr) operand."""
    a, b, c = v
    w = inst.width
    if same_operands(inst):
        return a.non_zero, a.power_of_two
    if funnel_residues(c, w) == [0]:
        x = a if inst.op is Opcode.FSHL else b
        return x.non_zero, x.power_of_two
    return NOTHING


def _min_max(inst: Inst, v: list[Operand]) -> Claims:
    """The result is one of the operands; umax is at least either, umin is at most
    either; smax of a positive and smin of a negative operand keep the sign."""
    a, b = v
    op = inst.op
    both = a.non_zero and b.non_zero
    if op is Opcode.UMAX:
        non_zero = a.non_zero or b.non_zero
    elif op is Opcode.SMAX:
        non_zero = both or a.smin > 0 or b.smin > 0
    elif op is Opcode.SMIN:
        non_zero = both or a.negative or b.negative
    else:
        non_zero = both
    return non_zero, a.power_of_two and b.power_of_two


def _abs(inst: Inst, v: list[Operand]) -> Claims:
    """|x| is 0 only for x = 0 (INT_MIN maps to itself); a power of two is positive
    or INT_MIN, and either way |x| is itself."""
    return v[0].non_zero, v[0].power_of_two


def _saturating(inst: Inst, v: list[Operand]) -> Claims:
    """uadd.sat is at least either operand; usub.sat is non-zero when a > b always;
    the signed ones are a ± b when it fits (non-zero as for add / sub) or the
    saturation value, which is non-zero except INT_MAX of i1 (0)."""
    a, b = v
    op = inst.op
    if same_operands(inst) and op in (Opcode.USUB_SAT, Opcode.SSUB_SAT):
        return NOTHING
    if op is Opcode.UADD_SAT:
        return a.non_zero or b.non_zero or never_sum_to_zero(a, b), False
    if op is Opcode.USUB_SAT:
        return a.umin > b.umax, False
    if inst.width == 1:
        return NOTHING
    if op is Opcode.SADD_SAT:
        return never_sum_to_zero(a, b), False
    return never_equal(a, b), False


def _shl_sat(inst: Inst, v: list[Operand]) -> Claims:
    """A lossless shift of a non-zero value is non-zero, and a saturated one is too
    (2^w − 1, INT_MIN or INT_MAX; sshl.sat of i1 only shifts by 0). ushl.sat of a
    power of two is one when its bit cannot be shifted out."""
    a, amount = v
    w = inst.width
    amounts = shift_amounts(amount, w)
    if not amounts:
        return NOTHING
    lossless = _highest_bit(a) + amounts[-1] < w
    power = a.power_of_two and (lossless if inst.op is Opcode.USHL_SAT else _highest_bit(a) + amounts[-1] < w - 1)
    return a.non_zero, power


_RULES: dict[Opcode, Rule] = {
    Opcode.ADD: _add,
    Opcode.SUB: _sub,
    Opcode.MUL: _mul,
    Opcode.SHL: _shl,
    Opcode.LSHR: _right_shift,
    Opcode.ASHR: _right_shift,
    Opcode.UDIV: _division,
    Opcode.SDIV: _division,
    Opcode.UREM: _division,
    Opcode.SREM: _division,
    Opcode.AND: _and,
    Opcode.OR: _or,
    Opcode.XOR: _xor,
    **dict.fromkeys(ICMPS, _icmp),
    Opcode.ZEXT: _cast,
    Opcode.SEXT: _cast,
    Opcode.TRUNC: _cast,
    Opcode.CTPOP: _count,
    Opcode.CTLZ: _count,
    Opcode.CTTZ: _count,
    Opcode.BSWAP: _permute,
    Opcode.BITREVERSE: _permute,
    Opcode.FSHL: _funnel,
    Opcode.FSHR: _funnel,
    Opcode.UMIN: _min_max,
    Opcode.UMAX: _min_max,
    Opcode.SMIN: _min_max,
    Opcode.SMAX: _min_max,
    Opcode.ABS: _abs,
    Opcode.UADD_SAT: _saturating,
    Opcode.SADD_SAT: _saturating,
    Opcode.USUB_SAT: _saturating,
    Opcode.SSUB_SAT: _saturating,
    Opcode.USHL_SAT: _shl_sat,
    Opcode.SSHL_SAT: _shl_sat,
}
"""with.overflow aggregates and extractvalue have no rule: their claims come from
their known bits and ranges."""
