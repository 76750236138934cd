"""range_ops against brute force: every function on every pair of ranges at a small
width, the truth computed by the project's evaluator (docs/semantics.md), never by the
code under test.

Soundness is the claim "every defined, non-poison result lies in the returned range";
where the construction is exact (one piece at a time, the result set an interval) the
tests also demand the smallest such range.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from functools import cache, partial

import numpy as np
import pytest

from auditor.analyses.builtin import range_ops as ro
from auditor.domains.base import Domain, forward_domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, Inst, Ref, mask, to_signed
from auditor.ir.opcodes import ALLOWED_FLAGS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.oracles.sampling import mixed_radix
from auditor.semantics.concrete import Inputs, evaluate

Op = Opcode
CR = ConstantRange
RANGE = forward_domain(Domain.RANGE)
KNOWN = forward_domain(Domain.KNOWN_BITS)

Binary = Callable[[CR, CR], CR]
Unary = Callable[[CR], CR]


# --- brute force -----------------------------------------------------------------------


def all_ranges(w: int) -> list[CR]:
    n = 1 << w
    return [CR.full(w), CR.empty(w)] + [CR(lo, hi, w) for lo in range(n) for hi in range(n) if lo != hi]


@cache
def members(r: CR) -> np.ndarray:
    """Membership vector of a range over [0, 2^w)."""
    values = np.arange(1 << r.width)
    if r.is_full:
        return np.ones(len(values), dtype=bool)
    out: np.ndarray = ((values - r.lo) % (1 << r.width)) < r.size
    return out


@cache
def membership(w: int) -> np.ndarray:
    return np.array([members(r) for r in all_ranges(w)])


def table(op: Opcode, flags: frozenset[Flag], widths: tuple[int, ...], width: int) -> tuple[np.ndarray, np.ndarray]:
    """The op's value on every combination of operand values (axes in operand order),
    and where that value counts: defined, not poison."""
    insts = [Inst(Op.VAR, w) for w in widths]
    insts.append(Inst(op, width, tuple(Ref(i) for i in range(len(widths))), flags))
    fragment = Fragment(tuple(insts), tuple(f"v{i}" for i in range(len(insts))), len(insts) - 1)
    sizes = [1 << w for w in widths]
    columns = mixed_radix(sizes)
    ev = evaluate(fragment, Inputs(vars={i: c.astype(np.uint64) for i, c in enumerate(columns)}))
    shape = tuple(reversed(sizes))  # mixed_radix varies the first digit fastest
    values = ev.values[-1].astype(np.int64).reshape(shape).T
    ok = ev.fact_mask(len(insts) - 1).reshape(shape).T
    return values, ok


def truth_binary(values: np.ndarray, ok: np.ndarray, wa: int, wb: int, wr: int) -> np.ndarray:
    """truth[i, j, z]: some x in range i, y in range j give result z."""
    ma, mb = membership(wa).astype(np.int64), membership(wb).astype(np.int64)
    out = np.zeros((len(ma), len(mb), 1 << wr), dtype=bool)
    for z in range(1 << wr):
        hit = ((values == z) & ok).astype(np.int64)
        out[:, :, z] = (ma @ hit @ mb.T) > 0
    return out


def truth_unary(values: np.ndarray, ok: np.ndarray, wa: int, wr: int) -> np.ndarray:
    ma = membership(wa).astype(np.int64)
    out = np.zeros((len(ma), 1 << wr), dtype=bool)
    for z in range(1 << wr):
        out[:, z] = (ma @ ((values == z) & ok).astype(np.int64)) > 0
    return out


def smallest(truth: np.ndarray, w: int) -> int:
    """Size of the smallest range containing the true results (0 when there are none)."""
    return _smallest(truth.tobytes(), w)


@cache
def _smallest(truth: bytes, w: int) -> int:
    values = np.flatnonzero(np.frombuffer(truth, dtype=bool))
    return 0 if len(values) == 0 else RANGE.from_values(values.astype(np.uint64), w).size


def check_binary(
    op: Opcode,
    flags: frozenset[Flag],
    fn: Binary,
    w: int,
    optimal: bool = False,
    result_width: int | None = None,
    sample: int | None = None,
) -> None:
    """Every pair of ranges (or `sample` random pairs of them, always with the full
    and the empty range among the operands)."""
    wr = result_width or w
    values, ok = table(op, flags, (w, w), wr)
    truth = truth_binary(values, ok, w, w, wr)
    ranges = all_ranges(w)
    pairs = list(itertools.product(range(len(ranges)), repeat=2))
    if sample is not None:
        rng = random.Random(f"{op}{sorted(flags)}{w}")
        pairs = [p for p in pairs if 0 in p or 1 in p] + rng.sample(pairs, sample)
    for i, j in pairs:
        a, b = ranges[i], ranges[j]
        claimed = fn(a, b)
        assert claimed.width == wr
        missing = truth[i, j] & ~members(claimed)
        assert not missing.any(), f"{op} {sorted(flags)} {a} {b} -> {claimed} misses {np.flatnonzero(missing)}"
        if optimal:
            assert claimed.size == smallest(truth[i, j], wr), f"{op} {sorted(flags)} {a} {b} -> {claimed}"


def check_unary(
    op: Opcode, flags: frozenset[Flag], fn: Unary, w: int, result_width: int | None = None, optimal: bool = False
) -> None:
    wr = result_width or w
    values, ok = table(op, flags, (w,), wr)
    truth = truth_unary(values, ok, w, wr)
    for i, a in enumerate(all_ranges(w)):
        claimed = fn(a)
        assert claimed.width == wr
        missing = truth[i] & ~members(claimed)
        assert not missing.any(), f"{op} {sorted(flags)} {a} -> {claimed} misses {np.flatnonzero(missing)}"
        if optimal:
            assert claimed.size == smallest(truth[i], wr), f"{op} {sorted(flags)} {a} -> {claimed}"


def flag_sets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()))
    return [frozenset(c) for k in range(len(allowed) + 1) for c in itertools.combinations(allowed, k)]


# --- pieces, cover, intersect, known bits ------------------------------------------------


def test_pieces_and_cover_round_trip() -> None:
    for w in (1, 2, 3, 4):
        for r in all_ranges(w):
            ps = ro.pieces(r)
            assert sum(hi - lo + 1 for lo, hi in ps) == r.size
            assert ro.cover(ps, w) == r


def test_cover_is_the_smallest_range() -> None:
    rng = random.Random(7)
    for w in (1, 2, 3, 4, 5):
        for _ in range(300):
            values = sorted(rng.sample(range(1 << w), rng.randint(1, 1 << w)))
            ps = [(v, v) for v in values]
            got = ro.cover(ps, w)
            assert all(got.contains(v) for v in values)
            assert got == RANGE.from_values(np.array(values, dtype=np.uint64), w)
    assert ro.cover([], 3).is_empty


def test_intersect_exhaustive_i4() -> None:
    w = 4
    ranges, mem = all_ranges(w), membership(w)
    for i, a in enumerate(ranges):
        for j, b in enumerate(ranges):
            got = ro.intersect(a, b)
            both = mem[i] & mem[j]
            assert not (both & ~members(got)).any()
            assert got.size == smallest(both, w)
            assert got.size <= min(a.size, b.size)
            # The full set's shortcut gives what covering the pieces gives.
            assert got == ro.cover(ro.meet_pieces(ro.pieces(a), ro.pieces(b)), w)


def test_meet_and_union_all() -> None:
    rng = random.Random(3)
    w = 4
    ranges, mem = all_ranges(w), membership(w)
    for _ in range(500):
        picks = rng.sample(range(len(ranges)), 3)
        got = ro.meet([ranges[p] for p in picks], w)
        assert got.size == smallest(mem[picks[0]] & mem[picks[1]] & mem[picks[2]], w)
        joined = ro.union_all([ranges[p] for p in picks], w)
        assert joined.size == smallest(mem[picks[0]] | mem[picks[1]] | mem[picks[2]], w)


def test_known_bits_exhaustive_i4() -> None:
    w = 4
    for zero, one in itertools.product(range(16), repeat=2):
        if zero & one:
            continue
        k = KnownBits(zero, one, w)
        values = [v for v in range(16) if v & zero == 0 and v & one == one]
        unsigned, signed = ro.from_known_bits(k, False), ro.from_known_bits(k, True)
        assert unsigned == CR.from_bounds(min(values), max(values), w)
        svals = [to_signed(v, w) for v in values]
        assert signed.size == max(svals) - min(svals) + 1 and all(signed.contains(v) for v in values)
        assert ro.known_range(k).size <= min(unsigned.size, signed.size)
    for r, row in zip(all_ranges(w), membership(w), strict=True):
        column = np.flatnonzero(row).astype(np.uint64)
        if len(column):
            assert ro.to_known_bits(r) == KNOWN.from_values(column, w)


def test_clip_to_known_exhaustive_i4() -> None:
    w = 4
    facts = [KnownBits(z, o, w) for z, o in itertools.product(range(16), repeat=2) if not z & o]
    for r, row in zip(all_ranges(w), membership(w), strict=True):
        for k in facts:
            allowed = [v for v in np.flatnonzero(row) if v & k.zero == 0 and v & k.one == k.one]
            got = ro.clip_to_known(ro.pieces(r), k)
            assert sorted(v for lo, hi in got for v in range(lo, hi + 1) if v in allowed) == allowed
            assert all(lo in allowed and hi in allowed for lo, hi in got)


def test_merge_and_combine_known_bits() -> None:
    w = 3
    a, b = KnownBits(0b001, 0b100, w), KnownBits(0b100, 0b000, w)
    assert ro.merge_known(a, b) is None
    assert ro.merge_known(a, KnownBits(0b010, 0, w)) == KnownBits(0b011, 0b100, w)
    rng = random.Random(11)
    for _ in range(200):
        ka, kb = (KnownBits(z, rng.randrange(8) & ~z, w) for z in (rng.randrange(8), rng.randrange(8)))
        xs = [v for v in range(8) if v & ka.zero == 0 and v & ka.one == ka.one]
        ys = [v for v in range(8) if v & kb.zero == 0 and v & kb.one == kb.one]
        for combine, f in ((ro.known_and, int.__and__), (ro.known_or, int.__or__), (ro.known_xor, int.__xor__)):
            k = combine(ka, kb)
            assert all(f(x, y) & k.zero == 0 and f(x, y) & k.one == k.one for x in xs for y in ys)


# --- Hacker's Delight bounds: exact on intervals ---------------------------------------


@pytest.mark.parametrize("name", ["and", "or", "xor"])
def test_bitwise_bounds_exact_on_intervals(name: str) -> None:
    w = 4
    n = 1 << w
    x, y = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    values = {"and": x & y, "or": x | y, "xor": x ^ y}[name]
    lo_fn, hi_fn = {
        "and": (ro._min_and, ro._max_and),
        "or": (ro._min_or, ro._max_or),
        "xor": (ro._min_xor, ro._max_xor),
    }[name]
    for a, b in itertools.combinations_with_replacement(range(n), 2):
        for c, d in itertools.combinations_with_replacement(range(n), 2):
            block = values[a : b + 1, c : d + 1]
            assert lo_fn(a, b, c, d, w) == block.min(), (name, a, b, c, d)
            assert hi_fn(a, b, c, d, w) == block.max(), (name, a, b, c, d)


# --- every operation on every pair of ranges at i3 -------------------------------------

W = 3


@pytest.mark.parametrize("op", [Op.ADD, Op.SUB])
@pytest.mark.parametrize("flags", flag_sets(Op.ADD))
def test_add_sub(op: Opcode, flags: frozenset[Flag]) -> None:
    nuw, nsw = Flag.NUW in flags, Flag.NSW in flags
    fn = ro.add if op is Op.ADD else ro.sub
    check_binary(op, flags, lambda a, b: fn(a, b, nuw, nsw), W, optimal=True)


@pytest.mark.parametrize("flags", flag_sets(Op.MUL))
def test_mul(flags: frozenset[Flag]) -> None:
    nuw, nsw = Flag.NUW in flags, Flag.NSW in flags
    check_binary(Op.MUL, flags, lambda a, b: ro.mul(a, b, nuw, nsw), W)


@pytest.mark.parametrize("flags", flag_sets(Op.SHL))
def test_shl(flags: frozenset[Flag]) -> None:
    nuw, nsw = Flag.NUW in flags, Flag.NSW in flags
    check_binary(Op.SHL, flags, lambda a, b: ro.shl(a, b, nuw, nsw), W)
    check_binary(Op.SHL, flags, lambda a, b: ro.shl(a, b, nuw, nsw), 4, sample=3000)


def test_shl_by_hulls_when_amounts_are_many(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hull formulas alone (what i1024 with unknown amounts uses) are sound too."""
    monkeypatch.setattr(ro, "ENUMERATION_LIMIT", 0)
    for flags in flag_sets(Op.SHL):
        nuw, nsw = Flag.NUW in flags, Flag.NSW in flags
        check_binary(Op.SHL, flags, partial(ro.shl, nuw=nuw, nsw=nsw), W)
    for op, fn in ((Op.LSHR, ro.lshr), (Op.ASHR, ro.ashr), (Op.USHL_SAT, ro.ushl_sat), (Op.SSHL_SAT, ro.sshl_sat)):
        check_binary(op, frozenset(), fn, W)


