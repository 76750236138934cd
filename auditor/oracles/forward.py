"""Maximally precise forward facts of one value: known bits, sign bits, the four
booleans, and the three range flavours.

The shape of every search is the same (docs/oracles.md): start from α of the values
the samples reached — the most precise fact they allow, so no answer can be more
precise — and ask the solver once whether any defined execution breaks it. Unsat
proves it. A model is a new reachable value (replayed concretely), which weakens the
candidate; repeat. Known bits, sign bits and the booleans typically need one or two
queries in all, where a per-bit search needs two per bit.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange, smallest_range_without
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment, Ref, choice_combinations, cone_of, mask, to_signed
from auditor.ir.opcodes import Opcode
from auditor.ir.rewrite import at_choice
from auditor.oracles.addends import addend_runs, sum_of
from auditor.oracles.affine_space import AffineSpace
from auditor.oracles.bijection import Bijection, Enters, Equals, Odd, Requirement, structural_bijections
from auditor.oracles.chains import carry_samples, cut_chains
from auditor.oracles.climb import climb, climb_outside, spread
from auditor.oracles.cube import cube_reached
from auditor.oracles.few_missed import MAX_MISSED, missed_values
from auditor.oracles.gap import split, widen
from auditor.oracles.integer import INTEGER_MS, lifted_value, lifting
from auditor.oracles.linear_cone import LinearCone, linear_cone
from auditor.oracles.lines import bijective_on_a_line
from auditor.oracles.multiples import Multiples, every_multiple, multiple_hull
from auditor.oracles.pinned_polynomial import surjective_by_polynomial
from auditor.oracles.polynomial import ResidueClasses, polynomial_of, value_set
from auditor.oracles.products import Product, double_width_product, signed_product_hull
from auditor.oracles.result import OracleFact
from auditor.oracles.runs import (
    Run,
    RunFinder,
    dense_gap_bound,
    gap_bound,
    gap_complement,
    largest_gap,
    most_new_first,
    probed_runs,
)
from auditor.oracles.sampling import InputPoint, along_input, along_input_at_each, free_bits, lane_point
from auditor.oracles.session import SemanticsMismatch, Session, Status, Unknown, left_ms, products
from auditor.oracles.tfunction import injective_low_bits
from auditor.oracles.triangular import find_window
from auditor.oracles.walk import gaps_at_most
from auditor.semantics.concrete import Evaluation, evaluate, scalar
from auditor.semantics.constant_products import shifts_and_adds
from auditor.semantics.smt import Encoding

RANGE_REFINEMENTS = 8
"""Solver models tried on the smallest wrapped range in all, before the hulls and
after them (stride patterns such as `shl x, 2` reach a value in every gap: witnesses
alone never close them); climbing finds most witnesses between the rounds. Larger: a
few more ranges proven by refutation, one more solver model per round on the many
searches that stay partial (see docs/history.md)."""


COLLISION_MS = 400
"""Cap of an injectivity (collision) query of `_surjective`: the collisions proven
absent are proven well within it, and a query that has not settled by then mostly
gives up. Larger: more time on queries that give up; smaller: some injectivity proofs
lost (see docs/history.md)."""

CLIMBED_WITNESSES = 32
"""Climbs toward a value outside the candidate per smallest-range search (each an
evaluation or a few: far cheaper than the solver model it saves)."""

PROBE_MS = 250
"""Cap of the one query that asks whether a range search's bound itself is reached."""

EARLY_REFINEMENTS = 4
"""Refute-and-join rounds tried before the hulls (of RANGE_REFINEMENTS in all)."""

LATE_REFINEMENTS = 4
"""Refute-and-join rounds tried after the hulls at most (a nearly full sample tries none
before them). The ranges these rounds prove are proven within four; larger: more models
spent on searches that stay partial, each one more witness in a hash's dense set (see
docs/history.md)."""

COVER_ROUNDS = 3
"""Witnesses `_covered_range` takes (each may move the largest gap) before giving up,
and one more after each run proven beyond them."""

RANGE_GIVE_UPS = 2
"""Queries of one smallest-range search that may give up before its remaining stages
are left alone (the answer is then partial, with the narrowest proven cover). Larger:
a very few more searches proven, much time spent on the searches that go on giving up
(see docs/history.md)."""

NEARLY_FULL = 64
"""A sampled range missing less than 1/64 of the space is tried as the full set first."""

NARROW_GAP = 1 << 16
"""`_covered_range` tries the runs of a target whose hulls are full only when the runs of
every value found and the samples leave no gap wider than 2^w / NARROW_GAP: a smallest
range that leaves out a stretch inside (every value but [1, 16384)), not a hash round's
sparse runs. Combs whose inner gaps are at most COMB_GAP count as well: lz4's length
codes reach every value but those ≡ 16 mod 256, so their smallest range is all but 16,
inside a full hull (`runs.largest_gap` names such a gap)."""

COMB_GAP = 255
"""See NARROW_GAP: the largest inner gap of runs and combs that may show a full hull's
smallest range (a hash round's runs in steps of 2^31 do not)."""

EXISTS_FORALL_MS = 150
"""Bitwuzla's time on the ∃∀ smaller-range question (`_cover_start`). Z3 is
not asked when Bitwuzla gives up: its quantified bit-vector reasoning settles few of
those questions, and spends long giving up on the rest. Smaller: some "no smaller
range" answers (the answer that proves a hull) lost; larger: more time on questions
that give up (see docs/history.md)."""


SPLIT_MS = 1000
"""Time the smallest-range search spends at most splitting witnessed gaps
(`_split_gaps`), its last stage."""

SPLIT_QUERY_MS = 250
"""Cap of each of `_split_gaps`' questions."""

SPLIT_SHRINK = 8
"""`_split_gaps` stops once the widest witnessed gap is narrower than 1/8 of the
first (`gap.split`): the gaps it proves stay a sizeable share of the first, while
the dense sets it cannot settle narrow theirs many-fold. Larger: more splitting of
dense sets that stay partial; smaller: fewer gaps proven (see docs/history.md)."""

GAP_STEPS = 8
"""Questions per side of a gap widened after the ∃∀ question (`_narrowed`)."""

GAP_ROUNDS = 3
"""Gaps `_narrowed` widens at most (each after an ∃∀ answer naming a wider one)."""


def best_forward(session: Session, index: int, domain: Domain, force_solver: bool = False) -> OracleFact:
    if index == session.fragment.root and (force_solver or not session.samples.exhaustive):
        cut = _cut_session(session)
        if cut is not None:
            with session.charging(cut):
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
        if domain in _RANGES and (exact_set := _exact_set(session, index)) is not None:
            exact = {
                Domain.UNSIGNED_RANGE: exact_set.unsigned_hull,
                Domain.SIGNED_RANGE: exact_set.signed_hull,
                Domain.RANGE: exact_set.smallest_range,
            }[domain]()
            if exact is not None:
                return OracleFact(index, domain, exact, Status.PROVEN, queries=session.queries - started)
        if domain is Domain.RANGE and (three_gap := _multiple_range(session, index)) is not None:
            return OracleFact(index, domain, three_gap, Status.PROVEN, queries=session.queries - started)
        if domain is Domain.UNSIGNED_RANGE or domain is Domain.SIGNED_RANGE:
            try:
                fact: Any = _extremes_range(session, index, values, signed=domain is Domain.SIGNED_RANGE)
            except PartialHull as partial:
                return OracleFact(
                    index,
                    domain,
                    partial.sound,
                    Status.PARTIAL,
                    bound=partial.reached,
                    queries=session.queries - started,
                )
            return OracleFact(index, domain, fact, Status.PROVEN, queries=session.queries - started)
        if domain is Domain.RANGE:
            fact, status, bound = _wrapped_range(session, index, values)
            return OracleFact(index, domain, fact, status, bound=bound, queries=session.queries - started)
        candidate = dom.from_values(values, width)
    except Unknown:
        return OracleFact(index, domain, dom.top(width), Status.PARTIAL, queries=session.queries - started)
    return _refine(session, index, domain, candidate, started)


_RANGES = frozenset({Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE})

LINEAR_CHECKS = 256
"""Distinct sampled values of a linear cone's target checked against its image (each a
reduction by its basis: checking all of a hash's thousands cost more than the rest)."""


def _root_cone(session: Session, index: int) -> LinearCone | None:
    """The root's linear cone (`auditor.oracles.linear_cone`), once per session; None
    for other values or when the root is not one."""
    if index != session.fragment.root:
        return None
    key = ("linear cone",)
    if key not in session.memo:
        session.memo[key] = linear_cone(session.fragment, index)
    cone = session.memo[key]
    return cone if isinstance(cone, LinearCone) else None


class ExactSet(Protocol):
    """A value's set of values, known exactly by construction (an affine subspace, a
    union of residue classes): its ranges are computed, not searched."""

    def __contains__(self, value: int) -> bool: ...
    def unsigned_hull(self) -> ConstantRange: ...
    def signed_hull(self) -> ConstantRange: ...
    def smallest_range(self) -> ConstantRange | None: ...


def _exact_set(session: Session, index: int) -> ExactSet | None:
    """The root's exact value set when one of the structural readings gives it (they
    never both apply: a polynomial of degree 2 or more is not an affine map)."""
    image: ExactSet | None = _linear_image(session, index)
    return image if image is not None else _polynomial_image(session, index)


def _check_samples_inside(session: Session, index: int, exact: ExactSet, reading: str) -> None:
    """The concrete evaluator's check of a structural reading: the values the samples
    reached (LINEAR_CHECKS of them) lie in the exact set."""
    reached = sorted({int(v) for v in session.samples.reachable(index)})
    outside = [v for v in reached[:LINEAR_CHECKS] if v not in exact]
    if outside:
        raise SemanticsMismatch(f"reached value {outside[0]} is outside the {reading}")


def _linear_image(session: Session, index: int) -> AffineSpace | None:
    """The root's exact value set when it is an affine map of one value that takes
    every value (`auditor.oracles.linear_cone`; the surjectivity proof of
    `_surjective`), else None. The root is defined and not poison exactly when that
    value is (the map adds neither), and the root is always executed, so the two share
    their executions. The values the samples reached (LINEAR_CHECKS of them) must lie
    in the image: the concrete evaluator's check of the structural reading."""
    if index != session.fragment.root:
        return None
    key = ("linear image",)
    cached = session.memo.get(key)
    if isinstance(cached, AffineSpace) or cached is False:
        return cached or None
    image: AffineSpace | None = None
    if (cone := _root_cone(session, index)) is not None and _takes_every_value(_Target(session, cone.base)):
        _check_samples_inside(session, index, cone.image, "linear image")
        image = cone.image
    session.memo[key] = image if image is not None else False
    return image


