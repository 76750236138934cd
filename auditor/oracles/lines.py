"""Surjectivity along a line: a value that, with the inputs of one set S set to one
value t and the other inputs to one constant, is an odd multiple of t plus a constant
(a bijection of t) wherever facts about it hold.

Why: lz4frame's `((x / d) & 0xFFFFFFFF) * d`, with d a phi of an input and a
constant, takes every 64-bit value — at x = d = t (the diagonal: S every input of its
width, the rest 0) it is t for every t ≠ 0 — but no execution with every input but
one fixed is a bijection of that input (with d fixed, the value is a multiple of d),
so `range_search.surjective.is_surjective` cannot show it. On the line it is one quantifier-free
question, "is the value other than α·t + β anywhere facts about it hold", which
Bitwuzla settles in a millisecond (it rewrites t / t to 1; Z3 gives up on it after
2 s). The same question along one input, the others at 0, 1 or all-ones, covers the
high limb of a multiply-accumulate: `hi(zext a · zext b + zext c)` is b at
a = c = 2^64 − 1, which the two-copy collision query of `range_search.surjective.is_surjective` cannot
settle at 128 bits; its multiplications by constants are written as shifts and adds
(`auditor.semantics.constant_products`) first. The few t where the line's execution
is not one facts hold on (t = 0 divides by 0) are asked for one by one, each value
α·t + β then reached by a witness or the value set is not full.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.ir.fragment import choice_combinations, cone_of, mask
from auditor.oracles.few_missed import few_values
from auditor.oracles.memo import Slot
from auditor.oracles.session import Session, Unknown
from auditor.semantics.concrete import Inputs, as_array, evaluate
from auditor.semantics.constant_products import shifts_and_adds

LINE_LANES = 32
"""Random values of t at which the evaluator checks each line before any query."""

COMBINATIONS = 8
"""Block-choice combinations tried at most (each its own set of lines)."""

PINS = (0, 1, -1)
"""The constants the inputs off the line are set to: 0 (the diagonal's), 1 and
all-ones (the identity and absorbing values of what the line's inputs meet)."""

ASCENT_INPUTS = 8
"""Inputs off the line the ascent (`_ascended`) sets one by one at most."""

ASCENT_ROUNDS = 3

BROAD = 2
"""The share (1/BROAD) of the space the samples' range covers at least before the
ascent is tried: a value that is a bijection along a line most often covers far more
of it in the samples; most values asked about cover a sliver."""

FLIPPED_INPUTS = 5
"""Diagonals of at most this many inputs also get their complemented variants
(2^(k−1) − 1 of them, up to 15 lines, checked in the one evaluation): pkcs1_decode's
borrow word of a and a masked select of four more inputs is ~t with two of them at
~t, the rest at t."""

LINE_PROOFS = 3
"""Lines whose evaluator check passed that are then asked of the solver at most."""


@dataclass(frozen=True)
class Line:
    """The executions with the inputs `tied` at t, every other input at its constant
    in `pins` (masked to its width; 0 where absent) and the blocks at `choices`; along
    it the value is claimed to be `slope`·t + `offset` (slope odd: a bijection of t)."""

    tied: frozenset[int]
    pins: tuple[tuple[int, int], ...]
    choices: tuple[tuple[int, int], ...]
    slope: int = 1
    offset: int = 0
    flipped: frozenset[int] = frozenset()
    """Tied inputs set to ~t rather than t: at b = ~a, a borrow word
    `((a − b) & ~(a ^ b)) | (b & ~a)` is b (every bit pair differs, so each borrow
    is b's bit), where no line with a and b both at t shows anything (it is 0)."""

    def at(self, i: int, width: int) -> int:
        """The constant input `i` (not tied) is set to."""
        return dict(self.pins).get(i, 0) & mask(width)

    def along(self, i: int, t: Any, width: int) -> Any:
        """Tied input `i` at `t` (an int, or the query's bit-vector t)."""
        return ~t & mask(width) if i in self.flipped else t

    def pinned(self, i: int, constant: int) -> Line:
        return replace(self, pins=tuple(sorted({**dict(self.pins), i: constant}.items())))


LINES: Slot[tuple[int, int], bool] = Slot("lines")
"""`bijective_on_a_line`'s answers per (index, shift)."""


def bijective_on_a_line(session: Session, index: int, shift: int = 0) -> bool:
    """Whether value `index` without its low `shift` bits (trailing bits proven known,
    as `range_search.target.Target`'s) takes all 2^(w − shift) values because along one line
    (`Line`: the diagonal first, then each input of its width alone; the others at 0,
    1 or all-ones, then — for values whose samples cover much of the space — at
    constants found by ascent) it is an odd multiple of t plus a constant (mod
    2^(w − shift)) wherever facts about it hold — proven by one query — and the value
    at every t where they do not hold (`few_missed.MAX_MISSED` at most) is reached by
    a witness execution.

    Why the shift: brotli's `(c · p) · (y / p)` with c = −2192 = −137 · 2^4 and p a
    select of 1 and a quotient is −137·y above its four zero bits at p = 1, a
    bijection of y there; the value itself is no odd multiple of anything."""
    key = (index, shift)
    cached = session.memo.get(LINES, key)
    if cached is not None:
        return cached
    fragment = session.fragment
    width = fragment.insts[index].width
    cone = set(cone_of(fragment, index))
    cone_inputs = [i for i in fragment.inputs() if i in cone]
    tied = [i for i in cone_inputs if fragment.insts[i].width == width]
    combinations = choice_combinations(fragment, COMBINATIONS)
    result = False
    if tied and not any(True for _ in fragment.freezes()) and combinations is not None:
        sets = [(frozenset(tied), frozenset[int]())]
        sets += [(frozenset(tied), flipped) for flipped in _flips(tied)]
        sets += [(frozenset((i,)), frozenset[int]()) for i in tied] if len(tied) > 1 else []
        starts = [
            Line(s, tuple((i, pin) for i in cone_inputs if i not in s), tuple(sorted(choices.items())), flipped=f)
            for s, f in sets
            for pin in (PINS if len(cone_inputs) > len(s) else (0,))  # no input off the line: one pin
            for choices in combinations
        ]
        scored = _lines_scored(session, index, shift, starts)
        passed = [line for _, line, ok in scored if ok]
        if not passed and _broad(session, index, shift):
            passed = _ascended(session, index, shift, scored, cone_inputs)
        result = any(_line_proven(session, index, shift, line) for line in passed[:LINE_PROOFS])
    return session.memo.put(LINES, key, result)


def _flips(tied: list[int]) -> list[frozenset[int]]:
    """The diagonal's complemented variants: every non-empty set of its inputs but the
    first set to ~t (flipping all of them too is the same line with t ↦ ~t), where it
    has at most FLIPPED_INPUTS of them."""
    if not 2 <= len(tied) <= FLIPPED_INPUTS:
        return []
    rest = tied[1:]
    return [frozenset(i for k, i in enumerate(rest) if bits >> k & 1) for bits in range(1, 1 << len(rest))]


def _broad(session: Session, index: int, shift: int) -> bool:
    """Whether the samples' range covers 1/BROAD of the (shifted) space or more."""
    width = session.fragment.insts[index].width - shift
    reached = session.samples.reachable(index)
    if len(reached) == 0:
        return False
    sampled = forward_domain(Domain.RANGE).from_values(
        np.asarray([int(v) >> shift for v in reached], dtype=object), width
    )
    return bool(sampled.size >= (1 << width) // BROAD)


def _ascended(
    session: Session, index: int, shift: int, scored: list[tuple[int, Line, bool]], cone_inputs: list[int]
) -> list[Line]:
    """Lines that pass the evaluator's check, found by coordinate ascent from the best
    of each tied set and block choice: each round, every input off the line is set in
    turn to each of PINS and to its sign bit alone (one evaluation for all), and each
    line moves to its best neighbour while that scores more. `hi(zext a · zext b +
    zext c + …)` is b at a = c = −1 with the other limbs at 0, which no uniform pin
    is; lz4frame's `4a + 23 + ((d − 1) & x) + ((x / d) & M) · d` is x + 23 at a = 0,
    d = 2^63."""
    fragment = session.fragment
    best: dict[tuple[frozenset[int], frozenset[int], tuple[tuple[int, int], ...]], tuple[int, Line]] = {}
    for score, line, _ in scored:
        key = (line.tied, line.flipped, line.choices)
        if key not in best or score > best[key][0]:
            best[key] = (score, line)
    current = list(best.values())
    for _ in range(ASCENT_ROUNDS):
        neighbours: list[tuple[int, Line]] = []  # (which current line, neighbour)
        for k, (_, line) in enumerate(current):
            off = [i for i in cone_inputs if i not in line.tied]
            if len(off) > ASCENT_INPUTS:
                continue
            for i in off:
                width = fragment.insts[i].width
                for constant in (*PINS, 1 << (width - 1)):  # and the sign bit alone (lz4frame's bounds)
                    if line.at(i, width) != constant & mask(width):
                        neighbours.append((k, line.pinned(i, constant & mask(width))))
        if not neighbours:
            break
        scored_neighbours = _lines_scored(session, index, shift, [n for _, n in neighbours])
        passed = [line for _, line, ok in scored_neighbours if ok]
        if passed:
            return passed
        moved = list(current)
        for (k, _), (score, line, _) in zip(neighbours, scored_neighbours, strict=True):
            if score > moved[k][0]:
                moved[k] = (score, line)
        if moved == current:
            break
        current = moved
    return []


def _lines_scored(session: Session, index: int, shift: int, lines: list[Line]) -> list[tuple[int, Line, bool]]:
    """The evaluator's check, of every line in one evaluation: at LINE_LANES random t
    (and 0, 1, 2, 2^w − 1), an odd slope and an offset read off t and t + 1 (t = 0
    or 1, where facts hold at both: the one more lanes agree with); per line (its
    lanes where facts hold and the value is slope·t + offset — 0 when no odd slope
    is read —, the line with that slope and offset, whether it passes: facts hold at
    half of the lanes at least and the value is slope·t + offset wherever they do).
    Values and slopes are those of the value without its low `shift` bits."""
    fragment = session.fragment
    t_width = fragment.insts[index].width
    width = t_width - shift
    rng = random.Random(index)
    ts = [0, 1, 2, mask(t_width)] + [rng.getrandbits(t_width) for _ in range(LINE_LANES)]
    n = len(ts)
    widths = {i: fragment.insts[i].width for i in fragment.inputs()}
    # Each line's lanes: t along the line, its constant (read once per line) off it.
    inputs = Inputs(
        vars={
            i: as_array(
                [
                    v
                    for line in lines
                    for v in (
                        [line.along(i, t, widths[i]) for t in ts] if i in line.tied else [line.at(i, widths[i])] * n
                    )
                ],
                widths[i],
            )
            for i in widths
        },
        choices={
            b: np.repeat(np.array([c for line in lines for block, c in line.choices if block == b], dtype=np.int64), n)
            for b, _ in (lines[0].choices if lines else ())
        },
    )
    evaluation = evaluate(fragment, inputs)
    all_holds = evaluation.fact_mask(index)
    all_values = evaluation.values[index]
    scored = []
    for k, line in enumerate(lines):
        holds = all_holds[k * n : (k + 1) * n]
        values = [int(v) >> shift for v in all_values[k * n : (k + 1) * n]]
        defined = int(holds.sum())
        best: tuple[int, Line] = (0, line)
        for start in (0, 1):  # t = 0 is often the one exception (`hi(x · (2^w − 1))` is x − 1 but at 0)
            if not (holds[start] and holds[start + 1]):
                continue
            slope = (values[start + 1] - values[start]) & mask(width)
            if slope % 2 == 0:
                continue
            offset = (values[start] - slope * start) & mask(width)
            on = sum(1 for j, t in enumerate(ts) if holds[j] and values[j] == (slope * t + offset) & mask(width))
            if on > best[0]:
                best = (on, replace(line, slope=slope, offset=offset))
        on, fitted = best
        scored.append((on, fitted, on == defined and defined >= n // 2))
    return scored


def _line_proven(session: Session, index: int, shift: int, line: Line) -> bool:
    """The queries: no t where facts hold and the value (without its low `shift`
    bits) is not slope·t + offset; the value at every t where they do not hold
    reached otherwise. False when a query gives up."""
    enc = session.enc
    width = session.fragment.insts[index].width - shift
    t = z3.BitVec("!line", width + shift)
    pins = [
        (
            term,
            line.along(i, t, term.size()) if i in line.tied else z3.BitVecVal(line.at(i, term.size()), term.size()),
        )
        for i, term in enc.vars.items()
    ]
    pins += [(enc.choices[b], z3.BitVecVal(c, enc.choices[b].size())) for b, c in line.choices]
    holds = z3.substitute(enc.fact_condition(index), *pins)
    shifted = enc.shifted(index, shift)
    value = z3.substitute(shifted, *pins)
    # slope·t + offset mod 2^(w − shift), written as the high bits of (slope·t + offset)
    # · 2^shift, whose low bits are 0: a multiplication by 2^shift·slope, the constant
    # the value most often has (c · y above c's trailing zeros), which the rewriting
    # below then turns into the value's own shifts and adds — Bitwuzla gives up on the
    # two adder trees `hi(−(t << 4) − (t << 7) − (t << 11))` and `−t' − (t' << 3) −
    # (t' << 7)` after a second, the same sum.
    claimed = t * (line.slope << shift) + (line.offset << shift)
    claimed = z3.Extract(width + shift - 1, shift, claimed) if shift else claimed
    try:
        if session.check_fresh(shifts_and_adds(z3.And(holds, value != claimed))):
            return False
        missed = few_values(session, shifts_and_adds(z3.Not(holds)), t)
        if missed is None:
            return False
        reached = {int(v) >> shift for v in session.samples.reachable(index)}
        for m in missed:
            v = (line.slope * m + line.offset) & mask(width)
            if v in reached:
                continue
            witness = session.check(enc.fact_condition(index), shifted == v)
            if witness is None or session.witness(witness, index) >> shift != v:
                return False
    except Unknown:
        return False
    return True
