"""Hill climbing on the concrete evaluator: toward a value's extreme, or out of a
range that is to be refuted.

A hull search (`auditor.oracles.range_search.hulls.extreme_of`) proves an extreme with one unsat
query — "nothing lies beyond the best value reached" — once it has reached the
extreme; until then, every step of its binary search is a solver query, and on hash
code or wide products each one costs 0.1–1 s. Climbing costs a few evaluations of the
fragment: from the best executions found so far, move each input by one bit — xor,
plus and minus 2^b, one lane per move, all evaluated at once — go to the best
neighbour, and repeat while it improves. Sums, masks, shifts and bijections of inputs
are climbed to their extreme in a few dozen rounds, so the search asks one query
where it asked one per bit. The smallest-range search climbs the same way toward a
value outside its candidate (`climb_outside`), each one a model it need not ask for.

What climbing finds is evidence, never proof: every point is a concretely evaluated
execution in which facts about the value must hold (as a sample is), and it is added
to the session's samples; only the solver proves that nothing lies beyond.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce
from typing import Any

import numpy as np

from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask
from auditor.oracles.sampling import InputPoint, joined, lane_point, point_inputs
from auditor.oracles.session import Session
from auditor.semantics.concrete import Evaluation, Inputs, as_array, evaluate, scalar

CLIMB_STARTS = 4
"""Executions climbed from at once: the best ones found so far (diverse enough that
one stuck on a local extreme does not end the climb)."""

CLIMB_ROUNDS = 64
"""Rounds of moves at most per climb (each round is one evaluation): steepest ascent
adds about one bit of the extreme a round."""


Scores = Callable[[Any], Any]
"""An objective: a column of the value (shifted) → a column of scores, unsigned
numbers, larger = better."""


def climb(session: Session, index: int, shift: int, signed: bool, upward: bool) -> int | None:
    """The most extreme value of instruction `index` shifted right by `shift` (an
    unsigned bit pattern of its `width - shift` bits) in the signed or unsigned order,
    among the session's samples and what climbing from the best of them reaches; None
    when no sample reaches the value. What climbing reaches is added to the samples."""
    width = session.fragment.insts[index].width - shift
    flip = (1 << (width - 1) if signed else 0) ^ (0 if upward else mask(width))

    def scores(keys: Any) -> Any:
        """Order keys as unsigned numbers: the sign bit flipped in the signed order,
        complemented downward."""
        return keys ^ scalar(keys, flip) if flip else keys

    best = _climb(session, index, shift, scores, goal=None)
    return None if best is None else best ^ flip


def climb_outside(session: Session, index: int, shift: int, cover: ConstantRange) -> bool:
    """Whether climbing reaches a value of instruction `index` shifted right by `shift`
    outside `cover` (not full): toward its upper end, then, if that fails, toward its
    lower end — the score of a value inside is how close it is to that end, of one
    outside the most there is. What climbing reaches is added to the samples.

    One end at a time: scored by the nearer end, the best starting points can all be
    at an end no input can move past (`shl 71, s` plus a 16-bit `y`: the points with
    y = 0 at the low end of the candidate, where nothing lies below), and the climb
    would end there while the other end is one `y` step from a value outside (see
    docs/history.md)."""
    width = cover.width
    size = cover.size  # < 2^width
    goal = mask(width)  # the score outside; inside, at most goal − 1 (kept in uint64)

    def toward(upper: bool) -> Scores:
        def scores(keys: Any) -> Any:
            offset = (keys - scalar(keys, cover.lo)) & scalar(keys, mask(width))  # position inside the cover
            inside = offset < scalar(keys, size)
            # Steps to the cover's end (≥ 1 inside), or below its start.
            steps = scalar(keys, size) - offset if upper else offset + scalar(keys, 1)
            return np.where(inside, scalar(keys, goal) - steps, goal)

        return scores

    return any(_climb(session, index, shift, toward(upper), goal=goal) == goal for upper in (True, False))


def spread(session: Session, index: int, shift: int, value: int) -> None:
    """Add to the samples every one-bit move (`_Moves`) of the latest sampled
    execution in which instruction `index` shifted right by `shift` is `value` (a
    witness just replayed): one evaluation. Where values lie in clusters with wide
    gaps between them (carry-less products), a solver's witness in one gap has
    neighbours in many others, each a question the gap splitting
    (`auditor.oracles.gap.split`) need not ask."""
    fragment = session.fragment
    for inputs, evaluation in zip(reversed(session.samples.inputs), reversed(session.samples.chunks), strict=True):
        column = _shifted(evaluation.values[index], shift)
        lanes = np.flatnonzero(evaluation.fact_mask(index) & (column == scalar(column, value)))
        if len(lanes):
            moves = _Moves.of(fragment, 1)
            if moves.lanes:
                around = moves.around([lane_point(inputs, int(lanes[0]))])
                session.samples.add(around, evaluate(fragment, around))
            return


def _climb(session: Session, index: int, shift: int, scores: Scores, goal: int | None) -> int | None:
    """Climb from the CLIMB_STARTS best sampled executions: the best score reached (a
    Python int), None when no sample reaches the value; stops early at `goal`."""
    fragment = session.fragment
    starts = _best_points(session, index, shift, scores)
    if not starts:
        return None
    points = [point for point, _ in starts]
    best = [score for _, score in starts]
    moves = _Moves.of(fragment, len(points))
    moved = False
    for _ in range(CLIMB_ROUNDS if moves.lanes else 0):  # no input: nothing to move
        if goal is not None and max(best) >= goal:
            break
        inputs = moves.around(points)
        evaluation = evaluate(fragment, inputs)
        lanes = _scores(evaluation, index, shift, scores).reshape(len(points), -1)
        tops = np.argmax(lanes, axis=1)
        improved = False
        for k, top in enumerate(tops.tolist()):
            # Lanes where facts need not hold score 0, never above a point's own score.
            if int(lanes[k, top]) > best[k]:
                points[k] = lane_point(inputs, k * lanes.shape[1] + top)
                best[k] = int(lanes[k, top])
                improved = True
        moved = moved or improved
        if not improved:
            break
    if moved:
        _add(session, points)
    return max(best)


def _shifted(values: Any, shift: int) -> Any:
    return values >> scalar(values, shift) if shift else values


def _scores(evaluation: Evaluation, index: int, shift: int, scores: Scores) -> Any:
    """Each lane's score (the column's representation), 0 where facts about the value
    need not hold."""
    column = scores(_shifted(evaluation.values[index], shift))
    zero: Any = scalar(column, 0)
    return np.where(evaluation.fact_mask(index), column, zero)


def _best_points(session: Session, index: int, shift: int, scores: Scores) -> list[tuple[InputPoint, int]]:
    """The CLIMB_STARTS sampled executions with the best distinct scores."""
    found: dict[int, InputPoint] = {}
    for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
        valid = np.flatnonzero(evaluation.fact_mask(index))
        if len(valid) == 0:
            continue
        column = scores(_shifted(evaluation.values[index][valid], shift))
        order = np.argsort(column, kind="stable")[::-1]
        taken = 0
        for position in order:
            score = int(column[position])
            if score not in found:
                found[score] = lane_point(inputs, int(valid[position]))
                taken += 1
                if taken == CLIMB_STARTS:
                    break
    best = sorted(found, reverse=True)[:CLIMB_STARTS]
    return [(found[score], score) for score in best]


@dataclass(frozen=True)
class _Moves:
    """The moves of one climb: for each point, three lanes per input bit b (vars and
    freezes): that input xor 2^b, plus 2^b and minus 2^b (wrapping). The xors move
    bits independently; the additions carry, without which a sum is stuck wherever
    both addends have a bit set that the extreme has clear. Each input's column is its
    value per point, repeated, combined with a fixed pattern — one-hot on that input's
    own lanes, 0 elsewhere, tiled over the points — built once per climb, not per
    round (the evaluator reduces every input modulo 2^width)."""

    fragment: Fragment
    points: int
    bits: int  # input bits per point
    patterns: tuple[tuple[int, bool, Any], ...]  # (input, is a freeze, its pattern)

    @classmethod
    def of(cls, fragment: Fragment, points: int) -> _Moves:
        inputs = [(i, False) for i in fragment.inputs()] + [(i, True) for i in fragment.freezes()]
        bits = sum(fragment.insts[i].width for i, _ in inputs)
        patterns = []
        offset = 0
        for i, is_freeze in inputs:
            width = fragment.insts[i].width
            one_hot = [0] * offset + [1 << b for b in range(width)] + [0] * (bits - offset - width)
            patterns.append((i, is_freeze, np.tile(as_array(one_hot, width), points)))
            offset += width
        return cls(fragment, points, bits, tuple(patterns))

    @property
    def lanes(self) -> int:
        """Lanes per point."""
        return 3 * self.bits

    def around(self, points: list[InputPoint]) -> Inputs:
        """Every move of every point; point k's lanes are contiguous."""
        vars: dict[int, Any] = {}
        freezes: dict[int, Any] = {}
        for i, is_freeze, pattern in self.patterns:
            own = [p[2].get(i, 0) if is_freeze else p[0].get(i, 0) for p in points]
            base = np.repeat(as_array(own, self.fragment.insts[i].width), self.bits)
            column = np.concatenate([base ^ pattern, base + pattern, base - pattern]).reshape(3, self.points, -1)
            (freezes if is_freeze else vars)[i] = column.transpose(1, 0, 2).reshape(-1)
        choices = {
            b: np.repeat(np.asarray([p[1].get(b, 0) for p in points], dtype=np.int64), self.lanes)
            for b in range(len(self.fragment.blocks))
        }
        return Inputs(vars=vars, choices=choices, freezes=freezes)


def _add(session: Session, points: list[InputPoint]) -> None:
    """Evaluate the climbed points and add them to the samples (one chunk)."""
    fragment = session.fragment
    inputs = reduce(joined, [point_inputs(fragment, *point) for point in points])
    session.samples.add(inputs, evaluate(fragment, inputs))
