"""The numpy evaluator (auditor/semantics/concrete.py) against docs/semantics.md.

Expectations are computed by hand (the tables below) or by a small scalar reference
over Python ints written here from the document — never by the evaluator itself.
"""

from __future__ import annotations

import itertools
import random
import warnings
from collections.abc import Callable

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    Inst,
    Operand,
    PathCondition,
    Ref,
    VarAttrs,
    mask,
    verify,
)
from auditor.ir.opcodes import ALLOWED_FLAGS, Flag, Opcode
from auditor.semantics.concrete import Inputs, Point, as_array, evaluate, evaluate_point

Op = Opcode
NUW, NSW, EXACT, DISJOINT = Flag.NUW, Flag.NSW, Flag.EXACT, Flag.DISJOINT
NNEG, SAMESIGN, ZP, IMP = Flag.NNEG, Flag.SAMESIGN, Flag.ZERO_POISON, Flag.INT_MIN_POISON
P = "poison"
UB = "ub"
Outcome = int | str


# --- building and running fragments ----------------------------------------------------


def make(
    *insts: Inst,
    root: int | None = None,
    blocks: tuple[int, ...] = (),
    pcs: tuple[PathCondition, ...] = (),
    blockpcs: tuple[BlockPathCondition, ...] = (),
) -> Fragment:
    fragment = Fragment(
        insts=insts,
        names=tuple(f"v{i}" for i in range(len(insts))),
        root=len(insts) - 1 if root is None else root,
        blocks=tuple(Block(p) for p in blocks),
        block_names=tuple(f"b{i}" for i in range(len(blocks))),
        pcs=pcs,
        blockpcs=blockpcs,
    )
    verify(fragment)
    return fragment


def var(width: int, attrs: VarAttrs | None = None) -> Inst:
    return Inst(Op.VAR, width, attrs=attrs or VarAttrs())


def inst(op: Opcode, width: int, *operands: Operand, flags: tuple[Flag, ...] = (), index: int | None = None) -> Inst:
    return Inst(op, width, operands, frozenset(flags), index=index)


def r(i: int) -> Ref:
    return Ref(i)


def outcome(point: Point, index: int) -> Outcome:
    if not point.defined:
        return UB
    if point.poison[index]:
        return P
    return point.values[index]


def flag_tuple(flags: Flag | tuple[Flag, ...]) -> tuple[Flag, ...]:
    return flags if isinstance(flags, tuple) else (flags,)


def run_binary(op: Opcode, width: int, a: int, b: int, flags: tuple[Flag, ...] = ()) -> Outcome:
    f = make(var(width), var(width), inst(op, width, r(0), r(1), flags=flags))
    return outcome(evaluate_point(f, {0: a, 1: b}), 2)


def run_unary(op: Opcode, width: int, a: int, flags: tuple[Flag, ...] = (), result_width: int | None = None) -> Outcome:
    f = make(var(width), inst(op, result_width or width, r(0), flags=flags))
    return outcome(evaluate_point(f, {0: a}), 1)


# --- every binary opcode at i8, by hand ------------------------------------------------

I8_BINARY: list[tuple[Opcode, tuple[Flag, ...], int, int, Outcome]] = [
    # add: nuw = unsigned overflow, nsw = signed overflow
    (Op.ADD, (), 200, 100, 44),
    (Op.ADD, (NUW,), 200, 100, P),
    (Op.ADD, (NSW,), 200, 100, 44),  # -56 + 100 = 44
    (Op.ADD, (NSW,), 127, 1, P),
    (Op.ADD, (NUW,), 127, 1, 128),
    (Op.ADD, (NSW,), 0x80, 0xFF, P),  # INT_MIN + -1
    (Op.ADD, (NUW, NSW), 0xFF, 1, P),
    (Op.ADD, (NUW, NSW), 1, 2, 3),
    # sub
    (Op.SUB, (), 0, 1, 255),
    (Op.SUB, (NUW,), 0, 1, P),
    (Op.SUB, (NSW,), 0, 1, 255),
    (Op.SUB, (NSW,), 0x80, 1, P),
    (Op.SUB, (NUW,), 0x80, 1, 127),
    (Op.SUB, (NSW,), 127, 0xFF, P),  # 127 - -1
    (Op.SUB, (NSW,), 0, 0x80, P),  # 0 - INT_MIN
    (Op.SUB, (NSW,), 0xFF, 0x80, 127),  # -1 - INT_MIN = 127
    # mul
    (Op.MUL, (), 16, 16, 0),
    (Op.MUL, (NUW,), 16, 16, P),
    (Op.MUL, (NSW,), 16, 16, P),
    (Op.MUL, (NSW,), 0xFF, 0xFF, 1),
    (Op.MUL, (NUW,), 0xFF, 0xFF, P),
    (Op.MUL, (NSW,), 8, 16, P),
    (Op.MUL, (NUW,), 8, 16, 128),
    (Op.MUL, (NSW,), 0xF8, 16, 0x80),  # -8 * 16 = INT_MIN exactly
    (Op.MUL, (NUW,), 0xF8, 16, P),
    (Op.MUL, (NSW,), 0x80, 0xFF, P),  # INT_MIN * -1
    (Op.MUL, (NSW,), 0x80, 1, 0x80),
    (Op.MUL, (NUW,), 15, 17, 255),
    (Op.MUL, (NSW,), 15, 17, P),
    # shl
    (Op.SHL, (), 1, 7, 128),
    (Op.SHL, (NSW,), 1, 7, P),
    (Op.SHL, (NUW,), 1, 7, 128),
    (Op.SHL, (NUW,), 0xFF, 1, P),
    (Op.SHL, (NSW,), 0xFF, 1, 0xFE),
    (Op.SHL, (NSW,), 0x40, 1, P),
    (Op.SHL, (NSW,), 0xC0, 1, 0x80),
    (Op.SHL, (NSW,), 0xFF, 7, 0x80),
    (Op.SHL, (), 1, 8, P),
    (Op.SHL, (), 1, 255, P),
    (Op.SHL, (), 0xAB, 0, 0xAB),
    # lshr
    (Op.LSHR, (), 0x81, 1, 0x40),
    (Op.LSHR, (EXACT,), 0x81, 1, P),
    (Op.LSHR, (EXACT,), 0x80, 7, 1),
    (Op.LSHR, (), 0x80, 8, P),
    (Op.LSHR, (), 0xFF, 0, 0xFF),
    # ashr
    (Op.ASHR, (), 0x80, 7, 0xFF),
    (Op.ASHR, (EXACT,), 0x80, 7, 0xFF),
    (Op.ASHR, (), 0x81, 1, 0xC0),
    (Op.ASHR, (EXACT,), 0x81, 1, P),
    (Op.ASHR, (), 0x7F, 6, 1),
    (Op.ASHR, (), 0x7F, 8, P),
    # udiv / urem: a zero divisor is UB
    (Op.UDIV, (), 200, 7, 28),
    (Op.UDIV, (EXACT,), 200, 7, P),
    (Op.UDIV, (EXACT,), 196, 7, 28),
    (Op.UDIV, (), 200, 0, UB),
    (Op.UDIV, (), 0, 0, UB),
    (Op.UDIV, (), 255, 255, 1),
    (Op.UREM, (), 200, 7, 4),
    (Op.UREM, (), 200, 0, UB),
    (Op.UREM, (), 5, 255, 5),
    # sdiv / srem: rounds toward zero; INT_MIN / -1 is UB
    (Op.SDIV, (), 0xF9, 2, 0xFD),  # -7 / 2 = -3
    (Op.SDIV, (EXACT,), 0xF9, 2, P),
    (Op.SDIV, (EXACT,), 0xF8, 2, 0xFC),
    (Op.SDIV, (), 7, 0xFE, 0xFD),  # 7 / -2 = -3
    (Op.SDIV, (), 0x80, 0xFF, UB),
    (Op.SDIV, (), 0x80, 1, 0x80),
    (Op.SDIV, (), 0x80, 2, 0xC0),
    (Op.SDIV, (), 0x7F, 0xFF, 0x81),
    (Op.SDIV, (), 0x81, 0x80, 0),
    (Op.SDIV, (), 0x80, 0x80, 1),
    (Op.SDIV, (), 5, 0, UB),
    (Op.SREM, (), 0xF9, 2, 0xFF),  # -7 srem 2 = -1
    (Op.SREM, (), 7, 0xFE, 1),  # 7 srem -2 = 1
    (Op.SREM, (), 0x80, 0xFF, UB),
    (Op.SREM, (), 0x80, 3, 0xFE),  # -128 srem 3 = -2
    (Op.SREM, (), 0x7F, 0x80, 0x7F),
    (Op.SREM, (), 5, 0, UB),
    # bitwise
    (Op.AND, (), 0xF0, 0x3C, 0x30),
    (Op.OR, (), 0xF0, 0x3C, 0xFC),
    (Op.XOR, (), 0xF0, 0x3C, 0xCC),
    (Op.OR, (DISJOINT,), 0xF0, 0x0F, 0xFF),
    (Op.OR, (DISJOINT,), 0xF0, 0x30, P),
    # min / max
    (Op.UMIN, (), 0x80, 0x7F, 0x7F),
    (Op.UMAX, (), 0x80, 0x7F, 0x80),
    (Op.SMIN, (), 0x80, 0x7F, 0x80),
    (Op.SMAX, (), 0x80, 0x7F, 0x7F),
    (Op.SMIN, (), 0xFF, 1, 0xFF),
    (Op.SMAX, (), 0xFF, 1, 1),
    # saturating
    (Op.UADD_SAT, (), 200, 100, 255),
    (Op.UADD_SAT, (), 100, 100, 200),
    (Op.USUB_SAT, (), 100, 200, 0),
    (Op.USUB_SAT, (), 200, 100, 100),
    (Op.SADD_SAT, (), 100, 100, 127),
    (Op.SADD_SAT, (), 0x9C, 0x9C, 0x80),  # -100 + -100
    (Op.SADD_SAT, (), 100, 0x9C, 0),
    (Op.SSUB_SAT, (), 0x9C, 100, 0x80),
    (Op.SSUB_SAT, (), 100, 0x9C, 127),
    (Op.SSUB_SAT, (), 0, 0x80, 127),
    (Op.SSUB_SAT, (), 0xFE, 0x7F, 0x80),
    (Op.USHL_SAT, (), 0x40, 2, 0xFF),
    (Op.USHL_SAT, (), 0x20, 2, 0x80),
    (Op.USHL_SAT, (), 0, 7, 0),
    (Op.USHL_SAT, (), 1, 8, P),
    (Op.SSHL_SAT, (), 0x40, 1, 0x7F),
    (Op.SSHL_SAT, (), 0xC0, 1, 0x80),
    (Op.SSHL_SAT, (), 0xA0, 1, 0x80),  # -96 * 2 saturates to INT_MIN
    (Op.SSHL_SAT, (), 0x20, 1, 0x40),
    (Op.SSHL_SAT, (), 0xFF, 7, 0x80),
    (Op.SSHL_SAT, (), 0x01, 7, 0x7F),
    (Op.SSHL_SAT, (), 0xFF, 8, P),
]


