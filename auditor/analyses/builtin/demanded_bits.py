"""Demanded bits of every value: a backward pass in the spirit of LLVM's
DemandedBits.cpp (`determineLiveOperandBits`), sound for auditor's stricter definition
(docs/semantics.md, "Demanded bits"): a flip of a non-demanded bit must leave the
root's demanded bits unchanged *and* introduce no poison and no immediate UB.

Why it is sound. Each per-use rule (`operand_demanded`) guarantees, for a *live*
instruction (one in the root's cone): if its operands change only in bits this use
does not demand — and poison-generating flags are dropped, as the flipped program
does — then (1) the result changes only in bits outside its own demanded mask, and
(2) it is poison only where the original was, and no UB appears. A value's mask is the
OR over its uses, so flipping one of its non-demanded bits satisfies the premise of
every use; by induction down to the root, the root changes only in non-demanded bits
and does not become poison, and the flipped execution stays defined.

Two consequences of the stricter definition that LLVM's rules do not have:
- Poison and UB do not care which result bits are demanded: a live shift whose result
  bits are all dead still demands the bits of its amount that decide `amount ≥ width`,
  a live division still demands its whole divisor, a live select its condition.
- Dropping flags can *remove* poison. That is invisible except through `freeze`
  (poison is otherwise either blocked, by a select or phi that did not choose it, or
  reaches the root or UB, and such executions do not count), where the frozen value
  becomes a computed one. So a demanded freeze protects the flagged instructions that
  can make its operand poison: nothing below them may be flipped (`_protect_freeze`).

Forward facts (`ValueFacts`) describe the *original* execution, while in the flipped
one an operand may change in its non-demanded bits. They are used only where the bits
they talk about are demanded by the same use, hence unchanged (see each rule).
"""

from __future__ import annotations

from collections.abc import Sequence

from auditor.analyses.builtin.apint import bitreverse, bswap, countr_zero
from auditor.analyses.builtin.facts import ValueFacts
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask, root_cone
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Opcode

__all__ = ["demanded_bits", "operand_demanded"]


def demanded_bits(fragment: Fragment, facts: Sequence[ValueFacts] | None = None) -> list[int]:
    """The demanded mask of every instruction's result, by index.

    The root is demanded as its `infer` says (all bits by default); instructions the
    root does not depend on get 0 (path conditions are assumptions, not uses). `facts`
    are the forward facts of every instruction (any sound facts; None = know nothing).
    """
    insts = fragment.insts
    live = set(root_cone(fragment))
    masks = [0] * len(insts)
    root = fragment.root
    masks[root] = fragment.root_demanded_mask
    for i in range(root, -1, -1):
        if i not in live:
            continue
        inst = insts[i]
        if inst.op is Opcode.FREEZE and masks[i]:
            _protect_freeze(fragment, i, masks, facts)
        for k, operand in enumerate(inst.operands):
            if isinstance(operand, Ref):
                masks[operand.index] |= operand_demanded(fragment, i, k, masks[i], facts)
    return masks


def _may_be_poison(facts: Sequence[ValueFacts] | None, index: int) -> bool:
    return facts is None or facts[index].may_be_poison


def _protect_freeze(fragment: Fragment, index: int, masks: list[int], facts: Sequence[ValueFacts] | None) -> None:
    """A demanded `freeze x` needs: flipped x poison ⟺ original x poison. The rules
    give ⟹ (no new poison). ⟸ can only fail where a flipped program drops a flag that
    made x poison: on a flagged instruction y in x's cone (not below a nested freeze,
    which is never poison) that a flip reaches, i.e. one with a flippable value below
    it. So every value below such a y is demanded in full. Facts that say x (or y) is
    never poison in the original make this unnecessary: nothing to remove."""
    insts = fragment.insts
    x = insts[index].operands[0]
    if not isinstance(x, Ref) or not _may_be_poison(facts, x.index):
        return
    seen: set[int] = set()
    stack = [x.index]
    below: list[int] = []
    while stack:
        j = stack.pop()
        if j in seen:
            continue
        seen.add(j)
        inst = insts[j]
        if inst.flags and _may_be_poison(facts, j):
            below.extend(o.index for o in inst.operands if isinstance(o, Ref))
        if inst.op is not Opcode.FREEZE:
            stack.extend(o.index for o in inst.operands if isinstance(o, Ref))
    full: set[int] = set()
    while below:
        j = below.pop()
        if j in full:
            continue
        full.add(j)
        masks[j] = mask(insts[j].width)
        below.extend(o.index for o in insts[j].operands if isinstance(o, Ref))


