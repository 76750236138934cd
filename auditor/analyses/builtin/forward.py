"""The builtin forward analysis: one pass over the fragment in SSA order, each
instruction's facts computed by the per-domain transfer functions from its operands'
facts, then *reduced* — each domain refined by what the others know — before any user
sees them (a reduced product, as LLVM's computeKnownBits consults ranges and
ConstantRange::fromKnownBits consults known bits).

Every step preserves the contract of `ValueFacts` (facts hold wherever the value is
observable and not poison), so the result is sound by induction over the fragment; the
test suite checks it against the oracle on every opcode and on random fragments.
"""

from __future__ import annotations

from collections.abc import Sequence

from auditor.analyses.builtin import booleans, known_bits, ranges, sign_bits
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.range_ops import intersect
from auditor.domains.known_bits import KNOWN_BITS, KnownBits
from auditor.domains.ranges import RANGE, SIGNED_RANGE, UNSIGNED_RANGE, ConstantRange
from auditor.domains.sign_bits import num_sign_bits
from auditor.ir.fragment import Const, Fragment, Inst, mask, to_signed
from auditor.ir.opcodes import Opcode

# Instructions that can be poison although their operands are not, without any flag
# (docs/semantics.md, "Poison"): shift amounts ≥ width.
_POISON_WITHOUT_FLAGS = frozenset({Opcode.SHL, Opcode.LSHR, Opcode.ASHR, Opcode.USHL_SAT, Opcode.SSHL_SAT})


def analyze_forward(fragment: Fragment) -> list[ValueFacts]:
    """The facts of every instruction of `fragment`, by index."""
    facts: list[ValueFacts] = []
    for inst in fragment.insts:
        ops = [ValueFacts.constant(o.value, o.width) if isinstance(o, Const) else facts[o.index] for o in inst.operands]
        facts.append(reduce_facts(_transfer(inst, ops)))
    return facts


def _transfer(inst: Inst, ops: Sequence[ValueFacts]) -> ValueFacts:
    w = inst.width
    if inst.op is Opcode.VAR:
        return _from_attrs(inst)
    if inst.op is Opcode.PHI:
        result = ops[0]
        for other in ops[1:]:
            result = _join(result, other)
        return result
    if inst.op is Opcode.FREEZE:
        # freeze of poison is an arbitrary value (LangRef `freeze`): the operand's
        # facts carry over only when it is never poison.
        return ValueFacts.top(w, may_be_poison=False) if ops[0].may_be_poison else ops[0]
    non_zero, power_of_two = booleans.transfer(inst, ops)
    rng = ranges.transfer(inst, ops)
    return ValueFacts(
        width=w,
        known=known_bits.transfer(inst, ops),
        range=rng,
        unsigned=rng,
        signed=rng,
        sign_bits=sign_bits.transfer(inst, ops),
        non_zero=non_zero,
        power_of_two=power_of_two,
        may_be_poison=_may_be_poison(inst, ops),
    )


def _may_be_poison(inst: Inst, ops: Sequence[ValueFacts]) -> bool:
    if inst.flags or any(o.may_be_poison for o in ops):
        return True
    if inst.op in _POISON_WITHOUT_FLAGS:
        return ops[1].unsigned.unsigned_max >= inst.width
    return False


def _from_attrs(inst: Inst) -> ValueFacts:
    """An input: its var attributes are assumptions (docs/semantics.md), so facts."""
    w, a = inst.width, inst.attrs
    top = ValueFacts.top(w, may_be_poison=False)
    if a.empty:
        return top
    sign = 1 << (w - 1)
    zero, one = a.known_zero, a.known_one
    if a.negative:
        one |= sign
    if a.non_negative:
        zero |= sign
    if zero & one:  # contradictory assumptions: no defined execution, any fact holds
        zero, one = a.known_zero, a.known_one
    rng = ConstantRange.non_empty(a.range[0], a.range[1], w) if a.range is not None else top.range
    return ValueFacts(
        width=w,
        known=KnownBits(zero, one, w),
        range=rng,
        unsigned=rng,
        signed=rng,
        sign_bits=a.sign_bits,
        non_zero=a.non_zero or a.power_of_two,
        power_of_two=a.power_of_two,
        may_be_poison=False,
    )


