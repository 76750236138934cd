"""An oracle answer does not depend on which other domains were asked (issue 63).

The searches of one fragment share a session — its memo, its solvers' learned state
and routing, its budget — so a domain asked alone used to miss what the searches
before it left (`negative` of a Souper `eq` came out partial alone and proven after
known bits). `run_oracle` now searches each domain's PREREQUISITES whatever is asked.

What is asserted, and why it cannot flake: each domain asked alone is compared with
the same domain asked among all of them, at budgets far above what these small
fragments need (solver path forced, no enumeration). Where both answers are
definitive (proven, exhaustive, vacuous) the best fact is unique, so the two facts
must be equal: that holds however fast the machine is. Where one run was still cut
short (a budget ran out: machine speed decides that, not the code), nothing is
asserted of its precision; only that the two agree as sound answers must — the
partial answer's sound fact is no more precise than the definitive one, and its
bound (the best fact no execution refuted) no less."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from auditor.domains.base import FORWARD, Domain, forward_domain
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import PREREQUISITES, OracleOptions, run_oracle, searched_domains
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Budget, Status
from auditor.readers.souper import parse_text
from tests.strategies import fragments

GENEROUS = OracleOptions.solver_only(Budget(query_ms=20_000, fragment_ms=600_000))
DEFINITIVE = (Status.PROVEN, Status.EXHAUSTIVE, Status.VACUOUS)

ISSUE_63 = """
%0:i32 = var
%1:i32 = mulnsw 10:i32, %0
%2:i32 = srem %1, 10:i32
%3:i1 = eq 0:i32, %2
infer %3
"""

CORPUS_LIKE = [
    ISSUE_63,
    "%x:i16 = var\n%a:i16 = and %x, 4080:i16\n%s:i16 = lshr %a, 4:i16\ninfer %s\n",
    "%x:i16 = var\n%y:i16 = var\n%m:i16 = umin %x, %y\n%r:i16 = sub 300:i16, %m\ninfer %r\n",
    "%x:i8 = var\n%z:i16 = zext %x\n%m:i16 = mul %z, %z\n%c:i1 = ult %m, 1000:i16\ninfer %c\n",
]


def _assert_agree(alone: OracleFact, among_all: OracleFact) -> None:
    where = f"{alone.domain} of value {alone.value}: alone {alone}, among all {among_all}"
    if alone.status in DEFINITIVE and among_all.status in DEFINITIVE:
        assert alone.fact == among_all.fact, where
        return
    if Status.VACUOUS in (alone.status, among_all.status):
        return  # one run found no defined execution before its budget ran out
    lattice = forward_domain(alone.domain)
    for partial, best in ((alone, among_all), (among_all, alone)):
        if partial.status is Status.PARTIAL and best.status in DEFINITIVE:
            assert lattice.leq(best.fact, partial.fact), where
            if partial.bound is not None:
                assert lattice.leq(partial.bound, best.fact), where


def _check(fragment: Fragment) -> None:
    values = [fragment.root]
    every: dict[tuple[int, Domain], Any] = {
        (f.value, f.domain): f for f in run_oracle(fragment, FORWARD, values, GENEROUS).facts
    }
    for domain in FORWARD:
        (alone,) = run_oracle(fragment, [domain], values, GENEROUS).facts
        _assert_agree(alone, every[alone.value, domain])


def test_prerequisites_are_searched_first() -> None:
    """Known bits, the fact the other forward domains reuse, are searched for them."""
    assert searched_domains([Domain.NEGATIVE]) == [Domain.KNOWN_BITS, Domain.NEGATIVE]
    assert searched_domains([Domain.DEMANDED_BITS]) == [Domain.DEMANDED_BITS]
    assert all(Domain.KNOWN_BITS in PREREQUISITES[d] for d in FORWARD if d is not Domain.KNOWN_BITS)


def test_only_the_asked_domains_are_answered() -> None:
    fragment = parse_text(ISSUE_63).fragments[0]
    facts = run_oracle(fragment, [Domain.NEGATIVE], options=GENEROUS).facts
    assert {f.domain for f in facts} == {Domain.NEGATIVE}
    assert [f.value for f in facts] == list(range(len(fragment.insts)))


def test_issue_63_negative_alone_is_proven() -> None:
    """The repro: alone, `negative` of the `eq` is proven true, as among all."""
    fragment = parse_text(ISSUE_63).fragments[0]
    (fact,) = run_oracle(fragment, [Domain.NEGATIVE], [fragment.root], GENEROUS).facts
    assert fact.status is Status.PROVEN and fact.fact.holds


def test_corpus_like_fragments() -> None:
    for text in CORPUS_LIKE:
        _check(parse_text(text).fragments[0])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(6, 8, 12), max_insts=4, max_vars=2))
def test_random_fragments(fragment: Fragment) -> None:
    _check(fragment)
