"""One pattern per rule (auditor/patterns/find.py, `_join_rules`): patterns that share
a fragment — the same reproducer, or the same example fragment — and patterns whose
reproducers differ only in constants the verdict holds for (a fresh audit of the
better-ranked reproducer with the other's constants) become one, the better-ranked
one's reproducer kept, totals added, the merged ones named in the note. On synthetic
groups, re-audited with a toy analysis whose weakness is known: it claims the full
set for every `mul` in the range domains, so `mul x, C` loses precision exactly when
C is even (its values are then the even ones)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from auditor.analyses.base import Claim, Outcome
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.ir.opcodes import Opcode
from auditor.patterns import RANGE_FAMILY, PatternOptions
from auditor.patterns.find import _Draft, _join_providers, _join_rules, _sort_key
from auditor.patterns.grouping import Hit, make_group
from auditor.patterns.reduction import Reduced, Target, reaudit
from auditor.patterns.text import expression, literal
from auditor.readers.souper import parse_text

LOST = Verdict.LOST_PRECISION
OPTIONS = PatternOptions()


class MulToy:
    """The builtin analysis, but the full set for every `mul` in the range domains."""

    name = "mul-toy"
    version = "0"
    domains = frozenset({*RANGE_FAMILY, Domain.KNOWN_BITS})

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        from auditor.analyses.builtin import BuiltinAnalysis

        for outcome in BuiltinAnalysis().analyze(fragments, domains):
            if isinstance(outcome, Claim) and outcome.domain in RANGE_FAMILY:
                inst = fragments[outcome.fragment].insts[outcome.value]
                if inst.op is Opcode.MUL:
                    outcome = dataclasses.replace(outcome, fact=ConstantRange.full(inst.width))
            yield outcome


TOY = MulToy()


def fragment(text: str) -> Fragment:
    (found,) = parse_text(text).fragments
    return found


def mul(constant: int, width: int = 8) -> Fragment:
    return fragment(f"%0:i{width} = var\n%1:i{width} = mul %0, {constant}:i{width}\ninfer %1\n")


def draft(
    reproducer: Fragment,
    weight: float,
    example: str,
    domain: Domain = Domain.RANGE,
    provider: str = "default",
    occurrences: int = 1,
) -> _Draft:
    """A pattern being put together from one synthetic group whose one finding is in
    fragment `example`, shown with `reproducer` (re-audited with the toy)."""
    value = "%" + reproducer.names[reproducer.root]
    text = expression(reproducer, literal)
    hit = Hit(example, value, f"{example}.ll:1", "f", weight, occurrences)
    group = make_group(domain, LOST, provider, text, [hit])
    reduced = Reduced(group, text, text, reproducer, value, hit, "")
    found = reaudit(reproducer, Target(TOY, domain, LOST, "default", OPTIONS.oracle), value)
    assert found is not None
    return _Draft([(group, [reduced])], [found], reproducer, value, [])


def join(*drafts: _Draft) -> list[_Draft]:
    return _join_rules(sorted(drafts, key=_sort_key), TOY, OPTIONS)


def test_the_toy_loses_precision_on_an_even_multiplier_only() -> None:
    assert draft(mul(-10), 1.0, "a").found[0].verdict is LOST
    assert draft(mul(122), 1.0, "a").found[0].verdict is LOST
    assert draft(mul(3), 1.0, "a").found[0].verdict is Verdict.EXACT


def test_reproducers_differing_in_constants_the_verdict_holds_for_are_one_pattern() -> None:
    first, second = draft(mul(-10), 5.0, "a", occurrences=4), draft(mul(122), 3.0, "b", occurrences=2)
    (one,) = join(second, first)
    assert one is first and one.fragment == mul(-10)  # the better-ranked reproducer is kept
    totals = make_group(Domain.RANGE, LOST, "default", "", [h for g, _ in one.parts for h in g.hits])
    assert (totals.occurrences, len(totals.hits), totals.weight) == (6, 2, 5.0 * 4 + 3.0 * 2)
    assert sum(len(m) for _, m in one.parts) == 2  # groups add up
    assert one.domains == {Domain.RANGE} and len(one.found) == 1
    assert one.notes == ["merged `i8 mul(%0, 122)` (the same rule with other constants)"]


def test_a_constant_the_verdict_does_not_hold_for_stays_a_pattern_of_its_own() -> None:
    even, odd = draft(mul(-10), 5.0, "a"), draft(mul(3), 3.0, "b")
    odd = dataclasses.replace(odd, found=[dataclasses.replace(odd.found[0], verdict=LOST)])  # as if it lost
    kept = join(even, odd)
    assert kept == [even, odd] and even.notes == []


def test_other_widths_join_when_the_constant_fits() -> None:
    narrow, wide = draft(mul(-10), 5.0, "a"), draft(mul(6, 32), 1.0, "b")
    assert join(narrow, wide) == [narrow]
    assert narrow.notes == ["merged `i32 mul(%0, 6)` (the same rule with other constants)"]
    # 1000 is not an i8 constant: the literal texts differ, nothing is re-audited
    assert join(draft(mul(-10), 5.0, "a"), draft(mul(1000, 32), 1.0, "b"))[1].fragment == mul(1000, 32)


def test_a_shared_example_fragment_or_reproducer_is_one_pattern() -> None:
    """Another shape seen in the same example, and the same reproducer of two groups."""
    first = draft(mul(-10), 5.0, "a")
    other = draft(fragment("%0:i8 = var\n%1:i8 = mul %0, -10:i8\n%2:i8 = and %1, 126:i8\ninfer %2\n"), 2.0, "a")
    same = draft(mul(-10), 1.0, "c")
    assert join(first, other, same) == [first]
    assert first.notes == [
        "merged `i8 and(mul(%0, -10), 126)` (the same example fragment)",
        "merged `i8 mul(%0, -10)` (the same reproducer)",
    ]
    # fragment "a" counted once: occurrences 1 + 1 (c), findings 3
    totals = make_group(Domain.RANGE, LOST, "default", "", list(first.parts[0][0].hits))
    assert (totals.occurrences, len(totals.hits)) == (2, 3)


def test_another_domain_joins_only_if_the_kept_reproducer_shows_its_verdict_there() -> None:
    kept = draft(mul(-10), 5.0, "a")
    signed = draft(mul(-10), 2.0, "a", Domain.SIGNED_RANGE)
    assert join(kept, signed) == [kept]
    assert [g.domain for g, _ in kept.parts] == [Domain.RANGE, Domain.SIGNED_RANGE]
    assert [f.domain for f in kept.found] == [Domain.RANGE, Domain.SIGNED_RANGE]
    assert all(f.verdict is LOST for f in kept.found)
    # the toy is exact in known bits: the kept reproducer does not show a loss there
    alone = draft(mul(-10), 5.0, "a")
    known = draft(mul(-10), 2.0, "a", Domain.KNOWN_BITS)
    assert join(alone, known) == [alone, known] and alone.domains == {Domain.RANGE}


def test_another_provider_or_verdict_is_another_pattern() -> None:
    mine, theirs = draft(mul(-10), 5.0, "a"), draft(mul(-10), 2.0, "a", provider="LazyValueInfo")
    assert join(mine, theirs) == [mine, theirs]
    unsound = draft(mul(-10), 1.0, "a")
    unsound.parts[0] = (dataclasses.replace(unsound.parts[0][0], verdict=Verdict.UNSOUND), unsound.parts[0][1])
    assert len(join(draft(mul(-10), 5.0, "a"), unsound)) == 2


def test_a_draft_without_a_reproducer_joins_nothing() -> None:
    bare = draft(mul(-10), 1.0, "a")
    bare = dataclasses.replace(bare, fragment=None, found=[])
    kept = draft(mul(-10), 5.0, "a")
    assert join(kept, bare) == [kept, bare]


class TwoProviders:
    """Two providers of one analysis: `cheap` claims the full set for every `mul` (as
    MulToy), `deep` only for a multiplier that is a multiple of 4."""

    name = "two-toy"
    version = "0"
    domains = frozenset(RANGE_FAMILY)

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        from auditor.analyses.builtin import BuiltinAnalysis

        for outcome in BuiltinAnalysis().analyze(fragments, domains):
            if not isinstance(outcome, Claim):
                yield outcome
                continue
            inst = fragments[outcome.fragment].insts[outcome.value]
            full = dataclasses.replace(outcome, fact=ConstantRange.full(inst.width))
            constant = next((o.value for o in inst.operands if hasattr(o, "value")), 1) if inst.op is Opcode.MUL else 1
            yield dataclasses.replace(full if inst.op is Opcode.MUL else outcome, provider="cheap")
            yield dataclasses.replace(full if constant % 4 == 0 else outcome, provider="deep")


TWO = TwoProviders()


def provider_draft(reproducer: Fragment, weight: float, example: str, provider: str) -> _Draft:
    """`draft`, re-audited against one provider of TwoProviders."""
    value = "%" + reproducer.names[reproducer.root]
    text = expression(reproducer, literal)
    hit = Hit(example, value, f"{example}.ll:1", "f", weight, 1)
    group = make_group(Domain.RANGE, LOST, provider, text, [hit])
    found = reaudit(reproducer, Target(TWO, Domain.RANGE, LOST, provider, OPTIONS.oracle), value)
    assert found is not None and found.verdict is LOST
    return _Draft([(group, [Reduced(group, text, text, reproducer, value, hit, "")])], [found], reproducer, value, [])


def join_providers(*drafts: _Draft) -> list[_Draft]:
    return _join_providers(sorted(drafts, key=_sort_key), TWO, OPTIONS)


def test_one_weakness_of_several_providers_is_one_pattern_of_the_heaviest() -> None:
    """`mul x, -12`, lost by both providers: one pattern of `cheap` (heavier) listing
    `deep` with its claim on the kept reproducer, `deep`'s findings not in the totals."""
    cheap, deep = provider_draft(mul(-12), 5.0, "a", "cheap"), provider_draft(mul(-12), 2.0, "b", "deep")
    (one,) = join_providers(deep, cheap)
    assert one is cheap and one.parts[0][0].provider == "cheap" and len(one.parts[0][0].hits) == 1
    ((other, found),) = one.also
    assert other is deep
    assert [(f.provider, f.domain, f.verdict) for f in found] == [("deep", Domain.RANGE, LOST)]


