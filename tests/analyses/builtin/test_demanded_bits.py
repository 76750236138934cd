"""The builtin demanded-bits analysis is sound against the oracle: every bit the oracle
proves demanded is claimed demanded, for every value of one-instruction fragments
(every opcode, flag subset, var/constant operands, several root masks), of random
fragments and of the bundled corpora — with no forward facts, with top facts, and with
the exact facts of exhaustive enumeration (the sharpest sound facts, which stress the
rules that consult them). Precision is pinned on the textbook cases."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from auditor.analyses.builtin.demanded_bits import demanded_bits
from auditor.analyses.builtin.facts import ValueFacts
from auditor.domains.base import Domain
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask, verify
from auditor.ir.opcodes import ALLOWED_FLAGS, CASTS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.ir.printer import format_fragment
from auditor.oracles.engine import open_session, run_oracle
from auditor.oracles.session import Session, Status
from auditor.readers.souper import parse_text, read_file
from tests.strategies import SIMPLE_BINARY, UNARY, fragments

CORPORA = Path(__file__).resolve().parents[3] / "corpora" / "souper"


# --------------------------------------------------------------------------- harness


def exact_facts(session: Session) -> list[ValueFacts] | None:
    """α of the values each instruction takes where facts must hold (defined, executed,
    not poison), from exhaustive enumeration; None when sampling is not exhaustive."""
    samples = session.samples
    if not samples.exhaustive:
        return None
    out: list[ValueFacts] = []
    for i, inst in enumerate(session.fragment.insts):
        values = [int(v) for v in np.unique(samples.reachable(i))]
        poison = any(bool((c.defined & c.executed[i] & c.poison[i]).any()) for c in samples.chunks)
        out.append(
            ValueFacts.from_values(values, inst.width, may_be_poison=poison)
            if values
            else ValueFacts.top(inst.width, may_be_poison=poison)
        )
    return out


def check_sound(fragment: Fragment) -> int:
    """Assert soundness with every kind of facts; return the number of bits the
    analysis (with no facts) demands beyond the oracle (its imprecision)."""
    session = open_session(fragment)
    result = run_oracle(fragment, [Domain.DEMANDED_BITS], session=session)
    if result.vacuous is not False:
        return 0  # vacuous (or undecided): every claim holds
    variants: list[tuple[str, Sequence[ValueFacts] | None]] = [
        ("none", None),
        ("top", [ValueFacts.top(i.width) for i in fragment.insts]),
    ]
    exact = exact_facts(session)
    if exact is not None:
        variants.append(("exact", exact))
    gap = 0
    for label, facts in variants:
        masks = demanded_bits(fragment, facts)
        assert len(masks) == len(fragment.insts)
        root_mask = fragment.root_demanded_mask
        assert masks[fragment.root] == root_mask
        for f in result.facts:
            if f.status is Status.VACUOUS:
                continue
            best = f.bound.mask if f.status is Status.PARTIAL else f.fact.mask
            claimed = masks[f.value]
            assert 0 <= claimed <= mask(fragment.insts[f.value].width)
            assert best & ~claimed == 0, (
                f"unsound ({label} facts): %{fragment.names[f.value]} claimed "
                f"{claimed:#b}, oracle demands {best:#b} ({f.status.value})\n{format_fragment(fragment)}"
            )
            if label == "none":
                gap += (claimed & ~best).bit_count()
    return gap


def _frag(insts: list[Inst], root_demanded: int | None = None) -> Fragment:
    f = Fragment(
        insts=tuple(insts),
        names=tuple(f"v{i}" for i in range(len(insts))),
        root=len(insts) - 1,
        root_demanded=root_demanded,
    )
    verify(f)
    return f


def parse_one(text: str) -> Fragment:
    read = parse_text(text)
    assert not read.has_errors, read.diagnostics
    (fragment,) = read.fragments
    return fragment


# --------------------------------------------------------------------------- one instruction


def _flag_subsets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
    return [frozenset(c) for n in range(len(allowed) + 1) for c in itertools.combinations(allowed, n)]


def _constants(w: int) -> list[int]:
    """Every value up to i3; above, edge values (0, 1, 2, 3, shift amounts around the
    width, powers of two and neighbours, signed bounds, -1)."""
    if w <= 3:
        return list(range(1 << w))
    if w == 4:
        return [0, 1, 2, 3, 4, 7, 8, 9, 15]
    half = 1 << (w - 1)
    return sorted({0, 1, w - 1, w, 40 & mask(w), half - 1, half, mask(w)})


def _operand_tuples(w: int, slots: int) -> Iterator[tuple[Operand, ...]]:
    """All vars, then one constant in each position in turn, for every constant. The
    vars are Ref(0), Ref(1), … in order (a fragment holds only the vars it uses, so
    enumeration stays small). Three operands at i8 (2^24 executions: the solver
    path): only a constant third operand (funnel-shift amount)."""
    if slots < 3 or w < 8:
        yield tuple(Ref(i) for i in range(slots))
    for pos in range(slots) if slots < 3 or w < 8 else [slots - 1]:
        for c in _constants(w):
            yield tuple(Const(c, w) if i == pos else Ref(i - (i > pos)) for i in range(slots))


def _root_masks(root_width: int, w: int) -> list[int | None]:
    """Full, nothing (poison and UB still count), the low bit, the sign bit."""
    if w >= 8:
        return [None]
    return list(dict.fromkeys([None, 0, 1, 1 << (root_width - 1)]))


class _Cases:
    """Flag subsets × root masks: all of them for all-var operands (at i8, whose
    2^16 executions are slow to enumerate, no flags and all flags); with a constant,
    one pair per fragment, taken round-robin (so each constant of an opcode sees a
    different pair and every pair occurs)."""

    def __init__(self, w: int) -> None:
        self.w = w
        self.turn = 0

    def __call__(
        self, op: Opcode, root_width: int, ops: tuple[Operand, ...]
    ) -> list[tuple[frozenset[Flag], int | None]]:
        pairs = [(f, m) for f in _flag_subsets(op) for m in _root_masks(root_width, self.w)]
        if all(isinstance(o, Ref) for o in ops):
            if self.w >= 8:
                return [pairs[0], pairs[-1]] if len(pairs) > 1 else pairs
            return pairs
        self.turn += 1
        return [pairs[self.turn % len(pairs)]]


def _with_vars(w: int, ops: tuple[Operand, ...], *rest: Inst, root_demanded: int | None = None) -> Fragment:
    n = sum(isinstance(o, Ref) for o in ops)
    return _frag([*(Inst(Opcode.VAR, w) for _ in range(n)), *(_shift(i, n) for i in rest)], root_demanded)


def _shift(inst: Inst, n: int) -> Inst:
    """`inst` written for the vars at 0.., placed after n vars (instruction refs ≥ the
    placeholder base 100 are renumbered to follow them)."""
    return replace(
        inst,
        operands=tuple(Ref(o.index - 100 + n) if isinstance(o, Ref) and o.index >= 100 else o for o in inst.operands),
    )


def one_op_fragments(w: int) -> Iterator[Fragment]:
    var = Inst(Opcode.VAR, w)
    cases = _Cases(w)
    for op in [*SIMPLE_BINARY, *ICMPS]:
        width = 1 if op in ICMPS else w
        for ops in _operand_tuples(w, 2):
            for flags, rd in cases(op, width, ops):
                yield _with_vars(w, ops, Inst(op, width, ops, flags), root_demanded=rd)
    for op in [*UNARY, *CASTS]:
        if op is Opcode.BSWAP and w % 16:
            continue
        targets = [t for t in range(1, 9) if (t < w if op is Opcode.TRUNC else t > w)] if op in CASTS else [w]
        for target in targets:
            for flags, rd in cases(op, target, (Ref(0),)):
                yield _frag([var, Inst(op, target, (Ref(0),), flags)], rd)
    for op in (Opcode.FSHL, Opcode.FSHR):
        for ops in _operand_tuples(w, 3):
            for _, rd in cases(op, w, ops):
                yield _with_vars(w, ops, Inst(op, w, ops), root_demanded=rd)
    bit = Inst(Opcode.VAR, 1)
    for arms in [(Ref(1), Ref(2)), (Ref(1), Ref(1))] + [
        (Const(a, w), Const(b, w)) for a, b in [(0, 1), (1, 1), (0, mask(w))]
    ]:
        n = len({o for o in arms if isinstance(o, Ref)})
        for rd in _root_masks(w, w):
            yield _frag([bit, *[var] * n, Inst(Opcode.SELECT, w, (Ref(0), *arms))], rd)
    for op in WITH_OVERFLOW:
        for ops in _operand_tuples(w, 2):
            for index in (0, 1):
                ev = Inst(Opcode.EXTRACTVALUE, 1 if index else w, (Ref(100),), index=index)
                for _, rd in cases(op, ev.width, ops):
                    yield _with_vars(w, ops, Inst(op, w + 1, ops), ev, root_demanded=rd)
    # freeze of a poison-generating flagged instruction (the poison-removal hazard).
    for op in (Opcode.ADD, Opcode.SHL, Opcode.TRUNC):
        for flags in _flag_subsets(op):
            if op is Opcode.TRUNC:
                if w >= 2:
                    inner = Inst(op, w - 1, (Ref(0),), flags)
                    yield _frag([var, inner, Inst(Opcode.FREEZE, w - 1, (Ref(1),))])
            else:
                inner = Inst(op, w, (Ref(0), Const(1, w)), flags)
                yield _frag([var, inner, Inst(Opcode.FREEZE, w, (Ref(1),))])


@pytest.mark.parametrize("w", [1, 2, 3, 4, 8])
def test_every_opcode_flag_and_operand_kind_is_sound(w: int) -> None:
    fragments = list(one_op_fragments(w))
    for fragment in fragments:
        check_sound(fragment)
    assert len(fragments) > 100


def test_bswap_is_sound() -> None:
    for text in [
        "%x:i16 = var\n%r:i16 = bswap %x\ninfer %r (demandedBits=0000000011110000)",
        "%x:i16 = var\n%r:i16 = bswap %x\n%t:i8 = trunc %r\ninfer %t",
    ]:
        check_sound(parse_one(text))
    f = parse_one("%x:i16 = var\n%r:i16 = bswap %x\ninfer %r (demandedBits=0000000011110000)")
    assert demanded_bits(f)[0] == 0xF000


# --------------------------------------------------------------------------- random and corpora


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(fragments(widths=(1, 2, 3, 4), max_insts=6))
def test_random_fragments_are_sound(fragment: Fragment) -> None:
    check_sound(fragment)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    fragments(
        widths=(2, 3, 4),
        max_insts=5,
        opcodes=(
            Opcode.FREEZE, Opcode.ADD, Opcode.SHL, Opcode.TRUNC, Opcode.AND, Opcode.OR, Opcode.SELECT,
            Opcode.CTLZ, Opcode.LSHR, Opcode.SDIV, Opcode.PHI,
        ),
    )
)  # fmt: skip
def test_random_freeze_and_flag_fragments_are_sound(fragment: Fragment) -> None:
    check_sound(fragment)


@pytest.mark.parametrize("path", sorted(CORPORA.glob("*.opt")), ids=lambda p: p.name)
def test_corpora_are_sound(path: Path) -> None:
    read = read_file(path)
    assert read.fragments and not read.has_errors
    for fragment in read.fragments:
        check_sound(fragment)


# --------------------------------------------------------------------------- precision


def masks_of(text: str, facts: Sequence[ValueFacts] | None = None) -> dict[str, int]:
    fragment = parse_one(text)
    return dict(zip(fragment.names, demanded_bits(fragment, facts), strict=True))


def test_and_with_constant_demands_only_its_bits() -> None:
    assert masks_of("%x:i8 = var\n%r:i8 = and %x, 15\ninfer %r")["x"] == 0b1111
    assert masks_of("%x:i8 = var\n%r:i8 = or %x, 15\ninfer %r")["x"] == 0b11110000


def test_trunc_demands_the_low_bits() -> None:
    assert masks_of("%x:i32 = var\n%r:i8 = trunc %x\ninfer %r")["x"] == 0xFF


def test_add_demands_bits_up_to_the_highest_demanded() -> None:
    m = masks_of("%x:i8 = var\n%y:i8 = var\n%s:i8 = add %x, %y\n%r:i8 = and %s, 0x10\ninfer %r".replace("0x10", "16"))
    assert (m["x"], m["y"], m["s"]) == (0b11111, 0b11111, 0b10000)
    m = masks_of("%x:i8 = var\n%s:i8 = sub %x, 8\n%r:i8 = and %s, 20\ninfer %r")
    assert m["x"] == 0b11100  # bits below 3 reach only themselves: no borrow from 8


def test_shifts_by_constants() -> None:
    assert masks_of("%x:i8 = var\n%r:i8 = lshr %x, 4\ninfer %r")["x"] == 0xF0
    assert masks_of("%x:i8 = var\n%r:i8 = shl %x, 4\ninfer %r")["x"] == 0x0F
    # ashr: the shifted-in bits copy the sign bit.
    assert masks_of("%x:i8 = var\n%r:i8 = ashr %x, 4\n%t:i2 = trunc %r\ninfer %t")["x"] == 0b110000
    assert masks_of("%x:i8 = var\n%r:i8 = ashr %x, 4\ninfer %r (demandedBits=10000000)")["x"] == 0x80


def test_icmp_demands_both_operands_unless_a_threshold_is_provable() -> None:
    m = masks_of("%x:i8 = var\n%y:i8 = var\n%c:i1 = ult %x, %y\ninfer %c")
    assert (m["x"], m["y"]) == (0xFF, 0xFF)
    assert masks_of("%x:i8 = var\n%c:i1 = eq %x, 16\ninfer %c")["x"] == 0xFF
    assert masks_of("%x:i8 = var\n%c:i1 = ult %x, 16\ninfer %c")["x"] == 0xF0
    assert masks_of("%x:i8 = var\n%c:i1 = slt %x, 0\ninfer %c")["x"] == 0x80
    assert masks_of("%x:i8 = var\n%c:i1 = sgt %x, -1\ninfer %c")["x"] == 0x80


def test_mul_by_constant_drops_the_high_bits() -> None:
    # The literature example: mul 40, x at i32 demands 0x1FFFFFFF.
    assert masks_of("%x:i32 = var\n%r:i32 = mul 40:i32, %x\ninfer %r")["x"] == 0x1FFFFFFF


def test_poison_and_ub_are_demanded_even_when_no_result_bit_is() -> None:
    m = masks_of("%x:i8 = var\n%s:i8 = var\n%r:i8 = shl %x, %s\n%z:i8 = and %r, 0\ninfer %z")
    assert (m["x"], m["s"]) == (0, 0b11111000)  # s ≥ 8 must stay ≥ 8 and < 8 stay < 8
    m = masks_of("%x:i8 = var\n%y:i8 = var\n%q:i8 = udiv %x, %y\n%z:i8 = and %q, 0\ninfer %z")
    assert (m["x"], m["y"]) == (0, 0xFF)


def test_freeze_of_a_flagged_value_protects_its_operands() -> None:
    m = masks_of("%x:i8 = var\n%s:i8 = shl nsw %x, 4\n%f:i8 = freeze %s\ninfer %f")
    assert m["x"] == 0xFF  # dropping nsw would turn the frozen value into x << 4
    m = masks_of("%x:i8 = var\n%s:i8 = shl %x, 4\n%f:i8 = freeze %s\ninfer %f")
    assert m["x"] == 0x0F


def test_values_only_path_conditions_read_are_not_demanded() -> None:
    m = masks_of("%x:i8 = var\n%c:i1 = eq %x, 0\npc %c 1:i1\n%r:i8 = add %x, 1\ninfer %r")
    assert m["c"] == 0


def test_known_bits_sharpen_and_or_and_ctlz() -> None:
    text = "%x:i8 = var\n%y:i8 = var\n%a:i8 = and %x, %y\n%l:i8 = ctlz %y\n%r:i8 = xor %a, %l\ninfer %r"
    fragment = parse_one(text)
    facts = [ValueFacts.top(i.width) for i in fragment.insts]
    facts[1] = ValueFacts.from_values([0x40, 0x4F], 8)  # y = 0100xxxx
    m = dict(zip(fragment.names, demanded_bits(fragment, facts), strict=True))
    assert m["x"] == 0x4F  # where y is known 0, x is invisible
    assert m["y"] == 0xFF  # the ctlz needs the top bits up to the known one, `and` the rest
    assert masks_of("%x:i8 = var\n%l:i8 = ctlz %x\ninfer %l (demandedBits=11110000)")["x"] == 0


def test_facts_that_rule_out_poison_lift_the_freeze_protection() -> None:
    text = "%x:i8 = var\n%s:i8 = addnsw %x, 1\n%f:i8 = freeze %s\n%r:i8 = and %f, 15\ninfer %r"
    fragment = parse_one(text)
    assert demanded_bits(fragment)[0] == 0xFF
    facts = [ValueFacts.top(8, may_be_poison=False) for _ in fragment.insts]  # e.g. x has a small range
    assert demanded_bits(fragment, facts)[0] == 0x0F


def test_wide_values_are_fast() -> None:
    text = """
    %x:i1024 = var
    %y:i1024 = var
    %a:i1024 = lshr %x, %y
    %b:i1024 = fshl %a, %x, %y
    %c:i1024 = bitreverse %b
    %d:i1024 = mul %c, 40
    %e:i1024 = ctlz %d
    %f:i1024 = shl %e, %y
    %t:i8 = trunc %f
    infer %t
    """
    masks = masks_of(text)
    assert masks["f"] == 0xFF and masks["y"] == mask(1024)