# --------------------------------------------------------------------------- helpers


def _up_to_msb(d: int) -> int:
    """Bits at and below the highest bit of d: what carries can reach (LLVM's
    `APInt::getLowBitsSet(BitWidth, AOut.getActiveBits())` for add/sub/mul)."""
    return mask(d.bit_length())


def _from_lsb(d: int, w: int) -> int:
    """Bits at and above the lowest bit of d."""
    return 0 if d == 0 else mask(w) & ~((d & -d) - 1)


def _is_pow2(v: int) -> bool:
    return v > 0 and v & (v - 1) == 0


def _poison_amount_bits(w: int) -> int:
    """Bits of a shift amount that decide `amount ≥ w` (poison) for every amount: the
    bits from log2(w) up when w is a power of two (an amount < w has them all clear,
    one ≥ w has one set, whatever the low bits); otherwise every bit (at w = 6,
    5 ^ 2 = 7 crosses the bound)."""
    return mask(w) & ~(w - 1) if _is_pow2(w) else mask(w)


def _mod_amount_bits(w: int) -> int:
    """Bits of a funnel-shift amount that decide `amount mod w`."""
    return w - 1 if _is_pow2(w) else mask(w)


def _const(o: Operand) -> int | None:
    return o.value if isinstance(o, Const) else None


def _known(o: Operand, w: int, facts: Sequence[ValueFacts] | None) -> tuple[int, int]:
    """(known zero, known one) of an operand in the original execution."""
    if isinstance(o, Const):
        return mask(w) & ~o.value, o.value
    if facts is None:
        return 0, 0
    k = facts[o.index].known
    return k.zero & mask(w), k.one & mask(w)


def _amount_bounds(o: Operand, w: int, facts: Sequence[ValueFacts] | None) -> tuple[int, int]:
    """Inclusive bounds of a shift amount in the executions where the shift is not
    poison (so < w), from the constant or the amount's facts."""
    c = _const(o)
    if c is not None:
        return c, c
    lo, hi = 0, w - 1
    if isinstance(o, Ref) and facts is not None:
        f = facts[o.index]
        lo = max(lo, f.known.one)
        hi = min(hi, mask(w) & ~f.known.zero)
        for r in (f.unsigned, f.range):
            if not r.is_empty:
                lo, hi = max(lo, r.unsigned_min), min(hi, r.unsigned_max)
    return (lo, hi) if lo <= hi else (0, w - 1)


# --------------------------------------------------------------------------- per use


