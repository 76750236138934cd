"""summary.md: a short Markdown summary for a CI comment or a pull request — what was
audited, verdict totals, any warnings about how the scan was set up (an analysis that
claims none of the requested domains, or whose every row is an error), the
per-analysis table, then the findings most severe first: the unsound cases (each with
its counterexample), the error rows grouped by reason, and where the most precision
is lost. Facts and lost bits read as in every human-facing report
(auditor/reports/display.py)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pandas as pd
from tabulate import tabulate

from auditor.compare import Verdict
from auditor.reports.display import by_severity, human_bits, human_fact
from auditor.reports.model import VERDICTS, Report, records, totals
from auditor.reports.text import SUMMARY_HEADERS, summary_rows
from auditor.reports.warnings import error_reasons, scan_warnings

MAX_LISTED = 10


def cell(value: Any) -> str:
    """A table cell that cannot break the table or become HTML (GitHub renders HTML in
    Markdown): `|` escaped, `&`/`<` as entities, line breaks as <br>."""
    text = "" if value is None or (isinstance(value, float) and pd.isna(value)) else str(value)
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace("|", "\\|")
    return re.sub(r"\r\n|\r|\n", "<br>", text)


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    return tabulate(
        [[cell(v) for v in row] for row in rows],
        headers=[cell(h) for h in headers],
        tablefmt="github",
        disable_numparse=True,
    )


def summary_markdown(report: Report) -> str:
    meta = report.meta
    findings = report.findings
    lines = ["# auditor summary", ""]
    analyses = ", ".join(f"{a['name']} {a['version']}" for a in meta.get("analyses", [])) or ", ".join(report.analyses)
    if meta:
        lines.append(
            f"{meta.get('unique', '?')} unique fragments ({meta.get('fragments', '?')} read from "
            f"{meta.get('files', '?')} files); analyses: {analyses}; auditor {meta.get('auditor', '?')}, "
            f"{meta.get('seconds', 0):.1f} s."
        )
    else:
        lines.append(f"{findings['fragment'].nunique()} fragments; analyses: {analyses}.")
    counts = totals(report)
    lines += ["", "**" + ", ".join(f"{counts[v]} {v}" for v in VERDICTS) + "**", ""]
    lines += warnings_section(report)
    lines.append(table(SUMMARY_HEADERS, summary_rows(report)))
    for section in SECTIONS:
        lines += section(report)
    from auditor.readers.extract import ExtractionSummary

    extraction = ExtractionSummary.from_json(meta.get("extraction"))
    if extraction.values:
        lines += ["", *extraction.markdown()]
    return "\n".join(lines) + "\n"


def warnings_section(report: Report) -> list[str]:
    """The scan's warnings as a list (details as sub-items), then a blank line; nothing
    when there is none."""
    warnings = scan_warnings(report)
    if not warnings:
        return []
    lines = ["## Warnings", ""]
    for warning in warnings:
        # user text (analysis names, error reasons) escaped as in a table cell
        lines.append(f"- ⚠️ {cell(warning.message)}")
        lines += [f"  - {cell(detail)}" for detail in warning.details]
    return [*lines, ""]


UNSOUND_HEADERS = ("analysis", "provider", "domain", "value", "source", "claimed", "oracle", "counterexample", "actual")
LOST_HEADERS = ("analysis", "provider", "domain", "value", "opcode", "source", "claimed", "oracle", "lost bits")


def _shown(rows: pd.DataFrame, columns: Sequence[str]) -> list[list[Any]]:
    """`columns` of `rows` as table cells: facts as people read them, lost bits too."""
    out = []
    for row in records(rows):
        facts = {c: human_fact(str(row["domain"]), str(row[c]), int(row["width"])) for c in ("claimed", "oracle")}
        shown = {**row, **facts, "lost bits": human_bits(row["lost_bits"])}
        out.append([shown[c] for c in columns])
    return out


def unsound_section(report: Report) -> list[str]:
    """The first MAX_LISTED unsound cases with their counterexamples."""
    unsound = by_severity(report.findings[report.findings["verdict"] == Verdict.UNSOUND.value])
    if unsound.empty:
        return []
    lines = [
        "",
        f"## Unsound ({len(unsound)})",
        "",
        table(UNSOUND_HEADERS, _shown(unsound.head(MAX_LISTED), UNSOUND_HEADERS)),
    ]
    if len(unsound) > MAX_LISTED:
        lines.append(f"\n… and {len(unsound) - MAX_LISTED} more in findings.csv")
    return lines


def error_section(report: Report) -> list[str]:
    """The error rows grouped by reason, the most frequent first (warnings.error_reasons)."""
    findings = report.findings
    errors = findings[findings["verdict"] == Verdict.ERROR.value]
    if errors.empty:
        return []
    reasons = error_reasons(findings)
    rows = [[r.count, r.reason, ", ".join(r.analyses)] for r in reasons]
    lines = ["", f"## Errors ({len(errors)})", "", table(["rows", "reason", "analyses"], rows)]
    distinct = errors["detail"].nunique(dropna=False)
    if distinct > len(reasons):
        lines.append(f"\n… and {distinct - len(reasons)} more reasons in findings.csv (`detail`)")
    return lines


def lost_section(report: Report) -> list[str]:
    """The MAX_LISTED lost-precision findings that lose the most bits."""
    lost = by_severity(report.findings[report.findings["verdict"] == Verdict.LOST_PRECISION.value])
    if lost.empty:
        return []
    return ["", "## Most precision lost", "", table(LOST_HEADERS, _shown(lost.head(MAX_LISTED), LOST_HEADERS))]


SECTIONS: tuple[Callable[[Report], list[str]], ...] = (unsound_section, error_section, lost_section)
"""The findings sections after the summary table, most severe first."""