def _multiple_range(session: Session, index: int) -> ConstantRange | None:
    """The root's smallest range when it is `mul x, k` with x taking every value below
    some n (`auditor.oracles.multiples.every_multiple`, and `_takes_every_value` of the
    value x is made from): its value set is then exactly the n multiples, whose gaps
    the three-gap theorem gives (`Multiples.smallest_range`); None otherwise. With
    k = k' · 2^s, the multiples are those of k' in w − s bits, shifted left by s: their
    gaps correspond one to one (`_expand`). Every sampled value must lie in the answer,
    and their smallest range be no larger: the concrete evaluator's check."""
    if index != session.fragment.root or (found := every_multiple(session.fragment, index)) is None:
        return None
    multiple, inner = found
    if not _takes_every_value(_Target(session, inner)):
        return None
    k, m, n = multiple.multiples.k, multiple.multiples.m, multiple.multiples.n
    s = (k & -k).bit_length() - 1
    exact = _expand(Multiples(k >> s, m >> s, n).smallest_range(), s, 0)  # n ≤ m >> s (`shifted_multiple`)
    values = session.samples.reachable(index)
    sampled = forward_domain(Domain.RANGE).from_values(values, exact.width)
    if sampled.size > exact.size or not all(exact.contains(int(v)) for v in values[:LINEAR_CHECKS]):
        raise SemanticsMismatch(f"the sampled values of the multiple (range {sampled}) are not inside {exact}")
    return exact


def _polynomial_image(session: Session, index: int) -> ResidueClasses | None:
    """The root's exact value set when it is a polynomial of degree 2 or more of its
    one input (`auditor.oracles.polynomial`: a union of residue classes, by number theory), else
    None. The root is always executed, and the polynomial's operations make neither
    poison nor UB, so every x gives one execution where facts hold. Every sampled
    value must lie in the set: the concrete evaluator's check of the reading."""
    if index != session.fragment.root:
        return None
    key = ("polynomial image",)
    if key not in session.memo:
        found = polynomial_of(session.fragment, index)
        # a·x + b is a bijection or a multiple: the searches' own ground
        classes = None if found is None or found.degree < 2 else value_set(found)
        if classes is not None:
            _check_samples_inside(session, index, classes, "polynomial's value set")
        session.memo[key] = classes
    found_classes = session.memo[key]
    return found_classes if isinstance(found_classes, ResidueClasses) else None


def _cut_session(session: Session) -> Session | None:
    """A session on the fragment with its input chains cut (`auditor.oracles.chains`),
    whose root reaches exactly the values this one's does: it answers the root's
    forward facts. None when there is no chain. Made once, with what is left of the
    fragment budget; sampled, and given this session's samples too (unless it
    enumerates every execution)."""
    cached = session.memo.get(("cut",))
    if isinstance(cached, Session) or cached is False:
        return cached or None
    cut = cut_chains(session.fragment)
    made: Session | None = None
    if cut is not None:
        samples = session.sampling.of(cut.fragment)
        if not samples.exhaustive:
            carry_samples(session.samples, cut, into=samples)
        made = session.derived(cut.fragment, samples)
    session.memo[("cut",)] = made if made is not None else False
    return made


def _refine(session: Session, index: int, domain: Domain, candidate: Any, started: int) -> OracleFact:
    dom = forward_domain(domain)
    width = session.fragment.insts[index].width
    term = session.enc.values[index]
    condition = session.enc.fact_condition(index)
    while True:
        try:
            if domain is Domain.SIGN_BITS:
                value = _outside_sign_bits(_Target(session, index), candidate)
            elif domain is Domain.NON_ZERO and candidate.holds:
                value = _reached(_Target(session, index), term == 0, lambda t: t == 0, signed=False)
            else:
                model = session.check(condition, z3.Not(dom.to_smt(candidate, term)))
                value = None if model is None else session.witness(model, index)
        except Unknown:
            return OracleFact(
                index, domain, dom.top(width), Status.PARTIAL, bound=candidate, queries=session.queries - started
            )
        if value is None:
            session.memo[domain.value, index] = candidate  # reused by the range search
            return OracleFact(index, domain, candidate, Status.PROVEN, queries=session.queries - started)
        if dom.contains(candidate, value):
            raise AssertionError(f"solver value {value} is inside {dom.format(candidate)}")
        candidate = dom.join(candidate, dom.from_values(np.asarray([value], dtype=object), width))


# --- ranges --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Target:
    """The value whose range is searched: instruction `index` shifted right by `shift`
    (the proven trailing known bits, see `_wrapped_range`)."""

    session: Session
    index: int
    shift: int = 0

    @property
    def width(self) -> int:
        return self.session.fragment.insts[self.index].width - self.shift

    @property
    def term(self) -> Any:
        return self.session.enc.shifted(self.index, self.shift)

    @property
    def condition(self) -> Any:
        return self.session.enc.fact_condition(self.index)

    def witness(self, model: z3.ModelRef) -> int:
        return self.session.witness(model, self.index) >> self.shift

    def reached(self) -> np.ndarray:
        values = self.session.samples.reachable(self.index)
        return np.asarray([int(v) >> self.shift for v in values], dtype=object) if self.shift else values


DEAR_QUERY_MS = 5.0
"""A session's mean query time from which a search climbs before its first query (a
climb costs a few milliseconds; most queries on simple fragments, one)."""


def _dear(session: Session) -> bool:
    """Whether this session's queries have cost DEAR_QUERY_MS or more on average."""
    return session.queries > 0 and session.solver_seconds * 1000 >= DEAR_QUERY_MS * session.queries


def _key(value: int, width: int, signed: bool) -> int:
    return to_signed(value, width) if signed else value


class PartialHull(Unknown):
    """A hull search ran out of budget: `sound` is a proven cover of the values (the
    bounds each extreme search proved), `reached` the hull of values reached — the
    best hull lies between them."""

    def __init__(self, sound: ConstantRange, reached: ConstantRange) -> None:
        super().__init__(f"hull between {reached} and {sound}")
        self.sound = sound
        self.reached = reached


def _extreme(target: _Target, start: int, signed: bool, upward: bool, search: bool = True) -> tuple[int, int]:
    """The largest (upward) or smallest value the target reaches, in the signed or
    unsigned order, found by a solver-guided binary search from a reachable `start`:
    (a value reached, a bound proven), unsigned bit patterns, equal when the search
    settled it. One query when `start` is it, none when it is the bound proven
    beforehand; without `search`, none at all. A query that gives up ends the search
    with what it had."""
    width, term = target.width, target.term
    lo_key = -(1 << (width - 1)) if signed else 0
    hi_key = (1 << (width - 1)) - 1 if signed else mask(width)

    def beyond(key: int, strict: bool) -> Any:
        c = z3.BitVecVal(key & mask(width), width)
        if signed:
            return (term > c if strict else term >= c) if upward else (term < c if strict else term <= c)
        if upward:
            return z3.UGT(term, c) if strict else z3.UGE(term, c)
        return z3.ULT(term, c) if strict else z3.ULE(term, c)

    def build(key: int, strict: bool) -> Any:
        def condition(t: Any) -> Any:
            if upward:
                return t > key if strict else t >= key
            return t < key if strict else t <= key

        return condition

    # The steps of one search differ only in the bound: each goes to the solver the last
    # one needed (`Session.check`'s kinds).
    kind = f"extreme:{target.index}:{target.shift}:{signed}:{upward}"

    def reach(key: int, strict: bool, cap_ms: int | None = None) -> int | None:
        """A reached key beyond `key`, or None when none is (proven)."""
        found = _reached(target, beyond(key, strict), build(key, strict), signed, cap_ms, kind)
        return None if found is None else _key(found, width, signed)

    def climbed(best: int) -> int:
        """`best`, or a more extreme value reached by climbing (`auditor.oracles.climb`):
        asked after each model, and before the first query only where queries are
        dear (`_dear`): elsewhere that query most often proves the sampled extreme at
        once, for less than a climb costs."""
        found = climb(target.session, target.index, target.shift, signed, upward)
        if found is None:
            return best
        key = _key(found, width, signed)
        return max(best, key) if upward else min(best, key)

    best = _key(start, width, signed)
    bound = _known_extreme(target, signed, upward)
    if bound is None:
        bound = hi_key if upward else lo_key
    # The interval bounds of the integer lifting hold in every defined execution: a
    # tighter bound to probe (`srem x, 1000` reaches ±999, `sext a * sext b` 2^62).
    if (parts := lifted_value(target.session, target.index, target.shift, signed)) is not None:
        hi, lo = max(p.node.hi for p in parts), min(p.node.lo for p in parts)
        bound = min(bound, hi) if upward else max(bound, lo)
    if search and best != bound and _dear(target.session):
        best = climbed(best)
    if (best > bound) if upward else (best < bound):  # `best` is reached: a bound below it is wrong
        raise SemanticsMismatch(f"%{target.session.fragment.names[target.index]} reaches {best}, beyond {bound}")
    if best == bound or not search:  # settled (reached and proven), or not to be searched: no query
        return best & mask(width), bound & mask(width)
    # `best` is reached and no value lies beyond `bound` (proven) at every step: when a
    # query gives up, both are kept.
    try:
        found = reach(best, strict=True)
        if found is None:
            return best & mask(width), best & mask(width)
        best = climbed(found)
        if best != bound:
            # Dense sets (sums, ors, hashes) reach their bound: one query settles them
            # where the binary search would take one per bit. Capped: a value that is
            # hard to reach exactly goes on to the search.
            try:
                found = reach(bound, strict=False, cap_ms=PROBE_MS)
                if found is None:
                    bound = bound - 1 if upward else bound + 1
                else:
                    best = found
            except Unknown:
                pass
        # After a step that found a value, the next asks whether anything lies beyond
        # it: a model that climbing carried to the extreme is then proven by one unsat
        # answer, where bisection from a loose bound (a 128-bit product's lifted 2^128)
        # pays one unsat answer per bit (60 to 128 unsat steps after a single model).
        # Asked once of each value found, and never twice in a row (a bisection step
        # comes between), so a search takes at most twice its bisection steps.
        confirmed = None  # the last value asked about so
        confirm = True  # the first query found a value
        while best != bound:
            if confirm:
                confirmed = best
                found = reach(best, strict=True)
            else:
                mid = (best + bound + 1) // 2 if upward else (best + bound) // 2
                found = reach(mid, strict=False)
            if found is None:
                bound = best if confirm else mid - 1 if upward else mid + 1
            else:
                best = climbed(found)
            confirm = not confirm and best != confirmed
    except Unknown:
        pass
    return best & mask(width), bound & mask(width)


def _integer_reach(target: _Target, signed: bool, build: Any, cap_ms: int | None = None) -> int | None:
    """One integer query: a defined execution whose target value (read signed or
    unsigned) satisfies `build(term)`, replayed concretely, as the target's unsigned
    bit pattern; None when no input at all does (proven: the lifted value ranges over
    a superset of the defined executions; with parts per block choice, `lifted_value`,
    every part is asked at once, as a disjunction). Unknown when the fragment does
    not lift, the value is beyond nlsat (`Lifting.beyond_nlsat`: not asked), the
    solver gives up, or its model is not a defined execution where facts hold."""
    session = target.session
    parts = lifted_value(session, target.index, target.shift, signed)
    if parts is None:
        raise Unknown("not lifted to integers")
    if any(p.lifting.beyond_nlsat(target.index, target.shift, signed) for p in parts):
        raise Unknown("a wrapping product of too high a degree for nlsat")
    asked = [z3.And(*p.lifting.assumptions(target.index), build(p.node.term)) for p in parts]
    model = session.model_fresh(
        z3.Or(*asked) if len(asked) > 1 else asked[0],
        cap_ms=INTEGER_MS if cap_ms is None else min(cap_ms, INTEGER_MS),
        logic=None,
    )
    if model is None:
        return None
    part = next(
        (p for p, a in zip(parts, asked, strict=True) if z3.is_true(model.eval(a, model_completion=True))), None
    )
    if part is None:  # Z3 completes `div`/`mod` by 0 freely: a model may read as none
        raise Unknown("integer model satisfies no part")
    evaluation = session.add_point(part.lifting.point(model), part.choices, {})
    if evaluation is None or not bool(evaluation.fact_mask(target.index)[0]):
        raise Unknown("integer model is not a defined execution")
    return int(evaluation.values[target.index][0]) >> target.shift