def operand_demanded(
    fragment: Fragment,
    user: int,
    operand_index: int,
    result_demanded: int,
    facts: Sequence[ValueFacts] | None = None,
) -> int:
    """What live instruction `user` demands of its operand `operand_index` when
    `result_demanded` of its result is demanded (see the module docstring for the
    guarantee each rule gives). The answer for a constant operand is meaningless."""
    inst = fragment.insts[user]
    ops = inst.operands
    k = operand_index
    d = result_demanded
    w = inst.width
    full = mask(fragment.width_of(ops[k]))
    op = inst.op

    if op in (Opcode.PHI, Opcode.FREEZE, Opcode.XOR, Opcode.TRUNC):
        # An incoming value matters only when chosen, and then is the result.
        return d & full
    if op in ICMPS:
        return _icmp(inst, k, d, fragment.width_of(ops[0]))
    if op is Opcode.EXTRACTVALUE:
        # Souper's {result, overflow} pair: result = low w bits, overflow = bit w.
        return (d & 1) << (full.bit_length() - 1) if inst.index == 1 else d
    if op in WITH_OVERFLOW:
        ow = w - 1
        base = {
            Opcode.SADD_WO: Opcode.ADD,
            Opcode.UADD_WO: Opcode.ADD,
            Opcode.SSUB_WO: Opcode.SUB,
            Opcode.USUB_WO: Opcode.SUB,
            Opcode.SMUL_WO: Opcode.MUL,
            Opcode.UMUL_WO: Opcode.MUL,
        }[op]
        result = _arith(base, k, d & mask(ow), ops, ow)
        if d >> ow & 1:
            result |= mask(ow) if base is Opcode.MUL else _overflow_bits(base is Opcode.SUB, k, ops, ow)
        return result
    if op in (Opcode.ADD, Opcode.SUB, Opcode.MUL):
        return _arith(op, k, d, ops, w)
    if op is Opcode.AND or op is Opcode.OR:
        return _and_or(op, k, d, ops, w, facts)
    if op in (Opcode.SHL, Opcode.LSHR, Opcode.ASHR):
        return _shift(op, k, d, ops, w, facts)
    if op in (Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM):
        return _division(op, k, d, ops, w)
    if op is Opcode.SELECT:
        if k == 0:
            a, b = ops[1], ops[2]
            # The condition picks the value, and decides whether the result is
            # poison (the chosen arm's poison): demanded even when no result bit is,
            # unless both arms are the same operand, or constants (never poison)
            # that agree on the demanded bits.
            if a == b:
                return 0
            if isinstance(a, Const) and isinstance(b, Const) and (a.value ^ b.value) & d == 0:
                return 0
            return 1
        c = _const(ops[0])
        if c is not None and c != (1 if k == 1 else 0):
            return 0  # never chosen: its value and its poison are unobservable
        return d
    if op is Opcode.ZEXT:
        return d & full
    if op is Opcode.SEXT:
        sw = full.bit_length()
        # The extension bits copy the source's sign bit.
        return (d & full) | ((1 << (sw - 1)) if d >> sw else 0)
    if op is Opcode.CTPOP:
        # ctpop ≤ w: result bits above bit_length(w) are always 0.
        return full if d & mask(w.bit_length()) else 0
    if op is Opcode.CTLZ or op is Opcode.CTTZ:
        return _count_zeros(op, d, ops[0], w, facts)
    if op is Opcode.BSWAP:
        return bswap(d, w)
    if op is Opcode.BITREVERSE:
        return bitreverse(d, w)
    if op is Opcode.FSHL or op is Opcode.FSHR:
        return _funnel(op, k, d, ops, w)
    if op in (Opcode.UMIN, Opcode.UMAX, Opcode.SMIN, Opcode.SMAX):
        # DemandedBits.cpp (umax/umin/smax/smin): low result bits not demanded are
        # not demanded of the operands: min/max commute with floor(x / 2^k)
        # (logical or arithmetic), and bits ≥ k of the result are that quotient.
        return _from_lsb(d & ~_fixed_by_bound(op, ops[1 - k], w), w)
    if op is Opcode.ABS:
        # |x| is x or -x: bit i depends on bits ≤ i and the sign.
        return _up_to_msb(d) | (1 << (w - 1)) if d else 0
    if op in (Opcode.UADD_SAT, Opcode.SADD_SAT, Opcode.USUB_SAT, Opcode.SSUB_SAT):
        # sat(x ± y) = overflow ? clamp : x ± y, and with a constant y the clamp's
        # direction is fixed (by y's sign): the bits deciding overflow, and those
        # the wrapped result needs. No poison of their own.
        if d == 0:
            return 0
        sub = op in (Opcode.USUB_SAT, Opcode.SSUB_SAT)
        return _arith(Opcode.SUB if sub else Opcode.ADD, k, d, ops, w) | _overflow_bits(sub, k, ops, w)
    if op is Opcode.USHL_SAT or op is Opcode.SSHL_SAT:
        if k == 1:
            return full if d else _poison_amount_bits(w)
        if d == 0:
            return 0
        c = _const(ops[1])
        if c is None:
            return full
        if c >= w:
            return 0  # always poison
        if c == 0:
            return d
        # x << c, unless it saturates: ushl.sat when a one is shifted out (x's top c
        # bits), sshl.sat when the top c + 1 bits are not all equal (the clamp then
        # follows the sign bit, one of them).
        top = c if op is Opcode.USHL_SAT else c + 1
        return (d >> c) | (full & ~mask(w - min(top, w)))
    raise ValueError(f"no demanded-bits rule for {op.value}")