@pytest.mark.parametrize(("op", "flags", "a", "b", "expected"), I8_BINARY)
def test_i8_binary(op: Opcode, flags: tuple[Flag, ...], a: int, b: int, expected: Outcome) -> None:
    assert run_binary(op, 8, a, b, flags) == expected


I8_ICMP: list[tuple[int, int, dict[Opcode, int]]] = [
    (
        0x80,
        0x7F,
        {Op.EQ: 0, Op.NE: 1, Op.ULT: 0, Op.ULE: 0, Op.UGT: 1, Op.UGE: 1, Op.SLT: 1, Op.SLE: 1, Op.SGT: 0, Op.SGE: 0},
    ),
    (
        5,
        5,
        {Op.EQ: 1, Op.NE: 0, Op.ULT: 0, Op.ULE: 1, Op.UGT: 0, Op.UGE: 1, Op.SLT: 0, Op.SLE: 1, Op.SGT: 0, Op.SGE: 1},
    ),
    (
        0xFF,
        0,
        {Op.EQ: 0, Op.NE: 1, Op.ULT: 0, Op.ULE: 0, Op.UGT: 1, Op.UGE: 1, Op.SLT: 1, Op.SLE: 1, Op.SGT: 0, Op.SGE: 0},
    ),
    (
        0,
        0x7F,
        {Op.EQ: 0, Op.NE: 1, Op.ULT: 1, Op.ULE: 1, Op.UGT: 0, Op.UGE: 0, Op.SLT: 1, Op.SLE: 1, Op.SGT: 0, Op.SGE: 0},
    ),
]


@pytest.mark.parametrize(("a", "b", "table"), I8_ICMP)
def test_i8_icmp(a: int, b: int, table: dict[Opcode, int]) -> None:
    for op, expected in table.items():
        f = make(var(8), var(8), inst(op, 1, r(0), r(1)))
        assert outcome(evaluate_point(f, {0: a, 1: b}), 2) == expected, op


@pytest.mark.parametrize(
    ("op", "a", "b", "expected"),
    [
        (Op.ULT, 0x80, 0x7F, P),  # sign bits differ
        (Op.EQ, 0, 0x80, P),
        (Op.SLT, 0xFF, 0x80, 0),  # both negative
        (Op.ULT, 0xFF, 0x80, 0),
        (Op.UGT, 3, 2, 1),  # both non-negative
        (Op.SGE, 0x7F, 0, 1),
    ],
)
def test_icmp_samesign(op: Opcode, a: int, b: int, expected: Outcome) -> None:
    f = make(var(8), var(8), inst(op, 1, r(0), r(1), flags=(SAMESIGN,)))
    assert outcome(evaluate_point(f, {0: a, 1: b}), 2) == expected


I8_UNARY: list[tuple[Opcode, tuple[Flag, ...], int, Outcome]] = [
    (Op.CTPOP, (), 0xF3, 6),
    (Op.CTPOP, (), 0, 0),
    (Op.CTPOP, (), 0xFF, 8),
    (Op.CTLZ, (), 0x10, 3),
    (Op.CTLZ, (), 0, 8),
    (Op.CTLZ, (), 0xFF, 0),
    (Op.CTLZ, (), 1, 7),
    (Op.CTLZ, (ZP,), 0, P),
    (Op.CTLZ, (ZP,), 1, 7),
    (Op.CTTZ, (), 0x10, 4),
    (Op.CTTZ, (), 0, 8),
    (Op.CTTZ, (), 0x80, 7),
    (Op.CTTZ, (), 1, 0),
    (Op.CTTZ, (ZP,), 0, P),
    (Op.CTTZ, (ZP,), 0x80, 7),
    (Op.BITREVERSE, (), 0x01, 0x80),
    (Op.BITREVERSE, (), 0x0F, 0xF0),
    (Op.BITREVERSE, (), 0x16, 0x68),
    (Op.ABS, (), 0x80, 0x80),  # INT_MIN maps to itself
    (Op.ABS, (IMP,), 0x80, P),
    (Op.ABS, (), 0xFF, 1),
    (Op.ABS, (IMP,), 0xFF, 1),
    (Op.ABS, (), 0x81, 0x7F),
    (Op.ABS, (), 5, 5),
    (Op.FREEZE, (), 0x5A, 0x5A),
]


