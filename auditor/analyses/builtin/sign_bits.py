"""Sign-bit transfer functions of the builtin analysis: LLVM's ComputeNumSignBits
(ValueTracking.cpp) over `ValueFacts`.

The reducer (`forward.reduce_facts`) already derives sign bits from the result's known bits
and signed range, so the rules here are the ones that carry an operand's *sign-bit
count* through an operation, which neither of those domains can state: sext adds
bits, ashr adds the amount, add and sub lose at most one, mul adds the operands'
significant bits, and so on.

Soundness contract (docs/semantics.md): flags are assumed to hold, the instruction's
own UB not to happen, shift amounts ≥ width are poison; an operand whose facts
contradict each other is never observed, and neither is the result (we claim 1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.known_bits import Operand, same_operands, shift_amounts, summarize, summarize_all
from auditor.ir.fragment import Inst, mask
from auditor.ir.opcodes import Flag, Opcode


def transfer(inst: Inst, ops: Sequence[ValueFacts]) -> int:
    """How many leading bits of `inst`'s result are known copies of its sign bit
    (1 ≤ count ≤ width). var, phi and freeze are the caller's: 1 here."""
    op, w = inst.op, inst.width
    if w == 1 or op in (Opcode.VAR, Opcode.PHI, Opcode.FREEZE):
        return 1
    if op is Opcode.SELECT:
        return _select(ops)
    v = summarize_all(ops)
    if v is None:
        return 1
    rule = _RULES.get(op)
    count = rule(inst, v) if rule is not None else 1
    return max(1, min(w, count))


def _select(ops: Sequence[ValueFacts]) -> int:
    """The fewest of the arms that can be chosen (LangRef select); an arm with no
    possible value is poison when chosen, so it drops out."""
    cond = summarize(ops[0])
    if cond is None:
        return 1
    arms = ([ops[1]] if cond.umax == 1 else []) + ([ops[2]] if cond.umin == 0 else [])
    counts = [s.sign_bits for s in map(summarize, arms) if s is not None]
    return min(counts) if counts else 1


Rule = Callable[[Inst, list[Operand]], int]


def _is_all_ones(x: Operand) -> bool:
    return x.is_constant and x.umin == mask(x.width)


def _add_sub(inst: Inst, v: list[Operand]) -> int:
    a, b = v
    w = inst.width
    if inst.op is Opcode.SUB:
        if same_operands(inst):
            return w
        if a.is_constant and a.umin == 0:
            # ComputeNumSignBits, sub 0, x: 0 - {0, 1} is 0 or -1; -x of a
            # non-negative x keeps its sign bits.
            if b.umax <= 1:
                return w
            if b.non_negative:
                return b.sign_bits
    else:
        for x, c in ((a, b), (b, a)):
            # ComputeNumSignBits, add x, -1: {0, 1} - 1 is -1 or 0; a non-negative x
            # minus 1 keeps its sign bits.
            if _is_all_ones(c):
                if x.umax <= 1:
                    return w
                if x.non_negative:
                    return x.sign_bits
    # Adding two values each with n sign bits carries into at most one more bit.
    return min(a.sign_bits, b.sign_bits) - 1


def _mul(inst: Inst, v: list[Operand]) -> int:
    """ComputeNumSignBits, mul: the significant bits of the operands add up."""
    w = inst.width
    valid = (w - v[0].sign_bits + 1) + (w - v[1].sign_bits + 1)
    return 1 if valid > w else w - valid + 1


def _sdiv(inst: Inst, v: list[Operand]) -> int:
    """x has n sign bits, so |x| ≤ 2^(w−n). A divisor ≥ 2^k divides the magnitude by
    2^k (ComputeNumSignBits: + log2 of a positive constant divisor); a divisor ≤ −2^k
    too, except that −2^(w−n) / −2^k = 2^(w−n−k) needs one bit more."""
    a, b = v
    n = a.sign_bits
    bounds = []
    for lo, hi in b.signed_pieces:
        if hi >= 1:
            bounds.append(n + max(lo, 1).bit_length() - 1)
        if lo <= -1:
            bounds.append(n + (-min(hi, -1)).bit_length() - 2)
    return min(bounds) if bounds else 1


def _srem(inst: Inst, v: list[Operand]) -> int:
    """The remainder lies between 0 and x (so it keeps x's sign bits) and |r| < |y|
    (ComputeNumSignBits, srem: w − ceil(log2 |y|))."""
    a, b = v
    w = inst.width
    largest = b.magnitude[1]
    return max(a.sign_bits, w - (largest - 1).bit_length())


def _unsigned_division(inst: Inst, v: list[Operand]) -> int:
    """udiv and urem: the result is at most x, and a remainder is less than y; a bound
    that is non-negative keeps its sign bits (all leading zeros)."""
    a, b = v
    counts = [1]
    if a.non_negative:
        counts.append(a.sign_bits)
    if inst.op is Opcode.UREM and b.non_negative:
        counts.append(b.sign_bits)
    return max(counts)


