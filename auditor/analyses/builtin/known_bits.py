"""Known-bits transfer functions of the builtin analysis: LLVM's KnownBits.cpp and the
known-bits half of ValueTracking.cpp (computeKnownBits), over `ValueFacts`.

The result bits are derived bit by bit (carries, trailing zeros, shifted masks,
permutations); what an operand's *range* says is used where LLVM uses a bound (the
largest product, the smallest divisor, whether an operation can overflow). The known
bits implied by the result's own range are the reducer's job (`forward.reduce_facts`), so
they are not repeated here.

Soundness contract (docs/semantics.md): the claim holds for every defined execution in
which the result is not poison. So poison-generating flags are assumed to hold, the
instruction's own immediate UB (a zero divisor, INT_MIN / -1) not to happen, and shift
amounts ≥ width (poison) are ignored. An operand whose facts contradict each other
never has a value, and neither has the result: any claim holds then, and we return
the unknown one.

`Operand` — all the facts of one operand read together — is shared with the sign-bits
and boolean transfer functions.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from auditor.analyses.builtin import range_ops as ro
from auditor.analyses.builtin.apint import bitreverse, bswap, countr_zero, sdiv_trunc
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.range_ops import Pieces
from auditor.analyses.builtin.ranges import operand as range_operand
from auditor.domains.known_bits import KNOWN_BITS, KnownBits
from auditor.domains.sign_bits import num_sign_bits
from auditor.ir.fragment import Inst, mask, to_signed
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Flag, Opcode

FUNNEL_ENUMERATION_LIMIT = 256
"""Funnel-shift amounts taking at most this many values are reduced mod w one by one;
beyond it, the residues the amount's known low bits allow (w a power of two) or all."""


# --- one operand, all facts together ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Operand:
    """What all the facts of one operand say together: `exact` is the set of values
    they allow (sorted unsigned pieces), `known` the known bits merged with the bits
    the pieces fix, and the bounds are the pieces' extremes (`smin`/`smax` as signed
    Python ints). `sign_bits`, `non_zero` and `power_of_two` are the claims, refined by
    the bounds."""

    width: int
    exact: Pieces
    known: KnownBits
    umin: int
    umax: int
    smin: int
    smax: int
    sign_bits: int
    non_zero: bool
    power_of_two: bool

    @property
    def zero(self) -> int:
        return self.known.zero

    @property
    def one(self) -> int:
        return self.known.one

    @property
    def is_constant(self) -> bool:
        return self.umin == self.umax

    @property
    def non_negative(self) -> bool:
        return self.smin >= 0

    @property
    def negative(self) -> bool:
        return self.smax < 0

    def may_be(self, value: int) -> bool:
        """Whether `value` is one the facts allow."""
        k = self.known
        return (value & k.zero) == 0 and (value & k.one) == k.one and any(lo <= value <= hi for lo, hi in self.exact)

    @property
    def min_trailing_zeros(self) -> int:
        """KnownBits::countMinTrailingZeros (w for a known 0)."""
        return _countr_one(self.known.zero, self.width)

    @property
    def max_trailing_zeros(self) -> int:
        """KnownBits::countMaxTrailingZeros, sharpened: a non-zero value has no more
        trailing zeros than its highest possible bit."""
        w = self.width
        tz = countr_zero(self.known.one, w)
        if self.umin > 0:
            tz = min(tz, self.umax.bit_length() - 1)
        return tz

    @property
    def signed_pieces(self) -> list[tuple[int, int]]:
        """The allowed values as signed intervals, each within one sign."""
        w = self.width
        return [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in ro.halves(self.exact, w)]

    @property
    def magnitude(self) -> tuple[int, int]:
        """[min, max] of |x| over the allowed values (|INT_MIN| = 2^(w-1))."""
        lows, highs = [], []
        for slo, shi in self.signed_pieces:
            a, b = (slo, shi) if slo >= 0 else (-shi, -slo)
            lows.append(a)
            highs.append(b)
        return min(lows), max(highs)


@functools.lru_cache(maxsize=1 << 14)
def summarize(facts: ValueFacts) -> Operand | None:
    """The facts of one operand intersected; None when no value satisfies them all
    (the operand is then never observed, and neither is a result computed from it).
    Memoized, as `ranges.operand` is."""
    w, m = facts.width, mask(facts.width)
    sign = 1 << (w - 1)
    if facts.range.is_empty or facts.unsigned.is_empty or facts.signed.is_empty:
        return None
    v = range_operand(facts)
    if v is None:
        return None
    ps = v.exact
    if facts.power_of_two:
        # A power of two is at most 2^(w-1) (unsigned).
        ps = ro.clip(ps, 1, sign)
        if not ps:
            return None
    known = v.known
    if ps is not v.exact:
        merged = ro.merge_known(known, ro.known_bits_of(ps, w))
        if merged is None:
            return None
        known = merged
        ps = ro.clip_to_known(ps, known)
        if not ps:
            return None
    signed = [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in ro.halves(ps, w)]
    smin, smax = min(lo for lo, _ in signed), max(hi for _, hi in signed)
    umin, umax = ps[0][0], ps[-1][1]
    sign_bits = max(min(facts.sign_bits, w), min(num_sign_bits(smin & m, w), num_sign_bits(smax & m, w)))
    is_constant = umin == umax
    return Operand(
        width=w,
        exact=ps,
        known=known,
        umin=umin,
        umax=umax,
        smin=smin,
        smax=smax,
        sign_bits=sign_bits,
        non_zero=umin > 0,
        power_of_two=facts.power_of_two or (is_constant and umin & (umin - 1) == 0 and umin != 0),
    )