@pytest.mark.parametrize(("op", "flags", "a", "expected"), I8_UNARY)
def test_i8_unary(op: Opcode, flags: tuple[Flag, ...], a: int, expected: Outcome) -> None:
    assert run_unary(op, 8, a, flags) == expected


@pytest.mark.parametrize(
    ("width", "a", "expected"),
    [
        (16, 0x1234, 0x3412),
        (32, 0x12345678, 0x78563412),
        (48, 0x123456789ABC, 0xBC9A78563412),
        (64, 0x0102030405060708, 0x0807060504030201),
        (128, 0x0102030405060708090A0B0C0D0E0F10, 0x100F0E0D0C0B0A090807060504030201),
    ],
)
def test_bswap(width: int, a: int, expected: int) -> None:
    assert run_unary(Op.BSWAP, width, a) == expected


@pytest.mark.parametrize(
    ("op", "width", "a", "b", "c", "expected"),
    [
        (Op.FSHL, 8, 0x12, 0x34, 3, 0x91),  # high byte of 0x1234 << 3 = 0x91A0
        (Op.FSHL, 8, 0x12, 0x34, 0, 0x12),
        (Op.FSHL, 8, 0x12, 0x34, 11, 0x91),  # amount mod 8
        (Op.FSHL, 8, 0x12, 0x34, 4, 0x23),
        (Op.FSHR, 8, 0x12, 0x34, 3, 0x46),  # low byte of 0x1234 >> 3 = 0x246
        (Op.FSHR, 8, 0x12, 0x34, 0, 0x34),
        (Op.FSHR, 8, 0x12, 0x34, 11, 0x46),
        (Op.FSHR, 8, 0x12, 0x34, 8, 0x34),
        (Op.FSHL, 7, 0b1000001, 0b1100000, 9, 0b0000111),  # 9 mod 7 = 2
        (Op.FSHR, 7, 0b1000001, 0b1100000, 9, 0b0111000),
        (Op.FSHL, 64, 0x8000000000000001, 0xC000000000000000, 1, 0x0000000000000003),
        (Op.FSHR, 64, 0x8000000000000001, 0xC000000000000000, 1, 0xE000000000000000),
        (Op.FSHL, 64, 0x8000000000000001, 0xC000000000000000, 64, 0x8000000000000001),
        (Op.FSHR, 64, 0x8000000000000001, 0xC000000000000000, 64, 0xC000000000000000),
        (Op.FSHL, 128, 1 << 127, 1 << 127, 1, 1),
        (Op.FSHR, 128, 1, 2, 1, (1 << 127) | 1),
    ],
)
def test_funnel_shifts(op: Opcode, width: int, a: int, b: int, c: int, expected: int) -> None:
    f = make(var(width), var(width), var(width), inst(op, width, r(0), r(1), r(2)))
    assert outcome(evaluate_point(f, {0: a, 1: b, 2: c}), 3) == expected


@pytest.mark.parametrize(
    ("op", "flags", "src", "dst", "a", "expected"),
    [
        (Op.ZEXT, (), 8, 16, 0x80, 0x80),
        (Op.ZEXT, (NNEG,), 8, 16, 0x80, P),
        (Op.ZEXT, (NNEG,), 8, 16, 0x7F, 0x7F),
        (Op.ZEXT, (NNEG,), 1, 8, 1, P),
        (Op.SEXT, (), 8, 16, 0x80, 0xFF80),
        (Op.SEXT, (), 8, 16, 0x7F, 0x7F),
        (Op.SEXT, (), 1, 8, 1, 0xFF),
        (Op.TRUNC, (), 16, 8, 0x1FF, 0xFF),
        (Op.TRUNC, (NUW,), 16, 8, 0x1FF, P),
        (Op.TRUNC, (NSW,), 16, 8, 0x1FF, P),
        (Op.TRUNC, (NUW,), 16, 8, 0xFF80, P),
        (Op.TRUNC, (NSW,), 16, 8, 0xFF80, 0x80),
        (Op.TRUNC, (NUW,), 16, 8, 0x0080, 0x80),
        (Op.TRUNC, (NSW,), 16, 8, 0x0080, P),
        (Op.TRUNC, (NUW, NSW), 16, 8, 0x007F, 0x7F),
        (Op.TRUNC, (NSW,), 8, 1, 0xFF, 1),
        (Op.TRUNC, (NSW,), 8, 1, 1, P),
        (Op.TRUNC, (NUW,), 8, 1, 1, 1),
        (Op.TRUNC, (NUW,), 8, 1, 2, P),
        # through the wide representation
        (Op.ZEXT, (), 64, 65, (1 << 64) - 1, (1 << 64) - 1),
        (Op.SEXT, (), 64, 128, 1 << 63, ((1 << 128) - 1) ^ ((1 << 63) - 1)),
        (Op.SEXT, (), 65, 128, 1 << 64, ((1 << 128) - 1) ^ ((1 << 64) - 1)),
        (Op.SEXT, (), 8, 100, 0xFE, (1 << 100) - 2),
        (Op.TRUNC, (NSW,), 128, 64, (1 << 128) - 1, (1 << 64) - 1),
        (Op.TRUNC, (NSW,), 128, 64, 1 << 63, P),
        (Op.TRUNC, (NUW,), 128, 64, 1 << 64, P),
        (Op.TRUNC, (NUW,), 128, 64, (1 << 64) - 1, (1 << 64) - 1),
        (Op.TRUNC, (NUW,), 128, 65, 1 << 64, 1 << 64),
    ],
)
def test_casts(op: Opcode, flags: tuple[Flag, ...], src: int, dst: int, a: int, expected: Outcome) -> None:
    assert run_unary(op, src, a, flags, result_width=dst) == expected


# --- with.overflow and extractvalue -----------------------------------------------------


