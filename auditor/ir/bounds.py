"""Unsigned bounds by construction: what a value's opcodes alone promise about it.

Why: the bignum code multiplies zero-extended 64-bit limbs with `mul nuw` and sums the
products with `add nuw` at 128 bits — (2^64 − 1)^2 + 2·(2^64 − 1) < 2^128, so none of
those flags ever fires. The SMT encoding then needs no overflow predicate (bit-blasting
the 128-bit `umul_noovfl` is what made proofs over such products give up), and sums of
such values are sums of independent addends (`auditor.oracles.addends`).
"""

from __future__ import annotations

import math

from auditor.ir.fragment import Const, Fragment, Operand
from auditor.ir.opcodes import Flag, Opcode


def below(fragment: Fragment, operand: Operand, memo: dict[int, int] | None = None) -> int:
    """An n with the value below n (unsigned) in every execution where it is not
    poison, by construction: a constant, a zext, an `and` with a constant, a right
    shift by a constant, and sums and products of such that cannot wrap (then they are
    the sum or product itself); 2^w for anything else."""
    if isinstance(operand, Const):
        return operand.value + 1
    memo = {} if memo is None else memo
    i = operand.index
    if i in memo:
        return memo[i]
    inst = fragment.insts[i]
    full = 1 << inst.width
    ops = inst.operands
    n = full
    if inst.op is Opcode.ZEXT:
        n = below(fragment, ops[0], memo)
    elif inst.op is Opcode.AND:
        n = min(below(fragment, o, memo) for o in ops)
    elif inst.op is Opcode.LSHR and isinstance(ops[1], Const) and ops[1].value < inst.width:
        n = ((below(fragment, ops[0], memo) - 1) >> ops[1].value) + 1
    elif inst.op is Opcode.ADD:
        n = min(full, sum(below(fragment, o, memo) - 1 for o in ops) + 1)
    elif inst.op is Opcode.MUL:
        n = min(full, math.prod(below(fragment, o, memo) - 1 for o in ops) + 1)
    memo[i] = n
    return n


def flags_never_fire(fragment: Fragment, index: int, memo: dict[int, int] | None = None) -> frozenset[Flag]:
    """The `nuw`/`nsw` flags of `add`/`mul` `index` that cannot make poison: with a and
    b below their bounds, a + b (a · b) is below 2^w — no unsigned wrap — and below
    2^(w − 1) — both operands non-negative, no signed wrap either."""
    inst = fragment.insts[index]
    if inst.op not in (Opcode.ADD, Opcode.MUL) or not inst.flags & {Flag.NUW, Flag.NSW}:
        return frozenset()
    memo = {} if memo is None else memo
    largest = [below(fragment, o, memo) - 1 for o in inst.operands]
    result = sum(largest) if inst.op is Opcode.ADD else math.prod(largest)
    never = set()
    if Flag.NUW in inst.flags and result < 1 << inst.width:
        never.add(Flag.NUW)
    if Flag.NSW in inst.flags and result < 1 << (inst.width - 1):
        never.add(Flag.NSW)
    return frozenset(never)
