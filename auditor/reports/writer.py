"""Writes every report file of a run into one directory, each rendered from the same
`Report` by its own module, each written atomically (temporary file, then rename), so
an interrupted run never leaves a half-written report."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from auditor.reports.csv import findings_csv_chunks, fragments_csv, summary_csv, write_atomically
from auditor.reports.markdown import summary_markdown
from auditor.reports.model import FINDINGS, FRAGMENTS, RESULTS, Report
from auditor.reports.results_json import results_json_chunks


def _html(report: Report) -> Iterable[str]:
    from auditor.reports.html import html_chunks

    return html_chunks(report)


RENDERERS: dict[str, Callable[[Report], str | Iterable[str]]] = {
    FINDINGS: lambda r: findings_csv_chunks(r.findings),
    FRAGMENTS: lambda r: fragments_csv(r.fragments),
    "summary.csv": summary_csv,
    RESULTS: results_json_chunks,
    "summary.md": summary_markdown,
    "report.html": _html,
}


def write_report(report: Report, out: str | os.PathLike[str]) -> list[Path]:
    """Write all report files into directory `out`; returns their paths. A report
    loaded from a bare findings.csv has no fragment texts: fragments.csv is then
    written only if the directory has none (never replacing a richer one)."""
    directory = Path(out)
    written = []
    for name, render in RENDERERS.items():
        path = directory / name
        if name == FRAGMENTS and report.fragments.empty and path.exists():
            continue
        write_atomically(path, render(report))
        written.append(path)
    return written