def _overflow_bits(sub: bool, k: int, ops: tuple[Operand, ...], w: int) -> int:
    """Bits of operand k that decide whether x + c, x − c or c − x overflows, signed
    or unsigned, against a constant c: each is a comparison of x with a threshold
    (see `_icmp`) — x ≥u 2^w − c, x <u c, x >u c; signed, after flipping the sign
    bit, the thresholds are −c, −c (c = INT_MIN: the sign alone) and c + 1 — so only
    bits ≥ tz(threshold) count. Every bit when the other operand is not constant."""
    c = _const(ops[1 - k])
    if c is None:
        return mask(w)
    threshold = (c + 1) & mask(w) if sub and k == 1 else c  # tz(−c) = tz(c)
    return mask(w) & ~mask(countr_zero(threshold, w))


def _fixed_by_bound(op: Opcode, other: Operand, w: int) -> int:
    """Result bits min/max against a constant fix: the result lies in an interval
    [lo, hi] (umin: [0, c], umax: [c, 2^w − 1], smin/smax when the interval does not
    wrap unsigned), whose common leading bits every value in it shares, in the
    flipped program too."""
    c = _const(other)
    if c is None:
        return 0
    sign = 1 << (w - 1)
    if op is Opcode.UMIN:
        lo, hi = 0, c
    elif op is Opcode.UMAX:
        lo, hi = c, mask(w)
    elif op is Opcode.SMIN and c >= sign:
        lo, hi = sign, c
    elif op is Opcode.SMAX and c < sign:
        lo, hi = c, sign - 1
    else:
        return 0
    return mask(w) & ~mask((lo ^ hi).bit_length())


def _icmp(inst: Inst, k: int, d: int, w: int) -> int:
    """DemandedBits.cpp demands everything of both operands. Against a constant t a
    comparison often reads only high bits: with t = t'·2^j, x <u t ⟺ x >> j <u t'
    (x = (x >> j)·2^j + r, r < 2^j), so only bits ≥ j of x count. ≤, >, ≥ and the
    signed predicates (flip the sign bit) reduce to this; a threshold 0 (mod 2^w)
    means a constant answer (j = w: nothing demanded)."""
    if not d & 1:
        return 0  # samesign is dropped in the flipped program: no poison of its own
    full = mask(w)
    ops = inst.operands
    other = ops[1 - k]
    if not isinstance(other, Const):
        return full
    pred = inst.op
    if k == 1:  # c pred x  ⟺  x swapped(pred) c
        pred = _SWAPPED.get(pred, pred)
    c = other.value
    sign = 1 << (w - 1)
    match pred:
        case Opcode.ULT | Opcode.UGE:
            threshold = c
        case Opcode.ULE | Opcode.UGT:
            threshold = (c + 1) & full
        case Opcode.SLT | Opcode.SGE:
            threshold = c ^ sign
        case Opcode.SLE | Opcode.SGT:
            threshold = ((c ^ sign) + 1) & full
        case _:
            return full  # eq, ne: every bit
    return full & ~mask(countr_zero(threshold, w))


