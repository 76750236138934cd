"""Affine runs: proven arithmetic progressions of reached values.

A dense value set with small interior gaps — `urem x, c`, `srem x, y`, a divisor `y`
that only has to be non-zero mod 256, `phi(0, x + 24)` — has a smallest range that no
number of witnesses proves (there is a gap between every two of them) and that Z3's ∃∀
query gives up on. Such sets are reached along *runs*: with every input but x fixed,
x = x0 + t·k gives the value a + s·k for a long interval of k. A run is found by
evaluating the fragment concretely (an exponential probe, then a 64-way search of each
end) and proven with one quantifier-free query: "is there a k in the interval where the
execution is not one facts hold on, or the value is not a + s·k?". Proven runs and the
samples are all reached; the largest circular gap of their union bounds every gap of
the reached set, so the complement of that gap, once proven to contain every reached
value, is the smallest range (`covered_range`).
"""

from __future__ import annotations

import bisect
import itertools
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

import numpy as np
import z3

from auditor.domains.ranges import ConstantRange, merged_intervals
from auditor.ir.fragment import Const, Inst, Ref, cone_of, forward_cone, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.integer import INTEGER_MS, Lifting, lifting
from auditor.oracles.sampling import InputPoint, along_input, lane_point
from auditor.oracles.session import Session, Unknown
from auditor.semantics.concrete import evaluate

SEEDS = 5  # executions runs start from: the target's unsigned and signed extremes, a middle one
STRIDES = (1, 2)  # x steps: 2 reaches "every odd x" when every even one is excluded somewhere
SHIFT_STRIDES = (
    2  # x steps of 2^c, for right shifts by c or truncations to c bits of x (`RunFinder._shift_strides`), at most
)
RUN_QUERIES = 8  # proofs of runs per target at most
RUN_GIVE_UPS = 2
"""Proofs that give up before a target's other runs are left alone: its runs are runs of
one value, as hard to prove one as another: after two give-ups a third proof hardly ever
settles a range. Larger: more time given up on targets whose runs stay unproven (see
docs/history.md)."""
MAX_PROBES = 36  # concrete searches per target at most (each ~a dozen evaluations)
SEARCH_LANES = 64  # points per concrete evaluation of the end search
RUN_J = "!run.j"  # the run position in proofs (the reader's names never contain '!')
RUN_R = "!run.r"  # a family's residue in proofs
FAMILY_RESIDUES = 1024  # x residues one proof of a family of runs covers at most
FAMILY_CHECKS = 48  # run positions a family is checked at concretely before its proof
FAMILY_PROOFS = 2  # proofs of families per target at most


@dataclass(frozen=True)
class Run:
    """Values start + step·j (mod 2^width), j in [0, count), all reached and distinct
    (step·(count − 1) < 2^width)."""

    start: int
    step: int
    count: int
    width: int

    @property
    def last(self) -> int:
        return (self.start + self.step * (self.count - 1)) & mask(self.width)

    @property
    def inner_gap(self) -> int:
        """The largest number of consecutive values between two of the run's."""
        return self.step - 1 if self.count > 1 else 0

    @property
    def span(self) -> int:
        return self.step * (self.count - 1) + 1

    def holds(self, other: Run) -> bool:
        """Whether every value of `other` is one of this run's: it starts on this run's
        progression, steps by a multiple of its step and ends within its span."""
        offset = (other.start - self.start) & mask(self.width)
        return (
            other.width == self.width
            and offset % self.step == 0
            and other.step % self.step == 0
            and offset + other.span <= self.span
        )


@dataclass(frozen=True)
class _Probe:
    """A run found concretely, with what its proof needs: every input but `x` at the
    seed execution, x = x0 + t·(k_min + j) (t < 0 for a run that descends as x grows:
    j then counts its values upwards all the same)."""

    run: Run
    x: int
    x0: int
    t: int
    k_min: int
    vars: dict[int, int]
    choices: dict[int, int]
    freezes: dict[int, int]
    residues: tuple[tuple[int, int], ...] = ()
    """For a *family* (`RunFinder.family`): (r, start) for each run at x0 + r in place
    of x0 (r < |t|; the first is (0, run.start)); () for one run."""

    @property
    def runs(self) -> list[Run]:
        """The runs the probe's proof shows: one, or a family's distinct ones."""
        if not self.residues:
            return [self.run]
        return [replace(self.run, start=start) for start in dict.fromkeys(start for _, start in self.residues)]


def probed_runs(probes: Sequence[_Probe]) -> list[Run]:
    """Every run the probes found (a family's all), as their proofs would show them."""
    return [run for p in probes for run in p.runs]


def largest_gap(runs: Sequence[Run], values: np.ndarray, width: int) -> tuple[int, int] | None:
    """The circular gap (first value, size) whose complement is the smallest range of
    every set that holds the values of the runs and `values` and none in that gap: the
    largest gap of that union, the first among equals in the order the range domain
    breaks ties in (`gap_key`). A gap inside a run or comb counts as one of the
    union's (`_Span.first_gaps`; lz4's length codes reach every value but those
    ≡ 16 mod 256, by combs of runs in steps of 256, and their smallest range leaves out
    just 16) unless the samples hit the span's inner gaps — then it is *porous*, the
    reached set fills its gaps, and nothing is named when one of them could be the
    answer. None when the union does not decide it."""
    spans = _spans(runs)
    gaps = _outer_gaps(spans, values, width)
    if not gaps:
        return None
    inner = _open_spans(runs, spans)
    size = max([g for _, g in gaps] + [span.gap for span in inner])
    if size == 0:
        return None
    candidates = [g for g in gaps if g[1] == size]
    named_from = [span for span in inner if span.gap == size]
    reached = sorted({int(v) for v in values}) if named_from else []
    for span in named_from:
        if span.porous(reached):
            return None
        named = span.first_gaps(size, lambda g: not _holds_any(g, runs, reached, width))
        if named is None:
            return None
        candidates += named
    return min(candidates, key=lambda g: gap_key(g, width))