@pytest.mark.parametrize(
    ("op", "width", "a", "b", "value", "overflow"),
    [
        (Op.UADD_WO, 8, 200, 100, 44, 1),
        (Op.UADD_WO, 8, 100, 100, 200, 0),
        (Op.SADD_WO, 8, 127, 1, 128, 1),
        (Op.SADD_WO, 8, 0xFF, 0xFF, 0xFE, 0),
        (Op.USUB_WO, 8, 0, 1, 255, 1),
        (Op.USUB_WO, 8, 5, 3, 2, 0),
        (Op.SSUB_WO, 8, 0x80, 1, 0x7F, 1),
        (Op.SSUB_WO, 8, 0xFF, 0x7F, 0x80, 0),
        (Op.UMUL_WO, 8, 16, 16, 0, 1),
        (Op.UMUL_WO, 8, 15, 17, 255, 0),
        (Op.SMUL_WO, 8, 16, 8, 0x80, 1),
        (Op.SMUL_WO, 8, 0xF8, 16, 0x80, 0),
        (Op.UADD_WO, 1, 1, 1, 0, 1),
        (Op.SADD_WO, 1, 1, 0, 1, 0),
        (Op.SMUL_WO, 1, 1, 1, 1, 1),  # (-1)·(-1) = 1 does not fit i1
        # i64 operands give an i65 result: the wide representation
        (Op.UADD_WO, 64, (1 << 64) - 1, 1, 0, 1),
        (Op.UMUL_WO, 64, 1 << 32, 1 << 32, 0, 1),
        (Op.UMUL_WO, 64, (1 << 32) - 1, (1 << 32) + 1, (1 << 64) - 1, 0),
        (Op.SMUL_WO, 64, 1 << 63, (1 << 64) - 1, 1 << 63, 1),
        (Op.SMUL_WO, 64, 1 << 62, (1 << 64) - 2, 1 << 63, 0),  # 2^62 · -2 = INT_MIN
        (Op.SSUB_WO, 64, 0, 1 << 63, 1 << 63, 1),
        (Op.UMUL_WO, 100, 1 << 50, 1 << 50, 0, 1),
    ],
)
def test_with_overflow(op: Opcode, width: int, a: int, b: int, value: int, overflow: int) -> None:
    f = make(
        var(width),
        var(width),
        inst(op, width + 1, r(0), r(1)),
        inst(Op.EXTRACTVALUE, width, r(2), index=0),
        inst(Op.EXTRACTVALUE, 1, r(2), index=1),
    )
    point = evaluate_point(f, {0: a, 1: b})
    assert point.defined
    assert point.values[2:] == (value | overflow << width, value, overflow)
    assert not any(point.poison)


def test_with_overflow_propagates_poison() -> None:
    f = make(
        var(8),
        inst(Op.SHL, 8, r(0), Const(8, 8)),  # always poison
        inst(Op.UADD_WO, 9, r(0), r(1)),
        inst(Op.EXTRACTVALUE, 1, r(2), index=1),
    )
    assert evaluate_point(f, {0: 1}).poison[1:] == (True, True, True)


# --- width 1 ---------------------------------------------------------------------------

I1_CASES: list[tuple[Opcode, tuple[Flag, ...], int, int, Outcome]] = [
    (Op.ADD, (), 1, 1, 0),
    (Op.ADD, (NUW,), 1, 1, P),
    (Op.ADD, (NSW,), 1, 1, P),  # -1 + -1 = -2
    (Op.ADD, (NSW,), 0, 1, 1),
    (Op.SUB, (), 0, 1, 1),
    (Op.SUB, (NUW,), 0, 1, P),
    (Op.SUB, (NSW,), 0, 1, P),  # 0 - (-1) = 1
    (Op.MUL, (NSW,), 1, 1, P),
    (Op.MUL, (NUW,), 1, 1, 1),
    (Op.UDIV, (), 1, 1, 1),
    (Op.UDIV, (), 1, 0, UB),
    (Op.SDIV, (), 1, 1, UB),  # INT_MIN / -1
    (Op.SDIV, (), 0, 1, 0),
    (Op.SREM, (), 0, 1, 0),
    (Op.SREM, (), 1, 1, UB),
    (Op.SHL, (), 1, 0, 1),
    (Op.SHL, (), 1, 1, P),
    (Op.ASHR, (), 1, 0, 1),
    (Op.SADD_SAT, (), 1, 1, 1),  # saturates to INT_MIN = 1
    (Op.SSUB_SAT, (), 0, 1, 0),  # 0 - (-1) saturates to INT_MAX = 0
    (Op.SMAX, (), 1, 0, 0),
    (Op.SMIN, (), 1, 0, 1),
]


@pytest.mark.parametrize(("op", "flags", "a", "b", "expected"), I1_CASES)
def test_i1(op: Opcode, flags: tuple[Flag, ...], a: int, b: int, expected: Outcome) -> None:
    assert run_binary(op, 1, a, b, flags) == expected


def test_i1_unary_and_icmp() -> None:
    assert run_unary(Op.ABS, 1, 1) == 1
    assert run_unary(Op.ABS, 1, 1, (IMP,)) == P
    assert run_unary(Op.CTLZ, 1, 0) == 1
    assert run_unary(Op.CTTZ, 1, 1) == 0
    assert run_unary(Op.BITREVERSE, 1, 1) == 1
    f = make(var(1), var(1), inst(Op.SLT, 1, r(0), r(1)))
    assert outcome(evaluate_point(f, {0: 1, 1: 0}), 2) == 1


# --- select, phi, freeze ----------------------------------------------------------------


def select_fragment(arm_a_poison: bool, arm_b_poison: bool, cond_poison: bool) -> Fragment:
    insts = [var(1), var(8), var(8)]  # c, x, y
    insts.append(inst(Op.SHL, 8, r(1), Const(8, 8)))  # 3: poison
    insts.append(inst(Op.SHL, 1, r(0), Const(1, 1)))  # 4: poison i1
    cond = r(4) if cond_poison else r(0)
    a = r(3) if arm_a_poison else r(1)
    b = r(3) if arm_b_poison else r(2)
    insts.append(inst(Op.SELECT, 8, cond, a, b))
    return make(*insts)


def test_select_chooses() -> None:
    f = select_fragment(False, False, False)
    assert outcome(evaluate_point(f, {0: 1, 1: 10, 2: 20}), 5) == 10
    assert outcome(evaluate_point(f, {0: 0, 1: 10, 2: 20}), 5) == 20


def test_select_poison_only_from_chosen_arm() -> None:
    f = select_fragment(True, False, False)  # select c, poison, y
    assert outcome(evaluate_point(f, {0: 0, 1: 10, 2: 20}), 5) == 20
    assert outcome(evaluate_point(f, {0: 1, 1: 10, 2: 20}), 5) == P
    f = select_fragment(False, True, False)  # select c, x, poison
    assert outcome(evaluate_point(f, {0: 1, 1: 10, 2: 20}), 5) == 10
    assert outcome(evaluate_point(f, {0: 0, 1: 10, 2: 20}), 5) == P


def test_select_poison_condition() -> None:
    f = select_fragment(False, False, True)
    for c in (0, 1):
        assert outcome(evaluate_point(f, {0: c, 1: 10, 2: 10}), 5) == P


def test_phi_takes_the_chosen_incoming_value() -> None:
    f = make(
        var(8),
        inst(Op.SHL, 8, r(0), Const(8, 8)),  # 1: poison
        Inst(Op.PHI, 8, (r(0), r(1), Const(7, 8)), block=0),
        Inst(Op.PHI, 8, (Const(1, 8), Const(2, 8), Const(3, 8)), block=0),
        inst(Op.ADD, 8, r(2), r(3)),
        blocks=(3,),
    )
    assert outcome(evaluate_point(f, {0: 40}, {0: 0}), 4) == 41  # both phis take predecessor 0
    assert outcome(evaluate_point(f, {0: 40}, {0: 1}), 2) == P
    assert outcome(evaluate_point(f, {0: 40}, {0: 1}), 3) == 2
    assert outcome(evaluate_point(f, {0: 40}, {0: 2}), 4) == 10
    assert outcome(evaluate_point(f, {0: 40}), 2) == 40  # a missing choice is predecessor 0


