"""ranges.transfer against the concrete evaluator, in the style of PyPy's
test_z3intbound: random operand *sets*, their facts, the claimed result range, and
every combination of operand values evaluated by the project's semantics
(auditor.semantics.concrete): each defined, non-poison result must lie in the claim.

Operand facts come in several styles so that each source of knowledge is tested on its
own: the exact product of the set (`ValueFacts.from_values`), the range alone (known
bits unknown, hulls of the range), known bits alone, the two hulls alone, and the
boolean facts alone.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import numpy as np
import pytest

from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.ranges import operand, transfer
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, Inst, Ref, mask, verify
from auditor.ir.opcodes import ALLOWED_FLAGS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.oracles.sampling import edge_values, mixed_radix
from auditor.semantics.concrete import Evaluation, Inputs, as_array, evaluate

Op = Opcode
CR = ConstantRange

BINARY = [
    Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.UDIV, Op.SDIV, Op.UREM, Op.SREM, Op.LSHR, Op.ASHR,
    Op.AND, Op.OR, Op.XOR, Op.UMIN, Op.UMAX, Op.SMIN, Op.SMAX, Op.UADD_SAT, Op.SADD_SAT,
    Op.USUB_SAT, Op.SSUB_SAT, Op.USHL_SAT, Op.SSHL_SAT,
]  # fmt: skip
UNARY = [Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BITREVERSE, Op.ABS]
STYLES = ("exact", "range", "known", "hulls", "booleans")


# --- operand sets and their facts ------------------------------------------------------


def random_set(rng: random.Random, w: int) -> list[int]:
    """A non-empty set of w-bit values: a point, everything, a (possibly wrapping) run,
    a run with holes, two runs, or a scattering."""
    n = 1 << w
    style = rng.randrange(7)
    if style == 0:
        return [rng.randrange(n)]
    if style == 1:
        return list(range(n))
    lo, size = rng.randrange(n), rng.randint(1, n)
    run = [(lo + i) % n for i in range(size)]
    if style in (2, 3):
        return run
    if style == 4:
        kept = [v for v in run if rng.random() < 0.8]
        return kept or run[:1]
    if style == 5:
        lo2 = rng.randrange(n)
        return sorted({*run[: max(1, size // 3)], *((lo2 + i) % n for i in range(rng.randint(1, n // 2 + 1)))})
    kept = [v for v in range(n) if rng.random() < rng.choice((0.2, 0.5))]
    return kept or [rng.randrange(n)]


def range_facts(r: CR) -> ValueFacts:
    """Facts carrying only a (non-empty) range: unknown bits, the range's own hulls."""
    top = ValueFacts.top(r.width, may_be_poison=False)
    return replace(top, range=r, unsigned=r.hull(signed=False), signed=r.hull(signed=True))


def facts_for(values: list[int], w: int, style: str) -> ValueFacts:
    exact = ValueFacts.from_values(values, w)
    top = ValueFacts.top(w, may_be_poison=False)
    if style == "exact":
        return exact
    if style == "range":
        return range_facts(exact.range)
    if style == "known":
        return replace(top, known=exact.known)
    if style == "hulls":
        return replace(top, unsigned=exact.unsigned, signed=exact.signed)
    return replace(top, sign_bits=exact.sign_bits, non_zero=exact.non_zero, power_of_two=exact.power_of_two)


# --- evaluating one instruction on every combination -----------------------------------


def fragment_of(op: Opcode, flags: frozenset[Flag], widths: tuple[int, ...], width: int) -> Fragment:
    insts = [Inst(Op.VAR, w) for w in widths]
    insts.append(Inst(op, width, tuple(Ref(i) for i in range(len(widths))), flags))
    fragment = Fragment(tuple(insts), tuple(f"v{i}" for i in range(len(insts))), len(insts) - 1)
    verify(fragment)
    return fragment


def exhaustive(fragment: Fragment, widths: tuple[int, ...]) -> tuple[list[np.ndarray], Evaluation]:
    columns = [c.astype(np.uint64) for c in mixed_radix([1 << w for w in widths])]
    return columns, evaluate(fragment, Inputs(vars=dict(enumerate(columns))))


