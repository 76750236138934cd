"""results.json: the whole report for programs — run metadata, the summary, every
finding and every fragment's text — in one JSON document (keys sorted, no
timestamps). `auditor report` and `auditor gate` read `meta` back from it.

Layout: one top-level key per line block and one list item (a finding, a fragment, a
summary row) per line, so that two runs diff line by line; each line is encoded by
json's C encoder (an indented dump goes through the pure-Python one, 10× slower on
a large scan)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

import pandas as pd

from auditor.reports.model import Report, records, summary

SCHEMA = "auditor-results/1"


def results_json(report: Report) -> str:
    return "".join(results_json_chunks(report))


def results_json_chunks(report: Report) -> Iterator[str]:
    """The document piece by piece (one line per list item), so that writing the
    results of a large scan never holds the whole text, or every row as a dict, at
    once."""
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "meta": _with_extraction(report.meta),
        "summary": summary(report),
        "findings": report.findings,
        "fragments": report.fragments,
    }
    yield "{\n"
    for n, (key, value) in enumerate(sorted(document.items())):
        yield ",\n" if n else ""
        if isinstance(value, pd.DataFrame):
            if value.empty:
                yield f" {_compact(key)}: []"
                continue
            yield f" {_compact(key)}: [\n"
            for start in range(0, len(value), _CHUNK):
                rows = records(value.iloc[start : start + _CHUNK])
                yield ("" if start == 0 else ",\n") + ",\n".join("  " + _compact(row) for row in rows)
            yield "\n ]"
        else:
            yield f" {_compact(key)}: {_compact(value)}"
    yield "\n}\n"


_CHUNK = 10_000


def _with_extraction(meta: Mapping[str, Any]) -> dict[str, Any]:
    """`meta` with its LLVM extraction counts in the one form every report states
    (`ExtractionSummary.to_json`: the kinds of values not audited, and their total)."""
    from auditor.readers.extract import ExtractionSummary

    result = dict(meta)
    if "extraction" in result:
        result["extraction"] = ExtractionSummary.from_json(result["extraction"]).to_json()
    return result


_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
_compact = _ENCODER.encode  # one encoder for every line: json.dumps with options builds one per call
