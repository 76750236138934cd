"""versus.csv: what changed from one analysis to another on one report (`auditor
patterns … --versus OLD`, auditor/patterns/versus.py), one row per example claim with
the totals of its domain and bucket on every row, so a script can both count
(`drop_duplicates(["domain", "change"])`) and file examples. A bucket listed without
examples still has one row, its example columns empty. The same diff gives the same
bytes."""

from __future__ import annotations

import csv
import io
from typing import Any

from auditor.patterns.versus import AnalysisDiff, ChangeCount, DomainDiff, Example
from auditor.reports.csv import format_bits, format_total

VERSUS_COLUMNS = (
    "old", "new", "domain", "change", "compared", "rows", "occurrences", "bits", "example", "fragment", "value",
    "provider", "source", "function", "fragment_occurrences", "old_verdict", "new_verdict", "old_claim",
    "new_claim", "best", "old_lost_bits", "new_lost_bits", "souper",
)  # fmt: skip


def versus_records(diff: AnalysisDiff) -> list[dict[str, Any]]:
    """The diff as plain values in VERSUS_COLUMNS, domain by domain, bucket by bucket."""
    records = []
    for domain in diff.domains:
        for count in domain.changes:
            listed: list[Example | None] = list(count.examples) or [None]
            for number, example in enumerate(listed, start=1):
                records.append(_record(diff, domain, count, number, example))
    return records


def _record(diff: AnalysisDiff, d: DomainDiff, c: ChangeCount, number: int, e: Example | None) -> dict[str, Any]:
    record: dict[str, Any] = {
        "old": diff.old,
        "new": diff.new,
        "domain": d.domain.value,
        "change": c.change.value,
        "compared": d.compared,
        "rows": c.rows,
        "occurrences": c.occurrences,
        "bits": format_total(c.bits),
    }
    if e is None:
        return record | {column: "" for column in VERSUS_COLUMNS if column not in record}
    return record | {
        "example": number,
        "fragment": e.fragment,
        "value": e.value,
        "provider": e.provider,
        "source": e.source,
        "function": e.function,
        "fragment_occurrences": e.occurrences,
        "old_verdict": e.old_verdict.value,
        "new_verdict": e.new_verdict.value,
        "old_claim": e.old_claim,
        "new_claim": e.new_claim,
        "best": e.best,
        "old_lost_bits": format_bits(e.old_lost_bits),
        "new_lost_bits": format_bits(e.new_lost_bits),
        "souper": e.souper,
    }


def versus_csv(diff: AnalysisDiff) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(VERSUS_COLUMNS)
    for record in versus_records(diff):
        writer.writerow([record[c] for c in VERSUS_COLUMNS])
    return out.getvalue()
