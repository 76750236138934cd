"""patterns.md: the patterns of `auditor patterns` as a page an engineer reads top
down and files from — a ranked table, then per pattern the reproducer in fenced
blocks (Souper and LLVM IR), the best fact against the claim, where it occurs and the
command that shows the claim. Provider gaps (another provider of the analysis has
the fact) follow the main list in a section of their own. Table cells go through summary.md's escaping, and a
fence is always longer than any run of backticks inside it, so analysis output
cannot break the page."""

from __future__ import annotations

import re
from collections.abc import Collection

from auditor.patterns import LIT_SUFFIX, AnalysisDiff, DomainAudit, Gap, Impact, Pattern, PatternsResult
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


def lost_cell(p: Pattern, separator: str = ", ") -> str:
    """The pattern's lost bits, one total per domain ("" unless lost-precision)."""
    if p.verdict.value != "lost-precision":
        return ""
    return separator.join(format_total(t.lost_bits) for t in p.per_domain)


def domains_text(p: Pattern) -> str:
    """`range`, or `range, signed-range and unsigned-range`."""
    names = [d.value for d in p.domains]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


PROVIDER_GAPS = "Provider gaps (by design or recovered elsewhere)"


def gap_text(p: Pattern) -> str:
    """One line on whose weakness the pattern is: "analysis gap: …", "provider gap:
    LazyValueInfo has the fact", or "unclassified: …"."""
    if p.gap is Gap.PROVIDER:
        if not p.fact_known_by:
            return "provider gap: no single provider, but the reduced product of the providers, has the fact"
        verb = "has" if len(p.fact_known_by) == 1 else "have"
        return f"provider gap: {' and '.join(p.fact_known_by)} {verb} the fact"
    if p.gap is Gap.ANALYSIS:
        return "analysis gap: no provider of the analysis, nor their reduced product, has the fact"
    return "unclassified: no `combined` row to tell (a domain with one provider, or a scan without them)"


def patterns_markdown(result: PatternsResult, versus: AnalysisDiff | None = None, files: Collection[str] = ()) -> str:
    """The page; provider gaps in a section of their own after the main list; with
    `versus` (`--versus OLD`), an "OLD → NEW" section on what changed between the
    two analyses follows the patterns (auditor/reports/versus_md.py). `files`: the
    names of the files written beside the page; a pattern's lit test is named only
    when it is among them."""
    lines = [f"# Imprecision patterns of {result.analysis}", ""]
    lines.append(
        f"{result.analysis} {result.version}: {result.findings} lost-precision and unsound findings in "
        f"{result.groups} groups; the best-ranked {result.reduced} reduced into {len(result.patterns)} patterns. "
        "Ranked: unsound "
        "first, then analysis gaps (no provider of the analysis has the fact), unclassified ones and provider gaps "
        "last; within each, those whose best fact `opt -O2` misses first, then by lost bits × occurrences "
        "(docs/patterns.md). A pattern of several range domains is "
        "one weakness seen in each: its lost bits are given per domain, and it ranks by its first domain's."
    )
    if any(p.reproducer is not None and p.reproducer.opt_command for p in result.patterns):
        lines += [
            "",
            "The `opt` commands load auditor's facts plugin, whose path `auditor analyses --plugin SPEC` prints "
            "(building it for that LLVM if needed); run them where auditor is installed, with the LLVM IR block "
            "saved under the name given.",
        ]
    main = [p for p in result.patterns if p.gap is not Gap.PROVIDER]
    apart = [p for p in result.patterns if p.gap is Gap.PROVIDER]
    if main:
        lines += ["", _table(main)]
    elif not apart:
        lines += ["", "No lost-precision or unsound findings of this analysis."]
    else:
        lines += ["", "Every pattern is a provider gap (below)."]
    for p in main:
        lines += ["", *_pattern(p, files)]
    if apart:
        lines += ["", f"## {PROVIDER_GAPS}", ""]
        lines.append(
            "Another provider of the analysis (or the reduced product of all its providers) has the best fact on "
            "these findings: the analysis as a whole does not miss it, so each is a gap of one provider — by "
            "design (a cheaper query) or recovered elsewhere. Each names the provider that has the fact."
        )
        lines += ["", _table(apart, gap=True)]
        for p in apart:
            lines += ["", *_pattern(p, files, "###")]
    if versus is not None:
        # Imported here: versus_md uses this module's `code` and `fenced`.
        from auditor.reports.versus_md import versus_markdown

        lines += ["", *versus_markdown(versus)]
    if result.problems:
        lines += ["", "## Problems", "", *(f"- {problem}" for problem in result.problems)]
    return "\n".join(lines) + "\n"