def inside(values: np.ndarray, r: CR) -> np.ndarray:
    """Which of `values` the range contains (vectorised ConstantRange::contains)."""
    ints = np.array([int(v) for v in values], dtype=object)
    if r.is_full:
        return np.ones(len(ints), dtype=bool)
    out: np.ndarray = ((ints - r.lo) % (1 << r.width)) < r.size
    return out.astype(bool)


def assert_sound(
    claimed: CR, columns: list[np.ndarray], sets: list[list[int]], ev: Evaluation, index: int, what: str
) -> None:
    lanes = ev.fact_mask(index).copy()
    for column, values in zip(columns, sets, strict=True):
        lanes &= np.isin(column, np.array(values, dtype=column.dtype))
    results = ev.values[index][lanes]
    bad = results[~inside(results, claimed)]
    assert len(bad) == 0, f"{what}: sets {sets} claimed {claimed}, but {sorted({int(v) for v in bad})} occur"


def flag_sets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()))
    return [frozenset(c) for k in range(len(allowed) + 1) for c in itertools.combinations(allowed, k)]


def run_case(
    op: Opcode, widths: tuple[int, ...], width: int, trials: int, seed: str, sets_for: list[int] | None = None
) -> None:
    """Every flag subset of `op` on `trials` random operand sets (each style in turn)."""
    rng = random.Random(seed)
    for flags in flag_sets(op):
        fragment = fragment_of(op, flags, widths, width)
        columns, ev = exhaustive(fragment, widths)
        inst = fragment.insts[-1]
        for t in range(trials):
            sets = [random_set(rng, w) for w in widths]
            style = STYLES[t % len(STYLES)]
            claimed = transfer(inst, [facts_for(s, w, style) for s, w in zip(sets, widths, strict=True)])
            assert claimed.width == width
            assert_sound(claimed, columns, sets, ev, len(widths), f"{op} {sorted(flags)} {style}")


# --- every opcode, widths 1–4 ----------------------------------------------------------

TRIALS = 30


@pytest.mark.parametrize("op", BINARY)
def test_binary(op: Opcode) -> None:
    for w in (1, 2, 3, 4):
        run_case(op, (w, w), w, TRIALS, f"{op}{w}")


@pytest.mark.parametrize("op", sorted(ICMPS))
def test_icmp(op: Opcode) -> None:
    for w in (1, 2, 3, 4):
        run_case(op, (w, w), 1, TRIALS, f"{op}{w}")


@pytest.mark.parametrize("op", UNARY)
def test_unary(op: Opcode) -> None:
    for w in (1, 2, 3, 4, 5):
        run_case(op, (w,), w, TRIALS, f"{op}{w}")


def test_bswap() -> None:
    """bswap needs a multiple of 16 bits: random sets of i16 values, all combinations."""
    rng = random.Random(16)
    fragment = fragment_of(Op.BSWAP, frozenset(), (16,), 16)
    for t in range(40):
        values = random_set(rng, 4)
        values = sorted({(v * rng.choice((1, 0x101, 0x1001, 0x111))) & 0xFFFF for v in values})
        style = STYLES[t % len(STYLES)]
        claimed = transfer(fragment.insts[-1], [facts_for(values, 16, style)])
        column = as_array(values, 16)
        ev = evaluate(fragment, Inputs(vars={0: column}))
        assert_sound(claimed, [column], [values], ev, 1, f"bswap {style}")
    exact = transfer(fragment.insts[-1], [ValueFacts.constant(0x1234, 16)])
    assert exact == CR.from_bounds(0x3412, 0x3412, 16)


@pytest.mark.parametrize("op", [Op.ZEXT, Op.SEXT, Op.TRUNC])
def test_casts(op: Opcode) -> None:
    for src, dst in itertools.permutations(range(1, 6), 2):
        if (src < dst) == (op is not Op.TRUNC):
            run_case(op, (src,), dst, 12, f"{op}{src}{dst}")


def test_select() -> None:
    for w in (1, 2, 3, 4):
        run_case(Op.SELECT, (1, w, w), w, 60, f"select{w}")


@pytest.mark.parametrize("op", [Op.FSHL, Op.FSHR])
def test_funnel_shifts(op: Opcode) -> None:
    for w in (1, 2, 3, 4):
        run_case(op, (w, w, w), w, TRIALS, f"{op}{w}")


