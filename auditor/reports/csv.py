"""The CSV files of a report: findings.csv (one row per fragment × value × domain ×
analysis × provider, docs/csv-schema.md), fragments.csv (each fragment's text) and
summary.csv (verdict counts and lost bits per analysis × provider × domain, overall
and per root opcode). Rows sorted and no timestamps — the same input gives the same
bytes. Written to a temporary file and renamed, so a reader never sees half a file."""

from __future__ import annotations

import contextlib
import csv
import io
import math
import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from auditor.errors import OutputError
from auditor.reports.model import FINDINGS_COLUMNS, FRAGMENT_COLUMNS, SUMMARY_COLUMNS, Report, rows, summary

__all__ = [
    "FINDINGS_COLUMNS",
    "findings_csv",
    "findings_csv_chunks",
    "format_bits",
    "format_total",
    "fragments_csv",
    "stored_bits",
    "summary_csv",
    "write_atomically",
]


def format_bits(lost: float | None) -> str:
    """Lost bits as text: integers without a decimal point, others to 3 decimals, and
    tiny losses (a range one value too wide at i32) to 3 significant digits, so that
    a loss never prints as 0."""
    if lost is None or (isinstance(lost, float) and math.isnan(lost)):
        return ""
    if lost == int(lost):
        return str(int(lost))
    if lost < 0.001:
        return f"{lost:.3g}"
    return f"{lost:.3f}"


def stored_bits(lost: float | None) -> float | None:
    """Lost bits at the precision findings.csv stores them; None for none (or NaN)."""
    text = format_bits(lost)
    return float(text) if text else None


def format_total(lost: float | None) -> str:
    """A sum or mean of lost bits, to 3 decimals ("" for none)."""
    return format_bits(None if lost is None or math.isnan(lost) else round(lost, 3))


def _csv(columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    return _lines([columns]) + _lines(rows)


def _lines(rows: Iterable[Sequence[Any]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def findings_csv(findings: pd.DataFrame) -> str:
    return "".join(findings_csv_chunks(findings))


def findings_csv_chunks(findings: pd.DataFrame) -> Iterator[str]:
    """findings.csv piece by piece, so that writing a large scan's never holds the
    whole text (~200 bytes a row) at once."""
    frame = findings[list(FINDINGS_COLUMNS)].assign(lost_bits=findings["lost_bits"].map(format_bits))
    yield _lines([FINDINGS_COLUMNS])
    for start in range(0, len(frame), _CHUNK):
        yield _lines(rows(frame.iloc[start : start + _CHUNK], FINDINGS_COLUMNS))


_CHUNK = 20_000


def fragments_csv(fragments: pd.DataFrame) -> str:
    return _csv(FRAGMENT_COLUMNS, rows(fragments, FRAGMENT_COLUMNS))


def summary_csv(report: Report) -> str:
    """Per analysis × provider × domain (`opcode` = all), then the same per root opcode."""
    table = pd.concat([summary(report), summary(report, by_opcode=True)], ignore_index=True)
    table = table.assign(
        lost_bits=table["lost_bits"].map(format_total),
        mean_lost_bits=table["mean_lost_bits"].map(format_total),
    )
    return _csv(SUMMARY_COLUMNS, rows(table, SUMMARY_COLUMNS))


def write_atomically(path: Path, text: str | Iterable[str]) -> None:
    """Write `text` (or its chunks, in order) to `path` through a temporary file in
    the same directory, renamed over `path` only when complete."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tmp.open("w", encoding="utf-8", newline="") as out:
            if isinstance(text, str):
                out.write(text)
            else:
                for chunk in text:
                    out.write(chunk)
        os.replace(tmp, path)
    except OSError as err:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write ({type(err).__name__}: {err.strerror or err})") from None