def _holds_any(gap: tuple[int, int], runs: Sequence[Run], reached: list[int], width: int) -> bool:
    """Whether a run's value or a sampled one (`reached`, sorted) lies in the circular
    gap (first, size)."""
    first, size = gap
    n = 1 << width
    for lo, hi in ((first, min(first + size, n)), (0, first + size - n)):
        if lo < hi and bisect.bisect_left(reached, lo) < bisect.bisect_left(reached, hi):
            return True
    for r in runs:
        if (r.start - first) % n < size:  # the run's first value
            return True
        behind = (first - r.start) % n  # else the first value at or after `first`
        j = -(-behind // r.step)
        if j < r.count and j * r.step - behind < size:
            return True
    return False


def gap_key(gap: tuple[int, int], width: int) -> tuple[int, int]:
    """The order `RangeDomain.from_values` picks among equally large gaps: the one
    whose complement does not wrap unsigned (it holds 0 or 2^w − 1) first, then the one
    whose complement does not wrap signed (it holds 2^(w−1) − 1 or 2^(w−1)), then the
    lowest."""
    first, size = gap
    n, s = 1 << width, 1 << (width - 1)

    def holds(v: int) -> bool:
        return (v - first) % n < size

    rank = 0 if holds(0) or holds(n - 1) else 1 if holds(s - 1) or holds(s) else 2
    return rank, first


def gap_bound(runs: Sequence[Run], values: np.ndarray, width: int) -> int:
    """No gap of the reached set is larger (the union of the runs and `values` is
    reached, so every gap of the reached set lies inside one of the union's)."""
    spans = _spans(runs)
    gaps = _outer_gaps(spans, values, width)
    return max([_inner_gap(runs, spans), *(size for _, size in gaps)]) if gaps else 1 << width


def dense_gap_bound(runs: Sequence[Run], values: np.ndarray, width: int, inner: int = 0) -> int:
    """The largest gap between `values` and the spans of the runs whose inner gaps are
    at most `inner` — with 0, runs of step 1 and combs without gaps (`_spans`) — the
    first value of each: what proofs of such runs could show at best. Runs in larger
    steps count for nothing here: they never close a gap to that."""
    gaps = circular_gaps([piece for span in _spans(runs) if span.gap <= inner for piece in span.pieces], values, width)
    return max(size for _, size in gaps) if gaps else 1 << width


@dataclass(frozen=True)
class _Span:
    """What runs cover together: the values base + k·q + o (mod 2^w) for q in
    [0, periods) and o in `offsets` (sorted, the first 0) — one run: offsets (0,) and
    period its step; a comb (`_spans`): the residues its runs share in a stretch of
    blocks — as `pieces` (one or two intervals from a value to a value: two when it
    wraps, meeting at the wrap)."""

    pieces: list[tuple[int, int]]
    base: int
    period: int
    offsets: tuple[int, ...]
    periods: int
    width: int

    @property
    def _extent(self) -> int:
        """The last value's distance from `base` (unwrapped)."""
        return self.period * (self.periods - 1) + self.offsets[-1]

    @cached_property
    def _period_gaps(self) -> list[tuple[int, int, bool]]:
        """(offset, size, across periods) of the gaps of one period: after each offset
        but the last, and after the last to the next period (none after the last
        period)."""
        o, k = self.offsets, self.period
        found = [(o[i] + 1, o[i + 1] - o[i] - 1, False) for i in range(len(o) - 1)]
        if self.periods > 1:
            found.append((o[-1] + 1, k - o[-1] - 1, True))
        return found

    @cached_property
    def gap(self) -> int:
        """The largest gap between two of the span's values."""
        return max((size for _, size, _ in self._period_gaps), default=0)

    def _patterns(self, size: int) -> list[tuple[int, int, bool]]:
        """The gaps of one period (`_period_gaps`) that are `size` large."""
        return [p for p in self._period_gaps if p[1] == size]

    def porous(self, reached: list[int]) -> bool:
        """Whether a sampled value (`reached`, sorted) lies inside the span and is not
        one of its values: the span's gaps are then not the reached set's."""
        n, members = 1 << self.width, set(self.offsets)
        for v in reached:
            u = (v - self.base) % n
            if u <= self._extent and u % self.period not in members:
                return True
        return False

    def gap_at(self, point: int) -> tuple[int, int] | None:
        """The inner gap (first value, size) that holds the unwrapped `point`, if any."""
        u = point - self.base
        if u < 0 or u > self._extent:
            return None
        q, off = divmod(u, self.period)
        o = self.offsets
        i = bisect.bisect_right(o, off) - 1
        if o[i] == off:
            return None
        size = o[i + 1] - o[i] - 1 if i + 1 < len(o) else self.period - o[i] - 1
        return (self.base + self.period * q + o[i] + 1) % (1 << self.width), size

    def first_gaps(self, size: int, clear: Callable[[tuple[int, int]], bool]) -> list[tuple[int, int]] | None:
        """The inner gaps `size` large and `clear` that could come first in `gap_key`'s
        order: those holding 0, 2^w − 1, 2^(w−1) − 1 or 2^(w−1), and the lowest of the
        rest (None when the FIRST_GAPS lowest are not clear)."""
        n, s = 1 << self.width, 1 << (self.width - 1)
        found: list[tuple[int, int]] = []
        for point in (n - 1, n, s - 1, s, s - 1 + n, s + n):
            gap = self.gap_at(point)
            if gap is not None and gap[1] == size and clear(gap) and gap not in found:
                found.append(gap)
        for gap in itertools.islice(self._ascending(size), FIRST_GAPS):
            if clear(gap):
                return [*found, gap]
        return None

    def _ascending(self, size: int) -> Iterator[tuple[int, int]]:
        """The inner gaps `size` large, by first value: those past the wrap first."""
        n, k = 1 << self.width, self.period
        patterns = self._patterns(size)
        if not patterns:
            return

        def unwrapped(q0: int) -> Iterator[tuple[int, int]]:
            for q in range(q0, self.periods):
                for offset, gap, across in patterns:
                    if not across or q < self.periods - 1:
                        yield self.base + k * q + offset, gap

        for first, gap in unwrapped(max(0, (n - self.base) // k - 1)):  # from the period the wrap lies in
            if first >= n:
                yield first - n, gap
        for first, gap in unwrapped(0):
            if first >= n:
                return
            yield first, gap


FIRST_GAPS = 64
"""Inner gaps of a span tried, lowest first, for the lowest one no run or sample holds."""


def _inner_gap(runs: Sequence[Run], spans: list[_Span]) -> int:
    """The largest gap inside a run, or a comb of runs (the runs' `spans`), that no run
    of every value fills (`_open_spans`)."""
    return max((span.gap for span in _open_spans(runs, spans)), default=0)


def _open_spans(runs: Sequence[Run], spans: list[_Span]) -> list[_Span]:
    """The runs' `spans` with gaps inside that no run of every value fills: a run of
    every odd value has gaps of one, filled when runs of step 1 reach all its span."""
    filled = _filled(runs)
    return [
        span
        for span in spans
        if span.gap and not all(any(lo <= a and b <= hi for lo, hi in filled) for a, b in span.pieces)
    ]


def _spans(runs: Sequence[Run]) -> list[_Span]:
    """What the runs cover (`_Span`): each run on its own, but runs of one
    power-of-two step k, two or more, as *combs*. Such runs interleave
    (brotli's prefix codes `x >> (30 − ctlz(trunc x))` reach h·2^32 + 2 and h·2^32 + 3
    for every h: two runs with gaps of 2^32 − 1 whose union has gaps of 2^32 − 2 and
    0; mlkem's `umax(x + k, x | 1) − 2k·y` every odd value at k = 1 and all but a few
    even ones at k = 2). Write each value r + k·q (0 ≤ r < k, q mod 2^w/k: k divides
    2^w, so a run is one residue r over an arc of blocks q). Between the arcs' ends
    every block has the same residues R; there the union is R repeated every k, with
    gaps R's neighbours' differences − 1 and, from one block to the next,
    min R + k − max R − 1. Its span, from min R in the arc's first block to max R in
    its last, is at most 2^w values; one that wraps is given as two pieces that meet
    at the wrap (the gap across it is one of the comb's)."""
    groups: dict[int, list[Run]] = defaultdict(list)
    for r in runs:
        if r.step > 1 and r.step & (r.step - 1) == 0 and r.count > 1:
            groups[r.step].append(r)
    combed = {id(r) for members in groups.values() if len(members) > 1 for r in members}
    spans = [_Span(_pieces(r), r.start, r.step, (0,), r.count, r.width) for r in runs if id(r) not in combed]
    for k, members in groups.items():
        if len(members) < 2:
            continue
        width = members[0].width
        blocks = (1 << width) // k
        arcs = [(r.start % k, r.start // k, r.count) for r in members]
        ends = sorted({q for _, q0, n in arcs for q in (q0, (q0 + n) % blocks)})
        for i, a in enumerate(ends):
            length = (ends[(i + 1) % len(ends)] - a) % blocks or blocks
            residues = sorted({r for r, q0, n in arcs if (a - q0) % blocks < n})
            if not residues:
                continue
            first = residues[0] + k * a
            last = residues[-1] + k * (a + length - 1)
            n = 1 << width
            pieces = [(first, last)] if last < n else [(first, n - 1), (0, last - n)]
            offsets = tuple(r - residues[0] for r in residues)
            spans.append(_Span(pieces, first, k, offsets, length, width))
    return spans


def _pieces(run: Run) -> list[tuple[int, int]]:
    """The run's span as one or two intervals from a value of the run to a value of
    it (it may wrap around 2^w: each side then ends at its last value before the wrap,
    or starts at its first after)."""
    n = 1 << run.width
    if run.start + run.step * (run.count - 1) < n:
        return [(run.start, run.last)]
    before = (n - run.start - 1) // run.step  # the run's last k below 2^w
    return [(run.start, run.start + run.step * before), (run.start + run.step * (before + 1) - n, run.last)]


def _filled(runs: Sequence[Run]) -> list[list[int]]:
    """The values the runs of step 1 hold, as merged intervals."""
    return merged_intervals([piece for r in runs if r.step == 1 for piece in _pieces(r)])


def _outer_gaps(spans: list[_Span], values: np.ndarray, width: int) -> list[tuple[int, int]]:
    """(first value, size) of every circular gap between runs' `spans` and `values`."""
    return circular_gaps([piece for span in spans for piece in span.pieces], values, width)


def circular_gaps(intervals: list[tuple[int, int]], values: np.ndarray, width: int) -> list[tuple[int, int]]:
    """(first value, size) of every circular gap between the intervals and `values`."""
    n = 1 << width
    intervals = intervals + [(v, v) for v in (int(v) for v in np.unique(values.astype(object)))]
    if not intervals:
        return []
    merged = merged_intervals(intervals)
    gaps = [(merged[i][1] + 1, merged[i + 1][0] - merged[i][1] - 1) for i in range(len(merged) - 1)]
    gaps.append(((merged[-1][1] + 1) & mask(width), merged[0][0] + n - merged[-1][1] - 1))
    return gaps


def new_values(run: Run, proven: Sequence[Run]) -> int:
    """About how many of the run's values no run of `proven` holds: its span outside
    the proven runs of step 1, in its steps (0 when one proven run holds it). What a
    proof of it would add — the order `most_new_first` proves runs in."""
    if any(r.holds(run) for r in proven):
        return 0
    filled = _filled(proven)
    outside = 0
    for a, b in _pieces(run):
        outside += b - a + 1 - sum(max(0, min(b, hi) - max(a, lo) + 1) for lo, hi in filled)
    return -(-outside // run.step)


def most_new_first(probes: Sequence[_Probe], proven: Sequence[Run]) -> Iterator[_Probe]:
    """The probes in turn, each time the one whose run adds the most values to the runs
    proven by then (`new_values`; the earlier of equals), until none adds any. With a
    fixed order, runs that the first proofs made redundant spent the target's
    RUN_QUERIES (`(trunc x << 8) + c nsw` in 24-bit strides: the runs in steps of 2 over
    every value the two longest runs of step 1 had already shown) before the run that
    fills the last gap was tried."""
    left = list(probes)
    while left:
        gains = [sum(new_values(run, proven) for run in p.runs) for p in left]
        best = max(range(len(left)), key=lambda i: gains[i])
        if gains[best] == 0:
            return
        yield left.pop(best)


def gap_complement(gap: tuple[int, int], width: int) -> ConstantRange:
    """The cover that leaves out exactly `gap`."""
    first, size = gap
    if size == 0:
        return ConstantRange.full(width)
    return ConstantRange.non_empty(first + size, first, width)


def _moving_steps(insts: Sequence[Inst], inst: Inst, on_x: set[int], x_width: int) -> list[int]:
    """Steps of x along which `inst` moves by a constant (`RunFinder._shift_strides`):
    2^c for `lshr`/`ashr v, c` of a value on x and for `and v, m` with m clearing just
    the c low bits (c ≥ 2), d for a division or remainder by a constant d ≥ 3, and
    2^c for a division by `shl z, c` (c ≥ 2) not on x: at z = 1 it moves once every
    2^c steps (pycryptodome's counter blocks, `n / (blocks << 4)`)."""
    if inst.op is Opcode.AND:
        steps = []
        for k in inst.operands:
            if not isinstance(k, Const) or not k.value:
                continue
            low = k.value & -k.value  # 2^c, c the mask's trailing zeros
            cleared_only = k.value | (low - 1) == mask(inst.width)
            if cleared_only and 2 < low < 1 << x_width:
                steps.append(low)
        return steps
    if inst.op in (Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM):
        d = inst.operands[1]
        if isinstance(d, Ref) and d.index not in on_x and inst.op in (Opcode.UDIV, Opcode.SDIV):
            shl = insts[d.index]
            if shl.op is Opcode.SHL and isinstance(c := shl.operands[1], Const) and 1 < c.value < x_width:
                return [1 << c.value]
        return [d.value] if isinstance(d, Const) and 2 < d.value < 1 << x_width else []
    if inst.op in (Opcode.LSHR, Opcode.ASHR):
        value, amount = inst.operands
        if isinstance(value, Ref) and value.index in on_x and isinstance(amount, Const) and 1 < amount.value < x_width:
            return [1 << amount.value]
    return []


def _trunc_steps(insts: Sequence[Inst], inst: Inst, on_x: set[int], x_width: int) -> list[int]:
    """2^c for a `trunc` of a value on x to c < x's width bits (`RunFinder._trunc_strides`)."""
    if inst.op is Opcode.TRUNC:
        (value,) = inst.operands
        if isinstance(value, Ref) and value.index in on_x and inst.width < x_width:
            return [1 << inst.width]
    return []


class RunFinder:
    """Runs of instruction `index` shifted right by `shift` (the value a range search's
    `range_search.target.Target` is)."""

    def __init__(self, session: Session, index: int, shift: int) -> None:
        self.session = session
        self.fragment = session.fragment
        self.index = index
        self.shift = shift
        self.width = self.fragment.insts[index].width - shift
        self.proofs = 0
        self.give_ups = 0
        self.family_proofs = 0
        self.proven: list[Run] = []  # the runs `prove` returned, in order
        self._routes: dict[tuple[tuple[int, int], ...], tuple[Lifting, Any] | None] = {}  # `_route`'s, per choices

    def longest_first(self) -> list[_Probe]:
        """Every candidate (`candidates`), the longest span first: the order proofs
        are tried in, each proof one query."""
        return sorted(self.candidates(), key=lambda p: -p.run.span)

    def candidates(self) -> Iterator[_Probe]:
        """Concretely found runs from a few seed executions, longest first per seed: in
        steps of 1, 2 and 2^c for right shifts by c first, from every seed, then in
        steps of 2^c for truncations to c bits with the probes left (MAX_PROBES in
        all): taken together, the extra steps of four inputs used up the probes before
        the seed whose run of every value proved a full set was reached."""
        seen: set[Run] = set()
        cone = cone_of(self.fragment, self.index)
        inputs = [x for x in self.fragment.inputs() if x in cone]
        first = {x: STRIDES + self._shift_strides(x, cone) for x in inputs}
        later = {x: tuple(t for t in self._trunc_strides(x, cone) if t not in first[x]) for x in inputs}
        seeds = self.seeds()
        probes = 0
        # Families are proven over the integer lifting (`_integer_outside`); as one
        # bit-vector query they are a divider each, beyond the budget at 32 bits, and
        # their give-ups would end the target's proofs of single runs.
        for strides in (first, later):
            for seed in seeds:
                vars = seed[0]
                found: list[_Probe] = []
                for x, steps in strides.items():
                    for t in steps:
                        starts = [vars[x]] if t == 1 else [vars[x], vars[x] ^ 1]
                        for x0 in starts:
                            if probes >= MAX_PROBES:
                                break
                            probes += 1
                            probe = self.probe(seed, x, x0 & mask(self.fragment.insts[x].width), t)
                            if probe is not None:
                                found.append(probe)
                for probe in sorted(found, key=lambda p: -p.run.span):
                    if probe.run not in seen:
                        seen.add(probe.run)
                        yield probe
                        if self._route(probe.choices) is not None and (family := self.family(probe)) is not None:
                            yield family

    def _shift_strides(self, x: int, cone: list[int]) -> tuple[int, ...]:
        """x steps of 2^c for the constant right shifts by c of values that depend on
        x in the target's cone (at most SHIFT_STRIDES of them): `lshr y, 5` moves once
        every 32 steps of y, so its runs are runs of y in steps of 32. Likewise for
        masks that clear the c low bits (`and y, -4`, c ≥ 2): it moves by 4 every 4
        steps of y (pycryptodome's `(x & ~3) | 1` limbs). And for divisions by a
        constant d ≥ 3 (not a power of two only): `y + y / 255` moves by 256 every 255
        steps of y, so its runs in steps of 255 span what its runs of step 1 (255 values
        each) never do (lz4's length codes)."""
        return self._steps_on(x, cone, _moving_steps)

    def _trunc_strides(self, x: int, cone: list[int]) -> tuple[int, ...]:
        """x steps of 2^c for the truncations to c bits of values that depend on x in
        the target's cone (at most SHIFT_STRIDES of them): `trunc y to i32` does not
        move in steps of 2^32 of y, so what it decides (a shift amount, a branch)
        stays put along them — brotli's prefix codes `y >> (30 − ctlz(trunc y))`."""
        return self._steps_on(x, cone, _trunc_steps)

    def _steps_on(
        self, x: int, cone: list[int], steps_of: Callable[[Sequence[Inst], Inst, set[int], int], list[int]]
    ) -> tuple[int, ...]:
        """The x steps `steps_of` names for the values on x in the target's cone
        (given each instruction, the values on x and x's width), in instruction
        order, each once, at most SHIFT_STRIDES of them."""
        insts = self.fragment.insts
        on_x = forward_cone(self.fragment, x) & set(cone)
        found: list[int] = []
        for i in sorted(on_x):
            found += [t for t in steps_of(insts, insts[i], on_x | {x}, insts[x].width) if t not in found]
        return tuple(found[:SHIFT_STRIDES])

    def family(self, probe: _Probe) -> _Probe | None:
        """The probe's runs from the residues of its x stride t: x = x0 + r + t·k for
        r in [0, |t|) (3 ≤ |t| ≤ FAMILY_RESIDUES), in the probe's step over its
        positions, from each r whose run holds concretely at FAMILY_CHECKS of them (the
        first and last position dropped for all when only they fail), when they add
        values the probe's run does not hold; None otherwise. One proof shows them all.
        A division by a constant d moves by s every d steps of x from each of d
        residues (`_moving_steps`): brotli's `sdiv (x << 3), 15` reaches every value
        by 8 distinct runs of step 8 from 15 residues, lz4's length codes
        `x + 1 + (x − 15) / 255` 255 of every 256 values by 255 runs of step 256, where
        one run a proof would take 8, resp. 255, of the target's RUN_QUERIES. Residues
        whose runs do not hold (undefined executions, another arm taken) are left
        out. Only where the proofs have an integer route (`candidates`, `_route`): as a
        bit-vector query a family's proof is a divider, beyond the budget at 32 bits."""
        t, run = abs(probe.t), probe.run
        if not 2 < t <= FAMILY_RESIDUES or run.count < 3 or probe.residues:
            return None
        n, w = run.count, self.width
        evenly = {(n - 1) * i // (FAMILY_CHECKS // 2) for i in range(FAMILY_CHECKS // 2 + 1)}
        near_ends = {d for p in range(0, n.bit_length(), 3) for d in (1 << p, n - 1 - (1 << p)) if 0 <= d < n}
        js = sorted(evenly | near_ends | {0, 1, n - 2, n - 1})
        xs = [probe.x0 + r + probe.t * (probe.k_min + j) for r in range(t) for j in js]
        values, ok = self._values((probe.vars, probe.choices, probe.freezes), probe.x, xs)
        values, ok = values.reshape(t, len(js)), ok.reshape(t, len(js))
        middle = len(js) // 2  # a row's start is read away from the run's ends
        starts = [(int(v) - run.step * js[middle]) & mask(w) for v in values[:, middle]]
        expected = np.asarray([[(e + run.step * j) & mask(w) for j in js] for e in starts], dtype=object)
        fit = ok & (values == expected)
        rows = np.flatnonzero(fit[:, 1:-1].all(axis=1))
        if not len(rows) or rows[0] != 0:  # (the probe's own run, r = 0, is one of them)
            return None
        first = 0 if fit[rows, 0].all() else 1
        last = n - 1 if fit[rows, -1].all() else n - 2
        if last - first + 1 < 3 or len({starts[r] for r in rows}) < 2:
            return None
        return replace(
            probe,
            run=replace(run, start=(starts[0] + run.step * first) & mask(w), count=last - first + 1),
            k_min=probe.k_min + first,
            residues=tuple((int(r), (starts[r] + run.step * first) & mask(w)) for r in rows),
        )

    def prove(self, probe: _Probe) -> Run | None:
        """The probe's run, or the longest part of it around its seed, proven: one query
        per attempt — is there a j in [0, count) whose execution is not one facts hold
        on, or whose value is not start + step·j? A model cuts the run at that j (the
        probing missed it) and the rest is tried again. None when nothing is proven
        within RUN_QUERIES or the budget, or after RUN_GIVE_UPS proofs gave up — and
        when a run proven already holds the probe's (nothing to add, and its proof
        would spend one of the target's queries)."""
        if all(any(r.holds(run) for r in self.proven) for run in probe.runs):
            return None
        if probe.residues:
            return self._prove_family(probe)
        seed_j = -probe.k_min  # the seed execution's j
        while self.proofs < RUN_QUERIES and self.give_ups < RUN_GIVE_UPS and probe.run.count >= 3:
            self.proofs += 1
            try:
                j = self._counterexample(probe)
            except Unknown:
                self.give_ups += 1
                return None
            if j is None:
                self.proven.extend(probe.runs)
                return probe.run
            j = self._nearest_miss(probe, j, seed_j)
            run = probe.run
            if j > seed_j:  # keep [0, j)
                probe = replace(probe, run=replace(run, count=j))
            else:  # keep (j, count)
                start = (run.start + run.step * (j + 1)) & mask(self.width)
                probe = replace(
                    probe, run=replace(run, start=start, count=run.count - j - 1), k_min=probe.k_min + j + 1
                )
                seed_j -= j + 1
        return None

    def _prove_family(self, probe: _Probe) -> Run | None:
        """A family's runs, proven in one query, or None. Not cut at a miss (each cut
        would cost a query, most often one position at the end of one residue's run),
        and at most FAMILY_PROOFS of them a target, apart from its RUN_QUERIES and
        RUN_GIVE_UPS: the proofs of single runs go on after a family's failed."""
        if self.family_proofs >= FAMILY_PROOFS:
            return None
        self.family_proofs += 1
        try:
            if self._counterexample(probe) is not None:
                return None
        except Unknown:
            return None
        self.proven.extend(probe.runs)
        return probe.run

    def _nearest_miss(self, probe: _Probe, j: int, seed_j: int) -> int:
        """A position between the seed and the counterexample `j` (`j` itself when no
        other is found) that is concretely not as the run claims, with the position
        before it towards the seed as claimed: the solver names any miss, often the
        farthest into a stretch of undefined executions (`add nsw` below INT_MAX, 7 or
        65,536 of them), and each cut at one would cost another query."""
        run, seed = probe.run, (probe.vars, probe.choices, probe.freezes)

        def fits(ks: list[int]) -> np.ndarray:
            xs = [probe.x0 + probe.t * (probe.k_min + k) for k in ks]
            return self._fits(seed, probe.x, xs, [(run.start + run.step * k) & mask(self.width) for k in ks])

        return _boundary(seed_j, j, fits)[1]

    def _route(self, choices: Mapping[int, int]) -> tuple[Lifting, Any] | None:
        """The integer route of the proofs of runs with the block `choices`, when the
        value multiplies or divides (`Lifting.multiplies`): the lifting, and None to
        ask definedness of the bit-vector encoding — or, where the value lifts only
        with its selects and comparisons, and its phis at those choices, that lifting
        and its `defined` term (lz4's length codes behind `x > 14`, or a phi: as bit
        vectors, definedness alone holds the 32-bit divider of `add nw x + 1,
        (x − 15) / 255`). None when there is none."""
        key = tuple(sorted(choices.items()))
        if key not in self._routes:
            base = lifting(self.session)
            route: tuple[Lifting, Any] | None = None
            if base.multiplies(self.index, self.shift):
                route = base, None
            else:
                chosen = lifting(self.session, selects=True, choices=choices if self.fragment.blocks else None)
                if chosen.multiplies(self.index, self.shift) and (defined := chosen.defined(self.index)) is not None:
                    route = chosen, defined
            self._routes[key] = route
        return self._routes[key]

    def _counterexample(self, probe: _Probe) -> int | None:
        """A j of the run that is not as claimed, or None when every j is (proven).

        With a product of two variables or a division in the value (`_route`), the
        claim is split in two: every execution is one facts hold on (bit-vector query,
        cheap: it has no multiplier unless a flag or UB involves one — or part of the
        integer query, where the route has a `defined` term), and the value is
        start + step·j (integer query, `auditor.oracles.integer`). Else one
        bit-vector query."""
        route = self._route(probe.choices)
        if route is not None:
            lifted, defined = route
            if defined is None:
                model = self.session.model_fresh(self._outside(probe, values=False))
                if model is not None:
                    return self._j(model, probe)
            integer = self._integer_outside(probe, lifted, defined)
            if integer is not None:
                try:
                    model = self.session.model_fresh(integer, cap_ms=INTEGER_MS, logic=None)
                except Unknown:
                    pass
                else:
                    return None if model is None else model.eval(z3.Int(RUN_J), model_completion=True).as_long()
        model = self.session.model_fresh(self._outside(probe))
        return None if model is None else self._j(model, probe)

    def _j(self, model: z3.ModelRef, probe: _Probe) -> int:
        return int(model.eval(z3.BitVec(RUN_J, self._bits(probe)), model_completion=True).as_long())

    def _integer_outside(self, probe: _Probe, lifted: Lifting, defined: Any) -> Any:
        """ "Some j whose value is not start + step·j" over the integer lifting (or,
        with a `defined` term, whose execution is not one facts hold on either), or
        None when the value does not lift or x would wrap around within the run."""
        node = lifted.value(self.index, self.shift)
        if node is None:
            return None
        run = probe.run
        wx = self.fragment.insts[probe.x].width
        first = probe.x0 + probe.t * probe.k_min
        offsets = [r for r, _ in probe.residues] or [0]
        low = first + min(offsets) + min(0, probe.t * (run.count - 1))
        high = first + max(offsets) + max(0, probe.t * (run.count - 1))
        wraps = low < 0 or high >= 1 << wx
        if probe.residues:
            return self._integer_family_outside(probe, lifted, defined, node.term, first, wraps)
        if wraps:  # x would wrap within the run
            return None
        j = z3.Int(RUN_J)
        n = 1 << self.width
        e = run.start + run.step * j
        expected = z3.If(e >= n, e - n, e)  # start < n and step·(count − 1) < n
        pins = [v == probe.vars[k] for k, v in lifted.vars.items() if k != probe.x]
        x_pin = [v == first + probe.t * j for k, v in lifted.vars.items() if k == probe.x]
        positions = [*pins, *x_pin, j >= 0, j < run.count]
        if defined is not None:
            # No side conditions assumed: a division by 0 is an execution the query is after.
            return z3.And(*lifted.bounds(), *positions, z3.Or(z3.Not(defined), node.term != expected))
        return z3.And(*lifted.assumptions(self.index), *positions, node.term != expected)

    def _integer_family_outside(
        self, probe: _Probe, lifted: Lifting, defined: Any, term: Any, first: int, wraps: bool
    ) -> Any:
        """A family's "some residue r and j whose value is not its start + step·j", as
        "…whose value is not the value at j = 0 plus step·j": the lifted term at two
        points, x = first + r + t·j and x = first + r. At j = 0 every residue's
        execution is defined and its value is its start (`family` evaluated it), so
        the two claims are the same — and the second has no table of starts: for
        lz4's length codes (255 residues) it settles in milliseconds, where an If chain
        over the table runs past INTEGER_MS. x is reduced mod 2^w where it `wraps` within
        the family (a run from x = 2^64 − 1). With a `defined` term, also "…or whose
        execution is not one facts hold on"."""
        j, r = z3.Int(RUN_J), z3.Int(RUN_R)
        n = 1 << self.width
        x_var = lifted.vars.get(probe.x)
        wx = self.fragment.insts[probe.x].width

        def at(formula: Any, k: Any) -> Any:
            x = first + r + probe.t * k
            if wraps:
                x = x % (1 << wx)
            return formula if x_var is None else z3.substitute(formula, (x_var, x))

        pins = [v == probe.vars[k] for k, v in lifted.vars.items() if k != probe.x]
        # Both terms are unsigned readings, in [0, 2^w), and 0 ≤ step·j < 2^w: the
        # difference is ≡ 0 (mod 2^w) exactly when it is 0 or −2^w.
        d = at(term, j) - at(term, 0) - probe.run.step * j
        differs = z3.And(d != 0, d != -n)
        residues = z3.Or(*(z3.And(r >= lo, r <= hi) for lo, hi in merged_intervals((o, o) for o, _ in probe.residues)))
        positions = [*pins, residues, j >= 0, j < probe.run.count]
        side = z3.And(*lifted.assumptions(self.index))
        at_zero = at(side, 0)  # a defined execution
        if defined is None:
            return z3.And(at(side, j), at_zero, *positions, differs)
        # No side conditions assumed at j: a division by 0 is an execution the query is after.
        return z3.And(at(z3.And(*lifted.bounds()), j), at_zero, *positions, z3.Or(z3.Not(at(defined, j)), differs))

    def _bits(self, probe: _Probe) -> int:
        return max(self.fragment.insts[probe.x].width, self.width, probe.run.count.bit_length()) + 2

    def _outside(self, probe: _Probe, values: bool = True) -> Any:
        """ "Some j whose execution is not one facts hold on (or, with `values`, whose
        value is not start + step·j)" over the bit-vector encoding."""
        enc, run = self.session.enc, probe.run
        wx = self.fragment.insts[probe.x].width
        bits = self._bits(probe)
        j = z3.BitVec(RUN_J, bits)

        def const(v: int) -> z3.BitVecNumRef:
            return z3.BitVecVal(v & mask(bits), bits)

        x0: Any = const(probe.x0)
        start: Any = const(run.start)
        in_family: list[Any] = []
        if probe.residues:
            # The family's i-th run: x0 + r_i, and its start.
            i = z3.BitVec(RUN_R, bits)
            x0 = x0 + _chosen(i, [const(r) for r, _ in probe.residues])
            start = _chosen(i, [const(e) for _, e in probe.residues])
            in_family = [z3.ULT(i, const(len(probe.residues)))]
        x_value = z3.Extract(wx - 1, 0, x0 + const(probe.t) * (const(probe.k_min) + j))
        expected = z3.Extract(self.width - 1, 0, start + const(run.step) * j)
        target = enc.shifted(self.index, self.shift)
        pins = enc.pinned((probe.vars, probe.choices, probe.freezes), {probe.x: mask(wx)})
        holds = z3.And(enc.fact_condition(self.index), target == expected) if values else enc.fact_condition(self.index)
        outside = z3.Not(holds)
        return z3.And(*pins, *in_family, enc.vars[probe.x] == x_value, z3.ULT(j, const(run.count)), outside)

    # --- concrete search ----------------------------------------------------------

    def seeds(self) -> list[InputPoint]:
        samples = self.session.samples
        lanes = samples.lanes(self.index, self.shift)
        if not lanes:
            return []
        sign = 1 << (self.width - 1)
        by_signed = sorted(lanes, key=lambda lane: lane[0] ^ sign)
        picks = [lanes[0], lanes[-1], by_signed[0], by_signed[-1], lanes[len(lanes) // 2]]
        return [lane_point(samples.inputs[c], lane) for _, c, lane in list(dict.fromkeys(picks))[:SEEDS]]

    def _fits(self, seed: InputPoint, x: int, xs: list[int], expected: list[int]) -> np.ndarray:
        """Where the target's value at x = each of `xs` (the rest at the seed) is the
        `expected` one, in an execution facts hold on."""
        values, ok = self._values(seed, x, xs)
        fit: np.ndarray = np.asarray(ok & (values == np.asarray(expected, dtype=object)), dtype=bool)
        return fit

    def _values(self, seed: InputPoint, x: int, xs: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """The target's values at x = each of `xs` (the rest at the seed), and where
        facts hold."""
        evaluation = evaluate(self.fragment, along_input(self.fragment, seed, x, xs))
        values = evaluation.values[self.index].astype(object)
        return np.asarray([int(v) >> self.shift for v in values], dtype=object), evaluation.fact_mask(self.index)

    def probe(self, seed: InputPoint, x: int, x0: int, t: int) -> _Probe | None:
        wx = self.fragment.insts[x].width
        w = self.width
        limit = min((1 << wx) // t, 1 << w)  # distinct x values, and distinct target values
        base, ok = self._values(seed, x, [x0, x0 + t, x0 - t])
        if not ok[0]:
            return None
        f0 = int(base[0])
        steps = {(int(base[k]) - f0) * sign & mask(w) for k, sign in ((1, 1), (2, -1)) if ok[k]}
        best: _Probe | None = None
        for s in sorted(steps):
            if s == 0:
                continue
            descending = s > (1 << w) // 2
            step = (1 << w) - s if descending else s
            # Distinct values: a run of step s wraps round 2^w after 2^w / s of them
            # (`shl x, 8` of a 32-bit x: 2^24 multiples of 256, each reached 256 times).
            distinct = min(limit, ((1 << w) - 1) // step + 1)
            ahead = min(self._extent(seed, x, x0, t, f0, s, 1, limit), distinct - 1)
            behind = min(self._extent(seed, x, x0, t, f0, s, -1, limit), distinct - 1 - ahead)
            count = ahead + behind + 1
            if count < 3:  # (count ≤ distinct: step·(count − 1) < 2^w, Run's invariant)
                continue
            if descending:
                # The same set, ascending from its other end: j = ahead − k, so x =
                # x0 + t·k = x0 − t·(−ahead + j), and the value f0 + s·k = low + step·j
                # with low = f0 + s·ahead (s = −step mod 2^w).
                low = (f0 + s * ahead) & mask(w)
                probe = _Probe(Run(low, step, count, w), x, x0, -t, -ahead, *seed)
            else:
                probe = _Probe(Run((f0 - s * behind) & mask(w), s, count, w), x, x0, t, -behind, *seed)
            if best is None or probe.run.span > best.run.span:
                best = probe
        return best

    def _landmarks(self, x: int, x0: int, t: int, direction: int, limit: int) -> set[int]:
        """The k ≥ 1 (below `limit`) at which x = x0 + direction·t·k equals a constant of
        the fragment, its negation, or an edge value, or is next to one. (Where runs
        end: fewer points than the sampling's `landmarks`, whose ±2c are not ends.)"""
        wx = self.fragment.insts[x].width
        m = mask(wx)
        values = {0, 1, m, 1 << (wx - 1), (1 << (wx - 1)) - 1}
        for inst in self.fragment.insts:
            for o in inst.operands:
                if isinstance(o, Const):
                    values |= {o.value & m, -o.value & m}
        ks: set[int] = set()
        for v in values:
            for near in (v - 1, v, v + 1):
                distance = (direction * (near - x0)) & m
                if distance % t == 0 and 1 <= distance // t < limit:
                    ks.add(distance // t)
        return ks

    def _extent(
        self,
        seed: InputPoint,
        x: int,
        x0: int,
        t: int,
        f0: int,
        s: int,
        direction: int,
        limit: int,
    ) -> int:
        """How many k = 1, 2, … in `direction` the run continues (as far as the probed
        points tell; the proof checks every point)."""
        w = self.width

        def fits(ks: list[int]) -> np.ndarray:
            xs = [x0 + direction * k * t for k in ks]
            return self._fits(seed, x, xs, [(f0 + direction * k * s) & mask(w) for k in ks])

        if limit <= 1:
            return 0
        # Exponential probe, with the k where x meets the fragment's constants and the
        # edge values (where runs end: `urem x, c` at x = c): the run is taken to end
        # before the first of them that does not fit.
        powers = sorted(
            {1 << p for p in range(limit.bit_length()) if 1 << p < limit}
            | self._landmarks(x, x0, t, direction, limit)
            | {limit - 1}
        )
        good = fits(powers)
        if not good[0]:
            return 0
        bad = np.flatnonzero(~good)
        lo = powers[int(bad[0]) - 1] if len(bad) else limit - 1
        hi = powers[int(bad[0])] if len(bad) else limit  # first probed k that does not fit
        return _boundary(lo, hi, fits)[0]


def _chosen(i: Any, entries: Sequence[Any]) -> Any:
    """entries[i] as a term, an If chain (the caller bounds i by len(entries))."""
    term = entries[-1]
    for k in range(len(entries) - 2, -1, -1):
        term = z3.If(i == k, entries[k], term)
    return term


def _boundary(held: int, missed: int, fits: Callable[[list[int]], np.ndarray]) -> tuple[int, int]:
    """Two adjacent positions between `held`, where a run holds, and `missed`, where it
    does not (on either side): the last that fits and the first that does not, as far
    as a 64-way search tells (`fits` of some positions: where each holds)."""
    while abs(missed - held) > 1:
        toward = 1 if missed > held else -1
        stride = max(1, abs(missed - held) // SEARCH_LANES)
        ks = [held + toward * d for d in range(stride, abs(missed - held), stride)][:SEARCH_LANES]
        bad = np.flatnonzero(~fits(ks))
        if not len(bad):
            held = ks[-1]
            continue
        missed = ks[int(bad[0])]
        held = ks[int(bad[0]) - 1] if bad[0] > 0 else held
    return held, missed
