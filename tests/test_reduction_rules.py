"""The two rules a pattern reproducer must follow beyond keeping its verdict: it is
*faithful* (every provider of the analysis, and `combined`, keeps its outcome at the
audited value — auditor/patterns/profile.py) and, for an LLVM analysis, *canonical*
(LLVM's instsimplify folds none of its instructions — auditor/patterns/canonical.py,
run with the real opt-22)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

from auditor.analyses.base import Claim, Outcome
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.fuzz.reduce import findings_of, reduce
from auditor.ir.fragment import Const, Fragment
from auditor.ir.hashing import canonical
from auditor.ir.opcodes import Opcode
from auditor.patterns.canonical import InstSimplify, instsimplify_of
from auditor.patterns.model import PatternOptions
from auditor.patterns.profile import Profile, departures, faithful, profile_at
from auditor.patterns.reduction import Target, reduce_fragment
from auditor.readers.souper import parse_text
from auditor.scan import Finding
from tests.llvm_versions import toolchain


def fragment(text: str) -> Fragment:
    (found,) = parse_text(text).fragments
    return found


# --- canonical: instsimplify leaves the fragment alone ---------------------------------

FOLDED = {
    "add": "%x:i8 = var\n%r:i8 = add %x, 0:i8\ninfer %r\n",
    "lshr": "%x:i8 = var\n%r:i8 = lshr %x, 0:i8\ninfer %r\n",
    "xor": "%x:i8 = var\n%r:i8 = xor %x, 0:i8\ninfer %r\n",
    "inner": "%x:i8 = var\n%y:i8 = var\n%s:i8 = xor %x, 0:i8\n%r:i8 = mul %s, %y\ninfer %r\n",
}
CANONICAL = {
    "and": "%x:i8 = var\n%r:i8 = and %x, 7:i8\ninfer %r\n",
    "udiv": "%x:i8 = var (range=[3,10))\n%y:i8 = var\n%r:i8 = udiv %y, %x\ninfer %r\n",
    # The printer's branch on a path condition is scaffolding InstSimplify may fold, not the fragment's.
    "path condition": "%x:i8 = var\n%c:i1 = ult %x, 10:i8\npc %c 1:i1\n%r:i8 = add %x, 1:i8\ninfer %r\n",
}


@pytest.fixture(scope="module")
def opt22() -> InstSimplify:
    tc = toolchain(22)
    return InstSimplify(tc.opt, tc.major)


@pytest.mark.parametrize("name", sorted(FOLDED))
def test_instsimplify_rejects_a_fragment_it_folds(opt22: InstSimplify, name: str) -> None:
    answer = opt22.check(fragment(FOLDED[name]))
    assert answer.changed is True, answer
    assert answer.detail.startswith("instsimplify folds ")


@pytest.mark.parametrize("name", sorted(CANONICAL))
def test_instsimplify_accepts_a_canonical_fragment(opt22: InstSimplify, name: str) -> None:
    assert opt22.check(fragment(CANONICAL[name])).changed is False


def test_one_opt_call_answers_a_batch_and_the_answers_are_cached() -> None:
    tc = toolchain(22)
    checker = InstSimplify(tc.opt, tc.major)
    texts = [FOLDED["add"], CANONICAL["and"], FOLDED["lshr"], FOLDED["add"]]
    first = checker.check_all([fragment(t) for t in texts])
    assert [a.changed for a in first] == [True, False, True, True]
    assert first[1].detail == ""
    checker.opt = None  # from now on a question opt would have to answer is "not checked"
    assert [a.changed for a in checker.check_all([fragment(t) for t in texts])] == [True, False, True, True]
    assert checker.check(fragment(FOLDED["xor"])).changed is None


def test_without_opt_the_check_is_skipped_with_a_reason_not_an_exception() -> None:
    for opt in (None, Path("/nonexistent/bin/opt")):
        answer = InstSimplify(opt, 22).check(fragment(FOLDED["add"]))
        assert answer.changed is None and answer.detail.startswith("instsimplify not run: no opt of LLVM 22")


def test_only_llvm_analyses_are_checked() -> None:
    assert instsimplify_of(TwoProviders()) is None


# --- faithful: the profile on hand-made rows ---------------------------------------------


def row(provider: str, verdict: Verdict, value: str = "%r", domain: Domain = Domain.RANGE) -> Finding:
    return Finding(
        analysis="llvm-22",
        provider=provider,
        source="a.ll:1",
        function="f",
        fragment="h",
        value=value,
        opcode="and",
        width=8,
        domain=domain,
        oracle="[0,8)",
        claimed="full-set",
        verdict=verdict,
        lost_bits=None,
        oracle_status="proven",
        counterexample="",
        actual="",
        occurrences=1,
        detail="",
    )


LOST, EXACT = Verdict.LOST_PRECISION, Verdict.EXACT
ORIGINAL = [
    row("computeConstantRange", LOST),
    row("LazyValueInfo", EXACT),
    row("combined", EXACT),
    row("ScalarEvolution", Verdict.UNKNOWN),
    row("LazyValueInfo", LOST, value="%s"),  # another value
    row("LazyValueInfo", LOST, domain=Domain.SIGNED_RANGE),  # another domain
]


def test_the_profile_is_every_providers_verdict_at_the_value_and_domain() -> None:
    profile = profile_at(ORIGINAL, "%r", Domain.RANGE)
    assert profile.outcomes == (
        ("LazyValueInfo", EXACT),
        ("ScalarEvolution", Verdict.UNKNOWN),
        ("combined", EXACT),
        ("computeConstantRange", LOST),
    )
    assert profile_at(ORIGINAL, "%r", Domain.RANGE, analysis="llvm-19") == Profile(())


def test_the_same_profile_is_faithful_whatever_the_value_is_called() -> None:
    original = profile_at(ORIGINAL, "%r", Domain.RANGE)
    same = [row("computeConstantRange", LOST, "%1"), row("LazyValueInfo", EXACT, "%1"), row("combined", EXACT, "%1")]
    # ScalarEvolution was undecided on the original: it constrains nothing, gone or not.
    assert faithful(original, profile_at(same, "%1", Domain.RANGE))
    more = [*same, row("ScalarEvolution", LOST, "%1"), row("DemandedBits", EXACT, "%1")]
    assert faithful(original, profile_at(more, "%1", Domain.RANGE))


def test_a_provider_exact_on_the_original_and_lost_on_the_candidate_departs() -> None:
    original = profile_at(ORIGINAL, "%r", Domain.RANGE)
    lvi_lost = [row("computeConstantRange", LOST), row("LazyValueInfo", LOST), row("combined", EXACT)]
    assert departures(original, profile_at(lvi_lost, "%r", Domain.RANGE)) == ("LazyValueInfo exact → lost-precision",)
    combined_lost = [row("computeConstantRange", LOST), row("LazyValueInfo", EXACT), row("combined", LOST)]
    assert departures(original, profile_at(combined_lost, "%r", Domain.RANGE)) == ("combined exact → lost-precision",)
    no_combined = [row("computeConstantRange", LOST), row("LazyValueInfo", EXACT)]
    assert departures(original, profile_at(no_combined, "%r", Domain.RANGE)) == ("combined exact → no row",)
    undecided = [row("computeConstantRange", LOST), row("LazyValueInfo", Verdict.UNKNOWN), row("combined", EXACT)]
    assert not faithful(original, profile_at(undecided, "%r", Domain.RANGE))


# --- faithful: end to end, on an analysis with two providers ------------------------------


class TwoProviders:
    """Two range providers of one analysis: `loose` claims nothing useful (full-set)
    about the root; `strict` claims [0, C+1) for a root `and v, C` — but only when the
    fragment has an `add`, else full-set too. On `and(add(x, 3), 7)` loose loses and
    strict (and combined) are exact; on `and(x, 7)` all three lose."""

    name = "two-providers"
    version = "1"
    domains = frozenset({Domain.RANGE})

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        for n, f in enumerate(fragments):
            if Domain.RANGE not in domains:
                continue
            root = f.root_inst
            full = ConstantRange.full(root.width)
            yield Claim(n, f.root, Domain.RANGE, full, "loose")
            mask = next((o for o in root.operands if isinstance(o, Const)), None)
            has_add = any(i.op is Opcode.ADD for i in f.insts)
            if root.op is Opcode.AND and mask is not None and has_add and mask.value + 1 < 1 << root.width:
                yield Claim(n, f.root, Domain.RANGE, ConstantRange(0, mask.value + 1, root.width), "strict")
            else:
                yield Claim(n, f.root, Domain.RANGE, full, "strict")


ADD_AND = "%x:i8 = var\n%s:i8 = add %x, 3:i8\n%r:i8 = and %s, 7:i8\ninfer %r\n"


def test_a_reduction_keeps_every_providers_outcome() -> None:
    analysis = TwoProviders()
    options = PatternOptions(max_checks=300)
    part = canonical(fragment(ADD_AND))
    target = Target(analysis, Domain.RANGE, LOST, "loose", options.oracle)
    value = "%" + part.names[part.root]
    original = profile_at(findings_of(part, analysis, Domain.RANGE, options.oracle), value, Domain.RANGE)
    assert original.outcomes == (("combined", EXACT), ("loose", LOST), ("strict", EXACT))

    # Keeping the one provider's verdict alone takes `and(x, 7)`, where strict loses too.
    def loose_loses(f: Fragment) -> Finding | None:
        found = findings_of(f, analysis, Domain.RANGE, options.oracle)
        return next((x for x in found if x.provider == "loose" and x.verdict is LOST), None)

    unfaithful = reduce(part, loose_loses, options.max_checks).fragment
    assert not any(i.op is Opcode.ADD for i in unfaithful.insts)

    attempt = reduce_fragment(part, part.root, target, options)
    assert attempt.reduction is not None, attempt.reason
    reduced = attempt.reduction.fragment
    assert attempt.profile == original
    assert reduced.root_inst.op is Opcode.AND and any(i.op is Opcode.ADD for i in reduced.insts)
    again = findings_of(reduced, analysis, Domain.RANGE, options.oracle)
    assert faithful(original, profile_at(again, "%" + reduced.names[reduced.root], Domain.RANGE))


def test_a_corpus_profile_the_fresh_audit_departs_from_is_not_reduced() -> None:
    analysis = TwoProviders()
    options = PatternOptions(max_checks=50)
    part = canonical(fragment(ADD_AND))
    rows = Profile((("combined", LOST), ("loose", LOST), ("strict", LOST)))
    attempt = reduce_fragment(
        part, part.root, Target(analysis, Domain.RANGE, LOST, "loose", options.oracle, rows), options
    )
    assert attempt.reduction is None
    assert attempt.reason.startswith("a fresh audit departs from the corpus rows: ")
