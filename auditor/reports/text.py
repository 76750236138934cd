"""The terminal summary of a scan: verdict counts and lost bits per analysis ×
provider × domain (tabulate)."""

from __future__ import annotations

from tabulate import tabulate

from auditor.readers.corpus import ExtractionStats
from auditor.reports.csv import format_total
from auditor.reports.model import VERDICTS, Report, summary

SUMMARY_HEADERS = ("analysis", "provider", "domain", *VERDICTS, "lost bits", "mean lost")


def summary_rows(report: Report) -> list[list[object]]:
    """The summary as display rows (lost bits formatted), for the terminal and summary.md."""
    return [
        [
            *row[["analysis", "provider", "domain"]],
            *(int(row[v]) for v in VERDICTS),
            format_total(row["lost_bits"]),
            format_total(row["mean_lost_bits"]),
        ]
        for _, row in summary(report).iterrows()
    ]


def summary_table(report: Report) -> str:
    """Verdict counts and lost bits per analysis × provider × domain."""
    return tabulate(summary_rows(report), headers=list(SUMMARY_HEADERS), disable_numparse=True)


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
