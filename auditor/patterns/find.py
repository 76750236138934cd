"""The whole run: group, reduce the best-ranked groups (more while their reproducers
merge into fewer patterns than wanted), merge groups with one generalized
reproducer — within a domain, and across the range domains when the reproducer
shows the verdict in each, so that one weakness of a range provider is one pattern
listing its domains, not three — re-audit each reproducer once more, join the
patterns of one rule (a shared fragment, or reproducers that differ only in
constants the verdict holds for) and then those of one weakness lost by several
providers (one pattern of the best-ranked provider listing the others), rank the patterns on the merged totals and
measure the impact of the best fact in the original function of each."""

from __future__ import annotations

import re
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import InputError
from auditor.ir.fragment import Fragment, mask, to_signed
from auditor.patterns.constants import constant_slots, with_constant
from auditor.patterns.fragments import ReportFragments, value_index
from auditor.patterns.grouping import Group, fact_known_by, group_findings, make_group
from auditor.patterns.impact import NOT_MEASURED, Impact, Tools, pattern_impact, tools_of
from auditor.patterns.in_place import InPlace, in_place_impact
from auditor.patterns.model import (
    RANGE_FAMILY,
    DomainTotals,
    Gap,
    Pattern,
    PatternOptions,
    PatternsResult,
    Progress,
    ProviderLoss,
)
from auditor.patterns.reduction import Reduced, Target, reaudit, reduce_group
from auditor.patterns.reproduction import reproduction
from auditor.patterns.text import abstract, expression, literal
from auditor.reports.model import Report, ReportInputError
from auditor.scan import Finding


def find_patterns(
    report: Report,
    analysis: Analysis,
    spec: str = "",
    options: PatternOptions = PatternOptions(),
    progress: Progress | None = None,
) -> PatternsResult:
    """The ranked patterns of `analysis` in `report` (see the package docstring, auditor/patterns/__init__.py).
    `spec`: how `auditor scan -a` names the analysis in the commands shown (default
    its name). Raises InputError for a report without the fragment texts or without
    findings of the analysis."""
    started = time.monotonic()
    name = analysis.name
    if name not in set(report.findings["analysis"]):
        known = ", ".join(report.analyses) or "none"
        raise InputError(f"the report has no findings of analysis {name!r} (it has: {known})")
    if report.fragments.empty:
        raise ReportInputError(
            "the report has no fragments.csv: patterns need the fragment texts (a report directory written by scan)"
        )
    fragments = ReportFragments(report)
    groups, _ = group_findings(report, name, options.domains, fragments)
    # The top groups are reduced; when their reproducers merge into fewer than `top`
    # patterns (on real code most groups that contain a zext reduce to computeConstant-
    # Range's zext), the next groups are reduced too, up to `max_groups` in all. Once
    # there are enough, only the other range domains' groups of a range group already
    # reduced (same shape, provider, verdict) still are: a pattern lists all the
    # domains its weakness shows in, not those that happened to rank above the cut.
    chosen = groups[: options.max_groups or 4 * options.top]
    reduced: list[Reduced] = []
    keys: set[tuple[str, ...]] = set()
    ranges: set[tuple[str, str, Verdict]] = set()
    for number, group in enumerate(chosen):
        sibling = group.domain in RANGE_FAMILY and (group.shape, group.provider, group.verdict) in ranges
        if number < options.top or len(keys) < options.top or sibling:
            target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
            reduced.append(reduce_group(group, target, fragments, options))
            keys.add(_merge_key(reduced[-1], number))
            if group.domain in RANGE_FAMILY:
                ranges.add((group.shape, group.provider, group.verdict))
        if progress is not None:
            progress(number + 1, len(chosen))
    broad = _broad(groups, [r.group for r in reduced], options)
    for number, group in enumerate(broad, start=len(chosen)):
        target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
        reduced.append(reduce_group(group, target, fragments, options))
        if progress is not None:
            progress(number + 1, len(chosen) + len(broad))
    patterns, left_out = _merge(reduced, analysis, spec or name, options, fragments)
    return PatternsResult(
        analysis=name,
        version=analysis.version,
        patterns=tuple(patterns),
        groups=len(groups),
        reduced=len(reduced),
        findings=sum(len(g.hits) for g in groups),
        seconds=time.monotonic() - started,
        problems=(*fragments.problems, *left_out),
        tools=_tools(analysis),
    )


