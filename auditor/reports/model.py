"""The one report model every format renders from (coverage.py's shape: one data
model, one small module per format).

A `Report` is three things: the findings table (one row per fragment × value ×
domain × analysis × provider, the columns of docs/csv-schema.md), the fragments
table (each audited fragment's text, Souper and LLVM, and where it occurred), and the
run's metadata (analyses and versions, corpus counts, timings). A scan builds it from
its result; `auditor report` and `auditor gate` load it back from a report directory
or a bare findings.csv. pandas holds the tables so that summaries are group-bys.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import InputError
from auditor.oracles.choices import DemandedSemantics

if TYPE_CHECKING:
    from auditor.scan import ScanResult

FINDINGS_COLUMNS = (
    "analysis", "provider", "source", "function", "fragment", "value", "opcode", "width", "domain",
    "oracle", "claimed", "verdict", "lost_bits", "oracle_status", "counterexample", "actual",
    "occurrences", "detail",
)  # fmt: skip
FRAGMENT_COLUMNS = ("fragment", "root", "root_opcode", "occurrences", "sources", "function", "souper", "llvm_ir")
VERDICTS = tuple(v.value for v in Verdict)
DOMAIN_ORDER = {d.value: n for n, d in enumerate(Domain)}
INT_COLUMNS = ("width", "occurrences")
FINDINGS = "findings.csv"
FRAGMENTS = "fragments.csv"
RESULTS = "results.json"


class ReportInputError(InputError):
    """A findings file or report directory that cannot be read (one-line reason)."""


@dataclass(frozen=True)
class Report:
    findings: pd.DataFrame  # FINDINGS_COLUMNS; width/occurrences int, lost_bits float (NaN: none)
    fragments: pd.DataFrame  # FRAGMENT_COLUMNS, one row per fragment hash
    meta: Mapping[str, Any] = field(default_factory=dict)
    # summary() per by_opcode: every report format shows the summary, and it is a
    # group-by over every finding. The findings frame is never changed in place.
    _summaries: dict[bool, pd.DataFrame] = field(default_factory=dict, repr=False, compare=False)

    @property
    def analyses(self) -> list[str]:
        return sorted(set(self.findings["analysis"]))

    def fragment(self, digest: str) -> dict[str, Any] | None:
        rows = self.fragments[self.fragments["fragment"] == digest]
        return None if rows.empty else dict(rows.iloc[0])


def empty_findings() -> pd.DataFrame:
    return _typed(pd.DataFrame({c: pd.Series(dtype=str) for c in FINDINGS_COLUMNS}))


def _typed(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    for column in INT_COLUMNS:
        frame[column] = frame[column].astype("int64")
    frame["lost_bits"] = pd.to_numeric(frame["lost_bits"].replace("", float("nan")), errors="raise").astype(float)
    return frame.reset_index(drop=True)


# -- building from a scan


def from_scan(result: ScanResult) -> Report:
    """The report of a scan that just ran."""
    from auditor.reports.csv import stored_bits
    from auditor.reports.fragments import fragment_records

    # Column by column, each converted to its final type before the next is read: a
    # dict per row would cost ~1 KB each (800 MB on a full corpus), and a frame built
    # from lists and then typed would hold every column twice.
    rows = result.findings
    columns: dict[str, Any] = {}
    for name in FINDINGS_COLUMNS:
        if name in INT_COLUMNS:
            columns[name] = np.fromiter((getattr(f, name) for f in rows), dtype=np.int64, count=len(rows))
        elif name == "lost_bits":
            # As findings.csv holds them, so that a report re-read from the CSV sums
            # to the same totals as the scan's own.
            stored = (stored_bits(f.lost_bits) for f in rows)
            columns[name] = np.fromiter((math.nan if v is None else v for v in stored), dtype=float, count=len(rows))
        elif name in ("domain", "verdict"):
            # The member's `.value`, one shared str per member: `str()` of a StrEnum
            # member builds a new string on every call, which cost ~100 MB for these
            # two columns on the bundled corpora's 830,000 rows.
            columns[name] = pd.Series([getattr(f, name).value for f in rows], dtype="str")
        else:
            columns[name] = pd.Series([getattr(f, name) for f in rows], dtype="str")
    findings = pd.DataFrame(columns, copy=False) if rows else empty_findings()
    fragments = pd.DataFrame(fragment_records(result), columns=list(FRAGMENT_COLUMNS))
    return Report(findings, fragments, scan_meta(result))


def scan_meta(result: ScanResult) -> dict[str, Any]:
    from auditor import __version__

    extraction = result.extraction
    meta: dict[str, Any] = {
        "auditor": __version__,
        "analyses": _analyses_meta(result),
        "files": result.files,
        "fragments": result.fragments,
        "unique": result.unique,
        "seconds": round(result.seconds, 3),
        "extraction": {
            "values": extraction.values,
            "fragments": extraction.fragments,
            "skipped": dict(sorted(extraction.skipped.items())),
            "cut": dict(sorted(extraction.cut.items())),
        },
        "diagnostics": [str(d) for d in result.diagnostics],
    }
    if result.requested:
        meta["domains"] = [d.value for d in result.requested]
    if result.demanded is not DemandedSemantics.TRANSFORM:
        # Which definition the demanded-bits rows follow; the default leaves it as it was.
        meta["demanded_semantics"] = result.demanded.value
    return meta


def _analyses_meta(result: ScanResult) -> list[dict[str, Any]]:
    """Each analysis's name and version, and the domains it claims when the scan
    recorded them (what the no-claimed-domain warning compares with `domains`)."""
    entries: list[dict[str, Any]] = [{"name": name, "version": version} for name, version in result.analyses]
    if len(result.claimable) == len(entries):
        for entry, domains in zip(entries, result.claimable, strict=True):
            entry["domains"] = [d.value for d in domains]
    return entries


# -- loading


def load_report(path: str | os.PathLike[str]) -> Report:
    """A report from a directory written by `scan`/`report` (findings.csv, and if
    present fragments.csv and results.json) or from a bare findings.csv. Raises
    ReportInputError with a one-line reason."""
    path = Path(path)
    if path.is_dir():
        findings_path = path / FINDINGS
        directory = path
    else:
        findings_path = path
        directory = path.parent
    if not findings_path.exists():
        raise ReportInputError(f"{findings_path}: no such file")
    findings = read_findings(findings_path)
    fragments_path = directory / FRAGMENTS
    results_path = directory / RESULTS
    same_run = findings_path.parent == directory and findings_path.name == FINDINGS
    fragments = _read_fragments(fragments_path) if same_run and fragments_path.exists() else None
    meta: dict[str, Any] = {}
    if same_run and results_path.exists():
        try:
            meta = dict(json.loads(results_path.read_text(encoding="utf-8")).get("meta", {}))
        except (OSError, ValueError, AttributeError) as err:
            raise ReportInputError(f"{results_path}: not a results file ({err})") from None
    if fragments is None:
        fragments = pd.DataFrame(columns=list(FRAGMENT_COLUMNS))
    return Report(findings, fragments, meta)


def read_findings(path: Path) -> pd.DataFrame:
    frame = _read_csv(path, FINDINGS_COLUMNS, "findings.csv")
    for number, record in enumerate(frame.to_dict(orient="records"), start=2):
        problem = _bad_row({str(k): str(v) for k, v in record.items()})
        if problem:
            raise ReportInputError(f"{path}:{number}: {problem}")
    return _typed(frame) if len(frame) else empty_findings()


def _read_csv(path: Path, columns: Sequence[str], kind: str) -> pd.DataFrame:
    """The `columns` of a CSV file as strings; ReportInputError (one line, with the
    line number) for a file that cannot be read, lacks a column or has a ragged row."""
    try:
        rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))
    except (OSError, UnicodeDecodeError) as err:
        raise ReportInputError(f"{path}: cannot read ({type(err).__name__}: {err})") from None
    except csv.Error as err:
        raise ReportInputError(f"{path}: malformed CSV ({err})") from None
    header = rows[0] if rows else []
    missing = [c for c in columns if c not in header]
    if missing:
        raise ReportInputError(f"{path}:1: not a {kind}: missing column {missing[0]!r}")
    for number, row in enumerate(rows[1:], start=2):
        if len(row) != len(header):
            raise ReportInputError(f"{path}:{number}: {len(row)} fields, the header has {len(header)}")
    return pd.DataFrame(rows[1:], columns=header, dtype=str)[list(columns)]


def _bad_row(row: Mapping[str, str]) -> str:
    if row["verdict"] not in VERDICTS:
        return f"unknown verdict {row['verdict']!r}"
    if row["domain"] not in DOMAIN_ORDER:
        return f"unknown domain {row['domain']!r}"
    for column in INT_COLUMNS:
        if not row[column].isdigit():
            return f"{column} is not a count: {row[column]!r}"
    lost = row["lost_bits"]
    if lost:
        try:
            value = float(lost)
        except ValueError:
            return f"lost_bits is not a number: {lost!r}"
        if not math.isfinite(value) or value < 0:
            return f"lost_bits out of range: {lost!r}"
    if not row["fragment"]:
        return "empty fragment hash"
    return ""


def _read_fragments(path: Path) -> pd.DataFrame:
    frame = _read_csv(path, FRAGMENT_COLUMNS, "fragments.csv")
    frame["occurrences"] = pd.to_numeric(frame["occurrences"], errors="coerce").fillna(0).astype("int64")
    return frame


# -- summaries


SUMMARY_KEYS = ("analysis", "provider", "domain")
SUMMARY_COLUMNS = (*SUMMARY_KEYS, "opcode", *VERDICTS, "total", "lost_bits", "mean_lost_bits")
ALL_OPCODES = "all"


def summary(report: Report, by_opcode: bool = False) -> pd.DataFrame:
    """Verdict counts, total and mean lost bits per analysis × provider × domain (the
    mean over the judged rows, exact and lost-precision); with `by_opcode`, per root
    opcode as well. Rows in a stable order: the table is diffed and gold-tested."""
    known = report._summaries.get(by_opcode)
    if known is None:
        known = report._summaries[by_opcode] = _summary(report, by_opcode)
    return known.copy()


def _summary(report: Report, by_opcode: bool) -> pd.DataFrame:
    findings = report.findings.assign(opcode=root_opcodes(report) if by_opcode else ALL_OPCODES)
    keys = [*SUMMARY_KEYS, "opcode"]
    if findings.empty:
        return pd.DataFrame(columns=list(SUMMARY_COLUMNS))
    counts = findings.groupby(keys)["verdict"].value_counts().unstack(fill_value=0)
    counts = counts.reindex(columns=list(VERDICTS), fill_value=0)
    counts["total"] = counts.sum(axis=1)
    lost = findings.groupby(keys)["lost_bits"].sum(min_count=1).fillna(0.0)
    judged = counts["exact"] + counts["lost-precision"]
    table = counts.assign(lost_bits=lost, mean_lost_bits=(lost / judged.where(judged > 0)))
    table = table.reset_index()
    table["_domain"] = table["domain"].map(DOMAIN_ORDER)
    table = table.sort_values(["analysis", "provider", "_domain", "opcode"]).drop(columns="_domain")
    return table[list(SUMMARY_COLUMNS)].reset_index(drop=True)


def root_opcodes(report: Report) -> pd.Series:
    """The opcode of each finding's fragment root: the value's own opcode for forward
    domains (the root is the value audited), the fragments table's for demanded bits
    (audited at inputs), or — from a bare findings.csv — a forward row of the same
    fragment; `?` when nothing says."""
    findings = report.findings
    forward = findings["domain"] != Domain.DEMANDED_BITS.value
    known = dict(zip(findings["fragment"][forward], findings["opcode"][forward], strict=True))
    known.update(zip(report.fragments["fragment"], report.fragments["root_opcode"], strict=True))
    from_table = findings["fragment"].map(known)
    return findings["opcode"].where(forward, from_table.fillna("?"))


def totals(report: Report) -> dict[str, int]:
    """Verdict counts over the whole report."""
    counts = report.findings["verdict"].value_counts()
    return {v: int(counts.get(v, 0)) for v in VERDICTS}


def records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """Rows as plain Python values (NaN → None), for JSON and templates."""
    columns = [str(c) for c in frame.columns]
    return [dict(zip(columns, row, strict=True)) for row in rows(frame, columns)]


def rows(frame: pd.DataFrame, columns: Sequence[str]) -> Iterator[tuple[Any, ...]]:
    """The rows of `frame`'s `columns` as tuples of plain Python values (NaN → None).
    Column by column: `itertuples` reads a string column element by element through
    pandas' indexing, 5× slower, and per-row conversion is the slow part of writing a
    large report."""
    return zip(*(plain_column(frame[c]) for c in columns), strict=True)


def plain_column(series: pd.Series) -> list[Any]:
    values = series.tolist()  # Python ints, floats and strs for numpy and str dtypes
    if series.dtype == object or series.hasnans:
        return [_plain(v) for v in values]
    return values


def _plain(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if hasattr(value, "item"):  # numpy scalar
        return value.item()
    return value
