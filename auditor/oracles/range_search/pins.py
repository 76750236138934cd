"""Pins: executions with every input but a few bits of one fixed, checked concretely
and proven defined — the ground of the surjectivity and all-but-few proofs."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import numpy as np
import z3

from auditor.ir.fragment import Fragment, mask
from auditor.oracles.bijection import Bijection, Enters, Equals, Odd, Requirement
from auditor.oracles.few_missed import MAX_MISSED
from auditor.oracles.range_search.target import Target
from auditor.oracles.sampling import InputPoint, along_input_at_each, free_bits, lane_point
from auditor.oracles.session import Session
from auditor.semantics.concrete import Evaluation, evaluate, scalar
from auditor.semantics.smt import Encoding


def many_undefined(target: Target, x: int, free_mask: int, point: InputPoint) -> bool:
    """Whether the PINNED_LANES executions `pinned_map_fails` evaluates show more than
    MAX_MISSED undefined ones in the pin (where facts about the target need not hold):
    as many distinct xs, or as many estimated from the share of the drawn lanes (not
    the edge ones, where the few undefined xs most often are) — so that enumerating
    them one query each is not begun in vain."""
    xs, evaluation = pinned_evaluation(target, x, free_mask, point)
    holds = evaluation.fact_mask(target.index)
    undefined = [v for v, h in zip(xs, holds, strict=True) if not h]
    drawn = holds[2 * EDGE_LANES :]
    share = float((~drawn).mean()) if len(drawn) else 0.0
    return len(set(undefined)) > MAX_MISSED or share * (1 << target.width) > MAX_MISSED


def defined_pin(target: Target, chain: Bijection, x: int, free_mask: int, point: InputPoint) -> InputPoint | None:
    """A pin — every input but x's `free_mask` bits fixed — that meets the chain's
    requirements and at which every execution is one where facts must hold (defined,
    the target executed and not poison), proven by one query; None when none was
    found. Tried first at `point`; each execution the query shows not to be one
    (a counterexample x) is then added to what the next pin must be defined at, as
    in counterexample-guided synthesis. The requirements name what each link needs,
    not what the flags around it need: `sub nsw k, x` is a bijection of x, and every
    execution of a pin is defined only at k = −1."""
    session = target.session
    enc = session.enc
    a, _ = session.copies()
    outside = z3.Not(a.fact_condition(target.index))
    met = z3.And(target.condition, *(requirement(enc, r) for r in chain.requires))
    x_term = enc.vars[x]
    kept = x_term & (~free_mask & mask(x_term.size()))
    seen: list[Any] = []
    for _ in range(target.budgets.pin_rounds):
        counterexample = session.model_fresh(z3.And(*a.pinned(point, {x: free_mask}), outside))
        if counterexample is None:
            return point
        at_x = counterexample.eval(a.vars[x], model_completion=True).as_long() & free_mask
        seen.append(z3.substitute(met, (x_term, kept | at_x)))
        model = session.check(met, *seen)
        if model is None:
            return None
        point = enc.point(model)
    return None


def pins_passing(
    target: Target,
    x: int,
    windows: list[int],
    pins: list[dict[int, int]],
    point: InputPoint,
    by_construction: bool,
    ascend: bool,
) -> Iterator[tuple[int, dict[int, int]]]:
    """(window, pin) pairs for `is_surjective`'s queries: each of `pins` in each window,
    but those the concrete evaluator already shows to fail (`pinned_map_fails`; the
    queries would fail), unless the chain is a bijection by construction. With
    `ascend`, each window then gets one more, found concretely (`ascended_pin`),
    when it is not one of `pins`: reached only when theirs failed."""
    _, choices, freezes = point
    for free_mask in windows:
        # Every pin's check in one evaluation (`pin_scores`): as cheap as the first's.
        scores = None if by_construction else pin_scores(target, x, free_mask, [(at, choices, freezes) for at in pins])
        for k, at in enumerate(pins):
            if scores is None or scores[k][0] == scores[k][1]:
                yield free_mask, at
        if ascend and (ascended := ascended_pin(target, x, free_mask, point)) is not None and ascended not in pins:
            yield free_mask, ascended


ASCENT_INPUTS = 8
"""Inputs besides x `ascended_pin` moves at most (each costs three evaluations a round)."""


ASCENT_ROUNDS = 2


def ascended_pin(target: Target, x: int, free_mask: int, point: InputPoint) -> dict[int, int] | None:
    """A pin at which the concrete evaluator sees the map from x's free bits to the
    target defined and injective, found by coordinate ascent from `point`: each other
    input in turn is set to 0, 1 or all-ones where that makes more distinct target
    values among PINNED_LANES executions; None when no pin found reaches all of them.
    Where the witness and the uniform pins (`pin_points`) fail, one input most often
    has to be the identity of what x meets and another its absorbing value at once:
    `select (umax(a, zext b) >u c), 0, umax(a, zext b)` takes every value of a at b = 0
    and c = −1 only."""
    vars, choices, freezes = point
    fragment = target.session.fragment
    others = [i for i in sorted(vars) if i != x]
    if len(others) > ASCENT_INPUTS:
        return None
    current = dict(vars)
    score, full = pin_score(target, x, free_mask, (current, choices, freezes))
    for _ in range(ASCENT_ROUNDS):
        improved = False
        for i in others:
            if score == full:
                break
            constants = [c for c in (0, 1, mask(fragment.insts[i].width)) if c != current[i]]
            # Each trial changes input i alone, so all of them are the same points
            # whichever of them is taken first: scored in one evaluation.
            trials = [{**current, i: c} for c in constants]
            for trial, (trial_score, _) in zip(
                trials, pin_scores(target, x, free_mask, [(t, choices, freezes) for t in trials]), strict=True
            ):
                if trial_score > score:
                    current, score, improved = trial, trial_score, True
                if score == full:
                    break
        if score == full or not improved:
            break
    return current if score == full else None


def pin_score(target: Target, x: int, free_mask: int, point: InputPoint) -> tuple[int, int]:
    """(distinct target values among the executions of the pin that facts hold on,
    distinct xs) over the PINNED_LANES executions `pinned_map_fails` evaluates: equal
    exactly when that check passes."""
    return pin_scores(target, x, free_mask, [point])[0]


def pin_scores(target: Target, x: int, free_mask: int, points: list[InputPoint]) -> list[tuple[int, int]]:
    """`pin_score` of each of `points`, from one evaluation of all their executions
    (`pinned_evaluations`)."""
    xs, evaluation = pinned_evaluations(target, x, free_mask, points)
    n, full = len(xs), len(set(xs))
    holds = evaluation.fact_mask(target.index)
    values = evaluation.values[target.index]
    scores = []
    for k in range(len(points)):
        lanes = slice(k * n, (k + 1) * n)
        reached = values[lanes][holds[lanes]]
        scores.append((len(np.unique(reached >> scalar(reached, target.shift))), full))
    return scores


def pinned_evaluation(target: Target, x: int, free_mask: int, point: InputPoint) -> tuple[list[int], Evaluation]:
    """The PINNED_LANES executions of the pin at `point` (x's `free_mask` bits as
    `pinned_xs` draws them), evaluated: what the concrete checks of a pin read."""
    return pinned_evaluations(target, x, free_mask, [point])


def pinned_evaluations(
    target: Target, x: int, free_mask: int, points: list[InputPoint]
) -> tuple[list[int], Evaluation]:
    """`pinned_evaluation` of each of `points`, in one evaluation (point k's lanes
    k·PINNED_LANES on, `along_input_at_each`). The points differ in inputs other than
    x, so x takes the same values at each."""
    fragment = target.session.fragment
    if len({p[0][x] & ~free_mask for p in points}) != 1:
        raise ValueError("the points of one evaluation must agree on x's fixed bits")
    xs = pinned_xs(fragment, x, free_mask, points[0])
    return xs, evaluate(fragment, along_input_at_each(fragment, points, x, xs))


def pinned_xs(fragment: Fragment, x: int, free_mask: int, point: InputPoint) -> list[int]:
    """PINNED_LANES values of x: its bits at `point`, the `free_mask` ones drawn at
    random (seeded by the mask and x)."""
    rng = random.Random(free_mask ^ x)
    width_x = fragment.insts[x].width
    pinned = point[0][x] & ~free_mask
    bits = [b for b in range(width_x) if free_mask >> b & 1]
    edges = [sum((k >> n & 1) << b for n, b in enumerate(bits)) for k in range(EDGE_LANES)]
    edges += [free_mask ^ e for e in edges]  # the free bits' smallest and largest values
    drawn = [rng.getrandbits(width_x) & free_mask for _ in range(PINNED_LANES - len(edges))]
    return [pinned | v for v in edges + drawn]


EDGE_LANES = 8
"""The smallest values of x's free bits `pinned_xs` puts first (and as many largest):
random ones almost never come near `umax(x, 65535)`'s collisions below 65,535."""


