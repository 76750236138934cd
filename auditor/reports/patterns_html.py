"""The "Patterns" section of report.html (`auditor patterns`): the ranked table and,
per pattern, a collapsed block with the reproducer (Souper, LLVM IR), the best fact
against the claim and the commands. Static HTML, every piece of text through
`html.escape`, no script: it sits in the same self-contained, CSP-locked page as the
rest of the report (auditor/reports/html.py)."""

from __future__ import annotations

from html import escape

from auditor.patterns import Pattern, PatternsResult
from auditor.reports.csv import format_bits, format_total

_STYLE = (
    "<style>#patterns details{margin:10px 0;border:1px solid var(--line);border-radius:6px;padding:6px 10px}"
    "#patterns details pre{margin:4px 0 8px;padding:8px 10px;border:1px solid var(--line);border-radius:6px;"
    "overflow:auto;white-space:pre}#patterns dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}"
    "#patterns dt{color:var(--muted)}#patterns dd{margin:0}</style>"
)


def patterns_nav(result: PatternsResult) -> str:
    return f'<a href="#patterns">Patterns ({len(result.patterns)})</a>'


def patterns_section(result: PatternsResult) -> str:
    head = ["rank", "pattern", "domain", "provider", "verdict", "occ.", "findings", "lost bits", "insts"]
    numeric = {"rank", "occ.", "findings", "lost bits", "insts"}
    header = "".join(f'<th class="{"num" if h in numeric else ""}">{escape(h)}</th>' for h in head)
    rows = [_row(p) for p in result.patterns]
    if not rows:
        rows.append(f'<tr class="empty"><td colspan="{len(head)}">no lost-precision or unsound findings</td></tr>')
    intro = (
        f"{result.findings:,} lost-precision and unsound findings of {result.analysis} in {result.groups:,} "
        f"groups; the best-ranked {result.reduced} reduced into {len(result.patterns)} patterns. Unsound first, "
        "then by lost bits "
        "× occurrences; a constant written C1 keeps the verdict for other values, a literal one does not."
    )
    parts = [
        '<section id="patterns">',
        _STYLE,
        f"<h2>Imprecision patterns of {escape(result.analysis)}</h2>",
        f'<p class="muted">{escape(intro)}</p>',
        '<div class="scroll"><table id="patterns-table" class="summary">',
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>",
        *(_details(p) for p in result.patterns),
        "</section>",
    ]
    return "\n".join(parts)


def _lost(p: Pattern) -> str:
    return format_total(p.lost_bits) if p.verdict.value == "lost-precision" else ""


def _row(p: Pattern) -> str:
    insts = "" if p.reproducer is None else str(p.reproducer.instructions)
    cells = [
        f'<td class="num"><a href="#pattern-{p.rank}">{p.rank}</a></td>',
        f"<td><code>{escape(p.text)}</code></td>",
        f"<td>{escape(p.domain.value)}</td>",
        f"<td>{escape(p.provider)}</td>",
        f'<td><span class="verdict v-{escape(p.verdict.value)}">{escape(p.verdict.value)}</span></td>',
        f'<td class="num">{p.occurrences}</td>',
        f'<td class="num">{p.findings}</td>',
        f'<td class="num">{escape(_lost(p))}</td>',
        f'<td class="num">{escape(insts)}</td>',
    ]
    return "<tr>" + "".join(cells) + "</tr>"


def _details(p: Pattern) -> str:
    counts = f"{p.occurrences} ({_plural(p.findings, 'finding')}, {_plural(p.groups, 'group')})"
    facts: list[tuple[str, str]] = [("occurrences", counts)]
    if p.verdict.value == "lost-precision":
        facts.append(("lost bits", f"{_lost(p)} (× occurrences: {format_total(p.weight)})"))
    example = p.example + (f" in {p.function}" if p.function else "")
    facts.append(("example", f"{example} (fragment {p.fragment})"))
    r = p.reproducer
    blocks: list[str] = []
    if r is not None:
        facts.append(("at", r.value))
        facts.append(("best fact", r.best))
        facts.append(
            (
                f"{p.provider} claims",
                r.claimed + (f" ({format_bits(r.lost_bits)} bits lost here)" if r.lost_bits else ""),
            )
        )
        if r.counterexample:
            facts.append(("counterexample", f"{r.counterexample} gives {r.actual}"))
        stem = f"pattern-{p.rank:02d}"
        blocks += [_pre(f"{stem}.opt ({r.instructions} instructions)", r.souper), _pre(f"{stem}.ll", r.llvm_ir)]
        if r.opt_command:
            label = f"shows the claim ({r.reading}); prints {r.expected}" if r.expected else "shows the claim"
            blocks.append(_pre(label, r.opt_command))
        if r.printer_command:
            blocks.append(_pre("LLVM's own printer pass", r.printer_command))
        blocks.append(_pre("with auditor", r.auditor_command))
    if p.note:
        facts.append(("note", p.note))
    body = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in facts)
    summary = (
        f"{p.rank}. <code>{escape(p.text)}</code> — {escape(p.provider)}, {escape(p.domain.value)}, "
        f'<span class="verdict v-{escape(p.verdict.value)}">{escape(p.verdict.value)}</span>'
    )
    return f'<details id="pattern-{p.rank}"><summary>{summary}</summary><dl>{body}</dl>{"".join(blocks)}</details>'


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _pre(label: str, text: str) -> str:
    return f'<p class="muted">{escape(label)}</p><pre>{escape(text.rstrip(chr(10)))}</pre>'