@pytest.mark.parametrize(("op", "fn"), [(Op.UDIV, ro.udiv), (Op.SDIV, ro.sdiv), (Op.LSHR, ro.lshr), (Op.ASHR, ro.ashr)])
@pytest.mark.parametrize("exact", [False, True])
def test_exact_ops(op: Opcode, fn: Callable[[CR, CR, bool], CR], exact: bool) -> None:
    flags = frozenset({Flag.EXACT}) if exact else frozenset()
    check_binary(op, flags, lambda a, b: fn(a, b, exact), W)
    if op is Op.SDIV:
        check_binary(op, flags, lambda a, b: fn(a, b, exact), 4, sample=3000)


PLAIN_BINARY: list[tuple[Opcode, Binary, bool]] = [
    (Op.UREM, ro.urem, False),
    (Op.SREM, ro.srem, False),
    (Op.AND, ro.binary_and, False),
    (Op.OR, ro.binary_or, False),
    (Op.XOR, ro.binary_xor, False),
    (Op.UMIN, ro.umin, True),
    (Op.UMAX, ro.umax, True),
    (Op.SMIN, ro.smin, True),
    (Op.SMAX, ro.smax, True),
    (Op.UADD_SAT, ro.uadd_sat, True),
    (Op.USUB_SAT, ro.usub_sat, True),
    (Op.SADD_SAT, ro.sadd_sat, True),
    (Op.SSUB_SAT, ro.ssub_sat, True),
    (Op.USHL_SAT, ro.ushl_sat, False),
    (Op.SSHL_SAT, ro.sshl_sat, False),
]