def _shift(inst: Inst, v: list[Operand]) -> int:
    x, amount = v
    w = inst.width
    amounts = shift_amounts(amount, w)
    if not amounts:
        return w  # every execution is poison
    lo, hi = amounts[0], amounts[-1]
    if inst.op is Opcode.ASHR:
        return x.sign_bits + lo  # ComputeNumSignBits, ashr: the amount's copies are added
    if inst.op is Opcode.SHL:
        return x.sign_bits - hi  # each position shifted in may lose one
    # lshr: at least `lo` leading zeros, and more when x is non-negative.
    return x.sign_bits + lo if x.non_negative else lo


def _bitwise(inst: Inst, v: list[Operand]) -> int:
    if same_operands(inst):
        return inst.width if inst.op is Opcode.XOR else v[0].sign_bits
    return min(v[0].sign_bits, v[1].sign_bits)


def _min_max(inst: Inst, v: list[Operand]) -> int:
    """The result is one of the operands."""
    return min(v[0].sign_bits, v[1].sign_bits)


def _cast(inst: Inst, v: list[Operand]) -> int:
    x = v[0]
    src, dst = x.width, inst.width
    if inst.op is Opcode.SEXT:
        return x.sign_bits + dst - src
    if inst.op is Opcode.ZEXT:
        non_negative = x.non_negative or Flag.NNEG in inst.flags  # LangRef zext nneg
        return dst - src + (x.sign_bits if non_negative else 0)
    return x.sign_bits - (src - dst)


def _count(inst: Inst, v: list[Operand]) -> int:
    """ctpop / ctlz / cttz are at most w."""
    w = inst.width
    return w - w.bit_length()


def _permute(inst: Inst, v: list[Operand]) -> int:
    """A permutation of bits maps 0 and -1 to themselves."""
    return inst.width if v[0].sign_bits == inst.width else 1


def _funnel(inst: Inst, v: list[Operand]) -> int:
    """A rotation (both halves the same value) of 0 or -1 is itself."""
    w = inst.width
    return w if same_operands(inst) and v[0].sign_bits == w else 1


def _abs(inst: Inst, v: list[Operand]) -> int:
    """|x| for x ∈ [−2^(w−n), 2^(w−n)) is at most 2^(w−n), which has one sign bit
    fewer; without that extreme value, none is lost."""
    x = v[0]
    w, n = inst.width, x.sign_bits
    if x.non_negative or x.smin > -(1 << (w - n)):
        return n
    return n - 1


def _saturating(inst: Inst, v: list[Operand]) -> int:
    """Either the wrapped result (no overflow: at most one bit lost, as for add) or
    the saturation value. Signed: two operands with n ≥ 2 sign bits never overflow,
    and with n = 1 the claim is 1 anyway. Unsigned: the saturation values 0 and
    2^w − 1 have w sign bits; uadd.sat is at least either operand, usub.sat at most
    its first."""
    a, b = v
    op = inst.op
    if same_operands(inst) and op in (Opcode.USUB_SAT, Opcode.SSUB_SAT):
        return inst.width
    counts = [min(a.sign_bits, b.sign_bits) - 1]
    if op is Opcode.UADD_SAT:
        counts += [x.sign_bits for x in (a, b) if x.negative]
    if op is Opcode.USUB_SAT and a.non_negative:
        counts.append(a.sign_bits)
    return max(counts)


def _shl_sat(inst: Inst, v: list[Operand]) -> int:
    """A lossless shift by s keeps all but s sign bits. ushl.sat saturates to
    2^w − 1 (all sign bits); sshl.sat saturates only when s reaches the sign bits, and
    then the claim is already 1."""
    a, amount = v
    amounts = shift_amounts(amount, inst.width)
    if not amounts:
        return inst.width
    return a.sign_bits - amounts[-1]


def _extractvalue(inst: Inst, v: list[Operand]) -> int:
    """The low w bits of the aggregate keep all but its top copy."""
    return v[0].sign_bits - 1 if inst.index == 0 else 1


_RULES: dict[Opcode, Rule] = {
    Opcode.ADD: _add_sub,
    Opcode.SUB: _add_sub,
    Opcode.MUL: _mul,
    Opcode.SDIV: _sdiv,
    Opcode.SREM: _srem,
    Opcode.UDIV: _unsigned_division,
    Opcode.UREM: _unsigned_division,
    Opcode.SHL: _shift,
    Opcode.LSHR: _shift,
    Opcode.ASHR: _shift,
    Opcode.AND: _bitwise,
    Opcode.OR: _bitwise,
    Opcode.XOR: _bitwise,
    Opcode.UMIN: _min_max,
    Opcode.UMAX: _min_max,
    Opcode.SMIN: _min_max,
    Opcode.SMAX: _min_max,
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
    Opcode.ABS: _abs,
    Opcode.UADD_SAT: _saturating,
    Opcode.SADD_SAT: _saturating,
    Opcode.USUB_SAT: _saturating,
    Opcode.SSUB_SAT: _saturating,
    Opcode.USHL_SAT: _shl_sat,
    Opcode.SSHL_SAT: _shl_sat,
    Opcode.EXTRACTVALUE: _extractvalue,
}
"""Opcodes without a rule (comparisons, with.overflow aggregates) claim 1: their
results' sign bits are what their known bits and ranges say."""
