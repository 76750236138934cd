"""booleans.transfer against the concrete evaluator: whenever it claims non-zero or
power-of-two, every defined, non-poison result of the instruction on random operand
sets (the harness of test_known_bits) is non-zero / a power of two; and pinned
precision cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from auditor.analyses.builtin.booleans import transfer
from auditor.analyses.builtin.facts import ValueFacts
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Inst, Ref
from auditor.ir.opcodes import Flag, Opcode
from tests.analyses.builtin.test_known_bits import Case, cases, inst, known, wide_cases

Op = Opcode
CR = ConstantRange


def check(case: Case) -> None:
    non_zero, power_of_two = transfer(case.inst, case.facts)
    assert non_zero or not power_of_two
    if non_zero:
        assert 0 not in case.results, f"{case.what}: claimed non-zero, but 0 occurs"
    if power_of_two:
        bad = sorted(v for v in case.results if v & (v - 1))
        assert not bad, f"{case.what}: claimed a power of two, but {bad} occur"


def test_sound_on_small_widths() -> None:
    for case in cases(seed=2):
        check(case)


@pytest.mark.parametrize("w", [8, 64])
def test_sound_on_wide_widths(w: int) -> None:
    for case in wide_cases(w, seed=2):
        check(case)


TOP = ValueFacts.top(8)
NZ = replace(TOP, non_zero=True)
P2 = replace(TOP, non_zero=True, power_of_two=True)


def one(op: Opcode, *ops: ValueFacts, width: int = 8, flags: tuple[Flag, ...] = ()) -> tuple[bool, bool]:
    return transfer(inst(op, len(ops), width, flags), ops)


def c8(v: int) -> ValueFacts:
    return ValueFacts.constant(v, 8)


def test_non_zero() -> None:
    assert one(Op.OR, TOP, c8(1)) == (True, False)
    assert one(Op.OR, TOP, NZ) == (True, False)
    assert one(Op.ADD, NZ, TOP) == (False, False)
    assert one(Op.ADD, NZ, TOP, flags=(Flag.NUW,)) == (True, False)
    assert one(Op.ADD, replace(NZ, known=known("0xxxxxxx").known), known("0xxxxxxx")) == (True, False)
    assert one(Op.ADD, known("0xxxxxxx"), P2) == (True, False)  # non-negative + a power of two
    assert one(Op.SUB, known("xxxxxxx1"), known("xxxxxxx0")) == (True, False)
    assert one(Op.XOR, known("1xxxxxxx"), known("0xxxxxxx")) == (True, False)
    assert one(Op.MUL, NZ, NZ) == (False, False)
    assert one(Op.MUL, NZ, NZ, flags=(Flag.NSW,)) == (True, False)
    assert one(Op.MUL, known("xxxxxxx1"), NZ) == (True, False)  # odd times non-zero
    assert one(Op.SHL, NZ, TOP, flags=(Flag.NUW,)) == (True, False)
    assert one(Op.SHL, known("xxxxxxx1"), TOP) == (True, False)
    assert one(Op.LSHR, NZ, TOP, flags=(Flag.EXACT,)) == (True, False)
    assert one(Op.ASHR, known("1xxxxxxx"), TOP) == (True, False)
    assert one(Op.UDIV, NZ, TOP, flags=(Flag.EXACT,)) == (True, False)
    assert one(Op.UDIV, known("1xxxxxxx"), known("0xxxxxxx")) == (True, False)
    assert one(Op.ABS, NZ) == (True, False)
    assert one(Op.CTPOP, NZ) == (True, False)
    assert one(Op.CTLZ, known("0xxxxxxx")) == (True, False)
    assert one(Op.CTTZ, known("xxxxxxx0")) == (True, False)
    assert one(Op.ZEXT, NZ, width=16) == (True, False)
    assert one(Op.SEXT, NZ, width=16) == (True, False)
    assert one(Op.TRUNC, replace(ValueFacts.top(16), non_zero=True), flags=(Flag.NUW,)) == (True, False)
    assert one(Op.SELECT, ValueFacts.top(1), NZ, c8(3)) == (True, False)
    assert one(Op.UMAX, NZ, TOP) == (True, False)
    assert one(Op.UMIN, NZ, TOP) == (False, False)
    assert one(Op.SMIN, NZ, NZ) == (True, False)
    assert one(Op.UADD_SAT, NZ, TOP) == (True, False)
    assert one(Op.USHL_SAT, NZ, TOP) == (True, False)
    rotate = Inst(Op.FSHL, 8, (Ref(0), Ref(0), Ref(1)))
    assert transfer(rotate, [NZ, NZ, TOP]) == (True, False)


def test_power_of_two() -> None:
    assert one(Op.SHL, c8(1), TOP) == (True, True)  # 1 << s, s < 8
    assert one(Op.LSHR, c8(0x80), TOP) == (True, True)  # signmask >> s
    assert one(Op.SHL, P2, TOP) == (False, False)
    assert one(Op.SHL, P2, TOP, flags=(Flag.NUW,)) == (True, True)
    assert one(Op.LSHR, P2, TOP, flags=(Flag.EXACT,)) == (True, True)
    assert one(Op.UDIV, P2, TOP, flags=(Flag.EXACT,)) == (True, True)
    assert one(Op.AND, P2, TOP) == (False, False)  # a power of two or 0
    assert one(Op.AND, replace(P2, known=known("0000xxxx").known), known("xxxx1111")) == (True, True)
    assert one(Op.MUL, P2, P2, flags=(Flag.NUW,)) == (True, True)
    assert one(Op.ZEXT, P2, width=16) == (True, True)
    assert one(Op.SEXT, replace(P2, known=known("0xxxxxxx").known), width=16) == (True, True)
    assert one(Op.SEXT, P2, width=16) == (True, False)  # INT_MIN sign-extends to many ones
    assert one(Op.ABS, P2) == (True, True)
    assert one(Op.CTPOP, P2) == (True, True)
    assert one(Op.BITREVERSE, P2) == (True, True)
    assert one(Op.UMIN, P2, P2) == (True, True)
    assert one(Op.SELECT, ValueFacts.top(1), P2, c8(4)) == (True, True)
    assert one(Op.ULT, known("0xxxxxxx"), known("1xxxxxxx"), width=1) == (True, True)
    assert transfer(Inst(Op.UDIV, 8, (Ref(0), Ref(0))), [TOP, TOP]) == (True, True)  # x / x = 1
    rng = replace(TOP, range=CR(1, 16, 8), unsigned=CR(1, 16, 8), signed=CR(1, 16, 8), power_of_two=True)
    assert one(Op.USHL_SAT, rng, c8(4)) == (True, True)
    assert one(Op.USHL_SAT, rng, c8(5)) == (True, False)


def test_contradictory_operands_claim_nothing() -> None:
    empty = replace(TOP, range=CR.empty(8))
    clash = replace(known("xxxxxxx1"), range=CR(2, 3, 8), unsigned=CR(2, 3, 8), signed=CR(2, 3, 8))
    for facts in (empty, clash):
        assert one(Op.OR, facts, NZ) == (False, False)
        # A select arm that never has a value drops out.
        assert one(Op.SELECT, ValueFacts.top(1), facts, P2) == (True, True)
