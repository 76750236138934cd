"""The terminal summary of a scan: verdict counts and lost bits per analysis ×
provider × domain (tabulate)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from tabulate import tabulate

from auditor.compare import Verdict
from auditor.readers.corpus import ExtractionStats
from auditor.reports.csv import format_bits
from auditor.scan import Finding

SUMMARY_HEADERS = ("analysis", "provider", "domain", *(v.value for v in Verdict), "lost bits", "mean lost")


def summary_rows(findings: Iterable[Finding]) -> list[list[object]]:
    counts: dict[tuple[str, str, str], Counter[Verdict]] = defaultdict(Counter)
    lost: dict[tuple[str, str, str], float] = defaultdict(float)
    for f in findings:
        key = (f.analysis, f.provider, f.domain.value)
        counts[key][f.verdict] += 1
        lost[key] += f.lost_bits or 0.0
    rows: list[list[object]] = []
    for key in sorted(counts):
        c = counts[key]
        judged = c[Verdict.EXACT] + c[Verdict.LOST_PRECISION]
        mean = lost[key] / judged if judged else None
        rows.append([*key, *(c[v] for v in Verdict), format_bits(round(lost[key], 3)), format_bits(mean)])
    return rows


def summary_table(findings: Iterable[Finding]) -> str:
    return tabulate(summary_rows(findings), headers=list(SUMMARY_HEADERS), disable_numparse=True)


def extraction_summary(stats: ExtractionStats) -> str:
    """What fraction of LLVM integer SSA values became fragments, why the rest did not,
    and why slices were cut where they were."""
    lines = [
        f"extraction: {stats.fragments} of {stats.values} integer SSA values became fragments "
        f"({100 * stats.fraction:.2f}%)"
    ]
    lines += [f"  not a fragment: {reason}: {count}" for reason, count in sorted(stats.skipped.items())]
    if stats.cut:
        cuts = ", ".join(f"{reason} {count}" for reason, count in stats.cut.most_common())
        lines.append(f"  inputs of the slices: {cuts}")
    return "\n".join(lines)