def _broad(groups: Sequence[Group], done: Sequence[Group], options: PatternOptions) -> list[Group]:
    """The groups reduced however they rank, beyond those of the top of the ranking
    (`done`), in ranking order: of each provider and domain, the best group of each of
    its `options.per_provider` heaviest root families (`root_family`: the groups
    whose audited value is one operation, whatever the cones of its operands, weighed
    together), and the best `2 × options.provider_gaps` provider gaps (they merge as
    the others do); each group once, none of `done`. The ranking's weight is lost bits
    × occurrences, but -O2 impact ranks before it and is measured only on what is
    reduced: a rule of one operation (the sign of a `trunc nuw nsw`) shows in many
    cone shapes, none heavy alone, and a provider whose losses weigh few bits (one
    demanded bit of a `mul`) would otherwise never get the answer that ranks it."""
    families: dict[tuple[str, Domain], dict[str, list[Group]]] = defaultdict(lambda: defaultdict(list))
    for group in groups:
        if group.gap is not Gap.PROVIDER:
            families[(group.provider, group.domain)][root_family(group.shape)].append(group)
    wanted = {id(g) for g in [g for g in groups if g.gap is Gap.PROVIDER][: 2 * options.provider_gaps]}
    for of_provider in families.values():
        heaviest = sorted(of_provider.values(), key=lambda family: -sum(g.weight for g in family))
        wanted |= {id(family[0]) for family in heaviest[: options.per_provider]}
    taken = {id(g) for g in done}
    return [g for g in groups if id(g) in wanted and id(g) not in taken]


def root_family(shape: str) -> str:
    """The operation (opcode and flags) at the top of a group's shape: the text, up to
    its first parenthesis, of the shape's first part that does not name a shared
    subexpression (`%4 = …`); that whole part for a value with no operands.

    >>> root_family("%1 = addnsw(%0, C); trunc nsw nuw(lshr(%1, C))"), root_family("mul(%0, C); at %0")
    ('trunc nsw nuw', 'mul')
    """
    parts = [part for part in shape.split("; ") if not _SHARED.match(part)]
    return (parts[0] if parts else shape).split("(", 1)[0]


_SHARED = re.compile(r"%\d+ = ")
"""How a shape names a subexpression it uses twice (auditor/patterns/text.py)."""


def _merge_key(r: Reduced, number: int) -> tuple[str, ...]:
    """What the groups merged into one pattern share: verdict, provider, generalized
    reproducer and the domain — or, for a range domain, the range family (which
    merges them across those domains, as `_merge` does when the reproducer shows the
    verdict in each). A group without a reproducer shares it with none."""
    g = r.group
    if not r.merge_key:
        return (str(number),)
    domain = "range-family" if g.domain in RANGE_FAMILY else g.domain.value
    return (domain, g.verdict.value, g.provider, r.merge_key)


@dataclass
class _Draft:
    """A pattern being put together: its domains' merged groups (best-ranked first),
    the reproducer they are all shown on (the first one's) and what the final
    re-audit of it said in each of those domains (`found`, aligned with `parts`)."""

    parts: list[tuple[Group, list[Reduced]]]
    found: list[Finding]
    fragment: Fragment | None
    value: str
    notes: list[str]
    impact: Impact = NOT_MEASURED
    also: list[tuple[_Draft, list[Finding]]] = field(default_factory=list)  # other providers, their re-audits

    @property
    def domains(self) -> set[Domain]:
        return {g.domain for g, _ in self.parts}