_SWAPPED = {
    Opcode.ULT: Opcode.UGT,
    Opcode.UGT: Opcode.ULT,
    Opcode.ULE: Opcode.UGE,
    Opcode.UGE: Opcode.ULE,
    Opcode.SLT: Opcode.SGT,
    Opcode.SGT: Opcode.SLT,
    Opcode.SLE: Opcode.SGE,
    Opcode.SGE: Opcode.SLE,
}


def _arith(op: Opcode, k: int, d: int, ops: tuple[Operand, ...], w: int) -> int:
    """add/sub/mul (flags dropped, so no poison): result bit i depends on operand bits
    ≤ i (DemandedBits.cpp Add/Sub/Mul: `getLowBitsSet(BitWidth, AOut.getActiveBits())`).
    A constant other operand sharpens it."""
    if d == 0:
        return 0
    c = _const(ops[1 - k])
    if c is not None:
        if op is Opcode.MUL:
            if c == 0:
                return 0
            t = countr_zero(c, w)
            if _is_pow2(c):
                return d >> t  # x·2^t = x << t
            # x·c = (x·(c >> t)) << t: result bit i depends on x bits ≤ i − t.
            return _up_to_msb(d >> t)
        if op is Opcode.ADD or (op is Opcode.SUB and k == 0):
            # x ± c with c's low t bits zero: no carry or borrow leaves bits < t, so
            # those bits of x reach only the same result bits.
            t = countr_zero(c, w)
            low = mask(min(t, w))
            return (d & low) | (_up_to_msb(d) & ~low if d >> t else 0)
    return _up_to_msb(d)


def _and_or(op: Opcode, k: int, d: int, ops: tuple[Operand, ...], w: int, facts: Sequence[ValueFacts] | None) -> int:
    """DemandedBits.cpp And/Or: where the other operand is known 0 (and) / 1 (or),
    this operand's bit cannot be seen. Sound with facts about a *changing* other
    operand only because that bit of the other operand is then demanded by this very
    use (so it does not change): when both are known, LLVM's asymmetric rule keeps
    operand 1's bit demanded. A constant other operand never changes."""
    z0, o0 = _known(ops[0], w, facts)
    z1, o1 = _known(ops[1], w, facts)
    absorbing = (z0, z1) if op is Opcode.AND else (o0, o1)  # the bits that decide alone
    other = ops[1 - k]
    if isinstance(other, Const) or k == 0:
        return d & ~absorbing[1 - k]
    # k == 1, operand 0 not constant: LLVM `AB &= ~(Known.Zero & ~Known2.Zero)`.
    return d & ~(absorbing[0] & ~absorbing[1])


def _shift(op: Opcode, k: int, d: int, ops: tuple[Operand, ...], w: int, facts: Sequence[ValueFacts] | None) -> int:
    if k == 1:
        # The amount decides poison (≥ w) even when no result bit is demanded; when
        # one is, every bit of it may move that bit (LLVM: all bits).
        return mask(w) if d else _poison_amount_bits(w)
    if d == 0:
        return 0  # exact/nuw/nsw are dropped: no poison of its own from x
    # The result is poison unless amount < w. The amount's facts are trustworthy in
    # the flipped program: when d != 0 every bit of it is demanded (above), so it
    # does not change.
    lo, hi = _amount_bounds(ops[1], w, facts)
    if lo >= w:
        return 0  # always poison
    hi = min(hi, w - 1)
    full = mask(w)
    sign = 1 << (w - 1)
    result = 0
    for s in range(lo, hi + 1):
        if op is Opcode.SHL:
            result |= d >> s
        elif op is Opcode.LSHR:
            result |= (d << s) & full
        else:
            # ashr: bits shifted in are copies of the sign bit.
            result |= (d << s) & full
            if d >> (w - s):
                result |= sign
        if result == full:
            break
    return result