def summarize_all(ops: Sequence[ValueFacts]) -> list[Operand] | None:
    """Every operand summarised, or None when one of them is never observed."""
    out = []
    for facts in ops:
        v = summarize(facts)
        if v is None:
            return None
        out.append(v)
    return out


def same_operands(inst: Inst) -> bool:
    """The first two operands are the same SSA value (or the same constant), so they
    are equal in every execution: a freeze or an input has one value per execution."""
    return len(inst.operands) >= 2 and inst.operands[0] == inst.operands[1]


# --- bit helpers -----------------------------------------------------------------------


def _countr_one(x: int, w: int) -> int:
    """Trailing ones of x as a w-bit value (w when all ones)."""
    return min((~x & (x + 1)).bit_length() - 1, w)


def _countl_one(x: int, w: int) -> int:
    """Leading ones of the w-bit value x."""
    return w - (~x & mask(w)).bit_length()


def _countl_zero(x: int, w: int) -> int:
    return w - x.bit_length()


def _high(n: int, w: int) -> int:
    """APInt::getHighBitsSet(w, n)."""
    n = max(0, min(n, w))
    return mask(w) ^ mask(w - n)


def _bits(lo: int, hi: int) -> int:
    """APInt::setBits(lo, hi): bits lo ≤ i < hi."""
    return mask(hi) ^ mask(lo) if hi > lo else 0


def make(zero: int, one: int, w: int) -> KnownBits:
    """Known bits from masks that might conflict. A conflict means no value satisfies
    facts that each hold of every value, so the result is never observed; LLVM then
    returns all zeros ("just return 0 if ... we have poison"), and so do we."""
    m = mask(w)
    zero, one = zero & m, one & m
    if zero & one:
        return KnownBits.constant(0, w)
    return KnownBits(zero, one, w)


def join_all(facts: Sequence[KnownBits], w: int) -> KnownBits:
    """The join of several (the unknown fact when there are none: nothing to join
    means the value is never observed, and the unknown fact is as good as any)."""
    return functools.reduce(KNOWN_BITS.join, facts) if facts else KnownBits.unknown(w)


def meet(a: KnownBits, b: KnownBits) -> KnownBits:
    """Both facts at once (KnownBits::unionWith), as `make` on a conflict."""
    return make(a.zero | b.zero, a.one | b.one, a.width)


def of_interval(lo: int, hi: int, w: int) -> KnownBits:
    """The common leading bits of an unsigned interval [lo, hi] (lo ≤ hi)."""
    return ro.known_bits_of([(lo, hi)], w)


def _not(k: KnownBits) -> KnownBits:
    return KnownBits(k.one, k.zero, k.width)


def _min_value(k: KnownBits) -> int:
    return k.one


def _max_value(k: KnownBits) -> int:
    return ~k.zero & mask(k.width)


def _signed_min_value(k: KnownBits) -> int:
    """KnownBits::getSignedMinValue, as a signed int: the sign bit set unless known 0."""
    sign = 1 << (k.width - 1)
    return to_signed(k.one | (0 if k.zero & sign else sign), k.width)


def _signed_max_value(k: KnownBits) -> int:
    sign = 1 << (k.width - 1)
    return to_signed(_max_value(k) & ~(0 if k.one & sign else sign), k.width)


def _sat(x: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, x))


# --- add and sub (KnownBits::computeForAddSub) -----------------------------------------


def _add_carry(a: KnownBits, b: KnownBits, carry_zero: bool, carry_one: bool) -> tuple[int, int]:
    """computeForAddCarry: the sum bits known where both operand bits and the carry
    into the bit are known. The carry is known where the largest and the smallest
    possible sums agree with the operands' bits."""
    m = mask(a.width)
    possible_sum_zero = (_max_value(a) + _max_value(b) + (0 if carry_zero else 1)) & m
    possible_sum_one = (a.one + b.one + (1 if carry_one else 0)) & m
    carry_known_zero = ~(possible_sum_zero ^ a.zero ^ b.zero) & m
    carry_known_one = (possible_sum_one ^ a.one ^ b.one) & m
    known = a.known & b.known & (carry_known_zero | carry_known_one)
    return ~possible_sum_zero & known & m, possible_sum_one & known


def add_sub(add: bool, nsw: bool, nuw: bool, a: KnownBits, b: KnownBits) -> KnownBits:
    """KnownBits::computeForAddSub, case for case."""
    w = a.width
    m, sign = mask(w), 1 << (w - 1)
    low = mask(w - 1)
    if add:
        zero, one = _add_carry(a, b, carry_zero=True, carry_one=False)
    else:
        # a - b = a + ~b + 1.
        zero, one = _add_carry(a, _not(b), carry_zero=False, carry_one=True)
    if nuw:
        if add:
            # No add wraps, so the leading ones of the least sum stay set.
            min_val = min(_min_value(a) + _min_value(b), m)
            if nsw:
                n = _countl_one(min_val & low, w - 1)
                one |= _bits(w - 1 - n, w - 1)
            one |= _high(_countl_one(min_val, w), w)
        else:
            # No sub wraps, so the leading zeros of the greatest difference stay clear.
            max_val = max(_max_value(a) - _min_value(b), 0)
            if nsw:
                n = _countl_zero(max_val & low, w - 1)
                zero |= _bits(w - 1 - n, w - 1)
            zero |= _high(_countl_zero(max_val, w), w)
    if nsw:
        lo_lim, hi_lim = -sign, sign - 1
        if add:
            min_val = _sat(_signed_min_value(a) + _signed_min_value(b), lo_lim, hi_lim)
            max_val = _sat(_signed_max_value(a) + _signed_max_value(b), lo_lim, hi_lim)
        else:
            min_val = _sat(_signed_min_value(a) - _signed_max_value(b), lo_lim, hi_lim)
            max_val = _sat(_signed_max_value(a) - _signed_min_value(b), lo_lim, hi_lim)
        if min_val >= 0:
            n = _countl_one(min_val & low, w - 1)
            one |= _bits(w - 1 - n, w - 1)
            zero |= sign
        if max_val < 0:
            n = _countl_zero(max_val & low, w - 1)
            zero |= _bits(w - 1 - n, w - 1)
            one |= sign
    return make(zero, one, w)