def test_freeze() -> None:
    f = make(
        var(8),
        inst(Op.SHL, 8, r(0), Const(8, 8)),  # 1: poison
        inst(Op.FREEZE, 8, r(1)),
        inst(Op.FREEZE, 8, r(0)),
        inst(Op.ADD, 8, r(2), Const(1, 8)),
    )
    point = evaluate_point(f, {0: 9}, freezes={2: 42, 3: 77})
    assert [outcome(point, i) for i in (1, 2, 3, 4)] == [P, 42, 9, 43]  # freeze x ignores its value
    point = evaluate_point(f, {0: 9})
    assert [outcome(point, i) for i in (2, 3)] == [0, 9]  # a missing freeze value is 0


# --- executed, UB, path conditions ------------------------------------------------------


def test_ub_in_an_unchosen_phi_incoming_is_not_executed() -> None:
    f = make(
        var(8),
        var(8),
        inst(Op.UDIV, 8, r(0), r(1)),  # 2
        inst(Op.ADD, 8, r(2), Const(1, 8)),  # 3: only feeds the phi
        Inst(Op.PHI, 8, (r(3), r(0)), block=0),  # 4
        blocks=(2,),
    )
    taken = evaluate_point(f, {0: 6, 1: 0}, {0: 1})
    assert taken.defined
    assert taken.executed == (True, False, False, False, True)  # y only feeds the udiv
    assert outcome(taken, 4) == 6
    assert not evaluate_point(f, {0: 6, 1: 0}, {0: 0}).defined
    assert outcome(evaluate_point(f, {0: 6, 1: 2}, {0: 0}), 4) == 4


def test_ub_reports_regardless_of_executed() -> None:
    f = make(var(8), var(8), inst(Op.UDIV, 8, r(0), r(1)), Inst(Op.PHI, 8, (r(2), r(0)), block=0), blocks=(2,))
    ev = evaluate(f, Inputs(vars={0: as_array([6], 8), 1: as_array([0], 8)}, choices={0: np.array([1])}))
    assert ev.ub[2].tolist() == [True]
    assert ev.executed[2].tolist() == [False]
    assert ev.defined.tolist() == [True]


def test_unused_instructions_are_executed() -> None:
    f = make(var(8), var(8), inst(Op.UDIV, 8, r(0), r(1)), inst(Op.ADD, 8, r(0), Const(1, 8)))
    point = evaluate_point(f, {0: 6, 1: 0})
    assert point.executed[2]
    assert not point.defined


def test_select_does_not_guard_its_operands() -> None:
    f = make(var(1), var(8), var(8), inst(Op.UDIV, 8, r(1), r(2)), inst(Op.SELECT, 8, r(0), r(3), r(1)))
    assert not evaluate_point(f, {0: 0, 1: 6, 2: 0}).defined


def test_nested_phis() -> None:
    # A phi of block 1 whose chosen incoming value is a phi of block 0.
    f = make(
        var(8),
        var(8),
        inst(Op.UDIV, 8, r(0), r(1)),  # 2
        Inst(Op.PHI, 8, (r(0), r(2)), block=0),  # 3
        Inst(Op.PHI, 8, (r(3), r(1)), block=1),  # 4
        blocks=(2, 2),
    )
    assert evaluate_point(f, {0: 6, 1: 0}, {0: 1, 1: 1}).defined  # block 1 skips the inner phi
    assert not evaluate_point(f, {0: 6, 1: 0}, {0: 1, 1: 0}).defined
    assert evaluate_point(f, {0: 6, 1: 0}, {0: 0, 1: 0}).executed == (True, False, False, True, True)


def test_poison_divisor_is_ub_and_poison_root_is_defined() -> None:
    f = make(var(8), inst(Op.SHL, 8, r(0), Const(8, 8)), inst(Op.UDIV, 8, r(0), r(1)))
    assert not evaluate_point(f, {0: 6}).defined
    f = make(var(8), inst(Op.SHL, 8, r(0), Const(8, 8)), inst(Op.UDIV, 8, r(1), r(0)))
    point = evaluate_point(f, {0: 6})
    assert point.defined and point.poison[2]


@pytest.mark.parametrize("op", [Op.SDIV, Op.SREM])
def test_signed_division_by_minus_one_of_poison_is_ub(op: Opcode) -> None:
    f = make(var(8), var(8), inst(Op.SHL, 8, r(0), Const(8, 8)), inst(op, 8, r(2), r(1)))
    assert not evaluate_point(f, {0: 1, 1: 0xFF}).defined
    point = evaluate_point(f, {0: 1, 1: 0xFE})
    assert point.defined and point.poison[3]


def test_pc() -> None:
    f = make(var(8), inst(Op.ADD, 8, r(0), Const(1, 8)), pcs=(PathCondition(r(0), Const(5, 8)),))
    assert evaluate_point(f, {0: 5}).defined
    assert not evaluate_point(f, {0: 4}).defined


def test_pc_on_poison_is_undefined() -> None:
    f = make(
        var(8),
        inst(Op.SHL, 8, r(0), Const(8, 8)),
        inst(Op.ADD, 8, r(0), Const(1, 8)),
        pcs=(PathCondition(r(1), r(1)),),
    )
    ev = evaluate(f, Inputs(vars={0: np.arange(256)}))
    assert not ev.defined.any()
    assert not ev.assumptions.any()


def test_pc_operands_are_executed() -> None:
    f = make(
        var(8),
        var(8),
        inst(Op.UDIV, 8, r(0), r(1)),
        inst(Op.ADD, 8, r(0), Const(1, 8)),
        root=3,
        pcs=(PathCondition(r(2), Const(0, 8)),),
    )
    point = evaluate_point(f, {0: 0, 1: 0})
    assert point.executed[2]
    assert not point.defined
    assert evaluate_point(f, {0: 0, 1: 3}).defined


def blockpc_fragment(lhs_index: int, pred: int) -> Fragment:
    return make(
        var(8),
        var(8),
        inst(Op.SHL, 8, r(0), Const(8, 8)),  # 2: poison
        inst(Op.UDIV, 8, r(0), r(1)),  # 3
        Inst(Op.PHI, 8, (r(0), Const(0, 8)), block=0),  # 4
        root=4,
        blocks=(2,),
        blockpcs=(BlockPathCondition(0, pred, r(lhs_index), Const(5, 8)),),
    )


def test_blockpc_applies_only_to_its_predecessor() -> None:
    f = blockpc_fragment(0, 0)
    assert evaluate_point(f, {0: 5, 1: 1}, {0: 0}).defined
    assert not evaluate_point(f, {0: 4, 1: 1}, {0: 0}).defined
    assert evaluate_point(f, {0: 4, 1: 1}, {0: 1}).defined


def test_blockpc_on_poison() -> None:
    f = blockpc_fragment(2, 0)
    assert not evaluate_point(f, {0: 4, 1: 1}, {0: 0}).defined
    assert evaluate_point(f, {0: 4, 1: 1}, {0: 1}).defined


def test_blockpc_operands_run_only_on_their_predecessor() -> None:
    f = blockpc_fragment(3, 1)  # blockpc %b 1 (udiv x y) 5
    skipped = evaluate_point(f, {0: 10, 1: 0}, {0: 0})
    assert skipped.defined and not skipped.executed[3]
    assert not evaluate_point(f, {0: 10, 1: 0}, {0: 1}).defined  # runs: division by zero
    assert evaluate_point(f, {0: 10, 1: 2}, {0: 1}).defined  # 10 / 2 == 5


