"""Values that are, by construction, a concatenation of inputs: each input fills its
own field of bits, the fields side by side fill every bit.

Why: hash and cipher code assembles words from loads — xxHash reads a 64-bit lane as
`(zext hi << 32) | zext lo`, lz4 and brotli a little-endian word byte by byte — and
then mixes it. Such a value takes every value exactly once per choice of its inputs,
so it can be cut to one fresh input (`auditor.oracles.chains`), after which the mixing
above it is a chain of bijections, a linear map or a multiplication by a constant
(`auditor.oracles.linear_cone`, `multiples`): the single-input proofs apply. No
single input of such a value has enough bits to be the `x` of a surjectivity proof.

A *part* is an input x placed at bit s: `x` (s = 0, x as wide as the value),
`zext x`, `shl (zext x), s`, or `shl x, s` (x as wide as the value: its low w − s
bits fill the field, the rest are shifted out). Parts are joined by `or`, `xor` or
`add`: with disjoint fields no bit of one meets a bit of another, so all three are
the bitwise union, no carry happens, and neither `disjoint` nor `nuw`/`nsw` on them
can make poison. On the parts, `nuw` is allowed on `shl (zext x), s` (its set bits
stay below the width) and no other flag: `shl nsw` of a top field is poison when x's
top bit is set, `zext nneg` when x's is, `shl nuw x, s` when x's high bits are.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from auditor.ir.fragment import Const, Fragment, Operand, Ref
from auditor.ir.opcodes import Flag, Opcode

_JOINS = frozenset({Opcode.OR, Opcode.XOR, Opcode.ADD})
_JOIN_FLAGS = frozenset({Flag.DISJOINT, Flag.NUW, Flag.NSW})


@dataclass(frozen=True, slots=True)
class Part:
    """Input `x` fills bits [shift, shift + bits) of the value through `links` (the
    zext and shl between x and the join, in order)."""

    x: int
    shift: int
    bits: int
    links: tuple[int, ...]


def concatenation_of(fragment: Fragment, v: int) -> list[Part] | None:
    """The parts of `v` when it is a concatenation of two or more inputs, each read by
    nothing but its part, the joins read by nothing but the next join, and the fields
    disjoint and filling all of v's bits; else None."""
    insts = fragment.insts
    if insts[v].op not in _JOINS:
        return None
    users = fragment.users()
    width = insts[v].width
    parts: list[Part] = []
    work = [v]
    while work:
        i = work.pop()
        inst = insts[i]
        if inst.op in _JOINS and inst.flags <= _JOIN_FLAGS and (i == v or len(users[i]) == 1):
            if any(isinstance(o, Const) for o in inst.operands):
                return None
            work += [o.index for o in inst.operands if isinstance(o, Ref)]
            continue
        part = _part(fragment, i, width)
        if part is None or (i != v and len(users[i]) != 1):
            return None
        parts.append(part)
    if len(parts) < 2 or len({p.x for p in parts}) != len(parts):
        return None
    filled = 0
    for p in parts:
        field = ((1 << p.bits) - 1) << p.shift
        if filled & field:
            return None
        filled |= field
    if filled != (1 << width) - 1:
        return None
    for p in parts:  # each x and link read only along its own part
        chain = (p.x, *p.links)
        if any(len(users[a]) != 1 or users[a][0] != b for a, b in itertools.pairwise(chain)):
            return None
        if not insts[p.x].attrs.empty:
            return None
    return parts


def _part(fragment: Fragment, i: int, width: int) -> Part | None:
    """Instruction i as a part of a `width`-bit value, or None."""
    insts = fragment.insts
    inst = insts[i]
    if inst.op is Opcode.VAR:
        return Part(i, 0, width, ()) if inst.width == width else None
    if inst.op is Opcode.ZEXT and not inst.flags:
        (o,) = inst.operands
        if isinstance(o, Ref) and insts[o.index].op is Opcode.VAR:
            return Part(o.index, 0, insts[o.index].width, (i,))
        return None
    if inst.op is Opcode.SHL:
        value, amount = inst.operands
        if not isinstance(value, Ref) or not isinstance(amount, Const) or not 0 < amount.value < width:
            return None
        s = amount.value
        if insts[value.index].op is Opcode.VAR and not inst.flags:
            return Part(value.index, s, width - s, (i,))
        y = widened_shl(fragment, i)
        if isinstance(y, Ref) and insts[y.index].op is Opcode.VAR:
            return Part(y.index, s, insts[y.index].width, (value.index, i))
    return None


def widened_shl(fragment: Fragment, i: int) -> Operand | None:
    """y when instruction i is `shl (zext y), s` (`nuw` allowed, the zext flag-free)
    with y's bits and s no more than the width: no set bit is shifted out, so its
    `nuw` never makes poison (xxHash's `zext hi << 32`)."""
    insts = fragment.insts
    inst = insts[i]
    if inst.op is not Opcode.SHL or not inst.flags <= {Flag.NUW}:
        return None
    value, amount = inst.operands
    if not isinstance(value, Ref) or not isinstance(amount, Const):
        return None
    inner = insts[value.index]
    if inner.op is not Opcode.ZEXT or inner.flags:
        return None
    (y,) = inner.operands
    return y if fragment.width_of(y) + amount.value <= inst.width else None
