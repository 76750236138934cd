"""Maximally precise forward facts of one value: known bits, sign bits, the four
booleans, and the three range flavours.

The shape of every search is the same (docs/oracles.md): start from α of the values
the samples reached — the most precise fact they allow, so no answer can be more
precise — and ask the solver once whether any defined execution breaks it. Unsat
proves it. A model is a new reachable value (replayed concretely), which weakens the
candidate; repeat. Known bits, sign bits and the booleans typically need one or two
queries in all, where a per-bit search needs two per bit. The ranges' search is
`auditor.oracles.range_search`'s: a table of stages over the same shape.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.oracles.chains import carry_samples, cut_chains
from auditor.oracles.memo import Slot
from auditor.oracles.range_search.answers import RANGES, range_answer
from auditor.oracles.range_search.target import PROVEN_KNOWN_BITS, Target, outside_sign_bits, reached_where
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Session, Status, Unknown


def best_forward(session: Session, index: int, domain: Domain, force_solver: bool = False) -> OracleFact:
    """The most precise fact of value `index` in forward `domain`: exhaustive when the
    samples enumerate every execution (unless `force_solver`), vacuous when no defined
    execution reaches it, proven, or partial (a sound fact, and the bound the best one
    lies above) when the budget ran out. The root of a fragment with input chains is
    answered on the fragment with them cut (`auditor.oracles.chains`). The range
    domains are `range_search.answers.range_answer`'s. Example: the root of
    `%1 = and i8 %x, 12` gets known bits `0000??00`, proven (at i8, exhaustive)."""
    if index == session.fragment.root and (force_solver or not session.samples.exhaustive):
        cut = _cut_session(session)
        if cut is not None:
            with session.traced("cut-chains"), session.charging(cut):
                answer = best_forward(cut, cut.fragment.root, domain, force_solver)
            return replace(answer, value=index)
    started = session.queries
    width = session.fragment.insts[index].width
    dom = forward_domain(domain)
    values = session.samples.reachable(index)
    if session.samples.exhaustive and not force_solver:
        if len(values) == 0:
            return OracleFact(index, domain, None, Status.VACUOUS)
        return OracleFact(index, domain, dom.from_values(values, width), Status.EXHAUSTIVE)
    try:
        if len(values) == 0:
            model = session.check(session.enc.fact_condition(index))
            if model is None:
                return OracleFact(index, domain, None, Status.VACUOUS, queries=session.queries - started)
            values = np.asarray([session.witness(model, index)], dtype=object)
        if domain in RANGES:
            return range_answer(session, index, domain, values, best_forward, started)
        candidate = dom.from_values(values, width)
    except Unknown:
        return OracleFact(index, domain, dom.top(width), Status.PARTIAL, queries=session.queries - started)
    return _refine(session, index, domain, candidate, started)


CUT_SESSIONS: Slot[tuple[()], Session | None] = Slot("cut sessions")
"""`_cut_session`'s session, one per session (None: no chain to cut)."""


def _cut_session(session: Session) -> Session | None:
    """A session on the fragment with its input chains cut (`auditor.oracles.chains`),
    whose root reaches exactly the values this one's does: it answers the root's
    forward facts. None when there is no chain. Made once, with what is left of the
    fragment budget; sampled, and given this session's samples too (unless it
    enumerates every execution)."""
    if session.memo.has(CUT_SESSIONS, ()):
        return session.memo.get(CUT_SESSIONS, ())
    cut = cut_chains(session.fragment)
    made: Session | None = None
    if cut is not None:
        samples = session.sampling.of(cut.fragment)
        if not samples.exhaustive:
            carry_samples(session.samples, cut, into=samples)
        made = session.derived(cut.fragment, samples)
    return session.memo.put(CUT_SESSIONS, (), made)


def _refine(session: Session, index: int, domain: Domain, candidate: Any, started: int) -> OracleFact:
    dom = forward_domain(domain)
    width = session.fragment.insts[index].width
    term = session.enc.values[index]
    condition = session.enc.fact_condition(index)
    while True:
        try:
            if domain is Domain.SIGN_BITS:
                value = outside_sign_bits(Target(session, index), candidate)
            elif domain is Domain.NON_ZERO and candidate.holds:
                value = reached_where(Target(session, index), term == 0, lambda t: t == 0, signed=False)
            else:
                model = session.check(condition, z3.Not(dom.to_smt(candidate, term)))
                value = None if model is None else session.witness(model, index)
        except Unknown:
            return OracleFact(
                index, domain, dom.top(width), Status.PARTIAL, bound=candidate, queries=session.queries - started
            )
        if value is None:
            if domain is Domain.KNOWN_BITS:
                session.memo.put(PROVEN_KNOWN_BITS, index, candidate)  # the range search starts from them
            return OracleFact(index, domain, candidate, Status.PROVEN, queries=session.queries - started)
        if dom.contains(candidate, value):
            raise AssertionError(f"solver value {value} is inside {dom.format(candidate)}")
        candidate = dom.join(candidate, dom.from_values(np.asarray([value], dtype=object), width))