def test_a_provider_the_kept_reproducer_does_not_show_losing_stays_apart() -> None:
    """`deep` loses on `mul x, -12` (same example fragment), not on the kept `mul x, -10`."""
    cheap, deep = provider_draft(mul(-10), 5.0, "a", "cheap"), provider_draft(mul(-12), 2.0, "a", "deep")
    assert join_providers(cheap, deep) == [cheap, deep] and cheap.also == []
    # unrelated reproducers of two providers are never joined
    far = provider_draft(
        fragment("%0:i8 = var\n%1:i8 = or %0, 1:i8\n%2:i8 = mul %1, 8:i8\ninfer %2\n"), 1.0, "z", "deep"
    )
    assert join_providers(provider_draft(mul(-12), 5.0, "a", "cheap"), far)[1] is far


def test_the_broad_pass_takes_the_best_groups_of_each_provider_and_the_best_provider_gaps() -> None:
    """However they rank, the best `per_provider` groups of each provider and domain,
    and `2 × provider_gaps` provider gaps, are reduced (in `done`, the top of the
    ranking, or else in the broad pass); each group once."""
    from auditor.patterns import Gap, rank_groups
    from auditor.patterns.find import _broad

    def group(provider: str, domain: Domain, weight: float, gap: Gap = Gap.ANALYSIS) -> Any:
        hit = Hit(f"{provider}{domain.value}{weight}", "%1", "x.ll:1", "f", weight, 1, gap)
        return make_group(domain, LOST, provider, f"s{weight}", [hit])

    heavy = [group("computeConstantRange", Domain.RANGE, 100.0 - n) for n in range(6)]
    light = [group("DemandedBits", Domain.DEMANDED_BITS, w) for w in (3.0, 2.0, 1.0)]
    gaps = [group("LazyValueInfo", Domain.RANGE, 50.0 - n, Gap.PROVIDER) for n in range(5)]
    ranked = rank_groups([*heavy, *light, *gaps])
    options = dataclasses.replace(OPTIONS, per_provider=2, provider_gaps=1)
    broad = _broad(ranked, ranked[:3], options)
    assert broad == [light[0], light[1], gaps[0], gaps[1]]  # computeConstantRange has its 2 in `done`


