"""Deliberately broken analyses, each with one classic mistake, as `python:` plugins.

The verdict tests require each to be reported `unsound` on tests/analyses/data/broken.opt
with a counterexample that replays; `auditor fuzz` must find them from scratch. Each
claims facts only for the pattern its bug is about, so every other value is left alone.
"""

from __future__ import annotations

from auditor.analyses.base import PerValueAnalysis
from auditor.domains.base import Domain
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Const, Fragment, Ref, mask, to_signed
from auditor.ir.opcodes import Opcode


def _non_negative(fragment: Fragment, operand: Const | Ref) -> bool:
    if isinstance(operand, Const):
        return to_signed(operand.value, operand.width) >= 0
    inst = fragment.insts[operand.index]
    return inst.op is Opcode.VAR and inst.attrs.non_negative


def _sum_non_zero(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: "the sum of two non-negative values is positive" (0 + 0 = 0)."""
    inst = fragment.insts[value]
    if inst.op is Opcode.ADD and all(_non_negative(fragment, o) for o in inst.operands):
        return BoolFact(True, inst.width)
    return None


def _srem_sign_bits(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: off by one in ComputeNumSignBits for srem by a constant C: the result
    lies in (-C, C), which needs bit_length(C-1)+1 bits — this counts one fewer."""
    inst = fragment.insts[value]
    divisor = inst.operands[1] if len(inst.operands) == 2 else None
    if inst.op is Opcode.SREM and isinstance(divisor, Const) and to_signed(divisor.value, inst.width) > 0:
        return SignBits(min(inst.width, inst.width - divisor.value.bit_length() + 1), inst.width)
    return None


def _srem_known_bits(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: "srem keeps the dividend's trailing zeros" (true for a power-of-two
    divisor only): 4 srem 3 = 1."""
    inst = fragment.insts[value]
    dividend = inst.operands[0] if inst.operands else None
    if inst.op is Opcode.SREM and isinstance(dividend, Const) and to_signed(dividend.value, inst.width) > 0:
        c, w = dividend.value, inst.width
        trailing = (c & -c).bit_length() - 1
        high = mask(w) ^ mask(c.bit_length())  # |result| ≤ c: leading zeros are right
        return KnownBits(high | mask(trailing), 0, w)
    return None


def _negate_range(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: negating a signed range bound by bound, clamping -INT_MIN to INT_MAX
    (forgets that -INT_MIN wraps to INT_MIN)."""
    inst = fragment.insts[value]
    if inst.op is not Opcode.SUB or inst.operands[0] != Const(0, inst.width):
        return None
    x = inst.operands[1]
    if not isinstance(x, Ref) or fragment.insts[x.index].attrs.range is None:
        return None
    w = inst.width
    lo, hi = fragment.insts[x.index].attrs.range
    source = ConstantRange(lo, hi, w)
    smin, smax = source.signed_min, source.signed_max
    int_max = (1 << (w - 1)) - 1
    return ConstantRange.from_bounds(min(-smax, int_max), min(-smin, int_max), w)


def _add_no_wrap(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: adding unsigned ranges bound by bound and saturating at the maximum, as if
    add could not wrap around."""
    inst = fragment.insts[value]
    if inst.op is not Opcode.ADD:
        return None
    w = inst.width
    bounds = []
    for o in inst.operands:
        if isinstance(o, Const):
            bounds.append((o.value, o.value))
        else:
            attrs = fragment.insts[o.index].attrs
            r = ConstantRange(*attrs.range, w) if attrs.range else ConstantRange.full(w)
            bounds.append((r.unsigned_min, r.unsigned_max))
    lo = min(sum(b[0] for b in bounds), mask(w))
    hi = min(sum(b[1] for b in bounds), mask(w))
    return ConstantRange.from_bounds(lo, hi, w)


def _compare_demanded(fragment: Fragment, value: int, domain: Domain) -> object:
    """Bug: "x <u C reads only the bits at and above C's highest set bit, minus one"
    — drops bit log2(C) of x, which the comparison reads."""
    for user in fragment.insts:
        if user.op is Opcode.ULT and user.operands[0] == Ref(value) and isinstance(user.operands[1], Const):
            c, w = user.operands[1].value, fragment.insts[value].width
            return DemandedBits(mask(w) ^ mask(c.bit_length()), w)
    return None


NonZeroSum = PerValueAnalysis("broken-non-zero-sum", _sum_non_zero, [Domain.NON_ZERO])
SremSignBits = PerValueAnalysis("broken-srem-sign-bits", _srem_sign_bits, [Domain.SIGN_BITS])
SremKnownBits = PerValueAnalysis("broken-srem-known-bits", _srem_known_bits, [Domain.KNOWN_BITS])
NegateRange = PerValueAnalysis("broken-negate-range", _negate_range, [Domain.SIGNED_RANGE, Domain.RANGE])
AddNoWrap = PerValueAnalysis("broken-add-no-wrap", _add_no_wrap, [Domain.UNSIGNED_RANGE])
CompareDemanded = PerValueAnalysis("broken-compare-demanded", _compare_demanded, [Domain.DEMANDED_BITS])

ALL = (NonZeroSum, SremSignBits, SremKnownBits, NegateRange, AddNoWrap, CompareDemanded)
