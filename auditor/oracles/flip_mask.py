"""Demanded bits proven without a solver: where can flipping one bit of a value reach?

For bit i of value v, propagate forward a *may-differ mask* of every instruction of
the flipped program (`auditor.oracles.demanded.flipped`, `transform` semantics): a
bit outside it is equal in the original and the flipped execution, in every
execution. The mask of v's uses is 1 << i; an instruction the flip does not reach
has mask 0. If the root's mask misses every demanded root bit, the flip is never
observable, so bit i is not demanded (docs/semantics.md, "Demanded bits"):

- *Same demanded root bits*: by the masks, in every execution.
- *Defined*: the flipped program's UB is the original's wherever the flip cannot
  change a divisor, or a signed dividend (INT_MIN / -1) — propagation gives up
  there. Its only other difference from the original is that the instructions the
  flip reaches lose their poison-generating flags, so each of them is poison in at
  most the executions where the original one is: a poison divisor is UB no more
  often.
- *Root not poison*: for the same reason, except where the flip changes which value
  is chosen (a select condition: gives up) or whether a shift is poison (an amount:
  gives up). A `freeze` the flip reaches may turn a poison operand, whose frozen
  value is arbitrary, into the operand's real value — even where no bit of the
  operand's value differs (`and (add nuw x, x), 0`): its mask is every bit.

Masks are sound over-approximations, not exact differences: `add` differs at most in
the bits from the lowest bit in which an operand differs upward (operands equal
modulo 2^k have sums equal modulo 2^k), and so on per opcode below. What this settles
is what masking, truncation, shifts and carries make unobservable — most undemanded
bits of real code — without building the flipped encoding or asking a solver; the
rest is left to `auditor.oracles.demanded`'s queries. Tests check each proven bit
against exhaustive enumeration on random fragments.
"""

from __future__ import annotations

import functools
import operator

from auditor.ir.fragment import Const, Fragment, Inst, Ref, forward_cone, mask, root_cone
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Opcode


class _GiveUp(Exception):
    """The flip may change UB, poison or a choice: nothing is proven for this bit."""


def undemanded_bits(fragment: Fragment, index: int, candidates: int) -> int:
    """The bits of `candidates` (a mask over value `index`) proven not demanded by the
    fragment's root (`transform` semantics), by mask propagation alone.

    Every rule below maps a union of operand masks to the union of their images, and
    gives up on a union exactly when it gives up on one of its parts; so the root's
    mask for a set of flipped bits is the union of each bit's, and a set is proven
    at once when its mask misses the demanded root bits. Sets that are not are
    halved: one walk of the cone for all the masked-out bits of a value."""
    if index == fragment.root or not candidates:
        return 0
    users = _users(fragment, index)
    demanded_root = fragment.root_demanded_mask
    proven = 0
    pending = [candidates]
    while pending:
        bits = pending.pop()
        try:
            if _root_mask(fragment, index, bits, users) & demanded_root == 0:
                proven |= bits
                continue
        except _GiveUp:
            pass
        if bits & (bits - 1):  # more than one bit: try each half
            low = lower_half(bits)
            pending += [low, bits & ~low]
    return proven


_Use = tuple[int, Inst, tuple[int | None, ...]]  # index, instruction, its operands' indices


def _users(fragment: Fragment, index: int) -> list[_Use]:
    """The instructions of the root's cone that use `index`, transitively, in order:
    the ones whose flags the flipped program drops. Whatever the flipped bits, these
    are the only instructions whose mask may not be 0."""
    reached = forward_cone(fragment, index)
    insts = fragment.insts
    return [
        (i, insts[i], tuple(o.index if isinstance(o, Ref) else None for o in insts[i].operands))
        for i in root_cone(fragment)
        if i in reached
    ]