def _table(patterns: list[Pattern], gap: bool = False) -> str:
    """The ranked table; `gap`: with the providers that have the fact."""
    rows = [
        [p.rank, p.text, ", ".join(d.value for d in p.domains), provider_cell(p), p.verdict.value, p.occurrences,
         p.findings, lost_cell(p), "" if p.reproducer is None else p.reproducer.instructions,
         answer(p.impact.missed_at_o2), answer(p.impact.llc_removes), delta_cell(p.impact.in_place_delta),
         *([", ".join(p.fact_known_by) or "reduced product"] if gap else [])]
        for p in patterns
    ]  # fmt: skip
    headers = ["rank", "pattern", "domains", "provider", "verdict", "occurrences", "findings", "lost bits", "insts",
               "missed at -O2", "llc removes it", "in place Δ", *(["fact known by"] if gap else [])]  # fmt: skip
    return table(headers, rows)


def provider_cell(p: Pattern) -> str:
    """The pattern's provider, and those that also lose on its reproducer.

    `computeConstantRange (also LazyValueInfo, ScalarEvolution)`
    """
    provider, *others = p.providers
    return f"{provider} (also {', '.join(others)})" if others else provider


def also_lines(p: Pattern) -> list[str]:
    """One item per other provider that loses on the reproducer: its totals and its
    claim on the reproducer in each of its domains ([] when there is none)."""
    lines = []
    for a in p.also_lost_by:
        claims = "; ".join(f"{d.domain.value} {_shown(d)}" for d in a.audits)
        counts = f"{plural(a.occurrences, 'occurrence')}, {plural(a.findings, 'finding')}"
        lines.append(f"  - {a.provider} ({counts}): {claims}")
    return ["- also lost by (on the same reproducer; not in the totals above):", *lines] if lines else []