def _join(a: ValueFacts, b: ValueFacts) -> ValueFacts:
    """Facts of a value that is one of two (phi): what both guarantee, by each domain's
    own join."""
    return ValueFacts(
        width=a.width,
        known=KNOWN_BITS.join(a.known, b.known),
        range=RANGE.join(a.range, b.range),
        unsigned=UNSIGNED_RANGE.join(a.unsigned, b.unsigned),
        signed=SIGNED_RANGE.join(a.signed, b.signed),
        sign_bits=min(a.sign_bits, b.sign_bits),
        non_zero=a.non_zero and b.non_zero,
        power_of_two=a.power_of_two and b.power_of_two,
        may_be_poison=a.may_be_poison or b.may_be_poison,
    )


def _bounds_range(lo: int, hi: int, width: int) -> ConstantRange:
    """[lo, hi] (inclusive, signed or unsigned integers), empty when lo > hi."""
    if lo > hi:
        return ConstantRange.empty(width)
    return ConstantRange.from_bounds(lo, hi, width)


def _known_from_bounds(lo: int, hi: int, width: int) -> tuple[int, int]:
    """Bits fixed in every value of [lo, hi] (unsigned, lo ≤ hi): the common leading
    bits of the two bounds (ConstantRange::toKnownBits)."""
    common = width - (lo ^ hi).bit_length()
    top = mask(width) ^ mask(width - common)
    return ~lo & top & mask(width), lo & top


def reduce_facts(f: ValueFacts) -> ValueFacts:
    """Refine each domain of `f` by the others; never loses a fact (one step of the
    reduced product: `auditor.combined` iterates it to a fixed point). Facts with no
    known bit and full ranges have nothing to refine each other with (`_refine`
    gives them back equal, tests/analyses/builtin/test_forward.py): most values of
    hash and checksum code, skipped as such."""
    k = f.known
    if not (k.zero | k.one) and f.range.is_full and f.unsigned.is_full and f.signed.is_full:
        return f
    return _refine(f)


def _refine(f: ValueFacts) -> ValueFacts:
    w = f.width
    if f.range.is_empty or f.unsigned.is_empty or f.signed.is_empty:
        return f  # nothing reaches this value; every claim already holds vacuously
    k = f.known
    sign = 1 << (w - 1)
    # Unsigned and signed bounds: the tightest of the ranges' hulls and known bits
    # (ConstantRange::fromKnownBits: umin = One, umax = ~Zero; the signed bounds fix
    # the sign bit to 1 for the minimum and to 0 for the maximum unless it is known).
    umin = max(f.range.unsigned_min, f.unsigned.unsigned_min, f.signed.unsigned_min, k.one)
    umax = min(f.range.unsigned_max, f.unsigned.unsigned_max, f.signed.unsigned_max, ~k.zero & mask(w))
    kb_smin = to_signed(k.one | (0 if k.zero & sign else sign), w)
    kb_smax = to_signed(~k.zero & mask(w) & ~(0 if k.one & sign else sign), w)
    smin = max(f.range.signed_min, f.unsigned.signed_min, f.signed.signed_min, kb_smin)
    smax = min(f.range.signed_max, f.unsigned.signed_max, f.signed.signed_max, kb_smax)
    if umin > umax or smin > smax:
        return f  # contradictory facts: the value is unreachable, keep what was claimed
    zero, one = k.zero, k.one
    for lo, hi in ((umin, umax), (smin & mask(w), smax & mask(w)) if (smin < 0) == (smax < 0) else (0, mask(w))):
        z, o = _known_from_bounds(lo, hi, w)
        zero, one = zero | z, one | o
    if zero & one:
        return f
    known = KnownBits(zero, one, w)
    unsigned = _bounds_range(umin, umax, w)
    signed = _bounds_range(smin, smax, w)
    rng = intersect(intersect(f.range, unsigned), signed)
    sign_bits = max(f.sign_bits, min(num_sign_bits(smin & mask(w), w), num_sign_bits(smax & mask(w), w)))
    non_zero = f.non_zero or one != 0 or not rng.contains(0)
    is_constant = zero | one == mask(w)
    power_of_two = f.power_of_two or (is_constant and one != 0 and one & (one - 1) == 0)
    return ValueFacts(w, known, rng, unsigned, signed, sign_bits, non_zero, power_of_two, f.may_be_poison)