def _integer_first_key(target: _Target, signed: bool) -> tuple[str, int, int, bool]:
    """The memo key of what `_reached` learnt about which query to ask first."""
    return ("integer-first", target.index, target.shift, signed)


def _integer_first(target: _Target, signed: bool) -> bool:
    """Whether `_reached` asks the integer query first for the target read signed or
    unsigned: what the last of them taught (memo), else whether it multiplies two
    variables (`Lifting.multiplies`)."""
    known = target.session.memo.get(_integer_first_key(target, signed))
    if isinstance(known, bool):
        return known
    # The plain lifting's reading, not `lifted_value`'s parts: a value that lifts only
    # in parts (selects, phis) asks bit-vectors first. Its integer queries (a division
    # of a select, times a constant, read modulo 2^64) answer where bit-blasting gives
    # up, and give up on some that bit-blasting proves (a signed hull, for one).
    return lifting(target.session).multiplies(target.index, target.shift, signed)


def _reached(
    target: _Target, bv: Any, build: Any, signed: bool, cap_ms: int | None = None, kind: str | None = None
) -> int | None:
    """A reached target value (unsigned bit pattern) where the bit-vector condition
    `bv` holds — `build(t)` is the same condition on the integer term t of the value
    read signed or unsigned — or None when no defined execution has one (proven).

    The integer query goes first when the target multiplies two variables
    (`Lifting.multiplies`); otherwise it is the fallback when the bit-vector query gives
    up (and gives up at once beyond nlsat: `Lifting.beyond_nlsat`). Which goes first
    then adapts, per value: after the integer query gives up, bit-vectors; after it
    answers where bit-vectors gave up, integers (a binary search of a 128-bit sum of
    products otherwise pays a bit-vector timeout per step). The
    bit-vector query is of `kind` (`Session.check`). `cap_ms` bounds both queries
    together, half of it for an integer query that goes first (else a capped probe of
    a product's extreme could spend a whole query budget before its own cap). Raises
    Unknown when neither settles it."""
    session = target.session
    key = _integer_first_key(target, signed)
    integer_first = _integer_first(target, signed)
    deadline = None if cap_ms is None else time.perf_counter() + cap_ms / 1000
    if integer_first:
        try:
            return _integer_reach(target, signed, build, None if cap_ms is None else cap_ms // 2)
        except Unknown:
            session.memo[key] = False  # bit-vectors first from now on for this value
    if deadline is not None:
        cap_ms = left_ms(deadline)
    try:
        model = session.check(target.condition, bv, cap_ms=cap_ms, kind=kind)
    except Unknown:
        if _none_even_cut_loose(target, bv):
            return None
        if integer_first or cap_ms is not None:
            raise
        found = _integer_reach(target, signed, build)
        session.memo[key] = True  # integers answered where bit-blasting gave up: first from now on
        return found
    return None if model is None else target.witness(model)


CUT_LOOSE_MS = 50
"""Budget of each of `_none_even_cut_loose`'s queries: cut loose, they are small."""

CUT_DEPTHS = 3
"""Depths below the target at which `_none_even_cut_loose` cuts its cone, at most."""

CUT_LOOSE_TRIES = 2
"""Calls of `_none_even_cut_loose` on one value that prove nothing before it is not
asked again about that value: the questions of one search differ in a bound, and
what cutting loose could not show of one it most often cannot of the next."""

_NONLINEAR = frozenset({Opcode.MUL, Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM})


def _none_even_cut_loose(target: _Target, bv: Any) -> bool:
    """Whether no execution at all — defined or not — satisfies the bit-vector
    condition `bv` on the target once some values of its cone are cut loose (a free
    value in each one's place): then no defined execution does. The executions facts
    hold on are among all executions, and each cut value among all values of its
    width, so the question covers more and its "no" is a proof; its "yes" proves
    nothing. No definedness condition: asked where the exact question gave up.

    Cut first every product, quotient and remainder of two variables; then, depth by
    depth (CUT_DEPTHS), every value that far below the target (the nearest values
    first: what lies above them is all the question keeps). mlkem's Montgomery
    reduction `−3329 · ((p · QINV) ashr 16)`, p a sum of `mul nsw` products, lies
    within ±3329 · 2^15 for any p · QINV (cut two below); with the products and
    their overflow conditions the exact question gives up."""
    session = target.session
    fragment, enc = session.fragment, session.enc
    key = ("cut loose in vain", target.index)
    in_vain = session.memo.get(key, 0)
    if not isinstance(in_vain, int) or in_vain >= CUT_LOOSE_TRIES:
        return False
    cone = cone_of(fragment, target.index)
    nonlinear = [
        i
        for i in cone
        if i != target.index
        and fragment.insts[i].op in _NONLINEAR
        and all(isinstance(o, Ref) for o in fragment.insts[i].operands)
    ]
    attempts = [sorted(nonlinear)] if nonlinear else []
    frontier = {target.index}
    for _ in range(CUT_DEPTHS):
        frontier = {o.index for i in frontier for o in fragment.insts[i].operands if isinstance(o, Ref)}
        frontier = {i for i in frontier if fragment.insts[i].op is not Opcode.VAR}
        if not frontier:
            break
        attempts.append(sorted(frontier))
    for cuts in dict.fromkeys(tuple(a) for a in attempts):  # a product one below is both: asked once
        loose = [(enc.values[i], z3.BitVec(f"!loose{i}", fragment.insts[i].width)) for i in cuts]
        try:
            if session.probe_fresh(shifts_and_adds(z3.substitute(bv, *loose)), CUT_LOOSE_MS) is False:
                return True
        except Unknown:  # the fragment's budget is spent
            return False
    session.memo[key] = in_vain + 1
    return False


def _outside_sign_bits(target: _Target, fact: SignBits) -> int | None:
    """A reached value with fewer sign bits than `fact` claims, or None (proven):
    `count` sign bits means −2^(w−count) ≤ v < 2^(w−count), a range question, so the
    integer path helps on products (`sext a * sext b` reaches 2^126 only at a = b =
    INT_MIN)."""
    limit = 1 << (target.width - fact.count)
    dom = forward_domain(Domain.SIGN_BITS)
    return _reached(target, z3.Not(dom.to_smt(fact, target.term)), lambda t: z3.Or(t < -limit, t >= limit), signed=True)


def _outside(target: _Target, cover: ConstantRange, cap_ms: int | None = None) -> int | None:
    """A reached target value outside `cover`, or None when there is none (proven);
    `cap_ms` as `_reached`'s."""

    def build(t: Any) -> Any:
        if cover.is_full:
            return z3.BoolVal(False)
        inside = z3.And(t >= cover.lo, t < cover.hi) if cover.lo < cover.hi else z3.Or(t >= cover.lo, t < cover.hi)
        return z3.Not(inside)

    dom = forward_domain(Domain.RANGE)
    return _reached(target, z3.Not(dom.to_smt(cover, target.term)), build, signed=False, cap_ms=cap_ms)


def _inside(target: _Target, p: int, q: int, cap_ms: int | None = None) -> int | None:
    """A reached target value in the circular interval [p, q) (p ≠ q), or None when
    there is none (proven): `gap.Inside`, asked as the values outside [q, p)."""
    return _outside(target, ConstantRange.non_empty(q, p, target.width), cap_ms=cap_ms)


def _proven_known_bits(session: Session, index: int) -> KnownBits | None:
    """The value's known bits, when the known-bits search has proven them in this
    session (`_refine` leaves them in the memo)."""
    memo = session.memo.get((Domain.KNOWN_BITS.value, index))
    return memo if isinstance(memo, KnownBits) else None


def _known_extreme(target: _Target, signed: bool, upward: bool) -> int | None:
    """The extreme the proven known bits allow (a key in the search's order), or None
    when known bits are not proven in this session: every value v satisfies
    one ⊆ v ⊆ ~zero, so the unsigned extremes are `one` and `~zero`, and the signed
    ones the same with the sign bit, when unknown, set the other way."""
    known = _proven_known_bits(target.session, target.index)
    if known is None:
        return None
    width = target.width
    zero, one = known.zero >> target.shift, known.one >> target.shift
    high = mask(width) & ~zero
    if not signed:
        return high if upward else one
    sign = 1 << (width - 1)
    if upward:  # the sign bit clear unless known set
        return _key(high if one & sign else high & ~sign, width, signed)
    return _key(one if zero & sign else one | sign, width, signed)  # the sign bit set unless known clear


def _hull_key(target: _Target, signed: bool) -> tuple[object, ...]:
    """Where the session's memo keeps the target's hull, or its `PartialHull`."""
    return ("hull", target.index, target.shift, signed)


def _hull(target: _Target, values: np.ndarray, signed: bool) -> ConstantRange:
    """The proven unsigned or signed hull; searched once per session (the `range`
    fallback and the `unsigned-range` / `signed-range` domains share it), and so is a
    search cut short: its `PartialHull` is raised again."""
    key = _hull_key(target, signed)
    cached = target.session.memo.get(key)
    if isinstance(cached, ConstantRange):
        return cached
    if isinstance(cached, PartialHull):  # searched, and cut short: not searched again
        raise cached
    if (derived := _derived_hull(target, signed)) is not None:
        target.session.memo[key] = derived
        return derived
    try:
        result = _search_hull(target, values, signed)
    except PartialHull as partial:
        target.session.memo[key] = partial
        raise
    target.session.memo[key] = result
    return result


def _derived_hull(target: _Target, signed: bool) -> ConstantRange | None:
    """The hull without a search, or None: the hull in the other order, proven before
    in this session (its ends reached), when it does not wrap in this order — its two
    ends then have the same sign bit, and on one half of the space the signed and
    unsigned orders agree, so the same values are the extremes in both."""
    other = target.session.memo.get(_hull_key(target, not signed))
    return _hull_from_ends(other, signed) if isinstance(other, ConstantRange) else None


def hull_of_smallest(smallest: ConstantRange, signed: bool) -> ConstantRange | None:
    """The exact unsigned or signed hull of a set whose smallest covering range is
    proven to be `smallest`, or None when that range does not say it.

    Proof: the ends of a smallest range are reached (were `lo` not, [lo + 1, hi) would
    cover the set and be smaller; likewise hi − 1), so `_hull_from_ends` applies; and
    a full smallest range means every value is reached (a set missing v fits in
    [v + 1, v))."""
    return smallest if smallest.is_full else _hull_from_ends(smallest, signed)


def _hull_from_ends(cover: ConstantRange, signed: bool) -> ConstantRange | None:
    """The unsigned or signed hull of a set that `cover` holds and whose first and last
    values (lo and hi − 1) are reached, or None: when `cover` does not wrap in the
    hull's order, those two are the set's least and greatest in it. A wrapping cover
    says nothing about the values at the wrap (0 for unsigned, INT_MIN for signed)
    that lie inside it, and a full one has no ends."""
    if cover.is_empty or cover.is_full or (cover.is_sign_wrapped if signed else cover.is_wrapped):
        return None
    return cover.hull(signed)


def _searched_hull(target: _Target, signed: bool) -> ConstantRange | PartialHull | None:
    """The proven hull; what a search cut short proved; None when it proved nothing."""
    try:
        return _hull(target, target.reached(), signed)
    except PartialHull as partial:
        return partial
    except Unknown:
        return None


def _search_hull(target: _Target, values: np.ndarray, signed: bool) -> ConstantRange:
    width = target.width
    if _surjective(target, structural_only=True):  # every value: no extremes to search
        return ConstantRange.full(width)
    if _sums_to_every_value(target, lambda: forward_domain(Domain.RANGE).from_values(values, width)):
        return ConstantRange.full(width)
    # The signed order on patterns is the unsigned order on patterns with the sign bit
    # flipped: the sampled extremes without a Python loop over the samples.
    sign = 1 << (width - 1) if signed else 0
    keys = values ^ scalar(values, sign)
    lowest, highest = int(keys.min()) ^ sign, int(keys.max()) ^ sign
    if (hull := _number_theory_hull(target, signed)) is not None:
        # Factoring or Euclid, not search (`auditor.oracles.products`, `.multiples`);
        # the sampled extremes lie inside (a hull holds every value between them).
        if not (hull.contains(lowest) and hull.contains(highest)):
            raise SemanticsMismatch(
                f"a sampled value of %{target.session.fragment.names[target.index]} is outside {hull}"
            )
        return hull
    low, low_bound = _extreme(target, lowest, signed, upward=False)
    # Once one end is cut short, the other keeps the bound known beforehand: its
    # search would most often run out of budget too (products, factoring).
    high, high_bound = _extreme(target, highest, signed, upward=True, search=low == low_bound)
    if (low, high) != (low_bound, high_bound):
        raise PartialHull(
            ConstantRange.from_bounds(low_bound, high_bound, width), ConstantRange.from_bounds(low, high, width)
        )
    return ConstantRange.from_bounds(low, high, width)


def _number_theory_hull(target: _Target, signed: bool) -> ConstantRange | None:
    """The hull from number theory where the search would be factoring
    (`_product_hull`) or a search of a multiple's 2^n values (`multiple_hull`); None
    when neither applies or settles it."""
    if signed and not target.shift and (hull := _product_hull(target)) is not None:
        return hull
    try:
        return multiple_hull(target.session, target.index, target.shift, signed)
    except Unknown:
        return None


def _product_hull(target: _Target) -> ConstantRange | None:
    """The signed hull of a double-width product, or of a GF(2)-affine bijection of one
    at the root, from `auditor.oracles.products`; None when it does not apply or does
    not settle both ends."""
    fragment = target.session.fragment
    if (product := double_width_product(fragment, target.index)) is not None:
        return signed_product_hull(target.session, product)
    if (cone := _root_cone(target.session, target.index)) is None:
        return None
    product = double_width_product(fragment, cone.base)
    if product is None or not cone.image.dimension == target.width == fragment.insts[cone.base].width:
        return None  # not a bijection of the product: a candidate may have other preimages
    return signed_product_hull(target.session, product, through=cone)


def _extremes_range(session: Session, index: int, values: np.ndarray, signed: bool) -> ConstantRange:
    return _hull(_Target(session, index), values, signed)


def _trailing_known(session: Session, index: int, values: np.ndarray) -> int:
    """How many low bits of the value are proven constant (0 when unknown)."""
    width = session.fragment.insts[index].width
    proven = _proven_known_bits(session, index)
    candidate: KnownBits = proven or forward_domain(Domain.KNOWN_BITS).from_values(values, width)
    known = candidate.zero | candidate.one
    t = 0
    while t < width and known >> t & 1:
        t += 1
    if t == 0 or t == width:
        return 0
    if proven is not None:
        return t
    low = mask(t)
    term = session.enc.values[index]
    constant = z3.BitVecVal(candidate.one & low, t)
    model = session.check(session.enc.fact_condition(index), z3.Extract(t - 1, 0, term) != constant)
    return t if model is None else 0


def _wrapped_range(
    session: Session, index: int, values: np.ndarray
) -> tuple[ConstantRange, Status, ConstantRange | None]:
    """The smallest wrapped range (LLVM ConstantRange preference on ties).

    Stride patterns first: when the low t bits are proven constant c, every value is
    v'·2^t + c, and the gaps between reachable values correspond one to one — in order,
    size ranking, ties and wrap boundaries — to the gaps of v' = v >> t in a space of
    2^(w−t); so the search runs on v' and the answer is mapped back. Without this, a
    value like `shl x, 2` has a gap between every two reachable values, and no number
    of witnesses closes them."""
    shift = _trailing_known(session, index, values)
    target = _Target(session, index, shift)
    try:
        fact, status, bound = _smallest_range(target)
    except Unknown:
        # Not even the hulls searched: what other domains proved still covers it.
        if (cover := _narrowest_cover(target)) is None:
            raise
        fact, status, bound = cover, Status.PARTIAL, None
    if not shift:
        return fact, status, bound
    c = int(values[0]) & mask(shift)
    return _expand(fact, shift, c), status, None if bound is None else _expand(bound, shift, c)


def _expand(r: ConstantRange, shift: int, c: int) -> ConstantRange:
    """The range of v = v'·2^shift + c for v' in r (r not empty)."""
    width = r.width + shift
    if r.is_full:
        lo, count = 0, 1 << r.width
    else:
        lo, count = r.lo, r.size
    last = ((lo + count - 1) & mask(r.width)) << shift | c
    return ConstantRange.from_bounds(lo << shift | c, last, width)


def _nearly_full(sampled: ConstantRange) -> bool:
    """Whether the samples' smallest range misses less than 1/NEARLY_FULL of the space."""
    return sampled.size >= (1 << sampled.width) - (1 << sampled.width) // NEARLY_FULL


SAMPLED_GAP_SPREAD = 4
"""How many times the widest gap n uniform samples leave (about ln n / n of the
space) a sampled range may miss and still be tried as the full set (`_may_be_full`)."""


def _may_be_full(sampled: ConstantRange, count: int) -> bool:
    """Whether the samples' range `sampled`, of `count` sampled values, is no evidence
    against the full set: nearly full (`_nearly_full`), or missing no more than
    SAMPLED_GAP_SPREAD times the widest gap that many uniform values leave, at most
    half the space. Poison flags leave few defined executions of a packed word's
    fields (`sampling._narrowed` draws more of them): their range can miss a few
    percent of a set that is full."""
    if _nearly_full(sampled):
        return True
    space = 1 << sampled.width
    gap = space // 2 if count < 2 else min(space // 2, int(space * SAMPLED_GAP_SPREAD * math.log(count) / count))
    return sampled.size >= space - gap


def _takes_every_value(target: _Target, sampled: ConstantRange | None = None) -> bool:
    """Whether the target is shown to take all 2^w values: by construction (a chain of
    bijections), or — when the samples' range `sampled` (computed here when not
    given) may be full (`_may_be_full`) — by the solver's surjectivity proof
    (`_surjective`) or, for a sum of independent addends, by the sumsets of their runs
    (`_sums_to_every_value`), or by being a bijection of its inputs along a line
    (`auditor.oracles.lines`)."""
    if _surjective(target, structural_only=True):
        return True
    reached = target.reached()
    if sampled is None:
        if len(reached) == 0:  # never defined and not poison in the samples (`shl v, 8` at i8)
            return False
        sampled = forward_domain(Domain.RANGE).from_values(reached, target.width)
    return (
        (_may_be_full(sampled, len(reached)) and _surjective(target))
        or _sums_to_every_value(target, lambda: sampled)
        or bijective_on_a_line(target.session, target.index, target.shift)
    )


SUMS_SAMPLED = 2
"""The share (1/SUMS_SAMPLED) of the space the samples' range covers at least before
the runs of a sum's addends are searched (`_sums_to_every_value`): sampled sums of
three limb products miss ~2% of the values (a gap their extremes leave); sums that
do not take every value most often far more."""


def _sums_to_every_value(target: _Target, sampled: Callable[[], ConstantRange]) -> bool:
    """Whether the sumsets of proven runs of the target's independent addends
    (`auditor.oracles.addends`) leave no value out: sums of limb products
    (curve25519's `a·b + c·d + 19·e·f`) that no single input's runs cover. Only when
    the samples' range (`sampled()`, computed only for such sums: every hull search
    asks) covers 1/SUMS_SAMPLED of the space or more."""
    if target.shift or sum_of(target.session, target.index) is None:
        return False
    if sampled().size < (1 << target.width) // SUMS_SAMPLED:
        return False
    runs = addend_runs(target.session, target.index)
    return bool(runs) and gap_bound(runs, target.reached(), target.width) == 0


def _smallest_range(target: _Target) -> tuple[ConstantRange, Status, ConstantRange | None]:
    """α of the witnesses is a lower bound on the size of the answer; if the solver
    cannot find a value outside it, it is the answer. Otherwise the unsigned and signed
    hulls (each proven) are valid; one of them is optimal — and then also the preferred
    one, being the unique smallest range that does not wrap unsigned, resp. signed —
    when it is as small as α of the witnesses, or when no smaller range exists (one ∃∀
    query). When a smaller one does, the ∃∀ answer names it: the gap it leaves out,
    widened, is the answer when no other cover is as small (`_narrowed`). Else the
    answer is partial, with the narrowest cover proven.

    A refute-and-join query that gives up ends the rounds, not the search: the hulls,
    the ∃∀ question and surjectivity ask other questions, often easier ones (a sum of
    products whose sampled range has gaps the solver cannot refute in time is
    surjective, shown with the other inputs pinned at 1). After RANGE_GIVE_UPS of them
    the later stages are not tried."""
    dom = forward_domain(Domain.RANGE)
    width = target.width
    # Every witness is replayed into the samples, so they hold all values reached so far.
    candidate: ConstantRange = dom.from_values(target.reached(), width)
    nearly_full = _nearly_full(candidate)
    if _takes_every_value(target, candidate):
        # A chain of bijections of an input (`mul (x ^ (x >> 33)), C`: tried first, no
        # search asks a cheaper question), or nearly everything sampled (every
        # unconstrained input, `x + y`, …): prove the full set directly rather than
        # refute one gap per model.
        return ConstantRange.full(width), Status.PROVEN, None
    refinements = 0
    climbs = 0
    gave_up = False
    given_up_before = target.session.give_ups

    def spent() -> bool:
        """Whether RANGE_GIVE_UPS queries of this search have given up."""
        return target.session.give_ups - given_up_before >= RANGE_GIVE_UPS

    def refine(rounds: int) -> ConstantRange | None:
        """Up to `rounds` more refute-and-join rounds; the candidate once proven.
        Values outside the candidate found by climbing (`climb_outside`, up to
        CLIMBED_WITNESSES of them) are joined in before each query: after a model,
        and before the first query only where queries are dear (`_dear`; elsewhere
        it most often proves the sampled candidate at once, for less than a climb).
        After a query gives up, no more rounds: the next one asks about a candidate
        at least as large, most often as hard."""
        nonlocal candidate, refinements, gave_up
        for _ in range(rounds):
            if gave_up or spent():
                return None
            if refinements or _dear(target.session):
                climb_out()
            refinements += 1
            try:
                if _outside(target, candidate) is None:
                    return candidate
            except Unknown:
                gave_up = True
                return None
            candidate = dom.from_values(target.reached(), width)
        return None

    def climb_out() -> None:
        nonlocal candidate, climbs
        while climbs < CLIMBED_WITNESSES and not candidate.is_full:
            climbs += 1
            if not climb_outside(target.session, target.index, target.shift, candidate):
                break
            candidate = dom.from_values(target.reached(), width)

    # A few witnesses settle small sets; dense sets with gaps the samples missed are
    # settled by the hulls and the ∃∀ query, cheaper than a witness per gap; the
    # remaining rounds are for what neither settles.
    # Not where witnesses are nlsat models (`_integer_first`): up to a whole query budget
    # each, on `zext a * zext b` at i64, whose hull the searches below prove in a few
    # milliseconds; the rounds find only values near the samples' top.
    early = 0 if nearly_full or _integer_first(target, signed=False) else EARLY_REFINEMENTS
    if (proven := refine(early)) is not None:
        return proven, Status.PROVEN, None
    if not spent() and (cube := _cube_range(target, candidate)) is not None:
        return cube, Status.PROVEN, None
    # A hull that is a smallest cover is the preferred one even when the other hull is
    # unknown — the unsigned hull is the only smallest cover that does not wrap
    # unsigned — unless it is the signed hull, it wraps unsigned, and the unknown
    # unsigned hull might be as small (and then preferred). (The signed extremes of a
    # product of two 64-bit values can be a factoring problem, the unsigned ones not.)
    searched = (_searched_hull(target, signed=False), _searched_hull(target, signed=True))
    unsigned = searched[0] if isinstance(searched[0], ConstantRange) else None
    hulls = [h for h in searched if isinstance(h, ConstantRange)]
    if not hulls:
        # Proven covers, though not smallest: the narrowest is the partial fact.
        if (cover := _narrowest_cover(target)) is None:
            raise Unknown("neither hull is proven")
        return cover, Status.PARTIAL, dom.from_values(target.reached(), width)
    best = min(hulls, key=lambda h: h.size)
    decisive = unsigned is not None or not best.is_wrapped
    lower = dom.from_values(target.reached(), width)
    if decisive and best.size == lower.size:
        return best, Status.PROVEN, None
    if decisive and not best.is_full and _product_runs_leave(target, best):
        return best, Status.PROVEN, None
    if not spent() and (covered := _covered_range(target, best if decisive else None)) is not None:
        return covered, Status.PROVEN, None
    # A walk along one input whose steps pass over no more values than the hull leaves
    # out shows no gap is wider (`auditor.oracles.walk`): the hull is a smallest cover,
    # and the preferred one, as in `_covered_range`'s (1).
    if (
        decisive
        and not spent()
        and gaps_at_most(target.session, target.index, target.shift, (1 << width) - best.size, best)
    ):
        return best, Status.PROVEN, None
    # Not after a query of the session gave up: the question then gives up or finds a
    # smaller range, and hardly ever answers "no smaller range" (the fragment is hard for
    # both engines; see docs/history.md).
    asked = decisive and not spent() and not target.session.give_ups and not _beyond_exists_forall(target)
    smaller = False  # shown: a cover smaller than `best`
    narrowest = best  # the narrowest cover proven
    if asked:
        try:
            start = _cover_start(target, best.size - 1)
        except Unknown:
            pass
        else:
            if start is None:
                return best, Status.PROVEN, None
            # A smaller cover exists, and the ∃∀ answer names one: the gap it leaves out
            # is widened, and its complement proven smallest where it can be.
            smaller = True
            if (narrowed := _narrowed(target, start, best.size - 1)) is not None:
                if narrowed[1] is Status.PROVEN:
                    return narrowed[0], Status.PROVEN, None
                narrowest = narrowed[0]
    # Both hulls full and no smaller cover shown: surjectivity is the only question
    # left, and `_surjective` has its own give-up limit — asked even after the
    # search's own give-ups (a limb sum of curve25519's can give up three refutations,
    # then a window at a = 2^31, d = 1 proves it in milliseconds).
    if best.is_full and not smaller and _surjective(target):
        return best, Status.PROVEN, None
    if not spent() and (all_but := _all_but_few(target)) is not None:
        return all_but, Status.PROVEN, None
    if (proven := refine(min(LATE_REFINEMENTS, RANGE_REFINEMENTS - refinements))) is not None:
        return proven, Status.PROVEN, None
    lower = dom.from_values(target.reached(), width)
    if decisive and best.size == lower.size:
        return best, Status.PROVEN, None
    if not gave_up and not spent() and not _nearly_full(lower):
        if (split := _split_gaps(target, spent)) is not None:
            return split, Status.PROVEN, None
        lower = dom.from_values(target.reached(), width)  # with what the split found
        if decisive and best.size == lower.size:
            return best, Status.PROVEN, None
    if best.is_full and not smaller and not spent() and _an_arm_takes_every_value(target):
        return best, Status.PROVEN, None
    return narrowest, Status.PARTIAL, lower


def _an_arm_takes_every_value(target: _Target) -> bool:
    """Whether the root, a phi, takes every value because the fragment at one of its
    block's choices does (`rewrite.at_choice`: its values are some of the root's), as
    the oracle shows there: a range search of its own, under this fragment's budget,
    that proves the full set. brotli's `phi (umax (zext (x >> 5)), s), s, s` with
    s = `select (y <u 16384), 0, y`: the umax alone takes every value (runs of y and
    of x >> 5), which no pin of the phi shows.
    Asked last, of searches that proved the full hull and nothing else: the arm's
    search can be as long as the root's."""
    session = target.session
    fragment = session.fragment
    root = fragment.insts[target.index]
    if target.index != fragment.root or target.shift or root.op is not Opcode.PHI or root.block is None:
        return False
    for pred in range(fragment.blocks[root.block].preds):
        arm = at_choice(fragment, root.block, pred)
        if arm is None:
            continue
        sub = session.derived(arm, session.sampling.of(arm))
        with session.charging(sub):
            answer = best_forward(sub, arm.root, Domain.RANGE)
        if answer.status in (Status.PROVEN, Status.EXHAUSTIVE) and answer.fact is not None and answer.fact.is_full:
            return True
    return False


def _split_gaps(target: _Target, spent: Callable[[], bool]) -> ConstantRange | None:
    """The smallest range by the widest witnessed gap proven empty (`gap.split`), in
    SPLIT_MS at most, each question capped at SPLIT_QUERY_MS; None when time runs out,
    a question gives up, or `spent()`."""
    width = target.width
    deadline = time.perf_counter() + SPLIT_MS / 1000

    def inside(p: int, q: int) -> int | None:
        found = _inside(target, p, q, cap_ms=left_ms(deadline, SPLIT_QUERY_MS))
        if found is not None:
            spread(target.session, target.index, target.shift, found)
        return found

    def more() -> bool:
        return not spent() and time.perf_counter() < deadline

    return split(inside, width, lambda: (int(v) for v in target.reached()), more, SPLIT_SHRINK)


def _narrowest_cover(target: _Target) -> ConstantRange | None:
    """The narrowest of the ranges this session has proven to hold every value of the
    target — each hull, or what a hull search cut short proved, and the unsigned and
    signed hulls of the proven known bits (`_known_extreme`) — or None when there is
    none: a `range` answer left partial takes it, not the full set, when a search of
    another domain got further."""
    session, width = target.session, target.width
    covers: list[ConstantRange] = []
    for signed in (False, True):
        searched = session.memo.get(_hull_key(target, signed))
        if isinstance(searched, ConstantRange):
            covers.append(searched)
        elif isinstance(searched, PartialHull):
            covers.append(searched.sound)
        low = _known_extreme(target, signed, upward=False)
        high = _known_extreme(target, signed, upward=True)
        if low is not None and high is not None:
            covers.append(ConstantRange.from_bounds(low & mask(width), high & mask(width), width))
    return min(covers, key=lambda c: c.size, default=None)


def _cube_range(target: _Target, sampled: ConstantRange) -> ConstantRange | None:
    """The target's unsigned hull, proven a smallest cover and the preferred one, when
    its value set is exactly the cube of its known bits (`auditor.oracles.cube`); None
    when not shown. Tried only when the samples' range is at least half that hull (a
    cube's samples spread over it), so sparse sets cost no query here.

    Why the hull: a cube with free bits F and known ones O reaches O and O | F, and
    the gap above the value whose free bits below b are set and the rest clear is
    2^b − (F mod 2^b) − 1 for each free bit b; the wrapping gap, from O | F round to
    O, is 2^w − F − 1 ≥ every one of them (the highest free bit h has the largest
    inner gap, and 2^w − 2^h ≥ 2^h). So the unsigned hull [O, O | F] leaves out a
    largest gap: it is a smallest cover, the unique one that does not wrap unsigned."""
    session, index, shift, width = target.session, target.index, target.shift, target.width
    dom = forward_domain(Domain.KNOWN_BITS)
    proven = _proven_known_bits(session, index)
    known = proven or dom.from_values(session.samples.reachable(index), width + shift)
    zero, one = known.zero >> shift & mask(width), known.one >> shift & mask(width)
    hull = ConstantRange.from_bounds(one, one | (mask(width) & ~zero), width)
    if sampled.size < hull.size // 2:
        return None
    if proven is None:  # the samples' known bits, checked by one query
        try:
            outside = z3.Not(dom.to_smt(known, session.enc.values[index]))
            if session.check(session.enc.fact_condition(index), outside) is not None:
                return None
        except Unknown:
            return None
    if not cube_reached(session, index, shift, zero, one):
        return None
    return hull


def _covered_range(target: _Target, hull: ConstantRange | None) -> ConstantRange | None:
    """The smallest range from proven runs (`auditor.oracles.runs`) and the samples,
    which are all reached, so every gap of the reached set lies inside a gap of their
    union. (1) When no gap of the union is larger than the one `hull` (the better of
    the proven hulls, None when it cannot decide a tie) leaves out, the hull is a
    smallest cover, and the preferred one (see `_smallest_range`). (2) When the union has one gap larger than all others,
    and no reached value lies in it (one query), its complement is the unique smallest
    cover."""
    session, width = target.session, target.width
    finder = RunFinder(session, target.index, target.shift)
    probes = finder.longest_first()
    # Sums of independent addends: their runs' sumsets, reached too (`auditor.oracles.addends`).
    summed = [] if target.shift else addend_runs(session, target.index)
    if (
        hull is not None
        and hull.is_full
        and dense_gap_bound([*summed, *probed_runs(probes)], target.reached(), width, COMB_GAP)
        > (1 << width) // NARROW_GAP
    ):
        # A full hull is shown by (1) only when proven runs of step 1, or combs of runs
        # of one power-of-two step (mlkem's every odd value and nearly every even one,
        # `runs._spans`), reach every value together, which no proof brings about when
        # all those found fall short of it (a proof only cuts a run). (2) needs a gap that misses all four extremes of
        # the hulls, which runs of every value show only when they reach nearly every
        # value (`select x <u 16384, 0, x`: every value but [1, 16384)). The full hulls
        # shown here are mostly shown by the first proof (a run of every value); a hash
        # round's runs of 2^32 values among 2^64, or in steps of 2^31 (xxh3's
        # `(x & 0xFFFFFFFF) * 0x85EBCA76 + x`), cost seconds a proof and never cover a full hull.
        return None
    proven = finder.proven
    rounds = 0

    def shown() -> ConstantRange | Literal[False] | None:
        """The smallest range the runs proven so far show; None when they do not
        show it, False when a query gave up (the search ends)."""
        nonlocal rounds
        while True:
            # Asked again after each witness: the one that fills the last gap (a phi's
            # constant arm the samples missed) leaves the hull the answer.
            known = [*summed, *proven]
            if hull is not None and gap_bound(known, target.reached(), width) <= (1 << width) - hull.size:
                return hull
            if (gap := largest_gap(known, target.reached(), width)) is None or rounds >= COVER_ROUNDS:
                return None
            rounds += 1
            cover = gap_complement(gap, width)
            try:
                if _outside(target, cover) is None:
                    return cover
            except Unknown:
                return False

    if summed and (answer := shown()) is not None:
        return answer or None
    for probe in most_new_first(probes, proven):
        if finder.prove(probe) is None:
            continue
        # One witness at least after each proof: the first ones may have gone to gaps
        # between the samples, before a family of runs showed a comb with the one gap
        # that is the answer (lz4's length codes).
        rounds = min(rounds, COVER_ROUNDS - 1)
        if (answer := shown()) is not None:
            return answer or None
    return None


def _product_runs_leave(target: _Target, hull: ConstantRange) -> bool:
    """Whether the runs a double-width product makes with one operand at 2^n − 1
    (`_product_runs`) and the samples leave no gap larger than the one outside `hull`
    (the better proven hull, preferred on ties): then it is a smallest cover, as in
    `_covered_range`."""
    width = target.width
    runs = _product_runs(target)
    return bool(runs) and gap_bound(runs, target.reached(), width) <= (1 << width) - hull.size


def _product_runs(target: _Target) -> list[Run]:
    """Runs of the root, reached, through each double-width product `zext(a) * zext(b)`
    of the fragment (`auditor.oracles.products`): with b = 2^n − 1 the product is
    a · 2^n − a, no multiplication left, and the root most often a run in a — the
    128-bit fold `(p >> 64) ^ p` is a · 2^64 − 1, `umulh` a − 1 — whose values fill the
    proven hull up to gaps no larger than the one above it. Once per session; see
    `_pinned_operand_run`."""
    session = target.session
    fragment = session.fragment
    if target.shift or target.index != fragment.root:
        return []
    key = ("product runs",)
    if key not in session.memo:
        runs: list[Run] = []
        for index in range(len(fragment.insts)):
            if (product := double_width_product(fragment, index)) is None:
                continue
            for swept, pinned in ((product.left, product.right), (product.right, product.left)):
                try:
                    run = _pinned_operand_run(target, product, swept, pinned)
                except Unknown:
                    run = None
                if run is not None:
                    runs.append(run)
                    break
        session.memo[key] = runs
    cached = session.memo[key]
    assert isinstance(cached, list)
    return cached


PRODUCT_RUN_LANES = 64
"""Executions of a pinned product's family evaluated to read its run off (start, step)
and check it before the proof."""


def _pinned_operand_run(target: _Target, product: Product, swept: int, pinned: int) -> Run | None:
    """The run of the root over the executions where operand `pinned` of `product` is
    2^n − 1 and operand `swept` — a zext of an n-bit value a, a chain of bijections of
    an input x that `pinned` does not read (`auditor.oracles.bijection`) — takes every
    value: a pin (every input but x's low n bits fixed) at which all those executions
    are defined (`_defined_pin`) gives every a with b = 2^n − 1. The root's values at
    a = 1, 2, … are read off the evaluator as start + (a − 1) · step and proven for
    every a ≠ 0 by one query, with the product written as `(zext(a) << n) − zext(a)`
    (its value when b = 2^n − 1): no multiplication for the solver to bit-blast. None
    when any of this fails."""
    session = target.session
    fragment, enc = session.fragment, session.enc
    half = product.half
    inst = fragment.insts[swept]
    if inst.op is not Opcode.ZEXT or fragment.width_of(inst.operands[0]) != half:
        return None
    operand = inst.operands[0]
    if not isinstance(operand, Ref):
        return None
    a_index = operand.index
    ones = mask(half)
    outside_pinned = set(cone_of(fragment, pinned))
    for chain in structural_bijections(fragment, a_index, 0):
        if chain.injective is not None or chain.x in outside_pinned:
            continue
        x = chain.x
        pinned_chain = Bijection(x, (*chain.requires, Equals(pinned, ones)))
        point = _sampled_point(session, target.index, pinned_chain.requires)
        if point is None:
            model = session.check(target.condition, *(_requirement(enc, r) for r in pinned_chain.requires))
            if model is None:
                return None
            point = enc.point(model)
        free = mask(half)
        defined = _defined_pin(target, pinned_chain, x, free, point)
        if defined is None:
            continue
        return _proven_run(target, product, a_index, pinned, x, defined)
    return None


def _proven_run(target: _Target, product: Product, a_index: int, pinned: int, x: int, point: InputPoint) -> Run | None:
    """`_pinned_operand_run`'s run at the pin `point`, read off the evaluator and
    proven; None when the evaluated values are no run, or the proof fails."""
    session, width = target.session, target.width
    fragment = session.fragment
    half, m = product.half, 1 << width
    rng = random.Random(x ^ a_index)
    base = point[0][x] & ~mask(half)
    xs = [base | rng.getrandbits(half) for _ in range(PRODUCT_RUN_LANES)]
    evaluation = evaluate(fragment, along_input(fragment, point, x, xs))
    if not bool(evaluation.fact_mask(target.index).all()):
        raise SemanticsMismatch("an execution of a pin proven defined is not, concretely")
    pairs = [(int(a), int(r)) for a, r in zip(evaluation.values[a_index], evaluation.values[target.index], strict=True)]
    pairs = [(a, r) for a, r in pairs if a]
    odd = next(((p, q) for p in pairs for q in pairs if (p[0] - q[0]) % 2), None)
    if odd is None:
        return None
    (a1, r1), (a2, r2) = odd
    step = (r1 - r2) * pow(a1 - a2, -1, m) % m
    start = (r1 - (a1 - 1) * step) % m
    count = (1 << half) - 1
    if not step or step * (count - 1) >= m or any((start + (a - 1) * step) % m != r for a, r in pairs):
        return None
    copy, _ = session.copies()
    a_term = copy.values[a_index]
    wide = z3.ZeroExt(half, a_term)
    as_product = (wide << half) - wide  # zext(a) · (2^n − 1)
    root = z3.substitute(copy.values[target.index], (copy.values[product.index], as_product))
    position = z3.ZeroExt(width - half, a_term) if width > half else z3.Extract(width - 1, 0, a_term)
    expected = z3.BitVecVal(start, width) + (position - 1) * z3.BitVecVal(step, width)
    claim = z3.And(
        *copy.pinned(point, {x: mask(half)}),
        copy.values[pinned] == mask(half),
        a_term != 0,
        root != expected,
    )
    if session.check_fresh(claim, cap_ms=COLLISION_MS):
        return None
    return Run(start, step, count, width)


def _runs_leave_only(target: _Target, cover: ConstantRange) -> bool:
    """Whether proven runs (`auditor.oracles.runs`) and the samples leave the gap
    outside `cover` (its ends reached, nothing reached outside it: proven) as their
    unique largest gap: every gap of the reached set lies inside one of theirs, so no
    other is as large and `cover` is the unique smallest range. The ∃∀ question gives
    up on "no other cover this small" for a gap wider than one value (lz4hc's
    `x - 19 <u 18 ? 18 : x`, every value but [19, 37)), where two runs of x show it.
    A run is proven only when the runs found concretely would decide it together: a
    hash's runs (2^32 values among 2^64, seconds a proof) never do."""
    width = target.width
    gap = (cover.hi, (cover.lo - cover.hi) & mask(width))
    finder = RunFinder(target.session, target.index, target.shift)
    probes = finder.longest_first()
    if largest_gap(probed_runs(probes), target.reached(), width) != gap:
        return False
    for probe in probes:
        if finder.prove(probe) is not None and largest_gap(finder.proven, target.reached(), width) == gap:
            return True
    return False


_DIVISIONS = frozenset({Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM})


def _beyond_exists_forall(target: _Target) -> bool:
    """Whether the ∃∀ question (`_cover_start`) is not worth asking of the target: its
    fragment has two or more products of non-constants, two or more multiplications by
    constants, a division or remainder, or the target is 128 bits wide. Bitwuzla's
    quantifier engine gives up on nearly all of those within EXISTS_FORALL_MS, and the
    few it settles name a smaller cover, which leaves the answer partial anyway (see
    docs/history.md)."""
    fragment = target.session.fragment
    of_variables = products(fragment)
    by_constants = sum(1 for inst in fragment.insts if inst.op is Opcode.MUL) - of_variables
    return (
        of_variables >= 2
        or by_constants >= 2
        or any(inst.op in _DIVISIONS for inst in fragment.insts)
        or fragment.insts[target.index].width >= 128
    )


def _cover_start(target: _Target, size: int, other_than: int | None = None) -> int | None:
    """One ∃∀ question: is there an lo (other than `other_than`) with every reachable
    value in [lo, lo + size)? Such an lo, as the quantifier engine names it (unchecked:
    `_checked_cover`); None when there is none — no range of `size` values or fewer
    holds them. A solver decides it in milliseconds for dense value sets (e.g. "every
    non-zero value"), where witnesses would be needed for every value. Asked of
    Bitwuzla's quantifier engine for EXISTS_FORALL_MS (not of Z3 after it: see there);
    raises Unknown when it gives up."""
    session, width = target.session, target.width
    enc = session.enc
    lo = z3.BitVec("!lo", width)
    inputs = [*enc.vars.values(), *enc.choices.values(), *enc.freezes.values()]
    inside = z3.ULT(target.term - lo, z3.BitVecVal(size, width))
    claim = z3.Implies(target.condition, inside)
    if other_than is not None:
        claim = z3.And(claim, lo != z3.BitVecVal(other_than, width))
    found = session.exists_forall(inputs, claim, cap_ms=EXISTS_FORALL_MS)
    return None if found is None else {c.get_id(): v for c, v in found.items()}[lo.get_id()]


def _narrowed(target: _Target, start: int, size: int) -> tuple[ConstantRange, Status] | None:
    """From the cover of `size` values at `start` that the ∃∀ question named (checked,
    `_checked_cover`): the values it leaves out, widened to a whole gap
    (`auditor.oracles.gap`), and that gap's complement proven the unique smallest
    cover — by proven runs (`_runs_leave_only`), or by one more ∃∀ question: no other
    start covers the values with as few (a smaller cover would extend to one). When
    another start does, its cover is taken in turn (its gap is at least as wide), up to
    GAP_ROUNDS gaps. (the cover, PROVEN), or (the narrowest cover proven, PARTIAL);
    None when the first check gives up. The samples hold a reached value, as in every
    range search (`best_forward` asks for one first): the gap's two searches start
    from them."""
    width = target.width
    try:
        cover = _checked_cover(target, start, size)
    except Unknown:
        return None

    def inside(p: int, q: int) -> int | None:
        return _inside(target, p, q)

    for _ in range(GAP_ROUNDS):
        hole = ConstantRange.non_empty(cover.hi, cover.lo, width)
        widened = widen(inside, width, hole, [int(v) for v in target.reached()], GAP_STEPS)
        cover = widened.cover
        if not widened.settled:
            break
        if _runs_leave_only(target, cover):
            return cover, Status.PROVEN
        try:
            other = _cover_start(target, cover.size, other_than=cover.lo)
            if other is None:
                return cover, Status.PROVEN
            cover = _checked_cover(target, other, cover.size)
        except Unknown:
            break
    return cover, Status.PARTIAL


def _checked_cover(target: _Target, start: int, size: int) -> ConstantRange:
    """The cover of `size` values at `start` that an ∃∀ answer named, checked by one
    quantifier-free query: a value outside it is a disagreement between the solvers
    (`SemanticsMismatch`), never a fact. Raises Unknown when the check gives up."""
    width = target.width
    cover = ConstantRange.non_empty(start, (start + size) & mask(width), width)
    if (outside := _outside(target, cover)) is not None:
        raise SemanticsMismatch(f"the ∃∀ cover {cover} misses the value {outside}, reached")
    return cover


def _surjective(target: _Target, structural_only: bool = False) -> bool:
    """Whether the target takes every one of its 2^w values, shown without quantifiers
    (Z3 gives up on `∀x ∃…` even for the identity): take a witness execution, keep every
    input but w free bits of one input x fixed, and prove with two quantifier-free
    queries that (1) all 2^w such executions are ones where facts must hold and (2) the
    map from those bits to the target is injective. Then it takes 2^w distinct values.
    Covers bijections and strides of bijections (`bswap x`, `shl x, 2`, `mul x, 40`).

    (2) is skipped when the target is, by construction, a chain of bijections of x
    (`auditor.oracles.bijection`), the witness then chosen to meet the chain's
    requirements (`lshr v, s` at s = 0, a phi's predecessor): Z3 finds injectivity of
    multiplications by odd constants — the heart of every hash function — very hard to
    prove, though it is a theorem. When the chain ends at a T-function of x instead
    (`(x & 0xFFFFFFFF) * k + x`), (2) is one cheap query per bit of that value
    (`auditor.oracles.tfunction`). `structural_only` tries only such inputs (cheap
    enough to try before any search). Where no single input's bits do, a pin at which
    the value is a permutation polynomial of one input (`auditor.oracles.
    pinned_polynomial`: no collision query) and then windows of several inputs' bits
    (`_surjective_by_window`)."""
    session = target.session

    def key(only: bool) -> tuple[object, ...]:
        return ("surjective", target.index, target.shift, only)

    cached = session.memo.get(key(structural_only))
    if isinstance(cached, bool):
        return cached
    # What the structural attempts showed holds here too: the full attempt tries the
    # same chains (same pins, same queries) before the other inputs.
    chains = session.memo.get(key(True))
    if chains is True:
        result = True
    else:
        structural = structural_bijections(session.fragment, target.index, target.shift)
        if structural_only and not structural:
            result = False
        else:
            result = _surjective_by_solver(target, structural, structural_only, chains_tried=chains is False)
    session.memo[key(structural_only)] = result
    return result


def _surjective_by_solver(
    target: _Target, structural: list[Bijection], structural_only: bool, chains_tried: bool = False
) -> bool:
    session, width = target.session, target.width
    fragment, enc = session.fragment, session.enc
    given_up_before = session.give_ups

    def spent() -> bool:
        """Whether SURJECTIVE_GIVE_UPS queries of this attempt have given up."""
        return session.give_ups - given_up_before >= SURJECTIVE_GIVE_UPS

    witness = _sampled_point(session, target.index, ())
    if witness is None:
        model = session.check(target.condition)
        if model is None:
            return False
        witness = enc.point(model)
    # `chains_tried`: the structural attempts already failed (`_surjective`): not again.
    candidates: list[tuple[int, Bijection | None]] = [] if chains_tried else [(s.x, s) for s in structural]
    if not structural_only:
        chained = {s.x for s in structural}
        candidates += [(x, None) for x in fragment.inputs() if x not in chained]
    for x, chain in candidates:
        if chain is not None and chain.low:  # x's bits from `low` up (`bijection._high_field`)
            windows = [mask(width) << chain.low] if chain.low + width <= fragment.insts[x].width else []
        else:
            windows = _free_windows(fragment, x, width, 0 if chain is not None else target.shift)
        if not windows:
            continue
        try:
            point = witness if chain is None else _meeting(session, target, chain, witness)
        except Unknown:
            if spent():
                return False
            continue
        if point is None:
            continue
        vars, witness_choices, freezes = point
        pins = _pin_points(fragment, x, vars, structural_only or chain is not None)
        by_construction = chain is not None and chain.injective is None
        ascend = chain is None and not structural_only
        # A witness at a block choice whose arm is a constant shows nothing; the others
        # are tried too (a `phi 0, 0, v`), where no chain fixes them.
        for choices in [witness_choices] if chain is not None else _choice_alternatives(fragment, witness_choices):
            for free_mask, at in _pins_passing(
                target, x, windows, pins, (vars, choices, freezes), by_construction, ascend
            ):
                try:
                    if chain is not None:
                        defined = _defined_pin(target, chain, x, free_mask, (at, choices, freezes))
                        if defined is None:
                            continue
                        if by_construction:
                            return True
                        # The chain ends at a T-function of x: proven bit by bit.
                        assert chain.injective is not None
                        if injective_low_bits(session, chain.injective, x, defined, width):
                            return True
                        continue
                    if _one_to_one_at_pin(target, (at, choices, freezes), {x: free_mask}):
                        return True
                except Unknown:
                    if spent():
                        return False
                    continue
    if structural_only:
        return False
    if not target.shift and not spent():
        # Before the windows: one evaluation and number theory, a query only once a
        # pin is found; the windows' collision queries give up on x·x.
        try:
            if surjective_by_polynomial(session, target.index, witness):
                return True
        except Unknown:
            pass
    return _surjective_by_window(target, witness, spent)


def _surjective_by_window(target: _Target, witness: InputPoint, spent: Callable[[], bool]) -> bool:
    """`_surjective`'s theorem for bits of several inputs (`auditor.oracles.triangular`):
    at a pin the evaluator found, the two queries show that every execution of the
    window's bits is one where facts hold and that no two of them give the target
    alike — then it takes 2^w distinct values. Tried where no single input's bits do:
    brotli's `(zext (a − b) << s) | zext (c − d)` at s = 32. The witness's block
    choices first, then the others (`_varying_arm_alternatives`); at each, the ascent
    starts from the witness, then from every input at 0 — where a carry from an input's
    fixed high bits makes the witness's window collide (curve25519's limb sums, for
    one)."""
    fragment = target.session.fragment
    vars, witness_choices, freezes = witness
    zeros = dict.fromkeys(vars, 0)
    starts = [vars] if zeros == vars else [vars, zeros]
    for choices, start in itertools.product(_varying_arm_alternatives(fragment, witness_choices), starts):
        window = find_window(fragment, target.index, target.shift, (start, choices, freezes))
        if window is None:
            continue
        try:
            if _one_to_one_at_pin(target, window.point, window.free):
                return True
        except Unknown:
            if spent():
                return False
    return False


def _one_to_one_at_pin(target: _Target, point: InputPoint, free: Mapping[int, int]) -> bool:
    """`_surjective`'s two queries at a pin: every execution of the `free` bits (a mask
    per var) with the rest as at `point` is one where facts about the target hold, and
    no two of them give the target alike — True when both are shown (then the target
    takes 2^w distinct values), False when either is refuted; Unknown is raised
    through."""
    session = target.session
    if not session.holds_throughout(target.index, point, free):
        return False
    a, b = session.copies()
    pin_a, pin_b = a.pinned(point, free), b.pinned(point, free)
    # Both copies are pinned alike outside the free bits: two executions differ where a var does.
    differ = [a.vars[i] != b.vars[i] for i in free]
    collision = z3.And(
        *pin_a,
        *pin_b,
        differ[0] if len(differ) == 1 else z3.Or(*differ),
        a.shifted(target.index, target.shift) == b.shifted(target.index, target.shift),
    )
    return not session.check_fresh(collision, cap_ms=COLLISION_MS)


SURJECTIVE_GIVE_UPS = 2
"""Queries of one `_surjective` attempt that may give up before it stops trying
other inputs, windows and pins (it then shows nothing). An attempt that succeeds
rarely gives up more than once; larger: more time spent on attempts that fail (see
docs/history.md). The give-ups count toward the range search's RANGE_GIVE_UPS too."""


def _choice_alternatives(fragment: Fragment, choices: dict[int, int]) -> list[dict[int, int]]:
    """`choices` first, then every other combination of block choices (COMBINATIONS
    at most in all; only `choices` beyond that)."""
    combinations = choice_combinations(fragment, COMBINATIONS)
    if combinations is None:
        return [choices]
    return [choices] + [c for c in combinations if c != choices]


COMBINATIONS = 8
"""Block-choice combinations `_surjective` tries a pin at, at most."""


def _varying_arm_alternatives(fragment: Fragment, choices: dict[int, int]) -> list[dict[int, int]]:
    """`_choice_alternatives`, or — when there are too many combinations — `choices`,
    then the choices that move one block to an arm where a phi of it depends on inputs,
    the arms with the most input bits first (COMBINATIONS in all at most): static_dict.ll's
    transform table, a phi of 46 arms of which one is a var, taken from its witness's
    constant arm to the var's."""
    alternatives = _choice_alternatives(fragment, choices)
    if len(alternatives) > 1 or not fragment.blocks:
        return alternatives
    inputs = set(fragment.inputs())
    arms: dict[tuple[int, int], int] = {}  # (block, arm): the input bits its phis read
    for inst in fragment.insts:
        if inst.op is Opcode.PHI and inst.block is not None:
            for arm, operand in enumerate(inst.operands):
                if isinstance(operand, Ref) and arm != choices.get(inst.block):
                    read = inputs.intersection(cone_of(fragment, operand.index))
                    bits = sum(fragment.insts[i].width for i in read)
                    arms[inst.block, arm] = max(arms.get((inst.block, arm), 0), bits)
    ranked = sorted((k for k, bits in arms.items() if bits), key=lambda k: -arms[k])
    return alternatives + [{**choices, block: arm} for block, arm in ranked[: COMBINATIONS - 1]]


PIN_ROUNDS = 6
"""Pins `_defined_pin` tries at most for one chain: the first, then one per
counterexample (a brotli transform takes six). Larger: more queries on chains whose
pins keep failing."""


def _all_but_few(target: _Target) -> ConstantRange | None:
    """The smallest range, proven, when the target takes every value but a few: a pin
    of a chain of bijections (`_surjective`'s, by construction) whose executions are
    all defined but a few takes every value but those few executions' chain values
    (`auditor.oracles.few_missed`); each of those is then asked for (one query each)
    and the set of values is known exactly: every value but the ones no execution
    reaches. lz4hc's `add nuw (select c, x, …), 1` misses only 0 (`[1, 0)`), brotli's
    `add nuw nsw (trunc …), 4` at i16 only 0–3 and 32768–32771, its range `[4, 0)`
    by the tie rule. None when no such pin is found or a query gives up. Chains that
    end at a T-function are left out: their injectivity is a proof about defined
    executions only."""
    session, index, width = target.session, target.index, target.width
    if target.shift:
        return None
    fragment = session.fragment
    chains = [c for c in structural_bijections(fragment, index, 0) if c.injective is None]
    witness = _sampled_point(session, index, ()) if chains else None
    if witness is None:
        return None
    for chain in chains:
        try:
            point = _meeting(session, target, chain, witness)
        except Unknown:
            continue
        if point is None:
            continue
        for free_mask in _free_windows(fragment, chain.x, width, 0):
            if _many_undefined(target, chain.x, free_mask, point):
                continue
            try:
                missed = missed_values(session, index, chain.x, free_mask, point)
                if missed is None:
                    continue
                unreached = [v for v in missed if _outside(target, _all_but(v, width)) is None]
            except Unknown:
                return None
            return smallest_range_without(unreached, width)
    return None


def _all_but(value: int, width: int) -> ConstantRange:
    """Every value but `value`: what lies outside it is `value` itself."""
    return ConstantRange((value + 1) & mask(width), value, width)


def _many_undefined(target: _Target, x: int, free_mask: int, point: InputPoint) -> bool:
    """Whether the PINNED_LANES executions `_pinned_map_fails` evaluates show more than
    MAX_MISSED undefined ones in the pin (where facts about the target need not hold):
    as many distinct xs, or as many estimated from the share of the drawn lanes (not
    the edge ones, where the few undefined xs most often are) — so that enumerating
    them one query each is not begun in vain."""
    xs, evaluation = _pinned_evaluation(target, x, free_mask, point)
    holds = evaluation.fact_mask(target.index)
    undefined = [v for v, h in zip(xs, holds, strict=True) if not h]
    drawn = holds[2 * EDGE_LANES :]
    share = float((~drawn).mean()) if len(drawn) else 0.0
    return len(set(undefined)) > MAX_MISSED or share * (1 << target.width) > MAX_MISSED


def _defined_pin(target: _Target, chain: Bijection, x: int, free_mask: int, point: InputPoint) -> InputPoint | None:
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
    met = z3.And(target.condition, *(_requirement(enc, r) for r in chain.requires))
    x_term = enc.vars[x]
    kept = x_term & (~free_mask & mask(x_term.size()))
    seen: list[Any] = []
    for _ in range(PIN_ROUNDS):
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


def _pins_passing(
    target: _Target,
    x: int,
    windows: list[int],
    pins: list[dict[int, int]],
    point: InputPoint,
    by_construction: bool,
    ascend: bool,
) -> Iterator[tuple[int, dict[int, int]]]:
    """(window, pin) pairs for `_surjective`'s queries: each of `pins` in each window,
    but those the concrete evaluator already shows to fail (`_pinned_map_fails`; the
    queries would fail), unless the chain is a bijection by construction. With
    `ascend`, each window then gets one more, found concretely (`_ascended_pin`),
    when it is not one of `pins`: reached only when theirs failed."""
    _, choices, freezes = point
    for free_mask in windows:
        # Every pin's check in one evaluation (`_pin_scores`): as cheap as the first's.
        scores = None if by_construction else _pin_scores(target, x, free_mask, [(at, choices, freezes) for at in pins])
        for k, at in enumerate(pins):
            if scores is None or scores[k][0] == scores[k][1]:
                yield free_mask, at
        if ascend and (ascended := _ascended_pin(target, x, free_mask, point)) is not None and ascended not in pins:
            yield free_mask, ascended


ASCENT_INPUTS = 8
"""Inputs besides x `_ascended_pin` moves at most (each costs three evaluations a round)."""

ASCENT_ROUNDS = 2


def _ascended_pin(target: _Target, x: int, free_mask: int, point: InputPoint) -> dict[int, int] | None:
    """A pin at which the concrete evaluator sees the map from x's free bits to the
    target defined and injective, found by coordinate ascent from `point`: each other
    input in turn is set to 0, 1 or all-ones where that makes more distinct target
    values among PINNED_LANES executions; None when no pin found reaches all of them.
    Where the witness and the uniform pins (`_pin_points`) fail, one input most often
    has to be the identity of what x meets and another its absorbing value at once:
    `select (umax(a, zext b) >u c), 0, umax(a, zext b)` takes every value of a at b = 0
    and c = −1 only."""
    vars, choices, freezes = point
    fragment = target.session.fragment
    others = [i for i in sorted(vars) if i != x]
    if len(others) > ASCENT_INPUTS:
        return None
    current = dict(vars)
    score, full = _pin_score(target, x, free_mask, (current, choices, freezes))
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
                trials, _pin_scores(target, x, free_mask, [(t, choices, freezes) for t in trials]), strict=True
            ):
                if trial_score > score:
                    current, score, improved = trial, trial_score, True
                if score == full:
                    break
        if score == full or not improved:
            break
    return current if score == full else None


