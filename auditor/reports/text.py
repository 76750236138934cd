"""The terminal summary of a scan: verdict counts and lost bits per analysis ×
provider × domain (tabulate); then the findings that matter, most severe first
(every unsound claim, the error reasons, where the most precision is lost); and the
warnings about how the scan was set up (auditor/reports/warnings.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabulate import tabulate

from auditor.compare import Verdict
from auditor.readers.corpus import ExtractionStats
from auditor.reports.display import by_severity, human_bits, human_fact
from auditor.reports.model import VERDICTS, Report, records, summary
from auditor.reports.warnings import MAX_UNSOUND, error_reasons, scan_warnings, unsound_lines

SUMMARY_HEADERS = ("analysis", "provider", "domain", *VERDICTS, "lost bits", "mean lost")


def summary_rows(report: Report) -> list[list[object]]:
    """The summary as display rows, for the terminal and summary.md: lost bits as
    people read them (`human_bits`: a loss below 0.001 bits is `<0.001`, never 0)."""
    return [
        [
            *row[["analysis", "provider", "domain"]],
            *(int(row[v]) for v in VERDICTS),
            human_bits(row["lost_bits"]),
            human_bits(row["mean_lost_bits"]),
        ]
        for _, row in summary(report).iterrows()
    ]


def summary_table(report: Report) -> str:
    """Verdict counts and lost bits per analysis × provider × domain."""
    return tabulate(summary_rows(report), headers=list(SUMMARY_HEADERS), disable_numparse=True)


MAX_LOST = 5
"""Lost-precision findings listed in the terminal at most (the most bits lost)."""


def unsound_section(report: Report) -> list[str]:
    """Every unsound claim, one line each (the first MAX_UNSOUND, then a count)."""
    count = int((report.findings["verdict"] == Verdict.UNSOUND.value).sum())
    if not count:
        return []
    return [f"unsound: {count} {'claim' if count == 1 else 'claims'}", *_indented(unsound_lines(report.findings))]


def error_section(report: Report) -> list[str]:
    """The error rows' count and their most frequent reasons, with counts."""
    findings = report.findings
    errors = findings[findings["verdict"] == Verdict.ERROR.value]
    if errors.empty:
        return []
    reasons = error_reasons(findings)
    distinct = errors["detail"].nunique(dropna=False)
    shown = f"top {len(reasons)} of {distinct}" if distinct > len(reasons) else str(distinct)
    head = f"error: {len(errors)} {'row' if len(errors) == 1 else 'rows'}, by reason ({shown}):"
    return [head, *_indented([r.line() for r in reasons])]


def lost_section(report: Report) -> list[str]:
    """The MAX_LOST lost-precision findings that lose the most bits."""
    lost = by_severity(report.findings[report.findings["verdict"] == Verdict.LOST_PRECISION.value])
    if lost.empty:
        return []
    head = f"lost-precision: top {min(MAX_LOST, len(lost))} of {len(lost)} by lost bits"
    return [head, *_indented([_lost_line(r) for r in records(lost.head(MAX_LOST))])]


def _lost_line(row: Mapping[str, Any]) -> str:
    domain, width = str(row["domain"]), int(row["width"])
    claimed, best = (human_fact(domain, str(row[c]), width) for c in ("claimed", "oracle"))
    return (
        f"{human_bits(row['lost_bits'])} bits  {row['analysis']}/{row['provider']}  {row['source']}  "
        f"{row['value']}  {domain}: claimed {claimed}, best {best}"
    )


def _indented(lines: list[str]) -> list[str]:
    return [f"  {line}" for line in lines]


DIGEST: tuple[Callable[[Report], list[str]], ...] = (unsound_section, error_section, lost_section)
"""The terminal's findings sections, most severe first."""


def findings_digest(report: Report) -> str:
    """The findings that matter, most severe first: every unsound claim (up to
    MAX_UNSOUND lines), the error reasons, the biggest losses; "" when none."""
    return "\n".join(line for section in DIGEST for line in section(report))


def warnings_text(report: Report) -> str:
    """The scan's warnings (warnings.scan_warnings) as `auditor: warning: …` lines,
    details indented below; "" when none."""
    return "\n".join(line for w in scan_warnings(report) for line in w.lines("auditor: warning: "))


__all__ = [
    "MAX_LOST",
    "MAX_UNSOUND",
    "SUMMARY_HEADERS",
    "extraction_summary",
    "findings_digest",
    "summary_rows",
    "summary_table",
    "warnings_text",
]


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
