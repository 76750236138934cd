"""Which bits of each input may be set for the fragment's poison flags to hold: a
backward walk from the uses, for sampling only.

Why: code cut from a packed load reads `(b3 << 24) | (b2 << 16 nuw nsw) | …` with
`or disjoint`, and the cut leaves b2 a 32-bit `var`; a uniform b2 makes the shift
poison but once in 2^16 draws, and the overlapping fields make the `disjoint` `or`s
poison too. Then only a handful of 2,048 uniform draws are defined — too few for the
samples' range to say the value takes every value, so the proofs that need it would
not be tried. Narrowed draws (`sampling._narrowed`) set only the bits a mask allows,
and most of them are defined.

The masks are a heuristic, never a fact: every sampled execution is evaluated, and
the undefined ones are dropped as from any draw. A mask may also leave out executions that
are defined (`shl nsw x, c` is defined at negative x too; only non-negative x are
drawn) — the random draw still has them.
"""

from __future__ import annotations

import random

from auditor.ir.fragment import Const, Fragment, Operand, Ref, mask
from auditor.ir.opcodes import Flag, Opcode


def input_masks(fragment: Fragment, coin: random.Random | None = None) -> dict[int, int]:
    """For each `var` and `freeze` whose mask is narrower than its width, the bits it may
    set (by `_push`'s rules), by instruction index. `coin` gives each `or disjoint`'s
    shared bits to a random operand instead of by `_split`'s rule: different draws
    keep different fields (`(x << 16) | (y << 8)`, both fields 24 bits wide)."""
    may = _may_be_one(fragment)
    masks = [mask(inst.width) for inst in fragment.insts]
    for index in range(len(fragment.insts) - 1, -1, -1):  # users come after their operands
        _push(fragment, index, masks, may, coin)
    return {
        i: masks[i]
        for i, inst in enumerate(fragment.insts)
        if inst.op in (Opcode.VAR, Opcode.FREEZE) and masks[i] != mask(inst.width)
    }


def _may_be_one(fragment: Fragment) -> list[int]:
    """Bits each instruction may set, forward by its opcode alone (constants, `zext`,
    `trunc`, shifts by a constant, `and`, `or`, `xor`); every bit for anything else."""
    may: list[int] = []

    def of(operand: Operand) -> int:
        return operand.value if isinstance(operand, Const) else may[operand.index]

    for inst in fragment.insts:
        ops, w = inst.operands, inst.width
        bits = mask(w)
        if inst.op in (Opcode.ZEXT, Opcode.TRUNC):
            bits &= of(ops[0])
        elif inst.op in (Opcode.SHL, Opcode.LSHR) and isinstance(ops[1], Const) and ops[1].value < w:
            c = ops[1].value
            bits &= of(ops[0]) << c if inst.op is Opcode.SHL else of(ops[0]) >> c
        elif inst.op is Opcode.AND and len(ops) == 2:
            bits &= of(ops[0]) & of(ops[1])
        elif inst.op in (Opcode.OR, Opcode.XOR) and len(ops) == 2:
            bits &= of(ops[0]) | of(ops[1])
        may.append(bits)
    return may


def _push(fragment: Fragment, index: int, masks: list[int], may: list[int], coin: random.Random | None) -> None:
    """Narrow the masks of instruction `index`'s operands from its own: bits its
    flags need clear (LangRef: `shl nuw` shifts out no set bit, `shl nsw` none that
    differs from the sign — taken as non-negative — `trunc nuw`/`nsw` likewise, `lshr
    exact` shifts out no set bit, `or disjoint` has no bit set in both operands), and
    bits of a result the mask clears that the operand's bit alone decides (`zext`,
    `trunc`, shifts by a constant, `or`)."""
    inst = fragment.insts[index]
    m, w, flags = masks[index], inst.width, inst.flags
    ops = inst.operands
    if not ops or not isinstance(first := ops[0], Ref):
        return
    a = first.index
    if inst.op is Opcode.ZEXT:
        masks[a] &= m & mask(fragment.insts[a].width)
    elif inst.op is Opcode.TRUNC:
        high = mask(fragment.insts[a].width) & ~mask(w)
        if Flag.NSW in flags:
            masks[a] &= m & mask(w - 1)
        elif Flag.NUW in flags:
            masks[a] &= m
        else:
            masks[a] &= m | high
    elif inst.op in (Opcode.SHL, Opcode.LSHR) and isinstance(ops[1], Const) and ops[1].value < w:
        c = ops[1].value
        if inst.op is Opcode.SHL:
            kept = m >> c
            if Flag.NSW in flags:
                kept &= mask(w - c - 1)
            elif Flag.NUW not in flags:
                kept |= mask(w) & ~mask(w - c)
        else:
            kept = (m << c) & mask(w) if Flag.EXACT in flags else ((m << c) & mask(w)) | mask(c)
        masks[a] &= kept
    elif inst.op is Opcode.OR and len(ops) == 2 and isinstance(ops[1], Ref):
        b = ops[1].index
        if Flag.DISJOINT in flags and a != b:
            _split(masks, may, a, b, coin)
        masks[a] &= m
        masks[b] &= m


def _split(masks: list[int], may: list[int], a: int, b: int, coin: random.Random | None) -> None:
    """Give the bits two disjoint operands may both set (by `may` and their masks) to
    the one that may set fewer bits — a packed word's narrow field keeps its place:
    `(x << 24) | (y << 16)` leaves y bits 16–23 — on a tie to the one whose lowest
    possible bit is higher; the other may set none of them."""
    bits_a, bits_b = masks[a] & may[a], masks[b] & may[b]
    shared = bits_a & bits_b
    if not shared:
        return
    key_a = (bits_a.bit_count(), -(bits_a & -bits_a))
    key_b = (bits_b.bit_count(), -(bits_b & -bits_b))
    loser = (b if coin.random() < 0.5 else a) if coin is not None else b if key_a <= key_b else a
    masks[loser] &= ~shared