def _pin_score(target: _Target, x: int, free_mask: int, point: InputPoint) -> tuple[int, int]:
    """(distinct target values among the executions of the pin that facts hold on,
    distinct xs) over the PINNED_LANES executions `_pinned_map_fails` evaluates: equal
    exactly when that check passes."""
    return _pin_scores(target, x, free_mask, [point])[0]


def _pin_scores(target: _Target, x: int, free_mask: int, points: list[InputPoint]) -> list[tuple[int, int]]:
    """`_pin_score` of each of `points`, from one evaluation of all their executions
    (`_pinned_evaluations`)."""
    xs, evaluation = _pinned_evaluations(target, x, free_mask, points)
    n, full = len(xs), len(set(xs))
    holds = evaluation.fact_mask(target.index)
    values = evaluation.values[target.index]
    scores = []
    for k in range(len(points)):
        lanes = slice(k * n, (k + 1) * n)
        reached = values[lanes][holds[lanes]]
        scores.append((len(np.unique(reached >> scalar(reached, target.shift))), full))
    return scores


def _pinned_evaluation(target: _Target, x: int, free_mask: int, point: InputPoint) -> tuple[list[int], Evaluation]:
    """The PINNED_LANES executions of the pin at `point` (x's `free_mask` bits as
    `_pinned_xs` draws them), evaluated: what the concrete checks of a pin read."""
    return _pinned_evaluations(target, x, free_mask, [point])