@pytest.mark.parametrize(("op", "fn", "optimal"), PLAIN_BINARY, ids=[c[0].value for c in PLAIN_BINARY])
def test_plain_binary(op: Opcode, fn: Binary, optimal: bool) -> None:
    check_binary(op, frozenset(), fn, W, optimal=optimal)


def test_or_disjoint() -> None:
    check_binary(Op.OR, frozenset({Flag.DISJOINT}), lambda a, b: ro.binary_or(a, b, disjoint=True), W)


def test_bitwise_with_known_bits() -> None:
    """Extra known bits narrow and/or/xor without losing a value."""
    w = 4
    rng = random.Random(5)
    for _ in range(400):
        xs = rng.sample(range(16), rng.randint(1, 6))
        ys = rng.sample(range(16), rng.randint(1, 6))
        a = RANGE.from_values(np.array(xs, dtype=np.uint64), w)
        b = RANGE.from_values(np.array(ys, dtype=np.uint64), w)
        ka = KNOWN.from_values(np.array(xs, dtype=np.uint64), w)
        kb = KNOWN.from_values(np.array(ys, dtype=np.uint64), w)
        for fn, f in ((ro.binary_and, int.__and__), (ro.binary_or, int.__or__), (ro.binary_xor, int.__xor__)):
            got = fn(a, b, ka, kb)
            assert all(got.contains(f(x, y)) for x in xs for y in ys), (fn, xs, ys, got)