def _merge(
    reduced: Sequence[Reduced],
    analysis: Analysis,
    spec: str,
    options: PatternOptions,
    fragments: ReportFragments | None = None,
) -> tuple[list[Pattern], list[str]]:
    """Patterns from the reduced groups, ranked, at most `options.top`.

    Within a domain, groups whose reproducers have one generalized form (and verdict,
    provider) become one, shown with the best-ranked group's reproducer, re-audited.
    Across the range domains (RANGE_FAMILY), such merged groups become one pattern
    listing each domain, if the first one's reproducer, re-audited in the other's
    domain, shows the same verdict there: every claim and best fact shown is then
    that one reproducer's. Patterns rank on their primary (best-ranked) domain's
    weight; occurrences count each fragment once across domains. Then one pattern per
    rule (`_join_rules`), and for the ranked ones the in-place impact of the example
    finding's best fact (`fragments`: the report's, to read the example's fragment).
    Returns the ranked patterns and, as problems, the drafts left out for a
    reproducer over `options.max_insts` instructions."""
    buckets: dict[tuple[str, ...], list[Reduced]] = defaultdict(list)
    for n, r in enumerate(reduced):
        buckets[(r.group.domain.value, *_merge_key(r, n))].append(r)
    merged = [(make_group(m[0].group.domain, m[0].group.verdict, m[0].group.provider, m[0].text,
                      [h for r in m for h in r.group.hits]), m) for m in buckets.values()]  # fmt: skip
    merged.sort(key=lambda gm: gm[0].sort_key)
    drafts: list[_Draft] = []
    open_drafts: dict[tuple[str, ...], list[_Draft]] = defaultdict(list)
    for number, (group, members) in enumerate(merged):
        first = members[0]
        key = _merge_key(first, number)
        target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
        joined = False
        for draft in open_drafts.get(key, []) if group.domain in RANGE_FAMILY else []:
            if group.domain in draft.domains or draft.fragment is None:
                continue
            again = reaudit(draft.fragment, target, draft.value)
            if again is not None and again.verdict is group.verdict:
                draft.parts.append((group, members))
                draft.found.append(again)
                joined = True
                break
        if joined:
            continue
        draft = _Draft([(group, members)], [], None, "", [first.note] if first.note else [])
        if first.fragment is not None:
            again = reaudit(first.fragment, target, first.value)
            if again is not None:
                draft.found.append(again)
                draft.fragment, draft.value = first.fragment, first.value
                if again.verdict is group.verdict:
                    open_drafts[key].append(draft)
                else:
                    draft.notes.append(f"the final re-audit says {again.verdict.value}")
        drafts.append(draft)
    # A reproducer the reducer could not bring to `max_insts` instructions is not one
    # an engineer can file: such a draft is named in the problems, not ranked.
    ready = [d for d in drafts if d.fragment is None or len(d.fragment.insts) <= options.max_insts]
    left_out = [
        f"`{d.parts[0][1][0].text}` ({d.parts[0][0].provider}, {d.parts[0][0].domain.value}, "
        f"{_totals(d).occurrences} occurrences): not reduced to {options.max_insts} instructions or fewer "
        f"({len(d.fragment.insts)}), left out of the ranking"
        for d in sorted(drafts, key=_sort_key)
        if d.fragment is not None and len(d.fragment.insts) > options.max_insts
    ]
    tools = _tools(analysis)
    for d in ready:
        if d.fragment is not None and d.found:
            f = d.found[0]
            d.impact = pattern_impact(d.fragment, d.value, f.domain, f.verdict, f.oracle, f.claimed, tools)
    rules = _join_rules(sorted(ready, key=_sort_key), analysis, options)
    weaknesses = _join_providers(sorted(rules, key=_sort_key), analysis, options)
    main: list[_Draft] = []
    apart: list[_Draft] = []
    for d in weaknesses:
        (apart if _totals(d).gap is Gap.PROVIDER else main).append(d)
    ranked = main[: options.top] + apart[: options.provider_gaps]
    for d in ranked:
        found = _in_place(d, tools, fragments)
        d.impact = replace(d.impact, in_place_delta=found.delta, in_place=found.detail)
    return [_pattern(rank, draft, analysis, spec) for rank, draft in enumerate(ranked, start=1)], left_out


