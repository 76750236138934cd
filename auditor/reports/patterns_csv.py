"""patterns.csv: one row per pattern of `auditor patterns` (docs/patterns.md), the
reproducer in columns — its Souper text, its LLVM module, the commands that show the
claim — so that a spreadsheet or a script can file the patterns one by one. A pattern
of several range domains is one row: its per-domain values are `;`-separated lists
in the order of its `domains` column. The same result gives the same bytes (no
timings)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import Any

from auditor.patterns import Pattern, PatternsResult
from auditor.reports.csv import format_bits, format_total

PATTERN_COLUMNS = (
    "rank", "pattern", "analysis", "provider", "domains", "verdict", "gap", "fact_known_by", "also_lost_by", "also_claimed", "occurrences", "findings", "lost_bits",
    "weight", "groups", "example", "function", "fragment", "instructions", "value", "best", "claimed",
    "reproducer_lost_bits", "counterexample", "actual", "souper", "llvm_ir", "auditor_command", "opt_command",
    "expected", "printer_command", "note", "missed_at_o2", "llc_removes", "impact_use", "impact", "in_place_delta",
    "in_place",
)  # fmt: skip
SEPARATOR = ";"
"""Between the values of a per-domain column (docs/patterns.md): one value per domain
of the pattern, in the order of its `domains` column. No fact, number or
counterexample holds a `;`, so `row["best"].split(";")` lines up with
`row["domains"].split(";")`."""


def per_domain(values: Iterable[str]) -> str:
    return SEPARATOR.join(values)


def pattern_record(p: Pattern) -> dict[str, Any]:
    """A pattern as plain values in PATTERN_COLUMNS (reproducer columns empty when
    the pattern has none). `domains` lists the pattern's domains, the primary first;
    `lost_bits`, `weight`, `best`, `claimed`, `reproducer_lost_bits`,
    `counterexample` and `actual` hold one value per domain, `;`-separated in that
    order; `expected` is what `opt_command` prints, one line per domain;
    `missed_at_o2` and `llc_removes` are yes, no or empty (not measured, `impact`
    saying why), `impact_use` the use of the value the best fact decides;
    `in_place_delta` the instructions -O2 leaves in the example's corpus function
    with its best fact assumed minus without (empty: not measured), `in_place` the
    counts or why not measured; `gap` is
    `analysis gap`, `provider gap` or `unclassified`, and `fact_known_by` the
    providers of the analysis that have the fact, `;`-separated (a provider gap
    only; empty when only the providers' reduced product has it); `also_lost_by`
    the other providers that lose on the reproducer, `;`-separated, and
    `also_claimed` their claims on it, `provider domain claim` per item."""
    r = p.reproducer
    lost = p.verdict.value == "lost-precision"
    audits = () if r is None else r.audits
    return {
        "rank": p.rank,
        "pattern": p.text,
        "analysis": p.analysis,
        "provider": p.provider,
        "domains": per_domain(d.value for d in p.domains),
        "verdict": p.verdict.value,
        "gap": p.gap.value,
        "fact_known_by": SEPARATOR.join(p.fact_known_by),
        "also_lost_by": SEPARATOR.join(a.provider for a in p.also_lost_by),
        "also_claimed": SEPARATOR.join(
            f"{a.provider} {d.domain.value} {d.claimed}" for a in p.also_lost_by for d in a.audits
        ),
        "occurrences": p.occurrences,
        "findings": p.findings,
        "lost_bits": per_domain(format_total(t.lost_bits) for t in p.per_domain) if lost else "",
        "weight": per_domain(format_total(t.weight) for t in p.per_domain) if lost else "",
        "groups": p.groups,
        "example": p.example,
        "function": p.function,
        "fragment": p.fragment,
        "instructions": "" if r is None else r.instructions,
        "value": "" if r is None else r.value,
        "best": per_domain(a.best for a in audits),
        "claimed": per_domain(a.claimed for a in audits),
        "reproducer_lost_bits": per_domain(format_bits(a.lost_bits) for a in audits),
        "counterexample": per_domain(a.counterexample for a in audits) if any(a.counterexample for a in audits) else "",
        "actual": per_domain(a.actual for a in audits) if any(a.actual for a in audits) else "",
        "souper": "" if r is None else r.souper,
        "llvm_ir": "" if r is None else r.llvm_ir,
        "auditor_command": "" if r is None else r.auditor_command,
        "opt_command": "" if r is None else r.opt_command,
        "expected": "" if r is None else r.expected,
        "printer_command": "" if r is None else r.printer_command,
        "note": p.note,
        "missed_at_o2": yes_no(p.impact.missed_at_o2),
        "llc_removes": yes_no(p.impact.llc_removes),
        "impact_use": p.impact.consumer,
        "impact": p.impact.detail,
        "in_place_delta": "" if p.impact.in_place_delta is None else p.impact.in_place_delta,
        "in_place": p.impact.in_place,
    }


def yes_no(value: bool | None) -> str:
    """`yes`, `no`, or the empty string for not measured."""
    return "" if value is None else "yes" if value else "no"


def patterns_csv(result: PatternsResult) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(PATTERN_COLUMNS)
    for p in result.patterns:
        record = pattern_record(p)
        writer.writerow([record[c] for c in PATTERN_COLUMNS])
    return out.getvalue()
