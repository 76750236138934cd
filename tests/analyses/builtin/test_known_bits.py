"""known_bits.transfer against the concrete evaluator, in the style of PyPy's
test_z3intbound: random operand *sets*, their facts, the claimed result, and every
combination of operand values evaluated by the project's semantics
(auditor.semantics.concrete); every defined, non-poison result must lie in the claim.

The harness here (`cases`, `wide_cases`) is shared with the sign-bits and boolean
tests. Operand facts come in several styles, so that each source of knowledge is
exercised on its own: the exact product of the set (`ValueFacts.from_values`), the
range alone, the known bits alone, the two hulls alone, and sign bits with the
boolean facts alone.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache

import numpy as np
import pytest

from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.known_bits import transfer
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, Inst, Ref, mask, verify
from auditor.ir.opcodes import ALLOWED_FLAGS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.oracles.sampling import edge_values, mixed_radix
from auditor.semantics.concrete import Inputs, as_array, evaluate

Op = Opcode
CR = ConstantRange

BINARY = [
    Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.UDIV, Op.SDIV, Op.UREM, Op.SREM, Op.LSHR, Op.ASHR,
    Op.AND, Op.OR, Op.XOR, Op.UMIN, Op.UMAX, Op.SMIN, Op.SMAX, Op.UADD_SAT, Op.SADD_SAT,
    Op.USUB_SAT, Op.SSUB_SAT, Op.USHL_SAT, Op.SSHL_SAT,
]  # fmt: skip
UNARY = [Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BITREVERSE, Op.ABS]
CASTS = [Op.ZEXT, Op.SEXT, Op.TRUNC]
STYLES = ("exact", "range", "known", "hulls", "booleans")
ALL_TESTED = {*BINARY, *ICMPS, *UNARY, *CASTS, *WITH_OVERFLOW, Op.BSWAP, Op.SELECT, Op.FSHL, Op.FSHR, Op.EXTRACTVALUE}


# --- operand sets and their facts ------------------------------------------------------


def random_set(rng: random.Random, w: int) -> list[int]:
    """A non-empty set of w-bit values: a point, everything, a (possibly wrapping) run,
    a run with holes, a few powers of two, or a scattering."""
    n = 1 << w
    style = rng.randrange(7)
    if style == 0:
        return [rng.randrange(n)]
    if style == 1:
        return list(range(n))
    if style == 2:
        return sorted({1 << rng.randrange(w) for _ in range(rng.randint(1, 3))})
    lo, size = rng.randrange(n), rng.randint(1, n)
    run = [(lo + i) % n for i in range(size)]
    if style == 3:
        return sorted(run)
    if style == 4:
        kept = [v for v in run if rng.random() < 0.7]
        return sorted(kept or run[:1])
    if style == 5:  # values sharing some bits
        fixed, pattern = rng.getrandbits(w), rng.getrandbits(w)
        return sorted({(v & ~fixed) | (pattern & fixed) for v in range(n)})
    kept = [v for v in range(n) if rng.random() < rng.choice((0.2, 0.5))]
    return kept or [rng.randrange(n)]


def facts_for(values: Sequence[int], w: int, style: str) -> ValueFacts:
    exact = ValueFacts.from_values(values, w)
    top = ValueFacts.top(w, may_be_poison=False)
    if style == "exact":
        return exact
    if style == "range":
        return replace(
            top, range=exact.range, unsigned=exact.range.hull(signed=False), signed=exact.range.hull(signed=True)
        )
    if style == "known":
        return replace(top, known=exact.known)
    if style == "hulls":
        return replace(top, unsigned=exact.unsigned, signed=exact.signed)
    return replace(top, sign_bits=exact.sign_bits, non_zero=exact.non_zero, power_of_two=exact.power_of_two)


# --- evaluating one instruction on every combination -----------------------------------


@dataclass(frozen=True)
class Case:
    """One instruction, its operands' facts, and the results it can have (defined,
    not poison) when each operand ranges over its set."""

    inst: Inst
    facts: tuple[ValueFacts, ...]
    results: frozenset[int]
    what: str


def flag_sets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()))
    return [frozenset(c) for k in range(len(allowed) + 1) for c in itertools.combinations(allowed, k)]


def fragment_of(
    op: Opcode, flags: frozenset[Flag], widths: tuple[int, ...], width: int, same: bool = False
) -> Fragment:
    """vars of `widths`, then the instruction on them (`same`: one var used twice)."""
    insts = [Inst(Op.VAR, w) for w in widths]
    operands = tuple(Ref(0) if same else Ref(i) for i in range(len(widths)))
    if same:
        insts = insts[:1]
    insts.append(Inst(op, width, operands, flags))
    fragment = Fragment(tuple(insts), tuple(f"v{i}" for i in range(len(insts))), len(insts) - 1)
    if op not in WITH_OVERFLOW:  # an aggregate may not be a root; the evaluator does not mind
        verify(fragment)
    return fragment


@cache
def table(fragment: Fragment) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
    """The vars' columns over every combination of their values, the last
    instruction's value and where it counts (defined, executed, not poison)."""
    widths = [inst.width for inst in fragment.insts if inst.op is Op.VAR]
    columns = [c.astype(np.uint64) for c in mixed_radix([1 << w for w in widths])]
    ev = evaluate(fragment, Inputs(vars=dict(enumerate(columns))))
    last = len(fragment.insts) - 1
    return columns, ev.values[last], ev.fact_mask(last)


