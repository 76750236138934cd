"""results.json: the whole report for programs — run metadata, the summary, every
finding and every fragment's text — in one JSON document (keys sorted, no
timestamps). `auditor report` and `auditor gate` read `meta` back from it.

Layout: one top-level key per line block and one list item (a finding, a fragment, a
summary row) per line, so that two runs diff line by line; each line is encoded by
json's C encoder (an indented dump goes through the pure-Python one, 10× slower on
a large scan)."""

from __future__ import annotations

import json

from auditor.reports.model import Report, records, summary

SCHEMA = "auditor-results/1"


def results_json(report: Report) -> str:
    document = {
        "schema": SCHEMA,
        "meta": dict(report.meta),
        "summary": records(summary(report)),
        "findings": records(report.findings),
        "fragments": records(report.fragments),
    }
    parts = []
    for key, value in sorted(document.items()):
        if isinstance(value, list):
            items = ",\n".join("  " + _compact(item) for item in value)
            parts.append(f" {_compact(key)}: [\n{items}\n ]" if value else f" {_compact(key)}: []")
        else:
            parts.append(f" {_compact(key)}: {_compact(value)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
