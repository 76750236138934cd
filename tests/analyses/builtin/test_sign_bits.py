"""sign_bits.transfer against the concrete evaluator: every defined, non-poison result
of every opcode on random operand sets (the harness of test_known_bits) has at least
the claimed number of sign bits; and pinned precision cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.sign_bits import transfer
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import num_sign_bits
from auditor.ir.fragment import Inst, Ref
from auditor.ir.opcodes import Flag, Opcode
from tests.analyses.builtin.test_known_bits import Case, cases, inst, known, wide_cases

Op = Opcode
CR = ConstantRange


def check(case: Case) -> None:
    claimed = transfer(case.inst, case.facts)
    assert 1 <= claimed <= case.inst.width
    bad = sorted(v for v in case.results if num_sign_bits(v, case.inst.width) < claimed)
    assert not bad, f"{case.what}: claimed {claimed} sign bits, but {bad} occur"


def test_sound_on_small_widths() -> None:
    for case in cases(seed=1):
        check(case)


@pytest.mark.parametrize("w", [8, 64])
def test_sound_on_wide_widths(w: int) -> None:
    for case in wide_cases(w, seed=1):
        check(case)


def signs(n: int, w: int = 8) -> ValueFacts:
    """Facts carrying only a sign-bit count."""
    return replace(ValueFacts.top(w), sign_bits=n)


def one(op: Opcode, *ops: ValueFacts, width: int = 8, flags: tuple[Flag, ...] = (), index: int | None = None) -> int:
    return transfer(inst(op, len(ops), width, flags, index), ops)


def c8(v: int) -> ValueFacts:
    return ValueFacts.constant(v, 8)


def test_pinned() -> None:
    assert one(Op.SEXT, ValueFacts.top(8), width=32) == 25
    assert one(Op.SEXT, signs(3), width=16) == 11
    assert one(Op.ZEXT, ValueFacts.top(8), width=32) == 24
    assert one(Op.ZEXT, ValueFacts.top(8), width=32, flags=(Flag.NNEG,)) == 25
    assert one(Op.TRUNC, signs(12, 16), width=8) == 4
    assert one(Op.ASHR, signs(2), c8(3)) == 5
    assert one(Op.ASHR, ValueFacts.top(8), c8(7)) == 8
    amount = replace(ValueFacts.top(8), range=CR(2, 5, 8), unsigned=CR(2, 5, 8), signed=CR(2, 5, 8))
    assert one(Op.ASHR, signs(3), amount) == 5  # the least amount counts
    assert one(Op.SHL, signs(6), amount) == 2  # the greatest amount counts
    assert one(Op.LSHR, ValueFacts.top(8), amount) == 2
    assert one(Op.ADD, signs(4), signs(6)) == 3
    assert one(Op.SUB, signs(4), signs(4)) == 3
    assert one(Op.MUL, signs(5), signs(6)) == 2  # 4 + 3 significant bits: 7 of 8
    assert one(Op.AND, signs(4), signs(6)) == 4
    assert one(Op.XOR, signs(4), c8(0xFF)) == 4
    assert one(Op.SMAX, signs(4), signs(6)) == 4
    assert one(Op.SELECT, ValueFacts.top(1), signs(4), signs(6)) == 4
    assert one(Op.SELECT, ValueFacts.constant(0, 1), signs(4), signs(6)) == 6
    assert one(Op.SDIV, signs(3), c8(16)) == 7
    assert one(Op.SDIV, signs(3), ValueFacts.top(8)) == 2  # x / -1 may need one bit more
    assert one(Op.SREM, ValueFacts.top(8), c8(10)) == 4  # |r| < 10
    assert one(Op.SREM, signs(5), ValueFacts.top(8)) == 5
    assert one(Op.ABS, signs(3)) == 2
    assert one(Op.SADD_SAT, signs(3), signs(5)) == 2
    zero_or_one = replace(known("0000000x"), sign_bits=7)
    assert one(Op.SUB, c8(0), zero_or_one) == 8  # 0 - {0, 1}
    assert one(Op.ADD, zero_or_one, c8(0xFF)) == 8  # {0, 1} - 1
    assert one(Op.EXTRACTVALUE, signs(4, 9), index=0) == 3
    assert one(Op.CTLZ, ValueFacts.top(8)) == 4
    assert transfer(Inst(Op.SUB, 8, (Ref(0), Ref(0))), [ValueFacts.top(8)] * 2) == 8
    assert one(Op.EQ, signs(8), signs(8), width=1) == 1


def test_contradictory_operands_claim_one() -> None:
    empty = replace(ValueFacts.top(8), range=CR.empty(8))
    clash = replace(known("xxxxxxx1"), range=CR(2, 3, 8), unsigned=CR(2, 3, 8), signed=CR(2, 3, 8))
    for facts in (empty, clash):
        assert one(Op.ADD, facts, signs(8)) == 1
        # A select arm that never has a value drops out.
        assert one(Op.SELECT, ValueFacts.top(1), facts, signs(5)) == 5