def results_of(fragment: Fragment, sets: Sequence[Sequence[int]]) -> frozenset[int]:
    columns, values, ok = table(fragment)
    lanes = ok.copy()
    for column, values_of_var in zip(columns, sets, strict=False):
        lanes &= np.isin(column, np.array(values_of_var, dtype=np.uint64))
    return frozenset(int(v) for v in values[lanes])


def _trials(
    op: Opcode, widths: tuple[int, ...], width: int, trials: int, rng: random.Random, same: bool = False
) -> Iterator[Case]:
    for flags in flag_sets(op):
        fragment = fragment_of(op, flags, widths, width, same)
        inst = fragment.insts[-1]
        for t in range(trials):
            style = STYLES[t % len(STYLES)]
            sets = [random_set(rng, w) for w in (widths[:1] if same else widths)]
            facts = [facts_for(s, w, style) for s, w in zip(sets, widths, strict=False)]
            if same:
                facts = [facts[0]] * len(widths)
            yield Case(inst, tuple(facts), results_of(fragment, sets), f"{op} {sorted(flags)} {style} sets={sets}")


def overflow_fragment(op: Opcode, w: int, index: int) -> Fragment:
    """a, b, their with.overflow aggregate, and one extractvalue of it."""
    insts = (
        Inst(Op.VAR, w),
        Inst(Op.VAR, w),
        Inst(op, w + 1, (Ref(0), Ref(1))),
        Inst(Op.EXTRACTVALUE, w if index == 0 else 1, (Ref(2),), index=index),
    )
    fragment = Fragment(insts, ("a", "b", "agg", "x"), 3)
    verify(fragment)
    return fragment


def _extractvalue_trials(trials: int, rng: random.Random) -> Iterator[Case]:
    """extractvalue from the aggregate's exact facts and from the facts of what our
    own known-bits transfer claims about the aggregate."""
    for op in sorted(WITH_OVERFLOW):
        for w in (1, 2, 3, 4):
            for index in (0, 1):
                fragment = overflow_fragment(op, w, index)
                agg_fragment = fragment_of(op, frozenset(), (w, w), w + 1)
                for t in range(trials):
                    sets = [random_set(rng, w), random_set(rng, w)]
                    seen = results_of(agg_fragment, sets)
                    results = results_of(fragment, sets)
                    style = STYLES[t % len(STYLES)]
                    agg_known = transfer(agg_fragment.insts[-1], [facts_for(s, w, style) for s in sets])
                    aggregate = [replace(ValueFacts.top(w + 1), known=agg_known)]
                    if seen:
                        aggregate.append(ValueFacts.from_values(seen, w + 1))
                    for facts in aggregate:
                        yield Case(fragment.insts[-1], (facts,), results, f"extractvalue {index} of {op} sets={sets}")


