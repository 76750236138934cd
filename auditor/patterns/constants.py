"""Which constants of a reproducer the verdict does not depend on: each is tried with
a few other values (an edge value, then random ones, seeded), and only one for which
the verdict holds every time is written C1 in the pattern. A constant that stays
literal is part of the weakness (`and(x, 7)` may lose precision where `and(x, 8)`
does not), and a reader filing the pattern needs to know which."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TypeVar

from auditor.fuzz.reduce import Keeps
from auditor.ir.fragment import BlockPathCondition, Const, Fragment, FragmentError, PathCondition, verify
from auditor.ir.opcodes import Opcode
from auditor.oracles.sampling import edge_values
from auditor.patterns.model import PatternOptions
from auditor.patterns.text import Slot


def with_constant(fragment: Fragment, slot: Slot, value: int) -> Fragment:
    """`fragment` with the constant at `slot` replaced by `value` (same width)."""
    kind, n, k = slot
    if kind == "inst":
        inst = fragment.insts[n]
        old = inst.operands[k]
        assert isinstance(old, Const)
        operands = (*inst.operands[:k], Const(value, old.width), *inst.operands[k + 1 :])
        insts = (*fragment.insts[:n], replace(inst, operands=operands), *fragment.insts[n + 1 :])
        return replace(fragment, insts=insts)
    if kind == "pc":
        return replace(fragment, pcs=_with_side(fragment.pcs, n, k, value))
    return replace(fragment, blockpcs=_with_side(fragment.blockpcs, n, k, value))


_Condition = TypeVar("_Condition", PathCondition, BlockPathCondition)


def _with_side(conditions: tuple[_Condition, ...], n: int, side: int, value: int) -> tuple[_Condition, ...]:
    p = conditions[n]
    old = p.lhs if side == 0 else p.rhs
    assert isinstance(old, Const)
    new = Const(value, old.width)
    items = list(conditions)
    items[n] = replace(p, lhs=new) if side == 0 else replace(p, rhs=new)
    return tuple(items)


def constant_slots(fragment: Fragment) -> list[tuple[Slot, Const]]:
    """Every constant of the fragment and where it sits, in instruction order then
    path conditions: what `free_constants` tries other values for."""
    f = fragment
    slots: list[tuple[Slot, Const]] = [
        (("inst", i, k), o)
        for i, inst in enumerate(f.insts)
        for k, o in enumerate(inst.operands)
        if isinstance(o, Const)
    ]
    for n, p in enumerate(f.pcs):
        slots += [(("pc", n, k), o) for k, o in enumerate((p.lhs, p.rhs)) if isinstance(o, Const)]
    for n, b in enumerate(f.blockpcs):
        slots += [(("blockpc", n, k), o) for k, o in enumerate((b.lhs, b.rhs)) if isinstance(o, Const)]
    return slots


def other_values(c: Const, count: int, rng: random.Random, bounds: tuple[int, int] | None = None) -> list[int]:
    """`count` values of the constant's width other than its own (all of them when
    there are fewer): an edge value (0, ±1, INT_MIN, …) first, then random ones.
    `bounds`: only values in [lo, hi) (a shift amount: 0 is no shift, and a shift
    by the width or more is poison)."""
    lo, hi = bounds if bounds is not None else (0, 1 << c.width)
    if hi - lo - 1 <= count:
        return [v for v in range(lo, hi) if v != c.value]
    edges = [v for v in edge_values(c.width) if v != c.value and lo <= v < hi]
    chosen = [rng.choice(edges)]
    while len(chosen) < count:
        v = rng.randrange(lo, hi)
        if v != c.value and v not in chosen:
            chosen.append(v)
    return chosen


_SHIFTS = {Opcode.SHL: 1, Opcode.LSHR: 1, Opcode.ASHR: 1, Opcode.USHL_SAT: 1, Opcode.SSHL_SAT: 1, Opcode.FSHL: 2,
           Opcode.FSHR: 2}  # fmt: skip


def _bounds(fragment: Fragment, slot: Slot) -> tuple[int, int] | None:
    """The values a constant can meaningfully take: 1 … width-1 for a shift amount
    (a shift by 0 is no instruction at all; by the width or more it is poison, or
    the amount is taken modulo the width), any otherwise."""
    kind, n, k = slot
    if kind == "inst" and _SHIFTS.get(fragment.insts[n].op) == k:
        return (1, fragment.insts[n].width)
    return None


def free_constants(fragment: Fragment, keeps: Keeps, options: PatternOptions) -> frozenset[Slot]:
    """The constants the verdict does not depend on: those for which it holds with
    each of `options.other_values` other values (one at a time; seeded)."""
    free = set()
    for number, (slot, c) in enumerate(constant_slots(fragment)):
        rng = random.Random(options.seed * 7919 + number)
        for value in other_values(c, options.other_values, rng, _bounds(fragment, slot)):
            try:
                candidate = with_constant(fragment, slot, value)
                verify(candidate)
            except (FragmentError, ValueError):
                break
            if keeps(candidate) is None:
                break
        else:
            free.add(slot)
    return frozenset(free)