def lower_half(bits: int) -> int:
    """The lower half of the set bits of `bits` (at least one)."""
    keep = max(1, bin(bits).count("1") // 2)
    low = 0
    while keep:
        bit = bits & -bits
        low |= bit
        bits ^= bit
        keep -= 1
    return low


def _root_mask(fragment: Fragment, index: int, flip: int, users: list[_Use]) -> int:
    """The root's may-differ mask when value `index` reads `index ^ b` in its uses, for
    each bit b of `flip` (the union over them)."""
    masks: dict[int, int] = {index: flip}
    for i, inst, operands in users:
        if inst.op is Opcode.FREEZE:
            # Its operand may be poison in the original and not here (flags dropped
            # above it), even where no bit of its value differs: the frozen value may
            # be replaced by the real one.
            masks[i] = mask(inst.width)
            continue
        operand_masks = [0 if o is None else masks.get(o, 0) for o in operands]
        if any(operand_masks):
            result = _mask(fragment, inst, operand_masks)
            if result:
                masks[i] = result
    return masks.get(fragment.root, 0)


def _low(m: int) -> int:
    """The bits from the lowest set bit of m upward (m ≠ 0), unbounded."""
    return ~((m & -m) - 1)


def _up_to(m: int) -> int:
    """The bits up to the highest set bit of m (m ≠ 0)."""
    return mask(m.bit_length())


def _constant(o: object) -> int | None:
    return o.value if isinstance(o, Const) else None


def _mask(fragment: Fragment, inst: Inst, ms: list[int]) -> int:
    """The may-differ mask of `inst` given its operands' (`ms`, at least one ≠ 0)."""
    op, w = inst.op, inst.width
    full = mask(w)
    ops = inst.operands
    if op in (Opcode.XOR, Opcode.PHI):
        return functools.reduce(operator.or_, ms)
    if op is Opcode.AND:
        a, b = (_constant(o) for o in ops)
        return (ms[0] | ms[1]) & (a if a is not None else full) & (b if b is not None else full)
    if op is Opcode.OR:
        a, b = (_constant(o) for o in ops)
        return (ms[0] | ms[1]) & ~(a or 0) & ~(b or 0) & full
    if op in (Opcode.ADD, Opcode.SUB):
        # Operands equal modulo 2^k have sums / differences equal modulo 2^k.
        return _low(ms[0] | ms[1]) & full
    if op is Opcode.MUL:
        # (a' − a) ≡ 0 mod 2^k makes (a' − a)·c ≡ 0 mod 2^(k + ctz c).
        changed = ms[0] | ms[1]
        c = _constant(ops[0]) if ms[0] == 0 else _constant(ops[1]) if ms[1] == 0 else None
        if c is not None:
            c &= full
            if c == 0:
                return 0
            return (_low(changed) << ((c & -c).bit_length() - 1)) & full
        return _low(changed) & full
    if op in (Opcode.SHL, Opcode.LSHR, Opcode.ASHR):
        if ms[1]:
            raise _GiveUp  # the amount may change, and with it poison
        s = _constant(ops[1])
        m = ms[0]
        top = 1 << (w - 1)
        if s is not None and s >= w:
            return 0  # poison in both programs
        if op is Opcode.SHL:
            return (m << s if s is not None else _low(m)) & full
        if op is Opcode.LSHR:
            return m >> s if s is not None else _up_to(m)
        if s is None:
            return full if m & top else _up_to(m)
        return (m >> s) | (full & ~mask(w - 1 - s) if m & top else 0)
    if op in (Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM):
        if ms[1]:
            raise _GiveUp  # the divisor may become 0
        d = _constant(ops[1])
        if op in (Opcode.SDIV, Opcode.SREM) and d in (None, full):
            raise _GiveUp  # INT_MIN / -1 may appear
        if d is not None and d and d & (d - 1) == 0:
            k = d.bit_length() - 1
            if op is Opcode.UREM:
                return ms[0] & mask(k)
            if op is Opcode.UDIV:
                return ms[0] >> k
        return full
    if op in ICMPS:
        return 1
    if op is Opcode.SELECT:
        if ms[0]:
            raise _GiveUp  # the other arm, and its poison, may be chosen
        return ms[1] | ms[2]
    if op is Opcode.ZEXT:
        return ms[0]
    if op is Opcode.TRUNC:
        return ms[0] & full
    if op is Opcode.SEXT:
        n = fragment.width_of(ops[0])
        return ms[0] | (full & ~mask(n) if ms[0] >> (n - 1) & 1 else 0)
    if op is Opcode.BSWAP:
        return sum(((ms[0] >> (8 * k)) & 0xFF) << (w - 8 - 8 * k) for k in range(w // 8))
    if op is Opcode.BITREVERSE:
        return sum(1 << (w - 1 - k) for k in range(w) if ms[0] >> k & 1)
    if op in (Opcode.FSHL, Opcode.FSHR):
        c = _constant(ops[2])
        if ms[2] or c is None:
            return full  # the amount is taken modulo w: never poison
        s = c % w
        a, b = ms[0], ms[1]
        if s == 0:
            return a if op is Opcode.FSHL else b
        if op is Opcode.FSHL:
            return ((a << s) | (b >> (w - s))) & full
        return ((a << (w - s)) | (b >> s)) & full
    if op is Opcode.EXTRACTVALUE:
        n = fragment.width_of(ops[0]) - 1
        return ms[0] & mask(n) if inst.index == 0 else ms[0] >> n & 1
    if op in WITH_OVERFLOW:
        return mask(w)
    if op in (Opcode.USHL_SAT, Opcode.SSHL_SAT) and ms[1]:
        raise _GiveUp  # an amount ≥ w is poison
    # ctpop / ctlz / cttz, min / max, abs, saturating arithmetic: any bit.
    return full