def _pattern(p: Pattern, files: Collection[str] = (), level: str = "##") -> list[str]:
    lines = [f"{level} {p.rank}. {code(p.text)}", ""]
    lines.append(f"{p.provider}, {domains_text(p)}, **{p.verdict.value}**.")
    lines.append("")
    several = len(p.per_domain) > 1
    totals = f"- occurrences: {p.occurrences} ({p.findings} finding{'s' if p.findings != 1 else ''}"
    totals += f", {p.groups} groups merged)" if p.groups > 1 else ")"
    if p.verdict.value == "lost-precision":
        if several:
            each = "; ".join(
                f"{t.domain.value} {format_total(t.lost_bits)} ({format_total(t.weight)})" for t in p.per_domain
            )
            lines += [totals, f"- lost bits (× occurrences), per domain: {each}"]
        else:
            lines.append(totals + f"; lost bits {lost_cell(p)} (× occurrences: {format_total(p.weight)})")
    else:
        lines.append(totals)
    where = f"- example: {code(p.example)}" if p.example else "- example: (no source)"
    if p.function:
        where += f" in {code(p.function)}"
    lines.append(where + f", fragment {code(p.fragment)}")
    if p.note:
        lines.append(f"- note: {' '.join(p.note.split())}")
    lines.append(f"- impact: {impact_text(p.impact)}")
    lines.append(f"- in place: {in_place_text(p.impact)}")
    lines.append(f"- gap: {gap_text(p)}")
    r = p.reproducer
    if r is None:
        return lines
    stem = f"pattern-{p.rank:02d}"
    shown = [_shown(a) for a in r.audits]
    if several:
        lines.append(f"- on the reproducer, at {code(r.value)}:")
        lines += [f"  - {a.domain.value}: {text}" for a, text in zip(r.audits, shown, strict=True)]
    else:
        lines.append(f"- on the reproducer, at {code(r.value)}: {shown[0]}")
    lines += also_lines(p)
    lines += ["", f"Reproducer ({r.instructions} instructions, `{stem}.opt`):", "", fenced(r.souper)]
    lines += ["", f"As LLVM IR (`{stem}.ll`):", "", fenced(r.llvm_ir, "llvm")]
    if r.opt_command:
        legend = f"; {r.legend}" if r.legend else ""
        if several and r.expected:
            lines += ["", f"With the LLVM IR saved as `{stem}.ll`, this prints one line per domain{legend}:", ""]
            lines += [f"- {a.domain.value}: {code(a.expected)} — {a.reading}" for a in r.audits]
        elif r.expected:
            lines += ["", f"With the LLVM IR saved as `{stem}.ll`, this prints {code(r.expected)} — "
                      f"{r.audits[0].reading}{legend}:"]  # fmt: skip
        else:
            lines += ["", f"With the LLVM IR saved as `{stem}.ll`, this prints the claim{legend}:"]
        lines += ["", fenced(r.opt_command, "sh")]
    for a in p.also_lost_by:
        if a.opt_command:
            lines += ["", f"{a.provider}'s claims, one line per domain in the order above:", ""]
            lines.append(fenced(a.opt_command, "sh"))
    if r.printer_command:
        lines += ["", "LLVM's own printer pass shows the same analysis:", "", fenced(r.printer_command, "sh")]
    lines += ["", f"With auditor: {code(r.auditor_command)}"]
    if p.impact.measured and p.impact.missed_at_o2:
        lines += ["", f"With the use the best fact decides, `opt -O2` keeps it ({code(p.impact.consumer)}):", ""]
        lines.append(fenced(p.impact.optimized, "llvm"))
    lit = f"{stem}{LIT_SUFFIX}"
    if lit in files:
        lines += ["", f"Lit test for llvm/test/Transforms/InstCombine, its CHECK lines from today's `opt`: `{lit}`."]
    return lines


def answer(value: bool | None) -> str:
    """A table cell: yes, no, or "–" (not measured)."""
    return "–" if value is None else "yes" if value else "no"


def delta_cell(delta: int | None) -> str:
    """A table cell: the in-place delta, signed (`-3`, `0`, `+1`), or "–" (not measured).

    >>> delta_cell(-3), delta_cell(0), delta_cell(None)
    ('-3', '0', '–')
    """
    return "–" if delta is None else f"{delta:+d}" if delta else "0"


def in_place_text(impact: Impact) -> str:
    """One line: "Δ -3 instructions — counts", or why the in-place impact was not
    measured."""
    if impact.in_place_delta is None:
        return impact.in_place
    return f"Δ {delta_cell(impact.in_place_delta)} instructions — {impact.in_place}"


def impact_text(impact: Impact) -> str:
    """One line: "missed at -O2: yes; llc removes it: no — use `…`; counts", or why
    the impact was not measured."""
    if not impact.measured:
        return impact.detail
    llc = "" if impact.llc_removes is None else f"; llc removes it: {answer(impact.llc_removes)}"
    return f"missed at -O2: {answer(impact.missed_at_o2)}{llc} — use {code(impact.consumer)}; {impact.detail}"


def _shown(a: DomainAudit) -> str:
    """Best fact against claim on the reproducer, in one domain."""
    shown = f"best {code(a.best)}, claimed {code(a.claimed)}{lost_here(a)}"
    if a.counterexample:
        shown += f"; counterexample {code(a.counterexample)} gives {code(a.actual)}"
    return shown


def lost_here(a: DomainAudit) -> str:
    """ " (3 bits lost here)" after a claim on the reproducer; "" when none is lost."""
    return f" ({format_bits(a.lost_bits)} bits lost here)" if a.lost_bits else ""


def plural(n: int, word: str) -> str:
    """`1 finding`, `3 findings`."""
    return f"{n} {word}" + ("" if n == 1 else "s")