def _pinned_evaluations(
    target: _Target, x: int, free_mask: int, points: list[InputPoint]
) -> tuple[list[int], Evaluation]:
    """`_pinned_evaluation` of each of `points`, in one evaluation (point k's lanes
    k·PINNED_LANES on, `along_input_at_each`). The points differ in inputs other than
    x, so x takes the same values at each."""
    fragment = target.session.fragment
    if len({p[0][x] & ~free_mask for p in points}) != 1:
        raise ValueError("the points of one evaluation must agree on x's fixed bits")
    xs = _pinned_xs(fragment, x, free_mask, points[0])
    return xs, evaluate(fragment, along_input_at_each(fragment, points, x, xs))


def _pinned_xs(fragment: Fragment, x: int, free_mask: int, point: InputPoint) -> list[int]:
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
"""The smallest values of x's free bits `_pinned_xs` puts first (and as many largest):
random ones almost never come near `umax(x, 65535)`'s collisions below 65,535."""


PINNED_LANES = 256
"""Executions of a pinned map `_pinned_map_fails` evaluates before its solver queries."""


def _pinned_map_fails(target: _Target, x: int, free_mask: int, point: InputPoint) -> bool:
    """Whether the concrete evaluator already shows that the map `_surjective` would
    prove injective fails: among PINNED_LANES executions at `point` with x's
    `free_mask` bits drawn at random (seeded), one where facts about the target need
    not hold (the first query would find such an execution), or two distinct xs with
    the same target value (the collision query would). Either is a counterexample to
    the theorem, so skipping the two queries loses nothing; most failed attempts on
    masked or truncated values end here, in one evaluation instead of two queries.
    (An undefined x leaves fewer distinct values among the defined executions than
    distinct xs, as a collision does: `_pin_score` counts both.)"""
    score, full = _pin_score(target, x, free_mask, point)
    return score < full