Audit = Callable[[Fragment, Target, str], Finding | None]
"""A fresh audit of a value of a fragment (`reaudit`): what joining patterns asks."""


def _join_rules(
    drafts: Sequence[_Draft], analysis: Analysis, options: PatternOptions, audit: Audit = reaudit
) -> list[_Draft]:
    """One pattern per rule. In ranking order, each draft is absorbed into the first
    better-ranked one (`_absorb`) of the same verdict and provider that shares a
    fragment with it — the same reproducer, or the same example fragment — or whose
    reproducer differs from it only in constants the verdict holds for: with the
    other's constants put in, a fresh audit shows the other's verdict. The better-
    ranked one keeps its reproducer and example; the totals add up; its note lists
    what it absorbed.

    Example: DemandedBits' `i8 mul(%0, -10); at %0` and `i8 mul(%0, 122); at %0` (a
    multiplier with a trailing zero, each constant literal since an odd one loses
    nothing) are one pattern when `mul(%0, 122)` loses precision too."""
    kept: list[_Draft] = []
    for draft in drafts:
        if not any(_absorb(k, draft, analysis, options, audit) for k in kept):
            kept.append(draft)
    return kept


def _join_providers(
    drafts: Sequence[_Draft], analysis: Analysis, options: PatternOptions, audit: Audit = reaudit
) -> list[_Draft]:
    """One pattern per weakness of the analysis. In ranking order, a draft of another
    provider is absorbed into the first better-ranked one of the same verdict that
    has the same reproducer, example fragment or generalized text, when the better-
    ranked one's reproducer, audited against the draft's provider in each of the
    draft's domains, shows the draft's verdict there: the pattern keeps its provider,
    reproducer and totals, and lists the other provider with its claims on that
    reproducer (`_Draft.also`).

    Example: `i64 zext nneg(%0); %0:i32`, lost in `range` by computeConstantRange,
    LazyValueInfo and ScalarEvolution, is one pattern of computeConstantRange (the
    heaviest) that LazyValueInfo and ScalarEvolution also lose."""
    kept: list[_Draft] = []
    for draft in drafts:
        if not any(_absorb_provider(k, draft, analysis, options, audit) for k in kept):
            kept.append(draft)
    return kept


def _absorb_provider(kept: _Draft, other: _Draft, analysis: Analysis, options: PatternOptions, audit: Audit) -> bool:
    """Absorb `other`, a draft of another provider, into `kept` (`_join_providers`)."""
    mine, theirs = kept.parts[0][0], other.parts[0][0]
    if kept.fragment is None or other.fragment is None or mine.verdict is not theirs.verdict:
        return False
    if theirs.provider in {mine.provider, *(d.parts[0][0].provider for d, _ in kept.also)}:
        return False
    example = _example(kept)
    same = kept.fragment == other.fragment or _text(kept) == _text(other)
    same = same or (example is not None and example == _example(other))
    if not same:
        return False
    found = _shown_on(kept, [group for group, _ in other.parts], analysis, options, audit)
    if found is None:
        return False
    kept.also.append((other, found))
    return True


def _text(draft: _Draft) -> str:
    """The draft's generalized reproducer text (its first group's shape without one)."""
    members = draft.parts[0][1]
    return members[0].text if members else draft.parts[0][0].shape


def _example(draft: _Draft) -> str | None:
    """The hash of the draft's example fragment (its first group's first hit)."""
    members = draft.parts[0][1]
    return members[0].hit.fragment if members else None


