"""The whole run: group, reduce the best-ranked groups (more while their reproducers
merge into fewer patterns than wanted), merge groups with one generalized
reproducer, re-audit each reproducer once more and rank the patterns on the merged
totals."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Sequence

from auditor.analyses.base import Analysis
from auditor.errors import InputError
from auditor.patterns.fragments import ReportFragments
from auditor.patterns.grouping import group_findings, make_group
from auditor.patterns.model import Pattern, PatternOptions, PatternsResult, Progress
from auditor.patterns.reduction import Reduced, Target, reaudit, reduce_group
from auditor.patterns.reproduction import reproduction
from auditor.reports.model import Report, ReportInputError


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
    # Range's zext), the next groups are reduced too, up to `max_groups` in all.
    chosen = groups[: options.max_groups or 4 * options.top]
    reduced: list[Reduced] = []
    keys: set[tuple[str, ...]] = set()
    for number, group in enumerate(chosen):
        if number >= options.top and len(keys) >= options.top:
            break
        target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
        reduced.append(reduce_group(group, target, fragments, options))
        keys.add(_merge_key(reduced[-1], number))
        if progress is not None:
            progress(number + 1, len(chosen))
    patterns = _merge(reduced, analysis, spec or name, options)
    return PatternsResult(
        analysis=name,
        version=analysis.version,
        patterns=tuple(patterns),
        groups=len(groups),
        reduced=len(reduced),
        findings=sum(len(g.hits) for g in groups),
        seconds=time.monotonic() - started,
        problems=tuple(fragments.problems),
    )


def _merge_key(r: Reduced, number: int) -> tuple[str, ...]:
    """What merged groups share; a group without a reproducer shares it with none."""
    g = r.group
    return (g.domain.value, g.verdict.value, g.provider, r.merge_key) if r.merge_key else (str(number),)


def _merge(reduced: Sequence[Reduced], analysis: Analysis, spec: str, options: PatternOptions) -> list[Pattern]:
    """Groups whose reproducers have one generalized form (and domain, verdict,
    provider) become one pattern, shown with the best-ranked group's reproducer;
    then the patterns are ranked again on the merged totals."""
    buckets: dict[tuple[str, ...], list[Reduced]] = defaultdict(list)
    for n, r in enumerate(reduced):
        buckets[_merge_key(r, n)].append(r)
    merged = [(make_group(m[0].group.domain, m[0].group.verdict, m[0].group.provider, m[0].text,
                      [h for r in m for h in r.group.hits]), m) for m in buckets.values()]  # fmt: skip
    merged.sort(key=lambda gm: gm[0].sort_key)
    patterns = []
    for rank, (group, members) in enumerate(merged, start=1):
        first = members[0]
        note = [first.note] if first.note else []
        reproducer = None
        if first.fragment is not None:
            target = Target(analysis, group.domain, group.verdict, group.provider, options.oracle)
            again = reaudit(first.fragment, target, first.value)
            if again is not None:
                reproducer = reproduction(first.fragment, again, analysis, spec, rank)
                if again.verdict is not group.verdict:
                    note.append(f"the final re-audit says {again.verdict.value}")
        patterns.append(
            Pattern(
                rank=rank,
                text=first.text,
                analysis=analysis.name,
                provider=group.provider,
                domain=group.domain,
                verdict=group.verdict,
                occurrences=group.occurrences,
                findings=len(group.hits),
                lost_bits=group.lost_bits,
                weight=group.weight,
                groups=len(members),
                example=first.hit.source,
                function=first.hit.function,
                fragment=first.hit.fragment,
                reproducer=reproducer,
                note="; ".join(note),
            )
        )
    return patterns
