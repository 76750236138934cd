"""results.json: the whole report for programs — run metadata, the summary, every
finding and every fragment's text — in one JSON document (keys sorted, no
timestamps). `auditor report` and `auditor gate` read `meta` back from it."""

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
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