def test_fact_mask() -> None:
    f = make(
        var(8, VarAttrs(non_zero=True)),
        inst(Op.ADD, 8, r(0), Const(1, 8), flags=(NUW,)),
    )
    ev = evaluate(f, Inputs(vars={0: np.arange(256)}))
    assert np.flatnonzero(ev.fact_mask(1)).tolist() == list(range(1, 255))


# --- var attributes ----------------------------------------------------------------------


def i8_assumptions(attrs: VarAttrs) -> list[int]:
    f = make(var(8, attrs), inst(Op.ADD, 8, r(0), Const(0, 8)))
    ev = evaluate(f, Inputs(vars={0: np.arange(256)}))
    return np.flatnonzero(ev.assumptions).tolist()


ATTRIBUTE_CASES: list[tuple[VarAttrs, Callable[[int], bool]]] = [
    (VarAttrs(known_zero=0x0F), lambda x: x % 16 == 0),
    (VarAttrs(known_one=0x81), lambda x: x >= 128 and x % 2 == 1),
    (VarAttrs(known_zero=0x80, known_one=0x01), lambda x: x < 128 and x % 2 == 1),
    (VarAttrs(range=(10, 20)), lambda x: 10 <= x < 20),
    (VarAttrs(range=(250, 5)), lambda x: x >= 250 or x < 5),
    (VarAttrs(range=(5, 0)), lambda x: x >= 5),
    (VarAttrs(range=(0, 255)), lambda x: x != 255),
    (VarAttrs(non_zero=True), lambda x: x != 0),
    (VarAttrs(non_negative=True), lambda x: x < 128),
    (VarAttrs(negative=True), lambda x: x >= 128),
    (VarAttrs(power_of_two=True), lambda x: x in (1, 2, 4, 8, 16, 32, 64, 128)),
    (VarAttrs(sign_bits=3), lambda x: x < 0x20 or x >= 0xE0),
    (VarAttrs(sign_bits=8), lambda x: x in (0, 255)),
    (VarAttrs(sign_bits=1), lambda x: True),
    (VarAttrs(non_zero=True, range=(250, 5)), lambda x: x >= 250 or 0 < x < 5),
]


@pytest.mark.parametrize(("attrs", "holds"), ATTRIBUTE_CASES)
def test_var_attributes(attrs: VarAttrs, holds: Callable[[int], bool]) -> None:
    assert i8_assumptions(attrs) == [x for x in range(256) if holds(x)]


def test_var_attributes_wide() -> None:
    w = 65
    top = 1 << 64
    values = [0, 1, 5, top - 1, top, top + 7, (1 << 65) - 1]
    cases: list[tuple[VarAttrs, list[bool]]] = [
        (VarAttrs(range=(top, 5)), [True, True, False, False, True, True, True]),  # wraps
        (VarAttrs(known_one=top), [False, False, False, False, True, True, True]),
        (VarAttrs(power_of_two=True), [False, True, False, False, True, False, False]),
        (VarAttrs(sign_bits=2), [True, True, True, False, False, False, True]),
        (VarAttrs(negative=True), [False, False, False, False, True, True, True]),
    ]
    for attrs, expected in cases:
        f = make(var(w, attrs), inst(Op.ADD, w, r(0), Const(0, w)))
        ev = evaluate(f, Inputs(vars={0: as_array(values, w)}))
        assert ev.assumptions.tolist() == expected, attrs


def test_assumption_failure_makes_execution_undefined() -> None:
    f = make(var(8, VarAttrs(non_zero=True)), inst(Op.ADD, 8, r(0), Const(1, 8)))
    assert not evaluate_point(f, {0: 0}).defined
    assert evaluate_point(f, {0: 3}).defined


# --- representation, inputs, robustness ----------------------------------------------


def test_representation() -> None:
    assert as_array([1, -1], 8).tolist() == [1, 255]
    assert as_array([1, -1], 8).dtype == np.uint64
    assert as_array([-1], 64).tolist() == [(1 << 64) - 1]
    wide = as_array([-1, (1 << 70) + 3], 65)
    assert wide.dtype == object and wide.tolist() == [(1 << 65) - 1, 3]
    f = make(var(8), var(65), inst(Op.ADD, 8, r(0), Const(1, 8)), inst(Op.ADD, 65, r(1), Const(1, 65)))
    ev = evaluate(
        f, Inputs(vars={0: np.array([-1, 300], dtype=np.int64), 1: np.array([np.int64(-1), 3], dtype=object)})
    )
    assert ev.values[0].dtype == np.uint64 and ev.values[0].tolist() == [255, 44]
    assert ev.values[2].tolist() == [0, 45]
    assert ev.values[1].dtype == object and ev.values[3].tolist() == [0, 4]
    assert all(type(v) is int for v in ev.values[3])


_ELEMENTS = st.one_of(
    st.integers(min_value=-(1 << 300), max_value=1 << 300),
    st.booleans(),
    st.integers(min_value=-(1 << 63), max_value=(1 << 63) - 1).map(np.int64),
    st.integers(min_value=0, max_value=(1 << 64) - 1).map(np.uint64),
    st.integers(min_value=0, max_value=255).map(np.uint8),
)


@given(st.lists(_ELEMENTS, max_size=8), st.sampled_from([1, 8, 63, 64, 65, 100, 128, 256]))
def test_object_inputs_are_reduced_modulo_their_width(values: list[object], w: int) -> None:
    """An object array of inputs — Python ints of any size and sign, bools, numpy
    scalars, mixed — is reduced to w bits like `int(v) & mask(w)`; wide results hold
    Python ints (a numpy scalar's `&` with a wide mask overflows: the one-pass path for
    Python ints must hand those arrays to the conversion)."""
    column = np.empty(len(values), dtype=object)
    column[:] = values
    reduced = as_array(column, w)
    assert reduced.tolist() == [int(v) & mask(w) for v in values]  # type: ignore[call-overload]
    assert reduced.dtype == (object if w > 64 else np.uint64)
    if w > 64:
        assert all(type(v) is int for v in reduced)


def test_no_warnings_on_ub_and_oversized_shifts() -> None:
    lanes = np.array([0, 1, 63, 64, 65, 200, (1 << 64) - 1], dtype=np.uint64)
    for w, op in itertools.product((8, 64, 128), (Op.UDIV, Op.SDIV, Op.UREM, Op.SREM, Op.SHL, Op.ASHR, Op.SSHL_SAT)):
        f = make(var(w), var(w), inst(op, w, r(0), r(1)))
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            ev = evaluate(f, Inputs(vars={0: lanes[::-1].copy(), 1: lanes}))
        if op in (Op.SHL, Op.ASHR, Op.SSHL_SAT):
            big = [int(v) & ((1 << w) - 1) >= w for v in lanes]
            assert ev.poison[2].tolist() == big


def test_input_validation() -> None:
    f = make(var(8), Inst(Op.PHI, 8, (r(0), Const(1, 8)), block=0), blocks=(2,))
    with pytest.raises(ValueError):
        evaluate(f, Inputs(vars={}))
    with pytest.raises(ValueError):
        evaluate(f, Inputs(vars={0: np.arange(3)}, choices={0: np.arange(2)}))
    with pytest.raises(ValueError):
        evaluate(f, Inputs(vars={0: np.arange(3)}, choices={0: np.array([0, 1, 2])}))