def overflow_fragment(op: Opcode, w: int) -> Fragment:
    """a, b, their with.overflow aggregate, and both extractvalues of it."""
    insts = (
        Inst(Op.VAR, w),
        Inst(Op.VAR, w),
        Inst(op, w + 1, (Ref(0), Ref(1))),
        Inst(Op.EXTRACTVALUE, w, (Ref(2),), index=0),
        Inst(Op.EXTRACTVALUE, 1, (Ref(2),), index=1),
    )
    fragment = Fragment(insts, ("a", "b", "agg", "value", "overflow"), 3)
    verify(fragment)
    return fragment


@pytest.mark.parametrize("op", sorted(WITH_OVERFLOW))
def test_with_overflow_and_extractvalue(op: Opcode) -> None:
    """The aggregate's range, and both extractvalues from the aggregate's facts: the
    exact ones of the aggregate's values and the ones our own aggregate range gives."""
    rng = random.Random(str(op))
    for w in (1, 2, 3, 4):
        fragment = overflow_fragment(op, w)
        insts = fragment.insts
        columns, ev = exhaustive(fragment, (w, w))
        for t in range(TRIALS):
            sets = [random_set(rng, w), random_set(rng, w)]
            style = STYLES[t % len(STYLES)]
            facts = [facts_for(s, w, style) for s in sets]
            agg = transfer(insts[2], facts)
            assert_sound(agg, columns, sets, ev, 2, f"{op} {style}")
            lanes = ev.fact_mask(2) & np.isin(columns[0], sets[0]) & np.isin(columns[1], sets[1])
            seen = sorted({int(v) for v in ev.values[2][lanes]})
            aggregate_facts = [facts_for(seen, w + 1, "exact")] if seen else []
            if not agg.is_empty:
                aggregate_facts.append(range_facts(agg))
            for agg_facts in aggregate_facts:
                for index in (3, 4):
                    claimed = transfer(insts[index], [agg_facts])
                    assert_sound(claimed, columns, sets, ev, index, f"{op} extractvalue {index - 3} {style}")


def test_every_opcode_is_covered() -> None:
    tested = {*BINARY, *ICMPS, *UNARY, Op.BSWAP, Op.ZEXT, Op.SEXT, Op.TRUNC, Op.SELECT, Op.FSHL, Op.FSHR}
    tested |= {*WITH_OVERFLOW, Op.EXTRACTVALUE}
    assert tested == set(Opcode) - {Op.VAR, Op.PHI, Op.FREEZE}


# --- wide widths: random small sets -----------------------------------------------------


def wide_set(rng: random.Random, w: int) -> list[int]:
    edges = edge_values(w)
    style = rng.randrange(3)
    if style == 0:  # a short run, maybe across 0 or INT_MIN
        start = rng.choice(edges)
        return sorted({(start + i) & mask(w) for i in range(rng.randint(1, 5))})
    return sorted({rng.choice(edges) if rng.random() < 0.6 else rng.getrandbits(w) for _ in range(rng.randint(1, 5))})


def run_wide(op: Opcode, widths: tuple[int, ...], width: int, trials: int, rng: random.Random) -> None:
    for flags in flag_sets(op):
        fragment = fragment_of(op, flags, widths, width)
        for t in range(trials):
            sets = [wide_set(rng, w) if w > 1 else rng.choice(([0], [1], [0, 1])) for w in widths]
            combos = list(itertools.product(*sets))
            columns = [as_array([c[k] for c in combos], w) for k, w in enumerate(widths)]
            ev = evaluate(fragment, Inputs(vars=dict(enumerate(columns))))
            style = STYLES[t % len(STYLES)]
            claimed = transfer(fragment.insts[-1], [facts_for(s, w, style) for s, w in zip(sets, widths, strict=True)])
            assert_sound(claimed, columns, sets, ev, len(widths), f"{op} {sorted(flags)} i{width} {style}")


