"""Writes every report file of a run into one directory, each rendered from the same
`Report` by its own module, each written atomically (temporary file, then rename), so
an interrupted run never leaves a half-written report."""

from __future__ import annotations

import multiprocessing
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


PARALLEL_ROWS = 100_000
"""From this many findings on, a second process writes `_APART` while this one writes
the rest: the bundled corpora's 830,000 rows took ~17 s to write, on one core, after
the scan's last fragment."""

_APART = ("results.json",)


def write_report(report: Report, out: str | os.PathLike[str]) -> list[Path]:
    """Write all report files into directory `out`; returns their paths. A report
    loaded from a bare findings.csv has no fragment texts: fragments.csv is then
    written only if the directory has none (never replacing a richer one)."""
    directory = Path(out)
    names = [
        name for name in RENDERERS if not (name == FRAGMENTS and report.fragments.empty and (directory / name).exists())
    ]
    apart = [name for name in names if name in _APART] if len(report.findings) >= PARALLEL_ROWS else []
    if apart:
        # A forked process has the report already: nothing is pickled. If it fails
        # (any way at all), its files are written here, where the same error, if it
        # is one, is raised as without it.
        child = multiprocessing.get_context("fork").Process(target=_write_apart, args=(report, directory, apart))
        child.start()
        _write(report, directory, [name for name in names if name not in apart])
        child.join()
        if child.exitcode != 0:
            _write(report, directory, apart)
    else:
        _write(report, directory, names)
    return [directory / name for name in names]


def _write(report: Report, directory: Path, names: list[str]) -> None:
    for name in names:
        write_atomically(directory / name, RENDERERS[name](report))


def _write_apart(report: Report, directory: Path, names: list[str]) -> None:
    """`_write` in the second process, which says only whether it worked (exit code)."""
    try:
        _write(report, directory, names)
    except BaseException:
        raise SystemExit(1) from None
