"""The "Patterns" section of report.html (`auditor patterns`): the ranked table and,
per pattern, a collapsed block with the reproducer (Souper, LLVM IR), the best fact
against the claim and the commands. Static HTML, every piece of text through
`html.escape`, no script: it sits in the same self-contained, CSP-locked page as the
rest of the report (auditor/reports/html.py)."""

from __future__ import annotations

from html import escape

from auditor.patterns import Gap, Pattern, PatternsResult
from auditor.reports.csv import format_total
from auditor.reports.patterns_md import (
    PROVIDER_GAPS,
    answer,
    delta_cell,
    domains_text,
    gap_text,
    impact_text,
    in_place_text,
    lost_cell,
    lost_here,
    plural,
    provider_cell,
)

_STYLE = (
    "<style>#patterns details{margin:10px 0;border:1px solid var(--line);border-radius:6px;padding:6px 10px}"
    "#patterns details pre{margin:4px 0 8px;padding:8px 10px;border:1px solid var(--line);border-radius:6px;"
    "overflow:auto;white-space:pre}#patterns dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}"
    "#patterns dt{color:var(--muted)}#patterns dd{margin:0}</style>"
)


def patterns_nav(result: PatternsResult) -> str:
    return f'<a href="#patterns">Patterns ({len(result.patterns)})</a>'


def patterns_section(result: PatternsResult) -> str:
    """The section: the ranked table (provider gaps in a table of their own after it,
    with the providers that have the fact) and each pattern's collapsed block."""
    main = [p for p in result.patterns if p.gap is not Gap.PROVIDER]
    apart = [p for p in result.patterns if p.gap is Gap.PROVIDER]
    intro = (
        f"{result.findings:,} lost-precision and unsound findings of {result.analysis} in {result.groups:,} "
        f"groups; the best-ranked {result.reduced} reduced into {len(result.patterns)} patterns. Unsound first, "
        "then analysis gaps, unclassified ones and provider gaps last; within each, those whose best fact opt -O2 "
        "misses first, then by lost bits × occurrences (of a pattern's first domain: one of several range domains shows "
        "its lost bits per domain); a constant written C1 keeps the verdict for other values, a literal one "
        "does not."
    )
    parts = [
        '<section id="patterns">',
        _STYLE,
        f"<h2>Imprecision patterns of {escape(result.analysis)}</h2>",
        f'<p class="muted">{escape(intro)}</p>',
        _table("patterns-table", main, gap=False, empty=not apart),
        *(_details(p) for p in main),
    ]
    if apart:
        parts += [
            f"<h3>{escape(PROVIDER_GAPS)}</h3>",
            '<p class="muted">Another provider of the analysis (or the reduced product of its providers) has the '
            "best fact on these findings: each is a gap of one provider.</p>",
            _table("patterns-provider-gaps", apart, gap=True, empty=False),
            *(_details(p) for p in apart),
        ]
    parts.append("</section>")
    return "\n".join(parts)