def negate(k: KnownBits) -> KnownBits:
    """0 - x (wrapping)."""
    return add_sub(False, False, False, KnownBits.constant(0, k.width), k)


# --- mul (KnownBits::mul, computeKnownBitsMul) -----------------------------------------


def mul(a: Operand, b: Operand, nsw: bool, nuw: bool, self_multiply: bool) -> KnownBits:
    """KnownBits::mul (high zeros from the largest product, low bits from the known
    low bits past the trailing zeros) and computeKnownBitsMul's sign under nsw."""
    w = a.width
    m = mask(w)
    ka, kb = a.known, b.known
    # High zeros: the largest product, when it fits (umax from all the facts).
    product = a.umax * b.umax
    lead_z = _countl_zero(product, w) if product <= m else 0
    # Low bits: (a / 2^ta) * (b / 2^tb) * 2^(ta + tb), each factor's low bits known.
    tb_a, tb_b = _countr_one(ka.known, w), _countr_one(kb.known, w)
    tz_a, tz_b = _countr_one(ka.zero, w), _countr_one(kb.zero, w)
    smallest = min(tb_a - tz_a, tb_b - tz_b)
    result_bits = min(smallest + tz_a + tz_b, w)
    bottom = (ka.one & mask(tb_a)) * (kb.one & mask(tb_b))
    zero = _high(lead_z, w) | (~bottom & mask(result_bits))
    one = bottom & mask(result_bits)
    if self_multiply and w > 1:
        # x * x ≡ 0 or 1 (mod 4): bit 1 is clear (KnownBits::mul, NoUndefSelfMultiply).
        zero |= 2
    result = make(zero, one, w)
    if nsw:
        # computeKnownBitsMul: without signed overflow the sign follows the operands'.
        sign = 1 << (w - 1)
        non_negative = self_multiply or (a.negative and b.negative) or (a.non_negative and b.non_negative)
        if not non_negative and nuw:
            # mul nuw nsw with a factor > 1 is non-negative: times a negative value
            # (≥ 2^(w-1) unsigned) it would wrap unsigned.
            non_negative = a.smin > 1 or b.smin > 1
        negative = not non_negative and (
            (a.negative and b.non_negative and b.non_zero) or (b.negative and a.non_negative and a.non_zero)
        )
        if non_negative:
            result = meet(result, KnownBits(sign, 0, w))
        elif negative:
            result = meet(result, KnownBits(0, sign, w))
    return result


# --- division and remainder (KnownBits::udiv/sdiv/urem/srem) -----------------------------


def _quotient(zero: int, one: int, a: Operand, b: Operand, exact: bool) -> KnownBits:
    """A quotient's known bits from those of its high bits (`zero`, `one`), plus, for
    exact divisions, divComputeLowBit: x = q · y, so tz(q) = tz(x) − tz(y), and an odd
    x has an odd quotient. Every execution poison: 0, as `make` does on a conflict."""
    w = a.width
    if not exact:
        return make(zero, one, w)
    if a.one & 1:
        one |= 1
    # The divisor is not 0 in a defined execution: at most its top possible bit.
    b_max_tz = min(b.max_trailing_zeros, max(b.umax.bit_length() - 1, 0))
    min_tz = a.min_trailing_zeros - b_max_tz
    max_tz = a.max_trailing_zeros - b.min_trailing_zeros
    if min_tz >= 0:
        zero |= mask(min(min_tz, w))
        if min_tz == max_tz and min_tz < w:
            one |= 1 << min_tz
    elif max_tz < 0:
        return KnownBits.constant(0, w)
    return make(zero, one, w)


def udiv(a: Operand, b: Operand, exact: bool) -> KnownBits:
    """KnownBits::udiv: leading zeros of the largest quotient, low bits when exact."""
    w = a.width
    if a.umax == 0 or b.umax == 0:
        return KnownBits.constant(0, w)  # 0 / y = 0; a zero divisor is UB
    # The largest quotient is the largest dividend over the least (non-zero) divisor.
    max_res = a.umax // max(b.umin, 1)
    zero, one = _high(_countl_zero(max_res, w), w), 0
    return _quotient(zero, one, a, b, exact)