def _division(op: Opcode, k: int, d: int, ops: tuple[Operand, ...], w: int) -> int:
    """A divisor decides UB (0, and -1 with INT_MIN for sdiv/srem) whatever is
    demanded: every bit of it is demanded (flipping bit i of 2^i gives 0)."""
    full = mask(w)
    if k == 1:
        return full
    c = _const(ops[1])
    signed = op in (Opcode.SDIV, Opcode.SREM)
    if signed and (c is None or c == full):
        # The divisor may be -1: the dividend must not become INT_MIN (UB), and
        # INT_MIN ^ (1 << i) flips to it at every i.
        return full
    if d == 0 or c is None or c == 0:
        return 0 if d == 0 else full
    if op is Opcode.UDIV:
        d &= mask((full // c).bit_length())  # the quotient is ≤ (2^w − 1) / c
        if d == 0:
            return 0
        t = countr_zero(c, w)
        if c == 1 << t:
            return (d << t) & full  # x / 2^t = x >> t
        return full & ~mask(t)  # x / (c'·2^t) = (x >> t) / c'
    if op is Opcode.UREM:
        d &= mask((c - 1).bit_length())  # the remainder is < c
        t = countr_zero(c, w)
        # x mod (c'·2^t) = (x mod 2^t) + 2^t·((x >> t) mod c'): the low t bits are
        # x's, the rest depend on x's bits ≥ t only (and are 0 when c' = 1).
        low = d & mask(t)
        return low | (full & ~mask(t) if d >> t and c != 1 << t else 0)
    if op is Opcode.SREM and _is_pow2(c) and c < 1 << (w - 1):
        # x srem 2^t (positive) has x's low t bits (−2^t ≡ 0 mod 2^t); the bits
        # above are 0 or all ones, by the sign and whether the low bits are 0.
        t = countr_zero(c, w)
        if t == 0:
            return 0  # x srem 1 = 0
        if d >> t == 0:
            return d
        return mask(t) | (1 << (w - 1))
    if op is Opcode.SDIV and c == 1:
        return d  # x sdiv 1 = x (c = 1 is not −1: w > 1 here)
    return full


def _count_zeros(op: Opcode, d: int, x: Operand, w: int, facts: Sequence[ValueFacts] | None) -> int:
    """ctlz/cttz ≤ w, so result bits above bit_length(w) are always 0. Otherwise
    DemandedBits.cpp: the bits from the end being counted up to the first bit known
    one. That bit and those before it are demanded, hence unchanged in the flipped
    program: it is still 1 there and stops the count at the same place."""
    if not d & mask(w.bit_length()):
        return 0
    _, one = _known(x, w, facts)
    if one == 0:
        return mask(w)
    if op is Opcode.CTLZ:
        return mask(w) & ~mask(one.bit_length() - 1)
    return mask(countr_zero(one, w) + 1)


def _funnel(op: Opcode, k: int, d: int, ops: tuple[Operand, ...], w: int) -> int:
    """fshl a, b, c = high w bits of (a·2^w + b) << (c mod w); fshr = low w bits of
    (a·2^w + b) >> (c mod w). No poison of their own."""
    if d == 0:
        return 0
    if k == 2:
        return _mod_amount_bits(w)
    c = _const(ops[2])
    if c is None:
        # Over every s in [0, w): fshl takes a[j] to bit j + s ≥ j and b[j] (for
        # s ≥ 1) to bit j − (w − s) < j; fshr takes b[j] to bit j − s ≤ j and a[j]
        # (for s ≥ 1) to bit j + w − s > j.
        low = countr_zero(d, w)
        if op is Opcode.FSHL:
            return _up_to_msb(d) if k == 0 else mask(w) & ~mask(low + 1)
        return mask(d.bit_length() - 1) if k == 0 else _from_lsb(d, w)
    s = c % w
    if op is Opcode.FSHL:
        # bit i ← a[i − s] (i ≥ s), b[w − s + i] (i < s)
        return d >> s if k == 0 else (d & mask(s)) << (w - s)
    # fshr: bit i ← b[i + s] (i < w − s), a[i − (w − s)] (i ≥ w − s)
    return d >> (w - s) if k == 0 else (d & mask(w - s)) << s
