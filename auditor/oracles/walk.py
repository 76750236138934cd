"""Walks: a value that moves by small steps as one input counts up leaves no wide gap.

Why: brotli's block sizes `x + 6 + ((x >> 12) & ~3)` (less one, 0 where the sum
wraps) reach every value from 5 up but for holes of 4 in every 2^14: a dense set
whose unsigned hull [5, 2^64 − 1] is its smallest range exactly when no hole is wider
than the 5 values below 5. Runs of x are 2^14 values long and there are 2^50 of
them; witnesses and the ∃∀ question settle nothing.

The argument: with every input but x fixed at an execution (the seed), let
f(x) be the value and d(x) = f(x + 1) − f(x) mod 2^w its step (x + 1 wrapping round
to 0 at the top of x's range). If facts hold at every x and every step is at most
g + 1, the walk f(0), f(1), …, f(2^n − 1), f(0) is closed, so its steps add up to a
multiple of 2^w; when one of them is not 0 (seen concretely), they add up to 2^w at
least: the walk goes round the whole circle, and each step passes over at most g
values. Every value the walk passes over lies within g of one it reaches, so every
gap of the value set is at most g wide. One quantifier-free query over two copies of
the fragment (x and x + 1) shows it.
"""

from __future__ import annotations

import itertools
import random

import z3

from auditor.ir.fragment import cone_of, mask
from auditor.oracles.sampling import InputPoint, along_input_at_each, lane_point
from auditor.oracles.session import Session, Unknown
from auditor.semantics.concrete import evaluate

WALK_LANES = 48
"""Random x per seed at which the evaluator checks a walk before its query (and the
edges of x's range)."""

WALK_SEEDS = 4
"""Sample executions walks start from: the target's unsigned extremes and two others."""

WALK_PROOFS = 2
"""Walks whose evaluator check passed that are then asked of the solver at most."""


def gaps_at_most(session: Session, index: int, shift: int, gap: int) -> bool:
    """Whether every gap between the values of instruction `index` (without its low
    `shift` bits, as `forward._Target`'s) is at most `gap` wide, shown by a walk along
    one input from a sample execution (see the module docstring). False when no walk
    is found or its query gives up."""
    if gap + 1 >= 1 << (session.fragment.insts[index].width - shift):
        return False  # (no step is wider: nothing to show, and gap + 1 would wrap)
    key = ("walk", index, shift, gap)
    cached = session.memo.get(key)
    if isinstance(cached, bool):
        return cached
    result = False
    seeds = _seeds(session, index, shift)
    fragment = session.fragment
    if seeds and not any(True for _ in fragment.freezes()):
        cone = set(cone_of(fragment, index))
        inputs = [i for i in fragment.inputs() if i in cone]
        # Checked lazily: only until WALK_PROOFS walks pass (one evaluation each).
        walks = ((seed, x) for x in inputs for seed in seeds if _steps_fit(session, index, shift, gap, seed, x))
        for seed, x in itertools.islice(walks, WALK_PROOFS):
            try:
                if _walk_proven(session, index, shift, gap, seed, x):
                    result = True
                    break
            except Unknown:
                break
    session.memo[key] = result
    return result


def _seeds(session: Session, index: int, shift: int) -> list[InputPoint]:
    """Up to WALK_SEEDS sample executions where facts hold: the lowest and highest
    values and two random ones."""
    samples = session.samples
    lanes = samples.lanes(index, shift)
    if not lanes:
        return []
    rng = random.Random(index)
    picks = [lanes[0], lanes[-1], *rng.sample(lanes, min(2, len(lanes)))]
    return [lane_point(samples.inputs[c], lane) for _, c, lane in list(dict.fromkeys(picks))[:WALK_SEEDS]]


def _steps_fit(session: Session, index: int, shift: int, gap: int, seed: InputPoint, x: int) -> bool:
    """The evaluator's check of the walk along x from `seed`: facts hold at the x
    checked and x + 1, every step is at most gap + 1, and one is not 0."""
    fragment = session.fragment
    wx = fragment.insts[x].width
    width = fragment.insts[index].width - shift
    rng = random.Random(x)
    xs = [0, mask(wx), mask(wx) - 1, 1 << (wx - 1), (1 << (wx - 1)) - 1, seed[0][x]]
    xs += [rng.getrandbits(wx) for _ in range(WALK_LANES)]
    xs = [v & mask(wx) for v in xs]
    both = xs + [(v + 1) & mask(wx) for v in xs]
    evaluation = evaluate(fragment, along_input_at_each(fragment, [seed], x, both))
    holds = evaluation.fact_mask(index)
    if not holds.all():
        return False
    values = [int(v) >> shift for v in evaluation.values[index]]
    n = len(xs)
    steps = [(values[n + k] - values[k]) & mask(width) for k in range(n)]
    return all(s <= gap + 1 for s in steps) and any(steps)


def _walk_proven(session: Session, index: int, shift: int, gap: int, seed: InputPoint, x: int) -> bool:
    """The query: no x (the other inputs at `seed`) where facts do not hold, or where
    the step to x + 1 is more than gap + 1. Unknown is raised through."""
    a, b = session.copies()[:2]
    free = {x: mask(session.fragment.insts[x].width)}
    step = b.shifted(index, shift) - a.shifted(index, shift)
    bad = z3.Or(z3.Not(a.fact_condition(index)), z3.UGT(step, gap + 1))
    return not session.check_fresh(
        z3.And(*a.pinned(seed, free), *b.pinned(seed, free), b.vars[x] == a.vars[x] + 1, bad)
    )