def _table(ident: str, patterns: list[Pattern], gap: bool, empty: bool) -> str:
    """A ranked table; `gap`: with the providers that have the fact; `empty`: a row
    saying there are no findings when `patterns` is empty."""
    head = ["rank", "pattern", "domains", "provider", "verdict", "occ.", "findings", "lost bits", "insts",
            "missed at -O2", "llc removes it", "in place Δ", *(["fact known by"] if gap else [])]  # fmt: skip
    numeric = {"rank", "occ.", "findings", "lost bits", "insts", "in place Δ"}
    header = "".join(f'<th class="{"num" if h in numeric else ""}">{escape(h)}</th>' for h in head)
    rows = [_row(p, gap) for p in patterns]
    if not rows and empty:
        rows.append(f'<tr class="empty"><td colspan="{len(head)}">no lost-precision or unsound findings</td></tr>')
    return (
        f'<div class="scroll"><table id="{ident}" class="summary">'
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _row(p: Pattern, gap: bool = False) -> str:
    insts = "" if p.reproducer is None else str(p.reproducer.instructions)
    cells = [
        f'<td class="num"><a href="#pattern-{p.rank}">{p.rank}</a></td>',
        f"<td><code>{escape(p.text)}</code></td>",
        f"<td>{escape(', '.join(d.value for d in p.domains))}</td>",
        f"<td>{escape(provider_cell(p))}</td>",
        f'<td><span class="verdict v-{escape(p.verdict.value)}">{escape(p.verdict.value)}</span></td>',
        f'<td class="num">{p.occurrences}</td>',
        f'<td class="num">{p.findings}</td>',
        f'<td class="num">{escape(lost_cell(p))}</td>',
        f'<td class="num">{escape(insts)}</td>',
        f"<td>{escape(answer(p.impact.missed_at_o2))}</td>",
        f"<td>{escape(answer(p.impact.llc_removes))}</td>",
        f'<td class="num">{escape(delta_cell(p.impact.in_place_delta))}</td>',
        *([f"<td>{escape(', '.join(p.fact_known_by) or 'reduced product')}</td>"] if gap else []),
    ]
    return "<tr>" + "".join(cells) + "</tr>"


def _details(p: Pattern) -> str:
    counts = f"{p.occurrences} ({plural(p.findings, 'finding')}, {plural(p.groups, 'group')})"
    facts: list[tuple[str, str]] = [("occurrences", counts)]
    several = len(p.per_domain) > 1
    if p.verdict.value == "lost-precision":
        for t in p.per_domain:
            label = f"lost bits, {t.domain.value}" if several else "lost bits"
            facts.append((label, f"{format_total(t.lost_bits)} (× occurrences: {format_total(t.weight)})"))
    example = p.example + (f" in {p.function}" if p.function else "")
    facts.append(("example", f"{example} (fragment {p.fragment})"))
    r = p.reproducer
    blocks: list[str] = []
    if r is not None:
        facts.append(("at", r.value))
        for a in r.audits:
            suffix = f", {a.domain.value}" if several else ""
            facts.append((f"best fact{suffix}", a.best))
            facts.append((f"{p.provider} claims{suffix}", a.claimed + lost_here(a)))
            if a.counterexample:
                facts.append((f"counterexample{suffix}", f"{a.counterexample} gives {a.actual}"))
        for other in p.also_lost_by:
            counts = f"{other.occurrences} occurrences, {plural(other.findings, 'finding')}, not in the totals"
            facts.append((f"also lost by {other.provider}", counts))
            for a in other.audits:
                facts.append((f"{other.provider} claims, {a.domain.value}", a.claimed + lost_here(a)))
        stem = f"pattern-{p.rank:02d}"
        blocks += [_pre(f"{stem}.opt ({r.instructions} instructions)", r.souper), _pre(f"{stem}.ll", r.llvm_ir)]
        if r.opt_command:
            label = "shows the claim"
            if r.expected:
                lines = [f"{a.domain.value}: {a.expected} ({a.reading})" if several else f"{a.expected} ({a.reading})"
                         for a in r.audits]  # fmt: skip
                label += "; prints " + ("one line per domain: " if several else "") + "; ".join(lines)
            if r.legend:
                label += f"; {r.legend}"
            blocks.append(_pre(label, r.opt_command))
        blocks += [_pre(f"shows {o.provider}'s claims", o.opt_command) for o in p.also_lost_by if o.opt_command]
        if r.printer_command:
            blocks.append(_pre("LLVM's own printer pass", r.printer_command))
        blocks.append(_pre("with auditor", r.auditor_command))
    if p.note:
        facts.append(("note", p.note))
    facts.append(("impact", impact_text(p.impact).replace("`", "")))
    facts.append(("in place", in_place_text(p.impact).replace("`", "")))
    facts.append(("gap", gap_text(p)))
    if p.impact.measured and p.impact.missed_at_o2:
        blocks.append(_pre(f"opt -O2 keeps the use {p.impact.consumer}", p.impact.optimized))
    body = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in facts)
    summary = (
        f"{p.rank}. <code>{escape(p.text)}</code> — {escape(provider_cell(p))}, {escape(domains_text(p))}, "
        f'<span class="verdict v-{escape(p.verdict.value)}">{escape(p.verdict.value)}</span>'
    )
    return f'<details id="pattern-{p.rank}"><summary>{summary}</summary><dl>{body}</dl>{"".join(blocks)}</details>'


def _pre(label: str, text: str) -> str:
    return f'<p class="muted">{escape(label)}</p><pre>{escape(text.rstrip(chr(10)))}</pre>'