@pytest.mark.parametrize("op", sorted(ICMPS))
@pytest.mark.parametrize("samesign", [False, True])
def test_icmp(op: Opcode, samesign: bool) -> None:
    flags = frozenset({Flag.SAMESIGN}) if samesign else frozenset()
    check_binary(op, flags, lambda a, b: ro.icmp_result(op, a, b, samesign), W, result_width=1)


@pytest.mark.parametrize("op", sorted(WITH_OVERFLOW))
def test_with_overflow(op: Opcode) -> None:
    for w in (1, 2, 3):
        check_binary(op, frozenset(), partial(ro.with_overflow, op), w, result_width=w + 1)


def _ctpop(a: CR, flag: bool) -> CR:
    return ro.ctpop(a)


@pytest.mark.parametrize(
    ("op", "flag", "fn"),
    [
        (Op.CTPOP, None, _ctpop),
        (Op.CTLZ, Flag.ZERO_POISON, ro.ctlz),
        (Op.CTTZ, Flag.ZERO_POISON, ro.cttz),
        (Op.ABS, Flag.INT_MIN_POISON, ro.abs_),
    ],
)
def test_unary(op: Opcode, flag: Flag | None, fn: Callable[[CR, bool], CR]) -> None:
    """Exact: each is monotone or has its extremes at known points on a piece, and the
    values in between all occur."""
    for w in (1, 2, 3, 4, 5):
        for on in (False, True) if flag else (False,):
            flags = frozenset({flag}) if on and flag else frozenset()
            check_unary(op, flags, partial(_flagged, fn, on), w, optimal=True)