def sdiv(a: Operand, b: Operand, exact: bool) -> KnownBits:
    """KnownBits::sdiv with the operands' signed bounds in place of the known-bits
    ones: the sign of the quotient when the operands' signs and magnitudes fix it,
    and the leading bits of its extreme value."""
    w = a.width
    if a.non_negative and b.non_negative:
        return udiv(a, b, exact)
    if (a.umax == 0) or b.umax == 0:
        return KnownBits.constant(0, w)
    sign = 1 << (w - 1)
    res: int | None = None
    if a.negative and b.negative:
        # Non-negative; INT_MIN / -1 is UB, so at most INT_MAX.
        res = sign - 1 if a.smin == -sign and b.smax == -1 else sdiv_trunc(a.smin, b.smax)
    elif a.negative and b.non_negative:
        if exact or -a.smax >= b.smax:
            res = sdiv_trunc(a.smin, max(b.smin, 1))  # the divisor is not 0
    elif a.smin > 0 and b.negative and (exact or a.smin >= -b.smin):
        res = sdiv_trunc(a.smax, b.smax)
    zero = one = 0
    if res is not None:
        if res >= 0:
            zero = _high(_countl_zero(res, w), w)
        else:
            one = _high(_countl_one(res & mask(w), w), w)
    return _quotient(zero, one, a, b, exact)


def _rem_low_bits(a: Operand, b: Operand) -> tuple[int, int]:
    """remGetLowBits: y is a multiple of 2^tz(y), so x rem y keeps x's low tz(y) bits
    (for srem too: the remainder is x minus a multiple of y)."""
    low = mask(b.min_trailing_zeros)
    return a.zero & low, a.one & low


def urem(a: Operand, b: Operand) -> KnownBits:
    """KnownBits::urem: x's low bits below y's trailing zeros, all of x mod 2^k for
    y = 2^k, and leading zeros of the remainder's bound min(x, y − 1)."""
    w = a.width
    if b.umax == 0:
        return KnownBits.constant(0, w)  # UB
    if a.umax < b.umin:
        return a.known  # x < y: x urem y = x
    zero, one = _rem_low_bits(a, b)
    if b.is_constant and b.power_of_two:
        return make(zero | (mask(w) & ~(b.umin - 1)), one, w)
    # The remainder is at most x and less than y.
    zero |= _high(_countl_zero(min(a.umax, b.umax - 1), w), w)
    return make(zero, one, w)


def srem(a: Operand, b: Operand) -> KnownBits:
    """KnownBits::srem: x's low bits below y's trailing zeros; for y = ±2^k the high
    bits follow x's sign; otherwise the remainder's sign and magnitude bound."""
    w = a.width
    m = mask(w)
    if b.umax == 0:
        return KnownBits.constant(0, w)  # UB
    a_mag, b_mag = a.magnitude, b.magnitude
    if a_mag[1] < b_mag[0]:
        return a.known  # |x| < |y|: x srem y = x
    zero, one = _rem_low_bits(a, b)
    if b.is_constant:
        c = abs(to_signed(b.umin, w))
        if c & (c - 1) == 0:
            # srem by ±2^k: the low k bits of x, and the high bits follow x's sign
            # unless the remainder is 0 (KnownBits::srem).
            low = c - 1
            if a.non_negative or (low & ~a.zero) == 0:
                zero |= m & ~low
            if a.negative and low & a.one:
                one |= m & ~low
            return make(zero, one, w)
    # The remainder has the dividend's sign (or is 0) and a smaller magnitude than
    # both operands: |r| ≤ |x| and |r| < |y|.
    bound = min(a_mag[1], b_mag[1] - 1)
    if a.non_negative:
        zero |= _high(_countl_zero(bound, w), w)
    elif a.negative and one:
        # A known one bit makes r ≠ 0, so r is negative: -bound ≤ r ≤ -1.
        one |= _high(_countl_one(-bound & m, w), w)
    return make(zero, one, w)


# --- shifts ----------------------------------------------------------------------------


def shift_amounts(b: Operand, w: int) -> list[int]:
    """The amounts < w the facts allow (an amount ≥ w gives poison)."""
    return [s for lo, hi in b.exact if lo < w for s in range(lo, min(hi, w - 1) + 1) if b.may_be(s)]


def shl_const(x: KnownBits, s: int, nuw: bool, nsw: bool) -> KnownBits | None:
    """x << s, with the flags' assumptions first applied to x; None when they cannot
    hold (every execution with this amount is poison)."""
    w = x.width
    m = mask(w)
    zero, one = x.zero, x.one
    if nuw and s:
        out = _high(s, w)  # LangRef shl nuw: the shifted-out bits are zero
        if one & out:
            return None
        zero |= out
    if nsw and s:
        # LangRef shl nsw: the shifted-out bits all equal the result's sign bit, so the
        # top s + 1 bits of x are equal.
        top = _high(s + 1, w)
        if zero & top and one & top:
            return None
        if zero & top:
            zero |= top
        elif one & top:
            one |= top
    return KnownBits(((zero << s) | mask(s)) & m, (one << s) & m, w)


def lshr_const(x: KnownBits, s: int, exact: bool) -> KnownBits | None:
    w = x.width
    if exact and x.one & mask(s):
        return None  # LangRef lshr exact: a shifted-out bit is non-zero
    return KnownBits((x.zero >> s) | _high(s, w), x.one >> s, w)


def ashr_const(x: KnownBits, s: int, exact: bool) -> KnownBits | None:
    w = x.width
    if exact and x.one & mask(s):
        return None
    fill = _high(s, w)
    zero = (x.zero >> s) | (fill if x.zero >> (w - 1) & 1 else 0)
    one = (x.one >> s) | (fill if x.one >> (w - 1) & 1 else 0)
    return KnownBits(zero, one, w)


