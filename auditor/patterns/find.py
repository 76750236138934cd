"""The whole run: group, reduce the best-ranked groups (more while their reproducers
merge into fewer patterns than wanted), merge groups with one generalized
reproducer — within a domain, and across the range domains when the reproducer
shows the verdict in each, so that one weakness of a range provider is one pattern
listing its domains, not three — re-audit each reproducer once more and rank the
patterns on the merged totals."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import InputError
from auditor.ir.fragment import Fragment
from auditor.patterns.fragments import ReportFragments
from auditor.patterns.grouping import Group, fact_known_by, group_findings, make_group
from auditor.patterns.impact import NOT_MEASURED, Impact, Tools, pattern_impact, tools_of
from auditor.patterns.model import (
    RANGE_FAMILY,
    DomainTotals,
    Gap,
    Pattern,
    PatternOptions,
    PatternsResult,
    Progress,
)
from auditor.patterns.reduction import Reduced, Target, reaudit, reduce_group
from auditor.patterns.reproduction import reproduction
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
    patterns, left_out = _merge(reduced, analysis, spec or name, options)
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

    @property
    def domains(self) -> set[Domain]:
        return {g.domain for g, _ in self.parts}


def _merge(
    reduced: Sequence[Reduced], analysis: Analysis, spec: str, options: PatternOptions
) -> tuple[list[Pattern], list[str]]:
    """Patterns from the reduced groups, ranked, at most `options.top`.

    Within a domain, groups whose reproducers have one generalized form (and verdict,
    provider) become one, shown with the best-ranked group's reproducer, re-audited.
    Across the range domains (RANGE_FAMILY), such merged groups become one pattern
    listing each domain, if the first one's reproducer, re-audited in the other's
    domain, shows the same verdict there: every claim and best fact shown is then
    that one reproducer's. Patterns rank on their primary (best-ranked) domain's
    weight; occurrences count each fragment once across domains. Returns the ranked
    patterns and, as problems, the drafts left out for a reproducer over
    `options.max_insts` instructions."""
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
    ranked = sorted(ready, key=_sort_key)[: options.top]
    return [_pattern(rank, draft, analysis, spec) for rank, draft in enumerate(ranked, start=1)], left_out


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
    if draft.fragment is not None and draft.found:
        reproducer = reproduction(draft.fragment, draft.found, analysis, spec, rank)
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
    )
