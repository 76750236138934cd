"""Writes every report file of a run into one directory, each rendered from the same
`Report` by its own module. This is the one way report files are written (`auditor
scan`, `auditor report`, `api.write_reports`): every file is first rendered into a
temporary directory beside the output directory, and only once all are complete are
they moved into place, one rename each. A run that crashes or is killed while
rendering leaves the previous reports whole and unmixed; other files in the
directory (gate.md, patterns, a scan journal) are left alone."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from auditor.errors import OutputError
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
the rest: a whole corpus's rows take many seconds to write on one core, after the
scan's last fragment (see docs/history.md). Smaller: a second process even for
reports that are quick to write on one."""

_APART = ("results.json",)


def write_report(report: Report, out: str | os.PathLike[str]) -> list[Path]:
    """Write all report files into directory `out` (created if need be); returns their
    paths. The files are rendered into a temporary directory beside `out` and moved
    into `out` only when every one is complete: if rendering fails in any way, the
    temporary directory is removed and `out` is as it was. A report loaded from a
    bare findings.csv has no fragment texts: fragments.csv is then written only if
    the directory has none (never replacing a richer one). OutputError (one line)
    when `out` cannot be written."""
    directory = Path(out)
    names = [
        name for name in RENDERERS if not (name == FRAGMENTS and report.fragments.empty and (directory / name).exists())
    ]
    with _staging(directory) as staging:
        _render(report, staging, names)
        _move_into_place(staging, directory, names)
    return [directory / name for name in names]


def _render(report: Report, directory: Path, names: list[str]) -> None:
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


@contextlib.contextmanager
def _staging(directory: Path) -> Iterator[Path]:
    """A new temporary directory on the file system of `directory`, so that moving
    files out of it is a rename: beside `directory` (in the parent of its real path);
    inside it when it is a mount point or its parent cannot be written to. Removed
    on leaving, with whatever is left in it."""
    if directory.exists() and not directory.is_dir():
        raise OutputError(f"{directory}: not a directory")
    error: OSError | None = None
    for parent in _staging_parents(directory):
        try:
            parent.mkdir(parents=True, exist_ok=True)
            staging = Path(tempfile.mkdtemp(prefix=f".{directory.name or 'reports'}.", suffix=".tmp", dir=parent))
            break
        except OSError as err:
            error = err
    else:
        assert error is not None
        raise OutputError(f"{directory}: cannot write ({type(error).__name__}: {error.strerror or error})")
    try:
        yield staging
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _staging_parents(directory: Path) -> list[Path]:
    """Where the temporary directory may go, best first (see `_staging`)."""
    if not directory.is_dir():
        return [directory.parent]
    real = directory.resolve()
    try:
        mount_point = real.stat().st_dev != real.parent.stat().st_dev
    except OSError:
        mount_point = False
    return [real] if mount_point else [real.parent, real]


def _move_into_place(staging: Path, directory: Path, names: list[str]) -> None:
    """Rename each complete file from `staging` over its namesake in `directory`."""
    target = directory
    try:
        directory.mkdir(parents=True, exist_ok=True)
        for name in names:
            target = directory / name
            os.replace(staging / name, target)
    except OSError as err:
        raise OutputError(f"{target}: cannot write ({type(err).__name__}: {err.strerror or err})") from None


def _write(report: Report, directory: Path, names: list[str]) -> None:
    for name in names:
        write_atomically(directory / name, RENDERERS[name](report))


def _write_apart(report: Report, directory: Path, names: list[str]) -> None:
    """`_write` in the second process, which says only whether it worked (exit code)."""
    try:
        _write(report, directory, names)
    except BaseException:
        raise SystemExit(1) from None