PINNED_LANES = 256
"""Executions of a pinned map `pinned_map_fails` evaluates before its solver queries."""


def pinned_map_fails(target: Target, x: int, free_mask: int, point: InputPoint) -> bool:
    """Whether the concrete evaluator already shows that the map `is_surjective` would
    prove injective fails: among PINNED_LANES executions at `point` with x's
    `free_mask` bits drawn at random (seeded), one where facts about the target need
    not hold (the first query would find such an execution), or two distinct xs with
    the same target value (the collision query would). Either is a counterexample to
    the theorem, so skipping the two queries loses nothing; most failed attempts on
    masked or truncated values end here, in one evaluation instead of two queries.
    (An undefined x leaves fewer distinct values among the defined executions than
    distinct xs, as a collision does: `pin_score` counts both.)"""
    score, full = pin_score(target, x, free_mask, point)
    return score < full


def free_windows(fragment: Fragment, x: int, width: int, shift: int) -> list[int]:
    """The masks of x's bits `is_surjective` frees, w = `width` of them: its lowest w
    free bits (those not fixed by its attributes), and, for a stride target v >> s
    (s = `shift` > 0), also the w free bits from the s-th up: x's bits below the
    stride are often cleared on the way (`x & ~3`, `shl x, 2`), so the map from its
    lowest bits is not injective where the map from the next ones is."""
    free = free_bits(fragment, x)
    windows = [free[:width]]
    if shift and len(free) >= shift + width:
        windows.append(free[shift : shift + width])
    return [sum(1 << b for b in window) for window in windows if len(window) == width]