def _free_windows(fragment: Fragment, x: int, width: int, shift: int) -> list[int]:
    """The masks of x's bits `_surjective` frees, w = `width` of them: its lowest w
    free bits (those not fixed by its attributes), and, for a stride target v >> s
    (s = `shift` > 0), also the w free bits from the s-th up: x's bits below the
    stride are often cleared on the way (`x & ~3`, `shl x, 2`), so the map from its
    lowest bits is not injective where the map from the next ones is."""
    free = free_bits(fragment, x)
    windows = [free[:width]]
    if shift and len(free) >= shift + width:
        windows.append(free[shift : shift + width])
    return [sum(1 << b for b in window) for window in windows if len(window) == width]


def _meeting(session: Session, target: _Target, chain: Bijection, witness: InputPoint) -> InputPoint | None:
    """A defined execution whose x-independent values meet the chain's requirements:
    the witness when there are none (no query), else a model; None when no execution
    does."""
    if not chain.requires:
        return witness
    sampled = _sampled_point(session, target.index, chain.requires)
    if sampled is not None:
        return sampled
    enc = session.enc
    model = session.check(target.condition, *(_requirement(enc, r) for r in chain.requires))
    return None if model is None else enc.point(model)


def _sampled_point(session: Session, index: int, requires: tuple[Requirement, ...]) -> InputPoint | None:
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


def _requirement(enc: Encoding, r: Requirement) -> Any:
    if isinstance(r, Equals):
        term = enc.values[r.index]
        return term == z3.BitVecVal(r.value, term.size())
    if isinstance(r, Odd):
        return z3.Extract(0, 0, enc.values[r.index]) == 1
    choice = enc.choices[r.block]
    return choice == z3.BitVecVal(r.pred, choice.size())


def _pin_points(fragment: Fragment, x: int, witness: dict[int, int], only_witness: bool) -> list[dict[int, int]]:
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
