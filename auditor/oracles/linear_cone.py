"""Values that are, by construction, a GF(2)-affine map of one other value: the target
reached from `base` through xors, rotations and funnel shifts, shifts by constants,
`and`/`or` with constants, byte and bit reversals, truncations and extensions.

Why: SHA-2's Σ and σ functions (`rotr(y, 28) ^ rotr(y, 34) ^ rotr(y, 39)` over a sum
of free inputs) and xxHash's avalanche steps are such maps. When `base` takes every
value, the target's values are exactly the map's image, an affine subspace
(`auditor.oracles.affine_space`) whose ranges are computed, not searched — a set that
no sample or run of an arithmetic progression describes. None of these operations
makes poison or undefined behaviour (shift amounts are constants below the width, no
flags), so the target is defined and not poison exactly when `base` is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from auditor.ir.fragment import Const, Fragment, Ref
from auditor.ir.opcodes import Flag, Opcode
from auditor.ir.rewrite import as_input, prune
from auditor.oracles.affine_space import AffineSpace, Rows, solve, tagged_echelon
from auditor.semantics.concrete import Inputs, as_array, evaluate

_ALWAYS = frozenset({Opcode.XOR, Opcode.BSWAP, Opcode.BITREVERSE, Opcode.TRUNC, Opcode.ZEXT, Opcode.SEXT})
_BY_CONSTANT = frozenset({Opcode.SHL, Opcode.LSHR, Opcode.ASHR, Opcode.AND, Opcode.OR})
_FUNNELS = frozenset({Opcode.FSHL, Opcode.FSHR})

MAX_CONE = 64
"""Instructions a linear cone may have (SHA-512's round functions have under 20)."""


@dataclass(frozen=True, slots=True)
class LinearCone:
    """Instruction `index` is `image`'s offset ⊕ a GF(2)-linear map of instruction
    `base`; `image` is that map's image over every value of `base`."""

    index: int
    base: int
    image: AffineSpace
    offset: int  # the target at base = 0
    columns: tuple[int, ...]  # the map of each unit vector of the base, offset removed
    rows: Rows  # `tagged_echelon` of the columns

    def preimage(self, value: int) -> int | None:
        """A base value the map sends to `value` (the only one when the map is a
        bijection), or None when `value` is outside the image."""
        rest, base = solve(self.rows, value ^ self.offset)
        return base if rest == 0 else None


def linear_cone(fragment: Fragment, index: int) -> LinearCone | None:
    """The cone of `index` when it is an affine map of one instruction that is not
    itself such a map, else None. The map is read off the concrete evaluator at 0 and
    at each unit vector of the base (it is affine by construction)."""
    base = _single_base(fragment, index)
    if base is None:
        return None
    cone = prune(replace(as_input(fragment, base), root=index, pcs=(), blockpcs=()))
    (x,) = cone.inputs()
    width = cone.insts[x].width
    points = [0] + [1 << i for i in range(width)]
    ev = evaluate(cone, Inputs(vars={x: as_array(points, width)}))
    if ev.poison[cone.root].any() or not ev.defined.all():
        return None  # not by construction: a reader's flag the checks missed
    values = [int(v) for v in ev.values[cone.root]]
    offset = values[0]
    columns = tuple(v ^ offset for v in values[1:])
    image = AffineSpace.spanned(offset, columns, fragment.insts[index].width)
    return LinearCone(index, base, image, offset, columns, tagged_echelon(columns)[0])


def _single_base(fragment: Fragment, index: int) -> int | None:
    """The one instruction below `index` that every path through linear operations
    ends at, or None (two bases, a constant-only cone, a cone that is not linear at
    its top, or one over MAX_CONE instructions)."""
    bases: set[int] = set()
    seen: set[int] = set()
    work = [index]
    while work:
        i = work.pop()
        if i in seen:
            continue
        seen.add(i)
        if len(seen) > MAX_CONE:
            return None
        operands = _linear_operands(fragment, i)
        if operands is None:
            if i == index:
                return None
            bases.add(i)
            continue
        work += [o.index for o in operands if isinstance(o, Ref)]
    return next(iter(bases)) if len(bases) == 1 else None


def _linear_operands(fragment: Fragment, i: int) -> tuple[Const | Ref, ...] | None:
    """The operands instruction `i` is GF(2)-linear in (together with constants), or
    None when it is not a linear operation of them."""
    inst = fragment.insts[i]
    op, operands = inst.op, inst.operands
    if op is Opcode.OR and inst.flags == {Flag.DISJOINT}:
        # No bit can be set in both operands (their possible ones are disjoint by
        # construction, `possible_ones`), so the flag never makes poison and the or is
        # a xor: ARC2's rotation `(v << 1) | ((v >> 15) & 1)`.
        if not ones_disjoint(fragment, operands):
            return None
        return tuple(o for o in operands if isinstance(o, Ref))
    if inst.flags:
        return None  # nuw, nsw, exact, nneg, disjoint: each can make poison
    if op in _ALWAYS:
        return operands
    if op in _BY_CONSTANT:
        value, other = operands
        if op in (Opcode.AND, Opcode.OR) and isinstance(value, Const):
            value, other = other, value
        if not isinstance(other, Const):
            return None
        if op in (Opcode.SHL, Opcode.LSHR, Opcode.ASHR) and other.value >= inst.width:
            return None  # poison
        return (value,)
    if op in _FUNNELS and isinstance(operands[2], Const):
        # fshl(a, b, c): a's low bits and b's high bits side by side, c taken mod w.
        return operands[:2]
    return None


def ones_disjoint(fragment: Fragment, operands: Sequence[Const | Ref]) -> bool:
    """Whether no bit can be set in two of `operands` (`possible_ones`): then their or
    is their xor and their sum, and a `disjoint` flag on it never makes poison."""
    memo: dict[int, int] = {}
    seen = 0
    for o in operands:
        ones = possible_ones(fragment, o, memo)
        if ones & seen:
            return False
        seen |= ones
    return True


def possible_ones(fragment: Fragment, operand: Const | Ref, memo: dict[int, int]) -> int:
    """The bits that can be set in `operand`, by construction: a constant's own, and
    those shifts by constants, masks, extensions, truncations, ors and xors can pass
    on (flag-free, or a disjoint or), and a select's or a phi's arms; every bit of
    anything else."""
    if isinstance(operand, Const):
        return operand.value
    i = operand.index
    if i in memo:
        return memo[i]
    inst = fragment.insts[i]
    op, operands = inst.op, inst.operands
    every = (1 << inst.width) - 1
    ones = every
    if (op is Opcode.OR and inst.flags <= {Flag.DISJOINT}) or (op is Opcode.XOR and not inst.flags):
        ones = possible_ones(fragment, operands[0], memo) | possible_ones(fragment, operands[1], memo)
    elif inst.flags:
        pass
    elif op is Opcode.AND:
        ones = possible_ones(fragment, operands[0], memo) & possible_ones(fragment, operands[1], memo)
    elif op is Opcode.SELECT or op is Opcode.PHI:  # one of the arms (a select's condition is operand 0)
        ones = 0
        for o in operands[1:] if op is Opcode.SELECT else operands:
            ones |= possible_ones(fragment, o, memo)
    elif op in (Opcode.ZEXT, Opcode.TRUNC):
        ones = possible_ones(fragment, operands[0], memo) & every
    elif op in (Opcode.SHL, Opcode.LSHR) and isinstance(operands[1], Const) and operands[1].value < inst.width:
        value, amount = possible_ones(fragment, operands[0], memo), operands[1].value
        ones = (value << amount if op is Opcode.SHL else value >> amount) & every
    memo[i] = ones
    return ones