def _join_over(amounts: Sequence[int], each: Callable[[int], KnownBits | None], w: int) -> KnownBits:
    """The join of `each(s)` over the amounts (KnownBits::shl/lshr/ashr's loop), early
    out once nothing is known; amounts whose executions are all poison drop out."""
    result: KnownBits | None = None
    for s in amounts:
        k = each(s)
        if k is None:
            continue
        result = k if result is None else KNOWN_BITS.join(result, k)
        if result.known == 0:
            break
    return result if result is not None else KnownBits.constant(0, w)


# --- comparisons -----------------------------------------------------------------------

_SIGNED_PREDICATES = frozenset({Opcode.SLT, Opcode.SLE, Opcode.SGT, Opcode.SGE})
_UNSIGNED_OF = {Opcode.SLT: Opcode.ULT, Opcode.SLE: Opcode.ULE, Opcode.SGT: Opcode.UGT, Opcode.SGE: Opcode.UGE}
_REFLEXIVE = frozenset({Opcode.EQ, Opcode.ULE, Opcode.UGE, Opcode.SLE, Opcode.SGE})


def _decide_order(pred: Opcode, a_lo: int, a_hi: int, b_lo: int, b_hi: int) -> bool | None:
    """An unsigned-order predicate on independent values a ∈ [a_lo, a_hi], b ∈ [b_lo,
    b_hi]: KnownBits::ult etc. (decided when the intervals do not interleave)."""
    if pred is Opcode.ULT:
        return True if a_hi < b_lo else False if a_lo >= b_hi else None
    if pred is Opcode.ULE:
        return True if a_hi <= b_lo else False if a_lo > b_hi else None
    if pred is Opcode.UGT:
        return True if a_lo > b_hi else False if a_hi <= b_lo else None
    return True if a_lo >= b_hi else False if a_hi < b_lo else None


def decide_icmp(inst: Inst, a: Operand, b: Operand) -> bool | None:
    """The value of the comparison when the facts decide it."""
    op, w = inst.op, a.width
    if same_operands(inst):
        return op in _REFLEXIVE
    sign = 1 << (w - 1)
    halves: list[tuple[Pieces, Pieces]]
    if Flag.SAMESIGN in inst.flags:
        # LangRef icmp samesign: the operands have the same sign, else poison. Within
        # one sign the signed and unsigned orders agree, so decide per sign.
        halves = [(ro.clip(a.exact, lo, hi), ro.clip(b.exact, lo, hi)) for lo, hi in ((0, sign - 1), (sign, mask(w)))]
        halves = [(x, y) for x, y in halves if x and y]
        if not halves:
            return None  # always poison
        pred = _UNSIGNED_OF.get(op, op)
    else:
        halves = [(a.exact, b.exact)]
        pred = op
    answers: set[bool | None] = set()
    for xs, ys in halves:
        answers.add(_decide_pieces(pred, xs, ys, a.known, b.known, w))
    return answers.pop() if len(answers) == 1 else None


def _decide_pieces(pred: Opcode, xs: Pieces, ys: Pieces, ka: KnownBits, kb: KnownBits, w: int) -> bool | None:
    if pred in (Opcode.EQ, Opcode.NE):
        never_equal = (ka.one & kb.zero) | (ka.zero & kb.one) or not ro.meet_pieces(xs, ys)
        always_equal = len(xs) == 1 and xs == ys and xs[0][0] == xs[0][1]
        if never_equal:
            return pred is Opcode.NE
        if always_equal:
            return pred is Opcode.EQ
        return None
    if pred in _SIGNED_PREDICATES:
        # Flipping the sign bit maps the signed order onto the unsigned one.
        sign = 1 << (w - 1)
        xs = sorted((lo ^ sign, hi ^ sign) for lo, hi in ro.halves(xs, w))
        ys = sorted((lo ^ sign, hi ^ sign) for lo, hi in ro.halves(ys, w))
        pred = _UNSIGNED_OF[pred]
    return _decide_order(pred, xs[0][0], xs[-1][1], ys[0][0], ys[-1][1])


# --- min, max, abs ---------------------------------------------------------------------


def _make_ge(k: KnownBits, val: int) -> KnownBits:
    """KnownBits::makeGE: a value ≥ val shares val's ones in the leading positions
    where it cannot exceed val."""
    w = k.width
    n = _countl_one(k.zero | val, w)
    return make(k.zero, k.one | (val & _high(n, w)), w)


def _umax(ka: KnownBits, a_lo: int, a_hi: int, kb: KnownBits, b_lo: int, b_hi: int) -> KnownBits:
    """KnownBits::umax with the operands' bounds: one operand when it always wins, else
    each operand when it wins, so at least the other's minimum."""
    if a_lo >= b_hi:
        return ka
    if b_lo >= a_hi:
        return kb
    return KNOWN_BITS.join(_make_ge(ka, b_lo), _make_ge(kb, a_lo))