def cases(trials: int = 24, seed: int = 0) -> Iterator[Case]:
    """Every opcode but var/phi/freeze, every flag subset, widths 1–4 (casts between
    1–5, bswap at 16), random operand sets: the shared soundness workload."""
    rng = random.Random(seed)
    for w in (1, 2, 3, 4):
        for op in BINARY:
            yield from _trials(op, (w, w), w, trials, rng)
            yield from _trials(op, (w, w), w, trials // 4, rng, same=True)
        for op in sorted(ICMPS):
            yield from _trials(op, (w, w), 1, trials, rng)
            yield from _trials(op, (w, w), 1, trials // 4, rng, same=True)
        for op in UNARY:
            yield from _trials(op, (w,), w, trials, rng)
        yield from _trials(Op.SELECT, (1, w, w), w, trials, rng)
        for op in (Op.FSHL, Op.FSHR):
            yield from _trials(op, (w, w, w), w, trials, rng)
            yield from _trials(op, (w, w, w), w, trials // 4, rng, same=True)
        for op in sorted(WITH_OVERFLOW):
            yield from _trials(op, (w, w), w + 1, trials, rng)
    for op in CASTS:
        for src, dst in itertools.permutations(range(1, 6), 2):
            if (src < dst) == (op is not Op.TRUNC):
                yield from _trials(op, (src,), dst, trials // 2, rng)
    yield from _extractvalue_trials(trials // 2, rng)
    fragment = fragment_of(Op.BSWAP, frozenset(), (16,), 16)
    for t in range(trials):
        values = sorted({(v * rng.choice((1, 0x101, 0x1001, 0x111))) & 0xFFFF for v in random_set(rng, 4)})
        style = STYLES[t % len(STYLES)]
        yield Case(fragment.insts[-1], (facts_for(values, 16, style),), results_of(fragment, [values]), "bswap")


# --- wide widths: random small sets -----------------------------------------------------


def wide_set(rng: random.Random, w: int) -> list[int]:
    if w == 1:
        return rng.choice(([0], [1], [0, 1]))
    edges = edge_values(w)
    style = rng.randrange(3)
    if style == 0:  # a short run, maybe across 0 or INT_MIN
        start = rng.choice(edges)
        return sorted({(start + i) & mask(w) for i in range(rng.randint(1, 5))})
    return sorted({rng.choice(edges) if rng.random() < 0.6 else rng.getrandbits(w) for _ in range(rng.randint(1, 5))})


def _wide(op: Opcode, widths: tuple[int, ...], width: int, trials: int, rng: random.Random) -> Iterator[Case]:
    for flags in flag_sets(op):
        fragment = fragment_of(op, flags, widths, width)
        for t in range(trials):
            sets = [wide_set(rng, w) for w in widths]
            combos = list(itertools.product(*sets))
            columns = [as_array([c[k] for c in combos], w) for k, w in enumerate(widths)]
            ev = evaluate(fragment, Inputs(vars=dict(enumerate(columns))))
            last = len(widths)
            results = frozenset(int(v) for v in ev.values[last][ev.fact_mask(last)])
            style = STYLES[t % len(STYLES)]
            facts = tuple(facts_for(s, w, style) for s, w in zip(sets, widths, strict=True))
            yield Case(fragment.insts[-1], facts, results, f"{op} {sorted(flags)} i{width} {style} sets={sets}")


def wide_cases(w: int, trials: int = 8, seed: int = 0) -> Iterator[Case]:
    rng = random.Random(seed * 1000 + w)
    for op in BINARY:
        yield from _wide(op, (w, w), w, trials, rng)
    for op in sorted(ICMPS):
        yield from _wide(op, (w, w), 1, trials, rng)
    for op in UNARY:
        yield from _wide(op, (w,), w, trials, rng)
    yield from _wide(Op.SELECT, (1, w, w), w, trials, rng)
    for op in (Op.FSHL, Op.FSHR):
        yield from _wide(op, (w, w, w), w, trials, rng)
    for op in sorted(WITH_OVERFLOW):
        yield from _wide(op, (w, w), w + 1, trials, rng)
    yield from _wide(Op.ZEXT, (w,), 2 * w, trials, rng)
    yield from _wide(Op.SEXT, (w,), w + 3, trials, rng)
    yield from _wide(Op.TRUNC, (w,), w // 2 + 1, trials, rng)
    if w % 16 == 0:
        yield from _wide(Op.BSWAP, (w,), w, trials, rng)


def inst(op: Opcode, n: int, width: int = 8, flags: tuple[Flag, ...] = (), index: int | None = None) -> Inst:
    """An instruction on n distinct operands."""
    return Inst(op, width, tuple(Ref(i) for i in range(n)), frozenset(flags), index=index)


# --- soundness ---------------------------------------------------------------------------


def contains(k: KnownBits, v: int) -> bool:
    return (v & k.zero) == 0 and (v & k.one) == k.one


def check(case: Case) -> None:
    claimed = transfer(case.inst, case.facts)
    assert claimed.width == case.inst.width
    bad = sorted(v for v in case.results if not contains(claimed, v))
    assert not bad, f"{case.what}: claimed zero={claimed.zero:#x} one={claimed.one:#x}, but {bad} occur"


def test_every_opcode_is_covered() -> None:
    assert set(Opcode) - ALL_TESTED == {Op.VAR, Op.PHI, Op.FREEZE}


def test_sound_on_small_widths() -> None:
    count = 0
    for case in cases():
        check(case)
        count += 1
    assert count > 10_000


@pytest.mark.parametrize("w", [8, 64])
def test_sound_on_wide_widths(w: int) -> None:
    for case in wide_cases(w):
        check(case)


def test_i1024_is_fast() -> None:
    """Shifts and funnel shifts loop over amounts; at i1024 with unknown amounts that
    is still well under a second for every opcode."""
    w = 1024
    rng = random.Random(1024)

    def wide() -> ValueFacts:
        return facts_for([rng.getrandbits(w) for _ in range(3)], w, "known")

    for op in BINARY:
        transfer(inst(op, 2, w, tuple(ALLOWED_FLAGS.get(op, ()))), [wide(), ValueFacts.top(w)])
        transfer(inst(op, 2, w), [ValueFacts.top(w), wide()])
    for op in (Op.FSHL, Op.FSHR):
        transfer(inst(op, 3, w), [wide(), wide(), ValueFacts.top(w)])
    for op in (*UNARY, Op.BSWAP):
        transfer(inst(op, 1, w), [wide()])


# --- precision, pinned -----------------------------------------------------------------


def kb(text: str) -> KnownBits:
    """Known bits written MSB first with 0, 1 and x."""
    zero = one = 0
    for c in text:
        zero, one = zero << 1 | (c == "0"), one << 1 | (c == "1")
    return KnownBits(zero, one, len(text))


def known(text: str) -> ValueFacts:
    k = kb(text)
    return replace(ValueFacts.top(k.width), known=k)


def c8(v: int) -> ValueFacts:
    return ValueFacts.constant(v, 8)


def one(
    op: Opcode, *ops: ValueFacts, width: int = 8, flags: tuple[Flag, ...] = (), index: int | None = None
) -> KnownBits:
    return transfer(inst(op, len(ops), width, flags, index), ops)


TOP = ValueFacts.top(8)


def test_bitwise_and_arithmetic() -> None:
    assert one(Op.AND, TOP, c8(0xF0)) == kb("xxxx0000")
    assert one(Op.OR, TOP, c8(0x81)) == kb("1xxxxxx1")
    assert one(Op.XOR, known("1100xxxx"), c8(0xFF)) == kb("0011xxxx")
    assert one(Op.ADD, known("xxxxxx00"), c8(1)) == kb("xxxxxx01")  # no carry out of bit 0
    assert one(Op.ADD, known("xxxxxx11"), c8(1)) == kb("xxxxxx00")
    assert one(Op.SUB, c8(0), known("xxxx1000")) == kb("xxxx1000")  # negation keeps the low set bit
    assert one(Op.ADD, known("0xxxxxxx"), known("0xxxxxxx"), flags=(Flag.NSW,)) == kb("0xxxxxxx")
    assert one(Op.MUL, known("xxxxxx00"), known("xxxxxxx0")) == kb("xxxxx000")
    assert one(Op.MUL, known("00000xxx"), known("00000xx1")).zero & 0xC0 == 0xC0  # 7 * 7 < 64
    square = transfer(Inst(Op.MUL, 8, (Ref(0), Ref(0))), [TOP, TOP])
    assert square.zero == 0b10  # x * x ≡ 0, 1 (mod 4)


def test_shifts() -> None:
    assert one(Op.SHL, TOP, c8(2)) == kb("xxxxxx00")
    assert one(Op.LSHR, TOP, c8(3)) == kb("000xxxxx")
    assert one(Op.ASHR, known("1xxxxxxx"), c8(3)) == kb("1111xxxx")
    # An unknown amount below 3: at least the smallest shift's zeros.
    amount = replace(TOP, known=kb("000000xx"), range=CR(1, 3, 8), unsigned=CR(1, 3, 8), signed=CR(1, 3, 8))
    assert one(Op.SHL, known("xxxxxxx1"), amount).zero == 0b1
    assert one(Op.LSHR, TOP, amount).zero == 0x80
    # shl nuw of a value with a known top one: only amount 0 is not poison.
    assert one(Op.SHL, known("1xxxxxx1"), TOP, flags=(Flag.NUW,)) == kb("1xxxxxx1")
    # lshr exact of an odd value: amount 0 only.
    assert one(Op.LSHR, known("xxxxxxx1"), TOP, flags=(Flag.EXACT,)) == kb("xxxxxxx1")
    assert one(Op.SHL, c8(1), known("00000xxx")).one == 0  # 1 << s: a power of two, bits unknown


def test_divisions() -> None:
    assert one(Op.UDIV, TOP, c8(16)) == kb("0000xxxx")
    assert one(Op.UREM, TOP, c8(8)) == kb("00000xxx")
    assert one(Op.UREM, known("xxxxxxx1"), known("xxxxxx00")) == kb("xxxxxxx1")
    assert one(Op.SREM, known("0xxxxxxx"), c8(4)) == kb("000000xx")
    assert one(Op.SREM, known("1xxxxxx1"), c8(4)) == kb("111111x1")  # negative, non-zero: -3 or -1
    assert one(Op.UDIV, known("xxxxxxx1"), TOP, flags=(Flag.EXACT,)).one & 1
    assert one(Op.UDIV, known("xxxx1000"), c8(4), flags=(Flag.EXACT,)) == kb("00xxxx10")
    assert one(Op.SDIV, known("1xxxxxxx"), c8(64)) == KnownBits.unknown(8)  # [-2, 0]: the sign is open
    assert one(Op.SDIV, known("10xxxxxx"), c8(64)) == kb("1111111x")  # [-128, -65] / 64 ∈ [-2, -1]
    assert one(Op.UREM, known("0000xxxx"), TOP).zero & 0xF0 == 0xF0


def test_comparisons_and_casts() -> None:
    rng10 = replace(TOP, range=CR(0, 10, 8), unsigned=CR(0, 10, 8), signed=CR(0, 10, 8))
    assert one(Op.ULT, rng10, c8(10), width=1) == KnownBits.constant(1, 1)
    assert one(Op.EQ, known("xxxxxxx1"), c8(4), width=1) == KnownBits.constant(0, 1)
    assert one(Op.SLT, known("1xxxxxxx"), known("0xxxxxxx"), width=1) == KnownBits.constant(1, 1)
    assert one(Op.ULT, known("1xxxxxxx"), known("0xxxxxxx"), width=1) == KnownBits.constant(0, 1)
    assert one(Op.ULT, TOP, TOP, width=1) == KnownBits.unknown(1)
    assert transfer(Inst(Op.ULE, 1, (Ref(0), Ref(0))), [TOP, TOP]) == KnownBits.constant(1, 1)
    assert one(Op.ZEXT, known("1xxxxxx1"), width=12) == kb("00001xxxxxx1")
    assert one(Op.SEXT, known("1xxxxxx1"), width=12) == kb("11111xxxxxx1")
    assert one(Op.TRUNC, known("0000xxxx1xxx"), width=8) == kb("xxxx1xxx")
    assert one(Op.TRUNC, known("0xxxxxxxxxxx"), width=8, flags=(Flag.NSW,)) == kb("0xxxxxxx")
    assert one(Op.ZEXT, TOP, width=12, flags=(Flag.NNEG,)) == kb("00000xxxxxxx")


def test_bit_counts_and_permutations() -> None:
    assert one(Op.CTPOP, TOP) == kb("0000xxxx")
    assert one(Op.CTPOP, known("0000000x")) == kb("0000000x")
    assert one(Op.CTLZ, known("001xxxxx")) == KnownBits.constant(2, 8)
    assert one(Op.CTTZ, known("xxxxx100")) == KnownBits.constant(2, 8)
    assert one(Op.CTLZ, TOP, flags=(Flag.ZERO_POISON,)) == kb("00000xxx")
    assert one(Op.CTTZ, TOP) == kb("0000xxxx")
    assert one(Op.BITREVERSE, known("1x0xxxx1")) == kb("1xxxx0x1")
    assert one(Op.BSWAP, replace(ValueFacts.top(16), known=KnownBits(0x00FF, 0x1200, 16)), width=16) == KnownBits(
        0xFF00, 0x0012, 16
    )
    assert one(Op.FSHL, c8(0x12), c8(0x34), c8(4)) == KnownBits.constant(0x23, 8)
    assert one(Op.FSHR, known("xxxxxxx1"), known("1xxxxxxx"), c8(1)) == kb("11xxxxxx")


def test_min_max_abs_select() -> None:
    assert one(Op.UMAX, known("1xxxxxxx"), TOP).one == 0x80
    assert one(Op.UMIN, known("0xxxxxxx"), TOP).zero == 0x80
    assert one(Op.SMAX, known("0xxxxxxx"), TOP).zero == 0x80
    assert one(Op.SMIN, known("1xxxxxxx"), TOP).one == 0x80
    assert one(Op.ABS, known("xxxxx000")).zero == 0b111  # trailing zeros survive
    assert one(Op.ABS, TOP, flags=(Flag.INT_MIN_POISON,)).zero == 0x80
    assert one(Op.ABS, known("0xxxxxx1")) == kb("0xxxxxx1")
    assert one(Op.SELECT, ValueFacts.constant(1, 1), known("1111xxxx"), known("0000xxxx")) == kb("1111xxxx")
    assert one(Op.SELECT, ValueFacts.top(1), known("1x11xxx0"), known("0x10xxx0")) == kb("xx1xxxx0")


def test_saturating_and_overflow() -> None:
    assert one(Op.UADD_SAT, known("1xxxxxxx"), TOP).one == 0x80  # leading ones are kept
    assert one(Op.USUB_SAT, known("0xxxxxxx"), TOP).zero == 0x80
    assert one(Op.SADD_SAT, known("0xxxxxxx"), known("0xxxxxxx")).zero == 0x80
    assert one(Op.SSUB_SAT, known("1xxxxxxx"), known("0xxxxxxx")).one == 0x80
    assert one(Op.USHL_SAT, known("0000xxx1"), c8(2)) == kb("00xxx100")
    small = replace(TOP, known=kb("0000xxxx"))
    agg = one(Op.UADD_WO, small, small, width=9)
    assert agg.zero >> 8 == 1  # never overflows
    assert one(Op.EXTRACTVALUE, replace(ValueFacts.top(9), known=agg), width=1, index=1) == KnownBits.constant(0, 1)
    agg = one(Op.USUB_WO, known("0xxxxxxx"), known("1xxxxxxx"), width=9)
    assert agg.one >> 8 == 1  # always overflows
    assert one(Op.EXTRACTVALUE, replace(ValueFacts.top(9), known=agg), width=8, index=0).known == agg.known & 0xFF


def test_contradictory_operands_claim_nothing() -> None:
    clash = replace(known("xxxxxxx1"), range=CR(2, 3, 8), unsigned=CR(2, 3, 8), signed=CR(2, 3, 8))
    assert one(Op.ADD, clash, TOP) == KnownBits.unknown(8)
    assert one(Op.ADD, replace(TOP, range=CR.empty(8)), c8(1)) == KnownBits.unknown(8)
    # A select arm that never has a value drops out.
    assert one(Op.SELECT, ValueFacts.top(1), clash, known("1111xxxx")) == kb("1111xxxx")
    for op in (Op.VAR, Op.PHI, Op.FREEZE):
        assert transfer(Inst(op, 8), []) == KnownBits.unknown(8)