def _with_constants_of(kept: _Draft, other: _Draft) -> Fragment | None:
    """`kept`'s reproducer with `other`'s constants, when the two differ only in
    constants (their text with every constant a slot is equal, and with `other`'s
    constants put in, `kept`'s reads as `other`'s, widths aside); else None."""
    a, b = kept.fragment, other.fragment
    if a is None or b is None:
        return None
    at_a, at_b = value_index(a, kept.value), value_index(b, other.value)
    if expression(a, abstract, widths=False, at=at_a) != expression(b, abstract, widths=False, at=at_b):
        return None
    mine, theirs = constant_slots(a), constant_slots(b)
    if [slot for slot, _ in mine] != [slot for slot, _ in theirs]:
        return None
    candidate = a
    for (slot, c), (_, d) in zip(mine, theirs, strict=True):
        value = d.value if d.width in (1, c.width) else to_signed(d.value, d.width)
        candidate = with_constant(candidate, slot, value & mask(c.width))
    same = expression(candidate, literal, widths=False, at=at_a) == expression(b, literal, widths=False, at=at_b)
    return candidate if same else None


def _why_joined(kept: _Draft, other: _Draft, analysis: Analysis, options: PatternOptions, audit: Audit) -> str | None:
    """Why `other` is `kept`'s rule ("the same reproducer", "the same example
    fragment", "the same rule with other constants"), or None."""
    if kept.fragment is None or other.fragment is None or not kept.found or not other.found:
        return None
    mine, theirs = kept.parts[0][0], other.parts[0][0]
    if (mine.verdict, mine.provider) != (theirs.verdict, theirs.provider):
        return None
    if kept.fragment == other.fragment:
        return "the same reproducer"
    if _example(kept) is not None and _example(kept) == _example(other):
        return "the same example fragment"
    candidate = _with_constants_of(kept, other)
    if candidate is None:
        return None
    target = Target(analysis, theirs.domain, theirs.verdict, theirs.provider, options.oracle)
    again = audit(candidate, target, kept.value)
    return "the same rule with other constants" if again is not None and again.verdict is theirs.verdict else None


def _absorb(kept: _Draft, other: _Draft, analysis: Analysis, options: PatternOptions, audit: Audit) -> bool:
    """Absorb `other` into `kept` if they are one rule (`_why_joined`) and `kept`'s
    reproducer shows `other`'s verdict in each of `other`'s domains `kept` lacks (a
    fresh audit): a domain both have is merged into `kept`'s (hits and groups
    added), another one is added with that audit. False, `kept` unchanged, if not."""
    reason = _why_joined(kept, other, analysis, options, audit)
    if reason is None or kept.fragment is None:
        return False
    new = [(group, members) for group, members in other.parts if group.domain not in kept.domains]
    found = _shown_on(kept, [group for group, _ in new], analysis, options, audit)
    if found is None:
        return False
    for group, members in other.parts:
        if group.domain not in kept.domains:
            continue
        k = next(n for n, (g, _) in enumerate(kept.parts) if g.domain is group.domain)
        mine, theirs = kept.parts[k]
        hits = [*mine.hits, *group.hits]
        kept.parts[k] = (make_group(mine.domain, mine.verdict, mine.provider, mine.shape, hits), [*theirs, *members])
    kept.parts += new
    kept.found += found
    kept.notes.append(f"merged `{_text(other)}` ({reason})")
    return True


def _shown_on(
    kept: _Draft, groups: Sequence[Group], analysis: Analysis, options: PatternOptions, audit: Audit
) -> list[Finding] | None:
    """A fresh audit of `kept`'s reproducer for each group (its domain, provider and
    verdict), in order; None as soon as one does not show that group's verdict (or
    `kept` has no reproducer)."""
    if kept.fragment is None:
        return None
    found: list[Finding] = []
    for group in groups:
        target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
        again = audit(kept.fragment, target, kept.value)
        if again is None or again.verdict is not group.verdict:
            return None
        found.append(again)
    return found