def min_max(op: Opcode, a: Operand, b: Operand) -> KnownBits:
    """umin/smin/smax through umax: umin(a, b) = ~umax(~a, ~b), and the signed ones
    with the sign bit flipped (KnownBits::umin/smax/smin)."""
    w = a.width
    m, sign = mask(w), 1 << (w - 1)
    if op is Opcode.UMAX:
        return _umax(a.known, a.umin, a.umax, b.known, b.umin, b.umax)
    if op is Opcode.UMIN:
        r = _umax(_not(a.known), m - a.umax, m - a.umin, _not(b.known), m - b.umax, m - b.umin)
        return _not(r)

    def flip(k: KnownBits) -> KnownBits:
        # x ^ signmask: the sign bit's knowledge swaps between zero and one.
        return KnownBits((k.zero & ~sign) | (k.one & sign), (k.one & ~sign) | (k.zero & sign), w)

    fa, fb = flip(a.known), flip(b.known)
    a_lo, a_hi, b_lo, b_hi = a.smin + sign, a.smax + sign, b.smin + sign, b.smax + sign
    if op is Opcode.SMAX:
        return flip(_umax(fa, a_lo, a_hi, fb, b_lo, b_hi))
    r = _umax(_not(fa), m - a_hi, m - a_lo, _not(fb), m - b_hi, m - b_lo)
    return flip(_not(r))


def abs_(x: Operand, int_min_poison: bool) -> KnownBits:
    """KnownBits::abs, split by sign: the non-negative values are unchanged, the
    negative ones negated (carry-propagated, so trailing zeros survive); the result
    sign is clear when INT_MIN is excluded (by the flag or the facts)."""
    w = x.width
    m, sign = mask(w), 1 << (w - 1)
    parts: list[KnownBits] = []
    non_negative = ro.clip(x.exact, 0, sign - 1)
    if non_negative:
        parts.append(meet(x.known, ro.known_bits_of(non_negative, w)))
    negative = ro.clip(x.exact, sign + 1 if int_min_poison else sign, m)
    if negative:
        k = meet(x.known, ro.known_bits_of(negative, w))
        neg = negate(k)
        if negative[0][0] > sign or (k.one & (sign - 1)):
            neg = meet(neg, KnownBits(sign, 0, w))  # -x of INT_MIN < x < 0 is positive
        parts.append(neg)
    return join_all(parts, w)


# --- saturating and overflowing arithmetic ---------------------------------------------


def _outcomes(op: Opcode, a: Operand, b: Operand) -> tuple[bool, bool, bool]:
    """Whether the exact result may fit, may exceed the type's maximum, may fall below
    its minimum, for add/sub/mul in the op's own signedness (bounds over a box)."""
    w = a.width
    m, sign = mask(w), 1 << (w - 1)
    signed = op in (Opcode.SADD_SAT, Opcode.SSUB_SAT, Opcode.SADD_WO, Opcode.SSUB_WO, Opcode.SMUL_WO)
    lo_lim, hi_lim = (-sign, sign - 1) if signed else (0, m)
    (al, ah), (bl, bh) = ((a.smin, a.smax), (b.smin, b.smax)) if signed else ((a.umin, a.umax), (b.umin, b.umax))
    if op in (Opcode.UADD_SAT, Opcode.SADD_SAT, Opcode.UADD_WO, Opcode.SADD_WO):
        lo, hi = al + bl, ah + bh
    elif op in (Opcode.USUB_SAT, Opcode.SSUB_SAT, Opcode.USUB_WO, Opcode.SSUB_WO):
        lo, hi = al - bh, ah - bl
    else:
        corners = (al * bl, al * bh, ah * bl, ah * bh)
        lo, hi = min(corners), max(corners)
    return lo <= hi_lim and hi >= lo_lim, hi > hi_lim, lo < lo_lim


def saturating(op: Opcode, a: Operand, b: Operand) -> KnownBits:
    """The result is the flag-free result when nothing overflows (so nuw / nsw hold
    then), or the saturation value: join what is possible (computeForSatAddSub)."""
    w = a.width
    m, sign = mask(w), 1 << (w - 1)
    fits, above, below = _outcomes(op, a, b)
    add = op in (Opcode.UADD_SAT, Opcode.SADD_SAT)
    signed = op in (Opcode.SADD_SAT, Opcode.SSUB_SAT)
    parts: list[KnownBits] = []
    if fits:
        parts.append(add_sub(add, signed, not signed, a.known, b.known))
    if above:
        parts.append(KnownBits.constant(sign - 1 if signed else m, w))
    if below:
        parts.append(KnownBits.constant(sign if signed else 0, w))
    return join_all(parts, w)


def shl_sat(op: Opcode, a: Operand, b: Operand) -> KnownBits:
    """llvm.ushl.sat / llvm.sshl.sat, amount by amount: the lossless shift (as shl nuw
    / nsw) where it is possible, and the saturation value where a loss is."""
    w = a.width
    m, sign = mask(w), 1 << (w - 1)
    signed = op is Opcode.SSHL_SAT
    ka = a.known
    result: KnownBits | None = None
    for s in shift_amounts(b, w):
        parts: list[KnownBits] = []
        k = shl_const(ka, s, nuw=not signed, nsw=signed)
        if k is not None:
            parts.append(k)
        if s and not signed and (~ka.zero & m) >> (w - s):
            parts.append(KnownBits.constant(m, w))  # some value may lose a one
        if s and signed:
            top = _high(s + 1, w)
            if (ka.known & top) != top or (ka.zero & top and ka.one & top):  # the top bits may differ
                if not a.non_negative:
                    parts.append(KnownBits.constant(sign, w))
                if not a.negative:
                    parts.append(KnownBits.constant(sign - 1, w))
        for part in parts:
            result = part if result is None else KNOWN_BITS.join(result, part)
        if result is not None and result.known == 0:
            break
    return result if result is not None else KnownBits.constant(0, w)