def test_lanes_agree_with_points() -> None:
    f = make(
        var(8),
        var(8),
        inst(Op.SDIV, 8, r(0), r(1), flags=(EXACT,)),
        Inst(Op.PHI, 8, (r(2), r(1)), block=0),
        inst(Op.FREEZE, 8, r(3)),
        blocks=(2,),
    )
    rng = random.Random(3)
    rows = [(rng.randrange(256), rng.choice([0, 1, 2, 255, rng.randrange(256)]), rng.randrange(2)) for _ in range(200)]
    ev = evaluate(
        f,
        Inputs(
            vars={0: as_array([a for a, _, _ in rows], 8), 1: as_array([b for _, b, _ in rows], 8)},
            choices={0: np.array([c for _, _, c in rows])},
            freezes={4: as_array([7] * len(rows), 8)},
        ),
    )
    for k, (a, b, c) in enumerate(rows):
        point = evaluate_point(f, {0: a, 1: b}, {0: c}, {4: 7})
        assert point.defined == ev.defined[k]
        assert point.executed == tuple(bool(e[k]) for e in ev.executed)
        if point.defined:
            assert point.poison == tuple(bool(p[k]) for p in ev.poison)
            assert point.values == tuple(int(v[k]) for v in ev.values)


# --- a scalar reference over Python ints --------------------------------------------------


def signed(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) & 1 else v


def fits(v: int, w: int) -> bool:
    return -(1 << (w - 1)) <= v < 1 << (w - 1)


def clamp(v: int, w: int) -> int:
    return max(-(1 << (w - 1)), min((1 << (w - 1)) - 1, v))