def meeting(session: Session, target: Target, chain: Bijection, witness: InputPoint) -> InputPoint | None:
    """A defined execution whose x-independent values meet the chain's requirements:
    the witness when there are none (no query), else a model; None when no execution
    does."""
    if not chain.requires:
        return witness
    sampled = sampled_point(session, target.index, chain.requires)
    if sampled is not None:
        return sampled
    enc = session.enc
    model = session.check(target.condition, *(requirement(enc, r) for r in chain.requires))
    return None if model is None else enc.point(model)


def sampled_point(session: Session, index: int, requires: tuple[Requirement, ...]) -> InputPoint | None:
    """A sampled execution in which facts about `index` must hold and that meets
    `requires` (its values not poison), or None: what a solver model would give,
    without the query (a sample is as much a defined execution)."""
    for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
        lanes = evaluation.fact_mask(index)
        for r in requires:
            if isinstance(r, Enters):
                lanes = lanes & (np.asarray(inputs.choices.get(r.block, 0)) == r.pred)
                continue
            values = evaluation.values[r.index]
            lanes = lanes & ~evaluation.poison[r.index]
            if isinstance(r, Equals):
                lanes = lanes & (values == scalar(values, r.value))
            else:  # Odd
                lanes = lanes & ((values & scalar(values, 1)) == scalar(values, 1))
        found = np.flatnonzero(lanes)
        if len(found):
            return lane_point(inputs, int(found[0]))
    return None


def requirement(enc: Encoding, r: Requirement) -> Any:
    if isinstance(r, Equals):
        term = enc.values[r.index]
        return term == z3.BitVecVal(r.value, term.size())
    if isinstance(r, Odd):
        return z3.Extract(0, 0, enc.values[r.index]) == 1
    choice = enc.choices[r.block]
    return choice == z3.BitVecVal(r.pred, choice.size())


def pin_points(fragment: Fragment, x: int, witness: dict[int, int], only_witness: bool) -> list[dict[int, int]]:
    """Where to pin the other inputs: the witness execution, then every other input at
    1 and at all-ones (odd, so that `x * y` is injective in x: the witness may have
    drawn an even y). Any point that passes both queries proves the same theorem."""
    if only_witness:
        return [witness]
    points = [witness]
    for constant in (1, -1):
        point = {**witness, **{i: constant & mask(fragment.insts[i].width) for i in witness if i != x}}
        if point not in points:
            points.append(point)
    return points