def _flagged(fn: Callable[[CR, bool], CR], flag: bool, a: CR) -> CR:
    return fn(a, flag)


def test_casts() -> None:
    for src, dst in itertools.permutations(range(1, 6), 2):
        if src < dst:
            check_unary(Op.ZEXT, frozenset(), partial(ro.zext, width=dst), src, dst, optimal=True)
            check_unary(Op.ZEXT, frozenset({Flag.NNEG}), partial(ro.zext, width=dst, nneg=True), src, dst, optimal=True)
            check_unary(Op.SEXT, frozenset(), partial(ro.sext, width=dst), src, dst, optimal=True)
        else:
            for flags in flag_sets(Op.TRUNC):
                nuw, nsw = Flag.NUW in flags, Flag.NSW in flags
                check_unary(Op.TRUNC, flags, partial(ro.trunc, width=dst, nuw=nuw, nsw=nsw), src, dst, optimal=True)


# --- LLVM-like results, pinned ---------------------------------------------------------


def r8(lo: int, hi: int) -> CR:
    return CR(lo & 0xFF, hi & 0xFF, 8)


def test_pinned_results() -> None:
    full8 = CR.full(8)
    assert ro.add(r8(0, 10), r8(5, 6), nuw=True) == r8(5, 15)
    assert ro.add(r8(250, 5), r8(1, 2)) == r8(251, 6)
    assert ro.sub(ro.point(0, 8), full8).is_full
    assert ro.sub(r8(10, 20), r8(0, 5), nuw=True) == r8(6, 20)
    assert ro.sub(r8(0, 3), r8(5, 6), nuw=True).is_empty  # always wraps: always poison
    assert ro.mul(r8(2, 4), r8(3, 5)) == r8(6, 13)
    assert ro.mul(r8(-2, 3), r8(-1, 2)) == r8(-2, 3)
    assert ro.mul(ro.point(255, 8), r8(3, 10)) == r8(-9, -2)
    assert ro.urem(full8, ro.point(8, 8)) == r8(0, 8)
    assert ro.urem(r8(17, 20), ro.point(8, 8)) == r8(1, 4)
    assert ro.srem(full8, ro.point(8, 8)) == r8(-7, 8)
    assert ro.udiv(r8(100, 201), r8(0, 11)) == r8(10, 201)  # the zero divisor is UB
    assert ro.sdiv(ro.point(0x80, 8), ro.point(0xFF, 8)).is_empty  # INT_MIN / -1 is UB
    assert ro.sdiv(r8(-100, 101), ro.point(10, 8)) == r8(-10, 11)
    assert ro.binary_and(full8, ro.point(15, 8)) == r8(0, 16)
    assert ro.binary_or(r8(0, 4), ro.point(0xF0, 8)) == r8(0xF0, 0xF4)
    assert ro.binary_xor(r8(0, 16), ro.point(255, 8)) == r8(240, 256)
    assert ro.shl(ro.point(1, 8), r8(0, 8)) == r8(1, 129)
    assert ro.shl(r8(-3, 3), ro.point(2, 8)) == r8(-12, 9)
    assert ro.lshr(full8, ro.point(4, 8)) == r8(0, 16)
    assert ro.ashr(full8, ro.point(4, 8)) == r8(-8, 8)
    assert ro.lshr(full8, ro.point(8, 8)).is_empty  # the amount is always ≥ w: poison
    assert ro.ctlz(ro.point(0, 8), zero_poison=True).is_empty
    assert ro.ctlz(r8(1, 16)) == r8(4, 8)
    assert ro.cttz(full8) == r8(0, 9)
    assert ro.ctpop(r8(0, 16)) == r8(0, 5)
    assert ro.abs_(r8(-5, 3)) == r8(0, 6)
    assert ro.abs_(full8, int_min_poison=True) == r8(0, 128)
    assert ro.abs_(full8) == r8(0, 129)
    assert ro.umax(r8(3, 5), r8(0, 10)) == r8(3, 10)
    assert ro.smin(r8(-3, 5), r8(0, 10)) == r8(-3, 5)
    assert ro.zext(r8(-2, 2), 16) == CR(0, 256, 16)
    assert ro.sext(r8(-2, 2), 16) == CR(0xFFFE, 2, 16)
    assert ro.trunc(CR(0x100, 0x105, 16), 8) == r8(0, 5)
    assert ro.uadd_sat(r8(250, 252), r8(5, 10)) == r8(255, 0)
    assert ro.ssub_sat(r8(-128, -120), ro.point(10, 8)) == r8(-128, -127)
    one, zero = ro.point(1, 1), ro.point(0, 1)
    assert ro.icmp_result(Op.ULT, r8(0, 10), r8(10, 20)) == one
    assert ro.icmp_result(Op.SGT, r8(0, 10), r8(-10, 0)) == one
    assert ro.icmp_result(Op.EQ, r8(0, 10), r8(10, 20)) == zero
    assert ro.icmp_result(Op.ULT, r8(0, 10), r8(5, 20)).is_full
    assert ro.icmp_result(Op.ULT, r8(-5, 3), r8(3, 4), samesign=True) == one  # a ≥ 0 like b
    assert ro.icmp_result(Op.ULT, r8(-5, 3), r8(3, 4)).is_full
    assert ro.icmp_result(Op.SLT, ro.point(0x80, 8), ro.point(1, 8), samesign=True).is_empty
    agg = ro.with_overflow(Op.UADD_WO, r8(0, 10), r8(0, 10))
    assert agg.unsigned_max < 256  # no overflow: flag known 0


