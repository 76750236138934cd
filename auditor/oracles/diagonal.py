"""Surjectivity along a diagonal: a value that, with every input of its width set to
one value t, is t itself.

Why: lz4frame's `((x / d) & 0xFFFFFFFF) * d`, with d a phi of an input and a
constant, takes every 64-bit value — at x = d = t it is t for every t ≠ 0 — but no
execution with every input but one fixed is a bijection of that input (with d fixed,
the value is a multiple of d), so `forward._surjective` cannot show it. On the
diagonal it is one quantifier-free question, "is the value other than t anywhere facts
about it hold", which Bitwuzla settles in a millisecond (it rewrites t / t to 1; Z3
gives up on it after 2 s). The few t where the diagonal execution is not one facts
hold on (t = 0 divides by 0) are asked for one by one, each reached by a witness or
the value set is not full.
"""

from __future__ import annotations

import random

import numpy as np
import z3

from auditor.ir.fragment import choice_combinations, cone_of, mask
from auditor.oracles.few_missed import few_values
from auditor.oracles.session import Session, Unknown
from auditor.semantics.concrete import Inputs, as_array, evaluate

DIAGONAL_LANES = 32
"""Random values of t at which the evaluator checks the diagonal before any query."""

COMBINATIONS = 8
"""Block-choice combinations tried at most (each is its own diagonal)."""


def identity_on_a_diagonal(session: Session, index: int) -> bool:
    """Whether value `index` takes all 2^w values because, with every input of its
    width t (the other inputs 0, the blocks at one combination of choices), it equals
    t wherever facts about it hold — proven by one query — and every t where they do
    not hold (`few_missed.MAX_MISSED` at most) is reached by a witness execution."""
    key = ("diagonal", index)
    cached = session.memo.get(key)
    if isinstance(cached, bool):
        return cached
    fragment = session.fragment
    width = fragment.insts[index].width
    cone = set(cone_of(fragment, index))
    tied = [i for i in fragment.inputs() if i in cone and fragment.insts[i].width == width]
    combinations = choice_combinations(fragment, COMBINATIONS)
    result = False
    if tied and not any(True for _ in fragment.freezes()) and combinations is not None:
        result = any(
            _identity_sampled(session, index, tied, choices) and _identity_proven(session, index, tied, choices)
            for choices in combinations
        )
    session.memo[key] = result
    return result


def _identity_sampled(session: Session, index: int, tied: list[int], choices: dict[int, int]) -> bool:
    """The evaluator's check: at DIAGONAL_LANES random t (and 0, 1, 2^w − 1), facts
    hold at half of them at least, and the value is t wherever they do."""
    fragment = session.fragment
    width = fragment.insts[index].width
    rng = random.Random(index)
    ts = [rng.getrandbits(width) for _ in range(DIAGONAL_LANES)] + [0, 1, mask(width)]
    n = len(ts)
    inputs = Inputs(
        vars={i: as_array(ts if i in tied else [0] * n, fragment.insts[i].width) for i in fragment.inputs()},
        choices={b: np.full(n, c, dtype=np.int64) for b, c in choices.items()},
    )
    evaluation = evaluate(fragment, inputs)
    holds = evaluation.fact_mask(index)
    if int(holds.sum()) < n // 2:
        return False
    values = evaluation.values[index]
    return all(int(values[k]) == t for k, t in enumerate(ts) if holds[k])


def _identity_proven(session: Session, index: int, tied: list[int], choices: dict[int, int]) -> bool:
    """The queries: no t where facts hold and the value is not t; every t where they
    do not hold reached otherwise. False when a query gives up."""
    enc = session.enc
    width = session.fragment.insts[index].width
    t = z3.BitVec("!diagonal", width)
    pins = [(term, t if i in tied else z3.BitVecVal(0, term.size())) for i, term in enc.vars.items()]
    pins += [(enc.choices[b], z3.BitVecVal(c, enc.choices[b].size())) for b, c in choices.items()]
    holds = z3.substitute(enc.fact_condition(index), *pins)
    value = z3.substitute(enc.values[index], *pins)
    try:
        if session.check_fresh(z3.And(holds, value != t)):
            return False
        missed = few_values(session, z3.Not(holds), t)
        if missed is None:
            return False
        reached = {int(v) for v in session.samples.reachable(index)}
        for m in missed:
            if m in reached:
                continue
            witness = session.check(enc.fact_condition(index), enc.values[index] == m)
            if witness is None or session.witness(witness, index) != m:
                return False
    except Unknown:
        return False
    return True