def _in_place(draft: _Draft, tools: Tools | None, fragments: ReportFragments | None) -> InPlace:
    """The in-place impact of the draft's example finding's best fact
    (auditor/patterns/in_place.py); not measured for an analysis that is not LLVM
    or a verdict other than lost-precision."""
    group, members = draft.parts[0]
    if tools is None:
        return InPlace(None, "not measured: not an LLVM analysis")
    if group.verdict is not Verdict.LOST_PRECISION:
        return InPlace(None, f"not measured: {group.verdict.value} (the claim is wrong, not weaker)")
    if not members:
        return InPlace(None, "not measured: no example finding")
    hit = members[0].hit
    fragment = fragments.get(hit.fragment) if fragments is not None else None
    return in_place_impact(hit.source, hit.function, fragment, hit.value, group.domain, hit.best, hit.status, tools)


def _tools(analysis: Analysis) -> Tools | None:
    """The `opt`/`llc` of an LLVM analysis's toolchain; None for any other analysis."""
    from auditor.analyses.llvm import LLVMAnalysis

    if not isinstance(analysis, LLVMAnalysis):
        return None
    toolchain = analysis.toolchain
    return tools_of(toolchain.major, toolchain.bindir, toolchain.opt)


def _impact_order(impact: Impact) -> int:
    """Missed at -O2 first, then not measured, then not missed."""
    return {True: 0, None: 1, False: 2}[impact.missed_at_o2]


def _totals(draft: _Draft) -> Group:
    """The draft's totals across its domains (a fragment counted once)."""
    group = draft.parts[0][0]
    hits = [h for g, _ in draft.parts for h in g.hits]
    return make_group(group.domain, group.verdict, group.provider, group.shape, hits)


def _sort_key(draft: _Draft) -> tuple[object, ...]:
    """The groups' ranking, on the primary domain's weight and the totals across
    domains: unsound first; then analysis gaps, unclassified, provider gaps last
    (the gap of all the pattern's findings); within each, those whose best fact -O2
    misses, those not measured, those -O2 folds anyway; then the weight; ties:
    occurrences, findings, the key."""
    primary, totals = draft.parts[0][0], _totals(draft)
    return (primary.verdict is not Verdict.UNSOUND, totals.gap.order, _impact_order(draft.impact), -primary.weight,
            -totals.occurrences, -len(totals.hits),
            primary.shape, primary.provider, list(Domain).index(primary.domain))  # fmt: skip


def _pattern(rank: int, draft: _Draft, analysis: Analysis, spec: str) -> Pattern:
    primary, members = draft.parts[0]
    first = members[0]
    totals = _totals(draft)
    per_domain = tuple(
        DomainTotals(g.domain, g.occurrences, len(g.hits), g.lost_bits, g.weight, len(m)) for g, m in draft.parts
    )
    reproducer = None
    also: list[ProviderLoss] = []
    if draft.fragment is not None and draft.found:
        reproducer = reproduction(draft.fragment, draft.found, analysis, spec, rank)
        for other, found in draft.also:
            shown, sums = reproduction(draft.fragment, found, analysis, spec, rank), _totals(other)
            also.append(ProviderLoss(sums.provider, sums.occurrences, len(sums.hits), shown.audits, shown.opt_command))
    return Pattern(
        rank=rank,
        text=first.text,
        analysis=analysis.name,
        provider=primary.provider,
        verdict=primary.verdict,
        per_domain=per_domain,
        occurrences=totals.occurrences,
        findings=len(totals.hits),
        groups=sum(len(m) for _, m in draft.parts),
        example=first.hit.source,
        function=first.hit.function,
        fragment=first.hit.fragment,
        reproducer=reproducer,
        note="; ".join(draft.notes),
        impact=draft.impact,
        gap=totals.gap,
        fact_known_by=fact_known_by(totals.hits) if totals.gap is Gap.PROVIDER else (),
        also_lost_by=tuple(also),
    )
