"""The oracle for one fragment: sample, decide vacuity, then every (value, domain)
with one shared incremental solver."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from auditor.domains.base import FORWARD, Domain, forward_domain
from auditor.domains.booleans import BoolFact
from auditor.domains.known_bits import KnownBits
from auditor.ir.fragment import Fragment
from auditor.ir.opcodes import WITH_OVERFLOW
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.demanded import best_demanded
from auditor.oracles.forward import best_forward
from auditor.oracles.range_search.config import DEFAULT_SEARCH, SearchConfig
from auditor.oracles.range_search.hulls import hull_of_smallest
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import EXHAUSTIVE_LIMIT, RANDOM_POINTS, Sampling
from auditor.oracles.session import Budget, SemanticsMismatch, Session, Status, Unknown
from auditor.oracles.trace import Step

ALL_DOMAINS: tuple[Domain, ...] = tuple(Domain)

SOLVE_ORDER: tuple[Domain, ...] = (
    Domain.KNOWN_BITS,
    Domain.SIGN_BITS,
    Domain.NON_ZERO,
    Domain.POWER_OF_TWO,
    Domain.NEGATIVE,
    Domain.NON_NEGATIVE,
    Domain.UNSIGNED_RANGE,
    Domain.SIGNED_RANGE,
    Domain.RANGE,
    Domain.DEMANDED_BITS,
)
"""The order a value's domains are searched in, sharing one fragment budget: the
cheap ones first (a query or two each), so that a range search that spends the
budget leaves them proven rather than partial; the hulls before `range`, which
reuses them; known bits first, which the range searches start from."""

PREREQUISITES: dict[Domain, tuple[Domain, ...]] = {
    domain: (Domain.KNOWN_BITS,) for domain in FORWARD if domain is not Domain.KNOWN_BITS
}
"""Domains searched for a value before a requested one, requested or not, so that an
answer does not depend on which other domains were asked (issue 63): the searches of
one value share the session — its memo (the range searches start from proven known
bits, `range_search.answers.trailing_known`, `range_search.hulls.narrowest_cover`), its solvers' learned state and
routing (a query that gives up in a cold Bitwuzla solver settles after a known-bits
query on the same terms warmed it) and its budget. Known bits are the shared fact:
cheap (a query or two on most values), first in SOLVE_ORDER, and what `negative` and
`non-negative` follow from (`_from_known_bits`). The costlier searches reused by
others (the hulls `range` reuses) are not prerequisites: `range` searches them
itself when it needs them, and a range-only request stays about as fast."""

_SIGN_BIT_DOMAINS = {Domain.NEGATIVE: True, Domain.NON_NEGATIVE: False}


@dataclass(frozen=True)
class OracleOptions:
    budget: Budget = field(default_factory=Budget)
    exhaustive_limit: int = EXHAUSTIVE_LIMIT
    random_points: int = RANDOM_POINTS
    seed: int = 0
    demanded: DemandedSemantics = DemandedSemantics.TRANSFORM  # the demanded-bits definition
    search: SearchConfig = DEFAULT_SEARCH  # the range search's stages and budgets

    @classmethod
    def solver_only(
        cls, budget: Budget | None = None, demanded: DemandedSemantics = DemandedSemantics.TRANSFORM
    ) -> OracleOptions:
        """No exhaustive enumeration and only a handful of samples: every answer comes
        from the solver (used to test the solver path against enumeration)."""
        return cls(budget=budget or Budget(), exhaustive_limit=0, random_points=4, demanded=demanded)


@dataclass(frozen=True)
class FragmentFacts:
    fragment: Fragment
    vacuous: bool
    exhaustive: bool
    facts: tuple[OracleFact, ...]
    queries: int
    seconds: float
    steps: Mapping[tuple[int, Domain], tuple[Step, ...]] = field(default_factory=dict)
    """What each (value, domain) search tried (`auditor.oracles.trace`), for
    `auditor oracle --explain`; a domain answered from another's fact has none."""


def open_session(fragment: Fragment, options: OracleOptions = OracleOptions()) -> Session:
    """Sample the fragment and set up its solver."""
    sampling = Sampling(options.exhaustive_limit, options.random_points, options.seed)
    return Session(fragment, sampling.of(fragment), options.budget, options.demanded, sampling, options.search)


def observable_values(fragment: Fragment) -> list[int]:
    """Values that get facts: every instruction but the with.overflow aggregates
    (Souper's packed {result, overflow} pair is not an LLVM integer value; its parts
    are, through extractvalue)."""
    return [i for i, inst in enumerate(fragment.insts) if inst.op not in WITH_OVERFLOW]