@pytest.mark.parametrize("w", [8, 64])
def test_wide_widths(w: int) -> None:
    rng = random.Random(w)
    trials = 10
    for op in BINARY:
        run_wide(op, (w, w), w, trials, rng)
    for op in sorted(ICMPS):
        run_wide(op, (w, w), 1, trials, rng)
    for op in UNARY:
        run_wide(op, (w,), w, trials, rng)
    run_wide(Op.SELECT, (1, w, w), w, trials, rng)
    for op in (Op.FSHL, Op.FSHR):
        run_wide(op, (w, w, w), w, trials, rng)
    run_wide(Op.ZEXT, (w,), 2 * w, trials, rng)
    run_wide(Op.SEXT, (w,), w + 3, trials, rng)
    run_wide(Op.TRUNC, (w,), w // 2 + 1, trials, rng)
    if w % 16 == 0:
        run_wide(Op.BSWAP, (w,), w, trials, rng)
    for op in sorted(WITH_OVERFLOW):
        fragment = overflow_fragment(op, w)
        for t in range(trials):
            sets = [wide_set(rng, w), wide_set(rng, w)]
            combos = list(itertools.product(*sets))
            columns = [as_array([c[k] for c in combos], w) for k in range(2)]
            ev = evaluate(fragment, Inputs(vars=dict(enumerate(columns))))
            style = STYLES[t % len(STYLES)]
            agg = transfer(fragment.insts[2], [facts_for(s, w, style) for s in sets])
            assert_sound(agg, columns, sets, ev, 2, f"{op} i{w} {style}")
            for index in (3, 4):
                claimed = transfer(fragment.insts[index], [range_facts(agg)])
                assert_sound(claimed, columns, sets, ev, index, f"{op} i{w} extractvalue {index - 3} {style}")


# --- precision, pinned -----------------------------------------------------------------


def rf(lo: int, hi: int, w: int = 8) -> ValueFacts:
    """Facts carrying only the range [lo, hi)."""
    return range_facts(CR(lo & mask(w), hi & mask(w), w))


def one(op: Opcode, *ops: ValueFacts, width: int = 8, flags: tuple[Flag, ...] = (), index: int | None = None) -> CR:
    return transfer(Inst(op, width, tuple(Ref(i) for i in range(len(ops))), frozenset(flags), index=index), ops)


def r8(lo: int, hi: int) -> CR:
    return CR(lo & 0xFF, hi & 0xFF, 8)


def test_pinned() -> None:
    c = ValueFacts.constant
    top = ValueFacts.top(8)
    assert one(Op.ADD, rf(0, 10), rf(5, 6), flags=(Flag.NUW,)) == r8(5, 15)
    assert one(Op.ADD, rf(0, 10), c(5, 8), flags=(Flag.NUW,)) == r8(5, 15)
    assert one(Op.UREM, top, c(8, 8)) == r8(0, 8)
    assert one(Op.SUB, c(0, 8), top).is_full
    assert one(Op.AND, top, c(15, 8)) == r8(0, 16)
    assert one(Op.OR, top, c(0x80, 8)) == r8(0x80, 0)
    assert one(Op.LSHR, top, c(4, 8)) == r8(0, 16)
    assert one(Op.SHL, top, c(4, 8)) == r8(0, 0xF1)
    assert one(Op.UDIV, top, c(16, 8)) == r8(0, 16)
    assert one(Op.SDIV, top, c(16, 8)) == r8(-8, 8)
    assert one(Op.MUL, rf(0, 16), rf(0, 16)) == r8(0, 226)
    assert one(Op.ZEXT, top, width=16) == CR(0, 256, 16)
    assert one(Op.SEXT, rf(-3, 3), width=16) == CR(0xFFFD, 3, 16)
    assert one(Op.TRUNC, rf(0x100, 0x110, 16), width=8) == r8(0, 16)
    assert one(Op.CTLZ, rf(1, 16)) == r8(4, 8)
    assert one(Op.CTPOP, top) == r8(0, 9)
    assert one(Op.ABS, top, flags=(Flag.INT_MIN_POISON,)) == r8(0, 128)
    assert one(Op.UMAX, rf(10, 20), top) == r8(10, 0)
    assert one(Op.ULT, rf(0, 10), c(10, 8), width=1) == CR(1, 0, 1)
    assert one(Op.SGE, rf(-5, 0), c(0, 8), width=1) == CR(0, 1, 1)
    assert one(Op.EQ, rf(0, 10), rf(10, 20), width=1) == CR(0, 1, 1)
    known_odd = replace(top, known=KnownBits(0, 1, 8))
    assert one(Op.EQ, known_odd, c(4, 8), width=1) == CR(0, 1, 1)  # a known bit differs
    assert one(Op.SELECT, c(1, 1), rf(3, 5), rf(100, 200)) == r8(3, 5)
    assert one(Op.SELECT, ValueFacts.top(1), rf(3, 5), rf(7, 9)) == r8(3, 9)
    assert one(Op.FSHL, top, top, c(0, 8)).is_full
    assert one(Op.FSHL, c(0x12, 8), c(0x34, 8), c(4, 8)) == r8(0x23, 0x24)


def test_with_overflow_flag_is_known() -> None:
    """extractvalue 1 is a known 0 when the ranges rule out overflow, a known 1 when
    they make it certain; extractvalue 0 is the wrapped result."""
    agg = one(Op.UADD_WO, rf(0, 10), rf(0, 10), width=9)
    agg_facts = range_facts(agg)
    assert one(Op.EXTRACTVALUE, agg_facts, width=1, index=1) == CR(0, 1, 1)
    assert one(Op.EXTRACTVALUE, agg_facts, width=8, index=0) == r8(0, 19)
    agg = one(Op.SMUL_WO, rf(100, 110), rf(100, 110), width=9)
    assert one(Op.EXTRACTVALUE, range_facts(agg), width=1, index=1) == CR(1, 0, 1)
    agg = one(Op.USUB_WO, rf(0, 10), rf(20, 30), width=9)
    assert one(Op.EXTRACTVALUE, range_facts(agg), width=1, index=1) == CR(1, 0, 1)
    assert one(Op.EXTRACTVALUE, ValueFacts.top(9), width=1, index=1).is_full


def test_contradictory_facts_are_never_observed() -> None:
    clash = replace(rf(0, 10), signed=CR(0x80, 0x90, 8))
    assert operand(clash) is None
    assert one(Op.ADD, clash, ValueFacts.top(8)).is_empty
    # A select arm that never has a value drops out; the other arm remains.
    assert one(Op.SELECT, ValueFacts.top(1), clash, rf(3, 5)) == r8(3, 5)
    for op in (Op.VAR, Op.PHI, Op.FREEZE):
        assert transfer(Inst(op, 8), []).is_full


def test_operand_meets_every_fact() -> None:
    facts = replace(rf(250, 20), unsigned=CR(0, 200, 8), known=KnownBits(0b1, 0, 8), sign_bits=4, non_zero=True)
    v = operand(facts)
    assert v is not None
    assert v.exact == [(2, 14)]  # [0, 20) ∩ even ∩ |x| < 16 ∖ {0}, ends on even values
    assert v.best == r8(2, 15) and v.unsigned == r8(2, 15) and v.signed == r8(2, 15)
    assert v.known.zero & 0xF1 == 0xF1


def test_i1024_is_fast() -> None:
    """No transfer function enumerates a range: every opcode at i1024 on wide random
    ranges stays well under a millisecond-scale budget."""
    w = 1024
    rng = random.Random(1024)

    def wide() -> ValueFacts:
        lo, hi = rng.getrandbits(w), rng.getrandbits(w)
        return rf(lo, hi, w) if lo != hi else ValueFacts.top(w)

    for _ in range(3):
        for op in BINARY:
            one(op, wide(), wide(), width=w, flags=tuple(ALLOWED_FLAGS.get(op, ())))
        for op in sorted(ICMPS):
            one(op, wide(), wide(), width=1)
        for op in (*UNARY, Op.BSWAP):
            one(op, wide(), width=w)
        for op in (Op.FSHL, Op.FSHR):
            one(op, wide(), wide(), wide(), width=w)
        for op in sorted(WITH_OVERFLOW):
            agg = one(op, wide(), wide(), width=w + 1)
            one(Op.EXTRACTVALUE, range_facts(agg) if not agg.is_empty else ValueFacts.top(w + 1), width=1, index=1)
        one(Op.TRUNC, wide(), width=7)
        one(Op.SEXT, rf(5, 3, 512), width=w)