def test_singletons_are_exact() -> None:
    """On single values every operation returns the single result (or empty when it is
    poison or UB)."""
    rng = random.Random(1)
    w = 8
    binary: list[tuple[Opcode, Binary]] = [
        (Op.ADD, ro.add),
        (Op.SUB, ro.sub),
        (Op.MUL, ro.mul),
        (Op.UDIV, ro.udiv),
        (Op.SDIV, ro.sdiv),
        (Op.UREM, ro.urem),
        (Op.SREM, ro.srem),
        (Op.SHL, ro.shl),
        (Op.LSHR, ro.lshr),
        (Op.ASHR, ro.ashr),
        (Op.AND, ro.binary_and),
        (Op.OR, ro.binary_or),
        (Op.XOR, ro.binary_xor),
        (Op.UMIN, ro.umin),
        (Op.SMAX, ro.smax),
        (Op.SADD_SAT, ro.sadd_sat),
        (Op.USHL_SAT, ro.ushl_sat),
        (Op.SSHL_SAT, ro.sshl_sat),
    ]
    pairs = [(rng.randrange(256), rng.randrange(256)) for _ in range(40)] + [(0x80, 0xFF), (5, 0), (1, 9)]
    for op, fn in binary:
        values, ok = table_i8(op)
        for x, y in pairs:
            got = fn(ro.point(x, w), ro.point(y, w))
            if ok[x, y]:
                assert got == ro.point(int(values[x, y]), w), (op, x, y, got)
            else:
                assert got.is_empty, (op, x, y, got)


@cache
def table_i8(op: Opcode) -> tuple[np.ndarray, np.ndarray]:
    return table(op, frozenset(), (8, 8), 8)


def test_wide_widths_are_cheap() -> None:
    """Nothing enumerates a range: i1024 operations on wide ranges return at once."""
    w = 1024
    rng = random.Random(9)
    for _ in range(5):
        lo, hi = rng.getrandbits(w), rng.getrandbits(w)
        a = CR(lo, hi, w) if lo != hi else CR.full(w)
        b = CR(rng.getrandbits(w), rng.getrandbits(w), w)
        for fn in (ro.add, ro.sub, ro.mul, ro.udiv, ro.sdiv, ro.urem, ro.srem, ro.binary_and, ro.binary_xor):
            fn(a, b)
        for shift in (ro.shl, ro.lshr, ro.ashr, ro.ushl_sat, ro.sshl_sat):
            shift(a, CR.full(w))
        ro.with_overflow(Op.SMUL_WO, a, b)
        ro.ctpop(a), ro.cttz(a), ro.ctlz(a), ro.trunc(a, 8), ro.sext(ro.trunc(a, 512), 1024)
    assert mask(w) == CR.full(w).lo
