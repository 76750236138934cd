"""The "llvm-19 → llvm-22" section of patterns.md (`auditor patterns … --versus
OLD`): a table of the changed claims per domain, then per domain and bucket the
examples that occur most, each with both claims, the best fact and the fragment's
Souper text — what a reader needs to tell a fixed weakness from a regression without
opening findings.csv. Same escaping rules as the rest of patterns.md."""

from __future__ import annotations

from auditor.patterns.versus import AnalysisDiff, Change, ChangeCount, DomainDiff, Example
from auditor.reports.csv import format_bits, format_total
from auditor.reports.markdown import table
from auditor.reports.patterns_md import code, fenced

WORDS = {
    Change.NEWLY_UNSOUND: "newly unsound",
    Change.NO_LONGER_UNSOUND: "no longer unsound",
    Change.MORE_PRECISE: "more precise",
    Change.LESS_PRECISE: "less precise",
    Change.OTHER: "other verdict change",
}


def versus_markdown(diff: AnalysisDiff) -> list[str]:
    """The section's lines (no trailing blank line)."""
    old, new = diff.old, diff.new
    lines = [f"## {old} → {new}", ""]
    versions = f" ({diff.old_version} → {diff.new_version})" if diff.old_version or diff.new_version else ""
    lines.append(
        f"Claims of {new} whose verdict or lost bits differ from {old}'s on the same fragment, value, domain and "
        f"provider of this scan{versions}; both were judged against the same best fact. Each cell: claims "
        "(occurrences in the corpus). Precision changes count exact as 0 lost bits; `other` is a verdict "
        "changed to or from unknown, vacuous or error (docs/patterns.md)."
    )
    if not diff.domains:
        return [*lines, "", f"No domain has claims of both {old} and {new}."]
    headers = ["domain", "compared", "unchanged", *(WORDS[c] for c in Change), f"{old} only", f"{new} only"]
    rows = [
        [d.domain.value, d.compared, d.unchanged, *(_cell(d.count(c)) for c in Change), d.old_only, d.new_only]
        for d in diff.domains
    ]
    lines += ["", table(headers, rows)]
    for d in diff.domains:
        for count in d.changes:
            lines += ["", *_bucket(d, count, old, new)]
    return lines


def _cell(count: ChangeCount | None) -> str:
    return "" if count is None else f"{count.rows} ({count.occurrences})"


def _bucket(d: DomainDiff, c: ChangeCount, old: str, new: str) -> list[str]:
    head = f"### {d.domain.value}: {WORDS[c.change]} — {c.rows} claim{'s' if c.rows != 1 else ''}"
    head += f", {c.occurrences} occurrence{'s' if c.occurrences != 1 else ''}"
    if c.change in (Change.MORE_PRECISE, Change.LESS_PRECISE):
        head += f", {format_total(c.bits)} bits × occurrences {'gained' if c.change is Change.MORE_PRECISE else 'lost'}"
    lines = [head]
    for number, e in enumerate(c.examples, start=1):
        lines += ["", *_example(number, e, old, new)]
    return lines


def _example(number: int, e: Example, old: str, new: str) -> list[str]:
    where = f"{code(e.source)}" + (f" in {code(e.function)}" if e.function else "")
    lines = [
        f"{number}. {code(e.value)} ({e.provider}), fragment {code(e.fragment)}, {where}, "
        f"{e.occurrences} occurrence{'s' if e.occurrences != 1 else ''}:",
        f"   - {old}: {code(e.old_claim)} — {e.old_verdict.value}{_lost(e.old_lost_bits)}",
        f"   - {new}: {code(e.new_claim)} — {e.new_verdict.value}{_lost(e.new_lost_bits)}",
        f"   - best: {code(e.best)}",
    ]
    if e.souper:
        lines += ["", *("   " + line if line else "" for line in fenced(e.souper).splitlines())]
    return lines


def _lost(bits: float | None) -> str:
    return f", {format_bits(bits)} bit{'' if bits == 1 else 's'} lost" if bits else ""