def run_oracle(
    fragment: Fragment,
    domains: Sequence[Domain] = ALL_DOMAINS,
    values: Sequence[int] | None = None,
    options: OracleOptions = OracleOptions(),
    session: Session | None = None,
) -> FragmentFacts:
    """The best facts of `values` (default: every observable value) in `domains`.
    Pass a `session` from `open_session` to keep using its solver and samples (the
    verdict checks of `auditor.compare` do)."""
    started = time.perf_counter()
    session = session or open_session(fragment, options)
    samples = session.samples
    targets = list(values) if values is not None else observable_values(fragment)
    vacuous = _vacuous(session)
    found: dict[tuple[int, Domain], OracleFact] = {}
    steps: dict[tuple[int, Domain], tuple[Step, ...]] = {}
    order = searched_domains(domains)
    session.trace.take()  # what a caller's earlier use of the session recorded
    for index in targets:
        for domain in order:
            if vacuous:
                found[index, domain] = OracleFact(index, domain, None, Status.VACUOUS)
            elif domain is Domain.DEMANDED_BITS:
                if index != fragment.root:
                    found[index, domain] = best_demanded(session, index)
            else:
                known = found.get((index, Domain.KNOWN_BITS))
                derived = _from_known_bits(known, domain) if known is not None else None
                found[index, domain] = derived or best_forward(session, index, domain)
            steps[index, domain] = session.trace.take()
    settled = hulls_from_range(list(found.values()))
    value_rank = {index: n for n, index in enumerate(targets)}
    domain_rank = {domain: n for n, domain in enumerate(domains)}
    facts = sorted(
        (f for f in settled if f.domain in domain_rank), key=lambda f: (value_rank[f.value], domain_rank[f.domain])
    )
    return FragmentFacts(
        fragment=fragment,
        vacuous=bool(vacuous),
        exhaustive=samples.exhaustive,
        facts=tuple(facts),
        queries=session.queries,
        seconds=time.perf_counter() - started,
        steps=steps,
    )


def searched_domains(domains: Sequence[Domain]) -> list[Domain]:
    """The domains `run_oracle` searches for each value when `domains` are asked:
    those and their PREREQUISITES, in SOLVE_ORDER."""
    wanted = set(domains)
    for domain in domains:
        wanted.update(PREREQUISITES.get(domain, ()))
    return sorted(wanted, key=SOLVE_ORDER.index)


def _from_known_bits(known: OracleFact, domain: Domain) -> OracleFact | None:
    """`negative` or `non-negative` of a value whose known bits are proven, without a
    query (None for other domains, or when the known bits are not proven). The best
    known bits know the sign bit exactly when every execution agrees on it, which is
    what either domain claims; not knowing it, they are proven to have a witness of
    each sign, so the domain's best fact is "not claimed", proven too."""
    negative = _SIGN_BIT_DOMAINS.get(domain)
    if negative is None or known.status is not Status.PROVEN or not isinstance(known.fact, KnownBits):
        return None
    bits: KnownBits = known.fact
    sign = 1 << (bits.width - 1)
    holds = bool((bits.one if negative else bits.zero) & sign)
    return OracleFact(known.value, domain, BoolFact(holds, bits.width), Status.PROVEN)


_HULLS = (Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE)


def hulls_from_range(facts: Sequence[OracleFact]) -> list[OracleFact]:
    """`facts` with the hull searches cut short (partial) that the same value's proven
    smallest range settles (`range_search.hulls.hull_of_smallest`) made proven. The hulls are
    searched first, as `range` reuses them, and give up where the range search still
    proves its answer another way (runs, cubes, surjectivity). Applied to the facts
    of one fragment's session however its domains were asked (`run_oracle` applies it
    to its own). A settled hull must lie between what the search cut short proved and
    what it reached, else the two searches disagree (`SemanticsMismatch`)."""
    smallest = {f.value: f.fact for f in facts if f.domain is Domain.RANGE and f.status is Status.PROVEN}
    settled: list[OracleFact] = []
    for fact in facts:
        hull = None
        if fact.domain in _HULLS and fact.status is Status.PARTIAL and fact.value in smallest:
            hull = hull_of_smallest(smallest[fact.value], signed=fact.domain is Domain.SIGNED_RANGE)
        if hull is None:
            settled.append(fact)
            continue
        lattice = forward_domain(fact.domain)
        if not (lattice.leq(hull, fact.fact) and (fact.bound is None or lattice.leq(fact.bound, hull))):
            raise SemanticsMismatch(
                f"{fact.domain} of value {fact.value}: the proven range {smallest[fact.value]} gives the hull "
                f"{hull}, outside the search's [{fact.bound}, {fact.fact}]"
            )
        settled.append(OracleFact(fact.value, fact.domain, hull, Status.PROVEN, queries=fact.queries))
    return settled


def is_vacuous(fragment: Fragment, options: OracleOptions = OracleOptions()) -> bool | None:
    """Whether no execution of `fragment` is defined (every value's fact is then
    vacuous); None when the budget ran out deciding."""
    return _vacuous(open_session(fragment, options))


def _vacuous(session: Session) -> bool | None:
    """True when no execution is defined; None when the budget ran out deciding."""
    if session.samples.any_defined:
        return False
    if session.samples.exhaustive:
        return True
    try:
        model = session.check()
    except Unknown:
        return None
    if model is None:
        return True
    session.replay(model)
    return False