def with_overflow(op: Opcode, a: Operand, b: Operand) -> KnownBits:
    """Souper's i(w+1) packing: the wrapped result (computed with the no-wrap flag when
    no overflow is possible) and the overflow flag in bit w when it is decided."""
    w = a.width
    fits, above, below = _outcomes(op, a, b)
    overflows = above or below
    signed = op in (Opcode.SADD_WO, Opcode.SSUB_WO, Opcode.SMUL_WO)
    nsw, nuw = (not overflows and signed), (not overflows and not signed)
    if op in (Opcode.UMUL_WO, Opcode.SMUL_WO):
        low = mul(a, b, nsw, nuw, False)
    else:
        low = add_sub(op in (Opcode.UADD_WO, Opcode.SADD_WO), nsw, nuw, a.known, b.known)
    flag = 1 << w
    zero, one = low.zero, low.one
    if not overflows:
        zero |= flag
    elif not fits:
        one |= flag
    return make(zero, one, w + 1)


# --- bit permutations and funnel shifts ------------------------------------------------


def funnel_residues(c: Operand, w: int) -> list[int]:
    """The values of c mod w the facts allow (llvm.fshl/fshr shift by c mod w)."""
    count = sum(hi - lo + 1 for lo, hi in c.exact)
    if count <= FUNNEL_ENUMERATION_LIMIT:
        return sorted({v % w for lo, hi in c.exact for v in range(lo, hi + 1) if c.may_be(v)})
    if w & (w - 1) == 0:
        low = w - 1  # c mod w is c's low bits: keep the residues its known bits allow
        return [r for r in range(w) if (r & c.zero & low) == 0 and (r & c.one & low) == (c.one & low)]
    return list(range(w))


def funnel(op: Opcode, a: KnownBits, b: KnownBits, s: int) -> KnownBits:
    """fshl a, b, s = (a << s) | (b >> (w − s)); fshr a, b, s = fshl a, b, w − s; a zero
    amount returns a (fshl) or b (fshr)."""
    w = a.width
    m = mask(w)
    if s == 0:
        return a if op is Opcode.FSHL else b
    left = s if op is Opcode.FSHL else w - s
    return KnownBits(
        ((a.zero << left) & m) | (b.zero >> (w - left)),
        ((a.one << left) & m) | (b.one >> (w - left)),
        w,
    )


# --- the transfer function -------------------------------------------------------------


def transfer(inst: Inst, ops: Sequence[ValueFacts]) -> KnownBits:
    """Known bits of `inst`'s result given its operands' facts (`ops[i]` for operand
    i). var, phi and freeze are the caller's: unknown here."""
    op, w = inst.op, inst.width
    if op in (Opcode.VAR, Opcode.PHI, Opcode.FREEZE):
        return KnownBits.unknown(w)
    if op is Opcode.SELECT:
        return _select(w, ops)
    v = summarize_all(ops)
    if v is None:
        return KnownBits.unknown(w)
    return _RULES[op](inst, v)


def _select(w: int, ops: Sequence[ValueFacts]) -> KnownBits:
    """LangRef select: the chosen arm (when the condition is known), else what both
    arms share. An arm with no possible value is poison whenever it is chosen (the
    select does not guard its operands, so it ran), so it drops out."""
    cond = summarize(ops[0])
    if cond is None:
        return KnownBits.unknown(w)  # a poison condition makes the result poison
    arms = []
    if cond.umax == 1:
        arms.append(ops[1])
    if cond.umin == 0:
        arms.append(ops[2])
    known = [s.known for s in map(summarize, arms) if s is not None]
    return join_all(known, w)


Rule = Callable[[Inst, list[Operand]], KnownBits]


def _add(inst: Inst, v: list[Operand]) -> KnownBits:
    nsw, nuw = Flag.NSW in inst.flags, Flag.NUW in inst.flags
    if inst.op is Opcode.SUB and same_operands(inst):
        return KnownBits.constant(0, inst.width)
    return add_sub(inst.op is Opcode.ADD, nsw, nuw, v[0].known, v[1].known)


def _mul(inst: Inst, v: list[Operand]) -> KnownBits:
    return mul(v[0], v[1], Flag.NSW in inst.flags, Flag.NUW in inst.flags, same_operands(inst))


def _division(inst: Inst, v: list[Operand]) -> KnownBits:
    a, b = v
    w, op = inst.width, inst.op
    exact = Flag.EXACT in inst.flags
    if same_operands(inst):
        # x / x = 1 and x rem x = 0 (x ≠ 0 in a defined execution).
        return KnownBits.constant(int(op in (Opcode.UDIV, Opcode.SDIV)), w)
    if op is Opcode.UDIV:
        return udiv(a, b, exact)
    if op is Opcode.SDIV:
        return sdiv(a, b, exact)
    if op is Opcode.UREM:
        return urem(a, b)
    return srem(a, b)


def _shift(inst: Inst, v: list[Operand]) -> KnownBits:
    x, amount = v[0].known, v[1]
    w, fl = inst.width, inst.flags
    amounts = shift_amounts(amount, w)
    if inst.op is Opcode.SHL:
        nuw, nsw = Flag.NUW in fl, Flag.NSW in fl
        return _join_over(amounts, lambda s: shl_const(x, s, nuw, nsw), w)
    exact = Flag.EXACT in fl
    if inst.op is Opcode.LSHR:
        return _join_over(amounts, lambda s: lshr_const(x, s, exact), w)
    return _join_over(amounts, lambda s: ashr_const(x, s, exact), w)


