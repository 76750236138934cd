"""`TargetedAnalysis`: an analysis that leaves out the claims a scan does not read
must leave the scan's answers exactly as they were — the claims about every audited
(value, domain) pair, and the providers that answered in each domain (each gets a row,
"no claim" where it said nothing about the audited value)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from auditor.analyses.base import Analysis, Claim, ProviderCover, Target, TargetedAnalysis, Untargeted
from auditor.analyses.builtin import BuiltinAnalysis
from auditor.analyses.llvm import DEMANDED_BITS, LLVMAnalysis, _claims
from auditor.analyses.llvm.facts import ValueFacts
from auditor.domains.base import Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment
from auditor.readers.corpus import read_corpus
from auditor.scan import _answers, targets
from tests.llvm_versions import toolchain

ROOT = Path(__file__).parents[2]
# Hash rounds, path conditions (branches in LLVM's form), phis and wide values.
CORPORA = [ROOT / "corpora" / "xxhash", ROOT / "corpora" / "souper", ROOT / "corpora" / "lz4" / "lz4.ll"]


def _fragments(limit: int) -> list[Fragment]:
    fragments = read_corpus(CORPORA).fragments
    assert len(fragments) > limit
    step = len(fragments) // limit
    return list(fragments[::step][:limit])


def _analysis(name: str) -> Analysis:
    if name == "builtin":
        return BuiltinAnalysis()
    return LLVMAnalysis(toolchain(int(name.split("-")[1])))


@pytest.mark.parametrize("all_values", [False, True], ids=["default", "all-values"])
@pytest.mark.parametrize("name", ["builtin", "llvm-19", "llvm-22"])
def test_targeted_answers_are_the_full_answers_restricted_to_the_audited_pairs(name: str, all_values: bool) -> None:
    analysis = _analysis(name)
    assert isinstance(analysis, TargetedAnalysis)
    fragments = _fragments(300)
    domains = list(Domain)
    audited = [set(targets(f, domains, all_values)) for f in fragments]
    full = _answers(Untargeted(analysis), fragments, domains, audited)
    targeted = _answers(analysis, fragments, domains, audited)
    assert not any(a.failures for a in full)
    for fragment, a, b in zip(fragments, full, targeted, strict=True):
        assert a.claims == b.claims, fragment.origin
        assert {d: p for d, p in a.providers.items() if p} == {d: p for d, p in b.providers.items() if p}
    # Not vacuous: every domain was answered, and a default scan's targets leave out
    # most claims (an --all-values scan's, of the builtin analysis, none).
    made = sum(1 for _ in analysis.analyze_targets(fragments, domains, audited))
    every = sum(1 for _ in analysis.analyze(fragments, domains))
    assert made < every / 3 if not all_values else made <= every
    assert set().union(*(a.providers for a in targeted)) == set(domains)


_DOMAINS = st.sampled_from([Domain.KNOWN_BITS, Domain.RANGE, Domain.DEMANDED_BITS])
_PROVIDERS = st.sampled_from(["", "A", "B"])


@given(
    claims=st.lists(st.tuples(st.integers(0, 5), _DOMAINS, _PROVIDERS), max_size=30),
    wanted=st.sets(st.tuples(st.integers(0, 5), _DOMAINS), max_size=8),
)
def test_a_provider_cover_keeps_every_target_and_one_claim_of_each_provider(
    claims: list[tuple[int, Domain, str]], wanted: set[Target]
) -> None:
    cover = ProviderCover(wanted)
    kept = [c for c in claims if cover.keeps(*c)]
    assert [c for c in claims if (c[0], c[1]) in wanted] == [c for c in kept if (c[0], c[1]) in wanted]
    assert {(d, p) for _, d, p in kept} == {(d, p) for _, d, p in claims}
    assert cover.covers({(d, p) for _, d, p in claims})
    # One claim per (domain, provider) beyond the targets, no more.
    extra = [(d, p) for v, d, p in kept if (v, d) not in wanted]
    assert len(extra) == len(set(extra))


def _facts(demanded: DemandedBits | None, scev: ConstantRange | None) -> ValueFacts:
    full = ConstantRange.full(8)
    return ValueFacts(
        8, KnownBits(0, 0, 8), SignBits(1, 8), False, False, False, False, full, full, full, scev, scev, demanded
    )


def test_a_provider_with_no_claim_on_the_first_values_is_still_kept() -> None:
    """A value without a fact (a dead instruction's demanded bits, an input an
    `llvm.assume` reads, a value SCEV cannot take) must not count as its provider's
    one kept claim: a later value's would then be dropped, and with it the provider."""
    cover = ProviderCover({(9, Domain.KNOWN_BITS)})
    wanted = frozenset(Domain)
    outcomes: list[Claim] = []
    outcomes += _claims(0, 0, _facts(None, None), wanted, False, cover)  # dead, not SCEVable
    outcomes += _claims(0, 1, _facts(DemandedBits(0xFF, 8), ConstantRange.full(8)), wanted, True, cover)  # assumed
    outcomes += _claims(0, 2, _facts(DemandedBits(0x0F, 8), ConstantRange.full(8)), wanted, False, cover)
    kept = {(c.domain, c.provider): c.value for c in outcomes}
    assert kept[(Domain.DEMANDED_BITS, DEMANDED_BITS)] == 2
    assert kept[(Domain.RANGE, "ScalarEvolution")] == 1
    assert kept[(Domain.KNOWN_BITS, "ValueTracking")] == 0
