"""The values a pinned chain of bijections misses when a few of its executions are
undefined — the half of a "takes every value but these" proof that needs no
question about the other executions.

Why: the surjectivity proof (`range_search.surjective.is_surjective`) needs every execution of its pin
defined, and ranges that leave out a few values (`[1, 0)`: lz4hc's `add nuw x, 1`,
undefined at x = −1 only) were left partial: every other value is reached, but no
proof said so. For a chain g — a bijection of x's free bits by construction
(`auditor.oracles.bijection`), in the pin's executions that meet its requirements —
the defined executions of the pin take g(X) − g(U) = every value but g(U), U the
undefined xs. U is enumerated by the solver, the last query (no further one) proving
it whole; g(U) is what the fragment computes there without its poison-generating
flags, which along the chain is g itself (each link is a bijection with its flags
ignored: `add nuw v, k` is `add v, k` where it is defined). Which of g(U) some other
execution reaches is then a question per value, the caller's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import z3

from auditor.ir.fragment import Fragment
from auditor.oracles.sampling import InputPoint, along_input
from auditor.oracles.session import Session
from auditor.semantics.concrete import evaluate

MAX_MISSED = 16
"""Undefined executions of a pin enumerated at most (each one query, and the values
they miss one query each for the caller): lz4hc's and brotli's edges have one to
eight."""


def missed_values(session: Session, index: int, x: int, free_mask: int, point: InputPoint) -> list[int] | None:
    """The values of value `index` (unsigned bit patterns, increasing) that the pin at
    `point` — every input but x's `free_mask` bits fixed, x's free bits feeding a
    chain of bijections to `index` whose requirements the point meets — does not
    take; [] when every execution of the pin is defined. None when more than
    MAX_MISSED executions are undefined, or where the fragment without flags is
    still undefined (poison or UB from elsewhere than a flag: g is not what it
    computes there). Raises Unknown when a query gives up."""
    a, _ = session.copies()
    xs = few_values(session, z3.And(*a.pinned(point, {x: free_mask}), z3.Not(a.fact_condition(index))), a.vars[x])
    if xs is None:
        return None
    if not xs:
        return []
    evaluation = evaluate(without_flags(session.fragment), along_input(session.fragment, point, x, xs))
    if not bool(evaluation.fact_mask(index).all()):
        return None
    return sorted({int(v) for v in evaluation.values[index]})


def few_values(session: Session, formula: Any, term: Any) -> list[int] | None:
    """The values bit-vector `term` takes in the models of `formula`, one query each,
    each value excluded from the next question (the last query, unsat, proves the list
    whole); None when there are more than MAX_MISSED. Raises Unknown when a query
    gives up."""
    found: list[int] = []
    for _ in range(MAX_MISSED + 1):
        model = session.model_fresh(z3.And(formula, *[term != z3.BitVecVal(v, term.size()) for v in found]))
        if model is None:
            return found
        found.append(model.eval(term, model_completion=True).as_long())
    return None


def without_flags(fragment: Fragment) -> Fragment:
    """The fragment with every poison-generating flag dropped (nuw, nsw, exact,
    disjoint, nneg): where the original is defined, the same values."""
    return replace(
        fragment, insts=tuple(replace(inst, flags=frozenset()) if inst.flags else inst for inst in fragment.insts)
    )