def div_toward_zero(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def reference(op: Opcode, flags: frozenset[Flag], w: int, a: int, b: int) -> Outcome:
    """docs/semantics.md for one binary instruction on non-poison operands, in terms of
    mathematical integers rather than bit tricks."""
    m = (1 << w) - 1
    sa, sb = signed(a, w), signed(b, w)
    nuw, nsw, exact = NUW in flags, NSW in flags, EXACT in flags

    def result(value: int, poison: bool = False) -> Outcome:
        return P if poison else value & m

    if op is Op.ADD:
        return result(a + b, (nuw and a + b > m) or (nsw and not fits(sa + sb, w)))
    if op is Op.SUB:
        return result(a - b, (nuw and a < b) or (nsw and not fits(sa - sb, w)))
    if op is Op.MUL:
        return result(a * b, (nuw and a * b > m) or (nsw and not fits(sa * sb, w)))
    if op in (Op.UDIV, Op.UREM):
        if b == 0:
            return UB
        return result(a // b, exact and a % b != 0) if op is Op.UDIV else result(a % b)
    if op in (Op.SDIV, Op.SREM):
        if b == 0 or (sa == -(1 << (w - 1)) and sb == -1):
            return UB
        q = div_toward_zero(sa, sb)
        rem = sa - q * sb
        return result(q, exact and rem != 0) if op is Op.SDIV else result(rem)
    if op in (Op.SHL, Op.LSHR, Op.ASHR, Op.USHL_SAT, Op.SSHL_SAT) and b >= w:
        return P
    if op is Op.SHL:
        return result(a << b, (nuw and a << b > m) or (nsw and not fits(sa << b, w)))
    if op is Op.LSHR:
        return result(a >> b, exact and a % (1 << b) != 0)
    if op is Op.ASHR:
        return result(sa >> b, exact and a % (1 << b) != 0)
    if op is Op.USHL_SAT:
        return result(min(a << b, m))
    if op is Op.SSHL_SAT:
        return result(clamp(sa << b, w))
    if op is Op.AND:
        return result(a & b)
    if op is Op.OR:
        return result(a | b, DISJOINT in flags and a & b != 0)
    if op is Op.XOR:
        return result(a ^ b)
    if op is Op.UMIN:
        return result(min(a, b))
    if op is Op.UMAX:
        return result(max(a, b))
    if op is Op.SMIN:
        return result(min(sa, sb))
    if op is Op.SMAX:
        return result(max(sa, sb))
    if op is Op.UADD_SAT:
        return result(min(a + b, m))
    if op is Op.USUB_SAT:
        return result(max(a - b, 0))
    if op is Op.SADD_SAT:
        return result(clamp(sa + sb, w))
    if op is Op.SSUB_SAT:
        return result(clamp(sa - sb, w))
    raise AssertionError(op)


BINARY = [
    Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.UDIV, Op.SDIV, Op.UREM, Op.SREM, Op.LSHR, Op.ASHR, Op.AND, Op.OR,
    Op.XOR, Op.UMIN, Op.UMAX, Op.SMIN, Op.SMAX, Op.UADD_SAT, Op.SADD_SAT, Op.USUB_SAT, Op.SSUB_SAT,
    Op.USHL_SAT, Op.SSHL_SAT,
]  # fmt: skip


def flag_sets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
    return [frozenset(c) for n in range(len(allowed) + 1) for c in itertools.combinations(allowed, n)]


def evaluate_binary(op: Opcode, flags: frozenset[Flag], w: int, pairs: list[tuple[int, int]]) -> list[Outcome]:
    f = make(var(w), var(w), Inst(op, w, (r(0), r(1)), flags))
    ev = evaluate(f, Inputs(vars={0: as_array([a for a, _ in pairs], w), 1: as_array([b for _, b in pairs], w)}))
    return [UB if not ev.defined[k] else P if ev.poison[2][k] else int(ev.values[2][k]) for k in range(len(pairs))]


def check_binary(op: Opcode, flags: frozenset[Flag], w: int, pairs: list[tuple[int, int]]) -> None:
    got = evaluate_binary(op, flags, w, pairs)
    for (a, b), mine in zip(pairs, got, strict=True):
        want = reference(op, flags, w, a, b)
        assert mine == want, f"{op.value} {sorted(flags)} i{w} {a}, {b}: got {mine}, want {want}"


@pytest.mark.parametrize("op", BINARY)
def test_binary_exhaustive_small_widths(op: Opcode) -> None:
    for w in (1, 2, 3, 4):
        pairs = [(a, b) for a in range(1 << w) for b in range(1 << w)]
        for flags in flag_sets(op):
            check_binary(op, flags, w, pairs)


def edges(w: int) -> list[int]:
    m, half = (1 << w) - 1, 1 << (w - 1)
    return sorted({v & m for v in (0, 1, 2, 3, m, m - 1, half, half - 1, half + 1, w, w - 1, w + 1)})


def values(w: int) -> st.SearchStrategy[int]:
    m = (1 << w) - 1
    return st.one_of(
        st.sampled_from(edges(w)),
        st.integers(0, m),
        st.integers(0, w + 2).map(lambda v: v & m),  # shift amounts around w
        st.integers(0, 1 << (w // 2 + 1)).map(lambda v: v & m),  # products that fit
    )


@st.composite
def binary_cases(
    draw: st.DrawFn, widths: st.SearchStrategy[int]
) -> tuple[Opcode, frozenset[Flag], int, list[tuple[int, int]]]:
    op = draw(st.sampled_from(BINARY))
    flags = draw(st.sampled_from(flag_sets(op)))
    w = draw(widths)
    pairs = draw(st.lists(st.tuples(values(w), values(w)), min_size=1, max_size=40))
    return op, flags, w, pairs


@settings(max_examples=400, deadline=None)
@given(binary_cases(st.integers(1, 64)))
def test_binary_against_reference(case: tuple[Opcode, frozenset[Flag], int, list[tuple[int, int]]]) -> None:
    check_binary(*case)


@settings(max_examples=60, deadline=None)
@given(binary_cases(st.sampled_from([65, 100, 128])))
def test_binary_against_reference_wide(case: tuple[Opcode, frozenset[Flag], int, list[tuple[int, int]]]) -> None:
    check_binary(*case)


def random_pairs(w: int, count: int, seed: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)

    def draw() -> int:
        kind = rng.randrange(4)
        if kind == 0:
            return rng.choice(edges(w))
        if kind == 1:
            return rng.getrandbits(rng.randint(1, w))  # any magnitude
        if kind == 2:
            return (-rng.getrandbits(rng.randint(1, max(1, w - 1)))) & ((1 << w) - 1)  # negative
        return rng.getrandbits(w)

    return [(draw(), draw()) for _ in range(count)]


@pytest.mark.parametrize("w", [33, 63, 64])
def test_mul_overflow_wide_native(w: int) -> None:
    """The high half of a w×w product (32-bit limbs) against Python big ints."""
    pairs = random_pairs(w, 4000, seed=w)
    for flags in flag_sets(Op.MUL):
        check_binary(Op.MUL, flags, w, pairs)
    hits = [reference(Op.MUL, frozenset({NSW}), w, a, b) == P for a, b in pairs]
    assert 0 < sum(hits) < len(pairs)  # both sides of the condition are exercised


@pytest.mark.parametrize("w", [64, 65, 128])
def test_all_binary_at_wide_widths(w: int) -> None:
    pairs = random_pairs(w, 300, seed=1000 + w)
    for op in BINARY:
        for flags in flag_sets(op):
            check_binary(op, flags, w, pairs)


def test_wide_shift_by_huge_amount_is_poison_without_blowup() -> None:
    assert run_binary(Op.SHL, 128, 1, (1 << 127) + 5) == P
    assert run_binary(Op.ASHR, 1024, 1 << 1023, (1 << 1023)) == P
    assert run_binary(Op.ASHR, 1024, 1 << 1023, 1022) == (1 << 1024) - 2


def test_sdiv_int_min_by_minus_one_at_64_and_128() -> None:
    for w in (64, 128):
        assert run_binary(Op.SDIV, w, 1 << (w - 1), (1 << w) - 1) == UB
        assert run_binary(Op.SREM, w, 1 << (w - 1), (1 << w) - 1) == UB
        assert run_binary(Op.SDIV, w, 1 << (w - 1), 2) == 3 << (w - 2)


# --- unary ops, casts and with.overflow against the reference, exhaustively at i8 -----


def unary_reference(op: Opcode, flags: frozenset[Flag], w: int, a: int) -> Outcome:
    if op is Op.CTPOP:
        return bin(a).count("1")
    if op is Op.CTLZ:
        return P if ZP in flags and a == 0 else w - a.bit_length()
    if op is Op.CTTZ:
        return P if ZP in flags and a == 0 else next((i for i in range(w) if a >> i & 1), w)
    if op is Op.BITREVERSE:
        return sum(1 << (w - 1 - i) for i in range(w) if a >> i & 1)
    if op is Op.BSWAP:
        return sum(((a >> (8 * i)) & 0xFF) << (8 * (w // 8 - 1 - i)) for i in range(w // 8))
    if op is Op.ABS:
        return P if IMP in flags and a == 1 << (w - 1) else abs(signed(a, w)) & ((1 << w) - 1)
    raise AssertionError(op)


UNARY = [Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BITREVERSE, Op.ABS]


@pytest.mark.parametrize("w", [1, 5, 8, 32, 64, 65, 128])
def test_unary_against_reference(w: int) -> None:
    xs = list(range(256)) if w == 8 else sorted({v for pair in random_pairs(w, 150, seed=w) for v in pair})
    for op in [*UNARY, *([Op.BSWAP] if w % 16 == 0 else [])]:
        for flags in flag_sets(op):
            f = make(var(w), Inst(op, w, (r(0),), flags))
            ev = evaluate(f, Inputs(vars={0: as_array(xs, w)}))
            got = [P if ev.poison[1][k] else int(ev.values[1][k]) for k in range(len(xs))]
            assert got == [unary_reference(op, flags, w, x) for x in xs], (op, flags)


def test_casts_exhaustive_i16_to_i8() -> None:
    xs = np.arange(1 << 16)
    for flags in flag_sets(Op.TRUNC):
        f = make(var(16), Inst(Op.TRUNC, 8, (r(0),), flags))
        ev = evaluate(f, Inputs(vars={0: xs}))
        want_poison = [
            (NUW in flags and x >= 256) or (NSW in flags and signed(x & 255, 8) != signed(x, 16))
            for x in range(1 << 16)
        ]
        assert ev.poison[1].tolist() == want_poison
        assert ev.values[1].tolist() == [x & 255 for x in range(1 << 16)]
    xs8 = np.arange(256)
    sext = evaluate(make(var(8), inst(Op.SEXT, 16, r(0))), Inputs(vars={0: xs8}))
    assert sext.values[1].tolist() == [signed(x, 8) & 0xFFFF for x in range(256)]
    zext = evaluate(make(var(8), inst(Op.ZEXT, 16, r(0), flags=(NNEG,))), Inputs(vars={0: xs8}))
    assert zext.values[1].tolist() == list(range(256))
    assert zext.poison[1].tolist() == [x >= 128 for x in range(256)]


@pytest.mark.parametrize(
    ("op", "math", "signed_op"),
    [
        (Op.UADD_WO, lambda x, y: x + y, False),
        (Op.SADD_WO, lambda x, y: x + y, True),
        (Op.USUB_WO, lambda x, y: x - y, False),
        (Op.SSUB_WO, lambda x, y: x - y, True),
        (Op.UMUL_WO, lambda x, y: x * y, False),
        (Op.SMUL_WO, lambda x, y: x * y, True),
    ],
)
def test_with_overflow_exhaustive_i8(op: Opcode, math: Callable[[int, int], int], signed_op: bool) -> None:
    grid = np.arange(1 << 16)
    # The aggregate is only usable through extractvalue (IR rule), so root on one.
    f = make(var(8), var(8), Inst(op, 9, (r(0), r(1))), Inst(Opcode.EXTRACTVALUE, 1, (r(2),), index=1))
    ev = evaluate(f, Inputs(vars={0: grid & 255, 1: grid >> 8}))
    want = []
    for b, a in itertools.product(range(256), repeat=2):  # grid order: var 0 varies fastest
        exact = math(signed(a, 8), signed(b, 8)) if signed_op else math(a, b)
        overflow = not fits(exact, 8) if signed_op else not 0 <= exact <= 255
        want.append((exact & 255) | overflow << 8)
    assert ev.values[2].tolist() == want


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 128),
    st.lists(
        st.one_of(
            st.integers(-(1 << 70), 1 << 70),
            st.integers(0, (1 << 64) - 1),
            st.integers(-(1 << 63), (1 << 63) - 1).map(np.int64),
            st.integers(0, (1 << 64) - 1).map(np.uint64),
            st.booleans(),
        ),
        max_size=12,
    ),
)
def test_as_array_is_each_value_masked_to_the_width(width: int, values: list[object]) -> None:
    """Python ints of any sign and size, numpy integers and bools: each value modulo
    2^width, in the representation of `width` (the C conversion of the common case
    and the generator it falls back to agree)."""
    got = as_array(values, width)
    assert got.dtype == (np.uint64 if width <= 64 else object)
    assert [int(v) for v in got] == [int(v) & ((1 << width) - 1) for v in values]  # type: ignore[call-overload]