def test_the_broad_pass_weighs_the_groups_of_one_root_operation_together() -> None:
    """Five light groups with a `trunc nuw nsw` at the root, each of another cone, weigh
    more together than the heaviest group of the provider: the best of them is reduced."""
    from auditor.patterns import Gap, rank_groups
    from auditor.patterns.find import _broad

    def group(shape: str, weight: float) -> Any:
        hit = Hit(f"{shape}{weight}", "%1", "x.ll:1", "f", weight, 1, Gap.ANALYSIS)
        return make_group(Domain.NON_NEGATIVE, LOST, "ValueTracking", shape, [hit])

    truncs = [group(f"truncnuwnsw(lshr(%0, {n}))", 1.0 + n / 10) for n in range(5)]
    add, mul = group("add(%0, %1)", 3.0), group("mul(%0, %1)", 2.0)
    ranked = rank_groups([*truncs, add, mul])
    assert ranked[0] is add
    options = dataclasses.replace(OPTIONS, per_provider=2, provider_gaps=0)
    assert _broad(ranked, [], options) == [add, truncs[4]]  # the families trunc (6.0) and add (3.0)


def test_every_output_lists_the_providers_that_also_lose() -> None:
    from auditor.patterns import PatternsResult
    from auditor.patterns.find import _pattern
    from auditor.reports.patterns_csv import pattern_record
    from auditor.reports.patterns_html import patterns_section
    from auditor.reports.patterns_md import patterns_markdown

    (one,) = join_providers(provider_draft(mul(-12), 5.0, "a", "cheap"), provider_draft(mul(-12), 2.0, "b", "deep"))
    pattern = _pattern(1, one, TWO, "two-toy")
    assert pattern.providers == ("cheap", "deep") and (pattern.occurrences, pattern.findings) == (1, 1)
    (also,) = pattern.also_lost_by
    assert (also.provider, also.occurrences, also.findings) == ("deep", 1, 1)
    assert [(a.domain, a.claimed, a.verdict) for a in also.audits] == [(Domain.RANGE, "full-set", LOST)]
    record = pattern_record(pattern)
    assert (record["also_lost_by"], record["also_claimed"]) == ("deep", "deep range full-set")
    result = PatternsResult("two-toy", "0", (pattern,), 2, 2, 2, 0.0)
    markdown = patterns_markdown(result)
    assert "| cheap (also deep) |" in markdown
    assert "  - deep (1 occurrence, 1 finding): range best `[0,253)`" in markdown, markdown
    assert "<td>cheap (also deep)</td>" in patterns_section(result)
