"""patterns.md: the patterns of `auditor patterns` as a page an engineer reads top
down and files from — a ranked table, then per pattern the reproducer in fenced
blocks (Souper and LLVM IR), the best fact against the claim, where it occurs and the
command that shows the claim. Table cells go through summary.md's escaping, and a
fence is always longer than any run of backticks inside it, so analysis output
cannot break the page."""

from __future__ import annotations

import re

from auditor.patterns import AnalysisDiff, Pattern, PatternsResult
from auditor.reports.csv import format_bits, format_total
from auditor.reports.markdown import table


def fenced(text: str, language: str = "") -> str:
    """`text` as a fenced block whose fence no backtick run inside can close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{language}\n{text.rstrip(chr(10))}\n{fence}"


def code(text: str) -> str:
    """`text` as inline code (one line, any backticks inside)."""
    text = " ".join(text.split())
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    tick = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{tick}{pad}{text}{pad}{tick}"


def _lost(p: Pattern) -> str:
    return format_total(p.lost_bits) if p.verdict.value == "lost-precision" else ""


def patterns_markdown(result: PatternsResult, versus: AnalysisDiff | None = None) -> str:
    """The page; with `versus` (`--versus OLD`), an "OLD → NEW" section on what
    changed between the two analyses follows the patterns (auditor/reports/versus_md.py)."""
    lines = [f"# Imprecision patterns of {result.analysis}", ""]
    lines.append(
        f"{result.analysis} {result.version}: {result.findings} lost-precision and unsound findings in "
        f"{result.groups} groups; the best-ranked {result.reduced} reduced into {len(result.patterns)} patterns. "
        "Ranked: unsound "
        "first, then by lost bits × occurrences (docs/patterns.md)."
    )
    if result.patterns:
        rows = [
            [p.rank, p.text, p.domain.value, p.provider, p.verdict.value, p.occurrences,
             p.findings, _lost(p), "" if p.reproducer is None else p.reproducer.instructions]
            for p in result.patterns
        ]  # fmt: skip
        headers = ["rank", "pattern", "domain", "provider", "verdict", "occurrences", "findings", "lost bits", "insts"]
        lines += ["", table(headers, rows)]
    else:
        lines += ["", "No lost-precision or unsound findings of this analysis."]
    for p in result.patterns:
        lines += ["", *_pattern(p)]
    if versus is not None:
        # Imported here: versus_md uses this module's `code` and `fenced`.
        from auditor.reports.versus_md import versus_markdown

        lines += ["", *versus_markdown(versus)]
    if result.problems:
        lines += ["", "## Problems", "", *(f"- {problem}" for problem in result.problems)]
    return "\n".join(lines) + "\n"


def _pattern(p: Pattern) -> list[str]:
    lines = [f"## {p.rank}. {code(p.text)}", ""]
    lines.append(f"{p.provider}, {p.domain.value}, **{p.verdict.value}**.")
    lines.append("")
    totals = f"- occurrences: {p.occurrences} ({p.findings} finding{'s' if p.findings != 1 else ''}"
    totals += f", {p.groups} groups merged)" if p.groups > 1 else ")"
    if p.verdict.value == "lost-precision":
        totals += f"; lost bits {_lost(p)} (× occurrences: {format_total(p.weight)})"
    lines.append(totals)
    where = f"- example: {code(p.example)}" if p.example else "- example: (no source)"
    if p.function:
        where += f" in {code(p.function)}"
    lines.append(where + f", fragment {code(p.fragment)}")
    if p.note:
        lines.append(f"- note: {' '.join(p.note.split())}")
    r = p.reproducer
    if r is None:
        return lines
    stem = f"pattern-{p.rank:02d}"
    lost = f" ({format_bits(r.lost_bits)} bits lost here)" if r.lost_bits else ""
    lines.append(f"- on the reproducer, at {code(r.value)}: best {code(r.best)}, claimed {code(r.claimed)}{lost}")
    if r.counterexample:
        lines.append(f"- counterexample: {code(r.counterexample)} gives {code(r.actual)}")
    lines += ["", f"Reproducer ({r.instructions} instructions, `{stem}.opt`):", "", fenced(r.souper)]
    lines += ["", f"As LLVM IR (`{stem}.ll`):", "", fenced(r.llvm_ir, "llvm")]
    if r.opt_command:
        shows = f"prints {code(r.expected)}" if r.expected else "prints the claim"
        lines += ["", f"With the LLVM IR saved as `{stem}.ll`, this {shows} — {r.reading}:"]
        lines += ["", fenced(r.opt_command, "sh")]
    if r.printer_command:
        lines += ["", "LLVM's own printer pass shows the same analysis:", "", fenced(r.printer_command, "sh")]
    lines += ["", f"With auditor: {code(r.auditor_command)}"]
    return lines