def _bitwise(inst: Inst, v: list[Operand]) -> KnownBits:
    a, b = v[0].known, v[1].known
    if inst.op is Opcode.AND:
        return ro.known_and(a, b)
    if inst.op is Opcode.OR:
        return ro.known_or(a, b)
    if same_operands(inst):
        return KnownBits.constant(0, inst.width)
    return ro.known_xor(a, b)


def _icmp(inst: Inst, v: list[Operand]) -> KnownBits:
    answer = decide_icmp(inst, v[0], v[1])
    return KnownBits.unknown(1) if answer is None else KnownBits.constant(int(answer), 1)


def _cast(inst: Inst, v: list[Operand]) -> KnownBits:
    x = v[0]
    src, dst = x.width, inst.width
    k = x.known
    if inst.op is Opcode.TRUNC:
        m = mask(dst)
        zero, one = k.zero & m, k.one & m
        dropped = _high(src - dst + 1, src)  # the dropped bits and the new sign bit
        nuw, nsw = Flag.NUW in inst.flags, Flag.NSW in inst.flags
        if nsw and (k.zero & dropped or (nuw and src > dst)):
            zero |= 1 << (dst - 1)  # LangRef trunc nsw: these bits are all equal
        elif nsw and k.one & dropped:
            one |= 1 << (dst - 1)
        return make(zero, one, dst)
    extra = mask(dst) ^ mask(src)
    sign = 1 << (src - 1)
    if inst.op is Opcode.ZEXT:
        zero = k.zero | extra
        if Flag.NNEG in inst.flags:
            zero |= sign  # LangRef zext nneg: the operand is non-negative
        return make(zero, k.one, dst)
    return KnownBits(
        k.zero | (extra if k.zero & sign else 0),
        k.one | (extra if k.one & sign else 0),
        dst,
    )


def _count(inst: Inst, v: list[Operand]) -> KnownBits:
    """ctpop / ctlz / cttz: the count's bounds from the operand's, then their common
    leading bits (ValueTracking bounds the count by its bit width)."""
    x, w = v[0], inst.width
    k = x.known
    zero_poison = Flag.ZERO_POISON in inst.flags
    if inst.op is Opcode.CTPOP:
        lo, hi = k.one.bit_count(), _max_value(k).bit_count()
        if x.power_of_two:
            lo = hi = 1
        elif x.non_zero:
            lo = max(lo, 1)
        return of_interval(lo, hi, w)
    umin = x.umin
    if zero_poison:
        if x.umax == 0:
            return KnownBits.constant(0, w)  # always poison
        umin = max(umin, 1)
    if inst.op is Opcode.CTLZ:
        return of_interval(w - x.umax.bit_length(), w - umin.bit_length(), w)
    lo = x.min_trailing_zeros
    hi = countr_zero(k.one, w)
    if umin > 0:
        hi = min(hi, x.umax.bit_length() - 1)
    return of_interval(min(lo, hi), hi, w)


def _permute(inst: Inst, v: list[Operand]) -> KnownBits:
    k, w = v[0].known, inst.width
    f = bswap if inst.op is Opcode.BSWAP else bitreverse
    return KnownBits(f(k.zero, w), f(k.one, w), w)


def _funnel(inst: Inst, v: list[Operand]) -> KnownBits:
    a, b, c = v
    w = inst.width
    return _join_over(funnel_residues(c, w), lambda s: funnel(inst.op, a.known, b.known, s), w)


def _min_max(inst: Inst, v: list[Operand]) -> KnownBits:
    if same_operands(inst):
        return v[0].known
    return min_max(inst.op, v[0], v[1])


def _abs(inst: Inst, v: list[Operand]) -> KnownBits:
    return abs_(v[0], Flag.INT_MIN_POISON in inst.flags)


def _saturating(inst: Inst, v: list[Operand]) -> KnownBits:
    if same_operands(inst) and inst.op in (Opcode.USUB_SAT, Opcode.SSUB_SAT):
        return KnownBits.constant(0, inst.width)
    return saturating(inst.op, v[0], v[1])


def _shl_sat(inst: Inst, v: list[Operand]) -> KnownBits:
    return shl_sat(inst.op, v[0], v[1])


def _with_overflow(inst: Inst, v: list[Operand]) -> KnownBits:
    return with_overflow(inst.op, v[0], v[1])


def _extractvalue(inst: Inst, v: list[Operand]) -> KnownBits:
    """The aggregate's bits: the result in the low w bits, the flag in bit w."""
    k = v[0].known
    w = v[0].width - 1
    if inst.index == 0:
        return KnownBits(k.zero & mask(w), k.one & mask(w), w)
    return KnownBits(k.zero >> w, k.one >> w, 1)


_RULES: dict[Opcode, Rule] = {
    Opcode.ADD: _add,
    Opcode.SUB: _add,
    Opcode.MUL: _mul,
    Opcode.UDIV: _division,
    Opcode.SDIV: _division,
    Opcode.UREM: _division,
    Opcode.SREM: _division,
    Opcode.SHL: _shift,
    Opcode.LSHR: _shift,
    Opcode.ASHR: _shift,
    Opcode.AND: _bitwise,
    Opcode.OR: _bitwise,
    Opcode.XOR: _bitwise,
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
    **dict.fromkeys(WITH_OVERFLOW, _with_overflow),
    Opcode.EXTRACTVALUE: _extractvalue,
}
