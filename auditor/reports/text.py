"""The terminal summary of a scan: verdict counts and lost bits per analysis ×
provider × domain (tabulate)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from tabulate import tabulate

from auditor.compare import Verdict
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
