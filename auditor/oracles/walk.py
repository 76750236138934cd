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

A walk between the ends of a proven cover C = [c, c + S) (the caller's hull) needs
no closed circle: with r(x) = f(x) − c mod 2^w, if facts hold at every x, r(x) < S,
r(0) and r(2^n − 1) are 0 and S − 1 (in either order) and every step r(x + 1) − r(x)
lies in [−(g + 1), g + 1] as an integer (x < 2^n − 1), then no gap inside C is wider
than g: for reached a < b with nothing reached between them, the first x with
r(x) ≥ b − c follows an x − 1 with r(x − 1) ≤ a − c, a step of b − a ≤ g + 1 (the
discrete intermediate value theorem). The one gap outside C is 2^w − S ≤ g wide.
SHA-256's and SHA-512's padding byte `x | (128 << 8k)` at k = 0 is x | 128: its steps
are +1 and −127, not a walk round the circle, but one from 128 up to 2^w − 1.
"""

from __future__ import annotations

import itertools
import random

import z3

from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import cone_of, mask
from auditor.oracles.memo import Slot
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


WALKS: Slot[tuple[int, int, int, tuple[int, int] | None], bool] = Slot("walks")
"""`gaps_at_most`'s answers per (index, shift, gap, the cover's ends)."""


def gaps_at_most(session: Session, index: int, shift: int, gap: int, cover: ConstantRange | None = None) -> bool:
    """Whether every gap between the values of instruction `index` (without its low
    `shift` bits, as `range_search.target.Target`'s) is at most `gap` wide, shown by a walk along
    one input from a sample execution (see the module docstring): round the circle,
    or — given `cover`, a range of those values the caller has proven to hold them
    all, leaving out at most `gap` of them — between the cover's two ends. False when
    no walk is found or its query gives up."""
    width = session.fragment.insts[index].width - shift
    if gap + 1 >= 1 << width:
        return False  # (no step is wider: nothing to show, and gap + 1 would wrap)
    ends = None
    if cover is not None and cover.width == width and not cover.is_full and (1 << width) - cover.size <= gap:
        ends = (cover.lo, cover.size) if cover.size >= 2 else None
    key = (index, shift, gap, ends)
    cached = session.memo.get(WALKS, key)
    if cached is not None:
        return cached
    result = False
    seeds = _seeds(session, index, shift)
    fragment = session.fragment
    if seeds and not any(True for _ in fragment.freezes()):
        cone = set(cone_of(fragment, index))
        inputs = [i for i in fragment.inputs() if i in cone]
        # Checked lazily: only until WALK_PROOFS walks pass (one evaluation each).
        fitting = ((seed, x, _steps_fit(session, index, shift, gap, seed, x, ends)) for x in inputs for seed in seeds)
        walks = ((seed, x, kind) for seed, x, kind in fitting if kind is not None)
        for seed, x, kind in itertools.islice(walks, WALK_PROOFS):
            try:
                if _walk_proven(session, index, shift, gap, seed, x, kind):
                    result = True
                    break
            except Unknown:
                break
    return session.memo.put(WALKS, key, result)


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


ROUND = "round"
"""`_steps_fit`'s kind of a walk round the circle, as against a `_Between` walk."""

_Between = tuple[int, int, int, int]
"""A walk between a cover's ends: the cover's lower end c and size S, r(0) and
r(2^n − 1) as the evaluator found them."""


def _steps_fit(
    session: Session, index: int, shift: int, gap: int, seed: InputPoint, x: int, ends: tuple[int, int] | None
) -> str | _Between | None:
    """The evaluator's check of the walk along x from `seed`: facts hold at the x
    checked and x + 1, and either every step is at most gap + 1 and one is not 0
    (ROUND), or — with `ends`, a cover's lower end c and size S — r = f − c is below S
    everywhere checked, r(0) and r(2^n − 1) are its ends and every step but the
    wrapping one is within gap + 1 either way (the `_Between` walk). None when neither
    fits."""
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
        return None
    values = [int(v) >> shift for v in evaluation.values[index]]
    n = len(xs)
    steps = [(values[n + k] - values[k]) & mask(width) for k in range(n)]
    if all(s <= gap + 1 for s in steps) and any(steps):
        return ROUND
    if ends is None:
        return None
    lo, size = ends
    r = [(v - lo) & mask(width) for v in values]
    first, last = r[0], r[1]  # at x = 0 and x = 2^n − 1
    if {first, last} != {0, size - 1} or any(v >= size for v in r):
        return None
    if all(abs(r[n + k] - r[k]) <= gap + 1 for k in range(n) if xs[k] != mask(wx)):
        return (lo, size, first, last)
    return None


def _walk_proven(
    session: Session, index: int, shift: int, gap: int, seed: InputPoint, x: int, kind: str | _Between
) -> bool:
    """The query: no x (the other inputs at `seed`) where facts do not hold, or where
    the step to x + 1 is more than gap + 1 — for a `_Between` walk, either way, with r
    at or above the cover's size S or r(0), r(2^n − 1) not the ends the evaluator
    found. Unknown is raised through."""
    a, b = session.copies()[:2]
    wx = session.fragment.insts[x].width
    free = {x: mask(wx)}
    va, vb = a.shifted(index, shift), b.shifted(index, shift)
    if kind is ROUND:
        bad = z3.Or(z3.Not(a.fact_condition(index)), z3.UGT(vb - va, gap + 1))
    else:
        assert not isinstance(kind, str)
        lo, size, first, last = kind
        ra, rb = va - lo, vb - lo
        # The step as an integer: r < S ≤ 2^w, so w + 1 bits hold it, signed.
        step = z3.ZeroExt(1, rb) - z3.ZeroExt(1, ra)
        xa = a.vars[x]
        bad = z3.Or(
            z3.Not(a.fact_condition(index)),
            z3.UGE(ra, size) if size < 1 << va.size() else z3.BoolVal(False),
            z3.And(xa == 0, ra != first),
            z3.And(xa == mask(wx), ra != last),
            z3.And(xa != mask(wx), z3.Or(step > gap + 1, step < -(gap + 1))),
        )
    return not session.check_fresh(
        z3.And(*a.pinned(seed, free), *b.pinned(seed, free), b.vars[x] == a.vars[x] + 1, bad)
    )
