"""patterns.csv: one row per pattern of `auditor patterns` (docs/patterns.md), the
reproducer in columns — its Souper text, its LLVM module, the commands that show the
claim — so that a spreadsheet or a script can file the patterns one by one. The same
result gives the same bytes (no timings)."""

from __future__ import annotations

import csv
import io
from typing import Any

from auditor.patterns import Pattern, PatternsResult
from auditor.reports.csv import format_bits, format_total

PATTERN_COLUMNS = (
    "rank", "pattern", "analysis", "provider", "domain", "verdict", "occurrences", "findings", "lost_bits",
    "weight", "groups", "example", "function", "fragment", "instructions", "value", "best", "claimed",
    "reproducer_lost_bits", "counterexample", "actual", "souper", "llvm_ir", "auditor_command", "opt_command",
    "expected", "printer_command", "note",
)  # fmt: skip


def pattern_record(p: Pattern) -> dict[str, Any]:
    """A pattern as plain values in PATTERN_COLUMNS (reproducer columns empty when
    the pattern has none)."""
    r = p.reproducer
    return {
        "rank": p.rank,
        "pattern": p.text,
        "analysis": p.analysis,
        "provider": p.provider,
        "domain": p.domain.value,
        "verdict": p.verdict.value,
        "occurrences": p.occurrences,
        "findings": p.findings,
        "lost_bits": format_total(p.lost_bits) if p.verdict.value == "lost-precision" else "",
        "weight": format_total(p.weight) if p.verdict.value == "lost-precision" else "",
        "groups": p.groups,
        "example": p.example,
        "function": p.function,
        "fragment": p.fragment,
        "instructions": "" if r is None else r.instructions,
        "value": "" if r is None else r.value,
        "best": "" if r is None else r.best,
        "claimed": "" if r is None else r.claimed,
        "reproducer_lost_bits": "" if r is None else format_bits(r.lost_bits),
        "counterexample": "" if r is None else r.counterexample,
        "actual": "" if r is None else r.actual,
        "souper": "" if r is None else r.souper,
        "llvm_ir": "" if r is None else r.llvm_ir,
        "auditor_command": "" if r is None else r.auditor_command,
        "opt_command": "" if r is None else r.opt_command,
        "expected": "" if r is None else r.expected,
        "printer_command": "" if r is None else r.printer_command,
        "note": p.note,
    }


def patterns_csv(result: PatternsResult) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(PATTERN_COLUMNS)
    for p in result.patterns:
        record = pattern_record(p)
        writer.writerow([record[c] for c in PATTERN_COLUMNS])
    return out.getvalue()
